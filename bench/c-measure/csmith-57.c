/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 57 --no-safe-math --max-funcs 7
 * Seed:      57
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
   const uint8_t  f0;
   int8_t  f1;
   int32_t  f2;
   int64_t  f3;
   volatile uint8_t  f4;
   int32_t  f5;
   uint32_t  f6;
   uint32_t  f7;
   volatile uint16_t  f8;
   int64_t  f9;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x4E6D4F28L;
static int32_t g_5 = 0x07E4FC22L;
static uint8_t g_32 = 249UL;
static volatile int32_t g_37 = 0xD0D7276CL;/* VOLATILE GLOBAL g_37 */
static int32_t g_38[4] = {0xB752BF39L,0xB752BF39L,0xB752BF39L,0xB752BF39L};
static int16_t g_58[9] = {0x7A48L,0x7A48L,0x7A48L,0x7A48L,0x7A48L,0x7A48L,0x7A48L,0x7A48L,0x7A48L};
static volatile int32_t g_59 = (-6L);/* VOLATILE GLOBAL g_59 */
static volatile int32_t g_60 = (-1L);/* VOLATILE GLOBAL g_60 */
static int32_t g_61 = 0L;
static uint32_t g_76[9] = {0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L,0x29358DB2L};
static uint32_t g_79 = 0UL;
static int32_t g_81[8][8] = {{8L,0x39D8E7DFL,0x39D8E7DFL,8L,9L,8L,0x39D8E7DFL,0x39D8E7DFL},{0x39D8E7DFL,9L,0x1B4C5108L,0x1B4C5108L,9L,0x39D8E7DFL,9L,0x1B4C5108L},{8L,9L,8L,0x39D8E7DFL,0x39D8E7DFL,8L,9L,8L},{0x39D8E7DFL,8L,9L,8L,0x39D8E7DFL,0x39D8E7DFL,8L,9L},{0x39D8E7DFL,0x39D8E7DFL,8L,9L,8L,0x39D8E7DFL,0x39D8E7DFL,8L},{0x1B4C5108L,8L,8L,0x1B4C5108L,0xAAB93B57L,0x1B4C5108L,8L,8L},{8L,0xAAB93B57L,9L,9L,0xAAB93B57L,8L,0xAAB93B57L,9L},{0x1B4C5108L,0xAAB93B57L,0x1B4C5108L,8L,8L,0x1B4C5108L,0xAAB93B57L,0x1B4C5108L}};
static int32_t g_83 = (-1L);
static volatile struct S0 g_84 = {0xB3L,1L,0xDC6CE91EL,0L,0x46L,-9L,0xA8F4439DL,7UL,65535UL,-6L};/* VOLATILE GLOBAL g_84 */
static int32_t *g_95[4][3][7] = {{{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5},{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83},{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5}},{{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83},{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5},{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83}},{{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5},{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83},{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5}},{{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83},{&g_38[2],&g_38[2],&g_5,&g_38[0],&g_2,&g_38[0],&g_5},{&g_38[2],&g_38[2],&g_83,&g_81[1][1],&g_81[1][1],&g_81[1][1],&g_83}}};
static int32_t ** const  volatile g_94 = &g_95[2][1][0];/* VOLATILE GLOBAL g_94 */
static int8_t g_133[2][8] = {{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)},{(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)}};
static int64_t g_159[6][7][3] = {{{6L,1L,0xA817FA558AB68CB1LL},{(-1L),8L,0xB43D512287F110A1LL},{0x6CF2371A48C8D2EELL,8L,0x8DF0983E45B0D9EFLL},{(-1L),0L,2L},{0x6CF2371A48C8D2EELL,0x6CF2371A48C8D2EELL,(-1L)},{(-1L),0L,0xB6DD3C1BD19BEEC0LL},{6L,0xA817FA558AB68CB1LL,8L}},{{7L,0L,0L},{1L,6L,8L},{0x1FB4DCC5185D9A0FLL,8L,0xB6DD3C1BD19BEEC0LL},{(-10L),0xFDF6FDFC4D21CDEBLL,(-1L)},{0L,(-1L),2L},{1L,(-10L),0x8DF0983E45B0D9EFLL},{0xB43D512287F110A1LL,(-1L),0xB43D512287F110A1LL}},{{6L,0xFDF6FDFC4D21CDEBLL,0xA817FA558AB68CB1LL},{0x400C7566D79C76D5LL,8L,7L},{0x6CF2371A48C8D2EELL,6L,0x8DF0983E45B0D9EFLL},{0xB6DD3C1BD19BEEC0LL,8L,0x1FB4DCC5185D9A0FLL},{0xF7CD7C78B5D631B4LL,(-4L),0xA817FA558AB68CB1LL},{7L,0x973F93019E490029LL,2L},{(-10L),0xF7CD7C78B5D631B4LL,(-1L)}},{{1L,8L,(-4L)},{6L,(-1L),(-1L)},{0x2F869285BA64AAA9LL,0L,2L},{0x434AC2647FD4F96FLL,6L,0xA817FA558AB68CB1LL},{(-4L),(-2L),0x1FB4DCC5185D9A0FLL},{6L,0x8DF0983E45B0D9EFLL,(-1L)},{(-1L),(-2L),(-1L)}},{{(-10L),6L,(-4L)},{0xB43D512287F110A1LL,0L,1L},{0xF7CD7C78B5D631B4LL,(-1L),(-1L)},{0xC6DB221B169A6022LL,8L,0L},{0xF7CD7C78B5D631B4LL,0xF7CD7C78B5D631B4LL,0xA817FA558AB68CB1LL},{0xB43D512287F110A1LL,0x973F93019E490029LL,(-1L)},{(-10L),(-4L),(-1L)}},{{(-1L),8L,0x2F869285BA64AAA9LL},{6L,(-10L),(-1L)},{(-4L),0L,(-1L)},{0x434AC2647FD4F96FLL,8L,0xA817FA558AB68CB1LL},{0x2F869285BA64AAA9LL,(-2L),0L},{6L,0x434AC2647FD4F96FLL,(-1L)},{1L,(-2L),1L}}};
static uint8_t g_160 = 1UL;
static uint16_t g_239 = 65530UL;
static uint64_t g_240[9][5] = {{0xB6F9DCD163A2F537LL,0x34C2428196840D0DLL,6UL,0x934B0F5AFB2FD5C6LL,0x65BE7C3BE6477B13LL},{0x934B0F5AFB2FD5C6LL,0x7573BEA549995AE5LL,1UL,0x6481C35C62C87CCALL,6UL},{0x41F43FE7ED3B33A0LL,0xB6F9DCD163A2F537LL,0x934B0F5AFB2FD5C6LL,0x934B0F5AFB2FD5C6LL,0xB6F9DCD163A2F537LL},{0x4A5735E2F0389D98LL,18446744073709551615UL,0x28C6EC92A06D2CD2LL,0x868DB94445633ADELL,0xB6F9DCD163A2F537LL},{0x7573BEA549995AE5LL,8UL,0x34C2428196840D0DLL,1UL,6UL},{18446744073709551615UL,1UL,0x4E7EC2F750B4551DLL,0x65BE7C3BE6477B13LL,0x65BE7C3BE6477B13LL},{0x7573BEA549995AE5LL,0x28C6EC92A06D2CD2LL,0x7573BEA549995AE5LL,0x4E7EC2F750B4551DLL,4UL},{0x4A5735E2F0389D98LL,0x28C6EC92A06D2CD2LL,0x6481C35C62C87CCALL,18446744073709551615UL,8UL},{0x41F43FE7ED3B33A0LL,1UL,0x65BE7C3BE6477B13LL,0x34C2428196840D0DLL,0x4A5735E2F0389D98LL}};
static volatile uint32_t g_251 = 0x985C524AL;/* VOLATILE GLOBAL g_251 */
static volatile uint32_t * volatile g_250 = &g_251;/* VOLATILE GLOBAL g_250 */
static volatile uint32_t * volatile *g_249 = &g_250;
static int32_t g_275 = (-10L);
static int32_t g_276 = 0L;
static int8_t g_277 = (-1L);
static uint32_t g_278 = 0xD2C3B531L;
static uint32_t g_281 = 4UL;
static uint16_t g_352 = 0x1591L;
static struct S0 g_420 = {246UL,0x2DL,0x5FB766F3L,1L,0x8AL,0x2C193EE2L,18446744073709551615UL,18446744073709551615UL,65535UL,0xAE2606BC8ABB2204LL};/* VOLATILE GLOBAL g_420 */
static volatile int32_t g_441[2] = {0xA8DAC34FL,0xA8DAC34FL};
static volatile int32_t *g_440 = &g_441[1];
static volatile int32_t * volatile *g_439[7][1][6] = {{{(void*)0,&g_440,&g_440,(void*)0,(void*)0,&g_440}},{{&g_440,&g_440,(void*)0,&g_440,(void*)0,&g_440}},{{&g_440,&g_440,&g_440,&g_440,(void*)0,(void*)0}},{{(void*)0,&g_440,&g_440,(void*)0,(void*)0,&g_440}},{{&g_440,&g_440,(void*)0,&g_440,(void*)0,&g_440}},{{&g_440,&g_440,&g_440,&g_440,(void*)0,(void*)0}},{{(void*)0,&g_440,&g_440,(void*)0,(void*)0,&g_440}}};
static volatile int32_t * volatile **g_438 = &g_439[3][0][1];
static volatile int32_t * volatile ** volatile *g_437 = &g_438;
static const volatile uint16_t ** const  volatile *g_456 = (void*)0;
static int32_t g_465 = 0x0C64C83AL;
static int32_t g_466 = 0x27474FA4L;
static uint8_t g_468 = 6UL;
static int16_t g_508 = 0xF434L;
static struct S0 g_517 = {248UL,8L,0x636AF716L,9L,0UL,9L,1UL,1UL,0UL,-1L};/* VOLATILE GLOBAL g_517 */
static uint64_t g_522 = 0x4C6DBD5CC6A068D9LL;
static uint64_t g_523 = 7UL;
static struct S0 *g_528 = &g_517;
static struct S0 ** volatile g_527 = &g_528;/* VOLATILE GLOBAL g_527 */
static uint8_t g_535 = 0x7BL;
static volatile struct S0 g_544 = {1UL,0xE7L,-1L,0x7FBD7C5556554FD4LL,0x47L,0xE3DAF942L,0UL,0xB9992710L,0x804BL,-1L};/* VOLATILE GLOBAL g_544 */
static int32_t **g_559[1] = {&g_95[2][1][0]};
static int32_t ***g_558 = &g_559[0];
static int32_t ****g_557 = &g_558;
static int32_t *****g_556 = &g_557;
static volatile int16_t g_693 = 0x189FL;/* VOLATILE GLOBAL g_693 */
static volatile int16_t * volatile g_692 = &g_693;/* VOLATILE GLOBAL g_692 */
static volatile int16_t * volatile *g_691 = &g_692;
static struct S0 g_718 = {0x57L,1L,0x1C45E3FEL,0x4CDC6F7F3A7596D5LL,248UL,1L,0x73992F73L,18446744073709551608UL,0x109CL,0x046F1F4A7136B987LL};/* VOLATILE GLOBAL g_718 */
static int8_t *g_754 = &g_133[1][6];
static int8_t * volatile * volatile g_753 = &g_754;/* VOLATILE GLOBAL g_753 */
static volatile struct S0 g_831 = {0xB6L,7L,-1L,1L,255UL,0xB8998A7CL,0x93594B6EL,0xC83C5FBAL,65530UL,0xEDE4CF7D634F8FD6LL};/* VOLATILE GLOBAL g_831 */
static const uint32_t ** volatile g_855 = (void*)0;/* VOLATILE GLOBAL g_855 */
static const struct S0 g_871 = {1UL,0x61L,0L,8L,0x44L,0x8F6FFC9AL,18446744073709551610UL,18446744073709551609UL,1UL,5L};/* VOLATILE GLOBAL g_871 */
static const volatile struct S0 g_890 = {0xBCL,-4L,0x830AE218L,9L,3UL,0xBA0E1765L,0x65ED7561L,18446744073709551615UL,0x35DCL,-1L};/* VOLATILE GLOBAL g_890 */
static uint32_t *g_909[1][4][10] = {{{&g_278,(void*)0,&g_517.f7,(void*)0,&g_517.f7,&g_420.f7,&g_517.f7,(void*)0,&g_517.f7,(void*)0},{(void*)0,&g_517.f7,&g_718.f6,&g_420.f7,&g_420.f7,&g_517.f6,&g_517.f7,&g_517.f7,&g_278,&g_278},{&g_517.f7,(void*)0,&g_517.f6,&g_420.f7,&g_420.f7,&g_420.f7,(void*)0,&g_420.f7,(void*)0,(void*)0},{&g_517.f6,(void*)0,&g_517.f7,&g_420.f7,&g_517.f7,&g_278,&g_420.f7,(void*)0,&g_420.f7,&g_278}}};
static uint32_t * volatile * volatile g_908 = &g_909[0][2][9];/* VOLATILE GLOBAL g_908 */
static volatile struct S0 g_1041 = {247UL,0x25L,0x88580B89L,0L,0x4FL,1L,18446744073709551615UL,0x389166D8L,1UL,0L};/* VOLATILE GLOBAL g_1041 */
static int64_t *g_1070 = &g_420.f3;
static uint16_t *g_1190 = &g_239;
static uint16_t **g_1189 = &g_1190;
static uint16_t ***g_1188 = &g_1189;
static uint8_t *g_1327[4] = {&g_468,&g_468,&g_468,&g_468};
static uint8_t **g_1326 = &g_1327[1];
static uint8_t ***g_1325 = &g_1326;
static uint32_t g_1387 = 0x4294CF13L;
static uint8_t g_1428 = 0x15L;
static uint16_t ****g_1450 = &g_1188;
static uint16_t ***** const  volatile g_1449 = &g_1450;/* VOLATILE GLOBAL g_1449 */
static int64_t g_1481 = 0x3ADBD88775921148LL;
static struct S0 g_1556 = {0x1BL,1L,0x214910FAL,-1L,255UL,-6L,0xD4030DA6L,4UL,6UL,0xC529F6A9C2A69585LL};/* VOLATILE GLOBAL g_1556 */
static int64_t **g_1579 = &g_1070;
static int64_t **g_1580 = (void*)0;
static const int32_t *g_1600 = &g_5;
static const int32_t ** volatile g_1599 = &g_1600;/* VOLATILE GLOBAL g_1599 */
static int32_t *g_1601 = &g_275;


/* --- FORWARD DECLARATIONS --- */
static const uint16_t  func_1(void);
static int16_t  func_14(uint8_t  p_15, const int32_t  p_16, uint16_t  p_17, int8_t  p_18, uint32_t  p_19);
static int8_t  func_22(const uint8_t  p_23, uint32_t  p_24, int32_t  p_25);
static int32_t * func_28(uint64_t  p_29);
static int32_t  func_43(uint8_t * p_44, uint64_t  p_45, uint8_t * p_46, uint16_t  p_47);
static uint8_t * func_48(uint32_t  p_49, const int32_t  p_50);
static uint8_t  func_53(const uint32_t  p_54, uint8_t * p_55, int32_t * p_56);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_5 g_440 g_441 g_1188 g_1189 g_1190 g_239 g_352 g_1070 g_420.f3 g_754 g_133 g_250 g_251 g_466 g_871.f0 g_420.f0 g_1601 g_558 g_559 g_95 g_249 g_38 g_1556.f2 g_517.f7 g_691 g_692 g_693 g_1428 g_1325 g_1326 g_1327 g_557 g_1599 g_1600
 * writes: g_2 g_5 g_32 g_441 g_352 g_133 g_420.f3 g_522 g_523 g_275 g_95 g_517.f7 g_468
 */
static const uint16_t  func_1(void)
{ /* block id: 0 */
    int8_t l_27 = 1L;
    int32_t *l_1659 = &g_38[2];
    for (g_2 = (-7); (g_2 != 2); g_2++)
    { /* block id: 3 */
        const uint16_t l_26[2][2] = {{8UL,8UL},{8UL,8UL}};
        int32_t l_1660 = (-7L);
        int i, j;
        for (g_5 = (-1); (g_5 < 17); g_5++)
        { /* block id: 6 */
            int8_t l_1655 = 0x1AL;
            int32_t l_1656 = 0xDD75DCE6L;
            (*g_440) = (~((uint32_t)(((***g_1325) = (~((int8_t)g_5 >> (int8_t)(g_2 | (((g_2 | func_14(((int16_t)(((func_22(l_26[0][1], g_2, l_27) , (**g_249)) ^ ((((uint32_t)((int32_t)(l_1655 |= 0xFFA716E0L) % (int32_t)g_38[2]) / (uint32_t)l_1656) | l_26[1][1]) || l_1656)) != l_1656) << (int16_t)l_26[0][1]), g_1556.f2, l_26[0][1], l_27, l_26[0][1])) , 0x518652F6L) >= g_1428))))) != 0x1CL) / (uint32_t)l_1656));
            l_1659 = ((***g_557) = (void*)0);
            if ((**g_1599))
                break;
        }
        l_1660 &= 0L;
        if (l_26[0][1])
            break;
    }
    return (*g_1190);
}


/* ------------------------------------------ */
/* 
 * reads : g_517.f7 g_691 g_692 g_693
 * writes: g_517.f7
 */
static int16_t  func_14(uint8_t  p_15, const int32_t  p_16, uint16_t  p_17, int8_t  p_18, uint32_t  p_19)
{ /* block id: 678 */
    for (g_517.f7 = (-4); (g_517.f7 == 8); ++g_517.f7)
    { /* block id: 681 */
        return p_16;
    }
    return (**g_691);
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_440 g_441 g_1188 g_1189 g_1190 g_239 g_352 g_1070 g_420.f3 g_754 g_133 g_250 g_251 g_466 g_871.f0 g_420.f0 g_1601 g_558 g_559 g_95
 * writes: g_32 g_441 g_352 g_133 g_420.f3 g_522 g_523 g_275 g_95
 */
static int8_t  func_22(const uint8_t  p_23, uint32_t  p_24, int32_t  p_25)
{ /* block id: 7 */
    int32_t * const l_30 = (void*)0;
    uint8_t *l_31 = &g_32;
    int32_t l_1650 = 0x1AC69BC8L;
    (**g_558) = func_28((((void*)0 == l_30) | ((*l_31) = g_5)));
    return l_1650;
}


/* ------------------------------------------ */
/* 
 * reads : g_440 g_441 g_1188 g_1189 g_1190 g_239 g_352 g_1070 g_420.f3 g_754 g_133 g_250 g_251 g_466 g_871.f0 g_420.f0 g_1601 g_558 g_559 g_95
 * writes: g_441 g_352 g_133 g_420.f3 g_522 g_523 g_275
 */
static int32_t * func_28(uint64_t  p_29)
{ /* block id: 9 */
    uint32_t l_1281 = 0xA0FD89C9L;
    int16_t l_1290[2];
    int16_t **l_1335[8][1];
    int16_t ***l_1334 = &l_1335[1][0];
    int8_t * const *l_1354 = &g_754;
    int8_t * const **l_1353[3];
    int32_t ****l_1356[6][1][5] = {{{(void*)0,(void*)0,&g_558,&g_558,&g_558}},{{&g_558,(void*)0,&g_558,&g_558,&g_558}},{{&g_558,&g_558,&g_558,&g_558,&g_558}},{{&g_558,&g_558,&g_558,&g_558,&g_558}},{{(void*)0,&g_558,&g_558,&g_558,(void*)0}},{{&g_558,&g_558,&g_558,(void*)0,&g_558}}};
    int64_t **l_1372 = &g_1070;
    const uint16_t ** const *l_1376 = (void*)0;
    const uint16_t ** const **l_1375 = &l_1376;
    uint8_t l_1389 = 255UL;
    int64_t l_1427 = 9L;
    const struct S0 *l_1433 = &g_517;
    const struct S0 **l_1432 = &l_1433;
    const uint8_t **l_1461 = (void*)0;
    const uint8_t ***l_1460 = &l_1461;
    const uint8_t ****l_1459 = &l_1460;
    uint8_t l_1542 = 0xF2L;
    uint16_t **l_1596 = &g_1190;
    uint16_t **l_1597 = &g_1190;
    uint8_t l_1619 = 255UL;
    uint16_t *l_1645[7] = {(void*)0,&g_352,(void*)0,(void*)0,&g_352,(void*)0,(void*)0};
    uint64_t *l_1646 = (void*)0;
    uint64_t *l_1647 = &g_522;
    uint64_t *l_1648 = &g_523;
    int32_t l_1649 = 1L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_1290[i] = 0x93E9L;
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
            l_1335[i][j] = (void*)0;
    }
    for (i = 0; i < 3; i++)
        l_1353[i] = &l_1354;
    for (p_29 = 28; (p_29 != 47); ++p_29)
    { /* block id: 12 */
        int16_t *l_1299 = &l_1290[1];
        int16_t **l_1298 = &l_1299;
        int32_t l_1303 = 1L;
        int8_t *l_1310 = (void*)0;
        uint32_t *l_1316 = &g_76[7];
        int8_t l_1386 = 0xBCL;
        int32_t l_1388 = 0x5E377698L;
        uint8_t ****l_1394 = &g_1325;
        int8_t * const * const *l_1416 = (void*)0;
        int32_t l_1426 = 0x36C72F80L;
        uint32_t l_1478[3];
        uint64_t *l_1545[10][3][8] = {{{(void*)0,(void*)0,&g_522,&g_522,(void*)0,&g_522,(void*)0,&g_522},{&g_522,&g_523,&g_522,(void*)0,(void*)0,&g_522,&g_523,&g_522},{&g_522,&g_523,&g_523,(void*)0,&g_522,&g_522,(void*)0,(void*)0}},{{&g_522,&g_522,(void*)0,&g_522,(void*)0,(void*)0,&g_522,&g_522},{&g_522,(void*)0,&g_523,&g_522,(void*)0,&g_523,&g_522,&g_523},{(void*)0,(void*)0,&g_522,(void*)0,(void*)0,(void*)0,&g_522,&g_523}},{{&g_523,&g_522,(void*)0,&g_522,&g_523,&g_522,&g_522,(void*)0},{&g_522,&g_523,(void*)0,&g_522,(void*)0,&g_522,&g_522,&g_523},{&g_523,&g_523,&g_522,&g_523,&g_522,&g_522,&g_522,(void*)0}},{{&g_522,(void*)0,&g_523,&g_523,&g_523,(void*)0,&g_522,&g_523},{(void*)0,(void*)0,(void*)0,&g_522,&g_522,&g_523,(void*)0,(void*)0},{&g_522,&g_522,&g_523,&g_522,&g_522,(void*)0,&g_523,&g_523}},{{(void*)0,&g_523,&g_522,(void*)0,&g_523,&g_522,(void*)0,&g_523},{&g_522,&g_522,&g_522,&g_522,&g_522,&g_522,&g_522,&g_522},{&g_523,&g_523,&g_522,&g_522,(void*)0,(void*)0,&g_523,(void*)0}},{{&g_522,&g_522,&g_522,(void*)0,&g_523,&g_523,&g_523,&g_522},{&g_523,(void*)0,&g_522,&g_523,&g_522,&g_522,&g_522,&g_523},{&g_522,&g_522,&g_522,&g_523,&g_522,&g_522,&g_522,&g_523}},{{(void*)0,&g_522,(void*)0,&g_523,&g_522,(void*)0,&g_522,&g_522},{&g_523,&g_522,(void*)0,&g_522,&g_522,&g_523,&g_522,&g_522},{&g_523,(void*)0,&g_522,&g_523,&g_522,&g_522,&g_522,(void*)0}},{{(void*)0,(void*)0,&g_522,&g_522,&g_522,&g_522,&g_522,&g_522},{&g_522,(void*)0,&g_522,(void*)0,&g_522,&g_522,&g_523,&g_522},{&g_522,(void*)0,&g_522,&g_522,&g_523,&g_523,&g_523,(void*)0}},{{&g_522,&g_522,&g_522,(void*)0,(void*)0,(void*)0,&g_523,(void*)0},{&g_523,&g_522,&g_522,&g_522,&g_523,&g_522,&g_522,&g_522},{&g_522,&g_522,&g_522,&g_522,&g_522,&g_522,&g_522,(void*)0}},{{(void*)0,&g_522,&g_522,(void*)0,(void*)0,(void*)0,&g_522,(void*)0},{&g_522,&g_522,(void*)0,&g_522,(void*)0,&g_523,&g_522,&g_522},{(void*)0,&g_522,(void*)0,(void*)0,&g_522,&g_522,&g_522,&g_522}}};
        int32_t l_1550 = 0xAAB6C81CL;
        uint16_t *****l_1570[5] = {&g_1450,&g_1450,&g_1450,&g_1450,&g_1450};
        int32_t l_1575[7] = {0L,1L,0L,0L,1L,0L,0L};
        const int8_t *l_1627[8][9][3] = {{{&l_1386,&l_1386,&g_1556.f1},{&g_1556.f1,&g_1556.f1,&g_420.f1},{(void*)0,&g_871.f1,&g_277},{&g_1556.f1,&g_718.f1,&g_420.f1},{&l_1386,&g_871.f1,&g_1556.f1},{&g_871.f1,&g_1556.f1,&g_420.f1},{(void*)0,&l_1386,&g_277},{&g_871.f1,&g_718.f1,&g_420.f1},{&l_1386,&l_1386,&g_1556.f1}},{{&g_1556.f1,&g_1556.f1,&g_420.f1},{(void*)0,&g_871.f1,&g_277},{&g_1556.f1,&g_718.f1,&g_420.f1},{&l_1386,&g_871.f1,&g_1556.f1},{&g_871.f1,&g_1556.f1,&g_420.f1},{(void*)0,&l_1386,&g_277},{&g_871.f1,&g_718.f1,&g_420.f1},{&l_1386,&l_1386,&g_1556.f1},{&g_1556.f1,&g_1556.f1,&g_420.f1}},{{(void*)0,&g_871.f1,&g_277},{&g_1556.f1,&g_718.f1,&g_420.f1},{&l_1386,&g_871.f1,&g_1556.f1},{&g_871.f1,&g_1556.f1,&g_420.f1},{(void*)0,&l_1386,&g_277},{&g_871.f1,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0}},{{&g_871.f1,&g_517.f1,&g_718.f1},{&g_1556.f1,(void*)0,&g_871.f1},{(void*)0,&g_871.f1,&g_718.f1},{(void*)0,&g_1556.f1,(void*)0},{(void*)0,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0},{&g_871.f1,&g_517.f1,&g_718.f1}},{{&g_1556.f1,(void*)0,&g_871.f1},{(void*)0,&g_871.f1,&g_718.f1},{(void*)0,&g_1556.f1,(void*)0},{(void*)0,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0},{&g_871.f1,&g_517.f1,&g_718.f1},{&g_1556.f1,(void*)0,&g_871.f1}},{{(void*)0,&g_871.f1,&g_718.f1},{(void*)0,&g_1556.f1,(void*)0},{(void*)0,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0},{&g_871.f1,&g_517.f1,&g_718.f1},{&g_1556.f1,(void*)0,&g_871.f1},{(void*)0,&g_871.f1,&g_718.f1}},{{(void*)0,&g_1556.f1,(void*)0},{(void*)0,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0},{&g_871.f1,&g_517.f1,&g_718.f1},{&g_1556.f1,(void*)0,&g_871.f1},{(void*)0,&g_871.f1,&g_718.f1},{(void*)0,&g_1556.f1,(void*)0}},{{(void*)0,&g_517.f1,&g_277},{&g_1556.f1,&g_1556.f1,&g_871.f1},{&g_871.f1,&g_871.f1,&g_277},{(void*)0,(void*)0,(void*)0},{&g_871.f1,&g_517.f1,&g_718.f1},{&g_1556.f1,(void*)0,&g_871.f1},{(void*)0,&g_871.f1,&g_718.f1},{(void*)0,&g_1556.f1,(void*)0},{(void*)0,&g_517.f1,&g_277}}};
        const int8_t **l_1626[7][4] = {{&l_1627[3][4][2],&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][4][2]},{&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][8][0],&l_1627[3][4][2]},{&l_1627[3][8][0],&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][8][0]},{&l_1627[3][4][2],&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][4][2]},{&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][8][0],&l_1627[3][4][2]},{&l_1627[3][8][0],&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][8][0]},{&l_1627[3][4][2],&l_1627[3][4][2],&l_1627[3][8][0],&l_1627[3][4][2]}};
        const int8_t ***l_1625 = &l_1626[1][1];
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_1478[i] = 4294967287UL;
    }
    (*g_440) |= (l_1356[0][0][3] == (void*)0);
    (*g_1601) = (((p_29 && (((((uint8_t)(!p_29) << (uint8_t)((((*l_1648) = (((uint64_t)((*l_1647) = (((0xE9C6L > (-9L)) && ((**l_1372) = ((-(uint8_t)2UL) >= ((**l_1354) ^= ((uint64_t)((0x4CL && ((int8_t)0x8CL * (int8_t)p_29)) >= (((uint16_t)(g_352 ^= (***g_1188)) << (uint16_t)13) || 2L)) % (uint64_t)(*g_1070)))))) ^ (*g_250))) % (uint64_t)p_29) < g_466)) <= p_29) > p_29)) > 0x6F935F63L) && l_1649) >= g_871.f0)) == g_420.f0) != 4294967295UL);
    return (**g_558);
}


/* ------------------------------------------ */
/* 
 * reads : g_420.f1 g_558 g_559 g_556 g_557 g_79 g_250 g_251 g_754 g_133 g_84.f5 g_420.f2 g_277 g_523 g_249 g_535 g_32 g_692 g_693 g_61 g_831 g_440 g_508 g_240 g_718.f3 g_855 g_468 g_420.f9 g_517.f0 g_76 g_528 g_718.f7 g_441 g_890 g_58 g_276 g_517 g_420.f6 g_465 g_691 g_81 g_871.f5 g_466 g_871.f9 g_522 g_1188 g_95
 * writes: g_420.f1 g_559 g_753 g_79 g_133 g_95 g_508 g_523 g_76 g_441 g_281 g_420.f9 g_240 g_517.f5 g_535 g_420.f6 g_465 g_58 g_160 g_468 g_522 g_1188
 */
static int32_t  func_43(uint8_t * p_44, uint64_t  p_45, uint8_t * p_46, uint16_t  p_47)
{ /* block id: 313 */
    int32_t l_748 = (-1L);
    int32_t **l_768 = (void*)0;
    uint32_t *l_821 = &g_517.f7;
    int16_t *l_833 = &g_58[4];
    int16_t * const *l_832[5][1] = {{(void*)0},{&l_833},{(void*)0},{&l_833},{(void*)0}};
    uint16_t ***l_900 = (void*)0;
    int64_t *l_920 = &g_718.f3;
    int32_t l_949[8] = {0xA5021B66L,0xA5021B66L,0xA5021B66L,0xA5021B66L,0xA5021B66L,0xA5021B66L,0xA5021B66L,0xA5021B66L};
    uint32_t **l_975[5] = {&g_909[0][2][9],&g_909[0][2][9],&g_909[0][2][9],&g_909[0][2][9],&g_909[0][2][9]};
    int32_t l_1006 = 0x35B56FAAL;
    uint32_t l_1064 = 9UL;
    int64_t *l_1069 = &g_159[1][6][2];
    int16_t l_1151[6] = {(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)};
    uint16_t l_1153 = 1UL;
    int8_t **l_1155[8] = {&g_754,&g_754,&g_754,&g_754,&g_754,&g_754,&g_754,&g_754};
    int8_t ***l_1154 = &l_1155[1];
    uint16_t *l_1187 = (void*)0;
    uint16_t **l_1186[2];
    uint16_t ***l_1185 = &l_1186[0];
    uint16_t ****l_1191 = &g_1188;
    uint16_t l_1198 = 0x477DL;
    int32_t l_1275 = (-4L);
    int i, j;
    for (i = 0; i < 2; i++)
        l_1186[i] = &l_1187;
    for (g_420.f1 = 0; (g_420.f1 >= (-2)); --g_420.f1)
    { /* block id: 316 */
        int32_t l_759 = 0x3E4C89B6L;
        int32_t *l_805[3][1][1];
        int16_t l_822 = 0x47EBL;
        int16_t l_863 = 0L;
        uint32_t *l_877 = &g_517.f7;
        uint16_t *l_903 = (void*)0;
        uint16_t **l_902[7][8] = {{&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903},{&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903},{&l_903,&l_903,&l_903,&l_903,&l_903,(void*)0,&l_903,&l_903},{&l_903,(void*)0,&l_903,&l_903,&l_903,(void*)0,&l_903,&l_903},{&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903},{&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903},{&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903,&l_903}};
        uint16_t ** const *l_901[1][5] = {{&l_902[4][7],&l_902[4][7],&l_902[4][7],&l_902[4][7],&l_902[4][7]}};
        uint16_t l_904 = 4UL;
        const uint8_t l_947 = 0xCFL;
        int64_t l_956 = 7L;
        uint32_t l_959 = 0x6E4E3E91L;
        struct S0 *l_969 = (void*)0;
        const uint32_t *l_1050 = &g_79;
        const uint32_t **l_1049 = &l_1050;
        int16_t l_1072 = 0L;
        uint8_t *l_1094 = (void*)0;
        uint8_t *l_1095 = &g_535;
        int8_t **l_1104 = &g_754;
        int8_t *** const l_1103 = &l_1104;
        int32_t ****l_1164 = &g_558;
        int i, j, k;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 1; k++)
                    l_805[i][j][k] = &g_38[2];
            }
        }
        if ((l_748 & (!1UL)))
        { /* block id: 317 */
            int8_t *l_752 = &g_277;
            int8_t **l_751 = &l_752;
            int8_t ***l_750[2];
            int i;
            for (i = 0; i < 2; i++)
                l_750[i] = &l_751;
            (***g_556) = (*g_558);
            g_753 = (void*)0;
        }
        else
        { /* block id: 320 */
            uint8_t l_771 = 246UL;
            uint32_t *l_778 = &g_79;
            int16_t l_779[10][10] = {{5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L},{0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL},{5L,5L,0x0318L,5L,5L,0x0318L,5L,5L,0x0318L,5L},{5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L},{0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL},{5L,5L,0x0318L,5L,5L,0x0318L,5L,5L,0x0318L,5L},{5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L},{0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL},{5L,5L,0x0318L,5L,5L,0x0318L,5L,5L,0x0318L,5L},{5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L,0x3DCAL,0x3DCAL,5L}};
            int32_t l_780 = 0xD9B8B70CL;
            uint16_t *l_816 = &g_239;
            uint16_t **l_815[9][8] = {{(void*)0,(void*)0,&l_816,&l_816,&l_816,&l_816,&l_816,&l_816},{&l_816,(void*)0,(void*)0,(void*)0,(void*)0,&l_816,&l_816,(void*)0},{&l_816,(void*)0,&l_816,(void*)0,(void*)0,&l_816,(void*)0,(void*)0},{(void*)0,&l_816,(void*)0,(void*)0,&l_816,(void*)0,&l_816,(void*)0},{&l_816,&l_816,&l_816,(void*)0,(void*)0,&l_816,&l_816,&l_816},{&l_816,(void*)0,&l_816,(void*)0,&l_816,&l_816,&l_816,&l_816},{(void*)0,&l_816,(void*)0,&l_816,(void*)0,&l_816,&l_816,&l_816},{&l_816,(void*)0,&l_816,&l_816,&l_816,&l_816,&l_816,&l_816},{&l_816,&l_816,&l_816,&l_816,&l_816,(void*)0,&l_816,&l_816}};
            int16_t **l_841[5][5][9] = {{{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833}},{{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833}},{{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833}},{{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833}},{{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833},{&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833}}};
            int8_t **l_888 = &g_754;
            int8_t l_905 = 5L;
            int32_t l_946 = 0L;
            int32_t l_948[8][8][4] = {{{(-9L),3L,0L,(-1L)},{0xB618D15DL,0L,0xA90632D0L,0x75B5259FL},{7L,0L,3L,0L},{0L,(-7L),(-1L),3L},{0x04EB1875L,0L,0xD8C2F0C9L,6L},{1L,0x1A42F400L,(-1L),0L},{0xE20BF935L,0L,(-1L),0L},{0x522F9B1AL,0xF590A35EL,1L,(-8L)}},{{(-1L),0x57C9A631L,0x400C9EC9L,0x25112B87L},{0x224F236FL,7L,0xDFF03687L,(-1L)},{(-1L),0x631C3D37L,2L,0x7F8DF143L},{0xE20BF935L,0L,0x7F8DF143L,0x26FAC4DAL},{0L,0x067EAB9EL,1L,(-2L)},{0x3D725B87L,(-1L),(-1L),0x891B4701L},{7L,0x6B6B953EL,0xA7C681F0L,1L},{1L,(-2L),1L,0x7F8DF143L}},{{0xB618D15DL,(-1L),(-1L),0xD2D8933EL},{0xA19C8C8EL,0xA90632D0L,1L,(-1L)},{0L,0x57C9A631L,1L,0xF9BC37EEL},{0xA19C8C8EL,3L,(-1L),0xF18B5FC3L},{0xB618D15DL,0xAC2CF3A2L,1L,0L},{1L,0L,0xA7C681F0L,1L},{7L,(-1L),(-1L),0xA7C681F0L},{0x3D725B87L,(-7L),1L,6L}},{{0L,0x48FB8C05L,0x7F8DF143L,0x631C3D37L},{(-1L),0x04EB1875L,(-1L),(-1L)},{(-7L),(-1L),(-9L),1L},{0x7F8DF143L,(-9L),0x1A42F400L,0xB618D15DL},{(-1L),0xF3980FCBL,0x77F58B41L,1L},{0xA90632D0L,0L,0xB618D15DL,0x0639B423L},{(-1L),0x37767393L,(-7L),0L},{0x7AF8A024L,0xD1119B87L,1L,1L}},{{0x3DBAB11BL,0xC64B43F0L,6L,0x26FAC4DAL},{0x5910B3E7L,0xEE9A4DDDL,(-7L),0x75F0D5B6L},{(-4L),0xDFF03687L,0xE20BF935L,0x0639B423L},{5L,0x50BBF6BBL,0xB7C62212L,0xD1119B87L},{1L,0xE20BF935L,0L,(-1L)},{(-1L),(-9L),0x75F0D5B6L,0xC64B43F0L},{0x26FAC4DAL,0xFC206AAEL,0x1F337D4BL,0x1F337D4BL},{0x3D725B87L,0x3D725B87L,0xE20BF935L,0x631C3D37L}},{{0L,(-6L),0x400C9EC9L,0x5910B3E7L},{1L,0x75B5259FL,7L,0x400C9EC9L},{0x3DBAB11BL,0x75B5259FL,(-2L),0x5910B3E7L},{0x75B5259FL,(-6L),0x0639B423L,0x631C3D37L},{0x067EAB9EL,0x3D725B87L,0xB618D15DL,0x1F337D4BL},{(-7L),0xFC206AAEL,0x891B4701L,0xC64B43F0L},{0xB7C62212L,(-9L),0x75B5259FL,(-1L)},{0x7F8DF143L,0xE20BF935L,0x77F58B41L,0xD1119B87L}},{{1L,0x50BBF6BBL,0xAC2CF3A2L,0x0639B423L},{0x067EAB9EL,0xDFF03687L,1L,0x75F0D5B6L},{0x7AF8A024L,0xEE9A4DDDL,6L,0x26FAC4DAL},{0L,0xC64B43F0L,7L,1L},{0xDFF03687L,0xD1119B87L,(-7L),0L},{0xE20BF935L,0x37767393L,0x265FB5D6L,0x0639B423L},{0x3D725B87L,0L,(-1L),1L},{1L,0xF3980FCBL,0xF18B5FC3L,0xB618D15DL}},{{0x25112B87L,(-9L),0L,1L},{1L,(-1L),0x1F337D4BL,(-1L)},{7L,0x04EB1875L,0x265FB5D6L,0x631C3D37L},{(-4L),(-1L),1L,0x57C9A631L},{1L,0x48FB8C05L,5L,1L},{0L,0x75B5259FL,1L,1L},{0L,2L,0x0639B423L,2L},{0xD2D8933EL,0x04EB1875L,0xAC2CF3A2L,0x1F337D4BL}}};
            int32_t l_1043[5] = {0xF9C21AFFL,0xF9C21AFFL,0xF9C21AFFL,0xF9C21AFFL,0xF9C21AFFL};
            int64_t **l_1088 = &l_920;
            int i, j, k;
            l_780 ^= ((uint8_t)((uint8_t)l_759 << (uint8_t)7) * (uint8_t)((uint64_t)2UL + (uint64_t)((((uint32_t)((void*)0 != &g_692) + (uint32_t)(((*g_754) = (((uint8_t)(((((int16_t)(l_768 == (void*)0) * (int16_t)p_47) <= ((uint16_t)l_771 - (uint16_t)((uint16_t)((((uint8_t)((uint32_t)((*l_778) &= 0xF3BDECAEL) + (uint32_t)0xE98B5F2CL) << (uint8_t)6) , 4294967292UL) <= (*g_250)) % (uint16_t)l_771))) != 1UL) == l_779[3][6]) - (uint8_t)p_47) == (*g_754))) != l_771)) > 0L) == 0x80L)));
            if ((((int16_t)((int16_t)((uint32_t)((int16_t)((((~g_84.f5) != (((int16_t)((int16_t)g_420.f2 - (int16_t)((((uint16_t)((((int8_t)0L / (int8_t)(+l_759)) | ((int8_t)(-5L) - (int8_t)(((void*)0 == p_44) > 0x2FB9CC8FL))) || ((uint32_t)((int8_t)(p_45 == l_759) << (int8_t)3) + (uint32_t)l_748)) + (uint16_t)l_771) == 0x3606760E6EF1E140LL) & g_277)) >> (int16_t)14) , 0x6BF6L)) , 0x88C4L) && 1L) << (int16_t)8) - (uint32_t)l_759) + (int16_t)p_45) << (int16_t)11) , p_47))
            { /* block id: 324 */
                int8_t l_808[2];
                uint32_t *l_814 = &g_517.f6;
                uint32_t **l_813 = &l_814;
                uint16_t ***l_817 = &l_815[6][6];
                int16_t *l_819 = &g_508;
                uint64_t *l_820 = &g_523;
                int16_t *l_823 = (void*)0;
                int16_t *l_824[3];
                int32_t l_825 = 0x20194C08L;
                int32_t l_826 = 0xF48CDCBBL;
                int i;
                for (i = 0; i < 2; i++)
                    l_808[i] = 0x6DL;
                for (i = 0; i < 3; i++)
                    l_824[i] = (void*)0;
                (***g_557) = l_805[2][0][0];
                l_826 ^= (((uint64_t)l_808[0] / (uint64_t)0x222EB44C80F5EA6ALL) != (((((-3L) & (p_45 , ((int8_t)((l_825 = (((((uint16_t)(((((*l_813) = (void*)0) == (((*l_820) = ((((((*l_819) = (0x76L == (((*l_817) = l_815[4][6]) == ((p_45 && (-(uint8_t)g_523)) , (void*)0)))) , p_47) != p_45) , p_47) > (**g_249))) , l_821)) && l_822) <= (*p_44)) + (uint16_t)0x8C27L) == l_780) | 9UL) , (*g_692))) < l_808[0]) << (int8_t)1))) > l_748) ^ g_61) , 1L));
            }
            else
            { /* block id: 332 */
                int32_t *l_830[9][4][3] = {{{&l_748,&g_2,&g_2},{&g_38[3],&l_748,(void*)0},{&g_81[1][1],&l_748,&l_780},{(void*)0,(void*)0,&g_81[4][1]}},{{&g_81[1][1],(void*)0,&l_748},{(void*)0,(void*)0,(void*)0},{&l_748,&l_748,&g_81[1][1]},{(void*)0,&l_748,&g_38[2]}},{{(void*)0,&g_2,(void*)0},{&g_61,(void*)0,&g_61},{&g_81[1][1],&l_748,&l_748},{&l_748,&g_83,&l_748}},{{&l_748,&g_81[1][1],&g_81[1][1]},{&l_748,&g_81[4][1],(void*)0},{&g_81[1][1],&g_38[1],&g_2},{&g_275,&g_83,&g_2}},{{&l_780,&l_780,(void*)0},{&g_38[2],&g_61,&g_61},{&g_81[1][1],&l_748,&g_38[3]},{&g_2,&l_748,&g_5}},{{&g_38[1],&g_81[1][1],&g_38[3]},{(void*)0,(void*)0,&g_61},{&l_780,&g_2,(void*)0},{&g_81[1][1],&g_2,&g_2}},{{&g_61,(void*)0,&g_2},{(void*)0,&g_61,(void*)0},{&g_2,&g_38[3],&g_81[1][1]},{&g_61,&g_5,&l_748}},{{&g_81[1][1],&g_38[3],&l_748},{&g_83,&g_61,&g_61},{(void*)0,(void*)0,&l_780},{&g_83,&g_2,&g_83}},{{&l_780,&g_2,&g_38[1]},{&g_83,(void*)0,&g_81[4][1]},{(void*)0,&g_81[1][1],&g_81[1][1]},{(void*)0,&l_748,&g_83}}};
                uint32_t **l_883 = &l_778;
                int i, j, k;
                for (g_79 = (-1); (g_79 > 25); g_79++)
                { /* block id: 335 */
                    int16_t **l_845 = &l_833;
                    if (p_47)
                    { /* block id: 336 */
                        int32_t *l_829[2][1];
                        int i, j;
                        for (i = 0; i < 2; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_829[i][j] = &g_38[2];
                        }
                        l_830[2][2][0] = ((****g_556) = l_829[1][0]);
                    }
                    else
                    { /* block id: 339 */
                        uint32_t *l_840 = &g_76[5];
                        int16_t ***l_842 = &l_841[2][2][8];
                        int16_t **l_844[10] = {&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833,&l_833};
                        int16_t ***l_843[4] = {&l_844[0],&l_844[0],&l_844[0],&l_844[0]};
                        int i;
                        (*g_440) = (((p_45 , g_831) , l_832[4][0]) != (((*l_840) = ((int8_t)p_47 >> (int8_t)((-2L) && ((int16_t)((uint8_t)(p_47 >= p_47) << (uint8_t)5) * (int16_t)0xF544L)))) , &l_833));
                        l_845 = ((*l_842) = l_841[1][3][1]);
                    }
                }
                for (g_281 = 0; (g_281 <= 9); g_281++)
                { /* block id: 348 */
                    uint32_t l_860 = 0xC0FD8A9CL;
                    const struct S0 *l_870 = &g_871;
                    int32_t l_891 = 0L;
                    for (g_508 = 0; (g_508 <= 4); g_508 += 1)
                    { /* block id: 351 */
                        int64_t *l_861 = (void*)0;
                        int64_t *l_862 = &g_420.f9;
                        int i, j;
                        l_863 |= (+(0x5EF20EFC95B5688BLL > ((g_240[(g_508 + 2)][g_508] != g_718.f3) <= ((int8_t)(((int16_t)(((void*)0 == g_855) >= g_468) / (int16_t)p_45) & (((*l_862) = ((uint64_t)((((int32_t)(-1L) / (int32_t)(1L | l_860)) ^ 0xB1970E88L) & g_420.f9) + (uint64_t)g_32)) || g_517.f0)) << (int8_t)(*p_44)))));
                        return p_47;
                    }
                    for (g_79 = 1; (g_79 <= 8); g_79 += 1)
                    { /* block id: 358 */
                        uint64_t *l_869[7][10][2] = {{{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0}},{{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0}},{{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0}},{{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0}},{{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0}},{{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0}},{{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0},{(void*)0,&g_240[2][1]},{(void*)0,(void*)0},{&g_523,&g_240[2][1]},{&g_523,(void*)0}}};
                        uint32_t *l_878 = &g_76[0];
                        int8_t **l_889 = &g_754;
                        int i, j, k;
                        (*g_440) = (l_771 || (p_45 <= ((((((int64_t)g_831.f5 + (int64_t)((((g_240[2][1] = (l_860 , ((++g_76[g_79]) , (+(*p_44))))) , g_528) == l_870) || ((*l_878) = (((((int32_t)p_47 - (int32_t)(-(uint32_t)(((uint8_t)3UL << (uint8_t)g_76[g_79]) | 0x0BC3D92B6595BCC8LL))) , 0x0AL) , (void*)0) != l_877)))) || 0x697354FB6E00CE53LL) & 0L) , g_831.f5) <= p_45)));
                        (*g_440) &= ((int8_t)(((int8_t)(*g_754) * (int8_t)(l_883 == (void*)0)) | g_718.f7) << (int8_t)3);
                        l_891 ^= (~((((int32_t)0L / (int32_t)(~(g_468 , (l_888 == l_889)))) < (g_890 , g_58[6])) <= l_860));
                        (*g_440) = (((((p_45 < (l_780 = (((uint16_t)p_45 + (uint16_t)p_47) | p_45))) <= (((g_276 ^ 0x02C92F1BE28525CFLL) , (*g_528)) , ((uint8_t)((int32_t)(0x39L | ((int64_t)p_45 / (int64_t)0x318AA79369927436LL)) - (int32_t)0xB8A34CE2L) + (uint8_t)253UL))) < p_45) & 65532UL) , p_47);
                    }
                    (**g_558) = l_805[2][0][0];
                }
                l_905 = (l_904 = ((p_47 , l_900) == l_901[0][2]));
            }
            (*g_440) |= l_779[7][9];
            for (g_517.f5 = 0; (g_517.f5 > 6); ++g_517.f5)
            { /* block id: 376 */
                uint32_t **l_911 = &l_877;
                uint32_t ***l_910 = &l_911;
                int32_t l_939 = 0xE3279C76L;
                int32_t l_951 = 0xBEDFAB7AL;
                int32_t l_952 = 0xB88F577AL;
                int32_t l_953 = 0x2DB73C8AL;
                int32_t l_954 = 0L;
                int32_t l_955 = 0L;
                int32_t l_957 = 0xAE66092AL;
                int32_t ***l_1040 = &g_559[0];
                struct S0 *l_1042 = &g_517;
                int16_t *l_1047 = &g_508;
                int8_t ***l_1086 = &l_888;
            }
        }
        if ((p_47 <= ((uint8_t)((*l_1095) |= ((int16_t)(*g_692) >> (int16_t)3)) >> (uint8_t)2)))
        { /* block id: 466 */
            int64_t l_1098[1];
            int16_t l_1148 = 4L;
            int32_t l_1156 = (-9L);
            int i;
            for (i = 0; i < 1; i++)
                l_1098[i] = 0L;
            for (g_420.f6 = 0; (g_420.f6 > 42); ++g_420.f6)
            { /* block id: 469 */
                l_1098[0] |= (*g_440);
            }
            for (g_465 = (-12); (g_465 > (-20)); --g_465)
            { /* block id: 474 */
                int64_t **l_1115 = (void*)0;
                int64_t **l_1116 = &l_1069;
                int32_t l_1134 = 0x3BCA9E3DL;
                int32_t l_1146[8] = {0xA24CD92BL,0xA24CD92BL,0xA24CD92BL,0xA24CD92BL,0xA24CD92BL,0xA24CD92BL,0xA24CD92BL,0xA24CD92BL};
                uint32_t l_1147 = 0x0E10C36FL;
                uint8_t *l_1149 = (void*)0;
                uint8_t *l_1150 = &g_468;
                uint64_t *l_1152[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_1152[i] = &g_240[4][2];
                l_1156 ^= (((uint16_t)(l_1103 == (((~(((uint8_t)l_1098[0] * (uint8_t)((uint64_t)(!(((int16_t)((*l_833) &= (**g_691)) << (int16_t)((int64_t)((((*l_1116) = &g_159[4][5][2]) == &g_159[4][3][2]) < (g_535 = g_81[1][1])) + (int64_t)(g_522 &= (((int16_t)((int16_t)((((uint16_t)(((int16_t)(((uint8_t)(+((((uint8_t)((*l_1150) ^= ((int8_t)((((((uint8_t)((l_1134 &= (-9L)) & ((!(((g_160 = ((uint8_t)((int8_t)l_1098[0] << (int8_t)4) % (uint8_t)((uint32_t)(((uint16_t)((uint8_t)((g_871.f5 && p_47) , l_1146[0]) >> (uint8_t)l_1147) >> (uint16_t)p_45) , 0xAFE5C2E9L) + (uint32_t)p_45))) != 1UL) >= 0xC9A99BBC7428D11FLL)) ^ 0x0CDA88F8633B263DLL)) / (uint8_t)g_466) & 0xD9651C21L) || p_47) != g_81[1][1]) == l_1098[0]) * (int8_t)l_1148)) - (uint8_t)(*g_754)) > l_1151[4]) >= 0x05L)) + (uint8_t)0xE9L) & p_47) % (int16_t)0xD250L) == p_45) * (uint16_t)l_1098[0]) & l_1148) < g_871.f9) + (int16_t)l_1148) / (int16_t)0xAF83L) & 0xC5D87691L)))) >= l_1153)) + (uint64_t)0xBF078E67548A45F0LL)) || 0xA0FA6322067AC0A8LL)) | (-2L)) , l_1154)) * (uint16_t)p_47) ^ 1UL);
            }
            l_1156 &= l_1098[0];
        }
        else
        { /* block id: 485 */
            uint16_t *l_1159 = (void*)0;
            int32_t l_1172[9][3] = {{(-5L),0L,0x7B24EAD0L},{0xEBE54BE0L,0xEBE54BE0L,4L},{(-5L),4L,0L},{0L,4L,(-5L)},{4L,0xEBE54BE0L,0xEBE54BE0L},{0x7B24EAD0L,0L,(-5L)},{0x79CDF8F4L,0L,0L},{0x79CDF8F4L,0xBD01085CL,4L},{0x7B24EAD0L,(-1L),0x7B24EAD0L}};
            int32_t l_1173 = 0L;
            uint16_t ***l_1178 = &l_902[0][1];
            uint16_t ****l_1177 = &l_1178;
            int32_t l_1179 = 6L;
            int i, j;
            if (((uint8_t)(((void*)0 == l_1159) & ((uint16_t)((int16_t)((void*)0 == l_1164) - (int16_t)((int8_t)(!((((uint16_t)(l_1173 = (l_1172[7][0] = (p_47--))) * (uint16_t)p_45) && (-(int16_t)(**g_691))) == ((((int16_t)g_718.f3 >> (int16_t)4) , l_900) != ((*l_1177) = l_900)))) >> (int8_t)6)) >> (uint16_t)l_1179)) - (uint8_t)(*p_44)))
            { /* block id: 490 */
                uint64_t l_1180[8][6][1] = {{{5UL},{0UL},{0UL},{5UL},{0x9FD039AF0E6B5F9ALL},{0x20676AD241FF3F23LL}},{{0xB1C8CD69D3466626LL},{0x39667E7A19601E81LL},{0UL},{0x10FC472A687A9F72LL},{0x39667E7A19601E81LL},{0x9FD039AF0E6B5F9ALL}},{{0xCE3594495AE73344LL},{0x9FD039AF0E6B5F9ALL},{0x39667E7A19601E81LL},{0x10FC472A687A9F72LL},{0UL},{0x39667E7A19601E81LL}},{{0xB1C8CD69D3466626LL},{0x20676AD241FF3F23LL},{0x9FD039AF0E6B5F9ALL},{5UL},{0UL},{0UL}},{{5UL},{0x9FD039AF0E6B5F9ALL},{0x20676AD241FF3F23LL},{0xB1C8CD69D3466626LL},{0x39667E7A19601E81LL},{0UL}},{{0x10FC472A687A9F72LL},{0x39667E7A19601E81LL},{0x9FD039AF0E6B5F9ALL},{0xCE3594495AE73344LL},{0x9FD039AF0E6B5F9ALL},{0x39667E7A19601E81LL}},{{0x10FC472A687A9F72LL},{0UL},{0x39667E7A19601E81LL},{0xB1C8CD69D3466626LL},{0x20676AD241FF3F23LL},{0x9FD039AF0E6B5F9ALL}},{{5UL},{0UL},{0UL},{5UL},{0x9FD039AF0E6B5F9ALL},{0x20676AD241FF3F23LL}}};
                int i, j, k;
                l_1180[7][3][0]++;
            }
            else
            { /* block id: 492 */
                (*g_440) ^= p_47;
                return p_47;
            }
        }
    }
    if (((((uint8_t)g_522 << (uint8_t)2) , l_1185) != ((*l_1191) = g_1188)))
    { /* block id: 499 */
        int32_t l_1192 = (-1L);
        int32_t *l_1193 = (void*)0;
        int32_t *l_1194[10][3][8] = {{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}},{{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006},{(void*)0,&l_1006,&g_2,&l_1006,(void*)0,&l_1006,&g_2,&l_1006}}};
        uint32_t l_1195 = 4294967295UL;
        uint8_t *l_1270 = (void*)0;
        uint8_t **l_1269[5][1][3];
        int i, j, k;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 3; k++)
                    l_1269[i][j][k] = &l_1270;
            }
        }
        (****g_556) = (***g_557);
        l_1195++;
        if (l_748)
            goto lbl_1201;
lbl_1201:
        l_1198++;
        for (l_1198 = 0; (l_1198 >= 59); l_1198 += 9)
        { /* block id: 506 */
            int8_t l_1210 = 0L;
            int32_t l_1243 = (-3L);
            const int32_t *l_1268[1][9][1] = {{{&l_1006},{(void*)0},{&l_1006},{(void*)0},{&l_1006},{(void*)0},{&l_1006},{(void*)0},{&l_1006}}};
            int i, j, k;
        }
    }
    else
    { /* block id: 536 */
        uint16_t l_1272 = 3UL;
        --l_1272;
    }
    l_1275 &= (p_47 ^ g_420.f2);
    return p_45;
}


/* ------------------------------------------ */
/* 
 * reads : g_465 g_466 g_523 g_76 g_249 g_250 g_133 g_251 g_61 g_2 g_440 g_441 g_420.f1 g_84.f8 g_81 g_240 g_556 g_557 g_558 g_559 g_95
 * writes: g_465 g_466 g_523 g_159 g_58 g_441 g_468 g_240
 */
static uint8_t * func_48(uint32_t  p_49, const int32_t  p_50)
{ /* block id: 239 */
    int8_t l_577 = 0x76L;
    struct S0 **l_599 = &g_528;
    int32_t l_625 = (-1L);
    int32_t l_627 = 0xEBEC2AEBL;
    int32_t l_631 = 3L;
    int32_t l_632[3];
    int16_t l_671 = 0xFF54L;
    uint8_t *l_743 = &g_32;
    int i;
    for (i = 0; i < 3; i++)
        l_632[i] = 1L;
    for (g_465 = 0; (g_465 == 17); ++g_465)
    { /* block id: 242 */
        int32_t l_572 = 0x8B2FFF12L;
        int16_t l_609 = 5L;
        int32_t l_619 = 0L;
        int32_t l_621 = (-2L);
        int32_t l_629 = 0x9B236C85L;
        int32_t l_630[8][7][3] = {{{0x7BC8DB8BL,(-1L),(-6L)},{0xFEC663EAL,0x89349D45L,1L},{0L,1L,5L},{0xCAC0A5C7L,(-6L),5L},{5L,(-1L),0x9C647753L},{1L,0xFEC663EAL,0xCAC0A5C7L},{0x2D961B57L,0x7BC8DB8BL,0x1736159AL}},{{(-3L),1L,0xE84E1E6BL},{5L,0x7BC8DB8BL,(-1L)},{5L,0xFEC663EAL,0x5CF25FC6L},{0x47B92962L,(-1L),0xCAC0A5C7L},{(-1L),(-6L),0x1D72E085L},{(-1L),1L,5L},{0x47B92962L,0x31FC31C3L,(-1L)}},{{5L,(-10L),0x8DB9012AL},{5L,0x9C484155L,0xCAC0A5C7L},{(-3L),0xECC50F36L,0x8DB9012AL},{0x2D961B57L,1L,(-1L)},{1L,(-8L),5L},{5L,0x29F4F874L,0x1D72E085L},{0xCAC0A5C7L,0x29F4F874L,0xCAC0A5C7L}},{{0L,(-8L),0x5CF25FC6L},{(-1L),1L,(-1L)},{(-1L),0xECC50F36L,0xE84E1E6BL},{5L,0x9C484155L,0x1736159AL},{(-1L),(-10L),0xCAC0A5C7L},{(-1L),0x31FC31C3L,0x9C647753L},{0L,1L,5L}},{{0xCAC0A5C7L,(-6L),5L},{5L,(-1L),0x9C647753L},{1L,0xFEC663EAL,0xCAC0A5C7L},{0x2D961B57L,0x7BC8DB8BL,0x1736159AL},{(-3L),1L,0xE84E1E6BL},{5L,0x7BC8DB8BL,(-1L)},{5L,0xFEC663EAL,0x5CF25FC6L}},{{0x47B92962L,(-1L),0xCAC0A5C7L},{(-1L),(-6L),0x1D72E085L},{(-1L),1L,5L},{0x47B92962L,0x31FC31C3L,(-1L)},{5L,(-10L),0x8DB9012AL},{5L,0x9C484155L,0xCAC0A5C7L},{(-3L),0xECC50F36L,0x8DB9012AL}},{{0x2D961B57L,1L,(-1L)},{1L,(-8L),5L},{5L,0x29F4F874L,0x1D72E085L},{0xCAC0A5C7L,0x29F4F874L,0xCAC0A5C7L},{0L,(-8L),0x5CF25FC6L},{(-1L),1L,(-1L)},{(-1L),0xECC50F36L,0xE84E1E6BL}},{{5L,0x9C484155L,0x1736159AL},{(-1L),(-10L),0xCAC0A5C7L},{(-1L),0x31FC31C3L,0x9C647753L},{0L,1L,5L},{0xCAC0A5C7L,(-6L),5L},{5L,(-1L),0x9C647753L},{1L,0xFEC663EAL,0xCAC0A5C7L}}};
        int64_t l_678 = 0x332E560C6468D519LL;
        int16_t *l_690[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int16_t **l_689[10] = {(void*)0,&l_690[5],&l_690[5],(void*)0,(void*)0,(void*)0,&l_690[5],&l_690[5],(void*)0,(void*)0};
        int32_t *l_740 = &l_625;
        int i, j, k;
        for (g_466 = 0; (g_466 != 0); g_466++)
        { /* block id: 245 */
            uint32_t l_580[3][3];
            struct S0 **l_598[2][10][5] = {{{(void*)0,&g_528,&g_528,&g_528,(void*)0},{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,(void*)0,&g_528,&g_528},{&g_528,&g_528,(void*)0,&g_528,&g_528},{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,(void*)0,(void*)0,&g_528},{(void*)0,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,(void*)0,&g_528,(void*)0},{&g_528,&g_528,&g_528,&g_528,&g_528}},{{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,(void*)0,&g_528,(void*)0,(void*)0},{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,&g_528,&g_528,&g_528},{&g_528,&g_528,&g_528,&g_528,(void*)0},{&g_528,&g_528,(void*)0,&g_528,&g_528},{(void*)0,&g_528,&g_528,(void*)0,&g_528},{&g_528,&g_528,&g_528,&g_528,(void*)0},{&g_528,&g_528,&g_528,(void*)0,&g_528},{(void*)0,&g_528,&g_528,&g_528,&g_528}}};
            int32_t l_611 = (-1L);
            int32_t l_618[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
            uint8_t l_622 = 250UL;
            uint8_t l_637 = 0x47L;
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 3; j++)
                    l_580[i][j] = 3UL;
            }
            for (g_523 = 0; (g_523 <= 8); g_523 += 1)
            { /* block id: 248 */
                uint32_t *l_570 = &g_76[0];
                uint32_t **l_569 = &l_570;
                int64_t *l_573 = (void*)0;
                int64_t *l_574 = &g_159[3][0][0];
                int16_t *l_578 = &g_58[3];
                uint16_t l_579[6];
                int32_t l_620 = 0L;
                int32_t l_628[7] = {0x49C7E69DL,(-1L),0x49C7E69DL,0x49C7E69DL,(-1L),0x49C7E69DL,0x49C7E69DL};
                int32_t *l_644 = &g_275;
                uint32_t l_648 = 1UL;
                uint16_t *l_651 = &g_239;
                uint16_t *l_654[3][8][9] = {{{&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,(void*)0,&l_579[2]},{&g_352,&l_579[2],&g_352,&l_579[5],(void*)0,&l_579[5],&g_352,&l_579[2],&g_352},{&g_352,&l_579[5],&g_352,(void*)0,&g_352,&g_352,&g_352,(void*)0,&g_352},{&g_352,&g_352,&g_352,&g_352,&l_579[2],&g_352,&g_352,&g_352,&l_579[2]},{&g_352,&g_352,&g_352,&g_352,&g_352,&l_579[2],&g_352,&g_352,&g_352},{&g_352,&l_579[5],&g_352,&g_352,&l_579[5],&g_352,(void*)0,&g_352,&g_352},{&g_352,&l_579[2],&g_352,&g_352,&g_352,&g_352,&l_579[2],&g_352,&l_579[5]},{&g_352,&g_352,&g_352,(void*)0,&l_579[2],&l_579[2],(void*)0,&g_352,&g_352}},{{&g_352,&g_352,&g_352,&l_579[5],&g_352,&g_352,&g_352,&g_352,&l_579[5]},{&g_352,&l_579[2],&g_352,&g_352,(void*)0,&g_352,&g_352,&g_352,&g_352},{&g_352,&l_579[2],&l_579[5],&l_579[2],&g_352,&g_352,&g_352,&g_352,&g_352},{&l_579[2],&g_352,&g_352,&g_352,&g_352,&g_352,&l_579[2],&l_579[2],&g_352},{&g_352,&g_352,&l_579[2],&g_352,&l_579[2],&g_352,&l_579[2],&g_352,&g_352},{&g_352,&g_352,&g_352,&l_579[2],&g_352,&g_352,&g_352,&l_579[2],&g_352},{&g_352,&g_352,&g_352,&l_579[5],&g_352,&g_352,&g_352,&g_352,&g_352},{&g_352,&g_352,&g_352,&g_352,&l_579[5],&g_352,&g_352,&g_352,&g_352}},{{&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&l_579[2],&g_352,&g_352},{&l_579[2],&g_352,&g_352,&l_579[5],&l_579[5],&g_352,&g_352,&l_579[2],&g_352},{&g_352,&g_352,&l_579[2],&l_579[2],&g_352,&g_352,&l_579[2],&l_579[2],&g_352},{&l_579[5],&l_579[2],&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352},{&l_579[5],(void*)0,&l_579[5],&g_352,&l_579[2],&g_352,&g_352,&g_352,&g_352},{&g_352,&l_579[2],&l_579[5],&l_579[2],&g_352,&g_352,&g_352,&g_352,&g_352},{&l_579[2],&g_352,&g_352,&g_352,&g_352,&g_352,&l_579[2],&l_579[2],&g_352},{&g_352,&g_352,&l_579[2],&g_352,&l_579[2],&g_352,&l_579[2],&g_352,&g_352}}};
                uint8_t *l_662 = &l_637;
                uint8_t *l_665 = &g_468;
                int16_t *l_679 = &g_508;
                int i, j, k;
                for (i = 0; i < 6; i++)
                    l_579[i] = 65535UL;
                if (g_76[g_523])
                    break;
                if ((g_76[g_523] || (((int8_t)(((((*l_569) = &p_49) != (*g_249)) , (l_579[2] |= (((*l_578) = (!((((l_572 && ((*l_574) = g_133[0][3])) , ((uint32_t)(*g_250) - (uint32_t)(((g_61 < g_2) , p_49) == l_577))) ^ g_466) != g_76[g_523]))) > g_133[0][1]))) == p_49) * (int8_t)g_61) < l_580[0][0])))
                { /* block id: 254 */
                    int16_t **l_597 = &l_578;
                    uint8_t *l_604 = &g_468;
                    int32_t l_605 = 0x35061EE2L;
                    uint64_t *l_606 = (void*)0;
                    uint64_t *l_607 = (void*)0;
                    uint64_t *l_608 = &g_240[2][1];
                    uint8_t *l_610 = (void*)0;
                    int32_t l_626[3];
                    uint8_t l_633 = 246UL;
                    int64_t l_636 = 0xF3472D5C3594E346LL;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_626[i] = 0xCC518580L;
                    (*g_440) ^= l_577;
                    if ((((l_611 |= (((int8_t)(((int16_t)((((*l_608) ^= ((((((uint32_t)((((((uint8_t)((*l_604) = ((int64_t)((int64_t)(((((uint16_t)g_420.f1 << (uint16_t)((uint32_t)(((*l_597) = l_578) != &g_58[6]) + (uint32_t)l_579[2])) , (l_598[1][6][3] == l_599)) ^ (p_50 >= 0xBC854430441FB4A0LL)) , ((int8_t)((int64_t)6L % (int64_t)g_61) * (int8_t)(-6L))) + (int64_t)g_84.f8) / (int64_t)p_50)) - (uint8_t)g_81[1][1]) && g_76[g_523]) , l_577) | 0L) || p_50) + (uint32_t)p_49) <= l_605) ^ p_50) & 0xF2EA35F2C107C717LL) == 1UL)) , (void*)0) != (***g_556)) * (int16_t)(-4L)) > l_580[0][0]) << (int8_t)4) && l_609)) == p_49) , p_50))
                    { /* block id: 260 */
                        int32_t *l_612 = &g_83;
                        int32_t *l_613 = (void*)0;
                        int32_t *l_614 = &l_605;
                        int32_t *l_615 = &l_605;
                        int32_t *l_616 = &g_275;
                        int32_t *l_617[1][1];
                        int i, j;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_617[i][j] = &g_81[4][0];
                        }
                        ++l_622;
                        l_633++;
                        ++l_637;
                    }
                    else
                    { /* block id: 264 */
                        l_620 = ((((int16_t)((*l_578) = 8L) >> (int16_t)5) < p_50) , ((uint16_t)65532UL + (uint16_t)l_622));
                    }
                    l_644 = (****g_556);
                }
                else
                { /* block id: 269 */
                    int32_t *l_645 = &l_632[2];
                    int32_t *l_646 = (void*)0;
                    int32_t *l_647[1][1][10] = {{{&g_61,&g_61,&g_61,&g_61,&g_61,&g_61,&g_61,&g_61,&g_61,&g_61}}};
                    int i, j, k;
                    --l_648;
                    if (p_49)
                        continue;
                    return &g_535;
                }
                for (g_468 = 0; g_468 < 7; g_468 += 1)
                {
                    l_628[g_468] = 0x459C89A6L;
                }
            }
        }
    }
    return l_743;
}


/* ------------------------------------------ */
/* 
 * reads : g_61 g_58 g_2 g_32 g_38 g_60 g_79 g_81 g_83 g_84.f5
 * writes: g_61 g_76 g_79 g_81 g_83
 */
static uint8_t  func_53(const uint32_t  p_54, uint8_t * p_55, int32_t * p_56)
{ /* block id: 23 */
    uint8_t * const l_72[7][8] = {{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32}};
    int32_t l_77 = 0xC5DE30EAL;
    int32_t l_163[7][2] = {{4L,4L},{0x733CD5DEL,4L},{4L,0x733CD5DEL},{4L,4L},{0x733CD5DEL,4L},{4L,0x733CD5DEL},{4L,4L}};
    int16_t *l_180 = &g_58[0];
    uint16_t *l_354 = &g_352;
    uint16_t **l_353[8][5][3] = {{{&l_354,&l_354,&l_354},{&l_354,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{&l_354,(void*)0,&l_354},{(void*)0,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{&l_354,&l_354,&l_354},{&l_354,(void*)0,&l_354},{(void*)0,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{(void*)0,(void*)0,&l_354},{&l_354,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{&l_354,(void*)0,&l_354},{(void*)0,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{&l_354,(void*)0,&l_354},{&l_354,&l_354,&l_354}},{{&l_354,&l_354,&l_354},{&l_354,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{&l_354,(void*)0,&l_354},{(void*)0,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{&l_354,&l_354,&l_354},{&l_354,(void*)0,&l_354},{(void*)0,&l_354,&l_354}},{{&l_354,&l_354,(void*)0},{&l_354,&l_354,(void*)0},{(void*)0,&l_354,(void*)0},{(void*)0,(void*)0,&l_354},{&l_354,&l_354,&l_354}}};
    int64_t *l_419[4][5][6] = {{{(void*)0,&g_159[5][0][2],&g_159[5][0][2],(void*)0,&g_159[1][6][2],&g_159[0][1][2]},{&g_159[3][4][1],&g_159[3][6][1],&g_159[1][1][2],&g_159[0][1][2],&g_159[1][3][2],(void*)0},{&g_159[1][3][2],&g_159[1][6][2],&g_159[5][5][2],&g_159[1][6][2],&g_159[1][3][2],&g_159[3][3][0]},{(void*)0,&g_159[3][6][1],&g_159[0][3][2],&g_159[1][3][2],&g_159[1][6][2],&g_159[1][1][2]},{&g_159[1][1][2],&g_159[5][0][2],&g_159[3][6][1],&g_159[3][6][1],&g_159[5][0][2],&g_159[1][1][2]}},{{&g_159[1][3][2],&g_159[0][1][2],&g_159[0][3][2],&g_159[1][3][2],&g_159[1][1][2],&g_159[3][3][0]},{&g_159[5][0][2],(void*)0,&g_159[5][5][2],&g_159[1][1][2],&g_159[5][5][2],(void*)0},{&g_159[5][0][2],&g_159[3][3][0],&g_159[1][1][2],&g_159[1][3][2],&g_159[0][3][2],&g_159[0][1][2]},{&g_159[1][3][2],&g_159[1][1][2],&g_159[5][0][2],&g_159[3][6][1],&g_159[5][0][2],(void*)0},{&g_159[1][6][2],&g_159[1][6][2],(void*)0,&g_159[0][1][2],&g_159[5][5][2],&g_159[5][0][2]}},{{&g_159[1][3][2],&g_159[0][3][2],&g_159[3][6][1],(void*)0,&g_159[3][4][1],(void*)0},{&g_159[3][6][1],&g_159[1][3][2],&g_159[3][6][1],&g_159[3][3][0],&g_159[1][6][2],&g_159[5][0][2]},{&g_159[1][3][2],&g_159[3][3][0],(void*)0,&g_159[1][1][2],(void*)0,(void*)0},{&g_159[1][1][2],(void*)0,(void*)0,&g_159[1][1][2],(void*)0,&g_159[3][3][0]},{&g_159[1][3][2],&g_159[5][0][2],&g_159[1][6][2],&g_159[3][3][0],&g_159[3][6][1],&g_159[1][3][2]}},{{&g_159[3][6][1],(void*)0,&g_159[3][4][1],(void*)0,&g_159[3][6][1],&g_159[0][3][2]},{&g_159[1][3][2],&g_159[5][0][2],&g_159[5][5][2],&g_159[0][1][2],(void*)0,&g_159[1][6][2]},{&g_159[1][6][2],(void*)0,&g_159[5][0][2],&g_159[5][0][2],(void*)0,&g_159[1][6][2]},{&g_159[0][1][2],&g_159[3][3][0],&g_159[5][5][2],&g_159[3][6][1],&g_159[1][6][2],&g_159[0][3][2]},{(void*)0,&g_159[1][3][2],&g_159[3][4][1],&g_159[1][6][2],&g_159[3][4][1],&g_159[1][3][2]}}};
    int32_t **l_436[7][3] = {{&g_95[3][2][0],&g_95[3][2][0],&g_95[3][2][0]},{&g_95[0][1][5],&g_95[0][1][5],&g_95[0][1][5]},{&g_95[3][2][0],&g_95[3][2][0],&g_95[3][2][0]},{&g_95[0][1][5],&g_95[0][1][5],&g_95[0][1][5]},{&g_95[3][2][0],&g_95[3][2][0],&g_95[3][2][0]},{&g_95[0][1][5],&g_95[0][1][5],&g_95[0][1][5]},{&g_95[3][2][0],&g_95[3][2][0],&g_95[3][2][0]}};
    int32_t ***l_435[5][7] = {{&l_436[6][1],(void*)0,&l_436[6][1],&l_436[0][2],&l_436[6][1],&l_436[6][1],(void*)0},{&l_436[0][2],&l_436[6][1],(void*)0,&l_436[6][1],&l_436[6][1],(void*)0,&l_436[6][1]},{&l_436[6][1],&l_436[0][2],(void*)0,&l_436[3][1],&l_436[2][2],(void*)0,&l_436[5][0]},{&l_436[6][1],&l_436[2][2],&l_436[6][0],&l_436[6][1],&l_436[6][1],&l_436[6][1],&l_436[6][1]},{&l_436[3][1],&l_436[6][1],&l_436[6][1],&l_436[3][1],&l_436[3][0],&l_436[5][0],&l_436[6][1]}};
    int32_t **** const l_434 = &l_435[4][3];
    int16_t *l_510 = (void*)0;
    uint64_t l_519[9][7] = {{18446744073709551607UL,0xF17E24A95974F7FBLL,0UL,0UL,0xFBA15A90446446AFLL,0xFBA15A90446446AFLL,0UL},{0UL,0x3774F79CFBEF4600LL,0UL,9UL,0x5D951B21DE096B94LL,0xFBA15A90446446AFLL,9UL},{18446744073709551607UL,0x3774F79CFBEF4600LL,3UL,0UL,0x5D951B21DE096B94LL,18446744073709551615UL,0UL},{18446744073709551607UL,0xF17E24A95974F7FBLL,0UL,0UL,0xFBA15A90446446AFLL,0xFBA15A90446446AFLL,0UL},{0UL,0x3774F79CFBEF4600LL,0UL,9UL,0x5D951B21DE096B94LL,0xFBA15A90446446AFLL,9UL},{18446744073709551607UL,0x3774F79CFBEF4600LL,3UL,0UL,0x5D951B21DE096B94LL,18446744073709551615UL,0UL},{18446744073709551607UL,0xF17E24A95974F7FBLL,0UL,0UL,0xFBA15A90446446AFLL,0xFBA15A90446446AFLL,0UL},{0UL,0x3774F79CFBEF4600LL,0UL,9UL,0x5D951B21DE096B94LL,0xFBA15A90446446AFLL,9UL},{18446744073709551607UL,0x3774F79CFBEF4600LL,3UL,0UL,0x5D951B21DE096B94LL,18446744073709551615UL,0UL}};
    uint32_t l_534 = 18446744073709551612UL;
    uint32_t l_536 = 4294967286UL;
    uint16_t l_551 = 65534UL;
    int i, j, k;
    for (g_61 = 8; (g_61 >= 0); g_61 -= 1)
    { /* block id: 26 */
        int32_t *l_66 = (void*)0;
        uint32_t *l_75 = &g_76[0];
        uint32_t *l_78 = &g_79;
        int32_t *l_80 = &g_81[1][1];
        int32_t *l_82 = &g_83;
        int32_t l_93[7] = {0L,0L,0L,0L,1L,1L,0L};
        int32_t **l_127[2][2][2] = {{{&l_80,&l_80},{&l_80,&l_80}},{{&l_80,&l_80},{&l_80,&l_80}}};
        int16_t **l_403[2];
        int32_t l_464 = (-8L);
        uint64_t * const l_491 = &g_240[8][0];
        uint16_t l_520 = 0UL;
        uint32_t l_552 = 0xBC77891EL;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_403[i] = &l_180;
        (*l_82) &= ((*l_80) |= (((uint32_t)((void*)0 != p_55) + (uint32_t)((int16_t)(l_66 != p_56) << (int16_t)g_58[g_61])) | ((*l_78) |= ((int8_t)(+((g_58[g_61] , (((int8_t)((l_72[0][1] == &g_32) != ((*l_75) = (((int64_t)g_2 - (int64_t)(-1L)) < (*p_56)))) >> (int8_t)l_77) > (*p_55))) & g_38[2])) - (int8_t)g_60))));
    }
    return g_84.f5;
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
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_38[i], "g_38[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_58[i], "g_58[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_76[i], "g_76[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_79, "g_79", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_81[i][j], "g_81[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_84.f0, "g_84.f0", print_hash_value);
    transparent_crc(g_84.f1, "g_84.f1", print_hash_value);
    transparent_crc(g_84.f2, "g_84.f2", print_hash_value);
    transparent_crc(g_84.f3, "g_84.f3", print_hash_value);
    transparent_crc(g_84.f4, "g_84.f4", print_hash_value);
    transparent_crc(g_84.f5, "g_84.f5", print_hash_value);
    transparent_crc(g_84.f6, "g_84.f6", print_hash_value);
    transparent_crc(g_84.f7, "g_84.f7", print_hash_value);
    transparent_crc(g_84.f8, "g_84.f8", print_hash_value);
    transparent_crc(g_84.f9, "g_84.f9", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_133[i][j], "g_133[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_159[i][j][k], "g_159[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_240[i][j], "g_240[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_251, "g_251", print_hash_value);
    transparent_crc(g_275, "g_275", print_hash_value);
    transparent_crc(g_276, "g_276", print_hash_value);
    transparent_crc(g_277, "g_277", print_hash_value);
    transparent_crc(g_278, "g_278", print_hash_value);
    transparent_crc(g_281, "g_281", print_hash_value);
    transparent_crc(g_352, "g_352", print_hash_value);
    transparent_crc(g_420.f0, "g_420.f0", print_hash_value);
    transparent_crc(g_420.f1, "g_420.f1", print_hash_value);
    transparent_crc(g_420.f2, "g_420.f2", print_hash_value);
    transparent_crc(g_420.f3, "g_420.f3", print_hash_value);
    transparent_crc(g_420.f4, "g_420.f4", print_hash_value);
    transparent_crc(g_420.f5, "g_420.f5", print_hash_value);
    transparent_crc(g_420.f6, "g_420.f6", print_hash_value);
    transparent_crc(g_420.f7, "g_420.f7", print_hash_value);
    transparent_crc(g_420.f8, "g_420.f8", print_hash_value);
    transparent_crc(g_420.f9, "g_420.f9", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_441[i], "g_441[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_465, "g_465", print_hash_value);
    transparent_crc(g_466, "g_466", print_hash_value);
    transparent_crc(g_468, "g_468", print_hash_value);
    transparent_crc(g_508, "g_508", print_hash_value);
    transparent_crc(g_517.f0, "g_517.f0", print_hash_value);
    transparent_crc(g_517.f1, "g_517.f1", print_hash_value);
    transparent_crc(g_517.f2, "g_517.f2", print_hash_value);
    transparent_crc(g_517.f3, "g_517.f3", print_hash_value);
    transparent_crc(g_517.f4, "g_517.f4", print_hash_value);
    transparent_crc(g_517.f5, "g_517.f5", print_hash_value);
    transparent_crc(g_517.f6, "g_517.f6", print_hash_value);
    transparent_crc(g_517.f7, "g_517.f7", print_hash_value);
    transparent_crc(g_517.f8, "g_517.f8", print_hash_value);
    transparent_crc(g_517.f9, "g_517.f9", print_hash_value);
    transparent_crc(g_522, "g_522", print_hash_value);
    transparent_crc(g_523, "g_523", print_hash_value);
    transparent_crc(g_535, "g_535", print_hash_value);
    transparent_crc(g_544.f0, "g_544.f0", print_hash_value);
    transparent_crc(g_544.f1, "g_544.f1", print_hash_value);
    transparent_crc(g_544.f2, "g_544.f2", print_hash_value);
    transparent_crc(g_544.f3, "g_544.f3", print_hash_value);
    transparent_crc(g_544.f4, "g_544.f4", print_hash_value);
    transparent_crc(g_544.f5, "g_544.f5", print_hash_value);
    transparent_crc(g_544.f6, "g_544.f6", print_hash_value);
    transparent_crc(g_544.f7, "g_544.f7", print_hash_value);
    transparent_crc(g_544.f8, "g_544.f8", print_hash_value);
    transparent_crc(g_544.f9, "g_544.f9", print_hash_value);
    transparent_crc(g_693, "g_693", print_hash_value);
    transparent_crc(g_718.f0, "g_718.f0", print_hash_value);
    transparent_crc(g_718.f1, "g_718.f1", print_hash_value);
    transparent_crc(g_718.f2, "g_718.f2", print_hash_value);
    transparent_crc(g_718.f3, "g_718.f3", print_hash_value);
    transparent_crc(g_718.f4, "g_718.f4", print_hash_value);
    transparent_crc(g_718.f5, "g_718.f5", print_hash_value);
    transparent_crc(g_718.f6, "g_718.f6", print_hash_value);
    transparent_crc(g_718.f7, "g_718.f7", print_hash_value);
    transparent_crc(g_718.f8, "g_718.f8", print_hash_value);
    transparent_crc(g_718.f9, "g_718.f9", print_hash_value);
    transparent_crc(g_831.f0, "g_831.f0", print_hash_value);
    transparent_crc(g_831.f1, "g_831.f1", print_hash_value);
    transparent_crc(g_831.f2, "g_831.f2", print_hash_value);
    transparent_crc(g_831.f3, "g_831.f3", print_hash_value);
    transparent_crc(g_831.f4, "g_831.f4", print_hash_value);
    transparent_crc(g_831.f5, "g_831.f5", print_hash_value);
    transparent_crc(g_831.f6, "g_831.f6", print_hash_value);
    transparent_crc(g_831.f7, "g_831.f7", print_hash_value);
    transparent_crc(g_831.f8, "g_831.f8", print_hash_value);
    transparent_crc(g_831.f9, "g_831.f9", print_hash_value);
    transparent_crc(g_871.f0, "g_871.f0", print_hash_value);
    transparent_crc(g_871.f1, "g_871.f1", print_hash_value);
    transparent_crc(g_871.f2, "g_871.f2", print_hash_value);
    transparent_crc(g_871.f3, "g_871.f3", print_hash_value);
    transparent_crc(g_871.f4, "g_871.f4", print_hash_value);
    transparent_crc(g_871.f5, "g_871.f5", print_hash_value);
    transparent_crc(g_871.f6, "g_871.f6", print_hash_value);
    transparent_crc(g_871.f7, "g_871.f7", print_hash_value);
    transparent_crc(g_871.f8, "g_871.f8", print_hash_value);
    transparent_crc(g_871.f9, "g_871.f9", print_hash_value);
    transparent_crc(g_890.f0, "g_890.f0", print_hash_value);
    transparent_crc(g_890.f1, "g_890.f1", print_hash_value);
    transparent_crc(g_890.f2, "g_890.f2", print_hash_value);
    transparent_crc(g_890.f3, "g_890.f3", print_hash_value);
    transparent_crc(g_890.f4, "g_890.f4", print_hash_value);
    transparent_crc(g_890.f5, "g_890.f5", print_hash_value);
    transparent_crc(g_890.f6, "g_890.f6", print_hash_value);
    transparent_crc(g_890.f7, "g_890.f7", print_hash_value);
    transparent_crc(g_890.f8, "g_890.f8", print_hash_value);
    transparent_crc(g_890.f9, "g_890.f9", print_hash_value);
    transparent_crc(g_1041.f0, "g_1041.f0", print_hash_value);
    transparent_crc(g_1041.f1, "g_1041.f1", print_hash_value);
    transparent_crc(g_1041.f2, "g_1041.f2", print_hash_value);
    transparent_crc(g_1041.f3, "g_1041.f3", print_hash_value);
    transparent_crc(g_1041.f4, "g_1041.f4", print_hash_value);
    transparent_crc(g_1041.f5, "g_1041.f5", print_hash_value);
    transparent_crc(g_1041.f6, "g_1041.f6", print_hash_value);
    transparent_crc(g_1041.f7, "g_1041.f7", print_hash_value);
    transparent_crc(g_1041.f8, "g_1041.f8", print_hash_value);
    transparent_crc(g_1041.f9, "g_1041.f9", print_hash_value);
    transparent_crc(g_1387, "g_1387", print_hash_value);
    transparent_crc(g_1428, "g_1428", print_hash_value);
    transparent_crc(g_1481, "g_1481", print_hash_value);
    transparent_crc(g_1556.f0, "g_1556.f0", print_hash_value);
    transparent_crc(g_1556.f1, "g_1556.f1", print_hash_value);
    transparent_crc(g_1556.f2, "g_1556.f2", print_hash_value);
    transparent_crc(g_1556.f3, "g_1556.f3", print_hash_value);
    transparent_crc(g_1556.f4, "g_1556.f4", print_hash_value);
    transparent_crc(g_1556.f5, "g_1556.f5", print_hash_value);
    transparent_crc(g_1556.f6, "g_1556.f6", print_hash_value);
    transparent_crc(g_1556.f7, "g_1556.f7", print_hash_value);
    transparent_crc(g_1556.f8, "g_1556.f8", print_hash_value);
    transparent_crc(g_1556.f9, "g_1556.f9", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 348
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

XXX max expression depth: 52
breakdown:
   depth: 1, occurrence: 78
   depth: 2, occurrence: 23
   depth: 4, occurrence: 1
   depth: 5, occurrence: 4
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 11, occurrence: 1
   depth: 16, occurrence: 2
   depth: 18, occurrence: 2
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 2
   depth: 26, occurrence: 1
   depth: 27, occurrence: 1
   depth: 31, occurrence: 1
   depth: 35, occurrence: 1
   depth: 52, occurrence: 1

XXX total number of pointers: 315

XXX times a variable address is taken: 860
XXX times a pointer is dereferenced on RHS: 173
breakdown:
   depth: 1, occurrence: 128
   depth: 2, occurrence: 33
   depth: 3, occurrence: 11
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 192
breakdown:
   depth: 1, occurrence: 160
   depth: 2, occurrence: 16
   depth: 3, occurrence: 8
   depth: 4, occurrence: 7
   depth: 5, occurrence: 1
XXX times a pointer is compared with null: 28
XXX times a pointer is compared with address of another variable: 11
XXX times a pointer is compared with another pointer: 12
XXX times a pointer is qualified to be dereferenced: 3810

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 829
   level: 2, occurrence: 157
   level: 3, occurrence: 127
   level: 4, occurrence: 101
   level: 5, occurrence: 37
XXX number of pointers point to pointers: 146
XXX number of pointers point to scalars: 159
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 31.7
XXX average alias set size: 1.45

XXX times a non-volatile is read: 1303
XXX times a non-volatile is write: 622
XXX times a volatile is read: 122
XXX    times read thru a pointer: 58
XXX times a volatile is write: 34
XXX    times written thru a pointer: 24
XXX times a volatile is available for access: 2.33e+03
XXX percentage of non-volatile access: 92.5

XXX forward jumps: 1
XXX backward jumps: 0

XXX stmts: 82
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 18
   depth: 1, occurrence: 14
   depth: 2, occurrence: 14
   depth: 3, occurrence: 13
   depth: 4, occurrence: 10
   depth: 5, occurrence: 13

XXX percentage a fresh-made variable is used: 17
XXX percentage an existing variable is used: 83
********************* end of statistics **********************/

