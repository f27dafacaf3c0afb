/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 101 --no-safe-math --max-funcs 6 --no-structs
 * Seed:      101
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
static int32_t g_3 = (-8L);
static int8_t g_4[10][5] = {{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L}};
static int32_t g_6[9][4] = {{0x35CA4204L,0xC9E53E58L,0L,0L},{0xC9E53E58L,0xC9E53E58L,(-6L),0L},{0x35CA4204L,0xC9E53E58L,0L,0L},{0xC9E53E58L,0xC9E53E58L,(-6L),0L},{0x35CA4204L,0xC9E53E58L,0L,0L},{0xC9E53E58L,0xC9E53E58L,(-6L),0L},{0x35CA4204L,0xC9E53E58L,0L,0L},{0xC9E53E58L,0xC9E53E58L,(-6L),0L},{0x35CA4204L,0xC9E53E58L,0L,0L}};
static int32_t * volatile g_5 = &g_6[8][0];/* VOLATILE GLOBAL g_5 */
static volatile int32_t g_9 = 0xD66C4A87L;/* VOLATILE GLOBAL g_9 */
static volatile int32_t g_10 = 0x6BB2F144L;/* VOLATILE GLOBAL g_10 */
static int32_t g_11[8][2][3] = {{{(-4L),0L,0x86095610L},{(-4L),0x0F885BD5L,0L}},{{0x0D133F29L,0L,0L},{(-1L),0xAC0FAAB3L,0x86095610L}},{{0x0D133F29L,0xAC0FAAB3L,(-1L)},{(-4L),0L,0x86095610L}},{{(-4L),0x0F885BD5L,0L},{0x0D133F29L,0L,0L}},{{(-1L),0xAC0FAAB3L,0x86095610L},{0x0D133F29L,0xAC0FAAB3L,(-1L)}},{{(-4L),0L,0x86095610L},{(-4L),0x0F885BD5L,0L}},{{0x0D133F29L,0L,0L},{(-1L),0xAC0FAAB3L,0x86095610L}},{{0x0D133F29L,0xAC0FAAB3L,(-1L)},{(-4L),0L,0x86095610L}}};
static volatile int32_t g_20[9] = {0xB816E149L,7L,7L,0xB816E149L,7L,7L,0xB816E149L,7L,7L};
static int32_t g_21[2] = {6L,6L};
static volatile int32_t g_24 = 0xBD28A218L;/* VOLATILE GLOBAL g_24 */
static volatile int32_t g_25 = 0x87B34174L;/* VOLATILE GLOBAL g_25 */
static volatile int32_t g_26 = 0xFCF62392L;/* VOLATILE GLOBAL g_26 */
static volatile int32_t g_27 = 0xE6F96354L;/* VOLATILE GLOBAL g_27 */
static int32_t g_28[8][10] = {{0x2125954AL,0x3C8D209DL,(-5L),7L,0x11E3584FL,5L,0x11E3584FL,7L,(-5L),0x3C8D209DL},{0x11E3584FL,0L,0x233C9E48L,0xF1B6398CL,(-1L),0x36453D1DL,0x11E3584FL,0xC28BF2FEL,0x99B58ECEL,0xF1B6398CL},{0x233C9E48L,0x3C8D209DL,0x99B58ECEL,0x36453D1DL,0x2125954AL,0x36453D1DL,0x99B58ECEL,0x3C8D209DL,0x233C9E48L,0xC28BF2FEL},{0x11E3584FL,7L,(-5L),0x3C8D209DL,0x2125954AL,5L,0x5B292197L,0xF1B6398CL,(-5L),0xF1B6398CL},{0x2125954AL,0L,(-1L),0x3C8D209DL,(-1L),0L,0x2125954AL,0xC28BF2FEL,0x233C9E48L,0x3C8D209DL},{0x233C9E48L,0xF1B6398CL,(-1L),0x36453D1DL,0x11E3584FL,0xC28BF2FEL,0x99B58ECEL,0xF1B6398CL,0x99B58ECEL,0xC28BF2FEL},{0x5B292197L,0xF1B6398CL,(-5L),0xF1B6398CL,0x5B292197L,5L,0x2125954AL,0x3C8D209DL,(-5L),7L},{0x5B292197L,0L,0x99B58ECEL,7L,(-1L),0xC28BF2FEL,0x5B292197L,0xC28BF2FEL,(-1L),7L}};
static volatile int32_t g_61 = 0x6AC69B76L;/* VOLATILE GLOBAL g_61 */
static volatile int32_t *g_60 = &g_61;
static volatile int32_t **g_59[6][7] = {{&g_60,&g_60,&g_60,(void*)0,&g_60,&g_60,&g_60},{&g_60,&g_60,&g_60,&g_60,&g_60,&g_60,&g_60},{&g_60,&g_60,(void*)0,&g_60,(void*)0,&g_60,&g_60},{&g_60,&g_60,&g_60,(void*)0,&g_60,(void*)0,&g_60},{&g_60,&g_60,&g_60,&g_60,(void*)0,&g_60,(void*)0},{&g_60,&g_60,&g_60,&g_60,(void*)0,&g_60,&g_60}};
static int32_t *g_63 = &g_21[1];
static int32_t **g_62 = &g_63;
static int64_t g_82 = 0L;
static uint64_t g_100 = 0x58F69C2BC1C087C3LL;
static int8_t g_129 = 8L;
static const int64_t g_140 = 0x8C28246A680227E6LL;
static uint8_t g_144 = 0xF8L;
static uint8_t *g_143 = &g_144;
static int8_t g_155[2] = {1L,1L};
static uint32_t g_207 = 0xC5DD6833L;
static uint32_t g_214 = 0x110FC685L;
static uint16_t g_216 = 65528UL;
static uint32_t *g_233 = &g_214;
static uint32_t **g_232 = &g_233;
static volatile int64_t *g_238 = (void*)0;
static volatile int64_t **g_237 = &g_238;
static int16_t g_244[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static uint8_t *g_259 = &g_144;
static int32_t g_264[4] = {(-5L),(-5L),(-5L),(-5L)};
static int64_t g_292 = 0xF5619777422D29C8LL;
static int32_t g_311 = 0xED9C4399L;
static const int32_t **g_317 = (void*)0;
static int32_t *** volatile g_350 = &g_62;/* VOLATILE GLOBAL g_350 */
static int32_t ***g_351 = &g_62;
static int32_t *** volatile *g_349[9][1][3] = {{{&g_350,&g_350,&g_351}},{{&g_351,&g_351,&g_351}},{{&g_351,(void*)0,&g_351}},{{&g_351,(void*)0,&g_351}},{{&g_350,&g_351,&g_351}},{{&g_350,&g_350,&g_351}},{{&g_351,&g_351,&g_351}},{{&g_351,(void*)0,&g_351}},{{&g_351,(void*)0,&g_351}}};
static const int8_t * const  volatile g_387 = (void*)0;/* VOLATILE GLOBAL g_387 */
static const int8_t * const  volatile *g_386 = &g_387;
static uint32_t **g_391 = &g_233;
static int64_t g_456 = 0x11F2EE10F8F62C7FLL;
static volatile uint16_t g_481 = 65531UL;/* VOLATILE GLOBAL g_481 */
static int8_t *g_487 = &g_129;
static int8_t **g_486[10] = {&g_487,&g_487,&g_487,&g_487,&g_487,&g_487,&g_487,&g_487,&g_487,&g_487};
static int16_t g_529 = (-7L);
static int32_t *****g_585 = (void*)0;
static int32_t g_693 = 1L;
static uint64_t g_711[10][8][3] = {{{0UL,6UL,6UL},{0xDD3C5E0C0F2C3727LL,0xE1F704350C22804BLL,6UL},{0UL,18446744073709551615UL,0xFB2AACE09B10F8ACLL},{0x9212AE89248F1888LL,0UL,18446744073709551608UL},{18446744073709551615UL,0x0727EB2DF03D5C4DLL,0xE1F704350C22804BLL},{0UL,0UL,1UL},{0x38121FA8FCEA9880LL,18446744073709551615UL,0UL},{0xE1F704350C22804BLL,0xE1F704350C22804BLL,0UL}},{{0xE1F704350C22804BLL,6UL,0UL},{0x38121FA8FCEA9880LL,0x6F33B4C57F7777C7LL,0xDB8C6FB10C5CB8B9LL},{0UL,1UL,0x38121FA8FCEA9880LL},{18446744073709551615UL,0x38121FA8FCEA9880LL,0xDB8C6FB10C5CB8B9LL},{0x9212AE89248F1888LL,18446744073709551615UL,0UL},{0UL,0x8F555C1CE7219493LL,0UL},{0xDD3C5E0C0F2C3727LL,0x8F555C1CE7219493LL,0UL},{0UL,18446744073709551615UL,1UL}},{{0x8F555C1CE7219493LL,0x38121FA8FCEA9880LL,0xE1F704350C22804BLL},{18446744073709551615UL,1UL,18446744073709551608UL},{0x8F555C1CE7219493LL,0x6F33B4C57F7777C7LL,0xFB2AACE09B10F8ACLL},{0UL,6UL,6UL},{0xDD3C5E0C0F2C3727LL,0xE1F704350C22804BLL,6UL},{0UL,18446744073709551615UL,0xFB2AACE09B10F8ACLL},{0x9212AE89248F1888LL,0UL,18446744073709551608UL},{18446744073709551615UL,0x0727EB2DF03D5C4DLL,0xE1F704350C22804BLL}},{{0UL,0UL,1UL},{0x38121FA8FCEA9880LL,18446744073709551615UL,0UL},{0xE1F704350C22804BLL,0xE1F704350C22804BLL,0UL},{0xE1F704350C22804BLL,6UL,0UL},{0x38121FA8FCEA9880LL,0x6F33B4C57F7777C7LL,0xDB8C6FB10C5CB8B9LL},{0UL,1UL,0x38121FA8FCEA9880LL},{18446744073709551615UL,0x38121FA8FCEA9880LL,0xDB8C6FB10C5CB8B9LL},{0x9212AE89248F1888LL,18446744073709551615UL,0UL}},{{0UL,0x8F555C1CE7219493LL,0UL},{0xDD3C5E0C0F2C3727LL,0x8F555C1CE7219493LL,0UL},{0UL,18446744073709551615UL,1UL},{0x8F555C1CE7219493LL,0x38121FA8FCEA9880LL,0xE1F704350C22804BLL},{18446744073709551615UL,1UL,18446744073709551608UL},{1UL,0xFB2AACE09B10F8ACLL,0x38121FA8FCEA9880LL},{0UL,0xE1F704350C22804BLL,0xE1F704350C22804BLL},{0x6F33B4C57F7777C7LL,18446744073709551615UL,0xE1F704350C22804BLL}},{{0xDD3C5E0C0F2C3727LL,6UL,0x38121FA8FCEA9880LL},{18446744073709551608UL,0xDD3C5E0C0F2C3727LL,0UL},{0x711EB8A9E4F125CELL,0xDB8C6FB10C5CB8B9LL,18446744073709551615UL},{0UL,0xDD3C5E0C0F2C3727LL,0x9212AE89248F1888LL},{18446744073709551615UL,6UL,0UL},{18446744073709551615UL,18446744073709551615UL,0xDD3C5E0C0F2C3727LL},{18446744073709551615UL,0xE1F704350C22804BLL,0UL},{18446744073709551615UL,0xFB2AACE09B10F8ACLL,0x8F555C1CE7219493LL}},{{0UL,0x9212AE89248F1888LL,18446744073709551615UL},{0x711EB8A9E4F125CELL,18446744073709551615UL,0x8F555C1CE7219493LL},{18446744073709551608UL,0x0727EB2DF03D5C4DLL,0UL},{0xDD3C5E0C0F2C3727LL,1UL,0xDD3C5E0C0F2C3727LL},{0x6F33B4C57F7777C7LL,1UL,0UL},{0UL,0x0727EB2DF03D5C4DLL,0x9212AE89248F1888LL},{1UL,18446744073709551615UL,18446744073709551615UL},{6UL,0x9212AE89248F1888LL,0UL}},{{1UL,0xFB2AACE09B10F8ACLL,0x38121FA8FCEA9880LL},{0UL,0xE1F704350C22804BLL,0xE1F704350C22804BLL},{0x6F33B4C57F7777C7LL,18446744073709551615UL,0xE1F704350C22804BLL},{0xDD3C5E0C0F2C3727LL,6UL,0x38121FA8FCEA9880LL},{18446744073709551608UL,0xDD3C5E0C0F2C3727LL,0UL},{0x711EB8A9E4F125CELL,0xDB8C6FB10C5CB8B9LL,18446744073709551615UL},{0UL,0xDD3C5E0C0F2C3727LL,0x9212AE89248F1888LL},{18446744073709551615UL,6UL,0UL}},{{18446744073709551615UL,18446744073709551615UL,0xDD3C5E0C0F2C3727LL},{18446744073709551615UL,0xE1F704350C22804BLL,0UL},{18446744073709551615UL,0xFB2AACE09B10F8ACLL,0x8F555C1CE7219493LL},{0UL,0x9212AE89248F1888LL,18446744073709551615UL},{0x711EB8A9E4F125CELL,18446744073709551615UL,0x8F555C1CE7219493LL},{18446744073709551608UL,0x0727EB2DF03D5C4DLL,0UL},{0xDD3C5E0C0F2C3727LL,1UL,0xDD3C5E0C0F2C3727LL},{0x6F33B4C57F7777C7LL,1UL,0UL}},{{0UL,0x0727EB2DF03D5C4DLL,0x9212AE89248F1888LL},{1UL,18446744073709551615UL,18446744073709551615UL},{6UL,0x9212AE89248F1888LL,0UL},{1UL,0xFB2AACE09B10F8ACLL,0x38121FA8FCEA9880LL},{0UL,0xE1F704350C22804BLL,0xE1F704350C22804BLL},{0x6F33B4C57F7777C7LL,18446744073709551615UL,0xE1F704350C22804BLL},{0xDD3C5E0C0F2C3727LL,6UL,0x38121FA8FCEA9880LL},{18446744073709551608UL,0xDD3C5E0C0F2C3727LL,0UL}}};
static int64_t ***g_728[4][2][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}}};
static uint8_t **g_773 = &g_259;
static uint8_t *** volatile g_896 = (void*)0;/* VOLATILE GLOBAL g_896 */
static uint8_t *** volatile g_897[1] = {&g_773};
static uint8_t *** volatile g_898[9][8] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static uint8_t *** volatile g_899 = &g_773;/* VOLATILE GLOBAL g_899 */
static uint32_t *g_904 = &g_207;
static const volatile uint16_t ** volatile g_1054 = (void*)0;/* VOLATILE GLOBAL g_1054 */
static const uint16_t *g_1056 = &g_216;
static const uint16_t ** const g_1055 = &g_1056;
static int32_t ****g_1149 = &g_351;
static volatile uint32_t g_1200[2][10][2] = {{{0xB38A6FC9L,0xD93D1C48L},{0x63E7F057L,0x70F51517L},{0xF5326544L,0xF5326544L},{0xD93D1C48L,1UL},{0x588031C3L,3UL},{0x983E6BBEL,0xE32CD0DEL},{4294967295UL,0x983E6BBEL},{4294967286UL,0xB38A6FC9L},{4294967286UL,0x983E6BBEL},{4294967295UL,0xE32CD0DEL}},{{0x983E6BBEL,3UL},{0x588031C3L,1UL},{0xD93D1C48L,0xF5326544L},{0xF5326544L,0x70F51517L},{0x63E7F057L,0xD93D1C48L},{0xB38A6FC9L,4UL},{1UL,4UL},{0xB38A6FC9L,0xD93D1C48L},{0x63E7F057L,0x70F51517L},{0xF5326544L,0xF5326544L}}};
static uint32_t g_1280[7][9] = {{0xEC80F384L,4294967295UL,4294967287UL,4294967287UL,1UL,1UL,1UL,4294967287UL,4294967287UL},{0x5AAF9B20L,0x5AAF9B20L,0xCB219C9AL,4294967295UL,8UL,0xF0E6FD31L,4294967295UL,0x70F32DA7L,4294967295UL},{4294967287UL,0x704B39E5L,4294967295UL,4294967295UL,0x704B39E5L,4294967287UL,0x09289855L,7UL,4294967295UL},{0x70F32DA7L,2UL,0xCB219C9AL,0xCA625A84L,0xE64B65AEL,0xE64B65AEL,0xCA625A84L,0xCB219C9AL,2UL},{0x704B39E5L,1UL,4294967287UL,1UL,0x695F11EBL,4294967287UL,0x09289855L,0x09289855L,4294967287UL},{0x5EE0AAFDL,0xCB219C9AL,0x79BA23B6L,0xCB219C9AL,0x5EE0AAFDL,0xD0CFC299L,4294967295UL,0x5AAF9B20L,0xCA625A84L},{1UL,1UL,1UL,0xD351D6C2L,7UL,0xD351D6C2L,1UL,1UL,1UL}};
static int32_t ** volatile g_1302 = &g_63;/* VOLATILE GLOBAL g_1302 */
static const uint32_t ** const ** volatile g_1365 = (void*)0;/* VOLATILE GLOBAL g_1365 */
static volatile int32_t g_1378 = 0x97ECC493L;/* VOLATILE GLOBAL g_1378 */
static int8_t g_1394 = 0xE7L;
static const int32_t *g_1398 = &g_693;
static const int32_t ** volatile g_1397[10] = {&g_1398,&g_1398,&g_1398,&g_1398,&g_1398,&g_1398,&g_1398,&g_1398,&g_1398,&g_1398};
static const int32_t ** volatile g_1399 = &g_1398;/* VOLATILE GLOBAL g_1399 */
static int32_t *g_1419 = &g_693;
static volatile uint64_t g_1429 = 18446744073709551615UL;/* VOLATILE GLOBAL g_1429 */
static uint16_t g_1460 = 0x7489L;
static volatile uint32_t g_1465 = 0x989B97CBL;/* VOLATILE GLOBAL g_1465 */
static volatile uint32_t *g_1464[8] = {&g_1465,&g_1465,&g_1465,&g_1465,&g_1465,&g_1465,&g_1465,&g_1465};
static volatile uint32_t **g_1463 = &g_1464[4];
static volatile uint32_t ** volatile *g_1462 = &g_1463;
static volatile uint32_t ** volatile * volatile *g_1461 = &g_1462;
static const int32_t ** volatile g_1481 = &g_1398;/* VOLATILE GLOBAL g_1481 */
static const int8_t g_1528 = 0L;
static const int8_t *g_1527[1][10] = {{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}};
static const int8_t **g_1526 = &g_1527[0][7];
static volatile uint32_t g_1536[8] = {4294967286UL,4294967286UL,4294967286UL,4294967286UL,4294967286UL,4294967286UL,4294967286UL,4294967286UL};
static uint16_t *g_1572 = &g_216;
static uint16_t **g_1571[7][6][4] = {{{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572}},{{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572}},{{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572}},{{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572}},{{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572}},{{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572}},{{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572},{&g_1572,&g_1572,&g_1572,&g_1572},{&g_1572,(void*)0,&g_1572,&g_1572}}};
static uint16_t ***g_1570[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t g_1574[1] = {0x68DC542FL};


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t * func_7(int32_t * p_8);
static const int32_t * func_16(uint8_t  p_17);
static int32_t  func_30(uint64_t  p_31, uint64_t  p_32);
static uint8_t  func_38(const int32_t  p_39, int64_t  p_40, int32_t ** const  p_41, int32_t * p_42, const int32_t * p_43);
static int16_t  func_49(int32_t * p_50, int8_t  p_51, uint16_t  p_52, int32_t  p_53, int32_t ** p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_6 g_11 g_3 g_155 g_232 g_233 g_214 g_20 g_311 g_351 g_62 g_63 g_391 g_21 g_28 g_1056 g_216 g_143 g_144 g_773 g_259 g_244 g_1149 g_1200 g_292 g_456 g_711 g_487 g_129 g_693 g_486 g_1280 g_1302 g_24 g_207 g_4 g_1365 g_1394 g_60 g_1536 g_1570 g_350 g_1574 g_10
 * writes: g_3 g_4 g_6 g_11 g_21 g_28 g_216 g_129 g_63 g_1149 g_62 g_144 g_711 g_244 g_904 g_82 g_292 g_1378 g_61 g_1526 g_1570
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2[9];
    uint32_t *l_1359 = &g_207;
    int32_t l_1372 = 1L;
    int32_t l_1373 = 0x5AACCFCEL;
    int32_t l_1374 = 0xDDA3482DL;
    int32_t l_1375 = 0x4569CC2FL;
    int32_t l_1376 = (-5L);
    int32_t l_1377 = 0x1E57CA31L;
    int32_t l_1379 = (-6L);
    int32_t l_1383 = 0xC5F51B73L;
    int32_t l_1384 = (-6L);
    uint64_t l_1391[9];
    uint32_t ***l_1467 = &g_391;
    uint32_t ****l_1466 = &l_1467;
    uint16_t l_1478 = 65535UL;
    uint8_t l_1490 = 0x54L;
    int32_t *l_1501 = &g_11[3][0][1];
    int32_t l_1511 = 0x922F9005L;
    int32_t l_1512 = 0xC2A43186L;
    int32_t l_1513 = 0xD17EA10BL;
    int32_t l_1515 = (-3L);
    int8_t **l_1522 = (void*)0;
    const int8_t *l_1524[10][7] = {{(void*)0,(void*)0,&g_155[0],&g_155[0],(void*)0,(void*)0,&g_155[1]},{&g_129,&g_4[2][0],&g_1394,&g_155[1],&g_1394,&g_4[2][0],&g_129},{(void*)0,&g_155[0],&g_155[1],(void*)0,(void*)0,&g_155[1],&g_155[0]},{&g_4[7][4],&g_4[2][0],&g_1394,&g_155[0],&g_4[7][4],&g_155[0],&g_1394},{(void*)0,(void*)0,&g_155[1],&g_129,(void*)0,(void*)0,&g_129},{&g_1394,&g_155[0],&g_1394,&g_155[0],&g_129,&g_155[0],&g_129},{(void*)0,&g_129,&g_155[0],(void*)0,(void*)0,&g_4[2][0],&g_4[2][0]},{&g_4[7][4],&g_155[1],&g_4[5][4],&g_155[1],&g_4[7][4],&g_155[0],&g_4[5][4]},{&g_4[1][2],(void*)0,&g_129,&g_155[0],(void*)0,(void*)0,&g_4[2][0]},{&g_129,&g_155[0],&g_1394,&g_155[0],&g_1394,&g_155[0],&g_129}};
    const int8_t **l_1523 = &l_1524[3][4];
    uint16_t l_1558 = 3UL;
    int i, j;
    for (i = 0; i < 9; i++)
        l_2[i] = 252UL;
    for (i = 0; i < 9; i++)
        l_1391[i] = 0xE5E8A0601AD9F2D3LL;
lbl_1395:
    for (g_3 = 5; (g_3 >= 3); g_3 -= 1)
    { /* block id: 3 */
        (*g_5) = (g_4[2][0] = 1L);
    }
    if ((*g_5))
    { /* block id: 7 */
        return g_6[2][3];
    }
    else
    { /* block id: 9 */
        int32_t l_1324 = (-1L);
        int32_t l_1334[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
        const int32_t l_1362 = 0xF3E429A3L;
        int64_t *l_1368 = (void*)0;
        int64_t ** const l_1367[7][7][4] = {{{&l_1368,&l_1368,(void*)0,(void*)0},{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,(void*)0},{&l_1368,(void*)0,(void*)0,(void*)0},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368}},{{(void*)0,&l_1368,&l_1368,(void*)0},{(void*)0,(void*)0,&l_1368,&l_1368},{&l_1368,(void*)0,&l_1368,(void*)0},{&l_1368,&l_1368,(void*)0,(void*)0},{&l_1368,&l_1368,&l_1368,(void*)0},{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,(void*)0,&l_1368}},{{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{(void*)0,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368}},{{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{(void*)0,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,(void*)0,&l_1368}},{{&l_1368,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,(void*)0},{(void*)0,&l_1368,(void*)0,(void*)0},{&l_1368,&l_1368,&l_1368,(void*)0}},{{&l_1368,(void*)0,&l_1368,&l_1368},{&l_1368,(void*)0,&l_1368,(void*)0},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{(void*)0,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368}},{{&l_1368,&l_1368,&l_1368,&l_1368},{(void*)0,&l_1368,(void*)0,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,(void*)0},{&l_1368,&l_1368,&l_1368,&l_1368},{&l_1368,(void*)0,&l_1368,&l_1368},{&l_1368,&l_1368,&l_1368,&l_1368}}};
        uint32_t l_1411 = 0x7F27819EL;
        int8_t l_1514[10][8][3] = {{{0x4CL,(-9L),0x4CL},{(-1L),0x4AL,0x46L},{6L,0xEBL,7L},{0xDFL,0x45L,0x03L},{(-6L),(-1L),1L},{0xDFL,0L,1L},{6L,0L,1L},{(-1L),0L,0x81L}},{{0x4CL,0xD0L,1L},{0x46L,1L,1L},{7L,(-5L),1L},{0x03L,0xE6L,0x03L},{1L,(-5L),7L},{1L,1L,0x46L},{1L,0xD0L,0x4CL},{0x81L,0L,(-1L)}},{{1L,0L,6L},{1L,0L,0xDFL},{1L,(-1L),(-6L)},{0x03L,0x45L,0xDFL},{7L,0xEBL,6L},{0x46L,0x4AL,(-1L)},{0x4CL,(-9L),0x4CL},{(-1L),0x4AL,0x46L}},{{6L,0xEBL,7L},{0xDFL,0x45L,0x03L},{(-6L),(-1L),1L},{0xDFL,0L,1L},{6L,0L,1L},{(-1L),0L,0x81L},{0x4CL,0xD0L,1L},{0x46L,1L,1L}},{{7L,(-5L),1L},{0x03L,0xE6L,0x03L},{1L,(-5L),7L},{1L,1L,0x46L},{1L,0xD0L,0x4CL},{0x81L,0L,(-1L)},{1L,0L,6L},{1L,0L,0xDFL}},{{1L,(-1L),(-6L)},{0x03L,0x45L,0xDFL},{7L,0xEBL,6L},{0x46L,0x4AL,(-1L)},{0x4CL,(-9L),0x4CL},{(-1L),0x4AL,0x46L},{6L,0xEBL,7L},{0xDFL,0x45L,0x03L}},{{(-6L),(-7L),(-6L)},{(-9L),0x81L,9L},{7L,(-6L),0x69L},{0xBBL,(-4L),1L},{0xA9L,0x80L,0x69L},{0x60L,0xDFL,9L},{0x5AL,1L,(-6L)},{0x78L,0x22L,0x78L}},{{(-6L),1L,0x5AL},{9L,0xDFL,0x60L},{0x69L,0x80L,0xA9L},{1L,(-4L),0xBBL},{0x69L,(-6L),7L},{9L,0x81L,(-9L)},{(-6L),(-7L),0x1BL},{0x78L,0x34L,(-9L)}},{{0x5AL,1L,7L},{0x60L,(-1L),0xBBL},{0xA9L,0x79L,0xA9L},{0xBBL,(-1L),0x60L},{7L,1L,0x5AL},{(-9L),0x34L,0x78L},{0x1BL,(-7L),(-6L)},{(-9L),0x81L,9L}},{{7L,(-6L),0x69L},{0xBBL,(-4L),1L},{0xA9L,0x80L,0x69L},{0x60L,0xDFL,9L},{0x5AL,1L,(-6L)},{0x78L,0x22L,0x78L},{(-6L),1L,0x5AL},{9L,0xDFL,0x60L}}};
        uint8_t ***l_1531[9][3] = {{(void*)0,(void*)0,(void*)0},{&g_773,&g_773,&g_773},{(void*)0,(void*)0,(void*)0},{&g_773,&g_773,&g_773},{(void*)0,(void*)0,(void*)0},{&g_773,&g_773,&g_773},{(void*)0,(void*)0,(void*)0},{&g_773,&g_773,&g_773},{(void*)0,(void*)0,(void*)0}};
        int i, j, k;
        if ((*g_5))
        { /* block id: 10 */
            uint32_t l_1319 = 1UL;
            uint32_t **l_1330 = &g_233;
            uint64_t *l_1333[9] = {&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100};
            int16_t *l_1335 = &g_244[0];
            int64_t *l_1337 = &g_82;
            int64_t **l_1336 = &l_1337;
            int64_t ***l_1338 = &l_1336;
            uint32_t **l_1358 = &g_904;
            uint32_t **l_1360 = (void*)0;
            uint32_t **l_1361 = &l_1359;
            uint32_t ***l_1364[1][10] = {{(void*)0,&g_232,&g_232,(void*)0,&l_1330,(void*)0,&g_232,&g_232,(void*)0,&l_1330}};
            uint32_t ****l_1363 = &l_1364[0][2];
            uint16_t *l_1366 = &g_216;
            int32_t l_1380 = 0x6BFF0DD4L;
            int32_t l_1381 = (-10L);
            int32_t l_1382 = 0L;
            int32_t l_1385 = 0x97054647L;
            uint64_t l_1386[10][1] = {{0xFA81D675686D2B2CLL},{5UL},{0xFA81D675686D2B2CLL},{5UL},{0xFA81D675686D2B2CLL},{5UL},{0xFA81D675686D2B2CLL},{5UL},{0xFA81D675686D2B2CLL},{5UL}};
            int32_t *l_1400 = &g_28[5][6];
            int32_t *l_1401 = &l_1382;
            int32_t *l_1402 = (void*)0;
            int32_t *l_1403 = &g_693;
            int32_t *l_1404 = &l_1385;
            int32_t *l_1405 = &g_21[1];
            int32_t *l_1406 = &l_1380;
            int32_t *l_1407[10][3] = {{&l_1381,&l_1379,&g_311},{&g_6[8][0],&g_311,&l_1373},{&g_311,&l_1381,&g_311},{&l_1334[1],&g_21[1],&l_1334[5]},{&g_11[3][0][1],&g_21[1],&l_1375},{&g_311,&l_1381,(void*)0},{&l_1381,&g_311,&g_311},{&g_311,&l_1379,&g_6[8][0]},{&g_11[3][0][1],&l_1373,&g_6[8][0]},{&l_1334[1],&g_6[8][0],&g_311}};
            uint64_t l_1408 = 0x1D2C6CD9CC90E209LL;
            int i, j;
            (*g_1302) = func_7(&g_3);
            (***g_351) &= (+(((*l_1335) = ((int16_t)(((uint16_t)((uint8_t)(((uint8_t)(((uint32_t)(((uint64_t)((int64_t)(((+g_24) ^ (l_1319 , (l_1324 = (l_1319 | (((uint64_t)l_1319 % (uint64_t)((uint8_t)((*g_259) = (*g_143)) << (uint8_t)4)) && ((l_1324 >= (((!((uint64_t)((int8_t)(&g_233 == l_1330) + (int8_t)((int8_t)0L - (int8_t)(*g_259))) + (uint64_t)0xC2A34993486A95C8LL)) && (**g_773)) > (*g_259))) > l_1324)))))) > 0xA5L) - (int64_t)0x85D5CE9E83629503LL) - (uint64_t)l_1319) > l_2[1]) + (uint32_t)0xE8F37A8AL) > g_214) - (uint8_t)l_1334[1]) == 4294967293UL) >> (uint8_t)1) % (uint16_t)l_1334[0]) || l_2[5]) << (int16_t)5)) == g_207));
            if ((((*l_1338) = l_1336) != ((((*l_1366) = (~((uint64_t)(((((int16_t)(((((((uint8_t)((int8_t)((void*)0 == &g_349[0][0][0]) * (int8_t)((int8_t)(*g_487) * (int8_t)l_2[7])) / (uint8_t)(((((int16_t)((uint64_t)(((((uint8_t)((int8_t)l_1319 * (int8_t)(((((*l_1335) = (((*l_1358) = &l_1319) == ((*l_1361) = l_1359))) < (((*l_1337) = (1UL & 0x63BAL)) ^ (-10L))) , (-1L)) <= l_1362)) % (uint8_t)0x52L) == l_1319) | l_1362) , g_4[9][3]) + (uint64_t)0x165566A0DA5DBD4FLL) >> (int16_t)13) ^ (-10L)) < (**g_391)) | (*g_487))) , g_129) > l_1324) && 0UL) < l_2[4]) >= 0x9FC53786L) % (int16_t)0x6AA8L) , g_11[0][1][1]) , l_1363) != g_1365) - (uint64_t)g_28[7][1]))) || l_1319) , l_1367[2][4][0])))
            { /* block id: 467 */
                int32_t *l_1369 = (void*)0;
                int32_t *l_1370 = &l_1334[1];
                int32_t *l_1371[5] = {&l_1334[1],&l_1334[1],&l_1334[1],&l_1334[1],&l_1334[1]};
                int i;
                ++l_1386[0][0];
                for (g_292 = 0; (g_292 < 29); ++g_292)
                { /* block id: 471 */
                    for (g_82 = 0; g_82 < 10; g_82 += 1)
                    {
                        for (g_1378 = 0; g_1378 < 5; g_1378 += 1)
                        {
                            g_4[g_82][g_1378] = 0xABL;
                        }
                    }
                    return g_144;
                }
                l_1391[5]--;
            }
            else
            { /* block id: 476 */
                for (l_1375 = 0; (l_1375 <= 1); l_1375 += 1)
                { /* block id: 479 */
                    if (g_1394)
                        break;
                    for (l_1374 = 0; (l_1374 <= 1); l_1374 += 1)
                    { /* block id: 483 */
                        int16_t l_1396 = 2L;
                        int i;
                        (*g_60) = (g_21[l_1375] = ((g_28[7][1] || l_1376) != (-1L)));
                        if (g_216)
                            goto lbl_1395;
                    }
                }
            }
            ++l_1408;
        }
        else
        { /* block id: 492 */
            return l_1411;
        }
        for (l_1383 = 24; (l_1383 > (-10)); l_1383 -= 3)
        { /* block id: 497 */
            int32_t * const *l_1416 = (void*)0;
            int32_t * const **l_1415 = &l_1416;
            int32_t * const ***l_1414 = &l_1415;
            int32_t **l_1417 = &g_63;
            (*l_1417) = (((void*)0 == l_1414) , func_7((*g_1302)));
        }
        for (l_1375 = 5; (l_1375 >= 0); l_1375 -= 1)
        { /* block id: 502 */
            int32_t *l_1418 = (void*)0;
            int32_t l_1454 = 0x6CA45966L;
            uint32_t l_1455 = 18446744073709551615UL;
            int32_t l_1457 = 1L;
            int32_t l_1474 = (-1L);
            int32_t l_1475 = 0x48C1F958L;
            int32_t l_1476[5];
            int16_t l_1477[4] = {0x4392L,0x4392L,0x4392L,0x4392L};
            int i;
            for (i = 0; i < 5; i++)
                l_1476[i] = 0xEC02AF05L;
            for (l_1324 = 0; (l_1324 <= 1); l_1324 += 1)
            { /* block id: 505 */
                int32_t l_1470 = 1L;
                int32_t l_1473 = 0x3E3B32EAL;
                int32_t ***l_1493[10];
                uint32_t l_1497 = 18446744073709551613UL;
                int i, j;
                for (i = 0; i < 10; i++)
                    l_1493[i] = &g_62;
            }
            for (l_1324 = 0; (l_1324 <= 7); l_1324 += 1)
            { /* block id: 551 */
                int32_t *l_1500 = (void*)0;
                int32_t l_1505 = 4L;
                int32_t l_1506[8] = {0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L,0x8ABB9C34L};
                int8_t l_1508 = (-10L);
                uint32_t l_1516 = 0xC4641EE9L;
                uint8_t l_1519 = 1UL;
                uint32_t l_1569 = 4294967295UL;
                int i;
                for (l_1379 = 2; (l_1379 <= 7); l_1379 += 1)
                { /* block id: 554 */
                    int32_t l_1507 = 1L;
                    int32_t l_1509 = 0L;
                    int32_t l_1510 = 0xB9BAC92FL;
                    int i, j;
                    if (g_28[l_1379][(l_1379 + 1)])
                    { /* block id: 555 */
                        (***g_1149) = (*g_1302);
                    }
                    else
                    { /* block id: 559 */
                        int32_t *l_1502 = (void*)0;
                        int32_t *l_1503 = (void*)0;
                        int32_t *l_1504[4] = {&l_1454,&l_1454,&l_1454,&l_1454};
                        int i;
                        l_1516--;
                        l_1519--;
                    }
                }
                if ((*l_1501))
                { /* block id: 564 */
                    const int8_t ***l_1525[6][9][4] = {{{(void*)0,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,(void*)0,&l_1523,&l_1523},{&l_1523,&l_1523,(void*)0,&l_1523},{&l_1523,(void*)0,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523}},{{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,(void*)0,(void*)0,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,(void*)0,&l_1523},{&l_1523,&l_1523,&l_1523,(void*)0}},{{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,(void*)0,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523}},{{(void*)0,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,(void*)0,&l_1523},{(void*)0,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,(void*)0}},{{&l_1523,&l_1523,&l_1523,&l_1523},{(void*)0,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,(void*)0},{&l_1523,(void*)0,&l_1523,(void*)0},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{(void*)0,(void*)0,(void*)0,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523}},{{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,(void*)0,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{&l_1523,(void*)0,&l_1523,&l_1523},{&l_1523,&l_1523,(void*)0,&l_1523},{&l_1523,&l_1523,&l_1523,&l_1523},{(void*)0,&l_1523,&l_1523,&l_1523}}};
                    const int16_t l_1535 = 0x28DDL;
                    int32_t l_1537[10] = {0L,0L,0L,(-10L),0L,0L,0L,0L,(-10L),0L};
                    int i, j, k;
                    l_1537[7] = ((l_1522 == (g_1526 = (g_11[5][1][0] , (l_1523 = l_1523)))) & (((((((int16_t)0L * (int16_t)((void*)0 == l_1531[4][0])) < ((-(int64_t)((l_1334[1] |= l_1514[2][4][2]) ^ ((uint32_t)4294967295UL / (uint32_t)((**g_62) | 0x447DC3E1L)))) | l_1535)) != l_1411) || 0UL) != g_1536[1]) & l_1535));
                }
                else
                { /* block id: 569 */
                    int32_t l_1538 = 0x59F6E96EL;
                    int32_t l_1542 = 1L;
                    int32_t l_1554 = 0xD3CFDC5BL;
                    int32_t l_1555 = 0x6A8AE128L;
                    int32_t l_1557 = 0xF9288D10L;
                    if (l_1538)
                    { /* block id: 570 */
                        int32_t *l_1539 = &l_1384;
                        int32_t *l_1540 = &l_1538;
                        int32_t *l_1541 = (void*)0;
                        int32_t *l_1543 = &l_1476[4];
                        int32_t *l_1544 = (void*)0;
                        int32_t *l_1545 = &g_11[3][0][1];
                        int32_t *l_1546 = &l_1512;
                        int32_t *l_1547 = &g_6[8][0];
                        int32_t l_1548 = (-8L);
                        int32_t *l_1549 = (void*)0;
                        int32_t *l_1550 = (void*)0;
                        int32_t *l_1551 = &l_1513;
                        int32_t *l_1552 = &l_1548;
                        int32_t *l_1553[4][9];
                        int32_t l_1556 = 0x3E738483L;
                        uint16_t ****l_1573[5][8][5] = {{{(void*)0,(void*)0,&g_1570[6],&g_1570[5],&g_1570[4]},{&g_1570[3],(void*)0,&g_1570[3],&g_1570[5],&g_1570[5]},{&g_1570[6],(void*)0,&g_1570[5],&g_1570[5],&g_1570[3]},{&g_1570[5],&g_1570[8],&g_1570[6],&g_1570[8],&g_1570[5]},{&g_1570[6],&g_1570[5],(void*)0,&g_1570[5],(void*)0},{&g_1570[5],&g_1570[6],&g_1570[0],&g_1570[5],&g_1570[5]},{&g_1570[5],(void*)0,&g_1570[5],&g_1570[5],(void*)0},{&g_1570[5],&g_1570[5],(void*)0,&g_1570[4],&g_1570[5]}},{{(void*)0,&g_1570[5],&g_1570[8],(void*)0,&g_1570[3]},{&g_1570[5],&g_1570[3],&g_1570[5],(void*)0,&g_1570[5]},{&g_1570[3],&g_1570[5],&g_1570[5],&g_1570[4],&g_1570[4]},{&g_1570[1],&g_1570[5],&g_1570[5],(void*)0,&g_1570[0]},{&g_1570[4],&g_1570[5],&g_1570[5],&g_1570[5],&g_1570[5]},{&g_1570[8],&g_1570[2],(void*)0,&g_1570[4],&g_1570[5]},{&g_1570[5],&g_1570[2],(void*)0,&g_1570[6],&g_1570[8]},{&g_1570[6],&g_1570[5],&g_1570[5],&g_1570[1],&g_1570[2]}},{{&g_1570[3],&g_1570[5],&g_1570[5],&g_1570[6],&g_1570[5]},{&g_1570[8],&g_1570[5],&g_1570[5],&g_1570[5],&g_1570[6]},{&g_1570[8],&g_1570[3],(void*)0,&g_1570[5],&g_1570[8]},{&g_1570[5],&g_1570[5],&g_1570[5],&g_1570[5],&g_1570[5]},{&g_1570[5],&g_1570[5],&g_1570[5],(void*)0,&g_1570[7]},{&g_1570[5],(void*)0,&g_1570[6],&g_1570[5],&g_1570[5]},{&g_1570[5],&g_1570[6],&g_1570[5],(void*)0,&g_1570[5]},{&g_1570[3],&g_1570[5],&g_1570[3],&g_1570[5],&g_1570[7]}},{{&g_1570[5],&g_1570[8],(void*)0,&g_1570[5],&g_1570[5]},{&g_1570[5],(void*)0,&g_1570[4],&g_1570[5],(void*)0},{&g_1570[4],(void*)0,&g_1570[8],&g_1570[6],(void*)0},{&g_1570[5],(void*)0,&g_1570[5],&g_1570[1],&g_1570[6]},{(void*)0,&g_1570[5],(void*)0,&g_1570[6],&g_1570[4]},{&g_1570[8],&g_1570[7],(void*)0,&g_1570[5],&g_1570[2]},{&g_1570[8],(void*)0,&g_1570[5],&g_1570[5],(void*)0},{&g_1570[5],(void*)0,(void*)0,&g_1570[5],&g_1570[5]}},{{&g_1570[2],(void*)0,(void*)0,(void*)0,&g_1570[5]},{&g_1570[5],&g_1570[5],&g_1570[4],&g_1570[5],&g_1570[3]},{&g_1570[6],&g_1570[5],(void*)0,&g_1570[5],&g_1570[5]},{(void*)0,&g_1570[4],(void*)0,&g_1570[1],&g_1570[5]},{&g_1570[4],&g_1570[5],&g_1570[5],(void*)0,&g_1570[8]},{&g_1570[7],(void*)0,&g_1570[3],&g_1570[5],&g_1570[0]},{&g_1570[5],(void*)0,&g_1570[5],&g_1570[8],&g_1570[5]},{(void*)0,&g_1570[5],(void*)0,(void*)0,&g_1570[8]}}};
                        int i, j, k;
                        for (i = 0; i < 4; i++)
                        {
                            for (j = 0; j < 9; j++)
                                l_1553[i][j] = &g_693;
                        }
                        ++l_1558;
                        (*l_1543) |= (((uint8_t)(((0xD9771AB1EDAECA28LL > (0x26BE606F6E60E5CCLL <= ((int16_t)(((l_1475 &= (-5L)) && (l_1334[5] = l_1555)) | (((int16_t)((int8_t)0xD6L >> (int8_t)4) % (int16_t)(l_1569 || ((l_1557 ^ ((((0x13L ^ ((((g_1570[5] = g_1570[5]) != &g_1055) , (***g_350)) | 0x5879E330L)) ^ 0L) && (*l_1501)) , (-1L))) && (*g_487)))) , 0x5AAEL)) % (int16_t)0xF57AL))) , 0UL) , 1UL) * (uint8_t)(*l_1501)) | (***g_351));
                    }
                    else
                    { /* block id: 576 */
                        if (g_1574[0])
                            break;
                        return g_1200[1][3][1];
                    }
                    (**g_62) = (g_10 && ((void*)0 != &l_1519));
                }
            }
        }
        return g_11[3][0][1];
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_11 g_21 g_155 g_232 g_233 g_214 g_20 g_311 g_216 g_351 g_62 g_63 g_129 g_391 g_1056 g_143 g_144 g_773 g_259 g_244 g_5 g_6 g_1149 g_1200 g_292 g_456 g_711 g_487 g_693 g_486 g_1280 g_28
 * writes: g_3 g_11 g_4 g_21 g_28 g_216 g_129 g_63 g_1149 g_62 g_144 g_711 g_244
 */
static int32_t * func_7(int32_t * p_8)
{ /* block id: 11 */
    uint32_t l_15[10][4][6] = {{{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL},{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L}},{{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL},{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL}},{{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL},{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL}},{{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL},{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L}},{{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL},{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,18446744073709551615UL,0xF2CA1253L,5UL}},{{8UL,5UL,0xF2CA1253L,8UL,0xF2CA1253L,5UL},{0xB5B06A83L,5UL,5UL,0xB5B06A83L,0xF2CA1253L,0xF2CA1253L},{18446744073709551615UL,5UL,5UL,5UL,8UL,0xD0CD8A6CL},{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL}},{{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL},{5UL,0xD8F3B1ADL,0xD8F3B1ADL,5UL,8UL,0xD0CD8A6CL},{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL},{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL}},{{5UL,0xD8F3B1ADL,0xD8F3B1ADL,5UL,8UL,0xD0CD8A6CL},{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL},{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL},{5UL,0xD8F3B1ADL,0xD8F3B1ADL,5UL,8UL,0xD0CD8A6CL}},{{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL},{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL},{5UL,0xD8F3B1ADL,0xD8F3B1ADL,5UL,8UL,0xD0CD8A6CL},{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL}},{{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL},{5UL,0xD8F3B1ADL,0xD8F3B1ADL,5UL,8UL,0xD0CD8A6CL},{5UL,0xD8F3B1ADL,8UL,5UL,8UL,0xD8F3B1ADL},{0xF2CA1253L,0xD8F3B1ADL,0xD0CD8A6CL,0xF2CA1253L,8UL,8UL}}};
    int32_t *l_1290 = &g_21[0];
    int32_t *l_1291 = &g_693;
    int32_t *l_1292 = &g_21[0];
    int32_t *l_1293 = (void*)0;
    int32_t *l_1294 = &g_28[7][1];
    int32_t *l_1295 = &g_21[1];
    int32_t *l_1296 = &g_6[0][2];
    int32_t *l_1297 = &g_21[0];
    int32_t *l_1298[6];
    uint32_t l_1299 = 7UL;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_1298[i] = &g_28[7][1];
    for (g_3 = 1; (g_3 <= 4); g_3 += 1)
    { /* block id: 14 */
        const int32_t *l_1289 = (void*)0;
        const int32_t **l_1288 = &l_1289;
        for (g_11[3][0][1] = 1; (g_11[3][0][1] <= 4); g_11[3][0][1] += 1)
        { /* block id: 17 */
            int32_t *l_14[10][5][4] = {{{&g_11[3][0][1],(void*)0,(void*)0,&g_11[3][0][1]},{&g_3,&g_6[8][0],(void*)0,&g_6[0][3]},{(void*)0,&g_11[7][1][2],&g_6[2][1],&g_11[7][1][2]},{&g_6[7][2],&g_6[4][3],&g_3,&g_11[0][1][2]},{&g_11[3][0][1],&g_6[7][2],&g_6[2][2],&g_6[0][3]}},{{(void*)0,(void*)0,&g_6[8][0],&g_6[8][0]},{(void*)0,(void*)0,&g_6[2][2],&g_6[8][0]},{&g_11[3][0][1],&g_6[8][0],&g_3,&g_6[1][3]},{&g_6[7][2],(void*)0,&g_6[2][1],(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_3,(void*)0,(void*)0,&g_6[0][3]},{&g_11[3][0][1],&g_11[0][1][2],&g_6[2][1],&g_6[7][2]},{&g_11[7][1][2],&g_6[4][3],&g_6[7][2],&g_6[7][2]},{&g_11[3][0][1],&g_11[0][1][2],&g_6[1][3],&g_6[0][3]},{(void*)0,(void*)0,&g_6[8][0],(void*)0}},{{&g_6[8][0],(void*)0,&g_6[0][3],(void*)0},{&g_11[3][0][1],(void*)0,&g_11[3][0][1],&g_6[1][3]},{&g_11[0][1][2],&g_6[8][0],&g_6[2][1],&g_6[8][0]},{&g_6[8][0],(void*)0,&g_6[4][3],&g_6[8][0]},{&g_3,(void*)0,&g_6[4][3],&g_6[0][3]}},{{&g_6[8][0],&g_6[7][2],&g_6[2][1],&g_11[0][1][2]},{&g_11[0][1][2],&g_6[2][1],(void*)0,&g_6[2][2]},{(void*)0,&g_6[2][2],&g_3,&g_3},{&g_6[7][2],&g_6[7][2],(void*)0,(void*)0},{&g_3,&g_6[8][0],(void*)0,&g_11[3][0][1]}},{{(void*)0,(void*)0,(void*)0,(void*)0},{&g_6[2][2],(void*)0,(void*)0,&g_11[3][0][1]},{(void*)0,&g_6[8][0],&g_6[8][0],(void*)0},{&g_6[7][0],&g_6[7][2],&g_6[8][0],&g_3},{(void*)0,&g_6[2][2],(void*)0,&g_6[2][2]}},{{&g_6[0][3],&g_6[2][1],&g_6[7][0],&g_6[1][3]},{(void*)0,&g_6[0][3],(void*)0,&g_3},{&g_11[3][0][1],&g_3,(void*)0,&g_6[4][3]},{&g_11[3][0][1],&g_6[8][0],(void*)0,&g_6[7][2]},{(void*)0,&g_6[4][3],&g_6[7][0],(void*)0}},{{&g_6[0][3],(void*)0,(void*)0,&g_3},{(void*)0,&g_6[8][0],&g_6[8][0],(void*)0},{&g_6[7][0],&g_11[3][0][1],&g_6[8][0],&g_3},{(void*)0,&g_6[1][3],(void*)0,&g_6[0][3]},{&g_6[2][2],&g_6[2][1],(void*)0,&g_6[0][3]}},{{(void*)0,&g_6[1][3],(void*)0,&g_3},{&g_3,&g_11[3][0][1],(void*)0,(void*)0},{&g_6[7][2],&g_6[8][0],&g_3,&g_3},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_6[1][3],&g_6[4][3],(void*)0,&g_6[7][2]}},{{&g_6[4][3],&g_6[8][0],&g_6[2][1],&g_6[4][3]},{&g_6[7][0],&g_3,&g_6[2][1],&g_3},{&g_6[4][3],&g_6[0][3],(void*)0,&g_6[1][3]},{&g_6[1][3],&g_6[2][1],(void*)0,&g_6[2][2]},{(void*)0,&g_6[2][2],&g_3,&g_3}}};
            const int32_t *l_1287[1];
            const int32_t **l_1286 = &l_1287[0];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1287[i] = &g_21[0];
            l_15[4][2][4] = ((int8_t)(g_4[(g_11[3][0][1] + 2)][g_3] = 1L) * (int8_t)0xB6L);
        }
        (*l_1288) = func_16(l_15[4][2][4]);
        return l_1290;
    }
    l_1299++;
    return l_1298[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_21 g_155 g_232 g_233 g_214 g_20 g_311 g_216 g_351 g_62 g_63 g_129 g_391 g_1056 g_143 g_144 g_773 g_259 g_244 g_5 g_6 g_1149 g_1200 g_292 g_456 g_711 g_487 g_693 g_486 g_1280 g_28
 * writes: g_21 g_28 g_216 g_129 g_63 g_1149 g_62 g_144 g_711 g_244
 */
static const int32_t * func_16(uint8_t  p_17)
{ /* block id: 20 */
    int64_t *l_545[2][5][1];
    int64_t **l_544 = &l_545[0][2][0];
    int32_t l_550 = 0x9CC22F35L;
    const uint16_t l_551[9][8][3] = {{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}},{{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L},{65535UL,65535UL,65535UL},{0xCC24L,0xCC24L,0xCC24L}}};
    int32_t l_553 = 0x92FA052FL;
    uint8_t l_610 = 0xB5L;
    int16_t l_617[10] = {0xF479L,0xF479L,0xF479L,0xF479L,0xF479L,0xF479L,0xF479L,0xF479L,0xF479L,0xF479L};
    int16_t l_631 = 0x0F07L;
    int32_t *l_634 = &l_550;
    uint32_t ** const l_654 = &g_233;
    int32_t l_758[6] = {0x5B6127C6L,0x5B6127C6L,0x5B6127C6L,0x5B6127C6L,0x5B6127C6L,0x5B6127C6L};
    uint32_t l_795[6][5] = {{5UL,0x454D43C3L,0x454D43C3L,5UL,6UL},{0x53D61073L,5UL,0x2B049D8AL,0xFD6B6229L,0xFD6B6229L},{0UL,5UL,0UL,6UL,5UL},{0xFD6B6229L,0x454D43C3L,6UL,0xFD6B6229L,6UL},{0xFD6B6229L,0xFD6B6229L,0x2B049D8AL,5UL,0x53D61073L},{0UL,0x53D61073L,6UL,6UL,0x53D61073L}};
    uint32_t **l_818 = &g_233;
    const uint8_t l_847 = 0UL;
    int8_t ** const *l_851 = &g_486[4];
    uint16_t l_874 = 2UL;
    uint16_t * const l_936 = &g_216;
    uint16_t * const *l_935 = &l_936;
    uint16_t *l_943 = &l_874;
    uint16_t *l_944 = (void*)0;
    const uint32_t *l_947 = (void*)0;
    const uint32_t **l_946 = &l_947;
    uint8_t * const l_1060[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint8_t l_1139 = 0x55L;
    const int32_t ***l_1146 = (void*)0;
    const int32_t ****l_1145[2];
    int8_t *l_1158 = &g_4[2][0];
    int64_t l_1220 = 0x32B371B566DB9DD6LL;
    uint32_t l_1222 = 0x99A1684EL;
    int64_t l_1229 = 0L;
    uint8_t l_1253 = 1UL;
    uint32_t l_1277 = 0x3150D52CL;
    const int32_t *l_1285 = &g_28[3][9];
    int i, j, k;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 1; k++)
                l_545[i][j][k] = (void*)0;
        }
    }
    for (i = 0; i < 2; i++)
        l_1145[i] = &l_1146;
lbl_939:
    for (p_17 = (-25); (p_17 != 52); p_17++)
    { /* block id: 23 */
        int32_t l_78 = 0xF6A70893L;
        int32_t ** const l_83 = &g_63;
        const uint64_t *l_580[10][1] = {{&g_100},{(void*)0},{&g_100},{(void*)0},{&g_100},{(void*)0},{&g_100},{(void*)0},{&g_100},{(void*)0}};
        uint16_t *l_590 = &g_216;
        int32_t ****l_620 = &g_351;
        int32_t l_753 = 1L;
        int32_t l_757[2][7] = {{0xFC946F9CL,(-10L),0xFC946F9CL,0xFC946F9CL,(-10L),0xFC946F9CL,0xFC946F9CL},{(-10L),(-10L),0x91184182L,(-10L),(-10L),0x91184182L,(-10L)}};
        uint16_t l_760 = 0x55B5L;
        uint8_t **l_769 = &g_143;
        int8_t l_886 = 0x81L;
        uint32_t *l_902 = &l_795[0][0];
        uint8_t l_906 = 0xBDL;
        int i, j;
        for (g_21[0] = 29; (g_21[0] >= 10); --g_21[0])
        { /* block id: 26 */
            int32_t *l_58 = &g_11[3][0][1];
            int32_t **l_57 = &l_58;
            uint16_t *l_592 = (void*)0;
            int32_t l_633 = 0x0B1B84E4L;
            int64_t **l_700 = &l_545[0][2][0];
            int32_t l_752 = 0x26F9D7DBL;
            int32_t l_754 = 0x18A0FE5EL;
            int32_t l_755 = (-1L);
            int32_t l_759 = 0xD8B709BAL;
            uint32_t * const *l_794 = (void*)0;
            uint32_t * const **l_793 = &l_794;
            int64_t ***l_893[6] = {&l_544,&l_544,&l_544,&l_544,&l_544,&l_544};
            uint8_t ** const l_895[4] = {&g_259,&g_259,&g_259,&g_259};
            int i;
            for (g_28[7][1] = 0; (g_28[7][1] <= 4); g_28[7][1] += 1)
            { /* block id: 29 */
                int32_t *l_35 = &g_6[8][0];
                int32_t **l_36 = (void*)0;
                int32_t **l_37 = &l_35;
                int64_t *l_79 = (void*)0;
                int64_t *l_80 = (void*)0;
                int64_t *l_81 = &g_82;
                int32_t ****l_587 = &g_351;
                int32_t *****l_586[9][10] = {{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587}};
                int32_t l_611 = 0x620DFAB2L;
                uint16_t *l_643 = &g_216;
                uint32_t **l_670 = &g_233;
                int64_t ***l_701 = &l_544;
                int64_t ***l_702 = &l_700;
                uint64_t *l_705 = &g_100;
                uint64_t *l_710 = &g_711[9][0][1];
                int i, j;
            }
        }
    }
lbl_1284:
    if (((*l_634) = ((((int8_t)(((uint16_t)(!((int8_t)p_17 >> (int8_t)7)) - (uint16_t)(((int16_t)(1UL < ((((int32_t)((int32_t)(*l_634) - (int32_t)((*l_634) && ((int64_t)((0xBB67L && g_155[1]) | ((((((((l_935 == &l_936) >= ((int64_t)((**g_232) & (-8L)) / (int64_t)g_20[0])) , p_17) ^ p_17) , (*l_634)) < p_17) || p_17) != (*l_634))) + (int64_t)0xC6C3DEC5D00C993CLL))) + (int32_t)(*l_634)) || (*l_634)) | 0x5F32L)) % (int16_t)g_311) || (*l_634))) , (*l_634)) << (int8_t)6) != 0x83428CED1EEFCE13LL) | (*l_634))))
    { /* block id: 315 */
        const int32_t *l_940 = &g_11[6][0][2];
        if (g_214)
            goto lbl_939;
        return l_940;
    }
    else
    { /* block id: 318 */
        uint16_t *l_942 = &l_874;
        uint16_t **l_941[9];
        uint16_t *l_945 = &g_216;
        int8_t **l_958 = &g_487;
        uint8_t ***l_964 = (void*)0;
        int32_t l_965 = 1L;
        int32_t l_967 = 0x84945949L;
        uint16_t l_968[3];
        int32_t l_983[5] = {0x36C4844DL,0x36C4844DL,0x36C4844DL,0x36C4844DL,0x36C4844DL};
        int64_t **l_1155[3][8] = {{&l_545[0][2][0],&l_545[1][1][0],&l_545[1][1][0],&l_545[0][2][0],&l_545[1][1][0],&l_545[1][1][0],&l_545[0][2][0],&l_545[1][1][0]},{&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0],&l_545[0][2][0]},{&l_545[1][1][0],&l_545[0][2][0],&l_545[1][1][0],&l_545[1][1][0],&l_545[0][2][0],&l_545[1][1][0],&l_545[1][1][0],&l_545[0][2][0]}};
        int64_t **l_1157 = &l_545[1][0][0];
        const uint32_t *l_1213[5][10][2] = {{{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214}},{{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214}},{{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214}},{{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214}},{{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214},{&g_214,&g_214}}};
        int32_t *l_1221[7] = {&g_6[8][0],(void*)0,&g_6[8][0],&g_6[8][0],(void*)0,&g_6[8][0],&g_6[8][0]};
        int32_t *****l_1270 = &g_1149;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_941[i] = &l_942;
        for (i = 0; i < 3; i++)
            l_968[i] = 65535UL;
        if ((((l_943 = &l_874) != (l_945 = l_944)) , (0L > (&g_904 == l_946))))
        { /* block id: 321 */
            uint32_t l_966 = 0xA3CD7143L;
            int32_t l_969 = 0x1ADDDDC9L;
            int32_t l_980 = 0x5C4C2427L;
            int32_t l_982 = (-9L);
            int32_t l_984 = 0xCD05257AL;
            int32_t l_986 = (-8L);
            int32_t l_987 = 0xBD0180FFL;
            int32_t l_988 = 0x351B0E33L;
            int64_t ***l_1040 = &l_544;
            uint32_t l_1091 = 7UL;
            int16_t l_1103[2];
            int i;
            for (i = 0; i < 2; i++)
                l_1103[i] = 7L;
            for (g_216 = 0; (g_216 != 55); g_216 += 5)
            { /* block id: 324 */
                if (p_17)
                    goto lbl_939;
            }
            l_969 |= ((0xA9L | ((p_17 < 0x82L) , 0UL)) <= ((int32_t)((uint32_t)((((uint16_t)((((((((void*)0 != l_958) || (&l_544 == &l_544)) || ((l_965 &= ((uint8_t)((int32_t)((***g_351) = (-(uint16_t)(l_964 != (void*)0))) - (int32_t)0x009E8922L) << (uint8_t)0)) , p_17)) > 255UL) || l_966) > l_967) , l_967) << (uint16_t)4) , (void*)0) == &g_216) / (uint32_t)p_17) - (int32_t)l_968[1]));
            for (g_129 = 0; (g_129 <= 8); g_129 += 1)
            { /* block id: 332 */
                const int32_t *l_970 = &l_550;
                int32_t l_971 = (-4L);
                int32_t l_981 = 0xDDEAEC6BL;
                const int32_t l_1028 = (-9L);
                int64_t l_1042[9] = {0x59400C1D96C7D9C3LL,0x59400C1D96C7D9C3LL,0xDD11317D48E60D95LL,0x59400C1D96C7D9C3LL,0x59400C1D96C7D9C3LL,0xDD11317D48E60D95LL,0x59400C1D96C7D9C3LL,0x59400C1D96C7D9C3LL,0xDD11317D48E60D95LL};
                int64_t * const *l_1063 = &l_545[1][3][0];
                uint32_t ***l_1079 = &g_391;
                int32_t l_1104 = 0xC4678890L;
                int i;
            }
            (**g_351) = &l_982;
        }
        else
        { /* block id: 402 */
            int32_t l_1144 = 0x5ACBBD88L;
            int32_t ****l_1147 = &g_351;
            int32_t *****l_1148[4] = {&l_1147,&l_1147,&l_1147,&l_1147};
            int32_t **l_1150 = &g_63;
            int64_t ***l_1156 = (void*)0;
            int8_t ** const * const l_1210 = &l_958;
            uint32_t l_1231 = 4294967295UL;
            uint32_t l_1281 = 0xC80AB531L;
            int i;
            l_983[4] &= ((uint32_t)l_1144 + (uint32_t)((((l_1145[1] != (g_1149 = l_1147)) == 18446744073709551615UL) , (void*)0) == ((*g_351) = l_1150)));
            if ((0x3CF69ADAL == ((int16_t)((*l_634) , ((uint16_t)(l_1155[1][5] == (l_1157 = (void*)0)) * (uint16_t)(l_1158 == (void*)0))) * (int16_t)((uint32_t)0x6FBDB33BL + (uint32_t)((uint32_t)(**g_391) + (uint32_t)(**l_1150))))))
            { /* block id: 407 */
                const int8_t l_1177 = 0x01L;
                uint8_t *l_1180 = &g_144;
                const int16_t l_1187 = 0x3558L;
                int32_t *l_1201 = &l_967;
                if (((int32_t)(l_967 == (-1L)) % (int32_t)(((uint16_t)(((uint16_t)((+(0x704A1192L || ((((((int16_t)(!((((((uint16_t)((uint64_t)(((((*g_1056) > l_1177) <= (**g_391)) , (p_17 || ((*g_143)--))) , (&p_17 == ((**g_773) , (void*)0))) % (uint64_t)p_17) * (uint16_t)0L) <= 1UL) ^ 3L) && 3L) , g_244[0])) * (int16_t)p_17) || p_17) , l_1180) == l_1180) , p_17))) < l_965) * (uint16_t)l_1177) , (*g_1056)) - (uint16_t)1UL) & 1UL)))
                { /* block id: 409 */
                    uint64_t l_1188 = 0x75BCBB09219EE2B6LL;
                    const int32_t *l_1203 = &g_311;
                    if ((l_967 == ((*g_5) , p_17)))
                    { /* block id: 410 */
                        (***l_1147) = (p_17 , (***g_1149));
                    }
                    else
                    { /* block id: 412 */
                        uint64_t l_1183[7][10][3] = {{{1UL,3UL,0UL},{0xF66159618AE52C1ALL,18446744073709551614UL,0xAAB6FB07E47673BCLL},{0xAAB6FB07E47673BCLL,0x73CDA8A8E9A06E07LL,18446744073709551615UL},{9UL,18446744073709551614UL,0UL},{0UL,3UL,0x2C74A34B46A8E33DLL},{0UL,0x175709693EC3ECACLL,1UL},{0xFFC4364B9AD729F2LL,18446744073709551613UL,0UL},{0x175709693EC3ECACLL,0x402472E035BC6C14LL,0xC48D8ADFF74B1E8BLL},{18446744073709551615UL,0xF66159618AE52C1ALL,1UL},{18446744073709551613UL,18446744073709551615UL,0x402472E035BC6C14LL}},{{1UL,18446744073709551611UL,0x402472E035BC6C14LL},{0xC48D8ADFF74B1E8BLL,18446744073709551615UL,1UL},{0x463B4B45A1B4EADFLL,7UL,0xC48D8ADFF74B1E8BLL},{18446744073709551615UL,1UL,0UL},{1UL,0xAAB6FB07E47673BCLL,1UL},{8UL,0x36F5FDB8774855A3LL,0x2C74A34B46A8E33DLL},{0xCD9C6556CDB2A1DALL,0x2C74A34B46A8E33DLL,0UL},{0xAE3BDC9B7B3D4C59LL,0UL,18446744073709551615UL},{0UL,0UL,0xAAB6FB07E47673BCLL},{0xAE3BDC9B7B3D4C59LL,18446744073709551615UL,0UL}},{{0xCD9C6556CDB2A1DALL,0UL,18446744073709551615UL},{8UL,0xFFC4364B9AD729F2LL,18446744073709551613UL},{1UL,1UL,0xA3709CA5B3F2F0C3LL},{18446744073709551615UL,0x463B4B45A1B4EADFLL,9UL},{0x463B4B45A1B4EADFLL,0x00BDA49FC23C5542LL,0x73CDA8A8E9A06E07LL},{0xC48D8ADFF74B1E8BLL,5UL,0xAE3BDC9B7B3D4C59LL},{1UL,5UL,18446744073709551615UL},{18446744073709551613UL,0x00BDA49FC23C5542LL,18446744073709551615UL},{18446744073709551615UL,0x463B4B45A1B4EADFLL,8UL},{0x175709693EC3ECACLL,1UL,0UL}},{{0xFFC4364B9AD729F2LL,0xFFC4364B9AD729F2LL,0x20B55D610798376ELL},{0UL,0UL,18446744073709551611UL},{0UL,18446744073709551615UL,0x00BDA49FC23C5542LL},{9UL,0UL,0x6F9CAA252916E469LL},{0xAAB6FB07E47673BCLL,0UL,0x402472E035BC6C14LL},{0x73CDA8A8E9A06E07LL,9UL,0x36F5FDB8774855A3LL},{18446744073709551615UL,0x4A5B050A9F801A28LL,0xCD9C6556CDB2A1DALL},{0x402472E035BC6C14LL,0x00BDA49FC23C5542LL,0xA3709CA5B3F2F0C3LL},{18446744073709551611UL,8UL,18446744073709551615UL},{1UL,18446744073709551611UL,0x6F9CAA252916E469LL}},{{18446744073709551615UL,1UL,0x25720785DBD53318LL},{1UL,0x36F5FDB8774855A3LL,18446744073709551615UL},{1UL,0x6F9CAA252916E469LL,1UL},{18446744073709551615UL,0x73CDA8A8E9A06E07LL,0xAE3BDC9B7B3D4C59LL},{1UL,0xF66159618AE52C1ALL,3UL},{18446744073709551611UL,1UL,1UL},{0x402472E035BC6C14LL,0UL,1UL},{18446744073709551615UL,18446744073709551615UL,0xFFC4364B9AD729F2LL},{0x73CDA8A8E9A06E07LL,5UL,0x00BDA49FC23C5542LL},{0x00BDA49FC23C5542LL,1UL,1UL}},{{0xAE3BDC9B7B3D4C59LL,5UL,0xC48D8ADFF74B1E8BLL},{18446744073709551614UL,18446744073709551615UL,9UL},{0UL,0UL,0x175709693EC3ECACLL},{0x6FD014D1B414C339LL,1UL,18446744073709551614UL},{0UL,0xF66159618AE52C1ALL,0UL},{1UL,0x73CDA8A8E9A06E07LL,8UL},{1UL,0x6F9CAA252916E469LL,0xF66159618AE52C1ALL},{0UL,0x36F5FDB8774855A3LL,0xF66159618AE52C1ALL},{0UL,1UL,8UL},{0UL,18446744073709551611UL,0UL}},{{0x463B4B45A1B4EADFLL,8UL,18446744073709551614UL},{0x175709693EC3ECACLL,0x00BDA49FC23C5542LL,0x175709693EC3ECACLL},{18446744073709551615UL,0x4A5B050A9F801A28LL,9UL},{0xD3F45E1A2E05001FLL,9UL,0xC48D8ADFF74B1E8BLL},{18446744073709551615UL,18446744073709551614UL,1UL},{0xA3709CA5B3F2F0C3LL,0xFFC4364B9AD729F2LL,0x00BDA49FC23C5542LL},{18446744073709551615UL,0x463B4B45A1B4EADFLL,0xFFC4364B9AD729F2LL},{0xD3F45E1A2E05001FLL,7UL,1UL},{18446744073709551615UL,0x6FD014D1B414C339LL,1UL},{0x175709693EC3ECACLL,18446744073709551615UL,3UL}}};
                        int32_t *l_1202 = &l_965;
                        int i, j, k;
                        (*g_63) = ((((((int8_t)l_1183[6][3][0] << (int8_t)2) > ((+(((uint16_t)(l_968[2] == l_1187) << (uint16_t)((*l_634) = (p_17 & l_1188))) && ((uint8_t)((((int64_t)(-(int8_t)((uint16_t)(l_1177 != (((uint32_t)((((uint16_t)(*g_1056) % (uint16_t)(g_216 , ((1UL || l_1183[3][8][2]) , 1UL))) >= l_1188) != g_1200[1][3][1]) + (uint32_t)0x0EAD45BEL) , 0xAEFA4DE516542592LL)) / (uint16_t)(-3L))) / (int64_t)g_292) == (*g_233)) < p_17) << (uint8_t)3))) , l_1183[4][9][1])) && (*g_233)) ^ (**g_391)) | (-1L));
                        l_1202 = l_1201;
                    }
                    return l_1203;
                }
                else
                { /* block id: 418 */
                    uint16_t **l_1217 = &l_944;
                    uint16_t ***l_1218 = &l_941[4];
                    int32_t *l_1219 = &l_967;
                    l_1220 = ((uint64_t)0UL - (uint64_t)((uint64_t)((((int64_t)(l_1210 != (((uint16_t)(((void*)0 != l_1213[3][7][0]) == (!((*l_1201) != (((int16_t)(1L || 0xDF1AL) >> (int16_t)4) && (((*l_1218) = l_1217) != (((*l_1201) & 0x1FL) , &l_943)))))) + (uint16_t)p_17) , (void*)0)) - (int64_t)18446744073709551608UL) , &l_965) != l_1219) / (uint64_t)0x121CD77EE2409C44LL));
                    (*g_62) = l_1221[3];
                }
                (***g_1149) = (*g_62);
            }
            else
            { /* block id: 424 */
                int32_t l_1240 = 0L;
                uint32_t l_1250[3];
                int32_t l_1254 = 1L;
                int32_t l_1255[8][2] = {{(-10L),0xD0570CA1L},{7L,0xD0570CA1L},{(-10L),7L},{0xED364D81L,0xED364D81L},{0xED364D81L,7L},{(-10L),0xD0570CA1L},{7L,0xD0570CA1L},{(-10L),7L}};
                int i, j;
                for (i = 0; i < 3; i++)
                    l_1250[i] = 0x024E5F00L;
                l_1222++;
                if ((g_456 , 0x36768F2FL))
                { /* block id: 426 */
                    int32_t l_1225 = (-1L);
                    int32_t l_1226 = 0x45A76F59L;
                    int32_t l_1227 = 0x5671A67EL;
                    int32_t l_1228 = 0L;
                    int32_t l_1230 = 0x408B79E1L;
                    uint64_t *l_1234 = (void*)0;
                    uint64_t *l_1235 = &g_711[9][0][1];
                    int8_t * const l_1247 = &g_4[3][4];
                    --l_1231;
                    l_1255[2][1] ^= ((--(*l_1235)) , (((uint8_t)(l_1240 <= (~(((int32_t)(+(l_1254 &= (((**g_391) || (((((((((uint8_t)((l_1247 != (void*)0) <= ((uint8_t)((l_1250[2] & 0x127438F8C5F448E7LL) , (((uint64_t)((*g_487) ^ (**g_773)) / (uint64_t)((****l_1147) |= (-8L))) || p_17)) * (uint8_t)p_17)) + (uint8_t)0UL) , p_17) , 0xCC977E40972E6698LL) != l_1225) , 0L) , (***g_351)) == (-9L)) ^ l_1253)) ^ g_1200[1][2][1]))) - (int32_t)p_17) , 1L))) / (uint8_t)p_17) || l_1250[1]));
                    for (l_1254 = 23; (l_1254 < (-4)); --l_1254)
                    { /* block id: 434 */
                        int16_t *l_1258 = (void*)0;
                        int16_t *l_1259 = &g_244[0];
                        int32_t l_1272 = 0xE157C058L;
                        l_1255[6][1] ^= (((*l_1259) = p_17) < ((int64_t)p_17 % (int64_t)((uint32_t)(((uint64_t)(((uint16_t)((((((((p_17 , ((uint8_t)0x1FL >> (uint8_t)(**g_773))) != (l_1270 == ((((((~((((l_1272 |= (**g_391)) < 0x8483F955L) && ((uint16_t)(((((int32_t)(**g_62) % (int32_t)p_17) ^ g_693) | g_155[1]) != l_1227) * (uint16_t)(*g_1056))) || l_1272)) , p_17) || 0x0F2741072A8FDFD4LL) && (**l_1150)) <= l_1254) , &l_1147))) , p_17) , (*g_1056)) > l_1277) < p_17) <= p_17) >= g_693) >> (uint16_t)(*****l_1270)) , g_21[0]) / (uint64_t)p_17) != 0x7DL) + (uint32_t)0xE9188172L)));
                    }
                }
                else
                { /* block id: 439 */
                    (****l_1147) = ((p_17 , ((-1L) == ((void*)0 != (**l_851)))) , ((int32_t)(((g_1280[1][6] && p_17) && p_17) , p_17) + (int32_t)(1L <= 0xF5L)));
                }
                (****l_1147) &= p_17;
                l_1281++;
                if (l_967)
                    goto lbl_1284;
            }
        }
    }
    return l_1285;
}


/* ------------------------------------------ */
/* 
 * reads : g_140 g_11 g_481 g_386 g_6 g_391 g_233 g_214 g_486 g_216 g_292 g_25 g_143 g_144 g_3 g_207 g_487 g_129
 * writes: g_6 g_486 g_292 g_216 g_244 g_214 g_529
 */
static int32_t  func_30(uint64_t  p_31, uint64_t  p_32)
{ /* block id: 191 */
    uint32_t l_474 = 1UL;
    const int64_t *l_476 = &g_292;
    const int64_t **l_475[4];
    int64_t *l_478 = (void*)0;
    int64_t **l_477 = &l_478;
    uint8_t l_482 = 0xA2L;
    int32_t *l_483 = (void*)0;
    int32_t *l_484 = (void*)0;
    int32_t *l_485 = &g_6[6][2];
    int8_t ***l_488 = &g_486[4];
    int16_t l_489 = 0x350DL;
    int64_t *l_494 = &g_292;
    int16_t *l_499 = &l_489;
    uint16_t *l_518 = &g_216;
    int32_t l_525 = 0xC86EFBAFL;
    int16_t *l_526 = &g_244[5];
    uint8_t l_527 = 0x10L;
    int16_t *l_528 = &g_529;
    int i;
    for (i = 0; i < 4; i++)
        l_475[i] = &l_476;
    l_483 = ((((int8_t)(((uint64_t)((((uint8_t)((uint8_t)((uint64_t)((int16_t)((((*l_488) = (((uint32_t)(((((((uint16_t)l_474 / (uint16_t)g_140) , l_475[0]) != l_477) | (((int16_t)(g_11[3][0][1] , g_481) >> (int16_t)13) , (0x5F739B56L > l_482))) < ((*l_485) ^= ((void*)0 == g_386))) ^ 1UL) / (uint32_t)(**g_391)) , g_486[4])) == (void*)0) , g_216) >> (int16_t)4) - (uint64_t)p_31) * (uint8_t)0x79L) >> (uint8_t)p_32) & p_31) && p_31) + (uint64_t)0xA3E920A235C69AFALL) , l_489) * (int8_t)p_31) | p_31) , (void*)0);
    (*l_485) = ((uint64_t)(p_32 & ((int32_t)(((*l_494) &= p_31) > ((int32_t)((((int16_t)(((*l_499) = (-9L)) || 65530UL) % (int16_t)((*l_528) = (+((int64_t)(((int32_t)((int8_t)((uint32_t)((int32_t)(-(int64_t)(0xD93A882F6062F9F1LL && (((uint16_t)g_25 >> (uint16_t)(((uint8_t)(((((*g_233) = ((((uint8_t)(((*l_518) = (*l_485)) & ((int16_t)((*l_526) = ((((uint8_t)p_31 >> (uint8_t)((uint8_t)((l_525 ^= (-10L)) & p_32) << (uint8_t)(*g_143))) || p_32) & 0xA7006D189959F675LL)) * (int16_t)g_3)) - (uint8_t)0x3BL) ^ 1L) , p_31)) == 0x444D7756L) != g_207) <= p_32) * (uint8_t)0x5CL) > p_31)) , 0xF0EE69D5CD04E3F1LL))) + (int32_t)0xDC54B8A9L) % (uint32_t)p_31) << (int8_t)(*g_487)) / (int32_t)l_527) < 7UL) + (int64_t)0x9D9542B6830FE98DLL)))) >= g_140) <= 0x651BL) % (int32_t)(*l_485))) + (int32_t)p_31)) / (uint64_t)0x566A1B3AB3C352F6LL);
    return p_32;
}


/* ------------------------------------------ */
/* 
 * reads : g_62 g_63 g_6 g_21 g_11 g_82 g_100 g_28 g_59 g_140 g_143 g_144 g_155 g_207 g_216 g_237 g_244 g_4 g_129 g_264 g_259 g_233 g_214 g_311 g_317 g_349 g_351 g_386 g_391 g_292
 * writes: g_82 g_100 g_63 g_6 g_129 g_155 g_216 g_232 g_244 g_144 g_143 g_259 g_264 g_214 g_292 g_62 g_317 g_311 g_391 g_207 g_456
 */
static uint8_t  func_38(const int32_t  p_39, int64_t  p_40, int32_t ** const  p_41, int32_t * p_42, const int32_t * p_43)
{ /* block id: 35 */
    uint8_t l_84 = 0x52L;
    int32_t l_107 = 6L;
    int32_t l_108 = 0x889B5E22L;
    int32_t l_119 = 0xE6315745L;
    uint8_t l_120 = 0UL;
    int32_t l_147 = 9L;
    int32_t l_148 = 1L;
    int32_t l_149 = 0x99F2ADBEL;
    int32_t l_150[7] = {(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)};
    int8_t l_151 = (-6L);
    uint16_t l_152[6] = {0x4567L,0x4567L,0xDCCDL,0x4567L,0x4567L,0xDCCDL};
    int32_t l_184 = 0x1A939D38L;
    uint32_t l_226 = 4294967288UL;
    int16_t l_291[7][5][1] = {{{0L},{0xC31AL},{0L},{(-5L)},{0L}},{{0xC31AL},{0L},{(-5L)},{0L},{0xC31AL}},{{0L},{(-5L)},{0L},{0xC31AL},{0L}},{{(-5L)},{0L},{0xC31AL},{0L},{(-5L)}},{{0L},{0xC31AL},{0L},{(-5L)},{0L}},{{0xC31AL},{0L},{(-5L)},{0L},{0xC31AL}},{{0L},{(-5L)},{0L},{0xC31AL},{0L}}};
    uint32_t **l_360 = &g_233;
    uint32_t l_366 = 0x361EA858L;
    int32_t **** const l_389 = (void*)0;
    const int32_t *l_444 = &g_21[1];
    const uint32_t l_455[7][1][2] = {{{0x9C4BE404L,1UL}},{{1UL,0x9C4BE404L}},{{1UL,1UL}},{{0x9C4BE404L,1UL}},{{1UL,0x9C4BE404L}},{{1UL,1UL}},{{0x9C4BE404L,1UL}}};
    int i, j, k;
lbl_245:
    for (g_82 = 5; (g_82 >= 0); g_82 -= 1)
    { /* block id: 38 */
        uint8_t *l_96[3][5][6] = {{{&l_84,&l_84,&l_84,(void*)0,&l_84,&l_84},{(void*)0,&l_84,&l_84,(void*)0,&l_84,(void*)0},{&l_84,&l_84,&l_84,(void*)0,&l_84,&l_84},{&l_84,&l_84,&l_84,&l_84,&l_84,(void*)0},{&l_84,&l_84,(void*)0,&l_84,&l_84,&l_84}},{{(void*)0,(void*)0,(void*)0,&l_84,&l_84,&l_84},{&l_84,&l_84,&l_84,&l_84,&l_84,&l_84},{(void*)0,&l_84,(void*)0,(void*)0,&l_84,(void*)0},{(void*)0,&l_84,&l_84,&l_84,&l_84,(void*)0},{&l_84,&l_84,(void*)0,(void*)0,&l_84,&l_84}},{{&l_84,&l_84,&l_84,&l_84,(void*)0,&l_84},{&l_84,&l_84,(void*)0,(void*)0,(void*)0,&l_84},{&l_84,(void*)0,(void*)0,&l_84,(void*)0,(void*)0},{&l_84,(void*)0,&l_84,(void*)0,(void*)0,&l_84},{&l_84,&l_84,&l_84,&l_84,(void*)0,(void*)0}}};
        int32_t l_97[2];
        uint64_t *l_98 = (void*)0;
        uint64_t *l_99 = &g_100;
        const int32_t l_103 = (-1L);
        int16_t *l_104 = (void*)0;
        int32_t l_105 = (-8L);
        int32_t l_106[8] = {7L,(-10L),(-10L),7L,(-10L),(-10L),7L,(-10L)};
        int32_t **l_145 = &g_63;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_97[i] = (-4L);
        l_84 = (**g_62);
        l_107 = ((((l_106[6] = (((g_11[7][0][0] ^ ((int32_t)(g_82 != ((((uint32_t)((int8_t)0xDBL / (int8_t)(+g_82)) / (uint32_t)g_21[0]) <= (((((((l_105 = ((-(uint32_t)(((uint8_t)(l_97[1] = (-(uint32_t)(l_84 < p_40))) >> (uint8_t)(((l_84 <= ((++(*l_99)) , l_103)) != 1UL) < 0L)) | l_84)) & g_28[7][1])) && l_105) | 0xE869L) == l_103) == p_40) , g_21[0]) , g_21[1])) != p_40)) + (int32_t)0x431FA81EL)) != 0x264BFD8CL) && g_6[8][0])) < g_6[8][0]) > 0x6DC08360L) , l_84);
        for (l_107 = 0; (l_107 <= 3); l_107 += 1)
        { /* block id: 47 */
            int32_t *l_109 = &l_105;
            int32_t *l_110 = &l_106[6];
            int32_t *l_111 = &g_6[8][0];
            int32_t *l_112 = &l_106[4];
            int32_t *l_113 = &g_6[8][0];
            int32_t *l_114 = &l_106[6];
            int32_t *l_115 = (void*)0;
            int32_t *l_116 = &g_6[8][0];
            int32_t *l_117 = &l_105;
            int32_t *l_118[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int8_t *l_127 = (void*)0;
            int8_t *l_128 = &g_129;
            const int64_t *l_139 = &g_140;
            const int64_t **l_138 = &l_139;
            int i, j;
            --l_120;
            (*g_62) = &g_6[(g_82 + 1)][l_107];
            if (((uint8_t)(((l_105 |= ((((((*l_113) = ((uint16_t)(g_6[(g_82 + 3)][l_107] , g_6[(g_82 + 3)][l_107]) / (uint16_t)l_97[1])) || ((*l_128) = (65528UL || ((void*)0 != g_59[g_82][(l_107 + 3)])))) & ((int64_t)((((uint64_t)((((5UL == ((int8_t)((((uint16_t)(((*l_138) = &p_40) == (((((((int8_t)p_40 + (int8_t)g_140) , (void*)0) == g_143) > g_28[7][1]) > (*l_112)) , (void*)0)) >> (uint16_t)l_120) || (*g_143)) | p_40) >> (int8_t)5)) ^ 1UL) || 1UL) , g_21[0]) / (uint64_t)0x32723F93586B99F0LL) , l_119) , 0x5FAD4334ECE7258FLL) + (int64_t)0L)) | l_120) && (*p_43))) & 0x0095L) < 0x8DE4F0E3L) - (uint8_t)250UL))
            { /* block id: 54 */
                if ((*g_63))
                    break;
            }
            else
            { /* block id: 56 */
                int32_t ***l_146 = &l_145;
                (*l_146) = l_145;
            }
            l_152[5]++;
        }
    }
    for (g_100 = 0; (g_100 <= 5); g_100 += 1)
    { /* block id: 64 */
        int64_t *l_161 = &g_82;
        int64_t * const *l_160 = &l_161;
        const int32_t l_180 = 0x5C0E92FDL;
        int32_t l_181 = 0L;
        int8_t *l_210 = &l_151;
        int32_t **l_240 = &g_63;
        int32_t ** const *l_344 = &l_240;
        int32_t ** const **l_343[4][4] = {{&l_344,&l_344,&l_344,&l_344},{&l_344,&l_344,&l_344,&l_344},{&l_344,&l_344,&l_344,&l_344},{&l_344,&l_344,&l_344,&l_344}};
        int8_t l_365 = 0L;
        uint64_t l_385 = 0xBE73EF340546E250LL;
        int16_t *l_406 = &l_291[6][0][0];
        uint32_t **l_441 = (void*)0;
        uint32_t ***l_442 = (void*)0;
        uint32_t ***l_443 = &l_360;
        uint32_t *l_453 = &l_226;
        uint8_t l_454 = 0xADL;
        uint8_t l_457 = 0x74L;
        int i, j;
        l_150[(g_100 + 1)] = (((g_155[1] ^= 4294967288UL) && 4294967290UL) < (l_150[(g_100 + 1)] != ((int16_t)g_144 >> (int16_t)10)));
        if ((*g_63))
        { /* block id: 67 */
            int8_t *l_182 = (void*)0;
            int8_t *l_183 = &g_129;
            int32_t l_203 = 1L;
            int32_t l_215 = 1L;
            int32_t l_220[4][5][6];
            uint8_t l_239 = 0x8EL;
            uint32_t ***l_289[3][8][4] = {{{&g_232,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232},{(void*)0,(void*)0,&g_232,&g_232},{&g_232,&g_232,(void*)0,&g_232},{&g_232,(void*)0,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232},{&g_232,(void*)0,&g_232,&g_232}},{{&g_232,&g_232,(void*)0,&g_232},{&g_232,(void*)0,&g_232,&g_232},{&g_232,&g_232,(void*)0,&g_232},{(void*)0,&g_232,&g_232,&g_232},{&g_232,&g_232,(void*)0,&g_232},{&g_232,&g_232,(void*)0,&g_232},{&g_232,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,(void*)0}},{{&g_232,&g_232,(void*)0,(void*)0},{&g_232,&g_232,&g_232,&g_232},{&g_232,(void*)0,(void*)0,&g_232},{&g_232,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232},{(void*)0,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232},{&g_232,&g_232,&g_232,&g_232}}};
            int32_t * const *l_306 = (void*)0;
            int32_t * const ** const l_305[1] = {&l_306};
            int i, j, k;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 5; j++)
                {
                    for (k = 0; k < 6; k++)
                        l_220[i][j][k] = (-1L);
                }
            }
            if (((int32_t)(l_160 == (void*)0) + (int32_t)(((int8_t)((uint64_t)((**g_62) > (((*l_183) = (((int8_t)((((int8_t)(l_181 = (p_39 <= ((uint16_t)((l_150[5] = p_39) , (((int16_t)(g_11[3][0][1] <= (g_28[7][1] && (((uint8_t)((((int8_t)((uint8_t)(l_108 , ((**p_41) <= l_84)) + (uint8_t)g_6[8][0]) >> (int8_t)p_40) != g_100) || 1UL) >> (uint8_t)g_82) & l_150[(g_100 + 1)]))) % (int16_t)l_151) , 2UL)) * (uint16_t)l_180))) / (int8_t)l_180) <= g_155[0]) && l_108) * (int8_t)g_6[3][3]) >= (*g_63))) & 0xFCL)) + (uint64_t)0x01831FDFA3FFF8E1LL) + (int8_t)(*g_143)) == l_184)))
            { /* block id: 71 */
                int32_t *l_201 = (void*)0;
                int32_t *l_202[2][3][10] = {{{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]},{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]},{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]}},{{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]},{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]},{(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1],(void*)0,&g_28[7][1]}}};
                uint64_t *l_206 = (void*)0;
                int8_t **l_209 = &l_183;
                int8_t **l_211 = &l_182;
                uint32_t l_212 = 0xBAF473B4L;
                uint32_t *l_213[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int i, j, k;
                if ((**g_62))
                    break;
                g_216 |= ((((l_215 = ((((uint16_t)((int16_t)(((((int8_t)(((int32_t)(+((((((int32_t)((+((~l_152[5]) == (((void*)0 != &g_100) , ((uint16_t)(+((((l_203 = (-1L)) , (l_149 = ((int8_t)p_39 << (int8_t)5))) < p_40) , g_207)) * (uint16_t)(-(uint16_t)(((*l_209) = &l_151) != ((*l_211) = (l_210 = (void*)0)))))))) , (*p_42)) % (int32_t)(*g_63)) | g_28[3][2]) < 4UL) || p_40) > l_212)) - (int32_t)4294967293UL) , 0x8EL) - (int8_t)0x20L) , g_28[2][2]) && l_203) && 0x8FBDBB86L) >> (int16_t)4) * (uint16_t)g_82) <= (**p_41)) , 0xC61834C5L)) == 0x1240E195L) != p_39) && 0xD3EBL);
            }
            else
            { /* block id: 80 */
                int32_t l_219 = 8L;
                int32_t l_221 = 0x69D01ECBL;
                int32_t l_222[4] = {0x0254E0B6L,0x0254E0B6L,0x0254E0B6L,0x0254E0B6L};
                int8_t l_225 = 0xC8L;
                uint8_t *l_260 = &l_84;
                int32_t *l_290 = &g_264[2];
                int32_t **l_338 = &g_63;
                int8_t **l_388 = &l_182;
                uint32_t **l_392 = &g_233;
                int8_t l_405 = 0xA3L;
                int16_t *l_407 = &l_291[3][3][0];
                int i;
                if ((*p_43))
                { /* block id: 81 */
                    int8_t l_223 = 0xC5L;
                    int32_t l_224[6][9] = {{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L},{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L},{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L},{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L},{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L},{0xEE644F43L,7L,0x3B778325L,0xEE644F43L,0x78ED7A29L,0x78ED7A29L,0xEE644F43L,0x3B778325L,7L}};
                    uint32_t *l_230 = &g_214;
                    uint32_t **l_229 = &l_230;
                    uint32_t ***l_231[5][8] = {{(void*)0,&l_229,&l_229,(void*)0,&l_229,&l_229,(void*)0,&l_229},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_229,(void*)0,&l_229,&l_229,(void*)0,&l_229,&l_229,(void*)0},{(void*)0,&l_229,&l_229,(void*)0,&l_229,&l_229,(void*)0,&l_229},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                    int16_t *l_243 = &g_244[0];
                    int i, j;
                    for (l_203 = 0; (l_203 <= 5); l_203 += 1)
                    { /* block id: 84 */
                        int32_t *l_217 = (void*)0;
                        int32_t *l_218[8][7] = {{&g_21[0],&g_21[1],&g_21[0],&g_21[0],&g_21[1],&g_21[0],&g_21[0]},{&l_150[5],&l_107,&l_150[5],&l_108,&l_119,&l_107,&l_119},{&g_21[0],(void*)0,(void*)0,&g_21[0],(void*)0,(void*)0,&g_21[0]},{&l_203,&l_108,&l_203,&g_21[0],&l_119,&g_21[0],&l_203},{&g_21[0],&g_21[0],&g_21[1],&g_21[0],&g_21[0],&g_21[1],&g_21[0]},{&l_119,&g_21[0],&l_203,&l_108,&l_203,&g_21[0],&l_119},{(void*)0,&g_21[0],(void*)0,(void*)0,&g_21[0],(void*)0,(void*)0},{&l_119,&l_108,&l_150[5],&l_108,&l_119,&l_107,&l_119}};
                        int i, j;
                        --l_226;
                    }
                    g_232 = l_229;
                    if ((((uint32_t)(!(g_237 != &g_238)) - (uint32_t)((((*l_183) = l_239) , 7L) == (*g_143))) && (0UL > (((void*)0 == l_240) == ((int16_t)((*l_243) &= ((p_40 != l_224[3][3]) | g_155[0])) >> (int16_t)1)))))
                    { /* block id: 90 */
                        if (l_180)
                            goto lbl_245;
                        if (l_150[2])
                            continue;
                    }
                    else
                    { /* block id: 93 */
                        return l_150[5];
                    }
                }
                else
                { /* block id: 96 */
                    uint8_t *l_258[1][8];
                    uint8_t **l_257[4] = {&l_258[0][4],&l_258[0][4],&l_258[0][4],&l_258[0][4]};
                    int32_t l_263 = 1L;
                    int32_t *l_265 = &g_6[2][0];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 8; j++)
                            l_258[i][j] = &l_120;
                    }
                    (*l_265) = (((uint8_t)((*g_143) = 0xA5L) >> (uint8_t)g_6[8][0]) && (((l_220[0][3][5] >= l_220[1][4][0]) , (((uint16_t)(!((int8_t)((*l_183) ^= ((int8_t)((((((((((int64_t)((g_259 = (g_143 = &g_144)) != (l_260 = (void*)0)) % (int64_t)((int8_t)(((**l_240) , ((*l_210) &= g_4[2][0])) , ((l_263 , 0x4A6165DB6DB1B38BLL) , g_6[0][0])) - (int8_t)p_39)) || 0x944B1A71L) , p_39) && l_120) != g_21[0]) & g_140) & p_39) | g_216) , g_4[2][0]) - (int8_t)(**l_240))) * (int8_t)0x42L)) * (uint16_t)g_264[2]) , p_39)) , 1L));
                }
                if ((((int64_t)((**l_160) |= p_40) / (int64_t)((int32_t)((uint8_t)((g_292 = ((((int8_t)((((*g_63) | ((uint64_t)((l_215 = (l_148 = ((uint16_t)((uint32_t)((*g_233) = (((**g_62) > ((int32_t)((g_6[8][0] , (l_184 == ((l_119 < (((int64_t)((uint8_t)(((((*l_290) ^= ((~((uint64_t)(l_289[1][0][1] != (void*)0) - (uint64_t)g_28[4][7])) == 1UL)) , g_207) , (*g_259)) != p_39) >> (uint8_t)7) % (int64_t)0xA7F8073236715A55LL) < l_220[0][3][5])) ^ p_40))) , (**g_62)) % (int32_t)(*g_233))) != (**l_240))) / (uint32_t)0xCBAA4C62L) << (uint16_t)9))) , g_244[0]) - (uint64_t)l_291[3][3][0])) | g_207) , 0xEBL) * (int8_t)0L) | (**l_240)) != 8L)) , l_220[0][3][5]) << (uint8_t)p_39) + (int32_t)0x93218EA1L)) | (**g_62)))
                { /* block id: 111 */
                    uint64_t * const l_293 = &g_100;
                    int32_t **l_316 = (void*)0;
                    if ((((void*)0 != l_293) && l_219))
                    { /* block id: 112 */
                        uint16_t *l_300 = &g_216;
                        int32_t ***l_304 = &g_62;
                        int32_t ****l_303 = &l_304;
                        int16_t *l_312 = &g_244[4];
                        l_150[(g_100 + 1)] = (p_39 , (l_219 = ((int8_t)(((l_220[1][2][5] & ((*l_312) = (((((((((uint8_t)((uint16_t)((*l_300) = 65526UL) * (uint16_t)g_4[2][0]) * (uint8_t)((int64_t)((l_220[3][0][0] || ((((*l_303) = &l_240) != l_305[0]) & ((*g_143) , ((*g_233) = ((uint16_t)((uint16_t)0x425DL >> (uint16_t)6) * (uint16_t)g_311))))) , g_82) + (int64_t)(-1L))) , 0xF4AFL) | 1L) , 1UL) || 0x54CC3FDFL) < 0xE734C88DL) != 0x88A001155E84021ALL) <= l_150[5]))) , &g_60) != l_240) % (int8_t)(*g_143))));
                        g_6[5][0] = ((~((uint64_t)(((*l_304) = l_316) != (g_317 = g_317)) - (uint64_t)(((~0L) , ((uint8_t)254UL % (uint8_t)((int8_t)((((((((int64_t)g_155[1] + (int64_t)((uint8_t)((int64_t)((!(((int16_t)((int16_t)((*l_312) = ((int8_t)(((int16_t)(-1L) - (int16_t)g_28[0][4]) > ((((void*)0 != l_338) , (**l_338)) >= 0xA4BFB77E27F84D97LL)) % (int8_t)(-1L))) * (int16_t)p_39) + (int16_t)g_144) <= (**l_338))) ^ 4294967290UL) / (int64_t)p_39) / (uint8_t)p_40)) && g_129) == 0L) , g_264[2]) | (*g_143)) , 0xA9CF201076E64F54LL) , 4L) + (int8_t)p_40))) | p_39))) | p_39);
                        (*p_41) = (*p_41);
                    }
                    else
                    { /* block id: 124 */
                        (*g_62) = (*p_41);
                    }
                }
                else
                { /* block id: 127 */
                    uint8_t l_357 = 246UL;
                    int32_t l_361 = 0xD71A733EL;
                    int32_t l_362 = 0x4EB474E0L;
                    int32_t l_363 = (-7L);
                    int32_t l_364[4][1][8] = {{{0L,(-1L),(-1L),0L,0L,(-1L),(-1L),0L}},{{0L,(-1L),(-1L),0L,0L,(-1L),(-1L),0L}},{{0L,(-1L),(-1L),0L,0L,(-1L),(-1L),0L}},{{0L,(-1L),(-1L),0L,0L,(-1L),(-1L),0L}}};
                    int8_t **l_372 = &l_210;
                    int8_t **l_373 = &l_183;
                    uint32_t **l_390 = &g_233;
                    int8_t l_404 = 0x8DL;
                    int i, j, k;
                    for (g_144 = 0; (g_144 <= 5); g_144 += 1)
                    { /* block id: 130 */
                        uint64_t *l_341 = (void*)0;
                        int32_t l_342 = (-3L);
                        int32_t ** const ***l_345 = &l_343[1][2];
                        uint8_t **l_348 = (void*)0;
                        int i, j;
                        l_219 = (((*l_183) = ((l_342 = g_82) == ((((*l_345) = l_343[1][2]) == (((int32_t)(g_311 = (l_348 == (void*)0)) - (int32_t)p_39) , g_349[0][0][0])) != ((uint16_t)(((int8_t)(~(0xFA444388L && (((**l_240) && ((((8UL ^ 5UL) < (*g_259)) & g_140) | p_40)) != p_40))) % (int8_t)g_216) == l_151) % (uint16_t)0x628EL)))) && 0UL);
                        l_148 = (***g_351);
                        --l_357;
                    }
                    for (l_225 = 3; (l_225 >= 0); l_225 -= 1)
                    { /* block id: 141 */
                        l_360 = &g_233;
                    }
                    l_366--;
                    if (((uint8_t)((((((((~((((*l_373) = ((*l_372) = l_182)) != (void*)0) < ((int8_t)(((((uint16_t)((((uint16_t)((g_264[0] ^ (g_140 < l_108)) | (((int32_t)(p_39 < ((~(***l_344)) > ((uint16_t)((p_39 != (l_363 = 0x66L)) && 18446744073709551612UL) << (uint16_t)(**l_338)))) / (int32_t)(*g_63)) <= 0xE15E24AAE1012AA5LL)) >> (uint16_t)(**l_338)) == p_40) , 0x28BAL) >> (uint16_t)p_40) , (*g_143)) > (**l_240)) & 0L) / (int8_t)p_40))) ^ l_385) , g_386) != l_388) & p_39) , g_11[4][1][2]) == 0xE9477B62E10425D6LL) >= 0x5319E604L) << (uint8_t)2))
                    { /* block id: 148 */
                        int16_t *l_393 = &g_244[0];
                        (*l_240) = ((((*l_393) = ((g_155[1] >= (0x14FFL < (l_389 != (void*)0))) >= ((g_391 = l_390) != l_392))) && (((g_21[0] == (((((uint32_t)(**l_338) + (uint32_t)(0UL > (**l_338))) >= 2L) > 8L) , p_40)) ^ p_40) >= (*g_63))) , (*l_338));
                    }
                    else
                    { /* block id: 152 */
                        uint32_t l_403 = 0xD5B62A01L;
                        (*p_41) = (*g_62);
                        if ((*g_63))
                            continue;
                        (*l_338) = (((int32_t)(l_404 |= (((void*)0 != (**l_344)) , (l_150[5] ^= ((uint32_t)(~((***l_344) != (p_39 & ((int8_t)l_403 >> (int8_t)1)))) / (uint32_t)((**l_390) = 0x27BEF755L))))) + (int32_t)((p_40 & (*g_143)) ^ ((((((((((l_405 = l_357) | g_140) , 0x847BL) || g_82) , l_406) == l_407) > 0xC16733E5292C6BECLL) == p_40) , p_40) , (**p_41)))) , (*p_41));
                    }
                }
                return p_40;
            }
        }
        else
        { /* block id: 164 */
            int64_t l_414 = 0xC15ED0017CBC052FLL;
            int32_t l_434 = 1L;
            for (g_129 = 0; (g_129 == (-27)); g_129--)
            { /* block id: 167 */
                uint8_t l_410 = 255UL;
                int32_t l_411[2][8] = {{0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L},{0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L,0xF5C55755L}};
                int i, j;
                l_411[1][7] = l_410;
                l_414 &= ((uint16_t)g_264[1] >> (uint16_t)8);
            }
            for (g_207 = 0; (g_207 >= 19); g_207++)
            { /* block id: 173 */
                const uint16_t l_424[7][2][4] = {{{0xA46EL,0x903DL,0xA46EL,0xD255L},{0xA46EL,0xD255L,0xD255L,0xA46EL}},{{0xC7D9L,0xD255L,0xB63FL,0xD255L},{0xD255L,0x903DL,0xB63FL,0xB63FL}},{{0xC7D9L,0xC7D9L,0xD255L,0xB63FL},{0xA46EL,0x903DL,0xA46EL,0xD255L}},{{0xA46EL,0xD255L,0xD255L,0xA46EL},{0xC7D9L,0xD255L,0xB63FL,0xD255L}},{{0xD255L,0x903DL,0xB63FL,0xB63FL},{0xC7D9L,0xC7D9L,0xD255L,0xB63FL}},{{0xA46EL,0x903DL,0xA46EL,0xD255L},{0xA46EL,0xD255L,0xD255L,0xA46EL}},{{0xC7D9L,0xD255L,0xB63FL,0xD255L},{0xD255L,0x903DL,0xB63FL,0xB63FL}}};
                uint16_t *l_425 = &g_216;
                int32_t l_432 = 1L;
                uint64_t l_433 = 0x417A137A55F609A5LL;
                int i, j, k;
                l_434 = ((((0x39FBL == 1L) , ((uint64_t)(((uint8_t)((0xC4CDL <= ((uint16_t)(!l_424[3][1][1]) - (uint16_t)((*l_425)--))) <= ((5UL == 4UL) ^ ((**l_160) = (l_432 = (((uint8_t)(((uint8_t)(&g_59[4][1] == &g_59[5][5]) % (uint8_t)p_39) ^ 0xBF391EC0AE80621ELL) - (uint8_t)0L) , p_39))))) + (uint8_t)p_40) && l_433) / (uint64_t)l_414)) == 0xA6L) || g_214);
            }
        }
        l_457 = (((((++(**g_391)) < (((g_456 = (((0x891C05EF8C64C08FLL & (((uint8_t)((uint64_t)((((p_40 , (((((l_441 == ((*l_443) = &g_233)) , p_39) || (((**l_344) = (*p_41)) != l_444)) >= (((uint32_t)((((uint64_t)g_11[3][0][1] - (uint64_t)((((*l_453) = (((int16_t)(((uint32_t)(((0x9661B2EFL ^ 0x28A2B727L) != (*l_444)) & p_39) / (uint32_t)g_82) , (*l_444)) * (int16_t)8UL) , (*l_444))) ^ (*p_42)) , l_454)) != g_11[6][1][0]) | (*g_143)) - (uint32_t)0x0E3283A1L) ^ p_40)) , l_455[1][0][0])) || 0xB298362EL) < g_21[1]) ^ p_39) % (uint64_t)g_82) >> (uint8_t)7) != p_39)) == p_40) , p_40)) , (*l_444)) ^ 0x888E990FL)) , g_155[1]) < g_244[0]) ^ g_292);
        (*p_41) = (*p_41);
    }
    (*g_62) = (void*)0;
    (*g_62) = (*p_41);
    return p_39;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int16_t  func_49(int32_t * p_50, int8_t  p_51, uint16_t  p_52, int32_t  p_53, int32_t ** p_54)
{ /* block id: 31 */
    int32_t l_64 = 0L;
    int32_t l_65[1][10] = {{0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL,0xCB4E35EEL}};
    int32_t *l_66 = &g_6[8][0];
    int32_t *l_67 = &l_65[0][8];
    int32_t *l_68 = &g_6[8][0];
    int32_t *l_69 = &g_6[0][1];
    int32_t *l_70 = &g_6[8][0];
    int32_t *l_71 = (void*)0;
    int32_t *l_72 = &l_65[0][2];
    int32_t *l_73 = &l_65[0][7];
    int32_t *l_74[10][5] = {{&l_65[0][9],&l_65[0][9],(void*)0,&l_65[0][7],(void*)0},{&l_65[0][9],&l_65[0][9],(void*)0,&l_65[0][7],(void*)0},{&l_65[0][9],&l_65[0][9],(void*)0,&l_65[0][7],(void*)0},{&l_65[0][9],&l_65[0][9],(void*)0,&l_65[0][7],(void*)0},{&l_65[0][9],&l_65[0][9],(void*)0,&l_65[0][7],(void*)0},{&l_65[0][9],(void*)0,&g_3,&g_28[7][3],&g_3},{(void*)0,(void*)0,&g_3,&g_28[7][3],&g_3},{(void*)0,(void*)0,&g_3,&g_28[7][3],&g_3},{(void*)0,(void*)0,&g_3,&g_28[7][3],&g_3},{(void*)0,(void*)0,&g_3,&g_28[7][3],&g_3}};
    uint64_t l_75 = 0xCED7161A1E5F5605LL;
    int i, j;
    ++l_75;
    return p_52;
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
    transparent_crc(g_3, "g_3", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_4[i][j], "g_4[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_6[i][j], "g_6[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_11[i][j][k], "g_11[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_20[i], "g_20[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_21[i], "g_21[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_27, "g_27", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_28[i][j], "g_28[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_100, "g_100", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_144, "g_144", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_155[i], "g_155[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_214, "g_214", print_hash_value);
    transparent_crc(g_216, "g_216", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_244[i], "g_244[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_264[i], "g_264[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_292, "g_292", print_hash_value);
    transparent_crc(g_311, "g_311", print_hash_value);
    transparent_crc(g_456, "g_456", print_hash_value);
    transparent_crc(g_481, "g_481", print_hash_value);
    transparent_crc(g_529, "g_529", print_hash_value);
    transparent_crc(g_693, "g_693", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_711[i][j][k], "g_711[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1200[i][j][k], "g_1200[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_1280[i][j], "g_1280[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1378, "g_1378", print_hash_value);
    transparent_crc(g_1394, "g_1394", print_hash_value);
    transparent_crc(g_1429, "g_1429", print_hash_value);
    transparent_crc(g_1460, "g_1460", print_hash_value);
    transparent_crc(g_1465, "g_1465", print_hash_value);
    transparent_crc(g_1528, "g_1528", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1536[i], "g_1536[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1574[i], "g_1574[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 370
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

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 136
   depth: 2, occurrence: 31
   depth: 3, occurrence: 4
   depth: 4, occurrence: 2
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 2
   depth: 14, occurrence: 1
   depth: 18, occurrence: 2
   depth: 19, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 2
   depth: 26, occurrence: 2
   depth: 28, occurrence: 3
   depth: 29, occurrence: 2
   depth: 30, occurrence: 1
   depth: 31, occurrence: 4
   depth: 32, occurrence: 1
   depth: 33, occurrence: 1
   depth: 35, occurrence: 2
   depth: 39, occurrence: 1
   depth: 40, occurrence: 1
   depth: 41, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 359

XXX times a variable address is taken: 839
XXX times a pointer is dereferenced on RHS: 236
breakdown:
   depth: 1, occurrence: 149
   depth: 2, occurrence: 70
   depth: 3, occurrence: 10
   depth: 4, occurrence: 6
   depth: 5, occurrence: 1
XXX times a pointer is dereferenced on LHS: 162
breakdown:
   depth: 1, occurrence: 137
   depth: 2, occurrence: 16
   depth: 3, occurrence: 6
   depth: 4, occurrence: 3
XXX times a pointer is compared with null: 34
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 7
XXX times a pointer is qualified to be dereferenced: 4834

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 727
   level: 2, occurrence: 328
   level: 3, occurrence: 93
   level: 4, occurrence: 59
   level: 5, occurrence: 8
XXX number of pointers point to pointers: 153
XXX number of pointers point to scalars: 206
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 31.5
XXX average alias set size: 1.43

XXX times a non-volatile is read: 1328
XXX times a non-volatile is write: 520
XXX times a volatile is read: 37
XXX    times read thru a pointer: 2
XXX times a volatile is write: 18
XXX    times written thru a pointer: 11
XXX times a volatile is available for access: 834
XXX percentage of non-volatile access: 97.1

XXX forward jumps: 1
XXX backward jumps: 5

XXX stmts: 139
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 18
   depth: 1, occurrence: 20
   depth: 2, occurrence: 23
   depth: 3, occurrence: 24
   depth: 4, occurrence: 25
   depth: 5, occurrence: 29

XXX percentage a fresh-made variable is used: 17.3
XXX percentage an existing variable is used: 82.7
********************* end of statistics **********************/

