/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 61 --no-safe-math --max-funcs 5 --no-structs
 * Seed:      61
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
static uint32_t g_5 = 18446744073709551615UL;
static int64_t g_15 = 0xD1F2E96673E7ED6FLL;
static int32_t g_20[10] = {0L,0L,0L,0L,0L,0L,0L,0L,0L,0L};
static int16_t g_21 = (-3L);
static uint8_t g_48 = 254UL;
static uint16_t g_52 = 0x2111L;
static volatile uint16_t g_54 = 65535UL;/* VOLATILE GLOBAL g_54 */
static volatile uint16_t * volatile g_53[5] = {&g_54,&g_54,&g_54,&g_54,&g_54};
static uint16_t g_56 = 0x364BL;
static int32_t **g_60 = (void*)0;
static int64_t g_76 = 0x8BA66F8A59D77607LL;
static uint64_t g_112 = 0x1B41FDD29F2DB053LL;
static uint32_t g_118 = 4294967295UL;
static int8_t g_120 = (-1L);
static int16_t g_123 = (-8L);
static volatile int16_t g_211 = 0x69A4L;/* VOLATILE GLOBAL g_211 */
static volatile int16_t *g_210 = &g_211;
static volatile int16_t ** volatile g_209[6][1] = {{&g_210},{&g_210},{&g_210},{&g_210},{&g_210},{&g_210}};
static uint8_t g_215 = 255UL;
static volatile int64_t g_230 = 0L;/* VOLATILE GLOBAL g_230 */
static int32_t g_239 = 0L;
static const int16_t g_264 = (-2L);
static const int16_t g_266 = 0L;
static int32_t *g_278[3][4] = {{&g_20[3],(void*)0,&g_20[1],(void*)0},{(void*)0,&g_20[1],&g_20[1],&g_20[1]},{&g_20[3],&g_20[3],(void*)0,&g_20[1]}};
static uint64_t *g_284 = (void*)0;
static uint64_t **g_283 = &g_284;
static uint64_t *** volatile g_282 = &g_283;/* VOLATILE GLOBAL g_282 */
static int32_t g_306[7][10][3] = {{{0xA63298DAL,0xB80EB0E0L,0x0A03CC99L},{0x3E2A23C3L,0x026A9A25L,(-7L)},{8L,0xA63298DAL,(-4L)},{0x880C27D4L,0L,0x5B1A384FL},{(-1L),0xB80EB0E0L,0x653FE0DAL},{0x8463D822L,(-1L),(-2L)},{1L,0xF1B10E3CL,0x66E56740L},{1L,0x0A03CC99L,0xF545FCCDL},{1L,(-9L),0xBCA4E295L},{0x3AB962EDL,0L,1L}},{{(-1L),0x8268E919L,0xBB907D6AL},{(-9L),0x8268E919L,(-2L)},{0xABE0D1BAL,0L,(-1L)},{0L,(-9L),(-1L)},{8L,0x0A03CC99L,0L},{0x519FD23FL,0xF1B10E3CL,0x8268E919L},{0xBCA4E295L,(-1L),0L},{(-7L),0xB80EB0E0L,0x519FD23FL},{(-9L),0xE5531A4BL,0xF545FCCDL},{(-1L),1L,(-2L)}},{{0xED014C47L,0xED014C47L,0x026A9A25L},{(-1L),0xABE0D1BAL,0L},{0xBB907D6AL,1L,1L},{0x8268E919L,0L,0xED014C47L},{(-5L),0xBB907D6AL,1L},{0xEF06C16CL,0xE5531A4BL,0L},{0xFD038DB7L,0x3E2A23C3L,0x026A9A25L},{0L,(-3L),(-2L)},{(-7L),0xA090B4C5L,0xF545FCCDL},{0xBB907D6AL,0x40DD2EE8L,0x519FD23FL}},{{1L,1L,0L},{0L,0x3AB962EDL,0x8268E919L},{0x467D1D2DL,0x8268E919L,0L},{0xABCC5766L,(-7L),(-1L)},{1L,0xED014C47L,(-1L)},{(-5L),0xABCC5766L,(-2L)},{0x519FD23FL,0x40DD2EE8L,0xBB907D6AL},{0x519FD23FL,0x3E2A23C3L,1L},{(-5L),7L,0xBCA4E295L},{1L,0xB80EB0E0L,0xF545FCCDL}},{{0xABCC5766L,(-8L),0x66E56740L},{0x467D1D2DL,(-9L),(-2L)},{0L,(-1L),0x653FE0DAL},{1L,1L,0xBB907D6AL},{0xBB907D6AL,(-7L),0x467D1D2DL},{(-7L),0x3AB962EDL,0x3AB962EDL},{0L,0xBB907D6AL,(-2L)},{0xFD038DB7L,(-8L),0x399DC52AL},{0xEF06C16CL,0xF1B10E3CL,0x026A9A25L},{(-5L),0x5DAD05FFL,7L}},{{0x8268E919L,0xF1B10E3CL,0x519FD23FL},{0xBB907D6AL,(-8L),0xEF06C16CL},{(-1L),0xBB907D6AL,0xBCA4E295L},{0xED014C47L,0x3AB962EDL,0x653FE0DAL},{(-1L),(-7L),0x399DC52AL},{(-9L),1L,(-1L)},{(-7L),(-1L),0x01ADE1EDL},{0xBCA4E295L,(-9L),1L},{0x519FD23FL,(-8L),(-9L)},{8L,0xB80EB0E0L,0x8268E919L}},{{0L,7L,7L},{0xABE0D1BAL,0x3E2A23C3L,0x66E56740L},{(-9L),0x40DD2EE8L,0x66E56740L},{(-1L),0xABCC5766L,7L},{0x3AB962EDL,0xED014C47L,0x8268E919L},{1L,(-7L),(-9L)},{1L,0x8268E919L,1L},{1L,0x3AB962EDL,0x01ADE1EDL},{8L,7L,0xEF06C16CL},{1L,0x880C27D4L,(-3L)}}};
static volatile uint8_t g_332 = 0x9EL;/* VOLATILE GLOBAL g_332 */
static int32_t g_373[5][9][2] = {{{0xEA9E6EF2L,0xA9E2E297L},{0x6000F448L,0x573FAE98L},{(-5L),0x6000F448L},{0L,0x4565C005L},{0L,0x6000F448L},{(-5L),0x573FAE98L},{0x6000F448L,0xA9E2E297L},{0xEA9E6EF2L,0L},{(-2L),0x385F6E0CL}},{{0x385F6E0CL,(-5L)},{(-10L),(-5L)},{0x385F6E0CL,0x385F6E0CL},{(-2L),0L},{0xEA9E6EF2L,0xA9E2E297L},{0x6000F448L,0x573FAE98L},{(-5L),0x6000F448L},{0L,0x4565C005L},{0L,0x6000F448L}},{{(-5L),0x573FAE98L},{0x6000F448L,0xA9E2E297L},{0xEA9E6EF2L,0L},{(-2L),0x385F6E0CL},{0x385F6E0CL,(-5L)},{(-10L),(-5L)},{0x385F6E0CL,0x385F6E0CL},{(-2L),0L},{0xEA9E6EF2L,0xA9E2E297L}},{{0x6000F448L,0x573FAE98L},{(-5L),0x6000F448L},{0L,0x4565C005L},{0L,0x6000F448L},{(-5L),0x573FAE98L},{0x6000F448L,0xA9E2E297L},{0xEA9E6EF2L,0L},{(-2L),0x385F6E0CL},{0x385F6E0CL,(-5L)}},{{(-10L),(-5L)},{0x385F6E0CL,0x385F6E0CL},{(-2L),0L},{0xEA9E6EF2L,0xA9E2E297L},{0x6000F448L,0x573FAE98L},{(-5L),0x6000F448L},{0L,0x4565C005L},{0L,0x6000F448L},{(-5L),0x573FAE98L}}};
static uint64_t ***g_382[3][5][10] = {{{&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,(void*)0,&g_283,&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283,&g_283,&g_283}},{{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{(void*)0,&g_283,(void*)0,&g_283,(void*)0,&g_283,&g_283,&g_283,(void*)0,&g_283},{(void*)0,&g_283,&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283,&g_283,&g_283}},{{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,(void*)0,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283,&g_283},{&g_283,&g_283,(void*)0,&g_283,(void*)0,&g_283,&g_283,&g_283,&g_283,&g_283}}};
static uint64_t ****g_381[6] = {&g_382[1][4][5],&g_382[2][1][1],&g_382[1][4][5],&g_382[1][4][5],&g_382[2][1][1],&g_382[1][4][5]};
static uint32_t g_444 = 0x3B7AA850L;
static volatile int64_t *g_452 = &g_230;
static volatile int64_t **g_451 = &g_452;
static volatile int64_t *** volatile g_450 = &g_451;/* VOLATILE GLOBAL g_450 */
static uint32_t g_464[6][8][5] = {{{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L}},{{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L}},{{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L},{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,0x4F36B917L}},{{0UL,0UL,0xB48208C4L,0x6902930EL,0xB48208C4L},{18446744073709551615UL,18446744073709551615UL,0x4F36B917L,18446744073709551615UL,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL}},{{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL}},{{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL},{0xB48208C4L,0xB48208C4L,0x8309D5EFL,0x92F1F45DL,0x8309D5EFL},{0x4F36B917L,0x4F36B917L,1UL,0x538AC4C2L,1UL}}};
static const volatile int16_t g_487 = 1L;/* VOLATILE GLOBAL g_487 */
static int16_t g_542 = 1L;
static volatile uint32_t g_570 = 0x6099BA1BL;/* VOLATILE GLOBAL g_570 */
static const uint32_t g_609 = 18446744073709551609UL;
static int16_t *g_614[2][9][9] = {{{&g_21,&g_542,&g_21,&g_123,&g_542,&g_21,&g_123,&g_123,&g_21},{&g_123,&g_123,&g_542,&g_21,&g_21,&g_542,&g_21,(void*)0,&g_21},{&g_21,&g_123,&g_123,&g_123,&g_123,&g_21,&g_21,&g_21,&g_123},{&g_542,&g_123,&g_21,&g_542,(void*)0,&g_542,&g_123,(void*)0,&g_21},{&g_21,&g_542,&g_21,&g_123,(void*)0,&g_123,&g_21,&g_542,&g_21},{&g_21,(void*)0,&g_123,&g_542,(void*)0,&g_542,&g_21,&g_123,&g_542},{&g_123,&g_21,&g_21,&g_21,&g_123,&g_123,&g_123,&g_123,&g_21},{&g_21,(void*)0,&g_21,&g_542,&g_21,&g_21,&g_542,&g_123,&g_123},{&g_21,&g_123,&g_123,&g_21,&g_542,&g_123,&g_21,&g_542,&g_123}},{{&g_542,&g_542,&g_21,&g_21,&g_542,&g_542,(void*)0,&g_21,&g_123},{&g_542,&g_123,&g_123,&g_542,(void*)0,&g_21,&g_542,&g_21,&g_123},{&g_123,&g_542,(void*)0,&g_123,&g_542,&g_123,(void*)0,&g_542,&g_123},{&g_123,&g_21,&g_542,&g_21,(void*)0,&g_542,&g_123,&g_123,&g_542},{&g_123,&g_21,(void*)0,&g_542,&g_542,&g_21,&g_21,&g_542,&g_542},{&g_123,(void*)0,&g_123,&g_21,&g_21,&g_542,&g_21,&g_123,&g_542},{&g_123,&g_542,&g_21,(void*)0,&g_123,&g_21,(void*)0,&g_542,(void*)0},{&g_542,&g_123,&g_21,&g_21,&g_123,&g_542,&g_542,&g_21,&g_21},{&g_542,&g_542,(void*)0,&g_542,&g_542,&g_123,&g_123,&g_21,(void*)0}}};
static int8_t * volatile *g_621 = (void*)0;
static uint16_t *g_626 = &g_52;
static uint16_t **g_625[10][4][6] = {{{&g_626,&g_626,&g_626,&g_626,&g_626,(void*)0},{&g_626,(void*)0,&g_626,(void*)0,(void*)0,&g_626},{&g_626,(void*)0,(void*)0,(void*)0,&g_626,(void*)0},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626}},{{&g_626,&g_626,&g_626,(void*)0,&g_626,&g_626},{&g_626,&g_626,(void*)0,(void*)0,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,(void*)0},{&g_626,(void*)0,(void*)0,(void*)0,(void*)0,&g_626}},{{&g_626,&g_626,&g_626,(void*)0,(void*)0,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,(void*)0},{&g_626,(void*)0,&g_626,(void*)0,(void*)0,&g_626},{&g_626,(void*)0,(void*)0,(void*)0,&g_626,(void*)0}},{{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,(void*)0,&g_626,&g_626},{&g_626,&g_626,(void*)0,(void*)0,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,(void*)0}},{{&g_626,(void*)0,(void*)0,(void*)0,(void*)0,&g_626},{&g_626,&g_626,&g_626,(void*)0,(void*)0,&g_626},{&g_626,(void*)0,&g_626,(void*)0,(void*)0,(void*)0},{&g_626,&g_626,(void*)0,&g_626,&g_626,&g_626}},{{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,(void*)0,(void*)0,&g_626},{&g_626,(void*)0,&g_626,&g_626,(void*)0,&g_626},{&g_626,&g_626,(void*)0,&g_626,&g_626,(void*)0}},{{&g_626,(void*)0,&g_626,(void*)0,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,(void*)0,&g_626,(void*)0,(void*)0,(void*)0}},{{&g_626,&g_626,(void*)0,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,(void*)0,(void*)0,&g_626},{&g_626,(void*)0,&g_626,&g_626,(void*)0,&g_626}},{{&g_626,&g_626,(void*)0,&g_626,&g_626,(void*)0},{&g_626,(void*)0,&g_626,(void*)0,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626}},{{&g_626,(void*)0,&g_626,(void*)0,(void*)0,(void*)0},{&g_626,&g_626,(void*)0,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,&g_626,&g_626,&g_626},{&g_626,&g_626,&g_626,(void*)0,(void*)0,&g_626}}};
static volatile int32_t g_675[8] = {0xD5F0A59BL,(-2L),0xD5F0A59BL,(-2L),0xD5F0A59BL,(-2L),0xD5F0A59BL,(-2L)};
static int8_t *g_785[1] = {(void*)0};
static int32_t ** volatile g_788 = &g_278[1][0];/* VOLATILE GLOBAL g_788 */
static volatile int32_t g_808 = 0xB081F327L;/* VOLATILE GLOBAL g_808 */
static const uint64_t g_839 = 0xCAE3C12C5FEA9503LL;
static uint8_t g_842 = 255UL;
static volatile int32_t g_886[2][6][5] = {{{0x01440100L,8L,1L,1L,8L},{8L,1L,0x01440100L,8L,1L},{1L,8L,0x01D5C546L,8L,1L},{0x01440100L,(-1L),1L,1L,(-1L)},{1L,1L,1L,1L,1L},{8L,1L,0x01D5C546L,(-1L),(-1L)}},{{0x01440100L,1L,0x01440100L,1L,1L},{(-1L),1L,1L,(-1L),1L},{(-1L),(-1L),0x01D5C546L,1L,8L},{0x01440100L,8L,1L,1L,8L},{1L,0x01D5C546L,0xF5107C69L,1L,0xB4DF0261L},{1L,1L,(-1L),1L,1L}}};
static int16_t ***g_913 = (void*)0;
static int16_t **** volatile g_912 = &g_913;/* VOLATILE GLOBAL g_912 */
static volatile int64_t * const  volatile * volatile g_987[7] = {&g_452,&g_452,&g_452,&g_452,&g_452,&g_452,&g_452};
static volatile int64_t * const  volatile * volatile *g_986 = &g_987[4];
static volatile int64_t * const  volatile * volatile * volatile *g_985[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t ** volatile g_1028 = &g_278[0][0];/* VOLATILE GLOBAL g_1028 */
static int16_t g_1124 = 5L;
static int32_t ** volatile g_1125[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile int32_t * const ****g_1133[2] = {(void*)0,(void*)0};
static int32_t *g_1142[3] = {&g_239,&g_239,&g_239};
static int32_t ** const g_1141 = &g_1142[2];
static int32_t ** const *g_1140[1][7] = {{&g_1141,&g_1141,&g_1141,&g_1141,&g_1141,&g_1141,&g_1141}};
static int32_t ** const **g_1139 = &g_1140[0][1];
static int32_t ** const ***g_1138[3] = {&g_1139,&g_1139,&g_1139};
static int16_t *g_1173[10][2] = {{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542},{&g_21,&g_542}};
static const int32_t * volatile g_1177[2][2][1] = {{{&g_239},{&g_20[1]}},{{&g_239},{&g_20[1]}}};
static int8_t **g_1225 = &g_785[0];
static volatile uint64_t g_1279 = 1UL;/* VOLATILE GLOBAL g_1279 */
static int16_t * volatile *g_1408 = &g_614[0][8][2];
static uint64_t *****g_1418 = &g_381[1];
static const volatile int64_t g_1443[8] = {(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L)};
static int32_t g_1482 = 0xB5D33683L;
static int32_t ** volatile g_1485 = &g_278[0][0];/* VOLATILE GLOBAL g_1485 */
static volatile uint32_t g_1486 = 18446744073709551615UL;/* VOLATILE GLOBAL g_1486 */
static const volatile uint32_t g_1542 = 0UL;/* VOLATILE GLOBAL g_1542 */
static int32_t ** volatile g_1617 = &g_1142[2];/* VOLATILE GLOBAL g_1617 */
static volatile int64_t g_1660 = 0x6FC0B6E7BA0A11F9LL;/* VOLATILE GLOBAL g_1660 */
static const uint8_t g_1724 = 0UL;
static volatile uint32_t * volatile * volatile g_1745 = (void*)0;/* VOLATILE GLOBAL g_1745 */
static uint32_t **g_1746 = (void*)0;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int16_t  func_12(int32_t  p_13, uint8_t  p_14);
static uint8_t  func_30(int32_t * p_31, int32_t * p_32, int32_t * p_33);
static int32_t * func_35(uint16_t  p_36, int32_t ** p_37, int32_t  p_38);
static int32_t ** func_39(uint64_t  p_40, int32_t * p_41, int32_t * p_42, uint8_t  p_43);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_15 g_21 g_48 g_52 g_53 g_60 g_230 g_464 g_118 g_123 g_20 g_609 g_621 g_625 g_332 g_306 g_626 g_283 g_284 g_675 g_487 g_450 g_451 g_452 g_542 g_808 g_985 g_76 g_210 g_211 g_986 g_987 g_1028 g_54 g_1124 g_278 g_1724 g_1745 g_1746 g_1141 g_1142 g_239 g_1617 g_1225 g_785 g_444 g_1486 g_842 g_215 g_1279 g_112 g_1139 g_1140 g_1482 g_56
 * writes: g_15 g_20 g_21 g_48 g_52 g_56 g_118 g_614 g_625 g_306 g_542 g_76 g_278 g_284 g_842 g_444 g_215 g_1746 g_626 g_239 g_1142 g_120 g_112
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_16 = 1UL;
    uint8_t l_1831 = 0xEAL;
    uint8_t l_1862 = 1UL;
    uint16_t l_1872[1];
    uint64_t **l_1873 = &g_284;
    int32_t l_1880[9][6][4] = {{{(-1L),0x26C2AFB5L,(-1L),0xA00BAB6AL},{0x46D71F5FL,0xCA089331L,0x26C2AFB5L,0x36D75AE7L},{(-1L),9L,0x28A788EFL,8L},{0xDC267C0EL,0xA3B72999L,(-1L),4L},{0x1563A829L,(-1L),0L,0x2F1D2F67L},{(-5L),3L,0xDC267C0EL,0L}},{{0x64D556C1L,0x7117C8C4L,0xA00BAB6AL,(-1L)},{0xE18A500DL,0xA00BAB6AL,0xCF61B9AFL,0xB7A94447L},{0L,0xE18A500DL,0L,0xE18A500DL},{8L,4L,0x808C463DL,1L},{0x26C2AFB5L,0x168D94E7L,0x7117C8C4L,(-1L)},{0x872E7A93L,0x46D71F5FL,0xCFB52EDDL,(-6L)}},{{0x872E7A93L,1L,0x7117C8C4L,0xCA089331L},{0x26C2AFB5L,(-6L),0x808C463DL,0xA8CC9EFDL},{8L,0L,0L,(-1L)},{0L,(-7L),0xCF61B9AFL,(-1L)},{0xE18A500DL,(-1L),0xA00BAB6AL,0x808C463DL},{0x64D556C1L,0x23397542L,0xDC267C0EL,0L}},{{(-5L),0x662F93DAL,0L,(-1L)},{0x1563A829L,0xCFB52EDDL,(-1L),6L},{0xDC267C0EL,0xF574B2D8L,0x28A788EFL,0x2F91C79AL},{(-1L),9L,0x26C2AFB5L,0L},{0x46D71F5FL,0x2F1D2F67L,(-1L),0xDC267C0EL},{(-1L),6L,(-6L),(-1L)}},{{8L,(-1L),9L,0xA1E3254DL},{4L,0x2F91C79AL,0x2F91C79AL,4L},{0x23397542L,(-3L),0xB7A94447L,0xA3B72999L},{4L,(-1L),0xF713FDD4L,(-5L)},{4L,0x62964FFFL,(-1L),0xF574B2D8L},{3L,0x872E7A93L,0x26C2AFB5L,1L}},{{0xA8CC9EFDL,0xC73FAC43L,4L,0xA56EAB2CL},{8L,(-3L),0x168D94E7L,0x2F91C79AL},{(-1L),3L,0xCF61B9AFL,4L},{0x7117C8C4L,0xF713FDD4L,9L,1L},{0xCA089331L,(-1L),8L,0xA00BAB6AL},{0xB7A94447L,4L,0x0ED2251FL,(-3L)}},{{0x60A95B89L,0x71735539L,(-1L),0xF713FDD4L},{0xF713FDD4L,(-1L),0xF574B2D8L,(-5L)},{0x23397542L,(-1L),0xDC267C0EL,(-1L)},{0x71735539L,0x0ED2251FL,0xB7A94447L,0L},{0xCF61B9AFL,0x23397542L,0x28A788EFL,0x60A95B89L},{0x46D71F5FL,(-1L),(-5L),0x872E7A93L}},{{0xCFB52EDDL,0xA00BAB6AL,0xCFB52EDDL,9L},{0x2F91C79AL,(-1L),(-1L),0x2F1D2F67L},{9L,0xA1E3254DL,0x64D556C1L,(-1L)},{1L,0xE18A500DL,0x64D556C1L,(-7L)},{9L,0x662F93DAL,(-1L),(-3L)},{0x2F91C79AL,0xA56EAB2CL,0xCFB52EDDL,(-1L)}},{{0xCFB52EDDL,(-1L),(-5L),0x7117C8C4L},{0x46D71F5FL,(-1L),0x28A788EFL,0L},{0xCF61B9AFL,0xCA089331L,0xB7A94447L,0x1563A829L},{0x71735539L,0x1FEFD15DL,0xDC267C0EL,(-1L)},{0x23397542L,4L,0xF574B2D8L,(-1L)},{0xF713FDD4L,1L,(-1L),0x62964FFFL}}};
    int32_t l_1881 = (-4L);
    int32_t ***l_1912 = &g_60;
    uint32_t l_1920[1][1];
    uint16_t **l_1921 = &g_626;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1872[i] = 0xF91DL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_1920[i][j] = 18446744073709551615UL;
    }
    if ((((int8_t)(((~0x86E871D976FF55E0LL) , g_5) | ((uint32_t)(((int16_t)(-4L) * (int16_t)((int16_t)func_12((g_15 = g_5), l_16) << (int16_t)2)) , 4294967295UL) + (uint32_t)(+(((uint8_t)(l_16 == ((l_16 || l_16) > l_16)) << (uint8_t)0) < l_1831)))) / (int8_t)0x13L) & l_16))
    { /* block id: 771 */
        uint64_t l_1836 = 0x8232D5CD45BF1490LL;
        int8_t *l_1849 = &g_120;
        int16_t l_1858[9][7][4] = {{{0L,0x171DL,0x3C34L,3L},{0L,0x944EL,7L,0x547EL},{(-1L),0x4E2DL,0x7EEFL,0x3547L},{0x7EEFL,0x3547L,0x47A6L,0x3547L},{0x3C34L,0x4E2DL,0x703FL,0x547EL},{0L,0x944EL,0L,3L},{0x703FL,0x171DL,0x91ACL,0x625DL}},{{0x703FL,0x67BFL,0L,(-1L)},{0L,0x625DL,0x703FL,0x944EL},{0x3C34L,0x20A3L,0x47A6L,0x67BFL},{0x7EEFL,0x20A3L,0x7EEFL,0x944EL},{(-1L),0x625DL,7L,(-1L)},{0L,0x67BFL,0x3C34L,0x625DL},{0L,0x171DL,0x3C34L,3L}},{{0L,0x944EL,7L,0x547EL},{(-1L),0x4E2DL,0x7EEFL,0x3547L},{0x7EEFL,0x3547L,0x47A6L,0x3547L},{0x3C34L,0x4E2DL,0x703FL,0x547EL},{0L,0x944EL,0L,3L},{0x703FL,0x171DL,0x91ACL,0x625DL},{0x703FL,0x67BFL,0L,(-1L)}},{{0L,0x625DL,0x703FL,0x4E2DL},{0L,(-1L),0L,0x3547L},{0x91ACL,(-1L),0x91ACL,0x4E2DL},{0L,0x171DL,0x47A6L,0x944EL},{0x39A5L,0x3547L,0L,0x171DL},{0x703FL,3L,0L,0x67BFL},{0x39A5L,0x4E2DL,0x47A6L,0x625DL}},{{0L,0x7D1DL,0x91ACL,0x20A3L},{0x91ACL,0x20A3L,0L,0x20A3L},{0L,0x7D1DL,0L,0x625DL},{0x7EEFL,0x4E2DL,(-1L),0x67BFL},{0L,3L,0x3C34L,0x171DL},{0L,0x3547L,(-1L),0x944EL},{0x7EEFL,0x171DL,0L,0x4E2DL}},{{0L,(-1L),0L,0x3547L},{0x91ACL,(-1L),0x91ACL,0x4E2DL},{0L,0x171DL,0x47A6L,0x944EL},{0x39A5L,0x3547L,0L,0x171DL},{0x703FL,3L,0L,0x67BFL},{0x39A5L,0x4E2DL,0x47A6L,0x625DL},{0L,0x7D1DL,0x91ACL,0x20A3L}},{{0x91ACL,0x20A3L,0L,0x20A3L},{0L,0x7D1DL,0L,0x625DL},{0x7EEFL,0x4E2DL,(-1L),0x67BFL},{0L,3L,0x3C34L,0x171DL},{0L,0x3547L,(-1L),0x944EL},{0x7EEFL,0x171DL,0L,0x4E2DL},{0L,(-1L),0L,0x3547L}},{{0x91ACL,(-1L),0x91ACL,0x4E2DL},{0L,0x171DL,0x47A6L,0x944EL},{0x39A5L,0x3547L,0L,0x171DL},{0x703FL,3L,0L,0x67BFL},{0x39A5L,0x4E2DL,0x47A6L,0x625DL},{0L,0x7D1DL,0x91ACL,0x20A3L},{0x91ACL,0x20A3L,0L,0x20A3L}},{{0L,0x7D1DL,0L,0x625DL},{0x7EEFL,0x4E2DL,(-1L),0x67BFL},{0L,3L,0x3C34L,0x171DL},{0L,0x3547L,(-1L),0x944EL},{0x7EEFL,0x171DL,0L,0x4E2DL},{0L,(-1L),0L,0x3547L},{0x91ACL,(-1L),0x91ACL,0x4E2DL}}};
        uint8_t *l_1859 = &g_842;
        uint8_t *l_1860 = (void*)0;
        uint8_t *l_1861 = &l_1831;
        int i, j, k;
        (**g_1141) |= ((uint16_t)((uint16_t)l_16 * (uint16_t)l_1836) - (uint16_t)(l_1831 && (((uint64_t)(((uint16_t)((uint16_t)((((int8_t)((((((*l_1861) = ((*l_1859) = ((int32_t)((int8_t)((*l_1849) = l_16) << (int8_t)l_16) + (int32_t)((uint64_t)((int8_t)l_1836 + (int8_t)(((int16_t)((l_16 && l_1836) >= ((uint32_t)0UL / (uint32_t)7UL)) >> (int16_t)14) <= g_215)) + (uint64_t)l_1858[8][1][1])))) , l_1862) , l_1831) && g_542) > 0xF3L) * (int8_t)1L) <= l_1862) , l_1858[7][6][1]) >> (uint16_t)2) * (uint16_t)l_1858[7][2][2]) | l_1858[4][2][3]) + (uint64_t)l_16) != 0xCCD2L)));
    }
    else
    { /* block id: 776 */
        uint32_t l_1865 = 4294967294UL;
        uint64_t *****l_1877 = &g_381[1];
        int16_t *l_1878 = (void*)0;
        int16_t *l_1879 = &g_21;
        const uint32_t *l_1884 = &g_609;
        const uint32_t **l_1883 = &l_1884;
        const uint32_t ***l_1882[7] = {&l_1883,&l_1883,&l_1883,&l_1883,&l_1883,&l_1883,&l_1883};
        int64_t *l_1899[2];
        int64_t **l_1905 = &l_1899[0];
        int64_t ***l_1904 = &l_1905;
        int8_t *l_1906 = &g_120;
        int64_t l_1907 = 0x0CFEDDFCB21DFB65LL;
        uint64_t *l_1908 = &g_112;
        int32_t l_1909 = 0x56E3F305L;
        int i;
        for (i = 0; i < 2; i++)
            l_1899[i] = &g_76;
        l_1881 &= ((l_1865 <= ((l_1865 < (((int8_t)((uint64_t)(((int16_t)(l_1862 , ((*l_1879) = ((l_1872[0] , ((((void*)0 == l_1873) && ((~(((uint16_t)(l_1865 | l_1872[0]) >> (uint16_t)5) == (((l_1877 != (void*)0) == (**g_451)) ^ l_1831))) != l_1865)) ^ g_464[3][3][3])) & 0x41E01866L))) * (int16_t)0xCC50L) , 18446744073709551608UL) - (uint64_t)l_1865) + (int8_t)l_1831) , l_1865)) == l_1880[4][0][1])) | g_239);
        (**g_1141) = ((void*)0 == l_1882[4]);
        (**g_1141) |= ((int16_t)(l_1909 ^= ((uint64_t)(((uint16_t)0x855EL * (uint16_t)(l_1865 & (((*l_1908) |= ((uint8_t)(g_48 = ((int8_t)((l_1884 != l_1884) <= ((*l_1879) = ((int32_t)((uint8_t)l_1862 * (uint8_t)((*l_1906) = (((g_76 = (l_1881 |= l_1865)) , (8L > (((uint16_t)0x2557L << (uint16_t)11) < (l_1904 == (void*)0)))) && g_1279))) % (int32_t)0x36BC0910L))) >> (int8_t)4)) + (uint8_t)l_1907)) >= g_15))) , l_1865) / (uint64_t)l_1872[0])) + (int16_t)l_1865);
    }
    for (g_118 = 10; (g_118 != 10); g_118 += 8)
    { /* block id: 791 */
        uint16_t l_1915 = 65535UL;
        uint16_t ***l_1922[3][3][5] = {{{&g_625[9][0][0],(void*)0,&g_625[9][0][0],(void*)0,&g_625[9][3][0]},{&g_625[2][2][3],&g_625[4][3][3],&g_625[4][3][3],&g_625[4][3][3],&g_625[2][2][3]},{&g_625[9][0][0],&g_625[4][3][3],(void*)0,(void*)0,(void*)0}},{{&g_625[9][1][5],&g_625[9][1][5],&g_625[4][3][3],&g_625[6][3][4],&g_625[4][3][3]},{&g_625[9][0][0],(void*)0,(void*)0,&g_625[9][0][0],&g_625[4][0][4]},{&g_625[1][0][5],&g_625[6][3][4],&g_625[4][3][3],&g_625[4][3][3],&g_625[6][3][4]}},{{&g_625[4][0][4],(void*)0,&g_625[9][3][0],(void*)0,(void*)0},{&g_625[2][2][3],&g_625[3][0][3],&g_625[2][2][3],&g_625[4][3][3],&g_625[9][1][5]},{(void*)0,&g_625[9][0][0],(void*)0,&g_625[9][0][0],(void*)0}}};
        int i, j, k;
        (*g_1141) = &l_1881;
        (**g_1141) = ((((((*g_1139) != l_1912) != (((((((int8_t)l_1915 - (int8_t)((int16_t)l_1915 - (int16_t)(((int64_t)(l_1920[0][0] > ((l_1880[4][0][1] ^ (((g_625[4][3][3] = (l_1921 = &g_626)) == (void*)0) >= ((uint16_t)((g_56 = (l_1915 == 0UL)) , l_1920[0][0]) * (uint16_t)l_1915))) <= l_1915)) + (int64_t)0x0A7CBE94386FA59CLL) < g_211))) || l_1915) && l_1915) & 0xC70A4137CB53A2FFLL) && l_1915) > l_1915)) <= g_1482) != 9L) >= 0x85495679CBE037E9LL);
    }
    return g_56;
}


/* ------------------------------------------ */
/* 
 * reads : g_15 g_48 g_52 g_53 g_21 g_60 g_5 g_230 g_464 g_118 g_123 g_20 g_609 g_621 g_625 g_332 g_306 g_626 g_283 g_284 g_675 g_487 g_450 g_451 g_452 g_542 g_808 g_985 g_76 g_210 g_211 g_986 g_987 g_1028 g_54 g_1124 g_278 g_1724 g_1745 g_1746 g_1141 g_1142 g_239 g_1617 g_1225 g_785 g_444 g_1486 g_842
 * writes: g_20 g_21 g_15 g_48 g_52 g_56 g_118 g_614 g_625 g_306 g_542 g_76 g_278 g_284 g_842 g_444 g_215 g_1746 g_626 g_239 g_1142
 */
static int16_t  func_12(int32_t  p_13, uint8_t  p_14)
{ /* block id: 2 */
    int32_t l_17 = 0x5A8B060DL;
    uint64_t *l_651 = (void*)0;
    int64_t *l_658[8] = {&g_15,&g_15,&g_15,&g_15,&g_15,&g_15,&g_15,&g_15};
    int32_t l_676[4];
    uint64_t l_685[4][6] = {{0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL},{0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL},{0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL},{0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL,0x502B5807032CF5E8LL,0x8F64F30615DD40D4LL}};
    uint32_t l_715 = 0UL;
    int16_t *l_738 = (void*)0;
    uint8_t l_763 = 0x4FL;
    const uint64_t *l_838 = &g_839;
    const uint64_t **l_837 = &l_838;
    uint32_t l_873 = 18446744073709551615UL;
    uint8_t l_909 = 0x36L;
    int32_t *l_943[8][1] = {{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}};
    uint32_t l_999 = 1UL;
    int8_t l_1045 = 0xCDL;
    const uint64_t ***l_1101 = &l_837;
    const uint64_t ****l_1100[6][8][4] = {{{&l_1101,(void*)0,(void*)0,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{(void*)0,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101}},{{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,(void*)0,(void*)0,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101}},{{&l_1101,&l_1101,&l_1101,&l_1101},{(void*)0,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,(void*)0,(void*)0,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101}},{{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{(void*)0,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101}},{{&l_1101,&l_1101,&l_1101,&l_1101},{(void*)0,&l_1101,&l_1101,(void*)0},{(void*)0,&l_1101,&l_1101,&l_1101},{&l_1101,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,(void*)0,(void*)0},{&l_1101,&l_1101,(void*)0,&l_1101}},{{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101},{(void*)0,&l_1101,&l_1101,(void*)0},{(void*)0,&l_1101,&l_1101,&l_1101},{&l_1101,(void*)0,&l_1101,&l_1101},{&l_1101,&l_1101,&l_1101,&l_1101}}};
    const uint64_t ***** const l_1099 = &l_1100[1][1][0];
    int32_t ** const *l_1136[1];
    int32_t ** const **l_1135 = &l_1136[0];
    int32_t ** const ***l_1134 = &l_1135;
    int16_t ****l_1149[9];
    int8_t l_1190 = 3L;
    int32_t *l_1205 = (void*)0;
    int8_t **l_1221 = (void*)0;
    int64_t ***l_1244 = (void*)0;
    uint32_t l_1298 = 4294967295UL;
    int32_t l_1383 = 0x90206C22L;
    uint16_t l_1389 = 0xF492L;
    uint64_t * const *l_1447 = &l_651;
    uint64_t * const **l_1446 = &l_1447;
    uint64_t * const ***l_1445 = &l_1446;
    uint64_t * const ****l_1444 = &l_1445;
    int32_t *l_1483 = &g_306[6][0][0];
    int32_t ***l_1503 = (void*)0;
    int32_t ****l_1502 = &l_1503;
    int32_t *****l_1501 = &l_1502;
    int32_t ** const *l_1511 = &g_60;
    int32_t *l_1540 = &g_373[0][0][0];
    int32_t **l_1539 = &l_1540;
    int32_t **l_1541 = &l_1540;
    const uint16_t *l_1593 = &g_52;
    const uint16_t **l_1592 = &l_1593;
    int32_t l_1612 = (-8L);
    const int32_t l_1797[8][6] = {{0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L},{4L,0x1EE7C3A0L,4L,0x1EE7C3A0L,4L,0x1EE7C3A0L},{0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L},{4L,0x1EE7C3A0L,4L,0x1EE7C3A0L,4L,0x1EE7C3A0L},{0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L},{4L,0x1EE7C3A0L,4L,0x1EE7C3A0L,4L,0x1EE7C3A0L},{0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L,0x83278AC1L,0x1EE7C3A0L},{4L,0x1EE7C3A0L,4L,0x1EE7C3A0L,4L,0x1EE7C3A0L}};
    int8_t *** const l_1807 = (void*)0;
    uint8_t *l_1826[8][8];
    uint8_t **l_1825 = &l_1826[4][6];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_676[i] = 0xC4E3CD81L;
    for (i = 0; i < 1; i++)
        l_1136[i] = &g_60;
    for (i = 0; i < 9; i++)
        l_1149[i] = &g_913;
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
            l_1826[i][j] = (void*)0;
    }
lbl_1799:
    if (p_14)
    { /* block id: 3 */
        uint32_t l_18 = 0xD0176DF7L;
        int32_t *l_34 = (void*)0;
        int32_t l_641 = 0x610F5ECBL;
        uint64_t *****l_659 = &g_381[1];
        int32_t l_660 = 0x0A2705DFL;
        int16_t *l_661 = &g_542;
        int8_t *l_674 = &g_120;
        int8_t * const *l_673[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int64_t *l_677 = (void*)0;
        int32_t l_690 = 0x8176099AL;
        int32_t l_691 = 0xB43D3341L;
        int32_t l_692 = 0x3C576592L;
        uint32_t l_693 = 0xF3366F0DL;
        uint16_t l_747[8] = {65531UL,65531UL,65531UL,65531UL,65531UL,65531UL,65531UL,65531UL};
        uint8_t l_775 = 8UL;
        int64_t ***l_794 = (void*)0;
        int64_t ****l_793 = &l_794;
        int64_t l_797[2];
        int64_t l_887 = 0x27DF8D2AAB5537ABLL;
        int16_t **l_911 = &g_614[0][8][2];
        int16_t ***l_910 = &l_911;
        int32_t l_991 = 5L;
        uint8_t l_992 = 0xD1L;
        uint32_t l_1006 = 1UL;
        uint16_t **l_1025[9];
        uint64_t *l_1044 = &l_685[0][5];
        int32_t *l_1068 = &l_991;
        int32_t l_1069 = (-1L);
        int i;
        for (i = 0; i < 2; i++)
            l_797[i] = 0x09F5A3E316F4DAF8LL;
        for (i = 0; i < 9; i++)
            l_1025[i] = &g_626;
        if ((l_17 = g_15))
        { /* block id: 5 */
            int32_t *l_19[9] = {&g_20[1],(void*)0,&g_20[1],&g_20[1],(void*)0,&g_20[1],&g_20[1],(void*)0,&g_20[1]};
            int i;
lbl_642:
            g_21 = (g_20[3] = (p_13 && l_18));
            for (g_15 = (-2); (g_15 >= 18); g_15 += 1)
            { /* block id: 10 */
                int32_t **l_24[6][7] = {{&l_19[4],&l_19[3],&l_19[6],&l_19[6],&l_19[3],&l_19[4],&l_19[7]},{&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3]},{&l_19[3],&l_19[3],&l_19[6],&l_19[3],&l_19[3],&l_19[4],&l_19[3]},{&l_19[4],&l_19[3],&l_19[6],&l_19[6],&l_19[3],&l_19[4],&l_19[7]},{&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3],&l_19[3]},{&l_19[3],&l_19[3],&l_19[6],&l_19[3],&l_19[3],&l_19[4],&l_19[3]}};
                int32_t *l_25 = &g_20[3];
                int i, j;
                l_25 = (void*)0;
                g_20[3] = ((int32_t)1L % (int32_t)p_13);
                for (g_21 = (-26); (g_21 != 22); g_21++)
                { /* block id: 15 */
                    uint8_t *l_47 = &g_48;
                    uint16_t *l_51 = &g_52;
                    uint16_t *l_55 = &g_56;
                    int32_t l_57 = 1L;
                    l_641 = (func_30(l_34, func_35(p_14, func_39((((((((-(uint32_t)p_14) == p_13) && 0x25CCEB8A064F5774LL) && g_15) > (((uint8_t)(--(*l_47)) << (uint8_t)3) >= ((((p_14 > ((((((*l_51) ^= l_17) >= ((*l_55) = ((g_53[4] != (void*)0) & 0x0F33E235BD639B6ALL))) || 4UL) || (-9L)) & g_21)) <= g_21) , 0x455D89F82A4162A9LL) != l_57))) <= 0L) != g_21), &g_20[6], l_34, g_21), g_5), l_19[1]) , p_13);
                }
            }
            if (g_5)
                goto lbl_642;
        }
        else
        { /* block id: 261 */
            int32_t *l_643 = (void*)0;
            int32_t *l_644 = &g_306[2][6][1];
            (*l_644) = (-1L);
            (*l_644) ^= 0xA8475E0DL;
        }
        if ((((uint16_t)(p_14 || ((l_17 || 0x2561BA316E203054LL) != ((l_651 = l_651) != (void*)0))) >> (uint16_t)((int16_t)((int16_t)((*l_661) = ((int32_t)(((void*)0 != l_658[3]) , (((((void*)0 != l_659) , 0x5B1CL) & l_660) >= p_13)) / (int32_t)l_17)) >> (int16_t)13) % (int16_t)l_17)) | l_17))
        { /* block id: 267 */
            uint64_t **l_668 = &l_651;
            int32_t l_682 = 0x1AF7A0CBL;
            int32_t *l_686 = &g_306[6][2][0];
            int32_t *l_687 = &g_306[3][1][1];
            int32_t *l_688 = &g_20[2];
            int32_t *l_689[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int i;
            l_676[3] = ((((((int16_t)p_14 % (int16_t)((uint16_t)(*g_626) << (uint16_t)p_13)) < ((((*g_283) == ((*l_668) = l_658[3])) , 1L) > (((uint32_t)(((1L ^ 0L) != (g_621 != l_673[4])) && g_675[0]) % (uint32_t)0x9BAB91F4L) , p_13))) , g_487) && 0x93L) > 0x28C8L);
            (*l_686) &= ((((((l_658[0] == l_677) , &l_661) == &l_661) ^ 65535UL) > (((int16_t)((*l_661) &= ((l_685[3][0] = (((int16_t)l_682 % (int16_t)((int64_t)(***g_450) - (int64_t)(0xB076A0B4L && 4294967295UL))) & l_676[3])) > p_13)) - (int16_t)p_13) < p_14)) != l_682);
            --l_693;
        }
        else
        { /* block id: 274 */
            uint8_t l_699 = 0x71L;
            int16_t *l_752 = &g_123;
            int32_t *l_765 = &g_306[6][3][0];
            int32_t l_817[2];
            uint64_t **l_834 = &l_651;
            const uint64_t *l_836 = &l_685[0][2];
            const uint64_t **l_835 = &l_836;
            uint64_t *** const *l_844 = &g_382[0][1][3];
            uint8_t *l_850 = &l_699;
            int32_t l_920 = 0x165E4284L;
            int32_t l_922 = 0x7FD48357L;
            int32_t l_923[2];
            uint16_t l_928 = 0x002AL;
            int8_t *l_935 = (void*)0;
            int32_t ***l_979 = &g_60;
            int32_t ****l_978 = &l_979;
            int32_t *****l_977 = &l_978;
            int64_t ** const l_990[9] = {&l_658[3],&l_658[3],&l_658[3],&l_658[3],&l_658[0],&l_658[3],&l_658[0],&l_658[0],&l_658[3]};
            int64_t ** const *l_989[10][1] = {{&l_990[3]},{&l_990[2]},{&l_990[3]},{(void*)0},{(void*)0},{&l_990[3]},{&l_990[2]},{&l_990[3]},{(void*)0},{(void*)0}};
            int64_t ** const **l_988 = &l_989[4][0];
            uint16_t **l_1027 = &g_626;
            int i, j;
            for (i = 0; i < 2; i++)
                l_817[i] = 9L;
            for (i = 0; i < 2; i++)
                l_923[i] = 0L;
            for (p_14 = 4; (p_14 >= 41); p_14 += 7)
            { /* block id: 277 */
                int32_t *l_698[5];
                uint32_t *l_707[4][9] = {{&g_444,&l_693,&g_444,&l_693,&g_444,&l_693,&g_444,&l_693,&g_444},{&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118},{&g_444,&l_693,&g_444,&l_693,&g_444,&l_693,&g_444,&l_693,&g_444},{&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118,&g_118}};
                int16_t *l_728 = &g_21;
                uint32_t l_731 = 18446744073709551615UL;
                int8_t l_818 = 0xEEL;
                uint64_t *** const *l_845 = &g_382[1][3][8];
                uint8_t *l_849[4][4][2] = {{{&g_215,&g_842},{&g_215,&g_842},{&g_215,&l_763},{&l_763,&g_215}},{{&g_842,&g_215},{&g_842,&g_215},{&l_763,&l_763},{&g_215,&g_842}},{{&g_215,&g_842},{&g_215,&l_763},{&l_763,&g_215},{&g_842,&g_215}},{{&g_842,&g_215},{&l_763,&l_763},{&g_215,&g_842},{&g_215,&g_842}}};
                int32_t l_937 = 0x0BF93438L;
                int8_t l_961 = 0xC8L;
                int32_t l_974 = 0x0B237524L;
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_698[i] = &l_660;
                l_699++;
            }
            if (((*l_765) = (((int16_t)(((*l_977) = (void*)0) == (void*)0) << (int16_t)((0x70L & g_123) && (+g_808))) == ((uint32_t)(((int16_t)((((l_738 == ((*l_911) = l_752)) , ((g_985[0] == l_988) , 1L)) != p_14) , p_13) << (int16_t)13) >= l_991) - (uint32_t)l_992))))
            { /* block id: 377 */
                int64_t l_1008 = (-1L);
                for (l_920 = 1; (l_920 <= 4); l_920 += 1)
                { /* block id: 380 */
                    return p_14;
                }
                for (l_775 = 27; (l_775 != 58); l_775 += 1)
                { /* block id: 385 */
                    int8_t l_1007 = (-1L);
                    int32_t l_1009 = 0L;
                    l_1009 ^= (((uint8_t)p_14 + (uint8_t)(p_14 > ((int8_t)l_999 / (int8_t)((*l_850) ^= (((&g_913 == ((p_13 >= ((((int8_t)0xF9L >> (int8_t)0) , p_14) != (((uint16_t)((*g_626) ^= (((((((((int64_t)(g_76 |= (-1L)) - (int64_t)(((p_13 > (*g_210)) && 0x27L) , p_14)) ^ 0x4CL) >= l_1006) <= p_13) , 0x29001F933CC96845LL) , 0x30L) , l_1007) | l_1008)) / (uint16_t)l_1007) != l_1008))) , &g_913)) ^ p_13) == 0xC36609D88D7878E5LL))))) , 0x159C2D3CL);
                }
            }
            else
            { /* block id: 391 */
                uint64_t l_1019 = 18446744073709551608UL;
                int64_t *l_1023[9] = {(void*)0,&l_797[0],(void*)0,&l_797[0],(void*)0,&l_797[0],(void*)0,&l_797[0],(void*)0};
                uint32_t *l_1024[6];
                uint16_t ***l_1026 = &l_1025[2];
                int i;
                for (i = 0; i < 6; i++)
                    l_1024[i] = &l_18;
                (*g_1028) = func_35(((int64_t)(((-(uint32_t)(g_118 = (((uint16_t)(((uint32_t)4294967295UL + (uint32_t)l_1019) >= (!0x419AL)) >> (uint16_t)15) , ((((uint16_t)l_1019 - (uint16_t)0x0A9AL) , l_658[3]) == l_1023[8])))) , &g_626) != (l_1027 = ((*l_1026) = l_1025[2]))) / (int64_t)(***g_986)), &l_34, p_14);
            }
            for (l_690 = 0; (l_690 >= (-26)); l_690--)
            { /* block id: 399 */
                return p_14;
            }
        }
        l_1045 = (((*l_1044) = (((uint64_t)(+(((*g_283) = (*g_283)) != (*l_837))) - (uint64_t)(g_15 = (((int16_t)(((uint64_t)0xFC2B20C5F33186E4LL % (uint64_t)(p_13 , ((uint64_t)((int8_t)p_14 * (int8_t)p_13) % (uint64_t)(*g_452)))) || (0xB730L || ((uint8_t)(&l_1025[2] != (void*)0) / (uint8_t)9L))) << (int16_t)p_13) || p_14))) > p_14)) || l_690);
        l_660 = (((0x9081505D37696F3CLL || ((uint64_t)((uint16_t)((uint8_t)((int64_t)((int32_t)(~(((0xC354L >= 1UL) , ((uint16_t)p_13 / (uint16_t)((0x35L >= ((uint8_t)(((int16_t)(((uint8_t)(((65533UL > (+(((p_14 , ((*l_1068) = ((((uint8_t)(0xA336A3E1L | 0xC3419791L) + (uint8_t)(-1L)) == p_13) , g_487))) , 1UL) < p_13))) , (***g_450)) , 0x7DL) << (uint8_t)2) ^ p_14) << (int16_t)(*g_626)) & (-1L)) >> (uint8_t)g_20[1])) || g_15))) == l_1069)) - (int32_t)4294967295UL) - (int64_t)0UL) % (uint8_t)p_13) % (uint16_t)(*g_626)) / (uint64_t)p_14)) , 0xE0542477L) , 0L);
    }
    else
    { /* block id: 409 */
        int8_t l_1102 = (-1L);
        int32_t l_1103 = 0x73902453L;
        int32_t ** const ***l_1137 = &l_1135;
        int16_t *l_1174 = &g_123;
        int8_t l_1176 = 0L;
        uint8_t l_1184[1];
        int32_t l_1215 = 0x336E62F3L;
        int32_t l_1237[4];
        int32_t l_1275 = (-3L);
        int32_t *l_1346 = &l_1237[1];
        uint64_t ***** const l_1357 = &g_381[3];
        int32_t **l_1375 = &g_278[0][0];
        uint64_t l_1414[5][7][7] = {{{18446744073709551615UL,0x900104015263BFE3LL,18446744073709551606UL,1UL,18446744073709551615UL,18446744073709551608UL,0xB5808B00552BC2B8LL},{0x1499E5CC3CA9EA83LL,4UL,0x6B84EC8B491530DDLL,7UL,1UL,18446744073709551607UL,1UL},{0x9F90F73765151B6CLL,0xF1928E13F7B1EFFBLL,0x1962B708B0665FF4LL,0xF4F164FF95E73803LL,18446744073709551615UL,0x45BDB3F08D2FE3DFLL,3UL},{0x7137110F6688AC7CLL,0xCE5F0C7930719EFDLL,18446744073709551613UL,0x7A4D59D992DBCB81LL,1UL,0x9198BC0A11E04C77LL,18446744073709551615UL},{18446744073709551606UL,0x37198EB5C74C8718LL,4UL,0x45BDB3F08D2FE3DFLL,0xC4E4C0326A557D93LL,0x3080498B74DBA397LL,0x5231BDE1CC5AFC00LL},{0x79E37597655EA479LL,0xEC5F0C564521A7BELL,1UL,0UL,0x28B2953F68A8AA60LL,0x3080498B74DBA397LL,0x9029F8A1EA898F0CLL},{0x579942D145131E1CLL,18446744073709551606UL,0UL,0xE21AFFB768A075FELL,6UL,0x9198BC0A11E04C77LL,0xEDCB793A6689A198LL}},{{18446744073709551615UL,1UL,0x41875852AC282740LL,18446744073709551613UL,0x900104015263BFE3LL,0x45BDB3F08D2FE3DFLL,18446744073709551608UL},{18446744073709551615UL,1UL,0x9F90F73765151B6CLL,0x37198EB5C74C8718LL,0x33389E127B1C0F5ELL,18446744073709551607UL,0x7A4D59D992DBCB81LL},{18446744073709551608UL,0x579942D145131E1CLL,1UL,1UL,0x579942D145131E1CLL,18446744073709551608UL,0x23E131FC87F834CDLL},{8UL,0x1962B708B0665FF4LL,0x7A4D59D992DBCB81LL,18446744073709551615UL,0x9F90F73765151B6CLL,0x579942D145131E1CLL,18446744073709551611UL},{18446744073709551606UL,18446744073709551608UL,7UL,1UL,0UL,1UL,0x37198EB5C74C8718LL},{0x5A332A2FD7B73D4DLL,0x1962B708B0665FF4LL,18446744073709551615UL,0x6CD201DC904629DALL,1UL,0x7A4D59D992DBCB81LL,0x579942D145131E1CLL},{0xCE5F0C7930719EFDLL,0x579942D145131E1CLL,1UL,18446744073709551615UL,18446744073709551615UL,3UL,18446744073709551615UL}},{{0x6B84EC8B491530DDLL,18446744073709551615UL,0x5A332A2FD7B73D4DLL,0x79E37597655EA479LL,1UL,0UL,1UL},{0x23E131FC87F834CDLL,8UL,0x1499E5CC3CA9EA83LL,0x7DC611B7CBB37AF6LL,0x6CD201DC904629DALL,18446744073709551615UL,0xF1928E13F7B1EFFBLL},{1UL,0x9198BC0A11E04C77LL,18446744073709551615UL,0x064F0D9183A8CD8DLL,0x4DA03962E0D290FELL,0x3080498B74DBA397LL,18446744073709551615UL},{18446744073709551613UL,0x01ADCC9616D8623ALL,1UL,18446744073709551615UL,0x4DA03962E0D290FELL,0xF1928E13F7B1EFFBLL,1UL},{18446744073709551615UL,18446744073709551608UL,0xEDCB793A6689A198LL,1UL,0x6CD201DC904629DALL,7UL,0x9198BC0A11E04C77LL},{0x0334B0466CD5E54BLL,0UL,0x7DC611B7CBB37AF6LL,0x5A332A2FD7B73D4DLL,1UL,0xE21AFFB768A075FELL,1UL},{0x51B12E76231EE244LL,0x7137110F6688AC7CLL,0xE21AFFB768A075FELL,0x6CD201DC904629DALL,18446744073709551608UL,0xF4F164FF95E73803LL,0xF4F164FF95E73803LL}},{{0x5A332A2FD7B73D4DLL,1UL,0xB5808B00552BC2B8LL,1UL,0x5A332A2FD7B73D4DLL,0xD54256382E950B11LL,0xEDCB793A6689A198LL},{0xF4F164FF95E73803LL,18446744073709551614UL,0x3080498B74DBA397LL,1UL,0xB5808B00552BC2B8LL,0x4DA03962E0D290FELL,0x7A4D59D992DBCB81LL},{0xF1928E13F7B1EFFBLL,0xB5808B00552BC2B8LL,0xC4E4C0326A557D93LL,18446744073709551606UL,7UL,1UL,0x51B12E76231EE244LL},{0xF4F164FF95E73803LL,1UL,0x01ADCC9616D8623ALL,0UL,0x900104015263BFE3LL,0x41875852AC282740LL,18446744073709551607UL},{0x5A332A2FD7B73D4DLL,0xCE5F0C7930719EFDLL,0x900104015263BFE3LL,0x51B12E76231EE244LL,18446744073709551615UL,18446744073709551611UL,8UL},{0x51B12E76231EE244LL,1UL,18446744073709551613UL,0x1962B708B0665FF4LL,18446744073709551614UL,0xEDCB793A6689A198LL,0x1499E5CC3CA9EA83LL},{0x0334B0466CD5E54BLL,0UL,0x45BDB3F08D2FE3DFLL,0x28B2953F68A8AA60LL,1UL,1UL,1UL}},{{18446744073709551615UL,0x047866E470C94DF4LL,1UL,18446744073709551615UL,0xD54256382E950B11LL,0x23E131FC87F834CDLL,0x5231BDE1CC5AFC00LL},{18446744073709551613UL,1UL,18446744073709551611UL,18446744073709551615UL,0xEDCB793A6689A198LL,0x668334100E7321A3LL,18446744073709551608UL},{1UL,0x45BDB3F08D2FE3DFLL,0x047866E470C94DF4LL,0x28B2953F68A8AA60LL,0xF1928E13F7B1EFFBLL,18446744073709551608UL,0x064F0D9183A8CD8DLL},{0x23E131FC87F834CDLL,1UL,18446744073709551615UL,0x1962B708B0665FF4LL,1UL,3UL,0UL},{0x6B84EC8B491530DDLL,0x1914253A5096FA81LL,0xEC5F0C564521A7BELL,0x51B12E76231EE244LL,0x41875852AC282740LL,4UL,0x41875852AC282740LL},{0UL,0x33389E127B1C0F5ELL,0x33389E127B1C0F5ELL,0UL,0x5231BDE1CC5AFC00LL,0x9F90F73765151B6CLL,7UL},{0xEC5F0C564521A7BELL,0x4DA03962E0D290FELL,18446744073709551614UL,18446744073709551606UL,0x79E37597655EA479LL,1UL,0xE21AFFB768A075FELL}}};
        uint64_t *****l_1417 = &g_381[4];
        int32_t *****l_1504 = &l_1502;
        int16_t **l_1576 = &g_1173[5][1];
        int64_t **l_1577 = &l_658[3];
        int64_t l_1661 = 0xFC0E1AF2644765F6LL;
        int64_t l_1664 = 0x9BDC60C5906B47F1LL;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_1184[i] = 7UL;
        for (i = 0; i < 4; i++)
            l_1237[i] = 1L;
        for (l_763 = (-6); (l_763 < 14); l_763++)
        { /* block id: 412 */
            uint8_t l_1080[4][1][3];
            int8_t *l_1081 = (void*)0;
            int8_t *l_1082[2];
            int32_t l_1083 = (-4L);
            int32_t l_1104 = 0xFCE71184L;
            int8_t l_1123 = (-1L);
            int i, j, k;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 1; j++)
                {
                    for (k = 0; k < 3; k++)
                        l_1080[i][j][k] = 0x88L;
                }
            }
            for (i = 0; i < 2; i++)
                l_1082[i] = &g_120;
            l_1104 |= (((uint8_t)((l_1083 |= ((uint8_t)((--(*g_626)) ^ (l_1080[0][0][2] = p_13)) >> (uint8_t)5)) < ((((int8_t)((~((uint64_t)((((((int16_t)0x63CBL * (int16_t)(4294967293UL | ((((uint8_t)p_14 + (uint8_t)p_13) | 0UL) , (((l_1102 = ((int8_t)(((int8_t)(p_14 , (((uint16_t)(((void*)0 == l_1099) == p_14) >> (uint16_t)10) & p_14)) >> (int8_t)1) , (-8L)) / (int8_t)p_13)) | p_14) == p_14)))) , 0xA1E3C531L) , g_54) < 0UL) , 5UL) - (uint64_t)8L)) ^ 8UL) * (int8_t)l_1103) | 6UL) >= l_1103)) >> (uint8_t)p_14) != p_13);
            for (p_14 = 0; (p_14 <= 0); p_14 += 1)
            { /* block id: 420 */
                int16_t l_1114[8] = {5L,5L,5L,5L,5L,5L,5L,5L};
                int i;
                for (l_1102 = 0; (l_1102 <= 0); l_1102 += 1)
                { /* block id: 423 */
                    uint16_t l_1109 = 0xAB76L;
                    int32_t l_1122 = 0x7B06C069L;
                    for (g_842 = 0; (g_842 <= 0); g_842 += 1)
                    { /* block id: 426 */
                        uint32_t l_1105 = 4294967295UL;
                        int32_t l_1108[2];
                        uint8_t *l_1121 = &l_1080[0][0][2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_1108[i] = (-3L);
                        ++l_1105;
                        l_1109--;
                        l_1108[0] = ((((l_1122 = ((((uint32_t)4294967295UL - (uint32_t)((**g_451) == l_1114[1])) , ((*l_1121) = ((uint32_t)(1L ^ (((uint16_t)(l_1108[0] , p_13) >> (uint16_t)((-5L) & ((((l_1114[7] != (((int8_t)(g_464[2][7][4] > l_1109) % (int8_t)9UL) && p_13)) >= p_13) == l_1108[0]) | p_13))) , p_14)) % (uint32_t)p_13))) || 0xBEL)) >= 1UL) | g_21) ^ l_1123);
                    }
                }
                for (g_48 = 0; (g_48 <= 0); g_48 += 1)
                { /* block id: 436 */
                    l_1083 = g_1124;
                    for (g_118 = 0; (g_118 <= 0); g_118 += 1)
                    { /* block id: 440 */
                        int32_t **l_1126 = &l_943[2][0];
                        (*l_1126) = (*g_1028);
                    }
                }
            }
            return p_14;
        }
    }
    for (l_1045 = 0; (l_1045 != (-14)); l_1045 -= 2)
    { /* block id: 670 */
        int8_t l_1725 = 0L;
        int32_t l_1731 = 1L;
        int32_t l_1732 = 0x0E7C96C8L;
        uint32_t l_1737 = 0x8DDB3A2AL;
        uint32_t l_1774 = 0xD9DA5E26L;
        int64_t l_1778[6][6] = {{0x6F65740143E59A85LL,0x8493D0F25493B4A3LL,0x8493D0F25493B4A3LL,0x6F65740143E59A85LL,(-6L),0xAEB9BCCA18673255LL},{(-4L),0xAEB9BCCA18673255LL,(-1L),1L,0xFEEF20ACAEF70911LL,1L},{(-6L),1L,(-6L),0x9A3DB3E886275AD4LL,0xFEEF20ACAEF70911LL,1L},{(-1L),0xAEB9BCCA18673255LL,(-4L),(-6L),(-6L),(-4L)},{0x8493D0F25493B4A3LL,0x8493D0F25493B4A3LL,0x6F65740143E59A85LL,(-6L),0xAEB9BCCA18673255LL,0x9A3DB3E886275AD4LL},{(-1L),0x6F65740143E59A85LL,1L,0x9A3DB3E886275AD4LL,1L,0x6F65740143E59A85LL}};
        uint32_t ***l_1790[8] = {&g_1746,&g_1746,&g_1746,&g_1746,&g_1746,&g_1746,&g_1746,&g_1746};
        int32_t *l_1795 = &l_17;
        uint8_t *l_1804 = &l_763;
        int16_t l_1810 = 0xA126L;
        int i, j;
        for (g_21 = (-11); (g_21 >= 5); g_21 += 6)
        { /* block id: 673 */
            int32_t * const l_1727 = (void*)0;
            int32_t l_1733 = 0x432C47E0L;
            const uint16_t *l_1753 = (void*)0;
            int16_t **l_1767 = &g_1173[3][1];
            for (g_52 = 0; (g_52 <= 0); g_52 += 1)
            { /* block id: 676 */
                uint16_t l_1710 = 3UL;
                uint32_t *l_1721 = &g_5;
                int32_t l_1730 = 1L;
                int16_t **l_1768 = &g_1173[9][1];
                uint64_t *l_1769 = &g_112;
                int32_t l_1773[10][6] = {{1L,9L,(-1L),0L,0L,(-1L)},{8L,8L,0x865F1536L,0x663730A2L,0L,0xABCB1A12L},{0x865F1536L,(-1L),3L,(-3L),0L,0x865F1536L},{(-1L),0x865F1536L,3L,1L,8L,0xABCB1A12L},{1L,1L,0x865F1536L,(-1L),0L,(-1L)},{(-1L),0L,(-1L),0x865F1536L,1L,1L},{0xABCB1A12L,8L,1L,3L,0x865F1536L,(-1L)},{0x865F1536L,0L,(-3L),3L,(-1L),0x865F1536L},{0xABCB1A12L,0L,0x663730A2L,0x865F1536L,8L,8L},{(-1L),0L,0L,(-1L),9L,1L}};
                int32_t *l_1777[1];
                int i, j;
                for (i = 0; i < 1; i++)
                    l_1777[i] = &l_1773[0][5];
                for (g_444 = 0; (g_444 <= 0); g_444 += 1)
                { /* block id: 679 */
                    int64_t l_1718 = 0L;
                    int32_t l_1726[9] = {0x97D70217L,0x97D70217L,0xA5BB0001L,0x97D70217L,0x97D70217L,0xA5BB0001L,0x97D70217L,0x97D70217L,0xA5BB0001L};
                    uint16_t l_1734 = 65534UL;
                    int i, j;
                    for (l_1389 = 0; (l_1389 <= 0); l_1389 += 1)
                    { /* block id: 682 */
                        uint16_t *l_1717 = &l_1710;
                        uint32_t **l_1722 = &l_1721;
                        uint8_t *l_1723[7][5] = {{&g_842,&g_842,(void*)0,(void*)0,&g_842},{&g_48,&l_763,&g_48,&l_763,&g_48},{&g_842,(void*)0,(void*)0,&g_842,&g_842},{&g_215,&l_763,&g_215,&l_763,&g_215},{&g_842,&g_842,(void*)0,(void*)0,&g_842},{&g_48,&l_763,&g_48,&l_763,&g_48},{&g_842,(void*)0,(void*)0,&g_842,&g_842}};
                        int32_t **l_1728 = (void*)0;
                        int32_t **l_1729 = &l_1483;
                        int i, j;
                        ++l_1710;
                        l_1726[7] ^= (((int8_t)((int16_t)(l_1718 = (0x3FC9A5E3L > ((l_1717 = &l_1389) != (*l_1592)))) >> (int16_t)((int8_t)0xE0L << (int8_t)3)) << (int8_t)(g_215 = (l_943[(g_52 + 7)][g_52] == ((*l_1722) = l_1721)))) || ((((g_1724 & (((((void*)0 != &g_450) || 0x451D614FL) > l_1710) >= l_1725)) >= l_1718) || l_1725) != 0x7B4570B6F435783ALL));
                        (*l_1729) = l_1727;
                    }
                    l_1734++;
                }
                for (l_1710 = 0; (l_1710 <= 0); l_1710 += 1)
                { /* block id: 695 */
                    uint32_t ***l_1747 = &g_1746;
                    uint16_t **l_1752 = &g_626;
                    int i, j;
                    for (l_1725 = 0; (l_1725 <= 0); l_1725 += 1)
                    { /* block id: 698 */
                        return p_13;
                    }
                    if ((l_1737 , ((uint8_t)((g_76 = (~((((l_1730 = ((int8_t)((((uint32_t)0UL - (uint32_t)(g_1745 == ((*l_1747) = g_1746))) > 0UL) != p_13) * (int8_t)(~((int16_t)(+((l_1725 , ((*l_1752) = &l_1710)) == l_1753)) << (int16_t)l_1730)))) , (-6L)) || 0L) < g_20[1]))) , l_1730) << (uint8_t)p_14)))
                    { /* block id: 705 */
                        uint8_t *l_1770 = &g_48;
                        int8_t *l_1771 = &l_1190;
                        int32_t l_1772 = 0xEB9A4AD6L;
                        int i;
                        (**g_1141) |= p_13;
                        (**g_1617) = ((l_1737 > (p_14 , ((uint8_t)((int32_t)(((uint8_t)(((0UL >= ((uint8_t)((((((*l_1771) |= ((int16_t)((uint16_t)p_13 >> (uint16_t)(((-(uint32_t)((l_1768 = l_1767) != ((l_1731 ^= p_14) , l_1767))) , ((*l_1770) = (l_1769 == (void*)0))) ^ l_1730)) - (int16_t)p_13)) , l_1730) <= p_14) > l_1730) , p_14) << (uint8_t)g_239)) > 1UL) , 0xC0L) << (uint8_t)7) , p_14) / (int32_t)1L) >> (uint8_t)5))) , (**g_1617));
                        l_1772 = 1L;
                        --l_1774;
                    }
                    else
                    { /* block id: 714 */
                        (**g_1141) = 0x3CBB7990L;
                    }
                    for (l_1190 = 0; (l_1190 <= 0); l_1190 += 1)
                    { /* block id: 719 */
                        (**g_1141) = 0x758D4D7CL;
                        return l_1773[0][5];
                    }
                    l_1777[0] = &l_1732;
                }
                l_1778[3][4] = ((**g_1141) = (**g_1617));
            }
            return p_14;
        }
        for (l_1732 = 2; (l_1732 <= 8); l_1732 += 1)
        { /* block id: 732 */
            uint64_t **l_1784 = &l_651;
            int32_t l_1796 = 1L;
            for (l_1737 = 2; (l_1737 <= 8); l_1737 += 1)
            { /* block id: 735 */
                uint64_t l_1783 = 0x2DD317E7F2A4E52BLL;
                for (l_715 = 1; (l_715 <= 8); l_715 += 1)
                { /* block id: 738 */
                    uint64_t ***l_1785 = &l_1784;
                    int32_t l_1793 = 0x6C68A018L;
                    uint8_t *l_1794 = &g_48;
                    int16_t l_1798 = 0xC154L;
                    int i;
                    (*l_1483) |= (((uint8_t)1UL >> (uint8_t)(((int16_t)(l_1783 &= p_13) + (int16_t)l_1731) && (l_1778[5][4] == (l_1731 = (((((*l_1785) = l_1784) != (p_13 , (*l_1446))) , ((int32_t)((l_1796 = ((((uint8_t)((*l_1794) = ((l_1790[1] != ((--(*g_626)) , (void*)0)) | l_1793)) << (uint8_t)1) , (void*)0) == l_1795)) > p_14) + (int32_t)l_1793)) >= l_1797[1][4]))))) & p_13);
                    l_1798 ^= l_1796;
                }
                return l_1737;
            }
        }
        if (g_15)
            goto lbl_1799;
        if (((uint32_t)((uint8_t)(--(*l_1804)) * (uint8_t)((*g_1225) == ((0xB0AE1F09L ^ 0x1F69C7B1L) , &l_1725))) + (uint32_t)(l_1807 != (l_1774 , &g_1225))))
        { /* block id: 753 */
            for (g_444 = 11; (g_444 > 8); g_444--)
            { /* block id: 756 */
                return l_1810;
            }
        }
        else
        { /* block id: 759 */
            if (p_13)
                break;
        }
    }
    if ((((void*)0 == &l_1244) <= g_487))
    { /* block id: 763 */
        return p_14;
    }
    else
    { /* block id: 765 */
        int8_t l_1813 = 0x7AL;
        uint64_t ***l_1821 = &g_283;
        int32_t l_1822 = 0x5EC031F9L;
        int16_t l_1823 = (-1L);
        int32_t **l_1824[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        uint8_t **l_1827 = &l_1826[4][6];
        int i;
        (*g_1141) = func_35((((g_1486 || ((int64_t)l_1813 - (int64_t)(((int16_t)((l_1822 = (p_14 & ((p_14 || ((uint16_t)(((0UL & 0x902DL) >= ((void*)0 == &g_986)) != ((int64_t)(+(l_1821 == l_1821)) + (int64_t)1L)) >> (uint16_t)4)) || l_1813))) && (**g_1617)) / (int16_t)l_1823) < (*g_626)))) < 4294967290UL) & g_842), l_1824[3], p_13);
        l_1827 = l_1825;
    }
    return (*l_1483);
}


/* ------------------------------------------ */
/* 
 * reads : g_332
 * writes:
 */
static uint8_t  func_30(int32_t * p_31, int32_t * p_32, int32_t * p_33)
{ /* block id: 254 */
    int32_t *l_630 = &g_306[4][1][2];
    int32_t *l_631 = &g_306[4][3][2];
    int32_t *l_632 = (void*)0;
    int32_t *l_633 = (void*)0;
    int32_t l_634 = 0x2771E8A1L;
    int32_t *l_635 = (void*)0;
    int32_t l_636 = (-1L);
    int32_t *l_637[6][7][1] = {{{(void*)0},{(void*)0},{(void*)0},{&l_636},{(void*)0},{(void*)0},{(void*)0}},{{&g_20[1]},{&l_636},{&g_20[1]},{(void*)0},{(void*)0},{(void*)0},{&l_636}},{{(void*)0},{(void*)0},{(void*)0},{&g_20[1]},{&l_636},{&g_20[1]},{(void*)0}},{{(void*)0},{(void*)0},{&l_636},{(void*)0},{(void*)0},{(void*)0},{&g_20[1]}},{{&l_636},{&g_20[1]},{(void*)0},{(void*)0},{(void*)0},{&l_636},{(void*)0}},{{(void*)0},{(void*)0},{&g_20[1]},{&l_636},{&g_20[1]},{(void*)0},{(void*)0}}};
    uint64_t l_638 = 1UL;
    int i, j, k;
    l_638++;
    return g_332;
}


/* ------------------------------------------ */
/* 
 * reads : g_230 g_464 g_52 g_118 g_48 g_123 g_15 g_20 g_609 g_621 g_625
 * writes: g_52 g_118 g_20 g_614 g_625
 */
static int32_t * func_35(uint16_t  p_36, int32_t ** p_37, int32_t  p_38)
{ /* block id: 242 */
    int32_t *l_576 = &g_373[1][4][1];
    uint16_t *l_577 = &g_52;
    uint32_t *l_578 = &g_118;
    uint64_t **l_585 = &g_284;
    int32_t l_586 = 0xF80312C5L;
    int32_t *l_587 = (void*)0;
    int32_t *l_588 = &g_20[1];
    int16_t *l_613 = (void*)0;
    int16_t **l_612[10][3] = {{&l_613,(void*)0,&l_613},{&l_613,(void*)0,&l_613},{&l_613,&l_613,&l_613},{&l_613,(void*)0,&l_613},{&l_613,&l_613,(void*)0},{&l_613,(void*)0,(void*)0},{&l_613,(void*)0,&l_613},{&l_613,&l_613,(void*)0},{&l_613,&l_613,&l_613},{&l_613,&l_613,(void*)0}};
    uint32_t l_622 = 1UL;
    uint64_t l_623 = 0x4D6528F24AA75FAALL;
    uint32_t *l_624 = &l_622;
    uint16_t ***l_627 = &g_625[3][0][1];
    const uint16_t *l_629 = &g_56;
    const uint16_t * const *l_628 = &l_629;
    int i, j;
    (*l_588) = ((((((-(uint8_t)((l_576 == (g_230 , l_576)) < (((*l_577) &= g_464[1][6][3]) == ((8UL >= 0x54327955L) && (((--(*l_578)) , ((uint8_t)((uint16_t)(0xFE492F096D52A2D6LL >= ((void*)0 != l_585)) * (uint16_t)0xD428L) * (uint8_t)g_48)) , p_36))))) ^ l_586) <= g_123) , g_15) == 255UL) , l_586);
    (*l_588) = ((((((uint8_t)((uint64_t)((((int8_t)(((uint32_t)((*l_624) = ((uint16_t)((*l_588) ^ ((((int8_t)(!((int32_t)(((int16_t)((uint64_t)(((-(int64_t)g_609) == 0x50A4F836L) != (-5L)) % (uint64_t)((int8_t)(l_577 != (g_614[0][8][2] = &g_123)) * (int8_t)(0xE0A7L < (((*l_578) = (g_52 ^ ((((uint64_t)((int64_t)((int8_t)((void*)0 != g_621) * (int8_t)0xEAL) % (int64_t)(-3L)) % (uint64_t)0x358567D96892A602LL) <= l_622) <= p_36))) ^ p_36)))) - (int16_t)l_623) , (*l_588)) / (int32_t)p_36)) + (int8_t)7UL) || 0x11L) && 0x31281C92L)) - (uint16_t)(*l_588))) % (uint32_t)(*l_588)) & p_36) >> (int8_t)p_38) , (*l_588)) , (*l_588)) + (uint64_t)0xA2F36BCB9BBD4913LL) >> (uint8_t)7) <= p_38) & (*l_588)) , p_38) & g_15);
    (*l_588) = (((*l_627) = g_625[4][3][3]) != (l_628 = l_628));
    return &g_306[1][4][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_60
 * writes:
 */
static int32_t ** func_39(uint64_t  p_40, int32_t * p_41, int32_t * p_42, uint8_t  p_43)
{ /* block id: 19 */
    int64_t *l_75 = &g_76;
    int32_t l_77 = 0x206F84C1L;
    int8_t l_78[5][2];
    uint32_t l_79 = 8UL;
    uint8_t *l_114[2];
    uint32_t l_124[1];
    int32_t l_163 = 0L;
    int16_t *l_195 = (void*)0;
    uint32_t l_200[10][8][3] = {{{0x30733A30L,18446744073709551615UL,0UL},{8UL,0x600B73D5L,1UL},{18446744073709551611UL,0x53C52625L,0x53C52625L},{0x66AC9901L,8UL,1UL},{0UL,0x30733A30L,0UL},{0xD638C038L,5UL,0x600B73D5L},{0xE75AC6F2L,0xDD72E9D2L,0xE75AC6F2L},{0x600B73D5L,5UL,0xD638C038L}},{{0UL,0x30733A30L,0UL},{1UL,8UL,0x66AC9901L},{0x53C52625L,0x53C52625L,18446744073709551611UL},{1UL,0x600B73D5L,8UL},{0UL,18446744073709551611UL,0x98588754L},{0x600B73D5L,18446744073709551615UL,18446744073709551615UL},{0xE75AC6F2L,0UL,0x98588754L},{0xD638C038L,18446744073709551615UL,8UL}},{{0UL,18446744073709551615UL,18446744073709551611UL},{0x66AC9901L,18446744073709551615UL,0x66AC9901L},{18446744073709551611UL,18446744073709551615UL,0UL},{8UL,18446744073709551615UL,0xD638C038L},{0x98588754L,0UL,0xE75AC6F2L},{18446744073709551615UL,18446744073709551615UL,0x600B73D5L},{0x98588754L,18446744073709551611UL,0UL},{8UL,0x600B73D5L,1UL}},{{18446744073709551611UL,0x53C52625L,0x53C52625L},{0x66AC9901L,8UL,1UL},{0UL,0x30733A30L,0UL},{0xD638C038L,5UL,0x600B73D5L},{0xE75AC6F2L,0xDD72E9D2L,0xE75AC6F2L},{0x600B73D5L,5UL,0xD638C038L},{0UL,0x30733A30L,0UL},{1UL,8UL,0x66AC9901L}},{{0x53C52625L,0x53C52625L,18446744073709551611UL},{1UL,0x600B73D5L,8UL},{0UL,18446744073709551611UL,0x98588754L},{0x600B73D5L,18446744073709551615UL,18446744073709551615UL},{0xE75AC6F2L,0UL,0x98588754L},{0xD638C038L,18446744073709551615UL,8UL},{0UL,18446744073709551615UL,18446744073709551611UL},{0x66AC9901L,18446744073709551615UL,0x66AC9901L}},{{18446744073709551611UL,18446744073709551615UL,0UL},{8UL,18446744073709551615UL,0xD638C038L},{0x98588754L,0UL,0xE75AC6F2L},{18446744073709551615UL,18446744073709551615UL,0x600B73D5L},{0x98588754L,18446744073709551611UL,0UL},{8UL,0x600B73D5L,1UL},{18446744073709551611UL,0x53C52625L,0x53C52625L},{0x66AC9901L,8UL,1UL}},{{0UL,0x30733A30L,0UL},{0xD638C038L,5UL,0x600B73D5L},{0xE75AC6F2L,0xDD72E9D2L,0xE75AC6F2L},{0x600B73D5L,5UL,0xD638C038L},{0UL,0x30733A30L,0UL},{1UL,8UL,0x66AC9901L},{0x53C52625L,0x53C52625L,18446744073709551611UL},{1UL,0x600B73D5L,8UL}},{{0UL,18446744073709551611UL,0x98588754L},{0x600B73D5L,18446744073709551615UL,18446744073709551615UL},{0xE75AC6F2L,0UL,0x98588754L},{0xD638C038L,18446744073709551615UL,8UL},{0UL,18446744073709551615UL,18446744073709551611UL},{0x66AC9901L,18446744073709551615UL,0x66AC9901L},{18446744073709551611UL,18446744073709551615UL,0UL},{8UL,18446744073709551615UL,0xD638C038L}},{{0x98588754L,0xDD72E9D2L,18446744073709551615UL},{0x2C6F7706L,0x2C6F7706L,18446744073709551615UL},{0UL,0x53C52625L,0xDD72E9D2L},{18446744073709551615UL,18446744073709551615UL,0xD638C038L},{0x53C52625L,18446744073709551608UL,18446744073709551608UL},{5UL,18446744073709551615UL,0xD638C038L},{0xE75AC6F2L,0x98588754L,0xDD72E9D2L},{0x66AC9901L,0x600B73D5L,18446744073709551615UL}},{{18446744073709551615UL,18446744073709551606UL,18446744073709551615UL},{18446744073709551615UL,0x600B73D5L,0x66AC9901L},{0xDD72E9D2L,0x98588754L,0xE75AC6F2L},{0xD638C038L,18446744073709551615UL,5UL},{18446744073709551608UL,18446744073709551608UL,0x53C52625L},{0xD638C038L,18446744073709551615UL,18446744073709551615UL},{0xDD72E9D2L,0x53C52625L,0UL},{18446744073709551615UL,0x2C6F7706L,0x2C6F7706L}}};
    uint32_t l_201 = 0xD4B14E12L;
    int16_t **l_208 = (void*)0;
    int32_t l_222[10] = {(-1L),0xA4094C64L,0xA4094C64L,(-1L),0xA4094C64L,0xA4094C64L,(-1L),0xA4094C64L,0xA4094C64L,(-1L)};
    int32_t l_242[1][2];
    const int32_t *l_336 = &g_306[4][1][2];
    const int32_t **l_335 = &l_336;
    uint64_t ***l_348 = &g_283;
    int32_t l_349 = 0L;
    uint64_t *****l_490 = (void*)0;
    int8_t l_514 = 0x2CL;
    int32_t **l_517[8] = {&g_278[0][0],&g_278[0][0],&g_278[0][0],&g_278[0][0],&g_278[0][0],&g_278[0][0],&g_278[0][0],&g_278[0][0]};
    uint16_t *l_545[2][1][4] = {{{&g_52,(void*)0,(void*)0,&g_52}},{{(void*)0,&g_52,(void*)0,(void*)0}}};
    uint16_t **l_544[10][9][2] = {{{&l_545[1][0][2],&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][3],&l_545[0][0][3]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][3],&l_545[0][0][0]},{&l_545[1][0][2],(void*)0},{&l_545[1][0][0],&l_545[1][0][2]},{&l_545[0][0][0],&l_545[1][0][2]},{&l_545[1][0][2],(void*)0}},{{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{(void*)0,&l_545[0][0][3]},{&l_545[1][0][2],(void*)0},{&l_545[0][0][0],&l_545[1][0][2]},{&l_545[1][0][2],(void*)0},{&l_545[1][0][2],&l_545[1][0][3]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][2],&l_545[0][0][2]}},{{&l_545[1][0][2],&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][0],(void*)0},{&l_545[1][0][2],&l_545[0][0][0]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[0][0][0]}},{{&l_545[1][0][2],&l_545[1][0][0]},{&l_545[1][0][2],&l_545[1][0][0]},{&l_545[1][0][2],&l_545[0][0][0]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[0][0][0]},{&l_545[1][0][2],(void*)0},{&l_545[1][0][0],&l_545[1][0][2]}},{{(void*)0,&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][2],&l_545[0][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{(void*)0,&l_545[1][0][3]},{&l_545[1][0][2],(void*)0},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][0],(void*)0},{&l_545[1][0][2],&l_545[0][0][3]}},{{(void*)0,&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[1][0][2],(void*)0},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][0],&l_545[1][0][2]},{&l_545[1][0][0],(void*)0},{&l_545[1][0][2],&l_545[0][0][0]},{&l_545[1][0][3],&l_545[1][0][2]},{(void*)0,&l_545[0][0][3]}},{{&l_545[1][0][3],&l_545[1][0][2]},{(void*)0,&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][0]},{&l_545[0][0][0],&l_545[1][0][0]},{&l_545[1][0][1],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[0][0][3]},{&l_545[1][0][2],(void*)0},{&l_545[0][0][2],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[0][0][2]}},{{&l_545[0][0][3],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[0][0][2]},{&l_545[0][0][3],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][3],&l_545[0][0][2]},{&l_545[1][0][1],&l_545[1][0][3]},{&l_545[1][0][1],&l_545[1][0][1]},{&l_545[0][0][2],&l_545[1][0][1]},{&l_545[1][0][2],&l_545[0][0][1]}},{{&l_545[1][0][2],&l_545[1][0][1]},{&l_545[0][0][2],&l_545[1][0][1]},{&l_545[1][0][1],&l_545[1][0][3]},{&l_545[1][0][1],&l_545[0][0][2]},{&l_545[0][0][3],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][3],&l_545[0][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][3],&l_545[0][0][2]}},{{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][2],(void*)0},{&l_545[1][0][2],&l_545[0][0][3]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[1][0][1],&l_545[0][0][3]},{&l_545[1][0][3],&l_545[1][0][2]},{&l_545[1][0][2],&l_545[1][0][2]},{&l_545[0][0][3],&l_545[0][0][0]},{&l_545[1][0][2],&l_545[1][0][2]}}};
    int i, j, k;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
            l_78[i][j] = 0x62L;
    }
    for (i = 0; i < 2; i++)
        l_114[i] = &g_48;
    for (i = 0; i < 1; i++)
        l_124[i] = 18446744073709551609UL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_242[i][j] = 0xDBA259CDL;
    }
    for (p_43 = 0; (p_43 < 37); p_43++)
    { /* block id: 22 */
        return g_60;
    }
    return l_517[4];
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
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_20[i], "g_20[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_76, "g_76", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_211, "g_211", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    transparent_crc(g_230, "g_230", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_264, "g_264", print_hash_value);
    transparent_crc(g_266, "g_266", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_306[i][j][k], "g_306[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_332, "g_332", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_373[i][j][k], "g_373[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_444, "g_444", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_464[i][j][k], "g_464[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_487, "g_487", print_hash_value);
    transparent_crc(g_542, "g_542", print_hash_value);
    transparent_crc(g_570, "g_570", print_hash_value);
    transparent_crc(g_609, "g_609", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_675[i], "g_675[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_808, "g_808", print_hash_value);
    transparent_crc(g_839, "g_839", print_hash_value);
    transparent_crc(g_842, "g_842", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_886[i][j][k], "g_886[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1124, "g_1124", print_hash_value);
    transparent_crc(g_1279, "g_1279", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1443[i], "g_1443[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1482, "g_1482", print_hash_value);
    transparent_crc(g_1486, "g_1486", print_hash_value);
    transparent_crc(g_1542, "g_1542", print_hash_value);
    transparent_crc(g_1660, "g_1660", print_hash_value);
    transparent_crc(g_1724, "g_1724", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 436
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
   depth: 1, occurrence: 87
   depth: 2, occurrence: 30
   depth: 3, occurrence: 2
   depth: 4, occurrence: 1
   depth: 9, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 3
   depth: 18, occurrence: 3
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 31, occurrence: 1
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 356

XXX times a variable address is taken: 943
XXX times a pointer is dereferenced on RHS: 129
breakdown:
   depth: 1, occurrence: 103
   depth: 2, occurrence: 20
   depth: 3, occurrence: 6
XXX times a pointer is dereferenced on LHS: 216
breakdown:
   depth: 1, occurrence: 195
   depth: 2, occurrence: 21
XXX times a pointer is compared with null: 47
XXX times a pointer is compared with address of another variable: 10
XXX times a pointer is compared with another pointer: 16
XXX times a pointer is qualified to be dereferenced: 4452

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 865
   level: 2, occurrence: 227
   level: 3, occurrence: 62
   level: 4, occurrence: 83
   level: 5, occurrence: 94
XXX number of pointers point to pointers: 182
XXX number of pointers point to scalars: 174
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 33.1
XXX average alias set size: 1.43

XXX times a non-volatile is read: 1450
XXX times a non-volatile is write: 710
XXX times a volatile is read: 85
XXX    times read thru a pointer: 25
XXX times a volatile is write: 16
XXX    times written thru a pointer: 4
XXX times a volatile is available for access: 785
XXX percentage of non-volatile access: 95.5

XXX forward jumps: 1
XXX backward jumps: 7

XXX stmts: 98
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 15
   depth: 1, occurrence: 19
   depth: 2, occurrence: 19
   depth: 3, occurrence: 16
   depth: 4, occurrence: 14
   depth: 5, occurrence: 15

XXX percentage a fresh-made variable is used: 14.9
XXX percentage an existing variable is used: 85.1
********************* end of statistics **********************/

