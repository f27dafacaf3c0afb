/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 110 --no-safe-math --max-funcs 7
 * Seed:      110
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
static const uint64_t g_2 = 0x6F9B2CFB6318D581LL;
static int8_t g_11[5][6] = {{0x6CL,(-6L),(-6L),0x6CL,0x6CL,(-6L)},{0x6CL,0x6CL,(-6L),(-6L),0x6CL,0x6CL},{0x6CL,(-6L),(-6L),0x6CL,0x6CL,(-6L)},{0x6CL,0x6CL,(-6L),(-6L),0x6CL,0x6CL},{0x6CL,(-6L),(-6L),0x6CL,0x6CL,(-6L)}};
static int8_t g_35 = 6L;
static int8_t *g_34[9] = {&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35};
static int64_t g_41 = 0x2A2EF7E291920B24LL;
static int32_t g_68 = 0L;
static uint16_t g_91 = 65535UL;
static int32_t g_111 = (-1L);
static int32_t * volatile g_110 = &g_111;/* VOLATILE GLOBAL g_110 */
static uint32_t g_132 = 0x5FDE22B7L;
static uint64_t g_135 = 0UL;
static volatile int32_t g_142[5] = {0x42CED756L,0x42CED756L,0x42CED756L,0x42CED756L,0x42CED756L};
static volatile int32_t g_143 = 0x6E2EDB36L;/* VOLATILE GLOBAL g_143 */
static volatile int64_t g_196 = 0xE2F776C4A1A27E34LL;/* VOLATILE GLOBAL g_196 */
static volatile int64_t * volatile g_195[2] = {&g_196,&g_196};
static volatile int64_t * volatile * volatile g_194 = &g_195[1];/* VOLATILE GLOBAL g_194 */
static volatile int64_t * volatile * volatile * volatile g_197 = &g_194;/* VOLATILE GLOBAL g_197 */
static const uint16_t g_210 = 0xF6DDL;
static const uint16_t g_212 = 0xB29EL;
static const uint16_t *g_211[6] = {&g_212,&g_212,&g_212,&g_212,&g_212,&g_212};
static uint32_t g_229 = 18446744073709551612UL;
static int32_t **g_263 = (void*)0;
static int32_t *** volatile g_262[5][2] = {{&g_263,&g_263},{&g_263,&g_263},{&g_263,&g_263},{&g_263,&g_263},{&g_263,&g_263}};
static uint32_t g_310 = 0xD285BDA2L;
static int8_t **g_314 = &g_34[2];
static int8_t *** volatile g_313 = &g_314;/* VOLATILE GLOBAL g_313 */
static uint64_t *g_334[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint32_t g_364[9][3][4] = {{{9UL,0x49C85D9AL,6UL,4294967286UL},{0xF57B4945L,0UL,0x2755C9BDL,0x2755C9BDL},{4294967287UL,4294967287UL,0xB7772E99L,0UL}},{{0UL,0xF57B4945L,4294967290UL,0UL},{0x49C85D9AL,9UL,0x2755C9BDL,4294967290UL},{0UL,9UL,2UL,0UL}},{{9UL,0xF57B4945L,0x49C85D9AL,0UL},{6UL,4294967287UL,6UL,0x2755C9BDL},{0UL,0UL,0UL,4294967286UL}},{{4294967287UL,0x49C85D9AL,4294967290UL,0UL},{0x47356937L,0UL,4294967290UL,0xF57B4945L},{4294967287UL,9UL,0UL,0x195AE9B3L}},{{0UL,6UL,6UL,0UL},{6UL,0UL,0x49C85D9AL,0x47356937L},{9UL,4294967287UL,2UL,4294967286UL}},{{0UL,0x47356937L,0x2755C9BDL,4294967286UL},{0x49C85D9AL,4294967287UL,4294967290UL,0x47356937L},{0UL,0UL,0xB7772E99L,0UL}},{{4294967287UL,6UL,0x2755C9BDL,0x195AE9B3L},{0xF57B4945L,9UL,6UL,0xF57B4945L},{9UL,0UL,0xFA8FE3F0L,0UL}},{{9UL,0x49C85D9AL,6UL,4294967286UL},{0xF57B4945L,0UL,0x2755C9BDL,0x2755C9BDL},{4294967287UL,4294967287UL,0xB7772E99L,0UL}},{{0UL,0xF57B4945L,4294967290UL,0UL},{0x49C85D9AL,9UL,0x2755C9BDL,4294967290UL},{0UL,9UL,2UL,0UL}}};
static uint32_t *g_378 = &g_132;
static uint32_t **g_377 = &g_378;
static uint32_t *g_383 = &g_364[7][0][1];
static int32_t g_389 = (-1L);
static int32_t ***g_451 = &g_263;
static int64_t g_509[3] = {0x2FCD2DCC7508A6BBLL,0x2FCD2DCC7508A6BBLL,0x2FCD2DCC7508A6BBLL};
static volatile uint32_t g_526 = 18446744073709551614UL;/* VOLATILE GLOBAL g_526 */
static volatile uint32_t * volatile g_525 = &g_526;/* VOLATILE GLOBAL g_525 */
static volatile uint32_t * volatile *g_524[2] = {&g_525,&g_525};
static volatile uint32_t * volatile ** const g_523[4][3][6] = {{{&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[0],&g_524[1]},{&g_524[0],&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[1]},{&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[0],&g_524[1]}},{{&g_524[0],&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[1]},{&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[0],&g_524[1]},{&g_524[0],&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[1]}},{{&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[0],&g_524[1]},{&g_524[0],&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[1]},{&g_524[0],&g_524[1],&g_524[1],&g_524[0],&g_524[0],&g_524[1]}},{{(void*)0,(void*)0,&g_524[1],&g_524[1],(void*)0,&g_524[0]},{(void*)0,&g_524[1],&g_524[1],(void*)0,(void*)0,&g_524[1]},{(void*)0,(void*)0,&g_524[1],&g_524[1],(void*)0,&g_524[0]}}};
static uint8_t g_539 = 0UL;
static volatile uint16_t ***g_559 = (void*)0;
static uint32_t *** const  volatile g_595[1] = {&g_377};
static uint64_t **g_643[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint64_t ***g_642 = &g_643[6];
static volatile int32_t g_666 = 1L;/* VOLATILE GLOBAL g_666 */
static uint64_t **** volatile g_736 = &g_642;/* VOLATILE GLOBAL g_736 */
static int8_t ***g_748[5][3][8] = {{{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314}},{{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314}},{{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314}},{{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314}},{{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314},{&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314,&g_314}}};
static int32_t g_790 = 0xBE139B6EL;
static int64_t * volatile g_855 = (void*)0;/* VOLATILE GLOBAL g_855 */
static int64_t * volatile *g_854 = &g_855;
static int64_t * volatile * volatile *g_853[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int64_t * volatile * volatile **g_852 = &g_853[1];
static int64_t * volatile * volatile ** volatile *g_851 = &g_852;
static uint8_t g_894 = 247UL;
static int32_t * volatile g_930 = &g_68;/* VOLATILE GLOBAL g_930 */
static uint32_t *** volatile g_948 = &g_377;/* VOLATILE GLOBAL g_948 */
static uint16_t *g_961 = (void*)0;
static uint16_t **g_960 = &g_961;
static uint16_t ***g_959 = &g_960;
static int16_t g_1049[7] = {0x9675L,0x9675L,0x9075L,0x9675L,0x9675L,0x9075L,0x9675L};
static const int32_t g_1055 = 0x8BB081DEL;
static uint8_t *g_1105 = &g_894;
static uint8_t **g_1104 = &g_1105;
static uint32_t g_1126 = 1UL;
static uint32_t g_1128 = 0UL;
static int8_t g_1398 = 0xE0L;
static const int8_t g_1461 = 0x30L;
static int32_t g_1467[1] = {0xF4714418L};
static volatile uint32_t *g_1485[4][4][9] = {{{&g_526,&g_526,&g_526,(void*)0,&g_526,&g_526,(void*)0,&g_526,(void*)0},{&g_526,&g_526,&g_526,(void*)0,&g_526,&g_526,(void*)0,&g_526,(void*)0},{&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,(void*)0,&g_526,&g_526},{&g_526,(void*)0,&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,&g_526}},{{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,(void*)0,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526},{&g_526,(void*)0,&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,(void*)0,&g_526}},{{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526},{&g_526,(void*)0,&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,(void*)0,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526}},{{&g_526,(void*)0,&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,(void*)0,&g_526},{&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526,&g_526},{&g_526,(void*)0,&g_526,&g_526,(void*)0,(void*)0,&g_526,&g_526,&g_526}}};
static volatile uint32_t **g_1484 = &g_1485[0][1][5];
static volatile uint32_t ** volatile *g_1483[1] = {&g_1484};
static volatile uint8_t g_1496[9] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
static int32_t ** volatile g_1646 = (void*)0;/* VOLATILE GLOBAL g_1646 */
static int32_t *g_1648 = &g_389;
static int32_t ** volatile g_1647 = &g_1648;/* VOLATILE GLOBAL g_1647 */
static const volatile int32_t *g_1696 = &g_142[4];
static const volatile int32_t ** volatile g_1695 = &g_1696;/* VOLATILE GLOBAL g_1695 */
static const volatile int32_t ** volatile *g_1694 = &g_1695;
static const volatile int32_t ** volatile * volatile *g_1693 = &g_1694;
static const volatile int32_t ** volatile * volatile ** volatile g_1692[5][4] = {{&g_1693,&g_1693,&g_1693,&g_1693},{&g_1693,&g_1693,&g_1693,&g_1693},{&g_1693,&g_1693,&g_1693,&g_1693},{&g_1693,&g_1693,&g_1693,&g_1693},{&g_1693,&g_1693,&g_1693,&g_1693}};
static int32_t ** volatile g_1699[6] = {&g_1648,&g_1648,&g_1648,&g_1648,&g_1648,&g_1648};
static int32_t ** volatile g_1700 = &g_1648;/* VOLATILE GLOBAL g_1700 */
static uint32_t g_1725 = 0x1065C2F3L;


/* --- FORWARD DECLARATIONS --- */
static const uint8_t  func_1(void);
static uint16_t  func_5(int8_t  p_6, int32_t  p_7, int8_t  p_8, int8_t  p_9);
static int16_t  func_19(uint8_t  p_20, uint32_t  p_21, uint8_t  p_22, int16_t  p_23);
static int8_t  func_29(uint8_t  p_30, const int32_t  p_31, int8_t * p_32);
static int32_t  func_36(uint32_t  p_37, int64_t  p_38);
static int8_t * func_43(int32_t  p_44, int64_t * const  p_45, const int64_t * p_46);
static const int16_t  func_49(int8_t * p_50, int32_t  p_51, int64_t * p_52, uint32_t  p_53, uint32_t  p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_11 g_34 g_41 g_35 g_68 g_91 g_110 g_111 g_135 g_142 g_132 g_194 g_197 g_389 g_334 g_229 g_364 g_310 g_212 g_195 g_196 g_313 g_314 g_539 g_1105 g_894 g_1104 g_210 g_383 g_1049 g_1398 g_1055 g_1467 g_509 g_1483 g_1496 g_960 g_961 g_790 g_930 g_1647 g_1648 g_1692 g_1700 g_1126 g_1694 g_1695 g_1696 g_1725
 * writes: g_11 g_41 g_68 g_35 g_91 g_111 g_132 g_135 g_194 g_389 g_229 g_451 g_34 g_539 g_1049 g_894 g_1128 g_364 g_1398 g_1483 g_1467 g_1648 g_310
 */
static const uint8_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_10 = &g_11[3][3];
    int32_t l_16 = 0xFA8F90A3L;
    const uint16_t l_33 = 0x6038L;
    int32_t *l_1701[8][1][10] = {{{&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68}},{{&g_68,&g_68,(void*)0,&g_68,&g_68,(void*)0,&g_68,&g_68,(void*)0,&g_68}},{{&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68}},{{&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,(void*)0,&g_68,(void*)0,(void*)0}},{{&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68}},{{&g_68,(void*)0,(void*)0,&g_68,(void*)0,(void*)0,&g_68,(void*)0,(void*)0,&g_68}},{{(void*)0,&g_68,(void*)0,(void*)0,&g_68,(void*)0,(void*)0,&g_68,(void*)0,(void*)0}},{{&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68}}};
    const uint32_t **l_1720 = (void*)0;
    uint32_t **l_1721 = &g_378;
    int32_t ****l_1723 = &g_451;
    const int64_t l_1726[10][7] = {{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)}};
    int i, j, k;
    (*g_110) = ((l_16 = ((g_2 , ((uint16_t)func_5(((*l_10) &= g_2), ((uint16_t)g_2 / (uint16_t)((uint8_t)l_16 + (uint8_t)((int16_t)func_19(((uint16_t)(l_16 != l_16) << (uint16_t)1), (~((uint8_t)((l_16 ^ (((func_29(l_16, l_33, g_34[2]) , l_33) || g_364[7][1][2]) != 0x3E352481439B85FFLL)) , (*g_1105)) - (uint8_t)l_33)), (**g_1104), g_210) % (int16_t)l_16))), l_16, l_33) / (uint16_t)0x8A41L)) , l_16)) | g_1126);
    for (g_135 = 0; (g_135 == 35); g_135++)
    { /* block id: 806 */
        int8_t l_1704 = 0xADL;
        uint32_t ***l_1722[9][4][4] = {{{&l_1721,&g_377,&l_1721,&l_1721},{&l_1721,&g_377,&l_1721,&g_377},{&g_377,&l_1721,&g_377,(void*)0},{&l_1721,&l_1721,&l_1721,&g_377}},{{&l_1721,&g_377,&g_377,&g_377},{&l_1721,&l_1721,&l_1721,&l_1721},{&l_1721,&g_377,&g_377,&l_1721},{&g_377,&g_377,&l_1721,(void*)0}},{{&l_1721,&l_1721,&l_1721,(void*)0},{&l_1721,&g_377,&l_1721,&l_1721},{&l_1721,&g_377,&g_377,&l_1721},{&l_1721,&l_1721,&g_377,&g_377}},{{&l_1721,&g_377,&g_377,&g_377},{&l_1721,&l_1721,&g_377,(void*)0},{&l_1721,&l_1721,&l_1721,&g_377},{&l_1721,&g_377,&l_1721,&l_1721}},{{&l_1721,&g_377,&l_1721,&g_377},{&g_377,&l_1721,&g_377,(void*)0},{&l_1721,&l_1721,&l_1721,&g_377},{&l_1721,&l_1721,(void*)0,&l_1721}},{{&g_377,&g_377,&g_377,&g_377},{&g_377,&l_1721,&l_1721,&g_377},{&l_1721,&l_1721,&g_377,&l_1721},{&l_1721,&g_377,&g_377,&l_1721}},{{&l_1721,&l_1721,&l_1721,&g_377},{&g_377,&l_1721,&l_1721,&g_377},{&l_1721,&g_377,&l_1721,&l_1721},{&g_377,&l_1721,&l_1721,&l_1721}},{{&l_1721,&l_1721,&l_1721,&l_1721},{&g_377,&l_1721,&l_1721,&l_1721},{&l_1721,&l_1721,&g_377,&l_1721},{&l_1721,&l_1721,&g_377,&l_1721}},{{&l_1721,&l_1721,&l_1721,&l_1721},{&g_377,&l_1721,&g_377,&l_1721},{&g_377,&l_1721,(void*)0,&l_1721},{&g_377,&g_377,&g_377,&g_377}}};
        int32_t l_1724[9][5] = {{0x65D03D1EL,0xD4162F25L,1L,0x749799E5L,0x1D8240EAL},{1L,0xD4162F25L,0x65D03D1EL,0x65D03D1EL,0xD4162F25L},{4L,0L,0x0D87CDEFL,0xD4162F25L,0x1D8240EAL},{0L,0x65D03D1EL,0x0D87CDEFL,(-4L),0x0D87CDEFL},{0x1D8240EAL,0x1D8240EAL,0x65D03D1EL,4L,0xCC531D6BL},{0L,0xCC531D6BL,1L,4L,4L},{4L,0x899EB6D1L,4L,(-4L),0x749799E5L},{1L,0xCC531D6BL,0L,0xD4162F25L,0x749799E5L},{0x65D03D1EL,0x1D8240EAL,0x1D8240EAL,0x65D03D1EL,4L}};
        int i, j, k;
        l_1701[6][0][7] = &l_16;
        if ((***g_1694))
            break;
        l_1701[3][0][8] = (((((g_91 |= l_1704) != ((((int16_t)0xF966L << (int16_t)(((int8_t)(~(l_1724[1][0] = ((int8_t)(((int16_t)((l_1704 || ((((int8_t)((((int8_t)(l_1720 == (l_1721 = l_1721)) >> (int8_t)(**g_314)) && 0xE383L) < 7UL) >> (int8_t)4) , l_1723) != (void*)0)) , 3L) / (int16_t)l_1704) < (**g_314)) - (int8_t)l_1704))) / (int8_t)(*g_1105)) ^ 0x55D7L)) , g_1725) < l_1704)) > g_210) ^ l_1704) , &l_1724[1][0]);
    }
    return l_1726[8][5];
}


/* ------------------------------------------ */
/* 
 * reads : g_383 g_364 g_790 g_194 g_195 g_196 g_41 g_91 g_229 g_1049 g_930 g_68 g_1398 g_1647 g_197 g_1648 g_314 g_34 g_35 g_1692 g_894 g_210 g_310 g_1700
 * writes: g_91 g_41 g_229 g_389 g_111 g_1467 g_68 g_1398 g_1128 g_1648 g_364 g_310
 */
static uint16_t  func_5(int8_t  p_6, int32_t  p_7, int8_t  p_8, int8_t  p_9)
{ /* block id: 729 */
    int16_t l_1600 = (-10L);
    uint32_t *** const l_1614 = &g_377;
    uint32_t *** const *l_1613[8] = {(void*)0,&l_1614,(void*)0,(void*)0,&l_1614,(void*)0,(void*)0,&l_1614};
    uint64_t l_1615[6][4] = {{0xE235F03875D34C0ALL,0x840DBF3D4D7E2DE7LL,0x840DBF3D4D7E2DE7LL,0xE235F03875D34C0ALL},{0x840DBF3D4D7E2DE7LL,0xE235F03875D34C0ALL,0x840DBF3D4D7E2DE7LL,0x840DBF3D4D7E2DE7LL},{0xE235F03875D34C0ALL,0xE235F03875D34C0ALL,0x335B3F747781C82FLL,0xE235F03875D34C0ALL},{0xE235F03875D34C0ALL,0x840DBF3D4D7E2DE7LL,0x840DBF3D4D7E2DE7LL,0xE235F03875D34C0ALL},{0x840DBF3D4D7E2DE7LL,0xE235F03875D34C0ALL,0x840DBF3D4D7E2DE7LL,0x840DBF3D4D7E2DE7LL},{0xE235F03875D34C0ALL,0xE235F03875D34C0ALL,0x335B3F747781C82FLL,0xE235F03875D34C0ALL}};
    uint16_t *l_1616 = &g_91;
    int32_t l_1617 = (-1L);
    int32_t l_1620[3];
    int32_t l_1631[4];
    uint8_t l_1660 = 0xF1L;
    uint8_t l_1683 = 8UL;
    int i, j;
    for (i = 0; i < 3; i++)
        l_1620[i] = 1L;
    for (i = 0; i < 4; i++)
        l_1631[i] = (-9L);
    if ((((int16_t)0x31BCL * (int16_t)l_1600) > ((int64_t)((((uint16_t)p_7 - (uint16_t)p_7) <= ((uint32_t)(l_1600 != ((int8_t)(((uint16_t)l_1600 + (uint16_t)(((int8_t)l_1600 - (int8_t)((((*l_1616) = ((l_1613[1] == (((&g_642 != (void*)0) , l_1615[0][3]) , (void*)0)) != (-3L))) > 0xE4DDL) <= 0x872E2167L)) >= (*g_383))) ^ 0x85L) >> (int8_t)2)) / (uint32_t)l_1600)) | g_790) + (int64_t)(**g_194))))
    { /* block id: 731 */
        int32_t *l_1618 = (void*)0;
        int32_t *l_1619[4] = {&g_111,&g_111,&g_111,&g_111};
        int i;
        if ((l_1620[1] ^= (l_1617 |= (-1L))))
        { /* block id: 734 */
            int16_t *l_1626 = &l_1600;
            int32_t *l_1630 = &g_389;
            for (g_41 = 3; (g_41 != 29); g_41++)
            { /* block id: 737 */
                int32_t l_1623[7][8] = {{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)},{0L,(-5L),0L,(-5L),0L,(-5L),0L,(-5L)}};
                int i, j;
                if (p_9)
                    break;
                return l_1623[5][2];
            }
            if (((int16_t)((*l_1626) ^= (p_7 == p_9)) + (int16_t)(--(*l_1616))))
            { /* block id: 743 */
                for (g_229 = 0; (g_229 <= 6); g_229 += 1)
                { /* block id: 746 */
                    uint32_t l_1629 = 0x1E92FC26L;
                    for (p_6 = 5; (p_6 >= 0); p_6 -= 1)
                    { /* block id: 749 */
                        int i;
                        l_1629 |= g_1049[g_229];
                        return l_1629;
                    }
                    if (p_6)
                        continue;
                }
                l_1630 = l_1619[1];
            }
            else
            { /* block id: 756 */
                int8_t ***l_1633 = &g_314;
                (*l_1630) = (l_1631[1] < (+(l_1633 != (void*)0)));
            }
            (*g_930) |= ((*l_1630) = p_6);
        }
        else
        { /* block id: 761 */
            uint32_t l_1634 = 0xC991D1D5L;
            l_1634 = (*g_930);
        }
        l_1617 &= l_1620[2];
    }
    else
    { /* block id: 765 */
        uint32_t l_1649 = 4294967287UL;
        int32_t l_1654 = 0xDF28C9D1L;
        int32_t l_1658 = 1L;
        int32_t l_1659[7];
        const uint64_t *** const *l_1665[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int i;
        for (i = 0; i < 7; i++)
            l_1659[i] = 0x316FC0E0L;
        for (g_1398 = (-28); (g_1398 == 15); ++g_1398)
        { /* block id: 768 */
            uint32_t l_1641 = 4UL;
            int32_t *l_1645 = &l_1617;
            for (g_1128 = 2; (g_1128 <= 8); g_1128 += 1)
            { /* block id: 771 */
                int32_t *l_1637 = &l_1620[2];
                int32_t *l_1638 = &l_1617;
                int32_t *l_1639 = &g_1467[0];
                int32_t *l_1640 = &g_1467[0];
                int32_t **l_1644 = &l_1637;
                l_1641++;
                (*l_1644) = (void*)0;
            }
            (*g_1647) = l_1645;
        }
        if (((***g_197) ^ (l_1649--)))
        { /* block id: 778 */
            int16_t l_1652 = 0L;
            int32_t *l_1653 = &g_1467[0];
            int32_t *l_1655 = (void*)0;
            int32_t *l_1656 = &l_1620[1];
            int32_t *l_1657[6];
            int i;
            for (i = 0; i < 6; i++)
                l_1657[i] = &g_389;
            ++l_1660;
            for (l_1658 = 2; (l_1658 > (-13)); --l_1658)
            { /* block id: 782 */
                return l_1631[3];
            }
        }
        else
        { /* block id: 785 */
            (*g_1648) = l_1600;
        }
        if ((l_1665[4] != (void*)0))
        { /* block id: 788 */
            uint32_t l_1689 = 18446744073709551615UL;
            int64_t *l_1690 = &g_41;
            int32_t *l_1691 = &l_1631[1];
            l_1659[6] = ((uint64_t)(((int8_t)((l_1658 != (((uint16_t)((1L & 0L) <= (((uint8_t)(!((*g_383) = (((((*g_383) | ((uint64_t)(((uint16_t)((((*l_1691) ^= ((int64_t)((*l_1690) = (((int64_t)l_1683 / (int64_t)((int8_t)(((+(0L && (((((int8_t)(**g_314) << (int8_t)(l_1689 ^ (0x2846L != p_9))) && 1UL) , l_1620[1]) > p_8))) , p_6) , p_6) / (int8_t)(-10L))) > l_1683)) / (int64_t)0xF026C7A875850400LL)) , g_1692[3][2]) != &g_1693) / (uint16_t)1L) ^ l_1615[2][0]) % (uint64_t)p_6)) , (void*)0) != &l_1617) ^ l_1600))) >> (uint8_t)2) <= l_1689)) / (uint16_t)g_894) > 1L)) >= 0xCD4464D6L) / (int8_t)0x91L) ^ g_210) + (uint64_t)l_1617);
        }
        else
        { /* block id: 793 */
            for (g_310 = 0; (g_310 > 25); g_310 += 3)
            { /* block id: 796 */
                (*g_1700) = &l_1658;
            }
        }
    }
    return l_1620[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_132 g_1105 g_894 g_91 g_539 g_2 g_194 g_195 g_196 g_389 g_1104 g_383 g_364 g_313 g_314 g_34 g_35 g_1049 g_1398 g_210 g_1055 g_1467 g_509 g_1483 g_110 g_111 g_1496 g_960 g_961 g_790 g_68 g_197
 * writes: g_132 g_91 g_1049 g_539 g_894 g_389 g_1128 g_364 g_35 g_1398 g_111 g_1483 g_68
 */
static int16_t  func_19(uint8_t  p_20, uint32_t  p_21, uint8_t  p_22, int16_t  p_23)
{ /* block id: 577 */
    uint64_t l_1257[9][8][3] = {{{18446744073709551612UL,0x9569F0718F2D4DAFLL,0x802653D537D0DADALL},{18446744073709551611UL,0xD01ECD15F5ED5004LL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0UL,0UL},{1UL,18446744073709551615UL,1UL},{18446744073709551606UL,18446744073709551609UL,0UL},{18446744073709551615UL,7UL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0x660436351354D9B8LL,1UL},{0x87D04D7DCAD19680LL,7UL,0xDA2717AB3040EE69LL}},{{0x9569F0718F2D4DAFLL,18446744073709551609UL,0x2D812CB721649F2ELL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551609UL,0UL,0x660436351354D9B8LL},{0x87D04D7DCAD19680LL,0xD01ECD15F5ED5004LL,1UL},{0x7E9D0ED24D1642B4LL,0x9569F0718F2D4DAFLL,0x660436351354D9B8LL},{18446744073709551615UL,0x0289194DDA675767LL,18446744073709551615UL},{0x3FBA0F08A7101F2ELL,0x660436351354D9B8LL,0x2D812CB721649F2ELL},{1UL,1UL,0xDA2717AB3040EE69LL}},{{0x8439853E6FC2FCB9LL,0x9569F0718F2D4DAFLL,1UL},{18446744073709551611UL,0xCCFAA431EF16AA03LL,0xF2CCD459BCD28C3BLL},{0x8439853E6FC2FCB9LL,0UL,0UL},{1UL,0x1F4664184869E27DLL,1UL},{0x3FBA0F08A7101F2ELL,18446744073709551609UL,0UL},{18446744073709551615UL,1UL,0xF2CCD459BCD28C3BLL},{0x7E9D0ED24D1642B4LL,0x660436351354D9B8LL,0x802653D537D0DADALL},{0x87D04D7DCAD19680LL,1UL,0xDA2717AB3040EE69LL}},{{18446744073709551609UL,18446744073709551609UL,18446744073709551615UL},{18446744073709551611UL,0x1F4664184869E27DLL,18446744073709551615UL},{0x9569F0718F2D4DAFLL,0UL,0UL},{0x87D04D7DCAD19680LL,0xCCFAA431EF16AA03LL,1UL},{18446744073709551612UL,0x9569F0718F2D4DAFLL,0UL},{18446744073709551615UL,1UL,18446744073709551615UL},{18446744073709551606UL,0x660436351354D9B8LL,18446744073709551615UL},{1UL,0x0289194DDA675767LL,0xDA2717AB3040EE69LL}},{{18446744073709551612UL,0x9569F0718F2D4DAFLL,0x802653D537D0DADALL},{18446744073709551611UL,0xD01ECD15F5ED5004LL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0UL,0UL},{1UL,18446744073709551615UL,1UL},{18446744073709551606UL,18446744073709551609UL,0UL},{18446744073709551615UL,7UL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0x660436351354D9B8LL,1UL},{0x87D04D7DCAD19680LL,7UL,0xDA2717AB3040EE69LL}},{{0x9569F0718F2D4DAFLL,18446744073709551609UL,0x2D812CB721649F2ELL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551609UL,0UL,0x660436351354D9B8LL},{0x87D04D7DCAD19680LL,0xD01ECD15F5ED5004LL,1UL},{0x7E9D0ED24D1642B4LL,0x9569F0718F2D4DAFLL,0x660436351354D9B8LL},{18446744073709551615UL,0x0289194DDA675767LL,18446744073709551615UL},{0x3FBA0F08A7101F2ELL,0x660436351354D9B8LL,0x2D812CB721649F2ELL},{1UL,1UL,0xDA2717AB3040EE69LL}},{{0x8439853E6FC2FCB9LL,0x9569F0718F2D4DAFLL,1UL},{18446744073709551611UL,0xCCFAA431EF16AA03LL,0xF2CCD459BCD28C3BLL},{0x8439853E6FC2FCB9LL,0UL,0UL},{1UL,0x1F4664184869E27DLL,1UL},{0x3FBA0F08A7101F2ELL,18446744073709551609UL,0UL},{18446744073709551615UL,1UL,0xF2CCD459BCD28C3BLL},{0x7E9D0ED24D1642B4LL,0x660436351354D9B8LL,0x802653D537D0DADALL},{0x87D04D7DCAD19680LL,1UL,0xDA2717AB3040EE69LL}},{{18446744073709551609UL,18446744073709551609UL,18446744073709551615UL},{18446744073709551611UL,0x1F4664184869E27DLL,18446744073709551615UL},{0x9569F0718F2D4DAFLL,0UL,0UL},{0x87D04D7DCAD19680LL,0xCCFAA431EF16AA03LL,1UL},{18446744073709551612UL,0x9569F0718F2D4DAFLL,0UL},{18446744073709551615UL,1UL,18446744073709551615UL},{18446744073709551606UL,0x660436351354D9B8LL,18446744073709551615UL},{1UL,0x0289194DDA675767LL,0xDA2717AB3040EE69LL}},{{18446744073709551612UL,0x9569F0718F2D4DAFLL,0x802653D537D0DADALL},{18446744073709551611UL,0xD01ECD15F5ED5004LL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0UL,0UL},{1UL,18446744073709551615UL,1UL},{18446744073709551606UL,18446744073709551609UL,0UL},{18446744073709551615UL,7UL,0xF2CCD459BCD28C3BLL},{18446744073709551612UL,0x660436351354D9B8LL,1UL},{0x87D04D7DCAD19680LL,7UL,0xDA2717AB3040EE69LL}}};
    int32_t l_1295[10] = {1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
    uint8_t **l_1317 = &g_1105;
    int64_t ****l_1322 = (void*)0;
    const int32_t **l_1330 = (void*)0;
    const int32_t ***l_1329 = &l_1330;
    const int32_t ****l_1328 = &l_1329;
    const int32_t *l_1354[9][1][7] = {{{(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0}},{{&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2]}},{{&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2]}},{{(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0}},{{&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2]}},{{&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2]}},{{(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0}},{{&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2],&l_1295[2]}},{{&l_1295[2],(void*)0,(void*)0,&l_1295[2],(void*)0,(void*)0,&l_1295[2]}}};
    int32_t l_1367[4][5][5] = {{{0xC8AE9018L,0x4B187CC1L,0xE5086E9EL,(-1L),0x62918F4AL},{0L,(-1L),(-1L),0L,(-1L)},{(-1L),1L,0xAE315746L,(-1L),0x0E9663BAL},{(-1L),(-1L),1L,6L,0x62918F4AL},{0x47ADB188L,6L,(-1L),(-1L),1L}},{{0L,5L,0L,0L,(-7L)},{0xE5086E9EL,0x0E9663BAL,1L,(-1L),(-6L)},{(-1L),(-7L),1L,(-6L),6L},{(-1L),0x47ADB188L,8L,1L,1L},{0xE5086E9EL,(-1L),0xE5086E9EL,(-7L),0x47ADB188L}},{{0L,0L,6L,5L,0xE5086E9EL},{0x47ADB188L,(-7L),0xFDFA8944L,1L,(-7L)},{(-1L),0x4B187CC1L,6L,0xE5086E9EL,0L},{(-1L),(-4L),0xE5086E9EL,0x0E9663BAL,1L},{6L,0x54D2AE9DL,0L,6L,0xC8AE9018L}},{{0x756ED3AAL,(-1L),0L,0x9388B117L,0xC8AE9018L},{0x54D2AE9DL,0x756ED3AAL,0x250256E7L,(-1L),0x250256E7L},{(-1L),(-1L),(-1L),(-7L),1L},{(-2L),(-4L),0L,0L,0x54D2AE9DL},{0L,0L,0x250256E7L,0xC8AE9018L,0xFDFA8944L}}};
    uint64_t l_1434 = 18446744073709551608UL;
    uint32_t **l_1452 = &g_383;
    uint32_t ***l_1451 = &l_1452;
    uint16_t l_1508 = 1UL;
    int8_t l_1563 = 0x14L;
    int i, j, k;
    for (g_132 = 0; (g_132 < 16); g_132 += 1)
    { /* block id: 580 */
        uint32_t l_1265 = 0UL;
        uint16_t *l_1268 = &g_91;
        int16_t *l_1273 = &g_1049[5];
        int32_t l_1274 = 0xA823435AL;
        const int64_t *l_1286 = &g_41;
        const int64_t **l_1285 = &l_1286;
        int32_t l_1430 = 0L;
        int32_t l_1432 = 0L;
        int32_t l_1433 = (-1L);
        uint16_t ** const **l_1480 = (void*)0;
        int32_t l_1532 = 0x041656A0L;
        int32_t l_1540 = (-2L);
        int32_t l_1562[6] = {(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)};
        uint64_t l_1564[1];
        int i;
        for (i = 0; i < 1; i++)
            l_1564[i] = 0x96C6D4005AB8F361LL;
        l_1257[3][4][0] |= (-5L);
        if ((+(((int8_t)(((((int32_t)((uint8_t)l_1257[2][5][0] - (uint8_t)p_20) % (int32_t)l_1265) , p_20) , (*g_1105)) >= l_1265) * (int8_t)((l_1274 ^= ((((uint16_t)(((*l_1268)++) && ((((*l_1273) = (0x88L == (l_1257[4][0][0] , ((uint16_t)p_20 << (uint16_t)l_1257[0][1][1])))) | l_1257[1][4][2]) | l_1257[0][1][0])) >> (uint16_t)2) , l_1265) ^ l_1265)) , 0xFBL)) || 0x6DL)))
        { /* block id: 585 */
            int64_t *l_1284 = &g_509[1];
            int64_t ** const l_1283 = &l_1284;
            uint32_t *l_1292 = &g_1128;
            int32_t l_1293 = 0x7DEDBACFL;
            int32_t l_1309 = 0xF1E2399BL;
            int64_t ** const *l_1325 = &l_1283;
            int64_t ** const **l_1324[9][8][3] = {{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}},{{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{(void*)0,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325},{&l_1325,&l_1325,(void*)0},{&l_1325,&l_1325,&l_1325}}};
            int32_t l_1331 = 0xFCEB47B9L;
            int i, j, k;
            for (g_539 = (-13); (g_539 > 23); g_539 += 1)
            { /* block id: 588 */
                int16_t l_1291 = 0L;
                int32_t *l_1294 = &g_389;
                uint32_t l_1303 = 0UL;
                const int32_t ****l_1326 = (void*)0;
                l_1295[2] = ((int64_t)((uint8_t)(((*l_1294) ^= ((((18446744073709551606UL == ((((uint16_t)(0x986C36C40E054174LL == (((l_1283 != l_1285) ^ (p_21 , 9L)) >= (((*g_1105) = p_23) , ((uint16_t)(((l_1257[3][4][0] & ((((p_20 , g_2) , l_1291) < 0x4AL) < (**g_194))) , (void*)0) == l_1292) * (uint16_t)l_1293)))) * (uint16_t)l_1274) > 18446744073709551615UL) != p_20)) || (*g_1105)) == 4294967295UL) | l_1274)) == 0xE9046360L) + (uint8_t)p_22) + (int64_t)l_1293);
                for (p_21 = 0; (p_21 >= 44); p_21 += 1)
                { /* block id: 594 */
                    int64_t **l_1298 = &l_1284;
                    int64_t **l_1300[6];
                    int64_t ***l_1299 = &l_1300[0];
                    int32_t l_1308 = 0xEE88A2ECL;
                    int i;
                    for (i = 0; i < 6; i++)
                        l_1300[i] = (void*)0;
                    (*l_1294) = ((l_1298 != ((*l_1299) = (void*)0)) != ((p_23 < ((int8_t)(l_1265 , ((0UL >= (l_1303 != ((int32_t)((int32_t)(l_1293 = (l_1308 , (1UL == (**g_1104)))) % (int32_t)p_23) + (int32_t)0xF7046BA9L))) >= p_21)) >> (int8_t)(*g_1105))) > l_1309));
                    if (l_1274)
                        continue;
                    for (l_1293 = 0; (l_1293 <= 1); l_1293 += 1)
                    { /* block id: 601 */
                        int64_t *****l_1323 = &l_1322;
                        const int32_t *****l_1327[4];
                        int i;
                        for (i = 0; i < 4; i++)
                            l_1327[i] = &l_1326;
                        l_1331 = (((((int16_t)(((int32_t)((*l_1294) = ((int32_t)(~((void*)0 == l_1317)) - (int32_t)(*g_383))) / (int32_t)((int8_t)((int16_t)(((((*l_1323) = l_1322) != l_1324[4][6][2]) != p_21) || l_1257[3][4][0]) >> (int16_t)13) + (int8_t)((4L != ((l_1328 = l_1326) == (void*)0)) , l_1331))) < 0UL) + (int16_t)p_23) , l_1293) , 0x5BL) , p_22);
                        (*l_1294) &= ((p_21 != (((int64_t)((int16_t)((int16_t)g_894 << (int16_t)g_364[6][1][1]) % (int16_t)((uint16_t)65535UL >> (uint16_t)0)) - (int64_t)(l_1331 <= ((int8_t)(***g_313) << (int8_t)((l_1265 < (*g_383)) >= (((*l_1273) = ((int16_t)(p_23 & p_23) + (int16_t)(-6L))) >= 0x6E79L))))) == p_20)) , p_21);
                    }
                }
                return p_21;
            }
        }
        else
        { /* block id: 612 */
            int32_t l_1364 = 6L;
            int32_t *l_1365 = &g_389;
            int32_t l_1366[6][6][7] = {{{(-10L),(-4L),(-8L),0xDD278301L,(-1L),0xFFB2D23CL,(-1L)},{(-4L),0L,1L,1L,0L,(-4L),1L},{(-5L),0L,0xD564849BL,(-4L),9L,0x6A24FED7L,0x73067B2CL},{(-9L),(-8L),0x2BC4A0DAL,1L,0x6C1414CCL,0xDCE1CF20L,0x77A0B7CDL},{0x445C2450L,0L,0x9AA5A5D2L,0x2A8609B2L,0xFD7AE05EL,0xDD278301L,(-10L)},{0L,0L,0xFF80A9E6L,0xDCE1CF20L,7L,0xBF16285EL,3L}},{{0L,(-4L),0x73067B2CL,0xFFB2D23CL,0L,0x631F01CBL,(-2L)},{0xFF80A9E6L,(-9L),3L,0xDCE1CF20L,0x2BC4A0DAL,0x2BC4A0DAL,0xDCE1CF20L},{(-1L),(-3L),(-1L),0x2A8609B2L,0x73067B2CL,0x8404037FL,0x1181FD18L},{0x7C106B78L,2L,1L,1L,4L,0L,(-3L)},{(-2L),0xA54A1775L,0x522D6006L,(-4L),(-6L),0x8404037FL,0x445C2450L},{0xBF16285EL,1L,1L,1L,0xBF16285EL,0x2BC4A0DAL,0x6C1414CCL}},{{0x3B78F8C6L,2L,0x0A38A37CL,0xDD278301L,0x445C2450L,0x631F01CBL,(-1L)},{(-9L),0x2BC4A0DAL,0x7C106B78L,(-1L),0x77A0B7CDL,0xBF16285EL,0L},{0x3B78F8C6L,0xDD278301L,0xE1C932EAL,0x006B8C83L,0xE1C932EAL,0xDD278301L,0x3B78F8C6L},{0xBF16285EL,0xFF80A9E6L,(-9L),0x6C1414CCL,1L,0xDCE1CF20L,1L},{(-2L),(-1L),(-1L),0L,0x1181FD18L,0x6A24FED7L,0xD564849BL},{0x7C106B78L,3L,(-9L),(-4L),0xFF80A9E6L,(-4L),(-9L)}},{{(-1L),(-1L),0xE1C932EAL,(-1L),(-5L),2L,0x1181FD18L},{1L,(-4L),0x6C1414CCL,0xBF16285EL,1L,0x2BC4A0DAL,0L},{9L,(-4L),0xD564849BL,0L,(-5L),0xDD278301L,(-5L)},{(-3L),1L,1L,(-3L),1L,0xFF80A9E6L,(-1L)},{(-10L),2L,0L,0L,(-1L),(-1L),(-1L)},{0xBF16285EL,0x6C1414CCL,(-4L),1L,7L,3L,(-1L)}},{{(-1L),0xF2D48574L,(-6L),0x017C5586L,(-1L),(-1L),(-5L)},{1L,0xBF16285EL,0x2BC4A0DAL,0x6C1414CCL,0L,1L,0L},{0xFD7AE05EL,(-1L),0xE1C932EAL,0xB2CA1744L,(-10L),0x631F01CBL,0x1181FD18L},{(-9L),0xBF16285EL,1L,(-9L),(-9L),1L,0xBF16285EL},{(-1L),0xF2D48574L,(-2L),0x631F01CBL,0L,0xFFB2D23CL,0x73067B2CL},{0x77A0B7CDL,0x6C1414CCL,0L,3L,0xFF80A9E6L,0x7C106B78L,1L}},{{(-2L),2L,0x73067B2CL,0x631F01CBL,0xE1C932EAL,(-1L),0x522D6006L},{7L,1L,7L,(-9L),0L,(-9L),(-3L)},{0x445C2450L,(-4L),(-5L),0xB2CA1744L,0x9AA5A5D2L,0xF2D48574L,(-8L)},{1L,(-4L),0x7C106B78L,0x6C1414CCL,4L,(-9L),(-9L)},{0x0A38A37CL,0x017C5586L,1L,0x017C5586L,0x0A38A37CL,(-1L),(-10L)},{2L,0x2BC4A0DAL,3L,1L,(-9L),0x7C106B78L,1L}}};
            int i, j, k;
            if (l_1274)
                break;
            l_1367[2][4][4] = ((int16_t)((((uint8_t)(((uint16_t)((((((*l_1268) = (((int32_t)(((*l_1365) |= (l_1364 = ((((int16_t)p_22 + (int16_t)((l_1354[7][0][2] == (void*)0) > p_23)) && 5L) | ((((int8_t)(~(0x03005622E00B605CLL && (((uint8_t)((int64_t)((l_1295[7] |= p_22) <= ((((uint32_t)((g_2 != (4UL | 9UL)) == (-4L)) / (uint32_t)p_20) == g_1049[6]) & l_1265)) / (int64_t)0x30C8E450A6524C7FLL) - (uint8_t)0L) ^ l_1274))) % (int8_t)(-1L)) != 0x43FBL) & g_1049[1])))) <= 0xC4095D37L) / (int32_t)l_1366[5][5][0]) <= (***g_313))) < p_20) < l_1265) | p_21) , 0x5141L) >> (uint16_t)5) == 1L) - (uint8_t)0xFBL) , 1L) && 0x19L) >> (int16_t)7);
            for (p_21 = 8; (p_21 == 58); ++p_21)
            { /* block id: 621 */
                int32_t *l_1370 = &l_1295[4];
                int32_t **l_1371 = &l_1365;
                (*l_1371) = l_1370;
            }
        }
        for (p_20 = 0; (p_20 != 15); p_20 += 5)
        { /* block id: 627 */
            int32_t l_1380[7];
            int32_t l_1402 = 0x409BAC66L;
            int32_t l_1420 = 4L;
            int32_t l_1421 = 0x49466720L;
            int32_t l_1422 = (-4L);
            int32_t l_1423 = (-8L);
            int32_t l_1425 = 2L;
            int32_t l_1426 = 0xDDCA58A8L;
            int64_t *l_1458[8] = {&g_509[1],&g_509[2],&g_509[1],&g_509[2],&g_509[1],&g_509[2],&g_509[1],&g_509[2]};
            int64_t **l_1457 = &l_1458[3];
            int64_t ***l_1456 = &l_1457;
            int64_t ****l_1455[10][1] = {{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456},{&l_1456}};
            uint16_t ** const *l_1478 = &g_960;
            uint16_t ** const **l_1477 = &l_1478;
            uint64_t l_1504 = 18446744073709551611UL;
            uint32_t *l_1509 = &g_310;
            int32_t l_1533 = 0x3D7CA17EL;
            int32_t l_1534 = 2L;
            int32_t l_1537 = (-1L);
            int32_t l_1538 = 0xCD75622EL;
            int32_t l_1539 = 0xDF59541EL;
            int32_t l_1541[3][3] = {{0xCA461014L,0xCA461014L,0xCA461014L},{(-5L),(-5L),(-5L)},{0xCA461014L,0xCA461014L,0xCA461014L}};
            uint8_t l_1542 = 0x26L;
            int32_t *l_1593 = (void*)0;
            int32_t *l_1594[10][10] = {{(void*)0,&l_1541[2][1],&l_1541[2][1],(void*)0,&l_1538,&l_1422,&l_1541[2][1],&l_1421,(void*)0,&l_1433},{(void*)0,&l_1421,&l_1541[2][1],&l_1422,&l_1538,(void*)0,&l_1541[2][1],&l_1541[2][1],(void*)0,&l_1538},{(void*)0,&l_1541[2][1],&l_1541[2][1],(void*)0,&l_1538,&l_1422,&l_1541[2][1],&l_1421,(void*)0,&l_1433},{(void*)0,&l_1421,&l_1541[2][1],&l_1422,&l_1538,(void*)0,&l_1541[2][1],&l_1541[2][1],(void*)0,&l_1538},{(void*)0,&l_1422,&l_1422,&l_1274,&l_1540,(void*)0,&l_1422,(void*)0,&l_1274,&l_1534},{&l_1274,(void*)0,&l_1422,(void*)0,&l_1540,&l_1274,&l_1422,&l_1422,&l_1274,&l_1540},{&l_1274,&l_1422,&l_1422,&l_1274,&l_1540,(void*)0,&l_1422,(void*)0,&l_1274,&l_1534},{&l_1274,(void*)0,&l_1422,(void*)0,&l_1540,&l_1274,&l_1422,&l_1422,&l_1274,&l_1540},{&l_1274,&l_1422,&l_1422,&l_1274,&l_1540,(void*)0,&l_1422,(void*)0,&l_1274,&l_1534},{&l_1274,(void*)0,&l_1422,(void*)0,&l_1540,&l_1274,&l_1422,&l_1422,&l_1274,&l_1540}};
            uint32_t l_1595 = 0UL;
            int i, j;
            for (i = 0; i < 7; i++)
                l_1380[i] = 0x059E4475L;
            for (g_1128 = 20; (g_1128 != 19); g_1128--)
            { /* block id: 630 */
                uint8_t l_1393[4][2][4] = {{{1UL,0UL,0UL,1UL},{0x76L,0UL,0x84L,0UL}},{{0UL,0UL,0x84L,0x84L},{0x76L,0x76L,0UL,0x84L}},{{1UL,0UL,1UL,0UL},{1UL,0UL,0UL,1UL}},{{0x76L,0UL,0x84L,0UL},{0UL,0UL,0x84L,0x84L}}};
                uint8_t *l_1394 = &g_539;
                int64_t *l_1395[7][1][6] = {{{&g_509[1],&g_509[1],(void*)0,(void*)0,(void*)0,&g_509[1]}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_509[1],(void*)0,(void*)0,(void*)0,&g_509[1],&g_509[1]}},{{&g_41,(void*)0,(void*)0,&g_41,(void*)0,&g_41}},{{&g_41,(void*)0,&g_41,(void*)0,(void*)0,&g_41}},{{&g_509[1],&g_509[1],(void*)0,(void*)0,(void*)0,&g_509[1]}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
                int8_t *l_1396 = (void*)0;
                int8_t *l_1397 = &g_1398;
                int64_t l_1419 = (-5L);
                int32_t l_1424 = 8L;
                int32_t l_1427 = 0x0550D8A5L;
                int32_t l_1428 = 0x9CE8AA72L;
                int32_t l_1431 = 0xBAB19A78L;
                int32_t *l_1464 = &l_1425;
                uint16_t ** const * const l_1476 = &g_960;
                uint16_t ** const * const *l_1475 = &l_1476;
                uint8_t l_1507 = 0x04L;
                int32_t l_1536[4];
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_1536[i] = 0x58FF1180L;
                if (((uint16_t)((((((uint8_t)l_1380[2] * (uint8_t)((uint8_t)(0x35E003ACL > (--(*g_383))) / (uint8_t)(((((uint16_t)((~(l_1274 = (!l_1380[0]))) , ((int8_t)((*l_1397) = (((**g_314) = ((1L >= (-3L)) <= l_1265)) , (((int16_t)((l_1274 = (((l_1295[5] = p_22) != (((*l_1394) &= ((l_1393[0][0][0] && ((((((((1L && l_1380[0]) <= l_1393[0][0][0]) < 0xF32C5731L) ^ p_20) < (*g_1105)) , l_1265) ^ p_23) <= 0x53274147L)) && p_21)) != 1L)) | 18446744073709551615UL)) > l_1265) - (int16_t)p_21) > p_23))) / (int8_t)p_22)) - (uint16_t)1UL) , g_1398) < 0x2EEFF6C2L) , (**g_314)))) , 0x884D3929L) , p_22) == l_1380[2]) > 65530UL) << (uint16_t)l_1380[4]))
                { /* block id: 638 */
                    int64_t **l_1401 = &l_1395[0][0][5];
                    int32_t l_1429[2];
                    int8_t *l_1462 = &g_1398;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1429[i] = (-1L);
                    for (g_111 = 4; (g_111 != 27); ++g_111)
                    { /* block id: 641 */
                        return g_210;
                    }
                    if ((l_1402 = ((void*)0 != l_1401)))
                    { /* block id: 645 */
                        int32_t *** volatile *l_1404 = &g_262[3][1];
                        int32_t *** volatile **l_1403 = &l_1404;
                        int32_t l_1405 = 0x7BD741EBL;
                        int32_t *l_1406 = &g_68;
                        int32_t *l_1407 = &l_1295[2];
                        int32_t *l_1408 = (void*)0;
                        int32_t *l_1409 = &l_1367[1][1][3];
                        int32_t *l_1410 = &g_389;
                        int32_t *l_1411 = &g_389;
                        int32_t *l_1412 = &g_68;
                        int32_t *l_1413 = &g_111;
                        int32_t *l_1414 = &l_1295[2];
                        int32_t *l_1415 = &l_1367[1][3][1];
                        int32_t *l_1416 = &l_1295[2];
                        int32_t *l_1417 = (void*)0;
                        int32_t *l_1418[9][4] = {{&l_1367[2][4][4],&l_1367[2][4][4],&l_1367[2][4][4],&l_1367[1][1][0]},{&l_1367[2][4][4],&g_111,(void*)0,(void*)0},{&l_1367[1][1][0],&l_1367[1][1][0],&g_111,&l_1402},{(void*)0,&g_111,&g_68,(void*)0},{(void*)0,&g_68,&g_389,&g_68},{&g_68,&g_68,&l_1367[1][1][0],(void*)0},{&g_68,&g_111,&g_68,&l_1402},{&g_111,&l_1367[1][1][0],&l_1295[2],(void*)0},{&l_1295[2],&g_111,&l_1402,&l_1367[1][1][0]}};
                        uint64_t ** const *l_1439[3][7][4] = {{{&g_643[2],&g_643[6],&g_643[2],&g_643[1]},{&g_643[6],&g_643[6],(void*)0,&g_643[6]},{&g_643[6],&g_643[2],&g_643[1],&g_643[6]},{&g_643[1],&g_643[6],&g_643[1],&g_643[6]},{&g_643[6],&g_643[6],(void*)0,(void*)0},{&g_643[6],&g_643[6],&g_643[6],&g_643[6]},{&g_643[6],&g_643[6],&g_643[2],&g_643[6]}},{{&g_643[6],&g_643[1],&g_643[6],&g_643[2]},{&g_643[6],&g_643[1],&g_643[6],&g_643[6]},{&g_643[1],&g_643[6],&g_643[2],&g_643[6]},{&g_643[6],&g_643[6],&g_643[6],&g_643[1]},{&g_643[2],&g_643[6],&g_643[6],&g_643[1]},{&g_643[1],&g_643[6],&g_643[1],&g_643[6]},{&g_643[1],&g_643[6],&g_643[6],&g_643[6]}},{{&g_643[2],&g_643[6],&g_643[6],&g_643[2]},{&g_643[6],&g_643[6],&g_643[2],(void*)0},{&g_643[1],&g_643[6],&g_643[6],&g_643[1]},{&g_643[6],&g_643[1],&g_643[6],&g_643[1]},{&g_643[6],&g_643[6],&g_643[2],(void*)0},{&g_643[6],&g_643[6],&g_643[6],&g_643[2]},{&g_643[6],&g_643[6],&g_643[1],&g_643[6]}}};
                        uint64_t ** const **l_1438 = &l_1439[0][3][2];
                        uint64_t ** const ***l_1437 = &l_1438;
                        int i, j, k;
                        (*l_1403) = &g_262[0][0];
                        if (l_1405)
                            continue;
                        l_1434++;
                        (*l_1437) = (void*)0;
                    }
                    else
                    { /* block id: 650 */
                        int32_t l_1442 = 9L;
                        const int8_t *l_1460 = &g_1461;
                        const int8_t **l_1459 = &l_1460;
                        int32_t *l_1463 = &l_1421;
                        if (l_1427)
                            break;
                        (*l_1463) = ((uint64_t)(l_1442 , (((***l_1451) = ((uint16_t)((((int8_t)((int32_t)((((int16_t)(((*g_1105) | (l_1451 == (((int16_t)(((((*l_1394) = ((void*)0 != l_1455[4][0])) >= l_1442) ^ ((((*l_1459) = l_1396) == (l_1462 = l_1397)) && 6UL)) <= p_23) >> (int16_t)9) , (void*)0))) , 0xA00CL) * (int16_t)p_20) , (*g_383)) != l_1429[1]) + (int32_t)(*g_383)) * (int8_t)0L) , 0xF4L) , p_22) >> (uint16_t)7)) >= p_23)) - (uint64_t)p_22);
                        return g_1055;
                    }
                    if (l_1274)
                    { /* block id: 659 */
                        int32_t *l_1466 = (void*)0;
                        int32_t **l_1465 = &l_1466;
                        (*l_1465) = (l_1464 = &l_1367[2][4][4]);
                        if (p_20)
                            break;
                    }
                    else
                    { /* block id: 663 */
                        if (g_1467[0])
                            break;
                        (*l_1464) = (p_22 <= 0xC0L);
                    }
                }
                else
                { /* block id: 667 */
                    uint64_t l_1468 = 0x243B9E9CB3C9C58ELL;
                    uint16_t ** const ***l_1479[4];
                    uint64_t ***l_1501[3];
                    uint8_t l_1505 = 0x03L;
                    int32_t l_1531 = 5L;
                    int32_t l_1535[8][9] = {{0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L},{(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L)},{0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L},{(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L)},{0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L},{(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L)},{0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L,0x3F6104B8L},{(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L),0x15C2CDD5L,(-8L)}};
                    int8_t l_1559 = 0L;
                    int i, j;
                    for (i = 0; i < 4; i++)
                        l_1479[i] = &l_1477;
                    for (i = 0; i < 3; i++)
                        l_1501[i] = (void*)0;
                    for (g_1398 = 0; (g_1398 <= 1); g_1398 += 1)
                    { /* block id: 670 */
                        int i, j;
                        if (g_509[(g_1398 + 1)])
                            break;
                        if (g_509[g_1398])
                            break;
                        l_1468++;
                        return g_509[g_1398];
                    }
                    if ((((uint32_t)((*g_383)++) % (uint32_t)l_1422) , ((p_20 | p_23) , ((l_1475 == (l_1480 = l_1477)) && ((uint8_t)(**g_1104) << (uint8_t)0)))))
                    { /* block id: 678 */
                        volatile uint32_t ** volatile **l_1486 = &g_1483[0];
                        (*l_1486) = g_1483[0];
                    }
                    else
                    { /* block id: 680 */
                        uint32_t l_1506 = 4294967295UL;
                        if ((*g_110))
                            break;
                        (*l_1464) = (!(((uint16_t)(((((int8_t)((p_22 | ((uint16_t)p_22 >> (uint16_t)10)) < 0xE5A7L) * (int8_t)((uint16_t)g_1496[5] / (uint16_t)(0xE7L && ((((int8_t)((int32_t)((l_1501[0] != (void*)0) < (((uint8_t)(((p_21 | l_1504) >= 1UL) , l_1505) >> (uint8_t)p_21) ^ l_1506)) - (int32_t)l_1506) * (int8_t)l_1402) <= 0x5BB1FD1C4D31255ELL) > l_1506)))) , l_1432) , (*l_1464)) , p_23) * (uint16_t)l_1507) , 0x70D96D34L));
                        if (l_1508)
                            continue;
                    }
                    if (((((***l_1451) &= (p_21 < (***g_313))) == (*l_1464)) >= ((*l_1452) != l_1509)))
                    { /* block id: 686 */
                        int32_t *l_1510 = &l_1431;
                        int32_t *l_1511 = (void*)0;
                        int32_t *l_1512 = &l_1427;
                        int32_t *l_1513 = &l_1421;
                        int32_t *l_1514 = &g_68;
                        int32_t l_1515 = (-9L);
                        int32_t l_1516 = 0xEEF011EEL;
                        int32_t *l_1517 = (void*)0;
                        int32_t *l_1518 = &g_1467[0];
                        int32_t *l_1519 = (void*)0;
                        int32_t *l_1520 = &l_1427;
                        int32_t *l_1521 = (void*)0;
                        int32_t *l_1522 = &l_1367[2][4][4];
                        int32_t *l_1523 = &l_1427;
                        int32_t *l_1524 = &l_1421;
                        int32_t *l_1525 = &l_1515;
                        int32_t *l_1526 = &l_1428;
                        int32_t *l_1527 = (void*)0;
                        int32_t *l_1528 = (void*)0;
                        int32_t *l_1529 = (void*)0;
                        int32_t *l_1530[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_1530[i] = &l_1367[2][4][4];
                        --l_1542;
                    }
                    else
                    { /* block id: 688 */
                        uint64_t *l_1547 = &g_135;
                        int32_t l_1556 = 0xB4944611L;
                        int32_t l_1557 = 0L;
                        int32_t l_1558 = 1L;
                        int32_t l_1560 = 6L;
                        int32_t l_1561[9][8] = {{(-1L),0x15A825DCL,0x0285F4C0L,(-1L),0xA53BB2B3L,0xB87A8F20L,0x15A825DCL,0xB87A8F20L},{0x8D5C7F42L,(-8L),0xB606A6B1L,(-8L),0x8D5C7F42L,(-1L),0xA53BB2B3L,0xB606A6B1L},{0xBCC249CDL,0x8D5C7F42L,0x3E93301AL,0L,0x7BC55B06L,0x39546771L,(-1L),(-8L)},{1L,(-1L),0x3E93301AL,0x0285F4C0L,0xCD50BECFL,0L,0xA53BB2B3L,0xA53BB2B3L},{0x7BC55B06L,7L,0xB606A6B1L,0xB606A6B1L,7L,0x7BC55B06L,0x15A825DCL,0L},{0L,0xCD50BECFL,0x0285F4C0L,0x3E93301AL,(-1L),1L,0xCD50BECFL,0xB87A8F20L},{0x39546771L,0x7BC55B06L,0L,0x3E93301AL,0x8D5C7F42L,0xBCC249CDL,(-1L),0L},{0x3E93301AL,0x7BC55B06L,0x0285F4C0L,7L,0x0285F4C0L,0x7BC55B06L,0x3E93301AL,0L},{(-3L),0L,(-1L),1L,0x1B098C70L,0xB606A6B1L,0xB87A8F20L,0x0285F4C0L}};
                        int i, j;
                        (*l_1464) |= ((int16_t)(p_23 = l_1426) << (int16_t)((l_1547 = &l_1504) == (((int8_t)((uint16_t)((uint16_t)l_1468 % (uint16_t)p_21) + (uint16_t)(p_21 ^ (p_22 | ((uint16_t)(l_1556 != (l_1564[0]--)) / (uint16_t)p_20)))) % (int8_t)p_20) , (void*)0)));
                        return g_2;
                    }
                    return l_1274;
                }
                for (l_1508 = 0; (l_1508 != 59); ++l_1508)
                { /* block id: 699 */
                    uint32_t l_1575 = 4294967288UL;
                    if (p_20)
                    { /* block id: 700 */
                        int32_t *l_1569 = &l_1427;
                        int32_t *l_1570 = &l_1430;
                        int32_t *l_1571 = (void*)0;
                        int32_t *l_1572 = &l_1536[3];
                        int32_t *l_1573 = &l_1424;
                        int32_t *l_1574[6][10][4] = {{{(void*)0,&l_1423,&l_1562[1],(void*)0},{(void*)0,(void*)0,&l_1424,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&l_1424,(void*)0,(void*)0,(void*)0},{&l_1562[1],&l_1423,(void*)0,(void*)0},{&g_68,&g_68,(void*)0,(void*)0},{&l_1562[1],(void*)0,(void*)0,&l_1423},{&l_1424,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1424,&l_1423},{(void*)0,(void*)0,&l_1562[1],(void*)0}},{{(void*)0,&g_68,&g_68,(void*)0},{(void*)0,&l_1423,&l_1562[1],(void*)0},{(void*)0,(void*)0,&l_1424,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&l_1424,(void*)0,(void*)0,(void*)0},{&l_1562[1],&l_1423,(void*)0,(void*)0},{&g_68,&g_68,(void*)0,(void*)0},{&l_1562[1],(void*)0,(void*)0,&l_1423},{&l_1424,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1424,&l_1423}},{{(void*)0,(void*)0,&l_1562[1],(void*)0},{(void*)0,&g_68,&g_68,(void*)0},{(void*)0,&l_1423,&l_1562[1],(void*)0},{(void*)0,(void*)0,&l_1424,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&l_1424,(void*)0,(void*)0,(void*)0},{&l_1562[1],&l_1423,(void*)0,(void*)0},{&g_68,&g_68,(void*)0,(void*)0},{&l_1562[1],(void*)0,(void*)0,&l_1423},{&l_1424,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_1424,&l_1423},{(void*)0,(void*)0,&l_1562[1],(void*)0},{(void*)0,&g_68,&g_68,(void*)0},{(void*)0,&l_1423,&l_1562[1],(void*)0},{(void*)0,(void*)0,&l_1424,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&l_1424,(void*)0,(void*)0,(void*)0},{&l_1562[1],&l_1423,(void*)0,(void*)0},{&g_68,&g_68,(void*)0,(void*)0},{&l_1562[1],(void*)0,(void*)0,&l_1423}},{{&l_1424,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1424,&l_1423},{(void*)0,(void*)0,&l_1562[1],(void*)0},{(void*)0,&g_68,&g_68,&g_68},{&g_68,(void*)0,(void*)0,(void*)0},{(void*)0,&g_68,&l_1562[1],(void*)0},{&l_1423,(void*)0,&l_1423,(void*)0},{&l_1562[1],&g_68,(void*)0,(void*)0},{(void*)0,(void*)0,&g_68,&g_68},{(void*)0,(void*)0,&g_68,&l_1423}},{{(void*)0,&l_1424,(void*)0,(void*)0},{&l_1562[1],(void*)0,&l_1423,(void*)0},{&l_1423,(void*)0,&l_1562[1],(void*)0},{(void*)0,&l_1424,(void*)0,&l_1423},{&g_68,(void*)0,(void*)0,&g_68},{&g_68,(void*)0,(void*)0,(void*)0},{(void*)0,&g_68,&l_1562[1],(void*)0},{&l_1423,(void*)0,&l_1423,(void*)0},{&l_1562[1],&g_68,(void*)0,(void*)0},{(void*)0,(void*)0,&g_68,&g_68}}};
                        int i, j, k;
                        --l_1575;
                        if (p_22)
                            continue;
                    }
                    else
                    { /* block id: 703 */
                        uint16_t **l_1588 = (void*)0;
                        (*l_1464) = ((int32_t)l_1540 + (int32_t)((-5L) <= ((uint8_t)((*g_1105) ^= ((uint8_t)(l_1537 , (((((((***l_1477) == (((uint8_t)((int16_t)(((g_210 | 0x657EL) ^ (((void*)0 != l_1588) & ((uint8_t)p_20 - (uint8_t)0xD1L))) , l_1432) * (int16_t)g_790) >> (uint8_t)1) , &l_1508)) | 0x342EL) != l_1532) != p_22) || p_21) & p_22)) % (uint8_t)p_23)) << (uint8_t)p_20)));
                        (*l_1464) = 0x556AF28FL;
                        if (p_21)
                            continue;
                    }
                    return p_23;
                }
                for (l_1422 = (-8); (l_1422 < 19); ++l_1422)
                { /* block id: 713 */
                    for (g_68 = 0; (g_68 <= 0); g_68 += 1)
                    { /* block id: 716 */
                        int i;
                        return g_1467[g_68];
                    }
                }
                if (l_1420)
                    continue;
            }
            l_1295[2] = (l_1274 = (p_23 >= ((**g_197) != &g_41)));
            l_1595++;
            l_1594[5][4] = &l_1541[1][1];
        }
    }
    return p_20;
}


/* ------------------------------------------ */
/* 
 * reads : g_41 g_2 g_35 g_68 g_91 g_110 g_111 g_135 g_142 g_132 g_194 g_197 g_389 g_334 g_229 g_364 g_310 g_212 g_195 g_196 g_34 g_313 g_314 g_539
 * writes: g_41 g_68 g_35 g_91 g_111 g_132 g_135 g_194 g_389 g_229 g_451 g_34 g_539
 */
static int8_t  func_29(uint8_t  p_30, const int32_t  p_31, int8_t * p_32)
{ /* block id: 2 */
    uint64_t l_39 = 0xFAA2324015FB26C4LL;
    int64_t *l_40 = &g_41;
    int32_t *l_1229[1];
    int64_t l_1230 = 0xD7EF79282BED8F83LL;
    uint32_t ***l_1235 = &g_377;
    uint32_t ****l_1234 = &l_1235;
    int32_t l_1250[3];
    int32_t l_1251 = 0x014800DBL;
    uint64_t l_1252 = 0x339408974C1E70B8LL;
    int i;
    for (i = 0; i < 1; i++)
        l_1229[i] = &g_111;
    for (i = 0; i < 3; i++)
        l_1250[i] = 0xE4CD3739L;
lbl_1236:
    l_1230 = func_36(l_39, ((*l_40) |= 0x7B88CDF8ABFF5ECCLL));
    for (g_539 = 0; (g_539 != 52); g_539++)
    { /* block id: 568 */
        uint32_t ****l_1233[8];
        const int64_t **l_1243 = (void*)0;
        const int64_t ***l_1242[2][4] = {{(void*)0,(void*)0,&l_1243,(void*)0},{(void*)0,&l_1243,&l_1243,(void*)0}};
        int32_t l_1248[10][3][8] = {{{0xA9EBB2F5L,0x55DBCB8FL,0x9B2CE355L,1L,0L,0xEF863D92L,0xE0EF6ACFL,0xA68EE52BL},{(-1L),0x55DBCB8FL,1L,0x6B5F6B70L,4L,(-3L),9L,0xA566A8A6L},{0x26BB05E8L,0xF2DB391BL,0x227E79F4L,5L,0x1841739AL,1L,5L,0xE23DFEA3L}},{{0x9C617BC7L,(-5L),0x26BB05E8L,(-3L),(-1L),6L,0x9B2CE355L,0xC489C94CL},{0x3E7D3D70L,1L,0xE0EF6ACFL,0xCBE9CDF6L,0L,(-5L),0xE71149CCL,0L},{0xEFD2DF66L,0xD86A36D4L,0x1841739AL,(-5L),0x8D56B39EL,0x5502139AL,1L,0xEFD2DF66L}},{{5L,0xC489C94CL,0xFC431BDFL,0x3E7D3D70L,0x26BB05E8L,0x1D1F357AL,(-1L),1L},{0x9B2CE355L,0x1173EA0BL,0L,1L,5L,0x69C160DDL,0xCD3FB550L,0x28AFA945L},{(-1L),0x370B081AL,0xEF863D92L,0xB4EB6884L,0xB1F3CCE1L,(-4L),(-5L),0x1173EA0BL}},{{0x26BB05E8L,0x28AFA945L,1L,9L,1L,0x227E79F4L,0xA9EBB2F5L,(-1L)},{0xF2DB391BL,6L,0xE23DFEA3L,0L,0xE23DFEA3L,6L,0xF2DB391BL,0x9C617BC7L},{6L,0x8D56B39EL,0L,0L,0x7558393CL,0xD86A36D4L,1L,0x709CDC5FL}},{{0xB4EB6884L,0xEBB7D113L,0x1841739AL,0L,0x7558393CL,0xCBE9CDF6L,0xA6D1B5F4L,0L},{6L,0xA68EE52BL,0x9B2CE355L,0x709CDC5FL,0xE23DFEA3L,0x7558393CL,(-1L),1L},{0xF2DB391BL,0x55DBCB8FL,0x28AFA945L,0xE0EF6ACFL,1L,0x490512BFL,0x490512BFL,(-3L)}},{{0L,(-1L),(-1L),0x5502139AL,0L,1L,0x370B081AL,1L},{0L,(-4L),0xEF863D92L,0x55DBCB8FL,0L,9L,0x8D56B39EL,(-1L)},{0x8D56B39EL,5L,0L,0xB2FC95F0L,0L,0xF2DB391BL,0x6B5F6B70L,(-1L)}},{{0xC489C94CL,1L,(-5L),0x1841739AL,0x5502139AL,1L,0x1173EA0BL,0xC489C94CL},{0xCBE9CDF6L,0xA68EE52BL,0xE23DFEA3L,1L,1L,1L,(-5L),0L},{1L,1L,(-1L),0xA9EBB2F5L,0L,0L,0xE7A3969FL,0x3E2A078AL}},{{0x6B5F6B70L,(-1L),1L,1L,4L,4L,1L,1L},{0L,0L,0x5C8B3CF2L,0xCBE9CDF6L,0L,0x5502139AL,0xA566A8A6L,0L},{(-1L),0xEFD2DF66L,0xE71149CCL,0x1173EA0BL,(-1L),9L,0xB4EB6884L,0L}},{{0xEFD2DF66L,0xF2DB391BL,0L,0xCBE9CDF6L,0x78E14AF8L,0x3E2A078AL,0x7558393CL,1L},{0x28AFA945L,0x877B4C80L,(-5L),1L,0xCD3FB550L,0xA68EE52BL,(-1L),0x3E2A078AL},{0L,0xFC431BDFL,0L,0xA9EBB2F5L,0xA6D1B5F4L,(-1L),5L,0L}},{{1L,(-8L),0x7558393CL,1L,0L,0xB2FC95F0L,0xF0AEC780L,0xC489C94CL},{0x7558393CL,(-1L),(-4L),0x1841739AL,4L,0x1173EA0BL,0x490512BFL,(-1L)},{0L,0xB1F3CCE1L,0x1173EA0BL,0xB2FC95F0L,(-5L),0L,0L,(-1L)}}};
        int32_t l_1249 = 0L;
        int i, j, k;
        for (i = 0; i < 8; i++)
            l_1233[i] = (void*)0;
        l_1234 = l_1233[5];
        if (g_91)
            goto lbl_1236;
        l_1249 = (l_1248[1][2][5] = ((*g_110) = ((uint64_t)((((int16_t)(&l_1235 != ((~((void*)0 != l_1242[0][1])) , &g_523[0][1][0])) / (int16_t)((uint32_t)(&g_383 == (((uint8_t)((l_1248[8][1][7] | (((*g_194) == &l_1230) , (p_30 == 0x10F2L))) == 0x1EED6E208E962BEALL) * (uint8_t)255UL) , &g_383)) + (uint32_t)(-1L))) != p_31) >= 3L) % (uint64_t)p_31)));
    }
    l_1252--;
    return (*p_32);
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_35 g_41 g_68 g_91 g_110 g_111 g_135 g_142 g_132 g_194 g_197 g_389 g_334 g_229 g_364 g_310 g_212 g_195 g_196 g_34 g_313 g_314
 * writes: g_68 g_35 g_91 g_111 g_132 g_135 g_41 g_194 g_389 g_229 g_451 g_34
 */
static int32_t  func_36(uint32_t  p_37, int64_t  p_38)
{ /* block id: 4 */
    int8_t *l_42 = (void*)0;
    int32_t l_59 = 9L;
    uint32_t l_60 = 1UL;
    int32_t *l_67 = &g_68;
    uint16_t l_69 = 0x0698L;
    uint16_t *l_70 = (void*)0;
    int64_t *l_71 = &g_41;
    int16_t l_72 = 4L;
    int32_t *l_387 = (void*)0;
    int32_t *l_388 = &g_389;
    int32_t *l_1215 = &l_59;
    int32_t *l_1216 = (void*)0;
    int32_t *l_1217 = &l_59;
    int32_t *l_1218 = &g_111;
    int32_t *l_1219 = (void*)0;
    int32_t *l_1220 = &g_111;
    int32_t *l_1221 = (void*)0;
    int32_t *l_1222[6][6][1] = {{{&g_111},{(void*)0},{(void*)0},{&g_111},{&l_59},{&l_59}},{{&g_111},{(void*)0},{(void*)0},{&g_111},{(void*)0},{(void*)0}},{{&g_111},{&l_59},{&l_59},{&g_111},{(void*)0},{(void*)0}},{{&g_111},{(void*)0},{(void*)0},{&g_111},{&l_59},{&l_59}},{{&g_111},{(void*)0},{(void*)0},{&g_111},{(void*)0},{(void*)0}},{{&g_111},{&l_59},{&l_59},{&g_111},{(void*)0},{(void*)0}}};
    int32_t l_1223 = 0L;
    int16_t l_1224 = 0L;
    int32_t l_1225 = 0x27FB0E2AL;
    uint16_t l_1226 = 0xB4B7L;
    int i, j, k;
    (*l_388) = ((l_42 != ((*g_314) = func_43(((*l_388) |= ((int16_t)func_49(l_42, ((l_59 = ((((int8_t)p_37 - (int8_t)((uint32_t)l_59 - (uint32_t)((l_60 ^ ((uint64_t)((((uint32_t)(g_2 ^ (l_60 && p_37)) + (uint32_t)((*l_67) = ((uint16_t)p_37 >> (uint16_t)2))) & 0xBBB5L) == g_35) % (uint64_t)0x861A7160C63704BALL)) , 0x0DE197B2L))) | g_41) > l_69)) , (-9L)), l_71, l_72, p_37) << (int16_t)p_37)), g_334[8], g_334[4]))) && 0xF660L);
    ++l_1226;
    return (*g_110);
}


/* ------------------------------------------ */
/* 
 * reads : g_229 g_41 g_142 g_364 g_310 g_389 g_132 g_212 g_197 g_194 g_195 g_196 g_35 g_34 g_313 g_314
 * writes: g_229 g_389 g_41 g_35 g_135 g_451
 */
static int8_t * func_43(int32_t  p_44, int64_t * const  p_45, const int64_t * p_46)
{ /* block id: 168 */
    int8_t l_399[2][7] = {{1L,1L,1L,1L,1L,1L,1L},{0x19L,0L,0x19L,0L,0x19L,0L,0x19L}};
    uint16_t *l_425 = &g_91;
    uint16_t * const *l_424 = &l_425;
    int32_t l_428 = 0xF27B2775L;
    int64_t l_444 = 1L;
    uint32_t **l_458[2][3][1] = {{{&g_383},{&g_383},{&g_383}},{{&g_383},{&g_383},{&g_383}}};
    uint32_t **l_459 = (void*)0;
    const uint64_t *l_473 = &g_135;
    int32_t l_484 = 0x74757500L;
    uint32_t l_520 = 0xEEBCFCB3L;
    uint16_t l_687 = 0x1F7DL;
    int32_t l_710[1];
    int32_t l_713 = 1L;
    int8_t ***l_734 = &g_314;
    int8_t ****l_733 = &l_734;
    uint32_t ** const *l_761 = &g_377;
    const uint8_t *l_781 = &g_539;
    uint64_t l_789 = 0x77801B36EE8FBEFALL;
    uint64_t ***l_888[8];
    uint32_t l_895 = 0xB72D3FD6L;
    int16_t l_896 = (-7L);
    uint32_t l_899[8] = {4294967289UL,0x11A02BE7L,0x11A02BE7L,4294967289UL,0x11A02BE7L,0x11A02BE7L,4294967289UL,0x11A02BE7L};
    uint32_t l_924 = 0xA52537CBL;
    uint16_t l_925 = 0xA195L;
    uint64_t l_963 = 0UL;
    int64_t *l_988 = &g_41;
    int64_t **l_987 = &l_988;
    int64_t ***l_986[9][4][5] = {{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,&l_987,&l_987,(void*)0},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,(void*)0,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,&l_987,(void*)0,&l_987,(void*)0}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,(void*)0,(void*)0,&l_987,(void*)0},{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,&l_987,&l_987,&l_987}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,&l_987,&l_987,(void*)0}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,(void*)0,&l_987,&l_987}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,&l_987,(void*)0,&l_987,(void*)0},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,(void*)0,(void*)0,&l_987,(void*)0}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,&l_987,&l_987,(void*)0},{&l_987,&l_987,&l_987,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987}},{{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,(void*)0,(void*)0,&l_987,&l_987},{&l_987,&l_987,&l_987,&l_987,&l_987},{(void*)0,&l_987,(void*)0,&l_987,(void*)0}}};
    int32_t *l_1024[10][9][2] = {{{&l_710[0],&l_428},{(void*)0,(void*)0},{(void*)0,&l_428},{&l_710[0],&l_428},{&l_428,&l_428},{&l_710[0],&l_428},{(void*)0,(void*)0},{(void*)0,&l_710[0]},{&l_710[0],(void*)0}},{{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]}},{{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428}},{{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]}},{{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0}},{{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0}},{{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]}},{{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428}},{{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]}},{{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0},{&l_710[0],&l_710[0]},{&l_428,&l_428},{&l_428,&l_710[0]},{&l_710[0],(void*)0},{&l_710[0],(void*)0}}};
    int32_t l_1064 = 9L;
    uint64_t l_1100 = 0x1BDDA8DBE1207331LL;
    int8_t l_1117 = 0xA4L;
    int32_t l_1155 = (-1L);
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_710[i] = 0xECF38229L;
    for (i = 0; i < 8; i++)
        l_888[i] = &g_643[1];
    for (g_229 = 2; (g_229 <= 8); g_229 += 1)
    { /* block id: 171 */
        int32_t *l_390 = (void*)0;
        int32_t **l_391 = &l_390;
        const int32_t ***l_447 = (void*)0;
        int64_t *l_457 = &g_41;
        int64_t **l_456[3];
        int64_t ***l_455 = &l_456[0];
        int64_t ****l_454 = &l_455;
        int16_t l_475 = 0L;
        uint32_t l_476 = 3UL;
        int32_t l_483 = 0x0D24DE93L;
        int32_t l_485 = 0x40176C1DL;
        int32_t l_487 = 0L;
        int32_t l_488[7][9] = {{0x2A16CD0FL,(-1L),(-1L),0x2A16CD0FL,(-5L),0x340D29AFL,(-5L),0x2A16CD0FL,(-1L)},{0xEC4B10B5L,1L,0x1DD5B374L,0x385465B9L,0x8101BD1BL,0x385465B9L,0x1DD5B374L,1L,0xEC4B10B5L},{(-1L),0x2A16CD0FL,(-5L),0x340D29AFL,(-5L),0x2A16CD0FL,(-1L),(-1L),(-1L)},{0x77C5DAA3L,0xDBE9A7B5L,0xEC4B10B5L,0xDBE9A7B5L,0x77C5DAA3L,(-1L),0x1DD5B374L,0xE9E20C5BL,(-7L)},{0x340D29AFL,0x315C4785L,0x340D29AFL,0x2A52FEF0L,(-5L),(-5L),0x2A52FEF0L,0x340D29AFL,0x315C4785L},{0x8101BD1BL,0x385465B9L,0x1DD5B374L,1L,0xEC4B10B5L,(-1L),(-3L),0x8B0E8EDFL,(-3L)},{(-1L),0xCD933EFBL,0x2A52FEF0L,0x2A52FEF0L,0xCD933EFBL,(-1L),(-5L),(-1L),0xCD933EFBL}};
        uint64_t l_489[3][4][3] = {{{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL}},{{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL}},{{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL},{18446744073709551611UL,18446744073709551611UL,0UL}}};
        uint16_t **l_561[5] = {&l_425,&l_425,&l_425,&l_425,&l_425};
        uint16_t ***l_560 = &l_561[1];
        int32_t l_590 = (-1L);
        uint64_t l_591 = 6UL;
        uint32_t l_594 = 0x7D9C39B5L;
        uint32_t **l_596 = &g_378;
        int8_t *l_647 = &l_399[1][4];
        int16_t l_717[1][3];
        int8_t ** const *l_732 = &g_314;
        int8_t ** const * const *l_731 = &l_732;
        int8_t ***l_747 = &g_314;
        uint16_t l_762[2][4] = {{0x0BC2L,0x0BC2L,0x0BC2L,0x0BC2L},{0x0BC2L,0x0BC2L,0x0BC2L,0x0BC2L}};
        uint32_t **l_880 = &g_383;
        uint64_t ** const l_905[1] = {&g_334[8]};
        uint8_t l_982[1];
        uint32_t l_999 = 0x69E40641L;
        const uint32_t l_1048 = 0x74FB1285L;
        uint8_t *l_1103[5][1][6] = {{{&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0]}},{{&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0]}},{{&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0]}},{{&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0]}},{{&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0],&l_982[0]}}};
        uint8_t **l_1102 = &l_1103[3][0][2];
        const uint8_t l_1193[1] = {1UL};
        int16_t l_1211 = 0x0DF5L;
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_456[i] = &l_457;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_717[i][j] = 0L;
        }
        for (i = 0; i < 1; i++)
            l_982[i] = 0UL;
        (*l_391) = l_390;
        for (g_389 = 1; (g_389 <= 8); g_389 += 1)
        { /* block id: 175 */
            int32_t l_392[1][5] = {{(-9L),(-9L),(-9L),(-9L),(-9L)}};
            int8_t ** const l_437 = &g_34[4];
            int64_t ***l_453 = (void*)0;
            int64_t ****l_452 = &l_453;
            int i, j;
            l_392[0][4] = (-1L);
            for (g_41 = 0; (g_41 <= 2); g_41 += 1)
            { /* block id: 179 */
                int8_t l_412 = 0x17L;
                int16_t l_418 = 0x01B8L;
                int32_t l_429 = 0xAE710A43L;
                uint32_t **l_435 = &g_383;
                for (g_35 = 4; (g_35 >= 0); g_35 -= 1)
                { /* block id: 182 */
                    int16_t l_413 = 0x8B9CL;
                    int16_t *l_414 = &l_413;
                    uint64_t *l_415 = &g_135;
                    uint64_t **l_416 = &g_334[4];
                    uint16_t *l_423 = &g_91;
                    uint16_t **l_422 = &l_423;
                    int i, j, k;
                    if (((((uint16_t)g_142[(g_41 + 1)] + (uint16_t)((g_364[g_229][g_41][(g_41 + 1)] >= ((uint8_t)g_364[(g_41 + 6)][g_41][g_41] << (uint8_t)4)) == ((uint64_t)((l_399[0][5] >= ((int64_t)0L - (int64_t)((*l_415) = ((uint16_t)65535UL << (uint16_t)((*l_414) = ((((uint16_t)(&g_334[1] != (void*)0) >> (uint16_t)((int16_t)((int8_t)((((int16_t)(l_399[0][5] | l_412) % (int16_t)g_310) | l_413) <= l_399[0][5]) + (int8_t)1UL) * (int16_t)6L)) < p_44) , g_389)))))) & (-1L)) % (uint64_t)g_132))) || g_212) , 0xBDCAAD3AL))
                    { /* block id: 185 */
                        uint64_t ***l_417 = &l_416;
                        (*l_417) = l_416;
                    }
                    else
                    { /* block id: 187 */
                        uint16_t * const **l_426 = (void*)0;
                        uint16_t * const **l_427 = &l_424;
                        uint32_t ***l_436 = &l_435;
                        int32_t *l_445 = &l_392[0][2];
                        const int32_t ****l_448 = &l_447;
                        int32_t ***l_450 = &g_263;
                        int32_t ****l_449[4][4][2] = {{{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450}},{{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450}},{{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450}},{{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450},{&l_450,&l_450}}};
                        int i, j, k;
                        if (l_418)
                            break;
                        (*l_445) = ((~((int16_t)(((l_429 ^= (l_428 = (l_422 != ((*l_427) = l_424)))) && (1UL & ((!((int8_t)((uint8_t)(&g_383 != ((*l_436) = l_435)) + (uint8_t)(((l_437 == (void*)0) && l_418) , (((uint8_t)((int16_t)((int8_t)p_44 % (int8_t)9L) % (int16_t)p_44) * (uint8_t)2L) ^ p_44))) * (int8_t)1UL)) , (***g_197)))) , (-1L)) >> (int16_t)0)) | l_444);
                        (*l_445) = (g_364[(g_41 + 6)][g_41][g_41] , (0x3D504F63L ^ (+(((*l_448) = l_447) != (g_451 = &g_263)))));
                        (*l_445) &= l_444;
                    }
                    return g_34[g_35];
                }
            }
            for (p_44 = 2; (p_44 >= 0); p_44 -= 1)
            { /* block id: 204 */
                l_454 = l_452;
                (*l_391) = &p_44;
            }
        }
    }
    return (**g_313);
}


/* ------------------------------------------ */
/* 
 * reads : g_35 g_68 g_41 g_91 g_2 g_110 g_111 g_135 g_142 g_132 g_194 g_197
 * writes: g_35 g_68 g_91 g_111 g_132 g_135 g_41 g_194
 */
static const int16_t  func_49(int8_t * p_50, int32_t  p_51, int64_t * p_52, uint32_t  p_53, uint32_t  p_54)
{ /* block id: 7 */
    int16_t l_88 = 0xDFF6L;
    int32_t l_89[4][2] = {{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}};
    uint16_t *l_103[2];
    uint32_t l_146 = 1UL;
    uint32_t l_166 = 1UL;
    uint64_t l_203[5] = {0xDF4364D310EF4BC9LL,0xDF4364D310EF4BC9LL,0xDF4364D310EF4BC9LL,0xDF4364D310EF4BC9LL,0xDF4364D310EF4BC9LL};
    uint64_t l_223[10][9] = {{0x8F5A50C07D8683A8LL,0xDBD1984899948650LL,0x904B5586E6551260LL,0x8F5A50C07D8683A8LL,0x35AC3371AC1D6843LL,0x904B5586E6551260LL,0x904B5586E6551260LL,0x35AC3371AC1D6843LL,0x8F5A50C07D8683A8LL},{1UL,0xFD5BABCDBC604920LL,1UL,0xBB74584101848D0ELL,18446744073709551615UL,0xBB74584101848D0ELL,1UL,0xFD5BABCDBC604920LL,1UL},{0x8F5A50C07D8683A8LL,0x35AC3371AC1D6843LL,0x904B5586E6551260LL,0x904B5586E6551260LL,0x35AC3371AC1D6843LL,0xF418198974C40A8FLL,0x8D8B0006CAC7D101LL,0x904B5586E6551260LL,0xF418198974C40A8FLL},{1UL,0xBB74584101848D0ELL,1UL,0xF43DDE750D66DC16LL,18446744073709551609UL,0xF43DDE750D66DC16LL,1UL,0xBB74584101848D0ELL,1UL},{0xF418198974C40A8FLL,0x904B5586E6551260LL,0x8D8B0006CAC7D101LL,0xF418198974C40A8FLL,0x8F5A50C07D8683A8LL,0x8D8B0006CAC7D101LL,0x8D8B0006CAC7D101LL,0x8F5A50C07D8683A8LL,0xF418198974C40A8FLL},{0x3766C544A1050D8DLL,0xBB74584101848D0ELL,0x3766C544A1050D8DLL,0xF43DDE750D66DC16LL,1UL,0xF43DDE750D66DC16LL,0x3766C544A1050D8DLL,0xBB74584101848D0ELL,0x3766C544A1050D8DLL},{0xF418198974C40A8FLL,0x8F5A50C07D8683A8LL,0x8D8B0006CAC7D101LL,0x8D8B0006CAC7D101LL,0x8F5A50C07D8683A8LL,0xF418198974C40A8FLL,0x8D8B0006CAC7D101LL,0x904B5586E6551260LL,0xF418198974C40A8FLL},{1UL,0xBB74584101848D0ELL,1UL,0xF43DDE750D66DC16LL,18446744073709551609UL,0xF43DDE750D66DC16LL,1UL,0xBB74584101848D0ELL,1UL},{0xF418198974C40A8FLL,0x904B5586E6551260LL,0x8D8B0006CAC7D101LL,0xF418198974C40A8FLL,0x8F5A50C07D8683A8LL,0x8D8B0006CAC7D101LL,0x8D8B0006CAC7D101LL,0x8F5A50C07D8683A8LL,0xF418198974C40A8FLL},{0x3766C544A1050D8DLL,0xBB74584101848D0ELL,0x3766C544A1050D8DLL,0xF43DDE750D66DC16LL,1UL,0xF43DDE750D66DC16LL,0x3766C544A1050D8DLL,0xBB74584101848D0ELL,0x3766C544A1050D8DLL}};
    int64_t l_251 = 0x0D747A76EE4DCE94LL;
    int32_t ***l_299 = &g_263;
    int64_t **l_338 = (void*)0;
    uint64_t **l_361 = (void*)0;
    int32_t *l_386[5];
    int i, j;
    for (i = 0; i < 2; i++)
        l_103[i] = &g_91;
    for (i = 0; i < 5; i++)
        l_386[i] = &l_89[2][1];
    for (g_35 = 0; (g_35 > (-2)); g_35--)
    { /* block id: 10 */
        int8_t *l_96 = &g_35;
        int32_t l_101[5][8] = {{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L}};
        uint64_t l_183 = 0x5750431255FDFF74LL;
        int i, j;
        for (g_68 = 0; (g_68 >= 25); g_68 += 1)
        { /* block id: 13 */
            int8_t l_79 = 0L;
            uint16_t *l_90 = &g_91;
            int32_t l_99 = 0xA3A415DBL;
            int16_t *l_100 = &l_88;
            uint32_t l_102 = 7UL;
            int32_t l_141[1][8];
            int32_t l_172 = (-1L);
            int64_t l_179 = 0x7228B4A309CDAB9FLL;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 8; j++)
                    l_141[i][j] = 0x7CFDA208L;
            }
            if (((int64_t)l_79 - (int64_t)(((((((((((uint8_t)(((uint64_t)18446744073709551610UL / (uint64_t)((*p_52) && 0x3C3A871D1BA05761LL)) , g_41) << (uint8_t)2) != (((int16_t)((*l_100) = ((++(*l_90)) && (((-7L) != ((((((uint8_t)(l_96 == &l_79) << (uint8_t)2) , ((uint16_t)g_35 + (uint16_t)l_99)) || 0xB24D3E44L) , g_68) <= (-1L))) > p_53))) + (int16_t)l_101[3][5]) >= p_53)) , p_54) <= g_2) >= 0xB4D6242281945549LL) , l_102) ^ g_2) >= g_68) & (*p_52)) , l_89[0][0])))
            { /* block id: 16 */
                return p_53;
            }
            else
            { /* block id: 18 */
                uint16_t *l_104[6] = {&g_91,&g_91,&g_91,&g_91,&g_91,&g_91};
                int32_t l_124 = 0x9D53036CL;
                int32_t l_144 = 1L;
                int32_t l_145 = (-1L);
                int32_t *l_159 = (void*)0;
                uint64_t *l_160 = &g_135;
                int32_t l_180 = 0x61CDC3CAL;
                int i;
                if (((l_103[1] = l_103[1]) == (l_104[4] = l_104[0])))
                { /* block id: 21 */
                    for (l_88 = (-21); (l_88 <= (-20)); l_88++)
                    { /* block id: 24 */
                        return p_54;
                    }
                    (*g_110) = ((uint8_t)(-(uint16_t)((*p_52) > ((void*)0 != p_50))) * (uint8_t)0xE0L);
                }
                else
                { /* block id: 28 */
                    int32_t l_127[5];
                    int8_t *l_133 = &l_79;
                    uint64_t *l_134 = &g_135;
                    int32_t *l_136 = &l_127[0];
                    int32_t l_140[2][10][9] = {{{0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L},{1L,1L,7L,1L,1L,0L,1L,1L,7L},{0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L},{1L,1L,7L,1L,1L,0L,1L,1L,7L},{0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L},{1L,1L,7L,1L,1L,0L,1L,1L,7L},{0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L},{1L,1L,7L,1L,1L,0L,1L,1L,7L},{0xEC0817FFL,0xEC0817FFL,0xCDBA6A34L,0xEC0817FFL,0xEC0817FFL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L}},{{0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L},{0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L},{0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L},{0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L},{0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL,0x1FA26B9DL,0x1FA26B9DL,0xEC0817FFL},{4L,0x6516C339L,1L,0x6516C339L,4L,1L,4L,0x6516C339L,1L}}};
                    int i, j, k;
                    for (i = 0; i < 5; i++)
                        l_127[i] = 8L;
                    if (((*l_136) = (l_89[2][1] | ((int8_t)(p_54 < ((*l_134) = ((int8_t)(((uint8_t)((&l_88 == ((((((int16_t)((uint32_t)g_91 - (uint32_t)((((int8_t)((*l_133) = (l_124 | ((((int8_t)(l_127[0] && l_124) - (int8_t)(((uint8_t)p_51 << (uint8_t)0) != (g_132 = ((int16_t)((g_91 <= 0x64E9L) != (*g_110)) + (int16_t)p_54)))) >= l_124) && g_41))) * (int8_t)p_53) , p_51) == l_124)) + (int16_t)1UL) , 0x8766912E21EF5C25LL) <= 1L) & l_102) , &l_88)) , l_99) - (uint8_t)7L) , l_124) + (int8_t)0L))) >> (int8_t)6))))
                    { /* block id: 33 */
                        int32_t *l_137 = &l_101[3][5];
                        int32_t *l_138 = (void*)0;
                        int32_t *l_139[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_139[i] = (void*)0;
                        l_146++;
                        (*l_136) &= ((int16_t)((uint16_t)p_51 % (uint16_t)l_141[0][3]) << (int16_t)((((uint16_t)((p_51 || ((p_54 < (-(int64_t)0L)) == (((((void*)0 != l_90) || g_111) & ((-(uint16_t)65528UL) < g_135)) < (*l_137)))) == g_135) >> (uint16_t)g_142[1]) , &g_111) != l_159));
                    }
                    else
                    { /* block id: 36 */
                        return l_101[3][4];
                    }
                    if ((&g_135 == l_160))
                    { /* block id: 39 */
                        int32_t *l_161 = &l_127[0];
                        int32_t l_162 = (-8L);
                        int32_t *l_163 = &l_141[0][3];
                        int32_t *l_164 = &l_101[3][5];
                        int32_t *l_165[9][7][4] = {{{&l_101[3][5],&l_89[3][1],&l_140[0][4][0],&l_145},{&l_124,(void*)0,(void*)0,&l_89[3][1]},{&l_141[0][1],(void*)0,(void*)0,&l_144},{&l_124,&l_124,&l_140[0][4][0],(void*)0},{&l_101[3][5],&l_162,&l_144,&g_68},{&l_144,&g_68,&l_124,&l_124},{&l_89[2][1],&l_127[4],&l_145,&l_141[0][3]}},{{(void*)0,&l_144,(void*)0,&l_124},{(void*)0,&l_101[3][5],&l_127[1],(void*)0},{&l_162,&l_141[0][3],&l_89[2][1],&l_127[1]},{&l_127[0],(void*)0,&l_144,&l_101[3][5]},{&l_124,&l_127[0],&l_101[3][5],&l_140[1][9][7]},{(void*)0,&l_144,&l_89[2][1],&g_111},{&g_68,(void*)0,&l_89[2][1],&l_144}},{{&l_141[0][3],&l_145,(void*)0,&g_68},{&g_111,&l_141[0][3],&l_89[2][1],&l_145},{&l_127[0],(void*)0,&l_141[0][3],&g_68},{(void*)0,&l_141[0][3],&l_162,&l_145},{(void*)0,&g_111,&l_124,&l_140[0][4][0]},{&l_141[0][1],(void*)0,&l_145,&l_141[0][0]},{(void*)0,(void*)0,&g_111,&l_127[3]}},{{&l_144,&l_101[3][5],&l_141[0][3],&l_162},{&l_127[1],(void*)0,&g_68,&l_144},{&l_140[0][4][0],&l_101[3][5],&l_101[3][5],&l_140[0][4][0]},{&l_124,&l_89[2][1],&g_68,&l_89[3][1]},{&l_145,&l_140[0][5][0],(void*)0,&l_140[1][9][7]},{(void*)0,&l_101[3][5],&l_127[0],&l_140[1][9][7]},{&l_89[2][1],&l_140[0][5][0],(void*)0,&l_89[3][1]}},{{&l_127[0],&l_89[2][1],&l_162,&l_140[0][4][0]},{&l_141[0][3],&l_101[3][5],&l_101[0][3],&l_144},{&g_68,(void*)0,(void*)0,&l_127[3]},{&l_124,(void*)0,&l_89[2][1],&l_101[3][5]},{(void*)0,&l_145,&l_140[0][2][7],(void*)0},{(void*)0,(void*)0,&l_144,&l_145},{&l_144,&g_68,(void*)0,&l_89[2][1]}},{{&l_89[2][1],(void*)0,&l_145,&g_111},{(void*)0,(void*)0,&l_127[1],&l_140[0][2][7]},{&l_127[3],&l_101[3][7],&l_145,&l_124},{&g_68,&l_141[0][2],&l_140[0][5][6],(void*)0},{&l_101[3][5],&l_89[2][1],&l_162,&g_68},{&l_140[0][4][0],(void*)0,&l_101[3][5],&l_124},{&g_68,&l_145,&l_101[3][5],(void*)0}},{{&l_127[0],&l_162,(void*)0,(void*)0},{&l_101[3][5],&g_68,&l_141[0][3],(void*)0},{&l_141[0][2],(void*)0,&l_124,&l_144},{&l_145,&l_101[0][6],(void*)0,(void*)0},{(void*)0,&l_101[0][3],&l_89[2][1],&l_141[0][1]},{&l_101[3][5],&g_68,&l_141[0][3],&g_68},{&l_141[0][1],&l_127[3],&l_141[0][3],&l_101[3][5]}},{{&l_127[0],(void*)0,(void*)0,(void*)0},{&l_141[0][0],(void*)0,(void*)0,&l_124},{&l_141[0][0],&l_101[1][4],(void*)0,&l_141[0][2]},{&l_127[0],&l_124,&l_141[0][3],(void*)0},{&l_141[0][1],&l_127[0],&l_141[0][3],(void*)0},{&l_101[3][5],&l_141[0][3],&l_89[2][1],&l_127[0]},{(void*)0,&l_141[0][3],(void*)0,&l_145}},{{&l_145,(void*)0,&l_124,&l_145},{&l_141[0][2],&l_144,&l_141[0][3],&l_140[0][5][0]},{&l_101[3][5],&l_144,(void*)0,&l_141[0][3]},{&l_127[0],&l_144,&l_101[3][5],(void*)0},{&g_68,&l_140[0][2][7],&l_101[3][5],&l_141[0][0]},{&l_140[0][4][0],&l_101[3][5],&l_162,(void*)0},{&l_101[3][5],&l_145,&l_140[0][5][6],&l_127[0]}}};
                        int i, j, k;
                        ++l_166;
                    }
                    else
                    { /* block id: 41 */
                        return p_53;
                    }
                }
                if (p_51)
                    continue;
                for (l_79 = 0; (l_79 >= 18); l_79++)
                { /* block id: 48 */
                    int32_t *l_171 = &l_101[3][5];
                    int32_t l_177 = (-1L);
                    int32_t l_178 = 5L;
                    int32_t l_181 = 0xCE6538CDL;
                    int32_t l_182 = 1L;
                    (*l_171) = (*g_110);
                    (*l_171) &= l_172;
                    for (g_41 = 1; (g_41 <= 5); g_41 += 1)
                    { /* block id: 53 */
                        int32_t *l_173 = (void*)0;
                        int32_t *l_174 = (void*)0;
                        int32_t *l_175 = (void*)0;
                        int32_t *l_176[5][5][7] = {{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_145,&g_68,&l_145,&g_68,&l_145,&g_68,&l_145},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0],&g_68,&l_89[3][0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
                        int i, j, k;
                        l_183++;
                        (*g_110) ^= (((uint16_t)(((*l_90)--) == p_54) * (uint16_t)(l_89[1][1] = p_53)) & ((uint8_t)p_54 % (uint8_t)(*l_171)));
                    }
                    for (l_102 = 0; (l_102 == 11); ++l_102)
                    { /* block id: 61 */
                        return g_132;
                    }
                }
            }
        }
        (*g_197) = g_194;
    }
    for (g_68 = 0; (g_68 > 12); g_68 += 7)
    { /* block id: 71 */
        uint64_t l_202 = 8UL;
        int32_t l_206 = 0x4CC00686L;
        int32_t l_224 = 0x180A0B4FL;
        int32_t *l_261[7][8][4] = {{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}},{{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]},{&l_89[2][1],&g_68,&l_206,&g_68},{&l_89[2][1],&l_89[2][1],&l_206,&l_89[2][1]}}};
        int32_t **l_260[10][2][5] = {{{&l_261[3][3][1],&l_261[2][0][0],&l_261[2][0][0],&l_261[2][0][0],&l_261[2][0][0]},{&l_261[4][3][0],&l_261[0][0][2],&l_261[6][5][0],&l_261[2][0][0],&l_261[2][0][0]}},{{(void*)0,&l_261[1][0][2],&l_261[3][3][1],&l_261[0][0][2],&l_261[3][3][1]},{&l_261[2][0][0],&l_261[2][0][0],&l_261[1][0][2],&l_261[2][0][0],&l_261[6][5][0]}},{{(void*)0,&l_261[6][5][0],&l_261[4][3][0],&l_261[2][0][0],&l_261[2][0][0]},{&l_261[2][0][0],&l_261[2][6][2],&l_261[2][0][0],&l_261[0][0][2],(void*)0}},{{&l_261[4][3][0],&l_261[6][5][0],(void*)0,&l_261[2][0][0],(void*)0},{&l_261[1][0][2],&l_261[2][0][0],&l_261[2][0][0],&l_261[1][0][2],&l_261[2][0][0]}},{{&l_261[3][3][1],&l_261[1][0][2],(void*)0,(void*)0,&l_261[6][5][0]},{&l_261[3][3][1],(void*)0,&l_261[2][0][0],(void*)0,&l_261[3][3][1]}},{{&l_261[1][0][2],&l_261[2][0][0],&l_261[4][3][0],(void*)0,&l_261[2][0][0]},{&l_261[4][3][0],&l_261[2][0][0],&l_261[1][0][2],&l_261[1][0][2],&l_261[2][0][0]}},{{&l_261[2][0][0],(void*)0,&l_261[3][3][1],&l_261[2][0][0],&l_261[2][0][0]},{(void*)0,&l_261[1][0][2],&l_261[3][3][1],&l_261[0][0][2],&l_261[3][3][1]}},{{&l_261[2][0][0],&l_261[2][0][0],&l_261[1][0][2],&l_261[2][0][0],&l_261[6][5][0]},{(void*)0,&l_261[6][5][0],&l_261[4][3][0],&l_261[2][0][0],&l_261[2][0][0]}},{{&l_261[2][0][0],&l_261[2][6][2],&l_261[2][0][0],&l_261[0][0][2],(void*)0},{&l_261[4][3][0],&l_261[6][5][0],(void*)0,&l_261[2][0][0],(void*)0}},{{&l_261[1][0][2],&l_261[2][0][0],&l_261[2][0][0],&l_261[1][0][2],&l_261[2][0][0]},{&l_261[3][3][1],&l_261[1][0][2],(void*)0,(void*)0,&l_261[6][5][0]}}};
        int32_t *l_311 = &l_206;
        int8_t ***l_343 = &g_314;
        int64_t l_365 = 0x6E493B48CEB18DA3LL;
        int i, j, k;
    }
    return g_132;
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
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_11[i][j], "g_11[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_132, "g_132", print_hash_value);
    transparent_crc(g_135, "g_135", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_142[i], "g_142[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_196, "g_196", print_hash_value);
    transparent_crc(g_210, "g_210", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    transparent_crc(g_310, "g_310", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_364[i][j][k], "g_364[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_389, "g_389", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_509[i], "g_509[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_526, "g_526", print_hash_value);
    transparent_crc(g_539, "g_539", print_hash_value);
    transparent_crc(g_666, "g_666", print_hash_value);
    transparent_crc(g_790, "g_790", print_hash_value);
    transparent_crc(g_894, "g_894", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1049[i], "g_1049[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1055, "g_1055", print_hash_value);
    transparent_crc(g_1126, "g_1126", print_hash_value);
    transparent_crc(g_1128, "g_1128", print_hash_value);
    transparent_crc(g_1398, "g_1398", print_hash_value);
    transparent_crc(g_1461, "g_1461", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1467[i], "g_1467[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1496[i], "g_1496[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1725, "g_1725", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 444
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 41
breakdown:
   depth: 1, occurrence: 146
   depth: 2, occurrence: 38
   depth: 3, occurrence: 4
   depth: 4, occurrence: 4
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 1
   depth: 10, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 2
   depth: 29, occurrence: 2
   depth: 30, occurrence: 1
   depth: 32, occurrence: 1
   depth: 37, occurrence: 2
   depth: 41, occurrence: 1

XXX total number of pointers: 408

XXX times a variable address is taken: 816
XXX times a pointer is dereferenced on RHS: 123
breakdown:
   depth: 1, occurrence: 79
   depth: 2, occurrence: 26
   depth: 3, occurrence: 18
XXX times a pointer is dereferenced on LHS: 190
breakdown:
   depth: 1, occurrence: 166
   depth: 2, occurrence: 14
   depth: 3, occurrence: 7
   depth: 4, occurrence: 3
XXX times a pointer is compared with null: 35
XXX times a pointer is compared with address of another variable: 14
XXX times a pointer is compared with another pointer: 8
XXX times a pointer is qualified to be dereferenced: 6027

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 585
   level: 2, occurrence: 207
   level: 3, occurrence: 152
   level: 4, occurrence: 30
   level: 5, occurrence: 8
XXX number of pointers point to pointers: 185
XXX number of pointers point to scalars: 223
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 31.9
XXX average alias set size: 1.38

XXX times a non-volatile is read: 1227
XXX times a non-volatile is write: 628
XXX times a volatile is read: 109
XXX    times read thru a pointer: 49
XXX times a volatile is write: 23
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 1.05e+03
XXX percentage of non-volatile access: 93.4

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 156
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 19
   depth: 1, occurrence: 18
   depth: 2, occurrence: 23
   depth: 3, occurrence: 24
   depth: 4, occurrence: 25
   depth: 5, occurrence: 47

XXX percentage a fresh-made variable is used: 16.1
XXX percentage an existing variable is used: 83.9
********************* end of statistics **********************/

