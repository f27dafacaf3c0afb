/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 90 --no-safe-math --max-funcs 7
 * Seed:      90
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
   volatile unsigned f0 : 27;
   signed f1 : 4;
   unsigned f2 : 22;
   unsigned f3 : 10;
};
#pragma pack(pop)

struct S1 {
   unsigned f0 : 11;
   struct S0  f1;
   int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static volatile int64_t g_2 = 0xD1E814B733C63384LL;/* VOLATILE GLOBAL g_2 */
static volatile uint16_t g_3 = 0xEB6BL;/* VOLATILE GLOBAL g_3 */
static const uint32_t g_15 = 0xFD061A65L;
static int32_t g_21 = 0x889EC002L;
static int32_t * volatile g_22 = (void*)0;/* VOLATILE GLOBAL g_22 */
static volatile int32_t g_41 = 6L;/* VOLATILE GLOBAL g_41 */
static volatile int32_t g_42 = 0L;/* VOLATILE GLOBAL g_42 */
static volatile int32_t g_43 = 1L;/* VOLATILE GLOBAL g_43 */
static volatile int32_t g_44[10][4][5] = {{{(-8L),0x230A264FL,(-3L),(-8L),0x63ADE45AL},{0xF056E99FL,2L,1L,0x1919B17CL,0x1E69D086L},{(-1L),0x7CEC7E9AL,2L,0x6ADDA102L,0x6ADDA102L},{(-9L),1L,(-9L),(-1L),0x274C111BL}},{{1L,(-1L),1L,0x0ECE9518L,0x8A59C2D1L},{0x230A264FL,0xF056E99FL,0x1ABE719CL,0xE1CF2BBAL,0x3E0CA2CDL},{0x63ADE45AL,(-5L),1L,0x8A59C2D1L,0x44157F02L},{0xD9FD593BL,0xA73BC0E3L,(-9L),(-8L),0x63ADE45AL}},{{0x0EB5CFE7L,0x98A97D63L,2L,0x310E27A8L,2L},{(-7L),0xE1CF2BBAL,0xA6652F52L,0x1ABE719CL,(-5L)},{0x98A97D63L,0xAE3C77D9L,1L,0xCC53A0DCL,0xAA0E6852L},{4L,0xCF05746AL,(-7L),0xA73BC0E3L,2L}},{{0x01265A1BL,0xE87122A2L,0x759719BDL,0x5A47B6C4L,1L},{0xAE3C77D9L,1L,0x3E0CA2CDL,0x5A47B6C4L,0x0ECE9518L},{1L,0x8A59C2D1L,0x98A97D63L,0xA73BC0E3L,0x44157F02L},{(-9L),0x3DF1C911L,0xF447FE6DL,0xCC53A0DCL,0xC20EB8FCL}},{{0x759719BDL,0x01265A1BL,1L,0x1ABE719CL,(-5L)},{1L,0x759719BDL,0x4A52D86AL,6L,0x63ADE45AL},{2L,0xA98E57B7L,(-5L),0xA98E57B7L,2L},{2L,0x230A264FL,0xB4BC71F8L,0xC20EB8FCL,0L}},{{0xB4BC71F8L,1L,0x1ABE719CL,0x1695EA98L,0x0EB5CFE7L},{1L,0x4A52D86AL,1L,0x230A264FL,0L},{0xA98E57B7L,0x1695EA98L,8L,1L,2L},{0L,0x01265A1BL,0xA6652F52L,(-5L),0x63ADE45AL}},{{0x4A52D86AL,1L,0xAB66969EL,(-6L),(-5L)},{0x5A47B6C4L,0x6C9F93B7L,(-5L),0xA73BC0E3L,0xC20EB8FCL},{0xAB66969EL,(-3L),0xAE3C77D9L,1L,0x44157F02L},{0x759719BDL,0L,0xAA0E6852L,0x1695EA98L,0x0ECE9518L}},{{0x24CED0F2L,2L,0x4A52D86AL,0x7CEC7E9AL,1L},{0x24CED0F2L,4L,(-6L),0xF447FE6DL,2L},{0x759719BDL,0xE1CF2BBAL,0x6ADDA102L,0xE00B46F9L,0xAA0E6852L},{0xAB66969EL,1L,2L,0xA6652F52L,(-5L)}},{{0x5A47B6C4L,0xA98E57B7L,(-7L),0x230A264FL,(-1L)},{0x4A52D86AL,0xCF05746AL,0x40FD7713L,(-5L),0x40FD7713L},{0L,0L,0x1ABE719CL,0x5A47B6C4L,0xD9FD593BL},{0xA98E57B7L,(-4L),0xAB66969EL,1L,0L}},{{1L,0x310E27A8L,(-6L),1L,0xC20EB8FCL},{0xB4BC71F8L,(-4L),0xF447FE6DL,(-5L),0xE00B46F9L},{2L,0L,0x01265A1BL,0xA6652F52L,(-5L)},{2L,0xCF05746AL,1L,0x7CEC7E9AL,0x3DF1C911L}}};
static int32_t g_45[2][7] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
static int32_t g_48[1][4] = {{0x3D5EAA97L,0x3D5EAA97L,0x3D5EAA97L,0x3D5EAA97L}};
static int32_t g_49[2][1] = {{0xF69E9DA1L},{0xF69E9DA1L}};
static int32_t g_50 = 7L;
static volatile int32_t g_51 = (-5L);/* VOLATILE GLOBAL g_51 */
static volatile int32_t g_52 = 0x1368DE67L;/* VOLATILE GLOBAL g_52 */
static volatile int32_t g_53 = 0xBF261B24L;/* VOLATILE GLOBAL g_53 */
static volatile int32_t g_54 = 0xD5BC3FA0L;/* VOLATILE GLOBAL g_54 */
static int32_t g_55 = 0x81CC3846L;
static int64_t g_76 = 0xDFA932E4B48400ECLL;
static uint16_t g_98 = 0x7726L;
static uint16_t g_101 = 2UL;
static struct S1 g_102 = {43,{7309,1,1084,8},-3L};/* VOLATILE GLOBAL g_102 */
static struct S1 g_105 = {23,{3488,3,245,2},0L};/* VOLATILE GLOBAL g_105 */
static int32_t *g_117[2][1][9] = {{{&g_55,&g_55,&g_49[0][0],&g_55,&g_55,&g_49[0][0],&g_55,&g_55,&g_49[0][0]}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
static int32_t ** volatile g_116 = &g_117[0][0][5];/* VOLATILE GLOBAL g_116 */
static int32_t ** volatile g_120[2] = {&g_117[0][0][5],&g_117[0][0][5]};
static struct S0 * volatile g_126[7][4] = {{&g_102.f1,&g_102.f1,&g_102.f1,&g_105.f1},{&g_105.f1,&g_102.f1,&g_102.f1,&g_102.f1},{&g_102.f1,(void*)0,&g_102.f1,&g_102.f1},{&g_102.f1,(void*)0,(void*)0,&g_102.f1},{(void*)0,&g_102.f1,&g_102.f1,&g_105.f1},{(void*)0,&g_102.f1,(void*)0,&g_102.f1},{&g_102.f1,&g_105.f1,&g_102.f1,&g_102.f1}};
static uint32_t g_139[8][3][8] = {{{0xA12BE6C4L,4294967295UL,0x1338C270L,0x4E63AD99L,0x4E63AD99L,0x1338C270L,4294967295UL,0xA12BE6C4L},{0x71B29B62L,0x4E63AD99L,1UL,1UL,0x3A569110L,0x71B29B62L,1UL,0UL},{0x3A569110L,0x71B29B62L,1UL,0UL,1UL,0x71B29B62L,0x3A569110L,1UL}},{{0xA12BE6C4L,0x4E63AD99L,0x7911D495L,0xA12BE6C4L,4294967295UL,0x1338C270L,0x4E63AD99L,0x4E63AD99L},{1UL,4294967295UL,1UL,1UL,4294967295UL,1UL,0x8532EA63L,0UL},{0xA12BE6C4L,0x8532EA63L,0x8987753CL,0x4E63AD99L,1UL,0x8987753CL,4294967295UL,0x8987753CL}},{{0x3A569110L,0x4E63AD99L,4294967292UL,0x4E63AD99L,0x3A569110L,4294967286UL,0x4E63AD99L,0UL},{0x71B29B62L,0x3A569110L,1UL,1UL,0x4E63AD99L,0x71B29B62L,0x71B29B62L,0x4E63AD99L},{0xA12BE6C4L,1UL,1UL,0xA12BE6C4L,0x8532EA63L,0x8987753CL,0x4E63AD99L,1UL}},{{0x4E63AD99L,4294967295UL,4294967292UL,0UL,4294967295UL,0x7911D495L,4294967295UL,0UL},{0x8987753CL,4294967295UL,0x8987753CL,1UL,0x4E63AD99L,0x8987753CL,0x8532EA63L,0xA12BE6C4L},{0x3A569110L,1UL,1UL,0x4E63AD99L,0x71B29B62L,0x71B29B62L,0x4E63AD99L,1UL}},{{0x3A569110L,0x3A569110L,0x7911D495L,0UL,0x4E63AD99L,4294967286UL,0x3A569110L,0x4E63AD99L},{0x8987753CL,0x4E63AD99L,1UL,0x8987753CL,4294967295UL,0x8987753CL,1UL,0x4E63AD99L},{0x4E63AD99L,0x8532EA63L,1UL,0UL,0x8532EA63L,1UL,4294967295UL,1UL}},{{0xA12BE6C4L,4294967295UL,0x1338C270L,0x4E63AD99L,0x4E63AD99L,0x1338C270L,4294967295UL,0xA12BE6C4L},{0x71B29B62L,0x4E63AD99L,1UL,1UL,0x3A569110L,0x71B29B62L,1UL,0UL},{0x3A569110L,0x71B29B62L,1UL,0UL,1UL,0x71B29B62L,0x3A569110L,1UL}},{{0xA12BE6C4L,0x4E63AD99L,0x7911D495L,0xA12BE6C4L,4294967295UL,0x1338C270L,0x4E63AD99L,0x4E63AD99L},{1UL,4294967295UL,1UL,1UL,4294967295UL,1UL,0x8532EA63L,0x8532EA63L},{1UL,4294967286UL,4294967292UL,0x8987753CL,0x1338C270L,4294967292UL,0x71B29B62L,4294967292UL}},{{1UL,0x8987753CL,4294967295UL,0x8987753CL,1UL,0x4E63AD99L,0x8987753CL,0x8532EA63L},{0x7911D495L,1UL,0x1338C270L,1UL,0x8987753CL,0x7911D495L,0x7911D495L,0x8987753CL},{1UL,0x1338C270L,0x1338C270L,1UL,4294967286UL,4294967292UL,0x8987753CL,0x1338C270L}}};
static int8_t g_142 = (-1L);
static int8_t *g_141 = &g_142;
static struct S1 g_145 = {11,{7479,1,1585,14},2L};/* VOLATILE GLOBAL g_145 */
static struct S1 * volatile g_146 = &g_145;/* VOLATILE GLOBAL g_146 */
static uint16_t g_163 = 65535UL;
static int32_t * volatile g_169 = &g_102.f2;/* VOLATILE GLOBAL g_169 */
static int16_t g_185 = (-5L);
static int32_t * volatile g_205 = &g_105.f2;/* VOLATILE GLOBAL g_205 */
static struct S1 g_220 = {3,{6465,0,234,11},0x5DB10620L};/* VOLATILE GLOBAL g_220 */
static int32_t ** volatile g_227 = (void*)0;/* VOLATILE GLOBAL g_227 */
static int32_t ** volatile g_228 = &g_117[1][0][3];/* VOLATILE GLOBAL g_228 */
static struct S0 g_240 = {2762,0,1476,23};/* VOLATILE GLOBAL g_240 */
static struct S0 g_242 = {4377,-3,674,12};/* VOLATILE GLOBAL g_242 */
static volatile struct S0 g_243 = {10385,3,1960,24};/* VOLATILE GLOBAL g_243 */
static volatile struct S0 * volatile g_244 = (void*)0;/* VOLATILE GLOBAL g_244 */
static volatile struct S0 * volatile g_245 = &g_243;/* VOLATILE GLOBAL g_245 */
static uint8_t g_249 = 0x99L;
static int32_t g_285 = (-2L);
static int32_t ** volatile g_293[2] = {&g_117[0][0][6],&g_117[0][0][6]};
static volatile int64_t *g_306 = (void*)0;
static volatile int64_t * volatile * volatile g_305[8] = {&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306};
static const struct S0 g_308 = {10745,-2,1354,10};/* VOLATILE GLOBAL g_308 */
static struct S1 g_399 = {42,{2358,-0,1142,4},5L};/* VOLATILE GLOBAL g_399 */
static volatile struct S1 g_416 = {4,{2589,1,1387,28},0xF23290A2L};/* VOLATILE GLOBAL g_416 */
static int32_t g_438 = 7L;
static uint8_t g_460 = 9UL;
static uint8_t g_462 = 255UL;
static uint8_t *g_468 = (void*)0;
static uint8_t **g_467 = &g_468;
static uint8_t ***g_466[6][7] = {{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467},{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467},{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467},{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467},{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467},{&g_467,&g_467,&g_467,&g_467,&g_467,&g_467,&g_467}};
static uint8_t ****g_465 = &g_466[5][3];
static uint32_t g_499 = 0x1E793531L;
static struct S1 g_513 = {15,{10581,2,1943,14},-4L};/* VOLATILE GLOBAL g_513 */
static struct S0 g_546 = {2856,-3,1172,22};/* VOLATILE GLOBAL g_546 */
static struct S0 g_548 = {1123,2,988,5};/* VOLATILE GLOBAL g_548 */
static const uint8_t ***g_646 = (void*)0;
static uint64_t g_686 = 18446744073709551615UL;
static uint16_t ** volatile g_721 = (void*)0;/* VOLATILE GLOBAL g_721 */
static volatile struct S0 *g_726[4][6] = {{&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1},{&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1},{&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1},{&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1,&g_416.f1}};
static volatile struct S0 ** volatile g_725 = &g_726[3][0];/* VOLATILE GLOBAL g_725 */
static int16_t *g_746[1] = {&g_185};
static int16_t **g_745 = &g_746[0];
static volatile int64_t g_750[7] = {(-2L),(-2L),(-2L),(-2L),(-2L),(-2L),(-2L)};
static uint32_t *g_752 = (void*)0;
static uint64_t g_776 = 0UL;
static volatile int64_t g_820 = 9L;/* VOLATILE GLOBAL g_820 */
static struct S0 g_843 = {2639,-2,765,17};/* VOLATILE GLOBAL g_843 */
static struct S0 g_844 = {2293,-3,301,21};/* VOLATILE GLOBAL g_844 */
static int16_t *** volatile g_845 = &g_745;/* VOLATILE GLOBAL g_845 */
static struct S0 g_921 = {1539,-0,1432,30};/* VOLATILE GLOBAL g_921 */
static volatile struct S1 g_933 = {44,{9379,-1,560,15},0xED828592L};/* VOLATILE GLOBAL g_933 */
static const volatile struct S1 * volatile g_932 = &g_933;/* VOLATILE GLOBAL g_932 */
static const volatile struct S1 * volatile *g_931 = &g_932;
static const int32_t *g_971 = (void*)0;
static const int32_t ** volatile g_970 = &g_971;/* VOLATILE GLOBAL g_970 */
static int32_t * volatile g_992 = &g_220.f2;/* VOLATILE GLOBAL g_992 */
static int64_t g_1064[1][3][10] = {{{0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L),0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L)},{0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L),0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L)},{0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L),0x8E3025E15C567BD2LL,0x8E3025E15C567BD2LL,(-1L),1L,(-1L)}}};
static volatile struct S1 g_1135 = {6,{1151,2,951,17},0xDE41CA66L};/* VOLATILE GLOBAL g_1135 */
static struct S1 *g_1181 = &g_105;
static struct S1 ** const  volatile g_1180 = &g_1181;/* VOLATILE GLOBAL g_1180 */
static int32_t * volatile g_1182 = &g_102.f2;/* VOLATILE GLOBAL g_1182 */
static volatile struct S0 ** volatile g_1257 = &g_726[3][0];/* VOLATILE GLOBAL g_1257 */
static int16_t g_1304 = (-1L);
static volatile struct S0 g_1352 = {6156,-0,1285,22};/* VOLATILE GLOBAL g_1352 */
static int32_t *g_1384 = (void*)0;
static int32_t **g_1383 = &g_1384;
static int32_t ***g_1382[1][4] = {{&g_1383,&g_1383,&g_1383,&g_1383}};
static int32_t ****g_1381 = &g_1382[0][1];
static int16_t *g_1394 = &g_1304;
static int16_t **g_1393 = &g_1394;
static struct S1 g_1398 = {36,{3031,3,1890,7},8L};/* VOLATILE GLOBAL g_1398 */
static struct S1 ** volatile g_1400 = &g_1181;/* VOLATILE GLOBAL g_1400 */
static volatile struct S0 g_1402 = {1116,0,1998,3};/* VOLATILE GLOBAL g_1402 */
static volatile struct S0 g_1403 = {690,-2,445,19};/* VOLATILE GLOBAL g_1403 */
static volatile int64_t * volatile *g_1410 = (void*)0;
static volatile int64_t * volatile **g_1409 = &g_1410;
static volatile int64_t * volatile ***g_1408[3] = {&g_1409,&g_1409,&g_1409};
static volatile int64_t * volatile *** volatile *g_1407 = &g_1408[1];
static int8_t g_1424 = 0xE6L;
static const volatile struct S0 g_1440 = {1420,-1,192,14};/* VOLATILE GLOBAL g_1440 */
static struct S1 **g_1459 = &g_1181;
static struct S1 *** const  volatile g_1458 = &g_1459;/* VOLATILE GLOBAL g_1458 */
static struct S0 g_1466 = {7531,-1,703,21};/* VOLATILE GLOBAL g_1466 */
static int32_t g_1512[1] = {0xE81CAD80L};
static uint32_t **g_1519 = (void*)0;
static uint32_t *** volatile g_1518 = &g_1519;/* VOLATILE GLOBAL g_1518 */
static struct S1 g_1556 = {2,{3152,-1,1743,28},0xFE19717DL};/* VOLATILE GLOBAL g_1556 */
static volatile struct S1 g_1566 = {8,{8414,-2,133,31},6L};/* VOLATILE GLOBAL g_1566 */
static struct S1 g_1575 = {28,{9441,-2,362,9},-1L};/* VOLATILE GLOBAL g_1575 */
static struct S0 g_1579 = {9239,1,93,4};/* VOLATILE GLOBAL g_1579 */
static struct S1 g_1595[8] = {{37,{8881,-1,1782,25},0xF5BD7E22L},{20,{11086,-0,799,24},0x66155813L},{37,{8881,-1,1782,25},0xF5BD7E22L},{37,{8881,-1,1782,25},0xF5BD7E22L},{20,{11086,-0,799,24},0x66155813L},{37,{8881,-1,1782,25},0xF5BD7E22L},{37,{8881,-1,1782,25},0xF5BD7E22L},{20,{11086,-0,799,24},0x66155813L}};
static volatile struct S0 g_1615 = {2298,-0,112,30};/* VOLATILE GLOBAL g_1615 */
static int16_t *** volatile g_1620 = &g_745;/* VOLATILE GLOBAL g_1620 */
static struct S1 g_1651 = {29,{4914,-3,1971,22},0L};/* VOLATILE GLOBAL g_1651 */
static const int32_t ** volatile g_1703 = &g_971;/* VOLATILE GLOBAL g_1703 */
static const struct S1 g_1717 = {43,{5799,0,1766,8},0x6EBC987DL};/* VOLATILE GLOBAL g_1717 */
static const struct S1 g_1718 = {40,{6382,-0,824,29},0x2ADE719CL};/* VOLATILE GLOBAL g_1718 */
static const volatile struct S0 g_1760 = {6107,-0,1831,27};/* VOLATILE GLOBAL g_1760 */
static struct S0 g_1768 = {10036,2,154,31};/* VOLATILE GLOBAL g_1768 */
static const struct S1 g_1833[5][10] = {{{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L}},{{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL}},{{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L}},{{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL}},{{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L},{20,{6726,2,1477,1},0xCDA8C1AEL},{20,{6726,2,1477,1},0xCDA8C1AEL},{0,{2260,-2,286,23},0xB89F5050L},{0,{2260,-2,286,23},0xB89F5050L}}};
static volatile int32_t *g_1870 = (void*)0;
static int64_t * const g_1884 = &g_1064[0][0][4];
static int64_t * const *g_1883 = &g_1884;
static int64_t g_1887 = 0L;
static struct S0 g_1947[1] = {{6954,3,1062,9}};
static volatile int8_t g_1955 = (-6L);/* VOLATILE GLOBAL g_1955 */
static volatile int8_t *g_1954 = &g_1955;
static volatile int8_t ** volatile g_1953[4] = {&g_1954,&g_1954,&g_1954,&g_1954};
static volatile int8_t ** volatile * volatile g_1952 = &g_1953[2];/* VOLATILE GLOBAL g_1952 */
static const int16_t *g_1975[6] = {&g_1304,&g_1304,&g_1304,&g_1304,&g_1304,&g_1304};
static const int16_t **g_1974 = &g_1975[5];
static const int16_t ***g_1973[3][9][7] = {{{&g_1974,&g_1974,(void*)0,(void*)0,(void*)0,&g_1974,(void*)0},{(void*)0,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974},{&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,(void*)0,&g_1974},{&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,&g_1974,(void*)0},{(void*)0,(void*)0,&g_1974,&g_1974,&g_1974,&g_1974,(void*)0},{&g_1974,(void*)0,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974},{(void*)0,&g_1974,(void*)0,(void*)0,&g_1974,(void*)0,&g_1974},{&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974},{(void*)0,(void*)0,(void*)0,(void*)0,&g_1974,(void*)0,&g_1974}},{{&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,&g_1974,&g_1974},{(void*)0,&g_1974,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974},{(void*)0,&g_1974,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974},{(void*)0,&g_1974,(void*)0,(void*)0,&g_1974,(void*)0,&g_1974},{(void*)0,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,&g_1974},{(void*)0,&g_1974,(void*)0,&g_1974,(void*)0,&g_1974,(void*)0},{&g_1974,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,(void*)0},{(void*)0,&g_1974,(void*)0,&g_1974,&g_1974,(void*)0,&g_1974},{&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,(void*)0,&g_1974}},{{(void*)0,&g_1974,(void*)0,(void*)0,&g_1974,(void*)0,(void*)0},{&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974},{(void*)0,(void*)0,(void*)0,&g_1974,&g_1974,&g_1974,&g_1974},{&g_1974,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974,&g_1974},{&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,(void*)0,&g_1974},{&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974,&g_1974},{&g_1974,(void*)0,(void*)0,(void*)0,(void*)0,&g_1974,&g_1974},{(void*)0,&g_1974,&g_1974,&g_1974,(void*)0,&g_1974,&g_1974},{(void*)0,&g_1974,&g_1974,(void*)0,(void*)0,&g_1974,&g_1974}}};
static const int16_t ****g_1972 = &g_1973[2][2][2];
static uint32_t g_2089 = 0UL;
static uint32_t g_2122 = 0xC21D2773L;
static const struct S0 g_2128 = {11423,2,4,8};/* VOLATILE GLOBAL g_2128 */
static const struct S0 g_2132 = {5482,-1,366,10};/* VOLATILE GLOBAL g_2132 */
static const struct S0 g_2133 = {9117,3,1316,30};/* VOLATILE GLOBAL g_2133 */
static const struct S0 g_2134[2] = {{7388,3,1431,20},{7388,3,1431,20}};
static const struct S0 g_2135 = {4956,3,747,4};/* VOLATILE GLOBAL g_2135 */
static volatile struct S0 g_2152 = {11397,-0,1979,20};/* VOLATILE GLOBAL g_2152 */
static uint8_t g_2191 = 0xCFL;
static uint16_t ** volatile * volatile g_2198[5][7][7] = {{{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{(void*)0,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{(void*)0,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,(void*)0}},{{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,(void*)0,&g_721,&g_721,(void*)0},{&g_721,&g_721,&g_721,(void*)0,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721}},{{&g_721,&g_721,&g_721,&g_721,(void*)0,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{(void*)0,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{(void*)0,&g_721,&g_721,(void*)0,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,(void*)0,(void*)0,&g_721,&g_721}},{{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,(void*)0,&g_721,&g_721},{&g_721,(void*)0,&g_721,&g_721,&g_721,&g_721,(void*)0},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721}},{{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,&g_721,&g_721,&g_721},{&g_721,&g_721,&g_721,&g_721,(void*)0,&g_721,&g_721}}};
static uint16_t ** volatile * volatile g_2199[10] = {&g_721,&g_721,(void*)0,&g_721,&g_721,(void*)0,&g_721,&g_721,(void*)0,&g_721};
static uint64_t *g_2212 = &g_776;
static uint64_t **g_2211 = &g_2212;
static uint64_t *** volatile g_2210[9][10][2] = {{{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{(void*)0,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}},{{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211},{&g_2211,&g_2211}}};
static uint64_t *** const  volatile g_2213 = &g_2211;/* VOLATILE GLOBAL g_2213 */
static const uint8_t ****g_2219 = &g_646;
static const uint8_t ***** volatile g_2218[3][3][6] = {{{&g_2219,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{(void*)0,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{&g_2219,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219}},{{(void*)0,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{&g_2219,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{(void*)0,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219}},{{&g_2219,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{(void*)0,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219},{&g_2219,&g_2219,&g_2219,&g_2219,&g_2219,&g_2219}}};
static volatile struct S0 g_2267 = {312,2,1004,27};/* VOLATILE GLOBAL g_2267 */
static uint32_t g_2270 = 0xC6FB309EL;
static uint32_t g_2279[3] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
static volatile uint32_t * volatile * volatile ** volatile * volatile g_2286 = (void*)0;/* VOLATILE GLOBAL g_2286 */


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static const uint64_t  func_25(int32_t * p_26, uint16_t  p_27, int64_t  p_28, uint64_t  p_29);
static int64_t  func_32(int32_t * p_33, int64_t  p_34, int32_t * p_35, uint32_t  p_36, int64_t  p_37);
static int16_t  func_38(int32_t * p_39, int32_t * p_40);
static struct S1  func_56(uint16_t  p_57, const int32_t * const  p_58);
static uint32_t  func_66(uint32_t  p_67, uint16_t  p_68);
static uint32_t  func_69(int32_t * p_70, int64_t  p_71, int8_t  p_72, int32_t * p_73, int8_t  p_74);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_2 g_15 g_21 g_45 g_1974 g_1975 g_1304 g_513.f1.f1 g_141 g_1398.f2 g_686 g_1595.f1.f2 g_2152 g_931 g_932 g_1884 g_1887 g_1575.f2 g_1383 g_546.f1 g_399.f1.f2 g_1717.f2 g_2191 g_462 g_1381 g_1382 g_1384 g_205 g_105.f2 g_2211 g_2212 g_776
 * writes: g_3 g_21 g_45 g_142 g_1407 g_1064 g_1887 g_1575.f2 g_1384 g_2122 g_293 g_2191 g_462 g_117
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t l_10[2];
    int32_t *l_20 = &g_21;
    int32_t *l_23 = &l_10[1];
    int32_t *l_2148 = (void*)0;
    int32_t **l_2147 = &l_2148;
    uint32_t l_2149 = 9UL;
    int16_t *l_2196[1][9][7] = {{{&g_185,&g_1304,&g_185,&g_1304,&g_185,&g_1304,&g_185},{&g_185,&g_185,&g_1304,&g_185,&g_185,&g_185,&g_185},{&g_185,&g_1304,&g_1304,&g_185,&g_185,&g_1304,&g_1304},{&g_185,&g_1304,&g_1304,&g_1304,&g_1304,&g_185,&g_185},{&g_185,&g_185,&g_185,&g_185,&g_1304,&g_185,&g_185},{&g_185,&g_185,&g_185,&g_1304,&g_185,(void*)0,&g_185},{&g_185,&g_185,(void*)0,&g_185,&g_1304,&g_1304,&g_185},{(void*)0,&g_185,(void*)0,&g_185,&g_185,(void*)0,(void*)0},{&g_185,&g_1304,&g_1304,&g_1304,&g_1304,&g_185,&g_1304}}};
    uint16_t **l_2281 = (void*)0;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_10[i] = 0xA40F2FDAL;
    g_3++;
    (*l_23) = ((1UL && ((int64_t)((((uint8_t)(l_10[1] > ((int16_t)((uint16_t)g_2 + (uint16_t)((-7L) == g_15)) << (int16_t)g_15)) >> (uint8_t)((((int16_t)(-5L) * (int16_t)((int8_t)((l_10[1] , ((*l_20) |= (l_10[0] == g_15))) & l_10[0]) % (int8_t)(-8L))) & g_15) & g_15)) , 0xAAD9L) <= g_15) % (int64_t)g_15)) > g_15);
    if (((!(func_25(&l_10[1], (*l_20), ((uint64_t)(func_32(((func_38(&l_10[1], &g_21) < ((uint32_t)((((uint8_t)1UL / (uint8_t)(((*g_141) = (g_513.f1.f1 , (*l_20))) || ((((*l_2147) = (g_1398.f2 , l_20)) != (void*)0) , (*l_20)))) != 0xA2E842E0D85E2771LL) == g_686) + (uint32_t)(*l_20))) , (void*)0), (*l_20), l_23, (*l_20), l_2149) >= 18446744073709551615UL) % (uint64_t)(*l_20)), g_546.f1) == (*l_20))) >= g_1717.f2))
    { /* block id: 1060 */
        int32_t *l_2188 = &g_1556.f2;
        int32_t *l_2189 = &g_145.f2;
        int32_t *l_2190[8] = {&g_220.f2,(void*)0,&g_220.f2,(void*)0,&g_220.f2,(void*)0,&g_220.f2,(void*)0};
        uint16_t *l_2201 = &g_163;
        uint16_t ** volatile l_2200 = &l_2201;/* VOLATILE GLOBAL l_2200 */
        uint32_t **l_2227 = (void*)0;
        uint32_t l_2276 = 1UL;
        uint16_t **l_2280 = &l_2201;
        int i;
        --g_2191;
        for (g_462 = 0; (g_462 <= 0); g_462 += 1)
        { /* block id: 1064 */
            uint16_t *l_2197 = &g_98;
            int32_t l_2202[3];
            uint32_t **l_2230 = &g_752;
            uint32_t l_2236 = 0x465EFC87L;
            int i;
            for (i = 0; i < 3; i++)
                l_2202[i] = (-5L);
        }
    }
    else
    { /* block id: 1152 */
        int32_t **l_2287 = &g_117[0][0][5];
        (*l_2287) = ((***g_1381) = (***g_1381));
    }
    (*l_23) |= (*g_205);
    return (**g_2211);
}


/* ------------------------------------------ */
/* 
 * reads : g_399.f1.f2
 * writes:
 */
static const uint64_t  func_25(int32_t * p_26, uint16_t  p_27, int64_t  p_28, uint64_t  p_29)
{ /* block id: 1058 */
    return g_399.f1.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_1595.f1.f2 g_2152 g_931 g_932 g_1974 g_1975 g_1304 g_1884 g_1887 g_1575.f2 g_1383
 * writes: g_1407 g_1064 g_1887 g_1575.f2 g_1384 g_2122 g_293
 */
static int64_t  func_32(int32_t * p_33, int64_t  p_34, int32_t * p_35, uint32_t  p_36, int64_t  p_37)
{ /* block id: 1043 */
    int32_t ** const *l_2154 = &g_1383;
    int32_t ** const **l_2153 = &l_2154;
    int32_t l_2157[4];
    int64_t *l_2160 = &g_1887;
    int64_t **l_2159 = &l_2160;
    int64_t ***l_2158 = &l_2159;
    int32_t *l_2161 = &g_1575.f2;
    int16_t l_2169[10][7] = {{0xF2B7L,0L,0x54F2L,1L,8L,0x6B60L,8L},{0x0F72L,0x949AL,0x949AL,0x0F72L,1L,0x0F72L,0x949AL},{(-1L),(-5L),0xF2B7L,1L,0xF2B7L,(-5L),(-1L)},{0x759BL,0x949AL,0x748EL,0x949AL,0x759BL,0x759BL,0x949AL},{1L,0L,1L,0x6B60L,0xF2B7L,0x534EL,8L},{0x949AL,1L,0x748EL,0x748EL,1L,0x949AL,1L},{1L,0x6B60L,0xF2B7L,0x534EL,8L,0x534EL,0xF2B7L},{0x759BL,0x759BL,0x949AL,0x748EL,0x949AL,0x759BL,0x759BL},{(-1L),0x6B60L,0x54F2L,0x6B60L,(-1L),(-5L),0xF2B7L},{0x0F72L,1L,0x0F72L,0x949AL,0x949AL,0x0F72L,1L}};
    int32_t l_2171[9][3][4] = {{{4L,(-1L),5L,1L},{0L,0L,0xF6703680L,0xCDF08412L},{(-6L),0x888DD200L,0xCD5755D4L,0xCAEEFD5BL}},{{0x1897C46AL,0xECB678F4L,0xAB9110B2L,0xE8BD633CL},{0xCAEEFD5BL,0x79BD0834L,0xBD5D49D6L,0x888DD200L},{0xECB678F4L,1L,0L,0x49846AEFL}},{{0L,0L,0L,1L},{0x888DD200L,(-1L),1L,5L},{0xCF2EFE8AL,1L,(-1L),(-1L)}},{{(-6L),4L,(-1L),0x38A6609CL},{0xCF2EFE8AL,0L,1L,0xE8BD633CL},{0x888DD200L,(-10L),0L,(-6L)}},{{0L,(-6L),0L,(-6L)},{0xECB678F4L,0xCF2EFE8AL,0xBD5D49D6L,0xAB9110B2L},{0xCAEEFD5BL,(-1L),0xAB9110B2L,6L}},{{0x1897C46AL,(-6L),0xCD5755D4L,0xE0D10F8BL},{(-6L),0x38A6609CL,0xF6703680L,1L},{0L,1L,5L,0xE8BD633CL}},{{4L,0x82EFF8BAL,0x82EFF8BAL,4L},{1L,7L,0L,(-5L)},{0xBD5D49D6L,0x1897C46AL,(-10L),5L}},{{1L,(-1L),5L,5L},{(-6L),0x1897C46AL,0xE8BD633CL,(-5L)},{(-6L),7L,2L,4L}},{{0x0DF9F37EL,0xCDF08412L,2L,1L},{0x79BD0834L,0x49846AEFL,(-6L),0xECB678F4L},{0xCDF08412L,0x79BD0834L,0x2EE9B4C6L,5L}}};
    uint32_t l_2173 = 4294967295UL;
    uint8_t l_2176 = 0UL;
    uint32_t l_2183 = 1UL;
    uint8_t l_2187 = 0x74L;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_2157[i] = (-1L);
    g_1407 = &g_1408[2];
lbl_2186:
    (*l_2161) &= ((g_1595[1].f1.f2 > ((((uint64_t)0xD2F2F3A923A02687LL % (uint64_t)(((g_2152 , ((void*)0 != l_2153)) , (g_1887 |= ((*g_1884) = ((((((void*)0 != (*g_931)) > ((-1L) > (*p_35))) <= l_2157[3]) & (**g_1974)) > 1UL)))) ^ 8L)) , l_2158) != (void*)0)) || p_34);
    if (((int8_t)p_37 / (int8_t)p_36))
    { /* block id: 1048 */
        int32_t l_2164 = 0xB77F47E2L;
        int32_t l_2165 = (-1L);
        int32_t *l_2166 = (void*)0;
        int32_t *l_2167 = &g_1556.f2;
        int32_t *l_2168[3];
        int32_t l_2170 = (-7L);
        int8_t l_2172 = 0L;
        int i;
        for (i = 0; i < 3; i++)
            l_2168[i] = &g_1595[1].f2;
        l_2173++;
        (*g_1383) = p_33;
        l_2176++;
    }
    else
    { /* block id: 1052 */
        int32_t *l_2179 = &g_45[1][5];
        int32_t *l_2180 = &g_49[0][0];
        int32_t *l_2181 = &l_2171[0][2][0];
        int32_t *l_2182[9] = {&g_48[0][1],&g_45[1][5],&g_48[0][1],&g_45[1][5],&g_48[0][1],&g_45[1][5],&g_48[0][1],&g_45[1][5],&g_48[0][1]};
        int i;
        ++l_2183;
        if (g_1575.f2)
            goto lbl_2186;
        for (g_2122 = 0; g_2122 < 2; g_2122 += 1)
        {
            g_293[g_2122] = &g_1384;
        }
    }
    return l_2187;
}


/* ------------------------------------------ */
/* 
 * reads : g_45 g_1974 g_1975 g_1304
 * writes: g_45
 */
static int16_t  func_38(int32_t * p_39, int32_t * p_40)
{ /* block id: 4 */
    uint16_t * const l_1600[3][1][6] = {{{&g_163,&g_101,&g_101,&g_163,&g_163,&g_101}},{{&g_163,&g_163,&g_101,&g_101,&g_163,&g_163}},{{&g_163,&g_101,&g_101,&g_163,&g_163,&g_101}}};
    int32_t l_1602 = 0x8BDA7833L;
    int32_t l_1604 = 1L;
    int32_t l_1605 = (-5L);
    int32_t l_1606[10][1] = {{0L},{0x79FE1F47L},{0xFBF04396L},{0xFBF04396L},{0x79FE1F47L},{0L},{0x79FE1F47L},{0xFBF04396L},{0xFBF04396L},{0x79FE1F47L}};
    uint32_t l_1608 = 0UL;
    uint32_t l_1611 = 1UL;
    int16_t ***l_1659 = &g_1393;
    int8_t l_1662 = 0x4DL;
    int64_t l_1675[5];
    const struct S1 *l_1716[5] = {&g_1717,&g_1717,&g_1717,&g_1717,&g_1717};
    const struct S1 **l_1715 = &l_1716[0];
    uint32_t ***l_1725 = &g_1519;
    uint32_t *l_1822 = (void*)0;
    uint32_t **l_1821[5][7][2] = {{{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,(void*)0},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822}},{{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,(void*)0},{&l_1822,&l_1822}},{{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,(void*)0},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822}},{{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,(void*)0},{&l_1822,&l_1822},{&l_1822,&l_1822}},{{&l_1822,&l_1822},{&l_1822,(void*)0},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822},{&l_1822,&l_1822}}};
    int32_t l_1843 = 0L;
    int32_t l_1846 = 0x004125A8L;
    int32_t l_1854 = (-1L);
    uint16_t l_1867[10][10][2] = {{{0x904EL,65535UL},{65535UL,1UL},{3UL,0UL},{8UL,0x7BD4L},{65535UL,0xFF84L},{0x26E8L,0x8A67L},{65529UL,65528UL},{0xFCF0L,65529UL},{0x0FD6L,0xBB9FL},{65532UL,0x26E8L}},{{65535UL,0x0FD6L},{0x7834L,4UL},{0UL,65535UL},{65535UL,0x434BL},{0x2976L,0x434BL},{65535UL,65535UL},{0UL,4UL},{0x7834L,0x0FD6L},{65535UL,0x26E8L},{65532UL,0xBB9FL}},{{0x0FD6L,65529UL},{0xFCF0L,65528UL},{65529UL,0x8A67L},{0x26E8L,0xFF84L},{65535UL,0x7BD4L},{8UL,0UL},{3UL,1UL},{65535UL,65535UL},{0x904EL,0xFCF0L},{0xFF84L,0x0302L}},{{0x24DCL,0x2976L},{4UL,0x24DCL},{0UL,3UL},{0UL,0x7BD4L},{65535UL,65535UL},{0x7BD4L,65535UL},{65529UL,65535UL},{0x2976L,8UL},{8UL,65535UL},{0x8A67L,0x24DCL}},{{0x0FD6L,0xFCF0L},{1UL,65529UL},{3UL,0x904EL},{65535UL,1UL},{65535UL,65535UL},{65532UL,65528UL},{0xDCD4L,3UL},{0x0302L,65532UL},{2UL,65535UL},{4UL,1UL}},{{65529UL,65535UL},{65535UL,65535UL},{65529UL,1UL},{4UL,65535UL},{2UL,65532UL},{0x0302L,3UL},{0xDCD4L,65528UL},{65532UL,65535UL},{65535UL,1UL},{65535UL,0x904EL}},{{3UL,65529UL},{1UL,0xFCF0L},{0x0FD6L,0x24DCL},{0x8A67L,65535UL},{8UL,8UL},{0x2976L,65535UL},{65529UL,65535UL},{0x7BD4L,65535UL},{65535UL,0x7BD4L},{0xBB9FL,0x8A67L}},{{0xBB9FL,0x7BD4L},{65535UL,65535UL},{0x7BD4L,65535UL},{65529UL,65535UL},{0x2976L,8UL},{8UL,65535UL},{0x8A67L,0x24DCL},{0x0FD6L,0xFCF0L},{1UL,65529UL},{3UL,0x904EL}},{{65535UL,1UL},{65535UL,65535UL},{65532UL,65528UL},{0xDCD4L,3UL},{0x0302L,65532UL},{2UL,65535UL},{4UL,1UL},{65529UL,65535UL},{65535UL,65535UL},{65529UL,1UL}},{{4UL,65535UL},{2UL,65532UL},{0x0302L,3UL},{0xDCD4L,65528UL},{65532UL,65535UL},{65535UL,1UL},{65535UL,0x904EL},{3UL,65529UL},{1UL,0xFCF0L},{0x0FD6L,0x24DCL}}};
    int32_t *l_1894 = &g_399.f2;
    int16_t l_1900 = 0x7E5FL;
    uint32_t l_1906 = 0x8671449CL;
    int16_t l_2021 = 0x9D79L;
    int64_t * const ****l_2067 = (void*)0;
    const uint16_t l_2077 = 0xE634L;
    int16_t l_2137[1][3];
    uint64_t *l_2141 = (void*)0;
    uint64_t * const *l_2140[4][10][6] = {{{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,(void*)0},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,(void*)0},{(void*)0,&l_2141,&l_2141,&l_2141,&l_2141,(void*)0},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{(void*)0,&l_2141,&l_2141,(void*)0,&l_2141,(void*)0},{(void*)0,(void*)0,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,(void*)0,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141}},{{(void*)0,&l_2141,&l_2141,(void*)0,&l_2141,&l_2141},{&l_2141,&l_2141,(void*)0,(void*)0,&l_2141,(void*)0},{&l_2141,&l_2141,&l_2141,&l_2141,(void*)0,&l_2141},{&l_2141,&l_2141,(void*)0,(void*)0,(void*)0,&l_2141},{(void*)0,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{(void*)0,(void*)0,&l_2141,(void*)0,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,(void*)0,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,(void*)0,&l_2141},{(void*)0,(void*)0,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,(void*)0,&l_2141}},{{&l_2141,&l_2141,&l_2141,(void*)0,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{&l_2141,(void*)0,&l_2141,(void*)0,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,(void*)0,(void*)0,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{(void*)0,&l_2141,(void*)0,(void*)0,&l_2141,&l_2141},{&l_2141,(void*)0,&l_2141,&l_2141,&l_2141,(void*)0}},{{(void*)0,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{(void*)0,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,(void*)0,&l_2141},{&l_2141,(void*)0,(void*)0,&l_2141,&l_2141,(void*)0},{&l_2141,(void*)0,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,(void*)0,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{&l_2141,&l_2141,&l_2141,&l_2141,&l_2141,&l_2141},{(void*)0,&l_2141,&l_2141,&l_2141,&l_2141,(void*)0}}};
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_1675[i] = 0L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_2137[i][j] = 0x082DL;
    }
    for (g_45[1][5] = 0; (g_45[1][5] >= 13); g_45[1][5] += 6)
    { /* block id: 7 */
        uint16_t l_65 = 0x684CL;
        int32_t *l_82 = &g_50;
        int32_t *l_1603[5] = {&g_45[1][2],&g_45[1][2],&g_45[1][2],&g_45[1][2],&g_45[1][2]};
        int16_t l_1607 = (-8L);
        uint8_t * const *l_1693 = (void*)0;
        uint8_t * const **l_1692[9][1][7] = {{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,(void*)0,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,(void*)0}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}},{{&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693,&l_1693}}};
        int16_t **l_1709 = &g_746[0];
        uint32_t **l_1823 = &l_1822;
        int32_t *l_1825[2];
        int64_t * const l_1886 = &g_1887;
        int64_t * const *l_1885 = &l_1886;
        struct S0 *l_1895 = &g_921;
        int16_t l_1902 = (-1L);
        int32_t ** const *l_1919 = &g_1383;
        int32_t ** const **l_1918 = &l_1919;
        int32_t ** const ***l_1917 = &l_1918;
        int8_t l_1924 = 0x2AL;
        int16_t l_1986 = 7L;
        uint32_t * const l_2088[2] = {&g_2089,&g_2089};
        uint32_t * const * const l_2087 = &l_2088[0];
        uint32_t * const * const *l_2086[2][10][4] = {{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_2087,&l_2087},{(void*)0,&l_2087,(void*)0,&l_2087},{(void*)0,&l_2087,&l_2087,&l_2087},{&l_2087,&l_2087,(void*)0,&l_2087},{&l_2087,(void*)0,(void*)0,(void*)0},{&l_2087,(void*)0,&l_2087,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_2087,&l_2087},{(void*)0,&l_2087,(void*)0,&l_2087}},{{(void*)0,&l_2087,&l_2087,&l_2087},{&l_2087,&l_2087,(void*)0,&l_2087},{&l_2087,(void*)0,(void*)0,(void*)0},{&l_2087,(void*)0,&l_2087,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_2087,&l_2087},{(void*)0,&l_2087,(void*)0,&l_2087},{(void*)0,&l_2087,&l_2087,&l_2087},{&l_2087,&l_2087,(void*)0,&l_2087},{&l_2087,(void*)0,(void*)0,(void*)0}}};
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_1825[i] = &l_1604;
    }
    for (l_1608 = 0; (l_1608 == 44); ++l_1608)
    { /* block id: 1036 */
        int32_t l_2142 = 1L;
        (*p_39) &= ((void*)0 == l_2140[3][4][4]);
        return l_2142;
    }
    return (**g_1974);
}


/* ------------------------------------------ */
/* 
 * reads : g_438 g_1466 g_399.f0 g_1064 g_465 g_416.f2 g_1512 g_513.f2 g_1394 g_1304 g_141 g_142 g_745 g_746 g_992 g_1518 g_1383 g_220.f0 g_169 g_102.f2 g_1556 g_1566 g_102.f1.f3 g_105.f2 g_971 g_1575 g_466 g_467 g_1579 g_1180 g_1181 g_102 g_105 g_399 g_1595 l_10
 * writes: g_438 g_1064 g_466 g_249 g_101 g_185 g_220.f2 g_399.f2 g_499 g_776 g_1519 g_1384 g_142 g_105.f2 g_971 g_1304
 */
static struct S1  func_56(uint16_t  p_57, const int32_t * const  p_58)
{ /* block id: 709 */
    int16_t l_1477 = 0x4145L;
    int32_t l_1479 = 0L;
    int32_t l_1481 = (-2L);
    int32_t l_1485 = 0x4DD11296L;
    int32_t l_1487 = 0x7AE23166L;
    int32_t l_1488[7];
    uint8_t ***l_1497[1];
    uint8_t l_1584 = 0x36L;
    const int32_t *l_1587 = &g_220.f2;
    int32_t *****l_1594 = (void*)0;
    int i;
    for (i = 0; i < 7; i++)
        l_1488[i] = (-1L);
    for (i = 0; i < 1; i++)
        l_1497[i] = &g_467;
    for (g_438 = 3; (g_438 >= 0); g_438 -= 1)
    { /* block id: 712 */
        int64_t *l_1473 = &g_1064[0][0][4];
        int64_t ** const **l_1476 = (void*)0;
        int32_t l_1478 = (-1L);
        int32_t l_1480 = 1L;
        int32_t *l_1482 = (void*)0;
        int32_t *l_1483 = (void*)0;
        int32_t *l_1484 = &g_105.f2;
        int32_t *l_1486[9];
        int16_t l_1489 = 0x26CCL;
        uint32_t l_1490[1];
        uint8_t * const *l_1496 = &g_468;
        uint8_t * const * const * const l_1495[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        const int8_t *l_1514 = &g_142;
        const int8_t **l_1513 = &l_1514;
        int32_t l_1515 = 2L;
        uint32_t **l_1517[10] = {&g_752,(void*)0,&g_752,(void*)0,&g_752,(void*)0,&g_752,(void*)0,&g_752,(void*)0};
        uint8_t ** const *l_1528 = (void*)0;
        uint8_t ** const **l_1527 = &l_1528;
        uint8_t l_1576 = 0xE7L;
        int i;
        for (i = 0; i < 9; i++)
            l_1486[i] = &l_1485;
        for (i = 0; i < 1; i++)
            l_1490[i] = 1UL;
        l_1479 = ((int64_t)((int8_t)(g_1466 , 0xE2L) + (int8_t)(((((int8_t)((int32_t)((int64_t)g_399.f0 - (int64_t)(((*l_1473) ^= (-10L)) | ((int32_t)(p_57 || ((((((*p_58) <= (l_1476 != l_1476)) >= ((0xF3302E7C6F83876BLL & 0xA11747299AFAB648LL) | l_1477)) , l_1478) == (-8L)) >= p_57)) % (int32_t)4294967293UL))) - (int32_t)4294967295UL) % (int8_t)0xECL) | l_1477) || p_57) , p_57)) / (int64_t)0xEE40A47ED6F797D2LL);
        l_1490[0]++;
        (*g_992) = ((int16_t)((**g_745) = (((((((((l_1495[9] == (l_1497[0] = ((*g_465) = l_1497[0]))) == ((0x888FL <= p_57) > ((((uint16_t)(p_57 & ((((((int16_t)((((l_1479 >= (((((int16_t)((uint8_t)(g_249 = l_1488[3]) >> (uint8_t)((int64_t)((*l_1473) = ((uint16_t)((int64_t)l_1485 / (int64_t)p_57) << (uint16_t)10)) + (int64_t)g_416.f2)) % (int16_t)0x4F87L) || g_1512[0]) & p_57) , p_57)) , p_57) | p_57) > g_513.f2) >> (int16_t)(*g_1394)) > p_57) , l_1513) == (void*)0) <= 0xB6L)) << (uint16_t)l_1515) && (-4L)) | (*p_58)))) , l_1485) < l_1488[5]) < (*g_141)) && p_57) | p_57) == p_57) | p_57)) * (int16_t)p_57);
        for (g_399.f2 = 3; (g_399.f2 >= 0); g_399.f2 -= 1)
        { /* block id: 724 */
            int32_t *l_1522 = &l_1488[5];
            int8_t l_1544 = 0x8DL;
            int16_t **** const l_1561 = (void*)0;
            uint8_t **l_1580[9];
            int32_t l_1581 = 0x976D0C72L;
            int16_t l_1582[6][9] = {{(-1L),0x9048L,(-4L),0x3B0FL,(-1L),0xE419L,(-1L),0x3B0FL,(-4L)},{0x19A9L,0x19A9L,(-4L),0xFA3CL,0x641DL,0xE419L,0xFB31L,(-8L),(-4L)},{0x9048L,(-1L),(-4L),(-8L),0xFB31L,0xE419L,0x641DL,0xFA3CL,(-4L)},{(-1L),0x9048L,(-1L),0L,0x1B3EL,0x9048L,0x1B3EL,0L,(-1L)},{0xFBA4L,0xFBA4L,(-1L),3L,0x1AAAL,0x9048L,0x9751L,0xE280L,(-1L)},{0L,1L,(-1L),0xE280L,0x9751L,0x9048L,0x1AAAL,3L,(-1L)}};
            int32_t l_1583[4] = {0x3A85A770L,0x3A85A770L,0x3A85A770L,0x3A85A770L};
            int i, j;
            for (i = 0; i < 9; i++)
                l_1580[i] = &g_468;
            for (g_499 = 0; (g_499 <= 0); g_499 += 1)
            { /* block id: 727 */
                uint64_t l_1541[7][7][1] = {{{18446744073709551612UL},{0x4D0C751775A1907DLL},{18446744073709551615UL},{18446744073709551615UL},{0x63C4749D0757BFB3LL},{0xB108B50906417065LL},{0xEA9F56E410742AD8LL}},{{0x211BF0A55BCAD0CDLL},{0xEA9F56E410742AD8LL},{0xB108B50906417065LL},{0x63C4749D0757BFB3LL},{18446744073709551615UL},{18446744073709551615UL},{0x4D0C751775A1907DLL}},{{18446744073709551612UL},{18446744073709551615UL},{1UL},{18446744073709551615UL},{0xB7CC942352EADCA6LL},{18446744073709551615UL},{1UL}},{{18446744073709551615UL},{18446744073709551612UL},{0x4D0C751775A1907DLL},{18446744073709551615UL},{18446744073709551615UL},{0x63C4749D0757BFB3LL},{0xB108B50906417065LL}},{{0xEA9F56E410742AD8LL},{0x211BF0A55BCAD0CDLL},{0xEA9F56E410742AD8LL},{0xB108B50906417065LL},{0x63C4749D0757BFB3LL},{18446744073709551615UL},{18446744073709551615UL}},{{0x4D0C751775A1907DLL},{18446744073709551612UL},{18446744073709551615UL},{1UL},{18446744073709551615UL},{0xB7CC942352EADCA6LL},{18446744073709551615UL}},{{1UL},{18446744073709551615UL},{18446744073709551612UL},{0x4D0C751775A1907DLL},{18446744073709551615UL},{18446744073709551615UL},{0x63C4749D0757BFB3LL}}};
                int64_t **l_1545 = &l_1473;
                struct S1 *l_1546 = &g_1398;
                int32_t l_1548 = 0x26BBC42CL;
                int i, j, k;
                for (g_776 = 0; (g_776 <= 0); g_776 += 1)
                { /* block id: 730 */
                    uint32_t l_1539 = 9UL;
                    int32_t l_1540[6][8] = {{(-1L),0xC72267C7L,1L,(-2L),1L,0xC72267C7L,(-1L),(-1L)},{0xC72267C7L,(-2L),0xEBD613EDL,0xEBD613EDL,(-2L),0xC72267C7L,0x6655B298L,0xC72267C7L},{(-2L),0xC72267C7L,0x6655B298L,0xC72267C7L,(-2L),0xEBD613EDL,0xEBD613EDL,(-2L)},{0xC72267C7L,(-1L),(-1L),0xC72267C7L,1L,(-2L),1L,0xC72267C7L},{(-1L),1L,(-1L),0xEBD613EDL,0x6655B298L,0x6655B298L,0xEBD613EDL,(-1L)},{1L,1L,0x6655B298L,(-2L),0x864889BDL,(-2L),0x6655B298L,1L}};
                    int i, j;
                    for (p_57 = 0; (p_57 <= 0); p_57 += 1)
                    { /* block id: 733 */
                        int32_t l_1516 = 0L;
                        int i, j;
                        l_1516 &= (-1L);
                        (*g_1518) = l_1517[3];
                        (*g_1383) = (l_1479 , (l_1522 = (((int64_t)((*l_1473) = p_57) - (int64_t)p_57) , &l_1516)));
                        if ((*p_58))
                            continue;
                    }
                    (*l_1484) = ((*g_992) = ((uint16_t)(((uint8_t)((void*)0 != l_1527) << (uint8_t)(l_1540[3][7] = ((*g_141) , (p_57 < ((((uint8_t)(0xECE1L != 2UL) - (uint8_t)((((((uint64_t)((((((0xEC718A1EDB8430B1LL < 0L) >= (+((int8_t)(+((*g_141) = 0L)) >> (int8_t)p_57))) , 0xB05FL) && 0x2C29L) == 1L) <= p_57) % (uint64_t)g_220.f0) > 1L) == 0xEB71L) ^ 0x2A47F1E3F0FD39BBLL) < l_1477)) > 0x426CA378L) , l_1539))))) ^ p_57) << (uint16_t)14));
                }
                if ((*g_169))
                    continue;
                l_1541[2][4][0]--;
                if (((l_1544 |= 0x390BC32EL) & (l_1545 == l_1545)))
                { /* block id: 749 */
                    struct S1 **l_1547[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                    uint32_t l_1549 = 0x1FB3A95BL;
                    const int64_t *l_1571 = &g_1064[0][0][4];
                    const int64_t **l_1570 = &l_1571;
                    const int64_t ***l_1569[8] = {(void*)0,&l_1570,(void*)0,&l_1570,(void*)0,&l_1570,(void*)0,&l_1570};
                    uint16_t *l_1572 = (void*)0;
                    int i;
                    l_1546 = l_1546;
                    ++l_1549;
                    for (l_1485 = 3; (l_1485 >= 0); l_1485 -= 1)
                    { /* block id: 754 */
                        const int32_t **l_1573[1];
                        const int32_t **l_1574 = &g_971;
                        int i;
                        for (i = 0; i < 1; i++)
                            l_1573[i] = &g_971;
                        (*l_1484) ^= ((int16_t)((int64_t)l_1541[2][4][0] - (int64_t)(0xCD8CA1B1L && ((g_1556 , ((((int8_t)((((uint32_t)(&g_845 != l_1561) - (uint32_t)((((uint8_t)((uint8_t)0xA7L << (uint8_t)2) * (uint8_t)((g_1566 , (void*)0) == (((int32_t)l_1549 / (int32_t)4294967295UL) , l_1569[5]))) , (void*)0) == l_1572)) , 0xC3L) <= 0x24L) / (int8_t)(*g_141)) | 0x2CE7F5A1L) || g_102.f1.f3)) | 0x7E2FA5627A54F046LL))) / (int16_t)(*g_1394));
                        (*l_1574) = p_58;
                        if ((**l_1574))
                            continue;
                    }
                }
                else
                { /* block id: 759 */
                    for (l_1487 = 3; (l_1487 >= 0); l_1487 -= 1)
                    { /* block id: 762 */
                        return g_1575;
                    }
                }
            }
            --l_1576;
            l_1581 ^= ((**g_465) != (g_1579 , l_1580[2]));
            --l_1584;
        }
    }
    l_1587 = p_58;
    l_1485 = (l_1487 = ((uint16_t)65535UL / (uint16_t)(p_57 , ((int16_t)((int8_t)(((**g_1180) , &g_1381) != (l_1594 = l_1594)) * (int8_t)(250UL > 7L)) >> (int16_t)0))));
    return g_1595[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_686 g_546.f1 g_220.f1.f3 g_117 g_228 g_141 g_142 g_721 g_399.f2 g_725 g_438 g_745 g_750 g_752 g_169 g_102.f2 g_460 g_163 g_205 g_105.f2 g_249 g_185 g_102.f1.f3 g_101 g_513.f1.f3 g_843 g_845 g_243.f2 g_146 g_145 g_746 g_21 g_76 g_921 g_462 g_55 g_98 g_102.f1.f2 g_931 g_932 g_933 g_240.f2 g_220.f2 g_970 g_220.f0 g_399.f1.f3 g_992 g_116 g_139 g_467 g_242.f0 g_1064 g_308.f1 g_48 g_844.f3 g_285 g_1135 g_1180 g_1182 g_240.f3 g_102.f0 g_1257 g_726 g_243 g_416.f1 g_468 g_465 g_466 g_776 g_1352 g_971 g_1393 g_220.f1.f1 g_1398 g_1181 g_308.f3 g_1400 g_1402 g_1407 g_1383 g_1384 g_1381 g_1382 g_1440 g_844.f1 g_105.f1.f0 g_308.f2 g_1458
 * writes: g_686 g_145.f0 g_460 g_185 g_399.f2 g_117 g_142 g_726 g_438 g_745 g_776 g_105.f2 g_844 g_76 g_98 g_102.f1.f2 g_141 g_240.f2 g_971 g_101 g_220.f2 g_139 g_145.f2 g_285 g_1181 g_102.f2 g_746 g_931 g_468 g_163 g_1064 g_1381 g_105 g_399 g_1403 g_1407 g_1384 g_243 g_416.f1 g_1459
 */
static uint32_t  func_66(uint32_t  p_67, uint16_t  p_68)
{ /* block id: 337 */
    uint32_t l_673 = 9UL;
    struct S0 ***l_684 = (void*)0;
    uint64_t *l_685 = &g_686;
    uint8_t ***l_695 = &g_467;
    uint32_t *l_696[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t l_697 = 0x1A7EDAB8L;
    int32_t **l_698 = &g_117[0][0][0];
    uint8_t *l_699 = &g_460;
    int16_t *l_700 = &g_185;
    int32_t l_703 = 1L;
    uint32_t l_758 = 0x45621E17L;
    int64_t *l_773 = (void*)0;
    int64_t **l_772 = &l_773;
    int8_t l_795 = 0xC1L;
    int32_t l_807 = 0x6594D01FL;
    int32_t l_808 = 1L;
    int32_t l_812[9][5][4] = {{{1L,0xCC183F3DL,(-1L),0xDBBF7A6EL},{1L,(-1L),0x3C71D548L,6L},{0xBD95A273L,1L,(-2L),(-4L)},{0x0597283BL,0xDBBF7A6EL,0x0597283BL,0x5D61945BL},{0x3286B59FL,1L,(-1L),(-1L)}},{{1L,0xB2C5C291L,(-1L),1L},{0x3C71D548L,(-1L),(-1L),1L},{1L,0x3C71D548L,(-1L),0xBD95A273L},{0x3286B59FL,(-2L),0x0597283BL,0x0597283BL},{0x0597283BL,0x0597283BL,(-2L),0x3286B59FL}},{{0xBD95A273L,(-1L),0x3C71D548L,0xDBBF7A6EL},{(-1L),6L,(-2L),(-1L)},{0x5D61945BL,6L,0x3286B59FL,0xDBBF7A6EL},{6L,(-1L),0x5D61945BL,0x0597283BL},{0x3C71D548L,1L,0x42DB026FL,1L}},{{0x851EBBC4L,0xCC183F3DL,0xDBBF7A6EL,(-1L)},{1L,(-1L),(-1L),(-1L)},{0x42DB026FL,(-2L),1L,0x5D61945BL},{0x42DB026FL,0x3286B59FL,(-1L),6L},{1L,0x5D61945BL,0xDBBF7A6EL,0x3C71D548L}},{{0x851EBBC4L,0x42DB026FL,0x42DB026FL,0x851EBBC4L},{0x3C71D548L,0xDBBF7A6EL,0x5D61945BL,1L},{6L,(-1L),0x3286B59FL,0x42DB026FL},{0x5D61945BL,1L,(-2L),0x42DB026FL},{(-1L),(-1L),(-1L),1L}},{{(-1L),0xDBBF7A6EL,0xCC183F3DL,0x851EBBC4L},{1L,0x42DB026FL,1L,0x3C71D548L},{0x0597283BL,0x5D61945BL,(-1L),6L},{0xDBBF7A6EL,0x3286B59FL,6L,0x5D61945BL},{(-1L),(-2L),6L,(-1L)}},{{0xDBBF7A6EL,(-1L),(-1L),(-1L)},{0x0597283BL,0xCC183F3DL,1L,1L},{1L,1L,0xCC183F3DL,0x0597283BL},{(-1L),(-1L),(-1L),0xDBBF7A6EL},{(-1L),6L,(-2L),(-1L)}},{{0x5D61945BL,6L,0x3286B59FL,0xDBBF7A6EL},{6L,(-1L),0x5D61945BL,0x0597283BL},{0x3C71D548L,1L,0x42DB026FL,1L},{0x851EBBC4L,0xCC183F3DL,0xDBBF7A6EL,(-1L)},{1L,(-1L),(-1L),(-1L)}},{{0x42DB026FL,(-2L),1L,0x5D61945BL},{0x42DB026FL,0x3286B59FL,(-1L),6L},{1L,0x5D61945BL,0xDBBF7A6EL,0x3C71D548L},{0x851EBBC4L,0x42DB026FL,0x42DB026FL,0x851EBBC4L},{0x3C71D548L,0xDBBF7A6EL,0x5D61945BL,1L}}};
    int64_t l_821[5];
    int32_t l_883 = 0x3F4D7E24L;
    uint64_t l_967[2];
    uint32_t l_985 = 0x68D42321L;
    uint8_t **l_1019 = &l_699;
    uint8_t l_1080 = 0x9CL;
    struct S1 *l_1144 = &g_220;
    int8_t l_1168 = 0x28L;
    int64_t ***l_1216 = &l_772;
    const uint64_t l_1266 = 0xC1DF23CD1F795EFDLL;
    uint64_t *l_1329 = &l_967[1];
    uint8_t ****l_1390 = (void*)0;
    struct S1 *l_1399 = &g_102;
    int64_t l_1419 = 9L;
    uint8_t l_1425[1];
    int8_t l_1443[9][6] = {{0x80L,0xC3L,0x7DL,0x6DL,2L,(-3L)},{0x3FL,0x80L,0x7DL,0L,1L,(-1L)},{0xB9L,0L,(-3L),0x76L,(-3L),0L},{0x76L,(-3L),0L,0xB9L,0L,(-1L)},{0L,0x7DL,0x80L,0x3FL,0x6DL,0xFFL},{0x6DL,0x7DL,0xC3L,0x80L,0L,0xEAL},{0x6FL,(-3L),1L,1L,(-3L),0x6FL},{(-1L),0L,0x3FL,0xEAL,1L,0xB9L},{0x6EL,0x80L,(-1L),(-1L),2L,0xC3L}};
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_821[i] = 0x49EB8538F5785B4DLL;
    for (i = 0; i < 2; i++)
        l_967[i] = 0x03759A3B38D5DB10LL;
    for (i = 0; i < 1; i++)
        l_1425[i] = 252UL;
    if (((!(((int16_t)l_673 >> (int16_t)0) <= ((((uint8_t)((int16_t)((*l_700) = (p_67 & ((l_673 | ((int8_t)((uint8_t)((*l_699) = (((uint64_t)((void*)0 == l_684) % (uint64_t)(--(*l_685))) || (((uint16_t)((int16_t)((uint16_t)(((l_697 = (g_145.f0 = (((l_695 == l_695) < l_673) != p_68))) , l_698) != &g_22) % (uint16_t)g_546.f1) + (int16_t)0x60E7L) >> (uint16_t)13) > p_67))) * (uint8_t)p_67) << (int8_t)6)) || p_68))) * (int16_t)1L) << (uint8_t)l_673) == g_220.f1.f3) || 1L))) , 0xC5B03BCAL))
    { /* block id: 343 */
        int32_t *l_701 = &g_399.f2;
        int32_t *l_702 = (void*)0;
        int16_t ** const l_780 = &l_700;
        int16_t * const *l_781 = &g_746[0];
        int32_t l_806[7];
        uint64_t *l_840 = (void*)0;
        int64_t l_856 = 8L;
        int32_t l_938[1][10][7] = {{{0x478F0F21L,0x4ED999D8L,1L,0x4ED999D8L,0x478F0F21L,1L,(-1L)},{(-1L),7L,0xFAF81193L,(-1L),0xFAF81193L,7L,(-1L)},{1L,(-1L),7L,0xFAF81193L,(-1L),0xFAF81193L,7L},{(-1L),(-1L),1L,0x478F0F21L,0x4ED999D8L,1L,0x4ED999D8L},{0x478F0F21L,7L,7L,0x478F0F21L,0xFAF81193L,1L,0x478F0F21L},{1L,0x4ED999D8L,0xFAF81193L,0xFAF81193L,0x4ED999D8L,1L,7L},{0x4ED999D8L,0x478F0F21L,1L,(-1L),(-1L),1L,0x478F0F21L},{0x4ED999D8L,7L,1L,0x4ED999D8L,0xFAF81193L,0xFAF81193L,0x4ED999D8L},{1L,0x478F0F21L,1L,0xFAF81193L,0x478F0F21L,7L,7L},{0x478F0F21L,0x4ED999D8L,1L,0x4ED999D8L,0x478F0F21L,1L,(-1L)}}};
        int8_t l_990 = 0x13L;
        int i, j, k;
        for (i = 0; i < 7; i++)
            l_806[i] = 0xCD85658DL;
        if ((l_703 |= ((*l_701) = p_67)))
        { /* block id: 346 */
            int8_t l_724 = 3L;
            for (g_686 = 0; (g_686 > 10); g_686 += 8)
            { /* block id: 349 */
                uint8_t l_717 = 0UL;
                uint8_t l_720 = 1UL;
                (*g_228) = (*l_698);
                (*l_701) ^= ((((int8_t)((int8_t)((int8_t)(+((int64_t)p_67 / (int64_t)((uint8_t)l_717 + (uint8_t)((int32_t)l_720 / (int32_t)l_720)))) >> (int8_t)((*g_141) ^= p_68)) - (int8_t)((void*)0 != g_721)) << (int8_t)4) , ((uint64_t)0x903CF0C4F5B1FB2ELL - (uint64_t)0x56A95F08B3080DC1LL)) == (-10L));
                l_724 ^= 0x2E7059C6L;
            }
        }
        else
        { /* block id: 355 */
            int64_t l_738 = 0x3D71C6FCA0DD434ELL;
            int32_t l_751 = 0x9F03DAB0L;
            int32_t l_757[2][8][5] = {{{(-1L),0xB8F66D04L,0x2FE3ACBAL,(-1L),0x9773D4B6L},{(-6L),0x9E005C4EL,0x7E4A7A21L,0xDA276132L,0L},{0x9E005C4EL,0L,0x640EC0B0L,0xB071F0C8L,0x21C41A81L},{(-6L),0x10815A0EL,0x522E0205L,0L,0x4ACD2110L},{(-1L),0L,1L,0x7E4A7A21L,1L},{1L,0x5E8601A8L,0x9E005C4EL,0L,(-1L)},{(-1L),0x5E8601A8L,0xA670B657L,0x5366B95CL,0x5366B95CL},{1L,0L,1L,6L,1L}},{{1L,0x10815A0EL,0x3857B759L,0x640EC0B0L,0L},{0xB071F0C8L,0L,(-1L),1L,(-1L)},{0x45DB463CL,0x9E005C4EL,0x3857B759L,0L,0x2FE3ACBAL},{(-1L),0xB8F66D04L,1L,0x95C0227CL,0x5E8601A8L},{0x9773D4B6L,0x3857B759L,0xA670B657L,0x4ACD2110L,0xC06AFF0AL},{0xB8F66D04L,1L,0x9E005C4EL,0x4ACD2110L,(-6L)},{0x640EC0B0L,0x95C0227CL,1L,0x95C0227CL,0x640EC0B0L},{(-1L),0x640EC0B0L,0x522E0205L,0L,0xA670B657L}}};
            uint64_t *l_774 = (void*)0;
            uint64_t *l_775 = &g_776;
            int32_t l_880 = 0x84750BA0L;
            int64_t l_919 = (-2L);
            int i, j, k;
lbl_763:
            (*g_725) = &g_243;
            for (g_438 = 0; (g_438 <= (-21)); g_438 -= 2)
            { /* block id: 359 */
                uint8_t l_737 = 0xA1L;
                int16_t ***l_747 = &g_745;
                int16_t **l_749 = &g_746[0];
                int16_t ***l_748 = &l_749;
                int32_t l_754 = 0xCA9FE58BL;
                int32_t l_755 = 1L;
                int32_t l_756 = 0xB5925C9EL;
                if (((((uint8_t)(l_751 |= ((uint16_t)((uint8_t)(*l_701) * (uint8_t)((((l_737 == (*l_701)) <= l_738) ^ ((~((uint16_t)0x9D62L << (uint16_t)((int32_t)(-1L) - (int32_t)((~(((*l_747) = g_745) != ((*l_748) = &g_746[0]))) && p_68)))) < 0xC04B9622L)) & g_750[5])) * (uint16_t)l_703)) - (uint8_t)(*g_141)) , (void*)0) == g_752))
                { /* block id: 363 */
                    int32_t *l_753[6] = {&g_102.f2,&g_102.f2,&l_703,&g_102.f2,&g_102.f2,&l_703};
                    int i;
                    ++l_758;
                }
                else
                { /* block id: 365 */
                    for (l_703 = (-7); (l_703 >= 23); l_703 += 1)
                    { /* block id: 368 */
                        if (g_546.f1)
                            goto lbl_763;
                    }
                }
            }
lbl_797:
            (*l_701) = (p_68 , (((0x992D4C32L & (*g_169)) , 0x93E5L) > ((((int16_t)0x5FA9L / (int16_t)p_67) && ((*l_775) = ((*l_685) ^= ((int16_t)((uint8_t)((*l_699) &= l_751) * (uint8_t)(((l_757[0][1][2] = ((void*)0 != l_772)) & g_163) | 0x61L)) + (int16_t)1UL)))) != l_738)));
            if (((int8_t)p_67 - (int8_t)(((-(uint8_t)(((((*l_772) = (*l_772)) == &l_738) , l_780) == l_781)) == ((*l_700) &= ((int16_t)((int64_t)(p_67 != ((((*l_699)++) || ((l_757[0][1][2] = (p_68 , (((int8_t)p_67 << (int8_t)3) < (((+((((((uint16_t)(((p_68 | l_795) > l_751) , 65529UL) * (uint16_t)0x8C02L) > p_68) < p_67) && l_757[0][1][2]) & (*g_205))) == l_757[0][1][2]) > l_751)))) , 0xB1L)) < 0xF7L)) - (int64_t)g_249) * (int16_t)p_68))) , (-1L))))
            { /* block id: 382 */
                uint16_t l_796 = 0x1C98L;
                int32_t l_805 = 0x0F8097F9L;
                int32_t l_809 = 0L;
                int32_t l_810 = 1L;
                int32_t l_811 = (-1L);
                int32_t l_813 = 0x76B5F009L;
                int32_t l_814 = 0x1167B30EL;
                int32_t l_815 = 0x3CF04BB4L;
                int32_t l_816[7] = {8L,8L,0xAE32A323L,8L,8L,0xAE32A323L,8L};
                uint64_t l_822[3];
                uint32_t l_860 = 0xEA13E072L;
                uint8_t *l_879 = &g_462;
                int i;
                for (i = 0; i < 3; i++)
                    l_822[i] = 18446744073709551615UL;
                if (((l_796 <= g_102.f1.f3) && (1UL >= 6UL)))
                { /* block id: 383 */
                    int32_t **l_798 = &l_701;
                    int32_t *l_799 = &g_399.f2;
                    int32_t *l_800 = &l_703;
                    int32_t *l_801 = &g_105.f2;
                    int32_t *l_802 = &g_145.f2;
                    int32_t *l_803 = &g_102.f2;
                    int32_t *l_804[8];
                    uint64_t l_817 = 18446744073709551615UL;
                    int i;
                    for (i = 0; i < 8; i++)
                        l_804[i] = (void*)0;
                    for (g_105.f2 = 1; (g_105.f2 >= 0); g_105.f2 -= 1)
                    { /* block id: 386 */
                        if (g_163)
                            goto lbl_797;
                    }
                    (*l_798) = ((*l_698) = l_701);
                    l_817--;
                    --l_822[2];
                }
                else
                { /* block id: 393 */
                    uint64_t *l_838 = &l_822[2];
                    int32_t l_850 = (-1L);
                    int64_t l_857 = 0x2607CB182204A219LL;
                    int32_t l_858 = (-1L);
                    int32_t l_859 = 0x45650CB6L;
                    for (g_438 = 0; (g_438 <= 4); g_438 += 1)
                    { /* block id: 396 */
                        uint64_t **l_839[6][10][3] = {{{(void*)0,&l_775,(void*)0},{(void*)0,&l_685,(void*)0},{&l_774,(void*)0,&l_838},{&l_775,(void*)0,&l_685},{&l_775,(void*)0,(void*)0},{&l_775,&l_685,(void*)0},{&l_775,&l_775,(void*)0},{&l_775,&l_838,&l_685},{&l_775,&l_838,(void*)0},{&l_774,&l_774,&l_838}},{{(void*)0,&l_774,&l_838},{&l_775,&l_774,&l_775},{(void*)0,&l_775,&l_775},{&l_775,&l_838,&l_775},{(void*)0,&l_775,&l_775},{&l_685,&l_775,&l_775},{&l_685,&l_838,&l_775},{(void*)0,&l_775,&l_838},{&l_774,&l_775,&l_838},{&l_774,&l_838,&l_775}},{{(void*)0,&l_775,&l_775},{&l_685,&l_774,&l_775},{&l_685,&l_774,&l_838},{(void*)0,&l_774,&l_838},{&l_775,&l_774,&l_775},{(void*)0,&l_775,&l_775},{&l_775,&l_838,&l_775},{(void*)0,&l_775,&l_775},{&l_685,&l_775,&l_775},{&l_685,&l_838,&l_775}},{{(void*)0,&l_775,&l_838},{&l_774,&l_775,&l_838},{&l_774,&l_838,&l_775},{(void*)0,&l_775,&l_775},{&l_685,&l_774,&l_775},{&l_685,&l_774,&l_838},{(void*)0,&l_774,&l_838},{&l_775,&l_774,&l_775},{(void*)0,&l_775,&l_775},{&l_775,&l_838,&l_775}},{{(void*)0,&l_775,&l_775},{&l_685,&l_775,&l_775},{&l_685,&l_838,&l_775},{(void*)0,&l_775,&l_838},{&l_774,&l_775,&l_838},{&l_774,&l_838,&l_775},{(void*)0,&l_775,&l_775},{&l_685,&l_774,&l_775},{&l_685,&l_774,&l_838},{(void*)0,&l_774,&l_838}},{{&l_775,&l_774,&l_775},{(void*)0,&l_775,&l_775},{&l_775,&l_838,&l_775},{(void*)0,&l_775,&l_775},{&l_685,&l_775,&l_775},{&l_685,&l_838,&l_775},{(void*)0,&l_775,&l_838},{&l_774,&l_775,&l_838},{&l_774,&l_838,&l_775},{(void*)0,&l_775,&l_775}}};
                        int i, j, k;
                        (*l_701) = (g_750[g_438] & ((uint8_t)((int64_t)((l_807 = p_68) , ((int8_t)((int8_t)p_67 << (int8_t)(~((*g_141) ^= 0x85L))) * (int8_t)((((((int16_t)0xD2E0L * (int16_t)(((int8_t)((g_101 , (l_840 = l_838)) != &g_686) << (int8_t)2) > ((uint64_t)((*l_838) = l_751) / (uint64_t)g_686))) != g_513.f1.f3) , 0x1BCFL) && p_67) != p_67))) + (int64_t)p_67) * (uint8_t)2L));
                        if (g_750[g_438])
                            continue;
                        if (l_816[6])
                            continue;
                    }
                    g_844 = g_843;
                    if (l_751)
                    { /* block id: 406 */
                        (*g_845) = &g_746[0];
                    }
                    else
                    { /* block id: 408 */
                        int16_t ****l_846 = (void*)0;
                        int16_t ***l_848 = &g_745;
                        int16_t ****l_847 = &l_848;
                        int32_t *l_849 = &g_105.f2;
                        int32_t *l_851 = (void*)0;
                        int32_t *l_852 = &l_816[6];
                        int32_t *l_853 = &l_814;
                        int32_t *l_854 = &g_438;
                        int32_t *l_855[5] = {&l_815,&l_815,&l_815,&l_815,&l_815};
                        int8_t *l_873 = &l_795;
                        int i;
                        (*l_847) = (void*)0;
                        l_860--;
                        (*l_701) = ((uint64_t)(((*l_700) = (((int64_t)0L % (int64_t)(g_686 = ((*l_838) = ((*l_775) = (((uint16_t)(((int8_t)((*l_873) = ((*g_141) ^= (((uint8_t)p_67 - (uint8_t)p_67) > p_67))) * (int8_t)p_68) , ((int8_t)((int32_t)(((!(((((void*)0 == l_879) | ((void*)0 != l_702)) , 0xEBD7L) > p_67)) != g_243.f2) != l_857) + (int32_t)l_796) >> (int8_t)5)) / (uint16_t)1L) || 0xFFL))))) ^ l_880)) , p_68) % (uint64_t)l_805);
                    }
                }
            }
            else
            { /* block id: 420 */
                const uint32_t l_895 = 4294967292UL;
                const struct S1 *l_899 = &g_513;
                int64_t l_939 = 0xAF2ECCA8E4E5A336LL;
                int32_t l_956 = (-4L);
                uint16_t *l_991 = &g_101;
                if (((uint32_t)((*g_141) | l_883) - (uint32_t)(p_68 , ((int8_t)((l_757[0][1][2] |= 0L) >= ((uint64_t)1UL + (uint64_t)((uint16_t)(+l_880) << (uint16_t)((((uint16_t)p_67 * (uint16_t)((uint8_t)((*g_146) , (l_895 , 6UL)) - (uint8_t)0xF1L)) , (**g_745)) & 5UL)))) >> (int8_t)7))))
                { /* block id: 422 */
                    uint8_t l_896 = 0x96L;
                    l_896 = (*g_169);
                }
                else
                { /* block id: 424 */
                    int64_t *l_920 = &g_76;
                    const int32_t l_930 = 1L;
                    for (l_883 = 22; (l_883 < 11); l_883--)
                    { /* block id: 427 */
                        if (p_67)
                            break;
                        if (l_673)
                            continue;
                    }
                    if (((((l_895 , l_899) != (void*)0) && (((((((uint32_t)7UL % (uint32_t)(((**l_781) = (&l_700 != (*g_845))) | ((int64_t)((*l_920) &= ((((4UL <= (((((uint8_t)((*l_699) |= (((int8_t)1L / (int8_t)((uint16_t)(!((int8_t)((((int32_t)((*l_701) = ((int16_t)(g_249 == p_67) * (int16_t)l_895)) - (int32_t)l_919) , 7L) | (*g_141)) * (int8_t)(*g_141))) - (uint16_t)g_101)) <= 0xF3D7L)) / (uint8_t)255UL) | g_21) < p_68) >= 0x4615C93579900512LL)) , (*g_141)) < 0x7DL) > 0x2AL)) % (int64_t)0x3D14CF771D8823F8LL))) , g_921) , &g_205) == (void*)0) >= g_462) < (-6L))) | l_895))
                    { /* block id: 435 */
                        (*l_701) &= ((int16_t)((uint16_t)g_243.f2 / (uint16_t)(((*l_699) = (g_55 != ((uint64_t)0xB507B1DAF0E84B20LL - (uint64_t)((--g_98) && (l_930 != ((*g_141) &= ((g_102.f1.f2 ^= p_68) , ((&l_899 == g_931) < p_67)))))))) ^ (((int16_t)(((((uint8_t)(l_938[0][4][2] |= 248UL) / (uint8_t)1L) < g_921.f1) && 65535UL) == 0UL) << (int16_t)8) ^ l_895))) / (int16_t)0x0A76L);
                        l_757[0][1][2] ^= l_939;
                    }
                    else
                    { /* block id: 443 */
                        int8_t *l_947 = &g_142;
                        int8_t **l_948 = &g_141;
                        int32_t *l_955[6][6][3] = {{{&g_21,(void*)0,&g_102.f2},{(void*)0,&l_703,&g_102.f2},{&g_50,&g_50,&l_806[2]},{&g_438,&g_55,&g_102.f2},{&g_513.f2,&g_438,&g_102.f2},{&g_102.f2,&g_513.f2,&l_806[2]}},{{&l_703,&g_513.f2,&g_102.f2},{&g_55,&g_21,&g_102.f2},{&g_513.f2,&g_102.f2,&l_806[2]},{&g_21,(void*)0,&g_102.f2},{(void*)0,&l_703,&g_102.f2},{&g_220.f2,&g_220.f2,&g_513.f2}},{{&g_45[1][5],&l_938[0][4][2],&g_102.f2},{&l_703,&g_45[1][5],&g_102.f2},{&g_49[0][0],&l_812[3][1][2],&g_513.f2},{&l_883,&l_703,&g_102.f2},{&l_938[0][4][2],&g_105.f2,&g_102.f2},{&l_812[3][1][2],&g_49[0][0],&g_513.f2}},{{&g_105.f2,&g_50,&g_102.f2},{&g_50,&l_883,&g_102.f2},{&g_220.f2,&g_220.f2,&g_513.f2},{&g_45[1][5],&l_938[0][4][2],&g_102.f2},{&l_703,&g_45[1][5],&g_102.f2},{&g_49[0][0],&l_812[3][1][2],&g_513.f2}},{{&l_883,&l_703,&g_102.f2},{&l_938[0][4][2],&g_105.f2,&g_102.f2},{&l_812[3][1][2],&g_49[0][0],&g_513.f2},{&g_105.f2,&g_50,&g_102.f2},{&g_50,&l_883,&g_102.f2},{&g_220.f2,&g_220.f2,&g_513.f2}},{{&g_45[1][5],&l_938[0][4][2],&g_102.f2},{&l_703,&g_45[1][5],&g_102.f2},{&g_49[0][0],&l_812[3][1][2],&g_513.f2},{&l_883,&l_703,&g_102.f2},{&l_938[0][4][2],&g_105.f2,&g_102.f2},{&l_812[3][1][2],&g_49[0][0],&g_513.f2}}};
                        const int32_t *l_968 = &g_145.f2;
                        const int32_t **l_969 = &l_968;
                        int i, j, k;
                        l_956 ^= (((int64_t)(*l_701) % (int64_t)(+((uint16_t)(l_895 | ((*l_920) = ((uint32_t)l_919 / (uint32_t)(g_240.f2 &= (((*g_932) , &g_142) == (g_102.f1.f3 , ((*l_948) = l_947))))))) * (uint16_t)((uint16_t)((int16_t)((int16_t)p_68 / (int16_t)0x0D11L) >> (int16_t)g_105.f2) % (uint16_t)1L)))) != g_220.f2);
                        (*l_701) = (4UL & (((int8_t)(((*l_699) = (((**l_948) ^= ((uint32_t)0x0501754FL / (uint32_t)((((-4L) || ((int8_t)((int8_t)p_68 - (int8_t)((int8_t)p_67 << (int8_t)2)) * (int8_t)(((**g_745) = (**g_745)) > p_68))) <= (l_967[1] <= l_930)) , l_930))) == 0xB0L)) == g_220.f1.f3) * (int8_t)g_145.f0) >= 0x3EC40964E91FCF01LL));
                        (*g_970) = ((*l_969) = l_968);
                    }
                    (*l_698) = &l_956;
                }
                (*g_992) &= ((uint16_t)((*l_991) = (((uint16_t)((!((int16_t)((((int8_t)((&g_499 != &g_499) && (((int64_t)((uint16_t)((((g_220.f0 | (((l_985 = 1UL) != (*l_701)) <= ((int8_t)(((((((int8_t)0L - (int8_t)((p_67 <= p_68) == l_939)) , (*l_701)) | 65535UL) < l_990) | l_956) & 0x542AA2DEL) - (int8_t)p_68))) && 0xA8D8B26CL) , 0xFDL) == (*l_701)) >> (uint16_t)0) - (int64_t)0x88919A0EAA5F4B89LL) == g_399.f1.f3)) - (int8_t)l_919) >= 255UL) != p_68) >> (int16_t)4)) > p_68) << (uint16_t)10) , p_68)) >> (uint16_t)11);
            }
        }
    }
    else
    { /* block id: 462 */
        uint32_t l_993 = 0x803B72F0L;
        int32_t l_996 = 0x32863AC9L;
        int32_t l_1035 = (-4L);
        int32_t l_1036[6] = {0x20062EE6L,0x20062EE6L,0xE206B3C1L,0x20062EE6L,0x20062EE6L,0xE206B3C1L};
        int64_t l_1037 = 0x601776F77CCD713BLL;
        struct S1 *l_1043 = &g_220;
        int32_t *l_1106 = &g_105.f2;
        int32_t **l_1130 = (void*)0;
        uint64_t l_1176 = 0x01BD5E7C50DA5453LL;
        int16_t **l_1396 = &l_700;
        int16_t l_1417 = 0L;
        uint8_t ***l_1439[7];
        int i;
        for (i = 0; i < 7; i++)
            l_1439[i] = &g_467;
        if ((l_808 && (l_993 != (!(l_996 = (~p_67))))))
        { /* block id: 464 */
            uint32_t l_1000 = 1UL;
            int32_t l_1025 = 2L;
            int32_t l_1034 = (-1L);
            int32_t l_1038 = 0xD078E437L;
            int32_t l_1039[3][6] = {{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L}};
            int i, j;
lbl_999:
            (*l_698) = (*g_116);
            for (g_438 = 14; (g_438 > 17); ++g_438)
            { /* block id: 468 */
                if (g_185)
                    goto lbl_999;
                (*l_698) = (*l_698);
            }
            if (l_1000)
            { /* block id: 472 */
                uint8_t **l_1018 = (void*)0;
                uint8_t ***l_1017[9][5][5] = {{{(void*)0,(void*)0,(void*)0,&l_1018,&g_467},{(void*)0,&g_467,&l_1018,&l_1018,&g_467},{&g_467,&g_467,(void*)0,&g_467,&l_1018},{&l_1018,&g_467,(void*)0,&g_467,&l_1018},{(void*)0,(void*)0,&g_467,&l_1018,(void*)0}},{{&l_1018,&g_467,&g_467,&l_1018,&l_1018},{&g_467,&l_1018,(void*)0,(void*)0,(void*)0},{(void*)0,&l_1018,(void*)0,&l_1018,&l_1018},{(void*)0,&g_467,&l_1018,(void*)0,&l_1018},{(void*)0,(void*)0,(void*)0,&l_1018,&g_467}},{{(void*)0,&g_467,&l_1018,&l_1018,&g_467},{&g_467,&g_467,(void*)0,&g_467,&l_1018},{&l_1018,&g_467,(void*)0,&g_467,&l_1018},{(void*)0,(void*)0,&g_467,&l_1018,(void*)0},{&l_1018,&g_467,&g_467,&l_1018,&l_1018}},{{&g_467,&l_1018,(void*)0,(void*)0,(void*)0},{(void*)0,&l_1018,(void*)0,&l_1018,&l_1018},{(void*)0,&g_467,&l_1018,(void*)0,&l_1018},{(void*)0,(void*)0,(void*)0,&g_467,&l_1018},{&l_1018,&l_1018,(void*)0,(void*)0,&l_1018}},{{&l_1018,(void*)0,&l_1018,&l_1018,(void*)0},{&g_467,&l_1018,(void*)0,&l_1018,&g_467},{&l_1018,(void*)0,(void*)0,(void*)0,(void*)0},{&g_467,(void*)0,(void*)0,&g_467,(void*)0},{&l_1018,&g_467,(void*)0,(void*)0,(void*)0}},{{&l_1018,&g_467,&l_1018,(void*)0,&g_467},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&g_467,&l_1018},{&l_1018,&l_1018,(void*)0,(void*)0,&l_1018},{&l_1018,(void*)0,&l_1018,&l_1018,(void*)0}},{{&g_467,&l_1018,(void*)0,&l_1018,&g_467},{&l_1018,(void*)0,(void*)0,(void*)0,(void*)0},{&g_467,(void*)0,(void*)0,&g_467,(void*)0},{&l_1018,&g_467,(void*)0,(void*)0,(void*)0},{&l_1018,&g_467,&l_1018,(void*)0,&g_467}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&g_467,&l_1018},{&l_1018,&l_1018,(void*)0,(void*)0,&l_1018},{&l_1018,(void*)0,&l_1018,&l_1018,(void*)0},{&g_467,&l_1018,(void*)0,&l_1018,&g_467}},{{&l_1018,(void*)0,(void*)0,(void*)0,(void*)0},{&g_467,(void*)0,(void*)0,&g_467,(void*)0},{&l_1018,&g_467,(void*)0,(void*)0,(void*)0},{&l_1018,&g_467,&l_1018,(void*)0,&g_467},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
                int32_t l_1024 = (-1L);
                int32_t *l_1026 = &g_105.f2;
                int32_t *l_1028 = (void*)0;
                int32_t *l_1029 = &g_105.f2;
                int32_t *l_1030 = &l_812[7][0][3];
                int32_t *l_1031 = &g_102.f2;
                int32_t *l_1032 = (void*)0;
                int32_t *l_1033[6][2];
                uint8_t l_1040[6][10] = {{0xC6L,0xC6L,0UL,0UL,3UL,9UL,250UL,0xD7L,0UL,0x5AL},{246UL,0x03L,0x3DL,250UL,251UL,246UL,250UL,8UL,1UL,246UL},{0x4DL,0xC6L,1UL,251UL,0x5AL,251UL,1UL,0xC6L,0x4DL,0x3DL},{3UL,0xD7L,9UL,0xC6L,252UL,9UL,0UL,246UL,0UL,250UL},{252UL,1UL,246UL,0xC6L,251UL,251UL,252UL,0x4DL,0x4DL,252UL},{8UL,246UL,251UL,251UL,246UL,8UL,0x03L,3UL,0UL,1UL}};
                int i, j, k;
                for (i = 0; i < 6; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_1033[i][j] = &l_808;
                }
lbl_1027:
                (*l_1026) ^= ((uint64_t)((uint8_t)(l_1025 = (((uint64_t)((((int8_t)(-1L) % (int8_t)p_68) ^ (l_1000 & 0xFCL)) | ((uint16_t)(((int16_t)p_67 << (int16_t)l_1000) | (((++g_139[1][1][5]) , (*l_695)) == (l_1019 = (*l_695)))) * (uint16_t)(((int8_t)((++(*l_685)) || (p_67 , g_242.f0)) >> (int8_t)7) || l_1024))) % (uint64_t)l_996) ^ 5UL)) * (uint8_t)l_1024) / (uint64_t)0x5BAF16DC5C6CF761LL);
                for (l_996 = 6; (l_996 >= 1); l_996 -= 1)
                { /* block id: 480 */
                    for (l_1025 = 0; (l_1025 <= 6); l_1025 += 1)
                    { /* block id: 483 */
                        int i;
                        if (g_686)
                            goto lbl_1027;
                        if (g_750[l_1025])
                            continue;
                    }
                }
                --l_1040[2][5];
                l_703 = 0xFD1F77C2L;
            }
            else
            { /* block id: 490 */
                struct S1 **l_1044 = &l_1043;
                struct S1 *l_1046[8][9] = {{(void*)0,&g_145,(void*)0,&g_105,(void*)0,(void*)0,&g_105,(void*)0,&g_145},{(void*)0,&g_102,(void*)0,(void*)0,&g_399,&g_513,&g_145,&g_220,&g_105},{&g_102,(void*)0,&g_399,&g_102,&g_220,&g_105,&g_105,&g_220,&g_102},{&g_105,&g_102,&g_513,&g_399,(void*)0,&g_513,&g_513,(void*)0,&g_399},{&g_513,&g_145,&g_513,&g_513,&g_102,&g_102,&g_220,&g_220,(void*)0},{&g_145,&g_105,&g_399,&g_220,&g_399,(void*)0,(void*)0,(void*)0,(void*)0},{&g_105,&g_102,(void*)0,&g_513,&g_220,(void*)0,&g_399,&g_399,(void*)0},{&g_220,&g_399,(void*)0,&g_399,&g_220,&g_145,(void*)0,&g_105,&g_513}};
                struct S1 **l_1045 = &l_1046[7][8];
                int32_t l_1069[1];
                uint32_t l_1070 = 18446744073709551615UL;
                int32_t l_1071 = 0x049AFD68L;
                int8_t *l_1072 = (void*)0;
                int8_t *l_1073 = &l_795;
                uint64_t l_1074 = 1UL;
                uint8_t ** const *l_1078[7][3] = {{(void*)0,&l_1019,(void*)0},{&g_467,&g_467,&g_467},{(void*)0,&l_1019,(void*)0},{&g_467,&g_467,&g_467},{(void*)0,&l_1019,(void*)0},{&g_467,&g_467,&g_467},{(void*)0,&l_1019,(void*)0}};
                uint8_t ** const ** const l_1077[3] = {&l_1078[2][0],&l_1078[2][0],&l_1078[2][0]};
                int16_t l_1091 = (-10L);
                int i, j;
                for (i = 0; i < 1; i++)
                    l_1069[i] = (-7L);
                (*l_1045) = ((*l_1044) = l_1043);
                if (((int16_t)(***g_845) << (int16_t)((((((uint8_t)((((int8_t)0x2DL << (int8_t)7) <= p_67) ^ ((*l_1073) &= ((((((!(((int16_t)((uint64_t)(((uint8_t)p_67 >> (uint8_t)3) && 18446744073709551615UL) / (uint64_t)(g_76 = l_1039[1][4])) >> (int16_t)10) & (l_1070 = (((int16_t)((int8_t)(g_1064[0][0][4] <= ((int8_t)((*g_141) = ((0x4852E6BF88343434LL & (-(uint32_t)(~(l_1069[0] = (l_1025 > p_68))))) ^ 0xAA64L)) * (int8_t)p_68)) % (int8_t)p_67) << (int16_t)g_308.f1) && l_1069[0])))) <= (-1L)) & (-1L)) , 0xE8L) == l_1071) != 4294967295UL))) >> (uint8_t)0) < l_1036[2]) , l_1074) , 0x29FCCE08L) != p_67)))
                { /* block id: 498 */
                    int32_t * const l_1079 = &l_1071;
                    (*l_1079) = ((uint64_t)(((*l_685) = ((((void*)0 == l_1077[0]) >= ((p_67 >= ((void*)0 == l_1079)) | (l_1080 || 0xC953L))) == ((int8_t)((uint32_t)l_1074 - (uint32_t)(((((uint8_t)((int64_t)(((((uint32_t)g_48[0][1] % (uint32_t)p_67) , p_68) < p_68) || l_1091) % (int64_t)p_67) % (uint8_t)(*l_1079)) > l_1036[1]) , (*g_141)) >= p_67)) << (int8_t)p_68))) ^ g_102.f1.f3) - (uint64_t)p_67);
                    return p_67;
                }
                else
                { /* block id: 502 */
                    uint32_t l_1103 = 0x24D81F8FL;
                    int8_t l_1104[7] = {0x1FL,0x1FL,4L,0x1FL,0x1FL,4L,0x1FL};
                    int32_t *l_1105 = &l_1034;
                    int i;
                    (*l_1105) |= ((int8_t)((int8_t)0xE1L - (int8_t)((p_68 == g_243.f2) != ((int32_t)((l_1000 , ((((((uint8_t)(((uint8_t)(l_1069[0] = ((((**l_1019) = l_1091) <= (0x99L | (0x4AL >= ((0L != (!0x0DAF05F0L)) != 0xAB55L)))) , 0UL)) << (uint8_t)l_1103) , 7UL) % (uint8_t)l_1037) >= (-4L)) , l_985) > p_67) <= g_844.f3)) ^ l_1104[1]) % (int32_t)0x46DFA6B2L))) >> (int8_t)p_67);
                }
                for (g_145.f2 = 3; (g_145.f2 >= 0); g_145.f2 -= 1)
                { /* block id: 509 */
                    int32_t *l_1107 = &l_1039[1][2];
                    int32_t *l_1108 = &g_105.f2;
                    int32_t *l_1109 = &l_883;
                    int32_t *l_1110 = &l_1069[0];
                    int32_t *l_1111[7][4][3] = {{{&g_220.f2,&l_1038,&l_996},{&l_1069[0],&l_808,(void*)0},{(void*)0,(void*)0,&l_996},{(void*)0,&l_1069[0],(void*)0}},{{(void*)0,&l_1038,&l_1038},{&l_1069[0],&l_1069[0],(void*)0},{&g_220.f2,(void*)0,&l_1038},{(void*)0,&l_808,(void*)0}},{{&g_220.f2,&l_1038,&l_996},{&l_1069[0],&l_808,(void*)0},{(void*)0,(void*)0,&l_996},{(void*)0,&l_1069[0],(void*)0}},{{(void*)0,&l_1038,&l_1038},{&l_1069[0],&l_1069[0],(void*)0},{&g_220.f2,(void*)0,&l_1038},{(void*)0,&l_808,(void*)0}},{{&g_220.f2,&l_1038,&l_996},{&l_1069[0],&l_808,(void*)0},{(void*)0,(void*)0,&l_996},{(void*)0,&l_1069[0],(void*)0}},{{(void*)0,&l_1038,&l_1038},{&l_1069[0],&l_1069[0],(void*)0},{&g_220.f2,(void*)0,&l_1038},{(void*)0,&l_808,(void*)0}},{{&g_220.f2,&l_1038,&l_996},{&l_1069[0],&l_808,(void*)0},{(void*)0,(void*)0,&l_996},{(void*)0,&l_1069[0],(void*)0}}};
                    uint32_t l_1112[6];
                    int i, j, k;
                    for (i = 0; i < 6; i++)
                        l_1112[i] = 1UL;
                    l_1106 = (*g_228);
                    ++l_1112[4];
                    (*l_1109) = 0x2954C498L;
                    for (l_1034 = 3; (l_1034 >= 0); l_1034 -= 1)
                    { /* block id: 515 */
                        (*l_698) = &l_1036[2];
                    }
                    for (l_703 = 0; (l_703 <= 3); l_703 += 1)
                    { /* block id: 520 */
                        uint16_t l_1115 = 65530UL;
                        ++l_1115;
                    }
                }
            }
        }
        else
        { /* block id: 525 */
            int32_t **l_1129 = (void*)0;
            uint8_t **l_1139 = &g_468;
            struct S1 *l_1147 = (void*)0;
            int32_t l_1149 = 0x78A8DC98L;
            int32_t l_1160 = 0xB1A850D7L;
            int32_t l_1164[4][7] = {{0x621B29E8L,8L,3L,0x621B29E8L,0x621B29E8L,3L,8L},{0x621B29E8L,8L,0xFD4539ECL,0xFD4539ECL,8L,0x621B29E8L,8L},{3L,0x621B29E8L,0x621B29E8L,3L,8L,3L,0x621B29E8L},{0x9C3248FDL,0x9C3248FDL,0x621B29E8L,0xFD4539ECL,0x621B29E8L,0x9C3248FDL,0x9C3248FDL}};
            uint32_t *l_1198[7];
            struct S0 * const l_1239[10][8] = {{(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1},{&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0},{&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1},{(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1},{&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0},{&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1},{(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1},{&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0},{&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1,(void*)0,&g_399.f1,&g_399.f1},{(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1,(void*)0,(void*)0,&g_399.f1}};
            struct S0 * const *l_1238 = &l_1239[0][1];
            int32_t *l_1258[3][3] = {{&g_55,&l_996,&l_996},{&g_55,&l_996,&l_996},{&g_55,&l_996,&l_996}};
            int32_t l_1277 = 3L;
            int16_t l_1351 = (-1L);
            uint8_t ****l_1392 = &l_695;
            int32_t l_1415[3][8][1] = {{{0xC95F790CL},{(-1L)},{0x6683B66DL},{0xA17C5FC8L},{0L},{0xA17C5FC8L},{0x6683B66DL},{(-1L)}},{{0xC95F790CL},{0xC8EB7CEFL},{0xC8EB7CEFL},{0xC95F790CL},{(-1L)},{0x6683B66DL},{0xA17C5FC8L},{0L}},{{0xA17C5FC8L},{0x6683B66DL},{(-1L)},{0xC95F790CL},{0xC8EB7CEFL},{0xC8EB7CEFL},{0xC95F790CL},{(-1L)}}};
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_1198[i] = &g_139[5][0][7];
            for (g_285 = (-5); (g_285 == (-19)); g_285 -= 1)
            { /* block id: 528 */
                int8_t l_1122 = 0xE2L;
                int32_t l_1162 = (-6L);
                int32_t l_1163 = 0xEB5EF8F7L;
                int32_t l_1165 = 0xEAC47457L;
                int32_t l_1166[10];
                int16_t l_1174 = 0x8D73L;
                struct S1 *l_1179 = &g_399;
                uint32_t *l_1199 = &g_139[1][1][5];
                int64_t ***l_1214 = (void*)0;
                int i;
                for (i = 0; i < 10; i++)
                    l_1166[i] = 1L;
                if (((p_68 <= ((int32_t)l_1122 % (int32_t)p_67)) , ((***g_845) > p_68)))
                { /* block id: 529 */
                    uint8_t l_1141 = 251UL;
                    int32_t l_1161 = 0xF68824B3L;
                    int32_t l_1167 = 0L;
                    int32_t l_1169 = 0x37C059F4L;
                    int32_t l_1170 = 0x186A5338L;
                    int32_t l_1171 = (-3L);
                    int32_t l_1172 = 1L;
                    int32_t l_1173 = 0xD02A4FBEL;
                    int32_t l_1175[7] = {0x4370DBB0L,0x4370DBB0L,0x4370DBB0L,0x4370DBB0L,0x4370DBB0L,0x4370DBB0L,0x4370DBB0L};
                    int i;
                    for (g_98 = 2; (g_98 == 24); g_98 += 5)
                    { /* block id: 532 */
                        int8_t **l_1137[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int8_t ***l_1136 = &l_1137[1];
                        int64_t *l_1138 = &g_76;
                        uint8_t **l_1140 = &g_468;
                        int i;
                        if (p_68)
                            break;
                        l_1141 &= ((uint32_t)((((uint16_t)((l_1130 = l_1129) != &g_971) << (uint16_t)12) , ((p_68 ^ l_1122) ^ ((int16_t)((*l_700) &= (0L == ((int16_t)((g_1135 , ((*l_1138) |= (((*l_1136) = (void*)0) != (void*)0))) < (l_1139 == l_1140)) << (int16_t)(*l_1106)))) % (int16_t)0xFC23L))) > p_68) - (uint32_t)0x98F04F9CL);
                    }
                    for (l_993 = 0; (l_993 >= 30); l_993 += 6)
                    { /* block id: 542 */
                        struct S1 **l_1145 = (void*)0;
                        struct S1 **l_1146 = (void*)0;
                        int32_t l_1148 = (-1L);
                        int32_t *l_1150 = &l_996;
                        int32_t *l_1151 = &g_105.f2;
                        int32_t *l_1152 = &g_105.f2;
                        int32_t *l_1153 = &l_1035;
                        int32_t l_1154 = (-1L);
                        int32_t *l_1155 = (void*)0;
                        int32_t *l_1156 = &g_438;
                        int32_t *l_1157 = (void*)0;
                        int32_t *l_1158 = (void*)0;
                        int32_t *l_1159[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_1159[i] = &g_438;
                        l_1147 = l_1144;
                        l_1176--;
                    }
                    (*g_1180) = l_1179;
                    (*g_1182) |= (*l_1106);
                }
                else
                { /* block id: 548 */
                    int64_t l_1185 = 1L;
                    const int16_t *l_1231 = &g_185;
                    const int16_t **l_1230 = &l_1231;
                    const int16_t ***l_1229 = &l_1230;
                    const int16_t **** const l_1228 = &l_1229;
                    int32_t l_1287 = 0xEBE8DC59L;
                    for (g_438 = 0; (g_438 >= 11); g_438++)
                    { /* block id: 551 */
                        int32_t l_1190 = 0x8691B37AL;
                        uint16_t *l_1191 = &g_101;
                        int64_t *l_1200 = (void*)0;
                        int64_t *l_1201 = (void*)0;
                        int64_t *l_1202 = (void*)0;
                        int64_t *l_1203 = (void*)0;
                        int64_t *l_1204 = &l_821[2];
                        uint16_t *l_1205 = &g_98;
                        int32_t *l_1206 = &l_1163;
                        (*l_1206) = ((p_68 && ((*l_1205) = (l_1185 != ((int8_t)0x87L >> (int8_t)((int16_t)(((*l_1191)++) != ((uint16_t)((((int32_t)((*l_1106) = p_68) % (int32_t)1L) != ((((l_1166[5] |= ((*l_1204) = (l_1198[6] == l_1199))) && (l_1191 == ((*g_745) = l_1191))) >= 0xF6E8B1BC4C785D84LL) , 0x6AL)) & l_1163) / (uint16_t)l_1185)) / (int16_t)p_68))))) <= l_1165);
                    }
                    for (l_1162 = 0; (l_1162 == (-8)); l_1162--)
                    { /* block id: 562 */
                        const volatile struct S1 * volatile **l_1209 = &g_931;
                        (*l_1209) = &g_932;
                    }
                    for (g_399.f2 = 0; (g_399.f2 != (-8)); g_399.f2 -= 1)
                    { /* block id: 567 */
                        int64_t ***l_1213 = &l_772;
                        int64_t ****l_1212 = &l_1213;
                        int64_t ****l_1215[2];
                        uint16_t *l_1217 = &g_98;
                        int32_t l_1227[2];
                        int8_t *l_1256 = &l_795;
                        int32_t **l_1259 = &l_1106;
                        uint16_t *l_1278 = &g_163;
                        int32_t l_1279[9][9][3] = {{{(-1L),0x9DA93DECL,0L},{0L,0L,0L},{(-1L),0L,(-1L)},{0L,0x9DA93DECL,0L},{0L,0x234A8582L,0L},{(-1L),0x9DA93DECL,0L},{0L,0L,0L},{(-1L),0L,(-1L)},{0L,0x9DA93DECL,0L}},{{0L,0x234A8582L,0L},{(-1L),0x9DA93DECL,0L},{0L,0L,0L},{(-1L),0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L}},{{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL}},{{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L}},{{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L}},{{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL}},{{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L}},{{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL},{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0L,0x9EC51F8EL}},{{1L,0L,1L},{0x9C3A9D37L,(-1L),0x9EC51F8EL},{0x9C3A9D37L,0L,1L},{1L,(-1L),1L},{1L,0x9C3A9D37L,0x234A8582L},{0L,0x9C3A9D37L,0L},{0x8D128219L,1L,0x234A8582L},{0x8D128219L,1L,0L},{0L,1L,0L}}};
                        int i, j, k;
                        for (i = 0; i < 2; i++)
                            l_1215[i] = &l_1214;
                        for (i = 0; i < 2; i++)
                            l_1227[i] = (-4L);
                    }
                    if ((*g_1182))
                    { /* block id: 585 */
                        if (p_67)
                            break;
                    }
                    else
                    { /* block id: 587 */
                        int16_t l_1286 = 0xD395L;
                        (*g_169) ^= ((int8_t)((int32_t)((((p_68 ^ ((((uint64_t)(p_67 >= ((*l_1106) &= (l_1287 = (l_1286 == 5L)))) - (uint64_t)(&g_745 == (void*)0)) && g_240.f3) , (((int8_t)((int32_t)(p_67 == ((l_1166[0] ^= ((p_68 != l_1286) , p_68)) , p_67)) - (int32_t)g_102.f0) - (int8_t)(*g_141)) , 0xD4L))) , (void*)0) != (void*)0) != p_68) + (int32_t)8L) << (int8_t)4);
                        (*l_1106) ^= p_68;
                    }
                }
            }
lbl_1457:
            if (p_67)
            { /* block id: 596 */
                struct S1 *l_1292 = &g_513;
                struct S1 **l_1293 = &l_1147;
                (*l_1293) = (l_1292 = (void*)0);
                return p_67;
            }
            else
            { /* block id: 600 */
                uint64_t l_1294 = 0x1CEFF1F25141C20ALL;
                int32_t l_1295 = 0x98B72A0FL;
                l_1295 ^= l_1294;
            }
            if (((--p_67) != (+((int8_t)(*l_1106) % (int8_t)(*l_1106)))))
            { /* block id: 604 */
                int16_t *l_1303[3][9] = {{&g_1304,&g_1304,&g_1304,(void*)0,&g_1304,&g_1304,&g_1304,&g_1304,(void*)0},{&g_1304,&g_185,&g_1304,&g_1304,&g_1304,&g_1304,&g_185,&g_185,&g_1304},{&g_1304,&g_1304,&g_1304,&g_1304,&g_1304,(void*)0,&g_1304,&g_1304,&g_1304}};
                int32_t l_1305 = 0x91F911BAL;
                uint8_t *l_1312 = (void*)0;
                int32_t l_1323 = (-1L);
                int64_t * const *l_1356 = &l_773;
                int64_t * const **l_1355 = &l_1356;
                int64_t *l_1371 = &g_1064[0][0][4];
                int32_t ***l_1379 = &l_1130;
                int32_t ****l_1378[3][9] = {{&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379},{&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379},{&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379,&l_1379}};
                int32_t *****l_1380[1];
                uint16_t *l_1385 = &g_101;
                int16_t l_1423[5][1];
                int i, j;
                for (i = 0; i < 1; i++)
                    l_1380[i] = (void*)0;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_1423[i][j] = (-10L);
                }
                if ((((uint64_t)((*l_685) |= (((l_1305 |= (**g_745)) , ((uint64_t)(((uint8_t)(((uint64_t)((l_812[4][2][2] = ((l_1312 == ((**g_1257) , ((***g_465) = (*l_1139)))) < ((*l_1106) = ((void*)0 != (*l_1019))))) == (0x4C104495L >= ((int16_t)(l_1305 &= ((**g_745) = (((*l_699) ^= 255UL) , ((int8_t)((*g_141) = (((int16_t)((((((uint64_t)g_145.f1.f1 - (uint64_t)g_843.f2) < 0x86D1D97865E054C4LL) || 0UL) & p_67) , 0x11A2L) - (int16_t)p_67) == p_68)) << (int8_t)p_68)))) >> (int16_t)6))) - (uint64_t)p_67) , p_68) - (uint8_t)p_67) != 0x0DCB00FF4F1C3DD6LL) / (uint64_t)0xFB521DECC5F5BD8DLL)) | 0x2080AB7CL)) / (uint64_t)l_1323) == p_67))
                { /* block id: 614 */
                    uint32_t l_1324[10] = {0x409B5C01L,0x409B5C01L,7UL,5UL,7UL,0x409B5C01L,0x409B5C01L,7UL,5UL,7UL};
                    int32_t l_1330 = 0xF1AE8345L;
                    int i;
                    ++l_1324[1];
                    for (l_996 = 0; (l_996 < 29); l_996++)
                    { /* block id: 618 */
                        uint16_t *l_1333 = &g_163;
                        uint16_t *l_1350 = &g_101;
                        l_1330 &= ((*l_1106) = (l_1329 != (void*)0));
                        if (l_1330)
                            break;
                        l_1351 = ((int8_t)(((*l_1333) |= 0x4350L) < ((uint64_t)g_776 - (uint64_t)((int64_t)((int8_t)l_1324[1] >> (int8_t)6) + (int64_t)((*g_141) > ((int16_t)l_1323 - (int16_t)((*l_1350) = ((int32_t)((uint16_t)((((((int16_t)(((uint16_t)(((l_684 != (p_68 , &g_725)) , 1L) >= p_68) * (uint16_t)0x99A5L) , (***g_845)) - (int16_t)0xD173L) ^ 0x2F72L) | p_67) != p_67) || 8UL) % (uint16_t)l_1324[7]) - (int32_t)p_67))))))) % (int8_t)(*g_141));
                        (*l_1106) &= (g_1352 , p_68);
                    }
                    (*l_698) = &l_1323;
                }
                else
                { /* block id: 628 */
lbl_1401:
                    for (g_460 = 0; (g_460 < 1); g_460 += 9)
                    { /* block id: 631 */
                        if ((*g_1182))
                            break;
                        l_1323 &= (((&l_772 == l_1355) & p_67) == 0x3B7D06DD8958F159LL);
                    }
                    return g_1135.f1.f2;
                }
                if (((uint16_t)((((uint16_t)((-(uint16_t)((*l_1385) = (((uint8_t)p_67 % (uint8_t)((*g_141) ^= ((int32_t)(-(uint32_t)((int8_t)p_68 >> (int8_t)((int32_t)((((*l_1106) ^ ((**l_1019) = l_1305)) == ((*l_1371) = l_1305)) , (((uint8_t)((*g_970) == ((*l_698) = &l_1323)) >> (uint8_t)((int16_t)p_68 + (int16_t)((uint16_t)((g_1381 = l_1378[2][0]) != (void*)0) % (uint16_t)0xF473L))) != p_67)) + (int32_t)6L))) - (int32_t)l_1266))) || p_67))) , p_67) / (uint16_t)p_67) || (**g_745)) ^ (*l_1106)) / (uint16_t)0x3F8FL))
                { /* block id: 643 */
                    int16_t **l_1388 = &l_1303[1][6];
                    uint8_t ****l_1389 = (void*)0;
                    uint8_t *****l_1391[8][6][3] = {{{&l_1389,&g_465,&l_1389},{&l_1389,&g_465,&l_1390},{&g_465,&g_465,&l_1389},{&l_1390,&l_1389,&l_1389},{&l_1389,&l_1389,&l_1390},{&g_465,&l_1389,&l_1389}},{{&l_1390,&g_465,&l_1390},{&g_465,&l_1389,&g_465},{&l_1390,&l_1389,&g_465},{&l_1389,&l_1389,&g_465},{&l_1389,&g_465,&l_1389},{&l_1390,&g_465,&l_1389}},{{&g_465,&g_465,&g_465},{&l_1390,&l_1390,&l_1389},{&g_465,&l_1390,&l_1389},{&l_1389,&l_1389,&g_465},{&l_1390,&l_1389,&g_465},{&g_465,&l_1390,&g_465}},{{&l_1389,&l_1390,&l_1390},{&l_1389,&g_465,&l_1389},{&l_1389,&g_465,&l_1390},{&g_465,&g_465,&l_1389},{&l_1390,&l_1389,&l_1389},{&l_1389,&l_1389,&l_1390}},{{&g_465,&l_1389,&l_1389},{&l_1390,&g_465,&l_1390},{&g_465,&l_1389,&g_465},{&l_1390,&l_1389,&g_465},{&l_1389,&l_1389,&g_465},{&l_1389,&g_465,&l_1389}},{{&l_1390,&g_465,&l_1389},{&g_465,&g_465,&g_465},{&l_1390,&l_1390,&l_1389},{&g_465,&l_1390,&l_1389},{&l_1389,&l_1389,&g_465},{&l_1390,&l_1389,&g_465}},{{&g_465,&l_1390,&g_465},{&l_1389,&l_1390,&l_1390},{&g_465,&g_465,&g_465},{&g_465,&g_465,&l_1390},{&l_1390,&l_1390,&l_1389},{&l_1390,&l_1390,&l_1389}},{{(void*)0,&g_465,&l_1390},{&l_1389,(void*)0,&g_465},{&l_1390,&g_465,&l_1390},{(void*)0,(void*)0,&g_465},{&l_1390,&g_465,&l_1389},{&l_1390,&l_1390,&l_1390}}};
                    int32_t *l_1395 = &g_285;
                    int32_t l_1397 = 2L;
                    int i, j, k;
                    if ((((int8_t)(((*g_745) = l_700) == ((*l_1388) = ((p_67 || 0x3B720D42FA5008A5LL) , &l_1351))) * (int8_t)((((*g_146) , (l_1389 == (l_1392 = l_1390))) > ((*l_1371) ^= (g_1393 == (((*l_1395) = (g_220.f1.f1 != 0x9DCBF4AFEEBD5218LL)) , l_1396)))) , l_1397)) <= 0xDD5EL))
                    { /* block id: 649 */
                        (*g_1181) = g_1398;
                        return p_68;
                    }
                    else
                    { /* block id: 652 */
                        return g_308.f3;
                    }
                }
                else
                { /* block id: 655 */
                    uint64_t l_1414 = 0x6D118FB542F8D6B2LL;
                    int32_t l_1416 = 0x4CB6AADAL;
                    int32_t l_1418[8][1] = {{0L},{0x4B133953L},{0L},{0x4B133953L},{0L},{0x4B133953L},{0L},{0x4B133953L}};
                    int16_t l_1420 = 1L;
                    int8_t l_1421 = (-1L);
                    int16_t l_1422 = 0x90EDL;
                    int i, j;
                    for (l_1035 = 1; (l_1035 >= 0); l_1035 -= 1)
                    { /* block id: 658 */
                        (*g_1400) = l_1399;
                    }
                    if (g_843.f1)
                        goto lbl_1401;
                    g_1403 = g_1402;
                    for (l_1351 = 0; (l_1351 < 6); l_1351 += 9)
                    { /* block id: 665 */
                        int32_t *l_1406 = &l_697;
                        int32_t l_1413[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_1413[i] = 3L;
                        (*g_169) &= (&g_725 != (void*)0);
                        g_1407 = (((*l_1406) ^= 0xD3A291F2L) , g_1407);
                        (*g_1182) |= ((l_1413[1] , (p_68 & p_68)) & (1UL < l_1414));
                        l_1425[0]++;
                    }
                }
            }
            else
            { /* block id: 673 */
                uint8_t l_1432 = 1UL;
                int32_t l_1433 = 0x36CA40F1L;
                for (l_795 = 0; (l_795 <= 0); l_795 += 1)
                { /* block id: 676 */
                    int16_t l_1434 = 0x6A0AL;
                    l_1433 |= ((uint8_t)(p_67 || p_67) + (uint8_t)((int64_t)p_67 - (int64_t)(l_1432 , (g_1064[0][0][6] &= (-1L)))));
                    return l_1434;
                }
                (*g_1383) = &l_1433;
                for (l_807 = 0; (l_807 > (-30)); l_807--)
                { /* block id: 684 */
                    uint32_t l_1444 = 0xC49288B6L;
                    (*g_1384) = p_67;
                    if (((****g_1381) = ((uint64_t)(l_1439[3] == (void*)0) / (uint64_t)p_67)))
                    { /* block id: 687 */
                        uint16_t *l_1455[6] = {&g_163,&g_163,&g_163,&g_163,&g_163,&g_163};
                        int32_t l_1456 = 0x8C7CDFA4L;
                        int i;
                        (**g_1257) = g_1440;
                        (*g_1384) = 0xE5D2A237L;
                        l_1444 &= ((*l_1106) = ((*g_1384) = ((uint64_t)g_844.f1 - (uint64_t)l_1443[2][4])));
                        (*l_1106) &= ((((uint64_t)((((*g_465) != ((*l_1392) = (void*)0)) == ((*l_685) |= (((p_68 & (p_67 , ((uint16_t)(l_1456 = ((uint32_t)(((((int8_t)p_67 << (int8_t)((int8_t)(*g_141) >> (int8_t)0)) , (((0xD69F6D57L < ((****g_1381) = p_67)) < (p_67 != p_68)) == p_67)) < p_67) < 65530UL) + (uint32_t)g_105.f1.f0)) >> (uint16_t)10))) , &g_139[1][1][5]) != &p_67))) >= p_68) + (uint64_t)0x9512E4B0AE26CB25LL) && g_308.f2) ^ p_68);
                    }
                    else
                    { /* block id: 698 */
                        (*l_1106) &= p_68;
                    }
                }
                if (g_220.f1.f3)
                    goto lbl_1457;
            }
            (*g_1458) = &l_1144;
        }
    }
    return p_67;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint32_t  func_69(int32_t * p_70, int64_t  p_71, int8_t  p_72, int32_t * p_73, int8_t  p_74)
{ /* block id: 22 */
    int32_t l_95 = 0x88EB8B4DL;
    uint16_t *l_100 = &g_101;
    int16_t l_111 = (-1L);
    int64_t *l_152 = &g_76;
    int64_t **l_151 = &l_152;
    int32_t l_171 = (-2L);
    int32_t l_172 = 0x5BBA217EL;
    int32_t l_173 = 0L;
    int32_t l_174 = (-1L);
    int32_t l_175 = 0xA7C34602L;
    int32_t l_176 = (-1L);
    int32_t l_177 = 0x41DB001EL;
    int32_t l_178 = (-1L);
    int32_t l_179 = 0xDAF8A5A0L;
    int32_t l_180 = 0xF84ECE7DL;
    int32_t l_181 = 9L;
    int32_t l_182 = 1L;
    int32_t l_183 = 0x0B19E22BL;
    int32_t l_184[1][6];
    uint32_t l_187 = 0x0EE0BA4EL;
    struct S1 *l_221 = &g_105;
    int32_t l_238 = 0x7814E99EL;
    uint32_t l_286[9][9] = {{0x31510240L,8UL,0UL,0UL,0xF7766E4CL,0xF7766E4CL,0UL,0UL,8UL},{18446744073709551615UL,0xB42ED20DL,0x1BBB74A1L,0xA7809679L,1UL,0UL,0UL,1UL,0xA7809679L},{0x08625C24L,0x928B8FDDL,0x08625C24L,0x498AD122L,0UL,0x31510240L,1UL,1UL,0x31510240L},{0x1BBB74A1L,0xB42ED20DL,18446744073709551615UL,0xB42ED20DL,0x1BBB74A1L,0xA7809679L,1UL,0UL,0UL},{0UL,8UL,0x31510240L,0x498AD122L,0x31510240L,8UL,0UL,0UL,0xF7766E4CL},{0x247309A8L,0xB45E4183L,0xB42ED20DL,0xA7809679L,3UL,0xA7809679L,0xB42ED20DL,0xB45E4183L,0x247309A8L},{8UL,0x99265BF2L,1UL,0UL,0UL,0x31510240L,0UL,0UL,1UL},{1UL,1UL,0xCC9D1F36L,18446744073709551615UL,0xB45E4183L,0UL,0x247309A8L,0UL,0xB45E4183L},{8UL,0UL,0UL,8UL,0x08625C24L,0xF7766E4CL,0x498AD122L,1UL,0x498AD122L}};
    uint64_t l_343 = 0UL;
    const int32_t *l_384[6];
    const int32_t **l_383 = &l_384[2];
    const int32_t ***l_382 = &l_383;
    uint8_t *l_404[9][7] = {{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249},{(void*)0,&g_249,&g_249,(void*)0,&g_249,&g_249,&g_249},{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,(void*)0},{&g_249,&g_249,&g_249,(void*)0,&g_249,&g_249,&g_249},{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249},{&g_249,&g_249,&g_249,&g_249,(void*)0,&g_249,(void*)0},{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249},{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249},{&g_249,&g_249,&g_249,&g_249,&g_249,&g_249,&g_249}};
    uint8_t **l_456[3];
    uint8_t ***l_455 = &l_456[1];
    uint32_t l_479 = 4294967289UL;
    int16_t **l_496 = (void*)0;
    const struct S0 *l_502 = &g_242;
    const struct S0 **l_501 = &l_502;
    uint32_t l_641[6][3] = {{0xADA49C0BL,18446744073709551612UL,0xADA49C0BL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0xADA49C0BL,18446744073709551612UL,0xADA49C0BL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0xADA49C0BL,18446744073709551612UL,0xADA49C0BL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL}};
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_184[i][j] = 0x2C594338L;
    }
    for (i = 0; i < 6; i++)
        l_384[i] = &l_177;
    for (i = 0; i < 3; i++)
        l_456[i] = &l_404[3][1];
    return p_71;
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_44[i][j][k], "g_44[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_45[i][j], "g_45[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_48[i][j], "g_48[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_49[i][j], "g_49[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    transparent_crc(g_76, "g_76", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    transparent_crc(g_102.f0, "g_102.f0", print_hash_value);
    transparent_crc(g_102.f1.f0, "g_102.f1.f0", print_hash_value);
    transparent_crc(g_102.f1.f1, "g_102.f1.f1", print_hash_value);
    transparent_crc(g_102.f1.f2, "g_102.f1.f2", print_hash_value);
    transparent_crc(g_102.f1.f3, "g_102.f1.f3", print_hash_value);
    transparent_crc(g_102.f2, "g_102.f2", print_hash_value);
    transparent_crc(g_105.f0, "g_105.f0", print_hash_value);
    transparent_crc(g_105.f1.f0, "g_105.f1.f0", print_hash_value);
    transparent_crc(g_105.f1.f1, "g_105.f1.f1", print_hash_value);
    transparent_crc(g_105.f1.f2, "g_105.f1.f2", print_hash_value);
    transparent_crc(g_105.f1.f3, "g_105.f1.f3", print_hash_value);
    transparent_crc(g_105.f2, "g_105.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_139[i][j][k], "g_139[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_145.f0, "g_145.f0", print_hash_value);
    transparent_crc(g_145.f1.f0, "g_145.f1.f0", print_hash_value);
    transparent_crc(g_145.f1.f1, "g_145.f1.f1", print_hash_value);
    transparent_crc(g_145.f1.f2, "g_145.f1.f2", print_hash_value);
    transparent_crc(g_145.f1.f3, "g_145.f1.f3", print_hash_value);
    transparent_crc(g_145.f2, "g_145.f2", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_220.f0, "g_220.f0", print_hash_value);
    transparent_crc(g_220.f1.f0, "g_220.f1.f0", print_hash_value);
    transparent_crc(g_220.f1.f1, "g_220.f1.f1", print_hash_value);
    transparent_crc(g_220.f1.f2, "g_220.f1.f2", print_hash_value);
    transparent_crc(g_220.f1.f3, "g_220.f1.f3", print_hash_value);
    transparent_crc(g_220.f2, "g_220.f2", print_hash_value);
    transparent_crc(g_240.f0, "g_240.f0", print_hash_value);
    transparent_crc(g_240.f1, "g_240.f1", print_hash_value);
    transparent_crc(g_240.f2, "g_240.f2", print_hash_value);
    transparent_crc(g_240.f3, "g_240.f3", print_hash_value);
    transparent_crc(g_242.f0, "g_242.f0", print_hash_value);
    transparent_crc(g_242.f1, "g_242.f1", print_hash_value);
    transparent_crc(g_242.f2, "g_242.f2", print_hash_value);
    transparent_crc(g_242.f3, "g_242.f3", print_hash_value);
    transparent_crc(g_243.f0, "g_243.f0", print_hash_value);
    transparent_crc(g_243.f1, "g_243.f1", print_hash_value);
    transparent_crc(g_243.f2, "g_243.f2", print_hash_value);
    transparent_crc(g_243.f3, "g_243.f3", print_hash_value);
    transparent_crc(g_249, "g_249", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    transparent_crc(g_308.f0, "g_308.f0", print_hash_value);
    transparent_crc(g_308.f1, "g_308.f1", print_hash_value);
    transparent_crc(g_308.f2, "g_308.f2", print_hash_value);
    transparent_crc(g_308.f3, "g_308.f3", print_hash_value);
    transparent_crc(g_399.f0, "g_399.f0", print_hash_value);
    transparent_crc(g_399.f1.f0, "g_399.f1.f0", print_hash_value);
    transparent_crc(g_399.f1.f1, "g_399.f1.f1", print_hash_value);
    transparent_crc(g_399.f1.f2, "g_399.f1.f2", print_hash_value);
    transparent_crc(g_399.f1.f3, "g_399.f1.f3", print_hash_value);
    transparent_crc(g_399.f2, "g_399.f2", print_hash_value);
    transparent_crc(g_416.f0, "g_416.f0", print_hash_value);
    transparent_crc(g_416.f1.f0, "g_416.f1.f0", print_hash_value);
    transparent_crc(g_416.f1.f1, "g_416.f1.f1", print_hash_value);
    transparent_crc(g_416.f1.f2, "g_416.f1.f2", print_hash_value);
    transparent_crc(g_416.f1.f3, "g_416.f1.f3", print_hash_value);
    transparent_crc(g_416.f2, "g_416.f2", print_hash_value);
    transparent_crc(g_438, "g_438", print_hash_value);
    transparent_crc(g_460, "g_460", print_hash_value);
    transparent_crc(g_462, "g_462", print_hash_value);
    transparent_crc(g_499, "g_499", print_hash_value);
    transparent_crc(g_513.f0, "g_513.f0", print_hash_value);
    transparent_crc(g_513.f1.f0, "g_513.f1.f0", print_hash_value);
    transparent_crc(g_513.f1.f1, "g_513.f1.f1", print_hash_value);
    transparent_crc(g_513.f1.f2, "g_513.f1.f2", print_hash_value);
    transparent_crc(g_513.f1.f3, "g_513.f1.f3", print_hash_value);
    transparent_crc(g_513.f2, "g_513.f2", print_hash_value);
    transparent_crc(g_546.f0, "g_546.f0", print_hash_value);
    transparent_crc(g_546.f1, "g_546.f1", print_hash_value);
    transparent_crc(g_546.f2, "g_546.f2", print_hash_value);
    transparent_crc(g_546.f3, "g_546.f3", print_hash_value);
    transparent_crc(g_548.f0, "g_548.f0", print_hash_value);
    transparent_crc(g_548.f1, "g_548.f1", print_hash_value);
    transparent_crc(g_548.f2, "g_548.f2", print_hash_value);
    transparent_crc(g_548.f3, "g_548.f3", print_hash_value);
    transparent_crc(g_686, "g_686", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_750[i], "g_750[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_776, "g_776", print_hash_value);
    transparent_crc(g_820, "g_820", print_hash_value);
    transparent_crc(g_843.f0, "g_843.f0", print_hash_value);
    transparent_crc(g_843.f1, "g_843.f1", print_hash_value);
    transparent_crc(g_843.f2, "g_843.f2", print_hash_value);
    transparent_crc(g_843.f3, "g_843.f3", print_hash_value);
    transparent_crc(g_844.f0, "g_844.f0", print_hash_value);
    transparent_crc(g_844.f1, "g_844.f1", print_hash_value);
    transparent_crc(g_844.f2, "g_844.f2", print_hash_value);
    transparent_crc(g_844.f3, "g_844.f3", print_hash_value);
    transparent_crc(g_921.f0, "g_921.f0", print_hash_value);
    transparent_crc(g_921.f1, "g_921.f1", print_hash_value);
    transparent_crc(g_921.f2, "g_921.f2", print_hash_value);
    transparent_crc(g_921.f3, "g_921.f3", print_hash_value);
    transparent_crc(g_933.f0, "g_933.f0", print_hash_value);
    transparent_crc(g_933.f1.f0, "g_933.f1.f0", print_hash_value);
    transparent_crc(g_933.f1.f1, "g_933.f1.f1", print_hash_value);
    transparent_crc(g_933.f1.f2, "g_933.f1.f2", print_hash_value);
    transparent_crc(g_933.f1.f3, "g_933.f1.f3", print_hash_value);
    transparent_crc(g_933.f2, "g_933.f2", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_1064[i][j][k], "g_1064[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1135.f0, "g_1135.f0", print_hash_value);
    transparent_crc(g_1135.f1.f0, "g_1135.f1.f0", print_hash_value);
    transparent_crc(g_1135.f1.f1, "g_1135.f1.f1", print_hash_value);
    transparent_crc(g_1135.f1.f2, "g_1135.f1.f2", print_hash_value);
    transparent_crc(g_1135.f1.f3, "g_1135.f1.f3", print_hash_value);
    transparent_crc(g_1135.f2, "g_1135.f2", print_hash_value);
    transparent_crc(g_1304, "g_1304", print_hash_value);
    transparent_crc(g_1352.f0, "g_1352.f0", print_hash_value);
    transparent_crc(g_1352.f1, "g_1352.f1", print_hash_value);
    transparent_crc(g_1352.f2, "g_1352.f2", print_hash_value);
    transparent_crc(g_1352.f3, "g_1352.f3", print_hash_value);
    transparent_crc(g_1398.f0, "g_1398.f0", print_hash_value);
    transparent_crc(g_1398.f1.f0, "g_1398.f1.f0", print_hash_value);
    transparent_crc(g_1398.f1.f1, "g_1398.f1.f1", print_hash_value);
    transparent_crc(g_1398.f1.f2, "g_1398.f1.f2", print_hash_value);
    transparent_crc(g_1398.f1.f3, "g_1398.f1.f3", print_hash_value);
    transparent_crc(g_1398.f2, "g_1398.f2", print_hash_value);
    transparent_crc(g_1402.f0, "g_1402.f0", print_hash_value);
    transparent_crc(g_1402.f1, "g_1402.f1", print_hash_value);
    transparent_crc(g_1402.f2, "g_1402.f2", print_hash_value);
    transparent_crc(g_1402.f3, "g_1402.f3", print_hash_value);
    transparent_crc(g_1403.f0, "g_1403.f0", print_hash_value);
    transparent_crc(g_1403.f1, "g_1403.f1", print_hash_value);
    transparent_crc(g_1403.f2, "g_1403.f2", print_hash_value);
    transparent_crc(g_1403.f3, "g_1403.f3", print_hash_value);
    transparent_crc(g_1424, "g_1424", print_hash_value);
    transparent_crc(g_1440.f0, "g_1440.f0", print_hash_value);
    transparent_crc(g_1440.f1, "g_1440.f1", print_hash_value);
    transparent_crc(g_1440.f2, "g_1440.f2", print_hash_value);
    transparent_crc(g_1440.f3, "g_1440.f3", print_hash_value);
    transparent_crc(g_1466.f0, "g_1466.f0", print_hash_value);
    transparent_crc(g_1466.f1, "g_1466.f1", print_hash_value);
    transparent_crc(g_1466.f2, "g_1466.f2", print_hash_value);
    transparent_crc(g_1466.f3, "g_1466.f3", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1512[i], "g_1512[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1556.f0, "g_1556.f0", print_hash_value);
    transparent_crc(g_1556.f1.f0, "g_1556.f1.f0", print_hash_value);
    transparent_crc(g_1556.f1.f1, "g_1556.f1.f1", print_hash_value);
    transparent_crc(g_1556.f1.f2, "g_1556.f1.f2", print_hash_value);
    transparent_crc(g_1556.f1.f3, "g_1556.f1.f3", print_hash_value);
    transparent_crc(g_1556.f2, "g_1556.f2", print_hash_value);
    transparent_crc(g_1566.f0, "g_1566.f0", print_hash_value);
    transparent_crc(g_1566.f1.f0, "g_1566.f1.f0", print_hash_value);
    transparent_crc(g_1566.f1.f1, "g_1566.f1.f1", print_hash_value);
    transparent_crc(g_1566.f1.f2, "g_1566.f1.f2", print_hash_value);
    transparent_crc(g_1566.f1.f3, "g_1566.f1.f3", print_hash_value);
    transparent_crc(g_1566.f2, "g_1566.f2", print_hash_value);
    transparent_crc(g_1575.f0, "g_1575.f0", print_hash_value);
    transparent_crc(g_1575.f1.f0, "g_1575.f1.f0", print_hash_value);
    transparent_crc(g_1575.f1.f1, "g_1575.f1.f1", print_hash_value);
    transparent_crc(g_1575.f1.f2, "g_1575.f1.f2", print_hash_value);
    transparent_crc(g_1575.f1.f3, "g_1575.f1.f3", print_hash_value);
    transparent_crc(g_1575.f2, "g_1575.f2", print_hash_value);
    transparent_crc(g_1579.f0, "g_1579.f0", print_hash_value);
    transparent_crc(g_1579.f1, "g_1579.f1", print_hash_value);
    transparent_crc(g_1579.f2, "g_1579.f2", print_hash_value);
    transparent_crc(g_1579.f3, "g_1579.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1595[i].f0, "g_1595[i].f0", print_hash_value);
        transparent_crc(g_1595[i].f1.f0, "g_1595[i].f1.f0", print_hash_value);
        transparent_crc(g_1595[i].f1.f1, "g_1595[i].f1.f1", print_hash_value);
        transparent_crc(g_1595[i].f1.f2, "g_1595[i].f1.f2", print_hash_value);
        transparent_crc(g_1595[i].f1.f3, "g_1595[i].f1.f3", print_hash_value);
        transparent_crc(g_1595[i].f2, "g_1595[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1615.f0, "g_1615.f0", print_hash_value);
    transparent_crc(g_1615.f1, "g_1615.f1", print_hash_value);
    transparent_crc(g_1615.f2, "g_1615.f2", print_hash_value);
    transparent_crc(g_1615.f3, "g_1615.f3", print_hash_value);
    transparent_crc(g_1651.f0, "g_1651.f0", print_hash_value);
    transparent_crc(g_1651.f1.f0, "g_1651.f1.f0", print_hash_value);
    transparent_crc(g_1651.f1.f1, "g_1651.f1.f1", print_hash_value);
    transparent_crc(g_1651.f1.f2, "g_1651.f1.f2", print_hash_value);
    transparent_crc(g_1651.f1.f3, "g_1651.f1.f3", print_hash_value);
    transparent_crc(g_1651.f2, "g_1651.f2", print_hash_value);
    transparent_crc(g_1717.f0, "g_1717.f0", print_hash_value);
    transparent_crc(g_1717.f1.f0, "g_1717.f1.f0", print_hash_value);
    transparent_crc(g_1717.f1.f1, "g_1717.f1.f1", print_hash_value);
    transparent_crc(g_1717.f1.f2, "g_1717.f1.f2", print_hash_value);
    transparent_crc(g_1717.f1.f3, "g_1717.f1.f3", print_hash_value);
    transparent_crc(g_1717.f2, "g_1717.f2", print_hash_value);
    transparent_crc(g_1718.f0, "g_1718.f0", print_hash_value);
    transparent_crc(g_1718.f1.f0, "g_1718.f1.f0", print_hash_value);
    transparent_crc(g_1718.f1.f1, "g_1718.f1.f1", print_hash_value);
    transparent_crc(g_1718.f1.f2, "g_1718.f1.f2", print_hash_value);
    transparent_crc(g_1718.f1.f3, "g_1718.f1.f3", print_hash_value);
    transparent_crc(g_1718.f2, "g_1718.f2", print_hash_value);
    transparent_crc(g_1760.f0, "g_1760.f0", print_hash_value);
    transparent_crc(g_1760.f1, "g_1760.f1", print_hash_value);
    transparent_crc(g_1760.f2, "g_1760.f2", print_hash_value);
    transparent_crc(g_1760.f3, "g_1760.f3", print_hash_value);
    transparent_crc(g_1768.f0, "g_1768.f0", print_hash_value);
    transparent_crc(g_1768.f1, "g_1768.f1", print_hash_value);
    transparent_crc(g_1768.f2, "g_1768.f2", print_hash_value);
    transparent_crc(g_1768.f3, "g_1768.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_1833[i][j].f0, "g_1833[i][j].f0", print_hash_value);
            transparent_crc(g_1833[i][j].f1.f0, "g_1833[i][j].f1.f0", print_hash_value);
            transparent_crc(g_1833[i][j].f1.f1, "g_1833[i][j].f1.f1", print_hash_value);
            transparent_crc(g_1833[i][j].f1.f2, "g_1833[i][j].f1.f2", print_hash_value);
            transparent_crc(g_1833[i][j].f1.f3, "g_1833[i][j].f1.f3", print_hash_value);
            transparent_crc(g_1833[i][j].f2, "g_1833[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1887, "g_1887", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1947[i].f0, "g_1947[i].f0", print_hash_value);
        transparent_crc(g_1947[i].f1, "g_1947[i].f1", print_hash_value);
        transparent_crc(g_1947[i].f2, "g_1947[i].f2", print_hash_value);
        transparent_crc(g_1947[i].f3, "g_1947[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1955, "g_1955", print_hash_value);
    transparent_crc(g_2089, "g_2089", print_hash_value);
    transparent_crc(g_2122, "g_2122", print_hash_value);
    transparent_crc(g_2128.f0, "g_2128.f0", print_hash_value);
    transparent_crc(g_2128.f1, "g_2128.f1", print_hash_value);
    transparent_crc(g_2128.f2, "g_2128.f2", print_hash_value);
    transparent_crc(g_2128.f3, "g_2128.f3", print_hash_value);
    transparent_crc(g_2132.f0, "g_2132.f0", print_hash_value);
    transparent_crc(g_2132.f1, "g_2132.f1", print_hash_value);
    transparent_crc(g_2132.f2, "g_2132.f2", print_hash_value);
    transparent_crc(g_2132.f3, "g_2132.f3", print_hash_value);
    transparent_crc(g_2133.f0, "g_2133.f0", print_hash_value);
    transparent_crc(g_2133.f1, "g_2133.f1", print_hash_value);
    transparent_crc(g_2133.f2, "g_2133.f2", print_hash_value);
    transparent_crc(g_2133.f3, "g_2133.f3", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_2134[i].f0, "g_2134[i].f0", print_hash_value);
        transparent_crc(g_2134[i].f1, "g_2134[i].f1", print_hash_value);
        transparent_crc(g_2134[i].f2, "g_2134[i].f2", print_hash_value);
        transparent_crc(g_2134[i].f3, "g_2134[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2135.f0, "g_2135.f0", print_hash_value);
    transparent_crc(g_2135.f1, "g_2135.f1", print_hash_value);
    transparent_crc(g_2135.f2, "g_2135.f2", print_hash_value);
    transparent_crc(g_2135.f3, "g_2135.f3", print_hash_value);
    transparent_crc(g_2152.f0, "g_2152.f0", print_hash_value);
    transparent_crc(g_2152.f1, "g_2152.f1", print_hash_value);
    transparent_crc(g_2152.f2, "g_2152.f2", print_hash_value);
    transparent_crc(g_2152.f3, "g_2152.f3", print_hash_value);
    transparent_crc(g_2191, "g_2191", print_hash_value);
    transparent_crc(g_2267.f0, "g_2267.f0", print_hash_value);
    transparent_crc(g_2267.f1, "g_2267.f1", print_hash_value);
    transparent_crc(g_2267.f2, "g_2267.f2", print_hash_value);
    transparent_crc(g_2267.f3, "g_2267.f3", print_hash_value);
    transparent_crc(g_2270, "g_2270", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2279[i], "g_2279[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 597
   depth: 1, occurrence: 21
   depth: 2, occurrence: 15
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 5
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 64
breakdown:
   indirect level: 0, occurrence: 36
   indirect level: 1, occurrence: 17
   indirect level: 2, occurrence: 7
   indirect level: 3, occurrence: 4
XXX full-bitfields structs in the program: 21
breakdown:
   indirect level: 0, occurrence: 21
XXX times a bitfields struct's address is taken: 84
XXX times a bitfields struct on LHS: 5
XXX times a bitfields struct on RHS: 37
XXX times a single bitfield on LHS: 4
XXX times a single bitfield on RHS: 83

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 196
   depth: 2, occurrence: 43
   depth: 3, occurrence: 4
   depth: 4, occurrence: 7
   depth: 5, occurrence: 2
   depth: 6, occurrence: 2
   depth: 10, occurrence: 1
   depth: 12, occurrence: 1
   depth: 15, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 4
   depth: 19, occurrence: 2
   depth: 21, occurrence: 2
   depth: 22, occurrence: 5
   depth: 23, occurrence: 3
   depth: 26, occurrence: 4
   depth: 29, occurrence: 1
   depth: 30, occurrence: 2
   depth: 31, occurrence: 1
   depth: 33, occurrence: 1
   depth: 35, occurrence: 2
   depth: 39, occurrence: 1

XXX total number of pointers: 536

XXX times a variable address is taken: 1164
XXX times a pointer is dereferenced on RHS: 277
breakdown:
   depth: 1, occurrence: 229
   depth: 2, occurrence: 36
   depth: 3, occurrence: 12
XXX times a pointer is dereferenced on LHS: 312
breakdown:
   depth: 1, occurrence: 279
   depth: 2, occurrence: 23
   depth: 3, occurrence: 7
   depth: 4, occurrence: 3
XXX times a pointer is compared with null: 35
XXX times a pointer is compared with address of another variable: 10
XXX times a pointer is compared with another pointer: 16
XXX times a pointer is qualified to be dereferenced: 10828

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1585
   level: 2, occurrence: 275
   level: 3, occurrence: 79
   level: 4, occurrence: 76
   level: 5, occurrence: 9
XXX number of pointers point to pointers: 248
XXX number of pointers point to scalars: 252
XXX number of pointers point to structs: 36
XXX percent of pointers has null in alias set: 31.7
XXX average alias set size: 1.51

XXX times a non-volatile is read: 1659
XXX times a non-volatile is write: 949
XXX times a volatile is read: 117
XXX    times read thru a pointer: 12
XXX times a volatile is write: 46
XXX    times written thru a pointer: 3
XXX times a volatile is available for access: 8.75e+03
XXX percentage of non-volatile access: 94.1

XXX forward jumps: 0
XXX backward jumps: 9

XXX stmts: 189
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 20
   depth: 1, occurrence: 17
   depth: 2, occurrence: 16
   depth: 3, occurrence: 30
   depth: 4, occurrence: 50
   depth: 5, occurrence: 56

XXX percentage a fresh-made variable is used: 15.9
XXX percentage an existing variable is used: 84.1
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

