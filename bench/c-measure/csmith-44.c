/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 44 --no-safe-math --max-funcs 3
 * Seed:      44
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
   signed f0 : 4;
   volatile unsigned f1 : 9;
   const signed f2 : 7;
   volatile signed f3 : 23;
   const signed f4 : 10;
};

/* --- GLOBAL VARIABLES --- */
static volatile uint32_t g_6 = 0xFC3938DDL;/* VOLATILE GLOBAL g_6 */
static uint8_t g_13 = 255UL;
static uint8_t g_19[4][9] = {{0xB6L,255UL,0xB6L,0xB6L,255UL,0xB6L,0xB6L,255UL,0xB6L},{0x93L,0xADL,0x93L,0x6FL,7UL,0x6FL,0x93L,0xADL,0x93L},{0xB6L,255UL,0xB6L,0xB6L,255UL,0xB6L,0xB6L,255UL,0xB6L},{0x93L,0xADL,0x93L,0x6FL,7UL,0x6FL,0x93L,0xADL,0x93L}};
static uint8_t *g_18 = &g_19[3][5];
static int32_t g_21 = (-1L);
static int64_t g_26 = 0x9EA5D840DFE9F486LL;
static int16_t g_28 = 7L;
static int32_t *g_31[9] = {&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21,&g_21};
static int32_t **g_30[4][9][7] = {{{&g_31[0],&g_31[3],&g_31[0],&g_31[1],(void*)0,&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[0],&g_31[0],(void*)0,&g_31[4],&g_31[0]},{(void*)0,&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[6]},{&g_31[0],&g_31[0],&g_31[5],&g_31[0],&g_31[0],&g_31[0],&g_31[0]},{&g_31[0],&g_31[8],&g_31[3],&g_31[0],&g_31[7],&g_31[0],&g_31[0]},{&g_31[0],&g_31[4],&g_31[7],&g_31[2],&g_31[1],&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[0],(void*)0,(void*)0,&g_31[0],&g_31[0]},{(void*)0,(void*)0,(void*)0,&g_31[0],&g_31[6],&g_31[0],&g_31[0]},{&g_31[5],(void*)0,&g_31[1],&g_31[0],&g_31[0],(void*)0,(void*)0}},{{(void*)0,&g_31[0],&g_31[0],(void*)0,&g_31[0],&g_31[7],(void*)0},{&g_31[5],&g_31[4],&g_31[4],&g_31[0],&g_31[4],&g_31[0],&g_31[0]},{&g_31[6],&g_31[8],&g_31[5],&g_31[0],(void*)0,(void*)0,&g_31[6]},{&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[5],&g_31[0]},{&g_31[7],&g_31[0],(void*)0,&g_31[0],&g_31[0],(void*)0,&g_31[3]},{&g_31[0],&g_31[0],&g_31[5],(void*)0,&g_31[5],&g_31[0],&g_31[0]},{&g_31[0],&g_31[3],(void*)0,(void*)0,&g_31[5],(void*)0,&g_31[7]},{&g_31[0],&g_31[0],&g_31[7],&g_31[0],&g_31[2],&g_31[0],&g_31[5]},{&g_31[0],(void*)0,(void*)0,&g_31[0],&g_31[0],&g_31[0],&g_31[0]}},{{(void*)0,&g_31[0],&g_31[5],&g_31[6],&g_31[0],&g_31[5],(void*)0},{&g_31[5],&g_31[0],(void*)0,&g_31[0],(void*)0,(void*)0,&g_31[4]},{&g_31[0],&g_31[5],&g_31[0],&g_31[7],&g_31[6],&g_31[0],&g_31[0]},{&g_31[5],(void*)0,&g_31[5],&g_31[1],&g_31[0],(void*)0,&g_31[0]},{&g_31[0],&g_31[0],&g_31[4],&g_31[0],(void*)0,(void*)0,&g_31[0]},{&g_31[0],&g_31[1],&g_31[0],&g_31[6],&g_31[0],&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[1],&g_31[5],&g_31[0],&g_31[5],&g_31[5]},{&g_31[0],&g_31[4],(void*)0,&g_31[5],(void*)0,&g_31[0],&g_31[0]},{&g_31[1],&g_31[7],&g_31[0],&g_31[6],(void*)0,&g_31[0],&g_31[6]}},{{&g_31[5],&g_31[0],&g_31[7],&g_31[7],&g_31[8],&g_31[0],(void*)0},{(void*)0,&g_31[0],(void*)0,(void*)0,&g_31[6],&g_31[0],&g_31[5]},{&g_31[0],&g_31[3],&g_31[6],&g_31[0],&g_31[0],&g_31[0],&g_31[0]},{&g_31[3],&g_31[0],(void*)0,(void*)0,&g_31[0],&g_31[0],&g_31[0]},{(void*)0,&g_31[0],&g_31[0],&g_31[4],&g_31[0],&g_31[4],&g_31[0]},{&g_31[0],&g_31[0],&g_31[6],(void*)0,(void*)0,&g_31[0],(void*)0},{(void*)0,&g_31[2],&g_31[0],&g_31[2],&g_31[2],&g_31[8],&g_31[0]},{&g_31[0],&g_31[2],(void*)0,&g_31[0],(void*)0,&g_31[0],(void*)0},{&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[0],&g_31[0],(void*)0}}};
static int32_t ***g_29 = &g_30[1][7][4];
static uint64_t g_36 = 0xEE0456BBB30732BALL;
static int32_t ** volatile g_46 = &g_31[0];/* VOLATILE GLOBAL g_46 */
static int32_t g_48[10] = {0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L,0x910F8796L};
static int32_t * volatile g_47 = &g_48[3];/* VOLATILE GLOBAL g_47 */
static int8_t g_56 = (-6L);
static int16_t g_63[8][1] = {{0xF902L},{0xCF74L},{0xF902L},{0xCF74L},{0xF902L},{0xCF74L},{0xF902L},{0xCF74L}};
static uint32_t g_69 = 5UL;
static uint32_t g_71 = 4294967292UL;
static int8_t g_73 = 0L;
static int32_t ** volatile g_75 = &g_31[6];/* VOLATILE GLOBAL g_75 */
static uint16_t g_89 = 0UL;
static int8_t g_114 = 0xE2L;
static uint16_t g_117[9][4][2] = {{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}},{{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}}};
static int32_t g_118 = 0xF98BF106L;
static uint64_t g_120 = 0xDF05FF3C1E06D60ALL;
static int32_t ***g_139[2][3] = {{&g_30[2][6][0],&g_30[2][6][0],&g_30[2][6][0]},{&g_30[2][6][0],&g_30[2][6][0],&g_30[2][6][0]}};
static int64_t g_164 = 9L;
static struct S0 g_207 = {-3,4,4,31,13};/* VOLATILE GLOBAL g_207 */
static int16_t *g_349 = &g_63[3][0];
static uint32_t g_361 = 0x9EF4CD23L;
static int16_t *g_420 = &g_63[5][0];
static int16_t **g_419 = &g_420;
static uint32_t * const  volatile * volatile g_457 = (void*)0;/* VOLATILE GLOBAL g_457 */
static uint32_t * const  volatile * volatile * const  volatile g_458 = (void*)0;/* VOLATILE GLOBAL g_458 */
static struct S0 g_474[7] = {{-2,1,6,-1025,-14},{-2,1,6,-1025,-14},{-2,1,6,-1025,-14},{-2,1,6,-1025,-14},{-2,1,6,-1025,-14},{-2,1,6,-1025,-14},{-2,1,6,-1025,-14}};
static struct S0 g_475 = {-0,16,3,2794,26};/* VOLATILE GLOBAL g_475 */
static volatile int32_t g_516 = 0x8326D3AFL;/* VOLATILE GLOBAL g_516 */
static volatile int32_t *g_515 = &g_516;
static volatile int32_t **g_514[9] = {&g_515,&g_515,&g_515,&g_515,&g_515,&g_515,&g_515,&g_515,&g_515};
static volatile int32_t ***g_513 = &g_514[2];
static volatile int32_t **** volatile g_512 = &g_513;/* VOLATILE GLOBAL g_512 */
static int32_t g_529[9][6] = {{0x58225397L,(-7L),0L,0x6B111D19L,0L,(-7L)},{0L,0x8E5C578DL,0xDAB4019FL,0x6B111D19L,0x25CAEBDBL,(-1L)},{0x58225397L,(-1L),0xDAB4019FL,(-1L),0x58225397L,(-7L)},{0xDAB4019FL,(-1L),0x96F05541L,0x6B111D19L,0x58225397L,0x6B111D19L},{0xDAB4019FL,(-7L),0xDAB4019FL,(-1L),0x96F05541L,0x6B111D19L},{0L,(-1L),0x96F05541L,0x8E5C578DL,0x96F05541L,(-1L)},{0x96F05541L,(-7L),0x25CAEBDBL,0x8E5C578DL,0x58225397L,(-1L)},{0L,(-1L),0x25CAEBDBL,(-1L),0L,(-1L)},{0xDAB4019FL,(-1L),0x96F05541L,0x6B111D19L,0x58225397L,0x6B111D19L}};
static struct S0 g_532[9] = {{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30},{3,13,-0,2293,30}};
static volatile uint8_t g_556 = 5UL;/* VOLATILE GLOBAL g_556 */
static uint32_t g_586 = 0UL;
static const int32_t g_666 = 0x183E1779L;
static uint32_t *g_716[8][4] = {{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361},{&g_361,&g_361,&g_361,&g_361}};
static uint32_t **g_715 = &g_716[6][3];
static uint32_t ***g_714[9][5][5] = {{{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715}},{{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715}},{{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715}},{{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715}},{{&g_715,&g_715,&g_715,&g_715,&g_715},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,&g_715,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0}},{{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715}},{{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0}},{{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715}},{{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0},{&g_715,&g_715,&g_715,(void*)0,&g_715},{&g_715,&g_715,(void*)0,&g_715,(void*)0}}};
static uint32_t ****g_713[7][5] = {{&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4],&g_714[3][1][4]},{&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4],&g_714[5][2][2],&g_714[3][1][4]}};
static uint32_t ***** volatile g_712 = &g_713[6][4];/* VOLATILE GLOBAL g_712 */
static struct S0 g_746 = {-3,19,1,2602,5};/* VOLATILE GLOBAL g_746 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint16_t  func_2(uint64_t  p_3);
static uint64_t  func_14(uint8_t * p_15, uint16_t  p_16, const uint8_t * const  p_17);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_18 g_19 g_26 g_21 g_28 g_46 g_47 g_63 g_75 g_31 g_89 g_69 g_48 g_114 g_117 g_118 g_36 g_56 g_120 g_71 g_13 g_164 g_207 g_532.f2 g_513 g_514 g_515
 * writes: g_13 g_26 g_28 g_29 g_36 g_21 g_31 g_48 g_56 g_63 g_69 g_71 g_73 g_89 g_117 g_118 g_120 g_139 g_19 g_114 g_164 g_516
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_11 = (-1L);
    uint8_t *l_12 = &g_13;
    uint8_t l_34[4] = {0x29L,0x29L,0x29L,0x29L};
    uint64_t *l_35 = &g_36;
    int32_t *l_757[6][10] = {{&g_48[0],&g_529[5][4],&g_48[6],&g_21,&g_21,&g_48[3],&g_529[5][4],&g_529[2][3],&g_21,(void*)0},{&g_529[8][4],&g_48[7],&g_48[6],&g_21,&g_21,&g_529[2][3],&g_48[7],&g_529[2][3],&g_21,&g_21},{&g_48[6],&g_48[3],&g_48[6],&g_21,&g_21,&g_48[0],&g_48[3],&g_529[2][3],(void*)0,&g_21},{&g_48[3],&g_21,&g_48[6],&g_21,&g_21,&g_529[8][4],&g_21,&g_529[2][3],&g_21,&g_21},{&g_529[2][3],&g_48[3],&g_529[2][3],&g_48[6],&g_48[6],&g_529[2][3],&g_48[3],&g_529[2][3],&g_529[8][4],&g_48[3]},{&g_48[1],(void*)0,&g_529[2][3],&g_529[2][3],&g_529[8][4],&g_529[2][3],(void*)0,&g_529[2][3],&g_48[3],&g_48[6]}};
    uint32_t l_758 = 18446744073709551615UL;
    int16_t l_759 = 7L;
    int i, j;
    (***g_513) = (l_758 = (func_2((((-1L) && (((uint16_t)g_6 >> (uint16_t)4) , (((uint8_t)((uint8_t)((*l_12) = l_11) - (uint8_t)(func_14(g_18, g_19[3][5], l_12) | (g_19[0][6] <= ((((*l_35) = (l_34[3] , g_6)) < 0x68E480B0DEBF624ELL) < g_19[0][1])))) >> (uint8_t)(*g_18)) & g_19[3][4]))) , l_34[3])) == g_532[0].f2));
    return l_759;
}


/* ------------------------------------------ */
/* 
 * reads : g_28 g_26 g_19 g_46 g_47 g_63 g_21 g_75 g_31 g_89 g_69 g_6 g_48 g_18 g_114 g_117 g_118 g_36 g_56 g_120 g_71 g_13 g_164 g_207
 * writes: g_28 g_36 g_21 g_26 g_31 g_48 g_56 g_63 g_69 g_71 g_73 g_89 g_117 g_118 g_120 g_139 g_19 g_114 g_164
 */
static uint16_t  func_2(uint64_t  p_3)
{ /* block id: 9 */
    int64_t l_37[4][3][7] = {{{(-1L),0x7196A48ADB298F97LL,(-1L),0x5D7B1ECBC59A6287LL,0xC31B53A2AD41D664LL,(-1L),0x8DA534C8A1B6174ELL},{0x7A741179D740F48BLL,(-7L),4L,0xA01DC0BF288841F9LL,(-7L),(-2L),(-7L)},{0x1CB45490A9DAEE1DLL,0x5D7B1ECBC59A6287LL,0x5D7B1ECBC59A6287LL,0x1CB45490A9DAEE1DLL,0x8DA534C8A1B6174ELL,(-1L),0xC31B53A2AD41D664LL}},{{(-1L),0x7B9758AC42121A65LL,0x43DEF573153ED870LL,4L,0x7A741179D740F48BLL,(-1L),(-1L)},{0xCA0F96394AE9822CLL,0xC31B53A2AD41D664LL,0x4ADC7C5A975881DDLL,0xC31B53A2AD41D664LL,0xCA0F96394AE9822CLL,0x6FFBBA6F2DB44E93LL,0xC31B53A2AD41D664LL},{0x61EA52FA57A880E1LL,0x71B4D09D52FFABE4LL,1L,0x7A741179D740F48BLL,0x43DEF573153ED870LL,1L,(-7L)}},{{0x5D7B1ECBC59A6287LL,0x7196A48ADB298F97LL,(-7L),(-7L),0x7196A48ADB298F97LL,0x5D7B1ECBC59A6287LL,0x8DA534C8A1B6174ELL},{0x61EA52FA57A880E1LL,0x7A741179D740F48BLL,(-2L),0x61EA52FA57A880E1LL,(-7L),(-1L),0x7A741179D740F48BLL},{0xCA0F96394AE9822CLL,8L,0x5D7B1ECBC59A6287LL,0xA298B2365B212F01LL,0x5D7B1ECBC59A6287LL,8L,0xCA0F96394AE9822CLL}},{{(-1L),0x7A741179D740F48BLL,4L,0x43DEF573153ED870LL,0x7B9758AC42121A65LL,(-1L),0x43DEF573153ED870LL},{0x1CB45490A9DAEE1DLL,0x7196A48ADB298F97LL,0xF12B152D5F2ABA01LL,0xC31B53A2AD41D664LL,0xC31B53A2AD41D664LL,0xF12B152D5F2ABA01LL,0x7196A48ADB298F97LL},{0x7A741179D740F48BLL,0x71B4D09D52FFABE4LL,4L,0xA01DC0BF288841F9LL,0x71B4D09D52FFABE4LL,0x43DEF573153ED870LL,(-7L)}}};
    int32_t **l_93 = &g_31[0];
    int32_t l_96[7][4] = {{0xA8A9104CL,1L,1L,0xA8A9104CL},{0x2C377C44L,1L,0x6D7ADF18L,1L},{1L,0x01CFD3AFL,0x6D7ADF18L,0x6D7ADF18L},{0x2C377C44L,0x2C377C44L,1L,0x6D7ADF18L},{0xA8A9104CL,0x01CFD3AFL,0xA8A9104CL,1L},{0xA8A9104CL,1L,1L,0xA8A9104CL},{0x2C377C44L,1L,0x6D7ADF18L,1L}};
    uint64_t l_240 = 0x93E8CAEB4B55F375LL;
    int32_t *l_261 = (void*)0;
    int32_t *l_262 = (void*)0;
    int32_t *l_263 = &g_21;
    int32_t *l_264 = &l_96[4][0];
    int32_t *l_265 = &g_21;
    int32_t *l_266[6];
    uint32_t l_267 = 0x043CA224L;
    uint64_t l_291 = 6UL;
    int8_t l_389 = 0x99L;
    uint32_t l_391 = 6UL;
    int16_t *l_411 = (void*)0;
    int16_t *l_440 = &g_63[3][0];
    uint16_t l_579 = 0UL;
    const int32_t *l_667 = (void*)0;
    uint64_t l_682 = 0xCC1A3A6EFA51595ALL;
    const int16_t ***l_748 = (void*)0;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_266[i] = &g_48[9];
    if (l_37[3][1][1])
    { /* block id: 10 */
        int32_t *l_45 = &g_21;
        int32_t l_94 = 0x974949FCL;
        uint8_t *l_110 = (void*)0;
        int32_t l_151[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
        int32_t l_152 = 0xEEACEA08L;
        uint32_t l_155 = 2UL;
        int32_t ***l_157 = &l_93;
        uint32_t l_181 = 0x760A9D84L;
        int i;
        for (g_28 = (-18); (g_28 < 6); g_28++)
        { /* block id: 13 */
            int32_t l_57 = 0xA172C137L;
            int8_t *l_115[3];
            int32_t l_131 = 2L;
            int32_t ***l_150 = &g_30[0][5][0];
            int i;
            for (i = 0; i < 3; i++)
                l_115[i] = &g_114;
            for (g_36 = 21; (g_36 > 25); g_36 += 9)
            { /* block id: 16 */
                int64_t l_67 = 0x3CB79D87571715C7LL;
                int32_t *l_74 = (void*)0;
                int32_t **l_76 = &g_31[4];
                for (g_21 = (-6); (g_21 >= 13); g_21 += 1)
                { /* block id: 19 */
                    int8_t *l_55 = &g_56;
                    int16_t *l_62 = &g_63[3][0];
                    uint32_t *l_68 = &g_69;
                    uint32_t *l_70 = &g_71;
                    int8_t *l_72 = &g_73;
                    for (g_26 = 3; (g_26 >= 0); g_26 -= 1)
                    { /* block id: 22 */
                        int32_t l_44[4][2][3] = {{{0x3D4BAF72L,(-1L),0x90C99E84L},{0L,(-1L),(-1L)}},{{0x8E6FCAC8L,(-1L),(-1L)},{0x3D4BAF72L,(-1L),0x90C99E84L}},{{0L,(-1L),(-1L)},{0x8E6FCAC8L,(-1L),(-1L)}},{{0x3D4BAF72L,(-1L),0x90C99E84L},{0L,(-1L),(-1L)}}};
                        int i, j, k;
                        l_44[2][0][0] ^= g_19[g_26][(g_26 + 4)];
                        (*g_46) = l_45;
                        (*g_47) = g_19[g_26][(g_26 + 2)];
                    }
                    if (((((int8_t)((*l_72) = ((-1L) == (((*l_70) = ((*l_68) = ((uint32_t)((int8_t)((*l_55) = p_3) >> (int8_t)l_57) + (uint32_t)(((int16_t)((*l_62) = ((uint32_t)g_26 % (uint32_t)0xB48F2706L)) + (int16_t)(((uint64_t)((+(l_37[3][1][1] < l_57)) | 0xCAL) % (uint64_t)p_3) | g_19[0][2])) != l_67)))) != p_3))) * (int8_t)p_3) , g_63[3][0]) || l_67))
                    { /* block id: 32 */
                        if (l_67)
                            break;
                        return g_21;
                    }
                    else
                    { /* block id: 35 */
                        if (p_3)
                            break;
                        (*g_75) = l_74;
                    }
                }
                (*l_76) = (*g_75);
                for (g_21 = 16; (g_21 == 1); g_21--)
                { /* block id: 43 */
                    uint32_t l_87 = 0x96FBAD4EL;
                    int32_t **l_92[2][7] = {{(void*)0,&g_31[0],(void*)0,&g_31[0],&g_31[5],&g_31[5],&g_31[0]},{(void*)0,&g_31[0],(void*)0,&g_31[0],&g_31[5],&g_31[5],&g_31[0]}};
                    uint16_t l_153[7] = {4UL,4UL,4UL,4UL,4UL,4UL,4UL};
                    int32_t ****l_156[2];
                    uint8_t *l_158[3];
                    uint32_t *l_159[1];
                    int i, j;
                    for (i = 0; i < 2; i++)
                        l_156[i] = &g_29;
                    for (i = 0; i < 3; i++)
                        l_158[i] = &g_13;
                    for (i = 0; i < 1; i++)
                        l_159[i] = (void*)0;
                    if (((uint8_t)255UL >> (uint8_t)6))
                    { /* block id: 44 */
                        uint16_t *l_88 = &g_89;
                        int32_t l_95[3];
                        uint16_t *l_116 = &g_117[2][2][0];
                        uint64_t *l_119[1];
                        int i;
                        for (i = 0; i < 3; i++)
                            l_95[i] = 1L;
                        for (i = 0; i < 1; i++)
                            l_119[i] = &g_120;
                        l_96[4][0] = ((uint16_t)(+(l_95[1] |= ((int64_t)(((((+(((((l_87 | ((*l_88) = l_87)) & ((int8_t)(&l_45 != l_92[0][2]) << (int8_t)((p_3 , l_92[0][2]) != l_93))) || (l_94 && (0xA15A7CFDFC4DD9E3LL > 0x749550B438E4B99ALL))) , g_89) , p_3)) > g_69) >= 0x9341L) < p_3) < g_19[3][5]) / (int64_t)g_6))) * (uint16_t)g_26);
                        (*g_47) = ((int16_t)((*l_45) >= g_89) >> (int16_t)1);
                        (*l_76) = ((g_48[3] | (g_89 <= (g_120 = ((uint8_t)(((uint8_t)(*g_18) + (uint8_t)l_57) | ((uint16_t)(g_118 ^= ((*l_116) &= (((-(uint8_t)(((uint16_t)((int16_t)(-10L) + (int16_t)g_48[3]) + (uint16_t)((&g_13 != l_110) <= ((((int8_t)(+(-1L)) + (int8_t)l_95[1]) >= g_48[0]) <= (*g_47)))) == g_114)) , (void*)0) != l_115[1]))) >> (uint16_t)15)) >> (uint8_t)g_36)))) , l_45);
                    }
                    else
                    { /* block id: 53 */
                        const uint32_t l_125 = 0x51642E74L;
                        uint32_t *l_126 = &l_87;
                        int32_t ****l_134 = &g_29;
                        int32_t ****l_135 = &g_29;
                        int32_t ****l_136 = (void*)0;
                        int32_t ****l_137 = (void*)0;
                        int32_t ****l_138 = &g_29;
                        l_131 &= (0xBA8E61E940A49417LL > (((((uint64_t)(((-10L) > (((l_125 , (*l_76)) != (void*)0) && ((((*l_126) = p_3) , g_63[3][0]) <= ((((uint8_t)((int32_t)((((*l_45) >= ((((p_3 != l_57) != g_56) <= 0x996BL) && p_3)) && p_3) , 0x3959C9A8L) + (int32_t)p_3) * (uint8_t)(*l_45)) != g_56) , g_28)))) , g_21) + (uint64_t)l_96[4][0]) && g_120) <= p_3) <= (-4L)));
                        l_152 = (p_3 == ((((uint8_t)(((g_139[0][0] = &g_30[1][7][4]) == &g_30[3][1][5]) == ((int16_t)(~l_57) << (int16_t)11)) << (uint8_t)0) >= ((uint16_t)1UL % (uint16_t)g_114)) != (l_151[6] &= (((int64_t)((((int16_t)p_3 >> (int16_t)(+((l_150 == (void*)0) <= p_3))) == 1UL) >= 2UL) - (int64_t)g_71) && 0x3F8197DDL))));
                        return l_153[5];
                    }
                    l_57 = ((((~(((((((*g_18) = ((l_155 = p_3) < p_3)) ^ (l_151[6] = (p_3 , ((l_157 = &g_30[0][6][6]) != &g_30[1][7][4])))) && 0x968FL) ^ (g_71--)) , &g_73) != (((uint32_t)(g_69 ^ (g_48[3] > g_13)) / (uint32_t)g_28) , (void*)0))) >= p_3) < p_3) >= g_120);
                }
            }
            (*l_45) = (g_164 == (((uint16_t)((uint8_t)((uint8_t)(++(*g_18)) << (uint8_t)7) >> (uint8_t)2) >> (uint16_t)(p_3 < p_3)) , ((int8_t)g_69 * (int8_t)(g_19[3][5] != ((!((-(uint16_t)(((int8_t)g_164 - (int8_t)((((uint64_t)p_3 + (uint64_t)(((((p_3 , l_181) | p_3) , p_3) ^ (*l_45)) != 1L)) | 0x27L) & (*g_18))) > p_3)) , g_164)) == 0xE0ADL)))));
            for (l_152 = (-24); (l_152 < (-23)); l_152 += 3)
            { /* block id: 73 */
                uint32_t l_192[4];
                const uint8_t *l_235[1];
                int32_t l_236 = 9L;
                int i;
                for (i = 0; i < 4; i++)
                    l_192[i] = 1UL;
                for (i = 0; i < 1; i++)
                    l_235[i] = &g_19[3][5];
                for (g_114 = 0; (g_114 == (-24)); --g_114)
                { /* block id: 76 */
                    return g_89;
                }
                for (l_155 = 1; (l_155 < 50); l_155 += 8)
                { /* block id: 81 */
                    int8_t l_188 = 0x67L;
                    int32_t *l_189 = &g_21;
                    int32_t *l_190 = &l_57;
                    int32_t *l_191[2];
                    uint64_t l_195 = 0x0487F1438CF6DA36LL;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_191[i] = (void*)0;
                    l_192[1]++;
                    if ((*g_47))
                    { /* block id: 83 */
                        return p_3;
                    }
                    else
                    { /* block id: 85 */
                        uint64_t *l_202 = (void*)0;
                        uint64_t *l_203 = (void*)0;
                        uint16_t *l_208 = &g_117[7][2][0];
                        const int32_t l_211 = 4L;
                        int16_t *l_214 = &g_63[3][0];
                        l_195 = p_3;
                        l_96[4][0] ^= ((uint16_t)(((int8_t)((int16_t)(-10L) << (int16_t)((*l_214) = ((p_3 = (*l_45)) && (((!0x8572L) & (((uint16_t)(((g_117[2][3][0] , (g_207 , (p_3 && (((*l_208) = p_3) > ((int8_t)(l_211 <= ((((uint8_t)((g_118 == p_3) | p_3) >> (uint8_t)g_207.f4) >= (*l_190)) < p_3)) - (int8_t)9L))))) || l_211) <= p_3) >> (uint16_t)g_89) || (*l_45))) & p_3)))) / (int8_t)g_71) > 0x3167L) / (uint16_t)0xEAF9L);
                    }
                }
                l_236 ^= ((p_3 , (((uint16_t)((int8_t)(((uint64_t)18446744073709551613UL / (uint64_t)((uint8_t)(*g_18) * (uint8_t)((uint64_t)((uint8_t)(g_63[3][0] <= ((*l_45) | ((((int64_t)(-1L) + (int64_t)0xA4C5BC5EB18E8DE4LL) <= ((int32_t)((int64_t)(l_192[1] || l_192[0]) - (int64_t)g_71) + (int32_t)0x07113579L)) & 0L))) * (uint8_t)(*g_18)) - (uint64_t)18446744073709551615UL))) ^ p_3) * (int8_t)p_3) >> (uint16_t)13) , l_235[0])) == &g_19[3][2]);
                for (g_164 = (-19); (g_164 != 28); g_164++)
                { /* block id: 96 */
                    int32_t *l_239[10][3];
                    int i, j;
                    for (i = 0; i < 10; i++)
                    {
                        for (j = 0; j < 3; j++)
                            l_239[i][j] = &l_96[2][1];
                    }
                    l_240--;
                    (*l_93) = (((uint16_t)((-1L) || (((int8_t)g_117[2][2][0] / (int8_t)0xCBL) > g_56)) << (uint16_t)g_114) , l_239[8][2]);
                }
            }
        }
        return g_36;
    }
    else
    { /* block id: 103 */
        int64_t l_255 = 0xDC08B3C05E57BF45LL;
        int32_t l_256 = 0x62EC7BEBL;
        int32_t l_257 = (-1L);
        for (g_69 = 8; (g_69 == 40); g_69++)
        { /* block id: 106 */
            int32_t *l_249 = &g_48[6];
            int32_t *l_250 = (void*)0;
            int32_t *l_251 = &l_96[1][1];
            int32_t *l_252 = &g_21;
            int32_t *l_253 = &g_48[3];
            int32_t *l_254[9][8] = {{&l_96[4][0],(void*)0,&l_96[3][0],&g_48[5],&l_96[3][2],&g_21,&g_48[5],&g_21},{&l_96[4][0],&l_96[4][0],&l_96[3][2],&l_96[0][3],&g_48[5],&g_48[3],&g_48[8],&l_96[1][1]},{&l_96[0][3],&g_48[3],&g_21,&l_96[3][2],&l_96[4][0],&g_48[8],&g_48[8],&l_96[4][0]},{&g_48[3],&l_96[3][2],&l_96[3][2],&g_48[3],&g_21,&g_48[5],&g_48[5],&g_48[3]},{&g_21,&g_48[5],&g_48[5],&g_48[3],&l_96[3][0],&g_48[3],&l_96[4][0],&g_48[3]},{&g_21,&g_48[5],(void*)0,(void*)0,(void*)0,&g_48[5],&g_21,&l_96[0][3]},{&l_96[4][0],&l_96[3][2],&l_96[0][3],&g_48[5],&g_48[3],&g_48[8],&l_96[1][1],(void*)0},{(void*)0,&g_48[3],(void*)0,&l_96[3][0],&g_48[3],&g_48[3],&l_96[3][0],(void*)0},{&l_96[4][0],&l_96[4][0],&g_48[3],(void*)0,(void*)0,&g_21,(void*)0,&g_48[5]}};
            uint32_t l_258 = 0xA752D06EL;
            int i, j;
            l_258++;
            return g_114;
        }
    }
    --l_267;
    for (g_120 = (-8); (g_120 != 2); ++g_120)
    { /* block id: 114 */
        uint32_t l_272 = 0x5D270215L;
        int32_t l_273 = 0x96A55C0BL;
        int32_t ***l_307 = (void*)0;
        uint32_t *l_362 = &g_361;
        uint8_t l_382 = 0xD2L;
        int32_t l_384 = (-7L);
        int32_t l_385[9];
        int16_t l_388 = 0L;
        int8_t l_481 = 0xB6L;
        uint32_t **l_629 = &l_362;
        uint32_t *** const l_628 = &l_629;
        int16_t ***l_704 = &g_419;
        int i;
        for (i = 0; i < 9; i++)
            l_385[i] = (-7L);
    }
    return p_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_19 g_26 g_21
 * writes: g_26 g_28 g_29
 */
static uint64_t  func_14(uint8_t * p_15, uint16_t  p_16, const uint8_t * const  p_17)
{ /* block id: 2 */
    int32_t *l_20 = &g_21;
    int32_t **l_22 = &l_20;
    int8_t l_23[1][1][9] = {{{(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L),(-3L)}}};
    int64_t *l_24 = (void*)0;
    int64_t *l_25 = &g_26;
    int16_t *l_27 = &g_28;
    int i, j, k;
    (*l_22) = l_20;
    g_29 = ((((g_19[1][4] >= (p_16 || (-1L))) <= (l_23[0][0][0] && ((*l_25) |= (0UL & p_16)))) > ((*l_27) = g_19[3][5])) , &l_22);
    return (*l_20);
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
    transparent_crc(g_13, "g_13", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_19[i][j], "g_19[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_48[i], "g_48[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_56, "g_56", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_63[i][j], "g_63[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_117[i][j][k], "g_117[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_207.f0, "g_207.f0", print_hash_value);
    transparent_crc(g_207.f1, "g_207.f1", print_hash_value);
    transparent_crc(g_207.f2, "g_207.f2", print_hash_value);
    transparent_crc(g_207.f3, "g_207.f3", print_hash_value);
    transparent_crc(g_207.f4, "g_207.f4", print_hash_value);
    transparent_crc(g_361, "g_361", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_474[i].f0, "g_474[i].f0", print_hash_value);
        transparent_crc(g_474[i].f1, "g_474[i].f1", print_hash_value);
        transparent_crc(g_474[i].f2, "g_474[i].f2", print_hash_value);
        transparent_crc(g_474[i].f3, "g_474[i].f3", print_hash_value);
        transparent_crc(g_474[i].f4, "g_474[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_475.f0, "g_475.f0", print_hash_value);
    transparent_crc(g_475.f1, "g_475.f1", print_hash_value);
    transparent_crc(g_475.f2, "g_475.f2", print_hash_value);
    transparent_crc(g_475.f3, "g_475.f3", print_hash_value);
    transparent_crc(g_475.f4, "g_475.f4", print_hash_value);
    transparent_crc(g_516, "g_516", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_529[i][j], "g_529[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_532[i].f0, "g_532[i].f0", print_hash_value);
        transparent_crc(g_532[i].f1, "g_532[i].f1", print_hash_value);
        transparent_crc(g_532[i].f2, "g_532[i].f2", print_hash_value);
        transparent_crc(g_532[i].f3, "g_532[i].f3", print_hash_value);
        transparent_crc(g_532[i].f4, "g_532[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_556, "g_556", print_hash_value);
    transparent_crc(g_586, "g_586", print_hash_value);
    transparent_crc(g_666, "g_666", print_hash_value);
    transparent_crc(g_746.f0, "g_746.f0", print_hash_value);
    transparent_crc(g_746.f1, "g_746.f1", print_hash_value);
    transparent_crc(g_746.f2, "g_746.f2", print_hash_value);
    transparent_crc(g_746.f3, "g_746.f3", print_hash_value);
    transparent_crc(g_746.f4, "g_746.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 140
   depth: 1, occurrence: 5
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 5
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 5
breakdown:
   indirect level: 0, occurrence: 5
XXX full-bitfields structs in the program: 5
breakdown:
   indirect level: 0, occurrence: 5
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 9
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 21

XXX max expression depth: 26
breakdown:
   depth: 1, occurrence: 47
   depth: 2, occurrence: 12
   depth: 3, occurrence: 1
   depth: 6, occurrence: 1
   depth: 10, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 3
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1

XXX total number of pointers: 148

XXX times a variable address is taken: 486
XXX times a pointer is dereferenced on RHS: 69
breakdown:
   depth: 1, occurrence: 61
   depth: 2, occurrence: 7
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 88
breakdown:
   depth: 1, occurrence: 82
   depth: 2, occurrence: 4
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 15
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 1874

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 299
   level: 2, occurrence: 53
   level: 3, occurrence: 31
   level: 4, occurrence: 16
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 57
XXX number of pointers point to scalars: 91
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 29.7
XXX average alias set size: 1.36

XXX times a non-volatile is read: 533
XXX times a non-volatile is write: 249
XXX times a volatile is read: 26
XXX    times read thru a pointer: 3
XXX times a volatile is write: 13
XXX    times written thru a pointer: 3
XXX times a volatile is available for access: 1.27e+03
XXX percentage of non-volatile access: 95.2

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 49
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 3
   depth: 2, occurrence: 5
   depth: 3, occurrence: 7
   depth: 4, occurrence: 9
   depth: 5, occurrence: 16

XXX percentage a fresh-made variable is used: 16.2
XXX percentage an existing variable is used: 83.8
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

