/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 104 --no-safe-math --max-funcs 5 --no-arrays
 * Seed:      104
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
   volatile unsigned f0 : 2;
};

union U1 {
   int8_t * f0;
};

/* --- GLOBAL VARIABLES --- */
static volatile int64_t g_22 = 0L;/* VOLATILE GLOBAL g_22 */
static int8_t g_26 = 5L;
static int32_t g_49 = 0xECDC0F1FL;
static int32_t *g_52 = &g_49;
static int32_t ** volatile g_51 = &g_52;/* VOLATILE GLOBAL g_51 */
static int32_t g_104 = (-1L);
static uint32_t g_146 = 0xCD2A1986L;
static uint8_t g_149 = 0UL;
static int16_t g_185 = 0x6D3DL;
static int16_t g_187 = 0x2945L;
static uint64_t g_190 = 0xDC5D499989FA4E93LL;
static uint64_t g_191 = 0UL;
static int32_t g_204 = (-4L);
static int64_t g_220 = 0xB6BE6058BBDFDC5FLL;
static int32_t g_222 = (-4L);
static int32_t * volatile g_221 = &g_222;/* VOLATILE GLOBAL g_221 */
static struct S0 g_405 = {1};/* VOLATILE GLOBAL g_405 */
static union U1 g_407 = {0};
static uint32_t g_443 = 1UL;
static int32_t ** const  volatile g_444 = &g_52;/* VOLATILE GLOBAL g_444 */
static uint8_t g_445 = 250UL;
static int8_t g_492 = 0x55L;
static int32_t g_508 = 0xB80CB62AL;
static volatile int16_t g_518 = 0L;/* VOLATILE GLOBAL g_518 */
static int32_t g_519 = (-1L);
static int64_t g_569 = (-1L);
static volatile int64_t g_587 = 0x8D5EF94F0498DF5BLL;/* VOLATILE GLOBAL g_587 */
static volatile int8_t g_596 = 0xD8L;/* VOLATILE GLOBAL g_596 */
static uint64_t g_606 = 0UL;
static int32_t * volatile *g_623 = &g_221;
static int32_t * volatile **g_622 = &g_623;
static int32_t * volatile ***g_621 = &g_622;
static volatile uint16_t g_674 = 1UL;/* VOLATILE GLOBAL g_674 */
static volatile uint16_t *g_673 = &g_674;
static volatile struct S0 g_682 = {0};/* VOLATILE GLOBAL g_682 */
static volatile struct S0 * volatile g_683 = &g_682;/* VOLATILE GLOBAL g_683 */
static int64_t **g_743 = (void*)0;
static int8_t **g_786 = (void*)0;
static int8_t ***g_785 = &g_786;
static int8_t **** volatile g_784 = &g_785;/* VOLATILE GLOBAL g_784 */
static const int32_t *g_787 = &g_519;
static volatile uint32_t g_867 = 0xB924840EL;/* VOLATILE GLOBAL g_867 */
static uint16_t g_898 = 0xBF73L;
static volatile uint32_t g_906 = 18446744073709551613UL;/* VOLATILE GLOBAL g_906 */
static const int32_t ** volatile g_909 = &g_787;/* VOLATILE GLOBAL g_909 */
static int32_t *****g_929 = (void*)0;
static struct S0 g_944 = {0};/* VOLATILE GLOBAL g_944 */
static struct S0 *g_943 = &g_944;
static const int32_t ** volatile g_979 = &g_787;/* VOLATILE GLOBAL g_979 */
static volatile struct S0 g_980 = {1};/* VOLATILE GLOBAL g_980 */
static union U1 *g_1111 = &g_407;
static union U1 ** volatile g_1110 = &g_1111;/* VOLATILE GLOBAL g_1110 */
static uint16_t g_1116 = 0x5A25L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_2(int64_t  p_3, int8_t  p_4, int8_t * p_5, int8_t * p_6, uint32_t  p_7);
static int64_t  func_8(int8_t * const  p_9, uint64_t  p_10, int8_t * p_11, uint32_t  p_12);
static int8_t * const  func_13(int8_t * p_14, uint8_t  p_15);
static int8_t * func_20(const int32_t  p_21);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_22 g_49 g_51 g_146 g_26 g_104 g_185 g_52 g_221 g_596 g_508 g_621 g_622 g_623 g_187 g_222 g_587 g_784 g_867 g_683 g_682 g_673 g_674 g_492 g_443 g_906 g_191 g_909 g_606 g_407 g_519 g_220 g_149 g_569 g_204 g_444 g_943 g_190 g_898 g_979 g_980 g_518 g_944.f0
 * writes: g_49 g_52 g_146 g_149 g_185 g_187 g_26 g_190 g_191 g_508 g_222 g_221 g_445 g_785 g_787 g_867 g_492 g_898 g_519 g_929 g_104 g_943 g_606 g_405 g_1116
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_25 = &g_26;
    int8_t *l_28 = &g_26;
    int8_t **l_27 = &l_28;
    int32_t l_33 = 0x5537C57FL;
    int32_t *l_48 = &g_49;
    int8_t *l_881 = &g_492;
    uint64_t l_942 = 0x0DAF5C121100BC54LL;
    union U1 l_955 = {0};
    int32_t * const ** const *l_960 = (void*)0;
    int32_t * const ** const ** const l_959 = &l_960;
    int64_t *l_1006 = &g_220;
    int64_t **l_1005 = &l_1006;
    uint8_t l_1075 = 0xF2L;
    int16_t l_1079 = 0x0609L;
    int16_t l_1108 = 0L;
    uint32_t l_1120 = 5UL;
    int32_t l_1138 = 0xE30C2346L;
    uint64_t l_1139 = 0xFAB4964FA4ADDCB0LL;
    int16_t *l_1140 = &l_1079;
    if ((func_2(func_8(func_13(((((g_149 = ((uint16_t)((uint8_t)(((*l_27) = func_20((g_22 || ((int8_t)((l_25 = l_25) == ((*l_27) = (void*)0)) >> (int8_t)((uint16_t)((int16_t)(((void*)0 != l_27) < l_33) << (int16_t)9) * (uint16_t)((int32_t)(+((int16_t)(-2L) << (int16_t)3)) % (int32_t)(~(((int8_t)(((*l_48) = ((int64_t)((int8_t)((uint64_t)((l_27 == l_27) >= 0x9CL) + (uint64_t)5L) >> (int8_t)l_33) + (int64_t)18446744073709551611UL)) , (*l_48)) << (int8_t)2) <= 1L)))))))) != (void*)0) >> (uint8_t)7) * (uint16_t)0x72BBL)) & g_26) < 0xC685B35A07F58E95LL) , (void*)0), l_33), g_26, &g_26, g_104), l_33, &g_492, l_881, g_492) | 0xAB2CDC51L))
    { /* block id: 174 */
        const int32_t * const l_908 = (void*)0;
        const struct S0 *l_910 = &g_405;
        uint16_t *l_911 = &g_898;
        int32_t l_922 = 0x1824B5A7L;
        int32_t *l_938 = &g_104;
        const int64_t *l_941 = (void*)0;
        uint16_t l_967 = 65535UL;
        uint32_t l_1020 = 0x9A47B9C6L;
        int8_t ** const *l_1028 = (void*)0;
        int32_t **l_1090 = &g_52;
        int32_t ***l_1089 = &l_1090;
        uint64_t l_1106 = 0x466BBE49399CE565LL;
        (*g_909) = l_908;
        (*g_52) = ((*l_48) | ((((g_492 < ((*l_911) = ((void*)0 == l_910))) | 0UL) || ((*l_48) >= (-(uint8_t)(((int64_t)(g_606 <= (g_407 , g_222)) - (int64_t)(*l_48)) != (*l_48))))) == (*g_673)));
        for (g_519 = 24; (g_519 < (-12)); --g_519)
        { /* block id: 180 */
            uint8_t l_917 = 9UL;
            int32_t l_918 = (-4L);
            l_918 = l_917;
        }
        if ((((int32_t)(((((((~l_922) & 0x3DC5L) | ((uint16_t)(((uint16_t)(((*g_52) = (*l_48)) , (((int8_t)((*l_25) = (&g_621 != (g_929 = (void*)0))) - (int8_t)((uint16_t)((((uint16_t)(*l_48) >> (uint16_t)1) >= ((int8_t)((((int16_t)((l_922 || ((((*l_938) = g_906) , ((uint16_t)((void*)0 == l_941) >> (uint16_t)7)) , g_220)) == g_149) >> (int16_t)3) , &g_445) != (void*)0) % (int8_t)0xE7L)) , 65535UL) >> (uint16_t)g_191)) & g_443)) - (uint16_t)g_569) < 0x4C63L) << (uint16_t)g_204)) ^ l_922) ^ 0x49L) ^ g_492) , (*l_48)) % (int32_t)g_222) || (*l_48)))
        { /* block id: 187 */
            int32_t l_949 = 0x3DC851E6L;
            int16_t l_951 = 0xD27DL;
            union U1 l_953 = {0};
            int32_t l_956 = 0xDCC9AE79L;
            if (((*l_48) = (**g_444)))
            { /* block id: 189 */
                int8_t *l_950 = &g_26;
                int32_t l_952 = (-1L);
                (*l_48) = (l_942 <= (g_682.f0 == (((((void*)0 != &g_49) , ((((g_943 == g_943) | ((((((uint16_t)g_606 / (uint16_t)((*l_911) = ((uint8_t)g_190 >> (uint8_t)l_949))) != g_204) , 0xCD49L) , l_950) == l_950)) && l_951) <= l_949)) != (*l_48)) && l_952)));
            }
            else
            { /* block id: 192 */
                union U1 *l_954 = &l_953;
                struct S0 *l_971 = &g_405;
                l_956 &= ((l_955 = ((*l_954) = l_953)) , (*l_48));
                if ((*g_52))
                { /* block id: 196 */
                    return g_492;
                }
                else
                { /* block id: 198 */
                    int32_t l_968 = 0x26FB6D02L;
                    if (((int8_t)(-1L) % (int8_t)g_26))
                    { /* block id: 199 */
                        int32_t l_969 = 0x2E68BA36L;
                        struct S0 **l_970 = &g_943;
                        uint8_t *l_972 = &g_445;
                        int64_t ***l_976 = &g_743;
                        int64_t ****l_975 = &l_976;
                        uint64_t *l_977 = &g_606;
                        const int32_t *l_978 = &l_956;
                        l_956 = ((((*l_25) = ((((void*)0 != l_959) | ((*l_972) = (((void*)0 == &g_673) & (0x6509101BL != (((int8_t)((*g_683) , l_922) % (int8_t)l_951) || ((g_898++) , ((((*l_970) = (((l_969 = (l_968 = ((uint64_t)l_922 % (uint64_t)l_967))) & (*l_48)) , (void*)0)) != l_971) ^ g_220))))))) && (-1L))) || g_443) ^ g_222);
                        (*l_48) = (l_956 = ((uint64_t)((*l_977) = (((*l_975) = &g_743) != (g_407 , &g_743))) + (uint64_t)0xDCADB47E454DC38BLL));
                        (*g_979) = l_978;
                        (*l_971) = g_980;
                    }
                    else
                    { /* block id: 213 */
                        return g_518;
                    }
                    return g_944.f0;
                }
            }
            return g_149;
        }
        else
        { /* block id: 220 */
            int64_t l_1002 = (-1L);
            uint64_t l_1025 = 0xFBAA4664BDADBF2DLL;
            int32_t * volatile l_1036 = &g_49;/* VOLATILE GLOBAL l_1036 */
            int8_t ***l_1040 = (void*)0;
            uint32_t l_1043 = 8UL;
            uint32_t l_1076 = 18446744073709551611UL;
            int32_t ***l_1094 = &l_1090;
            uint16_t *l_1114 = &l_967;
            uint16_t *l_1115 = &g_1116;
            int8_t l_1117 = 4L;
            for (g_104 = (-24); (g_104 != (-17)); g_104++)
            { /* block id: 223 */
                uint16_t *l_996 = (void*)0;
                uint16_t *l_997 = &l_967;
                int32_t l_1003 = 0xB2DCD3B6L;
                uint8_t *l_1004 = &g_445;
                int32_t ***l_1013 = (void*)0;
                int32_t **l_1015 = &g_52;
                int32_t ***l_1014 = &l_1015;
                uint8_t l_1078 = 0xA8L;
                uint64_t l_1105 = 0x637B559EE3DA583CLL;
                l_922 = ((int32_t)((uint64_t)g_606 % (uint64_t)g_596) + (int32_t)((*l_48) = ((uint16_t)((*l_911)--) * (uint16_t)(g_407 , (((((int16_t)g_187 % (int16_t)((!g_146) || ((*l_1004) = (65535UL == ((((uint16_t)(((*l_997) = (g_606 != 0x616AL)) >= ((int8_t)((*l_881) = ((**l_27) = (((uint8_t)(0xFDL ^ l_1002) % (uint8_t)g_146) >= 0UL))) << (int8_t)l_1003)) >> (uint16_t)13) , g_191) != 0xB36FBCF2F5A14B74LL))))) , g_508) , (void*)0) == l_1005)))));
                (**g_622) = (void*)0;
            }
            l_922 = (l_1117 |= (((*l_911)++) >= ((*l_1115) = ((*l_1114) |= ((**l_1090) = (***l_1094))))));
        }
    }
    else
    { /* block id: 279 */
        (*g_52) = 0x13D0C929L;
        (**g_622) = (**g_622);
    }
    g_519 |= ((int8_t)l_1120 % (int8_t)(+((*l_1140) |= (((int16_t)g_587 << (int16_t)6) , ((int32_t)((uint16_t)(g_191 , (0x8BL <= 0x11L)) * (uint16_t)(((int32_t)((((int32_t)(**g_444) - (int32_t)(((int8_t)((((int16_t)((uint8_t)255UL + (uint8_t)(((g_204 , (((void*)0 != &g_508) ^ 0UL)) <= l_1138) <= g_187)) >> (int16_t)g_149) != 249UL) , (*l_48)) >> (int8_t)g_606) || 0x6192370737E0E769LL)) >= (*l_48)) ^ g_508) - (int32_t)(*l_48)) && (*l_48))) - (int32_t)l_1139)))));
    return g_596;
}


/* ------------------------------------------ */
/* 
 * reads : g_673 g_674 g_508 g_443 g_906 g_191 g_492 g_52 g_49
 * writes: g_149 g_191 g_492 g_49
 */
static int32_t  func_2(int64_t  p_3, int8_t  p_4, int8_t * p_5, int8_t * p_6, uint32_t  p_7)
{ /* block id: 168 */
    uint16_t *l_897 = &g_898;
    uint16_t ** const l_896 = &l_897;
    int32_t l_904 = 0L;
    uint32_t l_905 = 1UL;
    uint64_t *l_907 = &g_191;
    (*g_52) |= ((int16_t)0xFE69L - (int16_t)(((int8_t)((*p_6) &= ((0x2631L == ((uint8_t)((int8_t)((p_4 && ((*l_907) |= ((int8_t)((((((((((int16_t)((*g_673) , ((int32_t)(l_896 == (void*)0) % (int32_t)((uint8_t)((uint8_t)1UL << (uint8_t)(~1UL)) * (uint8_t)(g_149 = p_7)))) / (int16_t)l_904) | g_508) , l_905) ^ p_3) >= g_443) , (*g_673)) , g_906) < 1UL) & g_508) << (int8_t)4))) <= g_443) << (int8_t)g_443) * (uint8_t)0xEAL)) <= l_905)) >> (int8_t)6) , p_3));
    return (*g_52);
}


/* ------------------------------------------ */
/* 
 * reads : g_146 g_22 g_26 g_49 g_185 g_52 g_104 g_221 g_596 g_508 g_621 g_622 g_623 g_187 g_222 g_587 g_784 g_867 g_683 g_682 g_51 g_673 g_674
 * writes: g_185 g_187 g_26 g_190 g_191 g_49 g_508 g_222 g_221 g_445 g_785 g_787 g_867
 */
static int64_t  func_8(int8_t * const  p_9, uint64_t  p_10, int8_t * p_11, uint32_t  p_12)
{ /* block id: 12 */
    uint32_t l_158 = 4294967295UL;
    int8_t *l_164 = &g_26;
    int8_t **l_165 = (void*)0;
    int8_t **l_166 = &l_164;
    int16_t *l_184 = &g_185;
    int16_t *l_186 = &g_187;
    int32_t l_188 = 5L;
    uint64_t *l_189 = &g_190;
    int32_t l_243 = 0x08B9B0A5L;
    int32_t l_328 = 0L;
    int32_t l_369 = 0x3B35A5BBL;
    uint16_t l_385 = 1UL;
    union U1 l_687 = {0};
    uint32_t l_719 = 0x4E5148E3L;
    int32_t ***l_733 = (void*)0;
    int64_t *l_742 = &g_220;
    int64_t **l_741 = &l_742;
    uint16_t *l_748 = (void*)0;
    uint16_t **l_747 = &l_748;
    uint16_t *l_751 = &l_385;
    int32_t *l_752 = &g_508;
    const int32_t *l_755 = (void*)0;
lbl_616:
    (*g_52) = ((uint32_t)((int32_t)p_10 % (int32_t)((g_191 = (((*l_189) = (((int8_t)((int64_t)g_146 / (int64_t)l_158) + (int8_t)(l_188 = (g_26 = (-(uint64_t)((((int16_t)(((uint8_t)(&g_26 != ((*l_166) = l_164)) << (uint8_t)4) , (((((int8_t)(((uint16_t)p_12 - (uint16_t)(!(~((int32_t)(~((uint16_t)(((((*l_186) = ((*l_184) |= ((g_22 >= ((uint16_t)((g_26 < ((uint32_t)l_158 + (uint32_t)p_10)) ^ l_158) << (uint16_t)0)) == g_49))) ^ 8L) != l_158) && 0UL) / (uint16_t)p_12)) - (int32_t)l_158)))) , g_185) << (int8_t)0) , 0x0AD585B88FC9099BLL) , l_158) | (*g_52))) / (int16_t)6UL) , &g_26) == &g_26))))) > l_158)) , g_104)) && l_188)) / (uint32_t)0x61BCE71EL);
    for (p_12 = 0; (p_12 <= 21); p_12 += 6)
    { /* block id: 23 */
        union U1 l_196 = {0};
        union U1 *l_197 = &l_196;
        int8_t *l_198 = &g_26;
        int32_t l_199 = 0x7EB93D75L;
        int16_t * const l_235 = (void*)0;
        int32_t l_250 = 2L;
        int32_t l_251 = (-5L);
        int32_t l_286 = 0xE4519CD9L;
        int32_t l_366 = 7L;
        int32_t l_377 = 0x405CEAB9L;
        int32_t l_378 = 0L;
        int64_t *l_406 = &g_220;
        uint32_t l_632 = 1UL;
    }
lbl_753:
    if (l_188)
        goto lbl_616;
    if ((((*l_189) = (((*l_747) = &l_385) == ((p_12 ^ ((void*)0 == g_221)) , l_751))) , (((*l_752) &= g_596) , (0xB65DE4F2L == g_22))))
    { /* block id: 138 */
        if (l_158)
            goto lbl_753;
        (****g_621) = ((*g_52) = (p_10 & p_10));
    }
    else
    { /* block id: 142 */
        const int32_t *l_754 = &g_222;
        int32_t * const *l_769 = (void*)0;
        int32_t * const ** const l_768 = &l_769;
        uint32_t l_777 = 0x75F23333L;
        int32_t l_812 = 0L;
        l_755 = l_754;
        (**g_622) = (void*)0;
        for (g_187 = 0; (g_187 == (-14)); g_187 -= 5)
        { /* block id: 147 */
            const int32_t l_776 = 2L;
            uint8_t *l_782 = &g_445;
            int8_t ***l_783 = &l_166;
            int32_t l_788 = 2L;
            int32_t l_810 = 1L;
            int32_t l_821 = 0x6DBBE115L;
            int32_t l_842 = (-10L);
            int32_t l_848 = 0L;
            (*g_52) |= ((uint16_t)((uint8_t)((int8_t)(*l_755) << (int8_t)1) - (uint8_t)(*l_754)) + (uint16_t)((int8_t)((int8_t)((void*)0 == l_768) % (int8_t)((((int16_t)((g_445 = ((*p_9) != g_587)) > (*l_755)) >> (int16_t)(((int16_t)g_222 >> (int16_t)10) , ((((int64_t)l_776 * (int64_t)0UL) == p_12) != l_776))) & g_26) , g_104)) * (int8_t)l_777));
            if (l_776)
                break;
            if (((uint8_t)((*l_782) = ((uint8_t)(0x3D4604ACL & 0x3CACA323L) << (uint8_t)5)) * (uint8_t)(*p_9)))
            { /* block id: 152 */
                int32_t *l_789 = (void*)0;
                int32_t *l_790 = &g_49;
                int32_t *l_791 = &l_188;
                int32_t *l_792 = &g_49;
                int32_t *l_793 = &g_519;
                int32_t *l_794 = &l_788;
                int32_t *l_795 = &g_204;
                int32_t *l_796 = &l_788;
                int32_t *l_797 = (void*)0;
                int32_t *l_798 = &l_243;
                int32_t *l_799 = &l_369;
                int32_t *l_800 = &l_328;
                int32_t *l_801 = &g_49;
                int32_t *l_802 = &g_204;
                int32_t *l_803 = &l_369;
                int32_t *l_804 = &l_328;
                int32_t *l_805 = &l_788;
                int32_t *l_806 = &l_328;
                int32_t *l_807 = &l_369;
                int32_t *l_808 = &g_519;
                int32_t *l_809 = &l_369;
                int32_t *l_811 = &g_222;
                int32_t l_813 = 0x7B6F859AL;
                int32_t *l_814 = &l_788;
                int32_t *l_815 = &g_519;
                int32_t *l_816 = &l_813;
                int32_t *l_817 = (void*)0;
                int32_t *l_818 = &l_788;
                int32_t *l_819 = &l_788;
                int32_t *l_820 = &l_813;
                int32_t *l_822 = &g_49;
                int32_t *l_823 = &g_204;
                int32_t *l_824 = &g_222;
                int32_t *l_825 = &l_243;
                int32_t *l_826 = (void*)0;
                int32_t *l_827 = &g_222;
                int32_t *l_828 = &l_788;
                int32_t *l_829 = &g_49;
                int32_t *l_830 = &l_328;
                int32_t *l_831 = (void*)0;
                int32_t *l_832 = &l_243;
                int32_t *l_833 = (void*)0;
                int32_t *l_834 = (void*)0;
                int32_t *l_835 = (void*)0;
                int32_t *l_836 = &g_519;
                int32_t *l_837 = &l_369;
                int32_t *l_838 = &g_519;
                int32_t *l_839 = &l_328;
                int32_t *l_840 = &g_222;
                int32_t *l_841 = &l_328;
                int32_t *l_843 = &g_519;
                int32_t *l_844 = (void*)0;
                int32_t *l_845 = &l_812;
                int32_t *l_846 = &l_328;
                int32_t *l_847 = &g_222;
                int32_t *l_849 = &l_369;
                int32_t *l_850 = &l_243;
                int32_t *l_851 = &l_848;
                int32_t *l_852 = &l_842;
                int32_t *l_853 = &l_848;
                int32_t *l_854 = &g_49;
                int32_t *l_855 = (void*)0;
                int32_t *l_856 = &l_788;
                int32_t *l_857 = &g_204;
                int32_t *l_858 = (void*)0;
                int32_t *l_859 = &l_243;
                int32_t l_860 = 1L;
                int32_t *l_861 = &l_243;
                int32_t *l_862 = &l_810;
                int32_t *l_863 = &l_810;
                int32_t *l_864 = &l_821;
                int32_t *l_865 = &l_842;
                int32_t *l_866 = &l_810;
                (*g_784) = l_783;
                g_787 = &l_776;
                g_867--;
                (*l_798) = ((*g_683) , ((int64_t)(((+(*l_754)) < 0xEB0F8DDCL) && ((*l_782) = l_776)) / (int64_t)g_22));
            }
            else
            { /* block id: 158 */
                int16_t l_878 = (-1L);
                l_848 = (l_821 = (**g_51));
                (*g_52) |= (-1L);
                l_810 &= ((*l_755) != ((p_10 != (((int16_t)((int64_t)((-(uint8_t)(((*g_673) , p_10) && p_10)) == ((1UL <= l_878) <= (((uint16_t)0xD1F8L >> (uint16_t)15) <= p_10))) - (int64_t)0xA993137689F0EE2DLL) * (int16_t)0x1DBBL) , 0x5EL)) != g_104));
            }
        }
    }
    return p_12;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t * const  func_13(int8_t * p_14, uint8_t  p_15)
{ /* block id: 10 */
    return &g_26;
}


/* ------------------------------------------ */
/* 
 * reads : g_51 g_146
 * writes: g_52 g_146
 */
static int8_t * func_20(const int32_t  p_21)
{ /* block id: 4 */
    int32_t * const l_50 = &g_49;
    int32_t *l_53 = &g_49;
    int32_t *l_54 = &g_49;
    int32_t l_55 = 0L;
    int32_t *l_56 = &g_49;
    int32_t *l_57 = &g_49;
    int32_t *l_58 = (void*)0;
    int32_t *l_59 = (void*)0;
    int32_t *l_60 = &l_55;
    int32_t *l_61 = (void*)0;
    int32_t *l_62 = (void*)0;
    int32_t *l_63 = (void*)0;
    int32_t *l_64 = &l_55;
    int32_t *l_65 = &l_55;
    int32_t *l_66 = &l_55;
    int32_t l_67 = 0x82FC9AEBL;
    int32_t *l_68 = &l_67;
    int32_t *l_69 = &l_67;
    int32_t l_70 = 0x7FB108F9L;
    int32_t *l_71 = &g_49;
    int32_t *l_72 = (void*)0;
    int32_t *l_73 = &l_67;
    int32_t *l_74 = &g_49;
    int32_t l_75 = 0x99242039L;
    int32_t *l_76 = &g_49;
    int32_t *l_77 = &l_75;
    int32_t *l_78 = (void*)0;
    int32_t *l_79 = (void*)0;
    int32_t *l_80 = &l_67;
    int32_t *l_81 = &l_75;
    int32_t *l_82 = (void*)0;
    int32_t l_83 = (-1L);
    int32_t *l_84 = (void*)0;
    int32_t *l_85 = (void*)0;
    int32_t *l_86 = &l_75;
    int32_t *l_87 = &l_55;
    int32_t l_88 = (-10L);
    int32_t *l_89 = (void*)0;
    int32_t *l_90 = (void*)0;
    int32_t *l_91 = &l_88;
    int32_t *l_92 = &l_75;
    int32_t *l_93 = &l_67;
    int32_t *l_94 = &l_75;
    int32_t *l_95 = &l_70;
    int32_t l_96 = 2L;
    int32_t *l_97 = &l_88;
    int32_t l_98 = (-1L);
    int32_t *l_99 = &l_55;
    int32_t *l_100 = &l_83;
    int32_t l_101 = 0L;
    int32_t *l_102 = (void*)0;
    int32_t *l_103 = &l_88;
    int32_t *l_105 = (void*)0;
    int32_t *l_106 = &l_88;
    int32_t *l_107 = &l_96;
    int32_t *l_108 = &l_70;
    int32_t *l_109 = &l_67;
    int32_t *l_110 = &l_67;
    int32_t *l_111 = &l_67;
    int32_t l_112 = 0L;
    int32_t *l_113 = &l_83;
    int32_t *l_114 = (void*)0;
    int32_t *l_115 = &l_88;
    int32_t *l_116 = &l_83;
    int32_t l_117 = (-7L);
    int32_t *l_118 = &l_75;
    int32_t *l_119 = &l_101;
    int32_t l_120 = 0x3D1739C3L;
    int32_t *l_121 = &l_88;
    int32_t *l_122 = &l_83;
    int32_t *l_123 = &l_83;
    int32_t l_124 = 1L;
    int32_t l_125 = 0xCFD24BD9L;
    int32_t *l_126 = &g_49;
    int32_t *l_127 = &l_55;
    int32_t *l_128 = &l_75;
    int32_t *l_129 = &l_83;
    int32_t *l_130 = &l_70;
    int32_t *l_131 = &l_124;
    int32_t *l_132 = &l_67;
    int32_t *l_133 = &l_120;
    int32_t *l_134 = (void*)0;
    int32_t *l_135 = &l_120;
    int32_t *l_136 = &l_112;
    int32_t l_137 = 0xE52E9AD7L;
    int32_t *l_138 = &l_70;
    int32_t *l_139 = (void*)0;
    int32_t *l_140 = &l_96;
    int32_t *l_141 = &l_55;
    int32_t *l_142 = &l_67;
    int32_t l_143 = 1L;
    int32_t *l_144 = &l_117;
    int32_t *l_145 = &l_98;
    (*g_51) = l_50;
    g_146--;
    return &g_26;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_190, "g_190", print_hash_value);
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_220, "g_220", print_hash_value);
    transparent_crc(g_222, "g_222", print_hash_value);
    transparent_crc(g_405.f0, "g_405.f0", print_hash_value);
    transparent_crc(g_443, "g_443", print_hash_value);
    transparent_crc(g_445, "g_445", print_hash_value);
    transparent_crc(g_492, "g_492", print_hash_value);
    transparent_crc(g_508, "g_508", print_hash_value);
    transparent_crc(g_518, "g_518", print_hash_value);
    transparent_crc(g_519, "g_519", print_hash_value);
    transparent_crc(g_569, "g_569", print_hash_value);
    transparent_crc(g_587, "g_587", print_hash_value);
    transparent_crc(g_596, "g_596", print_hash_value);
    transparent_crc(g_606, "g_606", print_hash_value);
    transparent_crc(g_674, "g_674", print_hash_value);
    transparent_crc(g_682.f0, "g_682.f0", print_hash_value);
    transparent_crc(g_867, "g_867", print_hash_value);
    transparent_crc(g_898, "g_898", print_hash_value);
    transparent_crc(g_906, "g_906", print_hash_value);
    transparent_crc(g_944.f0, "g_944.f0", print_hash_value);
    transparent_crc(g_980.f0, "g_980.f0", print_hash_value);
    transparent_crc(g_1116, "g_1116", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 185
   depth: 1, occurrence: 3
XXX total union variables: 5

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 6
breakdown:
   indirect level: 0, occurrence: 3
   indirect level: 1, occurrence: 3
XXX full-bitfields structs in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX times a bitfields struct's address is taken: 4
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 3
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 2

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 58
   depth: 2, occurrence: 7
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 7, occurrence: 2
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 18, occurrence: 2
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1
   depth: 28, occurrence: 1
   depth: 34, occurrence: 1
   depth: 38, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 578

XXX times a variable address is taken: 492
XXX times a pointer is dereferenced on RHS: 80
breakdown:
   depth: 1, occurrence: 67
   depth: 2, occurrence: 10
   depth: 3, occurrence: 3
XXX times a pointer is dereferenced on LHS: 119
breakdown:
   depth: 1, occurrence: 107
   depth: 2, occurrence: 7
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 16
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 6
XXX times a pointer is qualified to be dereferenced: 1388

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 374
   level: 2, occurrence: 65
   level: 3, occurrence: 40
   level: 4, occurrence: 24
   level: 5, occurrence: 14
XXX number of pointers point to pointers: 58
XXX number of pointers point to scalars: 511
XXX number of pointers point to structs: 4
XXX percent of pointers has null in alias set: 20.8
XXX average alias set size: 1.03

XXX times a non-volatile is read: 519
XXX times a non-volatile is write: 300
XXX times a volatile is read: 46
XXX    times read thru a pointer: 15
XXX times a volatile is write: 21
XXX    times written thru a pointer: 8
XXX times a volatile is available for access: 898
XXX percentage of non-volatile access: 92.4

XXX forward jumps: 0
XXX backward jumps: 4

XXX stmts: 53
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 11
   depth: 2, occurrence: 8
   depth: 3, occurrence: 12
   depth: 4, occurrence: 3
   depth: 5, occurrence: 5

XXX percentage a fresh-made variable is used: 23.4
XXX percentage an existing variable is used: 76.6
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

