/* cfi.c — C descriptors (ISO_Fortran_binding.h, F2018 18.5) for the
 * assumed-shape, assumed-rank, ALLOCATABLE and POINTER array dummies of
 * BIND(C) procedures: generated code keeps gfortran's descriptor
 * (cuf90rt.h) and converts at the call (codegen/expr.c), as gfortran does. */
#include "cuf90rt.h"

#include <stddef.h>
#include <stdint.h>

typedef struct cfi_dim {
    ptrdiff_t lower_bound, extent, sm;
} cfi_dim;

typedef struct cfi_desc {
    void *base_addr;
    size_t elem_len;
    int version;
    signed char rank, attribute;
    short type;
    cfi_dim dim[15];
} cfi_desc;

enum { CFI_ATTRIBUTE_OTHER = 2 };

/* Fills c from d (rank < 0: d's own) and returns it; NULL for an absent d.
 * Assumed-shape and assumed-rank dummies (attribute other) see lower
 * bounds 0; ALLOCATABLE and POINTER ones the actual's. */
void *cuf90_to_cfi(cfi_desc *c, const cuf90_desc *d, int rank, int attribute, int64_t elem_len, int type)
{
    if (!d)
        return NULL;
    if (rank < 0)
        rank = d->dtype.rank;
    if (elem_len < 0) /* TYPE(*): what the descriptor says */
        elem_len = (int64_t)d->dtype.elem_len;
    if (type == CUF90_CFI_TYPE_FROM_DESC) {
        int bt = d->dtype.type;
        int64_t kind = bt == CUF90_BT_COMPLEX ? elem_len / 2 : elem_len;
        type = bt >= CUF90_BT_INTEGER && bt <= CUF90_BT_COMPLEX ? bt + (int)(kind << 8)
               : bt == CUF90_BT_CHARACTER ? 5 + (1 << 8) : bt == CUF90_BT_DERIVED ? 6 : -1;
    }
    c->base_addr = d->base_addr;
    c->elem_len = (size_t)elem_len;
    c->version = 1;
    c->rank = (signed char)rank;
    c->attribute = (signed char)attribute;
    c->type = (short)type;
    for (int k = 0; k < rank; k++) {
        cuf90_index_t lb = d->dim[k].lbound, ub = d->dim[k].ubound;
        c->dim[k].lower_bound = attribute == CFI_ATTRIBUTE_OTHER ? 0 : lb;
        c->dim[k].extent = d->base_addr ? (ub >= lb ? ub - lb + 1 : 0) : 0;
        c->dim[k].sm = d->dim[k].stride * (d->span ? d->span : (cuf90_index_t)elem_len);
    }
    return c;
}

/* gfortran's descriptor d of what C descriptor c describes, elements of
 * gfortran type bt; lower bounds 1 where other (an assumed-shape dummy),
 * else c's. */
static void desc_from_cfi(cuf90_desc *d, const cfi_desc *c, int bt, int other)
{
    if (bt < 0) { /* TYPE(*): the C descriptor's type */
        int code = c->type & 0xff;
        bt = code >= 1 && code <= 4 ? code : code == 5 ? CUF90_BT_CHARACTER : CUF90_BT_DERIVED;
    }
    d->base_addr = c->base_addr;
    d->dtype.elem_len = c->elem_len;
    d->dtype.version = 0;
    d->dtype.rank = c->rank;
    d->dtype.type = (signed char)bt;
    d->dtype.attribute = 0;
    /* strides that are not multiples of the element (a component of an
     * array of structures): the span carries the first, as gfortran does */
    cuf90_index_t elem = (cuf90_index_t)c->elem_len;
    cuf90_index_t span = c->rank > 0 && elem && c->dim[0].sm % elem ? c->dim[0].sm : elem;
    d->span = span;
    d->offset = 0;
    /* an unallocated or disassociated one's bounds are undefined in C */
    for (int k = 0; c->base_addr && k < c->rank; k++) {
        cuf90_index_t lb = other ? 1 : c->dim[k].lower_bound;
        d->dim[k].lbound = lb;
        d->dim[k].ubound = lb + c->dim[k].extent - 1;
        d->dim[k].stride = span ? c->dim[k].sm / span : 0;
        d->offset -= d->dim[k].stride * lb;
    }
}

/* After the call: an ALLOCATABLE or POINTER dummy's C descriptor back into
 * the actual's descriptor d (the callee may have allocated, deallocated or
 * pointed it elsewhere: CFI_allocate, CFI_deallocate, CFI_setpointer). */
void cuf90_from_cfi(cuf90_desc *d, const cfi_desc *c)
{
    if (!d || !c)
        return;
    /* the dtype too: an actual never allocated on the Fortran side may
     * have none yet */
    int code = c->type & 0xff;
    desc_from_cfi(d, c, code >= 1 && code <= 4 ? code : code == 5 ? CUF90_BT_CHARACTER : CUF90_BT_DERIVED, 0);
}

/* At entry of a BIND(C) procedure: gfortran's descriptor d of the dummy
 * whose C descriptor is c (NULL: an absent optional, NULL returned); bt < 0
 * for a TYPE(*) dummy takes c's type.
 * Assumed-shape dummies (other) have lower bounds 1. */
void *cuf90_cfi_to_dummy(cuf90_desc *d, const cfi_desc *c, int bt, int other)
{
    if (!c)
        return NULL;
    desc_from_cfi(d, c, bt, other);
    return d;
}

/* The descriptor an assumed-rank dummy that is neither ALLOCATABLE nor
 * POINTER gets (gfortran's callers pass, its callees read, lower bounds 1):
 * d, a copy of src of src's rank with lower bounds 1 (an assumed-size last
 * dimension, bounds 1:-1, stays so). */
void *cuf90_desc_lbound1(cuf90_desc *d, const cuf90_desc *src)
{
    int rank = src->dtype.rank;
    d->base_addr = src->base_addr;
    d->dtype = src->dtype;
    d->span = src->span;
    d->offset = 0;
    for (int k = 0; k < rank; k++) {
        cuf90_index_t lb = src->dim[k].lbound, ub = src->dim[k].ubound;
        d->dim[k].stride = src->dim[k].stride;
        d->dim[k].lbound = 1;
        d->dim[k].ubound = ub - lb + 1;
        d->offset -= d->dim[k].stride;
    }
    return d;
}
