/* oop.c — host runtime of the polymorphic objects (codegen/oop.c).
 *
 * A vtable's _final entry has gfortran's interface
 *   int32 final(descriptor *array, int64 byte_stride, logical(1) fini_coarray)
 * so that objects of either compiler are finalized by the other's code. The
 * wrapper cuf90 generates behind it (codegen/oop.c, final_wrapper) calls
 * cuf90_final_elements with the procedures that take one element (an
 * ELEMENTAL FINAL subroutine, a type's components going away) and packs
 * arrays for the FINAL subroutines of their rank with cuf90_final_pack. */
#include "cuf90rt.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void cuf90_final_elements(cuf90_desc *d, int64_t byte_stride, void (*fn)(void *))
{
    if (!d || !d->base_addr)
        return;
    int rank = d->dtype.rank;
    if (rank <= 0) {
        fn(d->base_addr);
        return;
    }
    cuf90_index_t idx[15] = {0};
    for (int k = 0; k < rank; k++)
        if (d->dim[k].ubound < d->dim[k].lbound)
            return; /* no elements */
    for (;;) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        fn((char *)d->base_addr + off * byte_stride);
        int k = 0;
        while (k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound)
            idx[k++] = 0;
        if (k == rank)
            return;
    }
}

/* An INTENT(OUT) CLASS array: every element of d (byte_stride bytes
 * apart) takes the dynamic type's default value at init. */
void cuf90_class_array_reset(cuf90_desc *d, int64_t byte_stride, const void *init)
{
    int rank = d->dtype.rank;
    for (int k = 0; k < rank; k++)
        if (d->dim[k].ubound < d->dim[k].lbound)
            return;
    cuf90_index_t idx[15] = {0};
    for (;;) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        memcpy((char *)d->base_addr + off * byte_stride, init, (size_t)byte_stride);
        int k = 0;
        while (k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound)
            idx[k++] = 0;
        if (k == rank)
            return;
    }
}

/* A FINAL subroutine of an array dummy of rank d->dtype.rank whose
 * elements are esize bytes (the finalized type, perhaps an ancestor of
 * the elements' type, byte_stride bytes apart): tmp gets a descriptor of
 * contiguous elements of esize bytes, lower bounds 1, d's own data when it
 * is already so, else a packed copy of their first esize bytes, which
 * cuf90_final_unpack writes back and frees (gfortran's wrapper packs so). */
void cuf90_final_pack(cuf90_desc *d, int64_t byte_stride, int64_t esize, cuf90_desc *tmp)
{
    int rank = d->dtype.rank;
    tmp->dtype = d->dtype;
    tmp->dtype.elem_len = (size_t)esize;
    tmp->span = esize;
    int64_t n = 1, expect = 1;
    bool contiguous = byte_stride == esize;
    for (int k = 0; k < rank; k++) {
        int64_t e = d->dim[k].ubound - d->dim[k].lbound + 1;
        if (e < 0)
            e = 0;
        if (d->dim[k].stride != expect && e > 1)
            contiguous = false;
        expect *= e;
        tmp->dim[k].stride = n;
        tmp->dim[k].lbound = 1;
        tmp->dim[k].ubound = e;
        n *= e;
    }
    tmp->offset = 0;
    for (int k = 0; k < rank; k++)
        tmp->offset -= tmp->dim[k].stride;
    if (contiguous) {
        tmp->base_addr = d->base_addr;
        return;
    }
    char *buf = malloc((size_t)(n > 0 ? n * esize : 1));
    tmp->base_addr = buf;
    cuf90_index_t idx[15] = {0};
    for (int64_t i = 0; i < n; i++) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        memcpy(buf + i * esize, (char *)d->base_addr + off * byte_stride, (size_t)esize);
        for (int k = 0; k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound; k++)
            idx[k] = 0;
    }
}

void cuf90_final_unpack(cuf90_desc *d, int64_t byte_stride, int64_t esize, cuf90_desc *tmp)
{
    if (tmp->base_addr == d->base_addr)
        return;
    int rank = d->dtype.rank;
    int64_t n = 1;
    for (int k = 0; k < rank; k++)
        n *= tmp->dim[k].ubound;
    char *buf = tmp->base_addr;
    cuf90_index_t idx[15] = {0};
    for (int64_t i = 0; i < n; i++) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        memcpy((char *)d->base_addr + off * byte_stride, buf + i * esize, (size_t)esize);
        for (int k = 0; k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound; k++)
            idx[k] = 0;
    }
    free(buf);
}

/* ALLOCATE of a CLASS array (codegen/oop.c): the n new elements of size
 * bytes at dst, in array element order, from the elements of src (a
 * descriptor, elements src->span bytes apart), else from the one object
 * at one (SOURCE= scalar, or the vtable's default value); copy(from, to)
 * copies an element deeply, NULL copies its bytes. Nothing to copy from:
 * the elements stay as allocated. */
void cuf90_class_array_fill(char *dst, int64_t n, int64_t size, cuf90_desc *src, const char *one,
                            void (*copy)(const void *, void *))
{
    cuf90_index_t idx[15] = {0};
    int rank = src ? src->dtype.rank : 0;
    for (int64_t i = 0; i < n; i++) {
        const char *from = one;
        if (src) {
            cuf90_index_t off = 0;
            for (int k = 0; k < rank; k++)
                off += idx[k] * src->dim[k].stride;
            from = (const char *)src->base_addr + off * (src->span ? src->span : size);
            for (int k = 0; k < rank && ++idx[k] > src->dim[k].ubound - src->dim[k].lbound; k++)
                idx[k] = 0;
        }
        if (!from)
            return;
        if (copy)
            copy(from, dst + i * size);
        else
            memcpy(dst + i * size, from, (size_t)size);
    }
}

/* A CLASS array (descriptor d, elements d->span bytes apart) for an
 * explicit-shape or assumed-size dummy of a TYPE: the first size bytes of
 * each element (its declared type's part), in array element order, in new
 * memory; d's own data when that is already the layout. */
void *cuf90_class_pack(const cuf90_desc *d, int64_t size)
{
    int rank = d->dtype.rank;
    cuf90_index_t n = 1, want = 1;
    bool packed = d->span == size;
    for (int k = 0; k < rank; k++) {
        cuf90_index_t e = d->dim[k].ubound - d->dim[k].lbound + 1;
        if (e < 0)
            e = 0;
        if (d->dim[k].stride != want)
            packed = false;
        want *= e;
        n *= e;
    }
    if (packed || !d->base_addr)
        return d->base_addr;
    char *p = malloc((size_t)(n > 0 ? n * size : 1));
    cuf90_index_t idx[15] = {0};
    for (cuf90_index_t i = 0; i < n; i++) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        memcpy(p + i * size, (const char *)d->base_addr + off * d->span, (size_t)size);
        for (int k = 0; k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound; k++)
            idx[k] = 0;
    }
    return p;
}

/* After the call: the elements back from cuf90_class_pack's memory (unless
 * the dummy was INTENT(IN)), which is then freed. */
void cuf90_class_unpack(const cuf90_desc *d, void *packed, int64_t size, int copy_back)
{
    if (!packed || packed == d->base_addr)
        return;
    int rank = d->dtype.rank;
    cuf90_index_t n = 1;
    for (int k = 0; k < rank; k++) {
        cuf90_index_t e = d->dim[k].ubound - d->dim[k].lbound + 1;
        n *= e > 0 ? e : 0;
    }
    cuf90_index_t idx[15] = {0};
    for (cuf90_index_t i = 0; copy_back && i < n; i++) {
        cuf90_index_t off = 0;
        for (int k = 0; k < rank; k++)
            off += idx[k] * d->dim[k].stride;
        memcpy((char *)d->base_addr + off * d->span, (const char *)packed + i * size, (size_t)size);
        for (int k = 0; k < rank && ++idx[k] > d->dim[k].ubound - d->dim[k].lbound; k++)
            idx[k] = 0;
    }
    free(packed);
}

/* The vtable of CHARACTER values of a length known only at run time (a
 * deferred-length target of a CLASS(*) pointer): the header of the
 * per-length vtables codegen emits for constant lengths ({hash 0, size: the
 * length in characters, parent: the length-less vtable of the kind, which
 * TYPE IS (CHARACTER(*)) tests}), made once per (parent, length) and kept
 * for the program's life. */
#include <pthread.h>
#include <stdlib.h>

struct char_vtab {
    int32_t hash;
    int64_t size;
    const void *parent;
    void *init, *copy, *final, *spare;
    struct char_vtab *next;
};

void *cuf90_char_vtab(const void *lengthless, int64_t len)
{
    static struct char_vtab *made;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    struct char_vtab *v = made;
    while (v && !(v->parent == lengthless && v->size == len))
        v = v->next;
    if (!v && (v = calloc(1, sizeof *v))) {
        v->size = len;
        v->parent = lengthless;
        v->next = made;
        made = v;
    }
    pthread_mutex_unlock(&lock);
    return v;
}
