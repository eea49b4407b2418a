/* fold_array.c — the transformational intrinsics of constant arrays that
 * rearrange or combine elements: TRANSPOSE, MATMUL, CSHIFT, EOSHIFT, PACK,
 * UNPACK, FINDLOC (F2018 10.1.12: allowed in constant expressions, so in
 * PARAMETER values and initializers). Each returns NULL for whatever it
 * cannot fold (the caller then reports a non-constant value); arguments
 * are the ConstVals of the intrinsic's dummies in order, NULL when absent. */
#include "sema_impl.h"

#include <string.h>

/* The value of an optional DIM (1 without one); false when out of range. */
static bool dim_of(ConstVal *v, int rank, int64_t *dim)
{
    *dim = 1;
    return !v || (cv_to_i64(v, dim) && *dim >= 1 && *dim <= rank);
}

/* Lines of x along dimension dim (1-based): line j's first element and the
 * stride between its elements; j runs over the other dimensions in
 * array-element order (the order of a rank-1-smaller array's elements). */
typedef struct Lines {
    int64_t count, len, stride;
    int64_t other[15], ostride[15];
    int nother;
} Lines;

static void lines_of(const ConstVal *x, int64_t dim, Lines *l)
{
    int64_t st = 1;
    l->nother = 0;
    l->count = 1;
    for (int d = 0; d < x->rank; d++) {
        if (d == dim - 1) {
            l->len = x->shape[d];
            l->stride = st;
        } else {
            l->other[l->nother] = x->shape[d];
            l->ostride[l->nother++] = st;
            l->count *= x->shape[d];
        }
        st *= x->shape[d];
    }
}

static int64_t line_base(const Lines *l, int64_t j)
{
    int64_t base = 0;
    for (int q = 0; q < l->nother; q++) {
        base += (j % l->other[q]) * l->ostride[q];
        j /= l->other[q];
    }
    return base;
}

/* Element j of a scalar-or-array argument indexed by line. */
static ConstVal *per_line(ConstVal *v, int64_t j)
{
    return v && v->rank ? (j < v->n ? v->elems[j] : NULL) : v;
}

static ConstVal *fold_transpose(ConstVal *m, Type *rt)
{
    if (!m || m->rank != 2)
        return NULL;
    int64_t sh[2] = {m->shape[1], m->shape[0]};
    ConstVal *r = cv_array_of(rt, 2, sh);
    for (int64_t i = 0; i < sh[0]; i++)
        for (int64_t j = 0; j < sh[1]; j++)
            r->elems[i + j * sh[0]] = m->elems[j + i * sh[1]];
    return r;
}

static ConstVal *fold_matmul(ConstVal *a, ConstVal *b, Type *rt)
{
    if (!a || !b || !a->rank || !b->rank || a->rank + b->rank < 3 || a->rank > 2 || b->rank > 2)
        return NULL;
    int64_t n = a->rank == 2 ? a->shape[0] : 1, m = a->shape[a->rank - 1];
    int64_t k = b->rank == 2 ? b->shape[1] : 1;
    if (b->shape[0] != m || n * k > CV_MAX_DATA_ELEMS)
        return NULL;
    bool logical = rt->kind == TY_LOGICAL;
    if (!logical && rt->kind != TY_INTEGER && rt->kind != TY_REAL && rt->kind != TY_COMPLEX)
        return NULL;
    int64_t sh[2];
    int rank = 0;
    if (a->rank == 2)
        sh[rank++] = n;
    if (b->rank == 2)
        sh[rank++] = k;
    ConstVal *r = cv_array_of(rt, rank, sh);
    for (int64_t j = 0; j < k; j++)
        for (int64_t i = 0; i < n; i++) {
            ConstVal *acc = logical ? cv_logical(false, rt->kind_param) : cv_convert(cv_int(0, 4), rt);
            for (int64_t l = 0; l < m && acc; l++) {
                ConstVal *x = a->elems[i + l * n], *y = b->elems[l + j * m];
                if (logical) {
                    if (x->i && y->i)
                        acc = cv_logical(true, rt->kind_param);
                    continue;
                }
                x = cv_convert(x, rt), y = cv_convert(y, rt);
                if (!x || !y)
                    return NULL;
                acc = cv_binary(TK_PLUS, acc, cv_binary(TK_STAR, x, y, rt, (Loc){0}), rt, (Loc){0});
            }
            if (!acc)
                return NULL;
            r->elems[i + j * n] = acc;
        }
    return r;
}

/* EOSHIFT's default boundary: zero, .FALSE. or blanks of the elements' length. */
static ConstVal *zero_of(ConstVal *x)
{
    Type *t = x->type;
    switch (t->kind) {
    case TY_INTEGER: case TY_REAL: case TY_COMPLEX:
        return cv_convert(cv_int(0, 4), t);
    case TY_LOGICAL:
        return cv_logical(false, t->kind_param);
    case TY_CHARACTER: {
        int64_t len = x->n ? x->elems[0]->str.len : 0;
        if (len > CV_MAX_FOLDED_LEN)
            return NULL;
        uint32_t *codes = arena_alloc(cu_arena, sizeof(uint32_t) * (size_t)(len ? len : 1));
        for (int64_t i = 0; i < len; i++)
            codes[i] = ' ';
        ConstVal *c = cv_char_codes(codes, len, t->kind_param ? t->kind_param : 1);
        c->type = t;
        return c;
    }
    default:
        return NULL;
    }
}

static ConstVal *fold_shift(IntrinsicId id, ConstVal *x, ConstVal *shift, ConstVal *boundary, ConstVal *dimv,
                            Type *rt)
{
    int64_t dim;
    if (!x || !x->rank || !shift || !dim_of(dimv, x->rank, &dim))
        return NULL;
    Lines l;
    lines_of(x, dim, &l);
    if ((shift->rank && shift->n != l.count) || (boundary && boundary->rank && boundary->n != l.count))
        return NULL;
    ConstVal *fill = id == INTR_EOSHIFT && !boundary ? zero_of(x) : NULL;
    if (id == INTR_EOSHIFT && !boundary && !fill)
        return NULL;
    ConstVal *r = cv_array_of(rt, x->rank, x->shape);
    for (int64_t j = 0; j < l.count; j++) {
        int64_t s, base = line_base(&l, j);
        if (!cv_to_i64(per_line(shift, j), &s))
            return NULL;
        ConstVal *b = boundary ? per_line(boundary, j) : fill;
        if (b && boundary && x->type->kind != TY_CHARACTER && !(b = cv_convert(b, x->type)))
            return NULL;
        for (int64_t t = 0; t < l.len; t++) {
            int64_t from = t + s;
            if (id == INTR_CSHIFT)
                from = ((from % l.len) + l.len) % l.len;
            r->elems[base + t * l.stride] = from >= 0 && from < l.len ? x->elems[base + from * l.stride] : b;
        }
    }
    return r;
}

static bool truth(ConstVal *m, int64_t i)
{
    ConstVal *v = m->rank ? m->elems[i] : m;
    return v->i != 0;
}

static ConstVal *fold_pack(ConstVal *x, ConstVal *mask, ConstVal *vector, Type *rt)
{
    if (!x || !mask || (mask->rank && mask->n != x->n) || (vector && vector->rank != 1))
        return NULL;
    int64_t count = 0, src_n = x->rank ? x->n : 1;
    for (int64_t i = 0; i < src_n; i++)
        count += truth(mask, i);
    int64_t size = vector ? vector->n : count;
    if (count > size)
        return NULL;
    ConstVal *r = cv_array_of(rt, 1, &size);
    int64_t k = 0;
    for (int64_t i = 0; i < src_n; i++)
        if (truth(mask, i))
            r->elems[k++] = x->rank ? x->elems[i] : x;
    for (; k < size; k++)
        r->elems[k] = vector->elems[k];
    return r;
}

static ConstVal *fold_unpack(ConstVal *vector, ConstVal *mask, ConstVal *field, Type *rt)
{
    if (!vector || !mask || !field || vector->rank != 1 || !mask->rank || (field->rank && field->n != mask->n))
        return NULL;
    ConstVal *r = cv_array_of(rt, mask->rank, mask->shape);
    int64_t k = 0;
    for (int64_t i = 0; i < mask->n; i++) {
        if (truth(mask, i)) {
            if (k >= vector->n)
                return NULL;
            r->elems[i] = vector->elems[k++];
        } else
            r->elems[i] = field->rank ? field->elems[i] : field;
    }
    return r;
}

/* FINDLOC's test: x == value (x .EQV. value for LOGICAL). */
static bool matches(ConstVal *x, ConstVal *value)
{
    if (x->type->kind == TY_LOGICAL || value->type->kind == TY_LOGICAL)
        return (x->i != 0) == (value->i != 0);
    if (x->type->kind == TY_COMPLEX || value->type->kind == TY_COMPLEX) {
        Type *ct = x->type->kind == TY_COMPLEX ? x->type : value->type;
        ConstVal *a = cv_convert(x, ct), *b = cv_convert(value, ct);
        return a && b && a->c.re == b->c.re && a->c.im == b->c.im;
    }
    return cv_compare(x, value) == 0;
}

/* The 1-based position along a list of elements (first, stride, len) of the
 * first (or with back the last) match under mask; 0 when none. */
static int64_t find_in(ConstVal *x, ConstVal *value, ConstVal *mask, int64_t first, int64_t stride, int64_t len,
                       bool back)
{
    for (int64_t q = 0; q < len; q++) {
        int64_t t = back ? len - 1 - q : q, i = first + t * stride;
        if ((!mask || truth(mask, i)) && matches(x->elems[i], value))
            return t + 1;
    }
    return 0;
}

static ConstVal *fold_findloc(ConstVal **v, int n, Type *rt)
{
    ConstVal *x = v[0], *value = n > 1 ? v[1] : NULL, *dimv = n > 2 ? v[2] : NULL, *mask = n > 3 ? v[3] : NULL;
    bool back = n > 5 && v[5] && v[5]->i != 0;
    if (!x || !x->rank || !value || value->rank || (mask && mask->rank && mask->n != x->n))
        return NULL;
    if (rt->kind != TY_INTEGER)
        return NULL;
    int kind = rt->kind_param;
    if (!dimv) {
        /* the subscripts of the element (from 1), zeros if none */
        int64_t pos = find_in(x, value, mask, 0, 1, x->n, back), one = x->rank;
        ConstVal *r = cv_array_of(rt, 1, &one);
        int64_t st = 1;
        for (int d = 0; d < x->rank; d++) {
            r->elems[d] = cv_int(pos ? ((pos - 1) / st) % x->shape[d] + 1 : 0, kind);
            st *= x->shape[d];
        }
        return r;
    }
    int64_t dim;
    if (!dim_of(dimv, x->rank, &dim))
        return NULL;
    Lines l;
    lines_of(x, dim, &l);
    if (x->rank == 1)
        return cv_int(find_in(x, value, mask, 0, l.stride, l.len, back), kind);
    ConstVal *r = cv_array_of(rt, l.nother, l.other);
    for (int64_t j = 0; j < l.count; j++)
        r->elems[j] = cv_int(find_in(x, value, mask, line_base(&l, j), l.stride, l.len, back), kind);
    return r;
}

ConstVal *fold_array_intrinsic(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    ConstVal *a0 = n > 0 ? v[0] : NULL, *a1 = n > 1 ? v[1] : NULL, *a2 = n > 2 ? v[2] : NULL;
    switch (id) {
    case INTR_TRANSPOSE: return fold_transpose(a0, rt);
    case INTR_MATMUL: return fold_matmul(a0, a1, rt);
    case INTR_CSHIFT: return fold_shift(id, a0, a1, NULL, a2, rt);
    case INTR_EOSHIFT: return fold_shift(id, a0, a1, a2, n > 3 ? v[3] : NULL, rt);
    case INTR_PACK: return fold_pack(a0, a1, a2, rt);
    case INTR_UNPACK: return fold_unpack(a0, a1, a2, rt);
    case INTR_FINDLOC: return fold_findloc(v, n, rt);
    default: return NULL;
    }
}
