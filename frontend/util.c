/* util.c — arena, vectors, strings, source files. */
#include "cuf90.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>

struct ArenaBlock {
    ArenaBlock *next;
    size_t used, cap;
    max_align_t data[];
};

Arena *cu_arena;
Options opts = {.cuda_cc = 90, .cuda_fma = true, .cuda_rdc = true, .default_int_kind = 4, .default_real_kind = 4,
                .double_kind = 8, .underscoring = 1, .max_stack_var_size = 65536,
                .rt_warn_std = 2116, .rt_allow_std = 4095};

enum { ARENA_BLOCK = 1u << 20 };

static ArenaBlock *arena_block(size_t cap)
{
    ArenaBlock *b = calloc(1, sizeof(ArenaBlock) + cap);
    if (!b) {
        fputs("cuf90: out of memory\n", stderr);
        abort();
    }
    b->cap = cap;
    return b;
}

/* Bump allocation in 1 MB blocks. A request of more than a quarter block
 * gets a block of its own, linked behind the current one, which goes on
 * filling: starting a new current block for it would abandon the rest of
 * the old one, and a run of such requests (a 300 KB buffer per constant of
 * one long line, as the lexer once made) left most of every block unused.
 * Reserved is at most a third more than requested. Blocks are zeroed;
 * under MALLOC_PERTURB_ glibc's calloc writes every byte of them, so what
 * is reserved is also touched. */
void *arena_alloc(Arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    ArenaBlock *b = a->head;
    if (b && b->used + size <= b->cap) {
        void *p = (char *)b->data + b->used;
        b->used += size;
        return p;
    }
    if (size > ARENA_BLOCK / 4) {
        ArenaBlock *own = arena_block(size);
        own->used = size;
        if (b) {
            own->next = b->next;
            b->next = own;
        } else {
            a->head = own;
        }
        return own->data;
    }
    b = arena_block(ARENA_BLOCK);
    b->next = a->head;
    a->head = b;
    b->used = size;
    return b->data;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

void arena_free(Arena *a)
{
    for (ArenaBlock *b = a->head, *next; b; b = next) {
        next = b->next;
        free(b);
    }
    a->head = NULL;
}

void vec_push(PtrVec *v, void *p)
{
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 8;
        v->data = realloc(v->data, sizeof(void *) * (size_t)v->cap);
        if (!v->data) {
            fputs("cuf90: out of memory\n", stderr);
            abort();
        }
    }
    v->data[v->len++] = p;
}

void nodelist_push(NodeList *l, Node *n)
{
    if (l->len == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4;
        l->items = realloc(l->items, sizeof(Node *) * (size_t)l->cap);
        if (!l->items) {
            fputs("cuf90: out of memory\n", stderr);
            abort();
        }
    }
    l->items[l->len++] = n;
}

char *str_lower(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    for (size_t i = 0; i < n; i++)
        p[i] = (char)tolower((unsigned char)s[i]);
    p[n] = 0;
    return p;
}

bool str_ieq(const char *a, const char *b)
{
    while (*a && *b && tolower((unsigned char)*a) == tolower((unsigned char)*b))
        a++, b++;
    return tolower((unsigned char)*a) == tolower((unsigned char)*b);
}

/* ---- source files ---- */

static PtrVec loaded_sources;

SourceFile *source_from_string(const char *name, const char *text)
{
    SourceFile *sf = calloc(1, sizeof *sf);
    sf->name = strdup(name);
    sf->text = text;
    sf->len = strlen(text);
    return sf;
}

const char *source_load_error = "";

SourceFile *source_load(const char *path)
{
    for (int i = 0; i < loaded_sources.len; i++) {
        SourceFile *sf = loaded_sources.data[i];
        if (strcmp(sf->name, path) == 0)
            return sf;
    }
    /* only regular files: a directory would read as empty, a FIFO would block */
    struct stat st;
    if (stat(path, &st) != 0) {
        source_load_error = strerror(errno);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        source_load_error = S_ISDIR(st.st_mode) ? "it is a directory" : "it is not a regular file";
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        source_load_error = strerror(errno);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len < 2) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    if (!buf || ferror(f)) {
        source_load_error = buf ? strerror(errno) : "out of memory";
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    buf[len] = 0;
    SourceFile *sf = source_from_string(path, buf);
    sf->len = len;
    vec_push(&loaded_sources, sf);
    return sf;
}

/* ---- node helpers ---- */

const char *const token_spelling[] = {
#define X(k, s) s,
    TOKEN_LIST(X)
#undef X
};

const char *const node_name[] = {
#define X(k, s) s,
    NODE_LIST(X)
#undef X
};

Node *node_new(NodeKind kind, Loc loc)
{
    Node *n = NEW(Node);
    n->kind = kind;
    n->loc = loc;
    return n;
}
