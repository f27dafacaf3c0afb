/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 65 --no-safe-math --max-funcs 9 --no-bitfields
 * Seed:      65
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
struct S0 {
   const int8_t  f0;
   uint32_t  f1;
   uint8_t  f2;
   const uint32_t  f3;
   volatile int32_t  f4;
   int64_t  f5;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_7 = 2L;
static struct S0 g_12 = {0x56L,1UL,255UL,1UL,2L,0L};/* VOLATILE GLOBAL g_12 */
static struct S0 *g_11 = &g_12;
static uint64_t g_43 = 18446744073709551615UL;
static int32_t g_53 = (-2L);
static int32_t g_65 = 0x1AC6914FL;
static struct S0 **g_70[2][9] = {{&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11}};
static const struct S0 *g_72 = (void*)0;
static const struct S0 **g_71 = &g_72;
static uint32_t g_84 = 0xAA682D83L;
static volatile int32_t g_90 = 0x4E1B6EB8L;/* VOLATILE GLOBAL g_90 */
static uint16_t g_91 = 0x0E8CL;
static volatile int16_t g_94 = (-3L);/* VOLATILE GLOBAL g_94 */
static volatile int32_t g_95 = 0xB0C79A42L;/* VOLATILE GLOBAL g_95 */
static int32_t g_96[4] = {(-8L),(-8L),(-8L),(-8L)};
static volatile uint32_t g_97 = 0UL;/* VOLATILE GLOBAL g_97 */
static volatile int32_t * volatile g_100 = &g_95;/* VOLATILE GLOBAL g_100 */
static struct S0 * const *g_111 = &g_11;
static struct S0 * const **g_110 = &g_111;
static int8_t g_114 = 0x19L;
static int32_t g_126 = 0x9B24318CL;
static uint32_t g_156 = 0x79404BF6L;
static int8_t g_167[7][9] = {{0L,0x43L,0xD4L,(-5L),(-5L),0xD4L,0x43L,0L,0xD4L},{0L,0x43L,0xD4L,(-5L),(-5L),0xD4L,0x43L,0L,0xD4L},{0L,0x43L,0xD4L,(-5L),(-5L),0xD4L,0xA5L,0xECL,(-5L)},{0xECL,0xA5L,(-5L),(-1L),(-1L),(-5L),0xA5L,0xECL,(-5L)},{0xECL,0xA5L,(-5L),(-1L),(-1L),(-5L),0xA5L,0xECL,(-5L)},{0xECL,0xA5L,(-5L),(-1L),(-1L),(-5L),0xA5L,0xECL,(-5L)},{0xECL,0xA5L,(-5L),(-1L),(-1L),(-5L),0xA5L,0xECL,(-5L)}};
static int32_t *g_180 = &g_7;
static int32_t ** volatile g_179 = &g_180;/* VOLATILE GLOBAL g_179 */
static uint64_t g_185 = 0xC1653546297E8E83LL;
static int16_t g_203 = 1L;
static uint16_t g_214 = 0x37E4L;
static int32_t * volatile g_235 = &g_126;/* VOLATILE GLOBAL g_235 */
static struct S0 g_260 = {0xC0L,0x5C314968L,0UL,0xD5A7869CL,0x2776EE65L,0L};/* VOLATILE GLOBAL g_260 */
static int32_t * volatile g_264 = &g_126;/* VOLATILE GLOBAL g_264 */
static struct S0 ***g_267[5] = {&g_70[1][1],&g_70[1][1],&g_70[1][1],&g_70[1][1],&g_70[1][1]};
static struct S0 ****g_266 = &g_267[1];
static struct S0 ****g_270 = (void*)0;
static struct S0 ***** volatile g_269 = &g_270;/* VOLATILE GLOBAL g_269 */
static uint64_t *** volatile g_273 = (void*)0;/* VOLATILE GLOBAL g_273 */
static int32_t ** volatile g_292 = &g_180;/* VOLATILE GLOBAL g_292 */
static volatile uint16_t g_310 = 0UL;/* VOLATILE GLOBAL g_310 */
static int32_t ** volatile g_321[2] = {&g_180,&g_180};
static int32_t ** const  volatile g_322 = &g_180;/* VOLATILE GLOBAL g_322 */
static int64_t *g_323 = &g_260.f5;
static struct S0 g_325 = {0x67L,0x80A5AA05L,0x82L,0xCC248D43L,0x7C1BF27DL,0x2BC70B0799FA52F5LL};/* VOLATILE GLOBAL g_325 */
static volatile struct S0 g_335 = {0xF7L,0x9EA06C3FL,0x3CL,0xBE712D4BL,1L,-1L};/* VOLATILE GLOBAL g_335 */
static int32_t ** volatile g_394[1][1][4] = {{{&g_180,&g_180,&g_180,&g_180}}};
static int32_t **g_435 = &g_180;
static int16_t g_570[9][10] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
static int64_t **g_576 = &g_323;
static int64_t *g_628 = &g_325.f5;
static int16_t *g_659 = &g_570[2][7];
static int16_t **g_658 = &g_659;
static int16_t *** volatile g_657 = &g_658;/* VOLATILE GLOBAL g_657 */
static int16_t g_710 = 0xFC2CL;
static int32_t g_712[9] = {0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L,0xA4FEFF57L};
static uint64_t g_721 = 0x28EBBA53E8B532D6LL;
static struct S0 g_765 = {0xF7L,4294967287UL,0x20L,0UL,-8L,1L};/* VOLATILE GLOBAL g_765 */
static int32_t g_778 = (-5L);
static struct S0 g_798 = {2L,0xEF6CFF7DL,253UL,0x33136CF0L,0xB3E34525L,0x8ECFF6D9CC803AE4LL};/* VOLATILE GLOBAL g_798 */
static struct S0 *****g_853 = &g_270;
static int64_t g_926[4] = {8L,8L,8L,8L};
static const uint8_t *g_935[1][5] = {{&g_765.f2,&g_765.f2,&g_765.f2,&g_765.f2,&g_765.f2}};
static int8_t g_940 = 0x1EL;
static volatile struct S0 g_960 = {0xA2L,0UL,0UL,0x6D5C4677L,0x7237BB35L,1L};/* VOLATILE GLOBAL g_960 */
static int32_t *g_1144 = &g_712[7];
static struct S0 g_1161[2][3] = {{{0L,0x3404AFCCL,0xD4L,9UL,-5L,1L},{0x4DL,0x1958DB80L,0xACL,0x3037810CL,0x460B8C03L,-1L},{0L,0x3404AFCCL,0xD4L,9UL,-5L,1L}},{{0L,0x3404AFCCL,0xD4L,9UL,-5L,1L},{0x4DL,0x1958DB80L,0xACL,0x3037810CL,0x460B8C03L,-1L},{0L,0x3404AFCCL,0xD4L,9UL,-5L,1L}}};
static volatile struct S0 g_1190[10] = {{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL},{0xC0L,0x61D9269AL,0x2CL,0xC5CA5B0BL,0xA3C6A137L,0x1F33F59756995CA9LL}};
static struct S0 g_1199 = {1L,0x126F2099L,0UL,18446744073709551615UL,0L,5L};/* VOLATILE GLOBAL g_1199 */
static int32_t *** volatile g_1211[10] = {&g_435,&g_435,&g_435,&g_435,&g_435,&g_435,&g_435,&g_435,&g_435,&g_435};
static int32_t *** volatile g_1212 = (void*)0;/* VOLATILE GLOBAL g_1212 */
static volatile struct S0 g_1241[5][1] = {{{0xE8L,0x1017EDB7L,0x11L,0UL,8L,6L}},{{-8L,0x0A01310DL,0xA8L,0UL,0xA63A7F92L,0L}},{{0xE8L,0x1017EDB7L,0x11L,0UL,8L,6L}},{{-8L,0x0A01310DL,0xA8L,0UL,0xA63A7F92L,0L}},{{0xE8L,0x1017EDB7L,0x11L,0UL,8L,6L}}};
static struct S0 *** const g_1246 = (void*)0;
static struct S0 *** const *g_1245 = &g_1246;
static struct S0 *** const **g_1244 = &g_1245;
static int32_t *g_1280 = &g_96[2];
static const int32_t *g_1318[6][1] = {{&g_712[2]},{&g_712[2]},{&g_712[2]},{&g_712[2]},{&g_712[2]},{&g_712[2]}};
static const int32_t ** volatile g_1317 = &g_1318[1][0];/* VOLATILE GLOBAL g_1317 */
static struct S0 g_1322 = {0x26L,0x37B17A7AL,255UL,0xAF0E51D6L,0x749DC4C3L,0L};/* VOLATILE GLOBAL g_1322 */
static volatile struct S0 g_1331 = {1L,4294967287UL,0x7AL,0x973B065EL,-1L,0x0C530E0E945F009BLL};/* VOLATILE GLOBAL g_1331 */
static uint64_t ****g_1357 = (void*)0;
static uint64_t *****g_1356 = &g_1357;
static struct S0 g_1409 = {-3L,4294967287UL,0xA5L,4UL,0x16767122L,-1L};/* VOLATILE GLOBAL g_1409 */
static int64_t g_1416 = 4L;
static struct S0 g_1421 = {-5L,0xE3635C60L,255UL,0x56D6B9FAL,0xE75872E6L,1L};/* VOLATILE GLOBAL g_1421 */
static int16_t g_1424[10][6][4] = {{{(-1L),7L,0L,4L},{3L,(-1L),0xC75CL,0L},{1L,(-8L),0L,1L},{0x2496L,1L,0x098AL,0xD761L},{0xDD21L,(-1L),0xE073L,4L},{1L,0L,0x00AFL,0x00AFL}},{{(-6L),(-6L),0xCFA7L,1L},{0xB028L,0xD761L,0xFB62L,7L},{1L,(-1L),0xFE0AL,0xFB62L},{1L,(-1L),(-9L),7L},{(-1L),0xD761L,1L,1L},{5L,(-6L),2L,0x00AFL}},{{0x216BL,0L,4L,4L},{0xC192L,(-1L),0x48B7L,0xD761L},{0L,1L,0L,1L},{0x00AFL,(-8L),0xDD21L,0L},{0x676CL,(-1L),(-10L),4L},{0xB508L,7L,0x9747L,(-1L)}},{{1L,(-3L),4L,0xD33DL},{0x9747L,3L,7L,1L},{(-1L),0x3B8BL,9L,(-10L)},{(-1L),0xB028L,0x3D65L,0x755BL},{0xE124L,(-9L),(-2L),0xB51EL},{1L,0L,(-3L),(-8L)}},{{0x094EL,1L,(-9L),0xFE0AL},{0x2060L,0L,1L,0L},{(-3L),0x9078L,7L,0L},{0x0D01L,7L,(-10L),0x3B8BL},{0L,0xE124L,0x2060L,0xC192L},{0x8B06L,0x733AL,(-1L),(-6L)}},{{0x8787L,1L,1L,1L},{1L,0x70B4L,7L,0x70B4L},{0xF421L,0x5025L,(-10L),0x8787L},{(-1L),0xBD57L,0x8E9DL,(-10L)},{(-10L),0xCFA7L,7L,0x3D65L},{(-10L),1L,0x8E9DL,1L}},{{(-1L),0x3D65L,(-10L),8L},{0xF421L,7L,7L,(-1L)},{1L,0x5353L,1L,0xB028L},{0x8787L,0x098AL,(-1L),0x1198L},{0x8B06L,0x425CL,0x2060L,0x0D01L},{0L,0L,(-10L),0x2CADL}},{{0x0D01L,0xF6DEL,7L,(-1L)},{(-3L),(-1L),1L,(-9L)},{0x2060L,0xF421L,(-9L),0x5025L},{0x094EL,4L,(-3L),3L},{1L,1L,1L,7L},{(-1L),0x70B4L,0x00AFL,3L}},{{0x8B06L,(-9L),1L,2L},{(-10L),0x5353L,(-8L),1L},{0x098AL,0x094EL,0x8E9DL,1L},{0x3D65L,(-6L),0x098AL,0L},{(-9L),0xF6DEL,0x8787L,(-2L)},{0xD761L,0xD33DL,(-1L),(-8L)}},{{8L,1L,0x1198L,(-10L)},{0xFB62L,0xB028L,0x9747L,0xD33DL},{4L,1L,0L,(-9L)},{0x3ED6L,0x5025L,0x5025L,0x3ED6L},{(-6L),0xCFA7L,1L,0x6370L},{6L,0x3B8BL,1L,(-1L)}}};
static int32_t g_1504[8] = {0xBDC1601DL,0xBDC1601DL,0xBDC1601DL,0xBDC1601DL,0xBDC1601DL,0xBDC1601DL,0xBDC1601DL,0xBDC1601DL};
static uint16_t g_1532 = 65535UL;
static int32_t g_1537[6][3][6] = {{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}},{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}},{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}},{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}},{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}},{{0xDE6CA780L,0L,(-2L),0x2BD8B95CL,0L,0x2BD8B95CL},{0xDE6CA780L,5L,0xDE6CA780L,0x2BD8B95CL,5L,(-2L)},{0xDE6CA780L,0L,0x2BD8B95CL,0x2BD8B95CL,0L,0xDE6CA780L}}};
static int32_t g_1540 = (-1L);
static volatile uint64_t g_1605 = 1UL;/* VOLATILE GLOBAL g_1605 */
static volatile uint16_t g_1669 = 0x0276L;/* VOLATILE GLOBAL g_1669 */
static volatile uint32_t *g_1720[8] = {&g_960.f1,&g_960.f1,&g_960.f1,&g_960.f1,&g_960.f1,&g_960.f1,&g_960.f1,&g_960.f1};
static volatile uint32_t * volatile * volatile g_1719 = &g_1720[6];/* VOLATILE GLOBAL g_1719 */
static volatile uint32_t * volatile * volatile * volatile g_1721 = (void*)0;/* VOLATILE GLOBAL g_1721 */
static volatile uint32_t * volatile * volatile * volatile g_1722 = &g_1719;/* VOLATILE GLOBAL g_1722 */
static volatile int8_t g_1824 = 1L;/* VOLATILE GLOBAL g_1824 */
static uint8_t *g_1859 = &g_1421.f2;
static uint8_t **g_1858[1][1][4] = {{{&g_1859,&g_1859,&g_1859,&g_1859}}};
static struct S0 *g_1880 = &g_1322;
static int32_t ***g_1945[3] = {&g_435,&g_435,&g_435};
static volatile struct S0 g_1957 = {2L,0x205C7445L,7UL,18446744073709551615UL,8L,0xBA19ADB30A8829C2LL};/* VOLATILE GLOBAL g_1957 */
static uint32_t **g_2029 = (void*)0;
static uint32_t ***g_2028 = &g_2029;
static volatile int64_t g_2133 = (-7L);/* VOLATILE GLOBAL g_2133 */
static volatile uint16_t g_2134 = 65533UL;/* VOLATILE GLOBAL g_2134 */
static struct S0 g_2209 = {1L,0UL,1UL,18446744073709551614UL,0x99EE5B19L,0x05C3C7A0B05DACC4LL};/* VOLATILE GLOBAL g_2209 */
static uint64_t *g_2221 = &g_721;
static uint64_t **g_2220[9] = {&g_2221,&g_2221,&g_2221,&g_2221,&g_2221,&g_2221,&g_2221,&g_2221,&g_2221};
static uint64_t ***g_2219 = &g_2220[2];
static volatile int64_t g_2277 = 0x6B5F47294724DCE0LL;/* VOLATILE GLOBAL g_2277 */
static const int64_t g_2426 = 1L;
static struct S0 g_2436 = {-1L,0x8043A956L,0x3AL,1UL,0x1FCD6ABEL,-1L};/* VOLATILE GLOBAL g_2436 */
static uint32_t g_2447[1] = {0UL};
static int16_t ***g_2454 = &g_658;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static struct S0 * func_2(int8_t  p_3, uint16_t  p_4, int8_t  p_5, struct S0 * p_6);
static int32_t * func_15(int8_t  p_16);
static struct S0  func_19(int32_t * const  p_20, int32_t * p_21, int32_t * p_22, int8_t  p_23);
static int32_t * func_24(int16_t  p_25, const int64_t  p_26);
static int8_t  func_32(struct S0 * p_33);
static struct S0 * func_34(int64_t  p_35, int32_t * p_36, int16_t  p_37, int32_t * p_38);
static int64_t  func_46(int32_t  p_47, int16_t  p_48, int64_t * p_49, uint64_t * p_50, struct S0 * p_51);
static int16_t  func_54(int64_t  p_55, uint8_t  p_56, int32_t  p_57, uint8_t  p_58, int16_t  p_59);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_657 g_658 g_659 g_43 g_1144 g_712 g_570 g_1199.f5 g_325.f4 g_435 g_180
 * writes: g_11 g_12.f2 g_940 g_43 g_7 g_1199.f5 g_2454 g_712
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_8 = 0xD21DL;
    struct S0 *l_2435 = &g_2436;
    int32_t l_2459 = 0x42CB526CL;
    l_2435 = func_2(g_7, l_8, (((uint32_t)l_8 - (uint32_t)((g_11 = (void*)0) != (void*)0)) , 0x95L), &g_12);
    for (g_1199.f5 = 21; (g_1199.f5 != (-14)); g_1199.f5 -= 1)
    { /* block id: 1202 */
        uint32_t *l_2446 = &g_2447[0];
        const uint32_t *l_2449[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
        const uint32_t **l_2448 = &l_2449[2];
        int16_t ***l_2453 = &g_658;
        int16_t ****l_2452[1];
        int32_t l_2460 = 1L;
        int i;
        for (i = 0; i < 1; i++)
            l_2452[i] = &l_2453;
        (*g_1144) |= (((uint8_t)(((int32_t)(((-(uint32_t)4294967295UL) , 1L) > (((int32_t)(l_2446 != ((*l_2448) = &g_2447[0])) + (int32_t)((uint64_t)l_8 - (uint64_t)(((g_2454 = &g_658) != (void*)0) < ((int8_t)(((int16_t)(*g_659) >> (int16_t)6) >= l_2459) / (int8_t)g_325.f4)))) | l_2459)) - (int32_t)(**g_435)) > 0xBA968B25F354CA40LL) - (uint8_t)l_2459) | 0L);
        return l_2460;
    }
    return l_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_7 g_657 g_658 g_659 g_43 g_1144 g_712 g_570
 * writes: g_12.f2 g_940 g_43 g_7
 */
static struct S0 * func_2(int8_t  p_3, uint16_t  p_4, int8_t  p_5, struct S0 * p_6)
{ /* block id: 2 */
    int8_t l_13[10][8][3] = {{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L}},{{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0xAAL,0x87L,0x00L},{0L,0xCDL,0xCDL},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL}},{{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL}},{{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL},{0xCDL,(-9L),(-9L)},{0x00L,0xA2L,0x6BL}}};
    int32_t *l_1146 = &g_712[1];
    int8_t l_1622 = (-3L);
    int32_t l_1668 = (-6L);
    int32_t * const l_1689 = &l_1668;
    uint16_t l_1730 = 0xD290L;
    uint64_t *l_1782 = (void*)0;
    uint64_t **l_1781 = &l_1782;
    uint64_t ***l_1780 = &l_1781;
    uint32_t l_1816[10][2];
    int32_t l_1819 = 0x6025287AL;
    int32_t l_1820 = 1L;
    uint32_t l_1821 = 8UL;
    int32_t l_1825 = 1L;
    int32_t l_1826 = (-7L);
    int32_t l_1828 = (-1L);
    int32_t l_1829 = (-1L);
    int32_t l_1831 = 1L;
    int32_t l_1832 = 0x56CF6D70L;
    int32_t l_1834 = 0x103153D5L;
    int32_t l_1835 = 0x51D4F00DL;
    uint8_t *l_1856 = (void*)0;
    uint8_t **l_1855[9][6][3] = {{{&l_1856,&l_1856,&l_1856},{(void*)0,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,(void*)0,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856}},{{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,(void*)0,(void*)0}},{{(void*)0,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,(void*)0},{&l_1856,(void*)0,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856}},{{&l_1856,&l_1856,(void*)0},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,(void*)0},{&l_1856,&l_1856,&l_1856},{&l_1856,(void*)0,&l_1856}},{{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,(void*)0},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,(void*)0},{&l_1856,&l_1856,&l_1856}},{{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,(void*)0,&l_1856},{&l_1856,(void*)0,&l_1856},{&l_1856,&l_1856,&l_1856}},{{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856}},{{(void*)0,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,(void*)0,(void*)0},{&l_1856,(void*)0,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856}},{{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856},{&l_1856,&l_1856,&l_1856}}};
    int32_t *l_1867 = &g_7;
    int16_t *l_1910 = &g_203;
    int32_t **l_2016 = &g_1280;
    uint32_t ***l_2031 = &g_2029;
    int32_t *l_2051 = (void*)0;
    struct S0 *l_2063 = (void*)0;
    uint8_t l_2093 = 1UL;
    int16_t ***l_2218 = &g_658;
    int32_t l_2336[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    int32_t l_2348 = (-1L);
    uint32_t l_2419 = 18446744073709551606UL;
    int i, j, k;
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 2; j++)
            l_1816[i][j] = 18446744073709551612UL;
    }
    for (g_12.f2 = 0; (g_12.f2 <= 2); g_12.f2 += 1)
    { /* block id: 5 */
        int32_t l_14[4][5] = {{6L,0xE56E31BBL,0xE56E31BBL,6L,(-8L)},{6L,0x57392715L,1L,1L,0x57392715L},{(-8L),0xE56E31BBL,1L,(-9L),(-9L)},{0xE56E31BBL,(-8L),0xE56E31BBL,1L,(-9L)}};
        int32_t *l_1147 = &g_7;
        int32_t *l_1148 = (void*)0;
        struct S0 *l_1542 = &g_765;
        int64_t *l_1545 = &g_260.f5;
        int64_t **l_1546 = (void*)0;
        int64_t **l_1547 = (void*)0;
        int64_t **l_1548 = &g_323;
        int64_t **l_1549 = &g_628;
        int64_t **l_1550 = &l_1545;
        int32_t *l_1561 = &g_126;
        int32_t l_1629 = 0xA0B5AFA3L;
        int32_t **l_1666[7];
        uint16_t l_1763 = 1UL;
        int32_t l_1764 = 0x0AEBA46BL;
        int32_t l_1793 = 0L;
        int32_t *l_1795 = &g_712[2];
        int32_t l_1827 = 3L;
        int64_t l_1833 = 0x74462D17F4926A67LL;
        uint32_t l_1840 = 4294967287UL;
        uint8_t *l_1854[9];
        uint8_t **l_1853 = &l_1854[7];
        int i, j;
        for (i = 0; i < 7; i++)
            l_1666[i] = &l_1146;
        for (i = 0; i < 9; i++)
            l_1854[i] = &g_260.f2;
    }
    for (g_940 = 0; (g_940 < 16); g_940++)
    { /* block id: 975 */
        int16_t **l_1911 = &l_1910;
        int32_t l_1914 = 0L;
        int32_t l_1915 = (-10L);
        uint64_t *l_1916 = (void*)0;
        if (((uint16_t)((((+p_5) , (*l_1867)) , (((uint16_t)(0x35L ^ (((-1L) <= p_3) != ((**g_657) == ((*l_1911) = l_1910)))) + (uint16_t)(p_5 > ((uint64_t)(--g_43) + (uint64_t)((*g_1144) == 0x85FA97D6L)))) & l_1914)) || (*l_1867)) - (uint16_t)(**g_658)))
        { /* block id: 978 */
            (*l_1867) = ((uint16_t)((void*)0 == &g_1280) << (uint16_t)11);
        }
        else
        { /* block id: 980 */
            if ((*g_1144))
                break;
        }
    }
    return p_6;
}


/* ------------------------------------------ */
/* 
 * reads : g_323 g_798.f5 g_185 g_628 g_325.f5 g_12.f4 g_765.f3 g_798.f1 g_721 g_570 g_96 g_658 g_659 g_260.f5 g_1190 g_1199 g_798.f0 g_765.f2 g_1144 g_712 g_126 g_1241 g_203 g_325.f1 g_435 g_114 g_91 g_1161.f1 g_1161.f2 g_12.f5 g_43 g_657 g_273 g_12.f3 g_325.f3 g_1317 g_926 g_1331 g_576 g_100 g_90 g_1280 g_266 g_267 g_1416 g_1421 g_1424 g_214 g_12 g_71 g_167 g_156 g_53 g_1532 g_1537 g_940 g_1540
 * writes: g_260.f5 g_798.f1 g_721 g_214 g_203 g_765.f1 g_765.f2 g_126 g_435 g_1244 g_712 g_1144 g_180 g_1280 g_91 g_1161.f1 g_43 g_156 g_570 g_1318 g_185 g_1322.f2 g_114 g_1161.f2 g_325.f5 g_95 g_1356 g_940 g_260.f2 g_323 g_1424 g_12.f1 g_72 g_628 g_96 g_1540
 */
static int32_t * func_15(int8_t  p_16)
{ /* block id: 602 */
    int8_t l_1163 = 0xB1L;
    struct S0 *l_1164 = &g_12;
    uint16_t **l_1167 = (void*)0;
    uint16_t *l_1169 = &g_214;
    uint16_t **l_1168 = &l_1169;
    uint8_t *l_1175 = &g_12.f2;
    uint8_t **l_1174 = &l_1175;
    uint16_t *l_1176 = &g_91;
    int32_t l_1193[8][7][4] = {{{0x037177B7L,0x975740CEL,0x037177B7L,(-8L)},{0x9ED5BA12L,9L,(-1L),8L},{(-10L),0x9ED5BA12L,(-8L),9L},{0xB6BE90C9L,0x5483EC4DL,(-8L),1L},{(-10L),(-1L),(-1L),(-10L)},{0x9ED5BA12L,0xB6BE90C9L,0x037177B7L,0xE4F3AF8FL},{0x037177B7L,0xE4F3AF8FL,9L,0x5483EC4DL}},{{(-4L),(-1L),3L,0x5483EC4DL},{8L,0xE4F3AF8FL,(-4L),0xE4F3AF8FL},{0xE9CF2B35L,0xB6BE90C9L,0x975740CEL,(-10L)},{9L,(-1L),8L,1L},{(-1L),0x5483EC4DL,1L,9L},{(-1L),0x9ED5BA12L,8L,8L},{9L,9L,0x975740CEL,(-8L)}},{{0xE9CF2B35L,0x975740CEL,(-4L),0xB6BE90C9L},{8L,0x037177B7L,3L,(-4L)},{(-4L),0x037177B7L,9L,0xB6BE90C9L},{0x037177B7L,0x975740CEL,0x037177B7L,(-8L)},{0x9ED5BA12L,9L,(-1L),8L},{(-10L),0x9ED5BA12L,(-8L),9L},{0xB6BE90C9L,0x5483EC4DL,(-8L),1L}},{{(-10L),(-1L),(-1L),(-10L)},{0x9ED5BA12L,0xB6BE90C9L,0x037177B7L,0xE4F3AF8FL},{0x037177B7L,0xE4F3AF8FL,9L,0x5483EC4DL},{(-4L),(-1L),3L,0x5483EC4DL},{8L,0xE4F3AF8FL,(-4L),0xE4F3AF8FL},{0xE9CF2B35L,0xB6BE90C9L,0x975740CEL,(-10L)},{9L,(-1L),8L,1L}},{{(-1L),0x5483EC4DL,1L,9L},{(-1L),0x9ED5BA12L,8L,8L},{9L,9L,0x975740CEL,(-8L)},{0xE9CF2B35L,0x975740CEL,(-4L),0xB6BE90C9L},{8L,0x037177B7L,3L,(-4L)},{(-4L),0x037177B7L,(-4L),(-10L)},{6L,0x5483EC4DL,6L,0x9ED5BA12L}},{{(-1L),(-4L),3L,0x037177B7L},{0xE9CF2B35L,(-1L),0x9ED5BA12L,(-4L)},{(-10L),(-1L),0x9ED5BA12L,8L},{0xE9CF2B35L,3L,3L,0xE9CF2B35L},{(-1L),(-10L),6L,9L},{6L,9L,(-4L),(-1L)},{0xB6BE90C9L,0xE4F3AF8FL,1L,(-1L)}},{{0x037177B7L,9L,0xB6BE90C9L,9L},{(-8L),(-10L),0x5483EC4DL,0xE9CF2B35L},{(-4L),3L,0x037177B7L,8L},{0xE4F3AF8FL,(-1L),8L,(-4L)},{0xE4F3AF8FL,(-1L),0x037177B7L,0x037177B7L},{(-4L),(-4L),0x5483EC4DL,0x9ED5BA12L},{(-8L),0x5483EC4DL,0xB6BE90C9L,(-10L)}},{{0x037177B7L,6L,1L,0xB6BE90C9L},{0xB6BE90C9L,6L,(-4L),(-10L)},{6L,0x5483EC4DL,6L,0x9ED5BA12L},{(-1L),(-4L),3L,0x037177B7L},{0xE9CF2B35L,(-1L),0x9ED5BA12L,(-4L)},{(-10L),(-1L),0x9ED5BA12L,8L},{0xE9CF2B35L,3L,3L,0xE9CF2B35L}}};
    uint8_t l_1254 = 0x2AL;
    uint64_t l_1255 = 0x28CCDD45805BD5A4LL;
    int64_t l_1257[10][3] = {{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L},{0xF8EEF51ABE92B00DLL,0L,0L}};
    int32_t l_1298 = 3L;
    int8_t l_1348 = 0L;
    int32_t *l_1352 = &l_1193[5][0][0];
    uint64_t ****l_1372[4];
    uint8_t l_1389 = 0xD0L;
    struct S0 ***l_1415 = &g_70[0][5];
    uint8_t l_1430 = 0x69L;
    int32_t l_1467 = 8L;
    int32_t *l_1497 = &g_712[0];
    uint32_t l_1505 = 0x0087CCC3L;
    struct S0 *****l_1517 = &g_270;
    int8_t *l_1528[10] = {&g_167[1][7],&g_114,&g_114,&g_167[1][7],&g_114,&g_114,&g_167[1][7],&g_114,&g_114,&g_167[1][7]};
    int16_t l_1529 = 0xE43DL;
    int64_t l_1538 = 0xD7A90D8A90083567LL;
    int32_t *l_1539[8][3] = {{&l_1298,&l_1298,&l_1298},{&g_126,&l_1193[5][0][0],&g_126},{&l_1298,&l_1298,&l_1298},{&g_126,&l_1193[5][0][0],&g_126},{&l_1298,&l_1298,&l_1298},{&g_126,&l_1193[5][0][0],&g_126},{&l_1298,&l_1298,&l_1298},{&g_126,&l_1193[5][0][0],&g_126}};
    int32_t *l_1541 = &g_7;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1372[i] = (void*)0;
    if (((+l_1163) | ((((((*g_323) = (l_1164 != l_1164)) & ((((uint8_t)((((*l_1168) = &g_214) == (((uint32_t)(g_798.f5 ^ (((uint8_t)(&g_935[0][1] != ((g_185 == p_16) , l_1174)) - (uint8_t)l_1163) <= (*g_628))) / (uint32_t)g_12.f4) , l_1176)) >= 18446744073709551615UL) * (uint8_t)0xA4L) , (void*)0) == &g_167[1][7])) == 0x3A1DB1628341C8E6LL) ^ l_1163) >= g_765.f3)))
    { /* block id: 605 */
        int64_t l_1189 = 0x2AF984B8EBBA4D35LL;
        int32_t l_1215 = 0x1F9572F3L;
        int32_t l_1224 = 1L;
        int32_t l_1226[4][2];
        int32_t *l_1320 = (void*)0;
        struct S0 *l_1321 = &g_1322;
        struct S0 ****l_1386 = &g_267[4];
        uint8_t l_1425 = 0x27L;
        int32_t *l_1447 = (void*)0;
        uint16_t l_1477 = 0x439DL;
        uint64_t **** const *l_1496 = &l_1372[2];
        int32_t *l_1499 = &l_1215;
        int32_t *l_1500 = (void*)0;
        int32_t *l_1501 = &l_1224;
        int32_t *l_1502 = &l_1215;
        int32_t *l_1503[8] = {&l_1193[5][0][0],&g_712[8],&l_1193[5][0][0],&l_1193[5][0][0],&g_712[8],&l_1193[5][0][0],&l_1193[5][0][0],&g_712[8]};
        int i, j;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 2; j++)
                l_1226[i][j] = 0xA92BBBC9L;
        }
lbl_1498:
        for (g_798.f1 = 0; (g_798.f1 <= 1); g_798.f1 += 1)
        { /* block id: 608 */
            const int64_t l_1192 = (-5L);
            int32_t l_1214 = 0x22584422L;
            int32_t l_1225 = 0xE5AE7BF0L;
            int8_t l_1230 = 0L;
            int32_t l_1231 = 3L;
            int32_t l_1240 = 9L;
            int32_t *l_1279 = &g_96[2];
            struct S0 ****l_1387 = &g_267[0];
            int32_t l_1460 = 0L;
            int32_t l_1462 = 1L;
            int32_t l_1463[2][4][3] = {{{0x33DE2C59L,0x33DE2C59L,0x33DE2C59L},{0x4AC19B55L,0x4AC19B55L,0x4AC19B55L},{0x33DE2C59L,0x33DE2C59L,0x33DE2C59L},{0x4AC19B55L,0x4AC19B55L,0x4AC19B55L}},{{0x33DE2C59L,0x33DE2C59L,0x33DE2C59L},{0x4AC19B55L,0x4AC19B55L,0x4AC19B55L},{0x33DE2C59L,0x33DE2C59L,0x33DE2C59L},{0x4AC19B55L,0x4AC19B55L,0x4AC19B55L}}};
            int32_t l_1464 = 0x9C5B4864L;
            int8_t l_1465[1];
            int32_t l_1476 = (-10L);
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1465[i] = 1L;
            for (g_721 = 0; (g_721 <= 8); g_721 += 1)
            { /* block id: 611 */
                uint32_t l_1194 = 1UL;
                int32_t **l_1209 = &g_1144;
                int32_t l_1223[4][1] = {{1L},{1L},{1L},{1L}};
                uint32_t l_1227 = 0x0D42FCBBL;
                uint16_t l_1232 = 0x06C6L;
                struct S0 *** const *l_1243 = &g_267[1];
                struct S0 *** const **l_1242[4] = {&l_1243,&l_1243,&l_1243,&l_1243};
                int32_t *l_1261 = &l_1226[1][1];
                int32_t l_1285 = 0x8A3B1472L;
                uint64_t *l_1315 = &g_185;
                uint64_t **l_1314 = &l_1315;
                uint64_t ** const *l_1313[5][6] = {{&l_1314,(void*)0,(void*)0,(void*)0,(void*)0,&l_1314},{&l_1314,&l_1314,&l_1314,(void*)0,&l_1314,&l_1314},{&l_1314,&l_1314,(void*)0,&l_1314,&l_1314,(void*)0},{&l_1314,&l_1314,&l_1314,(void*)0,&l_1314,(void*)0},{&l_1314,&l_1314,&l_1314,(void*)0,&l_1314,&l_1314}};
                int i, j;
                for (g_214 = 1; (g_214 <= 4); g_214 += 1)
                { /* block id: 614 */
                    int32_t l_1191[3][3];
                    const int16_t *l_1203 = &g_203;
                    const int16_t **l_1202 = &l_1203;
                    const int16_t ***l_1201[3];
                    const int32_t l_1208 = 0xDA02218CL;
                    int i, j;
                    for (i = 0; i < 3; i++)
                    {
                        for (j = 0; j < 3; j++)
                            l_1191[i][j] = 0x85D33F8AL;
                    }
                    for (i = 0; i < 3; i++)
                        l_1201[i] = &l_1202;
                    if (((int16_t)(((g_570[(g_798.f1 + 6)][g_721] == (((uint8_t)(l_1193[5][0][0] ^= (((g_96[g_798.f1] ^ (g_96[(g_798.f1 + 2)] || (((int16_t)((uint8_t)(+((l_1191[0][1] = ((uint16_t)((p_16 < ((*g_323) &= (((**g_658) = l_1163) >= (+p_16)))) & ((l_1189 , g_1190[6]) , 0x982B504DL)) * (uint16_t)0xE9B4L)) , 1UL)) * (uint8_t)p_16) << (int16_t)l_1192) && l_1191[2][1]))) >= 0x28E43B08L) && p_16)) + (uint8_t)254UL) , 0x70A80670L)) < l_1163) == l_1194) + (int16_t)l_1163))
                    { /* block id: 619 */
                        uint32_t *l_1206 = &g_765.f1;
                        uint8_t *l_1207 = &g_765.f2;
                        g_126 &= ((uint32_t)(((((uint32_t)(((*l_1207) ^= ((p_16 >= ((*l_1206) = (g_1199 , ((((0L || (!((l_1189 || g_798.f0) , ((*g_628) ^ (l_1201[0] == (void*)0))))) | ((~(+p_16)) > p_16)) > p_16) >= 7L)))) || 0xC3L)) < 255UL) / (uint32_t)l_1193[3][2][1]) & l_1189) ^ l_1208) , 0xFEE2A32AL) + (uint32_t)(*g_1144));
                    }
                    else
                    { /* block id: 623 */
                        int32_t ***l_1210 = (void*)0;
                        int32_t ***l_1213 = &g_435;
                        int32_t *l_1216 = (void*)0;
                        int32_t *l_1217 = (void*)0;
                        int32_t *l_1218 = &g_712[2];
                        int32_t l_1219[6] = {0L,0L,0L,0L,0L,0L};
                        int32_t *l_1220 = &l_1193[5][0][0];
                        int32_t *l_1221 = &g_126;
                        int32_t *l_1222[2][9] = {{&l_1193[4][5][0],&l_1193[4][5][0],&g_126,&l_1193[4][5][0],&l_1193[4][5][0],&g_126,&l_1193[4][5][0],&l_1193[4][5][0],&g_126},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                        int8_t *l_1256 = &l_1163;
                        int i, j;
                        (*l_1213) = l_1209;
                        l_1227--;
                        ++l_1232;
                        (**l_1209) = ((int8_t)((*l_1256) &= (((uint16_t)p_16 / (uint16_t)(((p_16 || (+l_1240)) <= (l_1193[5][6][0] || (((((g_1241[4][0] , ((((g_1244 = l_1242[0]) == &l_1243) ^ (((int16_t)(!4294967295UL) * (int16_t)((int16_t)(((uint8_t)0x93L * (uint8_t)l_1226[0][0]) && l_1254) - (int16_t)(-4L))) && l_1255)) <= 0x534E2D3CC6A7B2E7LL)) , l_1208) , 0x099BL) < (**g_658)) <= p_16))) | g_325.f1)) && (**l_1209))) << (int8_t)5);
                    }
                    for (l_1215 = 3; (l_1215 >= 0); l_1215 -= 1)
                    { /* block id: 633 */
                        if (l_1257[9][1])
                            break;
                        if (l_1193[4][4][2])
                            break;
                    }
                }
                (**l_1209) = (g_570[(g_798.f1 + 5)][(g_721 + 1)] <= (!253UL));
                (*g_435) = l_1261;
                for (p_16 = 1; (p_16 >= 0); p_16 -= 1)
                { /* block id: 642 */
                    uint32_t *l_1277 = &l_1227;
                    const int32_t l_1278 = (-10L);
                    uint64_t *l_1291 = &g_43;
                    uint64_t **l_1290 = &l_1291;
                    int i, j;
                    if ((+(((uint8_t)((int16_t)(((int64_t)((((g_1280 = (l_1279 = &g_96[2])) != &g_96[(g_798.f1 + 2)]) | (-1L)) == p_16) + (int64_t)p_16) >= 8UL) - (int16_t)g_114) * (uint8_t)p_16) < 0x7130326AL)))
                    { /* block id: 646 */
                        uint64_t *l_1289 = &l_1255;
                        uint64_t **l_1288[4][7] = {{(void*)0,&l_1289,&l_1289,&l_1289,(void*)0,&l_1289,&l_1289},{&l_1289,&l_1289,&l_1289,&l_1289,&l_1289,&l_1289,&l_1289},{(void*)0,&l_1289,&l_1289,&l_1289,&l_1289,&l_1289,&l_1289},{&l_1289,&l_1289,&l_1289,(void*)0,&l_1289,&l_1289,&l_1289}};
                        uint32_t *l_1294 = &g_1161[0][2].f1;
                        uint32_t *l_1299 = &g_156;
                        int32_t *l_1316 = &l_1193[3][4][0];
                        int i, j;
                        (*l_1261) = ((1L == ((((*l_1299) = ((int16_t)((uint8_t)l_1285 << (uint8_t)2) >> (int16_t)(((int8_t)(((((l_1288[1][1] == l_1290) ^ (((*l_1169) = (--(*l_1176))) , (l_1193[5][0][0] ^= ((*l_1294) |= g_1190[6].f3)))) >= 0x7E23L) ^ (+((((g_1161[0][2].f2 | ((**l_1290) ^= (((int64_t)((((l_1298 = p_16) && ((void*)0 != &g_167[1][7])) ^ 0xA6L) <= g_12.f5) % (int64_t)0xCE9D66F46A11634CLL) <= l_1214))) , 0xF8C05ED47FD31011LL) , 0xBF7DF18BEBC982C7LL) | 18446744073709551615UL))) && p_16) - (int8_t)0L) > 8L))) || 1UL) < 0xAF41964CL)) && 0xBDBD99C39CC07F43LL);
                        (*l_1316) |= ((((((int16_t)((int16_t)0x8557L % (int16_t)l_1230) + (int16_t)(***g_657)) , 5L) , g_712[4]) == p_16) , (((uint8_t)(((((((uint16_t)((uint32_t)(((*l_1261) ^= (-(int8_t)((int8_t)((g_570[g_721][p_16] = l_1215) , ((g_273 != l_1313[0][0]) ^ p_16)) * (int8_t)6UL))) & p_16) / (uint32_t)4294967293UL) / (uint16_t)g_1199.f3) , p_16) > g_12.f3) != 1UL) == l_1225) == l_1278) - (uint8_t)g_325.f3) < l_1224));
                        (*g_1317) = &l_1278;
                    }
                    else
                    { /* block id: 659 */
                        int32_t *l_1319 = &l_1214;
                        return l_1320;
                    }
                    if (p_16)
                        continue;
                    l_1321 = (void*)0;
                }
            }
            for (g_185 = 0; (g_185 <= 8); g_185 += 1)
            { /* block id: 668 */
                const int8_t l_1332 = (-6L);
                int32_t *l_1333 = (void*)0;
                int i, j;
                for (l_1298 = 0; (l_1298 <= 3); l_1298 += 1)
                { /* block id: 671 */
                    int i, j;
                    for (g_203 = 8; (g_203 >= 0); g_203 -= 1)
                    { /* block id: 674 */
                        int i, j, k;
                        l_1193[(l_1298 + 2)][(l_1298 + 1)][(g_798.f1 + 2)] = g_570[g_185][(g_798.f1 + 6)];
                        (*g_435) = &l_1224;
                        (*g_1144) &= (-7L);
                    }
                    l_1231 |= ((g_570[(g_798.f1 + 7)][(l_1298 + 1)] >= (g_926[(g_798.f1 + 2)] != 0xC0L)) > ((((uint8_t)((uint8_t)l_1257[7][1] + (uint8_t)((uint16_t)g_721 >> (uint16_t)1)) << (uint8_t)(((**g_658) = 0xB03DL) ^ (((0x08A58D994ED0AC5CLL != (((int16_t)0x3A64L / (int16_t)(g_1331 , 0x7CD0L)) | 0x6391L)) | p_16) < g_712[6]))) || l_1332) != p_16));
                    (*g_435) = &l_1215;
                }
                if (g_570[(g_798.f1 + 3)][(g_185 + 1)])
                { /* block id: 683 */
                    int32_t *l_1351 = &l_1225;
                    for (g_1322.f2 = 0; (g_1322.f2 <= 1); g_1322.f2 += 1)
                    { /* block id: 686 */
                        int i, j;
                    }
                    for (g_114 = 0; (g_114 <= 8); g_114 += 1)
                    { /* block id: 692 */
                        uint64_t *l_1343 = &l_1255;
                        uint8_t *l_1349 = &g_1161[0][2].f2;
                        int32_t *l_1350[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int i, j;
                        (*g_100) = (((*g_1144) = ((int8_t)(+(((((((int16_t)p_16 - (int16_t)0xDE50L) & g_325.f3) == (0xBBC6L ^ (((uint8_t)((g_570[g_185][(g_185 + 1)] = ((0xB5049E56L | (p_16 ^ ((**g_658) < (((((int8_t)(((((*l_1343)++) == ((*g_628) = ((uint8_t)((*l_1349) ^= l_1348) / (uint8_t)0xEBL))) ^ 4L) , 4L) >> (int8_t)p_16) < (**g_576)) & p_16) <= g_260.f5)))) < p_16)) < p_16) / (uint8_t)0x80L) < 0xBB44CA8FL))) == g_12.f4) != l_1163) != 0x277FL)) - (int8_t)p_16)) == 6L);
                        return l_1333;
                    }
                    for (g_91 = 0; (g_91 <= 1); g_91 += 1)
                    { /* block id: 703 */
                        uint64_t ***l_1355 = (void*)0;
                        uint64_t ****l_1354 = &l_1355;
                        uint64_t *****l_1353 = &l_1354;
                        int i, j;
                        g_1356 = l_1353;
                        l_1226[(g_91 + 1)][g_798.f1] = 0xE12F81DDL;
                        if (l_1226[g_798.f1][g_798.f1])
                            continue;
                    }
                }
                else
                { /* block id: 708 */
                    uint64_t l_1362 = 0xBE1F9B217E9E97D7LL;
                    int32_t l_1363 = (-1L);
                    (*l_1352) &= ((uint8_t)((((l_1362 = (0xBC50461AL == ((int16_t)((*g_659) = 0x4D06L) << (int16_t)4))) >= ((*l_1176) ^= ((p_16 || (((l_1363 , (l_1320 == (((int8_t)(((int8_t)((uint8_t)((uint8_t)((((void*)0 == l_1372[2]) , 0UL) > (((int16_t)((-(int8_t)(((uint16_t)((uint16_t)(((int64_t)((p_16 <= p_16) , (*g_628)) + (int64_t)l_1363) > 0x7DL) >> (uint16_t)5) * (uint16_t)0L) && l_1363)) , l_1363) % (int16_t)0x3B33L) , l_1230)) * (uint8_t)g_90) + (uint8_t)p_16) * (int8_t)l_1363) < l_1231) / (int8_t)248UL) , l_1352))) ^ p_16) == p_16)) , 0x7AA2L))) ^ p_16) == 250UL) >> (uint8_t)0);
                    return l_1333;
                }
            }
            if (((((((((*g_323) = p_16) != (((void*)0 != (*l_1168)) , 0x1D1C36E617114CA2LL)) && (((int16_t)((uint8_t)(((l_1386 = (void*)0) != ((*l_1352) , l_1387)) == p_16) % (uint8_t)(l_1230 || 0UL)) << (int16_t)g_1331.f4) <= l_1240)) , p_16) & (*g_628)) >= 0x7EL) == p_16))
            { /* block id: 718 */
                int32_t l_1388 = 0x7C0AF784L;
                uint8_t l_1394 = 255UL;
                int32_t l_1401 = 0xEABB2996L;
                int32_t l_1402 = 0L;
                int32_t l_1403 = 0x2EE95ECAL;
                struct S0 *l_1408 = &g_1409;
                l_1388 = l_1231;
                for (g_940 = 1; (g_940 >= 0); g_940 -= 1)
                { /* block id: 722 */
                    uint8_t *l_1390 = &g_260.f2;
                    struct S0 *l_1407[1][3];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 3; j++)
                            l_1407[i][j] = (void*)0;
                    }
                    if ((((*l_1390) = l_1389) | (&l_1189 != ((*g_576) = &l_1189))))
                    { /* block id: 725 */
                        uint64_t *l_1397 = &g_43;
                        uint64_t **l_1396 = &l_1397;
                        uint64_t ***l_1395 = &l_1396;
                        l_1395 = (((~l_1225) != ((int8_t)(l_1394 ^ p_16) >> (int8_t)0)) , l_1395);
                    }
                    else
                    { /* block id: 727 */
                        int32_t *l_1398 = &l_1224;
                        int32_t *l_1399 = &l_1224;
                        int32_t *l_1400[4][5][1];
                        uint32_t l_1404 = 4294967295UL;
                        int i, j, k;
                        for (i = 0; i < 4; i++)
                        {
                            for (j = 0; j < 5; j++)
                            {
                                for (k = 0; k < 1; k++)
                                    l_1400[i][j][k] = &l_1215;
                            }
                        }
                        l_1404++;
                        l_1408 = l_1407[0][2];
                    }
                    if (p_16)
                        break;
                }
            }
            else
            { /* block id: 733 */
                struct S0 ** const *l_1414 = &g_70[1][8];
                const int32_t l_1426 = 0x5DD3F176L;
                int8_t l_1427 = (-6L);
                int32_t *l_1445 = &l_1240;
                int64_t l_1452 = 0xACBB81C4371B6F73LL;
                int32_t l_1457 = 5L;
                int32_t l_1458 = 0x58FA5B43L;
                int32_t l_1466 = (-1L);
                int32_t l_1468 = 0xB84C9E1CL;
                int32_t l_1469 = 0L;
                int32_t l_1470 = 0xA93A21D1L;
                int32_t l_1471[1];
                uint16_t l_1472 = 0xF2A2L;
                int32_t *l_1475[9][4] = {{&l_1215,(void*)0,&l_1215,&l_1215},{(void*)0,(void*)0,&l_1214,(void*)0},{(void*)0,&l_1215,&l_1215,(void*)0},{&l_1215,(void*)0,&l_1215,&l_1215},{(void*)0,(void*)0,&l_1214,(void*)0},{(void*)0,&l_1215,&l_1215,(void*)0},{&l_1215,(void*)0,&l_1215,&l_1215},{(void*)0,(void*)0,&l_1214,(void*)0},{(void*)0,&l_1215,&l_1215,(void*)0}};
                uint32_t *l_1480 = &g_156;
                int64_t **l_1495 = &g_628;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_1471[i] = (-6L);
                if (((uint16_t)((uint64_t)((((*g_1280) , l_1414) != (l_1415 = (*g_266))) & g_1416) % (uint64_t)((uint32_t)4294967286UL % (uint32_t)((*l_1352) = ((((int8_t)p_16 << (int8_t)p_16) , ((((*g_1144) &= (((((g_1421 , ((((int8_t)((g_1424[7][5][3] ^= 0xB21BL) , p_16) * (int8_t)l_1225) != p_16) < l_1425)) >= 0x35C9CA29L) , (void*)0) == (void*)0) >= p_16)) <= l_1426) <= p_16)) , l_1427)))) - (uint16_t)(-4L)))
                { /* block id: 738 */
                    if (l_1426)
                        break;
                }
                else
                { /* block id: 740 */
                    int8_t *l_1431 = (void*)0;
                    int8_t *l_1432 = &g_114;
                    int32_t l_1443 = 2L;
                    int32_t l_1459 = 0xABAD4EDEL;
                    int32_t l_1461[9][6][4] = {{{0L,(-1L),0x37DA8375L,0xDFE41474L},{0xA80FD88FL,0xC0BA8AF6L,(-6L),(-5L)},{(-3L),0x784D5A4DL,8L,(-1L)},{(-3L),0x7B05E877L,(-6L),0L},{0xA80FD88FL,(-1L),0x37DA8375L,0L},{0L,0L,0x3C4FB87DL,0xA80FD88FL}},{{(-10L),8L,1L,0x2D32816BL},{(-1L),0L,0xE5F7D236L,0x2597A6BEL},{9L,0xF04FCFE1L,0x87699BDDL,0xA62662DCL},{(-1L),0x26CCC421L,0xC1E483FDL,(-1L)},{0xB2C0B21EL,0x92D01EDAL,0x40451447L,0x9314F1EDL},{0xF04FCFE1L,4L,0x5E9A852FL,0x3CE9EF40L}},{{0x7B05E877L,0x5E9A852FL,0x07ABA584L,6L},{0x9314F1EDL,0xE619C608L,0x38FA301DL,0x1C313D91L},{0x9DC11BDDL,(-7L),(-1L),0xC0BA8AF6L},{0x20E92459L,1L,(-1L),0x68B402FEL},{0xC1E483FDL,0L,1L,0L},{0xC02ABE9CL,(-6L),0L,0xF70DE269L}},{{0xE74EB283L,9L,1L,0L},{0xC0BA8AF6L,(-1L),0x2D32816BL,5L},{0L,0xF04FCFE1L,1L,(-5L)},{0x2D32816BL,0x4F884F4EL,0x9DC11BDDL,0x3549A66DL},{0x4ABBC6E8L,6L,0x32BC2AB3L,1L},{0xABB3D811L,0xFA3CC225L,0x97E837E0L,0x2D32816BL}},{{0xA82E3D51L,(-10L),8L,8L},{0xE397E8B8L,0xE397E8B8L,0x4ABBC6E8L,0xB2BA8981L},{1L,1L,(-1L),0xDFE41474L},{(-1L),0x40451447L,(-5L),(-1L)},{4L,0x40451447L,0xF70DE269L,0xDFE41474L},{0x40451447L,1L,(-1L),0xB2BA8981L}},{{0x32BC2AB3L,0xE397E8B8L,1L,8L},{(-6L),(-10L),0L,0x2D32816BL},{0xF8BD0657L,0xFA3CC225L,4L,1L},{(-1L),6L,(-6L),0x3549A66DL},{0xE619C608L,0x4F884F4EL,(-1L),(-5L)},{0xABE6B15AL,0xF04FCFE1L,0x07ABA584L,5L}},{{0x75243AB3L,(-1L),1L,0L},{0x7876C4E3L,9L,0x68B402FEL,0xF70DE269L},{1L,(-6L),0x37DA8375L,0L},{0xBFE6DDC3L,0L,0xC02ABE9CL,0x68B402FEL},{0xB59AB270L,0L,0xE619C608L,0L},{0x87699BDDL,0L,0x3549A66DL,0x7171C98BL}},{{(-1L),0L,0x4F884F4EL,0xABE6B15AL},{0xDFE41474L,(-6L),0x7171C98BL,0x4ABBC6E8L},{0x11BCBB7DL,0x8BA30A2AL,(-1L),9L},{0x9314F1EDL,0x2597A6BEL,0x5F900830L,4L},{1L,0x20E92459L,0xC0BA8AF6L,0xC1E483FDL},{0x440A87F0L,(-5L),0xA82E3D51L,0xBFE6DDC3L}},{{0L,0x75243AB3L,1L,0xA62662DCL},{0x3C4FB87DL,0x42D2337DL,0L,0xFC913566L},{0x20E92459L,0x1C313D91L,0x20E92459L,1L},{1L,(-9L),0xF794D724L,1L},{0L,0x97E837E0L,0x52E5289DL,(-9L)},{6L,0x2D32816BL,0x52E5289DL,0xB59AB270L}}};
                    int i, j, k;
                    if (((uint8_t)(((*l_1432) = l_1430) && (((int32_t)(-1L) - (int32_t)((int8_t)(p_16 = (p_16 < ((((((uint16_t)((**l_1168) &= ((int8_t)g_1241[4][0].f3 - (int8_t)((uint64_t)(((*l_1352) = ((((((p_16 >= (*g_628)) < (**g_658)) || ((l_1427 || l_1192) != p_16)) == 1UL) <= p_16) , (*g_1144))) | 0x0C3AB4A7L) - (uint64_t)p_16))) * (uint16_t)l_1443) && g_43) , l_1426) || (*l_1352)) || p_16))) << (int8_t)5)) <= 0x6E37219F36237207LL)) % (uint8_t)l_1427))
                    { /* block id: 745 */
                        int32_t *l_1444 = &l_1240;
                        int32_t *l_1446 = &l_1240;
                        (*g_435) = &l_1193[7][4][0];
                        return l_1447;
                    }
                    else
                    { /* block id: 748 */
                        (*g_1144) = ((uint16_t)((int16_t)((*l_1164) , (*l_1352)) >> (int16_t)4) + (uint16_t)0x006EL);
                    }
                    if (l_1452)
                        continue;
                    for (g_12.f1 = 0; (g_12.f1 <= 1); g_12.f1 += 1)
                    { /* block id: 754 */
                        const struct S0 *l_1453 = &g_325;
                        int32_t *l_1456[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int i, j;
                        (*g_71) = l_1453;
                        l_1240 = ((uint64_t)(l_1231 = g_167[(g_798.f1 + 2)][(g_798.f1 + 1)]) - (uint64_t)((*l_1445) , (*l_1352)));
                        l_1472--;
                        if (p_16)
                            break;
                    }
                    for (l_1460 = 0; (l_1460 <= 1); l_1460 += 1)
                    { /* block id: 763 */
                        if ((*l_1352))
                            break;
                        (*g_435) = &l_1443;
                    }
                }
                --l_1477;
                (*l_1352) = ((p_16 > ((++(*l_1480)) & ((uint8_t)0xB6L << (uint8_t)5))) | (*l_1352));
                (*g_435) = ((p_16 ^ ((int8_t)(((((uint16_t)(((*l_1445) = ((*g_323) || (*g_323))) || p_16) << (uint16_t)((uint16_t)(0x5359B941L < p_16) * (uint16_t)((uint16_t)((*l_1169) = ((((((*l_1495) = (*g_576)) != (*g_576)) ^ (((p_16 , p_16) , 2UL) != p_16)) >= 18446744073709551610UL) && p_16)) % (uint16_t)8UL))) , (void*)0) == l_1496) ^ 0xC9L) << (int8_t)6)) , (void*)0);
            }
            return l_1497;
        }
        (*g_1144) ^= (p_16 >= 0x196D45E09A354F05LL);
        if (g_1199.f2)
            goto lbl_1498;
        l_1505++;
    }
    else
    { /* block id: 781 */
        uint64_t l_1512 = 0xC8B15665507FD1E3LL;
        uint16_t *l_1520 = &g_91;
        const int32_t l_1521 = 0x1BF839C6L;
        (*g_435) = (((int8_t)(-1L) - (int8_t)p_16) , &l_1298);
    }
    g_1540 |= ((*l_1352) | (((g_53 == (p_16 = (((uint32_t)g_12.f1 - (uint32_t)(((int64_t)(*g_323) - (int64_t)((int16_t)(((*l_1497) = (((((l_1529 |= (*l_1497)) ^ (((int64_t)(*l_1497) / (int64_t)g_1532) > (((int8_t)(((*g_1280) = ((int16_t)2L >> (int16_t)0)) , ((***g_657) , 0x62L)) * (int8_t)p_16) ^ 0xD3L))) , g_1537[2][0][0]) >= (*l_1497)) , p_16)) < (*l_1352)) >> (int16_t)p_16)) , p_16)) , 0xBEL))) && g_940) | l_1538));
    return l_1541;
}


/* ------------------------------------------ */
/* 
 * reads : g_1161
 * writes:
 */
static struct S0  func_19(int32_t * const  p_20, int32_t * p_21, int32_t * p_22, int8_t  p_23)
{ /* block id: 599 */
    int16_t l_1149 = 0x8A74L;
    int32_t *l_1150 = &g_712[5];
    int32_t *l_1151 = (void*)0;
    int32_t l_1152[6] = {1L,1L,1L,1L,1L,1L};
    int32_t *l_1153 = &l_1152[5];
    int32_t *l_1154 = &l_1152[5];
    int32_t *l_1155 = &g_712[2];
    int32_t *l_1156[4] = {&l_1152[5],&l_1152[5],&l_1152[5],&l_1152[5]};
    int16_t l_1157 = 0x44A8L;
    uint8_t l_1158 = 0UL;
    int i;
    l_1158--;
    return g_1161[0][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_12.f1 g_7 g_12.f4 g_71 g_12.f3 g_65 g_12.f2 g_12.f5 g_12.f0 g_84 g_91 g_97 g_96 g_100 g_95 g_110 g_126 g_156 g_167 g_185 g_179 g_180 g_322 g_323 g_628 g_325.f5 g_214 g_798.f0 g_435 g_235 g_260.f0 g_260.f5 g_325.f2 g_926 g_721 g_798.f3 g_260.f2 g_264 g_658 g_576 g_203 g_712 g_114 g_765.f5 g_659 g_292 g_1144
 * writes: g_43 g_53 g_65 g_12.f5 g_11 g_70 g_84 g_91 g_97 g_95 g_126 g_156 g_167 g_185 g_180 g_214 g_260.f5 g_765.f2 g_570 g_659 g_765.f1 g_203 g_712
 */
static int32_t * func_24(int16_t  p_25, const int64_t  p_26)
{ /* block id: 10 */
    int32_t l_41 = 1L;
    uint64_t *l_42 = &g_43;
    int32_t *l_52 = &g_53;
    uint8_t l_60 = 0x70L;
    uint16_t l_61 = 1UL;
    int32_t *l_64 = &g_65;
    struct S0 *l_324[1];
    uint16_t *l_1087 = &g_214;
    int32_t l_1088 = 8L;
    int64_t ***l_1143 = (void*)0;
    int64_t ****l_1142 = &l_1143;
    int i;
    for (i = 0; i < 1; i++)
        l_324[i] = &g_325;
    (*g_435) = ((((uint16_t)((p_26 > func_32(func_34(((*g_323) = (((int32_t)(((((-8L) <= ((*l_42) |= l_41)) | p_26) , g_12.f1) & ((uint16_t)(((*l_1087) &= (func_46(((*l_52) = (-8L)), func_54(l_60, l_61, ((*l_64) = ((uint64_t)(g_7 && g_12.f4) / (uint64_t)g_12.f1)), p_26, g_7), g_323, l_42, l_324[0]) & l_41)) == p_26) / (uint16_t)p_26)) + (int32_t)l_60) <= g_798.f0)), &l_41, l_1088, &l_1088))) < g_114) - (uint16_t)g_765.f5) > p_26) , &l_41);
    (**g_292) = (((**g_658) = 0x8FDBL) == (((*l_1142) = &g_576) != (void*)0));
    return g_1144;
}


/* ------------------------------------------ */
/* 
 * reads : g_235 g_126 g_260.f0 g_260.f5 g_325.f2 g_180 g_7 g_926 g_721 g_798.f3 g_260.f2 g_264 g_658 g_576 g_323 g_628 g_325.f5 g_203 g_712
 * writes: g_84 g_765.f2 g_570 g_156 g_659 g_765.f1 g_203 g_712
 */
static int8_t  func_32(struct S0 * p_33)
{ /* block id: 582 */
    int32_t **l_1103 = (void*)0;
    int32_t l_1116 = 0x7DBFC49FL;
    int64_t * const *l_1121[2][4][6] = {{{&g_628,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_628,&g_323,&g_628,(void*)0,(void*)0},{(void*)0,&g_628,&g_628,(void*)0,&g_628,(void*)0},{(void*)0,&g_323,&g_323,(void*)0,(void*)0,(void*)0}},{{&g_323,(void*)0,&g_323,&g_628,&g_628,&g_628},{(void*)0,(void*)0,(void*)0,&g_628,&g_628,(void*)0},{&g_323,(void*)0,&g_323,(void*)0,(void*)0,&g_323},{&g_323,&g_323,(void*)0,(void*)0,(void*)0,&g_628}}};
    int32_t ***l_1124 = (void*)0;
    int32_t l_1125 = 0x6EAD9C95L;
    uint32_t *l_1126 = &g_156;
    const int32_t l_1127 = 0x23109098L;
    int32_t l_1128 = 0xF01D8DDAL;
    struct S0 ***l_1137 = &g_70[0][3];
    int16_t *l_1140 = &g_203;
    int32_t *l_1141 = &g_712[2];
    int i, j, k;
    l_1103 = l_1103;
    for (g_84 = 0; g_84 < 9; g_84 += 1)
    {
        for (g_765.f2 = 0; g_765.f2 < 10; g_765.f2 += 1)
        {
            g_570[g_84][g_765.f2] = (-1L);
        }
    }
    l_1128 &= (((int32_t)((((uint16_t)((*g_235) | ((((int8_t)((uint32_t)((uint16_t)g_260.f0 + (uint16_t)g_260.f5) % (uint32_t)((uint8_t)(((*l_1126) = (l_1116 || ((int32_t)((uint64_t)(l_1121[1][0][2] != l_1121[1][1][4]) + (uint64_t)(((g_325.f2 || (((((uint8_t)l_1116 * (uint8_t)(((void*)0 == l_1124) , 8L)) , (-8L)) == 0UL) <= (*g_180))) > l_1125) , g_926[2])) % (int32_t)g_7))) != g_721) >> (uint8_t)l_1127)) * (int8_t)g_798.f3) == l_1125) <= g_260.f5)) >> (uint16_t)11) & g_260.f2) , l_1125) / (int32_t)1UL) && 0L);
    (*l_1141) |= ((int64_t)(18446744073709551606UL < (((uint64_t)(((uint8_t)((void*)0 == &g_658) >> (uint8_t)5) != ((*l_1140) ^= (((l_1137 = l_1137) == (void*)0) < (g_765.f1 = ((((((*g_264) > ((uint8_t)(((((l_1140 != ((*g_658) = l_1140)) & ((void*)0 != (*g_576))) && 2UL) < g_260.f5) ^ 0UL) * (uint8_t)l_1125)) | l_1128) , l_1116) && l_1128) == (*g_628)))))) % (uint64_t)g_126) || 2UL)) / (int64_t)0x6EA409909F57152FLL);
    return (*l_1141);
}


/* ------------------------------------------ */
/* 
 * reads : g_435
 * writes: g_180
 */
static struct S0 * func_34(int64_t  p_35, int32_t * p_36, int16_t  p_37, int32_t * p_38)
{ /* block id: 573 */
    uint32_t l_1092 = 18446744073709551606UL;
    int32_t l_1095 = 0xCF0DF412L;
    int32_t l_1097[1][9] = {{0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL,0xD4CA8FCDL}};
    int8_t l_1098 = 0x39L;
    uint32_t l_1099[9][8] = {{0xE44BE3D5L,18446744073709551606UL,0x9BEA33BCL,0UL,7UL,0x9BEA33BCL,6UL,0xD55DC8E7L},{6UL,1UL,0xF6ACA625L,0xF6E2815FL,0xE44BE3D5L,4UL,6UL,6UL},{0xBBCC05B1L,0xF6E2815FL,0x9BEA33BCL,0x9BEA33BCL,0xF6E2815FL,0xBBCC05B1L,7UL,1UL},{0xF6E2815FL,0xBBCC05B1L,7UL,1UL,0UL,0x9BEA33BCL,18446744073709551614UL,0UL},{1UL,6UL,0x7D53A60DL,1UL,0xE44BE3D5L,0x3BAC12C5L,0xE44BE3D5L,1UL},{18446744073709551606UL,0xE44BE3D5L,18446744073709551606UL,0x9BEA33BCL,0UL,7UL,0x9BEA33BCL,6UL},{0xE44BE3D5L,0xD55DC8E7L,7UL,0xF6E2815FL,0UL,0UL,0UL,0xD55DC8E7L},{0xE44BE3D5L,6UL,7UL,0UL,0UL,7UL,6UL,0xE44BE3D5L},{18446744073709551606UL,1UL,0xD55DC8E7L,0UL,0xE44BE3D5L,0xBBCC05B1L,18446744073709551606UL,6UL}};
    struct S0 *l_1102 = &g_325;
    int i, j;
    if ((*p_38))
    { /* block id: 574 */
        int8_t l_1089 = 0xF5L;
        int32_t *l_1090 = &g_712[3];
        int32_t *l_1091[2];
        int64_t l_1096 = 0L;
        int i;
        for (i = 0; i < 2; i++)
            l_1091[i] = &g_712[1];
        --l_1092;
        --l_1099[1][2];
    }
    else
    { /* block id: 577 */
        (*g_435) = p_36;
        return l_1102;
    }
    return l_1102;
}


/* ------------------------------------------ */
/* 
 * reads : g_65 g_628 g_325.f5
 * writes: g_65
 */
static int64_t  func_46(int32_t  p_47, int16_t  p_48, int64_t * p_49, uint64_t * p_50, struct S0 * p_51)
{ /* block id: 195 */
    int32_t l_326 = 1L;
    int32_t l_327 = 0x86FDFC8FL;
    int32_t *l_328 = (void*)0;
    int32_t *l_329 = &l_327;
    int32_t l_330 = 0xCCC565EBL;
    int32_t *l_331[3][2][1] = {{{(void*)0},{&g_7}},{{(void*)0},{&g_7}},{{(void*)0},{&g_7}}};
    uint64_t l_332 = 0xFD86F1057A4757A9LL;
    struct S0 **l_346[7] = {&g_11,&g_11,&g_11,&g_11,&g_11,&g_11,&g_11};
    struct S0 * const *l_348 = &g_11;
    int16_t l_466[3][5][5] = {{{0xA33AL,0xA2C4L,(-6L),(-1L),0xA2C4L},{4L,0x7934L,9L,0xA2C4L,(-1L)},{0x8D44L,0xA2C4L,0x1BDEL,3L,2L},{0xA440L,0xB83EL,0L,(-1L),0xE902L},{(-1L),0L,0L,(-1L),(-5L)}},{{3L,0x8D44L,0x1BDEL,0xB83EL,0x219DL},{0xA33AL,2L,9L,(-5L),0x8D44L},{0x219DL,0L,(-6L),0xB83EL,(-1L)},{0xE902L,0x219DL,0x8E20L,(-1L),4L},{0xA33AL,4L,(-1L),(-1L),4L}},{{0xA2C4L,0x7934L,0xA440L,3L,(-1L)},{2L,3L,0x1BDEL,0xA2C4L,0x8D44L},{0xA440L,0xE902L,0x7934L,(-1L),0x219DL},{2L,0x32D0L,0x8E20L,0L,0x7454L},{(-1L),0L,0x219DL,0xA440L,0xA440L}}};
    int64_t l_517[7];
    int32_t *l_519 = (void*)0;
    int64_t **l_536 = (void*)0;
    int64_t l_537 = (-3L);
    int64_t **l_574[7] = {&g_323,&g_323,&g_323,&g_323,&g_323,&g_323,&g_323};
    uint8_t l_604 = 0x60L;
    uint32_t l_611 = 4294967286UL;
    int32_t l_697 = 1L;
    int16_t *l_743 = &l_466[1][3][4];
    int16_t l_803[3];
    uint8_t l_805 = 0UL;
    const struct S0 ***l_830 = &g_71;
    const struct S0 ****l_829 = &l_830;
    const struct S0 *****l_828 = &l_829;
    int32_t l_839 = 0xDABF0069L;
    struct S0 *****l_852 = &g_270;
    uint64_t *l_904[2];
    uint64_t **l_903 = &l_904[1];
    uint64_t ***l_902 = &l_903;
    uint64_t ****l_901 = &l_902;
    int16_t l_1039 = (-6L);
    int32_t l_1049 = (-3L);
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_517[i] = 0L;
    for (i = 0; i < 3; i++)
        l_803[i] = 6L;
    for (i = 0; i < 2; i++)
        l_904[i] = (void*)0;
    ++l_332;
    for (g_65 = 0; (g_65 <= 1); g_65 += 1)
    { /* block id: 199 */
        int32_t l_336 = 0x0C2484F5L;
        uint16_t *l_341 = (void*)0;
        int32_t l_342 = 0xD2F6D3F1L;
        uint16_t *l_343 = &g_91;
        struct S0 ***l_347[9];
        int64_t *l_423 = &g_260.f5;
        int8_t l_457 = 0xDDL;
        int32_t l_467 = (-1L);
        int32_t l_468 = 6L;
        int32_t l_469 = 0xD9AEAA4AL;
        uint16_t l_470[8] = {0xF7E6L,0xF7E6L,0xF7E6L,0xF7E6L,0xF7E6L,0xF7E6L,0xF7E6L,0xF7E6L};
        const int32_t *l_479 = &g_53;
        uint64_t *l_557 = &l_332;
        uint64_t **l_556[10][7] = {{&l_557,(void*)0,(void*)0,(void*)0,(void*)0,&l_557,&l_557},{&l_557,&l_557,&l_557,&l_557,(void*)0,&l_557,&l_557},{&l_557,&l_557,&l_557,&l_557,&l_557,(void*)0,&l_557},{&l_557,&l_557,&l_557,&l_557,&l_557,(void*)0,(void*)0},{&l_557,(void*)0,&l_557,&l_557,&l_557,(void*)0,&l_557},{&l_557,&l_557,&l_557,&l_557,&l_557,(void*)0,&l_557},{&l_557,&l_557,&l_557,&l_557,&l_557,&l_557,&l_557},{(void*)0,(void*)0,&l_557,&l_557,(void*)0,&l_557,&l_557},{(void*)0,&l_557,&l_557,&l_557,&l_557,&l_557,&l_557},{&l_557,&l_557,&l_557,&l_557,&l_557,&l_557,&l_557}};
        uint64_t ***l_555 = &l_556[3][3];
        uint32_t l_593 = 0xD2A762BAL;
        int64_t l_622 = 6L;
        uint16_t l_686 = 65535UL;
        int16_t l_699 = 0xE1D8L;
        int32_t l_701 = 0xFF7A7FBFL;
        int32_t l_703[4][9][7] = {{{0xCEB488C4L,0x0C2D2F6EL,0xE4527627L,0xA30BEA6CL,0x9FAD0CAFL,0x690037ECL,(-1L)},{(-7L),(-1L),0xC7035CD3L,1L,0xE61F4B20L,0xE61F4B20L,1L},{0L,(-1L),0L,0L,0x412FF9E8L,(-5L),0L},{0L,0x9A723A18L,0xC757915EL,(-10L),(-7L),0x9A723A18L,0xC7035CD3L},{0xE4527627L,0x0C2D2F6EL,0xCEB488C4L,(-5L),0xCD8C17B8L,(-5L),0xCD8C17B8L},{(-1L),0xE0180390L,0xB90A964DL,0x9A723A18L,0x7C290A95L,0xE61F4B20L,2L},{0x20467815L,2L,0L,0L,0L,0x690037ECL,(-10L)},{0x7C290A95L,0xC7035CD3L,0xC757915EL,1L,0xE0180390L,2L,2L},{1L,0L,3L,0L,1L,0x0C2D2F6EL,0xCD8C17B8L}},{{3L,0xE61F4B20L,0xC7035CD3L,0L,(-1L),1L,0xC7035CD3L},{0x8DD7C5C9L,0xCA38C88BL,(-3L),0L,(-10L),0L,0L},{3L,0L,0x9A723A18L,(-1L),1L,0x546595BAL,1L},{1L,0xA30BEA6CL,(-7L),(-5L),(-1L),2L,(-1L)},{0x7C290A95L,(-9L),0xA87C8535L,2L,(-1L),(-7L),0xA87C8535L},{0xDEAB4948L,0xCA38C88BL,0L,0L,0L,0xCA38C88BL,0xDEAB4948L},{0xE0180390L,0x9A723A18L,0xA87C8535L,0xE61F4B20L,(-10L),0x546595BAL,2L},{0xCD8C17B8L,0L,(-1L),0xCA38C88BL,0x9FAD0CAFL,(-5L),(-7L)},{(-9L),(-7L),0xA87C8535L,0L,1L,0x7C290A95L,0xC757915EL}},{{0xA7A64A1AL,(-1L),0L,0xA30BEA6CL,5L,0L,0x20467815L},{3L,0x02A2F3C1L,0L,(-9L),3L,0x9A723A18L,2L},{3L,(-5L),(-9L),0xA30BEA6CL,(-1L),0xA30BEA6CL,(-9L)},{(-10L),(-10L),0xB90A964DL,0L,(-7L),0L,0xA87C8535L},{0L,0xA30BEA6CL,0x8DD7C5C9L,0xCA38C88BL,(-3L),0L,(-10L)},{3L,0xB90A964DL,0x02A2F3C1L,0xE61F4B20L,(-7L),0xC757915EL,0L},{0x9FAD0CAFL,(-5L),0x9FAD0CAFL,0L,(-1L),0x690037ECL,3L},{(-9L),0xE0180390L,0x546595BAL,0xC7035CD3L,3L,0xE0180390L,0x02A2F3C1L},{0x8DD7C5C9L,0xA30BEA6CL,0L,2L,5L,0x690037ECL,5L}},{{0xE0180390L,2L,2L,0xE0180390L,1L,0xC757915EL,0xC7035CD3L},{(-9L),(-5L),3L,0x0C2D2F6EL,0x9FAD0CAFL,0L,1L},{1L,(-9L),0x546595BAL,0x9A723A18L,(-10L),0L,0xC7035CD3L},{0L,(-1L),0xA7A64A1AL,(-1L),0L,0xA30BEA6CL,5L},{0x7C290A95L,0xC757915EL,0x02A2F3C1L,(-1L),0xE61F4B20L,0x9A723A18L,0x02A2F3C1L},{(-1L),0L,0xCD8C17B8L,0x0C2D2F6EL,1L,0L,3L},{0x7C290A95L,(-1L),0xB90A964DL,0xB90A964DL,(-1L),0x7C290A95L,0L},{0L,0xCA38C88BL,0xDEAB4948L,2L,0x31735D2CL,(-5L),(-10L)},{1L,1L,0L,0L,0xE61F4B20L,0x546595BAL,0xA87C8535L}}};
        int32_t l_754 = 0xA93F91A8L;
        uint32_t l_779 = 0xB4A4FF44L;
        int32_t l_782 = 1L;
        uint32_t l_800 = 0x64B29743L;
        int32_t l_801 = 0x28E3B7CDL;
        int64_t l_802 = 0xAFE01C45939911A2LL;
        int8_t l_804 = 0x03L;
        int32_t l_816 = 0L;
        uint16_t l_817 = 65532UL;
        int8_t *l_818 = &l_804;
        int8_t *l_819 = &l_457;
        int8_t *l_820 = &g_114;
        int16_t **l_821 = &l_743;
        int16_t **l_824[9][3] = {{&l_743,&l_743,&g_659},{&g_659,&g_659,&l_743},{&l_743,&l_743,&g_659},{&g_659,&g_659,&l_743},{&l_743,&l_743,&g_659},{&g_659,&g_659,&l_743},{&l_743,&l_743,&g_659},{&g_659,&g_659,&l_743},{&l_743,&l_743,&g_659}};
        struct S0 *****l_826 = &g_270;
        uint64_t l_851 = 0xDA63E426A69DF3BALL;
        uint32_t l_884 = 0x0DEDDFF0L;
        uint32_t *l_893 = &g_325.f1;
        int64_t ***l_948 = &l_574[0];
        int32_t l_1045[2][3][2];
        int32_t * const * const l_1081 = &l_328;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_347[i] = &g_70[1][1];
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 3; j++)
            {
                for (k = 0; k < 2; k++)
                    l_1045[i][j][k] = 0L;
            }
        }
    }
    (*l_329) ^= (!((int32_t)p_48 * (int32_t)(&p_51 == (l_346[2] = &p_51))));
    return (*g_628);
}


/* ------------------------------------------ */
/* 
 * reads : g_71 g_12.f3 g_65 g_12.f2 g_12.f5 g_12.f0 g_84 g_91 g_97 g_96 g_12.f4 g_100 g_95 g_110 g_126 g_156 g_167 g_185 g_179 g_180 g_322
 * writes: g_12.f5 g_11 g_70 g_84 g_91 g_97 g_95 g_65 g_126 g_156 g_167 g_185 g_180
 */
static int16_t  func_54(int64_t  p_55, uint8_t  p_56, int32_t  p_57, uint8_t  p_58, int16_t  p_59)
{ /* block id: 14 */
    uint8_t l_66[8];
    struct S0 * const l_82[1] = {(void*)0};
    struct S0 * const *l_81[8][3] = {{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]},{&l_82[0],&l_82[0],&l_82[0]}};
    int32_t l_89 = 0x12E5E4DFL;
    int32_t l_128 = 0L;
    int32_t l_129[7];
    uint32_t l_153[7][5] = {{4294967291UL,0x29FED146L,0xEE80DCCFL,0x29FED146L,4294967291UL},{0xDE431997L,4294967291UL,0x620E0A40L,0xF022BA7AL,0x620E0A40L},{0xA1F665F5L,0xA1F665F5L,0xEE80DCCFL,4294967291UL,0UL},{4294967291UL,0xDE431997L,0xDE431997L,4294967291UL,0x620E0A40L},{0x29FED146L,4294967291UL,4294967289UL,4294967289UL,4294967291UL},{0x620E0A40L,0xDE431997L,0x53F81009L,0xDEA466ACL,0xDEA466ACL},{0x367B5E8CL,0xA1F665F5L,0x367B5E8CL,4294967289UL,0xEE80DCCFL}};
    int32_t *l_165 = &g_96[2];
    uint32_t *l_166[8][3] = {{&g_12.f1,&g_12.f1,&g_12.f1},{&l_153[2][4],&l_153[2][4],&l_153[2][4]},{&g_12.f1,&g_12.f1,&g_12.f1},{&l_153[2][4],&l_153[2][4],&l_153[2][4]},{&g_12.f1,&g_12.f1,&g_12.f1},{&l_153[2][4],&l_153[2][4],&l_153[2][4]},{&g_12.f1,&g_12.f1,&g_12.f1},{&l_153[2][4],&l_153[2][4],&l_153[2][4]}};
    int64_t l_169 = 0x23DD8F0E967E889CLL;
    volatile int32_t l_205[6][2][3] = {{{0xC4129FC6L,0L,0xCBF73657L},{4L,4L,0xCBF73657L}},{{0L,0xC4129FC6L,0xCBF73657L},{0xC4129FC6L,0L,0xCBF73657L}},{{4L,4L,0xCBF73657L},{0L,0xC4129FC6L,0xCBF73657L}},{{0xC4129FC6L,0L,0xCBF73657L},{4L,4L,0xCBF73657L}},{{0L,0xC4129FC6L,0xCBF73657L},{0xC4129FC6L,0L,0xCBF73657L}},{{4L,4L,0xCBF73657L},{0L,0xC4129FC6L,0xCBF73657L}}};
    const int16_t l_221 = 7L;
    struct S0 *l_231 = &g_12;
    uint16_t *l_240 = &g_214;
    int8_t l_305 = 0xC1L;
    int i, j, k;
    for (i = 0; i < 8; i++)
        l_66[i] = 0UL;
    for (i = 0; i < 7; i++)
        l_129[i] = 0xFB5A3AA3L;
lbl_115:
    for (p_55 = 0; (p_55 <= 7); p_55 += 1)
    { /* block id: 17 */
        const struct S0 ***l_73 = (void*)0;
        const struct S0 **l_74 = &g_72;
        struct S0 * const *l_79 = &g_11;
        struct S0 * const **l_80[5] = {&l_79,&l_79,&l_79,&l_79,&l_79};
        uint32_t *l_83 = &g_84;
        int32_t l_87 = (-1L);
        int i;
        for (g_12.f5 = 7; (g_12.f5 >= 0); g_12.f5 -= 1)
        { /* block id: 20 */
            struct S0 **l_67 = &g_11;
            (*l_67) = &g_12;
            if (p_55)
                goto lbl_115;
        }
        if (l_66[p_55])
            break;
        if ((((*l_83) = (((((int8_t)((((((g_70[1][1] = &g_11) == (l_74 = g_71)) == (7L <= l_66[p_55])) < 0x02D5L) >= (((int64_t)(((0xE3B6EA11B98B5DB2LL && (((uint8_t)((((p_56 = l_66[2]) == (p_58 ^ ((l_81[0][1] = l_79) == &l_82[0]))) != 2L) <= g_12.f3) % (uint8_t)g_65) , g_12.f2)) > g_12.f5) == 0xB95DE17A8F3E709FLL) + (int64_t)(-7L)) <= p_57)) < 0xCBDC27B9F0972013LL) >> (int8_t)1) <= g_12.f0) == 1UL) <= p_57)) | l_66[4]))
        { /* block id: 29 */
            for (g_84 = 0; (g_84 > 29); ++g_84)
            { /* block id: 32 */
                int32_t *l_88[5][10] = {{(void*)0,&l_87,&l_87,(void*)0,&l_87,&g_7,&g_7,&g_7,(void*)0,&l_87},{&l_87,&l_87,&l_87,&l_87,&l_87,&l_87,&l_87,&l_87,&l_87,&l_87},{&l_87,&g_7,&l_87,(void*)0,&l_87,(void*)0,&l_87,&l_87,&g_7,&l_87},{&g_7,&l_87,&l_87,&l_87,&l_87,&g_7,&l_87,&l_87,&l_87,&l_87},{(void*)0,&g_7,&l_87,&l_87,&g_7,(void*)0,&l_87,&l_87,&g_7,&l_87}};
                int i, j;
                --g_91;
                ++g_97;
                for (p_59 = 2; (p_59 >= 0); p_59 -= 1)
                { /* block id: 37 */
                    int i;
                    return g_96[p_59];
                }
            }
            (*g_100) = g_12.f4;
        }
        else
        { /* block id: 42 */
            struct S0 ***l_108 = &g_70[1][1];
            for (g_12.f5 = 0; (g_12.f5 <= 16); ++g_12.f5)
            { /* block id: 45 */
                int32_t * const l_103 = (void*)0;
                int32_t *l_105 = (void*)0;
                int32_t **l_104 = &l_105;
                struct S0 ****l_109 = &l_108;
                struct S0 * const ***l_112 = &l_80[2];
                int8_t *l_113[3][8][1] = {{{&g_114},{(void*)0},{&g_114},{&g_114},{&g_114},{&g_114},{&g_114},{(void*)0}},{{&g_114},{&g_114},{&g_114},{(void*)0},{&g_114},{&g_114},{&g_114},{&g_114}},{{&g_114},{(void*)0},{&g_114},{&g_114},{&g_114},{(void*)0},{&g_114},{&g_114}}};
                int i, j, k;
                (*l_104) = l_103;
                if ((*g_100))
                    continue;
                (*g_100) = ((int8_t)(((*l_109) = l_108) != ((*l_112) = g_110)) << (int8_t)(l_87 ^= 0xDAL));
            }
            if ((*g_100))
                continue;
        }
        if ((*g_100))
            continue;
    }
    for (l_89 = 0; (l_89 <= 1); l_89 += 1)
    { /* block id: 60 */
        int64_t l_118 = 0x1B29F58EF410D84ALL;
        int32_t l_127 = 1L;
        int32_t l_130 = 0x5B92F134L;
        int8_t l_155 = 1L;
        struct S0 *l_232[9][3][8] = {{{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,(void*)0,&g_12,(void*)0,&g_12,(void*)0,&g_12}},{{(void*)0,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12}},{{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12}},{{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,(void*)0,&g_12},{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12}},{{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,(void*)0,&g_12,(void*)0,&g_12,(void*)0,&g_12},{(void*)0,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12}},{{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12}},{{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12},{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12}},{{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,(void*)0,&g_12},{&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12},{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12,&g_12}},{{(void*)0,&g_12,&g_12,&g_12,&g_12,&g_12,(void*)0,&g_12},{&g_12,&g_12,(void*)0,&g_12,(void*)0,&g_12,&g_12,&g_12},{&g_12,&g_12,&g_12,&g_12,(void*)0,&g_12,&g_12,&g_12}}};
        uint16_t l_289 = 0x44F0L;
        int32_t l_302 = 0x11C8FBDDL;
        int32_t l_304[5][3] = {{0xE9E6E954L,(-1L),(-1L)},{(-1L),0xE9E6E954L,0xE9E6E954L},{(-1L),0xE9E6E954L,0x9D3EF5ECL},{0xC0D65119L,(-1L),0x2DFB8CD4L},{(-1L),(-1L),0x2DFB8CD4L}};
        int i, j, k;
        if (((uint64_t)0x2A33AFFD86C08453LL * (uint64_t)((l_118 & ((int8_t)0xD5L * (int8_t)(((void*)0 == &g_114) | ((void*)0 == &g_7)))) , (((int8_t)0xCFL * (int8_t)((int64_t)l_118 - (int64_t)g_95)) != l_118))))
        { /* block id: 61 */
            uint16_t l_131 = 65535UL;
            for (g_65 = 0; (g_65 <= 1); g_65 += 1)
            { /* block id: 64 */
                int32_t *l_125[5][2][2] = {{{&g_7,&g_126},{&g_7,&g_126}},{{(void*)0,(void*)0},{&g_126,&g_7}},{{&g_126,&g_7},{&g_126,(void*)0}},{{(void*)0,&g_126},{&g_7,&g_126}},{{&g_7,&g_126},{(void*)0,(void*)0}}};
                int i, j, k;
                l_131--;
            }
        }
        else
        { /* block id: 67 */
            int32_t l_144 = 0x4037D67DL;
            int32_t *l_148 = &l_129[1];
            int32_t *l_151 = &l_144;
            uint32_t *l_152 = (void*)0;
            int32_t *l_154 = &g_126;
            (*g_100) = ((*l_154) = ((uint32_t)(((uint16_t)((l_128 |= ((uint8_t)1UL / (uint8_t)(((int8_t)(p_59 >= ((*l_151) = ((l_130 = (((int8_t)((l_127 , l_144) , ((int32_t)(l_144 , p_56) % (int32_t)(((*l_148) ^= (!p_57)) , 0x73D745D2L))) << (int8_t)5) & ((int32_t)0x624C86C8L - (int32_t)p_59))) <= 0UL))) * (int8_t)1UL) && 0x894340C1L))) , g_126) * (uint16_t)0x71D3L) & l_153[2][2]) / (uint32_t)(*g_100)));
            if (p_55)
                continue;
            g_167[1][7] &= ((((g_156 |= l_155) | (((0xF1ACA115L < ((void*)0 != &g_110)) || (g_95 ^ ((((uint16_t)(((int16_t)(((g_12.f5 ^ ((uint8_t)g_96[2] >> (uint8_t)1)) ^ (((l_153[2][2] < ((l_165 != &g_96[2]) || l_118)) <= l_127) <= l_129[1])) | g_91) - (int16_t)g_96[2]) & g_96[2]) >> (uint16_t)8) == g_65) , (-1L)))) == g_126)) , (void*)0) == l_166[7][2]);
        }
    }
    for (g_185 = 0; (g_185 != 36); ++g_185)
    { /* block id: 190 */
        int32_t *l_315 = &l_128;
        int32_t *l_316 = &g_126;
        int32_t *l_317[3];
        uint64_t l_318 = 18446744073709551606UL;
        int i;
        for (i = 0; i < 3; i++)
            l_317[i] = (void*)0;
        ++l_318;
        (*g_322) = (*g_179);
    }
    return l_153[2][2];
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
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_12.f0, "g_12.f0", print_hash_value);
    transparent_crc(g_12.f1, "g_12.f1", print_hash_value);
    transparent_crc(g_12.f2, "g_12.f2", print_hash_value);
    transparent_crc(g_12.f3, "g_12.f3", print_hash_value);
    transparent_crc(g_12.f4, "g_12.f4", print_hash_value);
    transparent_crc(g_12.f5, "g_12.f5", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_96[i], "g_96[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_97, "g_97", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_167[i][j], "g_167[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_203, "g_203", print_hash_value);
    transparent_crc(g_214, "g_214", print_hash_value);
    transparent_crc(g_260.f0, "g_260.f0", print_hash_value);
    transparent_crc(g_260.f1, "g_260.f1", print_hash_value);
    transparent_crc(g_260.f2, "g_260.f2", print_hash_value);
    transparent_crc(g_260.f3, "g_260.f3", print_hash_value);
    transparent_crc(g_260.f4, "g_260.f4", print_hash_value);
    transparent_crc(g_260.f5, "g_260.f5", print_hash_value);
    transparent_crc(g_310, "g_310", print_hash_value);
    transparent_crc(g_325.f0, "g_325.f0", print_hash_value);
    transparent_crc(g_325.f1, "g_325.f1", print_hash_value);
    transparent_crc(g_325.f2, "g_325.f2", print_hash_value);
    transparent_crc(g_325.f3, "g_325.f3", print_hash_value);
    transparent_crc(g_325.f4, "g_325.f4", print_hash_value);
    transparent_crc(g_325.f5, "g_325.f5", print_hash_value);
    transparent_crc(g_335.f0, "g_335.f0", print_hash_value);
    transparent_crc(g_335.f1, "g_335.f1", print_hash_value);
    transparent_crc(g_335.f2, "g_335.f2", print_hash_value);
    transparent_crc(g_335.f3, "g_335.f3", print_hash_value);
    transparent_crc(g_335.f4, "g_335.f4", print_hash_value);
    transparent_crc(g_335.f5, "g_335.f5", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_570[i][j], "g_570[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_710, "g_710", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_712[i], "g_712[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_721, "g_721", print_hash_value);
    transparent_crc(g_765.f0, "g_765.f0", print_hash_value);
    transparent_crc(g_765.f1, "g_765.f1", print_hash_value);
    transparent_crc(g_765.f2, "g_765.f2", print_hash_value);
    transparent_crc(g_765.f3, "g_765.f3", print_hash_value);
    transparent_crc(g_765.f4, "g_765.f4", print_hash_value);
    transparent_crc(g_765.f5, "g_765.f5", print_hash_value);
    transparent_crc(g_778, "g_778", print_hash_value);
    transparent_crc(g_798.f0, "g_798.f0", print_hash_value);
    transparent_crc(g_798.f1, "g_798.f1", print_hash_value);
    transparent_crc(g_798.f2, "g_798.f2", print_hash_value);
    transparent_crc(g_798.f3, "g_798.f3", print_hash_value);
    transparent_crc(g_798.f4, "g_798.f4", print_hash_value);
    transparent_crc(g_798.f5, "g_798.f5", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_926[i], "g_926[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_940, "g_940", print_hash_value);
    transparent_crc(g_960.f0, "g_960.f0", print_hash_value);
    transparent_crc(g_960.f1, "g_960.f1", print_hash_value);
    transparent_crc(g_960.f2, "g_960.f2", print_hash_value);
    transparent_crc(g_960.f3, "g_960.f3", print_hash_value);
    transparent_crc(g_960.f4, "g_960.f4", print_hash_value);
    transparent_crc(g_960.f5, "g_960.f5", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1161[i][j].f0, "g_1161[i][j].f0", print_hash_value);
            transparent_crc(g_1161[i][j].f1, "g_1161[i][j].f1", print_hash_value);
            transparent_crc(g_1161[i][j].f2, "g_1161[i][j].f2", print_hash_value);
            transparent_crc(g_1161[i][j].f3, "g_1161[i][j].f3", print_hash_value);
            transparent_crc(g_1161[i][j].f4, "g_1161[i][j].f4", print_hash_value);
            transparent_crc(g_1161[i][j].f5, "g_1161[i][j].f5", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_1190[i].f0, "g_1190[i].f0", print_hash_value);
        transparent_crc(g_1190[i].f1, "g_1190[i].f1", print_hash_value);
        transparent_crc(g_1190[i].f2, "g_1190[i].f2", print_hash_value);
        transparent_crc(g_1190[i].f3, "g_1190[i].f3", print_hash_value);
        transparent_crc(g_1190[i].f4, "g_1190[i].f4", print_hash_value);
        transparent_crc(g_1190[i].f5, "g_1190[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1199.f0, "g_1199.f0", print_hash_value);
    transparent_crc(g_1199.f1, "g_1199.f1", print_hash_value);
    transparent_crc(g_1199.f2, "g_1199.f2", print_hash_value);
    transparent_crc(g_1199.f3, "g_1199.f3", print_hash_value);
    transparent_crc(g_1199.f4, "g_1199.f4", print_hash_value);
    transparent_crc(g_1199.f5, "g_1199.f5", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_1241[i][j].f0, "g_1241[i][j].f0", print_hash_value);
            transparent_crc(g_1241[i][j].f1, "g_1241[i][j].f1", print_hash_value);
            transparent_crc(g_1241[i][j].f2, "g_1241[i][j].f2", print_hash_value);
            transparent_crc(g_1241[i][j].f3, "g_1241[i][j].f3", print_hash_value);
            transparent_crc(g_1241[i][j].f4, "g_1241[i][j].f4", print_hash_value);
            transparent_crc(g_1241[i][j].f5, "g_1241[i][j].f5", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1322.f0, "g_1322.f0", print_hash_value);
    transparent_crc(g_1322.f1, "g_1322.f1", print_hash_value);
    transparent_crc(g_1322.f2, "g_1322.f2", print_hash_value);
    transparent_crc(g_1322.f3, "g_1322.f3", print_hash_value);
    transparent_crc(g_1322.f4, "g_1322.f4", print_hash_value);
    transparent_crc(g_1322.f5, "g_1322.f5", print_hash_value);
    transparent_crc(g_1331.f0, "g_1331.f0", print_hash_value);
    transparent_crc(g_1331.f1, "g_1331.f1", print_hash_value);
    transparent_crc(g_1331.f2, "g_1331.f2", print_hash_value);
    transparent_crc(g_1331.f3, "g_1331.f3", print_hash_value);
    transparent_crc(g_1331.f4, "g_1331.f4", print_hash_value);
    transparent_crc(g_1331.f5, "g_1331.f5", print_hash_value);
    transparent_crc(g_1409.f0, "g_1409.f0", print_hash_value);
    transparent_crc(g_1409.f1, "g_1409.f1", print_hash_value);
    transparent_crc(g_1409.f2, "g_1409.f2", print_hash_value);
    transparent_crc(g_1409.f3, "g_1409.f3", print_hash_value);
    transparent_crc(g_1409.f4, "g_1409.f4", print_hash_value);
    transparent_crc(g_1409.f5, "g_1409.f5", print_hash_value);
    transparent_crc(g_1416, "g_1416", print_hash_value);
    transparent_crc(g_1421.f0, "g_1421.f0", print_hash_value);
    transparent_crc(g_1421.f1, "g_1421.f1", print_hash_value);
    transparent_crc(g_1421.f2, "g_1421.f2", print_hash_value);
    transparent_crc(g_1421.f3, "g_1421.f3", print_hash_value);
    transparent_crc(g_1421.f4, "g_1421.f4", print_hash_value);
    transparent_crc(g_1421.f5, "g_1421.f5", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1424[i][j][k], "g_1424[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1504[i], "g_1504[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1532, "g_1532", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_1537[i][j][k], "g_1537[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1540, "g_1540", print_hash_value);
    transparent_crc(g_1605, "g_1605", print_hash_value);
    transparent_crc(g_1669, "g_1669", print_hash_value);
    transparent_crc(g_1824, "g_1824", print_hash_value);
    transparent_crc(g_1957.f0, "g_1957.f0", print_hash_value);
    transparent_crc(g_1957.f1, "g_1957.f1", print_hash_value);
    transparent_crc(g_1957.f2, "g_1957.f2", print_hash_value);
    transparent_crc(g_1957.f3, "g_1957.f3", print_hash_value);
    transparent_crc(g_1957.f4, "g_1957.f4", print_hash_value);
    transparent_crc(g_1957.f5, "g_1957.f5", print_hash_value);
    transparent_crc(g_2133, "g_2133", print_hash_value);
    transparent_crc(g_2134, "g_2134", print_hash_value);
    transparent_crc(g_2209.f0, "g_2209.f0", print_hash_value);
    transparent_crc(g_2209.f1, "g_2209.f1", print_hash_value);
    transparent_crc(g_2209.f2, "g_2209.f2", print_hash_value);
    transparent_crc(g_2209.f3, "g_2209.f3", print_hash_value);
    transparent_crc(g_2209.f4, "g_2209.f4", print_hash_value);
    transparent_crc(g_2209.f5, "g_2209.f5", print_hash_value);
    transparent_crc(g_2277, "g_2277", print_hash_value);
    transparent_crc(g_2426, "g_2426", print_hash_value);
    transparent_crc(g_2436.f0, "g_2436.f0", print_hash_value);
    transparent_crc(g_2436.f1, "g_2436.f1", print_hash_value);
    transparent_crc(g_2436.f2, "g_2436.f2", print_hash_value);
    transparent_crc(g_2436.f3, "g_2436.f3", print_hash_value);
    transparent_crc(g_2436.f4, "g_2436.f4", print_hash_value);
    transparent_crc(g_2436.f5, "g_2436.f5", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_2447[i], "g_2447[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 647
   depth: 1, occurrence: 12
XXX total union variables: 0

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 134
   depth: 2, occurrence: 28
   depth: 3, occurrence: 2
   depth: 4, occurrence: 3
   depth: 5, occurrence: 3
   depth: 6, occurrence: 2
   depth: 9, occurrence: 1
   depth: 11, occurrence: 2
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 4
   depth: 24, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 30, occurrence: 1
   depth: 32, occurrence: 1
   depth: 35, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 489

XXX times a variable address is taken: 921
XXX times a pointer is dereferenced on RHS: 283
breakdown:
   depth: 1, occurrence: 234
   depth: 2, occurrence: 35
   depth: 3, occurrence: 14
XXX times a pointer is dereferenced on LHS: 373
breakdown:
   depth: 1, occurrence: 348
   depth: 2, occurrence: 20
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 44
XXX times a pointer is compared with address of another variable: 9
XXX times a pointer is compared with another pointer: 12
XXX times a pointer is qualified to be dereferenced: 10290

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1581
   level: 2, occurrence: 267
   level: 3, occurrence: 69
   level: 4, occurrence: 12
   level: 5, occurrence: 12
XXX number of pointers point to pointers: 209
XXX number of pointers point to scalars: 254
XXX number of pointers point to structs: 26
XXX percent of pointers has null in alias set: 30.3
XXX average alias set size: 1.4

XXX times a non-volatile is read: 1889
XXX times a non-volatile is write: 1058
XXX times a volatile is read: 128
XXX    times read thru a pointer: 23
XXX times a volatile is write: 39
XXX    times written thru a pointer: 7
XXX times a volatile is available for access: 8.81e+03
XXX percentage of non-volatile access: 94.6

XXX forward jumps: 1
XXX backward jumps: 7

XXX stmts: 135
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 29
   depth: 1, occurrence: 19
   depth: 2, occurrence: 16
   depth: 3, occurrence: 19
   depth: 4, occurrence: 21
   depth: 5, occurrence: 31

XXX percentage a fresh-made variable is used: 15
XXX percentage an existing variable is used: 85
********************* end of statistics **********************/

