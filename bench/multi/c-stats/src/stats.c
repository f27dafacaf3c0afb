#include <stdio.h>
#include "stats.h"

/* The mean, times SCALE: the division happens before the scaling, so the
   fraction is lost (the bug this report is about). */
long stats_mean_scaled(long sum, int count) {
    if (count == 0) {
        return 0;
    }
    return sum / count * SCALE;
}

void summarize(const struct ring *r, struct summary *out) {
    int i;
    out->count = ring_size(r);
    out->sum = 0;
    out->min = out->count ? ring_get(r, 0) : 0;
    out->max = out->min;
    for (i = 0; i < out->count; i++) {
        long v = ring_get(r, i);
        out->sum += v;
        if (v < out->min) out->min = v;
        if (v > out->max) out->max = v;
    }
    out->mean_scaled = stats_mean_scaled(out->sum, out->count);
}

void print_summary(const char *label, const struct summary *s) {
    printf("%s: n=%d min=%ld max=%ld sum=%ld\n", label, s->count, s->min, s->max, s->sum);
    printf("mean: %ld.%02ld\n", s->mean_scaled / SCALE, s->mean_scaled % SCALE);
}
