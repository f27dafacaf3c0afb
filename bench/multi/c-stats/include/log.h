#ifndef LOG_H
#define LOG_H

#include <stdio.h>

enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN };

extern enum log_level log_threshold;

#define LOG(level, ...)                                 \
    do {                                                \
        if ((level) >= log_threshold) {                 \
            fprintf(stderr, "[%d] ", (int)(level));     \
            fprintf(stderr, __VA_ARGS__);               \
            fputc('\n', stderr);                        \
        }                                               \
    } while (0)

#endif
