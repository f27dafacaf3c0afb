/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 91 --no-safe-math --max-funcs 4
 * Seed:      91
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
   volatile int64_t  f0;
   uint16_t  f1;
   volatile int16_t  f2;
   uint16_t  f3;
   uint16_t  f4;
};
#pragma pack(pop)

union U1 {
   volatile uint64_t  f0;
   int32_t  f1;
   const volatile int16_t  f2;
};

union U2 {
   int8_t * f0;
   const int32_t  f1;
};

union U3 {
   int16_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = 0x35C5735EL;/* VOLATILE GLOBAL g_2 */
static int32_t g_3 = 7L;
static volatile int8_t g_20 = (-1L);/* VOLATILE GLOBAL g_20 */
static volatile int8_t *g_19 = &g_20;
static int8_t g_22[8][2] = {{1L,0x37L},{(-2L),(-2L)},{0x37L,1L},{0L,1L},{0x37L,(-2L)},{(-2L),0x37L},{1L,0L},{1L,0x37L}};
static int16_t g_31 = 5L;
static union U3 g_32 = {0xE7CCL};
static int16_t *g_35 = &g_32.f0;
static int16_t **g_34 = &g_35;
static int16_t *** volatile g_36 = &g_34;/* VOLATILE GLOBAL g_36 */
static int8_t g_39[9][2] = {{1L,0L},{(-1L),1L},{0L,(-10L)},{0L,1L},{(-1L),0L},{1L,(-10L)},{0xBEL,0xBEL},{(-1L),0xBEL},{0xBEL,(-10L)}};
static int16_t ***g_43 = &g_34;
static volatile union U1 g_46 = {0x9520128B80BBE90ALL};/* VOLATILE GLOBAL g_46 */
static uint8_t g_48 = 0xADL;
static int32_t g_52 = 0x521F00BBL;
static int32_t * volatile g_51 = &g_52;/* VOLATILE GLOBAL g_51 */
static union U1 g_53 = {1UL};/* VOLATILE GLOBAL g_53 */
static struct S0 g_54 = {1L,65529UL,1L,4UL,65526UL};/* VOLATILE GLOBAL g_54 */
static struct S0 * volatile g_55[7][10] = {{&g_54,(void*)0,(void*)0,(void*)0,(void*)0,&g_54,&g_54,&g_54,&g_54,(void*)0},{(void*)0,&g_54,(void*)0,(void*)0,&g_54,&g_54,&g_54,&g_54,(void*)0,(void*)0},{(void*)0,(void*)0,&g_54,&g_54,&g_54,&g_54,(void*)0,&g_54,(void*)0,(void*)0},{&g_54,(void*)0,&g_54,(void*)0,(void*)0,&g_54,(void*)0,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,(void*)0,(void*)0,&g_54,&g_54,&g_54,&g_54,(void*)0},{(void*)0,&g_54,&g_54,(void*)0,&g_54,&g_54,&g_54,&g_54,(void*)0,(void*)0},{(void*)0,(void*)0,&g_54,&g_54,&g_54,&g_54,&g_54,&g_54,(void*)0,(void*)0}};
static const volatile struct S0 g_79 = {0xD4AADDA3982AEBACLL,1UL,-2L,65530UL,65528UL};/* VOLATILE GLOBAL g_79 */
static volatile int32_t g_85[9] = {0x4DAAEF58L,1L,1L,0x4DAAEF58L,1L,1L,0x4DAAEF58L,1L,1L};
static int16_t g_88 = 0xF0A2L;
static volatile int64_t g_89 = (-8L);/* VOLATILE GLOBAL g_89 */
static int8_t g_90 = (-3L);
static int8_t g_92 = 0xA4L;
static int8_t g_93 = 0x1FL;
static int64_t g_94 = 0x86ABA2F2E681A9B7LL;
static uint8_t g_96 = 0x98L;
static union U2 *g_104 = (void*)0;
static union U2 g_106[5] = {{0},{0},{0},{0},{0}};
static volatile union U1 g_107 = {0x6A88B8388ADF120ALL};/* VOLATILE GLOBAL g_107 */
static struct S0 *g_110[6] = {&g_54,&g_54,(void*)0,&g_54,&g_54,(void*)0};
static struct S0 ** volatile g_109 = &g_110[3];/* VOLATILE GLOBAL g_109 */
static const int16_t *g_118 = &g_88;
static const int16_t **g_117[10] = {&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118};
static const int16_t ***g_116 = &g_117[9];
static int8_t g_155 = (-1L);
static volatile int16_t g_158 = 1L;/* VOLATILE GLOBAL g_158 */
static int32_t g_159 = 0x7A66F30BL;
static volatile int8_t g_160 = 4L;/* VOLATILE GLOBAL g_160 */
static int32_t g_162 = 5L;
static int32_t g_166 = 0L;
static uint32_t g_168 = 1UL;
static uint64_t g_188[1] = {0xFDF6942E47CAD9AALL};
static uint64_t *g_187 = &g_188[0];
static uint64_t **g_208[4][10] = {{&g_187,&g_187,&g_187,(void*)0,&g_187,&g_187,&g_187,&g_187,(void*)0,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,(void*)0,(void*)0,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,(void*)0,&g_187,(void*)0,&g_187,&g_187,&g_187,&g_187}};
static uint64_t ***g_207 = &g_208[0][1];
static uint64_t **** volatile g_206 = &g_207;/* VOLATILE GLOBAL g_206 */
static volatile int8_t **g_210 = &g_19;
static volatile int8_t *** volatile g_209 = &g_210;/* VOLATILE GLOBAL g_209 */
static int32_t g_235 = 6L;
static volatile struct S0 g_236 = {0x7E0B499DA406727ELL,0UL,9L,0x206DL,0x38DEL};/* VOLATILE GLOBAL g_236 */
static volatile struct S0 g_237 = {0x10F6662E9EBED4ACLL,0UL,0L,0x50E1L,65535UL};/* VOLATILE GLOBAL g_237 */
static uint16_t g_272[2][7] = {{65535UL,65535UL,1UL,65535UL,65535UL,1UL,65535UL},{1UL,5UL,5UL,1UL,5UL,5UL,1UL}};
static int32_t *g_274 = &g_52;
static int32_t ** volatile g_273 = &g_274;/* VOLATILE GLOBAL g_273 */
static uint32_t g_281 = 1UL;
static uint32_t *g_282 = &g_281;
static struct S0 g_293 = {0xA7A7B21AB28AE0F1LL,0x9B2DL,0L,3UL,65534UL};/* VOLATILE GLOBAL g_293 */
static union U3 *g_297[8] = {&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32};
static union U3 ** const  volatile g_296 = &g_297[2];/* VOLATILE GLOBAL g_296 */
static volatile struct S0 g_298 = {0xFF7CF6A6F90522F1LL,0x446DL,0x88ABL,65535UL,1UL};/* VOLATILE GLOBAL g_298 */
static volatile struct S0 g_299[7][3][10] = {{{{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL}},{{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL}}},{{{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}},{{{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}},{{{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}},{{{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}},{{{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}},{{{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL}},{{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{1L,1UL,0xAA91L,9UL,0UL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL},{0x282641B5CCA74341LL,0x56ECL,0x7847L,0UL,0xE6BFL}},{{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL},{1L,1UL,0xAA91L,9UL,0UL},{0x5747386AE05FD4D0LL,0x6DFAL,0xB869L,65535UL,0xB1EFL},{1L,1UL,0xAA91L,9UL,0UL}}}};
static int64_t g_328 = 0xA7270069E6D3141FLL;
static struct S0 g_332 = {8L,65535UL,0xDC64L,65535UL,65530UL};/* VOLATILE GLOBAL g_332 */
static struct S0 g_333 = {-8L,0x3DDEL,6L,65529UL,1UL};/* VOLATILE GLOBAL g_333 */
static volatile struct S0 g_340[2] = {{0xBC953E8EB3064726LL,0x1354L,0x0F0BL,1UL,0x87A7L},{0xBC953E8EB3064726LL,0x1354L,0x0F0BL,1UL,0x87A7L}};
static int32_t ****g_361 = (void*)0;
static int16_t ***g_391 = &g_34;
static volatile union U1 g_392[8][4] = {{{0x84FCDD09516DBD09LL},{0xCE2A92C74DC46B28LL},{0x19469E337C14F7B4LL},{0xF6067D49F43FD421LL}},{{0UL},{18446744073709551615UL},{0UL},{0x59C5DC8D8AB21667LL}},{{0x19469E337C14F7B4LL},{0x84FCDD09516DBD09LL},{0UL},{0UL}},{{0x19469E337C14F7B4LL},{0x19469E337C14F7B4LL},{0UL},{0xCD6CEA0210FF5B61LL}},{{0UL},{0UL},{0UL},{0xCE2A92C74DC46B28LL}},{{0x59C5DC8D8AB21667LL},{0xCD6CEA0210FF5B61LL},{0UL},{0UL}},{{0UL},{0xCD6CEA0210FF5B61LL},{0UL},{0xCE2A92C74DC46B28LL}},{{0xCD6CEA0210FF5B61LL},{0x84FCDD09516DBD09LL},{0xD2DE8AE1D0E72860LL},{18446744073709551615UL}}};
static struct S0 g_395 = {0L,65534UL,0L,0xE167L,0xBD56L};/* VOLATILE GLOBAL g_395 */
static struct S0 g_396 = {0x04CDDC7E76069373LL,0xA9AEL,-1L,0UL,65526UL};/* VOLATILE GLOBAL g_396 */
static uint32_t g_420 = 0xB035D1E9L;
static int8_t *g_477 = &g_155;
static int8_t **g_476 = &g_477;
static int8_t ***g_475[4][10][2] = {{{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476}},{{&g_476,&g_476},{&g_476,(void*)0},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476}},{{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476}},{{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476},{&g_476,(void*)0},{&g_476,&g_476},{&g_476,&g_476},{&g_476,&g_476}}};
static volatile union U1 g_480 = {0x8ED6B7FFBDEC2D5ELL};/* VOLATILE GLOBAL g_480 */
static struct S0 g_548 = {-5L,0x941FL,0x6DF3L,0x29C4L,0x3DCCL};/* VOLATILE GLOBAL g_548 */
static struct S0 g_549 = {0x9844B00A795BF0C3LL,0xF877L,-1L,65535UL,0xB8C2L};/* VOLATILE GLOBAL g_549 */
static int32_t g_552[7][6][6] = {{{0x6E472A75L,0xD49B4F42L,4L,1L,0x75A18A62L,0L},{0x6E472A75L,1L,0x75A18A62L,1L,0x65B7497AL,0xA1AC825BL},{(-8L),1L,0x163B9B7FL,0x94128A38L,0x75A18A62L,0x7877EF40L},{0L,0xD49B4F42L,0x163B9B7FL,(-2L),0xC53CA297L,0xA1AC825BL},{0x2EBEC1EAL,(-6L),0x75A18A62L,(-2L),1L,0L},{0L,0xA1AC825BL,4L,0x94128A38L,1L,(-6L)}},{{(-8L),(-6L),0xC53CA297L,1L,0xC53CA297L,(-6L)},{0x6E472A75L,0xD49B4F42L,4L,1L,0x75A18A62L,0L},{0x6E472A75L,1L,0x75A18A62L,1L,0x65B7497AL,0xA1AC825BL},{(-8L),1L,0x163B9B7FL,0x94128A38L,0x75A18A62L,0x7877EF40L},{0L,0xD49B4F42L,0x163B9B7FL,(-2L),0xC53CA297L,0xA1AC825BL},{0x2EBEC1EAL,(-6L),0x75A18A62L,(-2L),1L,0L}},{{0L,0xA1AC825BL,4L,0x94128A38L,1L,(-6L)},{(-8L),(-6L),0xC53CA297L,1L,0xC53CA297L,(-6L)},{0x6E472A75L,0xD49B4F42L,4L,1L,0x75A18A62L,0L},{0x6E472A75L,1L,0x75A18A62L,1L,0x65B7497AL,0xA1AC825BL},{(-8L),0x01839423L,0x16EFD6BCL,0x7877EF40L,1L,(-10L)},{0x163B9B7FL,3L,0x16EFD6BCL,0xD49B4F42L,0xD9854AE6L,0x04210874L}},{{4L,0xEECA14CBL,1L,0xD49B4F42L,(-5L),0x60E25177L},{0x163B9B7FL,0x04210874L,0xC25F2C36L,0x7877EF40L,(-5L),0xEECA14CBL},{1L,0xEECA14CBL,0xD9854AE6L,0L,0xD9854AE6L,0xEECA14CBL},{0x65B7497AL,3L,0xC25F2C36L,1L,1L,0x60E25177L},{0x65B7497AL,0x01839423L,1L,0L,1L,0x04210874L},{1L,0x01839423L,0x16EFD6BCL,0x7877EF40L,1L,(-10L)}},{{0x163B9B7FL,3L,0x16EFD6BCL,0xD49B4F42L,0xD9854AE6L,0x04210874L},{4L,0xEECA14CBL,1L,0xD49B4F42L,(-5L),0x60E25177L},{0x163B9B7FL,0x04210874L,0xC25F2C36L,0x7877EF40L,(-5L),0xEECA14CBL},{1L,0xEECA14CBL,0xD9854AE6L,0L,0xD9854AE6L,0xEECA14CBL},{0x65B7497AL,3L,0xC25F2C36L,1L,1L,0x60E25177L},{0x65B7497AL,0x01839423L,1L,0L,1L,0x04210874L}},{{1L,0x01839423L,0x16EFD6BCL,0x7877EF40L,1L,(-10L)},{0x163B9B7FL,3L,0x16EFD6BCL,0xD49B4F42L,0xD9854AE6L,0x04210874L},{4L,0xEECA14CBL,1L,0xD49B4F42L,(-5L),0x60E25177L},{0x163B9B7FL,0x04210874L,0xC25F2C36L,0x7877EF40L,(-5L),0xEECA14CBL},{1L,0xEECA14CBL,0xD9854AE6L,0L,0xD9854AE6L,0xEECA14CBL},{0x65B7497AL,3L,0xC25F2C36L,1L,1L,0x60E25177L}},{{0x65B7497AL,0x01839423L,1L,0L,1L,0x04210874L},{1L,0x01839423L,0x16EFD6BCL,0x7877EF40L,1L,(-10L)},{0x163B9B7FL,3L,0x16EFD6BCL,0xD49B4F42L,0xD9854AE6L,0x04210874L},{4L,0xEECA14CBL,1L,0xD49B4F42L,(-5L),0x60E25177L},{0x163B9B7FL,0x04210874L,0xC25F2C36L,0x7877EF40L,(-5L),0xEECA14CBL},{1L,0xEECA14CBL,0xD9854AE6L,0L,0xD9854AE6L,0xEECA14CBL}}};
static union U3 *** volatile g_590 = (void*)0;/* VOLATILE GLOBAL g_590 */
static union U3 **g_592 = &g_297[2];
static union U3 *** volatile g_591[8] = {&g_592,&g_592,&g_592,&g_592,&g_592,&g_592,&g_592,&g_592};
static struct S0 g_594 = {-5L,65535UL,-1L,65535UL,7UL};/* VOLATILE GLOBAL g_594 */
static struct S0 * volatile g_595 = &g_54;/* VOLATILE GLOBAL g_595 */
static int32_t ** volatile g_616 = &g_274;/* VOLATILE GLOBAL g_616 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_7(uint32_t  p_8, int8_t * p_9);
static union U1  func_10(uint8_t  p_11, const int8_t * p_12);
static uint64_t  func_23(uint32_t  p_24, union U3  p_25, int8_t * p_26, const int8_t * p_27);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_3 g_594 g_595 g_274 g_52 g_19 g_20 g_106 g_476 g_293.f1 g_187 g_420 g_273 g_616
 * writes: g_3 g_592 g_54 g_52 g_477 g_293.f1 g_188 g_92 g_94 g_274
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_18 = 1L;
    int32_t l_37 = 0xF82966B9L;
    int64_t l_580[7][8][2] = {{{9L,0xE4E3C2779E51BCE2LL},{0x42B1906EA36BF330LL,0xE4E3C2779E51BCE2LL},{9L,(-1L)},{0xF74FDEA3C903EC40LL,0x7DA3B8F442A86003LL},{3L,0x02765F314EC398E5LL},{3L,0x7DA3B8F442A86003LL},{0xF74FDEA3C903EC40LL,(-1L)},{9L,0xE4E3C2779E51BCE2LL}},{{0x42B1906EA36BF330LL,0xE4E3C2779E51BCE2LL},{9L,(-1L)},{0xF74FDEA3C903EC40LL,0x7DA3B8F442A86003LL},{3L,0x02765F314EC398E5LL},{3L,0x7DA3B8F442A86003LL},{0xF74FDEA3C903EC40LL,(-1L)},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL}},{{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL},{(-1L),0x02765F314EC398E5LL},{9L,1L},{9L,0x02765F314EC398E5LL},{(-1L),0x12DF91930C65B0AALL},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL},{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL}},{{(-1L),0x02765F314EC398E5LL},{9L,1L},{9L,0x02765F314EC398E5LL},{(-1L),0x12DF91930C65B0AALL},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL},{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL},{(-1L),0x02765F314EC398E5LL}},{{9L,1L},{9L,0x02765F314EC398E5LL},{(-1L),0x12DF91930C65B0AALL},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL},{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL},{(-1L),0x02765F314EC398E5LL},{9L,1L}},{{9L,0x02765F314EC398E5LL},{(-1L),0x12DF91930C65B0AALL},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL},{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL},{(-1L),0x02765F314EC398E5LL},{9L,1L},{9L,0x02765F314EC398E5LL}},{{(-1L),0x12DF91930C65B0AALL},{0x42B1906EA36BF330LL,0x7DA3B8F442A86003LL},{0L,0x7DA3B8F442A86003LL},{0x42B1906EA36BF330LL,0x12DF91930C65B0AALL},{(-1L),0x02765F314EC398E5LL},{9L,1L},{9L,0x02765F314EC398E5LL},{(-1L),0x12DF91930C65B0AALL}}};
    int32_t l_581[4] = {0x928DE08DL,0x928DE08DL,0x928DE08DL,0x928DE08DL};
    int64_t *l_589 = &g_94;
    int64_t **l_588 = &l_589;
    union U3 ***l_600[9] = {(void*)0,&g_592,(void*)0,(void*)0,&g_592,(void*)0,(void*)0,&g_592,(void*)0};
    uint16_t *l_605[5] = {&g_332.f4,&g_332.f4,&g_332.f4,&g_332.f4,&g_332.f4};
    int8_t *l_613 = &g_92;
    int32_t l_614[4][8][3] = {{{0xD606472FL,0x96900441L,0x900D03B2L},{0x602AC444L,0x0E37B86AL,(-1L)},{0xB1097AF0L,0x96900441L,0x96900441L},{0x9C34C966L,0x0E37B86AL,1L},{1L,0x96900441L,0x90B354AAL},{0xA28C616AL,0x0E37B86AL,0x0E37B86AL},{0xD606472FL,0x96900441L,0x900D03B2L},{0x602AC444L,0x0E37B86AL,(-1L)}},{{0xB1097AF0L,0x96900441L,0x96900441L},{0x9C34C966L,0x0E37B86AL,1L},{1L,0x96900441L,0x90B354AAL},{0xA28C616AL,0x0E37B86AL,0x0E37B86AL},{0xD606472FL,0x96900441L,0x900D03B2L},{0x602AC444L,0x0E37B86AL,(-1L)},{0xB1097AF0L,0x96900441L,0x96900441L},{0x9C34C966L,0x0E37B86AL,1L}},{{1L,0x96900441L,0x90B354AAL},{0xA28C616AL,0x0E37B86AL,0x0E37B86AL},{0xD606472FL,0x96900441L,0x900D03B2L},{0x602AC444L,0x0E37B86AL,(-1L)},{0xB1097AF0L,0x96900441L,0x96900441L},{0x9C34C966L,0x0E37B86AL,1L},{1L,0x96900441L,0x90B354AAL},{0xA28C616AL,0x0E37B86AL,0x0E37B86AL}},{{0xD606472FL,0x96900441L,0x900D03B2L},{0x602AC444L,0x0E37B86AL,(-1L)},{0xB1097AF0L,0x96900441L,0x96900441L},{0x9C34C966L,0x0E37B86AL,1L},{1L,0x96900441L,0x90B354AAL},{0xA28C616AL,0x0E37B86AL,0x3CFCFAB1L},{0x90B354AAL,0x965BABE1L,0xD1D4C838L},{1L,0x3CFCFAB1L,0xC3F3D4ABL}}};
    int64_t l_615 = 0x3B091AB4C0B2A968LL;
    int i, j, k;
    if (g_2)
    { /* block id: 1 */
        const uint8_t l_6 = 0x4CL;
        int8_t *l_33 = (void*)0;
        const int8_t *l_38[2];
        union U3 l_579[7] = {{0L},{0L},{0L},{0L},{0L},{0L},{0L}};
        int32_t *l_582[1][4];
        int i, j;
        for (i = 0; i < 2; i++)
            l_38[i] = &g_39[6][1];
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 4; j++)
                l_582[i][j] = &g_3;
        }
        for (g_3 = 8; (g_3 > (-17)); g_3 -= 8)
        { /* block id: 4 */
            int64_t l_15 = (-10L);
            int8_t *l_21[6] = {&g_22[7][1],&g_22[5][1],&g_22[7][1],&g_22[7][1],&g_22[5][1],&g_22[7][1]};
            int16_t *l_30 = &g_31;
            int32_t **l_564[10][1];
            int32_t ***l_563 = &l_564[3][0];
            union U3 l_578 = {0x4534L};
            int i, j;
            for (i = 0; i < 10; i++)
            {
                for (j = 0; j < 1; j++)
                    l_564[i][j] = &g_274;
            }
            if (l_6)
                break;
        }
    }
    else
    { /* block id: 283 */
        int64_t *l_587 = (void*)0;
        int64_t **l_586[2][2][9] = {{{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,(void*)0,&l_587,&l_587,(void*)0,&l_587,&l_587,(void*)0,&l_587}},{{&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587,&l_587},{&l_587,(void*)0,&l_587,&l_587,(void*)0,&l_587,&l_587,(void*)0,&l_587}}};
        int64_t ***l_585[1][3];
        union U3 ***l_593 = &g_592;
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_585[i][j] = &l_586[1][0][8];
        }
        l_588 = (void*)0;
        (*l_593) = &g_297[3];
        (*g_595) = g_594;
        (*g_274) &= 1L;
    }
    (*g_274) ^= (((int16_t)(((uint64_t)(l_600[4] == (void*)0) / (uint64_t)((*l_589) = ((int8_t)(*g_19) + (int8_t)((((int8_t)((*l_613) = ((l_580[3][4][1] , l_605[1]) == ((((*g_187) = ((int16_t)l_37 * (int16_t)(g_293.f1 ^= ((int64_t)(-(int32_t)((int16_t)((((g_106[2] , ((*g_476) = l_613)) != l_613) , l_581[1]) , l_18) / (int16_t)l_614[0][3][0])) % (int64_t)l_614[0][1][1])))) <= l_581[1]) , &g_272[1][6]))) << (int8_t)1) != l_615) < 0xCB5E6D3BL)))) <= l_37) * (int16_t)g_420) , l_615);
    (*g_616) = (*g_273);
    return l_614[0][3][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_35 g_32.f0 g_43 g_34 g_79 g_22 g_39 g_96 g_51 g_104 g_107 g_109 g_92 g_2 g_90 g_19 g_20 g_46 g_48 g_53 g_118 g_88 g_53.f2 g_52 g_168 g_32 g_187 g_206 g_209 g_116 g_117 g_236 g_188 g_235 g_237.f3 g_272 g_53.f1 g_273 g_293 g_274 g_166 g_296 g_298 g_85 g_162 g_332 g_297 g_281 g_340 g_361
 * writes: g_54 g_32.f0 g_39 g_96 g_52 g_31 g_110 g_90 g_116 g_35 g_92 g_22 g_43 g_48 g_94 g_155 g_88 g_168 g_34 g_207 g_210 g_235 g_237 g_274 g_282 g_166 g_297 g_299 g_53.f1 g_32 g_293.f3 g_333 g_361
 */
static int32_t  func_7(uint32_t  p_8, int8_t * p_9)
{ /* block id: 17 */
    int16_t l_59[4] = {0x4D57L,0x4D57L,0x4D57L,0x4D57L};
    int32_t l_64 = 0x46680AE0L;
    int32_t l_80 = (-4L);
    int8_t l_84[4][3] = {{0x54L,0x54L,0x26L},{0x54L,0x54L,0x26L},{0x54L,0x54L,0x26L},{0x54L,0x54L,0x26L}};
    int32_t l_87 = 5L;
    int32_t l_95 = 1L;
    union U2 *l_105[2];
    struct S0 * const l_108[6][10][4] = {{{&g_54,(void*)0,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54},{(void*)0,&g_54,&g_54,&g_54},{&g_54,&g_54,(void*)0,&g_54},{&g_54,(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54,&g_54},{(void*)0,&g_54,&g_54,&g_54},{(void*)0,(void*)0,&g_54,&g_54},{(void*)0,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,(void*)0}},{{&g_54,(void*)0,(void*)0,&g_54},{&g_54,&g_54,&g_54,&g_54},{(void*)0,(void*)0,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54},{&g_54,&g_54,(void*)0,&g_54},{&g_54,(void*)0,&g_54,(void*)0},{(void*)0,&g_54,&g_54,&g_54},{(void*)0,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54}},{{&g_54,&g_54,&g_54,&g_54},{(void*)0,&g_54,&g_54,(void*)0},{(void*)0,(void*)0,&g_54,&g_54},{&g_54,&g_54,(void*)0,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54},{(void*)0,&g_54,&g_54,&g_54},{&g_54,&g_54,(void*)0,&g_54},{&g_54,(void*)0,&g_54,&g_54}},{{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,(void*)0,&g_54},{&g_54,(void*)0,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54},{&g_54,(void*)0,&g_54,&g_54}},{{&g_54,&g_54,&g_54,&g_54},{(void*)0,&g_54,(void*)0,&g_54},{&g_54,&g_54,(void*)0,(void*)0},{(void*)0,(void*)0,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{(void*)0,&g_54,(void*)0,&g_54},{&g_54,&g_54,(void*)0,(void*)0},{(void*)0,(void*)0,&g_54,(void*)0},{&g_54,(void*)0,&g_54,&g_54}},{{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,(void*)0,(void*)0,(void*)0},{&g_54,(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,&g_54,&g_54,&g_54},{&g_54,(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54,&g_54}}};
    int32_t l_233 = 0L;
    int32_t l_249[6][1][10] = {{{(-1L),0xEDBEB428L,0xB8AB7BDCL,0x42D218AEL,0x42D218AEL,0xB8AB7BDCL,0xEDBEB428L,(-1L),0xEDBEB428L,0xB8AB7BDCL}},{{0xCBE23C93L,(-4L),0x42D218AEL,(-4L),0xCBE23C93L,0xB8AB7BDCL,0xB8AB7BDCL,0xCBE23C93L,(-4L),0x42D218AEL}},{{(-1L),(-1L),0x42D218AEL,0xCBE23C93L,0xB4DBAC17L,0xCBE23C93L,0x42D218AEL,(-1L),(-1L),0x42D218AEL}},{{(-4L),0xCBE23C93L,0xB8AB7BDCL,0xB8AB7BDCL,0xCBE23C93L,(-4L),0x42D218AEL,(-4L),0xCBE23C93L,0xB8AB7BDCL}},{{0xEDBEB428L,(-1L),0xEDBEB428L,0xB8AB7BDCL,0x42D218AEL,0x42D218AEL,0xB8AB7BDCL,0xEDBEB428L,(-1L),0xEDBEB428L}},{{0xEDBEB428L,(-4L),(-1L),0xCBE23C93L,(-1L),(-4L),0xEDBEB428L,0xEDBEB428L,(-4L),(-1L)}}};
    int32_t l_250[9][10] = {{0xBDD371AFL,0x9E5869F7L,0L,0xFB80BBF0L,1L,0xBBEC7243L,0xBBEC7243L,1L,0xFB80BBF0L,0xEB9DB9A0L},{0xBBEC7243L,0xBBEC7243L,1L,0xFB80BBF0L,0L,0x9E5869F7L,0xBDD371AFL,0xF3DC88A8L,0x6C4F85D3L,0xB1EFAC64L},{8L,0x31A45083L,0xBBEC7243L,1L,0xBDD371AFL,(-8L),0xBDD371AFL,1L,0xBBEC7243L,0x31A45083L},{0x6C4F85D3L,0xBBEC7243L,0x5741575FL,0x8C6D4962L,0xB1EFAC64L,(-7L),8L,(-8L),0xFB80BBF0L,0xF3DC88A8L},{0xFB80BBF0L,8L,0xBDD371AFL,0x31A45083L,(-7L),(-7L),0x31A45083L,0xBDD371AFL,8L,0xFB80BBF0L},{0x6C4F85D3L,0x9E5869F7L,(-7L),0xBDD371AFL,0xBBEC7243L,(-8L),0x5741575FL,8L,1L,9L},{8L,0xEB9DB9A0L,0xF3DC88A8L,0x9E5869F7L,0xBBEC7243L,0x9E5869F7L,0xF3DC88A8L,0xEB9DB9A0L,8L,0xFB80BBF0L},{0xBBEC7243L,0x5741575FL,0x8C6D4962L,0xB1EFAC64L,(-7L),8L,(-8L),0xFB80BBF0L,0xF3DC88A8L,0xF3DC88A8L},{0x8C6D4962L,1L,8L,0xB1EFAC64L,0xB1EFAC64L,8L,1L,0x8C6D4962L,8L,0x31A45083L}};
    uint32_t *l_264 = &g_168;
    int8_t l_277 = 0L;
    uint32_t l_278 = 18446744073709551608UL;
    int32_t *l_294 = &g_53.f1;
    union U3 *l_295[8][3] = {{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32}};
    int64_t l_314 = (-8L);
    int32_t *l_346 = &l_95;
    int32_t *l_347 = &l_250[4][3];
    int32_t *l_348 = &g_53.f1;
    int32_t *l_349 = (void*)0;
    int32_t *l_350 = &l_250[7][2];
    int32_t *l_351 = &l_64;
    int32_t *l_352 = &g_162;
    uint64_t l_353 = 0x73DEABBF5F38C485LL;
    int32_t **l_360 = &l_350;
    int32_t ***l_359 = &l_360;
    int32_t ****l_358 = &l_359;
    union U3 *l_379 = &g_32;
    int16_t ***l_490 = (void*)0;
    uint16_t *l_528 = &g_332.f4;
    int32_t l_560 = 0xD76244E5L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_105[i] = &g_106[2];
    if (p_8)
    { /* block id: 18 */
        struct S0 *l_56 = &g_54;
        (*l_56) = g_54;
        return p_8;
    }
    else
    { /* block id: 21 */
        uint64_t l_60 = 0xD16E9DE470D16AAELL;
        int16_t *l_63[2][7] = {{(void*)0,&l_59[3],&l_59[1],&l_59[3],(void*)0,(void*)0,&l_59[3]},{&l_59[2],&g_31,&l_59[2],&l_59[3],&l_59[3],&l_59[2],&g_31}};
        uint64_t *l_67 = (void*)0;
        uint64_t *l_68[2];
        int32_t l_83 = 0xEC1DFBCBL;
        int32_t l_86 = 0x7D0C55B6L;
        int32_t l_91 = 0x71D75980L;
        const int16_t *l_115 = &g_31;
        const int16_t **l_114 = &l_115;
        const int16_t ***l_113 = &l_114;
        uint32_t l_144 = 0x442E1E7EL;
        struct S0 *l_153 = (void*)0;
        int32_t l_156 = 0x4ECF4EC5L;
        int32_t l_167[3];
        union U3 * const l_197 = &g_32;
        int16_t **l_204 = &g_35;
        uint64_t l_240 = 18446744073709551614UL;
        uint8_t l_330 = 0xD3L;
        int i, j;
        for (i = 0; i < 2; i++)
            l_68[i] = &l_60;
        for (i = 0; i < 3; i++)
            l_167[i] = (-1L);
lbl_81:
        for (g_32.f0 = 0; (g_32.f0 == 2); g_32.f0 += 1)
        { /* block id: 24 */
            l_60--;
        }
        if ((((l_64 = ((*g_35) |= 1L)) & l_60) , ((int64_t)((0x2CF0L != 1UL) > (l_64 = g_32.f0)) / (int64_t)(((int16_t)l_59[1] / (int16_t)(((uint8_t)((int16_t)((int16_t)(***g_43) << (int16_t)12) << (int16_t)((((*p_9) |= ((uint64_t)((((g_79 , (void*)0) == (void*)0) , l_59[0]) != g_22[4][0]) % (uint64_t)l_59[1])) == 1L) == l_80)) % (uint8_t)g_54.f4) & l_60)) | l_60))))
        { /* block id: 31 */
            int32_t *l_82[6];
            union U3 *l_102 = &g_32;
            union U2 l_186 = {0};
            int16_t ****l_194 = &g_43;
            int16_t l_224[1][5];
            uint16_t l_232 = 5UL;
            int i, j;
            for (i = 0; i < 6; i++)
                l_82[i] = &l_64;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                    l_224[i][j] = 0x6741L;
            }
lbl_211:
            if (g_32.f0)
                goto lbl_81;
            g_96--;
            if (((*g_51) = (+p_8)))
            { /* block id: 35 */
                union U3 l_123 = {0x3442L};
                uint32_t l_129 = 1UL;
                int16_t *l_130 = &g_88;
                uint8_t *l_139[6];
                int32_t l_157 = 0x5139CCBAL;
                int32_t l_161 = 1L;
                int32_t l_163 = 0xA8A1F86FL;
                int32_t l_164 = 0x3E17168CL;
                int32_t l_165[4] = {0L,0L,0L,0L};
                int i;
                for (i = 0; i < 6; i++)
                    l_139[i] = (void*)0;
                for (g_31 = 0; (g_31 >= (-22)); g_31 -= 2)
                { /* block id: 38 */
                    union U3 **l_103 = &l_102;
                    int32_t l_143 = 0x18F6E363L;
                    (*l_103) = l_102;
                    l_105[0] = g_104;
                    (*g_109) = (g_107 , l_108[3][1][3]);
                    for (g_90 = 0; (g_90 <= 23); g_90 += 1)
                    { /* block id: 44 */
                        int8_t *l_138 = &g_92;
                        int8_t *l_140 = &g_22[3][1];
                        int16_t *l_141 = &l_123.f0;
                        int32_t l_142 = 0x52CD35FEL;
                        int64_t *l_151 = &g_94;
                        struct S0 *l_152 = &g_54;
                        struct S0 **l_154 = &l_153;
                        g_116 = l_113;
                        l_144 = ((int8_t)(l_143 = ((int16_t)(l_123 , (~((void*)0 != p_9))) + (int16_t)((uint64_t)(func_10((((uint16_t)(l_129 < (((((**g_43) = l_130) == (((+(0xB4L != ((*l_140) = ((*p_9) = ((int16_t)((int8_t)(*p_9) << (int8_t)0) >> (int16_t)(((int8_t)((*l_138) |= 0x09L) * (int8_t)((((void*)0 != l_139[2]) , 1L) , p_8)) <= 0xAA5A9D40A9413DEALL)))))) <= 18446744073709551607UL) , l_141)) >= 0x9880L) ^ p_8)) * (uint16_t)l_142) , g_79.f1), &g_90) , l_143) - (uint64_t)0xA1C995BFD217CE36LL))) << (int8_t)6);
                        g_52 ^= ((int16_t)(p_8 ^ (((int16_t)((*l_130) = (((*l_151) = (l_129 & p_8)) | (g_155 = (g_22[7][1] , ((((*l_138) = l_142) | (l_152 != ((*l_154) = l_153))) >= ((l_143 ^= (0xB864L == (*g_118))) , g_53.f2)))))) >> (int16_t)g_54.f3) > p_8)) >> (int16_t)p_8);
                        if ((*g_51))
                            break;
                    }
                }
                --g_168;
                (*g_51) |= ((int32_t)0x76F1C910L % (int32_t)l_87);
            }
            else
            { /* block id: 64 */
                int64_t l_177 = 0x4B5D7992C5F34EB0LL;
                int32_t l_179[10];
                uint64_t ***l_205 = (void*)0;
                struct S0 **l_238 = &g_110[0];
                int i;
                for (i = 0; i < 10; i++)
                    l_179[i] = 0L;
                for (g_48 = 0; (g_48 != 40); ++g_48)
                { /* block id: 67 */
                    uint64_t **l_189 = (void*)0;
                    uint64_t **l_190 = &l_67;
                    int32_t l_191 = 0x7897607BL;
                    int64_t *l_200 = &g_94;
                    uint8_t *l_234 = &g_96;
                    l_167[0] &= ((l_177 != (l_179[9] &= (!(*p_9)))) ^ (((int8_t)(+(p_8 , (((-(int8_t)(((((&g_55[5][5] == (g_32 , &l_108[3][1][3])) < ((uint8_t)((l_186 , ((*l_190) = g_187)) == (void*)0) - (uint8_t)1UL)) , (*p_9)) | g_79.f0) ^ l_83)) , 1UL) == (-1L)))) - (int8_t)l_191) == p_8));
                    (*g_51) = ((int64_t)((l_95 & (l_194 != &l_113)) == ((uint16_t)65527UL * (uint16_t)((l_102 == l_197) ^ ((uint32_t)l_156 / (uint32_t)l_84[1][2])))) - (int64_t)((*l_200) = l_179[5]));
                    if (((*g_51) = (*g_51)))
                    { /* block id: 74 */
                        uint32_t l_201[6];
                        int i;
                        for (i = 0; i < 6; i++)
                            l_201[i] = 4294967294UL;
                        --l_201[3];
                    }
                    else
                    { /* block id: 76 */
                        l_156 |= (l_179[4] = (l_191 = (l_204 != ((**l_194) = (*g_43)))));
                        (*g_206) = l_205;
                        (*g_209) = &g_19;
                        if (g_52)
                            goto lbl_211;
                    }
                    for (g_94 = 0; (g_94 == 26); ++g_94)
                    { /* block id: 87 */
                        uint32_t *l_216 = &g_168;
                        l_179[3] = (*g_51);
                        (*g_51) = (l_191 = (((((int16_t)((((*l_216) = 0x6039B183L) , (-(int32_t)(*g_51))) >= ((((uint16_t)65535UL * (uint16_t)((int32_t)((uint64_t)l_224[0][4] + (uint64_t)((l_83 < ((uint8_t)(((uint32_t)(l_179[9] = ((int8_t)(-(uint16_t)(l_232 | (g_235 = (l_233 == (((void*)0 == l_234) | g_22[5][1]))))) + (int8_t)l_191)) / (uint32_t)l_177) ^ 0x50L) - (uint8_t)(-9L))) != p_8)) + (int32_t)g_22[5][1])) | p_8) == g_39[6][1])) - (int16_t)l_86) || 4294967295UL) ^ p_8) > 0x307C16147B0E61FELL));
                        (*l_113) = (*g_116);
                        g_237 = g_236;
                    }
                }
lbl_239:
                (*l_238) = (void*)0;
                for (l_60 = 1; (l_60 <= 9); l_60 += 1)
                { /* block id: 101 */
                    if (l_83)
                        goto lbl_239;
                    l_240--;
                    for (g_54.f1 = 0; (g_54.f1 <= 9); g_54.f1 += 1)
                    { /* block id: 106 */
                        (*g_51) = ((int8_t)(+((int64_t)l_177 + (int64_t)g_188[0])) / (int8_t)p_8);
                        if (g_32.f0)
                            goto lbl_81;
                    }
                }
            }
        }
        else
        { /* block id: 112 */
            int32_t *l_248[2];
            uint16_t l_251 = 0x893AL;
            int i;
            for (i = 0; i < 2; i++)
                l_248[i] = (void*)0;
            l_251++;
            for (g_52 = 6; (g_52 != (-25)); --g_52)
            { /* block id: 116 */
                uint8_t l_257[5];
                uint16_t *l_265 = &l_251;
                uint32_t *l_280[8] = {&g_281,&g_281,&g_281,&g_281,&g_281,&g_281,&g_281,&g_281};
                uint32_t **l_279[8] = {&l_280[6],&l_280[6],&l_280[6],&l_280[6],&l_280[6],&l_280[6],&l_280[6],&l_280[6]};
                int i;
                for (i = 0; i < 5; i++)
                    l_257[i] = 0x7AL;
                (*g_273) = ((g_235 >= ((+(((l_257[2] = 0x8790FD71L) != ((int16_t)p_8 * (int16_t)(((*l_265) = ((*g_51) || (((uint16_t)0x0C54L * (uint16_t)(l_264 == &g_168)) == 1L))) , ((uint8_t)(((uint16_t)((((uint64_t)l_240 % (uint64_t)g_237.f3) || 0UL) > 0xBA00DB42L) * (uint16_t)g_272[1][6]) && l_64) / (uint8_t)g_53.f1)))) || p_8)) <= 0x3D0EL)) , &l_167[0]);
                if (p_8)
                    continue;
                l_86 &= (((((int8_t)((((*l_264) |= l_277) >= ((((l_278 , l_248[0]) != (g_282 = l_248[0])) != ((int8_t)(l_60 ^ ((uint32_t)0x5B91FC28L / (uint32_t)((int32_t)((uint16_t)((int16_t)(&g_210 != &g_210) - (int16_t)((((g_293 , p_8) != p_8) & l_257[4]) && 1UL)) << (uint16_t)p_8) + (int32_t)l_84[2][2]))) % (int8_t)l_167[2])) & 0xD4F0L)) >= l_257[2]) * (int8_t)p_8) & 0xAC997126L) >= (*p_9)) & l_257[2]);
            }
            l_86 |= ((*g_274) |= (p_8 , l_156));
            l_294 = &l_87;
        }
        for (g_166 = 2; (g_166 <= 8); g_166 += 1)
        { /* block id: 131 */
            int32_t ** volatile **l_300 = (void*)0;
            int32_t ** volatile *l_302 = &g_273;
            int32_t ** volatile **l_301 = &l_302;
            union U3 l_313 = {0x5BCDL};
            int i;
            (*g_296) = l_295[7][2];
            g_299[4][2][6] = g_298;
            (*l_294) = g_85[g_166];
            (*l_301) = ((p_8 && p_8) , &g_273);
            for (g_54.f1 = 0; (g_54.f1 <= 2); g_54.f1 += 1)
            { /* block id: 138 */
                int64_t *l_327[2][1][9] = {{{(void*)0,&l_314,(void*)0,&g_328,&g_328,&g_328,&g_328,(void*)0,&l_314}},{{&l_314,(void*)0,&g_328,&g_328,&g_328,&g_328,(void*)0,&l_314,(void*)0}}};
                int32_t l_329 = 0x105DDB93L;
                uint16_t *l_331 = &g_293.f3;
                int i, j, k;
                l_167[g_54.f1] = (((uint16_t)(((((uint64_t)((int32_t)((((*l_331) = ((((int16_t)0xE97EL << (int16_t)((int8_t)0x48L / (int8_t)(((*l_197) = l_313) , l_167[g_54.f1]))) & (l_91 ^= (((((*p_9) = ((((((l_313 , l_314) >= ((int8_t)((int32_t)(*g_274) + (int32_t)(((int32_t)((uint8_t)(((uint16_t)((int8_t)(((****l_301) != (l_329 = (g_94 = (&g_297[2] == (void*)0)))) && p_8) / (int8_t)g_162) / (uint16_t)p_8) >= p_8) * (uint8_t)l_330) / (int32_t)l_83) || g_236.f2)) - (int8_t)g_22[2][1])) ^ 0x78DFL) < p_8) >= l_60) > 0x4F6EL)) ^ 255UL) , g_54.f0) < l_156))) >= g_188[0])) || (-1L)) > (-4L)) % (int32_t)(*g_274)) - (uint64_t)l_167[g_54.f1]) && 4294967295UL) <= p_8) < (*g_274)) >> (uint16_t)1) | p_8);
                for (g_48 = 0; (g_48 <= 3); g_48 += 1)
                { /* block id: 148 */
                    g_333 = g_332;
                }
            }
        }
        for (l_83 = 1; (l_83 >= 0); l_83 -= 1)
        { /* block id: 155 */
            for (g_90 = 0; (g_90 <= 1); g_90 += 1)
            { /* block id: 158 */
                union U3 *l_338 = &g_32;
                int32_t l_339 = 0x7C112E13L;
                int64_t *l_345 = &l_314;
                (*g_274) ^= ((int8_t)((((int8_t)((*g_296) != l_338) + (int8_t)(g_281 , (*p_9))) && ((*l_345) = (((p_8 || l_339) | ((g_340[0] , ((int16_t)((((uint8_t)l_156 + (uint8_t)p_8) <= p_8) ^ 0L) << (int16_t)l_83)) >= p_8)) || p_8))) > 1UL) - (int8_t)(*p_9));
            }
        }
    }
    ++l_353;
    for (g_90 = 0; (g_90 > 8); g_90++)
    { /* block id: 167 */
        int32_t **l_375 = &l_347;
        uint64_t ****l_381[5][9];
        int64_t l_417 = 0L;
        union U3 **l_432 = (void*)0;
        int8_t ***l_479[1];
        int16_t l_499 = (-2L);
        int32_t l_505 = (-1L);
        int32_t l_506 = 1L;
        uint16_t l_527 = 65531UL;
        int32_t l_555 = 0L;
        int32_t l_556[2];
        int i, j;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 9; j++)
                l_381[i][j] = &g_207;
        }
        for (i = 0; i < 1; i++)
            l_479[i] = &g_476;
        for (i = 0; i < 2; i++)
            l_556[i] = 0xC7B7399CL;
        g_361 = l_358;
        (***g_361) = (*l_360);
        for (g_48 = (-30); (g_48 > 36); g_48 += 1)
        { /* block id: 172 */
            int8_t *l_372 = &g_22[5][1];
            int32_t l_376 = 0x2D5EA774L;
            uint64_t ** const *l_394 = &g_208[0][1];
            uint64_t ** const **l_393 = &l_394;
            const uint64_t ***l_434 = (void*)0;
            const uint64_t ****l_433 = &l_434;
            uint8_t l_456 = 0x04L;
            union U2 l_481 = {0};
            int16_t ****l_491 = &g_391;
            struct S0 *l_510[3][8] = {{&g_396,&g_293,&g_396,&g_396,&g_396,&g_396,&g_293,&g_396},{&g_54,&g_396,&g_54,&g_396,&g_54,&g_54,&g_396,&g_54},{&g_54,&g_54,&g_396,&g_54,&g_396,&g_54,&g_54,&g_396}};
            int32_t l_553 = 0x63C4D4F2L;
            int32_t *l_554[2];
            uint8_t l_557 = 0x9DL;
            int i, j;
            for (i = 0; i < 2; i++)
                l_554[i] = &g_53.f1;
        }
        (*l_360) = (**l_359);
    }
    return l_560;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_39 g_19 g_20 g_46 g_48 g_51 g_53 g_90
 * writes: g_43 g_48 g_52
 */
static union U1  func_10(uint8_t  p_11, const int8_t * p_12)
{ /* block id: 12 */
    int16_t ***l_40 = &g_34;
    int16_t ***l_42 = (void*)0;
    int16_t ****l_41[1];
    uint8_t *l_47 = &g_48;
    int i;
    for (i = 0; i < 1; i++)
        l_41[i] = &l_42;
    (*g_51) = ((l_40 != (g_43 = l_40)) < (g_2 , ((0xB36FE0855BBB785ALL == (p_11 && (((int8_t)(*p_12) * (int8_t)((*g_19) , (g_46 , ((*l_47)++)))) > 65530UL))) , 0L)));
    return g_53;
}


/* ------------------------------------------ */
/* 
 * reads : g_34 g_36 g_22
 * writes: g_34
 */
static uint64_t  func_23(uint32_t  p_24, union U3  p_25, int8_t * p_26, const int8_t * p_27)
{ /* block id: 8 */
    (*g_36) = g_34;
    return g_22[5][1];
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
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_22[i][j], "g_22[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_32.f0, "g_32.f0", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_39[i][j], "g_39[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_46.f0, "g_46.f0", print_hash_value);
    transparent_crc(g_46.f1, "g_46.f1", print_hash_value);
    transparent_crc(g_46.f2, "g_46.f2", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_53.f0, "g_53.f0", print_hash_value);
    transparent_crc(g_53.f1, "g_53.f1", print_hash_value);
    transparent_crc(g_53.f2, "g_53.f2", print_hash_value);
    transparent_crc(g_54.f0, "g_54.f0", print_hash_value);
    transparent_crc(g_54.f1, "g_54.f1", print_hash_value);
    transparent_crc(g_54.f2, "g_54.f2", print_hash_value);
    transparent_crc(g_54.f3, "g_54.f3", print_hash_value);
    transparent_crc(g_54.f4, "g_54.f4", print_hash_value);
    transparent_crc(g_79.f0, "g_79.f0", print_hash_value);
    transparent_crc(g_79.f1, "g_79.f1", print_hash_value);
    transparent_crc(g_79.f2, "g_79.f2", print_hash_value);
    transparent_crc(g_79.f3, "g_79.f3", print_hash_value);
    transparent_crc(g_79.f4, "g_79.f4", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_85[i], "g_85[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_88, "g_88", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_107.f0, "g_107.f0", print_hash_value);
    transparent_crc(g_107.f1, "g_107.f1", print_hash_value);
    transparent_crc(g_107.f2, "g_107.f2", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_159, "g_159", print_hash_value);
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_162, "g_162", print_hash_value);
    transparent_crc(g_166, "g_166", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_188[i], "g_188[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_236.f0, "g_236.f0", print_hash_value);
    transparent_crc(g_236.f1, "g_236.f1", print_hash_value);
    transparent_crc(g_236.f2, "g_236.f2", print_hash_value);
    transparent_crc(g_236.f3, "g_236.f3", print_hash_value);
    transparent_crc(g_236.f4, "g_236.f4", print_hash_value);
    transparent_crc(g_237.f0, "g_237.f0", print_hash_value);
    transparent_crc(g_237.f1, "g_237.f1", print_hash_value);
    transparent_crc(g_237.f2, "g_237.f2", print_hash_value);
    transparent_crc(g_237.f3, "g_237.f3", print_hash_value);
    transparent_crc(g_237.f4, "g_237.f4", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_272[i][j], "g_272[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_281, "g_281", print_hash_value);
    transparent_crc(g_293.f0, "g_293.f0", print_hash_value);
    transparent_crc(g_293.f1, "g_293.f1", print_hash_value);
    transparent_crc(g_293.f2, "g_293.f2", print_hash_value);
    transparent_crc(g_293.f3, "g_293.f3", print_hash_value);
    transparent_crc(g_293.f4, "g_293.f4", print_hash_value);
    transparent_crc(g_298.f0, "g_298.f0", print_hash_value);
    transparent_crc(g_298.f1, "g_298.f1", print_hash_value);
    transparent_crc(g_298.f2, "g_298.f2", print_hash_value);
    transparent_crc(g_298.f3, "g_298.f3", print_hash_value);
    transparent_crc(g_298.f4, "g_298.f4", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_299[i][j][k].f0, "g_299[i][j][k].f0", print_hash_value);
                transparent_crc(g_299[i][j][k].f1, "g_299[i][j][k].f1", print_hash_value);
                transparent_crc(g_299[i][j][k].f2, "g_299[i][j][k].f2", print_hash_value);
                transparent_crc(g_299[i][j][k].f3, "g_299[i][j][k].f3", print_hash_value);
                transparent_crc(g_299[i][j][k].f4, "g_299[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_328, "g_328", print_hash_value);
    transparent_crc(g_332.f0, "g_332.f0", print_hash_value);
    transparent_crc(g_332.f1, "g_332.f1", print_hash_value);
    transparent_crc(g_332.f2, "g_332.f2", print_hash_value);
    transparent_crc(g_332.f3, "g_332.f3", print_hash_value);
    transparent_crc(g_332.f4, "g_332.f4", print_hash_value);
    transparent_crc(g_333.f0, "g_333.f0", print_hash_value);
    transparent_crc(g_333.f1, "g_333.f1", print_hash_value);
    transparent_crc(g_333.f2, "g_333.f2", print_hash_value);
    transparent_crc(g_333.f3, "g_333.f3", print_hash_value);
    transparent_crc(g_333.f4, "g_333.f4", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_340[i].f0, "g_340[i].f0", print_hash_value);
        transparent_crc(g_340[i].f1, "g_340[i].f1", print_hash_value);
        transparent_crc(g_340[i].f2, "g_340[i].f2", print_hash_value);
        transparent_crc(g_340[i].f3, "g_340[i].f3", print_hash_value);
        transparent_crc(g_340[i].f4, "g_340[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_392[i][j].f0, "g_392[i][j].f0", print_hash_value);
            transparent_crc(g_392[i][j].f1, "g_392[i][j].f1", print_hash_value);
            transparent_crc(g_392[i][j].f2, "g_392[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_395.f0, "g_395.f0", print_hash_value);
    transparent_crc(g_395.f1, "g_395.f1", print_hash_value);
    transparent_crc(g_395.f2, "g_395.f2", print_hash_value);
    transparent_crc(g_395.f3, "g_395.f3", print_hash_value);
    transparent_crc(g_395.f4, "g_395.f4", print_hash_value);
    transparent_crc(g_396.f0, "g_396.f0", print_hash_value);
    transparent_crc(g_396.f1, "g_396.f1", print_hash_value);
    transparent_crc(g_396.f2, "g_396.f2", print_hash_value);
    transparent_crc(g_396.f3, "g_396.f3", print_hash_value);
    transparent_crc(g_396.f4, "g_396.f4", print_hash_value);
    transparent_crc(g_420, "g_420", print_hash_value);
    transparent_crc(g_480.f0, "g_480.f0", print_hash_value);
    transparent_crc(g_480.f1, "g_480.f1", print_hash_value);
    transparent_crc(g_480.f2, "g_480.f2", print_hash_value);
    transparent_crc(g_548.f0, "g_548.f0", print_hash_value);
    transparent_crc(g_548.f1, "g_548.f1", print_hash_value);
    transparent_crc(g_548.f2, "g_548.f2", print_hash_value);
    transparent_crc(g_548.f3, "g_548.f3", print_hash_value);
    transparent_crc(g_548.f4, "g_548.f4", print_hash_value);
    transparent_crc(g_549.f0, "g_549.f0", print_hash_value);
    transparent_crc(g_549.f1, "g_549.f1", print_hash_value);
    transparent_crc(g_549.f2, "g_549.f2", print_hash_value);
    transparent_crc(g_549.f3, "g_549.f3", print_hash_value);
    transparent_crc(g_549.f4, "g_549.f4", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_552[i][j][k], "g_552[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_594.f0, "g_594.f0", print_hash_value);
    transparent_crc(g_594.f1, "g_594.f1", print_hash_value);
    transparent_crc(g_594.f2, "g_594.f2", print_hash_value);
    transparent_crc(g_594.f3, "g_594.f3", print_hash_value);
    transparent_crc(g_594.f4, "g_594.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 159
   depth: 1, occurrence: 15
XXX total union variables: 12

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
   depth: 1, occurrence: 93
   depth: 2, occurrence: 20
   depth: 3, occurrence: 3
   depth: 5, occurrence: 1
   depth: 10, occurrence: 1
   depth: 13, occurrence: 1
   depth: 17, occurrence: 1
   depth: 19, occurrence: 2
   depth: 20, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 26, occurrence: 2
   depth: 30, occurrence: 1
   depth: 41, occurrence: 1

XXX total number of pointers: 161

XXX times a variable address is taken: 366
XXX times a pointer is dereferenced on RHS: 57
breakdown:
   depth: 1, occurrence: 44
   depth: 2, occurrence: 5
   depth: 3, occurrence: 5
   depth: 4, occurrence: 3
XXX times a pointer is dereferenced on LHS: 85
breakdown:
   depth: 1, occurrence: 78
   depth: 2, occurrence: 5
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 13
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 1066

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 237
   level: 2, occurrence: 26
   level: 3, occurrence: 20
   level: 4, occurrence: 6
XXX number of pointers point to pointers: 65
XXX number of pointers point to scalars: 80
XXX number of pointers point to structs: 8
XXX percent of pointers has null in alias set: 29.2
XXX average alias set size: 1.41

XXX times a non-volatile is read: 420
XXX times a non-volatile is write: 245
XXX times a volatile is read: 44
XXX    times read thru a pointer: 7
XXX times a volatile is write: 18
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 1.05e+03
XXX percentage of non-volatile access: 91.5

XXX forward jumps: 0
XXX backward jumps: 5

XXX stmts: 81
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 15
   depth: 2, occurrence: 15
   depth: 3, occurrence: 12
   depth: 4, occurrence: 12
   depth: 5, occurrence: 15

XXX percentage a fresh-made variable is used: 25.3
XXX percentage an existing variable is used: 74.7
********************* end of statistics **********************/

