/* A stand-in for a compiler bug report: gcc warns about a division by zero
 * that hides deep inside this file. whittle shrinks it to the few lines that
 * still make gcc say so. */
#include <stdio.h>
#include <string.h>

struct point {
  int x;
  int y;
};

static int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

static int manhattan(struct point a, struct point b) {
  int dx = a.x - b.x;
  int dy = a.y - b.y;
  if (dx < 0)
    dx = -dx;
  if (dy < 0)
    dy = -dy;
  return dx + dy;
}

static void describe(const struct point *p, char *out, size_t len) {
  snprintf(out, len, "(%d, %d)", p->x, p->y);
}

static int checksum(const char *s) {
  int sum = 0;
  for (size_t i = 0; i < strlen(s); i++)
    sum = sum * 31 + s[i];
  return sum;
}

static int scale(int value, int steps) {
  const int zero = 0;
  int result = value;
  for (int i = 0; i < steps; i++)
    result = clamp(result * 2, -1000, 1000);
  return result / zero;
}

int main(void) {
  struct point a = {1, 2};
  struct point b = {7, -3};
  char text[64];
  describe(&a, text, sizeof text);
  printf("a = %s\n", text);
  describe(&b, text, sizeof text);
  printf("b = %s\n", text);
  printf("distance = %d\n", manhattan(a, b));
  printf("checksum = %d\n", checksum(text));
  printf("scaled = %d\n", scale(manhattan(a, b), 3));
  return 0;
}
