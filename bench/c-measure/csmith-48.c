/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 48 --no-safe-math --max-funcs 4 --no-structs
 * Seed:      48
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
union U0 {
   const uint32_t  f0;
   volatile signed f1 : 19;
   const int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3[5][6] = {{0L,(-1L),0L,0L,(-1L),0L},{0L,0x4C3C69AEL,0L,0L,(-8L),0L},{0xC7516A20L,0x4C3C69AEL,0L,0xC7516A20L,(-1L),0xC7516A20L},{0xC7516A20L,(-1L),0xC7516A20L,0L,0x4C3C69AEL,0xC7516A20L},{0L,(-8L),0L,0L,0x4C3C69AEL,0L}};
static int32_t *g_5 = (void*)0;
static int32_t ** volatile g_4 = &g_5;/* VOLATILE GLOBAL g_4 */
static int16_t g_6 = 2L;
static int8_t g_53 = 0x47L;
static int8_t g_56[8] = {7L,7L,7L,7L,7L,7L,7L,7L};
static volatile uint32_t g_92 = 0xE17F8277L;/* VOLATILE GLOBAL g_92 */
static uint64_t g_104 = 1UL;
static uint32_t g_109 = 0xC1AD1233L;
static volatile union U0 g_193 = {0xEF78231FL};/* VOLATILE GLOBAL g_193 */
static uint8_t g_215 = 1UL;
static uint8_t *g_214 = &g_215;
static uint16_t g_243[7][3] = {{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL},{0xB1ADL,0xB1ADL,0xB1ADL}};
static volatile int32_t g_298 = 0L;/* VOLATILE GLOBAL g_298 */
static volatile union U0 g_318 = {1UL};/* VOLATILE GLOBAL g_318 */
static uint32_t g_329 = 4294967295UL;
static const volatile union U0 g_330 = {5UL};/* VOLATILE GLOBAL g_330 */
static int8_t *g_345 = &g_56[6];
static int8_t **g_344 = &g_345;
static uint8_t g_367 = 0x36L;
static int8_t ***g_382 = (void*)0;
static uint8_t g_405[6] = {0x0EL,1UL,1UL,0x0EL,1UL,1UL};
static int16_t g_407[2][9] = {{6L,0xCDABL,0x4346L,0x4346L,0xCDABL,6L,0xCDABL,0x4346L,0x4346L},{0x6233L,0x6233L,6L,0x4346L,6L,0x6233L,0x6233L,6L,0x4346L}};
static int32_t **g_413 = &g_5;
static const uint16_t g_445[3] = {65526UL,65526UL,65526UL};
static int32_t g_448 = 0x88A3E078L;
static uint32_t g_463 = 0x30713DA4L;
static uint8_t g_476 = 0xD7L;
static uint32_t g_479 = 1UL;
static int32_t g_482 = 0xF7CFBFDBL;
static volatile int32_t *g_486 = (void*)0;
static volatile int32_t **g_485[5][9][2] = {{{(void*)0,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,&g_486},{(void*)0,&g_486},{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,&g_486}},{{(void*)0,&g_486},{&g_486,&g_486},{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,&g_486},{&g_486,&g_486}},{{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,&g_486},{&g_486,&g_486},{(void*)0,&g_486},{&g_486,&g_486}},{{&g_486,(void*)0},{&g_486,&g_486},{&g_486,&g_486},{(void*)0,&g_486},{&g_486,&g_486},{&g_486,(void*)0},{&g_486,&g_486},{(void*)0,(void*)0},{&g_486,&g_486}},{{&g_486,(void*)0},{&g_486,(void*)0},{&g_486,&g_486},{(void*)0,&g_486},{(void*)0,&g_486},{&g_486,(void*)0},{&g_486,(void*)0},{&g_486,&g_486},{&g_486,(void*)0}}};
static int64_t g_500 = 0xE24CA3CA8E30B55CLL;
static const union U0 g_553 = {0xA977D70CL};/* VOLATILE GLOBAL g_553 */
static int8_t g_555 = 0x74L;
static int32_t * const *g_559 = &g_5;
static int32_t * const **g_558 = &g_559;
static int64_t *g_570 = (void*)0;
static volatile int8_t g_580 = (-7L);/* VOLATILE GLOBAL g_580 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t * func_7(uint32_t  p_8, int32_t  p_9, int32_t  p_10, int32_t  p_11);
static int32_t ** func_14(uint8_t  p_15);
static int64_t  func_19(int32_t ** p_20);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_5 g_3 g_6 g_53 g_214 g_215 g_104 g_318 g_298 g_56 g_330 g_318.f2 g_344 g_243 g_109 g_345 g_367 g_318.f0 g_330.f2 g_329 g_193 g_193.f0 g_445 g_413 g_463 g_330.f1 g_476 g_479 g_482 g_485 g_486 g_405 g_407 g_448 g_553 g_555 g_558 g_553.f0 g_92 g_580 g_193.f2
 * writes: g_5 g_3 g_6 g_53 g_104 g_329 g_215 g_56 g_367 g_382 g_405 g_413 g_243 g_407 g_448 g_463 g_476 g_479 g_482 g_500 g_558 g_570
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2[8];
    uint32_t l_13 = 0x8C84B7B8L;
    int64_t l_508 = (-9L);
    int32_t *l_536 = &g_3[2][4];
    uint32_t l_543 = 0UL;
    int i;
    for (i = 0; i < 8; i++)
        l_2[i] = &g_3[3][1];
    (*g_4) = l_2[3];
    if (((*g_5) = (*g_5)))
    { /* block id: 3 */
lbl_583:
        g_6 &= (**g_4);
    }
    else
    { /* block id: 5 */
        int16_t l_16 = (-4L);
        int32_t **l_484[1];
        uint32_t *l_488 = &l_13;
        int16_t *l_489[2][3] = {{&l_16,&l_16,&l_16},{&l_16,&l_16,&l_16}};
        const int64_t * const l_499 = &g_500;
        int32_t l_581 = (-1L);
        int8_t l_582 = 0L;
        int i, j;
        for (i = 0; i < 1; i++)
            l_484[i] = &l_2[3];
        (*g_5) = (-5L);
        l_2[3] = func_7((((-(uint64_t)(l_13 >= ((l_484[0] = func_14(l_16)) == g_485[2][5][0]))) <= ((!(g_109 <= ((((((l_16 , g_486) != l_488) , l_489[0][1]) == (void*)0) & g_445[0]) == g_109))) , l_16)) || g_329), g_445[0], g_445[2], g_445[1]);
        for (g_482 = 26; (g_482 != 26); g_482 += 8)
        { /* block id: 219 */
            uint32_t l_492 = 18446744073709551615UL;
            int8_t **l_535[5];
            int32_t l_540[4][1] = {{0x114269E5L},{0x1689FA06L},{0x114269E5L},{0x1689FA06L}};
            int i, j;
            for (i = 0; i < 5; i++)
                l_535[i] = &g_345;
            l_2[7] = l_2[7];
            if ((**g_4))
            { /* block id: 221 */
                uint64_t l_509[3][4] = {{0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL},{0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL},{0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL,0x81BCEC03A2697363LL}};
                int32_t l_512[8][10] = {{(-7L),8L,0L,0L,0L,0L,8L,(-7L),(-1L),0x3F2DC60AL},{8L,0xE2BB9EBDL,(-1L),0xE04A8767L,1L,(-1L),(-6L),0L,0x8A9DE29EL,0L},{0xE04A8767L,0L,(-1L),1L,(-1L),0L,0xE04A8767L,(-7L),0L,(-1L)},{0xC3E853B3L,(-4L),0L,0x3F2DC60AL,(-6L),(-1L),(-7L),0xE2BB9EBDL,0xE2BB9EBDL,0xC3E853B3L},{1L,0x3F2DC60AL,0xC3E853B3L,0xC3E853B3L,0x3F2DC60AL,1L,0L,0xE2BB9EBDL,(-1L),(-1L)},{0xE2BB9EBDL,(-1L),0xE04A8767L,1L,(-1L),(-6L),0L,0x8A9DE29EL,0L,(-6L)},{0xE2BB9EBDL,0x9AC53F6DL,8L,0x9AC53F6DL,0xE2BB9EBDL,1L,(-6L),(-7L),0x9DE9E254L,0x64F06872L},{1L,(-6L),(-7L),0x9DE9E254L,0x64F06872L,(-1L),0x3F2DC60AL,0x3F2DC60AL,(-1L),0x64F06872L}};
                uint16_t *l_526 = &g_243[5][0];
                uint8_t *l_533 = (void*)0;
                uint8_t *l_534 = &g_405[1];
                int64_t *l_537 = &g_500;
                int8_t l_539 = (-7L);
                int32_t ***l_561 = &l_484[0];
                int32_t l_571 = (-2L);
                int i, j;
                l_492--;
                for (g_367 = 0; (g_367 == 30); g_367++)
                { /* block id: 225 */
                    (**g_4) = ((int8_t)0x52L + (int8_t)((void*)0 != l_499));
                }
                if ((((int64_t)g_193.f0 / (int64_t)(g_405[1] && ((((((int8_t)(((((uint32_t)((~l_508) <= ((l_509[0][2] = g_56[3]) , (++(*g_214)))) % (uint32_t)l_512[2][4]) == l_492) < (~((int64_t)((*l_537) = ((int64_t)((((((((((((int16_t)1L * (int16_t)(((uint64_t)((((int8_t)((uint16_t)l_492 * (uint16_t)(g_6 |= ((((++(*l_526)) != ((uint16_t)((((((uint8_t)((*l_534) = ((l_512[2][4] || l_512[2][4]) || g_104)) >> (uint8_t)1) < l_492) ^ l_492) && (**g_344)) <= 0x6A7DL) * (uint16_t)g_329)) , g_407[0][3]) > 0x1C7AA15771CC63F3LL))) << (int8_t)l_512[2][4]) , g_407[0][0]) < l_492) % (uint64_t)g_3[2][1]) >= l_512[2][4])) , g_405[1]) <= (**g_413)) ^ g_476) , &g_345) != l_535[4]) , (*g_345)) || 0x00L) , l_536) == (void*)0) , g_448) + (int64_t)l_492)) - (int64_t)0x84B74B0AAF305E05LL))) ^ 0xD4C1F038L) + (int8_t)g_445[0]) > 1UL) , g_243[5][0]) > g_3[1][5]) && (**g_344)))) ^ (*g_345)))
                { /* block id: 234 */
                    uint32_t l_538 = 1UL;
                    int32_t l_541 = (-10L);
                    int32_t l_542 = 0x42CDD0DEL;
                    (*l_536) = l_538;
                    l_543--;
                    if (l_509[2][3])
                        continue;
                }
                else
                { /* block id: 238 */
                    int8_t * const *l_554[2][7] = {{(void*)0,&g_345,(void*)0,(void*)0,(void*)0,(void*)0,&g_345},{(void*)0,&g_345,(void*)0,(void*)0,&g_345,(void*)0,&g_345}};
                    int32_t * const ***l_560 = &g_558;
                    int32_t ****l_562 = &l_561;
                    int64_t **l_569[7][2][6] = {{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}},{{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537},{&l_537,&l_537,&l_537,&l_537,&l_537,&l_537}}};
                    int i, j, k;
                    (*g_413) = func_7((((int64_t)(l_540[2][0] |= (((!((*g_214)++)) , ((uint16_t)0xFB13L - (uint16_t)((g_553 , l_554[0][4]) != ((g_555 & ((uint8_t)(((*l_536) || (((((((*l_560) = g_558) != ((*l_562) = l_561)) & (0x6840EE6719E3A81FLL && ((int64_t)((uint8_t)(((uint8_t)((g_570 = (void*)0) != l_537) << (uint8_t)l_509[0][2]) & l_571) * (uint8_t)(**g_344)) + (int64_t)g_553.f0))) , 0xC2080DE68BBE33EFLL) ^ l_512[2][4]) != (*g_345))) ^ 7UL) * (uint8_t)(**g_344))) , l_535[4])))) < l_512[1][7])) % (int64_t)0xE67DE3694AA5DA6BLL) , 0x0CC54CA3L), (**g_413), g_482, g_367);
                }
                l_582 ^= ((int64_t)((uint8_t)((uint8_t)(*g_214) >> (uint8_t)3) % (uint8_t)((0x87DB6F22ECC8F2F1LL <= (((*l_536) = ((**g_344) = (*g_345))) != ((uint16_t)0UL + (uint16_t)((*l_526) &= (g_318 , (((void*)0 != &g_214) , g_92)))))) && (g_580 <= l_581))) % (int64_t)g_445[2]);
            }
            else
            { /* block id: 250 */
                return (*g_345);
            }
            if (g_553.f0)
                goto lbl_583;
            (*l_536) = ((-1L) > (g_193.f2 < (*l_536)));
        }
        (*g_5) = (**g_413);
    }
    return (*l_536);
}


/* ------------------------------------------ */
/* 
 * reads : g_413 g_5 g_4
 * writes: g_3
 */
static int32_t * func_7(uint32_t  p_8, int32_t  p_9, int32_t  p_10, int32_t  p_11)
{ /* block id: 213 */
    (**g_413) = p_10;
    return (*g_4);
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_3 g_4 g_6 g_53 g_214 g_215 g_104 g_318 g_298 g_56 g_330 g_318.f2 g_344 g_243 g_109 g_345 g_367 g_318.f0 g_330.f2 g_329 g_193 g_193.f0 g_445 g_413 g_463 g_330.f1 g_476 g_479 g_482
 * writes: g_5 g_3 g_53 g_104 g_329 g_215 g_56 g_367 g_382 g_405 g_413 g_243 g_407 g_448 g_463 g_476 g_479 g_482
 */
static int32_t ** func_14(uint8_t  p_15)
{ /* block id: 7 */
    int32_t **l_21 = &g_5;
    int32_t l_475 = 0xA5AEA254L;
    int32_t l_477 = 0x4C5373F0L;
    uint32_t *l_478 = &g_479;
    int32_t *l_480 = (void*)0;
    int32_t *l_481[9][6][3] = {{{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482},{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0},{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482}},{{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0},{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482},{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0}},{{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482},{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0},{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482}},{{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0},{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482},{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0}},{{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482},{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0},{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482}},{{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0},{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482},{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0}},{{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482},{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0},{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482}},{{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0},{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482},{&l_477,&l_477,&g_482},{(void*)0,&g_482,(void*)0}},{{&l_477,&g_482,&l_477},{(void*)0,&g_482,&g_482},{&l_477,&l_477,&l_477},{(void*)0,(void*)0,(void*)0},{&l_477,&g_482,&g_482},{(void*)0,(void*)0,&g_482}}};
    int8_t l_483 = (-3L);
    int i, j, k;
    g_482 ^= (((*l_478) ^= ((int64_t)func_19(l_21) % (int64_t)(((int32_t)(g_445[0] > ((uint32_t)g_109 / (uint32_t)((l_475 = 0UL) , ((g_476 |= ((g_445[0] ^ 0x8C35L) <= (0x03L == p_15))) , p_15)))) + (int32_t)l_477) & p_15))) > g_445[0]);
    if (p_15)
    { /* block id: 204 */
        l_483 |= (g_482 |= ((*g_5) = 3L));
        return &g_5;
    }
    else
    { /* block id: 209 */
        return &g_5;
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_3 g_4 g_6 g_53 g_214 g_215 g_104 g_318 g_298 g_56 g_330 g_318.f2 g_344 g_243 g_109 g_345 g_367 g_318.f0 g_330.f2 g_329 g_193 g_193.f0 g_445 g_413 g_463 g_330.f1
 * writes: g_5 g_3 g_53 g_104 g_329 g_215 g_56 g_367 g_382 g_405 g_413 g_243 g_407 g_448 g_463
 */
static int64_t  func_19(int32_t ** p_20)
{ /* block id: 8 */
    int64_t l_22 = (-1L);
    int8_t l_35 = 1L;
    int32_t **l_38 = &g_5;
    int64_t l_54 = 0xBE3C69BB0CEA4F54LL;
    int32_t l_62 = 0L;
    int32_t l_65 = 0xC4EAE4C0L;
    int32_t l_66[4] = {0x3F56D1B7L,0x3F56D1B7L,0x3F56D1B7L,0x3F56D1B7L};
    int32_t l_168 = 0xBA0CDF28L;
    uint16_t l_188 = 0xB96BL;
    int8_t l_294 = 0xD3L;
    int64_t l_299 = 0x9BDC5D14B4C910CALL;
    int8_t **l_347 = &g_345;
    int32_t l_385 = (-4L);
    int i;
lbl_470:
    if (l_22)
    { /* block id: 9 */
        uint8_t l_23 = 0x77L;
        (*p_20) = (*p_20);
        return l_23;
    }
    else
    { /* block id: 12 */
        int32_t *l_24 = &g_3[3][1];
        uint8_t l_51 = 0xE1L;
        int32_t l_73 = 0xC5AECEF6L;
        int32_t l_75 = 0L;
        int32_t l_77 = 0L;
        int32_t l_79[1];
        uint32_t l_114 = 0xF77F4DF6L;
        int16_t *l_123[2];
        int32_t *l_253[9] = {&l_168,&l_168,&l_168,&l_168,&l_168,&l_168,&l_168,&l_168,&l_168};
        int8_t *l_273 = &g_56[1];
        int8_t **l_272 = &l_273;
        int32_t l_324 = 0x937039E1L;
        int8_t l_355[3];
        uint32_t l_421 = 5UL;
        int i;
        for (i = 0; i < 1; i++)
            l_79[i] = 0xCEE9F7D8L;
        for (i = 0; i < 2; i++)
            l_123[i] = (void*)0;
        for (i = 0; i < 3; i++)
            l_355[i] = 4L;
        (*p_20) = l_24;
        (*l_24) |= 7L;
        if (((((((((p_20 != &l_24) && ((int16_t)(!((*l_24) & ((((uint16_t)((((((-(int8_t)(((((int8_t)((uint8_t)l_35 << (uint8_t)1) >> (int8_t)((((int16_t)((l_24 != (*g_4)) != (((l_38 != &g_5) > ((void*)0 == p_20)) , 1L)) - (int16_t)(*l_24)) == 0x0A6F85D5L) >= (**l_38))) & g_3[1][2]) , &g_5) == &g_5)) != g_6) != 0xE0L) , (*g_4)) == (void*)0) < (*l_24)) << (uint16_t)g_3[3][1]) ^ 0x84865E5AB8BF5144LL) & (**l_38)))) - (int16_t)(*l_24))) ^ 0x90L) < 2L) | (*g_5)) | (*l_24)) == g_3[2][3]) , 1L))
        { /* block id: 15 */
            int16_t l_43[3][10] = {{0xCC76L,0xA6B3L,0x7891L,0x7891L,0xA6B3L,0xCC76L,7L,0xCC76L,0xA6B3L,0x7891L},{1L,0xF535L,1L,0x7891L,7L,7L,0x7891L,1L,0xF535L,1L},{1L,0xCC76L,0xF535L,0xA6B3L,0xF535L,0xCC76L,1L,1L,0xCC76L,0xF535L}};
            int32_t l_71 = 0L;
            int32_t l_74 = 0xE7D7DB6CL;
            int32_t l_76 = 0x72739EBEL;
            int32_t l_78 = (-3L);
            int32_t l_81 = 0x6063A1CEL;
            int32_t l_82 = 0x135583E1L;
            int32_t l_83 = (-4L);
            int32_t l_87 = 0x6E4515CBL;
            int32_t l_89[7][4] = {{0xEA2D5331L,0x3B0D4ED6L,0x2EFFBD2FL,8L},{1L,(-1L),0x50E2895DL,0x2EFFBD2FL},{0x1DBD879DL,(-1L),0x1DBD879DL,8L},{(-1L),0x3B0D4ED6L,0x4D0DCD5FL,0xF67040F2L},{0xF67040F2L,0x2EFFBD2FL,1L,0x3B0D4ED6L},{0xEAABCA9CL,1L,1L,0xEAABCA9CL},{0xF67040F2L,8L,0x4D0DCD5FL,0x1DBD879DL}};
            int32_t *l_95 = &l_77;
            uint64_t *l_119 = &g_104;
            uint32_t l_169 = 18446744073709551615UL;
            int8_t l_186 = 0x73L;
            int8_t ***l_268 = (void*)0;
            int8_t *l_271 = &g_56[1];
            int8_t **l_270 = &l_271;
            int8_t ***l_269 = &l_270;
            int i, j;
            for (l_35 = 4; (l_35 >= 1); l_35 -= 1)
            { /* block id: 18 */
                int8_t *l_52 = &g_53;
                int8_t *l_55 = &g_56[1];
                int32_t l_57 = 0x40AFAA93L;
                int32_t l_58 = 0x9F79E4B3L;
                int32_t l_80[3];
                uint64_t *l_197 = (void*)0;
                int32_t l_241 = 0xE284A5F7L;
                int i;
                for (i = 0; i < 3; i++)
                    l_80[i] = 9L;
            }
            (*l_38) = (*p_20);
            l_272 = ((*l_269) = (void*)0);
            if (g_6)
                goto lbl_470;
        }
        else
        { /* block id: 99 */
            uint32_t l_292 = 4294967291UL;
            int32_t l_301 = 0xD08C7653L;
            int32_t l_306 = 0x703F634CL;
            int32_t l_309 = 0L;
            int32_t l_310 = (-1L);
            uint32_t l_323 = 6UL;
            uint32_t *l_325 = (void*)0;
            uint32_t *l_326 = &l_114;
            uint32_t *l_327 = &l_292;
            uint32_t *l_328[9] = {&g_329,&g_329,&g_329,&g_329,&g_329,&g_329,&g_329,&g_329,&g_329};
            uint8_t **l_343 = (void*)0;
            int8_t ***l_381 = &g_344;
            int32_t l_449[4][3][7] = {{{0x461358FCL,0x0E878530L,1L,0x2BECF8EAL,0L,0x461358FCL,(-1L)},{(-1L),0L,0x5DB0A236L,0x288B0B05L,1L,0x1668737DL,1L},{0x461358FCL,0x2BECF8EAL,0x2BECF8EAL,0x461358FCL,0x0E878530L,1L,0x2BECF8EAL}},{{(-7L),1L,0xA4100DE2L,0x288B0B05L,0xA4100DE2L,1L,(-7L)},{1L,0L,0x1242CA71L,0x2BECF8EAL,1L,1L,0x2BECF8EAL},{0x3A6868F3L,0L,0x3A6868F3L,0x1668737DL,(-1L),0x64731757L,1L}},{{0L,(-1L),0x1242CA71L,0L,0x0E878530L,0x2BECF8EAL,(-1L)},{(-8L),0x1668737DL,0xA4100DE2L,0x64731757L,0L,0x64731757L,0xA4100DE2L},{1L,1L,0x2BECF8EAL,0x1242CA71L,0L,1L,0x47EFB90BL}},{{0xB5A85652L,0x1668737DL,0x5DB0A236L,0x1668737DL,0xB5A85652L,1L,(-1L)},{0x461358FCL,(-1L),1L,0L,0L,1L,(-1L)},{0xA4100DE2L,0L,0x04E273E5L,0x288B0B05L,0L,0x1668737DL,0L}}};
            int32_t l_466 = 0L;
            uint8_t l_467[1];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_467[i] = 255UL;
            (*l_38) = (*p_20);
            for (g_53 = 0; (g_53 != 0); g_53 += 7)
            { /* block id: 103 */
                uint16_t l_282 = 0xD033L;
                const int32_t l_283 = 0xF03E8445L;
                int32_t l_293 = 0x0C5E9977L;
                uint64_t *l_295 = &g_104;
                int32_t l_300[2][10] = {{0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L},{0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L,0xD943B245L}};
                int i, j;
                (*g_5) = ((**g_4) > ((((uint32_t)(((*l_295) = ((uint16_t)((((((l_282 = g_3[2][1]) != 0x5C83L) | l_283) > (((int8_t)(((uint8_t)(((uint32_t)(((int64_t)g_53 + (int64_t)(((l_293 = (0xA1L && l_292)) <= (**l_38)) >= (l_292 | l_283))) & l_292) / (uint32_t)(**p_20)) , 255UL) * (uint8_t)(*g_214)) > l_294) * (int8_t)(*l_24)) != g_215)) > l_292) , (**l_38)) - (uint16_t)g_104)) && g_104) + (uint32_t)0x6F460212L) != g_215) , g_53));
                for (l_62 = 0; (l_62 < 20); l_62++)
                { /* block id: 110 */
                    int16_t l_302[8] = {(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
                    int32_t l_303 = (-7L);
                    int32_t l_304 = 0x983524ABL;
                    int32_t l_305 = 0x0371D9B8L;
                    int32_t l_307 = (-3L);
                    int32_t l_308[9][6][4];
                    uint64_t l_311 = 0x02A20DF232AE47DCLL;
                    int i, j, k;
                    for (i = 0; i < 9; i++)
                    {
                        for (j = 0; j < 6; j++)
                        {
                            for (k = 0; k < 4; k++)
                                l_308[i][j][k] = 1L;
                        }
                    }
                    if ((*l_24))
                        break;
                    l_311++;
                    if ((**p_20))
                        continue;
                }
                if ((*g_5))
                    break;
            }
            if ((((g_329 = ((*l_327) = ((*l_326) |= ((uint16_t)((int64_t)((g_318 , g_298) , (((((*g_5) = ((int32_t)((int16_t)((**l_38) || (*l_24)) * (int16_t)(l_309 = g_298)) - (int32_t)0xB5808187L)) & g_56[6]) <= (l_301 & l_323)) <= l_324)) / (int64_t)18446744073709551615UL) >> (uint16_t)l_292)))) , g_330) , (**p_20)))
            { /* block id: 122 */
                uint64_t l_341 = 0xC9DEEEC245D851CDLL;
                uint8_t **l_342 = (void*)0;
                int8_t ***l_346 = &l_272;
                int8_t ***l_348 = &l_347;
                int32_t l_363 = 2L;
                for (l_77 = 0; (l_77 >= (-29)); l_77--)
                { /* block id: 125 */
                    return g_6;
                }
                l_310 |= ((!(((int8_t)((-(uint16_t)((uint64_t)((((uint16_t)(g_318.f2 >= 0xB76119070582BCD2LL) << (uint16_t)3) > l_341) ^ (((void*)0 == &g_215) , ((((((l_342 == l_343) > (((*l_346) = g_344) != ((*l_348) = l_347))) | g_243[5][0]) , g_56[5]) && (**l_38)) > g_215))) - (uint64_t)0x79C7857CB03B54FALL)) <= g_109) << (int8_t)(*g_214)) , (*g_214))) && (*g_5));
                for (l_323 = 0; (l_323 >= 6); ++l_323)
                { /* block id: 133 */
                    uint8_t *l_356 = &l_51;
                    uint64_t *l_364 = &g_104;
                    int32_t l_365 = (-8L);
                    uint8_t *l_366 = &g_367;
                    uint32_t l_368 = 4294967295UL;
                    if (((int64_t)((uint8_t)(((*l_366) ^= ((l_341 ^ g_243[0][2]) , (((**g_4) ^ (*g_5)) == (((**p_20) ^ ((((*l_356) = ((*g_214) = l_355[2])) || (((uint64_t)((*l_364) = ((uint8_t)((void*)0 != &l_22) * (uint8_t)((**g_344) = ((uint16_t)((l_363 = (-3L)) >= 0x6502L) >> (uint16_t)3)))) / (uint64_t)6L) , l_365)) , (*g_5))) , l_363)))) == l_341) << (uint8_t)(**l_38)) % (int64_t)1UL))
                    { /* block id: 140 */
                        l_368++;
                    }
                    else
                    { /* block id: 142 */
                        int32_t l_376 = 0xC71798C6L;
                        (**p_20) = ((int8_t)(+(0xAB50528DL && ((int8_t)((l_376 >= ((*l_364) = g_318.f0)) , (g_330.f2 > 2UL)) << (int8_t)3))) << (int8_t)((int32_t)((((*g_344) == (*g_344)) | ((uint8_t)(((g_382 = l_381) == l_346) <= g_329) << (uint8_t)l_323)) ^ g_243[6][2]) % (int32_t)0x1B66011EL));
                    }
                    if ((*g_5))
                        break;
                    for (l_35 = 19; (l_35 != (-26)); l_35 -= 5)
                    { /* block id: 150 */
                        if (l_385)
                            break;
                        if ((**g_4))
                            continue;
                        (*p_20) = (*p_20);
                    }
                }
            }
            else
            { /* block id: 156 */
                uint32_t l_392 = 0x8EBCB205L;
                int32_t **l_411[6] = {&l_253[1],&l_253[1],(void*)0,&l_253[1],&l_253[1],(void*)0};
                int8_t **l_465 = (void*)0;
                int i;
                if (((int8_t)0x33L / (int8_t)((uint32_t)((uint8_t)(**l_38) % (uint8_t)(**g_344)) - (uint32_t)(**p_20))))
                { /* block id: 157 */
                    const uint32_t l_399[2] = {0xB8CBE4D1L,0xB8CBE4D1L};
                    const int64_t *l_400[5];
                    int32_t *l_406 = &l_66[2];
                    int32_t *l_446 = &l_385;
                    int32_t *l_447 = &g_448;
                    uint16_t *l_450 = (void*)0;
                    uint16_t *l_451 = &l_188;
                    int32_t l_452 = 0xE137E70BL;
                    int i;
                    for (i = 0; i < 5; i++)
                        l_400[i] = &l_22;
                    ++l_392;
                    if ((((int8_t)(0xE6L <= ((uint64_t)((((l_392 <= (((*l_273) |= (**l_38)) > l_399[0])) != (-5L)) | ((void*)0 == l_400[0])) | (((uint16_t)((uint8_t)0xACL / (uint8_t)((g_405[1] = 2L) && (**p_20))) >> (uint16_t)2) >= 4UL)) % (uint64_t)(-1L))) * (int8_t)0x6FL) == 0x2155L))
                    { /* block id: 161 */
                        uint16_t *l_408 = &l_188;
                        int32_t ***l_412 = &l_38;
                        l_406 = (g_193 , ((*p_20) = (*p_20)));
                        l_62 &= ((((*g_214) ^= (((++(*l_408)) , l_411[3]) == (g_413 = ((*l_412) = &g_5)))) , ((uint16_t)((int8_t)(0UL == (*l_24)) << (int8_t)(*g_214)) * (uint16_t)(0xA58F885FL == (+(***l_412))))) > ((**p_20) , (((int64_t)g_53 / (int64_t)l_301) || 0x8FL)));
                        l_421++;
                    }
                    else
                    { /* block id: 170 */
                        (*l_38) = (*p_20);
                    }
                    l_452 &= ((int16_t)(**l_38) * (int16_t)((*l_451) = ((int16_t)(((((((*l_326) = (((int8_t)((((*l_447) = ((*l_446) &= (((*l_327) = (((*g_214) = ((int32_t)((uint8_t)((*l_24) || (g_407[0][1] = ((uint8_t)(((int8_t)((uint16_t)(*l_406) >> (uint16_t)6) << (int8_t)5) >= ((g_243[4][0] = ((&g_329 != &l_114) < ((int16_t)9L - (int16_t)(~((uint8_t)(18446744073709551609UL < 1L) / (uint8_t)((l_292 & (*l_406)) & (**l_38))))))) > g_193.f0)) + (uint8_t)l_323))) >> (uint8_t)(**l_38)) / (int32_t)l_310)) >= (*l_24))) ^ g_445[0]))) , l_449[3][0][1]) & 2L) >> (int8_t)(*l_406)) && (*l_406))) < (*g_5)) <= 0xB2L) | (**l_38)) , 0UL) , l_306) << (int16_t)9)));
                }
                else
                { /* block id: 182 */
                    for (l_65 = 0; (l_65 <= 20); ++l_65)
                    { /* block id: 185 */
                        int32_t l_461 = 0x98107CF9L;
                        int64_t *l_462 = &l_299;
                        int64_t *l_464 = &l_54;
                        (*p_20) = (*g_413);
                        (**l_38) = (((((((((0xC1C7E0C3FC89E2B7LL && ((*l_464) = (g_463 &= (l_292 | ((uint16_t)((g_318 , ((0x46107DB0D48962ACLL || ((*l_462) ^= ((int16_t)((uint64_t)(*l_24) + (uint64_t)(((((**p_20) != (-3L)) && (((0xC526L && g_298) > l_292) > 5L)) ^ g_445[0]) , g_318.f2)) / (int16_t)l_461))) , (**g_344))) >= l_449[1][2][5]) >> (uint16_t)l_309))))) , (void*)0) == l_462) | 0x5BL) , &l_461) != (void*)0) , g_330.f1) , l_465) == l_347);
                        (*l_38) = (*l_38);
                    }
                }
            }
            l_467[0]++;
        }
    }
    return g_463;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_3[i][j], "g_3[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_56[i], "g_56[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_193.f0, "g_193.f0", print_hash_value);
    transparent_crc(g_193.f1, "g_193.f1", print_hash_value);
    transparent_crc(g_193.f2, "g_193.f2", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_243[i][j], "g_243[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_298, "g_298", print_hash_value);
    transparent_crc(g_318.f0, "g_318.f0", print_hash_value);
    transparent_crc(g_318.f1, "g_318.f1", print_hash_value);
    transparent_crc(g_318.f2, "g_318.f2", print_hash_value);
    transparent_crc(g_329, "g_329", print_hash_value);
    transparent_crc(g_330.f0, "g_330.f0", print_hash_value);
    transparent_crc(g_330.f1, "g_330.f1", print_hash_value);
    transparent_crc(g_330.f2, "g_330.f2", print_hash_value);
    transparent_crc(g_367, "g_367", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_405[i], "g_405[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_407[i][j], "g_407[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_445[i], "g_445[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_448, "g_448", print_hash_value);
    transparent_crc(g_463, "g_463", print_hash_value);
    transparent_crc(g_476, "g_476", print_hash_value);
    transparent_crc(g_479, "g_479", print_hash_value);
    transparent_crc(g_482, "g_482", print_hash_value);
    transparent_crc(g_500, "g_500", print_hash_value);
    transparent_crc(g_553.f0, "g_553.f0", print_hash_value);
    transparent_crc(g_553.f1, "g_553.f1", print_hash_value);
    transparent_crc(g_553.f2, "g_553.f2", print_hash_value);
    transparent_crc(g_555, "g_555", print_hash_value);
    transparent_crc(g_580, "g_580", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 156
XXX total union variables: 4

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 4
breakdown:
   indirect level: 0, occurrence: 4
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 7
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 2

XXX max expression depth: 51
breakdown:
   depth: 1, occurrence: 81
   depth: 2, occurrence: 11
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 3
   depth: 17, occurrence: 1
   depth: 19, occurrence: 2
   depth: 21, occurrence: 1
   depth: 24, occurrence: 1
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 33, occurrence: 2
   depth: 37, occurrence: 1
   depth: 51, occurrence: 1

XXX total number of pointers: 114

XXX times a variable address is taken: 185
XXX times a pointer is dereferenced on RHS: 124
breakdown:
   depth: 1, occurrence: 77
   depth: 2, occurrence: 46
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 95
breakdown:
   depth: 1, occurrence: 85
   depth: 2, occurrence: 10
XXX times a pointer is compared with null: 13
XXX times a pointer is compared with address of another variable: 7
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 1872

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 266
   level: 2, occurrence: 117
   level: 3, occurrence: 1
   level: 4, occurrence: 3
XXX number of pointers point to pointers: 34
XXX number of pointers point to scalars: 80
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24.6
XXX average alias set size: 1.24

XXX times a non-volatile is read: 534
XXX times a non-volatile is write: 258
XXX times a volatile is read: 32
XXX    times read thru a pointer: 0
XXX times a volatile is write: 4
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 237
XXX percentage of non-volatile access: 95.7

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 74
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 13
   depth: 2, occurrence: 12
   depth: 3, occurrence: 12
   depth: 4, occurrence: 16
   depth: 5, occurrence: 12

XXX percentage a fresh-made variable is used: 18.5
XXX percentage an existing variable is used: 81.5
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

