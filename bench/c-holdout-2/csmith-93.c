/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 93 --no-safe-math --max-funcs 5 --no-arrays
 * Seed:      93
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
   volatile unsigned f0 : 13;
   signed f1 : 16;
   signed f2 : 19;
   signed f3 : 18;
   const uint8_t  f4;
   const volatile unsigned f5 : 13;
   volatile unsigned f6 : 28;
   signed f7 : 6;
   volatile signed f8 : 29;
   signed f9 : 15;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   volatile int32_t  f0;
   uint64_t  f1;
   int32_t  f2;
   const int64_t  f3;
   int16_t  f4;
   int32_t  f5;
   const int64_t  f6;
};
#pragma pack(pop)

struct S2 {
   volatile int8_t  f0;
   int32_t  f1;
   uint8_t  f2;
   signed : 0;
   volatile int32_t  f3;
};

struct S3 {
   uint16_t  f0;
   const uint64_t  f1;
   volatile int32_t  f2;
   int16_t  f3;
   signed f4 : 29;
   struct S2  f5;
   int8_t  f6;
};

/* --- GLOBAL VARIABLES --- */
static const int32_t g_10 = 0x88B92280L;
static uint16_t g_12 = 3UL;
static int32_t g_32 = 4L;
static int32_t *g_31 = &g_32;
static int32_t g_50 = (-4L);
static uint32_t g_54 = 0x69FDB81FL;
static volatile uint32_t g_62 = 0UL;/* VOLATILE GLOBAL g_62 */
static uint64_t g_68 = 0xB8B2EF5EAD4A2B52LL;
static uint8_t g_74 = 253UL;
static const uint16_t g_85 = 1UL;
static struct S0 g_86 = {51,-15,475,227,0x6FL,14,12742,-1,17713,28};/* VOLATILE GLOBAL g_86 */
static int64_t g_88 = 1L;
static int64_t g_90 = 0xA3FF566449D4C0F6LL;
static uint32_t g_91 = 0xD206F84CL;
static uint16_t g_96 = 0x567AL;
static uint16_t *g_95 = &g_96;
static uint8_t *g_100 = &g_74;
static uint8_t **g_99 = &g_100;
static uint8_t *** volatile g_98 = &g_99;/* VOLATILE GLOBAL g_98 */
static int32_t ** volatile g_104 = &g_31;/* VOLATILE GLOBAL g_104 */
static struct S3 g_111 = {65535UL,0xFF1AB120DA2E755ELL,-9L,-8L,-16490,{-10L,0x606EF8CBL,255UL,1L},0xDDL};/* VOLATILE GLOBAL g_111 */
static struct S2 *g_128 = &g_111.f5;
static struct S2 ** volatile g_127 = &g_128;/* VOLATILE GLOBAL g_127 */
static struct S2 g_143 = {0L,1L,0x42L,0L};/* VOLATILE GLOBAL g_143 */
static volatile struct S0 g_146 = {20,-207,-635,-418,1UL,77,8625,3,-12604,-38};/* VOLATILE GLOBAL g_146 */
static struct S2 g_177 = {0x9CL,0x343CD125L,247UL,0xE68823E0L};/* VOLATILE GLOBAL g_177 */
static uint8_t *** volatile *g_180 = &g_98;
static volatile struct S2 g_271 = {-8L,0L,4UL,0L};/* VOLATILE GLOBAL g_271 */
static const volatile struct S1 g_289 = {0x9E8C6625L,0xE059B89695FD11F4LL,1L,0L,0x002CL,0xF77066E7L,0xAC6F2265D7B44CA5LL};/* VOLATILE GLOBAL g_289 */
static volatile int32_t g_486 = 0L;/* VOLATILE GLOBAL g_486 */
static volatile uint8_t g_562 = 0x2AL;/* VOLATILE GLOBAL g_562 */
static struct S2 g_646 = {0x55L,0xB96415D6L,0UL,0L};/* VOLATILE GLOBAL g_646 */


/* --- FORWARD DECLARATIONS --- */
static struct S2  func_1(void);
static int32_t * func_2(uint32_t  p_3, uint8_t  p_4, int32_t * p_5, uint32_t  p_6);
static int32_t * func_13(uint32_t  p_14, uint32_t  p_15, uint64_t  p_16, uint16_t * p_17, uint16_t * p_18);
static uint32_t  func_19(int8_t  p_20, int16_t  p_21, const int32_t * p_22, int16_t  p_23);
static uint8_t  func_26(uint32_t  p_27, int32_t * p_28, const int32_t * p_29, uint16_t * p_30);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_10 g_31 g_54 g_62 g_32 g_68 g_86 g_50 g_85 g_95 g_98 g_104 g_100 g_74 g_111 g_96 g_127 g_143 g_146 g_177 g_271 g_289 g_99 g_90 g_562 g_12 g_646
 * writes: g_12 g_54 g_62 g_68 g_50 g_74 g_88 g_90 g_91 g_32 g_31 g_99 g_111.f6 g_128 g_111.f3 g_96 g_180 g_111.f0 g_562 g_177.f1
 */
static struct S2  func_1(void)
{ /* block id: 0 */
    int16_t l_7 = 0x4414L;
    uint16_t *l_11 = &g_12;
    int32_t **l_624 = &g_31;
    int32_t *l_626 = &g_111.f5.f1;
    int32_t **l_625 = &l_626;
    int32_t *l_627 = (void*)0;
    int32_t *l_628 = &g_177.f1;
    const uint16_t *l_642 = &g_85;
    const uint16_t **l_641 = &l_642;
    uint16_t **l_643 = (void*)0;
    uint16_t **l_644 = &l_11;
    int32_t l_645 = (-1L);
    (*l_625) = ((*l_624) = func_2(l_7, ((uint16_t)g_10 << (uint16_t)((*l_11) = l_7)), func_13(func_19(l_7, (((l_7 || g_10) < ((uint8_t)func_26((l_7 & 249UL), g_31, &g_32, l_11) + (uint8_t)l_7)) ^ 0x47BEBA6EL), &g_32, l_7), l_7, l_7, g_95, &g_96), g_143.f1));
    (*l_628) ^= (*g_31);
    (*g_31) = ((uint8_t)(*g_100) * (uint8_t)((int16_t)0xBCFEL >> (int16_t)0));
    l_645 &= ((g_111.f6 | (g_177.f1 & ((int8_t)1L - (int8_t)((int8_t)((*l_628) || ((**l_624) | (((uint8_t)0xB4L * (uint8_t)((uint64_t)(((*l_641) = (void*)0) != ((*l_644) = (void*)0)) + (uint64_t)g_146.f9)) != (**l_625)))) / (int8_t)g_86.f7)))) || g_12);
    return g_646;
}


/* ------------------------------------------ */
/* 
 * reads : g_562
 * writes: g_562
 */
static int32_t * func_2(uint32_t  p_3, uint8_t  p_4, int32_t * p_5, uint32_t  p_6)
{ /* block id: 76 */
    int32_t *l_312 = &g_111.f5.f1;
    int32_t *l_313 = &g_143.f1;
    int32_t *l_314 = &g_111.f5.f1;
    int32_t *l_315 = &g_50;
    int32_t *l_316 = &g_143.f1;
    int32_t *l_317 = &g_143.f1;
    int32_t *l_318 = &g_32;
    int32_t *l_319 = &g_177.f1;
    int32_t *l_320 = &g_177.f1;
    int32_t *l_321 = &g_50;
    int32_t *l_322 = &g_32;
    int32_t *l_323 = &g_177.f1;
    int32_t *l_324 = &g_50;
    int32_t *l_325 = &g_50;
    int32_t *l_326 = &g_111.f5.f1;
    int32_t *l_327 = &g_50;
    int32_t *l_328 = &g_177.f1;
    int32_t *l_329 = &g_111.f5.f1;
    int32_t *l_330 = &g_177.f1;
    int32_t *l_331 = &g_50;
    int32_t l_332 = 0x3A988937L;
    int32_t *l_333 = &g_50;
    int32_t *l_334 = &g_32;
    int32_t *l_335 = &l_332;
    int32_t *l_336 = &g_32;
    int32_t *l_337 = &g_111.f5.f1;
    int32_t *l_338 = &g_50;
    int32_t *l_339 = (void*)0;
    int32_t *l_340 = &g_143.f1;
    int32_t *l_341 = (void*)0;
    int32_t *l_342 = &g_50;
    int32_t l_343 = 0xA2BD65C1L;
    int32_t *l_344 = (void*)0;
    int32_t *l_345 = &g_143.f1;
    int32_t *l_346 = (void*)0;
    int32_t l_347 = 6L;
    int32_t *l_348 = &l_332;
    int32_t *l_349 = &g_143.f1;
    int32_t *l_350 = &l_347;
    int32_t *l_351 = (void*)0;
    uint32_t l_352 = 0x3E13164FL;
    int32_t l_388 = 0x7066A42EL;
    int32_t l_389 = 0xA5D3EA81L;
    int32_t l_414 = 0L;
    int32_t l_442 = 0x77424004L;
    int32_t l_469 = 1L;
    int32_t l_479 = 0x96550061L;
    int32_t l_499 = 2L;
    int32_t l_511 = (-1L);
    int32_t l_547 = 0xC7C5DD18L;
    int32_t l_548 = 6L;
    int32_t l_565 = (-3L);
    l_352--;
    for (l_347 = 0; (l_347 == (-7)); l_347 -= 1)
    { /* block id: 80 */
        int64_t l_357 = 1L;
        int32_t *l_358 = &g_50;
        int32_t l_359 = 0xC7005730L;
        int32_t *l_360 = &g_177.f1;
        int32_t *l_361 = &g_50;
        int32_t *l_362 = &l_343;
        int32_t *l_363 = &g_111.f5.f1;
        int32_t *l_364 = &l_359;
        int32_t *l_365 = &g_50;
        int32_t l_366 = (-7L);
        int32_t *l_367 = &g_111.f5.f1;
        int32_t *l_368 = &g_143.f1;
        int32_t *l_369 = &l_366;
        int32_t *l_370 = &g_177.f1;
        int32_t *l_371 = &l_366;
        int32_t *l_372 = &l_359;
        int32_t *l_373 = (void*)0;
        int32_t *l_374 = &g_111.f5.f1;
        int32_t *l_375 = &l_359;
        int32_t *l_376 = &g_32;
        int32_t *l_377 = (void*)0;
        int32_t *l_378 = &l_332;
        int32_t *l_379 = &g_50;
        int32_t *l_380 = &l_366;
        int32_t *l_381 = (void*)0;
        int32_t *l_382 = &g_50;
        int32_t l_383 = 1L;
        int32_t *l_384 = &l_343;
        int32_t *l_385 = &l_366;
        int32_t *l_386 = &l_359;
        int32_t *l_387 = (void*)0;
        int32_t *l_390 = &g_111.f5.f1;
        int32_t *l_391 = &l_332;
        int32_t *l_392 = (void*)0;
        int32_t *l_393 = &l_388;
        int32_t *l_394 = &g_111.f5.f1;
        int32_t *l_395 = &l_359;
        int32_t *l_396 = &l_388;
        int32_t *l_397 = (void*)0;
        int32_t *l_398 = &g_32;
        int32_t *l_399 = &g_32;
        int32_t *l_400 = &g_143.f1;
        int32_t *l_401 = &g_177.f1;
        int32_t *l_402 = &l_343;
        int32_t *l_403 = &l_383;
        int32_t *l_404 = &g_111.f5.f1;
        int32_t *l_405 = (void*)0;
        int32_t *l_406 = &l_332;
        int32_t *l_407 = &l_343;
        int32_t *l_408 = (void*)0;
        int32_t *l_409 = &g_177.f1;
        int32_t *l_410 = &l_389;
        int32_t l_411 = 0x4ECAD36BL;
        int32_t *l_412 = &l_343;
        int32_t *l_413 = (void*)0;
        int32_t *l_415 = (void*)0;
        int32_t l_416 = 0x45916E1EL;
        int32_t *l_417 = &l_332;
        int32_t *l_418 = &l_389;
        int32_t *l_419 = (void*)0;
        int32_t *l_420 = (void*)0;
        int32_t *l_421 = &l_343;
        int32_t *l_422 = &l_359;
        int32_t *l_423 = &l_388;
        int32_t l_424 = (-7L);
        int32_t *l_425 = (void*)0;
        int32_t *l_426 = &l_388;
        int32_t l_427 = 1L;
        int32_t *l_428 = (void*)0;
        int32_t *l_429 = (void*)0;
        int32_t *l_430 = &l_332;
        int32_t *l_431 = &l_388;
        int32_t *l_432 = &l_416;
        int32_t *l_433 = &g_50;
        int32_t *l_434 = &l_414;
        int32_t *l_435 = &g_50;
        int32_t *l_436 = &g_111.f5.f1;
        int32_t l_437 = 0L;
        int32_t *l_438 = &g_177.f1;
        int32_t *l_439 = &l_414;
        int32_t *l_440 = &l_332;
        int32_t *l_441 = &l_383;
        int32_t *l_443 = &l_343;
        int32_t *l_444 = (void*)0;
        int32_t *l_445 = &l_359;
        int32_t *l_446 = &l_414;
        int32_t *l_447 = &g_32;
        int32_t *l_448 = &l_416;
        int32_t *l_449 = (void*)0;
        int32_t *l_450 = &l_424;
        int32_t *l_451 = (void*)0;
        int32_t *l_452 = (void*)0;
        int32_t *l_453 = &l_389;
        int32_t *l_454 = &g_50;
        int32_t *l_455 = &l_414;
        int32_t *l_456 = (void*)0;
        int32_t *l_457 = &l_359;
        int32_t *l_458 = &g_32;
        int32_t *l_459 = &l_414;
        int32_t *l_460 = &l_442;
        int32_t *l_461 = &l_383;
        int32_t *l_462 = &l_442;
        int32_t *l_463 = &l_437;
        int32_t *l_464 = &l_442;
        int32_t *l_465 = &l_424;
        int32_t *l_466 = &g_177.f1;
        int32_t *l_467 = (void*)0;
        int32_t *l_468 = (void*)0;
        int32_t *l_470 = (void*)0;
        int32_t *l_471 = (void*)0;
        int32_t *l_472 = &l_469;
        int32_t *l_473 = (void*)0;
        int32_t *l_474 = &g_32;
        int32_t *l_475 = &l_427;
        int32_t *l_476 = &l_411;
        int32_t *l_477 = &l_442;
        int32_t *l_478 = &l_427;
        int32_t *l_480 = &l_427;
        int32_t *l_481 = &g_143.f1;
        int32_t *l_482 = &l_383;
        int32_t *l_483 = &g_32;
        int32_t *l_484 = &l_383;
        int32_t l_485 = 0x98EABED7L;
        int32_t *l_487 = &l_427;
        int32_t *l_488 = &l_416;
        int32_t *l_489 = &l_366;
        int32_t *l_490 = &l_366;
        int32_t *l_491 = &l_485;
        int32_t *l_492 = &l_411;
        int32_t *l_493 = &g_143.f1;
        int32_t *l_494 = &l_427;
        int32_t *l_495 = &g_111.f5.f1;
        int32_t *l_496 = &l_388;
        int32_t *l_497 = &l_388;
        int32_t *l_498 = &l_389;
        int32_t *l_500 = (void*)0;
        int32_t *l_501 = (void*)0;
        int32_t *l_502 = (void*)0;
        int32_t *l_503 = &l_383;
        int32_t *l_504 = &l_437;
        int32_t *l_505 = (void*)0;
        int32_t *l_506 = &l_383;
        int32_t l_507 = 0x694E4AABL;
        int32_t *l_508 = &l_416;
        int32_t *l_509 = &g_143.f1;
        int32_t *l_510 = &l_442;
        int32_t *l_512 = &g_50;
        int32_t *l_513 = (void*)0;
        int32_t *l_514 = &l_427;
        int32_t *l_515 = (void*)0;
        int32_t l_516 = 8L;
        int32_t *l_517 = &l_442;
        int32_t *l_518 = &l_442;
        int32_t *l_519 = (void*)0;
        int32_t *l_520 = &l_427;
        int32_t *l_521 = &l_414;
        int32_t *l_522 = &l_424;
        int32_t *l_523 = &l_479;
        int32_t *l_524 = (void*)0;
        int32_t *l_525 = &l_359;
        int32_t *l_526 = &l_485;
        int32_t *l_527 = &l_416;
        int32_t *l_528 = &l_442;
        int32_t *l_529 = &l_437;
        int32_t *l_530 = &l_366;
        int32_t l_531 = 0xC3CB9F91L;
        int32_t *l_532 = (void*)0;
        int32_t *l_533 = &l_427;
        int32_t *l_534 = &l_389;
        int32_t *l_535 = &l_442;
        int32_t l_536 = 0x7A44D734L;
        int32_t *l_537 = (void*)0;
        int32_t *l_538 = &l_511;
        int32_t *l_539 = &l_366;
        int32_t *l_540 = (void*)0;
        int32_t *l_541 = &l_416;
        int32_t *l_542 = &l_414;
        int32_t *l_543 = &l_511;
        int32_t *l_544 = &l_442;
        int32_t l_545 = 0x3065EFAEL;
        int32_t *l_546 = &l_332;
        int32_t *l_549 = &l_548;
        int32_t *l_550 = (void*)0;
        int32_t *l_551 = &l_383;
        int32_t *l_552 = &g_111.f5.f1;
        int32_t *l_553 = &l_437;
        int32_t *l_554 = &l_427;
        int32_t *l_555 = &l_414;
        int32_t *l_556 = (void*)0;
        int32_t *l_557 = (void*)0;
        int32_t *l_558 = (void*)0;
        int32_t l_559 = 1L;
        int32_t *l_560 = (void*)0;
        int32_t *l_561 = &l_332;
        int32_t *l_566 = &l_536;
        int32_t *l_567 = &l_565;
        int32_t *l_568 = &l_516;
        int32_t *l_569 = &l_414;
        int32_t *l_570 = &l_437;
        int32_t *l_571 = &l_536;
        int32_t *l_572 = (void*)0;
        int32_t *l_573 = &l_414;
        int32_t *l_574 = &l_545;
        int32_t *l_575 = &l_499;
        int32_t *l_576 = (void*)0;
        int32_t *l_577 = &l_437;
        int32_t *l_578 = &g_32;
        int32_t *l_579 = (void*)0;
        int32_t *l_580 = &l_383;
        int32_t *l_581 = &l_559;
        int32_t *l_582 = (void*)0;
        int32_t *l_583 = &l_565;
        int32_t *l_584 = &l_332;
        int32_t *l_585 = &l_389;
        int32_t *l_586 = &g_50;
        int32_t *l_587 = (void*)0;
        int32_t *l_588 = &l_559;
        int32_t *l_589 = &l_469;
        int32_t *l_590 = &g_111.f5.f1;
        int32_t *l_591 = &l_442;
        int32_t *l_592 = &l_531;
        int32_t *l_593 = &l_511;
        int32_t *l_594 = &l_565;
        int32_t *l_595 = &g_50;
        int32_t *l_596 = &g_50;
        int32_t *l_597 = &l_366;
        int32_t *l_598 = &l_427;
        int32_t *l_599 = &l_442;
        int32_t *l_600 = &g_111.f5.f1;
        int32_t *l_601 = &g_50;
        int32_t *l_602 = &l_332;
        int32_t *l_603 = (void*)0;
        int32_t *l_604 = (void*)0;
        int32_t *l_605 = &g_177.f1;
        int32_t *l_606 = &l_424;
        int32_t *l_607 = &g_50;
        int32_t *l_608 = &l_389;
        int32_t *l_609 = &l_559;
        int32_t *l_610 = (void*)0;
        int32_t *l_611 = &l_411;
        int32_t *l_612 = &l_416;
        int32_t *l_613 = &l_548;
        int32_t *l_614 = &l_548;
        int32_t *l_615 = &l_469;
        int32_t *l_616 = &l_548;
        int32_t *l_617 = &l_359;
        int32_t *l_618 = &l_545;
        int32_t *l_619 = &g_32;
        int32_t *l_620 = &g_111.f5.f1;
        uint64_t l_621 = 0xD6A33E2A23C34957LL;
        ++g_562;
        --l_621;
        return &g_32;
    }
    return p_5;
}


/* ------------------------------------------ */
/* 
 * reads : g_98 g_32 g_104 g_50 g_86.f4 g_100 g_74 g_111 g_95 g_96 g_127 g_85 g_143 g_146 g_177 g_271 g_289 g_99 g_90
 * writes: g_99 g_32 g_31 g_50 g_68 g_111.f6 g_128 g_111.f3 g_96 g_74 g_180 g_111.f0
 */
static int32_t * func_13(uint32_t  p_14, uint32_t  p_15, uint64_t  p_16, uint16_t * p_17, uint16_t * p_18)
{ /* block id: 19 */
    uint8_t **l_97 = (void*)0;
    int32_t *l_103 = &g_50;
    int8_t l_123 = 0L;
    int32_t *l_125 = &g_50;
    uint8_t ****l_131 = (void*)0;
    uint8_t ****l_132 = (void*)0;
    uint8_t ***l_133 = &l_97;
    int16_t *l_135 = &g_111.f3;
    uint16_t *l_140 = (void*)0;
    int32_t l_192 = 2L;
    int32_t l_208 = 0x90FF0A8AL;
    int32_t l_257 = (-4L);
    (*g_98) = l_97;
    for (g_32 = 0; (g_32 != (-7)); g_32--)
    { /* block id: 23 */
        (*g_104) = l_103;
        return l_103;
    }
    for (g_50 = (-7); (g_50 < (-13)); g_50--)
    { /* block id: 29 */
        uint32_t l_120 = 4294967295UL;
        uint64_t *l_121 = &g_68;
        int8_t *l_122 = &g_111.f6;
        if ((g_86.f4 , (((*g_100) || ((int8_t)(((((((((p_14 >= ((*l_122) = ((((uint32_t)(g_111 , ((uint64_t)((*l_121) = ((int16_t)(((uint64_t)0xD6DA1B12C1214802LL % (uint64_t)(((uint64_t)l_120 + (uint64_t)(l_120 , p_15)) || g_111.f0)) > (*l_103)) + (int16_t)(*g_95))) / (uint64_t)0x6E431BEC191E6A7FLL)) + (uint32_t)1L) ^ 65527UL) != p_16))) && l_123) | 0x7715EE05L) , (*l_103)) == (*g_95)) != 0x973E414CEA6EDC45LL) <= (*l_103)) ^ g_111.f3) || (*g_95)) * (int8_t)l_120)) >= (-2L))))
        { /* block id: 32 */
            int8_t l_124 = 1L;
            l_124 ^= (-6L);
            return l_125;
        }
        else
        { /* block id: 35 */
            struct S2 * const l_126 = (void*)0;
            (*g_127) = l_126;
        }
    }
    if (((uint16_t)((&l_97 == (l_133 = (void*)0)) & ((*g_100) & (*l_103))) + (uint16_t)(~((((0x0FB7A05A861DE5BBLL <= (((*l_135) = p_15) && ((int32_t)(-1L) + (int32_t)(((uint16_t)((p_16 & ((l_140 = p_17) != &g_96)) == (*g_95)) / (uint16_t)0xD8C4L) & 0xF6180BEBL)))) ^ 0UL) | 0UL) || 0x84L))))
    { /* block id: 42 */
        uint16_t l_155 = 65531UL;
        int64_t *l_158 = (void*)0;
        int32_t l_159 = (-2L);
        int32_t l_247 = 0xEAF5A00DL;
        int32_t l_253 = (-1L);
        int32_t l_254 = 0x17610454L;
        uint8_t l_261 = 255UL;
        if ((g_85 , ((uint16_t)(g_143 , ((*p_18) = (*g_95))) >> (uint16_t)4)))
        { /* block id: 44 */
            uint16_t l_170 = 4UL;
            int16_t l_178 = 3L;
            int32_t *l_179 = &g_32;
            (*l_179) |= ((uint64_t)(g_146 , ((((p_14 | (((int16_t)((((uint32_t)((int8_t)(7UL | (((int8_t)l_155 + (int8_t)((l_159 = ((uint16_t)((*g_95) = ((void*)0 == l_158)) << (uint16_t)4)) , ((((int8_t)((uint8_t)((int16_t)(g_111.f3 &= (((((uint8_t)(((uint8_t)l_170 >> (uint8_t)1) , ((*g_100)--)) >> (uint8_t)7) ^ ((int16_t)((int8_t)(g_177 , (*l_125)) * (int8_t)l_170) << (int16_t)11)) | p_16) & l_170)) << (int16_t)6) * (uint8_t)(*l_125)) << (int8_t)(*l_103)) ^ (*p_18)) > 0x2BB8632AL))) && l_159)) << (int8_t)p_16) % (uint32_t)l_178) , p_16) != 0xACBD10C2188DBB9FLL) >> (int16_t)3) <= l_155)) , 0x7A1AE2F923AD0E75LL) , (*g_95)) > 65527UL)) % (uint64_t)(*l_125));
            g_180 = &g_98;
        }
        else
        { /* block id: 51 */
            int32_t *l_181 = (void*)0;
            int32_t *l_182 = (void*)0;
            int32_t *l_183 = &g_143.f1;
            int32_t *l_184 = &g_32;
            int32_t *l_185 = &g_177.f1;
            int32_t *l_186 = &g_111.f5.f1;
            int32_t *l_187 = &g_111.f5.f1;
            int32_t *l_188 = &l_159;
            int32_t *l_189 = (void*)0;
            int32_t *l_190 = (void*)0;
            int32_t *l_191 = &g_177.f1;
            int32_t l_193 = (-7L);
            int32_t *l_194 = (void*)0;
            int32_t l_195 = 7L;
            int32_t l_196 = 0x36F8D392L;
            int32_t *l_197 = &l_159;
            int32_t *l_198 = &l_159;
            int32_t l_199 = 1L;
            int32_t *l_200 = &l_196;
            int32_t *l_201 = (void*)0;
            int32_t *l_202 = (void*)0;
            int32_t *l_203 = (void*)0;
            int32_t *l_204 = (void*)0;
            int32_t *l_205 = &g_32;
            int32_t *l_206 = &l_193;
            int32_t *l_207 = (void*)0;
            int32_t *l_209 = &l_199;
            int32_t *l_210 = &g_50;
            int32_t *l_211 = &g_177.f1;
            int32_t *l_212 = &l_199;
            int32_t *l_213 = (void*)0;
            int32_t *l_214 = &g_111.f5.f1;
            int32_t *l_215 = &l_193;
            int32_t *l_216 = &g_32;
            int32_t *l_217 = &g_177.f1;
            int32_t *l_218 = &l_195;
            int32_t *l_219 = &g_177.f1;
            int32_t *l_220 = &g_32;
            int32_t *l_221 = &l_193;
            int32_t *l_222 = &g_50;
            int32_t *l_223 = &l_159;
            int32_t *l_224 = &l_159;
            int32_t *l_225 = &l_192;
            int32_t *l_226 = &l_195;
            int32_t *l_227 = &l_193;
            int32_t *l_228 = &g_177.f1;
            int32_t *l_229 = &l_196;
            int32_t *l_230 = &l_196;
            int32_t *l_231 = (void*)0;
            int32_t *l_232 = (void*)0;
            int32_t *l_233 = &g_177.f1;
            int32_t *l_234 = &l_208;
            int32_t *l_235 = &l_193;
            int32_t *l_236 = &l_196;
            int32_t *l_237 = (void*)0;
            int32_t *l_238 = (void*)0;
            int32_t *l_239 = &l_159;
            int32_t *l_240 = (void*)0;
            int32_t *l_241 = (void*)0;
            int32_t *l_242 = &l_196;
            int32_t *l_243 = &g_177.f1;
            int32_t *l_244 = &g_50;
            int32_t *l_245 = &l_196;
            int32_t *l_246 = &l_193;
            int32_t *l_248 = &g_111.f5.f1;
            int32_t *l_249 = &g_32;
            int32_t *l_250 = &l_196;
            int32_t *l_251 = &l_192;
            int32_t *l_252 = (void*)0;
            int32_t *l_255 = &l_195;
            int32_t *l_256 = &l_159;
            int32_t *l_258 = &g_50;
            int32_t *l_259 = &l_159;
            int32_t *l_260 = (void*)0;
            l_261++;
        }
    }
    else
    { /* block id: 54 */
        int32_t **l_278 = &l_103;
        int32_t l_292 = 2L;
        (*l_103) ^= (p_16 != (((uint8_t)p_16 >> (uint8_t)5) && 0xCDL));
        for (g_96 = 29; (g_96 <= 47); g_96++)
        { /* block id: 58 */
            int32_t **l_277 = &g_31;
            int32_t ***l_276 = &l_277;
            int32_t ***l_279 = &l_278;
            uint16_t *l_280 = (void*)0;
            uint16_t *l_281 = (void*)0;
            uint16_t *l_282 = &g_111.f0;
            uint8_t **l_293 = &g_100;
            uint8_t ***l_294 = &l_97;
            int32_t *l_311 = &l_257;
            if ((+((int64_t)((g_271 , ((int8_t)((uint8_t)0UL << (uint8_t)0) + (int8_t)((((*l_276) = (void*)0) == ((*l_279) = l_278)) >= 18446744073709551613UL))) , ((++(*l_282)) >= ((uint8_t)246UL / (uint8_t)((int32_t)p_16 + (int32_t)(g_289 , p_16))))) / (int64_t)g_74)))
            { /* block id: 62 */
                if (p_15)
                    break;
            }
            else
            { /* block id: 64 */
                const int32_t *l_290 = &g_10;
                const int32_t **l_291 = &l_290;
                (*l_291) = l_290;
                l_292 ^= (**l_278);
            }
            (***l_279) ^= p_14;
            (*l_125) = ((*g_98) == ((*l_294) = (l_293 = &g_100)));
            (*l_311) |= ((int32_t)p_16 + (int32_t)((((uint8_t)((((uint8_t)((uint8_t)p_16 >> (uint8_t)2) % (uint8_t)((uint32_t)(0UL > ((uint16_t)((g_271.f1 , (*l_125)) , 0x566CL) << (uint16_t)7)) % (uint32_t)(p_16 & ((uint16_t)(((*g_95) , ((int32_t)(**l_278) % (int32_t)g_90)) , (*g_95)) * (uint16_t)(*g_95))))) <= 0x749FL) && 253UL) + (uint8_t)0UL) == 0x97AC89E3CC8D63AELL) | (*l_125)));
        }
    }
    return &g_32;
}


/* ------------------------------------------ */
/* 
 * reads : g_68 g_86 g_50 g_54 g_85 g_32 g_31
 * writes: g_74 g_88 g_90 g_91 g_32 g_31
 */
static uint32_t  func_19(int8_t  p_20, int16_t  p_21, const int32_t * p_22, int16_t  p_23)
{ /* block id: 10 */
    uint8_t *l_73 = &g_74;
    int32_t l_83 = 0xD535453FL;
    const uint16_t * const l_84 = &g_85;
    int64_t *l_87 = &g_88;
    int64_t *l_89 = &g_90;
    int32_t **l_92 = &g_31;
    int32_t *l_94 = &g_32;
    int32_t **l_93 = &l_94;
    (*g_31) = ((uint32_t)((((*l_73) = ((int16_t)g_68 + (int16_t)0x9EDEL)) , 0xE235BD63L) , ((uint32_t)((uint64_t)((g_91 = ((int64_t)((*l_89) = ((uint8_t)((l_83 && ((void*)0 == l_84)) <= ((((((*l_87) = ((((&g_74 == l_73) < (g_86 , l_83)) & 0xD1L) <= 0x53CAL)) , g_50) , g_54) | 0x17E9BB10L) | 1L)) / (uint8_t)g_85)) % (int64_t)6UL)) | p_21) - (uint64_t)g_86.f7) + (uint32_t)(*p_22))) + (uint32_t)(*g_31));
    (*l_93) = ((*l_92) = &l_83);
    return g_54;
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_62 g_32
 * writes: g_54 g_62 g_68 g_50
 */
static uint8_t  func_26(uint32_t  p_27, int32_t * p_28, const int32_t * p_29, uint16_t * p_30)
{ /* block id: 2 */
    int32_t *l_33 = &g_32;
    int32_t *l_34 = &g_32;
    int32_t *l_35 = (void*)0;
    int32_t *l_36 = &g_32;
    int32_t *l_37 = (void*)0;
    int32_t *l_38 = &g_32;
    int32_t *l_39 = &g_32;
    int32_t *l_40 = &g_32;
    int32_t *l_41 = (void*)0;
    int32_t *l_42 = &g_32;
    int32_t *l_43 = &g_32;
    int32_t *l_44 = (void*)0;
    int32_t *l_45 = &g_32;
    int32_t *l_46 = &g_32;
    int32_t l_47 = 0x87697AB8L;
    int32_t l_48 = (-4L);
    int32_t l_49 = 0x214356E3L;
    int32_t *l_51 = &l_49;
    int32_t *l_52 = &l_48;
    int32_t *l_53 = &g_50;
    int32_t *l_57 = &l_48;
    int32_t *l_58 = &g_50;
    int32_t *l_59 = &g_50;
    int32_t *l_60 = &l_48;
    int32_t *l_61 = &l_47;
    uint64_t *l_67 = &g_68;
lbl_65:
    g_54--;
    g_62++;
    if (g_54)
        goto lbl_66;
lbl_66:
    if (g_54)
        goto lbl_65;
    (*l_53) = (g_32 | (((*l_67) = 0UL) && p_27));
    return p_27;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_86.f0, "g_86.f0", print_hash_value);
    transparent_crc(g_86.f1, "g_86.f1", print_hash_value);
    transparent_crc(g_86.f2, "g_86.f2", print_hash_value);
    transparent_crc(g_86.f3, "g_86.f3", print_hash_value);
    transparent_crc(g_86.f4, "g_86.f4", print_hash_value);
    transparent_crc(g_86.f5, "g_86.f5", print_hash_value);
    transparent_crc(g_86.f6, "g_86.f6", print_hash_value);
    transparent_crc(g_86.f7, "g_86.f7", print_hash_value);
    transparent_crc(g_86.f8, "g_86.f8", print_hash_value);
    transparent_crc(g_86.f9, "g_86.f9", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_111.f0, "g_111.f0", print_hash_value);
    transparent_crc(g_111.f1, "g_111.f1", print_hash_value);
    transparent_crc(g_111.f2, "g_111.f2", print_hash_value);
    transparent_crc(g_111.f3, "g_111.f3", print_hash_value);
    transparent_crc(g_111.f4, "g_111.f4", print_hash_value);
    transparent_crc(g_111.f5.f0, "g_111.f5.f0", print_hash_value);
    transparent_crc(g_111.f5.f1, "g_111.f5.f1", print_hash_value);
    transparent_crc(g_111.f5.f2, "g_111.f5.f2", print_hash_value);
    transparent_crc(g_111.f5.f3, "g_111.f5.f3", print_hash_value);
    transparent_crc(g_111.f6, "g_111.f6", print_hash_value);
    transparent_crc(g_143.f0, "g_143.f0", print_hash_value);
    transparent_crc(g_143.f1, "g_143.f1", print_hash_value);
    transparent_crc(g_143.f2, "g_143.f2", print_hash_value);
    transparent_crc(g_143.f3, "g_143.f3", print_hash_value);
    transparent_crc(g_146.f0, "g_146.f0", print_hash_value);
    transparent_crc(g_146.f1, "g_146.f1", print_hash_value);
    transparent_crc(g_146.f2, "g_146.f2", print_hash_value);
    transparent_crc(g_146.f3, "g_146.f3", print_hash_value);
    transparent_crc(g_146.f4, "g_146.f4", print_hash_value);
    transparent_crc(g_146.f5, "g_146.f5", print_hash_value);
    transparent_crc(g_146.f6, "g_146.f6", print_hash_value);
    transparent_crc(g_146.f7, "g_146.f7", print_hash_value);
    transparent_crc(g_146.f8, "g_146.f8", print_hash_value);
    transparent_crc(g_146.f9, "g_146.f9", print_hash_value);
    transparent_crc(g_177.f0, "g_177.f0", print_hash_value);
    transparent_crc(g_177.f1, "g_177.f1", print_hash_value);
    transparent_crc(g_177.f2, "g_177.f2", print_hash_value);
    transparent_crc(g_177.f3, "g_177.f3", print_hash_value);
    transparent_crc(g_271.f0, "g_271.f0", print_hash_value);
    transparent_crc(g_271.f1, "g_271.f1", print_hash_value);
    transparent_crc(g_271.f2, "g_271.f2", print_hash_value);
    transparent_crc(g_271.f3, "g_271.f3", print_hash_value);
    transparent_crc(g_289.f0, "g_289.f0", print_hash_value);
    transparent_crc(g_289.f1, "g_289.f1", print_hash_value);
    transparent_crc(g_289.f2, "g_289.f2", print_hash_value);
    transparent_crc(g_289.f3, "g_289.f3", print_hash_value);
    transparent_crc(g_289.f4, "g_289.f4", print_hash_value);
    transparent_crc(g_289.f5, "g_289.f5", print_hash_value);
    transparent_crc(g_289.f6, "g_289.f6", print_hash_value);
    transparent_crc(g_486, "g_486", print_hash_value);
    transparent_crc(g_562, "g_562", print_hash_value);
    transparent_crc(g_646.f0, "g_646.f0", print_hash_value);
    transparent_crc(g_646.f1, "g_646.f1", print_hash_value);
    transparent_crc(g_646.f2, "g_646.f2", print_hash_value);
    transparent_crc(g_646.f3, "g_646.f3", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 78
   depth: 1, occurrence: 7
   depth: 2, occurrence: 1
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 11
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 4
XXX structs with bitfields in the program: 8
breakdown:
   indirect level: 0, occurrence: 7
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 1
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 7
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 3

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 51
   depth: 2, occurrence: 5
   depth: 3, occurrence: 1
   depth: 4, occurrence: 3
   depth: 5, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 19, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 423

XXX times a variable address is taken: 338
XXX times a pointer is dereferenced on RHS: 32
breakdown:
   depth: 1, occurrence: 28
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 34
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 0
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 1210

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 123
   level: 2, occurrence: 20
   level: 3, occurrence: 14
XXX number of pointers point to pointers: 23
XXX number of pointers point to scalars: 398
XXX number of pointers point to structs: 2
XXX percent of pointers has null in alias set: 22
XXX average alias set size: 1.03

XXX times a non-volatile is read: 158
XXX times a non-volatile is write: 85
XXX times a volatile is read: 6
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 956
XXX percentage of non-volatile access: 95.7

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 44
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 22
   depth: 1, occurrence: 9
   depth: 2, occurrence: 10
   depth: 3, occurrence: 3

XXX percentage a fresh-made variable is used: 26.4
XXX percentage an existing variable is used: 73.6
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

