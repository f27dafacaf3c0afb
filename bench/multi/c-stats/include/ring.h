#ifndef RING_H
#define RING_H

#include "config.h"

struct ring {
    long values[RING_CAPACITY];
    int start;
    int count;
};

void ring_init(struct ring *r);
int ring_push(struct ring *r, long value);
long ring_get(const struct ring *r, int index);
int ring_size(const struct ring *r);

#endif
