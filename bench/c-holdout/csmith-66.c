/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 66 --no-safe-math --max-funcs 3
 * Seed:      66
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
   int32_t  f0;
   int8_t * f1;
   int32_t  f2;
   int32_t  f3;
};

union U1 {
   const volatile int64_t  f0;
   uint16_t  f1;
   uint64_t  f2;
   uint8_t  f3;
};

union U2 {
   uint64_t  f0;
   int64_t  f1;
   int64_t  f2;
   volatile int8_t  f3;
};

union U3 {
   int8_t  f0;
   volatile uint64_t  f1;
};

union U4 {
   uint64_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int16_t g_6 = 0xCA9FL;
static int8_t g_14 = 0x5BL;
static int32_t g_17 = (-9L);
static int32_t g_19 = 0xCD430964L;
static const int32_t * volatile g_18 = &g_19;/* VOLATILE GLOBAL g_18 */
static const int32_t * volatile * volatile g_20[3] = {&g_18,&g_18,&g_18};
static const int32_t * volatile * volatile g_21[7] = {&g_18,&g_18,&g_18,&g_18,&g_18,&g_18,&g_18};
static const int32_t * volatile * volatile g_22 = &g_18;/* VOLATILE GLOBAL g_22 */
static int32_t *g_29 = &g_19;
static int32_t ** const  volatile g_28 = &g_29;/* VOLATILE GLOBAL g_28 */
static volatile uint8_t g_34 = 0x90L;/* VOLATILE GLOBAL g_34 */
static union U4 g_37 = {0xF0C3DA550E8F7CF8LL};
static volatile union U2 g_42[2][5] = {{{18446744073709551610UL},{18446744073709551610UL},{18446744073709551610UL},{18446744073709551610UL},{18446744073709551610UL}},{{0x4CBF7762406C49A7LL},{0x4CBF7762406C49A7LL},{0x4CBF7762406C49A7LL},{0x4CBF7762406C49A7LL},{0x4CBF7762406C49A7LL}}};
static union U2 g_68[6] = {{18446744073709551608UL},{6UL},{6UL},{18446744073709551608UL},{6UL},{6UL}};
static union U1 g_76 = {8L};/* VOLATILE GLOBAL g_76 */
static uint32_t g_81 = 5UL;
static volatile int64_t *g_100 = (void*)0;
static volatile uint16_t g_128[2][7][4] = {{{0x083BL,0xB929L,1UL,0x6271L},{0xB929L,0x083BL,1UL,1UL},{0x083BL,0x083BL,65528UL,0x6271L},{0x083BL,0xB929L,1UL,0x6271L},{0xB929L,0x083BL,1UL,1UL},{0xB929L,0xB929L,0x6271L,1UL},{0xB929L,1UL,65528UL,1UL}},{{1UL,0xB929L,65528UL,65528UL},{0xB929L,0xB929L,0x6271L,1UL},{0xB929L,1UL,65528UL,1UL},{1UL,0xB929L,65528UL,65528UL},{0xB929L,0xB929L,0x6271L,1UL},{0xB929L,1UL,65528UL,1UL},{1UL,0xB929L,65528UL,65528UL}}};
static int16_t g_148 = 9L;
static uint32_t g_157 = 0xA28B5F6DL;
static int32_t ** const  volatile g_162 = (void*)0;/* VOLATILE GLOBAL g_162 */
static int32_t ** volatile g_163 = &g_29;/* VOLATILE GLOBAL g_163 */
static int32_t ** const  volatile g_166 = (void*)0;/* VOLATILE GLOBAL g_166 */
static int32_t ** volatile g_167 = &g_29;/* VOLATILE GLOBAL g_167 */
static union U2 g_181 = {0xDB6F6008F057B954LL};/* VOLATILE GLOBAL g_181 */
static union U3 g_188 = {0x43L};/* VOLATILE GLOBAL g_188 */
static uint8_t g_199 = 255UL;
static volatile union U2 *g_204 = &g_42[1][1];
static volatile union U2 **g_203[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile union U2 ** const *g_202 = &g_203[2];
static volatile union U2 g_217 = {0xA481CA0FAE57F404LL};/* VOLATILE GLOBAL g_217 */
static union U4 *g_224 = &g_37;
static union U4 ** volatile g_223 = &g_224;/* VOLATILE GLOBAL g_223 */
static union U3 *g_263[9][4][7] = {{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{(void*)0,(void*)0,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,(void*)0,&g_188}},{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,(void*)0,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188}},{{&g_188,(void*)0,(void*)0,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,(void*)0,(void*)0,&g_188},{&g_188,&g_188,&g_188,&g_188,(void*)0,&g_188,&g_188},{(void*)0,&g_188,(void*)0,&g_188,(void*)0,&g_188,&g_188}},{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188}},{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,(void*)0,&g_188,(void*)0,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,(void*)0,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188,(void*)0,&g_188,&g_188}},{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,(void*)0,&g_188,&g_188,&g_188,(void*)0}},{{&g_188,&g_188,(void*)0,&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,(void*)0,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,(void*)0,(void*)0}},{{&g_188,(void*)0,&g_188,&g_188,&g_188,(void*)0,&g_188},{&g_188,&g_188,(void*)0,&g_188,&g_188,(void*)0,&g_188},{(void*)0,&g_188,&g_188,(void*)0,&g_188,&g_188,&g_188},{(void*)0,&g_188,(void*)0,&g_188,&g_188,&g_188,(void*)0}},{{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,(void*)0,&g_188,(void*)0}}};
static union U3 ** volatile g_262 = &g_263[8][3][0];/* VOLATILE GLOBAL g_262 */
static const int32_t g_332 = (-2L);
static uint64_t g_339 = 0xBB274697E7A68C11LL;
static uint32_t *g_346[10][1] = {{(void*)0},{&g_81},{&g_81},{(void*)0},{&g_81},{&g_81},{(void*)0},{&g_81},{&g_81},{(void*)0}};
static uint32_t **g_345 = &g_346[9][0];
static union U3 ** volatile g_349[6] = {(void*)0,(void*)0,&g_263[8][3][0],(void*)0,(void*)0,&g_263[8][3][0]};
static union U3 g_351[2] = {{0xA7L},{0xA7L}};
static const union U2 *g_359 = &g_181;
static const union U2 **g_358 = &g_359;
static union U3 g_361 = {0x2CL};/* VOLATILE GLOBAL g_361 */
static union U2 *g_387 = &g_181;
static volatile union U0 g_414 = {-4L};/* VOLATILE GLOBAL g_414 */
static int16_t g_429[8][4][2] = {{{1L,0x5CCAL},{(-10L),1L},{(-10L),0x5CCAL},{1L,(-10L)}},{{(-10L),0x4F4DL},{(-10L),(-10L)},{1L,0x5CCAL},{(-10L),1L}},{{(-10L),0x5CCAL},{1L,(-10L)},{(-10L),0x4F4DL},{(-10L),(-10L)}},{{1L,0x5CCAL},{(-10L),1L},{(-10L),0x5CCAL},{1L,(-10L)}},{{(-10L),0x4F4DL},{(-10L),(-10L)},{1L,0x5CCAL},{(-10L),1L}},{{(-10L),0x5CCAL},{1L,(-10L)},{(-10L),0x4F4DL},{(-10L),(-10L)}},{{1L,0x5CCAL},{(-10L),1L},{(-10L),0x5CCAL},{1L,(-10L)}},{{(-10L),0x4F4DL},{(-10L),(-10L)},{1L,0x5CCAL},{(-10L),1L}}};
static union U0 g_437 = {0L};
static union U0 *g_436 = &g_437;
static union U0 ** const  volatile g_435 = &g_436;/* VOLATILE GLOBAL g_435 */
static union U0 ** volatile g_468 = &g_436;/* VOLATILE GLOBAL g_468 */
static const union U0 **g_476 = (void*)0;
static union U0 **g_478 = &g_436;
static volatile union U3 g_486 = {0x54L};/* VOLATILE GLOBAL g_486 */
static union U1 g_537 = {1L};/* VOLATILE GLOBAL g_537 */
static volatile int32_t g_547 = 3L;/* VOLATILE GLOBAL g_547 */
static volatile union U2 g_561 = {0x22A9DDD121242E49LL};/* VOLATILE GLOBAL g_561 */
static int64_t *g_564 = &g_181.f1;
static uint32_t g_571 = 0xC76CDB37L;
static uint32_t ***g_597 = &g_345;
static uint32_t *** const *g_596 = &g_597;
static volatile union U3 g_607 = {0xE0L};/* VOLATILE GLOBAL g_607 */
static volatile int64_t g_677 = 0xCD74D2BEADD9E89ALL;/* VOLATILE GLOBAL g_677 */
static int32_t g_678 = 1L;
static volatile int64_t g_679 = 0x0F7282918FA1519CLL;/* VOLATILE GLOBAL g_679 */
static volatile int8_t g_681 = 0x87L;/* VOLATILE GLOBAL g_681 */
static uint32_t g_684 = 0x11FFCB9CL;
static uint64_t g_687 = 18446744073709551615UL;
static uint32_t g_719 = 0xBEEBEE58L;
static union U2 g_734[10] = {{0x0814E65405268107LL},{0x0814E65405268107LL},{18446744073709551612UL},{18446744073709551612UL},{18446744073709551612UL},{0x0814E65405268107LL},{18446744073709551612UL},{18446744073709551612UL},{0x0814E65405268107LL},{18446744073709551612UL}};
static union U4 **g_758 = &g_224;
static union U4 **g_761 = &g_224;
static volatile int8_t g_773 = 0xEAL;/* VOLATILE GLOBAL g_773 */
static volatile int16_t g_776 = 1L;/* VOLATILE GLOBAL g_776 */
static volatile uint64_t g_780 = 18446744073709551613UL;/* VOLATILE GLOBAL g_780 */
static union U2 g_789 = {0xACE15F17FE9A05F6LL};/* VOLATILE GLOBAL g_789 */
static union U1 g_794 = {1L};/* VOLATILE GLOBAL g_794 */
static int8_t g_798 = 0x34L;
static int32_t g_800[5][7][3] = {{{0xCCE043B7L,9L,0x1807679DL},{0x2526F572L,0xBF1F991EL,0xCFCAA5C2L},{0xEB755AEDL,0x1D385D4FL,0x1807679DL},{0L,2L,2L},{1L,0x9AE6708BL,(-9L)},{1L,(-9L),0L},{0L,0x1A95E50EL,0xFFAE5F63L}},{{0xEB755AEDL,(-1L),(-1L)},{0x2526F572L,0x1A95E50EL,0x587A81DDL},{0xCCE043B7L,(-9L),0x1D385D4FL},{1L,0x9AE6708BL,0x1D385D4FL},{0L,2L,0x587A81DDL},{0xBAD04562L,0x1D385D4FL,(-1L)},{0xD13E6BBDL,0xBF1F991EL,0xFFAE5F63L}},{{0xBAD04562L,9L,0L},{0L,0x1807679DL,(-9L)},{1L,0x1807679DL,2L},{0xCCE043B7L,9L,0x1807679DL},{0x2526F572L,0xBF1F991EL,0xCFCAA5C2L},{0xEB755AEDL,0x1D385D4FL,0x1807679DL},{0L,2L,2L}},{{1L,0x9AE6708BL,(-9L)},{1L,(-9L),0L},{0L,0x1A95E50EL,0xFFAE5F63L},{0xEB755AEDL,(-1L),(-1L)},{0x2526F572L,0x1A95E50EL,0x587A81DDL},{0xCCE043B7L,(-9L),0x1D385D4FL},{1L,0x9AE6708BL,0x1D385D4FL}},{{0L,2L,0x587A81DDL},{0xBAD04562L,0x1D385D4FL,(-1L)},{0xD13E6BBDL,0xBF1F991EL,0xFFAE5F63L},{0xBAD04562L,9L,0L},{0L,0x1807679DL,(-9L)},{1L,0x1807679DL,2L},{0xCCE043B7L,9L,0x1807679DL}}};
static int16_t *g_836[6] = {&g_6,&g_6,&g_6,&g_6,&g_6,&g_6};
static int16_t **g_835[5] = {&g_836[4],&g_836[4],&g_836[4],&g_836[4],&g_836[4]};
static uint32_t g_845 = 4294967287UL;
static uint32_t g_853[7][9][4] = {{{0x09EA5DAAL,0xA55FE3DBL,1UL,1UL},{0xA55FE3DBL,0UL,0UL,0UL},{18446744073709551609UL,1UL,18446744073709551611UL,0x18F656F2L},{0UL,0xE4BB6B10L,18446744073709551611UL,18446744073709551615UL},{18446744073709551609UL,0x9B6A857FL,0UL,1UL},{0xA55FE3DBL,18446744073709551608UL,1UL,1UL},{0x09EA5DAAL,0x457BE274L,18446744073709551615UL,1UL},{0xE4BB6B10L,18446744073709551608UL,0x6E24162EL,1UL},{18446744073709551615UL,0x9B6A857FL,1UL,18446744073709551615UL}},{{1UL,0xE4BB6B10L,0x18F656F2L,0x18F656F2L},{1UL,1UL,1UL,0UL},{18446744073709551615UL,0UL,0x6E24162EL,1UL},{0xE4BB6B10L,0xA55FE3DBL,18446744073709551615UL,0x6E24162EL},{0x09EA5DAAL,0xA55FE3DBL,1UL,1UL},{0xA55FE3DBL,0UL,0UL,0UL},{18446744073709551609UL,1UL,18446744073709551611UL,0x18F656F2L},{0UL,0xE4BB6B10L,18446744073709551611UL,18446744073709551615UL},{0x9B6A857FL,18446744073709551608UL,18446744073709551615UL,0x18F656F2L}},{{18446744073709551609UL,1UL,0x18F656F2L,0UL},{0UL,0xA55FE3DBL,0xDC24560EL,0UL},{0UL,1UL,1UL,0x18F656F2L},{0x09EA5DAAL,18446744073709551608UL,0UL,0x6E24162EL},{0x457BE274L,0UL,18446744073709551611UL,18446744073709551611UL},{0x457BE274L,0x457BE274L,0UL,1UL},{0x09EA5DAAL,0xE4BB6B10L,1UL,0xBBAAAC40L},{0UL,18446744073709551609UL,0xDC24560EL,1UL},{0UL,18446744073709551609UL,0x18F656F2L,0xBBAAAC40L}},{{18446744073709551609UL,0xE4BB6B10L,18446744073709551615UL,1UL},{0x9B6A857FL,0x457BE274L,18446744073709551615UL,18446744073709551611UL},{1UL,0UL,18446744073709551615UL,0x6E24162EL},{0x9B6A857FL,18446744073709551608UL,18446744073709551615UL,0x18F656F2L},{18446744073709551609UL,1UL,0x18F656F2L,0UL},{0UL,0xA55FE3DBL,0xDC24560EL,0UL},{0UL,1UL,1UL,0x18F656F2L},{0x09EA5DAAL,18446744073709551608UL,0UL,0x6E24162EL},{0x457BE274L,0UL,18446744073709551611UL,18446744073709551611UL}},{{0x457BE274L,0x457BE274L,0UL,1UL},{0x09EA5DAAL,0xE4BB6B10L,1UL,0xBBAAAC40L},{0UL,18446744073709551609UL,0xDC24560EL,1UL},{0UL,18446744073709551609UL,0x18F656F2L,0xBBAAAC40L},{18446744073709551609UL,0xE4BB6B10L,18446744073709551615UL,1UL},{0x9B6A857FL,0x457BE274L,18446744073709551615UL,18446744073709551611UL},{1UL,0UL,18446744073709551615UL,0x6E24162EL},{0x9B6A857FL,18446744073709551608UL,18446744073709551615UL,0x18F656F2L},{18446744073709551609UL,1UL,0x18F656F2L,0UL}},{{0UL,0xA55FE3DBL,0xDC24560EL,0UL},{0UL,1UL,1UL,0x18F656F2L},{0x09EA5DAAL,18446744073709551608UL,0UL,0x6E24162EL},{0x457BE274L,0UL,18446744073709551611UL,18446744073709551611UL},{0x457BE274L,0x457BE274L,0UL,1UL},{0x09EA5DAAL,0xE4BB6B10L,1UL,0xBBAAAC40L},{0UL,18446744073709551609UL,0xDC24560EL,1UL},{0UL,18446744073709551609UL,0x18F656F2L,0xBBAAAC40L},{18446744073709551609UL,0xE4BB6B10L,18446744073709551615UL,1UL}},{{0x9B6A857FL,0x457BE274L,18446744073709551615UL,18446744073709551611UL},{1UL,0UL,18446744073709551615UL,0x6E24162EL},{0x9B6A857FL,18446744073709551608UL,18446744073709551615UL,0x18F656F2L},{18446744073709551609UL,1UL,0x18F656F2L,0UL},{0UL,0xA55FE3DBL,0xDC24560EL,0UL},{0UL,1UL,1UL,0x18F656F2L},{0x09EA5DAAL,18446744073709551608UL,0UL,0x6E24162EL},{0x457BE274L,0UL,18446744073709551611UL,18446744073709551611UL},{0x457BE274L,0x457BE274L,0UL,1UL}}};
static uint64_t g_868 = 1UL;
static int32_t *g_910 = &g_17;
static int32_t **g_909 = &g_910;
static uint16_t g_923[3] = {0UL,0UL,0UL};
static union U2 g_940 = {0UL};/* VOLATILE GLOBAL g_940 */
static union U1 g_954 = {-1L};/* VOLATILE GLOBAL g_954 */
static int32_t **g_964 = &g_29;
static union U3 g_976 = {0xD0L};/* VOLATILE GLOBAL g_976 */
static int32_t ***g_984 = &g_964;
static uint16_t g_989 = 0x5F23L;
static uint16_t g_1009[3][1] = {{0xA51FL},{0xA51FL},{0xA51FL}};
static union U1 g_1019 = {3L};/* VOLATILE GLOBAL g_1019 */
static int32_t ** volatile g_1044[10] = {&g_29,&g_29,&g_29,&g_29,&g_29,&g_29,&g_29,&g_29,&g_29,&g_29};
static union U2 g_1049 = {0xFCD201C6DEB51F6DLL};/* VOLATILE GLOBAL g_1049 */


/* --- FORWARD DECLARATIONS --- */
static union U2  func_1(void);
static uint16_t  func_7(int8_t * p_8, int8_t * p_9, int8_t * p_10, uint8_t  p_11, union U4  p_12);
static int8_t * func_15(int64_t  p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_17 g_18 g_22 g_19 g_28 g_34 g_14 g_37 g_42 g_68 g_68.f1 g_37.f0 g_29 g_76 g_81 g_76.f3 g_571 g_181.f0 g_547 g_798 g_1049
 * writes: g_18 g_17 g_19 g_29 g_34 g_68.f2 g_14 g_81
 */
static union U2  func_1(void)
{ /* block id: 0 */
    int8_t *l_13 = &g_14;
    uint64_t l_1040[4];
    int16_t l_1041 = 1L;
    int32_t l_1042 = 0L;
    int i;
    for (i = 0; i < 4; i++)
        l_1040[i] = 18446744073709551615UL;
    if ((l_1042 = ((uint8_t)((((uint16_t)g_6 * (uint16_t)(func_7(l_13, func_15(g_17), l_13, g_14, g_37) || g_181.f0)) || g_547) , l_1040[1]) * (uint8_t)l_1041)))
    { /* block id: 439 */
        int32_t * const l_1043[1] = {&g_437.f2};
        int32_t **l_1045 = (void*)0;
        int32_t **l_1046 = &g_29;
        int i;
        (*l_1046) = l_1043[0];
    }
    else
    { /* block id: 441 */
        (*g_29) &= ((int32_t)(0xD516E8A7B152990FLL < g_798) / (int32_t)(-1L));
    }
    return g_1049;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_6 g_68 g_19 g_68.f1 g_14 g_37.f0 g_29 g_76 g_81 g_76.f3 g_571
 * writes: g_68.f2 g_14 g_19 g_81
 */
static uint16_t  func_7(int8_t * p_8, int8_t * p_9, int8_t * p_10, uint8_t  p_11, union U4  p_12)
{ /* block id: 12 */
    int32_t l_60 = 0xB818E961L;
    int32_t *l_63[7];
    int32_t l_69 = 0xECDE8719L;
    int32_t l_70 = (-1L);
    int64_t *l_71 = &g_68[5].f2;
    int8_t l_91[6][10] = {{(-9L),0x36L,0xACL,2L,(-1L),(-1L),1L,0xC8L,2L,0x4AL},{0x62L,0x36L,0x51L,0x03L,0xACL,1L,1L,0xACL,0x03L,0x51L},{0x36L,0x36L,(-1L),0x44L,0x4AL,(-9L),1L,0x51L,0x44L,0xC8L},{(-1L),0x36L,0x4AL,0x45L,0x51L,0x62L,1L,(-1L),0x45L,(-1L)},{1L,0x36L,0xC8L,0L,0xC8L,0x36L,1L,0x4AL,0L,0xACL},{(-9L),0x36L,0xACL,2L,(-1L),(-1L),1L,0xC8L,2L,0x4AL}};
    uint32_t *l_155 = &g_81;
    int32_t l_232 = 0L;
    int32_t l_233 = 0x65317659L;
    int32_t l_234 = 0x51B0854EL;
    int32_t l_236[7] = {0x1CA19007L,0x6437F609L,0x1CA19007L,0x1CA19007L,0x6437F609L,0x1CA19007L,0x1CA19007L};
    int64_t l_245[6];
    int32_t *l_260 = &l_236[4];
    uint64_t l_303 = 1UL;
    uint16_t l_357 = 0x0ED2L;
    uint8_t l_373 = 0UL;
    uint32_t l_479 = 0xE8DCCD0DL;
    union U0 l_502 = {4L};
    union U4 l_538 = {0xA3771D502BB492BCLL};
    union U0 **l_541 = &g_436;
    uint64_t l_624[6][4][7] = {{{0xEBB5D6E20A448BCFLL,0x246385FB9EF49825LL,1UL,1UL,0x4D601AEB4896CBD5LL,1UL,0x4D601AEB4896CBD5LL},{0UL,0UL,0UL,0UL,0x246385FB9EF49825LL,1UL,0xB56AECD74C835DAALL},{0x0D4024034E1560DCLL,0UL,0x8EA76DFCE993646ELL,0x05B05A8AE78EBEC8LL,0x57A5AA07844BDDBBLL,9UL,0UL},{0UL,1UL,4UL,9UL,0xC11DD32060C5D081LL,0xF8E3621BBABEF612LL,0xB56AECD74C835DAALL}},{{18446744073709551614UL,0x76959FB078597B9DLL,9UL,0x00C765A976E9B483LL,0xE1EEDBBD5C51F3EDLL,18446744073709551607UL,0x4D601AEB4896CBD5LL},{0x76959FB078597B9DLL,0xEBB5D6E20A448BCFLL,0UL,0x4D601AEB4896CBD5LL,7UL,0UL,18446744073709551614UL},{0UL,0x30A2BF3640043849LL,0UL,0xF8E3621BBABEF612LL,8UL,8UL,0xF8E3621BBABEF612LL},{9UL,0x8EA76DFCE993646ELL,9UL,4UL,0x05B05A8AE78EBEC8LL,18446744073709551607UL,18446744073709551615UL}},{{1UL,0x05B05A8AE78EBEC8LL,4UL,0xDE8618921DC29A6FLL,1UL,4UL,8UL},{18446744073709551614UL,1UL,0x8EA76DFCE993646ELL,4UL,0xAAC9E37D535E3D7CLL,18446744073709551607UL,1UL},{1UL,0xC11DD32060C5D081LL,0UL,0x2DF5A9B6240CD938LL,0x8EA76DFCE993646ELL,8UL,4UL},{18446744073709551607UL,18446744073709551614UL,1UL,0x76959FB078597B9DLL,18446744073709551614UL,0UL,1UL}},{{0x05B05A8AE78EBEC8LL,18446744073709551614UL,0x246385FB9EF49825LL,18446744073709551607UL,0UL,18446744073709551607UL,0x246385FB9EF49825LL},{0xC11DD32060C5D081LL,0xC11DD32060C5D081LL,4UL,18446744073709551607UL,1UL,0xF8E3621BBABEF612LL,0x30A2BF3640043849LL},{0xFAC5468741D60DC5LL,1UL,18446744073709551607UL,18446744073709551615UL,18446744073709551615UL,9UL,0x05B05A8AE78EBEC8LL},{0xAAC9E37D535E3D7CLL,0x05B05A8AE78EBEC8LL,18446744073709551615UL,18446744073709551614UL,1UL,1UL,0xDE8618921DC29A6FLL}},{{0x57A5AA07844BDDBBLL,0x8EA76DFCE993646ELL,18446744073709551615UL,0x05B05A8AE78EBEC8LL,0xAAC9E37D535E3D7CLL,0x00C765A976E9B483LL,7UL},{7UL,9UL,1UL,1UL,0x2DF5A9B6240CD938LL,0xC11DD32060C5D081LL,0UL},{7UL,0xE1EEDBBD5C51F3EDLL,4UL,18446744073709551614UL,18446744073709551614UL,4UL,0xE1EEDBBD5C51F3EDLL},{1UL,0x4D601AEB4896CBD5LL,1UL,1UL,0x246385FB9EF49825LL,0xEBB5D6E20A448BCFLL,4UL}},{{0x246385FB9EF49825LL,18446744073709551615UL,0x2DF5A9B6240CD938LL,0xDE8618921DC29A6FLL,0x8EA76DFCE993646ELL,18446744073709551607UL,0UL},{0x76959FB078597B9DLL,0xAAC9E37D535E3D7CLL,4UL,1UL,0xB56AECD74C835DAALL,0UL,18446744073709551615UL},{4UL,0UL,4UL,18446744073709551614UL,0xF8E3621BBABEF612LL,0xFAC5468741D60DC5LL,0xC11DD32060C5D081LL},{0xB56AECD74C835DAALL,0x30A2BF3640043849LL,0xF8E3621BBABEF612LL,1UL,18446744073709551607UL,4UL,0xC11DD32060C5D081LL}}};
    int8_t l_626 = 0x4FL;
    int8_t l_633 = (-5L);
    uint32_t ****l_643[7][10][3] = {{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}},{{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597}}};
    uint32_t *****l_642 = &l_643[0][9][0];
    int16_t *l_653 = &g_429[3][1][0];
    int32_t l_682 = (-1L);
    int16_t l_683 = 2L;
    uint8_t l_715 = 254UL;
    union U2 **l_716 = &g_387;
    int32_t l_741 = (-6L);
    int8_t l_802 = (-9L);
    int32_t l_806 = 2L;
    int32_t l_812 = (-10L);
    int16_t l_815 = 0x7B2EL;
    int32_t **l_855 = &l_260;
    int32_t ***l_854 = &l_855;
    uint32_t l_859 = 0xEA1DC25BL;
    uint32_t l_872 = 0x477433F7L;
    union U4 * const **l_902 = (void*)0;
    int32_t **l_912 = &l_63[2];
    union U3 **l_916 = &g_263[8][3][0];
    const uint64_t l_922 = 0xE4451C431CA27B4ELL;
    uint32_t l_926[5] = {0x91DE3D67L,0x91DE3D67L,0x91DE3D67L,0x91DE3D67L,0x91DE3D67L};
    int32_t l_1007 = 0x959C363CL;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_63[i] = &g_17;
    for (i = 0; i < 6; i++)
        l_245[i] = 4L;
    (*g_29) = (((uint64_t)(((uint8_t)(((g_42[0][4] , ((uint8_t)(((*p_10) = (1UL && ((((*l_71) = ((uint16_t)((((((int64_t)(((((int8_t)((uint16_t)(((uint32_t)6UL - (uint32_t)0UL) == ((uint32_t)(!(-9L)) / (uint32_t)(((int16_t)((((l_60 >= p_11) , ((uint32_t)((l_60 = 0L) , (((uint64_t)(((((uint16_t)g_6 << (uint16_t)l_60) & g_6) , g_68[5]) , l_60) - (uint64_t)0x8F30040642FC3084LL) > p_12.f0)) % (uint32_t)l_69)) ^ l_69) , p_12.f0) * (int16_t)g_19) | p_12.f0))) / (uint16_t)0x0427L) - (int8_t)0x20L) > g_68[5].f1) , 0L) < (*p_9)) / (int64_t)g_14) , l_60) ^ l_70) < l_69) , p_11) >> (uint16_t)5)) >= l_70) ^ p_11))) ^ g_19) * (uint8_t)g_37.f0)) | 0x8D0DL) != l_70) + (uint8_t)0x19L) , 18446744073709551611UL) - (uint64_t)3L) != 0x30CDL);
    for (l_69 = 0; (l_69 != (-18)); l_69 -= 6)
    { /* block id: 19 */
        uint32_t *l_80[7];
        int32_t l_82[7][8][4] = {{{9L,9L,0x04519F07L,0xCDC5007CL},{0xCDC5007CL,0xF8785D54L,0x04519F07L,0xF8785D54L},{9L,(-1L),1L,0x04519F07L},{0xF8785D54L,(-1L),(-1L),0xF8785D54L},{(-1L),0xF8785D54L,9L,0xCDC5007CL},{(-1L),9L,(-1L),1L},{0xF8785D54L,0xCDC5007CL,1L,1L},{9L,9L,0x04519F07L,0xCDC5007CL}},{{0xCDC5007CL,0xF8785D54L,0x04519F07L,0xF8785D54L},{9L,(-1L),1L,0x04519F07L},{0xF8785D54L,(-1L),(-1L),0xF8785D54L},{(-1L),0xF8785D54L,9L,0xCDC5007CL},{(-1L),9L,(-1L),1L},{0xF8785D54L,0xCDC5007CL,1L,1L},{9L,9L,0x04519F07L,0xCDC5007CL},{0xCDC5007CL,0xF8785D54L,0x04519F07L,0xF8785D54L}},{{9L,(-1L),1L,0x04519F07L},{0xF8785D54L,(-1L),(-1L),0xF8785D54L},{(-1L),0xF8785D54L,9L,0xCDC5007CL},{(-1L),9L,(-1L),1L},{0xF8785D54L,0xCDC5007CL,1L,1L},{9L,9L,0x04519F07L,0xCDC5007CL},{0xCDC5007CL,0xF8785D54L,0x04519F07L,0xF8785D54L},{9L,(-1L),1L,0x04519F07L}},{{0xF8785D54L,(-1L),(-1L),0xF8785D54L},{(-1L),0xF8785D54L,9L,0xCDC5007CL},{(-1L),9L,(-1L),1L},{0xF8785D54L,0xCDC5007CL,1L,1L},{0xBC71B595L,0xBC71B595L,9L,1L},{1L,(-1L),9L,(-1L)},{0xBC71B595L,0xCDC5007CL,0x04519F07L,9L},{(-1L),0xCDC5007CL,0xCDC5007CL,(-1L)}},{{0xCDC5007CL,(-1L),0xBC71B595L,1L},{0xCDC5007CL,0xBC71B595L,0xCDC5007CL,0x04519F07L},{(-1L),1L,0x04519F07L,0x04519F07L},{0xBC71B595L,0xBC71B595L,9L,1L},{1L,(-1L),9L,(-1L)},{0xBC71B595L,0xCDC5007CL,0x04519F07L,9L},{(-1L),0xCDC5007CL,0xCDC5007CL,(-1L)},{0xCDC5007CL,(-1L),0xBC71B595L,1L}},{{0xCDC5007CL,0xBC71B595L,0xCDC5007CL,0x04519F07L},{(-1L),1L,0x04519F07L,0x04519F07L},{0xBC71B595L,0xBC71B595L,9L,1L},{1L,(-1L),9L,(-1L)},{0xBC71B595L,0xCDC5007CL,0x04519F07L,9L},{(-1L),0xCDC5007CL,0xCDC5007CL,(-1L)},{0xCDC5007CL,(-1L),0xBC71B595L,1L},{0xCDC5007CL,0xBC71B595L,0xCDC5007CL,0x04519F07L}},{{(-1L),1L,0x04519F07L,0x04519F07L},{0xBC71B595L,0xBC71B595L,9L,1L},{1L,(-1L),9L,(-1L)},{0xBC71B595L,0xCDC5007CL,0x04519F07L,9L},{(-1L),0xCDC5007CL,0xCDC5007CL,(-1L)},{0xCDC5007CL,(-1L),0xBC71B595L,1L},{0xCDC5007CL,0xBC71B595L,0xCDC5007CL,0x04519F07L},{(-1L),1L,0x04519F07L,0x04519F07L}}};
        int i, j, k;
        for (i = 0; i < 7; i++)
            l_80[i] = &g_81;
        (*g_29) = (((int16_t)((g_76 , (0x51L <= ((+((((uint32_t)(l_82[5][6][1] = (g_81++)) / (uint32_t)p_11) | (((int64_t)(0L != ((int64_t)((int8_t)0x99L + (int8_t)((l_60 | l_91[5][6]) == (g_68[5] , ((uint32_t)p_12.f0 / (uint32_t)0xDC5EB77DL)))) / (int64_t)0xA79F159E9DC621C6LL)) - (int64_t)0xAD413ED7628F8C84LL) > l_69)) && g_81)) , l_69))) < 0xFFL) + (int16_t)g_76.f3) || p_11);
    }
    return g_571;
}


/* ------------------------------------------ */
/* 
 * reads : g_18 g_22 g_17 g_19 g_28 g_34
 * writes: g_18 g_17 g_19 g_29 g_34
 */
static int8_t * func_15(int64_t  p_16)
{ /* block id: 1 */
    int32_t *l_26 = &g_19;
    int32_t * const *l_25 = &l_26;
    int32_t *l_30 = (void*)0;
    int32_t *l_31 = &g_19;
    int32_t l_32 = (-1L);
    int32_t *l_33[1];
    int i;
    for (i = 0; i < 1; i++)
        l_33[i] = &l_32;
    (*g_22) = g_18;
    for (g_17 = (-18); (g_17 > 28); ++g_17)
    { /* block id: 5 */
        int32_t * const **l_27 = &l_25;
        (*l_27) = l_25;
        (***l_27) &= p_16;
        (*g_28) = (**l_27);
    }
    ++g_34;
    return &g_14;
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
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_37.f0, "g_37.f0", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_42[i][j].f0, "g_42[i][j].f0", print_hash_value);
            transparent_crc(g_42[i][j].f1, "g_42[i][j].f1", print_hash_value);
            transparent_crc(g_42[i][j].f2, "g_42[i][j].f2", print_hash_value);
            transparent_crc(g_42[i][j].f3, "g_42[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_68[i].f0, "g_68[i].f0", print_hash_value);
        transparent_crc(g_68[i].f1, "g_68[i].f1", print_hash_value);
        transparent_crc(g_68[i].f2, "g_68[i].f2", print_hash_value);
        transparent_crc(g_68[i].f3, "g_68[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_76.f0, "g_76.f0", print_hash_value);
    transparent_crc(g_76.f1, "g_76.f1", print_hash_value);
    transparent_crc(g_76.f2, "g_76.f2", print_hash_value);
    transparent_crc(g_76.f3, "g_76.f3", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_128[i][j][k], "g_128[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_181.f0, "g_181.f0", print_hash_value);
    transparent_crc(g_181.f1, "g_181.f1", print_hash_value);
    transparent_crc(g_181.f2, "g_181.f2", print_hash_value);
    transparent_crc(g_181.f3, "g_181.f3", print_hash_value);
    transparent_crc(g_188.f0, "g_188.f0", print_hash_value);
    transparent_crc(g_199, "g_199", print_hash_value);
    transparent_crc(g_217.f0, "g_217.f0", print_hash_value);
    transparent_crc(g_217.f1, "g_217.f1", print_hash_value);
    transparent_crc(g_217.f2, "g_217.f2", print_hash_value);
    transparent_crc(g_217.f3, "g_217.f3", print_hash_value);
    transparent_crc(g_332, "g_332", print_hash_value);
    transparent_crc(g_339, "g_339", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_351[i].f0, "g_351[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_361.f0, "g_361.f0", print_hash_value);
    transparent_crc(g_414.f0, "g_414.f0", print_hash_value);
    transparent_crc(g_414.f2, "g_414.f2", print_hash_value);
    transparent_crc(g_414.f3, "g_414.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_429[i][j][k], "g_429[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_437.f0, "g_437.f0", print_hash_value);
    transparent_crc(g_437.f2, "g_437.f2", print_hash_value);
    transparent_crc(g_437.f3, "g_437.f3", print_hash_value);
    transparent_crc(g_486.f0, "g_486.f0", print_hash_value);
    transparent_crc(g_537.f0, "g_537.f0", print_hash_value);
    transparent_crc(g_537.f1, "g_537.f1", print_hash_value);
    transparent_crc(g_537.f2, "g_537.f2", print_hash_value);
    transparent_crc(g_537.f3, "g_537.f3", print_hash_value);
    transparent_crc(g_547, "g_547", print_hash_value);
    transparent_crc(g_561.f0, "g_561.f0", print_hash_value);
    transparent_crc(g_561.f1, "g_561.f1", print_hash_value);
    transparent_crc(g_561.f2, "g_561.f2", print_hash_value);
    transparent_crc(g_561.f3, "g_561.f3", print_hash_value);
    transparent_crc(g_571, "g_571", print_hash_value);
    transparent_crc(g_607.f0, "g_607.f0", print_hash_value);
    transparent_crc(g_677, "g_677", print_hash_value);
    transparent_crc(g_678, "g_678", print_hash_value);
    transparent_crc(g_679, "g_679", print_hash_value);
    transparent_crc(g_681, "g_681", print_hash_value);
    transparent_crc(g_684, "g_684", print_hash_value);
    transparent_crc(g_687, "g_687", print_hash_value);
    transparent_crc(g_719, "g_719", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_734[i].f0, "g_734[i].f0", print_hash_value);
        transparent_crc(g_734[i].f1, "g_734[i].f1", print_hash_value);
        transparent_crc(g_734[i].f2, "g_734[i].f2", print_hash_value);
        transparent_crc(g_734[i].f3, "g_734[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_773, "g_773", print_hash_value);
    transparent_crc(g_776, "g_776", print_hash_value);
    transparent_crc(g_780, "g_780", print_hash_value);
    transparent_crc(g_789.f0, "g_789.f0", print_hash_value);
    transparent_crc(g_789.f1, "g_789.f1", print_hash_value);
    transparent_crc(g_789.f2, "g_789.f2", print_hash_value);
    transparent_crc(g_789.f3, "g_789.f3", print_hash_value);
    transparent_crc(g_794.f0, "g_794.f0", print_hash_value);
    transparent_crc(g_794.f1, "g_794.f1", print_hash_value);
    transparent_crc(g_794.f2, "g_794.f2", print_hash_value);
    transparent_crc(g_794.f3, "g_794.f3", print_hash_value);
    transparent_crc(g_798, "g_798", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_800[i][j][k], "g_800[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_845, "g_845", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_853[i][j][k], "g_853[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_868, "g_868", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_923[i], "g_923[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_940.f0, "g_940.f0", print_hash_value);
    transparent_crc(g_940.f1, "g_940.f1", print_hash_value);
    transparent_crc(g_940.f2, "g_940.f2", print_hash_value);
    transparent_crc(g_940.f3, "g_940.f3", print_hash_value);
    transparent_crc(g_954.f0, "g_954.f0", print_hash_value);
    transparent_crc(g_954.f1, "g_954.f1", print_hash_value);
    transparent_crc(g_954.f2, "g_954.f2", print_hash_value);
    transparent_crc(g_954.f3, "g_954.f3", print_hash_value);
    transparent_crc(g_976.f0, "g_976.f0", print_hash_value);
    transparent_crc(g_989, "g_989", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_1009[i][j], "g_1009[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1019.f0, "g_1019.f0", print_hash_value);
    transparent_crc(g_1019.f1, "g_1019.f1", print_hash_value);
    transparent_crc(g_1019.f2, "g_1019.f2", print_hash_value);
    transparent_crc(g_1019.f3, "g_1019.f3", print_hash_value);
    transparent_crc(g_1049.f0, "g_1049.f0", print_hash_value);
    transparent_crc(g_1049.f1, "g_1049.f1", print_hash_value);
    transparent_crc(g_1049.f2, "g_1049.f2", print_hash_value);
    transparent_crc(g_1049.f3, "g_1049.f3", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 323
XXX total union variables: 25

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

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 18
   depth: 2, occurrence: 2
   depth: 3, occurrence: 1
   depth: 13, occurrence: 1
   depth: 21, occurrence: 1
   depth: 44, occurrence: 1

XXX total number of pointers: 220

XXX times a variable address is taken: 502
XXX times a pointer is dereferenced on RHS: 113
breakdown:
   depth: 1, occurrence: 87
   depth: 2, occurrence: 24
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 139
breakdown:
   depth: 1, occurrence: 115
   depth: 2, occurrence: 19
   depth: 3, occurrence: 5
XXX times a pointer is compared with null: 20
XXX times a pointer is compared with address of another variable: 7
XXX times a pointer is compared with another pointer: 9
XXX times a pointer is qualified to be dereferenced: 4086

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 412
   level: 2, occurrence: 126
   level: 3, occurrence: 35
   level: 4, occurrence: 8
   level: 5, occurrence: 3
XXX number of pointers point to pointers: 105
XXX number of pointers point to scalars: 95
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 22.3
XXX average alias set size: 1.3

XXX times a non-volatile is read: 763
XXX times a non-volatile is write: 406
XXX times a volatile is read: 56
XXX    times read thru a pointer: 2
XXX times a volatile is write: 17
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 3.3e+03
XXX percentage of non-volatile access: 94.1

XXX forward jumps: 1
XXX backward jumps: 9

XXX stmts: 15
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 6

XXX percentage a fresh-made variable is used: 19.4
XXX percentage an existing variable is used: 80.6
********************* end of statistics **********************/

