/* A minimal JSON reader for the baseline: enough for ptable's scene files. */
#ifndef PTABLE_BASELINE_JSON_H
#define PTABLE_BASELINE_JSON_H

#include <stddef.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_kind;

typedef struct json_value {
    json_kind kind;
    double number;              /* JSON_NUMBER, JSON_BOOL (0 or 1) */
    char *string;               /* JSON_STRING */
    size_t count;               /* JSON_ARRAY, JSON_OBJECT: number of items */
    char **keys;                /* JSON_OBJECT: item names */
    struct json_value **items;  /* JSON_ARRAY, JSON_OBJECT */
} json_value;

/* Parses `text` (NUL-terminated); NULL on malformed input. */
json_value *json_parse(const char *text);
/* The member `key` of an object, or NULL. */
const json_value *json_get(const json_value *object, const char *key);
/* A member's number, or `fallback` when it is missing or not a number. */
double json_number(const json_value *object, const char *key, double fallback);
/* A member's string, or NULL. */
const char *json_string(const json_value *object, const char *key);

#endif
