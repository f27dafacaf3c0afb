/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 105 --no-safe-math --max-funcs 8
 * Seed:      105
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
   volatile unsigned f0 : 19;
   volatile int32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0x5A136951L;
static volatile uint16_t g_9 = 1UL;/* VOLATILE GLOBAL g_9 */
static uint64_t g_19 = 0xF0DDD9CD4431FADALL;
static int64_t g_41[10] = {0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL,0xA3FDA37B187B35F1LL};
static int32_t *g_45 = &g_3;
static int32_t **g_44 = &g_45;
static int32_t ***g_43 = &g_44;
static int8_t g_80 = (-7L);
static int64_t g_85 = (-10L);
static int32_t g_88 = 0x669D5996L;
static int32_t g_95[10] = {0xFBCC8317L,0xE0633472L,2L,2L,0xE0633472L,0xFBCC8317L,0xE0633472L,2L,2L,0xE0633472L};
static uint32_t g_96 = 7UL;
static uint16_t g_112 = 0UL;
static uint16_t g_114 = 65534UL;
static int16_t g_119 = 0x9067L;
static uint8_t g_138[10][7][2] = {{{255UL,0x17L},{0x8FL,255UL},{0UL,1UL},{1UL,252UL},{0x8FL,0x16L},{252UL,0x16L},{0x8FL,252UL}},{{1UL,1UL},{0UL,255UL},{0x8FL,0x17L},{255UL,0x16L},{0xEBL,255UL},{1UL,0UL},{252UL,0xEBL}},{{9UL,0UL},{0xEBL,7UL},{5UL,0xEBL},{0x66L,252UL},{252UL,1UL},{5UL,0UL},{1UL,0UL}},{{5UL,1UL},{252UL,252UL},{0x66L,0xEBL},{5UL,7UL},{0xEBL,0UL},{9UL,0xEBL},{252UL,0x66L}},{{252UL,0xEBL},{9UL,0UL},{0xEBL,7UL},{5UL,0xEBL},{0x66L,252UL},{252UL,1UL},{5UL,0UL}},{{1UL,0UL},{5UL,1UL},{252UL,252UL},{0x66L,0xEBL},{5UL,7UL},{0xEBL,0UL},{9UL,0xEBL}},{{252UL,0x66L},{252UL,0xEBL},{9UL,0UL},{0xEBL,7UL},{5UL,0xEBL},{0x66L,252UL},{252UL,1UL}},{{5UL,0UL},{1UL,0UL},{5UL,1UL},{252UL,252UL},{0x66L,0xEBL},{5UL,7UL},{0xEBL,0UL}},{{9UL,0xEBL},{252UL,0x66L},{252UL,0xEBL},{9UL,0UL},{0xEBL,7UL},{5UL,0xEBL},{0x66L,252UL}},{{252UL,1UL},{5UL,0UL},{1UL,0UL},{5UL,1UL},{252UL,252UL},{0x66L,0xEBL},{5UL,7UL}}};
static int32_t g_148 = 0x39463529L;
static int8_t g_176 = 0x8FL;
static volatile union U0 g_190 = {0x2F573554L};/* VOLATILE GLOBAL g_190 */
static volatile union U0 g_191 = {0x4353AD90L};/* VOLATILE GLOBAL g_191 */
static volatile union U0 g_192 = {0xA85E0716L};/* VOLATILE GLOBAL g_192 */
static volatile union U0 g_193 = {0xD0E2BE1CL};/* VOLATILE GLOBAL g_193 */
static volatile union U0 g_194 = {0x54393810L};/* VOLATILE GLOBAL g_194 */
static volatile union U0 g_195 = {0x3517DEDCL};/* VOLATILE GLOBAL g_195 */
static volatile union U0 *g_189[2][3][8] = {{{&g_192,&g_192,&g_190,&g_192,&g_192,&g_190,&g_192,&g_192},{&g_194,&g_192,&g_194,&g_194,&g_192,&g_194,&g_194,&g_192},{&g_192,&g_194,&g_194,&g_192,&g_194,&g_194,&g_192,&g_194}},{{&g_192,&g_192,&g_190,&g_192,&g_192,&g_190,&g_192,&g_192},{&g_194,&g_192,&g_194,&g_194,&g_192,&g_194,&g_194,&g_192},{&g_192,&g_194,&g_194,&g_192,&g_194,&g_194,&g_192,&g_194}}};
static uint8_t g_248 = 0x77L;
static int32_t g_281[2][8] = {{(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)},{(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)}};
static int64_t *g_314[2][7] = {{&g_85,&g_85,&g_41[2],(void*)0,&g_41[2],&g_85,&g_85},{&g_85,&g_41[2],(void*)0,&g_41[2],&g_85,&g_85,(void*)0}};
static int64_t **g_313[8][7][4] = {{{&g_314[1][5],&g_314[1][5],&g_314[1][4],&g_314[1][5]},{&g_314[1][5],&g_314[0][6],(void*)0,&g_314[1][1]},{(void*)0,(void*)0,(void*)0,&g_314[0][6]},{&g_314[1][5],&g_314[1][1],&g_314[0][6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_314[1][1]},{&g_314[0][6],&g_314[1][5],(void*)0,&g_314[0][6]},{(void*)0,&g_314[1][5],&g_314[0][6],&g_314[0][6]}},{{&g_314[1][5],(void*)0,(void*)0,&g_314[1][5]},{(void*)0,&g_314[1][5],(void*)0,&g_314[0][6]},{&g_314[1][5],(void*)0,&g_314[1][4],(void*)0},{&g_314[1][5],&g_314[0][6],&g_314[0][6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_314[0][6]},{&g_314[1][1],&g_314[1][5],&g_314[0][5],&g_314[1][5]},{(void*)0,(void*)0,&g_314[0][6],&g_314[0][6]}},{{&g_314[0][6],&g_314[1][5],(void*)0,&g_314[0][6]},{&g_314[1][5],&g_314[1][5],&g_314[1][5],&g_314[1][1]},{&g_314[1][5],(void*)0,(void*)0,(void*)0},{&g_314[0][6],&g_314[1][1],&g_314[0][6],&g_314[0][6]},{(void*)0,(void*)0,&g_314[0][5],&g_314[1][1]},{&g_314[1][1],&g_314[0][6],(void*)0,&g_314[1][5]},{(void*)0,&g_314[1][5],&g_314[0][6],(void*)0}},{{&g_314[1][5],&g_314[1][5],&g_314[1][4],&g_314[1][5]},{&g_314[1][5],&g_314[0][6],(void*)0,&g_314[1][1]},{(void*)0,(void*)0,(void*)0,&g_314[0][6]},{&g_314[1][5],&g_314[1][1],&g_314[0][6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_314[1][1]},{&g_314[0][6],&g_314[1][5],(void*)0,&g_314[0][6]},{(void*)0,&g_314[1][5],&g_314[0][6],&g_314[0][6]}},{{&g_314[1][5],(void*)0,(void*)0,&g_314[1][5]},{(void*)0,&g_314[1][5],(void*)0,&g_314[0][6]},{&g_314[1][5],(void*)0,&g_314[1][4],(void*)0},{&g_314[1][5],&g_314[0][6],&g_314[0][6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_314[0][6]},{&g_314[1][1],&g_314[1][5],&g_314[0][5],&g_314[1][5]},{(void*)0,(void*)0,&g_314[0][6],&g_314[0][6]}},{{&g_314[0][6],&g_314[1][5],(void*)0,&g_314[0][6]},{&g_314[1][5],&g_314[1][5],&g_314[1][5],&g_314[1][1]},{&g_314[1][5],(void*)0,(void*)0,(void*)0},{&g_314[0][6],&g_314[1][1],&g_314[0][6],&g_314[0][6]},{(void*)0,(void*)0,&g_314[0][5],&g_314[1][1]},{&g_314[1][1],&g_314[0][6],(void*)0,&g_314[1][5]},{(void*)0,&g_314[1][5],&g_314[0][6],(void*)0}},{{&g_314[1][5],&g_314[1][5],&g_314[1][4],&g_314[1][5]},{&g_314[1][5],&g_314[0][6],(void*)0,&g_314[1][1]},{(void*)0,(void*)0,(void*)0,&g_314[0][6]},{&g_314[1][5],&g_314[1][1],&g_314[0][6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_314[1][1]},{&g_314[0][6],(void*)0,&g_314[1][5],&g_314[1][4]},{&g_314[0][6],&g_314[0][6],&g_314[0][6],(void*)0}},{{(void*)0,&g_314[0][5],&g_314[0][5],(void*)0},{&g_314[0][5],(void*)0,&g_314[0][6],&g_314[0][6]},{&g_314[0][6],&g_314[0][6],&g_314[1][1],(void*)0},{(void*)0,&g_314[0][6],&g_314[0][5],(void*)0},{&g_314[0][6],&g_314[0][6],&g_314[1][5],&g_314[0][6]},{&g_314[0][6],(void*)0,(void*)0,(void*)0},{&g_314[0][6],&g_314[0][5],&g_314[0][5],(void*)0}}};
static uint64_t g_368 = 0x7A685396C799F650LL;
static uint16_t * const  volatile *g_408 = (void*)0;
static volatile int16_t * volatile g_423 = (void*)0;/* VOLATILE GLOBAL g_423 */
static volatile int16_t * volatile *g_422 = &g_423;
static uint32_t g_483 = 4294967291UL;
static int16_t g_515 = 1L;
static uint8_t g_555 = 0UL;
static int64_t g_558 = (-6L);
static int32_t g_559 = 0x3E8A594EL;
static volatile uint32_t *g_575 = (void*)0;
static volatile uint32_t **g_574 = &g_575;
static union U0 g_1021 = {0x51FCCAE4L};/* VOLATILE GLOBAL g_1021 */
static volatile union U0 **g_1023 = (void*)0;
static volatile union U0 ***g_1022 = &g_1023;
static uint32_t g_1024 = 1UL;
static union U0 g_1036 = {0xEC3BE55EL};/* VOLATILE GLOBAL g_1036 */
static uint32_t *g_1042 = &g_483;
static uint32_t **g_1041[8][4] = {{&g_1042,&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042,&g_1042},{&g_1042,(void*)0,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042,(void*)0},{&g_1042,&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042,(void*)0}};
static uint32_t ***g_1040 = &g_1041[5][1];
static uint8_t g_1069 = 1UL;
static volatile uint32_t ***g_1076 = &g_574;
static const int32_t g_1257 = (-7L);
static int8_t g_1338 = 7L;
static volatile union U0 g_1366 = {0x5FFB555CL};/* VOLATILE GLOBAL g_1366 */
static union U0 g_1386[3] = {{0x901F5EAAL},{0x901F5EAAL},{0x901F5EAAL}};
static union U0 g_1395 = {0x46282240L};/* VOLATILE GLOBAL g_1395 */
static volatile union U0 g_1478 = {4294967286UL};/* VOLATILE GLOBAL g_1478 */
static const int16_t g_1486[2][5][4] = {{{0x4B4DL,3L,(-6L),8L},{(-2L),3L,(-7L),0x4B4DL},{3L,9L,3L,9L},{0L,(-6L),0xF2EEL,(-6L)},{3L,0x3AE4L,(-10L),0x4C02L}},{{(-6L),(-10L),3L,0xF2EEL},{(-6L),0x6620L,(-10L),(-6L)},{3L,0xF2EEL,0xF2EEL,3L},{0L,0x4B4DL,3L,0x4949L},{3L,(-6L),(-7L),0L}}};
static const int16_t *g_1485 = &g_1486[0][3][3];
static union U0 **g_1516 = (void*)0;
static union U0 ***g_1515 = &g_1516;
static volatile union U0 g_1534 = {4294967295UL};/* VOLATILE GLOBAL g_1534 */
static const uint32_t *** volatile g_1549 = (void*)0;/* VOLATILE GLOBAL g_1549 */
static volatile union U0 g_1593 = {0x934B31DAL};/* VOLATILE GLOBAL g_1593 */
static int64_t g_1636 = 0xE5DB123014289BE6LL;
static union U0 ****g_1641 = &g_1515;
static const volatile union U0 g_1664 = {0x391AB75BL};/* VOLATILE GLOBAL g_1664 */
static volatile int32_t g_1802 = 0x7111846CL;/* VOLATILE GLOBAL g_1802 */
static int64_t ***g_1843 = &g_313[7][4][1];
static int8_t g_1883 = 0x86L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int8_t  func_22(int32_t * p_23, int32_t * p_24);
static int32_t * func_25(uint8_t  p_26);
static int32_t * func_30(uint64_t * p_31, int32_t ** p_32);
static int32_t ** func_33(uint8_t  p_34, uint64_t * p_35, int32_t *** p_36);
static const uint8_t  func_53(int32_t ** p_54, int32_t ** p_55, uint8_t  p_56, int64_t * p_57, const uint8_t  p_58);
static uint32_t  func_59(int32_t ** p_60, int8_t  p_61, uint16_t  p_62, int32_t ** const  p_63);
static int32_t ** func_64(uint64_t * p_65, int32_t ** p_66, const int32_t * p_67, int32_t * p_68);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_19 g_3 g_43 g_41 g_45 g_85 g_44 g_96 g_88 g_95 g_138 g_148 g_119 g_80 g_189 g_176 g_114 g_248 g_112 g_281 g_1024 g_483 g_1069 g_555 g_515 g_368 g_558 g_1022 g_1023 g_1338 g_1042 g_574 g_575 g_559 g_1366 g_194.f0 g_1386 g_422 g_195.f0 g_1485 g_1486 g_314 g_1636 g_193.f0 g_1802 g_1257 g_192.f0 g_1366.f0 g_1534.f0 g_1021.f0
 * writes: g_9 g_19 g_41 g_85 g_96 g_88 g_112 g_114 g_119 g_95 g_138 g_189 g_176 g_281 g_80 g_148 g_1024 g_483 g_1076 g_555 g_515 g_45 g_558 g_368 g_3 g_1338 g_1636 g_44 g_1843
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    int32_t *l_4 = (void*)0;
    int32_t *l_5 = (void*)0;
    int32_t *l_6 = &g_3;
    int32_t *l_7 = &g_3;
    int32_t *l_8[7];
    uint64_t *l_18[6];
    int64_t *l_40 = &g_41[2];
    uint64_t *l_42 = &g_19;
    int8_t *l_1408 = &g_1338;
    int32_t l_1419[1][9] = {{(-7L),(-10L),(-7L),(-10L),(-7L),(-10L),(-7L),(-10L),(-7L)}};
    uint16_t l_1420 = 0UL;
    int16_t *l_1501 = &g_515;
    uint64_t l_1502 = 0x4A40B4279777FBAELL;
    union U0 ***l_1518 = (void*)0;
    const uint32_t l_1521 = 0x352266E7L;
    uint32_t l_1539[7][5] = {{0x6DB19257L,0x0D907936L,0x6DB19257L,0x6DB19257L,0x0D907936L},{0xE42BB610L,18446744073709551607UL,18446744073709551607UL,0xE42BB610L,18446744073709551607UL},{0x0D907936L,0x0D907936L,18446744073709551608UL,0x0D907936L,0x0D907936L},{18446744073709551607UL,0xE42BB610L,18446744073709551607UL,18446744073709551607UL,0xE42BB610L},{0x0D907936L,0x6DB19257L,0x6DB19257L,0x0D907936L,0x6DB19257L},{0xE42BB610L,0xE42BB610L,0x74BF5020L,0xE42BB610L,0xE42BB610L},{0x6DB19257L,0x0D907936L,0x6DB19257L,0x6DB19257L,0x0D907936L}};
    const uint32_t **l_1548 = (void*)0;
    int32_t *l_1551 = (void*)0;
    int64_t l_1573 = 7L;
    union U0 *** const l_1578[7][10] = {{&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,(void*)0},{&g_1516,&g_1516,&g_1516,(void*)0,&g_1516,(void*)0,&g_1516,&g_1516,&g_1516,&g_1516},{&g_1516,&g_1516,&g_1516,&g_1516,(void*)0,(void*)0,&g_1516,&g_1516,&g_1516,&g_1516},{&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516},{&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,(void*)0,&g_1516,(void*)0,&g_1516,&g_1516},{&g_1516,(void*)0,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516},{&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516,&g_1516}};
    uint16_t l_1645 = 0x248BL;
    int64_t l_1665 = 0x1265CA8B8DC76AF2LL;
    int32_t l_1683 = 0xBF34725CL;
    uint64_t l_1709 = 0x5BB3A2E8EFEADA80LL;
    int16_t l_1719 = 1L;
    uint8_t l_1729[6] = {0x63L,9UL,0x63L,0x63L,9UL,0x63L};
    uint32_t l_1732 = 18446744073709551615UL;
    int64_t ***l_1750 = &g_313[1][2][0];
    uint8_t *l_1758 = &g_1069;
    uint64_t l_1841[10][8] = {{9UL,0x020ED8680BC0F4ADLL,0x9C74556B26642C14LL,18446744073709551615UL,2UL,0UL,18446744073709551615UL,0x63C256802F15AF2ELL},{0x62C91393CC3D5F4CLL,18446744073709551614UL,0x9E7B6DB1B9091F5BLL,0x301708EEEAA49BA1LL,0UL,0x22390D35B20C52E4LL,1UL,0x22390D35B20C52E4LL},{18446744073709551615UL,0x63C256802F15AF2ELL,18446744073709551607UL,0x63C256802F15AF2ELL,18446744073709551615UL,2UL,0x62C91393CC3D5F4CLL,1UL},{0x9C74556B26642C14LL,2UL,4UL,2UL,0x301708EEEAA49BA1LL,4UL,0UL,0x63C256802F15AF2ELL},{0x020ED8680BC0F4ADLL,0x1F9A384AEDF0948ALL,4UL,0x34778EC6CF6EF253LL,18446744073709551614UL,9UL,0x62C91393CC3D5F4CLL,18446744073709551615UL},{0x301708EEEAA49BA1LL,18446744073709551615UL,18446744073709551607UL,1UL,0x34778EC6CF6EF253LL,0xD445886B946D0450LL,1UL,1UL},{4UL,0x0CA8859BD2D138C3LL,0x9E7B6DB1B9091F5BLL,0x9E7B6DB1B9091F5BLL,0x0CA8859BD2D138C3LL,4UL,18446744073709551615UL,0x62C91393CC3D5F4CLL},{1UL,0UL,0x9C74556B26642C14LL,0x0CA8859BD2D138C3LL,18446744073709551615UL,0x1F9A384AEDF0948ALL,0x63C256802F15AF2ELL,0UL},{0x301708EEEAA49BA1LL,0x63C256802F15AF2ELL,0xD445886B946D0450LL,0x0CA8859BD2D138C3LL,0x62C91393CC3D5F4CLL,0x7BFFDD0BF5814A80LL,1UL,0x62C91393CC3D5F4CLL},{0x9E7B6DB1B9091F5BLL,0x62C91393CC3D5F4CLL,18446744073709551614UL,0x9E7B6DB1B9091F5BLL,0x301708EEEAA49BA1LL,0UL,0x22390D35B20C52E4LL,1UL}};
    const uint16_t l_1857 = 0x4B2BL;
    int16_t l_1875[1][6] = {{0x502BL,0x1449L,0x1449L,0x502BL,0x1449L,0x1449L}};
    int32_t l_1878[7];
    int64_t l_1879 = 5L;
    uint64_t l_1890 = 0xE6B3528CCCEA0A96LL;
    int i, j;
    for (i = 0; i < 7; i++)
        l_8[i] = &g_3;
    for (i = 0; i < 6; i++)
        l_18[i] = &g_19;
    for (i = 0; i < 7; i++)
        l_1878[i] = 0x927FEBAAL;
    --g_9;
    if (((int8_t)((int8_t)((*l_1408) = ((int8_t)((g_19--) , func_22(((0xC2L == g_9) , func_25(g_3)), func_30(&g_19, func_33((((~g_19) || (((*l_7) && (((*l_40) = ((uint64_t)g_3 % (uint64_t)g_3)) != g_3)) , g_3)) >= g_3), l_42, g_43)))) * (int8_t)g_248)) / (int8_t)0xF0L) * (int8_t)0x66L))
    { /* block id: 582 */
        int16_t l_1412 = 0x1E8CL;
        int32_t l_1414 = 0x975A7242L;
        int32_t l_1417 = (-1L);
        union U0 *l_1488 = &g_1395;
        int16_t l_1541 = 0xFADBL;
        uint32_t l_1545 = 1UL;
        int32_t *l_1552 = (void*)0;
        uint8_t *l_1583[3];
        int8_t l_1635 = 0xB9L;
        uint16_t l_1695[7][3][6] = {{{2UL,0x9A7FL,0xDDD4L,0xDDD4L,0x9A7FL,2UL},{8UL,0xFD13L,0xFC9AL,65535UL,0xDDD4L,0xDAF4L},{0x03A6L,0xC9ADL,0xDC67L,0xB938L,65535UL,0x69D8L}},{{0x03A6L,0x69D8L,0xB938L,65535UL,65535UL,65535UL},{8UL,0xDDD4L,65535UL,0xDDD4L,8UL,0xDC67L},{2UL,0xFC9AL,0x2902L,0xC9ADL,0xACFEL,65535UL}},{{65535UL,0xDC67L,0x3976L,0xFC9AL,0x0000L,65535UL},{0xFD13L,0xB938L,0x2902L,0xDAF4L,0xDC67L,0xDC67L},{0x0000L,65535UL,65535UL,0x0000L,0xFD13L,65535UL}},{{0xDAF4L,0x2902L,0xB938L,0xFD13L,65535UL,0x69D8L},{0xFC9AL,0x3976L,0xDC67L,65535UL,65535UL,0xDAF4L},{65535UL,0xDC67L,8UL,0xDDD4L,65535UL,0xDDD4L}},{{0xB20BL,0xDD46L,0xB20BL,0xB938L,0x9A7FL,0xFC9AL},{0xFC9AL,0x2902L,0xC9ADL,0xACFEL,65535UL,0xDC67L},{0x2902L,0x9A7FL,65535UL,0xACFEL,0x0000L,0xB938L}},{{0xFC9AL,8UL,65535UL,0xB938L,0xB938L,65535UL},{0xB20BL,0xB20BL,0x3976L,0xDDD4L,2UL,0x2902L},{65535UL,0xC9ADL,2UL,0xDD46L,0xFD13L,0x3976L}},{{8UL,65535UL,2UL,65535UL,0xB20BL,0x2902L},{0x69D8L,65535UL,0x3976L,65535UL,0x3976L,65535UL},{65535UL,0x3976L,65535UL,0x69D8L,65535UL,0xB938L}}};
        uint32_t l_1710 = 0x48C21639L;
        int32_t l_1725 = 0L;
        int32_t l_1726 = 0xF9D4AD5CL;
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_1583[i] = &g_138[8][5][1];
    }
    else
    { /* block id: 734 */
        uint8_t *l_1737 = (void*)0;
        uint8_t *l_1738[3];
        int32_t l_1741 = 0xF77EF2B8L;
        uint16_t *l_1742[1];
        int32_t l_1747 = 0x284DDEFFL;
        int64_t * const *l_1749 = &g_314[1][0];
        int64_t * const **l_1748 = &l_1749;
        union U0 * const ***l_1753 = (void*)0;
        int32_t **l_1792 = &l_7;
        int64_t l_1854 = (-9L);
        int32_t l_1881 = (-9L);
        int32_t l_1882 = 0x31455DCBL;
        int32_t l_1884 = 0xAF8CFB1DL;
        int32_t l_1885[10][5][5] = {{{0xC7222CB9L,0xD6B371AEL,0x3EBAFDC2L,0L,(-1L)},{0x3677C240L,(-7L),0x58854145L,0x1AC6FE24L,(-1L)},{0xC7222CB9L,0x9FB86DA6L,0x7EF4D82EL,1L,(-1L)},{(-7L),0xC7222CB9L,(-1L),(-1L),(-1L)},{5L,5L,(-1L),1L,0x7EF4D82EL}},{{0xAA5A4580L,1L,(-1L),0x1AC6FE24L,0x58854145L},{1L,8L,(-1L),0L,0x3EBAFDC2L},{0xE3A7B4D7L,1L,0x7EF4D82EL,0L,7L},{0xE3A7B4D7L,5L,0x58854145L,0x17B909AEL,2L},{1L,0xC7222CB9L,0x3EBAFDC2L,0xDB149410L,7L}},{{0xAA5A4580L,0x9FB86DA6L,7L,0xDB149410L,0x3EBAFDC2L},{5L,(-7L),2L,0x17B909AEL,0x58854145L},{(-7L),0xD6B371AEL,7L,0L,0x7EF4D82EL},{0xC7222CB9L,0xD6B371AEL,0x3EBAFDC2L,0L,(-1L)},{0x3677C240L,(-7L),0x58854145L,0x1AC6FE24L,(-1L)}},{{0xC7222CB9L,0x9FB86DA6L,0x7EF4D82EL,1L,(-1L)},{(-7L),0xC7222CB9L,(-1L),(-1L),(-1L)},{5L,5L,(-1L),1L,0x7EF4D82EL},{0xAA5A4580L,1L,(-1L),0x1AC6FE24L,0x58854145L},{1L,8L,(-1L),0L,0x3EBAFDC2L}},{{0xE3A7B4D7L,1L,0x7EF4D82EL,0L,7L},{0xE3A7B4D7L,5L,0x58854145L,0x17B909AEL,2L},{1L,0xC7222CB9L,0x3EBAFDC2L,0xDB149410L,7L},{0xAA5A4580L,0x9FB86DA6L,7L,0xDB149410L,0x3EBAFDC2L},{5L,(-7L),2L,0x17B909AEL,0x58854145L}},{{(-7L),0xD6B371AEL,7L,0L,0x7EF4D82EL},{0xC7222CB9L,0x7EF4D82EL,0x690BDF37L,0xF30B9083L,(-8L)},{7L,0x720026CBL,0x8A891173L,(-8L),0x45C4D2BAL},{(-6L),0x58854145L,2L,0xB1005D60L,0x45C4D2BAL},{0x720026CBL,(-6L),(-8L),(-5L),(-8L)}},{{(-1L),(-1L),0x45C4D2BAL,0xB1005D60L,2L},{0x3EBAFDC2L,0x94E95472L,0x45C4D2BAL,(-8L),0x8A891173L},{2L,0xB9ABA066L,(-8L),0xF30B9083L,0x690BDF37L},{0x95E7DC78L,0x94E95472L,2L,0x31BAB1ADL,0xBF9469C6L},{0x95E7DC78L,(-1L),0x8A891173L,6L,0L}},{{2L,(-6L),0x690BDF37L,0x71A9EFB4L,0xBF9469C6L},{0x3EBAFDC2L,0x58854145L,0xBF9469C6L,0x71A9EFB4L,0x690BDF37L},{(-1L),0x720026CBL,0L,6L,0x8A891173L},{0x720026CBL,0x7EF4D82EL,0xBF9469C6L,0x31BAB1ADL,2L},{(-6L),0x7EF4D82EL,0x690BDF37L,0xF30B9083L,(-8L)}},{{7L,0x720026CBL,0x8A891173L,(-8L),0x45C4D2BAL},{(-6L),0x58854145L,2L,0xB1005D60L,0x45C4D2BAL},{0x720026CBL,(-6L),(-8L),(-5L),(-8L)},{(-1L),(-1L),0x45C4D2BAL,0xB1005D60L,2L},{0x3EBAFDC2L,0x94E95472L,0x45C4D2BAL,(-8L),0x8A891173L}},{{2L,0xB9ABA066L,(-8L),0xF30B9083L,0x690BDF37L},{0x95E7DC78L,0x94E95472L,2L,0x31BAB1ADL,0xBF9469C6L},{0x95E7DC78L,(-1L),0x8A891173L,6L,0L},{2L,(-6L),0x690BDF37L,0x71A9EFB4L,0xBF9469C6L},{0x3EBAFDC2L,0x58854145L,0xBF9469C6L,0x71A9EFB4L,0x690BDF37L}}};
        uint64_t l_1887[6] = {18446744073709551615UL,0x3902E0C3F095F67ALL,18446744073709551615UL,18446744073709551615UL,0x3902E0C3F095F67ALL,18446744073709551615UL};
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_1738[i] = &l_1729[1];
        for (i = 0; i < 1; i++)
            l_1742[i] = &g_114;
        --l_1732;
        if (((uint32_t)(((g_555++) < g_195.f0) , ((*g_1485) == (l_1741 = l_1741))) + (uint32_t)((((int16_t)((uint8_t)(((l_1747 > (l_1748 != (void*)0)) , &g_1076) != (void*)0) * (uint8_t)(l_1750 != (void*)0)) - (int16_t)0x0FE4L) , (*l_1749)) == (**l_1748))))
        { /* block id: 738 */
            uint16_t l_1776 = 0xA6DFL;
            const uint16_t l_1777 = 65535UL;
            int64_t * const l_1797 = &g_558;
            int32_t **l_1798 = &l_4;
            uint32_t l_1832 = 4294967286UL;
            int32_t l_1833[5];
            uint8_t **l_1834 = (void*)0;
            uint32_t l_1852 = 1UL;
            const uint32_t l_1855[1][7][8] = {{{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL},{4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL,4294967295UL,1UL}}};
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_1833[i] = (-1L);
            for (g_1338 = 0; (g_1338 == (-24)); g_1338--)
            { /* block id: 741 */
                union U0 * const ****l_1754 = &l_1753;
                int32_t l_1771 = 0x6D929F86L;
                (*l_1754) = l_1753;
                l_1518 = (void*)0;
                for (g_1636 = 5; (g_1636 >= 0); g_1636 -= 1)
                { /* block id: 746 */
                    int i;
                    return l_1729[g_1636];
                }
                for (l_1665 = 9; (l_1665 >= 0); l_1665 -= 1)
                { /* block id: 751 */
                    uint8_t **l_1757[2][1][3] = {{{(void*)0,&l_1738[1],&l_1738[1]}},{{(void*)0,&l_1738[1],&l_1738[1]}}};
                    int i, j, k;
                    (**g_44) = ((((int16_t)(l_5 == (((l_1758 = (void*)0) != (void*)0) , &l_1771)) >> (int16_t)0) < g_41[l_1665]) , 0x3C7A0F21L);
                }
            }
            for (g_85 = 0; (g_85 <= 0); g_85 += 1)
            { /* block id: 760 */
                uint16_t l_1785[1][2][3] = {{{6UL,0x47A0L,0x47A0L},{0x47A0L,5UL,5UL}}};
                int32_t l_1799 = 0x0AD31BFBL;
                int32_t l_1877 = 0x88B51D7FL;
                int32_t l_1880[10] = {(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)};
                int32_t l_1886 = 0xBE284A3EL;
                int i, j, k;
                if ((l_1799 ^= (((*l_1408) &= ((l_1776 , (g_515 = ((((0x8FEDCD7DL == (-(uint16_t)(((*l_7) > ((int32_t)(l_1776 & (((int8_t)((int16_t)((l_1785[0][0][0] != ((int16_t)(*g_1485) >> (int16_t)15)) && ((int8_t)((int8_t)((((*g_43) = l_1792) != (((uint8_t)((uint64_t)((((((l_1797 != (void*)0) < 0x37C76970L) != l_1785[0][0][0]) || g_248) >= g_148) && l_1785[0][0][1]) + (uint64_t)g_193.f0) - (uint8_t)(**l_1792)) , l_1798)) > (**l_1792)) >> (int8_t)g_112) * (int8_t)g_248)) + (int16_t)g_119) * (int8_t)g_95[1]) & g_95[1])) % (int32_t)l_1785[0][0][0])) | 0xEA648448EDB13C08LL))) && (*g_45)) > (**l_1792)) , 0x94D1L))) | 65531UL)) == g_80)))
                { /* block id: 765 */
                    (*g_44) = (**g_43);
                    (*l_6) = l_1799;
                }
                else
                { /* block id: 768 */
                    uint8_t l_1853 = 0x9CL;
                    uint64_t l_1856 = 1UL;
                    int64_t * const l_1874 = (void*)0;
                    l_1833[1] &= (((uint8_t)g_1802 << (uint8_t)((int16_t)(-1L) + (int16_t)l_1777)) || (!((int8_t)0x90L * (int8_t)((((uint64_t)((uint32_t)((int64_t)(((int8_t)(g_1338 &= ((uint64_t)(((((((l_1799 = ((int8_t)(((int32_t)((uint8_t)(g_555 |= ((((l_1798 == (((int8_t)(((l_1785[0][0][0] < (((int8_t)g_138[7][6][0] * (int8_t)0xCDL) | ((uint16_t)(g_112 = ((uint8_t)255UL << (uint8_t)5)) / (uint16_t)0x1ADBL))) >= g_95[8]) == (**l_1792)) << (int8_t)6) , (*g_43))) && (**l_1792)) & g_1257) == 4294967291UL)) >> (uint8_t)7) + (int32_t)l_1785[0][0][0]) > g_1069) * (int8_t)1UL)) | l_1785[0][0][2]) , l_1832) || 0L) | (**l_1792)) | (*l_2)) <= (-9L)) + (uint64_t)0x2FD917C7FD334682LL)) / (int8_t)(**l_1792)) <= 0UL) + (int64_t)0xF9BB0E3FB5E4C7F6LL) / (uint32_t)2UL) % (uint64_t)0x7FF880EC317249C4LL) | l_1785[0][0][0]) ^ (*g_1485)))));
                    for (g_176 = 1; (g_176 >= 0); g_176 -= 1)
                    { /* block id: 776 */
                        int64_t ***l_1845 = &g_313[1][2][0];
                        int64_t ****l_1844 = &l_1845;
                        int32_t l_1851 = 0xF9D3BAF8L;
                        int i;
                        l_1834 = &l_1737;
                        g_95[0] |= (((uint16_t)65526UL / (uint16_t)(-5L)) < ((((*l_1408) = g_192.f0) >= ((((uint64_t)g_1069 - (uint64_t)((int32_t)l_1841[0][4] + (int32_t)(((**l_1792) ^= l_1785[0][1][2]) >= (((!((((g_1843 = l_1750) != ((*l_1844) = &g_313[1][2][0])) ^ (((l_1851 = ((!((((uint64_t)(((int32_t)l_1851 % (int32_t)l_1852) , g_114) + (uint64_t)l_1851) != l_1853) , l_1854)) & (*g_1485))) <= 4294967295UL) || (-1L))) <= 0x77L)) && 4UL) ^ l_1855[0][4][1])))) & l_1853) == l_1856)) & l_1857));
                        g_281[1][3] |= (l_1851 , (((int8_t)(-9L) << (int8_t)((uint32_t)4294967288UL * (uint32_t)(0x52L <= (l_1799 = ((int32_t)(+(*l_7)) / (int32_t)(**l_1792)))))) != ((int16_t)(!((uint8_t)(((int16_t)((int8_t)0xBCL << (int8_t)5) * (int16_t)(l_1874 == (((((g_1366.f0 != 0x34L) ^ g_1486[1][4][3]) > g_559) > g_85) , (void*)0))) && (*l_6)) >> (uint8_t)6)) * (int16_t)g_88)));
                        (*l_1792) = l_8[3];
                    }
                }
                for (g_1024 = 0; (g_1024 <= 0); g_1024 += 1)
                { /* block id: 791 */
                    int32_t l_1876 = 1L;
                    for (g_148 = 0; (g_148 <= 0); g_148 += 1)
                    { /* block id: 794 */
                        (**g_43) = func_25(l_1875[0][1]);
                        (*l_2) = l_1876;
                    }
                    return g_1534.f0;
                }
                l_1887[3]++;
            }
            return g_1021.f0;
        }
        else
        { /* block id: 803 */
            return l_1890;
        }
    }
    return g_1024;
}


/* ------------------------------------------ */
/* 
 * reads : g_176 g_43 g_44 g_45 g_1022 g_1023 g_555 g_1338 g_96 g_3 g_88 g_19 g_95 g_85 g_41 g_148 g_112 g_281 g_483 g_1042 g_574 g_575 g_559 g_1366 g_194.f0 g_1386 g_80 g_422
 * writes: g_176 g_80 g_3 g_1338 g_96 g_88 g_112 g_114 g_119 g_95 g_148 g_19 g_368 g_281 g_45 g_515 g_483
 */
static int8_t  func_22(int32_t * p_23, int32_t * p_24)
{ /* block id: 551 */
    uint32_t l_1308 = 18446744073709551615UL;
    int32_t l_1315 = 0x9F0576E7L;
    uint16_t *l_1319 = &g_112;
    uint16_t **l_1318 = &l_1319;
    int16_t *l_1320 = (void*)0;
    int32_t l_1321 = 0xA8649957L;
    int8_t *l_1331 = (void*)0;
    int8_t *l_1332 = &g_176;
    int8_t *l_1333 = &g_80;
    uint32_t l_1336 = 0xFCFF25B5L;
    int8_t *l_1337 = &g_1338;
    int32_t l_1339 = (-6L);
    uint64_t *l_1340 = &g_19;
    int32_t **l_1341 = &g_45;
    int32_t *l_1360 = &g_148;
    union U0 *l_1394[9][1] = {{(void*)0},{&g_1395},{(void*)0},{&g_1395},{(void*)0},{&g_1395},{(void*)0},{&g_1395},{(void*)0}};
    union U0 **l_1393 = &l_1394[0][0];
    union U0 ***l_1392 = &l_1393;
    uint32_t *l_1401[10] = {&g_96,&g_1024,&g_1024,&g_96,(void*)0,&g_96,&g_1024,&g_1024,&g_96,(void*)0};
    uint32_t *l_1402[9] = {&l_1336,&l_1336,&g_483,&l_1336,&l_1336,&g_483,&l_1336,&l_1336,&g_483};
    uint8_t *l_1407 = &g_138[2][6][0];
    int i, j;
    (**g_43) = func_30(&g_19, func_64((((int32_t)((l_1339 ^= ((*l_1337) ^= ((uint64_t)(--l_1308) / (uint64_t)((uint16_t)((uint32_t)l_1315 % (uint32_t)(((((int16_t)(l_1321 = ((void*)0 == l_1318)) / (int16_t)((int16_t)(((l_1315 != ((uint16_t)(((~(((***g_43) = ((int8_t)((*l_1333) = ((*l_1332) |= ((int16_t)l_1315 >> (int16_t)13))) / (int8_t)l_1315)) ^ ((uint32_t)l_1315 + (uint32_t)(((*g_1022) == (void*)0) , (-7L))))) < 255UL) , l_1315) << (uint16_t)15)) , g_555) > 2UL) / (int16_t)l_1336)) == (-10L)) > 0x3AL) | l_1336)) << (uint16_t)l_1336)))) < 7L) / (int32_t)l_1315) , l_1340), l_1341, (**g_43), p_24));
    if (((((!((((*l_1360) = (((uint16_t)0x6A7BL - (uint16_t)((int8_t)((((int32_t)(((**l_1341) > 0x48A48B1361F8A889LL) && ((*g_1042) = ((~((int8_t)(((**l_1341) | ((((**l_1341) != (**l_1341)) != (((**l_1341) || (g_1338 = (~(((((~((((((int16_t)(g_515 = ((uint8_t)(((**l_1341) , ((uint8_t)(**l_1341) * (uint8_t)(**l_1341))) < g_555) << (uint8_t)(**l_1341))) / (int16_t)0x7F1EL) <= (*p_23)) || 0x9140333DL) , (**l_1341)) >= (**l_1341))) == g_483) & 0xC062L) || (**l_1341)) <= (**l_1341))))) , (**l_1341))) != (*g_1042))) && (**g_44)) << (int8_t)(**l_1341))) | (**l_1341)))) / (int32_t)(**l_1341)) , (*g_574)) == p_23) + (int8_t)(**l_1341))) && (**l_1341))) , (**l_1341)) < g_281[0][4])) && (**l_1341)) && (**l_1341)) >= (**l_1341)))
    { /* block id: 564 */
        uint32_t l_1363 = 0xB8E7B276L;
        int64_t *l_1367[3];
        int32_t l_1368 = 0x6968610FL;
        uint32_t l_1391[1];
        const uint8_t l_1397 = 0x50L;
        uint32_t **l_1400[10][3] = {{(void*)0,&g_1042,(void*)0},{&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042},{(void*)0,&g_1042,(void*)0},{&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042},{&g_1042,&g_1042,&g_1042},{(void*)0,&g_1042,(void*)0},{&g_1042,&g_1042,&g_1042}};
        int8_t l_1403 = 6L;
        const int16_t *l_1405 = (void*)0;
        const int16_t **l_1404 = &l_1405;
        int32_t *l_1406 = &l_1368;
        int i, j;
        for (i = 0; i < 3; i++)
            l_1367[i] = &g_85;
        for (i = 0; i < 1; i++)
            l_1391[i] = 1UL;
        l_1368 = (((int8_t)g_559 * (int8_t)l_1363) > ((((*l_1319) |= ((((**l_1341) ^ (l_1363 == ((**l_1341) >= ((uint8_t)0UL - (uint8_t)0x5BL)))) , g_1366) , (((**l_1341) = (l_1363 < 0x43A9L)) < g_194.f0))) != l_1363) | 18446744073709551615UL));
        if (g_19)
            goto lbl_1396;
lbl_1396:
        (**l_1341) = (((int16_t)0xC9FCL >> (int16_t)(-(int16_t)((((((int16_t)((int8_t)(((l_1367[2] == (void*)0) || (((((((((int32_t)0x42DE27ABL + (int32_t)(((((((int16_t)((uint16_t)((((((uint16_t)(l_1363 | ((uint64_t)(g_1386[0] , ((int16_t)l_1368 + (int16_t)(((**l_1341) , ((int64_t)(((**l_1341) || l_1368) & l_1391[0]) - (int64_t)0xA2F67438223861F4LL)) && (**l_1341)))) - (uint64_t)1UL)) << (uint16_t)g_148) || (***g_43)) & l_1391[0]) , l_1367[2]) != &g_19) * (uint16_t)g_80) << (int16_t)12) || 0x0DABL) , (**l_1341)) < (-5L)) ^ g_41[2]) == l_1391[0])) , 0x91F5L) <= l_1391[0]) , &l_1320) != g_422) < l_1391[0]) ^ l_1391[0]) | l_1391[0])) >= l_1368) << (int8_t)l_1391[0]) << (int16_t)10) <= (**l_1341)) , l_1391[0]) , &g_1023) == l_1392))) , l_1391[0]);
        (*l_1406) = (&g_423 != (((((l_1397 , l_1367[2]) != ((0x9491L || ((uint64_t)((((**l_1341) = (p_23 != (l_1402[6] = (l_1401[2] = func_30(l_1340, (*g_43)))))) | 1UL) <= l_1391[0]) / (uint64_t)l_1391[0])) , (void*)0)) < l_1403) , (**l_1341)) , l_1404));
    }
    else
    { /* block id: 574 */
        (*l_1341) = (*l_1341);
    }
    (**l_1341) = (&g_138[2][6][0] != (l_1407 = l_1332));
    (*l_1341) = (*g_44);
    return (**l_1341);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_25(uint8_t  p_26)
{ /* block id: 3 */
    int32_t *l_29 = &g_3;
    int32_t * const *l_28 = &l_29;
    int32_t * const **l_27 = &l_28;
    (*l_27) = (void*)0;
    return l_29;
}


/* ------------------------------------------ */
/* 
 * reads : g_148 g_43 g_44 g_45 g_3 g_112 g_281 g_19 g_95
 * writes: g_148 g_112 g_19 g_95 g_368 g_281
 */
static int32_t * func_30(uint64_t * p_31, int32_t ** p_32)
{ /* block id: 530 */
    uint32_t l_1270 = 0xA869CF9BL;
    int32_t l_1273 = 0x0C2E6953L;
    int8_t l_1303[4][2] = {{(-6L),0x86L},{(-6L),0x86L},{(-6L),0x86L},{(-6L),0x86L}};
    int i, j;
    for (g_148 = 0; (g_148 == 28); g_148++)
    { /* block id: 533 */
        int64_t l_1266 = 0xD10147BD77F48A57LL;
        int32_t *l_1267 = &g_281[1][3];
        int32_t *l_1268 = &g_95[1];
        int32_t l_1269 = 0x8185D98FL;
        int64_t l_1275[7] = {(-2L),0L,(-2L),(-2L),0L,(-2L),(-2L)};
        int i;
        ++l_1270;
        for (l_1269 = 3; (l_1269 >= 0); l_1269 -= 1)
        { /* block id: 537 */
            int32_t *l_1274[9][5][3] = {{{&g_281[1][1],&g_3,&g_281[1][3]},{(void*)0,(void*)0,&g_88},{&g_281[0][5],(void*)0,&g_281[1][6]},{(void*)0,&g_95[3],&g_88},{&g_95[1],(void*)0,(void*)0}},{{&g_88,(void*)0,&g_88},{&g_88,&g_281[1][5],&g_281[1][6]},{&g_95[1],&g_88,&g_88},{(void*)0,&g_281[0][5],&g_281[1][3]},{(void*)0,&g_3,&g_3}},{{(void*)0,&g_281[1][3],&g_95[1]},{&g_95[1],&l_1269,(void*)0},{&g_88,&g_95[1],(void*)0},{&g_88,&g_88,&l_1269},{&g_95[1],&g_95[1],&g_3}},{{(void*)0,&l_1269,&g_95[1]},{&g_281[0][5],&g_281[1][3],&g_281[1][1]},{(void*)0,&g_3,&l_1269},{&g_281[1][1],&g_281[0][5],&g_281[1][1]},{&g_281[1][4],&g_88,&g_95[1]}},{{&l_1269,&g_281[1][5],&g_3},{&g_3,(void*)0,&l_1269},{&l_1273,(void*)0,(void*)0},{&g_3,&g_95[3],(void*)0},{&l_1269,(void*)0,&g_95[1]}},{{&g_281[1][4],(void*)0,&g_3},{&g_281[1][1],&g_3,&g_281[1][3]},{(void*)0,(void*)0,&g_88},{&g_281[0][5],(void*)0,&g_281[1][6]},{(void*)0,&g_95[3],&g_88}},{{&g_95[1],(void*)0,(void*)0},{&g_88,(void*)0,&g_88},{&g_88,&g_281[1][5],&g_281[1][6]},{&g_95[1],&g_88,&g_88},{(void*)0,&g_281[0][5],&g_281[1][3]}},{{(void*)0,(void*)0,(void*)0},{&l_1273,&g_281[1][6],&g_3},{&g_88,&g_3,&g_88},{&g_281[1][5],&g_3,&l_1273},{&l_1269,(void*)0,&g_95[1]}},{{&g_3,&g_3,&g_281[0][5]},{&g_281[1][4],&g_3,&l_1269},{&g_88,&g_281[1][6],(void*)0},{&g_88,(void*)0,&g_3},{(void*)0,&g_88,(void*)0}}};
            uint8_t l_1276 = 0x56L;
            uint16_t *l_1283 = &g_112;
            int64_t l_1290 = 1L;
            int8_t l_1300 = (-1L);
            uint64_t *l_1301 = (void*)0;
            uint64_t *l_1302 = &g_368;
            int i, j, k;
            l_1276++;
            (*l_1267) = ((((int8_t)(((l_1273 = ((int32_t)(***g_43) + (int32_t)(((((0xC1C0960FA2E6492ALL ^ ((--(*l_1283)) , (((uint16_t)((uint64_t)6UL - (uint64_t)((l_1290 == ((int64_t)l_1270 + (int64_t)((*l_1302) = ((int32_t)((uint16_t)((*l_1268) = ((&g_19 == &g_19) == (+(((*p_31) = ((int8_t)l_1273 >> (int8_t)1)) , (l_1300 | (-1L)))))) << (uint16_t)15) % (int32_t)0xA5296BEDL)))) & (*l_1267))) - (uint16_t)l_1270) || (*p_31)))) | l_1273) || 0x586EL) >= g_281[1][3]) < l_1270))) == (-2L)) , l_1273) * (int8_t)l_1303[2][1]) && 0x981CC5FF8D2CEA19LL) && (-1L));
            (*l_1268) &= ((*l_1267) = (*g_45));
            return (*g_44);
        }
    }
    return (**g_43);
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_41 g_45 g_85 g_43 g_44 g_96 g_88 g_19 g_95 g_138 g_148 g_119 g_80 g_189 g_176 g_114 g_248 g_112 g_281 g_1024 g_483 g_1069 g_555 g_515 g_368 g_558
 * writes: g_85 g_96 g_88 g_112 g_114 g_119 g_95 g_138 g_19 g_189 g_176 g_41 g_281 g_80 g_148 g_1024 g_483 g_1076 g_555 g_515 g_45 g_558
 */
static int32_t ** func_33(uint8_t  p_34, uint64_t * p_35, int32_t *** p_36)
{ /* block id: 7 */
    int32_t **l_48 = &g_45;
    int8_t *l_76 = (void*)0;
    int8_t *l_77 = (void*)0;
    int8_t *l_78 = (void*)0;
    int8_t *l_79[8][5] = {{&g_80,&g_80,&g_80,&g_80,&g_80},{&g_80,(void*)0,&g_80,&g_80,(void*)0},{&g_80,&g_80,&g_80,&g_80,&g_80},{&g_80,&g_80,&g_80,(void*)0,(void*)0},{&g_80,&g_80,&g_80,&g_80,&g_80},{(void*)0,&g_80,&g_80,(void*)0,&g_80},{(void*)0,(void*)0,&g_80,&g_80,&g_80},{&g_80,&g_80,&g_80,&g_80,&g_80}};
    int32_t l_81 = (-1L);
    uint64_t *l_82 = &g_19;
    const uint16_t l_83 = 65535UL;
    int64_t *l_84[3][9] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_85,&g_85,&g_85,&g_85,&g_85,&g_85,&g_85,&g_85,&g_85},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
    int8_t l_214 = (-1L);
    int32_t *l_1052 = &l_81;
    int32_t *l_1053 = &g_281[0][0];
    uint32_t l_1103[9][6] = {{0x31D4F451L,4294967295UL,0xB9AA3442L,0xB9AA3442L,4294967295UL,0x31D4F451L},{4294967295UL,0UL,4294967292UL,0xAF56B6B2L,0UL,0x114B9EF4L},{0xB9AA3442L,4294967292UL,0x7C5C855FL,1UL,1UL,4294967291UL},{0xB9AA3442L,0xAF56B6B2L,1UL,0xAF56B6B2L,0xB9AA3442L,0UL},{4294967295UL,0UL,1UL,0xB9AA3442L,4294967291UL,0UL},{0x31D4F451L,0x114B9EF4L,4294967291UL,0UL,0UL,0UL},{4UL,1UL,1UL,4UL,0x764752F2L,0UL},{0UL,0x309FED07L,1UL,0UL,0xAF56B6B2L,4294967291UL},{1UL,0x31D4F451L,0x7C5C855FL,0x114B9EF4L,0xAF56B6B2L,0x114B9EF4L}};
    int32_t l_1180 = 0x19003BACL;
    int8_t l_1182 = (-1L);
    int32_t l_1188[7][8] = {{(-9L),(-1L),(-1L),(-9L),(-1L),0L,0x8C980CB2L,(-1L)},{0x8C980CB2L,(-8L),0x54BC93E5L,1L,(-8L),0xF8D84524L,(-8L),1L},{0L,(-8L),0L,(-1L),0x8C980CB2L,0L,(-1L),(-9L)},{0xE5B5D551L,(-1L),0x317E0B71L,0x8C980CB2L,0x7846F305L,0x7846F305L,0x8C980CB2L,0x317E0B71L},{0xE5B5D551L,0xE5B5D551L,0xF8D84524L,1L,0x8C980CB2L,0xAD137FEBL,0xE5B5D551L,0x8C980CB2L},{0x54BC93E5L,0L,(-5L),0x54BC93E5L,0x7846F305L,0x54BC93E5L,(-5L),0L},{0L,0xAD137FEBL,(-6L),(-1L),0xAD137FEBL,(-5L),0x7846F305L,(-6L)}};
    int16_t l_1242 = 0x6128L;
    int64_t l_1244 = (-9L);
    int16_t l_1251 = 1L;
    int i, j;
lbl_1056:
    (*l_1053) = ((*l_1052) = ((int16_t)((void*)0 != l_48) << (int16_t)(((uint8_t)((uint16_t)g_3 * (uint16_t)0x0B8FL) + (uint8_t)func_53((func_59(func_64(((g_85 &= (((((int16_t)(p_35 != &g_19) >> (int16_t)(g_41[2] == ((((uint8_t)(((((((((~(((uint16_t)65535UL << (uint16_t)7) & ((l_81 ^= (**l_48)) ^ p_34))) != g_41[2]) & (**l_48)) || 0x62L) <= 0xE0L) , (void*)0) == l_82) && 0xB2B1L) ^ (-3L)) - (uint8_t)g_3) , p_34) <= (**l_48)))) || (**l_48)) , l_83) , g_3)) , l_84[1][6]), (*g_43), (**g_43), (**g_43)), (**l_48), (**l_48), (*p_36)) , (void*)0), (*g_43), l_214, &g_41[2], (**l_48))) && 4L)));
    for (g_1024 = (-1); (g_1024 < 10); g_1024 += 5)
    { /* block id: 420 */
        int64_t l_1072[5][9] = {{0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL},{0xD564BFA94CEFBE63LL,1L,0xD564BFA94CEFBE63LL,1L,0xD564BFA94CEFBE63LL,1L,0xD564BFA94CEFBE63LL,1L,0xD564BFA94CEFBE63LL},{0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL},{0x84E4DC301A792C8FLL,1L,0x84E4DC301A792C8FLL,1L,0x84E4DC301A792C8FLL,1L,0x84E4DC301A792C8FLL,1L,0x84E4DC301A792C8FLL},{0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL,0x4931CE5DE983C7CALL,0x4931CE5DE983C7CALL,0xE5ECB54F0373FA8BLL,0xE5ECB54F0373FA8BLL}};
        int64_t l_1102[4] = {1L,1L,1L,1L};
        int64_t * const *l_1120 = (void*)0;
        uint64_t l_1128 = 0x489E34739B25885DLL;
        int32_t l_1172 = 1L;
        int32_t l_1174 = 0x37453016L;
        int32_t l_1175[2];
        uint32_t l_1199[3][7] = {{18446744073709551615UL,0x0B920E8CL,18446744073709551615UL,0x0B920E8CL,18446744073709551615UL,0x0B920E8CL,18446744073709551615UL},{4UL,18446744073709551615UL,18446744073709551615UL,4UL,4UL,18446744073709551615UL,18446744073709551615UL},{0x91621C61L,0x0B920E8CL,0x91621C61L,0x0B920E8CL,0x91621C61L,0x0B920E8CL,0x91621C61L}};
        int64_t l_1223 = 0xA3CF5DF6CC8698AELL;
        uint32_t l_1232 = 5UL;
        uint8_t l_1245[7][8] = {{0x88L,3UL,0x65L,3UL,0x88L,0x63L,0x63L,0x88L},{3UL,250UL,250UL,3UL,0x54L,0x88L,0x54L,3UL},{250UL,0x54L,250UL,0x63L,0x65L,0x65L,0x63L,250UL},{0x54L,0x54L,0x65L,0x88L,0xD0L,0x88L,0x65L,0x54L},{0x54L,250UL,0x63L,0x65L,0x65L,0x63L,250UL,0x54L},{250UL,3UL,0x54L,0x88L,0x54L,3UL,250UL,250UL},{3UL,0x88L,0x63L,0x63L,0x88L,3UL,0x65L,3UL}};
        int i, j;
        for (i = 0; i < 2; i++)
            l_1175[i] = 0x90DB9AB8L;
        g_281[1][2] = (*g_45);
        for (g_483 = 0; (g_483 <= 1); g_483 += 1)
        { /* block id: 424 */
            int32_t l_1073 = (-1L);
            volatile uint32_t ***l_1075 = &g_574;
            volatile uint32_t ****l_1074[10][3][7] = {{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}},{{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075},{&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075,&l_1075}}};
            uint32_t l_1142 = 4294967287UL;
            int i, j, k;
            if (g_281[g_483][g_483])
            { /* block id: 425 */
                int i, j;
                if (g_281[g_483][g_483])
                    break;
                if (g_248)
                    goto lbl_1056;
            }
            else
            { /* block id: 428 */
                uint32_t l_1063[8] = {0x7FB0121AL,0x7FB0121AL,0x7FB0121AL,0x7FB0121AL,0x7FB0121AL,0x7FB0121AL,0x7FB0121AL,0x7FB0121AL};
                int i;
                for (g_119 = 1; (g_119 >= 0); g_119 -= 1)
                { /* block id: 431 */
                    uint16_t *l_1068[6];
                    int32_t ***l_1070[4][8] = {{&g_44,&g_44,&l_48,&l_48,&l_48,&l_48,&l_48,&l_48},{(void*)0,&l_48,(void*)0,&l_48,&l_48,&l_48,&l_48,&l_48},{&l_48,&g_44,&g_44,&g_44,&g_44,(void*)0,&g_44,&l_48},{(void*)0,&l_48,&l_48,&g_44,&g_44,&g_44,&l_48,&l_48}};
                    int32_t ****l_1071 = &l_1070[3][0];
                    int i, j;
                    for (i = 0; i < 6; i++)
                        l_1068[i] = &g_112;
                    if (((int8_t)(((int16_t)g_1024 + (int16_t)((int64_t)(9UL & (l_1063[2] == (((*l_1053) = ((int64_t)0xD640840FE9D6374ELL / (int64_t)((int16_t)g_281[1][7] * (int16_t)p_34))) , (g_176 |= g_1069)))) + (int64_t)(((*l_1071) = l_1070[0][6]) == &g_44))) , l_1072[1][0]) * (int8_t)l_1073))
                    { /* block id: 435 */
                        int i, j;
                        g_281[g_483][g_483] = (p_34 >= 0x4508L);
                        return (*p_36);
                    }
                    else
                    { /* block id: 438 */
                        return (*g_43);
                    }
                }
            }
            g_1076 = &g_574;
            for (g_555 = 0; (g_555 <= 1); g_555 += 1)
            { /* block id: 446 */
                uint32_t *l_1096 = &g_96;
                uint64_t l_1101 = 0xDF5C938A13B71A1BLL;
                uint8_t l_1122 = 1UL;
                int16_t l_1123 = 0xE0E8L;
                uint16_t l_1141 = 5UL;
                if ((**g_44))
                    break;
                if (((int8_t)(((int8_t)((int16_t)((((((int8_t)(-2L) << (int8_t)((int8_t)(-(int16_t)((uint8_t)((int16_t)0xF3CBL << (int16_t)(0xEC043C52CF2ED9A5LL >= ((uint64_t)(((((uint16_t)l_1073 * (uint16_t)(((((((*l_1096) = p_34) , ((((uint8_t)(l_1072[1][0] & (g_281[0][1] != ((uint16_t)(*l_1052) - (uint16_t)0x2E68L))) - (uint8_t)7UL) & l_1101) , 0UL)) , l_1102[2]) & p_34) != p_34) == l_1103[3][3])) || 0x5949265FB11662F2LL) & 8UL) >= l_1072[4][5]) / (uint64_t)l_1101))) % (uint8_t)g_85)) * (int8_t)p_34)) , g_88) & p_34) < (***g_43)) != p_34) * (int16_t)0L) - (int8_t)g_112) , l_1073) >> (int8_t)4))
                { /* block id: 449 */
                    int32_t l_1121 = 0x1641F1CEL;
                    uint8_t *l_1124 = &g_138[9][4][1];
                    for (g_515 = 0; (g_515 <= 1); g_515 += 1)
                    { /* block id: 452 */
                        int i, j;
                        if (g_1024)
                            goto lbl_1056;
                        g_281[g_515][(g_515 + 1)] = 0xDC2389FAL;
                        (**p_36) = func_25(g_41[6]);
                        if ((***p_36))
                            break;
                    }
                    (*l_1052) = 0xE9C0A5FDL;
                    (*g_44) = func_25(((*l_1124) = ((int16_t)(0L < ((int16_t)(((uint16_t)(((int8_t)(((int16_t)((int16_t)0x7804L + (int16_t)(((*l_1096) |= p_34) < (((uint32_t)(l_1121 |= ((uint16_t)(((((g_368 , (g_95[1] >= ((0x98L || ((void*)0 == l_1120)) < (((**l_48) && (*l_1053)) < 0x59DBL)))) , (-5L)) , 0x3BL) > p_34) && (-1L)) << (uint16_t)p_34)) / (uint32_t)p_34) | g_368))) * (int16_t)(*l_1053)) & 255UL) * (int8_t)g_119) , l_1122) * (uint16_t)l_1123) == p_34) >> (int16_t)1)) * (int16_t)65535UL)));
                }
                else
                { /* block id: 463 */
                    for (g_119 = 2; (g_119 >= 0); g_119 -= 1)
                    { /* block id: 466 */
                        int i, j;
                        l_1142 ^= ((!((int32_t)((l_1128 , ((((uint16_t)(g_112 , ((uint32_t)p_34 + (uint32_t)l_1101)) >> (uint16_t)p_34) ^ ((((uint64_t)(((int16_t)((uint16_t)0x7472L / (uint16_t)((uint8_t)l_1141 % (uint8_t)l_1101)) * (int16_t)(l_84[(g_555 + 1)][g_555] != l_84[g_555][(g_555 + 3)])) ^ 4294967295UL) + (uint64_t)g_41[2]) >= 65526UL) != p_34)) > (***p_36))) > 18446744073709551615UL) / (int32_t)(-1L))) & (**g_44));
                        if ((***p_36))
                            continue;
                    }
                }
            }
        }
        for (g_85 = (-17); (g_85 < (-30)); g_85 -= 1)
        { /* block id: 475 */
            uint32_t l_1153 = 0x86DD632EL;
            int32_t l_1165 = 0L;
            int32_t l_1177 = 0L;
            int32_t l_1185 = 0x9D3A7572L;
            int32_t l_1186[6][7] = {{(-9L),0x3B7805F0L,0x3B7805F0L,(-9L),0x3B7805F0L,0x3B7805F0L,(-9L)},{(-1L),(-4L),(-1L),(-1L),(-4L),(-1L),(-1L)},{(-9L),(-9L),0x4308A9A0L,(-9L),(-9L),0x4308A9A0L,(-9L)},{(-4L),(-1L),(-1L),(-4L),(-1L),(-1L),(-4L)},{0x3B7805F0L,(-9L),0x3B7805F0L,0x3B7805F0L,(-9L),0x3B7805F0L,0x3B7805F0L},{(-4L),(-4L),0xD3CBB6B4L,(-4L),(-4L),0xD3CBB6B4L,(-4L)}};
            uint16_t l_1193 = 0x556CL;
            int i, j;
            for (g_96 = (-4); (g_96 <= 34); g_96 += 5)
            { /* block id: 478 */
                int8_t l_1156 = 0x21L;
                int32_t l_1160 = 0L;
                int32_t l_1171 = (-2L);
                int32_t l_1178 = (-8L);
                int32_t l_1179 = 0x0DBD3203L;
                int32_t l_1181 = 1L;
                int32_t l_1189 = 0x77CE5585L;
                int32_t l_1190 = (-1L);
                int32_t l_1191 = 0x783705F2L;
                int32_t l_1192 = (-6L);
                for (g_555 = (-24); (g_555 < 37); ++g_555)
                { /* block id: 481 */
                    uint16_t l_1149 = 0x760AL;
                    int32_t l_1173 = 0x3177D193L;
                    int32_t l_1176 = 0x65E652A0L;
                    int32_t l_1183[5] = {4L,4L,4L,4L,4L};
                    int16_t l_1187 = (-6L);
                    int32_t l_1222 = 1L;
                    int i;
                    --l_1149;
                    for (g_88 = 0; (g_88 <= 9); g_88 += 1)
                    { /* block id: 485 */
                        int32_t *l_1152 = &g_95[0];
                        int32_t *l_1157 = &g_95[0];
                        int32_t *l_1158 = &g_95[1];
                        int32_t *l_1159 = &g_281[1][3];
                        int32_t *l_1161 = &g_95[1];
                        int32_t *l_1162 = &g_281[1][6];
                        int32_t *l_1163 = &g_281[1][3];
                        int32_t *l_1164 = &g_281[1][1];
                        int32_t *l_1166 = &l_1165;
                        int32_t l_1167 = (-6L);
                        int32_t *l_1168 = &g_95[1];
                        int32_t *l_1169 = &l_1167;
                        int32_t *l_1170[3][4][7] = {{{&g_95[1],&l_81,&g_88,&l_81,&g_95[1],&g_3,&l_81},{&l_1167,&l_81,&l_1160,&l_81,&l_81,&l_1160,&g_95[1]},{(void*)0,&l_1160,&g_3,&g_3,&l_1160,(void*)0,&g_3},{&l_1167,&l_81,&g_88,&l_1167,&g_95[1],&l_1167,&l_81}},{{&g_95[1],&l_1165,(void*)0,&l_1160,(void*)0,&l_1165,&g_95[1]},{&g_95[6],&l_81,&l_1165,&l_81,&g_281[0][5],&g_95[6],&l_81},{&g_281[0][0],&l_1160,&l_1160,&l_81,&l_81,&l_1160,&l_1160},{&l_81,&l_81,&l_1165,&g_3,&l_81,&l_81,&g_95[1]}},{{&l_1167,&l_81,(void*)0,&l_1167,&l_1160,&l_1167,(void*)0},{&g_281[0][5],&g_281[0][5],&g_88,&g_3,&l_81,&l_1160,&g_281[0][5]},{&g_95[1],(void*)0,&g_3,&l_81,&l_1165,&l_1165,&l_81},{&l_1160,&g_95[1],&l_1160,&l_81,&l_81,&l_1160,&l_81}}};
                        int16_t l_1184[1];
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                            l_1184[i] = (-1L);
                        l_1153--;
                        ++l_1193;
                    }
                    for (g_558 = 0; (g_558 <= 1); g_558 += 1)
                    { /* block id: 491 */
                        int32_t *l_1196 = &l_1186[4][5];
                        int32_t *l_1197 = &g_281[1][3];
                        int32_t *l_1198[1][2];
                        int16_t *l_1224 = (void*)0;
                        int16_t *l_1225[6][10] = {{&g_515,&g_515,&g_119,&g_515,&g_515,&l_1187,(void*)0,&l_1187,&g_515,&g_515},{&l_1187,&l_1187,&l_1187,&l_1187,&l_1187,&l_1187,&l_1187,&l_1187,&g_119,&g_515},{&l_1187,&l_1187,&l_1187,(void*)0,&g_515,(void*)0,&g_515,(void*)0,&l_1187,&l_1187},{&l_1187,&l_1187,&l_1187,&g_515,&g_515,(void*)0,&l_1187,&l_1187,(void*)0,&g_515},{&g_515,&l_1187,&l_1187,&g_515,&g_515,(void*)0,&l_1187,&l_1187,&g_515,&g_515},{&g_515,&l_1187,&l_1187,&g_515,&l_1187,&l_1187,&g_515,&g_515,&g_119,&g_515}};
                        int i, j;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 2; j++)
                                l_1198[i][j] = &l_1188[0][3];
                        }
                        ++l_1199[0][4];
                        l_1183[3] &= ((uint16_t)((uint16_t)l_1175[g_558] * (uint16_t)((int16_t)((*l_1052) < (g_368 , (-7L))) * (int16_t)((uint64_t)(*p_35) - (uint64_t)(((*l_1197) = ((uint16_t)l_1186[4][5] * (uint16_t)((int16_t)((int8_t)(((int16_t)(g_119 = (((***g_43) | ((((uint8_t)((uint8_t)249UL >> (uint8_t)7) << (uint8_t)((l_1222 >= l_1181) || (-6L))) ^ p_34) , l_1223)) < 0xADL)) >> (int16_t)6) == 0xA99C7FDFL) << (int8_t)g_138[1][1][0]) % (int16_t)p_34))) && (*g_45))))) + (uint16_t)l_1149);
                        (**p_36) = (*l_48);
                    }
                }
                if (p_34)
                    goto lbl_1056;
            }
            for (l_1165 = (-1); (l_1165 == (-6)); l_1165 -= 8)
            { /* block id: 503 */
                int32_t *l_1228 = (void*)0;
                int32_t *l_1229 = &l_1185;
                int32_t *l_1230 = (void*)0;
                int32_t *l_1231[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_1231[i] = &l_1185;
                l_1232--;
            }
            for (l_1232 = 0; (l_1232 <= 7); l_1232 += 1)
            { /* block id: 508 */
                int32_t *l_1237 = &g_95[1];
                int32_t *l_1238 = &g_281[1][0];
                int32_t *l_1239 = (void*)0;
                int32_t *l_1240 = (void*)0;
                int32_t *l_1241[6][5][8] = {{{&l_1186[4][6],&l_1185,&g_95[1],&l_1165,&g_281[0][4],&l_1180,(void*)0,&l_1165},{&l_81,&g_95[1],&g_88,&l_1186[3][6],&g_281[1][3],&l_1186[3][6],&g_88,&g_95[1]},{(void*)0,&l_1165,&l_1186[3][6],&l_1186[4][6],&l_1180,&l_1185,(void*)0,&l_1165},{(void*)0,&g_281[0][4],&g_281[1][3],&l_1180,(void*)0,(void*)0,(void*)0,&l_1174},{&l_1175[0],&l_1180,&l_1186[3][6],&l_1185,(void*)0,(void*)0,&g_88,(void*)0}},{{(void*)0,(void*)0,&g_88,(void*)0,(void*)0,&g_88,(void*)0,(void*)0},{&g_95[5],&l_1165,&g_95[1],&l_1165,&l_1174,(void*)0,(void*)0,(void*)0},{&l_1174,&g_88,&l_81,&l_1185,&l_1165,(void*)0,&l_1185,&l_1180},{&g_281[1][1],&l_1165,&l_1174,&l_81,&g_95[1],&g_88,&l_1186[3][6],&g_281[1][3]},{&l_1180,(void*)0,&l_1165,&g_88,&l_1165,(void*)0,&l_1180,&g_281[0][4]}},{{&g_281[0][7],&l_1180,&g_281[1][1],&l_1174,&g_95[5],(void*)0,&l_1175[0],(void*)0},{&g_95[1],&g_281[0][4],(void*)0,&g_95[4],&g_95[5],&l_1185,(void*)0,&g_88},{&g_281[0][7],&l_1165,&l_1172,(void*)0,&l_1165,&l_1186[3][6],&l_1185,&l_1185},{&l_1180,&g_95[1],(void*)0,(void*)0,&g_95[1],&l_1180,&l_1172,&l_1175[0]},{&g_281[1][1],&l_1185,(void*)0,&l_1165,&l_1165,&l_1175[0],&g_281[0][7],&g_281[1][3]}},{{&l_1174,&l_1186[4][6],&g_281[0][4],&l_1165,&l_1174,(void*)0,&g_95[5],&l_1175[0]},{&g_95[5],&l_1174,(void*)0,(void*)0,(void*)0,&l_1185,&l_1165,&l_1185},{(void*)0,(void*)0,&g_281[0][7],(void*)0,(void*)0,&l_1172,&g_281[1][3],&g_88},{&l_1175[0],&l_1186[3][6],(void*)0,&g_95[4],(void*)0,&g_281[0][7],&l_1174,(void*)0},{(void*)0,(void*)0,(void*)0,&l_1174,&l_1180,&g_95[5],&g_281[1][3],&g_281[0][4]}},{{(void*)0,&g_281[1][1],&g_281[0][7],&g_88,&g_281[1][3],&l_1165,&l_1165,&g_281[1][3]},{&l_81,(void*)0,(void*)0,&l_81,&g_281[0][4],&g_281[1][3],&g_95[5],&l_1180},{&l_1186[4][6],(void*)0,&g_281[0][4],(void*)0,&g_95[1],&l_1174,(void*)0,&g_281[1][3]},{&l_1175[0],&g_281[0][7],&g_281[1][3],&l_1180,(void*)0,(void*)0,&g_95[4],(void*)0},{(void*)0,(void*)0,&l_1165,&g_281[1][3],(void*)0,&l_1175[0],(void*)0,&g_281[1][3]}},{{&g_95[4],&l_81,&g_95[4],&g_281[0][4],&l_1174,&l_1186[3][6],&g_281[0][7],(void*)0},{&l_1165,&l_1185,&g_281[1][3],(void*)0,(void*)0,(void*)0,&l_1174,&l_1180},{&l_1165,&l_1185,&l_81,&g_88,&l_1174,&g_95[4],(void*)0,(void*)0},{&g_95[4],&g_95[1],&g_95[5],&l_1185,(void*)0,(void*)0,&l_1185,&g_95[5]},{(void*)0,(void*)0,&l_1174,&l_1175[0],(void*)0,&g_281[0][7],&g_281[0][4],&l_1186[3][6]}}};
                int8_t l_1243 = (-1L);
                uint16_t l_1261 = 0x5674L;
                int i, j, k;
                ++l_1245[4][0];
                if ((((*p_35) = (*l_1052)) || 0x72169853E4E9E188LL))
                { /* block id: 511 */
                    int32_t *l_1249[9];
                    int i;
                    for (i = 0; i < 9; i++)
                        l_1249[i] = &l_1177;
                    if ((p_34 || l_1232))
                    { /* block id: 512 */
                        int64_t l_1250 = 5L;
                        if ((***p_36))
                            break;
                        (*l_1052) &= ((((*l_1053) >= (+((l_1249[1] != l_1241[5][0][6]) & (l_1251 ^= l_1250)))) || ((uint8_t)(*l_1238) >> (uint8_t)4)) == p_34);
                    }
                    else
                    { /* block id: 516 */
                        const int32_t **l_1254 = (void*)0;
                        const int32_t *l_1256[5][4][6] = {{{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,&g_1257,&g_1257,(void*)0,(void*)0,&g_1257},{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{(void*)0,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257}},{{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,(void*)0,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,(void*)0,&g_1257,(void*)0,(void*)0,&g_1257},{(void*)0,(void*)0,&g_1257,&g_1257,&g_1257,&g_1257}},{{(void*)0,&g_1257,&g_1257,(void*)0,(void*)0,&g_1257},{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,&g_1257,&g_1257,(void*)0,(void*)0,&g_1257},{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257}},{{(void*)0,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,(void*)0,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,(void*)0,&g_1257,(void*)0,(void*)0,&g_1257}},{{(void*)0,(void*)0,&g_1257,&g_1257,&g_1257,&g_1257},{(void*)0,&g_1257,&g_1257,(void*)0,(void*)0,&g_1257},{&g_1257,&g_1257,&g_1257,&g_1257,&g_1257,&g_1257},{&g_1257,&g_1257,&g_1257,(void*)0,(void*)0,&g_1257}}};
                        const int32_t **l_1255 = &l_1256[1][3][0];
                        const int32_t **l_1258 = (void*)0;
                        const int32_t *l_1260 = (void*)0;
                        const int32_t **l_1259 = &l_1260;
                        int i, j, k;
                        (*l_1259) = ((*l_1255) = (**p_36));
                    }
                    ++l_1261;
                }
                else
                { /* block id: 521 */
                    return (*g_43);
                }
            }
            if ((***p_36))
                continue;
        }
        (*l_1052) ^= (-9L);
    }
    return (*g_43);
}


/* ------------------------------------------ */
/* 
 * reads : g_96 g_176 g_95 g_114 g_248 g_41 g_112 g_85 g_119 g_44 g_45 g_3 g_281 g_19 g_148
 * writes: g_96 g_176 g_19 g_95 g_41 g_88 g_281 g_80 g_148
 */
static const uint8_t  func_53(int32_t ** p_54, int32_t ** p_55, uint8_t  p_56, int64_t * p_57, const uint8_t  p_58)
{ /* block id: 59 */
    uint8_t l_237[7][10] = {{0x11L,0x33L,0xDCL,0xA8L,0xA8L,0xDCL,0x33L,0x11L,0xDCL,0x11L},{255UL,0xDCL,7UL,255UL,7UL,0xDCL,255UL,0UL,0UL,255UL},{0UL,0x1FL,7UL,7UL,0x1FL,0UL,0xDCL,0x1FL,0xDCL,0UL},{0xC9L,0x1FL,0xA8L,0x1FL,0xC9L,0xA8L,255UL,255UL,0xA8L,0xC9L},{0xC9L,0xDCL,0xDCL,0xC9L,7UL,0UL,0xC9L,0UL,7UL,0xC9L},{0UL,0xC9L,0UL,7UL,0xC9L,0xDCL,0xDCL,0xC9L,7UL,0UL},{255UL,255UL,0xA8L,0xC9L,0x1FL,0xA8L,0x1FL,0xC9L,0xA8L,255UL}};
    int32_t l_283 = 0xA45A5E1EL;
    int16_t l_284 = 3L;
    uint16_t l_365 = 0UL;
    int32_t l_367 = 0x5DD7B725L;
    int32_t l_378 = 0xAC8844C4L;
    int32_t l_381 = 0L;
    int32_t l_383[1];
    uint32_t l_391 = 0x77900687L;
    uint32_t l_478 = 3UL;
    int8_t l_554 = (-3L);
    int16_t l_612 = 0L;
    uint64_t *l_670[7] = {&g_19,&g_368,&g_368,&g_19,&g_368,&g_368,&g_19};
    uint16_t *l_680 = &g_112;
    uint16_t **l_679 = &l_680;
    uint32_t **l_689 = (void*)0;
    int64_t *l_695[3];
    int32_t * const l_723 = &g_148;
    int64_t ** const *l_733 = &g_313[1][2][0];
    uint32_t l_756 = 0xDCC4E823L;
    uint32_t l_776[5] = {1UL,1UL,1UL,1UL,1UL};
    uint16_t l_803 = 65535UL;
    int16_t *l_846 = &g_515;
    int16_t * const *l_845[4][6] = {{&l_846,&l_846,&l_846,&l_846,&l_846,&l_846},{&l_846,&l_846,(void*)0,&l_846,&l_846,&l_846},{(void*)0,&l_846,&l_846,(void*)0,&l_846,(void*)0},{&l_846,&l_846,&l_846,&l_846,&l_846,&l_846}};
    uint32_t l_847 = 0x4013F1F5L;
    uint32_t l_927 = 0UL;
    uint64_t l_944 = 2UL;
    int8_t l_999[6] = {1L,1L,1L,1L,1L,1L};
    uint32_t l_1004[5];
    union U0 ***l_1031 = (void*)0;
    int i, j;
    for (i = 0; i < 1; i++)
        l_383[i] = 0x7F5871EFL;
    for (i = 0; i < 3; i++)
        l_695[i] = (void*)0;
    for (i = 0; i < 5; i++)
        l_1004[i] = 6UL;
    for (g_96 = 0; (g_96 <= 9); g_96 += 1)
    { /* block id: 62 */
        uint32_t l_226[8][1][2] = {{{0x7B62B502L,0xBC088E69L}},{{0x7B62B502L,0x7B62B502L}},{{0xBC088E69L,0x7B62B502L}},{{0x7B62B502L,0xBC088E69L}},{{0x7B62B502L,0x7B62B502L}},{{0xBC088E69L,0x7B62B502L}},{{0x7B62B502L,0xBC088E69L}},{{0x7B62B502L,0x7B62B502L}}};
        int8_t l_245 = 1L;
        int i, j, k;
        for (g_176 = 9; (g_176 >= 2); g_176 -= 1)
        { /* block id: 65 */
            int32_t *l_215 = &g_88;
            int32_t *l_216 = &g_95[1];
            int32_t l_217 = 0xD2B56F04L;
            int32_t *l_218 = &g_88;
            int32_t *l_219 = (void*)0;
            int32_t *l_220 = &g_95[1];
            int32_t *l_221 = &g_95[1];
            int32_t *l_222 = (void*)0;
            int32_t *l_223 = &g_88;
            int32_t *l_224 = &g_88;
            int32_t *l_225[6][3] = {{(void*)0,(void*)0,(void*)0},{&l_217,&l_217,&l_217},{(void*)0,(void*)0,(void*)0},{&l_217,&l_217,&l_217},{(void*)0,(void*)0,(void*)0},{&l_217,&l_217,&l_217}};
            uint64_t *l_242[9][2][3] = {{{&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19}},{{&g_19,&g_19,(void*)0},{&g_19,(void*)0,(void*)0}},{{&g_19,&g_19,&g_19},{&g_19,&g_19,(void*)0}},{{&g_19,&g_19,(void*)0},{&g_19,&g_19,&g_19}},{{&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19}},{{&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19}},{{&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19}},{{&g_19,(void*)0,&g_19},{&g_19,&g_19,&g_19}},{{&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19}}};
            uint16_t *l_282[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
            uint32_t l_285 = 7UL;
            int i, j, k;
            ++l_226[3][0][0];
            if (g_95[g_96])
                continue;
            (*l_221) = ((((int16_t)((int16_t)(((int32_t)(g_95[0] & ((uint32_t)4294967295UL / (uint32_t)l_237[6][7])) % (int32_t)g_114) | ((uint8_t)(((uint64_t)(g_19 = l_226[3][0][0]) % (uint64_t)((uint32_t)l_245 % (uint32_t)(((uint16_t)l_237[5][4] + (uint16_t)p_56) , g_95[1]))) < l_226[3][0][0]) >> (uint8_t)6)) + (int16_t)0UL) >> (int16_t)11) > g_248) >= g_114);
            l_285 ^= ((int8_t)p_56 - (int8_t)(+(g_80 = ((uint16_t)1UL >> (uint16_t)((((int16_t)(((((int8_t)(&g_41[2] == &g_85) << (int8_t)6) <= ((int8_t)((*p_57) , ((uint16_t)(l_283 = ((+(g_281[1][3] ^= (g_96 , (((uint16_t)((uint64_t)((int32_t)((*l_223) = (((int8_t)((int64_t)(g_41[g_176] = ((((((uint16_t)((0x5A4BL > ((int16_t)((uint64_t)((uint8_t)l_226[6][0][1] * (uint8_t)p_58) % (uint64_t)g_112) - (int16_t)p_56)) <= 1L) * (uint16_t)g_41[2]) , (void*)0) != (void*)0) && g_85) , 8L)) + (int64_t)g_119) << (int8_t)g_85) || l_226[3][0][0])) + (int32_t)(**g_44)) / (uint64_t)l_245) * (uint16_t)2L) & g_176)))) && p_56)) << (uint16_t)p_56)) + (int8_t)0x38L)) || (*g_45)) != p_56) << (int16_t)g_19) ^ l_284) > 0UL)))));
        }
        return p_58;
    }
    for (g_148 = 1; (g_148 >= 0); g_148 -= 1)
    { /* block id: 81 */
        uint32_t l_286[9][9] = {{7UL,0x2906D4D0L,0xBADBB8D5L,0x2906D4D0L,7UL,0x7DBDDA58L,0xC130D5CCL,0x05F36B14L,0UL},{0xC130D5CCL,0xD4928AC8L,18446744073709551608UL,0x2906D4D0L,0x4E9EE496L,18446744073709551615UL,7UL,0xD4928AC8L,0xF0B4F4BDL},{0x648B8FF5L,0xD4656157L,18446744073709551615UL,7UL,0x05F36B14L,0x7DBDDA58L,0x754D642FL,0xD4928AC8L,0xA3130C39L},{2UL,0x754D642FL,0xE98FE0E6L,2UL,0x2906D4D0L,5UL,18446744073709551608UL,0x05F36B14L,18446744073709551615UL},{0x648B8FF5L,0x05F36B14L,0xE98FE0E6L,18446744073709551615UL,18446744073709551615UL,0xE98FE0E6L,0x05F36B14L,0x648B8FF5L,0xBADBB8D5L},{0xC130D5CCL,18446744073709551615UL,18446744073709551615UL,0x648B8FF5L,0x2906D4D0L,0xA3130C39L,0x05F36B14L,0x2906D4D0L,0x0C8F883BL},{7UL,0xC130D5CCL,18446744073709551608UL,0xD4656157L,0x05F36B14L,0x85A8B14AL,18446744073709551608UL,0x4E9EE496L,0xBADBB8D5L},{0x754D642FL,0xC130D5CCL,0xBADBB8D5L,0x05F36B14L,0x4E9EE496L,0xF0B4F4BDL,0x754D642FL,18446744073709551608UL,18446744073709551615UL},{18446744073709551608UL,18446744073709551615UL,0xA3130C39L,0xD4656157L,7UL,0xF0B4F4BDL,7UL,0xD4656157L,0xA3130C39L}};
        const int64_t *l_317[5][6][6] = {{{(void*)0,&g_41[2],&g_85,&g_85,&g_41[2],&g_41[7]},{&g_85,&g_41[2],&g_85,&g_41[2],&g_85,&g_85},{(void*)0,(void*)0,&g_41[0],&g_41[2],&g_85,&g_85},{&g_41[2],&g_85,&g_41[2],&g_85,&g_41[7],&g_41[2]},{&g_41[2],&g_41[2],&g_85,&g_41[2],&g_41[8],&g_85},{&g_85,&g_41[2],&g_41[4],&g_41[2],&g_41[2],&g_41[3]}},{{&g_85,&g_41[2],&g_41[2],(void*)0,&g_41[4],&g_41[3]},{&g_41[2],&g_41[4],(void*)0,&g_41[4],&g_41[2],(void*)0},{&g_85,&g_85,&g_41[2],&g_85,(void*)0,&g_41[2]},{&g_41[4],&g_41[2],&g_41[2],&g_85,&g_41[2],&g_41[2]},{&g_41[5],&g_41[7],&g_41[2],&g_85,&g_41[2],(void*)0},{&g_41[2],&g_41[2],(void*)0,&g_41[2],&g_85,&g_41[3]}},{{&g_41[2],&g_85,&g_41[2],&g_41[8],&g_85,&g_41[3]},{&g_41[3],&g_41[6],&g_41[4],&g_85,(void*)0,&g_85},{&g_41[2],&g_85,&g_85,&g_85,&g_41[9],&g_41[2]},{&g_41[4],&g_41[2],&g_41[2],&g_41[2],&g_41[0],&g_85},{(void*)0,&g_85,&g_41[0],&g_85,&g_41[2],&g_85},{&g_41[2],&g_41[2],&g_85,&g_85,&g_85,&g_41[2]}},{{&g_85,&g_85,&g_41[7],&g_41[7],&g_85,&g_85},{&g_41[9],&g_41[2],(void*)0,(void*)0,&g_85,&g_41[2]},{&g_41[2],(void*)0,&g_85,&g_41[2],&g_85,(void*)0},{&g_41[2],&g_41[4],&g_41[2],(void*)0,(void*)0,&g_41[2]},{&g_41[9],&g_85,&g_85,&g_41[7],&g_41[2],&g_41[2]},{&g_85,&g_41[2],(void*)0,&g_85,&g_41[2],(void*)0}},{{&g_85,&g_85,&g_41[4],&g_41[8],&g_41[2],&g_41[2]},{&g_41[2],(void*)0,&g_41[9],&g_85,&g_41[2],&g_41[2]},{&g_85,(void*)0,&g_41[3],(void*)0,&g_85,&g_41[2]},{&g_41[6],&g_41[2],&g_41[4],&g_85,&g_41[2],&g_41[2]},{(void*)0,&g_85,&g_41[8],&g_41[2],&g_41[2],&g_41[7]},{&g_41[2],&g_85,&g_85,&g_41[4],&g_85,&g_85}}};
        const int64_t **l_316 = &l_317[2][1][5];
        int32_t l_333 = 8L;
        int64_t l_364 = (-10L);
        int32_t l_385[3];
        int32_t **l_419 = &g_45;
        uint64_t l_521 = 0x07F35D760F49AA78LL;
        const int64_t l_547 = 0xDDC7B271EB0C7FFALL;
        int16_t l_610 = 0xBD7AL;
        uint32_t l_668 = 0xE9D62B04L;
        uint16_t l_743[10];
        uint64_t **l_763 = &l_670[6];
        uint64_t l_853 = 18446744073709551610UL;
        union U0 *l_1035[7];
        union U0 **l_1034 = &l_1035[4];
        union U0 ***l_1033 = &l_1034;
        uint16_t ** const *l_1046 = (void*)0;
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_385[i] = 0x98D569DDL;
        for (i = 0; i < 10; i++)
            l_743[i] = 0x7D62L;
        for (i = 0; i < 7; i++)
            l_1035[i] = &g_1036;
    }
    return g_112;
}


/* ------------------------------------------ */
/* 
 * reads : g_44 g_45 g_3 g_138 g_41 g_148 g_119 g_95 g_19 g_85 g_80 g_189 g_43 g_88
 * writes: g_138 g_119 g_19 g_189
 */
static uint32_t  func_59(int32_t ** p_60, int8_t  p_61, uint16_t  p_62, int32_t ** const  p_63)
{ /* block id: 18 */
    uint16_t l_122 = 65530UL;
    int64_t *l_130 = &g_41[0];
    int64_t **l_129 = &l_130;
    uint8_t *l_137 = &g_138[2][6][0];
    int32_t *l_139[3];
    int32_t l_140 = 1L;
    uint8_t l_155 = 254UL;
    uint8_t l_172[6][4][8] = {{{255UL,0x03L,0x3FL,0x28L,0x28L,0x3FL,0x03L,255UL},{0xA6L,0x47L,0x3FL,4UL,0x84L,5UL,0x84L,4UL},{0x28L,0xC1L,0x28L,0x84L,4UL,5UL,0x3FL,0x3FL},{0x3FL,0x47L,0xA6L,0xA6L,0x47L,0x3FL,4UL,0x84L}},{{0x3FL,0x03L,255UL,0x47L,4UL,0x47L,255UL,0x03L},{0x28L,255UL,5UL,0x47L,0x84L,0x84L,0x84L,0x84L},{0xA6L,0x84L,0x84L,0xA6L,0x28L,0x03L,0x84L,0x3FL},{255UL,0xA6L,5UL,0x84L,5UL,0xA6L,255UL,4UL}},{{5UL,0xA6L,255UL,4UL,0x03L,0x03L,4UL,255UL},{0x84L,0x84L,0xA6L,0x28L,0x03L,0x84L,0x3FL,0x84L},{5UL,255UL,0x28L,255UL,5UL,0x47L,0x84L,0x84L},{255UL,0x03L,0x3FL,0x28L,0x28L,0x3FL,0x03L,255UL}},{{0xA6L,0x47L,0x3FL,4UL,0x84L,5UL,0x84L,4UL},{0x28L,0xC1L,0x28L,0x84L,4UL,5UL,0x3FL,0x3FL},{0x3FL,0x47L,0xA6L,0xA6L,0x47L,0x28L,0x03L,0x84L},{0x28L,5UL,0xC1L,0xA6L,0x03L,0xA6L,0xC1L,5UL}},{{0x47L,0xC1L,0x3FL,0xA6L,0x84L,255UL,255UL,0x84L},{0x84L,0x84L,0x84L,0x84L,0x47L,5UL,255UL,0x28L},{0xC1L,0x84L,0x3FL,255UL,0x3FL,0x84L,0xC1L,0x03L},{0x3FL,0x84L,0xC1L,0x03L,5UL,5UL,0x03L,0xC1L}},{{0x84L,0x84L,0x84L,0x47L,5UL,255UL,0x28L,255UL},{0x3FL,0xC1L,0x47L,0xC1L,0x3FL,0xA6L,0x84L,255UL},{0xC1L,5UL,0x28L,0x47L,0x47L,0x28L,5UL,0xC1L},{0x84L,0xA6L,0x28L,0x03L,0x84L,0x3FL,0x84L,0x03L}}};
    int8_t l_209 = (-6L);
    int32_t l_210 = 0xE2F3D009L;
    uint16_t l_211 = 65531UL;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_139[i] = &g_95[5];
    if ((l_140 = ((((int16_t)(((6L != l_122) < (((uint8_t)p_62 << (uint8_t)(((l_122 <= 0x8EC9L) > ((uint32_t)(((((int16_t)(((*l_129) = &g_41[1]) == &g_41[2]) * (int16_t)((((*l_137) &= ((uint16_t)((uint16_t)p_61 + (uint16_t)(((int16_t)(-1L) << (int16_t)p_61) != (**g_44))) << (uint16_t)12)) >= p_61) , 0xF234L)) || p_61) , g_41[2]) >= 0x0405A668A6424E84LL) % (uint32_t)0x41003797L)) , p_62)) != p_62)) ^ 255UL) << (int16_t)1) , 0xA726L) < p_62)))
    { /* block id: 22 */
        const uint8_t l_143 = 0x31L;
        int16_t *l_146 = &g_119;
        int16_t **l_147 = &l_146;
        uint32_t l_149 = 1UL;
        int32_t l_156 = 0x66DC25B1L;
        int64_t *l_169 = &g_41[5];
        uint64_t *l_170 = &g_19;
        uint16_t *l_171[8][2][7] = {{{&g_114,&g_114,&g_114,&g_112,&l_122,&l_122,&g_114},{&g_114,(void*)0,(void*)0,&g_112,&g_112,&l_122,&g_114}},{{&g_112,&g_114,&g_112,&g_112,&g_114,&g_112,&g_114},{&g_114,(void*)0,&g_112,&g_114,&l_122,&g_114,&g_112}},{{&g_112,(void*)0,&g_112,&l_122,&g_112,&l_122,&g_114},{&g_114,(void*)0,&g_112,(void*)0,&g_112,&l_122,&g_112}},{{&g_114,&g_114,(void*)0,&g_114,&l_122,&g_114,&g_112},{&g_112,(void*)0,(void*)0,&g_114,(void*)0,(void*)0,&g_114}},{{&g_112,&g_114,&g_112,(void*)0,&g_112,&g_112,&g_114},{&g_114,&l_122,&l_122,&l_122,&l_122,&g_112,&g_112}},{{&g_112,&g_112,(void*)0,&g_114,(void*)0,&g_112,&g_114},{&g_114,&g_112,(void*)0,&g_112,(void*)0,(void*)0,&g_112}},{{&g_114,&l_122,&g_114,&g_112,&g_112,&g_114,&g_114},{&g_114,&l_122,&g_112,&g_112,&g_112,&l_122,&g_114}},{{&g_114,&g_112,(void*)0,&g_112,&g_112,&l_122,(void*)0},{&g_112,&g_114,&g_112,(void*)0,&g_114,&g_114,&g_114}}};
        int32_t l_178 = 0xAF6FDADEL;
        int32_t l_179 = 0L;
        int32_t l_180[3];
        int16_t l_182 = 0x4CAAL;
        uint16_t l_184[2][8] = {{0x8AA5L,65535UL,65535UL,0x8AA5L,0UL,0UL,65535UL,0UL},{65535UL,65535UL,0x8AA5L,65535UL,65535UL,0x8AA5L,65535UL,65535UL}};
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_180[i] = 0xA498E7CFL;
        l_156 = (((int8_t)((((((l_143 && ((int8_t)((((*l_147) = l_146) != (void*)0) | (g_119 &= g_148)) / (int8_t)l_149)) , (-(uint8_t)(((p_61 > 0x3044ED3489FCF546LL) || ((((int8_t)g_95[9] + (int8_t)(((int16_t)l_155 << (int16_t)0) ^ g_19)) , p_61) <= 0UL)) & l_149))) >= l_143) | 0UL) , p_61) ^ p_62) - (int8_t)0L) > g_85);
        if (((g_3 , ((p_62 = ((l_156 = ((uint32_t)((uint8_t)254UL * (uint8_t)(((int32_t)(((((((int8_t)((p_62 , ((((uint16_t)((((uint8_t)0xDAL % (uint8_t)0xF4L) , &g_85) == l_169) << (uint16_t)(((((((*l_170) = 18446744073709551615UL) || (p_61 < 0x5CBDD7E7L)) > (**p_60)) != p_62) && 0x8EFF3EB3C188B3BDLL) || g_95[7])) ^ p_61) , g_80)) & g_119) / (int8_t)p_62) , 0x68L) , l_143) , (*p_63)) != (*g_44)) == p_62) / (int32_t)(**p_60)) , g_119)) / (uint32_t)g_119)) | 0xE0624A242812E112LL)) != 0UL)) || l_172[0][2][6]))
        { /* block id: 29 */
            return p_62;
        }
        else
        { /* block id: 31 */
            int16_t l_177 = (-5L);
            int32_t l_181 = 0xA6DB2C2CL;
            int32_t l_183 = 0xFC9A2634L;
            for (l_155 = (-11); (l_155 == 7); l_155++)
            { /* block id: 34 */
                uint32_t l_175[1][5] = {{6UL,6UL,6UL,6UL,6UL}};
                int i, j;
                l_175[0][4] = (**p_60);
            }
            l_184[1][1]++;
            return p_61;
        }
    }
    else
    { /* block id: 40 */
        uint64_t l_199[4][1];
        int32_t l_202 = 1L;
        int32_t l_203[7] = {7L,7L,7L,7L,7L,7L,7L};
        uint32_t l_206 = 0x5632B768L;
        int i, j;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 1; j++)
                l_199[i][j] = 5UL;
        }
        for (g_19 = 0; (g_19 < 27); g_19 += 9)
        { /* block id: 43 */
            volatile union U0 **l_196 = &g_189[0][0][5];
            (*l_196) = g_189[0][0][5];
            if ((**p_60))
                continue;
            return p_62;
        }
        for (p_62 = 0; (p_62 <= 1); p_62 += 1)
        { /* block id: 50 */
            int64_t l_197 = 0xF41705D98822D358LL;
            int32_t l_198 = 5L;
            int32_t l_204 = 0xB61937B2L;
            int32_t l_205[4][3][2];
            int i, j, k;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 3; j++)
                {
                    for (k = 0; k < 2; k++)
                        l_205[i][j][k] = 0x3D16F920L;
                }
            }
            l_199[2][0]--;
            if ((***g_43))
                break;
            l_206++;
            return g_88;
        }
    }
    l_211++;
    return g_41[9];
}


/* ------------------------------------------ */
/* 
 * reads : g_96 g_3 g_88 g_19 g_95 g_85 g_43 g_44 g_45 g_41
 * writes: g_96 g_88 g_112 g_114 g_119 g_95
 */
static int32_t ** func_64(uint64_t * p_65, int32_t ** p_66, const int32_t * p_67, int32_t * p_68)
{ /* block id: 10 */
    int16_t l_86[10] = {(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)};
    int32_t *l_87 = &g_88;
    int32_t *l_89 = &g_88;
    int32_t *l_90 = &g_88;
    int32_t *l_91 = &g_88;
    int32_t *l_92 = (void*)0;
    int32_t *l_93 = &g_88;
    int32_t *l_94[9][5][5] = {{{&g_3,&g_3,(void*)0,&g_3,&g_88},{&g_3,&g_3,&g_3,&g_3,(void*)0},{&g_3,(void*)0,&g_3,(void*)0,&g_88},{&g_3,(void*)0,(void*)0,&g_3,(void*)0},{(void*)0,&g_88,&g_88,&g_3,(void*)0}},{{(void*)0,&g_88,&g_3,&g_3,&g_88},{&g_3,&g_88,(void*)0,&g_88,&g_3},{&g_3,(void*)0,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_88,&g_88,&g_88},{&g_3,&g_3,&g_88,(void*)0,&g_3}},{{&g_88,&g_88,&g_3,&g_88,&g_3},{&g_3,&g_88,&g_88,&g_3,&g_88},{(void*)0,&g_3,&g_3,&g_3,(void*)0},{&g_88,&g_3,&g_3,(void*)0,(void*)0},{&g_3,&g_88,(void*)0,&g_3,&g_88}},{{(void*)0,&g_3,(void*)0,&g_3,(void*)0},{&g_3,(void*)0,&g_3,&g_3,&g_88},{&g_88,(void*)0,(void*)0,&g_88,(void*)0},{&g_88,&g_88,&g_3,&g_88,&g_88},{&g_3,&g_88,&g_88,&g_88,&g_3}},{{&g_3,&g_88,&g_88,&g_88,&g_3},{&g_88,&g_88,&g_3,&g_3,&g_3},{&g_3,&g_3,&g_88,&g_3,(void*)0},{&g_3,&g_88,&g_3,&g_3,&g_88},{(void*)0,&g_3,(void*)0,(void*)0,&g_88}},{{&g_88,(void*)0,&g_3,&g_3,(void*)0},{(void*)0,(void*)0,(void*)0,&g_3,&g_3},{&g_88,(void*)0,&g_88,&g_88,(void*)0},{&g_88,(void*)0,&g_88,(void*)0,&g_3},{(void*)0,&g_3,&g_88,&g_88,&g_88}},{{&g_88,(void*)0,&g_88,&g_3,&g_88},{&g_3,&g_3,&g_3,&g_3,&g_3},{&g_88,(void*)0,(void*)0,&g_88,&g_88},{&g_88,&g_3,&g_88,&g_88,&g_3},{&g_88,(void*)0,&g_3,&g_3,&g_88}},{{(void*)0,&g_88,(void*)0,(void*)0,(void*)0},{&g_3,(void*)0,&g_88,&g_88,(void*)0},{&g_88,(void*)0,&g_88,(void*)0,&g_3},{&g_88,(void*)0,&g_88,&g_88,&g_3},{&g_88,&g_3,&g_88,&g_3,&g_3}},{{&g_88,&g_3,(void*)0,(void*)0,&g_3},{&g_3,(void*)0,&g_3,(void*)0,&g_88},{&g_88,(void*)0,&g_3,&g_88,&g_3},{&g_88,(void*)0,(void*)0,(void*)0,&g_88},{&g_88,&g_88,&g_88,&g_3,&g_3}}};
    int64_t *l_101 = &g_41[2];
    int32_t l_108 = (-6L);
    int16_t *l_109 = (void*)0;
    int16_t *l_110[4][3][4] = {{{&l_86[5],&l_86[5],(void*)0,&l_86[8]},{&l_86[8],(void*)0,&l_86[8],(void*)0},{&l_86[8],&l_86[8],&l_86[8],&l_86[8]}},{{&l_86[8],&l_86[8],&l_86[8],(void*)0},{&l_86[8],(void*)0,&l_86[8],&l_86[8]},{(void*)0,&l_86[5],&l_86[5],(void*)0}},{{(void*)0,(void*)0,&l_86[8],&l_86[8]},{&l_86[8],(void*)0,&l_86[8],&l_86[7]},{&l_86[8],&l_86[8],&l_86[8],&l_86[7]}},{{&l_86[8],(void*)0,&l_86[8],&l_86[8]},{&l_86[8],(void*)0,(void*)0,(void*)0},{&l_86[5],&l_86[5],(void*)0,&l_86[8]}}};
    uint16_t *l_111 = &g_112;
    uint16_t *l_113 = &g_114;
    int i, j, k;
    g_96++;
    g_95[1] = ((uint64_t)(p_65 == l_101) + (uint64_t)(((int16_t)((*l_90) &= ((int8_t)l_108 - (int8_t)g_3)) << (int16_t)((*l_113) = ((*l_111) = g_19))) | (((uint8_t)(((uint8_t)(g_119 = g_95[1]) % (uint8_t)g_95[5]) >= (((((g_85 == (-6L)) == g_95[9]) >= (***g_43)) <= g_41[2]) && (***g_43))) >> (uint8_t)6) >= g_85)));
    return (*g_43);
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
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_19, "g_19", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_41[i], "g_41[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_95[i], "g_95[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    transparent_crc(g_119, "g_119", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_138[i][j][k], "g_138[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_176, "g_176", print_hash_value);
    transparent_crc(g_190.f0, "g_190.f0", print_hash_value);
    transparent_crc(g_191.f0, "g_191.f0", print_hash_value);
    transparent_crc(g_192.f0, "g_192.f0", print_hash_value);
    transparent_crc(g_193.f0, "g_193.f0", print_hash_value);
    transparent_crc(g_194.f0, "g_194.f0", print_hash_value);
    transparent_crc(g_195.f0, "g_195.f0", print_hash_value);
    transparent_crc(g_248, "g_248", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_281[i][j], "g_281[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_368, "g_368", print_hash_value);
    transparent_crc(g_483, "g_483", print_hash_value);
    transparent_crc(g_515, "g_515", print_hash_value);
    transparent_crc(g_555, "g_555", print_hash_value);
    transparent_crc(g_558, "g_558", print_hash_value);
    transparent_crc(g_559, "g_559", print_hash_value);
    transparent_crc(g_1021.f0, "g_1021.f0", print_hash_value);
    transparent_crc(g_1024, "g_1024", print_hash_value);
    transparent_crc(g_1036.f0, "g_1036.f0", print_hash_value);
    transparent_crc(g_1069, "g_1069", print_hash_value);
    transparent_crc(g_1257, "g_1257", print_hash_value);
    transparent_crc(g_1338, "g_1338", print_hash_value);
    transparent_crc(g_1366.f0, "g_1366.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1386[i].f0, "g_1386[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1395.f0, "g_1395.f0", print_hash_value);
    transparent_crc(g_1478.f0, "g_1478.f0", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1486[i][j][k], "g_1486[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1534.f0, "g_1534.f0", print_hash_value);
    transparent_crc(g_1593.f0, "g_1593.f0", print_hash_value);
    transparent_crc(g_1636, "g_1636", print_hash_value);
    transparent_crc(g_1664.f0, "g_1664.f0", print_hash_value);
    transparent_crc(g_1802, "g_1802", print_hash_value);
    transparent_crc(g_1883, "g_1883", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 426
XXX total union variables: 6

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 24
breakdown:
   indirect level: 0, occurrence: 6
   indirect level: 1, occurrence: 3
   indirect level: 2, occurrence: 1
   indirect level: 3, occurrence: 10
   indirect level: 4, occurrence: 4
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 12
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 6
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 14

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 131
   depth: 2, occurrence: 34
   depth: 3, occurrence: 2
   depth: 8, occurrence: 2
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 18, occurrence: 2
   depth: 19, occurrence: 2
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 30, occurrence: 1
   depth: 31, occurrence: 2
   depth: 32, occurrence: 1
   depth: 35, occurrence: 1
   depth: 38, occurrence: 2
   depth: 40, occurrence: 2
   depth: 41, occurrence: 1
   depth: 44, occurrence: 1

XXX total number of pointers: 360

XXX times a variable address is taken: 1075
XXX times a pointer is dereferenced on RHS: 266
breakdown:
   depth: 1, occurrence: 125
   depth: 2, occurrence: 113
   depth: 3, occurrence: 27
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 203
breakdown:
   depth: 1, occurrence: 171
   depth: 2, occurrence: 28
   depth: 3, occurrence: 4
XXX times a pointer is compared with null: 30
XXX times a pointer is compared with address of another variable: 8
XXX times a pointer is compared with another pointer: 11
XXX times a pointer is qualified to be dereferenced: 6164

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 621
   level: 2, occurrence: 376
   level: 3, occurrence: 151
   level: 4, occurrence: 9
XXX number of pointers point to pointers: 134
XXX number of pointers point to scalars: 219
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 31.1
XXX average alias set size: 1.49

XXX times a non-volatile is read: 1617
XXX times a non-volatile is write: 685
XXX times a volatile is read: 23
XXX    times read thru a pointer: 2
XXX times a volatile is write: 1
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 895
XXX percentage of non-volatile access: 99

XXX forward jumps: 1
XXX backward jumps: 10

XXX stmts: 133
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 24
   depth: 1, occurrence: 19
   depth: 2, occurrence: 30
   depth: 3, occurrence: 18
   depth: 4, occurrence: 19
   depth: 5, occurrence: 23

XXX percentage a fresh-made variable is used: 16.4
XXX percentage an existing variable is used: 83.6
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

