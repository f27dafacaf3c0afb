/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 52 --no-safe-math --max-funcs 6 --no-arrays
 * Seed:      52
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
   volatile int64_t  f0;
};
#pragma pack(pop)

struct S1 {
   uint64_t  f0;
   uint16_t  f1;
   volatile unsigned f2 : 12;
   int64_t  f3;
   volatile uint32_t  f4;
};

struct S2 {
   volatile int32_t  f0;
   volatile int32_t  f1;
   uint32_t  f2;
   struct S0  f3;
   struct S0  f4;
   const struct S0  f5;
   uint32_t  f6;
   volatile uint8_t  f7;
   volatile signed f8 : 19;
   int16_t  f9;
};

union U3 {
   volatile int32_t  f0;
   uint64_t  f1;
   const int32_t  f2;
   int8_t * f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 1L;
static int8_t g_21 = 0L;
static int32_t g_23 = 0xBB086619L;
static int32_t * volatile g_22 = &g_23;/* VOLATILE GLOBAL g_22 */
static volatile int64_t g_37 = 0x3A6D7D04549C4B05LL;/* VOLATILE GLOBAL g_37 */
static uint8_t g_39 = 0xC8L;
static union U3 g_51 = {0xAFCB06A9L};/* VOLATILE GLOBAL g_51 */
static const union U3 *g_50 = &g_51;
static int32_t g_64 = 0x4B91BF52L;
static volatile struct S2 g_87 = {0xA361F882L,0x77871239L,7UL,{-8L},{1L},{0xF50F898D4ED1E225LL},0x7922C1E9L,254UL,56,0L};/* VOLATILE GLOBAL g_87 */
static volatile struct S2 * volatile g_86 = &g_87;/* VOLATILE GLOBAL g_86 */
static volatile struct S2 g_89 = {0x3DB88773L,7L,18446744073709551615UL,{1L},{0x4C6930A875637402LL},{6L},8UL,0UL,-661,-8L};/* VOLATILE GLOBAL g_89 */
static union U3 g_96 = {8L};/* VOLATILE GLOBAL g_96 */
static uint32_t g_104 = 0x18A5C642L;
static const union U3 **g_107 = &g_50;
static const union U3 *** volatile g_106 = &g_107;/* VOLATILE GLOBAL g_106 */
static struct S1 g_108 = {1UL,0x8821L,8,-3L,0xA549F135L};/* VOLATILE GLOBAL g_108 */
static union U3 **** volatile g_112 = (void*)0;/* VOLATILE GLOBAL g_112 */
static union U3 **g_115 = (void*)0;
static union U3 ***g_114 = &g_115;
static union U3 **** volatile g_113 = &g_114;/* VOLATILE GLOBAL g_113 */
static struct S1 g_116 = {0xEE8C1B3C7CD66DA8LL,0xF5DDL,19,0L,0x6B92DD07L};/* VOLATILE GLOBAL g_116 */
static struct S2 g_120 = {1L,-8L,18446744073709551615UL,{3L},{0x7132E5439C88BF8FLL},{0L},0xE4CD0C3BL,9UL,-135,0x5FB1L};/* VOLATILE GLOBAL g_120 */
static struct S2 g_123 = {0x5015C65DL,0x44792810L,0xEF9C6BEAL,{0x9CFC9B2F6CA1BE13LL},{0xCA447F7BB3F607BBLL},{0x88A057ECED5480CDLL},0UL,0x03L,-697,0x3070L};/* VOLATILE GLOBAL g_123 */
static struct S2 *g_122 = &g_123;
static struct S2 **g_126 = &g_122;
static struct S2 *** volatile g_125 = &g_126;/* VOLATILE GLOBAL g_125 */
static int8_t g_147 = 0xB3L;
static int32_t g_150 = 0x2E92E3B7L;
static union U3 *g_163 = (void*)0;
static union U3 ** const  volatile g_162 = &g_163;/* VOLATILE GLOBAL g_162 */
static volatile struct S0 g_168 = {1L};/* VOLATILE GLOBAL g_168 */
static volatile int8_t g_202 = 2L;/* VOLATILE GLOBAL g_202 */
static struct S2 g_213 = {0x722E02E4L,0xAB560D96L,0UL,{0xD386D91E2AD39FB3LL},{0x3223A29AB7E0C7B6LL},{0L},0x0ADCB03EL,0xDBL,-293,0x83D7L};/* VOLATILE GLOBAL g_213 */
static volatile uint8_t g_226 = 0xE1L;/* VOLATILE GLOBAL g_226 */
static int32_t *g_236 = (void*)0;
static int32_t ** volatile g_235 = &g_236;/* VOLATILE GLOBAL g_235 */
static uint64_t g_473 = 18446744073709551615UL;
static struct S0 * volatile g_476 = &g_213.f4;/* VOLATILE GLOBAL g_476 */
static volatile struct S1 g_484 = {0xF030DFCB13B148A5LL,0x93E2L,23,1L,18446744073709551615UL};/* VOLATILE GLOBAL g_484 */
static volatile union U3 g_504 = {0xC01DDEBCL};/* VOLATILE GLOBAL g_504 */
static int32_t ** volatile g_535 = (void*)0;/* VOLATILE GLOBAL g_535 */
static uint16_t g_537 = 1UL;
static volatile union U3 g_570 = {-1L};/* VOLATILE GLOBAL g_570 */
static int32_t ** volatile g_586 = &g_236;/* VOLATILE GLOBAL g_586 */
static const union U3 g_598 = {0x5F35C964L};/* VOLATILE GLOBAL g_598 */
static int8_t g_604 = 0xAEL;
static int8_t *g_603 = &g_604;
static const uint8_t g_615 = 0xFFL;
static int32_t * volatile g_624 = &g_64;/* VOLATILE GLOBAL g_624 */
static struct S0 * volatile g_643 = &g_213.f3;/* VOLATILE GLOBAL g_643 */
static uint8_t *g_649 = (void*)0;
static uint8_t **g_648 = &g_649;
static uint8_t *** volatile g_647 = &g_648;/* VOLATILE GLOBAL g_647 */
static int64_t *g_676 = &g_108.f3;
static struct S1 * volatile g_684 = &g_116;/* VOLATILE GLOBAL g_684 */


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static int32_t  func_7(int8_t * const  p_8, int8_t * p_9, uint32_t  p_10, const int8_t * p_11, int8_t * const  p_12);
static struct S0  func_15(int8_t * p_16);
static int8_t * func_17(uint64_t  p_18, uint16_t  p_19);
static union U3 * func_42(int32_t  p_43, uint64_t  p_44);
static struct S1  func_45(int16_t  p_46, const union U3 * p_47, uint32_t  p_48, int32_t  p_49);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_126 g_108 g_684
 * writes: g_2 g_122 g_116
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int16_t l_5 = 1L;
    uint64_t l_6 = 0xD652568108531D14LL;
    int32_t l_602 = 0xC1111F07L;
    uint32_t l_683 = 0UL;
    for (g_2 = 6; (g_2 == (-7)); g_2--)
    { /* block id: 3 */
        const int32_t l_599 = 1L;
        uint16_t *l_600 = &g_108.f1;
        uint32_t l_601 = 18446744073709551615UL;
        const int8_t *l_605 = &g_604;
        int8_t * const l_606 = &g_604;
        int32_t *l_682 = &g_64;
        l_5 &= 0xAAED6B65L;
    }
    (*g_126) = (void*)0;
    l_683 |= l_602;
    (*g_684) = g_108;
    return l_683;
}


/* ------------------------------------------ */
/* 
 * reads : g_570 g_123.f2 g_21 g_120.f2 g_108.f1 g_123.f9 g_104 g_150 g_235 g_236 g_586 g_476 g_213.f4 g_624 g_2 g_116.f0 g_603 g_604 g_126 g_484.f4 g_51.f1 g_643 g_647 g_64 g_39 g_537 g_213.f0 g_213.f6 g_22 g_23 g_676
 * writes: g_23 g_213.f6 g_213.f9 g_39 g_150 g_236 g_64 g_116.f0 g_122 g_213.f3 g_648 g_115
 */
static int32_t  func_7(int8_t * const  p_8, int8_t * p_9, uint32_t  p_10, const int8_t * p_11, int8_t * const  p_12)
{ /* block id: 168 */
    const uint8_t **l_611 = (void*)0;
    const uint8_t **l_612 = (void*)0;
    const uint8_t *l_614 = &g_615;
    const uint8_t **l_613 = &l_614;
    uint16_t *l_618 = &g_116.f1;
    int32_t l_619 = 0x203FE1B8L;
    uint16_t *l_622 = &g_108.f1;
    uint8_t *l_623 = &g_39;
    struct S2 *l_633 = &g_213;
    union U3 ***l_644 = &g_115;
    union U3 **l_674 = &g_163;
    int64_t *l_677 = &g_108.f3;
    int16_t l_681 = 0x2D00L;
    (*g_624) = ((uint8_t)250UL % (uint8_t)((uint8_t)((*l_623) = ((((((*l_613) = &g_39) != (func_15(&g_21) , p_9)) ^ p_10) != l_619) , p_10)) >> (uint8_t)l_619));
    if ((g_2 , l_619))
    { /* block id: 174 */
        struct S2 *l_634 = &g_123;
        const int32_t l_654 = 0xF80EC286L;
        for (g_116.f0 = 0; (g_116.f0 <= 54); g_116.f0 += 6)
        { /* block id: 177 */
            struct S2 **l_635 = &l_634;
            int32_t l_642 = (-2L);
            if ((((int32_t)((int32_t)((int8_t)(*g_603) << (int8_t)(((*g_126) = l_633) == ((*l_635) = l_634))) / (int32_t)0xE39425CAL) / (int32_t)((uint32_t)g_484.f4 - (uint32_t)((int8_t)((((((int16_t)(0xACL != (*g_603)) % (int16_t)(l_619 || p_10)) != p_10) & 0xFB16L) && g_104) != l_619) + (int8_t)g_51.f1))) , l_642))
            { /* block id: 180 */
                union U3 ****l_645 = &l_644;
                uint8_t **l_646 = &l_623;
                (*g_643) = (*g_476);
                (*l_645) = l_644;
                (*g_647) = l_646;
            }
            else
            { /* block id: 184 */
                int32_t *l_665 = (void*)0;
                int32_t l_666 = (-5L);
                (*g_624) &= l_619;
                l_666 = ((l_619 || (((-4L) ^ g_120.f2) | (((uint8_t)(--(*l_623)) << (uint8_t)3) == (l_654 || ((((((~g_537) && (((uint16_t)((uint16_t)g_213.f0 >> (uint16_t)p_10) - (uint16_t)(l_642 ^ ((+((int32_t)l_619 % (int32_t)p_10)) != g_120.f2))) | g_213.f6)) >= 0x84C1L) < p_10) | 0x518AL) == 1UL))))) , 0xE5CBDF15L);
            }
        }
        return (*g_22);
    }
    else
    { /* block id: 191 */
        int32_t *l_667 = (void*)0;
        int32_t **l_668 = &g_236;
        int32_t l_673 = 0xF9FB7C17L;
        union U3 **l_675 = &g_163;
        const int64_t *l_678 = &g_116.f3;
        struct S2 *l_679 = &g_213;
        int32_t *l_680 = &g_150;
        (*l_668) = l_667;
        l_681 = ((*g_624) = ((*l_680) = ((((int16_t)l_673 >> (int16_t)g_2) < (l_619 = (l_674 == ((*l_644) = l_675)))) , ((l_619 = ((0xCDL | ((((l_677 = g_676) == l_678) , l_679) == l_633)) != l_619)) && 1L))));
    }
    return l_619;
}


/* ------------------------------------------ */
/* 
 * reads : g_570 g_123.f2 g_147 g_21 g_120.f2 g_108.f1 g_123.f9 g_104 g_150 g_235 g_236 g_586 g_476 g_213.f4
 * writes: g_23 g_213.f6 g_213.f9 g_39 g_150 g_236
 */
static struct S0  func_15(int8_t * p_16)
{ /* block id: 157 */
    int32_t *l_565 = &g_23;
    int32_t *l_566 = (void*)0;
    int32_t *l_567 = (void*)0;
    int32_t l_568 = 0xC92D026EL;
    uint64_t l_575 = 9UL;
    uint32_t *l_576 = &g_213.f6;
    const int8_t l_581 = 0L;
    int8_t l_582 = 0xD8L;
    uint8_t *l_583 = &g_39;
    int32_t *l_584 = (void*)0;
    int32_t *l_585 = &g_150;
    (*l_585) ^= ((l_568 ^= ((*l_565) = 0x90865396L)) & ((!(g_570 , ((*l_583) = (0x8DF1828CL & (((((int32_t)((int8_t)(((l_575 , (&l_566 == (((*l_576) = g_123.f2) , &g_22))) >= (*p_16)) != ((uint64_t)(((g_213.f9 = (((uint8_t)1UL << (uint8_t)4) & l_581)) <= g_120.f2) != (*p_16)) + (uint64_t)g_108.f1)) % (int8_t)g_123.f9) / (int32_t)l_582) ^ 250UL) , g_104) >= 0L))))) , 0UL));
    (*g_586) = (*g_235);
    return (*g_476);
}


/* ------------------------------------------ */
/* 
 * reads : g_22 g_39 g_50 g_51.f0 g_21 g_23 g_2 g_86 g_96 g_104 g_96.f2 g_106 g_108 g_64 g_107 g_113 g_116 g_125 g_123.f7 g_123.f6 g_150 g_123.f9 g_162 g_168 g_202 g_120.f9 g_147 g_226 g_235 g_473 g_123.f5 g_476 g_484 g_122 g_87.f6 g_96.f1 g_504 g_213.f6 g_236 g_120.f4.f0 g_537 g_89.f0 g_51.f1 g_89.f8 g_213.f1
 * writes: g_23 g_39 g_64 g_107 g_50 g_114 g_21 g_122 g_126 g_108.f0 g_96.f1 g_147 g_116.f3 g_150 g_123.f6 g_163 g_51.f1 g_116.f1 g_123.f9 g_236 g_473 g_213.f4 g_108.f3 g_120.f9 g_108.f1
 */
static int8_t * func_17(uint64_t  p_18, uint16_t  p_19)
{ /* block id: 5 */
    int8_t *l_20 = &g_21;
    int32_t *l_24 = &g_23;
    int32_t *l_25 = &g_23;
    int32_t *l_26 = &g_23;
    int32_t *l_27 = &g_23;
    int32_t *l_28 = &g_23;
    int32_t l_29 = (-1L);
    int32_t *l_30 = &l_29;
    int32_t *l_31 = (void*)0;
    int32_t *l_32 = &l_29;
    int32_t *l_33 = &l_29;
    int32_t *l_34 = (void*)0;
    int32_t *l_35 = &l_29;
    int32_t *l_36 = &g_23;
    int32_t l_38 = 0L;
    const union U3 * const *l_167 = &g_50;
    const union U3 * const **l_166 = &l_167;
    int32_t *l_173 = &g_150;
    uint64_t *l_185 = &g_51.f1;
    uint16_t *l_186 = (void*)0;
    uint16_t *l_187 = &g_116.f1;
    uint16_t *l_234 = &g_108.f1;
    int32_t l_353 = (-1L);
    int32_t l_358 = 1L;
    int32_t l_405 = 0x5B5BBEE7L;
    int32_t l_432 = 0xA64B0511L;
    int32_t l_435 = (-1L);
    struct S2 ***l_511 = &g_126;
    struct S2 *** const *l_510 = &l_511;
    const struct S2 **** const *l_564 = (void*)0;
    (*g_22) = ((void*)0 != l_20);
    ++g_39;
    (*g_162) = func_42((*l_33), (func_45(g_39, g_50, g_51.f0, (((((((uint32_t)((uint16_t)((((uint16_t)p_18 << (uint16_t)15) , 0xC8A2DB63L) && (((&l_29 != &g_23) != g_21) & (*l_36))) + (uint16_t)0UL) + (uint32_t)(*l_36)) == g_2) || 0x53B22489AFFF74B7LL) > p_19) != p_18) , 6L)) , p_18));
    if ((((((((*l_25) < ((int32_t)((l_166 != (void*)0) > (g_168 , (p_18 , ((uint16_t)(*l_33) << (uint16_t)((*l_187) = (((((int64_t)((((*l_173) = (*g_22)) ^ (+((((+(*l_28)) >= (((int16_t)((int8_t)((int8_t)(~((int16_t)(((*l_185) = 0xA4D6DA33BDD32EFALL) >= 18446744073709551613UL) * (int16_t)g_64)) >> (int8_t)g_116.f3) * (int8_t)0x89L) * (int16_t)p_18) , (*l_24))) , (**l_166)) != (*l_167)))) || 1L) - (int64_t)0xF34FACA1CDE3425DLL) < 0x28CDBBAEL) >= 0x3723A6807BAAA9AALL) < g_116.f0)))))) % (int32_t)4294967289UL)) > (-10L)) || p_19) <= (*l_30)) ^ (*l_35)) || 0x21386D8FL))
    { /* block id: 59 */
        return &g_21;
    }
    else
    { /* block id: 61 */
        struct S2 * const *l_208 = &g_122;
        int32_t l_222 = 0x4FB6B91AL;
        int32_t l_223 = 9L;
        int32_t l_300 = (-1L);
        int32_t l_324 = (-5L);
        int32_t l_332 = 0xF0F86B60L;
        int64_t l_343 = 0x07442C56231903B4LL;
        int32_t l_433 = 0xED3885CEL;
        struct S2 ****l_494 = (void*)0;
        for (g_64 = 0; (g_64 >= 10); g_64++)
        { /* block id: 64 */
            int16_t *l_207 = &g_123.f9;
            struct S2 * const **l_209 = &l_208;
            struct S2 * const l_212 = &g_213;
            struct S2 * const *l_211 = &l_212;
            struct S2 * const **l_210 = &l_211;
            int32_t l_224 = 0xF1ED5990L;
            const int8_t l_225 = 0x36L;
            int32_t l_272 = (-5L);
            int32_t l_312 = 8L;
            int32_t l_366 = (-1L);
            int32_t l_374 = (-2L);
            int32_t l_418 = 0L;
            int32_t l_422 = 0x77C00BEDL;
            int32_t l_425 = (-1L);
            if (((uint8_t)(((uint16_t)((int8_t)(((int8_t)((((uint8_t)((uint16_t)g_202 >> (uint16_t)((*l_187) = ((uint16_t)(((((*l_185) = ((((int16_t)((*l_207) = 1L) >> (int16_t)(((*l_210) = ((*l_209) = l_208)) == &g_122)) != ((uint16_t)(((int8_t)((*l_20) = (*l_28)) - (int8_t)(*l_32)) , ((g_120.f9 >= (l_223 = ((int16_t)g_147 * (int16_t)(l_222 |= ((int16_t)p_19 - (int16_t)p_18))))) , p_19)) + (uint16_t)p_19)) == p_18)) & g_108.f0) , l_224) , 65535UL) / (uint16_t)g_150))) >> (uint8_t)(*l_35)) <= l_224) ^ (-1L)) << (int8_t)(*l_33)) | l_225) - (int8_t)0xBFL) - (uint16_t)65532UL) || g_226) / (uint8_t)g_150))
            { /* block id: 73 */
                int32_t *l_227 = &l_223;
                const struct S0 *l_230 = &g_120.f3;
                int32_t l_241 = 0x06F6B8A0L;
                int32_t l_305 = 0x76F3828BL;
                int32_t l_310 = (-1L);
                int32_t l_314 = (-1L);
                int32_t l_335 = (-2L);
                int32_t l_387 = 0x26F9420FL;
                int32_t l_426 = (-10L);
                int32_t l_437 = 0x88C50BE3L;
                int32_t l_442 = 0xAC1276B3L;
                l_227 = l_227;
                for (g_123.f6 = 22; (g_123.f6 >= 33); g_123.f6++)
                { /* block id: 77 */
                    uint16_t **l_231 = (void*)0;
                    uint16_t **l_232 = (void*)0;
                    uint16_t **l_233 = &l_187;
                    int32_t l_238 = 6L;
                    int32_t l_243 = 1L;
                    int32_t l_253 = (-1L);
                    int32_t l_287 = 0xC4C8C8FAL;
                    int32_t l_299 = 0L;
                    int32_t l_355 = 0x18F84039L;
                    int32_t l_371 = (-5L);
                    l_230 = (void*)0;
                    l_227 = &g_150;
                    if (((*l_26) |= (((*l_233) = &p_19) == l_234)))
                    { /* block id: 82 */
                        (*g_235) = &g_2;
                    }
                    else
                    { /* block id: 84 */
                        uint32_t l_237 = 0xEB34223EL;
                        int32_t *l_239 = &l_223;
                        int32_t *l_240 = &l_238;
                        int32_t *l_242 = (void*)0;
                        int32_t *l_244 = &l_238;
                        int32_t *l_245 = &l_238;
                        int32_t *l_246 = &l_238;
                        int32_t *l_247 = &g_150;
                        int32_t *l_248 = &l_38;
                        int32_t *l_249 = &l_38;
                        int32_t *l_250 = (void*)0;
                        int32_t *l_251 = &g_150;
                        int32_t *l_252 = &g_23;
                        int32_t *l_254 = (void*)0;
                        int32_t *l_255 = &l_241;
                        int32_t *l_256 = &l_243;
                        int32_t *l_257 = &l_224;
                        int32_t *l_258 = &l_243;
                        int32_t *l_259 = &l_29;
                        int32_t *l_260 = &l_224;
                        int32_t *l_261 = &l_223;
                        int32_t *l_262 = &l_224;
                        int32_t *l_263 = &l_38;
                        int32_t *l_264 = &l_253;
                        int32_t *l_265 = &g_23;
                        int32_t *l_266 = &g_23;
                        int32_t *l_267 = &l_222;
                        int32_t *l_268 = &l_238;
                        int32_t *l_269 = (void*)0;
                        int32_t *l_270 = &l_29;
                        int32_t *l_271 = &l_29;
                        int32_t *l_273 = &l_272;
                        int32_t *l_274 = (void*)0;
                        int32_t *l_275 = &l_222;
                        int32_t *l_276 = &l_29;
                        int32_t *l_277 = &l_29;
                        int32_t *l_278 = (void*)0;
                        int32_t *l_279 = &l_38;
                        int32_t *l_280 = &l_223;
                        int32_t *l_281 = &l_223;
                        int32_t *l_282 = &l_238;
                        int32_t *l_283 = &l_272;
                        int32_t *l_284 = &l_222;
                        int32_t *l_285 = &l_241;
                        int32_t *l_286 = &l_272;
                        int32_t *l_288 = &l_222;
                        int32_t *l_289 = &l_243;
                        int32_t *l_290 = &l_223;
                        int32_t *l_291 = &g_150;
                        int32_t *l_292 = &l_224;
                        int32_t *l_293 = &l_241;
                        int32_t *l_294 = &l_272;
                        int32_t *l_295 = &l_272;
                        int32_t *l_296 = (void*)0;
                        int32_t *l_297 = &g_150;
                        int32_t *l_298 = (void*)0;
                        int32_t *l_301 = &g_150;
                        int32_t *l_302 = (void*)0;
                        int32_t *l_303 = &g_23;
                        int32_t *l_304 = &l_300;
                        int32_t *l_306 = &l_224;
                        int32_t *l_307 = &l_222;
                        int32_t *l_308 = &g_150;
                        int32_t *l_309 = &l_299;
                        int32_t *l_311 = &l_222;
                        int32_t *l_313 = &l_272;
                        int32_t *l_315 = &l_312;
                        int32_t *l_316 = &l_243;
                        int32_t *l_317 = &l_312;
                        int32_t *l_318 = &g_150;
                        int32_t *l_319 = (void*)0;
                        int32_t *l_320 = &l_314;
                        int32_t *l_321 = &l_223;
                        int32_t *l_322 = &l_253;
                        int32_t *l_323 = &l_300;
                        int32_t *l_325 = &l_224;
                        int32_t *l_326 = &g_23;
                        int32_t *l_327 = &l_241;
                        int32_t *l_328 = (void*)0;
                        int32_t *l_329 = &l_238;
                        int32_t *l_330 = &l_287;
                        int32_t *l_331 = &g_23;
                        int32_t *l_333 = &l_253;
                        int32_t *l_334 = &l_243;
                        int32_t *l_336 = &l_312;
                        int32_t *l_337 = &l_312;
                        int32_t *l_338 = &l_243;
                        int32_t *l_339 = (void*)0;
                        int32_t *l_340 = (void*)0;
                        int32_t *l_341 = (void*)0;
                        int32_t *l_342 = &l_224;
                        int32_t *l_344 = &g_23;
                        int32_t *l_345 = &l_335;
                        int32_t *l_346 = (void*)0;
                        int32_t *l_347 = &g_150;
                        int32_t *l_348 = &l_238;
                        int32_t *l_349 = &l_29;
                        int32_t *l_350 = (void*)0;
                        int32_t *l_351 = &l_38;
                        int32_t *l_352 = (void*)0;
                        int32_t *l_354 = &l_253;
                        int32_t *l_356 = &l_224;
                        int32_t *l_357 = (void*)0;
                        int32_t *l_359 = &l_332;
                        int32_t *l_360 = &l_238;
                        int32_t *l_361 = (void*)0;
                        int32_t *l_362 = &l_312;
                        int32_t *l_363 = &l_355;
                        int32_t *l_364 = &l_223;
                        int32_t *l_365 = &l_241;
                        int32_t *l_367 = &l_310;
                        int32_t *l_368 = &l_253;
                        int32_t *l_369 = (void*)0;
                        int32_t *l_370 = &l_222;
                        int32_t *l_372 = &l_287;
                        int32_t *l_373 = &l_241;
                        int32_t *l_375 = &g_150;
                        int32_t *l_376 = &l_299;
                        int32_t *l_377 = &l_335;
                        int32_t *l_378 = &l_238;
                        int32_t *l_379 = &l_324;
                        int32_t *l_380 = (void*)0;
                        int32_t *l_381 = &l_324;
                        int32_t *l_382 = (void*)0;
                        int32_t *l_383 = &l_310;
                        int32_t *l_384 = &l_335;
                        int32_t *l_385 = &l_243;
                        int32_t *l_386 = &l_299;
                        int32_t *l_388 = (void*)0;
                        int32_t *l_389 = &l_299;
                        int32_t *l_390 = &l_366;
                        int32_t *l_391 = (void*)0;
                        int32_t *l_392 = &l_223;
                        int32_t *l_393 = &l_253;
                        int32_t *l_394 = &g_23;
                        int32_t *l_395 = &l_324;
                        int32_t *l_396 = &l_223;
                        int32_t *l_397 = &l_335;
                        int32_t *l_398 = &l_299;
                        int32_t *l_399 = &g_150;
                        int32_t *l_400 = &l_374;
                        int32_t *l_401 = &l_300;
                        int32_t *l_402 = (void*)0;
                        int32_t *l_403 = &l_358;
                        int32_t *l_404 = &l_253;
                        int32_t *l_406 = &l_222;
                        int32_t *l_407 = &l_38;
                        int32_t *l_408 = &l_371;
                        int32_t *l_409 = (void*)0;
                        int32_t *l_410 = &l_405;
                        int32_t *l_411 = (void*)0;
                        int32_t *l_412 = &l_253;
                        int32_t *l_413 = &l_287;
                        int32_t *l_414 = &l_353;
                        int32_t *l_415 = &l_374;
                        int32_t *l_416 = (void*)0;
                        int32_t *l_417 = (void*)0;
                        int32_t *l_419 = &l_312;
                        int32_t *l_420 = &l_310;
                        int32_t *l_421 = &l_305;
                        int32_t *l_423 = &l_243;
                        int32_t *l_424 = (void*)0;
                        int32_t l_427 = (-2L);
                        int32_t *l_428 = (void*)0;
                        int32_t l_429 = 1L;
                        int32_t *l_430 = &l_272;
                        int32_t *l_431 = &l_224;
                        int32_t *l_434 = &l_243;
                        int32_t *l_436 = (void*)0;
                        int32_t *l_438 = &l_332;
                        int32_t *l_439 = (void*)0;
                        int32_t *l_440 = &g_150;
                        int32_t *l_441 = (void*)0;
                        int32_t *l_443 = &l_371;
                        int32_t *l_444 = (void*)0;
                        int32_t *l_445 = &l_332;
                        int32_t *l_446 = &l_433;
                        int32_t *l_447 = &l_355;
                        int32_t *l_448 = &l_224;
                        int32_t *l_449 = &l_299;
                        int32_t *l_450 = &l_243;
                        int32_t *l_451 = &l_355;
                        int32_t *l_452 = &l_253;
                        int32_t *l_453 = &l_426;
                        int32_t *l_454 = &l_374;
                        int32_t *l_455 = &l_353;
                        int32_t *l_456 = &l_374;
                        int32_t *l_457 = &l_300;
                        int32_t *l_458 = &l_241;
                        int32_t *l_459 = &l_287;
                        int32_t *l_460 = (void*)0;
                        int32_t *l_461 = &l_335;
                        int32_t *l_462 = &l_300;
                        int32_t *l_463 = (void*)0;
                        int32_t *l_464 = &l_358;
                        int32_t *l_465 = &l_387;
                        int32_t *l_466 = &l_310;
                        int32_t *l_467 = &l_314;
                        int32_t *l_468 = &l_241;
                        int32_t *l_469 = &l_437;
                        int32_t *l_470 = &l_432;
                        int32_t *l_471 = &l_387;
                        int32_t *l_472 = &l_353;
                        l_222 |= l_237;
                        g_473++;
                        (*l_290) &= ((*l_440) |= l_253);
                        (*g_476) = g_123.f5;
                    }
                    if (l_324)
                        continue;
                }
                if (l_422)
                    break;
            }
            else
            { /* block id: 94 */
                union U3 **l_477 = &g_163;
                int32_t l_491 = 0xCB03ED47L;
                (*l_477) = (void*)0;
                if (p_19)
                    continue;
                (*l_26) |= ((int32_t)(0x7C20CE6CC8B56E77LL | (((int64_t)((uint8_t)0xFCL >> (uint8_t)3) - (int64_t)((((g_484 , (*l_208)) != (void*)0) , ((uint16_t)p_18 << (uint16_t)0)) , (g_87.f6 > (((int32_t)((uint16_t)g_2 * (uint16_t)0x31EDL) - (int32_t)0x3BD74A38L) || 0xC3E4L)))) || g_96.f1)) % (int32_t)l_491);
            }
        }
        for (l_432 = (-26); (l_432 <= (-26)); ++l_432)
        { /* block id: 102 */
            uint32_t l_515 = 7UL;
            int32_t *l_522 = (void*)0;
            l_494 = l_494;
            for (g_23 = 0; (g_23 > 0); g_23 += 6)
            { /* block id: 106 */
                int32_t l_509 = 0x3773B887L;
                int64_t *l_514 = &l_343;
                union U3 * const ***l_518 = (void*)0;
                int32_t *l_521 = &l_29;
                if ((((int16_t)((g_108.f3 |= ((int8_t)((g_116 , ((-(uint16_t)((uint32_t)((g_504 , (((((int16_t)(-1L) + (int16_t)g_96.f1) != (((((((int8_t)l_509 << (int8_t)((0x4D78L != ((&g_125 == l_510) | ((uint16_t)l_222 << (uint16_t)l_509))) , 0xECL)) > l_509) , &l_343) == l_514) , l_433) > l_509)) && 65535UL) >= g_213.f6)) & 9L) + (uint32_t)0UL)) > 4294967292UL)) < l_515) * (int8_t)0xA1L)) , p_19) << (int16_t)13) | p_19))
                { /* block id: 108 */
                    int32_t **l_519 = (void*)0;
                    int32_t **l_520 = (void*)0;
                    for (g_120.f9 = 0; (g_120.f9 != 14); ++g_120.f9)
                    { /* block id: 111 */
                        return &g_21;
                    }
                    if (l_509)
                        continue;
                    l_522 = (((*l_234) ^= (l_518 != &g_106)) , (l_521 = (*g_235)));
                }
                else
                { /* block id: 118 */
                    uint32_t l_523 = 0xA467A130L;
                    ++l_523;
                }
                for (g_108.f0 = (-15); (g_108.f0 != 26); ++g_108.f0)
                { /* block id: 123 */
                    uint32_t l_531 = 0x1A480A0AL;
                    uint32_t *l_532 = (void*)0;
                    int8_t *l_559 = &g_147;
                    if ((~((int16_t)((g_120.f4.f0 >= ((*l_33) = ((l_222 |= l_531) >= p_18))) != p_18) * (int16_t)(p_18 >= (0x49L >= g_104)))))
                    { /* block id: 126 */
                        int32_t **l_536 = &l_36;
                        (*l_536) = l_532;
                        if (g_537)
                            continue;
                        return &g_147;
                    }
                    else
                    { /* block id: 130 */
                        uint8_t *l_539 = (void*)0;
                        uint8_t *l_540 = &g_39;
                        int32_t **l_550 = &l_25;
                        int32_t **l_551 = &l_31;
                        g_64 &= (((!p_19) >= (--(*l_540))) > (g_89.f0 | ((int8_t)((g_150 = ((*l_33) = (((int16_t)(0xDBL <= (-(int8_t)(g_51.f1 & g_147))) * (int16_t)((uint8_t)((g_236 = ((*l_550) = &g_23)) == ((*l_551) = l_522)) << (uint8_t)((p_18 || 4L) == p_18))) , (*g_236)))) & p_19) / (int8_t)l_531)));
                        if ((*g_236))
                            continue;
                        (*l_32) |= ((uint16_t)(&g_125 == &g_125) << (uint16_t)(0xA0L != (0x0EAAL == ((*l_234) = g_89.f8))));
                        (*l_550) = l_522;
                    }
                    (*l_32) = (p_19 >= (((int8_t)(((!(((uint8_t)(p_18 != g_213.f1) * (uint8_t)(((*l_559) = ((*l_20) = 1L)) == 0xDDL)) <= ((int16_t)(((0x31A39DE8AD8BABC1LL ^ g_116.f3) , &g_39) != (void*)0) >> (int16_t)p_18))) && p_18) > g_213.f6) * (int8_t)g_23) > 1UL));
                }
                for (l_223 = (-25); (l_223 >= 1); l_223 += 1)
                { /* block id: 149 */
                    return l_20;
                }
            }
        }
        l_564 = (void*)0;
    }
    return l_20;
}


/* ------------------------------------------ */
/* 
 * reads : g_21 g_125 g_123.f7 g_116.f0 g_108.f0 g_123.f6 g_150 g_22 g_23 g_123.f9 g_108.f4 g_116.f1
 * writes: g_21 g_122 g_126 g_64 g_23 g_108.f0 g_96.f1 g_147 g_116.f3 g_150 g_123.f6
 */
static union U3 * func_42(int32_t  p_43, uint64_t  p_44)
{ /* block id: 31 */
    int8_t l_129 = 5L;
    int32_t l_137 = 0xAC551041L;
    uint32_t l_143 = 7UL;
    union U3 **l_156 = (void*)0;
    union U3 *l_158 = (void*)0;
    union U3 **l_157 = &l_158;
    int32_t *l_159 = &g_23;
    union U3 ****l_161 = &g_114;
    union U3 *****l_160 = &l_161;
    for (g_21 = 0; (g_21 < (-24)); g_21 -= 7)
    { /* block id: 34 */
        struct S2 *l_119 = &g_120;
        struct S2 **l_121 = &l_119;
        struct S2 ***l_124 = &l_121;
        int32_t *l_136 = &g_64;
        uint64_t *l_139 = &g_96.f1;
        uint64_t *l_140 = &g_108.f0;
        int8_t *l_146 = &g_147;
        int64_t *l_148 = &g_116.f3;
        int32_t *l_149 = &g_150;
        g_122 = ((*l_121) = l_119);
        (*g_125) = ((*l_124) = &g_122);
        (*l_149) |= (((*l_148) = (l_129 && (9L >= ((uint64_t)(((*l_139) = ((int16_t)((uint32_t)g_123.f7 % (uint32_t)(l_137 = (g_23 = ((*l_136) = g_116.f0)))) >> (int16_t)((!0xE037L) ^ (++(*l_140))))) > (l_143 != 1L)) - (uint64_t)(((3L | (((*l_146) = ((uint32_t)g_123.f6 % (uint32_t)(-9L))) >= p_43)) >= p_43) >= 0x34L))))) == 0x4E4CF6FCF68907D7LL);
        if ((*g_22))
            continue;
    }
    (*l_159) |= ((l_156 = ((l_143 <= (-1L)) , ((g_123.f6 = ((uint64_t)(g_96.f1 = ((~l_137) || g_123.f9)) + (uint64_t)((g_108.f4 == g_116.f1) & ((uint16_t)0x3947L / (uint16_t)0xD3B2L)))) , l_156))) != l_157);
    (*l_160) = &g_114;
    return &g_51;
}


/* ------------------------------------------ */
/* 
 * reads : g_23 g_86 g_96 g_50 g_2 g_104 g_96.f2 g_22 g_106 g_108 g_64 g_107 g_113 g_116
 * writes: g_23 g_64 g_107 g_50 g_114
 */
static struct S1  func_45(int16_t  p_46, const union U3 * p_47, uint32_t  p_48, int32_t  p_49)
{ /* block id: 8 */
    uint32_t l_83 = 0x7E6E1851L;
    volatile struct S2 * volatile l_88 = &g_89;/* VOLATILE GLOBAL l_88 */
    uint32_t l_105 = 0x549FED5CL;
    union U3 *l_109 = &g_96;
    union U3 **l_111 = &l_109;
    union U3 ***l_110 = &l_111;
    for (p_48 = 12; (p_48 > 45); ++p_48)
    { /* block id: 11 */
        union U3 *l_97 = &g_96;
        int32_t l_102 = 0L;
        for (g_23 = 0; (g_23 < 11); ++g_23)
        { /* block id: 14 */
            int32_t *l_62 = (void*)0;
            int32_t *l_63 = &g_64;
            int32_t *l_65 = &g_64;
            int32_t *l_66 = &g_64;
            int32_t *l_67 = &g_64;
            int32_t *l_68 = &g_64;
            int32_t *l_69 = &g_64;
            int32_t *l_70 = &g_64;
            int32_t *l_71 = &g_64;
            int32_t *l_72 = &g_64;
            int32_t *l_73 = &g_64;
            int32_t *l_74 = &g_64;
            int32_t *l_75 = (void*)0;
            int32_t *l_76 = &g_64;
            int32_t *l_77 = &g_64;
            int32_t *l_78 = &g_64;
            int32_t *l_79 = &g_64;
            int32_t *l_80 = &g_64;
            int32_t *l_81 = &g_64;
            int32_t *l_82 = (void*)0;
            int32_t *l_103 = &g_2;
            l_83++;
            l_88 = g_86;
            if ((((int32_t)(((((((((((((int8_t)((((((int8_t)((g_96 , l_97) == g_50) * (int8_t)((0L == ((g_64 = p_48) < ((((uint16_t)((((uint8_t)((l_102 < l_83) && ((void*)0 != l_103)) * (uint8_t)l_102) , p_46) ^ p_46) << (uint16_t)11) , 0xCB9B5B590B87A386LL) | g_2))) , p_46)) >= g_2) != p_46) && l_102) >= l_102) - (int8_t)l_83) | g_104) <= l_105) , 0UL) == p_46) && p_48) < p_48) > g_96.f2) >= 0x33D27CF1A457CE11LL) ^ p_49) , p_48) , p_46) - (int32_t)0xE29F52E1L) , (*g_22)))
            { /* block id: 18 */
                (*g_106) = &p_47;
                return g_108;
            }
            else
            { /* block id: 21 */
                (*l_79) ^= l_83;
                (*l_78) ^= (*g_22);
                return g_108;
            }
        }
    }
    (*g_107) = l_109;
    (*g_113) = l_110;
    return g_116;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_51.f0, "g_51.f0", print_hash_value);
    transparent_crc(g_51.f2, "g_51.f2", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_87.f0, "g_87.f0", print_hash_value);
    transparent_crc(g_87.f1, "g_87.f1", print_hash_value);
    transparent_crc(g_87.f2, "g_87.f2", print_hash_value);
    transparent_crc(g_87.f3.f0, "g_87.f3.f0", print_hash_value);
    transparent_crc(g_87.f4.f0, "g_87.f4.f0", print_hash_value);
    transparent_crc(g_87.f5.f0, "g_87.f5.f0", print_hash_value);
    transparent_crc(g_87.f6, "g_87.f6", print_hash_value);
    transparent_crc(g_87.f7, "g_87.f7", print_hash_value);
    transparent_crc(g_87.f8, "g_87.f8", print_hash_value);
    transparent_crc(g_87.f9, "g_87.f9", print_hash_value);
    transparent_crc(g_89.f0, "g_89.f0", print_hash_value);
    transparent_crc(g_89.f1, "g_89.f1", print_hash_value);
    transparent_crc(g_89.f2, "g_89.f2", print_hash_value);
    transparent_crc(g_89.f3.f0, "g_89.f3.f0", print_hash_value);
    transparent_crc(g_89.f4.f0, "g_89.f4.f0", print_hash_value);
    transparent_crc(g_89.f5.f0, "g_89.f5.f0", print_hash_value);
    transparent_crc(g_89.f6, "g_89.f6", print_hash_value);
    transparent_crc(g_89.f7, "g_89.f7", print_hash_value);
    transparent_crc(g_89.f8, "g_89.f8", print_hash_value);
    transparent_crc(g_89.f9, "g_89.f9", print_hash_value);
    transparent_crc(g_96.f0, "g_96.f0", print_hash_value);
    transparent_crc(g_96.f2, "g_96.f2", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_108.f0, "g_108.f0", print_hash_value);
    transparent_crc(g_108.f1, "g_108.f1", print_hash_value);
    transparent_crc(g_108.f2, "g_108.f2", print_hash_value);
    transparent_crc(g_108.f3, "g_108.f3", print_hash_value);
    transparent_crc(g_108.f4, "g_108.f4", print_hash_value);
    transparent_crc(g_116.f0, "g_116.f0", print_hash_value);
    transparent_crc(g_116.f1, "g_116.f1", print_hash_value);
    transparent_crc(g_116.f2, "g_116.f2", print_hash_value);
    transparent_crc(g_116.f3, "g_116.f3", print_hash_value);
    transparent_crc(g_116.f4, "g_116.f4", print_hash_value);
    transparent_crc(g_120.f0, "g_120.f0", print_hash_value);
    transparent_crc(g_120.f1, "g_120.f1", print_hash_value);
    transparent_crc(g_120.f2, "g_120.f2", print_hash_value);
    transparent_crc(g_120.f3.f0, "g_120.f3.f0", print_hash_value);
    transparent_crc(g_120.f4.f0, "g_120.f4.f0", print_hash_value);
    transparent_crc(g_120.f5.f0, "g_120.f5.f0", print_hash_value);
    transparent_crc(g_120.f6, "g_120.f6", print_hash_value);
    transparent_crc(g_120.f7, "g_120.f7", print_hash_value);
    transparent_crc(g_120.f8, "g_120.f8", print_hash_value);
    transparent_crc(g_120.f9, "g_120.f9", print_hash_value);
    transparent_crc(g_123.f0, "g_123.f0", print_hash_value);
    transparent_crc(g_123.f1, "g_123.f1", print_hash_value);
    transparent_crc(g_123.f2, "g_123.f2", print_hash_value);
    transparent_crc(g_123.f3.f0, "g_123.f3.f0", print_hash_value);
    transparent_crc(g_123.f4.f0, "g_123.f4.f0", print_hash_value);
    transparent_crc(g_123.f5.f0, "g_123.f5.f0", print_hash_value);
    transparent_crc(g_123.f6, "g_123.f6", print_hash_value);
    transparent_crc(g_123.f7, "g_123.f7", print_hash_value);
    transparent_crc(g_123.f8, "g_123.f8", print_hash_value);
    transparent_crc(g_123.f9, "g_123.f9", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_150, "g_150", print_hash_value);
    transparent_crc(g_168.f0, "g_168.f0", print_hash_value);
    transparent_crc(g_202, "g_202", print_hash_value);
    transparent_crc(g_213.f0, "g_213.f0", print_hash_value);
    transparent_crc(g_213.f1, "g_213.f1", print_hash_value);
    transparent_crc(g_213.f2, "g_213.f2", print_hash_value);
    transparent_crc(g_213.f3.f0, "g_213.f3.f0", print_hash_value);
    transparent_crc(g_213.f4.f0, "g_213.f4.f0", print_hash_value);
    transparent_crc(g_213.f5.f0, "g_213.f5.f0", print_hash_value);
    transparent_crc(g_213.f6, "g_213.f6", print_hash_value);
    transparent_crc(g_213.f7, "g_213.f7", print_hash_value);
    transparent_crc(g_213.f8, "g_213.f8", print_hash_value);
    transparent_crc(g_213.f9, "g_213.f9", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_473, "g_473", print_hash_value);
    transparent_crc(g_484.f0, "g_484.f0", print_hash_value);
    transparent_crc(g_484.f1, "g_484.f1", print_hash_value);
    transparent_crc(g_484.f2, "g_484.f2", print_hash_value);
    transparent_crc(g_484.f3, "g_484.f3", print_hash_value);
    transparent_crc(g_484.f4, "g_484.f4", print_hash_value);
    transparent_crc(g_504.f0, "g_504.f0", print_hash_value);
    transparent_crc(g_504.f2, "g_504.f2", print_hash_value);
    transparent_crc(g_537, "g_537", print_hash_value);
    transparent_crc(g_570.f0, "g_570.f0", print_hash_value);
    transparent_crc(g_570.f2, "g_570.f2", print_hash_value);
    transparent_crc(g_598.f0, "g_598.f0", print_hash_value);
    transparent_crc(g_598.f2, "g_598.f2", print_hash_value);
    transparent_crc(g_604, "g_604", print_hash_value);
    transparent_crc(g_615, "g_615", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 118
   depth: 1, occurrence: 4
XXX total union variables: 4

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 14
breakdown:
   indirect level: 0, occurrence: 3
   indirect level: 1, occurrence: 7
   indirect level: 2, occurrence: 1
   indirect level: 3, occurrence: 0
   indirect level: 4, occurrence: 2
   indirect level: 5, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 9
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 7
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 1

XXX max expression depth: 35
breakdown:
   depth: 1, occurrence: 100
   depth: 2, occurrence: 17
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 9, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 1
   depth: 31, occurrence: 1
   depth: 34, occurrence: 1
   depth: 35, occurrence: 1

XXX total number of pointers: 363

XXX times a variable address is taken: 306
XXX times a pointer is dereferenced on RHS: 31
breakdown:
   depth: 1, occurrence: 30
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 73
breakdown:
   depth: 1, occurrence: 73
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 708

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 284
   level: 2, occurrence: 9
   level: 3, occurrence: 1
   level: 4, occurrence: 1
XXX number of pointers point to pointers: 52
XXX number of pointers point to scalars: 292
XXX number of pointers point to structs: 12
XXX percent of pointers has null in alias set: 20.4
XXX average alias set size: 1.09

XXX times a non-volatile is read: 278
XXX times a non-volatile is write: 180
XXX times a volatile is read: 27
XXX    times read thru a pointer: 0
XXX times a volatile is write: 15
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 558
XXX percentage of non-volatile access: 91.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 88
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 24
   depth: 1, occurrence: 14
   depth: 2, occurrence: 7
   depth: 3, occurrence: 19
   depth: 4, occurrence: 11
   depth: 5, occurrence: 13

XXX percentage a fresh-made variable is used: 28
XXX percentage an existing variable is used: 72
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

