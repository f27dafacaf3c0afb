/*
 * ringbuf.c - a fixed-size byte ring buffer for the UART driver.
 *
 * The producer (the receive interrupt) writes at `head`, the consumer (the
 * main loop) reads at `tail`; one slot stays empty so that head == tail
 * means "empty". Sizes must be powers of two: index -> index & mask.
 *
 * Usage:
 *   struct ringbuf rb;
 *   ringbuf_init(&rb, storage, sizeof storage);
 *   if (ringbuf_put(&rb, byte) < 0) { ... the buffer is full ... }
 *
 * Not thread-safe beyond one producer and one consumer; use the function
 * ringbuf_reset() only while interrupts are off.
 */
#include <stdint.h>
#include <stddef.h>
#include <string.h>

#include "ringbuf.h"

#define RINGBUF_OK 0
#define RINGBUF_FULL (-1)
#define RINGBUF_EMPTY (-2)

#ifndef RINGBUF_ASSERT
#define RINGBUF_ASSERT(x) ((void)0)
#endif

typedef struct ringbuf {
    uint8_t *data;
    size_t mask;
    volatile size_t head;
    volatile size_t tail;
} ringbuf_t;

static inline size_t next_index(const ringbuf_t *rb, size_t i)
{
    return (i + 1) & rb->mask;
}

int ringbuf_init(ringbuf_t *rb, uint8_t *storage, size_t size)
{
    if (size == 0 || (size & (size - 1)) != 0) {
        return -1;
    }
    rb->data = storage;
    rb->mask = size - 1;
    rb->head = 0;
    rb->tail = 0;
    return RINGBUF_OK;
}

int ringbuf_put(ringbuf_t *rb, uint8_t byte)
{
    size_t next = next_index(rb, rb->head);
    if (next == rb->tail) {
        return RINGBUF_FULL;
    }
    rb->data[rb->head] = byte;
    rb->head = next;
    return RINGBUF_OK;
}

int ringbuf_get(ringbuf_t *rb, uint8_t *out)
{
    if (rb->head == rb->tail) {
        return RINGBUF_EMPTY;
    }
    *out = rb->data[rb->tail];
    rb->tail = next_index(rb, rb->tail);
    return RINGBUF_OK;
}

void ringbuf_reset(ringbuf_t *rb)
{
    RINGBUF_ASSERT(rb != NULL);
    memset(rb->data, 0, rb->mask + 1);
    rb->head = rb->tail = 0;
}
