/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 88 --no-safe-math --max-funcs 9
 * Seed:      88
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
   uint32_t  f0;
   volatile uint32_t  f1;
   const int8_t * volatile  f2;
   uint32_t  f3;
};

union U1 {
   volatile int8_t  f0;
   volatile int8_t * f1;
   int8_t  f2;
};

union U2 {
   const volatile int8_t  f0;
   int16_t  f1;
};

union U3 {
   const int8_t * f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_4[10][8] = {{1L,0x95AE649FL,0x95AE649FL,1L,1L,(-6L),1L,1L},{0x95AE649FL,1L,0x95AE649FL,0x5A97963BL,0xD38DC533L,0xD38DC533L,0x5A97963BL,0x95AE649FL},{1L,1L,0xD38DC533L,(-6L),0x3FF14EB4L,(-6L),0xD38DC533L,1L},{1L,0x95AE649FL,0x5A97963BL,0xD38DC533L,0xD38DC533L,0x5A97963BL,0x95AE649FL,1L},{0x95AE649FL,1L,1L,(-6L),1L,1L,0x95AE649FL,0x95AE649FL},{1L,(-6L),0x5A97963BL,0x5A97963BL,(-6L),1L,1L,0x95AE649FL},{0x5A97963BL,0x95AE649FL,1L,0x95AE649FL,0x5A97963BL,0xD38DC533L,0xD38DC533L,0x5A97963BL},{0x95AE649FL,(-6L),(-6L),0x95AE649FL,0x3FF14EB4L,0x5A97963BL,0x3FF14EB4L,0x95AE649FL},{(-6L),0x3FF14EB4L,(-6L),0xD38DC533L,1L,1L,0xD38DC533L,(-6L)},{0x3FF14EB4L,0x3FF14EB4L,1L,0x5A97963BL,1L,0x5A97963BL,1L,0x3FF14EB4L}};
static uint32_t g_41 = 0xF402BE2FL;
static union U2 g_43 = {7L};/* VOLATILE GLOBAL g_43 */
static int32_t g_45[7][6] = {{(-2L),0xC53A21B7L,0x1CD43A1EL,0x932DA3BBL,0x932DA3BBL,0x1CD43A1EL},{0x932DA3BBL,0x932DA3BBL,0x1CD43A1EL,0xC53A21B7L,(-2L),(-2L)},{0x932DA3BBL,0xC53A21B7L,0xC53A21B7L,0x932DA3BBL,(-2L),0x1CD43A1EL},{(-2L),0x932DA3BBL,0xC53A21B7L,0xC53A21B7L,0x932DA3BBL,(-2L)},{(-2L),0xC53A21B7L,0x1CD43A1EL,0x932DA3BBL,0x932DA3BBL,0x1CD43A1EL},{0x932DA3BBL,0x932DA3BBL,0x1CD43A1EL,0xC53A21B7L,(-2L),(-2L)},{0x932DA3BBL,0xC53A21B7L,0xC53A21B7L,0x932DA3BBL,(-2L),0x1CD43A1EL}};
static volatile union U1 g_68 = {0xB8L};/* VOLATILE GLOBAL g_68 */
static uint16_t g_77 = 0UL;
static int8_t g_79 = (-1L);
static uint8_t g_81 = 0x17L;
static union U2 *g_87 = (void*)0;
static union U2 g_89 = {0x46L};/* VOLATILE GLOBAL g_89 */
static const union U2 g_95 = {1L};/* VOLATILE GLOBAL g_95 */
static int32_t g_101 = (-8L);
static union U1 g_103 = {0xC4L};/* VOLATILE GLOBAL g_103 */
static volatile union U1 g_132 = {0xF1L};/* VOLATILE GLOBAL g_132 */
static volatile union U1 g_133 = {0x14L};/* VOLATILE GLOBAL g_133 */
static union U2 g_152 = {-4L};/* VOLATILE GLOBAL g_152 */
static int32_t g_181 = 0x1057C5A9L;
static const union U3 g_244 = {0};
static volatile int16_t g_284[2] = {0xEC72L,0xEC72L};
static volatile int16_t *g_283 = &g_284[0];
static volatile int16_t **g_282 = &g_283;
static int16_t *g_286[4][8][6] = {{{&g_89.f1,&g_43.f1,&g_43.f1,&g_43.f1,(void*)0,&g_89.f1},{&g_89.f1,&g_43.f1,&g_89.f1,&g_43.f1,(void*)0,&g_43.f1},{&g_43.f1,&g_89.f1,&g_89.f1,(void*)0,&g_43.f1,&g_89.f1},{&g_89.f1,&g_89.f1,&g_43.f1,(void*)0,&g_43.f1,(void*)0},{(void*)0,&g_43.f1,(void*)0,&g_89.f1,&g_89.f1,(void*)0},{&g_43.f1,&g_43.f1,&g_43.f1,(void*)0,&g_89.f1,&g_89.f1},{(void*)0,&g_89.f1,&g_89.f1,&g_43.f1,&g_43.f1,&g_43.f1},{&g_43.f1,(void*)0,&g_89.f1,&g_89.f1,&g_43.f1,&g_89.f1}},{{&g_43.f1,&g_89.f1,&g_43.f1,&g_89.f1,&g_89.f1,(void*)0},{&g_89.f1,&g_89.f1,(void*)0,&g_89.f1,(void*)0,(void*)0},{&g_43.f1,&g_89.f1,&g_43.f1,&g_43.f1,&g_89.f1,&g_89.f1},{&g_89.f1,(void*)0,&g_89.f1,(void*)0,&g_89.f1,&g_43.f1},{&g_89.f1,&g_89.f1,&g_89.f1,&g_89.f1,&g_89.f1,&g_89.f1},{(void*)0,(void*)0,&g_43.f1,&g_43.f1,(void*)0,(void*)0},{&g_43.f1,(void*)0,(void*)0,(void*)0,&g_89.f1,(void*)0},{&g_89.f1,&g_43.f1,&g_43.f1,&g_43.f1,(void*)0,&g_89.f1}},{{&g_89.f1,&g_43.f1,&g_89.f1,&g_43.f1,(void*)0,&g_43.f1},{&g_43.f1,&g_89.f1,&g_89.f1,(void*)0,&g_43.f1,&g_89.f1},{&g_89.f1,&g_89.f1,&g_43.f1,(void*)0,&g_43.f1,&g_43.f1},{(void*)0,&g_89.f1,&g_43.f1,&g_89.f1,&g_89.f1,&g_43.f1},{&g_89.f1,&g_89.f1,&g_43.f1,&g_89.f1,&g_43.f1,&g_89.f1},{&g_43.f1,&g_43.f1,(void*)0,&g_89.f1,&g_89.f1,&g_43.f1},{&g_43.f1,&g_43.f1,(void*)0,&g_89.f1,&g_89.f1,&g_89.f1},{(void*)0,&g_89.f1,&g_43.f1,(void*)0,&g_43.f1,&g_43.f1}},{{(void*)0,&g_43.f1,&g_43.f1,&g_43.f1,&g_43.f1,&g_43.f1},{&g_43.f1,(void*)0,&g_43.f1,&g_89.f1,&g_89.f1,&g_89.f1},{&g_89.f1,&g_43.f1,(void*)0,&g_89.f1,&g_43.f1,&g_43.f1},{(void*)0,&g_43.f1,(void*)0,&g_43.f1,(void*)0,&g_89.f1},{(void*)0,&g_43.f1,&g_43.f1,(void*)0,&g_43.f1,&g_43.f1},{(void*)0,&g_43.f1,&g_43.f1,&g_43.f1,&g_43.f1,&g_43.f1},{(void*)0,&g_43.f1,&g_43.f1,&g_89.f1,&g_43.f1,&g_89.f1},{&g_43.f1,&g_89.f1,(void*)0,&g_89.f1,&g_43.f1,&g_43.f1}}};
static int32_t g_287 = (-1L);
static uint64_t g_330 = 0x7090773055DAE048LL;
static union U0 g_332 = {4294967289UL};/* VOLATILE GLOBAL g_332 */
static union U1 *g_345 = (void*)0;
static union U1 **g_344[4][7][8] = {{{&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,(void*)0,(void*)0},{&g_345,&g_345,(void*)0,(void*)0,(void*)0,&g_345,&g_345,&g_345},{(void*)0,&g_345,&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345},{&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345},{&g_345,&g_345,(void*)0,(void*)0,&g_345,&g_345,(void*)0,(void*)0},{&g_345,&g_345,(void*)0,&g_345,&g_345,&g_345,(void*)0,&g_345},{&g_345,&g_345,&g_345,(void*)0,(void*)0,&g_345,&g_345,(void*)0}},{{(void*)0,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,(void*)0},{&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345},{&g_345,(void*)0,(void*)0,&g_345,&g_345,(void*)0,(void*)0,&g_345},{&g_345,&g_345,&g_345,(void*)0,&g_345,(void*)0,&g_345,&g_345},{&g_345,(void*)0,&g_345,(void*)0,(void*)0,(void*)0,&g_345,&g_345},{&g_345,&g_345,&g_345,&g_345,&g_345,(void*)0,(void*)0,&g_345},{&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345,&g_345,(void*)0}},{{&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345},{&g_345,&g_345,&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345},{&g_345,&g_345,(void*)0,&g_345,(void*)0,&g_345,&g_345,&g_345},{&g_345,(void*)0,&g_345,&g_345,&g_345,(void*)0,(void*)0,&g_345},{&g_345,(void*)0,&g_345,&g_345,&g_345,(void*)0,(void*)0,&g_345},{(void*)0,&g_345,&g_345,&g_345,&g_345,(void*)0,&g_345,&g_345},{&g_345,(void*)0,&g_345,(void*)0,(void*)0,&g_345,&g_345,&g_345}},{{&g_345,&g_345,(void*)0,&g_345,(void*)0,&g_345,&g_345,&g_345},{&g_345,&g_345,&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345},{&g_345,(void*)0,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345},{&g_345,&g_345,&g_345,&g_345,(void*)0,&g_345,(void*)0,(void*)0},{&g_345,&g_345,&g_345,(void*)0,(void*)0,&g_345,&g_345,&g_345},{&g_345,&g_345,&g_345,&g_345,&g_345,(void*)0,&g_345,&g_345},{(void*)0,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345,&g_345}}};
static int64_t g_354[5][2][5] = {{{0L,0xF0E1F674C58383D2LL,0L,(-8L),0xEDB2B0423C1866E4LL},{1L,0x605346F7CA8C6D9CLL,1L,0x53F47ECD37ABAD2ALL,9L}},{{(-10L),0x53F47ECD37ABAD2ALL,9L,1L,0xF0E1F674C58383D2LL},{0xFA34B627779FA116LL,0xF0E1F674C58383D2LL,1L,9L,(-7L)}},{{0x53F47ECD37ABAD2ALL,0L,0L,0x53F47ECD37ABAD2ALL,0xFA34B627779FA116LL},{0x53F47ECD37ABAD2ALL,1L,0x557EAD5093995322LL,(-7L),1L}},{{0xFA34B627779FA116LL,(-10L),(-8L),1L,0xEDB2B0423C1866E4LL},{(-10L),0xFA34B627779FA116LL,0L,(-7L),1L}},{{1L,0x53F47ECD37ABAD2ALL,0x593E73978AA81538LL,0x53F47ECD37ABAD2ALL,1L},{0L,0x53F47ECD37ABAD2ALL,0xFA34B627779FA116LL,9L,0xF0E1F674C58383D2LL}}};
static volatile int16_t g_359 = 0xE873L;/* VOLATILE GLOBAL g_359 */
static volatile union U2 g_366 = {9L};/* VOLATILE GLOBAL g_366 */
static union U2 g_384[4][8] = {{{0xFFL},{0x15L},{9L},{9L},{0x15L},{0xFFL},{0x15L},{9L}},{{0x3EL},{0x15L},{0x3EL},{0xFFL},{0xFFL},{0x3EL},{0x15L},{0x3EL}},{{0xA4L},{0xFFL},{9L},{0xFFL},{0xA4L},{0xA4L},{0xFFL},{9L}},{{0xA4L},{0xA4L},{0xFFL},{9L},{0x3EL},{0xFFL},{0xFFL},{0x3EL}}};
static uint32_t g_387 = 0x4E51D2ECL;
static volatile union U0 g_395 = {4294967286UL};/* VOLATILE GLOBAL g_395 */
static volatile union U2 g_398 = {1L};/* VOLATILE GLOBAL g_398 */
static volatile uint16_t g_436 = 2UL;/* VOLATILE GLOBAL g_436 */
static const union U2 g_441[8][9][3] = {{{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}},{{-1L},{-1L},{0xEFL}},{{0x1BL},{0x0EL},{0x0EL}},{{0xEFL},{0x6CL},{0x55L}},{{0x1BL},{0L},{0x1BL}},{{-1L},{0xEFL},{0x55L}}},{{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}},{{-1L},{-1L},{0xEFL}},{{0x1BL},{0x0EL},{0x0EL}},{{0xEFL},{0x6CL},{0x55L}},{{0x1BL},{0L},{0x1BL}}},{{{-1L},{0xEFL},{0x55L}},{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}},{{-1L},{-1L},{0xEFL}},{{0x1BL},{0x0EL},{0x0EL}},{{0xEFL},{0x6CL},{0x55L}}},{{{0x1BL},{0L},{0x1BL}},{{-1L},{0xEFL},{0x55L}},{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}},{{-1L},{-1L},{0xEFL}},{{0x1BL},{0x0EL},{0x0EL}}},{{{0xEFL},{0x6CL},{0x55L}},{{0x1BL},{0L},{0x1BL}},{{-1L},{0xEFL},{0x55L}},{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}},{{-1L},{-1L},{0xEFL}}},{{{0x1BL},{0x0EL},{0x0EL}},{{0xEFL},{0x6CL},{0x55L}},{{0x1BL},{0L},{0x1BL}},{{-1L},{0xEFL},{0x55L}},{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{0x6CL},{0x89L}},{{0xB8L},{0x0EL},{0xCDL}}},{{{-1L},{-1L},{0xEFL}},{{0x1BL},{0x0EL},{0x0EL}},{{0xEFL},{0x6CL},{0x55L}},{{0x1BL},{0L},{0x1BL}},{{-1L},{0xEFL},{0x55L}},{{0xB8L},{0xB8L},{0x0EL}},{{0x89L},{0xEFL},{0xEFL}},{{0x0EL},{0L},{0xCDL}},{{0x89L},{-1L},{0x55L}}},{{{0x0EL},{0x1BL},{0L}},{{0xEFL},{0xEFL},{0x89L}},{{0xCDL},{0x1BL},{0x1BL}},{{0x89L},{-1L},{0x6CL}},{{0xCDL},{0xB8L},{0xCDL}},{{0xEFL},{0x89L},{0x6CL}},{{0x0EL},{0x0EL},{0x1BL}},{{0x55L},{0x89L},{0x89L}},{{0x1BL},{0xB8L},{0L}}}};
static union U2 g_443 = {-3L};/* VOLATILE GLOBAL g_443 */
static union U0 *g_452 = &g_332;
static union U0 **g_451 = &g_452;
static int32_t *g_477 = &g_101;
static int32_t ** const  volatile g_476[1] = {&g_477};
static int32_t ** volatile g_480 = &g_477;/* VOLATILE GLOBAL g_480 */
static const union U2 g_486 = {0x30L};/* VOLATILE GLOBAL g_486 */
static int32_t ** const  volatile g_507 = (void*)0;/* VOLATILE GLOBAL g_507 */
static int32_t ** const  volatile g_508 = &g_477;/* VOLATILE GLOBAL g_508 */
static uint8_t g_521 = 250UL;
static const union U2 g_536 = {0xDBL};/* VOLATILE GLOBAL g_536 */
static volatile union U2 g_562 = {1L};/* VOLATILE GLOBAL g_562 */
static const union U0 g_607[1] = {{0x31B656E1L}};
static union U2 ** volatile * volatile * volatile g_611 = (void*)0;/* VOLATILE GLOBAL g_611 */
static union U2 ** volatile * volatile * volatile * volatile g_612 = &g_611;/* VOLATILE GLOBAL g_612 */
static union U2 g_628 = {8L};/* VOLATILE GLOBAL g_628 */
static int32_t g_685 = 0x0FC5A722L;
static volatile int16_t * volatile *g_697 = &g_283;
static volatile int16_t * volatile **g_696 = &g_697;
static volatile int16_t * volatile *** const g_695 = &g_696;
static volatile int16_t * volatile ***g_698 = &g_696;
static uint32_t g_735 = 0xF8611EB7L;
static union U1 ** volatile g_738 = (void*)0;/* VOLATILE GLOBAL g_738 */
static volatile int32_t g_746 = (-6L);/* VOLATILE GLOBAL g_746 */
static union U2 ***g_793 = (void*)0;
static union U3 g_865[4][4][6] = {{{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}}}};
static uint16_t *g_870 = &g_77;
static uint16_t **g_869[7][10][3] = {{{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,(void*)0,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{(void*)0,&g_870,&g_870},{&g_870,&g_870,&g_870},{(void*)0,(void*)0,(void*)0}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,(void*)0,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870},{(void*)0,&g_870,&g_870},{&g_870,&g_870,&g_870},{(void*)0,(void*)0,(void*)0}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,(void*)0},{&g_870,&g_870,&g_870},{(void*)0,&g_870,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,(void*)0},{&g_870,&g_870,&g_870},{(void*)0,&g_870,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,(void*)0},{&g_870,&g_870,&g_870},{(void*)0,&g_870,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,(void*)0},{&g_870,&g_870,&g_870},{(void*)0,&g_870,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870}},{{&g_870,&g_870,&g_870},{&g_870,&g_870,(void*)0},{&g_870,&g_870,&g_870},{(void*)0,&g_870,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,(void*)0,(void*)0},{&g_870,&g_870,&g_870},{&g_870,&g_870,&g_870}}};
static uint16_t ** volatile * const g_868 = &g_869[3][8][1];
static int64_t g_875 = 0x87767DCAE02B672DLL;
static uint64_t g_907[9] = {18446744073709551609UL,0x1F271515B09A570BLL,18446744073709551609UL,18446744073709551609UL,0x1F271515B09A570BLL,18446744073709551609UL,18446744073709551609UL,0x1F271515B09A570BLL,18446744073709551609UL};
static int16_t **g_914 = &g_286[1][0][2];
static int16_t ***g_913 = &g_914;
static int16_t ****g_912[10] = {&g_913,&g_913,&g_913,&g_913,&g_913,&g_913,&g_913,&g_913,&g_913,&g_913};
static int16_t *****g_911 = &g_912[9];
static const int16_t g_922 = 1L;
static uint32_t g_963 = 3UL;
static volatile union U1 g_994 = {0L};/* VOLATILE GLOBAL g_994 */
static int64_t g_1006 = 0x5ECA46CDF87E91BBLL;
static int64_t * const g_1005 = &g_1006;
static int64_t * const * const g_1004 = &g_1005;
static int64_t * const * const *g_1003 = &g_1004;
static int64_t g_1010[6][8] = {{0x32C33BE88E5DCB2ELL,0xE31E51A911CCF90ALL,0xF7F91E9C9832C0ACLL,0xE710A6A176935617LL,0xE48DB441FDF6E686LL,0x5F86436B96F38405LL,0xE48DB441FDF6E686LL,0xE710A6A176935617LL},{1L,0xE31E51A911CCF90ALL,1L,0x5F86436B96F38405LL,0x32C33BE88E5DCB2ELL,(-4L),0xE48DB441FDF6E686LL,(-4L)},{0x9D1C69802ECC73F6LL,0x5F86436B96F38405LL,0xF7F91E9C9832C0ACLL,0x5F86436B96F38405LL,0x9D1C69802ECC73F6LL,0xA4EFE3D8F33DB4B9LL,0x32C33BE88E5DCB2ELL,0xE710A6A176935617LL},{0x9D1C69802ECC73F6LL,0x5F86436B96F38405LL,1L,0xE31E51A911CCF90ALL,1L,0x5F86436B96F38405LL,0x32C33BE88E5DCB2ELL,(-4L)},{0xF7F91E9C9832C0ACLL,(-4L),1L,0xE710A6A176935617LL,0x9D1C69802ECC73F6LL,0xE710A6A176935617LL,1L,(-4L)},{1L,0xA4EFE3D8F33DB4B9LL,0xE48DB441FDF6E686LL,0xE31E51A911CCF90ALL,0x9D1C69802ECC73F6LL,(-4L),0x9D1C69802ECC73F6LL,0xE31E51A911CCF90ALL}};
static int64_t * const g_1009 = &g_1010[3][0];
static int64_t g_1012[6] = {1L,1L,0xA148EA848A5819A9LL,1L,1L,0xA148EA848A5819A9LL};
static int64_t * const g_1011 = &g_1012[0];
static int64_t g_1014 = (-4L);
static int64_t * const g_1013 = &g_1014;
static int64_t * const g_1015[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static int64_t g_1017 = 8L;
static int64_t * const g_1016 = &g_1017;
static int64_t g_1019 = 0x916B6E51A541A559LL;
static int64_t * const g_1018[3] = {&g_1019,&g_1019,&g_1019};
static int64_t g_1021 = 1L;
static int64_t * const g_1020 = &g_1021;
static int64_t * const * const g_1008[8][9] = {{&g_1016,&g_1016,&g_1009,&g_1009,&g_1016,&g_1016,&g_1009,&g_1009,&g_1016},{(void*)0,&g_1011,(void*)0,&g_1011,(void*)0,&g_1011,(void*)0,&g_1011,(void*)0},{&g_1016,&g_1009,&g_1009,&g_1016,&g_1016,&g_1009,&g_1009,&g_1016,&g_1016},{&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0]},{&g_1016,&g_1016,&g_1009,&g_1009,&g_1016,&g_1016,&g_1009,&g_1009,&g_1016},{(void*)0,&g_1011,(void*)0,&g_1011,(void*)0,&g_1011,(void*)0,&g_1011,(void*)0},{&g_1016,&g_1009,&g_1009,&g_1016,&g_1016,&g_1009,&g_1009,&g_1016,&g_1016},{&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0],&g_1011,&g_1015[0]}};
static int64_t * const * const *g_1007 = &g_1008[3][8];
static int64_t g_1025 = 0xAAF88C5EE084BD1ELL;
static union U3 *g_1042[8][8][4] = {{{&g_865[3][1][2],&g_865[3][3][3],&g_865[2][3][2],&g_865[3][3][1]},{&g_865[2][3][1],(void*)0,&g_865[2][3][1],&g_865[0][0][3]},{&g_865[3][1][2],(void*)0,&g_865[3][1][2],&g_865[2][3][4]},{&g_865[3][1][2],&g_865[0][1][2],&g_865[3][3][3],(void*)0},{&g_865[3][1][2],&g_865[1][3][4],&g_865[3][3][3],&g_865[2][3][1]},{&g_865[3][1][2],&g_865[3][3][5],&g_865[3][1][2],&g_865[1][1][5]},{&g_865[3][1][2],(void*)0,&g_865[2][3][1],&g_865[3][1][2]},{&g_865[2][3][1],&g_865[3][1][2],&g_865[2][3][2],&g_865[0][1][2]}},{{&g_865[3][1][2],&g_865[3][3][5],(void*)0,&g_865[2][3][5]},{(void*)0,&g_865[3][1][2],&g_865[3][1][2],(void*)0},{&g_865[3][3][3],&g_865[1][1][5],&g_865[3][1][2],(void*)0},{&g_865[3][1][2],(void*)0,&g_865[0][0][3],&g_865[3][3][1]},{&g_865[2][3][5],(void*)0,&g_865[2][3][1],&g_865[3][3][1]},{&g_865[2][3][2],(void*)0,(void*)0,(void*)0},{&g_865[3][1][2],&g_865[1][1][5],&g_865[3][1][2],(void*)0},{&g_865[1][3][4],&g_865[3][1][2],&g_865[3][3][3],&g_865[2][3][5]}},{{&g_865[3][1][2],&g_865[3][3][5],(void*)0,&g_865[0][1][2]},{&g_865[3][1][2],&g_865[3][1][2],(void*)0,&g_865[3][1][2]},{&g_865[2][3][5],(void*)0,&g_865[2][3][2],&g_865[1][1][5]},{(void*)0,&g_865[3][3][5],&g_865[3][1][2],&g_865[2][3][1]},{(void*)0,&g_865[1][3][4],&g_865[3][1][2],&g_865[3][1][2]},{&g_865[3][1][2],&g_865[3][1][2],(void*)0,&g_865[3][1][2]},{&g_865[1][3][3],&g_865[3][1][2],(void*)0,&g_865[3][1][2]},{&g_865[0][1][2],(void*)0,&g_865[1][1][5],(void*)0}},{{&g_865[3][1][2],&g_865[3][1][2],&g_865[1][3][3],&g_865[3][1][2]},{(void*)0,&g_865[3][3][3],&g_865[3][1][2],&g_865[3][1][2]},{&g_865[0][0][3],&g_865[0][0][3],&g_865[1][3][4],&g_865[0][1][2]},{&g_865[2][3][1],&g_865[0][0][3],&g_865[1][3][3],&g_865[3][3][3]},{(void*)0,(void*)0,(void*)0,&g_865[1][3][3]},{&g_865[0][1][2],(void*)0,&g_865[3][1][2],&g_865[3][3][3]},{(void*)0,&g_865[0][0][3],(void*)0,&g_865[0][1][2]},{&g_865[3][1][2],&g_865[0][0][3],(void*)0,&g_865[3][1][2]}},{{&g_865[3][1][2],&g_865[3][3][3],&g_865[2][3][5],&g_865[3][1][2]},{(void*)0,&g_865[3][1][2],(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&g_865[3][1][2]},{&g_865[3][1][2],&g_865[3][1][2],(void*)0,&g_865[3][1][2]},{&g_865[2][3][1],&g_865[3][1][2],&g_865[3][1][2],&g_865[3][1][2]},{(void*)0,&g_865[0][0][3],&g_865[3][1][2],(void*)0},{&g_865[2][3][1],&g_865[2][3][2],(void*)0,&g_865[3][3][3]},{&g_865[3][1][2],&g_865[1][3][3],(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,&g_865[3][1][2]},{(void*)0,&g_865[2][3][2],&g_865[2][3][5],&g_865[0][1][2]},{&g_865[3][1][2],(void*)0,(void*)0,&g_865[3][1][2]},{&g_865[3][1][2],&g_865[3][3][3],(void*)0,&g_865[3][1][2]},{(void*)0,&g_865[3][1][2],&g_865[3][1][2],(void*)0},{&g_865[0][1][2],&g_865[3][1][5],(void*)0,(void*)0},{(void*)0,&g_865[3][1][2],&g_865[1][3][3],&g_865[3][1][2]},{&g_865[2][3][1],&g_865[3][3][3],&g_865[1][3][4],&g_865[3][1][2]}},{{&g_865[0][0][3],(void*)0,&g_865[3][1][2],&g_865[0][1][2]},{(void*)0,&g_865[2][3][2],&g_865[1][3][3],&g_865[3][1][2]},{&g_865[3][1][2],(void*)0,&g_865[1][1][5],(void*)0},{&g_865[0][1][2],&g_865[1][3][3],(void*)0,&g_865[3][3][3]},{&g_865[1][3][3],&g_865[2][3][2],(void*)0,(void*)0},{&g_865[3][1][2],&g_865[0][0][3],&g_865[3][3][1],&g_865[3][1][2]},{&g_865[3][1][2],&g_865[3][1][2],(void*)0,&g_865[3][1][2]},{&g_865[1][3][3],&g_865[3][1][2],(void*)0,&g_865[3][1][2]}},{{&g_865[0][1][2],(void*)0,&g_865[1][1][5],(void*)0},{&g_865[3][1][2],&g_865[3][1][2],&g_865[1][3][3],&g_865[3][1][2]},{(void*)0,&g_865[3][3][3],&g_865[3][1][2],&g_865[3][1][2]},{&g_865[0][0][3],&g_865[0][0][3],&g_865[1][3][4],&g_865[0][1][2]},{&g_865[2][3][1],&g_865[0][0][3],&g_865[1][3][3],&g_865[3][3][3]},{(void*)0,(void*)0,(void*)0,&g_865[1][3][3]},{&g_865[0][1][2],(void*)0,&g_865[3][1][2],&g_865[3][3][3]},{(void*)0,&g_865[0][0][3],(void*)0,&g_865[0][1][2]}}};
static union U3 ** volatile g_1041 = &g_1042[0][6][1];/* VOLATILE GLOBAL g_1041 */
static const union U2 g_1074 = {-3L};/* VOLATILE GLOBAL g_1074 */
static int32_t ** volatile g_1090 = (void*)0;/* VOLATILE GLOBAL g_1090 */
static int32_t ** volatile g_1091 = (void*)0;/* VOLATILE GLOBAL g_1091 */
static int32_t ** volatile g_1092 = &g_477;/* VOLATILE GLOBAL g_1092 */
static union U3 **g_1126[9] = {&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1],&g_1042[0][6][1]};
static volatile union U0 g_1205 = {1UL};/* VOLATILE GLOBAL g_1205 */
static union U1 g_1209 = {9L};/* VOLATILE GLOBAL g_1209 */
static const uint32_t g_1225[8][8][4] = {{{0x565E213FL,0x265589A8L,0xC9EF4DA5L,18446744073709551608UL},{0x5DF28DD8L,0xB7A7C6E5L,1UL,0xB7A7C6E5L},{0x265589A8L,0x3CD77A9FL,1UL,0x565E213FL},{0UL,18446744073709551608UL,0x3CD77A9FL,0UL},{18446744073709551608UL,0UL,0xA47D6D4AL,0xE7B567D4L},{18446744073709551608UL,18446744073709551615UL,0x3CD77A9FL,0xC9EF4DA5L},{0UL,0xE7B567D4L,1UL,1UL},{0x93E25753L,0x93E25753L,0x265589A8L,0xE7B567D4L}},{{0xE7B567D4L,0UL,0xE5C15244L,0UL},{18446744073709551615UL,18446744073709551608UL,1UL,0xE5C15244L},{0UL,18446744073709551608UL,0x5DF28DD8L,0UL},{18446744073709551608UL,0UL,18446744073709551615UL,0xE7B567D4L},{0x3CD77A9FL,0x93E25753L,0x3CD77A9FL,1UL},{0UL,0xE7B567D4L,18446744073709551614UL,0xC9EF4DA5L},{0x93E25753L,18446744073709551615UL,0xE5C15244L,0xE7B567D4L},{18446744073709551615UL,0UL,0xE5C15244L,0UL}},{{0x93E25753L,18446744073709551608UL,18446744073709551614UL,0x565E213FL},{0UL,0x3CD77A9FL,0x3CD77A9FL,0UL},{0x3CD77A9FL,0UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551608UL,0x93E25753L,0x5DF28DD8L,0xC9EF4DA5L},{0UL,18446744073709551615UL,1UL,0xC9EF4DA5L},{18446744073709551615UL,0x93E25753L,0xE5C15244L,18446744073709551615UL},{0xE7B567D4L,0UL,0x265589A8L,0UL},{0x93E25753L,0x3CD77A9FL,1UL,0x565E213FL}},{{0UL,18446744073709551608UL,0x3CD77A9FL,0UL},{18446744073709551608UL,0UL,0xA47D6D4AL,0xE7B567D4L},{18446744073709551608UL,18446744073709551615UL,0x3CD77A9FL,0xC9EF4DA5L},{0UL,0xE7B567D4L,1UL,1UL},{0x93E25753L,0x93E25753L,0x265589A8L,0xE7B567D4L},{0xE7B567D4L,0UL,0xE5C15244L,0UL},{18446744073709551615UL,18446744073709551608UL,1UL,0xE5C15244L},{0UL,18446744073709551608UL,0x5DF28DD8L,0UL}},{{18446744073709551608UL,0UL,18446744073709551615UL,0xE7B567D4L},{0x3CD77A9FL,0x93E25753L,0x3CD77A9FL,1UL},{0UL,0xE7B567D4L,18446744073709551614UL,0xC9EF4DA5L},{0x93E25753L,18446744073709551615UL,0xE5C15244L,0xE7B567D4L},{18446744073709551615UL,0UL,0xE5C15244L,0UL},{0x93E25753L,18446744073709551608UL,18446744073709551614UL,0x565E213FL},{0UL,0x3CD77A9FL,0x3CD77A9FL,0UL},{0x3CD77A9FL,0UL,18446744073709551615UL,18446744073709551615UL}},{{18446744073709551608UL,0x93E25753L,0x5DF28DD8L,0xC9EF4DA5L},{0UL,18446744073709551615UL,1UL,0xC9EF4DA5L},{18446744073709551615UL,0x93E25753L,0xE5C15244L,18446744073709551615UL},{0xE7B567D4L,0UL,0x265589A8L,0UL},{0x93E25753L,0x3CD77A9FL,1UL,0x565E213FL},{0UL,18446744073709551608UL,0x3CD77A9FL,0UL},{18446744073709551608UL,0UL,0xA47D6D4AL,0xE7B567D4L},{18446744073709551608UL,18446744073709551615UL,0x3CD77A9FL,0xC9EF4DA5L}},{{0UL,0xE7B567D4L,1UL,1UL},{0x93E25753L,0x93E25753L,0x265589A8L,1UL},{1UL,0x5DF28DD8L,0xA47D6D4AL,0x3CD77A9FL},{0xB7A7C6E5L,18446744073709551615UL,0x265589A8L,0xA47D6D4AL},{0x3CD77A9FL,18446744073709551615UL,0xE7B567D4L,0x3CD77A9FL},{18446744073709551615UL,0x5DF28DD8L,0xB7A7C6E5L,1UL},{0xAA7AB302L,0x8BFBA383L,0xAA7AB302L,0x265589A8L},{0x3CD77A9FL,1UL,0x565E213FL,0xE5C15244L}},{{0x8BFBA383L,0xB7A7C6E5L,0xA47D6D4AL,1UL},{18446744073709551614UL,0x3CD77A9FL,0xA47D6D4AL,0x5DF28DD8L},{0x8BFBA383L,18446744073709551615UL,0x565E213FL,18446744073709551615UL},{0x3CD77A9FL,0xAA7AB302L,0xAA7AB302L,0x3CD77A9FL},{0xAA7AB302L,0x3CD77A9FL,0xB7A7C6E5L,18446744073709551614UL},{18446744073709551615UL,0x8BFBA383L,0xE7B567D4L,0xE5C15244L},{0x3CD77A9FL,18446744073709551614UL,0x265589A8L,0xE5C15244L},{0xB7A7C6E5L,0x8BFBA383L,0xA47D6D4AL,18446744073709551614UL}}};
static int32_t * volatile g_1249 = &g_45[3][3];/* VOLATILE GLOBAL g_1249 */
static volatile union U2 g_1257 = {0x2BL};/* VOLATILE GLOBAL g_1257 */
static int32_t * const  volatile g_1263[4][7] = {{&g_45[4][2],&g_45[0][4],&g_45[4][2],&g_45[0][4],&g_45[4][2],&g_45[0][4],&g_45[4][2]},{&g_101,&g_101,&g_101,&g_101,&g_101,&g_101,&g_101},{&g_45[4][2],&g_45[0][4],&g_45[4][2],&g_45[0][4],&g_45[4][2],&g_45[0][4],&g_45[4][2]},{&g_101,&g_101,&g_101,&g_101,&g_101,&g_101,&g_101}};
static int32_t * const  volatile g_1264 = &g_45[4][4];/* VOLATILE GLOBAL g_1264 */
static union U1 g_1271 = {1L};/* VOLATILE GLOBAL g_1271 */
static union U1 g_1280[4][10] = {{{0xCDL},{0xC9L},{0x25L},{-6L},{-6L},{0x25L},{0xC9L},{0xCDL},{0x0CL},{0x22L}},{{0x25L},{0xC9L},{0xCDL},{0x0CL},{0x22L},{0x0CL},{0xCDL},{0xC9L},{0x25L},{-6L}},{{0x93L},{1L},{0xCDL},{0x22L},{0xC9L},{0xC9L},{0x22L},{0xCDL},{1L},{0x93L}},{{1L},{0x0CL},{0x25L},{0x22L},{0xAAL},{0x93L},{0xAAL},{0x22L},{0x25L},{0x0CL}}};
static const uint32_t *g_1317 = &g_332.f0;
static const uint32_t **g_1316[6][5] = {{(void*)0,&g_1317,(void*)0,(void*)0,&g_1317},{&g_1317,(void*)0,(void*)0,&g_1317,(void*)0},{&g_1317,&g_1317,(void*)0,&g_1317,&g_1317},{(void*)0,&g_1317,(void*)0,(void*)0,&g_1317},{&g_1317,(void*)0,(void*)0,&g_1317,(void*)0},{&g_1317,&g_1317,(void*)0,&g_1317,&g_1317}};
static volatile int32_t * volatile g_1331 = &g_746;/* VOLATILE GLOBAL g_1331 */
static uint32_t g_1336 = 0x71E6B4C9L;
static union U1 g_1373 = {0x0AL};/* VOLATILE GLOBAL g_1373 */
static volatile union U2 g_1374 = {3L};/* VOLATILE GLOBAL g_1374 */
static volatile union U0 g_1395 = {7UL};/* VOLATILE GLOBAL g_1395 */
static int32_t g_1454 = 5L;
static int32_t * const g_1456 = (void*)0;
static int32_t * const *g_1455 = &g_1456;
static int32_t g_1461 = 0x571874BAL;
static volatile union U1 g_1492 = {1L};/* VOLATILE GLOBAL g_1492 */
static volatile union U0 g_1514 = {0x2B174E33L};/* VOLATILE GLOBAL g_1514 */
static volatile union U2 g_1515 = {0xEFL};/* VOLATILE GLOBAL g_1515 */
static uint32_t g_1566 = 0xE0A7E717L;
static const union U1 g_1582[3][5] = {{{0x0BL},{0x46L},{0xECL},{0x46L},{0x0BL}},{{0x7FL},{0x46L},{0x79L},{0x0BL},{0x79L}},{{0x79L},{0x79L},{0xECL},{0x0BL},{0xC2L}}};
static uint32_t g_1590 = 0xB178D5C5L;
static volatile uint32_t g_1598 = 4UL;/* VOLATILE GLOBAL g_1598 */
static int16_t ** const *g_1661 = &g_914;
static int16_t ** const **g_1660 = &g_1661;
static int16_t ** const ***g_1659[4][4][5] = {{{&g_1660,&g_1660,(void*)0,&g_1660,&g_1660},{(void*)0,(void*)0,(void*)0,(void*)0,&g_1660},{(void*)0,&g_1660,&g_1660,(void*)0,&g_1660},{&g_1660,&g_1660,(void*)0,&g_1660,&g_1660}},{{(void*)0,&g_1660,&g_1660,&g_1660,&g_1660},{&g_1660,&g_1660,(void*)0,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,&g_1660}},{{&g_1660,&g_1660,(void*)0,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,&g_1660},{&g_1660,&g_1660,(void*)0,&g_1660,(void*)0}},{{&g_1660,&g_1660,&g_1660,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,&g_1660},{&g_1660,&g_1660,(void*)0,&g_1660,(void*)0},{&g_1660,&g_1660,&g_1660,&g_1660,(void*)0}}};
static union U0 g_1690 = {0x2596F685L};/* VOLATILE GLOBAL g_1690 */
static uint32_t *g_1720 = &g_1566;
static uint32_t **g_1719 = &g_1720;
static volatile uint32_t *g_1729 = &g_1514.f3;
static volatile uint32_t ** volatile g_1728[2][7] = {{&g_1729,&g_1729,&g_1729,&g_1729,&g_1729,&g_1729,&g_1729},{&g_1729,&g_1729,&g_1729,&g_1729,&g_1729,&g_1729,&g_1729}};
static volatile union U0 g_1779 = {0x60E6119EL};/* VOLATILE GLOBAL g_1779 */
static int8_t *g_1790[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static int16_t * volatile *g_1818[7][10] = {{&g_286[1][0][2],&g_286[2][0][3],&g_286[3][0][4],&g_286[2][0][3],&g_286[1][0][2],&g_286[1][2][3],&g_286[3][1][5],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2]},{&g_286[1][0][2],&g_286[1][0][2],&g_286[3][2][1],&g_286[3][6][1],&g_286[3][6][1],&g_286[3][2][1],&g_286[1][0][2],&g_286[1][0][2],&g_286[3][0][4],&g_286[1][0][2]},{&g_286[1][0][2],&g_286[3][6][1],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[3][1][5],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[3][6][1]},{&g_286[3][2][1],&g_286[1][2][3],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2]},{&g_286[1][0][2],&g_286[3][2][1],&g_286[3][2][1],&g_286[1][0][2],&g_286[2][0][3],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][0][2]},{&g_286[3][2][1],&g_286[3][1][5],&g_286[3][0][4],&g_286[1][0][2],&g_286[3][0][4],&g_286[3][1][5],&g_286[3][2][1],&g_286[1][0][2],&g_286[1][0][2],&g_286[1][2][3]},{&g_286[1][0][2],&g_286[1][0][2],&g_286[2][0][3],&g_286[1][0][2],&g_286[3][2][1],&g_286[3][2][1],&g_286[1][0][2],&g_286[2][0][3],&g_286[1][0][2],&g_286[1][0][2]}};
static int16_t * volatile ** volatile g_1817 = &g_1818[1][2];/* VOLATILE GLOBAL g_1817 */
static union U1 g_1906[8][3] = {{{0xACL},{0xE7L},{6L}},{{0xACL},{0L},{5L}},{{0xACL},{1L},{0xACL}},{{0xACL},{0xE7L},{6L}},{{0xACL},{0L},{5L}},{{0xACL},{1L},{0xACL}},{{0xACL},{0xE7L},{6L}},{{0xACL},{0L},{5L}}};
static union U2 ****g_1936 = (void*)0;
static union U2 *****g_1935[2][6][3] = {{{(void*)0,&g_1936,(void*)0},{&g_1936,&g_1936,&g_1936},{(void*)0,&g_1936,(void*)0},{&g_1936,&g_1936,&g_1936},{(void*)0,&g_1936,(void*)0},{&g_1936,&g_1936,&g_1936}},{{(void*)0,&g_1936,&g_1936},{&g_1936,&g_1936,&g_1936},{&g_1936,(void*)0,&g_1936},{&g_1936,&g_1936,&g_1936},{&g_1936,(void*)0,&g_1936},{&g_1936,&g_1936,&g_1936}}};
static union U2 *****g_1939 = &g_1936;
static int32_t ** volatile g_1955 = &g_477;/* VOLATILE GLOBAL g_1955 */
static union U1 g_1956 = {0x01L};/* VOLATILE GLOBAL g_1956 */
static const union U1 g_1959 = {-8L};/* VOLATILE GLOBAL g_1959 */
static int32_t ** volatile g_1978 = &g_477;/* VOLATILE GLOBAL g_1978 */
static union U2 ** volatile g_2008 = &g_87;/* VOLATILE GLOBAL g_2008 */
static volatile union U1 g_2023 = {1L};/* VOLATILE GLOBAL g_2023 */
static volatile union U2 g_2037 = {0x71L};/* VOLATILE GLOBAL g_2037 */
static int32_t g_2107 = 0x5A9FE575L;
static volatile union U1 g_2131 = {-1L};/* VOLATILE GLOBAL g_2131 */
static const union U1 g_2176 = {0x2EL};/* VOLATILE GLOBAL g_2176 */
static const union U2 g_2200 = {0L};/* VOLATILE GLOBAL g_2200 */
static const union U2 *g_2199 = &g_2200;
static const union U2 **g_2198[2] = {&g_2199,&g_2199};
static const union U2 *** const g_2197 = &g_2198[1];
static const union U2 *** const *g_2196[2][1][4] = {{{(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0}}};
static const union U2 *** const **g_2195 = &g_2196[0][0][3];
static const volatile union U0 g_2219 = {4294967287UL};/* VOLATILE GLOBAL g_2219 */
static uint64_t g_2234 = 0UL;
static volatile union U1 g_2250 = {0x0AL};/* VOLATILE GLOBAL g_2250 */
static volatile union U1 g_2259[6][10][4] = {{{{-5L},{0x4DL},{0x6EL},{5L}},{{0x87L},{0L},{1L},{-1L}},{{0x13L},{0L},{0L},{0L}},{{0x61L},{-1L},{0xB6L},{0xA9L}},{{0xACL},{0x1FL},{0L},{0x0EL}},{{0x4BL},{-1L},{3L},{0xA2L}},{{2L},{0x53L},{0x3BL},{0x80L}},{{1L},{0L},{1L},{0xA7L}},{{0xBFL},{0xC1L},{0x3CL},{-5L}},{{0L},{0L},{-1L},{0L}}},{{{0xAEL},{8L},{9L},{2L}},{{0L},{5L},{0L},{0xDCL}},{{0x2FL},{0xDCL},{0xBCL},{0x75L}},{{0x4DL},{-5L},{0x50L},{0xDCL}},{{0x96L},{0L},{0x50L},{0x87L}},{{0x4DL},{-1L},{0xBCL},{0x61L}},{{0x2FL},{0x80L},{0L},{3L}},{{0L},{3L},{9L},{6L}},{{0xAEL},{0x0DL},{-1L},{6L}},{{0L},{0x77L},{0x3CL},{0x8AL}}},{{{0xBFL},{0L},{1L},{0xB6L}},{{1L},{0xAEL},{0x3BL},{0L}},{{2L},{1L},{3L},{0x13L}},{{0x4BL},{1L},{0L},{0xE7L}},{{0xACL},{8L},{0xB6L},{1L}},{{0x61L},{6L},{0L},{0x34L}},{{0x13L},{0x71L},{1L},{8L}},{{0x87L},{0xC5L},{0x6EL},{0x2FL}},{{-5L},{9L},{0xE7L},{1L}},{{-1L},{-5L},{5L},{0x71L}}},{{{0x34L},{0L},{0x63L},{1L}},{{0L},{0x3BL},{0xE5L},{5L}},{{0xA9L},{0x98L},{-1L},{9L}},{{1L},{6L},{0x10L},{0x50L}},{{9L},{0x61L},{0x80L},{0xF3L}},{{0L},{0xE7L},{0xCBL},{0xBAL}},{{0x10L},{0x2FL},{0x2FL},{0x10L}},{{0x73L},{0xACL},{0x8AL},{0L}},{{0x57L},{9L},{1L},{0x53L}},{{0x80L},{0x0AL},{0xC1L},{0x53L}}},{{{-8L},{9L},{1L},{0L}},{{0x13L},{0x61L},{0x63L},{0x96L}},{{1L},{0L},{8L},{0xE5L}},{{0x34L},{0x0DL},{0xBAL},{0L}},{{0xB6L},{5L},{1L},{0x73L}},{{0x63L},{0x0EL},{0xE5L},{0xBFL}},{{0L},{-5L},{-8L},{0x8AL}},{{0xACL},{0x10L},{0L},{-1L}},{{-1L},{9L},{-7L},{0x6EL}},{{0L},{9L},{5L},{0x50L}}},{{{0x2FL},{0xBFL},{0x13L},{0L}},{{0L},{0x3BL},{0xAEL},{1L}},{{0L},{0x6EL},{0x77L},{3L}},{{0xD3L},{-3L},{0x75L},{-7L}},{{0xBCL},{0x83L},{0xA5L},{0x0DL}},{{0xBAL},{-8L},{5L},{2L}},{{0x87L},{-7L},{0xB6L},{1L}},{{0x0EL},{0L},{1L},{0x3CL}},{{0xC5L},{0x53L},{0xA2L},{0x57L}},{{0x9BL},{0xB6L},{0x53L},{-3L}}}};
static int16_t g_2274 = 0x0822L;
static volatile union U2 g_2285 = {0xAFL};/* VOLATILE GLOBAL g_2285 */
static volatile union U1 g_2300[3][4] = {{{0x97L},{0x97L},{0x8AL},{0x97L}},{{0x97L},{2L},{2L},{0x97L}},{{2L},{0x97L},{2L},{2L}}};
static volatile int64_t g_2321 = 1L;/* VOLATILE GLOBAL g_2321 */
static int64_t * const **g_2390 = (void*)0;
static int64_t * const ***g_2389[9] = {&g_2390,&g_2390,&g_2390,&g_2390,&g_2390,&g_2390,&g_2390,&g_2390,&g_2390};
static union U0 *g_2392 = &g_1690;
static union U0 ** volatile g_2391 = &g_2392;/* VOLATILE GLOBAL g_2391 */
static int32_t * volatile g_2422 = &g_685;/* VOLATILE GLOBAL g_2422 */
static union U1 ** volatile g_2424 = &g_345;/* VOLATILE GLOBAL g_2424 */
static int32_t * volatile g_2426 = (void*)0;/* VOLATILE GLOBAL g_2426 */
static int64_t g_2437 = 0L;
static volatile union U0 g_2444 = {0UL};/* VOLATILE GLOBAL g_2444 */
static int32_t g_2451 = 0L;
static int32_t * volatile g_2473 = &g_45[1][1];/* VOLATILE GLOBAL g_2473 */
static uint32_t *g_2477 = &g_1690.f3;
static uint32_t * volatile * volatile g_2476 = &g_2477;/* VOLATILE GLOBAL g_2476 */
static uint32_t * volatile * volatile *g_2475 = &g_2476;
static int32_t ** volatile g_2480 = &g_477;/* VOLATILE GLOBAL g_2480 */
static union U2 g_2485 = {8L};/* VOLATILE GLOBAL g_2485 */
static int32_t g_2506 = 0xB5C8C0B1L;
static int8_t g_2536 = 0x05L;
static const volatile union U0 g_2558 = {0x15F7268DL};/* VOLATILE GLOBAL g_2558 */
static const union U2 g_2566[3] = {{-3L},{-3L},{-3L}};
static int64_t *g_2601 = &g_1010[3][0];
static int64_t **g_2600 = &g_2601;
static int64_t ***g_2599 = &g_2600;
static int16_t g_2625[10] = {0xF646L,0xF646L,0xF646L,0xF646L,0xF646L,0xF646L,0xF646L,0xF646L,0xF646L,0xF646L};
static uint64_t g_2672 = 0x5F198F030F790E20LL;
static volatile union U1 g_2679 = {-7L};/* VOLATILE GLOBAL g_2679 */
static const uint8_t * volatile *g_2689 = (void*)0;
static uint32_t ***g_2699 = &g_1719;
static uint32_t **** volatile g_2698 = &g_2699;/* VOLATILE GLOBAL g_2698 */
static volatile union U0 g_2762[1][5] = {{{4UL},{4UL},{4UL},{4UL},{4UL}}};
static union U2 g_2871 = {0xBFL};/* VOLATILE GLOBAL g_2871 */
static int32_t g_2872 = 0x90DB2C35L;
static int32_t ** volatile g_2873 = (void*)0;/* VOLATILE GLOBAL g_2873 */
static union U0 * const *g_2879 = &g_2392;
static union U0 * const **g_2878[6][5][7] = {{{&g_2879,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879}},{{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0},{(void*)0,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0,&g_2879}},{{&g_2879,(void*)0,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0},{&g_2879,&g_2879,&g_2879,(void*)0,(void*)0,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0}},{{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,(void*)0,&g_2879,&g_2879,&g_2879,(void*)0,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,(void*)0,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,(void*)0,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879}},{{&g_2879,&g_2879,&g_2879,&g_2879,(void*)0,&g_2879,(void*)0},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{(void*)0,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0,&g_2879}},{{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879},{&g_2879,(void*)0,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0},{(void*)0,&g_2879,&g_2879,(void*)0,&g_2879,&g_2879,&g_2879},{&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,&g_2879,(void*)0},{&g_2879,&g_2879,&g_2879,(void*)0,&g_2879,(void*)0,&g_2879}}};
static union U0 * const *** volatile g_2877[10] = {&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2],&g_2878[5][2][2]};
static union U0 * const *** volatile g_2880 = &g_2878[3][2][3];/* VOLATILE GLOBAL g_2880 */
static union U1 g_2940 = {-6L};/* VOLATILE GLOBAL g_2940 */
static volatile union U0 g_2946[4][7] = {{{4UL},{0x406C51C4L},{1UL},{4UL},{1UL},{0x406C51C4L},{4UL}},{{0UL},{4UL},{0x406C51C4L},{1UL},{4UL},{1UL},{0x406C51C4L}},{{4UL},{4UL},{0xE70DB338L},{8UL},{6UL},{0xE70DB338L},{6UL}},{{8UL},{0x406C51C4L},{0x406C51C4L},{8UL},{1UL},{0UL},{8UL}}};
static volatile union U1 g_2954 = {8L};/* VOLATILE GLOBAL g_2954 */
static volatile union U1 g_2966 = {0x64L};/* VOLATILE GLOBAL g_2966 */
static union U0 g_2998 = {0x5BB88A62L};/* VOLATILE GLOBAL g_2998 */
static union U1 *g_3001[8] = {&g_1906[4][1],&g_1906[4][1],&g_1906[4][1],&g_1906[4][1],&g_1906[4][1],&g_1906[4][1],&g_1906[4][1],&g_1906[4][1]};
static union U1 ** volatile g_3000 = &g_3001[5];/* VOLATILE GLOBAL g_3000 */
static volatile union U0 g_3041 = {0x1CD285CAL};/* VOLATILE GLOBAL g_3041 */
static int8_t g_3042 = 0x2EL;
static union U2 g_3044 = {-5L};/* VOLATILE GLOBAL g_3044 */
static uint64_t g_3046 = 0x17EF735F4DDDEDDCLL;
static volatile uint8_t g_3058 = 0x6DL;/* VOLATILE GLOBAL g_3058 */
static volatile int8_t g_3071 = 3L;/* VOLATILE GLOBAL g_3071 */
static volatile union U0 g_3092 = {1UL};/* VOLATILE GLOBAL g_3092 */
static volatile union U2 g_3119 = {9L};/* VOLATILE GLOBAL g_3119 */
static const uint32_t g_3123[5][10][5] = {{{0x6F8184A5L,0UL,0x6F8184A5L,0UL,18446744073709551611UL},{0x4A78290AL,8UL,0x4998EAA6L,18446744073709551615UL,0x9FC539E1L},{0x568DCDD7L,0x568DCDD7L,0x9E83F772L,18446744073709551609UL,0UL},{18446744073709551610UL,0UL,18446744073709551615UL,0UL,18446744073709551610UL},{18446744073709551614UL,0UL,18446744073709551611UL,0xB86CD496L,18446744073709551609UL},{0x4A78290AL,3UL,0x07557998L,0x4998EAA6L,0UL},{0x48EEF2F2L,18446744073709551611UL,18446744073709551609UL,0UL,18446744073709551609UL},{0x4998EAA6L,0x4998EAA6L,18446744073709551615UL,0x07557998L,18446744073709551610UL},{18446744073709551609UL,9UL,0x6F8184A5L,0x9E83F772L,0UL},{18446744073709551615UL,0x9FC539E1L,0UL,0xB36DE86DL,0UL}},{{5UL,9UL,9UL,5UL,0UL},{3UL,0x4998EAA6L,18446744073709551606UL,18446744073709551610UL,0xD6457C28L},{0x6F8184A5L,18446744073709551611UL,18446744073709551606UL,0x48EEF2F2L,9UL},{0x9FC539E1L,3UL,18446744073709551610UL,18446744073709551610UL,3UL},{0UL,0UL,18446744073709551608UL,5UL,18446744073709551614UL},{0x3159EB63L,0UL,0x4998EAA6L,0xB36DE86DL,18446744073709551606UL},{0UL,0x568DCDD7L,8UL,0x9E83F772L,0x9E83F772L},{0x3159EB63L,18446744073709551615UL,0x3159EB63L,0x07557998L,8UL},{0UL,18446744073709551608UL,0x48EEF2F2L,0UL,0xB86CD496L},{0x9FC539E1L,0xB36DE86DL,0xD6457C28L,0x4998EAA6L,1UL}},{{0x6F8184A5L,0xB86CD496L,0x48EEF2F2L,0xB86CD496L,0x6F8184A5L},{3UL,0x2E544241L,0x3159EB63L,0UL,0x4998EAA6L},{5UL,18446744073709551614UL,8UL,18446744073709551609UL,18446744073709551606UL},{18446744073709551615UL,0x3159EB63L,0x4998EAA6L,0x2E544241L,0x4998EAA6L},{18446744073709551609UL,18446744073709551609UL,18446744073709551608UL,8UL,0x6F8184A5L},{0x4998EAA6L,18446744073709551606UL,18446744073709551610UL,0xD6457C28L,1UL},{0x48EEF2F2L,0x9BEA4151L,18446744073709551606UL,0x568DCDD7L,0xB86CD496L},{0x4A78290AL,18446744073709551606UL,18446744073709551606UL,0x4A78290AL,8UL},{18446744073709551614UL,18446744073709551609UL,9UL,0x6F8184A5L,0x9E83F772L},{18446744073709551610UL,0x3159EB63L,0UL,18446744073709551615UL,18446744073709551606UL}},{{0x9BEA4151L,18446744073709551614UL,0x6F8184A5L,0x6F8184A5L,18446744073709551614UL},{1UL,0x2E544241L,18446744073709551615UL,0x4A78290AL,3UL},{18446744073709551611UL,0xB86CD496L,18446744073709551609UL,0x568DCDD7L,9UL},{0x2E544241L,0xB36DE86DL,0x07557998L,0xD6457C28L,0xD6457C28L},{18446744073709551611UL,18446744073709551608UL,18446744073709551611UL,8UL,0UL},{1UL,18446744073709551615UL,18446744073709551615UL,0x2E544241L,0UL},{0x9BEA4151L,0x568DCDD7L,0x9E83F772L,18446744073709551609UL,0UL},{18446744073709551610UL,0UL,18446744073709551615UL,0UL,18446744073709551610UL},{18446744073709551614UL,0UL,18446744073709551611UL,0xB86CD496L,18446744073709551609UL},{0x4A78290AL,3UL,0x07557998L,0x4998EAA6L,0UL}},{{0x48EEF2F2L,18446744073709551611UL,0x48EEF2F2L,5UL,0x48EEF2F2L},{18446744073709551615UL,18446744073709551615UL,0xB36DE86DL,3UL,0x3159EB63L},{0x48EEF2F2L,18446744073709551606UL,18446744073709551611UL,0x6F8184A5L,8UL},{0x2E544241L,0UL,0xD6457C28L,0x9FC539E1L,0x4998EAA6L},{0UL,18446744073709551606UL,18446744073709551606UL,0UL,18446744073709551608UL},{18446744073709551606UL,18446744073709551615UL,0UL,0x3159EB63L,18446744073709551610UL},{18446744073709551611UL,0UL,0x9E83F772L,0UL,18446744073709551606UL},{0UL,18446744073709551606UL,0x3159EB63L,0x3159EB63L,18446744073709551606UL},{8UL,5UL,0x568DCDD7L,0UL,9UL},{8UL,0x4998EAA6L,18446744073709551615UL,0x9FC539E1L,0UL}}};
static union U0 ** const  volatile g_3124 = &g_2392;/* VOLATILE GLOBAL g_3124 */
static int16_t g_3172 = 1L;
static union U1 g_3216 = {0L};/* VOLATILE GLOBAL g_3216 */
static union U1 g_3236 = {1L};/* VOLATILE GLOBAL g_3236 */
static volatile int64_t g_3253 = 0xE5EC2A538F64CF73LL;/* VOLATILE GLOBAL g_3253 */
static volatile int64_t *g_3252 = &g_3253;
static union U0 ***g_3274 = (void*)0;
static union U0 ****g_3273 = &g_3274;
static int16_t g_3286 = 7L;
static int32_t **g_3295 = &g_477;
static int32_t ***g_3294[1] = {&g_3295};
static int32_t ****g_3293 = &g_3294[0];
static volatile union U1 g_3303 = {0x82L};/* VOLATILE GLOBAL g_3303 */


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static union U2 * func_5(int8_t  p_6, uint64_t  p_7);
static int8_t * func_12(int32_t ** p_13, uint32_t  p_14, int32_t * p_15, uint8_t  p_16, int16_t  p_17);
static int32_t ** func_18(uint32_t  p_19, int32_t * p_20, union U2 * p_21);
static const uint64_t  func_24(union U3  p_25, int64_t  p_26, union U2 * const  p_27, uint32_t  p_28);
static union U2 * func_30(uint64_t  p_31, int8_t * p_32, int8_t  p_33, uint16_t  p_34);
static int16_t  func_37(int32_t  p_38, union U2 * p_39, const uint16_t  p_40);
static int32_t * const  func_46(int64_t  p_47, int8_t * p_48, int8_t  p_49, uint8_t  p_50);
static const union U2  func_53(uint64_t  p_54, uint32_t  p_55, uint8_t  p_56);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_41 g_607.f1 g_793 g_45 g_330 g_521 g_477 g_101 g_870 g_77 g_79 g_913 g_914 g_562.f0 g_685 g_697 g_283 g_284 g_963 g_43.f1 g_922 g_875 g_452 g_332 g_911 g_912 g_994 g_607.f3 g_1013 g_1014 g_332.f0 g_1041 g_332.f3 g_907 g_1280.f2 g_480 g_1092 g_1264 g_398.f0 g_1817 g_698 g_696 g_1515.f0 g_695 g_1016 g_1017 g_1461 g_1025 g_1020 g_1021 g_2008 g_2259 g_1720 g_43 g_2274 g_2285 g_2300 g_1336 g_2321 g_1317 g_1249 g_87 g_2506 g_2451 g_2536 g_1271.f2 g_2107 g_1019 g_2422 g_2473 g_1074.f0 g_81 g_2558 g_1492.f2 g_2566 g_1011 g_1012 g_181 g_1959.f0 g_1955 g_1004 g_1005 g_2475 g_2476 g_1719 g_1566 g_1006 g_2599 g_1454 g_2437 g_2625 g_2600 g_2601 g_1010 g_2672 g_2480 g_451 g_2679 g_2392 g_1690 g_2689 g_2698 g_2699 g_2424 g_345 g_436 g_2762 g_1514.f0 g_735 g_282 g_2871 g_2872 g_536.f0 g_2880 g_1590 g_443.f0 g_1009 g_1956 g_2300.f2 g_1939 g_1936 g_2197 g_2198 g_2199 g_2200 g_2940 g_1906.f0 g_103.f2 g_2300.f0 g_2879 g_2946 g_2954 g_2966 g_1225 g_868 g_869 g_2391 g_2176.f0 g_508 g_2998 g_3000 g_2219.f0 g_1956.f2 g_1331 g_746 g_3041 g_3044 g_359 g_2998.f0 g_3046 g_1209.f2 g_354 g_3058 g_2946.f3 g_3071 g_1690.f3 g_1492.f0 g_2444.f3
 * writes: g_45 g_43.f1 g_443.f1 g_41 g_332.f0 g_793 g_101 g_286 g_89.f1 g_81 g_77 g_79 g_911 g_912 g_1003 g_1007 g_1042 g_345 g_332.f3 g_384.f1 g_287 g_477 g_735 g_1017 g_628.f1 g_963 g_87 g_1566 g_2274 g_1461 g_4 g_1454 g_1014 g_1790 g_875 g_1590 g_521 g_2451 g_330 g_2536 g_2599 g_2107 g_1010 g_1956.f2 g_1012 g_2672 g_452 g_2699 g_1373.f2 g_2600 g_354 g_2872 g_2878 g_1021 g_2506 g_1006 g_907 g_3001 g_1720 g_3042 g_2998.f0 g_3058
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_3 = &g_4[7][5];
    int32_t **l_2 = &l_3;
    int32_t l_8[1];
    union U3 l_29[2] = {{0},{0}};
    union U2 *l_42 = &g_43;
    int64_t l_933 = 9L;
    int8_t l_1412 = (-10L);
    int16_t l_2308[9][3][9] = {{{9L,(-1L),0L,0L,0x1A38L,0xEC0FL,0L,(-4L),0x75A9L},{0xBB1CL,(-1L),0xDF7BL,0x0E36L,0xC41FL,0xFC4DL,0xF685L,(-1L),0xDF7BL},{0xBB1CL,0L,0L,0xFC4DL,(-10L),(-2L),(-1L),0xF37BL,2L}},{{9L,(-4L),0x5E83L,(-1L),1L,5L,0x0E36L,0L,0x4F20L},{0x8979L,(-6L),0L,0x75A9L,(-7L),0L,0x472CL,(-7L),0x472CL},{(-1L),(-7L),0xDF7BL,0xDF7BL,(-7L),(-1L),(-4L),0xD909L,0x3D06L}},{{(-1L),9L,0L,2L,1L,(-10L),0L,0L,0xF685L},{0xFC4DL,0L,0x4D46L,0x4F20L,(-10L),0L,(-4L),(-1L),9L},{(-4L),0L,(-3L),0x472CL,0xC41FL,0xF685L,0x472CL,(-6L),9L}},{{0x4D46L,0L,0x472CL,0x3D06L,0x1A38L,(-1L),0x0E36L,(-7L),0xF685L},{0L,(-10L),0x75A9L,0xF685L,(-7L),0x0E36L,(-1L),0x1A38L,0x3D06L},{(-10L),0L,(-4L),9L,(-6L),0x472CL,0xF685L,0xC41FL,0x472CL}},{{5L,0L,(-10L),9L,(-1L),(-4L),0L,(-10L),0x4F20L},{0x3D06L,0L,0x7000L,0xF685L,0L,0L,(-10L),1L,2L},{2L,9L,0x8979L,0x3D06L,0xD909L,(-4L),(-1L),(-7L),0xDF7BL}},{{0x75A9L,(-7L),0L,0x472CL,0xFC4DL,5L,0x9944L,0xDF7BL,0x638FL},{(-5L),0xEC0FL,0xDAD1L,0xE503L,0xA399L,0L,0x8EC2L,0L,5L},{0xDAD1L,0x8979L,0L,0x6FA9L,0x472CL,0x49C6L,(-1L),0x0E36L,(-6L)}},{{(-5L),0xA399L,0x8EC2L,1L,0x5E83L,0x8BC3L,(-6L),0x4D46L,0L},{0x638FL,(-2L),0x8EC2L,0x638FL,0x8979L,(-9L),(-5L),9L,1L},{0x6FA9L,(-1L),0L,5L,0xF676L,0x7BB2L,0x55DEL,(-1L),0x2B31L}},{{1L,0x7000L,0xDAD1L,(-6L),0x8979L,5L,0x29A8L,0xEC0FL,0x9944L},{0x8EC2L,0x3D06L,0x9944L,0L,0x5E83L,0x9944L,0x29A8L,(-2L),0x49C6L},{0x7BB2L,9L,(-3L),1L,0x472CL,0x8EC2L,0x55DEL,0x3603L,0x7054L}},{{1L,0L,1L,0x2B31L,0xA399L,(-1L),(-5L),0L,0x49C6L},{0x7054L,0x75A9L,0x7BB2L,0x9944L,0xFC4DL,(-6L),(-6L),0xFC4DL,0x9944L},{(-10L),0x75A9L,(-10L),0x49C6L,0L,(-5L),(-1L),0xA399L,0x2B31L}}};
    const uint16_t l_2310 = 0x1582L;
    int32_t l_2353 = 1L;
    union U2 * const *l_2541 = (void*)0;
    union U2 * const **l_2540 = &l_2541;
    union U2 * const *** const l_2539 = &l_2540;
    int8_t l_2543[6][9][1] = {{{1L},{1L},{0xBCL},{(-4L)},{0L},{0x5AL},{0x86L},{0x86L},{0x5AL}},{{0L},{(-4L)},{0xBCL},{1L},{1L},{0x08L},{0x80L},{1L},{0x98L}},{{1L},{0x98L},{1L},{0x80L},{0x08L},{1L},{1L},{0xBCL},{(-4L)}},{{0L},{0x5AL},{0x86L},{0x86L},{0x5AL},{0L},{(-4L)},{0xBCL},{1L}},{{1L},{0x08L},{0x80L},{1L},{0x98L},{1L},{0x98L},{1L},{0x80L}},{{0x08L},{1L},{1L},{0xBCL},{(-4L)},{0L},{0x5AL},{0x86L},{0x86L}}};
    union U1 **l_2581 = &g_345;
    uint64_t l_2595 = 18446744073709551612UL;
    int64_t *l_2598 = &g_1012[0];
    int64_t **l_2597 = &l_2598;
    int64_t ***l_2596 = &l_2597;
    uint32_t l_2606 = 0UL;
    int64_t l_2636[1];
    int64_t l_2641 = 0x196C9A5CE7656207LL;
    int16_t *****l_2647 = &g_912[2];
    uint32_t **l_2657 = &g_2477;
    union U0 ***l_2697[5][9] = {{&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451},{&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451},{&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451},{&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451},{&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451,&g_451}};
    uint32_t l_2722 = 1UL;
    int8_t l_2752 = 0xDBL;
    uint16_t l_2798 = 0xFDFBL;
    int32_t l_2807 = 0L;
    int32_t l_2825 = 0x3338511FL;
    uint64_t l_2849 = 0x36B146F0B4F4BDD3LL;
    int32_t *l_2868 = (void*)0;
    int8_t **l_2885 = &g_1790[2];
    uint16_t l_2894 = 1UL;
    uint64_t l_2911 = 0UL;
    uint16_t l_3043 = 0xF305L;
    union U0 ****l_3049 = &l_2697[2][5];
    union U0 **** const *l_3048 = &l_3049;
    int64_t ***l_3120[3][8][9] = {{{(void*)0,&l_2597,(void*)0,&l_2597,&l_2597,&g_2600,&l_2597,&g_2600,&g_2600},{&g_2600,(void*)0,&g_2600,&l_2597,(void*)0,&g_2600,&g_2600,&g_2600,&l_2597},{&g_2600,(void*)0,&l_2597,(void*)0,(void*)0,&l_2597,&l_2597,&g_2600,(void*)0},{&g_2600,&l_2597,&g_2600,&g_2600,&l_2597,&g_2600,&l_2597,&g_2600,&g_2600},{&l_2597,(void*)0,&l_2597,(void*)0,&l_2597,&g_2600,&l_2597,&l_2597,&l_2597},{&g_2600,&l_2597,&l_2597,&l_2597,&g_2600,&l_2597,&l_2597,(void*)0,&l_2597},{&l_2597,&g_2600,(void*)0,&l_2597,&l_2597,&l_2597,&g_2600,(void*)0,(void*)0},{(void*)0,&l_2597,(void*)0,&g_2600,&g_2600,(void*)0,&l_2597,(void*)0,(void*)0}},{{&l_2597,&l_2597,(void*)0,&g_2600,(void*)0,&g_2600,&l_2597,&g_2600,(void*)0},{&g_2600,(void*)0,&g_2600,(void*)0,(void*)0,(void*)0,&g_2600,&g_2600,(void*)0},{&g_2600,&l_2597,&l_2597,&g_2600,&g_2600,&g_2600,&l_2597,&g_2600,(void*)0},{&g_2600,&l_2597,(void*)0,(void*)0,&l_2597,&g_2600,&l_2597,&g_2600,&l_2597},{&g_2600,&g_2600,&g_2600,&g_2600,&g_2600,&g_2600,&g_2600,(void*)0,&l_2597},{&g_2600,&g_2600,&g_2600,(void*)0,&g_2600,&g_2600,(void*)0,(void*)0,&g_2600},{(void*)0,&g_2600,&g_2600,&l_2597,&g_2600,&g_2600,&g_2600,&l_2597,(void*)0},{(void*)0,&g_2600,&g_2600,(void*)0,&l_2597,&l_2597,&l_2597,(void*)0,&l_2597}},{{&l_2597,&l_2597,(void*)0,&g_2600,&g_2600,&g_2600,&g_2600,&g_2600,&g_2600},{&l_2597,&l_2597,&l_2597,(void*)0,&l_2597,&g_2600,&l_2597,(void*)0,&l_2597},{&g_2600,(void*)0,&g_2600,&g_2600,&g_2600,(void*)0,(void*)0,&g_2600,&g_2600},{(void*)0,&l_2597,&l_2597,(void*)0,&g_2600,(void*)0,&g_2600,&l_2597,&g_2600},{(void*)0,&g_2600,&g_2600,&l_2597,&g_2600,(void*)0,&g_2600,&g_2600,&l_2597},{(void*)0,(void*)0,&g_2600,&l_2597,(void*)0,&l_2597,&g_2600,(void*)0,&l_2597},{&g_2600,(void*)0,&g_2600,&g_2600,&g_2600,(void*)0,&g_2600,&l_2597,(void*)0},{&g_2600,&l_2597,&g_2600,&g_2600,&g_2600,(void*)0,&g_2600,&g_2600,&l_2597}}};
    uint8_t l_3142[10][9][2] = {{{0x39L,0xDBL},{255UL,246UL},{249UL,1UL},{2UL,249UL},{1UL,0x20L},{0x3DL,0xDBL},{2UL,0xE9L},{0xDBL,246UL},{0UL,0x41L}},{{0x39L,252UL},{0x3DL,0x93L},{0x20L,1UL},{0x30L,1UL},{0x20L,0x93L},{0x3DL,252UL},{0x39L,0x41L},{0UL,246UL},{0xDBL,0xE9L}},{{2UL,0xDBL},{0x3DL,0x20L},{1UL,249UL},{2UL,1UL},{249UL,246UL},{255UL,0xDBL},{0x39L,0x3DL},{252UL,0x93L},{0UL,0xE9L}},{{0x30L,255UL},{255UL,0x93L},{1UL,1UL},{0x39L,249UL},{0x20L,246UL},{0x41L,255UL},{2UL,0x41L},{252UL,0x20L},{252UL,0x41L}},{{2UL,255UL},{0x41L,246UL},{0x20L,249UL},{0x39L,1UL},{1UL,0x93L},{255UL,255UL},{0x30L,0xE9L},{0UL,0x93L},{252UL,0x3DL}},{{0x39L,0xDBL},{255UL,246UL},{249UL,1UL},{2UL,249UL},{1UL,0x20L},{0x3DL,0xDBL},{2UL,0xE9L},{0xDBL,246UL},{0UL,0x41L}},{{0x39L,252UL},{0x3DL,0x93L},{0x20L,1UL},{0x30L,1UL},{0x20L,0x93L},{0x3DL,252UL},{0x39L,0x41L},{0UL,246UL},{0xDBL,0xE9L}},{{2UL,0xDBL},{0x3DL,0x20L},{1UL,249UL},{2UL,1UL},{249UL,246UL},{255UL,0xDBL},{0x39L,0x3DL},{252UL,0x93L},{0UL,0xE9L}},{{0x30L,255UL},{255UL,0x93L},{1UL,1UL},{0x39L,249UL},{0x20L,1UL},{3UL,1UL},{0x90L,3UL},{0x6CL,0UL},{0x6CL,3UL}},{{0x90L,1UL},{3UL,1UL},{1UL,2UL},{0xC6L,0x30L},{0x30L,0x8DL},{255UL,1UL},{0x2BL,0x20L},{0x2AL,0x8DL},{0x6CL,0x93L}}};
    uint32_t l_3151 = 0xEDCC5794L;
    union U2 **l_3166 = &g_87;
    uint16_t l_3225 = 65530UL;
    int8_t *l_3255 = &g_1906[6][1].f2;
    int16_t l_3277[1][1][5];
    uint64_t l_3306[10] = {9UL,0xDED6F3FCA934C316LL,18446744073709551615UL,0xDED6F3FCA934C316LL,9UL,9UL,0xDED6F3FCA934C316LL,18446744073709551615UL,0xDED6F3FCA934C316LL,9UL};
    const uint32_t l_3329 = 0UL;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_8[i] = 5L;
    for (i = 0; i < 1; i++)
        l_2636[i] = 0x5F634C5D19E77F55LL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
                l_3277[i][j][k] = (-3L);
        }
    }
    (*l_2) = (void*)0;
    (*g_2008) = func_5(l_8[0], ((int8_t)((((*l_2) = (void*)0) == (void*)0) > ((!((g_1790[3] = func_12(func_18(((uint64_t)func_24(l_29[0], g_4[7][5], func_30(((int16_t)func_37((((g_41 != ((void*)0 == l_42)) , g_4[7][5]) || (-1L)), l_42, l_8[0]) >> (int16_t)10), &g_79, l_933, (*g_870)), l_1412) % (uint64_t)(*g_1020)), &g_1461, l_42), l_933, &g_685, g_1336, l_2308[4][2][3])) != (void*)0)) ^ 65535UL)) * (int8_t)l_2310));
    for (g_1017 = 0; (g_1017 < 11); g_1017++)
    { /* block id: 971 */
        uint8_t l_2339[9][9][3] = {{{0xB8L,0x23L,250UL},{0xF2L,0xF2L,0x43L},{0UL,0xF2L,0x86L},{0xC5L,0x23L,0xF2L},{0x1DL,0UL,0UL},{250UL,0xC5L,0xF2L},{253UL,0x86L,0x86L},{253UL,0x3AL,0x43L},{253UL,0x43L,250UL}},{{253UL,0UL,249UL},{250UL,0x1DL,1UL},{0x1DL,0UL,0xB8L},{0xC5L,0x43L,0xC5L},{0UL,0x3AL,0xC5L},{0xF2L,0x86L,0xB8L},{0xB8L,0xC5L,1UL},{0x3AL,0UL,249UL},{0xB8L,0x23L,250UL}},{{0xF2L,0xF2L,0x43L},{0UL,0xF2L,0x86L},{0xC5L,0x23L,0xF2L},{0x1DL,0UL,0UL},{250UL,0xC5L,0xF2L},{253UL,0x86L,0x86L},{253UL,0x3AL,0x43L},{253UL,0x43L,250UL},{253UL,0UL,249UL}},{{250UL,0x1DL,1UL},{0x1DL,0UL,0xB8L},{0xC5L,0x43L,0xC5L},{0UL,0x3AL,0xC5L},{0xF2L,0x86L,0xB8L},{0xB8L,0xC5L,1UL},{0x3AL,0UL,249UL},{0xB8L,0x23L,250UL},{0xF2L,0xF2L,0x43L}},{{0UL,0xF2L,0x86L},{0xC5L,0x23L,0xF2L},{0x1DL,0UL,0UL},{250UL,0xC5L,0xF2L},{253UL,0x86L,0x86L},{253UL,0x3AL,0x43L},{253UL,0x43L,250UL},{253UL,0UL,249UL},{250UL,0x1DL,1UL}},{{0x1DL,0UL,0xB8L},{0xC5L,0x43L,0xC5L},{0UL,0x3AL,0xC5L},{0xF2L,0x86L,0xB8L},{0xB8L,0xC5L,1UL},{0x3AL,0UL,249UL},{0xB8L,0xF2L,0x3AL},{250UL,250UL,0UL},{0x86L,250UL,1UL}},{{250UL,0xF2L,250UL},{0x23L,0x1DL,0xB8L},{0x3AL,250UL,250UL},{253UL,1UL,1UL},{249UL,253UL,0UL},{249UL,0UL,0x3AL},{253UL,0x86L,0UL},{0x3AL,0x23L,0UL},{0x23L,0x86L,0xC5L}},{{250UL,0UL,250UL},{0x86L,253UL,250UL},{250UL,1UL,0xC5L},{0xC5L,250UL,0UL},{253UL,0x1DL,0UL},{0xC5L,0xF2L,0x3AL},{250UL,250UL,0UL},{0x86L,250UL,1UL},{250UL,0xF2L,250UL}},{{0x23L,0x1DL,0xB8L},{0x3AL,250UL,250UL},{253UL,1UL,1UL},{249UL,253UL,0UL},{249UL,0UL,0x3AL},{253UL,0x86L,0UL},{0x3AL,0x23L,0UL},{0x23L,0x86L,0xC5L},{250UL,0UL,250UL}}};
        uint32_t l_2345[2];
        int32_t l_2364 = 0xF57282B8L;
        int64_t l_2366 = 1L;
        const int64_t l_2446 = (-8L);
        uint32_t l_2449[1][3];
        uint16_t l_2517 = 0xC539L;
        int32_t l_2569 = (-9L);
        union U2 *l_2576 = &g_384[3][2];
        uint32_t **l_2602 = (void*)0;
        uint64_t l_2659 = 18446744073709551615UL;
        uint8_t l_2666 = 0x54L;
        int16_t l_2677 = 0x91DFL;
        int32_t l_2727 = 0x8239DE1BL;
        uint32_t l_2753 = 0UL;
        int16_t *****l_2765 = &g_912[7];
        int16_t l_2771 = 0xCD8AL;
        int8_t l_2821 = 0x64L;
        uint32_t l_2822 = 5UL;
        int32_t *l_2837 = (void*)0;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_2345[i] = 1UL;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_2449[i][j] = 0UL;
        }
        for (g_963 = 0; (g_963 <= 3); g_963 += 1)
        { /* block id: 974 */
            int8_t l_2338 = 0L;
            int32_t l_2363 = 3L;
            uint16_t l_2365 = 65535UL;
            uint64_t *l_2373 = (void*)0;
            int32_t l_2397 = 0x376AD539L;
            const int32_t l_2425 = 0x42D52F09L;
            int16_t l_2445 = (-1L);
            int32_t l_2447[9] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
            int32_t l_2471 = (-1L);
            uint16_t l_2501[9][5][1] = {{{1UL},{0x35EDL},{0x55B6L},{0UL},{1UL}},{{0UL},{1UL},{0UL},{0x55B6L},{0x35EDL}},{{1UL},{0UL},{65526UL},{0x682EL},{0x55B6L}},{{0x682EL},{65526UL},{0UL},{1UL},{0x35EDL}},{{0x55B6L},{0UL},{1UL},{0UL},{1UL}},{{0UL},{0x55B6L},{0x35EDL},{1UL},{0UL}},{{65526UL},{0x682EL},{0x55B6L},{0x682EL},{65526UL}},{{0UL},{1UL},{0x35EDL},{0x55B6L},{0UL}},{{1UL},{0UL},{1UL},{0UL},{0x55B6L}}};
            uint32_t l_2513[4][3][9] = {{{18446744073709551608UL,0xAB8FAD2FL,0xFC4E22B6L,9UL,18446744073709551608UL,0x02D214F5L,0xA0A8B333L,0xA0A8B333L,0x02D214F5L},{0xFF833694L,0xA0A8B333L,0xE190F1F3L,0xA0A8B333L,0xFF833694L,0x2C914CF7L,0x406BF859L,1UL,18446744073709551613UL},{9UL,0xA0A8B333L,0x2C914CF7L,0UL,0xAB8FAD2FL,18446744073709551607UL,0x68BE3CB1L,0UL,0x8C5DBEFEL}},{{0x406BF859L,0xAB8FAD2FL,0x8C5DBEFEL,0x406BF859L,0x922CF8E4L,0x2C914CF7L,18446744073709551614UL,0x68BE3CB1L,18446744073709551610UL},{0x406BF859L,0UL,0xEE82879BL,18446744073709551608UL,0x403D6723L,0x02D214F5L,0x922CF8E4L,0x403D6723L,0x2C914CF7L},{9UL,0UL,1UL,0xD5B42445L,1UL,0xA0A8B333L,1UL,0x6EBD84CEL,18446744073709551614UL}},{{18446744073709551610UL,0x4C555253L,9UL,7UL,0UL,0xFF833694L,0UL,7UL,9UL},{0x646D4908L,0x646D4908L,0UL,0xD5B42445L,18446744073709551610UL,0x922CF8E4L,18446744073709551611UL,7UL,0x403D6723L},{18446744073709551615UL,1UL,0xFF833694L,0x646D4908L,0UL,0xAAF9D746L,0x646D4908L,0x6EBD84CEL,0x68BE3CB1L}},{{0UL,0xB7E19A42L,0UL,0x31946AA6L,4UL,0UL,0x646D4908L,18446744073709551611UL,0UL},{7UL,18446744073709551615UL,9UL,1UL,0x4AB97129L,0x68BE3CB1L,18446744073709551611UL,18446744073709551615UL,1UL},{4UL,0xB7E19A42L,0x922CF8E4L,0x4AB97129L,0x646D4908L,0x68BE3CB1L,0UL,8UL,0xA0A8B333L}}};
            uint32_t l_2537 = 0x55F20402L;
            int32_t l_2538 = 7L;
            int i, j, k;
            for (g_101 = 0; (g_101 <= 0); g_101 += 1)
            { /* block id: 977 */
                uint32_t l_2362 = 0xEB528856L;
                int32_t l_2448 = (-7L);
                int64_t *l_2468 = &g_1006;
                int64_t **l_2467 = &l_2468;
                int64_t ***l_2466[3][5] = {{&l_2467,&l_2467,&l_2467,&l_2467,&l_2467},{&l_2467,&l_2467,&l_2467,&l_2467,&l_2467},{&l_2467,&l_2467,&l_2467,&l_2467,&l_2467}};
                int64_t ****l_2465 = &l_2466[1][3];
                union U3 l_2474 = {0};
                uint8_t *l_2496 = &g_521;
                uint8_t **l_2495 = &l_2496;
                int8_t *l_2503[7];
                int32_t l_2504 = (-1L);
                int32_t *l_2505 = &l_2448;
                int i, j;
                for (i = 0; i < 7; i++)
                    l_2503[i] = &g_1209.f2;
                (*g_1264) ^= (l_2338 & l_2339[8][4][2]);
            }
            for (g_1590 = 0; (g_1590 <= 3); g_1590 += 1)
            { /* block id: 1047 */
                int8_t *l_2516[5] = {&g_1280[2][4].f2,&g_1280[2][4].f2,&g_1280[2][4].f2,&g_1280[2][4].f2,&g_1280[2][4].f2};
                union U2 ** const l_2520 = &g_87;
                union U2 ** const *l_2519 = &l_2520;
                union U2 ** const **l_2518 = &l_2519;
                uint8_t *l_2528[7];
                int32_t *l_2532 = &g_2451;
                uint16_t *l_2535 = &l_2501[3][0][0];
                int32_t l_2542[4][1][3];
                uint8_t l_2559 = 0x00L;
                int32_t l_2564 = 0xC672E74AL;
                union U0 ***l_2568 = &g_451;
                union U0 ****l_2567 = &l_2568;
                int i, j, k;
                for (i = 0; i < 7; i++)
                    l_2528[i] = &g_81;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 1; j++)
                    {
                        for (k = 0; k < 3; k++)
                            l_2542[i][j][k] = 0x43F20DD6L;
                    }
                }
                (*g_477) |= g_2506;
                if ((((*g_870) != ((**g_480) != ((int16_t)((uint8_t)((int64_t)(l_2513[3][2][8] , ((l_2447[6] |= l_2446) ^ (((l_2517 != ((((((l_2518 == ((!((int16_t)((l_2538 = ((((uint16_t)((((g_521 = ((int16_t)(-1L) << (int16_t)9)) && (((uint16_t)(+(((*l_2532) = (l_2397 = (*g_477))) && (((((((l_2363 = (((*l_2535) |= ((uint32_t)((*l_2532) < (*g_870)) - (uint32_t)(*l_2532))) >= g_2536)) & l_2513[3][2][8]) , (*l_2532)) || 9L) != l_2513[3][0][8]) <= l_2425) == g_1271.f2))) + (uint16_t)l_2537) ^ 0L)) ^ g_2107) < l_2364) + (uint16_t)4L) > (-1L)) , g_1019)) | 0x6BL) << (int16_t)l_2425)) , l_2539)) < 1UL) <= 0xF5E213DDL) , 65535UL) ^ l_2425) <= l_2542[1][0][2])) , (*g_1013)) >= l_2537))) / (int64_t)g_1017) % (uint8_t)l_2543[5][6][0]) / (int16_t)l_2338))) , (*l_2532)))
                { /* block id: 1056 */
                    if ((*g_2422))
                        break;
                }
                else
                { /* block id: 1058 */
                    int32_t *l_2544 = (void*)0;
                    union U0 ***l_2550 = (void*)0;
                    union U0 ****l_2549[4][3][5] = {{{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550},{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0}},{{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550},{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550}},{{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550},{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0}},{{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550},{(void*)0,&l_2550,&l_2550,&l_2550,(void*)0},{&l_2550,&l_2550,(void*)0,&l_2550,&l_2550}}};
                    const int64_t *l_2571 = &l_2446;
                    const int64_t **l_2570 = &l_2571;
                    int i, j, k;
                    if ((*g_2473))
                    { /* block id: 1059 */
                        return g_1074.f0;
                    }
                    else
                    { /* block id: 1061 */
                        union U0 ***l_2548 = &g_451;
                        union U0 ****l_2547 = &l_2548;
                        union U0 *****l_2551 = &l_2547;
                        int16_t *l_2560 = &l_2445;
                        const uint32_t l_2565 = 0UL;
                        (*l_2) = l_2544;
                        (*l_2) = &l_2364;
                        (*l_2532) = (((l_2569 ^= ((((((*l_2532) > (((uint8_t)(((((*l_2551) = (l_2549[1][0][0] = l_2547)) == (((((uint16_t)(0xF17DC9385E1F1D63LL ^ ((g_521 |= (--g_81)) ^ (((int16_t)l_2449[0][2] >> (int16_t)(g_2558 , ((((*l_2560) = ((**l_2) = l_2559)) >= ((*g_870) &= (((uint16_t)(*l_2532) << (uint16_t)9) & (0xFA683288L == (~l_2564))))) != l_2565))) & g_101))) / (uint16_t)0x728CL) || g_1492.f2) , g_2566[0]) , l_2567)) || l_2565) && 0x8845L) + (uint8_t)(*l_2532)) , (*g_1011))) & g_181) == 0L) ^ (*g_477)) | l_2338)) | 0xA822F4E4L) || g_1959.f0);
                    }
                    (*l_2532) = l_2538;
                    (*l_2) = (*g_1955);
                    (*l_2532) = (((((*l_2570) = &g_1017) == (*g_1004)) || 0UL) > ((int64_t)(0x30D7D1A0L | 0xBF154899L) - (int64_t)((*g_2475) != &g_2477)));
                }
                for (g_330 = 0; (g_330 <= 3); g_330 += 1)
                { /* block id: 1081 */
                    for (g_2536 = 0; (g_2536 <= 3); g_2536 += 1)
                    { /* block id: 1084 */
                        const int8_t l_2574 = 0x13L;
                        int32_t l_2575 = 0x74AA0D72L;
                        l_2575 = l_2574;
                        (*l_2520) = l_2576;
                    }
                }
            }
        }
        l_2364 ^= ((uint8_t)246UL * (uint8_t)(((int32_t)(l_2581 == (void*)0) % (int32_t)4L) > ((int32_t)(*g_477) % (int32_t)((**g_1719) , ((((int16_t)(l_2366 ^ (~(+(((uint8_t)(g_81 ^= (((int8_t)l_2339[5][8][1] << (int8_t)(((int8_t)((l_2595 = (~(0x75FFL && 6UL))) <= 0xC352L) >> (int8_t)1) >= l_2449[0][2])) <= 0x1718BC698DC509CALL)) << (uint8_t)7) < 4294967289UL)))) * (int16_t)l_2569) == (**g_1004)) | 1L)))));
        if (((l_2596 == (g_2599 = g_2599)) , ((l_2602 != (*g_2475)) | (l_29[0] , (*g_1005)))))
        { /* block id: 1095 */
            int32_t *l_2603 = &g_2107;
            int32_t *l_2604[5][5] = {{&g_1454,&g_1454,&g_1454,&g_1454,&g_1454},{&l_2569,&l_2569,&l_2569,&l_2569,&l_2569},{&g_1454,&g_1454,&g_1454,&g_1454,&g_1454},{&l_2569,&l_2569,&l_2569,&l_2569,&l_2569},{&g_1454,&g_1454,&g_1454,&g_1454,&g_1454}};
            int32_t l_2605 = 0x726F2C0EL;
            uint64_t l_2620 = 4UL;
            const uint64_t *l_2635 = (void*)0;
            const uint64_t **l_2634[5][5] = {{&l_2635,&l_2635,&l_2635,&l_2635,&l_2635},{&l_2635,(void*)0,&l_2635,(void*)0,&l_2635},{&l_2635,&l_2635,&l_2635,&l_2635,&l_2635},{&l_2635,(void*)0,&l_2635,(void*)0,&l_2635},{&l_2635,&l_2635,&l_2635,&l_2635,&l_2635}};
            union U0 **l_2691 = &g_452;
            union U1 *l_2728 = &g_1373;
            union U3 l_2776 = {0};
            uint8_t l_2784 = 9UL;
            int8_t *l_2802 = &g_1373.f2;
            uint8_t *l_2808[2][9][3] = {{{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81}},{{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666},{&g_81,&g_81,&g_81},{&l_2666,&l_2666,&l_2666}}};
            int i, j, k;
            --l_2606;
            for (g_1461 = 20; (g_1461 == (-7)); --g_1461)
            { /* block id: 1099 */
                int64_t l_2630[2];
                uint64_t *l_2633 = &g_330;
                uint64_t **l_2632[4][10] = {{&l_2633,&l_2633,&l_2633,&l_2633,&l_2633,&l_2633,&l_2633,&l_2633,&l_2633,&l_2633},{&l_2633,(void*)0,&l_2633,&l_2633,(void*)0,&l_2633,&l_2633,(void*)0,&l_2633,&l_2633},{&l_2633,&l_2633,(void*)0,(void*)0,(void*)0,(void*)0,&l_2633,&l_2633,(void*)0,&l_2633},{(void*)0,&l_2633,&l_2633,(void*)0,&l_2633,&l_2633,(void*)0,&l_2633,&l_2633,(void*)0}};
                uint64_t ***l_2631 = &l_2632[2][2];
                int8_t l_2646 = 1L;
                union U3 l_2652 = {0};
                uint8_t l_2658 = 0UL;
                int8_t *l_2660 = &g_1956.f2;
                int8_t *l_2661 = &g_79;
                int8_t l_2662 = 0x6DL;
                int8_t *l_2663 = (void*)0;
                int8_t *l_2664[8][8][3] = {{{&l_2543[0][3][0],(void*)0,&g_1271.f2},{&l_2646,&g_1209.f2,&g_1280[2][4].f2},{&g_1906[6][1].f2,(void*)0,&g_2536},{&l_2646,(void*)0,(void*)0},{&g_1209.f2,&g_1209.f2,(void*)0},{(void*)0,&g_1209.f2,&g_2536},{(void*)0,(void*)0,&g_1280[2][4].f2},{(void*)0,(void*)0,&g_1271.f2}},{{&l_2646,&l_2662,&g_1209.f2},{(void*)0,&l_2646,&l_2646},{&l_1412,&g_1209.f2,&g_1906[6][1].f2},{&g_1209.f2,&g_103.f2,&g_1906[6][1].f2},{&l_2543[5][6][0],(void*)0,(void*)0},{(void*)0,(void*)0,&g_1280[2][4].f2},{(void*)0,(void*)0,(void*)0},{&g_1209.f2,&g_2536,(void*)0}},{{(void*)0,&g_1271.f2,(void*)0},{&g_1271.f2,&g_2536,(void*)0},{&l_2662,(void*)0,(void*)0},{&g_1271.f2,&g_1280[2][4].f2,&g_103.f2},{(void*)0,&l_2646,&g_2536},{&g_1209.f2,&g_1280[2][4].f2,&g_1271.f2},{(void*)0,&g_1209.f2,&g_1271.f2},{(void*)0,&l_2646,(void*)0}},{{&l_2543[5][6][0],&g_1271.f2,(void*)0},{&g_1209.f2,&l_2646,&l_2543[5][6][0]},{&l_1412,(void*)0,&l_2662},{(void*)0,&l_2543[5][6][0],&g_1280[2][4].f2},{&l_2646,&g_103.f2,(void*)0},{(void*)0,(void*)0,&g_1209.f2},{(void*)0,&l_1412,(void*)0},{(void*)0,&l_2543[5][6][0],(void*)0}},{{&g_1209.f2,&g_1271.f2,(void*)0},{(void*)0,&g_1373.f2,&g_1373.f2},{&g_103.f2,&g_1209.f2,(void*)0},{(void*)0,&l_2543[5][6][0],&g_1280[2][4].f2},{&l_2646,&g_103.f2,&l_2662},{&g_1373.f2,&l_2662,(void*)0},{&g_1280[2][4].f2,&l_2543[5][2][0],&l_2662},{&g_1271.f2,&l_2662,&g_1209.f2}},{{&g_1271.f2,(void*)0,&g_1209.f2},{(void*)0,&g_1906[6][1].f2,&l_2646},{&l_2543[5][6][0],&l_2543[5][6][0],(void*)0},{&l_2646,&l_2662,(void*)0},{&g_1209.f2,&g_1906[6][1].f2,(void*)0},{(void*)0,&l_2646,&g_1271.f2},{&l_2646,&g_1209.f2,(void*)0},{(void*)0,&g_1209.f2,(void*)0}},{{&g_1280[2][4].f2,(void*)0,(void*)0},{(void*)0,(void*)0,&l_2646},{&g_1271.f2,&g_2536,&g_1209.f2},{&l_2543[5][2][0],(void*)0,&g_1209.f2},{(void*)0,&g_1271.f2,&l_2662},{&l_2543[5][6][0],&l_2543[5][6][0],(void*)0},{&g_1271.f2,(void*)0,&l_2662},{&g_1906[6][1].f2,&g_1280[2][4].f2,&g_1280[2][4].f2}},{{&g_1209.f2,&g_1280[2][4].f2,(void*)0},{&l_2662,&l_2646,&g_1373.f2},{&g_1280[2][4].f2,(void*)0,(void*)0},{(void*)0,(void*)0,&l_2662},{(void*)0,&g_1209.f2,&l_2662},{&g_1280[2][4].f2,&l_1412,&g_1906[6][1].f2},{&l_2662,&g_1280[2][4].f2,&l_1412},{&g_1209.f2,&l_2543[4][3][0],(void*)0}}};
                int32_t l_2665 = (-3L);
                int16_t l_2669 = 0x3508L;
                union U0 **l_2690 = (void*)0;
                uint32_t l_2725[5] = {0UL,0UL,0UL,0UL,0UL};
                uint32_t **l_2726 = &g_1720;
                int16_t *** const *l_2768 = (void*)0;
                const uint8_t l_2799 = 0xEDL;
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_2630[i] = 1L;
                (*l_2603) = ((int32_t)(**g_1092) + (int32_t)(g_1454 && ((int8_t)((uint8_t)(!((int16_t)l_2620 + (int16_t)((((uint64_t)g_2437 - (uint64_t)(g_2625[5] , ((int8_t)l_2449[0][1] - (int8_t)((uint16_t)l_2630[1] >> (uint16_t)13)))) < (((*l_2631) = (l_2345[0] , (void*)0)) != l_2634[0][4])) ^ l_2630[0]))) % (uint8_t)l_2636[0]) / (int8_t)l_2630[1])));
                if (((uint16_t)((int16_t)(((*g_1013) = ((*g_1011) |= (l_2641 == ((((void*)0 != l_2604[1][1]) == (l_2665 = ((((****g_698) & ((uint16_t)(((((int8_t)((*l_2661) |= ((*l_2660) = (l_2646 || (l_2647 == ((((*g_2601) = (**g_2600)) || (((uint8_t)((int8_t)((((l_2652 , (((uint64_t)(((uint32_t)(l_2657 != &g_1729) - (uint32_t)(*g_477)) && l_2658) % (uint64_t)0x03BE979E0FDA63E1LL) == g_1566)) ^ l_2659) != (**g_1719)) | (*l_2603)) % (int8_t)g_1461) + (uint8_t)l_2345[0]) ^ 255UL)) , l_2647))))) >> (int8_t)l_2658) < 0L) < l_2662) | l_2662) << (uint16_t)l_2449[0][1])) , l_2449[0][2]) | 249UL))) && l_2666)))) && l_2339[8][4][2]) / (int16_t)65527UL) >> (uint16_t)8))
                { /* block id: 1108 */
                    int8_t l_2670[4] = {2L,2L,2L,2L};
                    int32_t l_2671 = (-4L);
                    uint8_t *l_2692 = &l_2666;
                    uint32_t l_2693 = 0xBE6D3215L;
                    int i;
                    for (g_2451 = 19; (g_2451 >= (-21)); g_2451--)
                    { /* block id: 1111 */
                        --g_2672;
                        if ((**g_2480))
                            break;
                        (*l_2603) = 0xCEAD84D8L;
                    }
                    (*g_451) = (*g_451);
                    (*g_477) = ((((*l_2603) &= ((uint16_t)l_2677 - (uint16_t)(~l_2670[3]))) != ((*l_2692) = (((((g_2679 , (*g_2392)) , (l_2665 & ((void*)0 != &l_2597))) < ((int64_t)((((((!(((***g_2599) , ((int64_t)((((uint32_t)((void*)0 == g_2689) + (uint32_t)(*g_477)) || 0xBF8EL) != (*g_1020)) - (int64_t)g_77)) | 0xE09CL)) , l_2669) > l_2671) > l_2669) , l_2690) == l_2691) + (int64_t)1L)) , 0xF1FB71B8916C188ALL) > (*g_1005)))) || l_2669);
                    for (g_1590 = 0; (g_1590 <= 4); g_1590 += 1)
                    { /* block id: 1122 */
                        l_2693++;
                        (*l_2603) ^= (((-(uint64_t)(&l_2690 != l_2697[4][5])) , &g_1719) != &g_1316[0][4]);
                    }
                }
                else
                { /* block id: 1126 */
                    int16_t l_2723[4][3][6] = {{{0L,0x6384L,0x6384L,0L,0xB95EL,0x7548L},{0x7548L,0L,(-1L),0L,0x7548L,(-8L)},{0L,0x7548L,(-8L),(-8L),0x7548L,0L}},{{0x6384L,0L,0xB95EL,0x7548L,0xB95EL,0L},{0xB95EL,0x6384L,(-8L),(-1L),(-1L),(-8L)},{0xB95EL,0xB95EL,(-1L),0x7548L,0xF7DAL,0x7548L}},{{0x6384L,0xB95EL,0x6384L,(-8L),(-1L),(-1L)},{0L,0x6384L,0x6384L,0L,0xB95EL,0x7548L},{0x7548L,0L,(-1L),0L,0x7548L,(-8L)}},{{0L,0x7548L,(-8L),(-8L),0x7548L,0L},{0x6384L,0L,0xB95EL,0x7548L,0xB95EL,0L},{0xB95EL,0x6384L,(-8L),(-1L),(-1L),(-8L)}}};
                    int16_t *l_2724[4];
                    uint64_t l_2745 = 18446744073709551615UL;
                    int16_t *****l_2763 = &g_912[9];
                    union U3 l_2764 = {0};
                    uint32_t *l_2777[1][4];
                    int32_t l_2780 = 1L;
                    int32_t l_2781 = 0x9419DE7AL;
                    int32_t l_2782 = 0xDEBEABECL;
                    int i, j, k;
                    for (i = 0; i < 4; i++)
                        l_2724[i] = &g_443.f1;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 4; j++)
                            l_2777[i][j] = &g_735;
                    }
                    (*g_2698) = &g_1719;
                    if (((~((int32_t)(((((l_2725[2] = ((uint8_t)l_2677 * (uint8_t)((((int32_t)3L - (int32_t)((l_2665 = (((uint16_t)(((*g_1720) = 0xE0439304L) > ((uint8_t)(0x6AE705E6A0804737LL & ((uint64_t)((*l_2633)++) + (uint64_t)(((*g_870)++) ^ (((uint8_t)l_2646 - (uint8_t)(-(int8_t)(((uint64_t)l_2722 % (uint64_t)1UL) > l_2665))) | ((*g_2422) && l_2723[3][0][3]))))) >> (uint8_t)5)) >> (uint16_t)5) && (*g_283))) , (****g_2698))) ^ 4294967295UL) || l_2345[0]))) & 0L) , l_2726) != (*g_2699)) ^ l_2727) - (int32_t)l_2723[0][2][5])) == (-1L)))
                    { /* block id: 1133 */
                        (*l_2581) = l_2728;
                        return g_2437;
                    }
                    else
                    { /* block id: 1136 */
                        l_2728 = (*g_2424);
                    }
                    if (((*l_2603) = (((uint64_t)(((*g_477) |= ((int16_t)((uint64_t)0x529ED1989E602455LL - (uint64_t)((uint8_t)(0x9A228B1238483FBCLL & ((int16_t)((((int64_t)((***g_2699) || ((uint8_t)((((((((int8_t)l_2745 >> (int8_t)5) | 0xC0C4574AL) , (((uint16_t)l_2569 >> (uint16_t)3) | 0x65L)) , (0x0DB3L <= ((uint32_t)(((int32_t)(l_2665 |= (-1L)) / (int32_t)l_2752) > 0x73L) - (uint32_t)l_2753))) == g_436) >= (*g_870)) | g_43.f1) + (uint8_t)g_2625[8])) / (int64_t)(*l_2603)) , (-1L)) && l_2723[0][2][3]) * (int16_t)l_2745)) >> (uint8_t)(*l_2603))) >> (int16_t)l_2723[3][0][3])) ^ (-8L)) % (uint64_t)0x97D826FC9A263498LL) , 0x4FC3CE81L)))
                    { /* block id: 1142 */
                        uint32_t l_2769 = 4294967294UL;
                        uint32_t l_2770 = 0x0EF8BEE2L;
                        (*g_477) |= ((int32_t)((((uint8_t)((uint32_t)((int16_t)((g_2762[0][3] , (l_2763 = &g_912[9])) != (l_2764 , l_2765)) / (int16_t)((uint8_t)(l_2630[0] || (((0x08L && g_2437) != ((void*)0 == l_2768)) ^ l_2769)) << (uint8_t)3)) + (uint32_t)l_2770) >> (uint8_t)l_2771) == l_2723[3][0][3]) != 255UL) - (int32_t)0x9D11109AL);
                        return g_1514.f0;
                    }
                    else
                    { /* block id: 1146 */
                        (*g_477) ^= ((**g_2699) != (void*)0);
                    }
                    if (((int16_t)((*g_2392) , ((((g_735 ^= (((*g_2392) , (*l_2603)) == ((((++(**g_1719)) , &g_1936) == (l_2776 , &g_2196[0][0][2])) , (0x0749L == l_2658)))) , &g_345) != &g_345) , l_2723[3][0][3])) + (int16_t)l_2723[3][0][3]))
                    { /* block id: 1151 */
                        if ((**g_1092))
                            break;
                        return l_2723[0][0][0];
                    }
                    else
                    { /* block id: 1154 */
                        int64_t l_2778 = 0xB0718E8B4E187949LL;
                        int32_t l_2779 = 0xBE9037B7L;
                        int32_t l_2783 = 0x482B2E1FL;
                        --l_2784;
                        (*g_477) ^= ((((l_2782 , l_2783) <= 65535UL) , ((((int16_t)(&g_451 != (void*)0) << (int16_t)5) | ((int16_t)(((*g_1720) = ((((int8_t)(-(int64_t)(*g_1005)) % (int8_t)(-1L)) == ((int8_t)l_2779 / (int8_t)(l_2781 = ((*l_2661) = ((*l_2660) = (((int16_t)(l_2782 = (****g_695)) * (int16_t)(*g_870)) , 8L)))))) == l_2723[1][2][1])) != l_2798) % (int16_t)l_2799)) < (-1L))) | 0xECFF39B0L);
                        (*l_2603) = (-1L);
                    }
                }
            }
            (*l_2603) = ((uint16_t)(*g_870) * (uint16_t)l_2364);
            (*l_2603) = (((*l_2802) = (l_2449[0][1] == (**g_282))) && (g_81 = (((l_2345[0] | ((**g_480) > (((*g_1317) & l_2339[8][4][2]) , (*l_2603)))) || (((int64_t)((int8_t)l_2449[0][2] << (int8_t)0) % (int64_t)l_2345[0]) & l_2807)) , g_77)));
        }
        else
        { /* block id: 1170 */
            int32_t l_2815 = (-6L);
            for (g_77 = (-9); (g_77 >= 11); g_77++)
            { /* block id: 1173 */
                int32_t *l_2811 = &g_2506;
                int32_t *l_2812 = &g_45[3][3];
                int32_t *l_2813 = (void*)0;
                int32_t *l_2814 = &g_2506;
                int32_t *l_2816 = &g_685;
                int32_t *l_2817 = &g_1454;
                int32_t *l_2818 = (void*)0;
                int32_t *l_2819 = &g_1461;
                int32_t *l_2820[8];
                int i;
                for (i = 0; i < 8; i++)
                    l_2820[i] = (void*)0;
                --l_2822;
            }
            l_2825 = (*g_1264);
        }
        g_1461 ^= ((int16_t)((!(((int16_t)((****g_2698) | (***g_2699)) * (int16_t)(l_2569 && 8UL)) <= (((*g_477) = ((((uint16_t)0x19B1L * (uint16_t)((uint8_t)(g_521 = ((*g_451) == (void*)0)) >> (uint8_t)(((uint8_t)((void*)0 != &g_2196[0][0][0]) >> (uint8_t)l_2339[4][0][0]) < 0xE1140EC2L))) || 0x74B092D6L) != 1UL)) & l_2659))) ^ l_2753) / (int16_t)0xA0F0L);
    }
    for (l_933 = 0; (l_933 <= 2); l_933 += 1)
    { /* block id: 1184 */
        int64_t l_2838 = 1L;
        int32_t l_2839 = 0xE728DE72L;
        int32_t *l_2840 = &g_1454;
        int32_t *l_2841 = &l_2839;
        int32_t *l_2842 = (void*)0;
        int32_t *l_2843 = &g_2107;
        int32_t l_2844 = 0x018604F5L;
        int32_t *l_2845 = &l_8[0];
        int32_t *l_2846 = &g_2506;
        int32_t *l_2847 = &l_2844;
        int32_t *l_2848[9][10] = {{&l_2839,&g_4[4][3],(void*)0,&g_2451,&g_2451,(void*)0,&g_4[4][3],&l_2839,(void*)0,&g_2451},{(void*)0,&g_4[4][3],&l_2839,(void*)0,&g_2451,&g_1454,&g_2506,&g_4[7][5],&g_2451,(void*)0},{(void*)0,&g_1461,&g_2506,&g_4[4][3],&g_4[7][5],&g_4[7][5],&g_4[4][3],&g_2506,&g_1461,(void*)0},{&g_1461,&g_1454,&g_2451,&g_4[4][3],&g_4[6][6],(void*)0,&g_4[6][6],&g_4[4][3],&g_2451,&g_1454},{(void*)0,&g_2506,(void*)0,&g_1454,&g_4[6][6],&l_2839,&l_2839,&g_4[6][6],&g_1454,(void*)0},{&g_4[6][6],&g_4[6][6],&g_1461,(void*)0,&g_4[7][5],&l_2839,&g_2451,&l_2839,&g_4[7][5],(void*)0},{(void*)0,&g_2451,(void*)0,&l_2839,&g_4[4][3],(void*)0,&g_2451,&g_2451,(void*)0,&g_4[4][3]},{&g_1461,&g_4[6][6],&g_4[6][6],&g_1461,(void*)0,&g_4[7][5],&l_2839,&g_2451,&l_2839,&g_4[7][5]},{(void*)0,&g_2506,(void*)0,&g_2506,(void*)0,&g_1454,&g_4[6][6],&l_2839,&l_2839,&g_4[6][6]}};
        int64_t **l_2852 = &g_2601;
        const uint64_t l_2870 = 18446744073709551610UL;
        uint64_t l_2906 = 0x70F5A5815A79CE38LL;
        union U2 ****l_2914 = &g_793;
        uint32_t l_2968[4] = {0xDB04EF03L,0xDB04EF03L,0xDB04EF03L,0xDB04EF03L};
        union U3 l_2986[7][3] = {{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}}};
        uint64_t l_3008 = 0x36009ED5514FD3A7LL;
        uint64_t l_3013 = 0x1E7329D218CCECCELL;
        union U1 **l_3070 = (void*)0;
        int32_t l_3088 = (-4L);
        int32_t ***l_3096 = &l_2;
        int32_t ****l_3095 = &l_3096;
        uint32_t ****l_3114 = (void*)0;
        int64_t l_3152 = 0x6354FD52C090684ALL;
        int32_t l_3241[10][1][7] = {{{0x3911AAF7L,0x381C977BL,0x3911AAF7L,0x461CECF6L,1L,0xE4774647L,0xA76E619BL}},{{0x251CB850L,0xCD3200D7L,0x81825C2DL,0x81825C2DL,0xCD3200D7L,0x251CB850L,0xCD3200D7L}},{{0x3911AAF7L,0x461CECF6L,1L,0xE4774647L,0xA76E619BL,0xE4774647L,1L}},{{0x737D1693L,0x737D1693L,0x251CB850L,0x81825C2DL,0x251CB850L,0x737D1693L,0x737D1693L}},{{9L,0x461CECF6L,(-10L),0x461CECF6L,9L,(-1L),1L}},{{(-5L),0xCD3200D7L,(-5L),0x251CB850L,0x251CB850L,(-5L),0xCD3200D7L}},{{1L,0x381C977BL,(-10L),0x93C590E2L,0xA76E619BL,0x461CECF6L,0xA76E619BL}},{{(-5L),0x251CB850L,0x251CB850L,(-5L),0xCD3200D7L,(-5L),0x251CB850L}},{{9L,(-1L),1L,0x93C590E2L,1L,(-1L),9L}},{{0x737D1693L,0x251CB850L,0x81825C2DL,0x251CB850L,0x737D1693L,0x737D1693L,0x251CB850L}}};
        uint8_t *l_3311 = &g_521;
        uint8_t **l_3310 = &l_3311;
        uint32_t l_3328 = 0x4098D3B5L;
        int i, j, k;
        l_2849++;
        for (g_1590 = 0; (g_1590 <= 2); g_1590 += 1)
        { /* block id: 1188 */
            uint8_t l_2857[5][3][3] = {{{0xE9L,0x97L,0x43L},{0xF1L,255UL,1UL},{0xF1L,0UL,255UL}},{{0xE9L,1UL,1UL},{0x22L,1UL,0x43L},{0x5AL,0UL,0UL}},{{0x22L,255UL,0x21L},{1UL,0x9CL,1UL},{0x97L,0x27L,255UL}},{{0x97L,0x82L,0x27L},{1UL,255UL,255UL},{0xE7L,255UL,1UL}},{{0x43L,0x82L,0x21L},{0xE7L,0x27L,0x21L},{1UL,0x9CL,1UL}}};
            int16_t *l_2858 = &g_2625[5];
            uint64_t l_2863[1][6] = {{0x4DA9F0EFE12233CBLL,1UL,1UL,0x4DA9F0EFE12233CBLL,1UL,1UL}};
            int32_t l_2866 = 0x47779F19L;
            int32_t *l_2867[4][6][2] = {{{(void*)0,(void*)0},{(void*)0,&l_2807},{&g_287,&l_2353},{&l_2807,&l_2353},{&g_287,&l_2807},{(void*)0,(void*)0}},{{(void*)0,&l_2807},{&g_287,&l_2353},{&l_2807,&l_2353},{&g_287,&l_2807},{(void*)0,(void*)0},{(void*)0,&l_2807}},{{&g_287,&l_2353},{&l_2807,&l_2353},{&g_287,&l_2807},{(void*)0,(void*)0},{(void*)0,&l_2807},{&g_287,&l_2353}},{{&l_2807,&l_2353},{&g_287,&l_2807},{(void*)0,(void*)0},{(void*)0,&l_2807},{&g_287,&l_2353},{&l_2807,&l_2353}}};
            int8_t *l_2869[5][5][8] = {{{&g_1373.f2,&g_1956.f2,&g_1956.f2,&g_1373.f2,&g_1271.f2,(void*)0,&l_1412,&g_1209.f2},{&g_79,&g_103.f2,&g_1209.f2,&g_1209.f2,(void*)0,&l_1412,&g_103.f2,&g_103.f2},{&g_79,&g_103.f2,&g_1280[2][4].f2,&g_1373.f2,&g_1373.f2,(void*)0,(void*)0,&g_1280[2][4].f2},{&g_1906[6][1].f2,&g_1956.f2,(void*)0,&l_2543[0][8][0],&l_2752,&g_103.f2,&g_1906[6][1].f2,&g_1373.f2},{(void*)0,&l_2543[5][6][0],(void*)0,&g_103.f2,(void*)0,&g_1280[2][4].f2,&l_2543[0][8][0],&g_1271.f2}},{{(void*)0,&g_1280[2][4].f2,&g_79,(void*)0,&g_79,&g_1280[2][4].f2,(void*)0,(void*)0},{&g_103.f2,&l_2543[5][7][0],&g_103.f2,&l_2543[5][6][0],&g_1280[2][4].f2,&g_1271.f2,&g_1280[2][4].f2,&g_1906[6][1].f2},{(void*)0,(void*)0,&g_1271.f2,&g_1906[6][1].f2,&g_1280[2][4].f2,&g_103.f2,&l_2752,(void*)0},{&g_103.f2,&g_1373.f2,&g_1906[6][1].f2,&g_1906[6][1].f2,&g_79,&g_1956.f2,&l_2543[5][6][0],&l_2543[5][7][0]},{(void*)0,&g_79,&g_103.f2,(void*)0,(void*)0,&l_2543[0][8][0],&l_2752,&g_1209.f2}},{{(void*)0,&g_79,&l_2543[5][6][0],&g_103.f2,&l_2752,&l_2752,&g_103.f2,&l_2543[5][6][0]},{&g_1906[6][1].f2,&g_1906[6][1].f2,&l_1412,&l_1412,&g_1373.f2,&l_2543[5][6][0],&g_79,&l_1412},{&g_79,&g_79,&g_1373.f2,&g_1280[2][4].f2,(void*)0,(void*)0,&g_1956.f2,&l_1412},{&g_79,&g_1271.f2,&l_2543[0][8][0],&l_1412,&g_1271.f2,&g_1209.f2,&g_1373.f2,&l_2543[5][6][0]},{&g_103.f2,&l_2543[5][6][0],&l_2752,&l_2543[5][6][0],&g_79,&g_1373.f2,&g_103.f2,&g_1271.f2}},{{&l_2752,&g_1373.f2,(void*)0,&l_2543[5][7][0],(void*)0,(void*)0,&g_79,(void*)0},{&l_2543[5][6][0],&g_1373.f2,(void*)0,&g_1373.f2,&l_2543[5][6][0],&g_1906[6][1].f2,&l_2543[5][6][0],&l_2543[0][8][0]},{&l_2752,&g_1209.f2,&g_79,&g_1373.f2,(void*)0,&g_103.f2,(void*)0,&g_1373.f2},{&g_1280[2][4].f2,&g_1271.f2,&g_79,&g_1906[6][1].f2,&g_1209.f2,&l_2543[5][6][0],&l_2543[5][6][0],&l_1412},{(void*)0,&g_1373.f2,(void*)0,&l_2543[0][8][0],&g_1906[6][1].f2,&l_1412,&g_79,&l_2543[5][6][0]}},{{&l_2543[0][8][0],(void*)0,(void*)0,&g_103.f2,&g_1271.f2,&g_1956.f2,&g_103.f2,&g_103.f2},{&g_1906[6][1].f2,&g_1373.f2,&l_2752,&l_2543[5][6][0],&l_2543[5][6][0],&l_2752,&g_1373.f2,&g_1906[6][1].f2},{(void*)0,&g_1280[2][4].f2,&l_2543[5][6][0],&g_1373.f2,&g_1373.f2,&l_1412,&l_2752,&g_1271.f2},{&g_103.f2,&g_1271.f2,&l_2543[5][6][0],&g_1271.f2,&g_1373.f2,&l_1412,&g_1956.f2,&g_103.f2},{&l_1412,&g_1280[2][4].f2,(void*)0,&g_103.f2,&l_2543[5][6][0],&l_2752,&l_2543[5][6][0],&g_79}}};
            int32_t **l_2874 = &l_3;
            uint64_t l_2902[1][1];
            union U1 *l_2910 = &g_1956;
            uint32_t l_2912 = 4UL;
            uint32_t l_2973 = 0xD54F5D62L;
            int8_t l_2974 = 0x1CL;
            int32_t l_3010 = 0xB613FB3EL;
            int32_t l_3012[3][2];
            const uint16_t l_3020 = 0xF2C9L;
            int8_t l_3026 = 0x78L;
            int32_t l_3051 = 1L;
            int32_t l_3076 = 0L;
            int8_t l_3078 = 0x8BL;
            int32_t l_3080 = 0L;
            union U0 ***l_3081 = &g_451;
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_2902[i][j] = 0x7385F638A53D12F7LL;
            }
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_3012[i][j] = 0xD241AFD9L;
            }
            (*g_2599) = l_2852;
            (*l_2874) = func_46((((g_2871 , 0xCD8FL) && 65535UL) != g_2872), &g_2536, (*l_2845), g_2506);
            for (g_2872 = 2; (g_2872 >= 0); g_2872 -= 1)
            { /* block id: 1198 */
                int32_t l_2884 = 1L;
                int32_t l_2900 = 0x2B718FB7L;
                for (l_2722 = 0; (l_2722 <= 1); l_2722 += 1)
                { /* block id: 1201 */
                    union U0 * const *l_2876[5] = {&g_2392,&g_2392,&g_2392,&g_2392,&g_2392};
                    union U0 * const **l_2875 = &l_2876[4];
                    int8_t **l_2886[2][6] = {{&g_1790[3],&l_2869[1][2][1],&g_1790[3],&g_1790[3],&l_2869[1][2][1],&g_1790[3]},{&g_1790[3],&l_2869[1][2][1],&g_1790[3],&g_1790[3],&l_2869[1][2][1],&g_1790[3]}};
                    int i, j, k;
                    (*g_2880) = l_2875;
                    (*l_2846) &= ((*l_2845) = (((((uint8_t)((l_2308[(l_2722 + 7)][g_1590][(g_2872 + 4)] & ((((*g_870) = 0UL) , (***g_2599)) >= ((*g_1020) = ((-1L) == (-(uint64_t)g_443.f0))))) > l_2884) + (uint8_t)((l_2886[1][1] = l_2885) != (void*)0)) | (*g_1009)) || l_2884) == 0x882F886AL));
                }
                (*g_477) ^= 0xC4E5CBC5L;
                for (l_2807 = 0; (l_2807 <= 2); l_2807 += 1)
                { /* block id: 1212 */
                    int64_t **l_2887 = &l_2598;
                    uint8_t *l_2889 = &g_521;
                    uint64_t *l_2899[3][6][6] = {{{&g_2234,&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234},{&g_330,&g_907[8],&l_2863[0][0],&l_2863[0][0],&g_907[8],&g_330},{&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234,&g_2234},{&g_907[0],&g_330,&g_330,&g_907[0],&g_907[8],&g_907[0]},{&g_907[0],&g_907[8],&g_907[0],&g_330,&g_330,&g_907[0]},{&g_2234,&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234}},{{&g_330,&g_907[8],&l_2863[0][0],&l_2863[0][0],&g_907[8],&g_330},{&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234,&g_2234},{&g_907[0],&g_330,&g_330,&g_907[0],&g_907[8],&g_907[0]},{&g_907[0],&g_907[8],&g_907[0],&g_330,&g_330,&g_907[0]},{&g_2234,&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234},{&g_330,&g_907[8],&l_2863[0][0],&l_2863[0][0],&g_907[8],&g_330}},{{&g_2234,&g_330,&l_2863[0][0],&g_330,&g_2234,&g_2234},{&g_907[0],&g_330,&g_330,&g_907[0],&g_907[8],&g_907[0]},{&g_907[0],&g_2234,&l_2863[0][0],&g_907[0],&g_907[0],&l_2863[0][0]},{&g_330,&g_330,&g_907[0],&g_907[8],&g_907[0],&g_330},{&g_907[0],&g_2234,&g_907[8],&g_907[8],&g_2234,&g_907[0]},{&g_330,&g_907[0],&g_907[8],&g_907[0],&g_330,&g_330}}};
                    uint32_t ***l_2901 = (void*)0;
                    int32_t l_2905 = 0L;
                    int i, j, k;
                    (*g_477) ^= l_2308[l_2807][g_1590][g_1590];
                    if ((**g_480))
                        continue;
                    (*g_2599) = l_2887;
                    (*g_477) |= (!((l_2905 |= ((++(*l_2889)) != ((((*l_2846) |= ((uint8_t)l_2894 << (uint8_t)(((*g_870) &= ((((int8_t)((*g_1005) & (l_2900 = ((int8_t)l_2884 << (int8_t)3))) << (int8_t)(l_2901 != (g_2300[g_2872][l_2807] , l_2901))) != (l_2902[0][0] != (((uint16_t)1UL << (uint16_t)9) == l_2308[l_2807][g_1590][g_1590]))) , 65535UL)) , l_2900))) , &g_869[5][9][1]) == &g_869[1][9][1]))) ^ l_2906));
                }
            }
            for (g_81 = 0; (g_81 <= 2); g_81 += 1)
            { /* block id: 1226 */
                int32_t *l_2943 = &g_2506;
                uint16_t ** const l_2975 = &g_870;
                int32_t l_2991 = 0xA9CA50B3L;
                uint32_t ** const *l_2997 = &g_1719;
                uint32_t ** const **l_2996 = &l_2997;
                union U2 **l_3009 = &g_87;
                int32_t l_3011 = 0L;
                uint8_t l_3052 = 252UL;
                int32_t l_3079[5];
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_3079[i] = 0x4DF14C52L;
                (*l_2840) = 0xEFCFB1A5L;
                if ((((((((((!(((((int16_t)7L << (int16_t)3) , &g_2300[g_81][g_1590]) == l_2910) || 0xB1FD80F5L)) != (l_2308[(g_1590 + 4)][l_933][(g_81 + 3)] && l_2911)) < ((*l_2910) , 0UL)) || ((((4294967295UL && l_2912) || 0UL) , g_2300[g_81][g_1590].f2) && (*g_870))) && (*g_1005)) <= (*g_477)) , g_2300[g_81][g_1590].f2) >= (*l_2840)) & (*g_1720)))
                { /* block id: 1228 */
                    for (l_2353 = 0; (l_2353 <= 2); l_2353 += 1)
                    { /* block id: 1231 */
                        uint16_t l_2913 = 0x6853L;
                        union U2 *****l_2915 = &l_2914;
                        union U2 ****l_2917[7];
                        union U2 *****l_2916 = &l_2917[5];
                        uint8_t l_2941[7][9][4] = {{{0x3AL,255UL,247UL,247UL},{0xCAL,0xCAL,0x43L,6UL},{0xCAL,4UL,247UL,0xCAL},{0x3AL,6UL,0x3AL,247UL},{255UL,6UL,0x43L,0xCAL},{6UL,4UL,4UL,6UL},{0x3AL,0xCAL,4UL,247UL},{6UL,255UL,0x43L,255UL},{255UL,4UL,0x3AL,255UL}},{{0x3AL,255UL,247UL,247UL},{0xCAL,0xCAL,0x43L,6UL},{0xCAL,4UL,247UL,0xCAL},{0x3AL,6UL,0x3AL,247UL},{255UL,6UL,0x43L,0xCAL},{6UL,4UL,4UL,6UL},{0x3AL,0xCAL,4UL,247UL},{6UL,255UL,0x43L,255UL},{255UL,4UL,0x3AL,255UL}},{{0x3AL,255UL,247UL,247UL},{0xCAL,0xCAL,0x43L,6UL},{0xCAL,4UL,247UL,0xCAL},{0x3AL,6UL,0x3AL,247UL},{255UL,6UL,0x43L,0xCAL},{6UL,4UL,4UL,6UL},{0x3AL,0xCAL,4UL,247UL},{6UL,255UL,0x43L,255UL},{255UL,4UL,0x3AL,255UL}},{{0x3AL,255UL,247UL,247UL},{0xCAL,0xCAL,0x43L,6UL},{0xCAL,4UL,247UL,0xCAL},{0x3AL,6UL,0x3AL,247UL},{255UL,6UL,0x43L,0xCAL},{6UL,4UL,4UL,6UL},{0x3AL,0xCAL,4UL,247UL},{6UL,255UL,0x43L,255UL},{255UL,4UL,0x3AL,255UL}},{{0x3AL,255UL,247UL,247UL},{0xCAL,0xCAL,0x43L,6UL},{0xCAL,4UL,247UL,0xCAL},{0x3AL,6UL,0x3AL,247UL},{255UL,6UL,0x43L,0xCAL},{6UL,4UL,4UL,6UL},{254UL,0x3AL,0x43L,8UL},{4UL,247UL,0xCAL,247UL},{247UL,0x43L,254UL,247UL}},{{254UL,247UL,8UL,8UL},{0x3AL,0x3AL,0xCAL,4UL},{0x3AL,0x43L,8UL,0x3AL},{254UL,4UL,254UL,8UL},{247UL,4UL,0xCAL,0x3AL},{4UL,0x43L,0x43L,4UL},{254UL,0x3AL,0x43L,8UL},{4UL,247UL,0xCAL,247UL},{247UL,0x43L,254UL,247UL}},{{254UL,247UL,8UL,8UL},{0x3AL,0x3AL,0xCAL,4UL},{0x3AL,0x43L,8UL,0x3AL},{254UL,4UL,254UL,8UL},{247UL,4UL,0xCAL,0x3AL},{4UL,0x43L,0x43L,4UL},{254UL,0x3AL,0x43L,8UL},{4UL,247UL,0xCAL,247UL},{247UL,0x43L,254UL,247UL}}};
                        union U0 **l_2942 = &g_452;
                        int i, j, k;
                        for (i = 0; i < 7; i++)
                            l_2917[i] = &g_793;
                        (*l_2841) = l_2913;
                        (*l_2942) = ((((*g_1939) == ((*l_2916) = ((*l_2915) = l_2914))) , ((int64_t)0x45F7256CA13670C3LL + (int64_t)(((**g_1004) = (((uint64_t)(((int8_t)0x65L << (int8_t)((uint8_t)((int16_t)((int8_t)((***g_2197) , ((int8_t)(((uint8_t)(((uint8_t)(((*g_1720) = ((int32_t)((uint16_t)(g_2940 , (0L < ((**g_1719) <= 0UL))) * (uint16_t)0L) + (int32_t)0x4F64F763L)) & (*g_1317)) - (uint8_t)l_2913) , g_1906[6][1].f0) * (uint8_t)0L) && l_2941[6][4][0]) % (int8_t)g_1021)) + (int8_t)0xB6L) * (int16_t)(*g_870)) >> (uint8_t)3)) ^ 0x81L) / (uint64_t)g_103.f2) >= (*g_1011))) && g_2300[g_81][g_1590].f0))) , (*g_2879));
                    }
                    l_2943 = (*l_2874);
                }
                else
                { /* block id: 1240 */
                    uint16_t ** volatile * const *l_2945[5];
                    uint16_t ** volatile * const **l_2944 = &l_2945[2];
                    int32_t l_2967 = 0x8571C0BEL;
                    uint8_t *l_2969[8][8] = {{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521},{&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521}};
                    uint64_t *l_2972[1];
                    uint64_t l_3003 = 9UL;
                    int i, j, k;
                    for (i = 0; i < 5; i++)
                        l_2945[i] = &g_868;
                    for (i = 0; i < 1; i++)
                        l_2972[i] = &l_2849;
                    (*l_2944) = &g_868;
                    (*g_477) |= (g_2946[0][1] , ((*g_1249) , ((((((uint64_t)(-(int8_t)((uint16_t)((uint8_t)((g_2954 , ((uint8_t)((*l_2845) = ((int8_t)0xA2L - (int8_t)((-8L) || ((uint16_t)((int8_t)(((+(((int16_t)(g_2966 , (l_2967 && (g_2672 = (l_2968[2] <= (--g_521))))) * (int16_t)((g_907[7] = g_1225[6][3][1]) && (-6L))) < l_2973)) , (***g_2699)) , l_2967) / (int8_t)0x1EL) - (uint16_t)(-8L))))) * (uint8_t)l_2967)) | 0UL) + (uint8_t)0x3DL) % (uint16_t)65526UL)) - (uint64_t)g_41) <= 0xC9A3L) != 65535UL) && (*l_2840)) <= l_2974)));
                    if (((*g_868) == ((**g_2391) , l_2975)))
                    { /* block id: 1247 */
                        uint64_t l_2987 = 5UL;
                        int i, j, k;
                        (*l_2943) = (-1L);
                        (*g_477) &= ((int8_t)l_2967 * (int8_t)(((l_2308[(g_1590 + 4)][g_81][(l_933 + 2)] = (g_2176.f0 < (((uint16_t)((0x3C99ED336E3E5089LL >= (1UL & (((uint64_t)((uint64_t)(((((uint8_t)0x00L * (uint8_t)0xACL) & (*g_2601)) != ((l_2986[4][0] , (**g_1719)) && (**g_1719))) & 18446744073709551614UL) % (uint64_t)l_2967) - (uint64_t)g_1566) , l_2987))) <= 4L) / (uint16_t)4L) ^ 0x2406L))) != 0xCA62L) != (-7L)));
                        (*l_2) = (*g_508);
                    }
                    else
                    { /* block id: 1252 */
                        int8_t l_2990 = 9L;
                        union U1 *l_2999 = &g_1906[0][2];
                        uint64_t l_3002 = 0xD36825FD7FB3825ELL;
                        (*g_3000) = ((*l_2581) = ((((*g_870) || ((((*g_870) & ((g_521 |= 0UL) > (*l_2943))) || (*g_870)) | (((***g_2699) & ((*l_2943) , (((((((int8_t)(l_2991 = l_2990) * (int8_t)(((int64_t)((int16_t)((l_2996 == (void*)0) || 0x20L) % (int16_t)l_2967) % (int64_t)0x60865BAA1E77EB65LL) <= 0xBD788C18L)) & l_2990) , g_2998) , l_2967) && g_1019) <= (*l_2943)))) == 0xBC0C030AABB352D9LL))) == (*l_2943)) , l_2999));
                        l_3002 ^= l_2990;
                        (*l_2846) = (1UL < l_3003);
                    }
                    (*l_2840) |= (g_2219.f0 | (((**g_2699) = (***l_2996)) != (((int8_t)((uint16_t)((*l_2943) != ((l_3008 ^ 1L) <= ((*g_2197) != l_3009))) << (uint16_t)l_2866) - (int8_t)(l_3011 |= (l_3010 = (((l_2308[(g_81 + 5)][l_933][g_81] = (((**l_2975) = (*g_870)) == l_2967)) ^ 6UL) > (*l_2847))))) , &l_2912)));
                }
                l_3013--;
                if (((((((uint8_t)(*l_2843) + (uint8_t)1L) >= ((*l_2846) = (*g_477))) ^ (***g_696)) && (((l_3010 != ((g_1956.f2 >= (l_3020 > (((uint8_t)(~0x76C4L) >> (uint8_t)5) , (((((int8_t)l_2308[(g_1590 + 4)][l_933][(g_81 + 3)] + (int8_t)l_3026) && (****g_695)) && (***g_2699)) <= (**g_1719))))) >= l_2863[0][4])) ^ 65535UL) , (*g_1317))) <= (*g_1317)))
                { /* block id: 1269 */
                    uint64_t l_3027 = 0UL;
                    uint64_t *l_3030 = &l_2902[0][0];
                    uint8_t *l_3039 = (void*)0;
                    uint8_t *l_3040 = &g_521;
                    int8_t l_3045 = 0L;
                    uint8_t l_3047 = 0xC1L;
                    union U0 ** const *l_3050[10] = {&g_451,(void*)0,&g_451,&g_451,&g_451,&g_451,(void*)0,&g_451,&g_451,&g_451};
                    int32_t l_3053[8][1] = {{9L},{1L},{9L},{1L},{9L},{1L},{9L},{1L}};
                    int i, j;
                    if ((l_3027 || ((((uint64_t)((*l_3030)--) + (uint64_t)(***g_2599)) == ((((((((((((uint64_t)18446744073709551611UL * (uint64_t)((g_2998.f0 ^= ((uint8_t)(((*g_1016) = ((((((*g_477) = ((uint32_t)0x21F37BA2L / (uint32_t)((**g_1719) = ((*l_2841) & (((**l_2975) = l_3027) > ((g_3042 = ((*g_1331) , ((((*l_3040) = 248UL) , (g_3041 , 0x29L)) || l_3012[2][1]))) > l_3043)))))) , 0xE3L) <= l_3027) , g_3044) , (***g_2599))) && g_359) * (uint8_t)l_3045)) <= l_3011)) > g_3046) , l_3047) , (void*)0) != l_3048) ^ g_1209.f2) , l_3050[7]) != (void*)0) , 0xAC11EBC7L) != l_3051) , g_354[4][1][4])) != l_3052)))
                    { /* block id: 1278 */
                        uint8_t l_3054 = 255UL;
                        int32_t l_3057 = 0x005DFCC7L;
                        ++l_3054;
                        g_3058--;
                        return g_2946[0][1].f3;
                    }
                    else
                    { /* block id: 1282 */
                        int32_t l_3061 = 0L;
                        if (l_3061)
                            break;
                        if (l_2857[2][0][1])
                            break;
                    }
                    if (((*l_2846) ^= ((*g_477) = ((int8_t)l_3052 >> (int8_t)((int8_t)((int8_t)0x34L * (int8_t)l_3053[6][0]) % (int8_t)1UL)))))
                    { /* block id: 1288 */
                        const uint16_t l_3077[4] = {0xB12DL,0xB12DL,0xB12DL,0xB12DL};
                        int i;
                        (*l_2845) = ((*g_477) = ((int8_t)((l_3070 == l_2581) | (((g_3071 != ((((((((*l_3030) &= ((uint8_t)((((int16_t)(((((l_3076 == ((*g_1011) & l_3077[0])) > l_3078) , ((*l_2843) ^ ((-1L) == 0L))) || l_3079[0]) , l_3053[2][0]) * (int16_t)1UL) <= 0xEE650700L) | l_3077[0]) % (uint8_t)l_3077[2])) | (**g_1004)) , (void*)0) == &g_868) , l_3080) , 0x9FL) != l_3010)) <= l_3047) , (*g_870))) * (int8_t)g_1690.f3));
                        return g_1492.f0;
                    }
                    else
                    { /* block id: 1293 */
                        (*l_3049) = l_3081;
                        return l_3053[3][0];
                    }
                }
                else
                { /* block id: 1297 */
                    uint16_t l_3087[10] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
                    int i;
                    (*l_2841) ^= ((uint8_t)(*l_2840) << (uint8_t)l_3079[0]);
                    (*g_477) = ((int32_t)(~l_3087[1]) + (int32_t)0UL);
                }
            }
        }
        if (l_3088)
            continue;
        (*l_2840) &= (**g_508);
        for (l_3013 = 0; (l_3013 <= 1); l_3013 += 1)
        { /* block id: 1307 */
            uint16_t l_3091[4] = {0x9F52L,0x9F52L,0x9F52L,0x9F52L};
            int16_t ****l_3150 = &g_913;
            union U2 **l_3169[4] = {&g_87,&g_87,&g_87,&g_87};
            union U0 *l_3174 = &g_2998;
            union U3 * const l_3179 = &l_2986[4][0];
            uint32_t l_3181 = 1UL;
            int32_t l_3182 = (-3L);
            union U1 *l_3215 = &g_3216;
            uint16_t *l_3234 = &g_77;
            int64_t *l_3251 = &g_875;
            int32_t l_3254[9];
            int8_t l_3279 = 0L;
            uint8_t *l_3283 = (void*)0;
            uint8_t **l_3282 = &l_3283;
            uint8_t ** const * const l_3281[3][1] = {{&l_3282},{&l_3282},{&l_3282}};
            uint32_t l_3298 = 4294967287UL;
            int i, j;
            for (i = 0; i < 9; i++)
                l_3254[i] = 0xBF952ECDL;
        }
    }
    return g_2444.f3;
}


/* ------------------------------------------ */
/* 
 * reads : g_875 g_2321 g_330 g_1317 g_332.f0 g_870 g_77 g_1249 g_45 g_477 g_4 g_101 g_2008 g_87
 * writes: g_875 g_4 g_101
 */
static union U2 * func_5(int8_t  p_6, uint64_t  p_7)
{ /* block id: 957 */
    union U1 ***l_2320[6];
    union U2 **l_2322[8] = {&g_87,&g_87,&g_87,&g_87,&g_87,&g_87,&g_87,&g_87};
    union U2 **l_2323 = &g_87;
    uint8_t *l_2333 = &g_521;
    int32_t l_2334 = 0x7271810DL;
    int i;
    for (i = 0; i < 6; i++)
        l_2320[i] = (void*)0;
    for (g_875 = 0; (g_875 > (-10)); g_875--)
    { /* block id: 960 */
        uint8_t l_2315 = 0xA1L;
        int32_t l_2335 = 1L;
        (*g_477) ^= (((int8_t)(((((l_2335 &= ((p_7 | (l_2315 ^ (((((int16_t)(((((uint32_t)(l_2320[2] != (void*)0) - (uint32_t)g_2321) , l_2322[4]) != (l_2323 = l_2322[4])) < ((int16_t)(((uint32_t)(((int8_t)((int8_t)(+0xDB52A251L) % (int8_t)((l_2333 == (void*)0) , 0xAEL)) + (int8_t)g_330) | (*g_1317)) / (uint32_t)p_6) <= 1UL) + (int16_t)(*g_870))) * (int16_t)p_7) | 255UL) <= p_7) > l_2315))) == l_2334)) | l_2334) | 65526UL) != p_6) <= l_2315) * (int8_t)l_2315) , (*g_1249));
        if (l_2335)
            break;
        if (p_6)
            break;
    }
    return (*g_2008);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t * func_12(int32_t ** p_13, uint32_t  p_14, int32_t * p_15, uint8_t  p_16, int16_t  p_17)
{ /* block id: 954 */
    int8_t *l_2309 = &g_103.f2;
    return l_2309;
}


/* ------------------------------------------ */
/* 
 * reads : g_2008 g_1461 g_2259 g_1720 g_43 g_870 g_2274 g_4 g_2285 g_1454 g_77 g_1013 g_2300 g_477 g_287
 * writes: g_287 g_963 g_735 g_477 g_87 g_77 g_1566 g_2274 g_1461 g_345 g_4 g_1454 g_1014 g_101
 */
static int32_t ** func_18(uint32_t  p_19, int32_t * p_20, union U2 * p_21)
{ /* block id: 822 */
    int32_t *l_1983 = &g_4[5][1];
    union U3 l_2001[10] = {{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}};
    int8_t *l_2005[6] = {&g_1906[6][1].f2,&g_1906[6][1].f2,&g_1906[6][1].f2,&g_1906[6][1].f2,&g_1906[6][1].f2,&g_1906[6][1].f2};
    uint32_t *l_2125 = &g_1336;
    uint32_t * const *l_2124 = &l_2125;
    uint16_t l_2126[8];
    int32_t l_2146 = (-1L);
    uint16_t l_2213 = 65532UL;
    int32_t l_2231[8] = {0x00912EE3L,0x00912EE3L,0x00912EE3L,0x00912EE3L,0x00912EE3L,0x00912EE3L,0x00912EE3L,0x00912EE3L};
    uint16_t l_2255 = 0UL;
    int16_t * const l_2273 = &g_2274;
    int16_t * const * const l_2272 = &l_2273;
    int16_t * const * const *l_2271 = &l_2272;
    int16_t * const * const **l_2270 = &l_2271;
    int16_t * const * const ***l_2269 = &l_2270;
    union U1 *l_2279[6][4][1] = {{{&g_1209},{&g_1209},{&g_1209},{&g_1209}},{{&g_1209},{&g_1209},{&g_1373},{&g_1209}},{{&g_1373},{&g_1209},{&g_1209},{&g_1209}},{{&g_1209},{&g_1209},{&g_1209},{&g_1209}},{{&g_1209},{&g_1373},{&g_1209},{&g_1373}},{{&g_1209},{&g_1209},{&g_1209},{&g_1209}}};
    union U1 **l_2280 = &l_2279[5][2][0];
    union U1 **l_2281 = &g_345;
    union U1 *l_2282[2][4][8] = {{{&g_1271,&g_1373,&g_1906[0][1],&g_103,&g_1280[1][7],&g_1280[1][2],&g_1280[1][2],&g_1280[1][7]},{&g_1373,&g_1956,&g_1956,&g_1373,&g_1280[2][4],&g_1906[6][1],&g_1373,&g_1906[6][2]},{(void*)0,(void*)0,&g_1280[2][4],(void*)0,&g_1956,&g_1280[2][2],&g_1906[0][1],&g_1271},{&g_1280[1][2],(void*)0,&g_1271,&g_1956,&g_103,&g_1906[6][1],&g_1906[1][2],&g_1956}},{{(void*)0,&g_1956,&g_1280[2][8],&g_1280[2][4],(void*)0,&g_1280[1][2],(void*)0,&g_1280[2][4]},{&g_1906[1][2],&g_1373,&g_1906[1][2],&g_1271,&g_1373,&g_1373,(void*)0,(void*)0},{&g_103,&g_1280[2][4],&g_1280[2][4],&g_1906[6][2],&g_1906[6][1],&g_1906[0][1],&g_1373,&g_1956},{&g_103,&g_1209,&g_1373,(void*)0,&g_1373,&g_1906[1][2],&g_1906[6][2],&g_1280[2][4]}}};
    int8_t l_2286 = 8L;
    union U3 ***l_2291 = &g_1126[1];
    union U3 ***l_2292 = &g_1126[1];
    int i, j, k;
    for (i = 0; i < 8; i++)
        l_2126[i] = 0xE201L;
lbl_2256:
    for (g_287 = 0; (g_287 < 3); g_287++)
    { /* block id: 825 */
        union U0 ***l_2002 = &g_451;
        union U3 l_2022 = {0};
        int32_t l_2030 = 1L;
        union U1 *l_2031 = (void*)0;
        union U2 *l_2040 = &g_384[3][2];
        int8_t *l_2099 = &g_1956.f2;
        uint32_t l_2110 = 0xDBAE973AL;
        union U2 *****l_2117 = &g_1936;
        uint8_t l_2212 = 9UL;
        int32_t *l_2214 = &g_4[7][3];
        int32_t l_2232[6][2] = {{1L,0x1C098A6DL},{0L,3L},{0x1C098A6DL,3L},{0L,0x1C098A6DL},{1L,1L},{1L,0x1C098A6DL}};
        int32_t l_2251 = 1L;
        int i, j;
        for (g_963 = 0; (g_963 == 13); ++g_963)
        { /* block id: 828 */
            int64_t l_1992 = 0L;
            int32_t l_2006 = (-1L);
            for (g_735 = 0; (g_735 <= 1); g_735 += 1)
            { /* block id: 831 */
                int32_t **l_1984 = &g_477;
                union U2 *l_2007[5][4];
                int i, j, k;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_2007[i][j] = &g_152;
                }
                (*l_1984) = l_1983;
                (*g_2008) = l_2007[0][1];
                return l_1984;
            }
            if ((*p_20))
                break;
            return &g_477;
        }
        for (g_77 = 0; (g_77 < 12); ++g_77)
        { /* block id: 843 */
            const int8_t l_2017 = (-1L);
            union U3 l_2075 = {0};
            int32_t l_2079 = 0x1F577BD0L;
            uint32_t l_2106[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
            int32_t **l_2160[1][9][5] = {{{(void*)0,&l_1983,(void*)0,(void*)0,&g_477},{&l_1983,&l_1983,(void*)0,(void*)0,&g_477},{&l_1983,(void*)0,(void*)0,&g_477,&g_477},{&l_1983,(void*)0,&l_1983,(void*)0,&l_1983},{(void*)0,(void*)0,(void*)0,&l_1983,&l_1983},{&l_1983,(void*)0,&g_477,(void*)0,(void*)0},{&l_1983,&l_1983,(void*)0,&l_1983,&l_1983},{&g_477,&l_1983,&l_1983,&l_1983,(void*)0},{(void*)0,&g_477,(void*)0,(void*)0,&l_1983}}};
            union U2 ***l_2209 = (void*)0;
            const uint32_t * const *l_2228 = (void*)0;
            const uint32_t * const ** const l_2227 = &l_2228;
            int8_t l_2233 = 0xBEL;
            int i, j, k;
        }
        if (g_1461)
            goto lbl_2256;
    }
    (*p_20) = (((g_2259[2][5][2] , ((uint16_t)((p_19 != ((*g_1720) = (&l_2124 == &l_2124))) , (+((*****l_2269) |= (p_19 & (((*g_870) = (((*p_21) , (void*)0) == l_2005[4])) < p_19))))) << (uint16_t)6)) , (*l_1983)) & 0L);
    (*p_20) = (((int8_t)(((uint32_t)((*l_1983) = (((*l_2281) = ((*l_2280) = l_2279[4][1][0])) != l_2282[0][1][1])) + (uint32_t)((int8_t)(g_2285 , l_2286) * (int8_t)(((uint16_t)((int16_t)(-3L) >> (int16_t)2) * (uint16_t)((p_19 == p_19) || (p_19 == ((l_2001[0] , l_2291) != l_2292)))) ^ p_19))) <= 0x73771658L) + (int8_t)0xB2L) && p_19);
    for (g_1454 = 17; (g_1454 > (-1)); g_1454--)
    { /* block id: 947 */
        uint16_t *l_2297[5][5][8] = {{{&l_2213,&l_2126[3],&l_2126[3],&g_77,&l_2126[3],&l_2255,(void*)0,&l_2126[6]},{&g_77,&l_2126[3],&l_2255,&l_2255,&l_2255,&l_2126[3],&g_77,&g_77},{&l_2213,(void*)0,&l_2213,&l_2126[7],(void*)0,&g_77,&l_2255,&l_2255},{&l_2126[3],&g_77,(void*)0,&l_2255,(void*)0,&l_2126[6],&l_2126[3],&l_2255},{&l_2213,&l_2213,&l_2126[3],&l_2255,&l_2255,(void*)0,&g_77,(void*)0}},{{&g_77,&l_2213,&l_2255,&l_2213,(void*)0,&l_2255,&l_2213,&l_2126[3]},{(void*)0,&l_2126[3],&l_2213,&l_2126[3],&l_2126[3],&l_2213,&l_2126[3],(void*)0},{&l_2255,(void*)0,&g_77,&l_2213,&l_2213,(void*)0,&l_2255,(void*)0},{&l_2255,&l_2126[3],(void*)0,&l_2126[3],&l_2213,(void*)0,&l_2213,&l_2213},{&g_77,(void*)0,(void*)0,&g_77,&l_2126[7],&l_2213,&l_2255,&l_2255}},{{&l_2213,&l_2126[3],&g_77,&g_77,&l_2213,&l_2255,&l_2213,&l_2213},{&l_2255,&l_2213,&l_2126[3],(void*)0,&g_77,(void*)0,&l_2126[3],&l_2213},{(void*)0,&l_2213,&l_2255,&l_2126[3],&l_2213,&l_2126[6],&g_77,&g_77},{(void*)0,&g_77,(void*)0,(void*)0,(void*)0,&g_77,&g_77,&l_2213},{&l_2126[3],(void*)0,&l_2255,&l_2126[6],&l_2126[3],&l_2126[3],&l_2126[3],(void*)0}},{{&l_2126[3],&l_2126[3],&l_2126[3],(void*)0,&g_77,&l_2255,&l_2213,&l_2126[7]},{&l_2255,&l_2213,&g_77,&l_2255,&g_77,&g_77,&l_2255,&g_77},{&l_2213,&l_2213,(void*)0,&g_77,&g_77,&l_2255,&l_2213,&l_2126[3]},{&l_2213,&l_2213,(void*)0,&l_2126[3],&l_2126[7],&l_2213,&l_2255,&l_2126[3]},{&l_2213,&l_2255,&g_77,&g_77,&l_2126[3],&l_2213,&l_2126[3],&g_77}},{{&g_77,&l_2126[7],&l_2213,&l_2255,&l_2255,&l_2213,&l_2213,&l_2126[7]},{&l_2126[3],&l_2126[3],&l_2255,(void*)0,&g_77,&g_77,&g_77,(void*)0},{&l_2126[3],&l_2126[3],&l_2126[3],&l_2126[6],&l_2255,&g_77,&l_2126[3],&l_2213},{&l_2255,(void*)0,(void*)0,(void*)0,&g_77,(void*)0,&l_2255,&g_77},{&l_2255,&g_77,&l_2213,&l_2126[3],&l_2126[3],&g_77,&g_77,&l_2126[6]}}};
        int32_t l_2299 = 0x6D2DE7EBL;
        int32_t l_2307 = 4L;
        int i, j, k;
        (*g_477) = ((((*g_1013) = (((int64_t)(((*g_870) |= ((*l_1983) , (l_2297[3][1][3] == (void*)0))) > p_19) % (int64_t)p_19) & p_19)) || (-(int8_t)l_2299)) & (g_2300[2][3] , ((uint32_t)((int8_t)(l_2307 = ((((((int64_t)(&p_20 == &p_20) / (int64_t)0xB10A899E6411DB11LL) >= p_19) , (void*)0) != (void*)0) , l_2299)) << (int8_t)l_2299) - (uint32_t)(*l_1983))));
    }
    return &g_477;
}


/* ------------------------------------------ */
/* 
 * reads : g_697 g_283 g_284 g_332.f3 g_1013 g_1014 g_907 g_1280.f2 g_477 g_101 g_870 g_77 g_480 g_1092 g_1264 g_45 g_735 g_41 g_398.f0 g_1817 g_698 g_696 g_1515.f0 g_695 g_1016 g_1017 g_1461 g_1025 g_628.f1 g_443.f1 g_287
 * writes: g_332.f3 g_81 g_384.f1 g_101 g_287 g_477 g_735 g_41 g_1017 g_628.f1 g_443.f1
 */
static const uint64_t  func_24(union U3  p_25, int64_t  p_26, union U2 * const  p_27, uint32_t  p_28)
{ /* block id: 591 */
    uint64_t l_1421 = 6UL;
    uint32_t *l_1422 = &g_332.f3;
    uint16_t l_1435 = 0x4447L;
    uint32_t l_1439 = 0UL;
    uint8_t *l_1440 = &g_81;
    int16_t *l_1441 = &g_384[3][2].f1;
    int16_t *l_1442[2][7][6] = {{{&g_443.f1,&g_89.f1,&g_443.f1,(void*)0,(void*)0,(void*)0},{&g_43.f1,&g_43.f1,(void*)0,&g_43.f1,&g_43.f1,&g_443.f1},{(void*)0,(void*)0,&g_443.f1,&g_43.f1,&g_443.f1,&g_443.f1},{(void*)0,&g_43.f1,(void*)0,(void*)0,&g_43.f1,(void*)0},{&g_443.f1,&g_443.f1,&g_43.f1,&g_443.f1,&g_43.f1,(void*)0},{&g_443.f1,&g_43.f1,&g_43.f1,(void*)0,&g_443.f1,&g_43.f1},{&g_443.f1,(void*)0,(void*)0,&g_443.f1,&g_43.f1,(void*)0}},{{&g_443.f1,&g_43.f1,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_443.f1,&g_43.f1,&g_443.f1,(void*)0},{(void*)0,&g_443.f1,&g_43.f1,&g_43.f1,(void*)0,&g_43.f1},{&g_43.f1,&g_43.f1,(void*)0,(void*)0,(void*)0,&g_443.f1},{&g_443.f1,&g_43.f1,(void*)0,&g_443.f1,(void*)0,&g_443.f1},{&g_443.f1,&g_443.f1,&g_443.f1,&g_443.f1,&g_443.f1,&g_43.f1},{(void*)0,(void*)0,&g_43.f1,(void*)0,(void*)0,&g_43.f1}}};
    int32_t l_1443 = 0xF0CDE398L;
    int32_t l_1445 = 4L;
    int32_t * const l_1458 = (void*)0;
    int32_t * const *l_1457[10][10] = {{&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&l_1458,&g_1456,&g_1456},{&g_1456,&l_1458,(void*)0,&l_1458,&g_1456,&l_1458,&l_1458,&l_1458,&g_1456,&l_1458},{&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&l_1458},{&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456},{&g_1456,&g_1456,(void*)0,&l_1458,&g_1456,(void*)0,&g_1456,&l_1458,(void*)0,&g_1456},{&g_1456,&g_1456,&g_1456,&l_1458,&g_1456,&g_1456,&l_1458,&g_1456,&g_1456,&l_1458},{&g_1456,&l_1458,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456},{&g_1456,&g_1456,(void*)0,&g_1456,&g_1456,(void*)0,&l_1458,&g_1456,&g_1456,&g_1456},{&g_1456,&g_1456,&g_1456,&l_1458,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456},{&g_1456,&l_1458,&g_1456,&g_1456,&g_1456,&g_1456,&g_1456,&l_1458,&g_1456,&g_1456}};
    int32_t * const l_1460 = &g_1461;
    int32_t * const *l_1459 = &l_1460;
    uint16_t l_1489 = 0xB58CL;
    int32_t *l_1508 = &g_1461;
    int32_t l_1593 = 7L;
    int64_t **l_1633 = (void*)0;
    int64_t ***l_1632 = &l_1633;
    int16_t ** const ***l_1662[9] = {&g_1660,&g_1660,&g_1660,&g_1660,&g_1660,&g_1660,&g_1660,&g_1660,&g_1660};
    int8_t l_1693 = 0x24L;
    uint32_t l_1715 = 0xC3905427L;
    uint32_t **l_1722[8][3][9] = {{{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,&g_1720},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720}},{{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720},{&g_1720,&g_1720,(void*)0,&g_1720,&g_1720,(void*)0,(void*)0,&g_1720,&g_1720},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,(void*)0,&g_1720,&g_1720}},{{&g_1720,&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,&g_1720},{&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,(void*)0,(void*)0},{&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720}},{{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0},{&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,&g_1720,&g_1720}},{{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,(void*)0,&g_1720},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,(void*)0},{&g_1720,(void*)0,&g_1720,(void*)0,&g_1720,(void*)0,&g_1720,&g_1720,(void*)0}},{{&g_1720,&g_1720,&g_1720,(void*)0,&g_1720,(void*)0,&g_1720,&g_1720,&g_1720},{&g_1720,&g_1720,(void*)0,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0},{&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720}},{{&g_1720,(void*)0,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0},{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720},{&g_1720,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720}},{{&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,(void*)0,&g_1720,&g_1720,&g_1720},{(void*)0,(void*)0,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,(void*)0},{&g_1720,&g_1720,&g_1720,&g_1720,(void*)0,(void*)0,&g_1720,&g_1720,&g_1720}}};
    int8_t l_1791 = 1L;
    union U3 **l_1821 = &g_1042[0][6][1];
    const uint32_t l_1866 = 18446744073709551612UL;
    uint32_t l_1908 = 7UL;
    int32_t l_1944 = 1L;
    int i, j, k;
    if (((((uint16_t)((int8_t)((p_26 != (l_1443 = ((*l_1441) = ((((1UL || ((int16_t)(**g_697) >> (int16_t)4)) , (((uint16_t)p_28 * (uint16_t)l_1421) != l_1421)) <= ((*l_1440) = (((((((*l_1422)++) , ((uint8_t)((int32_t)((int8_t)((*g_1013) ^ ((int16_t)(((((((((int8_t)l_1435 >> (int8_t)(!((uint8_t)g_907[0] << (uint8_t)p_26))) ^ 3UL) & 1UL) > l_1435) ^ l_1421) , (-10L)) , l_1439) == l_1435) * (int16_t)p_26)) << (int8_t)l_1421) + (int32_t)1L) / (uint8_t)g_1280[2][4].f2)) != (-1L)) < p_26) , p_26) > l_1421))) > (*g_477))))) > 0xC943A964L) * (int8_t)0x44L) * (uint16_t)l_1439) || p_26) && 0x08L))
    { /* block id: 596 */
        uint32_t l_1444 = 18446744073709551614UL;
        int32_t l_1488 = (-2L);
        const union U3 l_1516 = {0};
        uint8_t *l_1536 = &g_81;
        int32_t l_1596[8][5] = {{0x5CCF7512L,0xFDC3B20EL,0L,0L,0xFDC3B20EL},{3L,0xBC0C2A64L,0x69F82AE9L,0xA686FFCEL,0x8DBAB9E7L},{0x5CCF7512L,0xFDC3B20EL,0L,0L,0xFDC3B20EL},{3L,0xBC0C2A64L,0x69F82AE9L,0xA686FFCEL,0x8DBAB9E7L},{0x5CCF7512L,0xFDC3B20EL,0L,0L,0xFDC3B20EL},{3L,0xBC0C2A64L,0x69F82AE9L,0xA686FFCEL,0x8DBAB9E7L},{0x5CCF7512L,0xFDC3B20EL,0L,0L,0xFDC3B20EL},{3L,0xBC0C2A64L,0x69F82AE9L,0xA686FFCEL,0x8DBAB9E7L}};
        union U1 *l_1681 = &g_1209;
        int32_t *l_1725 = (void*)0;
        uint64_t l_1731 = 4UL;
        int32_t l_1756 = 1L;
        int32_t * const **l_1802 = &l_1457[5][4];
        uint16_t l_1806 = 7UL;
        int i, j;
        (**g_480) = ((*g_870) != ((l_1439 >= l_1421) == l_1444));
lbl_1804:
        for (l_1435 = 0; (l_1435 <= 1); l_1435 += 1)
        { /* block id: 600 */
            uint8_t l_1448 = 0x05L;
            uint32_t l_1475 = 0xA6E291A1L;
            union U0 *l_1493 = &g_332;
            int32_t **l_1507[2];
            int64_t l_1511 = 3L;
            uint32_t *l_1517 = &g_332.f0;
            int16_t l_1532[3];
            union U2 ****l_1533 = (void*)0;
            int32_t l_1621 = (-10L);
            union U1 *l_1682 = &g_1209;
            uint32_t **l_1723 = &l_1517;
            int i;
            for (i = 0; i < 2; i++)
                l_1507[i] = &g_477;
            for (i = 0; i < 3; i++)
                l_1532[i] = 0L;
        }
        for (g_287 = 0; (g_287 >= (-25)); g_287 -= 3)
        { /* block id: 732 */
            int8_t l_1789 = 0x02L;
            int32_t l_1805 = 5L;
            for (l_1435 = 0; (l_1435 <= 7); l_1435 += 1)
            { /* block id: 735 */
                int32_t l_1798[6] = {(-1L),7L,7L,(-1L),7L,7L};
                int i, j;
                (*g_1092) = &g_4[(l_1435 + 2)][l_1435];
                if ((*g_1264))
                    continue;
                for (g_735 = 2; (g_735 <= 7); g_735 += 1)
                { /* block id: 741 */
                    uint32_t l_1793 = 0x0F613D20L;
                    uint8_t l_1799 = 0x7FL;
                    int32_t * const **l_1803 = (void*)0;
                    for (l_1444 = 0; (l_1444 <= 7); l_1444 += 1)
                    { /* block id: 744 */
                        int32_t l_1792[5][8] = {{1L,(-1L),(-1L),(-1L),1L,1L,(-1L),(-1L)},{1L,1L,(-1L),(-1L),(-1L),1L,1L,(-1L)},{0x31F23C32L,(-1L),(-1L),0x31F23C32L,(-1L),0x31F23C32L,(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{0x31F23C32L,(-1L),0x31F23C32L,(-1L),(-1L),0x31F23C32L,(-1L),0x31F23C32L}};
                        int i, j;
                        ++l_1793;
                    }
                    for (g_41 = (-24); (g_41 >= 35); g_41 += 1)
                    { /* block id: 749 */
                        --l_1799;
                        l_1803 = l_1802;
                    }
                    return p_28;
                }
            }
            if (g_332.f3)
                goto lbl_1804;
            l_1806--;
        }
        return g_398.f0;
    }
    else
    { /* block id: 760 */
        const int32_t *l_1824 = &g_45[0][4];
        const int32_t **l_1825 = &l_1824;
        int32_t l_1830 = 0x8286D3ABL;
        int32_t l_1849[1][7][9] = {{{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L},{1L,0L,1L,1L,0L,1L,1L,0L,1L}}};
        union U1 *l_1858 = &g_1209;
        int64_t *l_1865 = &g_1025;
        int32_t l_1915 = 0xF7A5F0C4L;
        uint32_t **l_1923 = &l_1422;
        uint32_t ***l_1922[10][10] = {{&l_1923,(void*)0,&l_1923,(void*)0,&l_1923,&l_1923,&l_1923,&l_1923,(void*)0,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,(void*)0,&l_1923,&l_1923,(void*)0,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,(void*)0},{&l_1923,&l_1923,(void*)0,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,(void*)0,&l_1923,&l_1923,(void*)0,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923},{&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,&l_1923,(void*)0}};
        uint16_t l_1946 = 65530UL;
        int8_t *l_1958 = &l_1791;
        uint64_t l_1977 = 5UL;
        int i, j, k;
lbl_1828:
        (*l_1825) = (((int16_t)((5UL | (((((((int16_t)((uint16_t)((int64_t)((*g_1016) ^= ((p_28 < (((p_28 , g_1817) == (*g_698)) && ((g_1515.f0 | ((void*)0 != l_1821)) , ((int16_t)(****g_695) * (int16_t)p_28)))) , 2L)) + (int64_t)4L) << (uint16_t)(*l_1460)) * (int16_t)9L) , 1UL) ^ 0x7DL) != 6UL) & (*l_1508)) <= g_1025)) || (-5L)) * (int16_t)0L) , l_1824);
        for (g_628.f1 = 0; (g_628.f1 >= (-28)); --g_628.f1)
        { /* block id: 765 */
            const int64_t l_1829 = (-1L);
            int32_t l_1846 = 0xF122056DL;
            int16_t *l_1848 = &g_43.f1;
            int32_t l_1878 = 0x81CB5871L;
            union U2 *****l_1937 = &g_1936;
            for (g_443.f1 = 0; (g_443.f1 <= 3); g_443.f1 += 1)
            { /* block id: 768 */
                if (g_101)
                    goto lbl_1828;
                return l_1829;
            }
            if (p_28)
                break;
            for (l_1443 = 0; (l_1443 <= 3); l_1443 += 1)
            { /* block id: 775 */
                int32_t l_1843 = (-6L);
                const int32_t **l_1859 = &l_1824;
                int8_t *l_1907 = &g_1280[2][4].f2;
                uint32_t **l_1911[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int32_t l_1945 = 0x34F62458L;
                int i, j;
            }
            (*l_1825) = (*l_1825);
        }
    }
    return p_28;
}


/* ------------------------------------------ */
/* 
 * reads : g_79 g_913 g_914 g_562.f0 g_685 g_521 g_89.f1 g_697 g_283 g_284 g_101 g_963 g_870 g_477 g_43.f1 g_922 g_45 g_875 g_452 g_332 g_911 g_912 g_994 g_77 g_607.f3 g_1013 g_1014 g_332.f0 g_1041
 * writes: g_286 g_443.f1 g_89.f1 g_81 g_77 g_79 g_45 g_911 g_101 g_912 g_1003 g_1007 g_1042 g_345
 */
static union U2 * func_30(uint64_t  p_31, int8_t * p_32, int8_t  p_33, uint16_t  p_34)
{ /* block id: 415 */
    int8_t l_938 = (-1L);
    union U1 **l_948 = &g_345;
    int16_t *l_953 = &g_443.f1;
    union U3 l_979 = {0};
    union U0 *l_1058 = (void*)0;
    uint64_t l_1083 = 1UL;
    int64_t *l_1085[8][3][3] = {{{&g_1014,&g_1021,&g_1010[3][0]},{&g_354[4][1][4],&g_354[2][1][2],&g_1021},{&g_1021,&g_354[2][1][2],&g_354[4][1][4]}},{{&g_1010[3][0],&g_1021,&g_1014},{&g_875,&g_1012[0],&g_354[4][1][4]},{&g_1017,(void*)0,&g_1021}},{{&g_1017,&g_1025,&g_1010[3][0]},{&g_875,&g_354[2][1][2],&g_875},{&g_1010[3][0],&g_1025,&g_1017}},{{&g_1021,(void*)0,&g_1017},{&g_354[4][1][4],&g_1012[0],&g_875},{&g_1014,&g_1021,&g_1010[3][0]}},{{&g_354[4][1][4],&g_354[2][1][2],&g_1021},{&g_1021,&g_354[2][1][2],&g_354[4][1][4]},{&g_1010[3][0],&g_1021,&g_1014}},{{&g_875,&g_1012[0],&g_354[4][1][4]},{&g_1017,(void*)0,&g_1021},{&g_1017,&g_1025,&g_1010[3][0]}},{{&g_875,&g_354[2][1][2],&g_875},{&g_1010[3][0],&g_1025,&g_1017},{&g_1021,(void*)0,&g_1017}},{{&g_354[4][1][4],&g_1012[0],&g_875},{&g_1014,&g_1021,&g_1010[3][0]},{&g_354[4][1][4],&g_354[2][1][2],&g_1021}}};
    int64_t **l_1084 = &l_1085[3][1][0];
    uint32_t l_1116 = 0xC4910059L;
    union U3 **l_1122[1];
    union U2 * const *l_1131 = &g_87;
    union U2 * const **l_1130 = &l_1131;
    union U2 * const ***l_1129 = &l_1130;
    int32_t l_1135 = 1L;
    int32_t l_1154[6][4][2] = {{{1L,4L},{0x345E3CAFL,0x345E3CAFL},{0L,8L},{0L,0L}},{{0x42FA06ECL,0xE33648F9L},{(-1L),0x42FA06ECL},{0x90FF7A10L,7L},{0x90FF7A10L,0x42FA06ECL}},{{(-1L),0xE33648F9L},{0x42FA06ECL,0L},{0x66F24FB5L,1L},{4L,0x90FF7A10L}},{{0x90FF7A10L,0x4CDDA125L},{0L,4L},{0xE33648F9L,7L},{1L,7L}},{{0xE33648F9L,4L},{0L,0x4CDDA125L},{0x90FF7A10L,0x90FF7A10L},{4L,1L}},{{0x66F24FB5L,0L},{0xFF6B56F6L,0x345E3CAFL},{0x42FA06ECL,0xFF6B56F6L},{8L,0xE33648F9L}}};
    uint32_t l_1156 = 18446744073709551615UL;
    uint16_t ***l_1200 = &g_869[3][8][1];
    int64_t ***l_1230[9];
    int64_t ****l_1229 = &l_1230[4];
    int8_t l_1282[1][8] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
    uint32_t l_1322[2][4][1];
    union U2 *l_1341 = &g_43;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1122[i] = &g_1042[3][0][2];
    for (i = 0; i < 9; i++)
        l_1230[i] = &l_1084;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 1; k++)
                l_1322[i][j][k] = 1UL;
        }
    }
    if (((((uint32_t)((-1L) || (((*l_953) = ((uint32_t)l_938 % (uint32_t)(~(((int16_t)((int64_t)((int8_t)(*p_32) >> (int8_t)(((int16_t)((void*)0 == l_948) / (int16_t)l_938) <= (p_34 & ((((uint8_t)(((int8_t)((((**g_913) = l_953) != l_953) > 65526UL) % (int8_t)l_938) , p_34) * (uint8_t)0xB9L) < p_34) == p_33)))) - (int64_t)g_562.f0) * (int16_t)0xD8CAL) != g_685)))) , l_938)) / (uint32_t)p_34) & (-1L)) & g_521))
    { /* block id: 418 */
        int16_t l_955 = 0L;
        union U3 l_980 = {0};
        int32_t l_993 = (-1L);
        for (g_89.f1 = 2; (g_89.f1 >= 0); g_89.f1 -= 1)
        { /* block id: 421 */
            uint32_t l_954[1];
            uint8_t *l_960 = &g_81;
            union U2 **l_964[5];
            int64_t *l_966 = (void*)0;
            int64_t **l_965 = &l_966;
            int16_t ****l_995 = &g_913;
            int64_t * const l_1024 = &g_1025;
            int64_t * const * const l_1023 = &l_1024;
            int64_t * const * const *l_1022[9] = {&l_1023,&g_1008[6][4],&g_1008[6][4],&l_1023,&g_1008[6][4],&g_1008[6][4],&l_1023,&g_1008[6][4],&g_1008[6][4]};
            union U2 *l_1040 = &g_89;
            int i;
            for (i = 0; i < 1; i++)
                l_954[i] = 0x7B6805EFL;
            for (i = 0; i < 5; i++)
                l_964[i] = &g_87;
            if ((l_954[0] < (((((l_955 | ((((**g_697) || l_938) < ((int16_t)((uint16_t)0x478BL - (uint16_t)((*g_870) = (p_34 = ((((*l_960) = 247UL) != ((((uint16_t)((g_101 , 1UL) ^ ((g_963 || (-1L)) < l_955)) << (uint16_t)13) , p_33) , 247UL)) & (*p_32))))) * (int16_t)p_33)) , p_31)) , l_954[0]) < 0UL) , l_964[4]) != (void*)0)))
            { /* block id: 425 */
                int64_t ***l_967 = &l_965;
                (*l_967) = l_965;
            }
            else
            { /* block id: 427 */
                int32_t *l_981 = &g_45[1][4];
                int16_t *** const *l_989 = &g_913;
                int16_t *** const **l_988 = &l_989;
                uint32_t l_990 = 0xE3889B13L;
                int64_t * const * const l_1001 = &l_966;
                int64_t * const * const *l_1000[2];
                int64_t * const * const **l_1002[2][1][6] = {{{&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1]}},{{&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1],&l_1000[1]}}};
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_1000[i] = &l_1001;
                (*l_981) ^= ((uint32_t)g_284[0] + (uint32_t)((((4294967292UL <= (*g_477)) , ((int8_t)7L - (int8_t)((int16_t)0x9F16L * (int16_t)p_34))) , (((uint16_t)(-(int32_t)p_31) + (uint16_t)((int8_t)((l_980 = l_979) , ((*p_32) = g_43.f1)) >> (int8_t)6)) < g_922)) && (-10L)));
                (*g_477) = (((uint8_t)((int32_t)p_31 % (int32_t)((uint8_t)((g_911 = &g_912[9]) != l_988) * (uint8_t)l_990)) >> (uint8_t)(*l_981)) , (((void*)0 != &p_33) | g_875));
                (*l_981) &= ((uint8_t)((l_993 & ((*p_32) & (g_284[0] , ((*g_452) , ((((*p_32) >= ((((*g_911) = (*g_911)) != (g_994 , l_995)) > ((uint16_t)0x2F39L % (uint16_t)(*g_870)))) >= (*g_870)) || (*p_32)))))) >= p_31) >> (uint8_t)g_607[0].f3);
                (*l_981) = ((uint8_t)((0x529D4024L < ((((l_1022[5] = (g_1007 = (g_1003 = l_1000[1]))) == ((((int8_t)(((int64_t)(g_562.f0 & ((uint8_t)p_31 << (uint8_t)7)) % (int64_t)4L) != ((uint8_t)((int16_t)((*l_981) , (((int64_t)(*g_1013) - (int64_t)((int16_t)((void*)0 != (**l_988)) >> (int16_t)12)) != p_34)) - (int16_t)l_954[0]) >> (uint8_t)l_938)) * (int8_t)l_955) | 0UL) , &l_965)) == p_34) , p_31)) < g_332.f0) - (uint8_t)2UL);
            }
            return l_1040;
        }
        (*g_1041) = &l_979;
        (*g_477) = 0x6897314AL;
    }
    else
    { /* block id: 444 */
        union U1 *l_1043 = (void*)0;
        uint16_t l_1051 = 65535UL;
        union U2 *l_1067 = &g_152;
        int16_t ***l_1117[7][1][3] = {{{(void*)0,&g_914,&g_914}},{{&g_914,(void*)0,&g_914}},{{(void*)0,(void*)0,&g_914}},{{(void*)0,(void*)0,(void*)0}},{{(void*)0,&g_914,&g_914}},{{&g_914,(void*)0,&g_914}},{{(void*)0,(void*)0,&g_914}}};
        union U3 **l_1125 = (void*)0;
        int32_t l_1155 = 0xD754646DL;
        uint8_t l_1171 = 9UL;
        union U3 l_1192 = {0};
        int8_t *l_1193 = (void*)0;
        int32_t l_1206 = (-1L);
        int32_t l_1228 = 0x8A420D90L;
        union U0 *l_1307 = &g_332;
        int i, j, k;
        (*l_948) = l_1043;
        for (p_34 = 0; (p_34 >= 2); p_34 += 9)
        { /* block id: 448 */
            int32_t l_1046 = (-10L);
            uint8_t *l_1054 = &g_81;
            int64_t *l_1056 = (void*)0;
            int64_t **l_1055 = &l_1056;
            int64_t **l_1057 = &l_1056;
            union U2 **l_1064 = &g_87;
            union U2 ***l_1063 = &l_1064;
            union U3 *l_1087[10];
            int32_t l_1127[4] = {0x7599BFE4L,0x7599BFE4L,0x7599BFE4L,0x7599BFE4L};
            int16_t l_1180[10] = {0x2CD1L,0xA7A4L,0x2CD1L,0x2CD1L,0xA7A4L,0x2CD1L,0x2CD1L,0xA7A4L,0x2CD1L,0x2CD1L};
            int64_t * const ***l_1231[6];
            int32_t *l_1266 = &l_1206;
            int32_t *l_1327[4];
            union U0 **l_1401 = &g_452;
            int i;
            for (i = 0; i < 10; i++)
                l_1087[i] = &g_865[3][1][3];
            for (i = 0; i < 6; i++)
                l_1231[i] = (void*)0;
            for (i = 0; i < 4; i++)
                l_1327[i] = (void*)0;
        }
    }
    return l_1341;
}


/* ------------------------------------------ */
/* 
 * reads : g_43.f1 g_443.f1 g_41 g_607.f1 g_793 g_45 g_330 g_521 g_477 g_101
 * writes: g_45 g_43.f1 g_443.f1 g_41 g_332.f0 g_793 g_101
 */
static int16_t  func_37(int32_t  p_38, union U2 * p_39, const uint16_t  p_40)
{ /* block id: 3 */
    int32_t *l_44 = &g_45[0][4];
    int8_t *l_537 = &g_79;
    int16_t **l_560 = &g_286[1][0][2];
    int16_t ***l_559 = &l_560;
    int32_t l_565 = 1L;
    uint8_t l_566 = 255UL;
    uint16_t *l_614 = &g_77;
    uint16_t **l_613 = &l_614;
    int64_t *l_676 = &g_354[3][0][2];
    int32_t l_748 = (-1L);
    int32_t l_752[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    union U0 *l_771[10];
    uint32_t l_790 = 4294967295UL;
    union U2 **l_792 = &g_87;
    union U2 ***l_791[5][10][5] = {{{(void*)0,(void*)0,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,(void*)0,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,(void*)0,&l_792,&l_792,&l_792},{(void*)0,(void*)0,(void*)0,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792}},{{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,(void*)0,&l_792,&l_792,&l_792},{&l_792,(void*)0,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,(void*)0,(void*)0,&l_792}},{{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,(void*)0,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,(void*)0,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,(void*)0,&l_792,&l_792}},{{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,(void*)0,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,(void*)0,(void*)0,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792}},{{&l_792,&l_792,&l_792,(void*)0,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,(void*)0,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{(void*)0,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792},{&l_792,&l_792,(void*)0,&l_792,&l_792},{&l_792,&l_792,&l_792,&l_792,&l_792}}};
    union U1 ** const l_806 = &g_345;
    uint32_t l_815 = 7UL;
    int8_t l_842 = (-6L);
    uint32_t l_843 = 0x2A3BAD60L;
    int32_t *l_924 = &g_685;
    int32_t *l_925 = &g_45[2][4];
    int32_t *l_926 = &l_752[5];
    int32_t *l_927[3];
    int32_t l_928 = 0xB76CA330L;
    int16_t l_929 = 1L;
    uint32_t l_930 = 0x30403535L;
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_771[i] = &g_332;
    for (i = 0; i < 3; i++)
        l_927[i] = &l_565;
    (*l_44) = 0xA5C1B09CL;
    for (g_43.f1 = 5; (g_43.f1 >= 1); g_43.f1 -= 1)
    { /* block id: 7 */
        uint64_t l_65 = 0x06CBC8CA929EFCF3LL;
        int8_t *l_78 = &g_79;
        uint8_t *l_80 = &g_81;
        int32_t **l_558 = &l_44;
        int16_t ***l_561 = &l_560;
        int16_t *l_564[3];
        int32_t *l_567 = (void*)0;
        int32_t *l_568 = &g_101;
        union U0 ***l_582 = &g_451;
        union U0 ****l_581 = &l_582;
        int64_t *l_655[7][4] = {{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]},{(void*)0,&g_354[4][0][2],(void*)0,&g_354[4][0][2]}};
        int32_t l_682 = (-10L);
        int32_t l_686[5][9] = {{0xEB6FBAF7L,(-4L),0xD3BED3CDL,0xEB6FBAF7L,0xAB12F585L,0x408F1A35L,0x258BDBF9L,0x8BD5004EL,0x8BD5004EL},{0x258BDBF9L,0x408F1A35L,0xAB12F585L,0x258BDBF9L,0xAB12F585L,0x408F1A35L,0x258BDBF9L,0x8BD5004EL,0x8BD5004EL},{0x258BDBF9L,0x408F1A35L,0xAB12F585L,0x258BDBF9L,0xAB12F585L,0x408F1A35L,0x258BDBF9L,0x8BD5004EL,0x8BD5004EL},{0x258BDBF9L,0x408F1A35L,0xAB12F585L,0x258BDBF9L,0xAB12F585L,0x408F1A35L,0x258BDBF9L,0x8BD5004EL,0x8BD5004EL},{0x258BDBF9L,0x408F1A35L,0xAB12F585L,0x258BDBF9L,0xAB12F585L,0x408F1A35L,0x258BDBF9L,0x8BD5004EL,0x8BD5004EL}};
        int8_t l_711 = 9L;
        uint64_t l_767 = 0x9E623538F93883EDLL;
        union U1 *l_777 = &g_103;
        int i, j;
        for (i = 0; i < 3; i++)
            l_564[i] = &g_443.f1;
    }
    for (g_443.f1 = 0; (g_443.f1 <= 5); g_443.f1 += 1)
    { /* block id: 358 */
        uint32_t *l_781 = &g_41;
        union U2 ***l_794 = &l_792;
        union U2 ****l_795 = &g_793;
        union U1 **l_807[4];
        int32_t l_808 = (-1L);
        const union U3 l_827 = {0};
        int32_t l_837 = 0x3A20E791L;
        int32_t l_839 = (-1L);
        int32_t l_841 = 1L;
        union U3 l_873 = {0};
        int8_t l_883 = 3L;
        int32_t l_896 = 0x21C3B17BL;
        uint16_t *l_918 = &g_77;
        int16_t *l_919 = (void*)0;
        int i;
        for (i = 0; i < 4; i++)
            l_807[i] = &g_345;
        (*g_477) |= ((((uint32_t)(g_332.f0 = (++(*l_781))) + (uint32_t)((uint16_t)g_607[0].f1 << (uint16_t)1)) | ((uint32_t)((uint8_t)1UL + (uint8_t)(p_40 , l_790)) + (uint32_t)(l_791[2][8][4] == ((*l_795) = (l_794 = g_793))))) | ((((uint16_t)((int16_t)((uint64_t)((uint16_t)((uint64_t)(((((l_806 == ((*l_44) , l_807[3])) > g_330) != p_40) ^ p_40) <= p_40) / (uint64_t)g_521) - (uint16_t)(-5L)) / (uint64_t)l_808) >> (int16_t)14) >> (uint16_t)0) >= 0UL) == 0x3D522021L));
        for (p_38 = 4; (p_38 >= 0); p_38 -= 1)
        { /* block id: 366 */
            int32_t l_830 = (-8L);
            int32_t l_835[8][10][3] = {{{7L,(-10L),(-10L)},{8L,(-10L),(-1L)},{7L,0x85ABFC38L,7L},{1L,(-5L),(-1L)},{0x892C2A35L,0x892C2A35L,(-10L)},{0x0A0EEB9EL,(-5L),8L},{(-10L),0x85ABFC38L,8L},{0x0A0EEB9EL,(-10L),0x0A0EEB9EL},{0x892C2A35L,(-10L),8L},{1L,0xDB433166L,8L}},{{7L,(-10L),(-10L)},{8L,(-10L),(-1L)},{7L,0x85ABFC38L,7L},{1L,(-5L),(-1L)},{0x892C2A35L,0x892C2A35L,(-10L)},{0x0A0EEB9EL,(-5L),8L},{(-10L),0x85ABFC38L,8L},{0x0A0EEB9EL,(-10L),0x0A0EEB9EL},{0x892C2A35L,(-10L),8L},{1L,0xDB433166L,8L}},{{7L,(-10L),(-10L)},{8L,(-10L),(-1L)},{7L,0x85ABFC38L,7L},{1L,(-5L),(-1L)},{0x892C2A35L,0x892C2A35L,(-10L)},{0x0A0EEB9EL,(-5L),8L},{(-10L),0x85ABFC38L,8L},{0x0A0EEB9EL,(-10L),0x0A0EEB9EL},{0x892C2A35L,(-10L),8L},{1L,0xDB433166L,8L}},{{7L,(-10L),(-10L)},{8L,(-10L),(-1L)},{7L,0x85ABFC38L,7L},{1L,(-5L),(-1L)},{0x892C2A35L,0x892C2A35L,(-10L)},{0x0A0EEB9EL,(-5L),8L},{(-10L),0x85ABFC38L,8L},{0x0A0EEB9EL,(-10L),0x0A0EEB9EL},{0x892C2A35L,(-10L),8L},{1L,0xDB433166L,8L}},{{7L,(-10L),(-10L)},{8L,(-10L),(-1L)},{7L,0x85ABFC38L,7L},{1L,(-5L),(-1L)},{0x892C2A35L,0x892C2A35L,(-10L)},{0x0A0EEB9EL,(-5L),8L},{(-10L),0x85ABFC38L,8L},{0x0A0EEB9EL,(-10L),0x0A0EEB9EL},{0x892C2A35L,(-10L),8L},{1L,0xDB433166L,0x0A0EEB9EL}},{{8L,7L,7L},{0x0A0EEB9EL,0xDB433166L,0x5C44705BL},{8L,0x892C2A35L,8L},{8L,(-6L),0x5C44705BL},{(-10L),(-10L),7L},{(-1L),(-6L),0x0A0EEB9EL},{7L,0x892C2A35L,0x85ABFC38L},{(-1L),0xDB433166L,(-1L)},{(-10L),7L,0x85ABFC38L},{8L,(-5L),0x0A0EEB9EL}},{{8L,7L,7L},{0x0A0EEB9EL,0xDB433166L,0x5C44705BL},{8L,0x892C2A35L,8L},{8L,(-6L),0x5C44705BL},{(-10L),(-10L),7L},{(-1L),(-6L),0x0A0EEB9EL},{7L,0x892C2A35L,0x85ABFC38L},{(-1L),0xDB433166L,(-1L)},{(-10L),7L,0x85ABFC38L},{8L,(-5L),0x0A0EEB9EL}},{{8L,7L,7L},{0x0A0EEB9EL,0xDB433166L,0x5C44705BL},{8L,0x892C2A35L,8L},{8L,(-6L),0x5C44705BL},{(-10L),(-10L),7L},{(-1L),(-6L),0x0A0EEB9EL},{7L,0x892C2A35L,0x85ABFC38L},{(-1L),0xDB433166L,(-1L)},{(-10L),7L,0x85ABFC38L},{8L,(-5L),0x0A0EEB9EL}}};
            int32_t l_840 = 0x9AA8014DL;
            union U0 ***l_876 = (void*)0;
            uint32_t l_880[6] = {1UL,1UL,1UL,1UL,1UL,1UL};
            int i, j, k;
        }
    }
    l_930--;
    return (*l_44);
}


/* ------------------------------------------ */
/* 
 * reads : g_79 g_330 g_536.f0 g_81 g_1209.f2 g_1280.f2 g_1271.f2 g_103.f2 g_2536 g_1906.f2
 * writes: g_443.f1 g_354 g_79
 */
static int32_t * const  func_46(int64_t  p_47, int8_t * p_48, int8_t  p_49, uint8_t  p_50)
{ /* block id: 230 */
    const uint16_t *l_545 = (void*)0;
    const uint16_t **l_546 = &l_545;
    uint16_t *l_547 = &g_77;
    int16_t *l_549 = &g_443.f1;
    int64_t *l_550 = &g_354[4][1][4];
    int32_t *l_556 = (void*)0;
    int32_t * const l_557 = &g_45[3][5];
    if (((int64_t)(((-(uint16_t)0x116BL) != (1L | ((uint8_t)((int32_t)((*p_48) ^ (((*l_546) = l_545) == l_547)) / (int32_t)g_330) + (uint8_t)(*p_48)))) < (p_47 < ((((*l_550) = (!(((*l_549) = 0xBF7BL) >= p_49))) < g_536.f0) >= 0x5922FD83L))) % (int64_t)0x5F250B9BE7E88E1DLL))
    { /* block id: 234 */
        uint8_t l_553 = 248UL;
        int32_t *l_554 = &g_45[0][4];
        int32_t **l_555 = &l_554;
        for (g_79 = 0; (g_79 <= (-1)); g_79 -= 4)
        { /* block id: 237 */
            if (l_553)
                break;
        }
        (*l_555) = l_554;
        (*l_555) = l_556;
    }
    else
    { /* block id: 242 */
        return l_556;
    }
    return l_557;
}


/* ------------------------------------------ */
/* 
 * reads : g_77 g_282 g_283 g_366 g_284 g_181 g_332.f3 g_332.f0 g_384 g_45 g_395 g_398 g_4 g_436 g_89 g_441 g_451 g_43.f1 g_43.f0 g_103.f2 g_480 g_103.f0 g_152.f1 g_354 g_486 g_477 g_508 g_81 g_452 g_332 g_521 g_101 g_395.f0 g_536
 * writes: g_45 g_77 g_332.f0 g_330 g_387 g_436 g_87 g_101 g_451 g_354 g_79 g_152.f1 g_477 g_81 g_521 g_41
 */
static const union U2  func_53(uint64_t  p_54, uint32_t  p_55, uint8_t  p_56)
{ /* block id: 11 */
    int32_t *l_82 = &g_45[0][4];
    int16_t l_85 = 1L;
    union U2 *l_90 = &g_89;
    const union U2 *l_94 = &g_95;
    int32_t l_115 = 1L;
    int32_t l_118 = 0x95DAA2CAL;
    int32_t l_123 = 0x04AB730DL;
    int32_t l_124 = 0xE7157E95L;
    int32_t l_125 = 0xE8A79AF8L;
    int32_t l_126 = 0L;
    int32_t l_127 = 0x17B6AFEBL;
    union U3 l_131 = {0};
    uint16_t l_234 = 0xF1B9L;
    union U1 *l_292[6][2] = {{&g_103,(void*)0},{(void*)0,(void*)0},{&g_103,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_103,(void*)0}};
    union U0 *l_331[2];
    int32_t l_353 = 0x0149B8A8L;
    int32_t l_355 = 0xA8378290L;
    int64_t l_356 = (-1L);
    int32_t l_357 = 0x4F1B4242L;
    int32_t l_358 = 1L;
    int8_t l_360 = 0xDDL;
    int32_t l_361[4] = {8L,8L,8L,8L};
    int8_t l_475 = 0x81L;
    uint64_t l_494 = 0x97485CFDEFEE2C87LL;
    uint8_t *l_517 = &g_81;
    uint8_t *l_520 = &g_521;
    uint32_t *l_531 = (void*)0;
    uint32_t *l_532 = &g_41;
    int64_t l_533 = 3L;
    uint64_t l_534[10][6][1] = {{{0x7A56C9A58368AC0DLL},{0x95653DDB7871B461LL},{0x77D938D9EAEB8EA9LL},{0x3859B3E6019CDC91LL},{0x9DAC8E3FE837BC3ELL},{0x77D938D9EAEB8EA9LL}},{{0xA9D2AA6FFE8300AFLL},{0x77D938D9EAEB8EA9LL},{0x9DAC8E3FE837BC3ELL},{0x3859B3E6019CDC91LL},{0x77D938D9EAEB8EA9LL},{0x95653DDB7871B461LL}},{{0x7A56C9A58368AC0DLL},{0x9DAC8E3FE837BC3ELL},{0x9DAC8E3FE837BC3ELL},{0x7A56C9A58368AC0DLL},{0x95653DDB7871B461LL},{0x77D938D9EAEB8EA9LL}},{{0x3859B3E6019CDC91LL},{0x9DAC8E3FE837BC3ELL},{0x77D938D9EAEB8EA9LL},{0xA9D2AA6FFE8300AFLL},{0x77D938D9EAEB8EA9LL},{0x9DAC8E3FE837BC3ELL}},{{0x3859B3E6019CDC91LL},{0x77D938D9EAEB8EA9LL},{0x95653DDB7871B461LL},{0x7A56C9A58368AC0DLL},{0x9DAC8E3FE837BC3ELL},{0x9DAC8E3FE837BC3ELL}},{{0x7A56C9A58368AC0DLL},{0x95653DDB7871B461LL},{0x77D938D9EAEB8EA9LL},{0x3859B3E6019CDC91LL},{0x9DAC8E3FE837BC3ELL},{0x77D938D9EAEB8EA9LL}},{{0xA9D2AA6FFE8300AFLL},{0x77D938D9EAEB8EA9LL},{0x9DAC8E3FE837BC3ELL},{0x3859B3E6019CDC91LL},{0x77D938D9EAEB8EA9LL},{0x95653DDB7871B461LL}},{{0x7A56C9A58368AC0DLL},{0x9DAC8E3FE837BC3ELL},{0x9DAC8E3FE837BC3ELL},{0x7A56C9A58368AC0DLL},{0x95653DDB7871B461LL},{0x77D938D9EAEB8EA9LL}},{{0x3859B3E6019CDC91LL},{0x9DAC8E3FE837BC3ELL},{0x77D938D9EAEB8EA9LL},{0xA9D2AA6FFE8300AFLL},{0x77D938D9EAEB8EA9LL},{0x9DAC8E3FE837BC3ELL}},{{0x3859B3E6019CDC91LL},{0x77D938D9EAEB8EA9LL},{0x95653DDB7871B461LL},{0x7A56C9A58368AC0DLL},{0x9DAC8E3FE837BC3ELL},{0x9DAC8E3FE837BC3ELL}}};
    int32_t *l_535 = &l_355;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_331[i] = &g_332;
    (*l_82) = 1L;
    for (p_54 = (-29); (p_54 != 45); p_54++)
    { /* block id: 15 */
        union U2 **l_91 = &l_90;
        union U2 *l_93[9][7][4] = {{{&g_89,&g_89,&g_43,&g_89},{&g_89,&g_89,(void*)0,&g_89},{&g_89,&g_43,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_43},{&g_89,(void*)0,&g_43,&g_89},{(void*)0,&g_43,(void*)0,&g_43}},{{&g_89,&g_43,&g_89,&g_89},{&g_43,(void*)0,(void*)0,&g_43},{(void*)0,&g_89,(void*)0,&g_43},{&g_43,&g_89,&g_89,&g_89},{&g_89,(void*)0,(void*)0,&g_89},{(void*)0,&g_89,&g_43,&g_43},{&g_89,&g_89,&g_89,&g_43}},{{&g_89,(void*)0,&g_43,&g_89},{(void*)0,&g_43,(void*)0,&g_43},{&g_89,&g_43,&g_89,&g_89},{&g_43,(void*)0,(void*)0,&g_43},{(void*)0,&g_89,(void*)0,&g_43},{&g_43,&g_89,&g_89,&g_89},{&g_89,(void*)0,(void*)0,&g_89}},{{(void*)0,&g_89,&g_43,&g_43},{&g_89,&g_89,&g_89,&g_43},{&g_89,(void*)0,&g_43,&g_89},{(void*)0,&g_43,(void*)0,&g_43},{&g_89,&g_43,&g_89,&g_89},{&g_43,(void*)0,(void*)0,&g_43},{(void*)0,&g_89,(void*)0,&g_43}},{{&g_43,&g_89,&g_89,&g_89},{&g_89,(void*)0,(void*)0,&g_89},{(void*)0,&g_89,&g_43,&g_43},{&g_89,&g_89,&g_89,&g_43},{&g_89,(void*)0,&g_43,&g_89},{(void*)0,&g_43,(void*)0,&g_43},{&g_89,&g_43,&g_89,&g_89}},{{&g_43,(void*)0,(void*)0,&g_43},{(void*)0,&g_89,(void*)0,&g_43},{&g_43,&g_89,&g_89,&g_89},{&g_89,(void*)0,(void*)0,&g_89},{(void*)0,&g_89,&g_43,&g_43},{&g_89,&g_89,&g_89,&g_43},{&g_89,(void*)0,&g_43,&g_89}},{{(void*)0,&g_43,(void*)0,&g_43},{&g_89,&g_43,&g_89,&g_89},{&g_43,(void*)0,(void*)0,&g_43},{(void*)0,&g_89,(void*)0,&g_43},{&g_43,&g_89,&g_89,&g_89},{&g_89,(void*)0,(void*)0,&g_89},{(void*)0,&g_89,&g_43,&g_43}},{{&g_89,&g_89,&g_89,&g_43},{&g_89,(void*)0,&g_43,&g_89},{(void*)0,&g_43,(void*)0,&g_43},{&g_89,(void*)0,&g_89,(void*)0},{(void*)0,&g_89,&g_89,(void*)0},{&g_89,(void*)0,&g_89,&g_89},{(void*)0,&g_43,&g_89,&g_43}},{{&g_43,&g_89,&g_89,&g_43},{&g_89,&g_43,&g_89,&g_89},{(void*)0,(void*)0,&g_89,(void*)0},{(void*)0,&g_89,&g_89,(void*)0},{&g_89,(void*)0,&g_89,&g_89},{&g_43,(void*)0,&g_89,(void*)0},{(void*)0,&g_89,&g_89,(void*)0}}};
        union U2 **l_92 = &l_93[7][5][2];
        int32_t **l_96 = &l_82;
        uint32_t *l_97 = &g_41;
        uint8_t *l_98 = &g_81;
        int16_t *l_99 = &g_89.f1;
        int32_t *l_100 = &g_101;
        int32_t l_110[6] = {0L,0xE5B57573L,0L,0L,0xE5B57573L,0L};
        int32_t l_153 = 0xEADC2A9FL;
        int8_t l_232 = 0x9FL;
        uint8_t l_298 = 1UL;
        int i, j, k;
    }
    for (g_77 = 0; (g_77 != 12); ++g_77)
    { /* block id: 137 */
        int32_t *l_348 = &l_118;
        int32_t *l_349 = &l_124;
        int32_t *l_350 = &l_126;
        int32_t *l_351 = (void*)0;
        int32_t *l_352[3][2][4] = {{{&g_45[1][1],&g_4[3][1],&l_127,&l_124},{&g_4[7][7],&l_124,&g_4[7][7],&l_124}},{{&l_127,&g_4[3][1],&g_45[1][1],&l_123},{&g_45[0][4],(void*)0,&g_4[3][1],&g_4[3][1]}},{{&g_45[0][4],&g_45[0][4],&g_4[3][1],&g_4[7][7]},{&g_45[0][4],&l_125,&g_45[1][1],(void*)0}}};
        uint32_t l_362[1][7] = {{0UL,0UL,0UL,0UL,0UL,0UL,0UL}};
        int16_t *l_365 = (void*)0;
        int16_t *l_369[7] = {&l_85,&l_85,&l_85,&l_85,&l_85,&l_85,&l_85};
        uint16_t l_388[5] = {0x566DL,0x566DL,0x566DL,0x566DL,0x566DL};
        uint16_t l_413 = 0x08B6L;
        int64_t *l_505 = (void*)0;
        int64_t *l_506[1][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        int i, j, k;
        l_362[0][2]++;
        if ((((*g_282) != (l_365 = &l_85)) > (g_366 , ((uint16_t)p_54 % (uint16_t)((*l_82) = (*g_283))))))
        { /* block id: 141 */
            uint32_t *l_378 = &g_332.f0;
            uint64_t *l_385 = &g_330;
            int32_t l_386[5];
            int32_t l_408[6][1][7] = {{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}},{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}},{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}},{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}},{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}},{{0xEC60F63CL,(-1L),(-1L),0xEC60F63CL,0x36F0ECDBL,0xD0D5EF2FL,0x36F0ECDBL}}};
            int8_t l_433 = 0x17L;
            union U2 *l_442 = &g_443;
            union U1 *l_485 = (void*)0;
            uint32_t l_491 = 6UL;
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_386[i] = 0xC74E96E2L;
            if ((((int8_t)((void*)0 != l_350) / (int8_t)(((int16_t)(((uint64_t)(g_387 = (g_181 <= (((g_332.f3 , ((int32_t)(((*l_378) |= 4294967288UL) | ((+(!0x409E84436AAF7C67LL)) | (-(uint8_t)0xD6L))) - (int32_t)(p_55 , ((uint64_t)((*l_385) = ((g_384[3][2] , 0xA3L) < (*l_82))) + (uint64_t)l_386[2])))) & g_45[0][0]) != 0L))) / (uint64_t)p_55) < p_55) / (int16_t)l_388[3]) | p_55)) , (*l_82)))
            { /* block id: 145 */
                const int64_t l_417 = (-1L);
                int32_t l_420 = 0x27071866L;
                int32_t l_421 = 0xD6C06943L;
                int32_t l_422 = 0L;
                int32_t l_423 = 0x6EF68121L;
                int32_t l_427 = 4L;
                int32_t l_428 = (-10L);
                int32_t l_429 = 0x9189EAB9L;
                int32_t l_434 = 8L;
                union U2 **l_444 = &g_87;
                g_45[0][4] = ((*l_349) = p_55);
                for (p_56 = 0; (p_56 == 50); p_56 += 8)
                { /* block id: 150 */
                    int64_t l_399 = (-1L);
                    int32_t l_418 = 0x9C14DF24L;
                    int32_t l_424 = 0x8CF652E9L;
                    int32_t l_432 = 0xD126D257L;
                    int32_t l_435[7] = {0xA37B7406L,0xA37B7406L,0xA37B7406L,0xA37B7406L,0xA37B7406L,0xA37B7406L,0xA37B7406L};
                    int i;
                    for (l_125 = 0; (l_125 == (-14)); --l_125)
                    { /* block id: 153 */
                        uint16_t *l_405 = &l_234;
                        int8_t *l_414 = &l_360;
                        int32_t l_419 = 0x45CDBFF9L;
                        int32_t l_425 = 1L;
                        int32_t l_426 = 2L;
                        int32_t l_430 = 0xD0A0DC02L;
                        int32_t l_431[4] = {0x9F45EB3AL,0x9F45EB3AL,0x9F45EB3AL,0x9F45EB3AL};
                        int i;
                        l_386[2] = (((uint8_t)((l_386[2] < (g_395 , (((uint8_t)0x2EL << (uint8_t)(g_398 , l_399)) | (+g_4[9][1])))) | ((int16_t)((*l_365) |= (((int8_t)((l_408[2][0][3] &= (++(*l_405))) && ((int8_t)((uint8_t)(((*l_414) = l_413) > ((int16_t)(*l_348) >> (int16_t)6)) - (uint8_t)((((g_45[6][4] && 0x09296E4074CCCD61LL) & l_399) & l_408[2][0][3]) >= 0xCD26FB0DL)) << (int8_t)p_54)) << (int8_t)0) | l_417)) << (int16_t)p_56)) * (uint8_t)0x18L) , p_56);
                        g_436--;
                    }
                    for (l_123 = 14; (l_123 > 21); l_123++)
                    { /* block id: 163 */
                        return (*l_90);
                    }
                    return g_441[4][2][1];
                }
                l_421 = (((*g_283) ^ (((((((*l_444) = l_442) == l_90) , &g_79) == (void*)0) >= 0x08DBDC7CL) <= ((l_423 |= p_55) == (*l_82)))) >= ((((((uint32_t)(((int32_t)(g_101 = (p_54 <= 0xEB32L)) / (int32_t)0xE60CE41AL) > 0x50L) / (uint32_t)0x46FC38F8L) || g_181) == l_386[2]) & 0xD2B4L) , p_56));
            }
            else
            { /* block id: 172 */
                union U0 ***l_453 = &g_451;
                union U0 **l_454 = (void*)0;
                uint16_t *l_461 = &l_413;
                int32_t l_473 = (-1L);
                int8_t *l_474 = &g_79;
                (*l_350) &= ((uint8_t)((void*)0 != &l_82) >> (uint8_t)7);
                l_454 = ((*l_453) = g_451);
                (*l_348) = (p_55 && ((int32_t)g_43.f1 - (int32_t)(((((int32_t)(((uint16_t)(g_43.f0 && ((((*l_461) = g_4[7][5]) , (g_354[4][1][4] = g_103.f2)) == ((int8_t)(0x06L ^ ((((((((7UL ^ (p_55 || (!((((int8_t)((int8_t)((*l_474) = ((((uint64_t)((uint16_t)(l_473 , 0x363DL) << (uint16_t)8) % (uint64_t)0x0FC48FDF4587C979LL) <= p_56) || 0xDF1DL)) * (int8_t)0xE3L) + (int8_t)0x61L) && 0xA4E6D2AD12EC648ALL) == p_56)))) && p_54) || 0xEB4D9CC5L) , p_55) == 3UL) != p_56) > g_332.f0) ^ l_475)) + (int8_t)p_54))) % (uint16_t)65535UL) , (-1L)) / (int32_t)p_54) != 2UL) , 0xB2A0172E6E4370F0LL) > g_332.f3)));
            }
            for (g_152.f1 = 0; (g_152.f1 <= 1); g_152.f1 += 1)
            { /* block id: 183 */
                int32_t *l_478 = &l_118;
                int32_t **l_479 = (void*)0;
                int8_t *l_483 = &l_475;
                int i;
                l_478 = &l_408[2][0][3];
                (*g_480) = l_478;
                (*l_348) |= ((uint8_t)g_103.f0 / (uint8_t)((*l_82) &= ((*l_483) = (0xF0D9C373L > ((void*)0 == l_369[(g_152.f1 + 1)])))));
                for (p_56 = 0; (p_56 <= 1); p_56 += 1)
                { /* block id: 191 */
                    int i, j, k;
                    if (g_354[(g_152.f1 + 3)][g_152.f1][(g_152.f1 + 1)])
                    { /* block id: 192 */
                        uint16_t l_484 = 1UL;
                        if (l_484)
                            break;
                        l_292[3][0] = l_485;
                        return g_486;
                    }
                    else
                    { /* block id: 196 */
                        return (*l_90);
                    }
                }
            }
            for (p_55 = 0; (p_55 != 59); p_55++)
            { /* block id: 203 */
                for (l_125 = (-4); (l_125 == (-30)); l_125 -= 3)
                { /* block id: 206 */
                    (*g_477) = 1L;
                }
            }
            --l_491;
        }
        else
        { /* block id: 211 */
            int32_t *l_497 = (void*)0;
            int32_t **l_498[5][7] = {{&l_82,&l_351,&l_351,&l_82,&l_351,&l_351,&l_82},{&l_497,&l_352[1][1][1],&l_497,&l_497,&l_352[1][1][1],&l_497,&l_497},{&l_82,&l_82,&l_349,&l_82,&l_82,&l_349,&l_82},{&l_352[1][1][1],&l_497,&l_497,&l_352[1][1][1],&l_497,&l_497,&l_352[1][1][1]},{&l_351,&l_82,&l_351,&l_351,&l_82,&l_351,&l_351}};
            const union U0 *l_501 = &g_332;
            const union U0 **l_500[10];
            const union U0 ***l_499 = &l_500[6];
            int i, j;
            for (i = 0; i < 10; i++)
                l_500[i] = &l_501;
            l_494--;
            (*g_480) = l_497;
            if ((0xCC393CC8L < ((void*)0 != l_499)))
            { /* block id: 214 */
                (*l_349) ^= p_56;
            }
            else
            { /* block id: 216 */
                union U0 ** const *l_503 = &g_451;
                union U0 ** const **l_502 = &l_503;
                l_502 = l_502;
                (*l_350) ^= (0x38D386A9F93C0E8ELL | p_56);
            }
        }
        (*l_348) = (-(int16_t)((*g_283) < ((-10L) || (g_354[2][0][0] = g_103.f2))));
        (*g_508) = &l_127;
    }
    (*l_535) &= ((((((-2L) && ((int16_t)((((((uint8_t)((int8_t)0L + (int8_t)((uint8_t)(++(*l_517)) % (uint8_t)((**g_451) , p_54))) + (uint8_t)((*l_520) ^= (*l_82))) | ((!(g_332.f0 & ((uint8_t)((p_56 != (((*g_477) & ((*l_532) = ((int16_t)(((uint8_t)((int32_t)(((&g_45[0][4] == (void*)0) > 1L) <= 0x14D7FD3A707D977CLL) - (int32_t)0x71EA49E3L) >> (uint8_t)5) >= p_54) << (int16_t)p_56))) <= p_55)) , 0UL) * (uint8_t)p_55))) >= 4UL)) , (*l_82)) | l_533) ^ 0xEEBA714AL) * (int16_t)p_56)) , (**g_451)) , (*l_82)) != l_534[7][2][0]) && g_395.f0);
    return g_536;
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
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_4[i][j], "g_4[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_43.f0, "g_43.f0", print_hash_value);
    transparent_crc(g_43.f1, "g_43.f1", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_45[i][j], "g_45[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_68.f0, "g_68.f0", print_hash_value);
    transparent_crc(g_68.f2, "g_68.f2", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_89.f0, "g_89.f0", print_hash_value);
    transparent_crc(g_95.f0, "g_95.f0", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    transparent_crc(g_103.f0, "g_103.f0", print_hash_value);
    transparent_crc(g_103.f2, "g_103.f2", print_hash_value);
    transparent_crc(g_132.f0, "g_132.f0", print_hash_value);
    transparent_crc(g_132.f2, "g_132.f2", print_hash_value);
    transparent_crc(g_133.f0, "g_133.f0", print_hash_value);
    transparent_crc(g_133.f2, "g_133.f2", print_hash_value);
    transparent_crc(g_152.f0, "g_152.f0", print_hash_value);
    transparent_crc(g_181, "g_181", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_284[i], "g_284[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_287, "g_287", print_hash_value);
    transparent_crc(g_330, "g_330", print_hash_value);
    transparent_crc(g_332.f0, "g_332.f0", print_hash_value);
    transparent_crc(g_332.f1, "g_332.f1", print_hash_value);
    transparent_crc(g_332.f3, "g_332.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_354[i][j][k], "g_354[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_359, "g_359", print_hash_value);
    transparent_crc(g_366.f0, "g_366.f0", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_384[i][j].f0, "g_384[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_387, "g_387", print_hash_value);
    transparent_crc(g_395.f0, "g_395.f0", print_hash_value);
    transparent_crc(g_395.f1, "g_395.f1", print_hash_value);
    transparent_crc(g_395.f3, "g_395.f3", print_hash_value);
    transparent_crc(g_398.f0, "g_398.f0", print_hash_value);
    transparent_crc(g_436, "g_436", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_441[i][j][k].f0, "g_441[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_443.f0, "g_443.f0", print_hash_value);
    transparent_crc(g_443.f1, "g_443.f1", print_hash_value);
    transparent_crc(g_486.f0, "g_486.f0", print_hash_value);
    transparent_crc(g_521, "g_521", print_hash_value);
    transparent_crc(g_536.f0, "g_536.f0", print_hash_value);
    transparent_crc(g_562.f0, "g_562.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_607[i].f0, "g_607[i].f0", print_hash_value);
        transparent_crc(g_607[i].f1, "g_607[i].f1", print_hash_value);
        transparent_crc(g_607[i].f3, "g_607[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_628.f0, "g_628.f0", print_hash_value);
    transparent_crc(g_685, "g_685", print_hash_value);
    transparent_crc(g_735, "g_735", print_hash_value);
    transparent_crc(g_746, "g_746", print_hash_value);
    transparent_crc(g_875, "g_875", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_907[i], "g_907[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_922, "g_922", print_hash_value);
    transparent_crc(g_963, "g_963", print_hash_value);
    transparent_crc(g_994.f0, "g_994.f0", print_hash_value);
    transparent_crc(g_994.f2, "g_994.f2", print_hash_value);
    transparent_crc(g_1006, "g_1006", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1010[i][j], "g_1010[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1012[i], "g_1012[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1014, "g_1014", print_hash_value);
    transparent_crc(g_1017, "g_1017", print_hash_value);
    transparent_crc(g_1019, "g_1019", print_hash_value);
    transparent_crc(g_1021, "g_1021", print_hash_value);
    transparent_crc(g_1025, "g_1025", print_hash_value);
    transparent_crc(g_1074.f0, "g_1074.f0", print_hash_value);
    transparent_crc(g_1205.f0, "g_1205.f0", print_hash_value);
    transparent_crc(g_1205.f1, "g_1205.f1", print_hash_value);
    transparent_crc(g_1205.f3, "g_1205.f3", print_hash_value);
    transparent_crc(g_1209.f0, "g_1209.f0", print_hash_value);
    transparent_crc(g_1209.f2, "g_1209.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1225[i][j][k], "g_1225[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1257.f0, "g_1257.f0", print_hash_value);
    transparent_crc(g_1271.f0, "g_1271.f0", print_hash_value);
    transparent_crc(g_1271.f2, "g_1271.f2", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_1280[i][j].f0, "g_1280[i][j].f0", print_hash_value);
            transparent_crc(g_1280[i][j].f2, "g_1280[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1336, "g_1336", print_hash_value);
    transparent_crc(g_1373.f0, "g_1373.f0", print_hash_value);
    transparent_crc(g_1373.f2, "g_1373.f2", print_hash_value);
    transparent_crc(g_1374.f0, "g_1374.f0", print_hash_value);
    transparent_crc(g_1395.f0, "g_1395.f0", print_hash_value);
    transparent_crc(g_1395.f1, "g_1395.f1", print_hash_value);
    transparent_crc(g_1395.f3, "g_1395.f3", print_hash_value);
    transparent_crc(g_1454, "g_1454", print_hash_value);
    transparent_crc(g_1461, "g_1461", print_hash_value);
    transparent_crc(g_1492.f0, "g_1492.f0", print_hash_value);
    transparent_crc(g_1492.f2, "g_1492.f2", print_hash_value);
    transparent_crc(g_1514.f0, "g_1514.f0", print_hash_value);
    transparent_crc(g_1514.f1, "g_1514.f1", print_hash_value);
    transparent_crc(g_1514.f3, "g_1514.f3", print_hash_value);
    transparent_crc(g_1515.f0, "g_1515.f0", print_hash_value);
    transparent_crc(g_1566, "g_1566", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_1582[i][j].f0, "g_1582[i][j].f0", print_hash_value);
            transparent_crc(g_1582[i][j].f2, "g_1582[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1590, "g_1590", print_hash_value);
    transparent_crc(g_1598, "g_1598", print_hash_value);
    transparent_crc(g_1690.f0, "g_1690.f0", print_hash_value);
    transparent_crc(g_1690.f1, "g_1690.f1", print_hash_value);
    transparent_crc(g_1690.f3, "g_1690.f3", print_hash_value);
    transparent_crc(g_1779.f0, "g_1779.f0", print_hash_value);
    transparent_crc(g_1779.f1, "g_1779.f1", print_hash_value);
    transparent_crc(g_1779.f3, "g_1779.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1906[i][j].f0, "g_1906[i][j].f0", print_hash_value);
            transparent_crc(g_1906[i][j].f2, "g_1906[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1956.f0, "g_1956.f0", print_hash_value);
    transparent_crc(g_1956.f2, "g_1956.f2", print_hash_value);
    transparent_crc(g_1959.f0, "g_1959.f0", print_hash_value);
    transparent_crc(g_1959.f2, "g_1959.f2", print_hash_value);
    transparent_crc(g_2023.f0, "g_2023.f0", print_hash_value);
    transparent_crc(g_2023.f2, "g_2023.f2", print_hash_value);
    transparent_crc(g_2037.f0, "g_2037.f0", print_hash_value);
    transparent_crc(g_2107, "g_2107", print_hash_value);
    transparent_crc(g_2131.f0, "g_2131.f0", print_hash_value);
    transparent_crc(g_2131.f2, "g_2131.f2", print_hash_value);
    transparent_crc(g_2176.f0, "g_2176.f0", print_hash_value);
    transparent_crc(g_2176.f2, "g_2176.f2", print_hash_value);
    transparent_crc(g_2200.f0, "g_2200.f0", print_hash_value);
    transparent_crc(g_2219.f0, "g_2219.f0", print_hash_value);
    transparent_crc(g_2219.f1, "g_2219.f1", print_hash_value);
    transparent_crc(g_2219.f3, "g_2219.f3", print_hash_value);
    transparent_crc(g_2234, "g_2234", print_hash_value);
    transparent_crc(g_2250.f0, "g_2250.f0", print_hash_value);
    transparent_crc(g_2250.f2, "g_2250.f2", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_2259[i][j][k].f0, "g_2259[i][j][k].f0", print_hash_value);
                transparent_crc(g_2259[i][j][k].f2, "g_2259[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2274, "g_2274", print_hash_value);
    transparent_crc(g_2285.f0, "g_2285.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_2300[i][j].f0, "g_2300[i][j].f0", print_hash_value);
            transparent_crc(g_2300[i][j].f2, "g_2300[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2321, "g_2321", print_hash_value);
    transparent_crc(g_2437, "g_2437", print_hash_value);
    transparent_crc(g_2444.f0, "g_2444.f0", print_hash_value);
    transparent_crc(g_2444.f1, "g_2444.f1", print_hash_value);
    transparent_crc(g_2444.f3, "g_2444.f3", print_hash_value);
    transparent_crc(g_2451, "g_2451", print_hash_value);
    transparent_crc(g_2485.f0, "g_2485.f0", print_hash_value);
    transparent_crc(g_2506, "g_2506", print_hash_value);
    transparent_crc(g_2536, "g_2536", print_hash_value);
    transparent_crc(g_2558.f0, "g_2558.f0", print_hash_value);
    transparent_crc(g_2558.f1, "g_2558.f1", print_hash_value);
    transparent_crc(g_2558.f3, "g_2558.f3", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2566[i].f0, "g_2566[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_2625[i], "g_2625[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2672, "g_2672", print_hash_value);
    transparent_crc(g_2679.f0, "g_2679.f0", print_hash_value);
    transparent_crc(g_2679.f2, "g_2679.f2", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_2762[i][j].f0, "g_2762[i][j].f0", print_hash_value);
            transparent_crc(g_2762[i][j].f1, "g_2762[i][j].f1", print_hash_value);
            transparent_crc(g_2762[i][j].f3, "g_2762[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2871.f0, "g_2871.f0", print_hash_value);
    transparent_crc(g_2872, "g_2872", print_hash_value);
    transparent_crc(g_2940.f0, "g_2940.f0", print_hash_value);
    transparent_crc(g_2940.f2, "g_2940.f2", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_2946[i][j].f0, "g_2946[i][j].f0", print_hash_value);
            transparent_crc(g_2946[i][j].f1, "g_2946[i][j].f1", print_hash_value);
            transparent_crc(g_2946[i][j].f3, "g_2946[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2954.f0, "g_2954.f0", print_hash_value);
    transparent_crc(g_2954.f2, "g_2954.f2", print_hash_value);
    transparent_crc(g_2966.f0, "g_2966.f0", print_hash_value);
    transparent_crc(g_2966.f2, "g_2966.f2", print_hash_value);
    transparent_crc(g_2998.f0, "g_2998.f0", print_hash_value);
    transparent_crc(g_2998.f1, "g_2998.f1", print_hash_value);
    transparent_crc(g_2998.f3, "g_2998.f3", print_hash_value);
    transparent_crc(g_3041.f0, "g_3041.f0", print_hash_value);
    transparent_crc(g_3041.f1, "g_3041.f1", print_hash_value);
    transparent_crc(g_3041.f3, "g_3041.f3", print_hash_value);
    transparent_crc(g_3042, "g_3042", print_hash_value);
    transparent_crc(g_3044.f0, "g_3044.f0", print_hash_value);
    transparent_crc(g_3046, "g_3046", print_hash_value);
    transparent_crc(g_3058, "g_3058", print_hash_value);
    transparent_crc(g_3071, "g_3071", print_hash_value);
    transparent_crc(g_3092.f0, "g_3092.f0", print_hash_value);
    transparent_crc(g_3092.f1, "g_3092.f1", print_hash_value);
    transparent_crc(g_3092.f3, "g_3092.f3", print_hash_value);
    transparent_crc(g_3119.f0, "g_3119.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_3123[i][j][k], "g_3123[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3172, "g_3172", print_hash_value);
    transparent_crc(g_3216.f0, "g_3216.f0", print_hash_value);
    transparent_crc(g_3216.f2, "g_3216.f2", print_hash_value);
    transparent_crc(g_3236.f0, "g_3236.f0", print_hash_value);
    transparent_crc(g_3236.f2, "g_3236.f2", print_hash_value);
    transparent_crc(g_3253, "g_3253", print_hash_value);
    transparent_crc(g_3286, "g_3286", print_hash_value);
    transparent_crc(g_3303.f0, "g_3303.f0", print_hash_value);
    transparent_crc(g_3303.f2, "g_3303.f2", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 860
XXX total union variables: 85

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

XXX max expression depth: 47
breakdown:
   depth: 1, occurrence: 227
   depth: 2, occurrence: 57
   depth: 3, occurrence: 3
   depth: 4, occurrence: 3
   depth: 6, occurrence: 2
   depth: 7, occurrence: 2
   depth: 8, occurrence: 2
   depth: 9, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 5
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 2
   depth: 19, occurrence: 3
   depth: 20, occurrence: 3
   depth: 21, occurrence: 1
   depth: 22, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 3
   depth: 25, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 1
   depth: 29, occurrence: 4
   depth: 30, occurrence: 1
   depth: 32, occurrence: 1
   depth: 35, occurrence: 3
   depth: 37, occurrence: 1
   depth: 38, occurrence: 1
   depth: 39, occurrence: 1
   depth: 47, occurrence: 1

XXX total number of pointers: 823

XXX times a variable address is taken: 2014
XXX times a pointer is dereferenced on RHS: 428
breakdown:
   depth: 1, occurrence: 334
   depth: 2, occurrence: 63
   depth: 3, occurrence: 18
   depth: 4, occurrence: 13
XXX times a pointer is dereferenced on LHS: 471
breakdown:
   depth: 1, occurrence: 447
   depth: 2, occurrence: 19
   depth: 3, occurrence: 3
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
XXX times a pointer is compared with null: 62
XXX times a pointer is compared with address of another variable: 23
XXX times a pointer is compared with another pointer: 16
XXX times a pointer is qualified to be dereferenced: 8703

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1958
   level: 2, occurrence: 415
   level: 3, occurrence: 139
   level: 4, occurrence: 57
   level: 5, occurrence: 38
XXX number of pointers point to pointers: 344
XXX number of pointers point to scalars: 414
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 29.3
XXX average alias set size: 1.48

XXX times a non-volatile is read: 2626
XXX times a non-volatile is write: 1298
XXX times a volatile is read: 226
XXX    times read thru a pointer: 56
XXX times a volatile is write: 37
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 5.87e+03
XXX percentage of non-volatile access: 93.7

XXX forward jumps: 1
XXX backward jumps: 7

XXX stmts: 226
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 29
   depth: 1, occurrence: 37
   depth: 2, occurrence: 32
   depth: 3, occurrence: 41
   depth: 4, occurrence: 38
   depth: 5, occurrence: 49

XXX percentage a fresh-made variable is used: 17.4
XXX percentage an existing variable is used: 82.6
********************* end of statistics **********************/

