#ifndef CONFIG_H
#define CONFIG_H

#define STATS_VERSION "1.2.0"
#define RING_CAPACITY 8
#define MAX_LABEL 32
#define SCALE 100

#endif
