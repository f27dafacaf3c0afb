/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 53 --no-safe-math --max-funcs 8
 * Seed:      53
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
   volatile signed f0 : 25;
   uint32_t  f1;
   uint32_t  f2;
   int64_t  f3;
   uint64_t  f4;
};

union U1 {
   int32_t  f0;
   uint32_t  f1;
   uint16_t  f2;
   int16_t  f3;
   uint16_t  f4;
};

union U2 {
   volatile uint32_t  f0;
   int8_t * const  f1;
   uint8_t  f2;
};

union U3 {
   const int32_t  f0;
   int8_t  f1;
   volatile signed f2 : 8;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_4[8][6] = {{0xB3A00D0EL,(-1L),3L,0xA2AE7B79L,3L,(-1L)},{2L,0xB3A00D0EL,3L,0x223FA3A9L,9L,0xA2AE7B79L},{0x495E3B37L,0x223FA3A9L,(-1L),(-1L),0x223FA3A9L,0x495E3B37L},{(-1L),0x223FA3A9L,0x495E3B37L,0xB1647C2CL,9L,3L},{3L,0xB3A00D0EL,2L,0xB3A00D0EL,3L,0x223FA3A9L},{3L,(-1L),0xB3A00D0EL,0xB1647C2CL,0xB82C4475L,0xB82C4475L},{(-1L),9L,9L,(-1L),2L,0xB82C4475L},{0x495E3B37L,0xB82C4475L,0xB3A00D0EL,0x223FA3A9L,0xB82C4475L,(-1L)}};
static int32_t *g_7[4] = {&g_4[0][2],&g_4[0][2],&g_4[0][2],&g_4[0][2]};
static int32_t ** volatile g_6 = &g_7[1];/* VOLATILE GLOBAL g_6 */
static int8_t g_34 = 0x0DL;
static int8_t * const g_33 = &g_34;
static const int32_t *g_36 = &g_4[5][3];
static const int32_t * const *g_35[2][8][3] = {{{&g_36,(void*)0,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,(void*)0,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36}},{{&g_36,(void*)0,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,(void*)0,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36},{&g_36,&g_36,&g_36}}};
static uint8_t g_66 = 0x45L;
static uint64_t g_75 = 0xC4363893D913691FLL;
static volatile uint8_t g_94 = 0xC4L;/* VOLATILE GLOBAL g_94 */
static int16_t g_95[1] = {0xD08AL};
static uint32_t g_97[3][5] = {{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL}};
static uint32_t g_101[4][9][7] = {{{4294967292UL,0UL,0x95C9911EL,4294967294UL,0x95C9911EL,0UL,4294967292UL},{4294967295UL,0x49038C88L,0x2D4C7A7DL,0x4C452B06L,0x2EB4CE56L,4294967291UL,0xCB09366CL},{0xCB972096L,0x917A0EAAL,0x71DC5CD9L,4294967287UL,0UL,0x04F9330BL,1UL},{0xC9044C33L,0x0B265A93L,0x2D4C7A7DL,0x4BDB3881L,0xE143445DL,9UL,0x4C452B06L},{0x7C731693L,0UL,0x95C9911EL,0x077F729EL,0x13BA8272L,4294967287UL,0x40545357L},{0xAF327E24L,4294967295UL,4294967291UL,0xC8E410D9L,4294967294UL,1UL,0x2D4C7A7DL},{0UL,0x0BB0491EL,0xE5480BE8L,0x40545357L,0x40545357L,0xE5480BE8L,0x0BB0491EL},{0x0B265A93L,0xF7D07E14L,0x87F316B6L,1UL,0xD77ED616L,4294967295UL,0UL},{0xFEC5C9B1L,0x95C9911EL,0x2C0BE236L,0x15B8A5FAL,0xE5480BE8L,1UL,0x077F729EL}},{{0xF7D07E14L,0xD77ED616L,0xC8E410D9L,1UL,1UL,4294967295UL,5UL},{0xD72C8AEEL,0x077F729EL,4294967292UL,0x40545357L,1UL,0x471C4402L,0x7C731693L},{4294967294UL,4294967295UL,0x0B265A93L,0xC8E410D9L,4294967295UL,0xD86AEC8EL,0xD6AA3471L},{4294967294UL,0xFEC5C9B1L,4294967291UL,0x077F729EL,4294967289UL,0x077F729EL,4294967291UL},{0x2EB4CE56L,0x2EB4CE56L,3UL,0x4BDB3881L,0xF7D07E14L,1UL,0xD86AEC8EL},{0UL,4294967295UL,0x04F9330BL,4294967287UL,0x3FDCB736L,0x628F0375L,0UL},{0xD86AEC8EL,0xC8E410D9L,0xAFF3DC6DL,0x4C452B06L,0xF7D07E14L,0xAF327E24L,0x87F316B6L},{0UL,0xAD9C2790L,0UL,4294967294UL,4294967289UL,0UL,0x95C9911EL},{1UL,0xD6AA3471L,0x690C4FCCL,4294967294UL,0xE143445DL,4294967295UL,0UL}},{{0x71DC5CD9L,0x12DEA9B0L,0UL,0x13BA8272L,0xCB972096L,0xCB972096L,0x13BA8272L},{0x49038C88L,0x170AF284L,0x49038C88L,0xE143445DL,0xCE431CF7L,0x8FAD1711L,0x4BDB3881L},{0xFEC5C9B1L,0x53AD813DL,0x471C4402L,0UL,6UL,4294967294UL,4294967295UL},{1UL,0x0B265A93L,0xD6AA3471L,0x2EB4CE56L,0x7DF4BEBBL,0x8FAD1711L,1UL},{0x917A0EAAL,0x0BB0491EL,1UL,0x95C9911EL,4294967289UL,0xCB972096L,0x53AD813DL},{0xC9044C33L,0xCB09366CL,0xFC3C61D2L,0x1642D9A1L,0x2D4C7A7DL,4294967295UL,0x87F316B6L},{0x628F0375L,0x917A0EAAL,0x13BA8272L,4294967292UL,0xD72C8AEEL,0x349480F4L,0xD72C8AEEL},{0UL,0x51F71E1AL,0x51F71E1AL,0UL,1UL,0xD6AA3471L,0xAF327E24L},{1UL,4294967295UL,0x71DC5CD9L,0x0BB0491EL,4294967292UL,5UL,0xE5480BE8L}},{{4294967295UL,0xD86AEC8EL,0xC8E410D9L,0xAFF3DC6DL,0x4C452B06L,0xF7D07E14L,0xAF327E24L},{0x04F9330BL,1UL,4294967291UL,0x2C0BE236L,0xFEC5C9B1L,1UL,0xD72C8AEEL},{0xC8E410D9L,0xD77ED616L,0xF7D07E14L,0x52ADE4A5L,0UL,0xCB09366CL,0x87F316B6L},{6UL,0UL,0x2C0BE236L,0x349480F4L,0x95C9911EL,0x53AD813DL,0x53AD813DL},{0xFC3C61D2L,0x690C4FCCL,0UL,0x690C4FCCL,0xFC3C61D2L,0x642F9FB1L,1UL},{0x349480F4L,4294967292UL,0x3FDCB736L,0x15B8A5FAL,0xE0D7569DL,4294967287UL,4294967295UL},{0x1642D9A1L,0x4268063CL,1UL,0x4C452B06L,9UL,0xE143445DL,0x4BDB3881L},{0x349480F4L,0x15B8A5FAL,4294967294UL,5UL,0x4BC89C4AL,6UL,0x13BA8272L},{0xFC3C61D2L,0xCE431CF7L,0xAFF3DC6DL,5UL,0xAF327E24L,0x170AF284L,0UL}}};
static int16_t g_106 = 0L;
static uint16_t g_109 = 2UL;
static uint32_t g_113 = 0x28837D79L;
static int32_t **g_147 = (void*)0;
static int32_t **g_149 = &g_7[1];
static int32_t *** volatile g_148 = &g_149;/* VOLATILE GLOBAL g_148 */
static int32_t g_166 = 0x1E51D77EL;
static volatile union U0 g_167 = {-2L};/* VOLATILE GLOBAL g_167 */
static union U1 g_180 = {-1L};
static union U1 *g_179 = &g_180;
static union U1 ** volatile g_178 = &g_179;/* VOLATILE GLOBAL g_178 */
static int16_t g_206 = 0x761DL;
static int8_t g_207 = (-1L);
static int32_t g_208 = 0L;
static uint64_t g_210 = 0x57D3D6297384D55ELL;
static uint64_t g_227 = 0UL;
static volatile int32_t g_228[8][9][3] = {{{0xE6147405L,0x3A7F7B84L,1L},{0x7D17E8B5L,2L,0x250A0667L},{0x48AE52A0L,0xA81AA828L,0x1709528BL},{0L,0x529D454BL,0xE7ECB968L},{0x1709528BL,0x1709528BL,0x83C54A67L},{0x4A8DD369L,0L,0x17A2A3C1L},{0L,2L,1L},{0xAD9A388FL,(-7L),3L},{0L,0L,1L}},{{(-1L),0x567AA4D1L,0x17A2A3C1L},{0xE030D599L,0xE6147405L,0x83C54A67L},{0L,0xB88687C0L,0xE7ECB968L},{1L,1L,0x1709528BL},{8L,(-1L),0x250A0667L},{0x008C8D9BL,0x83C54A67L,1L},{0xE7ECB968L,0xD4B94521L,(-6L)},{4L,(-1L),4L},{3L,0L,0x30D3ADD6L}},{{0x88DB1DBAL,0x3C660A79L,(-6L)},{0x567AA4D1L,0L,0L},{0x48AE52A0L,(-2L),1L},{0xF67AC453L,0x7D17E8B5L,0L},{(-6L),(-1L),(-1L)},{(-1L),0xE7ECB968L,0x8D6AC7DAL},{(-1L),0x3BF34E4EL,0xE6147405L},{0L,0L,0x7D17E8B5L},{1L,0x33254543L,0x48AE52A0L}},{{0x4A8DD369L,(-8L),0L},{0x83C54A67L,0x1709528BL,0x1709528BL},{0x30D3ADD6L,1L,0x4A8DD369L},{0x33254543L,0x9910E70EL,0L},{0x567AA4D1L,(-1L),0xAD9A388FL},{(-1L),0x83C54A67L,0L},{8L,(-1L),(-1L)},{0xA81AA828L,0x9910E70EL,0xE030D599L},{(-1L),1L,0L}},{{0xCC2D51F9L,0x1709528BL,1L},{0xAD9A388FL,(-8L),8L},{(-6L),0x33254543L,0x008C8D9BL},{(-1L),0L,0xE7ECB968L},{1L,0x3BF34E4EL,4L},{0xE7ECB968L,0xE7ECB968L,3L},{0xD49CDFB2L,(-1L),0x88DB1DBAL},{8L,0x7D17E8B5L,0x567AA4D1L},{0x6AE3E30AL,(-2L),2L}},{{0xB88687C0L,8L,0x567AA4D1L},{0x3C660A79L,1L,0x88DB1DBAL},{0x529D454BL,0xAD9A388FL,3L},{1L,0x3A7F7B84L,4L},{(-1L),0L,0xE7ECB968L},{(-1L),0xC4D18441L,0x008C8D9BL},{1L,3L,8L},{4L,0L,1L},{0L,9L,0L}},{{2L,1L,0xE030D599L},{(-6L),0xF67AC453L,(-1L)},{1L,0xA81AA828L,0L},{0x7D17E8B5L,0x6BEDBF87L,0xAD9A388FL},{1L,0x48AE52A0L,0L},{(-6L),0L,0x4A8DD369L},{2L,0xCC2D51F9L,0x1709528BL},{0L,0x250A0667L,0L},{4L,0xE6147405L,0x48AE52A0L}},{{1L,0x529D454BL,0x7D17E8B5L},{(-1L),(-3L),0xE6147405L},{(-1L),0x8D6AC7DAL,0x8D6AC7DAL},{1L,1L,(-1L)},{0x529D454BL,0L,0L},{0x3C660A79L,(-6L),1L},{0xB88687C0L,(-1L),0L},{0x6AE3E30AL,(-6L),1L},{8L,0L,2L}}};
static volatile union U2 g_230 = {0xE7E27A8FL};/* VOLATILE GLOBAL g_230 */
static volatile union U2 g_234 = {0xB8E64FD7L};/* VOLATILE GLOBAL g_234 */
static union U2 g_236 = {0UL};/* VOLATILE GLOBAL g_236 */
static int64_t g_238 = 7L;
static int64_t *g_242 = &g_238;
static int32_t g_245 = 0x5F752F7AL;
static int32_t g_250 = 0x698634C5L;
static int16_t *g_272 = (void*)0;
static int32_t g_301 = 0x47FEC7AAL;
static union U3 g_322 = {0x31B63B13L};/* VOLATILE GLOBAL g_322 */
static int32_t * const *g_334 = &g_7[1];
static int32_t * const * const *g_333 = &g_334;
static uint32_t g_345 = 0x1D4E4C45L;
static volatile int64_t g_359 = 4L;/* VOLATILE GLOBAL g_359 */
static const union U3 g_370[9] = {{1L},{0x63726A26L},{0x63726A26L},{1L},{0x63726A26L},{0x63726A26L},{1L},{0x63726A26L},{0x63726A26L}};
static uint16_t *g_379[9][3][9] = {{{&g_109,&g_180.f2,&g_109,&g_180.f2,&g_180.f4,&g_180.f4,&g_109,&g_180.f2,&g_180.f2},{&g_180.f2,(void*)0,(void*)0,(void*)0,&g_109,&g_109,&g_109,&g_109,&g_180.f4},{(void*)0,(void*)0,&g_109,&g_180.f4,&g_180.f4,(void*)0,&g_180.f2,&g_180.f2,&g_180.f4}},{{&g_180.f2,(void*)0,&g_109,&g_180.f2,&g_180.f4,&g_180.f2,&g_180.f4,&g_180.f2,&g_109},{&g_180.f4,&g_180.f4,&g_109,&g_109,&g_180.f4,&g_180.f2,&g_180.f2,&g_180.f2,&g_109},{&g_180.f4,&g_109,&g_180.f2,&g_180.f2,(void*)0,&g_180.f4,&g_180.f4,&g_180.f2,&g_180.f4}},{{&g_180.f2,&g_180.f2,&g_109,&g_109,&g_109,&g_180.f4,&g_180.f4,&g_109,&g_180.f4},{&g_109,&g_109,&g_109,&g_109,&g_109,&g_180.f4,(void*)0,&g_109,&g_180.f2},{&g_109,(void*)0,&g_180.f4,&g_109,&g_180.f4,&g_109,(void*)0,&g_109,&g_109}},{{&g_180.f2,&g_180.f4,&g_109,&g_109,&g_109,(void*)0,&g_180.f2,&g_109,&g_109},{&g_180.f4,(void*)0,&g_109,&g_109,&g_180.f2,&g_180.f2,&g_109,&g_180.f2,&g_180.f2},{&g_109,(void*)0,(void*)0,&g_109,(void*)0,&g_180.f4,&g_180.f2,&g_180.f2,&g_109}},{{(void*)0,&g_180.f2,&g_180.f2,&g_180.f2,&g_180.f2,&g_109,&g_180.f2,&g_109,&g_109},{&g_180.f2,(void*)0,(void*)0,&g_109,(void*)0,&g_180.f2,&g_180.f2,&g_109,&g_109},{&g_180.f2,&g_180.f2,&g_109,&g_180.f2,&g_180.f2,&g_180.f2,(void*)0,&g_109,&g_180.f4}},{{&g_180.f4,(void*)0,&g_180.f2,&g_180.f2,&g_109,&g_180.f2,&g_109,&g_180.f2,&g_180.f4},{&g_180.f2,&g_180.f2,&g_180.f2,&g_180.f4,&g_180.f4,&g_180.f2,&g_109,&g_180.f2,&g_180.f4},{&g_180.f4,&g_180.f2,&g_109,(void*)0,&g_109,&g_180.f2,&g_180.f2,&g_180.f2,&g_180.f2}},{{&g_180.f2,&g_109,&g_180.f4,&g_180.f4,&g_109,&g_180.f2,&g_180.f4,&g_180.f4,&g_109},{(void*)0,&g_180.f4,&g_109,&g_109,(void*)0,&g_109,&g_180.f4,&g_109,&g_180.f2},{&g_180.f4,&g_180.f2,&g_180.f4,&g_109,&g_180.f4,&g_180.f4,&g_180.f4,&g_180.f4,&g_180.f2}},{{&g_180.f2,&g_109,&g_109,&g_180.f2,&g_180.f4,&g_180.f2,&g_180.f2,&g_180.f2,&g_109},{&g_180.f2,&g_109,&g_180.f2,&g_109,&g_109,(void*)0,&g_109,&g_180.f4,&g_180.f2},{(void*)0,(void*)0,(void*)0,&g_180.f2,&g_180.f2,&g_109,&g_109,&g_180.f4,&g_109}},{{&g_180.f2,&g_180.f4,&g_109,&g_180.f2,&g_180.f2,&g_109,&g_109,&g_180.f2,&g_109},{&g_180.f2,(void*)0,&g_109,&g_180.f4,&g_180.f4,&g_109,(void*)0,&g_180.f2,&g_180.f2},{&g_109,&g_180.f4,&g_180.f2,&g_180.f2,&g_180.f2,&g_109,&g_180.f2,&g_180.f2,&g_180.f2}}};
static uint16_t **g_378[3][3] = {{&g_379[0][2][8],&g_379[0][2][8],&g_379[0][2][8]},{&g_379[0][2][8],&g_379[0][2][8],&g_379[0][2][8]},{&g_379[0][2][8],&g_379[0][2][8],&g_379[0][2][8]}};
static volatile union U3 g_389 = {0xDF08506AL};/* VOLATILE GLOBAL g_389 */
static union U3 g_398 = {0xA90B66AAL};/* VOLATILE GLOBAL g_398 */
static union U0 g_405[3] = {{7L},{7L},{7L}};
static uint64_t g_409[6][9] = {{18446744073709551613UL,0xBBC1450C9C48DB4ELL,18446744073709551613UL,0x5050E54C4BE24593LL,0x5050E54C4BE24593LL,18446744073709551613UL,0xBBC1450C9C48DB4ELL,18446744073709551613UL,0x5050E54C4BE24593LL},{18446744073709551613UL,0x5050E54C4BE24593LL,0x5050E54C4BE24593LL,18446744073709551613UL,0xBBC1450C9C48DB4ELL,18446744073709551613UL,0x5050E54C4BE24593LL,0x5050E54C4BE24593LL,18446744073709551613UL},{18446744073709551612UL,0x5050E54C4BE24593LL,18446744073709551606UL,0x5050E54C4BE24593LL,18446744073709551612UL,18446744073709551612UL,0x5050E54C4BE24593LL,18446744073709551606UL,0x5050E54C4BE24593LL},{0x5050E54C4BE24593LL,0xBBC1450C9C48DB4ELL,18446744073709551606UL,18446744073709551606UL,0xBBC1450C9C48DB4ELL,0x5050E54C4BE24593LL,0xBBC1450C9C48DB4ELL,18446744073709551606UL,18446744073709551606UL},{18446744073709551612UL,18446744073709551612UL,0x5050E54C4BE24593LL,18446744073709551606UL,0x5050E54C4BE24593LL,18446744073709551612UL,18446744073709551612UL,0x5050E54C4BE24593LL,18446744073709551606UL},{18446744073709551613UL,0xBBC1450C9C48DB4ELL,18446744073709551613UL,0x5050E54C4BE24593LL,0x5050E54C4BE24593LL,18446744073709551613UL,0xBBC1450C9C48DB4ELL,18446744073709551613UL,0x5050E54C4BE24593LL}};
static int16_t g_475 = 0L;
static volatile int8_t g_476 = 8L;/* VOLATILE GLOBAL g_476 */
static volatile int64_t g_521 = 1L;/* VOLATILE GLOBAL g_521 */
static volatile int32_t g_526 = 0xA47D927BL;/* VOLATILE GLOBAL g_526 */
static volatile union U3 g_539 = {9L};/* VOLATILE GLOBAL g_539 */
static volatile union U0 g_559 = {1L};/* VOLATILE GLOBAL g_559 */
static uint32_t g_629 = 0UL;
static volatile union U0 g_641 = {0x9A42F9A5L};/* VOLATILE GLOBAL g_641 */
static int16_t **g_643[5][1] = {{&g_272},{&g_272},{&g_272},{&g_272},{&g_272}};
static union U0 g_668[7] = {{1L},{1L},{-1L},{1L},{1L},{-1L},{1L}};
static uint32_t g_671 = 4294967288UL;
static int32_t g_689 = (-4L);
static volatile union U0 g_728 = {1L};/* VOLATILE GLOBAL g_728 */
static volatile int64_t * const g_749[9] = {&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521,&g_521};
static volatile int64_t * const *g_748 = &g_749[7];
static volatile int64_t * const **g_747 = &g_748;
static volatile int64_t * const ** const *g_746 = &g_747;
static volatile int64_t * const ** const * const * volatile g_745 = &g_746;/* VOLATILE GLOBAL g_745 */
static union U0 ** volatile g_786 = (void*)0;/* VOLATILE GLOBAL g_786 */
static union U0 g_790 = {0x14118C78L};/* VOLATILE GLOBAL g_790 */
static union U0 g_807 = {1L};/* VOLATILE GLOBAL g_807 */
static union U3 g_810 = {0x9C9FC2B7L};/* VOLATILE GLOBAL g_810 */
static int64_t **g_822 = &g_242;
static int64_t ***g_821 = &g_822;
static int64_t ***g_823 = &g_822;
static uint16_t g_829 = 65535UL;
static volatile union U2 g_831 = {4294967289UL};/* VOLATILE GLOBAL g_831 */
static uint16_t ** const **g_846 = (void*)0;
static uint16_t ** const ***g_845[8][6][1] = {{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}},{{&g_846},{(void*)0},{&g_846},{&g_846},{(void*)0},{&g_846}}};
static const volatile union U0 g_892 = {0x95E4AB55L};/* VOLATILE GLOBAL g_892 */
static union U3 g_945[8][1][7] = {{{{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L}}},{{{0x43C35E7DL},{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L},{0x43C35E7DL},{0x43C35E7DL}}},{{{-3L},{-3L},{0x55B5C73EL},{-3L},{-3L},{0x55B5C73EL},{-3L}}},{{{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L}}},{{{0x43C35E7DL},{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL},{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL}}},{{{0x43C35E7DL},{0x43C35E7DL},{-3L},{0x43C35E7DL},{0x43C35E7DL},{-3L},{0x43C35E7DL}}},{{{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL},{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL},{0x43C35E7DL}}},{{{0x55B5C73EL},{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL},{0x43C35E7DL},{0x55B5C73EL},{0x55B5C73EL}}}};
static union U0 g_946 = {1L};/* VOLATILE GLOBAL g_946 */
static uint32_t **g_968[1][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static uint32_t ***g_967 = &g_968[0][3];
static int16_t ***g_971 = &g_643[3][0];
static volatile union U3 g_976 = {0x0C4C41A2L};/* VOLATILE GLOBAL g_976 */
static int16_t g_983[9] = {0xD6F8L,1L,0xD6F8L,0xD6F8L,1L,0xD6F8L,0xD6F8L,1L,0xD6F8L};
static int32_t * volatile g_984 = &g_245;/* VOLATILE GLOBAL g_984 */
static const volatile union U0 g_1002 = {8L};/* VOLATILE GLOBAL g_1002 */
static union U0 g_1040 = {-1L};/* VOLATILE GLOBAL g_1040 */
static volatile union U3 g_1066 = {0x883221F6L};/* VOLATILE GLOBAL g_1066 */
static union U3 g_1146 = {0x9FF6F8C2L};/* VOLATILE GLOBAL g_1146 */
static int8_t g_1153 = 0x12L;
static const volatile union U0 g_1161 = {-7L};/* VOLATILE GLOBAL g_1161 */
static volatile uint32_t *g_1177 = &g_234.f0;
static volatile uint32_t **g_1176 = &g_1177;
static volatile uint32_t ** const *g_1175 = &g_1176;
static volatile uint32_t ** const * volatile * volatile g_1174 = &g_1175;/* VOLATILE GLOBAL g_1174 */
static volatile uint32_t ** const * volatile * volatile *g_1173 = &g_1174;
static volatile union U3 *g_1180 = &g_976;
static volatile union U3 ** volatile g_1179 = &g_1180;/* VOLATILE GLOBAL g_1179 */
static uint16_t g_1193 = 0UL;
static union U0 g_1220 = {0x1FEBBB28L};/* VOLATILE GLOBAL g_1220 */
static volatile union U0 g_1248[3] = {{-5L},{-5L},{-5L}};
static volatile union U3 g_1251 = {1L};/* VOLATILE GLOBAL g_1251 */
static volatile union U2 g_1281 = {0UL};/* VOLATILE GLOBAL g_1281 */
static union U0 g_1288 = {0x66799D82L};/* VOLATILE GLOBAL g_1288 */
static union U0 g_1290[7][6][2] = {{{{0x7514E9F2L},{-4L}},{{0x7514E9F2L},{0x6068F056L}},{{1L},{-1L}},{{0x6068F056L},{-10L}},{{1L},{0x9E7CA759L}},{{0x7514E9F2L},{0x7514E9F2L}}},{{{0x7514E9F2L},{0x9E7CA759L}},{{1L},{-10L}},{{0x6068F056L},{-1L}},{{1L},{0x6068F056L}},{{0x7514E9F2L},{-4L}},{{0x7514E9F2L},{0x6068F056L}}},{{{1L},{-1L}},{{0x6068F056L},{-10L}},{{1L},{0x9E7CA759L}},{{0x7514E9F2L},{0x7514E9F2L}},{{0x7514E9F2L},{0x9E7CA759L}},{{1L},{-10L}}},{{{0x6068F056L},{-1L}},{{1L},{0x6068F056L}},{{0x7514E9F2L},{-4L}},{{0x7514E9F2L},{0x6068F056L}},{{1L},{-1L}},{{0x6068F056L},{-10L}}},{{{1L},{0x9E7CA759L}},{{0x7514E9F2L},{0x7514E9F2L}},{{0x7514E9F2L},{0x9E7CA759L}},{{1L},{-10L}},{{0x6068F056L},{-1L}},{{1L},{0x6068F056L}}},{{{0x7514E9F2L},{-4L}},{{0x7514E9F2L},{0x6068F056L}},{{1L},{-1L}},{{0x6068F056L},{-10L}},{{1L},{0x9E7CA759L}},{{0x7514E9F2L},{0x7514E9F2L}}},{{{0x7514E9F2L},{0x9E7CA759L}},{{1L},{-10L}},{{0x6068F056L},{-1L}},{{1L},{0x6068F056L}},{{0x7514E9F2L},{-4L}},{{0x7514E9F2L},{0x6068F056L}}}};
static union U0 g_1292 = {1L};/* VOLATILE GLOBAL g_1292 */
static union U0 g_1293 = {1L};/* VOLATILE GLOBAL g_1293 */
static union U0 g_1294[5] = {{0L},{0L},{0L},{0L},{0L}};
static union U0 g_1295 = {0x551A616AL};/* VOLATILE GLOBAL g_1295 */
static union U0 g_1296[1][2] = {{{-2L},{-2L}}};
static union U0 g_1297 = {0xAC86C454L};/* VOLATILE GLOBAL g_1297 */
static union U2 g_1300 = {0xD69817BAL};/* VOLATILE GLOBAL g_1300 */
static int32_t ** volatile g_1356 = (void*)0;/* VOLATILE GLOBAL g_1356 */
static union U0 *g_1405[8][10] = {{&g_1040,&g_1040,&g_405[2],&g_1290[0][0][0],(void*)0,&g_405[2],(void*)0,&g_1290[0][0][0],&g_405[2],&g_1040},{(void*)0,&g_405[2],&g_668[1],(void*)0,&g_1296[0][0],&g_1296[0][0],(void*)0,&g_668[1],&g_405[2],(void*)0},{&g_668[1],&g_1040,&g_405[2],&g_1296[0][0],&g_1040,&g_1296[0][0],&g_405[2],&g_1040,&g_668[1],&g_668[1]},{(void*)0,&g_1290[0][0][0],&g_405[2],&g_1040,&g_1040,&g_405[2],&g_1290[0][0][0],(void*)0,&g_405[2],(void*)0},{&g_1040,&g_405[2],&g_1296[0][0],&g_1040,&g_1296[0][0],&g_405[2],&g_1040,&g_668[1],&g_668[1],&g_1040},{&g_668[1],(void*)0,&g_1296[0][0],&g_1296[0][0],(void*)0,&g_1297,&g_405[2],&g_1296[0][0],&g_405[2],&g_1297},{&g_405[2],&g_1296[0][0],&g_1040,&g_1296[0][0],&g_405[2],&g_1040,&g_668[1],&g_668[1],&g_1040,&g_405[2]},{&g_405[2],&g_405[2],&g_405[2],&g_405[2],&g_405[2],&g_1297,&g_405[2],&g_1297,&g_405[2],&g_405[2]}};
static union U0 ** const  volatile g_1404[8] = {&g_1405[7][4],&g_1405[5][7],&g_1405[7][4],&g_1405[7][4],&g_1405[5][7],&g_1405[7][4],&g_1405[7][4],&g_1405[5][7]};
static int32_t * volatile g_1411 = &g_208;/* VOLATILE GLOBAL g_1411 */
static int32_t ** volatile g_1429 = (void*)0;/* VOLATILE GLOBAL g_1429 */
static volatile union U2 g_1435 = {0UL};/* VOLATILE GLOBAL g_1435 */
static union U2 g_1498 = {0xEC6D8B75L};/* VOLATILE GLOBAL g_1498 */
static uint32_t *** const *g_1549 = &g_967;
static uint32_t *** const **g_1548[3][7] = {{&g_1549,&g_1549,&g_1549,&g_1549,&g_1549,&g_1549,&g_1549},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1549,&g_1549,&g_1549,&g_1549,&g_1549,&g_1549,&g_1549}};
static volatile union U3 g_1560 = {-1L};/* VOLATILE GLOBAL g_1560 */
static union U2 g_1564 = {9UL};/* VOLATILE GLOBAL g_1564 */
static const volatile union U3 g_1566 = {0x663748B0L};/* VOLATILE GLOBAL g_1566 */
static int32_t * volatile g_1575 = &g_180.f0;/* VOLATILE GLOBAL g_1575 */
static uint32_t * volatile *g_1668 = (void*)0;
static volatile union U3 g_1669 = {0L};/* VOLATILE GLOBAL g_1669 */
static const uint16_t g_1685 = 65527UL;
static uint64_t g_1718 = 0UL;
static int32_t * volatile g_1741[2][9][10] = {{{&g_208,(void*)0,&g_245,&g_4[5][3],&g_4[2][5],&g_180.f0,&g_4[0][3],&g_245,&g_208,&g_208},{&g_4[5][3],&g_180.f0,&g_245,&g_4[0][1],&g_208,&g_180.f0,&g_245,&g_180.f0,&g_180.f0,&g_180.f0},{&g_180.f0,&g_245,&g_4[7][0],&g_245,&g_4[5][3],&g_180.f0,(void*)0,&g_180.f0,&g_180.f0,&g_4[5][3]},{(void*)0,&g_208,&g_208,&g_180.f0,&g_4[0][1],&g_180.f0,&g_4[5][3],&g_180.f0,&g_245,&g_4[5][3]},{&g_245,&g_208,&g_4[2][5],&g_4[0][1],&g_208,(void*)0,&g_208,&g_180.f0,&g_245,&g_245},{(void*)0,&g_4[5][3],&g_180.f0,&g_4[0][3],&g_245,&g_208,&g_208,&g_4[5][3],(void*)0,&g_180.f0},{(void*)0,&g_245,&g_180.f0,&g_4[5][3],&g_4[5][3],(void*)0,&g_4[1][2],(void*)0,&g_4[5][3],&g_4[5][3]},{&g_245,&g_180.f0,&g_245,&g_4[6][0],(void*)0,(void*)0,&g_208,(void*)0,&g_180.f0,&g_180.f0},{&g_4[5][3],&g_208,&g_208,&g_245,&g_4[0][3],&g_180.f0,&g_4[5][3],(void*)0,&g_4[5][3],&g_245}},{{(void*)0,(void*)0,&g_245,(void*)0,&g_180.f0,&g_4[0][1],(void*)0,(void*)0,&g_208,(void*)0},{&g_4[5][3],&g_4[5][3],&g_180.f0,&g_4[2][5],(void*)0,&g_208,&g_245,&g_4[5][3],(void*)0,&g_180.f0},{&g_180.f0,(void*)0,&g_180.f0,&g_4[5][3],&g_245,&g_4[7][0],&g_245,&g_180.f0,&g_180.f0,&g_4[5][3]},{&g_245,&g_245,&g_4[2][5],&g_245,&g_180.f0,&g_208,&g_245,&g_180.f0,&g_245,&g_180.f0},{(void*)0,&g_4[5][3],&g_208,&g_180.f0,&g_245,&g_180.f0,&g_208,&g_208,(void*)0,&g_208},{&g_208,&g_4[0][1],(void*)0,&g_4[5][3],&g_245,&g_245,&g_245,&g_245,&g_245,&g_245},{&g_180.f0,&g_4[5][3],&g_4[5][3],&g_180.f0,&g_4[5][3],&g_208,&g_208,&g_208,(void*)0,&g_180.f0},{&g_4[5][3],&g_245,&g_4[5][3],(void*)0,&g_4[0][2],&g_4[7][0],&g_4[5][3],&g_208,(void*)0,&g_245},{&g_4[5][3],(void*)0,&g_245,&g_180.f0,&g_208,&g_4[5][3],&g_208,(void*)0,&g_245,&g_245}}};
static union U3 g_1775 = {-10L};/* VOLATILE GLOBAL g_1775 */
static union U3 *g_1774 = &g_1775;
static int64_t ** const *g_1785[5][9][4] = {{{&g_822,&g_822,&g_822,&g_822},{(void*)0,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,(void*)0,(void*)0},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{(void*)0,&g_822,&g_822,(void*)0},{&g_822,&g_822,&g_822,&g_822}},{{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,(void*)0},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,&g_822,&g_822},{(void*)0,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,&g_822}},{{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,(void*)0,(void*)0},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{(void*)0,&g_822,&g_822,(void*)0},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,(void*)0},{&g_822,&g_822,&g_822,&g_822}},{{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,&g_822,&g_822},{(void*)0,&g_822,(void*)0,&g_822},{&g_822,&g_822,&g_822,&g_822},{&g_822,&g_822,(void*)0,&g_822},{&g_822,&g_822,(void*)0,(void*)0},{&g_822,&g_822,&g_822,&g_822}},{{&g_822,&g_822,(void*)0,&g_822},{&g_822,(void*)0,&g_822,&g_822},{&g_822,(void*)0,&g_822,(void*)0},{(void*)0,&g_822,&g_822,&g_822},{&g_822,&g_822,&g_822,&g_822},{(void*)0,&g_822,&g_822,(void*)0},{(void*)0,&g_822,&g_822,(void*)0},{&g_822,(void*)0,&g_822,&g_822},{(void*)0,&g_822,&g_822,&g_822}}};
static int64_t ** const **g_1784 = &g_1785[1][2][3];
static int64_t ** const ***g_1783 = &g_1784;
static union U3 g_1797 = {-1L};/* VOLATILE GLOBAL g_1797 */
static union U0 g_1811 = {-7L};/* VOLATILE GLOBAL g_1811 */
static union U2 g_1819 = {2UL};/* VOLATILE GLOBAL g_1819 */
static volatile union U2 g_1825 = {8UL};/* VOLATILE GLOBAL g_1825 */
static int32_t * volatile g_1879[4][5][3] = {{{&g_208,(void*)0,&g_245},{&g_180.f0,&g_208,&g_4[5][3]},{(void*)0,(void*)0,(void*)0},{&g_180.f0,&g_208,&g_245},{&g_4[4][2],(void*)0,(void*)0}},{{&g_208,&g_208,&g_208},{&g_208,(void*)0,&g_245},{&g_180.f0,&g_208,&g_4[5][3]},{(void*)0,(void*)0,(void*)0},{&g_180.f0,&g_208,&g_245}},{{&g_4[4][2],(void*)0,(void*)0},{&g_208,&g_208,&g_208},{&g_208,(void*)0,&g_245},{&g_180.f0,&g_208,&g_4[5][3]},{(void*)0,(void*)0,(void*)0}},{{&g_180.f0,&g_208,&g_245},{&g_4[4][2],(void*)0,(void*)0},{&g_208,&g_208,&g_208},{&g_208,(void*)0,&g_245},{&g_180.f0,&g_208,&g_4[5][3]}}};
static int32_t * volatile g_1880 = &g_180.f0;/* VOLATILE GLOBAL g_1880 */
static volatile union U0 g_1978 = {4L};/* VOLATILE GLOBAL g_1978 */
static union U3 g_1994 = {0x13F5EEC5L};/* VOLATILE GLOBAL g_1994 */
static union U0 g_2018 = {0xCFA1914FL};/* VOLATILE GLOBAL g_2018 */
static volatile union U2 g_2019 = {1UL};/* VOLATILE GLOBAL g_2019 */
static volatile uint8_t g_2033 = 249UL;/* VOLATILE GLOBAL g_2033 */
static union U3 ** volatile g_2049 = &g_1774;/* VOLATILE GLOBAL g_2049 */
static union U0 g_2058 = {0x1626D178L};/* VOLATILE GLOBAL g_2058 */
static uint32_t ***g_2089 = &g_968[0][3];
static union U0 g_2098[6][5] = {{{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL}},{{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L}},{{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL}},{{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L}},{{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL},{0xB9E4BA4EL}},{{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L},{0x9712D87DL},{0xA8CD10D8L}}};
static union U3 g_2115 = {1L};/* VOLATILE GLOBAL g_2115 */
static int32_t g_2143 = 0x09826EB6L;
static volatile int16_t g_2156 = 0L;/* VOLATILE GLOBAL g_2156 */
static volatile union U2 *g_2174 = &g_831;
static volatile union U2 ** volatile g_2173 = &g_2174;/* VOLATILE GLOBAL g_2173 */
static union U3 ** volatile g_2204 = (void*)0;/* VOLATILE GLOBAL g_2204 */
static volatile union U2 g_2242 = {0x3487E90FL};/* VOLATILE GLOBAL g_2242 */
static volatile union U0 g_2287 = {1L};/* VOLATILE GLOBAL g_2287 */
static int64_t ****g_2294[10] = {&g_821,&g_821,&g_821,&g_821,&g_821,&g_821,&g_821,&g_821,&g_821,&g_821};
static volatile union U3 g_2309 = {0L};/* VOLATILE GLOBAL g_2309 */
static const int32_t * const * volatile *g_2330 = &g_35[0][2][2];
static const int32_t * const * volatile * volatile * volatile g_2329 = &g_2330;/* VOLATILE GLOBAL g_2329 */
static volatile int8_t g_2347 = 0x66L;/* VOLATILE GLOBAL g_2347 */
static int32_t ** volatile g_2359 = &g_7[1];/* VOLATILE GLOBAL g_2359 */
static union U3 ** volatile g_2363 = (void*)0;/* VOLATILE GLOBAL g_2363 */
static union U3 g_2365 = {-1L};/* VOLATILE GLOBAL g_2365 */
static volatile union U3 g_2372[8] = {{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L},{0x9D475DE7L}};
static volatile union U0 g_2420 = {0L};/* VOLATILE GLOBAL g_2420 */
static const union U0 g_2456 = {4L};/* VOLATILE GLOBAL g_2456 */
static volatile union U0 g_2469 = {-1L};/* VOLATILE GLOBAL g_2469 */
static volatile union U2 ** volatile g_2482 = &g_2174;/* VOLATILE GLOBAL g_2482 */
static volatile union U2 g_2511[8][7] = {{{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL}},{{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L}},{{0x7E6ED9FFL},{0x7E6ED9FFL},{0UL},{0x7E6ED9FFL},{0x7E6ED9FFL},{0UL},{0x7E6ED9FFL}},{{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL}},{{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L}},{{0x7E6ED9FFL},{0x7E6ED9FFL},{0UL},{0x7E6ED9FFL},{0x7E6ED9FFL},{0UL},{0x7E6ED9FFL}},{{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL},{0x5277FD34L},{0x5277FD34L},{0x7E6ED9FFL}},{{0x5277FD34L},{0x5277FD34L},{0UL},{0UL},{0x5277FD34L},{0UL},{0UL}}};
static const int64_t ***g_2516[2] = {(void*)0,(void*)0};
static const int64_t ****g_2515 = &g_2516[0];
static const union U2 g_2541 = {0x5274DF13L};/* VOLATILE GLOBAL g_2541 */
static union U0 g_2575 = {8L};/* VOLATILE GLOBAL g_2575 */
static volatile union U3 g_2622[8][7][4] = {{{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x0EAAE731L}},{{0x2323B99EL},{0x2323B99EL},{0x0B9EC63AL},{0x4C540464L}},{{0x2323B99EL},{8L},{0x0EAAE731L},{0x2323B99EL}},{{8L},{0x4C540464L},{8L},{0x0EAAE731L}},{{0x1EE8BDEEL},{0x4C540464L},{0x0B9EC63AL},{0x2323B99EL}},{{0x4C540464L},{8L},{8L},{0x4C540464L}},{{8L},{0x2323B99EL},{8L},{0x0EAAE731L}}},{{{0x4C540464L},{0x1EE8BDEEL},{0x0B9EC63AL},{0x1EE8BDEEL}},{{0x1EE8BDEEL},{8L},{8L},{0x1EE8BDEEL}},{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x0EAAE731L}},{{0x2323B99EL},{0x2323B99EL},{0x0B9EC63AL},{0x4C540464L}},{{0x2323B99EL},{8L},{0x0EAAE731L},{0x2323B99EL}},{{8L},{0x4C540464L},{8L},{0x0EAAE731L}},{{0x1EE8BDEEL},{0x4C540464L},{0x0B9EC63AL},{0x2323B99EL}}},{{{0x4C540464L},{8L},{8L},{0x4C540464L}},{{8L},{0x2323B99EL},{8L},{0x0EAAE731L}},{{0x4C540464L},{0x1EE8BDEEL},{0x0B9EC63AL},{0x1EE8BDEEL}},{{0x1EE8BDEEL},{8L},{8L},{0x1EE8BDEEL}},{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x0EAAE731L}},{{0x2323B99EL},{0x2323B99EL},{0x0B9EC63AL},{0x4C540464L}},{{0x2323B99EL},{8L},{0x0EAAE731L},{0x2323B99EL}}},{{{8L},{0x4C540464L},{8L},{0x0EAAE731L}},{{0x1EE8BDEEL},{0x4C540464L},{0x0B9EC63AL},{0x2323B99EL}},{{0x4C540464L},{8L},{8L},{0x4C540464L}},{{8L},{0x2323B99EL},{8L},{0x0EAAE731L}},{{0x4C540464L},{0x1EE8BDEEL},{0x0B9EC63AL},{0x1EE8BDEEL}},{{0x1EE8BDEEL},{8L},{8L},{0x1EE8BDEEL}},{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x0EAAE731L}}},{{{0x2323B99EL},{0x2323B99EL},{0x0B9EC63AL},{0x4C540464L}},{{0x2323B99EL},{8L},{0x0EAAE731L},{0x2323B99EL}},{{8L},{0x4C540464L},{8L},{0x0EAAE731L}},{{0x1EE8BDEEL},{0x4C540464L},{0x0B9EC63AL},{0x2323B99EL}},{{0x4C540464L},{8L},{8L},{0x4C540464L}},{{8L},{0x2323B99EL},{8L},{0x0EAAE731L}},{{0x4C540464L},{0x1EE8BDEEL},{0x0B9EC63AL},{0x1EE8BDEEL}}},{{{0x1EE8BDEEL},{8L},{8L},{0x1EE8BDEEL}},{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x0EAAE731L}},{{0x2323B99EL},{0x2323B99EL},{0x0B9EC63AL},{0x4C540464L}},{{0x2323B99EL},{8L},{0x0EAAE731L},{0x2323B99EL}},{{8L},{0x4C540464L},{8L},{0x0EAAE731L}},{{0x1EE8BDEEL},{0x4C540464L},{0x0B9EC63AL},{0x2323B99EL}},{{0x4C540464L},{8L},{8L},{0x4C540464L}}},{{{8L},{0x2323B99EL},{8L},{0x0EAAE731L}},{{0x4C540464L},{0x1EE8BDEEL},{0x0B9EC63AL},{0x1EE8BDEEL}},{{0x1EE8BDEEL},{8L},{8L},{0x1EE8BDEEL}},{{8L},{0x1EE8BDEEL},{0x0EAAE731L},{0x965A7039L}},{{8L},{8L},{0x2323B99EL},{8L}},{{8L},{0x0B9EC63AL},{0x965A7039L},{8L}},{{0xF55152E0L},{8L},{0xF55152E0L},{0x965A7039L}}},{{{0x0EAAE731L},{8L},{0x2323B99EL},{8L}},{{8L},{0x0B9EC63AL},{0x0B9EC63AL},{8L}},{{0xF55152E0L},{8L},{0x0B9EC63AL},{0x965A7039L}},{{8L},{0x0EAAE731L},{0x2323B99EL},{0x0EAAE731L}},{{0x0EAAE731L},{0x0B9EC63AL},{0xF55152E0L},{0x0EAAE731L}},{{0xF55152E0L},{0x0EAAE731L},{0x965A7039L},{0x965A7039L}},{{8L},{8L},{0x2323B99EL},{8L}}}};
static union U2 g_2624 = {2UL};/* VOLATILE GLOBAL g_2624 */
static const union U2 g_2641[8][3] = {{{4294967295UL},{6UL},{6UL}},{{0x98DE159CL},{0x8DF2C64BL},{4294967291UL}},{{0UL},{1UL},{0x8DF2C64BL}},{{0UL},{0xE02E974CL},{4294967295UL}},{{0x98DE159CL},{0xF0A5FA81L},{0x98DE159CL}},{{4294967295UL},{0xE02E974CL},{0UL}},{{0x8DF2C64BL},{1UL},{0UL}},{{4294967291UL},{0x8DF2C64BL},{0x98DE159CL}}};
static int16_t g_2668 = 1L;
static volatile union U0 g_2669 = {-10L};/* VOLATILE GLOBAL g_2669 */
static union U3 ** volatile g_2672[4][10][3] = {{{&g_1774,&g_1774,&g_1774},{(void*)0,(void*)0,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{(void*)0,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,(void*)0,&g_1774},{(void*)0,&g_1774,&g_1774}},{{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,(void*)0,&g_1774},{(void*)0,(void*)0,&g_1774},{&g_1774,(void*)0,&g_1774},{(void*)0,&g_1774,(void*)0},{&g_1774,&g_1774,(void*)0},{&g_1774,&g_1774,(void*)0},{&g_1774,(void*)0,&g_1774},{(void*)0,&g_1774,(void*)0}},{{(void*)0,&g_1774,&g_1774},{&g_1774,&g_1774,(void*)0},{(void*)0,&g_1774,(void*)0},{&g_1774,&g_1774,(void*)0},{&g_1774,&g_1774,&g_1774},{&g_1774,(void*)0,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774}},{{(void*)0,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{(void*)0,&g_1774,&g_1774},{(void*)0,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{(void*)0,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774},{(void*)0,(void*)0,&g_1774}}};
static union U3 ** volatile g_2673 = &g_1774;/* VOLATILE GLOBAL g_2673 */
static union U0 g_2701[5] = {{1L},{1L},{1L},{1L},{1L}};
static uint16_t g_2705 = 0x87A0L;
static uint16_t *g_2724 = &g_1193;
static volatile union U0 g_2736 = {0x20FF8217L};/* VOLATILE GLOBAL g_2736 */
static union U3 ** volatile g_2744[9] = {&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774};
static union U3 ** volatile g_2745 = &g_1774;/* VOLATILE GLOBAL g_2745 */
static uint64_t g_2760 = 0xA24C22099167ED39LL;
static const int16_t g_2774 = (-3L);
static union U2 *g_2828[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static union U2 **g_2827 = &g_2828[7];
static union U2 ***g_2826[2][3][6] = {{{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827},{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827},{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827}},{{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827},{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827},{&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827}}};
static union U2 ***g_2830[8] = {&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827,&g_2827};
static union U2 **** volatile g_2829 = &g_2830[5];/* VOLATILE GLOBAL g_2829 */
static uint16_t *** const *g_2849 = (void*)0;
static uint16_t *** const **g_2848 = &g_2849;
static const union U3 g_2872 = {0x1AE95015L};/* VOLATILE GLOBAL g_2872 */
static const volatile union U3 g_2910 = {0x76A883B7L};/* VOLATILE GLOBAL g_2910 */
static union U3 g_2911 = {-9L};/* VOLATILE GLOBAL g_2911 */
static union U1 g_2931 = {0L};
static int16_t **g_2958 = &g_272;
static union U0 g_2965[9] = {{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L}};
static volatile union U0 g_3005[9][5][4] = {{{{0xB97A2CD4L},{0xB77901C3L},{0xF923D0E9L},{0x16C490A3L}},{{0x4ACFF5A5L},{0x51EF7FE0L},{0x51EF7FE0L},{0x4ACFF5A5L}},{{0x16C490A3L},{0xF923D0E9L},{0xB77901C3L},{0xB97A2CD4L}},{{3L},{0x8B481FB9L},{0x606F64E7L},{0x51EF7FE0L}},{{0xB77901C3L},{0xF6A2C322L},{1L},{0x51EF7FE0L}}},{{{0x186B4D14L},{0x8B481FB9L},{0x59CEB805L},{0xB97A2CD4L}},{{4L},{0xF923D0E9L},{1L},{0x4ACFF5A5L}},{{0x82EB98FEL},{0x51EF7FE0L},{0x82EB98FEL},{0x16C490A3L}},{{0L},{0xB77901C3L},{0x06B35350L},{3L}},{{0xF923D0E9L},{0x606F64E7L},{3L},{0xB77901C3L}}},{{{0x59CEB805L},{1L},{3L},{0x186B4D14L}},{{0xF923D0E9L},{0x59CEB805L},{0x06B35350L},{4L}},{{0L},{1L},{0x82EB98FEL},{0x82EB98FEL}},{{0x82EB98FEL},{0x82EB98FEL},{1L},{0L}},{{4L},{0x06B35350L},{0x59CEB805L},{0xF923D0E9L}}},{{{0x186B4D14L},{3L},{1L},{0x59CEB805L}},{{0xB77901C3L},{3L},{0x606F64E7L},{0xF923D0E9L}},{{3L},{0x06B35350L},{0xB77901C3L},{0L}},{{0x16C490A3L},{0x82EB98FEL},{0x51EF7FE0L},{0x82EB98FEL}},{{0x4ACFF5A5L},{1L},{0xF923D0E9L},{4L}}},{{{0xB97A2CD4L},{0x59CEB805L},{0x8B481FB9L},{0x186B4D14L}},{{0x51EF7FE0L},{1L},{0xF6A2C322L},{0xB77901C3L}},{{0x51EF7FE0L},{0x606F64E7L},{0x8B481FB9L},{3L}},{{0xB97A2CD4L},{0xB77901C3L},{0xF923D0E9L},{0x16C490A3L}},{{0x4ACFF5A5L},{0x51EF7FE0L},{0x51EF7FE0L},{0x4ACFF5A5L}}},{{{0x16C490A3L},{0xF923D0E9L},{0xB77901C3L},{0xB97A2CD4L}},{{3L},{0x8B481FB9L},{0x606F64E7L},{0x51EF7FE0L}},{{0xB77901C3L},{0xF6A2C322L},{1L},{0x51EF7FE0L}},{{0x186B4D14L},{0x8B481FB9L},{0x59CEB805L},{0xB97A2CD4L}},{{4L},{0xF923D0E9L},{1L},{0x4ACFF5A5L}}},{{{0x82EB98FEL},{0xB50C1980L},{-10L},{0x59CEB805L}},{{0x82EB98FEL},{0x16C490A3L},{1L},{0xB97A2CD4L}},{{0x51EF7FE0L},{0L},{0xB97A2CD4L},{0x16C490A3L}},{{0x06B35350L},{1L},{0xB97A2CD4L},{-1L}},{{0x51EF7FE0L},{0x06B35350L},{1L},{0x8B481FB9L}}},{{{0x82EB98FEL},{0xF6A2C322L},{-10L},{-10L}},{{-10L},{-10L},{0xF6A2C322L},{0x82EB98FEL}},{{0x8B481FB9L},{1L},{0x06B35350L},{0x51EF7FE0L}},{{-1L},{0xB97A2CD4L},{1L},{0x06B35350L}},{{0x16C490A3L},{0xB97A2CD4L},{0L},{0x51EF7FE0L}}},{{{0xB97A2CD4L},{1L},{0x16C490A3L},{0x82EB98FEL}},{{0x59CEB805L},{-10L},{0xB50C1980L},{-10L}},{{-1L},{0xF6A2C322L},{0x51EF7FE0L},{0x8B481FB9L}},{{0xB77901C3L},{0x06B35350L},{3L},{-1L}},{{0xB50C1980L},{1L},{0x186B4D14L},{0x16C490A3L}}}};
static union U3 g_3023 = {0x0CEE99D0L};/* VOLATILE GLOBAL g_3023 */
static const volatile int32_t g_3043[10] = {0x4AEFD3BDL,(-9L),0x4AEFD3BDL,0xF84AE9FFL,0xF84AE9FFL,0x4AEFD3BDL,(-9L),0x4AEFD3BDL,0xF84AE9FFL,0xF84AE9FFL};
static volatile union U0 g_3072 = {0L};/* VOLATILE GLOBAL g_3072 */
static volatile union U3 g_3094[9] = {{0x971A5CD9L},{7L},{0x971A5CD9L},{0x971A5CD9L},{7L},{0x971A5CD9L},{0x971A5CD9L},{7L},{0x971A5CD9L}};
static uint32_t ****g_3127 = &g_2089;
static uint32_t *****g_3126 = &g_3127;
static const union U0 g_3157 = {1L};/* VOLATILE GLOBAL g_3157 */
static union U3 g_3161 = {0L};/* VOLATILE GLOBAL g_3161 */
static union U0 * volatile * volatile *g_3164 = (void*)0;
static union U0 * volatile * volatile ** volatile g_3163 = &g_3164;/* VOLATILE GLOBAL g_3163 */
static union U0 * volatile * volatile ** volatile *g_3162 = &g_3163;
static union U2 ** volatile g_3173 = &g_2828[0];/* VOLATILE GLOBAL g_3173 */
static union U0 g_3177 = {5L};/* VOLATILE GLOBAL g_3177 */
static union U0 g_3187 = {-9L};/* VOLATILE GLOBAL g_3187 */
static uint16_t ***g_3213 = &g_378[0][0];
static uint16_t ****g_3212[1] = {&g_3213};
static union U0 ** volatile g_3223 = &g_1405[7][4];/* VOLATILE GLOBAL g_3223 */
static int8_t g_3249 = (-1L);
static volatile union U0 g_3264 = {2L};/* VOLATILE GLOBAL g_3264 */
static union U3 g_3333 = {-1L};/* VOLATILE GLOBAL g_3333 */
static volatile union U0 g_3396 = {0L};/* VOLATILE GLOBAL g_3396 */
static uint64_t g_3398[5][10][1] = {{{1UL},{0x897254C679FB76CBLL},{18446744073709551615UL},{0UL},{9UL},{0xF085D94DA124F512LL},{0xCBBC92CC401DD87CLL},{18446744073709551615UL},{0x1DF1095740DB0220LL},{1UL}},{{18446744073709551615UL},{0x461B5A82366364CELL},{18446744073709551615UL},{0x461B5A82366364CELL},{18446744073709551615UL},{1UL},{0x1DF1095740DB0220LL},{18446744073709551615UL},{0xCBBC92CC401DD87CLL},{0xF085D94DA124F512LL}},{{9UL},{0UL},{18446744073709551615UL},{0x897254C679FB76CBLL},{1UL},{1UL},{0x897254C679FB76CBLL},{18446744073709551615UL},{0UL},{9UL}},{{0xF085D94DA124F512LL},{0xCBBC92CC401DD87CLL},{18446744073709551615UL},{0x1DF1095740DB0220LL},{1UL},{18446744073709551615UL},{0x461B5A82366364CELL},{18446744073709551615UL},{0x461B5A82366364CELL},{18446744073709551615UL}},{{1UL},{0x1DF1095740DB0220LL},{18446744073709551615UL},{0xCBBC92CC401DD87CLL},{0xF085D94DA124F512LL},{9UL},{0UL},{18446744073709551615UL},{0x897254C679FB76CBLL},{1UL}}};
static union U2 g_3473 = {0x135B2BF1L};/* VOLATILE GLOBAL g_3473 */
static int32_t g_3478 = 8L;
static volatile uint64_t g_3553[7] = {0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL,0x56B41A0E63FBA1DALL};
static const volatile union U3 g_3581[4][7][9] = {{{{0xEC12D752L},{0xE7CE6CB9L},{0x050223ECL},{0x6372E4EEL},{0xC99253B0L},{-1L},{0xECCF750CL},{-9L},{0x6372E4EEL}},{{9L},{-4L},{0xEC12D752L},{0x05F205BFL},{1L},{-4L},{0x5442A1B3L},{0x5BCB44C7L},{0x050223ECL}},{{0x4B9428AEL},{0xE7CE6CB9L},{0L},{0x863C38D1L},{0x8E28E86EL},{8L},{0xC99253B0L},{0x283162A6L},{-1L}},{{9L},{0xAB9B9E95L},{0x8E28E86EL},{0x283162A6L},{0x33ACDB0CL},{0L},{0x863C38D1L},{1L},{0x1829B849L}},{{0x5442A1B3L},{0L},{4L},{0x383FF49CL},{-1L},{0x0978865BL},{0x863C38D1L},{-1L},{0x5BCB44C7L}},{{0xAB9B9E95L},{0xBD49C868L},{-8L},{5L},{0xC99253B0L},{0x8E28E86EL},{0xC99253B0L},{5L},{-8L}},{{1L},{-1L},{9L},{0xBD49C868L},{0x4B9428AEL},{0x863C38D1L},{0xEC12D752L},{9L},{0x33ACDB0CL}}},{{{-9L},{0xF4CD4895L},{0x05F205BFL},{9L},{8L},{0x050223ECL},{0L},{1L},{9L}},{{1L},{0L},{9L},{-9L},{0x9862C108L},{1L},{0x1829B849L},{0x283162A6L},{-8L}},{{1L},{0x4B9428AEL},{0x85A22B22L},{8L},{0x383FF49CL},{0xEC12D752L},{0x4B9428AEL},{6L},{0L}},{{4L},{1L},{6L},{0x28B525E4L},{-4L},{0x4B9428AEL},{0L},{6L},{0xC99253B0L}},{{0x383FF49CL},{1L},{4L},{0xA7BD4AE3L},{0x283162A6L},{0x863C38D1L},{0x863C38D1L},{0x283162A6L},{0xA7BD4AE3L}},{{0x6372E4EEL},{-1L},{0x6372E4EEL},{9L},{0x1829B849L},{-8L},{9L},{1L},{4L}},{{-8L},{0xBC3C9CA0L},{8L},{1L},{0x5442A1B3L},{0x4A4B9D97L},{0x283162A6L},{9L},{4L}}},{{{1L},{9L},{0xFA06610DL},{9L},{0x5BCB44C7L},{-6L},{0xBC3C9CA0L},{0x28B525E4L},{0x4B9428AEL}},{{0L},{-4L},{6L},{0xA7BD4AE3L},{0L},{0L},{-4L},{0x33ACDB0CL},{0x85A22B22L}},{{-6L},{0xAB9B9E95L},{0L},{0x28B525E4L},{0x283162A6L},{0x5BCB44C7L},{-1L},{0x1829B849L},{0x85A22B22L}},{{0x05F205BFL},{0xF4CD4895L},{-9L},{8L},{0x4B9428AEL},{4L},{9L},{4L},{0x4B9428AEL}},{{-9L},{0x283162A6L},{0x283162A6L},{-9L},{0x0978865BL},{0x050223ECL},{9L},{0L},{4L}},{{0xEC12D752L},{0L},{0xC99253B0L},{9L},{0xAB9B9E95L},{0xEC12D752L},{0x1829B849L},{0xECCF750CL},{4L}},{{0xBC3C9CA0L},{-4L},{0x85A22B22L},{0xBD49C868L},{0x0978865BL},{0L},{-4L},{6L},{0xA7BD4AE3L}}},{{{0x5BCB44C7L},{-6L},{0xBC3C9CA0L},{0x28B525E4L},{0x4B9428AEL},{0x8E28E86EL},{0L},{0xBC3C9CA0L},{0xC99253B0L}},{{0x6372E4EEL},{-4L},{-8L},{0L},{0x283162A6L},{4L},{0L},{0x05F205BFL},{0L}},{{0x6372E4EEL},{0L},{8L},{4L},{0L},{-8L},{0L},{0L},{-8L}},{{0x5BCB44C7L},{0xBC3C9CA0L},{0xBD49C868L},{0xBC3C9CA0L},{0x5BCB44C7L},{0xAB9B9E95L},{0x283162A6L},{0xE7CE6CB9L},{9L}},{{0xBC3C9CA0L},{1L},{0xFA06610DL},{0xE7CE6CB9L},{0x5442A1B3L},{9L},{-4L},{0x28B525E4L},{0x33ACDB0CL}},{{0xEC12D752L},{0x8E28E86EL},{0xBC3C9CA0L},{0xA7BD4AE3L},{0x1829B849L},{0xAB9B9E95L},{1L},{0x4B9428AEL},{0x85A22B22L}},{{-9L},{0x9862C108L},{1L},{0x050223ECL},{4L},{0x85A22B22L},{0x863C38D1L},{0x33ACDB0CL},{0x6372E4EEL}}}};
static volatile uint8_t g_3602 = 0x69L;/* VOLATILE GLOBAL g_3602 */
static volatile union U0 g_3625 = {0x84FE11C8L};/* VOLATILE GLOBAL g_3625 */
static int32_t g_3637 = 0xEEFADEF2L;
static volatile union U3 g_3641[9] = {{0x7206056BL},{0x7206056BL},{0L},{0x7206056BL},{0x7206056BL},{0L},{0x7206056BL},{0x7206056BL},{0L}};
static union U2 g_3652 = {4294967295UL};/* VOLATILE GLOBAL g_3652 */
static volatile union U2 g_3663 = {4294967295UL};/* VOLATILE GLOBAL g_3663 */
static volatile union U0 g_3682 = {0x41CC7924L};/* VOLATILE GLOBAL g_3682 */
static union U2 g_3691 = {0x89913F2DL};/* VOLATILE GLOBAL g_3691 */
static volatile union U2 g_3724 = {1UL};/* VOLATILE GLOBAL g_3724 */
static volatile union U2 g_3749[8][1][5] = {{{{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L}}},{{{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L}}},{{{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L}}},{{{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L}}},{{{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L}}},{{{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L}}},{{{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L},{0xF931074EL},{0x0931CAA4L}}},{{{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L},{0x2C4209C1L}}}};
static uint32_t *g_3757 = &g_1290[0][0][0].f1;
static volatile union U2 g_3773 = {0UL};/* VOLATILE GLOBAL g_3773 */
static union U2 g_3869[5] = {{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL}};
static int16_t g_3906[3][8][7] = {{{7L,1L,(-1L),0x0050L,0xE020L,0L,0L},{8L,1L,0L,2L,0L,8L,0x7457L},{(-7L),(-1L),(-1L),0x9D8CL,(-1L),2L,0L},{0xC459L,0xC123L,0x5305L,0x907DL,(-8L),(-2L),(-7L)},{0L,(-1L),2L,0x0E96L,0x0050L,(-2L),(-7L)},{0x1FACL,0L,0L,0xB23FL,0L,(-4L),0xCFDBL},{(-1L),0L,0x907DL,0xB23FL,0L,0xACF7L,0x6679L},{0x0050L,0x7EC5L,0L,0x0E96L,0L,2L,0x8D80L}},{{0L,0xB00AL,0x0050L,0x907DL,(-6L),0x907DL,0x0050L},{0xE020L,0xE020L,0xC123L,0x9D8CL,0x3171L,(-1L),(-2L)},{7L,2L,0L,2L,(-1L),0L,2L},{0xACF7L,(-1L),8L,0x0050L,0x3171L,0xDBA3L,0x7457L},{0L,0x7EC5L,0x10B3L,(-9L),(-6L),(-7L),1L},{0xD8FFL,1L,0x3171L,0xC459L,0L,(-2L),0L},{0xE020L,0L,2L,0xFAF3L,0L,0xE020L,7L},{(-2L),2L,(-1L),0x5A15L,0L,0xE020L,2L}},{{0xC459L,(-1L),0x2CE5L,0xC123L,0x0050L,(-2L),0x7EC5L},{0xCFDBL,(-1L),(-9L),0x0E96L,(-8L),(-7L),(-8L)},{5L,0L,0L,5L,(-1L),0xF625L,0xC459L},{0x0050L,0xB00AL,0L,0L,5L,0xB23FL,2L},{2L,0xD8FFL,(-1L),(-2L),0xC123L,0L,0xC459L},{0x9D8CL,1L,0xFAF3L,0L,(-1L),5L,(-1L)},{0x907DL,0L,0x7EC5L,0L,(-4L),0xACF7L,7L},{0x0E96L,0x907DL,5L,0L,0L,1L,0x907DL}}};
static const union U3 g_3916 = {0x9ED68992L};/* VOLATILE GLOBAL g_3916 */
static union U2 g_3936 = {1UL};/* VOLATILE GLOBAL g_3936 */
static union U1 *g_3959 = &g_2931;
static union U1 **g_3958 = &g_3959;
static int32_t *g_3976 = &g_2143;
static int32_t ** volatile g_3975 = &g_3976;/* VOLATILE GLOBAL g_3975 */


/* --- FORWARD DECLARATIONS --- */
static const int16_t  func_1(void);
static int8_t  func_8(int32_t * p_9, uint32_t  p_10, int32_t  p_11);
static int32_t * func_12(int32_t  p_13, uint32_t  p_14, int8_t * p_15, int32_t ** p_16, uint32_t  p_17);
static const uint64_t  func_18(union U1  p_19, int16_t  p_20, uint32_t  p_21, uint16_t  p_22);
static union U1  func_23(int64_t  p_24);
static int64_t  func_25(int32_t ** p_26, uint64_t  p_27, int32_t * const  p_28);
static int32_t ** func_29(int8_t * const  p_30, const int32_t * const * p_31, int32_t * const  p_32);
static uint8_t  func_37(uint64_t  p_38, union U1  p_39, uint64_t  p_40, int8_t  p_41);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_6 g_1718 g_3157.f0 g_33 g_1193 g_3553 g_149 g_2724 g_179 g_180 g_1180 g_976 g_1292.f2 g_3043 g_3478 g_180.f0 g_3126 g_3127 g_106 g_378 g_3023.f0 g_97 g_1774 g_1775 g_1146.f1 g_409 g_2575 g_823 g_822 g_242 g_238 g_2143 g_7 g_3975
 * writes: g_4 g_7 g_1718 g_2575.f4 g_34 g_1564.f2 g_1193 g_180 g_3958 g_1292.f2 g_2089 g_106 g_97 g_1146.f1 g_1297.f4 g_1220.f1 g_167.f2 g_521 g_807.f2 g_35 g_238 g_3976
 */
static const int16_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_2 = 0UL;
    int32_t *l_3 = &g_4[5][3];
    int64_t ** const * const *l_3418 = &g_1785[0][7][0];
    int64_t ** const * const **l_3417 = &l_3418;
    uint16_t l_3424 = 65535UL;
    int32_t l_3495 = 0x032A4F38L;
    int16_t l_3519 = 0L;
    uint64_t l_3530 = 0xEFD686708F966791LL;
    uint64_t *l_3536 = &g_1718;
    uint64_t *l_3539 = &g_2575.f4;
    int32_t l_3541 = (-1L);
    int32_t *l_3542 = (void*)0;
    int32_t *l_3543[8][5] = {{(void*)0,(void*)0,(void*)0,&l_3495,(void*)0},{&g_180.f0,&g_180.f0,&g_4[5][3],&g_180.f0,&g_4[5][3]},{(void*)0,(void*)0,(void*)0,&l_3495,(void*)0},{&g_180.f0,&g_180.f0,&g_4[5][3],&g_180.f0,&g_4[5][3]},{(void*)0,(void*)0,(void*)0,&l_3495,(void*)0},{&g_180.f0,&g_180.f0,&g_4[5][3],&g_180.f0,&g_4[5][3]},{(void*)0,(void*)0,(void*)0,&l_3495,(void*)0},{&g_180.f0,&g_180.f0,&g_4[5][3],&g_180.f0,&g_4[5][3]}};
    int64_t l_3544 = 0L;
    uint32_t l_3545 = 2UL;
    union U0 ****l_3551 = (void*)0;
    union U0 *****l_3550 = &l_3551;
    uint8_t *l_3552[9];
    const uint16_t l_3554 = 0UL;
    union U2 **l_3582 = &g_2828[0];
    int64_t l_3584 = 0x61CAFF36E427CE49LL;
    uint16_t **l_3599 = (void*)0;
    uint32_t l_3638 = 0xF85814A6L;
    union U1 **l_3681 = &g_179;
    int64_t * const *l_3717 = &g_242;
    int8_t l_3772 = 0xE8L;
    union U2 * const *l_3790 = &g_2828[5];
    uint16_t l_3801 = 0x639CL;
    int32_t l_3802 = 0xE1501D75L;
    int16_t l_3804 = 1L;
    uint16_t ****l_3838 = &g_3213;
    int64_t l_3843[5] = {0x3B4039AE241DD0A3LL,0x3B4039AE241DD0A3LL,0x3B4039AE241DD0A3LL,0x3B4039AE241DD0A3LL,0x3B4039AE241DD0A3LL};
    uint16_t ***l_3890 = &g_378[1][0];
    int32_t l_3894[9][5] = {{6L,6L,9L,0x58E0C1D2L,(-3L)},{(-5L),6L,0L,4L,(-3L)},{6L,(-5L),0L,0x58E0C1D2L,0L},{6L,6L,9L,0x58E0C1D2L,(-3L)},{(-5L),6L,0L,4L,(-3L)},{6L,(-5L),0L,0x58E0C1D2L,0L},{6L,6L,9L,0x58E0C1D2L,(-3L)},{(-5L),6L,0L,4L,(-3L)},{6L,(-5L),0L,0x58E0C1D2L,0L}};
    int8_t l_3910[4][9] = {{0L,0L,5L,0L,0L,5L,0L,0L,5L},{0x35L,0x35L,(-1L),0x35L,0x35L,(-1L),0x35L,0x35L,(-1L)},{0L,0L,5L,0L,0L,5L,0L,0L,5L},{0x35L,0x35L,(-1L),0x35L,0x35L,(-1L),0x35L,0x35L,(-1L)}};
    uint16_t l_3921 = 0xBBCDL;
    uint64_t l_3944 = 9UL;
    int32_t l_3955 = 0L;
    uint64_t l_3965 = 18446744073709551615UL;
    int16_t l_3971 = 2L;
    int i, j;
    for (i = 0; i < 9; i++)
        l_3552[i] = &g_1564.f2;
lbl_3494:
    (*l_3) |= l_2;
    for (l_2 = 0; (l_2 <= 5); l_2 += 1)
    { /* block id: 4 */
        int32_t *l_5[2][5] = {{&g_4[0][1],&g_4[0][1],(void*)0,&g_4[0][1],&g_4[0][1]},{(void*)0,&g_4[0][1],(void*)0,(void*)0,&g_4[0][1]}};
        uint64_t *l_813 = &g_210;
        uint32_t l_3397 = 6UL;
        int16_t *l_3453 = (void*)0;
        union U2 *l_3469[6][9] = {{&g_1564,&g_1564,(void*)0,(void*)0,(void*)0,(void*)0,&g_2624,&g_1498,&g_1564},{&g_236,&g_1498,&g_1300,&g_1564,&g_1300,&g_1300,&g_1564,&g_1300,&g_236},{(void*)0,&g_1498,&g_1498,&g_1300,&g_1564,&g_1300,&g_1498,&g_1300,(void*)0},{&g_1564,&g_1300,&g_1300,&g_236,&g_1564,&g_236,&g_1300,&g_1300,&g_1564},{&g_1564,&g_1498,&g_2624,&g_1564,&g_1498,&g_236,&g_2624,&g_1498,&g_1300},{&g_1498,&g_236,&g_1300,(void*)0,(void*)0,&g_1300,&g_236,&g_1498,&g_1300}};
        uint32_t l_3488 = 4294967287UL;
        int64_t ** const ***l_3502 = (void*)0;
        int i, j;
        (*g_6) = l_5[0][4];
    }
    if (((18446744073709551610UL & (*l_3)) | (~((uint16_t)((((uint64_t)((*l_3539) = ((*l_3536)--)) - (uint64_t)((+(l_3544 = l_3541)) && l_3545)) || (((uint64_t)((*l_3536) = g_3157.f0) / (uint64_t)g_4[5][3]) ^ (((uint8_t)(g_1564.f2 = ((0xD4087B120918F0C8LL & ((((*g_33) = (*l_3)) , l_3550) == &l_3551)) && 0L)) - (uint8_t)g_1193) > 6L))) && g_3553[3]) % (uint16_t)l_3554))))
    { /* block id: 1608 */
        int32_t *l_3555 = &g_2143;
        int64_t l_3559 = 0L;
        union U2 **l_3583 = &g_2828[7];
        union U1 *l_3600 = &g_180;
        union U0 *l_3640 = &g_1296[0][1];
        uint64_t l_3674 = 18446744073709551608UL;
        union U0 *l_3725[8][2][4] = {{{(void*)0,&g_1295,&g_2575,(void*)0},{&g_2965[4],&g_1290[0][4][0],&g_2965[4],&g_2575}},{{&g_668[3],&g_1297,&g_2965[2],&g_668[3]},{(void*)0,&g_2575,&g_2965[6],&g_1297}},{{&g_2575,&g_1290[0][4][0],&g_2965[6],&g_2965[6]},{(void*)0,(void*)0,&g_2965[2],(void*)0}},{{&g_668[3],&g_2965[5],&g_2965[4],&g_1297},{&g_2965[4],&g_1297,&g_2575,&g_2965[4]}},{{(void*)0,&g_1297,&g_1297,&g_1297},{&g_1297,&g_2965[5],&g_2965[6],(void*)0}},{{&g_1295,(void*)0,&g_2575,&g_2965[6]},{&g_668[3],&g_1290[0][4][0],(void*)0,&g_1297}},{{&g_668[3],&g_2575,&g_2575,&g_668[3]},{&g_1295,&g_1297,&g_2965[6],&g_2575}},{{&g_1297,&g_1290[0][4][0],&g_1297,(void*)0},{(void*)0,&g_1295,&g_2575,(void*)0}}};
        const uint64_t l_3739 = 18446744073709551615UL;
        int32_t l_3741 = 0L;
        const int32_t l_3770[2][10] = {{2L,0x323DCB75L,2L,2L,0x323DCB75L,2L,2L,0x323DCB75L,2L,2L},{0x323DCB75L,0x323DCB75L,0xB8D56128L,0x323DCB75L,0x323DCB75L,0xB8D56128L,0x323DCB75L,0x323DCB75L,0xB8D56128L,0x323DCB75L}};
        uint16_t ** const l_3803 = (void*)0;
        int64_t l_3805[6] = {0x10A9F57B8BC5107FLL,0x10A9F57B8BC5107FLL,0x10A9F57B8BC5107FLL,0x10A9F57B8BC5107FLL,0x10A9F57B8BC5107FLL,0x10A9F57B8BC5107FLL};
        uint64_t l_3853[1];
        uint32_t *l_3867 = &g_629;
        uint32_t **l_3866 = &l_3867;
        uint32_t l_3900 = 0x9491117EL;
        int32_t l_3904 = 0x916AEED1L;
        int32_t l_3905 = 0xDD0C8F7AL;
        int32_t l_3907 = 0x36667E3BL;
        int32_t l_3909 = 0x8068E4F0L;
        const int16_t *l_3931 = &g_95[0];
        const int16_t **l_3930 = &l_3931;
        uint8_t l_3938[1][6][5] = {{{1UL,1UL,1UL,1UL,1UL},{0x20L,0x20L,0x20L,0x20L,0x20L},{1UL,1UL,1UL,1UL,1UL},{0x20L,0x20L,0x20L,0x20L,0x20L},{1UL,1UL,1UL,1UL,1UL},{0x20L,0x20L,0x20L,0x20L,0x20L}}};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_3853[i] = 0xDA4606A28FC042B6LL;
        if (l_3545)
            goto lbl_3494;
        if (l_2)
            goto lbl_3556;
lbl_3556:
        (*g_149) = l_3555;
        for (l_2 = 0; (l_2 < 25); l_2 += 2)
        { /* block id: 1614 */
            int16_t **** const l_3560[8][10][3] = {{{&g_971,&g_971,&g_971},{&g_971,(void*)0,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0}},{{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{(void*)0,&g_971,(void*)0},{(void*)0,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971}},{{&g_971,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{(void*)0,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{(void*)0,(void*)0,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0}},{{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,(void*)0,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971}},{{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{(void*)0,&g_971,(void*)0},{(void*)0,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971}},{{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{(void*)0,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{(void*)0,(void*)0,&g_971}},{{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,(void*)0,&g_971},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971}},{{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{&g_971,&g_971,&g_971},{(void*)0,&g_971,&g_971},{&g_971,&g_971,&g_971},{&g_971,&g_971,(void*)0},{(void*)0,&g_971,(void*)0},{(void*)0,&g_971,&g_971}}};
            uint64_t l_3566 = 0xCD8F899DB1B5129ALL;
            const union U0 *l_3576 = &g_3177;
            const union U0 **l_3575 = &l_3576;
            const union U0 ***l_3574 = &l_3575;
            const union U0 ****l_3573 = &l_3574;
            int32_t l_3608 = 0x9AC08DE1L;
            union U1 l_3662 = {1L};
            int64_t ***l_3700 = &g_822;
            union U2 **l_3720 = &g_2828[7];
            uint64_t l_3738 = 1UL;
            int16_t l_3771[1][3][7] = {{{0xE335L,1L,0xE335L,9L,0x79E1L,0x79E1L,9L},{0xE335L,1L,0xE335L,9L,0x79E1L,0x79E1L,9L},{0xE335L,1L,0xE335L,9L,0x79E1L,0x79E1L,9L}}};
            const uint64_t l_3858 = 1UL;
            uint8_t l_3865[7];
            uint32_t *****l_3870 = &g_3127;
            int32_t l_3902 = 0L;
            int16_t l_3927 = (-4L);
            union U2 *l_3935 = &g_3936;
            uint32_t l_3939 = 0x7D80378CL;
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_3865[i] = 0xEBL;
        }
    }
    else
    { /* block id: 1757 */
        int64_t l_3942 = (-7L);
        int32_t l_3943 = (-1L);
        union U1 **l_3956 = &g_179;
        union U1 ***l_3957 = &l_3681;
        int16_t *l_3966 = (void*)0;
        int16_t *l_3967 = &g_106;
        uint16_t **l_3970 = &g_379[0][2][8];
        uint32_t *l_3972 = (void*)0;
        uint32_t *l_3973 = &g_97[2][2];
        int32_t **l_3974 = (void*)0;
        --l_3944;
        (*l_3) = (((((uint16_t)((*g_2724) |= (*l_3)) + (uint16_t)((+((*l_3536)++)) , (-(uint8_t)((uint16_t)l_3955 * (uint16_t)(((*g_179) = (*g_179)) , l_3942))))) <= ((((*g_1180) , (void*)0) != (void*)0) >= (l_3956 != (g_3958 = ((*l_3957) = l_3681))))) & l_3942) , l_3943);
        for (g_1292.f2 = 1; (g_1292.f2 <= 4); g_1292.f2 += 1)
        { /* block id: 1767 */
            const uint32_t l_3960 = 0x18F35810L;
            return l_3960;
        }
        (*g_3975) = ((*g_149) = func_12(g_3043[0], g_3478, &l_3772, (((*l_3973) &= ((int16_t)((((g_180.f0 && ((((((**g_3126) = (void*)0) == (void*)0) , (((int16_t)((*l_3967) ^= l_3965) * (int16_t)((*l_3890) != (((int8_t)0xB1L << (int8_t)1) , l_3970))) >= g_3023.f0)) >= l_3943) >= l_3971)) >= 0xD9E8L) , 1UL) > 0x19C6BF6A38EA7845LL) << (int16_t)9)) , &g_7[0]), l_3942));
    }
    return (*l_3);
}


/* ------------------------------------------ */
/* 
 * reads : g_1153 g_398.f1 g_1146.f1 g_2736 g_984 g_245 g_2049 g_1774 g_2745 g_2760 g_242 g_238 g_745 g_746 g_179 g_2143 g_34 g_4 g_2829 g_1775.f1 g_1220.f2 g_250 g_101 g_823 g_822 g_2848 g_345 g_807.f2 g_810 g_1775 g_2872 g_2309.f2 g_33 g_2910 g_2911 g_2931 g_2724 g_1174 g_1175 g_1176 g_1177 g_234.f0 g_405.f0 g_971 g_1718 g_2965 g_1300.f2 g_2872.f0 g_6 g_2372.f0 g_1819.f2 g_236.f2 g_1797.f0
 * writes: g_1153 g_398.f1 g_1146.f1 g_113 g_250 g_1297.f2 g_1774 g_2575.f3 g_245 g_971 g_180 g_210 g_2143 g_1040.f4 g_34 g_2826 g_2830 g_1775.f1 g_1220.f2 g_106 g_238 g_2848 g_66 g_345 g_807.f2 g_2760 g_790.f3 g_1193 g_95 g_643 g_2958 g_1300.f2 g_7 g_2931.f0 g_208 g_807.f4
 */
static int8_t  func_8(int32_t * p_9, uint32_t  p_10, int32_t  p_11)
{ /* block id: 1186 */
    union U0 *l_2730 = &g_1294[3];
    int32_t *** const l_2735[2] = {&g_149,&g_149};
    uint64_t l_2751 = 1UL;
    const int16_t *l_2773[6][9] = {{(void*)0,(void*)0,(void*)0,&g_2774,(void*)0,(void*)0,(void*)0,&g_2774,(void*)0},{&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774},{&g_2774,&g_2774,(void*)0,&g_2774,&g_2774,&g_2774,(void*)0,&g_2774,&g_2774},{&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774},{(void*)0,&g_2774,(void*)0,(void*)0,(void*)0,&g_2774,(void*)0,(void*)0,(void*)0},{&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774,&g_2774}};
    const int16_t **l_2772 = &l_2773[3][8];
    int16_t ***l_2800 = &g_643[0][0];
    const union U0 * const **l_2867 = (void*)0;
    const union U0 * const ***l_2866 = &l_2867;
    const union U0 * const ****l_2865 = &l_2866;
    union U2 ***l_2873 = (void*)0;
    int16_t l_2906 = 1L;
    const uint32_t l_2980 = 0UL;
    uint8_t l_3067[10];
    int64_t l_3085 = 0L;
    uint32_t ****l_3125 = &g_2089;
    uint32_t *****l_3124 = &l_3125;
    int16_t l_3135 = 0x4EC4L;
    const union U0 *l_3156[7][2][1] = {{{&g_3157},{(void*)0}},{{(void*)0},{(void*)0}},{{&g_3157},{&g_3157}},{{&g_3157},{(void*)0}},{{(void*)0},{(void*)0}},{{&g_3157},{&g_3157}},{{&g_3157},{(void*)0}}};
    uint16_t *** const l_3211 = &g_378[1][1];
    uint16_t *** const *l_3210[6] = {&l_3211,&l_3211,&l_3211,&l_3211,&l_3211,&l_3211};
    uint16_t ****l_3214 = &g_3213;
    const union U2 *l_3240[9] = {&g_236,(void*)0,&g_236,(void*)0,&g_236,(void*)0,&g_236,(void*)0,&g_236};
    int16_t l_3320 = 0xC9B1L;
    uint32_t l_3366 = 1UL;
    uint64_t *l_3381 = &g_807.f4;
    int32_t l_3393 = 0xED8A8728L;
    uint8_t l_3394[8] = {254UL,254UL,254UL,254UL,254UL,254UL,254UL,254UL};
    int64_t l_3395 = 7L;
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_3067[i] = 0x0DL;
    if ((l_2730 != l_2730))
    { /* block id: 1187 */
        int32_t *l_2747 = (void*)0;
        int32_t l_2816 = (-3L);
        uint16_t ***l_2852 = &g_378[1][2];
        uint16_t ****l_2851 = &l_2852;
        uint16_t *****l_2850 = &l_2851;
        const union U0 * const **l_2864 = (void*)0;
        const union U0 * const ***l_2863 = &l_2864;
        const union U0 * const ****l_2862[4][7][5] = {{{&l_2863,(void*)0,&l_2863,&l_2863,&l_2863},{(void*)0,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,(void*)0,&l_2863,&l_2863},{&l_2863,(void*)0,(void*)0,&l_2863,&l_2863},{(void*)0,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,(void*)0,(void*)0,&l_2863,&l_2863}},{{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,(void*)0,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,(void*)0,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863}},{{&l_2863,&l_2863,&l_2863,&l_2863,(void*)0},{(void*)0,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,(void*)0,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,(void*)0},{&l_2863,(void*)0,(void*)0,&l_2863,&l_2863}},{{&l_2863,&l_2863,(void*)0,(void*)0,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{(void*)0,&l_2863,(void*)0,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,(void*)0,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863},{&l_2863,&l_2863,&l_2863,&l_2863,&l_2863}}};
        union U2 ** const l_2881 = &g_2828[1];
        int i, j, k;
        for (g_1153 = 0; (g_1153 >= 18); ++g_1153)
        { /* block id: 1190 */
            int16_t l_2733[10][2] = {{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL},{0x0D5EL,0x0D5EL}};
            int32_t l_2734 = (-10L);
            const int64_t *l_2793 = &g_238;
            const int64_t ** const l_2792 = &l_2793;
            const int64_t ** const *l_2791 = &l_2792;
            const int64_t ** const **l_2790 = &l_2791;
            union U1 l_2803 = {0L};
            int i, j;
            if ((l_2734 = l_2733[4][0]))
            { /* block id: 1192 */
                uint32_t l_2748 = 3UL;
                int16_t **l_2767[5][5] = {{&g_272,&g_272,&g_272,&g_272,&g_272},{&g_272,(void*)0,&g_272,&g_272,&g_272},{&g_272,&g_272,(void*)0,&g_272,&g_272},{&g_272,&g_272,&g_272,&g_272,&g_272},{&g_272,&g_272,&g_272,&g_272,(void*)0}};
                int32_t l_2787 = 0x8F20CD13L;
                int32_t l_2796 = 0x05DC0470L;
                uint32_t *l_2807 = &g_101[3][7][1];
                uint32_t **l_2806 = &l_2807;
                int8_t l_2814 = 0xA9L;
                int i, j;
                for (g_398.f1 = 1; (g_398.f1 >= 0); g_398.f1 -= 1)
                { /* block id: 1195 */
                    for (g_1146.f1 = 1; (g_1146.f1 >= 0); g_1146.f1 -= 1)
                    { /* block id: 1198 */
                        int i, j;
                        return l_2733[(g_398.f1 + 1)][g_1146.f1];
                    }
                }
                if ((l_2735[0] == (g_2736 , l_2735[1])))
                { /* block id: 1202 */
                    uint16_t l_2743 = 65535UL;
                    for (p_10 = 7; (p_10 == 5); p_10 -= 3)
                    { /* block id: 1205 */
                        p_9 = &p_11;
                    }
                    for (g_113 = 0; (g_113 < 32); g_113++)
                    { /* block id: 1210 */
                        if ((*g_984))
                            break;
                    }
                    for (g_250 = 28; (g_250 >= 14); g_250 -= 2)
                    { /* block id: 1215 */
                        l_2734 |= p_11;
                        p_11 = l_2743;
                        if (p_11)
                            continue;
                        if (p_10)
                            continue;
                    }
                    for (g_1297.f2 = 3; (g_1297.f2 <= 9); g_1297.f2 += 1)
                    { /* block id: 1223 */
                        (*g_2745) = (*g_2049);
                    }
                }
                else
                { /* block id: 1226 */
                    uint32_t l_2746 = 0x193AC87FL;
                    l_2734 = l_2746;
                    p_9 = l_2747;
                    for (g_2575.f3 = 2; (g_2575.f3 >= 0); g_2575.f3 -= 1)
                    { /* block id: 1231 */
                        l_2748++;
                        ++l_2751;
                    }
                }
                (*g_984) |= 0xD1751983L;
                for (g_1297.f2 = 9; (g_1297.f2 >= 29); g_1297.f2 += 8)
                { /* block id: 1239 */
                    int16_t **l_2768 = &g_272;
                    int32_t l_2778[9][2][6] = {{{0x4A4B9EF3L,(-5L),0xE5F3A12DL,(-5L),0x4A4B9EF3L,0L},{(-5L),0x4A4B9EF3L,0L,0L,0x4A4B9EF3L,(-5L)}},{{0L,(-5L),(-1L),0x4A4B9EF3L,(-1L),(-5L)},{(-1L),0L,0L,0xE5F3A12DL,0xE5F3A12DL,0L}},{{(-1L),(-1L),0xE5F3A12DL,0x4A4B9EF3L,(-1L),0x4A4B9EF3L},{0L,(-1L),0L,0L,0xE5F3A12DL,0xE5F3A12DL}},{{(-5L),0L,0L,(-5L),(-1L),0x4A4B9EF3L},{0x4A4B9EF3L,(-5L),0xE5F3A12DL,(-5L),0x4A4B9EF3L,0L}},{{(-5L),0x4A4B9EF3L,0L,0L,0x4A4B9EF3L,(-5L)},{0L,(-5L),(-1L),0x4A4B9EF3L,(-1L),(-5L)}},{{(-1L),0L,0L,0xE5F3A12DL,0xE5F3A12DL,0L},{(-1L),(-1L),(-1L),0L,(-5L),0L}},{{0x4A4B9EF3L,(-1L),0x4A4B9EF3L,0xE5F3A12DL,(-1L),(-1L)},{0L,0x4A4B9EF3L,0x4A4B9EF3L,0L,(-1L),0L}},{{0L,0L,(-1L),0L,0L,0xE5F3A12DL},{0L,0L,0xE5F3A12DL,0xE5F3A12DL,0L,0L}},{{0x4A4B9EF3L,0L,(-1L),0L,(-1L),0L},{(-1L),0x4A4B9EF3L,0xE5F3A12DL,(-1L),(-1L),0xE5F3A12DL}}};
                    int32_t *l_2817 = &g_2143;
                    int i, j, k;
                    if (((uint32_t)(l_2734 = 0xED9E49AFL) % (uint32_t)((uint8_t)g_2760 << (uint8_t)5)))
                    { /* block id: 1241 */
                        const int16_t **l_2770 = (void*)0;
                        const int16_t ***l_2771[5];
                        int32_t l_2775 = 9L;
                        const int64_t ** const ***l_2794 = &l_2790;
                        int i;
                        for (i = 0; i < 5; i++)
                            l_2771[i] = (void*)0;
                        p_11 = ((uint8_t)((int16_t)((int16_t)0x8306L << (int16_t)((l_2768 = l_2767[1][1]) == (l_2772 = (((+(&p_9 != (void*)0)) && 0x4F46E88A01E5E1C6LL) , l_2770)))) >> (int16_t)l_2775) >> (uint8_t)((l_2778[4][0][2] = ((int8_t)1L * (int8_t)0x88L)) , 0x20L));
                        l_2796 = (p_10 , (((int16_t)((*g_242) != 0x506E57A99392904FLL) % (int16_t)p_11) || ((int16_t)(((((uint16_t)(((l_2787 = ((uint16_t)p_10 * (uint16_t)p_11)) != ((uint32_t)((((*l_2794) = l_2790) != (*g_745)) != (((+(p_10 < 5L)) < l_2748) , p_11)) % (uint32_t)0x816B0516L)) ^ p_10) - (uint16_t)p_10) < 255UL) <= 0xC4E68D1BB7292517LL) && l_2775) << (int16_t)p_11)));
                    }
                    else
                    { /* block id: 1249 */
                        int16_t ****l_2801 = &l_2800;
                        int16_t ****l_2802 = &g_971;
                        int32_t l_2815 = 0x6DDE80BAL;
                        l_2803.f0 = ((+(((int16_t)(((*l_2802) = ((*l_2801) = l_2800)) != (((*g_179) = l_2803) , &l_2772)) * (int16_t)((int32_t)(l_2806 == (void*)0) + (int32_t)(l_2734 = ((int16_t)(&g_272 != l_2768) + (int16_t)((p_11 | ((int8_t)((uint16_t)l_2778[4][1][2] << (uint16_t)2) << (int8_t)l_2814)) | 18446744073709551614UL))))) <= l_2815)) || 0xC5L);
                        l_2816 = (-2L);
                        p_9 = l_2817;
                    }
                    for (g_210 = 0; (g_210 != 48); g_210 += 1)
                    { /* block id: 1260 */
                        (*l_2817) &= p_10;
                    }
                }
            }
            else
            { /* block id: 1264 */
                uint8_t l_2822[10][7] = {{0x9FL,1UL,0xFFL,0xFFL,1UL,0x9FL,1UL},{1UL,0xFFL,0xE4L,1UL,0x9BL,0x9FL,0x9FL},{0x5CL,0x9BL,0UL,0x9BL,0x5CL,0UL,1UL},{0x58L,0xFFL,0x9FL,0x99L,0x5CL,1UL,0x5CL},{0x7CL,1UL,1UL,0x7CL,0x9BL,0x99L,0x58L},{0x58L,0x99L,0x9BL,0x7CL,1UL,1UL,0x7CL},{0x5CL,1UL,0x5CL,0x99L,0x9FL,0xFFL,0x58L},{1UL,0UL,0x5CL,0x9BL,0UL,0x9BL,0x5CL},{0x9FL,0x9FL,0x9BL,1UL,0xE4L,0xFFL,1UL},{1UL,0x9FL,1UL,0xFFL,0xFFL,1UL,0x9FL}};
                int i, j;
                for (g_1040.f4 = 1; (g_1040.f4 > 18); g_1040.f4++)
                { /* block id: 1267 */
                    uint32_t l_2825 = 0x4022C5F6L;
                    for (g_34 = 0; (g_34 <= 0); g_34 += 1)
                    { /* block id: 1270 */
                        int i, j;
                        l_2822[3][2]++;
                        if (g_4[(g_34 + 7)][(g_34 + 5)])
                            continue;
                        l_2825 &= 0L;
                        return g_4[(g_34 + 7)][(g_34 + 5)];
                    }
                }
            }
            (*g_2829) = (g_2826[1][1][2] = (void*)0);
        }
        for (g_1775.f1 = 0; (g_1775.f1 >= (-14)); --g_1775.f1)
        { /* block id: 1283 */
            int32_t l_2836 = 0xC9DD6CE7L;
            uint16_t * const *l_2846[2][6];
            uint16_t * const **l_2845[4][8] = {{&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1]},{&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1]},{&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1]},{&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1],&l_2846[0][3],&l_2846[0][1]}};
            int32_t l_2858 = 0x39490ED9L;
            uint16_t l_2875 = 0xC78AL;
            int32_t l_2900 = 0x784D8C75L;
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 6; j++)
                    l_2846[i][j] = &g_2724;
            }
            for (g_1220.f2 = 0; (g_1220.f2 <= 3); g_1220.f2 += 1)
            { /* block id: 1286 */
                int8_t l_2842 = 3L;
                uint16_t ***l_2843[1];
                int32_t *l_2859 = &g_245;
                union U3 **l_2897[9][6] = {{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774},{&g_1774,&g_1774,&g_1774,&g_1774,&g_1774,&g_1774}};
                union U2 **l_2899 = (void*)0;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_2843[i] = &g_378[1][2];
                for (g_250 = 0; (g_250 <= 3); g_250 += 1)
                { /* block id: 1289 */
                    int16_t *l_2841 = &g_106;
                    uint16_t ****l_2844 = &l_2843[0];
                    uint16_t * const ***l_2847 = &l_2845[2][0];
                    uint8_t *l_2853 = &g_66;
                    int32_t l_2854 = 0L;
                    int i, j, k;
                    if (g_101[g_1220.f2][(g_250 + 1)][g_1220.f2])
                    { /* block id: 1290 */
                        int32_t l_2833 = 0x375C6536L;
                        int i, j, k;
                        l_2833 |= g_101[g_250][g_1220.f2][(g_1220.f2 + 3)];
                        if (g_101[g_250][(g_250 + 4)][(g_250 + 1)])
                            break;
                    }
                    else
                    { /* block id: 1293 */
                        int i, j, k;
                        if (g_101[g_250][(g_1220.f2 + 4)][(g_250 + 2)])
                            break;
                    }
                    l_2858 = ((l_2854 |= ((uint64_t)l_2836 + (uint64_t)((int8_t)(((***g_823) &= ((int16_t)(l_2842 = ((*l_2841) = 0x7C8AL)) / (int16_t)p_11)) <= (((*l_2844) = l_2843[0]) != ((*l_2847) = l_2845[0][7]))) >> (int8_t)(1UL || ((*l_2853) = ((g_2848 = g_2848) != l_2850)))))) || ((int64_t)(-(uint64_t)g_101[g_1220.f2][(g_250 + 1)][g_1220.f2]) - (int64_t)l_2854));
                }
                l_2859 = &p_11;
                for (g_345 = 0; (g_345 <= 3); g_345 += 1)
                { /* block id: 1309 */
                    int32_t l_2874 = (-1L);
                    for (p_10 = 0; (p_10 <= 3); p_10 += 1)
                    { /* block id: 1312 */
                        int i, j, k;
                        return g_101[p_10][(p_10 + 5)][(g_1220.f2 + 1)];
                    }
                    for (g_807.f2 = 0; (g_807.f2 != 8); g_807.f2 += 8)
                    { /* block id: 1317 */
                        uint32_t l_2880 = 0UL;
                        int32_t l_2884 = 0xCBCFEEBEL;
                        union U3 ** const l_2898 = &g_1774;
                        l_2865 = ((**g_2745) , l_2862[1][6][3]);
                        l_2858 = (((l_2874 = ((&g_2830[5] == &g_2826[0][2][3]) , ((((*l_2859) = (4294967295UL | (((int16_t)0x5AD2L * (int16_t)p_11) != (g_2872 , ((((0xCADAL & ((void*)0 != &g_1405[7][4])) , (void*)0) != l_2873) || p_11))))) , p_11) < p_10))) , l_2875) <= 0xC3A9456C98E29B16LL);
                        l_2900 ^= (((**g_822) = ((int32_t)(((*g_33) |= (((((uint64_t)(g_2309.f2 , l_2880) + (uint64_t)(l_2881 != (((int16_t)(l_2884 = p_10) % (int16_t)((uint16_t)((uint8_t)0x6BL / (uint8_t)l_2858) * (uint16_t)(((uint8_t)(((!(l_2836 && ((+((uint32_t)((int64_t)(p_11 >= (l_2897[5][1] == l_2898)) / (int64_t)0x66DC32FA3EC83AD9LL) / (uint32_t)p_10)) ^ p_11))) & p_10) ^ l_2880) << (uint8_t)7) && 0xC063B6E0L))) , l_2899))) ^ p_10) == l_2874) <= l_2880)) & 0x48L) + (int32_t)l_2880)) && p_11);
                        return l_2874;
                    }
                }
            }
        }
    }
    else
    { /* block id: 1331 */
        int32_t l_2905 = 0L;
        int8_t l_2934 = 1L;
        union U2 ****l_2960 = &g_2826[1][1][2];
        const uint16_t l_2986 = 1UL;
        uint16_t l_3000 = 3UL;
        int64_t ****l_3010 = &g_821;
        uint16_t *****l_3078[3];
        int32_t l_3104 = 1L;
        int32_t l_3141 = 0x8B61812DL;
        int32_t l_3142 = 9L;
        int16_t l_3145[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
        int32_t l_3147 = (-6L);
        int64_t l_3148 = 3L;
        int16_t **l_3219 = &g_272;
        int32_t ***l_3227[6] = {&g_147,&g_147,&g_147,&g_147,&g_147,&g_147};
        int32_t **** const l_3226 = &l_3227[3];
        uint8_t **l_3248 = (void*)0;
        uint32_t *l_3268 = &g_629;
        uint32_t **l_3267 = &l_3268;
        uint8_t l_3284 = 1UL;
        uint32_t l_3308[8] = {0xE1436A0FL,0xA201D63FL,0xE1436A0FL,0xE1436A0FL,0xA201D63FL,0xE1436A0FL,0xE1436A0FL,0xA201D63FL};
        uint32_t ****l_3331 = &g_967;
        int8_t l_3362[5][8] = {{0x11L,0x36L,3L,0x36L,0x11L,0x11L,0x36L,3L},{0x11L,0x11L,0x36L,3L,0x36L,0x11L,0x11L,0x36L},{(-1L),0x36L,0x36L,(-1L),0L,(-1L),0x36L,0x36L},{0x36L,0L,3L,3L,0L,0x36L,0L,3L},{(-1L),0L,(-1L),0x36L,0x36L,(-1L),0L,(-1L)}};
        int i, j;
        for (i = 0; i < 3; i++)
            l_3078[i] = (void*)0;
        for (g_2760 = 27; (g_2760 < 60); ++g_2760)
        { /* block id: 1334 */
            uint8_t l_2907[8];
            uint32_t l_2956 = 0xABE62A68L;
            int32_t l_2959[1][2][5] = {{{0x92682FE5L,0x1ABC9CABL,0xBDC78E34L,0x1ABC9CABL,0x92682FE5L},{0x92682FE5L,0x1ABC9CABL,0xBDC78E34L,0x1ABC9CABL,0x92682FE5L}}};
            int i, j, k;
            for (i = 0; i < 8; i++)
                l_2907[i] = 0xE4L;
            for (g_790.f3 = 0; (g_790.f3 <= (-8)); g_790.f3--)
            { /* block id: 1337 */
                int64_t l_2932 = 0L;
                int16_t **l_2941 = &g_272;
                int16_t **l_2957 = (void*)0;
                int32_t l_2969 = 0x0D6CE210L;
                if (l_2905)
                { /* block id: 1338 */
                    l_2907[3]--;
                }
                else
                { /* block id: 1340 */
                    union U1 *l_2912 = (void*)0;
                    int32_t l_2913 = 0xC02D9C84L;
                    int16_t **** const l_2955 = &l_2800;
                    int16_t **** const *l_2954 = &l_2955;
                    if ((g_2910 , ((g_2911 , l_2912) == l_2912)))
                    { /* block id: 1341 */
                        uint16_t l_2914 = 1UL;
                        l_2914--;
                        if (l_2907[3])
                            break;
                    }
                    else
                    { /* block id: 1344 */
                        int32_t l_2925[7] = {(-1L),(-1L),1L,(-1L),(-1L),1L,(-1L)};
                        int16_t *l_2930 = &g_180.f3;
                        int16_t *l_2933 = &g_95[0];
                        union U2 *****l_2961 = (void*)0;
                        union U2 *****l_2962 = &l_2960;
                        uint8_t *l_2968[7] = {&l_2907[3],&l_2907[3],&l_2907[3],&l_2907[3],&l_2907[3],&l_2907[3],&l_2907[3]};
                        int i;
                        l_2934 = ((((uint8_t)p_11 * (uint8_t)(l_2905 >= ((int8_t)p_10 + (int8_t)((*g_33) &= (((int32_t)(l_2913 <= ((*g_242) = (((((*l_2933) = (((int16_t)(l_2925[5] | (p_10 == ((((int8_t)((int32_t)(((*g_2724) = ((((*l_2930) = l_2913) & p_10) ^ (g_2931 , l_2905))) != 0x3C72L) + (int32_t)l_2907[5]) * (int8_t)l_2925[5]) & l_2932) > 0x81L))) >> (int16_t)p_11) , p_10)) == 1L) & 0x7065L) & l_2907[5]))) - (int32_t)(****g_1174)) ^ p_10))))) , p_10) , l_2905);
                        if (p_10)
                            break;
                        l_2959[0][0][0] = ((int8_t)((l_2913 >= (g_405[2].f0 <= ((uint16_t)(l_2925[2] = ((((int16_t)(((*g_971) = l_2941) == (g_2958 = (l_2957 = (((uint64_t)((int8_t)(((*g_2724) = (p_11 ^ ((int32_t)((((uint8_t)(((l_2907[7] ^ ((int16_t)p_10 << (int16_t)9)) , p_10) < l_2913) >> (uint8_t)2) > ((uint32_t)(((void*)0 != l_2954) && 4L) + (uint32_t)p_10)) <= p_10) - (int32_t)(-5L)))) , 0L) << (int8_t)5) / (uint64_t)l_2956) , (void*)0)))) << (int16_t)p_11) >= g_250) != p_10)) * (uint16_t)65532UL))) != g_1718) / (int8_t)0xE8L);
                        l_2925[5] = ((p_11 != 0x793D7FE63704125CLL) && ((***g_823) = (((*l_2962) = l_2960) == (((int8_t)(((g_2965[0] , ((uint8_t)l_2932 << (uint8_t)1)) & ((((((g_1300.f2--) || ((int8_t)(((uint8_t)((((int16_t)l_2934 / (int16_t)(p_10 , (((((int16_t)p_11 + (int16_t)(l_2969 = (p_10 , l_2932))) || l_2932) ^ p_11) & 0xE560778CL))) ^ l_2907[2]) || 1UL) * (uint8_t)l_2980) <= p_10) - (int8_t)g_2872.f0)) || (-1L)) , 0xD9543AFD07ED010DLL) || l_2907[3]) >= 0xD6L)) , p_10) % (int8_t)0xECL) , (void*)0))));
                    }
                    return p_10;
                }
                (*g_6) = &l_2959[0][1][3];
                l_2959[0][0][0] |= (-1L);
            }
            for (g_2931.f0 = 0; (g_2931.f0 <= 2); g_2931.f0 += 1)
            { /* block id: 1371 */
                l_2905 |= 0xCACB891CL;
            }
        }
        for (g_208 = 15; (g_208 > (-13)); g_208 -= 6)
        { /* block id: 1377 */
            uint8_t l_2999 = 1UL;
            uint32_t l_3001 = 0xCAB08587L;
            int32_t *l_3002 = &g_245;
            p_9 = l_3002;
        }
    }
    (*g_984) = (((int64_t)((((((**g_822) = ((int8_t)(0x685FD49DL & ((uint8_t)(0x09L < ((((int8_t)p_11 - (int8_t)p_10) < (((*l_3381) = (p_10 != g_2372[3].f0)) || 0x09DD8435C4BBA769LL)) != (((uint16_t)(+((((((uint64_t)(((uint64_t)(((((uint16_t)((int64_t)((((*g_33) = (l_3394[4] = (p_10 > ((p_11 > l_3393) > p_10)))) , 6UL) > p_10) + (int64_t)g_1819.f2) << (uint16_t)p_11) < p_11) && l_3395) || 3L) - (uint64_t)g_398.f1) < 0x34100C60E2501B63LL) - (uint64_t)(-1L)) || p_10) | g_236.f2) | 0x266CL) != p_11)) % (uint16_t)p_10) & p_10))) - (uint8_t)p_10)) / (int8_t)p_10)) != p_10) , p_11) && 0L) == p_11) % (int64_t)g_1797.f0) , 7L);
    return p_10;
}


/* ------------------------------------------ */
/* 
 * reads : g_1146.f1 g_1297.f4 g_1774 g_810 g_1775 g_409 g_2575 g_207 g_823 g_822 g_242 g_238 g_2143 g_4 g_3249 g_7
 * writes: g_1146.f1 g_180.f0 g_4 g_1297.f4 g_1220.f1 g_167.f2 g_521 g_807.f2 g_35 g_238
 */
static int32_t * func_12(int32_t  p_13, uint32_t  p_14, int8_t * p_15, int32_t ** p_16, uint32_t  p_17)
{ /* block id: 1102 */
    int32_t l_2561 = 0x126603A6L;
    int32_t *l_2562 = &g_180.f0;
    int32_t *l_2563 = &g_4[5][3];
    int32_t *l_2564 = (void*)0;
    int32_t *l_2565[7][2][4] = {{{&g_245,(void*)0,(void*)0,(void*)0},{(void*)0,&g_208,&g_245,&g_4[5][3]}},{{&g_4[1][5],&g_2143,(void*)0,&g_4[5][1]},{&g_4[1][5],&g_2143,&g_245,(void*)0}},{{(void*)0,&g_4[5][1],(void*)0,&g_245},{&g_245,&g_4[2][3],&g_208,&g_208}},{{&g_208,&g_208,&g_245,(void*)0},{&g_245,&g_208,(void*)0,&g_245}},{{&g_245,&g_245,&g_4[5][1],(void*)0},{&g_4[2][5],&g_245,&g_4[5][3],&g_245}},{{&g_245,&g_208,(void*)0,(void*)0},{(void*)0,&g_208,(void*)0,&g_208}},{{(void*)0,&g_4[2][3],(void*)0,&g_245},{&g_4[4][2],&g_4[5][1],&g_2143,(void*)0}}};
    int64_t l_2566 = 0L;
    uint32_t l_2567 = 4294967295UL;
    union U0 **l_2576 = (void*)0;
    int32_t ***l_2600 = &g_149;
    uint32_t l_2627[5][3][3] = {{{0xDCE710B1L,0xDAB649DCL,0x7E9EE215L},{0xDCE710B1L,1UL,0xDAB649DCL},{0x2670CF58L,0xDAB649DCL,0xDAB649DCL}},{{1UL,0xAA6DC370L,0x7E9EE215L},{0x2670CF58L,0xAA6DC370L,0xC036A897L},{0xDCE710B1L,0xDAB649DCL,0x7E9EE215L}},{{0xDCE710B1L,1UL,0xDAB649DCL},{0x2670CF58L,0xDAB649DCL,0xDAB649DCL},{1UL,0xAA6DC370L,0x7E9EE215L}},{{0x2670CF58L,0xAA6DC370L,0xC036A897L},{0xDCE710B1L,0xDAB649DCL,0x7E9EE215L},{0xDCE710B1L,1UL,0xDAB649DCL}},{{0x2670CF58L,0xDAB649DCL,0xDAB649DCL},{1UL,0xAA6DC370L,0x7E9EE215L},{0x2670CF58L,0xAA6DC370L,0xC036A897L}}};
    uint32_t l_2632 = 0x751ABB69L;
    int32_t *l_2633 = &g_208;
    int32_t l_2647 = (-1L);
    union U2 *l_2665 = &g_1819;
    union U2 **l_2664 = &l_2665;
    union U2 ***l_2663 = &l_2664;
    int32_t l_2719[9] = {0xA9E9D2EEL,0xCF27E8F2L,0xA9E9D2EEL,0xCF27E8F2L,0xA9E9D2EEL,0xCF27E8F2L,0xA9E9D2EEL,0xCF27E8F2L,0xA9E9D2EEL};
    const uint16_t *l_2723 = &g_1685;
    uint32_t * const *l_2727 = (void*)0;
    const uint64_t l_2728 = 0x34CD7F2AA4B7AB6FLL;
    int32_t *l_2729[9] = {&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4],&l_2719[4]};
    int i, j, k;
    --l_2567;
    for (g_1146.f1 = 5; (g_1146.f1 >= 0); g_1146.f1 -= 1)
    { /* block id: 1106 */
        int32_t l_2570 = (-1L);
        union U1 **l_2584 = &g_179;
        uint16_t ***l_2609 = &g_378[2][0];
        uint16_t ****l_2608[5][2] = {{&l_2609,&l_2609},{&l_2609,&l_2609},{&l_2609,&l_2609},{&l_2609,&l_2609},{&l_2609,&l_2609}};
        int32_t l_2610 = 0x7E2F40ABL;
        uint16_t l_2646 = 0UL;
        int64_t l_2661 = 0x8F6CE640121EE1A6LL;
        int32_t l_2662 = 0xCEC629C6L;
        int32_t l_2685 = 0L;
        int32_t l_2716 = (-1L);
        int32_t l_2717 = 4L;
        int32_t l_2718[1];
        int i, j;
        for (i = 0; i < 1; i++)
            l_2718[i] = 1L;
        (*l_2562) = ((-1L) <= 1L);
        l_2570 |= ((*l_2563) = (-5L));
        for (g_1297.f4 = 0; (g_1297.f4 <= 9); g_1297.f4 += 1)
        { /* block id: 1112 */
            uint64_t l_2581 = 0x78E9E671E1EF8C03LL;
            uint16_t ***l_2597 = &g_378[2][1];
            uint16_t **** const l_2596 = &l_2597;
            int32_t ***l_2601[6];
            int32_t ****l_2602 = &l_2601[2];
            union U0 ***l_2606 = &l_2576;
            union U0 ****l_2605 = &l_2606;
            int16_t l_2607 = (-1L);
            union U3 *l_2629 = &g_322;
            union U1 **l_2640 = &g_179;
            uint8_t l_2687[4] = {0x73L,0x73L,0x73L,0x73L};
            int32_t l_2704 = (-9L);
            int i, j;
            for (i = 0; i < 6; i++)
                l_2601[i] = (void*)0;
            for (g_1220.f1 = 3; (g_1220.f1 <= 9); g_1220.f1 += 1)
            { /* block id: 1115 */
                union U1 ***l_2585 = (void*)0;
                union U1 ***l_2586 = &l_2584;
                int i, j;
                for (g_167.f2 = 0; g_167.f2 < 2; g_167.f2 += 1)
                {
                    for (g_521 = 0; g_521 < 8; g_521 += 1)
                    {
                        for (g_807.f2 = 0; g_807.f2 < 3; g_807.f2 += 1)
                        {
                            g_35[g_167.f2][g_521][g_807.f2] = &g_36;
                        }
                    }
                }
                (*l_2563) &= ((int16_t)((*g_1774) , (g_409[g_1146.f1][g_1146.f1] >= (((int64_t)(g_2575 , ((***g_823) |= (p_13 | ((l_2576 == (((uint16_t)((int32_t)((l_2581 , (*p_15)) == (((int16_t)(0xB0415EBEL > (((*l_2586) = l_2584) == (void*)0)) * (int16_t)l_2581) , (*p_15))) % (int32_t)l_2570) * (uint16_t)p_14) , &g_1405[0][9])) ^ 0x8076L)))) + (int64_t)g_409[g_1146.f1][g_1146.f1]) & g_2143))) * (int16_t)p_13);
            }
        }
    }
    return (*p_16);
}


/* ------------------------------------------ */
/* 
 * reads : g_946.f1 g_984 g_245 g_745 g_746 g_747 g_748 g_1297.f4 g_234.f2
 * writes: g_946.f1 g_821 g_1295.f1 g_1220.f1 g_1292.f4 g_35 g_1297.f4
 */
static const uint64_t  func_18(union U1  p_19, int16_t  p_20, uint32_t  p_21, uint16_t  p_22)
{ /* block id: 979 */
    int8_t l_2272 = 0xE0L;
    uint64_t l_2325 = 9UL;
    int32_t l_2326 = 3L;
    int32_t ****l_2327 = (void*)0;
    int32_t l_2335 = (-2L);
    int32_t l_2339 = 0x51B148E9L;
    int32_t l_2342[8][5][6] = {{{(-3L),0L,8L,0x6CBFBB6DL,0x0EFD326EL,0xE6F588B6L},{8L,0x853BCCBEL,(-1L),0L,0x63D94BE7L,0xE6F588B6L},{0xD544C464L,0xBDF50DFCL,8L,8L,0xBDF50DFCL,0xD544C464L},{0x63D94BE7L,(-1L),0x0EFD326EL,(-7L),(-3L),0xBDF50DFCL},{(-1L),(-1L),(-3L),0x2BCA21AEL,0L,0xE1A3DFBAL}},{{(-1L),0x6CBFBB6DL,0x2BCA21AEL,(-7L),0x2BCA21AEL,0x6CBFBB6DL},{0x63D94BE7L,(-3L),0L,8L,0x6CBFBB6DL,0x0EFD326EL},{0xD544C464L,6L,(-7L),0L,0xE6F588B6L,0x2BCA21AEL},{8L,6L,0x853BCCBEL,0x6CBFBB6DL,0x6CBFBB6DL,0x853BCCBEL},{(-3L),(-3L),6L,0x49D8FB32L,0x2BCA21AEL,(-1L)}},{{(-1L),0x6CBFBB6DL,0xE1A3DFBAL,0xD544C464L,0L,6L},{0xE6F588B6L,(-1L),0xE1A3DFBAL,(-1L),(-3L),(-1L)},{6L,(-1L),6L,0x0EFD326EL,0xBDF50DFCL,0x853BCCBEL},{0x0EFD326EL,0xBDF50DFCL,0x853BCCBEL,0L,0x63D94BE7L,0x2BCA21AEL},{0x49D8FB32L,0x853BCCBEL,(-7L),0L,0x0EFD326EL,0x0EFD326EL}},{{0x0EFD326EL,0L,0L,0x0EFD326EL,(-1L),0x6CBFBB6DL},{6L,0x49D8FB32L,0x2BCA21AEL,(-1L),(-7L),0xE1A3DFBAL},{0xE6F588B6L,0L,(-3L),0xD544C464L,(-7L),0xBDF50DFCL},{(-1L),0x49D8FB32L,0x0EFD326EL,0x49D8FB32L,(-1L),0xD544C464L},{(-3L),0L,8L,0x6CBFBB6DL,0x0EFD326EL,0xE6F588B6L}},{{8L,0x853BCCBEL,(-1L),0L,0x63D94BE7L,0xE6F588B6L},{0xD544C464L,0xBDF50DFCL,8L,8L,0xBDF50DFCL,0xD544C464L},{0x63D94BE7L,(-1L),0x0EFD326EL,(-7L),(-3L),0xBDF50DFCL},{(-1L),(-1L),(-3L),0x2BCA21AEL,0L,0xE1A3DFBAL},{(-1L),0x6CBFBB6DL,0x2BCA21AEL,(-7L),0x2BCA21AEL,0x6CBFBB6DL}},{{0x63D94BE7L,(-3L),0L,8L,0x6CBFBB6DL,0x0EFD326EL},{0xD544C464L,6L,(-7L),(-3L),(-1L),(-1L)},{0x0EFD326EL,0x63D94BE7L,0xD544C464L,0x2BCA21AEL,0x2BCA21AEL,0xD544C464L},{0xE6F588B6L,0xE6F588B6L,0x63D94BE7L,0L,(-1L),0x853BCCBEL},{0x49D8FB32L,0x2BCA21AEL,(-1L),(-7L),0xE1A3DFBAL,0x63D94BE7L}},{{(-1L),0x49D8FB32L,(-1L),0x853BCCBEL,0xE6F588B6L,0x853BCCBEL},{0x63D94BE7L,0x853BCCBEL,0x63D94BE7L,6L,0L,0xD544C464L},{6L,0L,0xD544C464L,0xE1A3DFBAL,0x6CBFBB6DL,(-1L)},{0L,0xD544C464L,8L,0xE1A3DFBAL,6L,6L},{6L,(-3L),(-3L),6L,0x49D8FB32L,0x2BCA21AEL}},{{0x63D94BE7L,0L,(-1L),0x853BCCBEL,8L,(-1L)},{(-1L),0xE1A3DFBAL,0xE6F588B6L,(-7L),8L,0L},{0x49D8FB32L,0L,6L,0L,0x49D8FB32L,(-7L)},{0xE6F588B6L,(-3L),0x0EFD326EL,0x2BCA21AEL,6L,(-1L)},{0x0EFD326EL,0xD544C464L,0x49D8FB32L,(-3L),0x6CBFBB6DL,(-1L)}}};
    uint64_t l_2356[10][4][1] = {{{8UL},{0x2BCAFE1B883A2F60LL},{8UL},{0x2BCAFE1B883A2F60LL}},{{8UL},{18446744073709551612UL},{0x2BCAFE1B883A2F60LL},{18446744073709551615UL}},{{18446744073709551609UL},{8UL},{8UL},{18446744073709551609UL}},{{18446744073709551615UL},{0x2BCAFE1B883A2F60LL},{18446744073709551612UL},{8UL}},{{0x2BCAFE1B883A2F60LL},{8UL},{0x2BCAFE1B883A2F60LL},{8UL}},{{18446744073709551612UL},{0x2BCAFE1B883A2F60LL},{18446744073709551615UL},{18446744073709551609UL}},{{8UL},{8UL},{18446744073709551609UL},{18446744073709551615UL}},{{0x2BCAFE1B883A2F60LL},{18446744073709551612UL},{8UL},{0x2BCAFE1B883A2F60LL}},{{8UL},{0x2BCAFE1B883A2F60LL},{8UL},{18446744073709551612UL}},{{0x2BCAFE1B883A2F60LL},{18446744073709551615UL},{18446744073709551609UL},{8UL}}};
    uint64_t l_2426 = 0x772231267E5E78A6LL;
    union U0 *l_2433 = &g_405[2];
    int32_t l_2435[2][8][6] = {{{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)}},{{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,(-3L),(-3L)},{0L,(-3L),(-3L),0L,1L,1L},{(-3L),1L,1L,(-3L),1L,1L},{(-3L),1L,1L,(-3L),1L,1L},{(-3L),1L,1L,(-3L),1L,1L},{(-3L),1L,1L,(-3L),1L,1L}}};
    union U1 l_2446 = {-7L};
    uint32_t l_2471 = 4294967295UL;
    uint32_t l_2506 = 18446744073709551615UL;
    uint32_t l_2544 = 18446744073709551613UL;
    int32_t *l_2551 = (void*)0;
    int32_t *l_2552 = &l_2342[0][4][1];
    int32_t *l_2553 = &g_180.f0;
    int32_t *l_2554 = &l_2339;
    int32_t *l_2555 = &l_2342[3][4][1];
    int32_t *l_2556 = &l_2335;
    int32_t *l_2557[5] = {&g_4[1][3],&g_4[1][3],&g_4[1][3],&g_4[1][3],&g_4[1][3]};
    uint8_t l_2558[9] = {247UL,247UL,247UL,247UL,247UL,247UL,247UL,247UL,247UL};
    int i, j, k;
    for (g_946.f1 = (-29); (g_946.f1 < 27); g_946.f1 += 4)
    { /* block id: 982 */
        uint8_t l_2263[8][3][1] = {{{1UL},{0UL},{249UL}},{{0UL},{1UL},{1UL}},{{0UL},{249UL},{0UL}},{{1UL},{1UL},{0UL}},{{249UL},{0UL},{1UL}},{{1UL},{0UL},{249UL}},{{0UL},{1UL},{1UL}},{{0UL},{249UL},{0UL}}};
        int64_t ** const *l_2277 = &g_822;
        int32_t l_2280 = 1L;
        int64_t ****l_2293 = &g_823;
        const uint32_t *l_2312 = &g_97[2][2];
        int16_t l_2315[4] = {0x67EAL,0x67EAL,0x67EAL,0x67EAL};
        int32_t l_2337 = 0xE9B0A29EL;
        int32_t l_2340 = 0xC4B63F0CL;
        int32_t l_2344 = 0xE58925F2L;
        int32_t l_2352[3][5][8] = {{{0L,0L,0x06C4E4B3L,0x9AC77AA3L,0L,(-8L),0x05478AEDL,1L},{0x17969EE8L,(-1L),0L,0x06C4E4B3L,1L,0L,(-6L),1L},{1L,0x750B7DF1L,(-1L),0L,(-1L),0x750B7DF1L,1L,0L},{0xFACA5B88L,1L,0x17969EE8L,0L,3L,1L,0x1112B7DBL,0xF74116E0L},{1L,0L,(-8L),(-10L),3L,0x05478AEDL,(-8L),0L}},{{0xFACA5B88L,1L,1L,0xF74116E0L,(-1L),(-6L),0x9AC77AA3L,0x9AC77AA3L},{1L,1L,0x579A8397L,0x579A8397L,1L,1L,1L,0x1112B7DBL},{0x17969EE8L,0x05478AEDL,0x60365EFAL,(-1L),0L,0x1112B7DBL,0xFACA5B88L,1L},{0L,0xAD08AB20L,0L,(-1L),0x085A2D2AL,(-8L),3L,0x1112B7DBL},{3L,0x085A2D2AL,1L,0x579A8397L,(-8L),0x9AC77AA3L,1L,0x9AC77AA3L}},{{1L,0xF74116E0L,0xFACA5B88L,0xF74116E0L,1L,1L,1L,0L},{0x1112B7DBL,(-6L),0x750B7DF1L,(-10L),0x60365EFAL,0xFACA5B88L,0L,0xF74116E0L},{0xF74116E0L,7L,0x750B7DF1L,0L,1L,3L,1L,0L},{0x60365EFAL,0x17969EE8L,0xFACA5B88L,0L,1L,1L,1L,1L},{0x06C4E4B3L,1L,1L,0x06C4E4B3L,0L,1L,3L,1L}}};
        int32_t *l_2430 = &l_2326;
        union U3 * const *l_2459 = &g_1774;
        uint32_t l_2466[3];
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_2466[i] = 0xDD87DCFBL;
        if ((*g_984))
            break;
        for (p_19.f4 = 2; (p_19.f4 <= 7); p_19.f4 += 1)
        { /* block id: 986 */
            uint32_t l_2261 = 0x24AF3A27L;
            int64_t ***l_2264 = &g_822;
            int64_t ****l_2265 = &g_821;
            int32_t l_2268 = 0xA6C46E65L;
            int32_t l_2278 = 1L;
            int32_t l_2279 = 0x99E02368L;
            uint32_t *l_2310 = &g_101[1][1][5];
            uint32_t *l_2321 = &g_101[2][0][2];
            int32_t l_2336 = 1L;
            int32_t l_2341 = 0x4BA3209BL;
            int32_t l_2345 = 0x6545ED4EL;
            int32_t l_2351 = 0L;
            int32_t l_2353 = 8L;
            int32_t l_2354 = 0x36EF0189L;
            int32_t l_2355[8][2][8] = {{{0xEDACDFE1L,0x0AA21EBCL,0x1F22BD50L,0x5957CC49L,0L,1L,0x58E08012L,0x5898BE5BL},{(-1L),0x0AA21EBCL,0L,1L,0x58E08012L,1L,(-1L),0x5957CC49L}},{{7L,0x5957CC49L,7L,0xBAF06F2BL,(-1L),0xBAF06F2BL,7L,0x5957CC49L},{0x58E08012L,0x69BD3692L,0x1F22BD50L,1L,0x98FE82B3L,(-1L),(-1L),0x5898BE5BL}},{{1L,0x3AD8D637L,1L,0x5957CC49L,0x58E08012L,0x748600EDL,(-1L),5L},{0L,0x5957CC49L,0x1F22BD50L,(-1L),(-1L),1L,7L,1L}},{{(-1L),1L,7L,1L,7L,1L,(-1L),(-1L)},{1L,0x5957CC49L,0L,5L,(-1L),0x748600EDL,0x58E08012L,0x5957CC49L}},{{7L,0x3AD8D637L,0x1F22BD50L,0x5898BE5BL,(-1L),(-1L),0x98FE82B3L,1L},{1L,0x69BD3692L,7L,0x5957CC49L,7L,0xBAF06F2BL,(-1L),0xBAF06F2BL}},{{(-1L),0x5957CC49L,(-1L),0x5957CC49L,(-1L),1L,0x58E08012L,1L},{0L,0x0AA21EBCL,7L,0x5898BE5BL,0x58E08012L,1L,0L,0x5957CC49L}},{{1L,(-1L),7L,5L,0x98FE82B3L,0xBAF06F2BL,0x58E08012L,(-1L)},{0x58E08012L,0x3AD8D637L,(-1L),1L,(-1L),0x6D14A229L,(-1L),1L}},{{7L,0x3AD8D637L,7L,(-1L),0x58E08012L,0xBAF06F2BL,0x98FE82B3L,5L},{(-1L),(-1L),0x1F22BD50L,0x5957CC49L,0L,1L,0x58E08012L,0x5898BE5BL}}};
            uint16_t l_2394 = 0xCE80L;
            int16_t l_2422 = (-1L);
            uint16_t ***l_2476 = &g_378[2][0];
            union U2 * const *l_2478 = (void*)0;
            int64_t l_2484 = 0L;
            const int32_t l_2546 = (-1L);
            uint64_t l_2547 = 0x905F5E5127CF7B8FLL;
            int i, j, k;
            if (l_2261)
                break;
            l_2280 &= (((~l_2263[1][0][0]) ^ ((l_2279 = (l_2278 = (((*l_2265) = l_2264) == (((((uint64_t)((l_2268 = p_19.f2) != (p_20 != ((((***g_745) != (*g_747)) == ((uint16_t)((((-(uint64_t)l_2272) == l_2263[1][0][0]) || ((((uint8_t)((uint8_t)248UL / (uint8_t)0x7DL) << (uint8_t)7) | 18446744073709551606UL) < 1L)) != p_22) % (uint16_t)1UL)) >= l_2272))) % (uint64_t)0x669E41796EB3636ELL) > p_20) != p_21) , l_2277)))) == l_2272)) , (*g_984));
            if (l_2263[1][2][0])
                break;
            for (g_1295.f1 = 0; g_1295.f1 < 2; g_1295.f1 += 1)
            {
                for (g_1220.f1 = 0; g_1220.f1 < 8; g_1220.f1 += 1)
                {
                    for (g_1292.f4 = 0; g_1292.f4 < 3; g_1292.f4 += 1)
                    {
                        g_35[g_1295.f1][g_1220.f1][g_1292.f4] = &g_36;
                    }
                }
            }
            for (g_1297.f4 = 0; (g_1297.f4 <= 3); g_1297.f4 += 1)
            { /* block id: 997 */
                int64_t *****l_2292 = &l_2265;
                uint32_t *l_2320 = &g_101[3][2][0];
                const int32_t l_2322[2][1][10] = {{{(-1L),0x99D3E902L,0x6BDB23A2L,0x34C4DA23L,0x6BDB23A2L,0x99D3E902L,(-1L),(-1L),0x99D3E902L,0x6BDB23A2L}},{{0x99D3E902L,(-1L),(-1L),0x99D3E902L,0x6BDB23A2L,0x34C4DA23L,0x6BDB23A2L,0x99D3E902L,(-1L),(-1L)}}};
                int32_t l_2334 = (-1L);
                int32_t l_2338 = 4L;
                int32_t l_2343 = 0x46D1B895L;
                int32_t l_2346 = 0x98472861L;
                int32_t l_2348 = 2L;
                int32_t l_2349 = 0xC7403A06L;
                int32_t l_2350[4][3] = {{0xCE5FE1BBL,0xCE5FE1BBL,0L},{0xF0AB91E9L,0L,0L},{0L,(-5L),0x6790ED09L},{0xF0AB91E9L,(-5L),0xF0AB91E9L}};
                union U3 *l_2362 = &g_1775;
                uint8_t *l_2373 = (void*)0;
                uint8_t *l_2374 = &g_1819.f2;
                uint16_t ** const *l_2419 = &g_378[0][1];
                uint16_t ** const **l_2418 = &l_2419;
                uint32_t l_2477 = 0x8C6AE7BDL;
                union U2 *l_2480 = &g_1300;
                union U2 **l_2479[10][3] = {{&l_2480,&l_2480,(void*)0},{&l_2480,&l_2480,&l_2480},{&l_2480,&l_2480,&l_2480},{&l_2480,&l_2480,(void*)0},{&l_2480,&l_2480,&l_2480},{&l_2480,&l_2480,(void*)0},{&l_2480,&l_2480,&l_2480},{&l_2480,&l_2480,&l_2480},{&l_2480,&l_2480,(void*)0},{&l_2480,&l_2480,&l_2480}};
                uint8_t l_2481[10] = {0x8DL,0x3BL,0x8DL,0x3BL,0x8DL,0x3BL,0x8DL,0x3BL,0x8DL,0x3BL};
                int i, j, k;
            }
        }
        if (p_21)
            continue;
    }
    l_2558[2]++;
    return g_234.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_1146.f1 g_1288.f2 g_1548 g_1560 g_521 g_178 g_179 g_180 g_1564 g_1566 g_1575 g_409 g_75 g_113 g_180.f0 g_1295.f3 g_1825 g_206 g_807.f0 g_971 g_180.f4 g_4 g_823 g_822 g_242 g_238 g_1290.f0 g_984 g_1175 g_1176 g_1177 g_234.f0 g_227 g_1880 g_33 g_1292.f0 g_1193 g_810.f2 g_810.f0 g_1498.f2 g_36 g_1300.f2 g_1994 g_236 g_1797.f0 g_1179 g_1180 g_976 g_539 g_2018 g_2019 g_668 g_643 g_272 g_2033 g_1153 g_641.f0 g_745 g_746 g_1783 g_1784 g_2049 g_109 g_2058 g_1785 g_629 g_790.f3 g_2098 g_476 g_2115 g_539.f0 g_2143 g_2156 g_322.f1 g_1774 g_1775 g_333 g_334 g_359 g_1173 g_1174 g_34 g_2173 g_1292.f2 g_1248.f0 g_671 g_1819.f2 g_1411 g_208 g_2242 g_180.f3
 * writes: g_1146.f1 g_1288.f2 g_475 g_1300.f2 g_236.f2 g_180.f0 g_409 g_7 g_1295.f3 g_206 g_971 g_180.f4 g_147 g_245 g_671 g_34 g_1498.f2 g_250 g_1293.f3 g_1153 g_1293.f2 g_1774 g_109 g_113 g_2089 g_790.f3 g_1292.f2 g_2058.f2 g_1288.f3 g_807.f1 g_1785 g_101 g_238 g_790.f4 g_1288.f4 g_1775.f1 g_180.f3
 */
static union U1  func_23(int64_t  p_24)
{ /* block id: 585 */
    int64_t l_1371 = 0xA99F387054EB2505LL;
    int32_t l_1372[5][8][6] = {{{0x5E578239L,0x6C5A1D86L,0xE8D1C35FL,(-5L),(-1L),(-5L)},{0L,0x2B8C72A3L,0L,4L,0x32AE155BL,0x6C5A1D86L},{0xC65244C9L,(-8L),0L,0xF14D3DD1L,(-9L),0x32AE155BL},{0L,(-5L),4L,0xF14D3DD1L,0xF14D3DD1L,4L},{0xC65244C9L,0xC65244C9L,0x2B8C72A3L,4L,0L,0L},{0L,(-1L),0xC65244C9L,(-5L),(-8L),0x2B8C72A3L},{0x5E578239L,0L,0xC65244C9L,0L,0xC65244C9L,0L},{(-9L),0L,0x2B8C72A3L,(-1L),(-1L),4L}},{{(-1L),(-1L),4L,0xC65244C9L,0xE8D1C35FL,0x32AE155BL},{0x6C5A1D86L,(-1L),0L,0L,(-1L),0x6C5A1D86L},{(-1L),0L,0L,(-1L),0xC65244C9L,(-5L)},{0L,0L,0xE8D1C35FL,0x5E578239L,(-8L),0xF14D3DD1L},{0L,(-1L),0x5E578239L,(-1L),0L,0xC65244C9L},{(-1L),0xC65244C9L,(-8L),0L,0xF14D3DD1L,(-9L)},{0x6C5A1D86L,(-5L),0xF14D3DD1L,0xC65244C9L,(-9L),(-9L)},{(-1L),(-8L),(-8L),(-1L),0x32AE155BL,0xC65244C9L}},{{(-9L),0x2B8C72A3L,0x5E578239L,0L,(-1L),0xF14D3DD1L},{0x5E578239L,0x6C5A1D86L,0xE8D1C35FL,(-5L),(-1L),(-5L)},{0L,0x2B8C72A3L,0L,4L,0x32AE155BL,0x6C5A1D86L},{0xC65244C9L,(-8L),0L,0xF14D3DD1L,(-9L),0x32AE155BL},{0L,(-5L),4L,0xF14D3DD1L,0xF14D3DD1L,4L},{0xC65244C9L,0xC65244C9L,0x2B8C72A3L,4L,0L,0L},{0L,(-1L),0xC65244C9L,(-5L),(-8L),0x2B8C72A3L},{0x5E578239L,0L,0xC65244C9L,0L,0xC65244C9L,0L}},{{(-9L),0L,0x2B8C72A3L,(-1L),(-1L),4L},{(-1L),(-1L),4L,0xC65244C9L,0xE8D1C35FL,0x32AE155BL},{0x6C5A1D86L,(-1L),0L,0L,(-1L),0x6C5A1D86L},{(-1L),0L,0L,(-1L),0xC65244C9L,(-5L)},{0L,0L,0xE8D1C35FL,0x5E578239L,(-8L),0xF14D3DD1L},{0L,(-1L),0x5E578239L,(-1L),0L,0xC65244C9L},{(-1L),0xC65244C9L,(-8L),0L,0L,4L},{(-1L),0x6C5A1D86L,0L,0x5E578239L,4L,4L}},{{(-9L),0xE8D1C35FL,0xE8D1C35FL,(-9L),0x2B8C72A3L,0x5E578239L},{4L,(-5L),0L,(-1L),0xC65244C9L,0L},{0L,(-1L),0xF14D3DD1L,0x6C5A1D86L,0xC65244C9L,0x6C5A1D86L},{0x32AE155BL,(-5L),0x32AE155BL,(-1L),0x2B8C72A3L,(-1L)},{0x5E578239L,0xE8D1C35FL,0L,0L,4L,0x2B8C72A3L},{(-1L),0x6C5A1D86L,(-1L),0L,0L,(-1L)},{0x5E578239L,0x5E578239L,(-5L),(-1L),0L,0x32AE155BL},{0x32AE155BL,0xC65244C9L,0x5E578239L,0x6C5A1D86L,0xE8D1C35FL,(-5L)}}};
    union U0 *l_1407 = &g_405[2];
    int64_t l_1456 = 0x62DD25CD0272146DLL;
    union U1 l_1488 = {0L};
    uint16_t ***l_1568 = &g_378[2][0];
    uint16_t ****l_1567 = &l_1568;
    const uint16_t *l_1571 = (void*)0;
    const uint16_t **l_1570 = &l_1571;
    const uint16_t ***l_1569 = &l_1570;
    const uint16_t ****l_1572 = &l_1569;
    uint8_t *l_1573 = &g_236.f2;
    uint32_t l_1588 = 0x103BF61BL;
    int64_t ****l_1687 = &g_821;
    int64_t *****l_1686 = &l_1687;
    union U1 **l_1739 = (void*)0;
    int16_t ****l_1744 = &g_971;
    const uint32_t **l_1760 = (void*)0;
    int32_t l_1816 = 1L;
    uint64_t l_1883[5][7] = {{0UL,0x873ABF81ED2C6E55LL,0UL,0x873ABF81ED2C6E55LL,0UL,0xF0B6D53A85D749F7LL,0x873ABF81ED2C6E55LL},{0UL,0UL,0x6ACF38A0CFA6D393LL,0x873ABF81ED2C6E55LL,0UL,0x6ACF38A0CFA6D393LL,0xE80BC849E763B424LL},{0UL,0xE80BC849E763B424LL,1UL,1UL,0xE80BC849E763B424LL,0UL,0UL},{0UL,0x873ABF81ED2C6E55LL,0x26A9A76140FE7AD4LL,0UL,0xE80BC849E763B424LL,0xA86B12FF3E2BCDFCLL,0x873ABF81ED2C6E55LL},{0UL,18446744073709551606UL,0UL,1UL,0UL,18446744073709551606UL,0UL}};
    int32_t *** const l_1891 = (void*)0;
    uint32_t l_1896 = 0x6D5D1912L;
    int8_t l_2081 = 0x05L;
    uint16_t l_2178 = 0x68E6L;
    int32_t l_2199 = 0x0B8471FBL;
    uint32_t ****l_2209 = &g_2089;
    const int32_t *l_2237[6][6] = {{&l_1488.f0,&l_1372[0][6][2],&g_245,&l_1372[0][6][2],&l_1488.f0,&l_1488.f0},{(void*)0,&l_1372[0][6][2],&l_1372[0][6][2],(void*)0,&l_1372[3][1][2],(void*)0},{(void*)0,&l_1372[3][1][2],(void*)0,&l_1372[0][6][2],&l_1372[0][6][2],(void*)0},{&l_1488.f0,&l_1488.f0,&l_1372[0][6][2],&g_245,&l_1372[0][6][2],&l_1488.f0},{&l_1372[0][6][2],&l_1372[3][1][2],&g_245,&g_245,&l_1372[3][1][2],&l_1372[0][6][2]},{&l_1488.f0,&l_1372[0][6][2],&g_245,&l_1372[0][6][2],&l_1488.f0,&l_1488.f0}};
    int8_t l_2255 = 0xB3L;
    int i, j, k;
    for (g_1146.f1 = 0; (g_1146.f1 <= 17); g_1146.f1 += 4)
    { /* block id: 588 */
        int32_t l_1378 = 2L;
        int32_t l_1380 = (-9L);
        union U0 *l_1402 = (void*)0;
        int16_t l_1414 = 0L;
        int32_t l_1420 = 3L;
        int32_t l_1422 = 0xCC719778L;
        int32_t l_1425 = (-9L);
        uint16_t ***l_1452 = &g_378[1][1];
        uint16_t ****l_1451 = &l_1452;
        uint16_t *****l_1450 = &l_1451;
        union U1 *l_1508 = &g_180;
        int32_t l_1523[4] = {(-1L),(-1L),(-1L),(-1L)};
        int i;
        for (g_1288.f2 = 0; (g_1288.f2 < 39); g_1288.f2 += 1)
        { /* block id: 591 */
            uint32_t l_1382 = 0UL;
            int32_t l_1413 = (-6L);
            int32_t l_1421 = 0xE4C39E8CL;
            int16_t * const *l_1449 = &g_272;
            int16_t * const **l_1448 = &l_1449;
            int16_t * const ***l_1447 = &l_1448;
            int16_t * const ****l_1446 = &l_1447;
            union U1 l_1455 = {-9L};
            int32_t *l_1485[4][7] = {{&l_1420,&l_1420,&l_1372[3][3][5],&l_1420,&l_1420,&l_1372[3][3][5],&l_1420},{&l_1420,&g_4[3][4],&g_4[3][4],&l_1420,&g_4[3][4],&g_4[3][4],&l_1420},{&g_4[3][4],&l_1420,&g_4[3][4],&g_4[3][4],&l_1420,&g_4[3][4],&g_4[3][4]},{&l_1420,&l_1420,&l_1372[3][3][5],&l_1420,&l_1420,&l_1372[3][3][5],&l_1420}};
            union U1 **l_1527[6][7] = {{&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508},{&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508},{&l_1508,&l_1508,&g_179,&l_1508,&l_1508,&g_179,&l_1508},{&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508},{&l_1508,&l_1508,&l_1508,&g_179,&l_1508,&g_179,&g_179},{&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508,&l_1508}};
            uint32_t *** const **l_1550[3];
            uint32_t ****l_1552 = &g_967;
            uint32_t *****l_1551[1][1];
            uint8_t *l_1561 = (void*)0;
            uint8_t *l_1562 = (void*)0;
            uint8_t *l_1563 = &g_1300.f2;
            int i, j;
            for (i = 0; i < 3; i++)
                l_1550[i] = &g_1549;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_1551[i][j] = &l_1552;
            }
            for (g_475 = 0; (g_475 != 21); ++g_475)
            { /* block id: 594 */
                int16_t l_1379[10][10] = {{0x205DL,1L,0xAEC2L,0xCD5EL,(-9L),0x3FEAL,0x40D5L,0xE438L,0x40D5L,0x3FEAL},{0xD725L,(-9L),0xAEC2L,(-9L),0xD725L,0xE438L,8L,0xCD5EL,(-1L),0x88F7L},{8L,3L,0x88F7L,0xE438L,(-1L),(-9L),(-9L),(-1L),0xE438L,0x88F7L},{0xE438L,0xE438L,1L,0x88F7L,0xD725L,0x1F97L,(-1L),0xAEC2L,5L,0x3FEAL},{0xAEC2L,0x40D5L,(-1L),(-1L),(-9L),(-1L),(-1L),0x40D5L,0xAEC2L,0xE438L},{3L,0xE438L,5L,0xD725L,0x3FEAL,0x205DL,(-9L),(-9L),(-9L),(-9L)},{0x40D5L,3L,0xD725L,0xD725L,3L,0x40D5L,8L,0x205DL,0xAEC2L,0x1F97L},{0x1F97L,(-9L),0xE438L,(-1L),5L,1L,0x40D5L,1L,5L,(-1L)},{0x1F97L,1L,0x1F97L,0x88F7L,(-9L),0x40D5L,(-1L),0x3FEAL,0xE438L,0x205DL},{0x40D5L,(-1L),0x3FEAL,0xE438L,0x205DL,0x205DL,0xE438L,0x3FEAL,(-1L),0x40D5L}};
                int32_t l_1381 = 0x82969F24L;
                union U1 *l_1389 = &g_180;
                uint8_t l_1400 = 0x03L;
                uint16_t *l_1401[3];
                int32_t l_1419 = 0L;
                int16_t l_1424 = 4L;
                uint16_t l_1514[8][7][4] = {{{0x2917L,0xA4A2L,65527UL,65529UL},{1UL,65535UL,65533UL,0x7CCFL},{0xC0B6L,0x8EF8L,65529UL,1UL},{0x1E06L,65535UL,0x1E06L,65529UL},{65535UL,0xE5D8L,65528UL,0x1D23L},{65526UL,0x5A54L,2UL,0xE5D8L},{5UL,65535UL,2UL,65527UL}},{{65526UL,0x92A0L,65528UL,5UL},{65535UL,3UL,0x1E06L,0xA4A2L},{0x1E06L,0xA4A2L,65529UL,0xED3FL},{0xC0B6L,1UL,65533UL,0xE5D8L},{1UL,3UL,65527UL,1UL},{0x2917L,65526UL,5UL,65527UL},{65535UL,65535UL,0UL,1UL}},{{65535UL,0x5A54L,0x5A54L,65535UL},{0x2917L,1UL,2UL,65529UL},{0xE5D8L,65535UL,65533UL,5UL},{0x92A0L,0x8EF8L,5UL,5UL},{0x1E06L,65535UL,0xED3FL,65529UL},{0x1D23L,1UL,65528UL,65535UL},{5UL,0UL,6UL,0x1E06L}},{{0xA41EL,0x8EF8L,0x414BL,6UL},{65529UL,0x5A54L,0x1D23L,0xC901L},{2UL,0UL,65533UL,65530UL},{0UL,0x1E06L,0UL,0xC7A7L},{0x5A54L,0xED3FL,65535UL,0xED3FL},{0xED3FL,0UL,0x414BL,6UL},{0UL,65529UL,9UL,6UL}},{{65535UL,0x2917L,1UL,65530UL},{65535UL,0UL,9UL,65535UL},{0UL,65530UL,0x414BL,9UL},{0xED3FL,0x8EF8L,65535UL,0xC901L},{0x5A54L,65528UL,0UL,3UL},{0UL,0x2917L,65533UL,9UL},{2UL,0xED3FL,0x1D23L,65527UL}},{{65529UL,0UL,0x414BL,0xED3FL},{0xA41EL,0x7E9BL,6UL,6UL},{5UL,5UL,0x1D23L,3UL},{65535UL,0UL,0xC7A7L,0x1E06L},{0UL,65530UL,0xA41EL,0xC7A7L},{65529UL,65530UL,65535UL,0x1E06L},{65530UL,0UL,0xD52EL,3UL}},{{0UL,5UL,0UL,6UL},{2UL,0x7E9BL,1UL,0xED3FL},{65527UL,0UL,0xA41EL,65527UL},{0UL,0xED3FL,6UL,9UL},{0x1E06L,0x2917L,65535UL,3UL},{5UL,65528UL,9UL,0xC901L},{0UL,0x8EF8L,0UL,9UL}},{{65527UL,65530UL,0x1D23L,65535UL},{0x5A54L,0UL,0xD52EL,65530UL},{0xA41EL,0x2917L,0xD52EL,6UL},{0x5A54L,65529UL,0x1D23L,6UL},{65527UL,0UL,0UL,0xED3FL},{0UL,0xED3FL,9UL,0xC7A7L},{5UL,0x1E06L,65535UL,65530UL}}};
                union U1 **l_1526[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int64_t l_1536 = 0x0A02F4E1123F59AALL;
                int i, j, k;
                for (i = 0; i < 3; i++)
                    l_1401[i] = &g_1193;
            }
            l_1378 |= (l_1523[1] = ((int8_t)((l_1550[2] = g_1548[1][3]) != l_1551[0][0]) + (int8_t)(((int8_t)(l_1425 |= (+(&g_1180 == (((int8_t)(l_1380 & ((p_24 < (((*l_1563) = ((g_1560 , (p_24 , g_521)) != l_1488.f2)) == p_24)) , p_24)) >> (int8_t)6) , (void*)0)))) << (int8_t)l_1422) == 4294967290UL)));
            l_1508 = l_1508;
        }
        return (**g_178);
    }
    if ((((g_1564 , (!(g_1566 , (((*l_1567) = &g_378[2][0]) == ((*l_1572) = l_1569))))) || (l_1372[0][6][1] = (-10L))) != ((l_1488.f0 < ((void*)0 != &g_1180)) != ((*l_1573) = 0x02L))))
    { /* block id: 657 */
        uint16_t ***l_1574 = &g_378[2][2];
        uint32_t ***l_1578 = &g_968[0][3];
        int32_t l_1579 = 0x043E641EL;
        uint64_t *l_1580 = (void*)0;
        uint64_t *l_1583[4][2][9];
        int32_t l_1589[5];
        int32_t **l_1590 = &g_7[1];
        int i, j, k;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 2; j++)
            {
                for (k = 0; k < 9; k++)
                    l_1583[i][j][k] = &g_1288.f4;
            }
        }
        for (i = 0; i < 5; i++)
            l_1589[i] = (-6L);
        (*g_1575) = ((l_1488.f4 & 4294967293UL) | ((void*)0 == l_1574));
        l_1589[3] &= ((int8_t)((void*)0 != l_1578) << (int8_t)((((void*)0 == (*g_178)) <= ((((l_1372[0][6][2] = (l_1579 < (--g_409[5][5]))) >= ((uint16_t)(((uint64_t)(l_1488.f0 = g_75) + (uint64_t)p_24) || (g_113 == (l_1588 = (0x2961B1ACL || p_24)))) + (uint16_t)l_1456)) , l_1579) > p_24)) != p_24));
        (*l_1590) = &l_1589[3];
    }
    else
    { /* block id: 665 */
        int64_t l_1593 = 0x17959F5A1262DA70LL;
        int32_t *l_1616 = &g_4[3][1];
        int32_t l_1646 = 0x26F73E55L;
        int32_t l_1648 = 0xB2D756B5L;
        int32_t l_1654 = 0x6C1AB253L;
        int64_t ***l_1661 = &g_822;
        int32_t l_1695 = 1L;
        int32_t l_1696 = 0x88F7F0F4L;
        int32_t l_1701 = 0L;
        int32_t l_1702 = 0xD0115868L;
        int32_t l_1704 = (-2L);
        int32_t l_1706 = 0xE36369A9L;
        int32_t l_1708 = 0x21A8FD0CL;
        int32_t l_1709[4][4][5] = {{{7L,0x42DC42CAL,0x42DC42CAL,7L,0x03312398L},{0L,(-9L),0x42DC42CAL,6L,(-7L)},{6L,2L,0x1A272F42L,0x27B4D807L,0x42DC42CAL},{0xC00AA88CL,0L,6L,6L,0L}},{{0xD6214D12L,0L,0xEB6BC5D1L,7L,0L},{2L,(-1L),(-9L),0x53191CF6L,0x42DC42CAL},{0L,0x53191CF6L,(-10L),(-7L),(-7L)},{2L,0x53191CF6L,0x03312398L,0L,0xEB6BC5D1L}},{{(-10L),0x53191CF6L,0L,7L,(-9L)},{(-1L),0xC00AA88CL,6L,0x27B4D807L,(-10L)},{2L,(-9L),0L,(-9L),2L},{0x42DC42CAL,7L,0x03312398L,(-9L),0x27B4D807L}},{{0xD6214D12L,0x42DC42CAL,0L,0x27B4D807L,(-7L)},{0L,0x03312398L,0x27B4D807L,7L,0x27B4D807L},{0x27B4D807L,0x27B4D807L,0x53191CF6L,0L,2L},{0x27B4D807L,0x1A272F42L,2L,6L,(-10L)}}};
        union U1 l_1824 = {0x50ADB739L};
        union U0 *l_1862 = &g_668[1];
        int32_t l_1875 = 1L;
        const int32_t * const **l_1890 = &g_35[0][6][2];
        uint8_t *l_1894 = &g_1498.f2;
        int16_t l_1895[4];
        uint8_t *l_1897 = &g_1300.f2;
        const int16_t *l_1969[6][6] = {{&l_1895[2],&l_1488.f3,&l_1488.f3,&l_1895[2],&g_983[5],(void*)0},{(void*)0,&l_1895[2],&g_106,&l_1895[2],(void*)0,&l_1824.f3},{&l_1895[2],(void*)0,&l_1824.f3,&l_1824.f3,(void*)0,&l_1895[2]},{&l_1488.f3,&l_1895[2],&g_983[5],(void*)0,&g_983[5],&l_1895[2]},{&g_983[5],&l_1488.f3,&l_1824.f3,&g_106,&g_106,&l_1824.f3},{&g_983[5],&g_983[5],&g_106,(void*)0,&l_1895[1],(void*)0}};
        const int16_t **l_1968 = &l_1969[5][4];
        const int16_t ***l_1967[1][9] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        union U3 * const l_2048 = &g_810;
        uint32_t ***l_2088[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t *l_2175 = &l_1816;
        int32_t *l_2176 = &l_1709[0][1][4];
        int32_t *l_2177[5] = {&l_1816,&l_1816,&l_1816,&l_1816,&l_1816};
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_1895[i] = 0x4840L;
        if ((*g_1575))
        { /* block id: 666 */
            uint16_t l_1613[1];
            int32_t l_1620 = 4L;
            uint8_t l_1636 = 255UL;
            int32_t l_1651 = 0xE851449AL;
            int32_t l_1652 = 0x1CE16DC2L;
            uint64_t l_1666 = 0x5F4CA4FC08E78F39LL;
            int32_t l_1698 = 0x22D88851L;
            int32_t l_1699 = 0x52AA1AF4L;
            int32_t l_1703 = (-6L);
            int32_t l_1705 = (-3L);
            int32_t l_1707 = 1L;
            int32_t l_1710 = 0x6D14AD1DL;
            int32_t l_1712 = 1L;
            int32_t l_1713[9] = {(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L)};
            union U1 l_1745 = {0xD5021568L};
            int64_t **l_1769 = &g_242;
            int64_t l_1790 = 0x2E7A0CF011CB2C68LL;
            uint64_t l_1791 = 0x6081EE21218FFF31LL;
            int i;
            for (i = 0; i < 1; i++)
                l_1613[i] = 0UL;
            for (g_1295.f3 = 0; (g_1295.f3 >= (-30)); g_1295.f3--)
            { /* block id: 669 */
                uint8_t l_1618[5][6][1] = {{{1UL},{0x0AL},{1UL},{0x56L},{0x0DL},{0x56L}},{{1UL},{0x0AL},{1UL},{0x56L},{0x0DL},{0x56L}},{{1UL},{0x0AL},{1UL},{0x56L},{0x0DL},{0x56L}},{{1UL},{0x0AL},{1UL},{0x56L},{0x0DL},{0x56L}},{{1UL},{0x0AL},{1UL},{0x56L},{0x0DL},{0x56L}}};
                const uint16_t l_1619 = 0xF226L;
                int32_t *l_1621 = (void*)0;
                int32_t l_1639[4][10][1] = {{{0xD64ACA54L},{0x7BFF84EFL},{1L},{0x7BFF84EFL},{0xD64ACA54L},{1L},{0xC6605FB8L},{(-1L)},{0xC6605FB8L},{1L}},{{0xD64ACA54L},{0x7BFF84EFL},{1L},{0x7BFF84EFL},{0xD64ACA54L},{1L},{0xC6605FB8L},{(-1L)},{0xC6605FB8L},{1L}},{{0xD64ACA54L},{0x7BFF84EFL},{1L},{0x7BFF84EFL},{0xD64ACA54L},{1L},{0xC6605FB8L},{(-1L)},{0xC6605FB8L},{1L}},{{0xD64ACA54L},{0x7BFF84EFL},{1L},{0x7BFF84EFL},{0xD64ACA54L},{1L},{0xC6605FB8L},{(-1L)},{0xC6605FB8L},{1L}}};
                uint64_t l_1656[6][6][7] = {{{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL}},{{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL}},{{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL}},{{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL}},{{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL}},{{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL},{0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL,0x147D449B81813C43LL,0x9E82C5F8A40E1D85LL},{18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL},{18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL,0x147D449B81813C43LL,18446744073709551614UL},{18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL,18446744073709551615UL,18446744073709551615UL,0xAFC8BC172A7A3601LL,0xAFC8BC172A7A3601LL}}};
                int64_t ***l_1659 = (void*)0;
                uint32_t ***l_1731 = &g_968[0][4];
                int16_t ****l_1743 = &g_971;
                int32_t l_1746 = (-1L);
                union U3 *l_1772[6][8][1] = {{{&g_810},{(void*)0},{&g_1146},{(void*)0},{&g_810},{&g_945[4][0][6]},{&g_810},{(void*)0}},{{&g_945[6][0][2]},{(void*)0},{&g_945[6][0][2]},{(void*)0},{&g_810},{&g_945[4][0][6]},{&g_810},{(void*)0}},{{&g_1146},{(void*)0},{&g_810},{(void*)0},{&g_1146},{(void*)0},{&g_810},{&g_945[4][0][6]}},{{&g_810},{(void*)0},{&g_945[6][0][2]},{(void*)0},{&g_945[6][0][2]},{(void*)0},{&g_810},{&g_945[4][0][6]}},{{&g_810},{(void*)0},{&g_1146},{(void*)0},{&g_810},{(void*)0},{&g_1146},{(void*)0}},{{&g_810},{&g_945[4][0][6]},{&g_810},{(void*)0},{&g_945[6][0][2]},{(void*)0},{&g_945[6][0][2]},{(void*)0}}};
                int64_t * const ****l_1782 = (void*)0;
                int64_t ** const ***l_1786 = &g_1784;
                int32_t ***l_1823 = (void*)0;
                int i, j, k;
            }
            return l_1824;
        }
        else
        { /* block id: 761 */
            const uint64_t *l_1839 = &g_409[0][7];
            int32_t l_1851 = 0x42BD1AD4L;
            uint32_t ***l_1869 = (void*)0;
            const union U0 *l_1874 = &g_1811;
            const union U0 **l_1873 = &l_1874;
            const union U0 ***l_1872[2][8] = {{&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873},{&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873,&l_1873}};
            int i, j;
            if ((g_1825 , l_1488.f2))
            { /* block id: 762 */
                uint32_t l_1835 = 0x6EF9C808L;
                int32_t l_1846 = 0xA43A9A69L;
                int32_t l_1861 = (-2L);
                for (g_206 = 0; (g_206 != 8); g_206 += 2)
                { /* block id: 765 */
                    int32_t *l_1828 = &l_1654;
                    int32_t *l_1829 = (void*)0;
                    int32_t *l_1830 = &l_1702;
                    int32_t *l_1831 = &l_1816;
                    int32_t *l_1832 = &l_1695;
                    int32_t *l_1833 = (void*)0;
                    int32_t *l_1834[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                    uint16_t *l_1852 = &g_180.f4;
                    uint64_t *l_1860 = &g_210;
                    uint64_t **l_1859 = &l_1860;
                    union U0 **l_1863 = &l_1407;
                    int i;
                    l_1835++;
                    l_1861 ^= (((g_807.f0 >= (+(((l_1839 != ((*l_1859) = ((((((int16_t)((int8_t)(l_1846 |= (0xF177L == (&g_643[3][0] == ((*l_1744) = (*l_1744))))) / (int8_t)((int8_t)l_1816 % (int8_t)(((uint16_t)(++(*l_1852)) << (uint16_t)((uint8_t)p_24 << (uint8_t)l_1835)) | ((uint64_t)(((l_1851 & (*l_1616)) == 0xABE5EDBEL) < l_1488.f4) % (uint64_t)p_24)))) >> (int16_t)5) > 0xF2L) <= l_1372[0][0][0]) | (***g_823)) , (void*)0))) , (*l_1832)) || l_1846))) || l_1851) && 0UL);
                    (*l_1863) = l_1862;
                }
            }
            else
            { /* block id: 774 */
                int32_t **l_1866 = (void*)0;
                int32_t ***l_1867 = &g_147;
                uint16_t *l_1868[2][6][9] = {{{&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193},{(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0},{&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193},{&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4},{&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193},{(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0}},{{&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193},{&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4},{&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193},{(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0,&g_180.f4,(void*)0},{&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193,&g_1193,&l_1488.f4,&l_1488.f4,&g_1193},{&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4,&g_180.f4,&l_1488.f4}}};
                uint32_t *l_1878 = &g_671;
                int i, j, k;
                (*g_984) = ((((uint8_t)((l_1866 == ((*l_1867) = (void*)0)) == ((void*)0 == l_1868[0][1][0])) % (uint8_t)g_1290[0][0][0].f0) , l_1869) == &l_1760);
                (*g_1880) = (((*l_1573) = ((uint64_t)(((p_24 , l_1872[1][3]) != (l_1875 , &l_1873)) ^ p_24) + (uint64_t)(1L == (((*l_1878) = (0xBEBD2AA9D5C2616BLL || ((int64_t)(l_1851 > (p_24 >= (***g_1175))) % (int64_t)(*g_242)))) < p_24)))) == g_227);
            }
        }
        if (((int16_t)((((*l_1897) |= (l_1883[3][3] >= ((((l_1895[3] = ((int8_t)((*g_33) = p_24) / (int8_t)(((int8_t)p_24 >> (int8_t)((uint32_t)(l_1890 == l_1891) - (uint32_t)p_24)) & ((*l_1894) |= (((((((((*l_1573) = ((18446744073709551615UL != g_1292.f0) || ((int16_t)(-4L) * (int16_t)l_1371))) ^ 0x06L) != p_24) > p_24) == g_1193) , g_810.f2) >= g_810.f0) < p_24))))) > p_24) < l_1896) == (*g_36)))) & 253UL) >= 255UL) << (int16_t)15))
        { /* block id: 787 */
            int16_t l_1915 = 0x8E92L;
            int32_t l_1935 = 0L;
            int32_t l_1936[4];
            uint32_t l_1938 = 0x62FE93F7L;
            const int16_t ***l_1970 = &l_1968;
            const uint16_t **l_1988 = &l_1571;
            uint32_t ** const *l_1991 = (void*)0;
            int32_t *l_1992 = &l_1372[1][6][2];
            int8_t *l_1993 = &g_1153;
            uint64_t l_2003 = 1UL;
            int8_t l_2078 = (-7L);
            int64_t l_2079 = 0x3911DF381B91F40ALL;
            int8_t l_2080 = (-1L);
            uint16_t l_2082 = 0x19CDL;
            int i;
            for (i = 0; i < 4; i++)
                l_1936[i] = (-3L);
lbl_2052:
            for (g_250 = 2; (g_250 >= 0); g_250 -= 1)
            { /* block id: 790 */
                uint32_t l_1916 = 0UL;
                int32_t l_1917 = (-2L);
                int16_t l_1928 = 0x0A4BL;
                int32_t l_1934 = (-1L);
                int32_t l_1937 = (-1L);
                int32_t l_1960 = 0x39B4DE8CL;
                int32_t l_1961 = 0x6E8FA800L;
                const uint16_t **l_1987 = &l_1571;
                for (l_1896 = 0; (l_1896 <= 2); l_1896 += 1)
                { /* block id: 793 */
                    union U1 l_1898 = {0xEE54EA45L};
                    return l_1898;
                }
                for (g_1293.f3 = 2; (g_1293.f3 >= 0); g_1293.f3 -= 1)
                { /* block id: 798 */
                    int32_t l_1929[10] = {1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
                    int32_t *l_1946 = &l_1695;
                    int32_t *l_1947 = &g_180.f0;
                    int32_t *l_1948 = &g_180.f0;
                    int32_t *l_1949 = &l_1936[0];
                    int32_t *l_1950 = (void*)0;
                    int32_t *l_1951 = &l_1816;
                    int32_t *l_1952 = &l_1816;
                    int32_t *l_1953 = &l_1709[1][1][4];
                    int32_t *l_1954 = &l_1372[0][6][2];
                    int32_t *l_1955 = &l_1701;
                    int32_t *l_1956 = &l_1709[3][0][4];
                    int32_t *l_1957 = &l_1648;
                    int32_t *l_1958 = (void*)0;
                    int32_t *l_1959[4][2][6] = {{{&l_1816,(void*)0,(void*)0,&l_1816,&l_1372[2][5][3],&l_1696},{&g_4[3][5],&l_1488.f0,&l_1704,&l_1696,&l_1917,&l_1704}},{{&l_1917,&l_1372[2][5][3],&g_4[5][3],&l_1372[2][5][3],&l_1917,&l_1935},{&l_1704,&l_1488.f0,&l_1646,&l_1706,&l_1372[2][5][3],&l_1704}},{{&l_1704,(void*)0,&l_1488.f0,&l_1488.f0,(void*)0,&l_1704},{&l_1706,&l_1696,&l_1646,&l_1917,&l_1704,&l_1935}},{{(void*)0,&l_1704,&g_4[5][3],&l_1704,&g_4[5][3],&l_1704},{(void*)0,&l_1935,&l_1704,&l_1917,&l_1646,&l_1696}}};
                    uint16_t l_1962 = 0x9E84L;
                    int i, j, k;
                }
            }
            (*l_1992) = ((**g_178) , (g_4[5][3] ^ p_24));
            if ((l_1993 != (g_1994 , l_1897)))
            { /* block id: 830 */
                int16_t l_2001 = 0x0A64L;
                int32_t l_2002 = 0x52614BA3L;
                uint32_t l_2017[3][2] = {{0UL,0UL},{0UL,0UL},{0UL,0UL}};
                int32_t **l_2036[8];
                int64_t ****l_2041 = &g_821;
                union U1 l_2053 = {0x6451E3E5L};
                int i, j;
                for (i = 0; i < 8; i++)
                    l_2036[i] = &g_7[3];
                for (l_1696 = 0; (l_1696 > 6); l_1696 += 4)
                { /* block id: 833 */
                    int32_t *l_1997 = &l_1936[3];
                    int32_t *l_1998 = &l_1936[2];
                    int32_t *l_1999 = (void*)0;
                    int32_t *l_2000[3];
                    int16_t *l_2015 = &l_1824.f3;
                    int16_t *l_2016 = &l_1895[3];
                    uint16_t *** const l_2022 = &g_378[2][0];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2000[i] = &g_180.f0;
                    ++l_2003;
                    (*l_1997) = (((g_236 , (((((((int8_t)(p_24 == 0x81L) >> (int8_t)g_1797.f0) , ((uint8_t)(((l_2002 >= (-(int32_t)(((int16_t)((*l_2016) = (0x1415L != ((*l_2015) = ((*l_1616) <= ((p_24 == ((uint8_t)(((*l_1993) = ((**g_1179) , (*l_1616))) && 0x8BL) * (uint8_t)0xA6L)) && 18446744073709551614UL))))) << (int16_t)4) ^ p_24))) <= l_2017[1][0]) , p_24) % (uint8_t)7UL)) >= 4294967288UL) , (void*)0) == (void*)0) , g_2018)) , g_2019) , p_24);
                    for (g_1293.f2 = (-14); (g_1293.f2 != 7); g_1293.f2 += 7)
                    { /* block id: 841 */
                        uint16_t ****l_2023 = &l_1568;
                        uint32_t *l_2034[3][5] = {{&g_97[1][2],(void*)0,(void*)0,(void*)0,(void*)0},{&g_97[1][2],(void*)0,(void*)0,(void*)0,(void*)0},{&g_97[1][2],(void*)0,(void*)0,(void*)0,(void*)0}};
                        int32_t l_2035 = 0L;
                        int32_t l_2037 = 8L;
                        int32_t l_2038 = 1L;
                        int32_t l_2039 = 5L;
                        int32_t *l_2040 = &g_208;
                        int i, j;
                        (*l_2023) = l_2022;
                        l_1372[0][2][3] = (l_2039 = (l_2038 = (((uint16_t)((l_2037 = (+((int8_t)(((uint16_t)0x2DF8L + (uint16_t)(((*l_2016) = (((*g_33) = (l_2002 & (((*l_1862) , (***l_1744)) == (void*)0))) && (((uint8_t)(((*l_1993) |= (g_2033 >= (l_2035 ^= 0xB6DD0EBDL))) , (((void*)0 == l_2036[2]) <= g_641.f0)) * (uint8_t)0xFEL) <= 251UL))) == p_24)) || (*l_1992)) - (int8_t)251UL))) <= 0x202BL) << (uint16_t)l_2038) ^ 0xECL)));
                        l_2040 = &l_1816;
                        l_2038 |= ((((((*l_1686) = l_2041) != (*g_745)) , (*g_1783)) == (((*l_2040) = (p_24 , (p_24 > (*l_1992)))) , &l_1661)) && (((((uint8_t)((int32_t)0x110E8364L % (int32_t)(*l_2040)) - (uint8_t)(*l_1992)) , (*l_1997)) & p_24) || 0x6A6A0410L));
                    }
                }
                for (g_671 = 0; (g_671 != 24); g_671 += 8)
                { /* block id: 859 */
                    (*g_2049) = l_2048;
                    for (g_109 = (-26); (g_109 != 6); ++g_109)
                    { /* block id: 863 */
                        if (g_109)
                            goto lbl_2052;
                    }
                    for (g_113 = 0; (g_113 <= 1); g_113 += 1)
                    { /* block id: 868 */
                        int i, j;
                        if (l_2017[(g_113 + 1)][g_113])
                            break;
                        return l_2053;
                    }
                    for (l_2053.f4 = 0; (l_2053.f4 <= 3); l_2053.f4 += 1)
                    { /* block id: 874 */
                        if ((*l_1992))
                            break;
                    }
                }
                (*l_1992) = (l_1648 = (((uint16_t)((int16_t)(((g_2058 , p_24) != (+((uint16_t)(((int8_t)((((((*l_1993) = (-3L)) > p_24) , ((((((int8_t)(((l_1816 ^= ((((int8_t)(-1L) << (int8_t)2) < (p_24 || (((*l_1992) , (*l_1616)) == ((void*)0 == (*g_1784))))) , (*l_1992))) || p_24) <= g_629) >> (int8_t)5) & 0xEFA9D19AC196A162LL) < 5L) == 0x8872FA4AL) > (*l_1992))) > p_24) ^ 0L) * (int8_t)0L) >= p_24) << (uint16_t)14))) == 5UL) + (int16_t)l_1488.f4) / (uint16_t)0xBB8BL) < p_24));
            }
            else
            { /* block id: 882 */
                int32_t *l_2068 = &l_1706;
                int32_t *l_2069 = &l_1372[0][6][2];
                int32_t *l_2070 = &l_1935;
                int32_t *l_2071 = &l_1654;
                int32_t *l_2072 = &l_1824.f0;
                int32_t *l_2073 = &l_1709[1][1][2];
                int32_t *l_2074 = &l_1695;
                int32_t *l_2075 = &l_1648;
                int32_t *l_2076 = &l_1372[0][6][2];
                int32_t *l_2077[7];
                int i;
                for (i = 0; i < 7; i++)
                    l_2077[i] = (void*)0;
                ++l_2082;
            }
            (*l_1992) = 1L;
        }
        else
        { /* block id: 886 */
            union U1 *l_2113 = &g_180;
            int32_t l_2119 = 0xB42118B5L;
            for (l_1824.f2 = 0; (l_1824.f2 <= 3); l_1824.f2 += 1)
            { /* block id: 889 */
                uint32_t ****l_2086 = &g_967;
                uint32_t ****l_2087[1][3];
                union U0 *l_2100[9] = {&g_1292,(void*)0,&g_1292,(void*)0,&g_1292,(void*)0,&g_1292,(void*)0,&g_1292};
                int32_t l_2110 = (-10L);
                int32_t l_2114[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
                const uint16_t l_2142 = 0xCEABL;
                uint8_t * const l_2151 = &g_66;
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 3; j++)
                        l_2087[i][j] = &g_967;
                }
                if ((!((g_2089 = (l_2088[3] = &g_968[0][3])) == (void*)0)))
                { /* block id: 892 */
                    uint32_t l_2097 = 1UL;
                    union U0 *l_2099[4][7][6] = {{{&g_1294[3],&g_405[2],(void*)0,(void*)0,(void*)0,&g_1292},{&g_790,&g_1288,&g_405[0],&g_1292,(void*)0,(void*)0},{&g_2018,&g_405[2],&g_790,(void*)0,(void*)0,&g_1811},{&g_668[5],&g_1293,&g_1294[4],&g_2018,(void*)0,&g_1295},{&g_668[1],&g_1290[0][0][0],&g_668[5],(void*)0,(void*)0,&g_807},{&g_668[0],&g_1296[0][0],(void*)0,(void*)0,&g_668[3],&g_405[2]},{&g_1040,(void*)0,&g_1290[5][2][0],&g_1296[0][1],&g_1294[3],&g_1296[0][0]}},{{&g_790,(void*)0,&g_1040,&g_790,&g_1297,&g_1288},{&g_1294[3],&g_1290[0][0][0],&g_1288,&g_790,(void*)0,(void*)0},{&g_1296[0][0],&g_1294[4],(void*)0,&g_2058,&g_1290[0][0][0],&g_1293},{(void*)0,&g_790,&g_1295,&g_790,(void*)0,&g_790},{&g_1040,(void*)0,&g_1040,(void*)0,(void*)0,&g_1293},{&g_2098[3][2],(void*)0,&g_1293,(void*)0,&g_1296[0][0],(void*)0},{(void*)0,&g_405[1],(void*)0,(void*)0,&g_668[0],(void*)0}},{{&g_2098[3][2],&g_1290[0][0][0],&g_1296[0][1],(void*)0,&g_405[0],(void*)0},{&g_1040,(void*)0,&g_790,&g_790,&g_2098[3][2],&g_668[5]},{(void*)0,&g_790,(void*)0,&g_2058,&g_1296[0][0],&g_668[1]},{(void*)0,(void*)0,&g_790,&g_1296[0][0],(void*)0,(void*)0},{(void*)0,&g_668[5],&g_1293,&g_405[1],&g_807,&g_946},{(void*)0,&g_668[0],&g_2098[3][2],(void*)0,&g_1290[0][0][0],&g_790},{&g_1293,&g_405[2],&g_1290[0][0][0],&g_1295,&g_1292,&g_1294[4]}},{{&g_1293,(void*)0,&g_668[5],(void*)0,&g_790,(void*)0},{&g_2058,&g_1297,&g_1288,(void*)0,(void*)0,&g_1288},{&g_807,&g_807,&g_405[0],&g_1294[4],&g_1293,&g_1290[0][0][0]},{&g_405[2],&g_1296[0][1],&g_668[3],&g_1040,&g_790,&g_405[0]},{&g_946,&g_405[2],&g_668[3],&g_668[1],&g_807,&g_1290[0][0][0]},{(void*)0,&g_668[1],&g_405[0],&g_790,&g_1292,&g_1288},{&g_790,&g_1292,&g_1288,&g_668[0],&g_1288,(void*)0}}};
                    int32_t l_2109[9][5] = {{(-1L),(-7L),6L,(-7L),(-1L)},{0x5D69AD93L,5L,0x35D89A0FL,(-1L),5L},{(-1L),(-1L),(-1L),(-1L),6L},{5L,(-1L),0xEB2AB5F7L,5L,5L},{0L,(-1L),0L,6L,(-1L)},{5L,0x35D89A0FL,(-1L),5L,(-1L)},{(-6L),(-6L),6L,(-1L),(-7L)},{0x5D69AD93L,5L,(-1L),(-1L),5L},{(-7L),(-1L),0L,(-7L),6L}};
                    int i, j, k;
                    for (g_790.f3 = 3; (g_790.f3 >= 0); g_790.f3 -= 1)
                    { /* block id: 895 */
                        const int64_t l_2107[3] = {0L,0L,0L};
                        int32_t ***l_2108 = &g_149;
                        uint16_t *l_2116 = &g_109;
                        int32_t l_2120 = 1L;
                        int i;
                        l_1372[0][6][2] ^= ((int16_t)(~(((p_24 , 0xD6L) | (l_2109[0][2] &= ((((int64_t)((uint16_t)l_2097 >> (uint16_t)10) - (int64_t)(g_2098[3][2] , ((l_2099[1][3][2] != (l_2100[2] = l_1862)) || ((((int16_t)((int16_t)p_24 >> (int16_t)((uint64_t)p_24 / (uint64_t)g_476)) * (int16_t)l_2107[2]) , &g_1356) != l_2108)))) || 0xD07FA3ACC10BF762LL) && (*l_1616)))) || l_2110)) % (int16_t)(-9L));
                        l_2119 ^= (l_1654 = (((int8_t)(l_2110 == 65531UL) >> (int8_t)0) | ((0xE9AEL != (l_2114[7] &= ((void*)0 != l_2113))) != ((*l_1616) != ((g_2115 , 0UL) && (++(*l_2116)))))));
                        l_2120 = 0x7B9BCB20L;
                    }
                }
                else
                { /* block id: 905 */
                    int32_t l_2121 = (-10L);
                    int32_t *l_2144 = &l_1702;
                    uint64_t *l_2157[3][3] = {{&g_1297.f4,&g_1297.f4,&g_1297.f4},{&g_75,(void*)0,&g_75},{&g_1297.f4,&g_1297.f4,&g_1297.f4}};
                    int32_t *l_2158 = &l_2114[4];
                    union U2 *l_2166 = &g_1819;
                    union U2 **l_2165 = &l_2166;
                    union U2 ***l_2171 = &l_2165;
                    int i, j;
                    (*l_2144) ^= ((l_2121 ^= l_2119) , ((uint16_t)(-(int8_t)(((int32_t)(g_539.f0 > ((uint8_t)(-(int32_t)(((p_24 != p_24) && ((uint32_t)(l_1588 ^ 1UL) - (uint32_t)((uint64_t)(0x99D6885CL | (((uint8_t)((((int8_t)(((int8_t)((uint16_t)((((void*)0 != &g_409[0][2]) | l_2121) , 3UL) % (uint16_t)0xBCA4L) - (int8_t)1UL) == 0xEB3F8241A347C53ALL) << (int8_t)p_24) < l_2142) >= p_24) * (uint8_t)g_2143) != (*g_242))) % (uint64_t)7L))) & 0xB265E26CL)) << (uint8_t)l_2119)) + (int32_t)0x425CBB4FL) && l_2121)) << (uint16_t)12));
                    (*l_2158) |= ((int32_t)(p_24 || ((((int64_t)((int32_t)(p_24 != (l_2151 != (void*)0)) / (int32_t)l_2119) / (int64_t)((uint64_t)((*l_2144) , ((((int16_t)(*l_1616) * (int16_t)g_2156) >= (g_409[0][2] ^= (0x924D1F9F78336199LL >= (*l_2144)))) , (*l_2144))) % (uint64_t)(**g_822))) ^ g_322.f1) , 0UL)) % (int32_t)p_24);
                    (*l_2165) = ((*g_1774) , ((((void*)0 == (*g_333)) , ((((((*g_33) |= ((int16_t)(p_24 , l_2114[7]) - (int16_t)(((int16_t)(g_359 , (((uint8_t)254UL << (uint8_t)l_2110) & (((**g_2049) , (****g_1173)) == (void*)0))) >> (int16_t)5) < 4UL))) < 0UL) | p_24) != p_24) , (*g_179))) , (void*)0));
                    (*l_2144) &= ((int16_t)(((uint32_t)0x68CC088AL / (uint32_t)p_24) >= (6UL == (*l_1616))) * (int16_t)(((*l_2171) = &l_2166) == ((-(int16_t)p_24) , g_2173)));
                }
                return l_1824;
            }
        }
        l_2178--;
    }
    for (g_1292.f2 = 0; (g_1292.f2 <= 0); g_1292.f2 += 1)
    { /* block id: 922 */
        uint16_t l_2185 = 0xAB07L;
        int32_t *l_2200[10] = {(void*)0,(void*)0,(void*)0,(void*)0,&l_1488.f0,(void*)0,(void*)0,(void*)0,(void*)0,&l_1488.f0};
        int i;
        (*g_984) = ((int8_t)(((l_2185 < p_24) < (l_2185 <= ((uint16_t)(p_24 <= (l_1372[0][6][2] = (((uint8_t)(((uint16_t)(p_24 > 0x77L) / (uint16_t)((uint64_t)((((uint8_t)((uint8_t)(-(int64_t)((p_24 ^ (((1UL ^ g_1248[0].f0) | 0x9CL) & p_24)) ^ p_24)) - (uint8_t)p_24) << (uint8_t)l_2199) ^ 0x29L) != 7UL) + (uint64_t)g_671)) <= p_24) % (uint8_t)g_322.f1) ^ p_24))) * (uint16_t)p_24))) | p_24) >> (int8_t)g_1819.f2);
        for (g_2058.f2 = 0; (g_2058.f2 <= 0); g_2058.f2 += 1)
        { /* block id: 927 */
            int32_t l_2221 = 0xCCF639D2L;
            const int32_t *l_2239 = &l_1372[1][5][5];
            union U1 l_2245 = {1L};
            if ((*g_1411))
                break;
            for (g_1288.f3 = 0; (g_1288.f3 <= 0); g_1288.f3 += 1)
            { /* block id: 931 */
                uint32_t l_2202[7][6] = {{0x90400B35L,0x656D3FD8L,0xDE6E2E7BL,0x656D3FD8L,0x90400B35L,0x656D3FD8L},{0x6C70B236L,0xC94934B1L,0x6C70B236L,0x656D3FD8L,0x6C70B236L,0xC94934B1L},{0x90400B35L,0xC94934B1L,0xDE6E2E7BL,0xC94934B1L,0x90400B35L,0xC94934B1L},{0x6C70B236L,0x656D3FD8L,0x6C70B236L,0xC94934B1L,0x6C70B236L,0x656D3FD8L},{0x90400B35L,0x656D3FD8L,0xDE6E2E7BL,0x656D3FD8L,0x90400B35L,0x656D3FD8L},{0x6C70B236L,0xC94934B1L,0x6C70B236L,0x656D3FD8L,0x6C70B236L,0xC94934B1L},{0x90400B35L,0xC94934B1L,0xDE6E2E7BL,0xC94934B1L,0x90400B35L,0xC94934B1L}};
                union U3 *l_2203 = &g_1797;
                int i, j;
                for (g_807.f1 = 0; (g_807.f1 <= 0); g_807.f1 += 1)
                { /* block id: 934 */
                    uint64_t l_2201 = 18446744073709551610UL;
                    (*g_1784) = (**g_1783);
                    if (p_24)
                        break;
                    if (l_2201)
                        break;
                }
                l_2202[0][5] &= 0x286839DCL;
                l_2203 = l_2203;
                for (g_250 = 0; (g_250 <= 0); g_250 += 1)
                { /* block id: 943 */
                    uint32_t *l_2222 = (void*)0;
                    uint32_t *l_2223 = (void*)0;
                    uint32_t *l_2224 = &g_101[3][5][6];
                    int16_t ** const *l_2232 = &g_643[3][0];
                    int16_t ** const **l_2231 = &l_2232;
                    int32_t l_2233 = 0x44E87E4CL;
                    l_2233 = (((int16_t)((int64_t)((void*)0 != l_2209) - (int64_t)((uint16_t)(((**g_822) = ((uint16_t)(p_24 && p_24) * (uint16_t)((((uint32_t)(((uint32_t)((uint64_t)((l_2202[3][2] ^ (~((*l_2224) = l_2221))) > ((uint32_t)(0x0620ECA3B4123FC9LL == (((int8_t)((((int64_t)((p_24 ^ ((&g_971 == l_2231) >= p_24)) == p_24) / (int64_t)p_24) || g_75) ^ p_24) >> (int8_t)0) , g_208)) % (uint32_t)p_24)) / (uint64_t)g_1292.f2) % (uint32_t)l_2202[2][0]) != p_24) + (uint32_t)0xD0D3D268L) | 65529UL) >= p_24))) == 0x16BE27C55D314EDCLL) << (uint16_t)0)) * (int16_t)0xB5B8L) , p_24);
                }
            }
            for (g_790.f4 = 0; (g_790.f4 <= 0); g_790.f4 += 1)
            { /* block id: 951 */
                int64_t *****l_2240 = &l_1687;
                for (g_1288.f4 = 0; (g_1288.f4 <= 2); g_1288.f4 += 1)
                { /* block id: 954 */
                    uint32_t l_2234 = 0x3053B90DL;
                    int32_t l_2244 = 0x8FE129A4L;
                    if (l_2221)
                    { /* block id: 955 */
                        const int32_t **l_2238[1][2];
                        int i, j;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 2; j++)
                                l_2238[i][j] = &l_2237[1][0];
                        }
                        l_2234++;
                        l_2239 = l_2237[1][0];
                    }
                    else
                    { /* block id: 958 */
                        int32_t l_2243 = 1L;
                        l_2244 |= (l_2243 = (((void*)0 == l_2240) ^ (p_24 = (2UL == (+(g_2242 , 1L))))));
                    }
                    for (g_1775.f1 = 0; (g_1775.f1 <= 2); g_1775.f1 += 1)
                    { /* block id: 965 */
                        return l_2245;
                    }
                }
            }
        }
    }
    for (g_180.f3 = (-28); (g_180.f3 > 19); g_180.f3 += 7)
    { /* block id: 974 */
        int32_t l_2248 = 0L;
        int32_t *l_2249 = &l_1372[0][6][2];
        int32_t *l_2250 = &g_208;
        int32_t *l_2251 = &g_208;
        int32_t *l_2252 = &g_208;
        int32_t *l_2253 = &l_1488.f0;
        int32_t *l_2254[4];
        uint8_t l_2256 = 249UL;
        int i;
        for (i = 0; i < 4; i++)
            l_2254[i] = (void*)0;
        l_2256--;
        if (p_24)
            break;
    }
    return (**g_178);
}


/* ------------------------------------------ */
/* 
 * reads : g_810.f1 g_4 g_831 g_333 g_334 g_210 g_208 g_822 g_242 g_238 g_370 g_671 g_33 g_34 g_892 g_180.f2 g_113 g_95 g_790.f3 g_245 g_379 g_786 g_409 g_178 g_179 g_180 g_745 g_746 g_945 g_946 g_641.f0 g_180.f0 g_389.f1 g_230 g_976 g_971 g_643 g_983 g_167.f0 g_984 g_1002 g_398.f1 g_97 g_790.f2 g_1040 g_378 g_370.f0 g_1066 g_823 g_829 g_1066.f0 g_1146 g_180.f3 g_1153 g_180.f1 g_1161 g_101 g_1173 g_790.f4 g_1179 g_1174 g_945.f0 g_272 g_1177 g_234.f0 g_1220 g_1176 g_539.f0 g_1248 g_1251 g_747 g_748 g_749 g_301 g_1248.f0 g_234.f2 g_1180 g_1281 g_322.f1 g_946.f1 g_1220.f4 g_75 g_1288 g_405 g_236.f0 g_106
 * writes: g_208 g_821 g_823 g_149 g_210 g_238 g_845 g_790.f3 g_967 g_971 g_97 g_245 g_180.f3 g_641.f4 g_379 g_398.f1 g_790.f1 g_7 g_829 g_180.f0 g_34 g_180.f1 g_629 g_790.f4 g_1180 g_946.f1 g_1220.f4 g_1297.f4 g_790.f2
 */
static int64_t  func_25(int32_t ** p_26, uint64_t  p_27, int32_t * const  p_28)
{ /* block id: 391 */
    int64_t l_817 = 0xBC43E3F8C0A9B702LL;
    int32_t *l_818 = &g_208;
    uint8_t l_835[5];
    int32_t l_850 = 0x7B873AD8L;
    int32_t l_851 = 9L;
    int16_t ** const *l_882 = &g_643[3][0];
    int16_t ** const **l_881 = &l_882;
    uint64_t l_925[8] = {0UL,18446744073709551608UL,0UL,18446744073709551608UL,0UL,18446744073709551608UL,0UL,18446744073709551608UL};
    const int64_t ****l_939 = (void*)0;
    uint16_t ** const *l_957 = &g_378[2][0];
    uint32_t *l_965 = &g_97[2][2];
    uint32_t **l_964 = &l_965;
    uint32_t ***l_963 = &l_964;
    int32_t l_990[1][1];
    uint64_t l_1077 = 18446744073709551609UL;
    int16_t ***l_1102 = &g_643[4][0];
    int64_t l_1141 = 0x3DDCB22446838B27LL;
    uint32_t l_1244 = 4294967295UL;
    uint8_t l_1313 = 0xA2L;
    int64_t l_1354 = 0x786C53D67E6C0664LL;
    uint32_t l_1362 = 4294967290UL;
    int i, j;
    for (i = 0; i < 5; i++)
        l_835[i] = 253UL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_990[i][j] = 9L;
    }
    if (((*l_818) = ((g_810.f1 >= (*p_28)) != (!l_817))))
    { /* block id: 393 */
        int64_t ***l_819 = (void*)0;
        int64_t ****l_820[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        uint16_t * const l_826 = (void*)0;
        uint16_t * const *l_825[10][1] = {{&l_826},{(void*)0},{(void*)0},{&l_826},{(void*)0},{(void*)0},{&l_826},{(void*)0},{(void*)0},{&l_826}};
        uint16_t * const **l_824 = &l_825[7][0];
        uint16_t * const l_828 = &g_829;
        uint16_t * const *l_827 = &l_828;
        int32_t ***l_830 = &g_149;
        uint64_t *l_832 = &g_210;
        int32_t l_836[9];
        int32_t l_838 = (-1L);
        uint8_t l_858 = 247UL;
        union U1 l_912[5][9][5] = {{{{-4L},{-7L},{0x92D86D04L},{1L},{1L}},{{0x38EFE4AFL},{-7L},{0x94EB5FA3L},{0x2EBFAB28L},{-8L}},{{0xB16994BCL},{0x2F83CB40L},{0xA2670B00L},{1L},{0L}},{{0x83E22264L},{-1L},{1L},{1L},{-8L}},{{0xE3AA0A8FL},{1L},{0L},{0L},{1L}},{{0xB16994BCL},{1L},{0L},{0x7245B9EAL},{0x4FBA6380L}},{{0xC30C0900L},{-8L},{1L},{0xE32B45ECL},{0L}},{{0L},{-7L},{0xA2670B00L},{0x152BCA38L},{1L}},{{0xC30C0900L},{6L},{0x94EB5FA3L},{1L},{0x2F83CB40L}}},{{{0xB16994BCL},{-8L},{0x92D86D04L},{1L},{0x2D91E006L}},{{0xE3AA0A8FL},{-1L},{0x7B880A9DL},{0x152BCA38L},{-8L}},{{0x83E22264L},{0x1752802FL},{0L},{0xE32B45ECL},{0x1752802FL}},{{0xB16994BCL},{-1L},{0x187998CFL},{0x7245B9EAL},{0L}},{{0x38EFE4AFL},{-8L},{0x7B880A9DL},{0L},{0L}},{{-4L},{6L},{0xA2670B00L},{1L},{0x1752802FL}},{{0xC30C0900L},{-7L},{0x47049036L},{1L},{-8L}},{{0xDF66A80DL},{-8L},{0xA2670B00L},{0x2EBFAB28L},{0x2D91E006L}},{{0x83E22264L},{1L},{0x7B880A9DL},{1L},{0x2F83CB40L}}},{{{0x83E22264L},{1L},{0x187998CFL},{0xE32B45ECL},{1L}},{{0xDF66A80DL},{-1L},{0L},{0xA2670B00L},{0L}},{{0xC30C0900L},{0x2F83CB40L},{0x7B880A9DL},{0xE32B45ECL},{0x4FBA6380L}},{{-4L},{-7L},{0x92D86D04L},{1L},{1L}},{{0x38EFE4AFL},{-7L},{0x94EB5FA3L},{0x2EBFAB28L},{-8L}},{{0xB16994BCL},{0x2F83CB40L},{0xA2670B00L},{1L},{0L}},{{0x83E22264L},{-1L},{1L},{1L},{-8L}},{{0xE3AA0A8FL},{1L},{0L},{0L},{1L}},{{0xB16994BCL},{1L},{0L},{0x7245B9EAL},{0x4FBA6380L}}},{{{0xCC919AD7L},{0x6C5780D8L},{1L},{0x4FBA6380L},{0x20DF26DAL}},{{-8L},{1L},{-1L},{0x28931F9FL},{0x0D0DD17BL}},{{0xCC919AD7L},{0x0BA3B530L},{-6L},{-6L},{-10L}},{{0L},{0x6C5780D8L},{-8L},{-6L},{-10L}},{{-1L},{-5L},{0x26E35EFDL},{0x28931F9FL},{0x6C5780D8L}},{{1L},{-3L},{0xF9D96A2AL},{0x4FBA6380L},{-3L}},{{0L},{-5L},{0L},{0x2F83CB40L},{0x20DF26DAL}},{{-5L},{0x6C5780D8L},{0x26E35EFDL},{0xF9D96A2AL},{0x20DF26DAL}},{{0x823DB911L},{0x0BA3B530L},{-1L},{1L},{-3L}}},{{{0xCC919AD7L},{1L},{0x2D91E006L},{-6L},{0x6C5780D8L}},{{9L},{0x6C5780D8L},{-1L},{0x2B3CA2D4L},{-10L}},{{1L},{0L},{0x26E35EFDL},{1L},{-10L}},{{1L},{0x0D0DD17BL},{0L},{0x4FBA6380L},{0x0D0DD17BL}},{{9L},{-5L},{0xF9D96A2AL},{-1L},{0x20DF26DAL}},{{0xCC919AD7L},{-10L},{0x26E35EFDL},{0x4FBA6380L},{0L}},{{0x823DB911L},{1L},{-8L},{1L},{0x0D0DD17BL}},{{-5L},{1L},{-6L},{0x2B3CA2D4L},{0x6C5780D8L}},{{0L},{-10L},{-1L},{-6L},{0x5ECC5B2EL}}}};
        int16_t l_938 = (-2L);
        uint16_t ***l_958 = &g_378[0][1];
        int16_t ***l_969 = &g_643[3][0];
        uint64_t l_997 = 0x2B4B167186F6E2D4LL;
        int16_t l_1011 = (-1L);
        union U1 *l_1063 = &l_912[2][0][2];
        uint32_t l_1090 = 18446744073709551615UL;
        int32_t l_1099 = 1L;
        uint8_t l_1122 = 0x24L;
        int16_t ****l_1140 = &l_1102;
        int16_t *****l_1139 = &l_1140;
        const int8_t l_1172 = 0xD4L;
        volatile uint32_t ** const * volatile * volatile *l_1178 = (void*)0;
        union U0 *l_1289 = &g_1290[0][0][0];
        uint16_t l_1308 = 0xAD6BL;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_836[i] = 0x1846FF24L;
        if (((p_27 > p_27) && ((((((g_821 = l_819) == (g_823 = &g_822)) , ((l_827 = ((*l_824) = &g_379[1][1][4])) == (((*l_832) &= (((*l_830) = (void*)0) != (g_831 , (*g_333)))) , &g_379[0][2][8]))) > (*l_818)) , &p_28) != (void*)0)))
        { /* block id: 400 */
            int16_t *l_837[10][4][6] = {{{(void*)0,&g_180.f3,&g_475,&g_95[0],&g_180.f3,&g_95[0]},{&g_180.f3,&g_106,&g_475,&g_95[0],&g_95[0],&g_475},{&g_95[0],&g_95[0],&g_95[0],&g_180.f3,&g_95[0],&g_475},{&g_180.f3,&g_95[0],&g_475,&g_180.f3,(void*)0,&g_95[0]}},{{&g_106,&g_180.f3,&g_475,&g_180.f3,&g_95[0],&g_475},{&g_95[0],&g_180.f3,&g_95[0],&g_106,&g_106,&g_475},{&g_106,&g_106,&g_475,&g_106,&g_106,&g_95[0]},{&g_95[0],(void*)0,&g_475,&g_95[0],&g_180.f3,&g_475}},{{&g_180.f3,&g_95[0],&g_95[0],(void*)0,&g_180.f3,&g_475},{(void*)0,&g_180.f3,&g_475,&g_95[0],&g_180.f3,&g_95[0]},{&g_180.f3,&g_106,&g_475,&g_95[0],&g_95[0],&g_475},{&g_95[0],&g_95[0],&g_95[0],&g_180.f3,&g_95[0],&g_475}},{{&g_180.f3,&g_95[0],&g_475,&g_180.f3,(void*)0,&g_95[0]},{&g_106,&g_180.f3,&g_475,&g_180.f3,&g_95[0],&g_475},{&g_95[0],&g_180.f3,&g_95[0],&g_106,&g_106,&g_475},{&g_106,&g_106,&g_475,&g_106,&g_106,&g_95[0]}},{{&g_95[0],(void*)0,&g_475,&g_95[0],&g_180.f3,&g_180.f3},{&g_475,(void*)0,&g_95[0],&g_475,&g_95[0],&g_180.f3},{&g_475,&g_95[0],&g_180.f3,&g_475,&g_206,&g_95[0]},{&g_95[0],&g_180.f3,&g_180.f3,(void*)0,(void*)0,&g_180.f3}},{{&g_180.f3,&g_180.f3,&g_95[0],&g_206,&g_475,&g_180.f3},{&g_206,&g_475,&g_180.f3,&g_95[0],&g_475,&g_95[0]},{&g_95[0],&g_206,&g_180.f3,&g_475,&g_180.f3,&g_180.f3},{(void*)0,&g_475,&g_95[0],&g_180.f3,&g_95[0],&g_180.f3}},{{&g_180.f3,&g_95[0],&g_180.f3,&g_95[0],&g_180.f3,&g_95[0]},{&g_475,&g_475,&g_180.f3,&g_180.f3,&g_475,&g_180.f3},{&g_475,(void*)0,&g_95[0],&g_475,&g_95[0],&g_180.f3},{&g_475,&g_95[0],&g_180.f3,&g_475,&g_206,&g_95[0]}},{{&g_95[0],&g_180.f3,&g_180.f3,(void*)0,(void*)0,&g_180.f3},{&g_180.f3,&g_180.f3,&g_95[0],&g_206,&g_475,&g_180.f3},{&g_206,&g_475,&g_180.f3,&g_95[0],&g_475,&g_95[0]},{&g_95[0],&g_206,&g_180.f3,&g_475,&g_180.f3,&g_180.f3}},{{(void*)0,&g_475,&g_95[0],&g_180.f3,&g_95[0],&g_180.f3},{&g_180.f3,&g_95[0],&g_180.f3,&g_95[0],&g_180.f3,&g_95[0]},{&g_475,&g_475,&g_180.f3,&g_180.f3,&g_475,&g_180.f3},{&g_475,(void*)0,&g_95[0],&g_475,&g_95[0],&g_180.f3}},{{&g_475,&g_95[0],&g_180.f3,&g_475,&g_206,&g_95[0]},{&g_95[0],&g_180.f3,&g_180.f3,(void*)0,(void*)0,&g_180.f3},{&g_180.f3,&g_180.f3,&g_95[0],&g_206,&g_475,&g_180.f3},{&g_206,&g_475,&g_180.f3,&g_95[0],&g_475,&g_95[0]}}};
            uint16_t * const ***l_844 = &l_824;
            uint16_t * const ****l_843[10] = {&l_844,(void*)0,(void*)0,(void*)0,(void*)0,&l_844,(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t l_849 = 0x79547641L;
            int32_t *l_852 = &l_836[5];
            int32_t *l_853 = &l_838;
            int32_t *l_854 = (void*)0;
            int32_t *l_855 = (void*)0;
            int32_t *l_856 = &g_245;
            int32_t *l_857[10] = {&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0,&g_180.f0};
            int i, j, k;
            l_849 &= (((*l_818) = (*p_28)) == (((int64_t)((**g_822) |= l_835[0]) % (int64_t)((l_838 |= l_836[5]) , ((int16_t)(((uint16_t)0xFBD0L << (uint16_t)p_27) && (l_843[3] == (g_845[3][1][0] = (void*)0))) >> (int16_t)12))) > (g_370[0] , ((uint8_t)g_671 * (uint8_t)(*g_33)))));
            l_851 &= (((0xF65BL < (*l_818)) == ((*l_818) >= ((((l_850 = (*l_818)) > 0UL) >= p_27) != p_27))) == p_27);
            l_858++;
        }
        else
        { /* block id: 409 */
            uint32_t l_865 = 18446744073709551615UL;
            int16_t * const *l_885 = &g_272;
            int16_t * const **l_884[8] = {&l_885,&l_885,&l_885,&l_885,&l_885,&l_885,&l_885,&l_885};
            int16_t * const ** const *l_883 = &l_884[7];
            uint16_t *l_908 = &g_829;
            int32_t l_942 = 0xDADE41C8L;
            uint16_t l_944 = 0x90A8L;
            int32_t l_991 = 1L;
            int32_t l_994[5] = {1L,1L,1L,1L,1L};
            int i;
            if ((*l_818))
            { /* block id: 410 */
                int32_t l_893 = (-1L);
                int32_t l_894 = 0xF94A4D41L;
                int32_t l_901 = 1L;
                for (l_817 = 0; (l_817 > (-11)); l_817 -= 7)
                { /* block id: 413 */
                    int32_t *l_863 = &l_838;
                    int32_t *l_864[6] = {&g_208,&g_208,&g_208,&g_208,&g_208,&g_208};
                    uint32_t l_904 = 1UL;
                    int i;
                    ++l_865;
                    (*l_863) &= (~((uint8_t)((uint64_t)((uint8_t)(((uint16_t)65535UL * (uint16_t)((((int8_t)(-1L) + (int8_t)(*g_33)) > (((uint8_t)(l_881 != l_883) << (uint8_t)4) != (l_901 = ((int64_t)((uint8_t)((uint16_t)(((l_894 |= (g_892 , (1UL ^ ((*g_242) = l_893)))) | ((int32_t)(((int16_t)((int8_t)(0x1A07413A4333D936LL | p_27) >> (int8_t)0) >> (int16_t)p_27) , (*l_818)) + (int32_t)l_865)) > g_180.f2) << (uint16_t)l_865) >> (uint8_t)g_113) / (int64_t)g_95[0])))) < 18446744073709551615UL)) ^ 0xF2FBD39FL) >> (uint8_t)0) % (uint64_t)p_27) * (uint8_t)(*g_33)));
                    for (g_790.f3 = 0; (g_790.f3 < (-27)); g_790.f3--)
                    { /* block id: 421 */
                        return l_904;
                    }
                }
            }
            else
            { /* block id: 425 */
                uint64_t *l_924[8][7] = {{&g_227,(void*)0,&g_409[3][8],(void*)0,&g_227,&g_409[3][8],&g_227},{&g_75,&g_409[1][1],&g_75,&g_75,&g_75,(void*)0,&g_227},{&g_75,&g_227,&g_409[3][8],&g_409[5][4],&g_227,&g_409[5][4],&g_409[3][8]},{&g_227,&g_227,&g_75,&g_409[1][1],&g_75,&g_75,&g_75},{(void*)0,&g_409[3][8],&g_409[3][8],(void*)0,&g_409[5][4],&g_75,(void*)0},{&g_227,&g_75,&g_75,&g_75,&g_75,&g_227,(void*)0},{&g_227,(void*)0,&g_227,&g_227,&g_227,&g_227,(void*)0},{&g_75,(void*)0,&g_227,&g_75,&g_75,&g_75,&g_75}};
                int32_t *l_926 = &l_851;
                int32_t ***l_962 = (void*)0;
                int16_t ** const *l_972 = &g_643[3][0];
                int32_t l_992 = 2L;
                int32_t l_993 = 0x6719DC8AL;
                int i, j;
                if (((*l_926) |= (((g_245 && p_27) < (((l_925[0] &= (+(((uint16_t)(l_908 == (*l_827)) - (uint16_t)((void*)0 == g_786)) >= (+((uint64_t)(l_912[2][0][2] , ((*l_832)++)) - (uint64_t)((int8_t)(((((int8_t)((!(*g_33)) | (((uint64_t)((*l_818) &= (((int32_t)(p_27 | l_865) / (int32_t)p_27) , g_409[0][2])) - (uint64_t)0xA8532C93F2A7B845LL) , p_27)) << (int8_t)(*g_33)) && p_27) , 0xF4L) & (-10L)) % (int8_t)l_865)))))) , p_27) != p_27)) || (*g_242))))
                { /* block id: 430 */
                    uint16_t l_943 = 9UL;
                    union U0 *l_948 = &g_668[1];
                    union U0 **l_947[10][8][2] = {{{&l_948,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948}},{{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948}},{{&l_948,(void*)0},{(void*)0,(void*)0},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948}},{{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{&l_948,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{&l_948,&l_948}},{{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948}},{{&l_948,&l_948},{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,&l_948},{&l_948,(void*)0},{(void*)0,(void*)0},{(void*)0,&l_948}},{{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,(void*)0}},{{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,&l_948},{(void*)0,(void*)0},{(void*)0,(void*)0},{&l_948,&l_948},{&l_948,&l_948}},{{&l_948,&l_948},{(void*)0,&l_948},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948},{&l_948,&l_948},{&l_948,(void*)0},{&l_948,&l_948}}};
                    int32_t l_988 = 0xD7D29844L;
                    int32_t l_989[5][8] = {{0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L},{0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L},{0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L},{0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L},{0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L,0xA250C90FL,0xC5351135L}};
                    int i, j, k;
                    if ((((**g_178) , ((uint16_t)((uint8_t)(((uint8_t)(((((((uint16_t)((uint8_t)((((!((l_938 , (*g_745)) != l_939)) | (*l_818)) , (((*p_28) ^ 0x29A49F5BL) && p_27)) && ((uint8_t)0x58L >> (uint8_t)5)) << (uint8_t)7) + (uint16_t)l_942) != 0x6D20B5A7L) , g_238) , p_27) < l_943) < 4294967286UL) + (uint8_t)0x18L) | p_27) / (uint8_t)(*l_926)) << (uint16_t)l_943)) == l_944))
                    { /* block id: 431 */
                        union U0 ***l_949 = &l_947[2][0][1];
                        int32_t l_952 = 0x6A94227DL;
                        uint16_t ****l_959 = &l_958;
                        (*l_818) |= (g_945[6][0][2] , (g_946 , 0xB5C84193L));
                        (*l_949) = l_947[0][2][0];
                        (*l_926) ^= (g_641.f0 , (((uint8_t)g_180.f0 << (uint8_t)l_952) >= (((p_27 > (*l_818)) != ((int16_t)((int16_t)((*g_242) <= (l_957 != ((*l_959) = l_958))) * (int16_t)(((uint8_t)(((&g_35[0][1][1] != l_962) & g_389.f1) != (*g_33)) + (uint8_t)p_27) || (-1L))) / (int16_t)0xA4C5L)) , g_238)));
                    }
                    else
                    { /* block id: 436 */
                        uint32_t ****l_966 = &l_963;
                        int16_t ****l_970[6][10] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                        int i, j;
                        g_967 = ((*l_966) = l_963);
                        (*l_926) = ((g_971 = l_969) == (g_230 , l_972));
                    }
                    if (g_671)
                        goto lbl_1014;
                    for (g_208 = (-11); (g_208 < 24); g_208 += 3)
                    { /* block id: 444 */
                        const uint8_t l_975 = 255UL;
                        int32_t *l_985 = &l_838;
                        int32_t *l_986 = &l_836[1];
                        int32_t *l_987[3][2][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}}};
                        int8_t l_995[10][6] = {{(-10L),1L,0x05L,0xE6L,0x6EL,0xB7L},{2L,0xB7L,(-8L),1L,(-8L),0xB7L},{(-8L),0xB4L,0x05L,0x10L,0xD1L,0xE6L},{(-8L),(-2L),0xD1L,1L,0xFBL,1L},{2L,(-2L),2L,0xE6L,0xD1L,0x10L},{(-10L),0xB4L,2L,0xB7L,(-8L),1L},{0x6EL,0xB7L,0xD1L,0xB7L,0x6EL,0xE6L},{(-10L),1L,0x05L,0xE6L,0x6EL,0xB7L},{2L,0xB7L,(-8L),1L,(-8L),0xB7L},{(-8L),0xB4L,0x05L,0x10L,0xD1L,0xE6L}};
                        int16_t l_996 = 0L;
                        int i, j, k;
                        (*g_984) = (l_975 || ((((((*l_926) = ((p_27 <= p_27) < ((&l_947[0][2][0] == (g_976 , &g_786)) < (((uint16_t)((((*l_965) = 0xFA72658AL) == (((int8_t)(((((int8_t)((((l_912[2][0][2].f3 , (*g_971)) == (*l_969)) < (*l_926)) , 0x13L) * (int8_t)(*g_33)) || 0x56L) > 0x8FB2C48172A60161LL) > p_27) - (int8_t)l_943) != 0x0F470718L)) <= 0x74L) - (uint16_t)l_975) && p_27)))) ^ g_983[5]) , 5UL) , g_167.f0) , 0x2DD39C3BL));
                        l_997--;
                        (*l_985) = (p_27 >= ((int32_t)((g_1002 , (*l_818)) <= ((uint64_t)((((uint8_t)p_27 - (uint8_t)(((l_942 >= (0xD36FAF20L > ((*p_28) != ((uint32_t)l_1011 / (uint32_t)((((int8_t)(-1L) >> (int8_t)6) <= 0x28L) || 1UL))))) , 0x32L) & (*g_33))) , (void*)0) != (void*)0) - (uint64_t)(-7L))) % (int32_t)p_27));
                    }
                    (*l_818) = ((*l_926) = l_942);
                }
                else
                { /* block id: 453 */
                    (*l_818) = 1L;
                }
lbl_1014:
                for (g_180.f3 = 0; g_180.f3 < 9; g_180.f3 += 1)
                {
                    for (p_27 = 0; p_27 < 3; p_27 += 1)
                    {
                        for (g_641.f4 = 0; g_641.f4 < 9; g_641.f4 += 1)
                        {
                            g_379[g_180.f3][p_27][g_641.f4] = (void*)0;
                        }
                    }
                }
                for (g_398.f1 = 1; (g_398.f1 > (-23)); g_398.f1--)
                { /* block id: 460 */
                    int16_t l_1039 = 1L;
                    int32_t l_1041[3];
                    int32_t *l_1042 = &l_942;
                    int32_t *l_1043 = &l_1041[0];
                    int32_t *l_1044 = (void*)0;
                    int32_t *l_1045[6];
                    uint32_t l_1046 = 0x08DB67C0L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1041[i] = 1L;
                    for (i = 0; i < 6; i++)
                        l_1045[i] = &l_994[2];
                    for (g_790.f1 = (-2); (g_790.f1 <= 40); g_790.f1++)
                    { /* block id: 463 */
                        int16_t l_1021 = 0xCF6CL;
                        int32_t l_1026 = (-7L);
                        (*l_926) = (((int16_t)(l_1021 != (l_944 > ((int16_t)(l_1026 = (((*p_28) , ((**l_964)--)) <= (*p_28))) << (int16_t)9))) - (int16_t)l_994[4]) ^ ((*l_818) = (g_790.f2 > (*l_818))));
                        l_1041[0] &= ((uint8_t)(+(-(int32_t)(((((int16_t)p_27 >> (int16_t)((int16_t)((int8_t)p_27 >> (int8_t)(((uint64_t)(l_1039 , 0UL) + (uint64_t)l_1039) || ((g_1040 , (1UL >= l_1021)) | (0x12L > 0xE2L)))) / (int16_t)p_27)) , (*l_926)) , l_1039) || 5L))) + (uint8_t)(*l_818));
                    }
                    l_1046--;
                    (*p_26) = &l_942;
                    (*l_1042) |= (*p_28);
                }
            }
        }
        if ((((uint32_t)p_27 - (uint32_t)(-(int32_t)(p_27 >= (((uint32_t)(((uint16_t)((int16_t)(((*l_828) = (((uint8_t)((int16_t)(~((g_180.f2 <= (((0xDF95L | (((*l_1063) = l_912[2][0][2]) , (((*l_818) = ((*l_957) == ((((uint64_t)((l_836[5] & g_370[0].f0) , (g_1066 , (*l_818))) / (uint64_t)p_27) || 0x1F43459046164B00LL) , (*l_957)))) , p_27))) >= p_27) ^ g_97[2][2])) && (*p_28))) >> (int16_t)0) * (uint8_t)0x43L) || 0x9BL)) <= p_27) >> (int16_t)4) * (uint16_t)p_27) >= 1UL) % (uint32_t)p_27) != p_27)))) != p_27))
        { /* block id: 479 */
            int32_t *l_1067 = (void*)0;
            int32_t *l_1068 = &g_180.f0;
            int32_t *l_1069 = &l_850;
            int32_t *l_1070 = (void*)0;
            int32_t *l_1071 = (void*)0;
            int32_t *l_1072 = (void*)0;
            int32_t *l_1073 = &g_208;
            int32_t *l_1074 = &g_208;
            int32_t *l_1075 = (void*)0;
            int32_t *l_1076[7][3][10] = {{{&g_180.f0,&l_912[2][0][2].f0,&l_912[2][0][2].f0,&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_836[6],(void*)0,&l_838,(void*)0},{&l_836[8],(void*)0,&g_180.f0,&l_836[8],&g_180.f0,&l_990[0][0],(void*)0,(void*)0,&l_990[0][0],&g_180.f0}},{{&l_836[8],&l_836[6],&l_836[6],&l_836[8],(void*)0,&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0},{&l_838,(void*)0,&l_836[6],&l_838,&g_180.f0,&l_838,&l_990[0][0],&l_838,&l_851,&g_208},{&l_838,&l_838,&l_836[8],&l_838,(void*)0,&l_990[0][0],&l_838,&l_838,&l_990[0][0],(void*)0}}};
            int16_t *l_1086 = (void*)0;
            int16_t *l_1087 = &l_1011;
            int i, j, k;
            --l_1077;
            (*l_1068) = (((uint8_t)(((int64_t)(((((uint64_t)(((*l_818) <= ((*l_1087) = 1L)) && 0x454051A57480A9AALL) / (uint64_t)0xB6305BEE7F681EE9LL) && ((void*)0 == &l_925[2])) < (((int32_t)l_1090 % (int32_t)((int16_t)(((int8_t)(p_27 < ((((int16_t)p_27 % (int16_t)p_27) , (*l_818)) , (*l_1074))) / (int8_t)p_27) & (*p_28)) - (int16_t)p_27)) || p_27)) > p_27) / (int64_t)(***g_823)) != 0x2078A5E0L) << (uint8_t)p_27) ^ p_27);
        }
        else
        { /* block id: 483 */
            int16_t ****l_1103 = &l_1102;
            int32_t * const ** const l_1110 = &g_334;
            uint64_t l_1113 = 0xD5AB9FF04AA235AFLL;
            (*g_984) &= ((int64_t)l_1099 / (int64_t)((uint16_t)(((*l_1103) = l_1102) == l_969) * (uint16_t)((*l_818) <= (((((int16_t)((((uint16_t)(((((*p_28) < ((*l_1063) , 0xC221BB03L)) | (((*g_33) |= ((uint32_t)(l_1110 != (((uint8_t)0UL >> (uint8_t)5) , (void*)0)) + (uint32_t)4294967287UL)) > g_983[5])) && 0x4E30C0FFL) | p_27) << (uint16_t)p_27) , 18446744073709551615UL) <= 0x51C7DDF1C6F40508LL) / (int16_t)(*l_818)) && l_1113) , 18446744073709551615UL) , 0xD1L))));
            l_1063 = (*g_178);
        }
        (*l_818) = ((uint8_t)((((l_912[2][0][2].f0 = ((*g_242) ^= ((int16_t)((uint16_t)((int16_t)(l_1122 != ((((int8_t)0xD5L << (int8_t)3) < (((uint16_t)((*l_828) ^= (((int32_t)(*p_28) / (int32_t)(-(uint8_t)((-(uint64_t)((int8_t)((((uint32_t)(*l_818) / (uint32_t)((int8_t)0x3FL / (int8_t)5UL)) >= p_27) <= ((uint8_t)(((((*l_832) ^= (&g_971 == ((*l_1139) = &g_971))) | p_27) < (*l_818)) ^ p_27) * (uint8_t)p_27)) * (int8_t)(*g_33))) & 0x4CFCL))) < 1UL)) << (uint16_t)l_912[2][0][2].f3) || l_1141)) <= p_27)) * (int16_t)0xD6D9L) << (uint16_t)13) << (int16_t)(*l_818)))) >= 18446744073709551612UL) >= 0x86ACA979L) | g_1066.f0) * (uint8_t)(*l_818));
        if ((((0xB4L | p_27) < ((uint8_t)(((uint16_t)(g_1146 , (((uint8_t)(((g_180.f3 , (*l_881)) != ((((p_27 ^ (*l_818)) <= (((int16_t)(((((*g_33) = ((p_27 == ((uint8_t)255UL >> (uint8_t)g_4[7][3])) || 0x509AD06BL)) | p_27) , p_27) >= 0x2BC2EE5BCFFA6608LL) - (int16_t)65535UL) , 1L)) > (*p_28)) , (void*)0)) >= (*l_818)) - (uint8_t)p_27) , 65535UL)) % (uint16_t)p_27) <= (*l_818)) + (uint8_t)g_1153)) , (*p_28)))
        { /* block id: 496 */
lbl_1250:
            for (g_180.f1 = 0; (g_180.f1 < 2); g_180.f1 += 3)
            { /* block id: 499 */
                for (g_790.f3 = 0; (g_790.f3 <= 3); g_790.f3 += 1)
                { /* block id: 502 */
                    int i;
                    (*l_818) = l_835[(g_790.f3 + 1)];
                    return p_27;
                }
                return (*g_242);
            }
        }
        else
        { /* block id: 508 */
            int32_t l_1165 = (-5L);
            uint16_t **l_1190 = &g_379[7][0][3];
            int32_t *l_1194 = &g_180.f0;
            int32_t l_1219 = 5L;
            union U0 *l_1234 = &g_405[0];
            union U0 **l_1233 = &l_1234;
            union U0 ***l_1232 = &l_1233;
            union U1 l_1239 = {1L};
            int16_t *l_1274[5][5] = {{&l_912[2][0][2].f3,(void*)0,(void*)0,&l_912[2][0][2].f3,&l_912[2][0][2].f3},{(void*)0,&g_95[0],&g_95[0],(void*)0,(void*)0},{&l_912[2][0][2].f3,(void*)0,(void*)0,&l_912[2][0][2].f3,&l_912[2][0][2].f3},{(void*)0,&g_95[0],&g_95[0],(void*)0,(void*)0},{&l_912[2][0][2].f3,(void*)0,(void*)0,&l_912[2][0][2].f3,&l_912[2][0][2].f3}};
            union U2 * const l_1298[6] = {&g_236,&g_236,&g_236,&g_236,&g_236,&g_236};
            union U2 *l_1299 = &g_1300;
            int32_t l_1303[6] = {0x465FF71AL,0x5EDC8F0EL,0x465FF71AL,0x465FF71AL,0x5EDC8F0EL,0x465FF71AL};
            int8_t l_1306 = 1L;
            int i, j;
            if ((p_27 | (p_27 ^ ((int64_t)((int8_t)(((~(l_939 != (g_1161 , &l_819))) , g_1146) , (((*l_965) = 4294967291UL) ^ (!((***g_823) & ((int16_t)(((*l_828)++) || ((int16_t)((uint8_t)255UL >> (uint8_t)l_1172) * (int16_t)p_27)) % (int16_t)p_27))))) >> (int8_t)g_101[3][2][0]) + (int64_t)0x962719C63353B02FLL))))
            { /* block id: 511 */
lbl_1181:
                for (g_629 = 2; (g_629 <= 8); g_629 += 1)
                { /* block id: 514 */
                    l_1178 = g_1173;
                    for (g_790.f4 = 0; (g_790.f4 <= 1); g_790.f4 += 1)
                    { /* block id: 518 */
                        int i;
                        (*l_818) ^= g_983[(g_790.f4 + 6)];
                    }
                }
                (*g_1179) = &g_539;
                if (l_1141)
                    goto lbl_1181;
            }
            else
            { /* block id: 524 */
                uint16_t * const l_1192[3][9] = {{&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193,&g_1193}};
                uint16_t * const *l_1191 = &l_1192[2][0];
                int32_t *l_1195[8] = {&g_180.f0,&l_1099,&g_180.f0,&l_1099,&g_180.f0,&l_1099,&g_180.f0,&l_1099};
                const int64_t l_1217 = 1L;
                int16_t *****l_1254 = &l_1140;
                const union U1 *l_1284 = &l_912[0][8][0];
                uint64_t l_1352 = 0xA96D7583A3DBEB10LL;
                int32_t l_1353 = 0x80A9B8E7L;
                uint32_t *l_1355 = &g_790.f2;
                int i, j;
                (*l_1194) = (((*l_818) = ((uint32_t)((int8_t)((int16_t)((int16_t)(g_180.f1 | ((*g_1173) != &g_1175)) << (int16_t)11) * (int16_t)((l_1190 != (l_1191 = (void*)0)) <= (p_28 == l_1194))) + (int8_t)(((g_945[6][0][2].f0 , &l_851) != l_1195[2]) ^ (*l_1194))) % (uint32_t)(*l_1194))) != (-4L));
                for (g_790.f3 = 10; (g_790.f3 >= (-18)); g_790.f3 -= 9)
                { /* block id: 530 */
                    const int32_t l_1218 = 0x59F62983L;
                    int32_t l_1240[5] = {(-3L),(-3L),(-3L),(-3L),(-3L)};
                    int32_t l_1249 = 0x315F9476L;
                    const int16_t * const *l_1258 = (void*)0;
                    const int16_t * const **l_1257 = &l_1258;
                    const int16_t * const ***l_1256 = &l_1257;
                    const int16_t * const ****l_1255 = &l_1256;
                    union U0 *l_1287 = &g_1288;
                    union U0 *l_1291[3][8][9] = {{{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293},{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293},{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293},{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293}},{{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293,&g_1295,&g_1295,&g_1293},{&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0],&g_1292,&g_1292,&g_1296[0][0]},{&g_1295,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295},{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295},{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295}},{{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295},{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295},{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295},{&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292,&g_1294[3],&g_1294[3],&g_1292},{&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295,&g_1297,&g_1297,&g_1295}}};
                    int32_t l_1302 = 0xF9AC2755L;
                    int32_t l_1304[2];
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_1304[i] = (-5L);
                    if (((-(int64_t)(l_1219 &= (((uint8_t)((int16_t)((int16_t)(((int16_t)((~((**g_971) != (**l_969))) | ((int16_t)((int8_t)((-(int8_t)(((*g_242) = 0xCA12EC4B17EEBCFDLL) & (((uint16_t)((uint32_t)p_27 % (uint32_t)(*g_1177)) << (uint16_t)((void*)0 == &g_180)) && ((*g_745) == (void*)0)))) >= l_1217) >> (int8_t)5) / (int16_t)p_27)) >> (int16_t)l_1218) > p_27) << (int16_t)(*l_818)) >> (int16_t)12) - (uint8_t)(*l_1194)) , l_1218))) == (*l_818)))
                    { /* block id: 533 */
                        uint32_t l_1221 = 0x3AE6E2CDL;
                        int16_t *l_1241 = &l_912[2][0][2].f3;
                        (*l_1194) = (((p_27 , g_1220) , ((*l_1241) = ((((((l_1221 = 0x87L) && (((uint16_t)(((int8_t)(((((uint32_t)(**g_1176) / (uint32_t)p_27) , ((uint16_t)((uint8_t)((((l_1232 != (void*)0) < ((((int64_t)((**g_822) &= (((((int64_t)(l_1239 , 0x627E8A2F9908DAFCLL) - (int64_t)g_539.f0) == 4294967292UL) , l_1221) == p_27)) + (int64_t)(*l_818)) < 1UL) , 0x0E44B3CB0D1459E7LL)) && 0xAA930945908365F7LL) , l_1218) / (uint8_t)0xC4L) - (uint16_t)l_1221)) < (*l_1194)) , l_1218) * (int8_t)p_27) && g_945[6][0][2].f0) >> (uint16_t)14) > l_1221)) > l_1240[1]) , (*l_818)) >= 5UL) >= p_27))) <= (-1L));
                        return l_1240[3];
                    }
                    else
                    { /* block id: 539 */
                        l_1249 &= ((*l_818) = ((uint8_t)l_1244 % (uint8_t)(((uint32_t)(-(uint32_t)p_27) - (uint32_t)(g_1248[0] , 1UL)) && l_1218)));
                        if (g_790.f4)
                            goto lbl_1250;
                    }
                    if ((g_1251 , ((int64_t)((void*)0 != (**g_747)) - (int64_t)((((*l_818) = (l_1249 = (l_1254 != (((void*)0 == &l_1190) , l_1255)))) || (((+((uint8_t)(!p_27) >> (uint8_t)(((*l_1194) > 0UL) ^ g_301))) , (*p_28)) || 4294967289UL)) >= l_1218))))
                    { /* block id: 546 */
                        uint64_t l_1263[7] = {0x63D057E6FF77E201LL,0x63D057E6FF77E201LL,0x63D057E6FF77E201LL,0x63D057E6FF77E201LL,0x63D057E6FF77E201LL,0x63D057E6FF77E201LL,0x63D057E6FF77E201LL};
                        int i;
                        ++l_1263[6];
                    }
                    else
                    { /* block id: 548 */
                        uint32_t l_1280 = 0x37EBE0FDL;
                        (*l_818) = ((int8_t)(((uint64_t)(((!((g_1248[0].f0 == (((int16_t)(+(*g_33)) + (int16_t)(*l_818)) || (((void*)0 == l_1274[2][0]) > ((uint8_t)g_95[0] / (uint8_t)((((uint16_t)(~p_27) << (uint16_t)10) , (((((*l_818) , (((l_1218 > 2L) , p_27) != p_27)) <= p_27) , g_238) | p_27)) & 0x7748L))))) , l_1280)) & l_1280) , g_234.f2) - (uint64_t)0xF3A9AB0D8C4EEB12LL) & 0x85L) - (int8_t)0L);
                    }
                    if (((*g_1180) , (g_1281 , ((*l_818) = ((uint32_t)(l_1284 != (*g_178)) / (uint32_t)((int8_t)((*g_33) |= ((g_322.f1 ^ ((((**l_1232) = l_1287) == (l_1291[0][3][6] = l_1289)) < p_27)) & (l_1218 , 0x4C6B1530L))) - (int8_t)1L))))))
                    { /* block id: 555 */
                        return (**g_822);
                    }
                    else
                    { /* block id: 557 */
                        int32_t l_1301 = (-5L);
                        int32_t l_1305 = 0x40446D21L;
                        int32_t l_1307 = (-3L);
                        l_1299 = l_1298[0];
                        --l_1308;
                    }
                }
                for (g_946.f1 = (-18); (g_946.f1 >= 9); g_946.f1++)
                { /* block id: 564 */
                    uint16_t l_1316 = 2UL;
                    (*l_818) = (p_27 ^ l_1313);
                    for (g_1220.f4 = (-25); (g_1220.f4 >= 51); g_1220.f4 += 2)
                    { /* block id: 568 */
                        (*l_818) = l_1316;
                    }
                }
                (*l_818) = (((*l_1355) = ((((int8_t)((g_75 || ((uint8_t)(((int16_t)((int32_t)((void*)0 == &g_148) / (int32_t)4294967291UL) - (int16_t)p_27) , ((uint16_t)((int16_t)(((((uint64_t)((int16_t)(l_1303[1] ^= ((*l_1234) , ((int32_t)(((int16_t)((((***g_823) != (((-(int32_t)((int8_t)((uint64_t)((*l_832) = (g_1297.f4 = (((uint16_t)(((uint8_t)(p_27 < ((uint16_t)(((((int8_t)(((((int8_t)((((*l_818) == p_27) & 4294967295UL) >= (*l_818)) + (int8_t)(*l_1194)) < g_236.f0) == 255UL) && p_27) >> (int8_t)1) >= (*g_33)) & (*g_33)) > p_27) - (uint16_t)(*l_818))) + (uint8_t)0xA3L) , p_27) - (uint16_t)p_27) == 6UL))) - (uint64_t)(***g_823)) >> (int8_t)0)) | (**g_822)) || p_27)) != p_27) , p_27) << (int16_t)4) >= 0xC9D81DB7L) + (int32_t)(*l_818)))) - (int16_t)p_27) / (uint64_t)g_95[0]) < p_27) | (*l_1194)) && (*l_1194)) >> (int16_t)l_1352) >> (uint16_t)1)) % (uint8_t)l_1353)) ^ l_1354) * (int8_t)g_106) || p_27) | p_27)) , (*l_1194));
            }
        }
    }
    else
    { /* block id: 579 */
        return p_27;
    }
    l_818 = p_28;
    l_1362 = (p_27 >= ((+((int16_t)p_27 - (int16_t)p_27)) || ((uint8_t)0x31L - (uint8_t)0x2FL)));
    return (*l_818);
}


/* ------------------------------------------ */
/* 
 * reads : g_33 g_34 g_6 g_7 g_4 g_66 g_149 g_810 g_148
 * writes: g_66 g_34 g_7
 */
static int32_t ** func_29(int8_t * const  p_30, const int32_t * const * p_31, int32_t * const  p_32)
{ /* block id: 6 */
    int32_t *l_44 = &g_4[1][3];
    union U1 l_45[10] = {{0xC20B1330L},{8L},{0xC20B1330L},{8L},{0xC20B1330L},{8L},{0xC20B1330L},{8L},{0xC20B1330L},{8L}};
    int32_t l_811 = 0x98D368D4L;
    int32_t **l_812 = &l_44;
    int i;
    l_811 |= ((func_37(((*g_33) , (((int8_t)((*g_6) != l_44) << (int8_t)6) , (*l_44))), l_45[7], (((uint16_t)(*l_44) % (uint16_t)7UL) & (((((((void*)0 != &l_44) , g_4[5][3]) != g_4[1][4]) == (*l_44)) || (-3L)) != 1UL)), (*l_44)) >= (*l_44)) , (*l_44));
    return (*g_148);
}


/* ------------------------------------------ */
/* 
 * reads : g_34 g_4 g_33 g_66 g_149 g_810 g_148 g_7
 * writes: g_66 g_34 g_7
 */
static uint8_t  func_37(uint64_t  p_38, union U1  p_39, uint64_t  p_40, int8_t  p_41)
{ /* block id: 7 */
    int32_t **l_53[6][1];
    int32_t l_54 = 0x93EB104BL;
    uint8_t *l_64 = (void*)0;
    uint8_t *l_65[6][6][7] = {{{&g_66,&g_66,&g_66,(void*)0,&g_66,&g_66,(void*)0},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,(void*)0,&g_66,(void*)0,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66},{&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66,&g_66}},{{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66,&g_66},{&g_66,(void*)0,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,(void*)0,&g_66,(void*)0,&g_66,(void*)0,&g_66},{&g_66,&g_66,(void*)0,&g_66,&g_66,(void*)0,&g_66},{&g_66,&g_66,(void*)0,(void*)0,&g_66,&g_66,(void*)0}},{{(void*)0,&g_66,&g_66,(void*)0,&g_66,&g_66,&g_66},{&g_66,&g_66,(void*)0,&g_66,&g_66,&g_66,(void*)0},{&g_66,(void*)0,(void*)0,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{(void*)0,&g_66,&g_66,&g_66,&g_66,&g_66,(void*)0},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66}},{{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,(void*)0},{(void*)0,&g_66,&g_66,(void*)0,(void*)0,(void*)0,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66},{(void*)0,(void*)0,(void*)0,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66,&g_66},{&g_66,&g_66,(void*)0,&g_66,&g_66,&g_66,&g_66}},{{(void*)0,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,(void*)0,&g_66,&g_66,&g_66,&g_66},{(void*)0,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,(void*)0,&g_66,&g_66,(void*)0,&g_66,&g_66}},{{&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66,(void*)0},{&g_66,&g_66,&g_66,&g_66,(void*)0,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,(void*)0,&g_66,&g_66,(void*)0,&g_66,(void*)0},{(void*)0,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66},{&g_66,&g_66,&g_66,&g_66,&g_66,&g_66,&g_66}}};
    uint32_t l_76[7] = {0x5A085893L,9UL,0x5A085893L,0x5A085893L,9UL,0x5A085893L,0x5A085893L};
    int8_t l_111 = (-2L);
    int16_t l_112 = (-8L);
    union U1 *l_229[4][7] = {{&g_180,&g_180,&g_180,(void*)0,&g_180,&g_180,&g_180},{&g_180,&g_180,&g_180,(void*)0,&g_180,&g_180,&g_180},{&g_180,&g_180,&g_180,(void*)0,&g_180,&g_180,&g_180},{&g_180,&g_180,&g_180,(void*)0,&g_180,&g_180,&g_180}};
    uint8_t l_266 = 0xC0L;
    int32_t l_348 = 0x46808EF3L;
    uint8_t l_351 = 0x39L;
    int16_t **l_412 = &g_272;
    int64_t l_419 = 0xC89B5859CEE985E7LL;
    int8_t l_468 = 1L;
    int64_t l_474 = 0x8C15029ECEACA403LL;
    int16_t l_477[4][5] = {{(-2L),(-2L),(-1L),(-1L),(-2L)},{0L,0L,0L,0L,0L},{(-2L),(-1L),(-1L),(-2L),(-2L)},{(-1L),0L,(-1L),0L,(-1L)}};
    int32_t l_478 = 0x36B4052FL;
    int64_t **l_680 = &g_242;
    int32_t l_687 = 0x50310EABL;
    uint8_t l_690[10];
    uint16_t ***l_696 = (void*)0;
    uint16_t ****l_695[3][1][3];
    const union U1 l_731 = {1L};
    int32_t l_744 = (-8L);
    uint32_t l_781 = 18446744073709551606UL;
    int16_t l_809 = 0xA562L;
    int i, j, k;
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
            l_53[i][j] = &g_7[1];
    }
    for (i = 0; i < 10; i++)
        l_690[i] = 0x2DL;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
                l_695[i][j][k] = &l_696;
        }
    }
    if (((uint16_t)(-(int8_t)(((uint64_t)(&g_7[1] == l_53[5][0]) - (uint64_t)18446744073709551613UL) , ((*g_33) = ((l_54 && ((uint64_t)p_38 + (uint64_t)(p_39.f3 != (g_66 = (g_34 == (~((uint16_t)((uint16_t)(((((uint16_t)p_40 % (uint16_t)0x10EAL) ^ 1UL) ^ g_34) != g_4[5][3]) + (uint16_t)p_39.f3) << (uint16_t)11))))))) > p_40)))) << (uint16_t)g_4[7][4]))
    { /* block id: 10 */
        int32_t l_67 = 0xD9849165L;
        uint32_t l_102 = 1UL;
        int32_t **l_107 = &g_7[1];
        int32_t l_117 = (-1L);
        int32_t l_119 = 0x405526E2L;
        uint8_t l_146 = 0UL;
        int32_t l_209[4][6][1] = {{{2L},{2L},{0x1F4D32C9L},{2L},{2L},{0x1F4D32C9L}},{{2L},{2L},{0x1F4D32C9L},{2L},{2L},{0x1F4D32C9L}},{{2L},{2L},{0x1F4D32C9L},{2L},{2L},{0x1F4D32C9L}},{{2L},{2L},{0x1F4D32C9L},{2L},{2L},{0x1F4D32C9L}}};
        union U1 **l_235 = &l_229[0][6];
        int16_t l_259 = 0xD869L;
        int64_t ** const l_290 = &g_242;
        uint16_t *l_377 = &g_180.f2;
        uint16_t **l_376 = &l_377;
        int32_t l_456 = 0x2CCC1DEBL;
        uint32_t l_458 = 0x25FDB4E4L;
        int i, j, k;
        l_67 = p_39.f4;
        for (g_66 = 0; (g_66 < 7); g_66 += 7)
        { /* block id: 14 */
            uint64_t *l_74[2];
            uint32_t *l_96 = &g_97[2][2];
            uint32_t *l_100 = &g_101[3][2][0];
            int16_t *l_103 = (void*)0;
            int16_t *l_104 = &g_95[0];
            int16_t *l_105 = &g_106;
            const int32_t l_108 = 0L;
            int16_t *l_110[2];
            int32_t l_114 = (-7L);
            uint32_t *l_115 = &l_102;
            int32_t l_116 = 6L;
            int32_t l_121[2][2][7] = {{{0xE10200D0L,0x29CEE28CL,0x29CEE28CL,0xE10200D0L,3L,0x36473322L,(-1L)},{(-1L),0x36473322L,3L,0xE10200D0L,0x29CEE28CL,0x29CEE28CL,0xE10200D0L}},{{0x36F7AE06L,0x9ADFC873L,0x36F7AE06L,0x36473322L,7L,(-9L),(-1L)},{0x9ADFC873L,(-1L),0x36F7AE06L,3L,(-3L),3L,0x36F7AE06L}}};
            int32_t *l_145 = &l_121[1][1][0];
            uint32_t *l_170 = &g_101[3][7][6];
            uint64_t l_173 = 1UL;
            uint16_t l_219 = 0UL;
            uint16_t l_257[8] = {65535UL,6UL,6UL,65535UL,6UL,6UL,65535UL,6UL};
            int8_t l_269[3];
            int32_t ***l_288 = (void*)0;
            int64_t ** const l_291 = &g_242;
            union U1 *l_399 = &g_180;
            int16_t l_457 = 0x5800L;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_74[i] = &g_75;
            for (i = 0; i < 2; i++)
                l_110[i] = (void*)0;
            for (i = 0; i < 3; i++)
                l_269[i] = 0x83L;
        }
    }
    else
    { /* block id: 201 */
        int32_t *l_463 = &g_4[5][3];
        int32_t *l_464 = &g_180.f0;
        int16_t l_465 = 0x99C4L;
        int32_t l_466 = 0xD1990C90L;
        int32_t l_467 = 0x546B4DBDL;
        int32_t l_469 = 0x10EF528BL;
        int32_t l_470 = 0L;
        int32_t l_471 = 5L;
        int32_t l_472 = (-8L);
        int32_t l_473[7][4][4] = {{{3L,3L,0xFB2E022AL,3L},{3L,1L,1L,3L},{1L,3L,1L,1L},{3L,3L,0xFB2E022AL,3L}},{{3L,1L,1L,3L},{1L,3L,1L,1L},{3L,3L,0xFB2E022AL,3L},{3L,1L,1L,3L}},{{1L,3L,1L,1L},{3L,3L,0xFB2E022AL,3L},{3L,1L,1L,3L},{1L,3L,1L,1L}},{{3L,3L,0xFB2E022AL,3L},{3L,1L,1L,3L},{1L,3L,1L,1L},{3L,3L,0xFB2E022AL,3L}},{{3L,1L,1L,3L},{1L,3L,1L,0xFB2E022AL},{1L,1L,3L,1L},{1L,0xFB2E022AL,0xFB2E022AL,1L}},{{0xFB2E022AL,1L,0xFB2E022AL,0xFB2E022AL},{1L,1L,3L,1L},{1L,0xFB2E022AL,0xFB2E022AL,1L},{0xFB2E022AL,1L,0xFB2E022AL,0xFB2E022AL}},{{1L,1L,3L,1L},{1L,0xFB2E022AL,0xFB2E022AL,1L},{0xFB2E022AL,1L,0xFB2E022AL,0xFB2E022AL},{1L,1L,3L,1L}}};
        int8_t l_479[2][3] = {{4L,0x99L,0x99L},{4L,0x99L,0x99L}};
        uint32_t l_480 = 0x9B2892BAL;
        uint64_t l_527 = 0x4D4DD25DA4B30E23LL;
        const int16_t **l_557 = (void*)0;
        const int16_t ***l_556 = &l_557;
        const int64_t *l_613 = &l_474;
        const int64_t **l_612 = &l_613;
        const int64_t ***l_611 = &l_612;
        int i, j, k;
        l_464 = ((*g_149) = (l_463 = l_463));
        --l_480;
        for (p_38 = 0; (p_38 <= 2); p_38 += 1)
        { /* block id: 208 */
            int32_t l_496 = 0x5F376B7FL;
            int32_t l_530 = 0x9B6200B8L;
            int16_t *l_544[1][4][5] = {{{(void*)0,&l_477[1][2],&l_477[1][2],(void*)0,&g_95[0]},{(void*)0,&l_477[1][2],&l_477[1][2],(void*)0,&g_95[0]},{(void*)0,&l_477[1][2],&l_477[1][2],(void*)0,&g_95[0]},{(void*)0,&l_477[1][2],&l_477[1][2],(void*)0,&g_95[0]}}};
            const int64_t *l_568[2][5][8] = {{{&l_419,(void*)0,(void*)0,(void*)0,&l_419,(void*)0,&l_419,&l_419},{&l_474,(void*)0,(void*)0,(void*)0,(void*)0,&l_474,(void*)0,(void*)0},{&l_419,(void*)0,(void*)0,&l_419,(void*)0,(void*)0,&l_419,&l_474},{(void*)0,&l_419,(void*)0,&l_419,&l_419,(void*)0,&l_419,(void*)0},{&l_474,&l_419,(void*)0,(void*)0,&l_419,(void*)0,(void*)0,&l_419}},{{(void*)0,(void*)0,&l_474,(void*)0,(void*)0,(void*)0,(void*)0,&l_474},{&l_419,&l_419,(void*)0,&l_419,(void*)0,(void*)0,(void*)0,&l_419},{&l_474,&l_419,&l_474,(void*)0,&l_419,(void*)0,(void*)0,&l_419},{&l_419,(void*)0,(void*)0,&l_419,(void*)0,&l_474,&l_419,&l_474},{&l_419,(void*)0,(void*)0,(void*)0,&l_419,(void*)0,&l_419,&l_419}}};
            int16_t ***l_607 = &l_412;
            union U1 l_626[5][3][10] = {{{{0x23658E8FL},{0x9A7D98C0L},{0x9A7D98C0L},{0x23658E8FL},{0L},{0xD35B6BDEL},{0L},{0x4C063012L},{0x784AFD78L},{6L}},{{0x98C81541L},{3L},{0xAD4C4ACAL},{0xDEF501D8L},{0xD35B6BDEL},{0L},{0x9A7D98C0L},{0L},{0x784AFD78L},{0L}},{{0x729BB2FAL},{0L},{0L},{0x23658E8FL},{0L},{0L},{0x729BB2FAL},{-1L},{0x1E49F26EL},{0x704BAFFCL}}},{{{0x4FC16CD1L},{0xDEF501D8L},{0L},{0x98C81541L},{0x23658E8FL},{0x704BAFFCL},{0x4C063012L},{0x448726C5L},{0L},{-1L}},{{0L},{0xDEF501D8L},{0x704BAFFCL},{0x729BB2FAL},{0L},{0L},{0L},{0xAD4C4ACAL},{0x704BAFFCL},{0x9A7D98C0L}},{{0xDEF501D8L},{0x9A7D98C0L},{0x1E49F26EL},{6L},{-1L},{0L},{0x01DF9B77L},{0x22556264L},{0x448726C5L},{0x784AFD78L}}},{{{0x1E49F26EL},{0x4FC16CD1L},{0x4C063012L},{0x9A7D98C0L},{-1L},{0x704BAFFCL},{0x98C81541L},{0x704BAFFCL},{-1L},{0x9A7D98C0L}},{{-1L},{0x01DF9B77L},{-1L},{0xDEF501D8L},{0L},{6L},{0x784AFD78L},{0x4C063012L},{0L},{0xD35B6BDEL}},{{0x01DF9B77L},{0L},{0x98C81541L},{0x1E49F26EL},{0x784AFD78L},{0xB78E6206L},{0xAD4C4ACAL},{0x4C063012L},{0x4C063012L},{0xAD4C4ACAL}}},{{{0x448726C5L},{0L},{-1L},{-1L},{0L},{0x448726C5L},{0x4C063012L},{0x704BAFFCL},{0x23658E8FL},{0x98C81541L}},{{0x4FC16CD1L},{3L},{0x4C063012L},{0x01DF9B77L},{0L},{0L},{0xB78E6206L},{0x22556264L},{0L},{0x1E49F26EL}},{{0x4FC16CD1L},{0xAD4C4ACAL},{0x1E49F26EL},{0x448726C5L},{0x9A7D98C0L},{0x448726C5L},{0x1E49F26EL},{0xAD4C4ACAL},{0x4FC16CD1L},{0x23658E8FL}}},{{{0x448726C5L},{0x1E49F26EL},{0xAD4C4ACAL},{0x4FC16CD1L},{0x23658E8FL},{0xB78E6206L},{0L},{-1L},{0xD35B6BDEL},{0x22556264L}},{{0x01DF9B77L},{0x4C063012L},{3L},{0x4FC16CD1L},{0xD35B6BDEL},{6L},{6L},{0xD35B6BDEL},{0x4FC16CD1L},{3L}},{{-1L},{-1L},{0L},{0x448726C5L},{0x4C063012L},{0x704BAFFCL},{0x23658E8FL},{0x98C81541L},{0L},{0xDEF501D8L}}}};
            uint32_t l_669[8][4][8] = {{{0x348FC64EL,4294967295UL,0xA64DC09FL,1UL,0x8F14C7DFL,0xB0437049L,4294967295UL,9UL},{0xD21A0E40L,1UL,0xD4CC404BL,1UL,4294967295UL,0xBB260589L,0UL,4294967295UL},{1UL,8UL,0UL,1UL,4294967288UL,1UL,0xD025E658L,9UL},{0xB0437049L,4294967295UL,0UL,1UL,8UL,0xD21A0E40L,0x61E0928BL,4294967295UL}},{{0x91E82F5AL,4294967295UL,2UL,1UL,0UL,0xB0437049L,9UL,9UL},{0xBB260589L,1UL,1UL,1UL,1UL,0xBB260589L,0x0DC23BDDL,4294967295UL},{4294967295UL,8UL,0x4BFC2627L,1UL,0x9D38C9A3L,1UL,9UL,9UL},{1UL,4294967295UL,0UL,1UL,4294967295UL,0xD21A0E40L,1UL,4294967295UL}},{{0x348FC64EL,4294967295UL,0xA64DC09FL,1UL,0x8F14C7DFL,0xB0437049L,4294967295UL,9UL},{0xD21A0E40L,1UL,0xD4CC404BL,1UL,4294967295UL,0xBB260589L,0UL,4294967295UL},{1UL,8UL,0UL,1UL,4294967288UL,1UL,0xD025E658L,9UL},{0xB0437049L,4294967295UL,0UL,1UL,8UL,0xD21A0E40L,0x61E0928BL,4294967295UL}},{{0x91E82F5AL,4294967295UL,2UL,1UL,0UL,0xB0437049L,9UL,9UL},{0xBB260589L,1UL,1UL,1UL,1UL,0xBB260589L,0x0DC23BDDL,4294967295UL},{4294967295UL,8UL,0x4BFC2627L,1UL,0x9D38C9A3L,1UL,9UL,9UL},{1UL,4294967295UL,0UL,1UL,4294967295UL,0xD21A0E40L,1UL,4294967295UL}},{{0x348FC64EL,4294967295UL,0xA64DC09FL,1UL,0x8F14C7DFL,0xB0437049L,4294967295UL,9UL},{0xD21A0E40L,1UL,0xD4CC404BL,1UL,4294967295UL,0xBB260589L,0UL,4294967295UL},{1UL,8UL,0UL,1UL,4294967288UL,1UL,0xD025E658L,9UL},{0xB0437049L,4294967295UL,0UL,1UL,8UL,0xD21A0E40L,0x61E0928BL,4294967295UL}},{{0x91E82F5AL,4294967295UL,2UL,1UL,0UL,0xB0437049L,9UL,9UL},{0xBB260589L,1UL,1UL,1UL,1UL,0xBB260589L,0x0DC23BDDL,4294967295UL},{4294967295UL,8UL,0x4BFC2627L,1UL,0x9D38C9A3L,1UL,9UL,9UL},{1UL,4294967295UL,0UL,1UL,4294967295UL,0xD21A0E40L,1UL,4294967295UL}},{{0x348FC64EL,4294967295UL,0xA64DC09FL,1UL,0x8F14C7DFL,0xB0437049L,4294967295UL,9UL},{0xD21A0E40L,1UL,0xD4CC404BL,1UL,4294967295UL,0xBB260589L,0UL,4294967295UL},{1UL,8UL,0UL,1UL,4294967288UL,1UL,0xD025E658L,9UL},{0xB0437049L,4294967295UL,0UL,1UL,8UL,0xD21A0E40L,0x61E0928BL,4294967295UL}},{{0x91E82F5AL,4294967295UL,2UL,1UL,0UL,0xB0437049L,9UL,9UL},{0xBB260589L,1UL,1UL,1UL,1UL,0xBB260589L,0x0DC23BDDL,4294967295UL},{4294967295UL,8UL,0x4BFC2627L,1UL,0x9D38C9A3L,1UL,9UL,9UL},{1UL,4294967295UL,0UL,1UL,4294967295UL,0xD21A0E40L,1UL,4294967295UL}}};
            int64_t *l_688 = &l_474;
            int i, j, k;
        }
        return (*l_463);
    }
    for (p_38 = 8; (p_38 > 22); p_38 += 9)
    { /* block id: 312 */
        int16_t l_719 = 0x3264L;
        volatile int64_t * const ** const * const * volatile l_750 = &g_746;/* VOLATILE GLOBAL l_750 */
        uint16_t *l_754[10] = {&g_180.f2,&g_109,&g_180.f2,(void*)0,(void*)0,&g_180.f2,&g_109,&g_180.f2,(void*)0,(void*)0};
        int32_t l_757 = 1L;
        int32_t **l_780[8][10][3] = {{{&g_7[1],&g_7[1],(void*)0},{&g_7[1],(void*)0,(void*)0},{&g_7[0],&g_7[1],&g_7[1]},{&g_7[2],(void*)0,&g_7[1]},{&g_7[1],(void*)0,&g_7[1]},{&g_7[1],&g_7[0],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],&g_7[1],&g_7[2]},{&g_7[1],&g_7[0],&g_7[1]},{&g_7[0],(void*)0,(void*)0}},{{(void*)0,(void*)0,&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],&g_7[1],(void*)0},{(void*)0,(void*)0,&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],&g_7[2]}},{{(void*)0,&g_7[3],&g_7[1]},{(void*)0,&g_7[1],&g_7[1]},{&g_7[1],&g_7[3],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{(void*)0,&g_7[0],&g_7[2]},{&g_7[0],&g_7[0],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[0],&g_7[1]},{&g_7[1],&g_7[0],&g_7[3]}},{{&g_7[1],&g_7[1],&g_7[1]},{(void*)0,&g_7[1],(void*)0},{&g_7[0],&g_7[3],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],&g_7[3],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[2],(void*)0,&g_7[3]},{&g_7[1],&g_7[1],&g_7[1]}},{{&g_7[1],&g_7[1],&g_7[1]},{&g_7[3],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],&g_7[2]},{&g_7[1],&g_7[1],(void*)0},{&g_7[2],(void*)0,&g_7[1]},{&g_7[1],(void*)0,&g_7[1]},{&g_7[1],&g_7[0],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],&g_7[1],&g_7[2]},{&g_7[1],&g_7[0],&g_7[1]}},{{&g_7[0],(void*)0,(void*)0},{(void*)0,(void*)0,&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],&g_7[1],(void*)0},{(void*)0,(void*)0,&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{&g_7[1],&g_7[1],&g_7[1]}},{{&g_7[1],&g_7[1],&g_7[2]},{(void*)0,&g_7[3],&g_7[1]},{(void*)0,&g_7[1],&g_7[1]},{&g_7[1],&g_7[3],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],(void*)0},{(void*)0,&g_7[0],&g_7[0]},{&g_7[1],&g_7[1],&g_7[3]},{&g_7[1],&g_7[1],(void*)0},{(void*)0,&g_7[1],&g_7[1]}},{{&g_7[1],&g_7[1],&g_7[1]},{&g_7[0],(void*)0,&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{(void*)0,&g_7[1],&g_7[2]},{&g_7[1],&g_7[1],&g_7[2]},{&g_7[3],&g_7[0],&g_7[1]},{(void*)0,&g_7[0],&g_7[1]},{&g_7[1],&g_7[1],&g_7[1]},{(void*)0,&g_7[1],&g_7[1]}}};
        int i, j, k;
    }
    (*g_149) = (g_810 , (**g_148));
    return p_40;
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
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_4[i][j], "g_4[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_95[i], "g_95[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_97[i][j], "g_97[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_101[i][j][k], "g_101[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_166, "g_166", print_hash_value);
    transparent_crc(g_167.f0, "g_167.f0", print_hash_value);
    transparent_crc(g_180.f0, "g_180.f0", print_hash_value);
    transparent_crc(g_180.f1, "g_180.f1", print_hash_value);
    transparent_crc(g_180.f2, "g_180.f2", print_hash_value);
    transparent_crc(g_180.f3, "g_180.f3", print_hash_value);
    transparent_crc(g_180.f4, "g_180.f4", print_hash_value);
    transparent_crc(g_206, "g_206", print_hash_value);
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_208, "g_208", print_hash_value);
    transparent_crc(g_210, "g_210", print_hash_value);
    transparent_crc(g_227, "g_227", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_228[i][j][k], "g_228[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_230.f0, "g_230.f0", print_hash_value);
    transparent_crc(g_230.f2, "g_230.f2", print_hash_value);
    transparent_crc(g_234.f0, "g_234.f0", print_hash_value);
    transparent_crc(g_234.f2, "g_234.f2", print_hash_value);
    transparent_crc(g_236.f0, "g_236.f0", print_hash_value);
    transparent_crc(g_236.f2, "g_236.f2", print_hash_value);
    transparent_crc(g_238, "g_238", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    transparent_crc(g_250, "g_250", print_hash_value);
    transparent_crc(g_301, "g_301", print_hash_value);
    transparent_crc(g_322.f0, "g_322.f0", print_hash_value);
    transparent_crc(g_322.f1, "g_322.f1", print_hash_value);
    transparent_crc(g_322.f2, "g_322.f2", print_hash_value);
    transparent_crc(g_345, "g_345", print_hash_value);
    transparent_crc(g_359, "g_359", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_370[i].f0, "g_370[i].f0", print_hash_value);
        transparent_crc(g_370[i].f1, "g_370[i].f1", print_hash_value);
        transparent_crc(g_370[i].f2, "g_370[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_389.f0, "g_389.f0", print_hash_value);
    transparent_crc(g_389.f1, "g_389.f1", print_hash_value);
    transparent_crc(g_389.f2, "g_389.f2", print_hash_value);
    transparent_crc(g_398.f0, "g_398.f0", print_hash_value);
    transparent_crc(g_398.f1, "g_398.f1", print_hash_value);
    transparent_crc(g_398.f2, "g_398.f2", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_405[i].f0, "g_405[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_409[i][j], "g_409[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_475, "g_475", print_hash_value);
    transparent_crc(g_476, "g_476", print_hash_value);
    transparent_crc(g_521, "g_521", print_hash_value);
    transparent_crc(g_526, "g_526", print_hash_value);
    transparent_crc(g_539.f0, "g_539.f0", print_hash_value);
    transparent_crc(g_539.f1, "g_539.f1", print_hash_value);
    transparent_crc(g_539.f2, "g_539.f2", print_hash_value);
    transparent_crc(g_559.f0, "g_559.f0", print_hash_value);
    transparent_crc(g_629, "g_629", print_hash_value);
    transparent_crc(g_641.f0, "g_641.f0", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_668[i].f0, "g_668[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_671, "g_671", print_hash_value);
    transparent_crc(g_689, "g_689", print_hash_value);
    transparent_crc(g_728.f0, "g_728.f0", print_hash_value);
    transparent_crc(g_790.f0, "g_790.f0", print_hash_value);
    transparent_crc(g_807.f0, "g_807.f0", print_hash_value);
    transparent_crc(g_810.f0, "g_810.f0", print_hash_value);
    transparent_crc(g_810.f1, "g_810.f1", print_hash_value);
    transparent_crc(g_810.f2, "g_810.f2", print_hash_value);
    transparent_crc(g_829, "g_829", print_hash_value);
    transparent_crc(g_831.f0, "g_831.f0", print_hash_value);
    transparent_crc(g_831.f2, "g_831.f2", print_hash_value);
    transparent_crc(g_892.f0, "g_892.f0", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_945[i][j][k].f0, "g_945[i][j][k].f0", print_hash_value);
                transparent_crc(g_945[i][j][k].f1, "g_945[i][j][k].f1", print_hash_value);
                transparent_crc(g_945[i][j][k].f2, "g_945[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_946.f0, "g_946.f0", print_hash_value);
    transparent_crc(g_976.f0, "g_976.f0", print_hash_value);
    transparent_crc(g_976.f1, "g_976.f1", print_hash_value);
    transparent_crc(g_976.f2, "g_976.f2", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_983[i], "g_983[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1002.f0, "g_1002.f0", print_hash_value);
    transparent_crc(g_1040.f0, "g_1040.f0", print_hash_value);
    transparent_crc(g_1066.f0, "g_1066.f0", print_hash_value);
    transparent_crc(g_1066.f1, "g_1066.f1", print_hash_value);
    transparent_crc(g_1066.f2, "g_1066.f2", print_hash_value);
    transparent_crc(g_1146.f1, "g_1146.f1", print_hash_value);
    transparent_crc(g_1153, "g_1153", print_hash_value);
    transparent_crc(g_1161.f0, "g_1161.f0", print_hash_value);
    transparent_crc(g_1193, "g_1193", print_hash_value);
    transparent_crc(g_1220.f0, "g_1220.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1248[i].f0, "g_1248[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1251.f0, "g_1251.f0", print_hash_value);
    transparent_crc(g_1251.f1, "g_1251.f1", print_hash_value);
    transparent_crc(g_1251.f2, "g_1251.f2", print_hash_value);
    transparent_crc(g_1281.f0, "g_1281.f0", print_hash_value);
    transparent_crc(g_1281.f2, "g_1281.f2", print_hash_value);
    transparent_crc(g_1288.f0, "g_1288.f0", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1290[i][j][k].f0, "g_1290[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1292.f0, "g_1292.f0", print_hash_value);
    transparent_crc(g_1293.f0, "g_1293.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1294[i].f0, "g_1294[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1295.f0, "g_1295.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_1296[i][j].f0, "g_1296[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1297.f0, "g_1297.f0", print_hash_value);
    transparent_crc(g_1300.f0, "g_1300.f0", print_hash_value);
    transparent_crc(g_1300.f2, "g_1300.f2", print_hash_value);
    transparent_crc(g_1435.f0, "g_1435.f0", print_hash_value);
    transparent_crc(g_1435.f2, "g_1435.f2", print_hash_value);
    transparent_crc(g_1498.f0, "g_1498.f0", print_hash_value);
    transparent_crc(g_1498.f2, "g_1498.f2", print_hash_value);
    transparent_crc(g_1560.f0, "g_1560.f0", print_hash_value);
    transparent_crc(g_1560.f1, "g_1560.f1", print_hash_value);
    transparent_crc(g_1560.f2, "g_1560.f2", print_hash_value);
    transparent_crc(g_1564.f2, "g_1564.f2", print_hash_value);
    transparent_crc(g_1566.f0, "g_1566.f0", print_hash_value);
    transparent_crc(g_1566.f1, "g_1566.f1", print_hash_value);
    transparent_crc(g_1566.f2, "g_1566.f2", print_hash_value);
    transparent_crc(g_1669.f0, "g_1669.f0", print_hash_value);
    transparent_crc(g_1669.f1, "g_1669.f1", print_hash_value);
    transparent_crc(g_1669.f2, "g_1669.f2", print_hash_value);
    transparent_crc(g_1685, "g_1685", print_hash_value);
    transparent_crc(g_1718, "g_1718", print_hash_value);
    transparent_crc(g_1775.f0, "g_1775.f0", print_hash_value);
    transparent_crc(g_1775.f1, "g_1775.f1", print_hash_value);
    transparent_crc(g_1775.f2, "g_1775.f2", print_hash_value);
    transparent_crc(g_1797.f0, "g_1797.f0", print_hash_value);
    transparent_crc(g_1797.f1, "g_1797.f1", print_hash_value);
    transparent_crc(g_1797.f2, "g_1797.f2", print_hash_value);
    transparent_crc(g_1811.f0, "g_1811.f0", print_hash_value);
    transparent_crc(g_1819.f0, "g_1819.f0", print_hash_value);
    transparent_crc(g_1819.f2, "g_1819.f2", print_hash_value);
    transparent_crc(g_1825.f0, "g_1825.f0", print_hash_value);
    transparent_crc(g_1825.f2, "g_1825.f2", print_hash_value);
    transparent_crc(g_1978.f0, "g_1978.f0", print_hash_value);
    transparent_crc(g_1994.f0, "g_1994.f0", print_hash_value);
    transparent_crc(g_1994.f1, "g_1994.f1", print_hash_value);
    transparent_crc(g_1994.f2, "g_1994.f2", print_hash_value);
    transparent_crc(g_2018.f0, "g_2018.f0", print_hash_value);
    transparent_crc(g_2019.f0, "g_2019.f0", print_hash_value);
    transparent_crc(g_2019.f2, "g_2019.f2", print_hash_value);
    transparent_crc(g_2033, "g_2033", print_hash_value);
    transparent_crc(g_2058.f0, "g_2058.f0", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_2098[i][j].f0, "g_2098[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2115.f0, "g_2115.f0", print_hash_value);
    transparent_crc(g_2115.f1, "g_2115.f1", print_hash_value);
    transparent_crc(g_2115.f2, "g_2115.f2", print_hash_value);
    transparent_crc(g_2143, "g_2143", print_hash_value);
    transparent_crc(g_2156, "g_2156", print_hash_value);
    transparent_crc(g_2242.f0, "g_2242.f0", print_hash_value);
    transparent_crc(g_2242.f2, "g_2242.f2", print_hash_value);
    transparent_crc(g_2287.f0, "g_2287.f0", print_hash_value);
    transparent_crc(g_2309.f0, "g_2309.f0", print_hash_value);
    transparent_crc(g_2309.f1, "g_2309.f1", print_hash_value);
    transparent_crc(g_2309.f2, "g_2309.f2", print_hash_value);
    transparent_crc(g_2347, "g_2347", print_hash_value);
    transparent_crc(g_2365.f0, "g_2365.f0", print_hash_value);
    transparent_crc(g_2365.f1, "g_2365.f1", print_hash_value);
    transparent_crc(g_2365.f2, "g_2365.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_2372[i].f0, "g_2372[i].f0", print_hash_value);
        transparent_crc(g_2372[i].f1, "g_2372[i].f1", print_hash_value);
        transparent_crc(g_2372[i].f2, "g_2372[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2420.f0, "g_2420.f0", print_hash_value);
    transparent_crc(g_2456.f0, "g_2456.f0", print_hash_value);
    transparent_crc(g_2469.f0, "g_2469.f0", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_2511[i][j].f0, "g_2511[i][j].f0", print_hash_value);
            transparent_crc(g_2511[i][j].f2, "g_2511[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2541.f0, "g_2541.f0", print_hash_value);
    transparent_crc(g_2541.f2, "g_2541.f2", print_hash_value);
    transparent_crc(g_2575.f0, "g_2575.f0", print_hash_value);
    transparent_crc(g_2575.f1, "g_2575.f1", print_hash_value);
    transparent_crc(g_2575.f2, "g_2575.f2", print_hash_value);
    transparent_crc(g_2575.f3, "g_2575.f3", print_hash_value);
    transparent_crc(g_2575.f4, "g_2575.f4", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_2622[i][j][k].f0, "g_2622[i][j][k].f0", print_hash_value);
                transparent_crc(g_2622[i][j][k].f1, "g_2622[i][j][k].f1", print_hash_value);
                transparent_crc(g_2622[i][j][k].f2, "g_2622[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2624.f0, "g_2624.f0", print_hash_value);
    transparent_crc(g_2624.f2, "g_2624.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_2641[i][j].f0, "g_2641[i][j].f0", print_hash_value);
            transparent_crc(g_2641[i][j].f2, "g_2641[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2668, "g_2668", print_hash_value);
    transparent_crc(g_2669.f0, "g_2669.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_2701[i].f0, "g_2701[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2705, "g_2705", print_hash_value);
    transparent_crc(g_2736.f0, "g_2736.f0", print_hash_value);
    transparent_crc(g_2760, "g_2760", print_hash_value);
    transparent_crc(g_2774, "g_2774", print_hash_value);
    transparent_crc(g_2872.f0, "g_2872.f0", print_hash_value);
    transparent_crc(g_2872.f1, "g_2872.f1", print_hash_value);
    transparent_crc(g_2872.f2, "g_2872.f2", print_hash_value);
    transparent_crc(g_2910.f0, "g_2910.f0", print_hash_value);
    transparent_crc(g_2910.f1, "g_2910.f1", print_hash_value);
    transparent_crc(g_2910.f2, "g_2910.f2", print_hash_value);
    transparent_crc(g_2911.f0, "g_2911.f0", print_hash_value);
    transparent_crc(g_2911.f1, "g_2911.f1", print_hash_value);
    transparent_crc(g_2911.f2, "g_2911.f2", print_hash_value);
    transparent_crc(g_2931.f0, "g_2931.f0", print_hash_value);
    transparent_crc(g_2931.f1, "g_2931.f1", print_hash_value);
    transparent_crc(g_2931.f2, "g_2931.f2", print_hash_value);
    transparent_crc(g_2931.f3, "g_2931.f3", print_hash_value);
    transparent_crc(g_2931.f4, "g_2931.f4", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_2965[i].f0, "g_2965[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_3005[i][j][k].f0, "g_3005[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3023.f0, "g_3023.f0", print_hash_value);
    transparent_crc(g_3023.f1, "g_3023.f1", print_hash_value);
    transparent_crc(g_3023.f2, "g_3023.f2", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_3043[i], "g_3043[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3072.f0, "g_3072.f0", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_3094[i].f0, "g_3094[i].f0", print_hash_value);
        transparent_crc(g_3094[i].f1, "g_3094[i].f1", print_hash_value);
        transparent_crc(g_3094[i].f2, "g_3094[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3157.f0, "g_3157.f0", print_hash_value);
    transparent_crc(g_3161.f0, "g_3161.f0", print_hash_value);
    transparent_crc(g_3161.f1, "g_3161.f1", print_hash_value);
    transparent_crc(g_3161.f2, "g_3161.f2", print_hash_value);
    transparent_crc(g_3177.f0, "g_3177.f0", print_hash_value);
    transparent_crc(g_3187.f0, "g_3187.f0", print_hash_value);
    transparent_crc(g_3249, "g_3249", print_hash_value);
    transparent_crc(g_3264.f0, "g_3264.f0", print_hash_value);
    transparent_crc(g_3333.f0, "g_3333.f0", print_hash_value);
    transparent_crc(g_3333.f1, "g_3333.f1", print_hash_value);
    transparent_crc(g_3333.f2, "g_3333.f2", print_hash_value);
    transparent_crc(g_3396.f0, "g_3396.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_3398[i][j][k], "g_3398[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3473.f0, "g_3473.f0", print_hash_value);
    transparent_crc(g_3473.f2, "g_3473.f2", print_hash_value);
    transparent_crc(g_3478, "g_3478", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_3553[i], "g_3553[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_3581[i][j][k].f0, "g_3581[i][j][k].f0", print_hash_value);
                transparent_crc(g_3581[i][j][k].f1, "g_3581[i][j][k].f1", print_hash_value);
                transparent_crc(g_3581[i][j][k].f2, "g_3581[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3602, "g_3602", print_hash_value);
    transparent_crc(g_3625.f0, "g_3625.f0", print_hash_value);
    transparent_crc(g_3637, "g_3637", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_3641[i].f0, "g_3641[i].f0", print_hash_value);
        transparent_crc(g_3641[i].f1, "g_3641[i].f1", print_hash_value);
        transparent_crc(g_3641[i].f2, "g_3641[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3652.f0, "g_3652.f0", print_hash_value);
    transparent_crc(g_3652.f2, "g_3652.f2", print_hash_value);
    transparent_crc(g_3663.f0, "g_3663.f0", print_hash_value);
    transparent_crc(g_3663.f2, "g_3663.f2", print_hash_value);
    transparent_crc(g_3682.f0, "g_3682.f0", print_hash_value);
    transparent_crc(g_3691.f0, "g_3691.f0", print_hash_value);
    transparent_crc(g_3691.f2, "g_3691.f2", print_hash_value);
    transparent_crc(g_3724.f0, "g_3724.f0", print_hash_value);
    transparent_crc(g_3724.f2, "g_3724.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_3749[i][j][k].f0, "g_3749[i][j][k].f0", print_hash_value);
                transparent_crc(g_3749[i][j][k].f2, "g_3749[i][j][k].f2", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3773.f0, "g_3773.f0", print_hash_value);
    transparent_crc(g_3773.f2, "g_3773.f2", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_3869[i].f0, "g_3869[i].f0", print_hash_value);
        transparent_crc(g_3869[i].f2, "g_3869[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_3906[i][j][k], "g_3906[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3916.f0, "g_3916.f0", print_hash_value);
    transparent_crc(g_3916.f1, "g_3916.f1", print_hash_value);
    transparent_crc(g_3916.f2, "g_3916.f2", print_hash_value);
    transparent_crc(g_3936.f0, "g_3936.f0", print_hash_value);
    transparent_crc(g_3936.f2, "g_3936.f2", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1134
XXX total union variables: 116

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 106
breakdown:
   indirect level: 0, occurrence: 66
   indirect level: 1, occurrence: 26
   indirect level: 2, occurrence: 6
   indirect level: 3, occurrence: 3
   indirect level: 4, occurrence: 1
   indirect level: 5, occurrence: 4
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 138
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 74
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 30

XXX max expression depth: 51
breakdown:
   depth: 1, occurrence: 256
   depth: 2, occurrence: 82
   depth: 3, occurrence: 5
   depth: 4, occurrence: 6
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 2
   depth: 9, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 3
   depth: 15, occurrence: 5
   depth: 16, occurrence: 3
   depth: 17, occurrence: 3
   depth: 18, occurrence: 6
   depth: 19, occurrence: 5
   depth: 21, occurrence: 3
   depth: 22, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 2
   depth: 25, occurrence: 2
   depth: 26, occurrence: 3
   depth: 27, occurrence: 6
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 30, occurrence: 2
   depth: 31, occurrence: 3
   depth: 32, occurrence: 1
   depth: 34, occurrence: 1
   depth: 39, occurrence: 1
   depth: 51, occurrence: 1

XXX total number of pointers: 881

XXX times a variable address is taken: 2032
XXX times a pointer is dereferenced on RHS: 456
breakdown:
   depth: 1, occurrence: 389
   depth: 2, occurrence: 36
   depth: 3, occurrence: 22
   depth: 4, occurrence: 7
   depth: 5, occurrence: 2
XXX times a pointer is dereferenced on LHS: 430
breakdown:
   depth: 1, occurrence: 406
   depth: 2, occurrence: 16
   depth: 3, occurrence: 8
XXX times a pointer is compared with null: 80
XXX times a pointer is compared with address of another variable: 26
XXX times a pointer is compared with another pointer: 31
XXX times a pointer is qualified to be dereferenced: 14977

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1797
   level: 2, occurrence: 483
   level: 3, occurrence: 476
   level: 4, occurrence: 133
   level: 5, occurrence: 52
XXX number of pointers point to pointers: 412
XXX number of pointers point to scalars: 412
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.5
XXX average alias set size: 1.46

XXX times a non-volatile is read: 3085
XXX times a non-volatile is write: 1441
XXX times a volatile is read: 212
XXX    times read thru a pointer: 43
XXX times a volatile is write: 37
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 9.26e+03
XXX percentage of non-volatile access: 94.8

XXX forward jumps: 2
XXX backward jumps: 16

XXX stmts: 282
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 28
   depth: 1, occurrence: 42
   depth: 2, occurrence: 37
   depth: 3, occurrence: 43
   depth: 4, occurrence: 61
   depth: 5, occurrence: 71

XXX percentage a fresh-made variable is used: 16.4
XXX percentage an existing variable is used: 83.6
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

