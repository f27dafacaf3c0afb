/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 50 --no-safe-math --max-funcs 5
 * Seed:      50
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
static volatile int32_t g_3 = (-2L);/* VOLATILE GLOBAL g_3 */
static int32_t g_4[9][1] = {{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL},{0x891F433CL}};
static int32_t g_37 = 0xA6545545L;
static int32_t * volatile g_36 = &g_37;/* VOLATILE GLOBAL g_36 */
static uint8_t g_60[2] = {0xD9L,0xD9L};
static uint64_t g_103 = 0x64F7977D3265E095LL;
static uint16_t g_106 = 0x3F7DL;
static uint32_t g_109[10] = {4294967295UL,0x421085DAL,0x421085DAL,4294967295UL,0x421085DAL,0x421085DAL,4294967295UL,0x421085DAL,0x421085DAL,4294967295UL};
static const volatile uint64_t *g_112 = (void*)0;
static const volatile uint64_t * volatile * volatile g_111 = &g_112;/* VOLATILE GLOBAL g_111 */
static int8_t g_132 = 5L;
static int64_t g_133[1] = {0x3717488B34D06322LL};
static int16_t g_184 = 1L;
static int32_t *g_188 = (void*)0;
static int32_t ** volatile g_187 = &g_188;/* VOLATILE GLOBAL g_187 */
static const int32_t ** volatile g_203[1] = {(void*)0};
static uint32_t g_216[10][7][3] = {{{0xD057FE0CL,0x13F6EE53L,18446744073709551615UL},{0x9FA0A264L,5UL,0x13F6EE53L},{0xD318FAEFL,0x3143DF59L,8UL},{0xE7E663B1L,0UL,0x13F6EE53L},{0x81ED6BCFL,18446744073709551615UL,18446744073709551615UL},{1UL,3UL,0x3A9D77DEL},{1UL,0x3A9D77DEL,18446744073709551609UL}},{{0x81ED6BCFL,0xDFB77FFAL,0x317EE62AL},{3UL,0x9816CB2FL,0xD8B7E62AL},{5UL,0x395CBCBCL,1UL},{0xB768CD56L,0x87AE2D5EL,0UL},{18446744073709551615UL,18446744073709551608UL,0UL},{18446744073709551609UL,1UL,1UL},{0UL,0UL,0xD8B7E62AL}},{{1UL,0x9048F6AEL,0x317EE62AL},{0UL,0xA4C42D59L,0xF84ECCB6L},{18446744073709551609UL,0x0F0ED1FFL,0x87AE2D5EL},{18446744073709551615UL,0x0F0ED1FFL,1UL},{0xB768CD56L,0xA4C42D59L,0x0F0ED1FFL},{5UL,0x9048F6AEL,0x014B2E43L},{3UL,0UL,0x0F0ED1FFL}},{{0x28AA00DFL,1UL,1UL},{0x1E50675BL,18446744073709551608UL,0x87AE2D5EL},{0x1E50675BL,0x87AE2D5EL,0xF84ECCB6L},{0x28AA00DFL,0x395CBCBCL,0x317EE62AL},{3UL,0x9816CB2FL,0xD8B7E62AL},{5UL,0x395CBCBCL,1UL},{0xB768CD56L,0x87AE2D5EL,0UL}},{{18446744073709551615UL,18446744073709551608UL,0UL},{18446744073709551609UL,1UL,1UL},{0UL,0UL,0xD8B7E62AL},{1UL,0x9048F6AEL,0x317EE62AL},{0UL,0xA4C42D59L,0xF84ECCB6L},{18446744073709551609UL,0x0F0ED1FFL,0x87AE2D5EL},{18446744073709551615UL,0x0F0ED1FFL,1UL}},{{0xB768CD56L,0xA4C42D59L,0x0F0ED1FFL},{5UL,0x9048F6AEL,0x014B2E43L},{3UL,0UL,0x0F0ED1FFL},{0x28AA00DFL,1UL,1UL},{0x1E50675BL,18446744073709551608UL,0x87AE2D5EL},{0x1E50675BL,0x87AE2D5EL,0xF84ECCB6L},{0x28AA00DFL,0x395CBCBCL,0x317EE62AL}},{{3UL,0x9816CB2FL,0xD8B7E62AL},{5UL,0x395CBCBCL,1UL},{0xB768CD56L,0x87AE2D5EL,0UL},{18446744073709551615UL,18446744073709551608UL,0UL},{18446744073709551609UL,1UL,1UL},{0UL,0UL,0xD8B7E62AL},{1UL,0x9048F6AEL,0x317EE62AL}},{{0UL,0xA4C42D59L,0xF84ECCB6L},{18446744073709551609UL,0x0F0ED1FFL,0x87AE2D5EL},{18446744073709551615UL,0x0F0ED1FFL,1UL},{0xB768CD56L,0xA4C42D59L,0x0F0ED1FFL},{5UL,0x9048F6AEL,0x014B2E43L},{3UL,0UL,0x0F0ED1FFL},{0x28AA00DFL,1UL,1UL}},{{0x1E50675BL,18446744073709551608UL,0x87AE2D5EL},{0x1E50675BL,0x87AE2D5EL,0xF84ECCB6L},{0x28AA00DFL,0x395CBCBCL,0x317EE62AL},{3UL,0x9816CB2FL,0xD8B7E62AL},{5UL,0x395CBCBCL,1UL},{0xB768CD56L,0x87AE2D5EL,0UL},{18446744073709551615UL,18446744073709551608UL,0UL}},{{18446744073709551609UL,1UL,1UL},{0UL,0UL,0xD8B7E62AL},{1UL,0x9048F6AEL,0x317EE62AL},{0UL,0xA4C42D59L,0xF84ECCB6L},{18446744073709551609UL,0x0F0ED1FFL,0x87AE2D5EL},{18446744073709551615UL,0x0F0ED1FFL,1UL},{0xB768CD56L,0xA4C42D59L,0x0F0ED1FFL}}};
static int32_t g_247 = 0xB0C8A609L;
static int16_t g_249 = 4L;
static uint64_t g_252 = 0UL;
static volatile uint64_t g_286 = 0x21604C85C1D9208BLL;/* VOLATILE GLOBAL g_286 */
static volatile uint64_t *g_285 = &g_286;
static volatile uint64_t * volatile *g_284 = &g_285;
static volatile uint64_t * volatile * const *g_283[1] = {&g_284};
static volatile uint64_t * volatile * const ** volatile g_282 = &g_283[0];/* VOLATILE GLOBAL g_282 */
static int32_t g_293[5] = {1L,1L,1L,1L,1L};
static uint64_t *g_309 = &g_252;
static uint64_t **g_308 = &g_309;
static int64_t g_312 = (-8L);
static uint16_t *g_351 = &g_106;
static uint16_t **g_350 = &g_351;
static uint16_t ***g_349 = &g_350;
static int32_t ** volatile g_374 = (void*)0;/* VOLATILE GLOBAL g_374 */
static int32_t ** volatile g_393 = &g_188;/* VOLATILE GLOBAL g_393 */
static uint16_t **** volatile g_394 = &g_349;/* VOLATILE GLOBAL g_394 */
static int32_t g_395 = 0xEF26658BL;
static uint32_t g_413[7][7][5] = {{{0UL,0UL,4294967295UL,4294967294UL,8UL},{0xFC46E8A2L,0xA9E28F91L,0xEBC1D7F2L,0UL,0xDF935E8AL},{0xE0C7C52FL,4294967295UL,1UL,4294967295UL,0xE0C7C52FL},{4294967295UL,9UL,0x5E4498ABL,0x9983F3DAL,0UL},{8UL,0UL,1UL,0x314BD1EFL,0x4F931C78L},{0xDDAC922BL,8UL,0x9983F3DAL,9UL,0UL},{1UL,0x314BD1EFL,4294967294UL,0x5A6CE6C3L,0xE0C7C52FL}},{{0UL,0xDF935E8AL,0xDB5FAEB2L,0xDB5FAEB2L,0xDF935E8AL},{1UL,0x03008ED1L,0UL,7UL,8UL},{0UL,0xFB7131E2L,0x9983F3DAL,0UL,4294967294UL},{0x2C5ECDDEL,0x2FC5A8F5L,5UL,0x60C34C6CL,0xED17607EL},{0UL,0x269C1217L,0x5E4498ABL,0x96E72EE3L,0UL},{1UL,0xBF3D7069L,0xE91F3F97L,0UL,0xE91F3F97L},{0UL,8UL,0xEBC1D7F2L,4294967295UL,0x75F6C4FDL}},{{1UL,0x5A6CE6C3L,0xED17607EL,0x60C34C6CL,5UL},{0xDDAC922BL,0UL,0UL,0xEBC1D7F2L,0xDDAC922BL},{8UL,0x5A6CE6C3L,8UL,7UL,0UL},{4294967295UL,8UL,6UL,0x269C1217L,0x269C1217L},{0xE0C7C52FL,0xBF3D7069L,0xE0C7C52FL,0x5A6CE6C3L,4294967294UL},{0xFC46E8A2L,0x269C1217L,8UL,0xA9E28F91L,0xDDAC922BL},{0UL,0x2FC5A8F5L,0x4F931C78L,0x314BD1EFL,1UL}},{{0xDF935E8AL,0xFB7131E2L,8UL,0xDDAC922BL,0x75F6C4FDL},{0UL,0x03008ED1L,0xE0C7C52FL,4294967295UL,1UL},{0UL,0xDF935E8AL,6UL,0xFFB4F049L,0UL},{0x0104A5C3L,0x314BD1EFL,8UL,4294967294UL,4294967295UL},{0xDF935E8AL,8UL,0UL,0UL,4294967294UL},{4294967294UL,0UL,0xED17607EL,4294967294UL,4294967289UL},{0xFC46E8A2L,9UL,0xEBC1D7F2L,0xFFB4F049L,0xDF935E8AL}},{{4294967295UL,4294967295UL,0xE91F3F97L,4294967295UL,4294967295UL},{4294967295UL,0xA9E28F91L,0x5E4498ABL,0xDDAC922BL,0UL},{0xCA99EF82L,0UL,5UL,0x314BD1EFL,0xF013A00DL},{0xDDAC922BL,0UL,0x9983F3DAL,0xA9E28F91L,0UL},{0xEF900D36L,0x314BD1EFL,0UL,0x5A6CE6C3L,4294967295UL},{0UL,6UL,0xDB5FAEB2L,0x269C1217L,0xDF935E8AL},{5UL,0x03008ED1L,4294967294UL,7UL,4294967289UL}},{{0UL,0xD80198F8L,0x9983F3DAL,0xEBC1D7F2L,4294967294UL},{0UL,0x2FC5A8F5L,1UL,0x60C34C6CL,4294967295UL},{0UL,0xDB5FAEB2L,0x5E4498ABL,9UL,0UL},{0x2C5ECDDEL,4294967294UL,1UL,4294967295UL,1UL},{0UL,0UL,8UL,0xA9E28F91L,4294967294UL},{4294967295UL,0x03008ED1L,0x0104A5C3L,0UL,0UL},{0x269C1217L,8UL,1UL,0UL,0x269C1217L}},{{7UL,0x03008ED1L,1UL,0x314BD1EFL,0xED17607EL},{9UL,0UL,0xFFB4F049L,6UL,0xDF935E8AL},{0x4F931C78L,4294967294UL,0x4F931C78L,0x03008ED1L,4294967295UL},{0xDDAC922BL,6UL,0xEBC1D7F2L,0xD80198F8L,0x269C1217L},{0xED17607EL,0x60C34C6CL,5UL,0x2FC5A8F5L,0x2C5ECDDEL},{0UL,0x75F6C4FDL,0xEBC1D7F2L,0xDB5FAEB2L,4294967294UL},{8UL,9UL,0x4F931C78L,0xBF3D7069L,0xEF900D36L}}};
static const uint32_t *g_416 = &g_413[2][6][4];
static const uint32_t **g_415 = &g_416;
static uint16_t **g_488 = &g_351;
static uint16_t *** volatile g_487 = &g_488;/* VOLATILE GLOBAL g_487 */
static int32_t *g_496 = &g_247;
static int32_t **g_495 = &g_496;
static int32_t g_513 = 0x5103F6C6L;
static int32_t *g_530 = &g_293[4];
static uint16_t g_576 = 0x9ACDL;
static int64_t *g_598 = &g_133[0];
static int64_t ** volatile g_597[2][1] = {{&g_598},{&g_598}};
static uint32_t * volatile g_644 = &g_413[1][5][2];/* VOLATILE GLOBAL g_644 */
static uint32_t * volatile *g_643 = &g_644;
static uint32_t * volatile * volatile *g_642 = &g_643;
static uint32_t * volatile * volatile * volatile * const  volatile g_641[8] = {&g_642,&g_642,&g_642,&g_642,&g_642,&g_642,&g_642,&g_642};
static uint32_t * volatile * volatile * volatile * volatile g_646 = &g_642;/* VOLATILE GLOBAL g_646 */
static uint16_t * const *g_650 = &g_351;
static uint16_t * const **g_649 = &g_650;
static uint16_t * const ***g_648 = &g_649;
static int32_t g_681 = 0x1B0524CBL;
static volatile int32_t g_694 = 0x2B94C48FL;/* VOLATILE GLOBAL g_694 */
static volatile uint16_t g_706 = 0x0EC7L;/* VOLATILE GLOBAL g_706 */
static uint32_t g_747 = 0x3449E7F7L;
static uint64_t g_767 = 0UL;
static volatile int16_t g_827 = 0x70DDL;/* VOLATILE GLOBAL g_827 */
static volatile int16_t *g_826 = &g_827;
static volatile int16_t ** volatile g_825[5] = {&g_826,&g_826,&g_826,&g_826,&g_826};
static volatile int8_t g_831 = 0x4EL;/* VOLATILE GLOBAL g_831 */
static int16_t g_920 = 0x5875L;
static volatile uint32_t g_929 = 18446744073709551611UL;/* VOLATILE GLOBAL g_929 */
static volatile int32_t *g_1038 = (void*)0;
static volatile int32_t ** volatile g_1037 = &g_1038;/* VOLATILE GLOBAL g_1037 */
static volatile int32_t ** volatile * const g_1036 = &g_1037;
static uint16_t g_1042[2] = {0x8D85L,0x8D85L};
static volatile uint64_t * volatile * const ** volatile *g_1104 = (void*)0;
static int32_t * const ***g_1235 = (void*)0;
static int32_t * const ****g_1234 = &g_1235;
static uint64_t ***g_1262 = &g_308;
static uint64_t ****g_1261 = &g_1262;
static uint64_t *****g_1260 = &g_1261;
static uint32_t g_1268 = 0UL;
static const int64_t g_1302 = (-4L);
static const volatile int8_t *g_1464 = (void*)0;
static const volatile int8_t **g_1463 = &g_1464;
static uint8_t g_1472 = 246UL;
static volatile uint16_t g_1525 = 0xAAF6L;/* VOLATILE GLOBAL g_1525 */
static int32_t **g_1562[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t ***g_1561[3][6] = {{&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6]},{&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6]},{&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6],&g_1562[6]}};
static int8_t g_1630 = (-6L);
static int8_t g_1813 = (-10L);
static int32_t ***g_1819[1] = {&g_495};
static const uint8_t g_1839 = 0xBEL;
static int16_t *g_1906 = &g_184;
static int16_t * volatile *g_1905[10][6] = {{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906},{&g_1906,&g_1906,&g_1906,&g_1906,&g_1906,&g_1906}};
static int16_t * volatile ** volatile g_1904 = &g_1905[2][4];/* VOLATILE GLOBAL g_1904 */
static int32_t ** volatile g_1932 = &g_530;/* VOLATILE GLOBAL g_1932 */
static uint8_t g_1979[6] = {0x96L,0x96L,0x96L,0x96L,0x96L,0x96L};
static uint8_t *g_2035 = (void*)0;
static uint8_t **g_2034 = &g_2035;
static int8_t g_2074 = (-5L);
static const uint32_t g_2138 = 0UL;
static volatile uint32_t * volatile ****g_2187 = (void*)0;
static volatile int32_t ** volatile * volatile * volatile * volatile g_2205 = (void*)0;/* VOLATILE GLOBAL g_2205 */
static uint16_t g_2248 = 0x4858L;
static int64_t g_2249 = 0xE3C0C94AECD793B6LL;
static volatile uint8_t g_2250 = 0x8AL;/* VOLATILE GLOBAL g_2250 */
static uint16_t g_2302 = 0x93DAL;
static volatile int8_t g_2323 = 0x6BL;/* VOLATILE GLOBAL g_2323 */
static int32_t *g_2336 = &g_4[6][0];
static int32_t * const g_2360 = &g_37;
static int32_t ** volatile g_2361 = &g_2336;/* VOLATILE GLOBAL g_2361 */
static uint32_t **g_2384 = (void*)0;
static uint32_t ***g_2383 = &g_2384;
static int64_t g_2462 = (-4L);
static int64_t **g_2493 = &g_598;
static int64_t ***g_2492 = &g_2493;
static int64_t ****g_2491 = &g_2492;
static volatile uint32_t g_2504 = 0x469D7E75L;/* VOLATILE GLOBAL g_2504 */
static int32_t g_2561 = 1L;
static volatile uint8_t g_2606 = 0x3FL;/* VOLATILE GLOBAL g_2606 */
static uint32_t *g_2639 = &g_216[8][4][0];
static uint32_t **g_2638 = &g_2639;
static int8_t g_2704 = (-1L);
static uint64_t g_2715 = 1UL;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static uint8_t  func_19(int64_t  p_20, uint64_t  p_21);
static int16_t  func_22(uint32_t  p_23, uint16_t  p_24);
static uint16_t  func_29(int16_t  p_30, int16_t  p_31, uint8_t  p_32, uint32_t  p_33, uint8_t  p_34);
static int8_t  func_42(uint32_t  p_43, int32_t  p_44);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_576
 * writes: g_4
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[5][10][3] = {{{(-1L),0x7218670FL,0x02314AF1L},{(-1L),2L,0x578CCA69L},{1L,0x7218670FL,(-3L)},{(-6L),0xDC86695CL,0xCF59F89FL},{5L,0L,0x9A4D91F0L},{1L,1L,(-4L)},{1L,2L,(-9L)},{5L,1L,0x7059141AL},{0L,0x758B39D2L,0x39D6B9C2L},{(-2L),0xA9A98436L,0x72759951L}},{{0x7218670FL,8L,0x39D6B9C2L},{0x578CCA69L,0x8607F470L,0x7059141AL},{0x2304B25BL,(-3L),8L},{0L,0xBEB96916L,0x8A52B4B5L},{0x02314AF1L,0xBEB96916L,0x72759951L},{(-3L),(-3L),0xF3D4E677L},{1L,0x8607F470L,(-3L)},{(-4L),8L,1L},{0L,0xA9A98436L,6L},{(-4L),0x758B39D2L,0x72759951L}},{{1L,1L,(-8L)},{(-3L),0x8607F470L,0x1ECA6C84L},{0x02314AF1L,0x1ECA6C84L,0x1ECA6C84L},{0L,(-10L),(-8L)},{0x2304B25BL,1L,0x72759951L},{0x578CCA69L,0x7059141AL,6L},{0x7218670FL,0x8607F470L,1L},{(-2L),0x7059141AL,(-3L)},{0L,1L,0xF3D4E677L},{0xCF59F89FL,(-10L),0x72759951L}},{{(-9L),0x1ECA6C84L,0x8A52B4B5L},{(-9L),0x8607F470L,8L},{0xCF59F89FL,1L,0x7059141AL},{0L,0x758B39D2L,0x39D6B9C2L},{(-2L),0xA9A98436L,0x72759951L},{0x7218670FL,8L,0x39D6B9C2L},{0x578CCA69L,0x8607F470L,0x7059141AL},{0x2304B25BL,(-3L),8L},{0L,0xBEB96916L,0x8A52B4B5L},{0x02314AF1L,0xBEB96916L,0x72759951L}},{{(-3L),(-3L),0xF3D4E677L},{1L,0x8607F470L,(-3L)},{(-4L),8L,1L},{0L,0xA9A98436L,6L},{(-4L),0x758B39D2L,0x72759951L},{1L,1L,(-8L)},{(-3L),0x8607F470L,0x1ECA6C84L},{0x02314AF1L,0x1ECA6C84L,0x1ECA6C84L},{0L,(-10L),(-8L)},{0x2304B25BL,1L,0x72759951L}}};
    uint32_t l_13 = 1UL;
    int32_t l_1500 = 1L;
    const uint16_t * const ***l_1550 = (void*)0;
    const uint16_t * const ****l_1549 = &l_1550;
    int64_t l_1592 = 0L;
    int32_t *l_1693 = &g_247;
    int32_t **l_1751 = &g_188;
    int8_t l_1756 = (-10L);
    int64_t **l_1793 = (void*)0;
    int64_t ***l_1792[4];
    const uint16_t l_1796 = 8UL;
    uint32_t *l_1847[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint32_t **l_1846 = &l_1847[2];
    uint8_t *l_1853 = (void*)0;
    uint8_t *l_1854 = &g_1472;
    uint64_t **l_1855 = (void*)0;
    uint8_t *l_1856 = (void*)0;
    uint8_t *l_1857 = &g_60[1];
    int64_t l_1908 = 0xA953861B5D296D3ELL;
    int32_t * const *l_2029[10][6] = {{&g_530,&g_188,&g_530,&g_530,&g_188,&g_530},{&g_530,&g_530,&g_530,&g_188,(void*)0,&g_188},{&g_530,&g_530,(void*)0,(void*)0,&g_530,&g_530},{&g_530,&g_530,(void*)0,&g_188,(void*)0,&g_530},{&g_530,(void*)0,(void*)0,&g_530,&g_530,&g_530},{&g_530,(void*)0,&g_188,(void*)0,&g_188,(void*)0},{&g_530,(void*)0,&g_188,&g_530,&g_530,&g_188},{(void*)0,(void*)0,(void*)0,&g_188,(void*)0,&g_530},{&g_530,&g_530,&g_530,&g_530,&g_530,(void*)0},{&g_188,&g_530,&g_530,&g_530,&g_188,&g_188}};
    int32_t * const **l_2028 = &l_2029[8][2];
    const uint16_t l_2051 = 0x96CDL;
    uint16_t l_2054 = 0x3B81L;
    uint32_t * volatile * volatile * volatile * const  volatile *l_2092 = &g_646;
    int64_t l_2104[8];
    int8_t l_2171[10][2] = {{0xFAL,0xFAL},{1L,0xFAL},{0xFAL,1L},{0xFAL,0xFAL},{1L,0xFAL},{0xFAL,1L},{0xFAL,0xFAL},{1L,0xFAL},{0xFAL,1L},{0xFAL,0xFAL}};
    int32_t l_2188 = 4L;
    int32_t ****l_2198 = (void*)0;
    uint32_t l_2230 = 0x7A3306ACL;
    int32_t l_2331 = 1L;
    int32_t l_2417 = (-1L);
    int32_t ***l_2434 = &g_1562[0];
    const uint32_t l_2443[10] = {0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL,0xA5DE3B0BL};
    uint32_t l_2451 = 0xF01F95A7L;
    int32_t l_2461[2];
    int32_t l_2463 = 0x338FB5A0L;
    int16_t *l_2555 = (void*)0;
    uint16_t l_2564 = 1UL;
    int64_t l_2598 = 0xAFD29CBA65D713EDLL;
    uint64_t l_2599 = 0xD144D72B920CD7A1LL;
    uint32_t l_2615 = 0x0F611675L;
    int64_t *****l_2716 = &g_2491;
    uint64_t l_2749[6];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1792[i] = &l_1793;
    for (i = 0; i < 8; i++)
        l_2104[i] = 0x479F5E31EC64AF49LL;
    for (i = 0; i < 2; i++)
        l_2461[i] = 0xC208E89FL;
    for (i = 0; i < 6; i++)
        l_2749[i] = 18446744073709551614UL;
    for (g_4[1][0] = 0; (g_4[1][0] <= 2); g_4[1][0] += 1)
    { /* block id: 3 */
        uint64_t l_16 = 18446744073709551607UL;
        int32_t l_1474 = 8L;
        const int32_t *l_1477 = &g_513;
        int64_t **l_1521 = (void*)0;
        uint16_t *** const *l_1548 = &g_349;
        uint16_t *** const **l_1547 = &l_1548;
        int16_t l_1554 = 0x9C2AL;
        int32_t l_1556 = 0x37CC23CFL;
        int32_t l_1566 = 1L;
        const int32_t * const *l_1574 = (void*)0;
        const int32_t * const **l_1573 = &l_1574;
        const int32_t * const ***l_1572 = &l_1573;
        const int32_t * const ****l_1571 = &l_1572;
        int8_t *l_1633 = &g_132;
        int8_t **l_1632[5] = {&l_1633,&l_1633,&l_1633,&l_1633,&l_1633};
        int8_t ***l_1631 = &l_1632[0];
        int32_t *l_1645 = (void*)0;
        uint16_t l_1797 = 0x6AE2L;
        int32_t *l_1824 = &l_1474;
        uint32_t l_1829 = 0x26A1A4DBL;
        int i;
    }
    return g_576;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_60 g_349 g_350 g_351 g_106 g_293 g_513 g_643 g_644 g_413 g_598 g_133 g_184 g_312 g_576 g_132 g_827 g_649 g_650 g_642 g_530 g_36 g_37 g_1042 g_826 g_216 g_1234 g_395 g_1036 g_1037 g_1038 g_1260 g_416 g_1268 g_681 g_1261 g_1262 g_308 g_309 g_252 g_247 g_487 g_488 g_285 g_286 g_103 g_767 g_394 g_648 g_109 g_920 g_187 g_415 g_3 g_1463 g_1302 g_282 g_283 g_284
 * writes: g_184 g_312 g_920 g_293 g_60 g_413 g_109 g_37 g_395 g_1038 g_1260 g_132 g_681 g_252 g_247 g_350 g_106 g_103 g_767 g_1042 g_188 g_133 g_1472
 */
static uint8_t  func_19(int64_t  p_20, uint64_t  p_21)
{ /* block id: 563 */
    int64_t l_1129 = 6L;
    int32_t l_1130 = 0xF65E90B1L;
    int32_t *l_1131 = &l_1130;
    int32_t *l_1132 = &g_293[3];
    int32_t l_1133 = 0x9CC8E8D0L;
    int32_t *l_1134 = (void*)0;
    int32_t *l_1135[3][5][4] = {{{&g_4[1][0],&g_37,&l_1130,(void*)0},{&l_1133,(void*)0,&g_513,(void*)0},{(void*)0,&g_293[3],&g_293[3],(void*)0},{&l_1130,&l_1133,&g_4[1][0],&g_4[1][0]},{&l_1133,&g_293[3],&g_513,&l_1133}},{{&g_513,&g_293[3],&g_4[1][0],&l_1133},{&g_4[1][0],&g_293[3],(void*)0,&g_4[1][0]},{(void*)0,&l_1133,(void*)0,(void*)0},{&l_1130,&g_293[3],&g_4[1][0],(void*)0},{&g_4[1][0],(void*)0,&g_4[1][0],(void*)0}},{{&g_293[3],&g_37,&g_513,&l_1130},{&g_37,&g_293[3],&g_293[3],&g_37},{&l_1130,(void*)0,&g_293[3],&g_4[1][0]},{&g_37,&l_1133,&g_513,&g_293[3]},{&g_293[3],&g_293[3],&g_4[1][0],&g_513}}};
    int8_t l_1136 = 0x97L;
    uint32_t l_1137 = 0x5CF74167L;
    int8_t *l_1144 = &l_1136;
    uint32_t l_1159[10] = {4294967295UL,0x8F403D01L,4294967295UL,4294967295UL,0x8F403D01L,4294967295UL,4294967295UL,0x8F403D01L,4294967295UL,4294967295UL};
    uint32_t *l_1161 = &g_413[2][6][2];
    uint32_t **l_1160 = &l_1161;
    uint8_t l_1162[9][5][3] = {{{0UL,1UL,5UL},{250UL,250UL,5UL},{4UL,0x98L,5UL},{0x98L,0x5AL,5UL},{0x0EL,255UL,0UL}},{{0UL,0x98L,5UL},{0UL,0UL,5UL},{0x0EL,0x89L,5UL},{1UL,0x0FL,5UL},{255UL,0x5AL,0UL}},{{250UL,0x89L,5UL},{0UL,0UL,5UL},{255UL,1UL,5UL},{0x89L,255UL,5UL},{4UL,0x0FL,0UL}},{{0UL,1UL,5UL},{250UL,250UL,5UL},{4UL,0x98L,5UL},{0x98L,0x5AL,5UL},{0x0EL,255UL,0UL}},{{0UL,0x98L,5UL},{0UL,0UL,5UL},{0x0EL,0x89L,5UL},{1UL,0x0FL,5UL},{255UL,0x5AL,0UL}},{{250UL,0x89L,5UL},{0UL,0UL,5UL},{255UL,1UL,5UL},{255UL,9UL,255UL},{0x32L,255UL,0xCDL}},{{0xCFL,0xBCL,255UL},{1UL,1UL,0x0EL},{0x32L,255UL,0x0EL},{255UL,0x06L,255UL},{0UL,9UL,0xCDL}},{{0x79L,255UL,255UL},{0xCFL,0x79L,0x0EL},{0UL,255UL,0x0EL},{0xBCL,255UL,255UL},{249UL,0x06L,0xCDL}},{{1UL,255UL,255UL},{0x79L,0xCFL,0x0EL},{249UL,0xBCL,0x0EL},{255UL,9UL,255UL},{0x32L,255UL,0xCDL}}};
    int64_t l_1163[4][3][3] = {{{0xF712BAB355F6184ALL,5L,0xF712BAB355F6184ALL},{0x2B338893DF743ADDLL,0x2B338893DF743ADDLL,1L},{(-3L),5L,(-3L)}},{{0x2B338893DF743ADDLL,1L,1L},{0xF712BAB355F6184ALL,5L,0xF712BAB355F6184ALL},{0x2B338893DF743ADDLL,0x2B338893DF743ADDLL,1L}},{{(-3L),5L,(-3L)},{0x2B338893DF743ADDLL,1L,1L},{0xF712BAB355F6184ALL,5L,0xF712BAB355F6184ALL}},{{0x2B338893DF743ADDLL,0x2B338893DF743ADDLL,1L},{(-3L),5L,(-3L)},{0x2B338893DF743ADDLL,1L,1L}}};
    int32_t **l_1164[7][9][3] = {{{(void*)0,(void*)0,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,(void*)0,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496}},{{&g_496,&g_496,&g_496},{&g_496,(void*)0,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{(void*)0,&g_496,(void*)0},{&g_496,&g_496,&g_496},{(void*)0,(void*)0,&g_496},{&g_496,&g_496,&g_496}},{{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,(void*)0,&g_496},{&g_496,&g_496,(void*)0},{(void*)0,&g_496,&g_496},{&g_496,(void*)0,&g_496}},{{(void*)0,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496}},{{&g_496,(void*)0,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,(void*)0,&g_496},{&g_496,&g_496,&g_496},{(void*)0,&g_496,&g_496}},{{&g_496,&g_496,&g_496},{(void*)0,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,(void*)0},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496}},{{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496},{&g_496,(void*)0,&g_496},{&g_496,&g_496,&g_496},{&g_496,&g_496,&g_496}}};
    int32_t * const ****l_1236[6][3][2] = {{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}},{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}},{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}},{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}},{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}},{{&g_1235,&g_1235},{&g_1235,&g_1235},{&g_1235,&g_1235}}};
    uint64_t *****l_1263 = &g_1261;
    volatile int32_t *l_1321[3];
    int16_t l_1364 = 0x2316L;
    int64_t l_1378 = 9L;
    int64_t l_1456 = 0x35681AC8E1AA84FCLL;
    int8_t l_1471[9][9][2] = {{{0xD9L,0L},{0x51L,1L},{0x51L,0L},{0xD9L,0xD9L},{0L,0x51L},{1L,0x51L},{0L,0xD9L},{0xD9L,0L},{0x51L,1L}},{{0x51L,0L},{0xD9L,0xD9L},{0L,0x51L},{1L,0x51L},{0L,0xD9L},{0xD9L,0L},{0x51L,1L},{0x51L,0L},{0xD9L,0xD9L}},{{0L,0x51L},{1L,0x51L},{0L,0xD9L},{0xD9L,0L},{0x51L,1L},{0x51L,0L},{0xD9L,0xD9L},{0L,0x51L},{1L,0x51L}},{{0L,0xD9L},{0xD9L,0L},{0x51L,1L},{0x51L,0L},{0xD9L,0xD9L},{0L,0x51L},{1L,0x51L},{0L,0xDCL},{0xDCL,1L}},{{0L,(-1L)},{0L,1L},{0xDCL,0xDCL},{1L,0L},{(-1L),0L},{1L,0xDCL},{0xDCL,1L},{0L,(-1L)},{0L,1L}},{{0xDCL,0xDCL},{1L,0L},{(-1L),0L},{1L,0xDCL},{0xDCL,1L},{0L,(-1L)},{0L,1L},{0xDCL,0xDCL},{1L,0L}},{{(-1L),0L},{1L,0xDCL},{0xDCL,1L},{0L,(-1L)},{0L,1L},{0xDCL,0xDCL},{1L,0L},{(-1L),0L},{1L,0xDCL}},{{0xDCL,1L},{0L,(-1L)},{0L,1L},{0xDCL,0xDCL},{1L,0L},{(-1L),0L},{1L,0xDCL},{0xDCL,1L},{0L,(-1L)}},{{0L,1L},{0xDCL,0xDCL},{1L,0L},{(-1L),0L},{1L,0xDCL},{0xDCL,1L},{0L,(-1L)},{0L,1L},{0xDCL,0xDCL}}};
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_1321[i] = &g_694;
lbl_1389:
    l_1137++;
lbl_1473:
    if (((int8_t)(((int8_t)((*l_1144) = (*l_1131)) >> (int8_t)5) , ((((p_21 != ((int8_t)(p_21 <= (((uint32_t)(((uint16_t)((((int8_t)0x0AL << (int8_t)(p_20 > ((int64_t)(((((uint16_t)((uint8_t)l_1159[3] / (uint8_t)(((g_4[1][0] , ((((((void*)0 != l_1160) >= g_60[1]) , l_1162[2][1][1]) <= l_1163[2][0][0]) >= (*l_1131))) ^ (-6L)) , 0x27L)) << (uint16_t)(*l_1131)) && (***g_349)) < p_21) || 0x12CC7945L) + (int64_t)0L))) , &g_496) != l_1164[6][8][0]) << (uint16_t)p_21) != 0x79C60391L) / (uint32_t)p_21) && (*l_1132))) * (int8_t)g_513)) | (**g_643)) , (*g_598)) & 0x8C57A960A65068BFLL)) << (int8_t)2))
    { /* block id: 566 */
        int8_t l_1168 = (-1L);
        int32_t l_1169 = (-9L);
        int32_t l_1170 = 0xA61CC915L;
        int32_t l_1171 = 0xB34FDFEAL;
        int32_t l_1172 = 0L;
        int8_t * const *l_1196 = &l_1144;
        const int32_t *l_1199 = &l_1172;
        uint32_t l_1231 = 0x585292AFL;
        uint16_t *l_1253 = &g_576;
        uint64_t *****l_1265 = &g_1261;
        int8_t l_1380 = 0x8CL;
        uint64_t l_1381 = 18446744073709551609UL;
        for (g_184 = 0; (g_184 >= 14); g_184 += 1)
        { /* block id: 569 */
            int32_t l_1167[4][3][6] = {{{0x4BB2EDC0L,0xA82CAADBL,(-10L),(-2L),(-10L),0xA82CAADBL},{(-10L),0x4BB2EDC0L,0x72369CB6L,9L,9L,0x72369CB6L},{(-10L),(-10L),9L,(-2L),1L,(-2L)}},{{0x4BB2EDC0L,(-10L),0x4BB2EDC0L,0x72369CB6L,9L,9L},{0xA82CAADBL,0x4BB2EDC0L,0x4BB2EDC0L,0xA82CAADBL,(-10L),(-2L)},{(-2L),0xA82CAADBL,9L,0xA82CAADBL,(-2L),0x72369CB6L}},{{0xA82CAADBL,(-2L),0x72369CB6L,0x72369CB6L,(-2L),0xA82CAADBL},{0x4BB2EDC0L,0xA82CAADBL,(-10L),(-2L),(-10L),0xA82CAADBL},{(-10L),0x4BB2EDC0L,0x72369CB6L,9L,9L,0x72369CB6L}},{{(-10L),(-10L),9L,(-2L),1L,(-2L)},{0x4BB2EDC0L,(-10L),0x4BB2EDC0L,0x72369CB6L,9L,9L},{0xA82CAADBL,0x4BB2EDC0L,0x4BB2EDC0L,0xA82CAADBL,(-10L),(-2L)}}};
            uint64_t l_1173 = 1UL;
            int16_t *l_1182 = &g_920;
            uint8_t *l_1185[8] = {&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1],&l_1162[2][1][1]};
            int16_t l_1194 = 0L;
            uint32_t l_1195 = 8UL;
            int i, j, k;
            ++l_1173;
            for (g_312 = 0; (g_312 <= (-27)); g_312 -= 3)
            { /* block id: 573 */
                l_1171 &= (0x78F4702737FDE4B3LL > ((uint8_t)g_576 << (uint8_t)5));
            }
            l_1167[0][1][1] = (((uint16_t)(9L <= p_20) / (uint16_t)((*l_1182) = 0xB23FL)) < ((((*l_1131) = (((uint16_t)l_1171 >> (uint16_t)6) == (l_1171 | (-1L)))) >= ((((*l_1132) = (g_132 || (l_1169 = g_827))) && (((uint8_t)((((uint32_t)((int16_t)(((uint16_t)(((((l_1194 | (***g_649)) ^ 4294967290UL) , 1L) ^ l_1195) < 0xA81F7AA5C95687D3LL) << (uint16_t)p_21) , p_20) << (int16_t)4) % (uint32_t)(***g_642)) , 0xE491D26396691666LL) == l_1170) / (uint8_t)(-3L)) <= 0xA24BD40FL)) > p_20)) ^ p_21));
            (*g_530) ^= (((*l_1131) > (p_21 = ((void*)0 != l_1196))) || 1L);
        }
        if (p_21)
        { /* block id: 584 */
            (*g_530) = (*g_36);
        }
        else
        { /* block id: 586 */
            const int32_t *l_1197 = (void*)0;
            const int32_t **l_1198[7][1][3] = {{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}},{{&l_1197,&l_1197,&l_1197}}};
            uint8_t *l_1204 = (void*)0;
            uint8_t *l_1205 = &l_1162[2][1][1];
            uint8_t *l_1206 = &g_60[0];
            int32_t ***l_1210 = (void*)0;
            int32_t ****l_1209 = &l_1210;
            int32_t *****l_1211 = &l_1209;
            const int16_t l_1228[9] = {0x3F88L,0x57ECL,0x3F88L,0x3F88L,0x57ECL,0x3F88L,0x3F88L,0x57ECL,0x3F88L};
            int32_t l_1350 = 0xF3C977C0L;
            uint16_t **l_1351 = (void*)0;
            int i, j, k;
            l_1199 = l_1197;
            if (((uint8_t)((uint64_t)(((0xC763F512L <= 0x59611CAFL) == ((((*l_1205) = p_20) == ((*l_1206) = p_20)) <= (((*g_530) = ((int64_t)(*g_598) + (int64_t)0x4E74C96BC1BC6B69LL)) > 1L))) || (**g_643)) - (uint64_t)(((*l_1211) = l_1209) != &l_1210)) / (uint8_t)1UL))
            { /* block id: 592 */
                int32_t *l_1214[4][4][1] = {{{&l_1133},{(void*)0},{(void*)0},{&l_1133}},{{(void*)0},{(void*)0},{&l_1133},{(void*)0}},{{(void*)0},{&l_1133},{(void*)0},{(void*)0}},{{&l_1133},{(void*)0},{(void*)0},{&l_1133}}};
                uint64_t *****l_1264 = &g_1261;
                uint64_t l_1271[6];
                int32_t l_1280 = 0L;
                int8_t l_1318[5] = {2L,2L,2L,2L,2L};
                uint32_t l_1319 = 1UL;
                int i, j, k;
                for (i = 0; i < 6; i++)
                    l_1271[i] = 18446744073709551615UL;
                for (l_1129 = 28; (l_1129 > 0); l_1129 -= 6)
                { /* block id: 595 */
                    uint32_t l_1251 = 0x3BCAEB8BL;
                    int32_t l_1252[7] = {(-1L),0L,(-1L),(-1L),0L,(-1L),(-1L)};
                    int i;
                    if (p_21)
                    { /* block id: 596 */
                        l_1214[1][3][0] = &l_1130;
                        if (l_1171)
                            goto lbl_1473;
                    }
                    else
                    { /* block id: 598 */
                        uint32_t *l_1217 = (void*)0;
                        uint32_t *l_1218 = &g_109[1];
                        uint32_t *l_1219 = &l_1159[4];
                        int32_t **** const *l_1237 = &l_1209;
                        int64_t *l_1240 = &l_1163[2][0][2];
                        int16_t *l_1245 = &g_184;
                        g_37 &= ((((*l_1219) = ((*l_1218) = ((*l_1161) ^= (((*g_530) = (*g_530)) & ((int8_t)0x65L >> (int8_t)6))))) , (((int16_t)((int16_t)((void*)0 != (*g_649)) * (int16_t)((uint16_t)0x210EL + (uint16_t)0x6959L)) << (int16_t)((int8_t)((*l_1144) &= (l_1228[1] , 0x98L)) % (int8_t)((int8_t)((((p_21 || g_1042[0]) ^ (*g_826)) , 0x06C0249BL) & p_20) * (int8_t)g_216[5][1][0]))) , (*g_826))) >= l_1231);
                        (*l_1131) = (((uint32_t)(((l_1236[2][0][0] = g_1234) != l_1237) , (((((*g_598) > ((*l_1240) |= p_21)) && (((int32_t)(l_1171 = ((((0L != p_20) && (((uint64_t)(p_20 >= (((*l_1245) = (*g_826)) == ((p_20 || p_21) <= p_20))) + (uint64_t)p_20) & 0x989EL)) , 0xF95CL) | (-10L))) - (int32_t)1UL) == p_20)) != p_21) , p_21)) % (uint32_t)0xBB21CAA0L) < p_20);
                        if (p_20)
                            continue;
                    }
                    for (g_395 = 1; (g_395 >= 0); g_395 -= 1)
                    { /* block id: 614 */
                        int16_t *l_1246 = &g_920;
                        int i;
                        (*l_1131) = ((((g_60[g_395] , l_1246) != &l_1228[5]) && (0x04B455BEL && ((((uint32_t)g_60[g_395] % (uint32_t)((uint64_t)(l_1252[2] = (l_1251 > (((*l_1205) ^= l_1252[6]) == ((void*)0 == l_1253)))) - (uint64_t)0xD3953ED01B77B6E5LL)) ^ g_60[g_395]) != (*g_826)))) , p_21);
                        (**g_1036) = (**g_1036);
                        if (p_20)
                            continue;
                    }
                    return g_413[5][5][3];
                }
                (*l_1131) = (((int16_t)((uint16_t)((((((g_1260 = (l_1263 = g_1260)) == (l_1265 = l_1264)) | ((((uint16_t)(((g_133[0] , (((*g_416) < g_1268) <= p_20)) <= ((p_21 , (*g_351)) > ((((uint8_t)((*l_1206) |= (0x86FEL != (*g_826))) * (uint8_t)0x5DL) || p_20) & p_20))) < p_20) << (uint16_t)l_1271[1]) < p_21) != 0xDB7A57F03A3EE557LL)) >= 0xFFE0E43E02F1F373LL) > 0xABCEFF81L) > (*g_598)) * (uint16_t)p_20) >> (int16_t)p_21) ^ 0xA65BBF44BBFF0335LL);
                for (g_132 = (-5); (g_132 == (-12)); g_132--)
                { /* block id: 630 */
                    uint32_t l_1289 = 0UL;
                    for (p_20 = 0; (p_20 >= 14); p_20 += 7)
                    { /* block id: 633 */
                        (*g_530) &= (p_21 & ((int8_t)(((int8_t)l_1280 << (int8_t)0) < 0xC7D58522L) - (int8_t)((int16_t)(*g_826) << (int16_t)8)));
                    }
                    (*l_1131) = (5UL && ((uint32_t)(((*l_1160) = &l_1231) != &l_1231) / (uint32_t)(1UL || (p_21 , (g_1042[0] != (((*g_644) <= ((int64_t)(((uint64_t)(0L <= (*g_416)) / (uint64_t)0x309D5D88C09496E5LL) ^ p_20) % (int64_t)(*g_598))) , l_1289))))));
                    for (g_681 = 0; (g_681 <= 2); g_681 += 1)
                    { /* block id: 640 */
                        const int64_t **l_1298 = (void*)0;
                        const int64_t **l_1299 = (void*)0;
                        const int64_t *l_1301[1];
                        const int64_t **l_1300 = &l_1301[0];
                        int32_t l_1320 = (-7L);
                        int i;
                        for (i = 0; i < 1; i++)
                            l_1301[i] = &g_1302;
                        l_1320 = ((int16_t)(((((uint16_t)(((uint32_t)(((uint8_t)(&l_1163[1][0][1] == ((*l_1300) = &p_20)) * (uint8_t)l_1271[(g_681 + 3)]) & (((**l_1196) = p_21) >= ((((uint16_t)1UL >> (uint16_t)((((uint64_t)(--(*****l_1263)) - (uint64_t)(((uint16_t)((uint16_t)(((int16_t)p_20 * (int16_t)(+(-1L))) > (((int16_t)p_20 >> (int16_t)7) , p_21)) / (uint16_t)l_1318[4]) >> (uint16_t)l_1289) , (-1L))) , 0x6388FD46BBC75A52LL) == l_1271[(g_681 + 3)])) ^ g_60[0]) , l_1319))) % (uint32_t)4294967295UL) == (*l_1131)) % (uint16_t)p_21) == g_1042[0]) , (-1L)) ^ p_20) % (int16_t)0xF38CL);
                    }
                    if (p_21)
                        continue;
                }
                l_1321[1] = (**g_1036);
            }
            else
            { /* block id: 649 */
                int16_t *l_1333 = &g_184;
                uint32_t *l_1337[7];
                int32_t l_1338 = 0L;
                int32_t l_1341 = 0L;
                int i;
                for (i = 0; i < 7; i++)
                    l_1337[i] = (void*)0;
                l_1172 |= (((***g_642) |= p_20) < ((int32_t)p_20 - (int32_t)(0x53E1B9C1608CC01ALL != ((uint8_t)((int16_t)(((**l_1196) |= ((uint64_t)((*****l_1265) = p_21) / (uint64_t)(((((*l_1131) > (-(int16_t)((int16_t)((*l_1333) = p_20) + (int16_t)(!((uint32_t)(l_1338 = (p_20 | (-1L))) + (uint32_t)(g_109[5] = ((uint16_t)(((((l_1341 , &g_920) == &g_249) , l_1341) || 0x4A30788350FED9CELL) , 0x7A5DL) * (uint16_t)65531UL))))))) , 0x7E51B9A44D808352LL) & p_21) , 0xF265B800DCB7A0D0LL))) < p_21) << (int16_t)p_20) * (uint8_t)0x7DL))));
                for (g_395 = 0; (g_395 <= 2); g_395 += 1)
                { /* block id: 659 */
                    uint16_t * const *l_1363 = &l_1253;
                    int32_t l_1365[9][3][8] = {{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,0x80834194L,(-2L)},{(-4L),0xAD685C8BL,0x06DA1514L,(-4L),(-2L),1L,1L,(-2L)},{(-1L),0x06DA1514L,0x06DA1514L,(-1L),0x4E509238L,1L,0x80834194L,0x4E509238L}},{{(-1L),0xAD685C8BL,0x00C8D748L,(-1L),(-2L),0xEC4F700EL,1L,0x4E509238L},{0x8BE1B6C6L,0x06DA1514L,0x00C8D748L,0x8BE1B6C6L,0x4E509238L,0xEC4F700EL,0xEC4F700EL,0x4E509238L},{(-4L),0x00C8D748L,0x00C8D748L,(-4L),0x38DCBD04L,0xEC4F700EL,1L,0x38DCBD04L}},{{(-4L),0x06DA1514L,0xAD685C8BL,(-4L),0x4E509238L,0x80834194L,1L,0x4E509238L},{0x8BE1B6C6L,0x06DA1514L,0x00C8D748L,0x8BE1B6C6L,0x4E509238L,0xEC4F700EL,0xEC4F700EL,0x4E509238L},{(-4L),0x00C8D748L,0x00C8D748L,(-4L),0x38DCBD04L,0xEC4F700EL,1L,0x38DCBD04L}},{{(-4L),0x06DA1514L,0xAD685C8BL,(-4L),0x4E509238L,0x80834194L,1L,0x4E509238L},{0x8BE1B6C6L,0x06DA1514L,0x00C8D748L,0x8BE1B6C6L,0x4E509238L,0xEC4F700EL,0xEC4F700EL,0x4E509238L},{(-4L),0x00C8D748L,0x00C8D748L,(-4L),0x38DCBD04L,0xEC4F700EL,1L,0x38DCBD04L}}};
                    int i, j, k;
                    for (g_247 = 1; (g_247 >= 0); g_247 -= 1)
                    { /* block id: 662 */
                        int32_t l_1344 = 0xDCA7D8D7L;
                        int32_t *l_1362 = &g_395;
                        (*l_1132) = (p_20 && (((int16_t)(((0xB40BL || (l_1344 &= (***g_649))) <= (*****g_1260)) && (((uint16_t)((((!(((int8_t)((**l_1196) ^= l_1350) * (int8_t)(((((((*g_349) = l_1351) != (((uint8_t)p_20 << (uint8_t)((int32_t)((int64_t)(p_21 == (((*l_1206) = ((*l_1205)++)) , ((((((***g_487)++) > (p_21 & p_20)) , (void*)0) != l_1362) ^ l_1344))) - (int64_t)(*g_598)) - (int32_t)l_1344)) , l_1363)) < p_20) | g_4[1][0]) >= g_184) && l_1364)) >= l_1365[7][1][4])) != p_20) | p_21) || p_20) + (uint16_t)0x2124L) < 0xF5D06494L)) - (int16_t)3UL) , l_1344));
                    }
                    if (p_21)
                        break;
                    return l_1341;
                }
                (*g_530) = (*g_36);
                for (l_1130 = 0; (l_1130 <= 2); l_1130 += 1)
                { /* block id: 677 */
                    if (p_21)
                        break;
                    for (g_312 = 2; (g_312 >= 0); g_312 -= 1)
                    { /* block id: 681 */
                        int8_t l_1376[9][4] = {{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L},{0xC3L,0xC3L,0xC3L,0xC3L}};
                        uint32_t l_1377 = 0UL;
                        int32_t l_1379 = 1L;
                        int i, j;
                        (*g_530) = ((((int8_t)((uint16_t)0x30B3L - (uint16_t)p_21) * (int8_t)(-(uint16_t)((int8_t)0xB8L * (int8_t)0x60L))) < (l_1379 = ((uint8_t)(((250UL == ((*l_1206) = (0x1437L < ((+(4L ^ l_1376[7][2])) || ((65528UL <= 0x2909L) < l_1377))))) > p_20) < (*g_285)) << (uint8_t)l_1378))) != p_21);
                    }
                }
            }
        }
        l_1381++;
    }
    else
    { /* block id: 690 */
        const int32_t *l_1384[8][6][5] = {{{(void*)0,&g_4[8][0],&g_513,&g_293[3],&g_293[3]},{&g_4[1][0],&g_293[3],(void*)0,&g_293[1],&g_37},{(void*)0,(void*)0,(void*)0,&g_513,(void*)0},{&l_1130,&g_293[3],&l_1130,&g_293[1],(void*)0},{&g_293[3],&g_4[8][0],&g_4[1][0],(void*)0,(void*)0},{&l_1130,&l_1133,&l_1130,&g_293[3],&g_37}},{{&g_37,(void*)0,&g_4[8][0],&l_1133,(void*)0},{(void*)0,&l_1130,&g_293[3],&l_1130,&g_293[3]},{&l_1130,&g_293[3],&g_4[8][0],(void*)0,&g_293[3]},{&g_293[3],&l_1130,&l_1130,&g_4[6][0],&g_4[1][0]},{(void*)0,&l_1130,&g_4[1][0],(void*)0,(void*)0},{&g_4[1][0],&l_1130,&l_1130,(void*)0,&g_4[2][0]}},{{&l_1130,&g_293[3],(void*)0,(void*)0,&g_513},{&g_37,&g_37,(void*)0,(void*)0,&g_293[3]},{&g_37,&g_293[3],&g_513,(void*)0,&l_1130},{&g_293[3],&g_4[6][0],&l_1130,&g_4[6][0],&g_293[3]},{&g_293[3],&l_1133,(void*)0,(void*)0,(void*)0},{&g_4[8][0],&g_37,&g_37,&l_1130,&g_37}},{{(void*)0,&g_293[3],&g_37,&g_293[3],(void*)0},{&g_293[3],&l_1130,&g_4[2][0],&l_1130,&g_293[3]},{(void*)0,(void*)0,&g_4[1][0],&l_1130,(void*)0},{&l_1133,&l_1130,(void*)0,&l_1130,&g_4[1][0]},{&g_293[3],&g_293[3],&g_37,&g_293[3],&g_37},{(void*)0,&g_293[1],&l_1130,&g_37,&g_4[1][0]}},{{&g_293[3],&g_4[1][0],(void*)0,&g_293[3],&g_37},{&l_1133,(void*)0,&g_4[1][0],&g_4[6][0],&g_4[1][0]},{(void*)0,(void*)0,&g_293[3],&l_1133,&g_513},{&g_293[3],&l_1130,&g_4[1][0],&g_37,&l_1130},{(void*)0,&g_293[3],&l_1130,&g_37,(void*)0},{(void*)0,&l_1130,&g_4[1][0],&l_1130,(void*)0}},{{&g_293[3],(void*)0,(void*)0,&g_4[1][0],&l_1130},{&g_293[3],(void*)0,&g_293[3],&l_1130,&g_4[2][0]},{(void*)0,&g_4[1][0],&g_513,&g_4[1][0],(void*)0},{(void*)0,&g_293[1],&g_37,&l_1130,&l_1133},{(void*)0,&g_293[3],&g_513,&g_37,&g_513},{&l_1130,&l_1130,&g_293[3],&l_1133,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,&g_37},{&g_4[8][0],&l_1130,&g_4[1][0],&g_293[3],&g_293[3]},{(void*)0,&g_293[3],&l_1130,&g_513,&g_37},{&g_4[2][0],&g_4[6][0],&g_4[1][0],&g_293[3],&l_1130},{(void*)0,&g_293[3],&g_293[3],(void*)0,(void*)0},{&l_1133,&l_1133,&g_4[1][0],&l_1133,&l_1133}},{{&g_293[3],&g_4[1][0],(void*)0,&g_37,(void*)0},{&g_4[0][0],&g_4[6][0],&l_1130,&l_1130,&g_293[3]},{(void*)0,&g_4[1][0],&g_37,&g_4[1][0],(void*)0},{&l_1130,&l_1130,(void*)0,&l_1130,&l_1133},{(void*)0,(void*)0,&g_4[1][0],&g_4[1][0],(void*)0},{&l_1130,&l_1130,&g_4[2][0],&l_1130,&l_1130}}};
        const int32_t **l_1385 = &l_1384[7][4][2];
        int32_t l_1445 = 2L;
        uint16_t **l_1455 = &g_351;
        uint8_t *l_1469 = (void*)0;
        uint8_t *l_1470 = &g_60[1];
        int i, j, k;
        (*l_1385) = l_1384[1][4][1];
        for (g_103 = (-7); (g_103 < 45); g_103 += 6)
        { /* block id: 694 */
            uint16_t l_1388 = 0x18AFL;
            int32_t ****l_1394 = (void*)0;
            uint16_t * const * const *l_1451[9][1][7] = {{{&g_650,&g_650,&g_650,&g_650,(void*)0,(void*)0,&g_650}},{{&g_650,(void*)0,&g_650,(void*)0,(void*)0,&g_650,(void*)0}},{{(void*)0,&g_650,&g_650,&g_650,&g_650,&g_650,&g_650}},{{&g_650,&g_650,(void*)0,&g_650,&g_650,&g_650,&g_650}},{{&g_650,(void*)0,&g_650,&g_650,(void*)0,&g_650,&g_650}},{{&g_650,&g_650,&g_650,(void*)0,(void*)0,&g_650,(void*)0}},{{(void*)0,&g_650,&g_650,&g_650,&g_650,(void*)0,(void*)0}},{{&g_650,&g_650,(void*)0,(void*)0,&g_650,&g_650,(void*)0}},{{&g_650,(void*)0,&g_650,&g_650,(void*)0,&g_650,(void*)0}}};
            uint16_t * const * const **l_1450 = &l_1451[5][0][2];
            int i, j, k;
            (*l_1131) = l_1388;
            if (l_1388)
                break;
            if (g_1268)
                goto lbl_1389;
            for (p_20 = (-20); (p_20 >= (-9)); ++p_20)
            { /* block id: 700 */
                const uint32_t l_1398 = 4294967288UL;
                int32_t l_1409[6][5] = {{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL},{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL},{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL},{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL},{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL},{0x369F5128L,3L,3L,0x369F5128L,0x4F646E7BL}};
                int i, j;
                for (g_767 = 0; (g_767 <= 2); g_767 += 1)
                { /* block id: 703 */
                    uint16_t *l_1401 = &g_1042[1];
                    uint16_t *l_1408[3];
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_1408[i] = &l_1388;
                    l_1135[g_767][(g_767 + 2)][g_767] = l_1135[g_767][g_767][g_767];
                    (*l_1131) ^= ((uint64_t)((void*)0 != l_1394) + (uint64_t)((l_1409[4][1] = ((***g_349) = ((l_1163[(g_767 + 1)][g_767][g_767] ^ ((uint8_t)((((!(((l_1398 , (((int8_t)((****g_394) >= ((*l_1401) |= (****g_648))) << (int8_t)g_576) > p_21)) && (((int8_t)(((uint64_t)(--(***g_1262)) % (uint64_t)0x0B7924EF06414EE5LL) , p_21) << (int8_t)5) || 251UL)) > g_109[5])) & 0xA946A630L) & g_106) != (**g_650)) * (uint8_t)g_60[0])) , (*l_1132)))) != p_20));
                    (*l_1385) = ((*g_187) = ((****g_394) , (((uint32_t)(4294967295UL >= 4294967295UL) - (uint32_t)((((***g_487) , ((int16_t)(((int16_t)(g_767 ^ (((((int8_t)(((int8_t)((p_20 == (p_21 , l_1398)) && (-(uint8_t)((int8_t)((uint8_t)(((p_21 > p_20) ^ p_20) <= 0xCB7230ACL) * (uint8_t)p_21) + (int8_t)p_21))) * (int8_t)0x9CL) >= (**g_650)) * (int8_t)0x58L) == 1UL) < p_21) >= g_109[1])) / (int16_t)p_20) , (*g_826)) + (int16_t)g_920)) >= 0x4B2E2C4F19C7EA85LL) == (*g_530))) , &l_1409[4][1])));
                }
                for (l_1136 = 0; (l_1136 <= (-23)); --l_1136)
                { /* block id: 715 */
                    int32_t *l_1427[6];
                    int i;
                    for (i = 0; i < 6; i++)
                        l_1427[i] = &g_293[3];
                    (*l_1385) = l_1427[3];
                    if (p_21)
                    { /* block id: 717 */
                        if (p_20)
                            break;
                        if (p_20)
                            continue;
                    }
                    else
                    { /* block id: 720 */
                        const int32_t l_1443 = 0L;
                        uint8_t *l_1444[9] = {(void*)0,&l_1162[8][0][1],(void*)0,&l_1162[8][0][1],(void*)0,&l_1162[8][0][1],(void*)0,&l_1162[8][0][1],(void*)0};
                        uint32_t **l_1446 = &l_1161;
                        int16_t l_1447 = 0x798FL;
                        uint16_t ****l_1452 = &g_349;
                        uint16_t *****l_1453 = (void*)0;
                        uint16_t *****l_1454 = &l_1452;
                        int i;
                        (*l_1131) |= (((&l_1136 != (void*)0) && ((uint16_t)((*g_351)++) >> (uint16_t)15)) != ((uint64_t)((((((uint16_t)((uint8_t)((uint64_t)((uint32_t)(((-(uint8_t)((p_21 >= (246UL < (l_1443 , 0xCFL))) != ((l_1445 &= g_767) & (((((void*)0 == l_1446) > p_21) && 0xDC98D156L) || l_1443)))) || p_20) == (-8L)) - (uint32_t)0L) + (uint64_t)l_1409[1][0]) >> (uint8_t)l_1409[4][1]) - (uint16_t)p_20) <= (***g_642)) > l_1447) && (**g_415)) != p_21) - (uint64_t)p_20));
                        (*g_36) = ((int16_t)((p_20 >= (((*g_598) = p_20) < p_21)) >= (**g_415)) >> (int16_t)((((*g_826) , ((p_20 , (l_1450 == ((*l_1454) = l_1452))) , g_3)) , (*g_487)) == l_1455));
                        return p_21;
                    }
                }
            }
        }
        (*l_1132) = (1L < (g_1472 = (l_1456 > (((0x2AL != ((((*****l_1263)++) < (((((*g_598) = ((int32_t)((((uint32_t)p_20 - (uint32_t)((((void*)0 == g_1463) && (((int16_t)((0xB4L & ((uint8_t)((*l_1470) = ((0x6BL < ((((p_21 == (*g_598)) | g_4[1][0]) , (void*)0) != &g_1235)) , g_1302)) + (uint8_t)p_21)) && 0L) << (int16_t)11) , p_21)) && p_21)) != l_1471[5][4][1]) , p_20) / (int32_t)1UL)) ^ (****g_282)) , (*g_285)) ^ 4UL)) <= 0UL)) & p_21) >= p_20))));
    }
    (**g_1036) = (**g_1036);
    return g_1268;
}


/* ------------------------------------------ */
/* 
 * reads : g_106 g_252 g_133 g_312 g_247 g_3 g_4 g_109 g_249 g_103 g_351 g_60 g_648 g_649 g_650 g_826 g_827 g_285 g_286 g_216 g_188 g_681 g_1036 g_488 g_1042 g_36 g_37
 * writes: g_188 g_106 g_252 g_312 g_247 g_495 g_513 g_60 g_133 g_103 g_576
 */
static int16_t  func_22(uint32_t  p_23, uint16_t  p_24)
{ /* block id: 189 */
    int32_t **l_467 = &g_188;
    int32_t l_484 = 0xA545E140L;
    int32_t *l_493 = (void*)0;
    int32_t *l_494 = &g_247;
    uint64_t ***l_515 = &g_308;
    uint64_t ****l_514[8] = {(void*)0,(void*)0,&l_515,(void*)0,(void*)0,&l_515,(void*)0,(void*)0};
    uint64_t l_523 = 18446744073709551614UL;
    uint32_t l_534 = 8UL;
    int32_t l_543[2][6];
    uint16_t ****l_655 = &g_349;
    int64_t *l_666 = &g_133[0];
    uint8_t l_667 = 254UL;
    int8_t l_670 = 0xE4L;
    uint16_t l_675 = 0x6C16L;
    uint32_t *l_814 = &g_109[1];
    uint32_t **l_813 = &l_814;
    int16_t l_852[6][4][10] = {{{0L,(-4L),0L,(-3L),0x35AEL,0x83D9L,0x7806L,6L,0xA943L,0x7806L},{0x35AEL,0L,3L,0x06FEL,0L,0L,0x814AL,6L,0x2715L,0x588DL},{(-4L),0xC36BL,0L,1L,0xA943L,0x8BACL,(-1L),0xC36BL,4L,0x35AEL},{4L,0x06FEL,0xE97CL,(-1L),1L,6L,6L,1L,(-1L),0xE97CL}},{{0x35AEL,0x35AEL,1L,0x814AL,1L,3L,(-4L),0x2BF2L,(-1L),0x06FEL},{(-1L),0x8BACL,0xA943L,1L,0L,0xC36BL,(-4L),6L,4L,0x0469L},{(-1L),0x35AEL,1L,0x83D9L,0x06FEL,1L,6L,0x814AL,0xA943L,4L},{0x2BF2L,0x06FEL,0L,0x34A4L,(-1L),(-1L),(-1L),0x34A4L,0L,0x06FEL}},{{0L,0xC36BL,6L,(-1L),0xE97CL,(-3L),0x814AL,(-1L),(-3L),1L},{4L,0L,1L,4L,1L,(-3L),0x7806L,0x35AEL,0xE97CL,6L},{0L,(-4L),0xFBF9L,0x35AEL,6L,(-1L),0L,0x2BF2L,0L,0x588DL},{0x2BF2L,(-3L),0x8BACL,0x0469L,1L,1L,0x0469L,0x8BACL,(-3L),0x2BF2L}},{{0x436EL,0xC36BL,0xFBF9L,3L,0x8BACL,0L,0x2715L,0xE97CL,1L,3L},{0x83D9L,(-1L),0x06FEL,0xC36BL,0x8BACL,0L,0L,0x7806L,0x2BF2L,0L},{0x8BACL,0x2715L,(-3L),1L,0x2715L,1L,(-3L),0x2676L,0L,0xE97CL},{(-2L),0xE97CL,3L,(-1L),0x7806L,(-1L),3L,0xE97CL,(-2L),1L}},{{(-1L),1L,6L,(-3L),4L,1L,0x8BACL,4L,0x34A4L,0xA943L},{0x8BACL,1L,(-1L),(-3L),0xFBF9L,(-3L),(-1L),9L,(-2L),1L},{3L,4L,0x2676L,(-1L),0x83D9L,0L,(-2L),0x8BACL,0L,0L},{(-3L),0x8BACL,0x0469L,1L,1L,0x0469L,0x8BACL,(-3L),0x2BF2L,6L}},{{0L,(-3L),1L,0xC36BL,3L,(-2L),0x83D9L,0L,1L,1L},{0x2715L,0xE97CL,1L,3L,0xA943L,0L,0x436EL,(-3L),0L,0xFBF9L},{6L,4L,0x0469L,6L,4L,0x588DL,0L,0x8BACL,6L,0x8BACL},{4L,(-2L),0x2676L,0x8BACL,0x2676L,(-2L),4L,9L,0xFBF9L,0xE97CL}}};
    int32_t l_995 = 0x8B4956FDL;
    uint8_t l_1002 = 4UL;
    uint8_t l_1059 = 0x36L;
    int i, j, k;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
            l_543[i][j] = 7L;
    }
    for (p_24 = 0; (p_24 < 3); ++p_24)
    { /* block id: 192 */
        int32_t * const l_456 = &g_293[3];
        int32_t **l_457 = &g_188;
        (*l_457) = l_456;
        for (g_106 = (-4); (g_106 <= 53); g_106 += 6)
        { /* block id: 196 */
            for (g_252 = 0; (g_252 <= 0); g_252 += 1)
            { /* block id: 199 */
                int i;
                return g_133[g_252];
            }
        }
    }
    for (g_312 = (-23); (g_312 > (-24)); g_312 -= 5)
    { /* block id: 206 */
        int32_t ***l_462 = (void*)0;
        int32_t **l_464 = &g_188;
        int32_t ***l_463 = &l_464;
        int32_t **l_466 = &g_188;
        int32_t ***l_465[7][8][3] = {{{&l_466,&l_466,&l_466},{(void*)0,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,(void*)0,&l_466},{&l_466,&l_466,(void*)0},{(void*)0,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,(void*)0,&l_466}},{{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{(void*)0,&l_466,&l_466}},{{&l_466,&l_466,&l_466},{&l_466,(void*)0,&l_466},{&l_466,&l_466,(void*)0},{(void*)0,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,(void*)0,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466}},{{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466},{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466},{(void*)0,&l_466,(void*)0},{&l_466,&l_466,&l_466}},{{(void*)0,(void*)0,&l_466},{&l_466,&l_466,&l_466},{&l_466,(void*)0,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466}},{{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466},{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466},{(void*)0,&l_466,(void*)0},{&l_466,&l_466,&l_466},{(void*)0,(void*)0,&l_466},{&l_466,&l_466,&l_466}},{{&l_466,(void*)0,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,&l_466},{&l_466,&l_466,(void*)0},{&l_466,&l_466,&l_466}}};
        uint16_t **l_486 = (void*)0;
        int i, j, k;
        l_467 = ((*l_463) = &g_188);
        for (g_247 = 26; (g_247 >= 24); g_247 -= 2)
        { /* block id: 211 */
            uint32_t l_470 = 0xA9ACA6C1L;
            uint64_t *l_483 = &g_103;
            int32_t l_485 = 0x40EB6AE5L;
            int32_t **l_489 = (void*)0;
            int32_t **l_490 = (void*)0;
            int32_t *l_492 = &g_247;
            int32_t **l_491[3];
            int i;
            for (i = 0; i < 3; i++)
                l_491[i] = &l_492;
            l_470++;
        }
    }
    g_495 = &l_493;
    if (((uint16_t)(((!((uint8_t)l_484 >> (uint8_t)7)) && (((uint8_t)((((int16_t)(g_513 = ((int64_t)(((-4L) == ((int8_t)(((int16_t)(((g_3 >= g_4[1][0]) , p_24) | ((void*)0 != &g_415)) * (int16_t)g_133[0]) , (((~p_24) <= l_484) == 0UL)) >> (int8_t)6)) , p_23) / (int64_t)0x1BED38450111DE72LL)) - (int16_t)g_109[3]) , &g_283[0]) != l_514[5]) << (uint8_t)g_249) < 1L)) != 0xF90FL) >> (uint16_t)g_103))
    { /* block id: 226 */
        uint16_t * const *l_518 = &g_351;
        int8_t *l_519[7] = {&g_132,&g_132,&g_132,&g_132,&g_132,&g_132,&g_132};
        uint8_t *l_520[10][3] = {{(void*)0,&g_60[1],&g_60[1]},{&g_60[1],&g_60[1],&g_60[0]},{(void*)0,&g_60[0],&g_60[0]},{&g_60[0],&g_60[0],&g_60[1]},{&g_60[1],(void*)0,&g_60[0]},{&g_60[0],&g_60[0],(void*)0},{&g_60[0],&g_60[0],(void*)0},{&g_60[0],&g_60[1],&g_60[1]},{&g_60[0],&g_60[1],&g_60[0]},{&g_60[1],&g_60[0],&g_60[1]}};
        int32_t l_521 = (-10L);
        int32_t l_522 = (-10L);
        int32_t *l_528 = (void*)0;
        int16_t *l_529[8] = {&g_249,&g_249,(void*)0,&g_249,&g_249,(void*)0,&g_249,&g_249};
        uint64_t *l_533 = &g_103;
        int32_t l_545 = 0x45062FE5L;
        int32_t l_546 = (-5L);
        int32_t l_547 = 1L;
        int32_t l_548 = 1L;
        int32_t l_549[9][4][7] = {{{1L,0xC0D25494L,(-1L),2L,(-1L),0x5654EBEAL,1L},{1L,1L,0L,1L,1L,0x58B8A0C6L,0x2D746597L},{(-1L),0xB70DEBB6L,(-1L),(-1L),0x907DFEA5L,0xA47BDAC3L,0xE3B71D9BL},{0xFE4C7AF6L,1L,0xC47B6D14L,8L,(-2L),(-1L),0xE002ECA2L}},{{(-1L),(-1L),(-1L),0xBA1E6185L,0x315E4B4AL,(-1L),1L},{1L,0L,(-1L),(-1L),0L,1L,(-1L)},{1L,1L,(-3L),0x527B4181L,0x47878FD8L,1L,2L},{0L,(-1L),0xFE4C7AF6L,0x7CCEA3C1L,9L,(-8L),8L}},{{(-1L),0xCD7F2948L,8L,1L,1L,(-1L),0xF4839CEDL},{(-6L),0L,0x271DC26DL,0xC47B6D14L,0x271DC26DL,0L,(-6L)},{0x7059410DL,(-1L),0L,8L,0x907DFEA5L,3L,1L},{0x2D746597L,0x1443A610L,0x7CCEA3C1L,(-2L),0xC41F70F2L,9L,0x6ABCF9E8L}},{{(-1L),1L,0L,0xB59D6375L,1L,0x9576AD60L,1L},{0x1A820CC5L,0xFE4C7AF6L,0x271DC26DL,0x2D746597L,0x2D746597L,0x271DC26DL,0xFE4C7AF6L},{8L,0xB70DEBB6L,8L,0xC0D25494L,1L,1L,(-1L)},{1L,(-8L),0xFE4C7AF6L,7L,0xF94B279FL,0xC41F70F2L,0x29BCB211L}},{{1L,0xB59D6375L,1L,0xC0D25494L,(-1L),2L,(-1L)},{0xE002ECA2L,0x29BCB211L,0xF94B279FL,0x2D746597L,(-5L),0x2D746597L,0xF94B279FL},{0x907DFEA5L,1L,(-3L),0xB59D6375L,3L,0L,(-1L)},{0xFE4C7AF6L,0L,0x58B8A0C6L,(-2L),1L,0xF94B279FL,0x7CCEA3C1L}},{{(-3L),(-1L),0xCD60EA39L,8L,3L,0xB70DEBB6L,0x907DFEA5L},{0xC41F70F2L,(-1L),0L,0xC47B6D14L,(-5L),(-5L),0xC47B6D14L},{0xE3B71D9BL,0x819B8533L,0xE3B71D9BL,1L,(-1L),0xA47BDAC3L,(-9L)},{(-8L),0x271DC26DL,(-6L),0x7CCEA3C1L,0xF94B279FL,1L,(-2L)}},{{0L,0x0FDCE5B5L,2L,4L,1L,0xA47BDAC3L,(-6L)},{0x645BE5F9L,0xE002ECA2L,0x29BCB211L,0xF94B279FL,0x2D746597L,(-5L),0x2D746597L},{(-1L),0x5654EBEAL,1L,(-1L),1L,0xB70DEBB6L,2L},{8L,0L,(-5L),0x29BCB211L,0xC41F70F2L,0xF94B279FL,7L}},{{0x315E4B4AL,3L,(-1L),(-1L),0x907DFEA5L,0L,2L},{0xC47B6D14L,0x7CCEA3C1L,0x1A820CC5L,0xFE4C7AF6L,0x271DC26DL,0x2D746597L,0x2D746597L},{1L,0L,(-7L),0L,1L,2L,(-6L)},{0x29BCB211L,0x1A820CC5L,7L,0x6ABCF9E8L,9L,0xC41F70F2L,(-2L)}},{{3L,0x9576AD60L,0x3EA0AA95L,0x5654EBEAL,(-1L),1L,(-9L)},{0x29BCB211L,0x6ABCF9E8L,1L,(-6L),0L,0x271DC26DL,0xC47B6D14L},{1L,(-1L),0x7059410DL,0x527B4181L,(-1L),0x793F0576L,(-9L)},{0x58B8A0C6L,(-8L),0xC47B6D14L,0x29BCB211L,1L,(-5L),0x1A820CC5L}}};
        int64_t l_550[2];
        int32_t l_551 = (-1L);
        int32_t **l_592[5];
        uint16_t * const **l_653 = &g_650;
        int32_t l_672 = 0x266FF95DL;
        uint16_t l_712 = 9UL;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_550[i] = 0x08F81831D0195BEELL;
        for (i = 0; i < 5; i++)
            l_592[i] = &g_188;
    }
    else
    { /* block id: 478 */
        int32_t *l_979 = (void*)0;
        uint8_t *l_985[9];
        int32_t l_1051 = 0L;
        int i;
        for (i = 0; i < 9; i++)
            l_985[i] = &l_667;
        (*l_467) = l_979;
        l_995 ^= ((uint8_t)((((((*g_351) = (+0xEC539476L)) != ((int8_t)p_24 - (int8_t)(g_60[0]--))) , (((****g_648) || ((int8_t)p_23 - (int8_t)(((*l_666) |= (((uint16_t)((0xD6BAED32L <= (-3L)) && ((+((int16_t)(*g_826) + (int16_t)((&g_598 == &l_666) <= p_24))) <= 0x4027L)) - (uint16_t)(***g_649)) , p_23)) && (*g_285)))) , 0x0B49L)) < p_24) > p_23) % (uint8_t)g_216[1][4][1]);
        for (l_534 = 0; (l_534 > 34); l_534 += 1)
        { /* block id: 486 */
            uint32_t **l_1004 = &l_814;
            int32_t l_1043 = 0L;
            int32_t l_1044 = 0x63DF9C78L;
            int32_t *l_1060 = &l_484;
            uint16_t **l_1063 = &g_351;
            uint64_t **l_1102 = &g_309;
            int16_t *l_1124 = &l_852[2][1][2];
            int16_t **l_1123 = &l_1124;
            int16_t ***l_1122 = &l_1123;
            int16_t **l_1126[2][9] = {{&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124},{&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124,&l_1124}};
            int16_t ***l_1125 = &l_1126[0][1];
            int i, j;
            for (g_103 = (-16); (g_103 < 8); ++g_103)
            { /* block id: 489 */
                int64_t l_1000[2][3][7] = {{{0x070E0DFA269F6A4FLL,0x288B21557C84EB8DLL,0x288B21557C84EB8DLL,0x070E0DFA269F6A4FLL,0x828049C501ACA443LL,0x070E0DFA269F6A4FLL,0x288B21557C84EB8DLL},{1L,1L,0x288B21557C84EB8DLL,(-10L),0x288B21557C84EB8DLL,1L,1L},{1L,0x288B21557C84EB8DLL,(-10L),0x288B21557C84EB8DLL,1L,1L,0x288B21557C84EB8DLL}},{{0x070E0DFA269F6A4FLL,0x828049C501ACA443LL,0x070E0DFA269F6A4FLL,0x288B21557C84EB8DLL,0x288B21557C84EB8DLL,0x070E0DFA269F6A4FLL,0x828049C501ACA443LL},{0x288B21557C84EB8DLL,0x828049C501ACA443LL,(-10L),(-10L),0x828049C501ACA443LL,0x288B21557C84EB8DLL,0x828049C501ACA443LL},{0x070E0DFA269F6A4FLL,0x288B21557C84EB8DLL,0x288B21557C84EB8DLL,0x070E0DFA269F6A4FLL,0x828049C501ACA443LL,0x070E0DFA269F6A4FLL,0x288B21557C84EB8DLL}}};
                int32_t l_1001[6][7][5] = {{{5L,1L,0xDF7BFF1FL,0L,(-1L)},{0xFA7932DAL,0xC7DFCBD9L,0x3A346A7BL,(-7L),0x7765FA84L},{(-1L),(-1L),0xFA7932DAL,0x0080FEC9L,9L},{0xFA7932DAL,0xEBEC3714L,0L,0xA82A60F0L,0xDF7BFF1FL},{5L,(-7L),(-7L),5L,0xDF7BFF1FL},{0xA82A60F0L,0L,0xEBEC3714L,0xFA7932DAL,9L},{0x0080FEC9L,0xFA7932DAL,(-1L),(-1L),0x7765FA84L}},{{(-7L),0x3A346A7BL,0xC7DFCBD9L,0xFA7932DAL,(-1L)},{0L,0xDF7BFF1FL,1L,5L,1L},{0x6EE0163AL,0x6EE0163AL,1L,0xA82A60F0L,0x3A346A7BL},{0x0A31A2EFL,(-1L),0xC7DFCBD9L,0x0080FEC9L,5L},{0L,1L,(-1L),(-7L),0x0A31A2EFL},{0xDF7BFF1FL,(-1L),0xEBEC3714L,0L,(-1L)},{(-8L),0x6EE0163AL,(-7L),0x6EE0163AL,(-8L)}},{{(-8L),0xDF7BFF1FL,0L,0x0A31A2EFL,0x6EE0163AL},{0xDF7BFF1FL,0x3A346A7BL,0xFA7932DAL,0L,(-7L)},{0L,0xFA7932DAL,0x3A346A7BL,0xDF7BFF1FL,0x6EE0163AL},{0x0A31A2EFL,0L,0xDF7BFF1FL,(-8L),(-8L)},{0x6EE0163AL,(-7L),0x6EE0163AL,(-8L),(-1L)},{0L,0xEBEC3714L,(-1L),0xDF7BFF1FL,0x0A31A2EFL},{(-7L),(-1L),1L,0L,5L}},{{0x0080FEC9L,0xC7DFCBD9L,(-1L),0x0A31A2EFL,0x3A346A7BL},{0xA82A60F0L,1L,0x6EE0163AL,0x6EE0163AL,1L},{5L,1L,0xDF7BFF1FL,0xC7DFCBD9L,0x7765FA84L},{0x0A31A2EFL,0xFA7932DAL,0xA82A60F0L,0x9AD08EE5L,0xDF7BFF1FL},{0xEBEC3714L,1L,0x0A31A2EFL,9L,5L},{0x0A31A2EFL,(-1L),(-8L),0x6EE0163AL,(-7L)},{0x3AB8EA80L,0x9AD08EE5L,0x9AD08EE5L,0x3AB8EA80L,(-7L)}},{{0x6EE0163AL,(-8L),(-1L),0x0A31A2EFL,5L},{9L,0x0A31A2EFL,1L,0xEBEC3714L,0xDF7BFF1FL},{0x9AD08EE5L,0xA82A60F0L,0xFA7932DAL,0x0A31A2EFL,0x7765FA84L},{0xC7DFCBD9L,(-7L),1L,0x3AB8EA80L,1L},{(-1L),(-1L),1L,0x6EE0163AL,0xA82A60F0L},{0L,0xEBEC3714L,0xFA7932DAL,9L,0x3AB8EA80L},{(-8L),0x0080FEC9L,1L,0x9AD08EE5L,0L}},{{(-7L),0xEBEC3714L,(-1L),0xC7DFCBD9L,1L},{(-1L),(-1L),0x9AD08EE5L,(-1L),(-1L)},{(-1L),(-7L),(-8L),0L,(-1L)},{(-7L),0xA82A60F0L,0x0A31A2EFL,(-8L),0x9AD08EE5L},{(-8L),0x0A31A2EFL,0xA82A60F0L,(-7L),(-1L)},{0L,(-8L),(-7L),(-1L),(-1L)},{(-1L),0x9AD08EE5L,(-1L),(-1L),1L}}};
                int i, j, k;
                l_1001[4][0][1] &= (l_1000[0][2][6] , p_23);
                for (l_484 = 0; (l_484 <= 4); l_484 += 1)
                { /* block id: 493 */
                    uint8_t l_1003 = 1UL;
                    if (l_1002)
                        break;
                    (*l_467) = &l_1001[4][0][1];
                    for (g_106 = 0; (g_106 <= 4); g_106 += 1)
                    { /* block id: 498 */
                        if (l_1003)
                            break;
                    }
                    for (g_576 = 1; (g_576 <= 4); g_576 += 1)
                    { /* block id: 503 */
                        int64_t l_1045 = 1L;
                        int8_t *l_1046 = &l_670;
                        (**l_467) = (l_1004 == (void*)0);
                        (*g_188) = ((uint32_t)(((int8_t)((uint8_t)((g_681 & ((*l_1046) = ((int16_t)(((uint8_t)((int16_t)((int16_t)(~((uint16_t)((uint8_t)(((uint8_t)(((*g_826) > ((-(int16_t)(((uint16_t)((p_24 != (!((l_1000[0][2][6] , ((((l_1043 = ((((int8_t)((int64_t)(g_1036 == g_1036) + (int64_t)(+0x06C3L)) << (int8_t)4) <= (**g_488)) , ((int16_t)g_1042[0] % (int16_t)0x646AL))) || 0xA332FBE7L) | p_24) , 0x63ADL)) ^ g_4[6][0]))) ^ 0x488C6759L) * (uint16_t)0L) < (-1L))) , (**l_467))) && l_1001[3][4][1]) % (uint8_t)0x37L) == 0x6783L) << (uint8_t)l_1044) % (uint16_t)l_1045)) % (int16_t)g_133[0]) * (int16_t)0x5D08L) * (uint8_t)1UL) || (*g_36)) / (int16_t)0x16E1L))) & 65535UL) << (uint8_t)p_24) + (int8_t)l_1045) ^ (*g_188)) / (uint32_t)p_24);
                    }
                }
            }
        }
    }
    return p_23;
}


/* ------------------------------------------ */
/* 
 * reads : g_36 g_37 g_4 g_247 g_106 g_249 g_416 g_413 g_395 g_394 g_349 g_252 g_350 g_351
 * writes: g_37 g_247 g_249 g_184 g_349
 */
static uint16_t  func_29(int16_t  p_30, int16_t  p_31, uint8_t  p_32, uint32_t  p_33, uint8_t  p_34)
{ /* block id: 4 */
    int32_t l_35 = 0x89BE308DL;
    const int32_t *l_56 = &l_35;
    int32_t l_453 = 0xD1FF4C36L;
    (*g_36) = l_35;
    l_453 &= ((uint8_t)((int8_t)p_34 << (int8_t)(func_42(l_35, ((((uint16_t)(((int32_t)((((uint16_t)l_35 * (uint16_t)(+(((((uint8_t)((uint32_t)(((*g_36) , l_35) | (g_4[1][0] < l_35)) - (uint32_t)g_37) - (uint8_t)l_35) , p_33) , &g_3) == (void*)0))) == g_4[6][0]) > 0x0973F91AL) / (int32_t)l_35) , g_4[3][0]) << (uint16_t)6) , (void*)0) == l_56)) & p_33)) / (uint8_t)p_31);
    return (****g_394);
}


/* ------------------------------------------ */
/* 
 * reads : g_247 g_106 g_249 g_37 g_416 g_413 g_395 g_394 g_349 g_252
 * writes: g_247 g_249 g_184 g_349
 */
static int8_t  func_42(uint32_t  p_43, int32_t  p_44)
{ /* block id: 6 */
    int32_t l_59 = 0x7F6328DAL;
    int32_t *l_100 = &g_37;
    int32_t l_117 = 0xC6C2C343L;
    int8_t l_127 = 3L;
    uint8_t l_137 = 0x61L;
    uint16_t *l_146[1];
    const uint64_t *l_182[1][1][2];
    const uint64_t **l_181 = &l_182[0][0][0];
    int16_t *l_201 = &g_184;
    const int32_t *l_206 = &g_37;
    int32_t *l_209 = (void*)0;
    const int8_t *l_319 = &l_127;
    uint16_t **l_347[8][7][1] = {{{&l_146[0]},{&l_146[0]},{&l_146[0]},{(void*)0},{&l_146[0]},{&l_146[0]},{&l_146[0]}},{{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]}},{{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{(void*)0},{&l_146[0]}},{{&l_146[0]},{&l_146[0]},{(void*)0},{(void*)0},{&l_146[0]},{&l_146[0]},{&l_146[0]}},{{(void*)0},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]}},{{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]},{&l_146[0]}},{{&l_146[0]},{&l_146[0]},{(void*)0},{&l_146[0]},{&l_146[0]},{&l_146[0]},{(void*)0}},{{(void*)0},{&l_146[0]},{&l_146[0]},{&l_146[0]},{(void*)0},{&l_146[0]},{&l_146[0]}}};
    uint16_t ***l_346[3];
    const uint64_t ***l_392 = (void*)0;
    const uint64_t **** const l_391 = &l_392;
    int16_t l_417 = 0x6E02L;
    int32_t l_427[3][8][7] = {{{0xE217BEBAL,0L,8L,0x004A2A40L,8L,0L,0xE217BEBAL},{0xC7EE6CEAL,0xDC69FF89L,0xB24C4F32L,1L,0x5E0B6282L,0x543AC0FBL,0xC7EE6CEAL},{0xE217BEBAL,0xCEE8DF85L,4L,0x004A2A40L,4L,(-5L),0xE217BEBAL},{(-1L),0x543AC0FBL,0xB24C4F32L,(-1L),0xB24C4F32L,0x543AC0FBL,(-1L)},{0x6250D247L,0xCEE8DF85L,8L,0xF30037DBL,4L,0L,0x6250D247L},{(-1L),0xDC69FF89L,(-5L),(-1L),0x5E0B6282L,0L,(-1L)},{0xE217BEBAL,0L,0xDD778A3AL,1L,0xDD778A3AL,0L,0xF30037DBL},{0x2BB8B37FL,0xC7EE6CEAL,1L,0L,0xCFFF82B4L,0xB47427F0L,0x2BB8B37FL}},{{0xF30037DBL,0x6250D247L,(-1L),1L,0x05445852L,0xE217BEBAL,0xF30037DBL},{1L,0xB47427F0L,1L,0x2A4EBFBAL,1L,0xB47427F0L,1L},{0L,0x6250D247L,0xDD778A3AL,0x631E34A7L,0x05445852L,0L,0L},{1L,0xC7EE6CEAL,0L,0x2A4EBFBAL,0xCFFF82B4L,(-1L),1L},{0xF30037DBL,0L,0xDD778A3AL,1L,0xDD778A3AL,0L,0xF30037DBL},{0x2BB8B37FL,0xC7EE6CEAL,1L,0L,0xCFFF82B4L,0xB47427F0L,0x2BB8B37FL},{0xF30037DBL,0x6250D247L,(-1L),1L,0x05445852L,0xE217BEBAL,0xF30037DBL},{1L,0xB47427F0L,1L,0x2A4EBFBAL,1L,0xB47427F0L,1L}},{{0L,0x6250D247L,0xDD778A3AL,0x631E34A7L,0x05445852L,0L,0L},{1L,0xC7EE6CEAL,0L,0x2A4EBFBAL,0xCFFF82B4L,(-1L),1L},{0xF30037DBL,0L,0xDD778A3AL,1L,0xDD778A3AL,0L,0xF30037DBL},{0x2BB8B37FL,0xC7EE6CEAL,1L,0L,0xCFFF82B4L,0xB47427F0L,0x2BB8B37FL},{0xF30037DBL,0x6250D247L,(-1L),1L,0x05445852L,0xE217BEBAL,0xF30037DBL},{1L,0xB47427F0L,1L,0x2A4EBFBAL,1L,0xB47427F0L,1L},{0L,0x6250D247L,0xDD778A3AL,0x631E34A7L,0x05445852L,0L,0L},{1L,0xC7EE6CEAL,0L,0x2A4EBFBAL,0xCFFF82B4L,(-1L),1L}}};
    int8_t l_429 = 0xA9L;
    uint32_t *l_442 = (void*)0;
    uint32_t **l_441 = &l_442;
    uint32_t ***l_443 = (void*)0;
    uint32_t ***l_444 = &l_441;
    uint16_t ****l_451[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t *l_452 = &l_117;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_146[i] = (void*)0;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
                l_182[i][j][k] = (void*)0;
        }
    }
    for (i = 0; i < 3; i++)
        l_346[i] = &l_347[5][3][0];
    for (p_43 = 12; (p_43 <= 15); p_43++)
    { /* block id: 9 */
        int32_t *l_98[9] = {&g_37,&g_4[1][0],&g_37,&g_4[1][0],&g_37,&g_4[1][0],&g_37,&g_4[1][0],&g_37};
        const int32_t l_104 = 0L;
        uint64_t *l_178[9];
        uint64_t **l_177[7][1][3] = {{{&l_178[6],&l_178[6],&l_178[6]}},{{&l_178[5],&l_178[5],&l_178[5]}},{{&l_178[6],&l_178[6],&l_178[6]}},{{&l_178[5],&l_178[5],&l_178[5]}},{{&l_178[6],&l_178[6],&l_178[6]}},{{&l_178[5],&l_178[5],&l_178[5]}},{{&l_178[6],&l_178[6],&l_178[6]}}};
        int32_t *l_186[9];
        const uint64_t ****l_287 = (void*)0;
        int16_t * const *l_291 = &l_201;
        int16_t **l_292 = &l_201;
        uint16_t l_336 = 4UL;
        int32_t l_367 = (-1L);
        uint64_t l_368[7][3];
        const uint32_t **l_414 = (void*)0;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_178[i] = &g_103;
        for (i = 0; i < 9; i++)
            l_186[i] = &l_117;
        for (i = 0; i < 7; i++)
        {
            for (j = 0; j < 3; j++)
                l_368[i][j] = 0x09425E2E8BD18F26LL;
        }
        if (l_59)
            break;
        for (l_59 = 0; (l_59 <= 1); l_59 += 1)
        { /* block id: 13 */
            int32_t *l_62 = &g_37;
            uint16_t * const l_118 = &g_106;
            int32_t l_135 = 1L;
            int32_t l_136 = (-1L);
            uint64_t *l_174 = &g_103;
            uint64_t **l_173 = &l_174;
            const int32_t *l_205 = &g_4[0][0];
            const int32_t **l_204[3][4][7] = {{{&l_205,&l_205,(void*)0,&l_205,&l_205,&l_205,&l_205},{(void*)0,&l_205,(void*)0,&l_205,&l_205,&l_205,(void*)0},{&l_205,&l_205,&l_205,&l_205,&l_205,&l_205,&l_205},{(void*)0,&l_205,&l_205,&l_205,&l_205,&l_205,&l_205}},{{(void*)0,&l_205,&l_205,&l_205,&l_205,&l_205,&l_205},{(void*)0,&l_205,&l_205,(void*)0,&l_205,(void*)0,&l_205},{(void*)0,&l_205,(void*)0,&l_205,&l_205,&l_205,&l_205},{&l_205,&l_205,(void*)0,&l_205,(void*)0,&l_205,&l_205}},{{&l_205,&l_205,&l_205,&l_205,(void*)0,(void*)0,&l_205},{&l_205,(void*)0,&l_205,(void*)0,&l_205,&l_205,(void*)0},{&l_205,&l_205,&l_205,&l_205,&l_205,&l_205,(void*)0},{&l_205,&l_205,(void*)0,(void*)0,&l_205,&l_205,&l_205}}};
            int i, j, k;
        }
        for (g_247 = 11; (g_247 == 18); g_247++)
        { /* block id: 114 */
            return g_106;
        }
        for (g_249 = 0; (g_249 <= 0); g_249 += 1)
        { /* block id: 119 */
            int16_t **l_329 = &l_201;
            int32_t l_369 = (-1L);
            uint8_t l_396[3][7][3];
            uint8_t *l_407[2][7][4];
            const int8_t l_412 = 3L;
            int32_t l_419 = 0x685B01B4L;
            int32_t l_421 = (-1L);
            int8_t l_424 = 0xF2L;
            int32_t l_426 = 0xB3322A08L;
            int32_t l_428[9][10][2] = {{{1L,0L},{0x2FD853D1L,1L},{0x16E07FE4L,0xABE55FBFL},{0x16E07FE4L,1L},{0x2FD853D1L,0L},{1L,0x5A731D52L},{0x67E48F12L,0x31C8532FL},{0xCCB82A1AL,0L},{0L,0x5A731D52L},{0L,0x16E07FE4L}},{{0x2FD853D1L,0L},{0x406B6DF5L,0xABE55FBFL},{0L,8L},{0x2FD853D1L,0x406B6DF5L},{8L,0x5A731D52L},{0x31C8532FL,0x67E48F12L},{0xCCB82A1AL,0x67E48F12L},{0x31C8532FL,0x5A731D52L},{8L,0x406B6DF5L},{0x2FD853D1L,8L}},{{0L,0xABE55FBFL},{0x406B6DF5L,0L},{0x2FD853D1L,0x16E07FE4L},{0L,0x5A731D52L},{0L,0L},{0xCCB82A1AL,0x31C8532FL},{0x67E48F12L,0x5A731D52L},{1L,0L},{0x2FD853D1L,1L},{0x16E07FE4L,0xABE55FBFL}},{{0x16E07FE4L,1L},{0x2FD853D1L,0L},{1L,0x5A731D52L},{0x67E48F12L,0x31C8532FL},{0xCCB82A1AL,0L},{0L,0x5A731D52L},{0L,0x16E07FE4L},{0x2FD853D1L,0L},{0x406B6DF5L,0xABE55FBFL},{0L,8L}},{{0x2FD853D1L,0x406B6DF5L},{8L,0x5A731D52L},{0x31C8532FL,0x67E48F12L},{0xCCB82A1AL,0x67E48F12L},{0x31C8532FL,0x5A731D52L},{8L,0x406B6DF5L},{0x2FD853D1L,8L},{0L,0xABE55FBFL},{0x406B6DF5L,0L},{0x2FD853D1L,0x16E07FE4L}},{{0L,0x5A731D52L},{0L,0L},{0xCCB82A1AL,0x31C8532FL},{0x67E48F12L,0x5A731D52L},{1L,0L},{0x2FD853D1L,1L},{0x16E07FE4L,0xABE55FBFL},{0x16E07FE4L,1L},{0x2FD853D1L,0L},{1L,0x5A731D52L}},{{0x67E48F12L,0x31C8532FL},{0xCCB82A1AL,0L},{0L,0x5A731D52L},{0L,0x16E07FE4L},{0x2FD853D1L,0L},{0x406B6DF5L,0xABE55FBFL},{0L,8L},{0x387E986DL,1L},{0xABE55FBFL,0xB62A105EL},{0x2FD853D1L,0xCCB82A1AL}},{{0xB29B7164L,0xCCB82A1AL},{0x2FD853D1L,0xB62A105EL},{0xABE55FBFL,1L},{0x387E986DL,0xABE55FBFL},{(-1L),0x9ABD4E39L},{1L,0xBFECCAF8L},{0x387E986DL,0x9BF5B1FCL},{0xBFECCAF8L,0xB62A105EL},{0L,0L},{0xB29B7164L,0x2FD853D1L}},{{0xCCB82A1AL,0xB62A105EL},{0x5A731D52L,(-1L)},{0x387E986DL,0x5A731D52L},{0x9BF5B1FCL,0x9ABD4E39L},{0x9BF5B1FCL,0x5A731D52L},{0x387E986DL,(-1L)},{0x5A731D52L,0xB62A105EL},{0xCCB82A1AL,0x2FD853D1L},{0xB29B7164L,0L},{0L,0xB62A105EL}}};
            uint16_t l_433 = 8UL;
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 7; j++)
                {
                    for (k = 0; k < 3; k++)
                        l_396[i][j][k] = 0xD1L;
                }
            }
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 7; j++)
                {
                    for (k = 0; k < 4; k++)
                        l_407[i][j][k] = &g_60[0];
                }
            }
        }
    }
    (*l_452) |= (((((uint8_t)((((*l_201) = (~(+(((*l_100) , ((*l_444) = l_441)) == &g_416)))) == (((int64_t)((int32_t)p_43 % (int32_t)(*g_416)) / (int64_t)p_44) , ((((int32_t)(((*g_394) = (g_395 , (*g_394))) != &g_350) / (int32_t)p_43) > p_43) & (*l_206)))) , p_43) >> (uint8_t)p_43) <= p_43) && g_252) , (*l_206));
    return p_44;
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
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_4[i][j], "g_4[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_37, "g_37", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_60[i], "g_60[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_109[i], "g_109[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_132, "g_132", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_133[i], "g_133[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_184, "g_184", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_216[i][j][k], "g_216[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_247, "g_247", print_hash_value);
    transparent_crc(g_249, "g_249", print_hash_value);
    transparent_crc(g_252, "g_252", print_hash_value);
    transparent_crc(g_286, "g_286", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_293[i], "g_293[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_312, "g_312", print_hash_value);
    transparent_crc(g_395, "g_395", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_413[i][j][k], "g_413[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_513, "g_513", print_hash_value);
    transparent_crc(g_576, "g_576", print_hash_value);
    transparent_crc(g_681, "g_681", print_hash_value);
    transparent_crc(g_694, "g_694", print_hash_value);
    transparent_crc(g_706, "g_706", print_hash_value);
    transparent_crc(g_747, "g_747", print_hash_value);
    transparent_crc(g_767, "g_767", print_hash_value);
    transparent_crc(g_827, "g_827", print_hash_value);
    transparent_crc(g_831, "g_831", print_hash_value);
    transparent_crc(g_920, "g_920", print_hash_value);
    transparent_crc(g_929, "g_929", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1042[i], "g_1042[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1268, "g_1268", print_hash_value);
    transparent_crc(g_1302, "g_1302", print_hash_value);
    transparent_crc(g_1472, "g_1472", print_hash_value);
    transparent_crc(g_1525, "g_1525", print_hash_value);
    transparent_crc(g_1630, "g_1630", print_hash_value);
    transparent_crc(g_1813, "g_1813", print_hash_value);
    transparent_crc(g_1839, "g_1839", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1979[i], "g_1979[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2074, "g_2074", print_hash_value);
    transparent_crc(g_2138, "g_2138", print_hash_value);
    transparent_crc(g_2248, "g_2248", print_hash_value);
    transparent_crc(g_2249, "g_2249", print_hash_value);
    transparent_crc(g_2250, "g_2250", print_hash_value);
    transparent_crc(g_2302, "g_2302", print_hash_value);
    transparent_crc(g_2323, "g_2323", print_hash_value);
    transparent_crc(g_2462, "g_2462", print_hash_value);
    transparent_crc(g_2504, "g_2504", print_hash_value);
    transparent_crc(g_2561, "g_2561", print_hash_value);
    transparent_crc(g_2606, "g_2606", print_hash_value);
    transparent_crc(g_2704, "g_2704", print_hash_value);
    transparent_crc(g_2715, "g_2715", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 651
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

XXX max expression depth: 36
breakdown:
   depth: 1, occurrence: 91
   depth: 2, occurrence: 33
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 2
   depth: 17, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 4
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 33, occurrence: 2
   depth: 36, occurrence: 2

XXX total number of pointers: 497

XXX times a variable address is taken: 1227
XXX times a pointer is dereferenced on RHS: 473
breakdown:
   depth: 1, occurrence: 311
   depth: 2, occurrence: 87
   depth: 3, occurrence: 46
   depth: 4, occurrence: 22
   depth: 5, occurrence: 7
XXX times a pointer is dereferenced on LHS: 396
breakdown:
   depth: 1, occurrence: 323
   depth: 2, occurrence: 44
   depth: 3, occurrence: 14
   depth: 4, occurrence: 7
   depth: 5, occurrence: 8
XXX times a pointer is compared with null: 51
XXX times a pointer is compared with address of another variable: 20
XXX times a pointer is compared with another pointer: 18
XXX times a pointer is qualified to be dereferenced: 7646

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1374
   level: 2, occurrence: 597
   level: 3, occurrence: 301
   level: 4, occurrence: 128
   level: 5, occurrence: 103
XXX number of pointers point to pointers: 279
XXX number of pointers point to scalars: 218
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30
XXX average alias set size: 1.33

XXX times a non-volatile is read: 2543
XXX times a non-volatile is write: 1224
XXX times a volatile is read: 177
XXX    times read thru a pointer: 73
XXX times a volatile is write: 60
XXX    times written thru a pointer: 30
XXX times a volatile is available for access: 1.6e+03
XXX percentage of non-volatile access: 94.1

XXX forward jumps: 3
XXX backward jumps: 11

XXX stmts: 104
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 17
   depth: 1, occurrence: 17
   depth: 2, occurrence: 15
   depth: 3, occurrence: 14
   depth: 4, occurrence: 21
   depth: 5, occurrence: 20

XXX percentage a fresh-made variable is used: 16.1
XXX percentage an existing variable is used: 83.9
********************* end of statistics **********************/

