/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 112 --no-safe-math --max-funcs 6 --no-arrays
 * Seed:      112
 */

/* Minimal stand-in for the csmith runtime header: just what generated programs call. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
static uint32_t crc32_context = 0xFFFFFFFFUL;
static uint32_t crc32_tab[256];
static void crc32_gentab(void) {
  for (int i = 0; i < 256; i++) {
    uint32_t crc = (uint32_t)i;
    for (int j = 8; j > 0; j--) crc = (crc & 1) ? (crc >> 1) ^ 0xEDB88320UL : crc >> 1;
    crc32_tab[i] = crc;
  }
}
static void crc32_byte(uint8_t b) { crc32_context = ((crc32_context >> 8) & 0x00FFFFFF) ^ crc32_tab[(crc32_context ^ b) & 0xFF]; }
static void transparent_crc(uint64_t val, char *vname, int flag) {
  for (int i = 0; i < 8; i++) crc32_byte((uint8_t)((val >> (i * 8)) & 0xff));
  if (flag) printf("...checksum after hashing %s : %X\n", vname, crc32_context ^ 0xFFFFFFFFU);
}
static void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag) {
  for (int i = 0; i < nbytes; i++) crc32_byte((uint8_t)ptr[i]);
  if (flag) printf("...checksum after hashing %s : %lX\n", vname, (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
}
static void platform_main_begin(void) {}
static void platform_main_end(uint32_t crc, int flag) { printf("checksum = %X\n", crc); }



static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   volatile signed f0 : 6;
   signed f1 : 3;
   signed f2 : 25;
   signed f3 : 1;
   unsigned f4 : 12;
};
#pragma pack(pop)

union U1 {
   uint16_t  f0;
};

union U2 {
   volatile uint32_t  f0;
   const unsigned f1 : 19;
   uint64_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint8_t g_21 = 0x4BL;
static uint8_t *g_28 = (void*)0;
static int32_t g_29 = 0x7AB89BDDL;
static int32_t g_34 = (-3L);
static volatile struct S0 g_40 = {7,0,4609,0,44};/* VOLATILE GLOBAL g_40 */
static int32_t *g_45 = (void*)0;
static int32_t **g_44 = &g_45;
static int32_t *** volatile g_43 = &g_44;/* VOLATILE GLOBAL g_43 */
static volatile uint32_t g_153 = 0UL;/* VOLATILE GLOBAL g_153 */
static volatile uint64_t g_160 = 0xDECA68EB2A14D58FLL;/* VOLATILE GLOBAL g_160 */
static volatile int8_t g_167 = 0L;/* VOLATILE GLOBAL g_167 */
static volatile uint64_t g_169 = 18446744073709551609UL;/* VOLATILE GLOBAL g_169 */
static uint64_t g_205 = 1UL;
static int32_t g_208 = 0xFC631973L;
static union U1 g_209 = {0xC21BL};
static volatile struct S0 * volatile g_255 = &g_40;/* VOLATILE GLOBAL g_255 */
static int16_t g_268 = 0x50D1L;
static const int16_t g_271 = (-6L);
static volatile struct S0 g_284 = {0,-0,-4301,-0,33};/* VOLATILE GLOBAL g_284 */
static int16_t * volatile *g_322 = (void*)0;
static struct S0 g_365 = {0,0,5525,0,0};/* VOLATILE GLOBAL g_365 */
static uint32_t g_377 = 0xF237C987L;
static volatile struct S0 g_533 = {-1,0,-872,-0,37};/* VOLATILE GLOBAL g_533 */
static volatile struct S0 *g_532 = &g_533;
static volatile struct S0 * volatile *g_531 = &g_532;
static union U1 *g_538 = &g_209;
static union U1 ** volatile g_537 = &g_538;/* VOLATILE GLOBAL g_537 */
static union U2 g_546 = {0x98CFF197L};/* VOLATILE GLOBAL g_546 */
static union U2 g_553 = {1UL};/* VOLATILE GLOBAL g_553 */
static int8_t g_556 = 1L;
static int32_t g_572 = 0xF346CF62L;
static int16_t g_709 = 3L;
static int32_t g_720 = 0x53C971A0L;
static uint32_t g_864 = 0UL;
static const struct S0 g_871 = {-1,-0,-5592,-0,13};/* VOLATILE GLOBAL g_871 */
static const struct S0 *g_1041 = (void*)0;
static const struct S0 ** volatile g_1040 = &g_1041;/* VOLATILE GLOBAL g_1040 */
static int8_t *g_1050 = (void*)0;
static int8_t * volatile * volatile g_1049 = &g_1050;/* VOLATILE GLOBAL g_1049 */
static volatile uint32_t g_1284 = 0x8DA91FBFL;/* VOLATILE GLOBAL g_1284 */
static volatile int64_t g_1322 = 0x7FC4CAE8720D5BCFLL;/* VOLATILE GLOBAL g_1322 */
static uint32_t g_1330 = 0x598351C9L;
static uint8_t g_1340 = 0UL;
static uint8_t g_1342 = 0xC2L;
static volatile struct S0 g_1343 = {-0,-1,1450,0,6};/* VOLATILE GLOBAL g_1343 */
static struct S0 g_1397 = {7,-1,711,-0,39};/* VOLATILE GLOBAL g_1397 */
static volatile uint32_t g_1903 = 2UL;/* VOLATILE GLOBAL g_1903 */
static uint8_t g_1908 = 0x4AL;
static int16_t *g_1987 = &g_268;
static int16_t **g_1986 = &g_1987;
static int16_t ** volatile *g_1985 = &g_1986;
static int16_t ** volatile **g_1984 = &g_1985;
static int16_t g_2230 = 0xC30BL;
static volatile uint8_t g_2232 = 0x3FL;/* VOLATILE GLOBAL g_2232 */
static int64_t g_2256 = 1L;
static union U2 ** volatile g_2260 = (void*)0;/* VOLATILE GLOBAL g_2260 */
static union U2 *g_2262 = &g_546;
static union U2 ** const  volatile g_2261 = &g_2262;/* VOLATILE GLOBAL g_2261 */
static uint64_t g_2397 = 0xA55549B3CC9E2F10LL;
static int32_t ** const  volatile g_2557 = &g_45;/* VOLATILE GLOBAL g_2557 */
static int32_t ** volatile g_2597 = (void*)0;/* VOLATILE GLOBAL g_2597 */
static int32_t ** volatile g_2598 = &g_45;/* VOLATILE GLOBAL g_2598 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t  func_2(uint32_t  p_3, int16_t  p_4);
static uint16_t  func_6(int64_t  p_7, int8_t  p_8, uint32_t  p_9, int16_t  p_10);
static int8_t  func_14(uint8_t  p_15, int32_t  p_16, const int32_t  p_17, union U1  p_18);
static const int64_t  func_24(uint8_t * p_25, uint32_t  p_26, int16_t  p_27);
static int32_t ** func_35(union U1  p_36, uint8_t * p_37, int32_t  p_38);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_21 g_28 g_29 g_40 g_43 g_153 g_160 g_169 g_34 g_167 g_208 g_209 g_205 g_255 g_209.f0 g_271 g_284 g_268 g_1049 g_1284 g_532 g_533 g_1050 g_45 g_1322 g_1330 g_1342 g_546 g_1343 g_531 g_538 g_1340 g_871.f2 g_365.f0 g_864 g_553 g_1903 g_1908 g_365.f1 g_871.f1 g_1984 g_2232 g_2230 g_377 g_709 g_2261 g_2397 g_365.f2 g_1986 g_1987 g_365.f3 g_1397.f2 g_2557 g_1397.f1 g_720 g_2262 g_2598 g_572 g_546.f1 g_871.f3 g_1397.f3
 * writes: g_21 g_40 g_44 g_153 g_29 g_160 g_169 g_205 g_208 g_34 g_268 g_284 g_1049 g_1284 g_45 g_1050 g_864 g_209.f0 g_556 g_1340 g_1342 g_533 g_1041 g_1903 g_1908 g_1984 g_2232 g_377 g_2256 g_2262 g_2397 g_720 g_1986 g_572
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_11 = 0L;
    int32_t l_19 = 0L;
    uint8_t *l_20 = &g_21;
    uint32_t l_203 = 0x434A3FD7L;
    uint64_t *l_204 = &g_205;
    int32_t *l_206 = (void*)0;
    int32_t *l_207 = &g_208;
    uint64_t l_2263 = 0x825F36D9F102B196LL;
    int32_t l_2494 = (-4L);
    int32_t l_2496 = 1L;
    int32_t l_2514 = 0x0946F284L;
    uint32_t l_2552 = 0x8AB17BD3L;
    uint32_t l_2566 = 0x065D854FL;
    union U2 **l_2571 = &g_2262;
    struct S0 *l_2603 = (void*)0;
    struct S0 **l_2602 = &l_2603;
    struct S0 ***l_2601 = &l_2602;
    int16_t * const *l_2609 = &g_1987;
    int16_t * const **l_2610 = &l_2609;
    int16_t **l_2611 = (void*)0;
    int16_t ***l_2612 = (void*)0;
    int16_t ***l_2613 = &g_1986;
    int32_t *l_2616 = &g_572;
    int16_t * const ***l_2620 = &l_2610;
    int16_t * const ****l_2619 = &l_2620;
    int16_t ****l_2622 = &l_2612;
    int16_t *****l_2621 = &l_2622;
    int64_t *l_2623 = &g_2256;
    int32_t l_2624 = 5L;
    if (func_2((-(int16_t)((func_6(l_11, l_11, ((uint16_t)(func_14((++(*l_20)), (func_24(g_28, l_19, g_29) , (g_29 &= l_19)), ((*l_207) |= (((*l_204) = ((l_203 ^ ((void*)0 != &g_34)) <= l_11)) > g_34)), g_209) || 0x58L) << (uint16_t)7), g_271) > g_271) , (*l_207))), l_2263))
    { /* block id: 259 */
        uint32_t l_2403 = 0x127D2E4EL;
        uint16_t *l_2406 = &g_209.f0;
        int32_t *l_2425 = &g_34;
        int32_t l_2426 = 0x60094DABL;
        int32_t *l_2427 = &g_34;
        int32_t *l_2428 = &l_19;
        int32_t *l_2429 = (void*)0;
        int32_t *l_2430 = &g_34;
        int32_t *l_2431 = &l_19;
        int32_t *l_2432 = &g_720;
        int32_t *l_2433 = &g_720;
        int32_t *l_2434 = &l_2426;
        int32_t *l_2435 = &g_34;
        int32_t *l_2436 = &g_720;
        int32_t *l_2437 = &l_19;
        int32_t *l_2438 = &l_19;
        int32_t *l_2439 = &l_11;
        int32_t *l_2440 = &l_11;
        int32_t *l_2441 = &l_2426;
        int32_t *l_2442 = &g_720;
        int32_t *l_2443 = &l_11;
        int32_t *l_2444 = &g_720;
        int32_t *l_2445 = &g_208;
        int32_t *l_2446 = &l_2426;
        int32_t *l_2447 = &g_34;
        int32_t *l_2448 = (void*)0;
        int32_t *l_2449 = &g_34;
        int32_t *l_2450 = &g_208;
        int32_t *l_2451 = (void*)0;
        int32_t *l_2452 = &l_19;
        int32_t *l_2453 = &l_11;
        int32_t *l_2454 = &l_2426;
        int32_t *l_2455 = &l_2426;
        int32_t *l_2456 = &g_34;
        int32_t *l_2457 = (void*)0;
        int32_t *l_2458 = &l_11;
        int32_t *l_2459 = &l_19;
        int32_t *l_2460 = &l_19;
        int32_t *l_2461 = &l_11;
        int32_t l_2462 = 0L;
        int32_t *l_2463 = (void*)0;
        int32_t *l_2464 = &g_34;
        int32_t *l_2465 = &g_208;
        int32_t *l_2466 = &l_11;
        int32_t *l_2467 = &l_2462;
        int32_t *l_2468 = &g_720;
        int32_t *l_2469 = &l_2462;
        int32_t *l_2470 = (void*)0;
        int32_t *l_2471 = &g_34;
        int32_t *l_2472 = &l_2462;
        int32_t *l_2473 = &l_11;
        int32_t *l_2474 = &l_2462;
        int32_t *l_2475 = &l_19;
        int32_t *l_2476 = &g_34;
        int32_t *l_2477 = &l_19;
        int32_t *l_2478 = &l_2426;
        int32_t *l_2479 = &g_208;
        int32_t *l_2480 = &g_34;
        int32_t *l_2481 = &l_11;
        int32_t *l_2482 = &l_11;
        int32_t *l_2483 = (void*)0;
        int32_t *l_2484 = &g_720;
        int32_t *l_2485 = &g_208;
        int32_t *l_2486 = &l_19;
        int32_t *l_2487 = (void*)0;
        int32_t *l_2488 = &g_34;
        int32_t *l_2489 = &l_2462;
        int32_t *l_2490 = (void*)0;
        int32_t *l_2491 = (void*)0;
        int32_t *l_2492 = (void*)0;
        int32_t *l_2493 = &l_2426;
        int32_t *l_2495 = &l_2426;
        int32_t *l_2497 = (void*)0;
        int32_t *l_2498 = (void*)0;
        int32_t *l_2499 = &l_2496;
        int32_t *l_2500 = &l_19;
        int32_t *l_2501 = &l_2494;
        int32_t *l_2502 = &l_2426;
        int32_t *l_2503 = &g_720;
        int32_t *l_2504 = &g_720;
        int32_t *l_2505 = &g_720;
        int32_t *l_2506 = &l_11;
        int32_t *l_2507 = &l_2426;
        int32_t *l_2508 = &g_208;
        int32_t *l_2509 = (void*)0;
        int32_t *l_2510 = (void*)0;
        int32_t *l_2511 = &l_11;
        int32_t *l_2512 = &l_2494;
        int32_t l_2513 = 0x51F7ACDCL;
        int32_t *l_2515 = &l_2514;
        int32_t *l_2516 = (void*)0;
        int32_t *l_2517 = (void*)0;
        int32_t *l_2518 = (void*)0;
        int32_t *l_2519 = &l_11;
        int32_t *l_2520 = &l_2513;
        int32_t *l_2521 = &l_2426;
        int32_t *l_2522 = (void*)0;
        int32_t *l_2523 = &l_11;
        int32_t *l_2524 = &g_34;
        int32_t *l_2525 = &l_2426;
        int32_t *l_2526 = &l_2426;
        int32_t *l_2527 = &g_720;
        int32_t *l_2528 = &l_2494;
        int32_t *l_2529 = &g_208;
        int32_t *l_2530 = &l_11;
        int32_t *l_2531 = &l_2513;
        int32_t *l_2532 = (void*)0;
        int32_t *l_2533 = &l_2426;
        int32_t *l_2534 = (void*)0;
        int32_t *l_2535 = &g_720;
        int32_t *l_2536 = &g_720;
        int32_t *l_2537 = (void*)0;
        int32_t *l_2538 = (void*)0;
        int32_t *l_2539 = &l_2426;
        int32_t *l_2540 = (void*)0;
        int32_t *l_2541 = &l_2426;
        int32_t *l_2542 = &l_2494;
        int32_t *l_2543 = (void*)0;
        int32_t *l_2544 = &l_2494;
        int32_t *l_2545 = &g_208;
        int32_t *l_2546 = &g_208;
        int32_t *l_2547 = &g_208;
        int32_t *l_2548 = &g_720;
        int32_t *l_2549 = &l_2496;
        int32_t *l_2550 = &g_208;
        int32_t *l_2551 = &g_720;
        union U1 *l_2582 = &g_209;
        (*l_2425) |= ((-(uint8_t)(l_2403 , ((*l_20) |= (((uint16_t)((*l_2406)++) + (uint16_t)((uint64_t)(((((uint16_t)((l_2403 <= ((*l_207) , (-1L))) >= g_205) >> (uint16_t)(((uint32_t)(g_284.f3 , ((int16_t)(l_2403 != ((((uint16_t)(g_365.f2 == (((((int16_t)((uint16_t)((((((((uint64_t)g_365.f1 + (uint64_t)l_2403) | 0x62L) | l_2403) != (**g_1986)) , l_2403) && g_153) , 0UL) * (uint16_t)l_2403) + (int16_t)0xD068L) > 0xD27B1766L) , 3L) & 4294967294UL)) % (uint16_t)0x1618L) <= (-1L)) ^ g_365.f3)) >> (int16_t)l_2403)) - (uint32_t)0x4167B8F4L) || 0xFFD2L)) == 252UL) , g_1343.f4) , 7UL) - (uint64_t)g_1397.f2)) && (*g_1987))))) && l_2403);
        --l_2552;
        for (g_268 = 0; (g_268 > 2); g_268 += 8)
        { /* block id: 266 */
            (*g_2557) = &l_2494;
        }
        for (l_11 = 24; (l_11 == 25); ++l_11)
        { /* block id: 271 */
            uint32_t *l_2567 = &g_377;
            int32_t l_2570 = 0xB078ABE5L;
            int16_t ***l_2584 = &g_1986;
            int16_t ****l_2583 = &l_2584;
            int32_t l_2585 = 0xB9726E7FL;
            int64_t *l_2604 = &g_2256;
            if ((((((!(~((uint8_t)(((uint8_t)l_2566 << (uint8_t)4) ^ (((l_2570 = (++(*l_2567))) >= ((void*)0 != l_2571)) == ((int32_t)((*l_2512) = ((int8_t)(0x63F0L != ((int8_t)(*l_2466) * (int8_t)(((uint16_t)0x9821L - (uint16_t)(((uint16_t)(0xFBE9C707L || ((((*g_532) , ((l_2582 == (void*)0) || 0xC375L)) , l_2583) == (void*)0)) * (uint16_t)(**g_1986)) > (*l_2461))) || g_284.f2))) * (int8_t)0x58L)) + (int32_t)(*l_2473)))) << (uint8_t)7))) == 255UL) , 0x220247F0L) < g_1397.f1) <= l_2585))
            { /* block id: 275 */
                int16_t l_2586 = 0x0E1EL;
                if ((*l_2542))
                    break;
                (*l_2468) ^= 0L;
                (*l_2442) ^= (g_271 | l_2586);
            }
            else
            { /* block id: 279 */
                int8_t l_2587 = (-1L);
                (*l_2504) ^= ((*l_2474) = (g_167 , (l_2585 <= l_2587)));
                if ((0x91D8E65FL == (((-6L) < 0xFF1959B8L) >= ((0xAFE2933C39FD24CELL <= ((*g_2262) , ((int8_t)(((****l_2583) |= (l_2587 > (++(*l_20)))) <= l_2570) << (int8_t)(0UL < (*l_2477))))) & 8L))))
                { /* block id: 284 */
                    const int32_t *l_2596 = &l_2585;
                    const int32_t **l_2595 = &l_2596;
                    const int32_t ***l_2594 = &l_2595;
                    (*l_2427) &= l_2570;
                    (*l_2594) = (void*)0;
                }
                else
                { /* block id: 287 */
                    (*g_532) = (*g_532);
                }
                (*g_2598) = &l_2570;
                return g_40.f3;
            }
            (*l_2508) = ((*g_538) , ((((*l_2549) >= (*l_2501)) <= ((uint64_t)(g_365.f1 ^ (l_2601 == (void*)0)) + (uint64_t)((*l_2604) = (*l_207)))) & g_871.f2));
            return g_1397.f1;
        }
    }
    else
    { /* block id: 297 */
        (*g_532) = (*g_532);
    }
    (*l_207) = ((((**g_2261) , ((int16_t)(((int32_t)(((((*l_207) && (((*l_2610) = l_2609) != ((*l_2613) = l_2611))) || ((*l_207) ^ (*l_207))) <= (((*l_2623) = (((int16_t)((((*l_2616) |= g_284.f4) , (((uint64_t)(((l_2619 == (l_2621 = l_2621)) & g_40.f4) == 6L) - (uint64_t)g_546.f1) >= (*l_207))) , 0xA30EL) * (int16_t)g_871.f3) , g_169)) == (*l_207))) | (*l_207)) % (int32_t)l_2624) , (*l_207)) << (int16_t)10)) ^ g_1397.f3) && g_205);
    return (*l_207);
}


/* ------------------------------------------ */
/* 
 * reads : g_2397
 * writes: g_208 g_2397 g_45
 */
static int32_t  func_2(uint32_t  p_3, int16_t  p_4)
{ /* block id: 250 */
    int32_t l_2264 = (-6L);
    uint32_t *l_2265 = &g_377;
    int32_t l_2290 = (-1L);
    int32_t l_2291 = 1L;
    int32_t l_2311 = (-6L);
    int16_t l_2313 = (-7L);
    int32_t l_2314 = (-10L);
    int32_t l_2332 = (-4L);
    int32_t l_2334 = 0x7D47C2A4L;
    int32_t l_2344 = 0x5907F9FCL;
    int32_t l_2347 = 0x661ED241L;
    int32_t l_2387 = 6L;
    int32_t **l_2400 = &g_45;
lbl_2401:
    if ((&g_1284 != ((p_4 <= (l_2264 , 4L)) , l_2265)))
    { /* block id: 251 */
        int32_t *l_2266 = &g_208;
        (*l_2266) = 1L;
    }
    else
    { /* block id: 253 */
        int32_t *l_2267 = (void*)0;
        int32_t *l_2268 = &g_208;
        int32_t *l_2269 = &g_34;
        int32_t *l_2270 = &g_720;
        int32_t *l_2271 = (void*)0;
        int32_t *l_2272 = &g_720;
        int32_t *l_2273 = &g_720;
        int32_t *l_2274 = &g_720;
        int32_t *l_2275 = &g_34;
        int32_t *l_2276 = &g_208;
        int32_t *l_2277 = &g_208;
        int32_t *l_2278 = &g_720;
        int32_t *l_2279 = (void*)0;
        int32_t *l_2280 = (void*)0;
        int32_t *l_2281 = &g_208;
        int32_t *l_2282 = &g_34;
        int32_t *l_2283 = &g_208;
        int32_t *l_2284 = (void*)0;
        int32_t *l_2285 = &g_208;
        int32_t *l_2286 = &g_208;
        int32_t *l_2287 = &g_34;
        int32_t *l_2288 = &g_208;
        int32_t *l_2289 = &g_208;
        int32_t *l_2292 = &g_34;
        int32_t *l_2293 = &g_720;
        int32_t *l_2294 = &g_34;
        int32_t *l_2295 = &l_2291;
        int32_t *l_2296 = (void*)0;
        int32_t *l_2297 = &l_2291;
        int32_t *l_2298 = &l_2290;
        int32_t *l_2299 = (void*)0;
        int32_t *l_2300 = &g_34;
        int32_t *l_2301 = &l_2291;
        int32_t *l_2302 = &g_720;
        int32_t *l_2303 = &l_2291;
        int32_t *l_2304 = &l_2290;
        int32_t *l_2305 = &l_2291;
        int32_t *l_2306 = &g_34;
        int32_t *l_2307 = (void*)0;
        int32_t *l_2308 = &l_2291;
        int32_t *l_2309 = &l_2290;
        int32_t *l_2310 = &g_34;
        int32_t *l_2312 = &g_34;
        int32_t l_2315 = (-1L);
        int32_t *l_2316 = &g_208;
        int32_t *l_2317 = &g_208;
        int32_t *l_2318 = &l_2311;
        int32_t *l_2319 = &l_2314;
        int32_t *l_2320 = &g_720;
        int32_t *l_2321 = &g_720;
        int32_t *l_2322 = &l_2314;
        int32_t l_2323 = 0x2B8614D9L;
        int32_t *l_2324 = &l_2290;
        int32_t *l_2325 = &l_2323;
        int32_t *l_2326 = &l_2291;
        int32_t *l_2327 = &l_2290;
        int32_t *l_2328 = &g_208;
        int32_t *l_2329 = (void*)0;
        int32_t *l_2330 = &l_2290;
        int32_t l_2331 = 0L;
        int32_t *l_2333 = &l_2314;
        int32_t *l_2335 = &l_2311;
        int32_t *l_2336 = &l_2315;
        int32_t *l_2337 = &g_34;
        int32_t l_2338 = (-1L);
        int32_t *l_2339 = (void*)0;
        int32_t *l_2340 = &l_2315;
        int32_t *l_2341 = &l_2290;
        int32_t *l_2342 = &g_34;
        int32_t *l_2343 = &g_208;
        int32_t *l_2345 = &l_2334;
        int32_t *l_2346 = &l_2315;
        int32_t *l_2348 = &l_2334;
        int32_t *l_2349 = (void*)0;
        int32_t *l_2350 = &g_34;
        int32_t *l_2351 = &l_2347;
        int32_t *l_2352 = &l_2332;
        int32_t *l_2353 = &l_2332;
        int32_t *l_2354 = &l_2347;
        int32_t *l_2355 = &l_2334;
        int32_t *l_2356 = &l_2311;
        int32_t *l_2357 = &l_2332;
        int32_t *l_2358 = (void*)0;
        int32_t l_2359 = 0x83BC90BBL;
        int32_t *l_2360 = &l_2315;
        int32_t *l_2361 = &l_2334;
        int32_t l_2362 = (-6L);
        int32_t *l_2363 = &l_2323;
        int32_t *l_2364 = &l_2359;
        int32_t *l_2365 = &g_208;
        int32_t *l_2366 = &l_2315;
        int32_t *l_2367 = &l_2332;
        int32_t l_2368 = (-1L);
        int32_t *l_2369 = &l_2332;
        int32_t *l_2370 = &l_2290;
        int32_t *l_2371 = &l_2290;
        int32_t *l_2372 = &l_2359;
        int32_t *l_2373 = &g_208;
        int32_t *l_2374 = &l_2332;
        int32_t *l_2375 = &l_2314;
        int32_t *l_2376 = &l_2332;
        int32_t *l_2377 = (void*)0;
        int32_t *l_2378 = &l_2315;
        int32_t *l_2379 = &l_2359;
        int32_t *l_2380 = &l_2315;
        int32_t l_2381 = 0x229F58F5L;
        int32_t *l_2382 = (void*)0;
        int32_t *l_2383 = &l_2314;
        int32_t *l_2384 = &g_208;
        int32_t *l_2385 = &l_2344;
        int32_t *l_2386 = &l_2314;
        int32_t *l_2388 = &g_720;
        int32_t *l_2389 = (void*)0;
        int32_t *l_2390 = &l_2315;
        int32_t *l_2391 = &g_720;
        int32_t *l_2392 = (void*)0;
        int32_t *l_2393 = &l_2344;
        int32_t *l_2394 = &l_2347;
        int32_t *l_2395 = &l_2290;
        int32_t *l_2396 = &l_2323;
        g_2397--;
    }
    (*l_2400) = &l_2347;
    if (p_4)
        goto lbl_2401;
    return p_4;
}


/* ------------------------------------------ */
/* 
 * reads : g_284 g_40.f4 g_21 g_205 g_29 g_34 g_268 g_271 g_153 g_208 g_209.f0 g_1049 g_1284 g_532 g_533 g_1050 g_45 g_1322 g_1330 g_1342 g_546 g_1343 g_531 g_538 g_209 g_1340 g_871.f2 g_365.f0 g_864 g_553 g_160 g_1903 g_1908 g_365.f1 g_871.f1 g_1984 g_2232 g_2230 g_377 g_709 g_2261
 * writes: g_284 g_21 g_34 g_1049 g_1284 g_208 g_45 g_1050 g_205 g_864 g_209.f0 g_556 g_1340 g_1342 g_533 g_1041 g_268 g_1903 g_1908 g_1984 g_2232 g_377 g_2256 g_2262
 */
static uint16_t  func_6(int64_t  p_7, int8_t  p_8, uint32_t  p_9, int16_t  p_10)
{ /* block id: 58 */
    volatile struct S0 *l_285 = &g_284;
    uint8_t *l_298 = &g_21;
    int32_t l_305 = 0xDDD3BA11L;
    int32_t l_312 = 0x6FF569DEL;
    int32_t *l_319 = &g_34;
    uint64_t l_345 = 18446744073709551614UL;
    int16_t * const * const l_373 = (void*)0;
    int32_t l_426 = 0x2883F161L;
    int32_t l_486 = 0x53EA13BFL;
    int32_t l_513 = 1L;
    int32_t l_514 = 0L;
    int8_t l_575 = 0L;
    int64_t l_682 = 0L;
    int32_t l_719 = 0x746B81B9L;
    int32_t l_734 = 0x5C9C4C84L;
    int32_t l_777 = (-1L);
    int32_t l_793 = 0L;
    int32_t l_815 = (-5L);
    int32_t l_821 = 1L;
    int64_t l_880 = 0x793669B761190705LL;
    union U1 l_1360 = {65535UL};
    int32_t l_1516 = 0xA96E8D50L;
    int32_t l_1845 = 9L;
    int32_t l_1853 = (-1L);
    int32_t l_1889 = 0xDB0618ABL;
    int32_t l_1900 = (-1L);
    int16_t l_1906 = 0x3E4CL;
    int32_t l_2197 = 2L;
    int32_t l_2223 = 2L;
    int64_t *l_2245 = &l_880;
    uint64_t *l_2254 = &l_345;
    int64_t *l_2255 = (void*)0;
    int32_t *l_2257 = (void*)0;
    int32_t *l_2258 = &l_815;
    (*l_285) = g_284;
    if ((((uint32_t)((int16_t)((uint16_t)(((*l_319) = ((((int8_t)4L >> (int8_t)2) != (((((int16_t)((uint8_t)(g_40.f4 , ((*l_298)++)) >> (uint8_t)2) / (int16_t)((g_205 && ((uint8_t)((int16_t)l_305 * (int16_t)(0xBE208CE9429D60EDLL >= ((int16_t)l_305 / (int16_t)((((((uint16_t)((l_312 |= 0xE1D098C6651808F8LL) <= (((int16_t)g_29 >> (int16_t)12) > (((uint8_t)(((((int8_t)0x2EL >> (int8_t)1) && 0xDDEAC1ADL) < g_34) && 0L) >> (uint8_t)5) <= 0xC2L))) * (uint16_t)0UL) , l_305) | p_7) || p_10) | p_10)))) - (uint8_t)0x8AL)) , g_268)) != g_271) | g_205) , g_153)) >= 0x07391EF4L)) | g_208) + (uint16_t)1L) + (int16_t)0x1652L) / (uint32_t)g_209.f0) >= g_208))
    { /* block id: 63 */
        return g_153;
    }
    else
    { /* block id: 65 */
        int16_t *l_324 = &g_268;
        int16_t **l_323 = &l_324;
        int32_t l_337 = 0x9474E044L;
        int32_t **l_339 = &g_45;
        const int16_t *** const l_385 = (void*)0;
        int32_t l_443 = (-4L);
        int32_t l_451 = 1L;
        int32_t l_477 = (-1L);
        int32_t l_509 = (-1L);
        union U1 *l_536 = &g_209;
        int16_t l_583 = 0x2E44L;
        int32_t l_711 = 8L;
        int32_t l_726 = 0x0332F5C8L;
        int32_t l_759 = 9L;
        int32_t l_761 = 0xCDB6F072L;
        int32_t l_766 = 0xF72F8577L;
        int32_t l_1263 = 0x187401E0L;
        int32_t l_1279 = (-1L);
        struct S0 *l_1396 = &g_1397;
        struct S0 **l_1395 = &l_1396;
        uint32_t l_1407 = 0x27B9E87AL;
        uint16_t l_1981 = 0xA9A4L;
        int32_t *l_1989 = &l_305;
        int32_t *l_1990 = &l_1279;
        int32_t *l_1991 = &l_486;
        int32_t *l_1992 = &g_34;
        int32_t *l_1993 = &g_34;
        int32_t *l_1994 = (void*)0;
        int32_t *l_1995 = &l_514;
        int32_t *l_1996 = &g_720;
        int32_t *l_1997 = (void*)0;
        int32_t *l_1998 = &l_719;
        int32_t *l_1999 = &l_793;
        int32_t *l_2000 = &l_426;
        int32_t *l_2001 = &l_443;
        int32_t *l_2002 = &l_734;
        int32_t *l_2003 = &l_509;
        int32_t *l_2004 = &l_1845;
        int32_t *l_2005 = &l_766;
        int32_t *l_2006 = (void*)0;
        int32_t *l_2007 = &l_761;
        int32_t *l_2008 = &l_426;
        int32_t *l_2009 = &g_208;
        int32_t *l_2010 = &g_720;
        int32_t *l_2011 = &l_821;
        int32_t *l_2012 = (void*)0;
        int32_t *l_2013 = &l_719;
        int32_t *l_2014 = &g_208;
        int32_t *l_2015 = &l_1853;
        int32_t *l_2016 = &l_513;
        int32_t *l_2017 = &l_312;
        int32_t *l_2018 = &l_1889;
        int32_t *l_2019 = &l_486;
        int32_t *l_2020 = &l_509;
        int32_t *l_2021 = &l_761;
        int32_t *l_2022 = &l_766;
        int32_t *l_2023 = &l_1263;
        int32_t *l_2024 = &l_337;
        int32_t *l_2025 = &l_815;
        int32_t *l_2026 = &l_726;
        int32_t *l_2027 = &l_759;
        int32_t *l_2028 = &l_305;
        int32_t *l_2029 = &g_208;
        int32_t *l_2030 = &l_451;
        int32_t *l_2031 = &l_305;
        int32_t *l_2032 = &l_777;
        int32_t *l_2033 = &l_451;
        int32_t *l_2034 = (void*)0;
        int32_t *l_2035 = &l_509;
        int32_t *l_2036 = &l_312;
        int32_t *l_2037 = &l_793;
        int32_t *l_2038 = &l_726;
        int32_t *l_2039 = &l_734;
        int32_t *l_2040 = &l_759;
        int32_t *l_2041 = &l_711;
        int32_t *l_2042 = &l_513;
        int32_t *l_2043 = &l_312;
        int32_t *l_2044 = &l_337;
        int32_t *l_2045 = &l_451;
        int32_t *l_2046 = &l_426;
        int32_t *l_2047 = &l_1845;
        int32_t *l_2048 = &l_711;
        int32_t *l_2049 = &l_821;
        int32_t *l_2050 = &l_1263;
        int32_t *l_2051 = &l_759;
        int32_t *l_2052 = &l_821;
        int32_t *l_2053 = &g_208;
        int32_t *l_2054 = &l_726;
        int32_t *l_2055 = &l_1889;
        int32_t *l_2056 = &l_1516;
        int32_t *l_2057 = &l_477;
        int32_t *l_2058 = (void*)0;
        int32_t *l_2059 = (void*)0;
        int32_t *l_2060 = &l_1279;
        int32_t *l_2061 = (void*)0;
        int32_t *l_2062 = &l_761;
        int32_t *l_2063 = &l_312;
        int32_t *l_2064 = &l_509;
        int32_t *l_2065 = &l_1900;
        int32_t *l_2066 = &l_1845;
        int32_t *l_2067 = &l_759;
        int32_t *l_2068 = &l_726;
        int32_t *l_2069 = (void*)0;
        int32_t *l_2070 = (void*)0;
        int32_t *l_2071 = &l_514;
        int32_t *l_2072 = (void*)0;
        int32_t *l_2073 = (void*)0;
        int32_t *l_2074 = &l_766;
        int32_t *l_2075 = &l_513;
        int32_t *l_2076 = &l_426;
        int32_t *l_2077 = &l_711;
        int32_t *l_2078 = (void*)0;
        int32_t *l_2079 = &l_486;
        int32_t *l_2080 = &l_821;
        int32_t *l_2081 = (void*)0;
        int32_t *l_2082 = (void*)0;
        int32_t *l_2083 = &l_1516;
        int32_t *l_2084 = &l_451;
        int32_t *l_2085 = &l_759;
        int32_t *l_2086 = &l_761;
        int32_t *l_2087 = &g_208;
        int32_t *l_2088 = &l_426;
        int32_t *l_2089 = (void*)0;
        int32_t *l_2090 = &l_1263;
        int32_t *l_2091 = &l_477;
        int32_t *l_2092 = &l_821;
        int32_t *l_2093 = (void*)0;
        int32_t *l_2094 = (void*)0;
        int32_t *l_2095 = (void*)0;
        int32_t *l_2096 = (void*)0;
        int32_t *l_2097 = &l_711;
        int32_t *l_2098 = (void*)0;
        int32_t *l_2099 = (void*)0;
        int32_t *l_2100 = &l_451;
        int32_t *l_2101 = (void*)0;
        int32_t *l_2102 = &l_1853;
        int32_t *l_2103 = &l_451;
        int32_t *l_2104 = &g_34;
        int32_t *l_2105 = &l_759;
        int32_t *l_2106 = &l_793;
        int32_t *l_2107 = &l_1279;
        int32_t *l_2108 = &l_711;
        int32_t *l_2109 = &l_793;
        int32_t *l_2110 = &l_719;
        int32_t *l_2111 = &l_312;
        int32_t *l_2112 = &l_1279;
        int32_t *l_2113 = &l_514;
        int32_t *l_2114 = &g_720;
        int32_t *l_2115 = &l_443;
        int32_t *l_2116 = &l_1516;
        int32_t *l_2117 = &g_720;
        int32_t *l_2118 = &g_208;
        int32_t *l_2119 = &l_1889;
        int32_t *l_2120 = &g_208;
        int32_t *l_2121 = (void*)0;
        int32_t *l_2122 = &l_312;
        int32_t *l_2123 = &l_451;
        int32_t *l_2124 = &l_1853;
        int32_t *l_2125 = &l_1279;
        int32_t *l_2126 = &l_1263;
        int32_t *l_2127 = (void*)0;
        int32_t *l_2128 = (void*)0;
        int32_t *l_2129 = &l_719;
        int32_t *l_2130 = &l_486;
        int32_t *l_2131 = &l_1845;
        int32_t *l_2132 = &l_734;
        int32_t *l_2133 = &l_312;
        int32_t *l_2134 = &l_1853;
        int32_t *l_2135 = &l_305;
        int32_t *l_2136 = &l_513;
        int32_t *l_2137 = &l_443;
        int32_t *l_2138 = &l_312;
        int32_t *l_2139 = &l_514;
        int32_t *l_2140 = &l_1279;
        int32_t *l_2141 = (void*)0;
        int32_t *l_2142 = &l_509;
        int32_t *l_2143 = &l_426;
        int32_t *l_2144 = &l_711;
        int32_t *l_2145 = (void*)0;
        int32_t *l_2146 = &l_1279;
        int32_t *l_2147 = &l_719;
        int32_t *l_2148 = &g_208;
        int32_t *l_2149 = &l_711;
        int32_t *l_2150 = (void*)0;
        int32_t *l_2151 = &l_1900;
        int32_t *l_2152 = &l_1263;
        int32_t *l_2153 = &l_719;
        int32_t *l_2154 = &l_759;
        int32_t *l_2155 = &l_1279;
        int32_t *l_2156 = (void*)0;
        int32_t *l_2157 = &l_711;
        int32_t *l_2158 = &l_719;
        int32_t *l_2159 = &l_513;
        int32_t *l_2160 = &l_337;
        int32_t *l_2161 = &l_509;
        int32_t *l_2162 = (void*)0;
        int32_t *l_2163 = &g_208;
        int32_t *l_2164 = (void*)0;
        int32_t *l_2165 = &l_726;
        int32_t *l_2166 = (void*)0;
        int32_t *l_2167 = (void*)0;
        int32_t *l_2168 = &l_793;
        int32_t *l_2169 = (void*)0;
        int32_t *l_2170 = &l_821;
        int32_t *l_2171 = &l_451;
        int32_t *l_2172 = &g_208;
        int32_t *l_2173 = &l_337;
        int32_t *l_2174 = &l_486;
        int32_t *l_2175 = &g_720;
        int32_t *l_2176 = &l_426;
        int32_t *l_2177 = (void*)0;
        int32_t *l_2178 = &l_766;
        int32_t *l_2179 = &l_734;
        int32_t *l_2180 = &l_514;
        int32_t *l_2181 = &g_34;
        int32_t *l_2182 = &l_477;
        int32_t *l_2183 = &l_793;
        int32_t *l_2184 = &l_312;
        int32_t *l_2185 = &l_766;
        int32_t l_2186 = (-9L);
        int32_t *l_2187 = &l_1263;
        int32_t *l_2188 = &l_312;
        int32_t *l_2189 = &l_305;
        int32_t l_2190 = 0xD12A94EAL;
        int32_t *l_2191 = &l_2190;
        int32_t *l_2192 = &l_766;
        int32_t *l_2193 = &l_734;
        int32_t *l_2194 = (void*)0;
        int32_t *l_2195 = (void*)0;
        int32_t *l_2196 = &l_312;
        int32_t *l_2198 = &l_821;
        int32_t *l_2199 = (void*)0;
        int32_t *l_2200 = &l_1853;
        int32_t *l_2201 = &l_1853;
        int32_t l_2202 = (-7L);
        int32_t *l_2203 = &l_1516;
        int32_t *l_2204 = &l_2197;
        int32_t *l_2205 = &l_1279;
        int32_t l_2206 = 0x6D9AAB95L;
        int32_t l_2207 = 0xE7B8B7BDL;
        int32_t *l_2208 = &l_2202;
        int32_t l_2209 = 0L;
        int32_t *l_2210 = &l_766;
        int32_t *l_2211 = &l_2186;
        int32_t *l_2212 = (void*)0;
        int32_t *l_2213 = &l_2186;
        int32_t *l_2214 = (void*)0;
        int32_t *l_2215 = &l_337;
        int32_t l_2216 = 0xE2946C63L;
        int32_t *l_2217 = &l_734;
        int32_t *l_2218 = &l_337;
        int32_t *l_2219 = (void*)0;
        int32_t *l_2220 = &l_2197;
        int32_t *l_2221 = (void*)0;
        int32_t *l_2222 = &l_426;
        int32_t *l_2224 = &l_513;
        int32_t l_2225 = 0xC14B425FL;
        int32_t *l_2226 = &l_477;
        int32_t *l_2227 = &l_821;
        int32_t *l_2228 = &l_509;
        int32_t *l_2229 = &l_2216;
        int32_t *l_2231 = &l_1279;
        for (p_10 = 10; (p_10 == (-18)); p_10 -= 8)
        { /* block id: 68 */
            const int32_t *l_327 = &g_34;
            const int32_t **l_326 = &l_327;
            int32_t **l_338 = (void*)0;
            int32_t l_390 = (-2L);
            int32_t l_420 = 0xFF9A101DL;
            int32_t l_438 = (-1L);
            int64_t l_445 = 0xF49A6DFD2DB43169LL;
            int32_t l_506 = 0x4D5BFBD0L;
            int8_t l_646 = 0xADL;
            int32_t l_757 = 3L;
            int32_t l_762 = 0L;
            int32_t l_785 = 0L;
            int32_t l_789 = 7L;
            int16_t l_808 = 0x9B87L;
            int32_t l_858 = 8L;
            uint16_t *l_1043 = &g_209.f0;
            uint16_t * const *l_1042 = &l_1043;
        }
        for (l_766 = 4; (l_766 < (-13)); l_766 -= 4)
        { /* block id: 147 */
            int32_t l_1101 = (-6L);
            int32_t l_1118 = 0x100DE2BDL;
            int32_t l_1139 = 0xCC5E52A0L;
            int32_t l_1235 = 6L;
            int32_t l_1239 = (-9L);
            int32_t l_1252 = 0x4DED77D4L;
            for (l_477 = (-13); (l_477 > 3); l_477 += 2)
            { /* block id: 150 */
                int8_t * volatile * volatile *l_1051 = &g_1049;
                int32_t l_1052 = 0L;
                int32_t *l_1053 = &l_443;
                int32_t *l_1054 = &l_734;
                int32_t *l_1055 = &l_426;
                int32_t *l_1056 = (void*)0;
                int32_t *l_1057 = &l_513;
                int32_t *l_1058 = (void*)0;
                int32_t *l_1059 = &l_451;
                int32_t *l_1060 = &l_451;
                int32_t *l_1061 = &l_509;
                int32_t *l_1062 = &l_719;
                int32_t *l_1063 = &l_312;
                int32_t *l_1064 = &l_711;
                int32_t *l_1065 = &l_711;
                int32_t *l_1066 = (void*)0;
                int32_t *l_1067 = (void*)0;
                int32_t *l_1068 = (void*)0;
                int32_t *l_1069 = (void*)0;
                int32_t *l_1070 = &l_312;
                int32_t l_1071 = 2L;
                int32_t *l_1072 = &l_451;
                int32_t *l_1073 = (void*)0;
                int32_t l_1074 = 0xBFBE83BFL;
                int32_t *l_1075 = &l_815;
                int32_t *l_1076 = (void*)0;
                int32_t *l_1077 = (void*)0;
                int32_t *l_1078 = (void*)0;
                int32_t *l_1079 = &l_793;
                int32_t *l_1080 = (void*)0;
                int32_t *l_1081 = (void*)0;
                int32_t *l_1082 = (void*)0;
                int32_t *l_1083 = (void*)0;
                int32_t *l_1084 = &g_34;
                int32_t *l_1085 = &l_426;
                int32_t *l_1086 = &l_793;
                int32_t *l_1087 = &l_509;
                int32_t *l_1088 = &l_443;
                int32_t *l_1089 = &l_1071;
                int32_t *l_1090 = &l_711;
                int32_t *l_1091 = &l_711;
                int32_t *l_1092 = &l_759;
                int32_t *l_1093 = &g_720;
                int32_t *l_1094 = &l_821;
                int32_t *l_1095 = &g_720;
                int32_t *l_1096 = &l_451;
                int32_t *l_1097 = &g_34;
                int32_t *l_1098 = &l_305;
                int32_t *l_1099 = &g_720;
                int32_t *l_1100 = &g_34;
                int32_t *l_1102 = (void*)0;
                int32_t *l_1103 = (void*)0;
                int32_t *l_1104 = &l_711;
                int32_t *l_1105 = &l_726;
                int32_t *l_1106 = &l_514;
                int32_t *l_1107 = &l_793;
                int32_t *l_1108 = &l_337;
                int32_t *l_1109 = &l_815;
                int32_t *l_1110 = &l_486;
                int32_t *l_1111 = &l_734;
                int32_t *l_1112 = &l_486;
                int32_t *l_1113 = &l_451;
                int32_t *l_1114 = &g_720;
                int32_t *l_1115 = (void*)0;
                int32_t l_1116 = 0x8014085FL;
                int32_t *l_1117 = &l_719;
                int32_t *l_1119 = &l_514;
                int32_t *l_1120 = &g_34;
                int32_t *l_1121 = &g_34;
                int32_t *l_1122 = &g_720;
                int32_t *l_1123 = &l_305;
                int32_t *l_1124 = &l_513;
                int32_t *l_1125 = &g_720;
                int32_t *l_1126 = &l_305;
                int32_t *l_1127 = &l_777;
                int32_t *l_1128 = &l_777;
                int32_t *l_1129 = (void*)0;
                int32_t *l_1130 = &l_719;
                int32_t *l_1131 = &l_312;
                int32_t *l_1132 = &l_514;
                int32_t *l_1133 = &g_34;
                int32_t *l_1134 = &l_443;
                int32_t *l_1135 = &l_486;
                int32_t *l_1136 = &l_486;
                int32_t *l_1137 = (void*)0;
                int32_t *l_1138 = &l_305;
                int32_t *l_1140 = &l_513;
                int32_t l_1141 = 0x529E886CL;
                int32_t *l_1142 = &l_426;
                int32_t *l_1143 = &l_513;
                int32_t *l_1144 = &l_305;
                int32_t *l_1145 = &l_1071;
                int32_t *l_1146 = &l_1071;
                int32_t *l_1147 = &g_34;
                int32_t *l_1148 = &l_443;
                int32_t *l_1149 = (void*)0;
                int32_t l_1150 = 1L;
                int32_t *l_1151 = &l_759;
                int32_t *l_1152 = &l_509;
                int32_t *l_1153 = &l_777;
                int32_t *l_1154 = &l_1116;
                int32_t *l_1155 = &l_719;
                int32_t l_1156 = (-1L);
                int32_t l_1157 = 1L;
                int32_t *l_1158 = (void*)0;
                int32_t *l_1159 = &g_720;
                int32_t *l_1160 = &l_719;
                int32_t *l_1161 = &l_513;
                int32_t *l_1162 = &l_711;
                int32_t *l_1163 = &g_208;
                int32_t *l_1164 = &l_719;
                int32_t *l_1165 = &l_793;
                int32_t *l_1166 = &l_1156;
                int32_t *l_1167 = &l_821;
                int32_t *l_1168 = &l_1150;
                int32_t *l_1169 = &l_1052;
                int32_t *l_1170 = &l_726;
                int32_t *l_1171 = &l_443;
                int32_t *l_1172 = &l_1156;
                int32_t *l_1173 = (void*)0;
                int32_t *l_1174 = &l_305;
                int32_t *l_1175 = &l_821;
                int32_t *l_1176 = &l_711;
                int32_t *l_1177 = &l_1118;
                int32_t *l_1178 = &l_1157;
                int32_t *l_1179 = &l_761;
                int32_t *l_1180 = &l_726;
                int32_t *l_1181 = &l_1157;
                int32_t *l_1182 = &l_486;
                int32_t *l_1183 = &l_443;
                int32_t *l_1184 = (void*)0;
                int32_t *l_1185 = &l_1074;
                int32_t *l_1186 = &l_726;
                int32_t *l_1187 = &l_451;
                int32_t *l_1188 = (void*)0;
                int32_t *l_1189 = &l_1118;
                int32_t *l_1190 = (void*)0;
                int32_t *l_1191 = &l_1118;
                int32_t *l_1192 = (void*)0;
                int32_t *l_1193 = &l_793;
                int32_t *l_1194 = &g_34;
                int32_t *l_1195 = &l_1141;
                int32_t *l_1196 = &l_711;
                int32_t *l_1197 = &l_761;
                int32_t *l_1198 = (void*)0;
                int32_t *l_1199 = &l_761;
                int32_t *l_1200 = &l_426;
                int32_t *l_1201 = &l_734;
                int32_t *l_1202 = &l_777;
                int32_t l_1203 = 0x1F5DA5AEL;
                int32_t *l_1204 = &l_759;
                int32_t *l_1205 = &l_1141;
                int32_t *l_1206 = &l_761;
                int32_t *l_1207 = &l_821;
                int32_t *l_1208 = &l_1157;
                int32_t *l_1209 = (void*)0;
                int32_t *l_1210 = (void*)0;
                int32_t *l_1211 = &l_513;
                int32_t *l_1212 = &g_34;
                int32_t *l_1213 = &l_1052;
                int32_t *l_1214 = &l_513;
                int32_t *l_1215 = &l_711;
                int32_t *l_1216 = &l_1141;
                int32_t *l_1217 = &l_726;
                int32_t *l_1218 = &g_720;
                int32_t *l_1219 = &l_1074;
                int32_t *l_1220 = &l_514;
                int32_t *l_1221 = &l_451;
                int32_t *l_1222 = &l_513;
                int32_t *l_1223 = &l_719;
                int32_t *l_1224 = (void*)0;
                int32_t *l_1225 = &l_1141;
                int32_t *l_1226 = &l_1052;
                int32_t *l_1227 = &l_815;
                int32_t *l_1228 = (void*)0;
                int32_t *l_1229 = &l_1203;
                int32_t *l_1230 = &l_761;
                int32_t *l_1231 = &l_1139;
                int32_t *l_1232 = &l_726;
                int32_t *l_1233 = &l_312;
                int32_t *l_1234 = &g_208;
                int32_t *l_1236 = &l_1074;
                int32_t *l_1237 = &l_451;
                int32_t *l_1238 = (void*)0;
                int32_t *l_1240 = &l_312;
                int32_t *l_1241 = &l_451;
                int32_t *l_1242 = &l_1235;
                int32_t *l_1243 = &l_821;
                int32_t *l_1244 = &l_1116;
                int32_t *l_1245 = &l_1139;
                int32_t *l_1246 = &l_513;
                int32_t *l_1247 = &l_1141;
                int32_t *l_1248 = (void*)0;
                int32_t *l_1249 = &l_1074;
                int32_t *l_1250 = &l_1157;
                int32_t l_1251 = 0xA506325FL;
                int32_t *l_1253 = &l_1139;
                int32_t *l_1254 = (void*)0;
                int32_t *l_1255 = &l_1052;
                int32_t *l_1256 = &g_34;
                int32_t *l_1257 = &l_761;
                int32_t *l_1258 = &l_821;
                int32_t *l_1259 = &l_761;
                int32_t *l_1260 = &l_1052;
                int32_t *l_1261 = &l_1251;
                int32_t *l_1262 = &l_509;
                int32_t *l_1264 = &l_821;
                int32_t *l_1265 = &l_734;
                int32_t *l_1266 = &l_312;
                int32_t *l_1267 = &l_305;
                int32_t *l_1268 = &l_1157;
                int32_t *l_1269 = (void*)0;
                int32_t *l_1270 = &l_1156;
                int32_t *l_1271 = &l_1141;
                int32_t *l_1272 = &l_1141;
                int32_t *l_1273 = &l_759;
                int32_t *l_1274 = &l_337;
                int32_t *l_1275 = &l_486;
                int32_t *l_1276 = &l_305;
                int32_t *l_1277 = &l_1235;
                int32_t *l_1278 = &l_1116;
                int32_t *l_1280 = &l_1116;
                int32_t *l_1281 = &l_426;
                int32_t *l_1282 = &l_1235;
                int32_t *l_1283 = &l_1071;
                (*l_1051) = g_1049;
                g_1284++;
                (*l_1165) = (*l_1172);
            }
            (*l_319) &= ((int16_t)g_29 / (int16_t)p_7);
        }
        for (g_208 = 0; (g_208 != 20); g_208++)
        { /* block id: 159 */
            int32_t *l_1296 = &l_777;
            const struct S0 **l_1324 = &g_1041;
            const struct S0 ***l_1323 = &l_1324;
            int32_t l_1402 = 0x8954239CL;
            int64_t *l_1421 = &l_880;
            int16_t ***l_1429 = &l_323;
            int16_t ****l_1428 = &l_1429;
            int32_t l_1587 = 0x0477AA76L;
            int32_t l_1743 = 1L;
            int32_t l_1774 = 1L;
            int32_t l_1775 = 0xA8D0A66DL;
            int32_t l_1801 = 0xD322BBBDL;
            int32_t l_1804 = 0xF9ED6D21L;
            int32_t l_1819 = 1L;
            int32_t l_1862 = 0L;
            int32_t l_1907 = 0x624E9556L;
            int32_t *l_1928 = &l_719;
            int32_t *l_1929 = (void*)0;
            int32_t *l_1930 = &l_337;
            int32_t *l_1931 = &l_711;
            int32_t *l_1932 = &l_711;
            int32_t *l_1933 = &l_513;
            int32_t *l_1934 = (void*)0;
            int32_t *l_1935 = (void*)0;
            int32_t *l_1936 = &l_711;
            int32_t *l_1937 = &l_821;
            int32_t *l_1938 = (void*)0;
            int32_t *l_1939 = (void*)0;
            int32_t *l_1940 = &l_1587;
            int32_t *l_1941 = &l_477;
            int32_t *l_1942 = &l_761;
            int32_t *l_1943 = &l_711;
            int32_t *l_1944 = &l_711;
            int32_t *l_1945 = &l_815;
            int32_t *l_1946 = &l_726;
            int32_t *l_1947 = &l_726;
            int32_t *l_1948 = &g_720;
            int32_t *l_1949 = &l_443;
            int32_t *l_1950 = &l_1774;
            int32_t *l_1951 = &l_1804;
            int32_t *l_1952 = (void*)0;
            int32_t *l_1953 = &l_761;
            int32_t *l_1954 = &l_719;
            int32_t *l_1955 = (void*)0;
            int32_t *l_1956 = &l_1900;
            int32_t *l_1957 = &l_1516;
            int32_t *l_1958 = &l_1845;
            int32_t *l_1959 = &l_1900;
            int32_t *l_1960 = &l_1853;
            int32_t *l_1961 = &l_1402;
            int32_t *l_1962 = &l_777;
            int32_t *l_1963 = (void*)0;
            int32_t *l_1964 = &l_1402;
            int32_t *l_1965 = &l_486;
            int32_t *l_1966 = &l_1801;
            int32_t *l_1967 = &l_821;
            int32_t *l_1968 = &l_1862;
            int32_t *l_1969 = &l_821;
            int32_t *l_1970 = &l_426;
            int32_t *l_1971 = &l_1516;
            int32_t *l_1972 = &g_34;
            int32_t *l_1973 = &l_305;
            int32_t *l_1974 = &l_1889;
            int32_t *l_1975 = &g_34;
            int32_t *l_1976 = &l_1743;
            int32_t *l_1977 = &l_337;
            int32_t *l_1978 = &l_443;
            int32_t *l_1979 = &l_514;
            int32_t *l_1980 = (void*)0;
            int16_t ** volatile ***l_1988 = &g_1984;
            for (l_815 = (-13); (l_815 < (-25)); l_815--)
            { /* block id: 162 */
                int32_t *l_1293 = &g_29;
                int32_t **l_1294 = (void*)0;
                int32_t **l_1295 = &l_1293;
                int32_t **l_1297 = &l_1296;
                int32_t ***l_1298 = &l_1297;
                int8_t **l_1307 = &g_1050;
                int8_t *l_1309 = &g_556;
                int8_t **l_1308 = &l_1309;
                uint64_t *l_1312 = &g_205;
                uint32_t *l_1319 = &g_864;
                uint16_t *l_1320 = &g_209.f0;
                int8_t *l_1321 = &l_575;
                struct S0 *l_1345 = &g_365;
                union U1 *l_1414 = (void*)0;
                int16_t ***l_1427 = &l_323;
                int16_t ****l_1426 = &l_1427;
                int32_t l_1555 = 1L;
                int32_t l_1593 = 1L;
                int32_t l_1644 = 0xCD4CD2D5L;
                int32_t l_1717 = (-1L);
                int32_t l_1747 = 0x6FC11100L;
                int32_t l_1805 = 0x3A6A92ACL;
                int32_t l_1813 = (-1L);
                int32_t l_1831 = 2L;
                int32_t l_1836 = 0xA337B437L;
                int32_t l_1860 = 0xC1C54CAFL;
                int32_t l_1888 = 8L;
                uint16_t l_1927 = 5UL;
                (*l_1297) = (((*g_532) , ((((*l_1295) = l_1293) == &g_572) > 0x95669C6C98CE44BDLL)) , ((*l_339) = l_1296));
                if (((((*l_1298) = &l_1296) == (void*)0) || ((((*l_1321) = ((uint32_t)((int16_t)(((((*l_1320) = (0x4B30L & (((*l_1296) && ((uint32_t)4294967289UL + (uint32_t)(((((*l_1307) = &p_8) == ((*l_1308) = &g_556)) , 0x71A74189L) , (((uint64_t)((*l_1312)--) - (uint64_t)(((((int8_t)((((((((uint32_t)((*l_1319) = g_21) + (uint32_t)4294967289UL) , (*g_1050)) ^ 0xF6L) && 5L) , (**l_339)) || (*l_1296)) >= (***l_1298)) >> (int8_t)p_9) || p_10) | 65533UL) < 0L)) <= 0xD3L)))) > 0xFF845CD436BAE004LL))) , (**l_339)) , p_10) | 0xE4598BBE980309A8LL) * (int16_t)(-8L)) / (uint32_t)4294967294UL)) && g_1322) , p_9)))
                { /* block id: 173 */
                    uint8_t *l_1339 = &g_1340;
                    uint8_t *l_1341 = &g_1342;
                    int32_t *l_1344 = &l_734;
                    if (((l_1323 != (void*)0) <= ((*l_1341) |= ((*l_1339) = ((uint16_t)((uint16_t)((-(int64_t)((((**l_1308) = g_1330) > ((*l_298) ^= 0x3FL)) || (p_7 ^ (((uint16_t)((int16_t)(((int16_t)(***l_1298) >> (int16_t)(((uint8_t)(p_7 , p_8) >> (uint8_t)(((*l_1320) = (p_10 != 0x5771L)) & 0x3F30L)) || (-1L))) == 0x58B4C528L) * (int16_t)0xFD7FL) % (uint16_t)p_10) , p_10)))) | 0xEFL) * (uint16_t)(**l_339)) << (uint16_t)(*l_1296))))))
                    { /* block id: 179 */
                        (**g_531) = (g_546 , g_1343);
                        if (p_10)
                            continue;
                    }
                    else
                    { /* block id: 182 */
                        (*g_45) &= ((*l_319) = p_8);
                        l_1344 = l_1344;
                    }
                }
                else
                { /* block id: 187 */
                    uint8_t **l_1369 = (void*)0;
                    int32_t l_1400 = (-1L);
                    (*l_1324) = l_1345;
                    if ((*l_1296))
                    { /* block id: 189 */
                        const uint64_t l_1359 = 0xBB10A7BF99D2271ELL;
                        int32_t l_1361 = 0xCDEB8F7AL;
                        l_1361 ^= ((p_8 = (((uint16_t)((*l_1320) = ((int16_t)((*l_324) &= (((*l_319) |= ((int16_t)p_10 * (int16_t)(+((-(int32_t)((*g_538) , ((((((((int8_t)(((p_7 != (*g_45)) | ((+(g_1340 | g_533.f2)) <= ((uint8_t)((*l_1296) ^ (((*g_538) , &g_532) != &l_285)) << (uint8_t)4))) >= p_9) * (int8_t)(**l_339)) , p_8) , (**l_339)) , p_7) <= l_1359) , l_1360) , l_1359))) , (-1L))))) & g_21)) << (int16_t)8)) * (uint16_t)g_871.f2) <= 0xEB125F05L)) || 0xF2L);
                    }
                    else
                    { /* block id: 195 */
                        uint8_t **l_1368 = &l_298;
                        int64_t *l_1401 = &l_682;
                        (**l_339) = ((*l_1296) ^ ((uint8_t)((*l_319) & (((((uint8_t)0x0EL - (uint8_t)(((*l_1307) = &g_556) != (*l_1308))) >= ((p_10 , l_1368) != l_1369)) ^ ((((int16_t)((int16_t)((!((*l_324) = ((uint8_t)((void*)0 == &g_271) / (uint8_t)8UL))) < (***l_1298)) << (int16_t)4) >> (int16_t)13) & 1L) & (*l_1296))) < p_9)) * (uint8_t)0xBCL));
                        (*l_339) = l_1296;
                        l_1402 |= ((int16_t)((((uint32_t)(g_365.f0 ^ ((uint16_t)(((uint16_t)((int64_t)((*l_1401) ^= (7L > ((*l_1296) = (g_864 , (((uint16_t)(*l_319) + (uint16_t)(((((int64_t)((((uint8_t)((uint8_t)g_1342 << (uint8_t)6) + (uint8_t)0x00L) != (((l_1395 == (void*)0) >= ((int16_t)0x87B7L - (int16_t)l_1400)) != (*l_319))) , 0L) % (int64_t)1L) != (***l_1298)) , (*l_1296)) && p_10)) , p_8))))) - (int64_t)0xC2080DE68BBE33EFLL) * (uint16_t)p_9) != 1L) - (uint16_t)l_1400)) + (uint32_t)p_10) == 1UL) , (-1L)) >> (int16_t)5);
                    }
                }
                if ((*l_319))
                    break;
                if ((((uint8_t)((uint16_t)0UL >> (uint16_t)10) >> (uint8_t)((*l_1321) &= p_9)) , (l_1402 ^= ((-1L) | ((*g_45) < ((*l_1296) | ((*l_319) = (l_1407 = (*l_1296)))))))))
                { /* block id: 210 */
                    int8_t l_1415 = 0x7AL;
                    int32_t l_1416 = 0L;
                    if ((*l_319))
                        break;
                    l_1416 ^= (((int32_t)((((uint32_t)(*l_319) + (uint32_t)((**l_339) <= ((((((uint16_t)((*l_1296) >= ((void*)0 == l_1414)) * (uint16_t)(((void*)0 == &l_339) == (**l_339))) != (**l_339)) , p_8) , g_553) , 0xCFL))) || 0x16ECE13DL) | (***l_1298)) % (int32_t)l_1415) >= (*l_1296));
                    if (p_8)
                        continue;
                }
                else
                { /* block id: 214 */
                    int64_t **l_1422 = &l_1421;
                    int32_t l_1423 = 0x4F423F14L;
                    int32_t l_1504 = 0x4D530418L;
                    int32_t l_1557 = 0xF7721947L;
                    int32_t l_1605 = 0x157FA2CDL;
                    int32_t l_1685 = 0xAFC1B524L;
                    int32_t l_1699 = 0x5EE34540L;
                    int32_t l_1798 = (-4L);
                    int32_t l_1846 = (-6L);
                    int32_t l_1892 = (-8L);
                    int8_t ***l_1920 = (void*)0;
                    if (((((int32_t)((**l_1297) = (((int8_t)(((***l_1298) , (&g_1322 != ((*l_1422) = l_1421))) == (((l_1423 == 0L) >= p_10) , ((uint8_t)248UL + (uint8_t)((l_1426 != ((((void*)0 != (*g_1049)) <= 0UL) , l_1428)) , p_10)))) - (int8_t)p_7) || p_7)) / (int32_t)0xEB5B2F57L) != (*l_319)) < g_29))
                    { /* block id: 217 */
                        int16_t ** const *l_1443 = &l_323;
                        int16_t ** const **l_1442 = &l_1443;
                        int16_t ** const ***l_1444 = &l_1442;
                        int16_t *****l_1445 = &l_1426;
                        int32_t l_1469 = (-1L);
                        int32_t l_1470 = 0xFC029D75L;
                        int32_t *l_1471 = &l_514;
                        int32_t *l_1472 = (void*)0;
                        int32_t *l_1473 = &l_451;
                        int32_t *l_1474 = &l_509;
                        int32_t *l_1475 = &l_337;
                        int32_t *l_1476 = &l_777;
                        int32_t *l_1477 = &l_719;
                        int32_t *l_1478 = (void*)0;
                        int32_t *l_1479 = &l_759;
                        int32_t *l_1480 = &l_312;
                        int32_t *l_1481 = (void*)0;
                        int32_t *l_1482 = (void*)0;
                        int32_t *l_1483 = &l_1423;
                        int32_t *l_1484 = &l_766;
                        int32_t *l_1485 = (void*)0;
                        int32_t *l_1486 = &l_719;
                        int32_t *l_1487 = &l_312;
                        int32_t *l_1488 = (void*)0;
                        int32_t *l_1489 = &l_759;
                        int32_t *l_1490 = &l_1423;
                        int32_t *l_1491 = &l_726;
                        int32_t *l_1492 = &l_1423;
                        int32_t *l_1493 = (void*)0;
                        int32_t *l_1494 = &l_719;
                        int32_t *l_1495 = (void*)0;
                        int32_t *l_1496 = &l_1263;
                        int32_t *l_1497 = &l_337;
                        int32_t *l_1498 = &l_513;
                        int32_t *l_1499 = (void*)0;
                        int32_t *l_1500 = &l_777;
                        int32_t *l_1501 = &l_509;
                        int32_t *l_1502 = &l_477;
                        int32_t *l_1503 = &l_1279;
                        int32_t *l_1505 = (void*)0;
                        int32_t *l_1506 = &g_720;
                        int32_t *l_1507 = (void*)0;
                        int32_t *l_1508 = &l_793;
                        int32_t *l_1509 = &l_726;
                        int32_t *l_1510 = &l_1279;
                        int32_t *l_1511 = (void*)0;
                        int32_t *l_1512 = &l_711;
                        int32_t *l_1513 = &l_761;
                        int32_t *l_1514 = &l_513;
                        int32_t *l_1515 = (void*)0;
                        int32_t *l_1517 = &l_1263;
                        int32_t *l_1518 = &l_426;
                        int32_t *l_1519 = &l_777;
                        int32_t *l_1520 = &l_734;
                        int32_t *l_1521 = &l_1470;
                        int32_t *l_1522 = &l_513;
                        int32_t *l_1523 = &l_759;
                        int32_t *l_1524 = &l_1504;
                        int32_t *l_1525 = &l_1423;
                        int32_t *l_1526 = &l_514;
                        int32_t *l_1527 = &l_734;
                        int32_t *l_1528 = &l_477;
                        int32_t *l_1529 = &l_477;
                        int32_t *l_1530 = &l_711;
                        int32_t *l_1531 = (void*)0;
                        int32_t *l_1532 = &l_726;
                        int32_t *l_1533 = (void*)0;
                        int32_t *l_1534 = &l_486;
                        int32_t *l_1535 = (void*)0;
                        int32_t *l_1536 = (void*)0;
                        int32_t *l_1537 = &l_777;
                        int32_t *l_1538 = &l_777;
                        int32_t *l_1539 = (void*)0;
                        int32_t *l_1540 = &l_337;
                        int32_t *l_1541 = (void*)0;
                        int32_t *l_1542 = &l_734;
                        int32_t *l_1543 = &l_821;
                        int32_t *l_1544 = &l_1470;
                        int32_t *l_1545 = &l_766;
                        int32_t *l_1546 = &l_509;
                        int32_t *l_1547 = &l_312;
                        int32_t *l_1548 = &l_1469;
                        int32_t *l_1549 = &l_509;
                        int32_t *l_1550 = &l_513;
                        int32_t *l_1551 = &l_777;
                        int32_t *l_1552 = &l_777;
                        int32_t *l_1553 = &g_34;
                        int32_t *l_1554 = &g_720;
                        int32_t *l_1556 = (void*)0;
                        int32_t *l_1558 = (void*)0;
                        int32_t *l_1559 = &l_312;
                        int32_t *l_1560 = &l_443;
                        int32_t *l_1561 = &l_726;
                        int32_t *l_1562 = &g_34;
                        int32_t *l_1563 = &l_726;
                        int32_t *l_1564 = &l_1557;
                        int32_t *l_1565 = (void*)0;
                        int32_t *l_1566 = &l_337;
                        int32_t *l_1567 = &l_793;
                        int32_t *l_1568 = &l_719;
                        int32_t *l_1569 = &l_1470;
                        int32_t *l_1570 = &l_1469;
                        int32_t *l_1571 = &l_1402;
                        int32_t *l_1572 = &l_305;
                        int32_t *l_1573 = &l_1555;
                        int32_t *l_1574 = (void*)0;
                        int32_t *l_1575 = (void*)0;
                        int32_t *l_1576 = &l_451;
                        int32_t *l_1577 = &l_312;
                        int32_t *l_1578 = (void*)0;
                        int32_t *l_1579 = &l_513;
                        int32_t *l_1580 = &l_777;
                        int32_t *l_1581 = &l_337;
                        int32_t *l_1582 = (void*)0;
                        int32_t *l_1583 = &l_777;
                        int32_t *l_1584 = &l_821;
                        int32_t *l_1585 = &l_1279;
                        int32_t *l_1586 = &l_426;
                        int32_t *l_1588 = &l_1469;
                        int32_t *l_1589 = &l_726;
                        int32_t *l_1590 = &l_426;
                        int32_t *l_1591 = (void*)0;
                        int32_t *l_1592 = &l_719;
                        int32_t *l_1594 = &l_759;
                        int32_t *l_1595 = &l_821;
                        int32_t *l_1596 = &l_711;
                        int32_t *l_1597 = &l_821;
                        int32_t *l_1598 = &l_1504;
                        int32_t *l_1599 = &l_734;
                        int32_t *l_1600 = &l_513;
                        int32_t *l_1601 = &l_719;
                        int32_t *l_1602 = &l_766;
                        int32_t *l_1603 = (void*)0;
                        int32_t *l_1604 = &l_514;
                        int32_t *l_1606 = &l_443;
                        int32_t *l_1607 = &l_509;
                        int32_t *l_1608 = (void*)0;
                        int32_t *l_1609 = &l_1605;
                        int32_t *l_1610 = &l_305;
                        int32_t *l_1611 = &l_719;
                        int32_t *l_1612 = &l_761;
                        int32_t *l_1613 = (void*)0;
                        int32_t *l_1614 = &l_1263;
                        int32_t *l_1615 = &l_734;
                        int32_t *l_1616 = &l_1402;
                        int32_t *l_1617 = &l_766;
                        int32_t *l_1618 = (void*)0;
                        int32_t l_1619 = 0L;
                        int32_t l_1620 = 0x2D21D7E6L;
                        int32_t *l_1621 = &l_777;
                        int32_t *l_1622 = &l_759;
                        int32_t *l_1623 = &l_1263;
                        int32_t *l_1624 = (void*)0;
                        int32_t *l_1625 = &l_443;
                        int32_t *l_1626 = &l_1557;
                        int32_t *l_1627 = &l_1620;
                        int32_t *l_1628 = &l_1402;
                        int32_t *l_1629 = &l_337;
                        int32_t *l_1630 = &l_1587;
                        int32_t *l_1631 = &l_337;
                        int32_t *l_1632 = &l_509;
                        int32_t *l_1633 = &l_1469;
                        int32_t *l_1634 = &l_726;
                        int32_t *l_1635 = &l_1469;
                        int32_t l_1636 = 0x780B3F4AL;
                        int32_t *l_1637 = &l_312;
                        int32_t *l_1638 = &l_513;
                        int32_t *l_1639 = &l_509;
                        int32_t *l_1640 = &l_1593;
                        int32_t *l_1641 = &l_761;
                        int32_t *l_1642 = &l_726;
                        int32_t *l_1643 = &l_1593;
                        int32_t *l_1645 = &l_509;
                        int32_t *l_1646 = &l_1504;
                        int32_t *l_1647 = &l_477;
                        int32_t *l_1648 = (void*)0;
                        int32_t *l_1649 = &l_1470;
                        int32_t *l_1650 = &l_1587;
                        int32_t *l_1651 = (void*)0;
                        int32_t *l_1652 = &l_451;
                        int32_t *l_1653 = (void*)0;
                        int32_t l_1654 = 3L;
                        int32_t *l_1655 = &l_1593;
                        int32_t *l_1656 = &l_726;
                        int32_t *l_1657 = &l_777;
                        int32_t *l_1658 = &l_1470;
                        int32_t *l_1659 = &l_1555;
                        int32_t *l_1660 = (void*)0;
                        int32_t *l_1661 = (void*)0;
                        int32_t *l_1662 = &l_312;
                        int32_t *l_1663 = &l_1263;
                        int32_t *l_1664 = &l_1644;
                        int32_t *l_1665 = &l_1605;
                        int32_t *l_1666 = &l_1557;
                        int32_t *l_1667 = &g_34;
                        int32_t *l_1668 = &l_734;
                        int32_t *l_1669 = &l_1423;
                        int32_t *l_1670 = &l_426;
                        int32_t *l_1671 = &l_337;
                        int32_t *l_1672 = &l_1279;
                        int32_t *l_1673 = &l_477;
                        int32_t *l_1674 = (void*)0;
                        int32_t *l_1675 = (void*)0;
                        int32_t *l_1676 = (void*)0;
                        int32_t *l_1677 = &l_443;
                        int32_t *l_1678 = (void*)0;
                        int32_t *l_1679 = &l_711;
                        int32_t *l_1680 = &l_1423;
                        int32_t *l_1681 = &l_1279;
                        int32_t *l_1682 = (void*)0;
                        int32_t *l_1683 = (void*)0;
                        int32_t *l_1684 = (void*)0;
                        int32_t *l_1686 = &l_1685;
                        int32_t *l_1687 = &l_513;
                        int32_t *l_1688 = &l_1555;
                        int32_t *l_1689 = &l_1469;
                        int32_t *l_1690 = &l_1470;
                        int32_t *l_1691 = &l_1470;
                        int32_t *l_1692 = &g_720;
                        int32_t *l_1693 = &l_1555;
                        int32_t *l_1694 = &l_305;
                        int32_t *l_1695 = &l_1555;
                        int32_t l_1696 = 0xB1D34EBCL;
                        int32_t *l_1697 = &l_509;
                        int32_t *l_1698 = &l_426;
                        int32_t *l_1700 = &l_1685;
                        int32_t *l_1701 = &g_720;
                        int32_t *l_1702 = (void*)0;
                        int32_t *l_1703 = (void*)0;
                        int32_t *l_1704 = (void*)0;
                        int32_t l_1705 = 0xE507901EL;
                        int32_t *l_1706 = (void*)0;
                        int32_t *l_1707 = &l_761;
                        int32_t *l_1708 = &l_1423;
                        int32_t *l_1709 = (void*)0;
                        int32_t *l_1710 = &l_337;
                        int32_t *l_1711 = &l_513;
                        int32_t *l_1712 = &l_514;
                        int32_t *l_1713 = &l_1644;
                        int32_t *l_1714 = (void*)0;
                        int32_t *l_1715 = (void*)0;
                        int32_t *l_1716 = (void*)0;
                        int32_t *l_1718 = &l_1593;
                        int32_t *l_1719 = (void*)0;
                        int32_t *l_1720 = &l_514;
                        int32_t *l_1721 = &g_720;
                        int32_t *l_1722 = &l_766;
                        int32_t *l_1723 = &l_1644;
                        int32_t *l_1724 = &l_1593;
                        int32_t *l_1725 = &g_34;
                        int32_t *l_1726 = (void*)0;
                        int32_t *l_1727 = &l_1699;
                        int32_t *l_1728 = &l_1685;
                        int32_t *l_1729 = &l_1705;
                        int32_t *l_1730 = &l_426;
                        int32_t *l_1731 = &l_719;
                        int32_t *l_1732 = &l_777;
                        int32_t *l_1733 = &l_719;
                        int32_t *l_1734 = &l_1402;
                        int32_t *l_1735 = &l_1516;
                        int32_t *l_1736 = &l_821;
                        int32_t *l_1737 = &g_720;
                        int32_t *l_1738 = (void*)0;
                        int32_t *l_1739 = &l_1644;
                        int32_t *l_1740 = &l_486;
                        int32_t *l_1741 = &l_777;
                        int32_t *l_1742 = &l_1469;
                        int32_t *l_1744 = &l_443;
                        int32_t *l_1745 = &l_451;
                        int32_t *l_1746 = &l_1555;
                        int32_t *l_1748 = &l_793;
                        int32_t *l_1749 = &l_312;
                        int32_t *l_1750 = &l_1699;
                        int32_t *l_1751 = &l_1619;
                        int32_t *l_1752 = &l_734;
                        int32_t *l_1753 = &g_34;
                        int32_t *l_1754 = &l_1423;
                        int32_t *l_1755 = (void*)0;
                        int32_t *l_1756 = &l_477;
                        int32_t *l_1757 = &l_1402;
                        int32_t *l_1758 = &l_719;
                        int32_t *l_1759 = &l_1263;
                        int32_t *l_1760 = (void*)0;
                        int32_t *l_1761 = &l_1747;
                        int32_t *l_1762 = &l_1620;
                        int32_t *l_1763 = &l_766;
                        int32_t *l_1764 = &l_1593;
                        int32_t *l_1765 = (void*)0;
                        int32_t *l_1766 = &l_766;
                        int32_t *l_1767 = &l_1685;
                        int32_t *l_1768 = &l_711;
                        int32_t *l_1769 = &l_477;
                        int32_t *l_1770 = &l_337;
                        int32_t *l_1771 = &l_477;
                        int32_t *l_1772 = &l_1504;
                        int32_t *l_1773 = (void*)0;
                        int32_t *l_1776 = &l_1644;
                        int32_t *l_1777 = (void*)0;
                        int32_t *l_1778 = (void*)0;
                        int32_t *l_1779 = &g_34;
                        int32_t *l_1780 = &l_1644;
                        int32_t *l_1781 = &l_514;
                        int32_t *l_1782 = (void*)0;
                        int32_t *l_1783 = &l_1557;
                        int32_t *l_1784 = &l_1705;
                        int32_t *l_1785 = &l_1516;
                        int32_t *l_1786 = (void*)0;
                        int32_t *l_1787 = &l_312;
                        int32_t *l_1788 = &l_1696;
                        int32_t *l_1789 = &l_734;
                        int32_t *l_1790 = &l_514;
                        int32_t *l_1791 = (void*)0;
                        int32_t *l_1792 = &l_793;
                        int32_t *l_1793 = &l_711;
                        int32_t *l_1794 = &l_1516;
                        int32_t *l_1795 = &l_477;
                        int32_t *l_1796 = (void*)0;
                        int32_t *l_1797 = &l_821;
                        int32_t *l_1799 = &l_761;
                        int32_t *l_1800 = &l_514;
                        int32_t *l_1802 = &l_1587;
                        int32_t *l_1803 = &l_1644;
                        int32_t *l_1806 = &l_337;
                        int32_t *l_1807 = &l_711;
                        int32_t *l_1808 = &l_1504;
                        int32_t *l_1809 = (void*)0;
                        int32_t *l_1810 = &l_1775;
                        int32_t *l_1811 = &l_734;
                        int32_t *l_1812 = (void*)0;
                        int32_t *l_1814 = &l_1775;
                        int32_t *l_1815 = &l_509;
                        int32_t *l_1816 = &l_312;
                        int32_t *l_1817 = &l_1504;
                        int32_t *l_1818 = &l_761;
                        int32_t *l_1820 = &l_1696;
                        int32_t *l_1821 = (void*)0;
                        int32_t *l_1822 = (void*)0;
                        int32_t *l_1823 = &l_1813;
                        int32_t *l_1824 = &l_1605;
                        int32_t *l_1825 = &l_1774;
                        int32_t *l_1826 = &l_1798;
                        int32_t *l_1827 = &l_1504;
                        int32_t *l_1828 = (void*)0;
                        int32_t *l_1829 = (void*)0;
                        int32_t *l_1830 = &l_312;
                        int32_t *l_1832 = &l_426;
                        int32_t *l_1833 = (void*)0;
                        int32_t *l_1834 = &l_426;
                        int32_t *l_1835 = &l_514;
                        int32_t *l_1837 = &l_1587;
                        int32_t *l_1838 = &l_312;
                        int32_t *l_1839 = &l_726;
                        int32_t *l_1840 = &l_1555;
                        int32_t *l_1841 = &l_1654;
                        int32_t *l_1842 = &l_1831;
                        int32_t *l_1843 = &l_734;
                        int32_t *l_1844 = &l_1685;
                        int32_t *l_1847 = &l_1557;
                        int32_t *l_1848 = &l_1469;
                        int32_t *l_1849 = &l_337;
                        int32_t *l_1850 = &l_1557;
                        int32_t *l_1851 = &l_821;
                        int32_t *l_1852 = (void*)0;
                        int32_t *l_1854 = &l_1516;
                        int32_t *l_1855 = &l_1831;
                        int32_t *l_1856 = &l_477;
                        int32_t *l_1857 = &l_451;
                        int32_t *l_1858 = &l_1654;
                        int32_t *l_1859 = (void*)0;
                        int32_t *l_1861 = &l_766;
                        int32_t *l_1863 = &l_1747;
                        int32_t *l_1864 = &l_1705;
                        int32_t *l_1865 = &l_1263;
                        int32_t *l_1866 = (void*)0;
                        int32_t *l_1867 = (void*)0;
                        int32_t *l_1868 = &l_1644;
                        int32_t *l_1869 = &l_1801;
                        int32_t *l_1870 = &l_443;
                        int32_t *l_1871 = &l_726;
                        int32_t *l_1872 = &l_1774;
                        int32_t *l_1873 = &l_1846;
                        int32_t *l_1874 = &l_719;
                        int32_t *l_1875 = &l_1798;
                        int32_t *l_1876 = &l_777;
                        int32_t *l_1877 = &l_1831;
                        int32_t *l_1878 = &l_1805;
                        int32_t *l_1879 = (void*)0;
                        int32_t *l_1880 = &l_1470;
                        int32_t *l_1881 = &l_1555;
                        int32_t *l_1882 = (void*)0;
                        int32_t *l_1883 = (void*)0;
                        int32_t *l_1884 = &l_509;
                        int32_t *l_1885 = &l_1860;
                        int32_t *l_1886 = &l_1831;
                        int32_t *l_1887 = &l_761;
                        int32_t *l_1890 = &l_759;
                        int32_t *l_1891 = &l_1654;
                        int32_t *l_1893 = &l_1644;
                        int32_t *l_1894 = &l_451;
                        int32_t *l_1895 = &l_443;
                        int32_t *l_1896 = &l_1470;
                        int32_t *l_1897 = &l_1747;
                        int32_t *l_1898 = (void*)0;
                        int32_t *l_1899 = &l_1605;
                        int32_t *l_1901 = &l_1845;
                        int32_t *l_1902 = &l_1279;
                        (**l_339) = ((*l_1471) ^= ((uint8_t)(l_1470 &= ((uint8_t)(~((int16_t)((*l_1296) <= ((*l_1320) &= (((uint32_t)((((*l_1312) &= ((int8_t)(!(((g_864 ^ (((*l_1444) = l_1442) != ((*l_1445) = &l_1429))) != p_7) >= ((p_10 | ((uint16_t)((int8_t)((uint32_t)((int16_t)0L * (int16_t)((+(((uint8_t)(l_1423 >= ((uint8_t)((uint32_t)((uint8_t)((uint32_t)((int8_t)((uint16_t)g_160 << (uint16_t)1) << (int8_t)p_10) - (uint32_t)1UL) % (uint8_t)p_8) + (uint32_t)(*g_45)) >> (uint8_t)p_7)) + (uint8_t)p_9) & l_1469)) == (**l_339))) - (uint32_t)(***l_1298)) + (int8_t)(*l_319)) % (uint16_t)p_7)) < l_1423))) / (int8_t)0x36L)) <= g_1340) >= 0x807B26FD2F073DC0LL) / (uint32_t)0x50376C1CL) < 0xCE0EL))) % (int16_t)(*l_1296))) / (uint8_t)(*l_319))) * (uint8_t)(*l_319)));
                        --g_1903;
                        g_1908--;
                        return l_1605;
                    }
                    else
                    { /* block id: 228 */
                        uint16_t l_1913 = 2UL;
                        const int8_t *l_1924 = (void*)0;
                        const int8_t **l_1923 = &l_1924;
                        const int8_t ***l_1922 = &l_1923;
                        const int8_t ****l_1921 = &l_1922;
                        (*g_45) &= p_10;
                        (*l_319) ^= ((((int16_t)l_1913 * (int16_t)(((uint16_t)((int8_t)(((0xF01CE0DBL < (((int8_t)1L >> (int8_t)((l_1920 != ((*l_1921) = (void*)0)) <= (((uint16_t)0xCB7CL * (uint16_t)p_7) & ((((*l_298) ^= 0UL) <= 0x01L) , l_1913)))) , (*g_45))) >= l_1913) | g_365.f1) * (int8_t)p_7) >> (uint16_t)10) > p_7)) <= g_871.f1) > l_1927);
                    }
                    if (g_208)
                        goto lbl_2259;
                }
            }
            --l_1981;
            (*l_1988) = g_1984;
        }
        --g_2232;
    }
lbl_2259:
    (*l_2258) |= (((uint8_t)(((int16_t)(6L & 0L) >> (int16_t)13) >= (p_7 < ((int64_t)(((uint16_t)((((((int64_t)((*l_319) = (g_2230 >= (((((*l_2245) = g_284.f3) ^ ((((int64_t)(g_2256 = ((p_8 , ((*l_319) , (((uint16_t)((uint64_t)((*l_2254) = ((g_377 ^= p_7) > ((uint8_t)0x3FL >> (uint8_t)1))) + (uint64_t)0xC5AFAA565101823ELL) * (uint16_t)(*l_319)) <= 0xD2L))) , g_864)) % (int64_t)18446744073709551608UL) , g_365.f1) , p_9)) > p_8) , 0x6204F998L))) / (int64_t)0xC8D3E06695A03C46LL) ^ 2L) || (*l_319)) , (void*)0) != (void*)0) >> (uint16_t)15) >= 0x29958B55643623E4LL) % (int64_t)0x224FA6A0916C9336LL))) * (uint8_t)g_709) , (*l_319));
    (*g_2261) = &g_546;
    return p_10;
}


/* ------------------------------------------ */
/* 
 * reads : g_208 g_29 g_205 g_34 g_40 g_255 g_21 g_209.f0 g_271
 * writes: g_208 g_34 g_40 g_205 g_268 g_21
 */
static int8_t  func_14(uint8_t  p_15, int32_t  p_16, const int32_t  p_17, union U1  p_18)
{ /* block id: 37 */
    uint32_t l_212 = 0x71054287L;
    int32_t * const l_224 = &g_208;
    int32_t *l_225 = &g_34;
    int32_t l_230 = 1L;
    uint64_t *l_260 = &g_205;
    int16_t *l_267 = &g_268;
    const int16_t *l_270 = &g_271;
    const int16_t **l_269 = &l_270;
    int16_t l_279 = (-4L);
    uint16_t l_280 = 65527UL;
    for (g_208 = (-6); (g_208 != 16); g_208 += 2)
    { /* block id: 40 */
        int32_t *l_213 = &g_34;
        int32_t **l_226 = (void*)0;
        int32_t **l_227 = (void*)0;
        int32_t **l_228 = &l_213;
        int32_t *l_229 = &g_34;
        int32_t *l_231 = &g_34;
        int32_t *l_232 = &l_230;
        int32_t *l_233 = &g_34;
        int32_t *l_234 = (void*)0;
        int32_t *l_235 = &l_230;
        int32_t *l_236 = &l_230;
        int32_t *l_237 = (void*)0;
        int32_t *l_238 = &g_34;
        int32_t *l_239 = &l_230;
        int32_t *l_240 = &l_230;
        int32_t *l_241 = (void*)0;
        int32_t *l_242 = (void*)0;
        int32_t *l_243 = &g_34;
        int32_t *l_244 = &g_34;
        int32_t *l_245 = (void*)0;
        int32_t l_246 = (-1L);
        int32_t *l_247 = (void*)0;
        int32_t l_248 = 2L;
        int32_t *l_249 = &l_248;
        int32_t *l_250 = &l_246;
        int32_t *l_251 = &l_248;
        uint8_t l_252 = 255UL;
        (*l_213) = l_212;
        (*l_225) ^= ((uint16_t)((uint16_t)(+((uint16_t)(l_212 , g_29) * (uint16_t)(1L != 8L))) * (uint16_t)(((uint64_t)((((!0x9FL) < g_205) , (l_224 != ((*l_228) = l_225))) < g_29) / (uint64_t)p_16) == 0UL)) << (uint16_t)(*l_224));
        l_252--;
        (*g_255) = g_40;
    }
    (*l_224) = ((int32_t)((uint64_t)p_16 - (uint64_t)((*l_260) ^= (p_16 < g_40.f2))) - (int32_t)((uint16_t)((*l_224) & (((*l_267) = ((int16_t)g_21 / (int16_t)g_209.f0)) , (((((((l_267 != ((*l_269) = &g_268)) , (-(int64_t)(((int16_t)(((uint8_t)((int16_t)g_271 / (int16_t)g_208) / (uint8_t)(*l_225)) < p_15) >> (int16_t)(*l_225)) || l_279))) && p_17) == p_18.f0) & l_280) & 0x3CL) < g_29))) * (uint16_t)g_271));
    for (g_21 = 0; (g_21 <= 45); g_21++)
    { /* block id: 53 */
        int64_t l_283 = 0x9519D29D4CF23647LL;
        l_283 = ((*l_225) = (*l_225));
    }
    return p_15;
}


/* ------------------------------------------ */
/* 
 * reads : g_28 g_40 g_43 g_153 g_29 g_160 g_169 g_34 g_167
 * writes: g_40 g_44 g_153 g_29 g_160 g_169
 */
static const int64_t  func_24(uint8_t * p_25, uint32_t  p_26, int16_t  p_27)
{ /* block id: 2 */
    int32_t **l_30 = (void*)0;
    int32_t **l_31 = (void*)0;
    int32_t *l_33 = &g_34;
    int32_t **l_32 = &l_33;
    union U1 l_39 = {0x68F6L};
    int32_t l_48 = 0x5835A7ABL;
    int32_t l_58 = 0xFEC1E183L;
    int32_t l_74 = (-2L);
    int32_t l_106 = 0x900DD038L;
    int32_t l_140 = 0x9DD5AE90L;
    const uint64_t l_182 = 18446744073709551611UL;
    int64_t l_202 = 0x535970AEDAF9C58ALL;
lbl_172:
    (*l_32) = (void*)0;
    (*g_43) = func_35(l_39, g_28, p_27);
    for (p_26 = 14; (p_26 >= 4); p_26 -= 8)
    { /* block id: 10 */
        int32_t *l_49 = &g_34;
        int32_t *l_50 = (void*)0;
        int32_t *l_51 = &g_34;
        int32_t *l_52 = (void*)0;
        int32_t *l_53 = &g_34;
        int32_t *l_54 = &g_34;
        int32_t *l_55 = &l_48;
        int32_t *l_56 = (void*)0;
        int32_t *l_57 = &l_48;
        int32_t *l_59 = &g_34;
        int32_t *l_60 = &l_58;
        int32_t l_61 = 7L;
        int32_t l_62 = 0x4EDB553AL;
        int32_t *l_63 = &l_62;
        int32_t *l_64 = &l_61;
        int32_t *l_65 = &l_61;
        int32_t *l_66 = &l_62;
        int32_t *l_67 = &g_34;
        int32_t *l_68 = &l_58;
        int32_t *l_69 = (void*)0;
        int32_t *l_70 = &l_62;
        int32_t *l_71 = &l_61;
        int32_t *l_72 = &l_61;
        int32_t *l_73 = (void*)0;
        int32_t *l_75 = &l_74;
        int32_t *l_76 = &l_48;
        int32_t *l_77 = &g_34;
        int32_t *l_78 = (void*)0;
        int32_t *l_79 = &l_62;
        int32_t *l_80 = &l_62;
        int32_t *l_81 = &l_48;
        int32_t *l_82 = (void*)0;
        int32_t *l_83 = &g_34;
        int32_t *l_84 = (void*)0;
        int32_t *l_85 = &l_62;
        int32_t *l_86 = &l_58;
        int32_t *l_87 = (void*)0;
        int32_t *l_88 = &g_34;
        int32_t *l_89 = &l_61;
        int32_t *l_90 = (void*)0;
        int32_t *l_91 = &l_58;
        int32_t *l_92 = &l_74;
        int32_t *l_93 = &l_74;
        int32_t *l_94 = &l_61;
        int32_t *l_95 = &l_74;
        int32_t *l_96 = &l_58;
        int32_t l_97 = (-1L);
        int32_t l_98 = 0xE206F6ECL;
        int32_t *l_99 = &l_98;
        int32_t *l_100 = &l_74;
        int32_t *l_101 = &l_48;
        int32_t *l_102 = &l_61;
        int32_t *l_103 = &l_58;
        int32_t *l_104 = (void*)0;
        int32_t *l_105 = &l_97;
        int32_t *l_107 = &g_34;
        int32_t *l_108 = (void*)0;
        int32_t *l_109 = (void*)0;
        int32_t *l_110 = &l_98;
        int32_t *l_111 = (void*)0;
        int32_t *l_112 = (void*)0;
        int32_t *l_113 = &l_106;
        int32_t *l_114 = (void*)0;
        int32_t *l_115 = &l_48;
        int32_t *l_116 = &l_48;
        int32_t *l_117 = &l_97;
        int32_t *l_118 = &l_97;
        int32_t *l_119 = &l_58;
        int32_t *l_120 = &l_106;
        int32_t *l_121 = &l_74;
        int32_t *l_122 = &l_98;
        int32_t *l_123 = &l_106;
        int32_t *l_124 = &l_106;
        int32_t *l_125 = &l_98;
        int32_t l_126 = 0x07A12536L;
        int32_t l_127 = 1L;
        int32_t *l_128 = &g_34;
        int32_t *l_129 = &l_74;
        int32_t *l_130 = &l_126;
        int32_t *l_131 = &l_97;
        int32_t *l_132 = &l_97;
        int32_t *l_133 = &l_97;
        int32_t *l_134 = &l_126;
        int32_t *l_135 = &l_48;
        int32_t *l_136 = &l_48;
        int32_t *l_137 = (void*)0;
        int32_t *l_138 = &l_127;
        int32_t *l_139 = &l_106;
        int32_t *l_141 = &l_127;
        int32_t *l_142 = &l_127;
        int32_t *l_143 = &l_126;
        int32_t *l_144 = &l_58;
        int32_t *l_145 = &l_97;
        int32_t *l_146 = &g_34;
        int32_t *l_147 = &l_140;
        int32_t *l_148 = &l_74;
        int32_t *l_149 = &l_98;
        int32_t *l_150 = &l_48;
        int32_t *l_151 = &l_98;
        int32_t *l_152 = &l_62;
        ++g_153;
        for (g_29 = 0; (g_29 > 17); ++g_29)
        { /* block id: 14 */
            int16_t l_158 = (-10L);
            int32_t l_159 = 2L;
            ++g_160;
            return l_158;
        }
        for (l_48 = 0; (l_48 > (-5)); --l_48)
        { /* block id: 20 */
            int16_t l_165 = 3L;
            int32_t l_166 = 0x41E781FFL;
            int32_t l_168 = 0x7660C929L;
            (*l_134) = p_27;
            --g_169;
            if (l_48)
                goto lbl_172;
        }
    }
    for (l_58 = 0; (l_58 < (-26)); l_58 -= 1)
    { /* block id: 28 */
        uint32_t l_198 = 1UL;
        int32_t ***l_199 = &l_32;
        uint8_t *l_200 = (void*)0;
        uint8_t **l_201 = &l_200;
        l_202 = (((*l_201) = (((int8_t)(((int16_t)((-(int64_t)(((int16_t)l_182 * (int16_t)(((*l_199) = func_35(l_39, (g_34 , g_28), (((uint8_t)((uint32_t)g_40.f3 - (uint32_t)((uint8_t)g_29 + (uint8_t)g_34)) >> (uint8_t)0) || ((int64_t)(((uint8_t)((int16_t)((g_153 , ((uint8_t)(+l_198) >> (uint8_t)g_167)) >= p_26) % (int16_t)g_29) % (uint8_t)p_27) <= g_34) % (int64_t)l_198)))) != &l_33)) == 1L)) > 0x195E0419DFFB93C3LL) << (int16_t)14) , g_160) * (int8_t)p_27) , l_200)) != p_25);
    }
    return p_26;
}


/* ------------------------------------------ */
/* 
 * reads : g_40
 * writes: g_40
 */
static int32_t ** func_35(union U1  p_36, uint8_t * p_37, int32_t  p_38)
{ /* block id: 4 */
    volatile struct S0 *l_41 = &g_40;
    int32_t **l_42 = (void*)0;
    (*l_41) = g_40;
    return l_42;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_40.f0, "g_40.f0", print_hash_value);
    transparent_crc(g_40.f1, "g_40.f1", print_hash_value);
    transparent_crc(g_40.f2, "g_40.f2", print_hash_value);
    transparent_crc(g_40.f3, "g_40.f3", print_hash_value);
    transparent_crc(g_40.f4, "g_40.f4", print_hash_value);
    transparent_crc(g_153, "g_153", print_hash_value);
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_208, "g_208", print_hash_value);
    transparent_crc(g_209.f0, "g_209.f0", print_hash_value);
    transparent_crc(g_268, "g_268", print_hash_value);
    transparent_crc(g_271, "g_271", print_hash_value);
    transparent_crc(g_284.f0, "g_284.f0", print_hash_value);
    transparent_crc(g_284.f1, "g_284.f1", print_hash_value);
    transparent_crc(g_284.f2, "g_284.f2", print_hash_value);
    transparent_crc(g_284.f3, "g_284.f3", print_hash_value);
    transparent_crc(g_284.f4, "g_284.f4", print_hash_value);
    transparent_crc(g_365.f0, "g_365.f0", print_hash_value);
    transparent_crc(g_365.f1, "g_365.f1", print_hash_value);
    transparent_crc(g_365.f2, "g_365.f2", print_hash_value);
    transparent_crc(g_365.f3, "g_365.f3", print_hash_value);
    transparent_crc(g_365.f4, "g_365.f4", print_hash_value);
    transparent_crc(g_377, "g_377", print_hash_value);
    transparent_crc(g_533.f0, "g_533.f0", print_hash_value);
    transparent_crc(g_533.f1, "g_533.f1", print_hash_value);
    transparent_crc(g_533.f2, "g_533.f2", print_hash_value);
    transparent_crc(g_533.f3, "g_533.f3", print_hash_value);
    transparent_crc(g_533.f4, "g_533.f4", print_hash_value);
    transparent_crc(g_546.f0, "g_546.f0", print_hash_value);
    transparent_crc(g_546.f1, "g_546.f1", print_hash_value);
    transparent_crc(g_553.f0, "g_553.f0", print_hash_value);
    transparent_crc(g_553.f1, "g_553.f1", print_hash_value);
    transparent_crc(g_556, "g_556", print_hash_value);
    transparent_crc(g_572, "g_572", print_hash_value);
    transparent_crc(g_709, "g_709", print_hash_value);
    transparent_crc(g_720, "g_720", print_hash_value);
    transparent_crc(g_864, "g_864", print_hash_value);
    transparent_crc(g_871.f0, "g_871.f0", print_hash_value);
    transparent_crc(g_871.f1, "g_871.f1", print_hash_value);
    transparent_crc(g_871.f2, "g_871.f2", print_hash_value);
    transparent_crc(g_871.f3, "g_871.f3", print_hash_value);
    transparent_crc(g_871.f4, "g_871.f4", print_hash_value);
    transparent_crc(g_1284, "g_1284", print_hash_value);
    transparent_crc(g_1322, "g_1322", print_hash_value);
    transparent_crc(g_1330, "g_1330", print_hash_value);
    transparent_crc(g_1340, "g_1340", print_hash_value);
    transparent_crc(g_1342, "g_1342", print_hash_value);
    transparent_crc(g_1343.f0, "g_1343.f0", print_hash_value);
    transparent_crc(g_1343.f1, "g_1343.f1", print_hash_value);
    transparent_crc(g_1343.f2, "g_1343.f2", print_hash_value);
    transparent_crc(g_1343.f3, "g_1343.f3", print_hash_value);
    transparent_crc(g_1343.f4, "g_1343.f4", print_hash_value);
    transparent_crc(g_1397.f0, "g_1397.f0", print_hash_value);
    transparent_crc(g_1397.f1, "g_1397.f1", print_hash_value);
    transparent_crc(g_1397.f2, "g_1397.f2", print_hash_value);
    transparent_crc(g_1397.f3, "g_1397.f3", print_hash_value);
    transparent_crc(g_1397.f4, "g_1397.f4", print_hash_value);
    transparent_crc(g_1903, "g_1903", print_hash_value);
    transparent_crc(g_1908, "g_1908", print_hash_value);
    transparent_crc(g_2230, "g_2230", print_hash_value);
    transparent_crc(g_2232, "g_2232", print_hash_value);
    transparent_crc(g_2256, "g_2256", print_hash_value);
    transparent_crc(g_2397, "g_2397", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 288
   depth: 1, occurrence: 4
XXX total union variables: 5

XXX non-zero bitfields defined in structs: 6
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 15
breakdown:
   indirect level: 0, occurrence: 6
   indirect level: 1, occurrence: 4
   indirect level: 2, occurrence: 3
   indirect level: 3, occurrence: 2
XXX full-bitfields structs in the program: 4
breakdown:
   indirect level: 0, occurrence: 4
XXX times a bitfields struct's address is taken: 9
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 10
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 36

XXX max expression depth: 38
breakdown:
   depth: 1, occurrence: 109
   depth: 2, occurrence: 18
   depth: 4, occurrence: 2
   depth: 5, occurrence: 1
   depth: 7, occurrence: 1
   depth: 9, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 2
   depth: 16, occurrence: 1
   depth: 20, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 27, occurrence: 2
   depth: 28, occurrence: 3
   depth: 29, occurrence: 1
   depth: 35, occurrence: 1
   depth: 36, occurrence: 2
   depth: 37, occurrence: 1
   depth: 38, occurrence: 1

XXX total number of pointers: 1905

XXX times a variable address is taken: 1559
XXX times a pointer is dereferenced on RHS: 105
breakdown:
   depth: 1, occurrence: 83
   depth: 2, occurrence: 15
   depth: 3, occurrence: 7
XXX times a pointer is dereferenced on LHS: 132
breakdown:
   depth: 1, occurrence: 126
   depth: 2, occurrence: 5
   depth: 3, occurrence: 0
   depth: 4, occurrence: 1
XXX times a pointer is compared with null: 13
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 4592

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 394
   level: 2, occurrence: 74
   level: 3, occurrence: 36
   level: 4, occurrence: 3
XXX number of pointers point to pointers: 90
XXX number of pointers point to scalars: 1799
XXX number of pointers point to structs: 11
XXX percent of pointers has null in alias set: 20
XXX average alias set size: 1.01

XXX times a non-volatile is read: 562
XXX times a non-volatile is write: 303
XXX times a volatile is read: 45
XXX    times read thru a pointer: 6
XXX times a volatile is write: 21
XXX    times written thru a pointer: 8
XXX times a volatile is available for access: 3.8e+03
XXX percentage of non-volatile access: 92.9

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 97
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 23
   depth: 1, occurrence: 21
   depth: 2, occurrence: 14
   depth: 3, occurrence: 14
   depth: 4, occurrence: 11
   depth: 5, occurrence: 14

XXX percentage a fresh-made variable is used: 24.3
XXX percentage an existing variable is used: 75.7
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

