/* fold.c — constant values: construction, conversion, the intrinsic
 * operators on constants (Fortran 10.1.12 constant expressions), and their
 * Fortran spelling for .mod files and dumps. */
#include "sema_impl.h"

#include <float.h>
#include <math.h>
#include <quadmath.h>
#include <stdlib.h>
#include <string.h>

static ConstVal *cv_new(Type *t)
{
    ConstVal *c = NEW(ConstVal);
    c->type = t;
    return c;
}

ConstVal *cv_int(__int128 v, int kind)
{
    ConstVal *c = cv_new(type_int(kind));
    c->i = v;
    return c;
}

/* v rounded to the precision of REAL(kind) */
static creal round_kind(creal v, int kind)
{
    switch (kind) {
    case 2: return (_Float16)v;
    case 4: return (float)v;
    case 8: return (double)v;
    case 10: return (long double)v;
    default: return v;
    }
}

creal creal_round(creal v, int kind)
{
    return round_kind(v, kind);
}

ConstVal *cv_real(creal v, int kind)
{
    ConstVal *c = cv_new(type_real(kind));
    c->r = round_kind(v, kind);
    return c;
}

ConstVal *cv_complex(creal re, creal im, int kind)
{
    ConstVal *c = cv_new(type_complex(kind));
    c->c.re = round_kind(re, kind);
    c->c.im = round_kind(im, kind);
    return c;
}

const RealModel *real_model(int kind)
{
    static const RealModel models[] = {
        {2, 11, 3, 4, 16, -13, 65504.0, 0x1p-14, 0x1p-10},
        {4, FLT_MANT_DIG, 6, 37, FLT_MAX_EXP, FLT_MIN_EXP, FLT_MAX, FLT_MIN, FLT_EPSILON},
        {8, DBL_MANT_DIG, 15, 307, DBL_MAX_EXP, DBL_MIN_EXP, DBL_MAX, DBL_MIN, DBL_EPSILON},
        {10, LDBL_MANT_DIG, 18, 4931, LDBL_MAX_EXP, LDBL_MIN_EXP, LDBL_MAX, LDBL_MIN, LDBL_EPSILON},
        {16, FLT128_MANT_DIG, 33, 4931, FLT128_MAX_EXP, FLT128_MIN_EXP, FLT128_MAX, FLT128_MIN, FLT128_EPSILON},
    };
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
        if (models[i].kind == kind)
            return &models[i];
    return NULL;
}

const char *creal_hex(creal v, int kind)
{
    char buf[96];
    if (kind == 16)
        quadmath_snprintf(buf, sizeof buf, "%Qa", v);
    else if (kind == 10)
        snprintf(buf, sizeof buf, "%La", (long double)v);
    else
        snprintf(buf, sizeof buf, "%a", (double)v);
    return arena_strdup(cu_arena, buf);
}

const char *i128_text(__int128 v)
{
    char buf[48], *p = buf + sizeof buf - 1;
    unsigned __int128 u = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
    *p = 0;
    do {
        *--p = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    if (v < 0)
        *--p = '-';
    return arena_strdup(cu_arena, p);
}

ConstVal *cv_logical(bool v, int kind)
{
    ConstVal *c = cv_new(type_logical(kind));
    c->i = v;
    return c;
}

ConstVal *cv_char(const char *s, int64_t len) { return cv_char_k(s, len, 1); }

ConstVal *cv_char_k(const char *bytes, int64_t len, int kind)
{
    ConstVal *c = cv_new(type_char_k(len, kind));
    c->str.s = bytes;
    c->str.len = len;
    return c;
}

uint32_t cv_char_at(const ConstVal *c, int64_t i)
{
    if (char_kind(c->type) == 4) {
        uint32_t u;
        memcpy(&u, c->str.s + 4 * i, 4);
        return u;
    }
    return (unsigned char)c->str.s[i];
}

/* A kind-4 code that does not fit kind 1 becomes '?', as libgfortran's
 * convert_char4_to_char1 does. */
ConstVal *cv_char_codes(const uint32_t *codes, int64_t len, int kind)
{
    char *s = arena_alloc(cu_arena, (size_t)(len + 1) * (size_t)kind);
    for (int64_t i = 0; i < len; i++) {
        if (kind == 4)
            memcpy(s + 4 * i, &codes[i], 4);
        else
            s[i] = (char)(codes[i] > 255 ? '?' : codes[i]);
    }
    memset(s + len * kind, 0, (size_t)kind);
    return cv_char_k(s, len, kind);
}

bool cv_char_check_narrowing(const ConstVal *c, int to_kind, Loc loc)
{
    if (!c || !c->type || c->type->kind != TY_CHARACTER || char_kind(c->type) != 4 || to_kind != 1)
        return true;
    for (int64_t i = 0; i < (c->rank ? c->n : 1); i++) {
        const ConstVal *e = c->rank ? c->elems[i] : c;
        for (int64_t j = 0; e && j < e->str.len; j++)
            if (cv_char_at(e, j) > 255) {
                error_at(loc, "Character '\\u%04X' cannot be converted to CHARACTER(KIND=1).", cv_char_at(e, j));
                return false;
            }
    }
    return true;
}

/* The codes of c's characters, padded with blanks or cut to len. */
static uint32_t *cv_char_codes_of(const ConstVal *c, int64_t len)
{
    uint32_t *u = arena_alloc(cu_arena, sizeof(uint32_t) * (size_t)(len + 1));
    for (int64_t i = 0; i < len; i++)
        u[i] = i < c->str.len ? cv_char_at(c, i) : ' ';
    return u;
}

/* v reduced to kind's width, two's complement (-fno-range-check). */
__int128 cv_int_wrap(__int128 v, int kind)
{
    if (kind >= 16)
        return v;
    int bits = 8 * kind;
    unsigned __int128 u = (unsigned __int128)v & (((unsigned __int128)1 << bits) - 1);
    if (u >> (bits - 1))
        u |= ~(((unsigned __int128)1 << bits) - 1);
    return (__int128)u;
}

static bool int_fits(__int128 v, int kind)
{
    if (kind >= 16)
        return true; /* the arithmetic itself checks overflow (__builtin_*_overflow) */
    __int128 max = ((__int128)1 << (8 * kind - 1)) - 1;
    return v <= max && v >= -max - 1;
}

static creal cv_as_real(ConstVal *c)
{
    switch (c->type->kind) {
    case TY_INTEGER: return (creal)c->i;
    case TY_REAL: return c->r;
    case TY_COMPLEX: return c->c.re;
    default: return 0;
    }
}

/* -fdec-char-conversions: a CHARACTER constant given to a numeric or
 * LOGICAL variable (assigned, initializing it, in DATA) is taken by its
 * bytes as a Hollerith constant is; returns the value to convert, c or a
 * Hollerith copy of it. */
ConstVal *dec_char_conversion(ConstVal *c, Type *to, Loc loc)
{
    if (!opts.dec_char_conversions || !c || c->hollerith || c->rank || !c->type || c->type->kind != TY_CHARACTER ||
        char_kind(c->type) != 1 || !to || !(type_is_numeric(to) || to->kind == TY_LOGICAL))
        return c;
    ConstVal *h = NEW(ConstVal);
    *h = *c;
    h->hollerith = true;
    if (opts.warn_conversion)
        warning_at(loc, "Nonstandard conversion from CHARACTER(%lld) to %s.", (long long)c->str.len, type_name(to));
    return h;
}

/* A Hollerith constant as a value of a numeric type: its bytes, padded
 * with blanks or cut to the type's size, as gfortran converts them. */
static ConstVal *cv_from_hollerith(ConstVal *c, Type *to)
{
    unsigned char b[32];
    int size = to->kind_param * (to->kind == TY_COMPLEX ? 2 : 1);
    if (size <= 0 || size > (int)sizeof b)
        return NULL;
    memset(b, ' ', sizeof b);
    memcpy(b, c->str.s, (size_t)(c->str.len < size ? c->str.len : size));
    switch (to->kind) {
    case TY_INTEGER:
    case TY_LOGICAL: {
        int8_t i1; int16_t i2; int32_t i4; int64_t i8;
        ConstVal *r;
        switch (size) {
        case 1: memcpy(&i1, b, 1); r = cv_int(i1, 1); break;
        case 2: memcpy(&i2, b, 2); r = cv_int(i2, 2); break;
        case 4: memcpy(&i4, b, 4); r = cv_int(i4, 4); break;
        case 8: memcpy(&i8, b, 8); r = cv_int(i8, 8); break;
        default: return NULL;
        }
        if (to->kind == TY_LOGICAL)
            r->type = to;
        return r;
    }
    case TY_REAL:
    case TY_COMPLEX: {
        creal part[2];
        int k = to->kind_param;
        for (int j = 0; j < (to->kind == TY_COMPLEX ? 2 : 1); j++) {
            float f;
            double d;
            if (k == 4)
                memcpy(&f, b + 4 * j, 4), part[j] = f;
            else if (k == 8)
                memcpy(&d, b + 8 * j, 8), part[j] = d;
            else
                return NULL;
        }
        return to->kind == TY_REAL ? cv_real(part[0], k) : cv_complex(part[0], part[1], k);
    }
    default:
        return NULL;
    }
}

/* The bytes of constant c (a scalar or the elements of an array) appended
 * to buf at *n (up to cap); false for a type whose storage is not folded. */
static bool cv_bytes(const ConstVal *c, unsigned char *buf, int64_t cap, int64_t *n)
{
    if (c->rank > 0) {
        for (int64_t i = 0; i < c->n; i++)
            if (!c->elems[i] || !cv_bytes(c->elems[i], buf, cap, n))
                return false;
        return true;
    }
    unsigned char b[32];
    int64_t sz;
    int k = c->type->kind_param;
    switch (c->type->kind) {
    case TY_INTEGER: case TY_LOGICAL: {
        if (k > 16)
            return false;
        __int128 v = c->i;
        memcpy(b, &v, sizeof v); /* little-endian: the low k bytes */
        sz = k;
        break;
    }
    case TY_REAL: case TY_COMPLEX: {
        int parts = c->type->kind == TY_COMPLEX ? 2 : 1;
        creal pv[2] = {c->type->kind == TY_COMPLEX ? c->c.re : c->r, c->type->kind == TY_COMPLEX ? c->c.im : 0};
        for (int j = 0; j < parts; j++) {
            if (k == 4) {
                float f = (float)pv[j];
                memcpy(b + 4 * j, &f, 4);
            } else if (k == 8) {
                double d = (double)pv[j];
                memcpy(b + 8 * j, &d, 8);
            } else
                return false;
        }
        sz = (int64_t)k * parts;
        break;
    }
    case TY_CHARACTER:
        sz = c->str.len * char_kind(c->type);
        if (*n + sz > cap)
            return false;
        memcpy(buf + *n, c->str.s, (size_t)sz);
        *n += sz;
        return true;
    case TY_DERIVED: {
        /* the components at their offsets (derived_layout), padding zero */
        DerivedType *dt = c->type->derived;
        if (!dt || !c->comps || *n + dt->size > cap)
            return false;
        memset(buf + *n, 0, (size_t)dt->size);
        for (int i = 0; i < dt->components.len; i++) {
            Symbol *cs = dt->components.data[i];
            int64_t at = *n + cs->comp_offset;
            if ((cs->attrs & (A_ALLOCATABLE | A_POINTER)) || !c->comps[i] || !cv_bytes(c->comps[i], buf, cap, &at))
                return false;
        }
        *n += dt->size;
        return true;
    }
    default:
        return false;
    }
    if (*n + sz > cap)
        return false;
    memcpy(buf + *n, b, (size_t)sz);
    *n += sz;
    return true;
}

const unsigned char *cv_storage(const ConstVal *c, int64_t *n)
{
    unsigned char *buf = arena_alloc(cu_arena, 65536 + 64);
    *n = 0;
    return cv_bytes(c, buf, 65536, n) ? buf : NULL;
}

/* A constant of derived type rt made of the bytes at buf (derived_layout's
 * offsets); NULL for components with no constant storage. */
static ConstVal *cv_derived_of_bytes(const unsigned char *buf, Type *rt)
{
    DerivedType *dt = rt->derived;
    if (!dt)
        return NULL;
    ConstVal *r = cv_new(rt);
    r->comps = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(dt->components.len + 1));
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *cs = dt->components.data[i];
        if ((cs->attrs & (A_ALLOCATABLE | A_POINTER)) || !cs->type || (cs->shape && !cs->shape->constant))
            return NULL;
        int64_t esize = type_size(cs->type);
        ConstVal chunk = {.type = type_char(esize)};
        chunk.str.len = esize;
        if (!cs->shape) {
            chunk.str.s = (const char *)buf + cs->comp_offset;
            if (!(r->comps[i] = cv_transfer(&chunk, cs->type)))
                return NULL;
            continue;
        }
        int64_t shape[15];
        for (int d = 0; d < cs->shape->rank; d++)
            shape[d] = cs->shape->hi_val[d] >= cs->shape->lo_val[d] ? cs->shape->hi_val[d] - cs->shape->lo_val[d] + 1 : 0;
        ConstVal *a = cv_array_of(cs->type, cs->shape->rank, shape);
        for (int64_t k = 0; k < a->n; k++) {
            chunk.str.s = (const char *)buf + cs->comp_offset + k * esize;
            if (!(a->elems[k] = cv_transfer(&chunk, cs->type)))
                return NULL;
        }
        r->comps[i] = a;
    }
    return r;
}

/* TRANSFER(source, mold) of constants with a scalar result of type rt: the
 * source's first bytes as an rt; NULL when the source is shorter or the
 * types' storage is not folded. */
ConstVal *cv_transfer(ConstVal *src, Type *rt)
{
    int64_t need = type_size(rt), n = 0;
    if (need == 0 && rt->kind == TY_CHARACTER && rt->len_kind == LEN_NONE)
        return cv_char_k("", 0, char_kind(rt));
    if (need <= 0 || need > 4096)
        return NULL;
    unsigned char *buf = arena_alloc(cu_arena, 4096 + 64);
    if (!cv_bytes(src, buf, 4096, &n) || n < need)
        return NULL;
    if (rt->kind == TY_DERIVED)
        return cv_derived_of_bytes(buf, rt);
    if (rt->kind == TY_CHARACTER) {
        if (rt->len_kind != LEN_NONE)
            return NULL;
        return cv_char_k((const char *)buf, rt->len, char_kind(rt));
    }
    if (rt->kind == TY_LOGICAL) {
        __int128 v = 0;
        memcpy(&v, buf, (size_t)rt->kind_param);
        /* true when nonzero; the bits stay for a TRANSFER back (gfortran keeps them) */
        ConstVal *c = cv_logical(v != 0, rt->kind_param);
        c->i = v;
        return c;
    }
    if (rt->kind != TY_INTEGER && rt->kind != TY_REAL && rt->kind != TY_COMPLEX)
        return NULL;
    ConstVal bytes = {.type = type_char(need)};
    bytes.str.s = (const char *)buf;
    bytes.str.len = need;
    return cv_from_hollerith(&bytes, rt);
}

/* TRANSFER(src, mold [, size]) with an array result of scalar type rt:
 * count elements (count < 0: as many as src's bytes fill, the last one
 * whole), each made of the next type_size(rt) bytes of src; NULL when src
 * has fewer bytes than that. */
ConstVal *cv_transfer_array(ConstVal *src, Type *rt, int64_t count)
{
    int64_t esize = type_size(rt), n = 0;
    if (esize <= 0 || (rt->kind == TY_CHARACTER && rt->len_kind != LEN_NONE))
        return NULL;
    unsigned char *buf = arena_alloc(cu_arena, 65536 + 64);
    if (!cv_bytes(src, buf, 65536, &n))
        return NULL;
    if (count < 0)
        count = (n + esize - 1) / esize;
    if (count * esize > n || count > 65536)
        return NULL;
    ConstVal *r = cv_new(rt);
    r->rank = 1;
    r->n = r->shape[0] = count;
    r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(count ? count : 1));
    for (int64_t i = 0; i < count; i++) {
        ConstVal chunk = {.type = type_char(esize)};
        chunk.str.s = (const char *)buf + i * esize;
        chunk.str.len = esize;
        if (!(r->elems[i] = cv_transfer(&chunk, rt)))
            return NULL;
    }
    return r;
}

/* Conversion as by assignment / the type conversion intrinsics. */
ConstVal *cv_convert(ConstVal *c, Type *to)
{
    if (!c || !to)
        return NULL;
    if (c->hollerith && c->rank == 0 && c->type && c->type->kind == TY_CHARACTER && to->kind != TY_CHARACTER)
        return cv_from_hollerith(c, to);
    if (c->rank > 0) {
        ConstVal *r = cv_new(to);
        *r = *c;
        r->type = to;
        r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(c->n ? c->n : 1));
        for (int64_t i = 0; i < c->n; i++) {
            r->elems[i] = cv_convert(c->elems[i], to);
            if (!r->elems[i])
                return NULL;
        }
        return r;
    }
    switch (to->kind) {
    case TY_INTEGER:
        if (c->type->kind == TY_INTEGER)
            return int_fits(c->i, to->kind_param) ? cv_int(c->i, to->kind_param) : NULL;
        if (c->type->kind == TY_REAL || c->type->kind == TY_COMPLEX) {
            creal v = truncq(cv_as_real(c));
            if (!(fabsq(v) < (to->kind_param >= 16 ? 1.7e38Q : 9.3e18Q)))
                return NULL;
            return cv_int((__int128)v, to->kind_param);
        }
        if (c->type->kind == TY_TYPELESS) {
            /* a BOZ constant gives its bits: the low 8*kind bits as two's
             * complement (int(z'FFFFFFFF', 4) is -1, as in gfortran) */
            int bits = 8 * to->kind_param;
            unsigned __int128 u = (unsigned __int128)c->i;
            if (bits < 128) {
                u &= ((unsigned __int128)1 << bits) - 1;
                if (u >> (bits - 1))
                    return cv_int((__int128)u - ((__int128)1 << bits), to->kind_param);
            }
            return cv_int((__int128)u, to->kind_param);
        }
        return NULL;
    case TY_REAL:
        if (type_is_numeric(c->type))
            return cv_real(cv_as_real(c), to->kind_param);
        if (c->type->kind == TY_TYPELESS && (to->kind_param == 4 || to->kind_param == 8)) {
            /* a BOZ constant gives its bits (REAL(z'3F800000') is 1.0) */
            unsigned __int128 u = (unsigned __int128)c->i;
            if (to->kind_param == 4) {
                uint32_t w = (uint32_t)u;
                float f;
                memcpy(&f, &w, sizeof f);
                return cv_real(f, 4);
            }
            uint64_t w = (uint64_t)u;
            double f;
            memcpy(&f, &w, sizeof f);
            return cv_real(f, 8);
        }
        return NULL;
    case TY_COMPLEX:
        if (c->type->kind == TY_COMPLEX)
            return cv_complex(c->c.re, c->c.im, to->kind_param);
        if (type_is_numeric(c->type))
            return cv_complex(cv_as_real(c), 0, to->kind_param);
        return NULL;
    case TY_LOGICAL:
        return c->type->kind == TY_LOGICAL ? cv_logical(c->i != 0, to->kind_param) : NULL;
    case TY_CHARACTER:
        if (c->type->kind != TY_CHARACTER)
            return NULL;
        if (char_kind(to) != char_kind(c->type) || (to->len_kind == LEN_NONE && to->len != c->str.len)) {
            int64_t len = to->len_kind == LEN_NONE ? to->len : c->str.len;
            if (len > CV_MAX_FOLDED_LEN)
                return NULL; /* padded at run time: the compile does not hold gigabytes of blanks */
            if (char_kind(to) == 1 && char_kind(c->type) == 1) {
                char *s = arena_alloc(cu_arena, (size_t)len + 1);
                for (int64_t i = 0; i < len; i++)
                    s[i] = i < c->str.len ? c->str.s[i] : ' ';
                return cv_char(s, len);
            }
            return cv_char_codes(cv_char_codes_of(c, len), len, char_kind(to));
        }
        return c;
    case TY_DERIVED:
        return type_equal(c->type, to) ? c : NULL;
    default:
        return NULL;
    }
}

bool cv_to_i64(ConstVal *c, int64_t *out)
{
    if (!c || c->rank || !c->type || c->type->kind != TY_INTEGER)
        return false;
    *out = (int64_t)c->i;
    return true;
}

bool node_const_int(Node *e, int64_t *out)
{
    return e && cv_to_i64(e->cval, out);
}

static int64_t char_cmp(ConstVal *a, ConstVal *b)
{
    int64_t n = a->str.len > b->str.len ? a->str.len : b->str.len;
    for (int64_t i = 0; i < n; i++) {
        uint32_t x = i < a->str.len ? cv_char_at(a, i) : ' ';
        uint32_t y = i < b->str.len ? cv_char_at(b, i) : ' ';
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

int cv_compare(ConstVal *a, ConstVal *b)
{
    if (a->type->kind == TY_CHARACTER)
        return (int)char_cmp(a, b);
    if (a->type->kind == TY_REAL || b->type->kind == TY_REAL) {
        creal x = cv_as_real(a), y = cv_as_real(b);
        return x < y ? -1 : x > y;
    }
    return a->i < b->i ? -1 : a->i > b->i;
}

static __int128 ipow(__int128 b, __int128 e, bool *ok)
{
    if (e < 0) {
        if (b == 1) return 1;
        if (b == -1) return (e & 1) ? -1 : 1;
        if (b == 0) { *ok = false; return 0; }
        return 0;
    }
    __int128 r = 1;
    while (e-- > 0) {
        if (__builtin_mul_overflow(r, b, &r)) {
            *ok = false;
            return 0;
        }
    }
    return r;
}

/* Elementwise application over array constants. */
static ConstVal *cv_map2(int op, ConstVal *a, ConstVal *b, Type *result, Loc loc)
{
    ConstVal *shape = a->rank ? a : b;
    if (a->rank && b->rank && a->n != b->n)
        return NULL;
    ConstVal *r = cv_new(result);
    r->rank = shape->rank;
    r->n = shape->n;
    memcpy(r->shape, shape->shape, sizeof r->shape);
    r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(r->n ? r->n : 1));
    for (int64_t i = 0; i < r->n; i++) {
        r->elems[i] = cv_binary(op, a->rank ? a->elems[i] : a, b->rank ? b->elems[i] : b, result, loc);
        if (!r->elems[i])
            return NULL;
    }
    return r;
}

/* a op b for an intrinsic operator (TokenKind); 'result' is the type sema
 * gave the operation (operands are converted to the common type first).
 * NULL when not foldable; overflow and division by zero are errors. */
/* z ** n for an INTEGER n by repeated squaring, z ** w otherwise as
 * exp(w log z), in quad precision, rounded to the kind. */
static ConstVal *cv_complex_pow(ConstVal *a, ConstVal *b, int kind)
{
    __complex128 z = a->c.re + a->c.im * 1.0iQ;
    if (b->type->kind == TY_INTEGER) {
        __int128 n = b->i;
        bool neg = n < 0;
        unsigned __int128 m = neg ? -(unsigned __int128)n : (unsigned __int128)n;
        __complex128 r = 1, p = z;
        for (; m; m >>= 1) {
            if (m & 1)
                r *= p;
            p *= p;
        }
        if (neg)
            r = 1 / r;
        return cv_complex(__real__ r, __imag__ r, kind);
    }
    __complex128 w = b->type->kind == TY_COMPLEX ? b->c.re + b->c.im * 1.0iQ : b->r + 0.0iQ;
    if (z == 0)
        return w == 0 ? cv_complex(1, 0, kind) : cv_complex(0, 0, kind);
    __complex128 r = cexpq(w * clogq(z));
    return cv_complex(__real__ r, __imag__ r, kind);
}

ConstVal *cv_binary(int op, ConstVal *a, ConstVal *b, Type *result, Loc loc)
{
    if (!a || !b || !result)
        return NULL;
    if (a->rank || b->rank)
        return cv_map2(op, a, b, result, loc);
    switch (op) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_POW: {
        if (op == TK_POW && result->kind != TY_INTEGER && b->type->kind == TY_INTEGER)
            a = cv_convert(a, result);
        else {
            a = cv_convert(a, result);
            b = cv_convert(b, result);
        }
        if (!a || !b)
            return NULL;
        if (result->kind == TY_INTEGER) {
            __int128 x = a->i, y = b->i, v = 0;
            bool ok = true;
            switch (op) {
            case TK_PLUS: ok = !__builtin_add_overflow(x, y, &v); break;
            case TK_MINUS: ok = !__builtin_sub_overflow(x, y, &v); break;
            case TK_STAR: ok = !__builtin_mul_overflow(x, y, &v); break;
            case TK_SLASH:
                if (y == 0) {
                    error_at(loc, "Division by zero in constant expression.");
                    return NULL;
                }
                v = x / y;
                break;
            case TK_POW: v = ipow(x, y, &ok); break;
            }
            if (ok && !int_fits(v, result->kind_param) && opts.no_range_check)
                return cv_int(cv_int_wrap(v, result->kind_param), result->kind_param);
            if (!ok || !int_fits(v, result->kind_param)) {
                error_at(loc, "Arithmetic overflow in constant expression of type %s.", type_name(result));
                return NULL;
            }
            return cv_int(v, result->kind_param);
        }
        if (result->kind == TY_REAL) {
            creal x = a->r, v = 0;
            creal y = b->type->kind == TY_INTEGER ? (creal)b->i : b->r;
            switch (op) {
            case TK_PLUS: v = x + y; break;
            case TK_MINUS: v = x - y; break;
            case TK_STAR: v = x * y; break;
            case TK_SLASH: v = x / y; break;
            case TK_POW: v = result->kind_param >= 10 ? powq(x, y) : pow((double)x, (double)y); break;
            }
            return cv_real(v, result->kind_param);
        }
        if (result->kind == TY_COMPLEX) {
            if (op == TK_POW)
                return cv_complex_pow(a, b, result->kind_param);
            if (b->type->kind != TY_COMPLEX)
                return NULL;
            creal ar = a->c.re, ai = a->c.im, br = b->c.re, bi = b->c.im;
            switch (op) {
            case TK_PLUS: return cv_complex(ar + br, ai + bi, result->kind_param);
            case TK_MINUS: return cv_complex(ar - br, ai - bi, result->kind_param);
            case TK_STAR: return cv_complex(ar * br - ai * bi, ar * bi + ai * br, result->kind_param);
            case TK_SLASH: {
                creal d = br * br + bi * bi;
                return cv_complex((ar * br + ai * bi) / d, (ai * br - ar * bi) / d, result->kind_param);
            }
            default: return NULL;
            }
        }
        return NULL;
    }
    case TK_CONCAT: {
        if (a->type->kind != TY_CHARACTER || b->type->kind != TY_CHARACTER || char_kind(a->type) != char_kind(b->type))
            return NULL;
        int w = char_kind(a->type); /* bytes a character; cap counts characters */
        int64_t n = a->str.len + b->str.len, cap;
        char *s;
        if (a->str.cap >= n + 1) {
            s = (char *)a->str.s; /* a's view keeps its length; the tail passes to the result */
            cap = a->str.cap;
            a->str.cap = 0;
        } else {
            cap = n < 32 ? n + 1 : 2 * n;
            s = arena_alloc(cu_arena, (size_t)cap * (size_t)w);
            memcpy(s, a->str.s, (size_t)(a->str.len * w));
        }
        memcpy(s + a->str.len * w, b->str.s, (size_t)(b->str.len * w));
        memset(s + n * w, 0, (size_t)w);
        ConstVal *r = cv_char_k(s, n, w);
        r->str.cap = cap;
        return r;
    }
    case TK_EQ: case TK_NE: case TK_LT: case TK_LE: case TK_GT: case TK_GE: {
        int c;
        if (a->type->kind == TY_CHARACTER && b->type->kind == TY_CHARACTER)
            c = (int)char_cmp(a, b);
        else if (a->type->kind == TY_COMPLEX || b->type->kind == TY_COMPLEX) {
            ConstVal *x = cv_convert(a, type_complex(16)), *y = cv_convert(b, type_complex(16));
            if (!x || !y)
                return NULL;
            c = (x->c.re == y->c.re && x->c.im == y->c.im) ? 0 : 1;
        } else if (type_is_numeric(a->type) && type_is_numeric(b->type)) {
            if ((a->type->kind == TY_REAL || b->type->kind == TY_REAL) &&
                (isnanq(cv_as_real(a)) || isnanq(cv_as_real(b))))
                return cv_logical(op == TK_NE, result->kind == TY_LOGICAL ? result->kind_param : 4); /* unordered */
            c = cv_compare(a, b);
        } else
            return NULL;
        bool v = false;
        switch (op) {
        case TK_EQ: v = c == 0; break;
        case TK_NE: v = c != 0; break;
        case TK_LT: v = c < 0; break;
        case TK_LE: v = c <= 0; break;
        case TK_GT: v = c > 0; break;
        case TK_GE: v = c >= 0; break;
        }
        return cv_logical(v, result->kind == TY_LOGICAL ? result->kind_param : 4);
    }
    case TK_AND: case TK_OR: case TK_EQV: case TK_NEQV: {
        if (a->type->kind != TY_LOGICAL || b->type->kind != TY_LOGICAL)
            return NULL;
        bool x = a->i != 0, y = b->i != 0, v = false;
        switch (op) {
        case TK_AND: v = x && y; break;
        case TK_OR: v = x || y; break;
        case TK_EQV: v = x == y; break;
        case TK_NEQV: v = x != y; break;
        }
        return cv_logical(v, result->kind_param);
    }
    }
    return NULL;
}

ConstVal *cv_unary(int op, ConstVal *a, Loc loc)
{
    (void)loc;
    if (!a)
        return NULL;
    if (a->rank) {
        ConstVal *r = cv_new(a->type);
        *r = *a;
        r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(a->n ? a->n : 1));
        for (int64_t i = 0; i < a->n; i++)
            if (!(r->elems[i] = cv_unary(op, a->elems[i], loc)))
                return NULL;
        return r;
    }
    switch (op) {
    case TK_PLUS: return type_is_numeric(a->type) ? a : NULL;
    case TK_MINUS:
        switch (a->type->kind) {
        case TY_INTEGER: return cv_int(-a->i, a->type->kind_param);
        case TY_REAL: return cv_real(-a->r, a->type->kind_param);
        case TY_COMPLEX: return cv_complex(-a->c.re, -a->c.im, a->type->kind_param);
        default: return NULL;
        }
    case TK_NOT:
        return a->type->kind == TY_LOGICAL ? cv_logical(!a->i, a->type->kind_param) : NULL;
    }
    return NULL;
}

/* The value of a real literal: strtod on the spelling with d → e. */
bool fold_real_literal(Node *e)
{
    char buf[128];
    size_t n = strlen(e->text ? e->text : "0");
    if (n >= sizeof buf)
        n = sizeof buf - 1;
    for (size_t i = 0; i < n; i++) {
        char ch = e->text[i];
        buf[i] = (ch == 'd' || ch == 'D' || ch == 'q' || ch == 'Q') ? 'e' : ch;
    }
    buf[n] = 0;
    int k = e->type->kind_param;
    e->cval = cv_real(k == 16 ? strtoflt128(buf, NULL) : k == 10 ? (creal)strtold(buf, NULL) : (creal)strtod(buf, NULL), k);
    if (isinfq(e->cval->r)) {
        /* as gfortran; REAL(2) (65504 at most) reaches it soonest */
        error_at(e->loc, "Real constant overflows its kind REAL(%d).", k);
        return false;
    }
    return true;
}

static char *fmt_real(creal v, int kind)
{
    char buf[80];
    if (isinfq(v))
        return arena_printf(cu_arena, "%shuge(0.0_%d)", v < 0 ? "-" : "", kind);
    if (isnanq(v))
        return arena_printf(cu_arena, "(0.0_%d/0.0_%d)", kind, kind);
    if (kind == 16)
        quadmath_snprintf(buf, sizeof buf, "%.35Qe", v);
    else if (kind == 10)
        snprintf(buf, sizeof buf, "%.20Le", (long double)v);
    else
        snprintf(buf, sizeof buf, kind == 2 ? "%.5e" : kind == 4 ? "%.9e" : "%.17e", (double)v);
    return arena_printf(cu_arena, "%s_%d", buf, kind);
}

static char *fmt_int(__int128 v, int kind)
{
    /* the most negative value has no literal: write it as an expression */
    __int128 min = kind >= 16 ? (__int128)((unsigned __int128)1 << 127) : -(((__int128)1 << (8 * kind - 1)));
    if (v == min)
        return arena_printf(cu_arena, "(-%s_%d-1_%d)", i128_text(-(v + 1)), kind, kind);
    if (v < 0)
        return arena_printf(cu_arena, "(%s_%d)", i128_text(v), kind);
    return arena_printf(cu_arena, "%s_%d", i128_text(v), kind);
}

/* Fortran source spelling of a constant (exactly re-readable). */
char *cv_format(ConstVal *c)
{
    if (!c)
        return "?";
    if (c->rank) {
        size_t cap = 64, len = 0;
        char *buf = malloc(cap);
        len += (size_t)snprintf(buf, cap, "[%s :: ", c->type->kind == TY_CHARACTER
                                                          ? arena_printf(cu_arena, "character(len=%lld,kind=%d)",
                                                                         (long long)c->type->len, char_kind(c->type))
                                                          : arena_printf(cu_arena, "%s", type_name(c->type)));
        for (int64_t i = 0; i < c->n; i++) {
            char *e = cv_format(c->elems[i]);
            size_t need = len + strlen(e) + 4;
            if (need > cap) {
                cap = need * 2;
                buf = realloc(buf, cap);
            }
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", e);
        }
        char *s = arena_printf(cu_arena, "%s]", buf);
        free(buf);
        if (c->rank > 1) {
            char *shape = "";
            for (int d = 0; d < c->rank; d++)
                shape = arena_printf(cu_arena, "%s%s%lld", shape, d ? ", " : "", (long long)c->shape[d]);
            s = arena_printf(cu_arena, "reshape(%s, [%s])", s, shape);
        }
        return s;
    }
    switch (c->type->kind) {
    case TY_INTEGER: return fmt_int(c->i, c->type->kind_param);
    case TY_REAL: return fmt_real(c->r, c->type->kind_param);
    case TY_COMPLEX:
        return arena_printf(cu_arena, "(%s, %s)", fmt_real(c->c.re, c->type->kind_param),
                            fmt_real(c->c.im, c->type->kind_param));
    case TY_LOGICAL: return arena_printf(cu_arena, "%s_%d", c->i ? ".true." : ".false.", c->type->kind_param);
    case TY_CHARACTER: {
        if (char_kind(c->type) == 4) {
            char *r = "";
            for (int64_t i = 0; i < c->str.len; i++)
                r = arena_printf(cu_arena, "%s%schar(%u,4)", r, i ? "//" : "", cv_char_at(c, i));
            return c->str.len ? r : "4_\"\"";
        }
        char *s = arena_alloc(cu_arena, (size_t)c->str.len * 2 + 3), *p = s;
        bool printable = true;
        for (int64_t i = 0; i < c->str.len; i++)
            if ((unsigned char)c->str.s[i] < 32 || (unsigned char)c->str.s[i] > 126)
                printable = false;
        if (!printable) {
            char *r = "";
            for (int64_t i = 0; i < c->str.len; i++)
                r = arena_printf(cu_arena, "%s%sachar(%d)", r, i ? "//" : "", (unsigned char)c->str.s[i]);
            return c->str.len ? r : "\"\"";
        }
        *p++ = '"';
        for (int64_t i = 0; i < c->str.len; i++) {
            if (c->str.s[i] == '"')
                *p++ = '"';
            *p++ = c->str.s[i];
        }
        *p++ = '"';
        *p = 0;
        return s;
    }
    case TY_DERIVED: {
        char *s = arena_printf(cu_arena, "%s(", c->type->derived->name);
        for (int i = 0; c->comps && i < c->type->derived->components.len; i++)
            s = arena_printf(cu_arena, "%s%s%s", s, i ? ", " : "", cv_format(c->comps[i]));
        return arena_printf(cu_arena, "%s)", s);
    }
    default: return "?";
    }
}

/* ------------------------------------------------------------------ */
/* Intrinsic functions of constants not folded by intrinsics.c         */
/* ------------------------------------------------------------------ */

/* Bits of an integer constant as an unsigned value of the kind's width. */
static uint64_t bits_of(ConstVal *x, int bits)
{
    uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
    return (uint64_t)(int64_t)x->i & mask;
}

/* The signed integer of a kind's width whose bits are v. */
static ConstVal *int_of_bits(uint64_t v, int kind)
{
    int bits = 8 * kind;
    uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
    v &= mask;
    int64_t sv = (int64_t)v;
    if (bits < 64 && (v >> (bits - 1)) & 1)
        sv = (int64_t)(v | ~mask);
    return cv_int(sv, kind);
}

/* Bit intrinsics of scalar integer constants (Fortran semantics at the edges). */
static ConstVal *fold_bits(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    ConstVal *x = v[0];
    if (!x || x->type->kind != TY_INTEGER)
        return NULL;
    int kind = x->type->kind_param, bits = 8 * kind;
    if (bits > 64) {
        /* INTEGER(16): the counting functions; the others are left to run time */
        unsigned __int128 w = (unsigned __int128)x->i;
        uint64_t hi = (uint64_t)(w >> 64), lo = (uint64_t)w;
        int pop = __builtin_popcountll(hi) + __builtin_popcountll(lo);
        switch (id) {
        case INTR_POPCNT: return cv_int(pop, rt->kind_param);
        case INTR_POPPAR: return cv_int(pop & 1, rt->kind_param);
        case INTR_LEADZ:
            return cv_int(hi ? __builtin_clzll(hi) : lo ? 64 + __builtin_clzll(lo) : 128, rt->kind_param);
        case INTR_TRAILZ:
            return cv_int(lo ? __builtin_ctzll(lo) : hi ? 64 + __builtin_ctzll(hi) : 128, rt->kind_param);
        default: return NULL;
        }
    }
    uint64_t u = bits_of(x, bits);
    int64_t p = 0, q = 0;
    if (n > 1 && v[1] && !cv_to_i64(v[1], &p))
        return NULL;
    if (n > 2 && v[2] && !cv_to_i64(v[2], &q))
        return NULL;
    switch (id) {
    case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST:
        if (p < 0 || p >= bits)
            return NULL;
        if (id == INTR_BTEST)
            return cv_logical((u >> p) & 1, rt->kind_param);
        return int_of_bits(id == INTR_IBSET ? u | (1ull << p) : u & ~(1ull << p), kind);
    case INTR_IBITS:
        if (p < 0 || q < 0 || p + q > bits)
            return NULL;
        return int_of_bits(q == 0 ? 0 : (u >> p) & (q == 64 ? ~0ull : ((1ull << q) - 1)), kind);
    case INTR_ISHFTC: {
        int64_t size = n > 2 && v[2] ? q : bits;
        if (size <= 0 || size > bits || p > size || -p > size)
            return NULL;
        uint64_t fmask = size == 64 ? ~0ull : ((1ull << size) - 1);
        uint64_t f = u & fmask, sh = (uint64_t)((p % size + size) % size);
        uint64_t r = sh ? ((f << sh) | (f >> (size - sh))) & fmask : f;
        return int_of_bits((u & ~fmask) | r, kind);
    }
    case INTR_SHIFTL: case INTR_SHIFTR: case INTR_SHIFTA:
        if (p < 0 || p > bits)
            return NULL;
        if (id == INTR_SHIFTA) {
            int64_t s = (int64_t)int_of_bits(u, kind)->i;
            return cv_int(p >= bits ? (s < 0 ? -1 : 0) : s >> p, kind);
        }
        if (p >= bits)
            return cv_int(0, kind);
        return int_of_bits(id == INTR_SHIFTL ? u << p : u >> p, kind);
    case INTR_BGE: case INTR_BGT: case INTR_BLE: case INTR_BLT: {
        /* the bits as unsigned numbers, the narrower one zero-extended */
        if (!v[1] || v[1]->type->kind != TY_INTEGER || v[1]->type->kind_param > 8)
            return NULL;
        uint64_t w = bits_of(v[1], 8 * v[1]->type->kind_param);
        bool r = id == INTR_BGE ? u >= w : id == INTR_BGT ? u > w : id == INTR_BLE ? u <= w : u < w;
        return cv_logical(r, rt->kind_param);
    }
    case INTR_MERGE_BITS: {
        if (!v[1] || !v[2] || v[1]->type->kind != TY_INTEGER || v[2]->type->kind != TY_INTEGER)
            return NULL;
        uint64_t m = bits_of(v[2], bits);
        return int_of_bits((u & m) | (bits_of(v[1], bits) & ~m), kind);
    }
    case INTR_DSHIFTL: case INTR_DSHIFTR: {
        /* the leftmost/rightmost BIT_SIZE bits of I and J concatenated, shifted by SHIFT */
        if (!v[1] || v[1]->type->kind != TY_INTEGER || q < 0 || q > bits)
            return NULL;
        uint64_t w = bits_of(v[1], bits);
        if (q == 0)
            return int_of_bits(id == INTR_DSHIFTL ? u : w, kind);
        if (q == bits)
            return int_of_bits(id == INTR_DSHIFTL ? w : u, kind);
        return int_of_bits(id == INTR_DSHIFTL ? (u << q) | (w >> (bits - q)) : (u << (bits - q)) | (w >> q), kind);
    }
    case INTR_POPCNT: return cv_int(__builtin_popcountll(u), rt->kind_param);
    case INTR_POPPAR: return cv_int(__builtin_popcountll(u) & 1, rt->kind_param);
    case INTR_LEADZ: return cv_int(u ? __builtin_clzll(u) - (64 - bits) : bits, rt->kind_param);
    case INTR_TRAILZ: return cv_int(u ? __builtin_ctzll(u) : bits, rt->kind_param);
    default: return NULL;
    }
}

/* INDEX/SCAN/VERIFY of character constants (1-based, 0 when none). */
static ConstVal *fold_search(IntrinsicId id, ConstVal *s, ConstVal *set, bool back, Type *rt)
{
    int64_t ls = s->str.len, lt = set->str.len;
    int w = char_kind(s->type);
    if (w != char_kind(set->type))
        return NULL;
    if (id == INTR_INDEX) {
        if (lt > ls)
            return cv_int(0, rt->kind_param);
        for (int64_t k = 0; k <= ls - lt; k++) {
            int64_t i = back ? ls - lt - k : k;
            if (memcmp(s->str.s + i * w, set->str.s, (size_t)(lt * w)) == 0)
                return cv_int(i + 1, rt->kind_param);
        }
        return cv_int(0, rt->kind_param);
    }
    for (int64_t k = 0; k < ls; k++) {
        int64_t i = back ? ls - 1 - k : k;
        bool in = false;
        for (int64_t j = 0; j < lt && !in; j++)
            in = cv_char_at(set, j) == cv_char_at(s, i);
        if (in == (id == INTR_SCAN))
            return cv_int(i + 1, rt->kind_param);
    }
    return cv_int(0, rt->kind_param);
}

/* Character intrinsics of constants. */
static ConstVal *fold_chars(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    ConstVal *x = v[0];
    if (!x || x->type->kind != TY_CHARACTER)
        return NULL;
    int64_t len = x->str.len;
    switch (id) {
    case INTR_INDEX: case INTR_SCAN: case INTR_VERIFY:
        if (!v[1] || v[1]->type->kind != TY_CHARACTER)
            return NULL;
        return fold_search(id, x, v[1], n > 2 && v[2] && v[2]->i, rt);
    case INTR_ADJUSTL: case INTR_ADJUSTR: {
        uint32_t *u = arena_alloc(cu_arena, sizeof(uint32_t) * (size_t)(len + 1));
        int64_t lead = 0, trail = 0;
        while (lead < len && cv_char_at(x, lead) == ' ')
            lead++;
        while (trail < len - lead && cv_char_at(x, len - 1 - trail) == ' ')
            trail++;
        for (int64_t i = 0; i < len; i++)
            u[i] = ' ';
        for (int64_t i = 0; i < (id == INTR_ADJUSTL ? len - lead : len - trail); i++) {
            if (id == INTR_ADJUSTL)
                u[i] = cv_char_at(x, i + lead);
            else
                u[i + trail] = cv_char_at(x, i);
        }
        return cv_char_codes(u, len, char_kind(x->type));
    }
    case INTR_REPEAT: {
        int64_t k;
        int w = char_kind(x->type);
        if (!v[1] || !cv_to_i64(v[1], &k) || k < 0 || len * k > (1 << 20))
            return NULL;
        char *s = arena_alloc(cu_arena, (size_t)(len * k + 1) * (size_t)w);
        for (int64_t i = 0; i < k; i++)
            memcpy(s + i * len * w, x->str.s, (size_t)(len * w));
        memset(s + len * k * w, 0, (size_t)w);
        return cv_char_k(s, len * k, w);
    }
    case INTR_LGE: case INTR_LGT: case INTR_LLE: case INTR_LLT: {
        if (!v[1] || v[1]->type->kind != TY_CHARACTER)
            return NULL;
        int c = cv_compare(x, v[1]);
        bool r = id == INTR_LGE ? c >= 0 : id == INTR_LGT ? c > 0 : id == INTR_LLE ? c <= 0 : c < 0;
        return cv_logical(r, rt->kind_param);
    }
    default: return NULL;
    }
}

/* The elemental math intrinsics folded: in double for kind 4 (and from the
 * float argument, as the float function would, for some of kind 4), in
 * libquadmath's precision for REAL(8), REAL(10) and REAL(16) (gfortran
 * folds with MPFR, correctly rounded; quad rounded to double is that but
 * in vanishingly rare cases, where libm's double acosh, gamma, ... are an
 * ulp off more often). domain: 1 the argument must be positive, 2 at most
 * 1 in magnitude, 3 at least 1. */
static const struct {
    IntrinsicId id;
    double (*d1)(double);
    creal (*q1)(creal);
    double (*d2)(double, double);
    creal (*q2)(creal, creal);
    float (*f1)(float);
    int domain;
} math_folds[] = {
    {INTR_AINT, trunc, truncq, NULL, NULL, NULL, 0}, {INTR_ANINT, round, roundq, NULL, NULL, NULL, 0},
    {INTR_EXP, exp, expq, NULL, NULL, expf, 0}, {INTR_DEXP, exp, expq, NULL, NULL, NULL, 0},
    {INTR_LOG, log, logq, NULL, NULL, logf, 1}, {INTR_ALOG, log, logq, NULL, NULL, logf, 1},
    {INTR_DLOG, log, logq, NULL, NULL, NULL, 1}, {INTR_LOG10, log10, log10q, NULL, NULL, NULL, 1},
    {INTR_SIN, sin, sinq, NULL, NULL, sinf, 0}, {INTR_DSIN, sin, sinq, NULL, NULL, NULL, 0},
    {INTR_COS, cos, cosq, NULL, NULL, cosf, 0}, {INTR_DCOS, cos, cosq, NULL, NULL, NULL, 0},
    {INTR_TAN, tan, tanq, NULL, NULL, NULL, 0}, {INTR_ASIN, asin, asinq, NULL, NULL, NULL, 2},
    {INTR_ACOS, acos, acosq, NULL, NULL, NULL, 2}, {INTR_ATAN, atan, atanq, NULL, NULL, atanf, 0},
    {INTR_ATAN2, NULL, NULL, atan2, atan2q, NULL, 0}, {INTR_HYPOT, NULL, NULL, hypot, hypotq, NULL, 0},
    {INTR_SINH, sinh, sinhq, NULL, NULL, NULL, 0}, {INTR_COSH, cosh, coshq, NULL, NULL, NULL, 0},
    {INTR_TANH, tanh, tanhq, NULL, NULL, NULL, 0}, {INTR_ERF, erf, erfq, NULL, NULL, NULL, 0},
    {INTR_ERFC, erfc, erfcq, NULL, NULL, NULL, 0}, {INTR_ASINH, asinh, asinhq, NULL, NULL, NULL, 0},
    {INTR_ACOSH, acosh, acoshq, NULL, NULL, NULL, 3}, {INTR_ATANH, atanh, atanhq, NULL, NULL, NULL, 2},
    {INTR_GAMMA, tgamma, tgammaq, NULL, NULL, NULL, 0}, {INTR_LOG_GAMMA, lgamma, lgammaq, NULL, NULL, NULL, 0},
    {INTR_BESSEL_J0, j0, j0q, NULL, NULL, NULL, 0}, {INTR_BESSEL_J1, j1, j1q, NULL, NULL, NULL, 0},
    {INTR_BESSEL_Y0, y0, y0q, NULL, NULL, NULL, 1}, {INTR_BESSEL_Y1, y1, y1q, NULL, NULL, NULL, 1},
};

static ConstVal *fold_math(IntrinsicId id, creal r, creal y, int kind, Type *rt)
{
    for (size_t i = 0; i < sizeof math_folds / sizeof math_folds[0]; i++) {
        if (math_folds[i].id != id)
            continue;
        if ((math_folds[i].domain == 1 && r <= 0) || (math_folds[i].domain == 2 && fabsq(r) > 1) ||
            (math_folds[i].domain == 3 && r < 1))
            return NULL;
        bool wide = kind >= 8;
        creal out;
        if (math_folds[i].q2)
            out = wide ? math_folds[i].q2(r, y) : math_folds[i].d2((double)r, (double)y);
        else if (kind == 4 && math_folds[i].f1)
            out = math_folds[i].f1((float)r);
        else
            out = wide ? math_folds[i].q1(r) : math_folds[i].d1((double)r);
        return finiteq(out) ? cv_real(out, rt->kind_param) : NULL;
    }
    return NULL;
}

/* The trigonometric functions in degrees and the cotangents of constants,
 * as gfortran folds them: SIND, COSD, TAND exactly; the others each step
 * rounded to the kind: ASIND(x) is ASIN(x) * (180/pi), COTAND(x)
 * TAN((90 - x) * (pi/180)). */
static ConstVal *fold_degrees(IntrinsicId id, creal x, creal y, Type *rt)
{
    int k = rt->kind_param;
    creal pi = round_kind(M_PIq, k), d2r = round_kind(M_PIq / 180, k), r2d = round_kind(180 / pi, k);
    creal out;
    switch (id) {
    case INTR_SIND: out = sinq(fmodq(x, 360) * (M_PIq / 180)); break;
    case INTR_COSD: out = cosq(fmodq(x, 360) * (M_PIq / 180)); break;
    case INTR_TAND: out = tanq(fmodq(x, 360) * (M_PIq / 180)); break;
    case INTR_COTAND: out = tanq(round_kind(round_kind(90 - x, k) * d2r, k)); break;
    case INTR_COTAN: out = 1 / tanq(x); break;
    case INTR_ASIND: if (fabsq(x) > 1) return NULL; out = round_kind(asinq(x), k) * r2d; break;
    case INTR_ACOSD: if (fabsq(x) > 1) return NULL; out = round_kind(acosq(x), k) * r2d; break;
    case INTR_ATAND: out = round_kind(atanq(x), k) * r2d; break;
    case INTR_ATAN2D: out = round_kind(atan2q(x, y), k) * r2d; break;
    default: return NULL;
    }
    return finiteq(out) ? cv_real(out, k) : NULL;
}

static ConstVal *fold_numeric(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    ConstVal *x = v[0];
    if (!x || (n > 1 && v[1] && !type_is_numeric(v[1]->type)))
        return NULL;
    if (id == INTR_SIGN || id == INTR_DIM) {
        ConstVal *a = cv_convert(x, rt), *b = n > 1 && v[1] ? cv_convert(v[1], rt) : NULL;
        if (!a || !b)
            return NULL;
        if (rt->kind == TY_INTEGER) {
            __int128 m = a->i < 0 ? -a->i : a->i;
            if (id == INTR_SIGN)
                return cv_int(b->i < 0 ? -m : m, rt->kind_param);
            return cv_int(a->i > b->i ? a->i - b->i : 0, rt->kind_param);
        }
        if (id == INTR_SIGN)
            return cv_real(signbitq(b->r) && !(opts.no_sign_zero && b->r == 0) ? -fabsq(a->r) : fabsq(a->r),
                           rt->kind_param);
        return cv_real(a->r > b->r ? a->r - b->r : 0.0, rt->kind_param);
    }
    if (id == INTR_COTAN && x->type->kind == TY_COMPLEX && rt->kind == TY_COMPLEX) {
        /* COS and SIN each rounded to the kind, then their quotient (gfortran's folding) */
        int k = rt->kind_param;
        __complex128 z = x->c.re + x->c.im * 1.0iQ, cz = ccosq(z), sz = csinq(z);
        cz = round_kind(crealq(cz), k) + round_kind(cimagq(cz), k) * 1.0iQ;
        sz = round_kind(crealq(sz), k) + round_kind(cimagq(sz), k) * 1.0iQ;
        __complex128 c = cz / sz;
        return finiteq(crealq(c)) && finiteq(cimagq(c)) ? cv_complex(crealq(c), cimagq(c), rt->kind_param) : NULL;
    }
    if (x->type->kind != TY_REAL || rt->kind != TY_REAL)
        return NULL;
    if (id == INTR_ATAN && n > 1 && v[1])
        id = INTR_ATAN2; /* ATAN(Y, X) is ATAN2(Y, X) (F2008) */
    if (id >= INTR_SIND && id <= INTR_COTAND)
        return fold_degrees(id, x->r, n > 1 && v[1] ? cv_convert(v[1], x->type)->r : 0, rt);
    return fold_math(id, x->r, n > 1 && v[1] ? cv_convert(v[1], x->type)->r : 0, x->type->kind_param, rt);
}

/* Reductions (no DIM, no MASK) and SIZE of constant arrays. */
static ConstVal *fold_reduction(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    ConstVal *x = v[0];
    if (!x || !x->rank || (n > 1 && v[1]) || (n > 2 && v[2] && id != INTR_SIZE))
        return NULL;
    if (id == INTR_SIZE)
        return n > 1 && v[1] ? NULL : cv_int(x->n, rt->kind_param);
    if (id == INTR_ANY || id == INTR_ALL || id == INTR_COUNT) {
        int64_t c = 0;
        for (int64_t i = 0; i < x->n; i++)
            c += x->elems[i]->i != 0;
        if (id == INTR_COUNT)
            return cv_int(c, rt->kind_param);
        return cv_logical(id == INTR_ANY ? c > 0 : c == x->n, rt->kind_param);
    }
    if (rt->kind != TY_INTEGER && rt->kind != TY_REAL)
        return NULL;
    bool is_int = rt->kind == TY_INTEGER;
    ConstVal *acc;
    if (id == INTR_SUM || id == INTR_PRODUCT)
        acc = is_int ? cv_int(id == INTR_PRODUCT, rt->kind_param) : cv_real(id == INTR_PRODUCT, rt->kind_param);
    else if (x->n == 0)
        return NULL; /* empty MAXVAL/MINVAL: leave it to run time */
    else
        acc = cv_convert(x->elems[0], rt);
    for (int64_t i = 0; i < x->n && acc; i++) {
        ConstVal *e = cv_convert(x->elems[i], rt);
        if (!e)
            return NULL;
        if (id == INTR_SUM)
            acc = is_int ? cv_int(acc->i + e->i, rt->kind_param) : cv_real(acc->r + e->r, rt->kind_param);
        else if (id == INTR_PRODUCT)
            acc = is_int ? cv_int(acc->i * e->i, rt->kind_param) : cv_real(acc->r * e->r, rt->kind_param);
        else if ((id == INTR_MAXVAL && cv_compare(e, acc) > 0) || (id == INTR_MINVAL && cv_compare(e, acc) < 0))
            acc = e;
    }
    if (acc && is_int && !int_fits(acc->i, rt->kind_param))
        return NULL;
    return acc;
}

/* DOT_PRODUCT of constant INTEGER, REAL or LOGICAL vectors (COMPLEX: run time). */
static ConstVal *fold_dot(ConstVal **v, int n, Type *rt)
{
    if (n < 2 || !v[0] || !v[1] || v[0]->rank != 1 || v[1]->rank != 1 || v[0]->n != v[1]->n)
        return NULL;
    if (rt->kind == TY_LOGICAL) {
        bool any = false;
        for (int64_t i = 0; i < v[0]->n; i++)
            any |= v[0]->elems[i]->i && v[1]->elems[i]->i;
        return cv_logical(any, rt->kind_param);
    }
    if (rt->kind != TY_INTEGER && rt->kind != TY_REAL)
        return NULL;
    ConstVal *acc = cv_convert(cv_int(0, 4), rt);
    for (int64_t i = 0; i < v[0]->n && acc; i++) {
        ConstVal *x = cv_convert(v[0]->elems[i], rt), *y = cv_convert(v[1]->elems[i], rt);
        if (!x || !y)
            return NULL;
        acc = cv_binary(TK_PLUS, acc, cv_binary(TK_STAR, x, y, rt, (Loc){0}), rt, (Loc){0});
    }
    return acc;
}

/* Intrinsic function references with constant arguments that intrinsics.c's
 * folder leaves alone; NULL when e is not a constant. v[i]: the arguments'
 * values (NULL for absent optional arguments). */
ConstVal *fold_intrinsic_more(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    switch (id) {
    case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST: case INTR_IBITS: case INTR_ISHFTC:
    case INTR_SHIFTL: case INTR_SHIFTR: case INTR_SHIFTA: case INTR_POPCNT: case INTR_POPPAR:
    case INTR_LEADZ: case INTR_TRAILZ: case INTR_DSHIFTL: case INTR_DSHIFTR: case INTR_MERGE_BITS:
    case INTR_BGE: case INTR_BGT: case INTR_BLE: case INTR_BLT:
        return fold_bits(id, v, n, rt);
    case INTR_INDEX: case INTR_SCAN: case INTR_VERIFY: case INTR_ADJUSTL: case INTR_ADJUSTR:
    case INTR_REPEAT: case INTR_LGE: case INTR_LGT: case INTR_LLE: case INTR_LLT:
        return fold_chars(id, v, n, rt);
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_ANY:
    case INTR_ALL: case INTR_COUNT: case INTR_SIZE:
        return fold_reduction(id, v, n, rt);
    case INTR_DOT_PRODUCT:
        return fold_dot(v, n, rt);
    default:
        return fold_numeric(id, v, n, rt);
    }
}

/* ---- reductions along a dimension, with masks; MAXLOC/MINLOC ---- */

ConstVal *cv_array_of(Type *t, int rank, const int64_t *shape)
{
    ConstVal *r = NEW(ConstVal);
    r->type = t;
    r->rank = rank;
    r->n = 1;
    for (int d = 0; d < rank; d++) {
        r->shape[d] = shape[d];
        r->n *= shape[d];
    }
    r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(r->n ? r->n : 1));
    return r;
}

/* The value of a MASK for element i (a scalar mask holds for all). */
static bool mask_at(ConstVal *m, int64_t i)
{
    return !m || (m->rank ? m->elems[i]->i != 0 : m->i != 0);
}

/* SUM/PRODUCT/NORM2/MAXVAL/MINVAL/ANY/ALL/COUNT of the k elements x->elems[idx[.]]
 * that the mask takes; MAXLOC/MINLOC: the 1-based place in idx of the
 * first (BACK: last) best one, 0 if none. Empty MAXVAL/MINVAL give
 * gfortran's values (-HUGE-1 / HUGE for integers, -HUGE / HUGE for reals). */
static ConstVal *reduce_list(IntrinsicId id, ConstVal *x, const int64_t *idx, int64_t k, ConstVal *m, Type *rt,
                             bool back, int64_t *loc)
{
    bool is_loc = id == INTR_MAXLOC || id == INTR_MINLOC;
    bool mx = id == INTR_MAXVAL || id == INTR_MAXLOC;
    Type *et = x->type;
    if (id == INTR_ANY || id == INTR_ALL || id == INTR_COUNT) {
        int64_t c = 0, taken = 0;
        for (int64_t t = 0; t < k; t++)
            if (mask_at(m, idx[t])) {
                taken++;
                c += x->elems[idx[t]]->i != 0;
            }
        if (id == INTR_COUNT)
            return cv_int(c, rt->kind_param);
        return cv_logical(id == INTR_ANY ? c > 0 : c == taken, rt->kind_param);
    }
    if (id == INTR_NORM2) {
        if (et->kind != TY_REAL)
            return NULL;
        creal q = 0;
        for (int64_t t = 0; t < k; t++)
            q += x->elems[idx[t]]->r * x->elems[idx[t]]->r;
        return cv_real(sqrtq(q), rt->kind_param);
    }
    if (id == INTR_IALL || id == INTR_IANY || id == INTR_IPARITY) {
        if (et->kind != TY_INTEGER)
            return NULL;
        __int128 b = id == INTR_IALL ? -1 : 0;
        for (int64_t t = 0; t < k; t++)
            if (mask_at(m, idx[t])) {
                __int128 e = x->elems[idx[t]]->i;
                b = id == INTR_IALL ? (b & e) : id == INTR_IANY ? (b | e) : (b ^ e);
            }
        return cv_int(b, rt->kind_param);
    }
    bool ordered = id == INTR_MAXVAL || id == INTR_MINVAL || is_loc;
    if (et->kind != TY_INTEGER && et->kind != TY_REAL && !(et->kind == TY_CHARACTER && ordered) &&
        !(et->kind == TY_COMPLEX && !ordered))
        return NULL;
    ConstVal *acc = NULL;
    if (id == INTR_SUM || id == INTR_PRODUCT)
        acc = cv_convert(cv_int(id == INTR_PRODUCT, 4), rt);
    int64_t best = 0;
    for (int64_t t = 0; t < k; t++) {
        if (!mask_at(m, idx[t]))
            continue;
        ConstVal *e = x->elems[idx[t]];
        if (id == INTR_SUM || id == INTR_PRODUCT) {
            ConstVal *ec = cv_convert(e, rt);
            if (!ec || !acc)
                return NULL;
            acc = cv_binary(id == INTR_SUM ? TK_PLUS : TK_STAR, acc, ec, rt, (Loc){0});
            continue;
        }
        if (e->type->kind == TY_REAL && isnanq(e->r))
            return NULL; /* NaNs: leave it to run time */
        int c = acc ? cv_compare(e, acc) : 0;
        if (!acc || (mx ? c > 0 : c < 0) || (back && c == 0)) {
            acc = e;
            best = t + 1;
        }
    }
    if (is_loc) {
        *loc = best;
        return cv_int(best, rt->kind_param);
    }
    if (!acc) {
        if (rt->kind == TY_CHARACTER) {
            /* as gfortran: the smallest (MAXVAL) or largest character repeated */
            if (rt->len < 0)
                return NULL;
            char *b = arena_alloc(cu_arena, (size_t)rt->len + 1);
            memset(b, mx ? 0 : 255, (size_t)rt->len);
            return cv_char(b, rt->len);
        }
        ConstVal *h = intrinsic_type_inquiry(INTR_HUGE, rt);
        if (!h)
            return NULL;
        if (!mx)
            return h;
        return rt->kind == TY_INTEGER ? cv_int(-h->i - 1, rt->kind_param) : cv_real(-h->r, rt->kind_param);
    }
    if (rt->kind != TY_CHARACTER)
        acc = cv_convert(acc, rt);
    if (acc && rt->kind == TY_INTEGER && !int_fits(acc->i, rt->kind_param))
        return NULL;
    return acc;
}

/* v = {array, dim, mask[, kind, back]} of constants (DIM, MASK, BACK NULL
 * when absent; COUNT/ANY/ALL: {mask, dim}); the reduction of the whole
 * array or along DIM. NULL: not foldable here. */
ConstVal *fold_reduce_dim(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    bool is_loc = id == INTR_MAXLOC || id == INTR_MINLOC;
    bool logical_red = id == INTR_ANY || id == INTR_ALL || id == INTR_COUNT;
    ConstVal *x = v[0], *dimv = n > 1 ? v[1] : NULL, *m = !logical_red && n > 2 ? v[2] : NULL;
    bool back = is_loc && n > 4 && v[4] && v[4]->i != 0;
    if (!x || !x->rank || (m && m->rank && (m->rank != x->rank || m->n != x->n)))
        return NULL;
    int64_t dim = 0;
    if (dimv && (!cv_to_i64(dimv, &dim) || dim < 1 || dim > x->rank))
        return NULL;
    int r = x->rank;
    int64_t stride[15];
    for (int d = 0; d < r; d++)
        stride[d] = d ? stride[d - 1] * x->shape[d - 1] : 1;
    if (!dim) {
        int64_t *idx = arena_alloc(cu_arena, sizeof(int64_t) * (size_t)(x->n ? x->n : 1));
        for (int64_t i = 0; i < x->n; i++)
            idx[i] = i;
        int64_t loc = 0;
        ConstVal *s = reduce_list(id, x, idx, x->n, m, rt, back, &loc);
        if (!s || !is_loc)
            return s;
        /* MAXLOC without DIM: the subscripts of the element (from 1), zeros if none */
        int64_t one = r;
        ConstVal *res = cv_array_of(rt, 1, &one);
        for (int d = 0; d < r; d++)
            res->elems[d] = cv_int(loc ? ((loc - 1) / stride[d]) % x->shape[d] + 1 : 0, rt->kind_param);
        return res;
    }
    int64_t rshape[15];
    int rr = 0;
    for (int d = 0; d < r; d++)
        if (d != dim - 1)
            rshape[rr++] = x->shape[d];
    ConstVal *res = rr ? cv_array_of(rt, rr, rshape) : NULL;
    int64_t len = x->shape[dim - 1];
    int64_t *idx = arena_alloc(cu_arena, sizeof(int64_t) * (size_t)(len ? len : 1));
    int64_t count = rr ? res->n : 1;
    for (int64_t j = 0; j < count; j++) {
        /* j's subscripts over the other dimensions give the line's base */
        int64_t base = 0, rest = j;
        for (int d = 0, q = 0; d < r; d++) {
            if (d == dim - 1)
                continue;
            base += (rest % rshape[q]) * stride[d];
            rest /= rshape[q++];
        }
        for (int64_t t = 0; t < len; t++)
            idx[t] = base + t * stride[dim - 1];
        int64_t loc = 0;
        ConstVal *s = reduce_list(id, x, idx, len, m, rt, back, &loc);
        if (!s)
            return NULL;
        if (!rr)
            return s;
        res->elems[j] = s;
    }
    return res;
}
