/* device_io.c — PRINT and STOP in device code, the same lowering for the
 * GPU and the emulator (-Mcuda=emu), so both print the same characters.
 * Device code has no libgfortran: list-directed output is one vprintf per
 * statement with a packed argument buffer — CUDA's device vprintf on the
 * GPU, the runtime's cuf90_emu_vprintf (rt/emu_print.c, reading the same
 * buffer) under emu; STOP ends the thread and ERROR STOP fails the kernel.
 * io.c hands device-target statements here.
 */
#include "cg.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An integer expression converted to `to`. */
static LLVMValueRef int_value(CG *cg, Node *e, Type *to)
{
    LLVMValueRef v = cg_expr(cg, e);
    if (e->type && !type_equal(e->type, to))
        v = cg_convert(cg, v, e->type, to);
    return v;
}
/* ------------------------------------------------------------------ */
/* Device code: list-directed output through CUDA's vprintf            */
/* ------------------------------------------------------------------ */

typedef struct DevPrint {
    char fmt[1024];
    size_t flen;
    LLVMValueRef vals[64];
    int n;
    bool overflow;         /* more text or values than one vprintf takes */
} DevPrint;

static void dev_vprintf(CG *cg, DevPrint *pd);

static void dp_fmt(DevPrint *dp, const char *text)
{
    size_t n = strlen(text);
    if (dp->flen + n < sizeof dp->fmt) {
        memcpy(dp->fmt + dp->flen, text, n);
        dp->flen += n;
    } else
        dp->overflow = true;
}

static void dp_val(DevPrint *dp, LLVMValueRef v)
{
    if (dp->n < 64)
        dp->vals[dp->n++] = v;
    else
        dp->overflow = true;
}

/* CUDA's printf has no '*' precision: a constant length goes into the
 * format ("%.5s"); otherwise the string is copied, up to 255 bytes, into a
 * NUL-terminated local buffer. */
static void dp_string(CG *cg, DevPrint *dp, Node *e)
{
    LLVMValueRef p, len;
    cg_char_expr(cg, e, &p, &len);
    len = cg_char_len_i64(cg, len);
    if (LLVMIsAConstantInt(len)) {
        char f[32];
        snprintf(f, sizeof f, "%%.%llds", (long long)LLVMConstIntGetSExtValue(len));
        dp_fmt(dp, f);
        dp_val(dp, p);
        return;
    }
    LLVMValueRef buf = cg_alloca(cg, LLVMArrayType2(cg->t_i8, 256), "dev.str");
    LLVMValueRef cap = cg_const_i64(cg, 255);
    LLVMValueRef n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, len, cap, ""), len, cap, "");
    LLVMValueRef zero = cg_const_i64(cg, 0);
    n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, n, zero, ""), zero, n, "");
    LLVMBuildMemCpy(cg->b, buf, 1, p, 1, n);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 0, false), LLVMBuildGEP2(cg->b, cg->t_i8, buf, &n, 1, ""));
    dp_fmt(dp, "%s");
    dp_val(dp, buf);
}

/* One scalar item: integers in gfortran's list-directed widths, reals with
 * their full precision, logicals as T/F, characters as they are. */
static void dp_array(CG *cg, DevPrint *dp, Node *e);

static void dp_item(CG *cg, DevPrint *dp, Node *e)
{
    Type *t = e->type;
    if (e->kind == N_IMPLIED_DO) {
        error_at(e->loc, "implied-DO items in a PRINT statement in device code are not supported");
        return;
    }
    if (e->rank > 0 && !cg->elem_idx) {
        dp_array(cg, dp, e);
        return;
    }
    switch (t ? t->kind : TY_ERROR) {
    case TY_INTEGER: {
        LLVMValueRef v = cg_expr(cg, e);
        if (t->kind_param == 8) {
            dp_fmt(dp, "%21lld");
            dp_val(dp, v);
        } else {
            dp_fmt(dp, t->kind_param == 1 ? "%5d" : t->kind_param == 2 ? "%7d" : "%12d");
            dp_val(dp, LLVMBuildSExt(cg->b, v, cg->t_i32, ""));
        }
        return;
    }
    case TY_REAL: {
        LLVMValueRef v = cg_expr(cg, e);
        dp_fmt(dp, t->kind_param == 8 ? "%25.16E" : "%16.8E");
        dp_val(dp, t->kind_param == 8 ? v : LLVMBuildFPExt(cg->b, v, cg->t_f64, ""));
        return;
    }
    case TY_COMPLEX: {
        LLVMValueRef v = cg_expr(cg, e);
        LLVMValueRef re = LLVMBuildExtractValue(cg->b, v, 0, ""), im = LLVMBuildExtractValue(cg->b, v, 1, "");
        dp_fmt(dp, t->kind_param == 8 ? " (%.16E,%.16E)" : " (%.8E,%.8E)");
        dp_val(dp, t->kind_param == 8 ? re : LLVMBuildFPExt(cg->b, re, cg->t_f64, ""));
        dp_val(dp, t->kind_param == 8 ? im : LLVMBuildFPExt(cg->b, im, cg->t_f64, ""));
        return;
    }
    case TY_LOGICAL: {
        LLVMValueRef c = cg_logical_cond(cg, e);
        dp_fmt(dp, " %c");
        dp_val(dp, LLVMBuildSelect(cg->b, c, cg_const_i32(cg, 'T'), cg_const_i32(cg, 'F'), ""));
        return;
    }
    case TY_CHARACTER:
        dp_string(cg, dp, e);
        return;
    default:
        error_at(e->loc, "an item of this type cannot be printed in device code");
        return;
    }
}

/* The extents of the array item e (ne[0..*rank)) and its size, or -1
 * when an extent is not known when compiling. */
static int64_t const_extents(CG *cg, Node *e, int64_t *ne, int *rank)
{
    LLVMValueRef ext[15];
    *rank = cg_shape(cg, e, ext);
    int64_t n = 1;
    for (int d = 0; d < *rank; d++) {
        if (!LLVMIsAConstantInt(ext[d]))
            return -1;
        ne[d] = LLVMConstIntGetSExtValue(ext[d]);
        n *= ne[d] > 0 ? ne[d] : 0;
    }
    return n;
}

/* Most elements of an array item in one device PRINT: the format and the
 * argument buffer are fixed when the kernel is compiled. */
enum { DP_MAX_ARRAY_ITEMS = 32 };

/* An array item whose size is a constant (at most DP_MAX_ARRAY_ITEMS
 * elements): its elements in array element order, each through the
 * scalarizer's element access at constant indices. */
static void dp_array(CG *cg, DevPrint *dp, Node *e)
{
    int rank;
    int64_t ne[15];
    int64_t n = const_extents(cg, e, ne, &rank);
    if (rank <= 0 || n < 0 || n > DP_MAX_ARRAY_ITEMS || (e->type && e->type->kind == TY_CHARACTER)) {
        error_at(e->loc, "an array item in a PRINT statement in device code must be a non-character array of constant size at most %d",
                 DP_MAX_ARRAY_ITEMS);
        return;
    }
    LLVMValueRef idx[15];
    for (int64_t k = 0; k < n; k++) {
        int64_t r = k;
        for (int d = 0; d < rank; d++) {
            idx[d] = cg_const_i64(cg, r % ne[d]);
            r /= ne[d];
        }
        cg->elem_idx = idx;
        cg->elem_rank = rank;
        dp_item(cg, dp, e);
        cg->elem_idx = NULL;
        cg->elem_rank = 0;
    }
}

/* ------------------------------------------------------------------ */
/* Formatted output: the format, known when compiling, is walked over the */
/* items when compiling; the fields go into a record buffer at run time   */
/* (device_fmt.c) that one vprintf prints                                */
/* ------------------------------------------------------------------ */

/* One node of a parsed format: a data edit descriptor, a literal, a
 * control edit descriptor or a group of nodes; rep is its repeat count. */
typedef struct FmtNode {
    char kind;              /* data: 'I' 'B' 'O' 'Z' 'F' 'E' 'D' 'S' (ES) 'N' (EN) 'g' (G) 'A' 'L';
                               '\'' literal, 'G' group, 'X' (rep blanks), 'T' 'l' (TL) 'r' (TR) (w
                               columns), '/', ':', '+' (SP), '-' (SS, S), 'P' (scale factor w), 'b'
                               (BN, BZ: input only) */
    int rep, w, d, m;       /* width (-1 absent), digits, minimum digits (Iw.m, -1 absent) */
    const char *text;       /* literal */
    int len;
    struct FmtNode *kids;   /* group */
    int nkids;
} FmtNode;

typedef struct FmtParse {
    const char *s;
    size_t i, n;
    const char *err;        /* the first problem, or NULL */
    char what[96];          /* err's text when it names a descriptor */
} FmtParse;

static void fp_blank(FmtParse *p)
{
    while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == ','))
        p->i++;
}

static int fp_int(FmtParse *p, int dflt)
{
    if (p->i >= p->n || p->s[p->i] < '0' || p->s[p->i] > '9')
        return dflt;
    int v = 0;
    while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9' && v < 100000)
        v = v * 10 + (p->s[p->i++] - '0');
    return v;
}

static char fp_peek(FmtParse *p)
{
    char c = p->i < p->n ? p->s[p->i] : 0;
    return (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
}

static int fp_group(FmtParse *p, FmtNode **out);

/* cg_dev_fmt_real's form of an edit descriptor kind, or -1. */
static int real_form(char kind)
{
    switch (kind) {
    case 'E': return CG_FMT_E;
    case 'D': return CG_FMT_D;
    case 'N': return CG_FMT_EN;
    case 'g': return CG_FMT_G;
    case 'S': return CG_FMT_ES;
    case 'F': return CG_FMT_F;
    default: return -1;
    }
}

static const char *desc_name(char kind)
{
    switch (kind) {
    case 'S': return "ES";
    case 'N': return "EN";
    case 'g': return "G";
    case 'I': return "I";
    case 'B': return "B";
    case 'O': return "O";
    case 'Z': return "Z";
    case 'F': return "F";
    case 'E': return "E";
    case 'D': return "D";
    case 'A': return "A";
    default: return "L";
    }
}

/* Ew.d, Dw.d, ENw.d, ESw.d, Gw.d, Fw.d, their zero-width forms and G0:
 * what the field writer takes. */
static bool fp_real_ok(FmtParse *p, FmtNode *f)
{
    const char *name = desc_name(f->kind);
    if (f->kind == 'F') {
        if (f->w < 0 || f->d < 0)
            snprintf(p->what, sizeof p->what, "F without a width and digits (Fw.d)");
        else if (f->w > 255 || f->d > 255)
            snprintf(p->what, sizeof p->what, "F%d.%d (at most 255 characters and 255 decimals in device code)", f->w, f->d);
        else
            return true;
    } else if (fp_peek(p) == 'E' && f->kind == 'D')
        snprintf(p->what, sizeof p->what, "an exponent width in D (Dw.dEe, which libgfortran rejects too)");
    else if (f->kind == 'g' && f->w == 0 && f->d < 0)
        return true; /* G0: the digits of the item's kind */
    else if (f->w < 0 || f->d < 0)
        snprintf(p->what, sizeof p->what, "%s without a width and digits (%sw.d)", name, name);
    else if (f->w == 0 && f->d == 0)
        snprintf(p->what, sizeof p->what, "%s0.0 (a zero width needs at least one digit in device code)", name);
    else if (f->d > 110 || (f->d == 0 && f->kind != 'N' && f->kind != 'S'))
        snprintf(p->what, sizeof p->what, "%s%d.%d (%s prints 1 to 110 digits in device code)", name, f->w, f->d, name);
    else if (f->w > 120)
        snprintf(p->what, sizeof p->what, "a field wider than 120 characters");
    else if (fp_peek(p) != 'E')
        return true;
    else if (f->kind == 'g' && f->w == 0)
        snprintf(p->what, sizeof p->what, "an exponent width in G0.d (G0.dEe)");
    else {
        /* Ew.dEe: m holds e */
        p->i++;
        f->m = fp_int(p, -1);
        if (f->m >= 1 && f->m <= 9)
            return true;
        snprintf(p->what, sizeof p->what, "the exponent width of %s%d.%dE%d (1 to 9 digits in device code)", name, f->w, f->d, f->m);
    }
    p->err = p->what;
    return false;
}

/* One item after its repeat count (kind in upper case). */
static bool fp_item(FmtParse *p, FmtNode *f, int rep)
{
    memset(f, 0, sizeof *f);
    f->rep = rep < 0 ? 1 : rep;
    f->w = f->m = f->d = -1;
    char c = p->s[p->i];
    char u = fp_peek(p);
    if (c == '(') {
        p->i++;
        f->kind = 'G';
        f->nkids = fp_group(p, &f->kids);
        if (p->i >= p->n || p->s[p->i] != ')') {
            p->err = "a group has no closing parenthesis";
            return false;
        }
        p->i++;
        return true;
    }
    if (c == '\'' || c == '"') {
        /* a literal; a doubled quote is one quote */
        char *t = arena_alloc(cu_arena, p->n + 1);
        int len = 0;
        p->i++;
        while (p->i < p->n) {
            if (p->s[p->i] == c && p->i + 1 < p->n && p->s[p->i + 1] == c) {
                t[len++] = c;
                p->i += 2;
            } else if (p->s[p->i] == c) {
                break;
            } else {
                t[len++] = p->s[p->i++];
            }
        }
        if (p->i >= p->n) {
            p->err = "a character string in the format has no closing quote";
            return false;
        }
        p->i++;
        f->kind = '\'';
        f->text = t;
        f->len = len;
        return true;
    }
    p->i++;
    char next = fp_peek(p);
    switch (u) {
    case '/':
        f->kind = '/';
        return true;
    case ':':
        f->kind = ':';
        return true;
    case 'X':
        f->kind = 'X';
        return true;
    case 'T':
        /* Tn, TLn, TRn */
        f->kind = next == 'L' ? 'l' : next == 'R' ? 'r' : 'T';
        if (f->kind != 'T')
            p->i++;
        f->w = fp_int(p, -1);
        if (f->w < 1 || f->rep != 1 || rep >= 0) {
            p->err = f->w < 1 ? "T, TL or TR without a positive number of columns" : "a repeat count before T, TL or TR";
            return false;
        }
        return true;
    case 'S': {
        /* SP: '+' before nonnegative numbers from here; SS, S: none */
        f->kind = next == 'P' ? '+' : '-';
        if (next == 'P' || next == 'S')
            p->i++;
        return true;
    }
    case 'B':
        if (next == 'N' || next == 'Z') { /* blank interpretation: input only */
            p->i++;
            f->kind = 'b';
            return true;
        }
        f->kind = 'B';
        break;
    case 'I': case 'F': case 'A': case 'L': case 'Z': case 'O': case 'D':
        f->kind = u;
        break;
    case 'G':
        f->kind = 'g'; /* 'G' is a group */
        break;
    case 'E':
        f->kind = next == 'S' ? 'S' : next == 'N' ? 'N' : 'E';
        if (f->kind != 'E')
            p->i++;
        break;
    case 'P':
        p->err = "P without a scale factor";
        return false;
    default:
        snprintf(p->what, sizeof p->what, "the %c edit descriptor", u);
        p->err = p->what;
        return false;
    }
    f->w = fp_int(p, -1);
    if (p->i < p->n && p->s[p->i] == '.') {
        p->i++;
        int v = fp_int(p, -1);
        if (f->kind == 'I' || f->kind == 'Z' || f->kind == 'O' || f->kind == 'B')
            f->m = v;
        else
            f->d = v;
    }
    if (real_form(f->kind) >= 0)
        return fp_real_ok(p, f);
    if (f->w > 255 || f->m > 255) {
        p->err = "a field wider than 255 characters";
        return false;
    }
    return true;
}

/* Items up to the closing parenthesis (not consumed); returns their count.
 * A signed or unsigned number before P is a scale factor kP. */
static int fp_group(FmtParse *p, FmtNode **out)
{
    int cap = 8, n = 0;
    FmtNode *v = arena_alloc(cu_arena, (size_t)cap * sizeof *v);
    for (;;) {
        fp_blank(p);
        if (p->err || p->i >= p->n || p->s[p->i] == ')')
            break;
        int sign = 0;
        if (p->s[p->i] == '-' || p->s[p->i] == '+') {
            sign = p->s[p->i] == '-' ? -1 : 1;
            p->i++;
        }
        int rep = fp_int(p, -1);
        fp_blank(p);
        if (p->i >= p->n)
            break;
        if (n == cap) {
            FmtNode *w = arena_alloc(cu_arena, (size_t)cap * 2 * sizeof *w);
            memcpy(w, v, (size_t)n * sizeof *v);
            v = w;
            cap *= 2;
        }
        if (fp_peek(p) == 'P' && rep >= 0) {
            p->i++;
            memset(&v[n], 0, sizeof v[n]);
            v[n].kind = 'P';
            v[n].rep = 1;
            v[n].w = sign < 0 ? -rep : rep;
            n++;
            continue;
        }
        if (sign) {
            p->err = "a signed number other than a scale factor";
            break;
        }
        if (!fp_item(p, &v[n], rep))
            break;
        n++;
    }
    *out = v;
    return n;
}

/* The walk of the format over the statement's scalar items, when
 * compiling: each field goes into the run-time record rec at the position
 * in state (device_fmt.c), bound counts the characters it may take. */
typedef struct FmtWalk {
    CG *cg;
    Node **items;           /* scalar items; complex items count twice */
    int *part;              /* 0, or 1/2 for the real/imaginary part */
    LLVMValueRef **elem;    /* an array item's element: its 0-based indices, or NULL */
    int *elem_rank;
    int nitems, next;
    bool plus;              /* SP in effect */
    int scale;              /* kP in effect */
    LLVMValueRef rec, state, field;
    long bound;
    Loc loc;
} FmtWalk;

/* n characters of text (NULL: blanks) at the record's position */
static void fw_put(FmtWalk *w, LLVMValueRef text, LLVMValueRef n)
{
    cg_dev_rec_put(w->cg, w->rec, w->state, text ? text : LLVMConstNull(w->cg->t_ptr), n);
}

static LLVMValueRef fw_state(FmtWalk *w, int i)
{
    CG *cg = w->cg;
    LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, i)};
    return LLVMBuildInBoundsGEP2(cg->b, LLVMArrayType2(cg->t_i32, 4), w->state, idx, 2, "");
}

static void fw_text(FmtWalk *w, const char *t, int len)
{
    if (len <= 0)
        return;
    fw_put(w, cg_global_string(w->cg, t, (size_t)len, "devfmt.lit"), cg_const_i32(w->cg, len));
    w->bound += len;
}

/* T, TL, TR, X: the position moves (no text until a field follows) */
static void fw_move(FmtWalk *w, char kind, int n)
{
    CG *cg = w->cg;
    LLVMValueRef pos = LLVMBuildLoad2(cg->b, cg->t_i32, fw_state(w, 0), "fmt.pos");
    LLVMValueRef start = LLVMBuildLoad2(cg->b, cg->t_i32, fw_state(w, 2), "fmt.start");
    LLVMValueRef np;
    if (kind == 'T') {
        np = LLVMBuildAdd(cg->b, start, cg_const_i32(cg, n - 1), "");
    } else if (kind == 'l') {
        np = LLVMBuildSub(cg->b, pos, cg_const_i32(cg, n), "");
        np = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, np, start, ""), start, np, "");
    } else {
        np = LLVMBuildAdd(cg->b, pos, cg_const_i32(cg, n), "");
    }
    LLVMBuildStore(cg->b, np, fw_state(w, 0));
    if (kind != 'l')
        w->bound += n;
}

/* One data edit descriptor with item e (the element cg->elem_idx names
 * of an array item). */
static void fw_item(FmtWalk *w, FmtNode *f, Node *e, int part);

static void fw_data(FmtWalk *w, FmtNode *f)
{
    CG *cg = w->cg;
    Node *e = w->items[w->next];
    int part = w->part[w->next];
    cg->elem_idx = w->elem[w->next];
    cg->elem_rank = w->elem_rank[w->next];
    w->next++;
    fw_item(w, f, e, part);
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
}

static void fw_item(FmtWalk *w, FmtNode *f, Node *e, int part)
{
    CG *cg = w->cg;
    Type *t = e->type;
    bool num = t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX;
    FmtNode as;
    if (f->kind == 'g' && (t->kind == TY_INTEGER || t->kind == TY_LOGICAL || t->kind == TY_CHARACTER)) {
        /* Gw.d of an integer, logical or character item is Iw, Lw, Aw */
        as = *f;
        as.kind = t->kind == TY_INTEGER ? 'I' : t->kind == TY_LOGICAL ? 'L' : 'A';
        as.m = -1;
        if (as.kind == 'A' && as.w == 0) /* G0: the string */
            as.w = -1;
        f = &as;
    }
    bool integer_desc = f->kind == 'I' || f->kind == 'Z' || f->kind == 'O' || f->kind == 'B';
    int form = real_form(f->kind);
    if ((integer_desc && t->kind != TY_INTEGER) || (form >= 0 && (!num || t->kind == TY_INTEGER)) ||
        (f->kind == 'A' && t->kind != TY_CHARACTER) || (f->kind == 'L' && t->kind != TY_LOGICAL)) {
        error_at(e->loc, "the %s edit descriptor cannot print an item of type %s", desc_name(f->kind), type_name(t));
        return;
    }
    if (form >= 0) {
        int k = w->scale;
        bool r8 = t->kind_param == 8;
        int d = f->d < 0 ? (r8 ? 17 : 9) : f->d; /* G0: as many digits as libgfortran takes */
        if (f->d < 0 && k != 0) { /* libgfortran's digits differ there */
            error_at(e->loc, "G0 with a scale factor (%dP) is not supported in device code", k);
            return;
        }
        if ((form == CG_FMT_E || form == CG_FMT_D || form == CG_FMT_G) && k != 0 && (k <= -d || k >= d + 2)) {
            error_at(e->loc, "the scale factor %dP is out of range for %s%d.%d", k, desc_name(f->kind), f->w, d);
            return;
        }
        if (form == CG_FMT_F && (k < -30 || k > 30)) {
            error_at(e->loc, "the scale factor %dP is out of range for F in device code", k);
            return;
        }
        LLVMValueRef v = cg_expr(cg, e);
        if (t->kind == TY_COMPLEX)
            v = LLVMBuildExtractValue(cg->b, v, (unsigned)(part - 1), "");
        if (LLVMTypeOf(v) != cg->t_f64)
            v = LLVMBuildFPExt(cg->b, v, cg->t_f64, "");
        int flags = form | (w->plus ? CG_FMT_SP : 0) | (r8 ? CG_FMT_R8 : 0) | (f->m > 0 ? f->m << CG_FMT_EXP_SHIFT : 0);
        fw_put(w, w->field, cg_dev_fmt_real(cg, w->field, v, f->w, d, flags, k));
        w->bound += f->w > 0 ? f->w : 360 + d;
        return;
    }
    if (integer_desc) {
        LLVMValueRef v = cg_expr(cg, e);
        if (t->kind_param < 8)
            v = LLVMBuildSExt(cg->b, v, cg->t_i64, "");
        int radix = f->kind == 'I' ? 10 : f->kind == 'Z' ? 16 : f->kind == 'O' ? 8 : 2;
        int width = f->w < 0 ? 0 : f->w;
        fw_put(w, w->field, cg_dev_fmt_int(cg, w->field, v, 8 * t->kind_param, radix, width, f->m,
                                           w->plus && f->kind == 'I' ? CG_FMT_SP : 0));
        w->bound += width > 0 ? width : (f->m > 66 ? f->m : 66);
        return;
    }
    if (f->kind == 'L') {
        int width = f->w > 0 ? f->w : 1;
        fw_put(w, NULL, cg_const_i32(cg, width - 1));
        LLVMValueRef tf = cg_global_string(cg, "FT", 2, "devfmt.tf");
        LLVMValueRef idx = LLVMBuildZExt(cg->b, cg_logical_cond(cg, e), cg->t_i64, "");
        fw_put(w, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, tf, &idx, 1, ""), cg_const_i32(cg, 1));
        w->bound += width;
        return;
    }
    /* A: the string; Aw: its leftmost w characters, or the string
     * right-justified in w */
    LLVMValueRef p, len;
    cg_char_expr(cg, e, &p, &len);
    len = cg_char_len_i64(cg, len);
    bool known = LLVMIsAConstantInt(len);
    LLVMValueRef zero = cg_const_i64(cg, 0);
    len = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, len, zero, ""), zero, len, "");
    if (f->w < 0) {
        /* a length not known when compiling: at most 256 characters */
        LLVMValueRef cap = cg_const_i64(cg, 256);
        if (!known)
            len = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, len, cap, ""), cap, len, "");
        fw_put(w, p, LLVMBuildTrunc(cg->b, len, cg->t_i32, ""));
        w->bound += known ? LLVMConstIntGetSExtValue(len) : 256;
        return;
    }
    LLVMValueRef wv = cg_const_i64(cg, f->w);
    LLVMValueRef lt = LLVMBuildICmp(cg->b, LLVMIntSLT, len, wv, "");
    fw_put(w, NULL, LLVMBuildTrunc(cg->b, LLVMBuildSelect(cg->b, lt, LLVMBuildSub(cg->b, wv, len, ""), zero, ""), cg->t_i32, ""));
    fw_put(w, p, LLVMBuildTrunc(cg->b, LLVMBuildSelect(cg->b, lt, len, wv, ""), cg->t_i32, ""));
    w->bound += f->w;
}

/* Walks the nodes once; returns false when the items ran out at a data
 * descriptor (the statement's output ends there). */
static bool fw_nodes(FmtWalk *w, FmtNode *v, int n)
{
    for (int i = 0; i < n; i++) {
        FmtNode *f = &v[i];
        if (f->kind == 'X') { /* nX: rep is n */
            fw_move(w, 'r', f->rep);
            continue;
        }
        for (int r = 0; r < f->rep; r++) {
            switch (f->kind) {
            case 'G':
                if (!fw_nodes(w, f->kids, f->nkids))
                    return false;
                break;
            case '\'':
                fw_text(w, f->text, f->len);
                break;
            case 'T': case 'l': case 'r':
                fw_move(w, f->kind, f->w);
                break;
            case '/':
                cg_dev_rec_end(w->cg, w->rec, w->state);
                w->bound++;
                break;
            case ':': /* the output ends here when no items are left */
                if (w->next >= w->nitems)
                    return false;
                break;
            case '+': case '-':
                w->plus = f->kind == '+';
                break;
            case 'P':
                w->scale = f->w;
                break;
            case 'b':
                break;
            default:
                if (w->next >= w->nitems)
                    return false;
                fw_data(w, f);
                break;
            }
        }
    }
    return true;
}

static bool fmt_has_data(FmtNode *v, int n)
{
    for (int i = 0; i < n; i++)
        if (v[i].kind == 'G' ? fmt_has_data(v[i].kids, v[i].nkids)
                             : !strchr("'X/:+-TlrPb", v[i].kind))
            return true;
    return false;
}

/* The scalar items of the output list: a complex item is two, an array of
 * constant size (at most DP_MAX_ARRAY_ITEMS elements) its elements in
 * array element order (elems: their 0-based indices, NULL for scalars). */
static void fmt_items(CG *cg, Node *e, PtrVec *items, PtrVec *parts, PtrVec *elems, PtrVec *ranks)
{
    if (e->kind == N_IMPLIED_DO) {
        error_at(e->loc, "implied-DO items in a PRINT statement in device code are not supported");
        return;
    }
    int64_t n = 1, ne[15];
    int rank = 0;
    if (e->rank > 0) {
        n = const_extents(cg, e, ne, &rank);
        if (rank <= 0 || n < 0 || n > DP_MAX_ARRAY_ITEMS) {
            error_at(e->loc, "an array item in a formatted PRINT or WRITE in device code must be an array of constant size at most %d",
                     DP_MAX_ARRAY_ITEMS);
            return;
        }
    }
    int np = e->type && e->type->kind == TY_COMPLEX ? 2 : 1;
    for (int64_t el = 0; el < n; el++) {
        LLVMValueRef *idx = NULL;
        if (rank > 0) {
            idx = arena_alloc(cu_arena, (size_t)rank * sizeof *idx);
            int64_t r = el;
            for (int d = 0; d < rank; d++) {
                idx[d] = cg_const_i64(cg, r % ne[d]);
                r /= ne[d];
            }
        }
        for (int k = 1; k <= np; k++) {
            vec_push(items, e);
            vec_push(parts, (void *)(intptr_t)(np == 2 ? k : 0));
            vec_push(elems, idx);
            vec_push(ranks, (void *)(intptr_t)rank);
        }
    }
}

/* llvm.lifetime.start/end of a statement's buffers: LLVM then lets the
 * statements of a kernel share their stack (local memory on the GPU). */
static void lifetime(CG *cg, bool start, LLVMValueRef p, uint64_t size)
{
    const char *name = start ? "llvm.lifetime.start" : "llvm.lifetime.end";
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef pt = LLVMTypeOf(p);
    LLVMValueRef args[2] = {LLVMConstInt(cg->t_i64, size, false), p};
    LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, &pt, 1), LLVMGetIntrinsicDeclaration(cg->mod, id, &pt, 1), args, 2,
                   "");
}

/* PRINT fmt / WRITE(*, fmt) in device code with a format known when
 * compiling: the fields in a record buffer with libgfortran's text
 * (device_fmt.c), then one vprintf of the whole output, records ended by
 * newlines: I, B, O, Z, F, E, D, EN, ES, G, A, L, literals, nX, T, TL, TR,
 * '/', ':', SP/SS/S, kP, BN/BZ, repeat counts, groups and format
 * reversion. */
static void io_device_formatted(CG *cg, Node *s, const char *text, size_t len)
{
    FmtParse p = {text, 0, len, NULL};
    fp_blank(&p);
    if (p.i >= p.n || text[p.i] != '(') {
        error_at(s->loc, "the format of a PRINT or WRITE in device code must begin with '('");
        return;
    }
    p.i++;
    FmtNode *top;
    int ntop = fp_group(&p, &top);
    if (!p.err && (p.i >= p.n || text[p.i] != ')'))
        p.err = "the format has no closing parenthesis";
    if (p.err) {
        error_at(s->loc, "%s is not supported in the format of a PRINT or WRITE in device code", p.err);
        return;
    }
    PtrVec items = {0}, parts = {0}, elems = {0}, ranks = {0};
    for (int i = 0; i < s->args.len; i++)
        fmt_items(cg, s->args.items[i], &items, &parts, &elems, &ranks);
    if (items.len && !fmt_has_data(top, ntop)) {
        error_at(s->loc, "the format of this PRINT or WRITE has no data edit descriptor for its items");
        return;
    }
    /* the record: its size is known after the walk (a placeholder until
     * then); its state {position, end, start, capacity} starts in a block
     * of its own, the capacity stored there after the walk */
    LLVMValueRef placeholder = cg_alloca(cg, LLVMArrayType2(cg->t_i8, 1), "devfmt.rec");
    LLVMValueRef state = cg_alloca(cg, LLVMArrayType2(cg->t_i32, 4), "devfmt.state");
    LLVMValueRef field = cg_alloca(cg, LLVMArrayType2(cg->t_i8, CG_DEV_FMT_FIELD), "devfmt.field");
    LLVMBasicBlockRef init = cg_new_block(cg, "devfmt.init"), body = cg_new_block(cg, "devfmt.body");
    LLVMBuildBr(cg->b, init);
    LLVMPositionBuilderAtEnd(cg->b, init);
    LLVMValueRef init_br = LLVMBuildBr(cg->b, body);
    LLVMPositionBuilderAtEnd(cg->b, body);
    FmtWalk w = {cg, (Node **)items.data, NULL, (LLVMValueRef **)elems.data, NULL, items.len, 0, false, 0,
                 placeholder, state, field, 0, s->loc};
    int *pv = arena_alloc(cu_arena, (size_t)(items.len + 1) * sizeof *pv);
    int *rv = arena_alloc(cu_arena, (size_t)(items.len + 1) * sizeof *rv);
    for (int i = 0; i < items.len; i++) {
        pv[i] = (int)(intptr_t)parts.data[i];
        rv[i] = (int)(intptr_t)ranks.data[i];
    }
    w.part = pv;
    w.elem_rank = rv;
    /* reversion: from the last top-level group (with its repeat), or the
     * whole format, each time on a new record */
    int rev = 0;
    for (int i = 0; i < ntop; i++)
        if (top[i].kind == 'G')
            rev = i;
    if (items.len && !fmt_has_data(top + rev, ntop - rev)) {
        error_at(s->loc, "the format of this PRINT or WRITE reverts to a part with no data edit descriptor");
        return;
    }
    bool more = fw_nodes(&w, top, ntop);
    while (more && w.next < w.nitems) {
        cg_dev_rec_end(cg, w.rec, w.state);
        w.bound++;
        more = fw_nodes(&w, top + rev, ntop - rev);
    }
    cg_dev_rec_end(cg, w.rec, w.state);
    if (w.bound > 65536) {
        error_at(s->loc, "this PRINT or WRITE in device code prints more than 65536 characters");
        return;
    }
    int cap = (int)w.bound + 3;
    LLVMValueRef rec = cg_alloca(cg, LLVMArrayType2(cg->t_i8, (unsigned)cap), "devfmt.rec");
    LLVMReplaceAllUsesWith(placeholder, rec);
    LLVMInstructionEraseFromParent(placeholder);
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(cg->b);
    LLVMPositionBuilderBefore(cg->b, init_br);
    lifetime(cg, true, rec, (uint64_t)cap);
    lifetime(cg, true, state, 16);
    lifetime(cg, true, field, CG_DEV_FMT_FIELD);
    for (int i = 0; i < 4; i++)
        LLVMBuildStore(cg->b, cg_const_i32(cg, i == 3 ? cap : 0), fw_state(&w, i));
    LLVMPositionBuilderAtEnd(cg->b, cur);
    DevPrint dp;
    memset(&dp, 0, sizeof dp);
    dp_fmt(&dp, "%s");
    dp_val(&dp, rec);
    dev_vprintf(cg, &dp);
    lifetime(cg, false, field, CG_DEV_FMT_FIELD);
    lifetime(cg, false, state, 16);
    lifetime(cg, false, rec, (uint64_t)cap);
}

/* PRINT * / WRITE(*,*) in device code: one vprintf per statement, so each
 * thread's line comes out whole (CUDA Fortran guide, device PRINT); a
 * format known when compiling goes to io_device_formatted. */
static void io_device_print(CG *cg, Node *s)
{
    Node *unit = s->kind == N_PRINT ? NULL : cg_io_kw(s, "unit");
    Node *fmt = cg_io_kw(s, "fmt");
    bool default_unit = !unit || unit->kind == N_STAR || (unit->cval && unit->cval->i == 6);
    if (default_unit && fmt && fmt->kind == N_INT_LIT && s->opts.len <= (s->kind == N_PRINT ? 1 : 2)) {
        int label = fmt->cval ? (int)fmt->cval->i : atoi(fmt->text ? fmt->text : "0");
        Node *f = cg_find_format(cg, s, label);
        if (!f || !f->text) {
            error_at(fmt->loc, "FORMAT statement with label %d not found", label);
            return;
        }
        io_device_formatted(cg, s, f->text, strlen(f->text));
        return;
    }
    if (default_unit && fmt && fmt->cval && fmt->cval->type && fmt->cval->type->kind == TY_CHARACTER &&
        s->opts.len <= (s->kind == N_PRINT ? 1 : 2)) {
        io_device_formatted(cg, s, fmt->cval->str.s, (size_t)fmt->cval->str.len);
        return;
    }
    if (!default_unit || !fmt || fmt->kind != N_STAR || s->opts.len > (s->kind == N_PRINT ? 1 : 2)) {
        error_at(s->loc, "only list-directed PRINT and WRITE to the default unit are allowed in device code");
        return;
    }
    DevPrint dp;
    memset(&dp, 0, sizeof dp);
    dp_fmt(&dp, " ");
    for (int i = 0; i < s->args.len; i++)
        dp_item(cg, &dp, s->args.items[i]);
    dp_fmt(&dp, "\n");
    if (dp.overflow) {
        error_at(s->loc, "this PRINT statement in device code prints more than one device printf can take (64 values)");
        return;
    }
    dev_vprintf(cg, &dp);
}

/* vprintf(format, packed arguments): the buffer is laid out like a C struct
 * of the arguments, which is what CUDA's vprintf reads, and what
 * cuf90_emu_vprintf reads under the emulator (its layout is the same on
 * x86-64: every argument at its natural alignment). */
static void dev_vprintf(CG *cg, DevPrint *pd)
{
    DevPrint dp = *pd;
    LLVMValueRef f = cg_global_string(cg, dp.fmt, dp.flen, "devfmt");
    LLVMValueRef buf = LLVMConstNull(cg->t_ptr);
    if (dp.n) {
        LLVMTypeRef ft[64];
        for (int i = 0; i < dp.n; i++)
            ft[i] = LLVMTypeOf(dp.vals[i]);
        LLVMTypeRef st = LLVMStructTypeInContext(cg->ctx, ft, (unsigned)dp.n, false);
        buf = cg_alloca(cg, st, "printf.args");
        for (int i = 0; i < dp.n; i++)
            LLVMBuildStore(cg->b, dp.vals[i], LLVMBuildStructGEP2(cg->b, st, buf, (unsigned)i, ""));
    }
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[2] = {f, buf};
    cg_call_extern(cg, cg->target == CG_TARGET_NVPTX ? "vprintf" : "cuf90_emu_vprintf", cg->t_i32,
                   pt, 2, args, 2, false);
}

/* STOP / ERROR STOP in device code. The stop code is printed with vprintf
 * as "STOP code" / "ERROR STOP code" on standard output (a character code
 * as its characters), on both targets. Then on the GPU STOP ends the thread
 * (PTX exit) and ERROR STOP traps, which fails the kernel at the host's next
 * synchronization; the emulator ends the emulated thread or fails the
 * kernel naming the statement and the thread (rt/emu.h). */
static void device_stop(CG *cg, Node *s, bool error)
{
    Node *code = s->rhs;
    bool quiet = s->lhs && s->lhs->cval && s->lhs->cval->i;
    if (code && !quiet) {
        DevPrint dp;
        memset(&dp, 0, sizeof dp);
        dp_fmt(&dp, error ? "ERROR STOP " : "STOP ");
        if (code->type && code->type->kind == TY_CHARACTER) {
            dp_string(cg, &dp, code);
        } else {
            dp_fmt(&dp, "%d");
            dp_val(&dp, int_value(cg, code, type_int(4)));
        }
        dp_fmt(&dp, "\n");
        dev_vprintf(cg, &dp);
    }
    if (cg->target == CG_TARGET_NVPTX) {
        const char *name = error ? "llvm.trap" : "llvm.nvvm.exit";
        unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
        LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
        LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), fn, NULL, 0, "");
    } else if (error) {
        const char *file = s->loc.file ? s->loc.file->name : cg->src_name;
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i32};
        LLVMValueRef av[2] = {cg_global_string(cg, file, strlen(file), ".file"), cg_const_i32(cg, s->loc.line)};
        cg_call_extern(cg, "cuf90_emu_error_stop", cg->t_void, pt, 2, av, 2, false);
    } else {
        cg_call_extern(cg, "cuf90_emu_thread_exit", cg->t_void, NULL, 0, NULL, 0, false);
    }
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg_new_block(cg, "after.stop"));
}

/* I/O statements of device code: only list-directed PRINT and WRITE to the
 * default unit exist there. */
void cg_device_io_stmt(CG *cg, Node *s)
{
    if (s->kind == N_PRINT || s->kind == N_WRITE)
        io_device_print(cg, s);
    else
        error_at(s->loc, "only list-directed PRINT and WRITE to the default unit are allowed in device code");
}

/* STOP / ERROR STOP in device code (GPU or emulated). */
void cg_device_stop_stmt(CG *cg, Node *s, bool error)
{
    device_stop(cg, s, error);
}
