/* transfer.c — copies between arrays in different memory spaces, given
 * their gfortran descriptors (codegen/transfer.c lowers assignments of
 * whole arrays and sections to these). The shapes conform; any strides are
 * allowed. A copy is split into the fewest driver calls the layout allows:
 * one contiguous copy, 2-D strided copies (cuMemcpy2D) for the innermost
 * two dimensions, or element-wise copies for negative strides. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuf90rt.h"

typedef struct {
    char *base;          /* address of the first element of the section */
    ptrdiff_t stride[15]; /* bytes */
    ptrdiff_t ext[15];
} Layout;

static void layout_of(const cuf90_desc *d, int rank, Layout *l)
{
    size_t esize = d->dtype.elem_len;
    ptrdiff_t first = (ptrdiff_t)d->offset;
    for (int k = 0; k < rank; k++) {
        first += d->dim[k].lbound * d->dim[k].stride;
        ptrdiff_t e = d->dim[k].ubound - d->dim[k].lbound + 1;
        l->ext[k] = e > 0 ? e : 0;
        l->stride[k] = d->dim[k].stride * (ptrdiff_t)esize;
    }
    l->base = (char *)d->base_addr + first * (ptrdiff_t)esize;
}

static size_t count_of(const Layout *l, int rank)
{
    size_t n = 1;
    for (int k = 0; k < rank; k++)
        n *= (size_t)l->ext[k];
    return n;
}

/* True when the section is one contiguous run of n * esize bytes. */
static bool contiguous(const Layout *l, int rank, size_t esize)
{
    ptrdiff_t want = (ptrdiff_t)esize;
    for (int k = 0; k < rank; k++) {
        if (l->ext[k] > 1 && l->stride[k] != want)
            return false;
        want *= l->ext[k];
    }
    return true;
}

/* Copies the rank-level slab at (d, s) recursively; the innermost two
 * dimensions go to one cuMemcpy2D when their strides allow. */
static void copy_level(char *d, const Layout *dl, const char *s, const Layout *sl, int level, size_t esize,
                       int kind, const char *file, int line)
{
    if (level == 0) {
        cuf90_memcpy(d, s, esize, kind, file, line);
        return;
    }
    int k = level - 1;
    ptrdiff_t n = dl->ext[k];
    if (k == 0) {
        /* a row: contiguous on both sides, or strided with positive pitches */
        if (n > 0 && dl->stride[0] == (ptrdiff_t)esize && sl->stride[0] == (ptrdiff_t)esize) {
            cuf90_memcpy(d, s, (size_t)n * esize, kind, file, line);
            return;
        }
        if (n > 0 && dl->stride[0] > 0 && sl->stride[0] > 0) {
            cuf90_memcpy2d(d, (size_t)dl->stride[0], s, (size_t)sl->stride[0], esize, (size_t)n, kind, file, line);
            return;
        }
        for (ptrdiff_t i = 0; i < n; i++)
            cuf90_memcpy(d + i * dl->stride[0], s + i * sl->stride[0], esize, kind, file, line);
        return;
    }
    if (k == 1 && dl->stride[0] == (ptrdiff_t)esize && sl->stride[0] == (ptrdiff_t)esize &&
        dl->stride[1] > 0 && sl->stride[1] > 0) {
        size_t width = (size_t)dl->ext[0] * esize;
        if ((size_t)dl->stride[1] >= width && (size_t)sl->stride[1] >= width) {
            cuf90_memcpy2d(d, (size_t)dl->stride[1], s, (size_t)sl->stride[1], width, (size_t)n, kind, file, line);
            return;
        }
    }
    for (ptrdiff_t i = 0; i < n; i++)
        copy_level(d + i * dl->stride[k], dl, s + i * sl->stride[k], sl, k, esize, kind, file, line);
}

void cuf90_copy_desc(void *dst, const void *src, int rank, int kind, const char *file, int line)
{
    const cuf90_desc *dd = dst, *sd = src;
    Layout dl, sl;
    layout_of(dd, rank, &dl);
    layout_of(sd, rank, &sl);
    size_t esize = dd->dtype.elem_len ? dd->dtype.elem_len : sd->dtype.elem_len;
    size_t n = count_of(&dl, rank), ns = count_of(&sl, rank);
    bool both_contiguous = contiguous(&dl, rank, esize) && contiguous(&sl, rank, esize);
    if (n != ns && !both_contiguous)
        cuf90_rt_error(file, line, "array assignment between memory spaces of %zu and %zu elements", n, ns);
    if (n != ns) {
        /* Nonconforming whole arrays (the book's ch08 transposeMPI copies a
           device array into a larger host one and uses the first part):
           nvfortran copies without a check, so the elements both sides
           have are copied, with a warning the first time at this line. */
        static struct { const char *file; int line; } warned[16];
        static int nwarned;
        bool seen = false;
        for (int i = 0; i < nwarned; i++)
            seen |= warned[i].line == line && warned[i].file == file;
        if (!seen) {
            if (nwarned < 16)
                warned[nwarned].file = file, warned[nwarned++].line = line;
            fflush(stdout);
            fprintf(stderr, "%s:%d: warning: array assignment between memory spaces of %zu and %zu elements; "
                    "the first %zu are copied\n", file ? file : "cuf90", line, n, ns, n < ns ? n : ns);
        }
        if (ns < n)
            n = ns;
    }
    if (n == 0)
        return;
    if (both_contiguous) {
        cuf90_memcpy(dl.base, sl.base, n * esize, kind, file, line);
        return;
    }
    /* Collapse to the source's contiguous inner run when both agree. */
    copy_level(dl.base, &dl, sl.base, &sl, rank, esize, kind, file, line);
}

/* The packed (column-major, contiguous) layout of l's elements at base. */
static Layout packed_like(const Layout *l, int rank, size_t esize, void *base)
{
    Layout p = *l;
    ptrdiff_t st = (ptrdiff_t)esize;
    for (int k = 0; k < rank; k++) {
        p.stride[k] = st;
        st *= p.ext[k];
    }
    p.base = base;
    return p;
}

void *cuf90_dev_pack(const void *desc, int rank, const char *file, int line)
{
    const cuf90_desc *d = desc;
    Layout l;
    layout_of(d, rank, &l);
    size_t esize = d->dtype.elem_len, n = count_of(&l, rank);
    if (n == 0 || contiguous(&l, rank, esize))
        return l.base;
    void *tmp = cuf90_dev_alloc(n * esize, CUF90_SPACE_DEVICE, file, line);
    Layout p = packed_like(&l, rank, esize, tmp);
    copy_level(tmp, &p, l.base, &l, rank, esize, CUF90_MEMCPY_D2D, file, line);
    return tmp;
}

void cuf90_dev_unpack(void *desc, int rank, void *packed, int copy_back, const char *file, int line)
{
    const cuf90_desc *d = desc;
    Layout l;
    layout_of(d, rank, &l);
    if (packed == l.base)
        return;
    if (copy_back) {
        Layout p = packed_like(&l, rank, d->dtype.elem_len, packed);
        copy_level(l.base, &l, packed, &p, rank, d->dtype.elem_len, CUF90_MEMCPY_D2D, file, line);
    }
    cuf90_dev_free(packed, CUF90_SPACE_DEVICE, file, line);
}

void cuf90_fill_desc(void *dst, int rank, const void *value, size_t esize, const char *file, int line)
{
    const cuf90_desc *dd = dst;
    Layout dl;
    layout_of(dd, rank, &dl);
    size_t n = count_of(&dl, rank);
    if (n == 0)
        return;
    if (contiguous(&dl, rank, esize)) {
        cuf90_memset(dl.base, value, esize, n, file, line);
        return;
    }
    /* A strided section: fill a packed host buffer and copy it in place. */
    char *buf = malloc(n * esize);
    if (!buf)
        cuf90_rt_error(file, line, "out of host memory filling a device array section");
    for (size_t i = 0; i < n; i++)
        memcpy(buf + i * esize, value, esize);
    Layout sl = packed_like(&dl, rank, esize, buf);
    copy_level(dl.base, &dl, buf, &sl, rank, esize, CUF90_MEMCPY_H2D, file, line);
    free(buf);
}
