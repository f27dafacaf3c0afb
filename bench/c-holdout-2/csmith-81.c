/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 81 --no-safe-math --max-funcs 6 --no-structs
 * Seed:      81
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
static uint16_t g_2[3] = {0xC204L,0xC204L,0xC204L};
static int32_t g_3 = 0x9AD59E57L;
static volatile uint32_t g_31 = 18446744073709551610UL;/* VOLATILE GLOBAL g_31 */
static int32_t g_47 = 0xB1AF9D66L;
static int32_t g_64 = 0x090AEC51L;
static uint64_t g_66[8][4] = {{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL},{18446744073709551609UL,18446744073709551608UL,18446744073709551609UL,18446744073709551608UL}};
static int32_t g_93 = 0x76FC4917L;
static uint8_t g_98 = 0x48L;
static int8_t g_104 = (-2L);
static int16_t g_109 = (-1L);
static uint8_t g_122[1][2] = {{8UL,8UL}};
static int32_t g_127 = 0x540566F1L;
static int16_t g_147 = 0x7D06L;
static uint16_t g_175 = 65528UL;
static int16_t g_224 = (-1L);
static uint64_t g_225 = 18446744073709551615UL;
static int32_t *g_228 = &g_64;
static uint32_t g_240 = 0x890EE7B7L;
static uint32_t g_253 = 0x509E7058L;
static uint32_t g_258 = 4294967290UL;
static const int64_t g_300 = 8L;
static int16_t *g_325 = &g_147;
static int16_t * const *g_324 = &g_325;
static int16_t g_330 = 0xE067L;
static int16_t * const g_329 = &g_330;
static int16_t * const *g_328 = &g_329;
static int64_t g_334 = 0x2ADA193FA8DC894FLL;
static int64_t g_374[7][7] = {{3L,0xC5647761D3EE78ADLL,3L,0xC0242DE6B32EF967LL,3L,0xC5647761D3EE78ADLL,3L},{(-1L),8L,8L,(-1L),0xD34232566770F7D3LL,(-1L),(-1L)},{0xCDAE124F1985595ELL,0xC5647761D3EE78ADLL,0xC65E07E2706E27FCLL,0xC5647761D3EE78ADLL,0xCDAE124F1985595ELL,0xC5647761D3EE78ADLL,0xC65E07E2706E27FCLL},{0xD34232566770F7D3LL,(-1L),8L,8L,(-1L),0xD34232566770F7D3LL,(-1L)},{3L,0xC0242DE6B32EF967LL,3L,0xC5647761D3EE78ADLL,3L,0xC0242DE6B32EF967LL,3L},{0xD34232566770F7D3LL,8L,(-1L),(-1L),(-1L),(-1L),8L},{0xCDAE124F1985595ELL,0xC0242DE6B32EF967LL,0xC65E07E2706E27FCLL,0xC0242DE6B32EF967LL,0xCDAE124F1985595ELL,0xC0242DE6B32EF967LL,0xC65E07E2706E27FCLL}};
static int16_t g_375 = (-7L);
static int8_t g_376 = 0L;
static uint32_t g_377 = 0xE798DF2CL;
static int16_t g_383 = (-6L);
static int16_t g_384 = 0x4315L;
static int32_t g_385[8] = {0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L,0x4BFAA1F7L};
static int32_t *g_407[7][1][5] = {{{&g_3,&g_64,&g_64,(void*)0,(void*)0}},{{&g_385[6],&g_64,&g_385[6],&g_64,&g_385[6]}},{{&g_3,(void*)0,(void*)0,(void*)0,&g_3}},{{&g_385[6],&g_3,&g_64,(void*)0,&g_64}},{{&g_3,&g_3,(void*)0,&g_3,(void*)0}},{{&g_3,&g_385[6],&g_385[6],&g_3,&g_64}},{{(void*)0,&g_3,&g_64,&g_64,&g_3}}};
static const int64_t *g_503[6] = {&g_334,&g_374[5][1],&g_334,&g_334,&g_374[5][1],&g_334};
static const int64_t **g_502[8] = {&g_503[1],&g_503[3],&g_503[1],&g_503[1],&g_503[3],&g_503[1],&g_503[1],&g_503[3]};
static volatile int64_t g_519 = (-6L);/* VOLATILE GLOBAL g_519 */
static volatile int64_t *g_518 = &g_519;
static volatile int64_t **g_517 = &g_518;
static volatile int64_t ***g_516 = &g_517;
static int64_t ***g_520 = (void*)0;
static volatile uint64_t **g_523 = (void*)0;
static int32_t ** volatile g_639 = &g_407[3][0][0];/* VOLATILE GLOBAL g_639 */
static int32_t ** volatile g_666[6][7] = {{&g_407[0][0][1],&g_407[6][0][4],&g_407[0][0][1],(void*)0,&g_228,&g_407[0][0][1],&g_228},{&g_228,&g_228,&g_407[4][0][0],&g_407[4][0][0],&g_228,&g_228,&g_407[6][0][4]},{&g_407[0][0][1],(void*)0,&g_228,&g_407[0][0][1],&g_228,&g_228,(void*)0},{&g_407[3][0][1],&g_407[0][0][1],&g_228,&g_407[3][0][1],&g_228,&g_407[0][0][1],&g_407[3][0][1]},{&g_407[0][0][1],(void*)0,&g_407[4][0][0],&g_228,&g_407[3][0][1],&g_407[0][0][1],&g_228},{&g_407[0][0][1],&g_228,&g_228,(void*)0,(void*)0,&g_228,&g_228}};
static int32_t ** volatile g_668 = &g_407[3][0][1];/* VOLATILE GLOBAL g_668 */
static const uint64_t g_700[9] = {0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL,0xB245A8C5668AA026LL};
static volatile uint8_t g_823 = 6UL;/* VOLATILE GLOBAL g_823 */
static int32_t ** volatile g_840 = &g_407[3][0][1];/* VOLATILE GLOBAL g_840 */
static uint8_t **g_863 = (void*)0;
static int16_t ** const g_895 = &g_325;
static int16_t ** const *g_894[2] = {&g_895,&g_895};
static int16_t ***g_898 = (void*)0;
static int64_t *g_921 = &g_374[5][1];
static int32_t g_938 = 0x339AEFC1L;
static int64_t *** const *g_961 = &g_520;
static int64_t *** const ** volatile g_960 = &g_961;/* VOLATILE GLOBAL g_960 */
static int32_t ** const  volatile g_1100 = &g_407[3][0][1];/* VOLATILE GLOBAL g_1100 */
static int32_t * volatile g_1106 = &g_64;/* VOLATILE GLOBAL g_1106 */
static int8_t g_1109 = 0x3AL;
static volatile int32_t g_1213[2][6][9] = {{{9L,1L,0x1E5DD941L,0x8A5D652EL,0x437D10A4L,7L,0x854860F1L,0xAF03F313L,0x800930D9L},{0x33F9990EL,0x437D10A4L,0x800930D9L,0x33F9990EL,0xE1CEFFB7L,0x1E5DD941L,0x7E593548L,0x854860F1L,(-7L)},{0x33F9990EL,0xBD70BE67L,0x4C0239A6L,0L,0L,0x0E7787EDL,0xE1CEFFB7L,0L,0x1E5DD941L},{9L,0xAF03F313L,0xB30FE656L,1L,0xE1CEFFB7L,0x421790FFL,0x8A5D652EL,0x3309FD5EL,0x1E5DD941L},{(-1L),9L,(-7L),0x7E593548L,0x437D10A4L,(-1L),0xCCB0BB7CL,0xAB84BC91L,0x3309FD5EL},{2L,2L,0x8A5D652EL,0x4377E4F8L,(-4L),0xE1CEFFB7L,0x304ADACAL,0xAB84BC91L,0L}},{{0xDFF539D0L,0L,(-1L),2L,0xB18F78CEL,1L,2L,0xA392EBE6L,0x854860F1L},{0xB18F78CEL,1L,0x8A5D652EL,0x4950FBC1L,(-5L),0xBD70BE67L,2L,0x304ADACAL,0xAF03F313L},{0xAB84BC91L,0xDFF539D0L,0x3309FD5EL,0L,0xCDAEBEE3L,0x854860F1L,0x304ADACAL,0xDFF539D0L,0x3297E03BL},{(-5L),1L,0xE1CEFFB7L,0xCDAEBEE3L,2L,0x854860F1L,0xCCB0BB7CL,0xBB215852L,1L},{1L,0L,0xBD70BE67L,0xA392EBE6L,0xA392EBE6L,0xBD70BE67L,0L,1L,0xAC037ADBL},{(-5L),2L,0L,(-4L),0xA392EBE6L,1L,0xDE75F559L,0xCDAEBEE3L,0L}}};
static int32_t ** volatile g_1245 = (void*)0;/* VOLATILE GLOBAL g_1245 */
static int32_t **g_1279[2] = {&g_228,&g_228};
static int32_t ***g_1278[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile uint32_t * const * volatile g_1297 = (void*)0;/* VOLATILE GLOBAL g_1297 */
static int32_t ** volatile g_1334 = &g_228;/* VOLATILE GLOBAL g_1334 */
static uint64_t *g_1340[2] = {&g_66[6][1],&g_66[6][1]};
static uint64_t * const *g_1339 = &g_1340[0];
static int16_t g_1381[9][1][7] = {{{4L,(-1L),1L,0x3328L,0x07D4L,0x0C75L,0x3328L}},{{4L,0x81AAL,0x0A85L,0x3328L,0x0EAFL,0x0EAFL,0x3328L}},{{0x0A85L,(-1L),0x0A85L,0xCE2AL,0x07D4L,0x0EAFL,0xCE2AL}},{{4L,(-1L),1L,0x3328L,0x07D4L,0x0C75L,0x3328L}},{{4L,0x81AAL,0x0A85L,0x3328L,0x0EAFL,0x0EAFL,0x3328L}},{{0x0A85L,(-1L),0x0A85L,0xCE2AL,0x07D4L,0x0EAFL,0xCE2AL}},{{4L,(-1L),1L,0x3328L,0x07D4L,0x0C75L,0x3328L}},{{4L,0x81AAL,0x0A85L,0x3328L,0x0EAFL,0x0EAFL,0x3328L}},{{0x0A85L,(-1L),0x0A85L,0xCE2AL,0x07D4L,0x0EAFL,0xCE2AL}}};
static volatile uint16_t g_1400 = 0xD7AAL;/* VOLATILE GLOBAL g_1400 */
static int32_t ** volatile g_1442[3] = {&g_407[6][0][3],&g_407[6][0][3],&g_407[6][0][3]};
static int8_t *g_1528 = (void*)0;
static int8_t **g_1527[9][1][8] = {{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}},{{&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528,&g_1528}}};
static int8_t *** volatile g_1526 = &g_1527[2][0][5];/* VOLATILE GLOBAL g_1526 */
static volatile int16_t g_1646 = 0x349BL;/* VOLATILE GLOBAL g_1646 */
static volatile uint16_t g_1659 = 0x55A9L;/* VOLATILE GLOBAL g_1659 */
static int64_t * const *g_1712[6][8][5] = {{{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0}},{{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0}},{{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921}},{{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0},{(void*)0,&g_921,&g_921,(void*)0,&g_921},{(void*)0,(void*)0,&g_921,(void*)0,(void*)0},{&g_921,(void*)0,&g_921,&g_921,(void*)0}},{{(void*)0,&g_921,&g_921,(void*)0,&g_921},{&g_921,&g_921,(void*)0,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,(void*)0,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,(void*)0,&g_921,&g_921}},{{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,(void*)0,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,(void*)0,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921},{&g_921,&g_921,&g_921,&g_921,&g_921}}};
static int64_t * const **g_1711 = &g_1712[2][7][1];
static int64_t * const *** volatile g_1710 = &g_1711;/* VOLATILE GLOBAL g_1710 */
static volatile int16_t g_1716[8][8][4] = {{{0x35C9L,9L,0x1251L,8L},{0L,9L,0x10D9L,0xF671L},{9L,0L,(-2L),0L},{(-1L),(-2L),(-1L),9L},{(-1L),0xF818L,(-1L),0x1F60L},{0x0B0BL,0x2285L,0xF818L,(-2L)},{(-1L),0L,0x35C9L,(-1L)},{1L,0L,0L,0x0B0BL}},{{(-4L),(-1L),(-1L),1L},{0x9855L,0x7476L,0x032BL,0x7476L},{0x10D9L,0x9855L,1L,(-1L)},{0x3CD2L,(-2L),0x9D45L,0x00B9L},{0L,8L,(-6L),5L},{0L,1L,0x9D45L,0x032BL},{0x3CD2L,5L,1L,0x35C9L},{0x10D9L,0L,0x032BL,(-1L)}},{{0x9855L,1L,(-1L),0xF818L},{(-4L),0x10D9L,0L,1L},{1L,(-7L),0x35C9L,0x3CD2L},{(-1L),0x1251L,0xF818L,0x49BCL},{0x0B0BL,(-4L),(-1L),1L},{(-1L),(-1L),(-1L),(-1L)},{(-1L),0xF671L,(-2L),1L},{9L,0x762BL,0x10D9L,0L}},{{0L,0L,0x1251L,0L},{0x35C9L,0x762BL,8L,1L},{0x7476L,0xF671L,0x00B9L,(-1L)},{(-2L),(-1L),9L,1L},{0x762BL,(-4L),0L,8L},{0x762BL,(-1L),0x1139L,1L},{0x49BCL,0xF671L,0x2285L,0x1251L},{0xF818L,1L,(-6L),(-1L)}},{{0L,0x2285L,0L,0x9855L},{0x9855L,0x10D9L,0x9855L,1L},{8L,(-1L),0xF671L,0L},{0L,0L,0x10D9L,(-1L)},{0L,(-2L),0x10D9L,0x3CD2L},{0L,0L,0xF671L,0xF818L},{8L,0x9D45L,0x9855L,0x0B0BL},{0x9855L,0x0B0BL,0L,0x49BCL}},{{0L,(-7L),(-6L),1L},{0xF818L,(-6L),0x2285L,0L},{0x49BCL,1L,0x1139L,0L},{0x762BL,0L,0x35C9L,0L},{(-4L),(-1L),1L,1L},{(-4L),(-4L),0x3CD2L,(-6L)},{0x0B0BL,0L,(-2L),0x1F60L},{1L,1L,(-1L),(-2L)}},{{0x10D9L,1L,1L,0x1F60L},{1L,0L,0L,(-6L)},{0L,(-4L),0xF818L,1L},{(-7L),(-1L),0L,0L},{1L,0L,(-1L),0L},{5L,1L,1L,0L},{0L,(-6L),0L,1L},{0x032BL,(-7L),5L,0x49BCL}},{{0x9D45L,0x0B0BL,0L,0x0B0BL},{1L,0x9D45L,0L,0xF818L},{1L,0L,(-1L),0x3CD2L},{0x35C9L,(-2L),0x7476L,(-1L)},{0x35C9L,0L,(-1L),0L},{1L,(-1L),0L,1L},{1L,0x10D9L,0L,0x9855L},{0x9D45L,0x2285L,5L,(-1L)}}};
static int8_t *g_1781 = &g_1109;
static int8_t ** const g_1780 = &g_1781;
static int8_t ** const *g_1779[10][3] = {{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780},{&g_1780,&g_1780,&g_1780}};
static int32_t ** volatile g_1937 = &g_228;/* VOLATILE GLOBAL g_1937 */
static uint64_t g_1974 = 7UL;
static int16_t g_2035[3] = {0x4CA2L,0x4CA2L,0x4CA2L};
static int32_t *g_2043 = &g_385[0];
static const int32_t *g_2051 = &g_3;
static const int32_t ** volatile g_2050 = &g_2051;/* VOLATILE GLOBAL g_2050 */
static volatile uint16_t *g_2081 = &g_1400;
static volatile uint16_t * volatile *g_2080 = &g_2081;
static uint32_t g_2096 = 0xB99DC440L;
static int32_t g_2124 = 0x8787D636L;
static const int32_t ** volatile g_2133 = &g_2051;/* VOLATILE GLOBAL g_2133 */
static int64_t *****g_2173 = (void*)0;
static uint64_t **g_2191[7][8] = {{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]},{&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0],&g_1340[0]}};
static volatile int16_t g_2235 = 0x9DEDL;/* VOLATILE GLOBAL g_2235 */
static uint16_t g_2262 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int8_t  func_6(uint8_t  p_7, uint64_t  p_8, uint8_t  p_9, uint16_t  p_10);
static int8_t  func_11(uint64_t  p_12, int32_t  p_13, uint8_t  p_14, uint16_t  p_15);
static uint16_t  func_18(uint64_t  p_19, uint8_t  p_20, uint64_t  p_21);
static int64_t  func_36(uint32_t  p_37, int32_t  p_38, uint16_t  p_39);
static int16_t  func_44(int8_t  p_45, uint8_t  p_46);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_330 g_2043 g_385 g_519 g_1780 g_1781 g_1109 g_228 g_2051 g_2081 g_1400 g_1381 g_98 g_895 g_325 g_147 g_225 g_2262 g_324 g_1937 g_64
 * writes: g_3 g_385 g_64 g_122 g_2262
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_67 = (-6L);
    int32_t *l_1926[6][10] = {{&g_64,&g_64,&g_64,(void*)0,(void*)0,&g_385[6],&g_64,&g_385[6],(void*)0,(void*)0},{(void*)0,&g_64,(void*)0,&g_385[6],&g_64,&g_93,&g_64,&g_64,&g_93,&g_64},{&g_64,&g_64,&g_64,&g_64,(void*)0,(void*)0,&g_385[6],&g_64,&g_385[6],(void*)0},{&g_93,&g_385[6],(void*)0,&g_385[6],&g_93,&g_385[6],&g_64,&g_385[6],&g_385[6],&g_64},{&g_64,&g_385[6],&g_64,&g_64,&g_385[6],&g_64,&g_64,&g_64,&g_93,&g_64},{&g_385[6],&g_64,&g_93,&g_385[6],&g_93,&g_64,&g_385[6],&g_64,(void*)0,(void*)0}};
    int32_t l_1930 = 0L;
    uint32_t l_1956 = 0x8BB26131L;
    uint32_t *l_2011 = (void*)0;
    uint32_t **l_2010 = &l_2011;
    uint8_t * const l_2020 = &g_122[0][0];
    int32_t l_2089 = (-4L);
    int16_t *l_2154 = &g_224;
    int16_t *l_2180 = (void*)0;
    uint32_t l_2187 = 0UL;
    uint64_t **l_2190 = &g_1340[0];
    int16_t l_2238 = 0x248DL;
    uint8_t l_2239 = 4UL;
    int32_t l_2258 = 0xD83BFDD0L;
    uint64_t l_2261 = 0x18EB078A46E208FFLL;
    uint16_t *l_2263 = &g_2262;
    int16_t l_2264 = 0xF70FL;
    uint32_t l_2265 = 18446744073709551606UL;
    int i, j;
    for (g_3 = 0; (g_3 <= 2); g_3 += 1)
    { /* block id: 3 */
        int32_t l_1924 = 0x2D0E4D67L;
        int32_t l_1929[4][8][1] = {{{1L},{0x793051B4L},{1L},{0x793051B4L},{1L},{1L},{0x94002BB7L},{0x94002BB7L}},{{1L},{1L},{0x793051B4L},{1L},{0x793051B4L},{1L},{1L},{0x94002BB7L}},{{0x94002BB7L},{1L},{1L},{0x793051B4L},{1L},{0x793051B4L},{1L},{1L}},{{0x94002BB7L},{0x94002BB7L},{1L},{1L},{0x793051B4L},{1L},{0x793051B4L},{1L}}};
        int32_t ****l_1977[4];
        int32_t ****l_1978 = (void*)0;
        uint64_t l_1992 = 0x6C7E613E50D8A4A3LL;
        int16_t l_1993 = (-10L);
        int64_t l_1997 = 1L;
        int32_t l_2019[8][2] = {{(-3L),1L},{0xA2366437L,0L},{1L,0L},{0xA2366437L,1L},{(-3L),(-3L)},{(-3L),1L},{0xA2366437L,0L},{1L,0L}};
        int8_t l_2076 = 0x53L;
        uint16_t l_2129 = 5UL;
        uint32_t l_2164 = 0x08AB43C6L;
        const uint64_t l_2202 = 0x89F6E7EE216E9B38LL;
        int32_t *l_2205 = &l_1929[3][2][0];
        uint8_t *l_2236 = &g_122[0][0];
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_1977[i] = &g_1278[7];
    }
    --l_2239;
    l_2265 = ((int64_t)(((*l_2263) = ((((((uint16_t)((((uint16_t)((uint32_t)(((*l_2020) = ((int16_t)(((uint32_t)0xDE322FC8L - (uint32_t)(g_330 , ((*g_2043) &= 0xC145FE50L))) & (((1L && ((((g_519 , ((uint8_t)l_2258 + (uint8_t)(**g_1780))) ^ ((((*g_228) = ((uint8_t)((&g_2080 != &g_2080) <= 1L) % (uint8_t)(**g_1780))) , (*g_2051)) > (*g_2051))) && (*g_2081)) != 1L)) & l_2261) <= g_1381[5][0][3])) << (int16_t)6)) && g_385[6]) % (uint32_t)g_98) / (uint16_t)1L) , (*g_1781)) , 0UL) - (uint16_t)(**g_895)) , (void*)0) == l_2020) > g_225) < g_2262)) ^ (**g_324)) - (int64_t)l_2264);
    (*g_2043) &= (**g_1937);
    return (**g_1937);
}


/* ------------------------------------------ */
/* 
 * reads : g_1106 g_64 g_1109 g_328 g_329 g_325 g_330 g_147 g_895 g_376 g_300 g_385 g_47 g_921 g_374 g_127 g_324 g_93 g_122 g_384 g_31 g_240 g_519 g_104 g_523 g_2 g_1213 g_109 g_1278 g_66 g_700 g_1100 g_1297 g_253 g_517 g_518 g_224 g_375 g_1334 g_1339 g_1340 g_228 g_175 g_1381 g_1400 g_334 g_863 g_98 g_938 g_1781 g_516
 * writes: g_147 g_377 g_376 g_374 g_122 g_93 g_1109 g_98 g_175 g_407 g_1278 g_66 g_330 g_228 g_1339 g_258 g_385 g_384 g_938 g_64 g_2
 */
static int8_t  func_6(uint8_t  p_7, uint64_t  p_8, uint8_t  p_9, uint16_t  p_10)
{ /* block id: 500 */
    uint64_t l_1114 = 0x1003DA64DE741584LL;
    int32_t l_1122 = 0L;
    int32_t l_1123 = 0xF5E812ADL;
    uint32_t *l_1124 = &g_377;
    int32_t l_1125 = 0xDC5C91DCL;
    int8_t l_1146 = 3L;
    int16_t **l_1425[1];
    int16_t ***l_1424 = &l_1425[0];
    int32_t l_1436 = 0x6ED906B2L;
    int32_t l_1479 = (-1L);
    uint32_t l_1480 = 0x1B077931L;
    int8_t l_1494 = 0L;
    int32_t *l_1495[10] = {&l_1123,&l_1123,&l_1479,&l_1123,&l_1123,&l_1479,&l_1123,&l_1123,&l_1479,&l_1123};
    int32_t l_1496 = 0xA42AD291L;
    int64_t l_1522[2][2];
    int32_t ***l_1523 = (void*)0;
    int64_t **l_1602 = (void*)0;
    int64_t l_1657 = 0xEBD4E8EA59DE5E31LL;
    uint64_t l_1703 = 18446744073709551607UL;
    const int32_t *l_1731 = &g_385[0];
    int16_t ****l_1763 = &g_898;
    uint16_t *l_1777 = &g_2[0];
    uint16_t **l_1776 = &l_1777;
    uint8_t ** const l_1837 = (void*)0;
    int8_t l_1844[6];
    int8_t l_1845 = 0xCAL;
    int16_t l_1872 = (-1L);
    int32_t l_1921 = 1L;
    int i, j;
    for (i = 0; i < 1; i++)
        l_1425[i] = (void*)0;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
            l_1522[i][j] = 7L;
    }
    for (i = 0; i < 6; i++)
        l_1844[i] = 0x88L;
    l_1125 |= (0UL < ((*g_1106) | ((*l_1124) = ((g_1109 <= ((uint8_t)(((!((**g_895) = (**g_328))) < l_1114) & g_330) >> (uint8_t)((int8_t)((int64_t)(((uint16_t)(!p_8) << (uint16_t)5) & (p_7 , ((((l_1123 = (l_1122 = (-10L))) , p_9) , p_8) != 0x8BL))) / (int64_t)p_10) * (int8_t)0xFBL))) || p_7))));
lbl_1214:
    for (g_376 = 0; (g_376 <= 5); g_376 += 1)
    { /* block id: 508 */
        return g_300;
    }
    if (((uint32_t)0UL + (uint32_t)g_385[1]))
    { /* block id: 511 */
        uint32_t l_1153 = 0xD14BF365L;
        const int8_t l_1166 = 0x92L;
        int32_t l_1170[7] = {0x1FC86A7DL,0L,0L,0x1FC86A7DL,0L,0L,0x1FC86A7DL};
        uint8_t *l_1244[8] = {&g_98,&g_98,&g_98,&g_98,&g_98,&g_98,&g_98,&g_98};
        uint8_t **l_1243 = &l_1244[1];
        uint32_t l_1310 = 0UL;
        uint16_t *l_1344 = &g_2[1];
        uint32_t l_1348 = 0xC5F9FBDFL;
        int64_t l_1378[3];
        uint16_t l_1401 = 1UL;
        int32_t ***l_1459[3];
        uint64_t l_1624 = 18446744073709551609UL;
        int64_t ****l_1674 = &g_520;
        int64_t *****l_1673 = &l_1674;
        int16_t l_1707[1];
        const uint32_t *l_1729 = &g_377;
        const uint32_t **l_1728 = &l_1729;
        uint32_t * const *l_1730 = &l_1124;
        int i;
        for (i = 0; i < 3; i++)
            l_1378[i] = 7L;
        for (i = 0; i < 3; i++)
            l_1459[i] = &g_1279[0];
        for (i = 0; i < 1; i++)
            l_1707[i] = (-1L);
        if (p_9)
        { /* block id: 512 */
            uint32_t l_1167 = 0UL;
            int32_t l_1202[1];
            int16_t *l_1211 = &g_224;
            int16_t *l_1212[7][9][2] = {{{&g_330,(void*)0},{&g_375,&g_330},{&g_384,&g_330},{(void*)0,(void*)0},{(void*)0,&g_384},{&g_330,&g_375},{&g_109,&g_109},{(void*)0,&g_384},{(void*)0,&g_384}},{{(void*)0,&g_109},{&g_224,(void*)0},{(void*)0,&g_330},{(void*)0,(void*)0},{&g_224,&g_109},{(void*)0,(void*)0},{&g_383,&g_375},{&g_330,&g_109},{&g_109,&g_375}},{{(void*)0,&g_375},{&g_109,(void*)0},{(void*)0,&g_384},{&g_375,(void*)0},{&g_375,&g_384},{&g_384,&g_384},{&g_375,(void*)0},{&g_375,&g_384},{(void*)0,(void*)0}},{{&g_109,&g_375},{(void*)0,&g_375},{&g_109,&g_109},{&g_330,&g_375},{&g_383,(void*)0},{(void*)0,&g_109},{&g_224,(void*)0},{(void*)0,&g_330},{(void*)0,(void*)0}},{{&g_224,&g_109},{(void*)0,(void*)0},{&g_383,&g_375},{&g_330,&g_109},{&g_109,&g_375},{(void*)0,&g_375},{&g_109,(void*)0},{(void*)0,&g_384},{&g_375,(void*)0}},{{&g_375,&g_384},{&g_384,&g_384},{&g_375,(void*)0},{&g_375,&g_384},{(void*)0,(void*)0},{&g_109,&g_375},{(void*)0,&g_375},{&g_109,&g_109},{&g_330,&g_375}},{{&g_383,(void*)0},{(void*)0,&g_109},{&g_224,(void*)0},{(void*)0,&g_330},{(void*)0,(void*)0},{&g_224,&g_109},{(void*)0,(void*)0},{&g_383,&g_375},{&g_330,&g_109}}};
            uint16_t l_1265 = 65526UL;
            int32_t *l_1298 = &g_93;
            uint16_t l_1319 = 0xE465L;
            int32_t l_1435 = 0x42D383C2L;
            uint32_t l_1437 = 0x5A49B250L;
            int32_t *l_1463 = &g_385[6];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1202[i] = (-10L);
lbl_1333:
            for (p_8 = 0; (p_8 <= 0); p_8 += 1)
            { /* block id: 515 */
                int32_t l_1145 = (-5L);
                int32_t *l_1150 = (void*)0;
                int32_t *l_1151 = &l_1122;
                uint8_t *l_1152 = &g_122[0][1];
                int32_t *l_1154 = &l_1125;
                int32_t l_1252 = 0xE78AF6BEL;
                int32_t l_1260 = (-1L);
                const int32_t *l_1276 = (void*)0;
                const int32_t **l_1275[7][7] = {{&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276},{&l_1276,(void*)0,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276},{&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276},{&l_1276,&l_1276,&l_1276,(void*)0,&l_1276,&l_1276,&l_1276},{&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276},{&l_1276,(void*)0,(void*)0,(void*)0,&l_1276,(void*)0,&l_1276},{&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276,&l_1276}};
                const int32_t ***l_1274 = &l_1275[1][4];
                int i, j;
                (*l_1154) = (((((uint16_t)((((void*)0 == &g_104) , ((((((((((int8_t)g_47 >> (int8_t)((int8_t)((((p_10 , ((int16_t)(!((int16_t)p_9 >> (int16_t)((~((((uint8_t)((-(int64_t)((*g_921) |= l_1145)) , ((*l_1152) = ((((*g_921) |= l_1146) ^ (~((*l_1151) = ((-1L) >= ((int8_t)(-6L) + (int8_t)p_7))))) >= 0x8375FB6EL))) * (uint8_t)(-1L)) <= p_10) & 0UL)) , (*g_325)))) * (int16_t)p_9)) && p_9) | g_127) <= 0xCF17167687D42607LL) << (int8_t)7)) != p_10) ^ 0xDA1FL) , (void*)0) != &g_328) | (**g_324)) || p_8) | g_330) <= l_1153)) , 8UL) - (uint16_t)l_1153) | 0L) && (*g_1106)) , 1L);
                (*l_1154) |= p_10;
                for (g_93 = 0; (g_93 <= 0); g_93 += 1)
                { /* block id: 524 */
                    uint16_t *l_1155[2];
                    int8_t *l_1168 = &l_1146;
                    int8_t *l_1169 = &g_1109;
                    uint8_t *l_1242 = &g_98;
                    uint8_t **l_1241 = &l_1242;
                    int32_t l_1247 = 0x26DB362CL;
                    const int32_t ****l_1277 = &l_1274;
                    int32_t ****l_1280 = (void*)0;
                    int32_t ****l_1281 = &g_1278[1];
                    uint64_t *l_1286 = &g_66[7][3];
                    int16_t *** const * const l_1293 = (void*)0;
                    int i, j;
                    for (i = 0; i < 2; i++)
                        l_1155[i] = &g_2[1];
                    if (((((((g_122[p_8][p_8] | (l_1170[6] ^= (((*l_1154) == ((0L && ((--p_10) && (p_9 > (-10L)))) || ((*l_1169) = ((*l_1168) = ((int8_t)(((int8_t)((((uint32_t)l_1166 / (uint32_t)((*l_1151) = l_1167)) > g_374[5][1]) ^ (((*l_1124) = p_8) > 0L)) + (int8_t)g_384) , (-1L)) * (int8_t)p_10))))) || l_1153))) >= l_1167) >= 0x2CFCL) == l_1153) > p_7) | g_384))
                    { /* block id: 531 */
                        const uint16_t l_1182[6][10] = {{0xE432L,0x75D6L,0xE432L,65530UL,1UL,65530UL,0xE432L,0x75D6L,0xE432L,65530UL},{2UL,0x75D6L,0x11B5L,0x75D6L,2UL,4UL,2UL,0x75D6L,0x11B5L,0x75D6L},{1UL,65530UL,0xE432L,0x75D6L,0xE432L,65530UL,1UL,65530UL,0xE432L,0x75D6L},{65535UL,0x75D6L,65535UL,65530UL,65535UL,4UL,0x11B5L,65530UL,0x11B5L,4UL},{0xE432L,65530UL,1UL,65530UL,0xE432L,0x75D6L,0xE432L,65530UL,1UL,65530UL},{65535UL,4UL,0x11B5L,65530UL,0x11B5L,4UL,65535UL,4UL,0x11B5L,65530UL}};
                        const uint64_t *l_1196 = &g_66[1][0];
                        const uint64_t **l_1195[4][2][1];
                        int32_t *l_1197 = &l_1123;
                        int i, j, k;
                        for (i = 0; i < 4; i++)
                        {
                            for (j = 0; j < 2; j++)
                            {
                                for (k = 0; k < 1; k++)
                                    l_1195[i][j][k] = &l_1196;
                            }
                        }
                        (*l_1154) &= p_10;
                        (*l_1197) ^= ((((uint8_t)g_122[p_8][p_8] - (uint8_t)((p_8 , g_31) , (((((((int8_t)g_240 >> (int8_t)(0xAEL == (g_98 = ((uint16_t)((uint16_t)((~(((uint16_t)l_1146 << (uint16_t)8) , (l_1182[5][8] , ((uint16_t)(((int16_t)((uint8_t)(((uint16_t)((((((uint32_t)(p_10 , ((int32_t)(((((p_10 , (**g_328)) == l_1167) <= 1UL) | l_1182[5][8]) , p_10) % (int32_t)p_10)) % (uint32_t)l_1125) , 0x0149EB94L) != p_8) , &l_1152) != (void*)0) << (uint16_t)g_47) > p_7) >> (uint8_t)5) << (int16_t)(*l_1151)) && (*l_1154)) / (uint16_t)l_1167)))) , g_519) + (uint16_t)0x6EDCL) * (uint16_t)l_1182[5][8])))) != g_104) , l_1195[0][0][0]) != g_523) ^ l_1125) > g_122[p_8][p_8]))) > l_1114) ^ l_1182[5][8]);
                        (*l_1197) ^= ((uint16_t)((int64_t)((g_127 || (l_1202[0] = 0x190F76A5L)) == (0xA16BL & g_240)) + (int64_t)((int16_t)(((int8_t)(((int16_t)(((uint8_t)7UL << (uint8_t)g_2[2]) >= (((*l_1151) , l_1211) == l_1212[4][2][1])) << (int16_t)g_1213[0][1][6]) & 0x89L) - (int8_t)0xA6L) & g_384) % (int16_t)0xA2B2L)) << (uint16_t)2);
                        if (l_1114)
                            goto lbl_1214;
                    }
                    else
                    { /* block id: 538 */
                        uint8_t **l_1240 = &l_1152;
                        (*l_1151) = ((uint64_t)((int8_t)((!((uint8_t)((*l_1152)--) << (uint8_t)3)) >= ((((int8_t)((uint64_t)0UL % (uint64_t)0x222EB2D167D45392LL) << (int8_t)6) ^ l_1167) == l_1146)) / (int8_t)(-(int64_t)(!((*l_1154) = (g_109 >= ((int64_t)((!((((0xBCBFF353L | ((+((uint32_t)((uint8_t)(((((l_1241 = (((uint64_t)(((*l_1151) ^ (-4L)) ^ p_9) % (uint64_t)l_1114) , l_1240)) == l_1243) ^ g_1109) & g_376) , p_7) + (uint8_t)p_10) % (uint32_t)(-2L))) & p_9)) , 0x1B756F13L) , p_9) && 0UL)) , p_7) / (int64_t)0xFDEDE817F27A6E53LL)))))) / (uint64_t)l_1167);
                    }
                    if (l_1123)
                        break;
                    for (g_175 = 1; (g_175 <= 5); g_175 += 1)
                    { /* block id: 547 */
                        int32_t **l_1246 = &g_407[2][0][1];
                        int32_t *l_1248 = &g_64;
                        int32_t *l_1249 = (void*)0;
                        int32_t *l_1250 = &l_1170[6];
                        int32_t *l_1251 = (void*)0;
                        int32_t *l_1253 = &l_1252;
                        int32_t *l_1254 = &l_1202[0];
                        int32_t *l_1255 = (void*)0;
                        int32_t *l_1256 = (void*)0;
                        int32_t *l_1257 = &g_385[6];
                        int32_t l_1258 = (-6L);
                        int32_t *l_1259 = (void*)0;
                        int32_t *l_1261[5];
                        uint8_t l_1262[9];
                        int i, j;
                        for (i = 0; i < 5; i++)
                            l_1261[i] = &l_1170[6];
                        for (i = 0; i < 9; i++)
                            l_1262[i] = 248UL;
                        (*l_1246) = l_1150;
                        ++l_1262[1];
                        if ((*l_1154))
                            continue;
                        (*l_1154) = l_1265;
                    }
                    if ((((int8_t)(((int16_t)((**g_324) = ((uint64_t)p_9 - (uint64_t)((uint64_t)((p_7 & p_7) , (((*l_1277) = l_1274) == ((*l_1281) = g_1278[1]))) - (uint64_t)(((uint8_t)(((((((((int8_t)(((*l_1286) = 0UL) != ((uint64_t)((uint16_t)(((((int8_t)(((void*)0 != l_1293) && (((int16_t)((*g_329) |= (-1L)) % (int16_t)0xBB57L) & p_7)) * (int8_t)g_109) ^ 0x81E9A8E7D5063958LL) & 4294967294UL) & 6UL) * (uint16_t)p_9) / (uint64_t)0xEB63F473D93C5E7BLL)) - (int8_t)l_1125) != p_8) , l_1124) == &g_258) > l_1122) || (-6L)) & l_1170[6]) || g_66[6][1]) >> (uint8_t)1) >= p_7)))) / (int16_t)p_7) | p_10) << (int8_t)g_700[1]) && 0x06L))
                    { /* block id: 558 */
                        int32_t *l_1296 = &l_1252;
                        (*g_1100) = l_1296;
                    }
                    else
                    { /* block id: 560 */
                        if (g_64)
                            goto lbl_1214;
                        if (p_9)
                            continue;
                        if (p_8)
                            continue;
                    }
                }
            }
            if (((*l_1298) = (g_1297 != (void*)0)))
            { /* block id: 568 */
                uint32_t l_1309 = 0UL;
                uint32_t l_1311 = 1UL;
                int32_t l_1312 = 8L;
                int32_t l_1353 = 9L;
                int32_t l_1354 = 1L;
                int32_t l_1355 = 0x8BA7D732L;
                int32_t l_1356 = 1L;
                int32_t l_1358 = 0x131721DCL;
                int32_t l_1359 = (-1L);
                int16_t l_1399 = 0x9192L;
                int16_t ** const *l_1423 = &g_895;
                if (((uint16_t)0xFC90L << (uint16_t)(((l_1312 |= ((*g_921) = (((*l_1298) = (1L > g_253)) > (((((int32_t)((l_1309 ^= ((p_9 | 0xF4L) , ((p_10 < (((**g_328) &= (g_700[1] , ((int16_t)(((((uint16_t)0x85B4L * (uint16_t)((int64_t)(**g_517) + (int64_t)9L)) >= 0xEDL) | (-1L)) == g_224) * (int16_t)2L))) , l_1153)) || 0UL))) <= p_8) + (int32_t)4294967289UL) >= l_1310) || l_1311) ^ 5L)))) || (*l_1298)) | p_8)))
                { /* block id: 574 */
                    if (l_1309)
                    { /* block id: 575 */
                        int32_t **l_1313 = (void*)0;
                        int32_t **l_1314 = &l_1298;
                        (*l_1314) = &l_1170[0];
                        (*l_1314) = &l_1125;
                    }
                    else
                    { /* block id: 578 */
                        int32_t *l_1315 = &l_1170[5];
                        int32_t *l_1316 = &l_1170[0];
                        int32_t *l_1317 = &l_1202[0];
                        int32_t *l_1318 = &g_385[7];
                        int8_t *l_1325 = (void*)0;
                        int8_t *l_1326 = (void*)0;
                        int8_t *l_1327 = &l_1146;
                        l_1319--;
                        (*l_1317) &= ((((*l_1327) = ((((uint8_t)(~l_1311) - (uint8_t)((-1L) & p_9)) , (void*)0) != (void*)0)) == ((uint16_t)p_10 << (uint16_t)7)) < ((((uint16_t)(+(&l_1244[1] != &l_1244[5])) - (uint16_t)((*l_1315) | g_375)) && 249UL) != (*g_921)));
                        (*l_1298) = (&p_8 == &p_8);
                    }
                }
                else
                { /* block id: 584 */
                    if (g_64)
                        goto lbl_1333;
                }
lbl_1402:
                (*g_1334) = &l_1312;
                if ((p_8 >= (-1L)))
                { /* block id: 588 */
                    uint64_t **l_1338 = (void*)0;
                    uint64_t * const **l_1341 = &g_1339;
                    int32_t l_1347 = 0xF7FD34C1L;
                    int32_t l_1357 = 4L;
                    int32_t l_1360 = 1L;
                    uint32_t l_1361 = 18446744073709551612UL;
                    uint8_t **l_1366[2];
                    uint8_t **l_1379[8][3][3] = {{{&l_1244[1],&l_1244[2],&l_1244[2]},{&l_1244[1],&l_1244[1],(void*)0},{&l_1244[1],&l_1244[1],&l_1244[1]}},{{&l_1244[1],&l_1244[1],&l_1244[1]},{&l_1244[1],&l_1244[1],&l_1244[1]},{&l_1244[1],&l_1244[1],&l_1244[1]}},{{(void*)0,&l_1244[1],&l_1244[1]},{&l_1244[2],&l_1244[2],&l_1244[1]},{&l_1244[2],(void*)0,&l_1244[1]}},{{(void*)0,&l_1244[1],(void*)0},{&l_1244[1],(void*)0,&l_1244[2]},{&l_1244[1],&l_1244[2],&l_1244[2]}},{{&l_1244[1],&l_1244[1],(void*)0},{&l_1244[1],&l_1244[1],&l_1244[1]},{&l_1244[1],&l_1244[1],&l_1244[1]}},{{&l_1244[1],&l_1244[1],&l_1244[1]},{&l_1244[1],&l_1244[1],&l_1244[1]},{(void*)0,&l_1244[1],&l_1244[1]}},{{&l_1244[2],&l_1244[2],&l_1244[1]},{&l_1244[2],(void*)0,&l_1244[1]},{(void*)0,&l_1244[1],(void*)0}},{{&l_1244[1],(void*)0,&l_1244[2]},{&l_1244[1],&l_1244[2],&l_1244[2]},{&l_1244[1],&l_1244[1],(void*)0}}};
                    uint16_t l_1380 = 65531UL;
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_1366[i] = (void*)0;
                    if (((*l_1298) = ((int64_t)((*g_921) = (-(int64_t)((p_8 >= (((l_1338 == ((*l_1341) = g_1339)) , (((((uint16_t)(l_1344 == &p_10) * (uint16_t)((uint8_t)((void*)0 == &g_1340[0]) << (uint8_t)4)) != ((*l_1298) >= 0x7C91L)) , 0xA46975C4L) == l_1347)) >= 0x6E58C3F6L)) >= l_1348))) / (int64_t)p_7)))
                    { /* block id: 592 */
                        uint16_t l_1349 = 65529UL;
                        l_1349--;
                        l_1122 = ((**g_1339) || (p_10 >= p_10));
                        if (g_384)
                            goto lbl_1382;
                        (*g_228) |= p_10;
                    }
                    else
                    { /* block id: 596 */
                        int32_t *l_1352[2][6] = {{&l_1170[6],&l_1123,&l_1170[6],&l_1123,&l_1170[6],&l_1123},{&l_1170[6],&l_1123,&l_1170[6],&l_1123,&l_1170[6],&l_1123}};
                        int i, j;
                        --l_1361;
                        (*g_228) ^= (3L < l_1153);
                    }
                    if (((((g_519 ^ ((int16_t)((**g_324) = ((((0xC3L && ((l_1366[0] != ((((uint32_t)((uint16_t)(0x3126L > (((int16_t)0x3AB9L - (int16_t)g_175) & (p_7 = ((((((((uint64_t)((~0xD98561409F80DA5CLL) || (((uint16_t)(0x0C826CAA3A61F6EDLL < ((g_258 = (g_240 , 4294967289UL)) , l_1123)) * (uint16_t)p_7) == l_1360)) - (uint64_t)l_1378[0]) || (*g_921)) & 18446744073709551613UL) | l_1360) , p_7) < p_7) ^ g_2[2])))) + (uint16_t)l_1166) + (uint32_t)g_700[1]) >= l_1360) , l_1379[5][2][1])) ^ l_1356)) <= l_1380) < 0xE8610475L) <= l_1378[0])) * (int16_t)l_1357)) >= p_8) && 3UL) | g_1381[5][0][3]))
                    { /* block id: 603 */
                        return g_122[0][0];
                    }
                    else
                    { /* block id: 605 */
lbl_1382:
                        l_1356 = p_7;
                        (*l_1298) = ((uint64_t)18446744073709551608UL + (uint64_t)((uint64_t)l_1123 * (uint64_t)((l_1125 >= ((int16_t)((int64_t)(((((int16_t)(((((0xB87E82EBD12A2DD2LL ^ ((((**g_1339) = ((((int32_t)(((int8_t)g_93 * (int8_t)((uint64_t)((*l_1298) && l_1399) + (uint64_t)((g_1400 > 1L) < l_1309))) , 0L) % (int32_t)l_1360) == l_1114) == g_334)) , l_1401) , l_1347)) <= 0x6E3E1FCD3EB034DALL) , (void*)0) != (*l_1341)) | p_8) >> (int16_t)5) , (void*)0) != (void*)0) || l_1347) / (int64_t)l_1353) << (int16_t)10)) == 7UL)));
                        if (g_64)
                            goto lbl_1402;
                    }
                }
                else
                { /* block id: 612 */
                    uint16_t **l_1405 = (void*)0;
                    uint16_t **l_1406 = &l_1344;
                    int32_t l_1429 = 0xBEC7BF9BL;
                    int32_t l_1430 = 0xDD21A50FL;
                    int32_t l_1432 = 0xD0B798B6L;
                    int32_t l_1433[7] = {0x90838C51L,0x25978E12L,0x90838C51L,0x90838C51L,0x25978E12L,0x90838C51L,0x90838C51L};
                    int i;
                    if (((((&l_1244[7] != g_863) , ((p_7 , 0xA1350BC9ACFD6172LL) || (((int16_t)((&g_1400 == ((*l_1406) = &g_175)) == (~((((uint16_t)(((uint64_t)(*l_1298) % (uint64_t)(l_1310 , ((uint8_t)((uint16_t)((uint16_t)(~((((int32_t)((uint16_t)65530UL * (uint16_t)0xE152L) + (int32_t)0UL) >= p_8) , 0UL)) * (uint16_t)0x775AL) << (uint16_t)p_7) % (uint8_t)0x0CL))) & 65530UL) - (uint16_t)p_10) , l_1423) != l_1424))) / (int16_t)9L) ^ 0x42B5F6B8L))) >= p_10) == l_1146))
                    { /* block id: 614 */
                        int64_t l_1426[5] = {(-4L),(-4L),(-4L),(-4L),(-4L)};
                        int32_t *l_1427[2][3];
                        int i, j;
                        for (i = 0; i < 2; i++)
                        {
                            for (j = 0; j < 3; j++)
                                l_1427[i][j] = &l_1170[2];
                        }
                        (*l_1298) = (l_1426[1] |= p_9);
                        l_1298 = l_1427[0][1];
                    }
                    else
                    { /* block id: 618 */
                        int32_t *l_1428[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int32_t l_1431 = 0x2A388FF8L;
                        int8_t l_1434 = 0x14L;
                        int i;
                        --l_1437;
                    }
                    for (l_1348 = 0; (l_1348 == 38); l_1348++)
                    { /* block id: 623 */
                        int32_t **l_1443 = &l_1298;
                        (*l_1443) = &l_1354;
                    }
                }
            }
            else
            { /* block id: 627 */
                int8_t *l_1452 = &l_1146;
                int32_t l_1462[9] = {1L,1L,1L,1L,1L,1L,1L,1L,1L};
                const int32_t *l_1486 = &g_3;
                const int32_t **l_1485 = &l_1486;
                const int32_t ***l_1484 = &l_1485;
                const int32_t *** const *l_1483[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_1483[i] = &l_1484;
                if (((uint8_t)((int8_t)(l_1122 = ((((int8_t)((int8_t)((*l_1452) ^= (p_7 == ((p_8 >= (*l_1298)) || p_10))) >> (int8_t)(((int64_t)((int16_t)(8UL && (l_1459[2] == ((((2L == p_8) >= (((uint16_t)p_7 - (uint16_t)(*l_1298)) && 0xE8L)) < 0x0BECD0655940E7D6LL) , (void*)0))) << (int16_t)15) + (int64_t)0x2C75B2E9AE7A8113LL) > p_8)) << (int8_t)7) > 1L) && 1UL)) * (int8_t)l_1462[8]) >> (uint8_t)0))
                { /* block id: 630 */
                    int32_t *l_1466 = &g_385[6];
                    int32_t l_1474 = 0L;
                    int32_t l_1475 = 0xE8436C97L;
                    int32_t l_1476 = (-7L);
                    int32_t l_1478 = 0x34CDD580L;
                    l_1463 = (void*)0;
                    for (g_98 = 0; (g_98 > 13); g_98 += 5)
                    { /* block id: 634 */
                        if ((*l_1298))
                            break;
                    }
                    for (l_1319 = 0; (l_1319 <= 6); l_1319 += 1)
                    { /* block id: 639 */
                        if (p_9)
                            break;
                        l_1466 = &l_1462[8];
                    }
                    for (g_98 = 0; (g_98 >= 23); g_98++)
                    { /* block id: 645 */
                        uint16_t l_1469[5] = {65535UL,65535UL,65535UL,65535UL,65535UL};
                        int32_t *l_1472 = &l_1462[3];
                        int32_t l_1473 = 0x394C9ED7L;
                        int32_t l_1477 = 4L;
                        int i;
                        l_1469[3]--;
                        l_1472 = l_1472;
                        --l_1480;
                        if ((*l_1466))
                            break;
                    }
                }
                else
                { /* block id: 651 */
                    uint64_t * const **l_1489 = &g_1339;
                    (*l_1463) = ((void*)0 == l_1483[2]);
                    for (g_384 = 0; (g_384 >= (-13)); --g_384)
                    { /* block id: 655 */
                        l_1489 = &g_1339;
                    }
                }
                for (l_1265 = (-18); (l_1265 == 17); l_1265 += 8)
                { /* block id: 661 */
                    return g_374[5][1];
                }
                for (g_938 = (-5); (g_938 >= 22); ++g_938)
                { /* block id: 666 */
                    return l_1494;
                }
            }
        }
        else
        { /* block id: 670 */
            l_1495[4] = &l_1122;
        }
        for (g_384 = 0; (g_384 <= 5); g_384 += 1)
        { /* block id: 675 */
            uint32_t l_1503 = 0x632AEC8AL;
            int32_t *l_1508 = &g_64;
            int32_t *l_1509 = (void*)0;
            int32_t ****l_1539 = &l_1459[2];
            int16_t **l_1547 = &g_325;
            const uint16_t l_1637 = 65529UL;
            int32_t l_1647 = 0x4179F640L;
            int64_t * const *l_1709 = &g_921;
            int64_t * const **l_1708[7] = {&l_1709,&l_1709,&l_1709,&l_1709,&l_1709,&l_1709,&l_1709};
            int32_t l_1714 = 0x99B202C8L;
            int8_t ***l_1772 = &g_1527[7][0][2];
            uint32_t **l_1816 = &l_1124;
            uint32_t ***l_1815 = &l_1816;
            int32_t l_1822[10][5][5] = {{{(-1L),0x492E2C49L,0x492E2C49L,(-1L),0xF0B78F00L},{(-1L),0xF4159C8DL,0x492E2C49L,0L,0x6F9E981DL},{0L,0xBC306374L,(-9L),8L,0x492E2C49L},{0x9CAF4B5EL,(-1L),0L,0L,(-1L)},{(-1L),0xF8E02D47L,0x1F257778L,(-1L),(-1L)}},{{0xBC306374L,1L,0xF4159C8DL,0x036D3C7BL,0x492E2C49L},{0xF8E02D47L,0x036D3C7BL,(-1L),0x6F9E981DL,0x6F9E981DL},{0xBC306374L,0x1F257778L,0xBC306374L,(-1L),0xF0B78F00L},{(-1L),0x036D3C7BL,0xF8E02D47L,(-1L),0xF4159C8DL},{1L,0x9CAF4B5EL,0L,8L,(-1L)}},{{0xBC306374L,0xF4159C8DL,0xF8E02D47L,0xF4159C8DL,0xBC306374L},{0x492E2C49L,(-1L),0xF0B78F00L,0xF4159C8DL,8L},{(-1L),0x492E2C49L,(-1L),8L,0x6F9E981DL},{0xF8E02D47L,0xF0B78F00L,8L,(-1L),8L},{8L,8L,0x036D3C7BL,(-1L),0xBC306374L}},{{8L,(-9L),0xBC306374L,0L,(-1L)},{0xF8E02D47L,1L,0x6F9E981DL,0x9CAF4B5EL,0xF4159C8DL},{(-1L),(-9L),(-9L),(-1L),0x1F257778L},{0x492E2C49L,8L,(-9L),0xBC306374L,0L},{0xBC306374L,0xF0B78F00L,0x6F9E981DL,0xF8E02D47L,(-9L)}},{{1L,0x492E2C49L,0xBC306374L,0xBC306374L,0x492E2C49L},{(-1L),(-1L),0x036D3C7BL,(-1L),0x492E2C49L},{0xF0B78F00L,0xF4159C8DL,8L,0x9CAF4B5EL,(-9L)},{(-1L),0x9CAF4B5EL,(-1L),0L,0L},{0xF0B78F00L,0x036D3C7BL,0xF0B78F00L,(-1L),0x1F257778L}},{{(-1L),0x036D3C7BL,0xF8E02D47L,(-1L),0xF4159C8DL},{1L,0x9CAF4B5EL,0L,8L,(-1L)},{0xBC306374L,0xF4159C8DL,0xF8E02D47L,0xF4159C8DL,0xBC306374L},{0x492E2C49L,(-1L),0xF0B78F00L,0xF4159C8DL,8L},{(-1L),0x492E2C49L,(-1L),8L,0x6F9E981DL}},{{0xF8E02D47L,0xF0B78F00L,8L,(-1L),8L},{8L,8L,0x036D3C7BL,(-1L),0xBC306374L},{8L,(-9L),0xBC306374L,0L,(-1L)},{0xF8E02D47L,1L,0x6F9E981DL,0x9CAF4B5EL,0xF4159C8DL},{(-1L),(-9L),(-9L),(-1L),0x1F257778L}},{{0x492E2C49L,8L,(-9L),0xBC306374L,0L},{0xBC306374L,0xF0B78F00L,0x6F9E981DL,0xF8E02D47L,(-9L)},{1L,0x492E2C49L,0xBC306374L,0xBC306374L,0x492E2C49L},{(-1L),(-1L),0x036D3C7BL,(-1L),0x492E2C49L},{0xF0B78F00L,0xF4159C8DL,8L,0x9CAF4B5EL,(-9L)}},{{(-1L),0x9CAF4B5EL,(-1L),0L,0L},{0xF0B78F00L,0x036D3C7BL,0xF0B78F00L,(-1L),0x1F257778L},{(-1L),0x036D3C7BL,0xF8E02D47L,(-1L),0xF4159C8DL},{1L,0x9CAF4B5EL,0L,8L,(-1L)},{0xBC306374L,0xF4159C8DL,0xF8E02D47L,0xF4159C8DL,0xBC306374L}},{{0x492E2C49L,(-1L),0xF0B78F00L,0xF4159C8DL,8L},{(-1L),(-9L),0x492E2C49L,0xF8E02D47L,0L},{(-1L),0x1F257778L,0xF8E02D47L,(-1L),0xF8E02D47L},{0xF8E02D47L,0xF8E02D47L,0x9CAF4B5EL,0x492E2C49L,0xF0B78F00L},{0xF8E02D47L,0x6F9E981DL,0xF0B78F00L,0xBC306374L,(-1L)}}};
            uint8_t **l_1836 = &l_1244[1];
            int i, j, k;
            l_1496 |= 0x1FE0991AL;
        }
        (*g_1106) |= p_7;
    }
    else
    { /* block id: 845 */
        int64_t **l_1873 = &g_921;
        int64_t ***l_1874 = &l_1873;
        int32_t l_1875[2];
        int32_t l_1898 = 0x90E9CCF1L;
        uint64_t **l_1911 = &g_1340[1];
        uint64_t ***l_1910 = &l_1911;
        uint32_t l_1916[9];
        int32_t l_1923 = 0xDA6D2ADDL;
        int i;
        for (i = 0; i < 2; i++)
            l_1875[i] = (-1L);
        for (i = 0; i < 9; i++)
            l_1916[i] = 18446744073709551615UL;
        l_1875[0] = (l_1872 < ((((*l_1874) = ((*g_1781) , l_1873)) == l_1602) < ((p_10 | p_8) , (l_1875[1] != ((*g_921) = 0xAA1A0C2F2B478F5BLL)))));
        for (g_1109 = 29; (g_1109 <= (-6)); --g_1109)
        { /* block id: 851 */
            uint32_t l_1880 = 0UL;
            int8_t *l_1890 = &l_1845;
            uint32_t *l_1897 = &l_1480;
            int32_t l_1899 = 0x10EB0D87L;
            uint64_t l_1900[7] = {18446744073709551608UL,0x46751E5795EA2C82LL,0x46751E5795EA2C82LL,18446744073709551608UL,0x46751E5795EA2C82LL,0x46751E5795EA2C82LL,18446744073709551608UL};
            int8_t l_1922 = 6L;
            int i;
            l_1899 = ((uint8_t)(l_1880 | (-(uint64_t)p_9)) * (uint8_t)(((uint64_t)9UL % (uint64_t)((int8_t)(*l_1731) / (int8_t)((l_1898 ^= ((uint8_t)((p_10 > ((int8_t)((*l_1890) = 0x9AL) * (int8_t)((uint8_t)((((*l_1897) ^= (1L | ((uint64_t)0UL + (uint64_t)(((int8_t)(1L != (**g_1339)) - (int8_t)l_1880) , 0UL)))) , p_7) != p_10) >> (uint8_t)(*g_1781)))) && l_1875[1]) * (uint8_t)(-1L))) , 8UL))) , 0L));
            if (l_1900[3])
                break;
            l_1898 = ((int16_t)((*g_325) = 0x1A6EL) % (int16_t)p_7);
            l_1923 &= ((l_1900[3] & (((((int8_t)l_1899 / (int8_t)(-(uint16_t)(((int8_t)((*l_1890) = ((((int32_t)((l_1910 == &g_523) == (l_1898 = ((uint16_t)((**l_1776) = l_1898) << (uint16_t)g_374[1][3]))) - (int32_t)((((int16_t)l_1916[8] >> (int16_t)15) , (((int32_t)((int16_t)0xA843L >> (int16_t)2) % (int32_t)(((l_1875[1] , p_10) != l_1899) && p_9)) < g_1381[5][0][3])) == l_1900[5])) != 0xC6D6D118D4A19D74LL) ^ l_1899)) + (int8_t)l_1921) & p_10))) == l_1922) , (***g_516)) == p_10)) && p_10);
        }
    }
    return p_9;
}


/* ------------------------------------------ */
/* 
 * reads : g_224 g_385 g_329 g_330 g_324 g_325 g_147 g_64 g_300 g_516 g_517 g_518 g_823 g_377 g_840 g_383 g_47 g_519 g_863 g_894 g_122 g_334 g_104 g_938 g_253 g_375 g_127 g_93 g_960 g_328 g_700 g_921 g_374 g_175 g_961 g_520 g_109 g_2 g_1100 g_1106
 * writes: g_224 g_385 g_330 g_147 g_175 g_93 g_374 g_66 g_407 g_863 g_376 g_894 g_898 g_377 g_921 g_122 g_104 g_961 g_240 g_228 g_225 g_258 g_64
 */
static int8_t  func_11(uint64_t  p_12, int32_t  p_13, uint8_t  p_14, uint16_t  p_15)
{ /* block id: 323 */
    uint16_t l_760 = 0xBCFBL;
    int32_t l_785 = 0x6D5ABC79L;
    int32_t l_789 = 0xFDC54A91L;
    int32_t l_790 = 0xCA4F0405L;
    int32_t l_791[9][4] = {{0x9816500CL,0xA0D2BB33L,0xAC9D2202L,1L},{0xA0D2BB33L,(-1L),(-1L),0x9816500CL},{0xB6791BF3L,0xB856F085L,0xB856F085L,0xB6791BF3L},{0xB6791BF3L,1L,(-1L),0L},{0xA0D2BB33L,0xB6791BF3L,0xAC9D2202L,0x6EE7E2D8L},{0x9816500CL,0x7D75679BL,0x9816500CL,0x6EE7E2D8L},{0xAC9D2202L,0xB6791BF3L,0xA0D2BB33L,0L},{(-1L),1L,0xB6791BF3L,0xB6791BF3L},{0xB856F085L,0xB856F085L,0xB6791BF3L,0x9816500CL}};
    const int64_t *l_812 = &g_300;
    int32_t l_835 = (-10L);
    uint32_t l_836 = 18446744073709551608UL;
    int8_t l_860 = 0xD8L;
    uint64_t l_878 = 0xED6CADBA74987087LL;
    uint32_t l_917 = 0x3A536E3FL;
    int16_t **l_935 = &g_325;
    int16_t ***l_934 = &l_935;
    int8_t l_939 = 0xD2L;
    int64_t *** const *l_958[7];
    const int32_t *l_987 = &l_791[0][3];
    uint32_t l_1029[8][10][3] = {{{18446744073709551615UL,18446744073709551615UL,0xC6EA15ECL},{0UL,0UL,0x0076B6B3L},{0xC6EA15ECL,1UL,1UL},{0UL,0x12742963L,0UL},{18446744073709551615UL,0xC6EA15ECL,1UL},{0x08DDC558L,18446744073709551615UL,0x0076B6B3L},{0xD9A64EE6L,0xC6EA15ECL,0xC6EA15ECL},{0x0076B6B3L,0x12742963L,0xE3AB27FEL},{0xD9A64EE6L,1UL,0xD9A64EE6L},{0x08DDC558L,0UL,0xE3AB27FEL}},{{18446744073709551615UL,18446744073709551615UL,0xC6EA15ECL},{0UL,0UL,0x0076B6B3L},{0xC6EA15ECL,1UL,1UL},{0UL,0x12742963L,0UL},{18446744073709551615UL,0xC6EA15ECL,1UL},{0x08DDC558L,18446744073709551615UL,0x0076B6B3L},{0xD9A64EE6L,0xC6EA15ECL,0xC6EA15ECL},{0x0076B6B3L,0x12742963L,0xE3AB27FEL},{0xD9A64EE6L,1UL,0xD9A64EE6L},{0x08DDC558L,0UL,0xE3AB27FEL}},{{18446744073709551615UL,18446744073709551615UL,0xC6EA15ECL},{0UL,0UL,0x0076B6B3L},{0xC6EA15ECL,1UL,1UL},{0UL,0x12742963L,0UL},{18446744073709551615UL,0xC6EA15ECL,1UL},{0x08DDC558L,18446744073709551615UL,0x0076B6B3L},{0xD9A64EE6L,0xC6EA15ECL,0xC6EA15ECL},{0x0076B6B3L,0x12742963L,0xE3AB27FEL},{0xD9A64EE6L,1UL,0xD9A64EE6L},{0x08DDC558L,0UL,0xE3AB27FEL}},{{18446744073709551615UL,18446744073709551615UL,0xC6EA15ECL},{0UL,0UL,0x0076B6B3L},{0xC6EA15ECL,1UL,1UL},{0UL,0x12742963L,0UL},{18446744073709551615UL,0xC6EA15ECL,1UL},{0x08DDC558L,18446744073709551615UL,0x0076B6B3L},{0xD9A64EE6L,0xC6EA15ECL,0xC6EA15ECL},{0x0076B6B3L,0x12742963L,0xE3AB27FEL},{0xD9A64EE6L,1UL,0xD9A64EE6L},{0x08DDC558L,0UL,0xE3AB27FEL}},{{18446744073709551615UL,18446744073709551615UL,0xC6EA15ECL},{0UL,0UL,0x0076B6B3L},{0xC6EA15ECL,1UL,1UL},{0xE3AB27FEL,18446744073709551615UL,0xE3AB27FEL},{0xC6EA15ECL,0xD9A64EE6L,1UL},{0x0076B6B3L,0UL,0UL},{1UL,0xD9A64EE6L,0xD9A64EE6L},{0UL,18446744073709551615UL,4UL},{1UL,18446744073709551615UL,1UL},{0x0076B6B3L,0UL,4UL}},{{0xC6EA15ECL,0xC6EA15ECL,0xD9A64EE6L},{0xE3AB27FEL,0UL,0UL},{0xD9A64EE6L,18446744073709551615UL,1UL},{0xE3AB27FEL,18446744073709551615UL,0xE3AB27FEL},{0xC6EA15ECL,0xD9A64EE6L,1UL},{0x0076B6B3L,0UL,0UL},{1UL,0xD9A64EE6L,0xD9A64EE6L},{0UL,18446744073709551615UL,4UL},{1UL,18446744073709551615UL,1UL},{0x0076B6B3L,0UL,4UL}},{{0xC6EA15ECL,0xC6EA15ECL,0xD9A64EE6L},{0xE3AB27FEL,0UL,0UL},{0xD9A64EE6L,18446744073709551615UL,1UL},{0xE3AB27FEL,18446744073709551615UL,0xE3AB27FEL},{0xC6EA15ECL,0xD9A64EE6L,1UL},{0x0076B6B3L,0UL,0UL},{1UL,0xD9A64EE6L,0xD9A64EE6L},{0UL,18446744073709551615UL,4UL},{1UL,18446744073709551615UL,1UL},{0x0076B6B3L,0UL,4UL}},{{0xC6EA15ECL,0xC6EA15ECL,0xD9A64EE6L},{0xE3AB27FEL,0UL,0UL},{0xD9A64EE6L,18446744073709551615UL,1UL},{0xE3AB27FEL,18446744073709551615UL,0xE3AB27FEL},{0xC6EA15ECL,0xD9A64EE6L,1UL},{0x0076B6B3L,0UL,0UL},{1UL,0xD9A64EE6L,0xD9A64EE6L},{0UL,18446744073709551615UL,4UL},{1UL,18446744073709551615UL,1UL},{0x0076B6B3L,0UL,4UL}}};
    uint32_t l_1030 = 0xEF3E582BL;
    int16_t l_1034 = 0xBC27L;
    int16_t l_1049 = (-1L);
    uint16_t l_1051 = 0x69F0L;
    int32_t l_1095[10][8] = {{0x5379D1F7L,1L,1L,0x5379D1F7L,0xF15ACD9CL,(-1L),4L,0x1C1B5318L},{0xF15ACD9CL,(-1L),4L,0x1C1B5318L,8L,(-6L),0x0B1B26FAL,0x285DA2D7L},{0L,(-1L),(-2L),7L,(-2L),(-1L),0L,0xD5B851A3L},{0L,1L,0xD5B851A3L,(-1L),0x5379D1F7L,0L,1L,0xC7EBFF7CL},{0xC7EBFF7CL,0x285DA2D7L,7L,8L,0x5379D1F7L,0x5379D1F7L,8L,7L},{0L,0L,(-6L),0xC7EBFF7CL,(-2L),0L,7L,4L},{0L,0xF15ACD9CL,0L,(-2L),8L,4L,1L,4L},{0xF15ACD9CL,0xC7EBFF7CL,0x5379D1F7L,0xC7EBFF7CL,0xF15ACD9CL,0x1C1B5318L,(-6L),7L},{0x5379D1F7L,1L,0x285DA2D7L,8L,0x0B1B26FAL,(-2L),0xD5B851A3L,0xC7EBFF7CL},{0xD5B851A3L,(-6L),0x285DA2D7L,(-1L),(-1L),0x285DA2D7L,(-6L),0xD5B851A3L}};
    uint32_t **l_1101 = (void*)0;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_958[i] = &g_520;
    if (((int32_t)p_12 - (int32_t)p_15))
    { /* block id: 324 */
        int16_t l_741[1];
        int16_t *l_758 = &g_375;
        int32_t l_784[3];
        uint64_t l_825 = 0xAEC7B5F15F462FD8LL;
        int32_t *l_880[6][2][5] = {{{&l_789,(void*)0,(void*)0,&l_789,&g_385[5]},{&l_791[7][0],&l_791[4][2],&g_64,&l_791[4][2],&l_791[7][0]}},{{&g_385[5],&l_789,(void*)0,(void*)0,&l_789},{&l_785,(void*)0,(void*)0,&l_791[4][2],(void*)0}},{{&l_789,&l_791[0][3],&l_784[2],&l_789,&l_789},{&l_784[0],&l_791[4][2],&l_784[0],(void*)0,&l_791[7][0]}},{{&l_789,&g_385[5],(void*)0,&l_791[0][3],&g_385[5]},{&l_785,&l_791[4][2],(void*)0,&l_791[4][2],&l_785}},{{&g_385[5],&l_791[0][3],(void*)0,&g_385[5],&l_789},{&l_791[7][0],(void*)0,&l_784[0],&l_791[4][2],&l_784[0]}},{{&l_789,&l_789,&l_784[2],&l_791[0][3],&l_789},{(void*)0,&l_791[4][2],(void*)0,(void*)0,&l_785}}};
        int64_t ****l_899[2];
        int32_t l_1028[6][7][4] = {{{9L,(-10L),(-10L),0L},{0L,(-10L),6L,0x42FBA062L},{(-10L),(-1L),(-10L),0x71E1FBC6L},{0L,6L,0x8423D66BL,9L},{(-1L),0L,0x71E1FBC6L,6L},{0x42FBA062L,(-1L),0x71E1FBC6L,(-7L)},{(-1L),0x8423D66BL,0x8423D66BL,(-1L)}},{{0L,0x42FBA062L,(-10L),0xAA554DB9L},{(-10L),0xAA554DB9L,6L,(-1L)},{0L,0xADAC2AFFL,(-10L),(-1L)},{9L,0xAA554DB9L,0L,0xAA554DB9L},{0x065FA622L,0x42FBA062L,(-1L),(-1L)},{6L,0x8423D66BL,9L,(-7L)},{0xADAC2AFFL,(-1L),(-7L),6L}},{{0xADAC2AFFL,0L,9L,9L},{6L,6L,(-1L),0x71E1FBC6L},{0x065FA622L,(-1L),0L,0x42FBA062L},{9L,(-10L),(-10L),0L},{0L,(-10L),6L,0x42FBA062L},{(-10L),(-1L),(-10L),0x71E1FBC6L},{0L,6L,0x8423D66BL,9L}},{{(-1L),0L,0x71E1FBC6L,6L},{0x42FBA062L,(-1L),0x71E1FBC6L,(-7L)},{(-1L),0x8423D66BL,0x8423D66BL,(-1L)},{0L,0x42FBA062L,(-10L),0xAA554DB9L},{(-10L),0xAA554DB9L,6L,(-1L)},{0L,0xADAC2AFFL,(-10L),(-1L)},{9L,0xAA554DB9L,0L,0xAA554DB9L}},{{0x065FA622L,0x42FBA062L,(-1L),(-1L)},{6L,0x8423D66BL,9L,(-7L)},{0xADAC2AFFL,(-1L),(-7L),6L},{0xADAC2AFFL,0L,9L,9L},{6L,6L,(-1L),0L},{0x71E1FBC6L,(-1L),0x42FBA062L,(-1L)},{(-10L),(-9L),(-7L),0x42FBA062L}},{{0x42FBA062L,(-9L),0L,(-1L)},{(-9L),(-1L),(-9L),0L},{0x8423D66BL,0L,(-10L),(-10L)},{0x065FA622L,0x8423D66BL,0L,0L},{(-1L),0xADAC2AFFL,0L,9L},{0x065FA622L,(-10L),(-10L),0x065FA622L},{0x8423D66BL,(-1L),(-9L),6L}}};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_741[i] = 0xE1F2L;
        for (i = 0; i < 3; i++)
            l_784[i] = (-1L);
        for (i = 0; i < 2; i++)
            l_899[i] = &g_520;
        for (g_224 = 0; (g_224 >= 0); g_224 -= 1)
        { /* block id: 327 */
            int16_t **l_753 = &g_325;
            int32_t l_770 = 6L;
            int32_t l_787[2][7] = {{(-4L),0xBF44C31CL,0xBF44C31CL,(-4L),0xBF44C31CL,0xBF44C31CL,(-4L)},{(-10L),7L,(-10L),(-10L),7L,(-10L),(-10L)}};
            int32_t *l_839 = &g_385[1];
            int64_t * const ** const l_841 = (void*)0;
            int32_t **l_892 = &g_228;
            int32_t **l_893 = &l_839;
            int16_t ** const **l_896 = &g_894[0];
            int16_t ***l_897 = (void*)0;
            int64_t *****l_900 = &l_899[0];
            uint32_t l_901 = 0x8291BE6AL;
            uint64_t l_982 = 0x3A5C272704AB9D17LL;
            int i, j;
            if (l_741[0])
            { /* block id: 328 */
                int32_t *l_742 = &g_385[6];
                int16_t ***l_754 = &l_753;
                int16_t ***l_755 = (void*)0;
                int16_t **l_757 = (void*)0;
                int16_t ***l_756 = &l_757;
                int16_t **l_759 = &l_758;
                uint16_t *l_761 = &g_175;
                int32_t l_786 = 0x9F400FA3L;
                int32_t l_795 = 0L;
                int32_t l_796[5];
                uint16_t l_797 = 0xC005L;
                uint8_t *l_879 = &g_122[0][0];
                int i;
                for (i = 0; i < 5; i++)
                    l_796[i] = 0L;
                (*l_742) |= p_15;
                if (((((*l_761) = ((int16_t)(((**g_324) ^= ((*g_329) |= l_741[0])) | ((((int16_t)p_12 * (int16_t)(((int8_t)0xC5L << (int8_t)3) <= p_15)) || 0x974CL) == ((int8_t)(((int16_t)(((*l_754) = l_753) == ((*l_756) = &g_325)) >> (int16_t)(((*l_759) = l_758) != (void*)0)) & l_760) * (int8_t)g_385[2]))) % (int16_t)p_15)) , 0L) , 0x59A79C18L))
                { /* block id: 336 */
                    int32_t *l_762 = (void*)0;
                    int32_t *l_763 = (void*)0;
                    int32_t *l_764 = &g_64;
                    int32_t *l_765 = &g_64;
                    int32_t *l_766 = (void*)0;
                    int32_t *l_767 = &g_385[6];
                    int32_t *l_768 = (void*)0;
                    int32_t *l_769 = (void*)0;
                    int32_t *l_771 = &g_64;
                    int32_t *l_772 = &g_93;
                    int32_t *l_773 = (void*)0;
                    int32_t *l_774 = &g_64;
                    int32_t *l_775 = &l_770;
                    int32_t *l_776 = &l_770;
                    int32_t *l_777 = &g_385[6];
                    int32_t *l_778 = &g_64;
                    int32_t *l_779 = (void*)0;
                    int32_t *l_780 = &g_64;
                    int32_t *l_781 = (void*)0;
                    int32_t *l_782 = &g_385[4];
                    int32_t *l_783[10][5][4] = {{{(void*)0,&l_770,&g_93,&g_3},{(void*)0,&g_3,&g_64,(void*)0},{&l_770,&g_385[6],&g_3,&g_64},{(void*)0,&g_385[6],&l_770,&g_385[3]},{&g_3,&g_93,&g_3,&g_3}},{{&g_93,(void*)0,&g_385[6],&g_64},{(void*)0,&l_770,&l_770,&g_93},{&g_3,&g_3,&l_770,&g_93},{&g_3,&g_385[4],&g_93,(void*)0},{&g_93,(void*)0,&g_385[6],&g_64}},{{&g_64,&g_385[6],&g_385[6],&g_385[6]},{&g_385[1],&g_93,&g_3,&g_385[6]},{&g_93,(void*)0,&l_770,(void*)0},{&g_385[6],&g_385[4],&g_93,&g_385[7]},{&g_385[1],(void*)0,&g_385[6],&g_385[6]}},{{&g_3,&g_93,&g_385[6],(void*)0},{&g_93,&l_770,&g_385[1],&g_64},{&g_3,&l_770,(void*)0,(void*)0},{&g_64,&g_64,&l_770,&g_3},{&l_770,&g_64,&g_93,&g_385[6]}},{{&g_93,&g_64,&g_3,&g_93},{&g_93,&g_64,&l_770,&g_385[6]},{&g_64,&g_64,&g_93,&g_3},{&l_770,&g_64,&g_3,(void*)0},{&g_385[6],&l_770,&g_93,&g_64}},{{(void*)0,&l_770,&g_93,(void*)0},{&g_3,&g_93,&g_385[6],&g_385[6]},{&g_93,(void*)0,(void*)0,&g_385[7]},{&l_770,&g_385[4],(void*)0,(void*)0},{&g_93,(void*)0,&l_770,&g_385[6]}},{{&l_770,&g_93,(void*)0,&g_385[6]},{&g_385[0],&g_385[6],&g_3,&g_64},{&g_3,(void*)0,&g_385[6],(void*)0},{&g_64,&g_385[4],&g_93,&g_93},{&g_93,&g_3,&g_93,&g_64}},{{&g_385[6],(void*)0,&g_385[6],&g_385[5]},{&l_770,&g_93,&l_770,&g_385[6]},{&g_64,&g_385[6],(void*)0,&g_385[1]},{&l_770,&g_3,(void*)0,&g_385[5]},{&g_385[6],&l_770,&g_64,&g_93}},{{(void*)0,&g_3,&l_770,&g_385[4]},{(void*)0,&g_93,&g_3,&g_385[5]},{&g_93,(void*)0,&g_385[6],(void*)0},{(void*)0,&g_3,&l_770,(void*)0},{(void*)0,&g_385[6],&g_385[6],(void*)0}},{{&g_93,(void*)0,&g_385[3],&g_3},{&g_93,&l_770,&g_385[6],&g_385[3]},{(void*)0,&g_3,&l_770,&g_385[0]},{(void*)0,&g_385[6],&g_385[6],&g_385[1]},{&g_93,&l_770,&g_3,&g_64}}};
                    int8_t l_788 = 1L;
                    int32_t l_792 = 0x6AF79AC2L;
                    int64_t l_793 = 0xDEA48665DFD5A6ABLL;
                    int32_t l_794[5];
                    int i, j, k;
                    for (i = 0; i < 5; i++)
                        l_794[i] = 0xC23594DAL;
                    --l_797;
                    if (p_13)
                    { /* block id: 338 */
                        int32_t *l_800[9];
                        int32_t **l_801 = &l_763;
                        int64_t *l_815 = &g_374[2][1];
                        uint64_t *l_822 = &g_66[6][1];
                        int i;
                        for (i = 0; i < 9; i++)
                            l_800[i] = &l_791[0][1];
                        (*l_801) = l_800[5];
                        (*l_772) = (l_791[0][3] , (((uint16_t)0x448EL >> (uint16_t)14) & g_64));
                        l_789 |= (((int16_t)l_785 / (int16_t)((uint16_t)g_300 >> (uint16_t)7)) > (((((int8_t)(((((((((*l_815) = (((*l_742) , ((uint32_t)(l_812 != (**g_516)) - (uint32_t)p_12)) > (!(~l_787[1][4])))) | l_741[0]) , ((*l_822) = ((int16_t)(((((!((int16_t)(+(-5L)) * (int16_t)7UL)) ^ 0x02B6383D8AEF490CLL) , l_784[2]) & 0x26FC28E9L) && p_12) << (int16_t)10))) < g_823) , 8L) < p_12) && (**l_801)) < p_12) >> (int8_t)g_377) <= 18446744073709551613UL) == 0x3583L) > 0x0EBEL));
                    }
                    else
                    { /* block id: 344 */
                        int32_t *l_824 = &l_794[0];
                        l_824 = &l_784[2];
                        if (p_14)
                            break;
                        if (l_741[0])
                            break;
                    }
                    l_825--;
                }
                else
                { /* block id: 350 */
                    int8_t l_832 = 0L;
                    int32_t l_833 = 5L;
                    int32_t l_834[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_834[i] = 0xA041A414L;
                    if (((*l_742) |= p_13))
                    { /* block id: 352 */
                        int32_t *l_828 = (void*)0;
                        int32_t *l_829 = &l_796[0];
                        int32_t *l_830 = &g_93;
                        int32_t *l_831[10][7][3] = {{{&l_786,&l_791[2][0],&l_796[2]},{&l_790,&l_796[3],&l_787[0][4]},{&l_787[1][0],&l_784[0],&l_770},{&l_786,(void*)0,&g_93},{&l_791[4][2],&l_791[0][3],(void*)0},{&l_796[0],&g_385[4],(void*)0},{&l_787[1][4],&g_64,&l_791[4][2]}},{{(void*)0,(void*)0,&l_796[0]},{(void*)0,&g_385[4],&l_790},{&g_3,&g_64,&g_385[6]},{&l_796[0],&l_790,&g_3},{&l_784[2],&l_784[2],(void*)0},{&l_796[3],&l_787[1][4],(void*)0},{&l_770,&g_64,&g_93}},{{&l_787[0][0],&g_93,&l_787[1][4]},{(void*)0,&l_770,&g_93},{&g_3,&l_787[1][4],(void*)0},{&l_790,&l_784[0],(void*)0},{&l_796[1],&l_791[8][2],&g_3},{&l_785,&g_385[6],&g_385[6]},{&l_770,&g_93,&l_790}},{{&l_785,&l_786,&l_796[0]},{(void*)0,&l_784[2],&l_791[4][2]},{&l_770,&l_796[2],(void*)0},{&l_784[0],&l_770,(void*)0},{&l_791[2][0],(void*)0,&g_93},{&l_784[2],&g_385[6],&l_770},{&l_787[0][2],&g_385[3],&l_787[0][4]}},{{&l_784[0],&l_790,&l_796[2]},{(void*)0,&l_791[0][3],&l_790},{(void*)0,(void*)0,&l_770},{&l_787[1][4],(void*)0,&l_770},{&l_787[1][4],&g_64,(void*)0},{(void*)0,&l_785,&g_3},{(void*)0,&l_785,(void*)0}},{{&l_784[0],&l_770,&g_3},{&l_787[0][2],&l_787[0][0],&l_795},{&l_784[2],&l_796[1],&l_785},{&l_791[2][0],&l_796[2],&l_784[0]},{&l_784[0],&g_93,&l_786},{&l_770,&g_93,&l_785},{(void*)0,&l_785,&g_64}},{{&l_785,&l_786,&l_787[1][0]},{&l_770,&l_784[0],&l_790},{(void*)0,(void*)0,(void*)0},{&l_784[2],&g_385[6],&g_64},{&l_796[0],&l_795,(void*)0},{&l_790,&l_796[1],&l_796[0]},{&g_385[6],&l_770,&l_787[1][4]}},{{&g_64,&l_796[1],&g_385[2]},{&l_785,&l_795,&l_770},{(void*)0,&g_385[6],&l_791[8][3]},{&g_93,(void*)0,&l_787[1][4]},{&l_770,&l_784[0],&l_787[1][0]},{&l_770,&g_64,&g_385[6]},{&g_93,&l_796[2],&l_787[0][2]}},{{&l_795,(void*)0,(void*)0},{&g_64,&l_791[8][3],&g_93},{(void*)0,&l_784[2],(void*)0},{&l_796[0],&l_784[2],(void*)0},{&l_787[1][4],&g_64,&l_784[2]},{&l_796[1],(void*)0,&g_3},{&g_385[4],(void*)0,&g_93}},{{&l_787[0][4],&l_784[2],(void*)0},{&l_784[2],(void*)0,&l_770},{(void*)0,&g_93,&l_770},{&l_791[4][2],&l_791[8][2],(void*)0},{&l_791[0][3],&l_790,&g_93},{(void*)0,&g_64,&g_3},{&l_787[1][4],&l_796[0],&l_784[2]}}};
                        int i, j, k;
                        ++l_836;
                        if (l_741[0])
                            break;
                        l_742 = &p_13;
                    }
                    else
                    { /* block id: 356 */
                        (*l_742) &= p_15;
                        if (p_13)
                            break;
                        (*g_840) = l_839;
                        return g_383;
                    }
                    if ((l_841 != (((!(65535UL >= ((int16_t)((uint8_t)0x44L * (uint8_t)(p_13 , ((*l_839) > ((uint32_t)((int16_t)((((uint64_t)(l_791[0][3] | ((int32_t)((int8_t)p_12 + (int8_t)((int8_t)(*l_839) << (int8_t)6)) - (int32_t)(((+((((*l_742) |= ((**g_324) , l_836)) , g_47) , (*l_839))) , l_832) , p_12))) / (uint64_t)(**g_517)) == l_832) || 0L) - (int16_t)l_791[1][2]) - (uint32_t)p_14)))) >> (int16_t)13))) ^ (*l_839)) , &g_502[4])))
                    { /* block id: 363 */
                        (*l_839) = l_860;
                        (*l_742) ^= ((uint16_t)(*l_839) >> (uint16_t)15);
                    }
                    else
                    { /* block id: 366 */
                        uint8_t ***l_864 = &g_863;
                        (*l_864) = g_863;
                        (*l_742) &= 0xB52A1D54L;
                    }
                    for (l_835 = 7; (l_835 >= 2); l_835 -= 1)
                    { /* block id: 372 */
                        int32_t **l_865 = &g_407[3][0][1];
                        (*l_865) = &l_787[1][4];
                    }
                    (*l_839) ^= (((int16_t)(((uint8_t)(1UL || ((&l_758 != (void*)0) < l_836)) >> (uint8_t)((int8_t)(((!(((uint32_t)0x2F1EA2ADL - (uint32_t)p_13) & l_784[1])) < ((((int16_t)(~(((l_878 , (l_879 = &p_14)) != (void*)0) > 6L)) * (int16_t)g_383) == 0x34BCCF706E701830LL) ^ 0x490C289FCE91DCF5LL)) == 7L) >> (int8_t)p_13)) < 0L) << (int16_t)7) == 0x8DFFL);
                }
                if (p_15)
                    continue;
            }
            else
            { /* block id: 379 */
                (*l_839) |= p_15;
                l_880[2][1][1] = &l_784[2];
            }
            p_13 ^= 0xD5BD10D0L;
            for (g_376 = 0; (g_376 >= 0); g_376 -= 1)
            { /* block id: 386 */
                uint64_t l_881 = 18446744073709551609UL;
                l_881++;
            }
            if (((((((uint8_t)((((((((***g_516) || ((((int16_t)(((int16_t)(((*l_893) = &l_789) != (void*)0) >> (int16_t)(((((((*l_896) = g_894[0]) != (g_898 = l_897)) , &g_520) != ((*l_900) = l_899[1])) , ((((g_823 , 0L) & 1UL) , 248UL) & g_47)) , 0x2E71L)) | p_15) * (int16_t)l_791[0][3]) , (**l_893)) ^ l_901)) , (void*)0) == (void*)0) & 0x822212D9L) <= 0UL) , (*g_518)) && g_47) << (uint8_t)p_13) & p_12) | 4294967295UL) && 0L) , (*l_839)))
            { /* block id: 393 */
                int16_t l_916 = 0xDE45L;
                uint64_t l_931[6][4][10] = {{{18446744073709551607UL,5UL,0x64E1B36B0221BE41LL,18446744073709551610UL,1UL,7UL,18446744073709551610UL,0x12C8EC913BBC481FLL,18446744073709551610UL,7UL},{0x02FD209AB3A01A37LL,9UL,0x358750B53E6BD75ELL,9UL,0x02FD209AB3A01A37LL,0x49DB9BE75E4DE71ELL,18446744073709551612UL,0xD8A125A86D144AB1LL,0xB7CFE8438A78C025LL,1UL},{18446744073709551615UL,1UL,18446744073709551615UL,18446744073709551615UL,5UL,18446744073709551614UL,0xB7A7751838956728LL,18446744073709551615UL,1UL,1UL},{8UL,18446744073709551615UL,0x64E1B36B0221BE41LL,18446744073709551614UL,0x02FD209AB3A01A37LL,8UL,18446744073709551610UL,5UL,0x5D34AE5390C3A2FDLL,7UL}},{{18446744073709551614UL,1UL,0x1CAD654421DCACE7LL,18446744073709551612UL,1UL,0UL,18446744073709551612UL,0x327CB5601D7E5CEDLL,7UL,18446744073709551614UL},{18446744073709551614UL,0x6150C46041881A46LL,18446744073709551615UL,18446744073709551615UL,18446744073709551607UL,8UL,5UL,0x0EAFEA7AF4AE82D0LL,0x6150C46041881A46LL,18446744073709551615UL},{8UL,5UL,0x0EAFEA7AF4AE82D0LL,0x6150C46041881A46LL,18446744073709551615UL,18446744073709551614UL,1UL,5UL,18446744073709551610UL,0x6DD0FA78C03B5A24LL},{18446744073709551615UL,5UL,0x18D8CD50CD0B58EDLL,0xB7A7751838956728LL,1UL,0x49DB9BE75E4DE71ELL,5UL,0x12C8EC913BBC481FLL,18446744073709551615UL,0xC9DBA4E7D7C916A0LL}},{{0x02FD209AB3A01A37LL,0x6150C46041881A46LL,18446744073709551615UL,9UL,18446744073709551614UL,7UL,18446744073709551612UL,0x21F4610081459654LL,0x6150C46041881A46LL,1UL},{18446744073709551607UL,1UL,18446744073709551615UL,0x5D34AE5390C3A2FDLL,0x27071653905401DDLL,18446744073709551614UL,18446744073709551610UL,0x12C8EC913BBC481FLL,1UL,0xA021067CD3E723F1LL},{1UL,18446744073709551615UL,0x18D8CD50CD0B58EDLL,18446744073709551612UL,0x02FD209AB3A01A37LL,18446744073709551615UL,0xB7A7751838956728LL,5UL,0x2894BADDC59C72BCLL,0xC9DBA4E7D7C916A0LL},{18446744073709551614UL,0x65E394CE4B3B5800LL,18446744073709551615UL,0xC59505B268644C82LL,7UL,7UL,0xC59505B268644C82LL,18446744073709551615UL,0x65E394CE4B3B5800LL,0x5D34AE5390C3A2FDLL}},{{0x2894BADDC59C72BCLL,1UL,3UL,0x6A93F55AA6360B5DLL,0xD4414C74572800B0LL,18446744073709551615UL,18446744073709551615UL,0xBB1BB19FEB6CA031LL,5UL,0x015CEB27F5CF25D5LL},{18446744073709551610UL,0UL,18446744073709551607UL,1UL,0xD4414C74572800B0LL,18446744073709551612UL,18446744073709551607UL,0xABCDBDCB72311887LL,18446744073709551606UL,0x5D34AE5390C3A2FDLL},{0xD4414C74572800B0LL,18446744073709551615UL,0x499A9A30F12483DFLL,3UL,7UL,0UL,0UL,3UL,18446744073709551615UL,18446744073709551610UL},{0xFBB26DA7BAECBC3DLL,1UL,5UL,5UL,18446744073709551614UL,0UL,1UL,18446744073709551611UL,5UL,7UL}},{{0xD4414C74572800B0LL,18446744073709551607UL,0UL,0x5EB56EE5418A3E3CLL,0x6150C46041881A46LL,18446744073709551612UL,3UL,0x91CB578DE5373759LL,1UL,1UL},{18446744073709551610UL,0x6A93F55AA6360B5DLL,0x499A9A30F12483DFLL,0xC59505B268644C82LL,0xFBB26DA7BAECBC3DLL,18446744073709551615UL,3UL,18446744073709551614UL,0x6A93F55AA6360B5DLL,18446744073709551610UL},{0x2894BADDC59C72BCLL,18446744073709551607UL,18446744073709551615UL,1UL,1UL,7UL,1UL,0xBB1BB19FEB6CA031LL,0x65E394CE4B3B5800LL,0x2894BADDC59C72BCLL},{0x5D34AE5390C3A2FDLL,1UL,0UL,0x5EB56EE5418A3E3CLL,0xD4414C74572800B0LL,5UL,0UL,0xBB1BB19FEB6CA031LL,18446744073709551615UL,0xD4414C74572800B0LL}},{{18446744073709551610UL,18446744073709551615UL,18446744073709551615UL,1UL,0x015CEB27F5CF25D5LL,0xFBB26DA7BAECBC3DLL,18446744073709551607UL,18446744073709551614UL,18446744073709551615UL,0x5D34AE5390C3A2FDLL},{0x015CEB27F5CF25D5LL,0UL,0x499A9A30F12483DFLL,1UL,1UL,0UL,18446744073709551615UL,0x91CB578DE5373759LL,18446744073709551615UL,0UL},{18446744073709551614UL,1UL,0UL,1UL,18446744073709551614UL,0xB7A7751838956728LL,0xC59505B268644C82LL,18446744073709551611UL,18446744073709551615UL,1UL},{0xD4414C74572800B0LL,0x65E394CE4B3B5800LL,5UL,0x5EB56EE5418A3E3CLL,0xB7CFE8438A78C025LL,0xFBB26DA7BAECBC3DLL,3UL,3UL,0x65E394CE4B3B5800LL,1UL}}};
                const uint16_t *l_942 = &g_2[2];
                uint32_t *l_971 = (void*)0;
                uint32_t **l_970 = &l_971;
                int32_t l_981 = (-1L);
                int64_t l_983 = 0x4FC4E4C29D836614LL;
                uint8_t l_990 = 1UL;
                int i, j, k;
                for (p_12 = 0; (p_12 <= 7); p_12 += 1)
                { /* block id: 396 */
                    uint16_t *l_908[7][5] = {{(void*)0,(void*)0,(void*)0,&g_2[0],&g_2[0]},{&l_760,&g_175,&g_2[0],&l_760,&g_2[0]},{&g_2[0],&g_2[0],(void*)0,(void*)0,&g_2[0]},{&g_2[0],&l_760,&g_2[0],&g_2[1],(void*)0},{&l_760,&g_2[0],&g_2[0],&g_175,(void*)0},{(void*)0,&l_760,&l_760,(void*)0,&l_760},{(void*)0,&g_2[0],&l_760,&g_2[0],&g_2[1]}};
                    uint64_t *l_911 = (void*)0;
                    uint64_t *l_912 = (void*)0;
                    uint64_t *l_913[2];
                    uint32_t *l_918 = (void*)0;
                    uint32_t *l_919 = &g_377;
                    int32_t l_940 = 0L;
                    int64_t *** const **l_959 = (void*)0;
                    int64_t *l_965 = &g_374[3][0];
                    int i, j;
                    for (i = 0; i < 2; i++)
                        l_913[i] = &g_66[6][1];
                    if (((((((g_122[g_224][g_224] | ((*l_919) = (l_917 = (!((-(uint8_t)g_122[g_224][(g_224 + 1)]) , ((uint16_t)(p_15 |= 65535UL) << (uint16_t)((int8_t)(((l_791[0][3] &= ((*l_839) ^ 0x57D8E9CEL)) > 0x138783C0EC2BA96BLL) > ((p_13 = (0x9CE77C15L || 0x4B49957FL)) >= ((uint8_t)((((((((0x8A0EL != (**g_324)) > l_916) != g_334) , &g_895) != &g_328) <= p_14) < (*l_839)) < 0xBC2EL) << (uint8_t)g_122[0][0]))) - (int8_t)p_12))))))) || l_760) && g_122[g_224][(g_224 + 1)]) <= 7L) >= p_14) > 0x45BDL))
                    { /* block id: 402 */
                        int64_t *l_920[2];
                        int8_t *l_937 = &g_104;
                        int32_t *l_941 = &g_64;
                        int i, j;
                        for (i = 0; i < 2; i++)
                            l_920[i] = &g_374[5][1];
                        if (g_122[g_224][(g_224 + 1)])
                            break;
                        l_940 ^= (((p_13 >= g_122[g_224][g_224]) , ((g_921 = l_920[0]) == ((((((int8_t)(((int64_t)((uint64_t)((p_13 , ((~(-4L)) , (((((((((int16_t)((*g_329) = l_931[2][3][9]) * (int16_t)p_12) & (--(*l_919))) , l_934) != (((*l_937) &= (((g_122[g_224][g_224] = (-(int64_t)1L)) >= 255UL) | p_13)) , &l_935)) >= (**g_517)) ^ p_14) | g_938) , p_12))) >= l_860) + (uint64_t)p_13) + (int64_t)(*l_839)) | p_13) + (int8_t)g_253) && 1L) != l_939) == 4294967289UL) , l_912))) , l_939);
                        l_941 = l_941;
                        (**l_893) ^= p_15;
                    }
                    else
                    { /* block id: 412 */
                        (*l_839) = (((**g_324) || ((l_942 == l_758) || ((&g_517 != (void*)0) <= (((int16_t)((-1L) >= g_375) << (int16_t)p_13) && 18446744073709551615UL)))) >= p_12);
                    }
                    l_940 = (p_13 != (((int16_t)p_15 + (int16_t)(((uint16_t)l_860 + (uint16_t)(((((int8_t)((!((((***l_934) = p_15) & ((*l_839) , (l_789 = g_122[0][0]))) != ((int8_t)((0xD8F0L != g_127) & ((uint8_t)255UL * (uint8_t)p_14)) - (int8_t)0x60L))) && 4294967295UL) * (int8_t)4L) >= 0x84CCFC9228BA92A9LL) , (*l_839)) & l_785)) < g_122[g_224][g_224])) != g_93));
                    (*g_960) = l_958[1];
                    for (l_940 = 0; (l_940 <= 7); l_940 += 1)
                    { /* block id: 421 */
                        int64_t *l_964[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_964[i] = &g_374[1][4];
                        p_13 = (((((void*)0 == (*g_516)) && (2UL == 0x140A02ECL)) <= ((l_965 = l_964[0]) != (void*)0)) , g_122[g_224][(g_224 + 1)]);
                    }
                }
                if (((int16_t)p_14 * (int16_t)((uint8_t)(((void*)0 == &g_894[0]) >= (((*g_921) &= ((*l_839) = ((((*l_970) = &g_240) == (void*)0) > (!((uint16_t)(((int16_t)((int8_t)0x79L / (int8_t)((((l_931[2][3][9] || (**g_328)) < ((int64_t)(l_981 &= (((p_15 >= g_700[1]) | 0xF8CA723DL) | g_519)) / (int64_t)l_982)) , g_385[6]) , p_13)) * (int16_t)1UL) && 65533UL) >> (uint16_t)1))))) < 1UL)) % (uint8_t)l_931[2][3][9])))
                { /* block id: 430 */
                    uint32_t l_984[9];
                    int i;
                    for (i = 0; i < 9; i++)
                        l_984[i] = 0xCFC4522EL;
                    --l_984[3];
                    for (g_240 = 0; (g_240 <= 7); g_240 += 1)
                    { /* block id: 434 */
                        const int32_t **l_988 = &l_987;
                        (*l_988) = l_987;
                    }
                    (*l_892) = &l_784[2];
                    if ((*l_839))
                        continue;
                }
                else
                { /* block id: 439 */
                    if (l_931[2][3][9])
                        break;
                }
                l_785 &= (!l_990);
            }
            else
            { /* block id: 443 */
                uint32_t l_992 = 1UL;
                uint8_t ***l_1031 = &g_863;
                int32_t l_1035 = 0x64134217L;
                int32_t l_1039 = 0x95D0AE93L;
                int32_t l_1042 = 0xD0B31A5EL;
                int32_t l_1043 = 0x36AE19F0L;
                int32_t l_1048[4];
                int32_t *l_1054 = &l_1042;
                int i;
                for (i = 0; i < 4; i++)
                    l_1048[i] = (-7L);
                if ((*l_839))
                { /* block id: 444 */
                    int32_t l_991 = 0x7106D299L;
                    (**l_893) = p_13;
                    p_13 = l_991;
                    (*l_839) ^= p_12;
                }
                else
                { /* block id: 448 */
                    ++l_992;
                    if (p_12)
                        break;
                }
                for (g_225 = 0; (g_225 <= 7); g_225 += 1)
                { /* block id: 454 */
                    uint16_t *l_1020 = &l_760;
                    int32_t l_1032 = 1L;
                    int32_t l_1038 = 0xA5646965L;
                    int32_t l_1041 = 0x24F3EBB9L;
                    int32_t l_1044 = 0x1107A889L;
                    int32_t l_1046 = 5L;
                    int32_t l_1050[8][5][6] = {{{2L,0x3844D707L,(-1L),(-6L),(-8L),(-1L)},{0xB93DFDB0L,0x2573C770L,0x3844D707L,0xB93DFDB0L,(-1L),0xFE9E371FL},{0x12E95142L,0x2573C770L,(-1L),0x3B4C86B0L,(-8L),4L},{(-6L),0x3844D707L,0x4AE5E1D4L,0L,(-8L),(-8L)},{0x9DDC6A44L,0x2573C770L,(-9L),4L,0L,1L}},{{(-1L),(-9L),0L,0x4AE5E1D4L,0L,0x70188138L},{(-1L),0x70188138L,(-9L),(-8L),0L,1L},{0x2573C770L,(-9L),0x8274990FL,0x2573C770L,0L,0L},{0xFE9E371FL,(-9L),0L,(-1L),0L,(-9L)},{(-8L),0x70188138L,1L,(-1L),0L,0L}},{{0x3844D707L,(-9L),0x70188138L,0x3844D707L,0L,(-9L)},{0x4AE5E1D4L,(-9L),1L,0xFE9E371FL,0L,0x8274990FL},{(-1L),0x70188138L,0L,(-1L),0L,0L},{4L,(-9L),(-9L),4L,0L,1L},{(-1L),(-9L),0L,0x4AE5E1D4L,0L,0x70188138L}},{{(-1L),0x70188138L,(-9L),(-8L),0L,1L},{0x2573C770L,(-9L),0x8274990FL,0x2573C770L,0L,0L},{0xFE9E371FL,(-9L),0L,(-1L),0L,(-9L)},{(-8L),0x70188138L,1L,(-1L),0L,0L},{0x3844D707L,(-9L),0x70188138L,0x3844D707L,0L,(-9L)}},{{0x4AE5E1D4L,(-9L),1L,0xFE9E371FL,0L,0x8274990FL},{(-1L),0x70188138L,0L,(-1L),0L,0L},{4L,(-9L),(-9L),4L,0L,1L},{(-1L),(-9L),0L,0x4AE5E1D4L,0L,0x70188138L},{(-1L),0x70188138L,(-9L),(-8L),0L,1L}},{{0x2573C770L,(-9L),0x8274990FL,0x2573C770L,0L,0L},{0xFE9E371FL,(-9L),0L,(-1L),0L,(-9L)},{(-8L),0x70188138L,1L,(-1L),0L,0L},{0x3844D707L,(-9L),0x70188138L,0x3844D707L,0L,(-9L)},{0x4AE5E1D4L,(-9L),1L,0xFE9E371FL,0L,0x8274990FL}},{{(-1L),0x70188138L,0L,(-1L),0L,0L},{4L,(-9L),(-9L),4L,0L,1L},{(-1L),(-9L),0L,0x4AE5E1D4L,0L,0x70188138L},{(-1L),0x70188138L,(-9L),(-8L),0L,1L},{0x2573C770L,(-9L),0x8274990FL,0x2573C770L,0L,0L}},{{0xFE9E371FL,(-9L),0L,(-1L),0L,(-9L)},{(-8L),0x12E95142L,(-6L),0L,0x9DDC6A44L,0xD1022EFDL},{0x70188138L,0x3B4C86B0L,0x12E95142L,0x70188138L,0xD1022EFDL,0L},{0L,0x3B4C86B0L,0xB93DFDB0L,(-9L),0x9DDC6A44L,1L},{0L,0x12E95142L,2L,1L,0x9DDC6A44L,0x9DDC6A44L}}};
                    int i, j, k;
                    l_1032 &= (((**l_935) = g_122[g_224][g_224]) == ((uint8_t)(p_15 , ((int64_t)((((p_14 | ((int8_t)((((int32_t)7L - (int32_t)(((uint16_t)0xD06FL - (uint16_t)(((((uint16_t)(((int8_t)((uint8_t)((int16_t)((int16_t)(p_15 & (((int8_t)(~((g_122[g_224][g_224] >= (((uint16_t)((*l_1020)++) - (uint16_t)((((uint8_t)((-(int64_t)((int16_t)l_1028[1][0][0] % (int16_t)0x0819L)) , p_13) << (uint8_t)g_224) <= g_375) && (*l_839))) & 6L)) || (*l_839))) >> (int8_t)(*l_987)) != g_104)) << (int16_t)1) - (int16_t)p_15) * (uint8_t)g_175) - (int8_t)p_15) & 4L) + (uint16_t)l_1029[6][8][1]) && (*g_329)) <= l_1030) > g_385[6])) ^ 4294967295UL)) == 65531UL) < l_992) >> (int8_t)0)) , (void*)0) != l_1031) & (*g_329)) / (int64_t)(*l_987))) + (uint8_t)2L));
                    for (g_147 = 0; (g_147 >= 0); g_147 -= 1)
                    { /* block id: 460 */
                        int64_t l_1033[8][3][1] = {{{0xD14ADF75C3D5026FLL},{4L},{0x9B177FC91D86F17DLL}},{{(-4L)},{0x15DC2AECD09A58DELL},{0L}},{{0x15DC2AECD09A58DELL},{(-4L)},{0x9B177FC91D86F17DLL}},{{4L},{0xD14ADF75C3D5026FLL},{0xD14ADF75C3D5026FLL}},{{4L},{0x9B177FC91D86F17DLL},{(-4L)}},{{0x15DC2AECD09A58DELL},{0L},{0x15DC2AECD09A58DELL}},{{(-4L)},{0x9B177FC91D86F17DLL},{4L}},{{0xD14ADF75C3D5026FLL},{0xD14ADF75C3D5026FLL},{4L}}};
                        int32_t l_1036 = 0xDA4DC985L;
                        int32_t l_1037 = (-1L);
                        int32_t l_1040 = 0L;
                        int32_t l_1045 = 0xEFF8FABFL;
                        int32_t l_1047[6][10] = {{0L,0xE90AEB8DL,0x49E7B77CL,1L,3L,1L,0L,1L,3L,1L},{3L,0x9B490FDAL,3L,0x67E55D20L,0x1B244DDCL,6L,0x8E8A24A5L,0x49E7B77CL,0x8B0611DFL,0L},{0x9B490FDAL,0x1B244DDCL,0L,0L,0x8E8A24A5L,0xC9DCAB6EL,(-9L),0x49E7B77CL,0x49E7B77CL,(-9L)},{(-7L),0x8B0611DFL,3L,3L,0x8B0611DFL,(-7L),0x49E7B77CL,1L,0x793E015AL,0L},{0xE90AEB8DL,0x8BFB5745L,0x49E7B77CL,0x9B490FDAL,0xFD2AE108L,0x8B0611DFL,0xC9DCAB6EL,0x5E2D121CL,0x54C6B492L,0L},{0xE90AEB8DL,(-9L),0L,(-7L),1L,(-7L),0L,(-9L),0xE90AEB8DL,0x793E015AL}};
                        int i, j, k;
                        l_1051++;
                        (*l_892) = &l_790;
                        l_1054 = &l_1036;
                        (**l_893) = ((uint8_t)((uint8_t)(++g_122[g_147][(g_224 + 1)]) >> (uint8_t)((int16_t)((int64_t)l_1041 / (int64_t)p_15) % (int16_t)((int16_t)(0x7A595695L < ((int8_t)((((void*)0 != &g_639) < (((int64_t)(p_12 , (&p_12 != &p_12)) - (int64_t)6L) < l_1037)) || (*l_1054)) % (int8_t)p_15)) - (int16_t)p_12))) / (uint8_t)g_519);
                    }
                }
                for (l_1034 = 0; l_1034 < 1; l_1034 += 1)
                {
                    for (l_1039 = 0; l_1039 < 2; l_1039 += 1)
                    {
                        g_122[l_1034][l_1039] = 255UL;
                    }
                }
                if (p_14)
                    break;
            }
            for (l_901 = 0; (l_901 <= 7); l_901 += 1)
            { /* block id: 473 */
                uint8_t * const l_1083[8] = {&g_98,&g_98,&g_98,&g_98,&g_98,&g_98,&g_98,&g_98};
                uint8_t * const *l_1082 = &l_1083[4];
                uint8_t * const **l_1081 = &l_1082;
                int64_t **l_1085 = &g_921;
                int64_t ***l_1084 = &l_1085;
                int32_t l_1098[8][6] = {{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L},{0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L,0xCDDA37A5L,0x0E42B993L}};
                int i, j;
                for (l_917 = 0; (l_917 <= 7); l_917 += 1)
                { /* block id: 476 */
                    uint32_t l_1090 = 0x888AD5CCL;
                    uint32_t *l_1096 = &g_377;
                    uint32_t *l_1097[5][4] = {{&l_1090,&l_1090,&l_1090,&l_1090},{&l_1090,&l_1090,&l_1090,&l_1090},{&l_1090,&l_1090,&l_1090,&l_1090},{&l_1090,&l_1090,&l_1090,&l_1090},{&l_1090,&l_1090,&l_1090,&l_1090}};
                    int i, j;
                    (**l_893) &= ((((uint8_t)((uint64_t)8UL + (uint64_t)((int16_t)((*g_329) = p_12) << (int16_t)((uint8_t)((int8_t)(g_104 = ((g_258 = (((*l_1096) = (((((p_15 , l_1081) == (void*)0) , (*g_961)) != l_1084) , ((uint32_t)(((int64_t)(l_1090 == ((uint8_t)(((p_13 >= 0x15AC4D7CL) && 0UL) , 5UL) >> (uint8_t)g_109)) % (int64_t)l_1095[0][7]) && g_374[2][1]) % (uint32_t)0x4323445AL))) <= (*l_987))) >= g_700[1])) * (int8_t)l_1098[5][2]) * (uint8_t)g_383))) * (uint8_t)l_1090) ^ p_14) >= g_122[0][1]);
                    p_13 ^= ((*l_839) = 0L);
                }
            }
        }
        return g_2[1];
    }
    else
    { /* block id: 488 */
        int32_t *l_1099 = &l_791[0][3];
        uint32_t *l_1102 = &g_377;
        uint32_t *l_1105 = &g_240;
        p_13 = p_12;
        (*l_1099) = 0L;
        (*g_1100) = &p_13;
        (*g_1106) &= ((*l_987) || ((l_1101 == (void*)0) & ((*l_1105) = ((*l_1102)++))));
    }
    return p_15;
}


/* ------------------------------------------ */
/* 
 * reads : g_639 g_64 g_374 g_325 g_147 g_329 g_300 g_324 g_377 g_385 g_258 g_668 g_98 g_109 g_330 g_225
 * writes: g_407 g_64 g_122 g_330 g_376 g_374 g_258 g_385 g_98 g_147 g_334
 */
static uint16_t  func_18(uint64_t  p_19, uint8_t  p_20, uint64_t  p_21)
{ /* block id: 270 */
    uint32_t *l_648[1];
    int32_t l_665 = 0xB8362E4BL;
    int32_t l_678 = 0x77792473L;
    int32_t l_679 = 0xDB761592L;
    uint8_t l_729 = 255UL;
    uint16_t *l_730 = (void*)0;
    int32_t *l_734[8];
    int32_t l_735[9] = {0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L,0xA3983209L};
    uint32_t l_736 = 0UL;
    int i;
    for (i = 0; i < 1; i++)
        l_648[i] = &g_240;
    for (i = 0; i < 8; i++)
        l_734[i] = &g_64;
    for (p_20 = 0; (p_20 <= 6); p_20 += 1)
    { /* block id: 273 */
        const uint8_t *l_637[8] = {&g_122[0][0],&g_122[0][0],&g_122[0][0],&g_122[0][0],&g_122[0][0],&g_122[0][0],&g_122[0][0],&g_122[0][0]};
        const uint8_t **l_636 = &l_637[2];
        const uint8_t ***l_635 = &l_636;
        int32_t *l_638 = &g_385[3];
        int32_t l_693[2][7][7] = {{{0x0C4D4B20L,0xA83995DFL,0xCDEE6EDDL,(-5L),0x1FB9C607L,0xEA17E4DBL,0x8432C98AL},{0x4A419658L,(-1L),5L,0x2CDC849AL,0x1FB9C607L,0x318AB3CCL,(-8L)},{(-10L),0xB4ECACB5L,0xD0A22F65L,0x45BDE6DCL,0x1FB9C607L,0x45BDE6DCL,0xD0A22F65L},{0x1C425DD1L,0x1C425DD1L,(-8L),0x318AB3CCL,0x1FB9C607L,0x2CDC849AL,5L},{0xB4ECACB5L,(-10L),0x8432C98AL,0xEA17E4DBL,0x1FB9C607L,(-5L),0xCDEE6EDDL},{(-1L),0x4A419658L,0x0DE6B25BL,0x1795CB5CL,0x1FB9C607L,0L,(-1L)},{0xA83995DFL,0x0C4D4B20L,(-1L),0L,0x1FB9C607L,0x1795CB5CL,0x0DE6B25BL}},{{0x0C4D4B20L,0xA83995DFL,0xCDEE6EDDL,(-5L),0x1FB9C607L,0xEA17E4DBL,0x8432C98AL},{0x4A419658L,(-1L),5L,0x2CDC849AL,0x1FB9C607L,0x318AB3CCL,(-8L)},{(-10L),0xB4ECACB5L,0xD0A22F65L,0x45BDE6DCL,0x1FB9C607L,0x45BDE6DCL,0xD0A22F65L},{0x1C425DD1L,0x1C425DD1L,(-8L),0x318AB3CCL,0x1FB9C607L,0x2CDC849AL,5L},{0xB4ECACB5L,(-10L),0x8432C98AL,0xEA17E4DBL,0x1FB9C607L,(-5L),0xCDEE6EDDL},{(-1L),0x4A419658L,0x0DE6B25BL,0x1795CB5CL,0x1FB9C607L,0L,(-1L)},{0xA83995DFL,0x0C4D4B20L,(-1L),0L,0x1FB9C607L,0x1795CB5CL,0x0DE6B25BL}}};
        int i, j, k;
        (*l_635) = (void*)0;
        (*g_639) = l_638;
        for (g_64 = 6; (g_64 >= 0); g_64 -= 1)
        { /* block id: 278 */
            uint8_t *l_649[2];
            int8_t *l_663 = &g_376;
            uint64_t *l_664[10][3][7] = {{{&g_225,&g_225,&g_66[6][1],(void*)0,&g_66[6][1],&g_225,&g_66[4][3]},{&g_66[2][2],(void*)0,&g_66[3][0],&g_225,(void*)0,&g_225,&g_66[3][0]},{(void*)0,(void*)0,&g_66[6][1],(void*)0,&g_66[1][1],&g_66[6][1],&g_66[6][1]}},{{&g_225,&g_66[6][1],&g_66[4][3],&g_225,&g_66[6][1],(void*)0,&g_225},{&g_66[6][1],&g_66[6][1],&g_225,&g_225,&g_66[1][1],(void*)0,&g_66[6][1]},{&g_66[6][1],&g_66[4][3],&g_66[7][1],&g_66[6][1],(void*)0,&g_66[6][1],&g_225}},{{&g_66[0][1],&g_66[6][1],(void*)0,&g_66[7][0],&g_66[6][1],&g_66[6][1],(void*)0},{&g_225,&g_66[6][1],&g_66[6][1],&g_66[6][1],(void*)0,&g_66[6][1],(void*)0},{&g_225,&g_225,&g_225,&g_66[6][1],&g_225,&g_225,&g_225}},{{(void*)0,&g_66[2][0],&g_66[6][1],(void*)0,&g_66[2][1],&g_66[7][1],&g_66[6][1]},{&g_66[1][1],&g_225,(void*)0,&g_66[6][1],&g_225,&g_66[6][1],&g_66[6][1]},{&g_225,(void*)0,&g_66[6][1],&g_66[2][1],&g_225,&g_66[6][1],&g_66[7][1]}},{{&g_225,&g_66[0][1],&g_66[2][1],&g_225,(void*)0,&g_225,&g_66[4][1]},{&g_66[6][1],&g_66[6][1],&g_66[4][3],&g_66[6][1],&g_225,&g_66[4][3],(void*)0},{&g_66[6][1],&g_66[6][1],&g_225,&g_225,&g_225,&g_66[2][1],&g_66[2][1]}},{{&g_66[6][1],&g_66[6][1],&g_66[6][1],&g_66[6][1],&g_66[6][1],&g_225,&g_66[6][1]},{&g_66[0][1],&g_66[4][1],(void*)0,&g_225,&g_66[6][1],&g_66[6][1],&g_225},{&g_66[6][1],&g_66[2][1],&g_66[6][1],&g_225,&g_225,&g_225,&g_66[6][1]}},{{&g_66[0][1],&g_225,(void*)0,&g_225,&g_225,(void*)0,(void*)0},{&g_66[6][1],&g_225,&g_225,(void*)0,&g_66[6][1],&g_66[6][1],(void*)0},{&g_66[6][1],&g_66[6][1],&g_225,(void*)0,&g_225,&g_66[0][1],(void*)0}},{{&g_66[6][1],&g_66[6][1],&g_66[6][1],&g_66[4][3],(void*)0,(void*)0,&g_66[4][3]},{&g_225,&g_225,&g_225,&g_225,&g_66[5][3],&g_66[4][0],&g_66[6][1]},{&g_66[6][1],&g_66[2][2],(void*)0,&g_225,&g_66[6][1],&g_225,&g_66[6][1]}},{{&g_66[6][1],&g_66[6][1],&g_66[6][1],&g_225,&g_225,&g_66[4][0],&g_66[6][1]},{&g_66[2][1],(void*)0,&g_66[6][1],&g_66[6][1],&g_66[6][1],(void*)0,(void*)0},{&g_225,&g_225,(void*)0,&g_225,&g_66[6][1],&g_66[0][1],&g_225}},{{(void*)0,&g_66[2][0],&g_225,(void*)0,&g_225,&g_66[6][1],&g_66[6][1]},{&g_225,&g_66[4][3],(void*)0,&g_66[6][1],&g_66[6][1],(void*)0,&g_66[4][3]},{(void*)0,&g_66[6][1],&g_225,&g_66[6][1],&g_66[6][1],&g_225,&g_225}}};
            int32_t l_683 = 0xE7ABA9CDL;
            int32_t l_684 = 0x00F0EFCCL;
            int32_t l_685 = 0x4F631815L;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_649[i] = &g_98;
            if (((int64_t)((l_665 |= (g_374[p_20][g_64] || (((uint16_t)((int16_t)(((((((uint16_t)((g_122[0][1] = ((void*)0 == l_648[0])) | (+(g_374[g_64][p_20] = ((uint32_t)((-3L) & (((p_19 = ((uint8_t)(g_374[p_20][p_20] < ((int8_t)((*l_663) = ((int16_t)((int16_t)g_374[p_20][g_64] * (int16_t)(((uint8_t)(g_374[p_20][p_20] > ((*g_329) = (*g_325))) << (uint8_t)5) > p_21)) << (int16_t)2)) << (int8_t)4)) * (uint8_t)g_300)) , p_20) == 0x19L)) / (uint32_t)p_21)))) % (uint16_t)(**g_324)) , 65535UL) & g_147) || p_19) != p_21) && g_377) * (int16_t)(*l_638)) >> (uint16_t)(*g_325)) | 0UL))) & g_385[6]) % (int64_t)p_21))
            { /* block id: 285 */
                for (g_258 = 0; (g_258 <= 5); g_258 += 1)
                { /* block id: 288 */
                    int32_t **l_667 = &l_638;
                    (*l_667) = &g_385[6];
                }
            }
            else
            { /* block id: 291 */
                int8_t l_686 = 0x7EL;
                int32_t l_687 = 0xC777E402L;
                int32_t *l_733 = &l_683;
                (*g_668) = l_638;
                (*l_638) |= p_20;
                for (g_98 = 0; (g_98 <= 0); g_98 += 1)
                { /* block id: 296 */
                    uint64_t l_673 = 18446744073709551615UL;
                    int32_t l_676 = 0L;
                    int32_t l_677 = 0L;
                    uint8_t l_688 = 0xAAL;
                    const uint64_t **l_698 = (void*)0;
                    const uint64_t *l_699[9][1][8] = {{{(void*)0,&g_700[1],&g_700[1],&g_700[1],&g_700[7],&g_700[1],&g_700[1],&g_700[7]}},{{&g_700[1],&g_700[7],&g_700[8],&g_700[5],&g_700[1],(void*)0,&g_700[1],&g_700[5]}},{{&g_700[1],(void*)0,&g_700[1],&g_700[1],&g_700[1],(void*)0,&g_700[1],&g_700[1]}},{{&g_700[1],(void*)0,&g_700[5],(void*)0,&g_700[1],(void*)0,&g_700[1],&g_700[1]}},{{&g_700[1],&g_700[1],(void*)0,&g_700[2],&g_700[1],&g_700[1],(void*)0,(void*)0}},{{&g_700[1],&g_700[1],(void*)0,&g_700[1],&g_700[1],&g_700[1],&g_700[1],(void*)0}},{{&g_700[1],&g_700[1],(void*)0,(void*)0,&g_700[7],&g_700[1],&g_700[1],(void*)0}},{{(void*)0,&g_700[2],&g_700[1],&g_700[1],&g_700[1],&g_700[1],&g_700[7],(void*)0}},{{&g_700[7],&g_700[1],&g_700[8],&g_700[1],(void*)0,&g_700[1],&g_700[2],(void*)0}}};
                    int64_t *l_722 = &g_334;
                    int i, j, k;
                    for (g_147 = 2; (g_147 >= 0); g_147 -= 1)
                    { /* block id: 299 */
                        int32_t *l_669 = &g_385[6];
                        int32_t *l_670 = &l_665;
                        int32_t *l_671 = &g_385[6];
                        int32_t *l_672[5] = {&l_665,&l_665,&l_665,&l_665,&l_665};
                        uint32_t l_680 = 0xA6ABE546L;
                        int i, j, k;
                        l_673++;
                        l_680++;
                        --l_688;
                        return g_147;
                    }
                    l_684 = (((uint8_t)255UL * (uint8_t)((p_20 , ((l_693[0][0][0] , ((int16_t)((int64_t)(-1L) / (int64_t)(0x83E4L | ((l_664[(g_64 + 1)][(g_98 + 2)][p_20] != (l_699[6][0][6] = ((((((p_20 || (l_679 = p_19)) , 1L) , (-1L)) , p_19) , 0xC7L) , l_664[(g_64 + 2)][(g_98 + 2)][g_64]))) , p_21))) * (int16_t)p_20)) , p_21)) | p_19)) , l_684);
                    g_407[g_64][g_98][g_98] = (((-(int32_t)(~(l_687 = (+((((p_20 == ((*g_325) = (g_374[p_20][g_64] >= ((uint32_t)((uint16_t)(((((*l_722) = ((int16_t)((int64_t)((uint8_t)(((uint16_t)p_20 % (uint16_t)((int8_t)(&p_20 == ((&p_20 == &g_98) , (((int16_t)((l_678 &= 0x1AL) , 0x9627L) * (int16_t)0xB0DDL) , &g_122[0][0]))) * (int8_t)g_109)) & 0xC77AL) - (uint8_t)g_330) + (int64_t)l_665) + (int16_t)l_683)) != l_686) & g_225) && 1UL) % (uint16_t)l_684) + (uint32_t)0UL)))) & 0x7840A275L) || l_665) < p_19))))) ^ g_300) , &l_687);
                    if (l_665)
                        continue;
                }
                (*l_733) |= (((int16_t)(~((g_374[p_20][g_64] < (-(int64_t)((int8_t)l_729 >> (int8_t)((g_374[p_20][g_64] <= (&g_2[2] == l_730)) , (g_98++))))) , (*g_325))) >> (int16_t)(*g_329)) , ((*l_638) = l_687));
            }
        }
    }
    ++l_736;
    return p_19;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t  func_36(uint32_t  p_37, int32_t  p_38, uint16_t  p_39)
{ /* block id: 268 */
    uint8_t l_634 = 3UL;
    return l_634;
}


/* ------------------------------------------ */
/* 
 * reads : g_64 g_93 g_66 g_122 g_47 g_225 g_228 g_3 g_253 g_258 g_98 g_175 g_109 g_104 g_300 g_127 g_324 g_147 g_329 g_330 g_325 g_224 g_240 g_377 g_2 g_385 g_383 g_328 g_374 g_334 g_502 g_516 g_520 g_523
 * writes: g_64 g_93 g_104 g_175 g_225 g_228 g_240 g_147 g_253 g_258 g_98 g_224 g_66 g_324 g_328 g_334 g_122 g_377 g_109 g_407 g_374 g_330 g_385 g_127 g_502 g_520
 */
static int16_t  func_44(int8_t  p_45, uint8_t  p_46)
{ /* block id: 7 */
    int32_t *l_92 = &g_93;
    int32_t l_128 = 0x110037B8L;
    int64_t l_144[2][1][4];
    uint64_t *l_156 = (void*)0;
    const int16_t *l_173 = &g_147;
    uint16_t l_177 = 0x4195L;
    uint8_t *l_191 = &g_122[0][0];
    int32_t l_257[1];
    uint8_t l_267 = 0x92L;
    uint32_t l_291[3][2];
    const int16_t * const * const l_331 = &l_173;
    uint32_t l_337 = 0x690F0AC8L;
    const uint32_t l_343 = 4294967295UL;
    uint32_t *l_346 = &g_240;
    int32_t **l_400 = &l_92;
    uint16_t l_412 = 65531UL;
    const int64_t *l_491 = &g_300;
    const int64_t **l_490[5] = {&l_491,&l_491,&l_491,&l_491,&l_491};
    const uint64_t l_499[7][3][3] = {{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}},{{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL},{0UL,18446744073709551607UL,18446744073709551607UL}}};
    const uint64_t *l_514 = (void*)0;
    const uint64_t **l_513 = &l_514;
    const uint16_t l_515 = 0x997DL;
    uint32_t l_618[4] = {0xDE1E9BAEL,0xDE1E9BAEL,0xDE1E9BAEL,0xDE1E9BAEL};
    int32_t *l_621 = (void*)0;
    int32_t *l_622 = &l_128;
    int32_t *l_623 = &l_257[0];
    int32_t *l_624[4];
    int32_t l_625[4];
    int16_t l_626 = 0xB60DL;
    int16_t l_627 = 0xF21CL;
    int64_t l_628[1];
    int16_t l_629[3];
    int16_t l_630 = 0xD946L;
    uint16_t l_631 = 0xF070L;
    int i, j, k;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 4; k++)
                l_144[i][j][k] = 0L;
        }
    }
    for (i = 0; i < 1; i++)
        l_257[i] = (-1L);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
            l_291[i][j] = 0xE8C6F625L;
    }
    for (i = 0; i < 4; i++)
        l_624[i] = &l_257[0];
    for (i = 0; i < 4; i++)
        l_625[i] = 0xA0DF2E85L;
    for (i = 0; i < 1; i++)
        l_628[i] = 0xB6F1853B34208106LL;
    for (i = 0; i < 3; i++)
        l_629[i] = 1L;
lbl_293:
    for (g_64 = 2; (g_64 == (-14)); g_64 -= 5)
    { /* block id: 10 */
        uint32_t l_88 = 0xECEA67F4L;
        int32_t l_99 = 0x918A9074L;
        int32_t l_125 = 0x0BA7DF88L;
        uint32_t l_164 = 0x929C85EDL;
        int32_t *l_166 = &g_93;
        int32_t *l_167[8][10][2] = {{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3},{(void*)0,&g_3}}};
        uint16_t *l_174 = &g_175;
        int i, j, k;
    }
    if (((p_45 < (*l_92)) , (g_93 < (~l_177))))
    { /* block id: 58 */
        const int16_t *l_183 = (void*)0;
        int16_t *l_184 = &g_147;
        int16_t **l_185 = &l_184;
        uint8_t *l_190 = &g_122[0][0];
        uint64_t *l_207 = &g_66[2][3];
        int32_t l_223 = 0x120889FCL;
        int32_t l_292 = 0xA6A90994L;
        int32_t l_301 = 0xC50A3A8EL;
        uint32_t * const l_310[3] = {&g_258,&g_258,&g_258};
        int16_t * const **l_326 = &g_324;
        int16_t * const **l_327[1];
        int64_t *l_332 = &l_144[1][0][3];
        int64_t *l_333 = &g_334;
        int32_t *l_370 = &l_301;
        uint64_t l_386[3];
        int16_t l_396 = 0x2017L;
        int32_t ***l_451 = &l_400;
        uint8_t l_487[4];
        uint32_t l_591 = 1UL;
        int i;
        for (i = 0; i < 1; i++)
            l_327[i] = (void*)0;
        for (i = 0; i < 3; i++)
            l_386[i] = 1UL;
        for (i = 0; i < 4; i++)
            l_487[i] = 4UL;
        if ((((uint16_t)((void*)0 == &g_2[1]) << (uint16_t)(((uint16_t)(+(l_183 != ((*l_185) = l_184))) >> (uint16_t)((uint64_t)g_93 - (uint64_t)((*l_92) & (g_66[6][1] == (0x5E26L >= (l_190 != l_191)))))) | 0L)) && (*l_92)))
        { /* block id: 60 */
            int8_t l_221 = 0xBCL;
            int32_t l_222 = 0L;
            int8_t *l_266 = &l_221;
            for (g_93 = (-5); (g_93 <= 29); g_93++)
            { /* block id: 63 */
                int32_t *l_197[7][9] = {{&g_93,&g_3,&l_128,&g_3,&g_93,(void*)0,(void*)0,&g_93,&g_3},{&g_64,(void*)0,&g_64,&g_64,&g_3,&g_64,&g_93,&g_3,&g_93},{&l_128,(void*)0,(void*)0,&l_128,&l_128,(void*)0,(void*)0,&l_128,(void*)0},{&g_93,(void*)0,&g_93,&g_64,&g_64,(void*)0,&g_3,(void*)0,&g_64},{&g_3,(void*)0,(void*)0,&g_3,&l_128,&g_93,&l_128,&g_3,(void*)0},{&g_93,(void*)0,&g_3,(void*)0,&l_128,(void*)0,&g_3,(void*)0,&g_93},{(void*)0,&g_3,&l_128,&g_93,&l_128,&g_3,(void*)0,(void*)0,&g_3}};
                uint32_t l_231 = 0x8020B3E3L;
                int32_t **l_261 = &g_228;
                int i, j;
                for (p_45 = (-5); (p_45 != 25); p_45 += 6)
                { /* block id: 66 */
                    int32_t **l_196[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_196[i] = &l_92;
                    l_197[2][6] = &g_3;
                    for (g_104 = 0; (g_104 <= (-1)); --g_104)
                    { /* block id: 70 */
                        int32_t *l_200 = &l_128;
                        uint64_t **l_204 = &l_156;
                        uint64_t *l_206 = &g_66[6][1];
                        uint64_t **l_205[5][4][8] = {{{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206},{&l_206,&l_206,(void*)0,&l_206,(void*)0,&l_206,(void*)0,(void*)0},{(void*)0,&l_206,(void*)0,(void*)0,&l_206,(void*)0,(void*)0,&l_206},{&l_206,(void*)0,(void*)0,&l_206,&l_206,&l_206,&l_206,&l_206}},{{&l_206,&l_206,&l_206,&l_206,(void*)0,(void*)0,&l_206,&l_206},{(void*)0,(void*)0,&l_206,(void*)0,(void*)0,&l_206,(void*)0,(void*)0},{(void*)0,&l_206,(void*)0,&l_206,(void*)0,&l_206,&l_206,&l_206},{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,(void*)0}},{{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,(void*)0,&l_206},{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,(void*)0,&l_206},{&l_206,(void*)0,&l_206,&l_206,&l_206,(void*)0,&l_206,&l_206},{(void*)0,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206}},{{(void*)0,&l_206,&l_206,(void*)0,&l_206,&l_206,&l_206,&l_206},{(void*)0,(void*)0,(void*)0,&l_206,&l_206,&l_206,(void*)0,(void*)0},{&l_206,(void*)0,&l_206,(void*)0,&l_206,&l_206,&l_206,&l_206},{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206}},{{&l_206,&l_206,&l_206,&l_206,(void*)0,(void*)0,(void*)0,&l_206},{(void*)0,(void*)0,(void*)0,&l_206,&l_206,&l_206,&l_206,&l_206},{&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206,&l_206},{&l_206,&l_206,&l_206,(void*)0,&l_206,(void*)0,&l_206,(void*)0}}};
                        uint16_t *l_220[6][4] = {{&g_175,&l_177,&l_177,&g_175},{&l_177,&g_175,&l_177,&l_177},{&g_175,&g_175,&g_175,&g_175},{&g_175,&l_177,&l_177,&g_175},{&l_177,&g_175,&l_177,&l_177},{&g_175,&g_175,&g_175,&g_175}};
                        int i, j, k;
                        l_200 = &g_64;
                        (*l_200) &= g_122[0][0];
                        l_221 = ((uint8_t)g_93 * (uint8_t)(-(uint64_t)((((g_47 == (((*l_204) = &g_66[6][1]) != (l_207 = &g_66[7][3]))) & (((uint8_t)p_45 >> (uint8_t)(((uint16_t)0xA610L << (uint16_t)(g_175 = (((int32_t)(((0x6CE155F7L && ((uint8_t)((((uint64_t)p_46 - (uint64_t)((uint64_t)0x114F9EE90AB4F1E6LL / (uint64_t)p_46)) && (*l_200)) == p_45) / (uint8_t)255UL)) ^ p_46) <= 0L) - (int32_t)p_45) <= p_45))) > 0x500B1CAC37E68EC6LL)) , p_45)) , &g_98) != (void*)0)));
                    }
                    ++g_225;
                    g_228 = &l_223;
                }
                if ((&g_228 == (void*)0))
                { /* block id: 81 */
                    int8_t l_230 = 0L;
                    int64_t l_232 = 0xA2AC77CF8A12A9E8LL;
                    l_231 &= (g_64 &= ((p_46 || 0xA9CB02FEDD841F73LL) && (l_223 |= (+l_230))));
                    if (l_232)
                        break;
                }
                else
                { /* block id: 86 */
                    int16_t l_237 = (-6L);
                    uint32_t *l_238 = (void*)0;
                    uint32_t *l_239 = &g_240;
                    int32_t l_249[1][4][3] = {{{4L,0xC924B5AAL,0xC924B5AAL},{4L,0xC924B5AAL,0xC924B5AAL},{4L,0xC924B5AAL,0xC924B5AAL},{4L,0xC924B5AAL,0xC924B5AAL}}};
                    int i, j, k;
                    if ((0x47049EDBL ^ ((*g_228) <= (((int8_t)(*l_92) << (int8_t)(*l_92)) != (((9L || (l_237 && (g_3 || (((*l_239) = l_237) <= p_45)))) || l_237) == 3L)))))
                    { /* block id: 88 */
                        uint16_t l_245 = 65529UL;
                        int32_t **l_246 = &l_92;
                        l_245 ^= ((*g_228) = ((int8_t)((uint16_t)0UL >> (uint16_t)9) >> (int8_t)0));
                        (*l_246) = &g_3;
                        (*g_228) |= ((int16_t)((**l_185) = g_66[6][2]) * (int16_t)0UL);
                    }
                    else
                    { /* block id: 94 */
                        uint8_t l_250[5] = {9UL,9UL,9UL,9UL,9UL};
                        int i;
                        l_250[1]++;
                        if (p_46)
                            continue;
                    }
                    for (l_128 = 6; (l_128 >= 0); l_128 -= 1)
                    { /* block id: 100 */
                        int16_t l_256 = 0x4C9AL;
                        g_253--;
                        g_258--;
                    }
                }
                (*l_261) = &l_222;
                for (g_98 = 0; (g_98 >= 26); g_98 += 5)
                { /* block id: 108 */
                    int32_t *l_264 = &l_257[0];
                    (*l_261) = l_264;
                    return g_175;
                }
            }
            l_267 = ((-(uint32_t)(g_258 ^ p_45)) | ((*l_266) &= l_223));
            l_222 &= ((&l_222 != (p_45 , &l_128)) && ((uint64_t)(~0xDDL) + (uint64_t)l_223));
        }
        else
        { /* block id: 116 */
            uint32_t l_285 = 0x6F5F2D47L;
            int32_t **l_288[8];
            int32_t *l_289 = &l_257[0];
            int8_t *l_290 = &g_104;
            int i;
            for (i = 0; i < 8; i++)
                l_288[i] = &l_92;
            (*l_92) = (((int64_t)g_109 + (int64_t)((uint16_t)(-(uint16_t)((uint8_t)(((int16_t)(((l_291[2][0] &= ((g_66[6][1] > ((*g_228) = ((uint16_t)(((int8_t)(+(l_223 & l_285)) - (int8_t)(-1L)) > 4L) % (uint16_t)((p_45 & ((((((g_122[0][0] && ((*l_290) &= ((l_289 = ((((uint16_t)((4UL != p_46) >= p_45) >> (uint16_t)l_223) || 0x5E12L) , &g_64)) != &g_64))) < g_64) , g_3) != g_66[3][0]) && g_66[6][1]) & l_223)) , (-1L))))) | l_223)) & 8UL) < p_45) - (int16_t)g_98) < 0xA12FL) % (uint8_t)0xDDL)) << (uint16_t)14)) <= p_46);
            (*l_92) = ((*g_228) = l_292);
            if (g_64)
                goto lbl_293;
        }
lbl_367:
        l_301 = (l_223 = ((int32_t)((((uint16_t)g_175 * (uint16_t)(((((*l_207) = ((g_258 <= ((*l_92) , 0xC7L)) & (g_224 = ((int64_t)(((((0x7F49CFE6L < (g_300 , (p_46 <= ((p_45 >= g_104) , g_104)))) >= (-2L)) == p_45) , 0UL) < (*l_92)) - (int64_t)p_45)))) , l_292) != 0xE4L) > 0x6C29E89ED313F7A6LL)) <= p_46) , l_223) % (int32_t)p_45));
        if (((uint16_t)((uint64_t)(*l_92) + (uint64_t)((l_301 = ((l_223 = (((int8_t)((int16_t)((0xB9182EEBA72B5989LL ^ l_292) < l_223) << (int16_t)(((void*)0 != l_310[0]) | (+l_292))) * (int8_t)((((*l_333) = (((((*l_332) = ((uint16_t)(((uint16_t)((int8_t)((int32_t)((((((int8_t)((uint16_t)(g_127 >= ((g_328 = ((*l_326) = g_324)) == l_331)) + (uint16_t)l_292) >> (int8_t)7) , (*l_92)) >= 0x0EE1L) ^ 0x35AB7BA4L) != g_93) + (int32_t)g_147) * (int8_t)(-9L)) >> (uint16_t)1) != (-1L)) / (uint16_t)g_93)) , l_223) != 7L) != 0xF15EC350L)) , &p_46) == l_190)) , (*l_92))) , (*g_329))) >= 0xCC25L)) * (uint16_t)(*g_325)))
        { /* block id: 136 */
            uint16_t l_342 = 0x4BFCL;
            int32_t l_358[9] = {9L,9L,9L,9L,9L,9L,9L,9L,9L};
            int32_t *l_361 = &g_93;
            int32_t *l_409 = &l_257[0];
            int32_t *l_410 = (void*)0;
            int32_t *l_411[1];
            int i;
            for (i = 0; i < 1; i++)
                l_411[i] = &g_385[0];
            for (g_225 = 0; (g_225 <= 0); g_225 += 1)
            { /* block id: 139 */
                int32_t *l_338 = &l_128;
                int32_t *l_339 = (void*)0;
                int32_t *l_340[6][4] = {{&l_301,&l_301,(void*)0,&l_301},{&l_301,(void*)0,(void*)0,&l_301},{(void*)0,&l_301,(void*)0,(void*)0},{&l_301,&l_301,(void*)0,&l_301},{&l_301,(void*)0,(void*)0,&l_301},{(void*)0,&l_301,(void*)0,(void*)0}};
                uint8_t l_366[1][6][9] = {{{0x29L,1UL,1UL,0x91L,0xB1L,252UL,255UL,0xE3L,0x6DL},{252UL,0x6DL,0xD5L,255UL,1UL,0x91L,255UL,0UL,255UL},{0UL,1UL,0UL,0UL,1UL,0UL,0xA8L,252UL,255UL},{252UL,255UL,0UL,255UL,0x5DL,0xD5L,0UL,0xB1L,0x08L},{255UL,0UL,255UL,252UL,0UL,1UL,0UL,252UL,255UL},{0xB1L,0xB1L,0x6DL,0UL,0UL,255UL,0x29L,0x08L,0xE3L}}};
                int32_t *l_408 = &g_385[7];
                int i, j, k;
                if (((uint32_t)(((l_223 = (0x9553355BCBC91AECLL == (((*l_338) &= (((l_257[g_225] , &p_46) != &p_46) <= l_337)) || (&l_173 == &l_173)))) <= ((~0x4206L) < (((l_342 || (*l_92)) & g_104) , (*l_92)))) > g_330) / (uint32_t)l_343))
                { /* block id: 142 */
                    int32_t *l_359 = &l_358[7];
                    for (p_46 = 0; (p_46 <= 0); p_46 += 1)
                    { /* block id: 145 */
                        uint32_t **l_347 = (void*)0;
                        uint32_t **l_348 = &l_346;
                        int32_t l_357 = 0x93644EE2L;
                        int32_t **l_360[1][8] = {{&l_340[4][3],&l_340[4][3],&l_340[4][3],&l_340[4][3],&l_340[4][3],&l_340[4][3],&l_340[4][3],&l_340[4][3]}};
                        int i, j;
                        (*l_338) = ((&g_2[0] == (void*)0) , (((l_310[0] != ((*l_348) = l_346)) < (((int8_t)(p_46 && (l_358[7] = (((int16_t)(((int32_t)((int16_t)(*g_329) << (int16_t)9) / (int32_t)((((2UL >= (l_357 < ((*l_207) = l_357))) < p_46) <= p_46) & (-5L))) == 0L) >> (int16_t)g_224) <= 0x1FC7L))) % (int8_t)p_45) >= g_98)) & p_45));
                        l_361 = l_359;
                        (*l_359) &= (((((uint8_t)g_147 * (uint8_t)((*l_190) = (((5UL && (0x78L > (l_340[1][0] != &g_258))) != p_45) | ((*l_332) |= 0x6930764D266B7CBALL)))) , 0x09L) ^ (((((((uint8_t)p_45 << (uint8_t)7) , &p_46) == (void*)0) && 0x687EFE50L) && p_46) , l_366[0][3][5])) ^ p_45);
                    }
                }
                else
                { /* block id: 155 */
                    int32_t **l_368 = (void*)0;
                    int32_t **l_369 = (void*)0;
                    int32_t *l_380[7] = {&l_257[0],&l_257[0],&l_257[0],&l_257[0],&l_257[0],&l_257[0],&l_257[0]};
                    int i;
                    if (g_253)
                        goto lbl_367;
                    l_370 = &l_128;
                    for (g_240 = 0; (g_240 <= 0); g_240 += 1)
                    { /* block id: 160 */
                        int8_t l_371 = 0xAAL;
                        int32_t l_372 = (-1L);
                        int32_t l_373 = 0L;
                        --g_377;
                        return p_46;
                    }
                    for (p_46 = 0; (p_46 <= 0); p_46 += 1)
                    { /* block id: 166 */
                        int32_t l_381 = (-10L);
                        int32_t l_382[4][7][2] = {{{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}},{{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}},{{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}},{{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}}};
                        int i, j, k;
                        l_380[3] = &g_64;
                        --l_386[0];
                    }
                }
                for (g_109 = 0; (g_109 >= 0); g_109 -= 1)
                { /* block id: 173 */
                    uint8_t l_389 = 0x2BL;
                    int32_t **l_392 = (void*)0;
                    int32_t **l_393[3][7][2] = {{{&l_340[1][0],&l_361},{&l_361,(void*)0},{&l_361,&l_370},{&l_340[1][0],&l_361},{&l_370,(void*)0},{&l_370,&l_361},{&l_340[1][0],&l_370}},{{&l_361,(void*)0},{&l_361,&l_361},{&l_340[1][0],&l_361},{&l_361,(void*)0},{&l_361,&l_370},{&l_340[1][0],&l_361},{&l_370,(void*)0}},{{&l_370,&l_361},{&l_340[1][0],&l_370},{&l_361,(void*)0},{&l_361,&l_361},{&l_340[1][0],&l_361},{&l_361,(void*)0},{&l_361,&l_370}}};
                    int32_t ***l_399[4][9][3] = {{{&l_392,&l_392,&l_392},{&l_392,&l_393[1][1][1],&l_392},{&l_392,&l_392,&l_392},{(void*)0,&l_392,&l_392},{&l_393[1][1][1],&l_393[1][1][1],&l_392},{&l_393[1][4][0],&l_392,&l_392},{&l_392,&l_392,(void*)0},{&l_393[1][4][0],&l_393[1][1][1],&l_393[1][4][0]},{&l_393[1][1][1],&l_392,(void*)0}},{{(void*)0,(void*)0,&l_392},{&l_392,&l_392,&l_392},{&l_392,&l_393[1][1][1],&l_392},{&l_392,&l_392,&l_392},{(void*)0,&l_392,&l_392},{&l_393[1][1][1],&l_393[1][1][1],&l_392},{&l_393[1][4][0],&l_392,&l_392},{&l_392,&l_392,(void*)0},{&l_392,(void*)0,&l_392}},{{&l_392,&l_392,&l_392},{&l_392,&l_392,&l_393[1][4][0]},{(void*)0,&l_392,&l_392},{&l_393[1][4][0],(void*)0,&l_393[1][1][1]},{(void*)0,&l_393[1][1][1],(void*)0},{&l_392,&l_393[1][4][0],&l_393[1][1][1]},{&l_392,&l_392,&l_392},{&l_392,&l_393[1][4][0],&l_393[1][4][0]},{&l_392,&l_393[1][1][1],&l_392}},{{&l_392,(void*)0,&l_392},{&l_392,&l_392,&l_392},{&l_392,&l_392,&l_393[1][4][0]},{(void*)0,&l_392,&l_392},{&l_393[1][4][0],(void*)0,&l_393[1][1][1]},{(void*)0,&l_393[1][1][1],(void*)0},{&l_392,&l_393[1][4][0],&l_393[1][1][1]},{&l_392,&l_392,&l_392},{&l_392,&l_393[1][4][0],&l_393[1][4][0]}}};
                    int8_t *l_403 = &g_104;
                    int8_t *l_404 = (void*)0;
                    int8_t *l_405 = (void*)0;
                    int8_t *l_406[2];
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_406[i] = &g_376;
                    ++l_389;
                    l_370 = &l_257[g_225];
                    g_407[3][0][1] = (g_228 = (((*l_370) = (p_45 != (((int16_t)(l_396 | ((int8_t)((*l_403) = ((((l_400 = &l_361) != &l_92) && ((uint16_t)(g_104 | ((*l_361) = ((-3L) <= (&g_374[5][1] != (void*)0)))) / (uint16_t)(**g_324))) & g_104)) >> (int8_t)p_46)) - (int16_t)5UL) & p_46))) , &g_93));
                }
                (*l_400) = l_408;
                return (*g_325);
            }
            l_412--;
        }
        else
        { /* block id: 187 */
            uint64_t l_433 = 0xB22B9342A3F1A3C8LL;
            const uint32_t l_456 = 0x38E1ECC7L;
            int32_t l_486 = 0x155C8668L;
            int32_t l_572 = (-1L);
            int32_t l_573 = 0x198F301BL;
            int32_t l_578 = (-8L);
            int32_t l_582 = 1L;
            int32_t l_583 = 0xE7AB1FD4L;
            int32_t l_584 = 1L;
            int32_t l_585 = (-9L);
            int32_t l_587 = 0x079186D1L;
            if (p_45)
            { /* block id: 188 */
                int32_t *l_415 = &g_64;
                int32_t *l_416 = (void*)0;
                int32_t *l_417 = &l_257[0];
                int32_t *l_418 = &l_223;
                int32_t *l_419 = &l_128;
                int32_t l_420 = 1L;
                int32_t *l_421 = &l_420;
                int32_t *l_422 = &g_385[6];
                int32_t *l_423 = &g_385[0];
                int32_t *l_424 = &l_257[0];
                int32_t *l_425 = (void*)0;
                int32_t *l_426 = &l_301;
                int32_t l_427 = 0x714EEDF3L;
                int32_t *l_428 = (void*)0;
                int32_t *l_429 = &l_301;
                int32_t *l_430 = &g_64;
                int32_t l_431 = 0x3868164DL;
                int32_t *l_432 = &l_301;
                int32_t l_482 = 0x0FC9B504L;
                uint32_t l_483 = 1UL;
                l_433--;
                for (l_396 = 3; (l_396 >= 0); l_396 -= 1)
                { /* block id: 192 */
                    int32_t ***l_457 = &l_400;
                    const int64_t ***l_492 = &l_490[4];
                    const int64_t **l_494 = &l_491;
                    const int64_t ***l_493 = &l_494;
                    for (l_267 = 0; (l_267 <= 6); l_267 += 1)
                    { /* block id: 195 */
                        int i, j;
                        (*l_370) ^= ((0x4FDA9CD144D20F8ELL | ((int64_t)(0xCD75L & ((int16_t)(g_66[(l_396 + 4)][l_396] > g_2[1]) >> (int16_t)(!((*l_333) |= (g_374[l_267][(l_396 + 1)] &= ((int32_t)((uint8_t)((((~(-(int32_t)(((((uint8_t)((uint32_t)((g_240 ^ (l_451 != (((int16_t)(p_46 != ((int32_t)((*l_326) != &g_325) - (int32_t)l_456)) + (int16_t)0xCC88L) , l_457))) < (***l_457)) % (uint32_t)0xF035A706L) * (uint8_t)0x22L) == g_383) & 2L) > 0x78304BA9L))) & (**g_328)) < p_46) >= 0x9C9BL) >> (uint8_t)g_122[0][0]) % (int32_t)0xC4B39CB5L)))))) - (int64_t)p_45)) != p_46);
                        (**l_451) = (**l_451);
                    }
                    if (((uint16_t)((uint32_t)g_47 % (uint32_t)((*l_423) = ((int16_t)((p_45 , (((int16_t)((uint32_t)(((uint16_t)((~(**l_400)) , (l_433 == ((((uint64_t)(((((*g_329) ^= ((int64_t)(((uint8_t)(((**l_400) <= (((*l_346) = ((g_385[3] , ((uint32_t)1UL / (uint32_t)((0xAC69L | (+((int8_t)(p_46 != l_482) >> (int8_t)(*l_422)))) ^ p_45))) ^ l_483)) >= (***l_451))) , 0UL) / (uint8_t)g_93) != (*l_370)) + (int64_t)g_147)) >= (**g_324)) , (*l_92)) , g_240) + (uint64_t)g_127) , 0x2278L) == p_46))) << (uint16_t)g_122[0][0]) >= (***l_451)) + (uint32_t)(*l_92)) << (int16_t)p_45) < (**l_400))) && 0xEE623DF4E2175B5ELL) << (int16_t)g_47))) / (uint16_t)0x7399L))
                    { /* block id: 204 */
                        uint64_t **l_484 = &l_156;
                        (*l_422) &= (((*l_484) = &l_386[0]) != &g_66[6][1]);
                    }
                    else
                    { /* block id: 207 */
                        int16_t l_485[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_485[i] = 0x85EEL;
                        (*l_400) = (l_456 , &g_385[6]);
                        if ((***l_457))
                            continue;
                        if (p_45)
                            continue;
                        if (l_485[0])
                            break;
                    }
                    --l_487[1];
                    (*l_493) = ((*l_492) = l_490[4]);
                    for (l_177 = 0; (l_177 <= 0); l_177 += 1)
                    { /* block id: 218 */
                        int i;
                        (*l_418) = l_386[l_177];
                        if (l_386[(l_177 + 1)])
                            continue;
                    }
                }
            }
            else
            { /* block id: 223 */
                int32_t l_495 = 0L;
                uint64_t l_496 = 0x294CD86EC7745660LL;
                uint8_t *l_551 = &g_122[0][0];
                const int16_t *l_562 = &g_375;
                int32_t l_575 = 0xF3743422L;
                int32_t l_576 = 0x0B358B7AL;
                int32_t l_577 = 0x658B9C77L;
                int32_t l_579 = 0xAFABD3AEL;
                int32_t l_580[6] = {0L,0L,0L,0L,0L,0L};
                int16_t l_586[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                int i;
                if (((l_495 = p_46) && l_496))
                { /* block id: 225 */
                    for (g_127 = 11; (g_127 > (-12)); --g_127)
                    { /* block id: 228 */
                        const int64_t ***l_504 = &g_502[1];
                        uint16_t *l_507 = &l_412;
                        int64_t ****l_521 = (void*)0;
                        int64_t ****l_522 = &g_520;
                        if (l_499[0][2][2])
                            break;
                        l_486 = ((int16_t)(((*l_504) = g_502[1]) == &g_503[2]) * (int16_t)(0xF295BE7593958FEELL != ((((*l_507) &= ((uint8_t)0x42L << (uint8_t)2)) , ((int16_t)0x0AD7L >> (int16_t)(!((((int64_t)((l_513 == (((l_515 ^ (g_516 != ((*l_522) = g_520))) || 1L) , g_523)) || 0x437AL) / (int64_t)p_45) , &l_346) == (void*)0)))) , p_46)));
                        (*l_370) &= (+(+p_45));
                        if (l_396)
                            goto lbl_367;
                    }
                }
                else
                { /* block id: 237 */
                    uint8_t l_537[1][1][7];
                    uint8_t **l_549 = &l_191;
                    uint8_t **l_550 = &l_190;
                    int32_t ***l_563 = &l_400;
                    int32_t l_574 = 0x9F3337E6L;
                    int32_t l_581[8][10] = {{(-1L),7L,(-1L),0xA30BF9F1L,(-1L),(-1L),(-3L),0L,(-3L),(-1L)},{(-1L),(-3L),0L,(-3L),(-1L),(-1L),0xA30BF9F1L,(-1L),7L,(-1L)},{(-3L),1L,(-1L),2L,(-1L),(-3L),(-2L),(-2L),0x2CBD28BFL,(-1L)},{0xD85BB90AL,2L,8L,0x050EAE0AL,(-1L),0L,(-3L),(-3L),0L,(-1L)},{(-2L),0xAC22EEDDL,0xAC22EEDDL,(-2L),(-1L),(-2L),(-1L),(-1L),0xA30BF9F1L,(-3L)},{(-1L),(-1L),(-3L),(-10L),(-3L),4L,0xAC22EEDDL,(-1L),0xA30BF9F1L,0xD85BB90AL},{0xAC22EEDDL,0x3F74EFF4L,(-1L),(-2L),0L,0x2CBD28BFL,(-1L),0x2CBD28BFL,0L,(-2L)},{7L,0xE77A634DL,7L,0x050EAE0AL,(-2L),1L,0x58B57DF5L,(-10L),0x2CBD28BFL,(-1L)}};
                    uint8_t l_588[8][1] = {{1UL},{1UL},{0x2CL},{1UL},{1UL},{0x2CL},{1UL},{1UL}};
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 7; k++)
                                l_537[i][j][k] = 1UL;
                        }
                    }
                    for (p_46 = 0; (p_46 != 51); ++p_46)
                    { /* block id: 240 */
                        const int32_t l_536 = 8L;
                        uint32_t l_548 = 0x7AC6931BL;
                        (*l_370) = (((uint16_t)(((void*)0 != (*g_324)) > (*g_329)) - (uint16_t)p_46) , ((int8_t)(((int32_t)(0x1569356AF1BCC05CLL | ((uint8_t)l_536 << (uint8_t)l_537[0][0][1])) % (int32_t)(((int8_t)(g_47 , ((int64_t)(((int64_t)((*l_332) &= ((((int16_t)((((int16_t)(g_66[4][2] < 0UL) / (int16_t)g_374[5][1]) ^ 0x62DA2580L) != 0x6AL) % (int16_t)p_46) ^ g_240) , l_548)) + (int64_t)0x692D28F029C42437LL) , l_433) - (int64_t)l_537[0][0][3])) << (int8_t)0) , p_45)) == (***l_451)) >> (int8_t)5));
                    }
                    (*l_370) = ((**g_328) != p_46);
                    if (((((0xC2L | ((l_551 = ((*l_550) = ((*l_549) = &g_122[0][1]))) == &g_122[0][0])) , (((*l_346) ^= g_104) < ((int8_t)((int32_t)((uint32_t)((g_2[2] | (***l_451)) < ((((*l_332) = ((uint64_t)(((l_562 == (*g_324)) > ((void*)0 != l_563)) , p_45) % (uint64_t)g_127)) , p_45) , 0xD9D1AF45L)) - (uint32_t)(***l_563)) - (int32_t)0x7843D38DL) + (int8_t)g_104))) || 4294967293UL) > g_330))
                    { /* block id: 250 */
                        int32_t *l_564 = &l_128;
                        g_407[1][0][2] = l_564;
                    }
                    else
                    { /* block id: 252 */
                        int32_t *l_565 = &g_64;
                        int32_t *l_566 = &l_486;
                        int32_t *l_567 = &g_385[6];
                        int32_t *l_568 = (void*)0;
                        int32_t *l_569 = &l_257[0];
                        int32_t *l_570 = &l_257[0];
                        int32_t *l_571[3][2][9] = {{{(void*)0,(void*)0,&l_257[0],&l_257[0],(void*)0,(void*)0,&l_257[0],&l_257[0],(void*)0},{&g_93,&l_223,&g_93,&l_223,&g_93,&l_223,&g_93,&l_223,&g_93}},{{(void*)0,&l_257[0],&l_257[0],(void*)0,(void*)0,&l_257[0],&l_257[0],(void*)0,(void*)0},{(void*)0,&l_223,(void*)0,&l_223,(void*)0,&l_223,(void*)0,&l_223,(void*)0}},{{(void*)0,(void*)0,&l_257[0],&l_257[0],(void*)0,(void*)0,&l_257[0],&l_257[0],(void*)0},{&g_93,&l_223,&g_93,&l_223,&g_93,&l_223,&g_93,&l_223,&g_93}}};
                        uint16_t *l_596[9][6][2] = {{{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]}},{{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0}},{{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0}},{{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]}},{{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412}},{{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]}},{{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0}},{{&g_2[2],(void*)0},{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0}},{{&g_2[0],&g_2[2]},{&l_412,&l_412},{&l_412,&g_2[2]},{&g_2[0],(void*)0},{&g_2[2],(void*)0},{&g_2[0],&g_2[2]}}};
                        int i, j, k;
                        l_588[1][0]++;
                        --l_591;
                        (*l_566) &= p_45;
                        (*l_567) = ((((uint16_t)(l_486 = (*l_92)) >> (uint16_t)((uint16_t)0UL << (uint16_t)((int8_t)p_45 * (int8_t)((int16_t)l_583 / (int16_t)((uint8_t)((int8_t)(p_46 != (0L >= g_109)) << (int8_t)0) * (uint8_t)(((**l_550) = (p_46 && ((int8_t)(*l_370) << (int8_t)g_66[1][0]))) ^ g_109)))))) ^ g_47) < p_46);
                    }
                }
            }
        }
    }
    else
    { /* block id: 263 */
        int32_t *l_609 = &l_257[0];
        int32_t l_610 = 3L;
        int32_t *l_611 = (void*)0;
        int32_t *l_612 = (void*)0;
        int32_t *l_613 = (void*)0;
        int32_t *l_614 = &l_257[0];
        int32_t *l_615 = &g_64;
        int32_t *l_616 = &g_385[0];
        int32_t *l_617[3];
        int i;
        for (i = 0; i < 3; i++)
            l_617[i] = (void*)0;
        --l_618[1];
    }
    ++l_631;
    return p_46;
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
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_66[i][j], "g_66[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_122[i][j], "g_122[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_127, "g_127", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    transparent_crc(g_224, "g_224", print_hash_value);
    transparent_crc(g_225, "g_225", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_253, "g_253", print_hash_value);
    transparent_crc(g_258, "g_258", print_hash_value);
    transparent_crc(g_300, "g_300", print_hash_value);
    transparent_crc(g_330, "g_330", print_hash_value);
    transparent_crc(g_334, "g_334", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_374[i][j], "g_374[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_375, "g_375", print_hash_value);
    transparent_crc(g_376, "g_376", print_hash_value);
    transparent_crc(g_377, "g_377", print_hash_value);
    transparent_crc(g_383, "g_383", print_hash_value);
    transparent_crc(g_384, "g_384", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_385[i], "g_385[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_519, "g_519", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_700[i], "g_700[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_823, "g_823", print_hash_value);
    transparent_crc(g_938, "g_938", print_hash_value);
    transparent_crc(g_1109, "g_1109", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_1213[i][j][k], "g_1213[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_1381[i][j][k], "g_1381[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1400, "g_1400", print_hash_value);
    transparent_crc(g_1646, "g_1646", print_hash_value);
    transparent_crc(g_1659, "g_1659", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1716[i][j][k], "g_1716[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1974, "g_1974", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2035[i], "g_2035[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2096, "g_2096", print_hash_value);
    transparent_crc(g_2124, "g_2124", print_hash_value);
    transparent_crc(g_2235, "g_2235", print_hash_value);
    transparent_crc(g_2262, "g_2262", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 576
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

XXX max expression depth: 38
breakdown:
   depth: 1, occurrence: 314
   depth: 2, occurrence: 60
   depth: 3, occurrence: 6
   depth: 4, occurrence: 4
   depth: 5, occurrence: 2
   depth: 6, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 2
   depth: 11, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 16, occurrence: 4
   depth: 18, occurrence: 2
   depth: 19, occurrence: 1
   depth: 20, occurrence: 5
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 23, occurrence: 1
   depth: 24, occurrence: 6
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1
   depth: 27, occurrence: 4
   depth: 28, occurrence: 2
   depth: 29, occurrence: 2
   depth: 30, occurrence: 1
   depth: 32, occurrence: 2
   depth: 33, occurrence: 2
   depth: 34, occurrence: 1
   depth: 35, occurrence: 2
   depth: 36, occurrence: 2
   depth: 37, occurrence: 1
   depth: 38, occurrence: 2

XXX total number of pointers: 460

XXX times a variable address is taken: 1010
XXX times a pointer is dereferenced on RHS: 223
breakdown:
   depth: 1, occurrence: 150
   depth: 2, occurrence: 63
   depth: 3, occurrence: 10
XXX times a pointer is dereferenced on LHS: 299
breakdown:
   depth: 1, occurrence: 263
   depth: 2, occurrence: 35
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 36
XXX times a pointer is compared with address of another variable: 9
XXX times a pointer is compared with another pointer: 16
XXX times a pointer is qualified to be dereferenced: 8332

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 871
   level: 2, occurrence: 260
   level: 3, occurrence: 49
   level: 4, occurrence: 52
   level: 5, occurrence: 2
XXX number of pointers point to pointers: 188
XXX number of pointers point to scalars: 272
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 26.3
XXX average alias set size: 1.37

XXX times a non-volatile is read: 1754
XXX times a non-volatile is write: 895
XXX times a volatile is read: 52
XXX    times read thru a pointer: 18
XXX times a volatile is write: 18
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 1.3e+03
XXX percentage of non-volatile access: 97.4

XXX forward jumps: 1
XXX backward jumps: 9

XXX stmts: 284
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 19
   depth: 1, occurrence: 19
   depth: 2, occurrence: 23
   depth: 3, occurrence: 39
   depth: 4, occurrence: 75
   depth: 5, occurrence: 109

XXX percentage a fresh-made variable is used: 15.2
XXX percentage an existing variable is used: 84.8
********************* end of statistics **********************/

