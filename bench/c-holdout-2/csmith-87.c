/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 87 --no-safe-math --max-funcs 6 --no-arrays --no-structs
 * Seed:      87
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
   const uint32_t  f1;
   volatile uint64_t  f2;
   volatile int8_t  f3;
};

union U1 {
   uint16_t  f0;
   int8_t  f1;
   int32_t  f2;
   int8_t  f3;
   const int64_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static const uint8_t g_11 = 0xDCL;
static int32_t g_36 = 0xB874BDBAL;
static int32_t * volatile g_35 = &g_36;/* VOLATILE GLOBAL g_35 */
static int64_t g_69 = (-6L);
static int32_t g_86 = 1L;
static int8_t g_137 = 0x58L;
static volatile int32_t g_146 = 0x1E62ED8EL;/* VOLATILE GLOBAL g_146 */
static uint64_t g_169 = 0x39A721153E23B9C0LL;
static union U0 g_172 = {0x2FB047B2L};/* VOLATILE GLOBAL g_172 */
static int8_t g_175 = (-10L);
static int32_t g_176 = 1L;
static uint32_t g_178 = 0xF8DAF57EL;
static volatile uint64_t g_227 = 6UL;/* VOLATILE GLOBAL g_227 */
static volatile uint64_t g_231 = 7UL;/* VOLATILE GLOBAL g_231 */
static union U0 g_247 = {1UL};/* VOLATILE GLOBAL g_247 */
static int32_t * volatile g_249 = &g_86;/* VOLATILE GLOBAL g_249 */
static union U0 g_258 = {0xA4DA777FL};/* VOLATILE GLOBAL g_258 */
static union U0 *g_257 = &g_258;
static int16_t g_268 = 0xB113L;
static int32_t *g_271 = (void*)0;
static int32_t ** volatile g_270 = &g_271;/* VOLATILE GLOBAL g_270 */
static uint8_t g_297 = 0xE9L;
static uint16_t g_299 = 65526UL;
static uint32_t g_365 = 0xB573FC3EL;
static volatile union U1 g_404 = {0UL};/* VOLATILE GLOBAL g_404 */
static volatile union U1 * volatile g_403 = &g_404;/* VOLATILE GLOBAL g_403 */
static union U1 g_406 = {0x46A5L};
static union U1 *g_405 = &g_406;
static union U1 ** volatile g_425 = &g_405;/* VOLATILE GLOBAL g_425 */
static int32_t *g_476 = &g_36;
static int32_t ** volatile g_475 = &g_476;/* VOLATILE GLOBAL g_475 */
static uint8_t g_519 = 253UL;
static union U0 g_530 = {0UL};/* VOLATILE GLOBAL g_530 */
static volatile int64_t g_542 = 8L;/* VOLATILE GLOBAL g_542 */
static const volatile int64_t *g_541 = &g_542;
static const volatile int64_t * volatile *g_540 = &g_541;
static const volatile int64_t * volatile ** volatile g_543 = (void*)0;/* VOLATILE GLOBAL g_543 */
static int64_t **g_548 = (void*)0;
static int16_t g_651 = 0x5917L;
static union U0 g_708 = {18446744073709551615UL};/* VOLATILE GLOBAL g_708 */
static volatile uint32_t g_852 = 7UL;/* VOLATILE GLOBAL g_852 */
static const union U1 *g_870 = (void*)0;
static const union U1 ** volatile g_869 = &g_870;/* VOLATILE GLOBAL g_869 */
static uint64_t g_928 = 18446744073709551615UL;
static uint64_t *g_927 = &g_928;
static volatile int32_t g_1150 = 0x886D652BL;/* VOLATILE GLOBAL g_1150 */
static uint32_t g_1160 = 18446744073709551615UL;
static int32_t g_1220 = 0x8E529979L;
static uint32_t *** volatile g_1306 = (void*)0;/* VOLATILE GLOBAL g_1306 */
static uint32_t *g_1309 = &g_172.f0;
static uint32_t **g_1308 = &g_1309;
static uint32_t *** volatile g_1307 = &g_1308;/* VOLATILE GLOBAL g_1307 */
static int32_t ** volatile g_1355 = &g_476;/* VOLATILE GLOBAL g_1355 */


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static uint8_t  func_12(union U1  p_13, uint8_t  p_14, uint16_t  p_15, union U1  p_16);
static union U1  func_21(int64_t  p_22, uint32_t  p_23, uint32_t  p_24, uint32_t  p_25, uint8_t  p_26);
static const int8_t  func_29(int16_t  p_30, uint32_t  p_31, uint8_t  p_32, int64_t  p_33);
static int32_t * func_39(uint32_t  p_40, int32_t * p_41);
static const int16_t  func_46(uint16_t  p_47, int32_t * const  p_48, const int32_t * p_49, uint32_t  p_50, uint32_t  p_51);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_35 g_257 g_258 g_268 g_297 g_258.f0 g_137 g_178 g_176 g_530.f1 g_927 g_231 g_708.f1 g_36 g_249 g_86 g_519 g_365 g_651 g_247.f0 g_172.f1 g_541 g_542 g_406.f0 g_476 g_69 g_404.f1 g_271 g_475 g_928 g_1220 g_1307 g_852 g_406.f1 g_1309 g_172.f0 g_530.f3 g_708.f0 g_172.f3 g_1355 g_405 g_406 g_299 g_530.f0 g_1160
 * writes: g_36 g_175 g_178 g_176 g_928 g_1220 g_365 g_651 g_406.f0 g_271 g_69 g_1308 g_297 g_519 g_86 g_476
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_8 = 1UL;
    union U1 l_17 = {65535UL};
    uint64_t l_20 = 0xD8C5378470ED99EALL;
    int32_t *l_1404 = &g_176;
    int32_t *l_1405 = (void*)0;
    int32_t *l_1406 = &g_86;
    int32_t *l_1407 = &g_176;
    int32_t *l_1408 = &g_176;
    int32_t *l_1409 = &g_36;
    int32_t *l_1410 = &g_36;
    int32_t *l_1411 = &g_36;
    int32_t *l_1412 = &g_86;
    int32_t l_1413 = 1L;
    int32_t l_1414 = (-1L);
    int32_t *l_1415 = (void*)0;
    int32_t *l_1416 = &g_86;
    int32_t *l_1417 = &g_176;
    int32_t *l_1418 = &l_1413;
    int32_t *l_1419 = &l_1414;
    int32_t *l_1420 = &g_36;
    int32_t *l_1421 = &l_1414;
    int32_t l_1422 = (-5L);
    int32_t *l_1423 = &l_1414;
    int32_t *l_1424 = &g_176;
    int32_t *l_1425 = &l_1422;
    int32_t *l_1426 = &g_176;
    int32_t l_1427 = (-10L);
    int32_t *l_1428 = &g_86;
    int32_t *l_1429 = (void*)0;
    int32_t *l_1430 = (void*)0;
    uint8_t l_1431 = 0xA4L;
    (*l_1404) = (((int16_t)((uint64_t)(((uint64_t)((l_8 , ((uint8_t)(((g_11 || func_12(l_17, g_11, (l_17.f3 & ((int8_t)(l_20 > l_20) << (int8_t)1)), func_21(g_11, ((int8_t)func_29(l_17.f3, l_17.f3, g_11, g_11) << (int8_t)4), (*g_1309), l_8, g_247.f0))) >= g_299) & g_530.f0) << (uint8_t)g_1160)) > g_268) - (uint64_t)6L) > l_20) / (uint64_t)0x77340923EAC39B09LL) * (int16_t)0x13FBL) ^ g_11);
    --l_1431;
    return (*g_927);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint8_t  func_12(union U1  p_13, uint8_t  p_14, uint16_t  p_15, union U1  p_16)
{ /* block id: 331 */
    int16_t l_1403 = 0L;
    l_1403 &= p_13.f0;
    return l_1403;
}


/* ------------------------------------------ */
/* 
 * reads : g_530.f3 g_406.f1 g_137 g_708.f0 g_11 g_541 g_542 g_172.f3 g_257 g_258 g_476 g_1355 g_405 g_406
 * writes: g_36 g_476
 */
static union U1  func_21(int64_t  p_22, uint32_t  p_23, uint32_t  p_24, uint32_t  p_25, uint8_t  p_26)
{ /* block id: 313 */
    int32_t l_1335 = (-1L);
    uint32_t * const *l_1337 = &g_1309;
    uint32_t * const **l_1336 = &l_1337;
    uint32_t * const ***l_1338 = &l_1336;
    uint32_t ***l_1347 = &g_1308;
    uint32_t ****l_1348 = &l_1347;
    uint32_t ***l_1349 = (void*)0;
    union U0 ***l_1352 = (void*)0;
    union U0 ****l_1351 = &l_1352;
    union U0 *****l_1350 = &l_1351;
    int32_t *l_1353 = &g_86;
    int32_t **l_1354 = (void*)0;
    uint16_t l_1362 = 65528UL;
    (*l_1350) = (((((uint8_t)(p_23 || (p_26 != ((uint64_t)((l_1335 & (((-4L) < l_1335) & (((((*l_1338) = l_1336) != (l_1349 = ((*l_1348) = (((uint16_t)(((int8_t)(&g_11 != (((uint32_t)g_530.f3 / (uint32_t)(((uint32_t)l_1335 - (uint32_t)g_406.f1) && l_1335)) , &g_519)) % (int8_t)p_25) ^ g_137) * (uint16_t)g_708.f0) , l_1347)))) > g_11) || 0xF865L))) ^ 0L) % (uint64_t)18446744073709551615UL))) << (uint8_t)3) && (*g_541)) || g_172.f3) , (void*)0);
    (*g_476) = (&l_1351 != ((*g_257) , &l_1351));
    (*g_1355) = l_1353;
    for (p_25 = 0; (p_25 >= 14); ++p_25)
    { /* block id: 322 */
        uint32_t l_1383 = 0x6F14313FL;
        uint32_t *l_1384 = (void*)0;
        uint32_t *l_1385 = (void*)0;
        uint32_t *l_1386 = (void*)0;
        uint32_t *l_1387 = &g_365;
        int16_t *l_1388 = &g_651;
        int8_t *l_1399 = &g_406.f3;
        int32_t *l_1402 = &g_1220;
    }
    return (*g_405);
}


/* ------------------------------------------ */
/* 
 * reads : g_35 g_257 g_258 g_268 g_297 g_258.f0 g_137 g_178 g_176 g_530.f1 g_927 g_231 g_708.f1 g_36 g_249 g_86 g_519 g_11 g_365 g_651 g_247.f0 g_172.f1 g_541 g_542 g_406.f0 g_476 g_69 g_404.f1 g_271 g_475 g_928 g_1220 g_1307 g_852 g_406.f1
 * writes: g_36 g_175 g_178 g_176 g_928 g_1220 g_365 g_651 g_406.f0 g_271 g_69 g_1308 g_297 g_519 g_86
 */
static const int8_t  func_29(int16_t  p_30, uint32_t  p_31, uint8_t  p_32, int64_t  p_33)
{ /* block id: 1 */
    uint16_t l_34 = 0x22A1L;
    const int32_t l_64 = 9L;
    int32_t * const l_88 = &g_36;
    int64_t l_919 = (-1L);
    const int64_t *l_938 = &l_919;
    const int64_t **l_937 = &l_938;
    const int64_t ***l_936 = &l_937;
    uint8_t l_1056 = 255UL;
    int32_t l_1072 = 0x81B9C614L;
    int64_t l_1084 = (-7L);
    int32_t l_1097 = 0xE9C22656L;
    uint64_t l_1184 = 0x9516C82FB6761F67LL;
    int64_t l_1187 = 0x1B2083721AAF4C93LL;
    int8_t l_1271 = 0x13L;
    int32_t **l_1287 = &g_476;
    int32_t ***l_1286 = &l_1287;
    uint32_t *l_1305 = (void*)0;
    uint32_t **l_1304 = &l_1305;
    uint8_t *l_1323 = &g_519;
    uint8_t *l_1326 = (void*)0;
    uint8_t *l_1327 = (void*)0;
    uint16_t l_1328 = 0x5D2FL;
    int32_t *l_1329 = &g_86;
    const int32_t l_1330 = (-10L);
    (*g_35) = (l_34 ^ p_32);
    if ((0UL && p_31))
    { /* block id: 3 */
        uint64_t l_54 = 0xB1CAD2BB650EBF08LL;
        uint32_t l_87 = 0xA64A9B53L;
        int16_t l_918 = 0x4D68L;
        int32_t l_941 = 0xC7C2A938L;
        int32_t l_943 = 0xBB481C82L;
        int32_t **l_1081 = &g_271;
        int32_t ***l_1080 = &l_1081;
        int64_t *l_1177 = &l_919;
        int64_t **l_1178 = &l_1177;
        int16_t *l_1183 = &l_918;
        int8_t *l_1185 = (void*)0;
        int8_t *l_1186 = &g_175;
        uint32_t *l_1188 = (void*)0;
        uint32_t *l_1189 = &g_178;
        int32_t *l_1190 = (void*)0;
        int32_t *l_1191 = &g_176;
        union U1 l_1236 = {0xFF57L};
        union U1 ***l_1279 = (void*)0;
        for (p_32 = (-24); (p_32 > 6); p_32 += 2)
        { /* block id: 6 */
            uint16_t *l_55 = &l_34;
            int64_t *l_68 = &g_69;
            int32_t *l_83 = &g_36;
            uint64_t l_84 = 0UL;
            int32_t *l_85 = &g_86;
            int32_t **l_908 = &l_85;
            int8_t *l_917 = &g_137;
            uint64_t *l_920 = &g_169;
            int32_t l_949 = (-1L);
            int32_t l_970 = 0L;
            int32_t l_974 = 0xE26E957CL;
            int32_t l_1046 = 0xBDABA20AL;
            union U1 **l_1071 = (void*)0;
        }
        (*l_1191) ^= ((int8_t)((((*l_1189) = ((uint64_t)((*g_257) , (p_30 <= ((int16_t)((p_33 = (((*l_1186) = ((&l_937 != (((int8_t)(p_30 , ((uint16_t)((uint8_t)((int16_t)((*l_1183) &= (((((*l_1178) = l_1177) != &p_33) > (((*l_88) = ((int8_t)((uint8_t)(((((&g_1160 == &p_31) && (g_268 , g_297)) >= p_33) , p_31) <= 0xD591BFC4F0110EF2LL) * (uint8_t)0xC2L) * (int8_t)g_258.f0)) > p_30)) & p_32)) >> (int16_t)1) % (uint8_t)4UL) * (uint16_t)g_137)) << (int8_t)g_178) , &l_1178)) && l_1184)) || l_1187)) || p_32) - (int16_t)p_31))) + (uint64_t)(-1L))) ^ l_34) >= 0UL) + (int8_t)p_31);
        for (l_1072 = 0; (l_1072 == (-16)); --l_1072)
        { /* block id: 259 */
            uint64_t *l_1194 = &l_54;
            int32_t l_1217 = 0x5B999CA8L;
            union U1 * const *l_1278 = &g_405;
            union U1 * const **l_1277 = &l_1278;
            l_1217 |= (0x1AF4D58FL && ((g_530.f1 , (((*l_1194) |= ((*g_927) = 0x748D0E7031996778LL)) != ((uint16_t)(((g_231 , l_1189) != &g_365) > p_33) >> (uint16_t)g_708.f1))) || p_33));
            g_1220 = ((*l_88) , (*g_249));
            if (p_33)
            { /* block id: 264 */
                return p_30;
            }
            else
            { /* block id: 266 */
                int16_t l_1237 = 0x1C5FL;
                uint32_t *l_1238 = &g_365;
                int32_t l_1239 = 0x59E56DAFL;
                int32_t ***l_1285 = &l_1081;
                l_1239 &= ((((p_31 && ((uint8_t)g_519 >> (uint8_t)7)) >= (((uint16_t)(((-(uint16_t)(((++(*l_1189)) > (((*l_88) = ((g_708.f1 >= (255UL | g_11)) >= ((uint8_t)p_31 << (uint8_t)((int8_t)p_31 + (int8_t)0xF3L)))) <= ((*l_1238) &= (((int32_t)(((((uint8_t)(l_1236 , p_33) % (uint8_t)l_1237) < l_1237) & 0L) | (-1L)) + (int32_t)4294967293UL) > 0xC362L)))) > g_176)) && 4294967293UL) != p_30) << (uint16_t)8) | p_32)) , 0x09A9A481FEEAED3ELL) < 18446744073709551611UL);
                for (g_651 = 0; (g_651 < (-27)); g_651 -= 4)
                { /* block id: 273 */
                    uint64_t l_1257 = 0x6BED6FDAB6075C6BLL;
                    int32_t l_1280 = 0x6CFE0CDBL;
                    (*g_476) = ((uint16_t)((int16_t)((g_406.f0 |= (((uint8_t)(-(int8_t)((int32_t)((uint8_t)((int16_t)(((((void*)0 == &g_852) , ((((**l_1178) = l_1257) , p_30) != (((((uint64_t)(((~0UL) < ((int16_t)((uint8_t)((((l_1217 != g_247.f0) ^ ((int16_t)((int16_t)g_172.f1 % (int16_t)((int8_t)(((*g_927) = 1UL) , (*l_88)) * (int8_t)0x19L)) << (int16_t)g_172.f1)) || 0x09L) ^ l_1257) << (uint8_t)l_1271) * (int16_t)p_31)) < 0x3516L) - (uint64_t)9L) , (-6L)) & l_1217) == (*g_541)))) <= p_30) >= p_32) >> (int16_t)1) * (uint8_t)g_137) - (int32_t)l_1257)) * (uint8_t)1UL) ^ g_651)) != 0L) << (int16_t)p_30) + (uint16_t)0L);
                    (*l_1081) = &l_1217;
                    for (g_69 = 27; (g_69 < (-9)); --g_69)
                    { /* block id: 281 */
                        uint32_t l_1276 = 1UL;
                        (***l_1080) = ((0x99L && ((p_30 >= ((uint8_t)((((l_1276 , l_1277) == (l_1257 , l_1279)) | p_33) > g_404.f1) >> (uint8_t)0)) > (l_1280 = ((*l_1177) = g_69)))) != 0xB5BB5B01A2EABD18LL);
                        return g_404.f1;
                    }
                }
                l_1217 ^= (((int16_t)((l_1285 != l_1286) || (p_33 < (-(int16_t)((uint16_t)(0x68AFL > (((p_32 && (**g_475)) < (&g_1220 != l_1191)) | ((uint16_t)(((((*l_1194) &= (--(*g_927))) , &p_32) != (void*)0) || (*g_476)) % (uint16_t)p_32))) - (uint16_t)0x489FL)))) + (int16_t)p_32) , (**g_475));
                return g_542;
            }
        }
    }
    else
    { /* block id: 294 */
        const int16_t l_1298 = 0x3477L;
        int32_t *l_1303 = &g_86;
        (*l_88) &= (-8L);
        for (g_1220 = 0; (g_1220 <= 24); g_1220 += 7)
        { /* block id: 298 */
            uint32_t l_1299 = 4294967291UL;
            int32_t *l_1302 = &g_86;
            (***l_1286) = (-(int64_t)l_1298);
            l_1299 = p_30;
        }
        (*g_1307) = l_1304;
        return g_852;
    }
    (*l_1329) &= (0x129DL > ((int8_t)g_406.f1 * (int8_t)((uint64_t)1UL - (uint64_t)(~((p_31 == ((((uint8_t)(p_32 = (((*l_88) & ((***l_1286) > g_852)) , ((((uint16_t)((uint8_t)(--g_297) * (uint8_t)((++(*l_1323)) | ((void*)0 != &p_31))) + (uint16_t)1UL) , 0x4022B246FD368D69LL) == (-2L)))) - (uint8_t)p_31) || p_30) || 0x76L)) >= l_1328)))));
    (***l_1286) = (*l_88);
    return l_1330;
}


/* ------------------------------------------ */
/* 
 * reads : g_69 g_247 g_172.f0 g_249 g_231 g_86 g_257 g_270 g_176 g_227 g_247.f1 g_297 g_299 g_172.f1 g_365 g_35 g_36 g_258.f0 g_268 g_403 g_405 g_271 g_258.f1 g_406.f3 g_425 g_475 g_404.f3 g_247.f0 g_476 g_519 g_530 g_169 g_175 g_540 g_548 g_137 g_530.f0 g_172 g_178 g_11 g_258.f3 g_651 g_708 g_708.f1 g_172.f3 g_708.f0 g_404.f1 g_530.f1 g_852 g_406 g_869 g_406.f1 g_404.f0
 * writes: g_176 g_36 g_86 g_257 g_175 g_268 g_271 g_297 g_299 g_365 g_172.f0 g_169 g_69 g_405 g_476 g_519 g_548 g_651 g_178 g_406.f1 g_852 g_870
 */
static int32_t * func_39(uint32_t  p_40, int32_t * p_41)
{ /* block id: 25 */
    uint32_t l_232 = 0xC27877F7L;
    int64_t *l_238 = &g_69;
    union U0 *l_256 = &g_247;
    union U0 **l_259 = &l_256;
    int8_t *l_266 = &g_175;
    int16_t *l_267 = &g_268;
    union U1 l_269 = {0x8834L};
    int32_t l_276 = 8L;
    uint32_t l_294 = 0UL;
    union U1 l_407 = {0xBB75L};
    int32_t l_458 = 0x1B91DD58L;
    const volatile int64_t * volatile *l_544 = &g_541;
    int32_t l_616 = 0L;
    int8_t l_649 = 0xC7L;
    uint64_t l_652 = 0x22C845DC0C9EC693LL;
    int32_t *l_907 = (void*)0;
lbl_254:
    if (l_232)
    { /* block id: 26 */
        int64_t *l_237 = &g_69;
        int64_t l_244 = 0L;
        int32_t *l_248 = &g_36;
        (*g_249) = (g_69 | ((*l_248) = ((((uint16_t)(((int32_t)((l_237 != l_238) || (+(((int64_t)(((uint32_t)0xA7BF8220L % (uint32_t)p_40) | ((*p_41) = l_244)) + (int64_t)(((uint8_t)((((void*)0 != p_41) | (g_247 , 0x807BL)) , 255UL) % (uint8_t)l_244) || 18446744073709551608UL)) ^ p_40))) % (int32_t)l_244) != g_172.f0) >> (uint16_t)6) >= p_40) || l_244)));
        if (p_40)
            goto lbl_255;
    }
    else
    { /* block id: 30 */
        int32_t *l_251 = (void*)0;
        int32_t **l_250 = &l_251;
        (*l_250) = &g_86;
    }
lbl_255:
    for (g_86 = 0; (g_86 != 29); ++g_86)
    { /* block id: 35 */
        if (g_172.f0)
            goto lbl_254;
    }
    (*l_259) = (g_257 = l_256);
    if (((uint8_t)((int16_t)((*l_267) = (((1L <= 0x7933L) || g_231) < ((*l_266) = ((((((((uint32_t)5UL / (uint32_t)g_86) & ((g_257 != (((void*)0 != &g_36) , g_257)) , 1L)) , 1L) , p_40) , 0x18DDB15D3C3E5AF5LL) || 18446744073709551615UL) & p_40)))) << (int16_t)11) - (uint8_t)g_86))
    { /* block id: 43 */
        int64_t **l_274 = &l_238;
        int64_t * const l_275 = &g_69;
        (*g_270) = (l_269 , p_41);
        (*g_249) |= (((uint8_t)((l_269 , (((*l_274) = l_238) != l_275)) == ((0x719B2E0BL <= (*p_41)) < l_269.f1)) >> (uint8_t)5) > ((l_276 ^= 0xE10DL) , ((18446744073709551615UL == (-6L)) > l_269.f0)));
    }
    else
    { /* block id: 48 */
        uint8_t l_295 = 3UL;
        uint8_t *l_296 = &g_297;
        uint16_t *l_298 = &g_299;
        const union U1 *l_300 = &l_269;
        int32_t l_309 = 8L;
        int32_t l_344 = 1L;
        int32_t l_358 = 0x31A696AEL;
        int32_t **l_393 = (void*)0;
        uint32_t l_455 = 0x45E776B2L;
        int64_t **l_545 = &l_238;
        int64_t * const * const l_546 = &l_238;
        int32_t **l_746 = (void*)0;
        int32_t l_855 = 0xE73A6604L;
        l_276 = l_276;
        if (((l_269.f1 || (0xD2L < (p_40 != l_269.f0))) , (((((!(((((*l_298) |= ((uint8_t)g_227 * (uint8_t)((*l_296) |= ((uint8_t)l_269.f0 << (uint8_t)((int32_t)((int32_t)(((int8_t)((uint8_t)((l_276 = (l_294 , 1UL)) > ((void*)0 == &l_256)) * (uint8_t)0x54L) / (int8_t)g_247.f1) == 1UL) % (int32_t)l_295) / (int32_t)(-1L)))))) < l_269.f3) == l_295) || p_40)) != 0x78ABD92496885830LL) | l_295) <= g_172.f1) && g_69)))
        { /* block id: 53 */
            const union U1 **l_301 = &l_300;
            int32_t *l_302 = &l_276;
            int32_t *l_303 = &g_36;
            int32_t *l_304 = (void*)0;
            int32_t *l_305 = &g_36;
            int32_t *l_306 = &g_86;
            int32_t *l_307 = (void*)0;
            int32_t *l_308 = (void*)0;
            int32_t *l_310 = &g_176;
            int32_t *l_311 = &g_36;
            int64_t l_312 = 0L;
            int32_t *l_313 = (void*)0;
            int32_t *l_314 = &l_309;
            int32_t *l_315 = &l_276;
            int32_t *l_316 = &g_176;
            int32_t *l_317 = &g_36;
            int32_t *l_318 = &l_309;
            int32_t *l_319 = (void*)0;
            int32_t *l_320 = &l_309;
            int32_t *l_321 = &g_176;
            int32_t *l_322 = (void*)0;
            int32_t *l_323 = &g_36;
            int32_t *l_324 = (void*)0;
            int32_t *l_325 = &l_309;
            int32_t *l_326 = &g_86;
            int32_t *l_327 = &g_86;
            int32_t *l_328 = &l_309;
            int32_t *l_329 = &l_276;
            int32_t *l_330 = &g_86;
            int32_t *l_331 = &l_276;
            int32_t *l_332 = &g_176;
            int32_t *l_333 = &g_86;
            int32_t *l_334 = &g_36;
            int32_t *l_335 = (void*)0;
            int32_t *l_336 = &g_86;
            int32_t *l_337 = &g_176;
            int32_t *l_338 = &l_309;
            int32_t *l_339 = &g_176;
            int32_t *l_340 = &g_176;
            int32_t *l_341 = &l_309;
            int32_t *l_342 = &l_276;
            int32_t *l_343 = (void*)0;
            int32_t *l_345 = (void*)0;
            int32_t *l_346 = &g_36;
            int32_t *l_347 = &g_36;
            int32_t *l_348 = &l_344;
            int32_t *l_349 = &l_276;
            int32_t *l_350 = &l_276;
            int32_t *l_351 = &l_309;
            int32_t *l_352 = &l_309;
            int32_t *l_353 = &g_36;
            int32_t *l_354 = (void*)0;
            int32_t *l_355 = &g_176;
            int32_t *l_356 = (void*)0;
            int32_t *l_357 = &l_344;
            int32_t *l_359 = &l_358;
            int32_t *l_360 = &g_36;
            int32_t *l_361 = &l_276;
            int32_t *l_362 = &l_309;
            int32_t l_363 = 0x6B59A0B5L;
            int32_t *l_364 = &g_176;
            int32_t **l_368 = &l_357;
            (*l_301) = l_300;
            (*p_41) = l_269.f3;
            g_365++;
            (*l_368) = &l_363;
        }
        else
        { /* block id: 58 */
            uint64_t l_369 = 0xD04334622F96A753LL;
            uint32_t *l_372 = &g_172.f0;
            int32_t l_387 = 0x519AF8BBL;
            uint8_t *l_410 = &l_295;
            int32_t **l_413 = &g_271;
            int64_t l_496 = 0xF35F32714C3FAF67LL;
            int32_t l_606 = (-9L);
            int32_t l_620 = 0xE146BB0CL;
            uint64_t l_629 = 0x798D92E11645A4BCLL;
            if (l_295)
                goto lbl_254;
            l_369 = l_309;
            (*p_41) = (*g_35);
            if ((((int16_t)g_176 * (int16_t)p_40) && ((p_40 & ((*l_298) &= (((*l_372) = l_309) , (!1L)))) < p_40)))
            { /* block id: 64 */
                uint8_t l_388 = 255UL;
                int32_t ***l_394 = &l_393;
                const uint32_t l_397 = 5UL;
                uint64_t *l_398 = &g_169;
                if ((((*l_267) |= ((uint8_t)((((*l_398) = ((((int8_t)l_369 << (int8_t)p_40) != (((int64_t)(!(((uint8_t)((*l_296) |= ((((uint8_t)((((l_387 = (((uint16_t)p_40 << (uint16_t)2) , 18446744073709551615UL)) , l_388) && (((((*l_298) = ((int16_t)(((((uint16_t)0x9129L << (uint16_t)g_258.f0) || (((*l_394) = l_393) == (((((int8_t)p_40 + (int8_t)p_40) > p_40) <= 0x596BL) , (void*)0))) , g_176) && p_40) >> (int16_t)p_40)) , p_40) <= l_295) || 0x07F01652L)) || l_397) << (uint8_t)6) , 0x71FC3F6F0A70CCF3LL) && 0xE12F738AEC585493LL)) << (uint8_t)l_344) < p_40)) - (int64_t)l_369) != 0UL)) , 18446744073709551612UL)) | l_294) | p_40) + (uint8_t)p_40)) , (-5L)))
                { /* block id: 71 */
                    g_36 &= ((((int8_t)(((uint16_t)0x18DDL >> (uint16_t)3) > ((g_403 != g_405) > ((l_407 , ((0x454AFB46097ED01ELL && ((int16_t)(l_410 == (void*)0) - (int16_t)((int8_t)l_294 >> (int8_t)2))) , ((&g_271 == l_413) >= 0xD5E3L))) , (*p_41)))) >> (int8_t)g_299) == 0UL) ^ 1UL);
                    return (*l_413);
                }
                else
                { /* block id: 74 */
                    return (*g_270);
                }
            }
            else
            { /* block id: 77 */
                union U0 * const *l_419 = (void*)0;
                union U0 * const **l_420 = &l_419;
                uint32_t *l_423 = (void*)0;
                uint32_t *l_424 = &l_232;
                int32_t l_466 = 2L;
                uint64_t l_472 = 0xFC89FFF078178A36LL;
                const uint64_t l_547 = 9UL;
                int32_t l_597 = 0xB4ABC837L;
                int16_t l_727 = (-8L);
                union U1 l_744 = {0xA163L};
                int32_t l_872 = 5L;
                if ((g_247.f1 && (((p_40 != ((uint16_t)(~((int32_t)(*g_35) + (int32_t)(0L == (g_69 = ((&g_257 != ((*l_420) = l_419)) != (((int8_t)0x29L - (int8_t)(((((*l_424) = (p_41 == p_41)) ^ 0UL) , g_258.f0) | 0x6179B6A9L)) >= (*p_41))))))) - (uint16_t)0x9421L)) && g_258.f1) < g_406.f3)))
                { /* block id: 81 */
                    return p_41;
                }
                else
                { /* block id: 83 */
                    (*g_425) = &g_406;
                    for (l_269.f1 = (-24); (l_269.f1 != 9); l_269.f1++)
                    { /* block id: 87 */
                        int32_t l_428 = 0x3D768784L;
                        int32_t *l_429 = (void*)0;
                        int32_t *l_430 = (void*)0;
                        int32_t *l_431 = &l_358;
                        int32_t *l_432 = &l_358;
                        int32_t *l_433 = &g_176;
                        int32_t *l_434 = (void*)0;
                        int32_t *l_435 = &g_176;
                        int32_t *l_436 = &g_36;
                        int32_t *l_437 = &l_309;
                        int32_t *l_438 = &g_176;
                        int32_t *l_439 = &g_176;
                        int32_t *l_440 = &g_176;
                        int32_t *l_441 = &l_387;
                        int32_t *l_442 = &g_86;
                        int32_t *l_443 = &l_344;
                        int32_t *l_444 = &l_344;
                        int32_t *l_445 = &l_276;
                        int32_t *l_446 = &l_358;
                        int32_t *l_447 = (void*)0;
                        int32_t *l_448 = &g_36;
                        int32_t *l_449 = &l_309;
                        int32_t *l_450 = &l_358;
                        int32_t *l_451 = &g_176;
                        int32_t *l_452 = &g_86;
                        int32_t *l_453 = &g_36;
                        int32_t *l_454 = &l_358;
                        if (l_428)
                            break;
                        l_455++;
                        (*l_449) |= ((*l_454) |= l_458);
                        (*l_413) = (*g_270);
                    }
                    (*l_259) = &g_247;
                    for (l_269.f3 = 0; (l_269.f3 == (-1)); --l_269.f3)
                    { /* block id: 97 */
                        (*l_259) = &g_172;
                    }
                }
                if ((*g_249))
                { /* block id: 101 */
                    uint32_t l_484 = 0UL;
                    int32_t *l_515 = &l_358;
                    uint8_t *l_518 = &g_519;
                    uint64_t *l_531 = &l_472;
                    uint64_t *l_532 = &g_169;
                    union U1 l_537 = {65535UL};
                    if ((*g_249))
                    { /* block id: 102 */
                        uint64_t l_465 = 0x389586FDC5E22E70LL;
                        int32_t *l_473 = &l_344;
                        int32_t *l_474 = &l_309;
                        (*l_413) = p_41;
                        (*l_473) ^= (((uint16_t)((uint16_t)(l_465 | g_172.f1) * (uint16_t)(((*g_249) == l_466) | ((uint16_t)(((*l_267) |= ((!l_472) == ((*p_41) > (l_300 != l_300)))) == 8L) >> (uint16_t)13))) >> (uint16_t)15) > g_172.f1);
                        (*l_413) = (*g_270);
                        (*g_475) = ((*l_413) = l_474);
                    }
                    else
                    { /* block id: 109 */
                        int32_t *l_477 = &g_176;
                        int32_t *l_478 = &l_276;
                        int32_t *l_479 = &g_176;
                        int32_t l_480 = 0x7C447431L;
                        int32_t *l_481 = (void*)0;
                        int32_t *l_482 = &l_344;
                        int32_t *l_483 = &l_458;
                        (*p_41) = (g_172.f0 , 0x7BD0654CL);
                        --l_484;
                        l_496 |= (~((uint16_t)((((int8_t)((g_404.f3 < ((*l_296) |= (0x8BL != ((uint16_t)0x4BC2L >> (uint16_t)6)))) >= ((uint64_t)g_36 % (uint64_t)(p_40 && ((p_40 , ((0x6309L <= 0x96B3L) >= g_247.f0)) != p_40)))) * (int8_t)p_40) > g_258.f1) > 9UL) - (uint16_t)0x0A39L));
                        (*g_476) &= (*g_249);
                    }
                    (*g_476) = (g_172.f0 != ((int8_t)p_40 * (int8_t)((*l_518) ^= (p_40 & (((int16_t)(((int32_t)l_387 % (int32_t)((*l_515) = ((*l_424) = ((int16_t)((((*l_296) &= 0UL) , (((((uint8_t)((*l_410) &= ((int16_t)(((uint32_t)((uint32_t)((int16_t)((void*)0 == l_515) >> (int16_t)8) - (uint32_t)((int64_t)((*l_238) = g_172.f0) + (int64_t)(*l_515))) / (uint32_t)(*l_515)) < (*l_515)) * (int16_t)0x9D68L)) * (uint8_t)1UL) < 2L) || (*p_41)) >= (*g_476))) & l_294) * (int16_t)(-4L))))) && (**g_475)) * (int16_t)0L) || (*l_515))))));
                    (*l_515) = ((uint64_t)((uint32_t)(((*l_238) = p_40) & ((uint64_t)((int16_t)(((int16_t)(g_530 , (((*l_531) &= 5UL) <= ((--(*l_532)) < (l_232 == g_258.f0)))) % (int16_t)((int16_t)(l_537 , l_232) >> (int16_t)((int16_t)((((*g_476) , (g_175 | 0L)) >= 0x7EL) < l_344) >> (int16_t)0))) ^ l_458) + (int16_t)0UL) / (uint64_t)0x3B0BDB32C80A9E85LL)) / (uint32_t)0xF78588C8L) / (uint64_t)l_466);
                    l_544 = g_540;
                }
                else
                { /* block id: 128 */
                    int64_t ***l_549 = &g_548;
                    int32_t l_584 = 0x06A17E19L;
                    int32_t l_619 = (-3L);
                    if (((l_545 = (void*)0) != ((((*l_266) = (l_546 != (void*)0)) <= l_547) , ((*l_549) = g_548))))
                    { /* block id: 132 */
                        int32_t *l_550 = &g_176;
                        int32_t *l_551 = &g_176;
                        int32_t *l_552 = &l_344;
                        int32_t *l_553 = &g_176;
                        int32_t *l_554 = &l_466;
                        int32_t *l_555 = &g_176;
                        int32_t *l_556 = &l_276;
                        int32_t *l_557 = (void*)0;
                        int32_t *l_558 = (void*)0;
                        int32_t *l_559 = &g_176;
                        int32_t *l_560 = &l_387;
                        int32_t *l_561 = &l_358;
                        int32_t *l_562 = &l_466;
                        int32_t *l_563 = &g_176;
                        int32_t *l_564 = &l_309;
                        int32_t *l_565 = (void*)0;
                        int32_t *l_566 = (void*)0;
                        int32_t *l_567 = &l_466;
                        int32_t *l_568 = &l_358;
                        int32_t *l_569 = &l_466;
                        int32_t *l_570 = &g_86;
                        int32_t *l_571 = &l_276;
                        int32_t *l_572 = &l_387;
                        int32_t *l_573 = &g_36;
                        int32_t *l_574 = &g_176;
                        int32_t *l_575 = &g_86;
                        int32_t *l_576 = &g_36;
                        int32_t *l_577 = &g_36;
                        int32_t *l_578 = &g_176;
                        int32_t *l_579 = (void*)0;
                        int32_t *l_580 = &l_358;
                        int32_t *l_581 = &g_86;
                        int32_t *l_582 = &l_387;
                        int32_t *l_583 = &l_458;
                        int32_t *l_585 = &g_86;
                        int32_t *l_586 = &g_176;
                        int32_t *l_587 = &g_86;
                        int32_t *l_588 = &l_358;
                        int32_t *l_589 = &l_458;
                        int32_t *l_590 = &g_176;
                        int32_t *l_591 = &g_86;
                        int32_t *l_592 = &g_36;
                        int32_t *l_593 = &l_344;
                        int32_t *l_594 = &l_276;
                        int32_t *l_595 = &l_358;
                        int32_t *l_596 = &g_86;
                        int32_t *l_598 = &l_358;
                        int32_t *l_599 = &l_584;
                        int32_t *l_600 = &l_597;
                        int32_t *l_601 = &l_597;
                        int32_t *l_602 = &l_597;
                        int32_t *l_603 = &l_458;
                        int32_t *l_604 = &l_597;
                        int32_t *l_605 = (void*)0;
                        int32_t l_607 = 0x3B4F2DE7L;
                        int32_t *l_608 = &g_86;
                        int32_t *l_609 = &l_597;
                        int32_t *l_610 = &g_86;
                        int32_t *l_611 = &l_607;
                        int32_t *l_612 = &l_584;
                        int32_t *l_613 = (void*)0;
                        int32_t *l_614 = &g_86;
                        int32_t *l_615 = (void*)0;
                        int32_t *l_617 = &l_309;
                        int32_t *l_618 = &l_584;
                        int32_t *l_621 = (void*)0;
                        int32_t *l_622 = &g_86;
                        int32_t *l_623 = &l_584;
                        int32_t *l_624 = &l_597;
                        int32_t *l_625 = &l_606;
                        int32_t *l_626 = (void*)0;
                        int32_t *l_627 = &g_176;
                        int32_t *l_628 = &g_86;
                        union U1 l_640 = {0x478CL};
                        int32_t l_647 = (-2L);
                        int32_t *l_648 = &l_647;
                        int16_t *l_650 = &g_651;
                        l_629--;
                        (*p_41) = ((uint16_t)((uint64_t)((int16_t)(g_268 |= ((*g_475) != &l_619)) * (int16_t)0xF739L) / (uint64_t)(((*l_650) = ((l_597 >= (((-7L) > ((uint8_t)g_406.f3 >> (uint8_t)0)) ^ ((l_640 , ((*l_648) = ((uint8_t)((int16_t)(g_406.f3 <= ((((uint8_t)((0x10A3D66AL < g_137) || l_647) + (uint8_t)p_40) != (-7L)) , g_247.f0)) >> (int16_t)g_172.f0) << (uint8_t)3))) , p_40))) != l_649)) , l_458)) + (uint16_t)g_530.f0);
                        l_652--;
                    }
                    else
                    { /* block id: 139 */
                        uint16_t l_656 = 0xD2ABL;
                        (*g_476) = (-(uint8_t)p_40);
                        (*l_413) = (*g_270);
                        l_656 &= (0x2CL & ((*l_256) , (g_519 |= 0x4FL)));
                        (*p_41) = l_649;
                    }
                }
                if (((uint16_t)((*l_298) &= p_40) << (uint16_t)10))
                { /* block id: 148 */
                    uint32_t l_667 = 0x49DB061AL;
                    int16_t *l_686 = &g_268;
                    for (g_178 = 25; (g_178 != 9); g_178 -= 8)
                    { /* block id: 151 */
                        int8_t l_680 = 0xA6L;
                        if ((*g_35))
                            break;
                        (*p_41) = ((uint16_t)(g_11 & ((uint64_t)(((*g_476) < ((int16_t)((void*)0 == &p_41) / (int16_t)l_667)) > (0x6AEBE084FBD8ED5CLL != 0xFFFA21502E58EBB6LL)) - (uint64_t)((int16_t)(((int16_t)(((uint16_t)((int16_t)((int32_t)((((((uint8_t)((*l_296) = l_680) >> (uint8_t)1) >= ((((l_597 >= (*g_35)) , 18446744073709551612UL) | g_169) <= 6UL)) | g_365) , g_137) ^ (*p_41)) + (int32_t)g_406.f3) << (int16_t)13) % (uint16_t)0x4C82L) >= 8L) / (int16_t)p_40) & 4294967288UL) + (int16_t)0x37D9L))) - (uint16_t)p_40);
                    }
                    (*g_249) = ((!((g_268 != g_258.f0) > ((int16_t)1L / (int16_t)((uint16_t)(((((g_365 = (l_686 == (void*)0)) != 0L) , (((int16_t)0x0591L - (int16_t)(g_258.f3 == ((int64_t)l_597 - (int64_t)g_178))) , (*p_41))) > l_597) & g_651) / (uint16_t)0xA671L)))) , (*p_41));
                }
                else
                { /* block id: 158 */
                    int8_t *l_699 = &g_406.f1;
                    int64_t **l_725 = (void*)0;
                    int32_t l_726 = (-1L);
                    int32_t l_839 = 6L;
                    uint16_t *l_867 = &l_407.f0;
                    const union U1 *l_868 = &g_406;
                    (*p_41) = 4L;
                    if ((g_86 < ((p_40 , ((int32_t)((g_249 == (void*)0) , ((uint8_t)(((uint32_t)(p_40 , ((((int8_t)((*l_699) = ((*l_266) = (-1L))) % (int8_t)((uint16_t)((uint16_t)((*l_298) = (((int32_t)((int16_t)((g_708 , ((uint16_t)((((((((((uint16_t)(((int8_t)(((uint16_t)((uint8_t)(((uint8_t)(((int8_t)0xFCL * (int8_t)((int32_t)((*p_41) = (*g_476)) + (int32_t)p_40)) , g_708.f1) + (uint8_t)p_40) != l_466) >> (uint8_t)g_247.f1) * (uint16_t)g_247.f0) , p_40) * (int8_t)1L) & 0L) * (uint16_t)g_172.f3) , l_725) != (void*)0) | l_472) <= p_40) , (*l_259)) == (void*)0) <= 9L) <= 1UL) * (uint16_t)g_708.f0)) == g_299) << (int16_t)5) % (int32_t)p_40) != l_726)) % (uint16_t)g_297) % (uint16_t)g_708.f0)) ^ l_727) | l_727)) % (uint32_t)l_472) > p_40) + (uint8_t)(-10L))) % (int32_t)7UL)) , l_407.f1)))
                    { /* block id: 164 */
                        uint64_t l_734 = 0x0E665C5118341D72LL;
                        int32_t l_739 = 0xB225A566L;
                        int32_t ***l_745 = &l_393;
                        (*p_41) = ((((int32_t)(g_36 == (((((*p_41) != (((uint8_t)(0L | (l_734 , (((uint32_t)((0x1AL != ((g_404.f1 != ((int32_t)(4294967295UL || (l_739 = (*p_41))) / (int32_t)((int16_t)((uint16_t)((l_744 , p_40) & (-4L)) >> (uint16_t)1) % (int16_t)p_40))) || 7L)) & 0xE3C4L) - (uint32_t)0x2D2E1EDEL) > p_40))) << (uint8_t)p_40) & (-1L))) , (-1L)) >= g_530.f1) && 0xC40BEF4245CC115CLL)) % (int32_t)(*g_476)) >= p_40) && p_40);
                        l_746 = ((*l_745) = &p_41);
                        return p_41;
                    }
                    else
                    { /* block id: 170 */
                        int32_t *l_747 = &l_597;
                        int32_t *l_748 = &l_620;
                        int32_t *l_749 = (void*)0;
                        int32_t *l_750 = &l_458;
                        int32_t *l_751 = &g_86;
                        int32_t *l_752 = &l_726;
                        int32_t *l_753 = &l_276;
                        int32_t *l_754 = &l_466;
                        int32_t l_755 = 4L;
                        int32_t *l_756 = &l_387;
                        int32_t *l_757 = &l_358;
                        int32_t *l_758 = (void*)0;
                        int32_t *l_759 = &l_726;
                        int32_t *l_760 = &g_86;
                        int32_t *l_761 = &l_458;
                        int32_t *l_762 = &l_309;
                        int32_t *l_763 = &l_276;
                        int32_t *l_764 = (void*)0;
                        int32_t *l_765 = &g_86;
                        int32_t *l_766 = &g_86;
                        int32_t *l_767 = &l_616;
                        int32_t *l_768 = (void*)0;
                        int32_t *l_769 = &l_597;
                        int32_t *l_770 = &g_36;
                        int32_t *l_771 = &g_176;
                        int32_t *l_772 = (void*)0;
                        int32_t *l_773 = &l_358;
                        int32_t *l_774 = (void*)0;
                        int32_t *l_775 = &l_755;
                        int32_t *l_776 = &l_755;
                        int32_t *l_777 = &l_466;
                        int32_t *l_778 = &l_606;
                        int32_t *l_779 = &l_466;
                        int32_t *l_780 = &l_358;
                        int32_t *l_781 = &l_458;
                        int32_t *l_782 = &l_458;
                        int32_t *l_783 = &g_36;
                        int32_t *l_784 = &l_387;
                        int32_t *l_785 = &l_276;
                        int32_t *l_786 = &l_344;
                        int32_t *l_787 = &g_86;
                        int32_t *l_788 = (void*)0;
                        int32_t *l_789 = (void*)0;
                        int32_t *l_790 = &l_344;
                        int32_t *l_791 = &l_726;
                        int32_t *l_792 = &g_86;
                        int32_t *l_793 = &l_387;
                        int32_t *l_794 = &g_36;
                        int32_t *l_795 = &l_606;
                        int32_t *l_796 = &g_36;
                        int32_t *l_797 = &l_358;
                        int32_t *l_798 = &l_466;
                        int32_t *l_799 = &l_616;
                        int32_t *l_800 = &l_458;
                        int32_t *l_801 = (void*)0;
                        int32_t *l_802 = (void*)0;
                        int32_t *l_803 = &l_726;
                        int32_t *l_804 = &l_344;
                        int32_t *l_805 = &g_36;
                        int32_t *l_806 = &g_176;
                        int32_t *l_807 = &l_597;
                        int32_t *l_808 = &l_344;
                        int32_t *l_809 = (void*)0;
                        int32_t *l_810 = &l_620;
                        int32_t *l_811 = &g_36;
                        int32_t *l_812 = &l_344;
                        int32_t *l_813 = &l_597;
                        int32_t *l_814 = &l_620;
                        int32_t *l_815 = &g_176;
                        int32_t *l_816 = &l_387;
                        int32_t *l_817 = &l_606;
                        int32_t *l_818 = &l_620;
                        int32_t *l_819 = &l_616;
                        int32_t *l_820 = &l_276;
                        int32_t *l_821 = &l_309;
                        int32_t *l_822 = &l_344;
                        int32_t *l_823 = (void*)0;
                        int32_t *l_824 = &l_358;
                        int32_t *l_825 = &g_36;
                        int32_t *l_826 = &l_755;
                        int32_t *l_827 = (void*)0;
                        int32_t *l_828 = &l_458;
                        int32_t *l_829 = &l_309;
                        int32_t *l_830 = &l_726;
                        int32_t *l_831 = &l_606;
                        int32_t *l_832 = &g_36;
                        int32_t *l_833 = &l_344;
                        int32_t *l_834 = (void*)0;
                        int32_t *l_835 = (void*)0;
                        int32_t *l_836 = &l_309;
                        int32_t *l_837 = (void*)0;
                        int32_t *l_838 = &l_276;
                        int32_t *l_840 = &l_726;
                        int32_t *l_841 = &l_839;
                        int32_t *l_842 = (void*)0;
                        int32_t *l_843 = &l_839;
                        int32_t *l_844 = &l_597;
                        int32_t *l_845 = (void*)0;
                        int32_t *l_846 = (void*)0;
                        int32_t *l_847 = &l_344;
                        int32_t *l_848 = &l_606;
                        int32_t *l_849 = &l_458;
                        int32_t *l_850 = (void*)0;
                        int32_t *l_851 = &l_839;
                        ++g_852;
                        (*l_761) |= (*p_41);
                    }
                    if (((--(*l_298)) < (((uint16_t)(&g_540 != (((**g_425) , ((uint16_t)l_839 >> (uint16_t)11)) , &l_544)) >> (uint16_t)((uint8_t)g_530.f1 << (uint8_t)(((l_269 , (((int16_t)((+(((l_726 ^ ((-1L) > ((((((*l_867) &= ((void*)0 == p_41)) != g_172.f0) | p_40) != 8UL) > g_258.f0))) > 1UL) > p_40)) , p_40) - (int16_t)8UL) == l_294)) >= 65533UL) , g_297))) != p_40)))
                    { /* block id: 176 */
                        (*g_869) = l_868;
                    }
                    else
                    { /* block id: 178 */
                        int32_t *l_871 = &l_726;
                        int32_t *l_873 = &l_616;
                        int32_t *l_874 = (void*)0;
                        int32_t *l_875 = (void*)0;
                        int32_t *l_876 = &g_36;
                        int32_t *l_877 = &l_597;
                        int32_t *l_878 = &l_616;
                        int32_t *l_879 = &l_726;
                        int32_t *l_880 = &l_606;
                        int32_t *l_881 = &g_86;
                        int32_t *l_882 = &g_176;
                        int32_t *l_883 = (void*)0;
                        int32_t *l_884 = &g_36;
                        int32_t *l_885 = &l_616;
                        int32_t *l_886 = &l_309;
                        int32_t *l_887 = &l_309;
                        uint32_t l_888 = 0xDE35BB5CL;
                        uint8_t *l_893 = &g_519;
                        l_888--;
                        (*l_882) = (((*l_867) = ((((int16_t)(l_744 , g_11) + (int16_t)(l_893 != &g_519)) & (((uint64_t)(((uint16_t)p_40 + (uint16_t)p_40) == (((((+0xCDL) != ((void*)0 != &g_35)) >= 0xDDEAB9F1L) >= p_40) <= 0x17L)) % (uint64_t)p_40) <= g_86)) >= 0x05L)) & l_726);
                        (*g_476) &= (*p_41);
                    }
                    for (g_406.f1 = 0; (g_406.f1 < 1); g_406.f1 += 2)
                    { /* block id: 186 */
                        if ((*p_41))
                            break;
                        l_606 |= (((0xC0L && ((int16_t)p_40 / (int16_t)((*l_267) |= l_269.f1))) && (&p_41 == &p_41)) , (((*p_41) = ((g_404.f0 , (((void*)0 != (*g_475)) & ((uint8_t)0x3BL / (uint8_t)g_176))) > g_297)) , (*g_35)));
                    }
                }
            }
        }
        l_616 = 0x7A7EDD22L;
        l_907 = p_41;
    }
    return p_41;
}


/* ------------------------------------------ */
/* 
 * reads : g_36 g_169 g_172 g_178 g_227
 * writes: g_36 g_169 g_178 g_227
 */
static const int16_t  func_46(uint16_t  p_47, int32_t * const  p_48, const int32_t * p_49, uint32_t  p_50, uint32_t  p_51)
{ /* block id: 10 */
    uint16_t l_91 = 65535UL;
    int32_t l_107 = 0L;
    int32_t l_110 = 0xBA741523L;
    int32_t l_141 = 1L;
    int32_t l_147 = 0xF9AE3A94L;
    int32_t l_162 = 1L;
    int32_t *l_181 = &l_162;
    int32_t *l_182 = &g_86;
    int32_t *l_183 = &l_147;
    int32_t *l_184 = &g_176;
    int32_t *l_185 = &g_86;
    int32_t *l_186 = (void*)0;
    int32_t *l_187 = &g_176;
    int32_t *l_188 = &l_141;
    int32_t *l_189 = &g_176;
    int32_t *l_190 = &l_107;
    int32_t *l_191 = &g_36;
    int32_t *l_192 = &l_110;
    int32_t *l_193 = (void*)0;
    int32_t *l_194 = &l_107;
    int32_t *l_195 = &g_176;
    int32_t *l_196 = (void*)0;
    int32_t *l_197 = (void*)0;
    int32_t *l_198 = (void*)0;
    int32_t *l_199 = (void*)0;
    int32_t *l_200 = &l_110;
    int32_t *l_201 = &l_147;
    int32_t *l_202 = &l_147;
    int32_t *l_203 = &l_107;
    int32_t *l_204 = &g_176;
    int32_t *l_205 = &l_162;
    int32_t *l_206 = &g_176;
    int32_t *l_207 = &g_176;
    int32_t *l_208 = &g_36;
    int32_t *l_209 = &g_36;
    int32_t *l_210 = (void*)0;
    int32_t *l_211 = &l_107;
    int32_t *l_212 = &l_147;
    int32_t *l_213 = &g_86;
    int32_t *l_214 = &l_107;
    int32_t *l_215 = &l_162;
    int32_t *l_216 = &g_176;
    int32_t *l_217 = &l_162;
    int32_t *l_218 = (void*)0;
    int32_t *l_219 = &l_110;
    int32_t *l_220 = &g_86;
    int32_t *l_221 = &g_176;
    int32_t *l_222 = &l_162;
    int32_t *l_223 = &g_176;
    int32_t *l_224 = &l_110;
    int32_t *l_225 = &l_110;
    int32_t *l_226 = (void*)0;
    const int8_t l_230 = 0x28L;
    for (g_36 = 0; (g_36 != 14); g_36++)
    { /* block id: 13 */
        int32_t *l_92 = (void*)0;
        int32_t *l_93 = &g_86;
        int32_t *l_94 = &g_86;
        int32_t *l_95 = &g_86;
        int32_t *l_96 = (void*)0;
        int32_t *l_97 = &g_86;
        int32_t *l_98 = &g_86;
        int32_t *l_99 = &g_86;
        int32_t *l_100 = (void*)0;
        int32_t *l_101 = &g_86;
        int32_t *l_102 = &g_86;
        int32_t *l_103 = &g_86;
        int32_t l_104 = 0xCACF6402L;
        int32_t *l_105 = &l_104;
        int32_t *l_106 = &l_104;
        int32_t *l_108 = &l_104;
        int32_t *l_109 = &l_104;
        int32_t l_111 = (-3L);
        int32_t *l_112 = &l_111;
        int32_t *l_113 = &l_104;
        int32_t *l_114 = &l_107;
        int32_t *l_115 = &l_111;
        int32_t *l_116 = &g_86;
        int32_t *l_117 = &g_86;
        int32_t *l_118 = &l_110;
        int32_t *l_119 = (void*)0;
        int32_t *l_120 = (void*)0;
        int32_t *l_121 = &l_104;
        int32_t *l_122 = &l_107;
        int32_t *l_123 = &l_110;
        int32_t *l_124 = (void*)0;
        int32_t *l_125 = &g_86;
        int32_t *l_126 = &l_110;
        int32_t *l_127 = &g_86;
        int32_t *l_128 = (void*)0;
        int32_t *l_129 = &l_111;
        int32_t *l_130 = &l_107;
        int32_t *l_131 = &l_111;
        int32_t *l_132 = (void*)0;
        int32_t *l_133 = &l_111;
        int32_t *l_134 = &l_107;
        int32_t *l_135 = &g_86;
        int32_t *l_136 = &l_104;
        int32_t *l_138 = (void*)0;
        int32_t *l_139 = (void*)0;
        int32_t *l_140 = &g_86;
        int32_t *l_142 = (void*)0;
        int32_t *l_143 = &g_86;
        int32_t *l_144 = (void*)0;
        int32_t *l_145 = &l_141;
        int32_t *l_148 = &g_86;
        int32_t *l_149 = &l_147;
        int32_t *l_150 = &g_86;
        int32_t *l_151 = &l_111;
        int32_t *l_152 = &l_107;
        int32_t *l_153 = (void*)0;
        int32_t *l_154 = (void*)0;
        int32_t *l_155 = &l_110;
        int32_t *l_156 = &l_107;
        int32_t *l_157 = &l_141;
        int32_t *l_158 = (void*)0;
        int32_t *l_159 = &g_86;
        int32_t *l_160 = (void*)0;
        int32_t *l_161 = &l_147;
        int32_t *l_163 = &l_111;
        int32_t *l_164 = (void*)0;
        int32_t *l_165 = (void*)0;
        int32_t l_166 = 0L;
        int32_t l_167 = 0x7241AB08L;
        int32_t *l_168 = &l_104;
        if ((*p_48))
            break;
        if (l_91)
            break;
        --g_169;
        if ((*p_48))
        { /* block id: 17 */
            volatile int32_t *l_174 = &g_146;
            volatile int32_t **l_173 = &l_174;
            (*l_173) = (g_172 , &g_146);
        }
        else
        { /* block id: 19 */
            int8_t l_177 = (-5L);
            --g_178;
        }
    }
    ++g_227;
    return l_230;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_86, "g_86", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_172.f0, "g_172.f0", print_hash_value);
    transparent_crc(g_172.f1, "g_172.f1", print_hash_value);
    transparent_crc(g_172.f3, "g_172.f3", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    transparent_crc(g_176, "g_176", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_227, "g_227", print_hash_value);
    transparent_crc(g_231, "g_231", print_hash_value);
    transparent_crc(g_247.f0, "g_247.f0", print_hash_value);
    transparent_crc(g_247.f1, "g_247.f1", print_hash_value);
    transparent_crc(g_247.f3, "g_247.f3", print_hash_value);
    transparent_crc(g_258.f0, "g_258.f0", print_hash_value);
    transparent_crc(g_258.f1, "g_258.f1", print_hash_value);
    transparent_crc(g_258.f3, "g_258.f3", print_hash_value);
    transparent_crc(g_268, "g_268", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_365, "g_365", print_hash_value);
    transparent_crc(g_404.f0, "g_404.f0", print_hash_value);
    transparent_crc(g_404.f1, "g_404.f1", print_hash_value);
    transparent_crc(g_404.f3, "g_404.f3", print_hash_value);
    transparent_crc(g_406.f0, "g_406.f0", print_hash_value);
    transparent_crc(g_406.f1, "g_406.f1", print_hash_value);
    transparent_crc(g_406.f3, "g_406.f3", print_hash_value);
    transparent_crc(g_519, "g_519", print_hash_value);
    transparent_crc(g_530.f0, "g_530.f0", print_hash_value);
    transparent_crc(g_530.f1, "g_530.f1", print_hash_value);
    transparent_crc(g_530.f3, "g_530.f3", print_hash_value);
    transparent_crc(g_542, "g_542", print_hash_value);
    transparent_crc(g_651, "g_651", print_hash_value);
    transparent_crc(g_708.f0, "g_708.f0", print_hash_value);
    transparent_crc(g_708.f1, "g_708.f1", print_hash_value);
    transparent_crc(g_708.f3, "g_708.f3", print_hash_value);
    transparent_crc(g_852, "g_852", print_hash_value);
    transparent_crc(g_928, "g_928", print_hash_value);
    transparent_crc(g_1150, "g_1150", print_hash_value);
    transparent_crc(g_1160, "g_1160", print_hash_value);
    transparent_crc(g_1220, "g_1220", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 182
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

XXX max expression depth: 45
breakdown:
   depth: 1, occurrence: 146
   depth: 2, occurrence: 22
   depth: 3, occurrence: 2
   depth: 4, occurrence: 1
   depth: 8, occurrence: 2
   depth: 11, occurrence: 1
   depth: 13, occurrence: 3
   depth: 14, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 19, occurrence: 2
   depth: 21, occurrence: 2
   depth: 22, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 3
   depth: 27, occurrence: 1
   depth: 28, occurrence: 2
   depth: 29, occurrence: 1
   depth: 34, occurrence: 1
   depth: 36, occurrence: 1
   depth: 39, occurrence: 1
   depth: 45, occurrence: 1

XXX total number of pointers: 722

XXX times a variable address is taken: 617
XXX times a pointer is dereferenced on RHS: 75
breakdown:
   depth: 1, occurrence: 68
   depth: 2, occurrence: 5
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 139
breakdown:
   depth: 1, occurrence: 134
   depth: 2, occurrence: 2
   depth: 3, occurrence: 3
XXX times a pointer is compared with null: 18
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 8
XXX times a pointer is qualified to be dereferenced: 1739

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 377
   level: 2, occurrence: 58
   level: 3, occurrence: 27
   level: 4, occurrence: 0
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 57
XXX number of pointers point to scalars: 658
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 20.4
XXX average alias set size: 1.03

XXX times a non-volatile is read: 590
XXX times a non-volatile is write: 344
XXX times a volatile is read: 49
XXX    times read thru a pointer: 2
XXX times a volatile is write: 13
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 1.32e+03
XXX percentage of non-volatile access: 93.8

XXX forward jumps: 1
XXX backward jumps: 3

XXX stmts: 125
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 23
   depth: 1, occurrence: 21
   depth: 2, occurrence: 15
   depth: 3, occurrence: 9
   depth: 4, occurrence: 22
   depth: 5, occurrence: 35

XXX percentage a fresh-made variable is used: 20.1
XXX percentage an existing variable is used: 79.9
********************* end of statistics **********************/

