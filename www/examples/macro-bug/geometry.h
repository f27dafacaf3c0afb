#ifndef GEOMETRY_H
#define GEOMETRY_H

struct point {
    int x;
    int y;
};

static inline int distance2(struct point a, struct point b) {
    int dx = a.x - b.x;
    int dy = a.y - b.y;
    return dx * dx + dy * dy;
}

static inline struct point midpoint(struct point a, struct point b) {
    struct point m = { (a.x + b.x) / 2, (a.y + b.y) / 2 };
    return m;
}

#endif
