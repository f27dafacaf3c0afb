/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 89 --no-safe-math --max-funcs 5 --no-bitfields
 * Seed:      89
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
/* --- GLOBAL VARIABLES --- */
static int32_t g_5 = 1L;
static int32_t *g_4 = &g_5;
static uint8_t g_6[4][2][2] = {{{0x4FL,0UL},{0x4FL,0x4FL}},{{0x4FL,0UL},{0x4FL,0x4FL}},{{0x4FL,0UL},{0x4FL,0x4FL}},{{0x4FL,0UL},{0x4FL,0x4FL}}};
static volatile int32_t g_7 = 0x2285FAAFL;/* VOLATILE GLOBAL g_7 */
static volatile int32_t g_8 = (-1L);/* VOLATILE GLOBAL g_8 */
static volatile int32_t g_9 = 0xD9EE1C97L;/* VOLATILE GLOBAL g_9 */
static volatile int32_t g_10 = 0xDF3D37A5L;/* VOLATILE GLOBAL g_10 */
static volatile int32_t g_11[7] = {1L,1L,1L,1L,1L,1L,1L};
static int32_t g_12 = 0L;
static volatile int32_t g_13 = 0xFE662DB8L;/* VOLATILE GLOBAL g_13 */
static volatile int32_t g_14 = 0x46B8D963L;/* VOLATILE GLOBAL g_14 */
static volatile int32_t g_15 = 7L;/* VOLATILE GLOBAL g_15 */
static int32_t g_16 = (-1L);
static const uint32_t g_40 = 0x72B752BFL;
static uint32_t g_53 = 8UL;
static uint16_t g_62 = 1UL;
static int16_t g_70 = 0x3231L;
static int64_t g_72 = 0xE3164C116104DBC0LL;
static int32_t ** volatile g_75 = (void*)0;/* VOLATILE GLOBAL g_75 */
static const int64_t g_103 = 0x2BDF33D83399F167LL;
static int8_t g_116 = 4L;
static int32_t g_121[10] = {0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L,0x80E459F6L};
static int32_t * const  volatile g_120 = &g_121[8];/* VOLATILE GLOBAL g_120 */
static int16_t g_164 = 1L;
static volatile uint64_t g_236 = 0x31237CA5B1883FA3LL;/* VOLATILE GLOBAL g_236 */
static volatile uint64_t * volatile g_235[1][4][6] = {{{&g_236,&g_236,(void*)0,(void*)0,&g_236,&g_236},{&g_236,&g_236,(void*)0,(void*)0,&g_236,(void*)0},{&g_236,(void*)0,&g_236,(void*)0,(void*)0,&g_236},{&g_236,(void*)0,(void*)0,(void*)0,(void*)0,&g_236}}};
static int32_t g_274 = 0L;
static int32_t *g_290 = &g_12;
static int32_t ** volatile g_289 = &g_290;/* VOLATILE GLOBAL g_289 */
static int64_t g_301 = 0L;
static volatile int64_t g_342[5] = {7L,7L,7L,7L,7L};
static int32_t g_348 = (-1L);
static int64_t *g_406[9] = {&g_72,&g_72,&g_72,&g_72,&g_72,&g_72,&g_72,&g_72,&g_72};
static int64_t **g_405 = &g_406[0];
static uint64_t g_410 = 0x49473950678CA935LL;
static int64_t ***g_458[4][4] = {{&g_405,(void*)0,&g_405,&g_405},{(void*)0,&g_405,&g_405,&g_405},{(void*)0,(void*)0,&g_405,&g_405},{&g_405,(void*)0,&g_405,(void*)0}};
static volatile int16_t g_467[3] = {(-1L),(-1L),(-1L)};
static uint8_t g_491 = 0xF2L;
static uint64_t g_545 = 0x03D188FAFBCD1A08LL;
static volatile uint8_t g_548[4][10] = {{1UL,1UL,0UL,0UL,1UL,1UL,0xBCL,0UL,0UL,0xBCL},{0x58L,1UL,2UL,0UL,1UL,1UL,1UL,0UL,2UL,1UL},{0x58L,0xBCL,0UL,0UL,0xBCL,1UL,1UL,0UL,0UL,1UL},{1UL,1UL,0UL,0UL,1UL,1UL,0xBCL,0UL,0UL,0xBCL}};
static volatile uint8_t * const g_547 = &g_548[3][7];
static volatile uint8_t * const  volatile *g_546 = &g_547;
static const uint32_t g_578 = 0x047B9296L;
static const uint32_t *g_577 = &g_578;
static uint32_t g_584 = 4294967290UL;
static int32_t ** volatile g_587 = (void*)0;/* VOLATILE GLOBAL g_587 */
static int32_t ** const  volatile g_588 = &g_4;/* VOLATILE GLOBAL g_588 */
static int32_t ** volatile g_613 = (void*)0;/* VOLATILE GLOBAL g_613 */
static int32_t * volatile g_669[6][3] = {{&g_12,&g_12,&g_121[8]},{&g_5,&g_5,&g_12},{&g_12,&g_12,&g_121[8]},{&g_5,&g_5,&g_12},{&g_12,&g_12,&g_121[8]},{&g_5,&g_5,&g_12}};
static int32_t * const  volatile g_670 = &g_121[2];/* VOLATILE GLOBAL g_670 */
static volatile int32_t g_682 = 0L;/* VOLATILE GLOBAL g_682 */
static volatile int32_t *g_681 = &g_682;
static volatile int32_t * volatile *g_680 = &g_681;
static const uint32_t g_683 = 18446744073709551615UL;
static volatile uint16_t g_688 = 0x692CL;/* VOLATILE GLOBAL g_688 */
static volatile uint16_t *g_687 = &g_688;
static volatile uint16_t ** volatile g_686 = &g_687;/* VOLATILE GLOBAL g_686 */
static volatile uint16_t ** volatile * const  volatile g_689 = &g_686;/* VOLATILE GLOBAL g_689 */
static int8_t g_700 = 7L;
static int32_t ** const  volatile g_708[1] = {&g_4};
static int8_t **g_822 = (void*)0;
static int32_t ** volatile g_829[10][1] = {{&g_290},{&g_290},{&g_290},{&g_290},{&g_290},{&g_290},{&g_290},{&g_290},{&g_290},{&g_290}};
static volatile uint16_t * const * volatile g_849 = &g_687;/* VOLATILE GLOBAL g_849 */
static volatile uint16_t * const * volatile *g_848 = &g_849;
static uint32_t *g_903 = &g_584;
static uint32_t **g_902[1][3][5] = {{{&g_903,(void*)0,&g_903,&g_903,(void*)0},{&g_903,&g_903,&g_903,&g_903,&g_903},{(void*)0,(void*)0,&g_903,(void*)0,(void*)0}}};
static int32_t ** volatile g_909 = &g_4;/* VOLATILE GLOBAL g_909 */
static uint32_t g_943 = 0xC1D97442L;
static int8_t g_964 = 0x83L;
static uint8_t **g_999 = (void*)0;
static uint8_t ***g_998 = &g_999;
static int32_t ** volatile g_1004 = &g_290;/* VOLATILE GLOBAL g_1004 */
static int32_t ** volatile g_1040 = &g_290;/* VOLATILE GLOBAL g_1040 */
static const int16_t *g_1064 = &g_70;
static const int16_t * const * const  volatile g_1063 = &g_1064;/* VOLATILE GLOBAL g_1063 */
static int8_t ***g_1070 = &g_822;
static uint16_t *g_1099 = &g_62;
static uint16_t **g_1098 = &g_1099;
static int32_t ** volatile *g_1109[2] = {&g_1004,&g_1004};
static int32_t ** volatile ** volatile g_1108 = &g_1109[0];/* VOLATILE GLOBAL g_1108 */
static uint8_t **** const g_1161 = &g_998;
static uint8_t **** const *g_1160 = &g_1161;
static volatile uint64_t g_1246 = 18446744073709551615UL;/* VOLATILE GLOBAL g_1246 */
static int32_t ** volatile g_1302 = &g_290;/* VOLATILE GLOBAL g_1302 */
static uint32_t g_1312 = 0x63CD9663L;
static const int32_t *g_1388 = (void*)0;
static int16_t *g_1391 = &g_70;
static int16_t * const *g_1390 = &g_1391;
static int16_t g_1405 = 0x258AL;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t * func_2(int32_t * p_3);
static int32_t * func_17(int8_t  p_18, int32_t * p_19);
static uint32_t  func_20(int32_t * p_21, int32_t * const  p_22, int16_t  p_23);
static int32_t * func_24(uint16_t  p_25, int16_t  p_26, uint32_t  p_27, int32_t * p_28, int64_t  p_29);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_5 g_410 g_16 g_909 g_405 g_406 g_301 g_72 g_903 g_584 g_546 g_547 g_548 g_12 g_348 g_6 g_578 g_1108 g_1109 g_1004 g_290 g_289 g_1302 g_1063 g_1064 g_70 g_1390 g_670 g_121
 * writes: g_5 g_12 g_16 g_348 g_902 g_4 g_301 g_72 g_584 g_6 g_70 g_274 g_290 g_545 g_116 g_410 g_53 g_1388 g_1390 g_121
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_1310 = 6UL;
    uint32_t l_1321 = 0xA1D5D68BL;
    uint16_t l_1334 = 1UL;
    int8_t *l_1335 = (void*)0;
    int8_t *l_1336 = &g_964;
    int8_t *l_1337 = &g_116;
    uint8_t ****l_1338 = (void*)0;
    uint8_t l_1339[8][7][4] = {{{1UL,0UL,0x2AL,0x65L},{255UL,0UL,7UL,0x2FL},{0x23L,0x74L,0UL,1UL},{0UL,0UL,3UL,1UL},{247UL,1UL,0x95L,1UL},{1UL,1UL,3UL,0UL},{1UL,0UL,247UL,0xCFL}},{{0xFCL,0x23L,0x2AL,0x2FL},{0xEBL,1UL,255UL,0xC6L},{0x83L,0UL,1UL,1UL},{0UL,1UL,0UL,0x38L},{0x23L,0xFFL,255UL,0UL},{1UL,0UL,0UL,1UL},{0xFCL,0xEBL,0UL,0x44L}},{{0xFFL,0x23L,3UL,0xA6L},{0UL,255UL,0x79L,1UL},{255UL,1UL,0x8DL,0xD0L},{7UL,0xFCL,0x83L,0UL},{0UL,0xD2L,246UL,247UL},{0x1DL,0UL,1UL,0xF0L},{0x44L,0UL,255UL,7UL}},{{0UL,255UL,0xD2L,3UL},{0x1DL,7UL,0UL,246UL},{255UL,1UL,0x83L,0x2FL},{0x2FL,3UL,0x14L,0x2AL},{255UL,0x44L,246UL,0x8DL},{0xFCL,0UL,1UL,0UL},{0UL,3UL,2UL,7UL}},{{1UL,255UL,1UL,246UL},{0x2AL,0x95L,0UL,0UL},{255UL,255UL,0x52L,0x95L},{246UL,0xFCL,0x52L,0xF0L},{255UL,0x44L,0UL,0xD7L},{0x2AL,0xD2L,1UL,0x2AL},{1UL,0x2AL,2UL,0xD0L}},{{0UL,0UL,1UL,3UL},{0xFCL,255UL,246UL,0UL},{255UL,255UL,0x14L,0xD0L},{0x2FL,0UL,0x83L,0xFCL},{255UL,0xD2L,0UL,0UL},{0x1DL,0UL,0xD2L,0xF0L},{0UL,0x2AL,255UL,0x2FL}},{{0x44L,255UL,1UL,1UL},{0x1DL,0x2FL,246UL,246UL},{0UL,0UL,0x83L,0x95L},{7UL,3UL,0x8DL,0xFCL},{255UL,0UL,0x79L,0x8DL},{0x2AL,0UL,1UL,0xFCL},{0UL,3UL,255UL,0x95L}},{{1UL,0UL,0xD2L,246UL},{0UL,0x2FL,0UL,1UL},{1UL,255UL,0x14L,0x2FL},{246UL,0x2AL,0x8DL,0xF0L},{0UL,0UL,0UL,0UL},{0xFCL,0xD2L,1UL,0xFCL},{1UL,0UL,255UL,0xD0L}}};
    uint8_t *l_1340 = &l_1339[7][6][2];
    int32_t l_1346 = (-1L);
    int32_t l_1347 = (-1L);
    int32_t l_1348 = 0x616F871CL;
    int32_t l_1349 = (-1L);
    int32_t l_1350 = 0x84B0846DL;
    uint64_t l_1351[3][1][4] = {{{0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL}},{{0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL}},{{0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL,0xF97FEE97DA493BDDLL}}};
    int32_t l_1407 = 0x1C096516L;
    int32_t l_1410 = 1L;
    int32_t l_1413 = 0x32344704L;
    int32_t l_1414 = 0L;
    uint32_t l_1415 = 0xC63A8315L;
    int32_t *l_1418 = &g_16;
    int32_t *l_1419[8] = {&l_1407,&l_1407,&l_1349,&l_1407,&l_1407,&l_1349,&l_1407,&l_1407};
    uint32_t l_1420 = 1UL;
    int i, j, k;
    (*g_1302) = func_2(g_4);
    for (g_545 = 0; (g_545 == 18); g_545 += 5)
    { /* block id: 596 */
        int32_t *l_1344[1];
        int16_t l_1345 = 0x3B38L;
        int64_t l_1380 = (-1L);
        int i;
        for (i = 0; i < 1; i++)
            l_1344[i] = &g_121[8];
        --l_1351[0][0][3];
        if ((**g_289))
            break;
        for (g_5 = 0; (g_5 > (-17)); --g_5)
        { /* block id: 601 */
            uint64_t l_1356 = 9UL;
            uint32_t l_1359 = 0x36B3A374L;
            int16_t *l_1377 = (void*)0;
            int16_t **l_1376 = &l_1377;
            int32_t *l_1381 = &g_348;
            int32_t l_1394 = 0xFBED79F6L;
            int32_t l_1404 = (-7L);
            int32_t l_1406 = 0xF40FC192L;
            int32_t l_1408 = 0xDBD1C6A5L;
            int32_t l_1409 = 3L;
            int32_t l_1411[9][9][3] = {{{0x4C4A16A3L,0xCECF2CF3L,0xAD4FAAB3L},{3L,0xE8B9CD77L,1L},{0L,(-5L),(-2L)},{0L,6L,0xC3729905L},{0xBF9A456DL,1L,0xDB10223AL},{0xB1923FD3L,0x87521057L,3L},{0x20583C7AL,0x03054FE2L,0xCECF2CF3L},{0L,3L,0x64EA6780L},{0x4C4A16A3L,0xE4C8EE14L,0xD5356FA2L}},{{0xF7066319L,3L,(-7L)},{0xCECF2CF3L,0xC0E09B75L,0xFBA0319FL},{0x21BBAD4AL,0x533C87BCL,0x21BBAD4AL},{(-2L),0L,(-3L)},{7L,(-2L),1L},{1L,1L,1L},{(-3L),0L,0x87521057L},{1L,0x56E44ED1L,0xC0E09B75L},{7L,0x21BBAD4AL,0x79773772L}},{{(-2L),0x9D270341L,0x7EBAEBB9L},{0x21BBAD4AL,(-1L),0xB2C87A0DL},{0xCECF2CF3L,3L,0x56E44ED1L},{0xF7066319L,0xB1923FD3L,(-3L)},{0x4C4A16A3L,1L,3L},{0L,0x13EBFB67L,0x13EBFB67L},{0x20583C7AL,0xFBA0319FL,0x4C4A16A3L},{0xB1923FD3L,0x1C5B7D22L,3L},{0xBF9A456DL,0xDB8A6012L,0L}},{{0L,0L,0L},{0xA30BAE69L,0xDB8A6012L,0L},{6L,0x1C5B7D22L,0x4AA01627L},{0L,0xFBA0319FL,(-1L)},{0x64EA6780L,0x13EBFB67L,0xF7066319L},{0L,1L,0xA30BAE69L},{(-4L),0xB1923FD3L,8L},{0xDB8A6012L,3L,0x9D270341L},{0x87521057L,(-1L),0x9C328394L}},{{0x9D270341L,0x9D270341L,0xE4C8EE14L},{0x36F33193L,0x21BBAD4AL,0xDCC31497L},{1L,0x56E44ED1L,0xBF9A456DL},{(-7L),0L,0xE8B9CD77L},{0L,1L,0xBF9A456DL},{0xC3729905L,(-2L),0xDCC31497L},{1L,0L,0xE4C8EE14L},{0x4DEAC0B3L,0x533C87BCL,0x9C328394L},{0x0B190517L,0xC0E09B75L,0x9D270341L}},{{0x79773772L,3L,8L},{0xFBA0319FL,0xE4C8EE14L,0xA30BAE69L},{0x9C328394L,3L,0xF7066319L},{(-1L),0x03054FE2L,(-1L)},{0xE8B9CD77L,0x87521057L,0x4AA01627L},{0xBC25B0BCL,1L,0L},{(-2L),6L,0L},{0x56E44ED1L,(-5L),0L},{(-2L),(-3L),3L}},{{0xBC25B0BCL,(-1L),0x4C4A16A3L},{0xE8B9CD77L,0x64EA6780L,0x13EBFB67L},{(-1L),0xF3A2B6AAL,3L},{0x9C328394L,0xB2C87A0DL,(-3L)},{0xFBA0319FL,1L,0x56E44ED1L},{0x79773772L,0x94D5C7DAL,0xB2C87A0DL},{0x0B190517L,0x7EBAEBB9L,0x7EBAEBB9L},{0x4DEAC0B3L,0xF7066319L,0x79773772L},{1L,0x0CFBFDA9L,0xC0E09B75L}},{{0xC3729905L,(-4L),0x87521057L},{0L,0x0B190517L,1L},{(-7L),(-4L),1L},{3L,0xAD4FAAB3L,1L},{0x1C5B7D22L,0L,0x4DEAC0B3L},{0xCECF2CF3L,0x9D270341L,0x0B190517L},{(-7L),0x13EBFB67L,0x79773772L},{0L,0xF3A2B6AAL,0xFBA0319FL},{1L,0x87521057L,0x9C328394L}},{{0xA30BAE69L,0xD5356FA2L,(-1L)},{0x9C328394L,0x9C328394L,0xE8B9CD77L},{0x0CFBFDA9L,0x20583C7AL,0xBC25B0BCL},{0xB2C87A0DL,(-4L),(-2L)},{0x4C4A16A3L,0L,0x56E44ED1L},{0x533C87BCL,0xB2C87A0DL,(-2L)},{1L,0L,0xBC25B0BCL},{(-1L),(-7L),0xE8B9CD77L},{(-3L),1L,(-1L)}}};
            int i, j, k;
            l_1356--;
            if (l_1359)
                continue;
            if (((((int32_t)(l_1346 | (((int8_t)((uint16_t)(((uint16_t)(((uint16_t)l_1339[6][2][3] % (uint16_t)(l_1351[0][0][3] , ((!(l_1356 < ((int32_t)(-1L) - (int32_t)((int16_t)(-(int8_t)(((((*l_1337) = l_1321) , &g_1246) == (((*l_1381) = (((*l_1376) = &g_70) != ((g_410 ^= ((uint8_t)(l_1380 = (**g_546)) * (uint8_t)0xA3L)) , (*g_1063)))) , (void*)0)) && (-9L))) >> (int16_t)15)))) && (**g_1063)))) , 1UL) >> (uint16_t)1) >= l_1351[0][0][3]) % (uint16_t)l_1339[5][4][2]) * (int8_t)l_1359) , l_1356)) + (int32_t)l_1321) >= (*g_1064)) != 0x88L))
            { /* block id: 609 */
                uint64_t l_1395[4][2] = {{0x000E48A1404F72F6LL,0x000E48A1404F72F6LL},{0x000E48A1404F72F6LL,0x000E48A1404F72F6LL},{0x000E48A1404F72F6LL,0x000E48A1404F72F6LL},{0x000E48A1404F72F6LL,0x000E48A1404F72F6LL}};
                int i, j;
                for (g_53 = 0; (g_53 <= 37); g_53 += 3)
                { /* block id: 612 */
                    uint32_t l_1393 = 0UL;
                    for (g_584 = 0; (g_584 <= 34); ++g_584)
                    { /* block id: 615 */
                        const int32_t *l_1386 = &l_1348;
                        const int32_t **l_1387[8][2] = {{&l_1386,(void*)0},{&l_1386,&l_1386},{(void*)0,&l_1386},{&l_1386,(void*)0},{&l_1386,&l_1386},{(void*)0,&l_1386},{&l_1386,(void*)0},{&l_1386,&l_1386}};
                        int16_t * const **l_1392 = &g_1390;
                        int i, j;
                        g_1388 = l_1386;
                        (*g_909) = (***g_1108);
                        (*g_290) &= (&g_1064 != ((*l_1392) = g_1390));
                    }
                    l_1393 ^= (****g_1108);
                }
                if ((**g_1004))
                    break;
                l_1395[2][0]--;
            }
            else
            { /* block id: 626 */
                int8_t l_1400 = 0xACL;
                int32_t l_1401[10][1][10] = {{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}},{{0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L,0x4BBF7BE0L,1L,1L,0x4BBF7BE0L,0L}}};
                int16_t l_1412[6][1][9] = {{{3L,0x4CADL,1L,(-1L),6L,(-1L),1L,0x4CADL,3L}},{{(-1L),(-1L),7L,(-1L),(-1L),(-1L),(-1L),7L,(-1L)}},{{1L,0x7418L,0x449AL,1L,1L,(-1L),1L,0x7418L,6L}},{{(-1L),(-1L),(-3L),0L,(-3L),(-1L),(-1L),(-3L),0L}},{{0x449AL,5L,0x449AL,(-1L),3L,1L,1L,1L,3L}},{{7L,(-3L),(-3L),7L,(-1L),7L,(-3L),(-3L),7L}}};
                int i, j, k;
                (*g_670) |= l_1359;
                for (l_1346 = 21; (l_1346 > 24); l_1346 += 3)
                { /* block id: 630 */
                    int32_t l_1402 = 0x4E40F4DEL;
                    int32_t l_1403 = 0x8EC5E105L;
                    l_1415--;
                }
            }
        }
    }
    l_1420--;
    return (*l_1418);
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_410 g_16 g_909 g_405 g_406 g_301 g_72 g_903 g_584 g_546 g_547 g_548 g_12 g_348 g_6 g_578 g_274 g_1108 g_1109 g_1004 g_290 g_289
 * writes: g_5 g_12 g_16 g_348 g_902 g_4 g_301 g_72 g_584 g_6 g_70 g_274
 */
static int32_t * func_2(int32_t * p_3)
{ /* block id: 1 */
    uint32_t l_52 = 0xC7D8169BL;
    int64_t **l_894 = (void*)0;
    uint32_t *l_901 = (void*)0;
    uint32_t **l_900 = &l_901;
    int32_t l_923 = 0x943C57C5L;
    int64_t l_927 = 0x8531475388CA4F3BLL;
    int16_t *l_936 = &g_164;
    uint16_t l_941 = 0xE68BL;
    int8_t l_944 = 0L;
    int32_t l_1037 = 0xCD2DCA19L;
    int16_t *l_1088 = &g_164;
    int32_t l_1127 = (-1L);
    int32_t l_1130 = 0L;
    int32_t l_1132 = 0x6CCB8021L;
    int32_t l_1135 = 3L;
    int32_t l_1137 = 0L;
    int32_t ** const l_1145[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t ** const *l_1144 = &l_1145[5];
    int32_t ** const **l_1143 = &l_1144;
    uint64_t l_1152[1][1][5];
    uint32_t l_1238 = 0x0AC36176L;
    int8_t l_1262 = 0x6CL;
    int32_t l_1288 = 0xF513ED91L;
    int64_t l_1294[5] = {0xD23E07B9A58E9E02LL,0xD23E07B9A58E9E02LL,0xD23E07B9A58E9E02LL,0xD23E07B9A58E9E02LL,0xD23E07B9A58E9E02LL};
    int32_t l_1295 = (-1L);
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
                l_1152[i][j][k] = 0xF74FAE9ECB3DDB17LL;
        }
    }
    for (g_5 = 0; (g_5 <= 1); g_5 += 1)
    { /* block id: 4 */
        uint32_t l_68 = 0xC1C50D5DL;
        int32_t l_876 = (-1L);
        uint32_t l_883 = 0UL;
        uint16_t *l_971 = &g_62;
        uint16_t **l_970 = &l_971;
        uint16_t ***l_969 = &l_970;
        uint8_t ***l_1000 = &g_999;
        uint32_t l_1027 = 0xF7E97A27L;
        int16_t **l_1062 = &l_936;
        int32_t l_1126 = 0x362EA341L;
        int64_t l_1131[9] = {0xD5A6C556472CD847LL,0x305B88A7E94F6B47LL,0xD5A6C556472CD847LL,0x305B88A7E94F6B47LL,0xD5A6C556472CD847LL,0x305B88A7E94F6B47LL,0xD5A6C556472CD847LL,0x305B88A7E94F6B47LL,0xD5A6C556472CD847LL};
        int32_t l_1133 = 7L;
        uint32_t l_1138[4] = {6UL,6UL,6UL,6UL};
        int32_t l_1164 = 1L;
        int32_t l_1165 = 7L;
        int32_t l_1166[9] = {0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L,0x1867BD01L};
        int32_t l_1167 = (-5L);
        int32_t *l_1175 = &l_1126;
        int64_t l_1219 = 0x0FF9B44F26BA1D06LL;
        uint64_t *l_1253 = &l_1152[0][0][1];
        uint64_t **l_1252 = &l_1253;
        uint64_t ** const *l_1251 = &l_1252;
        int64_t l_1256 = 6L;
        int8_t l_1296 = 0xC8L;
        uint64_t l_1297 = 0xBF5242311BBF40B9LL;
        int i;
        for (g_12 = 0; (g_12 <= 1); g_12 += 1)
        { /* block id: 7 */
            uint64_t l_65 = 1UL;
            int32_t l_66 = 0x01EF4FC6L;
            int64_t l_73 = 0L;
            uint16_t l_74 = 1UL;
            int32_t l_921 = (-6L);
            for (g_16 = 0; (g_16 <= 1); g_16 += 1)
            { /* block id: 10 */
                uint16_t *l_61 = &g_62;
                int32_t l_67 = 4L;
                int16_t *l_69 = &g_70;
                int64_t *l_71 = &g_72;
                uint8_t l_574 = 3UL;
                int32_t **l_875 = &g_4;
                int32_t *l_877 = &l_67;
                int32_t *l_878 = &g_121[4];
                int32_t *l_879 = &l_66;
                int32_t *l_880 = &g_274;
                int32_t *l_881 = (void*)0;
                int32_t *l_882[10];
                int i;
                for (i = 0; i < 10; i++)
                    l_882[i] = (void*)0;
            }
            for (g_348 = 0; (g_348 <= 1); g_348 += 1)
            { /* block id: 392 */
                int8_t l_895 = 0xA3L;
                int32_t *l_908 = &g_16;
                if ((*p_3))
                { /* block id: 393 */
                    uint32_t *l_899 = &g_584;
                    uint32_t **l_898 = &l_899;
                    uint32_t ***l_904 = &l_900;
                    int32_t l_905 = 0x2D3A04D3L;
                    int32_t *l_907 = &g_16;
                    (*l_907) |= (l_895 <= (((int16_t)(l_905 = (l_898 != ((*l_904) = (g_902[0][2][2] = l_900)))) + (int16_t)l_883) < (-(int16_t)g_410)));
                    for (l_905 = 0; (l_905 <= 1); l_905 += 1)
                    { /* block id: 400 */
                        (*g_909) = l_908;
                    }
                }
                else
                { /* block id: 403 */
                    int16_t *l_922 = &g_70;
                    int32_t *l_924 = &l_876;
                    int i, j, k;
                    (*l_924) ^= ((uint16_t)(((0UL != ((**g_405) = (**g_405))) && ((int8_t)(((*l_922) = ((((*g_903) = (*g_903)) & ((uint8_t)(**g_546) / (uint8_t)((uint8_t)0xC0L * (uint8_t)(g_6[g_12][g_348][g_348] ^= (((((~l_52) | l_65) > l_66) > ((((((uint16_t)((void*)0 != p_3) / (uint16_t)l_921) == l_921) && 0x09L) , 0UL) , l_65)) ^ 0x0B9FL))))) < 0xDDL)) , (*l_908)) * (int8_t)l_923)) ^ l_923) * (uint16_t)g_578);
                }
            }
        }
    }
    for (g_274 = 0; (g_274 <= (-6)); --g_274)
    { /* block id: 584 */
        return (***g_1108);
    }
    return (*g_289);
}


/* ------------------------------------------ */
/* 
 * reads : g_348 g_848 g_849 g_687 g_688 g_12 g_6 g_70 g_9 g_5 g_7 g_4 g_40 g_53 g_11 g_120 g_121 g_14 g_164 g_13 g_103 g_16 g_62 g_10 g_72 g_235 g_116 g_8 g_289 g_301 g_290 g_342 g_405 g_406 g_467 g_491 g_236 g_410 g_545 g_546
 * writes: g_348 g_4 g_53 g_62 g_116 g_6 g_121 g_164 g_70 g_274 g_290 g_72 g_301 g_405 g_458 g_410 g_491 g_545
 */
static int32_t * func_17(int8_t  p_18, int32_t * p_19)
{ /* block id: 280 */
    int32_t l_626 = (-1L);
    int32_t l_630 = 0x3E61D02FL;
    uint8_t l_714 = 0x6DL;
    int64_t l_717 = (-1L);
    int32_t l_724 = (-5L);
    int32_t l_727 = 0x189F12A1L;
    int32_t l_728[7] = {0x49C8760DL,0x3E405408L,0x3E405408L,0x49C8760DL,0x3E405408L,0x3E405408L,0x49C8760DL};
    uint64_t *l_851 = &g_410;
    uint64_t **l_850 = &l_851;
    uint8_t *l_862 = &l_714;
    int16_t **l_865 = (void*)0;
    int16_t *l_867 = &g_70;
    int16_t **l_866 = &l_867;
    int32_t *l_874 = &g_121[9];
    int i;
    for (g_348 = (-3); (g_348 < 8); g_348 += 3)
    { /* block id: 283 */
        int32_t *l_623 = &g_274;
        int32_t *l_659 = &l_626;
        int32_t **l_658 = &l_659;
        int32_t **l_666 = (void*)0;
        int32_t ***l_665 = &l_666;
        int32_t l_718 = 0x96E5786FL;
        int32_t l_719 = 0x67050440L;
        int32_t l_726 = (-1L);
        int32_t l_729[6][8][5] = {{{0xA92E5B28L,0x5EE2BEA7L,0xFCEA2D6DL,0x7C658257L,0xFCEA2D6DL},{0x9D91C45EL,0x9D91C45EL,0x7F3A7596L,0L,(-4L)},{0xFCEA2D6DL,0L,(-1L),0x3D4B7818L,3L},{0L,(-3L),(-5L),0x4E663A90L,6L},{(-6L),0L,0L,(-6L),0x706010C8L},{0L,0x9D91C45EL,4L,(-4L),0x3992F73CL},{(-1L),0x5EE2BEA7L,0x06B0A15BL,0xA92E5B28L,0L},{(-3L),0L,(-4L),(-4L),0L}},{{3L,0x7C658257L,0xFC7F06DEL,(-6L),0xF757EE23L},{0xFDF2F2D1L,6L,0x9D91C45EL,0x4E663A90L,4L},{0x7C658257L,0xD50696E6L,0x5B0122A2L,0x3D4B7818L,0x3D4B7818L},{0xFDF2F2D1L,0x7F3A7596L,0xFDF2F2D1L,0L,0x615B8102L},{3L,0xFC7F06DEL,0xA92E5B28L,0x7C658257L,0xA4B8EC7DL},{(-3L),0x4E663A90L,0x3992F73CL,0x9D91C45EL,0x5296BC72L},{(-1L),0xA4B8EC7DL,0xA92E5B28L,0xA4B8EC7DL,(-1L)},{0L,0x9B91AF01L,0xFDF2F2D1L,6L,0x9D91C45EL}},{{(-6L),0xF757EE23L,0x5B0122A2L,0xFCEA2D6DL,0x06B0A15BL},{0L,0xFDF2F2D1L,0x9D91C45EL,0x9B91AF01L,0x9D91C45EL},{0xFCEA2D6DL,0xFCEA2D6DL,0xFC7F06DEL,0x5B0122A2L,(-1L)},{0x9D91C45EL,4L,(-4L),0x3992F73CL,0x5296BC72L},{0xA92E5B28L,0xFE44CDC6L,0x06B0A15BL,0xD50696E6L,0xA4B8EC7DL},{(-1L),4L,4L,(-1L),0x615B8102L},{0xF757EE23L,0xFCEA2D6DL,0L,(-1L),0x3D4B7818L},{(-4L),0xFDF2F2D1L,(-5L),0x9B91AF01L,(-5L)}},{{0xA4B8EC7DL,0L,0x5EE2BEA7L,0x5EE2BEA7L,0L},{0L,(-1L),0x4E663A90L,0x5296BC72L,4L},{0x706010C8L,0xFCEA2D6DL,0xA92E5B28L,0xFE44CDC6L,0x06B0A15BL},{(-1L),(-3L),0L,(-4L),(-4L)},{0x706010C8L,0xD50696E6L,0x706010C8L,0xF757EE23L,0xFC7F06DEL},{0L,0x4E663A90L,0x9B91AF01L,(-1L),0x9D91C45EL},{0xA4B8EC7DL,0xFE44CDC6L,(-1L),0xA92E5B28L,0x5B0122A2L},{0xFDF2F2D1L,0x9D91C45EL,0x9B91AF01L,0x9D91C45EL,0xFDF2F2D1L}},{{0L,(-6L),0x706010C8L,0xFCEA2D6DL,0xA92E5B28L},{0x5296BC72L,4L,0L,0L,0x3992F73CL},{0x7C658257L,0x706010C8L,0xA92E5B28L,(-6L),0xA92E5B28L},{0L,0L,0x4E663A90L,0L,0xFDF2F2D1L},{0xA92E5B28L,0x06B0A15BL,0x5EE2BEA7L,(-1L),0x5B0122A2L},{0x9B91AF01L,6L,0x3992F73CL,(-3L),0x9D91C45EL},{3L,0x06B0A15BL,0x06B0A15BL,3L,0xFC7F06DEL},{4L,0L,(-5L),0xFDF2F2D1L,(-4L)}},{{0x5EE2BEA7L,0x706010C8L,0x3D4B7818L,0x7C658257L,0x06B0A15BL},{6L,4L,0xFDF2F2D1L,0xFDF2F2D1L,4L},{0x5B0122A2L,(-6L),0xD50696E6L,3L,0L},{0x615B8102L,0x9D91C45EL,0L,(-3L),(-5L)},{(-6L),0xFE44CDC6L,0xF757EE23L,(-1L),(-1L)},{0x615B8102L,0x4E663A90L,0x615B8102L,0L,0x7F3A7596L},{0x5B0122A2L,0xD50696E6L,0x7C658257L,(-6L),0xFCEA2D6DL},{6L,(-3L),(-4L),0L,0L}}};
        int32_t *l_741 = (void*)0;
        uint8_t l_783 = 0x76L;
        uint16_t *l_846[9][5] = {{&g_62,&g_62,(void*)0,&g_62,(void*)0},{&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,&g_62,(void*)0},{&g_62,&g_62,&g_62,&g_62,&g_62},{(void*)0,&g_62,&g_62,(void*)0,&g_62},{&g_62,&g_62,&g_62,&g_62,&g_62},{&g_62,&g_62,&g_62,(void*)0,&g_62}};
        int i, j, k;
    }
    l_874 = func_24((***g_848), p_18, ((uint32_t)((++(*l_862)) ^ (((*l_866) = (void*)0) != &g_164)) - (uint32_t)(((int8_t)p_18 + (int8_t)((0x5AL < (0x19D2A81A87038234LL != ((uint16_t)l_727 * (uint16_t)((int32_t)(*p_19) - (int32_t)l_724)))) , (-4L))) == l_724)), &l_728[2], l_717);
    return p_19;
}


/* ------------------------------------------ */
/* 
 * reads : g_467 g_577 g_12 g_5 g_289 g_290 g_588 g_15 g_410 g_116 g_9 g_164
 * writes: g_577 g_584 g_4 g_348 g_545 g_164 g_116
 */
static uint32_t  func_20(int32_t * p_21, int32_t * const  p_22, int16_t  p_23)
{ /* block id: 243 */
    const uint32_t **l_575 = (void*)0;
    const uint32_t **l_576 = (void*)0;
    int32_t l_579 = 0xB746A1D7L;
    int16_t l_580 = 0x4F66L;
    uint32_t *l_583 = &g_584;
    int16_t *l_585 = (void*)0;
    int16_t *l_586 = &l_580;
    uint32_t l_596 = 1UL;
    l_579 |= ((g_577 = p_21) != p_22);
    if ((g_467[2] > ((*l_586) = (l_580 <= (((uint32_t)((*l_583) = (*g_577)) - (uint32_t)0xFAA47A7DL) | 0xABBFL)))))
    { /* block id: 248 */
        return p_23;
    }
    else
    { /* block id: 250 */
        int32_t *l_589 = &g_348;
        uint64_t *l_599 = &g_545;
        int32_t l_604 = 0xCFDB0ACBL;
        int8_t l_607 = 0L;
        (*g_588) = (*g_289);
        l_579 &= (((*l_589) = g_15) , ((uint16_t)((uint64_t)(((int16_t)p_23 % (int16_t)l_596) , ((p_23 <= ((*l_586) = ((p_23 , ((uint64_t)((*l_599) = (g_410 > p_23)) - (uint64_t)(((int16_t)((int8_t)((l_604 |= 0x00L) ^ ((int16_t)1L >> (int16_t)1)) - (int8_t)g_116) * (int16_t)g_9) == l_607))) < 6L))) ^ p_23)) - (uint64_t)0x6AB4EC32A62E942BLL) - (uint16_t)l_596));
        for (l_604 = 0; (l_604 >= 9); l_604 += 9)
        { /* block id: 259 */
            return l_604;
        }
    }
    for (g_164 = 0; (g_164 != (-15)); g_164 -= 5)
    { /* block id: 265 */
        int32_t * const l_612 = &g_121[8];
        for (g_116 = 2; (g_116 >= 0); g_116 -= 1)
        { /* block id: 268 */
            int i;
            return g_467[g_116];
        }
        p_21 = l_612;
    }
    for (g_164 = 0; (g_164 == (-10)); g_164--)
    { /* block id: 275 */
        uint16_t l_616 = 65527UL;
        l_616--;
        return p_23;
    }
    return (*g_577);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_70 g_9 g_5 g_7 g_4 g_12 g_40 g_53 g_11 g_120 g_121 g_14 g_164 g_13 g_103 g_16 g_62 g_10 g_72 g_235 g_116 g_8 g_289 g_301 g_290 g_348 g_342 g_405 g_406 g_467 g_491 g_236 g_410 g_545 g_546 l_67
 * writes: g_4 g_53 g_62 g_116 g_6 g_121 g_164 g_70 g_274 g_290 g_72 g_301 g_348 g_405 g_458 g_410 g_491 g_545
 */
static int32_t * func_24(uint16_t  p_25, int16_t  p_26, uint32_t  p_27, int32_t * p_28, int64_t  p_29)
{ /* block id: 16 */
    int32_t **l_76 = &g_4;
    int32_t l_132 = (-2L);
    int32_t l_135 = (-1L);
    int32_t l_137[9][5][5] = {{{0x02ECAC60L,0x0FD5536EL,2L,2L,0x0FD5536EL},{0L,0x98911890L,0x7566D79CL,(-4L),1L},{0x98911890L,0x4C988BF1L,1L,1L,0xB4DCC518L},{1L,(-1L),0x26A7F400L,2L,0xFC450F0CL},{0x98911890L,0x5B6DD3C1L,0x9C0CF392L,0x9FD917EEL,3L}},{{3L,0x9EFBC47EL,4L,3L,0x5B6DD3C1L},{0x8CC65BC0L,0xCA251F1BL,0xEB9788E8L,1L,0x973F9301L},{(-4L),1L,0x268D07ABL,1L,0x9FD917EEL},{0x61AD414DL,1L,8L,(-10L),(-1L)},{1L,(-4L),0x0FD5536EL,8L,0x9C0CF392L}},{{0xCEBDA19AL,1L,0L,0xBA9D02FAL,1L},{0x96F3BD68L,1L,0x355CDA57L,0xCEBDA19AL,0x12287F11L},{3L,(-4L),0x9C0CF392L,2L,0xDEB9ED2AL},{1L,1L,1L,0x98911890L,0x61AD414DL},{0xDF0983E4L,1L,1L,(-4L),0x7566D79CL}},{{(-4L),0xCA251F1BL,0xAAE2E084L,4L,4L},{0x0FD5536EL,0x9EFBC47EL,0x0FD5536EL,0x7E2076EBL,(-10L)},{0xEE7636CFL,1L,0x35FA0D3BL,1L,0x0A817FA5L},{1L,0xDF0983E4L,0L,0xCEBDA19AL,3L},{0x61AD414DL,0x355CDA57L,0x35FA0D3BL,0x0A817FA5L,0x350C07B2L}},{{9L,0xEB9788E8L,0x0FD5536EL,1L,0x61AD414DL},{(-4L),2L,0xAAE2E084L,9L,1L},{0xA5AB319EL,0x631B42A3L,1L,5L,0x4C988BF1L},{0x0FD5536EL,(-4L),1L,0x26A7F400L,0xE490029EL},{0xCD7C78B5L,(-4L),0x9C0CF392L,0x98911890L,0xDFC4D21CL}},{{0x8AB68CB1L,0xDF0983E4L,0x355CDA57L,0x9FD917EEL,0xF869285BL},{(-4L),0xF869285BL,0L,0x9FD917EEL,0x32AAFAE5L},{8L,0x371A48C8L,0x0FD5536EL,0x98911890L,0x973F9301L},{0x8CC65BC0L,0x7566D79CL,8L,0x26A7F400L,0x0A817FA5L},{0x355CDA57L,0x8AB68CB1L,0x268D07ABL,5L,4L}},{{1L,0x355CDA57L,0xEB9788E8L,9L,(-1L)},{0xDFC4D21CL,1L,4L,1L,0xDFC4D21CL},{1L,1L,0xA5AB319EL,0x0A817FA5L,0L},{0xA5AB319EL,0x12287F11L,5L,0xCEBDA19AL,(-1L)},{8L,0xEB9788E8L,1L,1L,0L}},{{1L,0xCEBDA19AL,0L,0x7E2076EBL,0xDFC4D21CL},{0L,0x8AB68CB1L,1L,4L,(-1L)},{0xEB9788E8L,0xF869285BL,0x96F3BD68L,(-4L),4L},{0x9FD917EEL,(-9L),4L,0x98911890L,0x0A817FA5L},{0x96F3BD68L,1L,(-4L),2L,0x973F9301L}},{{0x355CDA57L,0L,0xE490029EL,0xCEBDA19AL,0x32AAFAE5L},{9L,1L,0xEB9788E8L,0xBA9D02FAL,0xF869285BL},{9L,0xCD7C78B5L,(-4L),8L,0xAAE2E084L},{0xDEB9ED2AL,0xCEBDA19AL,4L,0xF869285BL,0x6A97F434L},{0x9FD917EEL,(-1L),1L,0xE490029EL,0x355CDA57L}}};
    int8_t *l_175 = &g_116;
    uint8_t l_266 = 6UL;
    uint16_t *l_278 = &g_62;
    int8_t l_321 = 1L;
    const uint64_t *l_350 = (void*)0;
    uint64_t *l_409[2][8][9] = {{{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0}},{{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410,&g_410},{(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0,&g_410,(void*)0}}};
    uint64_t **l_408 = &l_409[1][0][2];
    const int64_t *l_434 = (void*)0;
    const int64_t **l_433 = &l_434;
    const int64_t ** const *l_432 = &l_433;
    int32_t l_443[6];
    volatile uint8_t * const  volatile *l_550[9][4][2] = {{{&g_547,&g_547},{&g_547,(void*)0},{(void*)0,(void*)0},{(void*)0,&g_547}},{{(void*)0,&g_547},{&g_547,&g_547},{&g_547,(void*)0},{&g_547,(void*)0}},{{&g_547,&g_547},{&g_547,&g_547},{(void*)0,&g_547},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{&g_547,&g_547},{&g_547,(void*)0},{(void*)0,(void*)0}},{{(void*)0,&g_547},{(void*)0,&g_547},{&g_547,&g_547},{&g_547,&g_547}},{{&g_547,&g_547},{&g_547,&g_547},{&g_547,(void*)0},{&g_547,(void*)0}},{{&g_547,&g_547},{&g_547,&g_547},{&g_547,(void*)0},{&g_547,&g_547}},{{&g_547,&g_547},{&g_547,(void*)0},{&g_547,(void*)0},{&g_547,&g_547}},{{&g_547,&g_547},{&g_547,&g_547},{&g_547,&g_547},{&g_547,(void*)0}}};
    uint8_t l_564 = 0x5FL;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_443[i] = 0x2142D83BL;
lbl_143:
    (*l_76) = &g_12;
lbl_534:
    for (g_53 = (-29); (g_53 != 60); ++g_53)
    { /* block id: 20 */
        uint32_t l_107 = 0x68A7D7D4L;
        uint64_t l_108 = 0xC2E186B95FE78F14LL;
        int32_t l_127 = 1L;
        int32_t l_129 = (-9L);
        int32_t l_130[8] = {0x2BEA8462L,(-6L),0x2BEA8462L,0x2BEA8462L,(-6L),0x2BEA8462L,0x2BEA8462L,(-6L)};
        const int32_t l_145 = 0L;
        uint16_t l_214 = 0xAA6AL;
        uint8_t *l_218[5][3][1] = {{{&g_6[1][0][0]},{&g_6[1][0][1]},{&g_6[1][0][0]}},{{&g_6[1][1][1]},{&g_6[2][0][1]},{&g_6[1][1][1]}},{{&g_6[1][0][0]},{&g_6[1][0][1]},{&g_6[1][0][0]}},{{&g_6[1][1][1]},{&g_6[2][0][1]},{&g_6[1][1][1]}},{{&g_6[1][0][0]},{&g_6[1][0][1]},{&g_6[1][0][0]}}};
        int64_t *l_243 = &g_72;
        int64_t * const *l_242 = &l_243;
        int8_t l_256 = 0x3EL;
        const uint16_t l_275 = 0x3917L;
        uint16_t l_279 = 0x8760L;
        int16_t *l_353[10][10][2] = {{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}},{{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70},{&g_70,&g_70}}};
        uint8_t l_413 = 251UL;
        int i, j, k;
        for (g_62 = (-21); (g_62 >= 28); g_62 += 1)
        { /* block id: 23 */
            return &g_12;
        }
        for (p_27 = 2; (p_27 <= 6); p_27 += 1)
        { /* block id: 28 */
            uint8_t l_81[5][10][5] = {{{249UL,0xF8L,0x68L,0x46L,0xE0L},{0xD7L,0UL,0x62L,254UL,0x9DL},{248UL,0UL,1UL,0xF8L,0xD7L},{248UL,0x46L,0UL,0x21L,0xA3L},{0xD7L,0x97L,0x7CL,0xFDL,0xEBL},{249UL,1UL,1UL,0x21L,0UL},{0xA3L,0xF8L,1UL,0xF8L,0xA3L},{255UL,0xF8L,3UL,254UL,0xE0L},{0xE0L,1UL,0x62L,0x46L,0x48L},{248UL,0x97L,0xCEL,0xF8L,0xE0L}},{{0x81L,0x46L,0x7CL,0x03L,0xA3L},{0xE0L,0UL,0x7CL,0xBCL,0UL},{249UL,0UL,0xCEL,0x21L,0xEBL},{0x47L,0xF8L,0x62L,255UL,0xA3L},{249UL,255UL,3UL,0x46L,0xD7L},{0xE0L,0UL,1UL,0x46L,0x9DL},{0x81L,0x97L,1UL,255UL,0xE0L},{248UL,254UL,0x7CL,0x21L,0x47L},{0xE0L,0x97L,0UL,0xBCL,0xEBL},{255UL,0UL,1UL,0x03L,0xEBL}},{{0xA3L,255UL,0x62L,0xF8L,0x47L},{249UL,0xF8L,0x68L,0x46L,0xE0L},{0xD7L,0UL,0x62L,254UL,0x9DL},{248UL,0UL,1UL,0xF8L,0xD7L},{248UL,0x46L,0x6BL,255UL,0x03L},{0xEAL,0xEEL,0x1EL,255UL,1UL},{254UL,0xAAL,0x6DL,255UL,255UL},{0x03L,7UL,250UL,7UL,0x03L},{253UL,7UL,0x10L,247UL,5UL},{5UL,0xAAL,249UL,1UL,0xD9L}},{{0UL,0xEEL,0xD0L,7UL,5UL},{1UL,1UL,0x1EL,0x1EL,0x03L},{5UL,0xEEL,0x1EL,0xF7L,255UL},{254UL,246UL,0xD0L,255UL,1UL},{252UL,7UL,249UL,0xEDL,0x03L},{254UL,0xEDL,0x10L,1UL,0xEAL},{5UL,246UL,250UL,1UL,255UL},{1UL,0xEEL,0x6DL,0xEDL,5UL},{0UL,247UL,0x1EL,255UL,252UL},{5UL,0xEEL,0x6BL,0xF7L,1UL}},{{253UL,246UL,0x6DL,0x1EL,1UL},{0x03L,0xEDL,249UL,7UL,252UL},{254UL,7UL,254UL,1UL,5UL},{0xEAL,246UL,249UL,247UL,255UL},{0UL,0xEEL,0x6DL,7UL,0xEAL},{0UL,1UL,0x6BL,255UL,0x03L},{0xEAL,0xEEL,0x1EL,255UL,1UL},{254UL,0xAAL,0x6DL,255UL,255UL},{0x03L,7UL,250UL,7UL,0x03L},{253UL,7UL,0x10L,247UL,5UL}}};
            int64_t *l_106 = (void*)0;
            int32_t l_131 = (-1L);
            int32_t l_134 = 0xCCD6F842L;
            int32_t l_138[5] = {(-8L),(-8L),(-8L),(-8L),(-8L)};
            uint64_t l_150 = 18446744073709551614UL;
            int8_t l_152 = (-9L);
            int32_t l_265 = 7L;
            int32_t *l_267 = (void*)0;
            int32_t *l_268 = (void*)0;
            int32_t *l_269 = &l_138[2];
            uint16_t *l_270 = &g_62;
            uint64_t *l_271 = &l_108;
            uint32_t *l_272 = (void*)0;
            uint32_t *l_273 = &l_107;
            uint32_t l_286 = 1UL;
            uint8_t l_379[7] = {0x1AL,0x1AL,0x1AL,0x1AL,0x1AL,0x1AL,0x1AL};
            int i, j, k;
            if ((*p_28))
                break;
            ++l_81[2][6][0];
            for (p_25 = 0; (p_25 <= 1); p_25 += 1)
            { /* block id: 33 */
                int16_t l_85 = 0x0B10L;
                const int64_t *l_102 = &g_103;
                const int64_t **l_101 = &l_102;
                int64_t *l_105 = (void*)0;
                int64_t **l_104[2];
                const int32_t *l_122 = &g_5;
                int32_t l_128[5] = {0x6FF6BB94L,0x6FF6BB94L,0x6FF6BB94L,0x6FF6BB94L,0x6FF6BB94L};
                uint32_t l_153[6];
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_104[i] = &l_105;
                for (i = 0; i < 6; i++)
                    l_153[i] = 0x586F0DDEL;
                if (((+(((g_6[(p_25 + 1)][p_25][p_25] ^ l_85) == ((int32_t)(((int16_t)g_70 - (int16_t)((uint64_t)(((uint8_t)(((!g_9) , (((((int64_t)((((g_5 & (((uint8_t)(g_7 < (((((((uint8_t)(l_85 != (((*l_101) = &g_72) == (l_106 = &p_29))) - (uint8_t)l_107) > (**l_76)) , g_40) , p_25) != p_25) | g_40)) >> (uint8_t)(**l_76)) ^ 0x9984L)) , p_29) || 0UL) , g_6[3][0][0]) / (int64_t)0xA48CC9215A14429FLL) , g_5) , g_9) == g_70)) ^ l_108) >> (uint8_t)5) , 1UL) + (uint64_t)g_53)) || 8L) - (int32_t)l_108)) > (*g_4))) <= 4294967291UL))
                { /* block id: 36 */
                    int8_t *l_115 = &g_116;
                    uint8_t *l_117 = &g_6[3][1][1];
                    int32_t l_118 = 0xBD54ED7DL;
                    int16_t *l_119 = &l_85;
                    const int32_t *l_123 = (void*)0;
                    int32_t l_133 = (-1L);
                    int32_t l_136 = 0L;
                    int32_t l_139[6];
                    int i;
                    for (i = 0; i < 6; i++)
                        l_139[i] = 0xC5011C82L;
                    (*p_28) = ((uint8_t)((*l_117) = (g_11[p_27] != ((uint16_t)(**l_76) / (uint16_t)((uint8_t)p_25 + (uint8_t)((*l_115) = l_107))))) >> (uint8_t)2);
                    if ((l_118 != ((*l_119) |= (l_108 , g_40))))
                    { /* block id: 41 */
                        (*g_120) &= ((*p_28) = (((void*)0 == &l_85) == (l_118 | (p_28 != p_28))));
                    }
                    else
                    { /* block id: 44 */
                        (*l_76) = p_28;
                        l_123 = l_122;
                        if ((*l_123))
                            continue;
                    }
                    for (g_116 = (-21); (g_116 > 12); ++g_116)
                    { /* block id: 51 */
                        int32_t *l_126[1];
                        uint64_t l_140 = 18446744073709551614UL;
                        int32_t **l_144 = &l_126[0];
                        int i;
                        for (i = 0; i < 1; i++)
                            l_126[i] = &g_121[8];
                        --l_140;
                        l_138[1] = (*p_28);
                        if (g_5)
                            goto lbl_143;
                        (*l_144) = ((*l_76) = (*l_76));
                    }
                    if (l_145)
                    { /* block id: 58 */
                        int32_t *l_149 = &l_132;
                        if ((*p_28))
                            break;
                        l_150 = ((int32_t)(+(**l_76)) + (int32_t)(l_149 != p_28));
                        if (l_145)
                            continue;
                    }
                    else
                    { /* block id: 62 */
                        int32_t *l_151[8] = {&l_128[0],&l_128[0],(void*)0,&l_128[0],&l_128[0],(void*)0,&l_128[0],&l_128[0]};
                        int i;
                        ++l_153[3];
                    }
                }
                else
                { /* block id: 65 */
                    int32_t *l_163[1][2];
                    int32_t *l_176 = &l_138[3];
                    int8_t l_180 = (-2L);
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 2; j++)
                            l_163[i][j] = (void*)0;
                    }
                    (*l_176) |= (((((((((uint8_t)(((uint8_t)p_26 >> (uint8_t)(*l_122)) && ((int16_t)0x5DA5L << (int16_t)((g_164 |= (p_26 || ((-(uint8_t)g_14) != 1L))) , (((+((uint64_t)((l_137[4][3][4] = ((l_145 < ((uint16_t)((((uint32_t)(~((int32_t)((*p_28) >= g_13) % (int32_t)p_27)) - (uint32_t)(-9L)) || (*p_28)) != (*p_28)) - (uint16_t)g_103)) >= 0xDA3CCD9CL)) < 0UL) + (uint64_t)p_25)) , l_175) == &g_116)))) / (uint8_t)p_25) < 0x67E56BB4L) , p_26) , l_107) | (**l_76)) , 0xB2420772L) , &l_152) != &g_116);
                    for (l_150 = 6; (l_150 > 54); l_150 += 3)
                    { /* block id: 71 */
                        (*p_28) |= ((*l_176) = (!p_27));
                        if (l_180)
                            break;
                        if ((*p_28))
                            break;
                    }
                    for (g_70 = 15; (g_70 != (-22)); --g_70)
                    { /* block id: 79 */
                        (*g_120) = 1L;
                        if (l_81[2][6][0])
                            break;
                        return p_28;
                    }
                }
                if ((*p_28))
                { /* block id: 85 */
                    uint16_t *l_189 = &g_62;
                    uint64_t *l_199 = &l_150;
                    const int32_t l_237 = 0xF2D2754FL;
                    if (((uint8_t)((uint8_t)((g_16 | ((int16_t)p_25 << (int16_t)(++(*l_189)))) , (((uint32_t)((int64_t)((uint8_t)248UL << (uint8_t)(((!((((*l_199) = (p_26 ^ ((void*)0 == &l_128[2]))) != ((uint16_t)(((uint64_t)((uint16_t)((uint8_t)((uint8_t)g_10 + (uint8_t)((((int16_t)g_164 << (int16_t)l_81[3][0][3]) , (**l_76)) , p_25)) % (uint8_t)g_12) * (uint16_t)l_145) / (uint64_t)6UL) || p_29) / (uint16_t)0x5B4EL)) != 9L)) <= g_164) , p_26)) - (int64_t)0x4EEF2916342583E3LL) - (uint32_t)0UL) || g_9)) / (uint8_t)0x6DL) % (uint8_t)g_16))
                    { /* block id: 88 */
                        uint32_t *l_215 = &l_153[2];
                        (*p_28) = ((l_214 = ((uint8_t)p_27 >> (uint8_t)7)) >= (((*g_120) >= (++(*l_215))) , g_7));
                        return p_28;
                    }
                    else
                    { /* block id: 93 */
                        (*p_28) = (0UL | ((((l_218[1][0][0] != l_218[2][1][0]) == ((g_103 ^ ((int64_t)(((uint8_t)((((*l_189) = (((uint32_t)(0x1568L & (g_72 > ((int16_t)((uint64_t)((int16_t)(p_26 = ((uint8_t)(l_199 == g_235[0][0][5]) << (uint8_t)6)) << (int16_t)14) + (uint64_t)(g_116 != p_25)) % (int16_t)g_116))) - (uint32_t)l_237) | g_40)) != 3L) , g_116) / (uint8_t)g_40) , p_26) + (int64_t)p_27)) == 1UL)) , p_25) != 0x85L));
                        p_28 = p_28;
                        return p_28;
                    }
                }
                else
                { /* block id: 100 */
                    int32_t *l_241 = &l_129;
                    int32_t *l_244 = (void*)0;
                    int32_t *l_245 = &l_137[4][3][4];
                    (*l_76) = p_28;
                    (*l_245) ^= ((int16_t)(+((*l_241) |= (**l_76))) << (int16_t)(&l_106 == l_242));
                    if ((*p_28))
                        continue;
                }
                if ((*l_122))
                    break;
            }
            if (((uint16_t)((int64_t)((int8_t)((((uint16_t)((uint8_t)(g_6[1][1][0] = (0x890954F3EA3D8A23LL == (g_274 = (l_256 != ((((*l_273) = (g_103 ^ (p_29 , ((*l_271) &= ((((*l_270) = ((int8_t)((uint32_t)0xC2CE1DBAL % (uint32_t)((int32_t)(*p_28) / (int32_t)((uint32_t)l_265 + (uint32_t)((*l_269) = ((l_266 | g_5) | (**l_76)))))) * (int8_t)0x43L)) <= g_8) , l_130[3]))))) != p_26) < g_40))))) << (uint8_t)p_27) << (uint16_t)4) & l_275) , g_103) - (int8_t)p_27) + (int64_t)g_53) + (uint16_t)(**l_76)))
            { /* block id: 114 */
                int32_t ***l_280 = &l_76;
                int32_t **l_282 = &g_4;
                int32_t ***l_281 = &l_282;
                int32_t l_326[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_326[i] = 0x23D4C616L;
                if (((uint8_t)(((void*)0 == l_278) , l_279) >> (uint8_t)(((*l_280) = &g_4) != ((*l_281) = &g_4))))
                { /* block id: 117 */
                    uint32_t l_322 = 0xBD5D3CACL;
                    int32_t l_327 = 0xE783C7C3L;
                    int32_t l_328 = 0xB5C51C68L;
                    int32_t l_330 = 0x835DC99DL;
                    int32_t l_331 = 0xB635D168L;
                    int32_t l_332 = 1L;
                    int32_t l_333 = (-4L);
                    int32_t l_334 = (-8L);
                    int32_t l_335 = 0xDA9C5277L;
                    int32_t l_336 = 0x2A42A3B7L;
                    int32_t l_337 = (-1L);
                    int32_t l_338 = (-2L);
                    int32_t l_339 = 0x59A7F48AL;
                    int32_t l_340 = 0xF758B0BCL;
                    uint32_t l_344 = 0UL;
                    (*g_289) = ((~((uint16_t)l_286 * (uint16_t)((int8_t)0xD5L - (int8_t)p_25))) , ((*l_76) = &g_5));
                    if (((void*)0 == p_28))
                    { /* block id: 120 */
                        int16_t *l_298 = (void*)0;
                        int16_t *l_299 = &g_70;
                        int64_t *l_300 = &g_301;
                        (*p_28) &= ((int16_t)((int32_t)(p_25 & ((((0x9EL != (!((*l_300) |= ((**l_242) = ((int16_t)((*l_299) |= p_27) << (int16_t)14))))) | 4294967295UL) <= (((int64_t)(p_27 == ((((((int64_t)((-(uint8_t)((int8_t)5L - (int8_t)1UL)) == ((uint64_t)((*l_271) |= ((uint8_t)((int32_t)(((((int8_t)((uint8_t)((((g_6[1][1][0] &= (((uint32_t)(((*l_269) & p_27) , l_321) - (uint32_t)(*g_120)) , l_322)) && p_29) , 0xD74BA816L) , g_121[8]) << (uint8_t)0) << (int8_t)p_29) , (**l_76)) , 0x13L) > g_121[8]) % (int32_t)g_12) * (uint8_t)(-8L))) + (uint64_t)g_116)) - (int64_t)p_25) <= (***l_280)) ^ (*g_290)) > p_26) , p_25)) - (int64_t)p_27) , g_5)) | g_103)) - (int32_t)(*l_269)) << (int16_t)l_130[5]);
                        if ((**l_282))
                            break;
                    }
                    else
                    { /* block id: 128 */
                        int32_t *l_323 = &l_138[4];
                        int32_t *l_324 = &l_265;
                        int32_t *l_325[4][1] = {{&l_134},{&l_131},{&l_134},{&l_131}};
                        int64_t l_329[1];
                        int32_t l_341 = 0L;
                        int8_t l_343 = 9L;
                        int i, j;
                        for (i = 0; i < 1; i++)
                            l_329[i] = (-4L);
                        l_344++;
                    }
                }
                else
                { /* block id: 131 */
                    int32_t *l_347 = &g_348;
                    int32_t l_349 = 0xD95A64DBL;
                    const uint64_t **l_351 = (void*)0;
                    const uint64_t **l_352 = &l_350;
                    if (((((l_347 != p_28) , l_349) > (((*l_352) = l_350) != (void*)0)) < (((p_27 , l_353[5][4][1]) == (void*)0) , g_103)))
                    { /* block id: 133 */
                        int16_t l_360 = 0x1794L;
                        uint64_t *l_361 = &l_150;
                        (*g_289) = (((int32_t)((int64_t)((*l_243) |= ((int64_t)g_348 / (int64_t)((*l_361) = (l_360 , ((*l_271) = p_29))))) - (int64_t)((((uint64_t)(&l_286 == (l_360 , &p_27)) + (uint64_t)(((uint32_t)(+((int32_t)((uint64_t)((int64_t)g_62 % (int64_t)1UL) - (uint64_t)((((1UL | 4294967295UL) , 4L) >= 7L) < g_342[4])) / (int32_t)l_349)) + (uint32_t)0L) , (**l_76))) <= 3L) <= 1UL)) / (int32_t)g_164) , p_28);
                    }
                    else
                    { /* block id: 138 */
                        (*l_269) &= ((int64_t)((int16_t)(l_145 , g_8) << (int16_t)9) - (int64_t)1UL);
                        if ((*g_120))
                            continue;
                    }
                }
                for (g_348 = 0; (g_348 <= (-25)); --g_348)
                { /* block id: 145 */
                    if (l_379[0])
                        break;
                    if (l_321)
                        goto lbl_143;
                    if ((*g_290))
                        break;
                }
            }
            else
            { /* block id: 150 */
                int64_t ***l_407 = &g_405;
                int32_t l_411 = 0x2BE08426L;
                uint32_t *l_412 = (void*)0;
                (*l_269) = (!(((l_413 = ((int16_t)p_27 + (int16_t)((uint64_t)(*l_269) % (uint64_t)((((int64_t)(((l_127 = p_26) >= (l_145 , (((uint16_t)((((*l_273) = 0x18A12C19L) == ((uint8_t)0x26L * (uint8_t)((int64_t)0x204423AFD62D1949LL + (int64_t)(((uint16_t)((uint16_t)((int32_t)((uint8_t)(l_130[2] &= (((uint16_t)((*l_278) = ((int8_t)(((*l_407) = g_405) == (((((-5L) && p_29) , l_408) != (void*)0) , (void*)0)) - (int8_t)0L)) >> (uint16_t)11) >= (**l_76))) * (uint8_t)l_411) - (int32_t)0L) % (uint16_t)p_25) << (uint16_t)15) , (-1L))))) != l_411) >> (uint16_t)11) || p_25))) || l_411) + (int64_t)0L) < (**l_76)) || (**l_76))))) <= 6UL) , 0xA20BAB50L));
            }
        }
    }
lbl_494:
    (*p_28) ^= 0xC34FAF21L;
    for (g_53 = 0; (g_53 > 3); g_53++)
    { /* block id: 164 */
        uint32_t l_420 = 0UL;
        int32_t l_437[9][7][4] = {{{0xD64E3510L,0x84E1B42EL,0x00F9E8D9L,1L},{0L,0L,9L,1L},{0xF974E3EAL,0x84E1B42EL,0xC3B369DAL,0x286CEBCAL},{8L,0xF974E3EAL,8L,1L},{9L,0xCFDCC549L,2L,0x84E1B42EL},{1L,8L,0x286CEBCAL,0xCFDCC549L},{0x3F11E41DL,1L,0x286CEBCAL,0L}},{{1L,1L,2L,2L},{9L,9L,0xBD9BE98BL,0xCFDCC549L},{0xBD9BE98BL,0xCFDCC549L,0xD64E3510L,1L},{1L,0x3F11E41DL,0L,0xD64E3510L},{(-9L),0x3F11E41DL,0xF974E3EAL,1L},{0x3F11E41DL,0xCFDCC549L,8L,0xCFDCC549L},{0x84E1B42EL,0L,9L,1L}},{{8L,0L,1L,0x00F9E8D9L},{1L,1L,0x3F11E41DL,9L},{1L,0xBD9BE98BL,1L,0xC3B369DAL},{8L,9L,9L,8L},{0x84E1B42EL,1L,8L,2L},{0x3F11E41DL,0xC3B369DAL,0xF974E3EAL,0x286CEBCAL},{(-9L),0x00F9E8D9L,0L,0x286CEBCAL}},{{1L,0xC3B369DAL,0xD64E3510L,2L},{0xBD9BE98BL,1L,0xBD9BE98BL,8L},{0L,9L,1L,0xC3B369DAL},{0x286CEBCAL,0xBD9BE98BL,2L,9L},{0xCFDCC549L,1L,2L,0x00F9E8D9L},{0x286CEBCAL,0L,1L,1L},{0L,0L,0xBD9BE98BL,0xCFDCC549L}},{{0xBD9BE98BL,0xCFDCC549L,0xD64E3510L,1L},{1L,0x3F11E41DL,0L,0xD64E3510L},{(-9L),0x3F11E41DL,0xF974E3EAL,1L},{0x3F11E41DL,0xCFDCC549L,8L,0xCFDCC549L},{0x84E1B42EL,0L,9L,1L},{8L,0L,1L,0x00F9E8D9L},{1L,1L,0x3F11E41DL,9L}},{{1L,0xBD9BE98BL,1L,0xC3B369DAL},{8L,9L,9L,8L},{0x84E1B42EL,1L,8L,2L},{0x3F11E41DL,0xC3B369DAL,0xF974E3EAL,0x286CEBCAL},{(-9L),0x00F9E8D9L,0L,0x286CEBCAL},{1L,0xC3B369DAL,0xD64E3510L,2L},{0xBD9BE98BL,1L,0xBD9BE98BL,8L}},{{0L,9L,1L,0xC3B369DAL},{0x286CEBCAL,0xBD9BE98BL,2L,9L},{0xCFDCC549L,1L,2L,0x00F9E8D9L},{0x286CEBCAL,0L,1L,1L},{0L,0L,0xBD9BE98BL,0xCFDCC549L},{0xBD9BE98BL,0xCFDCC549L,0xD64E3510L,1L},{1L,0x3F11E41DL,0L,0xD64E3510L}},{{(-9L),0x3F11E41DL,0xF974E3EAL,1L},{0x3F11E41DL,0xCFDCC549L,8L,0xCFDCC549L},{0x84E1B42EL,0L,9L,1L},{8L,0L,1L,0x00F9E8D9L},{1L,1L,0x3F11E41DL,9L},{1L,0xBD9BE98BL,1L,0xC3B369DAL},{8L,9L,9L,8L}},{{0xC3B369DAL,1L,0xBD9BE98BL,1L},{0xCFDCC549L,0xD64E3510L,1L,2L},{1L,0xF974E3EAL,(-9L),2L},{1L,0xD64E3510L,0x3F11E41DL,1L},{0x84E1B42EL,1L,0x84E1B42EL,0xBD9BE98BL},{(-9L),0L,8L,0xD64E3510L},{2L,0x84E1B42EL,1L,0L}}};
        int16_t *l_444 = &g_164;
        int64_t ***l_457 = &g_405;
        uint16_t l_476 = 65535UL;
        uint8_t *l_479 = (void*)0;
        int32_t *l_484[6][9] = {{(void*)0,(void*)0,(void*)0,(void*)0,&g_348,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_348,(void*)0,(void*)0,&g_348,&g_348,&g_348,&g_348},{(void*)0,&g_348,&g_348,&g_348,&g_348,(void*)0,&g_348,&g_348,&g_348},{(void*)0,&g_348,&g_348,&g_348,&g_348,&g_348,(void*)0,(void*)0,&g_348},{(void*)0,&g_348,(void*)0,(void*)0,(void*)0,(void*)0,&g_348,(void*)0,(void*)0},{&g_348,(void*)0,&g_348,(void*)0,&g_348,(void*)0,&g_348,(void*)0,&g_348}};
        int i, j, k;
        if (((uint16_t)((int16_t)l_420 * (int16_t)((+((uint32_t)((int16_t)((*l_444) |= ((((((**g_405) = ((uint8_t)p_25 << (uint8_t)(((uint16_t)((int8_t)(((l_432 == (void*)0) > 0x52L) ^ ((int16_t)0x2B9DL * (int16_t)(l_437[3][2][1] = (&g_348 != &g_348)))) % (int8_t)((uint32_t)(((uint16_t)(((~0x08EA63B8L) & (**l_76)) >= p_27) >> (uint16_t)4) != (*p_28)) % (uint32_t)(**l_76))) >> (uint16_t)p_25) < (*p_28)))) & l_443[4]) || (-1L)) != 0L) <= 4L)) >> (int16_t)11) % (uint32_t)0x89D095E2L)) | p_29)) % (uint16_t)(**l_76)))
        { /* block id: 168 */
            int64_t ***l_455 = (void*)0;
            int64_t ****l_456 = (void*)0;
            int32_t l_466[1][8][8] = {{{0x5BD0553DL,0L,0x4A7A9D39L,(-8L),0x7FA3DD42L,5L,0x7FA3DD42L,(-8L)},{(-2L),(-8L),(-2L),0x8165DD9CL,(-8L),5L,0x4A7A9D39L,0x4A7A9D39L},{0x4A7A9D39L,0L,0x5BD0553DL,0x5BD0553DL,0L,0x4A7A9D39L,(-8L),0x7FA3DD42L},{0x4A7A9D39L,1L,0x25D27F47L,0L,(-8L),0L,0x25D27F47L,1L},{(-2L),0x25D27F47L,5L,0L,0x7FA3DD42L,0x8165DD9CL,0x8165DD9CL,0x7FA3DD42L},{0x5BD0553DL,0x7FA3DD42L,0x7FA3DD42L,0x5BD0553DL,(-2L),1L,0x8165DD9CL,0x4A7A9D39L},{0x25D27F47L,0x5BD0553DL,5L,0x8165DD9CL,5L,0x5BD0553DL,0x25D27F47L,(-8L)},{5L,0x5BD0553DL,0x25D27F47L,(-8L),1L,1L,(-8L),0x25D27F47L}}};
            uint64_t *l_477 = (void*)0;
            uint32_t *l_478 = (void*)0;
            int32_t *l_480 = (void*)0;
            int32_t *l_481 = &l_132;
            int i, j, k;
            if ((**g_289))
                break;
            (*p_28) = (((int32_t)((uint16_t)((uint16_t)((uint8_t)l_420 + (uint8_t)((((g_70 = ((uint8_t)1UL << (uint8_t)6)) , l_455) != (g_458[0][3] = (l_457 = &g_405))) , ((~(l_278 == &p_26)) & 0x08L))) << (uint16_t)12) >> (uint16_t)((((int64_t)(((g_410 = ((int8_t)(1L > ((uint32_t)(((**g_405) = (65526UL & (**l_76))) != l_466[0][1][3]) - (uint32_t)1L)) >> (int8_t)g_467[2])) != g_121[8]) || p_27) - (int64_t)0xB3C647758CCA36B6LL) || g_6[1][1][1]) , p_29)) + (int32_t)l_466[0][3][4]) || (**g_405));
            if (((~((*l_481) = ((*p_28) = ((uint16_t)(+(((uint8_t)((p_27 < ((((uint32_t)(p_25 < (l_476 , (&p_29 == &p_29))) - (uint32_t)(l_437[6][2][0] &= ((void*)0 == l_477))) <= (((((void*)0 != l_479) , 0x6AL) | l_466[0][1][3]) | p_26)) , p_26)) > 0x071BF38DL) + (uint8_t)(**l_76)) & (**l_76))) - (uint16_t)l_420)))) != g_70))
            { /* block id: 179 */
                const uint8_t l_506 = 0xD9L;
                int32_t l_508 = 0L;
                int32_t l_509[1][6] = {{(-1L),(-4L),(-4L),(-1L),(-4L),(-4L)}};
                int64_t l_512 = 3L;
                uint32_t l_513 = 0UL;
                int i, j;
                for (l_476 = 0; (l_476 <= 4); l_476 += 1)
                { /* block id: 182 */
                    int32_t **l_485 = &l_484[5][2];
                    int32_t l_486 = 0xDF160D6FL;
                    int32_t l_510 = 7L;
                    int32_t l_511 = 0L;
                    uint64_t *l_524 = &g_410;
                    uint8_t *l_531 = &g_491;
                    if (((p_29 = 0x72B2B2C3FE0CB6E9LL) == (l_486 = ((**g_405) = ((int8_t)(((*l_485) = l_484[5][2]) != p_28) >> (int8_t)6)))))
                    { /* block id: 187 */
                        return (*g_289);
                    }
                    else
                    { /* block id: 189 */
                        int32_t *l_487 = &l_132;
                        int32_t *l_488 = (void*)0;
                        int32_t *l_489 = &g_121[5];
                        int32_t *l_490[1][2][2];
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 2; j++)
                            {
                                for (k = 0; k < 2; k++)
                                    l_490[i][j][k] = &l_443[3];
                            }
                        }
                        ++g_491;
                        if (g_62)
                            goto lbl_494;
                        if (l_443[l_476])
                            break;
                    }
                    if ((((uint16_t)((*l_278) = (!p_25)) << (uint16_t)0) <= ((int16_t)((uint16_t)((int64_t)((***l_457) = ((int16_t)l_506 << (int16_t)7)) / (int64_t)p_27) % (uint16_t)g_164) >> (int16_t)9)))
                    { /* block id: 196 */
                        int32_t *l_507[1];
                        int i;
                        for (i = 0; i < 1; i++)
                            l_507[i] = &l_443[4];
                        (*l_76) = (*l_76);
                        (*l_481) = (*l_481);
                        l_513--;
                    }
                    else
                    { /* block id: 200 */
                        int8_t l_516[2][10] = {{0xB4L,6L,0x0BL,6L,0xB4L,0xB4L,6L,0x0BL,6L,0xB4L},{0xB4L,6L,0x0BL,6L,0xB4L,0xB4L,6L,0x0BL,6L,0xB4L}};
                        int i, j;
                        (*p_28) |= ((l_437[3][2][1] && ((((g_458[0][3] = &g_405) != (void*)0) , l_516[1][1]) < ((((((uint8_t)((int64_t)((((uint64_t)(((+0L) || ((void*)0 == l_524)) == (((uint8_t)(((int64_t)(((uint8_t)8UL * (uint8_t)(l_486 = g_236)) || 1UL) - (int64_t)7L) > g_103) << (uint8_t)7) <= l_516[0][2])) / (uint64_t)5UL) ^ (**g_405)) ^ 6UL) - (int64_t)0xF3E33019BEAE4C2FLL) - (uint8_t)1UL) >= (*l_481)) > g_491) > 1L) ^ 65535UL))) == 7L);
                        if ((*p_28))
                            break;
                    }
                    (*p_28) ^= ((0xB1917BDCL >= (l_513 | (--(*l_531)))) , ((void*)0 != (*g_405)));
                }
                (*p_28) = (*p_28);
            }
            else
            { /* block id: 210 */
                if (g_164)
                    goto lbl_534;
                (*p_28) = (p_27 , 3L);
                if ((**l_76))
                    break;
            }
        }
        else
        { /* block id: 215 */
            uint8_t *l_537 = &g_6[3][0][0];
            int32_t l_540[6] = {0x6B9B9281L,0x6B9B9281L,0x5C962D74L,0x6B9B9281L,0x6B9B9281L,0x5C962D74L};
            int32_t l_560 = 6L;
            int32_t l_561 = (-4L);
            int32_t l_562 = 0x110622E4L;
            int32_t l_563 = (-1L);
            int i;
            if ((((*l_537) &= (((**l_76) || p_29) < ((void*)0 == &g_75))) < ((uint32_t)(**l_76) / (uint32_t)2L)))
            { /* block id: 217 */
                if ((*p_28))
                    break;
                l_540[4] = (*p_28);
            }
            else
            { /* block id: 220 */
                int32_t l_544 = 0L;
                int32_t l_559[6] = {3L,3L,3L,3L,3L,3L};
                uint32_t l_571[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_571[i] = 0xB57C31FCL;
                for (p_27 = 0; (p_27 != 28); p_27 += 1)
                { /* block id: 223 */
                    volatile uint8_t * const  volatile **l_549[8][6] = {{&g_546,(void*)0,(void*)0,&g_546,(void*)0,&g_546},{&g_546,&g_546,&g_546,&g_546,(void*)0,&g_546},{(void*)0,&g_546,&g_546,(void*)0,(void*)0,&g_546},{(void*)0,(void*)0,&g_546,&g_546,&g_546,&g_546},{&g_546,(void*)0,(void*)0,(void*)0,(void*)0,&g_546},{&g_546,&g_546,(void*)0,&g_546,(void*)0,&g_546},{&g_546,&g_546,&g_546,&g_546,&g_546,&g_546},{&g_546,&g_546,&g_546,(void*)0,&g_546,&g_546}};
                    int32_t l_551 = 0x56C7111CL;
                    int32_t *l_552 = &l_551;
                    int32_t *l_553 = &g_274;
                    int32_t *l_554 = (void*)0;
                    int32_t *l_555 = &l_132;
                    int32_t *l_556 = &l_137[4][3][4];
                    int32_t *l_557 = &l_544;
                    int32_t *l_558[7][4] = {{(void*)0,&l_437[3][2][1],&g_121[8],&g_274},{(void*)0,&g_121[8],(void*)0,&l_137[2][0][0]},{&l_437[3][2][1],&g_274,&l_137[2][0][0],&l_137[2][0][0]},{&g_121[8],&g_121[8],&l_135,&g_274},{&g_274,&l_437[3][2][1],&l_135,&l_437[3][2][1]},{&g_121[8],(void*)0,&l_137[2][0][0],&l_135},{&l_437[3][2][1],(void*)0,(void*)0,&l_437[3][2][1]}};
                    int i, j;
                    g_121[8] ^= ((-(int32_t)(g_342[2] , ((l_544 = p_27) < (g_545 ^= (g_410 ^= 0xE6791708FC7E8B8ALL))))) || (0xD1BB2F67L == (*p_28)));
                    l_550[5][1][0] = g_546;
                    --l_564;
                }
                for (l_476 = (-27); (l_476 <= 56); l_476 += 4)
                { /* block id: 233 */
                    int32_t *l_569 = &l_437[5][5][1];
                    int32_t *l_570[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                    int i;
                    l_571[3]--;
                    return p_28;
                }
            }
            if ((*g_120))
                continue;
        }
        (*p_28) = (*p_28);
    }
    return p_28;
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
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_6[i][j][k], "g_6[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_11[i], "g_11[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_13, "g_13", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_116, "g_116", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_121[i], "g_121[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_236, "g_236", print_hash_value);
    transparent_crc(g_274, "g_274", print_hash_value);
    transparent_crc(g_301, "g_301", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_342[i], "g_342[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_348, "g_348", print_hash_value);
    transparent_crc(g_410, "g_410", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_467[i], "g_467[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_491, "g_491", print_hash_value);
    transparent_crc(g_545, "g_545", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_548[i][j], "g_548[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_578, "g_578", print_hash_value);
    transparent_crc(g_584, "g_584", print_hash_value);
    transparent_crc(g_682, "g_682", print_hash_value);
    transparent_crc(g_683, "g_683", print_hash_value);
    transparent_crc(g_688, "g_688", print_hash_value);
    transparent_crc(g_700, "g_700", print_hash_value);
    transparent_crc(g_943, "g_943", print_hash_value);
    transparent_crc(g_964, "g_964", print_hash_value);
    transparent_crc(g_1246, "g_1246", print_hash_value);
    transparent_crc(g_1312, "g_1312", print_hash_value);
    transparent_crc(g_1405, "g_1405", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 386
XXX total union variables: 0

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 141
   depth: 2, occurrence: 33
   depth: 3, occurrence: 3
   depth: 4, occurrence: 3
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 5
   depth: 8, occurrence: 3
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 18, occurrence: 1
   depth: 21, occurrence: 2
   depth: 23, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 1
   depth: 27, occurrence: 3
   depth: 28, occurrence: 1
   depth: 29, occurrence: 2
   depth: 34, occurrence: 1
   depth: 36, occurrence: 1
   depth: 39, occurrence: 1

XXX total number of pointers: 292

XXX times a variable address is taken: 499
XXX times a pointer is dereferenced on RHS: 182
breakdown:
   depth: 1, occurrence: 122
   depth: 2, occurrence: 51
   depth: 3, occurrence: 7
   depth: 4, occurrence: 2
XXX times a pointer is dereferenced on LHS: 163
breakdown:
   depth: 1, occurrence: 154
   depth: 2, occurrence: 7
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 27
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 14
XXX times a pointer is qualified to be dereferenced: 7403

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1148
   level: 2, occurrence: 238
   level: 3, occurrence: 56
   level: 4, occurrence: 18
   level: 5, occurrence: 6
XXX number of pointers point to pointers: 108
XXX number of pointers point to scalars: 184
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 26.4
XXX average alias set size: 1.38

XXX times a non-volatile is read: 980
XXX times a non-volatile is write: 491
XXX times a volatile is read: 91
XXX    times read thru a pointer: 33
XXX times a volatile is write: 19
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 2.09e+03
XXX percentage of non-volatile access: 93

XXX forward jumps: 2
XXX backward jumps: 5

XXX stmts: 148
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 20
   depth: 1, occurrence: 17
   depth: 2, occurrence: 17
   depth: 3, occurrence: 21
   depth: 4, occurrence: 31
   depth: 5, occurrence: 42

XXX percentage a fresh-made variable is used: 16.1
XXX percentage an existing variable is used: 83.9
********************* end of statistics **********************/

