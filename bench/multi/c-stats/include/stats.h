#ifndef STATS_H
#define STATS_H

#include "ring.h"

struct summary {
    long min;
    long max;
    long sum;
    long mean_scaled;
    int count;
};

void summarize(const struct ring *r, struct summary *out);
long stats_mean_scaled(long sum, int count);
void print_summary(const char *label, const struct summary *s);

#endif
