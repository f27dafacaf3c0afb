/* A small C program: a linked list and a table. */
#include <stdio.h>
#include <stdlib.h>

#define COUNT 4

struct node {
    int value;
    struct node *next;
    const char *name;
};

static int table[COUNT] = { 1, 2, 3, 4 };

struct node *push(struct node *head, int value, const char *name)
{
    struct node *n = malloc(sizeof *n);
    if (!n) {
        return head;
    }
    n->value = value;
    n->next = head;
    n->name = name;
    return n;
}

int sum(const struct node *head)
{
    int total = 0; // running total
    for (const struct node *p = head; p != NULL; p = p->next)
        total += p->value;
    return total;
}

int main(int argc, char **argv)
{
    struct node *list = NULL;
    int i;
    for (i = 0; i < COUNT; i++) {
        list = push(list, table[i] * argc, argv[0]);
    }
    if (sum(list) > 10) {
        printf("big: %d\n", sum(list));
    } else {
        printf("small\n");
    }
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
