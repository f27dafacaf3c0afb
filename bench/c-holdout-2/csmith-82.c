/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 82 --no-safe-math --max-funcs 4
 * Seed:      82
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
   uint16_t  f0;
   volatile uint32_t  f1;
   int32_t  f2;
   int8_t  f3;
   const uint64_t  f4;
   const uint16_t  f5;
   volatile signed f6 : 7;
   int32_t  f7;
};
#pragma pack(pop)

struct S1 {
   signed f0 : 23;
   const uint64_t  f1;
   const int32_t  f2;
   uint16_t  f3;
};

struct S2 {
   volatile int16_t  f0;
   struct S1  f1;
   uint16_t  f2;
};

union U3 {
   const volatile int32_t  f0;
};

union U4 {
   int32_t  f0;
   const volatile uint16_t  f1;
   const uint16_t  f2;
};

union U5 {
   int16_t  f0;
   const int32_t  f1;
   const int8_t  f2;
};

union U6 {
   uint32_t  f0;
   unsigned f1 : 22;
   int8_t  f2;
   int32_t  f3;
   uint16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x60CBEB96L;
static uint8_t g_61 = 247UL;
static uint64_t g_70[5][4][5] = {{{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL},{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL}},{{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL},{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL}},{{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL},{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL}},{{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL},{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL}},{{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL},{1UL,1UL,1UL,1UL,1UL},{0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL,0xFD08915CC6C9DB45LL,0xC39FBD0585580973LL}}};
static uint32_t g_83[9][9] = {{1UL,1UL,4294967289UL,7UL,0x20D70F0DL,4294967295UL,0x682FBA83L,1UL,0xDC534F93L},{0x2D117B57L,0x780BBC09L,0xDC534F93L,7UL,1UL,4294967295UL,0x2D117B57L,0x2D117B57L,4294967295UL},{7UL,0x780BBC09L,4294967289UL,0x780BBC09L,7UL,0UL,0UL,7UL,4294967295UL},{0x2D117B57L,1UL,4294967295UL,0UL,0x682FBA83L,4294967289UL,0UL,0x2D117B57L,0xDC534F93L},{1UL,0x2D117B57L,0UL,0x682FBA83L,0x682FBA83L,0UL,0x2D117B57L,1UL,4294967295UL},{0x780BBC09L,7UL,0UL,0UL,7UL,4294967295UL,0x682FBA83L,0x780BBC09L,4294967295UL},{0x780BBC09L,0x2D117B57L,4294967295UL,0x780BBC09L,1UL,4294967295UL,1UL,0x780BBC09L,4294967295UL},{1UL,1UL,4294967289UL,7UL,0x20D70F0DL,4294967295UL,0x682FBA83L,1UL,0xDC534F93L},{0x2D117B57L,0x780BBC09L,0xDC534F93L,7UL,1UL,4294967295UL,0x2D117B57L,0x2D117B57L,4294967295UL}};
static int16_t g_108 = 0x6B81L;
static int8_t g_124 = 0x40L;
static volatile union U4 g_136 = {0x862FE7C9L};/* VOLATILE GLOBAL g_136 */
static volatile struct S2 g_137 = {6L,{-2759,5UL,0x6E94FA07L,0x023CL},0x4EFBL};/* VOLATILE GLOBAL g_137 */
static volatile union U5 g_138[8] = {{4L},{4L},{4L},{4L},{4L},{4L},{4L},{4L}};
static union U6 g_140 = {0x4D558848L};
static int32_t *g_142 = &g_2;
static int32_t ** volatile g_141 = &g_142;/* VOLATILE GLOBAL g_141 */
static int32_t g_151 = 8L;
static int32_t * volatile g_150[6][2][9] = {{{&g_2,(void*)0,&g_151,&g_151,&g_151,&g_151,&g_151,(void*)0,&g_151},{&g_151,(void*)0,&g_151,&g_2,&g_151,&g_151,&g_151,&g_151,&g_151}},{{&g_2,(void*)0,&g_151,&g_151,(void*)0,&g_151,&g_151,&g_151,&g_151},{&g_151,(void*)0,&g_151,(void*)0,&g_151,&g_151,&g_151,(void*)0,(void*)0}},{{&g_151,(void*)0,&g_151,&g_2,&g_151,&g_151,&g_151,&g_151,&g_2},{&g_151,(void*)0,&g_151,(void*)0,&g_151,&g_151,&g_2,(void*)0,&g_151}},{{&g_151,&g_151,&g_151,&g_151,&g_2,&g_151,&g_151,&g_151,&g_2},{&g_151,&g_151,&g_151,&g_151,(void*)0,&g_2,(void*)0,&g_2,(void*)0}},{{&g_151,(void*)0,(void*)0,&g_2,(void*)0,&g_151,&g_151,(void*)0,(void*)0},{&g_151,(void*)0,(void*)0,&g_151,(void*)0,&g_2,&g_151,&g_151,(void*)0}},{{&g_151,&g_151,&g_151,(void*)0,&g_2,&g_151,&g_151,&g_2,(void*)0},{(void*)0,(void*)0,(void*)0,&g_151,&g_151,&g_2,&g_151,(void*)0,(void*)0}}};
static int32_t * volatile g_152 = &g_151;/* VOLATILE GLOBAL g_152 */
static uint32_t g_195[4][3] = {{9UL,9UL,9UL},{4294967295UL,4294967295UL,4294967295UL},{9UL,9UL,9UL},{4294967295UL,4294967295UL,4294967295UL}};
static int64_t g_221 = 1L;
static int32_t * volatile g_230 = &g_151;/* VOLATILE GLOBAL g_230 */
static int32_t * const  volatile g_274 = &g_151;/* VOLATILE GLOBAL g_274 */
static int32_t * const  volatile g_292 = (void*)0;/* VOLATILE GLOBAL g_292 */
static int32_t * volatile g_295 = &g_151;/* VOLATILE GLOBAL g_295 */
static int8_t g_298[2] = {8L,8L};
static int32_t g_300 = (-9L);
static int32_t * volatile g_316 = (void*)0;/* VOLATILE GLOBAL g_316 */
static int32_t * volatile g_317 = &g_151;/* VOLATILE GLOBAL g_317 */
static int32_t ** volatile g_320 = &g_142;/* VOLATILE GLOBAL g_320 */
static uint64_t *g_322 = (void*)0;
static union U3 g_357 = {1L};/* VOLATILE GLOBAL g_357 */
static int32_t g_376[3] = {0x3A9CE76EL,0x3A9CE76EL,0x3A9CE76EL};
static volatile struct S0 g_393[7] = {{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L},{65535UL,0x9C15E2D5L,0x285FE8B8L,1L,1UL,1UL,8,-3L}};
static struct S2 g_395 = {-1L,{-1312,7UL,0x1D5AB82BL,65535UL},0x4634L};/* VOLATILE GLOBAL g_395 */
static struct S2 ** volatile g_396[2] = {(void*)0,(void*)0};
static struct S2 *g_398 = &g_395;
static struct S2 ** const  volatile g_397[5][6][7] = {{{&g_398,(void*)0,&g_398,(void*)0,(void*)0,&g_398,&g_398},{&g_398,&g_398,(void*)0,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,(void*)0,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,(void*)0,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398}},{{&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0,&g_398},{(void*)0,&g_398,(void*)0,&g_398,(void*)0,(void*)0,&g_398},{(void*)0,&g_398,(void*)0,(void*)0,&g_398,(void*)0,&g_398},{(void*)0,(void*)0,&g_398,&g_398,&g_398,(void*)0,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0,&g_398},{&g_398,(void*)0,&g_398,(void*)0,&g_398,(void*)0,&g_398}},{{&g_398,&g_398,&g_398,&g_398,(void*)0,(void*)0,(void*)0},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,(void*)0,(void*)0,&g_398,&g_398,(void*)0},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0},{(void*)0,&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398}},{{&g_398,&g_398,(void*)0,&g_398,(void*)0,&g_398,&g_398},{(void*)0,&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0},{&g_398,(void*)0,&g_398,(void*)0,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{(void*)0,&g_398,(void*)0,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,(void*)0,&g_398,(void*)0,&g_398}},{{&g_398,&g_398,&g_398,(void*)0,&g_398,&g_398,(void*)0},{&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0,&g_398},{(void*)0,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,(void*)0,&g_398},{&g_398,(void*)0,&g_398,&g_398,&g_398,&g_398,&g_398},{(void*)0,(void*)0,(void*)0,(void*)0,&g_398,&g_398,&g_398}}};
static union U6 *g_432 = &g_140;
static int8_t g_450 = 0x5EL;
static volatile uint32_t g_453 = 4UL;/* VOLATILE GLOBAL g_453 */
static volatile uint32_t *g_452 = &g_453;
static volatile uint32_t * const *g_451 = &g_452;
static volatile union U4 g_537[2] = {{0x3F6B30E7L},{0x3F6B30E7L}};
static uint32_t *g_551 = &g_195[3][1];
static uint32_t **g_550 = &g_551;
static uint32_t *** volatile g_549 = &g_550;/* VOLATILE GLOBAL g_549 */
static int32_t ** volatile g_556[10] = {&g_142,&g_142,&g_142,&g_142,&g_142,&g_142,&g_142,&g_142,&g_142,&g_142};
static uint64_t **g_567[3][4] = {{(void*)0,&g_322,(void*)0,&g_322},{(void*)0,&g_322,(void*)0,&g_322},{(void*)0,&g_322,(void*)0,&g_322}};
static volatile struct S2 g_568 = {7L,{436,18446744073709551611UL,0x4E5D19EDL,0x7826L},0xFC1BL};/* VOLATILE GLOBAL g_568 */
static int32_t g_569[6] = {0x08827A51L,0x08827A51L,0x08827A51L,0x08827A51L,0x08827A51L,0x08827A51L};
static struct S2 *g_574[5][1] = {{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}};
static volatile union U4 g_577 = {0x85493222L};/* VOLATILE GLOBAL g_577 */
static volatile struct S0 g_606[6] = {{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L},{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L},{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L},{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L},{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L},{1UL,18446744073709551615UL,0x5F9B56A8L,-1L,0xCEFCAB3CEBEA7114LL,0x3C76L,-1,-1L}};
static volatile int8_t *g_612 = &g_606[2].f3;
static volatile int8_t * volatile * volatile g_611 = &g_612;/* VOLATILE GLOBAL g_611 */
static uint32_t g_653 = 0x443A6101L;
static uint16_t * volatile g_658[8][1] = {{&g_395.f1.f3},{&g_395.f1.f3},{&g_395.f2},{&g_395.f1.f3},{&g_395.f1.f3},{&g_395.f2},{&g_395.f1.f3},{&g_395.f1.f3}};
static volatile uint16_t g_660 = 0x151AL;/* VOLATILE GLOBAL g_660 */
static volatile uint16_t *g_659 = &g_660;
static union U3 g_672 = {-1L};/* VOLATILE GLOBAL g_672 */
static struct S2 g_680 = {0x2BE8L,{-2195,0xC95CD86355212790LL,-1L,65535UL},0x634EL};/* VOLATILE GLOBAL g_680 */
static int64_t g_683 = (-2L);
static int32_t ** volatile g_704 = (void*)0;/* VOLATILE GLOBAL g_704 */
static int32_t ** volatile g_705 = &g_142;/* VOLATILE GLOBAL g_705 */
static volatile int8_t ** volatile g_708 = &g_612;/* VOLATILE GLOBAL g_708 */
static volatile int8_t ** volatile * volatile g_707[6][3] = {{(void*)0,(void*)0,(void*)0},{(void*)0,&g_708,&g_708},{(void*)0,&g_708,(void*)0},{&g_708,(void*)0,&g_708},{&g_708,&g_708,(void*)0},{(void*)0,(void*)0,(void*)0}};
static volatile int8_t ** volatile * volatile * const  volatile g_706[10][2] = {{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]},{&g_707[2][0],&g_707[2][0]}};
static int32_t g_731 = 0x623870C4L;
static uint8_t g_733 = 0x75L;
static struct S2 ** volatile g_739 = &g_574[2][0];/* VOLATILE GLOBAL g_739 */
static union U3 g_794 = {0xC5E1D038L};/* VOLATILE GLOBAL g_794 */
static const uint32_t g_837 = 0x194CC97DL;
static volatile union U5 g_845 = {3L};/* VOLATILE GLOBAL g_845 */
static volatile union U5 *g_844 = &g_845;
static const int8_t *g_849 = &g_140.f2;
static const int8_t **g_848 = &g_849;
static const int8_t ***g_847[7][3] = {{&g_848,(void*)0,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,&g_848,&g_848},{&g_848,(void*)0,&g_848}};
static const int8_t **** volatile g_846 = &g_847[0][2];/* VOLATILE GLOBAL g_846 */
static struct S2 g_871 = {-5L,{-899,18446744073709551615UL,-6L,0xC730L},0xF8A9L};/* VOLATILE GLOBAL g_871 */
static volatile struct S0 g_872 = {0x0B07L,18446744073709551609UL,1L,0x13L,0xC00744D68AD32854LL,0x603FL,5,0L};/* VOLATILE GLOBAL g_872 */
static uint32_t g_882[3][7] = {{0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L},{6UL,6UL,6UL,6UL,6UL,6UL,6UL},{0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L,0x0F88A823L}};
static uint32_t *g_881 = &g_882[0][1];
static uint32_t * volatile *g_880 = &g_881;
static struct S2 **g_885 = &g_574[3][0];
static struct S2 ***g_884 = &g_885;
static const int32_t g_891[1][8][8] = {{{0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L},{0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL},{0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL},{0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L},{0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL},{0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL},{0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L,0xC9CDE8B2L,0x04A187ABL,0xC9CDE8B2L},{0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL,(-1L),0x04A187ABL,0x04A187ABL}}};
static const int32_t g_893 = 0x4276A039L;
static const int32_t *g_892 = &g_893;
static struct S2 g_897[4][4][5] = {{{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}},{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}}},{{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}},{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}}},{{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}},{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}}},{{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}},{{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0x6604L,{2068,18446744073709551615UL,0x4342E0ACL,7UL},65530UL},{0L,{781,0x4BBF183BACB270F2LL,0L,1UL},6UL},{0xC643L,{-616,18446744073709551614UL,0xF5521ABDL,0xDDF0L},0xAE7CL}},{{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0x8C24L,{2141,3UL,-4L,0UL},0UL},{0x3C9FL,{2038,18446744073709551611UL,-2L,1UL},0UL},{0L,{1620,0x7A0254040D2E9A3CLL,0x84454AF2L,9UL},0UL}}}};
static int8_t *g_900[10] = {&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0],&g_298[0]};
static int8_t **g_899 = &g_900[7];
static int8_t ***g_898[3] = {&g_899,&g_899,&g_899};
static volatile union U4 g_906 = {0xC990F0A5L};/* VOLATILE GLOBAL g_906 */
static union U3 g_912 = {0xF967C3A4L};/* VOLATILE GLOBAL g_912 */
static volatile union U4 g_943 = {0xD559A147L};/* VOLATILE GLOBAL g_943 */
static struct S2 g_995[1] = {{0L,{-151,18446744073709551614UL,0x860E491CL,0x1764L},1UL}};
static struct S2 g_1029 = {0xC8DAL,{-22,18446744073709551615UL,-1L,65535UL},0xB9B6L};/* VOLATILE GLOBAL g_1029 */
static volatile union U3 g_1076 = {1L};/* VOLATILE GLOBAL g_1076 */
static int8_t g_1086 = 0x0DL;
static volatile uint64_t *g_1093 = (void*)0;
static volatile uint64_t **g_1092 = &g_1093;
static volatile uint64_t ***g_1091 = &g_1092;
static volatile uint64_t **** volatile g_1090 = &g_1091;/* VOLATILE GLOBAL g_1090 */
static int32_t ** volatile g_1103 = &g_142;/* VOLATILE GLOBAL g_1103 */
static union U5 g_1113 = {1L};
static int32_t g_1127 = (-6L);
static volatile uint16_t g_1131[6] = {4UL,4UL,4UL,4UL,4UL,4UL};
static struct S0 g_1151 = {1UL,0x119724EFL,0x3660F0D4L,0x8CL,3UL,0x6BBDL,-9,0xD973197BL};/* VOLATILE GLOBAL g_1151 */
static const struct S0 g_1190 = {0UL,0xB636451AL,2L,0x62L,0x5223707203D665F3LL,65532UL,-5,0xF6D3A95DL};/* VOLATILE GLOBAL g_1190 */
static const struct S2 g_1201 = {3L,{2018,7UL,0L,0x2C64L},0xBFD7L};/* VOLATILE GLOBAL g_1201 */
static const struct S2 *g_1200 = &g_1201;
static const struct S2 **g_1199 = &g_1200;
static uint32_t ***g_1277[1][5][9] = {{{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,(void*)0,&g_550,&g_550,&g_550,(void*)0,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,(void*)0,&g_550,&g_550,&g_550,&g_550}}};
static uint32_t ****g_1276 = &g_1277[0][3][4];
static uint32_t *****g_1275 = &g_1276;
static uint8_t g_1288 = 255UL;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static int32_t  func_5(int8_t  p_6, union U6  p_7, const uint32_t  p_8, int32_t  p_9);
static uint64_t  func_21(uint8_t  p_22, uint32_t  p_23, union U5  p_24, int32_t  p_25, uint32_t  p_26);
static union U6  func_39(struct S1  p_40, const int8_t  p_41, const int16_t  p_42, int8_t  p_43);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_376 g_884 g_705 g_142 g_897 g_680.f1.f1 g_898 g_577 g_848 g_849 g_140.f2 g_1090 g_871.f1.f3 g_83 g_550 g_551 g_195 g_395.f1.f3 g_658 g_1103 g_274 g_151 g_1113 g_899 g_900 g_569 g_300 g_1113.f2 g_298 g_683 g_708 g_612 g_606.f3 g_320 g_61 g_1131 g_1151.f7 g_680.f2 g_451 g_452 g_453 g_108 g_221 g_659 g_660 g_880 g_881 g_577.f1 g_140.f0 g_70 g_1190 g_837 g_1199 g_885 g_1029.f1.f3 g_1029.f1.f2 g_1029.f1 g_606.f6
 * writes: g_2 g_884 g_892 g_898 g_395.f1.f3 g_871.f1.f3 g_376 g_142 g_298 g_1127 g_195 g_1131 g_1151.f7 g_569 g_680.f2 g_300 g_83 g_108 g_221 g_1199 g_1029.f1.f3
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_12[10][9][2] = {{{0UL,0xBB2C593CL},{18446744073709551615UL,0x2B4B5A9CL},{0xBB2C593CL,8UL},{18446744073709551609UL,0xBB2C593CL},{18446744073709551615UL,0UL},{0UL,1UL},{18446744073709551609UL,0x2B4B5A9CL},{1UL,0x2B4B5A9CL},{18446744073709551609UL,1UL}},{{0UL,0UL},{18446744073709551615UL,0xBB2C593CL},{18446744073709551609UL,8UL},{0xBB2C593CL,0x2B4B5A9CL},{18446744073709551615UL,0xBB2C593CL},{0UL,18446744073709551615UL},{0UL,0xBB2C593CL},{18446744073709551615UL,0x2B4B5A9CL},{0xBB2C593CL,8UL}},{{18446744073709551609UL,0xBB2C593CL},{18446744073709551615UL,0UL},{0UL,1UL},{18446744073709551609UL,0x2B4B5A9CL},{1UL,0x2B4B5A9CL},{18446744073709551609UL,1UL},{0UL,0UL},{18446744073709551615UL,0xBB2C593CL},{18446744073709551609UL,8UL}},{{0xBB2C593CL,0x2B4B5A9CL},{18446744073709551615UL,0xBB2C593CL},{0UL,18446744073709551615UL},{0UL,0xBB2C593CL},{18446744073709551615UL,0x2B4B5A9CL},{0xBB2C593CL,8UL},{18446744073709551609UL,0xBB2C593CL},{18446744073709551615UL,0UL},{0UL,1UL}},{{18446744073709551609UL,0x2B4B5A9CL},{1UL,0x2B4B5A9CL},{18446744073709551609UL,1UL},{0UL,0UL},{18446744073709551615UL,0xBB2C593CL},{18446744073709551609UL,8UL},{0xBB2C593CL,0x2B4B5A9CL},{18446744073709551615UL,0xBB2C593CL},{0UL,18446744073709551615UL}},{{0UL,0xBB2C593CL},{18446744073709551615UL,0x2B4B5A9CL},{0xBB2C593CL,8UL},{18446744073709551609UL,0xBB2C593CL},{18446744073709551615UL,0UL},{0UL,1UL},{18446744073709551609UL,0x2B4B5A9CL},{1UL,0x2B4B5A9CL},{18446744073709551609UL,1UL}},{{0UL,0UL},{18446744073709551615UL,0xBB2C593CL},{18446744073709551609UL,8UL},{0xBB2C593CL,0x2B4B5A9CL},{18446744073709551615UL,0xBB2C593CL},{0UL,18446744073709551615UL},{0UL,0xBB2C593CL},{18446744073709551615UL,0x2B4B5A9CL},{0xBB2C593CL,8UL}},{{18446744073709551609UL,0xBB2C593CL},{18446744073709551615UL,1UL},{1UL,0x6992F1E5L},{18446744073709551608UL,18446744073709551615UL},{0x6992F1E5L,18446744073709551615UL},{18446744073709551608UL,0x6992F1E5L},{1UL,1UL},{0xF12A83A0L,18446744073709551615UL},{18446744073709551608UL,0UL}},{{18446744073709551615UL,18446744073709551615UL},{0x1ECA6C84L,18446744073709551615UL},{1UL,0xF12A83A0L},{1UL,18446744073709551615UL},{0x1ECA6C84L,18446744073709551615UL},{18446744073709551615UL,0UL},{18446744073709551608UL,18446744073709551615UL},{0xF12A83A0L,1UL},{1UL,0x6992F1E5L}},{{18446744073709551608UL,18446744073709551615UL},{0x6992F1E5L,18446744073709551615UL},{18446744073709551608UL,0x6992F1E5L},{1UL,1UL},{0xF12A83A0L,18446744073709551615UL},{18446744073709551608UL,0UL},{18446744073709551615UL,18446744073709551615UL},{0x1ECA6C84L,18446744073709551615UL},{1UL,0xF12A83A0L}}};
    union U5 l_29 = {-10L};
    union U6 l_387 = {0x6C7A0417L};
    uint64_t l_435 = 0x0B17DDDAC922BD29LL;
    int32_t *l_455 = &g_376[2];
    int32_t l_457[9] = {3L,3L,(-3L),3L,3L,(-3L),3L,3L,(-3L)};
    uint8_t l_485 = 253UL;
    union U5 l_518 = {0x4F2DL};
    uint32_t *l_548 = &g_83[5][4];
    uint32_t **l_547 = &l_548;
    uint64_t **l_565[9] = {&g_322,&g_322,&g_322,&g_322,&g_322,&g_322,&g_322,&g_322,&g_322};
    int16_t l_661 = 0xD676L;
    int8_t l_681 = 0x0DL;
    int16_t l_756 = 5L;
    int16_t l_760 = 0xF0B2L;
    int64_t l_823[7][8] = {{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL},{9L,6L,9L,0x0CE399AB53BFB04ELL,9L,6L,9L,0x0CE399AB53BFB04ELL}};
    const uint64_t l_826 = 0UL;
    int32_t l_838 = (-1L);
    const int64_t l_841[8] = {(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)};
    struct S2 ***l_887 = &g_885;
    struct S2 ***l_888[9];
    const int32_t *l_894 = &g_2;
    const int8_t ***l_902 = &g_848;
    struct S1 l_922[4][5][2] = {{{{239,0UL,1L,65531UL},{-619,4UL,8L,65526UL}},{{1376,0x7304C8CCFB5BE479LL,6L,0x5159L},{1376,0x7304C8CCFB5BE479LL,6L,0x5159L}},{{-2018,18446744073709551611UL,-1L,0xBC11L},{1376,0x7304C8CCFB5BE479LL,6L,0x5159L}},{{1376,0x7304C8CCFB5BE479LL,6L,0x5159L},{-619,4UL,8L,65526UL}},{{239,0UL,1L,65531UL},{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L}}},{{{-2018,18446744073709551611UL,-1L,0xBC11L},{239,0UL,1L,65531UL}},{{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L},{-619,4UL,8L,65526UL}},{{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L},{239,0UL,1L,65531UL}},{{-2018,18446744073709551611UL,-1L,0xBC11L},{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L}},{{239,0UL,1L,65531UL},{-619,4UL,8L,65526UL}}},{{{1376,0x7304C8CCFB5BE479LL,6L,0x5159L},{1376,0x7304C8CCFB5BE479LL,6L,0x5159L}},{{-2018,18446744073709551611UL,-1L,0xBC11L},{1376,0x7304C8CCFB5BE479LL,6L,0x5159L}},{{1376,0x7304C8CCFB5BE479LL,6L,0x5159L},{-619,4UL,8L,65526UL}},{{239,0UL,1L,65531UL},{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L}},{{-2018,18446744073709551611UL,-1L,0xBC11L},{239,0UL,1L,65531UL}}},{{{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L},{-619,4UL,8L,65526UL}},{{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L},{239,0UL,1L,65531UL}},{{-2018,18446744073709551611UL,-1L,0xBC11L},{-1423,0xE145DADC7EAE0EE7LL,0xE3772FF7L,0x27F5L}},{{239,0UL,1L,65531UL},{-619,4UL,8L,65526UL}},{{1376,0x7304C8CCFB5BE479LL,6L,0x5159L},{1376,0x7304C8CCFB5BE479LL,6L,0x5159L}}}};
    int32_t *l_944 = &g_2;
    int16_t l_977[6];
    uint16_t l_984[2][1];
    uint8_t l_1020 = 1UL;
    int16_t l_1041 = 0x0940L;
    int16_t *l_1108 = &l_1041;
    uint8_t l_1197 = 1UL;
    uint32_t l_1209[10] = {0xB8144F80L,0x25CF7416L,0xB8144F80L,0x25CF7416L,0xB8144F80L,0x25CF7416L,0xB8144F80L,0x25CF7416L,0xB8144F80L,0x25CF7416L};
    uint16_t l_1216 = 65535UL;
    union U6 *l_1225[4];
    int32_t l_1241 = 0x179B61C0L;
    uint32_t **** const *l_1282 = &g_1276;
    int8_t l_1289 = 0xCAL;
    union U6 **l_1304 = &l_1225[2];
    int32_t l_1312 = 0x515D9440L;
    int16_t l_1314 = 0x88C1L;
    int i, j, k;
    for (i = 0; i < 9; i++)
        l_888[i] = &g_885;
    for (i = 0; i < 6; i++)
        l_977[i] = 0xDA23L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_984[i][j] = 0UL;
    }
    for (i = 0; i < 4; i++)
        l_1225[i] = &l_387;
    for (g_2 = 0; (g_2 < (-29)); g_2 -= 3)
    { /* block id: 3 */
        int8_t l_315 = 0x40L;
        int32_t *l_375 = &g_376[2];
        int16_t *l_385 = &g_108;
        int32_t l_411 = 0xA25CA217L;
        int32_t l_433[8] = {0x58848EEAL,0x58848EEAL,(-9L),0x58848EEAL,0x58848EEAL,(-9L),0x58848EEAL,0xEC666F82L};
        uint32_t l_458 = 0x7B1F6353L;
        struct S2 *l_679 = &g_680;
        struct S1 l_698 = {1661,0xFBD99D0C57E5D155LL,0x33053149L,0xD79AL};
        int32_t *l_703[7][3][4] = {{{(void*)0,&l_457[8],&l_433[4],&l_457[8]},{&g_569[3],&l_433[2],&l_433[3],&l_457[8]},{&g_376[0],&g_376[0],&l_433[3],(void*)0}},{{(void*)0,&l_433[3],&l_457[8],&g_300},{(void*)0,(void*)0,&l_433[3],&l_457[8]},{&g_376[0],&g_300,&l_433[3],&g_300}},{{&g_569[3],&g_569[2],&l_433[4],&l_457[8]},{(void*)0,&g_376[2],(void*)0,&l_457[8]},{&l_433[2],&l_433[3],&l_433[3],&g_376[2]}},{{&l_433[4],&g_569[2],&l_433[2],&l_433[2]},{(void*)0,(void*)0,&l_457[2],&l_433[3]},{&l_433[3],&l_457[8],&g_569[2],(void*)0}},{{&g_376[0],&l_457[8],(void*)0,&g_569[2]},{&g_569[4],&l_457[8],&l_457[8],(void*)0},{&l_457[8],&l_457[8],(void*)0,&l_433[3]}},{{&l_457[8],(void*)0,(void*)0,&l_433[2]},{&g_2,&g_569[2],(void*)0,&g_376[2]},{(void*)0,&l_433[3],&g_300,&l_457[8]}},{{&l_433[3],&g_376[2],&g_376[2],&l_457[8]},{&g_300,&g_569[2],&g_300,&g_300},{&g_2,&g_300,&g_569[0],&l_457[8]}}};
        uint8_t *l_716[2];
        const int8_t *l_720 = &l_29.f2;
        const int8_t **l_719 = &l_720;
        const int8_t ***l_718 = &l_719;
        int32_t l_800 = 0xC382DC21L;
        uint64_t *l_819 = (void*)0;
        uint32_t *l_879 = &l_12[2][5][1];
        uint32_t **l_878 = &l_879;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_716[i] = (void*)0;
    }
    if ((*l_455))
    { /* block id: 358 */
        struct S2 ****l_886[6];
        const int32_t *l_890 = &g_891[0][5][5];
        const int32_t **l_889[10] = {&l_890,&l_890,&l_890,&l_890,&l_890,&l_890,&l_890,&l_890,&l_890,&l_890};
        int i;
        for (i = 0; i < 6; i++)
            l_886[i] = &g_884;
        l_888[7] = (g_884 = (l_887 = g_884));
        l_894 = (g_892 = (*g_705));
    }
    else
    { /* block id: 364 */
        int8_t ***l_901 = &g_899;
        const int8_t ***l_903 = &g_848;
        const union U6 l_907 = {0xF5A94A59L};
        uint64_t l_927 = 0UL;
        int32_t l_929 = 0xDD880215L;
        uint32_t *l_940 = &g_195[0][1];
        struct S1 l_970 = {-1319,0x6DBF73DF8DEF1404LL,5L,65529UL};
        uint8_t l_971 = 255UL;
        uint8_t l_1062[9];
        const struct S2 ***l_1063 = (void*)0;
        const uint64_t l_1116 = 5UL;
        int32_t l_1170 = (-1L);
        int8_t l_1173 = 1L;
        int32_t l_1182[5];
        int8_t l_1228 = 0x15L;
        uint32_t *****l_1274[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
        const int32_t l_1285 = 0L;
        struct S2 *l_1309[4][2][2] = {{{(void*)0,&g_395},{(void*)0,(void*)0}},{{&g_395,(void*)0},{(void*)0,&g_395}},{{(void*)0,(void*)0},{&g_395,(void*)0}},{{(void*)0,&g_395},{(void*)0,(void*)0}}};
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_1062[i] = 0UL;
        for (i = 0; i < 5; i++)
            l_1182[i] = 0xEBCDA957L;
        if (((uint16_t)((g_897[1][2][3] , (((0x935AA16BL <= 0x66DF81D3L) & g_680.f1.f1) <= ((g_898[2] = (l_901 = g_898[2])) != (g_577 , (l_903 = l_902))))) ^ ((**g_848) >= 1UL)) << (uint16_t)7))
        { /* block id: 368 */
            int64_t l_917 = 0x797522D813A4C085LL;
            uint64_t **l_957[2][4][3] = {{{&g_322,&g_322,&g_322},{&g_322,(void*)0,&g_322},{&g_322,&g_322,&g_322},{&g_322,&g_322,&g_322}},{{&g_322,&g_322,&g_322},{&g_322,&g_322,&g_322},{&g_322,&g_322,&g_322},{&g_322,&g_322,&g_322}}};
            union U5 l_960 = {0xF2BBL};
            int32_t l_980 = 0xD04AC55EL;
            uint64_t l_996 = 18446744073709551612UL;
            int32_t *l_998 = &g_569[2];
            int32_t l_1138 = 7L;
            int i, j, k;
            for (l_756 = 0; (l_756 >= 7); l_756 += 8)
            { /* block id: 371 */
                uint64_t l_915 = 18446744073709551615UL;
                int32_t **l_997[2][2][8] = {{{&l_944,&l_455,&l_455,&l_944,(void*)0,&l_944,&l_455,&l_455},{&l_944,&l_455,&g_142,&l_944,(void*)0,&l_455,&l_455,(void*)0}},{{&l_944,(void*)0,(void*)0,&l_944,&l_944,&l_455,&l_455,&l_944},{&l_455,&l_944,&g_142,&l_455,&g_142,&l_944,&l_455,(void*)0}}};
                int64_t *l_1018 = &g_683;
                int64_t *l_1019 = &l_823[4][4];
                uint32_t l_1021 = 1UL;
                struct S1 l_1044 = {325,5UL,0x23DC12E1L,8UL};
                uint64_t *l_1074[7][9] = {{&l_996,&l_927,(void*)0,&l_996,(void*)0,(void*)0,&l_996,(void*)0,&l_927},{&l_996,&l_927,(void*)0,&l_996,(void*)0,(void*)0,&l_996,(void*)0,&l_927},{&l_996,&l_927,&g_70[4][1][4],(void*)0,&l_996,&l_996,(void*)0,&g_70[4][1][4],&l_927},{(void*)0,&l_927,&g_70[4][1][4],(void*)0,&l_996,&l_996,(void*)0,&g_70[4][1][4],&l_927},{(void*)0,&l_927,&g_70[4][1][4],(void*)0,&l_996,&l_996,(void*)0,&g_70[4][1][4],&l_927},{(void*)0,&l_927,&g_70[4][1][4],(void*)0,&l_996,&l_996,(void*)0,&g_70[4][1][4],&l_927},{(void*)0,&l_927,&g_70[4][1][4],(void*)0,&l_996,&l_996,(void*)0,&g_70[4][1][4],&l_927}};
                uint64_t l_1087 = 18446744073709551615UL;
                int i, j, k;
            }
            for (l_485 = (-22); (l_485 <= 48); ++l_485)
            { /* block id: 476 */
                int16_t *l_1107[7] = {&l_661,(void*)0,(void*)0,&l_661,(void*)0,(void*)0,&l_661};
                int16_t **l_1106[3][9] = {{&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1]},{&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1]},{&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1],&l_1107[1]}};
                int32_t l_1117[5][1];
                struct S2 ****l_1122 = &l_888[0];
                uint8_t *l_1123[7][6][6] = {{{&l_485,&l_485,&l_485,&l_1062[5],(void*)0,&g_733},{(void*)0,&l_1062[5],&l_1062[3],&l_1062[3],&l_1062[5],(void*)0},{&l_1062[3],&l_1062[5],(void*)0,&g_61,(void*)0,&l_485},{&l_485,&l_485,&l_485,&l_485,&l_485,&l_1062[5]},{&l_485,&l_1062[3],&l_485,&g_61,&g_733,&g_733},{&l_1062[3],(void*)0,(void*)0,&l_1062[3],&l_485,&g_733}},{{(void*)0,&g_733,&l_485,&l_1062[5],&g_61,&l_1062[5]},{&l_485,&l_1062[7],&l_485,&g_733,&g_61,&l_485},{&l_485,&g_733,(void*)0,&l_485,&l_485,(void*)0},{(void*)0,(void*)0,&l_1062[3],&l_485,&g_733,&g_733},{&l_485,&l_1062[3],&l_485,&g_733,&l_485,&l_1062[3]},{&l_485,&l_485,&l_485,&l_1062[5],(void*)0,&g_733}},{{(void*)0,&l_1062[5],&l_1062[3],&l_1062[3],&l_1062[5],(void*)0},{&l_1062[3],&l_1062[5],(void*)0,&g_61,(void*)0,&l_485},{&l_485,&l_485,&l_485,&l_485,&l_485,&l_1062[5]},{&l_485,&l_1062[3],&l_485,&g_61,&g_733,&g_733},{&l_1062[3],(void*)0,(void*)0,&l_1062[3],&l_485,&g_733},{(void*)0,&g_733,&l_485,&l_1062[5],&g_61,&l_1062[5]}},{{&l_485,&l_1062[7],&l_485,&g_733,&g_61,&l_485},{&l_1062[7],&l_485,&l_485,&l_1062[5],&l_1062[5],&l_485},{&g_733,&g_733,(void*)0,&l_1062[5],&l_485,&l_485},{&l_1062[7],(void*)0,(void*)0,&l_485,(void*)0,(void*)0},{&l_1062[5],&l_1062[7],(void*)0,&l_1062[3],&g_733,&l_485},{&l_485,&l_1062[3],(void*)0,(void*)0,&l_1062[3],&l_485}},{{(void*)0,&l_1062[3],&l_485,&g_733,&g_733,(void*)0},{(void*)0,&l_1062[7],&l_1062[5],&l_1062[7],(void*)0,&l_1062[3]},{(void*)0,(void*)0,&l_1062[7],&g_733,&l_485,&l_485},{(void*)0,&g_733,&g_733,(void*)0,&l_1062[5],&l_485},{&l_485,&l_485,&l_1062[7],&l_1062[3],&g_733,&l_1062[3]},{&l_1062[5],&g_61,&l_1062[5],&l_485,&g_733,(void*)0}},{{&l_1062[7],&l_485,&l_485,&l_1062[5],&l_1062[5],&l_485},{&g_733,&g_733,(void*)0,&l_1062[5],&l_485,&l_485},{&l_1062[7],(void*)0,(void*)0,&l_485,(void*)0,(void*)0},{&l_1062[5],&l_1062[7],(void*)0,&l_1062[3],&g_733,&l_485},{&l_485,&l_1062[3],(void*)0,(void*)0,&l_1062[3],&l_485},{(void*)0,&l_1062[3],&l_485,&g_733,&g_733,(void*)0}},{{(void*)0,&l_1062[7],&l_1062[5],&l_1062[7],(void*)0,&l_1062[3]},{(void*)0,(void*)0,&l_1062[7],&g_733,&l_485,&l_485},{(void*)0,&g_733,&g_733,(void*)0,&l_1062[5],&l_485},{&l_485,&l_485,&l_1062[7],&l_1062[3],&g_733,&l_1062[3]},{&l_1062[5],&g_61,&l_1062[5],&l_485,&g_733,(void*)0},{&l_1062[7],&l_485,&l_485,&l_1062[5],&l_1062[5],&l_485}}};
                const int32_t l_1124 = 1L;
                int64_t l_1143 = 0xFB4F97585F5C3044LL;
                int8_t l_1154 = 5L;
                int i, j, k;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_1117[i][j] = (-1L);
                }
                for (g_395.f1.f3 = 0; (g_395.f1.f3 <= 0); g_395.f1.f3 += 1)
                { /* block id: 479 */
                    uint64_t ***l_1095 = &g_567[2][1];
                    uint64_t ****l_1094 = &l_1095;
                    int32_t l_1100 = (-2L);
                    for (g_871.f1.f3 = 0; (g_871.f1.f3 <= 0); g_871.f1.f3 += 1)
                    { /* block id: 482 */
                        int i, j;
                        (*l_944) &= ((((g_1090 != (g_83[(g_871.f1.f3 + 1)][(g_871.f1.f3 + 7)] , l_1094)) != 0xE2FFL) > (((int32_t)((uint32_t)((void*)0 != &l_929) + (uint32_t)(**g_550)) / (int32_t)l_970.f0) , (l_1100 ^ g_83[(g_871.f1.f3 + 1)][(g_871.f1.f3 + 7)]))) == l_1100);
                        (*l_455) = ((int8_t)(g_658[(g_871.f1.f3 + 1)][g_395.f1.f3] == (void*)0) << (int8_t)0);
                        (*g_1103) = &l_980;
                        if ((*g_274))
                            continue;
                    }
                }
                l_1117[4][0] &= (((*l_455) = (-10L)) > ((**g_705) >= (((uint16_t)(&g_108 != (l_1108 = &g_108)) - (uint16_t)(((uint16_t)(((***l_901) = (g_1113 , 0x31L)) || (((0x31B921A4L != ((*l_998) < ((int8_t)(-4L) + (int8_t)(*l_998)))) , g_300) <= (*l_894))) * (uint16_t)g_1113.f2) & (*l_998))) || l_1116)));
                if (((((((0x94074D78L >= ((**g_705) ^ ((*g_551) = ((int16_t)(g_1127 = (((uint8_t)(&g_884 == l_1122) >> (uint8_t)7) > ((l_1117[4][0] ^= g_151) == (((((l_1124 && ((int8_t)(**g_899) << (int8_t)(3L <= ((l_929 , (*l_894)) <= l_907.f4)))) || 4UL) , 0xFBL) ^ (**g_899)) , l_1124)))) - (int16_t)g_683)))) , (**g_708)) ^ 0x5AL) || (**g_320)) <= g_61) , (*l_944)))
                { /* block id: 496 */
                    int32_t *l_1128 = (void*)0;
                    int32_t *l_1129 = &l_929;
                    int32_t *l_1130 = (void*)0;
                    int32_t *l_1134 = &g_569[5];
                    int32_t *l_1135 = (void*)0;
                    int32_t *l_1136 = (void*)0;
                    int32_t *l_1137 = &l_1117[4][0];
                    int32_t *l_1139 = &l_457[0];
                    int32_t *l_1140 = &g_731;
                    int32_t *l_1141 = &l_457[8];
                    int32_t *l_1142[4] = {&g_376[0],&g_376[0],&g_376[0],&g_376[0]};
                    uint64_t l_1144 = 18446744073709551610UL;
                    int i;
                    ++g_1131[4];
                    l_1144--;
                }
                else
                { /* block id: 499 */
                    struct S0 **l_1147 = (void*)0;
                    struct S0 **l_1148 = (void*)0;
                    struct S0 *l_1150 = &g_1151;
                    struct S0 **l_1149 = &l_1150;
                    (*l_1149) = (void*)0;
                }
                for (g_1151.f7 = 0; (g_1151.f7 > (-19)); g_1151.f7--)
                { /* block id: 504 */
                    for (l_970.f3 = 0; (l_970.f3 <= 0); l_970.f3 += 1)
                    { /* block id: 507 */
                        (*g_142) = (l_1154 ^ ((*l_998) = 0xED5EA160B8E9FAA3LL));
                        (*g_142) |= (*l_998);
                    }
                }
            }
            for (g_680.f2 = 0; (g_680.f2 <= 8); g_680.f2 += 1)
            { /* block id: 516 */
                uint8_t l_1176 = 0xF0L;
                for (g_300 = 1; (g_300 >= 0); g_300 -= 1)
                { /* block id: 519 */
                    int64_t *l_1174 = &g_221;
                    int32_t l_1175 = 7L;
                    int64_t l_1198[6][7][2] = {{{1L,(-1L)},{0x4AD3E1366A4CF73ELL,1L},{0L,0x510360F5DC6D2969LL},{0L,1L},{0x4AD3E1366A4CF73ELL,(-1L)},{1L,0x45AE31C5B948C26FLL},{0x957AE947FD472B06LL,(-9L)}},{{0xC07D30BC29CC8E8DLL,(-4L)},{(-4L),0x4AD3E1366A4CF73ELL},{7L,0x4AD3E1366A4CF73ELL},{(-4L),(-4L)},{0xC07D30BC29CC8E8DLL,(-9L)},{0x957AE947FD472B06LL,0x45AE31C5B948C26FLL},{1L,(-1L)}},{{0x4AD3E1366A4CF73ELL,1L},{0L,0x510360F5DC6D2969LL},{0L,1L},{0x4AD3E1366A4CF73ELL,(-1L)},{1L,0x45AE31C5B948C26FLL},{0x957AE947FD472B06LL,(-9L)},{0xC07D30BC29CC8E8DLL,(-4L)}},{{(-4L),0x4AD3E1366A4CF73ELL},{7L,0x4AD3E1366A4CF73ELL},{(-4L),(-4L)},{(-9L),(-1L)},{0L,0x4AD3E1366A4CF73ELL},{0xC07D30BC29CC8E8DLL,(-1L)},{7L,0xC07D30BC29CC8E8DLL}},{{0x45AE31C5B948C26FLL,1L},{0x45AE31C5B948C26FLL,0xC07D30BC29CC8E8DLL},{7L,(-1L)},{0xC07D30BC29CC8E8DLL,0x4AD3E1366A4CF73ELL},{0L,(-1L)},{(-9L),0x510360F5DC6D2969LL},{0x510360F5DC6D2969LL,7L}},{{(-4L),7L},{0x510360F5DC6D2969LL,0x510360F5DC6D2969LL},{(-9L),(-1L)},{0L,0x4AD3E1366A4CF73ELL},{0xC07D30BC29CC8E8DLL,(-1L)},{7L,0xC07D30BC29CC8E8DLL},{0x45AE31C5B948C26FLL,1L}}};
                    int i, j, k;
                    if ((((((((0x1B4343B4L && (l_1175 ^= ((uint32_t)((((int16_t)l_457[g_680.f2] * (int16_t)(((uint16_t)(((int16_t)((-7L) <= ((int16_t)(0xFD8C5FDFL | ((**l_547)--)) << (int16_t)9)) / (int16_t)((*l_1108) ^= ((uint32_t)1UL + (uint32_t)(**g_451)))) & (0xD784L && ((~l_1170) == (((*l_1174) &= ((((uint8_t)(0UL <= 0x6A04L) / (uint8_t)l_1173) , 0UL) > (*l_998))) , (-7L))))) / (uint16_t)(-4L)) , (*g_659))) && 255UL) >= 1L) % (uint32_t)(*g_551)))) < 0x120C757EL) != 0L) ^ 0xE6C33E398B36169DLL) != l_1176) & g_897[1][2][3].f1.f1) < (*g_142)))
                    { /* block id: 524 */
                        volatile union U3 *l_1178 = &g_1076;
                        volatile union U3 **l_1177 = &l_1178;
                        int i;
                        g_376[g_300] |= ((void*)0 == &g_138[6]);
                        (*l_1177) = &g_1076;
                    }
                    else
                    { /* block id: 527 */
                        int i;
                        l_457[g_680.f2] &= (8UL < (((g_897[1][2][3].f2 < (-3L)) != (-(int8_t)((uint32_t)l_1182[4] - (uint32_t)(((((uint8_t)(((int16_t)((*l_1108) = ((+((l_940 == (*g_880)) >= 0L)) < (g_577.f1 != (((void*)0 != &g_551) || g_140.f0)))) - (int16_t)0xB8BCL) ^ (*l_998)) << (uint8_t)5) , 1L) == 1UL) , (**g_550))))) && 0x55L));
                        return g_70[2][3][0];
                    }
                    for (l_756 = 6; (l_756 >= 0); l_756 -= 1)
                    { /* block id: 534 */
                        const struct S2 ***l_1202 = &g_1199;
                        int i, j, k;
                        l_457[g_300] = 1L;
                        (*g_142) = (((int32_t)(g_1190 , l_1176) / (int32_t)((int32_t)((((g_837 != g_1151.f7) && 1UL) >= (((*l_1202) = (g_298[0] , (((uint16_t)((int8_t)(g_298[g_300] ^= 1L) * (int8_t)(((l_457[g_680.f2] |= l_1197) || (((l_1198[1][0][1] < l_971) , g_83[1][5]) & l_1176)) < (*l_998))) >> (uint16_t)(*l_998)) , g_1199))) != (*g_884))) < (*l_455)) - (int32_t)l_1176)) || l_970.f1);
                    }
                }
                for (g_1029.f1.f3 = 0; (g_1029.f1.f3 <= 8); g_1029.f1.f3 += 1)
                { /* block id: 544 */
                    uint32_t l_1203 = 4294967290UL;
                    for (l_1138 = 0; (l_1138 <= 2); l_1138 += 1)
                    { /* block id: 547 */
                        int i;
                        g_376[l_1138] &= l_457[(l_1138 + 5)];
                        if (l_457[l_1138])
                            break;
                        l_1203--;
                        if (l_457[g_680.f2])
                            break;
                    }
                }
            }
        }
        else
        { /* block id: 555 */
            int8_t l_1206 = 0x67L;
            return l_1206;
        }
        (*l_455) = ((*l_944) ^ (g_108 = ((uint64_t)(++l_1209[3]) + (uint64_t)((int32_t)0x890D595CL + (int32_t)((((((int32_t)(l_907.f1 && 4UL) % (int32_t)l_1216) , ((int32_t)((uint32_t)((uint16_t)(((int16_t)((-4L) || (((l_1225[0] != &l_907) , ((***l_901) = ((int64_t)g_1029.f1.f2 + (int64_t)g_376[2]))) | 0x45L)) / (int16_t)0x3BC7L) , (*g_659)) % (uint16_t)l_971) - (uint32_t)l_1228) + (int32_t)(*l_944))) < l_970.f3) > (*l_455)) <= 0x46FD452230A6A5FALL)))));
        (*l_944) ^= ((int16_t)((((((void*)0 != &l_984[1][0]) < ((uint16_t)((((int8_t)(*l_455) + (int8_t)(l_907.f3 | (((int32_t)((g_1029.f1 , (0xD2BAFAEA071FDA50LL ^ (l_1241 , l_970.f3))) >= 0x1E4DBD7FL) / (int32_t)(*g_551)) <= 1L))) >= (-6L)) , l_1173) / (uint16_t)g_606[2].f6)) ^ 0L) & l_970.f1) & 2L) / (int16_t)0x2756L);
        for (g_300 = 0; (g_300 > 3); g_300 += 6)
        { /* block id: 565 */
            int8_t l_1286 = 0x02L;
            uint8_t *l_1287 = &l_1020;
            int32_t l_1290 = 4L;
            int8_t *l_1291 = (void*)0;
            int8_t *l_1292 = &g_450;
            uint16_t *l_1307 = &g_140.f4;
            int64_t *l_1310[1];
            uint32_t l_1311 = 0x82AC2239L;
            int32_t *l_1313[3];
            int i;
            for (i = 0; i < 1; i++)
                l_1310[i] = &g_221;
            for (i = 0; i < 3; i++)
                l_1313[i] = &g_569[1];
        }
    }
    return (*l_894);
}


/* ------------------------------------------ */
/* 
 * reads : g_298 g_317 g_320 g_322 g_70 g_137.f2 g_151 g_221 g_83 g_357 g_140.f2 g_124 g_152
 * writes: g_151 g_142 g_322 g_124 g_300 g_298
 */
static int32_t  func_5(int8_t  p_6, union U6  p_7, const uint32_t  p_8, int32_t  p_9)
{ /* block id: 89 */
    int32_t *l_319 = (void*)0;
    int32_t l_345[5][3];
    int32_t l_348[5];
    const uint8_t *l_352 = &g_61;
    union U5 l_373 = {1L};
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
            l_345[i][j] = (-1L);
    }
    for (i = 0; i < 5; i++)
        l_348[i] = 0L;
    for (p_7.f4 = 0; (p_7.f4 <= 1); p_7.f4 += 1)
    { /* block id: 92 */
        uint64_t *l_323 = &g_70[4][1][4];
        int32_t l_346 = 8L;
        int32_t l_347[2];
        int32_t *l_353 = &l_347[1];
        uint8_t l_354 = 0xACL;
        int i;
        for (i = 0; i < 2; i++)
            l_347[i] = (-10L);
        if (g_298[p_7.f4])
        { /* block id: 93 */
            int32_t *l_318 = (void*)0;
            uint64_t **l_321[5];
            int8_t *l_337 = &g_124;
            uint8_t l_342 = 0x4EL;
            int32_t *l_343 = &g_300;
            int32_t *l_344[2][4][5] = {{{&g_151,(void*)0,&g_2,(void*)0,&g_151},{&g_300,&g_151,(void*)0,&g_300,&g_151},{&g_151,(void*)0,(void*)0,&g_151,&g_300},{(void*)0,&g_151,&g_2,&g_151,&g_151}},{{&g_300,&g_151,&g_300,&g_300,&g_151},{&g_151,(void*)0,&g_300,&g_151,&g_300},{&g_151,&g_151,&g_2,&g_151,(void*)0},{&g_300,(void*)0,&g_300,&g_300,(void*)0}}};
            uint16_t l_349 = 65526UL;
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_321[i] = (void*)0;
            (*g_317) = p_8;
            (*g_320) = (l_319 = l_318);
            (*l_343) = (((l_323 = (g_322 = &g_70[3][0][4])) == &g_70[4][1][4]) || ((int64_t)((int16_t)(!(*g_322)) - (int16_t)(((int64_t)((int8_t)(((((uint64_t)(p_6 == ((int16_t)((g_137.f2 >= g_70[4][1][4]) && ((*l_337) = (-10L))) << (int16_t)(((uint8_t)g_151 << (uint8_t)3) , ((int32_t)g_221 % (int32_t)p_7.f2)))) - (uint64_t)l_342) == p_8) < p_7.f2) != g_298[p_7.f4]) << (int8_t)p_6) - (int64_t)1L) >= g_83[1][1])) / (int64_t)18446744073709551608UL));
            --l_349;
        }
        else
        { /* block id: 102 */
            return p_6;
        }
        (*l_353) = ((void*)0 == l_352);
        for (l_346 = 8; (l_346 >= 3); l_346 -= 1)
        { /* block id: 108 */
            (*l_353) = l_354;
        }
        for (g_151 = 7; (g_151 >= 3); g_151 -= 1)
        { /* block id: 113 */
            uint32_t l_370 = 4294967287UL;
            int32_t l_374[6] = {0x8655CE3AL,0x8655CE3AL,0x8655CE3AL,0x8655CE3AL,0x8655CE3AL,0x8655CE3AL};
            int i;
            (*l_353) ^= ((int16_t)(g_357 , (((int16_t)((void*)0 != &g_108) >> (int16_t)14) , ((int8_t)(g_298[0] = ((uint8_t)p_8 >> (uint8_t)0)) + (int8_t)((int16_t)g_70[0][3][2] * (int16_t)p_6)))) >> (int16_t)(((uint8_t)((uint8_t)l_370 >> (uint8_t)((uint8_t)g_151 + (uint8_t)(l_374[2] = ((l_373 , 0xF6C8B6C8E8B94E4CLL) ^ g_140.f2)))) + (uint8_t)0x0BL) || g_124));
            return p_6;
        }
    }
    return (*g_152);
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_61 g_70 g_83 g_124 g_136 g_137 g_138 g_140 g_141 g_152 g_151 g_142 g_108 g_140.f3 g_274 g_295 g_298 g_300 g_150 g_140.f4 g_230 g_140.f2
 * writes: g_61 g_70 g_83 g_108 g_124 g_142 g_151 g_221 g_300
 */
static uint64_t  func_21(uint8_t  p_22, uint32_t  p_23, union U5  p_24, int32_t  p_25, uint32_t  p_26)
{ /* block id: 4 */
    int32_t l_30 = 0L;
    int32_t l_33 = 0xEE3E4F6FL;
    struct S1 l_44[10] = {{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L},{869,0x56E2E31B5465392FLL,0x38A83A56L,0xF6D7L}};
    union U6 *l_296[9];
    union U6 l_297 = {8UL};
    int32_t *l_299 = &g_300;
    int64_t *l_310 = &g_221;
    uint8_t *l_313 = (void*)0;
    union U5 l_314 = {0L};
    int i;
    for (i = 0; i < 9; i++)
        l_296[i] = (void*)0;
    (*l_299) |= ((l_30 >= ((l_33 = 0UL) | (!(l_30 > ((int16_t)l_30 * (int16_t)((int8_t)(((l_297 = func_39(l_44[0], g_2, p_24.f2, p_25)) , 65535UL) == l_44[0].f2) + (int8_t)p_26)))))) , g_298[0]);
    (*l_299) = ((*g_230) = ((int16_t)(!(((int64_t)((uint16_t)(((int64_t)(*l_299) % (int64_t)(((((*l_310) = 0x1B4FA777E85B639FLL) > (((((l_299 == (g_140 , (g_137.f2 , g_150[3][0][2]))) | ((((((8L || (3L == (l_33 |= ((uint64_t)(*l_299) / (uint64_t)(-1L))))) >= 1UL) <= 18446744073709551615UL) , g_70[4][1][4]) , l_314) , g_140.f4)) > 0L) & g_151) ^ (*l_299))) , 0x6AA4E5B7L) , g_137.f1.f0)) & 0xC9C791ECL) - (uint16_t)p_24.f2) - (int64_t)0L) >= p_22)) * (int16_t)0x8A60L));
    return g_140.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_61 g_70 g_83 g_124 g_136 g_137 g_138 g_140 g_141 g_152 g_151 g_142 g_108 g_140.f3 g_274 g_295
 * writes: g_61 g_70 g_83 g_108 g_124 g_142 g_151 g_221
 */
static union U6  func_39(struct S1  p_40, const int8_t  p_41, const int16_t  p_42, int8_t  p_43)
{ /* block id: 6 */
    int32_t l_57 = 9L;
    uint8_t *l_60 = &g_61;
    int32_t l_66 = (-10L);
    uint8_t *l_67 = (void*)0;
    int32_t l_68 = 0x41E22699L;
    uint64_t *l_69 = &g_70[4][1][4];
    struct S1 l_106 = {1120,0xCCA842DFAD406D4ELL,0x3E5EB5CEL,65532UL};
    uint8_t l_113 = 2UL;
    uint32_t *l_127 = &g_83[2][2];
    uint32_t **l_126 = &l_127;
    int32_t l_161 = 2L;
    union U5 l_228 = {1L};
    union U6 l_271 = {18446744073709551606UL};
    int32_t *l_293 = (void*)0;
    int32_t *l_294 = (void*)0;
    if ((((int16_t)((uint8_t)((uint16_t)((int16_t)((int8_t)((uint64_t)((p_41 , p_40.f1) | (-1L)) + (uint64_t)(l_57 & ((*l_69) = ((int16_t)(((l_68 |= (((((*l_60) = 253UL) ^ 255UL) | ((((uint64_t)((uint64_t)g_2 - (uint64_t)p_43) / (uint64_t)(g_2 , l_66)) > l_66) , g_2)) & p_42)) ^ l_66) || g_61) - (int16_t)65532UL)))) / (int8_t)g_2) << (int16_t)p_41) - (uint16_t)p_40.f3) << (uint8_t)2) - (int16_t)l_66) == p_42))
    { /* block id: 10 */
        uint8_t l_125[5];
        int16_t *l_139 = &g_108;
        int8_t *l_148 = &g_140.f2;
        int32_t l_153[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
        uint32_t l_256 = 0x0FE09707L;
        int i;
        for (i = 0; i < 5; i++)
            l_125[i] = 0x5CL;
        if ((~((-(int16_t)g_2) == g_2)))
        { /* block id: 11 */
            p_40.f0 = ((int16_t)(+(-(int32_t)(g_2 | g_70[4][1][4]))) << (int16_t)9);
        }
        else
        { /* block id: 13 */
            int16_t *l_107 = &g_108;
            int32_t l_109 = 1L;
            int32_t *l_110 = &l_68;
            uint32_t l_162 = 0x6F86D8BFL;
            int32_t l_244 = 0L;
            uint64_t l_245 = 0xA6BD1659E81E94F0LL;
            int32_t l_268 = 0xAAD057FEL;
            if (((*l_110) &= ((int8_t)g_61 * (int8_t)((uint16_t)((uint8_t)(g_83[3][0]++) - (uint8_t)((int8_t)(-1L) >> (int8_t)3)) / (uint16_t)((uint16_t)1UL >> (uint16_t)((uint16_t)((uint8_t)((uint16_t)(((int8_t)(((uint16_t)(((uint16_t)((uint8_t)((65535UL && (((uint32_t)g_2 / (uint32_t)1L) <= ((l_106 , ((*l_107) = g_2)) & (&g_70[0][3][1] == l_69)))) >= g_70[4][1][4]) % (uint8_t)p_43) << (uint16_t)l_109) , p_43) >> (uint16_t)7) != p_40.f3) % (int8_t)g_2) <= g_70[1][0][2]) - (uint16_t)0x484BL) % (uint8_t)l_109) + (uint16_t)p_40.f0))))))
            { /* block id: 17 */
                uint32_t *l_116[4][6] = {{&g_83[3][0],&g_83[3][1],&g_83[3][1],&g_83[3][0],&g_83[3][0],(void*)0},{&g_83[8][0],(void*)0,&g_83[6][1],&g_83[3][0],&g_83[3][0],&g_83[3][0]},{&g_83[3][0],(void*)0,&g_83[3][0],&g_83[6][2],&g_83[3][0],&g_83[5][1]},{&g_83[6][1],(void*)0,&g_83[8][0],&g_83[3][0],&g_83[3][0],&g_83[8][0]}};
                int32_t l_117 = 0x2092B285L;
                uint64_t l_122 = 7UL;
                int8_t *l_123 = &g_124;
                int32_t **l_219 = &g_142;
                int i, j;
                if ((((int8_t)l_113 >> (int8_t)5) , (l_125[2] = ((uint64_t)((g_83[8][8]++) >= (*l_110)) % (uint64_t)((int8_t)((*l_123) |= l_122) >> (int8_t)3)))))
                { /* block id: 21 */
                    uint32_t ***l_128 = &l_126;
                    (*l_128) = l_126;
                    if ((!((*l_110) = ((((g_70[1][0][1] != ((p_40.f2 <= ((int16_t)0x895EL * (int16_t)0x458FL)) != (((((g_61 ^ (((uint16_t)(g_136 , ((l_117 , (g_137 , g_138[6])) , 0x828DL)) << (uint16_t)14) >= l_125[2])) , 0UL) | p_40.f0) >= g_70[4][3][3]) || l_122))) , &g_108) != l_139) <= 0xA9EDL))))
                    { /* block id: 24 */
                        return g_140;
                    }
                    else
                    { /* block id: 26 */
                        (*g_141) = (g_137.f1 , &g_2);
                        return g_140;
                    }
                }
                else
                { /* block id: 30 */
                    const int32_t *l_143 = (void*)0;
                    int8_t **l_149 = &l_148;
                    int32_t l_160 = 0xB7B902C6L;
                    if ((((((void*)0 != l_143) <= p_40.f1) , g_138[0]) , (((*l_123) = p_40.f2) || (((uint8_t)((uint8_t)((l_125[4] , (((*l_110) = (l_122 , (&p_41 == ((*l_149) = l_148)))) , 0L)) ^ p_43) << (uint8_t)p_40.f1) << (uint8_t)2) & l_113))))
                    { /* block id: 34 */
                        (*g_152) |= (*l_110);
                        p_40.f0 &= 0x690D562EL;
                        (*l_110) = l_125[2];
                    }
                    else
                    { /* block id: 38 */
                        int32_t *l_154 = &l_153[4];
                        int32_t *l_155 = &g_151;
                        int32_t *l_156 = (void*)0;
                        int32_t *l_157 = (void*)0;
                        int32_t *l_158 = &g_151;
                        int32_t *l_159[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        uint16_t *l_190 = &g_140.f4;
                        uint32_t ***l_191 = &l_126;
                        uint32_t ***l_192 = (void*)0;
                        uint32_t **l_194 = &l_116[3][1];
                        uint32_t ***l_193 = &l_194;
                        int i;
                        --l_162;
                    }
                }
                for (l_122 = 0; (l_122 != 54); ++l_122)
                { /* block id: 49 */
                    uint32_t *l_199 = &g_140.f0;
                    int64_t *l_220 = &g_221;
                    int32_t **l_224 = &l_110;
                    int32_t *l_229 = &l_109;
                }
                (*l_110) = ((uint16_t)p_41 << (uint16_t)13);
            }
            else
            { /* block id: 60 */
                int32_t **l_233 = &g_142;
                union U5 l_240 = {1L};
                int64_t *l_250 = &g_221;
                (*l_233) = (*g_141);
                if ((((int8_t)((uint64_t)(((((((int32_t)(((l_240 , (((uint64_t)(((!p_43) | ((l_125[2] || (((l_153[7] = 0x48L) > l_244) & ((*l_110) & l_245))) , (((uint16_t)(((uint64_t)p_40.f2 - (uint64_t)((*l_250) = p_40.f2)) < (*g_142)) * (uint16_t)1UL) < p_40.f0))) && p_41) + (uint64_t)(*l_110)) > p_40.f1)) != (*l_110)) && 0x530DL) + (int32_t)0xAEF8DA9AL) < g_61) & g_108) , (void*)0) != (void*)0) , g_137.f1.f3) / (uint64_t)p_40.f0) + (int8_t)0x5BL) > l_106.f1))
                { /* block id: 64 */
                    int32_t *l_251 = (void*)0;
                    int32_t *l_252 = &l_153[7];
                    int32_t *l_253 = &l_161;
                    int32_t *l_254 = &l_68;
                    int32_t *l_255 = &g_151;
                    --l_256;
                }
                else
                { /* block id: 66 */
                    (*l_233) = (void*)0;
                }
            }
            g_151 &= (((uint8_t)((int8_t)g_137.f1.f1 % (int8_t)(*l_110)) * (uint8_t)(((int8_t)1L >> (int8_t)1) || (-(int16_t)(l_268 != l_125[2])))) & (g_140.f3 > ((uint8_t)p_43 + (uint8_t)(p_40.f1 > (l_271 , 0x7EC6L)))));
        }
    }
    else
    { /* block id: 72 */
        int32_t *l_272 = (void*)0;
        int32_t *l_273 = &l_161;
        struct S1 l_291 = {1408,0UL,0L,0x9FFDL};
        p_40.f0 = (*g_142);
        (*g_274) = ((*l_273) &= (p_40.f0 |= l_228.f0));
        l_106.f0 = ((int8_t)((int16_t)(((int16_t)((l_271.f2 ^ 0x6DF7017AL) | ((uint8_t)p_42 - (uint8_t)(p_40.f2 , ((int64_t)((uint32_t)((int8_t)((int16_t)((l_291 , g_137.f1.f1) <= ((*l_273) = 0L)) * (int16_t)(((l_271.f0 <= 0xAAB1AC60L) > (*g_142)) , g_83[2][8])) >> (int8_t)2) + (uint32_t)0x0982D639L) - (int64_t)l_106.f2)))) + (int16_t)p_40.f2) <= l_106.f3) >> (int16_t)7) * (int8_t)l_106.f0);
    }
    (*g_295) &= (((1UL <= p_40.f3) | 0x5DD464BDL) ^ ((1L != 18446744073709551615UL) , (p_40.f1 == p_40.f0)));
    return l_271;
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
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_70[i][j][k], "g_70[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_83[i][j], "g_83[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_108, "g_108", print_hash_value);
    transparent_crc(g_124, "g_124", print_hash_value);
    transparent_crc(g_136.f0, "g_136.f0", print_hash_value);
    transparent_crc(g_136.f1, "g_136.f1", print_hash_value);
    transparent_crc(g_136.f2, "g_136.f2", print_hash_value);
    transparent_crc(g_137.f0, "g_137.f0", print_hash_value);
    transparent_crc(g_137.f1.f0, "g_137.f1.f0", print_hash_value);
    transparent_crc(g_137.f1.f1, "g_137.f1.f1", print_hash_value);
    transparent_crc(g_137.f1.f2, "g_137.f1.f2", print_hash_value);
    transparent_crc(g_137.f1.f3, "g_137.f1.f3", print_hash_value);
    transparent_crc(g_137.f2, "g_137.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_138[i].f0, "g_138[i].f0", print_hash_value);
        transparent_crc(g_138[i].f2, "g_138[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_140.f0, "g_140.f0", print_hash_value);
    transparent_crc(g_140.f1, "g_140.f1", print_hash_value);
    transparent_crc(g_140.f2, "g_140.f2", print_hash_value);
    transparent_crc(g_140.f3, "g_140.f3", print_hash_value);
    transparent_crc(g_140.f4, "g_140.f4", print_hash_value);
    transparent_crc(g_151, "g_151", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_195[i][j], "g_195[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_221, "g_221", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_298[i], "g_298[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_300, "g_300", print_hash_value);
    transparent_crc(g_357.f0, "g_357.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_376[i], "g_376[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_393[i].f0, "g_393[i].f0", print_hash_value);
        transparent_crc(g_393[i].f1, "g_393[i].f1", print_hash_value);
        transparent_crc(g_393[i].f2, "g_393[i].f2", print_hash_value);
        transparent_crc(g_393[i].f3, "g_393[i].f3", print_hash_value);
        transparent_crc(g_393[i].f4, "g_393[i].f4", print_hash_value);
        transparent_crc(g_393[i].f5, "g_393[i].f5", print_hash_value);
        transparent_crc(g_393[i].f6, "g_393[i].f6", print_hash_value);
        transparent_crc(g_393[i].f7, "g_393[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_395.f0, "g_395.f0", print_hash_value);
    transparent_crc(g_395.f1.f0, "g_395.f1.f0", print_hash_value);
    transparent_crc(g_395.f1.f1, "g_395.f1.f1", print_hash_value);
    transparent_crc(g_395.f1.f2, "g_395.f1.f2", print_hash_value);
    transparent_crc(g_395.f1.f3, "g_395.f1.f3", print_hash_value);
    transparent_crc(g_395.f2, "g_395.f2", print_hash_value);
    transparent_crc(g_450, "g_450", print_hash_value);
    transparent_crc(g_453, "g_453", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_537[i].f0, "g_537[i].f0", print_hash_value);
        transparent_crc(g_537[i].f1, "g_537[i].f1", print_hash_value);
        transparent_crc(g_537[i].f2, "g_537[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_568.f0, "g_568.f0", print_hash_value);
    transparent_crc(g_568.f1.f0, "g_568.f1.f0", print_hash_value);
    transparent_crc(g_568.f1.f1, "g_568.f1.f1", print_hash_value);
    transparent_crc(g_568.f1.f2, "g_568.f1.f2", print_hash_value);
    transparent_crc(g_568.f1.f3, "g_568.f1.f3", print_hash_value);
    transparent_crc(g_568.f2, "g_568.f2", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_569[i], "g_569[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_577.f0, "g_577.f0", print_hash_value);
    transparent_crc(g_577.f1, "g_577.f1", print_hash_value);
    transparent_crc(g_577.f2, "g_577.f2", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_606[i].f0, "g_606[i].f0", print_hash_value);
        transparent_crc(g_606[i].f1, "g_606[i].f1", print_hash_value);
        transparent_crc(g_606[i].f2, "g_606[i].f2", print_hash_value);
        transparent_crc(g_606[i].f3, "g_606[i].f3", print_hash_value);
        transparent_crc(g_606[i].f4, "g_606[i].f4", print_hash_value);
        transparent_crc(g_606[i].f5, "g_606[i].f5", print_hash_value);
        transparent_crc(g_606[i].f6, "g_606[i].f6", print_hash_value);
        transparent_crc(g_606[i].f7, "g_606[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_653, "g_653", print_hash_value);
    transparent_crc(g_660, "g_660", print_hash_value);
    transparent_crc(g_672.f0, "g_672.f0", print_hash_value);
    transparent_crc(g_680.f0, "g_680.f0", print_hash_value);
    transparent_crc(g_680.f1.f0, "g_680.f1.f0", print_hash_value);
    transparent_crc(g_680.f1.f1, "g_680.f1.f1", print_hash_value);
    transparent_crc(g_680.f1.f2, "g_680.f1.f2", print_hash_value);
    transparent_crc(g_680.f1.f3, "g_680.f1.f3", print_hash_value);
    transparent_crc(g_680.f2, "g_680.f2", print_hash_value);
    transparent_crc(g_683, "g_683", print_hash_value);
    transparent_crc(g_731, "g_731", print_hash_value);
    transparent_crc(g_733, "g_733", print_hash_value);
    transparent_crc(g_794.f0, "g_794.f0", print_hash_value);
    transparent_crc(g_837, "g_837", print_hash_value);
    transparent_crc(g_845.f0, "g_845.f0", print_hash_value);
    transparent_crc(g_845.f2, "g_845.f2", print_hash_value);
    transparent_crc(g_871.f0, "g_871.f0", print_hash_value);
    transparent_crc(g_871.f1.f0, "g_871.f1.f0", print_hash_value);
    transparent_crc(g_871.f1.f1, "g_871.f1.f1", print_hash_value);
    transparent_crc(g_871.f1.f2, "g_871.f1.f2", print_hash_value);
    transparent_crc(g_871.f1.f3, "g_871.f1.f3", print_hash_value);
    transparent_crc(g_871.f2, "g_871.f2", print_hash_value);
    transparent_crc(g_872.f0, "g_872.f0", print_hash_value);
    transparent_crc(g_872.f1, "g_872.f1", print_hash_value);
    transparent_crc(g_872.f2, "g_872.f2", print_hash_value);
    transparent_crc(g_872.f3, "g_872.f3", print_hash_value);
    transparent_crc(g_872.f4, "g_872.f4", print_hash_value);
    transparent_crc(g_872.f5, "g_872.f5", print_hash_value);
    transparent_crc(g_872.f6, "g_872.f6", print_hash_value);
    transparent_crc(g_872.f7, "g_872.f7", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_882[i][j], "g_882[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_891[i][j][k], "g_891[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_893, "g_893", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_897[i][j][k].f0, "g_897[i][j][k].f0", print_hash_value);
                transparent_crc(g_897[i][j][k].f1.f0, "g_897[i][j][k].f1.f0", print_hash_value);
                transparent_crc(g_897[i][j][k].f1.f1, "g_897[i][j][k].f1.f1", print_hash_value);
                transparent_crc(g_897[i][j][k].f1.f2, "g_897[i][j][k].f1.f2", print_hash_value);
                transparent_crc(g_897[i][j][k].f1.f3, "g_897[i][j][k].f1.f3", print_hash_value);
                transparent_crc(g_897[i][j][k].f2, "g_897[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_906.f0, "g_906.f0", print_hash_value);
    transparent_crc(g_906.f1, "g_906.f1", print_hash_value);
    transparent_crc(g_906.f2, "g_906.f2", print_hash_value);
    transparent_crc(g_912.f0, "g_912.f0", print_hash_value);
    transparent_crc(g_943.f0, "g_943.f0", print_hash_value);
    transparent_crc(g_943.f1, "g_943.f1", print_hash_value);
    transparent_crc(g_943.f2, "g_943.f2", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_995[i].f0, "g_995[i].f0", print_hash_value);
        transparent_crc(g_995[i].f1.f0, "g_995[i].f1.f0", print_hash_value);
        transparent_crc(g_995[i].f1.f1, "g_995[i].f1.f1", print_hash_value);
        transparent_crc(g_995[i].f1.f2, "g_995[i].f1.f2", print_hash_value);
        transparent_crc(g_995[i].f1.f3, "g_995[i].f1.f3", print_hash_value);
        transparent_crc(g_995[i].f2, "g_995[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1029.f0, "g_1029.f0", print_hash_value);
    transparent_crc(g_1029.f1.f0, "g_1029.f1.f0", print_hash_value);
    transparent_crc(g_1029.f1.f1, "g_1029.f1.f1", print_hash_value);
    transparent_crc(g_1029.f1.f2, "g_1029.f1.f2", print_hash_value);
    transparent_crc(g_1029.f1.f3, "g_1029.f1.f3", print_hash_value);
    transparent_crc(g_1029.f2, "g_1029.f2", print_hash_value);
    transparent_crc(g_1076.f0, "g_1076.f0", print_hash_value);
    transparent_crc(g_1086, "g_1086", print_hash_value);
    transparent_crc(g_1113.f0, "g_1113.f0", print_hash_value);
    transparent_crc(g_1113.f2, "g_1113.f2", print_hash_value);
    transparent_crc(g_1127, "g_1127", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1131[i], "g_1131[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1151.f0, "g_1151.f0", print_hash_value);
    transparent_crc(g_1151.f1, "g_1151.f1", print_hash_value);
    transparent_crc(g_1151.f2, "g_1151.f2", print_hash_value);
    transparent_crc(g_1151.f3, "g_1151.f3", print_hash_value);
    transparent_crc(g_1151.f4, "g_1151.f4", print_hash_value);
    transparent_crc(g_1151.f5, "g_1151.f5", print_hash_value);
    transparent_crc(g_1151.f6, "g_1151.f6", print_hash_value);
    transparent_crc(g_1151.f7, "g_1151.f7", print_hash_value);
    transparent_crc(g_1190.f0, "g_1190.f0", print_hash_value);
    transparent_crc(g_1190.f1, "g_1190.f1", print_hash_value);
    transparent_crc(g_1190.f2, "g_1190.f2", print_hash_value);
    transparent_crc(g_1190.f3, "g_1190.f3", print_hash_value);
    transparent_crc(g_1190.f4, "g_1190.f4", print_hash_value);
    transparent_crc(g_1190.f5, "g_1190.f5", print_hash_value);
    transparent_crc(g_1190.f6, "g_1190.f6", print_hash_value);
    transparent_crc(g_1190.f7, "g_1190.f7", print_hash_value);
    transparent_crc(g_1201.f0, "g_1201.f0", print_hash_value);
    transparent_crc(g_1201.f1.f0, "g_1201.f1.f0", print_hash_value);
    transparent_crc(g_1201.f1.f1, "g_1201.f1.f1", print_hash_value);
    transparent_crc(g_1201.f1.f2, "g_1201.f1.f2", print_hash_value);
    transparent_crc(g_1201.f1.f3, "g_1201.f1.f3", print_hash_value);
    transparent_crc(g_1201.f2, "g_1201.f2", print_hash_value);
    transparent_crc(g_1288, "g_1288", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 249
   depth: 1, occurrence: 13
   depth: 2, occurrence: 6
XXX total union variables: 31

XXX non-zero bitfields defined in structs: 3
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 41
breakdown:
   indirect level: 0, occurrence: 26
   indirect level: 1, occurrence: 7
   indirect level: 2, occurrence: 3
   indirect level: 3, occurrence: 4
   indirect level: 4, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 16
XXX times a bitfields struct on LHS: 2
XXX times a bitfields struct on RHS: 38
XXX times a single bitfield on LHS: 8
XXX times a single bitfield on RHS: 32

XXX max expression depth: 31
breakdown:
   depth: 1, occurrence: 81
   depth: 2, occurrence: 24
   depth: 3, occurrence: 5
   depth: 7, occurrence: 1
   depth: 9, occurrence: 1
   depth: 11, occurrence: 2
   depth: 13, occurrence: 1
   depth: 15, occurrence: 1
   depth: 17, occurrence: 2
   depth: 18, occurrence: 2
   depth: 19, occurrence: 2
   depth: 20, occurrence: 1
   depth: 22, occurrence: 2
   depth: 23, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 1
   depth: 28, occurrence: 2
   depth: 31, occurrence: 1

XXX total number of pointers: 251

XXX times a variable address is taken: 704
XXX times a pointer is dereferenced on RHS: 191
breakdown:
   depth: 1, occurrence: 167
   depth: 2, occurrence: 21
   depth: 3, occurrence: 3
XXX times a pointer is dereferenced on LHS: 186
breakdown:
   depth: 1, occurrence: 174
   depth: 2, occurrence: 7
   depth: 3, occurrence: 5
XXX times a pointer is compared with null: 19
XXX times a pointer is compared with address of another variable: 8
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 1938

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 767
   level: 2, occurrence: 60
   level: 3, occurrence: 16
   level: 4, occurrence: 2
   level: 5, occurrence: 3
XXX number of pointers point to pointers: 89
XXX number of pointers point to scalars: 146
XXX number of pointers point to structs: 9
XXX percent of pointers has null in alias set: 31.9
XXX average alias set size: 1.38

XXX times a non-volatile is read: 1035
XXX times a non-volatile is write: 524
XXX times a volatile is read: 113
XXX    times read thru a pointer: 18
XXX times a volatile is write: 25
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 1.04e+03
XXX percentage of non-volatile access: 91.9

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 87
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 14
   depth: 2, occurrence: 15
   depth: 3, occurrence: 11
   depth: 4, occurrence: 13
   depth: 5, occurrence: 23

XXX percentage a fresh-made variable is used: 18.4
XXX percentage an existing variable is used: 81.6
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

