#ifndef CONFIG_H
#define CONFIG_H

#define VERSION "1.4.2"
#define SCALE 3
#define LIMIT 100

/* The compiler crashes expanding this one inside a return statement. */
#define OVERFLOW_CHECK(x) ((x) > LIMIT ? 1 : (x) % 7)

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

#endif
