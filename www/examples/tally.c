/* tally: counts words per line of standard input and prints a summary. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 1024
#define MAX_WORDS 64

struct stats {
    long lines;
    long words;
    long longest;
    long histogram[MAX_WORDS + 1];
};

static int is_word_char(int c) {
    return isalnum(c) || c == '\'' || c == '-';
}

static long count_words(const char *line) {
    long words = 0;
    int inside = 0;
    for (const char *p = line; *p; p++) {
        if (is_word_char((unsigned char)*p)) {
            if (!inside) words++;
            inside = 1;
        } else {
            inside = 0;
        }
    }
    return words;
}

static void add_line(struct stats *s, const char *line) {
    long words = count_words(line);
    s->lines++;
    s->words += words;
    if (words > s->longest) s->longest = words;
    s->histogram[words > MAX_WORDS ? MAX_WORDS : words]++;
}

static double mean(const struct stats *s) {
    return s->lines ? (double)s->words / (double)s->lines : 0.0;
}

static void print_histogram(const struct stats *s) {
    for (int i = 0; i <= MAX_WORDS; i++) {
        if (s->histogram[i] == 0) continue;
        printf("%3d%s words: %ld\n", i, i == MAX_WORDS ? "+" : " ", s->histogram[i]);
    }
}

static void print_summary(const struct stats *s) {
    printf("lines:   %ld\n", s->lines);
    /* The bug: %d for a long. */
    printf("words:   %d\n", s->words);
    printf("longest: %ld\n", s->longest);
    printf("mean:    %.2f\n", mean(s));
}

int main(int argc, char **argv) {
    struct stats s;
    char line[MAX_LINE];
    int histogram = argc > 1 && strcmp(argv[1], "-h") == 0;
    memset(&s, 0, sizeof s);
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[n - 1] = '\0';
        add_line(&s, line);
    }
    print_summary(&s);
    if (histogram) print_histogram(&s);
    return EXIT_SUCCESS;
}
