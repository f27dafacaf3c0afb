/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 49 --no-safe-math --max-funcs 7 --no-arrays
 * Seed:      49
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
   int16_t  f0;
   volatile uint32_t  f1;
   int16_t  f2;
   uint64_t  f3;
   const uint8_t  f4;
   int64_t  f5;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S1 {
   uint32_t  f0;
   uint64_t  f1;
   uint64_t  f2;
   int32_t  f3;
   int64_t  f4;
   int32_t  f5;
   volatile int32_t  f6;
   uint32_t  f7;
   uint16_t  f8;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0L;
static int8_t g_18 = 0x88L;
static int8_t g_33 = 0x6BL;
static int8_t *g_32 = &g_33;
static volatile struct S1 g_36 = {0x6A5B5CF0L,18446744073709551615UL,0x094D0E834AB462A7LL,1L,0L,9L,6L,1UL,0UL};/* VOLATILE GLOBAL g_36 */
static volatile struct S1 * volatile g_37 = &g_36;/* VOLATILE GLOBAL g_37 */
static struct S1 g_59 = {0x0B826FBCL,0x9A46BB218AD385E3LL,18446744073709551606UL,5L,0xADCFEC76E8D2CA8ELL,-1L,-7L,18446744073709551609UL,3UL};/* VOLATILE GLOBAL g_59 */
static volatile struct S1 g_82 = {0xDE902BA9L,0x64B00F59FB917DE4LL,18446744073709551615UL,0x3AA7A66BL,8L,-1L,0x103D53AFL,18446744073709551611UL,0x2D48L};/* VOLATILE GLOBAL g_82 */
static volatile struct S1 *g_81 = &g_82;
static int8_t g_86 = 0x4FL;
static volatile struct S1 g_87 = {1UL,0x7EA5CA43862D4500LL,0x4354AF31781FA89BLL,0x9805026EL,0x3BF60C7DC1DF722ELL,-1L,0xB65BDA12L,0UL,65528UL};/* VOLATILE GLOBAL g_87 */
static volatile struct S1 g_88 = {0UL,0UL,18446744073709551615UL,0x78B6DB4DL,0x8DD0D489CA1FCAC0LL,-2L,0x91BC53C2L,0xCC017F0BL,65535UL};/* VOLATILE GLOBAL g_88 */
static volatile struct S1 g_117 = {4294967290UL,0x56850E27E8F7B0EALL,18446744073709551611UL,-1L,-5L,9L,6L,0UL,0x6779L};/* VOLATILE GLOBAL g_117 */
static int16_t g_435 = (-10L);
static volatile int32_t g_444 = 0L;/* VOLATILE GLOBAL g_444 */
static volatile struct S0 g_477 = {0x05BAL,0x6DDDA66DL,0x9CE9L,2UL,9UL,0L};/* VOLATILE GLOBAL g_477 */
static int32_t *g_494 = &g_2;
static int32_t **g_493 = &g_494;
static int32_t *** const  volatile g_492 = &g_493;/* VOLATILE GLOBAL g_492 */
static int32_t *** const  volatile *g_491 = &g_492;
static uint32_t g_520 = 0x28886CC7L;
static int16_t g_558 = 0xF046L;
static int32_t * volatile g_567 = (void*)0;/* VOLATILE GLOBAL g_567 */
static int32_t * volatile g_568 = (void*)0;/* VOLATILE GLOBAL g_568 */
static volatile int16_t g_627 = 8L;/* VOLATILE GLOBAL g_627 */
static int32_t ***g_879 = &g_493;
static int32_t **** volatile g_878 = &g_879;/* VOLATILE GLOBAL g_878 */
static struct S1 *g_880 = (void*)0;
static int32_t * volatile g_881 = &g_59.f3;/* VOLATILE GLOBAL g_881 */
static uint8_t g_889 = 251UL;
static int64_t g_890 = 0xD11F48234757DE3ALL;
static int32_t ** volatile g_910 = (void*)0;/* VOLATILE GLOBAL g_910 */
static int32_t *g_912 = &g_59.f3;
static int32_t ** volatile g_911 = &g_912;/* VOLATILE GLOBAL g_911 */
static int32_t ** volatile g_913 = (void*)0;/* VOLATILE GLOBAL g_913 */
static uint64_t *g_919 = (void*)0;
static uint64_t * volatile * volatile g_918 = &g_919;/* VOLATILE GLOBAL g_918 */
static int32_t g_953 = 0x01F40AD7L;
static uint32_t g_1125 = 8UL;
static int64_t g_1167 = 0xABF73078433BF013LL;
static uint8_t g_1168 = 255UL;
static uint16_t *g_1220 = &g_59.f8;
static uint16_t * const *g_1219 = &g_1220;
static uint16_t * const ** volatile g_1218 = &g_1219;/* VOLATILE GLOBAL g_1218 */
static int32_t **** volatile g_1250 = &g_879;/* VOLATILE GLOBAL g_1250 */
static struct S1 g_1268 = {4UL,0UL,0xFD6690BC30D72CE9LL,0L,0x915107CC1C3E0866LL,5L,0x3FDD8134L,0xBF478334L,0xDA81L};/* VOLATILE GLOBAL g_1268 */
static struct S1 g_1269 = {1UL,0UL,0x5E4D0DC056ECB76FLL,0xB754D320L,0x8E28AAB49186F911LL,0x914E43B0L,0x52F2C552L,8UL,0x1043L};/* VOLATILE GLOBAL g_1269 */
static uint32_t * volatile *g_1281 = (void*)0;
static uint32_t * volatile * const * volatile g_1280 = &g_1281;/* VOLATILE GLOBAL g_1280 */
static volatile struct S1 g_1295 = {0x8DBFD380L,1UL,18446744073709551615UL,1L,1L,-7L,0x4100FC00L,0xB706C9F5L,0x14CEL};/* VOLATILE GLOBAL g_1295 */
static volatile struct S1 g_1353 = {0x0D213E85L,18446744073709551615UL,18446744073709551613UL,4L,0xA7A89642856B086ELL,1L,-1L,0x74C647E2L,0x2C17L};/* VOLATILE GLOBAL g_1353 */
static int8_t **g_1369 = &g_32;
static int8_t ***g_1368 = &g_1369;
static const uint32_t *g_1379 = &g_520;
static const uint32_t **g_1378 = &g_1379;
static const uint32_t ***g_1377 = &g_1378;


/* --- FORWARD DECLARATIONS --- */
static const int32_t  func_1(void);
static int16_t  func_6(int16_t  p_7, uint8_t  p_8, int32_t  p_9, uint32_t  p_10, int64_t  p_11);
static const uint16_t  func_26(int8_t * p_27, int8_t * p_28, int32_t  p_29, uint16_t  p_30, uint64_t  p_31);
static int32_t  func_40(uint64_t  p_41, struct S1 * p_42, const int8_t  p_43);
static uint64_t  func_44(uint32_t  p_45, struct S1 * p_46, struct S1 * p_47);
static const int8_t  func_52(struct S1 * p_53, int16_t  p_54, struct S1 * p_55, int16_t  p_56, int8_t * p_57);
static int32_t  func_62(uint64_t  p_63, uint8_t  p_64, int16_t  p_65, uint32_t  p_66, int8_t * p_67);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_1250 g_879 g_493 g_494
 * writes: g_2 g_494
 */
static const int32_t  func_1(void)
{ /* block id: 0 */
    const uint32_t l_14 = 18446744073709551606UL;
    int16_t l_1166 = 0L;
    for (g_2 = 0; (g_2 > (-8)); g_2 -= 6)
    { /* block id: 3 */
        int8_t *l_17 = &g_18;
        int32_t l_19 = 6L;
        const uint32_t *l_1376 = (void*)0;
        const uint32_t **l_1375 = &l_1376;
        const uint32_t ***l_1374 = &l_1375;
    }
    (*g_493) = (***g_1250);
    return l_1166;
}


/* ------------------------------------------ */
/* 
 * reads : g_493 g_1218 g_59.f3 g_32 g_33 g_59.f8 g_2 g_87.f1 g_435 g_86 g_1250 g_59.f5 g_492 g_494 g_59.f0 g_1219 g_1220 g_444 g_912 g_1268 g_1280 g_520 g_1168 g_1295 g_1269.f5 g_1269.f3 g_558 g_59.f4 g_37 g_36 g_1353 g_911 g_491 g_1269.f1 g_18
 * writes: g_18 g_494 g_1219 g_59.f8 g_558 g_435 g_879 g_59.f5 g_59.f0 g_59.f3 g_1269 g_59.f4 g_520 g_1168 g_889 g_912 g_1368
 */
static int16_t  func_6(int16_t  p_7, uint8_t  p_8, int32_t  p_9, uint32_t  p_10, int64_t  p_11)
{ /* block id: 142 */
    uint16_t * const l_1217 = &g_59.f8;
    uint16_t * const *l_1216 = &l_1217;
    int32_t l_1242 = 0x49BE81ABL;
    int16_t l_1245 = 0x9130L;
    int16_t *l_1246 = &g_558;
    int16_t *l_1247 = &l_1245;
    int16_t *l_1248 = &g_435;
    uint16_t **l_1297 = &g_1220;
    uint16_t ***l_1296 = &l_1297;
    uint32_t *l_1357 = (void*)0;
    uint32_t **l_1356 = &l_1357;
    int32_t **l_1360 = &g_494;
lbl_1303:
    for (g_18 = 16; (g_18 >= 24); g_18 += 5)
    { /* block id: 145 */
        int32_t *l_1171 = &g_59.f3;
        int32_t *l_1172 = &g_953;
        int32_t *l_1173 = &g_953;
        int32_t *l_1174 = &g_59.f3;
        int32_t *l_1175 = (void*)0;
        int32_t *l_1176 = &g_953;
        int32_t l_1177 = 0x37BFE666L;
        int32_t *l_1178 = &l_1177;
        int32_t *l_1179 = &g_953;
        int32_t *l_1180 = &g_953;
        int32_t *l_1181 = (void*)0;
        int32_t *l_1182 = &l_1177;
        int32_t *l_1183 = (void*)0;
        int32_t *l_1184 = &g_953;
        int32_t l_1185 = 0L;
        int32_t *l_1186 = &g_59.f3;
        int32_t *l_1187 = &g_953;
        int32_t *l_1188 = &g_59.f3;
        int32_t *l_1189 = &g_59.f3;
        int32_t l_1190 = 1L;
        int32_t *l_1191 = (void*)0;
        int32_t *l_1192 = &l_1185;
        int32_t *l_1193 = &l_1185;
        int32_t l_1194 = 0x9085800BL;
        int32_t *l_1195 = &g_59.f3;
        int32_t *l_1196 = &g_953;
        int32_t *l_1197 = (void*)0;
        int32_t l_1198 = (-2L);
        int32_t *l_1199 = (void*)0;
        int32_t *l_1200 = &g_59.f3;
        int32_t *l_1201 = &g_953;
        int32_t *l_1202 = &l_1194;
        int32_t *l_1203 = &l_1198;
        int32_t *l_1204 = &l_1185;
        int32_t *l_1205 = &g_953;
        int32_t *l_1206 = &l_1177;
        int32_t l_1207 = 0x4C8F0780L;
        int32_t *l_1208 = (void*)0;
        int32_t *l_1209 = (void*)0;
        int32_t *l_1210 = (void*)0;
        int32_t *l_1211 = &l_1207;
        int32_t *l_1212 = &l_1194;
        uint64_t l_1213 = 1UL;
        --l_1213;
        (*g_493) = (void*)0;
        (*g_1218) = l_1216;
        if ((*l_1171))
            continue;
    }
    if (((int32_t)0L + (int32_t)((int16_t)((*l_1248) |= ((*l_1247) = ((int16_t)(((~(((int16_t)((*l_1246) = ((((uint16_t)(((int8_t)(*g_32) << (int8_t)1) != p_8) / (uint16_t)(((int8_t)p_8 % (int8_t)248UL) , ((int16_t)((((int16_t)((uint16_t)((*l_1217) &= ((l_1242 | ((int8_t)(0x8449L || ((1UL | (p_8 ^ 1UL)) > 0xF1DF1F3AL)) << (int8_t)p_11)) & l_1242)) << (uint16_t)p_9) % (int16_t)l_1242) < l_1242) == 4294967287UL) << (int16_t)l_1242))) == 0x6BC04355L) ^ l_1245)) >> (int16_t)8) != 0xD1L)) | g_2) , (-9L)) * (int16_t)g_87.f1))) % (int16_t)g_86)))
    { /* block id: 155 */
        int32_t ***l_1249 = &g_493;
        uint32_t ***l_1282 = (void*)0;
        (*g_1250) = l_1249;
        for (g_59.f5 = (-6); (g_59.f5 == (-2)); g_59.f5++)
        { /* block id: 159 */
            uint16_t l_1259 = 0xE3E7L;
            uint32_t *l_1264 = &g_59.f0;
            int32_t l_1267 = 0xC887C68FL;
            (**l_1249) = (**g_492);
            (*g_912) &= ((uint16_t)((uint8_t)255UL % (uint8_t)1L) / (uint16_t)((int16_t)((l_1259 | ((uint16_t)(l_1267 = (((uint8_t)p_10 * (uint8_t)((l_1245 && (((*l_1264) |= p_9) <= 4294967293UL)) || ((p_8 & ((int8_t)((l_1242 | (**g_1219)) ^ (-1L)) + (int8_t)l_1245)) , g_444))) ^ p_10)) * (uint16_t)(**g_1219))) == 0x07L) >> (int16_t)p_7));
            g_1269 = ((l_1267 && p_9) , g_1268);
            for (l_1259 = 0; (l_1259 != 46); ++l_1259)
            { /* block id: 167 */
                uint32_t l_1285 = 18446744073709551615UL;
                int32_t *l_1294 = &l_1267;
                int32_t *l_1298 = &g_1269.f3;
                (*l_1298) ^= (((uint8_t)0x78L - (uint8_t)p_8) > (((int8_t)(*g_32) << (int8_t)1) < ((&g_1219 != ((((int8_t)(((uint32_t)(((g_1280 != l_1282) <= ((((uint16_t)((l_1285 == ((uint64_t)((((*l_1264) = g_520) > ((*l_1294) = ((*g_912) = ((int64_t)(((((uint64_t)((int8_t)p_7 % (int8_t)l_1285) % (uint64_t)p_7) < l_1259) > l_1259) , p_8) % (int64_t)l_1259)))) ^ p_9) % (uint64_t)g_1168)) ^ 0x2FEA3223L) / (uint16_t)65528UL) , l_1242) >= l_1259)) | p_11) / (uint32_t)p_8) >= l_1259) - (int8_t)0xE2L) , g_1295) , l_1296)) >= g_1269.f5)));
            }
        }
        (*g_493) = &l_1242;
    }
    else
    { /* block id: 175 */
        uint16_t *l_1330 = &g_59.f8;
        int32_t l_1359 = (-1L);
        int32_t ***l_1361 = &l_1360;
        int8_t **l_1367 = (void*)0;
        int8_t ***l_1366 = &l_1367;
        uint64_t *l_1370 = &g_1269.f2;
        uint32_t *l_1373 = &g_1269.f0;
        for (g_558 = (-23); (g_558 == (-30)); g_558--)
        { /* block id: 178 */
            const uint16_t *l_1302 = &g_1268.f8;
            const uint16_t **l_1301 = &l_1302;
            int32_t l_1335 = 0x950E6343L;
            uint32_t *l_1355 = &g_520;
            uint32_t **l_1354 = &l_1355;
            int32_t l_1358 = (-1L);
            if (((((*l_1296) = &g_1220) == l_1301) , l_1242))
            { /* block id: 180 */
                if (g_59.f5)
                    goto lbl_1303;
            }
            else
            { /* block id: 182 */
                uint16_t l_1318 = 0x3E78L;
                l_1242 = 9L;
                if (p_11)
                { /* block id: 184 */
                    int32_t *l_1304 = &l_1242;
                    int32_t *l_1305 = &g_1268.f3;
                    int32_t *l_1306 = &g_1268.f3;
                    int32_t *l_1307 = (void*)0;
                    int32_t l_1308 = 0x0029BC17L;
                    int32_t *l_1309 = &g_1268.f3;
                    int32_t *l_1310 = &g_59.f3;
                    int32_t *l_1311 = &g_1268.f3;
                    int32_t *l_1312 = (void*)0;
                    int32_t *l_1313 = &l_1242;
                    int32_t *l_1314 = &g_1269.f3;
                    int32_t *l_1315 = &g_1268.f3;
                    int32_t *l_1316 = &l_1308;
                    int32_t *l_1317 = &g_953;
                    int64_t *l_1325 = &g_59.f4;
                    uint32_t *l_1342 = (void*)0;
                    uint32_t *l_1343 = &g_520;
                    uint8_t *l_1352 = &g_1168;
                    (*g_912) = l_1245;
                    if (p_7)
                        continue;
                    l_1318--;
                    l_1358 &= ((((((uint64_t)((int16_t)(((*l_1325) |= p_8) & ((uint8_t)((*g_37) , ((uint8_t)((((void*)0 != l_1330) | (((uint16_t)((((int32_t)l_1335 + (int32_t)(((((int8_t)p_10 + (int8_t)((uint8_t)((int8_t)0xCDL / (int8_t)((g_889 = ((++(*l_1343)) , ((*l_1352) ^= ((uint8_t)(((uint64_t)0xF2927388E632CFFDLL + (uint64_t)((int64_t)g_1295.f8 + (int64_t)(*l_1304))) && (**g_1219)) * (uint8_t)p_9)))) & 0x6FL)) >> (uint8_t)l_1318)) > (-1L)) , g_1353) , 1L)) , l_1354) != l_1356) * (uint16_t)0x3A0AL) == 0xA2E5C5F0750F30FFLL)) , l_1318) >> (uint8_t)3)) << (uint8_t)(*g_32))) % (int16_t)p_11) + (uint64_t)g_59.f5) , 0xE9L) & 0x74L) | (*g_32)) <= 0x6310BEA4L);
                }
                else
                { /* block id: 193 */
                    (*g_493) = (*g_493);
                }
                p_9 ^= l_1359;
                if (l_1318)
                    break;
            }
        }
        (*g_911) = &p_9;
        l_1242 = (((**g_491) == ((*l_1361) = l_1360)) ^ (((int64_t)((((uint8_t)g_1269.f1 % (uint8_t)g_435) ^ ((((*l_1370) = (l_1366 == (g_1368 = (void*)0))) < ((int32_t)((void*)0 == (*l_1366)) - (int32_t)((*l_1373) = (l_1242 , p_9)))) != 1UL)) & 4294967295UL) - (int64_t)1L) , l_1242));
    }
    return g_1268.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_36 g_37 g_33 g_59.f2 g_59.f5 g_59.f4 g_81 g_59.f3 g_59.f8 g_59.f0 g_87 g_2 g_82.f2 g_117 g_32 g_477 g_59.f1 g_491 g_82 g_435 g_88.f6 g_520 g_59.f7 g_494 g_59.f6 g_558 g_878 g_880 g_881 g_890 g_492 g_493 g_911 g_918 g_1125 g_627
 * writes: g_36 g_33 g_59.f3 g_86 g_88 g_59.f8 g_59.f4 g_59.f0 g_435 g_520 g_879 g_889 g_890 g_59.f7 g_494 g_912 g_918 g_1125
 */
static const uint16_t  func_26(int8_t * p_27, int8_t * p_28, int32_t  p_29, uint16_t  p_30, uint64_t  p_31)
{ /* block id: 5 */
    int32_t l_70 = (-1L);
    int32_t l_72 = (-1L);
    int32_t l_921 = 0xD2B7819FL;
    int32_t l_978 = 0xE5043ED0L;
    int32_t l_994 = 1L;
    int32_t l_998 = 6L;
    int32_t l_1003 = 9L;
    int32_t l_1013 = 0x641B2DF1L;
    int32_t l_1032 = 0x5ED48029L;
    int32_t l_1048 = 0L;
    int32_t l_1076 = (-6L);
    int32_t l_1108 = 0xA19C3F3FL;
    int32_t l_1112 = 0x3BD3BD85L;
    const uint32_t *l_1164 = (void*)0;
    const uint32_t **l_1163 = &l_1164;
    const uint32_t ***l_1165 = &l_1163;
    for (p_31 = 0; (p_31 < 19); ++p_31)
    { /* block id: 8 */
        struct S1 *l_58 = &g_59;
        int32_t l_71 = 9L;
        uint8_t l_73 = 0x70L;
        int32_t l_923 = 0x68F0B6BEL;
        int32_t l_943 = (-1L);
        int32_t l_946 = 0x05D67222L;
        int32_t l_957 = (-1L);
        int32_t l_972 = 1L;
        int32_t l_977 = 0x08618C5FL;
        int32_t l_981 = 0xBA58C7C7L;
        int32_t l_987 = 4L;
        int32_t l_1005 = 0xF7961D5FL;
        int32_t l_1008 = 8L;
        int64_t l_1033 = 0xCB5E790A7A44D219LL;
        int32_t *l_1128 = &l_1005;
        (*g_37) = g_36;
        for (p_30 = 0; (p_30 == 27); p_30++)
        { /* block id: 12 */
            uint32_t *l_904 = (void*)0;
            uint32_t *l_905 = (void*)0;
            uint32_t *l_906 = &g_59.f7;
            struct S1 *l_915 = (void*)0;
            const uint64_t l_916 = 0x0DE7AC40E292644BLL;
            int32_t l_922 = (-4L);
            int32_t *l_924 = &g_59.f3;
            int32_t *l_925 = &l_923;
            int32_t *l_926 = &l_923;
            int32_t *l_927 = &l_72;
            int32_t *l_928 = (void*)0;
            int32_t *l_929 = (void*)0;
            int32_t *l_930 = &l_923;
            int32_t *l_931 = &g_59.f3;
            int32_t *l_932 = &l_72;
            int32_t *l_933 = (void*)0;
            int32_t *l_934 = &l_922;
            int32_t *l_935 = &l_72;
            int32_t *l_936 = (void*)0;
            int32_t *l_937 = &l_922;
            int32_t *l_938 = &l_923;
            int32_t *l_939 = (void*)0;
            int32_t *l_940 = &l_923;
            int32_t *l_941 = &l_923;
            int32_t *l_942 = &l_922;
            int32_t *l_944 = &l_921;
            int32_t *l_945 = (void*)0;
            int32_t *l_947 = (void*)0;
            int32_t *l_948 = &l_923;
            int32_t *l_949 = &l_943;
            int32_t *l_950 = (void*)0;
            int32_t *l_951 = &l_943;
            int32_t *l_952 = &l_943;
            int32_t *l_954 = &l_923;
            int32_t *l_955 = &l_946;
            int32_t *l_956 = &l_72;
            int32_t *l_958 = &l_946;
            int32_t *l_959 = (void*)0;
            int32_t *l_960 = (void*)0;
            int32_t *l_961 = (void*)0;
            int32_t *l_962 = &l_72;
            int32_t *l_963 = (void*)0;
            int32_t *l_964 = &l_922;
            int32_t *l_965 = &g_59.f3;
            int32_t *l_966 = &g_59.f3;
            int32_t *l_967 = (void*)0;
            int32_t l_968 = (-1L);
            int32_t *l_969 = &g_953;
            int32_t *l_970 = &l_943;
            int32_t *l_971 = &g_59.f3;
            int32_t l_973 = 0x0A55C250L;
            int32_t *l_974 = &l_957;
            int32_t *l_975 = &g_59.f3;
            int32_t *l_976 = (void*)0;
            int32_t *l_979 = &g_59.f3;
            int32_t *l_980 = &l_978;
            int32_t *l_982 = &l_946;
            int32_t *l_983 = &l_977;
            int32_t *l_984 = &l_957;
            int32_t *l_985 = &l_943;
            int32_t *l_986 = &l_972;
            int32_t *l_988 = &l_978;
            int32_t *l_989 = &g_59.f3;
            int32_t *l_990 = (void*)0;
            int32_t *l_991 = (void*)0;
            int32_t *l_992 = &l_922;
            int32_t *l_993 = &g_953;
            int32_t *l_995 = (void*)0;
            int32_t *l_996 = &l_921;
            int32_t *l_997 = (void*)0;
            int32_t *l_999 = &l_998;
            int32_t *l_1000 = &g_953;
            int32_t *l_1001 = &l_994;
            int32_t *l_1002 = &l_957;
            int32_t *l_1004 = &l_957;
            int32_t *l_1006 = &l_72;
            int32_t *l_1007 = (void*)0;
            int32_t *l_1009 = &l_994;
            int32_t *l_1010 = &l_946;
            int32_t *l_1011 = &l_921;
            int32_t *l_1012 = &l_921;
            int32_t *l_1014 = &l_957;
            int32_t *l_1015 = &l_943;
            int32_t *l_1016 = &l_973;
            int32_t *l_1017 = &l_1013;
            int32_t *l_1018 = &l_1003;
            int32_t *l_1019 = &l_977;
            int32_t *l_1020 = &l_987;
            int32_t *l_1021 = &l_973;
            int32_t *l_1022 = (void*)0;
            int32_t *l_1023 = (void*)0;
            int32_t *l_1024 = &l_921;
            int32_t *l_1025 = (void*)0;
            int32_t *l_1026 = &l_923;
            int32_t *l_1027 = &l_922;
            int32_t *l_1028 = &l_981;
            int32_t *l_1029 = &l_987;
            int32_t *l_1030 = (void*)0;
            int32_t *l_1031 = &l_946;
            int32_t *l_1034 = &l_922;
            int32_t *l_1035 = &l_973;
            int32_t *l_1036 = &l_972;
            int32_t *l_1037 = (void*)0;
            int32_t *l_1038 = &l_977;
            int32_t *l_1039 = &l_998;
            int32_t *l_1040 = &l_994;
            int32_t *l_1041 = &l_972;
            int32_t *l_1042 = &l_943;
            int32_t *l_1043 = &l_972;
            int32_t *l_1044 = &l_973;
            int32_t *l_1045 = (void*)0;
            int32_t *l_1046 = &l_957;
            int32_t *l_1047 = &l_978;
            int32_t *l_1049 = &l_1032;
            int32_t *l_1050 = &l_981;
            int32_t *l_1051 = &l_921;
            int32_t *l_1052 = &l_987;
            int32_t *l_1053 = &l_1013;
            int32_t *l_1054 = (void*)0;
            int32_t *l_1055 = &l_1003;
            int32_t *l_1056 = (void*)0;
            int32_t *l_1057 = &l_968;
            int32_t *l_1058 = &l_1013;
            int32_t *l_1059 = (void*)0;
            int32_t *l_1060 = &l_921;
            int32_t *l_1061 = &l_1013;
            int32_t *l_1062 = &l_1048;
            int32_t *l_1063 = &g_59.f3;
            int32_t *l_1064 = (void*)0;
            int32_t *l_1065 = &l_1005;
            int32_t *l_1066 = &l_921;
            int32_t l_1067 = 0x81FA573FL;
            int32_t *l_1068 = &l_921;
            int32_t *l_1069 = &l_1032;
            int32_t *l_1070 = &l_968;
            int32_t *l_1071 = &l_968;
            int32_t *l_1072 = &g_59.f3;
            int32_t *l_1073 = &l_973;
            int32_t *l_1074 = &l_1067;
            int32_t *l_1075 = &l_1048;
            int32_t *l_1077 = &l_1005;
            int32_t *l_1078 = &l_946;
            int32_t *l_1079 = &l_946;
            int32_t *l_1080 = &l_987;
            int32_t *l_1081 = (void*)0;
            int32_t l_1082 = 1L;
            int32_t *l_1083 = &l_1008;
            int32_t *l_1084 = &l_943;
            int32_t *l_1085 = &l_972;
            int32_t *l_1086 = &l_981;
            int32_t *l_1087 = &l_72;
            int32_t *l_1088 = &l_1082;
            int32_t *l_1089 = &l_1013;
            int32_t *l_1090 = &l_943;
            int32_t *l_1091 = &l_957;
            int32_t *l_1092 = &l_998;
            int32_t *l_1093 = (void*)0;
            int32_t *l_1094 = &l_1048;
            int32_t *l_1095 = &l_1013;
            int32_t *l_1096 = &l_1013;
            int32_t *l_1097 = &l_1013;
            int32_t *l_1098 = &g_953;
            int32_t *l_1099 = (void*)0;
            int32_t l_1100 = 1L;
            int32_t *l_1101 = &l_973;
            int32_t *l_1102 = &l_1005;
            int32_t *l_1103 = &l_946;
            int32_t *l_1104 = &l_987;
            int32_t *l_1105 = &g_953;
            int32_t *l_1106 = &l_1100;
            int32_t *l_1107 = &l_1076;
            int32_t *l_1109 = &l_1008;
            int32_t *l_1110 = &l_994;
            int32_t *l_1111 = &l_922;
            int32_t l_1113 = 0L;
            int32_t *l_1114 = &l_1003;
            int32_t *l_1115 = &l_1100;
            int32_t *l_1116 = &l_946;
            int32_t *l_1117 = &l_943;
            int32_t *l_1118 = (void*)0;
            int32_t *l_1119 = &l_1113;
            int32_t *l_1120 = &l_1003;
            int32_t *l_1121 = &l_943;
            int32_t *l_1122 = (void*)0;
            int32_t *l_1123 = &l_1112;
            int32_t *l_1124 = (void*)0;
            l_922 = (l_921 |= func_40(func_44(((*l_906) = (((uint16_t)p_30 * (uint16_t)(((uint8_t)251UL - (uint8_t)func_52(l_58, (~(~func_62((((int16_t)l_70 * (int16_t)((((((l_70 <= (-7L)) ^ (g_33 | ((((l_72 = l_71) & 0x9B7B3FA8726ABE92LL) && g_59.f2) == p_31))) >= p_31) | p_29) | l_71) , g_59.f5)) != g_59.f4), p_29, p_29, l_73, p_27))), g_880, g_59.f1, p_28)) || (-1L))) < l_70)), g_880, l_58), l_915, l_916));
            --g_1125;
            l_1128 = &l_981;
        }
    }
    l_921 |= ((uint64_t)(0x67186DB6L > 0x92658B9CL) / (uint64_t)((l_1032 ^= ((!((uint32_t)((uint8_t)l_1048 * (uint8_t)((uint16_t)(p_30 = (+(((uint32_t)(+g_627) - (uint32_t)(-(int32_t)p_29)) , ((((int16_t)((uint16_t)((int16_t)(((uint16_t)((int8_t)(((uint16_t)((uint8_t)0x39L >> (uint8_t)g_477.f3) % (uint16_t)((int8_t)((int8_t)(*g_32) - (int8_t)(((int32_t)(((*l_1165) = l_1163) != (void*)0) + (int32_t)p_31) ^ p_30)) * (int8_t)(*p_28))) , l_978) + (int8_t)p_29) * (uint16_t)g_1125) , l_998) % (int16_t)l_72) - (uint16_t)0xEEDDL) / (int16_t)0xBD28L) != l_70) & g_33)))) >> (uint16_t)l_994)) + (uint32_t)g_33)) <= 0xCA30L)) || l_72));
    return g_117.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_918 g_493 g_2
 * writes: g_918 g_494
 */
static int32_t  func_40(uint64_t  p_41, struct S1 * p_42, const int8_t  p_43)
{ /* block id: 126 */
    int32_t *l_917 = &g_2;
    uint64_t * volatile * volatile *l_920 = &g_918;
    l_917 = l_917;
    (*l_920) = g_918;
    (*g_493) = l_917;
    return (*l_917);
}


/* ------------------------------------------ */
/* 
 * reads : g_491 g_492 g_493 g_911 g_494 g_59.f7
 * writes: g_494 g_912
 */
static uint64_t  func_44(uint32_t  p_45, struct S1 * p_46, struct S1 * p_47)
{ /* block id: 117 */
    uint8_t l_907 = 0xE2L;
    int32_t *l_908 = &g_59.f3;
    int32_t *l_909 = &g_59.f3;
    int32_t **l_914 = &l_909;
    (*g_911) = ((l_907 | p_45) , (l_909 = (l_908 = ((***g_491) = l_908))));
    (*l_914) = ((*g_493) = (***g_491));
    (*l_914) = (*l_914);
    return g_59.f7;
}


/* ------------------------------------------ */
/* 
 * reads : g_881 g_33 g_890 g_82.f2 g_82.f1 g_59.f3 g_32
 * writes: g_59.f3 g_33 g_889 g_890 g_59.f8
 */
static const int8_t  func_52(struct S1 * p_53, int16_t  p_54, struct S1 * p_55, int16_t  p_56, int8_t * p_57)
{ /* block id: 101 */
    const uint32_t l_882 = 0x4EA68FB3L;
    int32_t l_883 = 0x81DB2D72L;
    uint8_t *l_888 = &g_889;
    uint16_t *l_893 = (void*)0;
    uint16_t *l_894 = &g_59.f8;
    uint32_t *l_896 = &g_59.f0;
    uint32_t **l_895 = &l_896;
    int32_t *l_897 = &g_59.f3;
    (*g_881) = (p_53 == (void*)0);
lbl_903:
    (*l_897) &= (l_882 > ((p_54 , (((l_883 = l_882) < (((int32_t)((g_890 &= ((int8_t)((*p_57) = (*p_57)) << (int8_t)(((void*)0 == &g_87) , ((*l_888) = p_56)))) < p_56) - (int32_t)(((uint16_t)(((*l_894) = g_82.f2) , l_882) * (uint16_t)l_882) >= p_54)) , g_82.f1)) , (void*)0)) != l_895));
    for (g_33 = 0; (g_33 > (-5)); g_33--)
    { /* block id: 111 */
        uint32_t l_900 = 4294967295UL;
        --l_900;
        if (p_54)
            goto lbl_903;
    }
    return (*g_32);
}


/* ------------------------------------------ */
/* 
 * reads : g_33 g_36.f5 g_81 g_59.f2 g_59.f3 g_59.f8 g_59.f0 g_87 g_59.f4 g_2 g_82.f2 g_117 g_32 g_477 g_59.f1 g_491 g_82 g_36.f1 g_435 g_88.f6 g_520 g_59.f7 g_494 g_59.f6 g_558 g_878
 * writes: g_33 g_59.f3 g_86 g_88 g_59.f8 g_59.f4 g_59.f0 g_435 g_520 g_879
 */
static int32_t  func_62(uint64_t  p_63, uint8_t  p_64, int16_t  p_65, uint32_t  p_66, int8_t * p_67)
{ /* block id: 14 */
    uint64_t l_99 = 0xBB8C65540566F1E8LL;
    int32_t l_145 = 0x5E95B669L;
    int32_t l_205 = (-9L);
    int32_t l_231 = 0xBF792429L;
    int32_t l_279 = (-1L);
    int32_t l_290 = (-1L);
    int32_t l_292 = (-2L);
    int64_t l_304 = 0x7C23372F705CCF7FLL;
    int32_t l_315 = (-1L);
    int32_t l_318 = (-6L);
    int32_t l_417 = 0xD21A56CEL;
    int32_t l_429 = 0x554DE583L;
    int32_t l_437 = (-1L);
    int32_t l_439 = 1L;
    int32_t l_442 = (-1L);
    int32_t l_453 = 0x69A76FBAL;
    int32_t l_456 = (-1L);
    int32_t l_459 = 0x61B92BA6L;
    int8_t * const *l_476 = (void*)0;
    uint8_t l_482 = 1UL;
    int32_t l_712 = (-1L);
    int32_t l_792 = (-8L);
    for (g_33 = 0; (g_33 != 16); g_33 += 8)
    { /* block id: 17 */
        const uint64_t l_80 = 18446744073709551608UL;
        int32_t *l_83 = &g_59.f3;
        int32_t l_84 = 3L;
        int8_t *l_85 = &g_86;
        int32_t l_125 = 2L;
        int32_t l_164 = (-1L);
        int32_t l_180 = (-2L);
        uint64_t l_320 = 0xA5956B61A9CCBCD5LL;
        int32_t *l_323 = &l_205;
        int32_t *l_324 = &l_145;
        int32_t *l_325 = &l_290;
        int32_t *l_326 = &l_164;
        int32_t *l_327 = &l_292;
        int32_t *l_328 = &l_125;
        int32_t *l_329 = &l_205;
        int32_t *l_330 = &l_318;
        int32_t *l_331 = &l_125;
        int32_t *l_332 = &l_279;
        int32_t *l_333 = (void*)0;
        int32_t *l_334 = &l_292;
        int32_t *l_335 = &l_279;
        int32_t *l_336 = &l_180;
        int32_t *l_337 = (void*)0;
        int32_t *l_338 = &l_205;
        int32_t *l_339 = &g_59.f3;
        int32_t *l_340 = &l_164;
        int32_t *l_341 = &g_59.f3;
        int32_t *l_342 = &g_59.f3;
        int32_t *l_343 = &l_318;
        int32_t *l_344 = &l_205;
        int32_t *l_345 = &g_59.f3;
        int32_t *l_346 = &g_59.f3;
        int32_t *l_347 = &l_205;
        int32_t *l_348 = (void*)0;
        int32_t *l_349 = &l_290;
        int32_t *l_350 = &l_231;
        int32_t *l_351 = &g_59.f3;
        int32_t *l_352 = (void*)0;
        int32_t *l_353 = (void*)0;
        int32_t *l_354 = &l_205;
        int32_t *l_355 = &l_315;
        int32_t *l_356 = &g_59.f3;
        int32_t *l_357 = &l_315;
        int32_t *l_358 = &l_125;
        int32_t *l_359 = (void*)0;
        int32_t *l_360 = &l_145;
        int32_t *l_361 = &l_205;
        int32_t *l_362 = (void*)0;
        int32_t *l_363 = &l_290;
        int32_t *l_364 = &l_145;
        int32_t *l_365 = (void*)0;
        int32_t *l_366 = &l_290;
        int32_t *l_367 = &l_315;
        int32_t *l_368 = (void*)0;
        int32_t *l_369 = &l_292;
        int32_t *l_370 = &l_145;
        int32_t *l_371 = &l_315;
        int32_t *l_372 = (void*)0;
        int32_t *l_373 = &l_292;
        int32_t *l_374 = &l_315;
        int32_t *l_375 = &l_290;
        int32_t *l_376 = &l_125;
        int32_t *l_377 = &l_145;
        int32_t *l_378 = &l_290;
        int32_t *l_379 = &l_125;
        int32_t *l_380 = &l_292;
        int32_t *l_381 = &g_59.f3;
        int32_t *l_382 = &l_231;
        int32_t *l_383 = (void*)0;
        int32_t *l_384 = &l_315;
        int32_t *l_385 = (void*)0;
        int32_t *l_386 = &l_205;
        int32_t *l_387 = (void*)0;
        int32_t *l_388 = &l_164;
        int32_t *l_389 = &l_315;
        int32_t *l_390 = &l_279;
        int32_t *l_391 = (void*)0;
        int32_t *l_392 = &g_59.f3;
        int32_t *l_393 = (void*)0;
        int32_t *l_394 = &l_290;
        int32_t *l_395 = (void*)0;
        int32_t *l_396 = &l_279;
        int32_t l_397 = 0x99871A79L;
        int32_t *l_398 = (void*)0;
        int32_t *l_399 = &l_164;
        int32_t *l_400 = (void*)0;
        int32_t *l_401 = &g_59.f3;
        int32_t *l_402 = &l_292;
        int32_t *l_403 = &l_279;
        int32_t *l_404 = &l_231;
        int32_t *l_405 = &l_292;
        int32_t *l_406 = &l_164;
        int32_t *l_407 = &l_318;
        int32_t *l_408 = &l_292;
        int32_t *l_409 = &l_180;
        int32_t *l_410 = &l_205;
        int32_t l_411 = 0x54B2A351L;
        int32_t l_412 = (-10L);
        int32_t *l_413 = &l_290;
        int32_t *l_414 = &l_290;
        int32_t *l_415 = &l_205;
        int32_t *l_416 = (void*)0;
        int32_t *l_418 = &l_412;
        int32_t *l_419 = &l_231;
        int32_t *l_420 = &l_205;
        int32_t *l_421 = (void*)0;
        int32_t *l_422 = &l_411;
        int32_t *l_423 = &g_59.f3;
        int32_t *l_424 = &l_315;
        int32_t *l_425 = &l_205;
        int32_t *l_426 = &l_205;
        int32_t *l_427 = &l_417;
        int32_t *l_428 = &l_164;
        int32_t *l_430 = &l_318;
        int32_t *l_431 = &l_205;
        int32_t *l_432 = &l_315;
        int32_t *l_433 = &l_318;
        int32_t *l_434 = &l_125;
        int32_t *l_436 = &l_125;
        int32_t *l_438 = &l_205;
        int32_t *l_440 = &l_437;
        int32_t *l_441 = &l_318;
        int32_t *l_443 = &l_290;
        int32_t *l_445 = &l_437;
        int32_t *l_446 = &l_125;
        int32_t *l_447 = &l_397;
        int32_t *l_448 = (void*)0;
        int32_t *l_449 = &l_279;
        int32_t *l_450 = (void*)0;
        int32_t *l_451 = &l_411;
        int32_t *l_452 = (void*)0;
        int32_t *l_454 = (void*)0;
        int32_t *l_455 = &l_417;
        int32_t *l_457 = &l_205;
        int32_t *l_458 = &l_231;
        int32_t *l_460 = (void*)0;
        int32_t *l_461 = &l_315;
        int32_t *l_462 = (void*)0;
        int32_t *l_463 = &l_164;
        int32_t *l_464 = &l_292;
        uint16_t l_465 = 65535UL;
        if (((uint16_t)((g_36.f5 > p_63) & ((*l_85) = ((int16_t)(l_80 && ((void*)0 != g_81)) + (int16_t)((((l_80 ^ l_80) , g_59.f2) && (((*l_83) &= p_64) & g_59.f8)) == l_84)))) % (uint16_t)g_59.f0))
        { /* block id: 20 */
            g_88 = g_87;
        }
        else
        { /* block id: 22 */
            uint8_t l_182 = 1UL;
            uint16_t l_193 = 0x10E1L;
            int32_t ****l_194 = (void*)0;
            int32_t **l_196 = &l_83;
            int32_t ***l_195 = &l_196;
            int64_t *l_201 = (void*)0;
            int64_t *l_202 = &g_59.f4;
            int32_t *l_203 = (void*)0;
            int32_t *l_204 = &l_125;
            int32_t *l_206 = &l_164;
            int32_t *l_207 = &l_164;
            int32_t *l_208 = (void*)0;
            int32_t *l_209 = (void*)0;
            int32_t *l_210 = (void*)0;
            int32_t *l_211 = &l_125;
            int32_t *l_212 = (void*)0;
            int32_t *l_213 = &l_125;
            int32_t *l_214 = (void*)0;
            int32_t *l_215 = &l_164;
            int32_t *l_216 = &l_125;
            int32_t *l_217 = (void*)0;
            int32_t *l_218 = &l_145;
            int32_t *l_219 = &l_164;
            int32_t *l_220 = &l_180;
            int32_t l_221 = 0L;
            int32_t *l_222 = &l_180;
            int32_t *l_223 = &l_125;
            int32_t l_224 = 5L;
            int32_t *l_225 = &l_224;
            int32_t *l_226 = (void*)0;
            int32_t *l_227 = &l_224;
            int32_t *l_228 = &g_59.f3;
            int32_t *l_229 = &g_59.f3;
            int32_t *l_230 = (void*)0;
            int32_t *l_232 = (void*)0;
            int32_t *l_233 = &l_180;
            int32_t *l_234 = &l_231;
            int32_t *l_235 = &l_221;
            int32_t *l_236 = &l_231;
            int32_t *l_237 = &l_164;
            int32_t *l_238 = &l_164;
            int32_t *l_239 = &l_164;
            int32_t *l_240 = &g_59.f3;
            int32_t *l_241 = (void*)0;
            int32_t *l_242 = &l_221;
            int32_t *l_243 = &l_164;
            int32_t *l_244 = (void*)0;
            int32_t *l_245 = &l_231;
            int32_t *l_246 = &l_205;
            int32_t *l_247 = &l_231;
            int32_t *l_248 = &l_180;
            int32_t *l_249 = &l_145;
            int32_t *l_250 = &l_224;
            int32_t *l_251 = &l_125;
            int32_t *l_252 = (void*)0;
            int32_t *l_253 = &l_125;
            int32_t *l_254 = &l_180;
            int32_t *l_255 = &l_221;
            int32_t *l_256 = &l_125;
            int32_t *l_257 = &l_224;
            int32_t *l_258 = &g_59.f3;
            int32_t *l_259 = &l_231;
            int32_t *l_260 = (void*)0;
            int32_t *l_261 = &l_224;
            int32_t *l_262 = &l_125;
            int32_t *l_263 = &l_125;
            int32_t *l_264 = &g_59.f3;
            int32_t *l_265 = (void*)0;
            int32_t *l_266 = (void*)0;
            int32_t *l_267 = &l_145;
            int32_t *l_268 = &l_224;
            int32_t *l_269 = &l_224;
            int32_t *l_270 = &g_59.f3;
            int32_t *l_271 = &l_205;
            int32_t *l_272 = &g_59.f3;
            int32_t *l_273 = (void*)0;
            int32_t *l_274 = (void*)0;
            int32_t *l_275 = (void*)0;
            int32_t *l_276 = &l_231;
            int32_t *l_277 = (void*)0;
            int32_t *l_278 = &l_125;
            int32_t *l_280 = &l_145;
            int32_t *l_281 = (void*)0;
            int32_t *l_282 = &l_164;
            int32_t *l_283 = (void*)0;
            int32_t *l_284 = (void*)0;
            int32_t *l_285 = &l_164;
            int32_t *l_286 = &l_279;
            int32_t *l_287 = &l_125;
            int32_t *l_288 = &l_221;
            int32_t *l_289 = &l_125;
            int32_t *l_291 = &l_164;
            int32_t *l_293 = &l_164;
            int32_t *l_294 = &l_205;
            int32_t *l_295 = &l_205;
            int32_t *l_296 = &l_292;
            int32_t *l_297 = &l_205;
            int32_t *l_298 = &l_205;
            int32_t *l_299 = &l_292;
            int32_t *l_300 = &l_279;
            int32_t *l_301 = &l_145;
            int32_t *l_302 = (void*)0;
            int32_t *l_303 = &l_221;
            int32_t *l_305 = &l_180;
            int32_t *l_306 = (void*)0;
            int32_t *l_307 = &l_145;
            int32_t *l_308 = &l_125;
            int32_t *l_309 = &l_224;
            int32_t *l_310 = &l_231;
            int32_t *l_311 = (void*)0;
            int32_t *l_312 = &l_279;
            int32_t *l_313 = &l_292;
            int32_t *l_314 = &l_205;
            int32_t *l_316 = &l_292;
            int32_t *l_317 = &l_221;
            int32_t *l_319 = &l_205;
            for (g_59.f8 = 0; (g_59.f8 <= 3); g_59.f8++)
            { /* block id: 25 */
                int16_t l_105 = 3L;
                int32_t *l_124 = (void*)0;
                int32_t *l_126 = &g_59.f3;
                int32_t *l_127 = &g_59.f3;
                int32_t *l_128 = (void*)0;
                int32_t *l_129 = &l_125;
                int32_t *l_130 = (void*)0;
                int32_t *l_131 = &l_125;
                int32_t *l_132 = &g_59.f3;
                int32_t *l_133 = &g_59.f3;
                int32_t *l_134 = &l_125;
                int32_t *l_135 = &g_59.f3;
                int32_t *l_136 = &l_125;
                int32_t *l_137 = &g_59.f3;
                int32_t *l_138 = &l_125;
                int32_t *l_139 = &l_125;
                int32_t *l_140 = (void*)0;
                int32_t *l_141 = &l_125;
                int32_t *l_142 = &g_59.f3;
                int32_t *l_143 = &g_59.f3;
                int32_t *l_144 = &l_125;
                int32_t *l_146 = &l_145;
                int32_t *l_147 = &l_125;
                int32_t *l_148 = &l_125;
                int32_t *l_149 = &l_125;
                int32_t *l_150 = &l_145;
                int32_t *l_151 = &g_59.f3;
                int32_t *l_152 = &l_145;
                int32_t *l_153 = &l_125;
                int32_t *l_154 = &l_145;
                int32_t *l_155 = &l_145;
                int32_t *l_156 = &l_125;
                int32_t *l_157 = &l_125;
                int32_t *l_158 = &g_59.f3;
                int32_t *l_159 = &l_145;
                int32_t *l_160 = &g_59.f3;
                int32_t *l_161 = &g_59.f3;
                int32_t *l_162 = &g_59.f3;
                int32_t *l_163 = &l_145;
                int32_t *l_165 = &l_125;
                int32_t *l_166 = &l_125;
                int32_t *l_167 = (void*)0;
                int32_t l_168 = 1L;
                int32_t *l_169 = (void*)0;
                int32_t *l_170 = &l_168;
                int32_t *l_171 = (void*)0;
                int32_t *l_172 = &g_59.f3;
                int32_t *l_173 = &g_59.f3;
                int32_t *l_174 = (void*)0;
                int32_t *l_175 = &g_59.f3;
                int32_t *l_176 = (void*)0;
                int32_t *l_177 = &g_59.f3;
                int32_t *l_178 = &g_59.f3;
                int32_t *l_179 = &l_168;
                int32_t *l_181 = (void*)0;
                int32_t ****l_185 = (void*)0;
                int32_t **l_188 = &l_141;
                int32_t ***l_187 = &l_188;
                int32_t ****l_186 = &l_187;
                int32_t ***l_190 = &l_188;
                int32_t ****l_189 = &l_190;
                if (((uint16_t)((((int64_t)((uint16_t)(~(-(int8_t)l_99)) << (uint16_t)1) / (int64_t)((int64_t)(g_59.f4 && ((uint8_t)0x5EL % (uint8_t)(l_105 |= (+p_63)))) + (int64_t)g_2)) , ((uint16_t)((uint64_t)l_105 - (uint64_t)g_82.f2) * (uint16_t)(g_81 != g_81))) != 0x082F4DE9L) >> (uint16_t)14))
                { /* block id: 27 */
                    for (l_105 = 24; (l_105 >= (-19)); l_105--)
                    { /* block id: 30 */
                        int32_t **l_112 = &l_83;
                        int8_t **l_114 = &l_85;
                        int8_t ***l_113 = &l_114;
                        (*l_112) = l_83;
                        (*l_113) = &p_67;
                    }
                }
                else
                { /* block id: 34 */
                    int32_t *l_118 = &g_2;
                    for (l_105 = 0; (l_105 < (-2)); --l_105)
                    { /* block id: 37 */
                        int32_t **l_119 = (void*)0;
                        int32_t **l_120 = &l_118;
                        int32_t **l_121 = &l_83;
                        int32_t *l_123 = &g_2;
                        int32_t **l_122 = &l_123;
                        (*l_122) = (g_117 , ((*l_121) = ((*l_120) = l_118)));
                        return g_87.f8;
                    }
                }
                l_182++;
                (*l_189) = ((*l_186) = (void*)0);
            }
            (**l_196) = (((*l_204) |= ((uint64_t)(p_64 , p_63) / (uint64_t)((((l_193 != ((p_65 , (l_195 = (void*)0)) == (void*)0)) , (void*)0) != ((p_66 < ((uint16_t)((((((*l_202) = (((uint16_t)p_64 * (uint16_t)0xDD45L) || 0UL)) , (*g_32)) & 255UL) == l_99) != 0x40D8D5C70F91DEE4LL) >> (uint16_t)(*l_83))) , (void*)0)) & (*g_32)))) & 4294967295UL);
            l_320++;
        }
        ++l_465;
    }
    if ((((int8_t)(((l_304 & 65535UL) , ((((l_231 &= ((int16_t)((l_459 > ((uint8_t)((p_66 , ((int8_t)(((l_476 != (g_477 , &p_67)) > ((int16_t)(((((int16_t)((((l_279 | p_65) | 0xF202E733L) >= 3UL) & 1UL) * (int16_t)l_292) != l_292) || l_315) || p_64) + (int16_t)0x3BC6L)) && g_87.f4) % (int8_t)4UL)) | l_482) * (uint8_t)0xA9L)) > p_63) + (int16_t)p_63)) && 0xD22AC3E5L) , 0xEDB7DDFEL) <= p_65)) , p_64) - (int8_t)1UL) > p_65))
    { /* block id: 57 */
        int32_t *l_483 = &l_456;
        int8_t **l_485 = (void*)0;
        int8_t ***l_484 = &l_485;
        uint32_t *l_495 = &g_59.f0;
        int16_t *l_496 = &g_435;
        uint32_t *l_519 = &g_520;
        uint32_t l_521 = 0xE1BF02F1L;
        int32_t l_522 = 1L;
        int32_t l_532 = 0x94EAE741L;
        uint64_t l_538 = 0xAB5FC413F3DC7762LL;
        (*l_483) = p_66;
        (*l_483) = ((g_117.f4 && (((((*l_484) = &g_32) == &g_32) & (!((void*)0 == &l_483))) || g_59.f1)) & ((int16_t)((*l_496) = (!(((*l_495) = (!(g_491 != (void*)0))) > (-4L)))) * (int16_t)g_59.f4));
        l_522 &= ((uint8_t)p_64 >> (uint8_t)((p_65 > 4UL) & ((((uint8_t)((uint64_t)((int64_t)(((uint32_t)((*l_519) ^= ((((((p_64 || (((((uint16_t)((&p_67 != ((*g_81) , ((g_59.f0 = ((uint8_t)0xB1L + (uint8_t)((int16_t)((0x6EB1L == ((uint64_t)(((uint16_t)(((((*l_483) = (0x29F12BCDFAA73AA5LL ^ g_59.f3)) | 0x4AL) >= 0xC66CCFA5AEBE9E31LL) < 0L) / (uint16_t)g_36.f1) , p_63) % (uint64_t)0x72FE997E5DB75461LL)) != p_66) % (int16_t)l_304))) , &g_32))) ^ 0x75F5708CA354A29ALL) >> (uint16_t)p_66) > g_435) || (*l_483)) <= g_2)) == p_66) ^ 0xDCD4D274L) ^ 0x4181L) , p_66) , g_88.f6)) % (uint32_t)g_59.f7) != l_521) + (int64_t)p_66) / (uint64_t)0xA4540D8EDE5B9BBDLL) >> (uint8_t)3) <= 0x90B8L) < g_59.f7)));
        for (g_33 = 25; (g_33 == 4); --g_33)
        { /* block id: 69 */
            int64_t *l_531 = &l_304;
            int32_t **l_533 = &g_494;
            l_315 &= (((uint64_t)(((int8_t)(0x1DE7L & (((uint8_t)((void*)0 == l_531) / (uint8_t)(((l_532 , l_533) != (void*)0) , ((uint16_t)(((int8_t)(-10L) * (int8_t)(&l_304 != (p_63 , (void*)0))) | l_538) / (uint16_t)p_66))) ^ (**l_533))) * (int8_t)253UL) == g_87.f4) + (uint64_t)p_65) || (**l_533));
        }
    }
    else
    { /* block id: 72 */
        uint64_t l_546 = 0x24D8F2558420658BLL;
        int32_t l_598 = 0x8067EE79L;
        int32_t l_615 = 0x3621DFF2L;
        int32_t l_703 = 0x2487F216L;
        int32_t l_715 = 1L;
        int32_t l_732 = (-1L);
        int32_t l_734 = 0L;
        int32_t l_755 = 0x39D2F9AAL;
        int32_t l_784 = 0xF65CCC25L;
        int64_t l_843 = 0x2C949257564A77C6LL;
        uint8_t l_872 = 0xC9L;
        for (l_145 = 0; (l_145 < (-4)); l_145 -= 8)
        { /* block id: 75 */
            int8_t l_555 = 0x00L;
            int64_t *l_559 = (void*)0;
            int64_t *l_560 = (void*)0;
            int64_t *l_561 = &g_59.f4;
            int16_t *l_566 = &g_435;
            int32_t *l_569 = &l_442;
            uint16_t *l_572 = (void*)0;
            int32_t l_619 = (-9L);
            int32_t l_689 = 0xBBBD35DCL;
            uint32_t l_709 = 0x4755AEB2L;
            int32_t l_760 = 0xB9EBB6CFL;
            int32_t l_765 = 1L;
            int32_t l_821 = 1L;
            int32_t l_864 = 0xE9D4918EL;
            int32_t ***l_877 = (void*)0;
            (*l_569) = ((int8_t)((int8_t)(((~(l_290 ^= l_546)) , ((int16_t)(g_59.f6 , (((uint32_t)((int16_t)(l_546 != ((int16_t)(l_555 && (((*l_561) |= ((uint8_t)g_558 >> (uint8_t)p_66)) <= ((int8_t)((((int16_t)l_555 * (int16_t)((((*l_566) = g_87.f1) <= p_66) != p_64)) != l_546) != l_555) >> (int8_t)6))) + (int16_t)1UL)) << (int16_t)6) + (uint32_t)(-8L)) , 1L)) - (int16_t)65528UL)) <= 0x15L) >> (int8_t)6) % (int8_t)0xC7L);
            l_417 |= ((g_59.f8 ^= ((int16_t)(*l_569) << (int16_t)15)) , p_65);
            for (p_66 = 0; (p_66 < 51); p_66 += 1)
            { /* block id: 84 */
                uint64_t *l_583 = &l_546;
                uint16_t *l_586 = (void*)0;
                uint16_t *l_587 = &g_59.f8;
                int32_t l_645 = (-9L);
                int32_t l_714 = 0x90A6ACD2L;
                int32_t l_716 = 0L;
                int32_t l_739 = 7L;
                int32_t l_768 = 0x1C82C021L;
                if (((int16_t)((uint8_t)(((uint32_t)((uint64_t)p_66 + (uint64_t)((*l_583) = (g_477 , (*l_569)))) % (uint32_t)g_435) == ((uint16_t)0x104DL >> (uint16_t)((*l_587)++))) - (uint8_t)(*l_569)) << (int16_t)8))
                { /* block id: 87 */
                    int32_t *l_590 = &l_456;
                    int32_t *l_591 = (void*)0;
                    int32_t *l_592 = &l_290;
                    int32_t *l_593 = &l_279;
                    int32_t *l_594 = (void*)0;
                    int32_t *l_595 = &l_417;
                    int32_t *l_596 = (void*)0;
                    int32_t *l_597 = &l_453;
                    int32_t *l_599 = (void*)0;
                    int32_t *l_600 = &l_279;
                    int32_t *l_601 = &l_315;
                    int32_t *l_602 = &l_453;
                    int32_t *l_603 = &l_279;
                    int32_t *l_604 = &l_318;
                    int32_t *l_605 = &l_292;
                    int32_t *l_606 = &l_456;
                    int32_t *l_607 = &l_456;
                    int32_t *l_608 = &l_292;
                    int32_t *l_609 = &l_279;
                    int32_t *l_610 = &l_279;
                    int32_t *l_611 = &l_318;
                    int32_t *l_612 = &l_318;
                    int32_t *l_613 = &l_598;
                    int32_t *l_614 = &l_417;
                    int32_t *l_616 = &l_456;
                    int32_t *l_617 = &l_231;
                    int32_t *l_618 = &l_437;
                    int32_t *l_620 = &l_442;
                    int32_t *l_621 = &l_315;
                    int32_t *l_622 = (void*)0;
                    int32_t *l_623 = &l_437;
                    int32_t *l_624 = &l_292;
                    int32_t *l_625 = (void*)0;
                    int32_t *l_626 = &l_459;
                    int32_t *l_628 = &l_437;
                    int32_t *l_629 = (void*)0;
                    int32_t *l_630 = &l_318;
                    int32_t *l_631 = &l_456;
                    int32_t *l_632 = &l_292;
                    int32_t *l_633 = &l_453;
                    int32_t *l_634 = &l_429;
                    int32_t *l_635 = &l_231;
                    int32_t *l_636 = &l_439;
                    int32_t *l_637 = (void*)0;
                    int32_t *l_638 = (void*)0;
                    int32_t *l_639 = &l_439;
                    int32_t *l_640 = (void*)0;
                    int32_t *l_641 = (void*)0;
                    int32_t *l_642 = &l_453;
                    int32_t *l_643 = &l_315;
                    int32_t *l_644 = &l_453;
                    int32_t *l_646 = (void*)0;
                    int32_t *l_647 = &l_417;
                    int32_t *l_648 = &l_645;
                    int32_t *l_649 = &l_437;
                    int32_t *l_650 = (void*)0;
                    int32_t *l_651 = &l_459;
                    int32_t *l_652 = &l_456;
                    int32_t *l_653 = &l_429;
                    int32_t *l_654 = &l_439;
                    int32_t l_655 = 0x0CD58444L;
                    int32_t *l_656 = &l_453;
                    int32_t *l_657 = &l_453;
                    int32_t *l_658 = &l_318;
                    int32_t *l_659 = &l_292;
                    int32_t *l_660 = &l_279;
                    int32_t *l_661 = &l_315;
                    int32_t *l_662 = &l_645;
                    int32_t *l_663 = &l_615;
                    int32_t *l_664 = &l_645;
                    int32_t *l_665 = &l_315;
                    int32_t *l_666 = &l_655;
                    int32_t *l_667 = &l_439;
                    int32_t *l_668 = &g_59.f3;
                    int32_t *l_669 = &l_655;
                    int32_t *l_670 = &l_292;
                    int32_t *l_671 = &l_459;
                    int32_t *l_672 = &l_429;
                    int32_t *l_673 = &l_439;
                    int32_t *l_674 = &l_315;
                    int32_t *l_675 = (void*)0;
                    int32_t *l_676 = (void*)0;
                    int32_t *l_677 = &l_205;
                    int32_t *l_678 = (void*)0;
                    int32_t *l_679 = &l_292;
                    int32_t *l_680 = (void*)0;
                    int32_t *l_681 = (void*)0;
                    int32_t *l_682 = &l_429;
                    int32_t *l_683 = &l_205;
                    int32_t *l_684 = &l_437;
                    int32_t *l_685 = (void*)0;
                    int32_t *l_686 = &l_437;
                    int32_t *l_687 = &l_290;
                    int32_t *l_688 = &l_290;
                    int32_t l_690 = (-1L);
                    int32_t *l_691 = &l_615;
                    int32_t *l_692 = &l_598;
                    int32_t *l_693 = &l_292;
                    int32_t *l_694 = &l_279;
                    int32_t *l_695 = (void*)0;
                    int32_t *l_696 = (void*)0;
                    int32_t *l_697 = &l_598;
                    int32_t *l_698 = &l_619;
                    int32_t *l_699 = &l_453;
                    int32_t *l_700 = &l_292;
                    int32_t *l_701 = &l_619;
                    int32_t *l_702 = &l_655;
                    int32_t *l_704 = (void*)0;
                    int32_t *l_705 = &l_231;
                    int32_t *l_706 = (void*)0;
                    int32_t *l_707 = &l_279;
                    int32_t *l_708 = &g_59.f3;
                    int16_t l_713 = 1L;
                    int32_t *l_717 = &l_645;
                    int32_t *l_718 = &l_714;
                    int32_t *l_719 = &l_437;
                    int32_t *l_720 = &l_231;
                    int32_t *l_721 = &l_689;
                    int32_t *l_722 = &l_456;
                    int32_t *l_723 = &l_615;
                    int32_t *l_724 = &l_655;
                    int32_t *l_725 = &l_645;
                    int32_t *l_726 = &l_703;
                    int32_t *l_727 = &l_703;
                    int32_t *l_728 = &l_615;
                    int32_t *l_729 = &l_714;
                    int32_t *l_730 = &l_315;
                    int32_t *l_731 = &l_453;
                    int32_t *l_733 = (void*)0;
                    int32_t *l_735 = &l_290;
                    int32_t *l_736 = (void*)0;
                    int32_t *l_737 = &l_429;
                    int32_t *l_738 = &l_456;
                    int32_t *l_740 = &l_318;
                    int32_t *l_741 = (void*)0;
                    int32_t *l_742 = &l_714;
                    int32_t *l_743 = &l_645;
                    int32_t *l_744 = &l_205;
                    int32_t *l_745 = &l_619;
                    int32_t *l_746 = &l_690;
                    int32_t *l_747 = (void*)0;
                    int32_t *l_748 = &l_205;
                    int32_t *l_749 = &l_690;
                    int32_t *l_750 = &l_615;
                    int32_t *l_751 = &l_716;
                    int32_t *l_752 = &l_315;
                    int32_t *l_753 = &l_439;
                    int32_t *l_754 = &l_279;
                    int32_t *l_756 = &l_703;
                    int32_t *l_757 = &l_755;
                    int32_t *l_758 = &g_59.f3;
                    int32_t *l_759 = (void*)0;
                    int32_t *l_761 = &l_453;
                    int32_t *l_762 = &l_315;
                    int32_t *l_763 = &l_459;
                    int32_t *l_764 = &l_290;
                    int32_t *l_766 = &l_437;
                    int32_t *l_767 = &l_615;
                    int32_t *l_769 = &g_59.f3;
                    int32_t *l_770 = &l_619;
                    int32_t *l_771 = (void*)0;
                    int32_t *l_772 = &l_655;
                    int32_t *l_773 = &l_437;
                    int32_t *l_774 = (void*)0;
                    int32_t *l_775 = &l_318;
                    int32_t *l_776 = &l_765;
                    int32_t *l_777 = (void*)0;
                    int32_t *l_778 = &l_760;
                    int32_t *l_779 = &l_459;
                    int32_t *l_780 = (void*)0;
                    int32_t *l_781 = &l_205;
                    int32_t *l_782 = &l_439;
                    int32_t *l_783 = &l_205;
                    int32_t *l_785 = &l_734;
                    int32_t *l_786 = &l_615;
                    int32_t *l_787 = &l_732;
                    int32_t *l_788 = (void*)0;
                    uint8_t l_789 = 0x67L;
                    int32_t *l_793 = &l_279;
                    int32_t *l_794 = &l_318;
                    int32_t *l_795 = &l_760;
                    int32_t *l_796 = &l_615;
                    int32_t *l_797 = (void*)0;
                    int32_t *l_798 = &l_714;
                    int32_t *l_799 = (void*)0;
                    int32_t *l_800 = (void*)0;
                    int32_t *l_801 = &l_739;
                    int32_t *l_802 = &l_619;
                    int32_t *l_803 = &l_765;
                    int32_t *l_804 = &l_714;
                    int32_t *l_805 = &l_734;
                    int32_t *l_806 = (void*)0;
                    int32_t *l_807 = &l_765;
                    int32_t *l_808 = (void*)0;
                    int32_t *l_809 = &l_734;
                    int32_t *l_810 = &l_655;
                    int32_t *l_811 = &l_292;
                    int32_t *l_812 = (void*)0;
                    int32_t *l_813 = &l_716;
                    int32_t *l_814 = (void*)0;
                    int32_t *l_815 = &l_290;
                    int32_t *l_816 = (void*)0;
                    int32_t *l_817 = (void*)0;
                    int32_t *l_818 = &l_655;
                    int32_t *l_819 = (void*)0;
                    int32_t *l_820 = &l_315;
                    int32_t *l_822 = (void*)0;
                    int32_t *l_823 = &l_315;
                    int32_t *l_824 = (void*)0;
                    int32_t *l_825 = &l_453;
                    int32_t *l_826 = &l_768;
                    int32_t *l_827 = (void*)0;
                    int32_t *l_828 = &l_821;
                    int32_t *l_829 = &l_205;
                    int32_t *l_830 = &l_292;
                    int32_t *l_831 = &l_716;
                    int32_t *l_832 = &l_615;
                    int32_t *l_833 = &l_292;
                    int32_t *l_834 = (void*)0;
                    int32_t *l_835 = &l_732;
                    int32_t *l_836 = &l_292;
                    int32_t *l_837 = (void*)0;
                    int32_t *l_838 = (void*)0;
                    int32_t *l_839 = (void*)0;
                    int32_t *l_840 = &l_318;
                    int32_t *l_841 = &l_615;
                    int32_t *l_842 = (void*)0;
                    int32_t *l_844 = &l_714;
                    int32_t *l_845 = &l_417;
                    int32_t *l_846 = &l_318;
                    int32_t *l_847 = &l_760;
                    int32_t *l_848 = &l_703;
                    int32_t *l_849 = (void*)0;
                    int32_t *l_850 = &l_768;
                    int32_t *l_851 = (void*)0;
                    int32_t *l_852 = &l_439;
                    int32_t *l_853 = &l_765;
                    int32_t *l_854 = &l_598;
                    int32_t *l_855 = &l_429;
                    int32_t *l_856 = (void*)0;
                    int32_t *l_857 = &l_768;
                    int32_t *l_858 = &l_459;
                    int32_t *l_859 = &l_714;
                    int32_t *l_860 = &l_760;
                    int32_t *l_861 = (void*)0;
                    int32_t *l_862 = &l_716;
                    int32_t *l_863 = &l_690;
                    int32_t *l_865 = &l_290;
                    int32_t *l_866 = &l_318;
                    int32_t *l_867 = &l_456;
                    int32_t *l_868 = (void*)0;
                    int32_t *l_869 = &l_768;
                    int32_t *l_870 = &l_417;
                    int32_t *l_871 = &l_716;
                    uint32_t *l_876 = &l_709;
                    uint32_t **l_875 = &l_876;
                    ++l_709;
                    --l_789;
                    ++l_872;
                    (*l_569) ^= (&g_520 == ((*l_875) = &l_709));
                }
                else
                { /* block id: 93 */
                    (*g_878) = l_877;
                }
                if (p_66)
                    continue;
            }
        }
    }
    return p_65;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_36.f0, "g_36.f0", print_hash_value);
    transparent_crc(g_36.f1, "g_36.f1", print_hash_value);
    transparent_crc(g_36.f2, "g_36.f2", print_hash_value);
    transparent_crc(g_36.f3, "g_36.f3", print_hash_value);
    transparent_crc(g_36.f4, "g_36.f4", print_hash_value);
    transparent_crc(g_36.f5, "g_36.f5", print_hash_value);
    transparent_crc(g_36.f6, "g_36.f6", print_hash_value);
    transparent_crc(g_36.f7, "g_36.f7", print_hash_value);
    transparent_crc(g_36.f8, "g_36.f8", print_hash_value);
    transparent_crc(g_59.f0, "g_59.f0", print_hash_value);
    transparent_crc(g_59.f1, "g_59.f1", print_hash_value);
    transparent_crc(g_59.f2, "g_59.f2", print_hash_value);
    transparent_crc(g_59.f3, "g_59.f3", print_hash_value);
    transparent_crc(g_59.f4, "g_59.f4", print_hash_value);
    transparent_crc(g_59.f5, "g_59.f5", print_hash_value);
    transparent_crc(g_59.f6, "g_59.f6", print_hash_value);
    transparent_crc(g_59.f7, "g_59.f7", print_hash_value);
    transparent_crc(g_59.f8, "g_59.f8", print_hash_value);
    transparent_crc(g_82.f0, "g_82.f0", print_hash_value);
    transparent_crc(g_82.f1, "g_82.f1", print_hash_value);
    transparent_crc(g_82.f2, "g_82.f2", print_hash_value);
    transparent_crc(g_82.f3, "g_82.f3", print_hash_value);
    transparent_crc(g_82.f4, "g_82.f4", print_hash_value);
    transparent_crc(g_82.f5, "g_82.f5", print_hash_value);
    transparent_crc(g_82.f6, "g_82.f6", print_hash_value);
    transparent_crc(g_82.f7, "g_82.f7", print_hash_value);
    transparent_crc(g_82.f8, "g_82.f8", print_hash_value);
    transparent_crc(g_86, "g_86", print_hash_value);
    transparent_crc(g_87.f0, "g_87.f0", print_hash_value);
    transparent_crc(g_87.f1, "g_87.f1", print_hash_value);
    transparent_crc(g_87.f2, "g_87.f2", print_hash_value);
    transparent_crc(g_87.f3, "g_87.f3", print_hash_value);
    transparent_crc(g_87.f4, "g_87.f4", print_hash_value);
    transparent_crc(g_87.f5, "g_87.f5", print_hash_value);
    transparent_crc(g_87.f6, "g_87.f6", print_hash_value);
    transparent_crc(g_87.f7, "g_87.f7", print_hash_value);
    transparent_crc(g_87.f8, "g_87.f8", print_hash_value);
    transparent_crc(g_88.f0, "g_88.f0", print_hash_value);
    transparent_crc(g_88.f1, "g_88.f1", print_hash_value);
    transparent_crc(g_88.f2, "g_88.f2", print_hash_value);
    transparent_crc(g_88.f3, "g_88.f3", print_hash_value);
    transparent_crc(g_88.f4, "g_88.f4", print_hash_value);
    transparent_crc(g_88.f5, "g_88.f5", print_hash_value);
    transparent_crc(g_88.f6, "g_88.f6", print_hash_value);
    transparent_crc(g_88.f7, "g_88.f7", print_hash_value);
    transparent_crc(g_88.f8, "g_88.f8", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_117.f1, "g_117.f1", print_hash_value);
    transparent_crc(g_117.f2, "g_117.f2", print_hash_value);
    transparent_crc(g_117.f3, "g_117.f3", print_hash_value);
    transparent_crc(g_117.f4, "g_117.f4", print_hash_value);
    transparent_crc(g_117.f5, "g_117.f5", print_hash_value);
    transparent_crc(g_117.f6, "g_117.f6", print_hash_value);
    transparent_crc(g_117.f7, "g_117.f7", print_hash_value);
    transparent_crc(g_117.f8, "g_117.f8", print_hash_value);
    transparent_crc(g_435, "g_435", print_hash_value);
    transparent_crc(g_444, "g_444", print_hash_value);
    transparent_crc(g_477.f0, "g_477.f0", print_hash_value);
    transparent_crc(g_477.f1, "g_477.f1", print_hash_value);
    transparent_crc(g_477.f2, "g_477.f2", print_hash_value);
    transparent_crc(g_477.f3, "g_477.f3", print_hash_value);
    transparent_crc(g_477.f4, "g_477.f4", print_hash_value);
    transparent_crc(g_477.f5, "g_477.f5", print_hash_value);
    transparent_crc(g_520, "g_520", print_hash_value);
    transparent_crc(g_558, "g_558", print_hash_value);
    transparent_crc(g_627, "g_627", print_hash_value);
    transparent_crc(g_889, "g_889", print_hash_value);
    transparent_crc(g_890, "g_890", print_hash_value);
    transparent_crc(g_953, "g_953", print_hash_value);
    transparent_crc(g_1125, "g_1125", print_hash_value);
    transparent_crc(g_1167, "g_1167", print_hash_value);
    transparent_crc(g_1168, "g_1168", print_hash_value);
    transparent_crc(g_1268.f0, "g_1268.f0", print_hash_value);
    transparent_crc(g_1268.f1, "g_1268.f1", print_hash_value);
    transparent_crc(g_1268.f2, "g_1268.f2", print_hash_value);
    transparent_crc(g_1268.f3, "g_1268.f3", print_hash_value);
    transparent_crc(g_1268.f4, "g_1268.f4", print_hash_value);
    transparent_crc(g_1268.f5, "g_1268.f5", print_hash_value);
    transparent_crc(g_1268.f6, "g_1268.f6", print_hash_value);
    transparent_crc(g_1268.f7, "g_1268.f7", print_hash_value);
    transparent_crc(g_1268.f8, "g_1268.f8", print_hash_value);
    transparent_crc(g_1269.f0, "g_1269.f0", print_hash_value);
    transparent_crc(g_1269.f1, "g_1269.f1", print_hash_value);
    transparent_crc(g_1269.f2, "g_1269.f2", print_hash_value);
    transparent_crc(g_1269.f3, "g_1269.f3", print_hash_value);
    transparent_crc(g_1269.f4, "g_1269.f4", print_hash_value);
    transparent_crc(g_1269.f5, "g_1269.f5", print_hash_value);
    transparent_crc(g_1269.f6, "g_1269.f6", print_hash_value);
    transparent_crc(g_1269.f7, "g_1269.f7", print_hash_value);
    transparent_crc(g_1269.f8, "g_1269.f8", print_hash_value);
    transparent_crc(g_1295.f0, "g_1295.f0", print_hash_value);
    transparent_crc(g_1295.f1, "g_1295.f1", print_hash_value);
    transparent_crc(g_1295.f2, "g_1295.f2", print_hash_value);
    transparent_crc(g_1295.f3, "g_1295.f3", print_hash_value);
    transparent_crc(g_1295.f4, "g_1295.f4", print_hash_value);
    transparent_crc(g_1295.f5, "g_1295.f5", print_hash_value);
    transparent_crc(g_1295.f6, "g_1295.f6", print_hash_value);
    transparent_crc(g_1295.f7, "g_1295.f7", print_hash_value);
    transparent_crc(g_1295.f8, "g_1295.f8", print_hash_value);
    transparent_crc(g_1353.f0, "g_1353.f0", print_hash_value);
    transparent_crc(g_1353.f1, "g_1353.f1", print_hash_value);
    transparent_crc(g_1353.f2, "g_1353.f2", print_hash_value);
    transparent_crc(g_1353.f3, "g_1353.f3", print_hash_value);
    transparent_crc(g_1353.f4, "g_1353.f4", print_hash_value);
    transparent_crc(g_1353.f5, "g_1353.f5", print_hash_value);
    transparent_crc(g_1353.f6, "g_1353.f6", print_hash_value);
    transparent_crc(g_1353.f7, "g_1353.f7", print_hash_value);
    transparent_crc(g_1353.f8, "g_1353.f8", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 169
   depth: 1, occurrence: 9
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

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 99
   depth: 2, occurrence: 18
   depth: 3, occurrence: 2
   depth: 4, occurrence: 3
   depth: 6, occurrence: 1
   depth: 10, occurrence: 1
   depth: 13, occurrence: 2
   depth: 14, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 1
   depth: 29, occurrence: 1
   depth: 30, occurrence: 1
   depth: 31, occurrence: 1
   depth: 32, occurrence: 1
   depth: 35, occurrence: 1
   depth: 36, occurrence: 1
   depth: 39, occurrence: 1

XXX total number of pointers: 897

XXX times a variable address is taken: 712
XXX times a pointer is dereferenced on RHS: 34
breakdown:
   depth: 1, occurrence: 25
   depth: 2, occurrence: 7
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 70
breakdown:
   depth: 1, occurrence: 67
   depth: 2, occurrence: 2
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 2055

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 255
   level: 2, occurrence: 31
   level: 3, occurrence: 26
   level: 4, occurrence: 12
XXX number of pointers point to pointers: 59
XXX number of pointers point to scalars: 828
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 22.4
XXX average alias set size: 1.02

XXX times a non-volatile is read: 335
XXX times a non-volatile is write: 188
XXX times a volatile is read: 37
XXX    times read thru a pointer: 5
XXX times a volatile is write: 12
XXX    times written thru a pointer: 4
XXX times a volatile is available for access: 1.68e+03
XXX percentage of non-volatile access: 91.4

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 88
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 24
   depth: 1, occurrence: 21
   depth: 2, occurrence: 16
   depth: 3, occurrence: 11
   depth: 4, occurrence: 12
   depth: 5, occurrence: 4

XXX percentage a fresh-made variable is used: 27.1
XXX percentage an existing variable is used: 72.9
********************* end of statistics **********************/

