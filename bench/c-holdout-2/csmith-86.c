/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 86 --no-safe-math --max-funcs 3 --no-structs
 * Seed:      86
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
   const int32_t  f0;
};

union U1 {
   volatile unsigned f0 : 15;
   uint32_t  f1;
   int8_t * f2;
   int8_t * volatile  f3;
};

union U2 {
   volatile uint32_t  f0;
   const int16_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_13 = 1L;
static const int32_t *g_12 = &g_13;
static int8_t g_16[9] = {1L,1L,1L,1L,1L,1L,1L,1L,1L};
static int8_t * const g_15 = &g_16[0];
static volatile union U1 g_24[8][8] = {{{0x918C6A86L},{0x918C6A86L},{0x61FB9A31L},{0x1ADF890BL},{4294967289UL},{0x376FBFCCL},{1UL},{0xC6EA3D88L}},{{0x61FB9A31L},{1UL},{0x376FBFCCL},{0x5FC0266DL},{0xF3392002L},{1UL},{8UL},{0xC6EA3D88L}},{{1UL},{4294967286UL},{0xEABA4A2CL},{0x1ADF890BL},{0UL},{1UL},{0x376FBFCCL},{2UL}},{{0xAFCA8629L},{2UL},{0x9C328129L},{0xEABA4A2CL},{0x9C328129L},{2UL},{0xAFCA8629L},{0x61FB9A31L}},{{0xEABA4A2CL},{0xB1E5DE2CL},{1UL},{1UL},{1UL},{0xC6EA3D88L},{4294967286UL},{4294967289UL}},{{1UL},{0xEABA4A2CL},{0UL},{0x9E56E623L},{0x61FB9A31L},{8UL},{0xC6EA3D88L},{1UL}},{{1UL},{4294967286UL},{0xB1E5DE2CL},{4294967289UL},{0x5D64F689L},{0x1ADF890BL},{0x1ADF890BL},{0x5D64F689L}},{{0x9C328129L},{0x9E56E623L},{0x9E56E623L},{0x9C328129L},{0x376FBFCCL},{4294967286UL},{0UL},{0xEABA4A2CL}}};
static uint64_t g_27[4][6] = {{0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL},{0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL},{0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL},{0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL,0x7C7A501900312349LL,0UL}};
static int32_t *g_33[2] = {&g_13,&g_13};
static int32_t ** volatile g_32 = &g_33[0];/* VOLATILE GLOBAL g_32 */
static uint16_t g_61 = 0x31A9L;
static int16_t g_80 = (-2L);
static uint32_t g_84 = 0xF69DBBC9L;
static union U2 g_117 = {1UL};/* VOLATILE GLOBAL g_117 */
static volatile union U2 g_121 = {0xB741B8BEL};/* VOLATILE GLOBAL g_121 */
static const union U2 g_127 = {0x54A42A48L};/* VOLATILE GLOBAL g_127 */
static uint8_t g_130 = 249UL;
static int32_t **g_182 = &g_33[0];
static int32_t ***g_181 = &g_182;
static uint16_t g_186 = 0xD898L;
static uint16_t g_188 = 0x1C78L;
static int32_t *g_194 = &g_13;
static int32_t ** volatile g_193[4][2] = {{&g_194,&g_194},{&g_194,&g_194},{&g_194,&g_194},{&g_194,&g_194}};
static int32_t ** volatile g_195[2] = {&g_194,&g_194};
static union U0 g_200[10] = {{0L},{0L},{0L},{0L},{0L},{0L},{0L},{0L},{0L},{0L}};
static volatile union U1 g_244 = {0xFD1D8052L};/* VOLATILE GLOBAL g_244 */
static int64_t g_292 = (-5L);
static uint32_t **g_295 = (void*)0;
static uint32_t **g_298 = (void*)0;
static uint32_t *** volatile g_297 = &g_298;/* VOLATILE GLOBAL g_297 */
static const int32_t ** volatile g_316 = &g_12;/* VOLATILE GLOBAL g_316 */
static int8_t g_347 = 0xA4L;
static uint32_t g_348 = 18446744073709551615UL;
static uint16_t **g_349 = (void*)0;
static volatile union U2 g_357 = {18446744073709551615UL};/* VOLATILE GLOBAL g_357 */
static union U2 g_364 = {0xE5C3C306L};/* VOLATILE GLOBAL g_364 */
static union U2 g_388 = {0x5A01E3A7L};/* VOLATILE GLOBAL g_388 */
static uint64_t g_398 = 5UL;
static volatile union U2 g_418[2] = {{1UL},{1UL}};
static int8_t ** const g_427 = (void*)0;
static int8_t ** const *g_426 = &g_427;
static int8_t ** const ** volatile g_431 = (void*)0;/* VOLATILE GLOBAL g_431 */
static int8_t ** const ** volatile g_432[10][5][5] = {{{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0}},{{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426}},{{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0}},{{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426}},{{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,&g_426,&g_426,&g_426,&g_426},{(void*)0,&g_426,&g_426,&g_426,(void*)0},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426}},{{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426}},{{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426}},{{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426}},{{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426}},{{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426},{&g_426,&g_426,&g_426,&g_426,&g_426},{&g_426,(void*)0,&g_426,(void*)0,&g_426}}};
static int8_t ** const ** volatile g_433 = &g_426;/* VOLATILE GLOBAL g_433 */
static const int32_t g_447 = 0xABC9E686L;
static union U2 *g_467 = &g_388;
static union U2 ** volatile g_466 = &g_467;/* VOLATILE GLOBAL g_466 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t * func_2(uint8_t  p_3);
static int32_t  func_7(const int32_t * p_8, int8_t * p_9, const int16_t  p_10, union U0  p_11);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_12 g_15 g_16 g_24 g_13 g_27 g_32 g_33 g_61 g_84 g_117 g_121 g_127 g_121.f1 g_80 g_117.f1 g_130 g_127.f0 g_181 g_182 g_200 g_186 g_188 g_117.f0 g_244 g_24.f0 g_200.f0 g_194 g_295 g_297 g_292 g_316 g_347 g_349 g_357 g_364 g_244.f0 g_388 g_388.f1 g_418 g_398 g_426 g_433 g_418.f0 g_447 g_466
 * writes: g_12 g_27 g_13 g_33 g_61 g_80 g_84 g_130 g_186 g_188 g_16 g_292 g_295 g_298 g_348 g_349 g_398 g_347 g_426 g_467
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_4[7] = {1L,0x9FB37B04L,0x9FB37B04L,1L,0x9FB37B04L,0x9FB37B04L,1L};
    int8_t *l_14 = (void*)0;
    const union U0 l_21 = {0L};
    uint64_t *l_25 = (void*)0;
    uint64_t *l_26 = &g_27[1][2];
    int32_t *l_28 = &g_13;
    uint32_t l_29[2][5] = {{0x8B036C86L,18446744073709551612UL,0x8B036C86L,18446744073709551615UL,18446744073709551615UL},{0x8B036C86L,18446744073709551612UL,0x8B036C86L,18446744073709551615UL,18446744073709551615UL}};
    uint8_t l_30 = 246UL;
    int32_t **l_196 = &l_28;
    int32_t *l_199[6] = {&g_13,&g_13,&g_13,&g_13,&g_13,&g_13};
    uint8_t l_254[2];
    int64_t l_419 = 5L;
    const int32_t *l_446 = &g_447;
    int i, j;
    for (i = 0; i < 2; i++)
        l_254[i] = 0UL;
    (*l_196) = ((*g_182) = func_2(((l_4[5] = 4L) , ((int32_t)(func_7((g_12 = g_12), l_14, (((l_4[5] && ((((((void*)0 == g_15) >= ((int32_t)((((((int32_t)((*l_28) = (l_21 , (((*l_26) ^= ((g_16[0] & ((uint32_t)(g_24[4][2] , 0x20461302L) + (uint32_t)g_13)) >= g_16[5])) & g_13))) / (int32_t)g_16[0]) & 0xE8B7203FCA5EB5A4LL) == 0x4125DBF6L) & 1L) , (*l_28)) % (int32_t)l_21.f0)) >= (*g_15)) < l_29[0][0]) != l_21.f0)) > l_30) , (*l_28)), l_21) == g_61) / (int32_t)g_61))));
    if ((**l_196))
    { /* block id: 75 */
        uint32_t l_204 = 0xE79B4977L;
        uint64_t *l_215 = &g_27[2][1];
        int32_t *l_233 = &g_13;
        int32_t l_235 = (-8L);
        int32_t l_310 = (-2L);
        int32_t l_311[9][1];
        const int32_t *l_315 = &g_13;
        uint16_t ***l_350 = &g_349;
        uint32_t l_354 = 18446744073709551615UL;
        union U0 l_358[4] = {{1L},{1L},{1L},{1L}};
        uint32_t l_410 = 0UL;
        int32_t l_421 = 4L;
        int i, j;
        for (i = 0; i < 9; i++)
        {
            for (j = 0; j < 1; j++)
                l_311[i][j] = 0xE839301CL;
        }
        (*g_182) = (*l_196);
        for (g_61 = (-4); (g_61 > 23); g_61 += 2)
        { /* block id: 79 */
            int64_t l_203[3];
            uint16_t *l_209 = &g_186;
            int i;
            for (i = 0; i < 3; i++)
                l_203[i] = 0x0F54275DC9E83989LL;
            (*l_196) = l_199[5];
            (*l_28) = ((g_200[6] , ((int32_t)(l_203[0] | (1L & (*g_12))) + (int32_t)l_204)) < ((int16_t)(((g_200[6] , ((int64_t)l_203[0] / (int64_t)(((*l_209) ^= (**l_196)) & (((uint64_t)((l_204 >= l_204) || g_188) / (uint64_t)g_130) ^ l_203[2])))) <= 0x31725758L) >= g_117.f0) % (int16_t)l_204));
        }
        for (g_188 = 0; (g_188 >= 11); g_188++)
        { /* block id: 86 */
            union U0 l_214 = {0xE9F6F8ECL};
            uint8_t l_231 = 255UL;
            int32_t *l_232[8][9] = {{&g_13,&g_13,(void*)0,&g_13,&g_13,&g_13,&g_13,(void*)0,&g_13},{&g_13,&g_13,(void*)0,&g_13,&g_13,&g_13,&g_13,(void*)0,&g_13},{&g_13,&g_13,(void*)0,&g_13,&g_13,&g_13,&g_13,(void*)0,&g_13},{&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13,&g_13}};
            uint64_t l_234 = 18446744073709551615UL;
            uint16_t *l_236[7][1] = {{&g_61},{&g_61},{&g_61},{&g_61},{&g_61},{&g_61},{&g_61}};
            uint32_t l_290 = 0x9201D88EL;
            uint16_t l_312 = 65534UL;
            uint16_t **l_317[9][2] = {{(void*)0,&l_236[3][0]},{&l_236[3][0],(void*)0},{&l_236[0][0],(void*)0},{&l_236[0][0],(void*)0},{&l_236[3][0],&l_236[3][0]},{(void*)0,&l_236[0][0]},{(void*)0,&l_236[0][0]},{(void*)0,&l_236[3][0]},{&l_236[3][0],(void*)0}};
            int i, j;
            if (((l_214 , l_215) != &g_27[3][4]))
            { /* block id: 87 */
                int16_t l_218 = (-7L);
                uint8_t *l_223 = (void*)0;
                uint16_t *l_226 = (void*)0;
                l_235 = ((*l_233) = (((int64_t)l_218 / (int64_t)((int32_t)((uint8_t)((void*)0 == l_223) >> (uint8_t)l_214.f0) + (int32_t)(l_204 == (((int16_t)(-10L) >> (int16_t)(g_61++)) || ((int16_t)l_231 % (int16_t)g_117.f1))))) != ((l_232[6][1] != l_233) | l_234)));
            }
            else
            { /* block id: 91 */
                int8_t l_243 = 1L;
                int32_t l_303 = 0xF1E16600L;
                int32_t l_304 = (-3L);
                int32_t l_307 = 0xA66C2B61L;
                int32_t l_309 = (-9L);
                uint8_t l_345 = 0xF8L;
                for (l_30 = 0; (l_30 <= 5); l_30 += 1)
                { /* block id: 94 */
                    int16_t *l_250 = &g_80;
                    uint8_t *l_251 = (void*)0;
                    uint8_t *l_252 = &l_231;
                    int8_t l_253 = 0xABL;
                    int8_t *l_280 = &l_243;
                    int32_t l_289 = 1L;
                    int32_t l_294 = 0xD7823196L;
                    if (((&g_186 != l_236[3][0]) ^ (((int16_t)(((uint32_t)((l_253 ^= ((g_61 <= ((*l_252) = ((*l_233) , ((uint32_t)(l_243 != (((((*g_15) = ((((((g_244 , ((~((*g_15) < (((int16_t)l_243 >> (int16_t)((*l_250) = 0xF99CL)) < 0L))) == (*l_233))) ^ l_243) & 0x1CL) < 0x0DF1L) > 1UL) == g_186)) < l_243) , l_250) != (void*)0)) + (uint32_t)g_27[1][2])))) == (*l_233))) , (*l_233)) - (uint32_t)g_27[1][2]) ^ (**l_196)) >> (int16_t)11) > l_254[0])))
                    { /* block id: 99 */
                        uint16_t l_255 = 0xB5E4L;
                        int32_t ***l_278 = (void*)0;
                        int8_t *l_279 = &l_253;
                        int64_t *l_291 = &g_292;
                        uint32_t *l_293 = &g_84;
                        (*l_233) |= (((*l_26) = l_255) || (l_21 , (~(-7L))));
                        l_294 |= (-(int16_t)(((((!((((((int8_t)((uint32_t)((*l_293) = ((int32_t)(((((0L >= ((int16_t)((uint16_t)((((*l_291) = ((uint8_t)(++(*l_252)) / (uint8_t)((uint64_t)g_24[4][2].f0 % (uint64_t)((uint64_t)((((!((void*)0 != l_278)) ^ (l_279 != l_280)) | ((l_289 = (l_243 < ((g_61 = (((uint64_t)((int16_t)((int16_t)g_200[6].f0 - (int16_t)(((uint16_t)(((*l_233) <= l_243) ^ 4294967295UL) + (uint16_t)(*l_28)) == 0L)) << (int16_t)12) - (uint64_t)l_243) ^ l_253)) < l_253))) == (*g_12))) | l_290) / (uint64_t)(-1L))))) < l_253) , g_200[6].f0) + (uint16_t)g_80) + (int16_t)65534UL)) >= 0xDEBED0C1BA1A614ELL) >= g_117.f1) < (**l_196)) < g_27[0][2]) % (int32_t)1UL)) % (uint32_t)(*l_233)) - (int8_t)(**l_196)) > g_13) == g_16[0]) , g_16[0]) || 7L)) != (*l_28)) ^ l_253) <= (*g_194)) & 0xB3F7846BL));
                    }
                    else
                    { /* block id: 108 */
                        uint32_t ***l_296 = &g_295;
                        int32_t l_299 = 0xBD5ECD10L;
                        int i;
                        (*g_297) = ((*l_296) = g_295);
                        (*g_182) = (l_199[l_30] = func_2(((-7L) == l_299)));
                    }
                }
                for (g_292 = (-4); (g_292 > (-23)); g_292 -= 4)
                { /* block id: 117 */
                    int32_t l_302 = (-1L);
                    int32_t l_305 = 0x6CDB4F64L;
                    int32_t l_306 = 0L;
                    int32_t l_308[3][7][6] = {{{0x3E680F19L,0xE42AE374L,0xE6FAF4B7L,0x7E83F80AL,0xE42AE374L,0L},{0x63D02FEEL,0L,(-5L),0x07B8569FL,0x30F784B9L,0x3E680F19L},{4L,9L,(-1L),(-3L),0L,0x7E83F80AL},{4L,(-10L),6L,0x07B8569FL,5L,(-7L)},{0x63D02FEEL,0x30F784B9L,0x3160A0A5L,0x7E83F80AL,(-10L),6L},{0x3E680F19L,9L,0xDDB7706FL,9L,4L,0x07B8569FL},{0x66471948L,0x51F476ADL,6L,9L,0xE42AE374L,(-1L)}},{{0x3E680F19L,(-3L),0x7E83F80AL,0x7E83F80AL,(-3L),0x3E680F19L},{0x63D02FEEL,0xBDCE5294L,0xAFDA356DL,0x07B8569FL,4L,9L},{4L,(-7L),0xE6FAF4B7L,(-3L),0x124C2BE6L,(-1L)},{4L,0x30F784B9L,(-3L),0x07B8569FL,0x35D9CB1DL,0x66471948L},{0x63D02FEEL,4L,0xDDB7706FL,0x7E83F80AL,0L,(-3L)},{0x3E680F19L,(-7L),0x63D02FEEL,9L,(-10L),(-7L)},{0x66471948L,0L,(-3L),9L,(-3L),0xE6FAF4B7L}},{{0x3E680F19L,0x60C9A050L,(-1L),0x7E83F80AL,0x60C9A050L,9L},{0x63D02FEEL,0x51F476ADL,4L,0x07B8569FL,(-10L),0L},{4L,0xB49045EBL,0x7E83F80AL,(-3L),(-10L),0xE6FAF4B7L},{4L,4L,0x5D4CCAA1L,0x07B8569FL,0x5A8701B4L,0x07B8569FL},{0x63D02FEEL,(-10L),0x63D02FEEL,0x7E83F80AL,0x124C2BE6L,0x5D4CCAA1L},{0x3E680F19L,0xB49045EBL,0x3160A0A5L,9L,0x30F784B9L,0x66471948L},{0x66471948L,0xBDCE5294L,0x5D4CCAA1L,(-7L),0xE6FAF4B7L,0x769300B2L}}};
                    int i, j, k;
                    --l_312;
                    (*g_316) = l_315;
                    for (l_310 = 0; (l_310 <= 2); l_310 += 1)
                    { /* block id: 122 */
                        uint16_t ***l_318 = &l_317[7][0];
                        int32_t * const l_319 = (void*)0;
                        int32_t **l_320 = &g_33[1];
                        int16_t *l_342 = &g_80;
                        int8_t *l_346[4][9] = {{&l_243,&l_243,&l_243,&l_243,&l_243,&l_243,&l_243,&l_243,&l_243},{&g_347,&g_347,&l_243,&g_347,&l_243,&l_243,&g_347,&l_243,&g_347},{&l_243,&l_243,&g_347,&l_243,&l_243,&l_243,&g_347,&l_243,&l_243},{&l_243,&g_347,&l_243,&g_347,&g_347,&l_243,&g_347,&l_243,&l_243}};
                        int i, j, k;
                        (*l_318) = l_317[7][0];
                        (*l_320) = (g_188 , l_319);
                        l_308[l_310][(l_310 + 2)][(l_310 + 2)] = ((((((((+(g_27[1][3] | ((int64_t)(((uint8_t)((uint16_t)((int16_t)l_243 >> (int16_t)((((int8_t)((uint8_t)((g_348 = ((((uint32_t)(((((int8_t)(*g_15) * (int8_t)(((*l_342) = ((int16_t)((uint64_t)l_243 % (uint64_t)g_16[6]) - (int16_t)0xFD22L)) != (0x4549L != 0UL))) , (((*g_15) = (*l_233)) ^ g_80)) & g_127.f0) | 0x6569L) - (uint32_t)g_27[1][2]) ^ g_117.f1) & l_345)) == (-8L)) + (uint8_t)0x49L) / (int8_t)l_305) & 65535UL) <= l_303)) * (uint16_t)(-7L)) >> (uint8_t)g_61) ^ g_347) + (int64_t)(*l_315)))) <= g_200[6].f0) ^ l_302) != g_117.f1) <= (*g_194)) && g_84) || g_200[6].f0) , l_302);
                        return g_24[4][2].f0;
                    }
                }
            }
            (*l_233) = 1L;
            (*l_28) &= 0x06F0F367L;
        }
        if ((((*l_350) = g_349) == (void*)0))
        { /* block id: 137 */
            uint8_t l_351[7];
            int i;
            for (i = 0; i < 7; i++)
                l_351[i] = 0x47L;
            (*l_233) = (&g_349 != &g_349);
            return l_351[2];
        }
        else
        { /* block id: 140 */
            int32_t l_352 = 0xB078416DL;
            int32_t l_353 = 0x9F8CBE57L;
            union U0 l_359 = {0x9A1B0D18L};
            int16_t l_362 = 0x3899L;
            int8_t **l_363 = &l_14;
            int8_t l_382 = 0x4FL;
            const int32_t **l_392 = (void*)0;
            const int32_t ***l_391 = &l_392;
            int32_t *** const *l_405 = (void*)0;
            int8_t *l_430[8] = {&l_382,(void*)0,&l_382,&l_382,(void*)0,&l_382,&l_382,(void*)0};
            int8_t ** const l_429[3] = {&l_430[2],&l_430[2],&l_430[2]};
            int8_t ** const *l_428 = &l_429[1];
            uint16_t *l_451 = &g_188;
            int16_t *l_460 = &l_362;
            int i;
            l_354--;
            if (((g_357 , (l_358[1] , l_359)) , ((((*l_233) = (-9L)) && (l_311[4][0] ^= ((*g_194) = l_362))) >= (&g_16[1] != ((*l_363) = &g_16[5])))))
            { /* block id: 146 */
                return (*l_233);
            }
            else
            { /* block id: 148 */
                int16_t l_373 = 0x4E48L;
                uint32_t *l_374 = (void*)0;
                uint32_t *l_375 = &g_84;
                uint8_t *l_377 = &l_30;
                uint16_t *l_383 = &g_186;
                const int32_t ****l_393 = (void*)0;
                const int32_t ****l_394 = &l_391;
                uint64_t *l_397 = &g_398;
                int16_t l_420[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_420[i] = (-8L);
                (**l_196) = (((((g_364 , ((int64_t)((((uint64_t)l_353 % (uint64_t)g_244.f0) || (1L != (4294967293UL != ((uint8_t)((*l_377) = ((uint32_t)((*l_375) = l_373) % (uint32_t)(+l_359.f0))) >> (uint8_t)4)))) , (**l_196)) + (int64_t)((uint16_t)((*l_383) = ((int64_t)(l_382 , (-7L)) % (int64_t)(*l_233))) - (uint16_t)0x7664L))) , l_373) | g_16[1]) >= l_352) != 0xB94CL);
                (*l_196) = func_2((((*l_397) = ((uint16_t)((int16_t)(g_388 , ((l_373 <= 0x3AC82599L) , (((((void*)0 != l_215) == (--g_27[1][2])) , &g_316) != ((*l_394) = l_391)))) + (int16_t)g_292) >> (uint16_t)((int16_t)((g_200[6] , (-2L)) & (*g_15)) << (int16_t)(*l_315)))) ^ (*l_28)));
                (*l_196) = func_2(((int16_t)((((uint8_t)g_388.f1 >> (uint8_t)(((((int16_t)((**l_196) <= (((((l_405 = &g_181) == (void*)0) > ((((((uint8_t)g_61 << (uint8_t)(((uint32_t)((l_410 != (+((((uint16_t)((((uint8_t)((*l_315) != ((int32_t)(g_127 , ((g_418[1] , (*l_391)) == &l_199[5])) % (int32_t)l_419)) * (uint8_t)(*l_233)) , g_117.f1) & g_13) << (uint16_t)5) & l_420[1]) > (*l_233)))) && g_27[1][2]) + (uint32_t)(*l_233)) && g_398)) , 0x34130F2BE7C2B6DALL) < g_80) , (*l_233)) >= 0xDAE7A3B3L)) ^ l_421) && 3L)) << (int16_t)g_84) < g_84) <= (*l_233)) > g_84)) || (*l_315)) , (*l_315)) >> (int16_t)14));
                for (l_235 = 3; (l_235 >= 0); l_235 -= 1)
                { /* block id: 161 */
                    uint64_t l_423 = 0x49CE2F003462F138LL;
                    int8_t ** const *l_434 = &l_429[2];
                    for (g_347 = 1; (g_347 >= 0); g_347 -= 1)
                    { /* block id: 164 */
                        int32_t l_422[6][7] = {{(-1L),0xFDC5F9D0L,0xFDC5F9D0L,(-1L),0xFDC5F9D0L,0xFDC5F9D0L,(-1L)},{0xE4D7CB33L,1L,0xE4D7CB33L,0xE4D7CB33L,1L,0xE4D7CB33L,0xE4D7CB33L},{(-1L),(-1L),1L,(-1L),(-1L),1L,(-1L)},{1L,0xE4D7CB33L,0xE4D7CB33L,1L,0xE4D7CB33L,0xE4D7CB33L,1L},{0xFDC5F9D0L,(-1L),0xFDC5F9D0L,0xFDC5F9D0L,(-1L),0xFDC5F9D0L,0xFDC5F9D0L},{1L,1L,0x49BBD31FL,1L,1L,0x49BBD31FL,1L}};
                        int i, j;
                        l_423++;
                        (*g_433) = (l_428 = g_426);
                        (**l_196) |= ((void*)0 == l_434);
                        if (g_27[l_235][(l_235 + 2)])
                            continue;
                    }
                    for (l_382 = 0; (l_382 <= 3); l_382 += 1)
                    { /* block id: 173 */
                        int64_t *l_441 = &g_292;
                        const int32_t **l_445[3][7][5] = {{{&l_315,(void*)0,(void*)0,&l_315,&g_12},{(void*)0,&l_315,(void*)0,&l_315,&l_315},{&l_315,&l_315,&l_315,&g_12,&l_315},{&l_315,&g_12,&l_315,&l_315,&l_315},{&g_12,&g_12,&g_12,&l_315,&l_315},{&g_12,(void*)0,&l_315,&l_315,(void*)0},{&l_315,(void*)0,&l_315,&l_315,&g_12}},{{&l_315,(void*)0,(void*)0,(void*)0,&l_315},{&l_315,&g_12,(void*)0,&g_12,&g_12},{&l_315,&g_12,&g_12,&l_315,&l_315},{&l_315,&l_315,&g_12,&g_12,&g_12},{&g_12,&l_315,&g_12,&l_315,&l_315},{&g_12,(void*)0,&g_12,&g_12,&g_12},{&l_315,&l_315,(void*)0,&l_315,(void*)0}},{{&l_315,&l_315,&g_12,&g_12,&l_315},{(void*)0,&g_12,&g_12,(void*)0,&l_315},{&l_315,&l_315,&g_12,&l_315,&l_315},{&g_12,&l_315,&g_12,&l_315,&l_315},{&l_315,(void*)0,(void*)0,&l_315,&g_12},{(void*)0,&l_315,(void*)0,&l_315,&g_12},{&g_12,(void*)0,&g_12,(void*)0,(void*)0}}};
                        int i, j, k;
                        (*g_194) = ((((int64_t)((((uint16_t)g_27[l_235][(l_382 + 2)] * (uint16_t)(*l_315)) != (((uint16_t)(1UL || ((((((*l_441) = g_27[l_235][(l_382 + 2)]) , g_24[4][2]) , ((l_423 | (((int16_t)0x7F18L - (int16_t)g_292) | (*l_315))) , 4L)) , g_418[1].f0) > g_130)) * (uint16_t)l_423) == 0xDFA1F455L)) & (-1L)) % (int64_t)g_84) & g_27[l_235][(l_382 + 2)]) , (*g_194));
                        if (g_27[l_235][(l_382 + 2)])
                            continue;
                        (*g_194) = (~g_398);
                        (*g_316) = (l_446 = func_2((((*l_377) |= (*l_28)) | (**l_196))));
                    }
                    for (g_61 = 0; (g_61 <= 3); g_61 += 1)
                    { /* block id: 184 */
                        int i, j;
                        (*l_28) ^= (g_27[l_235][(l_235 + 1)] | g_27[l_235][l_235]);
                    }
                }
            }
            (*l_28) = ((!((uint8_t)((g_447 || ((*l_451)++)) != (*g_12)) << (uint8_t)((int64_t)((*l_315) , (0xB350L && ((*l_460) ^= ((((g_398 > ((g_84 |= (((int32_t)(l_14 != l_14) + (int32_t)(((--(*l_26)) , l_451) == &g_186)) && (*l_315))) , (*l_315))) & 0x8EL) < 255UL) && (*l_315))))) - (int64_t)(*l_233)))) < (*l_315));
            (**g_181) = &l_310;
        }
    }
    else
    { /* block id: 196 */
        uint16_t l_463 = 65531UL;
        int8_t ***l_464 = (void*)0;
        int32_t l_465[6] = {0x9D7D1AE5L,0x9D7D1AE5L,0x9D7D1AE5L,0x9D7D1AE5L,0x9D7D1AE5L,0x9D7D1AE5L};
        uint64_t l_468[1][1];
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_468[i][j] = 18446744073709551615UL;
        }
        l_465[1] |= ((int16_t)(((l_463 , l_464) == (void*)0) >= 1L) % (int16_t)(*l_28));
        (*g_466) = &g_364;
        ++l_468[0][0];
        l_465[1] = 0xFE1AAD81L;
    }
    return g_24[4][2].f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_16 g_61 g_84 g_12 g_13 g_117 g_121 g_127 g_27 g_121.f1 g_15 g_80 g_117.f1 g_130 g_127.f0 g_181
 * writes: g_61 g_80 g_84 g_13 g_130 g_186
 */
static int32_t * func_2(uint8_t  p_3)
{ /* block id: 18 */
    uint16_t *l_77 = &g_61;
    int32_t l_78[7][4];
    int16_t *l_79 = &g_80;
    uint32_t *l_83[7][3][1] = {{{(void*)0},{&g_84},{(void*)0}},{{&g_84},{(void*)0},{&g_84}},{{(void*)0},{&g_84},{(void*)0}},{{&g_84},{(void*)0},{&g_84}},{{(void*)0},{&g_84},{(void*)0}},{{&g_84},{(void*)0},{&g_84}},{{(void*)0},{&g_84},{(void*)0}}};
    int32_t l_85 = (-4L);
    int32_t l_86[1];
    int32_t l_103[7] = {0x39048C16L,0x39048C16L,0x39048C16L,0x39048C16L,0x39048C16L,0x39048C16L,0x39048C16L};
    int32_t l_175 = (-10L);
    int32_t **l_180 = &g_33[0];
    int32_t ***l_179 = &l_180;
    int32_t ***l_184 = &g_182;
    uint8_t l_189[1];
    int32_t *l_192 = &l_86[0];
    int i, j, k;
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
            l_78[i][j] = 0x58476061L;
    }
    for (i = 0; i < 1; i++)
        l_86[i] = 0L;
    for (i = 0; i < 1; i++)
        l_189[i] = 0xEBL;
    l_86[0] &= ((((uint16_t)((*l_77) = 65535UL) % (uint16_t)((*l_79) = l_78[1][1])) && ((uint32_t)p_3 % (uint32_t)(l_85 |= p_3))) < g_16[0]);
    for (p_3 = 0; (p_3 != 32); p_3++)
    { /* block id: 25 */
        int16_t l_98 = 1L;
        int32_t l_99 = 0xE51F8F6AL;
        int32_t l_100 = (-1L);
        int32_t l_101[10] = {0x065BCB3CL,0xE0D986BDL,0x065BCB3CL,0xE0D986BDL,0x065BCB3CL,0xE0D986BDL,0x065BCB3CL,0xE0D986BDL,0x065BCB3CL,0xE0D986BDL};
        uint8_t *l_174[10];
        int32_t ****l_183 = (void*)0;
        uint16_t *l_185 = &g_186;
        uint16_t *l_187[8][8][4] = {{{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,(void*)0,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0}},{{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188}},{{&g_188,(void*)0,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,(void*)0,(void*)0}},{{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,&g_188,&g_188},{(void*)0,(void*)0,&g_188,&g_188},{&g_188,&g_188,(void*)0,&g_188},{&g_188,&g_188,&g_188,(void*)0},{(void*)0,&g_188,&g_188,&g_188}},{{(void*)0,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,(void*)0,&g_188,(void*)0}},{{&g_188,(void*)0,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,(void*)0,&g_188,&g_188},{(void*)0,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188}},{{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,(void*)0,&g_188,&g_188},{(void*)0,&g_188,&g_188,(void*)0},{&g_188,&g_188,(void*)0,&g_188}},{{(void*)0,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{(void*)0,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,(void*)0},{&g_188,&g_188,(void*)0,&g_188},{&g_188,&g_188,&g_188,&g_188},{(void*)0,(void*)0,&g_188,&g_188}}};
        int32_t *l_190 = (void*)0;
        int32_t *l_191 = &l_100;
        int i, j, k;
        for (i = 0; i < 10; i++)
            l_174[i] = &g_130;
        for (g_61 = 0; (g_61 == 53); g_61 += 3)
        { /* block id: 28 */
            int16_t l_104 = (-10L);
            int32_t l_106[6] = {0x978F7D01L,0x978F7D01L,0x978F7D01L,0x978F7D01L,0x978F7D01L,0x978F7D01L};
            int8_t l_120[6][6] = {{8L,8L,8L,8L,8L,8L},{8L,8L,8L,8L,8L,8L},{8L,8L,8L,8L,8L,8L},{8L,8L,8L,8L,8L,8L},{8L,8L,8L,8L,8L,8L},{8L,8L,8L,8L,8L,8L}};
            int32_t **l_143 = &g_33[0];
            uint16_t *l_164 = &g_61;
            int32_t * const *l_166 = &g_33[1];
            int32_t * const **l_165 = &l_166;
            int i, j;
            for (g_84 = 0; (g_84 == 43); g_84 += 8)
            { /* block id: 31 */
                int32_t *l_93 = &l_86[0];
                int32_t l_97 = 0x81571CF3L;
                int32_t l_102 = 0xA04BA90EL;
                int32_t l_105[1][4][9] = {{{0xDA6B924BL,0L,0L,0xDA6B924BL,0L,0L,0xDA6B924BL,0L,0L},{0x5E1251B0L,1L,1L,0x5E1251B0L,1L,1L,0x5E1251B0L,1L,1L},{0xDA6B924BL,0L,0L,0xDA6B924BL,0L,0L,0xDA6B924BL,0L,0L},{0x5E1251B0L,1L,1L,0x5E1251B0L,1L,1L,1L,0xA10D3AC0L,0xA10D3AC0L}}};
                int8_t l_107[10] = {0x1EL,0xC0L,0xC0L,0x1EL,0xC0L,0xC0L,0x1EL,0xC0L,0xC0L,0x1EL};
                const uint16_t l_167 = 0x0C98L;
                int i, j, k;
                (*l_93) = (-3L);
                for (l_85 = (-10); (l_85 == 28); l_85 += 8)
                { /* block id: 35 */
                    int32_t *l_96[2][3][10] = {{{&g_13,&l_86[0],&g_13,(void*)0,&l_86[0],&g_13,&l_85,&l_86[0],(void*)0,(void*)0},{&l_86[0],&l_86[0],&l_85,&l_86[0],&l_86[0],&l_85,&l_86[0],&l_86[0],&l_86[0],&l_86[0]},{&l_86[0],&l_85,&g_13,&l_86[0],(void*)0,&g_13,&l_86[0],&g_13,(void*)0,&l_86[0]}},{{&g_13,&l_86[0],&g_13,(void*)0,&l_86[0],&g_13,&l_85,&l_86[0],(void*)0,(void*)0},{&l_86[0],&l_86[0],&l_85,&l_86[0],&l_86[0],&l_85,&l_86[0],&l_86[0],&l_86[0],&l_86[0]},{&l_86[0],&l_85,&g_13,&l_86[0],(void*)0,&g_13,&l_86[0],&g_13,(void*)0,&l_86[0]}}};
                    int16_t l_108 = (-7L);
                    uint8_t l_109 = 4UL;
                    int i, j, k;
                    l_109--;
                    for (l_102 = 0; (l_102 == (-20)); l_102 -= 1)
                    { /* block id: 39 */
                        uint32_t l_114 = 1UL;
                        l_114++;
                    }
                    (*l_93) = (*g_12);
                }
                for (g_13 = 0; (g_13 >= 0); g_13 -= 1)
                { /* block id: 46 */
                    int8_t *l_128 = &l_107[9];
                    int i;
                    for (l_102 = 0; (l_102 >= 0); l_102 -= 1)
                    { /* block id: 49 */
                        int i;
                        l_106[(g_13 + 2)] = l_86[g_13];
                    }
                    (*l_93) = ((g_117 , ((int64_t)l_86[g_13] * (int64_t)(((l_120[0][4] , g_121) , ((int8_t)((+((((g_117 , g_127) , (((*l_79) = l_86[g_13]) > g_27[0][2])) <= (((void*)0 == l_128) >= l_106[0])) >= g_61)) & 0x76AF418EL) * (int8_t)0xD4L)) > 0x947ED1C2D4CE48BBLL))) ^ p_3);
                }
                for (l_102 = 0; (l_102 <= 3); l_102 += 1)
                { /* block id: 57 */
                    uint8_t *l_129 = &g_130;
                    int32_t ***l_144 = &l_143;
                    int i, j;
                    (*l_93) = (((*l_129) = 0xC6L) < (+((((uint64_t)((((l_78[(l_102 + 2)][l_102] , 0UL) && ((uint16_t)((int16_t)(((0x16DE6D4011D43E14LL != (((int64_t)(-(int64_t)((((uint16_t)(&g_33[0] == ((*l_144) = l_143)) >> (uint16_t)(((uint8_t)(~(((uint8_t)((uint16_t)(~((uint32_t)((+((int8_t)l_86[0] * (int8_t)((((uint16_t)((int8_t)(9UL ^ (((uint8_t)(l_164 != &g_61) << (uint8_t)p_3) >= g_121.f1)) / (int8_t)(*g_15)) * (uint16_t)g_16[0]) , &g_32) != l_165))) && p_3) + (uint32_t)g_16[0])) + (uint16_t)(*l_93)) << (uint8_t)(*g_15)) && (-7L))) >> (uint8_t)g_16[0]) ^ 0x132108994223055ELL)) | (*g_15)) <= g_84)) - (int64_t)g_61) , g_27[2][1])) >= g_80) & g_16[0]) << (int16_t)g_117.f1) << (uint16_t)g_80)) <= l_167) < (*g_15)) - (uint64_t)p_3) > g_84) , (*g_12))));
                }
            }
        }
        l_101[0] = ((l_189[0] |= (((l_78[1][1] || ((*l_185) = ((*l_77) = ((int64_t)((((int64_t)(-1L) % (int64_t)0x7BD910637C8973B3LL) , ((int64_t)((g_130--) ^ (g_127.f0 < (((((0xFDL ^ (((!(&p_3 != g_15)) , l_179) == (l_184 = g_181))) <= (*g_15)) , p_3) > (*g_12)) , 0xF958L))) % (int64_t)p_3)) != g_84) % (int64_t)p_3)))) , g_84) & p_3)) == p_3);
        (*l_191) = 1L;
    }
    return &g_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_13 g_16 g_27 g_33
 * writes: g_33 g_13 g_27
 */
static int32_t  func_7(const int32_t * p_8, int8_t * p_9, const int16_t  p_10, union U0  p_11)
{ /* block id: 5 */
    int32_t *l_31 = &g_13;
    int32_t l_48[1];
    uint16_t * const l_60 = &g_61;
    uint16_t *l_72 = (void*)0;
    int i;
    for (i = 0; i < 1; i++)
        l_48[i] = 0x0F60517EL;
    (*g_32) = l_31;
    for (g_13 = 15; (g_13 > 2); g_13 -= 8)
    { /* block id: 9 */
        uint16_t l_38[9] = {65529UL,0UL,65529UL,0UL,65529UL,0UL,65529UL,0UL,65529UL};
        uint16_t *l_47 = (void*)0;
        int32_t l_49 = 6L;
        int64_t l_71[8][3][4] = {{{0x8FA0D6341D34D3BELL,0x1BD6F38C1355B561LL,0x76403EC6B4E22DD2LL,0x76403EC6B4E22DD2LL},{0xF0D7C7E6801B04C6LL,0xF0D7C7E6801B04C6LL,0x2BED38BC6A5050E7LL,0x1BD6F38C1355B561LL},{0x1BD6F38C1355B561LL,0x8FA0D6341D34D3BELL,0x2BED38BC6A5050E7LL,0x8FA0D6341D34D3BELL}},{{0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL,0x2BED38BC6A5050E7LL},{0x8FA0D6341D34D3BELL,1L,1L,0x8FA0D6341D34D3BELL},{1L,0x8FA0D6341D34D3BELL,0xF0D7C7E6801B04C6LL,0x1BD6F38C1355B561LL}},{{1L,0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL},{0x8FA0D6341D34D3BELL,0x1BD6F38C1355B561LL,0x76403EC6B4E22DD2LL,0x76403EC6B4E22DD2LL},{0xF0D7C7E6801B04C6LL,0xF0D7C7E6801B04C6LL,0x2BED38BC6A5050E7LL,0x1BD6F38C1355B561LL}},{{0x1BD6F38C1355B561LL,0x8FA0D6341D34D3BELL,0x2BED38BC6A5050E7LL,0x8FA0D6341D34D3BELL},{0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL,0x2BED38BC6A5050E7LL},{0x8FA0D6341D34D3BELL,1L,1L,0x8FA0D6341D34D3BELL}},{{1L,0x8FA0D6341D34D3BELL,0xF0D7C7E6801B04C6LL,0x1BD6F38C1355B561LL},{1L,0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL},{0x8FA0D6341D34D3BELL,0x1BD6F38C1355B561LL,0x76403EC6B4E22DD2LL,0x76403EC6B4E22DD2LL}},{{0xF0D7C7E6801B04C6LL,0xF0D7C7E6801B04C6LL,0x2BED38BC6A5050E7LL,0x1BD6F38C1355B561LL},{0x1BD6F38C1355B561LL,0x8FA0D6341D34D3BELL,0x2BED38BC6A5050E7LL,0x8FA0D6341D34D3BELL},{0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL,0x2BED38BC6A5050E7LL}},{{0x8FA0D6341D34D3BELL,1L,1L,0x8FA0D6341D34D3BELL},{1L,0x8FA0D6341D34D3BELL,0xF0D7C7E6801B04C6LL,0x1BD6F38C1355B561LL},{1L,0xF0D7C7E6801B04C6LL,1L,0x76403EC6B4E22DD2LL}},{{0x8FA0D6341D34D3BELL,0x1BD6F38C1355B561LL,0x76403EC6B4E22DD2LL,0x76403EC6B4E22DD2LL},{0xF0D7C7E6801B04C6LL,0xF0D7C7E6801B04C6LL,0x2BED38BC6A5050E7LL,0x1BD6F38C1355B561LL},{0x1BD6F38C1355B561LL,0x8FA0D6341D34D3BELL,0x2BED38BC6A5050E7LL,0x8FA0D6341D34D3BELL}}};
        uint64_t *l_73 = &g_27[3][1];
        int32_t **l_74 = &g_33[0];
        int i, j, k;
        l_49 |= (((uint32_t)0x5F9C6A00L - (uint32_t)l_38[1]) | ((&g_27[1][2] == &g_27[2][5]) || ((uint32_t)p_10 % (uint32_t)(((g_16[0] == (((int16_t)(&g_16[0] != p_9) << (int16_t)(l_48[0] = ((int8_t)l_38[1] % (int8_t)254UL))) == 0xAA4B6D8D46D8DA56LL)) <= (*l_31)) , (*p_8)))));
        l_48[0] |= ((((int32_t)((uint64_t)l_49 - (uint64_t)(g_27[1][0] , (((uint64_t)(((*l_73) = (((*l_31) < (&l_38[6] == ((((uint64_t)((((uint64_t)((0xF2D060950C43CAE2LL | (((l_60 == (void*)0) && ((((((int8_t)(((((uint64_t)(p_11.f0 | ((+((int16_t)g_16[8] >> (int16_t)0)) < 0x0FL)) - (uint64_t)(-2L)) | l_71[7][0][1]) , (*l_31)) | 0L) * (int8_t)l_49) >= p_11.f0) == l_49) & 0xFE3D0790L) >= 0x2E26L)) > 0x0FE0L)) , 18446744073709551615UL) + (uint64_t)g_16[6]) , 0xC2L) | (*l_31)) - (uint64_t)(*l_31)) != g_27[1][2]) , l_72))) , 18446744073709551612UL)) <= g_16[3]) + (uint64_t)(*l_31)) ^ 4294967295UL))) - (int32_t)p_11.f0) < 0xA9L) < (*l_31));
        (*l_74) = (*g_32);
        (*l_74) = &l_48[0];
    }
    return (*p_8);
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
    transparent_crc(g_13, "g_13", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_16[i], "g_16[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_24[i][j].f0, "g_24[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_27[i][j], "g_27[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_117.f1, "g_117.f1", print_hash_value);
    transparent_crc(g_121.f0, "g_121.f0", print_hash_value);
    transparent_crc(g_121.f1, "g_121.f1", print_hash_value);
    transparent_crc(g_127.f0, "g_127.f0", print_hash_value);
    transparent_crc(g_127.f1, "g_127.f1", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_188, "g_188", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_200[i].f0, "g_200[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_244.f0, "g_244.f0", print_hash_value);
    transparent_crc(g_292, "g_292", print_hash_value);
    transparent_crc(g_347, "g_347", print_hash_value);
    transparent_crc(g_348, "g_348", print_hash_value);
    transparent_crc(g_357.f0, "g_357.f0", print_hash_value);
    transparent_crc(g_357.f1, "g_357.f1", print_hash_value);
    transparent_crc(g_364.f0, "g_364.f0", print_hash_value);
    transparent_crc(g_364.f1, "g_364.f1", print_hash_value);
    transparent_crc(g_388.f0, "g_388.f0", print_hash_value);
    transparent_crc(g_388.f1, "g_388.f1", print_hash_value);
    transparent_crc(g_398, "g_398", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_418[i].f0, "g_418[i].f0", print_hash_value);
        transparent_crc(g_418[i].f1, "g_418[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_447, "g_447", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 120
XXX total union variables: 14

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 2
breakdown:
   indirect level: 0, occurrence: 2
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 3
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 4

XXX max expression depth: 45
breakdown:
   depth: 1, occurrence: 81
   depth: 2, occurrence: 24
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 5, occurrence: 2
   depth: 8, occurrence: 1
   depth: 11, occurrence: 1
   depth: 14, occurrence: 2
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 30, occurrence: 1
   depth: 34, occurrence: 2
   depth: 36, occurrence: 2
   depth: 38, occurrence: 1
   depth: 45, occurrence: 1

XXX total number of pointers: 107

XXX times a variable address is taken: 243
XXX times a pointer is dereferenced on RHS: 73
breakdown:
   depth: 1, occurrence: 65
   depth: 2, occurrence: 8
XXX times a pointer is dereferenced on LHS: 70
breakdown:
   depth: 1, occurrence: 67
   depth: 2, occurrence: 3
XXX times a pointer is compared with null: 7
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 1506

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 286
   level: 2, occurrence: 45
   level: 3, occurrence: 27
   level: 4, occurrence: 9
XXX number of pointers point to pointers: 43
XXX number of pointers point to scalars: 63
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 29.9
XXX average alias set size: 1.21

XXX times a non-volatile is read: 395
XXX times a non-volatile is write: 190
XXX times a volatile is read: 16
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 650
XXX percentage of non-volatile access: 96.4

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 80
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 15
   depth: 2, occurrence: 12
   depth: 3, occurrence: 12
   depth: 4, occurrence: 13
   depth: 5, occurrence: 19

XXX percentage a fresh-made variable is used: 16.9
XXX percentage an existing variable is used: 83.1
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

