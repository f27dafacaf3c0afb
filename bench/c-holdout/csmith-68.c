/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 68 --no-safe-math --max-funcs 6
 * Seed:      68
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
   signed f0 : 16;
};
#pragma pack(pop)

union U1 {
   int32_t  f0;
   int8_t * volatile  f1;
   const volatile int16_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x5683C8FCL;
static int8_t g_14 = (-4L);
static int8_t g_24 = (-1L);
static int32_t g_47 = (-8L);
static union U1 g_70 = {1L};/* VOLATILE GLOBAL g_70 */
static int32_t g_72[10] = {0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL,0x1B820FDEL};
static int8_t g_73 = 0x9EL;
static uint8_t g_83 = 6UL;
static uint32_t *g_84 = (void*)0;
static uint64_t g_95 = 7UL;
static int32_t *g_100 = &g_2;
static int32_t ** volatile g_99[10] = {&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100};
static volatile struct S0 g_119[3] = {{-100},{-100},{-100}};
static const uint32_t g_136 = 4294967295UL;
static int32_t ** volatile g_141 = &g_100;/* VOLATILE GLOBAL g_141 */
static uint8_t **g_148 = (void*)0;
static int64_t g_151[1] = {0xC00BEEA7B122D034LL};
static uint16_t g_166 = 65526UL;
static int8_t *g_167 = &g_24;
static int16_t g_169 = (-2L);
static uint16_t g_190 = 0x9781L;
static int32_t g_212 = (-6L);
static int32_t * volatile g_211 = &g_212;/* VOLATILE GLOBAL g_211 */
static uint16_t g_279 = 0UL;
static uint32_t g_280 = 0xBA162BEFL;
static int32_t ** volatile g_293 = &g_100;/* VOLATILE GLOBAL g_293 */
static volatile uint64_t g_300 = 18446744073709551615UL;/* VOLATILE GLOBAL g_300 */
static int32_t g_301 = 0L;
static int16_t g_326 = 4L;
static volatile uint32_t g_371 = 0xEE8E4BB4L;/* VOLATILE GLOBAL g_371 */
static volatile uint32_t * volatile g_370 = &g_371;/* VOLATILE GLOBAL g_370 */
static uint32_t g_390 = 0xBCF06DC2L;
static int32_t ** volatile g_398 = (void*)0;/* VOLATILE GLOBAL g_398 */
static int32_t ** volatile g_399 = (void*)0;/* VOLATILE GLOBAL g_399 */
static int32_t ** volatile g_400 = (void*)0;/* VOLATILE GLOBAL g_400 */
static int64_t *g_414 = &g_151[0];
static const union U1 *g_423 = &g_70;
static const union U1 **g_422 = &g_423;
static struct S0 g_457 = {123};
static volatile uint64_t * volatile *g_464 = (void*)0;
static uint64_t *g_469[1][5][2] = {{{&g_95,&g_95},{&g_95,&g_95},{&g_95,&g_95},{&g_95,&g_95},{&g_95,&g_95}}};
static uint64_t **g_468 = &g_469[0][3][1];
static volatile union U1 g_475 = {5L};/* VOLATILE GLOBAL g_475 */
static const volatile uint8_t g_501 = 0UL;/* VOLATILE GLOBAL g_501 */
static const volatile uint8_t * volatile g_500 = &g_501;/* VOLATILE GLOBAL g_500 */
static const volatile uint8_t * volatile * volatile g_499 = &g_500;/* VOLATILE GLOBAL g_499 */
static uint8_t **** volatile g_506 = (void*)0;/* VOLATILE GLOBAL g_506 */
static uint8_t ***g_508 = &g_148;
static uint8_t **** volatile g_507 = &g_508;/* VOLATILE GLOBAL g_507 */
static uint16_t **g_535 = (void*)0;
static int32_t ** volatile g_548 = &g_100;/* VOLATILE GLOBAL g_548 */
static volatile union U1 g_557 = {0x224CD0D6L};/* VOLATILE GLOBAL g_557 */
static uint32_t **g_573 = &g_84;
static int32_t ** volatile g_588 = &g_100;/* VOLATILE GLOBAL g_588 */
static union U1 g_589 = {0xD6900D06L};/* VOLATILE GLOBAL g_589 */
static int32_t ** volatile g_600 = &g_100;/* VOLATILE GLOBAL g_600 */
static union U1 g_619 = {0L};/* VOLATILE GLOBAL g_619 */
static union U1 g_622 = {0x8257F892L};/* VOLATILE GLOBAL g_622 */
static uint64_t *g_649 = &g_95;
static int32_t g_653[5][7] = {{0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L},{(-5L),0x080FB0AEL,(-5L),0x080FB0AEL,(-5L),0x080FB0AEL,(-5L)},{0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L},{(-5L),0x080FB0AEL,(-5L),0x080FB0AEL,(-5L),0x080FB0AEL,(-5L)},{0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L,0x6055C750L}};
static int32_t * volatile g_663 = (void*)0;/* VOLATILE GLOBAL g_663 */
static volatile struct S0 *g_668 = &g_119[1];
static const int8_t g_679 = 0xB3L;
static const int8_t g_681 = 0xDFL;
static const int8_t g_683 = 0x72L;
static int32_t g_722[7] = {0xC0B2CE4DL,(-1L),0xC0B2CE4DL,0xC0B2CE4DL,(-1L),0xC0B2CE4DL,0xC0B2CE4DL};
static int32_t ** volatile g_732 = (void*)0;/* VOLATILE GLOBAL g_732 */
static int32_t ** volatile g_779 = &g_100;/* VOLATILE GLOBAL g_779 */
static const int32_t *g_783 = &g_2;
static const int32_t ** volatile g_782 = &g_783;/* VOLATILE GLOBAL g_782 */
static int32_t * volatile g_784 = &g_722[1];/* VOLATILE GLOBAL g_784 */
static uint8_t * const g_848 = &g_83;
static uint8_t * const *g_847[5][3] = {{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848}};
static int32_t g_849 = 0xC48791B6L;
static uint32_t g_857[7] = {0xD3C4EABBL,0xD3C4EABBL,0xD3C4EABBL,0xD3C4EABBL,0xD3C4EABBL,0xD3C4EABBL,0xD3C4EABBL};
static uint16_t g_873 = 0UL;
static int64_t g_898 = 0xA96B1D8D1604ACECLL;
static int16_t *g_900 = &g_326;
static int64_t g_946 = 0xD9FF0BF4FC0C3501LL;
static uint64_t *** const g_952 = &g_468;
static uint64_t *** const *g_951 = &g_952;
static const int32_t ** volatile g_954 = &g_783;/* VOLATILE GLOBAL g_954 */
static const int32_t ** volatile g_955[10][2][1] = {{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}},{{&g_783},{&g_783}}};
static const int32_t ** volatile g_956 = &g_783;/* VOLATILE GLOBAL g_956 */
static int32_t ** volatile g_974 = &g_100;/* VOLATILE GLOBAL g_974 */
static volatile int32_t g_983 = 0xE3095A96L;/* VOLATILE GLOBAL g_983 */
static struct S0 *g_989 = &g_457;


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int32_t  func_5(const int8_t * p_6, const uint32_t  p_7, int8_t * p_8, struct S0  p_9, uint32_t  p_10);
static const int8_t * func_11(int8_t * p_12);
static int8_t * func_16(int16_t  p_17, uint32_t  p_18);
static uint64_t  func_19(int8_t * p_20, uint16_t  p_21, uint64_t  p_22);
static int16_t  func_38(uint8_t  p_39);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_190 g_668 g_119
 * writes: g_2 g_190 g_989
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int8_t *l_23[1][4][5];
    int32_t l_25 = 0xB19D88C8L;
    int32_t l_661 = 0xC39B39D6L;
    union U1 *l_690 = &g_622;
    union U1 **l_689 = &l_690;
    union U1 ***l_688 = &l_689;
    union U1 ***l_691 = &l_689;
    int64_t l_696 = (-1L);
    int32_t l_699 = 0x603E85C7L;
    int32_t l_701 = (-3L);
    const uint32_t l_723[8][7][1] = {{{5UL},{3UL},{18446744073709551615UL},{3UL},{5UL},{18446744073709551615UL},{18446744073709551615UL}},{{18446744073709551615UL},{18446744073709551615UL},{5UL},{3UL},{18446744073709551615UL},{3UL},{5UL}},{{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{5UL},{3UL},{18446744073709551615UL}},{{3UL},{5UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{5UL}},{{3UL},{18446744073709551615UL},{3UL},{5UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL}},{{18446744073709551615UL},{5UL},{3UL},{18446744073709551615UL},{3UL},{5UL},{18446744073709551615UL}},{{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{5UL},{3UL},{18446744073709551615UL},{3UL}},{{5UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{18446744073709551615UL},{5UL},{3UL}}};
    struct S0 l_724[6][4][5] = {{{{-243},{-243},{-221},{-8},{-116}},{{241},{-218},{-221},{104},{88}},{{91},{-221},{-30},{-221},{91}},{{-8},{-218},{-116},{91},{-243}}},{{{-8},{-243},{88},{-92},{-92}},{{91},{191},{91},{-218},{-243}},{{241},{-92},{-243},{-218},{91}},{{-243},{88},{-92},{-92},{88}}},{{{88},{-163},{-243},{91},{-116}},{{191},{-163},{91},{-221},{-30}},{{104},{88},{88},{104},{-221}},{{191},{-92},{-116},{-8},{-221}}},{{{88},{191},{-30},{-221},{241}},{{-221},{-221},{191},{-218},{-30}},{{91},{-163},{191},{-243},{104}},{{-92},{191},{241},{191},{-92}}},{{{-218},{-163},{-30},{-92},{-221}},{{-218},{-221},{104},{88},{88}},{{-92},{-8},{-92},{-163},{-221}},{{91},{88},{-221},{-163},{-92}}},{{{-221},{104},{88},{88},{104}},{{104},{-116},{-221},{-92},{-30}},{{-8},{-116},{-92},{191},{241}},{{-243},{104},{104},{-243},{191}}}};
    int32_t l_754[3];
    uint32_t l_755 = 0xBD9E80B2L;
    uint8_t ***l_803 = &g_148;
    int32_t *l_805 = &g_722[3];
    uint64_t *** const l_815 = &g_468;
    int32_t l_884[3][8] = {{3L,0x9C631662L,1L,0x61463076L,0L,0L,0x61463076L,1L},{0x44F04B39L,0x44F04B39L,0x9C631662L,1L,0L,1L,0xE0329E04L,1L},{3L,1L,1L,1L,3L,0xD673CC36L,0x44F04B39L,1L}};
    uint16_t l_931 = 1UL;
    uint64_t l_947 = 1UL;
    uint32_t l_972[6] = {0x62A6A8DDL,0x62A6A8DDL,0x62A6A8DDL,0x62A6A8DDL,0x62A6A8DDL,0x62A6A8DDL};
    int16_t l_981[8] = {(-10L),0xD7C5L,(-10L),(-10L),0xD7C5L,(-10L),(-10L),0xD7C5L};
    int32_t l_982 = 1L;
    uint32_t l_986[4];
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
                l_23[i][j][k] = &g_24;
        }
    }
    for (i = 0; i < 3; i++)
        l_754[i] = 0x4D4AD72CL;
    for (i = 0; i < 4; i++)
        l_986[i] = 18446744073709551610UL;
    for (g_2 = (-29); (g_2 >= (-22)); ++g_2)
    { /* block id: 3 */
        int8_t *l_13[3][5] = {{&g_14,(void*)0,(void*)0,&g_14,(void*)0},{&g_14,(void*)0,(void*)0,&g_14,(void*)0},{&g_14,(void*)0,(void*)0,&g_14,(void*)0}};
        int32_t l_289[9][1] = {{(-8L)},{0x82A283FAL},{(-8L)},{0x82A283FAL},{(-8L)},{0x82A283FAL},{(-8L)},{0x82A283FAL},{(-8L)}};
        int32_t *l_642 = &g_212;
        uint64_t *l_648[8][7] = {{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95},{&g_95,&g_95,&g_95,&g_95,&g_95,&g_95,&g_95}};
        uint8_t *l_652 = &g_83;
        uint8_t ** const l_651[7][7][3] = {{{&l_652,&l_652,(void*)0},{&l_652,&l_652,(void*)0},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}},{{(void*)0,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,(void*)0,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652},{&l_652,&l_652,&l_652}}};
        const int8_t *l_682 = &g_683;
        uint32_t l_692 = 3UL;
        int32_t *l_694 = (void*)0;
        const union U1 **l_731 = &g_423;
        struct S0 l_735 = {10};
        uint8_t ***l_801 = &g_148;
        uint8_t l_830 = 249UL;
        uint32_t l_852[5][4] = {{4294967295UL,4294967295UL,0xA614231DL,4294967295UL},{0x14BD131EL,0xD837A255L,4294967287UL,0xA614231DL},{4294967295UL,0xD837A255L,0xD837A255L,4294967295UL},{0xD837A255L,4294967295UL,0x14BD131EL,4294967295UL},{0xD837A255L,0x14BD131EL,0xD837A255L,4294967287UL}};
        uint32_t l_912 = 18446744073709551615UL;
        uint64_t *l_964 = (void*)0;
        uint16_t l_970[5] = {65532UL,65532UL,65532UL,65532UL,65532UL};
        int32_t l_973 = 0xE23CEE15L;
        int i, j, k;
    }
    for (g_190 = (-23); (g_190 <= 22); g_190 += 6)
    { /* block id: 428 */
        int32_t *l_977 = &l_754[0];
        int32_t *l_978 = &g_722[0];
        int32_t l_979 = 0xB54DC2A2L;
        int32_t *l_980[3];
        int64_t l_984 = (-5L);
        int8_t l_985 = 0x87L;
        int i;
        for (i = 0; i < 3; i++)
            l_980[i] = &l_754[2];
        l_986[2]--;
        return (*g_668);
    }
    g_989 = &l_724[5][2][3];
    return (*g_668);
}


/* ------------------------------------------ */
/* 
 * reads : g_370 g_371 g_464 g_167 g_73 g_24 g_47 g_212 g_475 g_499 g_507 g_279 g_535 g_548 g_190 g_557 g_468 g_390 g_95 g_301 g_211 g_588 g_589 g_600 g_414 g_100 g_619 g_422 g_423 g_70 g_622 g_72 g_589.f0 g_619.f0 g_457.f0
 * writes: g_468 g_212 g_73 g_24 g_148 g_508 g_279 g_535 g_47 g_100 g_190 g_301 g_573 g_151 g_457.f0
 */
static int32_t  func_5(const int8_t * p_6, const uint32_t  p_7, int8_t * p_8, struct S0  p_9, uint32_t  p_10)
{ /* block id: 174 */
    uint64_t *l_466 = &g_95;
    uint64_t **l_465 = &l_466;
    uint64_t ***l_467 = &l_465;
    int32_t l_470 = 0xAEFCE2A1L;
    struct S0 *l_471[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint16_t *l_482[2];
    int32_t l_513[4][9][4] = {{{0x43B8E29CL,(-4L),(-3L),0x977CFC8CL},{1L,0x54ABDEEFL,(-9L),(-3L)},{(-6L),(-9L),0x9961517DL,0x43B8E29CL},{0x309EF3BAL,1L,1L,0x309EF3BAL},{1L,0x43B8E29CL,5L,(-1L)},{0xD29A65FEL,2L,0L,0x272AAFEEL},{0xDC264661L,0xA4CF3531L,(-9L),0x272AAFEEL},{0L,0xA52765D8L,0xB4DB1A41L,0x79572A9AL},{(-10L),(-1L),(-7L),5L}},{{(-9L),0x9961517DL,(-1L),(-1L)},{1L,0xA4CF3531L,0L,(-1L)},{(-1L),1L,(-7L),0x8DB87215L},{5L,4L,0L,0x9E23ADA1L},{0L,(-1L),0x9961517DL,0xB4DB1A41L},{1L,(-5L),0xB4193C33L,(-5L)},{(-5L),4L,0L,0L},{(-1L),(-1L),0x79572A9AL,(-1L)},{(-10L),1L,0x977CFC8CL,0x9E23ADA1L}},{{(-10L),0x9961517DL,0x79572A9AL,(-10L)},{(-1L),0x9E23ADA1L,0L,0x79572A9AL},{(-5L),0xA4CF3531L,0xB4193C33L,0x8DB87215L},{1L,0xF4EA0DA7L,0x9961517DL,(-4L)},{0L,1L,0L,0x79572A9AL},{5L,(-5L),(-7L),(-3L)},{(-1L),0x9961517DL,0L,(-5L)},{1L,0xA52765D8L,(-1L),(-1L)},{(-9L),(-9L),(-7L),(-4L)}},{{(-10L),4L,0xB4DB1A41L,(-1L)},{0L,0x9E23ADA1L,1L,0xB4DB1A41L},{(-1L),0x9E23ADA1L,0xB4193C33L,(-1L)},{0x9E23ADA1L,4L,0x78C5F45EL,(-4L)},{(-1L),(-9L),0x9961517DL,(-1L)},{5L,0xA52765D8L,0x977CFC8CL,(-5L)},{(-3L),0x9961517DL,1L,(-3L)},{(-1L),(-5L),(-1L),0x79572A9AL},{(-1L),1L,0xB4193C33L,(-4L)}}};
    uint32_t l_582 = 0UL;
    uint8_t *l_592 = &g_83;
    uint8_t **l_591 = &l_592;
    uint64_t ***l_594 = (void*)0;
    uint64_t ***l_595 = &g_468;
    int8_t l_634 = 0x20L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_482[i] = &g_190;
    if (((((0UL == (((*g_370) == ((((((int8_t)(((int16_t)(((uint8_t)(g_464 == (g_468 = ((*l_467) = l_465))) << (uint8_t)1) && 0UL) - (int16_t)(l_470 , ((*g_167) && ((p_7 == l_470) , p_7)))) , (-7L)) * (int8_t)3UL) >= 0x3AL) , g_47) , l_471[0]) != (void*)0)) != l_470)) , l_470) ^ p_9.f0) >= l_470))
    { /* block id: 177 */
        int32_t *l_472[5][1];
        uint8_t *l_497 = &g_83;
        uint8_t **l_496 = &l_497;
        int i, j;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 1; j++)
                l_472[i][j] = &g_212;
        }
        p_9.f0 = 0L;
        for (g_212 = 0; (g_212 >= (-2)); g_212--)
        { /* block id: 181 */
            uint64_t ** const *l_476 = &l_465;
            struct S0 l_477 = {236};
            uint16_t *l_483 = &g_279;
            int32_t l_504 = 3L;
            if (((((0x8FL ^ (((g_475 , p_9.f0) , l_476) == &g_468)) & (l_477 , ((uint32_t)(((1UL | 0L) && ((int8_t)0x45L / (int8_t)l_477.f0)) <= 18446744073709551609UL) - (uint32_t)p_9.f0))) > p_7) != p_9.f0))
            { /* block id: 182 */
                int64_t *l_490 = (void*)0;
                uint8_t ***l_498 = &g_148;
                int32_t l_502 = (-5L);
                int8_t *l_503[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_503[i] = (void*)0;
                p_9.f0 = (l_482[0] == l_483);
                p_9.f0 = (((6L && (((int8_t)((*g_167) = ((uint8_t)(((*g_167) , l_490) != (void*)0) << (uint8_t)0)) + (int8_t)((l_504 ^= ((p_7 != (p_7 != (((*l_498) = ((p_9.f0 , (2UL < ((l_477.f0 = (((((uint32_t)(~(l_477.f0 <= 5L)) % (uint32_t)(-4L)) <= l_477.f0) || p_10) > 0L)) , p_9.f0))) , l_496)) == g_499))) > l_502)) | 0L)) >= 8L)) , &g_167) != (void*)0);
            }
            else
            { /* block id: 189 */
                const int32_t l_505 = 7L;
                p_9.f0 &= l_505;
            }
        }
        (*g_507) = &l_496;
    }
    else
    { /* block id: 194 */
        int32_t *l_509 = &g_47;
        int32_t *l_510 = &g_212;
        int32_t *l_511 = &g_47;
        int32_t *l_512[10][4][6] = {{{&g_212,&l_470,&g_2,&g_2,&l_470,&l_470},{&g_212,(void*)0,(void*)0,&g_212,&l_470,&l_470},{&l_470,&g_2,&g_2,&g_47,&g_212,&l_470},{&l_470,&g_47,(void*)0,&g_2,&g_212,&g_2}},{{&l_470,&g_2,&g_47,&g_2,&l_470,&g_47},{&g_2,(void*)0,&g_47,&g_2,&l_470,&l_470},{&g_47,&l_470,&g_47,&g_47,&l_470,&g_47},{&g_212,&g_47,&g_47,&g_212,&g_2,&g_2}},{{&g_2,&l_470,(void*)0,&g_2,&g_47,&l_470},{&g_2,(void*)0,&g_2,&g_212,&g_212,&l_470},{&g_212,&g_2,(void*)0,&g_47,&g_2,&l_470},{&g_47,&g_47,&g_2,&g_2,&g_2,&g_2}},{{&g_2,&g_2,&l_470,&g_2,&g_212,&g_47},{&l_470,(void*)0,(void*)0,&g_2,&g_47,&l_470},{&l_470,&l_470,(void*)0,&g_47,&g_2,&g_47},{&l_470,&g_47,&l_470,&g_212,&l_470,&g_2}},{{&g_212,&l_470,&g_2,&g_2,&l_470,&l_470},{&g_212,(void*)0,(void*)0,&g_212,&l_470,&l_470},{&l_470,&g_2,&g_2,&g_47,&g_212,&l_470},{&l_470,&g_47,(void*)0,&g_2,&g_212,&g_2}},{{&l_470,&g_2,&g_47,&g_2,&l_470,&g_47},{&g_2,(void*)0,&g_47,&g_2,&l_470,&l_470},{&g_47,&l_470,&g_47,&g_47,&l_470,&g_47},{&g_212,&g_47,&g_47,&g_212,&g_2,&g_2}},{{&g_2,&l_470,(void*)0,&g_2,&g_47,&l_470},{&g_2,(void*)0,&g_2,&g_212,&g_212,&l_470},{&g_212,&g_2,(void*)0,&g_47,&g_2,&l_470},{&g_47,&g_47,&g_2,&g_2,&g_2,&g_2}},{{&g_2,&g_2,&l_470,&g_2,&g_212,&g_47},{&l_470,(void*)0,(void*)0,&g_2,&g_47,&l_470},{&l_470,&l_470,(void*)0,&g_47,&g_2,&g_47},{&l_470,&g_47,&l_470,&g_212,&l_470,&g_2}},{{&g_212,&l_470,&g_2,&g_2,&l_470,&l_470},{&g_212,(void*)0,(void*)0,&g_212,&l_470,&l_470},{&l_470,&g_2,&g_2,&g_47,&g_212,&l_470},{&l_470,&g_47,(void*)0,&g_2,&g_212,&g_2}},{{&l_470,&g_2,&g_47,&g_2,&l_470,&g_47},{&g_2,(void*)0,&g_47,&g_2,&l_470,&l_470},{&g_47,&l_470,&g_47,&g_47,&l_470,&g_47},{&g_212,&g_47,&g_47,&g_212,&g_2,&g_2}}};
        int16_t l_514 = 0x64A6L;
        uint16_t l_515 = 0xADA1L;
        struct S0 l_549 = {210};
        uint32_t * const *l_574 = &g_84;
        int8_t l_581 = 0xC4L;
        int i, j, k;
lbl_537:
        l_515++;
        for (g_279 = 0; (g_279 >= 5); g_279 += 4)
        { /* block id: 198 */
            const int64_t l_527[8][8] = {{0x655ADB4B4B19AF3ALL,2L,1L,0xFEAE600A4EA4B70CLL,1L,2L,0x655ADB4B4B19AF3ALL,1L},{(-4L),1L,(-1L),(-4L),(-6L),0x87CD945947E0242FLL,1L,1L},{1L,(-6L),0x32B302ED027DDD9DLL,0x32B302ED027DDD9DLL,(-6L),1L,0xCC0224C289670CD5LL,0xFEAE600A4EA4B70CLL},{(-4L),0xCC0224C289670CD5LL,0xAA5F1951A56C73FFLL,4L,0x87CD945947E0242FLL,0xAA5F1951A56C73FFLL,2L,0xAA5F1951A56C73FFLL},{1L,4L,(-6L),4L,1L,1L,4L,0xCC0224C289670CD5LL},{(-1L),1L,0x87CD945947E0242FLL,0x86F961EE4710752BLL,4L,(-1L),(-1L),4L},{0x32B302ED027DDD9DLL,0x87CD945947E0242FLL,0x87CD945947E0242FLL,0x32B302ED027DDD9DLL,0x829C4F0A48B5176BLL,0xAA5F1951A56C73FFLL,4L,0x87CD945947E0242FLL},{4L,2L,(-6L),0xCC0224C289670CD5LL,2L,(-4L),2L,0xCC0224C289670CD5LL}};
            int i, j;
            if ((~((int8_t)(((((int8_t)((int8_t)0x7DL >> (int8_t)6) % (int8_t)(*g_167)) > l_527[4][0]) != (((uint8_t)((+(((uint32_t)((((uint8_t)(p_7 >= (-1L)) >> (uint8_t)6) | (p_7 != (((l_511 == (void*)0) | ((*g_370) , 0xB80CL)) ^ p_7))) < 0x4E7DL) % (uint32_t)l_527[0][4]) || 0x81CBCF88L)) < 0UL) << (uint8_t)l_513[1][2][0]) , 65535UL)) , (*l_511)) % (int8_t)l_527[6][4])))
            { /* block id: 199 */
                uint16_t ***l_536 = &g_535;
                (*l_536) = g_535;
            }
            else
            { /* block id: 201 */
                uint16_t l_540 = 0x94B2L;
                int8_t l_545 = 0x8EL;
                if (g_212)
                    goto lbl_537;
                for (l_470 = 26; (l_470 < (-29)); l_470 -= 2)
                { /* block id: 205 */
                    uint16_t l_544[8][7] = {{0UL,0UL,0x19BEL,0x2413L,4UL,0x2413L,0x19BEL},{5UL,5UL,65529UL,0x3B2FL,0x42B5L,0x3B2FL,65529UL},{0UL,0UL,0x19BEL,0x2413L,4UL,0x2413L,0x19BEL},{5UL,5UL,65529UL,0x3B2FL,0x42B5L,0x3B2FL,65529UL},{0UL,0UL,0x19BEL,0x2413L,4UL,0x2413L,0x19BEL},{5UL,5UL,65529UL,0x3B2FL,0x42B5L,0x3B2FL,65529UL},{0UL,0UL,0x19BEL,0x2413L,4UL,0x2413L,0x19BEL},{5UL,5UL,65529UL,0x3B2FL,0x42B5L,0x3B2FL,65529UL}};
                    int i, j;
                    (*l_509) = (l_540 > ((*l_510) = p_10));
                    (*l_511) = ((!l_544[0][0]) & (p_9.f0 >= l_545));
                }
                for (g_73 = (-26); (g_73 == (-26)); g_73 += 5)
                { /* block id: 212 */
                    (*g_548) = l_510;
                    if (p_9.f0)
                        break;
                    if (p_9.f0)
                        break;
                }
                l_549 = p_9;
            }
            return p_10;
        }
        l_470 |= ((((-1L) && ((uint16_t)p_10 * (uint16_t)((0x4F20L || (g_190 &= 0UL)) < (((int64_t)l_513[1][2][0] - (int64_t)((int64_t)((((~(((((((g_557 , ((*l_511) ^= (p_9.f0 < (((uint16_t)(--g_279) * (uint16_t)1UL) >= (((int8_t)(((((int8_t)l_513[2][4][0] << (int8_t)3) , (void*)0) == (*g_468)) >= 4UL) + (int8_t)l_513[3][8][3]) >= l_513[1][2][0]))))) > 0xC8L) || (*l_509)) >= 8UL) ^ 0x9FC34CE3L) < 0UL) & g_390)) ^ 0x0B8DL) != (**g_468)) , p_10) % (int64_t)(**g_468))) & l_513[1][2][0])))) == p_9.f0) ^ p_7);
        for (g_301 = (-17); (g_301 >= 2); g_301 += 8)
        { /* block id: 227 */
            uint16_t l_568 = 0xA850L;
            int32_t l_576 = 0x5523A76DL;
            int32_t l_577 = 0x097917CFL;
            int32_t l_578 = 0x0576B422L;
            int32_t l_579 = 0L;
            int32_t l_580 = 1L;
            ++l_568;
            for (l_568 = 0; (l_568 <= 5); l_568 += 1)
            { /* block id: 231 */
                uint16_t **l_571[6] = {&l_482[0],&l_482[0],&l_482[0],&l_482[0],&l_482[0],&l_482[0]};
                int32_t l_575[7][5] = {{0xDA878C4AL,0x3178C985L,0x96C826A0L,1L,1L},{0x8E61336CL,0x6A81A40BL,0xC9A09EB4L,0x6A81A40BL,0x8E61336CL},{0xC5DEE8B2L,1L,0L,0x6A81A40BL,1L},{0xC239623EL,0xC5DEE8B2L,1L,1L,0xD6761295L},{0xC9A09EB4L,0L,1L,1L,1L},{1L,1L,3L,1L,0x8E61336CL},{1L,(-1L),0x8E61336CL,0x96C826A0L,1L}};
                int i, j;
                l_513[3][5][2] &= ((void*)0 == l_571[3]);
                if ((*g_211))
                    break;
                for (g_24 = 1; (g_24 >= 0); g_24 -= 1)
                { /* block id: 236 */
                    struct S0 l_572 = {-167};
                    l_572 = p_9;
                    p_9.f0 |= ((g_573 = (void*)0) != l_574);
                }
                l_582++;
            }
            if (p_7)
                continue;
        }
    }
    for (g_301 = 0; (g_301 < 18); g_301 += 1)
    { /* block id: 248 */
        int32_t *l_587 = &l_513[1][2][0];
        (*g_588) = l_587;
    }
    if (((((g_589 , (p_9.f0 <= 18446744073709551615UL)) == (((!(((void*)0 != l_591) & (p_10 , (~(((*l_467) = (*l_467)) == ((*l_595) = &g_469[0][3][1])))))) <= ((uint16_t)(l_470 != 1UL) * (uint16_t)p_9.f0)) < p_7)) < 0L) | p_9.f0))
    { /* block id: 253 */
        volatile struct S0 *l_599 = &g_119[1];
        volatile struct S0 **l_598 = &l_599;
        int32_t l_603 = 1L;
        (*l_598) = &g_119[1];
        (*g_600) = &l_470;
        (*g_100) = (l_470 & (((*g_414) = ((uint8_t)0UL % (uint8_t)l_603)) < (0x730FL <= 0x0022L)));
    }
    else
    { /* block id: 258 */
        int32_t *l_604 = &l_513[1][2][0];
        int32_t *l_605 = &g_47;
        uint16_t l_606 = 0UL;
        int32_t l_633 = 9L;
        uint32_t **l_635[2];
        int32_t *l_636 = &g_212;
        int32_t **l_637 = &l_604;
        union U1 *l_641 = &g_619;
        union U1 **l_640[2][5] = {{&l_641,&l_641,&l_641,&l_641,&l_641},{&l_641,&l_641,&l_641,&l_641,&l_641}};
        union U1 ***l_639 = &l_640[1][4];
        int i, j;
        for (i = 0; i < 2; i++)
            l_635[i] = &g_84;
        l_606++;
        (*l_636) |= (((((uint8_t)(((((((uint8_t)((*l_604) && 1L) >> (uint8_t)((((((*l_591) = ((g_457.f0 |= ((uint64_t)(p_9.f0 <= (((int8_t)(0x53593C9EA6D93960LL && ((((int8_t)((g_619 , ((((uint16_t)((**g_422) , (g_622 , l_470)) << (uint16_t)9) <= ((((uint8_t)((int16_t)(((uint64_t)((uint64_t)((((int16_t)(0x6DC8DED1E47A8E12LL || 0L) / (int16_t)l_470) > p_10) ^ p_9.f0) + (uint64_t)8L) / (uint64_t)0xB6FA4699F279D20FLL) , l_633) % (int16_t)g_72[5]) * (uint8_t)0xFCL) , (*l_605)) , l_470)) , p_9.f0)) ^ (*l_604)) % (int8_t)l_634) , 0xBF8CL) >= g_589.f0)) + (int8_t)0xFEL) > g_619.f0)) % (uint64_t)3L)) , (void*)0)) == p_8) == (*l_604)) , 65535UL) ^ l_470)) < p_7) ^ (*l_605)) < 0x8438L) , l_635[0]) == (void*)0) >> (uint8_t)6) ^ (*l_604)) != p_9.f0) > (*l_605));
        (*l_637) = l_604;
        (*l_639) = (((-(uint64_t)p_9.f0) == p_7) , (void*)0);
    }
    return (*g_211);
}


/* ------------------------------------------ */
/* 
 * reads : g_14
 * writes: g_14
 */
static const int8_t * func_11(int8_t * p_12)
{ /* block id: 4 */
    int64_t l_15[9][7][4] = {{{(-1L),1L,0x720725FC1C57511ELL,(-8L)},{0xEF9A8551B32E2659LL,0x23EDB39523DD972CLL,(-1L),1L},{0xEF9A8551B32E2659LL,0x980DB959C45C1D10LL,0x720725FC1C57511ELL,(-1L)},{(-1L),1L,1L,1L},{0xEE5A9864BA8B35EDLL,0x1940C9BA5B042041LL,1L,0L},{0x23EDB39523DD972CLL,1L,1L,1L},{1L,1L,0xB16E2C9BF5E4D8D9LL,1L}},{{(-8L),0x932E3CA3691F6F49LL,0x1CE3CB5AF9F7C8B1LL,0xAD3380EE91B76E1ELL},{0xB16E2C9BF5E4D8D9LL,1L,0L,0x1CE3CB5AF9F7C8B1LL},{0x980DB959C45C1D10LL,1L,9L,0xAD3380EE91B76E1ELL},{1L,0x932E3CA3691F6F49LL,0L,1L},{0x7919ADB821342F3DLL,1L,0xEF9A8551B32E2659LL,0x7919ADB821342F3DLL},{0x7FD074DEFC72FA5DLL,0xAD3380EE91B76E1ELL,1L,0L},{1L,1L,1L,1L}},{{0L,1L,0L,(-8L)},{0x725D36729694D2B5LL,1L,8L,1L},{0xEE5A9864BA8B35EDLL,0L,8L,0xEF9A8551B32E2659LL},{0x725D36729694D2B5LL,0x980DB959C45C1D10LL,0L,(-1L)},{0L,0x932E3CA3691F6F49LL,1L,0x725D36729694D2B5LL},{1L,0x725D36729694D2B5LL,1L,1L},{0x7FD074DEFC72FA5DLL,0xEF9A8551B32E2659LL,0xEF9A8551B32E2659LL,0x7FD074DEFC72FA5DLL}},{{(-1L),0x1CE3CB5AF9F7C8B1LL,0L,0x720725FC1C57511ELL},{0xB16E2C9BF5E4D8D9LL,1L,0x7FD074DEFC72FA5DLL,0x932E3CA3691F6F49LL},{1L,1L,0x725D36729694D2B5LL,0x932E3CA3691F6F49LL},{0x23EDB39523DD972CLL,1L,9L,0x720725FC1C57511ELL},{0xEF9A8551B32E2659LL,0x1CE3CB5AF9F7C8B1LL,0x23EDB39523DD972CLL,0x7FD074DEFC72FA5DLL},{1L,0xEF9A8551B32E2659LL,0x7919ADB821342F3DLL,1L},{0L,0x725D36729694D2B5LL,0xAD3380EE91B76E1ELL,0x725D36729694D2B5LL}},{{0x1940C9BA5B042041LL,0x932E3CA3691F6F49LL,1L,(-1L)},{(-8L),0x980DB959C45C1D10LL,(-1L),0xEF9A8551B32E2659LL},{1L,0L,0x932E3CA3691F6F49LL,1L},{1L,1L,(-1L),(-8L)},{(-8L),1L,1L,1L},{0x1940C9BA5B042041LL,1L,0xAD3380EE91B76E1ELL,0L},{0L,0xAD3380EE91B76E1ELL,0x7919ADB821342F3DLL,0x7919ADB821342F3DLL}},{{1L,1L,0x23EDB39523DD972CLL,0x980DB959C45C1D10LL},{0xEF9A8551B32E2659LL,1L,9L,0x1CE3CB5AF9F7C8B1LL},{0x23EDB39523DD972CLL,0xB16E2C9BF5E4D8D9LL,0x725D36729694D2B5LL,9L},{1L,0xB16E2C9BF5E4D8D9LL,0x7FD074DEFC72FA5DLL,0x1CE3CB5AF9F7C8B1LL},{0xB16E2C9BF5E4D8D9LL,1L,0L,0x980DB959C45C1D10LL},{(-1L),1L,0xEF9A8551B32E2659LL,0x7919ADB821342F3DLL},{0x7FD074DEFC72FA5DLL,0xAD3380EE91B76E1ELL,1L,0L}},{{1L,1L,1L,1L},{0L,1L,0L,(-8L)},{0x725D36729694D2B5LL,1L,8L,1L},{0xEE5A9864BA8B35EDLL,0L,8L,0xEF9A8551B32E2659LL},{0x725D36729694D2B5LL,0x980DB959C45C1D10LL,0L,(-1L)},{0L,0x932E3CA3691F6F49LL,1L,0x725D36729694D2B5LL},{1L,0x725D36729694D2B5LL,1L,1L}},{{0x7FD074DEFC72FA5DLL,0xEF9A8551B32E2659LL,0xEF9A8551B32E2659LL,0x7FD074DEFC72FA5DLL},{(-1L),0x1CE3CB5AF9F7C8B1LL,0L,0x720725FC1C57511ELL},{0xB16E2C9BF5E4D8D9LL,1L,0x7FD074DEFC72FA5DLL,0x932E3CA3691F6F49LL},{1L,1L,0x725D36729694D2B5LL,0x932E3CA3691F6F49LL},{0x23EDB39523DD972CLL,1L,9L,0x720725FC1C57511ELL},{0xEF9A8551B32E2659LL,0x1CE3CB5AF9F7C8B1LL,0x23EDB39523DD972CLL,0x7FD074DEFC72FA5DLL},{1L,0xEF9A8551B32E2659LL,0x7919ADB821342F3DLL,1L}},{{0L,0x725D36729694D2B5LL,0xAD3380EE91B76E1ELL,0x725D36729694D2B5LL},{0x1940C9BA5B042041LL,0x932E3CA3691F6F49LL,1L,(-1L)},{(-8L),0x980DB959C45C1D10LL,(-1L),0xEF9A8551B32E2659LL},{0x980DB959C45C1D10LL,0L,1L,0xB16E2C9BF5E4D8D9LL},{0x980DB959C45C1D10LL,0xAD3380EE91B76E1ELL,0x932E3CA3691F6F49LL,0xEF9A8551B32E2659LL},{0xEF9A8551B32E2659LL,0xB16E2C9BF5E4D8D9LL,1L,0x720725FC1C57511ELL},{1L,0x7919ADB821342F3DLL,0x1CE3CB5AF9F7C8B1LL,8L}}};
    int i, j, k;
    for (g_14 = 0; (g_14 <= 3); g_14 += 1)
    { /* block id: 7 */
        return &g_14;
    }
    return &g_14;
}


/* ------------------------------------------ */
/* 
 * reads : g_166 g_293 g_211 g_212 g_169 g_190 g_47 g_422 g_280 g_423 g_300 g_167 g_73 g_24 g_151 g_414 g_70.f0
 * writes: g_166 g_100 g_190 g_212 g_95 g_83
 */
static int8_t * func_16(int16_t  p_17, uint32_t  p_18)
{ /* block id: 122 */
    int32_t l_307 = (-1L);
    int8_t *l_319[4][9] = {{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_73,&g_24,&g_24,&g_24,&g_24,&g_73,&g_24},{&g_73,&g_24,(void*)0,&g_24,&g_73,&g_24,(void*)0,&g_24,&g_73},{&g_24,&g_24,&g_73,&g_24,&g_24,&g_73,&g_24,&g_24,&g_24}};
    int32_t l_333 = 1L;
    int32_t l_339 = 0x5CA28C20L;
    int32_t l_341 = 0x8962812FL;
    int32_t l_342 = 0xF7B180F1L;
    int32_t l_343 = 9L;
    int32_t l_344 = (-3L);
    int32_t l_349 = 8L;
    int32_t l_350 = 0L;
    int32_t l_351 = 0x25A8B769L;
    int32_t l_352[1];
    int16_t l_354 = 0x633FL;
    uint32_t l_357 = 0UL;
    uint16_t *l_419 = &g_190;
    union U1 *l_425[1][7];
    union U1 **l_424 = &l_425[0][3];
    int32_t * const *l_426[1];
    uint8_t ***l_428 = &g_148;
    int32_t l_436 = (-2L);
    uint8_t l_456 = 0UL;
    int i, j;
    for (i = 0; i < 1; i++)
        l_352[i] = (-1L);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
            l_425[i][j] = &g_70;
    }
    for (i = 0; i < 1; i++)
        l_426[i] = &g_100;
    for (g_166 = 0; (g_166 > 21); g_166 += 1)
    { /* block id: 125 */
        int32_t *l_292 = (void*)0;
        struct S0 l_318 = {170};
        int32_t l_340[7][4] = {{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L},{(-1L),1L,(-1L),1L}};
        int32_t l_346 = 0xEAC0E24BL;
        int32_t l_347 = 0xE2CE9B3DL;
        int32_t l_348 = 1L;
        int32_t l_353 = 0x4BB4250DL;
        int8_t *l_376 = &g_73;
        int64_t *l_416[7] = {&g_151[0],&g_151[0],&g_151[0],&g_151[0],&g_151[0],&g_151[0],&g_151[0]};
        int i, j;
        (*g_293) = l_292;
        if ((*g_211))
            continue;
    }
    if ((((g_169 >= ((*l_419) &= 1UL)) > (((l_333 >= (0UL <= ((p_18 >= g_47) | (((((uint16_t)((g_422 != l_424) | 0x8BF5L) - (uint16_t)g_212) , 0x37B19FC1093485B0LL) , (void*)0) == l_426[0])))) < p_18) , g_280)) >= (-1L)))
    { /* block id: 162 */
        uint8_t ***l_427[8] = {&g_148,&g_148,&g_148,&g_148,&g_148,&g_148,&g_148,&g_148};
        uint8_t ****l_429 = &l_428;
        int i;
        (*g_211) &= (l_427[1] != ((*l_429) = l_428));
    }
    else
    { /* block id: 165 */
        const uint32_t *l_433 = &g_136;
        const uint32_t **l_432 = &l_433;
        int32_t l_448 = 0xE44EC54BL;
        int32_t l_449 = 0xED74E5D6L;
        uint64_t *l_452 = (void*)0;
        uint64_t *l_453 = &g_95;
        int8_t ** const l_454 = &l_319[0][4];
        int16_t l_455 = 0L;
        l_455 = (251UL <= ((((int64_t)p_18 - (int64_t)(((*l_424) != (*g_422)) & (((*l_432) = &g_136) != &g_371))) , ((int16_t)l_436 - (int16_t)((((((uint16_t)(((int16_t)(-(uint32_t)((uint16_t)(((uint16_t)((uint8_t)(l_449 ^= l_448) >> (uint8_t)(((((g_83 = ((int16_t)(((((*l_453) = 8UL) <= g_300) ^ 2L) != l_448) - (int16_t)l_448)) <= (*g_167)) , l_448) & g_151[0]) < 0x059BF69FL)) * (uint16_t)p_17) == p_17) - (uint16_t)p_17)) << (int16_t)5) | (*g_414)) << (uint16_t)5) >= 4UL) ^ 0L) , (void*)0) == l_454))) == g_70.f0));
    }
    l_456 &= ((void*)0 == &g_167);
    return l_319[0][8];
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_24 g_47 g_70 g_70.f2 g_70.f0 g_72 g_73 g_84 g_95 g_83 g_119 g_136 g_141 g_100 g_148 g_151 g_166 g_169 g_190 g_167 g_211 g_212 g_279
 * writes: g_47 g_72 g_95 g_24 g_100 g_151 g_166 g_167 g_169 g_119 g_190 g_83 g_212 g_280
 */
static uint64_t  func_19(int8_t * p_20, uint16_t  p_21, uint64_t  p_22)
{ /* block id: 11 */
    uint32_t l_42 = 2UL;
    uint64_t *l_105 = &g_95;
    int32_t l_106 = 0x14003707L;
    int32_t l_215 = 0xCFF7C043L;
    uint64_t l_217 = 0x01C7FA8C351D0449LL;
    int32_t l_227[10];
    uint32_t l_229[7] = {7UL,0x3A62704DL,7UL,7UL,0x3A62704DL,7UL,7UL};
    int64_t *l_245[9][8][3] = {{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],(void*)0,(void*)0}},{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],&g_151[0]}},{{&g_151[0],&g_151[0],(void*)0},{(void*)0,(void*)0,&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{(void*)0,&g_151[0],(void*)0},{&g_151[0],(void*)0,&g_151[0]}},{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0}},{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,(void*)0,(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]}},{{(void*)0,&g_151[0],&g_151[0]},{(void*)0,(void*)0,&g_151[0]},{(void*)0,&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],&g_151[0]},{(void*)0,(void*)0,&g_151[0]},{(void*)0,&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0}},{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,(void*)0,&g_151[0]},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],(void*)0,&g_151[0]}},{{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,(void*)0,(void*)0}},{{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,(void*)0,(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{&g_151[0],&g_151[0],(void*)0},{&g_151[0],&g_151[0],&g_151[0]},{(void*)0,&g_151[0],(void*)0}}};
    int32_t *l_274[2];
    int64_t l_275 = 0x44B94D1ED40AF0AELL;
    uint16_t *l_276 = &g_166;
    int64_t l_277 = 0x1A5E6A23D2193D00LL;
    const int8_t l_278[8][3][1] = {{{1L},{1L},{(-1L)}},{{0L},{0x9FL},{(-1L)}},{{0x9FL},{0L},{(-1L)}},{{1L},{1L},{(-1L)}},{{0L},{0x9FL},{(-1L)}},{{0x9FL},{0L},{(-1L)}},{{1L},{1L},{(-1L)}},{{0L},{0x9FL},{(-1L)}}};
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_227[i] = 1L;
    for (i = 0; i < 2; i++)
        l_274[i] = (void*)0;
    for (p_22 = 28; (p_22 == 24); p_22 -= 1)
    { /* block id: 14 */
        int8_t *l_43[5][9][1] = {{{&g_24},{&g_24},{&g_24},{&g_24},{(void*)0},{&g_24},{(void*)0},{&g_24},{&g_24}},{{&g_24},{&g_24},{(void*)0},{&g_24},{(void*)0},{&g_24},{&g_24},{&g_24},{&g_24}},{{(void*)0},{&g_24},{(void*)0},{&g_24},{&g_24},{&g_24},{&g_24},{(void*)0},{&g_24}},{{(void*)0},{&g_24},{&g_24},{&g_24},{&g_24},{(void*)0},{&g_24},{(void*)0},{&g_24}},{{&g_24},{&g_24},{&g_24},{&g_24},{&g_24},{&g_24},{&g_24},{(void*)0},{(void*)0}}};
        int32_t l_44 = (-4L);
        uint32_t l_45 = 0x0C201006L;
        uint32_t l_109 = 0UL;
        uint8_t * const l_147[2] = {(void*)0,(void*)0};
        uint8_t * const *l_146[6][7] = {{(void*)0,&l_147[1],&l_147[1],&l_147[1],&l_147[1],(void*)0,&l_147[1]},{(void*)0,(void*)0,&l_147[0],&l_147[1],&l_147[1],&l_147[1],&l_147[0]},{&l_147[1],&l_147[1],(void*)0,&l_147[1],(void*)0,&l_147[1],&l_147[1]},{&l_147[0],(void*)0,&l_147[1],(void*)0,&l_147[0],(void*)0,&l_147[0]},{&l_147[0],&l_147[1],&l_147[0],(void*)0,(void*)0,&l_147[0],&l_147[1]},{&l_147[0],&l_147[1],&l_147[1],(void*)0,&l_147[1],(void*)0,&l_147[1]}};
        uint8_t **l_149 = (void*)0;
        int32_t l_195 = 1L;
        int32_t *l_220 = &l_106;
        int32_t *l_221 = &l_215;
        int32_t *l_222 = &l_195;
        int32_t *l_223 = &g_47;
        int32_t *l_224 = (void*)0;
        int32_t *l_225 = &g_212;
        int32_t *l_226[3];
        int16_t l_228 = (-7L);
        uint32_t l_234[10][10][2] = {{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0x54AC34ECL},{0xC824B9CFL,0xC824B9CFL},{0xC824B9CFL,0x54AC34ECL},{18446744073709551610UL,1UL},{18446744073709551615UL,0x12393677L},{18446744073709551610UL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{0xC824B9CFL,18446744073709551615UL},{18446744073709551610UL,0x12393677L},{18446744073709551615UL,1UL}},{{18446744073709551610UL,0xF28A0E0DL},{18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0xF28A0E0DL},{0x0711BF31L,0xC824B9CFL},{18446744073709551610UL,18446744073709551615UL},{0x0711BF31L,18446744073709551610UL},{18446744073709551615UL,0x54AC34ECL},{18446744073709551615UL,18446744073709551610UL},{0x0711BF31L,18446744073709551615UL},{18446744073709551610UL,0xC824B9CFL}},{{0x0711BF31L,0xF28A0E0DL},{18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0xF28A0E0DL},{0x0711BF31L,0xC824B9CFL},{18446744073709551610UL,18446744073709551615UL},{0x0711BF31L,18446744073709551610UL},{18446744073709551615UL,0x54AC34ECL},{18446744073709551615UL,18446744073709551610UL},{0x0711BF31L,18446744073709551615UL},{18446744073709551610UL,0xC824B9CFL}},{{0x0711BF31L,0xF28A0E0DL},{18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0xF28A0E0DL},{0x0711BF31L,0xC824B9CFL},{18446744073709551610UL,18446744073709551615UL},{0x0711BF31L,18446744073709551610UL},{18446744073709551615UL,0x54AC34ECL},{18446744073709551615UL,18446744073709551610UL},{0x0711BF31L,18446744073709551615UL},{18446744073709551610UL,0xC824B9CFL}}};
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_226[i] = (void*)0;
        if ((((uint16_t)((int16_t)(((uint8_t)((int32_t)((((int16_t)p_21 >> (int16_t)g_2) , func_38((((int8_t)(((0xA7FAD540778D402ALL & 0xEBFF7828E972CE3CLL) & (l_42 >= ((4294967295UL || (l_43[2][4][0] == (l_44 , p_20))) & 6L))) | g_24) >> (int8_t)2) , l_45))) != g_2) / (int32_t)l_42) % (uint8_t)p_21) && g_72[8]) - (int16_t)g_70.f0) + (uint16_t)g_73) , p_21))
        { /* block id: 21 */
            struct S0 l_87 = {-169};
            uint32_t l_92 = 18446744073709551615UL;
            int32_t l_97 = 0x615E2BE9L;
            uint8_t *l_144[1][4][9] = {{{&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83,&g_83}}};
            uint8_t * const *l_143 = &l_144[0][3][3];
            uint16_t *l_173 = &g_166;
            int32_t *l_188[4][7] = {{&g_2,(void*)0,(void*)0,&g_2,(void*)0,(void*)0,&g_2},{(void*)0,&g_2,(void*)0,(void*)0,&g_2,(void*)0,(void*)0},{&g_2,&g_2,&l_106,&g_2,&g_2,&l_106,&g_2},{&g_2,(void*)0,(void*)0,&g_2,(void*)0,(void*)0,&g_2}};
            uint16_t *l_189 = &g_190;
            int16_t l_191 = 0L;
            uint16_t *l_192 = (void*)0;
            uint16_t *l_193 = (void*)0;
            uint16_t *l_194 = (void*)0;
            int i, j, k;
            for (l_45 = (-24); (l_45 <= 19); ++l_45)
            { /* block id: 24 */
                int32_t l_77[3][4][4] = {{{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L},{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L}},{{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L},{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L}},{{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L},{0xA32D9FB0L,0x5F66244AL,0x5F66244AL,0xA32D9FB0L},{0x6C96E7F8L,0x5F66244AL,0xB43529ADL,0xA32D9FB0L}}};
                uint8_t *l_82[7][3] = {{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83}};
                int32_t *l_93 = &g_47;
                uint64_t *l_94 = &g_95;
                uint32_t l_96[4];
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_96[i] = 0x92CDF469L;
                if ((l_97 ^= (~((((l_77[2][3][0] == ((uint8_t)((uint8_t)(l_44 ^= (p_22 != p_21)) << (uint8_t)(((&l_42 == g_84) && (((uint8_t)((((l_87 , ((int8_t)(-3L) >> (int8_t)((uint16_t)(((((*l_94) &= ((((p_22 & ((*l_93) = ((l_92 = (g_70 , l_77[1][0][1])) , 0x87CCB484L))) && 0UL) >= 0x3ABBL) <= l_87.f0)) , (void*)0) == (void*)0) >= g_70.f0) / (uint16_t)0x8AE3L))) , l_96[3]) == g_72[8]) > g_83) + (uint8_t)l_45) >= l_87.f0)) && l_45)) * (uint8_t)l_45)) != l_87.f0) || (*l_93)) | 1L))))
                { /* block id: 30 */
                    int32_t *l_101 = &l_44;
                    for (l_92 = 0; (l_92 <= 2); l_92 += 1)
                    { /* block id: 33 */
                        int32_t *l_98 = (void*)0;
                        l_101 = l_98;
                        (*l_93) = ((int8_t)(*p_20) << (int8_t)7);
                    }
                }
                else
                { /* block id: 37 */
                    uint32_t *l_104 = &l_42;
                    int32_t l_110[1];
                    uint8_t *l_125[4][4] = {{&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83},{&g_83,&g_83,&g_83,&g_83}};
                    uint8_t *l_126 = &g_83;
                    int32_t l_127[5];
                    int i, j;
                    for (i = 0; i < 1; i++)
                        l_110[i] = 0x6193D3ABL;
                    for (i = 0; i < 5; i++)
                        l_127[i] = 0xC07F419FL;
                    if ((p_21 != (((((*l_104) = p_21) < (l_87.f0 = ((((*l_93) , &g_73) == &g_73) >= (((((l_105 == (void*)0) == l_44) <= ((((*p_20) = (l_44 && p_22)) ^ p_21) , l_106)) > l_44) , 0xB3L)))) | (-1L)) && 1L)))
                    { /* block id: 41 */
                        struct S0 l_114 = {-150};
                        uint8_t **l_122 = (void*)0;
                        uint8_t **l_123 = (void*)0;
                        uint8_t **l_124[9] = {&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1],&l_82[1][1]};
                        int i;
                        l_127[3] &= (l_87.f0 = (((uint16_t)((l_109 >= 1UL) < (l_110[0] &= 1L)) + (uint16_t)(((int16_t)(+(l_114 , (((uint8_t)((int8_t)(g_119[1] , (((*p_20) > ((int16_t)((-1L) || ((((l_97 = ((l_126 = (l_125[2][3] = l_82[1][1])) != &g_83)) ^ g_24) , p_22) , (*p_20))) % (int16_t)g_70.f0)) , 0xB5L)) * (int8_t)p_21) >> (uint8_t)p_22) && l_92))) - (int16_t)p_22) , p_22)) && l_110[0]));
                        return g_47;
                    }
                    else
                    { /* block id: 49 */
                        (*l_93) &= (((int8_t)((int8_t)0L << (int8_t)((void*)0 != &g_100)) << (int8_t)((uint64_t)g_72[8] / (uint64_t)g_136)) < (p_21 != (((int8_t)(&l_77[2][3][0] == ((+l_45) , &l_77[0][2][0])) >> (int8_t)g_119[1].f0) && 0x8DL)));
                        l_97 &= ((g_72[5] , 18446744073709551615UL) != 0x76A61A6B3F764A2DLL);
                    }
                }
                if ((&l_44 != (void*)0))
                { /* block id: 54 */
                    int32_t *l_140 = &l_44;
                    int32_t **l_142 = &l_140;
                    (*g_141) = l_140;
                    if ((**g_141))
                        break;
                    (*l_93) = (((*l_142) = &l_97) == (*g_141));
                    (*l_93) &= 0x3011AC9FL;
                }
                else
                { /* block id: 60 */
                    uint8_t * const **l_145[2][2][3] = {{{&l_143,&l_143,&l_143},{(void*)0,(void*)0,(void*)0}},{{&l_143,&l_143,&l_143},{(void*)0,(void*)0,(void*)0}}};
                    int64_t *l_150 = &g_151[0];
                    uint32_t *l_157 = (void*)0;
                    uint32_t *l_158 = &l_42;
                    uint16_t *l_165 = &g_166;
                    int32_t l_168 = (-4L);
                    volatile struct S0 *l_170[9][2][3] = {{{(void*)0,&g_119[2],&g_119[0]},{&g_119[0],&g_119[1],&g_119[1]}},{{&g_119[0],(void*)0,&g_119[2]},{(void*)0,&g_119[0],&g_119[1]}},{{&g_119[1],&g_119[0],&g_119[0]},{&g_119[2],(void*)0,&g_119[1]}},{{&g_119[1],&g_119[1],&g_119[1]},{(void*)0,&g_119[2],&g_119[0]}},{{&g_119[0],&g_119[1],&g_119[1]},{&g_119[0],(void*)0,&g_119[2]}},{{(void*)0,&g_119[0],&g_119[1]},{&g_119[1],&g_119[0],&g_119[0]}},{{&g_119[2],(void*)0,&g_119[1]},{&g_119[1],&g_119[1],&g_119[1]}},{{(void*)0,&g_119[2],&g_119[0]},{&g_119[0],&g_119[1],&g_119[1]}},{{&g_119[0],(void*)0,&g_119[2]},{(void*)0,&g_119[0],&g_119[1]}}};
                    int i, j, k;
                    g_169 ^= ((((*l_150) &= ((l_146[4][3] = l_143) != (l_149 = g_148))) ^ ((uint64_t)(+(((((((int8_t)((((((*l_158) = 4294967291UL) || 1UL) , (((uint64_t)((*l_93) & (((*g_141) == (void*)0) | ((uint64_t)((uint16_t)((*l_165) |= 1UL) >> (uint16_t)(l_97 = ((((g_167 = &g_73) != p_20) | l_45) , g_24))) % (uint64_t)p_22))) % (uint64_t)l_87.f0) || g_70.f2)) , (void*)0) == l_82[5][2]) >> (int8_t)p_22) | l_87.f0) || 0x0991L) > 0xE58D0190L) && g_73) <= (*g_100))) % (uint64_t)l_168)) && 4L);
                    g_119[0] = g_119[1];
                }
                for (g_95 = 0; (g_95 <= 5); g_95 += 1)
                { /* block id: 73 */
                    return g_2;
                }
            }
            l_106 = ((uint64_t)(((--(*l_173)) >= (1UL == (1UL == (0x7944L < ((((l_195 &= (((int16_t)((uint32_t)(p_21 == ((uint16_t)((uint8_t)(p_21 <= ((*l_189) |= ((int32_t)(l_44 = 1L) - (int32_t)(((0xDABA5DBC7C0104BDLL && (0xF33DL != (l_42 < 0L))) || l_45) <= l_45)))) << (uint8_t)6) % (uint16_t)0x4F39L)) % (uint32_t)l_191) - (int16_t)l_45) , g_151[0])) < 0x4649L) && 0x1F469DC8A146DD52LL) | g_24))))) != p_21) / (uint64_t)0x118C778EFA52C41CLL);
            l_195 = 0L;
        }
        else
        { /* block id: 83 */
            uint8_t *** const l_209 = (void*)0;
            const uint16_t l_210[3] = {65530UL,65530UL,65530UL};
            int32_t l_214[4] = {0L,0L,0L,0L};
            int i;
            for (l_45 = 2; (l_45 == 39); ++l_45)
            { /* block id: 86 */
                uint16_t *l_208 = &g_190;
                int32_t *l_213[9][10] = {{(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0},{&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0},{&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0},{&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                int64_t l_216 = 1L;
                int i, j;
                for (g_83 = 0; (g_83 <= 0); g_83 += 1)
                { /* block id: 89 */
                    for (g_190 = 1; (g_190 <= 9); g_190 += 1)
                    { /* block id: 92 */
                        int32_t *l_200 = &g_47;
                        int i;
                        (*l_200) &= ((int8_t)g_72[g_190] << (int8_t)2);
                    }
                    for (g_190 = 0; (g_190 <= 9); g_190 += 1)
                    { /* block id: 97 */
                        int i;
                        return g_72[(g_83 + 3)];
                    }
                }
                (*g_211) &= ((uint16_t)l_106 << (uint16_t)((!65527UL) < ((uint16_t)((((*g_167) != (((((int16_t)(((*l_208) ^= (g_83 && ((g_95 & g_47) && p_22))) ^ (&g_148 == l_209)) >> (int16_t)1) <= l_210[1]) != (*p_20)) >= p_22)) , p_22) ^ 1L) % (uint16_t)p_22)));
                ++l_217;
            }
            l_44 |= l_106;
            return l_217;
        }
        --l_229[6];
        if (p_21)
        { /* block id: 109 */
            return p_21;
        }
        else
        { /* block id: 111 */
            int32_t l_232 = 3L;
            int32_t l_233[8];
            int i;
            for (i = 0; i < 8; i++)
                l_233[i] = (-4L);
            l_234[9][7][0]++;
            return l_232;
        }
    }
    g_280 = ((int8_t)((uint16_t)((uint16_t)(((int32_t)((((l_106 ^= g_73) >= ((uint32_t)(((*g_211) = (((int16_t)(g_72[8] || ((((uint8_t)((uint8_t)(0x8EF07762L & (((uint32_t)(l_229[2] , ((uint64_t)((int16_t)(g_148 == (((int8_t)(((uint16_t)(((uint16_t)((*l_276) |= ((uint64_t)(g_72[8] > ((uint16_t)((int32_t)0L - (int32_t)(l_275 = 0L)) - (uint16_t)p_21)) / (uint64_t)p_21)) * (uint16_t)g_151[0]) , g_83) / (uint16_t)g_83) , (-5L)) + (int8_t)l_277) , g_148)) * (int16_t)1UL) - (uint64_t)p_22)) / (uint32_t)0xB78F745BL) != g_151[0])) << (uint8_t)p_22) >> (uint8_t)6) , g_70.f2) > p_22)) >> (int16_t)g_95) < 65535UL)) , p_21) % (uint32_t)p_21)) == p_22) > l_278[0][2][0]) / (int32_t)0x29F0656BL) == g_279) + (uint16_t)0xD4F5L) >> (uint16_t)5) * (int8_t)0x48L);
    return g_169;
}


/* ------------------------------------------ */
/* 
 * reads : g_24 g_47 g_70 g_70.f2 g_70.f0
 * writes: g_47 g_72
 */
static int16_t  func_38(uint8_t  p_39)
{ /* block id: 15 */
    int32_t *l_46 = &g_47;
    int32_t *l_48 = (void*)0;
    uint32_t l_49 = 0x5C50EC31L;
    int8_t *l_52 = &g_24;
    uint32_t *l_68 = (void*)0;
    uint32_t *l_69 = &l_49;
    uint32_t l_71 = 0x91BE676CL;
    l_49--;
    g_72[8] = (((void*)0 != l_52) & ((uint32_t)((((*l_46) = (7L > ((uint32_t)((uint16_t)(((!((((l_52 != (void*)0) , (((uint64_t)(((*l_69) = ((int8_t)g_24 + (int8_t)((g_47 == ((-8L) || (((int16_t)(((int16_t)p_39 >> (int16_t)g_24) | p_39) - (int16_t)p_39) == p_39))) , p_39))) == (-6L)) + (uint64_t)0x6E668196E547EF21LL) , p_39)) , g_70) , g_70.f2)) != 0xAA3630DDL) , g_70.f0) >> (uint16_t)12) - (uint32_t)l_71))) , (*l_46)) < p_39) - (uint32_t)0x300FFBEBL));
    return (*l_46);
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_70.f0, "g_70.f0", print_hash_value);
    transparent_crc(g_70.f2, "g_70.f2", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_72[i], "g_72[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_119[i].f0, "g_119[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_136, "g_136", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_151[i], "g_151[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_166, "g_166", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_190, "g_190", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_279, "g_279", print_hash_value);
    transparent_crc(g_280, "g_280", print_hash_value);
    transparent_crc(g_300, "g_300", print_hash_value);
    transparent_crc(g_301, "g_301", print_hash_value);
    transparent_crc(g_326, "g_326", print_hash_value);
    transparent_crc(g_371, "g_371", print_hash_value);
    transparent_crc(g_390, "g_390", print_hash_value);
    transparent_crc(g_457.f0, "g_457.f0", print_hash_value);
    transparent_crc(g_475.f0, "g_475.f0", print_hash_value);
    transparent_crc(g_475.f2, "g_475.f2", print_hash_value);
    transparent_crc(g_501, "g_501", print_hash_value);
    transparent_crc(g_557.f0, "g_557.f0", print_hash_value);
    transparent_crc(g_557.f2, "g_557.f2", print_hash_value);
    transparent_crc(g_589.f0, "g_589.f0", print_hash_value);
    transparent_crc(g_589.f2, "g_589.f2", print_hash_value);
    transparent_crc(g_619.f0, "g_619.f0", print_hash_value);
    transparent_crc(g_619.f2, "g_619.f2", print_hash_value);
    transparent_crc(g_622.f0, "g_622.f0", print_hash_value);
    transparent_crc(g_622.f2, "g_622.f2", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_653[i][j], "g_653[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_679, "g_679", print_hash_value);
    transparent_crc(g_681, "g_681", print_hash_value);
    transparent_crc(g_683, "g_683", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_722[i], "g_722[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_849, "g_849", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_857[i], "g_857[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_873, "g_873", print_hash_value);
    transparent_crc(g_898, "g_898", print_hash_value);
    transparent_crc(g_946, "g_946", print_hash_value);
    transparent_crc(g_983, "g_983", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 241
   depth: 1, occurrence: 12
XXX total union variables: 6

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 16
breakdown:
   indirect level: 0, occurrence: 12
   indirect level: 1, occurrence: 3
   indirect level: 2, occurrence: 1
XXX full-bitfields structs in the program: 12
breakdown:
   indirect level: 0, occurrence: 12
XXX times a bitfields struct's address is taken: 26
XXX times a bitfields struct on LHS: 3
XXX times a bitfields struct on RHS: 19
XXX times a single bitfield on LHS: 11
XXX times a single bitfield on RHS: 28

XXX max expression depth: 45
breakdown:
   depth: 1, occurrence: 103
   depth: 2, occurrence: 26
   depth: 3, occurrence: 7
   depth: 6, occurrence: 1
   depth: 11, occurrence: 1
   depth: 14, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 19, occurrence: 1
   depth: 21, occurrence: 2
   depth: 23, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 2
   depth: 28, occurrence: 1
   depth: 32, occurrence: 3
   depth: 33, occurrence: 1
   depth: 39, occurrence: 1
   depth: 45, occurrence: 1

XXX total number of pointers: 268

XXX times a variable address is taken: 549
XXX times a pointer is dereferenced on RHS: 119
breakdown:
   depth: 1, occurrence: 110
   depth: 2, occurrence: 8
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 104
breakdown:
   depth: 1, occurrence: 104
XXX times a pointer is compared with null: 17
XXX times a pointer is compared with address of another variable: 5
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 2560

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 595
   level: 2, occurrence: 40
   level: 3, occurrence: 12
   level: 4, occurrence: 8
XXX number of pointers point to pointers: 103
XXX number of pointers point to scalars: 153
XXX number of pointers point to structs: 6
XXX percent of pointers has null in alias set: 29.5
XXX average alias set size: 1.35

XXX times a non-volatile is read: 738
XXX times a non-volatile is write: 323
XXX times a volatile is read: 50
XXX    times read thru a pointer: 15
XXX times a volatile is write: 19
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 610
XXX percentage of non-volatile access: 93.9

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 104
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 20
   depth: 1, occurrence: 25
   depth: 2, occurrence: 15
   depth: 3, occurrence: 18
   depth: 4, occurrence: 18
   depth: 5, occurrence: 8

XXX percentage a fresh-made variable is used: 18.7
XXX percentage an existing variable is used: 81.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

