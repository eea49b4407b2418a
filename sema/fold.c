/* fold.c — constant values: construction, conversion, the intrinsic
 * operators on constants (Fortran 10.1.12 constant expressions), and their
 * Fortran spelling for .mod files and dumps. */
#include "sema_impl.h"

#include <math.h>
#include <stdlib.h>

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

/* Conversion as by assignment / the type conversion intrinsics. */
ConstVal *cv_convert(ConstVal *c, Type *to)
{
    if (!c || !to)
        return NULL;
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
        int64_t n = a->str.len + b->str.len;
        char *s = arena_alloc(cu_arena, (size_t)n + 1);
        memcpy(s, a->str.s, (size_t)a->str.len);
        memcpy(s + a->str.len, b->str.s, (size_t)b->str.len);
        return cv_char(s, n);
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
