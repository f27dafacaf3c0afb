/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 75 --no-safe-math --max-funcs 5 --no-arrays
 * Seed:      75
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
   volatile int32_t  f1;
   int8_t * f2;
};

union U1 {
   uint32_t  f0;
   int8_t * f1;
};

/* --- GLOBAL VARIABLES --- */
static volatile int64_t g_2 = 0x00025260417BE187LL;/* VOLATILE GLOBAL g_2 */
static int8_t g_36 = 0xCEL;
static int8_t *g_40 = &g_36;
static int16_t g_56 = (-2L);
static uint16_t g_58 = 0UL;
static int64_t g_61 = 0xE719BA7C3387DD7DLL;
static int32_t *g_64 = (void*)0;
static int8_t g_121 = 0x8FL;
static int16_t *g_132 = (void*)0;
static int16_t g_140 = (-1L);
static union U0 g_148 = {0x9F0E05C4L};/* VOLATILE GLOBAL g_148 */
static const union U0 *g_147 = &g_148;
static uint8_t g_163 = 6UL;
static uint8_t g_167 = 0UL;
static uint8_t g_189 = 0x1CL;
static volatile union U1 g_192 = {0xBA5FEA88L};/* VOLATILE GLOBAL g_192 */
static const volatile union U1 *g_191 = &g_192;
static int64_t g_198 = 0x75A9F46BED5E3ED1LL;
static int32_t g_239 = (-4L);
static uint8_t g_256 = 0xB8L;
static int64_t g_277 = 1L;
static uint32_t g_292 = 1UL;
static int16_t g_323 = 0x5C3DL;
static int8_t g_327 = 0L;
static uint32_t g_340 = 0xF5B9D5BCL;
static int64_t g_343 = 0x57159ED09C0B3F9BLL;
static union U0 g_439 = {1UL};/* VOLATILE GLOBAL g_439 */
static union U0 g_441 = {0xE74E1F02L};/* VOLATILE GLOBAL g_441 */
static uint64_t g_454 = 0x949E5974C57ACE02LL;
static int32_t g_482 = 1L;
static uint8_t g_493 = 0x26L;
static union U1 g_496 = {0xED64C805L};
static uint32_t g_503 = 0xD6970CD7L;
static uint64_t *g_548 = &g_454;
static uint16_t g_575 = 65533UL;
static union U1 **g_595 = (void*)0;
static union U1 ***g_594 = &g_595;
static const union U0 g_684 = {0x2A797375L};/* VOLATILE GLOBAL g_684 */
static int32_t g_715 = 1L;
static int32_t g_717 = 0x44F93953L;
static int32_t g_762 = 0x54802E1EL;
static uint64_t g_768 = 1UL;
static int32_t * volatile g_771 = &g_239;/* VOLATILE GLOBAL g_771 */
static int64_t **g_776 = (void*)0;
static int64_t ***g_775 = &g_776;
static int64_t g_819 = 2L;
static uint64_t g_826 = 6UL;
static uint16_t g_855 = 0UL;
static const uint8_t *g_872 = &g_167;
static const uint8_t **g_871 = &g_872;
static int32_t * volatile g_887 = (void*)0;/* VOLATILE GLOBAL g_887 */
static int32_t * volatile g_888 = &g_239;/* VOLATILE GLOBAL g_888 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int16_t  func_10(const uint32_t  p_11, uint32_t  p_12, int8_t * p_13, int8_t * p_14, int8_t * p_15);
static const union U0  func_16(uint32_t  p_17, const uint32_t  p_18, int16_t  p_19, int8_t  p_20);
static uint16_t  func_25(int8_t * p_26);
static uint8_t  func_29(int8_t * p_30, int8_t * p_31, uint16_t  p_32, uint32_t  p_33, int8_t * p_34);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_56 g_64 g_61 g_58 g_36 g_121 g_147 g_167 g_191 g_256 g_292 g_277 g_148.f0 g_340 g_239 g_327 g_323 g_163 g_441.f0 g_189 g_198 g_454 g_493 g_496 g_503 g_482 g_140 g_575 g_594 g_548 g_343 g_439.f0 g_496.f0 g_684 g_684.f0 g_595 g_192.f0 g_717 g_768 g_771 g_775 g_192 g_826 g_855 g_715 g_871 g_684.f1 g_441.f1 g_148 g_819 g_888
 * writes: g_40 g_56 g_58 g_61 g_36 g_121 g_132 g_140 g_147 g_163 g_167 g_189 g_191 g_256 g_292 g_340 g_239 g_454 g_198 g_493 g_503 g_548 g_575 g_594 g_64 g_327 g_343 g_715 g_717 g_768 g_826 g_871 g_855
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_3 = 1UL;
    int8_t *l_35 = &g_36;
    uint16_t l_617 = 0x2093L;
    union U1 l_774 = {0xE33D9CB2L};
    uint32_t *l_785 = &g_340;
    uint32_t **l_784 = &l_785;
    uint32_t **l_787 = (void*)0;
    uint32_t ***l_786 = &l_787;
    int32_t l_798 = 0L;
    int16_t l_851 = (-1L);
    uint16_t l_853 = 0x5952L;
    uint8_t *l_866 = &g_493;
    union U1 * const ***l_873 = (void*)0;
    int32_t l_880 = (-10L);
    uint16_t l_885 = 0xE74CL;
    l_3++;
    (*g_771) = ((uint16_t)(0L >= l_3) << (uint16_t)((int32_t)((func_10((func_16(g_2, l_3, ((((int8_t)((uint16_t)func_25(((((uint8_t)(func_29(l_35, l_35, (l_3 == (l_35 != (void*)0)), l_3, &g_36) != l_617) << (uint8_t)g_343) && l_617) , (void*)0)) + (uint16_t)0xDEE2L) - (int8_t)g_439.f0) ^ g_496.f0) < l_617), l_617) , 0x6D117010L), l_617, &g_327, l_35, &g_327) != l_617) < l_3) / (int32_t)g_148.f0));
    if (((uint32_t)(l_774 , ((g_775 != &g_776) ^ ((uint64_t)((&l_617 == ((((uint16_t)0UL >> (uint16_t)10) || (~(0xB56FL | ((uint64_t)((((l_784 == ((*l_786) = &l_785)) < ((*g_191) , (*g_548))) , g_441.f0) , (*g_548)) % (uint64_t)l_3)))) , &g_575)) & (-1L)) - (uint64_t)(*g_548)))) / (uint32_t)l_617))
    { /* block id: 182 */
        int32_t *l_788 = &g_717;
        int32_t *l_789 = (void*)0;
        int32_t *l_790 = &g_715;
        int32_t *l_791 = &g_239;
        int32_t *l_792 = &g_239;
        int32_t *l_793 = &g_715;
        int32_t *l_794 = (void*)0;
        int32_t *l_795 = &g_715;
        int32_t *l_796 = &g_715;
        int32_t *l_797 = &g_239;
        int32_t *l_799 = (void*)0;
        int32_t *l_800 = &g_715;
        int32_t *l_801 = &g_239;
        int32_t *l_802 = &g_717;
        int32_t *l_803 = &g_715;
        int32_t *l_804 = &g_717;
        int32_t *l_805 = (void*)0;
        int32_t *l_806 = &l_798;
        int32_t *l_807 = &g_239;
        int32_t *l_808 = &g_717;
        int32_t *l_809 = &l_798;
        int32_t *l_810 = &l_798;
        int64_t l_811 = 0x5A5662CE7B9AF9F0LL;
        int32_t *l_812 = &g_717;
        int32_t *l_813 = &l_798;
        int32_t *l_814 = &g_239;
        int32_t *l_815 = &g_239;
        int32_t *l_816 = &g_717;
        int32_t *l_817 = &l_798;
        int32_t *l_818 = (void*)0;
        int32_t *l_820 = &g_715;
        int32_t *l_821 = &g_715;
        int32_t *l_822 = (void*)0;
        int32_t *l_823 = (void*)0;
        int32_t *l_824 = &g_239;
        int32_t *l_825 = &g_239;
        uint8_t *l_840 = &g_493;
        int64_t *l_848 = &g_198;
        int16_t *l_852 = &l_851;
        uint8_t *l_854 = &g_163;
        g_826--;
        (*l_796) &= (((*g_548) = ((((*l_788) != 0xBC54D4B183A99018LL) < ((int16_t)(((int16_t)(+(((uint16_t)(l_774 , ((uint8_t)((*l_840)++) << (uint8_t)(~((*l_854) = ((uint32_t)(((uint16_t)g_768 + (uint16_t)((((*l_848) = l_774.f0) , &g_64) != &g_64)) ^ ((((int32_t)0xC8C4076AL - (int32_t)((((*l_852) = (g_454 < l_851)) > g_496.f0) != (*l_815))) <= l_853) , g_2)) / (uint32_t)g_575))))) % (uint16_t)0x8536L) | g_855)) << (int16_t)g_277) >= 0L) % (int16_t)g_482)) > 65532UL)) , l_853);
    }
    else
    { /* block id: 190 */
        uint8_t **l_867 = (void*)0;
        uint8_t *l_869 = &g_256;
        uint8_t **l_868 = &l_869;
        int32_t l_870 = (-5L);
        int32_t *l_874 = (void*)0;
        int32_t l_875 = 4L;
        l_875 &= ((uint16_t)((((int8_t)(((int16_t)((&g_575 != &g_855) == ((uint16_t)((((*g_548) <= (((((int16_t)((l_866 != ((*l_868) = &g_189)) > (((l_870 <= (((g_871 = g_871) == (void*)0) & (-1L))) ^ (-3L)) ^ l_851)) % (int16_t)(-1L)) , g_684.f1) , l_873) == &g_594)) == l_870) , 1UL) >> (uint16_t)12)) * (int16_t)l_617) || l_3) % (int8_t)l_851) & g_36) >= 5L) * (uint16_t)l_853);
    }
    for (g_855 = 3; (g_855 >= 24); g_855 += 6)
    { /* block id: 197 */
        uint32_t l_882 = 1UL;
        const int32_t l_886 = 0x1B7AED08L;
        (*g_888) = (((0x0B4D2265L <= (g_441.f1 && ((((*g_147) , (((int8_t)((((l_798 = l_880) | (+((l_882 ^ ((int64_t)((void*)0 == &g_340) + (int64_t)(l_885 ^ (*g_771)))) <= g_819))) != (*g_548)) <= l_886) << (int8_t)0) != l_882)) | 0x08L) < 0xF382L))) , g_256) >= l_886);
    }
    return l_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_684.f0 g_454 g_594 g_595 g_163 g_292 g_192.f0 g_439.f0 g_548 g_239 g_36 g_717 g_768
 * writes: g_327 g_163 g_343 g_239 g_715 g_717 g_768
 */
static int16_t  func_10(const uint32_t  p_11, uint32_t  p_12, int8_t * p_13, int8_t * p_14, int8_t * p_15)
{ /* block id: 171 */
    union U1 l_693 = {0UL};
    uint8_t *l_698 = &g_163;
    int32_t *l_711 = &g_239;
    int64_t *l_712 = (void*)0;
    int64_t *l_713 = &g_343;
    int32_t *l_714 = &g_715;
    int32_t *l_716 = &g_717;
    int32_t *l_718 = &g_715;
    int32_t l_719 = 4L;
    int32_t *l_720 = &g_717;
    int32_t *l_721 = &l_719;
    int32_t *l_722 = (void*)0;
    int32_t *l_723 = &g_239;
    int32_t *l_724 = &g_239;
    int32_t *l_725 = &g_717;
    int32_t *l_726 = &g_715;
    int32_t *l_727 = &g_715;
    int32_t *l_728 = &g_239;
    int32_t *l_729 = &l_719;
    int32_t *l_730 = &g_715;
    int32_t *l_731 = &g_715;
    int32_t *l_732 = &g_715;
    int32_t *l_733 = &g_239;
    int32_t *l_734 = (void*)0;
    int32_t l_735 = 0x0DC64634L;
    int32_t *l_736 = &g_239;
    int32_t *l_737 = &l_735;
    int32_t *l_738 = &l_735;
    int32_t *l_739 = &g_717;
    int32_t *l_740 = &l_735;
    int32_t *l_741 = &g_717;
    int32_t *l_742 = &g_715;
    int32_t *l_743 = &g_239;
    int32_t *l_744 = (void*)0;
    int32_t l_745 = (-1L);
    int32_t *l_746 = &g_239;
    int32_t *l_747 = &l_745;
    int32_t l_748 = 0xE0512734L;
    int32_t l_749 = (-1L);
    int32_t *l_750 = (void*)0;
    int32_t *l_751 = &l_748;
    int32_t *l_752 = (void*)0;
    int32_t l_753 = 0x1651E588L;
    int32_t *l_754 = &g_715;
    int32_t l_755 = (-1L);
    int32_t *l_756 = (void*)0;
    int32_t *l_757 = &l_719;
    int32_t l_758 = (-1L);
    int32_t *l_759 = &g_239;
    int32_t *l_760 = &l_745;
    int32_t *l_761 = &l_749;
    int32_t *l_763 = &g_717;
    int32_t *l_764 = (void*)0;
    int32_t *l_765 = &l_735;
    int32_t *l_766 = &l_735;
    int32_t *l_767 = &g_239;
    (*l_716) ^= ((int32_t)((*l_714) = ((g_684.f0 < ((*l_711) = (((((*l_713) = ((int8_t)(g_454 , ((((int16_t)((uint64_t)(l_693 , ((int8_t)((*p_13) = l_693.f0) >> (int8_t)((((((((uint8_t)(((void*)0 == (*g_594)) , ((*l_698)++)) >> (uint8_t)7) && ((int32_t)((int16_t)((int16_t)((uint16_t)g_292 >> (uint16_t)7) / (int16_t)((int8_t)(l_693.f0 , (g_192.f0 < g_439.f0)) >> (int8_t)l_693.f0)) << (int16_t)6) / (int32_t)l_693.f0)) != (*g_548)) < 0x8D55BE72L) <= l_693.f0) == l_693.f0) | p_12))) % (uint64_t)0xF529EB063BA38D60LL) << (int16_t)l_693.f0) , (void*)0) == l_711)) + (int8_t)(*l_711))) ^ (*l_711)) , 0xEF70L) == p_12))) == 0x56L)) % (int32_t)g_36);
    --g_768;
    return (*l_711);
}


/* ------------------------------------------ */
/* 
 * reads : g_684
 * writes:
 */
static const union U0  func_16(uint32_t  p_17, const uint32_t  p_18, int16_t  p_19, int8_t  p_20)
{ /* block id: 169 */
    return g_684;
}


/* ------------------------------------------ */
/* 
 * reads : g_239 g_323 g_140 g_441.f0 g_36 g_292 g_548 g_56 g_340 g_167 g_189 g_148.f0 g_503 g_277 g_343
 * writes: g_140 g_198 g_189 g_454 g_61 g_239 g_64
 */
static uint16_t  func_25(int8_t * p_26)
{ /* block id: 157 */
    uint32_t l_618 = 0x41D3C1D7L;
    int16_t *l_638 = &g_140;
    int64_t *l_639 = &g_198;
    uint8_t *l_640 = &g_189;
    int32_t l_641 = 0x47E352C9L;
    int32_t l_642 = 3L;
    union U1 l_673 = {18446744073709551610UL};
    int64_t *l_678 = &g_61;
    uint16_t **l_680 = (void*)0;
    uint16_t ***l_679 = &l_680;
    int8_t l_681 = 0xC4L;
    int32_t *l_682 = &g_239;
    int32_t **l_683 = &g_64;
    l_642 = ((((*g_548) = (((l_618 & ((uint8_t)g_239 >> (uint8_t)((!((((((int64_t)l_618 - (int64_t)((uint32_t)(g_323 && ((uint8_t)(((*l_640) = ((int16_t)(g_140 , ((((*l_639) = (((uint8_t)(g_441.f0 | (((uint8_t)l_618 << (uint8_t)1) < ((((int16_t)l_618 - (int16_t)((*l_638) |= l_618)) , 255UL) < l_618))) * (uint8_t)l_618) > (-1L))) & l_618) || (-3L))) * (int16_t)0xB03EL)) | l_618) / (uint8_t)l_618)) - (uint32_t)g_323)) < 0xD3L) ^ l_618) != g_36) , l_618)) <= g_239))) <= l_641) <= g_292)) || l_641) ^ 65535UL);
    (*l_682) ^= ((((((uint8_t)(((&l_642 != (((((int16_t)(((((uint8_t)((int16_t)((((int16_t)((uint8_t)((((int16_t)(((int32_t)(((uint8_t)g_56 * (uint8_t)(l_639 == l_639)) & ((uint8_t)((int16_t)((uint16_t)(((int64_t)g_340 % (int64_t)((int64_t)((*l_678) = ((*l_639) = (((l_642 = (((uint64_t)((l_642 && (g_167 <= ((l_673 , ((int16_t)(((uint16_t)(0xFC0732C8L == g_189) * (uint16_t)0xB81CL) & g_148.f0) >> (int16_t)l_641)) , (-7L)))) != g_503) / (uint64_t)0x170662817E9E9159LL) , 0xF08C4554L)) >= 0xBA2126E9L) != l_618))) / (int64_t)g_277)) > l_618) << (uint16_t)l_641) % (int16_t)0x602BL) * (uint8_t)l_618)) % (int32_t)l_618) <= g_323) >> (int16_t)3) >= l_618) || l_641) * (uint8_t)0x93L) >> (int16_t)l_673.f0) != l_618) , l_673.f0) * (int16_t)l_673.f0) / (uint8_t)g_189) & g_140) == l_641) , l_641) >> (int16_t)0) || 0x12484DA0L) , 0x7936L) , (void*)0)) > g_189) != l_641) << (uint8_t)0) , l_679) != (void*)0) >= l_681) && g_343);
    (*l_683) = &l_642;
    return g_343;
}


/* ------------------------------------------ */
/* 
 * reads : g_56 g_64 g_61 g_58 g_36 g_121 g_147 g_167 g_191 g_256 g_292 g_277 g_148.f0 g_340 g_239 g_327 g_323 g_163 g_441.f0 g_189 g_198 g_454 g_493 g_496 g_503 g_482 g_140 g_575 g_594 g_548
 * writes: g_40 g_56 g_58 g_61 g_36 g_121 g_132 g_140 g_147 g_163 g_167 g_189 g_191 g_256 g_292 g_340 g_239 g_454 g_198 g_493 g_503 g_548 g_575 g_594 g_64
 */
static uint8_t  func_29(int8_t * p_30, int8_t * p_31, uint16_t  p_32, uint32_t  p_33, int8_t * p_34)
{ /* block id: 2 */
    int8_t *l_39 = (void*)0;
    int32_t l_54 = 0x492A4153L;
    int16_t *l_55 = &g_56;
    uint16_t *l_57 = &g_58;
    int64_t *l_59 = (void*)0;
    int64_t *l_60 = &g_61;
    int32_t *l_62 = (void*)0;
    int32_t *l_63 = &l_54;
    uint32_t l_81 = 0x329B61F2L;
    uint32_t l_90 = 0xAE792F69L;
    const int64_t l_134 = 0xA71313D863468C50LL;
    int64_t l_190 = 1L;
    uint32_t l_407 = 0x85E0D763L;
    uint16_t *l_409 = &g_58;
    uint32_t l_411 = 0x14ADF549L;
    int32_t l_475 = 0xB2086BB4L;
    int32_t l_480 = 0x0136AD47L;
    union U1 *l_497 = &g_496;
    const uint32_t *l_507 = (void*)0;
    const uint32_t **l_506 = &l_507;
    int32_t l_597 = 0x4BD5D49DL;
    int32_t *l_615 = (void*)0;
    (*l_63) = (((*l_60) = (((uint16_t)((((g_40 = l_39) != p_30) , (((uint16_t)((*l_57) = (((int16_t)((int16_t)p_33 + (int16_t)p_32) << (int16_t)0) == ((*l_55) = ((int8_t)((int8_t)0xB1L * (int8_t)(((int32_t)0L + (int32_t)p_33) , ((!(-1L)) , 0x80L))) / (int8_t)l_54)))) * (uint16_t)(-1L)) & 0xCBL)) ^ p_33) + (uint16_t)0xFCB6L) <= 0x576DL)) ^ 0x909FF4C90EB1F0CFLL);
    if (p_33)
    { /* block id: 8 */
        uint32_t l_65 = 4294967295UL;
        int64_t l_93 = 0x54C426972581EE2CLL;
        int16_t *l_122 = (void*)0;
        int32_t l_164 = 0xFE56077EL;
        const int8_t l_442 = 0x84L;
        if (g_56)
        { /* block id: 9 */
            l_65 ^= (g_64 == g_64);
        }
        else
        { /* block id: 11 */
            uint32_t l_78 = 6UL;
            int16_t *l_133 = &g_56;
            uint32_t *l_153 = &l_81;
            int32_t l_233 = 0x3543006BL;
            int32_t l_278 = 7L;
            int32_t l_282 = (-10L);
            uint32_t l_379 = 4294967295UL;
            const int64_t *l_413 = (void*)0;
            const int64_t **l_412 = &l_413;
            int32_t l_457 = 0L;
            if (((uint8_t)(((int16_t)(p_33 < ((uint32_t)(p_32 | (((((((int64_t)(((uint64_t)(4UL && (((int8_t)l_78 * (int8_t)0x7AL) , ((uint32_t)l_81 - (uint32_t)(((*p_34) = ((int16_t)((+(((int16_t)((*l_55) ^= (!(p_33 , (l_78 == ((((int16_t)0x4B74L / (int16_t)65527UL) <= l_65) ^ 0x0C5DF97F748928FFLL))))) << (int16_t)g_61) != p_32)) ^ l_78) >> (int16_t)14)) , 0x0B09DE24L)))) / (uint64_t)g_58) & g_61) + (int64_t)(*l_63)) ^ p_33) < l_65) <= l_90) != g_61) != 0x51L)) / (uint32_t)g_58)) * (int16_t)g_58) , g_58) << (uint8_t)4))
            { /* block id: 14 */
                uint16_t **l_91 = &l_57;
                uint16_t ***l_92 = &l_91;
                int16_t *l_100 = &g_56;
                int8_t *l_119 = (void*)0;
                int8_t *l_120 = &g_121;
                int32_t l_141 = 0xF039C001L;
                int64_t l_150 = (-2L);
                int32_t l_241 = 0xB6653C33L;
                int32_t l_247 = 3L;
                (*l_92) = l_91;
                (*l_63) |= l_93;
                if (((int8_t)(p_32 > p_32) - (int8_t)((int64_t)((uint64_t)((l_100 == ((g_36 == ((int64_t)((((*l_63) = ((int8_t)((*l_120) = ((uint16_t)((int16_t)((uint16_t)l_78 << (uint16_t)3) << (int16_t)4) + (uint16_t)((int16_t)((int64_t)p_33 / (int64_t)l_78) >> (int16_t)((((uint8_t)((uint8_t)((((&p_32 == (void*)0) , (*l_63)) < p_33) && 0x00L) >> (uint8_t)4) - (uint8_t)l_78) < g_56) & 4294967295UL)))) << (int8_t)0)) , (void*)0) == (void*)0) + (int64_t)0xA925521BE81B9928LL)) , l_122)) || (*p_30)) + (uint64_t)p_33) % (int64_t)0x343453D9EB36BD20LL)))
                { /* block id: 19 */
                    int32_t l_144 = 1L;
                    for (p_33 = 0; (p_33 != 8); p_33 += 4)
                    { /* block id: 22 */
                        uint32_t *l_135 = &l_65;
                        int32_t *l_142 = (void*)0;
                        int32_t *l_143 = &l_141;
                        (*l_143) = ((int8_t)(*p_30) * (int8_t)((g_140 = (((uint32_t)((*l_63) = (+(((g_121 > (0x7D0EC541L >= ((g_36 >= ((uint32_t)0xCA390A41L + (uint32_t)((*l_135) = (((g_132 = &g_56) == l_133) != l_134)))) != ((((uint16_t)(g_58 = ((-(uint64_t)((+g_36) == 0x34B7DDD9L)) & l_78)) >> (uint16_t)11) | (-6L)) < (*p_30))))) , 0x89L) >= g_61))) - (uint32_t)g_36) && 0L)) , l_141));
                        return l_144;
                    }
                }
                else
                { /* block id: 31 */
                    for (g_56 = 0; (g_56 <= 1); g_56 += 9)
                    { /* block id: 34 */
                        const union U0 **l_149 = &g_147;
                        (*l_149) = g_147;
                    }
                    return l_150;
                }
                for (p_33 = 9; (p_33 <= 42); p_33 += 7)
                { /* block id: 41 */
                    uint32_t **l_154 = (void*)0;
                    uint32_t **l_155 = &l_153;
                    int32_t l_165 = 1L;
                    int32_t l_243 = (-1L);
                    int32_t *l_259 = &g_239;
                    int32_t *l_260 = &l_247;
                    int32_t *l_261 = &l_241;
                    int32_t *l_262 = &g_239;
                    int32_t *l_263 = &l_247;
                    int32_t *l_264 = &l_141;
                    int32_t *l_265 = &l_54;
                    int32_t *l_266 = &l_233;
                    int32_t *l_267 = &l_54;
                    int32_t *l_268 = &g_239;
                    int32_t *l_269 = &l_164;
                    int32_t *l_270 = &l_164;
                    int32_t *l_271 = &l_233;
                    int32_t *l_272 = &l_54;
                    int32_t *l_273 = &l_164;
                    int32_t *l_274 = &l_164;
                    int32_t *l_275 = (void*)0;
                    int32_t *l_276 = &l_141;
                    int32_t *l_279 = &l_233;
                    int32_t *l_280 = &l_241;
                    int32_t *l_281 = &l_164;
                    int32_t *l_283 = &l_164;
                    int32_t *l_284 = &l_243;
                    int32_t *l_285 = &l_164;
                    int32_t *l_286 = &l_164;
                    int32_t *l_287 = (void*)0;
                    int32_t *l_288 = &l_141;
                    int32_t *l_289 = (void*)0;
                    int32_t *l_290 = &l_243;
                    int32_t *l_291 = (void*)0;
                    if ((((void*)0 == l_153) , (((*l_155) = g_64) == &p_33)))
                    { /* block id: 43 */
                        uint32_t l_161 = 0x18C4EF54L;
                        uint8_t *l_162 = &g_163;
                        uint8_t *l_166 = &g_167;
                        union U1 l_175 = {0UL};
                        union U1 *l_176 = &l_175;
                        uint32_t *l_187 = &l_81;
                        uint8_t *l_188 = &g_189;
                        (*l_63) ^= (~(((**l_91) = ((uint8_t)((*l_162) = ((int16_t)l_161 << (int16_t)1)) + (uint8_t)(0UL > ((((*l_188) = ((l_164 = (l_65 || 18446744073709551608UL)) & ((*p_31) = ((--(*l_166)) > ((((~(((uint16_t)((((((int8_t)0L >> (int8_t)2) | (((g_36 , ((*l_176) = l_175)) , ((uint8_t)(((*l_187) = (p_33 ^ (((uint8_t)((uint8_t)((int64_t)((uint16_t)(0x574FL >= 0xA824L) % (uint16_t)p_32) - (int64_t)g_58) + (uint8_t)l_65) * (uint8_t)p_32) || l_65))) , p_32) * (uint8_t)255UL)) , 1L)) == 0x3F44EB2AL) , (-1L)) && l_150) << (uint16_t)12) == p_33)) >= (-1L)) || p_33) >= g_58))))) ^ 8UL) , l_165)))) , g_58));
                    }
                    else
                    { /* block id: 53 */
                        if (l_150)
                            break;
                    }
                    if (l_190)
                    { /* block id: 56 */
                        const volatile union U1 **l_193 = &g_191;
                        int32_t *l_194 = &l_164;
                        int32_t *l_195 = &l_165;
                        int32_t *l_196 = &l_54;
                        int32_t *l_197 = &l_141;
                        int32_t *l_199 = &l_165;
                        int32_t *l_200 = &l_54;
                        int32_t *l_201 = &l_54;
                        int32_t *l_202 = &l_141;
                        int32_t *l_203 = &l_164;
                        int32_t *l_204 = &l_164;
                        int32_t *l_205 = &l_164;
                        int32_t *l_206 = (void*)0;
                        int32_t *l_207 = &l_54;
                        int32_t *l_208 = (void*)0;
                        int32_t *l_209 = &l_141;
                        int32_t l_210 = 3L;
                        int32_t *l_211 = &l_54;
                        int32_t *l_212 = &l_164;
                        int32_t *l_213 = &l_54;
                        int32_t *l_214 = &l_210;
                        int32_t *l_215 = &l_165;
                        int32_t *l_216 = &l_54;
                        int32_t *l_217 = &l_165;
                        int32_t *l_218 = (void*)0;
                        int32_t *l_219 = &l_165;
                        int32_t *l_220 = &l_164;
                        int32_t *l_221 = &l_165;
                        int32_t *l_222 = &l_165;
                        int32_t *l_223 = &l_165;
                        int32_t l_224 = 1L;
                        int32_t *l_225 = &l_165;
                        int32_t *l_226 = (void*)0;
                        int32_t *l_227 = &l_141;
                        int32_t *l_228 = &l_54;
                        int32_t *l_229 = (void*)0;
                        int32_t *l_230 = &l_224;
                        int32_t *l_231 = &l_141;
                        int32_t *l_232 = (void*)0;
                        int32_t *l_234 = &l_233;
                        int32_t *l_235 = &l_54;
                        int32_t *l_236 = &l_233;
                        int32_t *l_237 = &l_141;
                        int32_t *l_238 = &l_141;
                        int32_t *l_240 = &l_164;
                        int32_t *l_242 = &l_141;
                        int32_t *l_244 = &l_233;
                        int32_t *l_245 = &l_233;
                        int32_t *l_246 = &l_164;
                        int32_t *l_248 = (void*)0;
                        int32_t *l_249 = (void*)0;
                        int32_t *l_250 = &g_239;
                        int32_t *l_251 = &l_210;
                        int32_t *l_252 = &l_243;
                        int32_t *l_253 = &l_247;
                        int32_t *l_254 = &g_239;
                        int32_t *l_255 = (void*)0;
                        (*l_193) = g_191;
                        ++g_256;
                        (*l_207) ^= p_32;
                    }
                    else
                    { /* block id: 60 */
                        (*l_63) &= 0L;
                    }
                    ++g_292;
                }
            }
            else
            { /* block id: 65 */
                int16_t l_298 = 0x552AL;
                int8_t *l_303 = &g_121;
                int32_t l_344 = 1L;
                int32_t l_346 = 0xF6F8C7CCL;
                int32_t l_351 = 1L;
                int32_t l_357 = (-1L);
                uint32_t *l_417 = &g_340;
                uint32_t **l_426 = (void*)0;
                union U0 *l_438 = &g_439;
                if ((((-(uint32_t)4UL) && ((((int8_t)(((*l_63) = l_298) > ((*l_153) = ((((*l_55) |= (-4L)) , (((((uint8_t)(((int8_t)((*l_303) = (l_164 = ((*p_31) = l_298))) << (int8_t)((+l_282) >= (((uint8_t)(((p_33 | ((l_298 | g_277) != l_282)) <= l_78) , g_148.f0) / (uint8_t)g_58) == 0UL))) , 0x5EL) + (uint8_t)9UL) | p_32) >= l_78) & 255UL)) | p_32))) / (int8_t)3L) , &g_58) == &g_58)) || l_298))
                { /* block id: 72 */
                    int32_t *l_307 = &l_282;
                    int32_t *l_308 = &l_54;
                    int32_t *l_309 = &l_164;
                    int32_t *l_310 = &l_54;
                    int32_t *l_311 = &l_278;
                    int32_t *l_312 = (void*)0;
                    int32_t *l_313 = &g_239;
                    int32_t *l_314 = &l_233;
                    int32_t *l_315 = &l_54;
                    int32_t *l_316 = &l_282;
                    int32_t *l_317 = &g_239;
                    int32_t *l_318 = &l_164;
                    int32_t *l_319 = &l_282;
                    int32_t *l_320 = &l_164;
                    int32_t *l_321 = &l_233;
                    int32_t *l_322 = &l_278;
                    int32_t *l_324 = &g_239;
                    int32_t *l_325 = (void*)0;
                    int32_t *l_326 = &l_278;
                    int32_t *l_328 = &l_282;
                    int32_t *l_329 = &l_282;
                    int32_t *l_330 = &l_282;
                    int32_t *l_331 = &l_54;
                    int32_t *l_332 = &g_239;
                    int32_t *l_333 = &l_164;
                    int32_t *l_334 = &l_164;
                    int32_t *l_335 = &l_54;
                    int32_t *l_336 = &l_282;
                    int32_t *l_337 = (void*)0;
                    int32_t *l_338 = &l_164;
                    int32_t *l_339 = &l_54;
                    int32_t *l_345 = &l_54;
                    int32_t *l_347 = (void*)0;
                    int32_t *l_348 = (void*)0;
                    int32_t *l_349 = &l_344;
                    int32_t *l_350 = &g_239;
                    int32_t *l_352 = &l_346;
                    int32_t *l_353 = &l_164;
                    int32_t *l_354 = &l_233;
                    int32_t *l_355 = &l_282;
                    int32_t *l_356 = &l_282;
                    int32_t *l_358 = &g_239;
                    int32_t *l_359 = &l_282;
                    int32_t *l_360 = &l_357;
                    int32_t *l_361 = &l_282;
                    int32_t *l_362 = &l_233;
                    int32_t *l_363 = (void*)0;
                    int32_t *l_364 = &l_233;
                    int32_t *l_365 = &l_346;
                    int32_t *l_366 = &l_54;
                    int32_t *l_367 = &l_346;
                    int32_t *l_368 = &l_346;
                    int32_t *l_369 = &g_239;
                    int32_t *l_370 = &l_282;
                    int32_t *l_371 = &l_54;
                    int32_t *l_372 = &l_351;
                    int32_t *l_373 = &l_164;
                    int32_t *l_374 = (void*)0;
                    int32_t *l_375 = &l_351;
                    int32_t *l_376 = &l_164;
                    int32_t *l_377 = &g_239;
                    int32_t *l_378 = &l_164;
                    uint32_t ** const l_425 = &l_153;
                    union U0 *l_440 = &g_441;
                    --g_340;
                    --l_379;
                    if (((*l_335) = g_239))
                    { /* block id: 76 */
                        int16_t *l_391 = (void*)0;
                        int16_t *l_392 = &g_140;
                        uint8_t *l_408 = &g_167;
                        uint8_t *l_410 = &g_256;
                        (*l_316) = ((uint16_t)(!(((((((((*p_31) | ((uint16_t)((*l_57) |= ((uint16_t)(1UL | ((1L <= (255UL < 1UL)) , g_327)) + (uint16_t)((*l_392) = ((*l_133) = ((uint8_t)(p_30 != (void*)0) / (uint8_t)g_323))))) % (uint16_t)g_148.f0)) >= g_36) && g_167) ^ p_33) == g_292) | (*l_326)) >= 0x5B7EL) <= 0xC1152C8EFAF6353BLL)) % (uint16_t)l_78);
                        (*l_326) &= ((int16_t)g_323 << (int16_t)((uint16_t)(g_292 || (((*l_410) = ((int16_t)((l_344 ^ ((uint8_t)((int16_t)((((int16_t)(65530UL ^ (p_32 && l_233)) * (int16_t)((*l_350) ^ (((l_78 > ((((*l_408) = ((((*l_60) = ((uint32_t)(g_163 | p_32) / (uint32_t)p_33)) & l_407) < l_346)) || 0xAFL) , p_33)) , &g_58) != l_409))) , &p_33) != &g_340) >> (int16_t)6) << (uint8_t)g_277)) , 0x9F92L) + (int16_t)65530UL)) > l_411)) >> (uint16_t)14));
                    }
                    else
                    { /* block id: 85 */
                        const int64_t ***l_414 = &l_412;
                        const int64_t **l_416 = (void*)0;
                        const int64_t ***l_415 = &l_416;
                        int32_t **l_422 = (void*)0;
                        int32_t **l_423 = (void*)0;
                        int32_t **l_424 = &l_328;
                        uint32_t ***l_427 = &l_426;
                        (*l_415) = ((*l_414) = l_412);
                        (*l_313) = ((l_417 != (void*)0) && ((uint8_t)(((int64_t)(((*l_424) = (void*)0) != ((((g_163 , l_425) != ((*l_427) = l_426)) , (((int32_t)(((int16_t)((p_33 < ((uint16_t)(((uint8_t)(((((int16_t)(g_327 > (0x3E32F4612B06F095LL || g_121)) << (int16_t)p_33) , l_438) != l_440) == (*l_339)) * (uint8_t)g_441.f0) ^ (*l_330)) * (uint16_t)0x0417L)) >= l_164) - (int16_t)l_442) <= g_189) - (int32_t)(*l_315)) , 0x99F4L)) , &l_54)) % (int64_t)l_298) || 1UL) >> (uint8_t)7));
                        return g_292;
                    }
                }
                else
                { /* block id: 93 */
                    uint64_t *l_452 = (void*)0;
                    uint64_t *l_453 = &g_454;
                    g_239 |= (((*p_31) = (((!(+(g_198 , ((uint8_t)((int8_t)l_65 + (int8_t)l_298) >> (uint8_t)l_164)))) & ((int16_t)((~(((&p_33 == (void*)0) , (0x1DE14EDE75B7436ALL & (((((*l_453) |= 18446744073709551615UL) != ((int16_t)g_189 - (int16_t)p_32)) , (-3L)) , g_121))) && l_379)) >= 0x8A2F2A67L) << (int16_t)l_442)) , l_457)) , l_278);
                }
                return g_323;
            }
            return l_233;
        }
    }
    else
    { /* block id: 102 */
        int32_t l_461 = 6L;
        int32_t *l_462 = &g_239;
        int32_t *l_463 = &g_239;
        int32_t *l_464 = &g_239;
        int32_t *l_465 = &g_239;
        int32_t *l_466 = &l_54;
        int32_t *l_467 = &l_54;
        int32_t *l_468 = &l_54;
        int32_t *l_469 = &g_239;
        int32_t *l_470 = &l_54;
        int32_t l_471 = 0x58946780L;
        int32_t *l_472 = &l_471;
        int32_t *l_473 = &l_54;
        int32_t *l_474 = &l_471;
        int32_t *l_476 = &l_54;
        int32_t *l_477 = &g_239;
        int32_t *l_478 = &g_239;
        int32_t *l_479 = &l_54;
        int32_t *l_481 = &g_239;
        int32_t *l_483 = &l_471;
        int32_t *l_484 = &g_239;
        int32_t *l_485 = &l_54;
        int32_t *l_486 = &g_239;
        int32_t *l_487 = &l_54;
        int32_t *l_488 = &l_471;
        int32_t *l_489 = &g_239;
        int32_t l_490 = 9L;
        int32_t *l_491 = &l_475;
        int32_t *l_492 = (void*)0;
        union U1 **l_498 = (void*)0;
        union U1 **l_499 = &l_497;
        int16_t l_500 = 0x498BL;
        int32_t *l_501 = &l_475;
        int32_t *l_502 = &l_54;
        for (g_198 = 1; (g_198 >= (-21)); --g_198)
        { /* block id: 105 */
            int32_t l_460 = 0x64FACB01L;
            return l_460;
        }
        g_493++;
        (*l_499) = (g_496 , l_497);
        --g_503;
    }
    if (((p_32 || (((*l_506) = &p_33) != (p_33 , &p_33))) <= ((int16_t)(((uint32_t)((*l_63) < p_33) - (uint32_t)((void*)0 == l_506)) & (((((((1UL == g_327) ^ (*l_63)) && 0x9B1FE60BA30C083DLL) == 0x5B3381A5F3E66D62LL) < p_32) , g_441.f0) , g_292)) % (int16_t)p_33)))
    { /* block id: 113 */
        int8_t l_514 = 0x41L;
        int8_t l_517 = 0x74L;
        int32_t l_529 = 5L;
        uint8_t *l_530 = &g_256;
        int32_t l_544 = 1L;
        uint32_t *l_553 = &l_411;
        uint32_t **l_552 = &l_553;
        uint32_t ***l_551 = &l_552;
        uint32_t ****l_554 = &l_551;
        union U1 *l_558 = &g_496;
        int32_t l_573 = 0L;
        if ((((*l_60) = ((int16_t)l_514 >> (int16_t)((uint8_t)255UL >> (uint8_t)0))) , ((l_517 , p_33) , (((-(uint8_t)(((*l_530) = ((int32_t)p_33 % (int32_t)((uint16_t)(((int8_t)(*p_34) >> (int8_t)((((uint32_t)(((int8_t)(l_529 = (p_33 >= 1UL)) + (int8_t)g_198) && p_33) / (uint32_t)l_514) > p_32) , 2L)) , p_33) >> (uint16_t)(*l_63)))) && l_514)) , (-1L)) , g_454))))
        { /* block id: 117 */
            (*l_63) |= ((((int32_t)(0UL ^ (((((int16_t)(((((void*)0 != l_60) & (((((int16_t)((int16_t)((((((void*)0 == &g_198) || g_327) ^ ((((int64_t)(2UL >= ((g_482 == ((int16_t)((!9UL) & p_32) * (int16_t)g_58)) , p_32)) + (int64_t)0L) , 0x5B668B12C148FA94LL) & 0x4DF4CCD7627243C6LL)) >= 0UL) , l_544) << (int16_t)g_441.f0) >> (int16_t)15) ^ l_529) , 0x67F92BECL) | (-1L))) > g_61) & 0x3BF7L) * (int16_t)p_32) == p_32) & p_33) , g_121)) / (int32_t)0x68D75C58L) < 9UL) == g_327);
            return p_33;
        }
        else
        { /* block id: 120 */
            uint64_t *l_547 = &g_454;
            (*l_63) = ((((int8_t)(*p_30) * (int8_t)(p_32 , (((g_548 = l_547) != ((((*l_530) = ((int16_t)g_277 * (int16_t)l_544)) <= g_198) , l_547)) == ((g_323 || 0x7EEC759BL) | (-1L))))) >= 0x254FL) && 3L);
        }
        if ((((*l_554) = l_551) == (void*)0))
        { /* block id: 126 */
            uint16_t l_555 = 1UL;
            return l_555;
        }
        else
        { /* block id: 128 */
            int8_t l_566 = 0xD6L;
            for (l_475 = 7; (l_475 == 8); ++l_475)
            { /* block id: 131 */
                union U1 **l_559 = (void*)0;
                union U1 **l_560 = &l_497;
                int16_t *l_561 = &g_140;
                uint16_t *l_574 = &g_575;
                int32_t l_576 = 0xFB84948AL;
                int32_t *l_577 = &l_480;
                (*l_560) = l_558;
                (*l_577) |= ((l_561 == (void*)0) == ((**l_552) = ((int16_t)((((int8_t)(((l_566 <= ((g_148.f0 || ((!(p_32 > ((((*l_57) |= g_140) == ((int32_t)(!((int32_t)(-1L) / (int32_t)1UL)) % (int32_t)((((*l_574) &= ((((p_32 >= l_573) <= (*l_63)) <= p_32) , g_198)) >= p_33) | 0xA9DAL))) , (*p_31)))) <= l_573)) == p_33)) , l_529) && (*l_63)) << (int8_t)6) > p_32) , p_33) << (int16_t)l_576)));
            }
        }
        return p_32;
    }
    else
    { /* block id: 140 */
        union U1 **l_580 = &l_497;
        int64_t *l_583 = (void*)0;
        const int32_t l_591 = 0xF8B982EFL;
        uint16_t * const * const *l_601 = (void*)0;
        uint32_t l_614 = 0xFB562337L;
        int32_t l_616 = 0x46217EB9L;
        for (g_256 = (-12); (g_256 >= 47); g_256 += 1)
        { /* block id: 143 */
            union U1 ***l_581 = &l_580;
            int32_t **l_582 = &l_62;
            union U1 ****l_596 = &g_594;
            int32_t *l_598 = &l_480;
            (*l_581) = l_580;
            (*l_582) = &g_239;
            (*l_598) |= ((**l_580) , (l_583 == ((((((int64_t)((!(**l_582)) < (+((uint64_t)(*l_62) - (uint64_t)(((((~(**l_582)) >= (((*l_60) = (((l_591 <= (**l_582)) , ((*l_63) , ((int16_t)((((*l_596) = g_594) == (void*)0) && 0x085F6703L) - (int16_t)l_597))) , l_591)) || (*g_548))) == p_32) , g_496) , g_58)))) % (int64_t)p_33) > g_323) <= l_591) < 0x6C18L) , &l_134)));
        }
        g_239 = (((((*g_548) > ((((uint8_t)(l_601 != l_601) - (uint8_t)((l_614 |= ((uint8_t)p_33 % (uint8_t)((*p_31) = ((int16_t)((int8_t)((int8_t)8L * (int8_t)((int16_t)((((l_591 , (*p_31)) > g_292) >= ((uint16_t)((p_33 && l_591) > p_32) << (uint16_t)p_33)) , l_591) >> (int16_t)g_163)) << (int8_t)p_33) - (int16_t)0x7A12L)))) , 0x41L)) ^ g_441.f0) | p_33)) != g_340) >= l_591) <= (*l_63));
        l_616 = (&g_239 != (g_64 = l_615));
    }
    return g_441.f0;
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
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_148.f0, "g_148.f0", print_hash_value);
    transparent_crc(g_148.f1, "g_148.f1", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_189, "g_189", print_hash_value);
    transparent_crc(g_192.f0, "g_192.f0", print_hash_value);
    transparent_crc(g_198, "g_198", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_256, "g_256", print_hash_value);
    transparent_crc(g_277, "g_277", print_hash_value);
    transparent_crc(g_292, "g_292", print_hash_value);
    transparent_crc(g_323, "g_323", print_hash_value);
    transparent_crc(g_327, "g_327", print_hash_value);
    transparent_crc(g_340, "g_340", print_hash_value);
    transparent_crc(g_343, "g_343", print_hash_value);
    transparent_crc(g_439.f0, "g_439.f0", print_hash_value);
    transparent_crc(g_439.f1, "g_439.f1", print_hash_value);
    transparent_crc(g_441.f0, "g_441.f0", print_hash_value);
    transparent_crc(g_441.f1, "g_441.f1", print_hash_value);
    transparent_crc(g_454, "g_454", print_hash_value);
    transparent_crc(g_482, "g_482", print_hash_value);
    transparent_crc(g_493, "g_493", print_hash_value);
    transparent_crc(g_496.f0, "g_496.f0", print_hash_value);
    transparent_crc(g_503, "g_503", print_hash_value);
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_684.f0, "g_684.f0", print_hash_value);
    transparent_crc(g_684.f1, "g_684.f1", print_hash_value);
    transparent_crc(g_715, "g_715", print_hash_value);
    transparent_crc(g_717, "g_717", print_hash_value);
    transparent_crc(g_762, "g_762", print_hash_value);
    transparent_crc(g_768, "g_768", print_hash_value);
    transparent_crc(g_819, "g_819", print_hash_value);
    transparent_crc(g_826, "g_826", print_hash_value);
    transparent_crc(g_855, "g_855", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 137
XXX total union variables: 6

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

XXX max expression depth: 52
breakdown:
   depth: 1, occurrence: 79
   depth: 2, occurrence: 11
   depth: 3, occurrence: 2
   depth: 5, occurrence: 1
   depth: 14, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 3
   depth: 21, occurrence: 2
   depth: 22, occurrence: 1
   depth: 24, occurrence: 3
   depth: 26, occurrence: 1
   depth: 27, occurrence: 1
   depth: 28, occurrence: 4
   depth: 29, occurrence: 1
   depth: 31, occurrence: 2
   depth: 32, occurrence: 1
   depth: 33, occurrence: 1
   depth: 36, occurrence: 1
   depth: 40, occurrence: 1
   depth: 52, occurrence: 1

XXX total number of pointers: 386

XXX times a variable address is taken: 334
XXX times a pointer is dereferenced on RHS: 44
breakdown:
   depth: 1, occurrence: 40
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 90
breakdown:
   depth: 1, occurrence: 88
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 807

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 192
   level: 2, occurrence: 10
   level: 3, occurrence: 4
XXX number of pointers point to pointers: 43
XXX number of pointers point to scalars: 336
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 17.9
XXX average alias set size: 1.02

XXX times a non-volatile is read: 481
XXX times a non-volatile is write: 215
XXX times a volatile is read: 7
XXX    times read thru a pointer: 1
XXX times a volatile is write: 2
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 134
XXX percentage of non-volatile access: 98.7

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 76
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 17
   depth: 1, occurrence: 15
   depth: 2, occurrence: 12
   depth: 3, occurrence: 8
   depth: 4, occurrence: 10
   depth: 5, occurrence: 14

XXX percentage a fresh-made variable is used: 20.5
XXX percentage an existing variable is used: 79.5
********************* end of statistics **********************/

