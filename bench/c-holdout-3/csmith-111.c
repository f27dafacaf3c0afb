/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 111 --no-safe-math --max-funcs 4
 * Seed:      111
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
static int32_t g_3[9] = {0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L};
static int32_t g_20 = 0L;
static int32_t *g_21 = (void*)0;
static int32_t * volatile g_31[3][6][7] = {{{&g_3[1],&g_20,&g_20,&g_3[0],&g_3[8],&g_3[0],&g_20},{&g_20,&g_20,&g_3[3],&g_20,&g_3[0],&g_20,&g_3[3]},{&g_3[1],&g_20,&g_20,&g_3[0],&g_3[8],&g_3[0],&g_20},{&g_20,&g_20,&g_3[3],&g_20,&g_3[0],&g_20,&g_3[3]},{&g_3[1],&g_20,&g_20,&g_3[0],&g_3[8],&g_3[0],&g_20},{&g_20,&g_20,&g_20,(void*)0,&g_20,(void*)0,&g_20}},{{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20},{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20},{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20}},{{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20},{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20},{&g_3[8],(void*)0,&g_3[1],&g_3[8],&g_3[8],&g_3[8],&g_3[1]},{&g_3[0],&g_3[0],&g_20,(void*)0,&g_20,(void*)0,&g_20}}};
static int16_t g_38 = 0xD004L;
static uint16_t g_39[6] = {0xF5F2L,65535UL,0xF5F2L,0xF5F2L,65535UL,0xF5F2L};
static uint32_t g_52 = 0x8B3027FEL;
static uint8_t g_53 = 255UL;
static uint8_t g_68 = 1UL;
static const uint8_t g_130 = 3UL;
static const uint8_t *g_129 = &g_130;
static uint16_t g_181 = 65535UL;
static uint32_t g_182 = 18446744073709551608UL;
static int32_t ** volatile g_198[2][8] = {{&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21},{&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21}};
static int32_t ** volatile g_199 = &g_21;/* VOLATILE GLOBAL g_199 */
static int8_t g_209 = 1L;
static uint16_t g_211[1] = {0x3A09L};
static uint8_t g_240 = 0x59L;
static uint64_t g_249 = 0x7372DDEA36B09E23LL;
static const uint16_t *g_273 = (void*)0;
static const int32_t *g_334 = &g_20;
static const int32_t ** volatile g_333 = &g_334;/* VOLATILE GLOBAL g_333 */
static int64_t g_343 = 0x36E4006492C96C9ELL;
static uint16_t g_356 = 0xF76DL;
static const int32_t g_359 = (-10L);
static const int32_t *g_358[2][7][9] = {{{&g_359,&g_359,(void*)0,&g_359,(void*)0,&g_359,&g_359,(void*)0,(void*)0},{&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359},{&g_359,&g_359,(void*)0,&g_359,(void*)0,&g_359,&g_359,(void*)0,(void*)0},{&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359},{&g_359,&g_359,(void*)0,&g_359,(void*)0,&g_359,&g_359,(void*)0,(void*)0},{&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359},{&g_359,&g_359,(void*)0,&g_359,(void*)0,&g_359,&g_359,(void*)0,(void*)0}},{{&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359,&g_359},{&g_359,&g_359,(void*)0,&g_359,(void*)0,&g_359,&g_359,&g_359,&g_359},{&g_359,(void*)0,&g_359,&g_359,&g_359,(void*)0,&g_359,&g_359,&g_359},{(void*)0,&g_359,&g_359,(void*)0,&g_359,&g_359,(void*)0,&g_359,&g_359},{&g_359,(void*)0,&g_359,&g_359,&g_359,(void*)0,&g_359,&g_359,&g_359},{(void*)0,&g_359,&g_359,(void*)0,&g_359,&g_359,(void*)0,&g_359,&g_359},{&g_359,(void*)0,&g_359,&g_359,&g_359,(void*)0,&g_359,&g_359,&g_359}}};
static const int32_t **g_357 = &g_358[0][3][4];
static int32_t g_364[2][5] = {{0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L},{0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L,0x22C0B0C9L}};
static int32_t *g_363[7] = {&g_364[0][2],&g_364[0][2],&g_364[0][2],&g_364[0][2],&g_364[0][2],&g_364[0][2],&g_364[0][2]};
static int32_t **g_362 = &g_363[5];
static int32_t ** volatile g_384[10] = {&g_21,(void*)0,&g_21,(void*)0,&g_21,&g_21,(void*)0,&g_21,(void*)0,&g_21};
static int16_t g_458 = 0x2C04L;
static int64_t *g_465 = &g_343;
static uint64_t g_469 = 0UL;
static int64_t g_491 = 1L;
static int32_t ** volatile g_492 = (void*)0;/* VOLATILE GLOBAL g_492 */
static int32_t **g_570[5] = {&g_21,&g_21,&g_21,&g_21,&g_21};
static int32_t *** volatile g_569 = &g_570[3];/* VOLATILE GLOBAL g_569 */
static int32_t ** volatile g_605 = &g_21;/* VOLATILE GLOBAL g_605 */
static uint16_t *g_613 = (void*)0;
static int32_t ** volatile g_657 = &g_21;/* VOLATILE GLOBAL g_657 */
static volatile int32_t g_756[5] = {0xA1CD6E96L,0xA1CD6E96L,0xA1CD6E96L,0xA1CD6E96L,0xA1CD6E96L};
static volatile int8_t g_780[7] = {3L,3L,3L,3L,3L,3L,3L};
static volatile int8_t *g_779 = &g_780[2];
static volatile int8_t * volatile * volatile g_778 = &g_779;/* VOLATILE GLOBAL g_778 */
static int32_t ** volatile g_812 = &g_21;/* VOLATILE GLOBAL g_812 */
static volatile uint32_t g_816 = 0UL;/* VOLATILE GLOBAL g_816 */
static volatile uint32_t *g_815 = &g_816;
static volatile uint32_t ** volatile g_814 = &g_815;/* VOLATILE GLOBAL g_814 */
static int64_t *g_851 = &g_491;
static uint32_t g_853 = 1UL;
static uint32_t g_855[6] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL};
static uint32_t g_858 = 4294967290UL;
static uint32_t *g_900 = &g_855[0];
static uint32_t **g_899 = &g_900;
static uint32_t ***g_898[10][9][2] = {{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{(void*)0,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{(void*)0,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{(void*)0,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{(void*)0,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{(void*)0,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899}},{{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{&g_899,&g_899},{&g_899,&g_899},{&g_899,&g_899},{&g_899,(void*)0},{&g_899,&g_899}}};
static uint32_t ****g_897 = &g_898[9][0][1];
static volatile int16_t g_914 = (-1L);/* VOLATILE GLOBAL g_914 */
static volatile int16_t * volatile g_913 = &g_914;/* VOLATILE GLOBAL g_913 */
static volatile int16_t * volatile * volatile g_912 = &g_913;/* VOLATILE GLOBAL g_912 */
static int8_t g_1013[7][6] = {{6L,6L,0L,1L,(-1L),0L},{1L,(-1L),0L,(-1L),1L,0L},{(-1L),1L,0L,6L,6L,0L},{6L,6L,0L,1L,(-1L),0L},{1L,(-1L),0L,(-1L),1L,0L},{(-1L),1L,0L,6L,6L,0L},{6L,6L,0L,1L,(-1L),0L}};
static int8_t *g_1038 = &g_1013[0][5];
static int8_t **g_1037 = &g_1038;
static int8_t *** volatile g_1036 = &g_1037;/* VOLATILE GLOBAL g_1036 */
static uint32_t *g_1057[10] = {&g_182,&g_182,&g_182,&g_182,&g_182,&g_182,&g_182,&g_182,&g_182,&g_182};
static volatile int64_t g_1064 = 1L;/* VOLATILE GLOBAL g_1064 */
static volatile int64_t *g_1063 = &g_1064;
static uint8_t *g_1093 = &g_53;
static uint8_t g_1153[4] = {0xB4L,0xB4L,0xB4L,0xB4L};
static int32_t ** volatile *g_1166 = &g_570[0];
static int32_t ** volatile **g_1165[7][9][3] = {{{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{(void*)0,(void*)0,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{(void*)0,&g_1166,(void*)0},{(void*)0,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0}},{{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,(void*)0,(void*)0},{&g_1166,&g_1166,&g_1166},{(void*)0,&g_1166,&g_1166},{(void*)0,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166}},{{&g_1166,(void*)0,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{(void*)0,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0}},{{(void*)0,(void*)0,&g_1166},{(void*)0,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166}},{{&g_1166,(void*)0,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,(void*)0},{&g_1166,(void*)0,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,&g_1166,&g_1166}},{{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,(void*)0},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166}},{{(void*)0,&g_1166,&g_1166},{(void*)0,(void*)0,&g_1166},{&g_1166,&g_1166,&g_1166},{(void*)0,&g_1166,&g_1166},{&g_1166,&g_1166,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,(void*)0,&g_1166},{&g_1166,&g_1166,&g_1166}}};
static uint16_t **g_1370 = &g_613;
static int32_t *g_1374 = &g_3[1];
static int32_t g_1388 = (-9L);
static int32_t g_1402 = 7L;
static const int64_t g_1535 = 3L;
static const int64_t *g_1534 = &g_1535;
static const volatile int8_t g_1543 = 0xF6L;/* VOLATILE GLOBAL g_1543 */
static int16_t g_1600[10][10] = {{0xF471L,0xF471L,0xC981L,0xD1B1L,(-1L),2L,1L,4L,1L,2L},{0x636DL,0xC981L,0x9726L,0xC981L,0x636DL,(-9L),1L,0xF471L,1L,1L},{0xD1B1L,0xF471L,(-1L),2L,2L,(-1L),0xF471L,0xD1B1L,0x9726L,1L},{4L,2L,0xF471L,1L,0x636DL,1L,0x636DL,1L,0xF471L,2L},{(-1L),(-9L),0xF471L,0x636DL,(-1L),1L,0xD1B1L,0xD1B1L,1L,(-1L)},{0xF471L,1L,1L,0xF471L,1L,(-9L),0x636DL,0xC981L,0x9726L,0xC981L},{1L,0xD1B1L,4L,0xC981L,4L,0xD1B1L,1L,0x636DL,0x9726L,(-1L)},{0x636DL,(-9L),1L,0xF471L,1L,1L,0xF471L,1L,(-9L),0x636DL},{1L,(-9L),0x9726L,2L,0xC981L,(-1L),1L,(-1L),0xC981L,2L},{2L,0xD1B1L,2L,(-9L),0xC981L,(-1L),0x636DL,4L,4L,0x636DL}};
static uint16_t * volatile * volatile g_1635 = &g_613;/* VOLATILE GLOBAL g_1635 */
static uint16_t * volatile *g_1636 = (void*)0;
static uint16_t * volatile * volatile *g_1634[10][8] = {{(void*)0,(void*)0,&g_1636,&g_1636,&g_1636,&g_1636,(void*)0,(void*)0},{&g_1636,&g_1636,&g_1635,&g_1636,&g_1636,&g_1636,&g_1635,&g_1636},{(void*)0,&g_1635,&g_1636,(void*)0,&g_1636,&g_1636,(void*)0,&g_1636},{&g_1636,&g_1636,&g_1636,(void*)0,(void*)0,&g_1636,(void*)0,(void*)0},{&g_1636,(void*)0,&g_1636,&g_1636,(void*)0,&g_1635,&g_1635,(void*)0},{(void*)0,&g_1635,&g_1635,(void*)0,&g_1636,&g_1636,(void*)0,&g_1636},{(void*)0,(void*)0,&g_1636,(void*)0,(void*)0,&g_1636,&g_1636,&g_1636},{&g_1636,(void*)0,&g_1636,&g_1636,(void*)0,&g_1636,&g_1635,(void*)0},{&g_1636,&g_1635,&g_1636,&g_1636,&g_1636,&g_1635,&g_1636,&g_1636},{(void*)0,(void*)0,&g_1636,&g_1636,&g_1636,&g_1636,(void*)0,(void*)0}};
static uint16_t * volatile * volatile **g_1633 = &g_1634[5][2];
static int64_t **g_1650 = &g_465;
static int64_t ***g_1649[8] = {(void*)0,&g_1650,(void*)0,(void*)0,&g_1650,(void*)0,(void*)0,&g_1650};
static int64_t g_1673[8][5][6] = {{{9L,0x1FB9421FC24E335FLL,0xC53EE75649F5EB52LL,9L,(-3L),(-3L)},{0xC7AF339E0ED7B2F5LL,0x1FB9421FC24E335FLL,0x1FB9421FC24E335FLL,0xC7AF339E0ED7B2F5LL,(-3L),0xC53EE75649F5EB52LL},{2L,0x1FB9421FC24E335FLL,(-3L),2L,(-3L),0x1FB9421FC24E335FLL},{9L,0x1FB9421FC24E335FLL,0xC53EE75649F5EB52LL,9L,(-3L),(-3L)},{0xC7AF339E0ED7B2F5LL,0x1FB9421FC24E335FLL,0x1FB9421FC24E335FLL,0xC7AF339E0ED7B2F5LL,(-3L),0xC53EE75649F5EB52LL}},{{2L,0x1FB9421FC24E335FLL,(-3L),2L,(-3L),0x1FB9421FC24E335FLL},{9L,0x1FB9421FC24E335FLL,0xC53EE75649F5EB52LL,9L,(-3L),(-3L)},{0xC7AF339E0ED7B2F5LL,0x1FB9421FC24E335FLL,0x1FB9421FC24E335FLL,0xC7AF339E0ED7B2F5LL,(-3L),0xC53EE75649F5EB52LL},{2L,0x1FB9421FC24E335FLL,(-3L),2L,(-3L),3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL}},{{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L}},{{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL}},{{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL}},{{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L}},{{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL}},{{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL},{0x1FB9421FC24E335FLL,3L,3L,0x1FB9421FC24E335FLL,0xCB2A5327F1E22D62LL,0xEE07A344BED0D161LL},{0xC53EE75649F5EB52LL,3L,0xCB2A5327F1E22D62LL,0xC53EE75649F5EB52LL,0xCB2A5327F1E22D62LL,3L},{(-3L),3L,0xEE07A344BED0D161LL,(-3L),0xCB2A5327F1E22D62LL,0xCB2A5327F1E22D62LL}}};
static uint32_t g_1733 = 18446744073709551608UL;
static int64_t g_1756 = 0x42D1795A8605D701LL;
static int32_t g_1766 = 8L;
static uint16_t ***g_1772 = (void*)0;
static const uint16_t **g_1774 = &g_273;
static const uint16_t ***g_1773[3][6] = {{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774}};
static uint32_t g_1781 = 4294967292UL;
static uint16_t ****g_1786 = (void*)0;
static int8_t ***g_1925 = &g_1037;
static int8_t **** volatile g_1924[6][1] = {{&g_1925},{&g_1925},{&g_1925},{&g_1925},{&g_1925},{&g_1925}};
static int8_t ***g_1927[1][2][2] = {{{&g_1037,&g_1037},{&g_1037,&g_1037}}};
static int16_t g_1973 = 0xCE45L;
static int32_t ** volatile g_2012 = &g_21;/* VOLATILE GLOBAL g_2012 */
static volatile int8_t * const  volatile g_2054 = &g_780[2];/* VOLATILE GLOBAL g_2054 */
static int16_t *g_2056 = &g_458;
static int16_t **g_2055 = &g_2056;
static const int16_t *g_2058 = (void*)0;
static const int16_t **g_2057 = &g_2058;
static int32_t ***g_2103[8][5] = {{&g_570[3],(void*)0,&g_570[3],&g_570[3],&g_570[1]},{&g_570[3],&g_570[3],&g_570[2],&g_570[3],(void*)0},{&g_570[3],&g_570[3],&g_570[3],&g_570[1],&g_570[3]},{(void*)0,(void*)0,&g_570[3],(void*)0,&g_570[3]},{&g_570[3],&g_570[3],&g_570[3],&g_570[3],(void*)0},{&g_570[1],&g_570[3],(void*)0,&g_570[1],&g_570[1]},{&g_570[1],&g_570[3],&g_570[3],&g_570[3],&g_570[3]},{(void*)0,(void*)0,&g_570[3],&g_570[3],&g_570[3]}};
static int16_t g_2152 = 0xB4CAL;
static uint8_t g_2157 = 0x41L;
static int32_t ***g_2206 = &g_362;
static int32_t **** volatile g_2205 = &g_2206;/* VOLATILE GLOBAL g_2205 */
static int8_t g_2228[10] = {(-9L),3L,0x8FL,0x8FL,3L,(-9L),3L,0x8FL,0x8FL,3L};
static const uint16_t ****g_2231 = &g_1773[2][3];
static const uint16_t ***** const  volatile g_2230[9][5][5] = {{{&g_2231,&g_2231,(void*)0,&g_2231,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,(void*)0,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231}},{{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,(void*)0,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,(void*)0,(void*)0,(void*)0},{(void*)0,&g_2231,(void*)0,(void*)0,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231}},{{&g_2231,(void*)0,(void*)0,&g_2231,&g_2231},{&g_2231,(void*)0,&g_2231,&g_2231,&g_2231},{(void*)0,&g_2231,(void*)0,&g_2231,&g_2231},{&g_2231,&g_2231,(void*)0,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231}},{{(void*)0,(void*)0,&g_2231,&g_2231,(void*)0},{&g_2231,(void*)0,&g_2231,&g_2231,(void*)0},{(void*)0,(void*)0,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231}},{{&g_2231,&g_2231,(void*)0,&g_2231,(void*)0},{(void*)0,(void*)0,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{(void*)0,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231}},{{&g_2231,&g_2231,&g_2231,(void*)0,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,(void*)0,(void*)0,(void*)0,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,(void*)0,&g_2231,&g_2231}},{{&g_2231,&g_2231,(void*)0,&g_2231,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,(void*)0,&g_2231}},{{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{(void*)0,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,(void*)0,&g_2231,&g_2231,&g_2231}},{{&g_2231,&g_2231,&g_2231,&g_2231,&g_2231},{&g_2231,&g_2231,&g_2231,(void*)0,&g_2231},{(void*)0,&g_2231,&g_2231,(void*)0,(void*)0},{&g_2231,&g_2231,&g_2231,&g_2231,(void*)0},{(void*)0,&g_2231,&g_2231,(void*)0,&g_2231}}};
static const uint16_t ***** volatile g_2232[4] = {&g_2231,&g_2231,&g_2231,&g_2231};
static uint8_t g_2310 = 0x8BL;
static int8_t g_2318 = 0x06L;
static int16_t ***g_2467 = &g_2055;
static int16_t **** volatile g_2466[1][1][2] = {{{&g_2467,&g_2467}}};
static int64_t g_2495 = 0x48B2AE1FBEB08BD7LL;
static uint32_t g_2500 = 4294967295UL;
static const int32_t ** const  volatile g_2544 = &g_334;/* VOLATILE GLOBAL g_2544 */


/* --- FORWARD DECLARATIONS --- */
static const uint32_t  func_1(void);
static int32_t  func_10(int32_t * p_11);
static int32_t * func_12(int32_t * p_13, int32_t * p_14, uint64_t  p_15, int32_t * p_16);
static int32_t * func_17(int32_t * p_18);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_21 g_38 g_20 g_53 g_39 g_68 g_31 g_129 g_52 g_181 g_130 g_182 g_199 g_209 g_211 g_249 g_469 g_343 g_458 g_491 g_240 g_356 g_359 g_334 g_364 g_569 g_605 g_812 g_814 g_815 g_816 g_778 g_779 g_780 g_897 g_912 g_913 g_914 g_333 g_853 g_899 g_900 g_357 g_358 g_855 g_1036 g_362 g_363 g_1063 g_1064 g_1093 g_1037 g_1038 g_1013 g_1153 g_1165 g_657 g_1374 g_1388 g_1402 g_898 g_2054 g_1534 g_1535 g_2318 g_2056 g_2055 g_1766 g_2495 g_2500 g_2544
 * writes: g_3 g_20 g_21 g_38 g_39 g_52 g_53 g_68 g_129 g_181 g_182 g_209 g_211 g_240 g_249 g_465 g_469 g_491 g_356 g_570 g_613 g_851 g_853 g_855 g_858 g_897 g_362 g_363 g_1037 g_343 g_1057 g_899 g_1093 g_458 g_1153 g_1370 g_1388 g_1038 g_334 g_1973 g_1013
 */
static const uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3[8];
    int32_t *l_19 = &g_20;
    int32_t **l_817[6][3][4] = {{{&g_21,&l_2,&l_19,&l_2},{&g_21,&g_21,&g_21,&g_21},{&g_21,&g_21,&g_21,(void*)0}},{{&l_2,&g_21,&l_2,&g_21},{(void*)0,&l_2,&l_2,&g_21},{&l_2,&l_2,&g_21,&l_2}},{{&g_21,&g_21,&g_21,&g_21},{&g_21,&g_21,&l_19,&g_21},{&g_21,&l_2,&l_2,&l_2}},{{&g_21,(void*)0,(void*)0,&g_21},{&l_2,&l_2,(void*)0,&g_21},{&g_21,&g_21,&l_19,&l_2}},{{&l_2,&l_19,&g_21,&l_2},{&l_19,&g_21,&g_21,&g_21},{&l_2,&l_2,&l_2,&g_21}},{{&l_2,(void*)0,&l_2,&l_2},{(void*)0,&l_2,&g_21,&g_21},{&g_21,&g_21,&l_2,&g_21}}};
    int64_t l_1511[9][9][2] = {{{1L,0x5A1C3EFB3C28E76DLL},{(-8L),0x8FF8B0012F385AFDLL},{(-2L),0x8FF8B0012F385AFDLL},{0xB7A5FCC241DBDC7ALL,0x7E4EBC2464D03A15LL},{0x8F35E0F507F43E4BLL,0L},{(-10L),0L},{0x064C625EB42AB474LL,0xB0492D59BDB4BDFFLL},{0L,0L},{0x09783F39BD0F1732LL,0x0098040A9193596CLL}},{{0x35E7525FB3C82B56LL,1L},{0x5A1C3EFB3C28E76DLL,1L},{0x35E7525FB3C82B56LL,0x0098040A9193596CLL},{0x09783F39BD0F1732LL,0L},{0L,0xB0492D59BDB4BDFFLL},{0x064C625EB42AB474LL,0L},{(-10L),0L},{0x8F35E0F507F43E4BLL,0x7E4EBC2464D03A15LL},{0xB7A5FCC241DBDC7ALL,0x8FF8B0012F385AFDLL}},{{(-2L),0x12BDB8F8E290EBE5LL},{9L,0x064C625EB42AB474LL},{0x4AD87A0ABB077D3ELL,0x8F35E0F507F43E4BLL},{(-1L),0xFC6BD53DD9230A24LL},{0L,4L},{0x6502CAC7402C61B5LL,0L},{0x32A41BADB295E736LL,(-9L)},{(-1L),0x06C54C2B3EA01808LL},{0xB0492D59BDB4BDFFLL,0xCDD76EF4EB71599DLL}},{{0L,2L},{0xD58E30F7DC931E6ELL,0x4EEE2A88CC43E51DLL},{0x0B8E0862CEB3D262LL,0xA465534060EBFA84LL},{4L,9L},{1L,1L},{0x06C54C2B3EA01808LL,0xDAA703D36DDBAC4CLL},{0L,0x35E7525FB3C82B56LL},{0x64A582DC5460E894LL,0xB7A5FCC241DBDC7ALL},{0x270BB124C7B4B8BDLL,0x64A582DC5460E894LL}},{{(-1L),1L},{(-1L),0x64A582DC5460E894LL},{0x270BB124C7B4B8BDLL,0xB7A5FCC241DBDC7ALL},{0x64A582DC5460E894LL,0x35E7525FB3C82B56LL},{0L,0xDAA703D36DDBAC4CLL},{0x06C54C2B3EA01808LL,1L},{1L,9L},{4L,0xA465534060EBFA84LL},{0x0B8E0862CEB3D262LL,0x4EEE2A88CC43E51DLL}},{{0xD58E30F7DC931E6ELL,2L},{0L,0xCDD76EF4EB71599DLL},{0xB0492D59BDB4BDFFLL,0x06C54C2B3EA01808LL},{(-1L),(-9L)},{0x32A41BADB295E736LL,0L},{0x6502CAC7402C61B5LL,4L},{0L,0xFC6BD53DD9230A24LL},{(-1L),0x8F35E0F507F43E4BLL},{0x4AD87A0ABB077D3ELL,0x064C625EB42AB474LL}},{{9L,0x12BDB8F8E290EBE5LL},{(-2L),0x8FF8B0012F385AFDLL},{0xB7A5FCC241DBDC7ALL,0x7E4EBC2464D03A15LL},{0x8F35E0F507F43E4BLL,0L},{(-10L),0L},{0x064C625EB42AB474LL,0xB0492D59BDB4BDFFLL},{0L,0L},{0x09783F39BD0F1732LL,0x0098040A9193596CLL},{0x35E7525FB3C82B56LL,1L}},{{0x5A1C3EFB3C28E76DLL,1L},{0x35E7525FB3C82B56LL,0x0098040A9193596CLL},{0x09783F39BD0F1732LL,0L},{0L,0xB0492D59BDB4BDFFLL},{0x064C625EB42AB474LL,0L},{(-10L),0L},{0x8F35E0F507F43E4BLL,0x7E4EBC2464D03A15LL},{0xB7A5FCC241DBDC7ALL,0x8FF8B0012F385AFDLL},{(-2L),0x12BDB8F8E290EBE5LL}},{{9L,0x064C625EB42AB474LL},{0x4AD87A0ABB077D3ELL,0x8F35E0F507F43E4BLL},{(-1L),0xFC6BD53DD9230A24LL},{0L,4L},{0x6502CAC7402C61B5LL,0L},{0x32A41BADB295E736LL,(-9L)},{(-1L),0x06C54C2B3EA01808LL},{0xB0492D59BDB4BDFFLL,0xCDD76EF4EB71599DLL},{0L,2L}}};
    int8_t **l_1518 = &g_1038;
    int8_t * const l_1519 = &g_1013[5][5];
    int64_t l_1522[4][3] = {{2L,2L,2L},{0xC79B30F99070660CLL,0xC79B30F99070660CLL,0xC79B30F99070660CLL},{2L,2L,2L},{0xC79B30F99070660CLL,0xC79B30F99070660CLL,0xC79B30F99070660CLL}};
    uint8_t l_1523[4] = {0xA0L,0xA0L,0xA0L,0xA0L};
    uint16_t l_1524 = 0xE093L;
    uint8_t *l_1525 = &l_1523[0];
    const int32_t l_1545 = 0L;
    uint8_t l_1572[5];
    uint16_t ***l_1596[4][3][3] = {{{&g_1370,&g_1370,&g_1370},{&g_1370,&g_1370,&g_1370},{&g_1370,&g_1370,(void*)0}},{{&g_1370,&g_1370,&g_1370},{&g_1370,&g_1370,&g_1370},{(void*)0,(void*)0,(void*)0}},{{&g_1370,&g_1370,&g_1370},{(void*)0,&g_1370,&g_1370},{&g_1370,&g_1370,&g_1370}},{{(void*)0,(void*)0,&g_1370},{&g_1370,&g_1370,(void*)0},{&g_1370,(void*)0,&g_1370}}};
    uint16_t l_1607[6] = {0UL,0UL,0UL,0UL,0UL,0UL};
    int8_t l_1731 = 1L;
    int16_t *l_1795 = &g_38;
    int32_t *l_1810 = (void*)0;
    uint32_t l_1826 = 18446744073709551609UL;
    uint16_t ***l_1856 = &g_1370;
    int16_t **l_1863[2][6] = {{&l_1795,&l_1795,&l_1795,&l_1795,&l_1795,&l_1795},{&l_1795,&l_1795,&l_1795,&l_1795,&l_1795,&l_1795}};
    int16_t ***l_1862 = &l_1863[0][5];
    uint16_t l_1876 = 0x6831L;
    int8_t l_1906 = (-3L);
    int64_t l_1929 = 0x97630FB5276C7931LL;
    uint8_t l_1972 = 0UL;
    int32_t l_1975 = 8L;
    int64_t **l_1976[4][2][7] = {{{&g_851,&g_465,(void*)0,(void*)0,&g_465,&g_851,&g_465},{&g_465,&g_465,&g_465,&g_851,(void*)0,&g_851,&g_465}},{{&g_465,&g_465,&g_851,(void*)0,&g_851,&g_465,&g_465},{&g_465,&g_465,&g_465,&g_465,&g_465,&g_851,&g_465}},{{&g_851,&g_465,&g_851,&g_851,&g_851,&g_851,&g_465},{&g_465,&g_851,&g_465,(void*)0,(void*)0,&g_465,(void*)0}},{{&g_851,&g_851,&g_851,&g_851,&g_465,&g_851,&g_851},{&g_465,&g_851,&g_465,(void*)0,&g_465,&g_851,&g_465}}};
    uint64_t l_2050 = 0x53FEF5828DA1A5B6LL;
    int32_t ***l_2104 = &l_817[1][1][1];
    uint8_t l_2110[6][7] = {{8UL,0UL,1UL,0UL,0UL,1UL,0UL},{0UL,255UL,252UL,255UL,0UL,255UL,252UL},{0UL,0UL,1UL,0UL,8UL,8UL,0UL},{0xF9L,0xFAL,0xF9L,255UL,0xF9L,0xFAL,0xF9L},{0UL,0UL,0UL,0UL,8UL,1UL,1UL},{0UL,0xFAL,252UL,0xFAL,0UL,0xFAL,252UL}};
    uint32_t ***l_2119 = &g_899;
    const uint16_t l_2217 = 0xE57FL;
    uint32_t l_2227 = 4294967288UL;
    uint16_t l_2239[10][8][3] = {{{0x2C29L,0UL,0x3E29L},{2UL,0x3077L,2UL},{0x17CFL,0xBA6FL,0xCC88L},{0x5062L,0x3077L,0x0078L},{0UL,0UL,65528UL},{65535UL,65530UL,2UL},{0UL,0x3E29L,0xBA6FL},{0x5062L,65532UL,0xBC3AL}},{{0x17CFL,0UL,0xBA6FL},{2UL,5UL,2UL},{0x2C29L,0xBA6FL,65528UL},{0x5062L,5UL,0x0078L},{0xB19AL,0UL,0xCC88L},{65535UL,65532UL,2UL},{0xB19AL,0x3E29L,0x3E29L},{0x5062L,65530UL,0xBC3AL}},{{0x2C29L,0UL,0x3E29L},{2UL,0x3077L,2UL},{0x17CFL,0xBA6FL,0xCC88L},{0x5062L,0x3077L,0x0078L},{0UL,0UL,65528UL},{65535UL,65530UL,2UL},{0UL,0x3E29L,0xBA6FL},{0x5062L,65532UL,0xBC3AL}},{{0x17CFL,0UL,0xBA6FL},{2UL,5UL,2UL},{0x2C29L,0xBA6FL,65528UL},{0x5062L,5UL,0x0078L},{0xB19AL,0UL,0xCC88L},{65535UL,65532UL,2UL},{0xB19AL,0x3E29L,0x3E29L},{0x5062L,65530UL,0xBC3AL}},{{0x2C29L,0UL,0x3E29L},{2UL,0x3077L,2UL},{0x17CFL,0xBA6FL,0xCC88L},{0x5062L,0x3077L,0x0078L},{0UL,0UL,65528UL},{65535UL,65530UL,2UL},{0UL,0x3E29L,0xBA6FL},{0x5062L,65532UL,0xBC3AL}},{{0x17CFL,0UL,0xBA6FL},{2UL,5UL,2UL},{0x2C29L,0xBA6FL,65528UL},{0x5062L,5UL,0x0078L},{0xB19AL,0UL,0xCC88L},{65535UL,65532UL,2UL},{0xB19AL,0x3E29L,0x3E29L},{0x5062L,65530UL,0xBC3AL}},{{0x2C29L,0UL,0x3E29L},{2UL,0x3077L,2UL},{0x17CFL,0xBA6FL,0xCC88L},{0x5062L,0x3077L,0x0078L},{0UL,0UL,65528UL},{65535UL,65530UL,2UL},{0UL,0x3E29L,0xBA6FL},{0x5062L,65532UL,0xBC3AL}},{{0x17CFL,0UL,0xBA6FL},{2UL,5UL,2UL},{0x2C29L,0xBA6FL,65528UL},{0x5062L,5UL,0x0078L},{0xB19AL,0UL,0xCC88L},{65535UL,65532UL,2UL},{0xB19AL,0x3E29L,0x3E29L},{0x5062L,65530UL,0xBC3AL}},{{0x2C29L,0UL,0x3E29L},{2UL,0x3077L,2UL},{0x17CFL,0xBA6FL,0xCC88L},{0x5062L,0x3077L,0x0078L},{0UL,0UL,65528UL},{65535UL,65530UL,2UL},{0UL,0x3E29L,0xBA6FL},{0x5062L,65532UL,0xBC3AL}},{{0x17CFL,0UL,0xBA6FL},{2UL,5UL,2UL},{0x2C29L,0xBA6FL,65528UL},{0x5062L,5UL,0x0078L},{0xB19AL,0UL,0xCC88L},{65535UL,65532UL,2UL},{0xB19AL,0x3E29L,0x3E29L},{0x5062L,65530UL,0xBC3AL}}};
    int32_t l_2280 = (-1L);
    int16_t l_2311 = 0L;
    const int32_t l_2362 = 0x37635581L;
    const uint16_t l_2370 = 1UL;
    int16_t l_2381[9][3][2] = {{{0xF97DL,(-7L)},{(-7L),0L},{(-7L),(-7L)}},{{0xF97DL,0L},{0xF97DL,(-7L)},{(-7L),0L}},{{(-7L),(-7L)},{0xF97DL,0L},{0xF97DL,(-7L)}},{{(-7L),0L},{(-7L),(-7L)},{0xF97DL,0L}},{{0xF97DL,(-7L)},{(-7L),0L},{(-7L),(-7L)}},{{0xF97DL,0L},{0xF97DL,(-7L)},{(-7L),0L}},{{(-7L),(-7L)},{0xF97DL,0L},{0xF97DL,(-7L)}},{{(-7L),0L},{(-7L),(-7L)},{0xF97DL,0L}},{{0xF97DL,(-7L)},{(-7L),0L},{(-7L),(-7L)}}};
    const uint32_t *l_2411[4];
    const uint32_t **l_2410 = &l_2411[2];
    const uint32_t ** const *l_2409[4][9] = {{&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410},{&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410},{&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410},{&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410,&l_2410}};
    const uint32_t ** const **l_2408 = &l_2409[3][3];
    const uint32_t ** const ***l_2407 = &l_2408;
    uint32_t l_2424 = 0x05B87CE9L;
    int16_t ***l_2465 = &g_2055;
    int32_t l_2494[10][7][3] = {{{0x2B3BF130L,0x7375E544L,1L},{(-1L),(-1L),0L},{0L,0xC616C221L,0L},{0xF16CD8C8L,0xF16CD8C8L,(-1L)},{1L,0xFF438C00L,0L},{0xEE9314E3L,0x8ADA008EL,(-1L)},{0L,1L,0L}},{{6L,0xEE9314E3L,(-1L)},{0L,5L,0L},{(-1L),1L,(-1L)},{2L,0xD77567B5L,0L},{(-1L),0x83DD4F4CL,0L},{0xD77567B5L,0L,1L},{2L,0L,0xE01DEE14L}},{{0xD77567B5L,0x596CE941L,0x4EAA8368L},{(-1L),0x5FA7F40FL,0x5FA7F40FL},{2L,1L,0xFF438C00L},{(-1L),2L,0xCB5DA57EL},{0L,0x4ED5640EL,7L},{6L,0x5CD2EFD8L,0xF16CD8C8L},{0L,0x4ED5640EL,1L}},{{0xEE9314E3L,2L,(-1L)},{1L,1L,0x4ED5640EL},{0xF16CD8C8L,0x5FA7F40FL,(-1L)},{0L,0x596CE941L,0x4D636AC4L},{(-1L),0L,0xEE9314E3L},{0x2B3BF130L,0L,0x4D636AC4L},{1L,0x83DD4F4CL,(-1L)}},{{0x4ED5640EL,0xD77567B5L,0x4ED5640EL},{(-5L),1L,(-1L)},{0L,5L,1L},{1L,0xEE9314E3L,0xF16CD8C8L},{0xC616C221L,1L,7L},{1L,0x8ADA008EL,0xCB5DA57EL},{0L,0xFF438C00L,0xFF438C00L}},{{(-5L),6L,0xF16CD8C8L},{2L,0xFF438C00L,0L},{0xE01DEE14L,(-5L),(-1L)},{0x41046CC3L,0x4D636AC4L,0x2B3BF130L},{(-1L),(-5L),1L},{0xC616C221L,0xFF438C00L,0x4ED5640EL},{6L,6L,(-5L)}},{{0x2B3BF130L,1L,0L},{2L,0xCB5DA57EL,1L},{0L,0L,0xC616C221L},{8L,2L,1L},{7L,0x7375E544L,0L},{(-5L),0L,(-5L)},{0x596CE941L,1L,0x4ED5640EL}},{{(-1L),0x5CD2EFD8L,1L},{1L,0xC616C221L,0x2B3BF130L},{0x5FA7F40FL,1L,(-1L)},{1L,0x4EAA8368L,0L},{(-1L),0xF16CD8C8L,0xF16CD8C8L},{0x596CE941L,0x2B3BF130L,1L},{(-5L),0x5FA7F40FL,0xEE9314E3L}},{{7L,2L,0L},{8L,(-1L),6L},{0L,2L,0L},{2L,0x5FA7F40FL,(-1L)},{0x2B3BF130L,0x2B3BF130L,2L},{6L,0xF16CD8C8L,(-1L)},{0xC616C221L,0x4EAA8368L,0xD77567B5L}},{{(-1L),1L,2L},{0x41046CC3L,0xC616C221L,0xD77567B5L},{0xE01DEE14L,0x5CD2EFD8L,(-1L)},{2L,1L,2L},{0x8ADA008EL,0L,(-1L)},{0x4ED5640EL,0x7375E544L,0L},{0L,2L,6L}}};
    uint64_t l_2499 = 18446744073709551608UL;
    int32_t l_2501 = 0L;
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_1572[i] = 1UL;
    for (i = 0; i < 4; i++)
        l_2411[i] = &g_853;
    (*l_2) = 0x7FD5464BL;
    (*l_2) ^= 0xCF09CC25L;
    (*l_19) = ((uint16_t)0xEF2CL * (uint16_t)((uint8_t)((int32_t)func_10(((*g_812) = func_12(func_17(l_2), l_2, (((*l_19) = (-1L)) >= 0x795ED7C6L), g_21))) + (int32_t)l_1511[5][7][0]) % (uint8_t)(*g_1038)));
    if ((((0x1D270DA8L > ((((uint64_t)((0xC1L != (((uint64_t)(((int8_t)(((*l_1518) = &g_209) != l_1519) - (int8_t)((*l_1525) = ((((g_359 != 1UL) || (((uint16_t)(l_1522[1][1] <= ((*g_129) & l_1523[2])) << (uint16_t)l_1524) || (*g_815))) < 0x4760D8E3C4595C8DLL) <= g_343))) >= 1UL) - (uint64_t)(*l_2)) != 6UL)) > (*l_19)) / (uint64_t)(*l_19)) ^ (*l_19)) && (**g_912))) ^ (*l_19)) <= 1UL))
    { /* block id: 675 */
        const int32_t l_1539 = 0L;
        uint32_t l_1542 = 0xCBDFA686L;
        int32_t l_1544[9][6] = {{0x9A0B9711L,7L,0x9A0B9711L,0xB9A7C6DBL,0xB9A7C6DBL,0x9A0B9711L},{0xE4593909L,0xE4593909L,0xB9A7C6DBL,0xE6AEF14AL,0xB9A7C6DBL,0xE4593909L},{0xB9A7C6DBL,7L,0xE6AEF14AL,0xE6AEF14AL,7L,0xB9A7C6DBL},{0xE4593909L,0xB9A7C6DBL,0xE6AEF14AL,0xB9A7C6DBL,0xE4593909L,0xE4593909L},{0x9A0B9711L,0xB9A7C6DBL,0xB9A7C6DBL,0x9A0B9711L,7L,0x9A0B9711L},{0x9A0B9711L,7L,0x9A0B9711L,0xB9A7C6DBL,0xB9A7C6DBL,0x9A0B9711L},{0xE4593909L,0xE4593909L,0xB9A7C6DBL,0xE6AEF14AL,0xB9A7C6DBL,0xE4593909L},{0xB9A7C6DBL,7L,0xE6AEF14AL,0xE6AEF14AL,7L,0xB9A7C6DBL},{0xE4593909L,0xB9A7C6DBL,0xE6AEF14AL,0xB9A7C6DBL,0xE4593909L,0xE4593909L}};
        int32_t l_1546 = (-1L);
        uint16_t ** const *l_1560 = &g_1370;
        int16_t l_1602[9];
        uint32_t *l_1624 = (void*)0;
        int16_t l_1627 = 0x6B95L;
        int32_t **l_1682 = &l_19;
        uint8_t l_1692[5] = {0UL,0UL,0UL,0UL,0UL};
        uint32_t l_1694 = 1UL;
        int32_t l_1752 = 1L;
        uint32_t **l_1754 = &g_1057[1];
        uint32_t l_1778 = 0x4820DD94L;
        uint32_t l_1875 = 0xFE808A1AL;
        int32_t l_1907 = 0xBE381440L;
        int16_t l_1920 = 0L;
        int8_t *l_2053 = &g_1013[0][5];
        int64_t **l_2081[7];
        int32_t ****l_2176 = (void*)0;
        int32_t *****l_2175 = &l_2176;
        uint32_t ***** const l_2222[10][5][5] = {{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,(void*)0,&g_897},{&g_897,&g_897,(void*)0,(void*)0,&g_897},{&g_897,(void*)0,&g_897,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{(void*)0,&g_897,&g_897,(void*)0,&g_897}},{{&g_897,&g_897,&g_897,(void*)0,&g_897},{(void*)0,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,(void*)0},{&g_897,(void*)0,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,(void*)0,&g_897}},{{&g_897,&g_897,(void*)0,&g_897,&g_897},{&g_897,&g_897,&g_897,(void*)0,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897}},{{&g_897,(void*)0,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,(void*)0},{&g_897,&g_897,&g_897,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897},{&g_897,(void*)0,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,(void*)0,(void*)0},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,(void*)0,&g_897,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,(void*)0},{&g_897,&g_897,&g_897,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{(void*)0,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,&g_897,(void*)0,&g_897,&g_897}},{{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,(void*)0,&g_897,(void*)0,(void*)0},{&g_897,&g_897,&g_897,&g_897,&g_897},{&g_897,(void*)0,&g_897,(void*)0,&g_897},{&g_897,&g_897,&g_897,&g_897,&g_897}}};
        uint32_t l_2223 = 18446744073709551615UL;
        int64_t *l_2226 = &l_1511[5][7][0];
        uint16_t **l_2307[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int8_t * const l_2317 = &g_2318;
        int8_t * const *l_2316[6][2][4] = {{{&l_1519,&l_1519,&l_1519,&l_2317},{&l_1519,&l_1519,&l_2317,&l_1519}},{{&l_1519,&l_2317,&l_1519,&l_2317},{(void*)0,&l_2317,&l_1519,&l_1519}},{{&l_2317,&l_1519,&l_1519,&l_2317},{&l_1519,&l_1519,&l_1519,&l_2317}},{{&l_2317,(void*)0,&l_1519,(void*)0},{(void*)0,&l_1519,&l_1519,(void*)0}},{{&l_1519,(void*)0,&l_2317,&l_2317},{&l_1519,&l_1519,&l_1519,&l_2317}},{{&l_1519,&l_1519,&l_2317,&l_1519},{&l_1519,&l_2317,&l_1519,&l_2317}}};
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_1602[i] = 0x48E4L;
        for (i = 0; i < 7; i++)
            l_2081[i] = (void*)0;
    }
    else
    { /* block id: 997 */
        uint8_t l_2325 = 0xCDL;
        int32_t l_2335 = 0x60489F0DL;
        int32_t l_2341 = 0x86EC41A8L;
        uint32_t l_2348 = 0x144D6324L;
        uint32_t l_2353 = 0UL;
        uint32_t l_2363 = 0xDB47B078L;
        uint16_t ** const l_2380 = &g_613;
        uint32_t l_2384 = 0x5AC422ADL;
        int32_t l_2414 = 0x9855E024L;
        uint32_t l_2415 = 0xC887AEE3L;
        int32_t l_2496 = 0x16ADC4BFL;
        int32_t l_2509 = 7L;
        int32_t **l_2519 = &l_1810;
        if ((~((((int16_t)(l_2325 , (0xB3L > (*g_2054))) * (int16_t)l_2325) >= ((int64_t)((int16_t)((uint64_t)((uint8_t)l_2325 - (uint8_t)((+((((l_2335 &= l_2325) || (*g_1534)) >= (l_2325 , (~((uint32_t)(((uint8_t)l_2325 % (uint8_t)l_2341) < l_2325) / (uint32_t)(*g_900))))) == 0x639DBE0F00340A8ELL)) , (-7L))) + (uint64_t)g_2318) % (int16_t)0xB1CBL) % (int64_t)1UL)) != (*g_2056))))
        { /* block id: 999 */
            const int32_t *l_2342 = (void*)0;
            const int32_t **l_2343 = &g_334;
            int32_t l_2351[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
            int64_t *l_2356 = (void*)0;
            uint8_t l_2461 = 0x6BL;
            int16_t ***l_2468 = (void*)0;
            int16_t *l_2492 = &g_1600[6][0];
            uint8_t l_2502[9];
            int32_t l_2506 = 0xD21AA411L;
            uint8_t **l_2531[4][8] = {{(void*)0,&l_1525,(void*)0,&l_1525,(void*)0,&g_1093,(void*)0,&l_1525},{(void*)0,&l_1525,(void*)0,&g_1093,(void*)0,&g_1093,(void*)0,&l_1525},{(void*)0,&g_1093,(void*)0,&l_1525,(void*)0,&g_1093,(void*)0,&g_1093},{(void*)0,&l_1525,(void*)0,&l_1525,(void*)0,&g_1093,(void*)0,&l_1525}};
            int i, j;
            for (i = 0; i < 9; i++)
                l_2502[i] = 0xCEL;
lbl_2418:
            (*l_2343) = l_2342;
            for (g_469 = (-4); (g_469 == 17); g_469++)
            { /* block id: 1003 */
                const int32_t l_2346 = 0L;
                int32_t l_2347 = (-1L);
                if (l_2346)
                { /* block id: 1004 */
                    int8_t l_2352 = 0x04L;
                    l_2348--;
                    l_2353--;
                    (*l_2343) = (*l_2343);
                }
                else
                { /* block id: 1008 */
                    int64_t *l_2357 = &g_1756;
                    for (g_1973 = 0; (g_1973 >= 0); g_1973 -= 1)
                    { /* block id: 1011 */
                        l_2347 = (l_2356 != l_2357);
                    }
                }
                l_2363 = ((int16_t)((int64_t)l_2346 - (int64_t)g_364[0][2]) >> (int16_t)l_2362);
                (*l_2) = (((int16_t)(l_2347 & l_2347) << (int16_t)10) && ((((**g_899)++) != (((uint16_t)l_2353 * (uint16_t)l_2370) >= (((int8_t)((((uint8_t)(((int16_t)(!(**g_912)) * (int16_t)(0L ^ ((((((int16_t)(((**g_2055) > (l_2380 != ((*l_1856) = &g_613))) == l_2346) << (int16_t)3) <= l_2381[7][2][0]) >= 0x12BE98BDL) == l_2325) | g_1402))) ^ l_2346) << (uint8_t)(*g_1038)) && l_2346) , 0xD6L) + (int8_t)(*l_19)) ^ (*l_2)))) && g_1766));
            }
            for (g_38 = (-24); (g_38 >= 11); g_38 += 1)
            { /* block id: 1022 */
                int64_t **l_2385 = &g_465;
                int32_t l_2416 = 0x9EB28B0DL;
                uint16_t l_2417 = 6UL;
                int8_t l_2419 = (-1L);
                int16_t ***l_2464[9] = {&l_1863[0][5],&g_2055,&l_1863[0][5],&g_2055,&l_1863[0][5],&g_2055,&l_1863[0][5],&g_2055,&l_1863[0][5]};
                const int32_t l_2483 = 5L;
                uint64_t l_2493[3][4] = {{0xE8E31C80C58EAFD5LL,0xA502A4A8CEA9DDCELL,0xE8E31C80C58EAFD5LL,0xE8E31C80C58EAFD5LL},{0xA502A4A8CEA9DDCELL,0xA502A4A8CEA9DDCELL,18446744073709551615UL,0xA502A4A8CEA9DDCELL},{0xA502A4A8CEA9DDCELL,0xE8E31C80C58EAFD5LL,0xE8E31C80C58EAFD5LL,0xA502A4A8CEA9DDCELL}};
                int32_t l_2508[10] = {0xF81D0096L,0x5620A8CEL,0xF81D0096L,0xF81D0096L,0x5620A8CEL,0xF81D0096L,0xF81D0096L,0x5620A8CEL,0xF81D0096L,0xF81D0096L};
                const int32_t l_2514 = 0x4780991AL;
                uint8_t *l_2530 = &g_1153[2];
                int i, j;
                if (l_2384)
                { /* block id: 1023 */
                    uint32_t l_2394 = 1UL;
                    uint64_t *l_2431[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_2431[i] = &g_249;
                    for (l_2384 = 0; (l_2384 <= 1); l_2384 += 1)
                    { /* block id: 1026 */
                        int i, j;
                        (*l_2) = (252UL < ((void*)0 != l_2385));
                        (*l_2343) = (*l_2343);
                        (*l_2) &= l_2110[l_2384][(l_2384 + 4)];
                    }
                    if ((((int8_t)(((((uint8_t)((int16_t)l_2394 / (int16_t)((uint32_t)((l_2394 , ((uint16_t)(l_2394 , (((int16_t)((uint8_t)((void*)0 == l_2385) * (uint8_t)((int32_t)(l_2384 | (((((uint16_t)((l_2407 != (void*)0) | ((int16_t)0xB9AEL % (int16_t)l_2394)) >> (uint16_t)l_2414) & (-5L)) < l_2414) < (-1L))) % (int32_t)0x9F4F744FL)) << (int16_t)6) , l_2415)) % (uint16_t)l_2416)) ^ l_2416) + (uint32_t)0x38798C59L)) >> (uint8_t)(*l_19)) == g_209) & l_2394) <= l_2417) % (int8_t)(*g_129)) && 0L))
                    { /* block id: 1031 */
                        if (g_491)
                            goto lbl_2418;
                    }
                    else
                    { /* block id: 1033 */
                        uint32_t l_2420 = 0x8B6D5382L;
                        ++l_2420;
                    }
                    if ((!((l_2394 | (l_2424 && ((int8_t)(*g_1038) << (int8_t)((int64_t)(-1L) / (int64_t)(l_2341 = ((uint8_t)0x9FL + (uint8_t)l_2394)))))) || ((int64_t)((int8_t)l_2416 >> (int8_t)1) * (int64_t)(((+(-(int16_t)(((uint8_t)((*l_2) , (0x7A34201FL != (*g_900))) * (uint8_t)l_2348) != 0x1923L))) & 0x43A70069FC85A528LL) <= (*g_129))))))
                    { /* block id: 1037 */
                        (*l_2343) = (*l_2343);
                        return (**g_899);
                    }
                    else
                    { /* block id: 1040 */
                        int32_t l_2444 = 0x16EAE044L;
                        (*l_2) = (-1L);
                        (*l_19) &= (((int64_t)((int32_t)((**g_2055) == l_2417) - (int32_t)0x521C5DCDL) / (int64_t)l_2444) ^ (((int32_t)((*g_2054) , ((((uint64_t)g_3[8] + (uint64_t)((int8_t)((uint16_t)((((uint32_t)(((int16_t)((int64_t)(((0x29CE98F5L & 0x5C01EA24L) , ((int16_t)((&l_1518 != (void*)0) ^ 0x5CL) * (int16_t)l_2394)) , l_2419) - (int64_t)g_816) * (int16_t)65528UL) , 0x86950EF6L) % (uint32_t)l_2394) , (*g_2056)) <= l_2394) - (uint16_t)l_2417) << (int8_t)2)) != l_2416) , l_2419)) % (int32_t)0x1F33DC35L) || (**g_778)));
                        --l_2461;
                    }
                    (*g_1374) &= l_2394;
                }
                else
                { /* block id: 1046 */
                    int32_t ****l_2470 = &g_2103[3][0];
                    int32_t *****l_2469 = &l_2470;
                    int16_t *l_2488 = &g_1973;
                    uint8_t *l_2491[8] = {&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68,&g_68};
                    uint64_t *l_2497 = (void*)0;
                    uint64_t *l_2498 = &g_249;
                    int32_t l_2505[10][4][6] = {{{8L,0x8FF63259L,0x003D8DDAL,(-1L),(-1L),0L},{0xDD333886L,0L,0x9DA7EAE0L,1L,0x68D9D34FL,0xA013A05FL},{1L,0x64842B0CL,0xF561113FL,0x7BD7B7F2L,(-1L),0xC38227B8L},{0x2F5068F9L,0x92375F79L,1L,1L,0x92375F79L,0x2F5068F9L}},{{2L,1L,0xDD333886L,0xC38227B8L,0xA013A05FL,(-10L)},{(-7L),(-1L),1L,0x1DF7B167L,0xF210A255L,0xF561113FL},{(-7L),0L,0x1DF7B167L,0xC38227B8L,0x64842B0CL,2L},{5L,0xA013A05FL,1L,0x60E1631DL,0xFA0518D1L,(-1L)}},{{3L,0x0FEA67ABL,0xA013A05FL,0x9DA7EAE0L,0x8E0CD291L,0xEA7DE556L},{2L,5L,1L,(-7L),(-4L),1L},{0x003D8DDAL,0x5BB275C4L,0L,0xA013A05FL,0L,(-1L)},{0xDD333886L,0x7BD7B7F2L,0L,0x003D8DDAL,1L,(-4L)}},{{0L,0x68D9D34FL,0xDD333886L,0x68D9D34FL,0L,0x92375F79L},{0x7BD7B7F2L,2L,0x8FF63259L,1L,1L,5L},{(-1L),0x9DA7EAE0L,0xF210A255L,2L,0x92375F79L,5L},{0x1DF7B167L,0xEB7B80AFL,0x8FF63259L,0x0FEA67ABL,0x60E1631DL,0x92375F79L}},{{0x92375F79L,(-1L),0xDD333886L,(-1L),0x8FF63259L,(-4L)},{0xF210A255L,1L,0L,1L,0L,(-1L)},{2L,1L,0L,0x7E2F4206L,2L,1L},{0x78B0F99AL,0x229DFF94L,1L,0xF561113FL,2L,0xEA7DE556L}},{{1L,0x8FF63259L,0xA013A05FL,2L,(-1L),(-1L)},{0x5BB275C4L,1L,1L,0x5BB275C4L,8L,2L},{0x4A109D72L,(-1L),0x1DF7B167L,(-4L),0xC38227B8L,0xF561113FL},{0x60E1631DL,1L,1L,1L,0xC38227B8L,(-10L)}},{{(-1L),(-1L),0x003D8DDAL,0x8FF63259L,8L,3L},{0xA013A05FL,1L,0x60E1631DL,0xFA0518D1L,(-1L),0x5BB275C4L},{0x45486C48L,0x8FF63259L,1L,1L,2L,(-1L)},{0xC38227B8L,0x229DFF94L,0x8E0CD291L,(-1L),2L,0x4C1F10B0L}},{{0xEB7B80AFL,1L,1L,0x8E0CD291L,0L,(-7L)},{1L,1L,(-10L),0xDD333886L,0x8FF63259L,0xDD333886L},{0xAE40B88AL,(-1L),0xAE40B88AL,0xF210A255L,0x60E1631DL,0xA013A05FL},{(-1L),0xEB7B80AFL,2L,(-1L),0x92375F79L,1L}},{{0xFA0518D1L,0x9DA7EAE0L,0xEA7DE556L,(-1L),1L,0xF210A255L},{(-1L),2L,0x2F5068F9L,0xF210A255L,0L,1L},{0xAE40B88AL,0x68D9D34FL,5L,0xDD333886L,1L,1L},{1L,0x7BD7B7F2L,1L,0x8E0CD291L,0L,8L}},{{0xEB7B80AFL,1L,0x78B0F99AL,0x229DFF94L,1L,0xF561113FL},{0x5BB275C4L,0x64842B0CL,0L,(-1L),0xF210A255L,(-1L)},{(-10L),0xF561113FL,0xA013A05FL,0x7BD7B7F2L,0x7BD7B7F2L,0xA013A05FL},{(-1L),(-1L),2L,0xAE40B88AL,0L,3L}}};
                    int32_t l_2507 = (-4L);
                    int32_t l_2510 = 3L;
                    int i, j, k;
                    l_2468 = (l_2465 = l_2464[4]);
                    if (((((l_2469 == &l_2470) && ((uint16_t)(((uint16_t)(((l_2499 = (((((((*l_2498) = (g_469 = (((uint32_t)((int16_t)((((int16_t)((((int16_t)(*g_2056) * (int16_t)(*g_2056)) == (l_2483 < (l_2494[6][5][2] = ((int8_t)((**l_1518) = ((int8_t)l_2363 << (int8_t)(l_2493[1][2] = (((**l_1862) = l_2488) == (l_2492 = (((--(*l_1525)) == ((l_2416 = (l_2417 & (*g_129))) || (*g_129))) , (*g_2055))))))) << (int8_t)(*g_2054))))) , (*g_2056)) >> (int16_t)g_2495) == l_2417) > g_249) >> (int16_t)l_2496) % (uint32_t)l_2384) , g_240))) > l_2417) ^ l_2483) != 9L) ^ l_2348) > (*g_129))) == l_2325) > l_2325) << (uint16_t)3) != l_2348) * (uint16_t)(**g_2055))) < g_2500) , (*g_1374)))
                    { /* block id: 1059 */
                        uint8_t l_2511 = 254UL;
                        l_2502[5]--;
                        l_2511++;
                    }
                    else
                    { /* block id: 1062 */
                        return l_2514;
                    }
                }
                (*l_19) |= (((((int32_t)((*g_1374) = ((*g_2054) <= (((uint8_t)(l_2508[3] = (l_2519 != ((((uint8_t)((uint8_t)((int16_t)((int64_t)(((((*g_129) < ((*l_2530) = ((--(*l_1525)) > ((*l_1519) |= (*g_1038))))) , l_2531[1][0]) != &l_1525) & ((uint32_t)((**g_899) = (!((uint8_t)((*g_129) && 0UL) >> (uint8_t)2))) / (uint32_t)0x844DC42BL)) + (int64_t)0UL) * (int16_t)(**g_2055)) * (uint8_t)0x3DL) - (uint8_t)250UL) && (*g_1374)) , (void*)0))) >> (uint8_t)6) & 0x70L))) % (int32_t)0x9DDECCE4L) <= (*g_129)) <= (*g_129)) && l_2508[3]);
                if ((*g_1374))
                    break;
            }
        }
        else
        { /* block id: 1075 */
            uint32_t l_2539 = 0x235337B9L;
            l_2539++;
            for (g_240 = (-19); (g_240 > 31); g_240 += 4)
            { /* block id: 1079 */
                (*g_2544) = (*g_333);
            }
            return (*g_815);
        }
    }
    return (*g_815);
}


/* ------------------------------------------ */
/* 
 * reads : g_209 g_199 g_181 g_814 g_815 g_816 g_21 g_3 g_469 g_569 g_458 g_778 g_779 g_780 g_897 g_334 g_20 g_359 g_912 g_913 g_914 g_129 g_53 g_130 g_333 g_853 g_899 g_900 g_357 g_358 g_240 g_68 g_855 g_38 g_39 g_31 g_52 g_182 g_211 g_249 g_343 g_491 g_356 g_364 g_605 g_812 g_1036 g_362 g_363 g_1063 g_1064 g_1093 g_1037 g_1038 g_1013 g_1153 g_1165 g_657 g_1374 g_1388 g_1402 g_898
 * writes: g_209 g_21 g_52 g_851 g_853 g_855 g_858 g_570 g_249 g_897 g_491 g_240 g_68 g_38 g_39 g_53 g_3 g_129 g_181 g_182 g_211 g_20 g_465 g_469 g_356 g_613 g_362 g_363 g_1037 g_343 g_1057 g_899 g_1093 g_458 g_1153 g_1370 g_1388
 */
static int32_t  func_10(int32_t * p_11)
{ /* block id: 353 */
    uint16_t l_820 = 0x1E0DL;
    int32_t ***l_844 = (void*)0;
    int32_t ****l_843 = &l_844;
    int32_t *****l_842 = &l_843;
    uint64_t l_849 = 0UL;
    const int32_t l_868 = 1L;
    int32_t l_873 = 0x4584D8D1L;
    int32_t l_874 = 3L;
    int32_t l_875 = (-4L);
    int32_t l_877 = 1L;
    int32_t l_878 = 0x7A7EC254L;
    int32_t *l_882 = (void*)0;
    int32_t *l_883 = &l_873;
    int16_t *l_885[5][6][4] = {{{(void*)0,&g_458,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_458,&g_458,&g_458,(void*)0},{&g_458,(void*)0,(void*)0,&g_458},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_458,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0},{&g_458,&g_458,&g_458,(void*)0},{&g_458,(void*)0,(void*)0,&g_458},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_458,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_458,&g_458,&g_458,(void*)0},{&g_458,(void*)0,(void*)0,&g_458},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_458,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_458,&g_458,&g_458,(void*)0}},{{&g_458,(void*)0,(void*)0,&g_458},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_458,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_458,&g_458,&g_458,(void*)0},{&g_458,(void*)0,(void*)0,&g_458}},{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_458,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_458,&g_458,&g_458,(void*)0},{&g_458,(void*)0,(void*)0,&g_458},{(void*)0,(void*)0,(void*)0,(void*)0}}};
    int16_t **l_884 = &l_885[1][1][0];
    int16_t ***l_886 = &l_884;
    uint32_t *****l_901 = &g_897;
    uint32_t ** const *l_903 = &g_899;
    uint32_t ** const **l_902 = &l_903;
    int64_t *l_908 = &g_491;
    int32_t l_909 = 0x4898AC93L;
    const uint8_t l_910 = 0x7FL;
    uint32_t l_911 = 0x6B9A011DL;
    uint32_t l_923 = 0UL;
    int32_t l_926[3];
    int64_t **l_955 = (void*)0;
    uint16_t **l_997 = &g_613;
    uint16_t ***l_996 = &l_997;
    const uint16_t **l_1096 = &g_273;
    int8_t *l_1127 = &g_1013[0][5];
    uint32_t l_1151 = 0x41405E4DL;
    int16_t l_1161 = 1L;
    const uint8_t l_1193 = 255UL;
    const uint32_t l_1197[3][8][2] = {{{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL},{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL}},{{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL},{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL}},{{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL},{4294967295UL,0x808CFD53L},{4294967295UL,9UL},{9UL,0x808CFD53L},{9UL,9UL}}};
    uint16_t l_1214 = 0x2F8EL;
    int32_t l_1219 = 0x6B82FD7AL;
    uint32_t l_1249 = 0xA30DCF4DL;
    int8_t l_1311 = 0xB7L;
    int32_t l_1362[10][1] = {{0L},{0x4B212467L},{0xCA16106DL},{0x4B212467L},{0L},{0L},{0x4B212467L},{0xCA16106DL},{0x4B212467L},{0L}};
    int64_t l_1466 = (-5L);
    int16_t l_1481 = 0x3B1DL;
    uint32_t *****l_1487 = &g_897;
    int16_t l_1508 = (-6L);
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_926[i] = (-8L);
    for (g_209 = 4; (g_209 < (-3)); g_209 -= 5)
    { /* block id: 356 */
        int32_t *l_821 = (void*)0;
        int32_t *l_822 = &g_3[8];
        int32_t ***l_841 = &g_570[4];
        int32_t *** const *l_840 = &l_841;
        int32_t *** const **l_839[4] = {&l_840,&l_840,&l_840,&l_840};
        uint16_t **l_866 = &g_613;
        int32_t l_876 = 0xF2164D3BL;
        int i;
        if (l_820)
        { /* block id: 357 */
            int32_t l_823 = (-1L);
            uint32_t *l_824 = &g_52;
            int32_t *****l_845 = &l_843;
            int32_t l_848 = 0xD61AF3F4L;
            int64_t **l_850 = &g_465;
            uint32_t *l_852 = &g_853;
            uint32_t *l_854 = &g_855[4];
            uint32_t *l_856 = (void*)0;
            uint32_t *l_857 = &g_858;
            (*g_199) = l_822;
            (*g_569) = (((l_823 && ((*l_824) = l_820)) & ((*l_857) = ((*l_854) = ((*l_852) = (!(((uint16_t)((254UL <= ((int8_t)((int64_t)((((int32_t)((g_851 = (((int16_t)(((!((g_181 , (**g_814)) == (l_839[2] == (l_845 = l_842)))) > (4294967295UL | ((int32_t)(l_848 = (*g_21)) + (int32_t)g_469))) | l_849) >> (int16_t)l_823) , (void*)0)) == &g_343) + (int32_t)0xABCAEAA2L) , 0x7244B4CEL) , l_848) / (int64_t)l_823) >> (int8_t)6)) || g_209) * (uint16_t)(-10L)) < (*l_822))))))) , &p_11);
        }
        else
        { /* block id: 367 */
            uint32_t l_859 = 18446744073709551613UL;
            if (l_859)
                break;
        }
        if ((((int64_t)((int16_t)((uint8_t)(((void*)0 != l_866) & (*l_822)) % (uint8_t)((+(l_868 == g_469)) & ((uint64_t)g_469 / (uint64_t)(g_249 = g_458)))) / (int16_t)(*l_822)) + (int64_t)(0xD558L > 0xC709L)) <= 0L))
        { /* block id: 371 */
            int8_t l_872 = 0x83L;
            for (l_849 = 0; (l_849 <= 2); l_849 += 1)
            { /* block id: 374 */
                uint32_t l_871 = 0UL;
                return l_871;
            }
            l_872 = (-3L);
        }
        else
        { /* block id: 378 */
            uint64_t l_879 = 0x0422D6E33CCE3299LL;
            ++l_879;
        }
    }
    (*l_883) = 0x8842A52AL;
    if (((((*l_886) = l_884) != (((int16_t)((((((((**g_778) == ((uint8_t)((void*)0 != (*l_842)) << (uint8_t)6)) & ((uint64_t)((int8_t)(((uint32_t)((-7L) != (((((*l_901) = g_897) != (l_902 = l_902)) || 0x40D9L) , ((uint8_t)((((*l_908) = (((int16_t)(((*l_883) > 4294967295UL) || 1L) + (int16_t)(*l_883)) && 0x098AL)) , l_909) || 18446744073709551615UL) << (uint8_t)3))) - (uint32_t)4294967286UL) && 0x435DC707L) * (int8_t)(*l_883)) - (uint64_t)2L)) == l_910) , (*l_883)) || l_911) || 0x0A318B3D121E2AD2LL) > (*g_334)) % (int16_t)g_359) , g_912)) && 0xBEDC01927A18C167LL))
    { /* block id: 387 */
        int32_t **l_915 = &l_882;
        int8_t l_922[4];
        int32_t *l_924 = &l_874;
        int32_t l_925 = 0L;
        uint16_t l_941 = 65533UL;
        int64_t **l_953 = &g_465;
        int32_t l_969[8][9][2] = {{{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L}},{{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L}},{{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L}},{{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L}},{{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L}},{{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L}},{{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L}},{{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L},{0x22538E83L,6L},{0x22538E83L,0xEBEC6995L},{6L,0x22538E83L},{0x22538E83L,(-8L)},{0x22538E83L,0x22538E83L},{6L,0xEBEC6995L}}};
        const int64_t l_1031[8][10] = {{0L,1L,0xF904CFFBF678593ALL,(-7L),1L,1L,(-7L),0xF904CFFBF678593ALL,1L,0L},{1L,(-7L),0xF904CFFBF678593ALL,1L,0L,0xF904CFFBF678593ALL,0xF904CFFBF678593ALL,0L,1L,0xF904CFFBF678593ALL},{0L,0L,(-10L),(-7L),0L,0x3F2577D0C3B53B0ALL,(-7L),(-7L),0x3F2577D0C3B53B0ALL,0L},{0L,0xF904CFFBF678593ALL,0xF904CFFBF678593ALL,1L,0x3F2577D0C3B53B0ALL,(-10L),0xF904CFFBF678593ALL,0x3F2577D0C3B53B0ALL,0x3F2577D0C3B53B0ALL,0xF904CFFBF678593ALL},{0x3F2577D0C3B53B0ALL,1L,(-10L),(-10L),1L,0x3F2577D0C3B53B0ALL,(-10L),0xF904CFFBF678593ALL,0x3F2577D0C3B53B0ALL,0x3F2577D0C3B53B0ALL},{1L,0xF904CFFBF678593ALL,(-7L),1L,1L,(-7L),0xF904CFFBF678593ALL,1L,0L,0xF904CFFBF678593ALL},{1L,0x3F2577D0C3B53B0ALL,(-10L),0xF904CFFBF678593ALL,0x3F2577D0C3B53B0ALL,0x3F2577D0C3B53B0ALL,0xF904CFFBF678593ALL,(-10L),0x3F2577D0C3B53B0ALL,1L},{0x3F2577D0C3B53B0ALL,0xF904CFFBF678593ALL,(-10L),0x3F2577D0C3B53B0ALL,1L,(-10L),(-10L),1L,0x3F2577D0C3B53B0ALL,(-10L)}};
        const int8_t l_1066 = 0xEEL;
        uint32_t **l_1071 = &g_900;
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_922[i] = 2L;
        p_11 = p_11;
        (*l_915) = p_11;
        if (((int16_t)1L << (int16_t)((((**g_912) , (*l_883)) || ((((*l_883) = (*l_883)) | ((((p_11 == ((l_925 &= ((*l_924) = ((uint32_t)4294967295UL / (uint32_t)((l_923 = ((+(~((*l_908) = l_922[3]))) & 0x7922B9DBL)) & (*g_129))))) , (*g_333))) == 0x21L) , (*l_924)) == g_853)) == g_20)) > l_926[2])))
        { /* block id: 395 */
            int32_t l_939 = (-7L);
            uint16_t l_940[4][3][5] = {{{0x034FL,0x034FL,0x6586L,0x1DCEL,65535UL},{65534UL,8UL,0UL,8UL,65534UL},{65535UL,0x1DCEL,0x6586L,0x034FL,0x034FL}},{{0x3A4DL,8UL,0x3A4DL,0xBB9DL,0x3A4DL},{65535UL,0x034FL,0x1DCEL,0x1DCEL,0x034FL},{65534UL,0xBB9DL,0UL,0xBB9DL,65534UL}},{{0x034FL,0x1DCEL,0x1DCEL,0x034FL,65535UL},{0x3A4DL,0xBB9DL,0x3A4DL,8UL,0x3A4DL},{0x034FL,0x034FL,0x6586L,0x1DCEL,65535UL}},{{65534UL,8UL,0UL,8UL,65534UL},{65535UL,0x1DCEL,0x6586L,0x034FL,0x034FL},{0x3A4DL,8UL,0x3A4DL,0xBB9DL,0x3A4DL}}};
            uint32_t ** const * const l_942[1][10][10] = {{{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899},{&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899,&g_899}}};
            int i, j, k;
            (*l_924) = (((((*g_129) <= 8L) & (0x14L != ((**l_903) == p_11))) < ((*l_924) , ((int8_t)((int8_t)(((l_939 = (((uint16_t)(((int16_t)((int8_t)((int16_t)((*g_779) == (*g_129)) % (int16_t)(*l_924)) * (int8_t)g_853) << (int16_t)l_939) < l_940[2][1][2]) << (uint16_t)l_939) , (**g_912))) > (-2L)) == (-6L)) + (int8_t)1L) * (int8_t)0xA9L))) & l_941);
            (*l_883) = ((*l_924) > (l_942[0][5][5] == l_942[0][5][5]));
        }
        else
        { /* block id: 399 */
            int32_t *l_945 = &l_878;
            int32_t *l_946 = &l_878;
            int32_t **l_1002 = &g_363[5];
            uint32_t l_1065 = 1UL;
            uint32_t **l_1074 = &g_900;
            uint8_t *l_1091 = (void*)0;
            int16_t ***l_1094[2];
            int i;
            for (i = 0; i < 2; i++)
                l_1094[i] = (void*)0;
lbl_1001:
            for (l_941 = 14; (l_941 >= 44); l_941++)
            { /* block id: 402 */
                int64_t ***l_954[10][1][2] = {{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}},{{&l_953,&l_953}}};
                int32_t l_960 = (-9L);
                uint8_t *l_970 = &g_240;
                uint8_t *l_971 = &g_68;
                uint16_t l_974[9][6][4] = {{{0xC7BCL,7UL,0x2E93L,7UL},{7UL,65529UL,0xDC74L,7UL},{0xDC74L,7UL,0xF36EL,0xF36EL},{65535UL,65535UL,0x2E93L,0xC7BCL},{65535UL,65529UL,0xF36EL,65535UL},{0xDC74L,0xC7BCL,0xDC74L,0xF36EL}},{{7UL,0xC7BCL,0x2E93L,65535UL},{0xC7BCL,65529UL,65529UL,0xC7BCL},{0xDC74L,65535UL,65529UL,0xF36EL},{0xC7BCL,7UL,0x2E93L,7UL},{7UL,65529UL,0xDC74L,7UL},{0xDC74L,7UL,0xF36EL,0xF36EL}},{{65535UL,65535UL,0x2E93L,0xC7BCL},{65535UL,65529UL,0xF36EL,65535UL},{0xDC74L,0xC7BCL,0xDC74L,0xF36EL},{7UL,0xC7BCL,0x2E93L,65535UL},{0xC7BCL,65529UL,65529UL,0xC7BCL},{0xDC74L,65535UL,65529UL,0xF36EL}},{{0xC7BCL,7UL,0x2E93L,7UL},{7UL,65529UL,0xDC74L,7UL},{0xDC74L,7UL,0xF36EL,0xF36EL},{65535UL,65535UL,0x2E93L,0xC7BCL},{65535UL,65529UL,0xF36EL,65535UL},{0xDC74L,0xC7BCL,0xDC74L,0xF36EL}},{{7UL,0xC7BCL,0x2E93L,65535UL},{0xC7BCL,65529UL,65529UL,0xC7BCL},{0xDC74L,65535UL,65529UL,0xF36EL},{0xC7BCL,7UL,0x2E93L,7UL},{7UL,65529UL,0xDC74L,7UL},{0xDC74L,7UL,0xF36EL,0xF36EL}},{{65535UL,65535UL,0x2E93L,0xC7BCL},{65535UL,65529UL,0xF36EL,65535UL},{0xDC74L,0xC7BCL,0xDC74L,0xF36EL},{7UL,0xC7BCL,0x2E93L,65535UL},{0xC7BCL,65529UL,65529UL,0xC7BCL},{0xDC74L,65535UL,65529UL,0xF36EL}},{{0xC7BCL,7UL,0x2E93L,7UL},{7UL,65529UL,0xDC74L,7UL},{0xDC74L,7UL,0x556DL,0x556DL},{0xDC74L,0xDC74L,65535UL,65529UL},{0xDC74L,0x2E93L,0x556DL,0xDC74L},{1UL,65529UL,1UL,0x556DL}},{{0xF36EL,65529UL,65535UL,0xDC74L},{65529UL,0x2E93L,0x2E93L,65529UL},{1UL,0xDC74L,0x2E93L,0x556DL},{65529UL,0xF36EL,65535UL,0xF36EL},{0xF36EL,0x2E93L,1UL,0xF36EL},{1UL,0xF36EL,0x556DL,0x556DL}},{{0xDC74L,0xDC74L,65535UL,65529UL},{0xDC74L,0x2E93L,0x556DL,0xDC74L},{1UL,65529UL,1UL,0x556DL},{0xF36EL,65529UL,65535UL,0xDC74L},{65529UL,0x2E93L,0x2E93L,65529UL},{1UL,0xDC74L,0x2E93L,0x556DL}}};
                uint16_t *l_995 = &g_211[0];
                int64_t l_998 = 0x64B7B2847A19B7EELL;
                int i, j, k;
                (*l_915) = func_12(l_945, func_17(l_946), (((int16_t)((int8_t)((uint8_t)((l_955 = l_953) != (void*)0) % (uint8_t)((*l_971) &= ((*l_970) ^= ((int16_t)((uint64_t)g_914 / (uint64_t)(((*l_924) == l_960) , ((int32_t)(((((uint64_t)((((int16_t)((((int8_t)((*g_357) != (void*)0) % (int8_t)0x13L) >= l_960) | l_960) * (int16_t)l_969[4][4][1]) <= (*g_129)) & (-8L)) / (uint64_t)18446744073709551608UL) & g_181) >= l_960) > (*g_334)) / (int32_t)(*l_883)))) << (int16_t)l_960)))) - (int8_t)g_855[4]) - (int16_t)g_38) <= l_960), p_11);
                (*l_945) = ((int64_t)l_974[4][2][1] / (int64_t)((*l_908) |= ((uint16_t)l_974[7][4][3] << (uint16_t)((*l_945) <= ((uint16_t)((int64_t)((uint16_t)((int64_t)((uint8_t)((*l_945) == ((((*l_945) < l_974[0][0][0]) , ((uint16_t)((((*l_924) & ((uint8_t)((((((uint16_t)((int16_t)0x4F36L * (int16_t)((*l_995) |= (((((*g_913) , (*l_924)) , 0xDF07L) != g_356) <= l_974[2][4][2]))) % (uint16_t)(*l_946)) , (void*)0) == l_996) > 1L) ^ g_209) >> (uint8_t)(*g_129))) , 0xD0L) & g_3[4]) % (uint16_t)l_974[4][2][1])) , 0xDF504BEDE3B3A64DLL)) + (uint8_t)(*g_129)) - (int64_t)l_998) % (uint16_t)l_998) % (int64_t)g_3[8]) >> (uint16_t)10)))));
                for (l_877 = 0; (l_877 >= 20); l_877 += 6)
                { /* block id: 412 */
                    (*l_883) = 1L;
                    (*l_915) = (void*)0;
                }
            }
            for (g_356 = 0; (g_356 <= 1); g_356 += 1)
            { /* block id: 419 */
                int32_t *l_1030[3];
                int32_t **l_1029 = &l_1030[1];
                int32_t *l_1040[1][1][5];
                int64_t *l_1062 = &g_343;
                int i, j, k;
                for (i = 0; i < 3; i++)
                    l_1030[i] = &l_909;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                    {
                        for (k = 0; k < 5; k++)
                            l_1040[i][j][k] = &l_925;
                    }
                }
                for (g_240 = 0; (g_240 <= 3); g_240 += 1)
                { /* block id: 422 */
                    uint32_t l_1008[7] = {0xB43F2BC1L,0xB43F2BC1L,0x0AC80D40L,0xB43F2BC1L,0xB43F2BC1L,0x0AC80D40L,0xB43F2BC1L};
                    int32_t l_1011 = 1L;
                    int32_t *l_1012 = (void*)0;
                    int32_t *l_1014[8] = {&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1],&l_969[4][4][1]};
                    uint16_t l_1015 = 0xC1E3L;
                    int i;
                    if (l_849)
                        goto lbl_1001;
                    g_362 = l_1002;
                    for (l_875 = 1; (l_875 >= 0); l_875 -= 1)
                    { /* block id: 427 */
                        int32_t *l_1003 = (void*)0;
                        int32_t *l_1004 = &l_874;
                        int32_t *l_1005 = (void*)0;
                        int32_t *l_1006 = (void*)0;
                        int32_t *l_1007[9][3][2] = {{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}},{{&l_873,&l_873},{&l_877,&l_873},{&l_873,&l_873}}};
                        int i, j, k;
                        if (l_922[l_875])
                            break;
                        if (l_922[g_356])
                            continue;
                        ++l_1008[6];
                    }
                    --l_1015;
                    for (l_873 = 0; (l_873 <= 3); l_873 += 1)
                    { /* block id: 435 */
                        uint8_t *l_1018 = &g_53;
                        int32_t l_1021 = 0L;
                        l_1021 ^= ((*l_945) > ((--(*l_1018)) | (*l_945)));
                    }
                }
                for (l_941 = 0; (l_941 <= 1); l_941 += 1)
                { /* block id: 442 */
                    int32_t *l_1022 = &l_969[4][4][1];
                    for (l_873 = 0; (l_873 <= 4); l_873 += 1)
                    { /* block id: 445 */
                        (*g_812) = l_1022;
                    }
                    (*l_1022) |= 0xCF25EDC1L;
                    for (l_874 = 3; (l_874 >= 0); l_874 -= 1)
                    { /* block id: 452 */
                        (*l_915) = (void*)0;
                    }
                }
                (*l_946) &= 3L;
                for (l_873 = 0; (l_873 <= 1); l_873 += 1)
                { /* block id: 459 */
                    const uint16_t **l_1027 = &g_273;
                    const uint16_t *** const l_1026 = &l_1027;
                    const int32_t **l_1028 = (void*)0;
                    uint8_t *l_1032 = &g_68;
                    int32_t l_1033 = 0x9996BC8AL;
                    int32_t l_1039 = (-1L);
                    int32_t *l_1067 = &g_364[1][0];
                    uint64_t *l_1088 = &g_469;
                    uint8_t **l_1092[5][7] = {{(void*)0,&l_1032,&l_1091,&l_1032,(void*)0,(void*)0,(void*)0},{&l_1032,(void*)0,(void*)0,&l_1032,(void*)0,(void*)0,&l_1032},{&l_1091,&l_1032,&l_1091,&l_1091,(void*)0,&l_1091,&l_1091},{&l_1032,&l_1032,(void*)0,&l_1032,&l_1032,(void*)0,&l_1032},{(void*)0,&l_1091,&l_1091,&l_1032,&l_1091,&l_1091,(void*)0}};
                    int i, j;
                    if (((((((!(((int8_t)(l_922[(g_356 + 1)] |= (0x46L >= ((*l_1032) = (((void*)0 == l_1026) != ((((((*g_334) , (*l_945)) & (*l_883)) >= ((((*l_1002) = p_11) == (((l_1028 == l_1029) | 0L) , (void*)0)) && (-1L))) | l_1031[3][8]) == (*l_924)))))) << (int8_t)(*g_129)) & (*g_779))) && 0xEFL) | l_1033) , 0x70L) , (*l_945)) , (-1L)))
                    { /* block id: 463 */
                        int8_t *l_1035[3][3][10] = {{{(void*)0,&g_1013[0][5],&l_922[3],&l_922[3],&g_1013[6][3],(void*)0,&g_1013[6][3],&l_922[3],&l_922[3],&g_1013[0][5]},{&l_922[0],&g_1013[6][0],&l_922[3],&g_1013[6][3],(void*)0,&l_922[3],&g_209,&g_209,&l_922[3],(void*)0},{&g_1013[0][5],&l_922[0],&l_922[0],&g_1013[0][5],&l_922[3],&g_1013[6][0],&g_1013[6][3],&l_922[3],&g_1013[1][0],&l_922[3]}},{{&g_1013[0][5],&g_209,(void*)0,&l_922[3],(void*)0,&g_209,&g_1013[0][5],&g_1013[6][3],&g_1013[1][0],(void*)0},{&g_1013[6][3],&g_1013[6][0],(void*)0,&l_922[3],&g_1013[0][5],&g_1013[0][5],&l_922[3],(void*)0,&g_1013[6][0],&g_1013[6][3]},{&l_922[3],&g_1013[6][0],&g_1013[1][0],&g_1013[0][5],&l_922[3],(void*)0,&g_1013[0][5],(void*)0,&l_922[3],&g_1013[0][5]}},{{&g_1013[0][5],&g_209,&g_1013[0][5],&g_1013[6][0],&l_922[3],&l_922[0],&g_1013[6][3],(void*)0,(void*)0,&g_1013[6][3]},{&l_922[3],&g_1013[0][5],&l_922[0],&l_922[0],&g_1013[0][5],&l_922[3],&l_922[3],(void*)0,&l_922[3],(void*)0},{&g_209,(void*)0,&g_1013[0][5],(void*)0,(void*)0,(void*)0,&g_1013[0][5],(void*)0,&g_209,&l_922[3]}}};
                        int8_t **l_1034[2][1][8] = {{{&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3]}},{{&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3],&l_1035[1][1][3]}}};
                        int i, j, k;
                        (*g_1036) = l_1034[1][0][1];
                        l_1039 = (*l_924);
                        p_11 = p_11;
                        (*l_915) = l_1040[0][0][3];
                    }
                    else
                    { /* block id: 468 */
                        uint16_t l_1041 = 0x46B4L;
                        uint16_t l_1044 = 1UL;
                        l_1041--;
                        l_1044 ^= ((*l_946) = ((void*)0 == (*g_362)));
                        return l_1044;
                    }
                    for (g_343 = 0; (g_343 <= 1); g_343 += 1)
                    { /* block id: 476 */
                        uint64_t l_1045[8][2][8] = {{{18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0UL,0UL,0UL,0UL,18446744073709551615UL,0UL,0UL}},{{18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL},{0UL,18446744073709551615UL,0UL,18446744073709551615UL,0UL,0UL,18446744073709551615UL,0UL}},{{0UL,0UL,18446744073709551615UL,0UL,18446744073709551615UL,0UL,0UL,18446744073709551615UL},{18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL}},{{18446744073709551615UL,0UL,0UL,0UL,0UL,18446744073709551615UL,0UL,0UL},{18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL}},{{0UL,18446744073709551615UL,0UL,18446744073709551615UL,0UL,0UL,18446744073709551615UL,0UL},{0UL,0UL,18446744073709551615UL,0UL,18446744073709551615UL,0UL,0UL,18446744073709551615UL}},{{18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0UL,0UL,0UL,0UL,18446744073709551615UL,0UL,0UL}},{{18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL},{0UL,18446744073709551615UL,0UL,18446744073709551615UL,0UL,18446744073709551615UL,18446744073709551612UL,0UL}},{{18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL},{0UL,18446744073709551612UL,18446744073709551612UL,0UL,0UL,0UL,18446744073709551612UL,18446744073709551612UL}}};
                        uint8_t *l_1046 = &g_240;
                        uint32_t *l_1047 = &l_923;
                        uint32_t **l_1054 = &l_1047;
                        uint32_t *l_1056[9][1] = {{(void*)0},{&l_923},{(void*)0},{&l_923},{(void*)0},{&l_923},{(void*)0},{&l_923},{(void*)0}};
                        uint32_t **l_1055[7][4] = {{&l_1056[8][0],&l_1056[5][0],&l_1056[8][0],&l_1056[8][0]},{&l_1056[5][0],&l_1056[5][0],&l_1056[3][0],&l_1056[5][0]},{&l_1056[5][0],&l_1056[8][0],&l_1056[8][0],&l_1056[5][0]},{&l_1056[8][0],&l_1056[5][0],&l_1056[8][0],&l_1056[8][0]},{&l_1056[5][0],&l_1056[5][0],&l_1056[3][0],&l_1056[5][0]},{&l_1056[5][0],&l_1056[8][0],&l_1056[8][0],&l_1056[5][0]},{&l_1056[8][0],&l_1056[5][0],&l_1056[8][0],&l_1056[8][0]}};
                        int32_t l_1068 = 0x8A8FAFC9L;
                        uint32_t ***l_1072 = &g_899;
                        int64_t *l_1073[9] = {&g_491,&g_491,&g_491,&g_491,&g_491,&g_491,&g_491,&g_491,&g_491};
                        int i, j, k;
                        if (l_1045[1][0][1])
                            break;
                        l_1068 ^= (((*l_946) &= (*l_924)) < ((l_1067 = ((((*l_1047) = ((((*l_1046) = ((*l_1032) |= l_1045[1][0][1])) > 0xB3L) != (*l_924))) , (((uint16_t)0xFC1BL * (uint16_t)((((((uint8_t)((uint8_t)(((((g_1057[9] = ((*l_1054) = p_11)) != (((((int8_t)((((int16_t)0x3E22L << (int16_t)(l_1062 == g_1063)) || l_1065) >= g_249) >> (int8_t)(**g_778)) , 0x0FL) || (*g_129)) , &g_182)) || 2UL) < (*l_882)) >= 9UL) >> (uint8_t)(*l_924)) << (uint8_t)7) != l_1039) & 0xD5L) , l_1065) | l_1066)) || 4UL)) , (*l_1002))) == p_11));
                        l_1068 |= ((int16_t)((((*l_946) = ((*g_1063) > (((*l_1072) = l_1071) == (((l_1045[1][0][1] , &g_491) == l_1073[7]) , l_1074)))) && ((&g_129 != ((((int64_t)((int8_t)(**g_778) % (int8_t)0xBEL) + (int64_t)(*l_883)) && (**g_814)) , &g_129)) , (**l_915))) , (-10L)) + (int16_t)g_853);
                    }
                    (*l_946) ^= ((uint16_t)((int16_t)0x64F3L + (int16_t)(~(((uint16_t)l_922[(g_356 + 1)] * (uint16_t)((int64_t)l_1033 % (int64_t)((*l_1088)++))) | ((*l_908) = ((g_1093 = l_1091) != &g_53))))) * (uint16_t)(&l_884 != l_1094[1]));
                    for (g_458 = 0; (g_458 <= 1); g_458 += 1)
                    { /* block id: 496 */
                        uint32_t l_1097 = 0xB5431A6CL;
                        (*l_946) = ((~((*l_1088) = 0x235CFFA1E48D0E97LL)) ^ (((l_1096 = l_1096) == (void*)0) == l_1097));
                    }
                }
            }
        }
    }
    else
    { /* block id: 504 */
        const uint32_t l_1104 = 18446744073709551615UL;
        int32_t l_1194[7] = {0x59D6BFB1L,0x59D6BFB1L,0x59D6BFB1L,0x59D6BFB1L,0x59D6BFB1L,0x59D6BFB1L,0x59D6BFB1L};
        uint32_t l_1279 = 3UL;
        int32_t l_1281 = 0x9DB3FE5FL;
        int32_t *l_1307 = &l_875;
        int32_t ***l_1351[3][9][5] = {{{&g_570[2],&g_570[3],&g_570[1],&g_570[3],&g_570[1]},{&g_570[3],&g_570[3],&g_570[4],&g_570[3],&g_570[0]},{&g_570[3],&g_570[3],&g_570[0],&g_570[0],&g_570[3]},{&g_570[1],&g_570[4],&g_570[3],&g_570[0],&g_570[3]},{(void*)0,&g_570[3],(void*)0,&g_570[3],&g_570[3]},{(void*)0,&g_570[1],&g_570[0],&g_570[3],&g_570[2]},{(void*)0,(void*)0,&g_570[2],(void*)0,(void*)0},{&g_570[1],&g_570[1],&g_570[2],&g_570[0],&g_570[4]},{&g_570[3],&g_570[3],&g_570[0],&g_570[3],&g_570[3]}},{{&g_570[3],(void*)0,(void*)0,&g_570[1],&g_570[4]},{&g_570[2],&g_570[3],&g_570[3],&g_570[2],(void*)0},{&g_570[4],&g_570[3],&g_570[0],&g_570[3],&g_570[2]},{&g_570[1],(void*)0,&g_570[4],&g_570[3],&g_570[3]},{&g_570[0],&g_570[3],&g_570[1],&g_570[3],&g_570[3]},{&g_570[3],&g_570[1],&g_570[3],&g_570[2],&g_570[3]},{&g_570[3],(void*)0,&g_570[3],&g_570[1],&g_570[0]},{&g_570[0],&g_570[1],(void*)0,&g_570[3],&g_570[1]},{&g_570[1],&g_570[3],&g_570[3],&g_570[0],&g_570[3]}},{{&g_570[4],&g_570[4],&g_570[3],(void*)0,&g_570[3]},{&g_570[2],&g_570[3],&g_570[1],&g_570[3],&g_570[1]},{&g_570[3],&g_570[3],&g_570[4],&g_570[3],&g_570[0]},{&g_570[3],&g_570[3],&g_570[0],&g_570[0],&g_570[3]},{&g_570[1],&g_570[4],&g_570[3],&g_570[0],&g_570[3]},{(void*)0,&g_570[3],(void*)0,&g_570[3],(void*)0},{&g_570[3],&g_570[3],&g_570[0],(void*)0,&g_570[3]},{(void*)0,&g_570[3],&g_570[3],&g_570[3],(void*)0},{&g_570[3],&g_570[1],&g_570[3],&g_570[0],&g_570[3]}}};
        uint16_t **l_1369 = &g_613;
        uint64_t l_1405 = 0x02F15887CA9B93D7LL;
        int8_t l_1410 = 0xB1L;
        int32_t l_1415 = 0x8B6E03CBL;
        int16_t l_1424 = 0xA676L;
        uint32_t **l_1444 = &g_900;
        uint32_t ****l_1447 = &g_898[9][0][1];
        int64_t l_1464 = 5L;
        uint64_t *l_1469 = &l_1405;
        int64_t **l_1474 = &g_851;
        int32_t l_1488 = 0x6808E091L;
        uint8_t l_1491[7] = {0xB8L,0xB8L,0xB8L,0xB8L,0xB8L,0xB8L,0xB8L};
        int i, j, k;
        for (g_240 = 0; (g_240 < 55); g_240++)
        { /* block id: 507 */
            uint16_t **l_1102 = &g_613;
            int32_t l_1111 = 1L;
            int16_t l_1136 = (-8L);
            uint32_t ***l_1152 = &g_899;
            l_1111 = (((((l_1102 == l_1102) <= (!(l_1104 > (((((int8_t)(((((uint8_t)((*g_1093) ^= ((int64_t)l_1111 + (int64_t)g_364[0][2])) + (uint8_t)((((l_1127 = (((*g_815) >= ((uint32_t)((uint16_t)(~((int64_t)((int8_t)((int32_t)l_1104 % (int32_t)((int32_t)0x6CC27E5FL / (int32_t)l_1104)) >> (int8_t)l_1111) % (int64_t)0xA3F14CF037B95508LL)) << (uint16_t)7) % (uint32_t)(*g_334))) , (void*)0)) != (*g_1037)) | 0UL) , l_1111)) , l_1111) != 4294967295UL) || l_1104) - (int8_t)l_1104) , &g_343) != &g_491) ^ 0xE7C9L)))) == (-1L)) , 246UL) == (**g_1037));
            (*l_883) = l_1104;
            (*l_1152) = ((~(((((uint64_t)(((*g_913) == (((int16_t)((~(g_182 || ((*l_883) = l_1104))) ^ (((int8_t)(((((l_1136 , ((int64_t)0x429D1D9198726780LL + (int64_t)((int16_t)(l_1111 = ((int32_t)((uint8_t)((int16_t)(g_458 |= g_39[2]) * (int16_t)((uint16_t)(((int64_t)l_1104 + (int64_t)l_1104) && g_3[8]) / (uint16_t)(-8L))) * (uint8_t)l_1151) % (int32_t)l_1136)) >> (int16_t)l_1136))) > 0UL) && l_1111) >= 0x1504EDFF692E61AFLL) ^ (-3L)) * (int8_t)l_1136) , l_1136)) % (int16_t)l_1136) , l_1104)) , g_20) + (uint64_t)l_1104) , 0xA5FB4E07L) | l_1136) , g_181)) , (**l_902));
            for (g_20 = 2; (g_20 >= 0); g_20 -= 1)
            { /* block id: 518 */
                int32_t l_1164 = 0L;
                --g_1153[3];
                for (l_875 = 0; (l_875 <= 2); l_875 += 1)
                { /* block id: 522 */
                    int32_t l_1156[9][6] = {{4L,0x901CB4C2L,0L,0x6D384A4DL,1L,(-1L)},{1L,0L,0x62AB7783L,0L,1L,0xD155D19DL},{(-1L),0x901CB4C2L,0x6739903FL,0xFF7C9082L,0L,0L},{0L,0x38F240DCL,0x901CB4C2L,0x901CB4C2L,0x38F240DCL,0L},{0xFF7C9082L,0x6D384A4DL,0x6739903FL,1L,0L,0xD155D19DL},{0x38F240DCL,(-1L),0x62AB7783L,0L,0x62AB7783L,(-1L)},{0x38F240DCL,0xD155D19DL,0L,1L,0x6739903FL,0x6D384A4DL},{0xFF7C9082L,0L,0x38F240DCL,0x901CB4C2L,0x901CB4C2L,0x38F240DCL},{0L,0L,0L,0xFF7C9082L,0x6739903FL,0x901CB4C2L}};
                    int64_t **l_1167 = &g_465;
                    int32_t l_1168 = 1L;
                    int i, j;
                    l_1156[0][2] = (((((*l_908) = l_1156[8][0]) >= g_1153[3]) , ((((uint8_t)(*g_1093) * (uint8_t)((((***g_1036) & (((0UL && ((l_1111 | (l_1161 ^= (g_38 = g_68))) && ((uint8_t)l_1164 - (uint8_t)(6UL > (**g_1037))))) , (*l_842)) == g_1165[0][4][0])) < l_1104) ^ 0UL)) , &g_851) == l_1167)) || l_1168);
                    for (g_181 = 0; (g_181 <= 2); g_181 += 1)
                    { /* block id: 529 */
                        int i, j, k;
                        if (l_1156[6][4])
                            break;
                    }
                }
            }
        }
        for (g_343 = 0; (g_343 >= 2); g_343 += 3)
        { /* block id: 537 */
            uint64_t l_1171 = 1UL;
            int32_t ***l_1182 = &g_570[4];
            int32_t l_1200 = 0x492C9725L;
            int32_t l_1211 = (-7L);
            int32_t l_1212 = 0xFE5D6944L;
            int32_t l_1213 = 1L;
            int32_t *l_1218[8] = {&l_1211,&l_878,&l_1211,&l_1211,&l_878,&l_1211,&l_1211,&l_878};
            uint32_t l_1220 = 0x25232CD2L;
            int i;
            if (l_1171)
                break;
            l_1194[4] = ((*l_883) = ((uint32_t)((uint16_t)(l_1104 , ((((uint16_t)(((int8_t)(((int8_t)(l_1182 != ((((int16_t)(((g_38 = ((uint16_t)(g_181 = (((void*)0 == &l_955) >= ((int16_t)((*g_129) , ((l_1171 == (((g_458 = ((int32_t)((--g_356) > 0x8D28L) - (int32_t)1L)) > (*l_883)) ^ 0UL)) >= l_1104)) - (int16_t)l_1171))) << (uint16_t)11)) >= (*l_883)) , 1L) % (int16_t)(*l_883)) , 0x3EL) , (**l_842))) + (int8_t)(*g_1038)) ^ g_130) * (int8_t)l_1171) || 0xBFD58B75L) << (uint16_t)l_1193) , p_11) != (*g_814))) >> (uint16_t)g_53) - (uint32_t)(*l_883)));
            if ((((uint8_t)(*g_129) + (uint8_t)((*g_334) | (-1L))) > l_1197[1][7][1]))
            { /* block id: 545 */
                int64_t l_1198 = 0x98D06997924D2CC9LL;
                int32_t l_1199 = 7L;
                int32_t *l_1201 = &l_873;
                int32_t l_1202 = 0xE38E0193L;
                int32_t *l_1203 = &l_1194[4];
                int32_t *l_1204 = (void*)0;
                int32_t *l_1205 = &l_878;
                int32_t *l_1206 = (void*)0;
                int32_t *l_1207 = &l_1199;
                int32_t *l_1208 = &l_873;
                int32_t *l_1209 = &l_1200;
                int32_t *l_1210[4] = {&l_1194[4],&l_1194[4],&l_1194[4],&l_1194[4]};
                int i;
                l_1214++;
            }
            else
            { /* block id: 547 */
                int32_t l_1217 = 0x6F5CF2B6L;
                if (l_1217)
                    break;
                p_11 = p_11;
            }
            --l_1220;
        }
        if (l_1194[5])
        { /* block id: 553 */
            int32_t *l_1225 = &l_873;
            int32_t l_1246 = 0x09030BC8L;
            int32_t ***l_1265 = (void*)0;
            int8_t ***l_1294 = &g_1037;
            int32_t *l_1309[2];
            int32_t l_1310 = 1L;
            int64_t l_1375 = 6L;
            uint32_t l_1385[9][9] = {{18446744073709551615UL,0xAB4A5CECL,1UL,3UL,1UL,0xAB4A5CECL,18446744073709551615UL,0x46D42168L,18446744073709551615UL},{18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,0xB16709DAL,0x46D42168L,0xB16709DAL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL},{0xAB4A5CECL,0xB16709DAL,18446744073709551612UL,0x46D42168L,0x55CFF6CBL,1UL,0x55CFF6CBL,0x46D42168L,18446744073709551612UL},{0x55CFF6CBL,0x55CFF6CBL,0xAB4A5CECL,18446744073709551608UL,18446744073709551615UL,3UL,18446744073709551612UL,3UL,18446744073709551615UL},{0xAB4A5CECL,0x55CFF6CBL,0x55CFF6CBL,0xAB4A5CECL,18446744073709551608UL,18446744073709551615UL,3UL,18446744073709551612UL,3UL},{18446744073709551612UL,0xB16709DAL,0xAB4A5CECL,0xAB4A5CECL,0xB16709DAL,18446744073709551612UL,0x46D42168L,0x55CFF6CBL,1UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,18446744073709551608UL,18446744073709551608UL,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,0xB16709DAL},{1UL,0xAB4A5CECL,18446744073709551615UL,0x46D42168L,18446744073709551615UL,18446744073709551615UL,0x46D42168L,18446744073709551615UL,0xAB4A5CECL},{18446744073709551608UL,18446744073709551615UL,1UL,0xB16709DAL,0x55CFF6CBL,3UL,3UL,0x55CFF6CBL,0xB16709DAL}};
            uint16_t *l_1416 = (void*)0;
            uint16_t *l_1417 = &g_39[2];
            int64_t *l_1418 = (void*)0;
            int64_t *l_1419 = &l_1375;
            uint16_t *l_1420 = (void*)0;
            uint16_t *l_1421 = (void*)0;
            uint16_t *l_1422 = &g_211[0];
            uint8_t *l_1423 = &g_1153[3];
            uint32_t l_1425 = 0xBE4E2DA8L;
            int i, j;
            for (i = 0; i < 2; i++)
                l_1309[i] = &g_20;
            for (g_356 = 6; (g_356 > 1); g_356--)
            { /* block id: 556 */
                int64_t l_1247 = 0x4463293059E86AD3LL;
                int32_t l_1248 = (-3L);
                l_1225 = p_11;
                (*g_657) = p_11;
                (*l_883) = (((uint64_t)g_39[2] + (uint64_t)((((int16_t)((int16_t)(0x35L > ((!((((int16_t)(l_1194[2] = ((uint8_t)((int8_t)0x72L << (int8_t)(**g_778)) >> (uint8_t)7)) >> (int16_t)((*l_883) ^ (((-1L) | ((((*g_1093) = ((uint32_t)(~0x0E2E7F54AAA5EE8CLL) / (uint32_t)l_1246)) | ((l_1247 = ((l_1104 <= g_855[4]) , l_1104)) & g_1013[0][5])) || 0L)) == l_1248))) <= l_1248) & l_1248)) == (**g_1037))) * (int16_t)l_1249) % (int16_t)l_1248) , l_1247) == l_1248)) < l_1104);
            }
            for (l_923 = 0; (l_923 >= 45); l_923 += 1)
            { /* block id: 566 */
                uint64_t *l_1269 = &g_469;
                int32_t l_1276 = 0xE8FCDD96L;
                uint8_t *l_1280 = &g_240;
                uint16_t *l_1282 = &l_1214;
                const int32_t l_1283 = 0x908D9126L;
                int32_t ***l_1306[7];
                int i;
                for (i = 0; i < 7; i++)
                    l_1306[i] = &g_570[3];
                if ((((int16_t)(((uint64_t)(0x21CDL ^ ((l_1246 || (!((uint64_t)(((((((((uint16_t)((*l_1282) = (g_39[2] &= ((int16_t)((uint16_t)(((**l_842) = (void*)0) == (l_1194[4] , l_1265)) - (uint16_t)(((((uint16_t)(~((l_1281 |= ((--(*l_1269)) , (((*l_1280) &= (((int16_t)(((void*)0 != &g_1057[2]) , (((((uint16_t)l_1276 << (uint16_t)8) , ((int8_t)(**g_778) % (int8_t)1UL)) ^ l_1194[4]) <= (*g_1093))) - (int16_t)l_1279) > 3UL)) || 1L))) < 0x8D7BL)) * (uint16_t)l_1276) , 0xF4L) < (*g_1038)) > l_1194[1])) * (int16_t)l_1276))) >> (uint16_t)(*l_883)) != (*g_1093)) , (**g_899)) >= l_1276) , 0x59C8L) || (**g_912)) || l_1283) > (-3L)) - (uint64_t)(*l_883)))) || 4294967295UL)) - (uint64_t)l_1194[4]) <= l_1194[0]) - (int16_t)l_1194[4]) && (**g_333)))
                { /* block id: 573 */
                    int8_t l_1289 = 0x3AL;
                    int32_t *l_1308 = &l_874;
                    int32_t l_1358[3][5][6] = {{{0L,0xD7CB310CL,8L,0x60453C74L,0xCECE6968L,(-6L)},{(-6L),0x60453C74L,0x8B8011FDL,0xCECE6968L,0xCECE6968L,0x8B8011FDL},{0xD7CB310CL,0xD7CB310CL,5L,8L,0L,(-6L)},{0xD7CB310CL,8L,0x60453C74L,0xCECE6968L,(-6L),5L},{(-6L),0xD7CB310CL,0x60453C74L,0x60453C74L,0xD7CB310CL,(-6L)}},{{0L,0x60453C74L,5L,0xCECE6968L,0xD7CB310CL,0x8B8011FDL},{0xCECE6968L,0xD7CB310CL,0x8B8011FDL,8L,(-6L),(-6L)},{0xCECE6968L,8L,8L,0xCECE6968L,0L,5L},{0L,0xD7CB310CL,8L,0x60453C74L,0xCECE6968L,(-6L)},{(-6L),0x60453C74L,0x8B8011FDL,0xCECE6968L,0xCECE6968L,0x8B8011FDL}},{{0xD7CB310CL,0xD7CB310CL,5L,8L,0L,(-6L)},{0xD7CB310CL,8L,0x60453C74L,0xCECE6968L,(-6L),5L},{(-6L),0xD7CB310CL,0x60453C74L,0x60453C74L,0xD7CB310CL,(-6L)},{0L,0x60453C74L,5L,0xCECE6968L,0xD7CB310CL,0x8B8011FDL},{0xCECE6968L,0xD7CB310CL,0x8B8011FDL,8L,(-6L),(-6L)}}};
                    int i, j, k;
                    if (((int64_t)((((*l_883) == (((((((uint16_t)((*g_900) <= ((!l_1289) | (l_1289 , (*g_129)))) / (uint16_t)(**g_912)) > ((int32_t)(l_1194[4] |= ((uint64_t)0UL / (uint64_t)l_1276)) + (int32_t)4294967286UL)) , &g_1037) == l_1294) >= (*g_1038)) , l_1283)) ^ 0x55C1L) == l_1279) + (int64_t)l_1279))
                    { /* block id: 575 */
                        int32_t *l_1295 = &l_1276;
                        l_1225 = l_1295;
                        (*l_1295) = l_1289;
                        (*l_1225) = 0x0C63C0A0L;
                        p_11 = l_1308;
                    }
                    else
                    { /* block id: 581 */
                        uint8_t l_1312 = 254UL;
                        --l_1312;
                    }
                    l_1307 = (void*)0;
                    for (g_52 = 0; (g_52 <= 2); g_52 += 1)
                    { /* block id: 587 */
                        int32_t *** const l_1356 = &g_570[3];
                        int32_t l_1357 = 0x4C2F766BL;
                        int32_t l_1359 = (-3L);
                        int32_t l_1360 = 0x279E6EF4L;
                        int32_t l_1361[10] = {(-6L),0xFE889363L,0xFE889363L,(-6L),0x6370A998L,(-6L),0xFE889363L,0xFE889363L,(-6L),0x6370A998L};
                        uint32_t l_1363[2][5][1] = {{{0UL},{0xE58A5D88L},{0UL},{0xE58A5D88L},{0UL}},{{0xE58A5D88L},{0UL},{0xE58A5D88L},{0UL},{0xE58A5D88L}}};
                        int i, j, k;
                        (*l_1308) = (((uint8_t)(((g_209 |= ((++(*l_1282)) <= ((((int8_t)(((int8_t)(-1L) << (int8_t)4) > ((int16_t)l_926[g_52] + (int16_t)((int32_t)((l_926[g_52] , ((int32_t)((((g_38 = (*g_913)) || ((int8_t)(***g_1036) << (int8_t)(((int64_t)(*l_883) % (int64_t)((uint16_t)((int8_t)((int8_t)8L << (int8_t)(((*l_1280) = ((*g_1093)--)) , (l_926[g_52] || 0xC727CE110D73798DLL))) * (int8_t)(*l_1308)) % (uint16_t)l_926[g_52])) || (*g_1038)))) == g_52) | 7UL) / (int32_t)(*l_1308))) | (*l_1308)) + (int32_t)(-1L)))) % (int8_t)(*g_1038)) ^ 0x56108160B02C99D3LL) && (*l_1308)))) & (-5L)) ^ g_39[2]) % (uint8_t)l_926[g_52]) && (*g_1063));
                        if ((*g_334))
                            break;
                        l_1357 |= ((uint8_t)(((*l_1269) = ((l_1194[4] >= ((int32_t)((uint8_t)(!((-6L) > 1L)) >> (uint8_t)(+((((g_182 >= ((((*l_843) = l_1351[1][2][2]) == (((int64_t)(((*l_1308) | ((*g_1063) != (((**g_1037) <= ((0xA2L && 1UL) >= (*l_1308))) != 1UL))) && g_855[4]) / (int64_t)0xBD502E553BDBC94BLL) , l_1356)) != (*l_883))) , 0xA6C2L) == (*l_1308)) , (*l_1308)))) + (int32_t)(*g_900))) > (**g_1037))) > g_458) % (uint8_t)(*g_1038));
                        l_1363[0][2][0]--;
                    }
                    for (g_458 = (-7); (g_458 < (-30)); g_458 -= 5)
                    { /* block id: 602 */
                        int32_t *l_1368 = &l_1276;
                        l_1368 = l_1368;
                        return (*g_334);
                    }
                }
                else
                { /* block id: 606 */
                    int32_t l_1371 = (-7L);
                    l_1371 = ((*l_883) = (((*l_1269) = g_491) , ((*g_1374) = (((*g_779) & ((g_1370 = l_1369) == (((((l_1371 , (*l_883)) , ((l_1269 != &g_343) , ((((((int8_t)(((((*l_908) = (((*g_1093) > (l_1371 , (*g_129))) | (-1L))) , &g_1165[0][4][0]) != (void*)0) & l_1371) / (int8_t)(**g_1037)) == 2UL) , (**g_362)) , g_1374) != (void*)0))) , (void*)0) == (void*)0) , &l_1282))) >= (*l_883)))));
                    (*g_1374) = (*l_883);
                }
                if ((*g_334))
                { /* block id: 615 */
                    int8_t l_1376 = 8L;
                    int32_t l_1377 = 0xF5D94DB7L;
                    int32_t l_1378 = 0L;
                    int32_t l_1379 = (-7L);
                    int32_t l_1380 = 0x5B2410A9L;
                    int32_t l_1381 = 1L;
                    int32_t l_1382 = 0xDB981EBEL;
                    int32_t l_1383 = 0x690A1B30L;
                    int32_t l_1384 = 0x06E7A12EL;
                    l_1225 = p_11;
                    l_1385[4][4]--;
                    if (g_1388)
                        continue;
                    return l_1381;
                }
                else
                { /* block id: 620 */
                    uint32_t **l_1389[4];
                    uint32_t l_1396 = 0xF9731F5AL;
                    int32_t l_1401[3];
                    int32_t l_1403 = 0x5C00BD01L;
                    int32_t l_1404 = 0x7F988ECAL;
                    int i;
                    for (i = 0; i < 4; i++)
                        l_1389[i] = &g_900;
                    for (i = 0; i < 3; i++)
                        l_1401[i] = (-5L);
                    l_1404 &= (((((l_1389[3] != (void*)0) >= ((((*l_908) ^= ((uint32_t)((int16_t)(l_1403 = (g_458 &= (((uint8_t)((*l_1280) = (*g_1093)) / (uint8_t)(((4294967287UL == (l_1396 < ((l_1401[1] = ((((*l_883) ^ g_1013[1][3]) == l_1396) <= ((uint16_t)((((uint8_t)0x73L >> (uint8_t)(*g_129)) && (-9L)) , 0x8504L) * (uint16_t)l_1396))) || 0xFF9B85CFL))) > 255UL) && g_1402)) || 0xEC517E8EL))) + (int16_t)(*g_913)) / (uint32_t)l_1396)) && l_1403) , 0xF4E1721DL)) < (*g_1093)) , &g_1063) != (void*)0);
                    return l_1405;
                }
            }
            l_1362[9][0] &= ((int8_t)4L << (int8_t)((*l_1423) ^= (((*l_1422) = (4L | ((((*l_1419) = (((int16_t)(g_458 = (l_1410 && 0x5811EDF2E10E98F6LL)) % (int16_t)((*l_1417) ^= (((*l_908) = ((l_1415 = ((**g_1037) > ((int16_t)(0xBED6DC77L | ((((*g_1374) = (((**g_899) ^ ((void*)0 != (*g_1037))) & 0x8D2CDBDD380EB329LL)) <= 0x5647E3ACL) | 0L)) + (int16_t)(*g_913)))) != (*g_334))) || g_853))) < (*l_883))) <= 0x1EAAB768CB43831ALL) , (*g_1093)))) | g_855[4])));
            ++l_1425;
        }
        else
        { /* block id: 640 */
            uint8_t l_1442 = 249UL;
            uint32_t **l_1443 = &g_900;
            int32_t l_1465 = 0xDFBAA9E4L;
            (*g_1374) = ((((int8_t)((uint64_t)(~(!(l_1465 = (&g_1057[9] == (((uint8_t)((int32_t)((((int16_t)((((uint16_t)l_1442 % (uint16_t)(*g_913)) , l_1443) == l_1444) + (int16_t)((((&g_1038 == &l_1127) <= (l_1447 == (((int64_t)((--(**l_1444)) > (l_1464 = (((int16_t)((uint8_t)((uint16_t)(((int8_t)(((int8_t)l_1442 + (int8_t)l_1442) && l_1442) / (int8_t)(*l_1307)) == l_1442) + (uint16_t)0UL) >> (uint8_t)4) % (int16_t)1UL) <= l_1442))) + (int64_t)l_1442) , l_1447))) , l_1442) , g_359)) , 0xD9ADL) <= 0x3394L) + (int32_t)(*l_883)) + (uint8_t)(-1L)) , &g_1057[2]))))) / (uint64_t)l_1442) >> (int8_t)3) ^ l_1466) , (*l_883));
        }
        if (((uint64_t)((*l_1469) = (*l_883)) / (uint64_t)(+((((!((65535UL || ((-1L) != (&l_1464 == ((*l_1474) = (void*)0)))) <= ((((*g_1374) = ((int32_t)((int16_t)(**g_912) * (int16_t)(((void*)0 == &l_1474) != (((((int16_t)g_364[1][0] - (int16_t)5L) , (*g_897)) == (void*)0) >= 0xB1L))) + (int32_t)0x088AAA35L)) < l_1481) ^ 0x8EL))) != (*l_883)) ^ (*l_883)) & (-8L)))))
        { /* block id: 649 */
            int32_t l_1489 = 0x4510C4D2L;
            int32_t l_1490[3][7][5] = {{{4L,0x3BA073F3L,0x8C54581CL,(-6L),0x7BFE19BCL},{0x5C3CB6FDL,0xA0C823C8L,0x5C3CB6FDL,(-5L),(-4L)},{0xFDF441CAL,0x7BFE19BCL,0x3BA073F3L,0x3BA073F3L,0x7BFE19BCL},{0x643F8809L,(-5L),0x71B50F5CL,(-1L),0x643F8809L},{0x7BFE19BCL,1L,0x3BA073F3L,(-6L),0xFDF441CAL},{(-4L),(-1L),0x5C3CB6FDL,0xA9486053L,0x5C3CB6FDL},{0x7BFE19BCL,0x7BFE19BCL,0x8C54581CL,1L,4L}},{{0x643F8809L,0xA9486053L,0xCB9EB76BL,0xA9486053L,0x643F8809L},{0xFDF441CAL,0x3BA073F3L,(-10L),(-6L),(-6L)},{0x5C3CB6FDL,0xA9486053L,0x5C3CB6FDL,(-1L),(-4L)},{4L,0x7BFE19BCL,1L,0x3BA073F3L,(-6L)},{0x643F8809L,(-1L),0x71B50F5CL,(-5L),0x643F8809L},{(-6L),1L,1L,(-6L),4L},{(-4L),(-5L),0x5C3CB6FDL,0xA0C823C8L,0x5C3CB6FDL}},{{(-6L),0x7BFE19BCL,(-10L),1L,0xFDF441CAL},{0x643F8809L,0xA0C823C8L,0xCB9EB76BL,0xA0C823C8L,0x643F8809L},{4L,0x3BA073F3L,0x8C54581CL,(-6L),0x7BFE19BCL},{0x5C3CB6FDL,0xA0C823C8L,0x5C3CB6FDL,(-5L),(-4L)},{0xFDF441CAL,0x7BFE19BCL,0x3BA073F3L,0x3BA073F3L,0x7BFE19BCL},{0x643F8809L,(-5L),0x71B50F5CL,(-1L),0x643F8809L},{0x7BFE19BCL,1L,0x3BA073F3L,(-6L),0xFDF441CAL}}};
            int i, j, k;
            for (g_1388 = 0; (g_1388 == 3); g_1388 += 8)
            { /* block id: 652 */
                int8_t l_1484 = 0xCAL;
                return l_1484;
            }
            (*l_883) = ((int8_t)(l_1487 != &l_1447) << (int8_t)5);
            --l_1491[4];
            (*l_883) = (*l_883);
        }
        else
        { /* block id: 658 */
            int64_t l_1498 = 0x42DC12A5B30397E9LL;
            int32_t *l_1509 = &l_1281;
            (*g_1374) ^= ((((uint16_t)l_1498 << (uint16_t)11) & ((*g_1093) > (((0UL & 0xFDBBE828C8649C95LL) != ((*g_1093) == ((uint8_t)(g_68 ^= (((((-3L) && (!(*g_779))) , (((int8_t)((uint8_t)(((uint16_t)(l_1498 == l_1498) * (uint16_t)0x1AAAL) != l_1498) >> (uint8_t)(**g_778)) % (int8_t)8L) > (*g_1038))) > g_130) == 0x8D092627L)) * (uint8_t)l_1508))) , 0x02L))) || 0x5DEE0FD8L);
            l_1509 = l_1509;
            p_11 = p_11;
            for (l_849 = 0; (l_849 <= 0); l_849 += 1)
            { /* block id: 665 */
                int8_t l_1510 = 1L;
                return l_1510;
            }
        }
    }
    (*g_199) = p_11;
    return (*g_1374);
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_38 g_20 g_53 g_39 g_68 g_21 g_31 g_129 g_52 g_181 g_130 g_182 g_199 g_209 g_211 g_249 g_469 g_343 g_458 g_491 g_356 g_240 g_359 g_334 g_364 g_569 g_605 g_812 g_814
 * writes: g_21 g_38 g_39 g_52 g_53 g_68 g_3 g_129 g_181 g_182 g_209 g_211 g_240 g_249 g_20 g_465 g_469 g_491 g_356 g_570 g_613
 */
static int32_t * func_12(int32_t * p_13, int32_t * p_14, uint64_t  p_15, int32_t * p_16)
{ /* block id: 7 */
    int32_t l_32 = 0x72327932L;
    int32_t *l_40[4] = {&g_3[8],&g_3[8],&g_3[8],&g_3[8]};
    int16_t *l_61 = &g_38;
    int16_t l_110 = 0xB3C1L;
    uint8_t l_212[9][1] = {{0xC9L},{255UL},{0xC9L},{255UL},{0xC9L},{255UL},{0xC9L},{255UL},{0xC9L}};
    uint8_t l_243 = 1UL;
    int8_t l_320 = 1L;
    int16_t l_409 = 1L;
    int8_t l_466 = 0xC6L;
    int32_t l_467[5][3] = {{0L,0L,0L},{0xDBB14471L,(-1L),0xDBB14471L},{0L,0L,0L},{0xDBB14471L,(-1L),0xDBB14471L},{0L,0L,0L}};
    int32_t l_468 = 2L;
    int16_t *l_485 = &l_409;
    uint8_t *l_486[8] = {&l_243,&l_243,&l_243,&l_243,&l_243,&l_243,&l_243,&l_243};
    uint64_t *l_487 = (void*)0;
    uint64_t *l_488 = &g_469;
    int8_t l_489 = 0xD1L;
    int64_t *l_490 = &g_491;
    int16_t l_495[3][3][10] = {{{(-10L),0x32DBL,(-10L),0xEA3BL,0x2659L,0xFBFEL,0x1178L,0xFBFEL,0x2659L,0xEA3BL},{0xD284L,0x32DBL,0xD284L,0xEA3BL,(-2L),0xFBFEL,0xC66EL,0xFBFEL,(-2L),0xEA3BL},{(-10L),0x32DBL,(-10L),0xEA3BL,0x2659L,0xFBFEL,0x1178L,0xFBFEL,0x2659L,0xEA3BL}},{{0xD284L,0x32DBL,0xD284L,0xEA3BL,(-2L),0xFBFEL,0xC66EL,0xFBFEL,(-2L),0xEA3BL},{(-10L),0x32DBL,(-10L),0xEA3BL,0x2659L,0xFBFEL,0x1178L,0xFBFEL,0x2659L,0xEA3BL},{0xD284L,0x32DBL,0xD284L,0xEA3BL,(-2L),0xFBFEL,0xC66EL,0xFBFEL,(-2L),0xEA3BL}},{{(-10L),0x32DBL,(-10L),0xEA3BL,0x2659L,0xFBFEL,0x1178L,0xFBFEL,0x2659L,0xEA3BL},{0xD284L,0x32DBL,0xD284L,0xEA3BL,(-2L),0xFBFEL,0xC66EL,0xFBFEL,(-2L),0xEA3BL},{(-10L),0x32DBL,(-10L),0xEA3BL,0x2659L,0xFBFEL,0x1178L,0xFBFEL,0x2659L,0xEA3BL}}};
    uint16_t l_503 = 0x7542L;
    int8_t **l_632[4];
    uint16_t **l_647 = &g_613;
    uint32_t l_758 = 0x5A894CFBL;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_632[i] = (void*)0;
lbl_493:
    for (p_15 = 0; (p_15 <= 8); p_15 += 1)
    { /* block id: 10 */
        int32_t l_30 = 0x0DFA0148L;
        int16_t *l_35 = (void*)0;
        int16_t *l_36 = (void*)0;
        int16_t *l_37 = &g_38;
        uint32_t *l_51 = &g_52;
        uint64_t l_82 = 0xE6652566A56D104ALL;
        int64_t l_88[4];
        uint64_t l_107 = 0UL;
        uint8_t *l_125[5][4][3] = {{{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68},{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68}},{{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68},{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68}},{{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68},{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68}},{{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68},{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68}},{{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68},{&g_53,&g_53,(void*)0},{&g_53,&g_68,&g_68}}};
        const uint8_t *l_126 = &g_53;
        int32_t l_248 = 2L;
        uint32_t l_264 = 4294967286UL;
        int32_t *** const l_393 = (void*)0;
        uint32_t l_401 = 0x99EEA80FL;
        int64_t *l_464 = &g_343;
        int64_t **l_463[2];
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_88[i] = (-7L);
        for (i = 0; i < 2; i++)
            l_463[i] = &l_464;
        l_32 &= ((int64_t)((uint8_t)(g_3[p_15] , p_15) << (uint8_t)g_3[8]) / (int64_t)(((uint64_t)(((*p_14) > ((void*)0 == p_14)) | ((int8_t)(-3L) / (int8_t)p_15)) / (uint64_t)(g_3[p_15] ^ l_30)) , p_15));
        if ((((int16_t)(g_53 = ((((((g_39[2] = ((*l_37) ^= (0x7DL & ((g_21 = &g_3[0]) == &g_20)))) , l_40[3]) == (void*)0) >= ((int32_t)((uint32_t)(((uint8_t)((((int16_t)g_3[p_15] * (int16_t)6UL) ^ ((*l_51) = ((int8_t)((p_15 & ((0xFCL < g_3[7]) == 1UL)) , (-10L)) * (int8_t)g_3[4]))) , 248UL) << (uint8_t)g_20) | (*p_14)) - (uint32_t)g_3[2]) / (int32_t)(*p_13))) >= 0L) < 0x39L)) * (int16_t)g_3[8]) || (*p_13)))
        { /* block id: 17 */
            const int16_t l_66 = 0L;
            uint8_t *l_67 = &g_68;
            (*p_14) = ((((int8_t)0x03L >> (int8_t)(g_3[7] >= g_53)) , (-(int64_t)(0x7B1AB372L < p_15))) == ((*l_67) |= (((*l_51) = ((uint16_t)((p_15 & ((void*)0 == l_61)) > (((uint32_t)(((uint16_t)g_20 + (uint16_t)g_3[1]) | g_39[4]) - (uint32_t)l_66) , p_15)) >> (uint16_t)p_15)) <= (*p_13))));
        }
        else
        { /* block id: 21 */
            int64_t l_79 = 0x365C17A62E52AB26LL;
            uint16_t *l_83 = &g_39[3];
            int32_t *l_86 = &l_32;
            uint8_t *l_87 = &g_68;
            (*p_14) = ((((int64_t)g_3[p_15] % (int64_t)((uint16_t)(((uint8_t)((p_15 && ((int8_t)(((((((1UL < (l_79 > g_3[p_15])) >= ((int8_t)(-1L) << (int8_t)1)) == ((*l_83) = l_82)) >= (((uint8_t)(((*l_86) = 0x77BB9FECL) , ((*l_87) = 250UL)) * (uint8_t)g_3[8]) , l_88[0])) <= g_20) | 0L) || g_53) * (int8_t)p_15)) | 0UL) >> (uint8_t)2) == 254UL) + (uint16_t)0x1754L)) < l_88[0]) || l_79);
        }
        for (l_82 = 0; (l_82 <= 3); l_82 += 1)
        { /* block id: 29 */
            uint64_t l_89 = 0x6B90ED9ABD1A96CELL;
            int32_t l_115[5][4][3] = {{{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL},{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL}},{{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL},{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL}},{{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL},{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL}},{{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL},{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL}},{{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL},{0xF8C06C68L,0xF8C06C68L,0xF8C06C68L},{0xF4CFC3FEL,0xF4CFC3FEL,0xF4CFC3FEL}}};
            uint8_t *l_123 = &g_53;
            uint32_t l_372 = 1UL;
            int16_t l_408 = 0xF6D0L;
            uint64_t l_437[5][8] = {{3UL,3UL,0UL,0xFCB881785E00BF62LL,8UL,0xFCB881785E00BF62LL,0UL,3UL},{3UL,1UL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,1UL,3UL},{1UL,18446744073709551612UL,3UL,0xFCB881785E00BF62LL,3UL,18446744073709551612UL,1UL,1UL},{18446744073709551612UL,0xFCB881785E00BF62LL,18446744073709551613UL,18446744073709551613UL,0xFCB881785E00BF62LL,18446744073709551612UL,0UL,18446744073709551612UL},{0xFCB881785E00BF62LL,18446744073709551612UL,0UL,18446744073709551612UL,0xFCB881785E00BF62LL,18446744073709551613UL,18446744073709551613UL,0xFCB881785E00BF62LL}};
            int32_t **l_460 = &g_21;
            int i, j, k;
            (*g_21) = ((void*)0 == &g_68);
            ++l_89;
            if (l_88[0])
            { /* block id: 32 */
                uint8_t *l_102 = (void*)0;
                uint8_t *l_103[10];
                uint16_t *l_106[9][6] = {{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{&g_39[2],(void*)0,&g_39[2],&g_39[2],&g_39[2],&g_39[2]}};
                int32_t l_108 = 0x0937D765L;
                int32_t l_109 = 0x2B013A58L;
                int32_t l_112 = (-5L);
                uint32_t l_118[2][3][4] = {{{18446744073709551615UL,0UL,0UL,18446744073709551615UL},{0x84E00C61L,0UL,1UL,0UL},{0UL,0xA9382BCCL,1UL,1UL}},{{0x84E00C61L,0x84E00C61L,0UL,1UL},{18446744073709551615UL,0xA9382BCCL,18446744073709551615UL,0UL},{18446744073709551615UL,0UL,0UL,18446744073709551615UL}}};
                uint8_t **l_124[1][5][6] = {{{&l_103[3],&l_102,&l_103[3],&l_102,&l_123,&l_123},{&l_103[6],&l_103[3],&l_103[3],&l_103[6],&l_102,&l_102},{&l_102,&l_103[3],&l_102,&l_103[3],&l_102,&l_123},{&l_103[3],&l_102,&l_123,&l_123,&l_102,&l_103[3]},{&l_102,&l_103[3],(void*)0,&l_102,(void*)0,&l_103[3]}}};
                const uint8_t **l_127 = (void*)0;
                const uint8_t **l_128 = (void*)0;
                uint64_t *l_133 = &l_89;
                uint8_t l_183 = 249UL;
                int32_t l_186 = 0L;
                int32_t l_189 = 0xCD21EB8BL;
                uint32_t l_195 = 0x7731CCDAL;
                int i, j, k;
                for (i = 0; i < 10; i++)
                    l_103[i] = &g_68;
                g_3[p_15] = ((((int8_t)((int16_t)p_15 * (int16_t)p_15) * (int8_t)((((int16_t)(((((((((int64_t)(((&g_52 != (void*)0) , 0x8AF6L) > ((*l_37) = ((int8_t)(((0x44B9L ^ (p_15 == ((((p_13 == (((++g_68) | (((g_39[2] = ((p_15 >= p_15) || p_15)) & p_15) | l_82)) , g_31[1][0][5])) & 0L) , 0x4F93C24CE628F5DBLL) > g_53))) & p_15) | l_88[0]) / (int8_t)g_53))) + (int64_t)g_3[2]) != l_107) , g_68) , p_15) , (void*)0) == g_21) <= g_3[8]) & 0x1987340CL) + (int16_t)g_3[2]) | 5L) > (-10L))) , l_108) || g_3[p_15]);
                for (l_30 = 5; (l_30 >= 0); l_30 -= 1)
                { /* block id: 39 */
                    int32_t l_111 = (-5L);
                    int32_t l_113 = 0L;
                    int32_t l_114 = 0x310AB7D5L;
                    int32_t l_116 = (-1L);
                    int32_t l_117 = (-7L);
                    int i;
                    l_118[0][1][3]--;
                }
                if (((((((int16_t)((*l_61) = (l_109 == (-8L))) * (int16_t)p_15) == (((((l_125[0][2][2] = l_123) == (g_129 = l_126)) , 0UL) ^ (((uint64_t)(((*l_133) = 0x9F1C0895ADC90BC3LL) , (~(*p_13))) % (uint64_t)(((uint16_t)(((int16_t)(((int32_t)((g_53 , p_15) ^ l_112) + (int32_t)(*g_21)) | g_3[p_15]) << (int16_t)g_20) == g_3[p_15]) + (uint16_t)p_15) , 18446744073709551615UL)) < 0xE191EB41D5FB7F66LL)) == p_15)) && g_39[3]) , p_15) , (*p_13)))
                { /* block id: 46 */
                    int64_t *l_145 = &l_88[1];
                    int32_t l_150 = 0xBDCD2DBFL;
                    uint32_t l_184 = 0x3DA3A2BDL;
                    uint64_t l_185[4][6] = {{7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL},{7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL},{7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL},{7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL,7UL,0x53064252A57B08C6LL}};
                    int32_t l_187 = 0x4FEB1527L;
                    int32_t l_188[3];
                    int i, j;
                    for (i = 0; i < 3; i++)
                        l_188[i] = 0L;
                    if ((((((*l_61) = ((uint8_t)p_15 << (uint8_t)0)) & (((int64_t)(l_109 , ((*l_145) = l_88[0])) % (int64_t)p_15) || ((g_39[2] , ((uint16_t)((((uint8_t)(*g_129) / (uint8_t)(*g_129)) || (((-8L) >= p_15) , p_15)) > g_52) << (uint16_t)p_15)) == 5L))) < g_39[2]) , 1L))
                    { /* block id: 49 */
                        uint32_t l_151 = 9UL;
                        int32_t *l_177 = &l_32;
                        l_150 ^= 0x6ADF050DL;
                        --l_151;
                        l_184 = (((-(uint64_t)0x805CA6D599639025LL) | (((uint8_t)((int16_t)(((int8_t)(g_182 |= (((int64_t)((uint32_t)((*l_51)--) / (uint32_t)(((int32_t)((int32_t)0xCAA3BF25L % (int32_t)((uint16_t)((uint16_t)0UL + (uint16_t)(((((l_150 = (g_68 = ((int8_t)g_20 - (int8_t)(g_53 ^= (l_177 == (void*)0))))) >= p_15) < ((g_3[p_15] = 65535UL) , (((-(uint32_t)((int64_t)(g_181 ^= 1L) + (int64_t)l_108)) == 4294967295UL) > p_15))) , 4L) <= p_15)) + (uint16_t)g_39[0])) + (int32_t)0x69C0FF02L) , (*g_21))) % (int64_t)g_130) < p_15)) / (int8_t)0xEDL) , l_183) << (int16_t)2) >> (uint8_t)1) >= p_15)) , (*g_21));
                        l_109 &= ((*g_21) = l_185[0][1]);
                    }
                    else
                    { /* block id: 62 */
                        uint32_t l_190 = 0x5591C4A8L;
                        int32_t l_193 = 0xB29808C0L;
                        int32_t l_194 = 0x730C7DF3L;
                        l_190--;
                        --l_195;
                        if ((*p_13))
                            break;
                    }
                }
                else
                { /* block id: 67 */
                    int8_t *l_215 = &g_209;
                    int32_t l_241 = 0xAEEA3C3AL;
                    int32_t l_242 = 0L;
                    int32_t l_247 = (-9L);
                    (*g_199) = func_17(p_13);
                    for (l_32 = 2; (l_32 >= 0); l_32 -= 1)
                    { /* block id: 71 */
                        int8_t *l_208 = &g_209;
                        int32_t **l_210 = &l_40[l_82];
                        int32_t *l_213 = &l_115[2][3][1];
                        int i, j, k;
                        (*l_213) &= (g_3[5] >= ((((((uint16_t)((g_39[4] , 0x1348L) < ((((int16_t)0x4D1DL - (int16_t)g_181) ^ (g_211[0] = (g_31[l_32][l_82][(l_82 + 1)] != ((*l_210) = (((int8_t)((*l_208) |= (g_181 && l_82)) % (int8_t)0x1EL) , (void*)0))))) & 0x1B36E39BB3AE07F9LL)) - (uint16_t)p_15) , l_212[0][0]) ^ 0x1D43E445L) > 0x3D93C69FL) == g_68));
                        (*p_14) = 0x4DCBC17CL;
                    }
                    for (l_183 = 0; (l_183 <= 8); l_183 += 1)
                    { /* block id: 80 */
                        return (*g_199);
                    }
                    if ((!(((*l_215) = (-1L)) > ((uint64_t)(0x85C1E8B45201ABF9LL >= ((int16_t)(((int8_t)(((l_107 >= (4294967295UL < ((int8_t)(((((uint32_t)((*l_51) = ((int64_t)(((g_38 , ((int16_t)((l_118[0][0][2] < ((((int8_t)(((int16_t)((l_241 = (l_118[0][1][3] >= (((uint8_t)((uint16_t)(((g_240 = ((g_39[1] != ((((int64_t)p_15 - (int64_t)g_211[0]) <= 0x83E07017L) < 0xE5L)) , g_182)) > l_183) < g_182) - (uint16_t)g_211[0]) * (uint8_t)(*g_129)) , g_52))) && 0xDDL) * (int16_t)g_130) > l_88[0]) * (int8_t)p_15) | (-1L)) < 0x27L)) || g_3[p_15]) / (int16_t)0xF1B8L)) , 0UL) , p_15) % (int64_t)l_242)) + (uint32_t)0L) , 6UL) <= g_181) != (-4L)) / (int8_t)1L))) , 5L) , 1L) >> (int8_t)l_243) , 0x179FL) - (int16_t)7UL)) - (uint64_t)p_15))))
                    { /* block id: 87 */
                        int8_t **l_244 = &l_215;
                        int32_t l_245 = (-3L);
                        int32_t l_246[1][10][3] = {{{(-1L),(-8L),0x5A8CC3E6L},{0x745B5AC6L,(-1L),0xFB6B2389L},{(-1L),(-1L),(-3L)},{0x745B5AC6L,(-3L),(-1L)},{(-1L),(-3L),0x745B5AC6L},{(-3L),(-1L),(-1L)},{0xFB6B2389L,(-1L),0x745B5AC6L},{0x5A8CC3E6L,(-8L),(-1L)},{0x5A8CC3E6L,0x481D7BF1L,(-3L)},{0xFB6B2389L,0xB0B81AB1L,0xFB6B2389L}}};
                        int i, j, k;
                        (*p_14) ^= (((p_15 , ((*l_244) = (void*)0)) != &g_209) , (-1L));
                        g_249++;
                        (*p_14) = (*p_14);
                    }
                    else
                    { /* block id: 92 */
                        const uint64_t l_256 = 1UL;
                        (*g_21) = (0x9FL == (((g_38 >= ((uint64_t)(l_241 != g_68) / (uint64_t)((int32_t)(*p_14) - (int32_t)((((((l_256 != (((uint32_t)((*l_51) &= g_3[2]) + (uint32_t)((((((~((int16_t)(2L > ((int16_t)0L << (int16_t)2)) * (int16_t)g_181)) , 0x6DC0C42DL) <= l_264) , 0L) || l_256) , 0xBFD19961L)) > (*g_129))) < p_15) == p_15) == 0x1758L) > 0L) && g_249)))) && g_211[0]) | 0x1EE6F18C9C6DE08ELL));
                        (*g_21) = g_3[p_15];
                        if (l_247)
                            continue;
                    }
                }
            }
            else
            { /* block id: 99 */
                int16_t l_266 = (-4L);
                int32_t l_267 = 0L;
                int32_t l_325[7][3][10] = {{{0L,0L,0x1018A835L,0x0A969437L,0x02910209L,1L,(-4L),0x8A45FE48L,0x1F5FF802L,0x12B10208L},{0L,(-1L),0x0F5FABB3L,0x2963E060L,0xECC22FE3L,1L,0L,0xF51D8955L,0x18A35B81L,0L},{0L,0L,0x18A35B81L,0xF51D8955L,0L,1L,0xECC22FE3L,0x2963E060L,0x0F5FABB3L,(-1L)}},{{0L,0x12B10208L,0x1F5FF802L,0x8A45FE48L,(-4L),1L,0x02910209L,0x0A969437L,0x1018A835L,0L},{0L,0x2181DD4FL,6L,0x844BCE16L,0xD1FA6C8DL,1L,0xD1FA6C8DL,0x844BCE16L,6L,0x2181DD4FL},{0L,0L,0x1018A835L,0x0A969437L,0x02910209L,1L,(-4L),0x8A45FE48L,0x1F5FF802L,0x12B10208L}},{{0L,(-1L),0x0F5FABB3L,0x2963E060L,0xECC22FE3L,1L,0L,0xF51D8955L,0x18A35B81L,0L},{0L,0L,0x18A35B81L,0xF51D8955L,0L,1L,0xECC22FE3L,0x2963E060L,0x0F5FABB3L,(-1L)},{0L,0x12B10208L,0x1F5FF802L,0x8A45FE48L,(-4L),1L,0x02910209L,0x0A969437L,0x1018A835L,0L}},{{0L,0x2181DD4FL,6L,0x844BCE16L,0xD1FA6C8DL,1L,0xD1FA6C8DL,0x844BCE16L,6L,0x2181DD4FL},{0L,0L,0x1018A835L,0x0A969437L,0x02910209L,1L,(-4L),0x8A45FE48L,0x1F5FF802L,0x12B10208L},{0L,(-1L),0x0F5FABB3L,0x2963E060L,0xECC22FE3L,1L,0L,0xF51D8955L,0x18A35B81L,0L}},{{0L,0x11C7EE16L,0L,0L,0L,0xCBB4C322L,0L,0x2181DD4FL,0xD1FA6C8DL,0x2624B2BAL},{0L,4L,0x02910209L,0L,0x31208CABL,0xCBB4C322L,0xE7D80BDCL,(-1L),0xECC22FE3L,0x85D963E1L},{0L,(-1L),(-4L),0x12B10208L,0L,0xCBB4C322L,0L,0x12B10208L,(-4L),(-1L)}},{{0L,0x85D963E1L,0xECC22FE3L,(-1L),0xE7D80BDCL,0xCBB4C322L,0x31208CABL,0L,0x02910209L,4L},{0L,0x2624B2BAL,0xD1FA6C8DL,0x2181DD4FL,0L,0xCBB4C322L,0L,0L,0L,0x11C7EE16L},{0L,0x11C7EE16L,0L,0L,0L,0xCBB4C322L,0L,0x2181DD4FL,0xD1FA6C8DL,0x2624B2BAL}},{{0L,4L,0x02910209L,0L,0x31208CABL,0xCBB4C322L,0xE7D80BDCL,(-1L),0xECC22FE3L,0x85D963E1L},{0L,(-1L),(-4L),0x12B10208L,0L,0xCBB4C322L,0L,0x12B10208L,(-4L),(-1L)},{0L,0x85D963E1L,0xECC22FE3L,(-1L),0xE7D80BDCL,0xCBB4C322L,0x31208CABL,0L,0x02910209L,4L}}};
                int32_t l_436 = (-4L);
                int i, j, k;
                for (g_20 = 0; (g_20 <= 0); g_20 += 1)
                { /* block id: 102 */
                    uint8_t l_268 = 0x29L;
                    uint16_t *l_271 = &g_39[3];
                    uint16_t **l_272 = &l_271;
                    uint16_t *l_280 = &g_211[0];
                    uint16_t **l_279 = &l_280;
                    uint64_t l_294 = 0x19BEA2682308056BLL;
                    uint16_t *l_295[9] = {&g_181,&g_181,&g_181,&g_181,&g_181,&g_181,&g_181,&g_181,&g_181};
                    uint64_t *l_296 = &l_107;
                    int32_t **l_297 = &g_21;
                    int i;
                    for (g_249 = 0; (g_249 <= 0); g_249 += 1)
                    { /* block id: 105 */
                        int32_t l_265 = 0x2F176727L;
                        int i, j, k;
                        l_268++;
                        if ((*p_14))
                            continue;
                    }
                }
                for (l_267 = 2; (l_267 >= 0); l_267 -= 1)
                { /* block id: 120 */
                    int32_t *l_301[3];
                    int32_t **l_300 = &l_301[2];
                    uint16_t *l_316 = (void*)0;
                    uint16_t *l_317 = &g_181;
                    int32_t l_321 = 0xB88D3A0BL;
                    int8_t *l_322 = &g_209;
                    int16_t *l_323[10][2][8] = {{{&l_266,&l_110,&l_266,&l_110,&l_266,&l_110,&l_266,&l_110},{(void*)0,&l_110,&l_266,&l_110,(void*)0,(void*)0,(void*)0,(void*)0}},{{&l_110,(void*)0,&l_266,&l_266,(void*)0,&l_266,(void*)0,&l_266},{&l_110,&l_266,&l_266,(void*)0,&l_110,&l_266,&l_266,&l_110}},{{&l_110,&l_266,&l_266,&l_110,&l_266,&l_266,(void*)0,&l_266},{(void*)0,&l_110,&l_110,&l_266,&l_266,&l_110,&l_110,(void*)0}},{{(void*)0,&l_110,(void*)0,&l_266,&l_110,&l_110,&l_110,&l_110},{&l_110,&l_110,&l_266,&l_110,&l_266,&l_110,(void*)0,&l_266}},{{(void*)0,&l_110,&l_110,&l_110,(void*)0,&l_110,&l_110,&l_110},{&l_266,&l_110,&l_110,(void*)0,&l_266,&l_266,&l_266,(void*)0}},{{(void*)0,&l_266,&l_266,&l_110,&l_266,&l_266,(void*)0,&l_110},{(void*)0,&l_266,(void*)0,(void*)0,&l_266,&l_110,&l_110,&l_266}},{{&l_266,(void*)0,&l_110,&l_266,&l_266,&l_110,&l_110,&l_110},{(void*)0,(void*)0,&l_266,&l_266,&l_110,(void*)0,&l_266,(void*)0}},{{(void*)0,(void*)0,&l_110,&l_266,&l_266,&l_110,(void*)0,(void*)0},{&l_110,(void*)0,&l_110,&l_110,(void*)0,&l_110,&l_110,&l_110}},{{&l_266,&l_110,&l_110,&l_110,&l_266,&l_266,&l_266,&l_110},{&l_266,(void*)0,&l_266,&l_110,&l_110,(void*)0,&l_266,&l_110}},{{&l_110,&l_110,&l_110,&l_110,&l_110,&l_110,&l_110,(void*)0},{(void*)0,&l_110,&l_110,&l_266,&l_110,(void*)0,(void*)0,(void*)0}}};
                    uint32_t l_324 = 0x37563791L;
                    uint64_t l_329 = 0x9DDDB8344C8DBCB4LL;
                    const int32_t **l_361[5];
                    int32_t l_405 = 1L;
                    int32_t ***l_459 = (void*)0;
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_301[i] = &l_32;
                    for (i = 0; i < 5; i++)
                        l_361[i] = &g_358[0][3][4];
                }
            }
        }
        (*g_21) ^= ((uint16_t)((g_465 = &l_88[0]) == (void*)0) * (uint16_t)l_107);
        if (g_130)
            goto lbl_472;
    }
lbl_472:
    --g_469;
    if ((((uint8_t)((uint64_t)((uint8_t)(g_38 <= g_343) - (uint8_t)p_15) % (uint64_t)((*l_490) &= (((((int16_t)((uint16_t)(((((((l_61 != &g_356) , (((*l_488) &= (g_68 >= (g_240 = (((int16_t)((*l_485) = (-5L)) << (int16_t)((3L | 0xB33DF54FF36FD3EFLL) || g_458)) | 0x03L)))) , p_15)) , l_489) > 0L) & p_15) > p_15) , 0x284CL) / (uint16_t)g_39[2]) << (int16_t)0) , p_15) == g_211[0]) <= p_15))) >> (uint8_t)g_3[8]) > g_130))
    { /* block id: 184 */
        int32_t * const l_494 = &l_468;
        uint16_t *l_497[6] = {&g_211[0],&g_211[0],&g_181,&g_211[0],&g_211[0],&g_181};
        uint16_t **l_496[3];
        uint16_t ***l_498 = (void*)0;
        uint16_t ***l_499 = (void*)0;
        uint16_t ***l_500 = &l_496[1];
        int32_t l_518 = 0L;
        const uint16_t l_547 = 0x11BCL;
        int32_t l_572[6][7] = {{0xC894702FL,0L,(-1L),1L,0x375A92C4L,0xBEF5EBBEL,0xBEF5EBBEL},{1L,0x375A92C4L,0x1CCA99FBL,0x375A92C4L,1L,0xFF8AB223L,0xC894702FL},{0x394C8725L,0L,0xBEF5EBBEL,(-6L),1L,0xC894702FL,1L},{0xF7E68501L,0L,0L,0xF7E68501L,0x375A92C4L,(-6L),0x394C8725L},{0x394C8725L,(-6L),0x375A92C4L,0xF7E68501L,0L,0L,0xF7E68501L},{1L,0xC894702FL,1L,(-6L),0xBEF5EBBEL,0L,0x394C8725L}};
        uint8_t l_579 = 5UL;
        uint32_t l_602 = 0xBEEAAB37L;
        int64_t l_606[10];
        int i, j;
        for (i = 0; i < 3; i++)
            l_496[i] = &l_497[3];
        for (i = 0; i < 10; i++)
            l_606[i] = 0x883A7D59A113D857LL;
        p_13 = func_17(p_13);
        if (g_20)
            goto lbl_493;
        if ((((l_494 == (p_15 , &l_32)) , (l_495[0][1][7] && (((&g_273 != ((*l_500) = l_496[1])) , 2UL) < ((0UL | ((uint8_t)((void*)0 == &g_39[2]) + (uint8_t)l_503)) >= p_15)))) & g_469))
        { /* block id: 188 */
            int16_t *l_516[7] = {&g_38,&g_38,&l_495[0][1][5],&g_38,&g_38,&l_495[0][1][5],&g_38};
            const int32_t l_519[1][6][9] = {{{(-7L),(-7L),(-5L),(-8L),(-5L),(-7L),(-7L),(-5L),(-8L)},{0x5BA8E7E1L,4L,0x5BA8E7E1L,0xAEE67AB6L,0xAEE67AB6L,0x5BA8E7E1L,4L,0x5BA8E7E1L,0xAEE67AB6L},{0x74A1E553L,(-5L),(-5L),0x74A1E553L,0xBDE705CEL,0x74A1E553L,(-5L),(-5L),0x74A1E553L},{0xBB0FB55AL,0xAEE67AB6L,0xA507376BL,0xAEE67AB6L,0xBB0FB55AL,0xBB0FB55AL,0xAEE67AB6L,0xA507376BL,0xAEE67AB6L},{(-5L),0xBDE705CEL,(-8L),(-8L),0xBDE705CEL,(-5L),0xBDE705CEL,(-8L),(-8L)},{0xBB0FB55AL,0xBB0FB55AL,0xAEE67AB6L,0xA507376BL,0xAEE67AB6L,0xBB0FB55AL,0xBB0FB55AL,0xAEE67AB6L,0xA507376BL}}};
            uint32_t l_545[7];
            int32_t l_563 = 0x43CEA157L;
            uint64_t l_564 = 18446744073709551612UL;
            int32_t l_565[6][6];
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_545[i] = 0xAAC4C565L;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 6; j++)
                    l_565[i][j] = 0L;
            }
            for (g_240 = (-14); (g_240 > 59); ++g_240)
            { /* block id: 191 */
                uint32_t l_538 = 0xA037D8E3L;
                int32_t l_546 = 0x3DC4EF01L;
                int32_t l_577 = 0x05B2DBF3L;
                int32_t l_594 = 0xA2B4E8CCL;
                int32_t l_596 = (-6L);
                int32_t l_597 = (-8L);
                int32_t l_600 = 0x61E03508L;
                int32_t l_601 = 0L;
                for (g_181 = 0; (g_181 <= 2); g_181 += 1)
                { /* block id: 194 */
                    uint32_t *l_509 = (void*)0;
                    uint32_t * const *l_508 = &l_509;
                    int16_t *l_514 = &g_38;
                    int32_t l_520 = 3L;
                    int32_t l_529 = 0xDC25D8E9L;
                    int8_t *l_530 = &g_209;
                    uint16_t l_554 = 1UL;
                    int32_t l_573 = 0L;
                    int32_t l_574 = (-1L);
                    int32_t l_575 = 5L;
                    for (g_356 = 0; (g_356 <= 2); g_356 += 1)
                    { /* block id: 197 */
                        int16_t **l_515[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int8_t *l_517 = &l_489;
                        int i, j;
                        (*p_14) |= (((uint16_t)(((l_467[(g_356 + 1)][g_356] & (((l_508 == (((((int16_t)(((((((int8_t)((*l_517) |= ((-1L) & ((p_14 != l_509) , ((l_514 = l_514) == l_516[3])))) >> (int8_t)4) , p_15) > g_249) ^ l_518) , p_15) == 0x8BA0L) - (int16_t)0x8BF2L) , 0xF0L) , 1UL) , (void*)0)) , 18446744073709551615UL) , p_15)) ^ l_519[0][3][5]) == 1L) >> (uint16_t)l_520) >= g_209);
                    }
                    if (((uint8_t)((uint64_t)((uint8_t)((*g_129) >= ((*l_530) ^= ((int8_t)l_529 / (int8_t)p_15))) * (uint8_t)((int8_t)(0x1EL ^ ((g_130 >= ((((int16_t)((*l_485) &= (((&g_363[1] != (((int64_t)(l_538 = (~0x6BFABCFB3D007D81LL)) + (int64_t)((int16_t)((uint32_t)l_520 + (uint32_t)((int16_t)((*l_514) ^= (((l_545[0] , 0L) <= g_249) >= l_545[0])) % (int16_t)p_15)) + (int16_t)g_249)) , &g_358[0][3][4])) || g_211[0]) ^ l_546)) * (int16_t)l_547) ^ g_240) , g_53)) , p_15)) % (int8_t)(*g_129))) + (uint64_t)g_359) - (uint8_t)l_520))
                    { /* block id: 206 */
                        uint32_t l_566[9] = {4294967291UL,1UL,1UL,4294967291UL,4294967291UL,4294967291UL,1UL,4294967291UL,4294967291UL};
                        int i;
                        l_565[0][3] &= ((l_538 , (((((int8_t)(((*l_490) = (((int32_t)((((uint16_t)65529UL % (uint16_t)p_15) <= (p_15 ^ l_545[0])) & ((l_554 ^ 1L) , ((int8_t)((int32_t)((*p_14) = (*g_334)) - (int32_t)(l_564 |= (l_563 = ((((uint8_t)((((uint16_t)(((l_546 , p_15) , 0xB5L) >= 2UL) / (uint16_t)l_545[3]) || l_519[0][4][5]) < p_15) % (uint8_t)g_240) , l_546) > g_364[1][1])))) / (int8_t)247UL))) + (int32_t)0xE7567CD1L) >= (-1L))) == 0L) << (int8_t)5) && g_53) != g_249) , (void*)0)) == (void*)0);
                        l_566[6]++;
                        (*g_569) = &l_40[2];
                        if (l_546)
                            continue;
                    }
                    else
                    { /* block id: 215 */
                        int32_t l_571 = 0xD2A18054L;
                        l_518 = l_571;
                        if (g_249)
                            goto lbl_472;
                    }
                    for (g_209 = 0; (g_209 <= 5); g_209 += 1)
                    { /* block id: 221 */
                        int32_t l_576 = 0xBB966C0AL;
                        int32_t l_578 = 0x237D2005L;
                        uint32_t * const **l_583 = &l_508;
                        uint32_t * const ***l_582 = &l_583;
                        int i, j;
                        if (l_565[(g_181 + 3)][(g_181 + 1)])
                            break;
                        ++l_579;
                        (*l_582) = &l_508;
                    }
                }
                for (l_489 = 0; (l_489 == 21); l_489 += 8)
                { /* block id: 229 */
                    for (g_469 = 0; g_469 < 7; g_469 += 1)
                    {
                        l_516[g_469] = &g_38;
                    }
                }
                for (l_466 = 0; (l_466 >= 10); ++l_466)
                { /* block id: 234 */
                    int8_t l_588 = 0x9AL;
                    int32_t l_589 = 1L;
                    int32_t l_590 = (-7L);
                    int32_t l_591 = 0xA52DE9FCL;
                    int32_t l_592 = 0x12D00E67L;
                    int32_t l_593 = 0L;
                    int32_t l_595 = 7L;
                    int32_t l_598 = (-8L);
                    int32_t l_599[6][5] = {{0L,0xF803731FL,0L,0x5586951BL,0x5586951BL},{0x54EED230L,0x202D8DB9L,0x54EED230L,5L,0xF803731FL},{(-4L),0x5586951BL,0xF803731FL,5L,0x54EED230L},{0xF803731FL,0L,0x5586951BL,0x5586951BL,0L},{0L,0x8117C461L,0xF803731FL,0x54EED230L,1L},{0x202D8DB9L,0x8117C461L,0x54EED230L,(-5L),(-1L)}};
                    int i, j;
                    l_602++;
                    (*g_605) = p_14;
                }
            }
            return p_13;
        }
        else
        { /* block id: 240 */
            (*p_14) = l_606[4];
        }
        (*p_14) &= 0xEEA22F17L;
    }
    else
    { /* block id: 244 */
        uint16_t *l_612[2][5] = {{&g_39[2],&g_39[2],&g_39[2],&g_39[2],&g_39[2]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        uint16_t **l_611[4][1] = {{&l_612[1][2]},{&l_612[1][2]},{&l_612[1][2]},{&l_612[1][2]}};
        int32_t l_644[7][10] = {{0x30989C77L,0L,0L,0L,0L,0x30989C77L,(-2L),0x30989C77L,0L,0L},{0x3202AB1FL,9L,0x3202AB1FL,0L,(-2L),(-2L),0L,0x3202AB1FL,9L,0x3202AB1FL},{0x3202AB1FL,0x30989C77L,9L,0L,9L,0x30989C77L,0x3202AB1FL,0x3202AB1FL,0x30989C77L,9L},{0x30989C77L,0x3202AB1FL,0x3202AB1FL,0x30989C77L,9L,0L,9L,0x30989C77L,0x3202AB1FL,0x3202AB1FL},{9L,0x3202AB1FL,0L,(-2L),(-2L),0L,0x3202AB1FL,9L,0x3202AB1FL,0L},{0L,0x30989C77L,(-2L),0x30989C77L,0L,0L,0L,0L,0x30989C77L,(-2L)},{9L,9L,(-2L),0L,0xE9339AAFL,0L,(-2L),9L,9L,(-2L)}};
        int32_t l_648 = (-7L);
        uint32_t l_660 = 0xA02B564AL;
        int16_t *l_718 = &g_38;
        int32_t l_757 = 0L;
        int8_t l_800 = 0x94L;
        int32_t l_803 = 1L;
        uint32_t l_805 = 0xBCF637A4L;
        int i, j;
        p_14 = p_14;
        (*p_14) = ((((((int16_t)((*l_485) = g_491) << (int16_t)4) > (((g_613 = &g_356) == (void*)0) , ((void*)0 != l_490))) >= (((uint32_t)((uint32_t)((uint8_t)((int16_t)((*l_61) &= (((uint8_t)(g_3[8] ^ (p_15 >= ((((int16_t)((int8_t)((int16_t)p_15 * (int16_t)((((uint8_t)(g_359 | g_364[0][2]) << (uint8_t)p_15) != 0xE11AL) <= 0x57L)) << (int8_t)1) >> (int16_t)7) > p_15) <= g_458))) / (uint8_t)1L) <= g_52)) + (int16_t)p_15) / (uint8_t)9L) - (uint32_t)g_343) / (uint32_t)p_15) == p_15)) , l_632[0]) == (void*)0);
        for (g_182 = 0; (g_182 <= 1); g_182 += 1)
        { /* block id: 252 */
            int32_t l_763 = (-3L);
            int32_t l_765 = 0x54BBA742L;
            int32_t l_766 = 0x72EC61E0L;
            int16_t l_767[2];
            int32_t ***l_789 = &g_570[3];
            int32_t **** const l_788 = &l_789;
            int32_t ****l_792 = &l_789;
            int i;
            for (i = 0; i < 2; i++)
                l_767[i] = 0L;
            l_40[g_182] = l_40[(g_182 + 1)];
            for (g_491 = 0; (g_491 <= 1); g_491 += 1)
            { /* block id: 256 */
                uint64_t l_683[5];
                int32_t l_686 = 0x0B77505AL;
                uint32_t l_760 = 0x86D92B63L;
                int32_t l_768 = 0x2C30629AL;
                int32_t l_770 = 0x09968B8BL;
                int i;
                for (i = 0; i < 5; i++)
                    l_683[i] = 0x97FD7D54930CD545LL;
            }
        }
        if ((*p_13))
        { /* block id: 337 */
            int32_t l_801[3][2];
            int8_t l_802 = 4L;
            int32_t l_804 = 0x3223BFC4L;
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_801[i][j] = (-5L);
            }
lbl_813:
            --l_805;
            (*p_13) |= (l_648 < (((int16_t)l_805 << (int16_t)3) , p_15));
            for (l_802 = 11; (l_802 >= (-16)); --l_802)
            { /* block id: 342 */
                (*g_812) = func_17(p_13);
                if (g_469)
                    goto lbl_813;
                (*p_14) = ((void*)0 != g_814);
            }
        }
        else
        { /* block id: 347 */
            return (*g_199);
        }
    }
    return p_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes: g_3 l_878 g_1766
 */
static int32_t * func_17(int32_t * p_18)
{ /* block id: 3 */
    (*p_18) = g_3[4];
    return &g_3[8];
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
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_39[i], "g_39[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_181, "g_181", print_hash_value);
    transparent_crc(g_182, "g_182", print_hash_value);
    transparent_crc(g_209, "g_209", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_211[i], "g_211[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_249, "g_249", print_hash_value);
    transparent_crc(g_343, "g_343", print_hash_value);
    transparent_crc(g_356, "g_356", print_hash_value);
    transparent_crc(g_359, "g_359", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_364[i][j], "g_364[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_458, "g_458", print_hash_value);
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_491, "g_491", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_756[i], "g_756[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_780[i], "g_780[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_816, "g_816", print_hash_value);
    transparent_crc(g_853, "g_853", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_855[i], "g_855[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_858, "g_858", print_hash_value);
    transparent_crc(g_914, "g_914", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1013[i][j], "g_1013[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1064, "g_1064", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_1153[i], "g_1153[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1388, "g_1388", print_hash_value);
    transparent_crc(g_1402, "g_1402", print_hash_value);
    transparent_crc(g_1535, "g_1535", print_hash_value);
    transparent_crc(g_1543, "g_1543", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_1600[i][j], "g_1600[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_1673[i][j][k], "g_1673[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1733, "g_1733", print_hash_value);
    transparent_crc(g_1756, "g_1756", print_hash_value);
    transparent_crc(g_1766, "g_1766", print_hash_value);
    transparent_crc(g_1781, "g_1781", print_hash_value);
    transparent_crc(g_1973, "g_1973", print_hash_value);
    transparent_crc(g_2152, "g_2152", print_hash_value);
    transparent_crc(g_2157, "g_2157", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_2228[i], "g_2228[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2310, "g_2310", print_hash_value);
    transparent_crc(g_2318, "g_2318", print_hash_value);
    transparent_crc(g_2495, "g_2495", print_hash_value);
    transparent_crc(g_2500, "g_2500", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 639
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

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 269
   depth: 2, occurrence: 55
   depth: 3, occurrence: 5
   depth: 4, occurrence: 4
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 3
   depth: 18, occurrence: 1
   depth: 19, occurrence: 2
   depth: 20, occurrence: 3
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 2
   depth: 25, occurrence: 5
   depth: 26, occurrence: 4
   depth: 27, occurrence: 2
   depth: 28, occurrence: 3
   depth: 29, occurrence: 3
   depth: 30, occurrence: 5
   depth: 31, occurrence: 1
   depth: 32, occurrence: 1
   depth: 33, occurrence: 3
   depth: 34, occurrence: 2
   depth: 37, occurrence: 1
   depth: 42, occurrence: 1
   depth: 43, occurrence: 1
   depth: 44, occurrence: 1

XXX total number of pointers: 431

XXX times a variable address is taken: 1204
XXX times a pointer is dereferenced on RHS: 485
breakdown:
   depth: 1, occurrence: 362
   depth: 2, occurrence: 102
   depth: 3, occurrence: 19
   depth: 4, occurrence: 2
XXX times a pointer is dereferenced on LHS: 331
breakdown:
   depth: 1, occurrence: 305
   depth: 2, occurrence: 21
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
XXX times a pointer is compared with null: 41
XXX times a pointer is compared with address of another variable: 9
XXX times a pointer is compared with another pointer: 17
XXX times a pointer is qualified to be dereferenced: 9466

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2340
   level: 2, occurrence: 415
   level: 3, occurrence: 175
   level: 4, occurrence: 89
   level: 5, occurrence: 59
XXX number of pointers point to pointers: 227
XXX number of pointers point to scalars: 204
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 32.7
XXX average alias set size: 1.48

XXX times a non-volatile is read: 2175
XXX times a non-volatile is write: 1005
XXX times a volatile is read: 173
XXX    times read thru a pointer: 90
XXX times a volatile is write: 19
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 1.5e+03
XXX percentage of non-volatile access: 94.3

XXX forward jumps: 1
XXX backward jumps: 8

XXX stmts: 250
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 16
   depth: 1, occurrence: 23
   depth: 2, occurrence: 51
   depth: 3, occurrence: 38
   depth: 4, occurrence: 51
   depth: 5, occurrence: 71

XXX percentage a fresh-made variable is used: 14.3
XXX percentage an existing variable is used: 85.7
********************* end of statistics **********************/

