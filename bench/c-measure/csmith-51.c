/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 51 --no-safe-math --max-funcs 9 --no-bitfields
 * Seed:      51
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
   volatile int8_t  f0;
   uint32_t  f1;
   int64_t  f2;
   volatile int32_t  f3;
   const uint32_t  f4;
   const int64_t  f5;
   int8_t  f6;
   uint32_t  f7;
   int16_t  f8;
};
#pragma pack(pop)

union U1 {
   volatile int8_t * f0;
   uint16_t  f1;
};

union U2 {
   int64_t  f0;
   uint32_t  f1;
   uint32_t  f2;
   volatile uint16_t  f3;
   volatile int16_t  f4;
};

union U3 {
   int8_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_10 = 0UL;
static int8_t *g_11[2] = {(void*)0,(void*)0};
static union U3 g_30 = {0xDBL};
static uint8_t g_40[4] = {0x23L,0x23L,0x23L,0x23L};
static struct S0 g_80 = {0x8CL,1UL,0x32E49D2A59A03C9DLL,-4L,0xB0C02EE3L,0x0852B186EC4F4D12LL,0x82L,0xA6E4C1C1L,0xFA6FL};/* VOLATILE GLOBAL g_80 */
static int32_t g_103[2][5] = {{(-1L),0x4231C6F7L,(-1L),(-1L),0x4231C6F7L},{0x4231C6F7L,(-1L),(-1L),0x4231C6F7L,(-1L)}};
static uint32_t g_106 = 0xDDAC0D4FL;
static uint8_t g_109 = 0x70L;
static uint16_t g_113[8][4][8] = {{{2UL,0x058FL,1UL,0x058FL,2UL,1UL,65526UL,65526UL},{0UL,0x058FL,0x962DL,0x962DL,0x058FL,0UL,0xE858L,0x058FL},{65526UL,0xE858L,0x962DL,65526UL,0x962DL,0xE858L,65526UL,0UL},{0x058FL,2UL,1UL,65526UL,65526UL,1UL,0xE858L,0x962DL}},{{0x172EL,0UL,1UL,0x6C40L,0UL,0x6C40L,1UL,0UL},{0x962DL,1UL,0x172EL,0x962DL,0x6C40L,0x6C40L,0x962DL,0x172EL},{0UL,0UL,65526UL,0xE858L,0x962DL,65526UL,0x962DL,0xE858L},{0x172EL,0xE858L,0x172EL,0x6C40L,0xE858L,1UL,1UL,0xE858L}},{{0xE858L,1UL,1UL,0xE858L,0x6C40L,0x172EL,0xE858L,0x172EL},{0xE858L,0x962DL,65526UL,0x962DL,0xE858L,65526UL,0UL,0UL},{0x172EL,0x962DL,0x6C40L,0x6C40L,0x962DL,0x172EL,1UL,0x962DL},{0UL,1UL,0x6C40L,0UL,0x6C40L,1UL,0UL,0x172EL}},{{0x962DL,0xE858L,65526UL,0UL,0UL,65526UL,0xE858L,0x962DL},{0x172EL,0UL,1UL,0x6C40L,0UL,0x6C40L,1UL,0UL},{0x962DL,1UL,0x172EL,0x962DL,0x6C40L,0x6C40L,0x962DL,0x172EL},{0UL,0UL,65526UL,0xE858L,0x962DL,65526UL,0x962DL,0xE858L}},{{0x172EL,0xE858L,0x172EL,0x6C40L,0xE858L,1UL,1UL,0xE858L},{0xE858L,1UL,1UL,0xE858L,0x6C40L,0x172EL,0xE858L,0x172EL},{0xE858L,0x962DL,65526UL,0x962DL,0xE858L,65526UL,0UL,0UL},{0x172EL,0x962DL,0x6C40L,0x6C40L,0x962DL,0x172EL,1UL,0x962DL}},{{0UL,1UL,0x6C40L,0UL,0x6C40L,1UL,0UL,0x172EL},{0x962DL,0xE858L,65526UL,0UL,0UL,65526UL,0xE858L,0x962DL},{0x172EL,0UL,1UL,0x6C40L,0UL,0x6C40L,1UL,0UL},{0x962DL,1UL,0x172EL,0x962DL,0x6C40L,0x6C40L,0x962DL,0x172EL}},{{0UL,0UL,65526UL,0xE858L,0x962DL,65526UL,0x962DL,0xE858L},{0x172EL,0xE858L,0x172EL,0x6C40L,0xE858L,1UL,1UL,0xE858L},{0xE858L,1UL,1UL,0xE858L,0x6C40L,0x172EL,0xE858L,0x172EL},{0xE858L,0x962DL,65526UL,0x962DL,0xE858L,0UL,0x172EL,0x172EL}},{{0x058FL,0x6C40L,2UL,2UL,0x6C40L,0x058FL,65526UL,0x6C40L},{0x172EL,65526UL,2UL,0x172EL,2UL,65526UL,0x172EL,0x058FL},{0x6C40L,1UL,0UL,0x172EL,0x172EL,0UL,1UL,0x6C40L},{0x058FL,0x172EL,65526UL,2UL,0x172EL,2UL,65526UL,0x172EL}}};
static int32_t g_115 = 2L;
static int32_t * volatile g_140[8][1] = {{&g_103[0][1]},{&g_115},{&g_103[0][1]},{&g_115},{&g_103[0][1]},{&g_115},{&g_103[0][1]},{&g_115}};
static int32_t * const  volatile g_142 = &g_103[0][2];/* VOLATILE GLOBAL g_142 */
static int16_t * volatile g_162 = (void*)0;/* VOLATILE GLOBAL g_162 */
static volatile union U2 g_210 = {0x72E5875BFB83DF84LL};/* VOLATILE GLOBAL g_210 */
static volatile union U2 * volatile g_209[6][8][5] = {{{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{(void*)0,&g_210,&g_210,&g_210,(void*)0},{&g_210,&g_210,(void*)0,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,(void*)0},{&g_210,&g_210,&g_210,&g_210,&g_210},{(void*)0,&g_210,&g_210,&g_210,&g_210}},{{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,(void*)0},{(void*)0,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,(void*)0},{&g_210,&g_210,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210}},{{(void*)0,&g_210,&g_210,&g_210,(void*)0},{&g_210,(void*)0,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{(void*)0,&g_210,&g_210,&g_210,(void*)0},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,(void*)0,&g_210,&g_210,(void*)0},{&g_210,&g_210,(void*)0,&g_210,&g_210}},{{&g_210,&g_210,(void*)0,&g_210,&g_210},{(void*)0,(void*)0,(void*)0,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,(void*)0,&g_210},{(void*)0,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,&g_210},{&g_210,&g_210,(void*)0,(void*)0,&g_210},{&g_210,(void*)0,&g_210,&g_210,&g_210}},{{&g_210,(void*)0,&g_210,&g_210,(void*)0},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,(void*)0,&g_210,(void*)0},{(void*)0,(void*)0,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210}},{{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,(void*)0,&g_210,(void*)0,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,&g_210,&g_210},{&g_210,&g_210,&g_210,(void*)0,&g_210},{(void*)0,&g_210,&g_210,&g_210,&g_210},{(void*)0,(void*)0,&g_210,&g_210,&g_210},{&g_210,(void*)0,&g_210,(void*)0,(void*)0}}};
static volatile union U2 * volatile * volatile g_211 = &g_209[3][4][2];/* VOLATILE GLOBAL g_211 */
static volatile union U2 * volatile * volatile g_242 = &g_209[1][3][4];/* VOLATILE GLOBAL g_242 */
static int32_t * volatile g_270 = &g_103[1][2];/* VOLATILE GLOBAL g_270 */
static volatile struct S0 g_291 = {0L,18446744073709551607UL,0x2CDAD2A5CC3B06DBLL,0xCAAF9CA1L,0UL,0x957BA36A08F9A5DALL,0x88L,4294967295UL,-3L};/* VOLATILE GLOBAL g_291 */
static uint64_t g_300 = 0x392529529478A32DLL;
static const struct S0 g_308[1][1] = {{{2L,18446744073709551608UL,0x9A6D01DD90D490BCLL,0L,0xA1B5B85EL,-7L,5L,2UL,9L}}};
static volatile union U2 g_320 = {0xDE4E20D7188630F0LL};/* VOLATILE GLOBAL g_320 */
static union U3 *g_327 = &g_30;
static union U3 ** volatile g_326[8][9] = {{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327},{(void*)0,&g_327,&g_327,(void*)0,&g_327,&g_327,&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,(void*)0},{&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327,(void*)0,&g_327,&g_327,&g_327,&g_327,&g_327}};
static volatile uint8_t g_363 = 255UL;/* VOLATILE GLOBAL g_363 */
static union U1 g_399 = {0};
static int32_t * volatile g_413 = &g_103[0][2];/* VOLATILE GLOBAL g_413 */
static union U2 g_433 = {2L};/* VOLATILE GLOBAL g_433 */
static volatile union U2 g_450 = {0x89B81FC50FB62855LL};/* VOLATILE GLOBAL g_450 */
static volatile struct S0 g_462[6][8] = {{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}},{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}},{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}},{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}},{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}},{{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL},{0x1AL,0x6F186247L,1L,7L,4294967286UL,-1L,0xC7L,0x33482C21L,0x3ECCL}}};
static union U2 g_469 = {1L};/* VOLATILE GLOBAL g_469 */
static int32_t * volatile g_477 = (void*)0;/* VOLATILE GLOBAL g_477 */
static volatile int16_t g_495 = 0xEC64L;/* VOLATILE GLOBAL g_495 */
static volatile int16_t *g_494 = &g_495;
static volatile int16_t * volatile *g_493 = &g_494;
static volatile struct S0 g_506 = {0xE1L,18446744073709551615UL,1L,-1L,0x0149B38CL,0x9315AEC6C29DB642LL,0L,6UL,1L};/* VOLATILE GLOBAL g_506 */
static uint32_t *g_510 = &g_80.f7;
static uint32_t **g_509 = &g_510;
static int8_t *g_523 = (void*)0;
static uint64_t g_535 = 1UL;
static int32_t *g_547 = &g_103[1][3];
static int32_t ** volatile g_546 = &g_547;/* VOLATILE GLOBAL g_546 */
static volatile int16_t * volatile **g_549 = &g_493;
static volatile int16_t * volatile *** volatile g_548 = &g_549;/* VOLATILE GLOBAL g_548 */
static int32_t * const  volatile g_568 = &g_115;/* VOLATILE GLOBAL g_568 */
static volatile struct S0 g_573[6][2] = {{{1L,0x927CE2D4L,1L,1L,0xBE214CC4L,-5L,0x5FL,0x4C9C37C6L,0L},{0x89L,7UL,1L,0xCAC0E5EDL,0UL,1L,-5L,0xAA86D087L,0x2B10L}},{{0L,1UL,0xDE69651BAF285CC0LL,0L,0UL,1L,0xA9L,0x50DB929BL,0x5E58L},{0x8CL,0UL,-5L,8L,0UL,-10L,0xB5L,1UL,0x9B9FL}},{{0x89L,7UL,1L,0xCAC0E5EDL,0UL,1L,-5L,0xAA86D087L,0x2B10L},{0x8CL,0UL,-5L,8L,0UL,-10L,0xB5L,1UL,0x9B9FL}},{{0L,1UL,0xDE69651BAF285CC0LL,0L,0UL,1L,0xA9L,0x50DB929BL,0x5E58L},{0x89L,7UL,1L,0xCAC0E5EDL,0UL,1L,-5L,0xAA86D087L,0x2B10L}},{{1L,0x927CE2D4L,1L,1L,0xBE214CC4L,-5L,0x5FL,0x4C9C37C6L,0L},{1L,0x927CE2D4L,1L,1L,0xBE214CC4L,-5L,0x5FL,0x4C9C37C6L,0L}},{{1L,0x927CE2D4L,1L,1L,0xBE214CC4L,-5L,0x5FL,0x4C9C37C6L,0L},{0x89L,7UL,1L,0xCAC0E5EDL,0UL,1L,-5L,0xAA86D087L,0x2B10L}}};
static int8_t g_590[1][2][1] = {{{0xC1L},{0xC1L}}};
static uint32_t g_593 = 8UL;
static struct S0 g_665 = {-3L,0x71F6E434L,0x0117D47BA97EA618LL,0L,4294967294UL,-1L,0x4BL,0UL,0L};/* VOLATILE GLOBAL g_665 */
static union U2 *g_686 = &g_469;
static union U2 **g_685 = &g_686;
static volatile uint16_t g_718 = 1UL;/* VOLATILE GLOBAL g_718 */
static uint32_t g_737[1] = {0xFE7BCC59L};
static volatile int8_t g_840 = (-2L);/* VOLATILE GLOBAL g_840 */
static volatile union U2 g_863 = {1L};/* VOLATILE GLOBAL g_863 */
static volatile struct S0 g_909 = {0x65L,0x46C630ECL,0x4B86A0002FD6673DLL,9L,0x67C8C89AL,0L,-3L,0xB033A1CAL,0xAB6DL};/* VOLATILE GLOBAL g_909 */
static volatile uint64_t g_971[1][7][5] = {{{0UL,0UL,0UL,0UL,0UL},{18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL},{0UL,0UL,0UL,0UL,0UL},{18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL},{0UL,0UL,0UL,0UL,0UL},{18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL,18446744073709551614UL},{0UL,0UL,0UL,0UL,0UL}}};
static volatile uint64_t * volatile g_970 = &g_971[0][3][3];/* VOLATILE GLOBAL g_970 */
static volatile uint64_t * volatile * volatile g_969 = &g_970;/* VOLATILE GLOBAL g_969 */
static uint16_t *g_1008 = (void*)0;
static uint16_t * volatile * volatile g_1007 = &g_1008;/* VOLATILE GLOBAL g_1007 */
static union U1 *g_1028[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile union U2 g_1071 = {-1L};/* VOLATILE GLOBAL g_1071 */
static volatile struct S0 g_1081 = {0L,0x4FEFB008L,-1L,0x421B2502L,4294967293UL,1L,0xDEL,0x029B21FEL,5L};/* VOLATILE GLOBAL g_1081 */
static const int32_t g_1085[2][8] = {{0x6CF066EAL,(-1L),(-1L),0x6CF066EAL,1L,0x6CF066EAL,(-1L),(-1L)},{(-1L),1L,0x3C82AD45L,0x3C82AD45L,1L,(-1L),1L,0x3C82AD45L}};
static uint64_t g_1144[6] = {0x240F8C9927807EE4LL,0x8185C1622F47FA46LL,0x8185C1622F47FA46LL,0x240F8C9927807EE4LL,0x8185C1622F47FA46LL,0x8185C1622F47FA46LL};
static union U2 ***g_1198 = &g_685;
static int16_t g_1204 = 0x6C03L;
static union U3 **** volatile g_1231 = (void*)0;/* VOLATILE GLOBAL g_1231 */
static union U3 **g_1233 = (void*)0;
static union U3 ***g_1232 = &g_1233;
static int64_t *g_1264 = &g_80.f2;
static struct S0 *g_1293[6][5] = {{&g_665,&g_665,&g_665,&g_665,&g_665},{&g_665,&g_665,&g_665,&g_665,&g_665},{&g_665,&g_665,&g_665,&g_665,&g_665},{&g_665,&g_665,&g_665,&g_665,&g_665},{&g_665,&g_665,&g_665,&g_665,&g_665},{&g_665,&g_665,&g_665,&g_665,&g_665}};
static struct S0 ** volatile g_1292[8][3][3] = {{{&g_1293[3][1],&g_1293[4][1],&g_1293[4][1]},{&g_1293[0][2],(void*)0,&g_1293[2][2]},{&g_1293[3][1],&g_1293[1][4],&g_1293[4][4]}},{{&g_1293[3][1],(void*)0,&g_1293[3][3]},{&g_1293[4][4],&g_1293[3][1],&g_1293[3][1]},{&g_1293[4][1],(void*)0,&g_1293[3][1]}},{{&g_1293[3][1],&g_1293[1][4],&g_1293[3][1]},{(void*)0,(void*)0,(void*)0},{&g_1293[3][1],&g_1293[4][1],&g_1293[1][4]}},{{&g_1293[3][1],(void*)0,&g_1293[3][1]},{(void*)0,&g_1293[1][1],&g_1293[5][2]},{&g_1293[3][1],(void*)0,&g_1293[3][1]}},{{&g_1293[3][1],&g_1293[3][1],&g_1293[1][4]},{(void*)0,&g_1293[3][1],&g_1293[3][1]},{&g_1293[3][1],&g_1293[3][1],&g_1293[3][1]}},{{&g_1293[4][1],&g_1293[5][4],&g_1293[3][1]},{&g_1293[4][4],&g_1293[3][1],&g_1293[3][1]},{&g_1293[3][1],&g_1293[3][1],&g_1293[3][1]}},{{&g_1293[3][1],(void*)0,&g_1293[1][4]},{&g_1293[0][2],&g_1293[2][2],&g_1293[3][1]},{&g_1293[3][1],&g_1293[4][1],&g_1293[3][1]}},{{(void*)0,(void*)0,&g_1293[3][1]},{&g_1293[3][1],&g_1293[4][1],&g_1293[3][1]},{&g_1293[1][3],&g_1293[5][4],&g_1293[1][3]}}};
static int64_t **g_1305 = &g_1264;
static volatile uint8_t g_1324 = 0xAFL;/* VOLATILE GLOBAL g_1324 */
static int32_t g_1368 = 1L;
static struct S0 g_1400 = {0xF6L,18446744073709551611UL,-1L,0x8B78CE12L,4294967295UL,1L,0L,4294967291UL,0L};/* VOLATILE GLOBAL g_1400 */
static int32_t ** volatile g_1444 = &g_547;/* VOLATILE GLOBAL g_1444 */
static volatile struct S0 g_1454 = {-1L,0x4D124D5BL,0x02786393C08BE1C7LL,0xE5525544L,0xEC3E6AEFL,3L,7L,0x64E072A5L,9L};/* VOLATILE GLOBAL g_1454 */
static uint64_t g_1467 = 0x829561690E3DB4EBLL;
static uint64_t * const g_1466 = &g_1467;
static uint64_t * const *g_1465 = &g_1466;
static int32_t ** volatile g_1484 = &g_547;/* VOLATILE GLOBAL g_1484 */
static union U2 g_1503 = {-1L};/* VOLATILE GLOBAL g_1503 */
static volatile int8_t g_1507 = 0x1FL;/* VOLATILE GLOBAL g_1507 */
static const int32_t g_1515 = (-1L);
static int16_t *g_1547[5] = {&g_1400.f8,&g_1400.f8,&g_1400.f8,&g_1400.f8,&g_1400.f8};
static int16_t **g_1546 = &g_1547[4];
static int16_t ***g_1545[8] = {&g_1546,&g_1546,&g_1546,&g_1546,&g_1546,&g_1546,&g_1546,&g_1546};
static uint32_t g_1571[1][9][9] = {{{18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL},{0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L},{18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL},{0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L},{18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL},{0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L},{18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL},{0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L,0x4E733063L,18446744073709551610UL,0x4E733063L},{18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL,18446744073709551615UL,0x5E112FA2L,18446744073709551615UL}}};
static volatile int16_t * volatile *** volatile g_1574 = &g_549;/* VOLATILE GLOBAL g_1574 */
static struct S0 g_1601 = {-1L,0UL,0x602DB74759A47618LL,7L,0x2D9803C7L,6L,0L,0x1D5638A1L,-1L};/* VOLATILE GLOBAL g_1601 */
static struct S0 g_1612 = {-1L,0xC7898B3DL,0xDC7C1D95DE8C548ELL,4L,0xCE4AB354L,-3L,-10L,1UL,-7L};/* VOLATILE GLOBAL g_1612 */
static union U2 g_1698 = {-1L};/* VOLATILE GLOBAL g_1698 */
static const union U1 g_1737 = {0};
static volatile union U2 * volatile * const  volatile g_1761 = &g_209[1][3][4];/* VOLATILE GLOBAL g_1761 */
static volatile struct S0 g_1772 = {0x82L,7UL,0L,0x8018474FL,0xF001ED14L,0x01BD0DBF3CE2551CLL,0x0CL,4294967295UL,-5L};/* VOLATILE GLOBAL g_1772 */
static struct S0 g_1773[9] = {{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L},{0L,18446744073709551615UL,-5L,0x5E117256L,0x58CDAAE2L,-9L,0x2EL,0x71E41E92L,-4L}};
static volatile union U2 g_1780 = {0xB1C0A8F8990C4046LL};/* VOLATILE GLOBAL g_1780 */
static volatile struct S0 g_1899 = {0xD9L,0x553BE8F3L,-9L,0x422BFA03L,9UL,0x170E7E804B2C2379LL,0x87L,4294967290UL,0x15EFL};/* VOLATILE GLOBAL g_1899 */
static int32_t *g_1912 = (void*)0;
static int32_t ** volatile g_1911 = &g_1912;/* VOLATILE GLOBAL g_1911 */
static union U2 ****g_1920 = (void*)0;
static union U2 ***** volatile g_1919[7][7][5] = {{{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,(void*)0,&g_1920},{(void*)0,&g_1920,&g_1920,(void*)0,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0}},{{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,(void*)0,&g_1920}},{{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,(void*)0,&g_1920,&g_1920},{(void*)0,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920}},{{&g_1920,(void*)0,&g_1920,(void*)0,&g_1920},{&g_1920,(void*)0,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{(void*)0,&g_1920,(void*)0,(void*)0,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,(void*)0,&g_1920,&g_1920,&g_1920}},{{&g_1920,(void*)0,(void*)0,(void*)0,&g_1920},{&g_1920,(void*)0,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920}},{{&g_1920,&g_1920,(void*)0,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,(void*)0,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,(void*)0,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0},{&g_1920,(void*)0,&g_1920,&g_1920,&g_1920}},{{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,(void*)0,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,(void*)0},{(void*)0,(void*)0,&g_1920,&g_1920,&g_1920},{&g_1920,&g_1920,&g_1920,&g_1920,&g_1920}}};
static union U2 g_1947[1] = {{0x57E914B30E49AC8BLL}};
static int32_t g_2011 = 1L;
static uint16_t g_2029 = 65529UL;
static const volatile union U1 g_2039[10] = {{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}};
static const volatile union U1 * volatile g_2038 = &g_2039[9];/* VOLATILE GLOBAL g_2038 */
static const volatile union U1 * const  volatile *g_2037 = &g_2038;
static const volatile union U1 * const  volatile **g_2036[4] = {&g_2037,&g_2037,&g_2037,&g_2037};
static struct S0 g_2056 = {0x1CL,0x38A25748L,0x76E30DEFB4E158DBLL,0xACFB263CL,3UL,0xF4B423B60A99C466LL,-6L,4294967288UL,0xAB38L};/* VOLATILE GLOBAL g_2056 */
static struct S0 g_2067 = {0x6CL,2UL,0x9EF6F71413140BDDLL,0L,7UL,0x0A7238C44C08F1F6LL,0x07L,4294967293UL,-1L};/* VOLATILE GLOBAL g_2067 */
static uint16_t **g_2082 = &g_1008;
static uint16_t ***g_2081 = &g_2082;
static int32_t ** volatile g_2087 = &g_547;/* VOLATILE GLOBAL g_2087 */
static const int16_t *g_2094 = &g_665.f8;
static const int16_t * const *g_2093 = &g_2094;
static const int16_t * const **g_2092 = &g_2093;
static const int16_t * const ***g_2091 = &g_2092;
static struct S0 g_2144[3] = {{-7L,0x2E020B7CL,-1L,0x46E76A27L,0UL,-9L,7L,4294967295UL,1L},{-7L,0x2E020B7CL,-1L,0x46E76A27L,0UL,-9L,7L,4294967295UL,1L},{-7L,0x2E020B7CL,-1L,0x46E76A27L,0UL,-9L,7L,4294967295UL,1L}};
static volatile struct S0 g_2184 = {6L,0x1261871CL,-6L,-5L,1UL,-1L,0xB6L,0x3195C21FL,0x8A3CL};/* VOLATILE GLOBAL g_2184 */
static int32_t ** volatile g_2218 = &g_1912;/* VOLATILE GLOBAL g_2218 */
static const uint64_t ***g_2390 = (void*)0;
static int16_t g_2426[4] = {0x3C78L,0x3C78L,0x3C78L,0x3C78L};
static int32_t g_2430 = (-2L);
static volatile uint32_t ** volatile *g_2462 = (void*)0;
static volatile uint32_t ** volatile ** volatile g_2461 = &g_2462;/* VOLATILE GLOBAL g_2461 */
static union U3 g_2485 = {5L};
static volatile struct S0 g_2490[6] = {{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL},{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL},{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL},{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL},{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL},{8L,0xB766E8CDL,-3L,9L,4294967291UL,0x41DA182B40DBB42ALL,-1L,0x6417FA21L,0x5E6AL}};
static int64_t g_2576 = 0xB87024391C7FB668LL;
static volatile union U2 g_2600 = {0L};/* VOLATILE GLOBAL g_2600 */
static int32_t *g_2604 = &g_2430;
static const int32_t g_2608[9] = {(-7L),0x4EE61FD5L,(-7L),(-7L),0x4EE61FD5L,(-7L),(-7L),0x4EE61FD5L,(-7L)};
static const union U2 g_2645[7] = {{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL},{0xF4C952C124EF39D5LL}};
static int32_t * volatile g_2672 = &g_103[1][1];/* VOLATILE GLOBAL g_2672 */
static struct S0 g_2675 = {6L,0x094B244FL,0x21F8B3B590C1F20ALL,0L,0x1F2BB0E6L,0x7EA0EEACAAF3694CLL,1L,0xBE68D1D2L,-1L};/* VOLATILE GLOBAL g_2675 */
static const int32_t ** volatile g_2689 = (void*)0;/* VOLATILE GLOBAL g_2689 */
static struct S0 g_2692 = {0xDBL,1UL,0x7D4CA4C91CA797FALL,-1L,1UL,0x97104E705A99448FLL,0x7FL,0xD4FA238AL,0x742AL};/* VOLATILE GLOBAL g_2692 */
static struct S0 ** volatile g_2709 = (void*)0;/* VOLATILE GLOBAL g_2709 */
static struct S0 ** volatile g_2710[10] = {&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1],&g_1293[3][1]};
static struct S0 ** volatile g_2711[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static struct S0 ** const  volatile g_2712 = &g_1293[3][1];/* VOLATILE GLOBAL g_2712 */
static union U2 g_2789 = {8L};/* VOLATILE GLOBAL g_2789 */
static uint16_t g_2797 = 0x1782L;
static const struct S0 g_2827 = {1L,0xA86C5156L,0x9225596403207B72LL,-1L,4294967286UL,0x17AE14BEE6A9D74ELL,-1L,0x4A439C6DL,0x1EA7L};/* VOLATILE GLOBAL g_2827 */
static volatile int16_t g_2844[8][9][1] = {{{0x1341L},{7L},{0xF6A0L},{1L},{0xF6A0L},{7L},{0x1341L},{0x4340L},{0L}},{{0x8213L},{0x704AL},{0x8213L},{0L},{0x4340L},{0x1341L},{7L},{0xF6A0L},{1L}},{{0xF6A0L},{7L},{0x1341L},{0x4340L},{0L},{0x8213L},{0x704AL},{0x8213L},{0L}},{{0x4340L},{0x1341L},{7L},{0xF6A0L},{1L},{0xF6A0L},{7L},{0x1341L},{0x4340L}},{{0L},{0x8213L},{0x704AL},{0x8213L},{0L},{0x4340L},{0x1341L},{7L},{0xF6A0L}},{{1L},{0xF6A0L},{7L},{0x1341L},{0x4340L},{0L},{0x8213L},{0x704AL},{0x8213L}},{{0L},{0x4340L},{0x1341L},{7L},{0xF6A0L},{1L},{0xF6A0L},{7L},{0x1341L}},{{0x4340L},{0L},{0x8213L},{0x704AL},{0x8213L},{0L},{0x4340L},{0x1341L},{7L}}};
static volatile int32_t g_2864 = 1L;/* VOLATILE GLOBAL g_2864 */
static int32_t ** volatile g_2869[6] = {&g_547,&g_547,&g_547,&g_547,&g_547,&g_547};
static int32_t ** volatile g_2870 = &g_1912;/* VOLATILE GLOBAL g_2870 */
static volatile union U2 g_2871 = {0x8FAC365C92528D0CLL};/* VOLATILE GLOBAL g_2871 */
static int8_t g_2932 = (-1L);
static volatile uint32_t g_2934 = 0xD9DBE2ADL;/* VOLATILE GLOBAL g_2934 */
static volatile int32_t g_2960 = 0x3AE5244EL;/* VOLATILE GLOBAL g_2960 */
static volatile union U2 * volatile * volatile g_2968 = &g_209[2][3][3];/* VOLATILE GLOBAL g_2968 */
static struct S0 ** volatile g_2970 = &g_1293[3][1];/* VOLATILE GLOBAL g_2970 */
static int32_t **g_2982 = &g_1912;
static int32_t *** volatile g_2981 = &g_2982;/* VOLATILE GLOBAL g_2981 */
static volatile struct S0 g_3005 = {0x2AL,0UL,4L,-9L,4294967295UL,0xC23532814D33D6ABLL,0xE2L,0xCEE15139L,-1L};/* VOLATILE GLOBAL g_3005 */
static const uint8_t g_3038[9][7] = {{0x74L,0x74L,0x5EL,0xB9L,0xB4L,0x8CL,255UL},{1UL,0x5EL,255UL,0xDAL,0x46L,0xB4L,247UL},{0x8CL,0x39L,0xB4L,255UL,0xB4L,0x39L,0x8CL},{3UL,0x8CL,0x0DL,255UL,0x74L,247UL,0xDAL},{0x25L,0xDAL,248UL,0xDAL,3UL,0x46L,0x46L},{248UL,0xB9L,0x0DL,0xB9L,248UL,1UL,0x5EL},{0x5EL,0xB9L,0xB4L,0x8CL,255UL,253UL,3UL},{0xB9L,0xDAL,255UL,0UL,0x0DL,0x0DL,0UL},{0x5EL,0x8CL,0x5EL,0x0DL,247UL,0xDAL,0UL}};
static int8_t g_3049 = 0x78L;
static int8_t * const g_3048[10] = {&g_3049,&g_3049,&g_3049,&g_3049,&g_3049,&g_3049,&g_3049,&g_3049,&g_3049,&g_3049};
static int8_t * const *g_3047 = &g_3048[2];
static union U1 **g_3070 = (void*)0;
static union U1 *** volatile g_3069 = &g_3070;/* VOLATILE GLOBAL g_3069 */
static const uint16_t g_3091 = 0xC194L;
static const uint16_t *g_3090 = &g_3091;
static const uint16_t **g_3089 = &g_3090;
static const uint16_t ***g_3088[8][6][5] = {{{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,(void*)0,&g_3089},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,(void*)0,&g_3089,(void*)0}},{{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,(void*)0},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{(void*)0,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089}},{{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{(void*)0,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,(void*)0,&g_3089},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089}},{{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,(void*)0,&g_3089,(void*)0},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,(void*)0},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{(void*)0,&g_3089,&g_3089,&g_3089,&g_3089}},{{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{(void*)0,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089}},{{&g_3089,&g_3089,&g_3089,(void*)0,&g_3089},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,(void*)0,&g_3089,(void*)0},{&g_3089,(void*)0,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,(void*)0}},{{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{(void*)0,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,(void*)0,&g_3089,(void*)0,&g_3089},{&g_3089,&g_3089,(void*)0,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,(void*)0,&g_3089,&g_3089}},{{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,(void*)0,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,(void*)0},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089},{&g_3089,&g_3089,&g_3089,&g_3089,&g_3089}}};
static const uint16_t ****g_3087 = &g_3088[0][0][2];
static volatile struct S0 g_3112[10] = {{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L},{0xF8L,0x569E40B6L,0x3D586488842CC84FLL,0xFED13F21L,0x705CEC50L,0x694B4283A3517C6BLL,-6L,0x0BDA4E08L,-1L}};
static struct S0 ** volatile g_3120 = (void*)0;/* VOLATILE GLOBAL g_3120 */
static struct S0 ** volatile g_3121 = &g_1293[4][3];/* VOLATILE GLOBAL g_3121 */
static uint32_t * const *g_3132 = &g_510;
static uint32_t * const **g_3131[7][6][6] = {{{&g_3132,(void*)0,&g_3132,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,&g_3132,(void*)0,&g_3132,&g_3132},{&g_3132,(void*)0,(void*)0,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,(void*)0,&g_3132}},{{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,(void*)0,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,(void*)0,&g_3132,(void*)0,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,(void*)0,(void*)0}},{{&g_3132,&g_3132,&g_3132,(void*)0,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,(void*)0,&g_3132,&g_3132},{(void*)0,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,&g_3132,&g_3132,(void*)0,&g_3132},{&g_3132,(void*)0,&g_3132,&g_3132,(void*)0,&g_3132},{&g_3132,(void*)0,&g_3132,&g_3132,(void*)0,&g_3132}},{{&g_3132,(void*)0,&g_3132,&g_3132,(void*)0,&g_3132},{(void*)0,(void*)0,&g_3132,(void*)0,(void*)0,&g_3132},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{(void*)0,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,(void*)0},{(void*)0,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132}},{{(void*)0,&g_3132,&g_3132,&g_3132,(void*)0,&g_3132},{&g_3132,&g_3132,&g_3132,(void*)0,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{(void*)0,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132}},{{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,(void*)0,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,&g_3132},{(void*)0,&g_3132,(void*)0,(void*)0,&g_3132,(void*)0}},{{&g_3132,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,(void*)0,(void*)0,&g_3132,(void*)0},{(void*)0,&g_3132,(void*)0,&g_3132,&g_3132,&g_3132},{&g_3132,&g_3132,&g_3132,(void*)0,&g_3132,&g_3132},{(void*)0,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0},{&g_3132,&g_3132,&g_3132,&g_3132,&g_3132,(void*)0}}};
static int32_t * volatile g_3174 = &g_2011;/* VOLATILE GLOBAL g_3174 */
static uint64_t *g_3178 = &g_535;
static uint8_t g_3214 = 249UL;
static volatile union U2 g_3253 = {0x6F489986E17922AALL};/* VOLATILE GLOBAL g_3253 */
static volatile uint8_t g_3263 = 0xEDL;/* VOLATILE GLOBAL g_3263 */
static volatile uint8_t *g_3262 = &g_3263;
static volatile uint8_t **g_3261 = &g_3262;
static uint8_t g_3267 = 0x4DL;
static volatile int32_t g_3271 = (-3L);/* VOLATILE GLOBAL g_3271 */
static volatile union U2 g_3283 = {0x1149977499BDDB9ALL};/* VOLATILE GLOBAL g_3283 */
static int32_t ** volatile g_3291 = &g_1912;/* VOLATILE GLOBAL g_3291 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static union U3 * func_2(union U3 * p_3);
static union U3 * func_4(uint32_t  p_5, int8_t * p_6, uint32_t  p_7, uint16_t  p_8, uint64_t  p_9);
static uint64_t  func_12(int8_t  p_13, int8_t * p_14);
static int8_t * func_18(const union U3 * p_19, union U1  p_20, uint64_t  p_21, const union U1  p_22, uint32_t  p_23);
static union U3 * func_24(uint32_t  p_25, const int8_t  p_26, union U3 * p_27);
static int32_t  func_31(uint32_t  p_32, const union U1  p_33);
static union U3 * func_34(uint8_t  p_35, int8_t * p_36, int16_t  p_37);
static int8_t * func_41(union U3  p_42, union U3  p_43);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_10 g_11 g_80.f1 g_1144 g_547 g_103 g_1264 g_970 g_1198 g_308.f1 g_308.f3 g_685 g_40 g_433.f1 g_113 g_590 g_546 g_510 g_80.f7 g_106 g_242 g_209 g_308.f5 g_665.f6 g_1204 g_115 g_1324 g_665.f7 g_469.f1 g_971 g_80.f6 g_1081.f7 g_1305 g_80.f2 g_30.f0 g_548 g_549 g_493 g_494 g_495 g_308.f4 g_1466 g_1467 g_1484 g_2087 g_2091 g_509 g_1780.f1 g_1546 g_1547 g_2037 g_2038 g_1601.f3 g_2184 g_30 g_2093 g_2094 g_665.f8 g_142 g_1465 g_2218 g_1912 g_2144.f8 g_1601.f2 g_1368 g_270 g_1612.f4 g_450.f4 g_2056.f1 g_1503.f0 g_2011 g_413 g_1772.f3 g_2092 g_573.f4 g_1444 g_1574 g_1601.f7 g_2390 g_2056.f8 g_2426 g_2430 g_1698 g_568 g_2461 g_2490 g_1400.f8 g_1612.f5 g_1545 g_300 g_2600 g_1947.f0 g_969 g_327 g_2645 g_2029 g_2672 g_2675 g_1612.f2 g_1571 g_2067.f2 g_2082 g_1008 g_2692 g_2712 g_665.f4 g_2600.f4 g_1400.f5 g_573.f8 g_308.f8 g_2789 g_2797 g_109 g_665.f0 g_2067.f8 g_2844 g_2870 g_2871 g_2056 g_1293 g_1773 g_2144 g_80 g_665 g_1601 g_2645.f1 g_308.f7 g_2934 g_211 g_2968 g_2970 g_2981 g_3005 g_210.f0 g_2982 g_1515 g_210.f4 g_909.f5 g_3069 g_1400.f6 g_3112 g_1780.f3 g_3121 g_3131 g_2604 g_1947.f1 g_3090 g_3091 g_1772.f4 g_3132 g_3174 g_2871.f3 g_737 g_3089 g_3214 g_1454.f1 g_3253 g_2462 g_3261 g_3267 g_3283 g_3291
 * writes: g_80.f1 g_103 g_1264 g_685 g_1144 g_535 g_433.f1 g_80.f6 g_1305 g_1204 g_109 g_115 g_1293 g_469.f1 g_665.f7 g_1324 g_665.f6 g_113 g_80.f2 g_30.f0 g_399.f1 g_523 g_547 g_2091 g_1467 g_1400.f8 g_40 g_1612.f6 g_2038 g_10 g_1028 g_1601.f7 g_80.f7 g_2081 g_1612.f2 g_1912 g_1400.f2 g_1601.f2 g_2011 g_1612.f1 g_2056.f2 g_2056.f8 g_2029 g_2430 g_30 g_2485 g_2056.f7 g_300 g_2604 g_2067.f8 g_327 g_2056.f1 g_2067.f2 g_1503.f0 g_1008 g_209 g_2675.f8 g_590 g_2576 g_2082 g_2675.f6 g_1601.f1 g_1698.f2 g_2692.f1 g_2426 g_2932 g_80.f8 g_2934 g_1368 g_2982 g_1503.f1 g_1612.f7 g_3047 g_1454.f8 g_2067.f1 g_971 g_2461 g_3070 g_1400.f6 g_3087 g_3131 g_3178 g_3214 g_433.f2 g_3267
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    const int64_t l_28 = 0L;
    union U3 *l_29 = &g_30;
    union U1 l_1288 = {0};
    int8_t **l_1354[10][3][8] = {{{&g_523,&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_523,&g_11[0]},{&g_523,&g_11[0],&g_11[0],&g_11[0],&g_523,&g_11[0],&g_11[0],&g_11[1]},{&g_11[0],&g_11[1],&g_523,&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0]}},{{&g_11[0],&g_11[0],&g_11[0],&g_523,&g_523,&g_11[0],&g_523,&g_523},{&g_11[0],&g_11[1],&g_11[0],(void*)0,&g_11[0],&g_11[0],&g_523,&g_523},{&g_523,&g_11[0],&g_523,&g_523,&g_11[0],&g_11[0],&g_11[0],&g_11[0]}},{{&g_523,&g_11[0],&g_523,&g_11[1],&g_11[0],&g_523,&g_11[0],&g_11[1]},{&g_11[0],&g_11[0],&g_11[0],&g_11[1],&g_523,&g_11[0],&g_11[0],&g_11[0]},{&g_11[0],&g_11[1],&g_523,&g_11[1],&g_11[0],&g_11[1],&g_523,&g_11[1]}},{{&g_523,&g_523,&g_11[0],(void*)0,&g_11[0],&g_11[0],&g_11[0],&g_11[0]},{&g_523,&g_523,&g_523,&g_11[0],&g_523,&g_523,&g_11[0],&g_11[0]},{&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_523,&g_11[0],&g_11[0],&g_11[0]}},{{&g_523,&g_11[0],&g_11[0],&g_11[0],&g_523,&g_523,&g_523,&g_523},{&g_11[0],&g_11[0],(void*)0,&g_11[1],(void*)0,&g_11[0],&g_11[0],(void*)0},{&g_11[0],&g_11[0],&g_523,&g_11[0],&g_11[0],&g_523,&g_523,&g_523}},{{&g_11[0],&g_523,&g_523,&g_11[0],&g_11[0],&g_11[0],&g_523,&g_11[1]},{&g_11[0],&g_523,&g_11[0],&g_523,(void*)0,&g_11[0],&g_523,&g_11[1]},{&g_11[0],&g_11[0],&g_11[0],&g_11[1],&g_523,&g_11[1],&g_11[0],&g_11[1]}},{{&g_523,&g_523,&g_11[0],&g_523,&g_523,&g_11[0],&g_11[0],&g_11[1]},{&g_11[0],&g_11[0],&g_523,&g_11[0],&g_523,&g_11[1],&g_523,&g_523},{&g_523,&g_523,&g_523,&g_11[0],&g_11[0],&g_523,&g_11[0],(void*)0}},{{&g_523,&g_11[0],&g_11[0],&g_11[1],&g_11[0],&g_11[0],&g_11[0],&g_523},{&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_523,&g_11[0],&g_523,&g_11[0]},{&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_523,&g_523,&g_523,&g_11[0]}},{{&g_523,&g_523,&g_523,&g_11[0],&g_11[0],&g_11[1],&g_523,&g_11[0]},{&g_523,&g_11[0],&g_523,(void*)0,&g_523,&g_11[0],&g_11[0],&g_11[0]},{&g_11[0],&g_523,(void*)0,&g_11[0],&g_523,&g_11[1],&g_523,&g_11[0]}},{{&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0],&g_11[0]},{&g_523,&g_523,&g_11[0],(void*)0,&g_11[0],&g_11[0],&g_11[0],&g_11[0]},{&g_523,&g_523,&g_523,&g_11[0],&g_523,&g_523,&g_11[0],&g_11[0]}}};
    int16_t *l_1355 = &g_1204;
    int32_t l_1356 = 0x23E4EE74L;
    int8_t *l_1357 = &g_590[0][0][0];
    union U3 **l_2668 = &g_327;
    uint64_t l_2676 = 0x9105C732B72C86ADLL;
    union U2 ****l_2687 = &g_1198;
    uint32_t l_2726 = 1UL;
    int16_t ***l_2761 = &g_1546;
    int64_t **l_2768 = &g_1264;
    int64_t l_2771 = 1L;
    uint32_t l_2881 = 0x551D13A1L;
    uint16_t ****l_2914 = &g_2081;
    uint16_t *****l_2913 = &l_2914;
    int32_t l_2938 = 3L;
    int32_t l_2940 = 1L;
    int32_t l_2944 = 0x6D43EF91L;
    int32_t l_2945 = (-10L);
    int32_t l_2947 = (-1L);
    int32_t l_2949 = 1L;
    int32_t l_2950 = 0x8B87F5B9L;
    int32_t l_2951 = 0xC13CD063L;
    int32_t l_2952 = 0xBD35512AL;
    int32_t l_2955 = (-1L);
    int32_t l_2959 = 7L;
    const uint16_t **l_3085 = (void*)0;
    const uint16_t ***l_3084 = &l_3085;
    const uint16_t ****l_3083[10] = {&l_3084,&l_3084,(void*)0,&l_3084,&l_3084,&l_3084,&l_3084,(void*)0,&l_3084,&l_3084};
    uint64_t *l_3118 = &g_535;
    uint64_t **l_3117 = &l_3118;
    uint64_t ***l_3116 = &l_3117;
    uint64_t **** const l_3115[8] = {&l_3116,&l_3116,(void*)0,&l_3116,&l_3116,(void*)0,&l_3116,&l_3116};
    uint8_t l_3171 = 248UL;
    int16_t l_3172 = (-1L);
    int8_t l_3213 = 0x27L;
    int16_t l_3277 = 8L;
    int i, j, k;
    (*l_2668) = func_2(((*l_2668) = func_4(g_10, g_11[0], g_10, (((func_12((((l_1356 = (((*l_1355) = (((uint64_t)(8L ^ (!((g_523 = func_18(func_24(g_10, l_28, l_29), l_1288, g_308[0][0].f5, l_1288, l_28)) != (void*)0))) % (uint64_t)l_28) , (****g_548))) > g_308[0][0].f4)) != l_28) , 0x8CL), l_1357) && l_1356) != 0UL) != l_28), (*g_1466))));
lbl_3292:
    for (g_2056.f1 = 1; (g_2056.f1 <= 5); g_2056.f1 += 1)
    { /* block id: 1169 */
        union U3 l_2674[7][7][5] = {{{{-9L},{0xCFL},{0L},{0x85L},{0x91L}},{{0xC0L},{-7L},{0x01L},{-5L},{-9L}},{{-9L},{-6L},{0xC0L},{0x8BL},{3L}},{{0x14L},{1L},{0xCDL},{0x91L},{0x1DL}},{{0x14L},{0xC0L},{1L},{0xFDL},{-9L}},{{-9L},{-1L},{-1L},{-9L},{1L}},{{0xC0L},{1L},{-1L},{-6L},{0L}}},{{{0x8EL},{0x2BL},{0x26L},{0x80L},{-1L}},{{0x26L},{0L},{0x85L},{-6L},{0x8EL}},{{0L},{1L},{-1L},{-9L},{-6L}},{{0x01L},{-5L},{-9L},{0xFDL},{0L}},{{-1L},{-3L},{0xCFL},{0x91L},{0x26L}},{{0xCFL},{-3L},{-9L},{0x8BL},{0xCDL}},{{5L},{-5L},{0L},{-5L},{5L}}},{{{0L},{1L},{1L},{0xC0L},{-1L}},{{3L},{0L},{0xFDL},{1L},{0x06L}},{{-1L},{0x2BL},{-6L},{1L},{-1L}},{{0xCFL},{1L},{-5L},{0L},{5L}},{{-1L},{-1L},{0L},{0x85L},{0xCDL}},{{0x6BL},{0xC0L},{0L},{-7L},{0x26L}},{{0x1CL},{1L},{0L},{0L},{0L}}},{{{-7L},{-6L},{0L},{0L},{-6L}},{{0x91L},{-7L},{-5L},{0xCFL},{0x8EL}},{{0x2BL},{0x14L},{-6L},{5L},{-1L}},{{-4L},{4L},{0xFDL},{0x14L},{0L}},{{0x2BL},{3L},{1L},{0x6BL},{1L}},{{0x91L},{0x85L},{0L},{0xCFL},{-9L}},{{-7L},{0x1CL},{-9L},{0L},{0x1DL}}},{{{0x1CL},{1L},{0xCFL},{0L},{3L}},{{0x6BL},{-4L},{-9L},{0xCFL},{-9L}},{{-1L},{-1L},{-1L},{0x6BL},{4L}},{{0xCFL},{-9L},{0x85L},{0x14L},{0x91L}},{{-1L},{0x01L},{0x26L},{5L},{0xC0L}},{{3L},{-9L},{-1L},{0xCFL},{0x14L}},{{0L},{-1L},{-1L},{0L},{0x85L}}},{{{5L},{-4L},{1L},{0L},{0x6BL}},{{0xCFL},{1L},{0xCDL},{-7L},{0x6BL}},{{-1L},{0x1CL},{0xC0L},{0x85L},{0x85L}},{{0x01L},{0x85L},{0x01L},{0L},{0x14L}},{{-6L},{-7L},{5L},{0xFDL},{0L}},{{0L},{-5L},{0xFDL},{0xCFL},{4L}},{{1L},{-4L},{5L},{0L},{-5L}}},{{{0L},{0L},{0x2BL},{0L},{-1L}},{{0x8EL},{3L},{0L},{-1L},{-7L}},{{-4L},{-3L},{0x8BL},{4L},{0x6BL}},{{-4L},{0L},{-3L},{1L},{0x8EL}},{{0x8EL},{-9L},{-9L},{0x8EL},{-3L}},{{0L},{0xCFL},{-1L},{3L},{0xCDL}},{{1L},{1L},{0L},{5L},{0x85L}}}};
        int32_t *l_2682 = &g_103[0][2];
        int32_t l_2699 = 0xC8A56B18L;
        struct S0 *l_2708 = &g_1601;
        union U1 *l_2755 = &g_399;
        int32_t l_2759 = 0L;
        const union U3 *l_2774 = &l_2674[5][5][3];
        union U3 *l_2775 = &l_2674[5][5][0];
        uint16_t **l_2778 = &g_1008;
        const struct S0 *l_2826 = &g_2827;
        uint64_t *l_2832 = &l_2676;
        int64_t l_2842 = (-3L);
        int32_t l_2865 = 8L;
        uint16_t ****l_2912 = &g_2081;
        uint16_t *****l_2911 = &l_2912;
        uint32_t l_2919 = 0xBCB29F8AL;
        uint8_t l_2929[8][3] = {{255UL,0x1FL,0x1FL},{0x98L,1UL,1UL},{255UL,0x1FL,0x1FL},{0x98L,1UL,1UL},{255UL,0x1FL,0x1FL},{0x98L,1UL,1UL},{255UL,0x1FL,0x1FL},{0x98L,1UL,1UL}};
        int16_t l_2939[8][7] = {{5L,9L,5L,0x9C88L,0x9C88L,5L,9L},{3L,0x2F49L,0xE919L,(-1L),(-10L),(-9L),(-10L)},{5L,0x9C88L,0x9C88L,5L,9L,5L,0x9C88L},{3L,0x6609L,3L,(-1L),3L,0x6609L,3L},{0x8171L,0x9C88L,0xFE91L,0x9C88L,0x8171L,0x8171L,0x9C88L},{5L,0x2F49L,5L,(-9L),3L,(-2L),(-10L)},{0x9C88L,9L,0xFE91L,0xFE91L,9L,0x9C88L,9L},{5L,(-9L),3L,(-2L),(-10L),(-2L),3L}};
        int32_t l_2943 = 0x7A408E14L;
        int32_t l_2946 = 0x237E9D22L;
        int32_t l_2948[3][5] = {{(-3L),(-3L),(-3L),(-3L),(-3L)},{0x6FF464B2L,0x6FF464B2L,0x6FF464B2L,0x6FF464B2L,0x6FF464B2L},{(-3L),(-3L),(-3L),(-3L),(-3L)}};
        uint64_t l_2962 = 0xC7675E328B6D371CLL;
        int64_t l_3001 = (-5L);
        uint64_t *l_3076 = (void*)0;
        int32_t **l_3100[8] = {&g_2604,&g_2604,&g_2604,&g_2604,&g_2604,&g_2604,&g_2604,&g_2604};
        int32_t l_3101 = 0x67AA0F6CL;
        int64_t l_3144 = 0x5C7E34C47D94A965LL;
        uint32_t l_3279 = 0xAA171E37L;
        int i, j, k;
        if ((((l_2674[5][5][3] , (((l_2674[5][5][3].f0 <= (g_2675 , l_2676)) , ((((uint16_t)((((*l_2682) = (+((int16_t)((**g_1546) = 0xEB1BL) / (int16_t)0x2A57L))) || ((uint16_t)((((**g_1465) &= l_1356) == (-1L)) > ((uint16_t)0UL << (uint16_t)0)) - (uint16_t)l_2676)) , (*l_2682)) << (uint16_t)l_1356) , (void*)0) == l_2687)) <= (-7L))) >= (*g_2094)) <= 0x656EL))
        { /* block id: 1173 */
            const int32_t *l_2690 = (void*)0;
            int32_t l_2729[1][8] = {{0xC30060B5L,1L,0xC30060B5L,0xC30060B5L,1L,0xC30060B5L,0xC30060B5L,1L}};
            union U2 ** const *l_2733 = &g_685;
            union U1 l_2750 = {0};
            union U1 *l_2757[8][9][3] = {{{&l_1288,&l_2750,&l_2750},{&l_1288,(void*)0,(void*)0},{&l_1288,&l_2750,&l_2750},{&l_1288,(void*)0,(void*)0},{&l_1288,&l_2750,&l_2750},{&l_1288,(void*)0,(void*)0},{&l_1288,&l_2750,&l_2750},{&l_1288,(void*)0,(void*)0},{&l_1288,&l_2750,&l_2750}},{{&l_1288,(void*)0,(void*)0},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399}},{{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288}},{{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399}},{{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288}},{{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399}},{{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288}},{{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399},{&l_2750,&l_1288,&l_1288},{(void*)0,&g_399,&g_399}}};
            int i, j, k;
            for (g_2067.f2 = 4; (g_2067.f2 >= 1); g_2067.f2 -= 1)
            { /* block id: 1176 */
                int8_t l_2695[3][4][4] = {{{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)}},{{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)}},{{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)},{(-7L),(-1L),(-7L),(-1L)}}};
                int32_t l_2700 = 0x23FB20CDL;
                union U2 *l_2714 = &g_1947[0];
                union U1 l_2751 = {0};
                union U2 ****l_2753 = (void*)0;
                int32_t l_2769[1][1];
                int i, j, k;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_2769[i][j] = 0L;
                }
                for (g_1612.f2 = 4; (g_1612.f2 >= 0); g_1612.f2 -= 1)
                { /* block id: 1179 */
                    uint16_t l_2701 = 65530UL;
                    uint16_t l_2705 = 0UL;
                    for (g_1503.f0 = 0; (g_1503.f0 <= 0); g_1503.f0 += 1)
                    { /* block id: 1182 */
                        const int32_t *l_2688 = (void*)0;
                        int32_t **l_2696 = &g_547;
                        int i, j, k;
                        if (g_1571[g_1503.f0][(g_1612.f2 + 2)][g_1612.f2])
                            break;
                        l_2690 = l_2688;
                        (*l_2682) = ((((((-(int8_t)(l_2695[2][0][1] = (((*g_1264) ^= g_1571[g_1503.f0][(g_1503.f0 + 1)][(g_2067.f2 + 2)]) & (18446744073709551615UL || (((((void*)0 != &g_1264) || ((((*g_2082) = (*g_2082)) != (void*)0) || (g_2692 , ((**g_509) = ((int32_t)(g_1545[(g_1612.f2 + 3)] != (void*)0) / (int32_t)1UL))))) , g_113[g_2067.f2][(g_1503.f0 + 2)][(g_1503.f0 + 2)]) && g_113[g_2067.f2][g_1503.f0][(g_2067.f2 + 3)]))))) & 0xB172BB9EL) && l_1356) , 0x27L) == 0xD9L) , (*g_142));
                        (*l_2696) = (void*)0;
                    }
                    for (g_2011 = 0; (g_2011 <= 2); g_2011 += 1)
                    { /* block id: 1194 */
                        int32_t *l_2697 = &l_1356;
                        int32_t *l_2698[10] = {&g_103[0][4],&g_103[0][2],&g_103[0][4],&g_103[0][2],&g_103[0][4],&g_103[0][2],&g_103[0][4],&g_103[0][2],&g_103[0][4],&g_103[0][2]};
                        volatile union U2 * volatile *l_2704 = &g_209[3][1][4];
                        int i, j, k;
                        l_2701--;
                        if (g_113[(g_2067.f2 + 1)][g_2011][(g_2056.f1 + 1)])
                            continue;
                        (*l_2704) = g_209[g_2067.f2][(g_2011 + 4)][g_1612.f2];
                    }
                    l_2705--;
                }
                for (g_2485.f0 = 5; (g_2485.f0 >= 0); g_2485.f0 -= 1)
                { /* block id: 1203 */
                    return (*g_270);
                }
                (*g_2712) = l_2708;
                if ((*l_2682))
                    break;
                for (g_80.f7 = 0; (g_80.f7 <= 5); g_80.f7 += 1)
                { /* block id: 1210 */
                    union U2 *l_2713[3];
                    int32_t l_2730 = 0x321E75EBL;
                    union U3 l_2741 = {0x9FL};
                    union U1 l_2742[5][10][5] = {{{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0}}}};
                    int32_t l_2760 = 0x750870CDL;
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_2713[i] = &g_1947[0];
                    for (g_2675.f8 = 2; (g_2675.f8 >= 0); g_2675.f8 -= 1)
                    { /* block id: 1213 */
                        int32_t l_2717 = 0x6B422848L;
                        int i;
                        l_2714 = l_2713[2];
                        l_2729[0][7] = (g_665.f4 < ((int32_t)(0xCFC0L != l_2717) + (int32_t)((uint16_t)((int8_t)((*l_1357) ^= ((uint16_t)65535UL >> (uint16_t)((**g_509) & (((0x6A243F98L || (l_2695[2][0][3] & ((int16_t)(l_2726 <= ((uint8_t)0UL - (uint8_t)g_2600.f4)) + (int16_t)(*l_2682)))) & l_2717) & g_1400.f5)))) << (int8_t)l_2700) * (uint16_t)(*l_2682))));
                        if (l_2717)
                            continue;
                    }
                    for (g_2576 = 0; (g_2576 <= 2); g_2576 += 1)
                    { /* block id: 1221 */
                        union U2 ** const **l_2734 = &l_2733;
                        int32_t l_2747 = 0x64AC1523L;
                        union U1 *l_2752 = &l_2742[2][0][4];
                        int32_t *l_2754 = &l_2700;
                        union U1 **l_2756 = (void*)0;
                        uint8_t *l_2770 = &g_40[3];
                        int32_t l_2772 = 1L;
                        int i;
                        if (l_2730)
                            break;
                        (*l_2754) ^= (((*g_1264) = (((((uint8_t)(((*l_2734) = l_2733) != (void*)0) - (uint8_t)((uint16_t)(((((*g_510) >= (*g_510)) & ((((uint16_t)((l_2741 , (l_2742[2][0][4] , ((uint32_t)((uint8_t)((l_2747 >= ((uint16_t)l_2676 >> (uint16_t)3)) && ((((((*l_2752) = (l_2751 = l_2750)) , (-1L)) >= (*l_2682)) | 65535UL) != 0xD07C3D5770C8B207LL)) << (uint8_t)l_2726) % (uint32_t)(*l_2682)))) <= l_2747) / (uint16_t)1L) , l_2687) == l_2753)) < (*g_568)) || l_2695[2][0][1]) + (uint16_t)2UL)) <= (**g_1305)) , g_300) != 0xE3L)) , 6L);
                        l_2757[0][7][0] = l_2755;
                        l_2772 |= (((+(l_2730 = (((((g_573[3][0].f8 >= l_2759) & ((((((l_2760 , l_2761) != (void*)0) , (*l_2754)) | ((uint16_t)l_28 >> (uint16_t)14)) <= ((*g_1264) = ((uint8_t)((*l_2770) = (((int16_t)(((l_2768 != (void*)0) , l_2769[0][0]) > l_2700) % (int16_t)(*l_2682)) || (*g_510))) >> (uint8_t)7))) <= 0x9BAC4298L)) | 0x2BL) , l_2771) && l_2695[1][2][1]))) > (**g_1546)) | 0xD9BB5A62L);
                    }
                }
            }
        }
        else
        { /* block id: 1236 */
            uint16_t **l_2776 = &g_1008;
            uint16_t ***l_2777 = &g_2082;
            const int32_t l_2781 = 0x490E3004L;
            struct S0 *l_2811 = &g_665;
            int32_t l_2822 = 0L;
            int32_t l_2861 = 1L;
            int32_t l_2863 = 0x32AA11A7L;
            uint32_t l_2896[7] = {0x430C823BL,0x430C823BL,0x430C823BL,0x430C823BL,0x430C823BL,0x430C823BL,0x430C823BL};
            const uint16_t *****l_2931 = (void*)0;
            int16_t l_2941[6] = {3L,3L,3L,3L,3L,3L};
            int32_t l_2953 = 0L;
            int32_t l_2957 = 1L;
            int32_t l_2961 = 0xBBEA5F5DL;
            int i;
            if ((*l_2682))
                break;
            if ((-(int64_t)((((**g_1465) = (l_2774 == l_2775)) && (((*l_2777) = (((-4L) <= (-1L)) , l_2776)) != l_2778)) < ((uint16_t)(*l_2682) % (uint16_t)((*l_2682) || (l_2781 == g_308[0][0].f8))))))
            { /* block id: 1240 */
                union U3 *** const *l_2801 = (void*)0;
                int32_t l_2820 = 0L;
                int32_t l_2821 = 8L;
                const struct S0 *l_2823 = &g_2056;
                const uint32_t *l_2852[4];
                uint32_t l_2930 = 4294967295UL;
                int32_t l_2942[3][10][6] = {{{0L,1L,0x4C6D3208L,(-9L),0L,(-10L)},{0x4A30147DL,1L,0xB2CA10CDL,(-1L),0L,(-1L)},{0x746BDA9CL,0x05DEC9C8L,0x1DA38CECL,0L,1L,0x4A30147DL},{0x622DEBD1L,5L,(-10L),(-10L),5L,0x622DEBD1L},{0x26AB9B20L,0x2206870AL,0x746BDA9CL,0xE9DC4254L,1L,1L},{0L,1L,0L,0x3FC64CC8L,(-10L),2L},{0L,1L,0x3FC64CC8L,0xE9DC4254L,(-1L),0x05DEC9C8L},{0x26AB9B20L,1L,0x2ECC5EAFL,(-10L),0x4A30147DL,0xB2CA10CDL},{0x622DEBD1L,0L,5L,0L,0x622DEBD1L,0x51DC683FL},{0x746BDA9CL,(-9L),0x622DEBD1L,(-1L),1L,0xE9DC4254L}},{{0x4A30147DL,0x622DEBD1L,0x05DEC9C8L,(-9L),2L,0xB2CA10CDL},{(-1L),1L,0x746BDA9CL,0x05DEC9C8L,0x1DA38CECL,0L},{0x832EE26EL,(-10L),0x2206870AL,0x4C6D3208L,0x05DEC9C8L,0x05DEC9C8L},{1L,0x4A30147DL,0x4A30147DL,1L,0L,0x1DA38CECL},{0x4A30147DL,(-9L),0x83654F64L,0x3FC64CC8L,0xB2CA10CDL,0x832EE26EL},{5L,1L,(-1L),0x1DA38CECL,0xB2CA10CDL,0L},{0L,(-9L),0x4C6D3208L,1L,0L,0x746BDA9CL},{0xE9DC4254L,0x4A30147DL,0x26AB9B20L,(-2L),0x05DEC9C8L,(-2L)},{(-9L),(-10L),(-9L),0xE9DC4254L,0x1DA38CECL,2L},{0x2ECC5EAFL,1L,0x05DEC9C8L,0x4A30147DL,0x832EE26EL,0x26AB9B20L}},{{2L,0x746BDA9CL,0x51DC683FL,0x4A30147DL,0L,0xE9DC4254L},{0x2ECC5EAFL,1L,1L,0xE9DC4254L,0x746BDA9CL,0x2206870AL},{(-9L),(-1L),0x7BE4EA2FL,(-2L),(-2L),0x7BE4EA2FL},{0xE9DC4254L,0xE9DC4254L,0x622DEBD1L,1L,2L,(-1L)},{0L,0x7BE4EA2FL,1L,0x1DA38CECL,0x26AB9B20L,0x622DEBD1L},{5L,0L,1L,0x3FC64CC8L,0xE9DC4254L,(-1L)},{0x4A30147DL,0x3FC64CC8L,0x622DEBD1L,1L,0x2206870AL,0x7BE4EA2FL},{1L,0x2206870AL,0x7BE4EA2FL,0x4C6D3208L,0x7BE4EA2FL,0x2206870AL},{0x832EE26EL,0x1DA38CECL,1L,0x05DEC9C8L,(-1L),0xE9DC4254L},{(-1L),5L,0x51DC683FL,1L,0x622DEBD1L,0x26AB9B20L}}};
                int16_t l_2958 = 0xD4A2L;
                int32_t *l_2966 = (void*)0;
                int32_t *l_2967 = &l_2944;
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_2852[i] = (void*)0;
                for (g_2675.f6 = 0; (g_2675.f6 <= 4); g_2675.f6 += 1)
                { /* block id: 1243 */
                    uint8_t *l_2798[1][6] = {{&g_109,&g_109,&g_109,&g_109,&g_109,&g_109}};
                    int32_t l_2802 = 0x97600A12L;
                    int i, j;
                    g_115 |= (((g_40[2] ^= ((int64_t)(*g_1264) + (int64_t)0x372F8FF0A66E7BBBLL)) != (-(int64_t)((int64_t)(((*l_2775) , ((uint8_t)(((g_2789 , (((0x80L & (((int8_t)((+((uint8_t)((g_109 &= ((****g_1574) >= ((int16_t)g_2797 >> (int16_t)l_2676))) == ((int16_t)(l_2771 , (****g_2091)) * (int16_t)0xD1F6L)) * (uint8_t)0x15L)) < 0x65L) / (int8_t)0xF4L) && (*l_2682))) != (*l_2682)) , l_2801)) != &g_1232) , g_433.f1) / (uint8_t)l_2802)) > 0xFFL) - (int64_t)(*g_1264)))) ^ (*g_510));
                    for (g_1601.f1 = 1; (g_1601.f1 <= 5); g_1601.f1 += 1)
                    { /* block id: 1249 */
                        uint32_t l_2807 = 4294967295UL;
                        struct S0 **l_2810 = &g_1293[5][3];
                        int i;
                        (*l_2682) = (l_2822 ^= (((int8_t)l_2781 / (int8_t)(((((uint16_t)l_2807 << (uint16_t)((int8_t)l_2781 * (int8_t)(((*l_2810) = l_2708) != l_2811))) >= (*g_1264)) <= (((l_2807 & ((int8_t)(((((uint16_t)((uint8_t)((-(int8_t)(!l_2802)) <= (((l_2821 |= (l_2820 != g_308[0][0].f8)) <= 4294967295UL) > 1UL)) >> (uint8_t)1) << (uint16_t)4) >= g_665.f0) != 0L) ^ (*l_2682)) + (int8_t)248UL)) , 0x503CAF8B694E82E3LL) , l_2820)) && l_2807)) && l_2821));
                    }
                }
                for (g_1601.f7 = 0; (g_1601.f7 <= 4); g_1601.f7 += 1)
                { /* block id: 1258 */
                    const struct S0 **l_2824 = (void*)0;
                    const struct S0 **l_2825[3];
                    int32_t l_2835 = 0L;
                    uint64_t l_2841 = 0UL;
                    union U1 l_2843 = {0};
                    uint16_t l_2845 = 0x3B53L;
                    union U3 l_2846 = {0x46L};
                    uint32_t ***l_2857[7];
                    int32_t l_2862 = (-1L);
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2825[i] = (void*)0;
                    for (i = 0; i < 7; i++)
                        l_2857[i] = &g_509;
                    (*l_2682) = ((((*l_1357) |= l_2821) >= 0x4DL) , l_2822);
                    if (((((((l_2826 = l_2823) != (void*)0) <= ((uint8_t)(l_2842 &= ((int16_t)(((((((void*)0 == l_2832) == ((4294967295UL < ((int32_t)l_2835 + (int32_t)((int16_t)(((-(uint64_t)(--(**g_1465))) | l_2841) != (g_2067.f8 < ((*l_1357) &= l_2841))) / (int16_t)65533UL))) != 0x69L)) <= 0x5FL) < (*g_568)) == l_2771) & l_2822) * (int16_t)l_2821)) * (uint8_t)(*l_2682))) == l_2771) , (-1L)) , 0xBACC681DL))
                    { /* block id: 1265 */
                        union U3 ***l_2851 = &l_2668;
                        const uint32_t **l_2853 = &l_2852[0];
                        uint32_t *l_2854 = &g_1698.f2;
                        int32_t l_2855 = 0x2CEEB406L;
                        int32_t *l_2856[8] = {&l_2835,&l_2835,&l_2835,&l_2835,&l_2835,&l_2835,&l_2835,&l_2835};
                        int i;
                        l_2845 |= (l_2843 , g_2844[6][1][0]);
                        g_2011 ^= ((l_2846 , ((uint8_t)((void*)0 == &l_2778) + (uint8_t)((int64_t)((l_2851 == l_2851) , ((((*l_2853) = l_2852[0]) == (l_2846 , (*g_509))) && ((((*l_2854) = 18446744073709551615UL) , 0L) >= l_2855))) + (int64_t)(*l_2682)))) != (*g_568));
                        (*l_2682) ^= (g_1144[4] , 6L);
                    }
                    else
                    { /* block id: 1271 */
                        uint32_t ****l_2858 = &l_2857[1];
                        int32_t *l_2859 = &l_2835;
                        int32_t *l_2860[9] = {&l_2821,&l_2821,&l_2821,&l_2821,&l_2821,&l_2821,&l_2821,&l_2821,&l_2821};
                        uint8_t l_2866 = 0x13L;
                        int i;
                        (*l_2858) = l_2857[1];
                        if (l_2822)
                            break;
                        l_2866++;
                    }
                    (*l_2682) = l_2846.f0;
                    for (g_2011 = 4; (g_2011 >= 0); g_2011 -= 1)
                    { /* block id: 1279 */
                        union U3 l_2874[4] = {{-7L},{-7L},{-7L},{-7L}};
                        uint16_t ***l_2875 = &l_2776;
                        int32_t l_2878 = 1L;
                        uint8_t *l_2879 = &g_40[1];
                        uint32_t *l_2880[5];
                        int i, j, k;
                        for (i = 0; i < 5; i++)
                            l_2880[i] = &g_1773[3].f1;
                        (*g_2870) = &l_2822;
                        if ((*l_2682))
                            continue;
                        (*l_2682) = ((g_2871 , ((int8_t)((((l_1356 ^= (((((l_2874[3] , (*l_2823)) , ((*g_1912) = ((&l_2776 == l_2875) > ((uint16_t)l_2878 - (uint16_t)(*l_2682))))) ^ (*l_2682)) , ((*l_2879) ^= g_2675.f2)) == l_2821)) , 9UL) , (*g_1466)) , l_2820) + (int8_t)0x9DL)) >= 255UL);
                    }
                }
                for (g_2692.f1 = 0; (g_2692.f1 <= 5); g_2692.f1 += 1)
                { /* block id: 1290 */
                    int32_t l_2893[9][7] = {{(-4L),0xD70F4E29L,(-2L),(-1L),(-2L),0xD70F4E29L,(-4L)},{4L,4L,(-1L),1L,0L,4L,1L},{0L,0x0E8B08B3L,0xE86375BDL,0x1F1DE89AL,0x1F1DE89AL,0xE86375BDL,0x0E8B08B3L},{4L,0x5D2E5657L,(-1L),6L,0x5D2E5657L,1L,(-6L)},{(-1L),0x1F1DE89AL,(-2L),(-1L),0x0E8B08B3L,(-1L),(-2L)},{0L,0L,1L,6L,4L,0xFAA54D19L,0L},{(-4L),(-2L),(-6L),0x1F1DE89AL,0xD70F4E29L,0xD70F4E29L,0x1F1DE89AL},{0x2E3152FAL,4L,0x2E3152FAL,4L,0x28938F14L,0x2E3152FAL,0xFAA54D19L},{(-1L),0xD70F4E29L,0x0E8B08B3L,(-1L),0xD70F4E29L,0L,0xD70F4E29L}};
                    int32_t l_2909 = 0x5DD471E6L;
                    int32_t l_2937[2];
                    int32_t l_2956 = (-1L);
                    int i, j;
                    for (i = 0; i < 2; i++)
                        l_2937[i] = (-6L);
                    for (g_300 = 0; (g_300 <= 3); g_300 += 1)
                    { /* block id: 1293 */
                        int16_t ****l_2906 = (void*)0;
                        int16_t *****l_2905 = &l_2906;
                        int32_t l_2908 = (-1L);
                        union U3 l_2910 = {0x25L};
                        int i;
                        if (l_2881)
                            break;
                        l_2909 = ((int16_t)((-(int16_t)((*l_1355) = (((g_2426[g_300] &= (((((0UL != ((uint64_t)(((int16_t)((int8_t)(((((int8_t)(((l_2893[2][6] != ((*l_1357) = ((int8_t)l_1356 << (int8_t)l_2896[5]))) != ((int8_t)((int16_t)((((uint64_t)(((int16_t)((((*l_2905) = &g_1545[0]) != (((**g_2712) , (*l_2811)) , &g_549)) < (-(int32_t)l_2908)) + (int16_t)l_2893[2][6]) | (**g_1546)) % (uint64_t)(*g_1264)) <= g_2645[3].f1) != 0x47C3L) << (int16_t)8) * (int8_t)g_308[0][0].f7)) , (-1L)) << (int8_t)6) != l_2822) , 0x56433A36L) ^ l_2896[2]) >> (int8_t)4) >> (int16_t)14) , 0xDED9A6EB9ABE8F47LL) % (uint64_t)(*g_1264))) == l_2908) >= l_2908) && l_2893[2][6]) , (**g_2093))) < 0x0E9DL) ^ (*l_2682)))) ^ 8UL) - (int16_t)l_2893[2][6]);
                        l_2821 = (g_2932 = ((l_2820 > ((l_2910 , (((l_2913 = l_2911) != (((uint8_t)((((uint32_t)l_2919 + (uint32_t)((uint32_t)((*l_2823) , l_2893[2][6]) % (uint32_t)l_2893[0][6])) || ((int64_t)((!((((*l_2682) = ((uint16_t)(((int32_t)0x783BA39AL / (int32_t)l_2929[7][0]) != (**g_969)) / (uint16_t)l_2930)) | 0xE0B64F8AL) && l_2893[2][6])) <= (**g_509)) % (int64_t)l_2908)) | (**g_509)) - (uint8_t)0xC5L) , l_2931)) && (*g_510))) > 0x12641B3608E22BA6LL)) < l_2821));
                    }
                    for (g_80.f8 = 0; (g_80.f8 <= 0); g_80.f8 += 1)
                    { /* block id: 1307 */
                        int32_t *l_2933[2][2][5] = {{{&l_2865,&g_2011,&g_2011,&l_2865,&g_2011},{&l_2822,&l_2822,&l_2821,&l_2822,&l_2822}},{{&g_2011,&l_2865,&g_2011,&g_2011,&l_2865},{&l_2822,&l_2820,&l_2820,&l_2822,&l_2820}}};
                        int64_t l_2954 = 1L;
                        int32_t **l_2965 = &g_547;
                        int i, j, k;
                        g_2934++;
                        if (g_1571[g_80.f8][(g_2692.f1 + 3)][(g_2692.f1 + 1)])
                            break;
                        ++l_2962;
                        (*l_2965) = (void*)0;
                    }
                }
                (*l_2967) = ((*l_2682) = 0x1A98B066L);
            }
            else
            { /* block id: 1316 */
                struct S0 * const l_2969 = &g_1773[3];
                const int32_t l_2971 = 0x16CF829CL;
                if ((*l_2682))
                    break;
                (*g_2968) = (*g_211);
                for (g_469.f1 = 0; (g_469.f1 <= 4); g_469.f1 += 1)
                { /* block id: 1321 */
                    if ((*l_2682))
                        break;
                    for (g_1368 = 0; (g_1368 >= 0); g_1368 -= 1)
                    { /* block id: 1325 */
                        (*l_2682) ^= 0x422CD54AL;
                        (*g_2970) = l_2969;
                    }
                    for (g_2485.f0 = 1; (g_2485.f0 <= 4); g_2485.f0 += 1)
                    { /* block id: 1331 */
                        if (l_2971)
                            break;
                    }
                }
            }
        }
        for (g_2067.f2 = 1; (g_2067.f2 <= 4); g_2067.f2 += 1)
        { /* block id: 1339 */
            int32_t **l_2979 = &l_2682;
            union U3 *** const l_3023 = &l_2668;
            uint8_t l_3024 = 0x18L;
            union U2 *l_3025 = &g_433;
            int32_t l_3040[1][8][4] = {{{0x708EE723L,0x708EE723L,(-8L),0x708EE723L},{0x708EE723L,0x2F88FF19L,0x2F88FF19L,0x708EE723L},{0x2F88FF19L,0x708EE723L,0x2F88FF19L,0x2F88FF19L},{0x708EE723L,0x708EE723L,(-8L),0x708EE723L},{0x708EE723L,0x2F88FF19L,0x2F88FF19L,0x708EE723L},{0x2F88FF19L,0x708EE723L,0x2F88FF19L,0x2F88FF19L},{0x708EE723L,0x708EE723L,(-8L),0x708EE723L},{0x708EE723L,0x2F88FF19L,0x2F88FF19L,0x708EE723L}}};
            int8_t * const *l_3045 = &g_11[1];
            int i, j, k;
            for (g_1612.f6 = 0; (g_1612.f6 <= 5); g_1612.f6 += 1)
            { /* block id: 1342 */
                uint32_t l_2976 = 18446744073709551606UL;
                int32_t l_2987[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_2987[i] = (-7L);
                if (((uint64_t)((**g_1465) , 0UL) - (uint64_t)0x2FE67CDD08835F7CLL))
                { /* block id: 1343 */
                    int32_t *l_2974 = &g_103[0][2];
                    int32_t *l_2975 = (void*)0;
                    --l_2976;
                }
                else
                { /* block id: 1345 */
                    int32_t ***l_2980 = (void*)0;
                    int32_t *l_2983 = &l_2948[2][1];
                    int32_t *l_2984 = &g_103[1][1];
                    int32_t *l_2985 = &g_115;
                    int32_t *l_2986[9];
                    uint8_t l_2988 = 0xBAL;
                    union U1 l_3014 = {0};
                    int i;
                    for (i = 0; i < 9; i++)
                        l_2986[i] = &g_2011;
                    (*g_2981) = l_2979;
                    l_2988--;
                    if (((uint8_t)((uint16_t)(**l_2979) << (uint16_t)((**g_1546) = ((*g_970) , (**g_1546)))) * (uint8_t)((0xD1797D3198CBE479LL <= ((0x81E3649FEA099B33LL != ((int8_t)((((*l_2682) && l_2987[1]) != (0x8EE896AB9B47D594LL != ((uint16_t)((0xB830FE46L ^ l_2771) || (**g_1465)) - (uint16_t)l_3001))) , (**l_2979)) >> (int8_t)3)) , (**l_2979))) , (*l_2682))))
                    { /* block id: 1349 */
                        union U1 **l_3002 = &g_1028[g_1612.f6];
                        int32_t l_3003 = 0x38303340L;
                        int i;
                        (*l_3002) = &l_1288;
                        if (l_3003)
                            break;
                    }
                    else
                    { /* block id: 1352 */
                        uint64_t l_3021 = 18446744073709551613UL;
                        uint8_t *l_3022[8][3][2] = {{{&g_40[0],(void*)0},{(void*)0,&l_2988},{(void*)0,(void*)0}},{{&g_40[0],&l_2988},{&g_40[0],(void*)0},{(void*)0,&l_2988}},{{(void*)0,(void*)0},{&g_40[0],&l_2988},{&g_40[0],(void*)0}},{{(void*)0,&l_2988},{(void*)0,(void*)0},{&g_40[0],&l_2988}},{{&g_40[0],(void*)0},{(void*)0,&l_2988},{(void*)0,(void*)0}},{{&g_40[0],&l_2988},{&g_40[0],(void*)0},{(void*)0,&l_2988}},{{(void*)0,(void*)0},{&g_40[0],&l_2988},{&g_40[0],(void*)0}},{{(void*)0,&l_2988},{(void*)0,(void*)0},{&g_40[0],&l_2988}}};
                        int i, j, k;
                        if ((*g_142))
                            break;
                        l_2950 |= ((-(int32_t)(((g_3005 , (((uint64_t)((uint8_t)(g_40[2] ^= (((***l_2761) ^= ((((((int16_t)((uint16_t)(l_3014 , 0x6140L) << (uint16_t)6) << (int16_t)13) != 0L) <= ((int64_t)((uint16_t)(g_210.f0 < 255UL) >> (uint16_t)2) % (int64_t)(*g_1264))) , ((((uint16_t)((*l_2708) , ((((*g_2672) >= (**g_2982)) , g_1515) || l_2987[0])) - (uint16_t)l_3021) && 0x9300L) ^ g_2144[2].f8)) , (*g_2094))) & l_3021)) << (uint8_t)(**l_2979)) / (uint64_t)0x1E4D0E3095A963B1LL) == l_3021)) , (void*)0) != l_3023)) != l_3024);
                    }
                }
            }
            if (l_2952)
                continue;
            if ((**l_2979))
                continue;
            l_3025 = l_3025;
            for (g_1503.f1 = 0; (g_1503.f1 <= 4); g_1503.f1 += 1)
            { /* block id: 1365 */
                int16_t l_3026 = 0x8E45L;
                const union U1 l_3030 = {0};
                const uint8_t *l_3037 = &g_3038[6][4];
                const uint8_t **l_3036 = &l_3037;
                int32_t *l_3039[7][4][7] = {{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}},{{&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943},{&l_2940,(void*)0,&l_2940,(void*)0,&l_2940,(void*)0,&l_2940},{&l_2948[1][0],&l_2943,&l_2943,&l_2948[1][0],&l_2948[1][0],&l_2943,&l_2943},{&l_2946,(void*)0,&l_2946,(void*)0,&l_2946,(void*)0,&l_2946}}};
                int8_t * const **l_3046[5];
                uint16_t *l_3050 = (void*)0;
                union U3 ****l_3067 = &g_1232;
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_3046[i] = &l_3045;
                l_3040[0][4][2] &= (((*l_1357) = (((**g_509) = l_3026) ^ (!(g_1612.f7 = ((int8_t)((((*l_3036) = &g_40[2]) != &g_40[2]) && l_2950) * (int8_t)(**l_2979)))))) || (**l_2979));
                if (((((((uint8_t)g_2144[2].f8 >> (uint8_t)4) && g_210.f4) != 0UL) | (l_2726 & g_2692.f4)) < (((int8_t)(-7L) - (int8_t)(**l_2979)) >= ((((g_3047 = l_3045) != (void*)0) == 7L) , l_2952))))
                { /* block id: 1373 */
                    union U3 **** const l_3066[6][8][2] = {{{&g_1232,&g_1232},{(void*)0,(void*)0},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,(void*)0},{(void*)0,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232}},{{(void*)0,(void*)0},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,(void*)0},{(void*)0,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{(void*)0,(void*)0}},{{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,(void*)0},{(void*)0,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{(void*)0,(void*)0},{&g_1232,&g_1232}},{{&g_1232,&g_1232},{&g_1232,(void*)0},{(void*)0,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{(void*)0,(void*)0},{&g_1232,&g_1232},{&g_1232,&g_1232}},{{&g_1232,(void*)0},{(void*)0,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232}},{{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232},{&g_1232,&g_1232}}};
                    int32_t l_3068 = 0xE28B0672L;
                    int i, j, k;
                    (*l_2682) = (((*l_2778) = l_3050) == (void*)0);
                    (*g_142) = (-(int32_t)(~((*l_2682) != ((int16_t)((*l_2682) & ((*l_2682) && ((~(*g_568)) , ((uint16_t)(((((uint16_t)((((int8_t)(((uint16_t)(((**g_2093) || 0UL) || (l_3066[4][6][0] != l_3067)) + (uint16_t)((1L >= g_2056.f5) , (**g_2093))) || 0x89L) - (int8_t)g_909.f5) | (**g_1305)) > (**l_2979)) + (uint16_t)l_3068) > (****g_2091)) , (**g_969)) & (*l_2682)) % (uint16_t)l_3068)))) >> (int16_t)1))));
                    for (g_1454.f8 = 0; g_1454.f8 < 1; g_1454.f8 += 1)
                    {
                        for (g_2067.f1 = 0; g_2067.f1 < 7; g_2067.f1 += 1)
                        {
                            for (l_2945 = 0; l_2945 < 5; l_2945 += 1)
                            {
                                g_971[g_1454.f8][g_2067.f1][l_2945] = 0x944F5768A8FF27E1LL;
                            }
                        }
                    }
                }
                else
                { /* block id: 1378 */
                    g_2461 = &g_2462;
                    for (g_2056.f8 = 1; (g_2056.f8 <= 4); g_2056.f8 += 1)
                    { /* block id: 1382 */
                        int32_t l_3072 = 0x367C46C7L;
                        int i;
                        (*g_3069) = &g_1028[(g_2067.f2 + 1)];
                        l_2952 = (+l_3072);
                        (*l_2682) |= l_2959;
                    }
                }
            }
        }
        for (g_1400.f6 = 5; (g_1400.f6 >= 1); g_1400.f6 -= 1)
        { /* block id: 1392 */
            int16_t ** const *l_3073[9][10] = {{&g_1546,&g_1546,(void*)0,(void*)0,&g_1546,&g_1546,&g_1546,&g_1546,&g_1546,(void*)0},{&g_1546,&g_1546,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_1546,&g_1546},{(void*)0,&g_1546,&g_1546,&g_1546,(void*)0,(void*)0,(void*)0,&g_1546,(void*)0,&g_1546},{&g_1546,&g_1546,&g_1546,&g_1546,(void*)0,&g_1546,(void*)0,&g_1546,&g_1546,&g_1546},{(void*)0,(void*)0,&g_1546,&g_1546,(void*)0,&g_1546,&g_1546,&g_1546,(void*)0,(void*)0},{&g_1546,&g_1546,(void*)0,(void*)0,&g_1546,&g_1546,&g_1546,&g_1546,(void*)0,(void*)0},{(void*)0,(void*)0,&g_1546,&g_1546,&g_1546,&g_1546,&g_1546,(void*)0,&g_1546,&g_1546},{&g_1546,&g_1546,&g_1546,(void*)0,&g_1546,(void*)0,&g_1546,(void*)0,&g_1546,(void*)0},{(void*)0,(void*)0,(void*)0,&g_1546,&g_1546,(void*)0,&g_1546,&g_1546,&g_1546,(void*)0}};
            int32_t l_3074 = 1L;
            uint16_t *l_3075 = &g_10;
            uint64_t ***l_3114 = (void*)0;
            uint64_t **** const l_3113 = &l_3114;
            int32_t l_3168 = (-3L);
            uint64_t *l_3176 = &g_300;
            union U3 l_3200 = {0x0BL};
            int32_t l_3212 = 0x4DE3636BL;
            uint8_t **l_3260 = (void*)0;
            int32_t l_3272 = 1L;
            int32_t l_3273[1];
            int32_t l_3278 = (-7L);
            int i, j;
            for (i = 0; i < 1; i++)
                l_3273[i] = 0x18E425DEL;
            (*l_2682) = (((void*)0 != l_3073[7][2]) != ((((((**g_1465) <= 0x259866A9F5B897FDLL) <= (*l_2682)) && ((*l_3075) = l_3074)) , (*g_969)) == l_3076));
            for (l_2676 = 0; (l_2676 <= 0); l_2676 += 1)
            { /* block id: 1397 */
                const uint16_t *****l_3086[6][5] = {{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]},{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]},{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]},{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]},{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]},{&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9],&l_3083[9]}};
                const int16_t l_3096 = 0L;
                union U3 l_3139[5] = {{-9L},{-9L},{-9L},{-9L},{-9L}};
                uint8_t *l_3209[4][6] = {{&g_40[1],&g_40[2],(void*)0,&g_40[2],&g_40[1],&g_40[0]},{&g_40[1],&g_109,&g_40[2],(void*)0,&g_109,&g_109},{&g_109,&g_40[2],&g_40[2],&g_109,(void*)0,&g_109},{(void*)0,&g_109,&g_40[2],&g_40[0],(void*)0,&g_40[0]}};
                int32_t *l_3210 = &l_2945;
                int i, j, k;
                if (((uint64_t)((int16_t)g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6] + (int16_t)(((((int64_t)(l_3074 = ((&g_2081 == (g_3087 = l_3083[9])) <= ((int64_t)((int64_t)(g_1571[l_2676][(g_1400.f6 + 2)][(g_1400.f6 + 3)] <= l_3096) + (int64_t)(l_2940 || (~((((l_2945 = (&g_2604 == (((*l_3075)++) , l_3100[7]))) , (l_3074 > (*l_2682))) < 1UL) ^ (*g_142))))) / (int64_t)l_3101))) + (int64_t)0x82F1F7549A2F4EC9LL) & 7L) , (void*)0) == &l_2929[7][0])) + (uint64_t)(-6L)))
                { /* block id: 1402 */
                    uint64_t l_3119 = 1UL;
                    uint32_t ***l_3134 = &g_509;
                    int32_t l_3173[5][6];
                    int i, j;
                    for (i = 0; i < 5; i++)
                    {
                        for (j = 0; j < 6; j++)
                            l_3173[i][j] = 0x8E014BF1L;
                    }
                    if (((((((uint16_t)((uint8_t)l_3074 + (uint8_t)(-1L)) << (uint16_t)1) != ((uint64_t)(((*l_2682) | ((((*g_1466) , l_2947) >= ((uint8_t)(*l_2682) << (uint8_t)3)) & ((*g_1264) < ((int16_t)(((g_3112[3] , l_3113) != l_3115[6]) | l_3119) << (int16_t)(*l_2682))))) || (****g_548)) / (uint64_t)(*g_1466))) != 0x11L) , g_1780.f3) >= g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6]))
                    { /* block id: 1403 */
                        (*l_2682) &= l_3096;
                        (*g_3121) = (*g_2712);
                        if (g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6])
                            break;
                    }
                    else
                    { /* block id: 1407 */
                        uint32_t * const ***l_3133[3];
                        uint8_t *l_3146 = &l_2929[7][1];
                        const int64_t l_3147 = 1L;
                        uint8_t *l_3148 = &g_40[1];
                        int32_t l_3149 = 0xC60F120FL;
                        int i;
                        for (i = 0; i < 3; i++)
                            l_3133[i] = &g_3131[2][4][2];
                        l_3074 = ((*g_142) = ((*g_1466) || ((**g_1305) = (((uint8_t)8UL >> (uint8_t)4) < (**g_969)))));
                        l_3149 = ((!((((*g_2604) = (((int32_t)(((1UL & (((*l_2682) ^ ((g_3131[2][0][0] = g_3131[2][0][0]) == l_3134)) != l_28)) == (0x83908AEE37B79736LL != (((*l_3148) |= ((((int16_t)((*l_1355) |= (((uint16_t)(l_3139[1] , ((((uint64_t)((uint8_t)((*l_3146) |= (l_3144 != (!(0x54A1L & (***g_549))))) * (uint8_t)l_3074) / (uint64_t)l_28) || (*g_510)) | (*g_1466))) / (uint16_t)0xF6E8L) , l_3096)) >> (int16_t)l_2881) && l_3074) > l_3147)) > g_1601.f1))) >= (*l_2682)) - (int32_t)(**g_509)) || g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6])) , (*l_2682)) <= 0x6AL)) & g_1947[0].f1);
                        (*l_2682) = ((((((uint32_t)(~((~((uint16_t)(*g_3090) << (uint16_t)((int8_t)0x19L % (int8_t)2L))) ^ (((((!g_1772.f4) && (((uint8_t)(l_3139[1].f0 & 2UL) + (uint8_t)(((((*g_1466)--) | ((*l_2682) < (((*l_3146) &= l_3096) < g_2184.f1))) != g_80.f4) == 18446744073709551613UL)) & g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6])) , l_3074) < 0x9E6EL) <= (*l_2682)))) % (uint32_t)(**g_3132)) | l_3119) < l_3074) != (**g_3132)) , 0L);
                        if ((*g_142))
                            continue;
                    }
                    for (l_2881 = 0; (l_2881 <= 4); l_2881 += 1)
                    { /* block id: 1424 */
                        uint16_t l_3175 = 0xEEDAL;
                        (*g_3174) = ((l_3173[0][5] = (l_3119 ^ ((uint16_t)((****g_548) | (l_3171 ^= ((**g_1305) >= (((int32_t)(l_3168 |= (!(((*l_2682) = 0xB9071733L) >= l_3074))) % (int32_t)(0x97B5L ^ g_1571[l_2676][(g_2056.f1 + 2)][g_1400.f6])) & ((uint16_t)65535UL * (uint16_t)(*g_3090)))))) >> (uint16_t)l_3172))) == l_3119);
                        return l_3175;
                    }
                }
                else
                { /* block id: 1432 */
                    uint64_t *l_3177 = &g_1144[3];
                    l_3168 = ((l_3176 = &g_1144[3]) == (g_3178 = l_3177));
                }
                (*l_2682) &= ((((((uint8_t)((((int8_t)((int8_t)(-4L) + (int8_t)((int32_t)((uint8_t)(0xECDCC47845024CECLL < (((uint16_t)((int16_t)((void*)0 != &g_1571[0][2][0]) << (int16_t)7) << (uint16_t)12) | ((((*l_2708) , 0x971E9B963930B99ALL) , 0xAD1CBE73L) , ((int16_t)(-6L) << (int16_t)14)))) >> (uint8_t)l_2940) % (int32_t)0xEDDF63B8L)) >> (int8_t)2) || (**g_3132)) != (**g_2093)) << (uint8_t)1) , 0UL) , g_2871.f3) > 0xEFL) , 3L);
                (*l_3210) = (((*l_2682) = (((uint8_t)(((**g_3132) = 4294967295UL) || ((!((uint64_t)(((l_3200 , (((((((((*g_510) = (((((((uint32_t)(*l_2682) + (uint32_t)l_3200.f0) || ((uint64_t)(*g_1466) + (uint64_t)((*l_3176) = (*g_970)))) <= (((int8_t)((uint8_t)0xA5L >> (uint8_t)(g_109 = ((*g_1466) || (&g_547 == (void*)0)))) * (int8_t)(*l_2682)) , g_737[0])) != (*g_1264)) , (**g_3089)) , l_3200.f0)) ^ (*l_2682)) , (-1L)) | l_2959) > 0x077F2A57L) , 0xFECBL) <= 0xECBBL) | l_2938)) || (**g_1305)) < l_2940) / (uint64_t)(*g_1466))) != l_3139[1].f0)) << (uint8_t)7) >= l_2881)) >= l_3096);
            }
            for (g_2067.f2 = 0; (g_2067.f2 <= 5); g_2067.f2 += 1)
            { /* block id: 1447 */
                int32_t *l_3211[9];
                int16_t l_3274 = (-7L);
                union U2 **l_3286 = &g_686;
                int i;
                for (i = 0; i < 9; i++)
                    l_3211[i] = &l_2938;
                g_3214--;
                for (g_2932 = 0; (g_2932 <= 4); g_2932 += 1)
                { /* block id: 1451 */
                    return l_3213;
                }
                if ((-(uint32_t)(((int8_t)(l_3074 , ((uint8_t)(((int16_t)9L << (int16_t)9) & (((g_1454.f1 | (((int16_t)(((((0xFEFF9BC056D08DB0LL >= ((uint16_t)(((int8_t)(((-(uint8_t)g_1773[3].f1) || ((uint32_t)(!(18446744073709551608UL == (((*l_2774) , ((((int32_t)(+(((*l_2682) = ((*l_1357) = (*l_2682))) <= g_80.f5)) - (int32_t)7L) < l_3212) > (*g_1264))) ^ (**g_3089)))) / (uint32_t)(-1L))) , 0x1EL) << (int8_t)l_3212) || 0xE19B3BC6L) / (uint16_t)(-1L))) && 0x2AL) <= g_2144[2].f8) & g_1612.f2) < 0xDA998E48L) >> (int16_t)11) != l_3171)) , 1UL) != 1UL)) - (uint8_t)l_3212)) + (int8_t)l_1356) > l_2951)))
                { /* block id: 1456 */
                    uint64_t ***l_3238 = (void*)0;
                    uint8_t *l_3242 = &g_40[2];
                    const int32_t l_3264 = (-1L);
                    const int64_t l_3265 = 0L;
                    int32_t l_3266 = 1L;
                    int32_t l_3270 = 0xD1872ADEL;
                    int32_t l_3275 = 0x1F622B38L;
                    int32_t l_3276[4][9] = {{(-5L),3L,3L,(-5L),0L,0xD54D0F26L,0L,(-5L),3L},{0x07F03E0EL,0x07F03E0EL,5L,0x9DBADF53L,0L,0x9DBADF53L,5L,0x07F03E0EL,0L},{0xD54D0F26L,3L,0xC2CB821FL,0xF41E650EL,0xC2CB821FL,3L,0xD54D0F26L,0xD54D0F26L,3L},{0xB6D4A7B6L,1L,0x07F03E0EL,1L,0xB6D4A7B6L,5L,5L,0xB6D4A7B6L,1L}};
                    int i, j;
                    for (g_433.f2 = 0; (g_433.f2 <= 4); g_433.f2 += 1)
                    { /* block id: 1459 */
                        uint32_t l_3237[6][4] = {{0xFA39F729L,1UL,0xFA39F729L,0xFA39F729L},{1UL,1UL,0x39BC48C0L,1UL},{1UL,0xFA39F729L,0xFA39F729L,1UL},{0xFA39F729L,1UL,0xFA39F729L,0xFA39F729L},{1UL,1UL,0x39BC48C0L,1UL},{1UL,0xFA39F729L,0xFA39F729L,1UL}};
                        int i, j;
                        (*l_2682) = 1L;
                        if (l_3237[1][1])
                            continue;
                        (*l_2682) &= ((void*)0 != l_3238);
                    }
                    (*l_2682) = ((int64_t)(-(int16_t)((((--(*l_3242)) | ((uint64_t)0x7C396AFA86546B24LL - (uint64_t)(1UL & ((uint16_t)(l_2949 = ((int16_t)((((uint8_t)0x4EL - (uint8_t)l_3074) | (g_3253 , ((int64_t)((*g_2461) == (void*)0) - (int64_t)(((uint64_t)((int16_t)((l_3260 == g_3261) > 248UL) >> (int16_t)(*g_3090)) % (uint64_t)l_3264) >= g_1773[3].f5)))) <= (*l_2682)) * (int16_t)0x6D53L)) * (uint16_t)(*l_2682))))) > (**g_1465)) , l_3265)) + (int64_t)1UL);
                    --g_3267;
                    l_3279--;
                }
                else
                { /* block id: 1469 */
                    if ((*l_2682))
                        break;
                }
                (*l_2682) |= ((void*)0 == &g_1920);
                for (g_2576 = 1; (g_2576 <= 4); g_2576 += 1)
                { /* block id: 1475 */
                    union U2 **l_3282 = &g_686;
                    int32_t l_3290 = (-1L);
                    int i, j, k;
                    (*l_2682) ^= ((&g_209[g_2067.f2][(g_2576 + 3)][g_2576] == ((*g_1198) = l_3282)) , (g_3283 , ((int64_t)(l_3286 == l_3286) + (int64_t)(((&g_1028[g_2067.f2] == (((+(((**g_3089) && (l_3273[0] > (0x54FDBF5E71626534LL || 0x305C07603CAC2B80LL))) <= (****g_1574))) , (*g_3090)) , (void*)0)) != 0xE005L) == l_3290))));
                    l_3273[0] = (l_3171 == 0x0656L);
                }
            }
        }
    }
    (*g_3291) = &l_2944;
    if (g_433.f1)
        goto lbl_3292;
    return l_2949;
}


/* ------------------------------------------ */
/* 
 * reads : g_2029 g_2672
 * writes: g_2029 g_103
 */
static union U3 * func_2(union U3 * p_3)
{ /* block id: 1162 */
    uint16_t *l_2669 = &g_2029;
    union U3 *l_2673 = &g_30;
    (*g_2672) = ((-2L) < (((*l_2669)--) < 2UL));
    return l_2673;
}


/* ------------------------------------------ */
/* 
 * reads : g_1484 g_547 g_2087 g_2091 g_1466 g_1467 g_509 g_510 g_80.f7 g_1780.f1 g_113 g_1546 g_1547 g_1305 g_1264 g_80.f2 g_103 g_1400.f8 g_1612.f6 g_2037 g_2038 g_1601.f3 g_10 g_2184 g_30 g_2093 g_2094 g_665.f8 g_970 g_971 g_1601.f7 g_142 g_665.f7 g_1465 g_1612.f2 g_2218 g_1912 g_1400.f2 g_2144.f8 g_1601.f2 g_115 g_1368 g_270 g_1612.f4 g_2011 g_450.f4 g_2056.f1 g_1503.f0 g_546 g_80.f1 g_413 g_1772.f3 g_2092 g_573.f4 g_1444 g_1574 g_549 g_493 g_494 g_495 g_40 g_1612.f1 g_2056.f2 g_665.f6 g_2390 g_2056.f8 g_109 g_2426 g_2430 g_1698 g_568 g_2461 g_2490 g_1612.f5 g_1545 g_2056.f7 g_300 g_2485.f0 g_2600 g_1947.f0 g_969 g_327 g_2645 g_2067.f8 g_30.f0
 * writes: g_547 g_2091 g_1467 g_113 g_1400.f8 g_40 g_103 g_1612.f6 g_2038 g_10 g_1028 g_1601.f7 g_665.f7 g_80.f7 g_2081 g_1612.f2 g_1912 g_1400.f2 g_80.f2 g_1601.f2 g_115 g_2011 g_109 g_80.f1 g_1612.f1 g_2056.f2 g_1293 g_665.f6 g_2056.f8 g_2029 g_2430 g_30 g_2485 g_2056.f7 g_300 g_2604 g_2067.f8
 */
static union U3 * func_4(uint32_t  p_5, int8_t * p_6, uint32_t  p_7, uint16_t  p_8, uint64_t  p_9)
{ /* block id: 849 */
    const int16_t l_2086 = 0xF091L;
    union U3 *l_2088 = &g_30;
    int32_t l_2099 = 9L;
    struct S0 *l_2143 = &g_2144[2];
    int32_t l_2147 = (-1L);
    int32_t l_2150 = 0x31521072L;
    int32_t l_2152 = 0x9E3D50DAL;
    int32_t l_2155[3];
    int16_t *****l_2229 = (void*)0;
    int32_t l_2240 = 0x867B8F5FL;
    union U1 **l_2356 = &g_1028[0];
    int32_t *l_2385[8][10] = {{&l_2147,&l_2152,(void*)0,&g_115,&l_2147,&g_115,(void*)0,&l_2152,&l_2147,&l_2152},{(void*)0,&g_115,(void*)0,(void*)0,(void*)0,&g_115,(void*)0,(void*)0,(void*)0,&g_115},{&l_2147,(void*)0,&l_2240,(void*)0,&l_2147,&l_2152,&l_2240,&l_2152,&l_2147,(void*)0},{(void*)0,(void*)0,(void*)0,&g_115,(void*)0,(void*)0,(void*)0,&g_115,(void*)0,(void*)0},{&l_2147,&g_115,(void*)0,&l_2152,&l_2147,&l_2152,(void*)0,&g_115,&l_2147,&g_115},{(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152},{&l_2147,&l_2152,&l_2240,&l_2152,&l_2147,(void*)0,&l_2240,(void*)0,&l_2147,&l_2152},{(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152,(void*)0,&l_2152}};
    const uint64_t **l_2392 = (void*)0;
    const uint64_t ***l_2391 = &l_2392;
    uint32_t ***l_2427 = &g_509;
    uint16_t l_2577 = 65534UL;
    int32_t **l_2665 = &l_2385[1][0];
    int i, j;
    for (i = 0; i < 3; i++)
        l_2155[i] = 0x54FEF270L;
    if (l_2086)
    { /* block id: 850 */
        (*g_2087) = (*g_1484);
        return l_2088;
    }
    else
    { /* block id: 853 */
        const int16_t * const ****l_2095 = &g_2091;
        const int16_t * const ***l_2097 = (void*)0;
        const int16_t * const ****l_2096 = &l_2097;
        int8_t *l_2098[10][10][2] = {{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}},{{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6},{&g_1601.f6,&g_1612.f6}}};
        union U1 **l_2116 = &g_1028[0];
        union U1 ***l_2115[4];
        int32_t l_2136 = 0x262B9AC8L;
        int32_t l_2148 = 0x52968831L;
        int32_t l_2149 = 0xC7998D98L;
        int32_t l_2151 = 0x2BA002AAL;
        int32_t l_2153 = 0x123E705DL;
        int32_t l_2154 = 0L;
        int32_t l_2156[2][8] = {{0x2E70D685L,(-1L),0x2E70D685L,(-1L),(-1L),0x2E70D685L,(-1L),0x2E70D685L},{0x08F3BC1AL,(-1L),0x79EC1D94L,(-1L),0x08F3BC1AL,0x08F3BC1AL,(-1L),0x79EC1D94L}};
        uint64_t l_2160 = 6UL;
        union U3 l_2185 = {0x05L};
        union U2 ****l_2230 = &g_1198;
        int8_t l_2280 = (-5L);
        const int64_t l_2332 = (-3L);
        int32_t l_2339 = 1L;
        uint32_t ** const *l_2497 = &g_509;
        uint16_t ****l_2605[4][9][7] = {{{(void*)0,&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0},{&g_2081,(void*)0,&g_2081,(void*)0,(void*)0,(void*)0,&g_2081},{(void*)0,(void*)0,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,(void*)0,(void*)0,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,(void*)0,&g_2081},{(void*)0,&g_2081,(void*)0,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081}},{{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,(void*)0,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,(void*)0,(void*)0,(void*)0},{&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,&g_2081},{(void*)0,(void*)0,&g_2081,&g_2081,(void*)0,(void*)0,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081},{(void*)0,&g_2081,(void*)0,(void*)0,&g_2081,&g_2081,(void*)0},{&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,&g_2081},{&g_2081,(void*)0,(void*)0,(void*)0,&g_2081,(void*)0,&g_2081}},{{&g_2081,&g_2081,(void*)0,&g_2081,(void*)0,&g_2081,&g_2081},{(void*)0,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,&g_2081},{&g_2081,&g_2081,(void*)0,(void*)0,&g_2081,&g_2081,&g_2081},{(void*)0,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,(void*)0,&g_2081},{(void*)0,&g_2081,(void*)0,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081}},{{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,(void*)0,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,(void*)0,(void*)0,(void*)0},{&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,&g_2081,&g_2081},{(void*)0,(void*)0,&g_2081,&g_2081,(void*)0,(void*)0,&g_2081},{&g_2081,&g_2081,(void*)0,&g_2081,&g_2081,(void*)0,&g_2081},{(void*)0,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081},{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,(void*)0,(void*)0},{&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,&g_2081,(void*)0}}};
        int32_t *l_2649 = &l_2136;
        int64_t l_2660 = 1L;
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_2115[i] = &l_2116;
        if ((0xB7L <= (l_2099 = ((uint16_t)((void*)0 != p_6) * (uint16_t)(((*l_2096) = ((*l_2095) = g_2091)) != (void*)0)))))
        { /* block id: 857 */
            uint8_t l_2112 = 0x84L;
            union U1 l_2117[5] = {{0},{0},{0},{0},{0}};
            uint16_t *l_2118 = &g_113[1][0][0];
            int32_t l_2157 = 0x5F35BE95L;
            int32_t l_2158 = (-8L);
            int32_t l_2159[1];
            union U3 l_2186 = {-2L};
            uint16_t l_2193 = 3UL;
            int32_t *l_2239[5][6] = {{&l_2159[0],(void*)0,(void*)0,(void*)0,&l_2159[0],&l_2159[0]},{&l_2148,(void*)0,(void*)0,&l_2148,(void*)0,&l_2148},{&l_2148,(void*)0,&l_2148,(void*)0,(void*)0,&l_2148},{&l_2159[0],&l_2159[0],(void*)0,(void*)0,(void*)0,&l_2159[0]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
            uint64_t l_2241 = 0xA7FAD540778D402ALL;
            int i, j;
            for (i = 0; i < 1; i++)
                l_2159[i] = 0x1FBAFFF8L;
            if (((int8_t)((int16_t)(((uint16_t)((*l_2118) &= (((int8_t)((((((uint64_t)((void*)0 == l_2088) / (uint64_t)((*g_1466)++)) || (((((((((l_2112 , (((void*)0 != &g_1264) , ((((int32_t)((void*)0 != l_2115[2]) + (int32_t)l_2086) , (l_2117[1] , p_8)) <= 0x91F9L))) & p_7) , (-1L)) && (**g_509)) < p_5) , (**g_509)) > l_2112) != 5L) < 1L)) == l_2099) ^ p_5) | p_8) - (int8_t)g_1780.f1) && p_9)) << (uint16_t)10) <= 0x42L) / (int16_t)p_5) * (int8_t)p_5))
            { /* block id: 860 */
                uint32_t l_2121 = 18446744073709551614UL;
                int32_t *l_2135[4][7];
                uint8_t *l_2137[1];
                union U3 *l_2138[9][4] = {{&g_30,&g_30,&g_30,&g_30},{&g_30,(void*)0,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,(void*)0,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,(void*)0,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,(void*)0,&g_30,&g_30}};
                int32_t *l_2145 = &l_2099;
                int32_t *l_2146[2];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 7; j++)
                        l_2135[i][j] = &g_1368;
                }
                for (i = 0; i < 1; i++)
                    l_2137[i] = &g_40[3];
                for (i = 0; i < 2; i++)
                    l_2146[i] = (void*)0;
                if (((int16_t)l_2112 * (int16_t)(l_2121 != (((-5L) || (-(int16_t)((**g_1546) = 0x3CAAL))) != (((uint16_t)((l_2099 = (!((l_2112 > ((**g_1305) == (**g_1305))) || (~((uint8_t)(g_40[2] = ((((uint64_t)((((int8_t)0L << (int8_t)(((void*)0 == l_2135[2][1]) ^ 0L)) && (**g_1484)) ^ l_2136) / (uint64_t)0x808A8ABF10AB53F2LL) | 0UL) >= l_2121)) * (uint8_t)l_2136))))) , p_9) * (uint16_t)l_2136) == 0x4925F999L)))))
                { /* block id: 864 */
                    return l_2138[6][2];
                }
                else
                { /* block id: 866 */
                    struct S0 *l_2141 = (void*)0;
                    for (g_1400.f8 = (-15); (g_1400.f8 != (-28)); --g_1400.f8)
                    { /* block id: 869 */
                        struct S0 **l_2142[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_2142[i] = (void*)0;
                        l_2143 = l_2141;
                        if (l_2086)
                            break;
                    }
                    (*g_547) ^= (l_2112 > p_8);
                    for (g_1612.f6 = 0; (g_1612.f6 <= 7); g_1612.f6 += 1)
                    { /* block id: 876 */
                        g_2038 = (*g_2037);
                        if (l_2086)
                            break;
                    }
                    (*g_547) &= p_8;
                }
                l_2160++;
                if ((-(uint8_t)g_1601.f3))
                { /* block id: 883 */
                    int32_t **l_2164 = &l_2146[1];
                    int32_t l_2189 = 0x33FB8281L;
                    int32_t l_2192 = (-9L);
                    (*l_2164) = l_2146[0];
                    for (g_10 = 0; (g_10 != 11); g_10++)
                    { /* block id: 887 */
                        uint64_t **l_2169 = (void*)0;
                        uint64_t ***l_2168 = &l_2169;
                        uint64_t ****l_2167 = &l_2168;
                        (*l_2167) = (void*)0;
                        return l_2138[6][2];
                    }
                    l_2158 |= ((uint16_t)p_5 - (uint16_t)(l_2159[0] & (l_2086 > ((((((**g_1305) | ((uint8_t)255UL << (uint8_t)((int8_t)(((uint16_t)((int8_t)(((((*l_2116) = &l_2117[1]) != (((uint8_t)1UL - (uint8_t)(((int8_t)((((l_2186 = (g_2184 , l_2185)) , (*l_2088)) , p_7) , (-1L)) >> (int8_t)1) >= (**g_2093))) , (*g_2037))) >= 0xD249FCA929F571CALL) != p_9) * (int8_t)0xE6L) * (uint16_t)l_2156[0][3]) >= (*g_1264)) + (int8_t)(-2L)))) & 0x6EL) || (*l_2145)) && (*g_970)) , p_8))));
                    for (g_1601.f7 = 0; (g_1601.f7 <= 1); g_1601.f7 += 1)
                    { /* block id: 896 */
                        int16_t l_2187[10][5] = {{0L,0L,0x0588L,0L,0L},{0x2CC2L,0L,0x2CC2L,0x2CC2L,0L},{0L,0x2CC2L,0x2CC2L,0L,0x2CC2L},{0L,0L,0x0588L,0L,0L},{0x2CC2L,0L,0x2CC2L,0x2CC2L,0L},{0L,0x2CC2L,0x2CC2L,0L,0x2CC2L},{0L,0L,0x0588L,0L,0L},{0x2CC2L,0L,0x2CC2L,0x2CC2L,0L},{0L,0x2CC2L,0x2CC2L,0L,0x2CC2L},{0L,0L,0x0588L,0L,0L}};
                        int16_t l_2188[6][3][7] = {{{1L,0xDD9AL,0x0F9BL,1L,0x8910L,1L,0x0F9BL},{0x7F2DL,(-1L),1L,0x9F7BL,0xA1AAL,2L,0x7F2DL},{0xE77EL,0x0F9BL,1L,0xDD9AL,6L,6L,0xDD9AL}},{{(-1L),0x9EB7L,(-1L),0xBC04L,0xA1AAL,0x2D37L,0xBBCFL},{0xDD9AL,0x8910L,0xBDF0L,2L,0x8910L,0x256AL,0x8910L},{0x3D60L,0xBC04L,0x4589L,0xA372L,0xBBCFL,0x2D37L,0xA1AAL}},{{6L,0xE77EL,0x0F9BL,1L,0xDD9AL,6L,6L},{0x7F2DL,(-1L),0x32CCL,0x2D37L,0x4589L,(-1L),(-1L)},{1L,0x2FA7L,0xBDF0L,1L,8L,0xBDF0L,6L}},{{0xE736L,0x8707L,(-7L),0x77E2L,0xBC2EL,0xC164L,0xCFE9L},{1L,1L,0x2875L,1L,6L,2L,1L},{0x4589L,9L,0xE736L,0x68D0L,0xE736L,9L,0x4589L}},{{0x256AL,1L,0x8413L,8L,0x0F9BL,0x256AL,8L},{5L,0x8707L,1L,0x2D37L,(-1L),0x9F7BL,0xBC2EL},{1L,0x2FA7L,0x8413L,1L,0x2FA7L,8L,6L}},{{0x1283L,0x2D37L,0xE736L,(-1L),0xBC2EL,(-1L),0xE736L},{0x0F9BL,0x0F9BL,0x2875L,1L,1L,0xDD9AL,0x0F9BL},{0x4589L,0xC164L,(-7L),0x2D37L,1L,9L,(-1L)}}};
                        int32_t l_2190 = (-1L);
                        int32_t l_2191[10] = {5L,5L,5L,5L,5L,5L,5L,5L,5L,5L};
                        int i, j, k;
                        l_2193--;
                        if ((*g_142))
                            continue;
                        return l_2138[6][2];
                    }
                }
                else
                { /* block id: 901 */
                    for (g_665.f7 = 0; (g_665.f7 <= 4); g_665.f7 += 1)
                    { /* block id: 904 */
                        int32_t **l_2196 = &l_2146[0];
                        uint16_t ****l_2213 = &g_2081;
                        uint16_t ***l_2215 = &g_2082;
                        uint16_t ****l_2214 = &l_2215;
                        uint64_t *l_2216[6];
                        int i;
                        for (i = 0; i < 6; i++)
                            l_2216[i] = &g_1144[0];
                        (*l_2196) = &l_2156[0][2];
                        l_2159[0] &= p_9;
                        (*g_547) = (~((int16_t)(((int64_t)((p_9 &= ((*l_2088) , ((((int8_t)p_7 / (int8_t)(+(**g_1305))) >= ((uint32_t)((int32_t)((((int64_t)(((*g_510) ^= 4UL) < (l_2152 != 0x99L)) + (int64_t)(*g_1264)) , (void*)0) == ((g_40[3] = ((uint8_t)(((((*l_2214) = ((*l_2213) = ((0xC7EAL | p_7) , (void*)0))) != &g_2082) , p_5) && 1L) + (uint8_t)l_2159[0])) , (void*)0)) % (int32_t)4294967286UL) + (uint32_t)p_5)) , (**g_1465)))) <= 0x1EC519E610C3724ALL) / (int64_t)(*g_970)) <= p_5) - (int16_t)p_8));
                    }
                }
            }
            else
            { /* block id: 915 */
                (*g_547) &= l_2156[1][4];
                for (g_1612.f2 = 0; (g_1612.f2 <= 3); g_1612.f2 += 1)
                { /* block id: 919 */
                    int32_t **l_2217 = (void*)0;
                    int32_t l_2219 = 0x10EF0132L;
                    union U1 l_2220 = {0};
                    uint32_t l_2236 = 0x5DF78699L;
                    int i;
                    (*g_2218) = &l_2155[2];
                    (*g_547) |= ((0xA27B99B8L != ((*g_1912) = (l_2219 < (((l_2220 , ((int16_t)(p_7 > (p_5 != ((((int64_t)(&l_2097 == (((int16_t)(-2L) << (int16_t)(0L || ((**g_1305) & 0x66D53FF29B38F2A8LL))) , l_2229)) + (int64_t)l_2147) , (void*)0) != l_2230))) / (int16_t)l_2193)) > (-1L)) < p_5)))) > p_5);
                    for (g_1400.f2 = 0; (g_1400.f2 <= 3); g_1400.f2 += 1)
                    { /* block id: 925 */
                        int32_t *l_2231 = &l_2219;
                        int32_t *l_2232 = &l_2158;
                        int32_t *l_2233 = &g_115;
                        int32_t *l_2234 = &g_103[0][2];
                        int32_t *l_2235[1][4];
                        int i, j;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 4; j++)
                                l_2235[i][j] = &g_2011;
                        }
                        l_2236++;
                    }
                }
            }
            ++l_2241;
        }
        else
        { /* block id: 931 */
            union U3 *l_2263 = &g_30;
            int32_t *l_2264 = &g_115;
            int32_t **l_2265[4];
            int64_t *l_2272 = &g_1601.f2;
            uint64_t l_2273 = 18446744073709551615UL;
            uint64_t *l_2313 = &g_300;
            uint64_t **l_2312 = &l_2313;
            uint16_t ****l_2331 = &g_2081;
            uint64_t l_2342 = 18446744073709551614UL;
            union U1 **l_2357 = &g_1028[0];
            union U2 *l_2416 = &g_1698;
            const int16_t **l_2495[8] = {&g_2094,&g_2094,&g_2094,&g_2094,&g_2094,&g_2094,&g_2094,&g_2094};
            const int16_t ***l_2494 = &l_2495[7];
            const int16_t ****l_2493 = &l_2494;
            uint8_t l_2502 = 0UL;
            uint8_t l_2521[3][9] = {{0x68L,0xEEL,0xEEL,0x68L,0x68L,0xEEL,0xEEL,0x68L,0x68L},{0xBDL,0x48L,0xBDL,0x48L,0xBDL,0x48L,0xBDL,0x48L,0xBDL},{0x68L,0x68L,0xEEL,0xEEL,0x68L,0x68L,0xEEL,0xEEL,0x68L}};
            uint32_t **l_2595 = &g_510;
            uint8_t l_2640 = 0x8FL;
            uint32_t l_2642 = 0UL;
            int i, j;
            for (i = 0; i < 4; i++)
                l_2265[i] = &l_2264;
            for (l_2147 = 0; (l_2147 != (-5)); --l_2147)
            { /* block id: 934 */
                int32_t **l_2249 = &g_1912;
                for (l_2136 = 15; (l_2136 != 21); l_2136 += 6)
                { /* block id: 937 */
                    (*g_142) = (!p_8);
                }
                (*l_2249) = &l_2156[1][4];
            }
            if (((*g_270) = (((*l_2264) = ((((int64_t)((*g_1264) = l_2149) + (int64_t)((uint8_t)((int8_t)(((int16_t)((uint8_t)(~(((int16_t)(l_2263 == &l_2185) + (int16_t)(((((*g_1484) = l_2264) != (void*)0) <= g_2144[2].f8) < ((uint8_t)((p_5 > (--(**g_1465))) != ((int8_t)(((-4L) & ((((*l_2272) |= (((l_2150 , l_2152) || p_5) > l_2153)) > p_7) , l_2152)) , l_2155[1]) * (int8_t)(*l_2264))) >> (uint8_t)g_1368))) , l_2273)) * (uint8_t)246UL) / (int16_t)p_5) <= 4L) % (int8_t)p_9) * (uint8_t)p_7)) , l_2149) ^ 0x7D1E91BE676CD856LL)) < (-8L))))
            { /* block id: 948 */
                int16_t ***l_2294[3][4][4] = {{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}}};
                int32_t l_2295 = 4L;
                union U3 l_2308 = {0x8AL};
                uint64_t **l_2319 = &l_2313;
                const uint64_t *l_2325 = &l_2273;
                const uint64_t **l_2324 = &l_2325;
                union U1 **l_2355 = &g_1028[3];
                int32_t * const *l_2370[3][5] = {{&l_2264,&l_2264,&l_2264,&l_2264,&l_2264},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_2264,&l_2264,&l_2264,&l_2264,&l_2264}};
                int i, j, k;
                l_2156[1][4] |= ((*g_547) &= 0x0FF6CFD1L);
                if (((int16_t)p_5 * (int16_t)((*g_270) <= ((255UL ^ g_1612.f4) & l_2152))))
                { /* block id: 951 */
                    uint8_t l_2282 = 0x96L;
                    uint8_t *l_2291[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2291[i] = &g_40[0];
                    for (g_2011 = 0; (g_2011 >= (-7)); g_2011 -= 1)
                    { /* block id: 954 */
                        int32_t l_2278 = 0x4A889BFFL;
                        int32_t l_2279 = 0x916490A0L;
                        int32_t l_2281[8] = {6L,0xEF6D7B3CL,6L,6L,0xEF6D7B3CL,6L,6L,6L};
                        int i;
                        ++l_2282;
                        if (l_2147)
                            continue;
                        if (p_9)
                            break;
                        if (p_9)
                            break;
                    }
                    (*g_547) |= (((int32_t)((int8_t)(((uint16_t)(0x0CL || (((((g_109 = ((void*)0 != (*g_509))) > (p_5 > ((int16_t)((void*)0 != l_2294[1][0][2]) * (int16_t)((((g_450.f4 | (((p_7 , l_2295) < 0xDE06325DL) , g_2056.f1)) , p_8) , l_2282) & g_1503.f0)))) , l_2282) <= 1L) == l_2185.f0)) + (uint16_t)1L) > p_5) << (int8_t)5) / (int32_t)p_9) == 1L);
                    (*g_547) = l_2153;
                }
                else
                { /* block id: 963 */
                    uint32_t l_2305 = 0UL;
                    uint64_t ***l_2314 = (void*)0;
                    uint64_t ***l_2315 = (void*)0;
                    uint64_t ***l_2316 = &l_2312;
                    uint64_t **l_2318 = &l_2313;
                    uint64_t ***l_2317[8][8][4] = {{{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318}},{{&l_2318,(void*)0,&l_2318,(void*)0},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,(void*)0,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,(void*)0,(void*)0},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318}},{{&l_2318,(void*)0,&l_2318,&l_2318},{(void*)0,&l_2318,(void*)0,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,(void*)0,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,(void*)0}},{{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,(void*)0},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,(void*)0},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318}},{{&l_2318,&l_2318,&l_2318,(void*)0},{&l_2318,(void*)0,(void*)0,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,(void*)0,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,(void*)0,&l_2318}},{{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,(void*)0,(void*)0,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,(void*)0,(void*)0},{(void*)0,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318}},{{&l_2318,&l_2318,(void*)0,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,(void*)0},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,(void*)0,&l_2318}},{{&l_2318,&l_2318,&l_2318,(void*)0},{&l_2318,&l_2318,&l_2318,&l_2318},{(void*)0,&l_2318,&l_2318,&l_2318},{&l_2318,(void*)0,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,&l_2318},{&l_2318,&l_2318,&l_2318,(void*)0},{&l_2318,(void*)0,(void*)0,&l_2318}}};
                    int32_t l_2326 = 8L;
                    union U3 *l_2352 = &l_2308;
                    int i, j, k;
                    g_2011 ^= ((**g_546) < ((~(l_2152 = ((p_8 && 2UL) | (*g_547)))) < l_2086));
                    for (g_80.f1 = 25; (g_80.f1 != 52); ++g_80.f1)
                    { /* block id: 968 */
                        if (l_2295)
                            break;
                    }
                    (*g_413) = ((l_2326 = (((int16_t)(l_2136 >= ((uint16_t)((int16_t)0xBF0AL / (int16_t)l_2305) / (uint16_t)p_7)) % (int16_t)((int64_t)(*g_1264) % (int64_t)((l_2308 , l_2240) | (~((int32_t)((*l_2264) = ((l_2319 = ((*l_2316) = l_2312)) != ((((uint32_t)((uint8_t)(0x7E8F3380028DF646LL ^ p_5) - (uint8_t)0x9FL) - (uint32_t)l_2308.f0) >= 247UL) , l_2324))) % (int32_t)p_5))))) >= 0x5EL)) == p_7);
                    if ((l_2339 = ((int8_t)0xE1L * (int8_t)(l_2151 = (((((int64_t)0x25E2F7FA0514B5F7LL / (int64_t)((((((void*)0 != l_2331) , ((g_1772.f3 < ((l_2332 == (((int16_t)(((int16_t)(***g_2092) + (int16_t)((int16_t)l_2156[1][7] >> (int16_t)p_7)) <= l_2326) * (int16_t)0UL) && p_9)) || l_2156[0][5])) <= p_7)) | p_9) && g_573[3][0].f4) , (*g_1466))) == 1UL) & 0xC1BBF8DAL) & 4UL)))))
                    { /* block id: 978 */
                        (*g_1444) = &l_2147;
                        if (g_30.f0)
                            goto lbl_2351;
lbl_2351:
                        (*l_2264) = ((int16_t)5L << (int16_t)(l_2342 > ((int16_t)((l_2295 == ((**g_509) = ((uint8_t)(l_2326 <= (((uint8_t)0UL << (uint8_t)5) || (**g_509))) * (uint8_t)(4294967295UL <= (*g_510))))) >= (((int16_t)(****g_1574) + (int16_t)l_2152) & p_8)) % (int16_t)p_5)));
                        return l_2263;
                    }
                    else
                    { /* block id: 984 */
                        uint8_t *l_2366 = &g_40[2];
                        int32_t l_2367[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_2367[i] = 0L;
                        l_2367[2] ^= ((*l_2264) = (l_2295 = ((uint16_t)(l_2308.f0 <= ((-9L) == l_2150)) * (uint16_t)((255UL ^ (l_2355 == (l_2357 = l_2356))) <= ((uint16_t)((int8_t)0L << (int8_t)((int8_t)(0L && (((((uint8_t)((*l_2366) |= (((p_8 , (*g_970)) || (*g_970)) && 0UL)) - (uint8_t)g_1601.f7) <= p_9) & p_9) < l_2150)) << (int8_t)1)) << (uint16_t)9)))));
                    }
                }
                for (g_115 = 24; (g_115 != 10); --g_115)
                { /* block id: 994 */
                    uint64_t l_2381[3][5][5] = {{{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL}},{{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL}},{{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL},{0x35620B5F74D8AA76LL,18446744073709551615UL,0x80D308A82E326DC8LL,0x80D308A82E326DC8LL,18446744073709551615UL},{1UL,1UL,0UL,0UL,1UL}}};
                    int i, j, k;
                    (*g_2218) = (*g_1484);
                    for (g_1612.f1 = 0; (g_1612.f1 <= 5); g_1612.f1 += 1)
                    { /* block id: 998 */
                        int32_t * const *l_2371 = &g_547;
                        l_2371 = l_2370[1][1];
                    }
                    for (g_2056.f2 = 1; (g_2056.f2 >= 0); g_2056.f2 -= 1)
                    { /* block id: 1003 */
                        return l_2263;
                    }
                    for (g_1601.f7 = 0; (g_1601.f7 <= 3); g_1601.f7 += 1)
                    { /* block id: 1008 */
                        uint8_t l_2382[6] = {5UL,249UL,5UL,5UL,249UL,5UL};
                        uint32_t ***l_2383 = &g_509;
                        int i;
                    }
                }
            }
            else
            { /* block id: 1013 */
                struct S0 **l_2384 = &g_1293[5][4];
                int32_t l_2398 = 0x950C9019L;
                union U2 *l_2415 = (void*)0;
                (*l_2384) = l_2143;
                l_2385[1][0] = &l_2149;
                for (g_665.f6 = 0; (g_665.f6 > (-11)); g_665.f6 -= 8)
                { /* block id: 1018 */
                    int16_t l_2396 = 0x6018L;
                    int16_t *l_2397 = &g_2056.f8;
                    int32_t l_2401 = 0x8799A7C4L;
                    (*l_2264) = ((uint16_t)((&l_2312 == (l_2391 = g_2390)) || l_2154) * (uint16_t)((p_8 , ((l_2398 = (~((*l_2397) &= ((**g_1546) = (((((uint8_t)l_2396 + (uint8_t)(p_9 > l_2136)) , (void*)0) == &g_2081) , (**g_2093)))))) == 0x4B8FL)) , 65526UL));
                    for (g_109 = 6; (g_109 < 52); ++g_109)
                    { /* block id: 1026 */
                        l_2401 &= p_7;
                        return l_2088;
                    }
                    for (l_2240 = 0; (l_2240 <= 7); l_2240 += 1)
                    { /* block id: 1032 */
                        uint16_t *l_2418 = (void*)0;
                        uint16_t *l_2419 = (void*)0;
                        uint16_t *l_2420 = &g_2029;
                        int i, j;
                        l_2398 = (((int8_t)(((int16_t)(+((((uint64_t)((((((*l_2264) > (((uint8_t)((+(--(*g_1466))) | ((+(p_8 ^ ((((((((*l_2420) = ((l_2415 == l_2416) != (!1L))) , ((*l_2420) = (((uint16_t)l_2151 << (uint16_t)((((p_9 , &l_2392) != &l_2392) >= 0x3068F17BL) < 0xD6DCL)) | l_2153))) > 4L) , (**g_546)) , (**g_509)) , l_2398) == 0x44L))) , p_7)) >> (uint8_t)p_9) != p_5)) <= p_5) , 0L) , 0x03E11358170A974ALL) < 0x297C0A964B6351B0LL) + (uint64_t)p_8) && p_5) || (*g_510))) >> (int16_t)3) , p_7) >> (int8_t)7) == l_2401);
                    }
                }
            }
            if (((~((int32_t)(g_2426[1] >= ((l_2427 == l_2427) <= 0xECA28C0AEB2E235ELL)) - (int32_t)(0xE2L && ((*g_510) , (g_2430 &= ((uint64_t)(*l_2264) - (uint64_t)3UL)))))) & p_7))
            { /* block id: 1041 */
                int16_t l_2451 = 0xEA20L;
                int32_t l_2455 = 1L;
                int32_t l_2479 = 8L;
                const uint16_t l_2480 = 1UL;
                union U3 *l_2481 = (void*)0;
                union U3 *l_2482 = (void*)0;
                union U3 *l_2483 = &l_2185;
                union U3 *l_2484 = &g_2485;
                if (((int8_t)((int16_t)2L - (int16_t)((*l_2416) , p_9)) << (int8_t)7))
                { /* block id: 1042 */
                    int16_t ***l_2454 = (void*)0;
                    (*l_2264) = ((int64_t)((((uint16_t)((int64_t)(-1L) % (int64_t)((uint16_t)65529UL * (uint16_t)((uint8_t)((-1L) ^ ((&l_2116 != (void*)0) || ((**g_2093) || ((uint32_t)((int16_t)1L * (int16_t)(**g_493)) - (uint32_t)(((int8_t)p_7 * (int8_t)l_2451) <= (**g_1465)))))) + (uint8_t)g_40[2]))) / (uint16_t)0xCAA7L) > l_2451) || 0x30B18F1BF990C31ALL) + (int64_t)0xC5E8B8525E49070CLL);
                    if (p_7)
                    { /* block id: 1044 */
                        uint64_t l_2456 = 0UL;
                        (*l_2264) |= ((int64_t)(((**g_1546) = ((**g_1305) | 0xEEABF4803A4D647CLL)) , (**g_1305)) + (int64_t)0UL);
                        (*g_568) |= ((void*)0 == l_2454);
                        ++l_2456;
                    }
                    else
                    { /* block id: 1049 */
                        int16_t l_2459[4][1] = {{0xB5C4L},{0xE0DAL},{0xB5C4L},{0xE0DAL}};
                        int32_t l_2460 = 0x6D65B00DL;
                        int i, j;
                        (*g_547) = l_2459[0][0];
                        l_2460 &= (*l_2264);
                    }
                }
                else
                { /* block id: 1053 */
                    for (l_2273 = 0; (l_2273 <= 0); l_2273 += 1)
                    { /* block id: 1056 */
                        (*l_2264) = p_7;
                        if (p_8)
                            continue;
                        return l_2088;
                    }
                }
                g_2011 ^= (l_2455 | (((*g_1264) = (((void*)0 != g_2461) , ((uint32_t)((((int16_t)l_2153 << (int16_t)(65533UL < (((((((int8_t)((int32_t)(((uint16_t)1UL << (uint16_t)(****g_2091)) != (l_2479 |= ((uint8_t)p_5 >> (uint8_t)((uint16_t)(p_8 = ((uint64_t)((**g_1465) = p_8) - (uint64_t)p_7)) + (uint16_t)65535UL)))) + (int32_t)(**g_1484)) * (int8_t)l_2455) && 0xF64FC0DB7EC5688ELL) || (*g_142)) && (-9L)) || 2L) >= 0UL))) != l_2480) && p_7) % (uint32_t)0xEA837A7EL))) && (**g_1305)));
                l_2479 = (((*l_2484) = ((*l_2483) = ((*l_2263) = (*l_2263)))) , ((*l_2264) = 1L));
            }
            else
            { /* block id: 1072 */
                int16_t **** const l_2496 = &g_1545[1];
                int32_t l_2498 = 0x1DF3BDACL;
                uint16_t l_2499[9][3][4] = {{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}},{{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL},{1UL,1UL,1UL,1UL}}};
                int32_t **l_2508 = &g_547;
                uint8_t *l_2509 = &g_40[2];
                int32_t l_2514 = 0x1E7F25D1L;
                int32_t l_2515 = 1L;
                int32_t l_2518 = 8L;
                int32_t l_2519 = 0xCBB113E4L;
                int32_t l_2549 = 0L;
                union U3 l_2567[9] = {{0xBFL},{0xBFL},{0xBFL},{0xBFL},{0xBFL},{0xBFL},{0xBFL},{0xBFL},{0xBFL}};
                union U1 l_2570 = {0};
                int32_t l_2661 = (-1L);
                uint16_t l_2662 = 0UL;
                int i, j, k;
                (*g_547) &= (((int16_t)((int8_t)(p_8 | (g_2490[5] , p_8)) * (int8_t)(((uint64_t)((4L > ((((((l_2493 = l_2493) != (l_2185 , (((l_2185 = ((*l_2263) , (*l_2263))) , (0x5C848CC07B78506ALL & p_7)) , l_2496))) | p_8) , 0x408CB729E9668B05LL) , l_2497) != l_2497)) < (**g_1546)) - (uint64_t)l_2498) == 0x34EED16C8E1A1BEDLL)) + (int16_t)0UL) && 0x05C20350L);
                if ((((l_2498 & (l_2499[1][2][1] > ((int64_t)l_2502 / (int64_t)(((int8_t)(((l_2156[1][4] = (-(uint8_t)(((((uint8_t)((**g_509) || (0x310FL <= (((((p_7 , l_2508) == &g_477) & (((*l_2509) = 0xD5L) , p_9)) > (*g_970)) , 0x7628L))) << (uint8_t)6) , p_5) <= p_8) <= (**l_2508)))) < g_1612.f5) & (**l_2508)) >> (int8_t)p_7) , 18446744073709551615UL)))) != 0x3953933EL) , p_9))
                { /* block id: 1078 */
                    int32_t l_2510[9] = {8L,8L,8L,8L,8L,8L,8L,8L,8L};
                    int32_t l_2512 = 0x54F5CE1EL;
                    int32_t l_2513[2];
                    union U3 *l_2555 = &g_30;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_2513[i] = 0x76BB3986L;
                    if (l_2510[8])
                    { /* block id: 1079 */
                        int64_t l_2511 = 0x44CFA97C7B0578F1LL;
                        int32_t l_2516 = 7L;
                        int32_t l_2517 = (-1L);
                        int32_t l_2520[5][5][1] = {{{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL}},{{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L}},{{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL}},{{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L}},{{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL},{0x58AE6F71L},{0xEDDE48FAL}}};
                        union U1 l_2528 = {0};
                        uint8_t *l_2550[3];
                        int i, j, k;
                        for (i = 0; i < 3; i++)
                            l_2550[i] = &l_2521[0][8];
                        ++l_2521[1][8];
                        (*g_413) &= ((((int32_t)(((***l_2427) = (((*l_2272) = ((~(g_109 = (-(uint8_t)(l_2528 , ((((int8_t)((((l_2516 &= (((((((****l_2496) |= p_7) && (((((p_5 ^ ((*l_2509) = ((((uint16_t)(((int8_t)((int64_t)((uint16_t)(((uint16_t)p_9 << (uint16_t)11) ^ ((((uint32_t)((int64_t)(*g_1264) - (int64_t)(1UL ^ (((uint32_t)(0xAF36DDC6FD7BD41ELL || ((((void*)0 == &g_2462) || (**l_2508)) == l_2160)) / (uint32_t)l_2510[8]) , l_2517))) + (uint32_t)l_2549) ^ 18446744073709551615UL) < p_8)) - (uint16_t)p_9) + (int64_t)(*l_2264)) * (int8_t)l_2149) < p_5) * (uint16_t)p_8) , l_2509) == &g_590[0][1][0]))) > l_2510[8]) , (**g_1465)) || 0x03858311B6FFB877LL) > 0L)) , p_8) != 1UL) , (**g_1305)) & l_2511)) , (**l_2508)) > g_1503.f0) <= p_7) >> (int8_t)0) , 0x930E477EL) & (*g_510)))))) > p_7)) , (**g_509))) >= p_9) / (int32_t)p_7) < p_5) > l_2517);
                        (*l_2264) = 0xF123E632L;
                        (*l_2508) = (*g_2087);
                    }
                    else
                    { /* block id: 1090 */
                        union U3 *l_2551 = &g_2485;
                        (*l_2264) |= (((*l_2263) , &p_6) == (void*)0);
                        return l_2551;
                    }
                    for (g_2056.f7 = 24; (g_2056.f7 > 14); g_2056.f7 -= 1)
                    { /* block id: 1096 */
                        union U3 *l_2554 = &l_2185;
                        if (p_8)
                            break;
                        return l_2555;
                    }
                }
                else
                { /* block id: 1100 */
                    uint16_t *l_2558[7] = {&g_2029,&l_2499[1][2][1],&l_2499[1][2][1],&g_2029,&l_2499[1][2][1],&l_2499[1][2][1],&g_2029};
                    int32_t l_2573[3][7] = {{0x26008E88L,0xE9088E7BL,0xF9CE596CL,0xC2BD0906L,0xE9088E7BL,0xC2BD0906L,0xF9CE596CL},{0xE9088E7BL,0xE9088E7BL,1L,0x79CBFC61L,0L,1L,0L},{0x79CBFC61L,0xF9CE596CL,0xF9CE596CL,0x79CBFC61L,0xC2BD0906L,0x26008E88L,0x79CBFC61L}};
                    uint32_t * const *l_2580[4];
                    union U3 ****l_2594 = &g_1232;
                    int16_t ****l_2601 = (void*)0;
                    int i, j;
                    for (i = 0; i < 4; i++)
                        l_2580[i] = &g_510;
                    (*g_547) = (((((uint16_t)(g_113[1][0][0] = 9UL) >> (uint16_t)14) , &l_2392) == &g_1465) && 0x089EF0A4L);
                    if ((((((((uint16_t)((int8_t)((int16_t)(((((*l_2508) = &l_2152) == &l_2152) == p_8) >= ((int16_t)(((l_2567[4] , l_2549) < ((-1L) >= ((l_2570 , (1L == ((uint64_t)((*l_2313) &= ((*g_1264) | 1UL)) - (uint64_t)0L))) == (*g_510)))) ^ p_9) * (int16_t)l_2573[0][2])) / (int16_t)p_5) << (int8_t)0) << (uint16_t)p_9) && 0x20L) , (-7L)) != l_2149) , (**l_2493)) == (**l_2496)))
                    { /* block id: 1105 */
                        union U1 *l_2574[5][2] = {{&l_2570,&l_2570},{&l_2570,&l_2570},{&g_399,&l_2570},{&l_2570,&l_2570},{&g_399,&l_2570}};
                        int32_t l_2575 = 0x9FC1807CL;
                        int i, j;
                        (*l_2264) = p_9;
                        (*l_2356) = l_2574[4][0];
                        l_2577++;
                    }
                    else
                    { /* block id: 1109 */
                        uint8_t l_2581 = 0xDAL;
                        (**l_2508) = ((*l_2264) ^= ((*l_2427) != l_2580[3]));
                        (*l_2508) = (*l_2508);
                        l_2581++;
                    }
                    for (g_2485.f0 = (-18); (g_2485.f0 >= (-21)); --g_2485.f0)
                    { /* block id: 1117 */
                        int32_t **l_2598 = &g_547;
                        int32_t ***l_2599 = &l_2265[3];
                        int32_t *l_2602 = &g_1368;
                        int32_t **l_2603 = &l_2602;
                        uint16_t *****l_2606 = &l_2605[1][1][4];
                        const int32_t *l_2607 = &g_2608[0];
                        (*l_2264) &= (+((uint16_t)((int64_t)((**g_1305) |= (((uint16_t)0UL << (uint16_t)(-(int8_t)(0UL && 0xA886L))) && (((void*)0 != l_2594) > ((void*)0 == l_2595)))) % (int64_t)0xD2DF6AB66CA220BDLL) << (uint16_t)2));
                        (*g_547) = l_2136;
                        (*g_547) = (((int16_t)((((l_2598 != ((*l_2599) = l_2508)) & (g_2600 , ((((((0x002BL || (l_2601 != (void*)0)) == p_7) , ((g_2604 = ((*l_2603) = l_2602)) == (l_2607 = ((((*l_2606) = l_2605[1][5][6]) == (void*)0) , &g_2430)))) , l_2573[0][2]) >= (**l_2598)) | 250UL))) >= 0x561DA92B66B907F1LL) <= 0x75E4L) * (int16_t)p_5) ^ (-1L));
                    }
                }
                (*l_2508) = &l_2155[0];
                if (((uint16_t)0x08A3L - (uint16_t)0L))
                { /* block id: 1130 */
                    int8_t l_2624 = 0x11L;
                    (*g_547) ^= ((int32_t)((void*)0 != l_2416) - (int32_t)(((*g_1466) = ((int8_t)(((((int16_t)((-(uint64_t)((int8_t)((uint16_t)(((uint8_t)(l_2624 < ((int16_t)(p_7 >= ((((p_9 || ((*l_2264) = (((p_7 && (((int8_t)(((uint16_t)0x50EFL * (uint16_t)(((void*)0 != &l_2155[1]) >= p_9)) != 18446744073709551615UL) >> (int8_t)p_5) , (*l_2264))) & (*g_142)) > 1UL))) >= (*g_510)) || (*l_2264)) >= 0L)) << (int16_t)p_7)) / (uint8_t)g_1947[0].f0) == 0x3BF2DE3A6A89D7B6LL) << (uint16_t)12) % (int8_t)p_8)) < 0xF9L) >> (int16_t)15) > (**g_1465)) | p_7) & p_7) >> (int8_t)l_2624)) > 0xB4E5E8EE7C522FCALL));
                }
                else
                { /* block id: 1134 */
                    int32_t l_2641 = 1L;
                    int32_t l_2650[7] = {1L,1L,0x5C49A5CCL,1L,1L,0x5C49A5CCL,1L};
                    int i;
                    if (((uint64_t)(&l_2357 != &l_2356) % (uint64_t)((*l_2088) , ((uint8_t)(~(0L <= (((**g_969) <= p_7) , ((uint64_t)18446744073709551615UL % (uint64_t)((*l_2272) = ((int32_t)(((*g_327) = (*l_2088)) , l_2640) / (int32_t)(-1L))))))) >> (uint8_t)l_2154))))
                    { /* block id: 1137 */
                        uint8_t l_2651[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_2651[i] = 0UL;
                        l_2642++;
                        if (l_2160)
                            goto lbl_2648;
lbl_2648:
                        (*l_2264) = ((g_2645[3] , ((uint16_t)((void*)0 == l_2508) / (uint16_t)(**l_2508))) , (-7L));
                        l_2649 = (*g_2087);
                        l_2651[0]++;
                    }
                    else
                    { /* block id: 1143 */
                        int32_t l_2654 = 0x3E2279A6L;
                        int16_t l_2655[3];
                        int32_t l_2656 = 0xED78B7F5L;
                        int32_t l_2657 = 0x890F38BFL;
                        int32_t l_2658 = 0xD1A06330L;
                        int32_t l_2659[4] = {1L,1L,1L,1L};
                        int i;
                        for (i = 0; i < 3; i++)
                            l_2655[i] = 0x3BE5L;
                        (*g_547) = 1L;
                        l_2662--;
                        (*l_2508) = (*g_1444);
                    }
                }
            }
        }
        (*g_547) = 0x7978CC02L;
    }
    (*l_2665) = &l_2099;
    for (g_2067.f8 = (-10); (g_2067.f8 < 10); g_2067.f8++)
    { /* block id: 1156 */
        (*g_547) = 3L;
    }
    (*l_2665) = (*g_1444);
    return l_2088;
}


/* ------------------------------------------ */
/* 
 * reads : g_970 g_971
 * writes:
 */
static uint64_t  func_12(int8_t  p_13, int8_t * p_14)
{ /* block id: 537 */
    uint32_t l_1363 = 0x3BA441BFL;
    int32_t *l_1367 = &g_1368;
    int32_t l_1386[9][5] = {{7L,0L,7L,0xD8CBCA4DL,0L},{0x0A83ADC1L,0x99F3C986L,0xE1DBD911L,0x0A83ADC1L,0xE1DBD911L},{0L,0L,0x1EC78603L,0L,0xEEEEC918L},{0xD510132DL,(-1L),0xE1DBD911L,0xE1DBD911L,(-1L)},{0xEEEEC918L,8L,7L,0xEEEEC918L,0xD8CBCA4DL},{0xDFC5F85CL,(-1L),0xB29D4B2FL,(-1L),0xDFC5F85CL},{(-10L),7L,0x1EC78603L,0x7A484DD4L,7L},{0x99F3C986L,0xB29D4B2FL,0xB29D4B2FL,0x99F3C986L,0x0856BB45L},{0xD8CBCA4DL,8L,0L,7L,7L}};
    int16_t *l_1420[3];
    int16_t **l_1419[5];
    int16_t ***l_1418 = &l_1419[3];
    int16_t ****l_1417 = &l_1418;
    int16_t ****l_1421 = &l_1418;
    int32_t l_1425 = 0xE1EB8244L;
    int32_t l_1434 = 2L;
    uint64_t *l_1464 = &g_1144[1];
    uint64_t * const *l_1463 = &l_1464;
    uint32_t **l_1468[10][2] = {{(void*)0,&g_510},{&g_510,(void*)0},{&g_510,&g_510},{(void*)0,&g_510},{&g_510,(void*)0},{&g_510,&g_510},{(void*)0,&g_510},{&g_510,(void*)0},{&g_510,&g_510},{(void*)0,&g_510}};
    union U3 **l_1501 = &g_327;
    uint64_t l_1520 = 0x5EA72C1450E0761ELL;
    uint32_t **l_1533 = &g_510;
    int32_t l_1569 = 2L;
    uint64_t l_1695 = 18446744073709551611UL;
    union U2 *l_1750 = &g_1503;
    union U2 *l_1751 = (void*)0;
    int64_t * const *l_1765 = (void*)0;
    uint16_t l_1816 = 0xC84DL;
    uint32_t l_1823[3];
    uint8_t l_1981 = 255UL;
    int8_t *l_1996[6][8] = {{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6},{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6},{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6},{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6},{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6},{&g_1612.f6,&g_80.f6,&g_80.f6,&g_1612.f6,&g_1773[3].f6,&g_80.f6,&g_80.f6,&g_1773[3].f6}};
    int32_t l_2018 = (-1L);
    int32_t **l_2058[10][6][4] = {{{(void*)0,&g_1912,&g_1912,&g_1912},{&g_1912,(void*)0,&g_547,&g_1912},{&g_547,&g_1912,&g_1912,&g_1912},{&g_1912,(void*)0,(void*)0,&g_1912},{&g_547,&g_1912,&g_547,&g_1912},{&g_1912,&g_1912,&g_1912,(void*)0}},{{&g_547,&g_1912,&g_1912,&g_1912},{&g_547,&g_547,&g_1912,&g_1912},{&g_547,&g_1912,(void*)0,&g_1912},{(void*)0,&g_1912,&g_1912,(void*)0},{&g_1912,&g_1912,&g_547,&g_1912},{&g_1912,&g_1912,&g_547,&g_1912}},{{&g_547,&g_547,&g_1912,&g_1912},{&g_1912,&g_1912,&g_1912,(void*)0},{&g_1912,&g_1912,&g_1912,&g_1912},{&g_1912,&g_1912,&g_1912,&g_1912},{&g_547,(void*)0,&g_1912,&g_1912},{(void*)0,&g_1912,(void*)0,&g_1912}},{{&g_1912,(void*)0,&g_1912,&g_1912},{&g_1912,&g_1912,&g_1912,&g_547},{&g_1912,&g_1912,&g_1912,(void*)0},{&g_1912,&g_547,&g_1912,&g_1912},{&g_1912,(void*)0,&g_1912,&g_1912},{&g_1912,&g_547,(void*)0,&g_547}},{{(void*)0,&g_1912,&g_1912,&g_1912},{&g_547,&g_547,&g_1912,&g_1912},{&g_1912,&g_1912,&g_1912,&g_547},{&g_547,&g_1912,&g_547,&g_1912},{(void*)0,&g_1912,&g_1912,(void*)0},{&g_1912,(void*)0,&g_1912,&g_1912}},{{(void*)0,&g_1912,&g_1912,&g_1912},{&g_1912,&g_547,&g_547,&g_1912},{&g_1912,&g_1912,&g_547,&g_1912},{&g_1912,(void*)0,&g_547,(void*)0},{(void*)0,&g_1912,&g_1912,&g_1912},{&g_1912,&g_1912,(void*)0,&g_1912}},{{&g_1912,&g_1912,&g_1912,&g_1912},{&g_1912,&g_1912,&g_1912,&g_1912},{&g_1912,&g_547,(void*)0,&g_547},{&g_1912,&g_1912,&g_1912,&g_547},{&g_547,&g_1912,&g_1912,&g_547},{&g_1912,&g_1912,&g_1912,&g_1912}},{{(void*)0,&g_547,&g_1912,(void*)0},{&g_1912,&g_547,&g_1912,(void*)0},{&g_547,&g_1912,&g_1912,&g_1912},{&g_1912,&g_1912,(void*)0,&g_1912},{&g_1912,&g_1912,&g_1912,(void*)0},{&g_1912,(void*)0,&g_1912,&g_547}},{{&g_1912,&g_1912,(void*)0,&g_1912},{&g_1912,&g_547,&g_1912,&g_1912},{(void*)0,(void*)0,&g_547,&g_1912},{&g_1912,&g_1912,&g_547,(void*)0},{&g_1912,(void*)0,&g_547,&g_547},{&g_1912,(void*)0,&g_1912,(void*)0}},{{(void*)0,&g_1912,&g_1912,&g_1912},{&g_1912,(void*)0,&g_1912,&g_1912},{(void*)0,&g_547,&g_547,&g_1912},{&g_547,&g_1912,&g_1912,&g_547},{&g_547,(void*)0,&g_1912,(void*)0},{&g_547,&g_1912,(void*)0,&g_1912}}};
    union U1 l_2073 = {0};
    union U1 *l_2079 = &g_399;
    union U1 l_2080 = {0};
    uint16_t ***l_2083 = &g_2082;
    const uint64_t l_2084 = 0xD555A6987A80C869LL;
    int32_t l_2085[3];
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_1420[i] = &g_1400.f8;
    for (i = 0; i < 5; i++)
        l_1419[i] = &l_1420[0];
    for (i = 0; i < 3; i++)
        l_1823[i] = 4294967287UL;
    for (i = 0; i < 3; i++)
        l_2085[i] = 0xBE3E8933L;
    return (*g_970);
}


/* ------------------------------------------ */
/* 
 * reads : g_546 g_547 g_103 g_665.f6 g_1204 g_115 g_1324 g_665.f7 g_113 g_469.f1 g_970 g_971 g_80.f6 g_1081.f7 g_1305 g_1264 g_80.f2 g_30.f0
 * writes: g_80.f6 g_1305 g_1204 g_109 g_115 g_1293 g_469.f1 g_665.f7 g_1324 g_665.f6 g_113 g_103 g_80.f2 g_30.f0 g_399.f1
 */
static int8_t * func_18(const union U3 * p_19, union U1  p_20, uint64_t  p_21, const union U1  p_22, uint32_t  p_23)
{ /* block id: 484 */
    struct S0 *l_1291 = &g_80;
    int32_t l_1298 = 0x28FF49FFL;
    int64_t **l_1304 = &g_1264;
    int64_t **l_1306[5];
    int16_t *l_1310 = &g_1204;
    uint8_t *l_1311 = &g_109;
    int32_t *l_1312 = (void*)0;
    int32_t *l_1313 = &g_115;
    struct S0 *l_1314 = &g_80;
    int32_t l_1320 = 1L;
    int32_t l_1323 = (-1L);
    const uint32_t *l_1342[4][5][4] = {{{&g_308[0][0].f4,&g_308[0][0].f4,&g_308[0][0].f4,(void*)0},{&g_308[0][0].f4,(void*)0,(void*)0,&g_308[0][0].f4},{&g_593,(void*)0,&g_665.f4,(void*)0},{(void*)0,&g_308[0][0].f4,&g_665.f4,&g_665.f4},{&g_593,&g_593,(void*)0,&g_665.f4}},{{&g_308[0][0].f4,&g_308[0][0].f4,&g_308[0][0].f4,(void*)0},{&g_308[0][0].f4,(void*)0,(void*)0,&g_308[0][0].f4},{&g_593,(void*)0,&g_665.f4,(void*)0},{(void*)0,&g_308[0][0].f4,&g_665.f4,&g_665.f4},{&g_593,&g_593,(void*)0,&g_665.f4}},{{&g_308[0][0].f4,&g_308[0][0].f4,&g_308[0][0].f4,(void*)0},{&g_308[0][0].f4,(void*)0,(void*)0,&g_308[0][0].f4},{&g_593,(void*)0,&g_665.f4,(void*)0},{(void*)0,&g_308[0][0].f4,&g_665.f4,&g_665.f4},{&g_593,&g_593,&g_308[0][0].f4,&g_308[0][0].f4}},{{&g_665.f4,&g_593,&g_665.f4,&g_308[0][0].f4},{&g_665.f4,&g_308[0][0].f4,&g_308[0][0].f4,&g_665.f4},{(void*)0,&g_308[0][0].f4,&g_308[0][0].f4,&g_308[0][0].f4},{&g_308[0][0].f4,&g_593,&g_308[0][0].f4,&g_308[0][0].f4},{(void*)0,(void*)0,&g_308[0][0].f4,&g_308[0][0].f4}}};
    const uint32_t **l_1341[7] = {&l_1342[3][4][2],&l_1342[3][4][2],&l_1342[1][3][3],&l_1342[3][4][2],&l_1342[3][4][2],&l_1342[1][3][3],&l_1342[3][4][2]};
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_1306[i] = &g_1264;
lbl_1338:
    for (g_80.f6 = (-29); (g_80.f6 >= 28); g_80.f6 += 2)
    { /* block id: 487 */
        struct S0 **l_1294[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        struct S0 *l_1295 = (void*)0;
        int i;
        l_1295 = l_1291;
    }
    if (((**g_546) > ((*l_1313) |= (((uint8_t)(((p_23 | l_1298) , p_23) , ((*l_1311) = ((((int16_t)((*l_1310) |= ((((!0x9888L) <= ((((uint16_t)(0x99516DA7L && ((l_1304 = (g_1305 = l_1304)) == l_1306[4])) + (uint16_t)(-(int16_t)((uint8_t)g_665.f6 + (uint8_t)p_21))) & p_21) && l_1298)) == p_21) || l_1298)) % (int16_t)1L) , p_23) && 0xDEA7L))) * (uint8_t)246UL) , p_21))))
    { /* block id: 495 */
        struct S0 **l_1315 = &g_1293[2][2];
        struct S0 **l_1316[7] = {&l_1291,&l_1291,&l_1291,&l_1291,&l_1291,&l_1291,&l_1291};
        int32_t l_1319 = (-1L);
        int32_t l_1322 = 0xD13E3985L;
        int8_t *l_1337 = (void*)0;
        int i;
        l_1291 = ((*l_1315) = l_1314);
        for (g_469.f1 = 0; (g_469.f1 <= 0); g_469.f1 += 1)
        { /* block id: 500 */
            int8_t l_1321 = 6L;
            uint64_t l_1328 = 18446744073709551610UL;
            union U3 **l_1335 = &g_327;
            for (g_665.f7 = 0; (g_665.f7 <= 3); g_665.f7 += 1)
            { /* block id: 503 */
                int32_t *l_1317 = &g_103[0][2];
                int32_t *l_1318[2];
                int i, j;
                for (i = 0; i < 2; i++)
                    l_1318[i] = &g_103[1][0];
                g_1324--;
                if (l_1321)
                    continue;
                if (l_1321)
                    break;
                for (g_665.f6 = 0; (g_665.f6 <= 3); g_665.f6 += 1)
                { /* block id: 509 */
                    int32_t l_1327 = 0x50F234E1L;
                    int8_t *l_1343 = &g_30.f0;
                    uint16_t *l_1350 = (void*)0;
                    uint16_t *l_1351 = (void*)0;
                    uint16_t *l_1352 = &g_399.f1;
                    int i, j, k;
                    l_1327 &= g_113[g_665.f7][g_665.f7][(g_665.f6 + 1)];
                    if ((p_23 ^ l_1327))
                    { /* block id: 511 */
                        int32_t l_1336[1][6] = {{0x31C017FBL,0xE7944B0DL,0x31C017FBL,0x31C017FBL,0xE7944B0DL,0x31C017FBL}};
                        int i, j, k;
                        (*g_547) = (l_1328 < ((uint16_t)(g_113[(g_665.f7 + 4)][g_665.f6][(g_469.f1 + 2)]--) << (uint16_t)((*g_970) & ((int16_t)l_1322 - (int16_t)((l_1335 == (void*)0) < l_1336[0][5])))));
                        if (p_23)
                            continue;
                        (*l_1313) = (*l_1313);
                    }
                    else
                    { /* block id: 516 */
                        return l_1337;
                    }
                    if (g_80.f6)
                        goto lbl_1338;
                    (*l_1313) ^= ((*l_1317) & ((((g_1081.f7 == (((*l_1352) = (!(((**g_1305) |= p_23) == (!(((*l_1343) |= (((void*)0 != l_1341[1]) > 1UL)) && ((int8_t)((l_1319 = (*l_1317)) & (p_23 > ((int8_t)(((l_1322 &= ((((((uint8_t)(l_1327 != p_21) - (uint8_t)0x09L) & 4294967294UL) >= p_21) > p_23) & 0x67F3L)) == g_113[g_665.f7][g_665.f7][(g_665.f6 + 1)]) > p_21) * (int8_t)g_113[g_665.f7][g_665.f7][(g_665.f6 + 1)]))) % (int8_t)0xF1L)))))) , (*l_1317))) <= 5UL) > g_113[g_665.f7][g_665.f7][(g_665.f6 + 1)]) && 0xD6A096ADL));
                }
            }
        }
        return &g_590[0][0][0];
    }
    else
    { /* block id: 530 */
        int32_t l_1353[5];
        int i;
        for (i = 0; i < 5; i++)
            l_1353[i] = 0xAE430C8FL;
        l_1353[2] = p_23;
    }
    return &g_590[0][1][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_10 g_80.f1 g_1144 g_547 g_103 g_1264 g_970 g_1198 g_308.f1 g_308.f3 g_685 g_40 g_433.f1 g_113 g_590 g_546 g_510 g_80.f7 g_106 g_242 g_209
 * writes: g_80.f1 g_103 g_1264 g_685 g_1144 g_535 g_433.f1
 */
static union U3 * func_24(uint32_t  p_25, const int8_t  p_26, union U3 * p_27)
{ /* block id: 1 */
    int32_t l_38 = 0x888AD88CL;
    uint64_t *l_534 = &g_535;
    uint64_t **l_533 = &l_534;
    uint8_t l_766 = 0xCBL;
    int32_t *l_770 = &g_103[0][0];
    int32_t l_792 = 0x78D2CCD3L;
    int32_t l_796 = 0x6B723FA2L;
    int32_t l_799 = 0xCF369D71L;
    int32_t l_807 = 0x1D1E6A63L;
    int32_t l_810 = 2L;
    int32_t l_811 = 0x203D5926L;
    int32_t l_812 = (-1L);
    int32_t l_814 = 1L;
    int32_t l_815 = 1L;
    int32_t l_816 = 1L;
    int32_t l_817 = (-2L);
    int32_t l_822 = 0x142A3B96L;
    int32_t l_830 = 0x83D1B021L;
    int32_t l_832[3];
    int16_t l_848 = 0xCC60L;
    union U3 l_895 = {0xA4L};
    union U2 *l_910 = &g_433;
    union U1 *l_914 = &g_399;
    int32_t l_933 = 0xDF42A605L;
    int16_t *l_955[6];
    int16_t **l_954[8][10] = {{&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[1],&l_955[0],&l_955[1],&l_955[0],&l_955[0],&l_955[0]},{&l_955[1],&l_955[0],&l_955[0],(void*)0,(void*)0,&l_955[0],&l_955[0],&l_955[1],&l_955[0],&l_955[0]},{&l_955[0],&l_955[0],(void*)0,&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[0],(void*)0},{&l_955[1],&l_955[1],(void*)0,&l_955[0],&l_955[0],&l_955[0],(void*)0,&l_955[1],&l_955[1],(void*)0},{&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[0],(void*)0,&l_955[0],&l_955[0],&l_955[0]},{&l_955[0],&l_955[1],&l_955[0],&l_955[0],(void*)0,(void*)0,&l_955[0],&l_955[0],&l_955[1],&l_955[0]},{&l_955[0],&l_955[0],&l_955[1],&l_955[0],&l_955[1],&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[1]},{&l_955[0],&l_955[0],&l_955[0],&l_955[0],&l_955[1],&l_955[0],&l_955[1],&l_955[0],&l_955[0],&l_955[0]}};
    int16_t ***l_953[9][4] = {{&l_954[1][7],(void*)0,&l_954[1][7],&l_954[1][7]},{&l_954[1][7],&l_954[1][7],&l_954[1][7],&l_954[1][7]},{&l_954[1][7],&l_954[1][7],&l_954[0][0],&l_954[1][7]},{&l_954[1][7],(void*)0,&l_954[1][7],&l_954[1][7]},{&l_954[1][7],&l_954[1][7],&l_954[1][7],&l_954[1][7]},{&l_954[1][7],&l_954[1][7],&l_954[0][0],&l_954[1][7]},{&l_954[1][7],(void*)0,(void*)0,&l_954[1][7]},{&l_954[1][7],&l_954[1][7],(void*)0,&l_954[1][7]},{&l_954[1][7],&l_954[1][7],&l_954[0][0],&l_954[1][7]}};
    int16_t ****l_952 = &l_953[8][0];
    const int8_t *l_964 = &g_590[0][0][0];
    union U3 *l_1026 = &g_30;
    union U3 *l_1027[10][4][6] = {{{&g_30,&l_895,&g_30,&g_30,&g_30,&g_30},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{(void*)0,&l_895,&g_30,(void*)0,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&g_30}},{{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895}},{{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895}},{{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30}},{{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895}},{{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895}},{{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30}},{{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895}},{{&g_30,&l_895,&g_30,&g_30,&g_30,&l_895},{&g_30,&l_895,&l_895,&g_30,&g_30,&g_30},{&l_895,&l_895,&l_895,&l_895,&g_30,&l_895},{&g_30,&l_895,&g_30,&g_30,&g_30,(void*)0}},{{&g_30,(void*)0,&g_30,&g_30,&g_30,&g_30},{&l_895,(void*)0,(void*)0,&l_895,&g_30,&g_30},{&l_895,(void*)0,&g_30,&l_895,&g_30,(void*)0},{&g_30,(void*)0,&g_30,&g_30,&g_30,&g_30}}};
    uint32_t l_1033 = 0x09CF1A68L;
    union U2 ***l_1080 = &g_685;
    int64_t l_1111 = 0xD52166D76B61D72ALL;
    uint16_t l_1136 = 65528UL;
    uint32_t l_1196[9] = {1UL,0xC60ACBFCL,0xC60ACBFCL,1UL,0xC60ACBFCL,0xC60ACBFCL,1UL,0xC60ACBFCL,0xC60ACBFCL};
    uint32_t l_1256 = 0x6A033729L;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_832[i] = 0xEC842754L;
    for (i = 0; i < 6; i++)
        l_955[i] = &l_848;
    if (g_10)
    { /* block id: 2 */
        uint8_t *l_39 = &g_40[2];
        int8_t *l_522 = &g_80.f6;
        int8_t **l_521[9];
        const int16_t l_532 = 0x9F62L;
        int32_t l_536 = (-2L);
        union U3 **l_541[5][3] = {{&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327},{&g_327,&g_327,&g_327}};
        const union U1 l_542 = {0};
        int32_t *l_760 = &l_536;
        union U2 **l_775 = (void*)0;
        int32_t l_818 = 0xC7F155CAL;
        int32_t l_831 = 0L;
        int32_t l_836[6];
        uint16_t l_908 = 0xFA79L;
        union U2 *l_951 = &g_469;
        uint16_t l_1001 = 0x3C91L;
        uint32_t l_1013 = 0x1C1064F6L;
        int64_t l_1094 = 0x1965C213E3402846LL;
        int32_t l_1107 = 1L;
        uint32_t l_1110 = 0UL;
        uint64_t **l_1142[3];
        uint64_t ***l_1143[9][7][2] = {{{&l_1142[0],&l_1142[2]},{&l_1142[0],(void*)0},{&l_1142[0],&l_1142[2]},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[0],(void*)0}},{{(void*)0,&l_1142[0]},{&l_1142[0],&l_533},{&l_1142[2],&l_1142[0]},{&l_1142[0],&l_1142[0]},{(void*)0,(void*)0},{&l_533,&l_533},{&l_1142[0],&l_1142[1]}},{{&l_1142[2],&l_1142[1]},{&l_1142[0],&l_533},{&l_533,(void*)0},{(void*)0,&l_1142[0]},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_533},{&l_1142[0],&l_1142[0]}},{{(void*)0,(void*)0},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[0],&l_1142[2]},{&l_1142[0],(void*)0},{&l_1142[0],&l_1142[2]}},{{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[0],(void*)0},{(void*)0,&l_1142[0]},{&l_1142[0],&l_533},{&l_1142[2],&l_1142[0]}},{{&l_1142[0],&l_1142[0]},{(void*)0,(void*)0},{&l_533,&l_533},{&l_1142[0],&l_1142[1]},{&l_1142[2],&l_1142[1]},{&l_1142[0],&l_533},{&l_533,(void*)0}},{{(void*)0,&l_1142[0]},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_533},{&l_1142[0],&l_1142[0]},{(void*)0,(void*)0},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_1142[0]}},{{&l_1142[2],&l_1142[0]},{&l_1142[0],&l_1142[2]},{&l_1142[0],(void*)0},{&l_1142[0],&l_1142[2]},{&l_1142[0],&l_1142[0]},{&l_1142[2],&l_1142[0]},{&l_1142[2],&l_1142[0]}},{{&l_1142[0],(void*)0},{(void*)0,&l_1142[0]},{&l_1142[0],&l_533},{&l_1142[2],&l_1142[0]},{&l_1142[0],&l_1142[0]},{(void*)0,(void*)0},{&l_533,&l_533}}};
        uint16_t ***l_1170 = (void*)0;
        uint32_t l_1210 = 18446744073709551608UL;
        uint32_t l_1234 = 1UL;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_521[i] = &l_522;
        for (i = 0; i < 6; i++)
            l_836[i] = (-1L);
        for (i = 0; i < 3; i++)
            l_1142[i] = &l_534;
    }
    else
    { /* block id: 446 */
        int32_t *l_1243 = (void*)0;
        int32_t l_1244 = 0x12D7E213L;
        int32_t *l_1245 = (void*)0;
        int32_t *l_1246 = (void*)0;
        int32_t *l_1247 = &l_933;
        int32_t *l_1248 = &l_933;
        int32_t *l_1249 = &l_811;
        int32_t *l_1250 = &l_832[0];
        int32_t *l_1251 = &l_815;
        int32_t *l_1252 = (void*)0;
        int32_t *l_1253 = &g_103[0][2];
        int32_t *l_1254 = (void*)0;
        int32_t *l_1255[2][10][8] = {{{&l_830,&l_814,&l_815,&l_817,&l_832[0],&l_1244,&l_812,(void*)0},{&l_799,&l_815,&l_822,&l_832[0],&l_832[0],&l_822,&l_815,&l_812},{&g_103[0][2],&g_103[0][2],&l_832[1],&l_816,&l_933,&l_812,&l_822,&l_822},{(void*)0,&l_830,&l_822,&l_796,&l_816,&l_812,&l_817,&l_830},{&l_814,&g_103[0][2],&l_1244,&l_830,&l_810,&l_933,(void*)0,&l_792},{&l_830,&l_830,&l_799,&l_814,&l_832[0],&g_103[0][2],&l_817,&g_103[0][2]},{&g_103[0][2],&l_817,&l_830,&l_817,&g_103[0][2],&l_830,&g_103[0][2],&l_792},{&l_796,&l_807,&l_814,(void*)0,&l_832[0],&l_792,&l_822,&l_817},{(void*)0,&l_812,&l_814,&l_799,&l_830,&l_832[0],&g_103[0][2],&g_103[0][2]},{&l_832[0],&l_816,&l_830,&l_792,&l_817,&l_822,&l_817,&l_807}},{{&g_103[0][1],&l_814,&l_799,(void*)0,&l_815,&l_815,(void*)0,&l_799},{&l_933,&l_933,&l_1244,&l_812,&l_807,&l_832[0],&l_817,&l_799},{&l_807,&l_815,&l_822,&l_810,&l_814,&l_830,&l_822,&l_799},{&l_815,&l_799,&l_832[1],&l_812,(void*)0,&l_830,&l_830,&l_799},{&l_830,&l_810,&l_933,(void*)0,&l_792,&l_817,&l_796,&l_807},{&l_807,&g_103[1][3],&l_830,&l_792,&l_830,&g_103[1][3],&l_807,&g_103[0][2]},{&l_807,&l_817,&l_812,&l_799,(void*)0,&l_814,&l_814,&l_817},{&l_799,&l_812,&g_103[0][2],(void*)0,(void*)0,(void*)0,&g_103[0][2],&l_792},{&l_807,&g_103[0][1],&l_817,&l_817,&l_830,&g_103[0][2],&l_832[1],&g_103[0][2]},{&l_807,&l_1244,&g_103[0][2],&l_814,&l_792,&g_103[0][2],&g_103[0][2],&l_792}}};
        int16_t l_1286 = 0x75EEL;
        int i, j, k;
        --l_1256;
        for (g_80.f1 = 0; (g_80.f1 <= 0); g_80.f1 += 1)
        { /* block id: 450 */
            union U2 **l_1266 = &l_910;
            int32_t l_1267 = 0x47217E01L;
            union U3 ****l_1273[3];
            int32_t **l_1276 = &l_1243;
            volatile union U2 * volatile l_1287 = (void*)0;/* VOLATILE GLOBAL l_1287 */
            int i;
            for (i = 0; i < 3; i++)
                l_1273[i] = &g_1232;
            if (g_1144[(g_80.f1 + 1)])
            { /* block id: 451 */
                (*g_547) = (*g_547);
            }
            else
            { /* block id: 453 */
                return p_27;
            }
            for (l_807 = 0; (l_807 >= 0); l_807 -= 1)
            { /* block id: 458 */
                uint32_t l_1259 = 0x5ADDB6FCL;
                int64_t **l_1265 = &g_1264;
                int32_t **l_1278 = &l_1246;
                union U1 *l_1280 = (void*)0;
                int8_t *l_1285 = &g_80.f6;
                int i;
                l_1267 |= ((l_1259 && ((uint8_t)7UL * (uint8_t)((g_1144[(g_80.f1 + 1)] && (p_26 && (((*l_1265) = (((int8_t)0x99L + (int8_t)0UL) , g_1264)) == g_970))) | (((*g_1198) = ((0xB1E21C364D132D20LL & p_26) , (void*)0)) != l_1266)))) ^ g_308[0][0].f1);
                (*l_1250) ^= ((*l_1253) = (((((uint8_t)g_308[0][0].f3 * (uint8_t)(((((*l_534) = ((((!p_25) >= 18446744073709551608UL) && ((uint16_t)((*g_1198) == (*g_1198)) << (uint16_t)9)) && ((p_25 , ((g_1144[(l_807 + 1)] &= ((void*)0 == &p_27)) , l_1273[2])) != &g_1232))) > p_26) && g_1144[(g_80.f1 + 2)]) && p_25)) == (-1L)) & g_40[2]) && p_25));
                for (g_433.f1 = 0; (g_433.f1 <= 3); g_433.f1 += 1)
                { /* block id: 468 */
                    int32_t ***l_1277 = &l_1276;
                    int32_t ***l_1279 = &l_1278;
                    int i, j, k;
                    (*g_547) ^= g_113[(g_80.f1 + 7)][g_80.f1][g_433.f1];
                    for (l_814 = 0; (l_814 <= 3); l_814 += 1)
                    { /* block id: 472 */
                        int i, j, k;
                        if (g_113[(l_814 + 4)][(l_807 + 2)][g_433.f1])
                            break;
                    }
                    l_1267 = ((uint16_t)(g_113[(g_80.f1 + 7)][g_433.f1][(g_433.f1 + 2)] == ((((*l_1277) = l_1276) != ((*l_1279) = l_1278)) || (((((void*)0 != l_1280) && ((uint16_t)g_113[(g_80.f1 + 4)][(l_807 + 1)][(l_807 + 7)] + (uint16_t)(g_590[g_80.f1][l_807][l_807] > ((((uint32_t)((l_1285 == &g_590[0][1][0]) > (-9L)) / (uint32_t)(**g_546)) || (*g_510)) == l_1286)))) ^ g_106) < p_25))) >> (uint16_t)12);
                    l_1287 = (*g_242);
                }
            }
        }
    }
    return p_27;
}


/* ------------------------------------------ */
/* 
 * reads : g_270 g_103 g_546 g_548 g_547 g_80.f8 g_493 g_494 g_106 g_469.f2 g_80.f2 g_113 g_509 g_510 g_80.f7 g_300 g_462.f1 g_568 g_573 g_210.f4 g_399 g_308.f8 g_590 g_433.f0 g_413 g_115 g_142 g_549 g_495 g_109 g_10 g_433.f4 g_593 g_665 g_308.f5 g_685 g_291.f6 g_450.f1 g_718 g_308.f6 g_462.f3 g_506.f2 g_40 g_433.f3 g_737 g_209 g_327 g_30 g_30.f0
 * writes: g_30.f0 g_547 g_549 g_103 g_80.f2 g_469.f2 g_106 g_300 g_535 g_115 g_80.f7 g_593 g_433.f0 g_523 g_40 g_109 g_510 g_113 g_685 g_590 g_665.f8 g_737 g_209 g_30
 */
static int32_t  func_31(uint32_t  p_32, const union U1  p_33)
{ /* block id: 163 */
    union U3 l_550 = {6L};
    int16_t *l_551 = &g_80.f8;
    uint64_t l_591 = 0x0021730536446D48LL;
    int32_t *l_607 = &g_115;
    int8_t *l_610 = &g_590[0][1][0];
    uint16_t l_663[3];
    int32_t l_732 = 0L;
    int32_t l_733 = 7L;
    int32_t l_736 = (-2L);
    int i;
    for (i = 0; i < 3; i++)
        l_663[i] = 65533UL;
lbl_618:
    for (g_30.f0 = 0; (g_30.f0 >= (-19)); g_30.f0--)
    { /* block id: 166 */
        int32_t *l_545 = &g_103[1][1];
        if ((*g_270))
            break;
        (*g_546) = l_545;
        (*g_548) = &g_493;
        (*g_547) = p_32;
    }
    if (((l_550 , (0x679C97A9D7500423LL & l_550.f0)) <= (g_80.f8 >= ((*g_493) == l_551))))
    { /* block id: 172 */
        int32_t *l_606 = &g_115;
        int8_t **l_611 = &g_523;
        uint8_t *l_614 = &g_40[2];
        uint8_t *l_615[5][5][3] = {{{(void*)0,&g_109,(void*)0},{(void*)0,(void*)0,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109}},{{&g_109,(void*)0,&g_109},{&g_109,&g_109,&g_109},{(void*)0,&g_109,&g_109},{(void*)0,&g_109,&g_109},{&g_109,&g_109,&g_109}},{{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,(void*)0}},{{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109},{(void*)0,&g_109,&g_109}},{{(void*)0,&g_109,&g_109},{&g_109,(void*)0,&g_109},{&g_109,&g_109,&g_109},{&g_109,(void*)0,&g_109},{&g_109,&g_109,(void*)0}}};
        int i, j, k;
        for (g_80.f2 = 3; (g_80.f2 >= 0); g_80.f2 -= 1)
        { /* block id: 175 */
            uint16_t l_589 = 0xDB8DL;
            (*g_547) = p_32;
            for (g_469.f2 = 0; (g_469.f2 <= 3); g_469.f2 += 1)
            { /* block id: 179 */
                int16_t **l_563 = &l_551;
                int16_t ***l_562[8][2] = {{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563},{&l_563,&l_563}};
                int32_t l_594 = 0x445804D3L;
                int i, j;
                for (g_106 = 0; (g_106 <= 0); g_106 += 1)
                { /* block id: 182 */
                    uint64_t *l_564 = &g_300;
                    uint64_t *l_567[4];
                    uint32_t *l_592 = &g_593;
                    int32_t l_595 = 0xE46F40F7L;
                    int i, j, k;
                    for (i = 0; i < 4; i++)
                        l_567[i] = &g_535;
                    (*g_568) = ((((((int8_t)(((int16_t)(-1L) * (int16_t)((int8_t)0x39L - (int8_t)(g_113[(g_469.f2 + 3)][g_80.f2][(g_80.f2 + 4)] >= (**g_509)))) <= ((g_535 = (!(((+(((int32_t)((*g_547) = (-1L)) - (int32_t)(l_562[4][1] != (void*)0)) <= ((--(*l_564)) < 8L))) && (p_32 && 65534UL)) <= g_113[(g_469.f2 + 3)][g_80.f2][(g_80.f2 + 4)]))) <= p_32)) % (int8_t)g_462[5][5].f1) > p_32) || 1UL) | 0x0D51D8DAL) == 0UL);
                    if ((*g_547))
                        break;
                    l_595 &= ((int16_t)((((*l_592) = (((uint32_t)(g_573[3][0] , ((uint16_t)g_210.f4 << (uint16_t)0)) - (uint32_t)((uint8_t)((((g_399 , ((**g_509) = (&g_547 != ((!((int8_t)((g_308[0][0].f8 , ((0xB51FL < (g_113[0][3][0] != (((l_589 ^= ((uint64_t)((int8_t)p_32 << (int8_t)((**g_509) && 0x2A03E631L)) / (uint64_t)g_308[0][0].f8)) != 0xABDAFC4DL) > 0x9136L))) || p_32)) < p_32) % (int8_t)0xD2L)) , (void*)0)))) || 7L) , g_590[0][1][0]) | l_591) * (uint8_t)p_32)) && l_589)) < (*g_547)) != l_594) % (int16_t)g_113[3][2][6]);
                }
                return p_32;
            }
        }
        for (g_433.f0 = (-23); (g_433.f0 != (-27)); g_433.f0--)
        { /* block id: 198 */
            return p_32;
        }
        (*l_606) = ((p_32 == ((uint8_t)((int8_t)((int8_t)((int32_t)((*g_547) = (*g_413)) + (int32_t)(l_606 == l_607)) % (int8_t)(*l_606)) * (int8_t)((int8_t)(((*l_611) = l_610) == l_610) / (int8_t)1L)) - (uint8_t)((g_109 = ((*l_614) = ((uint16_t)(*l_607) % (uint16_t)(-9L)))) , p_32))) ^ 1UL);
    }
    else
    { /* block id: 206 */
        int32_t *l_616 = &g_103[0][3];
        int32_t l_639 = 7L;
        int16_t **l_672 = (void*)0;
        int16_t ***l_671 = &l_672;
        int16_t ****l_670 = &l_671;
        uint8_t l_683 = 0x2FL;
        uint32_t l_716 = 4294967288UL;
        for (g_469.f2 = 1; (g_469.f2 <= 4); g_469.f2 += 1)
        { /* block id: 209 */
            int32_t **l_617[7] = {&l_616,&l_616,&g_547,&l_616,&l_616,&g_547,&l_616};
            uint32_t *l_654[5] = {&g_593,&g_593,&g_593,&g_593,&g_593};
            union U1 l_664 = {0};
            int8_t l_734[4][8] = {{0x43L,0x43L,0xF2L,0xF2L,0x43L,0x43L,0xF2L,0xF2L},{0x43L,0x43L,0xF2L,0xF2L,0x43L,0x43L,0xF2L,0xF2L},{0x43L,0x43L,0xF2L,0xF2L,0x43L,0x43L,0xF2L,0xF2L},{0x43L,0x43L,0xF2L,0xF2L,0x43L,0x43L,0xF2L,0xF2L}};
            int i, j;
            (*g_546) = l_616;
            (*l_607) = (-3L);
            if (g_115)
                goto lbl_618;
            for (g_80.f7 = 1; (g_80.f7 <= 4); g_80.f7 += 1)
            { /* block id: 215 */
                uint32_t l_638 = 0x3AB72E1EL;
                uint8_t *l_641 = &g_109;
                uint16_t *l_655 = &g_399.f1;
                uint16_t *l_656 = &g_113[4][1][5];
                int32_t l_684[5][10][4] = {{{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L}},{{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L}},{{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L}},{{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L}},{{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L},{0L,0x7DC536BCL,0xBD8CDDA3L,0xBD8CDDA3L},{0x7DC536BCL,0x7DC536BCL,(-1L),1L},{0xCC4E9E0BL,0x7DC536BCL,1L,0xBD8CDDA3L},{0x0BEDFC33L,0x7DC536BCL,0x6C50A03FL,1L}}};
                int32_t *l_691 = (void*)0;
                int i, j, k;
                (*l_607) = (l_639 &= (((((uint16_t)65532UL * (uint16_t)(!((uint16_t)((int32_t)0x32E0F259L + (int32_t)0x5184BDD2L) % (uint16_t)0x98FBL))) || ((int16_t)(((uint64_t)((((int8_t)((int8_t)((int8_t)((void*)0 == &g_327) << (int8_t)2) - (int8_t)((*g_142) && ((uint16_t)(*l_616) % (uint16_t)(***g_549)))) % (int8_t)(*l_607)) & (*l_616)) , 1UL) + (uint64_t)l_638) == 1L) << (int16_t)p_32)) | l_638) || (*l_607)));
                if ((-(uint64_t)(((*l_641) |= 1UL) || ((uint64_t)(((int8_t)(((int64_t)((((p_32 && ((uint64_t)((((uint8_t)0x7CL << (uint8_t)6) && ((uint16_t)((*l_656) &= (l_654[4] == ((*g_509) = (*g_509)))) + (uint16_t)p_32)) ^ ((((int8_t)((0xFE4DL & (((((((((-(int8_t)(*l_607)) && ((((-(uint32_t)((uint16_t)(*l_616) >> (uint16_t)4)) , p_32) != g_10) | p_32)) > l_663[2]) & 248UL) , l_664) , 0x41020ED305E49AC4LL) < p_32) || 0xD4L) == g_433.f4)) ^ g_593) / (int8_t)246UL) , g_665) , 3UL)) % (uint64_t)p_32)) || 1L) & g_308[0][0].f5) || (*l_607)) + (int64_t)1L) , 1L) >> (int8_t)7) > 251UL) / (uint64_t)l_638))))
                { /* block id: 221 */
                    union U3 l_677 = {-4L};
                    int32_t l_678[1];
                    uint64_t *l_679 = &l_591;
                    uint64_t *l_682 = &g_300;
                    int i;
                    for (i = 0; i < 1; i++)
                        l_678[i] = 0x97EE5BCAL;
                    l_684[0][5][3] = (g_80.f8 & ((uint16_t)((int16_t)((&g_549 == l_670) == ((uint8_t)(((uint64_t)(l_677 , (--(*l_679))) + (uint64_t)((*l_682) = p_32)) & p_32) >> (uint8_t)(l_683 = ((*l_616) ^ p_32)))) + (int16_t)(**g_493)) >> (uint16_t)10));
                }
                else
                { /* block id: 226 */
                    union U2 ***l_687 = &g_685;
                    union U2 **l_689 = (void*)0;
                    union U2 ***l_688 = &l_689;
                    int32_t *l_690 = &g_103[0][2];
                    uint32_t l_717 = 6UL;
                    union U3 l_725 = {0L};
                    (*l_688) = ((*l_687) = g_685);
                    l_691 = l_690;
                    for (g_80.f2 = 0; (g_80.f2 <= 4); g_80.f2 += 1)
                    { /* block id: 232 */
                        uint8_t *l_719 = &l_683;
                        if ((*l_691))
                            break;
                        (*l_607) = ((int64_t)((uint8_t)((*l_719) = ((*l_641) = ((int32_t)(((((uint8_t)((g_291.f6 , ((*g_547) = ((uint64_t)((((int16_t)(((((((*l_616) ^ 0xF27217BDL) , (((((uint16_t)g_450.f1 << (uint16_t)((~(((uint16_t)(((0x12L >= (-(int16_t)(l_716 = ((uint16_t)(((*l_656) = 0x6317L) && ((uint32_t)(((uint16_t)g_80.f2 << (uint16_t)1) || 0UL) - (uint32_t)0x26844EB3L)) + (uint16_t)(*l_690))))) || l_717) <= p_32) + (uint16_t)0x2D5CL) , (*l_691))) && g_433.f0)) ^ 0x12A00F1B267C9B8ELL) || p_32) , g_718)) || (**g_493)) , 0x82L) >= (*l_616)) && 0L) * (int16_t)g_308[0][0].f6) == p_32) , 0UL) / (uint64_t)p_32))) ^ 0UL) - (uint8_t)p_32) == 5UL) , g_462[5][5].f3) , 0x16E41643L) + (int32_t)1L))) << (uint8_t)0) - (int64_t)p_32);
                    }
                    (*l_690) = (255UL || ((*l_691) , ((*l_610) |= (((((int16_t)(0x37L && ((int16_t)(+8L) * (int16_t)(((*g_510) ^ ((l_725 , (((uint16_t)(((*l_616) , g_506.f2) <= g_40[1]) << (uint16_t)14) < p_32)) , (*l_607))) == 3UL))) * (int16_t)(*l_690)) || g_433.f3) == g_80.f8) && (*l_691)))));
                }
                for (g_665.f8 = 4; (g_665.f8 >= 0); g_665.f8 -= 1)
                { /* block id: 246 */
                    uint64_t l_728[3][7][10] = {{{0x726D216B520135E2LL,1UL,18446744073709551615UL,3UL,18446744073709551609UL,0x10C6E7F1580907D6LL,0xB10C815B5477DF56LL,0xBABF53A63BE95FD6LL,0xEA57FB35ECB3922ALL,3UL},{0xBABF53A63BE95FD6LL,18446744073709551612UL,18446744073709551615UL,18446744073709551609UL,0x77DE98A12828E25ELL,0xBABF53A63BE95FD6LL,1UL,6UL,0xDEAF44629EECE40CLL,0xEA57FB35ECB3922ALL},{0x9AC9447E6B7E79F3LL,18446744073709551612UL,0x09CED3241674AD9DLL,0x77DE98A12828E25ELL,0x38570D369F1113FCLL,0x09CED3241674AD9DLL,0xB10C815B5477DF56LL,0x726D216B520135E2LL,18446744073709551610UL,0x38570D369F1113FCLL},{0x9AC9447E6B7E79F3LL,1UL,0x10C6E7F1580907D6LL,0x38570D369F1113FCLL,18446744073709551609UL,0xBABF53A63BE95FD6LL,0x1FB1E9B2381DCDA5LL,0xBABF53A63BE95FD6LL,18446744073709551609UL,0x38570D369F1113FCLL},{0xBABF53A63BE95FD6LL,0x1FB1E9B2381DCDA5LL,0xBABF53A63BE95FD6LL,18446744073709551609UL,0x38570D369F1113FCLL,0x10C6E7F1580907D6LL,1UL,0x9AC9447E6B7E79F3LL,18446744073709551609UL,0xEA57FB35ECB3922ALL},{0x726D216B520135E2LL,0xB10C815B5477DF56LL,0x09CED3241674AD9DLL,0x38570D369F1113FCLL,0x77DE98A12828E25ELL,0x09CED3241674AD9DLL,18446744073709551612UL,0x9AC9447E6B7E79F3LL,18446744073709551610UL,3UL},{6UL,1UL,0xBABF53A63BE95FD6LL,0x77DE98A12828E25ELL,18446744073709551609UL,18446744073709551615UL,18446744073709551612UL,0xBABF53A63BE95FD6LL,0xDEAF44629EECE40CLL,0x77DE98A12828E25ELL}},{{0xBABF53A63BE95FD6LL,0xB10C815B5477DF56LL,0x10C6E7F1580907D6LL,18446744073709551609UL,3UL,18446744073709551615UL,1UL,0x726D216B520135E2LL,0xEA57FB35ECB3922ALL,0xEA57FB35ECB3922ALL},{6UL,0x1FB1E9B2381DCDA5LL,0x09CED3241674AD9DLL,3UL,3UL,0x09CED3241674AD9DLL,0x1FB1E9B2381DCDA5LL,6UL,18446744073709551610UL,0x77DE98A12828E25ELL},{0x726D216B520135E2LL,1UL,0x02596F169A903766LL,0xBABF53A63BE95FD6LL,0x4385762FDE9628D2LL,0x99C620EA55681487LL,18446744073709551615UL,0x5C5816AE1311495ALL,0xA8F5E13A9F871377LL,0xBABF53A63BE95FD6LL},{0x5C5816AE1311495ALL,0x21AB5B8A4FF4DAF7LL,0x02596F169A903766LL,0x4385762FDE9628D2LL,18446744073709551615UL,0x5C5816AE1311495ALL,18446744073709551615UL,18446744073709551613UL,0x09CED3241674AD9DLL,0xA8F5E13A9F871377LL},{18446744073709551608UL,0x21AB5B8A4FF4DAF7LL,18446744073709551615UL,18446744073709551615UL,0x10C6E7F1580907D6LL,18446744073709551615UL,18446744073709551615UL,0xF96F935EBCD1BFC5LL,0x726D216B520135E2LL,0x10C6E7F1580907D6LL},{18446744073709551608UL,18446744073709551615UL,0x99C620EA55681487LL,0x10C6E7F1580907D6LL,0x4385762FDE9628D2LL,0x5C5816AE1311495ALL,0x8F8A67D4C0C31419LL,0x5C5816AE1311495ALL,0x4385762FDE9628D2LL,0x10C6E7F1580907D6LL},{0x5C5816AE1311495ALL,0x8F8A67D4C0C31419LL,0x5C5816AE1311495ALL,0x4385762FDE9628D2LL,0x10C6E7F1580907D6LL,0x99C620EA55681487LL,18446744073709551615UL,18446744073709551608UL,0x4385762FDE9628D2LL,0xA8F5E13A9F871377LL}},{{0xF96F935EBCD1BFC5LL,18446744073709551615UL,18446744073709551615UL,0x10C6E7F1580907D6LL,18446744073709551615UL,18446744073709551615UL,0x21AB5B8A4FF4DAF7LL,18446744073709551608UL,0x726D216B520135E2LL,0xBABF53A63BE95FD6LL},{18446744073709551613UL,18446744073709551615UL,0x5C5816AE1311495ALL,18446744073709551615UL,0x4385762FDE9628D2LL,0x02596F169A903766LL,0x21AB5B8A4FF4DAF7LL,0x5C5816AE1311495ALL,0x09CED3241674AD9DLL,18446744073709551615UL},{0x5C5816AE1311495ALL,18446744073709551615UL,0x99C620EA55681487LL,0x4385762FDE9628D2LL,0xBABF53A63BE95FD6LL,0x02596F169A903766LL,18446744073709551615UL,0xF96F935EBCD1BFC5LL,0xA8F5E13A9F871377LL,0xA8F5E13A9F871377LL},{18446744073709551613UL,0x8F8A67D4C0C31419LL,18446744073709551615UL,0xBABF53A63BE95FD6LL,0xBABF53A63BE95FD6LL,18446744073709551615UL,0x8F8A67D4C0C31419LL,18446744073709551613UL,0x726D216B520135E2LL,18446744073709551615UL},{0xF96F935EBCD1BFC5LL,18446744073709551615UL,0x02596F169A903766LL,0xBABF53A63BE95FD6LL,0x4385762FDE9628D2LL,0x99C620EA55681487LL,18446744073709551615UL,0x5C5816AE1311495ALL,0xA8F5E13A9F871377LL,0xBABF53A63BE95FD6LL},{0x5C5816AE1311495ALL,0x21AB5B8A4FF4DAF7LL,0x02596F169A903766LL,0x4385762FDE9628D2LL,18446744073709551615UL,0x5C5816AE1311495ALL,18446744073709551615UL,18446744073709551613UL,0x09CED3241674AD9DLL,0xA8F5E13A9F871377LL},{18446744073709551608UL,0x21AB5B8A4FF4DAF7LL,18446744073709551615UL,18446744073709551615UL,0x10C6E7F1580907D6LL,18446744073709551615UL,18446744073709551615UL,0xF96F935EBCD1BFC5LL,0x726D216B520135E2LL,0x10C6E7F1580907D6LL}}};
                    int32_t l_731 = 0x6D881C87L;
                    int32_t l_735 = 0x96A5AEB0L;
                    int32_t l_758 = (-10L);
                    int i, j, k;
                    --l_728[1][3][7];
                    g_737[0]--;
                    for (l_736 = 0; (l_736 <= 4); l_736 += 1)
                    { /* block id: 251 */
                        if (l_591)
                            goto lbl_618;
                    }
                    if ((((*l_607) &= (p_32 | ((int64_t)(p_32 >= (****g_548)) % (int64_t)0x1E4E5A1CA92FE411LL))) & g_308[0][0].f6))
                    { /* block id: 255 */
                        int i, j, k;
                        g_209[g_469.f2][g_665.f8][g_469.f2] = g_209[g_469.f2][g_665.f8][g_469.f2];
                    }
                    else
                    { /* block id: 257 */
                        int64_t *l_752 = &g_433.f0;
                        int32_t l_757 = 2L;
                        int32_t *l_759[5][3][2] = {{{&l_639,(void*)0},{&l_639,&l_639},{(void*)0,&l_639}},{{&l_639,(void*)0},{&l_639,&l_639},{(void*)0,&l_639}},{{&l_639,(void*)0},{&l_639,&l_639},{(void*)0,&l_639}},{{&l_639,(void*)0},{&l_639,&l_639},{(void*)0,&l_639}},{{&l_639,(void*)0},{&l_639,&l_639},{(void*)0,&l_639}}};
                        int i, j, k;
                        (*l_607) &= (*g_413);
                        l_758 |= (p_33 , ((uint32_t)((*l_616) != ((uint16_t)8UL % (uint16_t)((uint16_t)((((p_32 , ((((((*g_327) = (*g_327)) , ((*l_607) = (((uint16_t)(((int8_t)((((((*l_752) = 0x430CC140E25B97FBLL) <= ((int32_t)p_32 % (int32_t)p_32)) < ((int16_t)(*l_616) + (int16_t)1L)) , 0UL) , l_735) << (int8_t)(*l_607)) != p_32) << (uint16_t)15) ^ 0x1BD4A239L))) , 0x7EL) ^ l_757) < g_665.f5)) != 0x4AD86F3CL) , 0x3A32B626L) != p_32) << (uint16_t)l_731))) % (uint32_t)p_32));
                        l_759[4][1][0] = (void*)0;
                    }
                }
            }
        }
    }
    return (*l_607);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static union U3 * func_34(uint8_t  p_35, int8_t * p_36, int16_t  p_37)
{ /* block id: 159 */
    uint64_t l_537 = 0x240953B39FB2B096LL;
    union U3 *l_540[3];
    int i;
    for (i = 0; i < 3; i++)
        l_540[i] = &g_30;
    l_537++;
    return l_540[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_10 g_11 g_30.f0 g_80 g_113 g_142 g_106 g_162 g_103 g_115 g_209 g_211 g_109 g_242 g_210.f1 g_30 g_270 g_291 g_300 g_308 g_320 g_326 g_363 g_399 g_210.f2 g_413 g_493 g_506 g_509
 * writes: g_80.f8 g_80.f7 g_103 g_106 g_109 g_113 g_80.f3 g_115 g_209 g_80.f6 g_30.f0 g_140 g_300 g_363 g_80.f2
 */
static int8_t * func_41(union U3  p_42, union U3  p_43)
{ /* block id: 4 */
    union U1 l_56 = {0};
    int64_t l_65[4][6] = {{0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL,(-4L),(-4L),0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL},{0x42F53403E1FE01AFLL,(-4L),(-4L),0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL,(-4L)},{0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL,(-4L),(-4L),0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL},{0x42F53403E1FE01AFLL,(-4L),(-4L),0x42F53403E1FE01AFLL,0x42F53403E1FE01AFLL,(-4L)}};
    union U3 *l_81 = &g_30;
    uint32_t l_91 = 0x5B906699L;
    int16_t *l_108[3];
    int32_t l_116 = 1L;
    int32_t l_181 = 0x25ED220EL;
    int32_t l_182[9] = {(-1L),0xECB71139L,0xECB71139L,(-1L),0xECB71139L,0xECB71139L,(-1L),0xECB71139L,0xECB71139L};
    int16_t l_227 = (-3L);
    int32_t l_339 = 1L;
    int8_t **l_411 = (void*)0;
    uint32_t *l_508 = &g_80.f7;
    int8_t l_516 = 1L;
    int8_t *l_520[9] = {&g_30.f0,&l_516,&g_30.f0,&l_516,&g_30.f0,&l_516,&g_30.f0,&l_516,&g_30.f0};
    int i, j;
    for (i = 0; i < 3; i++)
        l_108[i] = &g_80.f8;
    if (((((int8_t)((int64_t)((((uint16_t)((int8_t)((uint8_t)((int32_t)(l_56 , (((int8_t)(((int16_t)1L - (int16_t)((-6L) == ((uint8_t)0UL * (uint8_t)(253UL || (l_65[3][2] != g_10))))) || ((g_11[1] != g_11[0]) > l_65[3][2])) + (int8_t)g_30.f0) , l_65[0][3])) % (int32_t)g_30.f0) << (uint8_t)g_10) >> (int8_t)l_65[3][2]) << (uint16_t)0) , (-1L)) && p_42.f0) % (int64_t)(-3L)) * (int8_t)0UL) == p_43.f0) || (-7L)))
    { /* block id: 5 */
        int64_t l_68 = (-6L);
        int16_t *l_82 = (void*)0;
        int16_t *l_83 = &g_80.f8;
        uint32_t l_110 = 1UL;
        int8_t *l_169 = (void*)0;
        uint8_t l_174[7];
        int32_t l_180 = 0xB4E4937CL;
        int32_t l_183 = (-7L);
        int32_t l_184 = (-1L);
        int32_t l_185 = 3L;
        int32_t l_186 = (-4L);
        int32_t l_187[6];
        union U3 *l_200 = &g_30;
        uint16_t l_213 = 65531UL;
        const int8_t l_259 = 1L;
        int i;
        for (i = 0; i < 7; i++)
            l_174[i] = 0x67L;
        for (i = 0; i < 6; i++)
            l_187[i] = 0x8C6D9029L;
        if ((((int16_t)l_68 >> (int16_t)((g_30.f0 | ((((((p_42.f0 >= (-1L)) != (((uint8_t)((~((l_68 != (((int8_t)((uint64_t)((!0UL) | (~((uint16_t)p_42.f0 * (uint16_t)((*l_83) = ((g_80 , l_81) == l_81))))) - (uint64_t)g_80.f4) * (int8_t)0x8BL) & g_80.f6)) , p_43.f0)) < p_42.f0) >> (uint8_t)6) >= 8UL)) , g_80.f4) > g_80.f5) || g_30.f0) != l_68)) && l_68)) , 0xFB092334L))
        { /* block id: 7 */
            uint32_t *l_90 = &g_80.f7;
            union U3 l_101 = {0xF5L};
            int32_t *l_102 = &g_103[0][2];
            int64_t l_107 = 0xF7AF164004C0D6AFLL;
            int8_t l_111[7] = {0x20L,(-6L),(-6L),0xB1L,(-6L),(-6L),0xB1L};
            uint16_t *l_112 = (void*)0;
            int32_t *l_114[3];
            int i;
            for (i = 0; i < 3; i++)
                l_114[i] = &g_115;
            g_80.f3 |= ((int64_t)(((uint8_t)((((*l_83) = ((uint16_t)(g_113[1][0][0] &= ((((((*l_90) = l_68) & (l_91 ^ ((uint8_t)(0xF7E1L & 65535UL) >> (uint8_t)7))) || ((int16_t)g_80.f6 - (int16_t)((g_109 = (0xBF4C0039L & (!((((int16_t)((int32_t)((*l_102) = (l_101 , l_65[3][2])) - (int32_t)(((((uint16_t)(g_106 = (p_42.f0 < 4L)) * (uint16_t)0UL) || l_107) <= g_30.f0) & g_80.f6)) >> (int16_t)2) , (void*)0) == l_108[0])))) || l_110))) != l_65[3][3]) , l_111[4])) * (uint16_t)7UL)) ^ p_43.f0) < 0x29L) % (uint8_t)p_42.f0) != l_110) + (int64_t)l_65[0][3]);
            l_116 = 0x14216A80L;
        }
        else
        { /* block id: 16 */
            union U1 l_131 = {0};
            int32_t l_139[4];
            int32_t l_165 = 0L;
            uint32_t l_188 = 0x832468EDL;
            union U3 *l_201[10][4] = {{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30}};
            uint8_t *l_215 = &g_109;
            uint8_t *l_216 = &l_174[2];
            uint32_t l_268 = 1UL;
            int i, j;
            for (i = 0; i < 4; i++)
                l_139[i] = 0x14A32183L;
            if (((uint16_t)((uint8_t)((int8_t)((int16_t)((*l_83) = ((uint16_t)((uint16_t)(p_42 , (0x88605791L & 0xDEB0DB54L)) >> (uint16_t)((uint8_t)l_65[0][1] / (uint8_t)(l_131 , l_91))) << (uint16_t)((+((int64_t)(-(int32_t)((int8_t)(-(uint32_t)4294967295UL) * (int8_t)l_65[0][0])) + (int64_t)p_42.f0)) ^ p_43.f0))) >> (int16_t)p_42.f0) / (int8_t)l_110) >> (uint8_t)5) << (uint16_t)l_139[3]))
            { /* block id: 18 */
                int32_t *l_141 = (void*)0;
                int16_t *l_166 = &g_80.f8;
                int32_t *l_177 = (void*)0;
                int32_t *l_178 = (void*)0;
                int32_t *l_179[7][4] = {{&l_116,&l_116,&l_116,&l_116},{&l_116,&l_116,(void*)0,&l_165},{&l_116,(void*)0,&l_116,&g_103[0][1]},{&l_116,&l_165,&g_103[0][1],&g_103[0][1]},{(void*)0,(void*)0,&l_116,&l_165},{&l_165,&l_116,&l_116,&l_116},{(void*)0,&l_116,&g_103[0][1],&l_116}};
                int i, j;
                for (g_80.f7 = 0; (g_80.f7 <= 3); g_80.f7 += 1)
                { /* block id: 21 */
                    return g_11[0];
                }
                (*g_142) = l_110;
                for (l_68 = 3; (l_68 >= 0); l_68 -= 1)
                { /* block id: 27 */
                    int16_t **l_163 = &l_82;
                    int32_t *l_164 = &l_139[3];
                    int8_t *l_168 = &g_80.f6;
                    int8_t **l_167 = &l_168;
                    int32_t *l_170 = &g_103[0][2];
                    int32_t *l_171 = (void*)0;
                    int32_t *l_172 = &l_139[3];
                    int32_t *l_173[7];
                    int i;
                    for (i = 0; i < 7; i++)
                        l_173[i] = &g_115;
                    l_165 = ((*l_164) = ((int8_t)(((int16_t)(g_80.f8 |= l_139[l_68]) << (int16_t)10) | (((uint16_t)((uint16_t)(((uint16_t)((uint16_t)(p_43.f0 | g_106) - (uint16_t)(&g_109 != ((((((int16_t)((!0x6BL) != (l_116 = l_139[2])) % (int16_t)((int32_t)(g_103[0][2] &= (l_139[3] >= (((int16_t)((((g_162 != ((*l_163) = (void*)0)) || p_43.f0) == 0x79FE0895L) && 0x47L) << (int16_t)p_42.f0) , 0x60L))) + (int32_t)l_91)) == g_106) & g_30.f0) != p_43.f0) , &g_109))) + (uint16_t)0x8770L) && 0xE9L) << (uint16_t)6) / (uint16_t)p_43.f0) | l_91)) * (int8_t)p_43.f0));
                    (*l_164) = ((l_166 == (*l_163)) | (p_42.f0 != (4294967286UL && (0xD4B2L >= (((*l_167) = g_11[1]) != l_169)))));
                    l_174[2]--;
                }
                l_188++;
            }
            else
            { /* block id: 39 */
                union U3 **l_199 = &l_81;
                union U3 **l_202 = &l_201[9][2];
                uint8_t *l_203 = &l_174[2];
                int32_t *l_206 = &l_187[2];
lbl_212:
                (*l_206) = (((int8_t)((uint64_t)((uint64_t)g_80.f3 % (uint64_t)((int8_t)((((*l_199) = &p_43) == &p_43) <= (l_200 == ((*l_202) = l_201[9][2]))) >> (int8_t)5)) % (uint64_t)g_113[1][0][0]) << (int8_t)((*l_203)++)) ^ l_165);
                for (g_115 = (-15); (g_115 <= (-21)); --g_115)
                { /* block id: 46 */
                    (*g_211) = g_209[1][3][4];
                    if (g_80.f5)
                        goto lbl_212;
                }
                l_206 = &l_165;
            }
            if ((l_213 | (!((*l_216) = (l_181 &= ((*l_215) = g_80.f6))))))
            { /* block id: 55 */
                int8_t *l_217 = &g_30.f0;
                return l_217;
            }
            else
            { /* block id: 57 */
                int8_t *l_228 = &g_80.f6;
                uint16_t *l_230[8] = {&g_10,&g_113[3][1][1],&g_10,&g_113[3][1][1],&g_10,&g_113[3][1][1],&g_10,&g_113[3][1][1]};
                uint16_t **l_229 = &l_230[5];
                uint16_t *l_232 = &g_113[1][0][0];
                uint16_t **l_231 = &l_232;
                int32_t l_238[6];
                uint32_t l_260 = 7UL;
                int32_t l_289 = (-1L);
                uint32_t *l_304 = &g_106;
                int i;
                for (i = 0; i < 6; i++)
                    l_238[i] = 5L;
                if (((+(((uint8_t)((uint16_t)((uint8_t)((int8_t)0x2CL << (int8_t)((*l_228) |= (l_139[3] = l_227))) >> (uint8_t)(l_165 &= (((*l_229) = &g_10) == ((*l_231) = &g_113[4][3][7])))) / (uint16_t)p_42.f0) / (uint8_t)(g_109 &= ((uint64_t)((((*l_216) = ((uint16_t)(~p_42.f0) << (uint16_t)6)) > ((l_82 == g_162) || l_238[0])) , l_238[0]) % (uint64_t)0x7187948F24D8D29DLL))) , 4L)) || l_182[8]))
                { /* block id: 65 */
                    uint32_t l_239 = 4294967294UL;
                    int32_t *l_261 = &l_182[7];
                    int8_t **l_301 = &l_169;
                    union U3 **l_325 = &l_201[9][2];
                    int16_t l_334 = 0xBF9BL;
                    const int16_t l_346[4] = {0x0938L,0x0938L,0x0938L,0x0938L};
                    int i;
                    for (g_30.f0 = 5; (g_30.f0 >= 0); g_30.f0 -= 1)
                    { /* block id: 68 */
                        int i;
                        l_239--;
                    }
                    (*g_242) = (*g_211);
                    if (((~((int16_t)g_210.f1 << (int16_t)((-1L) < ((((int8_t)((uint64_t)p_43.f0 + (uint64_t)l_239) << (int8_t)5) & l_239) == ((int8_t)1L << (int8_t)3))))) < ((uint8_t)(((((l_238[2] || ((uint8_t)(++(*l_216)) / (uint8_t)g_80.f8)) , (+(g_30 , l_259))) ^ l_260) && 0xC4L) | l_239) * (uint8_t)g_80.f4)))
                    { /* block id: 73 */
                        int32_t **l_262[3];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_262[i] = &l_261;
                        g_140[1][0] = l_261;
                    }
                    else
                    { /* block id: 75 */
                        int32_t *l_269 = &l_238[5];
                        uint32_t *l_285 = &g_80.f7;
                        uint32_t *l_288 = &g_106;
                        int64_t *l_296 = (void*)0;
                        uint64_t *l_299 = &g_300;
                        uint32_t **l_305 = &l_304;
                        (*g_270) ^= ((*l_269) &= ((*l_261) ^= (g_113[1][0][0] & (((uint8_t)(+g_113[3][2][1]) >> (uint8_t)0) || ((uint64_t)g_80.f6 % (uint64_t)l_268)))));
                        (*l_269) = ((uint32_t)4294967295UL - (uint32_t)((int32_t)(*g_270) + (int32_t)((int16_t)(-10L) - (int16_t)(((((int32_t)l_238[0] % (int32_t)g_80.f4) ^ ((uint8_t)((uint8_t)(((int32_t)(-1L) % (int32_t)((*l_288) |= ((*l_285)++))) || (l_289 = (p_43.f0 , l_238[0]))) >> (uint8_t)((+6L) || 0x0ECAL)) << (uint8_t)p_43.f0)) >= p_43.f0) & p_42.f0))));
                        (*l_269) = (g_291 , ((((uint8_t)((uint32_t)g_80.f1 / (uint32_t)((((0xA9FD17ABD9C13957LL & ((l_289 = g_30.f0) == ((*l_299) &= (0x8E4DL <= ((uint16_t)g_291.f8 >> (uint16_t)14))))) , &g_11[0]) != l_301) , ((int16_t)((*l_261) = ((((*l_305) = l_304) == &l_239) > p_43.f0)) / (int16_t)g_291.f5))) / (uint8_t)p_42.f0) | 65535UL) | p_42.f0));
                        (*l_261) = ((((((int16_t)p_42.f0 << (int16_t)12) < (g_308[0][0] , ((*l_269) = ((!((((l_289 <= ((uint64_t)((*l_299)++) + (uint64_t)((((((uint32_t)(g_308[0][0].f4 != (((int8_t)(((((int8_t)(g_320 , ((*l_261) || (((uint64_t)p_43.f0 % (uint64_t)((int8_t)(((((p_43.f0 | g_308[0][0].f6) < (*l_269)) , l_325) != g_326[2][1]) == 0x8D4BEC732DC73FE9LL) >> (int8_t)7)) > 0x66348C48L))) >> (int8_t)p_42.f0) >= g_308[0][0].f4) , p_43.f0) , l_182[8]) >> (int8_t)6) , p_42.f0)) % (uint32_t)5L) != p_42.f0) & 65535UL) , g_308[0][0].f3) , l_91))) <= g_80.f5) ^ l_213) , g_113[6][3][2])) > p_43.f0)))) > p_42.f0) == p_42.f0) >= 7L);
                    }
                    if (((int8_t)((uint16_t)((uint8_t)(l_334 ^ ((g_308[0][0].f1 && ((g_308[0][0].f4 | (!(~(l_139[1] > ((int16_t)0xD490L << (int16_t)4))))) >= l_339)) >= ((uint16_t)((l_182[8] = ((int16_t)(((int8_t)l_346[2] << (int8_t)((int8_t)((int32_t)((int32_t)(l_82 == l_230[5]) % (int32_t)l_259) + (int32_t)p_43.f0) * (int8_t)(-1L))) < 0xF117D2C44DCFA480LL) % (int16_t)1UL)) != g_308[0][0].f5) * (uint16_t)p_42.f0))) >> (uint8_t)1) / (uint16_t)(-5L)) >> (int8_t)7))
                    { /* block id: 93 */
                        (*l_261) = p_43.f0;
                    }
                    else
                    { /* block id: 95 */
                        int32_t *l_353 = &l_289;
                        int32_t *l_354 = &g_103[1][4];
                        int32_t *l_355 = &g_103[1][4];
                        int32_t *l_356 = &l_289;
                        int32_t *l_357 = &g_115;
                        int32_t *l_358 = &l_180;
                        int32_t *l_359 = &l_339;
                        int32_t *l_360 = &l_182[5];
                        int32_t *l_361 = &l_139[2];
                        int32_t *l_362[9] = {&l_180,&l_186,&l_180,&l_186,&l_180,&l_186,&l_180,&l_186,&l_180};
                        int i;
                        g_363--;
                        (*l_325) = &p_43;
                    }
                }
                else
                { /* block id: 99 */
                    union U3 **l_400 = &l_201[1][0];
                    int64_t *l_401[3][6][8] = {{{&l_68,(void*)0,&l_68,&l_68,&l_68,(void*)0,&l_68,&l_65[3][2]},{&l_68,&l_65[2][4],&l_65[3][2],&l_68,&g_80.f2,&l_65[3][2],&g_80.f2,&g_80.f2},{&l_65[3][2],&l_68,&g_80.f2,&l_68,&g_80.f2,&g_80.f2,(void*)0,&l_68},{&l_68,&g_80.f2,&l_65[3][2],&g_80.f2,&l_68,&l_68,&g_80.f2,&l_65[3][2]},{&l_68,&l_68,&g_80.f2,&g_80.f2,&l_68,&l_65[3][2],&l_65[1][1],&l_65[2][4]},{&l_65[3][2],&g_80.f2,(void*)0,&g_80.f2,&l_65[2][4],&g_80.f2,(void*)0,&l_65[2][4]}},{{&g_80.f2,(void*)0,&l_68,&g_80.f2,&g_80.f2,&l_65[3][2],(void*)0,&l_65[3][2]},{(void*)0,&g_80.f2,&l_65[3][2],&g_80.f2,(void*)0,&g_80.f2,&g_80.f2,&l_68},{&l_65[3][2],&l_65[1][1],&l_65[0][4],&l_68,&l_65[1][1],(void*)0,&g_80.f2,&g_80.f2},{&g_80.f2,(void*)0,&l_65[0][4],&l_68,&l_68,&l_68,&g_80.f2,&l_65[3][2]},{&l_65[1][1],(void*)0,&l_65[3][2],&l_68,&l_68,&l_65[3][2],(void*)0,&l_65[1][1]},{&l_65[3][2],&g_80.f2,&l_68,&l_68,&l_68,&l_65[0][4],(void*)0,&l_65[3][2]}},{{&l_65[0][4],&l_65[3][2],&g_80.f2,&l_68,(void*)0,&l_65[0][0],&l_68,&l_68},{&l_65[3][2],&l_65[3][2],&l_68,&l_68,&l_65[0][4],&g_80.f2,&l_65[0][4],&l_68},{&l_68,&l_68,&l_68,&l_68,(void*)0,&g_80.f2,&l_68,(void*)0},{&g_80.f2,&l_68,&l_65[3][2],&g_80.f2,&l_68,&g_80.f2,(void*)0,&l_68},{&g_80.f2,&l_68,&g_80.f2,&g_80.f2,(void*)0,&l_68,(void*)0,(void*)0},{&l_68,&l_65[0][4],(void*)0,(void*)0,&l_65[0][4],&l_68,&l_65[3][2],&g_80.f2}}};
                    int32_t l_402 = 0x84C91BD4L;
                    int32_t *l_403 = &l_183;
                    int i, j, k;
                    l_339 &= ((int8_t)((uint32_t)((int64_t)((uint8_t)((uint16_t)((int8_t)((int64_t)(g_162 == (void*)0) + (int64_t)(((int16_t)((g_300 | ((uint16_t)((((uint64_t)(((*l_403) = (((l_213 >= (g_113[1][0][0] = ((uint16_t)(((((uint8_t)0UL << (uint8_t)2) , ((((*l_216) = (l_289 = ((uint8_t)((uint16_t)(0x77CEL <= (p_43.f0 > (g_80.f2 ^= (((*l_400) = ((((int64_t)g_80.f7 - (int64_t)((!(g_399 , l_238[0])) ^ p_43.f0)) || p_43.f0) , (void*)0)) != (void*)0)))) + (uint16_t)(-8L)) * (uint8_t)g_308[0][0].f4))) != 1UL) != g_308[0][0].f8)) && (-1L)) && g_106) >> (uint16_t)13))) <= l_402) >= g_308[0][0].f5)) ^ 0xC3329FD5L) - (uint64_t)0x736043EC19C42588LL) < g_103[1][1]) == g_80.f4) / (uint16_t)0xFFBAL)) | p_43.f0) / (int16_t)l_180) != 0xB7B6L)) * (int8_t)p_42.f0) >> (uint16_t)p_42.f0) * (uint8_t)p_42.f0) / (int64_t)l_402) / (uint32_t)p_43.f0) >> (int8_t)p_43.f0);
                }
                return l_169;
            }
        }
    }
    else
    { /* block id: 111 */
        uint16_t l_410 = 0x4D53L;
        int8_t **l_412 = &g_11[1];
        int32_t l_430 = 0xC4AD0809L;
        const union U1 *l_474 = &l_56;
        int32_t *l_476 = (void*)0;
        int32_t *l_478 = &l_116;
        const int8_t *l_490 = &g_308[0][0].f6;
        int32_t **l_519 = (void*)0;
        for (g_106 = 0; (g_106 != 32); ++g_106)
        { /* block id: 114 */
            int32_t l_418 = 0x983DB02AL;
            uint32_t *l_429[2][8] = {{&g_80.f7,&g_80.f7,&g_106,&g_80.f7,&g_106,&g_80.f7,&g_80.f7,&g_80.f7},{&g_80.f7,&g_80.f7,&g_106,&g_106,&g_80.f7,&g_80.f7,&g_106,&g_80.f7}};
            uint16_t *l_434 = &g_399.f1;
            int8_t *l_437 = &g_80.f6;
            int32_t l_459 = (-3L);
            int32_t l_471[2][7] = {{0xE13F8848L,0xE13F8848L,0xE13F8848L,0xE13F8848L,0xE13F8848L,0xE13F8848L,0xE13F8848L},{0xCBA9D046L,0xCBA9D046L,0xCBA9D046L,0xCBA9D046L,0xCBA9D046L,0xCBA9D046L,0xCBA9D046L}};
            int i, j;
            (*g_413) = (((((((int64_t)((int8_t)(((((p_43.f0 & ((&g_209[1][3][4] != &g_209[1][3][3]) || (l_410 , p_42.f0))) , l_411) != (g_210.f2 , l_412)) , ((p_42.f0 & p_43.f0) , (void*)0)) != &l_108[0]) * (int8_t)l_339) + (int64_t)g_80.f8) && 0x6E3AD17AD85AA962LL) > l_410) , 1UL) ^ 0xF87F9D4EF84BDC53LL) == g_308[0][0].f2);
        }
lbl_518:
        (*l_478) = (~0UL);
        for (g_80.f6 = 0; (g_80.f6 <= 28); g_80.f6 += 4)
        { /* block id: 146 */
            int8_t l_481 = (-1L);
            int16_t **l_492 = (void*)0;
            int16_t ***l_491 = &l_492;
            uint32_t *l_507 = &g_106;
            int32_t **l_513 = &l_476;
            int32_t *l_517 = &l_182[6];
            g_115 ^= ((((l_481 < (g_30.f0 , (((((*l_491) = (((uint8_t)(0x64A1L > p_43.f0) * (uint8_t)((((uint8_t)p_43.f0 >> (uint8_t)(((uint32_t)g_103[0][3] % (uint32_t)((uint32_t)((((void*)0 != l_490) <= 1L) > l_481) - (uint32_t)p_42.f0)) < g_308[0][0].f3)) < p_42.f0) == 65531UL)) , (void*)0)) != g_493) && p_42.f0) | 1UL))) , (void*)0) != &l_476) ^ (-2L));
            (*l_517) &= (((int64_t)(p_42.f0 , (((int64_t)(!((int16_t)((-(int64_t)((uint8_t)(((((g_506 , l_507) == l_508) , g_509) == (void*)0) != ((int8_t)(&l_478 == (l_513 = l_513)) >> (int8_t)((int8_t)l_516 << (int8_t)5))) % (uint8_t)p_43.f0)) & 1UL) * (int16_t)(*l_478))) / (int64_t)p_43.f0) <= p_43.f0)) + (int64_t)g_80.f2) == 0xD7L);
            if (l_91)
                goto lbl_518;
            if (l_227)
                goto lbl_518;
        }
        l_478 = &l_430;
    }
    return g_11[0];
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
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_30.f0, "g_30.f0", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_40[i], "g_40[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_80.f0, "g_80.f0", print_hash_value);
    transparent_crc(g_80.f1, "g_80.f1", print_hash_value);
    transparent_crc(g_80.f2, "g_80.f2", print_hash_value);
    transparent_crc(g_80.f3, "g_80.f3", print_hash_value);
    transparent_crc(g_80.f4, "g_80.f4", print_hash_value);
    transparent_crc(g_80.f5, "g_80.f5", print_hash_value);
    transparent_crc(g_80.f6, "g_80.f6", print_hash_value);
    transparent_crc(g_80.f7, "g_80.f7", print_hash_value);
    transparent_crc(g_80.f8, "g_80.f8", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_103[i][j], "g_103[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_113[i][j][k], "g_113[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_210.f0, "g_210.f0", print_hash_value);
    transparent_crc(g_210.f1, "g_210.f1", print_hash_value);
    transparent_crc(g_210.f2, "g_210.f2", print_hash_value);
    transparent_crc(g_210.f3, "g_210.f3", print_hash_value);
    transparent_crc(g_210.f4, "g_210.f4", print_hash_value);
    transparent_crc(g_291.f0, "g_291.f0", print_hash_value);
    transparent_crc(g_291.f1, "g_291.f1", print_hash_value);
    transparent_crc(g_291.f2, "g_291.f2", print_hash_value);
    transparent_crc(g_291.f3, "g_291.f3", print_hash_value);
    transparent_crc(g_291.f4, "g_291.f4", print_hash_value);
    transparent_crc(g_291.f5, "g_291.f5", print_hash_value);
    transparent_crc(g_291.f6, "g_291.f6", print_hash_value);
    transparent_crc(g_291.f7, "g_291.f7", print_hash_value);
    transparent_crc(g_291.f8, "g_291.f8", print_hash_value);
    transparent_crc(g_300, "g_300", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_308[i][j].f0, "g_308[i][j].f0", print_hash_value);
            transparent_crc(g_308[i][j].f1, "g_308[i][j].f1", print_hash_value);
            transparent_crc(g_308[i][j].f2, "g_308[i][j].f2", print_hash_value);
            transparent_crc(g_308[i][j].f3, "g_308[i][j].f3", print_hash_value);
            transparent_crc(g_308[i][j].f4, "g_308[i][j].f4", print_hash_value);
            transparent_crc(g_308[i][j].f5, "g_308[i][j].f5", print_hash_value);
            transparent_crc(g_308[i][j].f6, "g_308[i][j].f6", print_hash_value);
            transparent_crc(g_308[i][j].f7, "g_308[i][j].f7", print_hash_value);
            transparent_crc(g_308[i][j].f8, "g_308[i][j].f8", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_320.f0, "g_320.f0", print_hash_value);
    transparent_crc(g_320.f1, "g_320.f1", print_hash_value);
    transparent_crc(g_320.f2, "g_320.f2", print_hash_value);
    transparent_crc(g_320.f3, "g_320.f3", print_hash_value);
    transparent_crc(g_320.f4, "g_320.f4", print_hash_value);
    transparent_crc(g_363, "g_363", print_hash_value);
    transparent_crc(g_433.f1, "g_433.f1", print_hash_value);
    transparent_crc(g_433.f2, "g_433.f2", print_hash_value);
    transparent_crc(g_433.f3, "g_433.f3", print_hash_value);
    transparent_crc(g_433.f4, "g_433.f4", print_hash_value);
    transparent_crc(g_450.f0, "g_450.f0", print_hash_value);
    transparent_crc(g_450.f1, "g_450.f1", print_hash_value);
    transparent_crc(g_450.f2, "g_450.f2", print_hash_value);
    transparent_crc(g_450.f3, "g_450.f3", print_hash_value);
    transparent_crc(g_450.f4, "g_450.f4", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_462[i][j].f0, "g_462[i][j].f0", print_hash_value);
            transparent_crc(g_462[i][j].f1, "g_462[i][j].f1", print_hash_value);
            transparent_crc(g_462[i][j].f2, "g_462[i][j].f2", print_hash_value);
            transparent_crc(g_462[i][j].f3, "g_462[i][j].f3", print_hash_value);
            transparent_crc(g_462[i][j].f4, "g_462[i][j].f4", print_hash_value);
            transparent_crc(g_462[i][j].f5, "g_462[i][j].f5", print_hash_value);
            transparent_crc(g_462[i][j].f6, "g_462[i][j].f6", print_hash_value);
            transparent_crc(g_462[i][j].f7, "g_462[i][j].f7", print_hash_value);
            transparent_crc(g_462[i][j].f8, "g_462[i][j].f8", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_469.f1, "g_469.f1", print_hash_value);
    transparent_crc(g_469.f2, "g_469.f2", print_hash_value);
    transparent_crc(g_469.f3, "g_469.f3", print_hash_value);
    transparent_crc(g_469.f4, "g_469.f4", print_hash_value);
    transparent_crc(g_495, "g_495", print_hash_value);
    transparent_crc(g_506.f0, "g_506.f0", print_hash_value);
    transparent_crc(g_506.f1, "g_506.f1", print_hash_value);
    transparent_crc(g_506.f2, "g_506.f2", print_hash_value);
    transparent_crc(g_506.f3, "g_506.f3", print_hash_value);
    transparent_crc(g_506.f4, "g_506.f4", print_hash_value);
    transparent_crc(g_506.f5, "g_506.f5", print_hash_value);
    transparent_crc(g_506.f6, "g_506.f6", print_hash_value);
    transparent_crc(g_506.f7, "g_506.f7", print_hash_value);
    transparent_crc(g_506.f8, "g_506.f8", print_hash_value);
    transparent_crc(g_535, "g_535", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_573[i][j].f0, "g_573[i][j].f0", print_hash_value);
            transparent_crc(g_573[i][j].f1, "g_573[i][j].f1", print_hash_value);
            transparent_crc(g_573[i][j].f2, "g_573[i][j].f2", print_hash_value);
            transparent_crc(g_573[i][j].f3, "g_573[i][j].f3", print_hash_value);
            transparent_crc(g_573[i][j].f4, "g_573[i][j].f4", print_hash_value);
            transparent_crc(g_573[i][j].f5, "g_573[i][j].f5", print_hash_value);
            transparent_crc(g_573[i][j].f6, "g_573[i][j].f6", print_hash_value);
            transparent_crc(g_573[i][j].f7, "g_573[i][j].f7", print_hash_value);
            transparent_crc(g_573[i][j].f8, "g_573[i][j].f8", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_590[i][j][k], "g_590[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_593, "g_593", print_hash_value);
    transparent_crc(g_665.f0, "g_665.f0", print_hash_value);
    transparent_crc(g_665.f1, "g_665.f1", print_hash_value);
    transparent_crc(g_665.f2, "g_665.f2", print_hash_value);
    transparent_crc(g_665.f3, "g_665.f3", print_hash_value);
    transparent_crc(g_665.f4, "g_665.f4", print_hash_value);
    transparent_crc(g_665.f5, "g_665.f5", print_hash_value);
    transparent_crc(g_665.f6, "g_665.f6", print_hash_value);
    transparent_crc(g_665.f7, "g_665.f7", print_hash_value);
    transparent_crc(g_665.f8, "g_665.f8", print_hash_value);
    transparent_crc(g_718, "g_718", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_737[i], "g_737[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_840, "g_840", print_hash_value);
    transparent_crc(g_863.f0, "g_863.f0", print_hash_value);
    transparent_crc(g_863.f1, "g_863.f1", print_hash_value);
    transparent_crc(g_863.f2, "g_863.f2", print_hash_value);
    transparent_crc(g_863.f3, "g_863.f3", print_hash_value);
    transparent_crc(g_863.f4, "g_863.f4", print_hash_value);
    transparent_crc(g_909.f0, "g_909.f0", print_hash_value);
    transparent_crc(g_909.f1, "g_909.f1", print_hash_value);
    transparent_crc(g_909.f2, "g_909.f2", print_hash_value);
    transparent_crc(g_909.f3, "g_909.f3", print_hash_value);
    transparent_crc(g_909.f4, "g_909.f4", print_hash_value);
    transparent_crc(g_909.f5, "g_909.f5", print_hash_value);
    transparent_crc(g_909.f6, "g_909.f6", print_hash_value);
    transparent_crc(g_909.f7, "g_909.f7", print_hash_value);
    transparent_crc(g_909.f8, "g_909.f8", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_971[i][j][k], "g_971[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1071.f0, "g_1071.f0", print_hash_value);
    transparent_crc(g_1071.f1, "g_1071.f1", print_hash_value);
    transparent_crc(g_1071.f2, "g_1071.f2", print_hash_value);
    transparent_crc(g_1071.f3, "g_1071.f3", print_hash_value);
    transparent_crc(g_1071.f4, "g_1071.f4", print_hash_value);
    transparent_crc(g_1081.f0, "g_1081.f0", print_hash_value);
    transparent_crc(g_1081.f1, "g_1081.f1", print_hash_value);
    transparent_crc(g_1081.f2, "g_1081.f2", print_hash_value);
    transparent_crc(g_1081.f3, "g_1081.f3", print_hash_value);
    transparent_crc(g_1081.f4, "g_1081.f4", print_hash_value);
    transparent_crc(g_1081.f5, "g_1081.f5", print_hash_value);
    transparent_crc(g_1081.f6, "g_1081.f6", print_hash_value);
    transparent_crc(g_1081.f7, "g_1081.f7", print_hash_value);
    transparent_crc(g_1081.f8, "g_1081.f8", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1085[i][j], "g_1085[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1144[i], "g_1144[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1204, "g_1204", print_hash_value);
    transparent_crc(g_1324, "g_1324", print_hash_value);
    transparent_crc(g_1368, "g_1368", print_hash_value);
    transparent_crc(g_1400.f0, "g_1400.f0", print_hash_value);
    transparent_crc(g_1400.f1, "g_1400.f1", print_hash_value);
    transparent_crc(g_1400.f2, "g_1400.f2", print_hash_value);
    transparent_crc(g_1400.f3, "g_1400.f3", print_hash_value);
    transparent_crc(g_1400.f4, "g_1400.f4", print_hash_value);
    transparent_crc(g_1400.f5, "g_1400.f5", print_hash_value);
    transparent_crc(g_1400.f6, "g_1400.f6", print_hash_value);
    transparent_crc(g_1400.f7, "g_1400.f7", print_hash_value);
    transparent_crc(g_1400.f8, "g_1400.f8", print_hash_value);
    transparent_crc(g_1454.f0, "g_1454.f0", print_hash_value);
    transparent_crc(g_1454.f1, "g_1454.f1", print_hash_value);
    transparent_crc(g_1454.f2, "g_1454.f2", print_hash_value);
    transparent_crc(g_1454.f3, "g_1454.f3", print_hash_value);
    transparent_crc(g_1454.f4, "g_1454.f4", print_hash_value);
    transparent_crc(g_1454.f5, "g_1454.f5", print_hash_value);
    transparent_crc(g_1454.f6, "g_1454.f6", print_hash_value);
    transparent_crc(g_1454.f7, "g_1454.f7", print_hash_value);
    transparent_crc(g_1454.f8, "g_1454.f8", print_hash_value);
    transparent_crc(g_1467, "g_1467", print_hash_value);
    transparent_crc(g_1503.f1, "g_1503.f1", print_hash_value);
    transparent_crc(g_1503.f2, "g_1503.f2", print_hash_value);
    transparent_crc(g_1503.f3, "g_1503.f3", print_hash_value);
    transparent_crc(g_1503.f4, "g_1503.f4", print_hash_value);
    transparent_crc(g_1507, "g_1507", print_hash_value);
    transparent_crc(g_1515, "g_1515", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_1571[i][j][k], "g_1571[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1601.f0, "g_1601.f0", print_hash_value);
    transparent_crc(g_1601.f1, "g_1601.f1", print_hash_value);
    transparent_crc(g_1601.f2, "g_1601.f2", print_hash_value);
    transparent_crc(g_1601.f3, "g_1601.f3", print_hash_value);
    transparent_crc(g_1601.f4, "g_1601.f4", print_hash_value);
    transparent_crc(g_1601.f5, "g_1601.f5", print_hash_value);
    transparent_crc(g_1601.f6, "g_1601.f6", print_hash_value);
    transparent_crc(g_1601.f7, "g_1601.f7", print_hash_value);
    transparent_crc(g_1601.f8, "g_1601.f8", print_hash_value);
    transparent_crc(g_1612.f0, "g_1612.f0", print_hash_value);
    transparent_crc(g_1612.f1, "g_1612.f1", print_hash_value);
    transparent_crc(g_1612.f2, "g_1612.f2", print_hash_value);
    transparent_crc(g_1612.f3, "g_1612.f3", print_hash_value);
    transparent_crc(g_1612.f4, "g_1612.f4", print_hash_value);
    transparent_crc(g_1612.f5, "g_1612.f5", print_hash_value);
    transparent_crc(g_1612.f6, "g_1612.f6", print_hash_value);
    transparent_crc(g_1612.f7, "g_1612.f7", print_hash_value);
    transparent_crc(g_1612.f8, "g_1612.f8", print_hash_value);
    transparent_crc(g_1698.f1, "g_1698.f1", print_hash_value);
    transparent_crc(g_1698.f2, "g_1698.f2", print_hash_value);
    transparent_crc(g_1698.f3, "g_1698.f3", print_hash_value);
    transparent_crc(g_1698.f4, "g_1698.f4", print_hash_value);
    transparent_crc(g_1772.f0, "g_1772.f0", print_hash_value);
    transparent_crc(g_1772.f1, "g_1772.f1", print_hash_value);
    transparent_crc(g_1772.f2, "g_1772.f2", print_hash_value);
    transparent_crc(g_1772.f3, "g_1772.f3", print_hash_value);
    transparent_crc(g_1772.f4, "g_1772.f4", print_hash_value);
    transparent_crc(g_1772.f5, "g_1772.f5", print_hash_value);
    transparent_crc(g_1772.f6, "g_1772.f6", print_hash_value);
    transparent_crc(g_1772.f7, "g_1772.f7", print_hash_value);
    transparent_crc(g_1772.f8, "g_1772.f8", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1773[i].f0, "g_1773[i].f0", print_hash_value);
        transparent_crc(g_1773[i].f1, "g_1773[i].f1", print_hash_value);
        transparent_crc(g_1773[i].f2, "g_1773[i].f2", print_hash_value);
        transparent_crc(g_1773[i].f3, "g_1773[i].f3", print_hash_value);
        transparent_crc(g_1773[i].f4, "g_1773[i].f4", print_hash_value);
        transparent_crc(g_1773[i].f5, "g_1773[i].f5", print_hash_value);
        transparent_crc(g_1773[i].f6, "g_1773[i].f6", print_hash_value);
        transparent_crc(g_1773[i].f7, "g_1773[i].f7", print_hash_value);
        transparent_crc(g_1773[i].f8, "g_1773[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1780.f0, "g_1780.f0", print_hash_value);
    transparent_crc(g_1780.f1, "g_1780.f1", print_hash_value);
    transparent_crc(g_1780.f2, "g_1780.f2", print_hash_value);
    transparent_crc(g_1780.f3, "g_1780.f3", print_hash_value);
    transparent_crc(g_1780.f4, "g_1780.f4", print_hash_value);
    transparent_crc(g_1899.f0, "g_1899.f0", print_hash_value);
    transparent_crc(g_1899.f1, "g_1899.f1", print_hash_value);
    transparent_crc(g_1899.f2, "g_1899.f2", print_hash_value);
    transparent_crc(g_1899.f3, "g_1899.f3", print_hash_value);
    transparent_crc(g_1899.f4, "g_1899.f4", print_hash_value);
    transparent_crc(g_1899.f5, "g_1899.f5", print_hash_value);
    transparent_crc(g_1899.f6, "g_1899.f6", print_hash_value);
    transparent_crc(g_1899.f7, "g_1899.f7", print_hash_value);
    transparent_crc(g_1899.f8, "g_1899.f8", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1947[i].f0, "g_1947[i].f0", print_hash_value);
        transparent_crc(g_1947[i].f1, "g_1947[i].f1", print_hash_value);
        transparent_crc(g_1947[i].f2, "g_1947[i].f2", print_hash_value);
        transparent_crc(g_1947[i].f3, "g_1947[i].f3", print_hash_value);
        transparent_crc(g_1947[i].f4, "g_1947[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2011, "g_2011", print_hash_value);
    transparent_crc(g_2029, "g_2029", print_hash_value);
    transparent_crc(g_2056.f0, "g_2056.f0", print_hash_value);
    transparent_crc(g_2056.f1, "g_2056.f1", print_hash_value);
    transparent_crc(g_2056.f2, "g_2056.f2", print_hash_value);
    transparent_crc(g_2056.f3, "g_2056.f3", print_hash_value);
    transparent_crc(g_2056.f4, "g_2056.f4", print_hash_value);
    transparent_crc(g_2056.f5, "g_2056.f5", print_hash_value);
    transparent_crc(g_2056.f6, "g_2056.f6", print_hash_value);
    transparent_crc(g_2056.f7, "g_2056.f7", print_hash_value);
    transparent_crc(g_2056.f8, "g_2056.f8", print_hash_value);
    transparent_crc(g_2067.f0, "g_2067.f0", print_hash_value);
    transparent_crc(g_2067.f1, "g_2067.f1", print_hash_value);
    transparent_crc(g_2067.f2, "g_2067.f2", print_hash_value);
    transparent_crc(g_2067.f3, "g_2067.f3", print_hash_value);
    transparent_crc(g_2067.f4, "g_2067.f4", print_hash_value);
    transparent_crc(g_2067.f5, "g_2067.f5", print_hash_value);
    transparent_crc(g_2067.f6, "g_2067.f6", print_hash_value);
    transparent_crc(g_2067.f7, "g_2067.f7", print_hash_value);
    transparent_crc(g_2067.f8, "g_2067.f8", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2144[i].f0, "g_2144[i].f0", print_hash_value);
        transparent_crc(g_2144[i].f1, "g_2144[i].f1", print_hash_value);
        transparent_crc(g_2144[i].f2, "g_2144[i].f2", print_hash_value);
        transparent_crc(g_2144[i].f3, "g_2144[i].f3", print_hash_value);
        transparent_crc(g_2144[i].f4, "g_2144[i].f4", print_hash_value);
        transparent_crc(g_2144[i].f5, "g_2144[i].f5", print_hash_value);
        transparent_crc(g_2144[i].f6, "g_2144[i].f6", print_hash_value);
        transparent_crc(g_2144[i].f7, "g_2144[i].f7", print_hash_value);
        transparent_crc(g_2144[i].f8, "g_2144[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2184.f0, "g_2184.f0", print_hash_value);
    transparent_crc(g_2184.f1, "g_2184.f1", print_hash_value);
    transparent_crc(g_2184.f2, "g_2184.f2", print_hash_value);
    transparent_crc(g_2184.f3, "g_2184.f3", print_hash_value);
    transparent_crc(g_2184.f4, "g_2184.f4", print_hash_value);
    transparent_crc(g_2184.f5, "g_2184.f5", print_hash_value);
    transparent_crc(g_2184.f6, "g_2184.f6", print_hash_value);
    transparent_crc(g_2184.f7, "g_2184.f7", print_hash_value);
    transparent_crc(g_2184.f8, "g_2184.f8", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_2426[i], "g_2426[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2430, "g_2430", print_hash_value);
    transparent_crc(g_2485.f0, "g_2485.f0", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_2490[i].f0, "g_2490[i].f0", print_hash_value);
        transparent_crc(g_2490[i].f1, "g_2490[i].f1", print_hash_value);
        transparent_crc(g_2490[i].f2, "g_2490[i].f2", print_hash_value);
        transparent_crc(g_2490[i].f3, "g_2490[i].f3", print_hash_value);
        transparent_crc(g_2490[i].f4, "g_2490[i].f4", print_hash_value);
        transparent_crc(g_2490[i].f5, "g_2490[i].f5", print_hash_value);
        transparent_crc(g_2490[i].f6, "g_2490[i].f6", print_hash_value);
        transparent_crc(g_2490[i].f7, "g_2490[i].f7", print_hash_value);
        transparent_crc(g_2490[i].f8, "g_2490[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2576, "g_2576", print_hash_value);
    transparent_crc(g_2600.f0, "g_2600.f0", print_hash_value);
    transparent_crc(g_2600.f1, "g_2600.f1", print_hash_value);
    transparent_crc(g_2600.f2, "g_2600.f2", print_hash_value);
    transparent_crc(g_2600.f3, "g_2600.f3", print_hash_value);
    transparent_crc(g_2600.f4, "g_2600.f4", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_2608[i], "g_2608[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_2645[i].f0, "g_2645[i].f0", print_hash_value);
        transparent_crc(g_2645[i].f1, "g_2645[i].f1", print_hash_value);
        transparent_crc(g_2645[i].f2, "g_2645[i].f2", print_hash_value);
        transparent_crc(g_2645[i].f3, "g_2645[i].f3", print_hash_value);
        transparent_crc(g_2645[i].f4, "g_2645[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2675.f0, "g_2675.f0", print_hash_value);
    transparent_crc(g_2675.f1, "g_2675.f1", print_hash_value);
    transparent_crc(g_2675.f2, "g_2675.f2", print_hash_value);
    transparent_crc(g_2675.f3, "g_2675.f3", print_hash_value);
    transparent_crc(g_2675.f4, "g_2675.f4", print_hash_value);
    transparent_crc(g_2675.f5, "g_2675.f5", print_hash_value);
    transparent_crc(g_2675.f6, "g_2675.f6", print_hash_value);
    transparent_crc(g_2675.f7, "g_2675.f7", print_hash_value);
    transparent_crc(g_2675.f8, "g_2675.f8", print_hash_value);
    transparent_crc(g_2692.f0, "g_2692.f0", print_hash_value);
    transparent_crc(g_2692.f1, "g_2692.f1", print_hash_value);
    transparent_crc(g_2692.f2, "g_2692.f2", print_hash_value);
    transparent_crc(g_2692.f3, "g_2692.f3", print_hash_value);
    transparent_crc(g_2692.f4, "g_2692.f4", print_hash_value);
    transparent_crc(g_2692.f5, "g_2692.f5", print_hash_value);
    transparent_crc(g_2692.f6, "g_2692.f6", print_hash_value);
    transparent_crc(g_2692.f7, "g_2692.f7", print_hash_value);
    transparent_crc(g_2692.f8, "g_2692.f8", print_hash_value);
    transparent_crc(g_2789.f0, "g_2789.f0", print_hash_value);
    transparent_crc(g_2789.f1, "g_2789.f1", print_hash_value);
    transparent_crc(g_2789.f2, "g_2789.f2", print_hash_value);
    transparent_crc(g_2789.f3, "g_2789.f3", print_hash_value);
    transparent_crc(g_2789.f4, "g_2789.f4", print_hash_value);
    transparent_crc(g_2797, "g_2797", print_hash_value);
    transparent_crc(g_2827.f0, "g_2827.f0", print_hash_value);
    transparent_crc(g_2827.f1, "g_2827.f1", print_hash_value);
    transparent_crc(g_2827.f2, "g_2827.f2", print_hash_value);
    transparent_crc(g_2827.f3, "g_2827.f3", print_hash_value);
    transparent_crc(g_2827.f4, "g_2827.f4", print_hash_value);
    transparent_crc(g_2827.f5, "g_2827.f5", print_hash_value);
    transparent_crc(g_2827.f6, "g_2827.f6", print_hash_value);
    transparent_crc(g_2827.f7, "g_2827.f7", print_hash_value);
    transparent_crc(g_2827.f8, "g_2827.f8", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_2844[i][j][k], "g_2844[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2864, "g_2864", print_hash_value);
    transparent_crc(g_2871.f0, "g_2871.f0", print_hash_value);
    transparent_crc(g_2871.f1, "g_2871.f1", print_hash_value);
    transparent_crc(g_2871.f2, "g_2871.f2", print_hash_value);
    transparent_crc(g_2871.f3, "g_2871.f3", print_hash_value);
    transparent_crc(g_2871.f4, "g_2871.f4", print_hash_value);
    transparent_crc(g_2932, "g_2932", print_hash_value);
    transparent_crc(g_2934, "g_2934", print_hash_value);
    transparent_crc(g_2960, "g_2960", print_hash_value);
    transparent_crc(g_3005.f0, "g_3005.f0", print_hash_value);
    transparent_crc(g_3005.f1, "g_3005.f1", print_hash_value);
    transparent_crc(g_3005.f2, "g_3005.f2", print_hash_value);
    transparent_crc(g_3005.f3, "g_3005.f3", print_hash_value);
    transparent_crc(g_3005.f4, "g_3005.f4", print_hash_value);
    transparent_crc(g_3005.f5, "g_3005.f5", print_hash_value);
    transparent_crc(g_3005.f6, "g_3005.f6", print_hash_value);
    transparent_crc(g_3005.f7, "g_3005.f7", print_hash_value);
    transparent_crc(g_3005.f8, "g_3005.f8", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_3038[i][j], "g_3038[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_3049, "g_3049", print_hash_value);
    transparent_crc(g_3091, "g_3091", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_3112[i].f0, "g_3112[i].f0", print_hash_value);
        transparent_crc(g_3112[i].f1, "g_3112[i].f1", print_hash_value);
        transparent_crc(g_3112[i].f2, "g_3112[i].f2", print_hash_value);
        transparent_crc(g_3112[i].f3, "g_3112[i].f3", print_hash_value);
        transparent_crc(g_3112[i].f4, "g_3112[i].f4", print_hash_value);
        transparent_crc(g_3112[i].f5, "g_3112[i].f5", print_hash_value);
        transparent_crc(g_3112[i].f6, "g_3112[i].f6", print_hash_value);
        transparent_crc(g_3112[i].f7, "g_3112[i].f7", print_hash_value);
        transparent_crc(g_3112[i].f8, "g_3112[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3214, "g_3214", print_hash_value);
    transparent_crc(g_3253.f0, "g_3253.f0", print_hash_value);
    transparent_crc(g_3253.f1, "g_3253.f1", print_hash_value);
    transparent_crc(g_3253.f2, "g_3253.f2", print_hash_value);
    transparent_crc(g_3253.f3, "g_3253.f3", print_hash_value);
    transparent_crc(g_3253.f4, "g_3253.f4", print_hash_value);
    transparent_crc(g_3263, "g_3263", print_hash_value);
    transparent_crc(g_3267, "g_3267", print_hash_value);
    transparent_crc(g_3271, "g_3271", print_hash_value);
    transparent_crc(g_3283.f0, "g_3283.f0", print_hash_value);
    transparent_crc(g_3283.f1, "g_3283.f1", print_hash_value);
    transparent_crc(g_3283.f2, "g_3283.f2", print_hash_value);
    transparent_crc(g_3283.f3, "g_3283.f3", print_hash_value);
    transparent_crc(g_3283.f4, "g_3283.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 846
   depth: 1, occurrence: 23
XXX total union variables: 62

XXX max expression depth: 50
breakdown:
   depth: 1, occurrence: 405
   depth: 2, occurrence: 89
   depth: 3, occurrence: 4
   depth: 4, occurrence: 4
   depth: 5, occurrence: 4
   depth: 6, occurrence: 6
   depth: 7, occurrence: 1
   depth: 8, occurrence: 3
   depth: 9, occurrence: 1
   depth: 10, occurrence: 3
   depth: 12, occurrence: 2
   depth: 13, occurrence: 2
   depth: 14, occurrence: 2
   depth: 15, occurrence: 4
   depth: 16, occurrence: 5
   depth: 17, occurrence: 2
   depth: 18, occurrence: 5
   depth: 19, occurrence: 4
   depth: 20, occurrence: 2
   depth: 21, occurrence: 8
   depth: 22, occurrence: 6
   depth: 23, occurrence: 5
   depth: 24, occurrence: 6
   depth: 25, occurrence: 3
   depth: 26, occurrence: 1
   depth: 27, occurrence: 2
   depth: 28, occurrence: 3
   depth: 29, occurrence: 1
   depth: 31, occurrence: 5
   depth: 32, occurrence: 2
   depth: 33, occurrence: 2
   depth: 34, occurrence: 1
   depth: 35, occurrence: 1
   depth: 37, occurrence: 3
   depth: 40, occurrence: 1
   depth: 44, occurrence: 1
   depth: 50, occurrence: 1

XXX total number of pointers: 732

XXX times a variable address is taken: 1830
XXX times a pointer is dereferenced on RHS: 493
breakdown:
   depth: 1, occurrence: 347
   depth: 2, occurrence: 128
   depth: 3, occurrence: 7
   depth: 4, occurrence: 11
XXX times a pointer is dereferenced on LHS: 435
breakdown:
   depth: 1, occurrence: 393
   depth: 2, occurrence: 36
   depth: 3, occurrence: 3
   depth: 4, occurrence: 3
XXX times a pointer is compared with null: 56
XXX times a pointer is compared with address of another variable: 14
XXX times a pointer is compared with another pointer: 24
XXX times a pointer is qualified to be dereferenced: 11856

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2380
   level: 2, occurrence: 640
   level: 3, occurrence: 65
   level: 4, occurrence: 64
   level: 5, occurrence: 4
XXX number of pointers point to pointers: 308
XXX number of pointers point to scalars: 352
XXX number of pointers point to structs: 13
XXX percent of pointers has null in alias set: 31.4
XXX average alias set size: 1.41

XXX times a non-volatile is read: 2619
XXX times a non-volatile is write: 1270
XXX times a volatile is read: 254
XXX    times read thru a pointer: 77
XXX times a volatile is write: 65
XXX    times written thru a pointer: 6
XXX times a volatile is available for access: 9.98e+03
XXX percentage of non-volatile access: 92.4

XXX forward jumps: 4
XXX backward jumps: 13

XXX stmts: 396
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 25
   depth: 1, occurrence: 28
   depth: 2, occurrence: 35
   depth: 3, occurrence: 67
   depth: 4, occurrence: 106
   depth: 5, occurrence: 135

XXX percentage a fresh-made variable is used: 17
XXX percentage an existing variable is used: 83
********************* end of statistics **********************/

