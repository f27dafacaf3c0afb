#include <stdio.h>
#include "config.h"
#include "geometry.h"

static int table[4] = {12, 40, 7, 33};

static int scale(int x) { return x * SCALE; }

static int checksum(const int *values, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += values[i];
    return sum;
}

static void report(const char *what, int value) {
    printf("%s: %d (v%s)\n", what, value, VERSION);
}

int main(void) {
    int total = checksum(table, 4);
    report("total", total);
    report("scaled", scale(total));
    return OVERFLOW_CHECK(total);
}
