/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 42 --no-safe-math --max-funcs 6 --no-structs
 * Seed:      42
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
static volatile int32_t g_2 = (-5L);/* VOLATILE GLOBAL g_2 */
static int32_t g_3 = 0x3B4E1A36L;
static uint32_t g_57 = 4294967286UL;
static const uint32_t g_69 = 0xD3B05E26L;
static const uint32_t *g_68 = &g_69;
static uint8_t g_113 = 0UL;
static uint8_t g_114[4][6][9] = {{{0xFEL,8UL,4UL,1UL,6UL,0x31L,0x8EL,250UL,4UL},{0xB1L,0x43L,0x0CL,0x7AL,0x4BL,1UL,0x9FL,250UL,0x66L},{0x00L,0UL,0x67L,0x31L,250UL,0x69L,0x60L,1UL,0xFEL},{0xE5L,8UL,0x0CL,0x69L,5UL,0x25L,6UL,0UL,0x69L},{249UL,250UL,4UL,6UL,255UL,0x9FL,6UL,0x92L,0UL},{0UL,1UL,0x09L,250UL,0xB1L,6UL,0xDEL,255UL,0xC6L}},{{0x2DL,6UL,6UL,0x09L,0x25L,0x2DL,0xE5L,0x00L,255UL},{1UL,1UL,0x91L,255UL,1UL,249UL,251UL,4UL,7UL},{1UL,1UL,0xE7L,249UL,0x00L,249UL,0xE7L,1UL,1UL},{0x50L,0x00L,247UL,0xD4L,251UL,0x2DL,7UL,0x41L,255UL},{0xD4L,249UL,250UL,0x1AL,253UL,6UL,0UL,0xC8L,0x1AL},{0x50L,251UL,7UL,0x09L,0x67L,0xE5L,255UL,0xE5L,247UL}},{{1UL,1UL,0xC6L,0xE7L,0x67L,0xC6L,0xDEL,0x50L,7UL},{1UL,0x25L,6UL,0xC6L,253UL,1UL,0xE7L,0x00L,249UL},{0x2DL,0xE5L,0xC6L,255UL,251UL,1UL,0xB0L,0x60L,7UL},{0xB0L,0xA4L,250UL,255UL,0x00L,0xD4L,255UL,255UL,247UL},{0x50L,248UL,0xB0L,255UL,1UL,0x2DL,0x50L,0xE5L,0x1AL},{249UL,249UL,251UL,255UL,0x25L,0xC6L,0UL,1UL,255UL}},{{0x91L,1UL,7UL,0xC6L,0xB1L,251UL,6UL,0xE5L,1UL},{255UL,0xE5L,0x09L,0xE7L,0UL,255UL,7UL,255UL,7UL},{255UL,253UL,0x09L,0x09L,253UL,255UL,255UL,0x60L,255UL},{0x2DL,0x31L,7UL,0x1AL,1UL,1UL,255UL,0x00L,0xC6L},{1UL,0xA4L,251UL,0xD4L,0x69L,249UL,255UL,0x50L,0xB0L},{0x91L,0x00L,0xB0L,249UL,0xA4L,1UL,7UL,0xE5L,1UL}}};
static int32_t g_128 = 0x88E352C4L;
static uint16_t g_159 = 65535UL;
static int32_t g_160 = 0x1F86349BL;
static uint32_t g_172[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
static int32_t *g_181 = &g_128;
static int32_t * const *g_180 = &g_181;
static int8_t g_198 = 0x5EL;
static int32_t g_202 = 0x718B624CL;
static int16_t g_205 = (-7L);
static int16_t g_207 = 0xE8C5L;
static uint32_t g_261 = 0x669C13BAL;
static int16_t g_282 = 0x092BL;
static volatile uint32_t * volatile *g_294 = (void*)0;
static volatile uint32_t * volatile **g_293[7][1] = {{&g_294},{&g_294},{&g_294},{&g_294},{&g_294},{&g_294},{&g_294}};
static int16_t g_329 = 0x4237L;
static uint16_t g_333[7] = {0xA2DAL,0xA2DAL,0xA2DAL,0xA2DAL,0xA2DAL,0xA2DAL,0xA2DAL};
static int64_t g_369 = (-8L);
static const uint32_t **g_476 = &g_68;
static const uint32_t ***g_475[7][5][1] = {{{&g_476},{&g_476},{(void*)0},{&g_476},{&g_476}},{{(void*)0},{&g_476},{&g_476},{(void*)0},{&g_476}},{{&g_476},{(void*)0},{&g_476},{&g_476},{(void*)0}},{{&g_476},{&g_476},{(void*)0},{&g_476},{&g_476}},{{(void*)0},{&g_476},{&g_476},{(void*)0},{&g_476}},{{&g_476},{(void*)0},{&g_476},{&g_476},{(void*)0}},{{&g_476},{&g_476},{(void*)0},{&g_476},{&g_476}}};
static const uint32_t ****g_474 = &g_475[1][1][0];
static const uint32_t *****g_473 = &g_474;
static uint32_t *g_487[1][2] = {{&g_261,&g_261}};
static uint32_t **g_486[2] = {&g_487[0][1],&g_487[0][1]};
static uint32_t ***g_485 = &g_486[0];
static uint32_t ****g_484 = &g_485;
static uint32_t *****g_483 = &g_484;
static uint64_t g_496 = 0xAE4B5D248291D3B1LL;
static int64_t g_522 = (-8L);
static int32_t **g_550 = &g_181;
static int32_t ***g_549 = &g_550;
static const uint16_t g_571[10] = {65535UL,65535UL,1UL,65535UL,65535UL,1UL,65535UL,65535UL,1UL,65535UL};
static const uint16_t g_575 = 0xA9C1L;
static uint32_t g_593 = 0x78D7CD09L;
static int64_t g_655 = (-9L);
static int8_t g_661 = 0x6CL;
static uint16_t *g_686 = &g_333[6];
static int16_t g_746 = 0x201BL;
static uint64_t g_747 = 18446744073709551607UL;
static volatile int8_t g_805 = 0x0FL;/* VOLATILE GLOBAL g_805 */
static const int32_t *g_819 = (void*)0;
static int64_t g_820 = (-1L);
static int64_t g_824 = (-8L);
static uint32_t g_827 = 0UL;
static int32_t g_867 = 0x0C6CFC40L;
static int32_t * const  volatile g_890 = &g_128;/* VOLATILE GLOBAL g_890 */
static volatile uint16_t g_905 = 0x192DL;/* VOLATILE GLOBAL g_905 */
static int16_t *g_916[6][7] = {{&g_329,&g_282,&g_282,&g_329,&g_282,&g_207,&g_329},{&g_746,&g_205,(void*)0,(void*)0,&g_205,&g_746,&g_207},{&g_282,&g_329,(void*)0,&g_282,&g_282,(void*)0,&g_329},{&g_205,&g_207,&g_746,&g_205,(void*)0,(void*)0,&g_205},{&g_207,&g_329,&g_207,&g_282,&g_329,&g_282,&g_282},{(void*)0,&g_205,&g_282,&g_205,(void*)0,&g_282,&g_282}};
static int32_t g_928[8] = {0x76981D22L,0x76981D22L,0x76981D22L,0x76981D22L,0x76981D22L,0x76981D22L,0x76981D22L,0x76981D22L};
static int32_t * const g_927[3] = {&g_928[7],&g_928[7],&g_928[7]};
static int32_t * const *g_926 = &g_927[2];
static uint16_t g_942 = 1UL;
static const int32_t ** volatile g_964 = (void*)0;/* VOLATILE GLOBAL g_964 */
static volatile uint16_t *g_1007 = &g_905;
static volatile uint16_t **g_1006[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile uint16_t ** volatile *g_1005 = &g_1006[6];
static uint32_t g_1079 = 1UL;
static uint16_t g_1095 = 0x1F0CL;


/* --- FORWARD DECLARATIONS --- */
static const uint32_t  func_1(void);
static uint16_t  func_7(uint16_t  p_8);
static uint64_t  func_15(int64_t  p_16, const int32_t  p_17, uint16_t  p_18);
static int16_t  func_24(uint32_t  p_25);
static const uint8_t  func_26(uint32_t  p_27, int32_t * const  p_28, uint64_t  p_29, int32_t * p_30);
static int32_t * func_31(int32_t  p_32, const uint16_t  p_33, const int32_t * p_34);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_202 g_485 g_486 g_487 g_261 g_496 g_1079 g_686 g_333 g_205 g_159 g_473 g_474 g_661 g_549 g_550 g_181 g_1007 g_905 g_867 g_942 g_1095 g_198 g_926 g_927 g_476 g_68 g_69
 * writes: g_3 g_261 g_496 g_333 g_159 g_661 g_128 g_522 g_113 g_942 g_1095 g_114 g_928
 */
static const uint32_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_9 = 0x9CL;
    int32_t l_968 = 1L;
    uint32_t ***l_1000[8] = {&g_486[0],(void*)0,&g_486[0],&g_486[0],(void*)0,&g_486[0],&g_486[0],(void*)0};
    uint16_t * const * const *l_1020 = (void*)0;
    int32_t l_1042 = (-1L);
    int32_t l_1043[2];
    uint32_t l_1049 = 0xCDE5E978L;
    uint64_t *l_1076[3][8][2] = {{{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747}},{{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747}},{{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747},{&g_747,&g_747}}};
    uint16_t *l_1084 = &g_159;
    int8_t *l_1085 = &g_661;
    int32_t **l_1090 = &g_181;
    uint32_t l_1091 = 0xA9EC8648L;
    int64_t *l_1092 = &g_522;
    uint8_t *l_1093 = &g_113;
    uint16_t *l_1094 = &g_1095;
    uint8_t *l_1096[2];
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_1043[i] = 0x97A9D6F5L;
    for (i = 0; i < 2; i++)
        l_1096[i] = (void*)0;
    for (g_3 = 0; (g_3 <= 0); g_3 += 7)
    { /* block id: 3 */
        uint16_t l_6 = 0xCB8CL;
        uint8_t *l_971 = &g_113;
        int32_t l_972 = 0x5ED18247L;
        uint16_t **l_980[2];
        uint16_t ***l_979[7][4] = {{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]},{&l_980[0],&l_980[0],&l_980[0],&l_980[0]}};
        uint32_t l_989 = 0x96A04C89L;
        int32_t *l_1018[4] = {&g_160,&g_160,&g_160,&g_160};
        int32_t **l_1017 = &l_1018[2];
        int32_t l_1022 = 0x5A1FA3A2L;
        int32_t *l_1030 = &l_1022;
        int16_t l_1045 = 0L;
        int32_t l_1048[1];
        uint32_t l_1070 = 4294967295UL;
        int i, j;
        for (i = 0; i < 2; i++)
            l_980[i] = (void*)0;
        for (i = 0; i < 1; i++)
            l_1048[i] = 0xD8A2DF3DL;
    }
    (**g_926) = ((g_202 , (g_114[0][5][4] = ((l_1043[1] ^= (l_968 , ((++(***g_485)) <= ((g_496--) , (g_1079 <= ((g_496 = ((--(*g_686)) != ((*l_1094) ^= (g_942 ^= ((int8_t)((*l_1085) ^= ((((*l_1084) &= (9UL != g_205)) , (*g_473)) != (void*)0)) >> (int8_t)((*l_1093) = (((*l_1092) = ((((uint32_t)(l_1091 = ((int32_t)((**l_1090) = ((l_1090 == (*g_549)) || 1UL)) % (int32_t)l_9)) + (uint32_t)l_9) || 0x10L) & (*g_1007))) || g_867))))))) != g_198)))))) & l_9))) <= 0x72L);
    return (**g_476);
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_3 g_57 g_68 g_69 g_113 g_114 g_128 g_159 g_160 g_172 g_180 g_181 g_202 g_205 g_207 g_550 g_473 g_474 g_571 g_261 g_198 g_333 g_485 g_486 g_487 g_496 g_522 g_549 g_282 g_369 g_686 g_890 g_824 g_867 g_905 g_747 g_329 g_942 g_484
 * writes: g_57 g_68 g_113 g_128 g_198 g_202 g_205 g_207 g_655 g_181 g_282 g_261 g_824 g_333 g_867 g_905 g_916 g_827 g_180 g_926 g_942 g_819
 */
static uint16_t  func_7(uint16_t  p_8)
{ /* block id: 4 */
    const uint16_t l_19 = 1UL;
    int8_t *l_660 = &g_661;
    int64_t l_677 = 9L;
    uint32_t *** const *l_762[10][6] = {{&g_485,&g_485,&g_485,&g_485,&g_485,&g_485},{(void*)0,&g_485,&g_485,&g_485,&g_485,&g_485},{(void*)0,&g_485,&g_485,&g_485,&g_485,&g_485},{&g_485,&g_485,(void*)0,&g_485,&g_485,(void*)0},{&g_485,&g_485,&g_485,&g_485,&g_485,&g_485},{&g_485,&g_485,&g_485,&g_485,&g_485,&g_485},{&g_485,&g_485,&g_485,&g_485,&g_485,&g_485},{&g_485,&g_485,&g_485,&g_485,(void*)0,(void*)0},{&g_485,(void*)0,(void*)0,&g_485,&g_485,&g_485},{&g_485,&g_485,&g_485,&g_485,&g_485,&g_485}};
    uint32_t *** const ** const l_761[2] = {&l_762[2][3],&l_762[2][3]};
    int32_t l_821 = (-3L);
    int32_t l_825 = 1L;
    int32_t l_865 = 0xC5912914L;
    int32_t l_866 = 1L;
    int16_t *l_915 = (void*)0;
    uint64_t l_924 = 4UL;
    int32_t **l_929 = (void*)0;
    uint32_t l_930 = 0x3B552A5BL;
    uint16_t ** const l_931[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t l_940 = 0x5F306D92L;
    int32_t l_941[10][4][2] = {{{1L,1L},{(-7L),0x22B1B386L},{(-1L),0x22B1B386L},{(-7L),1L}},{{1L,1L},{(-1L),0x3E96C018L},{0x688B81E2L,1L},{0x688B81E2L,0x3E96C018L}},{{(-1L),1L},{1L,1L},{(-7L),0x22B1B386L},{(-1L),0x22B1B386L}},{{(-7L),1L},{1L,1L},{(-1L),0x3E96C018L},{0x688B81E2L,1L}},{{0x688B81E2L,0x3E96C018L},{(-1L),1L},{1L,1L},{(-7L),0x22B1B386L}},{{(-1L),0x22B1B386L},{(-7L),1L},{1L,1L},{(-1L),0x3E96C018L}},{{0x688B81E2L,1L},{0x688B81E2L,0x3E96C018L},{(-1L),1L},{1L,1L}},{{(-7L),0x22B1B386L},{(-1L),0x22B1B386L},{(-7L),1L},{1L,1L}},{{(-1L),0x3E96C018L},{0x688B81E2L,1L},{0x688B81E2L,0x3E96C018L},{(-1L),1L}},{{1L,1L},{(-7L),0x22B1B386L},{(-1L),0x22B1B386L},{(-7L),1L}}};
    int32_t * const *l_960 = (void*)0;
    int32_t *l_961 = &l_866;
    uint32_t l_962[9] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
    const int32_t **l_963 = &g_819;
    const int32_t *l_965 = &g_128;
    int i, j, k;
    if (((-(int32_t)((g_2 , ((int16_t)(((int16_t)(0x5D2D91509CF13E13LL & func_15(p_8, l_19, p_8)) << (int16_t)13) >= ((int16_t)(l_660 == ((((int16_t)((uint8_t)255UL + (uint8_t)g_114[3][5][2]) * (int16_t)l_19) && (-4L)) , l_660)) % (int16_t)p_8)) * (int16_t)g_496)) >= p_8)) <= p_8))
    { /* block id: 261 */
        int16_t l_718[9] = {0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L,0x5BC2L};
        int32_t l_720 = 1L;
        int32_t l_741 = 0x09CD0517L;
        int32_t l_745 = 0xD131F9D6L;
        const int32_t ***l_788 = (void*)0;
        uint8_t *l_804 = &g_114[3][3][6];
        int32_t l_822 = (-8L);
        int32_t l_823[8] = {9L,0L,9L,0L,9L,0L,9L,0L};
        uint32_t l_831 = 0xB7A62E57L;
        int16_t *l_879 = (void*)0;
        int16_t **l_878 = &l_879;
        int32_t ***l_896 = &g_550;
        uint16_t **l_933 = &g_686;
        uint16_t ***l_932 = &l_933;
        int i;
        for (g_282 = 0; (g_282 <= 5); g_282 += 7)
        { /* block id: 264 */
            uint8_t *l_670 = (void*)0;
            uint8_t *l_671 = (void*)0;
            uint8_t *l_672[2];
            int64_t *l_679 = &l_677;
            uint16_t *l_685 = &g_159;
            uint16_t **l_684[1][10] = {{&l_685,&l_685,&l_685,&l_685,&l_685,&l_685,&l_685,&l_685,&l_685,&l_685}};
            uint32_t ***** const l_715 = &g_484;
            int32_t l_717[9][5][5] = {{{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L}},{{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L}},{{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)}},{{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L}},{{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L}},{{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)}},{{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L}},{{1L,(-5L),(-5L),1L,(-5L)},{1L,1L,0x0833CE57L,1L,1L},{(-5L),1L,(-5L),(-5L),1L},{(-5L),0x0833CE57L,0x0833CE57L,(-5L),0x0833CE57L},{(-5L),(-5L),1L,(-5L),(-5L)}},{{0x0833CE57L,(-5L),0x0833CE57L,0x0833CE57L,(-5L)},{(-5L),0x0833CE57L,0x0833CE57L,(-5L),0x0833CE57L},{(-5L),(-5L),1L,(-5L),(-5L)},{0x0833CE57L,(-5L),0x0833CE57L,0x0833CE57L,(-5L)},{(-5L),0x0833CE57L,0x0833CE57L,(-5L),0x0833CE57L}}};
            int8_t l_771 = 0L;
            const int32_t **l_786 = (void*)0;
            const int32_t ***l_785 = &l_786;
            uint16_t l_816[3];
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_672[i] = &g_114[3][3][6];
            for (i = 0; i < 3; i++)
                l_816[i] = 65535UL;
        }
        for (g_261 = (-21); (g_261 >= 21); g_261++)
        { /* block id: 310 */
            uint64_t l_873 = 1UL;
            const int32_t *l_880[1][4] = {{&l_821,&l_821,&l_821,&l_821}};
            int32_t l_889 = (-5L);
            int32_t *l_895 = &g_867;
            int32_t ****l_897 = &l_896;
            int i, j;
            --l_873;
            for (g_824 = 0; (g_824 < 14); ++g_824)
            { /* block id: 314 */
                (*g_550) = func_31((**g_180), (l_878 == &l_879), l_880[0][0]);
                (**g_549) = (**g_549);
                for (g_207 = 0; (g_207 > 29); g_207++)
                { /* block id: 319 */
                    int32_t **l_883 = &g_181;
                    (*l_883) = (*g_180);
                }
            }
            (*g_890) = ((uint16_t)l_866 - (uint16_t)(((*g_686) &= ((-(int16_t)((int8_t)l_889 << (int8_t)4)) , 65535UL)) >= p_8));
            (**g_549) = func_31((g_824 & ((int8_t)(((uint8_t)g_159 << (uint8_t)6) <= ((((*l_895) &= (0x13L >= p_8)) , l_788) == ((*l_897) = ((p_8 == p_8) , l_896)))) + (int8_t)((((int8_t)((g_159 , p_8) < 18446744073709551615UL) << (int8_t)l_866) > 0x7A2E1A8D203E1E1DLL) & g_207))), l_821, (**g_549));
        }
        for (g_128 = (-14); (g_128 != (-14)); g_128 += 6)
        { /* block id: 331 */
            int32_t *l_902 = &l_822;
            int32_t *l_903 = &l_823[5];
            int32_t *l_904[10] = {&l_823[5],(void*)0,&l_823[5],&l_741,&l_741,&l_823[5],(void*)0,&l_823[5],&l_741,&l_741};
            int32_t **l_908 = &l_904[3];
            int16_t *l_911 = &g_329;
            int32_t * const **l_925 = &g_180;
            int i;
            ++g_905;
            (*l_908) = ((**l_896) = l_903);
            (*l_902) = (((int8_t)(l_911 != &g_329) >> (int8_t)((((((g_926 = ((*l_925) = ((g_827 = ((+p_8) <= ((((int16_t)(&g_746 != (g_916[0][6] = l_915)) - (int16_t)(((uint8_t)(((((int32_t)(g_747 == g_329) - (int32_t)((-(uint32_t)(p_8 , ((uint8_t)(((void*)0 != l_911) || l_677) >> (uint8_t)0))) , p_8)) | g_114[1][4][5]) && g_113) > l_924) + (uint8_t)0x4FL) < (***l_896))) , (void*)0) != (void*)0))) , &l_902))) != l_929) || l_930) & 0x813AL) > (-1L)) & p_8)) >= (***g_549));
        }
        (*l_932) = l_931[2];
    }
    else
    { /* block id: 342 */
        int32_t l_934 = 0x30BECC2DL;
        int32_t *l_935 = (void*)0;
        int32_t *l_936 = &l_825;
        int32_t *l_937 = &l_865;
        int32_t *l_938 = &l_866;
        int32_t *l_939[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int i;
        ++g_942;
    }
    l_965 = ((*l_963) = func_31((p_8 & ((++(****g_484)) != 1L)), p_8, ((((((p_8 < ((uint8_t)(+(l_962[6] &= ((*l_961) = (((((int16_t)((uint32_t)((uint8_t)(((uint16_t)((uint32_t)0x7A013FB9L - (uint32_t)p_8) >> (uint16_t)(((-9L) <= ((l_960 == l_960) && p_8)) , p_8)) || 0xA1L) << (uint8_t)g_172[4]) % (uint32_t)p_8) >> (int16_t)(*g_686)) < 0xCF950DA9L) > 0x9D03E228L) , (-10L))))) * (uint8_t)0xB7L)) < 0xB53433DBL) , g_3) ^ p_8) && g_905) , &l_866)));
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_3 g_57 g_68 g_69 g_113 g_114 g_128 g_159 g_160 g_172 g_180 g_181 g_202 g_205 g_207 g_550 g_473 g_474 g_571 g_261 g_198 g_333 g_485 g_486 g_487 g_496 g_522 g_549 g_282 g_369
 * writes: g_57 g_68 g_113 g_128 g_198 g_202 g_205 g_207 g_655 g_181
 */
static uint64_t  func_15(int64_t  p_16, const int32_t  p_17, uint16_t  p_18)
{ /* block id: 5 */
    int32_t *l_657 = &g_128;
    (*g_550) = ((((uint32_t)(0xBDE6L < (-1L)) + (uint32_t)(((g_2 | ((int32_t)1L % (int32_t)((((p_18 ^ g_3) == func_24(p_18)) & (g_282 && g_369)) && p_16))) <= 8UL) , p_18)) || p_17) , l_657);
    return p_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_57 g_68 g_69 g_113 g_114 g_128 g_159 g_160 g_172 g_180 g_181 g_202 g_205 g_207 g_550 g_473 g_474 g_571 g_261 g_198 g_333 g_485 g_486 g_487 g_496 g_522 g_549
 * writes: g_57 g_68 g_113 g_128 g_198 g_202 g_205 g_207 g_655 g_181
 */
static int16_t  func_24(uint32_t  p_25)
{ /* block id: 6 */
    const int32_t *l_35[6][5][2] = {{{&g_3,&g_3},{&g_3,&g_3},{&g_3,(void*)0},{&g_3,&g_3},{&g_3,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3}},{{&g_3,&g_3},{&g_3,&g_3},{(void*)0,(void*)0},{&g_3,(void*)0},{(void*)0,&g_3}},{{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3}},{{(void*)0,&g_3},{(void*)0,&g_3},{&g_3,&g_3},{&g_3,(void*)0},{&g_3,&g_3}},{{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3},{&g_3,&g_3}}};
    int32_t *l_117 = &g_3;
    int32_t **l_116 = &l_117;
    uint32_t *l_121 = (void*)0;
    uint32_t * const *l_120 = &l_121;
    uint32_t * const **l_122 = &l_120;
    uint64_t l_123[9] = {0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL,0xB50BCEF862069947LL};
    uint16_t *l_158 = &g_159;
    int8_t *l_281 = &g_198;
    int32_t l_525 = 0x05BC7D39L;
    int i, j, k;
    if ((func_26(g_3, ((*l_116) = func_31(g_3, p_25, l_35[4][0][1])), ((int8_t)p_25 * (int8_t)(((((*l_122) = l_120) == &l_121) == ((l_121 == (void*)0) | l_123[3])) , 0xB7L)), l_121) || 1L))
    { /* block id: 28 */
        uint8_t l_132 = 1UL;
        uint8_t *l_139 = &g_113;
        uint32_t *l_142 = (void*)0;
        uint32_t *l_143 = &g_57;
        const int32_t l_206 = 0xEF5433B4L;
        int32_t l_255[5];
        uint32_t l_271 = 18446744073709551615UL;
        uint16_t l_283 = 0xA03AL;
        int32_t l_324[6] = {0x5BBCBE84L,0x5BBCBE84L,0x5BBCBE84L,0x5BBCBE84L,0x5BBCBE84L,0x5BBCBE84L};
        const uint32_t l_419[3] = {0x4451A0EAL,0x4451A0EAL,0x4451A0EAL};
        int16_t *l_440 = (void*)0;
        uint32_t * const **l_451 = &l_120;
        uint32_t **l_472 = &l_143;
        uint32_t ***l_471 = &l_472;
        uint32_t ****l_470[1][1][7] = {{{&l_471,&l_471,&l_471,&l_471,&l_471,&l_471,&l_471}}};
        uint32_t *****l_469 = &l_470[0][0][1];
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_255[i] = 1L;
        for (g_57 = 0; (g_57 <= 59); g_57 += 2)
        { /* block id: 31 */
            int32_t *l_127 = &g_128;
            (*l_127) = (0x0F39A984L != (!p_25));
            (*l_116) = (void*)0;
            for (g_113 = (-3); (g_113 <= 6); g_113 += 1)
            { /* block id: 36 */
                int64_t l_131 = (-8L);
                (*l_116) = (*l_116);
                return l_131;
            }
            (*l_127) = l_132;
        }
        if (((int32_t)((uint16_t)65535UL >> (uint16_t)1) / (int32_t)(((((int64_t)((((*l_139) = p_25) || ((uint8_t)(65535UL <= (p_25 , (((((((*l_143)--) == ((int64_t)((g_3 != ((int32_t)((int8_t)(0x6BL < ((uint32_t)((((int8_t)((int16_t)0xC6D3L + (int16_t)((((void*)0 == l_158) , p_25) <= g_128)) << (int8_t)2) >= 0L) >= 248UL) % (uint32_t)g_159)) << (int8_t)1) % (int32_t)7L)) | g_114[2][5][2]) / (int64_t)g_128)) , (-10L)) , (*l_116)) != (*l_116)) , 0xF199L))) << (uint8_t)p_25)) > g_114[0][5][2]) / (int64_t)18446744073709551615UL) | g_160) <= g_128) ^ 0x9FL)))
        { /* block id: 44 */
            const uint8_t l_171 = 0x78L;
            int32_t **l_177 = &l_117;
            int8_t *l_197 = &g_198;
            uint32_t *l_203 = &g_172[4];
            int16_t *l_204 = &g_205;
            (**g_180) = ((uint16_t)(((int16_t)((p_25 , ((((int16_t)((int64_t)(&g_68 != (*l_122)) % (int64_t)(g_69 , (((int8_t)l_171 / (int8_t)g_172[4]) || ((uint8_t)((*g_68) >= (l_177 == ((--(*l_139)) , g_180))) / (uint8_t)g_3)))) / (int16_t)p_25) , p_25) <= p_25)) >= (*g_68)) / (int16_t)l_132) || (*g_181)) << (uint16_t)8);
            g_207 ^= ((int16_t)g_172[7] + (int16_t)((((uint64_t)(((((uint16_t)((((*l_204) |= (0x54B2775FL == (!((((int32_t)(((int64_t)l_132 - (int64_t)(((p_25 <= ((&l_142 == &g_68) > ((int16_t)(((int64_t)((((((((*l_197) = 1L) , ((*l_143) = (-(int64_t)(((int16_t)(&p_25 != ((g_202 ^= g_159) , l_203)) * (int16_t)g_172[4]) && 0x5F3680C6L)))) , l_171) , (*g_180)) != (void*)0) | g_160) && 65535UL) % (int64_t)p_25) > 0x1BL) << (int16_t)0))) > g_3) & l_132)) , (*g_181)) + (int32_t)l_132) | g_128) >= g_113)))) <= p_25) , g_69) << (uint16_t)g_172[4]) ^ 9L) , p_25) || 0L) * (uint64_t)0L) <= g_69) <= l_206));
        }
        else
        { /* block id: 52 */
            (*l_116) = (void*)0;
        }
        (*l_116) = func_31(p_25, ((*g_68) != (*g_68)), l_143);
        for (g_207 = (-6); (g_207 >= (-20)); g_207 -= 3)
        { /* block id: 58 */
            int32_t ***l_219 = (void*)0;
            const int32_t *l_241[9] = {(void*)0,&l_206,(void*)0,&l_206,(void*)0,&l_206,(void*)0,&l_206,(void*)0};
            int32_t l_256 = 0L;
            int32_t l_260[2];
            int8_t *l_280[6] = {&g_198,&g_198,&g_198,&g_198,&g_198,&g_198};
            const int32_t *l_307 = &l_255[1];
            int16_t * const l_336 = &g_205;
            int32_t l_398[2][4][9] = {{{(-2L),(-2L),0L,0L,1L,(-1L),(-2L),1L,0x81AF9209L},{1L,0xBEAC055DL,0x6C9FF6B8L,(-5L),(-5L),0x6C9FF6B8L,0xBEAC055DL,1L,(-9L)},{0xF7E1F24EL,1L,0L,0xF7E1F24EL,0x5A39BBD5L,0L,1L,1L,0L},{(-8L),(-5L),0L,(-5L),(-8L),0xE48BFFBDL,(-5L),1L,(-9L)}},{{2L,0xB951BAA9L,0x5A39BBD5L,0L,0xB951BAA9L,0xF7E1F24EL,0xB951BAA9L,0L,0x5A39BBD5L},{(-1L),(-1L),1L,0L,0xB5639167L,(-5L),(-1L),0xB5639167L,0xBEAC055DL},{(-3L),0xB951BAA9L,0L,2L,2L,0L,0xB951BAA9L,(-3L),0xF7E1F24EL},{0xF4B113F3L,0xB5639167L,1L,0xF4B113F3L,0L,1L,0xB5639167L,0xB5639167L,1L}}};
            const uint16_t *l_574 = &g_575;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_260[i] = (-1L);
        }
    }
    else
    { /* block id: 235 */
        int8_t l_612 = 1L;
        uint64_t l_629 = 5UL;
        int32_t **l_645 = &l_117;
        uint32_t *****l_651 = &g_484;
        if (p_25)
        { /* block id: 236 */
            uint32_t l_631[6] = {0xE96CEC3DL,0xE96CEC3DL,0xE96CEC3DL,0xE96CEC3DL,0xE96CEC3DL,0xE96CEC3DL};
            int32_t l_635 = 0xCE09499CL;
            int i;
            for (g_202 = (-25); (g_202 < (-23)); ++g_202)
            { /* block id: 239 */
                int64_t *l_628[10] = {&g_369,&g_369,&g_369,&g_369,&g_369,&g_369,&g_369,&g_369,&g_369,&g_369};
                uint16_t l_630 = 0xB9A6L;
                int16_t *l_632 = (void*)0;
                int16_t *l_633 = &g_207;
                uint16_t l_634[4][4][10] = {{{0x1957L,0xE63EL,65535UL,0x5BF1L,0xAB16L,65535UL,0xE63EL,0xFA66L,0xB2F9L,1UL},{0xC58EL,0xEB3AL,0xE63EL,1UL,0x28D5L,65535UL,0x6E82L,0UL,65531UL,0xAB16L},{65535UL,0x9A8DL,0xE63EL,0xF0A5L,0x4C93L,1UL,0xFA66L,0xFA66L,1UL,0x4C93L},{0x716FL,65535UL,65535UL,0x716FL,65535UL,1UL,0UL,0xE63EL,65535UL,0xB7BCL}},{{65535UL,0xEDEDL,6UL,65531UL,0x134BL,65535UL,65535UL,0UL,65535UL,0xBAB2L},{0xC58EL,0UL,65526UL,0x716FL,0xB2CEL,65535UL,0x7961L,65526UL,1UL,0x82D7L},{0x1957L,0UL,0xAF66L,0xF0A5L,0xB7BCL,0xD111L,65535UL,0x9A8DL,65531UL,0x28D5L},{0xF0A5L,0xEDEDL,0x6E82L,1UL,0xB7BCL,0x5BF1L,0UL,6UL,0xB2F9L,0x82D7L}},{{65531UL,65535UL,0xEB3AL,0x5BF1L,0xB2CEL,65531UL,0xFA66L,6UL,0x716FL,0xBAB2L},{65535UL,0x9A8DL,0x6E82L,2UL,0x134BL,2UL,0x6E82L,0x9A8DL,65535UL,0xB7BCL},{65535UL,0xEB3AL,0xAF66L,0x1957L,65535UL,65531UL,0xE63EL,65526UL,0x1957L,0x4C93L},{65531UL,0xE63EL,65526UL,0x1957L,0x4C93L,0x5BF1L,0xEDEDL,0UL,65535UL,0xAB16L}},{{0xF0A5L,65526UL,6UL,2UL,0x28D5L,0xD111L,0xEDEDL,0xE63EL,0x716FL,1UL},{0x1957L,0xE63EL,65535UL,0x5BF1L,0xAB16L,65535UL,0xE63EL,0xFA66L,0xA4A3L,0x1DAAL},{7UL,65535UL,2UL,0x495AL,65527UL,0UL,0x5BF1L,0xD111L,65535UL,0x836EL},{65535UL,65535UL,2UL,0UL,0xAA29L,0x495AL,1UL,1UL,0x495AL,0xAA29L}}};
                int i, j, k;
                if ((**g_550))
                    break;
                l_635 |= ((((int16_t)((int64_t)((uint64_t)(((uint64_t)((uint16_t)((int32_t)((((((((((l_612 > (**l_116)) <= (~((void*)0 != (*g_473)))) <= ((-(uint32_t)(+((int32_t)((((uint8_t)0x28L << (uint8_t)2) , (p_25 < ((**g_180) = ((uint16_t)((uint16_t)((int16_t)((*l_633) = (((int32_t)(((g_172[4] >= ((((l_629 = ((g_571[9] && p_25) > g_128)) || 0x34AA97E1320038D4LL) > l_630) , l_612)) | l_631[5]) , l_630) / (int32_t)p_25) >= 0x3176F239L)) << (int16_t)l_631[5]) >> (uint16_t)g_261) >> (uint16_t)l_630)))) != p_25) + (int32_t)1UL))) ^ l_612)) ^ p_25) != 0UL) | 1UL) >= g_571[3]) || 0xFDC7CB5220146071LL) || 0L) != 0L) / (int32_t)0xC1784102L) % (uint16_t)0xEF53L) / (uint64_t)0x184ADC3DF89C7129LL) , g_198) + (uint64_t)1L) + (int64_t)g_113) * (int16_t)g_333[6]) , l_634[2][3][8]) , (**g_550));
            }
            return l_612;
        }
        else
        { /* block id: 247 */
            int32_t **l_644 = &g_181;
            uint32_t ****l_646 = &g_485;
            uint8_t *l_652 = &g_113;
            int16_t *l_653 = &g_207;
            int32_t *l_654[6][5][4] = {{{&l_525,(void*)0,&g_3,(void*)0},{(void*)0,&g_3,&g_3,(void*)0},{&g_3,(void*)0,&g_3,(void*)0},{(void*)0,&l_525,&g_3,&l_525},{&l_525,&l_525,&g_3,&l_525}},{{&g_3,&l_525,&l_525,&l_525},{(void*)0,&g_3,&l_525,&l_525},{&g_3,&g_3,(void*)0,&l_525},{&g_3,(void*)0,&l_525,&l_525},{&l_525,&l_525,&l_525,&l_525}},{{(void*)0,&l_525,(void*)0,&l_525},{&l_525,(void*)0,&g_3,&l_525},{(void*)0,&g_3,(void*)0,&l_525},{&l_525,&g_3,&g_3,&l_525},{(void*)0,&l_525,&l_525,&l_525}},{{&l_525,&l_525,&l_525,&l_525},{&l_525,&l_525,&g_3,(void*)0},{&l_525,(void*)0,(void*)0,(void*)0},{&l_525,&g_3,&g_3,(void*)0},{&l_525,(void*)0,&l_525,(void*)0}},{{&l_525,&g_3,&l_525,&g_3},{(void*)0,&g_3,&g_3,&g_3},{&l_525,(void*)0,(void*)0,&l_525},{(void*)0,&l_525,&g_3,&l_525},{&l_525,&g_3,(void*)0,&g_3}},{{(void*)0,&g_3,&l_525,&g_3},{&l_525,&g_3,&l_525,&l_525},{&g_3,&l_525,(void*)0,&l_525},{&g_3,(void*)0,&l_525,&g_3},{(void*)0,&g_3,&l_525,&g_3}}};
            int i, j, k;
            g_655 = ((**g_180) = (((((uint16_t)p_25 << (uint16_t)((((int16_t)((*l_653) = (((**g_485) != (((uint8_t)g_333[5] - (uint8_t)((p_25 && ((*l_652) &= ((int16_t)g_496 * (int16_t)(((l_644 == l_645) , l_646) != ((((((uint8_t)((uint32_t)(g_522 >= (**l_645)) - (uint32_t)4294967293UL) * (uint8_t)p_25) , l_651) == &g_484) <= 0x3573AB67L) , (void*)0))))) > p_25)) , &p_25)) , g_172[4])) * (int16_t)0xAF95L) , (*l_122)) == (*l_122))) | g_202) == g_114[2][2][7]) <= (**l_116)));
        }
    }
    if (g_113)
        goto lbl_656;
    (**g_180) |= p_25;
lbl_656:
    (**g_549) = (*l_116);
    l_525 = (*g_181);
    return p_25;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static const uint8_t  func_26(uint32_t  p_27, int32_t * const  p_28, uint64_t  p_29, int32_t * p_30)
{ /* block id: 26 */
    return p_29;
}


/* ------------------------------------------ */
/* 
 * reads : g_57 g_68 g_3 g_69 g_113 g_114
 * writes: g_57 g_68 g_113
 */
static int32_t * func_31(int32_t  p_32, const uint16_t  p_33, const int32_t * p_34)
{ /* block id: 7 */
    int32_t *l_36 = (void*)0;
    int32_t l_37 = 0xA0435E45L;
    uint16_t l_40 = 65535UL;
    uint32_t *l_55 = (void*)0;
    uint32_t *l_56 = &g_57;
    const uint32_t **l_70 = (void*)0;
    const uint32_t **l_71 = (void*)0;
    uint32_t **l_75 = (void*)0;
    int32_t l_110 = 0L;
    l_37 = 1L;
    if (((uint32_t)l_40 - (uint32_t)(((((int8_t)0L >> (int8_t)((uint16_t)(((uint8_t)((int8_t)((uint16_t)((uint64_t)((uint8_t)(((*l_56) |= l_40) <= (((int8_t)((((((0UL < (((uint64_t)((uint32_t)(((int16_t)(4L | (((int8_t)((((((g_68 = g_68) != &g_69) || (~((uint64_t)(&l_56 == (l_75 = &l_56)) % (uint64_t)p_32))) & 0x74DCL) == p_32) != g_3) / (int8_t)p_32) >= g_3)) - (int16_t)0x57AFL) , 0x99369E1DL) + (uint32_t)l_37) - (uint64_t)g_69) && p_32)) , 0x374484A8L) > g_3) >= 0x3EL) > p_32) < 0xD1F91351L) + (int8_t)p_32) >= 0L)) >> (uint8_t)3) - (uint64_t)p_32) + (uint16_t)p_33) * (int8_t)g_69) << (uint8_t)g_69) | g_69) * (uint16_t)0xA422L)) >= g_3) == 0x98L) && g_3)))
    { /* block id: 12 */
        int32_t ***l_76 = (void*)0;
        int32_t ***l_77 = (void*)0;
        int32_t ***l_78 = (void*)0;
        int32_t **l_80 = (void*)0;
        int32_t ***l_79 = &l_80;
        (*l_79) = &l_36;
    }
    else
    { /* block id: 14 */
        int32_t **l_83 = (void*)0;
        int32_t **l_84 = &l_36;
        int32_t *l_86 = &l_37;
        int32_t **l_85 = &l_86;
        uint32_t *l_104 = &g_57;
        uint16_t *l_111 = &l_40;
        uint8_t *l_112[2];
        int32_t l_115 = 0x3B42EBA3L;
        int i;
        for (i = 0; i < 2; i++)
            l_112[i] = &g_113;
        l_115 |= (((uint32_t)(((*l_85) = ((*l_84) = &g_3)) == &p_32) * (uint32_t)(&p_34 == ((((((int16_t)p_32 - (int16_t)(((uint8_t)((uint8_t)((((((((g_113 ^= (((int64_t)((!0x37AE93AC4895D34BLL) , ((((uint8_t)((uint16_t)((uint16_t)((*l_111) = ((uint8_t)(p_34 != l_104) << (uint8_t)(((int64_t)0x24EB764FAD62130ELL - (int64_t)((((int32_t)((-(uint8_t)(((((*l_104) ^= p_32) & l_110) | g_3) , g_57)) < p_32) % (int32_t)0x4278D6BFL) || p_33) > p_33)) | g_69))) << (uint16_t)p_33) - (uint16_t)g_3) >> (uint8_t)p_33) != 0x6CL) , p_32)) % (int64_t)p_32) >= p_32)) , (void*)0) != &g_68) , p_32) , 65532UL) <= l_110) | p_33) , p_32) >> (uint8_t)2) * (uint8_t)g_69) < g_3)) || 0xBD11537C3E802F22LL) < p_33) > g_69) , l_85))) == g_114[3][3][6]);
        l_115 = g_114[3][3][6];
    }
    return &g_3;
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
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_114[i][j][k], "g_114[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_128, "g_128", print_hash_value);
    transparent_crc(g_159, "g_159", print_hash_value);
    transparent_crc(g_160, "g_160", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_172[i], "g_172[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_198, "g_198", print_hash_value);
    transparent_crc(g_202, "g_202", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_261, "g_261", print_hash_value);
    transparent_crc(g_282, "g_282", print_hash_value);
    transparent_crc(g_329, "g_329", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_333[i], "g_333[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_369, "g_369", print_hash_value);
    transparent_crc(g_496, "g_496", print_hash_value);
    transparent_crc(g_522, "g_522", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_571[i], "g_571[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_593, "g_593", print_hash_value);
    transparent_crc(g_655, "g_655", print_hash_value);
    transparent_crc(g_661, "g_661", print_hash_value);
    transparent_crc(g_746, "g_746", print_hash_value);
    transparent_crc(g_747, "g_747", print_hash_value);
    transparent_crc(g_805, "g_805", print_hash_value);
    transparent_crc(g_820, "g_820", print_hash_value);
    transparent_crc(g_824, "g_824", print_hash_value);
    transparent_crc(g_827, "g_827", print_hash_value);
    transparent_crc(g_867, "g_867", print_hash_value);
    transparent_crc(g_905, "g_905", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_928[i], "g_928[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_942, "g_942", print_hash_value);
    transparent_crc(g_1079, "g_1079", print_hash_value);
    transparent_crc(g_1095, "g_1095", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 204
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

XXX max expression depth: 44
breakdown:
   depth: 1, occurrence: 58
   depth: 2, occurrence: 12
   depth: 5, occurrence: 2
   depth: 6, occurrence: 1
   depth: 15, occurrence: 1
   depth: 17, occurrence: 2
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 28, occurrence: 1
   depth: 30, occurrence: 1
   depth: 31, occurrence: 1
   depth: 33, occurrence: 1
   depth: 35, occurrence: 1
   depth: 39, occurrence: 1
   depth: 40, occurrence: 1
   depth: 43, occurrence: 1
   depth: 44, occurrence: 1

XXX total number of pointers: 254

XXX times a variable address is taken: 390
XXX times a pointer is dereferenced on RHS: 115
breakdown:
   depth: 1, occurrence: 80
   depth: 2, occurrence: 30
   depth: 3, occurrence: 3
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
XXX times a pointer is dereferenced on LHS: 125
breakdown:
   depth: 1, occurrence: 101
   depth: 2, occurrence: 19
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 18
XXX times a pointer is compared with address of another variable: 10
XXX times a pointer is compared with another pointer: 10
XXX times a pointer is qualified to be dereferenced: 1689

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 472
   level: 2, occurrence: 159
   level: 3, occurrence: 38
   level: 4, occurrence: 14
   level: 5, occurrence: 6
XXX number of pointers point to pointers: 94
XXX number of pointers point to scalars: 160
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 33.1
XXX average alias set size: 1.33

XXX times a non-volatile is read: 888
XXX times a non-volatile is write: 405
XXX times a volatile is read: 7
XXX    times read thru a pointer: 1
XXX times a volatile is write: 2
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 144
XXX percentage of non-volatile access: 99.3

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 56
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 18
   depth: 1, occurrence: 13
   depth: 2, occurrence: 17
   depth: 3, occurrence: 7
   depth: 4, occurrence: 1

XXX percentage a fresh-made variable is used: 18
XXX percentage an existing variable is used: 82
********************* end of statistics **********************/

