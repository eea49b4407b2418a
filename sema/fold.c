/* fold.c — constant values: construction, conversion, the intrinsic
 * operators on constants (Fortran 10.1.12 constant expressions), and their
 * Fortran spelling for .mod files and dumps. */
#include "sema_impl.h"

#include <math.h>
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

ConstVal *cv_real(double v, int kind)
{
    ConstVal *c = cv_new(type_real(kind));
    c->r = kind == 4 ? (double)(float)v : v;
    return c;
}

ConstVal *cv_complex(double re, double im, int kind)
{
    ConstVal *c = cv_new(type_complex(kind));
    c->c.re = kind == 4 ? (double)(float)re : re;
    c->c.im = kind == 4 ? (double)(float)im : im;
    return c;
}

ConstVal *cv_logical(bool v, int kind)
{
    ConstVal *c = cv_new(type_logical(kind));
    c->i = v;
    return c;
}

ConstVal *cv_char(const char *s, int64_t len)
{
    ConstVal *c = cv_new(type_char(len));
    c->str.s = s;
    c->str.len = len;
    return c;
}

static bool int_fits(__int128 v, int kind)
{
    __int128 max = ((__int128)1 << (8 * kind - 1)) - 1;
    return v <= max && v >= -max - 1;
}

static double cv_as_real(ConstVal *c)
{
    switch (c->type->kind) {
    case TY_INTEGER: return (double)c->i;
    case TY_REAL: return c->r;
    case TY_COMPLEX: return c->c.re;
    default: return 0;
    }
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
    case TY_INTEGER: {
        int8_t i1; int16_t i2; int32_t i4; int64_t i8;
        switch (size) {
        case 1: memcpy(&i1, b, 1); return cv_int(i1, 1);
        case 2: memcpy(&i2, b, 2); return cv_int(i2, 2);
        case 4: memcpy(&i4, b, 4); return cv_int(i4, 4);
        case 8: memcpy(&i8, b, 8); return cv_int(i8, 8);
        default: return NULL;
        }
    }
    case TY_REAL:
    case TY_COMPLEX: {
        double part[2];
        int k = to->kind_param;
        for (int j = 0; j < (to->kind == TY_COMPLEX ? 2 : 1); j++) {
            float f;
            if (k == 4)
                memcpy(&f, b + 4 * j, 4), part[j] = f;
            else if (k == 8)
                memcpy(&part[j], b + 8 * j, 8);
            else
                return NULL;
        }
        return to->kind == TY_REAL ? cv_real(part[0], k) : cv_complex(part[0], part[1], k);
    }
    default:
        return NULL;
    }
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
            double v = trunc(cv_as_real(c));
            if (!(fabs(v) < 9.3e18))
                return NULL;
            return cv_int((__int128)(int64_t)v, to->kind_param);
        }
        if (c->type->kind == TY_TYPELESS)
            return cv_int(c->i, to->kind_param);
        return NULL;
    case TY_REAL:
        if (type_is_numeric(c->type))
            return cv_real(cv_as_real(c), to->kind_param);
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
        if (to->len_kind == LEN_NONE && to->len != c->str.len) {
            if (to->len > CV_MAX_FOLDED_LEN)
                return NULL; /* padded at run time: the compile does not hold gigabytes of blanks */
            char *s = arena_alloc(cu_arena, (size_t)to->len + 1);
            for (int64_t i = 0; i < to->len; i++)
                s[i] = i < c->str.len ? c->str.s[i] : ' ';
            return cv_char(s, to->len);
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
        unsigned char x = i < a->str.len ? (unsigned char)a->str.s[i] : ' ';
        unsigned char y = i < b->str.len ? (unsigned char)b->str.s[i] : ' ';
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
        double x = cv_as_real(a), y = cv_as_real(b);
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
        r *= b;
        if (r > ((__int128)1 << 100) || r < -((__int128)1 << 100)) {
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
            case TK_PLUS: v = x + y; break;
            case TK_MINUS: v = x - y; break;
            case TK_STAR: v = x * y; break;
            case TK_SLASH:
                if (y == 0) {
                    error_at(loc, "Division by zero in constant expression.");
                    return NULL;
                }
                v = x / y;
                break;
            case TK_POW: v = ipow(x, y, &ok); break;
            }
            if (!ok || !int_fits(v, result->kind_param)) {
                error_at(loc, "Arithmetic overflow in constant expression of type %s.", type_name(result));
                return NULL;
            }
            return cv_int(v, result->kind_param);
        }
        if (result->kind == TY_REAL) {
            double x = a->r, v = 0;
            double y = b->type->kind == TY_INTEGER ? (double)b->i : b->r;
            switch (op) {
            case TK_PLUS: v = x + y; break;
            case TK_MINUS: v = x - y; break;
            case TK_STAR: v = x * y; break;
            case TK_SLASH: v = x / y; break;
            case TK_POW: v = pow(x, y); break;
            }
            return cv_real(v, result->kind_param);
        }
        if (result->kind == TY_COMPLEX) {
            if (b->type->kind != TY_COMPLEX)
                return NULL; /* complex ** integer: left to run time */
            double ar = a->c.re, ai = a->c.im, br = b->c.re, bi = b->c.im;
            switch (op) {
            case TK_PLUS: return cv_complex(ar + br, ai + bi, result->kind_param);
            case TK_MINUS: return cv_complex(ar - br, ai - bi, result->kind_param);
            case TK_STAR: return cv_complex(ar * br - ai * bi, ar * bi + ai * br, result->kind_param);
            case TK_SLASH: {
                double d = br * br + bi * bi;
                return cv_complex((ar * br + ai * bi) / d, (ai * br - ar * bi) / d, result->kind_param);
            }
            default: return NULL;
            }
        }
        return NULL;
    }
    case TK_CONCAT: {
        if (a->type->kind != TY_CHARACTER || b->type->kind != TY_CHARACTER)
            return NULL;
        int64_t n = a->str.len + b->str.len, cap;
        char *s;
        if (a->str.cap >= n + 1) {
            s = (char *)a->str.s; /* a's view keeps its length; the tail passes to the result */
            cap = a->str.cap;
            a->str.cap = 0;
        } else {
            cap = n < 32 ? n + 1 : 2 * n;
            s = arena_alloc(cu_arena, (size_t)cap);
            memcpy(s, a->str.s, (size_t)a->str.len);
        }
        memcpy(s + a->str.len, b->str.s, (size_t)b->str.len);
        s[n] = 0;
        ConstVal *r = cv_char(s, n);
        r->str.cap = cap;
        return r;
    }
    case TK_EQ: case TK_NE: case TK_LT: case TK_LE: case TK_GT: case TK_GE: {
        int c;
        if (a->type->kind == TY_CHARACTER && b->type->kind == TY_CHARACTER)
            c = (int)char_cmp(a, b);
        else if (a->type->kind == TY_COMPLEX || b->type->kind == TY_COMPLEX) {
            ConstVal *x = cv_convert(a, type_complex(8)), *y = cv_convert(b, type_complex(8));
            if (!x || !y)
                return NULL;
            c = (x->c.re == y->c.re && x->c.im == y->c.im) ? 0 : 1;
        } else if (type_is_numeric(a->type) && type_is_numeric(b->type))
            c = cv_compare(a, b);
        else
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
    e->cval = cv_real(strtod(buf, NULL), e->type->kind_param);
    return true;
}

static char *fmt_real(double v, int kind)
{
    char buf[64];
    if (isinf(v))
        return arena_printf(cu_arena, "%shuge(0.0_%d)", v < 0 ? "-" : "", kind);
    if (isnan(v))
        return arena_printf(cu_arena, "(0.0_%d/0.0_%d)", kind, kind);
    snprintf(buf, sizeof buf, kind == 4 ? "%.9e" : "%.17e", v);
    return arena_printf(cu_arena, "%s_%d", buf, kind);
}

static char *fmt_int(__int128 v, int kind)
{
    /* the most negative value has no literal: write it as an expression */
    __int128 min = -(((__int128)1 << (8 * kind - 1)));
    if (v == min)
        return arena_printf(cu_arena, "(-%lld_%d-1_%d)", (long long)(-(v + 1)), kind, kind);
    if (v < 0)
        return arena_printf(cu_arena, "(%lld_%d)", (long long)v, kind);
    return arena_printf(cu_arena, "%lld_%d", (long long)v, kind);
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
                                                          ? arena_printf(cu_arena, "character(len=%lld)", (long long)c->type->len)
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
    if (id == INTR_INDEX) {
        if (lt > ls)
            return cv_int(0, rt->kind_param);
        for (int64_t k = 0; k <= ls - lt; k++) {
            int64_t i = back ? ls - lt - k : k;
            if (memcmp(s->str.s + i, set->str.s, (size_t)lt) == 0)
                return cv_int(i + 1, rt->kind_param);
        }
        return cv_int(0, rt->kind_param);
    }
    for (int64_t k = 0; k < ls; k++) {
        int64_t i = back ? ls - 1 - k : k;
        bool in = lt && memchr(set->str.s, s->str.s[i], (size_t)lt) != NULL;
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
        char *s = arena_alloc(cu_arena, (size_t)len + 1);
        int64_t lead = 0, trail = 0;
        while (lead < len && x->str.s[lead] == ' ')
            lead++;
        while (trail < len - lead && x->str.s[len - 1 - trail] == ' ')
            trail++;
        memset(s, ' ', (size_t)len);
        if (id == INTR_ADJUSTL)
            memcpy(s, x->str.s + lead, (size_t)(len - lead));
        else
            memcpy(s + trail, x->str.s, (size_t)(len - trail));
        s[len] = 0;
        return cv_char(s, len);
    }
    case INTR_REPEAT: {
        int64_t k;
        if (!v[1] || !cv_to_i64(v[1], &k) || k < 0 || len * k > (1 << 20))
            return NULL;
        char *s = arena_alloc(cu_arena, (size_t)(len * k) + 1);
        for (int64_t i = 0; i < k; i++)
            memcpy(s + i * len, x->str.s, (size_t)len);
        s[len * k] = 0;
        return cv_char(s, len * k);
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

/* Real (and a few integer) numeric intrinsics of scalar constants; math
 * functions are evaluated in double and rounded to the result's kind. */
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
            return cv_real(signbit(b->r) ? -fabs(a->r) : fabs(a->r), rt->kind_param);
        return cv_real(a->r > b->r ? a->r - b->r : 0.0, rt->kind_param);
    }
    if (x->type->kind != TY_REAL || rt->kind != TY_REAL)
        return NULL;
    double r = x->r, y = n > 1 && v[1] ? cv_convert(v[1], x->type)->r : 0, out;
    switch (id) {
    case INTR_AINT: out = trunc(r); break;
    case INTR_ANINT: out = round(r); break;
    case INTR_EXP: case INTR_DEXP: out = exp(r); break;
    case INTR_LOG: case INTR_DLOG: case INTR_ALOG: if (r <= 0) return NULL; out = log(r); break;
    case INTR_LOG10: if (r <= 0) return NULL; out = log10(r); break;
    case INTR_SIN: case INTR_DSIN: out = sin(r); break;
    case INTR_COS: case INTR_DCOS: out = cos(r); break;
    case INTR_TAN: out = tan(r); break;
    case INTR_ASIN: if (fabs(r) > 1) return NULL; out = asin(r); break;
    case INTR_ACOS: if (fabs(r) > 1) return NULL; out = acos(r); break;
    case INTR_ATAN: out = atan(r); break;
    case INTR_ATAN2: out = atan2(r, y); break;
    case INTR_HYPOT: out = hypot(r, y); break;
    case INTR_SINH: out = sinh(r); break;
    case INTR_COSH: out = cosh(r); break;
    case INTR_TANH: out = tanh(r); break;
    case INTR_ERF: out = erf(r); break;
    case INTR_ERFC: out = erfc(r); break;
    default: return NULL;
    }
    if (x->type->kind_param == 4) /* as the float function would: from the float argument */
        switch (id) {
        case INTR_EXP: out = expf((float)r); break;
        case INTR_LOG: case INTR_ALOG: out = logf((float)r); break;
        case INTR_SIN: out = sinf((float)r); break;
        case INTR_COS: out = cosf((float)r); break;
        case INTR_ATAN: out = atanf((float)r); break;
        default: break;
        }
    return isfinite(out) ? cv_real(out, rt->kind_param) : NULL;
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

/* Intrinsic function references with constant arguments that intrinsics.c's
 * folder leaves alone; NULL when e is not a constant. v[i]: the arguments'
 * values (NULL for absent optional arguments). */
ConstVal *fold_intrinsic_more(IntrinsicId id, ConstVal **v, int n, Type *rt)
{
    switch (id) {
    case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST: case INTR_IBITS: case INTR_ISHFTC:
    case INTR_SHIFTL: case INTR_SHIFTR: case INTR_SHIFTA: case INTR_POPCNT: case INTR_POPPAR:
    case INTR_LEADZ: case INTR_TRAILZ:
        return fold_bits(id, v, n, rt);
    case INTR_INDEX: case INTR_SCAN: case INTR_VERIFY: case INTR_ADJUSTL: case INTR_ADJUSTR:
    case INTR_REPEAT: case INTR_LGE: case INTR_LGT: case INTR_LLE: case INTR_LLT:
        return fold_chars(id, v, n, rt);
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_ANY:
    case INTR_ALL: case INTR_COUNT: case INTR_SIZE:
        return fold_reduction(id, v, n, rt);
    default:
        return fold_numeric(id, v, n, rt);
    }
}
