/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 115 --no-safe-math --max-funcs 6 --no-arrays
 * Seed:      115
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
};
#pragma pack(pop)

struct S2 {
   const volatile unsigned f0 : 22;
   signed f1 : 23;
   unsigned f2 : 26;
   signed f3 : 5;
   signed f4 : 20;
   unsigned f5 : 20;
};

#pragma pack(push)
#pragma pack(1)
struct S3 {
   int32_t  f0;
   unsigned f1 : 4;
   const uint16_t  f2;
   uint32_t  f3;
   uint32_t  f4;
   volatile struct S0  f5;
   volatile int64_t  f6;
   struct S2  f7;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S4 {
   volatile int32_t  f0;
   volatile signed f1 : 22;
   signed f2 : 2;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S1 {
   volatile int32_t  f0;
   int32_t  f1;
};
#pragma pack(pop)

struct S6 {
   uint64_t  f0;
   volatile int32_t  f1;
   int16_t  f2;
   struct S2  f3;
   const volatile int16_t  f4;
   struct S4  f5;
   const int8_t  f6;
   const volatile struct S1  f7;
};

struct S10 {
   unsigned f0 : 16;
   const unsigned f1 : 30;
   signed f2 : 3;
};

struct S11 {
   const signed f0 : 3;
   unsigned f1 : 16;
   unsigned f2 : 13;
   unsigned f3 : 12;
   unsigned f4 : 18;
};

#pragma pack(push)
#pragma pack(1)
struct S12 {
   int32_t  f0;
   const struct S2  f1;
   struct S0  f2;
   uint16_t  f3;
   uint32_t  f4;
   volatile int32_t  f5;
   struct S2  f6;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = 0L;/* VOLATILE GLOBAL g_2 */
static volatile int32_t g_3 = 0xA0B8914BL;/* VOLATILE GLOBAL g_3 */
static int32_t g_4 = 0L;
static int32_t g_8 = 0xFA2E85C6L;
static volatile uint16_t g_70 = 2UL;/* VOLATILE GLOBAL g_70 */
static int16_t g_93 = 0x80CFL;
static int32_t * volatile g_94 = (void*)0;/* VOLATILE GLOBAL g_94 */
static int32_t * volatile g_95 = &g_8;/* VOLATILE GLOBAL g_95 */
static uint16_t g_154 = 6UL;
static int16_t * const g_166 = &g_93;
static int16_t * const *g_165 = &g_166;
static uint32_t g_168 = 0x830CAE9FL;
static uint32_t g_170 = 0xB8546187L;
static struct S6 g_184 = {0xDFA243B6BB073D28LL,0xA5854D8CL,-7L,{167,609,6172,-3,-16,621},0L,{0L,-979,-1},0x1FL,{0x6D5A1B73L,0x452B5472L}};/* VOLATILE GLOBAL g_184 */
static uint32_t *g_186 = &g_170;
static int16_t **g_196 = (void*)0;
static struct S0 g_233 = {-9L};
static struct S0 * volatile g_232 = &g_233;/* VOLATILE GLOBAL g_232 */
static volatile struct S3 g_234 = {-7L,3,1UL,0UL,4294967289UL,{1L},-1L,{206,223,1654,1,915,548}};/* VOLATILE GLOBAL g_234 */
static int32_t * volatile g_240 = &g_4;/* VOLATILE GLOBAL g_240 */
static int32_t *g_242 = &g_4;
static int32_t ** volatile g_241 = &g_242;/* VOLATILE GLOBAL g_241 */
static struct S12 g_243 = {0L,{1194,2781,6649,2,41,343},{0xA507L},0x193BL,0x0FF1A9ACL,0x23E32BD8L,{133,1549,7969,-0,-402,135}};/* VOLATILE GLOBAL g_243 */
static struct S11 g_244 = {-1,187,58,28,212};
static int16_t * const ** volatile g_245 = &g_165;/* VOLATILE GLOBAL g_245 */
static int32_t g_248 = 0x6B6FD115L;
static int16_t g_258 = 0x0704L;
static int16_t g_260 = 0x8953L;
static struct S0 * volatile g_263 = (void*)0;/* VOLATILE GLOBAL g_263 */
static struct S12 g_265 = {-4L,{332,2516,6698,-3,599,722},{0x1EF3L},0UL,18446744073709551615UL,0L,{329,118,4609,-0,-82,749}};/* VOLATILE GLOBAL g_265 */


/* --- FORWARD DECLARATIONS --- */
static struct S12  func_1(void);
static uint16_t  func_75(int32_t * p_76, int32_t * const  p_77, int32_t  p_78, int32_t * p_79, int32_t  p_80);
static int32_t * func_81(uint16_t  p_82);
static int32_t  func_84(struct S10  p_85, uint32_t  p_86);
static struct S10  func_87(int32_t * p_88, uint32_t  p_89);
static int16_t * const * func_158(struct S10  p_159, int16_t * const * p_160, int16_t * p_161, uint32_t  p_162, int32_t  p_163);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_70 g_95 g_154 g_165 g_168 g_184 g_196 g_170 g_8 g_232 g_234 g_166 g_240 g_241 g_242 g_243 g_244 g_245 g_248 g_265
 * writes: g_4 g_8 g_70 g_93 g_154 g_168 g_170 g_186 g_196 g_233 g_242 g_165 g_248 g_258 g_260
 */
static struct S12  func_1(void)
{ /* block id: 0 */
    uint64_t l_17 = 18446744073709551615UL;
    int32_t l_20 = 0x3DFE8E23L;
    int32_t *l_21 = &l_20;
    int32_t *l_22 = &g_8;
    int32_t *l_23 = &g_8;
    int32_t *l_24 = (void*)0;
    int32_t l_25 = 0x9A16D6AEL;
    int32_t *l_26 = (void*)0;
    int32_t *l_27 = &l_20;
    int32_t *l_28 = &l_20;
    int32_t *l_29 = &g_4;
    int32_t *l_30 = &l_20;
    int32_t *l_31 = &g_4;
    int32_t *l_32 = &g_8;
    int32_t l_33 = 0x5E148CB4L;
    int32_t *l_34 = (void*)0;
    int32_t *l_35 = &g_4;
    int32_t *l_36 = &g_8;
    int32_t *l_37 = &g_4;
    int32_t *l_38 = &g_8;
    int32_t *l_39 = (void*)0;
    int32_t *l_40 = &l_25;
    int32_t *l_41 = &l_25;
    int32_t *l_42 = (void*)0;
    int32_t *l_43 = &g_4;
    int32_t *l_44 = &l_33;
    int32_t *l_45 = &g_8;
    int32_t *l_46 = &g_4;
    int32_t *l_47 = &l_33;
    int32_t *l_48 = &g_8;
    int32_t *l_49 = &g_4;
    int32_t *l_50 = &l_25;
    int32_t *l_51 = &g_8;
    int32_t *l_52 = &l_33;
    int32_t *l_53 = &l_20;
    int32_t *l_54 = &g_4;
    int32_t *l_55 = &l_20;
    int32_t l_56 = (-1L);
    int32_t l_57 = 0x8A068CF1L;
    int32_t *l_58 = &g_8;
    int32_t *l_59 = &l_25;
    int32_t *l_60 = &l_56;
    int32_t *l_61 = &l_56;
    int32_t *l_62 = (void*)0;
    int32_t *l_63 = &l_20;
    int32_t *l_64 = &l_33;
    int32_t *l_65 = (void*)0;
    int32_t *l_66 = &l_20;
    int32_t *l_67 = &l_20;
    int32_t *l_68 = &l_33;
    int32_t *l_69 = &l_25;
    uint32_t l_83 = 1UL;
    int16_t *l_257 = &g_258;
    int16_t *l_259 = &g_260;
    const struct S0 l_262 = {0x4FB2L};
    struct S0 *l_264 = &g_233;
    for (g_4 = 9; (g_4 != 7); --g_4)
    { /* block id: 3 */
        int32_t *l_7 = &g_8;
        int32_t *l_9 = &g_8;
        int32_t *l_10 = (void*)0;
        int32_t *l_11 = &g_8;
        int32_t *l_12 = &g_8;
        int32_t *l_13 = &g_8;
        int32_t *l_14 = &g_8;
        int32_t *l_15 = &g_8;
        int32_t *l_16 = &g_8;
        (*l_7) = 4L;
        l_17++;
    }
    g_70--;
    (*l_30) &= ((uint16_t)func_75(func_81(l_83), &l_57, ((!((uint8_t)(!(g_243.f2 , ((uint16_t)((((int16_t)((*l_257) = (*l_41)) / (int16_t)g_243.f6.f2) , 0xEBE4DD1CL) , (*l_40)) / (uint16_t)((((*l_259) = (g_166 == g_166)) , g_184.f2) || (*l_61))))) + (uint8_t)g_243.f3)) > g_244.f2), &l_56, g_243.f4) >> (uint16_t)12);
    (*l_264) = l_262;
    return g_265;
}


/* ------------------------------------------ */
/* 
 * reads : g_244.f2
 * writes: g_196
 */
static uint16_t  func_75(int32_t * p_76, int32_t * const  p_77, int32_t  p_78, int32_t * p_79, int32_t  p_80)
{ /* block id: 50 */
    int16_t ***l_261 = &g_196;
    (*l_261) = (void*)0;
    return g_244.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_95 g_154 g_165 g_168 g_184 g_196 g_4 g_170 g_8 g_232 g_234 g_166 g_240 g_241 g_242 g_243 g_244 g_245 g_248
 * writes: g_93 g_8 g_154 g_168 g_170 g_186 g_196 g_4 g_233 g_242 g_165 g_248
 */
static int32_t * func_81(uint16_t  p_82)
{ /* block id: 8 */
    int32_t *l_90 = (void*)0;
    int32_t *l_246 = (void*)0;
    int32_t *l_247 = &g_248;
    (*l_247) &= func_84(func_87(l_90, p_82), p_82);
    return l_247;
}


/* ------------------------------------------ */
/* 
 * reads : g_165 g_168 g_154 g_184 g_196 g_4 g_170 g_95 g_8 g_232 g_234 g_166 g_240 g_241 g_242 g_243 g_244 g_245
 * writes: g_168 g_170 g_186 g_196 g_154 g_4 g_233 g_242 g_165
 */
static int32_t  func_84(struct S10  p_85, uint32_t  p_86)
{ /* block id: 14 */
    struct S10 l_164 = {125,555,1};
    int16_t *l_167 = &g_93;
    uint32_t *l_169 = &g_170;
    int32_t l_178 = 0xC3DAF87FL;
    (*g_245) = func_158(l_164, g_165, l_167, ((*l_169) = (g_168 |= p_85.f0)), ((~(g_154 < ((uint8_t)p_85.f1 * (uint8_t)((((!(((uint8_t)((((p_85 , ((0xEC66L & (+l_164.f1)) <= 0xB5L)) || p_85.f1) > 0x89FB28E0L) >= 1L) * (uint8_t)l_164.f1) , l_178)) < l_164.f0) | 0L) ^ 4294967290UL)))) & p_85.f0));
    return p_86;
}


/* ------------------------------------------ */
/* 
 * reads : g_95 g_154
 * writes: g_93 g_8 g_154
 */
static struct S10  func_87(int32_t * p_88, uint32_t  p_89)
{ /* block id: 9 */
    int16_t *l_91 = (void*)0;
    int16_t *l_92 = &g_93;
    int32_t *l_96 = (void*)0;
    int32_t *l_97 = &g_8;
    int32_t l_98 = 1L;
    int32_t *l_99 = &l_98;
    int32_t *l_100 = &g_8;
    int32_t l_101 = 0x7E1B1CD7L;
    int32_t *l_102 = &g_4;
    int32_t *l_103 = &g_4;
    int32_t l_104 = 0x52006156L;
    int32_t *l_105 = &l_101;
    int32_t *l_106 = &g_8;
    int32_t *l_107 = &l_101;
    int32_t *l_108 = &g_4;
    int32_t *l_109 = &g_8;
    int32_t *l_110 = &l_104;
    int32_t *l_111 = &l_101;
    int32_t *l_112 = &l_98;
    int32_t *l_113 = &l_98;
    int32_t *l_114 = &l_98;
    int32_t l_115 = 0x0085190AL;
    int32_t *l_116 = &g_4;
    int32_t *l_117 = &l_115;
    int32_t *l_118 = &g_4;
    int32_t *l_119 = (void*)0;
    int32_t *l_120 = &g_4;
    int32_t *l_121 = &g_8;
    int32_t *l_122 = &l_104;
    int32_t *l_123 = &l_98;
    int32_t *l_124 = &g_8;
    int32_t *l_125 = &g_8;
    int32_t *l_126 = &g_8;
    int32_t l_127 = 0xF164004CL;
    int32_t *l_128 = (void*)0;
    int32_t *l_129 = &g_8;
    int32_t *l_130 = (void*)0;
    int32_t *l_131 = &l_127;
    int32_t *l_132 = &g_8;
    int32_t l_133 = 0x01DEE0D3L;
    int32_t *l_134 = &l_133;
    int32_t l_135 = 0xFE7B9702L;
    int32_t *l_136 = &l_127;
    int32_t *l_137 = &l_115;
    int32_t l_138 = 0x1CA49705L;
    int32_t *l_139 = &l_104;
    int32_t l_140 = 1L;
    int32_t *l_141 = &g_8;
    int32_t *l_142 = (void*)0;
    int32_t *l_143 = &l_140;
    int32_t *l_144 = (void*)0;
    int32_t *l_145 = (void*)0;
    int32_t *l_146 = &l_115;
    int32_t *l_147 = &l_140;
    int32_t *l_148 = &l_140;
    int32_t *l_149 = &l_127;
    int32_t *l_150 = &l_135;
    int32_t *l_151 = &l_98;
    int32_t *l_152 = &l_101;
    int32_t *l_153 = (void*)0;
    struct S10 l_157 = {23,19801,0};
    (*g_95) = (0x3832L | ((*l_92) = (-10L)));
    ++g_154;
    return l_157;
}


/* ------------------------------------------ */
/* 
 * reads : g_184 g_196 g_4 g_170 g_95 g_8 g_232 g_234 g_166 g_240 g_241 g_242 g_243 g_244
 * writes: g_186 g_196 g_154 g_4 g_233 g_168 g_242
 */
static int16_t * const * func_158(struct S10  p_159, int16_t * const * p_160, int16_t * p_161, uint32_t  p_162, int32_t  p_163)
{ /* block id: 17 */
    int64_t l_179 = (-1L);
    uint32_t *l_185 = &g_170;
    int16_t ***l_192 = (void*)0;
    int16_t *l_195 = &g_93;
    int16_t **l_194 = &l_195;
    int16_t ***l_193 = &l_194;
    int16_t ***l_197 = &g_196;
    uint16_t *l_198 = (void*)0;
    uint16_t *l_199 = &g_154;
    int32_t l_205 = 0x5446B8ABL;
    uint32_t l_226 = 0x557317A4L;
    if ((((l_179 , ((((uint16_t)((int8_t)0x92L * (int8_t)0x12L) - (uint16_t)65535UL) >= ((g_184 , (&g_170 != (g_186 = l_185))) != ((+(((uint16_t)((*l_199) = ((uint8_t)(((*l_193) = &p_161) != ((*l_197) = g_196)) - (uint8_t)p_159.f0)) / (uint16_t)65535UL) & g_4)) == p_163))) , g_170)) && p_163) == g_184.f0))
    { /* block id: 22 */
        int32_t *l_206 = (void*)0;
        int32_t *l_207 = &g_8;
        int32_t *l_208 = &g_8;
        int32_t *l_209 = &l_205;
        int32_t *l_210 = (void*)0;
        int32_t *l_211 = (void*)0;
        int32_t *l_212 = &g_8;
        int32_t *l_213 = &g_8;
        int32_t *l_214 = &g_4;
        int32_t *l_215 = &g_4;
        int32_t *l_216 = &l_205;
        int32_t *l_217 = &g_8;
        int32_t *l_218 = &g_8;
        int32_t *l_219 = &g_8;
        int32_t *l_220 = (void*)0;
        int32_t *l_221 = (void*)0;
        int32_t *l_222 = (void*)0;
        int32_t *l_223 = &g_8;
        int32_t *l_224 = (void*)0;
        int32_t *l_225 = &l_205;
        for (l_179 = (-28); (l_179 < 13); l_179 += 2)
        { /* block id: 25 */
            int32_t *l_202 = &g_4;
            int16_t * const **l_204 = &g_165;
            int16_t * const ***l_203 = &l_204;
            (*l_202) = (*g_95);
            (*l_203) = &g_165;
        }
        --l_226;
    }
    else
    { /* block id: 30 */
        struct S0 l_231 = {0xF555L};
        uint32_t *l_235 = &g_168;
        for (l_205 = 28; (l_205 >= 5); l_205 -= 3)
        { /* block id: 33 */
            (*g_232) = l_231;
        }
        (*g_240) = ((l_231.f0 , (g_234 , ((p_162 == (((*l_235) = g_170) || (((int32_t)((*p_160) == (((int16_t)(((*l_197) = (void*)0) == &p_161) >> (int16_t)15) , (**l_193))) - (int32_t)((l_235 == &p_163) == p_162)) ^ l_179))) , (void*)0))) != (void*)0);
        (*g_241) = &p_163;
    }
    (*g_242) &= p_159.f0;
    (*g_242) = ((g_243 , &g_170) != (g_244 , &l_226));
    return &g_166;
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
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_184.f0, "g_184.f0", print_hash_value);
    transparent_crc(g_184.f1, "g_184.f1", print_hash_value);
    transparent_crc(g_184.f2, "g_184.f2", print_hash_value);
    transparent_crc(g_184.f3.f0, "g_184.f3.f0", print_hash_value);
    transparent_crc(g_184.f3.f1, "g_184.f3.f1", print_hash_value);
    transparent_crc(g_184.f3.f2, "g_184.f3.f2", print_hash_value);
    transparent_crc(g_184.f3.f3, "g_184.f3.f3", print_hash_value);
    transparent_crc(g_184.f3.f4, "g_184.f3.f4", print_hash_value);
    transparent_crc(g_184.f3.f5, "g_184.f3.f5", print_hash_value);
    transparent_crc(g_184.f4, "g_184.f4", print_hash_value);
    transparent_crc(g_184.f5.f0, "g_184.f5.f0", print_hash_value);
    transparent_crc(g_184.f5.f1, "g_184.f5.f1", print_hash_value);
    transparent_crc(g_184.f5.f2, "g_184.f5.f2", print_hash_value);
    transparent_crc(g_184.f6, "g_184.f6", print_hash_value);
    transparent_crc(g_184.f7.f0, "g_184.f7.f0", print_hash_value);
    transparent_crc(g_184.f7.f1, "g_184.f7.f1", print_hash_value);
    transparent_crc(g_233.f0, "g_233.f0", print_hash_value);
    transparent_crc(g_234.f0, "g_234.f0", print_hash_value);
    transparent_crc(g_234.f1, "g_234.f1", print_hash_value);
    transparent_crc(g_234.f2, "g_234.f2", print_hash_value);
    transparent_crc(g_234.f3, "g_234.f3", print_hash_value);
    transparent_crc(g_234.f4, "g_234.f4", print_hash_value);
    transparent_crc(g_234.f5.f0, "g_234.f5.f0", print_hash_value);
    transparent_crc(g_234.f6, "g_234.f6", print_hash_value);
    transparent_crc(g_234.f7.f0, "g_234.f7.f0", print_hash_value);
    transparent_crc(g_234.f7.f1, "g_234.f7.f1", print_hash_value);
    transparent_crc(g_234.f7.f2, "g_234.f7.f2", print_hash_value);
    transparent_crc(g_234.f7.f3, "g_234.f7.f3", print_hash_value);
    transparent_crc(g_234.f7.f4, "g_234.f7.f4", print_hash_value);
    transparent_crc(g_234.f7.f5, "g_234.f7.f5", print_hash_value);
    transparent_crc(g_243.f0, "g_243.f0", print_hash_value);
    transparent_crc(g_243.f1.f0, "g_243.f1.f0", print_hash_value);
    transparent_crc(g_243.f1.f1, "g_243.f1.f1", print_hash_value);
    transparent_crc(g_243.f1.f2, "g_243.f1.f2", print_hash_value);
    transparent_crc(g_243.f1.f3, "g_243.f1.f3", print_hash_value);
    transparent_crc(g_243.f1.f4, "g_243.f1.f4", print_hash_value);
    transparent_crc(g_243.f1.f5, "g_243.f1.f5", print_hash_value);
    transparent_crc(g_243.f2.f0, "g_243.f2.f0", print_hash_value);
    transparent_crc(g_243.f3, "g_243.f3", print_hash_value);
    transparent_crc(g_243.f4, "g_243.f4", print_hash_value);
    transparent_crc(g_243.f5, "g_243.f5", print_hash_value);
    transparent_crc(g_243.f6.f0, "g_243.f6.f0", print_hash_value);
    transparent_crc(g_243.f6.f1, "g_243.f6.f1", print_hash_value);
    transparent_crc(g_243.f6.f2, "g_243.f6.f2", print_hash_value);
    transparent_crc(g_243.f6.f3, "g_243.f6.f3", print_hash_value);
    transparent_crc(g_243.f6.f4, "g_243.f6.f4", print_hash_value);
    transparent_crc(g_243.f6.f5, "g_243.f6.f5", print_hash_value);
    transparent_crc(g_244.f0, "g_244.f0", print_hash_value);
    transparent_crc(g_244.f1, "g_244.f1", print_hash_value);
    transparent_crc(g_244.f2, "g_244.f2", print_hash_value);
    transparent_crc(g_244.f3, "g_244.f3", print_hash_value);
    transparent_crc(g_244.f4, "g_244.f4", print_hash_value);
    transparent_crc(g_248, "g_248", print_hash_value);
    transparent_crc(g_258, "g_258", print_hash_value);
    transparent_crc(g_260, "g_260", print_hash_value);
    transparent_crc(g_265.f0, "g_265.f0", print_hash_value);
    transparent_crc(g_265.f1.f0, "g_265.f1.f0", print_hash_value);
    transparent_crc(g_265.f1.f1, "g_265.f1.f1", print_hash_value);
    transparent_crc(g_265.f1.f2, "g_265.f1.f2", print_hash_value);
    transparent_crc(g_265.f1.f3, "g_265.f1.f3", print_hash_value);
    transparent_crc(g_265.f1.f4, "g_265.f1.f4", print_hash_value);
    transparent_crc(g_265.f1.f5, "g_265.f1.f5", print_hash_value);
    transparent_crc(g_265.f2.f0, "g_265.f2.f0", print_hash_value);
    transparent_crc(g_265.f3, "g_265.f3", print_hash_value);
    transparent_crc(g_265.f4, "g_265.f4", print_hash_value);
    transparent_crc(g_265.f5, "g_265.f5", print_hash_value);
    transparent_crc(g_265.f6.f0, "g_265.f6.f0", print_hash_value);
    transparent_crc(g_265.f6.f1, "g_265.f6.f1", print_hash_value);
    transparent_crc(g_265.f6.f2, "g_265.f6.f2", print_hash_value);
    transparent_crc(g_265.f6.f3, "g_265.f6.f3", print_hash_value);
    transparent_crc(g_265.f6.f4, "g_265.f6.f4", print_hash_value);
    transparent_crc(g_265.f6.f5, "g_265.f6.f5", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 29
   depth: 1, occurrence: 5
   depth: 2, occurrence: 4
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 9
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 7
breakdown:
   indirect level: 0, occurrence: 7
XXX full-bitfields structs in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 8
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 12

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 36
   depth: 2, occurrence: 3
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 17, occurrence: 1
   depth: 20, occurrence: 2
   depth: 22, occurrence: 1

XXX total number of pointers: 166

XXX times a variable address is taken: 138
XXX times a pointer is dereferenced on RHS: 6
breakdown:
   depth: 1, occurrence: 5
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 23
breakdown:
   depth: 1, occurrence: 23
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 282

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 38
   level: 2, occurrence: 2
XXX number of pointers point to pointers: 13
XXX number of pointers point to scalars: 150
XXX number of pointers point to structs: 3
XXX percent of pointers has null in alias set: 19.3
XXX average alias set size: 1.01

XXX times a non-volatile is read: 69
XXX times a non-volatile is write: 49
XXX times a volatile is read: 2
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 54
XXX percentage of non-volatile access: 93.7

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 28
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 18
   depth: 1, occurrence: 7
   depth: 2, occurrence: 3

XXX percentage a fresh-made variable is used: 33.3
XXX percentage an existing variable is used: 66.7
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

