#include "ring.h"

void ring_init(struct ring *r) {
    r->start = 0;
    r->count = 0;
}

int ring_push(struct ring *r, long value) {
    int slot;
    if (r->count < RING_CAPACITY) {
        slot = (r->start + r->count) % RING_CAPACITY;
        r->count++;
    } else {
        slot = r->start;
        r->start = (r->start + 1) % RING_CAPACITY;
    }
    r->values[slot] = value;
    return r->count;
}

long ring_get(const struct ring *r, int index) {
    if (index < 0 || index >= r->count) {
        return 0;
    }
    return r->values[(r->start + index) % RING_CAPACITY];
}

int ring_size(const struct ring *r) {
    return r->count;
}
