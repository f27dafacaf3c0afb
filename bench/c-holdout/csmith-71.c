/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 71 --no-safe-math --max-funcs 6 --no-structs
 * Seed:      71
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
static volatile int32_t g_2 = 0x3B910207L;/* VOLATILE GLOBAL g_2 */
static int32_t g_4[3][7][8] = {{{1L,1L,0x7359B504L,0L,0xE0E2BF35L,1L,0x33880E03L,1L},{0x162F6306L,0L,2L,0x6EBF4D39L,0x6EBF4D39L,2L,0L,0x162F6306L},{(-7L),0xF21009D4L,0x2A10AA43L,0L,0xB75DA2CAL,0x65CD3860L,0x6EBF4D39L,0x2A10AA43L},{(-1L),0xB75DA2CAL,1L,0x7359B504L,0L,0x65CD3860L,(-7L),1L},{0xE0BEC035L,0xF21009D4L,1L,2L,0x33880E03L,2L,1L,0xF21009D4L},{1L,0L,0x23CCDE6BL,0x2A10AA43L,0L,1L,(-1L),0L},{0x23CCDE6BL,(-1L),0x7359B504L,0xE0BEC035L,(-1L),1L,(-1L),0x2A10AA43L}},{{0x6EBF4D39L,0xE0BEC035L,0xE0E2BF35L,(-1L),1L,1L,(-1L),0xE0E2BF35L},{1L,1L,(-1L),0xE0E2BF35L,0xE0BEC035L,0x6EBF4D39L,0xF21009D4L,0L},{1L,(-1L),0xE0BEC035L,0x7359B504L,(-1L),0x23CCDE6BL,2L,0L},{(-1L),0xC76D7BE7L,1L,0xE0E2BF35L,(-7L),(-1L),(-7L),0xE0E2BF35L},{0x7359B504L,0xB75DA2CAL,0x7359B504L,(-1L),0x162F6306L,0L,0xB75DA2CAL,0x2A10AA43L},{1L,0L,0L,0xE0BEC035L,1L,0L,0x162F6306L,0L},{1L,1L,0L,1L,0x162F6306L,0xF21009D4L,0xF21009D4L,0x162F6306L}},{{0x7359B504L,2L,2L,0x7359B504L,(-7L),0x2A10AA43L,0L,(-1L)},{(-1L),0x65CD3860L,0L,0L,(-1L),(-1L),0xC76D7BE7L,1L},{1L,0x65CD3860L,0x7359B504L,0L,0xE0BEC035L,0x2A10AA43L,0x65CD3860L,0x2A10AA43L},{1L,2L,0x33880E03L,2L,1L,0xF21009D4L,0xE0BEC035L,0x33880E03L},{0x6EBF4D39L,1L,0x162F6306L,0L,(-1L),0L,0xF21009D4L,2L},{0x23CCDE6BL,0L,0x162F6306L,0x7359B504L,0xC76D7BE7L,0L,0xE0BEC035L,0xE0BEC035L},{(-1L),0xB75DA2CAL,0x33880E03L,0x33880E03L,0xB75DA2CAL,(-1L),0x65CD3860L,0L}}};
static int64_t g_25 = 1L;
static uint32_t g_27 = 0xBEBA424AL;
static uint16_t g_31 = 0x2BC9L;
static int8_t g_33 = 1L;
static uint64_t g_35[2][8][4] = {{{18446744073709551615UL,0x68D37D67F3E8E036LL,7UL,0x8870B3783EA6DE45LL},{1UL,0x90F9CF50E4B46114LL,0xD242EC213DB237E2LL,0xA827CF5738F5E691LL},{18446744073709551614UL,1UL,0xD4076B84923552E2LL,0x919E541960CC19ABLL},{0xADF38E70E9EE1947LL,7UL,0x919E541960CC19ABLL,0xDF500C330E0E3CECLL},{2UL,0xADF38E70E9EE1947LL,0xADF38E70E9EE1947LL,2UL},{0x6851CC0D6813F8C5LL,0UL,9UL,0xA82E93B6ABB57DDDLL},{0x42DE3FC80C5262C0LL,18446744073709551615UL,0x5E3087C3CB87840ELL,0UL},{0x8870B3783EA6DE45LL,0x919E541960CC19ABLL,2UL,0UL}},{{18446744073709551615UL,18446744073709551615UL,18446744073709551614UL,0xA82E93B6ABB57DDDLL},{1UL,0UL,0x8870B3783EA6DE45LL,2UL},{18446744073709551615UL,0xADF38E70E9EE1947LL,1UL,0xDF500C330E0E3CECLL},{0x90F9CF50E4B46114LL,7UL,0UL,0x919E541960CC19ABLL},{0x15B627429123EBAALL,1UL,0x15B627429123EBAALL,0xA827CF5738F5E691LL},{0xD4076B84923552E2LL,0x90F9CF50E4B46114LL,1UL,0x8870B3783EA6DE45LL},{18446744073709551615UL,0x68D37D67F3E8E036LL,0xDF500C330E0E3CECLL,0x90F9CF50E4B46114LL},{9UL,0x5E3087C3CB87840ELL,0xDF500C330E0E3CECLL,18446744073709551615UL}}};
static int32_t g_42 = 0x8A5E720FL;
static uint8_t g_43 = 0UL;
static uint64_t g_89 = 1UL;
static volatile int64_t g_104[1] = {(-8L)};
static volatile int64_t *g_103 = &g_104[0];
static volatile int64_t * volatile * volatile g_102 = &g_103;/* VOLATILE GLOBAL g_102 */
static uint64_t g_121 = 0xAC4A7598E73D7E6FLL;
static uint16_t g_138 = 0xC327L;
static int64_t g_140 = 7L;
static uint8_t g_142 = 1UL;
static int16_t g_157 = (-1L);
static uint16_t *g_164 = &g_31;
static uint16_t **g_163[5][4] = {{&g_164,&g_164,&g_164,&g_164},{&g_164,&g_164,&g_164,&g_164},{&g_164,&g_164,&g_164,&g_164},{&g_164,&g_164,&g_164,&g_164},{&g_164,&g_164,&g_164,&g_164}};
static int32_t *g_167[4] = {&g_4[1][5][1],&g_4[1][5][1],&g_4[1][5][1],&g_4[1][5][1]};
static int32_t ** volatile g_166[6][8][3] = {{{(void*)0,&g_167[1],&g_167[3]},{(void*)0,&g_167[2],&g_167[2]},{(void*)0,&g_167[2],&g_167[0]},{(void*)0,(void*)0,&g_167[2]},{&g_167[0],&g_167[2],&g_167[0]},{&g_167[3],&g_167[2],&g_167[2]},{&g_167[2],&g_167[2],&g_167[1]},{&g_167[2],&g_167[1],&g_167[2]}},{{&g_167[2],&g_167[2],&g_167[2]},{&g_167[2],&g_167[2],&g_167[0]},{&g_167[2],&g_167[2],&g_167[2]},{&g_167[2],(void*)0,&g_167[2]},{&g_167[3],&g_167[2],&g_167[1]},{&g_167[2],&g_167[0],&g_167[2]},{&g_167[2],&g_167[1],&g_167[0]},{&g_167[2],&g_167[2],&g_167[2]}},{{&g_167[2],&g_167[2],&g_167[0]},{&g_167[2],&g_167[2],&g_167[2]},{&g_167[2],&g_167[2],&g_167[3]},{&g_167[3],&g_167[2],&g_167[1]},{&g_167[1],&g_167[2],&g_167[2]},{&g_167[2],&g_167[1],&g_167[2]},{(void*)0,&g_167[0],(void*)0},{&g_167[2],&g_167[2],&g_167[0]}},{{&g_167[2],(void*)0,&g_167[2]},{&g_167[2],&g_167[2],(void*)0},{&g_167[3],&g_167[2],&g_167[1]},{&g_167[2],&g_167[2],&g_167[2]},{&g_167[2],&g_167[1],&g_167[2]},{&g_167[2],&g_167[2],&g_167[2]},{(void*)0,&g_167[2],&g_167[0]},{&g_167[2],&g_167[2],(void*)0}},{{&g_167[1],(void*)0,&g_167[2]},{&g_167[3],&g_167[2],&g_167[1]},{&g_167[2],&g_167[2],&g_167[1]},{&g_167[2],&g_167[1],&g_167[2]},{&g_167[2],&g_167[2],(void*)0},{&g_167[2],&g_167[2],&g_167[0]},{&g_167[2],&g_167[2],&g_167[2]},{&g_167[2],&g_167[2],&g_167[2]}},{{&g_167[3],(void*)0,&g_167[2]},{&g_167[2],&g_167[1],&g_167[1]},{&g_167[2],&g_167[1],(void*)0},{&g_167[2],&g_167[1],&g_167[2]},{&g_167[2],(void*)0,&g_167[0]},{&g_167[2],&g_167[2],(void*)0},{&g_167[2],&g_167[2],&g_167[2]},{&g_167[3],&g_167[2],&g_167[2]}}};
static int32_t ** volatile g_196 = &g_167[2];/* VOLATILE GLOBAL g_196 */
static int8_t g_254 = 0x54L;
static volatile int32_t g_281 = (-5L);/* VOLATILE GLOBAL g_281 */
static const uint16_t **g_312 = (void*)0;
static const uint16_t ***g_311 = &g_312;
static int32_t * volatile *g_316 = (void*)0;
static int32_t * volatile **g_315 = &g_316;
static int32_t ** const  volatile g_331 = (void*)0;/* VOLATILE GLOBAL g_331 */
static int8_t *g_348 = &g_33;
static int8_t **g_347 = &g_348;
static int8_t ***g_346 = &g_347;
static int8_t **** volatile g_345 = &g_346;/* VOLATILE GLOBAL g_345 */
static int32_t ** volatile g_398 = &g_167[2];/* VOLATILE GLOBAL g_398 */
static int16_t g_425[6] = {1L,1L,1L,1L,1L,1L};
static uint32_t g_427 = 0x55C1B149L;
static int64_t * volatile g_502 = (void*)0;/* VOLATILE GLOBAL g_502 */
static int64_t * volatile *g_501 = &g_502;
static int64_t * volatile **g_500 = &g_501;
static int64_t * volatile *** volatile g_499 = &g_500;/* VOLATILE GLOBAL g_499 */
static volatile int64_t **g_520 = &g_103;
static volatile int64_t ** const  volatile *g_519 = &g_520;
static volatile int64_t ** const  volatile **g_518 = &g_519;
static volatile int64_t ** const  volatile ***g_517 = &g_518;
static volatile uint8_t g_588[7][10] = {{1UL,0x09L,1UL,0x93L,0xAAL,0xAAL,0x93L,1UL,0x09L,1UL},{1UL,0x21L,0x09L,247UL,0x09L,0x21L,1UL,1UL,0x21L,0x09L},{1UL,247UL,247UL,1UL,0xC4L,0x93L,0xC4L,1UL,247UL,247UL},{0xC4L,247UL,0xAAL,0x09L,0x09L,0xAAL,247UL,0xC4L,247UL,0xAAL},{0x93L,1UL,0x09L,1UL,0x93L,0xAAL,0xAAL,0x93L,1UL,0x09L},{0xC4L,0xC4L,0x09L,0x93L,0x21L,0x93L,0x09L,0xC4L,0xC4L,0x09L},{1UL,0x93L,0xAAL,0xAAL,0x93L,1UL,0x09L,1UL,0x93L,0xAAL}};
static volatile uint32_t g_623 = 4294967286UL;/* VOLATILE GLOBAL g_623 */
static volatile uint32_t *g_622 = &g_623;
static volatile uint32_t **g_621 = &g_622;
static uint32_t g_624 = 0x3C18AA77L;
static volatile uint16_t g_653 = 0x3608L;/* VOLATILE GLOBAL g_653 */
static volatile uint16_t * volatile g_652 = &g_653;/* VOLATILE GLOBAL g_652 */


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int64_t  func_16(uint64_t  p_17, int32_t  p_18, int32_t  p_19, int64_t  p_20);
static uint32_t  func_46(int32_t  p_47, int64_t * p_48);
static int64_t  func_53(int8_t  p_54, uint16_t ** p_55);
static uint16_t ** func_56(uint16_t  p_57, int32_t * p_58, int32_t  p_59, uint32_t * const  p_60);
static int64_t  func_67(int32_t  p_68);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_31 g_33 g_35 g_27 g_43 g_42 g_164 g_346 g_347 g_348 g_254 g_140 g_157 g_499 g_517 g_121 g_427 g_138 g_142 g_398 g_167 g_196 g_588 g_621 g_624 g_652 g_622 g_623 g_519 g_520 g_103
 * writes: g_4 g_25 g_27 g_31 g_33 g_43 g_42 g_121 g_35 g_142 g_167 g_425 g_164 g_140
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_12[5];
    uint32_t l_36[7] = {0x526E61A6L,0x0EEBEB99L,0x526E61A6L,0x526E61A6L,0x0EEBEB99L,0x526E61A6L,0x526E61A6L};
    int32_t *l_195 = &g_4[2][3][5];
    int64_t l_328 = 0x19DE4D5F4E69EC9FLL;
    int32_t l_329[10] = {0x37DEEA2BL,0x37DEEA2BL,0xA44CE65BL,0x37DEEA2BL,0x37DEEA2BL,0xA44CE65BL,0x37DEEA2BL,0x37DEEA2BL,0xA44CE65BL,0x37DEEA2BL};
    int32_t l_330 = 0x5856F491L;
    int64_t *l_336 = &g_140;
    int64_t **l_335 = &l_336;
    int64_t ** const *l_334[4][8][3] = {{{&l_335,(void*)0,&l_335},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335},{&l_335,(void*)0,&l_335},{(void*)0,&l_335,&l_335},{&l_335,(void*)0,&l_335},{&l_335,&l_335,&l_335},{(void*)0,&l_335,&l_335}},{{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335},{&l_335,(void*)0,&l_335},{&l_335,&l_335,&l_335},{(void*)0,(void*)0,&l_335},{(void*)0,&l_335,&l_335},{&l_335,&l_335,(void*)0}},{{&l_335,(void*)0,(void*)0},{(void*)0,&l_335,&l_335},{(void*)0,&l_335,(void*)0},{&l_335,&l_335,(void*)0},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335}},{{(void*)0,&l_335,&l_335},{&l_335,&l_335,(void*)0},{&l_335,&l_335,(void*)0},{(void*)0,&l_335,&l_335},{&l_335,&l_335,(void*)0},{&l_335,&l_335,(void*)0},{&l_335,&l_335,&l_335},{&l_335,&l_335,&l_335}}};
    int64_t ** const ** const l_333 = &l_334[0][4][1];
    uint32_t l_360[6] = {0x1C4B5FF5L,0x1C4B5FF5L,0x1C4B5FF5L,0x1C4B5FF5L,0x1C4B5FF5L,0x1C4B5FF5L};
    uint32_t l_404[10][6] = {{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL},{4UL,4UL,4UL,4UL,4UL,4UL}};
    uint8_t l_521 = 255UL;
    int8_t **l_530 = (void*)0;
    int32_t l_625[5][6][1] = {{{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L}},{{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L}},{{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L}},{{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L}},{{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L},{0xDDA0E53CL},{0x38B93066L}}};
    const int16_t l_654 = 1L;
    int8_t l_666 = 0x99L;
    const uint32_t l_686 = 0x7D4897ABL;
    uint64_t l_690 = 0x9C41BAF8531C4131LL;
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_12[i] = 0UL;
    if (g_2)
    { /* block id: 1 */
        int32_t *l_3 = &g_4[2][3][5];
        int32_t *l_5 = &g_4[2][3][5];
        int32_t *l_6 = &g_4[1][5][2];
        int32_t *l_7 = &g_4[0][4][3];
        int32_t *l_8 = (void*)0;
        int32_t *l_9 = &g_4[2][3][5];
        int32_t *l_10 = &g_4[2][3][5];
        int32_t *l_11 = &g_4[2][3][5];
        (*l_3) ^= g_2;
        l_12[0]++;
    }
    else
    { /* block id: 4 */
        uint32_t l_15[6][3] = {{9UL,9UL,9UL},{0xB481D3EFL,0xB481D3EFL,0xB481D3EFL},{9UL,9UL,9UL},{0xB481D3EFL,0xB481D3EFL,0xB481D3EFL},{9UL,9UL,9UL},{0xB481D3EFL,0xB481D3EFL,0xB481D3EFL}};
        int64_t *l_23 = (void*)0;
        int64_t *l_24 = &g_25;
        uint32_t *l_26 = &g_27;
        uint16_t *l_30[7][9] = {{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31,(void*)0,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31}};
        int8_t *l_32 = &g_33;
        uint64_t *l_34[5] = {&g_35[0][5][0],&g_35[0][5][0],&g_35[0][5][0],&g_35[0][5][0],&g_35[0][5][0]};
        uint32_t l_205[2];
        int32_t l_215 = 0xA30DC9C6L;
        int32_t l_221[10] = {1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
        int8_t l_273 = 0x99L;
        int8_t l_385 = (-10L);
        uint8_t l_420 = 5UL;
        int64_t *l_505 = &g_140;
        uint16_t l_506 = 0x436FL;
        uint8_t l_570 = 0xE5L;
        uint16_t l_583 = 3UL;
        uint32_t l_586 = 0UL;
        int8_t * const *l_598[3];
        int8_t * const **l_597[6] = {&l_598[2],&l_598[2],&l_598[2],&l_598[2],&l_598[2],&l_598[2]};
        int8_t * const ***l_596 = &l_597[4];
        int8_t * const ****l_595 = &l_596;
        uint32_t **l_617 = &l_26;
        int16_t *l_618 = &g_425[5];
        int i, j;
        for (i = 0; i < 2; i++)
            l_205[i] = 1UL;
        for (i = 0; i < 3; i++)
            l_598[i] = (void*)0;
        if ((l_15[2][1] ^ (l_12[1] ^ (g_4[2][3][5] > (func_16((g_4[1][4][0] || (((int16_t)(((*l_24) = g_4[1][5][2]) < (l_36[3] = (g_2 & (((*l_26) = l_12[3]) , ((*l_32) &= ((int16_t)((g_31 |= (g_4[2][3][5] , g_4[1][2][2])) == l_12[1]) * (int16_t)0xD526L)))))) << (int16_t)12) , g_35[0][5][0])), g_35[0][5][0], l_12[0], l_12[0]) <= 0UL)))))
        { /* block id: 18 */
            int32_t *l_72[6];
            uint8_t l_73 = 4UL;
            int64_t *l_249 = &g_25;
            int16_t * const l_377 = &g_157;
            uint16_t l_387[7];
            uint64_t l_429 = 0x8D9022E7354F742FLL;
            int i;
            for (i = 0; i < 6; i++)
                l_72[i] = &g_4[2][3][5];
            for (i = 0; i < 7; i++)
                l_387[i] = 0xCE73L;
        }
        else
        { /* block id: 200 */
            int8_t ****l_465[10][3][8] = {{{&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0,(void*)0,&g_346},{(void*)0,&g_346,&g_346,(void*)0,&g_346,&g_346,(void*)0,(void*)0},{&g_346,(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346}},{{(void*)0,&g_346,&g_346,&g_346,&g_346,(void*)0,(void*)0,&g_346},{&g_346,(void*)0,&g_346,(void*)0,(void*)0,&g_346,(void*)0,&g_346},{&g_346,(void*)0,&g_346,(void*)0,&g_346,&g_346,&g_346,&g_346}},{{&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346},{(void*)0,&g_346,(void*)0,(void*)0,(void*)0,(void*)0,&g_346,(void*)0},{&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0,&g_346}},{{&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0,&g_346},{&g_346,&g_346,&g_346,(void*)0,(void*)0,(void*)0,(void*)0,&g_346},{&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346}},{{(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0,&g_346},{(void*)0,(void*)0,&g_346,(void*)0,&g_346,&g_346,&g_346,&g_346},{&g_346,(void*)0,(void*)0,&g_346,&g_346,(void*)0,&g_346,&g_346}},{{(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346},{(void*)0,&g_346,&g_346,&g_346,&g_346,(void*)0,(void*)0,(void*)0},{&g_346,(void*)0,&g_346,&g_346,(void*)0,&g_346,&g_346,&g_346}},{{&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0},{&g_346,(void*)0,(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346},{&g_346,&g_346,(void*)0,&g_346,(void*)0,(void*)0,&g_346,(void*)0}},{{(void*)0,(void*)0,&g_346,&g_346,&g_346,&g_346,(void*)0,&g_346},{&g_346,&g_346,(void*)0,&g_346,&g_346,&g_346,(void*)0,&g_346},{&g_346,&g_346,&g_346,&g_346,(void*)0,(void*)0,&g_346,&g_346}},{{&g_346,&g_346,&g_346,(void*)0,&g_346,&g_346,(void*)0,&g_346},{(void*)0,(void*)0,(void*)0,&g_346,&g_346,&g_346,(void*)0,&g_346},{&g_346,(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346,&g_346}},{{&g_346,(void*)0,(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346},{&g_346,&g_346,(void*)0,&g_346,&g_346,(void*)0,&g_346,&g_346},{(void*)0,&g_346,&g_346,&g_346,&g_346,&g_346,(void*)0,(void*)0}}};
            int32_t l_489 = 0x2EE50CCCL;
            int32_t l_491 = 0x5A7D8E60L;
            int32_t l_492 = (-1L);
            const int16_t l_494 = (-8L);
            int32_t *l_522 = &g_4[0][4][6];
            const uint32_t l_544 = 4294967295UL;
            const int64_t **l_581 = (void*)0;
            const int64_t ***l_580 = &l_581;
            const int64_t ****l_579 = &l_580;
            uint16_t l_582 = 0x6F3CL;
            uint8_t l_593[3];
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_593[i] = 246UL;
            for (g_42 = 5; (g_42 >= (-30)); g_42--)
            { /* block id: 203 */
                uint32_t l_490 = 1UL;
                uint8_t l_493 = 0xE8L;
                if (((uint16_t)(l_330 |= (((void*)0 != l_465[0][2][6]) != ((0x4DBCL > ((uint16_t)(((((((*l_195) = ((*g_164) = 3UL)) > (((int8_t)((int8_t)(***g_346) << (int8_t)((((0x1ACCL == (((uint16_t)((uint16_t)0x0F54L >> (uint16_t)15) + (uint16_t)(~((((uint16_t)(l_492 = ((uint32_t)((uint32_t)(((((int32_t)((l_15[4][1] , (l_489 = ((uint16_t)((int64_t)(g_254 < g_254) - (int64_t)0x3A84446A3DD339DFLL) - (uint16_t)l_385))) , 4L) % (int32_t)l_490) <= g_140) >= 0xCF2B708AL) < l_490) + (uint32_t)g_157) % (uint32_t)l_491)) + (uint16_t)l_493) , &g_311) != (void*)0))) || l_221[0])) , l_490) ^ 0x53159B88L) || 0UL)) % (int8_t)g_157) , l_15[1][1])) , 0x2835L) <= l_15[4][0]) & 0x2325088DL) >= l_494) + (uint16_t)65533UL)) >= 0x63L))) * (uint16_t)0L))
                { /* block id: 209 */
                    l_522 = (((uint64_t)((int8_t)((void*)0 != g_499) * (int8_t)((uint8_t)((void*)0 != l_505) + (uint8_t)l_506)) - (uint64_t)((int16_t)g_4[1][0][0] >> (int16_t)(((int16_t)1L * (int16_t)((g_35[0][5][1] |= ((g_121 = (((((((int16_t)((int8_t)((int16_t)((void*)0 == g_517) % (int16_t)l_492) / (int8_t)g_4[0][2][1]) >> (int16_t)l_492) > l_205[0]) , g_121) >= (*l_195)) != l_521) && 5L)) && l_494)) , g_427)) & g_27))) , &l_221[5]);
                }
                else
                { /* block id: 213 */
                    return (*l_195);
                }
                if (l_490)
                    continue;
                for (g_142 = 24; (g_142 < 25); g_142 += 3)
                { /* block id: 219 */
                    int64_t l_543 = (-4L);
                    for (g_33 = 0; (g_33 > (-28)); g_33--)
                    { /* block id: 222 */
                        int32_t *l_545 = &l_489;
                        (*l_545) &= (~(((int16_t)((void*)0 == l_530) % (int16_t)0x4DC5L) <= (0x20D5FCBFL | (+(((0xEDL | (((uint16_t)((*g_164) = (l_205[1] != (((uint64_t)(~((uint16_t)((uint32_t)g_138 - (uint32_t)((uint8_t)g_4[1][3][2] + (uint8_t)l_543)) >> (uint16_t)l_544)) - (uint64_t)g_142) , (*l_522)))) * (uint16_t)(-1L)) || l_543)) , 8UL) | l_385)))));
                        if ((**g_398))
                            continue;
                        (*l_545) &= ((uint16_t)((((int8_t)(***g_346) + (int8_t)(!(*l_522))) && (**g_196)) , l_543) - (uint16_t)((uint32_t)((uint8_t)(g_4[2][4][4] <= ((int8_t)(((int16_t)((uint8_t)255UL + (uint8_t)(*l_195)) << (int16_t)14) <= (((-(uint64_t)((*l_195) < ((uint8_t)(((((int64_t)5L - (int64_t)(*l_195)) < g_27) || 1L) | 0x8FL) >> (uint8_t)1))) , (*g_348)) | l_493)) << (int8_t)0)) % (uint8_t)(**g_347)) / (uint32_t)g_27));
                    }
                }
                (*g_398) = &l_491;
            }
            for (l_420 = 0; (l_420 < 38); l_420 += 5)
            { /* block id: 233 */
                int32_t *l_568 = &l_330;
                int32_t *l_569[2];
                int64_t ****l_590 = (void*)0;
                int64_t *****l_589 = &l_590;
                uint8_t *l_594 = &l_521;
                int32_t **l_599 = &l_569[0];
                int i;
                for (i = 0; i < 2; i++)
                    l_569[i] = &l_221[4];
                l_570--;
            }
            (*g_196) = &l_215;
            for (l_273 = 0; (l_273 > (-5)); l_273--)
            { /* block id: 249 */
                uint8_t l_604 = 0xC3L;
                (*l_522) |= ((int32_t)l_604 + (int32_t)l_604);
            }
        }
        l_625[2][1][0] &= (l_330 |= ((-(uint16_t)(l_15[3][1] || (+(((*l_195) != 0x68DDBFA0L) == (-(int8_t)(((int16_t)(((int16_t)(-(int32_t)(-1L)) / (int16_t)((int16_t)(-8L) * (int16_t)((((int16_t)((*l_618) = (((**g_347) = (((*l_617) = &g_427) != &l_12[2])) < g_588[2][1])) % (int16_t)(((uint64_t)(g_621 == (void*)0) - (uint64_t)l_215) || (*l_195))) , 9L) , g_624))) <= 4294967295UL) >> (int16_t)10) , (-1L))))))) ^ l_583));
    }
    for (g_27 = (-19); (g_27 >= 33); ++g_27)
    { /* block id: 261 */
        int32_t l_632 = 0x72B063DAL;
        int64_t *l_684 = &g_140;
        int32_t l_685 = (-1L);
        uint8_t *l_687 = (void*)0;
        uint8_t *l_688[6] = {&g_142,&g_142,&g_142,&g_142,&g_142,&g_142};
        int32_t l_689 = 0x7FB5C0ABL;
        int i;
        for (g_31 = 10; (g_31 < 30); ++g_31)
        { /* block id: 264 */
            uint16_t **l_637 = &g_164;
            int32_t l_640 = 0x0CD4D97DL;
            int32_t *l_649 = (void*)0;
            int32_t *l_650 = (void*)0;
            int32_t *l_651 = &l_625[2][1][0];
            uint8_t *l_655 = (void*)0;
            uint8_t *l_656 = &g_142;
            int32_t *l_657 = &l_330;
            (*l_657) ^= ((uint8_t)((*l_656) = (l_632 > ((((**l_335) = ((-(uint16_t)(-(int32_t)((((uint8_t)(((**g_347) = (((*l_637) = (void*)0) != (((uint8_t)((***g_346) && (l_640 > ((uint64_t)(((*l_195) = ((int16_t)((int16_t)l_632 * (int16_t)((((int32_t)((*l_651) |= ((*l_195) >= l_632)) % (int32_t)(*l_195)) == 0UL) , 65529UL)) + (int16_t)1L)) & l_632) / (uint64_t)g_33))) / (uint8_t)0xF4L) , g_652))) | (-5L)) << (uint8_t)5) || 1L) , l_632))) && g_35[0][7][1])) && l_654) <= g_43))) * (uint8_t)l_329[1]);
        }
        (*g_196) = ((*l_195) , (((uint16_t)(*l_195) * (uint16_t)(((uint16_t)(*l_195) + (uint16_t)(((uint16_t)((int8_t)(l_666 , (*g_348)) + (int8_t)((int8_t)((uint8_t)(l_689 = (g_43 = ((uint16_t)(((uint64_t)((int16_t)((uint16_t)((l_685 ^= ((((int8_t)(((~((((int32_t)(g_254 <= ((*l_195) , 0xE3L)) % (int32_t)(**g_621)) , l_684) != (**g_519))) <= 0x1238L) , 0xF6L) * (int8_t)(*l_195)) , (*l_195)) & l_632)) > g_31) % (uint16_t)(*l_195)) * (int16_t)1UL) + (uint64_t)l_686) >= l_632) << (uint16_t)4))) / (uint8_t)g_42) << (int8_t)2)) << (uint16_t)0) == g_42)) == l_632)) , &l_625[2][1][0]));
    }
    return l_690;
}


/* ------------------------------------------ */
/* 
 * reads : g_27 g_43 g_4
 * writes: g_27 g_43
 */
static int64_t  func_16(uint64_t  p_17, int32_t  p_18, int32_t  p_19, int64_t  p_20)
{ /* block id: 10 */
    int32_t *l_41[7][4][2] = {{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}},{{(void*)0,(void*)0},{(void*)0,&g_42},{(void*)0,(void*)0},{(void*)0,&g_42}}};
    int i, j, k;
    for (g_27 = 0; (g_27 != 26); g_27++)
    { /* block id: 13 */
        uint16_t * const *l_40 = (void*)0;
        uint16_t * const **l_39 = &l_40;
        (*l_39) = (void*)0;
    }
    --g_43;
    return g_4[2][0][5];
}


/* ------------------------------------------ */
/* 
 * reads : g_164 g_31 g_4 g_42 g_104 g_35
 * writes: g_4 g_27 g_42
 */
static uint32_t  func_46(int32_t  p_47, int64_t * p_48)
{ /* block id: 64 */
    uint16_t l_169 = 5UL;
    int32_t *l_176 = &g_4[2][1][1];
    int32_t **l_190 = &g_167[2];
    int32_t ***l_189 = &l_190;
    uint8_t l_191 = 1UL;
    uint32_t l_192 = 4294967291UL;
    uint32_t *l_193 = &g_27;
    int32_t *l_194 = &g_42;
    (*l_194) = ((l_169 & (((((*g_164) & ((int32_t)p_47 / (int32_t)((uint64_t)((uint16_t)(((*l_176) &= p_47) && ((((*l_193) = ((uint16_t)((int8_t)((p_47 , (((uint8_t)((int16_t)(((int32_t)p_47 / (int32_t)(((uint64_t)(((*l_189) = &g_167[2]) != (void*)0) - (uint64_t)(g_31 == p_47)) , g_42)) && 0x93621C67L) << (int16_t)l_191) * (uint8_t)g_31) | (*l_176))) >= l_192) * (int8_t)0UL) << (uint16_t)(*l_176))) < p_47) && (-1L))) / (uint16_t)l_192) + (uint64_t)g_104[0]))) ^ g_35[1][6][1]) >= p_47) , (*l_176))) == p_47);
    return g_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_102 g_103 g_104
 * writes: g_167
 */
static int64_t  func_53(int8_t  p_54, uint16_t ** p_55)
{ /* block id: 60 */
    int32_t * const l_165 = (void*)0;
    int32_t **l_168 = &g_167[2];
    (*l_168) = l_165;
    return (**g_102);
}


/* ------------------------------------------ */
/* 
 * reads : g_102 g_25 g_4 g_103 g_104 g_35 g_27 g_42 g_121 g_31 g_89 g_140 g_163
 * writes: g_102 g_25 g_121 g_4 g_138 g_140 g_89 g_42 g_157
 */
static uint16_t ** func_56(uint16_t  p_57, int32_t * p_58, int32_t  p_59, uint32_t * const  p_60)
{ /* block id: 24 */
    int32_t *l_90 = &g_42;
    uint32_t l_91 = 0xB22A784FL;
    int32_t *l_94 = &g_42;
    int32_t *l_95 = &g_42;
    int32_t *l_96 = &g_4[0][0][2];
    int32_t *l_97 = (void*)0;
    int32_t *l_98[6] = {&g_4[2][6][4],&g_4[2][6][4],(void*)0,&g_4[2][6][4],&g_4[2][6][4],(void*)0};
    uint32_t l_99 = 4294967293UL;
    volatile int64_t * volatile * volatile *l_105 = &g_102;
    int i;
lbl_122:
    l_91--;
    l_99++;
    (*l_105) = g_102;
    for (g_25 = 0; (g_25 > 18); g_25 += 5)
    { /* block id: 30 */
        int64_t * const l_112 = &g_25;
        int32_t l_120 = 1L;
        int8_t l_136 = 0x64L;
        uint16_t *l_137 = &g_138;
        int64_t *l_139 = &g_140;
        uint8_t *l_141[1][4];
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 4; j++)
                l_141[i][j] = &g_142;
        }
        for (p_59 = 0; (p_59 != (-14)); --p_59)
        { /* block id: 33 */
            int64_t l_119 = 0x176E7A2A0CF3850FLL;
            if ((*l_96))
                break;
            if ((*p_58))
                continue;
            g_121 ^= ((int16_t)(((0x3961558FL == (l_112 != ((((uint32_t)((((((*l_105) == (void*)0) && ((((((int8_t)p_57 * (int8_t)((((((int16_t)(p_58 == (void*)0) / (int16_t)l_119) > 0x2EL) == l_119) , 1L) >= p_57)) , 0x801FEF549EFD0B40LL) >= (*g_103)) || 0xAAL) && g_35[0][5][0])) || g_25) || g_27) || g_4[2][3][5]) / (uint32_t)g_27) ^ g_42) , (*g_102)))) >= p_57) | l_120) >> (int16_t)5);
            if (l_91)
                goto lbl_122;
        }
        (*p_58) &= ((int16_t)p_59 % (int16_t)l_120);
        p_59 &= ((uint8_t)((*l_96) ^= ((+((int64_t)(**g_102) - (int64_t)((*l_139) = (g_31 >= ((*l_90) , ((*l_137) = (p_57 & (((int64_t)((int8_t)l_120 - (int8_t)(((uint16_t)(((void*)0 != &g_25) == 0xCF5C8286BBE6D25DLL) * (uint16_t)(l_120 <= 0x7E782F8447B9DC6CLL)) > (*l_94))) + (int64_t)p_57) > l_136)))))))) == (-1L))) >> (uint8_t)l_120);
        for (g_89 = 2; (g_89 < 9); g_89 += 7)
        { /* block id: 46 */
            uint32_t l_149 = 1UL;
            int16_t *l_156[5][1];
            int i, j;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 1; j++)
                    l_156[i][j] = &g_157;
            }
            (*l_95) = ((*l_96) = 0x7F4103FCL);
            for (g_140 = (-28); (g_140 > (-22)); ++g_140)
            { /* block id: 51 */
                int8_t l_147 = 0xD0L;
                int32_t l_148 = 3L;
                l_149++;
            }
            (*p_58) = (((uint32_t)((g_157 = ((int16_t)g_42 << (int16_t)5)) | (*l_94)) - (uint32_t)(*l_95)) <= ((uint8_t)(+((int8_t)p_59 + (int8_t)(&g_102 != &g_102))) << (uint8_t)3));
            (*p_58) = (*p_58);
        }
    }
    return g_163[3][3];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t  func_67(int32_t  p_68)
{ /* block id: 20 */
    int32_t *l_76 = &g_4[1][3][6];
    int32_t *l_77 = (void*)0;
    int32_t *l_78 = &g_42;
    int32_t *l_79 = &g_4[2][3][5];
    int32_t *l_80 = &g_42;
    int32_t *l_81 = (void*)0;
    int32_t l_82 = 0x5481B400L;
    int32_t *l_83[4][9] = {{&g_4[2][3][5],&g_4[2][3][5],&g_4[1][6][1],&l_82,&g_4[2][3][5],&l_82,&g_4[2][3][5],&l_82,&g_4[1][6][1]},{&g_4[2][3][5],&g_4[2][3][5],&g_4[2][3][5],(void*)0,&g_42,&g_4[2][6][5],&g_4[1][6][1],&g_4[2][6][5],&g_42},{&g_4[2][3][5],&g_4[2][3][5],&g_4[2][3][5],&g_4[2][3][5],(void*)0,&g_42,&g_4[2][6][5],&g_4[1][6][1],&g_4[2][6][5]},{&g_4[1][6][1],&g_4[2][3][5],&g_4[2][3][5],&g_4[2][3][5],&g_4[2][3][5],&g_4[1][6][1],&l_82,&g_4[2][3][5],&l_82}};
    int16_t l_84 = 0xC949L;
    int32_t l_85 = 0L;
    uint8_t l_86 = 0UL;
    int i, j;
    l_86--;
    return p_68;
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
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_4[i][j][k], "g_4[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_35[i][j][k], "g_35[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_104[i], "g_104[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_138, "g_138", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_254, "g_254", print_hash_value);
    transparent_crc(g_281, "g_281", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_425[i], "g_425[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_427, "g_427", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_588[i][j], "g_588[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_623, "g_623", print_hash_value);
    transparent_crc(g_624, "g_624", print_hash_value);
    transparent_crc(g_653, "g_653", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 128
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

XXX max expression depth: 41
breakdown:
   depth: 1, occurrence: 54
   depth: 2, occurrence: 15
   depth: 9, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 2
   depth: 25, occurrence: 1
   depth: 29, occurrence: 2
   depth: 31, occurrence: 1
   depth: 41, occurrence: 1

XXX total number of pointers: 151

XXX times a variable address is taken: 446
XXX times a pointer is dereferenced on RHS: 73
breakdown:
   depth: 1, occurrence: 59
   depth: 2, occurrence: 11
   depth: 3, occurrence: 3
XXX times a pointer is dereferenced on LHS: 80
breakdown:
   depth: 1, occurrence: 76
   depth: 2, occurrence: 4
XXX times a pointer is compared with null: 11
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 1516

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 297
   level: 2, occurrence: 59
   level: 3, occurrence: 33
   level: 4, occurrence: 1
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 65
XXX number of pointers point to scalars: 86
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.5
XXX average alias set size: 1.25

XXX times a non-volatile is read: 459
XXX times a non-volatile is write: 236
XXX times a volatile is read: 42
XXX    times read thru a pointer: 19
XXX times a volatile is write: 8
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 313
XXX percentage of non-volatile access: 93.3

XXX forward jumps: 0
XXX backward jumps: 4

XXX stmts: 54
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 17
   depth: 1, occurrence: 11
   depth: 2, occurrence: 13
   depth: 3, occurrence: 7
   depth: 4, occurrence: 3
   depth: 5, occurrence: 3

XXX percentage a fresh-made variable is used: 16.3
XXX percentage an existing variable is used: 83.7
********************* end of statistics **********************/

