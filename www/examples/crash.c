/* Stand-in for a compiler crash: pretend the compiler dies on a volatile
   member in a struct used inside a switch. */
#include <stdio.h>
#include <stdlib.h>

struct config {
    int width;
    int height;
    volatile unsigned flags;
    const char *name;
};

static int area(const struct config *c) {
    return c->width * c->height;
}

static void describe(const struct config *c) {
    printf("%s: %dx%d (%d)\n", c->name, c->width, c->height, area(c));
}

int classify(struct config *c, int mode) {
    int result = 0;
    for (int i = 0; i < mode; i++) {
        result += i * 2;
    }
    switch (mode) {
    case 0:
        result = area(c);
        break;
    case 1:
        c->flags |= 4u;
        result = (int)c->flags;
        break;
    default:
        result = -1;
    }
    return result;
}

int main(int argc, char **argv) {
    struct config c = { 3, 4, 0u, "box" };
    describe(&c);
    int mode = argc > 1 ? atoi(argv[1]) : 0;
    printf("%d\n", classify(&c, mode));
    return 0;
}
