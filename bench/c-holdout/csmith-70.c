/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 70 --no-safe-math --max-funcs 7 --no-arrays
 * Seed:      70
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
static volatile int32_t g_2 = 0x7E2799ACL;/* VOLATILE GLOBAL g_2 */
static int32_t g_3 = (-6L);
static volatile int32_t g_6 = 0xFD4914D2L;/* VOLATILE GLOBAL g_6 */
static int32_t g_7 = 3L;
static uint32_t g_96 = 0x326D35DFL;
static int32_t *g_98 = &g_7;
static int32_t ** volatile g_97 = &g_98;/* VOLATILE GLOBAL g_97 */
static int32_t * const  volatile g_115 = &g_7;/* VOLATILE GLOBAL g_115 */
static int32_t ** volatile *g_125 = &g_97;
static int32_t ** volatile ** const  volatile g_124 = &g_125;/* VOLATILE GLOBAL g_124 */
static volatile uint16_t g_206 = 2UL;/* VOLATILE GLOBAL g_206 */
static int8_t g_233 = 0xD9L;
static uint16_t g_235 = 0x2A0AL;
static uint16_t g_237 = 0xA04BL;
static int32_t g_322 = 0L;
static uint8_t g_327 = 0x05L;
static uint64_t g_346 = 18446744073709551611UL;
static int64_t g_352 = 0xEA306168A2A30B26LL;
static int16_t g_435 = 0L;
static int64_t g_436 = 0x9B9CACC8E27A5988LL;
static int8_t *g_449 = (void*)0;
static int32_t ****g_574 = (void*)0;
static int32_t *****g_573 = &g_574;
static uint8_t g_598 = 0xC3L;
static int16_t g_794 = 0L;
static volatile int8_t g_839 = 1L;/* VOLATILE GLOBAL g_839 */
static volatile uint32_t g_865 = 0xECFEDACDL;/* VOLATILE GLOBAL g_865 */
static uint32_t g_890 = 0x15F0BBE2L;
static int32_t *g_1007 = &g_322;
static uint8_t ** const g_1029 = (void*)0;
static uint8_t ** const *g_1028 = &g_1029;
static uint8_t ** const ** volatile g_1027 = &g_1028;/* VOLATILE GLOBAL g_1027 */
static int32_t *g_1034 = &g_3;
static volatile int16_t g_1037 = 1L;/* VOLATILE GLOBAL g_1037 */
static uint32_t *g_1055 = &g_96;
static uint32_t **g_1054 = &g_1055;
static uint32_t **g_1066 = &g_1055;
static uint32_t ***g_1065 = &g_1066;
static uint8_t g_1074 = 0UL;
static volatile uint16_t g_1233 = 0x87DCL;/* VOLATILE GLOBAL g_1233 */
static uint64_t g_1297 = 0x81D81305CCDD8EBCLL;
static int32_t g_1309 = 8L;
static volatile uint32_t g_1429 = 0xE8844D13L;/* VOLATILE GLOBAL g_1429 */
static uint64_t *g_1445 = &g_346;
static const int32_t *g_1465 = &g_322;
static const int32_t ** volatile g_1464 = &g_1465;/* VOLATILE GLOBAL g_1464 */
static volatile uint8_t * const  volatile * volatile g_1471 = (void*)0;/* VOLATILE GLOBAL g_1471 */
static const uint32_t * const g_1496 = (void*)0;
static const uint32_t * const  volatile * volatile g_1495 = &g_1496;/* VOLATILE GLOBAL g_1495 */
static const uint32_t * const  volatile * volatile *g_1494 = &g_1495;
static volatile int16_t g_1499 = 0x31E8L;/* VOLATILE GLOBAL g_1499 */
static uint8_t *g_1542 = &g_1074;
static uint8_t **g_1541 = &g_1542;
static uint8_t *** volatile g_1540 = &g_1541;/* VOLATILE GLOBAL g_1540 */
static uint8_t *** volatile * volatile g_1539 = &g_1540;/* VOLATILE GLOBAL g_1539 */
static uint8_t *** volatile * volatile *g_1538 = &g_1539;
static uint16_t g_1662 = 0UL;
static int32_t g_1690 = (-1L);
static int32_t * volatile g_1702 = &g_7;/* VOLATILE GLOBAL g_1702 */


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t * func_11(int16_t  p_12, int64_t  p_13, int16_t  p_14, const int8_t  p_15, int64_t  p_16);
static int8_t  func_28(uint64_t  p_29, int32_t * p_30, uint8_t  p_31, uint64_t  p_32, const int16_t  p_33);
static uint64_t  func_34(uint16_t  p_35);
static uint16_t  func_41(int32_t * p_42, int32_t * p_43, uint32_t  p_44, int32_t * p_45);
static int32_t  func_83(int16_t  p_84);
static int16_t  func_85(int32_t * p_86);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_6 g_7 g_97 g_96 g_98 g_1007 g_322 g_115 g_598 g_237 g_436 g_1027 g_124 g_125 g_327 g_890 g_794 g_1034 g_352 g_346 g_1037 g_1054 g_1065 g_1074 g_1233 g_435 g_1445
 * writes: g_3 g_7 g_96 g_98 g_327 g_435 g_322 g_235 g_1028 g_1054 g_598 g_1074 g_1233
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int64_t l_27 = 4L;
    int32_t *l_47 = &g_3;
    uint32_t *l_1284 = &g_890;
    uint32_t **l_1283 = &l_1284;
    int32_t l_1369 = 0xD3B4A747L;
    int32_t l_1408 = 0x42A0296DL;
    int32_t l_1411 = (-1L);
    uint32_t l_1434 = 0x1A3AF077L;
    uint8_t ***l_1451 = (void*)0;
    uint32_t l_1478 = 0x8624E9A7L;
    int32_t l_1505 = (-4L);
    uint64_t l_1506 = 0UL;
    uint32_t l_1664 = 0x881F9D29L;
    uint16_t l_1665 = 65535UL;
    for (g_3 = (-5); (g_3 <= 6); g_3 += 6)
    { /* block id: 3 */
        int8_t l_10 = 0x14L;
        int32_t *l_46 = (void*)0;
        int8_t l_1030 = 0x1FL;
        const int8_t l_1108 = 4L;
        int32_t l_1241 = 0x68FF09D5L;
        const int32_t l_1253 = 0x2E609E4DL;
        int32_t l_1358 = 1L;
        int32_t l_1381 = (-1L);
        int32_t l_1385 = 1L;
        int32_t l_1386 = 0x38891495L;
        int32_t l_1400 = 0L;
        int8_t l_1555 = 5L;
        int32_t ****l_1556 = (void*)0;
        uint32_t l_1578 = 18446744073709551615UL;
        int8_t l_1581 = (-1L);
        int8_t l_1610 = 0L;
        int64_t *l_1626 = (void*)0;
        int32_t l_1627 = 0xE42AB15CL;
        int16_t l_1655 = 0x0DAAL;
        uint32_t l_1684 = 1UL;
        int32_t *l_1685 = &g_3;
        int32_t l_1697 = (-7L);
        for (g_7 = 0; (g_7 <= 27); g_7++)
        { /* block id: 6 */
            if (g_6)
                break;
            return l_10;
        }
        (**g_125) = func_11(((int8_t)l_10 + (int8_t)g_3), ((((void*)0 == &g_7) , &g_2) != (((uint64_t)((uint16_t)((int32_t)((uint8_t)l_27 * (uint8_t)func_28(func_34((((((l_1030 = ((((uint8_t)1UL << (uint8_t)(!((int16_t)(l_27 & (func_41(l_46, &g_3, g_6, l_47) , (****g_124))) / (int16_t)0x9573L))) && g_327) >= (*l_47))) ^ g_890) ^ 0x8D3535647788956FLL) , 1UL) != g_794)), g_1034, (*l_47), g_352, g_346)) + (int32_t)l_1108) * (uint16_t)0x7E56L) - (uint64_t)(*l_47)) , (**g_125))), g_3, l_10, g_346);
        for (g_435 = 0; (g_435 != (-12)); --g_435)
        { /* block id: 218 */
            const int8_t l_1238 = 1L;
            int8_t *l_1272 = &g_233;
            int32_t l_1274 = (-1L);
            int32_t l_1362 = 0L;
            int8_t l_1366 = 0x96L;
            int32_t l_1392 = (-10L);
            int32_t l_1395 = 0x8773F745L;
            uint8_t *l_1469 = &g_327;
            uint8_t **l_1468 = &l_1469;
            int8_t l_1611 = 1L;
            uint32_t *l_1619 = &l_1434;
            int32_t l_1634 = 8L;
            int32_t l_1654 = 0x8BBD5CA3L;
            uint16_t *l_1656 = &g_235;
            uint16_t *l_1661 = &g_1662;
            uint16_t *l_1663 = &g_237;
            uint64_t *l_1675 = &l_1506;
        }
    }
    return (*g_1445);
}


/* ------------------------------------------ */
/* 
 * reads : g_1233 g_125 g_97 g_98
 * writes: g_1233
 */
static int32_t * func_11(int16_t  p_12, int64_t  p_13, int16_t  p_14, const int8_t  p_15, int64_t  p_16)
{ /* block id: 212 */
    int16_t l_1109 = 0x783EL;
    int32_t l_1110 = (-2L);
    int32_t l_1111 = (-1L);
    int32_t *l_1112 = (void*)0;
    int32_t *l_1113 = (void*)0;
    int32_t l_1114 = (-1L);
    int32_t *l_1115 = &g_7;
    int32_t *l_1116 = &g_7;
    int32_t l_1117 = 0L;
    int32_t *l_1118 = (void*)0;
    int32_t *l_1119 = (void*)0;
    int32_t *l_1120 = &l_1110;
    int32_t *l_1121 = &l_1111;
    int32_t *l_1122 = &l_1111;
    int32_t *l_1123 = (void*)0;
    int32_t *l_1124 = &l_1114;
    int32_t *l_1125 = &g_322;
    int32_t l_1126 = (-1L);
    int32_t *l_1127 = &l_1110;
    int32_t *l_1128 = &l_1110;
    int32_t *l_1129 = &l_1126;
    int32_t *l_1130 = &l_1126;
    int32_t *l_1131 = &g_7;
    int32_t *l_1132 = &l_1126;
    int32_t *l_1133 = &l_1111;
    int32_t l_1134 = 3L;
    int32_t l_1135 = 1L;
    int32_t *l_1136 = &l_1126;
    int32_t l_1137 = 0x4543A18DL;
    int32_t *l_1138 = &l_1110;
    int32_t l_1139 = 0L;
    int32_t *l_1140 = (void*)0;
    int32_t *l_1141 = &l_1111;
    int32_t *l_1142 = (void*)0;
    int32_t *l_1143 = &l_1135;
    int32_t *l_1144 = &l_1135;
    int32_t *l_1145 = &l_1135;
    int32_t *l_1146 = &l_1110;
    int32_t *l_1147 = &l_1110;
    int32_t *l_1148 = &l_1114;
    int32_t *l_1149 = &g_7;
    int32_t *l_1150 = &l_1126;
    int32_t *l_1151 = &l_1135;
    int32_t *l_1152 = &g_322;
    int32_t *l_1153 = &l_1111;
    int32_t *l_1154 = &l_1110;
    int32_t l_1155 = 0xF9924089L;
    int32_t *l_1156 = &l_1135;
    int32_t *l_1157 = &l_1134;
    int32_t *l_1158 = &l_1137;
    int32_t *l_1159 = &l_1139;
    int32_t *l_1160 = &l_1155;
    int32_t *l_1161 = &g_7;
    int32_t *l_1162 = &g_7;
    int32_t *l_1163 = (void*)0;
    int32_t *l_1164 = &l_1114;
    int32_t l_1165 = (-4L);
    int32_t *l_1166 = (void*)0;
    int32_t l_1167 = 0x241CF3A5L;
    int32_t *l_1168 = &l_1126;
    int32_t *l_1169 = &l_1117;
    int32_t *l_1170 = &l_1167;
    int32_t l_1171 = 0xC4FC9A19L;
    int32_t *l_1172 = &l_1110;
    int32_t *l_1173 = (void*)0;
    int32_t *l_1174 = &l_1134;
    int32_t l_1175 = 0xF59DA62AL;
    int32_t *l_1176 = (void*)0;
    int32_t *l_1177 = (void*)0;
    int32_t *l_1178 = &l_1139;
    int32_t *l_1179 = &l_1114;
    int32_t l_1180 = 0xBE0D388DL;
    int32_t *l_1181 = &l_1110;
    int32_t *l_1182 = &l_1165;
    int32_t *l_1183 = &l_1175;
    int32_t *l_1184 = &l_1175;
    int32_t *l_1185 = &l_1139;
    int32_t *l_1186 = (void*)0;
    int32_t l_1187 = 7L;
    int32_t *l_1188 = &l_1110;
    int32_t *l_1189 = &l_1165;
    int32_t *l_1190 = &l_1175;
    int32_t *l_1191 = &l_1171;
    int32_t *l_1192 = &l_1114;
    int32_t *l_1193 = (void*)0;
    int32_t *l_1194 = &l_1114;
    int32_t *l_1195 = (void*)0;
    int32_t l_1196 = 0xD4C40589L;
    int32_t *l_1197 = &l_1126;
    int32_t *l_1198 = &l_1126;
    int32_t *l_1199 = (void*)0;
    int32_t *l_1200 = &l_1137;
    int32_t *l_1201 = (void*)0;
    int32_t *l_1202 = (void*)0;
    int32_t *l_1203 = (void*)0;
    int32_t *l_1204 = (void*)0;
    int32_t *l_1205 = &l_1180;
    int32_t *l_1206 = (void*)0;
    int32_t *l_1207 = &l_1165;
    int32_t *l_1208 = &l_1117;
    int32_t *l_1209 = &l_1171;
    int32_t *l_1210 = &l_1134;
    int32_t *l_1211 = &l_1114;
    int32_t l_1212 = 0xDFE3D365L;
    int32_t *l_1213 = &l_1126;
    int32_t l_1214 = 0x1BB42C99L;
    int32_t *l_1215 = &l_1180;
    int32_t l_1216 = 0x2681281CL;
    int32_t *l_1217 = &l_1155;
    int32_t *l_1218 = &g_322;
    int32_t *l_1219 = &l_1135;
    int32_t *l_1220 = (void*)0;
    int32_t *l_1221 = &l_1111;
    int32_t *l_1222 = &l_1135;
    int32_t *l_1223 = &l_1114;
    int32_t *l_1224 = &l_1175;
    int32_t *l_1225 = (void*)0;
    int32_t *l_1226 = &l_1175;
    int32_t *l_1227 = &l_1135;
    int32_t *l_1228 = (void*)0;
    int32_t *l_1229 = &l_1135;
    int32_t *l_1230 = &l_1137;
    int32_t *l_1231 = &l_1114;
    int32_t *l_1232 = &l_1117;
    g_1233++;
    return (**g_125);
}


/* ------------------------------------------ */
/* 
 * reads : g_1037 g_598 g_346 g_1054 g_1065 g_3 g_1074 g_125 g_97 g_98 g_7 g_1007 g_322
 * writes: g_1054 g_96 g_598 g_327 g_1074 g_322
 */
static int8_t  func_28(uint64_t  p_29, int32_t * p_30, uint8_t  p_31, uint64_t  p_32, const int16_t  p_33)
{ /* block id: 195 */
    int32_t l_1050 = 1L;
    uint32_t *l_1053 = &g_96;
    uint32_t **l_1052 = &l_1053;
    uint32_t ***l_1056 = &g_1054;
    uint32_t ****l_1061 = (void*)0;
    uint32_t ****l_1062 = (void*)0;
    uint32_t ***l_1064 = &l_1052;
    uint32_t ****l_1063 = &l_1064;
    int16_t l_1067 = 0xE8E5L;
    uint8_t *l_1068 = (void*)0;
    uint8_t *l_1069 = &g_598;
    int64_t l_1070 = 1L;
    int32_t l_1071 = 0xE09CE383L;
    uint8_t *l_1072 = &g_327;
    uint8_t *l_1073 = &g_1074;
    int32_t *l_1075 = &l_1071;
    int32_t l_1076 = 1L;
    int32_t *l_1077 = &g_7;
    int32_t *l_1078 = &g_322;
    int32_t *l_1079 = &l_1076;
    int32_t l_1080 = 9L;
    int32_t *l_1081 = &g_322;
    int32_t *l_1082 = &l_1076;
    int32_t *l_1083 = &l_1080;
    int32_t *l_1084 = &l_1076;
    int32_t *l_1085 = &l_1071;
    int32_t *l_1086 = &l_1080;
    int32_t *l_1087 = &g_322;
    int32_t *l_1088 = &l_1080;
    int32_t *l_1089 = &g_322;
    int32_t *l_1090 = (void*)0;
    int32_t l_1091 = 0x11D47ED1L;
    int32_t *l_1092 = (void*)0;
    int32_t *l_1093 = &g_7;
    int32_t *l_1094 = (void*)0;
    int32_t *l_1095 = &l_1076;
    int32_t *l_1096 = &g_7;
    int32_t *l_1097 = &l_1080;
    int32_t *l_1098 = &l_1076;
    int32_t *l_1099 = &l_1071;
    int32_t *l_1100 = &l_1050;
    uint8_t l_1101 = 0x5CL;
    uint8_t l_1107 = 0UL;
    (*g_1007) |= ((int8_t)(g_1037 && (((uint8_t)((*l_1073) &= ((*l_1072) = ((l_1071 &= ((int32_t)(((l_1050 = ((uint8_t)(g_598 , (g_346 & (((*l_1069) &= ((int16_t)((int16_t)((((uint8_t)l_1050 << (uint8_t)3) && (((~l_1050) >= (l_1050 < ((l_1052 != ((*l_1056) = g_1054)) ^ ((int8_t)(((*l_1053) = (((int16_t)((((*l_1063) = &l_1052) == g_1065) <= l_1050) >> (int16_t)6) & p_31)) == 0x5472CE78L) << (int8_t)p_31)))) , l_1050)) | 0L) >> (int16_t)l_1067) - (int16_t)p_32)) && l_1067))) >> (uint8_t)l_1070)) , 0xD4B4B8E5BC619768LL) ^ 0x63A5F47472B20218LL) / (int32_t)(*p_30))) | 0x26L))) / (uint8_t)l_1067) <= (***g_125))) << (int8_t)p_32);
    l_1101++;
    for (g_1074 = (-3); (g_1074 < 40); ++g_1074)
    { /* block id: 208 */
        int16_t l_1106 = 0x53A6L;
        return l_1106;
    }
    return l_1107;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint64_t  func_34(uint16_t  p_35)
{ /* block id: 192 */
    uint32_t l_1031 = 8UL;
    l_1031--;
    return p_35;
}


/* ------------------------------------------ */
/* 
 * reads : g_7 g_3 g_97 g_96 g_327 g_98 g_1007 g_322 g_115 g_598 g_237 g_436 g_235 g_1027
 * writes: g_7 g_96 g_98 g_327 g_435 g_322 g_235 g_1028
 */
static uint16_t  func_41(int32_t * p_42, int32_t * p_43, uint32_t  p_44, int32_t * p_45)
{ /* block id: 10 */
    int32_t *l_48 = &g_7;
    int32_t *l_49 = &g_7;
    int32_t *l_50 = (void*)0;
    int32_t l_51 = 8L;
    int32_t *l_52 = (void*)0;
    int32_t *l_53 = (void*)0;
    int32_t *l_54 = &g_7;
    int32_t l_55 = 0x7CF7A021L;
    int32_t *l_56 = &l_55;
    int32_t *l_57 = &g_7;
    int32_t *l_58 = (void*)0;
    int32_t *l_59 = &l_55;
    int32_t *l_60 = &l_51;
    int32_t *l_61 = (void*)0;
    int32_t *l_62 = &l_55;
    int32_t *l_63 = &l_51;
    int32_t *l_64 = &l_51;
    int32_t *l_65 = &l_55;
    int32_t *l_66 = (void*)0;
    int32_t *l_67 = &l_55;
    int32_t *l_68 = &g_7;
    int32_t *l_69 = (void*)0;
    int32_t l_70 = 5L;
    int32_t *l_71 = (void*)0;
    int32_t *l_72 = &l_51;
    int32_t *l_73 = &l_55;
    int32_t *l_74 = &l_51;
    int32_t *l_75 = &l_70;
    int32_t *l_76 = &l_70;
    int32_t *l_77 = &g_7;
    int32_t *l_78 = &l_51;
    int32_t *l_79 = &l_70;
    uint32_t l_80 = 1UL;
    int16_t *l_1009 = &g_435;
    uint8_t *l_1026 = &g_598;
    uint8_t ** const l_1025 = &l_1026;
    uint8_t ** const *l_1024 = &l_1025;
    --l_80;
    (*l_57) = ((0L != (func_83(((*l_1009) = func_85(p_42))) & (((int32_t)(g_598 < ((int8_t)(~((((((int32_t)(p_44 , (!((((*l_62) = (g_237 & ((int16_t)1L << (int16_t)(((-(int64_t)1L) , g_598) || p_44)))) , 8L) > 0x1CADA77CL))) % (int32_t)g_436) || p_44) , l_79) == &g_890) ^ (*l_75))) * (int8_t)p_44)) + (int32_t)0xC148BFE3L) , (*l_74)))) == 65535UL);
    for (g_235 = 0; (g_235 < 60); g_235 += 9)
    { /* block id: 187 */
        (*g_1027) = l_1024;
    }
    return p_44;
}


/* ------------------------------------------ */
/* 
 * reads : g_1007 g_322 g_115 g_7
 * writes: g_322 g_7
 */
static int32_t  func_83(int16_t  p_84)
{ /* block id: 179 */
    int8_t l_1010 = (-8L);
    (*g_1007) = l_1010;
    (*g_115) &= (*g_1007);
    return l_1010;
}


/* ------------------------------------------ */
/* 
 * reads : g_7 g_3 g_97 g_96 g_327 g_98
 * writes: g_7 g_96 g_98 g_327
 */
static int16_t  func_85(int32_t * p_86)
{ /* block id: 12 */
    int64_t l_99 = 0x8A3D85AA7F794FC7LL;
    int32_t l_104 = (-1L);
    int32_t l_310 = 0xC7A9A96AL;
    const uint16_t l_466 = 65527UL;
    int8_t *l_471 = (void*)0;
    int32_t **l_475 = &g_98;
    int32_t ***l_474 = &l_475;
    int32_t ****l_473 = &l_474;
    int32_t *****l_472 = &l_473;
    int32_t * const ****l_576 = (void*)0;
    int32_t * const ****l_577 = (void*)0;
    const int16_t l_647 = 5L;
    int32_t l_685 = (-9L);
    int32_t l_810 = 0L;
    int32_t l_845 = (-1L);
    int16_t l_937 = 0x8EA3L;
    for (g_7 = 0; (g_7 > (-26)); --g_7)
    { /* block id: 15 */
        int32_t l_89 = 1L;
        int32_t *l_90 = &l_89;
        if (l_89)
            break;
        (*l_90) &= 0xD232038BL;
    }
    for (g_7 = 0; (g_7 >= (-23)); --g_7)
    { /* block id: 21 */
        uint32_t *l_95 = &g_96;
        (*g_97) = (((*l_95) = (((int16_t)g_3 >> (int16_t)4) , g_7)) , &g_3);
    }
    if ((((((l_99 >= ((uint64_t)((void*)0 != p_86) / (uint64_t)((int16_t)l_99 - (int16_t)(6L & (g_3 , l_99))))) , ((l_104 = 18446744073709551611UL) , (((g_96 , 0x95D6068D11A6C9C6LL) >= l_104) || l_99))) != l_99) & (-2L)) , l_104))
    { /* block id: 26 */
        int8_t l_112 = 0x38L;
        int32_t * const l_122 = &g_3;
        int32_t l_168 = 1L;
        int32_t l_205 = 0L;
        uint64_t l_348 = 6UL;
        int32_t l_549 = 0x9B02A3C4L;
        int32_t *****l_575 = &g_574;
        uint16_t l_599 = 0xE11EL;
        int32_t l_703 = 0xFF1CAF18L;
        int32_t l_864 = 1L;
        uint16_t l_1002 = 0x4C67L;
        for (l_99 = 18; (l_99 == (-1)); l_99--)
        { /* block id: 29 */
            int32_t *l_107 = &l_104;
            int8_t *l_232 = &g_233;
            uint16_t l_238 = 0xF595L;
            int32_t l_259 = 0xD96163BBL;
            int32_t l_298 = 7L;
            int32_t l_307 = 0x4BF3BD94L;
            int64_t *l_465 = (void*)0;
            int8_t l_559 = (-8L);
            int16_t *l_564 = &g_435;
            int16_t **l_565 = &l_564;
            int64_t *l_568 = (void*)0;
            int64_t *l_569 = &g_436;
            int32_t *l_570 = &g_322;
        }
        for (g_327 = 0; (g_327 > 4); g_327 += 6)
        { /* block id: 120 */
            int16_t l_584 = 0x72FCL;
            uint8_t *l_597 = &g_598;
            int32_t *l_600 = &l_168;
            int32_t *l_601 = &g_322;
            int32_t l_680 = 0xDE058419L;
            int32_t l_711 = 1L;
            int32_t l_718 = 0L;
            int32_t l_739 = 0x60B2B78BL;
            int32_t l_754 = 0L;
            int32_t l_759 = 0xCE563658L;
            int32_t l_857 = 0x346D14A2L;
            const int8_t l_888 = 0xF8L;
        }
    }
    else
    { /* block id: 174 */
        uint8_t l_1008 = 251UL;
        return l_1008;
    }
    return (***l_474);
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_206, "g_206", print_hash_value);
    transparent_crc(g_233, "g_233", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_237, "g_237", print_hash_value);
    transparent_crc(g_322, "g_322", print_hash_value);
    transparent_crc(g_327, "g_327", print_hash_value);
    transparent_crc(g_346, "g_346", print_hash_value);
    transparent_crc(g_352, "g_352", print_hash_value);
    transparent_crc(g_435, "g_435", print_hash_value);
    transparent_crc(g_436, "g_436", print_hash_value);
    transparent_crc(g_598, "g_598", print_hash_value);
    transparent_crc(g_794, "g_794", print_hash_value);
    transparent_crc(g_839, "g_839", print_hash_value);
    transparent_crc(g_865, "g_865", print_hash_value);
    transparent_crc(g_890, "g_890", print_hash_value);
    transparent_crc(g_1037, "g_1037", print_hash_value);
    transparent_crc(g_1074, "g_1074", print_hash_value);
    transparent_crc(g_1233, "g_1233", print_hash_value);
    transparent_crc(g_1297, "g_1297", print_hash_value);
    transparent_crc(g_1309, "g_1309", print_hash_value);
    transparent_crc(g_1429, "g_1429", print_hash_value);
    transparent_crc(g_1499, "g_1499", print_hash_value);
    transparent_crc(g_1662, "g_1662", print_hash_value);
    transparent_crc(g_1690, "g_1690", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 255
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

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 32
   depth: 2, occurrence: 9
   depth: 5, occurrence: 1
   depth: 16, occurrence: 1
   depth: 24, occurrence: 1
   depth: 36, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 884

XXX times a variable address is taken: 732
XXX times a pointer is dereferenced on RHS: 164
breakdown:
   depth: 1, occurrence: 120
   depth: 2, occurrence: 17
   depth: 3, occurrence: 17
   depth: 4, occurrence: 7
   depth: 5, occurrence: 3
XXX times a pointer is dereferenced on LHS: 148
breakdown:
   depth: 1, occurrence: 124
   depth: 2, occurrence: 16
   depth: 3, occurrence: 6
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 2213

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 498
   level: 2, occurrence: 90
   level: 3, occurrence: 84
   level: 4, occurrence: 37
   level: 5, occurrence: 40
XXX number of pointers point to pointers: 74
XXX number of pointers point to scalars: 810
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 22.4
XXX average alias set size: 1.03

XXX times a non-volatile is read: 791
XXX times a non-volatile is write: 379
XXX times a volatile is read: 57
XXX    times read thru a pointer: 20
XXX times a volatile is write: 27
XXX    times written thru a pointer: 9
XXX times a volatile is available for access: 861
XXX percentage of non-volatile access: 93.3

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 34
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 21
   depth: 1, occurrence: 11
   depth: 2, occurrence: 2

XXX percentage a fresh-made variable is used: 23.4
XXX percentage an existing variable is used: 76.6
********************* end of statistics **********************/

