/* emu_print.c — device PRINT under -Mcuda=emu: CUDA's device vprintf for the
 * host. Codegen lowers a device PRINT to one vprintf call with a packed
 * argument buffer on both device targets (codegen/device_io.c), so the GPU
 * and the emulator print the same characters; this file reads that buffer.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "emu.h"

/* A growing line buffer (a PRINT of a long string may exceed the stack). */
typedef struct Line {
    char *s;
    size_t len, cap;
    char small[512];
} Line;

static void line_put(Line *l, const char *p, size_t n)
{
    if (l->len + n + 1 > l->cap) {
        size_t cap = l->cap * 2 > l->len + n + 1 ? l->cap * 2 : l->len + n + 1;
        char *ns = l->s == l->small ? malloc(cap) : realloc(l->s, cap);
        if (!ns)
            return;
        if (l->s == l->small)
            memcpy(ns, l->s, l->len);
        l->s = ns;
        l->cap = cap;
    }
    memcpy(l->s + l->len, p, n);
    l->len += n;
}

/* One conversion of `spec` (a complete "%...c" specification) with an
 * argument of type T, appended to the line. */
#define PUT_CONV(l, spec, T, v)                                                \
    do {                                                                       \
        char buf_[256];                                                        \
        int n_ = snprintf(buf_, sizeof buf_, spec, (T)(v));                    \
        if (n_ >= (int)sizeof buf_) {                                          \
            char *big_ = malloc((size_t)n_ + 1);                               \
            if (big_) {                                                        \
                snprintf(big_, (size_t)n_ + 1, spec, (T)(v));                  \
                line_put(l, big_, (size_t)n_);                                 \
                free(big_);                                                    \
            }                                                                  \
        } else if (n_ > 0)                                                     \
            line_put(l, buf_, (size_t)n_);                                     \
    } while (0)

/* The next argument of `size` bytes, at its natural alignment in the
 * buffer, as the members of a C struct are laid out. */
static const void *next_arg(const char *args, size_t *off, size_t size)
{
    *off = (*off + size - 1) / size * size;
    const void *p = args + *off;
    *off += size;
    return p;
}

/* CUDA's vprintf: the format's conversions read the packed buffer. A
 * conversion this function does not know (a '*' width, %n, long double) is
 * copied to the output as text, reading no argument. */
int cuf90_emu_vprintf(const char *format, const void *args)
{
    Line l = {.cap = sizeof l.small};
    l.s = l.small;
    const char *a = args;
    size_t off = 0;
    const char *p = format ? format : "";
    while (*p) {
        if (*p != '%') {
            const char *q = strchr(p, '%');
            size_t n = q ? (size_t)(q - p) : strlen(p);
            line_put(&l, p, n);
            p += n;
            continue;
        }
        if (p[1] == '%') {
            line_put(&l, "%", 1);
            p += 2;
            continue;
        }
        const char *start = p++;
        p += strspn(p, "-+ #0");
        p += strspn(p, "0123456789");
        if (*p == '.') {
            p++;
            p += strspn(p, "0123456789");
        }
        int longs = 0;
        while (*p == 'l' || *p == 'h' || *p == 'z' || *p == 'j' || *p == 't') {
            if (*p == 'l' || *p == 'z' || *p == 'j' || *p == 't')
                longs++;
            p++;
        }
        char conv = *p;
        if (!conv || !strchr("diouxXcspeEfFgGaA", conv)) {
            line_put(&l, start, (size_t)(p - start) + (conv ? 1 : 0));
            p += conv ? 1 : 0;
            continue;
        }
        p++;
        char spec[64];
        size_t sl = (size_t)(p - start);
        if (sl >= sizeof spec) {
            line_put(&l, start, sl);
            continue;
        }
        /* Re-spell the length modifier as C's for the argument's real width. */
        size_t body = strcspn(start + 1, "lhzjtdiouxXcspeEfFgGaA") + 1;
        memcpy(spec, start, body);
        spec[body] = 0;
        if (longs && strchr("diouxX", conv))
            strcat(spec, "ll");
        size_t k = strlen(spec);
        spec[k] = conv, spec[k + 1] = 0;
        switch (conv) {
        case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
            if (longs) {
                int64_t v;
                memcpy(&v, next_arg(a, &off, 8), 8);
                PUT_CONV(&l, spec, long long, v);
            } else {
                int32_t v;
                memcpy(&v, next_arg(a, &off, 4), 4);
                PUT_CONV(&l, spec, int, v);
            }
            break;
        case 'c': {
            int32_t v;
            memcpy(&v, next_arg(a, &off, 4), 4);
            PUT_CONV(&l, spec, int, v);
            break;
        }
        case 's': case 'p': {
            const void *v;
            memcpy(&v, next_arg(a, &off, sizeof v), sizeof v);
            if (conv == 's' && !v)
                v = "(null)";
            PUT_CONV(&l, spec, const void *, v);
            break;
        }
        default: {
            double v;
            memcpy(&v, next_arg(a, &off, 8), 8);
            PUT_CONV(&l, spec, double, v);
            break;
        }
        }
    }
    size_t done = 0;
    while (done < l.len) {
        ssize_t w = write(1, l.s + done, l.len - done);
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    if (l.s != l.small)
        free(l.s);
    return (int)done;
}
