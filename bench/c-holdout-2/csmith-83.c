/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 83 --no-safe-math --max-funcs 7 --no-bitfields
 * Seed:      83
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
static int32_t g_8 = (-1L);
static int32_t g_11 = 0x46507E67L;
static uint32_t g_12[8] = {0x6887E08AL,0x6887E08AL,0x6887E08AL,0x6887E08AL,0x6887E08AL,0x6887E08AL,0x6887E08AL,0x6887E08AL};
static uint32_t g_14 = 4294967295UL;
static uint8_t g_35 = 0x96L;
static int8_t g_120 = 2L;
static int64_t g_124 = (-9L);
static uint64_t g_126 = 7UL;
static int32_t * volatile g_127 = (void*)0;/* VOLATILE GLOBAL g_127 */
static uint16_t g_128 = 65535UL;
static uint32_t g_142 = 18446744073709551615UL;
static int16_t g_159 = (-9L);
static int64_t g_176 = 0x5E692D5BEC68AB63LL;
static uint16_t g_177[6] = {0UL,0UL,0UL,0UL,0UL,0UL};
static uint8_t g_205 = 251UL;
static volatile int16_t * volatile g_211 = (void*)0;/* VOLATILE GLOBAL g_211 */
static volatile int16_t * volatile *g_210 = &g_211;
static int8_t g_231 = 0xD6L;
static int8_t g_250 = 0xC7L;
static int32_t * volatile g_251 = &g_8;/* VOLATILE GLOBAL g_251 */
static uint64_t *g_252 = &g_126;
static int32_t g_255 = (-5L);
static int32_t *g_254[2] = {&g_255,&g_255};
static const int32_t *g_276 = (void*)0;
static uint16_t g_280 = 0xC5B7L;
static uint8_t * const g_313 = &g_35;
static uint8_t * const *g_312 = &g_313;
static int16_t * const g_318 = &g_159;
static int16_t * const *g_317 = &g_318;
static int16_t * const *g_321[5] = {&g_318,&g_318,&g_318,&g_318,&g_318};
static int16_t * const ** volatile g_320[8][2][3] = {{{(void*)0,&g_321[2],(void*)0},{&g_321[4],&g_321[2],&g_321[4]}},{{(void*)0,&g_321[2],(void*)0},{&g_321[4],&g_321[2],&g_321[4]}},{{(void*)0,&g_321[2],(void*)0},{&g_321[4],&g_321[2],&g_321[4]}},{{(void*)0,&g_321[2],(void*)0},{&g_321[4],&g_321[2],&g_321[4]}},{{(void*)0,(void*)0,&g_321[2]},{&g_321[1],&g_321[4],&g_321[1]}},{{&g_321[2],(void*)0,&g_321[2]},{&g_321[1],&g_321[4],&g_321[1]}},{{&g_321[2],(void*)0,&g_321[2]},{&g_321[1],&g_321[4],&g_321[1]}},{{&g_321[2],(void*)0,&g_321[2]},{&g_321[1],&g_321[4],&g_321[1]}}};
static int16_t * const ** volatile g_322 = &g_321[2];/* VOLATILE GLOBAL g_322 */
static int32_t * volatile g_362 = &g_8;/* VOLATILE GLOBAL g_362 */
static volatile int8_t g_379 = 0x74L;/* VOLATILE GLOBAL g_379 */
static uint64_t g_380[5][9][4] = {{{0x4DD1FA9EB540B2ACLL,1UL,0xB6682C96FFEB90E2LL,0UL},{1UL,8UL,0xCDDE35D2B685FC76LL,1UL},{1UL,1UL,0xB6682C96FFEB90E2LL,1UL},{0x4DD1FA9EB540B2ACLL,1UL,0xD7CA56439820FABCLL,0xB6682C96FFEB90E2LL},{0x562FB669E5A8098CLL,18446744073709551615UL,0UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551607UL,1UL,0xAF3069D3AB79A35BLL},{0x2195163E3CC25A29LL,8UL,0x36232CE42CF1A770LL,0xB6682C96FFEB90E2LL},{0x9948723BDF14C78DLL,0x562FB669E5A8098CLL,0xA9BF9B34C75CF7ADLL,0xE6D73A53A5831BF7LL},{1UL,1UL,0xD7CA56439820FABCLL,0x562FB669E5A8098CLL}},{{18446744073709551615UL,0xDF80AF4C93AB47ACLL,0UL,0UL},{0xC2CF4237CFC89070LL,0xC2CF4237CFC89070LL,0xA9BF9B34C75CF7ADLL,0xAF3069D3AB79A35BLL},{1UL,0xB8A92E8986B258F4LL,0x2FD8B836DEE6B636LL,0x978253EB220B9DF3LL},{0x2195163E3CC25A29LL,1UL,18446744073709551615UL,0x2FD8B836DEE6B636LL},{1UL,1UL,0UL,0x978253EB220B9DF3LL},{1UL,0xB8A92E8986B258F4LL,1UL,0xAF3069D3AB79A35BLL},{0x4DD1FA9EB540B2ACLL,0xC2CF4237CFC89070LL,1UL,0UL},{0x9948723BDF14C78DLL,0xDF80AF4C93AB47ACLL,0xCDDE35D2B685FC76LL,0x562FB669E5A8098CLL},{0xE6D73A53A5831BF7LL,1UL,18446744073709551615UL,0xE6D73A53A5831BF7LL}},{{0x4DD1FA9EB540B2ACLL,0x562FB669E5A8098CLL,0UL,0xB6682C96FFEB90E2LL},{0x978253EB220B9DF3LL,8UL,0UL,0xAF3069D3AB79A35BLL},{0xC2CF4237CFC89070LL,18446744073709551607UL,0xB6682C96FFEB90E2LL,18446744073709551615UL},{0x2195163E3CC25A29LL,18446744073709551615UL,0x2195163E3CC25A29LL,0xB6682C96FFEB90E2LL},{0xE6D73A53A5831BF7LL,1UL,0xA9BF9B34C75CF7ADLL,1UL},{18446744073709551615UL,1UL,1UL,1UL},{18446744073709551615UL,8UL,1UL,0UL},{18446744073709551615UL,1UL,0xA9BF9B34C75CF7ADLL,1UL},{0xE6D73A53A5831BF7LL,0xB8A92E8986B258F4LL,0x2195163E3CC25A29LL,0x562FB669E5A8098CLL}},{{0x2195163E3CC25A29LL,0x562FB669E5A8098CLL,0xB6682C96FFEB90E2LL,0x2FD8B836DEE6B636LL},{0xC2CF4237CFC89070LL,0x978253EB220B9DF3LL,0UL,1UL},{0x978253EB220B9DF3LL,0xB8A92E8986B258F4LL,0UL,18446744073709551615UL},{0x4DD1FA9EB540B2ACLL,18446744073709551615UL,18446744073709551615UL,0UL},{0xE6D73A53A5831BF7LL,18446744073709551615UL,0xCDDE35D2B685FC76LL,0x978253EB220B9DF3LL},{0x9948723BDF14C78DLL,1UL,1UL,0x9948723BDF14C78DLL},{0x4DD1FA9EB540B2ACLL,0x978253EB220B9DF3LL,1UL,0xB6682C96FFEB90E2LL},{1UL,0xDF80AF4C93AB47ACLL,0UL,1UL},{1UL,18446744073709551607UL,18446744073709551615UL,1UL}},{{0x2195163E3CC25A29LL,0xDF80AF4C93AB47ACLL,0x2FD8B836DEE6B636LL,0xB6682C96FFEB90E2LL},{1UL,0x978253EB220B9DF3LL,0xA9BF9B34C75CF7ADLL,0x9948723BDF14C78DLL},{0xC2CF4237CFC89070LL,1UL,0UL,0x978253EB220B9DF3LL},{18446744073709551615UL,18446744073709551615UL,0xD7CA56439820FABCLL,0UL},{1UL,18446744073709551615UL,0xA9BF9B34C75CF7ADLL,18446744073709551615UL},{0x9948723BDF14C78DLL,0xB8A92E8986B258F4LL,0x36232CE42CF1A770LL,1UL},{1UL,0x2195163E3CC25A29LL,0xCDDE35D2B685FC76LL,0x27975D8832C81263LL},{1UL,0x2FD8B836DEE6B636LL,8UL,0x2FD8B836DEE6B636LL},{0x2FD8B836DEE6B636LL,0x56F413D37B2E187ALL,18446744073709551615UL,2UL}}};
static int32_t g_417 = 0x8F04A194L;
static uint16_t *g_430 = (void*)0;
static int32_t * volatile * const  volatile * const  volatile g_436 = (void*)0;/* VOLATILE GLOBAL g_436 */
static int32_t * volatile * const g_439[8][2] = {{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]},{&g_254[1],&g_254[1]}};
static int32_t * volatile * const  volatile *g_438 = &g_439[7][0];
static int32_t * volatile * const  volatile * volatile * volatile g_437 = &g_438;/* VOLATILE GLOBAL g_437 */
static int16_t **g_476 = (void*)0;
static int16_t **g_478 = (void*)0;
static int32_t **g_505 = (void*)0;
static int32_t ***g_504 = &g_505;
static int64_t *g_534[2] = {&g_176,&g_176};
static volatile int32_t g_562 = (-5L);/* VOLATILE GLOBAL g_562 */
static int16_t g_563 = (-1L);
static volatile uint32_t g_637 = 0xF467D675L;/* VOLATILE GLOBAL g_637 */
static const int32_t *g_645 = (void*)0;
static const int32_t * volatile * volatile g_644 = &g_645;/* VOLATILE GLOBAL g_644 */
static const int32_t * volatile * volatile *g_643 = &g_644;
static const int32_t * volatile * volatile ** volatile g_642[8] = {&g_643,&g_643,&g_643,&g_643,&g_643,&g_643,&g_643,&g_643};
static const int32_t * volatile * volatile ** volatile *g_641 = &g_642[7];
static volatile int64_t g_654 = 0xD6C397EE5BCAEE61LL;/* VOLATILE GLOBAL g_654 */
static volatile uint16_t g_655 = 0x629EL;/* VOLATILE GLOBAL g_655 */
static const int32_t g_665[1][1] = {{(-1L)}};
static int32_t g_674 = 0L;
static volatile int32_t * volatile g_721 = &g_562;/* VOLATILE GLOBAL g_721 */
static volatile int32_t * volatile * volatile g_720 = &g_721;/* VOLATILE GLOBAL g_720 */
static volatile int32_t * volatile * volatile *g_719 = &g_720;
static const volatile uint32_t g_776 = 0xF8738AC4L;/* VOLATILE GLOBAL g_776 */
static int32_t *g_816 = &g_8;
static int32_t ** const  volatile g_815 = &g_816;/* VOLATILE GLOBAL g_815 */
static int32_t g_830[3] = {(-8L),(-8L),(-8L)};
static int32_t *g_829 = &g_830[2];
static int16_t g_888 = 1L;
static uint32_t *g_917 = (void*)0;
static uint32_t * volatile * volatile g_916 = &g_917;/* VOLATILE GLOBAL g_916 */
static uint32_t g_993 = 3UL;
static int32_t ** volatile g_1091 = &g_829;/* VOLATILE GLOBAL g_1091 */
static uint64_t g_1124 = 0xF615E8C2370D9828LL;
static int32_t ** volatile g_1129 = (void*)0;/* VOLATILE GLOBAL g_1129 */
static int32_t ** volatile g_1218 = &g_829;/* VOLATILE GLOBAL g_1218 */
static int32_t ** volatile g_1231 = &g_816;/* VOLATILE GLOBAL g_1231 */
static volatile int8_t g_1234 = 6L;/* VOLATILE GLOBAL g_1234 */
static int8_t *g_1347 = &g_120;
static int8_t * volatile * const  volatile g_1346 = &g_1347;/* VOLATILE GLOBAL g_1346 */
static volatile int64_t * volatile g_1358 = &g_654;/* VOLATILE GLOBAL g_1358 */
static volatile int64_t * volatile *g_1357 = &g_1358;
static volatile int64_t * volatile ** volatile g_1356[5] = {&g_1357,&g_1357,&g_1357,&g_1357,&g_1357};
static int32_t ** volatile g_1361[2][8] = {{&g_816,&g_816,&g_829,&g_829,&g_829,&g_816,&g_816,&g_829},{(void*)0,&g_829,&g_829,(void*)0,&g_829,(void*)0,&g_829,&g_829}};
static int32_t ***g_1421 = &g_505;
static volatile int32_t g_1433 = (-1L);/* VOLATILE GLOBAL g_1433 */
static int16_t * const ** volatile *g_1517 = (void*)0;
static int16_t * const ** volatile ** volatile g_1516 = &g_1517;/* VOLATILE GLOBAL g_1516 */
static int32_t ** volatile g_1518[6][7][2] = {{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}},{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}},{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}},{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}},{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}},{{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829},{&g_829,&g_829}}};
static int32_t ** volatile g_1519 = &g_829;/* VOLATILE GLOBAL g_1519 */
static int32_t *g_1520[4][7][7] = {{{(void*)0,(void*)0,&g_8,(void*)0,(void*)0,&g_417,&g_417},{&g_830[1],&g_8,&g_830[2],&g_8,&g_830[1],&g_830[0],&g_830[0]},{(void*)0,(void*)0,&g_8,(void*)0,(void*)0,&g_417,&g_417},{&g_830[1],&g_8,&g_830[2],&g_8,&g_830[1],&g_830[0],&g_830[0]},{(void*)0,(void*)0,&g_8,(void*)0,(void*)0,&g_417,&g_417},{&g_830[1],&g_8,&g_830[2],&g_8,&g_830[1],&g_830[0],&g_830[0]},{(void*)0,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8}},{{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]}},{{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8}},{{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]},{&g_417,&g_8,&g_830[2],&g_8,&g_417,&g_8,&g_8},{&g_830[0],&g_830[2],(void*)0,&g_830[2],&g_830[0],&g_830[2],&g_830[2]}}};
static int32_t ** volatile g_1585[6] = {(void*)0,(void*)0,&g_1520[2][1][5],(void*)0,(void*)0,&g_1520[2][1][5]};
static volatile uint32_t g_1591 = 1UL;/* VOLATILE GLOBAL g_1591 */
static volatile uint32_t *g_1590 = &g_1591;
static volatile uint32_t * volatile * volatile g_1589 = &g_1590;/* VOLATILE GLOBAL g_1589 */
static int32_t ** volatile g_1615[7] = {&g_816,&g_816,&g_1520[2][5][5],&g_816,&g_816,&g_1520[2][5][5],&g_816};
static int32_t ** const  volatile g_1616 = &g_816;/* VOLATILE GLOBAL g_1616 */
static int32_t ** volatile g_1618 = &g_1520[1][0][3];/* VOLATILE GLOBAL g_1618 */
static uint32_t g_1648 = 4294967291UL;
static int32_t ** volatile g_1702 = &g_1520[0][1][4];/* VOLATILE GLOBAL g_1702 */
static const uint32_t *g_1735 = &g_12[2];
static const uint32_t **g_1734[7][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1735,&g_1735,&g_1735,&g_1735,&g_1735},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1735,&g_1735,&g_1735,&g_1735,&g_1735},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1735,&g_1735,&g_1735,&g_1735,&g_1735},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static const uint32_t ***g_1733 = &g_1734[6][4];
static int32_t ** volatile g_1746 = &g_1520[2][1][5];/* VOLATILE GLOBAL g_1746 */
static int16_t ***g_1771 = &g_476;
static int16_t ****g_1770 = &g_1771;
static uint8_t *g_1791 = &g_35;
static uint8_t **g_1790 = &g_1791;
static const uint8_t g_1852 = 1UL;
static const int32_t ** volatile g_1896 = &g_276;/* VOLATILE GLOBAL g_1896 */
static int32_t ** volatile g_1960 = &g_829;/* VOLATILE GLOBAL g_1960 */
static int32_t ** volatile g_1964[6][6][7] = {{{&g_829,&g_829,&g_816,(void*)0,(void*)0,(void*)0,&g_1520[2][1][5]},{(void*)0,&g_1520[2][1][5],&g_1520[2][1][5],(void*)0,&g_816,&g_816,(void*)0},{&g_1520[2][1][5],&g_1520[0][6][2],&g_1520[2][1][5],&g_829,&g_1520[3][2][2],&g_816,&g_816},{&g_1520[2][4][4],&g_829,(void*)0,&g_1520[0][6][6],&g_1520[0][2][1],&g_829,&g_1520[2][1][5]},{&g_816,&g_829,&g_1520[2][1][5],&g_816,&g_829,&g_816,&g_816},{&g_829,&g_1520[0][2][5],(void*)0,&g_816,&g_829,&g_816,&g_829}},{{&g_816,&g_1520[2][1][5],&g_1520[2][1][5],(void*)0,&g_829,(void*)0,&g_1520[0][6][2]},{&g_1520[2][1][5],&g_829,&g_1520[2][1][5],&g_829,(void*)0,&g_816,&g_1520[2][1][5]},{&g_816,&g_816,&g_816,&g_816,&g_816,&g_829,&g_829},{&g_829,&g_816,&g_816,&g_1520[1][0][3],&g_1520[2][1][5],&g_1520[2][5][0],&g_1520[2][1][5]},{&g_1520[2][1][5],&g_816,&g_1520[2][3][6],&g_829,(void*)0,&g_1520[2][1][5],&g_1520[2][5][2]},{(void*)0,&g_816,&g_1520[2][1][5],&g_1520[3][3][3],&g_1520[3][3][6],&g_816,&g_1520[2][3][6]}},{{&g_816,&g_829,&g_1520[1][4][4],&g_1520[2][1][5],&g_816,&g_1520[2][1][5],&g_1520[0][1][2]},{&g_1520[1][4][4],&g_1520[2][1][5],&g_1520[1][4][6],&g_1520[2][1][5],(void*)0,&g_1520[2][1][5],&g_1520[1][4][6]},{&g_1520[0][2][5],&g_1520[0][2][5],&g_829,&g_1520[3][3][6],&g_829,(void*)0,(void*)0},{&g_829,&g_829,&g_829,&g_816,&g_1520[2][1][5],(void*)0,&g_1520[3][2][2]},{&g_1520[1][0][3],&g_829,&g_816,&g_829,&g_829,&g_1520[2][1][5],&g_816},{(void*)0,&g_1520[0][6][2],&g_829,&g_816,(void*)0,&g_1520[0][0][0],&g_1520[3][3][3]}},{{(void*)0,&g_1520[2][1][5],&g_1520[0][6][6],&g_816,&g_816,(void*)0,&g_1520[2][1][5]},{(void*)0,&g_829,&g_1520[2][1][5],&g_1520[1][4][6],&g_1520[3][3][6],(void*)0,&g_1520[2][1][5]},{&g_829,&g_829,&g_816,&g_1520[2][5][0],(void*)0,&g_829,&g_1520[2][1][5]},{(void*)0,&g_829,&g_829,&g_816,&g_1520[2][1][5],&g_829,(void*)0},{(void*)0,&g_829,&g_829,&g_829,&g_816,&g_1520[2][1][5],&g_1520[0][0][0]},{&g_829,&g_816,&g_1520[2][1][5],&g_1520[2][1][5],(void*)0,&g_816,&g_1520[2][1][5]}},{{(void*)0,&g_1520[2][1][5],&g_829,&g_829,&g_829,&g_816,&g_829},{(void*)0,(void*)0,(void*)0,&g_829,&g_829,(void*)0,&g_1520[2][1][5]},{&g_1520[2][1][5],&g_1520[2][4][4],&g_1520[2][1][5],&g_829,&g_1520[2][1][5],&g_1520[0][6][6],&g_829},{(void*)0,&g_1520[2][1][5],&g_1520[1][4][6],&g_1520[1][4][4],(void*)0,&g_1520[2][1][5],&g_1520[2][1][5]},{&g_829,&g_1520[2][1][5],&g_829,&g_829,&g_1520[2][5][2],&g_829,&g_1520[2][1][5]},{&g_816,&g_1520[2][1][5],(void*)0,&g_829,(void*)0,&g_1520[2][1][5],&g_1520[2][1][5]}},{{&g_829,&g_1520[2][1][5],&g_1520[2][0][1],&g_1520[0][0][0],&g_1520[2][1][5],&g_816,&g_1520[2][1][5]},{&g_1520[3][3][6],&g_816,(void*)0,(void*)0,&g_829,&g_1520[2][0][1],&g_816},{&g_1520[2][1][5],&g_829,&g_816,&g_1520[2][1][5],&g_816,(void*)0,(void*)0},{(void*)0,&g_1520[3][3][6],&g_816,&g_1520[2][1][5],&g_829,&g_1520[1][4][4],(void*)0},{&g_816,(void*)0,&g_829,&g_816,(void*)0,(void*)0,&g_816},{(void*)0,&g_1520[0][2][5],&g_816,&g_816,&g_1520[2][1][5],&g_1520[1][0][3],&g_1520[2][1][5]}}};
static int32_t * volatile g_2013 = (void*)0;/* VOLATILE GLOBAL g_2013 */
static int32_t g_2209[1][10][6] = {{{0x3C701254L,0xB0E3D299L,0x335A2D2FL,(-5L),0xB0E3D299L,(-1L)},{6L,0x3C701254L,1L,0xB0E3D299L,1L,(-1L)},{1L,6L,0x335A2D2FL,(-7L),(-7L),0x335A2D2FL},{1L,1L,0x6C3B54BAL,0xB0E3D299L,0xC607A962L,0x6091168FL},{6L,1L,0xC2271CD4L,(-5L),(-7L),0x6C3B54BAL},{0x3C701254L,6L,0xC2271CD4L,0x3C701254L,1L,0x6091168FL},{0xB0E3D299L,0x3C701254L,0x6C3B54BAL,0x3C701254L,0xB0E3D299L,0x335A2D2FL},{0x3C701254L,0xB0E3D299L,0x335A2D2FL,(-5L),0xB0E3D299L,(-1L)},{6L,0x3C701254L,1L,0xB0E3D299L,1L,(-1L)},{1L,6L,0x335A2D2FL,(-7L),(-7L),0x335A2D2FL}}};
static int8_t g_2265 = 3L;
static uint8_t g_2289 = 0xE7L;
static volatile uint64_t g_2369 = 5UL;/* VOLATILE GLOBAL g_2369 */
static uint32_t *g_2451 = &g_142;
static int32_t ** volatile g_2453 = &g_816;/* VOLATILE GLOBAL g_2453 */
static const int32_t ** volatile g_2565 = &g_276;/* VOLATILE GLOBAL g_2565 */
static int64_t g_2581 = (-1L);
static int32_t * volatile g_2653 = &g_8;/* VOLATILE GLOBAL g_2653 */
static int32_t *g_2656 = (void*)0;
static uint32_t g_2674[3] = {0x0B5F74D8L,0x0B5F74D8L,0x0B5F74D8L};
static int64_t g_2751 = 0L;
static const int64_t g_2752 = 0L;
static int16_t *g_2765 = &g_888;
static int8_t g_2803 = 0x3EL;
static volatile uint16_t *g_2810[1][1][6] = {{{&g_655,&g_655,&g_655,&g_655,&g_655,&g_655}}};
static volatile uint16_t **g_2809 = &g_2810[0][0][3];
static volatile uint16_t *** volatile g_2808 = &g_2809;/* VOLATILE GLOBAL g_2808 */
static int32_t ** volatile g_2851 = &g_2656;/* VOLATILE GLOBAL g_2851 */
static int32_t g_2974[9] = {0x0B12DCA3L,1L,0x0B12DCA3L,1L,0x0B12DCA3L,1L,0x0B12DCA3L,1L,0x0B12DCA3L};


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static uint16_t  func_4(int32_t  p_5, uint16_t  p_6, int32_t  p_7);
static int32_t * func_20(const uint64_t  p_21);
static int8_t  func_31(int32_t * p_32);
static int32_t * func_43(int32_t * const  p_44, int32_t * p_45, int32_t * p_46, int8_t  p_47);
static int32_t * func_48(uint32_t * const  p_49, int64_t  p_50);
static const int32_t * func_52(int32_t * p_53, const int64_t  p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_12 g_14 g_1218 g_829 g_1520 g_2851 g_417 g_1346 g_1347 g_120 g_312 g_313 g_35 g_816 g_1790 g_1791 g_534 g_252 g_126 g_1648 g_830 g_2809 g_2810 g_655 g_2974 g_2808
 * writes: g_11 g_8 g_14 g_1520 g_2656 g_417 g_35 g_120 g_250 g_176 g_830 g_1648 g_280 g_2803 g_916 g_2974
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_9 = 0xB7161AB6L;
    int32_t *l_10 = &g_11;
    int32_t *l_2973 = &g_2974[8];
    (*l_2973) |= ((uint8_t)(func_4((g_8 ^ 255UL), l_9, (((*l_10) = 0x813F1A07L) , 8L)) , 250UL) << (uint8_t)6);
    return (***g_2808);
}


/* ------------------------------------------ */
/* 
 * reads : g_12 g_14 g_8 g_1218 g_829 g_1520 g_2851 g_417 g_1346 g_1347 g_120 g_312 g_313 g_35 g_816 g_1790 g_1791 g_534 g_252 g_126 g_1648 g_830 g_2809 g_2810 g_655
 * writes: g_8 g_14 g_11 g_1520 g_2656 g_417 g_35 g_120 g_250 g_176 g_830 g_1648 g_280 g_2803 g_916
 */
static uint16_t  func_4(int32_t  p_5, uint16_t  p_6, int32_t  p_7)
{ /* block id: 2 */
    uint16_t l_2856 = 0xA57CL;
    int32_t l_2862 = 1L;
    int32_t l_2872[9];
    uint64_t l_2892 = 0x8123898DAF1AD423LL;
    uint32_t l_2925[1][8][5] = {{{4294967287UL,4294967287UL,8UL,4294967287UL,4294967287UL},{0xD60B4865L,0x3A5F20EDL,0xD60B4865L,0xD60B4865L,0x3A5F20EDL},{4294967287UL,0x15AE44ECL,0x15AE44ECL,4294967287UL,0x15AE44ECL},{0x3A5F20EDL,0x3A5F20EDL,0xF4C30F2EL,0x3A5F20EDL,0x3A5F20EDL},{0x15AE44ECL,4294967287UL,0x15AE44ECL,0x15AE44ECL,4294967287UL},{0x3A5F20EDL,0xD60B4865L,0xD60B4865L,0x3A5F20EDL,0xD60B4865L},{4294967287UL,4294967287UL,8UL,4294967287UL,4294967287UL},{0xD60B4865L,0x3A5F20EDL,0xD60B4865L,0xD60B4865L,0x3A5F20EDL}}};
    int32_t l_2960 = 0x8F61FBEEL;
    uint32_t ** const l_2961[1][4][4] = {{{&g_917,&g_917,(void*)0,&g_917},{(void*)0,&g_917,&g_917,(void*)0},{&g_917,&g_917,&g_917,&g_917},{&g_917,(void*)0,&g_917,&g_917}}};
    int32_t l_2968[5] = {0x957AEFCEL,0x957AEFCEL,0x957AEFCEL,0x957AEFCEL,0x957AEFCEL};
    int i, j, k;
    for (i = 0; i < 9; i++)
        l_2872[i] = 0x089EF0A4L;
    for (p_7 = 7; (p_7 >= 0); p_7 -= 1)
    { /* block id: 5 */
        int64_t l_2853[5][10] = {{0x11AAEFFB6EFACE8FLL,0L,5L,4L,5L,0L,0x11AAEFFB6EFACE8FLL,0x11AAEFFB6EFACE8FLL,0L,5L},{0L,0x11AAEFFB6EFACE8FLL,0x11AAEFFB6EFACE8FLL,0L,5L,4L,5L,0L,0x11AAEFFB6EFACE8FLL,0x11AAEFFB6EFACE8FLL},{5L,0x11AAEFFB6EFACE8FLL,3L,6L,6L,3L,0x11AAEFFB6EFACE8FLL,5L,0x11AAEFFB6EFACE8FLL,3L},{4L,0L,6L,0L,4L,3L,3L,4L,0L,6L},{5L,5L,6L,4L,6L,4L,6L,5L,5L,6L}};
        int32_t l_2855[8] = {0xE61C9D4DL,8L,0xE61C9D4DL,8L,0xE61C9D4DL,8L,0xE61C9D4DL,8L};
        int32_t l_2861 = 0x0CC100CCL;
        int32_t l_2866 = 0x16825D98L;
        int32_t l_2870[10][6] = {{0xA7BD7E76L,0xA96D1D10L,0x292E4138L,0xA7BD7E76L,0x930E477EL,0xA7BD7E76L},{0xA7BD7E76L,0x930E477EL,0xA7BD7E76L,0x292E4138L,0xA96D1D10L,0xA7BD7E76L},{0x2D9BF3D2L,0x11FE966BL,0x292E4138L,0x6925A8B7L,0xA96D1D10L,0x2D9BF3D2L},{0x292E4138L,0x930E477EL,0x6925A8B7L,0x6925A8B7L,0x930E477EL,0x292E4138L},{0x2D9BF3D2L,0xA96D1D10L,0x6925A8B7L,0x292E4138L,0x11FE966BL,0x2D9BF3D2L},{0xA7BD7E76L,0xA96D1D10L,0x292E4138L,0xA7BD7E76L,0x930E477EL,0xA7BD7E76L},{0xA7BD7E76L,0x930E477EL,0xA7BD7E76L,0x292E4138L,0xA96D1D10L,0xA7BD7E76L},{0x2D9BF3D2L,0x11FE966BL,0x292E4138L,0x6925A8B7L,0xA96D1D10L,0x2D9BF3D2L},{0x292E4138L,0x930E477EL,0x6925A8B7L,0x6925A8B7L,0x930E477EL,0x292E4138L},{0x2D9BF3D2L,0xA96D1D10L,0x6925A8B7L,0x292E4138L,0x11FE966BL,0x2D9BF3D2L}};
        uint8_t l_2874 = 253UL;
        int32_t *l_2877 = &l_2870[0][5];
        uint64_t *l_2890 = (void*)0;
        int32_t ***l_2943 = (void*)0;
        uint16_t l_2959 = 65530UL;
        int32_t *l_2962 = &g_8;
        int32_t *l_2963 = (void*)0;
        int32_t *l_2964 = &l_2861;
        int32_t *l_2965 = (void*)0;
        int32_t *l_2966 = (void*)0;
        int32_t *l_2967[2];
        int8_t l_2969 = (-9L);
        uint8_t l_2970 = 0xC8L;
        int i, j;
        for (i = 0; i < 2; i++)
            l_2967[i] = (void*)0;
        g_8 = 0x66C619A8L;
        for (p_6 = 0; (p_6 <= 7); p_6 += 1)
        { /* block id: 9 */
            uint32_t *l_13 = &g_14;
            int16_t l_15 = 0L;
            int32_t *l_16 = &g_8;
            int32_t l_2854[8] = {0L,(-1L),0L,(-1L),0L,(-1L),0L,(-1L)};
            int32_t l_2873[4][10] = {{1L,(-1L),1L,0x709EF9CEL,(-5L),1L,0x2E9088E7L,0L,0L,0x2E9088E7L},{(-1L),1L,0x709EF9CEL,0x709EF9CEL,1L,(-1L),8L,1L,0xF07088B2L,0xFE130301L},{0xFE130301L,0L,(-1L),(-2L),1L,3L,(-1L),3L,1L,(-2L)},{0xFE130301L,3L,0xFE130301L,0x2FC695F4L,0x2E9088E7L,(-1L),(-2L),(-5L),(-1L),1L}};
            int64_t ** const l_2882 = &g_534[0];
            int32_t **l_2945 = &g_829;
            int32_t ***l_2944 = &l_2945;
            int32_t *l_2949 = &g_417;
            int32_t ** const l_2948 = &l_2949;
            int32_t ** const *l_2947 = &l_2948;
            int32_t ** const **l_2946 = &l_2947;
            uint16_t *l_2956 = (void*)0;
            uint16_t *l_2957 = &g_280;
            int8_t *l_2958 = &g_2803;
            int i, j;
            (*l_16) |= (((*l_13) ^= g_12[p_7]) < (l_15 ^= (p_5 , g_12[p_7])));
            for (g_14 = 0; (g_14 <= 7); g_14 += 1)
            { /* block id: 15 */
                int32_t l_2859 = 0x3EEE2655L;
                int32_t l_2860[2][8] = {{5L,0x9BACB734L,5L,5L,0x9BACB734L,0x66BD37AEL,0x66BD37AEL,5L},{5L,0x66BD37AEL,0x66BD37AEL,5L,0x66BD37AEL,0x66BD37AEL,5L,0x66BD37AEL}};
                int8_t l_2865[5][2][2] = {{{0x6BL,9L},{0xC5L,9L}},{{0x6BL,9L},{0xC5L,9L}},{{0x6BL,9L},{0xC5L,9L}},{{0x6BL,9L},{0xC5L,9L}},{{0x6BL,9L},{0xC5L,9L}}};
                int8_t l_2871 = 0xAEL;
                int8_t **l_2904 = &g_1347;
                int32_t *l_2915 = &g_830[1];
                uint64_t l_2926 = 1UL;
                int i, j, k;
                if (((uint16_t)g_12[5] << (uint16_t)4))
                { /* block id: 16 */
                    int16_t l_19 = (-1L);
                    int32_t *l_2852[3];
                    int8_t **l_2903 = &g_1347;
                    int32_t *** const l_2909 = (void*)0;
                    int8_t *l_2914 = &g_250;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2852[i] = &g_830[2];
                    if (g_8)
                    { /* block id: 17 */
                        if (p_6)
                            break;
                        (*l_16) &= l_19;
                    }
                    else
                    { /* block id: 20 */
                        (*g_2851) = func_20(g_12[0]);
                    }
                    --l_2856;
                    for (g_417 = 1; (g_417 >= 0); g_417 -= 1)
                    { /* block id: 1189 */
                        int64_t l_2863 = 6L;
                        int32_t l_2864 = 0x24372EC9L;
                        int32_t l_2867 = (-1L);
                        int32_t l_2868 = 2L;
                        int32_t l_2869[5] = {0xFC3E2CE9L,0xFC3E2CE9L,0xFC3E2CE9L,0xFC3E2CE9L,0xFC3E2CE9L};
                        const int64_t *l_2881 = &g_176;
                        const int64_t ** const l_2880[5][8][1] = {{{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881}},{{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881}},{{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881}},{{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881}},{{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881},{&l_2881}}};
                        uint32_t *l_2891[9];
                        int i, j, k;
                        for (i = 0; i < 9; i++)
                            l_2891[i] = &g_1648;
                        --l_2874;
                        l_2877 = &l_2870[7][3];
                        p_5 ^= 0xE93E1AF9L;
                        (*g_816) = (((*l_2877) = (l_2892 = (((int32_t)(l_2880[0][5][0] == l_2882) - (int32_t)l_2855[(g_417 + 2)]) , ((~((((((int8_t)((void*)0 != &g_642[7]) + (int8_t)(l_2855[p_7] < ((((**g_1346) == (((uint8_t)((*l_2877) ^ ((**g_312) |= ((int64_t)((l_2855[(g_417 + 2)] , (void*)0) == l_2890) + (int64_t)5UL))) - (uint8_t)0x79L) , 254UL)) && p_6) ^ l_2867))) <= p_5) && p_6) != 0xAAEBL) , (*l_16))) > (*l_16))))) > 0x43EE1FDAL);
                    }
                    (*g_829) = (((uint8_t)l_2860[1][3] / (uint8_t)((*g_1347) = (*g_1347))) || (((int16_t)l_2859 >> (int16_t)(((uint16_t)((uint8_t)(*l_16) * (uint8_t)((int16_t)(l_2903 != l_2904) / (int16_t)(((**g_312) = ((uint16_t)6UL % (uint16_t)((((((**l_2882) = ((uint8_t)((l_2909 != (((int8_t)((*l_2914) = ((*g_1347) = ((int8_t)(*g_1347) >> (int8_t)(**g_1790)))) * (int8_t)(**g_312)) , &g_1091)) == 0x9E0EL) / (uint8_t)0x0BL)) && 0xE386287025BAF711LL) || (**g_1346)) | p_7) | 18446744073709551609UL))) ^ (-4L)))) * (uint16_t)0x2FBBL) >= (-4L))) <= p_6));
                }
                else
                { /* block id: 1204 */
                    uint32_t *l_2922 = &g_1648;
                    int32_t l_2936 = 0x72E4B786L;
                    l_2915 = &l_2872[7];
                    l_2936 = ((*g_252) , ((int8_t)((l_2926 |= (((int8_t)((**l_2904) = ((int8_t)(*l_2877) >> (int8_t)p_5)) << (int8_t)3) <= (p_7 ^ ((--(*l_2922)) | l_2925[0][4][1])))) || ((uint16_t)(~((((*g_829) |= (p_5 && (((((**g_1790) < (**g_1346)) || (((int8_t)(((uint64_t)0UL / (uint64_t)p_6) > (*g_1791)) >> (int8_t)6) != 0x7C52L)) | p_6) >= (*g_1347)))) ^ (*g_816)) == 0xACE8L)) << (uint16_t)10)) - (int8_t)p_7));
                    return p_6;
                }
            }
            (*l_2877) &= ((int32_t)((((int8_t)(((int32_t)p_5 + (int32_t)(p_6 , ((l_2944 = l_2943) != ((*l_2946) = l_2943)))) || l_2925[0][4][1]) >> (int8_t)((*l_2958) = ((((*l_2957) = ((**l_2945) = ((uint16_t)((int32_t)((int8_t)((void*)0 != (*g_1346)) * (int8_t)((*g_1347) |= 0xC4L)) % (int32_t)p_5) << (uint16_t)7))) >= 0xEE66L) & p_6))) , l_2959) , 0x58AC76A5L) - (int32_t)l_2960);
            g_916 = l_2961[0][2][1];
        }
        if (p_5)
            break;
        --l_2970;
    }
    return (**g_2809);
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_1218 g_829 g_1520
 * writes: g_11 g_1520 g_8
 */
static int32_t * func_20(const uint64_t  p_21)
{ /* block id: 21 */
    uint32_t * const l_51 = (void*)0;
    uint8_t *l_1619 = &g_35;
    int32_t l_1620 = (-6L);
    int32_t l_1684 = 0x4A7F3E91L;
    int32_t l_1685 = (-1L);
    int32_t l_1686 = 0x2CD019BDL;
    int32_t l_1688 = 0x5AFD0F38L;
    int32_t l_1691 = (-1L);
    int32_t l_1693[5][5] = {{0xE8030EFBL,(-1L),0x995B9B30L,0x995B9B30L,(-1L)},{(-1L),1L,0xE8030EFBL,(-1L),0x995B9B30L},{0x3A43452EL,(-1L),(-3L),(-1L),0x3A43452EL},{0xE8030EFBL,0x60203E37L,1L,0x995B9B30L,0x60203E37L},{0x3A43452EL,1L,1L,0x3A43452EL,0x995B9B30L}};
    const uint32_t ***l_1739 = (void*)0;
    uint32_t l_1846 = 0x7A41C135L;
    uint8_t l_1874 = 251UL;
    int16_t *l_1940 = &g_888;
    int16_t **l_1939[9][4] = {{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940},{&l_1940,&l_1940,&l_1940,&l_1940}};
    uint32_t l_1976[6];
    int8_t **l_1997[8][1] = {{(void*)0},{(void*)0},{&g_1347},{(void*)0},{(void*)0},{&g_1347},{(void*)0},{(void*)0}};
    int16_t ****l_2041 = &g_1771;
    int16_t * const ***l_2042 = (void*)0;
    int32_t *l_2048 = (void*)0;
    uint64_t *l_2083 = (void*)0;
    const uint64_t l_2089[5] = {0UL,0UL,0UL,0UL,0UL};
    int32_t * const *l_2096 = &g_829;
    int64_t **l_2117 = &g_534[0];
    int64_t ***l_2116 = &l_2117;
    int64_t ****l_2115 = &l_2116;
    const int32_t *** const l_2229 = (void*)0;
    const int32_t *** const *l_2228 = &l_2229;
    const int32_t *** const **l_2227 = &l_2228;
    int8_t l_2292 = 0x6EL;
    uint64_t **l_2322 = (void*)0;
    int32_t l_2327 = 0x429367AAL;
    uint8_t l_2344 = 0x92L;
    int32_t *l_2389 = &g_830[2];
    uint64_t l_2417 = 18446744073709551615UL;
    uint32_t l_2523 = 0x990069F3L;
    uint32_t *l_2529 = &g_12[6];
    const int32_t l_2604 = 0xB38A77D7L;
    int32_t l_2643 = 7L;
    int32_t *l_2655 = &l_1620;
    int64_t l_2849 = 0x8595F2741B67A449LL;
    int32_t **l_2850 = &g_1520[1][3][0];
    int i, j;
    for (i = 0; i < 6; i++)
        l_1976[i] = 0x79A193C5L;
    for (g_11 = 0; (g_11 > (-22)); g_11--)
    { /* block id: 24 */
        int32_t l_30 = 0x5A9390DFL;
        uint8_t *l_34 = &g_35;
        int64_t l_42 = 0xCB4E3473EDE5C489LL;
        int32_t *l_831[3][8] = {{&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255},{&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255},{&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255,&g_255}};
        int32_t l_1679 = (-1L);
        int32_t l_1681[9][6][4] = {{{0xC4EB2474L,7L,0L,(-7L)},{1L,0xE3DB4EB3L,1L,0L},{0xF86724A1L,(-1L),(-6L),0xF86724A1L},{0xC4EB2474L,0L,(-1L),(-1L)},{0L,7L,0xC52BDE08L,0xC52BDE08L},{0L,0L,0xF86724A1L,0x818A5419L}},{{(-1L),5L,0xAB54EBB3L,1L},{0xAB54EBB3L,1L,0x4B982956L,0xAB54EBB3L},{0L,1L,0xE3DB4EB3L,1L},{1L,5L,0xC52BDE08L,0x818A5419L},{(-6L),0L,0x4B982956L,0xC52BDE08L},{(-1L),7L,(-7L),1L}},{{(-1L),0x4B982956L,0x4B982956L,(-1L)},{(-6L),1L,0xC52BDE08L,0x4B982956L},{1L,7L,0xE3DB4EB3L,0x818A5419L},{0L,(-6L),0x4B982956L,0x818A5419L},{0xAB54EBB3L,7L,0xAB54EBB3L,0x4B982956L},{(-1L),1L,0xF86724A1L,(-1L)}},{{0L,0x4B982956L,0xC52BDE08L,1L},{0x4B982956L,7L,0xC52BDE08L,0xC52BDE08L},{0L,0L,0xF86724A1L,0x818A5419L},{(-1L),5L,0xAB54EBB3L,1L},{0xAB54EBB3L,1L,0x4B982956L,0xAB54EBB3L},{0L,1L,0xE3DB4EB3L,1L}},{{1L,5L,0xC52BDE08L,0x818A5419L},{(-6L),0L,0x4B982956L,0xC52BDE08L},{(-1L),7L,(-7L),1L},{(-1L),0x4B982956L,0x4B982956L,(-1L)},{(-6L),1L,0xC52BDE08L,0x4B982956L},{1L,7L,0xE3DB4EB3L,0x818A5419L}},{{0L,(-6L),0x4B982956L,0x818A5419L},{0xAB54EBB3L,7L,0xAB54EBB3L,0x4B982956L},{(-1L),1L,0xF86724A1L,(-1L)},{0L,0x4B982956L,0xC52BDE08L,1L},{0x4B982956L,7L,0xC52BDE08L,0xC52BDE08L},{0L,0L,0xF86724A1L,0x818A5419L}},{{(-1L),5L,0xAB54EBB3L,1L},{0xAB54EBB3L,1L,0x4B982956L,0xAB54EBB3L},{0L,1L,0xE3DB4EB3L,1L},{1L,5L,0xC52BDE08L,0x818A5419L},{(-6L),0L,0x4B982956L,0xC52BDE08L},{(-1L),7L,(-7L),1L}},{{(-1L),0x4B982956L,0x4B982956L,(-1L)},{(-6L),1L,0xC52BDE08L,0x4B982956L},{1L,7L,0xE3DB4EB3L,0x818A5419L},{0L,(-6L),0x4B982956L,0x818A5419L},{0xAB54EBB3L,7L,0xAB54EBB3L,0x4B982956L},{(-1L),1L,0xF86724A1L,(-1L)}},{{0L,0x4B982956L,0xC52BDE08L,1L},{0x4B982956L,7L,0xC52BDE08L,0xC52BDE08L},{0L,0L,0xF86724A1L,0x818A5419L},{(-1L),5L,0xAB54EBB3L,1L},{0xE3DB4EB3L,0xAB54EBB3L,(-7L),0xE3DB4EB3L},{0x4B982956L,0xAB54EBB3L,7L,0xAB54EBB3L}}};
        const uint8_t *l_1851 = &g_1852;
        int64_t **l_1920 = &g_534[0];
        const int32_t *l_1963 = &l_30;
        int16_t l_2001 = 0xE7BDL;
        int64_t l_2018 = (-1L);
        int16_t * const **l_2044 = &g_321[2];
        int16_t * const ***l_2043 = &l_2044;
        const uint16_t *l_2045 = &g_177[0];
        int32_t l_2052 = (-9L);
        int32_t **l_2069 = &g_1520[3][4][4];
        int32_t ***l_2068 = &l_2069;
        uint64_t *l_2082 = &g_126;
        uint32_t *l_2110[5][5][2] = {{{&g_12[1],(void*)0},{&l_1976[2],&g_12[1]},{&g_12[5],&g_12[5]},{&g_12[5],&g_12[1]},{&l_1976[2],(void*)0}},{{&g_12[1],(void*)0},{&l_1976[2],&g_12[1]},{&g_12[5],&g_12[5]},{&g_12[5],&g_12[1]},{&l_1976[2],(void*)0}},{{&g_12[1],(void*)0},{&l_1976[2],&g_12[1]},{&g_12[5],&g_12[5]},{&g_12[5],&g_12[1]},{&l_1976[2],(void*)0}},{{&g_12[1],(void*)0},{&l_1976[2],&g_12[1]},{&g_12[5],&g_12[5]},{&g_12[5],&g_12[1]},{&l_1976[2],(void*)0}},{{&g_12[1],(void*)0},{&l_1976[2],&g_12[1]},{&g_12[5],&g_12[5]},{&g_12[5],&g_12[1]},{&l_1976[2],(void*)0}}};
        int64_t ***l_2114[7][5] = {{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0},{&l_1920,(void*)0,&l_1920,&l_1920,(void*)0}};
        int64_t ****l_2113 = &l_2114[2][2];
        uint64_t l_2134 = 0xBA9EBF3C148D5959LL;
        const int32_t **l_2142[5];
        const int32_t ***l_2141 = &l_2142[4];
        const int32_t *** const *l_2140 = &l_2141;
        uint32_t l_2178 = 0x62C11572L;
        int8_t *l_2291 = (void*)0;
        int32_t l_2314 = 7L;
        uint32_t l_2340[8][7][4] = {{{5UL,0x3DB701DDL,0x6A30211EL,7UL},{0x846F5391L,0xC6897116L,4294967290UL,0UL},{0x09E2A4F8L,0UL,0UL,0x745834D7L},{4294967288UL,4294967295UL,1UL,4UL},{0x3DB701DDL,0x73D88226L,0x73D88226L,0x3DB701DDL},{9UL,0xD2C0C22EL,7UL,0x93A1DC00L},{0x745E93FDL,0x77843C5FL,4UL,0xDA25CF2EL}},{{0x6BF3CDA4L,0x631923C9L,4294967295UL,0xDA25CF2EL},{0xCC436B55L,0x77843C5FL,9UL,0x93A1DC00L},{0x333F9E43L,0xD2C0C22EL,4294967295UL,0x3DB701DDL},{6UL,0x73D88226L,0x6BF3CDA4L,4UL},{4294967286UL,4294967295UL,6UL,0x745834D7L},{4294967290UL,0UL,0xAB6B64E9L,0UL},{0x93A1DC00L,0xC6897116L,0x6226B868L,7UL}},{{7UL,0x3DB701DDL,0x77843C5FL,6UL},{4294967292UL,0xAF861F86L,0xDA25CF2EL,0x73D88226L},{0x73D88226L,4294967295UL,0xFFF06BEDL,4294967288UL},{0x77843C5FL,0x6A30211EL,4294967288UL,0x6A30211EL},{0xDDA7FA1CL,0x333F9E43L,0xA60CF92AL,4294967295UL},{4294967292UL,5UL,4294967292UL,0x745E93FDL},{1UL,0x745834D7L,1UL,0x09E2A4F8L}},{{1UL,0x7194E65BL,4294967292UL,0x6700E02EL},{4294967292UL,0x09E2A4F8L,0xA60CF92AL,1UL},{0xDDA7FA1CL,4294967292UL,4294967288UL,0x4C849A44L},{0x77843C5FL,4294967295UL,5UL,4294967287UL},{0x09E2A4F8L,0x745834D7L,0x6A30211EL,1UL},{0xC8FD1CFDL,0x6A30211EL,0x78026048L,9UL},{4294967287UL,4294967295UL,1UL,0xDA25CF2EL}},{{0x3DB701DDL,5UL,4294967295UL,7UL},{0x6BF3CDA4L,0xAF861F86L,0x4C849A44L,0xC8FD1CFDL},{4294967288UL,9UL,4294967295UL,4294967295UL},{0x4C849A44L,0x4C849A44L,0x7194E65BL,0xAF861F86L},{4294967292UL,6UL,0x4DE9727BL,4294967290UL},{0xDA25CF2EL,4294967292UL,7UL,0x4DE9727BL},{4294967295UL,4294967292UL,0x296C11BFL,4294967290UL}},{{4294967292UL,6UL,4294967287UL,0xAF861F86L},{5UL,0x4C849A44L,0x09E2A4F8L,4294967295UL},{0x631923C9L,9UL,6UL,0xC8FD1CFDL},{0xFFF06BEDL,0xAF861F86L,4294967295UL,7UL},{9UL,5UL,0x6BF3CDA4L,0xDA25CF2EL},{4UL,4294967295UL,0x846F5391L,9UL},{1UL,0x6A30211EL,0xCC436B55L,1UL}},{{7UL,0x745834D7L,0xAB6B64E9L,4294967287UL},{0xA60CF92AL,4294967295UL,5UL,0x77843C5FL},{0x333F9E43L,0xDDA7FA1CL,0x333F9E43L,0xA60CF92AL},{0x745834D7L,9UL,0xAF861F86L,0x93A1DC00L},{0x4DE9727BL,0x6700E02EL,0x73D88226L,9UL},{0x296C11BFL,0x6226B868L,0x73D88226L,4294967292UL},{0x4DE9727BL,1UL,0xAF861F86L,0UL}},{{0x745834D7L,4294967292UL,0x333F9E43L,0x846F5391L},{0x333F9E43L,0x846F5391L,5UL,7UL},{0xA60CF92AL,7UL,0xAB6B64E9L,0x09E2A4F8L},{7UL,0x333F9E43L,0xCC436B55L,0x4C849A44L},{1UL,0x631923C9L,0x846F5391L,0xC6897116L},{4UL,0x745E93FDL,0x6BF3CDA4L,0UL},{9UL,0xAB6B64E9L,4294967295UL,0x6226B868L}}};
        uint16_t *l_2380 = &g_177[1];
        const int64_t l_2404 = 0x029C92A891320340LL;
        const uint32_t l_2533[3] = {1UL,1UL,1UL};
        uint8_t l_2582[10] = {9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL};
        uint32_t **l_2618 = &g_917;
        const uint16_t l_2806[9][10] = {{0xB65CL,0xADB3L,0UL,0UL,0xADB3L,0xB65CL,0xE876L,0xB65CL,0xADB3L,0UL},{0x9D34L,7UL,0x9D34L,0UL,0xE876L,0xE876L,0UL,0x9D34L,7UL,0x9D34L},{0x9D34L,0xB65CL,7UL,0xADB3L,7UL,0xB65CL,0x9D34L,0x9D34L,0xB65CL,7UL},{0xB65CL,0x9D34L,0x9D34L,0xB65CL,7UL,0xADB3L,7UL,0xB65CL,0x9D34L,0x9D34L},{7UL,0x9D34L,0UL,0xE876L,0xE876L,0UL,0x9D34L,7UL,0x9D34L,0UL},{0xADB3L,0x9D34L,7UL,0x9D34L,0UL,0xE876L,0xE876L,0UL,0x9D34L,7UL},{0xED40L,0xED40L,7UL,0UL,0xB65CL,0UL,7UL,0xED40L,0xED40L,7UL},{0x9D34L,0UL,0xE876L,0xE876L,0UL,0x9D34L,7UL,0x9D34L,0UL,0xE876L},{0xADB3L,0xED40L,0xADB3L,0xE876L,7UL,7UL,0xE876L,0xADB3L,0xED40L,0xADB3L}};
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_2142[i] = &g_645;
    }
    (*l_2850) = func_43(((*l_2850) = (*g_1218)), &l_1684, l_2389, (*l_2655));
    return (*l_2850);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t  func_31(int32_t * p_32)
{ /* block id: 25 */
    int32_t l_33 = 8L;
    return l_33;
}


/* ------------------------------------------ */
/* 
 * reads : g_8
 * writes: g_8
 */
static int32_t * func_43(int32_t * const  p_44, int32_t * p_45, int32_t * p_46, int8_t  p_47)
{ /* block id: 336 */
    int32_t ****l_856 = &g_504;
    int32_t *****l_855 = &l_856;
    int32_t l_864 = 0L;
    int32_t *l_867 = &g_255;
    int32_t *l_868 = &g_674;
    int32_t *l_869 = (void*)0;
    uint64_t l_923 = 18446744073709551615UL;
    int16_t *l_944 = (void*)0;
    int32_t l_948 = (-1L);
    int8_t l_981[1][1];
    int32_t l_1019 = 0xBAB00B73L;
    uint8_t **l_1063[8];
    uint32_t l_1220 = 0UL;
    uint32_t l_1224 = 0xA70729CDL;
    int64_t l_1265 = 0L;
    int32_t l_1266[10] = {1L,0x7D2B1AC1L,1L,1L,0x7D2B1AC1L,1L,1L,0x7D2B1AC1L,1L,1L};
    int32_t l_1392 = 0x56EFF4C8L;
    int32_t l_1444 = (-3L);
    uint32_t **l_1506 = &g_917;
    int32_t **l_1514 = (void*)0;
    const int32_t l_1584 = 0xC51F9549L;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_981[i][j] = 0L;
    }
    for (i = 0; i < 8; i++)
        l_1063[i] = (void*)0;
    for (g_8 = 0; (g_8 != (-21)); --g_8)
    { /* block id: 339 */
        int32_t ****l_854[2];
        int32_t *****l_853 = &l_854[0];
        int32_t l_865 = 0L;
        int32_t l_889 = 1L;
        int16_t ***l_900 = &g_476;
        uint64_t **l_918[2];
        int16_t l_969 = 1L;
        const int16_t l_991 = 0L;
        int8_t **l_1005 = (void*)0;
        int16_t l_1088 = 8L;
        uint64_t l_1098 = 0UL;
        uint64_t l_1208 = 0x50DCE2E570BF1D0BLL;
        int32_t l_1275[10][8] = {{(-1L),8L,(-3L),0x9D52166DL,(-3L),8L,(-1L),9L},{8L,(-1L),(-4L),(-8L),1L,0x9D52166DL,0x9D52166DL,1L},{0x6A2C958AL,(-1L),(-1L),0x6A2C958AL,1L,0x1D72A5FDL,9L,0x9D52166DL},{8L,0xA9CD8060L,0xE6827AE7L,1L,(-3L),1L,0xE6827AE7L,0xA9CD8060L},{(-1L),0xA9CD8060L,0x9D52166DL,0xE6827AE7L,(-4L),0x1D72A5FDL,(-8L),(-8L)},{0x9D52166DL,(-1L),(-1L),(-1L),(-1L),0x9D52166DL,(-8L),(-3L)},{9L,(-1L),0x9D52166DL,0x1D72A5FDL,0xE6827AE7L,8L,0xE6827AE7L,0x1D72A5FDL},{0xE6827AE7L,8L,0xE6827AE7L,0x1D72A5FDL,0x9D52166DL,(-1L),9L,(-3L)},{(-8L),0x9D52166DL,(-1L),(-1L),(-1L),(-1L),0x9D52166DL,(-8L)},{(-8L),0x1D72A5FDL,(-4L),0xE6827AE7L,0x9D52166DL,0xA9CD8060L,(-1L),0xA9CD8060L}};
        const int8_t l_1318 = 0xDAL;
        int64_t l_1395 = (-4L);
        int64_t l_1423 = 0x005C439F2BB4D633LL;
        int32_t l_1434[7][1] = {{0xDD819205L},{0x695A588CL},{0xDD819205L},{0x695A588CL},{0xDD819205L},{0x695A588CL},{0xDD819205L}};
        int32_t l_1483[4];
        int64_t **l_1513 = &g_534[1];
        int32_t l_1543 = (-4L);
        int i, j;
        for (i = 0; i < 2; i++)
            l_854[i] = (void*)0;
        for (i = 0; i < 2; i++)
            l_918[i] = &g_252;
        for (i = 0; i < 4; i++)
            l_1483[i] = 0xE09E8FD6L;
    }
    return p_46;
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_14 g_12 g_8 g_35 g_120 g_126 g_128 g_142 g_159 g_124 g_176 g_177 g_205 g_210 g_231 g_251 g_250 g_254 g_280 g_312 g_317 g_322 g_318 g_211 g_313 g_362 g_380 g_255 g_417 g_379 g_436 g_437 g_476 g_478 g_321 g_504 g_562 g_563 g_637 g_655 g_665 g_719 g_252 g_720 g_721 g_776 g_815 g_816
 * writes: g_8 g_120 g_124 g_126 g_128 g_142 g_159 g_176 g_177 g_205 g_250 g_252 g_254 g_276 g_280 g_317 g_321 g_35 g_380 g_417 g_430 g_438 g_231 g_476 g_478 g_504 g_534 g_641 g_655 g_674 g_562 g_563 g_816
 */
static int32_t * func_48(uint32_t * const  p_49, int64_t  p_50)
{ /* block id: 28 */
    int32_t *l_55 = &g_11;
    int32_t **l_56 = &l_55;
    int32_t *l_60 = (void*)0;
    int32_t **l_61 = &l_60;
    const int32_t *l_104 = &g_8;
    const int32_t **l_103 = &l_104;
    int8_t *l_118 = (void*)0;
    int8_t *l_119 = &g_120;
    int32_t l_121 = (-1L);
    uint64_t *l_125 = &g_126;
    int32_t l_196 = 0x90EDD544L;
    int32_t l_200 = 0x20D2D4BDL;
    int32_t l_202 = 0x3B1FBB9AL;
    int32_t l_203 = 0x555DEF73L;
    uint16_t *l_285 = &g_177[4];
    int64_t *l_300 = &g_124;
    uint64_t l_316 = 9UL;
    uint32_t l_340 = 0x6E31B9A4L;
    int32_t l_376 = 0x015623E7L;
    uint32_t l_414 = 0xF48041FFL;
    uint64_t l_442 = 0x4AAA9103300BEC62LL;
    int16_t *l_499 = &g_159;
    int16_t **l_498[8];
    int32_t *l_544 = &l_121;
    uint16_t l_561[10][10][2] = {{{65527UL,4UL},{65526UL,65529UL},{8UL,1UL},{0UL,0UL},{0xE1B7L,65529UL},{65530UL,65528UL},{65527UL,8UL},{0xE450L,65527UL},{2UL,0UL},{2UL,65527UL}},{{0xE450L,8UL},{65527UL,65528UL},{65530UL,65529UL},{0xE1B7L,0UL},{0UL,1UL},{8UL,65529UL},{65526UL,4UL},{65527UL,0xE1B7L},{0xA76BL,65527UL},{0x25AFL,0x95ABL}},{{2UL,0x9D61L},{0xA76BL,8UL},{0x9D61L,4UL},{65530UL,0UL},{8UL,0UL},{1UL,0UL},{8UL,0UL},{65530UL,0xE450L},{1UL,1UL},{65526UL,1UL}},{{0UL,1UL},{0x159BL,0UL},{65526UL,8UL},{0UL,0xE450L},{9UL,0xE1B7L},{1UL,65530UL},{0x0643L,0x0643L},{8UL,0xE1B7L},{0x25AFL,0UL},{0UL,1UL}},{{6UL,0UL},{0UL,0x9A16L},{0UL,0UL},{6UL,1UL},{0UL,0UL},{0x25AFL,0xE1B7L},{8UL,0x0643L},{0x0643L,65530UL},{1UL,0xE1B7L},{9UL,0xE450L}},{{0UL,8UL},{65526UL,0UL},{0x159BL,1UL},{0UL,1UL},{65526UL,1UL},{1UL,0xE450L},{0x25AFL,0xA6EDL},{1UL,0x0643L},{65530UL,0x0643L},{1UL,0xA6EDL}},{{0x25AFL,0xE450L},{1UL,1UL},{65526UL,1UL},{0UL,1UL},{0x159BL,0UL},{65526UL,8UL},{0UL,0xE450L},{9UL,0xE1B7L},{1UL,65530UL},{0x0643L,0x0643L}},{{8UL,0xE1B7L},{0x25AFL,0UL},{0UL,1UL},{6UL,0UL},{0UL,0x9A16L},{0UL,0UL},{6UL,1UL},{0UL,0UL},{0x25AFL,0xE1B7L},{8UL,0x0643L}},{{0x0643L,65530UL},{1UL,0xE1B7L},{9UL,0xE450L},{0UL,8UL},{65526UL,0UL},{0x159BL,1UL},{0UL,1UL},{65526UL,1UL},{1UL,0xE450L},{0x25AFL,0xA6EDL}},{{1UL,0x0643L},{65530UL,0x0643L},{1UL,0xA6EDL},{0x25AFL,0xE450L},{1UL,1UL},{65526UL,1UL},{0UL,1UL},{0x159BL,0UL},{65526UL,8UL},{0UL,0xE450L}}};
    uint32_t l_579 = 18446744073709551615UL;
    int8_t l_595 = 0x6DL;
    int8_t l_722 = (-1L);
    uint8_t l_820 = 255UL;
    int i, j, k;
    for (i = 0; i < 8; i++)
        l_498[i] = &l_499;
    (*l_103) = func_52(((*l_56) = l_55), ((((uint64_t)(+((-4L) >= ((g_11 , &g_8) == ((*l_61) = l_60)))) / (uint64_t)((int16_t)p_50 * (int16_t)1L)) == ((uint8_t)(p_50 == ((uint32_t)(!((uint8_t)(g_14 ^ g_14) + (uint8_t)255UL)) / (uint32_t)0xE474C77AL)) / (uint8_t)p_50)) <= g_12[1]));
    g_128 |= (((uint32_t)(0UL > (-(uint64_t)((*l_125) ^= ((uint16_t)((g_124 = (((uint16_t)(g_14 , (((uint32_t)((uint16_t)(((p_50 , ((int16_t)(((*l_119) = ((void*)0 == &g_8)) || (g_120 ^= l_121)) - (int16_t)p_50)) != g_35) , ((uint8_t)0xCFL << (uint8_t)4)) << (uint16_t)12) % (uint32_t)g_11) , g_11)) >> (uint16_t)4) , 0x9EL)) != g_35) % (uint16_t)(*l_104))))) - (uint32_t)g_8) , g_126);
lbl_277:
    (*l_103) = func_52(&g_11, p_50);
    if (((int8_t)(!g_8) >> (int8_t)6))
    { /* block id: 42 */
        uint32_t *l_132 = &g_14;
        int32_t l_138 = 0L;
        int32_t l_139 = 0x881B111DL;
        int32_t l_140 = (-5L);
        int32_t l_141 = 0x6E4F4142L;
        uint8_t *l_146 = (void*)0;
        int16_t *l_164[4];
        const int64_t *l_216 = &g_124;
        int32_t **l_268 = (void*)0;
        uint32_t l_293 = 0UL;
        uint8_t * const *l_315 = (void*)0;
        int32_t l_415 = 0L;
        const uint8_t *l_460 = (void*)0;
        const uint8_t **l_459[1][6][1] = {{{&l_460},{&l_460},{&l_460},{&l_460},{&l_460},{&l_460}}};
        const uint8_t ***l_458[4];
        uint16_t l_516 = 0xB5FCL;
        int64_t *l_533 = &g_176;
        int64_t l_554 = 0x87FFDB3A37659C53LL;
        int32_t *l_596 = &l_415;
        uint32_t l_620 = 1UL;
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_164[i] = &g_159;
        for (i = 0; i < 4; i++)
            l_458[i] = &l_459[0][3][0];
        if ((l_132 != (void*)0))
        { /* block id: 43 */
            int32_t *l_133 = &g_8;
            int32_t *l_134 = &g_8;
            int32_t *l_135 = &g_8;
            int32_t *l_136 = &g_8;
            int32_t *l_137[7];
            int i;
            for (i = 0; i < 7; i++)
                l_137[i] = &g_8;
            g_142++;
        }
        else
        { /* block id: 45 */
            uint8_t *l_145 = &g_35;
            uint8_t **l_147 = &l_146;
            int16_t *l_158 = &g_159;
            int32_t *l_160 = &l_138;
            int32_t l_199 = 0xA08BB583L;
            int32_t l_201 = 8L;
            int32_t l_204 = 0L;
            int32_t *l_232[3];
            int64_t *l_235 = &g_176;
            uint32_t *l_247[3][8] = {{&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14},{&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14,&g_14}};
            int i, j;
            for (i = 0; i < 3; i++)
                l_232[i] = &l_141;
            if (((l_145 == ((*l_147) = l_146)) , (65535UL > (((int32_t)((*l_160) ^= ((((((uint64_t)0x7D0445F7642676EBLL / (uint64_t)g_12[4]) <= (((!0x5461874A806017ABLL) != ((int8_t)((*l_119) &= (!((*l_158) &= ((int8_t)p_50 >> (int8_t)2)))) % (int8_t)p_50)) ^ ((p_49 != &g_14) | g_12[2]))) | (*l_104)) , p_50) & 5UL)) - (int32_t)g_8) | l_140))))
            { /* block id: 50 */
                int32_t **l_161 = &l_60;
                (*l_161) = p_49;
            }
            else
            { /* block id: 52 */
                int16_t **l_165 = &l_164[3];
                int64_t *l_174 = &g_124;
                int64_t *l_175 = &g_176;
                int32_t l_178 = 0x554FBD3AL;
                int32_t *l_182 = &l_121;
                int32_t *l_183 = &g_8;
                int32_t *l_184 = &l_178;
                int32_t *l_185 = &l_140;
                int32_t *l_186 = &l_178;
                int32_t *l_187 = &l_138;
                int32_t *l_188 = (void*)0;
                int32_t *l_189 = &l_138;
                int32_t *l_190 = &g_8;
                int32_t *l_191 = &l_178;
                int32_t *l_192 = &l_140;
                int32_t *l_193 = (void*)0;
                int32_t *l_194 = &g_8;
                int32_t *l_195 = &l_178;
                int32_t *l_197 = (void*)0;
                int32_t *l_198[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_198[i] = (void*)0;
                (*l_160) &= ((g_177[0] = (((((((int16_t)p_50 << (int16_t)7) > ((((void*)0 == &g_14) , ((void*)0 == l_146)) >= g_142)) | (((*l_165) = l_164[0]) == (void*)0)) || ((uint8_t)((int8_t)((int64_t)((*l_175) ^= ((*l_174) ^= ((((uint64_t)(((0x1F76D5A1B73F452BLL > g_12[1]) < l_139) , 0UL) + (uint64_t)p_50) <= 0xB834L) != 0xF5E2L))) % (int64_t)p_50) * (int8_t)p_50) / (uint8_t)255UL)) ^ l_139) > g_11)) ^ l_178);
                for (g_159 = (-7); (g_159 <= 29); g_159 += 1)
                { /* block id: 60 */
                    for (g_142 = 0; (g_142 <= 5); g_142 += 1)
                    { /* block id: 63 */
                        int32_t *l_181[5][8][1] = {{{&g_8},{&l_139},{&l_141},{&g_8},{&l_138},{&l_141},{(void*)0},{&l_141}},{{&l_138},{&g_8},{&l_141},{&l_139},{&g_8},{&l_138},{&l_138},{(void*)0}},{{&g_8},{(void*)0},{&l_138},{(void*)0},{(void*)0},{&l_140},{(void*)0},{(void*)0}},{{&l_138},{(void*)0},{&g_8},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{&g_8}},{{(void*)0},{&l_138},{(void*)0},{(void*)0},{&l_140},{(void*)0},{(void*)0},{&l_138}}};
                        int i, j, k;
                        (*l_103) = l_181[3][3][0];
                        (*l_103) = func_52(l_182, g_177[0]);
                    }
                }
                ++g_205;
            }
            for (l_199 = (-23); (l_199 == 26); l_199 += 1)
            { /* block id: 72 */
                (*l_160) |= ((void*)0 == g_210);
            }
            l_138 = ((((uint8_t)l_138 + (uint8_t)(((((int8_t)l_140 * (int8_t)(((void*)0 == l_216) <= (l_203 &= (-(int64_t)(((int64_t)((uint32_t)0xCB711399L / (uint32_t)(*l_160)) + (int64_t)(((l_140 , (l_139 ^= (((uint32_t)(~((int8_t)((int32_t)(0L <= ((int64_t)1L + (int64_t)g_231)) / (int32_t)(-1L)) - (int8_t)p_50)) / (uint32_t)4L) , (*l_160)))) != 0x507D193BL) < l_138)) > p_50))))) <= g_12[7]) <= p_50) > g_35)) > l_141) , 0x4E996E1CL);
            (*l_160) = ((l_138 >= (l_141 = ((int16_t)(((((*l_235) = g_177[4]) < (((-(uint16_t)((int16_t)((int16_t)(g_35 > (((((uint16_t)((g_231 ^ 0x708EL) || (((uint32_t)((l_140 = ((l_139 = p_50) | g_128)) || (g_250 = ((int16_t)(-1L) % (int16_t)((*l_158) = p_50)))) % (uint32_t)g_126) , g_120)) << (uint16_t)p_50) & p_50) == 9L) != 3L)) + (int16_t)(*l_160)) + (int16_t)0x938CL)) ^ 0x9314L) & p_50)) & 2UL) >= 0xF66EBC3AFA950DAELL) % (int16_t)65535UL))) == 1L);
        }
lbl_383:
        (*g_251) |= (&g_124 != &g_176);
        if ((l_216 != (g_252 = (void*)0)))
        { /* block id: 88 */
            const int8_t *l_256 = &g_231;
            int32_t l_258 = 9L;
            uint64_t l_275 = 0x76DCB222EA5A7A90LL;
            int64_t *l_286 = (void*)0;
            int64_t *l_287 = &g_124;
            int32_t *l_288 = (void*)0;
            int32_t *l_289 = &l_139;
            int32_t *l_290 = &l_200;
            int32_t *l_291 = &l_141;
            int32_t *l_292[7] = {&l_141,&l_141,&l_141,&l_141,&l_141,&l_141,&l_141};
            int i;
            for (l_139 = 0; (l_139 <= 3); l_139 += 1)
            { /* block id: 91 */
                int16_t l_257 = 3L;
                int32_t *l_261 = &g_11;
                const int32_t **l_267 = &l_104;
                int32_t *l_278 = &l_141;
                int32_t *l_279[1][5][10] = {{{&l_203,&l_196,(void*)0,&l_196,&l_203,&l_203,&l_196,(void*)0,&l_196,&l_203},{&l_203,&l_196,(void*)0,&l_196,&l_203,&l_203,&l_196,(void*)0,&l_196,&l_203},{&l_203,&l_196,(void*)0,&l_196,&l_203,&l_203,&l_196,(void*)0,&l_196,&l_203},{&l_203,&l_196,(void*)0,&l_196,&l_203,&l_203,&l_196,(void*)0,&l_196,&l_203},{&l_203,&l_196,(void*)0,&l_196,&l_203,&l_203,&l_196,(void*)0,&l_196,&l_203}}};
                int i, j, k;
                for (g_128 = 0; (g_128 <= 3); g_128 += 1)
                { /* block id: 94 */
                    return &g_8;
                }
                for (g_128 = 0; (g_128 <= 3); g_128 += 1)
                { /* block id: 99 */
                    int32_t *l_253[8][10][3] = {{{&l_121,(void*)0,&g_11},{&l_121,&l_121,&l_121},{&l_121,(void*)0,(void*)0},{&l_121,&g_11,&g_11},{&l_121,&l_121,&l_121},{&l_121,&l_121,&g_11},{&l_121,&l_121,(void*)0},{&l_121,&l_121,&l_121},{(void*)0,&l_121,&g_11},{&l_121,&g_11,&l_121}},{{&l_121,(void*)0,&g_11},{&l_121,&l_121,&l_121},{&l_121,(void*)0,(void*)0},{&l_121,&g_11,&g_11},{&l_121,&l_121,&l_121},{&l_121,&l_121,&g_11},{&l_121,&l_121,(void*)0},{&l_121,&l_121,&l_121},{(void*)0,&l_121,&g_11},{&l_121,&g_11,&l_121}},{{&l_121,(void*)0,&g_11},{&l_121,&l_121,&l_121},{&l_121,(void*)0,(void*)0},{&l_121,&g_11,&g_11},{&l_121,&l_121,&l_121},{&l_121,&l_121,&g_11},{&l_121,&l_121,(void*)0},{&l_121,&l_121,&l_121},{(void*)0,&l_121,&g_11},{&l_121,&g_11,&l_121}},{{&l_121,(void*)0,&g_11},{&l_121,&l_121,&l_121},{&l_121,(void*)0,(void*)0},{&l_121,&g_11,&g_11},{&l_121,&l_121,&l_121},{&l_121,&l_121,&g_11},{&l_121,(void*)0,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&g_11}},{{(void*)0,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&g_11},{&g_11,&l_121,&g_11},{&l_121,&l_121,&g_11},{(void*)0,(void*)0,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&g_11}},{{(void*)0,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&g_11},{&g_11,&l_121,&g_11},{&l_121,&l_121,&g_11},{(void*)0,(void*)0,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&g_11}},{{(void*)0,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&g_11},{&g_11,&l_121,&g_11},{&l_121,&l_121,&g_11},{(void*)0,(void*)0,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&g_11}},{{(void*)0,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&g_11},{&g_11,&l_121,&g_11},{&l_121,&l_121,&g_11},{(void*)0,(void*)0,&l_121},{&g_11,&l_121,&l_121},{&l_121,&l_121,&l_121},{&g_11,&l_121,&g_11}}};
                    uint8_t l_260 = 249UL;
                    int32_t l_274 = 8L;
                    int i, j, k;
                    for (l_196 = 3; (l_196 >= 0); l_196 -= 1)
                    { /* block id: 102 */
                        int32_t *l_259[7][8][4] = {{{&l_200,&l_200,(void*)0,&l_138},{&l_202,&l_138,(void*)0,&g_8},{&l_140,(void*)0,&l_138,(void*)0},{&l_138,(void*)0,&l_140,&g_8},{(void*)0,&l_138,&l_202,&l_138},{(void*)0,&l_200,&l_200,(void*)0},{(void*)0,&g_8,&l_202,&l_139},{(void*)0,(void*)0,&l_140,&l_203}},{{&l_138,&l_200,&l_138,&l_203},{&l_140,(void*)0,(void*)0,&l_139},{&l_202,&g_8,(void*)0,(void*)0},{&l_200,&l_200,(void*)0,&l_138},{&l_202,&l_138,(void*)0,&g_8},{&l_140,(void*)0,&l_138,(void*)0},{&l_138,(void*)0,&l_140,&g_8},{&l_200,&l_140,&l_138,&g_8}},{{&l_200,&l_203,&l_203,&l_200},{&l_200,(void*)0,&l_138,&l_138},{&l_200,&l_200,&l_202,(void*)0},{&g_8,&l_139,&g_8,(void*)0},{&l_202,&l_200,&l_200,&l_138},{&l_138,(void*)0,&l_200,&l_200},{&l_203,&l_203,&l_200,&g_8},{&l_138,&l_140,&l_200,(void*)0}},{{&l_202,&l_200,&g_8,&l_200},{&g_8,&l_200,&l_202,(void*)0},{&l_200,&l_140,&l_138,&g_8},{&l_200,&l_203,&l_203,&l_200},{&l_200,(void*)0,&l_138,&l_138},{&l_200,&l_200,&l_202,(void*)0},{&g_8,&l_139,&g_8,(void*)0},{&l_202,&l_200,&l_200,&l_138}},{{&l_138,(void*)0,&l_200,&l_200},{&l_203,&l_203,&l_200,&g_8},{&l_138,&l_140,&l_200,(void*)0},{&l_202,&l_200,&g_8,&l_200},{&g_8,&l_200,&l_202,(void*)0},{&l_200,&l_140,&l_138,&g_8},{&l_200,&l_203,&l_203,&l_200},{&l_200,(void*)0,&l_138,&l_138}},{{&l_200,&l_200,&l_202,(void*)0},{&g_8,&l_139,&g_8,(void*)0},{&l_202,&l_200,&l_200,&l_138},{&l_138,(void*)0,&l_200,&l_200},{&l_203,&l_203,&l_200,&g_8},{&l_138,&l_140,&l_200,(void*)0},{&l_202,&l_200,&g_8,&l_200},{&g_8,&l_200,&l_202,(void*)0}},{{&l_200,&l_140,&l_138,&g_8},{&l_200,&l_203,&l_203,&l_200},{&l_200,(void*)0,&l_138,&l_138},{&l_200,&l_200,&l_202,(void*)0},{&g_8,&l_139,&g_8,(void*)0},{&l_202,&l_200,&l_200,&l_138},{&l_138,(void*)0,&l_200,&l_200},{&l_203,&l_203,&l_200,&g_8}}};
                        uint16_t *l_273[5] = {&g_177[3],&g_177[3],&g_177[3],&g_177[3],&g_177[3]};
                        int i, j, k;
                        l_203 = ((((((0xDFL && 0UL) , (g_177[2] != (249UL <= (l_132 != ((*l_56) = (g_254[0] = (g_35 , l_253[6][5][0]))))))) < g_176) , (((((l_256 != (void*)0) || l_257) == g_142) == p_50) ^ 0UL)) & 0xC3F4L) , l_258);
                        (*g_251) = ((void*)0 == &g_11);
                        g_276 = func_52(((((l_260 , func_52(l_261, ((+(((uint16_t)(((uint16_t)((((g_11 , l_267) != l_268) < (((uint16_t)((uint8_t)(l_132 == (void*)0) << (uint8_t)4) - (uint16_t)(l_274 = g_176)) && (((*l_119) |= l_275) , g_250))) & p_50) % (uint16_t)0xBBC8L) , p_50) * (uint16_t)g_176) ^ p_50)) && p_50))) == g_254[1]) != p_50) , l_259[3][6][1]), p_50);
                        if (g_14)
                            goto lbl_277;
                    }
                }
                g_280--;
            }
lbl_296:
            l_258 |= ((&g_8 == p_49) , ((uint64_t)(((*l_125) = ((((*g_251) = (l_285 != (p_50 , l_164[0]))) <= g_11) >= l_275)) <= g_12[0]) - (uint64_t)((*l_287) = (p_50 <= 65535UL))));
            l_293--;
            if (l_293)
                goto lbl_296;
        }
        else
        { /* block id: 121 */
            int64_t *l_299 = &g_176;
            int32_t **l_304 = &l_55;
            int32_t l_307 = (-2L);
            int32_t l_346 = 0xBD98F677L;
            int32_t **l_462[4];
            int16_t ***l_477 = &g_476;
            int16_t ***l_479 = &g_478;
            uint8_t *l_515 = &g_205;
            int i;
            for (i = 0; i < 4; i++)
                l_462[i] = &l_60;
            for (l_140 = 0; (l_140 <= 20); ++l_140)
            { /* block id: 124 */
                int64_t l_337 = 0x7DAB68208CB3A562LL;
                const int16_t * const l_349 = &g_159;
                int32_t *l_363 = &l_196;
                int32_t l_374 = 1L;
                int32_t l_375 = (-1L);
                int16_t **l_405 = &l_164[0];
                int16_t ***l_404 = &l_405;
                if (p_50)
                { /* block id: 125 */
                    int32_t **l_303 = &l_55;
                    int32_t ***l_305 = (void*)0;
                    int32_t ***l_306 = &l_56;
                    uint8_t **l_310 = &l_146;
                    uint8_t ***l_311 = &l_310;
                    uint8_t * const **l_314[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                    int64_t *l_330[5][3] = {{&g_176,(void*)0,&g_124},{&g_124,&g_124,&g_124},{&g_176,&g_176,&g_124},{&g_124,&g_124,&g_124},{(void*)0,&g_176,&g_124}};
                    int32_t l_347 = 0xE658F83AL;
                    int32_t l_348 = 0L;
                    int i, j;
                    if (((l_299 != l_300) || ((p_50 , p_50) | (((int16_t)((l_303 != ((*l_306) = l_304)) != (l_307 < ((int8_t)((((((*l_311) = l_310) != (l_315 = g_312)) >= l_316) && 7L) >= (*g_251)) >> (int8_t)g_250))) << (int16_t)1) & g_159))))
                    { /* block id: 129 */
                        int16_t * const **l_319 = &g_317;
                        const int32_t l_361 = 0x9FD17ABDL;
                        (*g_322) = ((*l_319) = g_317);
                        l_200 = (l_348 ^= (((uint8_t)(~((int8_t)((int64_t)((*l_300) = (l_330[0][1] != l_299)) % (int64_t)(l_346 = (((uint64_t)((*l_125) = (((uint8_t)((int8_t)(((*g_318) = l_337) < (l_307 = ((((uint32_t)l_340 / (uint32_t)(((int16_t)0x1425L << (int16_t)3) | 251UL)) , (*g_210)) == (void*)0))) + (int8_t)((**g_312) &= (((uint16_t)(~(p_50 , 0xF64CAFF854522A5ALL)) << (uint16_t)g_120) >= g_8))) + (uint8_t)0x45L) && p_50)) - (uint64_t)g_231) , 0x473A938859A50F69LL))) * (int8_t)255UL)) - (uint8_t)l_347) != 0UL));
                        (*g_362) = (((((p_50 == (l_349 == (void*)0)) , ((int16_t)(((**l_103) | ((uint16_t)((((uint16_t)((((~(((void*)0 != &g_313) || ((uint64_t)(((int8_t)p_50 - (int8_t)(((l_200 = ((*g_318) &= 3L)) , 0x9FDFB4CDF532A4FELL) == p_50)) > 1L) % (uint64_t)0xA1A6C845E62C8624LL))) && l_361) || p_50) != 4294967289UL) + (uint16_t)5L) & 0x13C531C8L) && p_50) * (uint16_t)p_50)) > p_50) >> (int16_t)0)) || l_348) | p_50) >= g_120);
                        return &g_8;
                    }
                    else
                    { /* block id: 144 */
                        return &g_8;
                    }
                }
                else
                { /* block id: 147 */
                    int32_t l_377 = 0x5D563438L;
                    int8_t l_378 = 0x9CL;
                    uint32_t *l_435 = &l_414;
                    for (g_35 = 0; (g_35 == 4); g_35 += 8)
                    { /* block id: 150 */
                        int32_t *l_366 = &l_196;
                        int32_t *l_367 = &l_141;
                        int32_t *l_368 = &l_307;
                        int32_t *l_369 = (void*)0;
                        int32_t *l_370 = &l_203;
                        int32_t *l_371 = (void*)0;
                        int32_t *l_372 = (void*)0;
                        int32_t *l_373[2][3][6] = {{{&l_200,&l_346,&l_200,&l_203,&l_200,&l_346},{&l_200,&l_200,&l_200,&l_307,&l_307,&l_200},{&l_200,&l_200,&l_307,&l_203,(void*)0,&l_203}},{{&l_200,&l_200,&l_200,&l_200,&l_307,&l_307},{&l_346,&l_200,&l_200,&l_346,&l_200,&l_203},{&l_203,&l_346,&l_307,&l_346,&l_203,&l_200}}};
                        uint8_t *l_416 = &g_205;
                        int i, j, k;
                        --g_380[0][4][1];
                        if (l_307)
                            goto lbl_383;
                        (*l_367) |= (((uint64_t)p_50 - (uint64_t)((*g_362) > g_142)) ^ 0UL);
                        (*l_367) &= (((((int8_t)((uint16_t)((int64_t)((int64_t)((uint16_t)((*l_285) = (g_255 , ((g_417 ^= (-(int8_t)((int16_t)((+((uint8_t)(((*l_363) == 249UL) <= ((((uint8_t)((*l_416) = ((((((((l_404 != (void*)0) > g_177[5]) == ((int16_t)((int64_t)((int16_t)((*l_363) & g_280) << (int16_t)2) % (int64_t)((((((int16_t)(l_299 == (void*)0) >> (int16_t)6) == (-1L)) <= (*l_363)) < (**l_103)) , l_414)) % (int16_t)p_50)) , 0x667150F3L) , p_50) && l_307) != l_415) , (*l_363))) >> (uint8_t)2) > 0xF0B478A6L) , 0x2FDA9B0EB8E42268LL)) * (uint8_t)p_50)) | (-6L)) * (int16_t)p_50))) , 0x09B1L))) >> (uint16_t)15) - (int64_t)0x8F5D8F846B0A714ALL) + (int64_t)p_50) % (uint16_t)0xEE0CL) + (int8_t)p_50) ^ 0x8517051BB06EDCEELL) || g_231) ^ p_50);
                    }
                    (*l_363) |= (((int8_t)((int16_t)p_50 / (int16_t)((**g_317) &= (0x73CABBDAL & (((uint16_t)((0x71E5D399L > ((uint16_t)(((((((*l_119) = g_176) , (((*l_435) &= ((((*l_299) &= (((uint16_t)((g_430 = &g_177[5]) != (void*)0) + (uint16_t)(((((p_50 == (l_307 = ((int8_t)((g_205 > (((int8_t)p_50 << (int8_t)p_50) != l_346)) & p_50) >> (int8_t)6))) && (*g_313)) , l_307) && p_50) & 0xF5C40965L)) <= 8L)) | 0xF66E37D7494F00D8LL) | 0xBB1CD6FB1486A72ELL)) , 65526UL)) & p_50) >= 2UL) , 0x80L) >= l_346) >> (uint16_t)g_379)) | g_231) * (uint16_t)p_50) != 0x9849L)))) >> (int8_t)0) && (-1L));
                    if (p_50)
                        break;
                }
                if (p_50)
                    break;
                return &g_8;
            }
            (*g_437) = g_436;
            for (g_231 = 0; (g_231 < 3); g_231 += 3)
            { /* block id: 174 */
                uint64_t *l_457 = &g_126;
                int32_t l_461 = 0xEBF83E59L;
                ++l_442;
                (*g_251) = ((int64_t)((((uint8_t)(((int8_t)(((p_49 != (void*)0) , l_268) == (((uint8_t)((uint8_t)(((uint16_t)(l_457 != (void*)0) >> (uint16_t)((*g_362) >= ((l_458[2] == (p_50 , &g_312)) & 0x802AF99A6A6CC4BALL))) >= g_177[5]) - (uint8_t)l_461) << (uint8_t)g_14) , l_462[2])) * (int8_t)0x82L) > 5UL) >> (uint8_t)p_50) > p_50) | (**l_103)) - (int64_t)p_50);
            }
            if ((0x491443EEL | ((uint8_t)((int8_t)((int8_t)((+(((int16_t)((int16_t)((*g_318) = ((((((((int32_t)((((((**l_103) , ((*l_477) = g_476)) == ((*l_479) = g_478)) , (p_50 , l_164[0])) == ((0xEE7BA18B5C0B4A32LL > ((*l_299) = g_380[0][4][1])) , &g_177[5])) != (*l_104)) - (int32_t)(**l_103)) > (*g_313)) , 0x00L) < p_50) , g_205) != 0xDFCA33EDL) , p_50)) - (int16_t)0x4576L) + (int16_t)(-1L)) | g_177[0])) <= 0x07EBC8C0L) * (int8_t)g_380[4][8][1]) >> (int8_t)(**g_312)) * (uint8_t)(**g_312))))
            { /* block id: 182 */
                uint16_t l_480[1][2][3] = {{{65528UL,0xCBE0L,0xCBE0L},{65528UL,0xCBE0L,0xCBE0L}}};
                int32_t ****l_506 = &g_504;
                int8_t l_517 = 0x0FL;
                int32_t l_518[9][1];
                int i, j, k;
                for (i = 0; i < 9; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_518[i][j] = 0x896EEB6BL;
                }
                l_480[0][0][1] |= 0xF2909325L;
                for (g_142 = 14; (g_142 > 9); g_142--)
                { /* block id: 186 */
                    int8_t l_491 = 8L;
                    l_491 = ((p_50 || (((g_177[0] , 0x27L) , ((*g_322) != &l_164[3])) && p_50)) <= ((uint32_t)(((int16_t)(0UL != ((((uint64_t)(((((p_50 , ((uint8_t)p_50 * (uint8_t)p_50)) < (-1L)) && l_139) <= 0xE2166110EF3F9F7FLL) && (*g_313)) / (uint64_t)p_50) < p_50) & l_480[0][0][0])) >> (int16_t)1) > l_480[0][0][2]) / (uint32_t)p_50));
                    for (l_340 = 0; (l_340 <= 4); l_340 += 1)
                    { /* block id: 190 */
                        (*l_103) = ((*l_61) = &g_417);
                        (*l_60) = 0x1A3A9A08L;
                    }
                }
                l_518[1][0] = (((((int64_t)g_12[7] + (int64_t)(((((int16_t)((int64_t)((l_498[6] == (*g_322)) > (**l_103)) + (int64_t)(g_126 ^ (((((*l_285) = ((int8_t)(((uint8_t)((((*l_506) = g_504) != (void*)0) <= ((uint32_t)(g_120 | ((uint8_t)((int16_t)((uint16_t)(((&g_120 != (void*)0) , l_515) == (void*)0) << (uint16_t)5) % (int16_t)p_50) >> (uint8_t)6)) / (uint32_t)4294967287UL)) >> (uint8_t)(**g_312)) >= (-8L)) * (int8_t)l_516)) || 1UL) != l_517) > p_50))) >> (int16_t)(**l_103)) == 0xDFD85E0CL) & (*g_318)) && 0xA3L)) > l_480[0][0][0]) <= p_50) || 2L);
                for (l_196 = 0; l_196 < 1; l_196 += 1)
                {
                    for (l_316 = 0; l_316 < 2; l_316 += 1)
                    {
                        for (g_120 = 0; g_120 < 3; g_120 += 1)
                        {
                            l_480[l_196][l_316][g_120] = 0xA672L;
                        }
                    }
                }
            }
            else
            { /* block id: 200 */
                for (l_442 = 0; (l_442 >= 9); ++l_442)
                { /* block id: 203 */
                    int32_t l_525 = (-8L);
                    for (l_140 = 0; (l_140 <= 3); l_140 += 1)
                    { /* block id: 206 */
                        uint32_t l_529 = 1UL;
                        int32_t l_530[7] = {0xBFDE3D34L,0xBFDE3D34L,0xBFDE3D34L,0xBFDE3D34L,0xBFDE3D34L,0xBFDE3D34L,0xBFDE3D34L};
                        int i;
                        if (p_50)
                            break;
                        l_530[3] ^= ((((int8_t)((p_50 , ((&g_127 != l_462[3]) , (((int16_t)(p_50 , (4L == g_417)) >> (int16_t)l_525) <= ((*g_313) < ((((-(int64_t)((int64_t)((**g_317) || 0UL) / (int64_t)g_205)) && l_529) < (*l_104)) , 4L))))) && p_50) - (int8_t)2UL) > g_159) & p_50);
                    }
                }
            }
        }
        if ((((((int64_t)((g_534[0] = l_533) == (((int16_t)((uint16_t)(~(((*l_285)--) && (&l_516 != &l_516))) - (uint16_t)(((0UL <= (-(int64_t)(~(l_132 != (l_544 = ((*l_56) = l_132)))))) && (((uint8_t)(((**l_103) || (l_138 = (((((((((uint16_t)(((((*l_125) ^= (((uint8_t)((int16_t)(((!l_554) <= ((int64_t)((int16_t)((uint32_t)((l_118 == (*g_312)) , g_8) + (uint32_t)l_561[8][6][0]) * (int16_t)g_250) - (int64_t)0x490DA2FF739BA8C9LL)) != 0UL) / (int16_t)0x3DFBL) >> (uint8_t)(**g_312)) < 0x7CBCL)) < 8L) >= (**g_312)) && (**g_312)) - (uint16_t)0x10FAL) , 0x49B80BDAL) , (*l_104)) , 0L) < g_562) >= p_50) , &l_499) != &l_499))) == p_50) << (uint8_t)(**g_312)) != g_250)) >= l_139)) * (int16_t)g_380[1][2][3]) , (void*)0)) + (int64_t)g_231) | g_563) ^ g_380[2][5][2]) <= 0x51D8DA98L))
        { /* block id: 219 */
            (*l_61) = (*l_61);
            (*l_103) = func_52((*l_56), p_50);
        }
        else
        { /* block id: 222 */
            uint32_t *l_568[5][3] = {{&g_14,&g_14,(void*)0},{&g_14,&g_14,&g_14},{(void*)0,&g_14,&l_414},{(void*)0,&g_14,&g_14},{(void*)0,(void*)0,&g_14}};
            int32_t l_611 = (-10L);
            int16_t *l_632[1];
            int32_t **l_638 = &l_596;
            int8_t l_680 = 0xF4L;
            uint8_t l_690 = 255UL;
            int i, j;
            for (i = 0; i < 1; i++)
                l_632[i] = &g_159;
            if ((((uint16_t)((uint16_t)((l_141 |= g_8) , (((p_50 ^ p_50) != 246UL) & ((uint16_t)(!((uint8_t)(p_50 > ((-(uint8_t)((uint64_t)((uint8_t)(((((void*)0 == p_49) , (l_579 || ((uint16_t)((int16_t)((int8_t)((uint16_t)((uint32_t)((int8_t)((((int64_t)(-(int8_t)g_142) % (int64_t)p_50) >= l_595) == 0x52L) % (int8_t)(*g_313)) / (uint32_t)0x3433AB0CL) % (uint16_t)g_380[0][4][1]) * (int8_t)0xBCL) % (int16_t)p_50) * (uint16_t)(*g_318)))) && p_50) & p_50) * (uint8_t)p_50) + (uint64_t)0UL)) || p_50)) >> (uint8_t)4)) + (uint16_t)p_50))) >> (uint16_t)(*l_104)) - (uint16_t)p_50) & (***g_322)))
            { /* block id: 224 */
                int32_t *l_597[10] = {&l_140,&l_140,&l_140,&l_140,&l_140,&l_140,&l_140,&l_140,&l_140,&l_140};
                int i;
                return &g_417;
            }
            else
            { /* block id: 226 */
                uint32_t l_600[4];
                int8_t *l_613 = &g_250;
                uint32_t l_636 = 0x5777DE3AL;
                int32_t l_646 = 9L;
                int32_t l_649 = 0x0709C785L;
                int i;
                for (i = 0; i < 4; i++)
                    l_600[i] = 4294967295UL;
                for (l_293 = 0; (l_293 != 21); l_293++)
                { /* block id: 229 */
                    int32_t l_612 = 0L;
                    int16_t *l_633 = &g_563;
                    int32_t **l_639 = &l_60;
                    int32_t l_650 = 0x651649CAL;
                    int32_t l_651 = (-1L);
                    int32_t l_652 = 0x03E10B3BL;
                    int32_t l_653 = (-6L);
                    uint64_t *l_675 = (void*)0;
                    (*l_596) = (l_600[2] & ((((((int16_t)(0x042DB8DCL < p_50) >> (int16_t)9) || (0x9316L < ((int32_t)p_50 % (int32_t)(-(uint32_t)((uint64_t)18446744073709551615UL / (uint64_t)(*l_596)))))) , ((**g_317) |= ((int8_t)(((*l_300) = ((((*l_125) = ((p_50 ^ (-(int8_t)((*l_119) |= (((p_50 || p_50) || p_50) == 0x0EF1L)))) & p_50)) || l_611) ^ l_612)) && g_14) * (int8_t)g_379))) , l_613) == &g_231));
                    if ((((uint32_t)g_35 - (uint32_t)l_600[0]) | (((p_50 , (((int8_t)(-1L) >> (int8_t)((int8_t)(l_620 >= 0xEB1EL) % (int8_t)(((p_50 || (6L == (((uint16_t)l_611 % (uint16_t)l_612) || p_50))) >= 0xADL) && (*l_596)))) | 0x4BL)) < 4294967295UL) | l_600[2])))
                    { /* block id: 235 */
                        int32_t **l_640 = (void*)0;
                        int32_t *l_647 = (void*)0;
                        int32_t *l_648[9][5][1] = {{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}},{{(void*)0},{&l_415},{&l_139},{&l_415},{(void*)0}}};
                        int i, j, k;
                        g_276 = ((((((((*l_613) ^= (((g_380[0][4][1] , ((uint8_t)(+p_50) - (uint8_t)(l_600[3] && ((uint8_t)0xA8L - (uint8_t)(l_611 >= (((uint16_t)(((l_633 = l_632[0]) != l_164[0]) <= (p_50 != (((*l_533) = ((uint16_t)l_612 << (uint16_t)p_50)) && p_50))) >> (uint16_t)l_636) | p_50)))))) , (*g_251)) || g_637)) , l_146) != (void*)0) == l_636) , l_638) == l_639) , p_49);
                        g_641 = (void*)0;
                        --g_655;
                        (*l_596) = (**l_638);
                    }
                    else
                    { /* block id: 243 */
                        const int32_t * const l_664 = &g_665[0][0];
                        const int32_t * const *l_663 = &l_664;
                        const int32_t * const **l_662 = &l_663;
                        const int32_t * const *l_667[7][2][8] = {{{&l_664,&l_664,&l_664,&l_664,&l_664,&l_664,&l_664,(void*)0},{&l_664,&l_664,(void*)0,&l_664,(void*)0,&l_664,&l_664,&l_664}},{{(void*)0,&l_664,&l_664,&l_664,&l_664,&l_664,&l_664,&l_664},{&l_664,&l_664,&l_664,&l_664,&l_664,&l_664,(void*)0,&l_664}},{{(void*)0,&l_664,&l_664,&l_664,(void*)0,&l_664,&l_664,&l_664},{&l_664,&l_664,(void*)0,&l_664,&l_664,(void*)0,&l_664,&l_664}},{{&l_664,&l_664,(void*)0,&l_664,&l_664,(void*)0,&l_664,&l_664},{&l_664,&l_664,&l_664,&l_664,&l_664,(void*)0,(void*)0,(void*)0}},{{(void*)0,&l_664,&l_664,&l_664,&l_664,&l_664,&l_664,&l_664},{&l_664,(void*)0,&l_664,&l_664,&l_664,&l_664,&l_664,(void*)0}},{{&l_664,&l_664,(void*)0,&l_664,&l_664,&l_664,&l_664,&l_664},{&l_664,&l_664,&l_664,&l_664,&l_664,(void*)0,&l_664,&l_664}},{{&l_664,&l_664,(void*)0,&l_664,(void*)0,&l_664,&l_664,&l_664},{(void*)0,&l_664,&l_664,&l_664,(void*)0,(void*)0,&l_664,&l_664}}};
                        const int32_t * const **l_666 = &l_667[2][0][2];
                        int i, j, k;
                        (**l_638) = (g_563 >= ((int64_t)((((((int16_t)(((*l_666) = ((*l_662) = &g_276)) != l_639) / (int16_t)0x5265L) != 0x8CDDA3CBL) < (p_50 = (((uint8_t)(+(-3L)) >> (uint8_t)((int8_t)(*l_596) + (int8_t)((((+(&g_126 != (((g_674 = 0UL) && l_649) , l_675))) , p_50) || 65532UL) ^ (*l_664)))) >= l_600[0]))) || 0x871AL) > 0x635CL) % (int64_t)(-3L)));
                        (**l_638) = ((uint16_t)((((uint8_t)p_50 / (uint8_t)g_120) == ((*l_125) = l_680)) <= (18446744073709551615UL ^ (((uint16_t)((int8_t)p_50 * (int8_t)(*g_313)) << (uint16_t)7) > (p_50 , (p_50 == (*l_596)))))) - (uint16_t)l_600[2]);
                    }
                    l_649 |= (**l_638);
                    if ((*g_362))
                    { /* block id: 253 */
                        int32_t l_687 = 0x44EB3958L;
                        int32_t *l_688 = (void*)0;
                        int32_t *l_689[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_689[i] = (void*)0;
                        (*l_103) = &g_665[0][0];
                        l_690++;
                        (*l_639) = &g_8;
                    }
                    else
                    { /* block id: 257 */
                        (*l_103) = func_52(((*l_56) = (*l_56)), p_50);
                    }
                }
            }
        }
    }
    else
    { /* block id: 264 */
        int16_t l_693[6][7] = {{3L,0x1AF8L,0x1AF8L,3L,0x5890L,1L,1L},{0xA961L,0x808CL,(-1L),0x808CL,0xA961L,0x808CL,(-1L)},{0x5890L,3L,0x1AF8L,0x1AF8L,3L,0x5890L,1L},{0xE439L,0x10B5L,0xE439L,0x808CL,0xE439L,0x10B5L,0xE439L},{0x5890L,0x1AF8L,1L,3L,3L,1L,0x1AF8L},{0xA961L,0x10B5L,(-1L),0x10B5L,0xA961L,0x10B5L,(-1L)}};
        uint64_t **l_699[5][5] = {{&l_125,&l_125,&l_125,&l_125,&l_125},{&l_125,&l_125,&l_125,&l_125,&l_125},{&l_125,&l_125,&l_125,&l_125,&l_125},{&l_125,&l_125,&l_125,&l_125,&l_125},{&l_125,&l_125,&g_252,&l_125,&l_125}};
        uint64_t *l_700 = &l_316;
        int32_t l_705 = 2L;
        int32_t *l_706 = &l_203;
        uint32_t *l_707 = (void*)0;
        uint32_t *l_708 = &l_414;
        const uint8_t *l_718 = &g_205;
        const uint8_t **l_717[10][1] = {{&l_718},{&l_718},{&l_718},{&l_718},{&l_718},{&l_718},{&l_718},{&l_718},{&l_718},{&l_718}};
        int i, j;
        if ((((((*l_708) = ((((l_693[3][3] ^= (*g_251)) == (+0UL)) >= p_50) ^ (((*l_706) = (((((int32_t)((int16_t)(((((((((0L == ((g_177[2] == ((g_252 = &g_126) != l_700)) || ((int8_t)((uint8_t)((void*)0 == &l_595) << (uint8_t)(**g_312)) * (int8_t)p_50))) , 0xD66AL) | (*g_318)) , &p_50) != &g_176) < (*l_104)) != l_705) , l_705) , p_50) >> (int16_t)9) - (int32_t)8UL) && 0x25L) < (-1L)) , l_705)) == l_705))) != p_50) & g_120) != 8L))
        { /* block id: 269 */
lbl_779:
            (*l_706) = ((uint32_t)((*l_708) ^= (*l_706)) + (uint32_t)p_50);
        }
        else
        { /* block id: 272 */
            int64_t l_725[9] = {(-2L),0xF3202596F169A903LL,(-2L),0xF3202596F169A903LL,(-2L),0xF3202596F169A903LL,(-2L),0xF3202596F169A903LL,(-2L)};
            uint8_t *l_739 = &g_205;
            uint8_t **l_738 = &l_739;
            uint8_t ***l_737 = &l_738;
            int32_t l_752[10] = {0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L,0x2EDA6722L};
            uint16_t l_773[7];
            uint32_t l_782 = 0xC9AFCD84L;
            int16_t **l_810 = (void*)0;
            int i;
            for (i = 0; i < 7; i++)
                l_773[i] = 0x4419L;
            if (((*l_706) ^= (((uint16_t)((int32_t)((uint64_t)(p_50 , (((*l_708) = ((**l_103) == (((void*)0 == l_717[9][0]) > ((&g_312 != &g_312) , (1L || ((((void*)0 == g_719) < (-1L)) & p_50)))))) <= (-1L))) + (uint64_t)p_50) / (int32_t)p_50) * (uint16_t)l_722) & 1L)))
            { /* block id: 275 */
                uint16_t l_751 = 0x3E53L;
                const int32_t ****l_774 = (void*)0;
                (*l_706) = (((int32_t)(0x477DL || (l_725[0] = 7L)) - (int32_t)((uint8_t)((int8_t)((int16_t)((uint8_t)((g_562 , (((((~((*g_313) = (&g_124 != &p_50))) == ((uint8_t)((l_737 == (((uint16_t)(((uint8_t)(~(-6L)) * (uint8_t)((*g_252) , ((uint64_t)((int8_t)((int16_t)((**g_317) = p_50) - (int16_t)p_50) % (int8_t)l_751) + (uint64_t)(*g_252)))) <= 0x96F0L) % (uint16_t)p_50) , (void*)0)) != l_752[3]) % (uint8_t)l_752[1])) , p_50) ^ g_12[1]) <= p_50)) & p_50) >> (uint8_t)p_50) << (int16_t)1) - (int8_t)g_177[5]) + (uint8_t)(*l_104))) , p_50);
                (***g_719) = (**g_720);
                for (l_705 = (-17); (l_705 >= (-9)); l_705 += 9)
                { /* block id: 283 */
                    int32_t ****l_775 = &g_504;
                    int8_t *l_777 = &g_250;
                    (***g_719) = ((uint16_t)p_50 * (uint16_t)((((((*g_313) = ((int16_t)(((int8_t)0x32L * (int8_t)((*l_777) = ((((*l_119) = ((uint16_t)(((int16_t)((uint8_t)((***l_737) |= p_50) >> (uint8_t)(((int32_t)((*l_706) = (((((int16_t)0xECE2L % (int16_t)p_50) > (((int32_t)((l_752[7] < 1UL) <= l_773[6]) + (int32_t)((*l_708) = (((*l_499) = ((((l_774 != l_775) > g_776) , 0x99L) && (-1L))) & p_50))) >= (*g_313))) != 0x81407AFABE0E7C53LL) >= (*l_706))) + (int32_t)p_50) | (*g_252))) >> (int16_t)p_50) != 1L) - (uint16_t)p_50)) , (*g_252)) , p_50))) | p_50) << (int16_t)10)) , (*g_313)) & (-4L)) < 0L) , (-1L)));
                    (*l_706) = p_50;
                    for (g_563 = 3; (g_563 <= 8); g_563 += 1)
                    { /* block id: 295 */
                        volatile int32_t * volatile l_778 = &g_562;/* VOLATILE GLOBAL l_778 */
                        l_778 = (**g_719);
                        if (l_414)
                            goto lbl_779;
                        if (p_50)
                            break;
                        (*l_103) = &l_752[3];
                    }
                }
                (*l_103) = ((*l_61) = &l_752[3]);
            }
            else
            { /* block id: 304 */
                uint32_t **l_794 = &l_708;
                int32_t l_795 = 0x68063D31L;
                int64_t *l_796 = &l_725[0];
                int32_t l_797 = 0x4CB97632L;
                l_797 ^= ((uint64_t)(p_50 <= l_782) + (uint64_t)(-(int16_t)((p_50 | ((uint8_t)(**g_312) - (uint8_t)((((uint64_t)((*g_252) = (((*l_706) = (((int8_t)((uint64_t)(((int16_t)(*l_706) * (int16_t)(((*l_796) |= ((*l_300) = (((((p_50 , (((*l_794) = &l_414) == (void*)0)) | (l_795 | l_782)) > 0x83L) && 0x23EDL) ^ g_655))) < p_50)) >= (*l_706)) / (uint64_t)p_50) << (int8_t)1) , p_50)) <= l_752[5])) - (uint64_t)l_773[1]) , 1L) || 0xD10341EEL))) <= p_50)));
                l_795 = (1L == ((int64_t)((1UL == ((int16_t)((int8_t)((((uint16_t)((uint16_t)0x4F8EL / (uint16_t)g_124) + (uint16_t)(((uint32_t)(((void*)0 != l_810) <= ((uint16_t)(l_739 != &g_250) + (uint16_t)(l_797 = (p_50 & p_50)))) + (uint32_t)g_380[0][4][1]) ^ (*g_362))) , p_50) , p_50) << (int8_t)6) << (int16_t)13)) ^ (**l_103)) % (int64_t)p_50));
            }
            for (p_50 = 19; (p_50 >= 12); p_50 -= 6)
            { /* block id: 316 */
                (*l_103) = &l_705;
            }
            (*g_815) = ((***g_719) , p_49);
        }
        for (g_126 = 12; (g_126 > 57); g_126++)
        { /* block id: 323 */
            uint32_t *l_819[7];
            int32_t *l_823 = &l_200;
            int32_t ***l_828 = &g_505;
            int i;
            for (i = 0; i < 7; i++)
                l_819[i] = &g_142;
            if (((*l_823) |= ((l_820++) , ((*l_706) = p_50))))
            { /* block id: 327 */
                (*l_823) ^= ((int8_t)(((uint8_t)p_50 >> (uint8_t)0) | ((void*)0 != l_828)) * (int8_t)p_50);
                return (*g_815);
            }
            else
            { /* block id: 330 */
                return (*g_815);
            }
        }
    }
    return (*g_815);
}


/* ------------------------------------------ */
/* 
 * reads : g_8 g_35 g_12 g_11 g_14
 * writes: g_8
 */
static const int32_t * func_52(int32_t * p_53, const int64_t  p_54)
{ /* block id: 31 */
    int32_t *l_71 = (void*)0;
    int32_t *l_72 = &g_8;
    (*l_72) &= p_54;
    g_8 = (((-9L) > ((g_8 , (((uint16_t)(((int8_t)((((uint16_t)(((uint8_t)((uint16_t)(247UL >= ((((uint8_t)g_35 * (uint8_t)0L) , (((uint8_t)(((((int16_t)(((((((+(!(0UL == ((uint16_t)((((int16_t)0L >> (int16_t)((int32_t)((uint16_t)((uint32_t)9UL - (uint32_t)0xB0B63B58L) >> (uint16_t)5) + (int32_t)g_12[4])) || p_54) & g_11) >> (uint16_t)15)))) != p_54) , 0xEAL) && p_54) || g_14) <= p_54) && p_54) >> (int16_t)p_54) > 0x22L) <= g_11) & (*l_72)) << (uint8_t)1) , p_54)) || 1UL)) + (uint16_t)65535UL) << (uint8_t)(*l_72)) && p_54) * (uint16_t)g_35) || g_35) > 0L) + (int8_t)1UL) & p_54) % (uint16_t)g_8) , (*l_72))) & g_8)) | p_54);
    return p_53;
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
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_12[i], "g_12[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_124, "g_124", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_128, "g_128", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_159, "g_159", print_hash_value);
    transparent_crc(g_176, "g_176", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_177[i], "g_177[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_231, "g_231", print_hash_value);
    transparent_crc(g_250, "g_250", print_hash_value);
    transparent_crc(g_255, "g_255", print_hash_value);
    transparent_crc(g_280, "g_280", print_hash_value);
    transparent_crc(g_379, "g_379", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_380[i][j][k], "g_380[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_417, "g_417", print_hash_value);
    transparent_crc(g_562, "g_562", print_hash_value);
    transparent_crc(g_563, "g_563", print_hash_value);
    transparent_crc(g_637, "g_637", print_hash_value);
    transparent_crc(g_654, "g_654", print_hash_value);
    transparent_crc(g_655, "g_655", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_665[i][j], "g_665[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_674, "g_674", print_hash_value);
    transparent_crc(g_776, "g_776", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_830[i], "g_830[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_888, "g_888", print_hash_value);
    transparent_crc(g_993, "g_993", print_hash_value);
    transparent_crc(g_1124, "g_1124", print_hash_value);
    transparent_crc(g_1234, "g_1234", print_hash_value);
    transparent_crc(g_1433, "g_1433", print_hash_value);
    transparent_crc(g_1591, "g_1591", print_hash_value);
    transparent_crc(g_1648, "g_1648", print_hash_value);
    transparent_crc(g_1852, "g_1852", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_2209[i][j][k], "g_2209[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2265, "g_2265", print_hash_value);
    transparent_crc(g_2289, "g_2289", print_hash_value);
    transparent_crc(g_2369, "g_2369", print_hash_value);
    transparent_crc(g_2581, "g_2581", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2674[i], "g_2674[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2751, "g_2751", print_hash_value);
    transparent_crc(g_2752, "g_2752", print_hash_value);
    transparent_crc(g_2803, "g_2803", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_2974[i], "g_2974[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 649
XXX total union variables: 0

XXX max expression depth: 46
breakdown:
   depth: 1, occurrence: 144
   depth: 2, occurrence: 36
   depth: 3, occurrence: 5
   depth: 4, occurrence: 2
   depth: 5, occurrence: 3
   depth: 6, occurrence: 1
   depth: 9, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 4
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 2
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 3
   depth: 25, occurrence: 3
   depth: 26, occurrence: 2
   depth: 27, occurrence: 2
   depth: 28, occurrence: 2
   depth: 29, occurrence: 3
   depth: 31, occurrence: 1
   depth: 32, occurrence: 1
   depth: 37, occurrence: 2
   depth: 39, occurrence: 1
   depth: 40, occurrence: 1
   depth: 46, occurrence: 1

XXX total number of pointers: 581

XXX times a variable address is taken: 1250
XXX times a pointer is dereferenced on RHS: 415
breakdown:
   depth: 1, occurrence: 278
   depth: 2, occurrence: 129
   depth: 3, occurrence: 8
XXX times a pointer is dereferenced on LHS: 410
breakdown:
   depth: 1, occurrence: 338
   depth: 2, occurrence: 54
   depth: 3, occurrence: 18
XXX times a pointer is compared with null: 59
XXX times a pointer is compared with address of another variable: 21
XXX times a pointer is compared with another pointer: 28
XXX times a pointer is qualified to be dereferenced: 7567

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2402
   level: 2, occurrence: 617
   level: 3, occurrence: 145
   level: 4, occurrence: 26
   level: 5, occurrence: 2
XXX number of pointers point to pointers: 257
XXX number of pointers point to scalars: 324
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 32
XXX average alias set size: 1.63

XXX times a non-volatile is read: 2530
XXX times a non-volatile is write: 1164
XXX times a volatile is read: 182
XXX    times read thru a pointer: 78
XXX times a volatile is write: 84
XXX    times written thru a pointer: 49
XXX times a volatile is available for access: 1.44e+03
XXX percentage of non-volatile access: 93.3

XXX forward jumps: 0
XXX backward jumps: 4

XXX stmts: 148
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 18
   depth: 1, occurrence: 10
   depth: 2, occurrence: 25
   depth: 3, occurrence: 31
   depth: 4, occurrence: 24
   depth: 5, occurrence: 40

XXX percentage a fresh-made variable is used: 15.3
XXX percentage an existing variable is used: 84.7
********************* end of statistics **********************/

