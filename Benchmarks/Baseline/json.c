/* A minimal recursive-descent JSON reader (no \u escapes beyond ASCII), for scene files. */
#include "json.h"

#include <stdlib.h>
#include <string.h>

static const char *skip(const char *p) {
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t') p++;
    return p;
}

static json_value *parse_value(const char **p);

static char *parse_string(const char **p) {
    const char *s = *p + 1;
    size_t capacity = 16, length = 0;
    char *out = malloc(capacity);
    while (*s && *s != '"') {
        char c = *s++;
        if (c == '\\') {
            c = *s++;
            switch (c) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'u': c = (char)strtol((char[]){s[0], s[1], s[2], s[3], 0}, NULL, 16); s += 4; break;
            default: break; /* \" \\ \/ */
            }
        }
        if (length + 2 > capacity) out = realloc(out, capacity *= 2);
        out[length++] = c;
    }
    if (*s != '"') { free(out); return NULL; }
    out[length] = 0;
    *p = s + 1;
    return out;
}

static json_value *parse_container(const char **p, int object) {
    json_value *v = calloc(1, sizeof *v);
    v->kind = object ? JSON_OBJECT : JSON_ARRAY;
    size_t capacity = 0;
    *p = skip(*p + 1);
    if (**p == (object ? '}' : ']')) { (*p)++; return v; }
    for (;;) {
        char *key = NULL;
        if (object) {
            *p = skip(*p);
            if (**p != '"' || !(key = parse_string(p))) return NULL;
            *p = skip(*p);
            if (**p != ':') return NULL;
            (*p)++;
        }
        json_value *item = parse_value(p);
        if (!item) return NULL;
        if (v->count == capacity) {
            capacity = capacity ? capacity * 2 : 8;
            v->items = realloc(v->items, capacity * sizeof *v->items);
            if (object) v->keys = realloc(v->keys, capacity * sizeof *v->keys);
        }
        if (object) v->keys[v->count] = key;
        v->items[v->count++] = item;
        *p = skip(*p);
        if (**p == ',') { (*p)++; continue; }
        if (**p == (object ? '}' : ']')) { (*p)++; return v; }
        return NULL;
    }
}

static json_value *parse_value(const char **p) {
    *p = skip(*p);
    json_value *v;
    switch (**p) {
    case '{': return parse_container(p, 1);
    case '[': return parse_container(p, 0);
    case '"':
        v = calloc(1, sizeof *v);
        v->kind = JSON_STRING;
        return (v->string = parse_string(p)) ? v : NULL;
    case 't': case 'f': case 'n':
        v = calloc(1, sizeof *v);
        v->kind = **p == 'n' ? JSON_NULL : JSON_BOOL;
        v->number = **p == 't';
        *p += **p == 'f' ? 5 : 4;
        return v;
    default: {
        char *end;
        v = calloc(1, sizeof *v);
        v->kind = JSON_NUMBER;
        v->number = strtod(*p, &end);
        if (end == *p) return NULL;
        *p = end;
        return v;
    }
    }
}

json_value *json_parse(const char *text) {
    const char *p = text;
    return parse_value(&p);
}

const json_value *json_get(const json_value *object, const char *key) {
    if (!object || object->kind != JSON_OBJECT) return NULL;
    for (size_t i = 0; i < object->count; i++)
        if (strcmp(object->keys[i], key) == 0) return object->items[i];
    return NULL;
}

double json_number(const json_value *object, const char *key, double fallback) {
    const json_value *v = json_get(object, key);
    return v && v->kind == JSON_NUMBER ? v->number : fallback;
}

const char *json_string(const json_value *object, const char *key) {
    const json_value *v = json_get(object, key);
    return v && v->kind == JSON_STRING ? v->string : NULL;
}
