#include <stdio.h>
#include <string.h>
#include "config.h"
#include "log.h"
#include "ring.h"
#include "stats.h"

enum log_level log_threshold = LOG_WARN;

static void load(struct ring *r, const long *values, int n) {
    int i;
    for (i = 0; i < n; i++) {
        ring_push(r, values[i]);
        LOG(LOG_DEBUG, "pushed %ld", values[i]);
    }
}

int main(int argc, char **argv) {
    static const long samples[] = {3, 4, 9, 2, 5, 6, 8, 7, 1, 4};
    struct ring r;
    struct summary s;
    char label[MAX_LABEL];
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("stats %s\n", STATS_VERSION);
        return 0;
    }
    ring_init(&r);
    load(&r, samples, (int)(sizeof samples / sizeof samples[0]));
    snprintf(label, sizeof label, "last %d", ring_size(&r));
    summarize(&r, &s);
    print_summary(label, &s);
    if (s.count == 0) {
        LOG(LOG_WARN, "no samples");
        return 1;
    }
    return 0;
}
