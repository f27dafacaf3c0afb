/* Links the candidate's library files (every src/*.c without a main) and
   checks the bug: the last 8 samples sum to 42, and their mean, 5.25,
   comes out as 5.00 (mean_scaled 500 instead of 525). */
#include "stats.h"

int main(void) {
    static const long v[] = {3, 4, 9, 2, 5, 6, 8, 7, 1, 4};
    struct ring r;
    struct summary s;
    int i;
    ring_init(&r);
    for (i = 0; i < 10; i++) {
        ring_push(&r, v[i]);
    }
    summarize(&r, &s);
    return !(s.count == 8 && s.sum == 42 && s.mean_scaled == 500);
}
