/* modfile_gfortran.c — reading gfortran's module files (GCC 12, module
 * format version 15; docs/modfile.md): gunzip, parse the S-expression text
 * of gcc/fortran/module.cc, and turn it into the Fortran text of a cuf90
 * .mod body, which modfile.c then declares with the compiler's own front
 * end and sema, as it does its own files. Entities of other modules that
 * the file describes are reached by USE of those modules (their .mod
 * files, gfortran's or ours, next to this one or on the search path), so
 * their types stay one type and their procedures keep their names. */
#include "sema_impl.h"

#include <ctype.h>
#include <stdlib.h>
#include <zlib.h>

/* ---- the S-expression tree ---- */

typedef enum { GA_LIST, GA_INT, GA_STR, GA_NAME } GAKind;

typedef struct GA {
    GAKind k;
    int n;                     /* GA_LIST: children */
    struct GA **v;
    const char *s;             /* GA_STR, GA_NAME */
    long long i;               /* GA_INT */
} GA;

typedef struct Parser {
    const char *p, *end;
    bool bad;
} Parser;

static void skip_ws(Parser *ps)
{
    while (ps->p < ps->end && isspace((unsigned char)*ps->p))
        ps->p++;
}

static GA *ga_new(GAKind k)
{
    GA *a = arena_alloc(cu_arena, sizeof *a);
    memset(a, 0, sizeof *a);
    a->k = k;
    return a;
}

static GA *parse_atom(Parser *ps)
{
    skip_ws(ps);
    if (ps->p >= ps->end) {
        ps->bad = true;
        return NULL;
    }
    char c = *ps->p;
    if (c == '(') {
        ps->p++;
        GA *l = ga_new(GA_LIST);
        PtrVec kids = {0};
        for (;;) {
            skip_ws(ps);
            if (ps->p >= ps->end) {
                ps->bad = true;
                break;
            }
            if (*ps->p == ')') {
                ps->p++;
                break;
            }
            GA *k = parse_atom(ps);
            if (!k)
                break;
            vec_push(&kids, k);
        }
        l->n = kids.len;
        l->v = arena_alloc(cu_arena, sizeof(GA *) * (size_t)(kids.len ? kids.len : 1));
        if (kids.len)
            memcpy(l->v, kids.data, sizeof(GA *) * (size_t)kids.len);
        free(kids.data);
        return ps->bad ? NULL : l;
    }
    if (c == '\'') {
        /* a string: '' inside is one quote */
        ps->p++;
        Buf b = {0};
        bputs(&b, "");
        while (ps->p < ps->end) {
            if (*ps->p == '\'') {
                if (ps->p + 1 < ps->end && ps->p[1] == '\'') {
                    bputs(&b, "'");
                    ps->p += 2;
                    continue;
                }
                ps->p++;
                break;
            }
            char ch[2] = {*ps->p++, 0};
            bputs(&b, ch);
        }
        GA *a = ga_new(GA_STR);
        a->s = arena_strdup(cu_arena, b.p);
        free(b.p);
        return a;
    }
    if (c == '-' || isdigit((unsigned char)c)) {
        GA *a = ga_new(GA_INT);
        a->i = strtoll(ps->p, (char **)&ps->p, 10);
        return a;
    }
    const char *st = ps->p;
    while (ps->p < ps->end && !isspace((unsigned char)*ps->p) && *ps->p != '(' && *ps->p != ')')
        ps->p++;
    if (ps->p == st) {
        ps->bad = true;
        return NULL;
    }
    GA *a = ga_new(GA_NAME);
    a->s = arena_strndup(cu_arena, st, (size_t)(ps->p - st));
    return a;
}

static GA *kid(GA *l, int i) { return l && l->k == GA_LIST && i < l->n ? l->v[i] : NULL; }
static long long ival(GA *a) { return a && a->k == GA_INT ? a->i : 0; }
static const char *sval(GA *a) { return a && (a->k == GA_STR || a->k == GA_NAME) ? a->s : ""; }
static bool is_empty(GA *a) { return !a || (a->k == GA_LIST && a->n == 0); }

/* ---- symbols of the file ---- */

typedef struct GSym {
    long long num;
    const char *name, *module, *label;
    long long ns;
    GA *attr, *comps, *ts, *formal, *value, *as, *f2k;
    long long formal_ns, common_next, result, intmod;
    const char *local;         /* name in the generated text */
    bool in_symtree;           /* accessible from outside (the file's symtree) */
    bool emitted, imported, in_generic, left_out;
    bool body_written;         /* an interface body already inside a generic */
    /* of a module whose .mod file is not to be found (gfortran's openacc
     * needs openacc_internal, which is not installed): declared here */
    const char *orphan_of;
} GSym;

typedef struct GF {
    const char *main;          /* the module's name */
    Loc loc;                   /* of the USE */
    GSym **syms;               /* by number */
    long long nsyms;
    GA *symtree;               /* ('name' ambiguous symbol)... */
    PtrVec missing;            /* names of modules whose files are not found */
    Buf use, spec, contains, access;
    bool unsupported;          /* the entity being written cannot be represented: left out */
    const char *why;
} GF;

static GSym *gsym(GF *g, long long n) { return n > 0 && n < g->nsyms ? g->syms[n] : NULL; }

static const char *flavor(GSym *s) { return sval(kid(s->attr, 0)); }
static const char *intent_of(GSym *s) { return sval(kid(s->attr, 1)); }
static const char *proc_kind(GSym *s) { return sval(kid(s->attr, 2)); }
static const char *if_source(GSym *s) { return sval(kid(s->attr, 3)); }
static long long ext_attr(GA *attr) { return ival(kid(attr, 5)); }

static bool attr_has(GA *attr, const char *name)
{
    for (int i = 7; attr && i < attr->n; i++)
        if (!strcmp(sval(attr->v[i]), name))
            return true;
    return false;
}
static bool has(GSym *s, const char *name) { return attr_has(s->attr, name); }

static char *lower(const char *s)
{
    char *r = arena_strdup(cu_arena, s);
    for (char *p = r; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return r;
}

/* gfortran's names of the intrinsic modules (INTMOD_*) */
static const char *intrinsic_module_name(GSym *s)
{
    const char *m = s->module;
    if (!strncmp(m, "__", 2))
        m += 2;
    return m;
}

static bool is_foreign(GF *g, GSym *s)
{
    return s->module && s->module[0] && strcmp(s->module, g->main) != 0;
}

/* Whether cuf90's intrinsic module has the entity gfortran's file names
 * (not: GNU extensions such as c_f_procpointer; their uses fail then). */
static bool intrinsic_has(GF *g, GSym *s)
{
    Symbol *m = intrinsic_module(intrinsic_module_name(s), g->loc);
    return m && m->scope && scope_lookup_local(m->scope, lower(s->name));
}

/* The name a symbol has in the generated text; an entity of another
 * module is brought in by a USE ... ONLY of it, under each name the file
 * exports it by (renames), or privately under its own. */
static const char *local_name(GF *g, GSym *s)
{
    if (!s)
        return "?";
    if (!s->local)
        s->local = lower(s->name);
    if (is_foreign(g, s) && !s->imported) {
        s->imported = true;
        if (s->intmod && !intrinsic_has(g, s))
            return s->local;
        const char *orig = lower(s->name);
        const char *m = s->intmod ? intrinsic_module_name(s) : s->module;
        int k = 0;
        for (int i = 0; g->symtree && i + 2 < g->symtree->n; i += 3) {
            if (ival(g->symtree->v[i + 2]) != s->num)
                continue;
            const char *as = lower(sval(g->symtree->v[i]));
            bprintf(&g->use, "  use%s %s, only: ", s->intmod ? ", intrinsic ::" : "", m);
            if (strcmp(as, orig))
                bprintf(&g->use, "%s => %s\n", as, orig);
            else
                bprintf(&g->use, "%s\n", orig);
            if (!k++)
                s->local = as;
        }
        if (!k) {
            bprintf(&g->use, "  use%s %s, only: %s\n", s->intmod ? ", intrinsic ::" : "", m, orig);
            bprintf(&g->access, "  private :: %s\n", orig);
            s->local = orig;
        }
    }
    return s->local;
}

/* ---- expressions ---- */

static char *expr_text(GF *g, GA *e, bool *ok);

static char *hexreal_text(const char *m, int kind, bool *ok)
{
    /* mpfr's base-16 form: [-]0.HHHH@E, the value 0.HHHH * 16^E */
    bool neg = *m == '-';
    if (neg)
        m++;
    if (strncmp(m, "0.", 2) != 0) {
        *ok = false;
        return "0";
    }
    const char *at = strchr(m, '@');
    if (!at) {
        *ok = false;
        return "0";
    }
    long e = strtol(at + 1, NULL, 10);
    char *hex = arena_printf(cu_arena, "0x0.%.*sp%ld", (int)(at - m - 2), m + 2, 4 * e);
    double v = strtod(hex, NULL);
    if (neg)
        v = -v;
    if (kind == 4)
        return arena_printf(cu_arena, "%.9e_4", v);
    return arena_printf(cu_arena, "%.17e_%d", v, kind);
}

static char *char_const_text(const char *s, int kind)
{
    /* printable runs quoted, the rest achar(n); '\Uxxxxxxxx' escapes; kind 4: 4_'...' and
       achar(n, 4) */
    const char *q = kind == 4 ? "4_'" : "'";
    Buf b = {0};
    bputs(&b, "");
    bool open = false, any = false;
    for (const char *p = s; *p;) {
        unsigned c = (unsigned char)*p;
        int adv = 1;
        if (c == '\\' && (p[1] == 'U' || p[1] == 'u')) {
            int nd = p[1] == 'U' ? 8 : 4;
            char tmp[9] = {0};
            memcpy(tmp, p + 2, (size_t)nd);
            c = (unsigned)strtoul(tmp, NULL, 16);
            adv = 2 + nd;
        } else if (c == '\\' && p[1] == '\\') {
            adv = 2;
        }
        if (c >= 32 && c < 127) {
            if (!open) {
                bputs(&b, any ? " // " : "");
                bputs(&b, q);
            }
            open = any = true;
            char ch[3] = {(char)c, c == '\'' ? '\'' : 0, 0};
            bputs(&b, ch);
        } else {
            if (open)
                bputs(&b, "'");
            open = false;
            bprintf(&b, kind == 4 ? "%sachar(%u, 4)" : "%sachar(%u)", any ? " // " : "", c);
            any = true;
        }
        p += adv;
    }
    if (open)
        bputs(&b, "'");
    if (!any)
        bputs(&b, kind == 4 ? "4_''" : "''");
    char *r = arena_strdup(cu_arena, b.p);
    free(b.p);
    return r;
}

static const struct { const char *name, *text; } gf_ops[] = {
    {"UPLUS", "+"}, {"UMINUS", "-"}, {"PLUS", "+"}, {"MINUS", "-"}, {"TIMES", "*"}, {"DIVIDE", "/"},
    {"POWER", "**"}, {"CONCAT", "//"}, {"AND", ".and."}, {"OR", ".or."}, {"EQV", ".eqv."},
    {"NEQV", ".neqv."}, {"EQ_SIGN", "=="}, {"EQ", "=="}, {"NE_SIGN", "/="}, {"NE", "/="},
    {"GT_SIGN", ">"}, {"GT", ">"}, {"GE_SIGN", ">="}, {"GE", ">="}, {"LT_SIGN", "<"}, {"LT", "<"},
    {"LE_SIGN", "<="}, {"LE", "<="}, {"NOT", ".not."}, {"PARENTHESES", ""},
};

static char *ctor_text(GF *g, GA *ctor, bool *ok)
{
    char *s = "";
    for (int i = 0; ctor && i < ctor->n; i++) {
        GA *c = ctor->v[i];
        if (!is_empty(kid(c, 1)))
            *ok = false; /* an implied DO */
        s = arena_printf(cu_arena, "%s%s%s", s, i ? ", " : "", expr_text(g, kid(c, 0), ok));
    }
    return s;
}

static int ts_kind(GA *ts) { return (int)ival(kid(ts, 1)); }

/* (CONSTANT ts rank value...) and friends, per gcc/fortran/module.cc mio_expr */
static char *expr_text(GF *g, GA *e, bool *ok)
{
    if (is_empty(e)) {
        *ok = false;
        return "0";
    }
    const char *k = sval(kid(e, 0));
    GA *ts = kid(e, 1);
    const char *ty = sval(kid(ts, 0));
    if (!strcmp(k, "CONSTANT")) {
        if (!strcmp(ty, "INTEGER")) {
            const char *v = sval(kid(e, 3));
            return arena_printf(cu_arena, v[0] == '-' ? "(%s_%d)" : "%s_%d", v, ts_kind(ts));
        }
        if (!strcmp(ty, "REAL")) {
            char *v = hexreal_text(sval(kid(e, 3)), ts_kind(ts), ok);
            return v[0] == '-' ? arena_printf(cu_arena, "(%s)", v) : v;
        }
        if (!strcmp(ty, "COMPLEX"))
            return arena_printf(cu_arena, "(%s, %s)", hexreal_text(sval(kid(e, 3)), ts_kind(ts), ok),
                                hexreal_text(sval(kid(e, 4)), ts_kind(ts), ok));
        if (!strcmp(ty, "LOGICAL"))
            return arena_printf(cu_arena, "%s_%d", ival(kid(e, 3)) ? ".true." : ".false.", ts_kind(ts));
        if (!strcmp(ty, "CHARACTER"))
            return char_const_text(sval(kid(e, 4)), ts_kind(ts));
        *ok = false;
        return "0";
    }
    if (!strcmp(k, "ARRAY")) {
        GA *shape = kid(e, 4);
        char *elems = ctor_text(g, kid(e, 3), ok);
        if (ival(kid(e, 2)) <= 1)
            return arena_printf(cu_arena, "[%s]", elems);
        char *sh = "";
        for (int i = 0; shape && i < shape->n; i++)
            sh = arena_printf(cu_arena, "%s%s%s", sh, i ? ", " : "", sval(shape->v[i]));
        return arena_printf(cu_arena, "reshape([%s], [%s])", elems, sh);
    }
    if (!strcmp(k, "STRUCTURE")) {
        GSym *d = gsym(g, ival(kid(ts, 1)));
        return arena_printf(cu_arena, "%s(%s)", local_name(g, d), ctor_text(g, kid(e, 3), ok));
    }
    if (!strcmp(k, "VARIABLE")) {
        if (!is_empty(kid(e, 4)))
            *ok = false; /* subscripts, components */
        return (char *)local_name(g, gsym(g, ival(kid(e, 3))));
    }
    if (!strcmp(k, "OP")) {
        const char *op = sval(kid(e, 3));
        for (size_t i = 0; i < sizeof gf_ops / sizeof gf_ops[0]; i++) {
            if (strcmp(op, gf_ops[i].name))
                continue;
            if (e->n <= 5 || is_empty(kid(e, 5)))
                return arena_printf(cu_arena, "(%s%s)", gf_ops[i].text, expr_text(g, kid(e, 4), ok));
            return arena_printf(cu_arena, "(%s %s %s)", expr_text(g, kid(e, 4), ok), gf_ops[i].text,
                                expr_text(g, kid(e, 5), ok));
        }
        *ok = false;
        return "0";
    }
    if (!strcmp(k, "FUNCTION")) {
        /* (FUNCTION ts rank symtree (args) 'name' flag [isym-name | esym | refs] ()):
         * flag 0 is an intrinsic, named generically ('len', not '__len_1_i4') */
        long long flag = ival(kid(e, 6));
        const char *fn = flag == 0 ? lower(sval(kid(e, 7))) : local_name(g, gsym(g, ival(kid(e, 3))));
        GA *args = kid(e, 4);
        char *s = "";
        for (int i = 0; args && i < args->n; i++) {
            GA *a = args->v[i];
            if (is_empty(kid(a, 1)))
                continue;
            const char *kw = sval(kid(a, 0));
            s = arena_printf(cu_arena, "%s%s%s%s%s", s, *s ? ", " : "", kw, *kw ? "=" : "", expr_text(g, kid(a, 1), ok));
        }
        return arena_printf(cu_arena, "%s(%s)", fn, s);
    }
    if (!strcmp(k, "NULL"))
        return "null()";
    *ok = false;
    return "0";
}

/* ---- types and shapes ---- */

/* The declaration type of typespec 'ts'; *assumed_type for TYPE(*). */
static char *type_text(GF *g, GA *ts, bool *assumed_type)
{
    const char *ty = sval(kid(ts, 0));
    int k = ts_kind(ts);
    if (!strcmp(ty, "INTEGER") || !strcmp(ty, "REAL") || !strcmp(ty, "COMPLEX") || !strcmp(ty, "LOGICAL"))
        return arena_printf(cu_arena, "%s(%d)", lower(ty), k);
    if (!strcmp(ty, "CHARACTER")) {
        GA *cl = kid(ts, 6);
        if (ts->n > 7 && !strcmp(sval(kid(ts, 7)), "DEFERRED_CL"))
            return k == 4 ? "character(len=:,kind=4)" : "character(len=:)";
        if (is_empty(kid(cl, 0)))
            return k == 4 ? "character(len=*,kind=4)" : "character(len=*)";
        bool ok = true;
        char *len = expr_text(g, kid(cl, 0), &ok);
        if (k == 4)
            return ok ? arena_printf(cu_arena, "character(len=%s,kind=4)", len) : "character(len=*,kind=4)";
        return ok ? arena_printf(cu_arena, "character(len=%s)", len) : "character(len=*)";
    }
    if (!strcmp(ty, "DERIVED")) {
        GSym *d = gsym(g, ival(kid(ts, 1)));
        return arena_printf(cu_arena, "type(%s)", local_name(g, d));
    }
    if (!strcmp(ty, "CLASS")) {
        /* gfortran's class container __class_m_T_...: its _data component
         * has the declared type. cuf90's containers and vtables are laid out
         * as gfortran's (codegen/oop.c), except CLASS(*)'s, whose container
         * has a third member, the character length */
        GSym *c = gsym(g, ival(kid(ts, 1)));
        GA *comps = c ? c->comps : NULL;
        for (int i = 0; comps && i < comps->n; i++) {
            GA *cp = comps->v[i];
            if (!strcmp(sval(kid(cp, 1)), "_data")) {
                GA *dts = kid(cp, 2);
                GSym *d = gsym(g, ival(kid(dts, 1)));
                if ((d && attr_has(d->attr, "UNLIMITED_POLY")) || (!d && c && !strncmp(c->name, "__class__STAR", 13))) {
                    g->unsupported = true;
                    g->why = "a CLASS(*) entity (gfortran's container holds a length cuf90's does not)";
                    return "class(*)";
                }
                return arena_printf(cu_arena, "class(%s)", local_name(g, d));
            }
        }
        g->unsupported = true;
        g->why = "a CLASS entity of an unknown type";
        return "class(*)";
    }
    if (!strcmp(ty, "ASSUMED")) {
        *assumed_type = true;
        return "integer(4)";
    }
    g->unsupported = true;
    g->why = arena_printf(cu_arena, "type %s", ty);
    return "integer(4)";
}

/* The DIMENSION text of array spec 'as' ("" for a scalar); *rank_unknown
 * for an assumed-rank dummy. */
static char *shape_text(GF *g, GA *as, bool dummy, bool *assumed_rank)
{
    if (is_empty(as))
        return "";
    long long rank = ival(kid(as, 0));
    const char *kind = sval(kid(as, 2));
    if (!strcmp(kind, "ASSUMED_RANK")) {
        *assumed_rank = true;
        return "..";
    }
    char *s = "";
    bool ok = true;
    for (long long d = 0; d < rank; d++) {
        GA *lo = kid(as, 3 + 2 * (int)d), *hi = kid(as, 4 + 2 * (int)d);
        const char *sep = d ? ", " : "";
        char *los = is_empty(lo) ? "" : expr_text(g, lo, &ok);
        bool lo1 = is_empty(lo) || !strcmp(los, "1_4") || !strcmp(los, "1_8");
        if (!strcmp(kind, "DEFERRED"))
            s = arena_printf(cu_arena, "%s%s:", s, sep);
        else if (!strcmp(kind, "ASSUMED_SHAPE"))
            s = arena_printf(cu_arena, "%s%s%s:", s, sep, lo1 ? "" : los);
        else if (is_empty(hi))
            s = arena_printf(cu_arena, "%s%s%s%s*", s, sep, lo1 ? "" : los, lo1 ? "" : ":");
        else
            s = arena_printf(cu_arena, "%s%s%s%s%s", s, sep, lo1 ? "" : los, lo1 ? "" : ":", expr_text(g, hi, &ok));
    }
    if (!ok) {
        /* bounds we cannot write: a dummy is passed by address either way */
        if (dummy)
            return "*";
        g->unsupported = true;
        g->why = "array bounds";
    }
    return s;
}

/* ---- declarations ---- */

/* The _data component of a CLASS entity's container type (gfortran keeps
 * the entity's ALLOCATABLE, DIMENSION and, as CLASS_POINTER, POINTER
 * there: every _data is a POINTER), or NULL. */
static GA *class_data(GF *g, GA *ts)
{
    if (strcmp(sval(kid(ts, 0)), "CLASS"))
        return NULL;
    GSym *c = gsym(g, ival(kid(ts, 1)));
    for (int i = 0; c && c->comps && i < c->comps->n; i++)
        if (!strcmp(sval(kid(c->comps->v[i], 1)), "_data"))
            return c->comps->v[i];
    return NULL;
}

static void entity_decl(GF *g, Buf *b, GSym *s, const char *ind, bool parameter)
{
    bool assumed_type = false, assumed_rank = false;
    bool dummy = has(s, "DUMMY");
    char *ty = type_text(g, s->ts, &assumed_type);
    GA *cdata = class_data(g, s->ts);
    char *dims = shape_text(g, cdata ? kid(cdata, 3) : s->as, dummy, &assumed_rank);
    bprintf(b, "%s%s", ind, ty);
    if (parameter)
        bputs(b, ", parameter");
    static const struct { const char *attr, *text; } names[] = {
        {"ALLOCATABLE", "allocatable"}, {"POINTER", "pointer"}, {"TARGET", "target"},
        {"OPTIONAL", "optional"}, {"VALUE", "value"}, {"CONTIGUOUS", "contiguous"},
        {"PROTECTED", "protected"}, {"VOLATILE", "volatile"}, {"ASYNCHRONOUS", "asynchronous"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (has(s, names[i].attr) || (cdata && i < 2 && attr_has(kid(cdata, 6), i == 0 ? "ALLOCATABLE" : "CLASS_POINTER")))
            bprintf(b, ", %s", names[i].text);
    const char *in = intent_of(s);
    if (!strcmp(in, "IN") || !strcmp(in, "OUT") || !strcmp(in, "INOUT"))
        bprintf(b, ", intent(%s)", lower(in));
    if (!dummy && has(s, "IS_BIND_C") && !parameter)
        bprintf(b, ", bind(c%s)", s->label[0] ? arena_printf(cu_arena, ", name=\"%s\"", s->label) : "");
    if (*dims)
        bprintf(b, ", dimension(%s)", dims);
    bprintf(b, " :: %s", local_name(g, s));
    if (parameter) {
        bool ok = true;
        bprintf(b, " = %s", expr_text(g, s->value, &ok));
        if (!ok) {
            g->unsupported = true;
            g->why = arena_printf(cu_arena, "the value of '%s'", s->local);
        }
    }
    bputs(b, "\n");
    /* NO_ARG_CHECK (!GCC$ ATTRIBUTES NO_ARG_CHECK) and TYPE(*): any actual, by
     * address, device data too (a CUDA-aware MPI takes device buffers) */
    if ((ext_attr(s->attr) & (1 << 5)) || assumed_type)
        bprintf(b, "%s!dir$ ignore_tkr (tkrd) %s\n", ind, s->local);
}

static void write_proc(GF *g, Buf *b, GSym *p, const char *ind, bool body_only, bool import);

static void dummy_decls(GF *g, Buf *b, GSym *p, const char *ind)
{
    for (int i = 0; p->formal && i < p->formal->n; i++) {
        GSym *d = gsym(g, ival(p->formal->v[i]));
        if (!d)
            continue;
        if (!strcmp(flavor(d), "PROCEDURE")) {
            if (d->formal_ns || !is_empty(d->formal)) {
                bprintf(b, "%sinterface\n", ind);
                write_proc(g, b, d, arena_printf(cu_arena, "%s  ", ind), true, true);
                bprintf(b, "%send interface\n", ind);
            } else if (has(d, "FUNCTION") && strcmp(sval(kid(d->ts, 0)), "UNKNOWN")) {
                bool at = false;
                bprintf(b, "%s%s, external :: %s\n", ind, type_text(g, d->ts, &at), local_name(g, d));
            } else {
                bprintf(b, "%sexternal :: %s\n", ind, local_name(g, d));
            }
            if (has(d, "OPTIONAL"))
                bprintf(b, "%soptional :: %s\n", ind, d->local);
            continue;
        }
        entity_decl(g, b, d, ind, false);
    }
}

/* A procedure's interface (interface body or module procedure with an
 * empty body). */
static void write_proc(GF *g, Buf *b, GSym *p, const char *ind, bool body_only, bool import)
{
    bool fn = has(p, "FUNCTION");
    bprintf(b, "%s", ind);
    if (has(p, "PURE"))
        bputs(b, "pure ");
    if (has(p, "ELEMENTAL"))
        bputs(b, "elemental ");
    if (has(p, "RECURSIVE"))
        bputs(b, "recursive ");
    const char *name = local_name(g, p);
    bprintf(b, "%s %s(", fn ? "function" : "subroutine", name);
    int nd = 0;
    for (int i = 0; p->formal && i < p->formal->n; i++) {
        GSym *d = gsym(g, ival(p->formal->v[i]));
        bprintf(b, "%s%s", nd++ ? ", " : "", d ? local_name(g, d) : "*");
    }
    bputs(b, ")");
    GSym *res = fn ? gsym(g, p->result) : NULL;
    if (res && res != p)
        bprintf(b, " result(%s)", local_name(g, res));
    if (has(p, "IS_BIND_C"))
        bprintf(b, " bind(c%s)", p->label[0] ? arena_printf(cu_arena, ", name=\"%s\"", p->label) : "");
    bputs(b, "\n");
    char *in2 = arena_printf(cu_arena, "%s  ", ind);
    if (import)
        bprintf(b, "%simport\n", in2);
    bprintf(b, "%simplicit none\n", in2);
    dummy_decls(g, b, p, in2);
    if (fn) {
        GSym *r = res ? res : p;
        if (r == p) {
            bool at = false, ar = false;
            char *dims = shape_text(g, p->as, false, &ar);
            bprintf(b, "%s%s", in2, type_text(g, p->ts, &at));
            if (has(p, "POINTER"))
                bputs(b, ", pointer");
            if (has(p, "ALLOCATABLE"))
                bputs(b, ", allocatable");
            if (*dims)
                bprintf(b, ", dimension(%s)", dims);
            bprintf(b, " :: %s\n", name);
        } else {
            entity_decl(g, b, r, in2, false);
        }
    }
    bprintf(b, "%send %s %s\n", ind, fn ? "function" : "subroutine", name);
    (void)body_only;
}

static bool is_artificial(GSym *s)
{
    return has(s, "ARTIFICIAL") || has(s, "VTAB") || has(s, "VTYPE") || !strncmp(s->name, "__", 2);
}

/* gfortran's intrinsic operators in module-file order */
static const char *const intrinsic_op_names[] = {
    "operator(+)", "operator(-)", "operator(+)", "operator(-)", "operator(*)", "operator(/)",
    "operator(**)", "operator(//)", "operator(.and.)", "operator(.or.)", "operator(.eqv.)",
    "operator(.neqv.)", "operator(==)", "operator(/=)", "operator(>)", "operator(>=)", "operator(<)",
    "operator(<=)", "operator(==)", "operator(/=)", "operator(>)", "operator(>=)", "operator(<)",
    "operator(<=)", "operator(.not.)", "assignment(=)", NULL,
};

/* Position of binding 'name' among the procedure components of s's
 * gfortran vtype (__vtype_m_T: _hash, _size, ..., then the bindings in
 * vtable order), or a large number. */
static int vtype_slot(GF *g, GSym *s, const char *name)
{
    const char *vname = arena_printf(cu_arena, "__vtype_%s_%s", s->module, s->name);
    for (long long n = 1; n < g->nsyms; n++) {
        GSym *v = g->syms[n];
        if (!v || strcmp(v->name, vname) || strcmp(v->module, s->module))
            continue;
        for (int i = 0; v->comps && i < v->comps->n; i++)
            if (!strcmp(sval(kid(v->comps->v[i], 1)), name))
                return i;
    }
    return 1 << 20;
}

/* Whether procedure p can be declared (write_proc leaves nothing out). */
static bool proc_representable(GF *g, GSym *p)
{
    if (!p)
        return false;
    bool saved = g->unsupported;
    const char *why = g->why;
    g->unsupported = false;
    Buf scratch = {0};
    write_proc(g, &scratch, p, "", true, true);
    free(scratch.p);
    bool ok = !g->unsupported;
    g->unsupported = saved;
    g->why = why;
    return ok;
}

/* A type-bound procedure (f2k record): (ACCESS OVERRIDE PASS KIND PPC
 * 'pass_arg' pass_arg_num specific) or, for generics, (... '' 0 (n 'name' ...)). */
static void binding_line(GF *g, Buf *b, const char *bname, GA *tb)
{
    bool generic = !strcmp(sval(kid(tb, 3)), "GENERIC");
    const char *access = !strcmp(sval(kid(tb, 0)), "PRIVATE") ? ", private" : "";
    if (generic) {
        bprintf(b, "    generic%s :: %s => ", access, bname);
        GA *l = kid(tb, 7);
        int k = 0;
        for (int i = 0; l && i < l->n; i++)
            if (l->v[i]->k == GA_STR)
                bprintf(b, "%s%s", k++ ? ", " : "", lower(sval(l->v[i])));
        bputs(b, "\n");
        return;
    }
    GSym *sp = gsym(g, ival(kid(tb, 7)));
    const char *over = sval(kid(tb, 1));
    bool deferred = !strcmp(over, "DEFERRED");
    bprintf(b, "    procedure");
    if (deferred)
        bprintf(b, "(%s)", local_name(g, sp));
    if (!strcmp(sval(kid(tb, 2)), "NOPASS"))
        bputs(b, ", nopass");
    else if (sval(kid(tb, 5))[0])
        bprintf(b, ", pass(%s)", lower(sval(kid(tb, 5))));
    if (deferred)
        bputs(b, ", deferred");
    if (!strcmp(over, "NON_OVERRIDABLE"))
        bputs(b, ", non_overridable");
    bprintf(b, "%s :: %s", access, bname);
    if (!deferred && strcmp(local_name(g, sp), bname))
        bprintf(b, " => %s", local_name(g, sp));
    bputs(b, "\n");
}

/* The type-bound part of s (after CONTAINS): FINAL subroutines, the
 * procedure bindings in the order of gfortran's vtable (cuf90 gives a
 * type's new bindings their slots in the order written), the generics.
 * Left out whole, with a comment, when a bound procedure cannot be
 * declared: a binding missing would shift the slots of the others. */
static void write_bindings(GF *g, Buf *b, GSym *s)
{
    GA *f2k = s->f2k;
    GA *finals = kid(f2k, 0), *tbs = kid(f2k, 1), *uops = kid(f2k, 2), *iops = kid(f2k, 3);
    if (is_empty(finals) && is_empty(tbs) && is_empty(uops) && is_empty(iops))
        return;
    int n = tbs ? tbs->n : 0;
    for (int i = 0; i < n; i++) {
        GA *tb = kid(kid(tbs, i), 1);
        if (strcmp(sval(kid(tb, 3)), "GENERIC") && !proc_representable(g, gsym(g, ival(kid(tb, 7))))) {
            bprintf(b, "    ! the bindings of '%s' left out: '%s' cannot be declared\n", s->name, lower(sval(kid(kid(tbs, i), 0))));
            return;
        }
    }
    bputs(b, "  contains\n");
    for (int i = 0; finals && i < finals->n; i++) {
        GSym *f = gsym(g, ival(finals->v[i]));
        if (f && proc_representable(g, f))
            bprintf(b, "    final :: %s\n", local_name(g, f));
    }
    int order[n ? n : 1];
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = 1; i < n; i++) /* by vtable position (insertion sort) */
        for (int j = i; j > 0 && vtype_slot(g, s, sval(kid(kid(tbs, order[j]), 0))) <
                                     vtype_slot(g, s, sval(kid(kid(tbs, order[j - 1]), 0))); j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < n; i++) {
        GA *e = kid(tbs, order[i]);
        if (strcmp(sval(kid(kid(e, 1), 3)), "GENERIC"))
            binding_line(g, b, lower(sval(kid(e, 0))), kid(e, 1));
    }
    for (int i = 0; i < n; i++) {
        GA *e = kid(tbs, i);
        if (!strcmp(sval(kid(kid(e, 1), 3)), "GENERIC"))
            binding_line(g, b, lower(sval(kid(e, 0))), kid(e, 1));
    }
    for (int i = 0; uops && i < uops->n; i++) {
        GA *e = uops->v[i];
        binding_line(g, b, arena_printf(cu_arena, "operator(.%s.)", lower(sval(kid(e, 0)))), kid(e, 1));
    }
    /* gfortran's intrinsic operator numbers: INTRINSIC_USER (25) is not an
     * operator here, INTRINSIC_ASSIGN is 26 */
    for (int i = 0; iops && i < iops->n; i++) {
        GA *e = iops->v[i];
        long long op = ival(kid(e, 0));
        const char *name = op == 26 ? "assignment(=)" : op >= 0 && op < 25 ? intrinsic_op_names[op] : NULL;
        if (name)
            binding_line(g, b, name, kid(e, 1));
    }
}

static void write_derived(GF *g, GSym *s)
{
    s->emitted = true;
    /* the types of its components (and its parent) of this module first */
    for (int i = 0; s->comps && i < s->comps->n; i++) {
        GA *cts = kid(s->comps->v[i], 2);
        const char *ty = sval(kid(cts, 0));
        GSym *d = !strcmp(ty, "DERIVED") || !strcmp(ty, "CLASS") ? gsym(g, ival(kid(cts, 1))) : NULL;
        if (d && !d->emitted && !is_foreign(g, d) && d->module[0] && !is_artificial(d) &&
            !strcmp(flavor(d), "DERIVED"))
            write_derived(g, d);
    }
    Buf *b = &g->spec;
    const char *name = local_name(g, s);
    GA *comps = s->comps;
    long long ext = ival(kid(s->attr, 6));
    int first = 0;
    bprintf(b, "  type%s%s", has(s, "IS_BIND_C") ? ", bind(c)" : "", has(s, "ABSTRACT") ? ", abstract" : "");
    if (ext > 0 && comps && comps->n > 0) {
        GSym *parent = gsym(g, ival(kid(kid(comps->v[0], 2), 1)));
        bprintf(b, ", extends(%s)", local_name(g, parent));
        first = 1;
    }
    bprintf(b, " :: %s\n", name);
    if (has(s, "SEQUENCE"))
        bputs(b, "    sequence\n");
    for (int i = first; comps && i < comps->n; i++) {
        GA *c = comps->v[i];
        /* (id 'name' ts as kind_expr param_list attr access init [tb]) */
        const char *cname = lower(sval(kid(c, 1)));
        GA *cattr = kid(c, 6);
        if (attr_has(cattr, "PROC_POINTER")) {
            /* a procedure pointer component: (.. ts with the interface's
             * symbol .. attr access init (access OVERRIDE PASS SPECIFIC PPC
             * 'pass_arg' pass_arg_num)); without a declarable interface it
             * keeps its place and size as an address */
            GSym *iface = gsym(g, ival(kid(kid(c, 2), 2)));
            GA *tb = kid(c, 9);
            if (iface && proc_representable(g, iface)) {
                bprintf(b, "    procedure(%s), pointer", local_name(g, iface));
                if (!strcmp(sval(kid(tb, 2)), "NOPASS"))
                    bputs(b, ", nopass");
                else if (sval(kid(tb, 5))[0])
                    bprintf(b, ", pass(%s)", lower(sval(kid(tb, 5))));
                if (!strcmp(sval(kid(c, 7)), "PRIVATE"))
                    bputs(b, ", private");
                bprintf(b, " :: %s => null()\n", cname);
            } else {
                bprintf(b, "    integer(8), private :: %s = 0\n", cname);
            }
            continue;
        }
        bool at = false, ar = false;
        bprintf(b, "    %s", type_text(g, kid(c, 2), &at));
        if (attr_has(cattr, "POINTER"))
            bputs(b, ", pointer");
        if (attr_has(cattr, "ALLOCATABLE"))
            bputs(b, ", allocatable");
        if (!strcmp(sval(kid(c, 7)), "PRIVATE"))
            bputs(b, ", private");
        char *dims = shape_text(g, kid(c, 3), false, &ar);
        if (*dims)
            bprintf(b, ", dimension(%s)", dims);
        bprintf(b, " :: %s", cname);
        GA *init = kid(c, 8);
        if (!is_empty(init)) {
            bool ok = true;
            char *v = expr_text(g, init, &ok);
            if (ok)
                bprintf(b, attr_has(cattr, "POINTER") ? " => %s" : " = %s", v);
        }
        bputs(b, "\n");
    }
    write_bindings(g, b, s);
    bprintf(b, "  end type %s\n", name);
}

/* ---- the whole file ---- */

static bool decode_symbols(GF *g, GA *list)
{
    long long maxn = 0;
    for (int i = 0; i + 5 < list->n; i += 6)
        if (ival(list->v[i]) > maxn)
            maxn = ival(list->v[i]);
    g->nsyms = maxn + 1;
    g->syms = arena_alloc(cu_arena, sizeof(GSym *) * (size_t)g->nsyms);
    memset(g->syms, 0, sizeof(GSym *) * (size_t)g->nsyms);
    for (int i = 0; i + 5 < list->n; i += 6) {
        GSym *s = arena_alloc(cu_arena, sizeof *s);
        memset(s, 0, sizeof *s);
        s->num = ival(list->v[i]);
        s->name = sval(list->v[i + 1]);
        s->module = sval(list->v[i + 2]);
        if (s->module[0] == '(')
            s->module = ""; /* '(intrinsic)': an intrinsic procedure referenced, nothing to declare */
        s->label = sval(list->v[i + 3]);
        s->ns = ival(list->v[i + 4]);
        GA *body = list->v[i + 5];
        if (!body || body->k != GA_LIST)
            return false;
        int j = 0;
        s->attr = kid(body, j++);
        s->comps = kid(body, j++);
        if (!is_empty(s->comps))
            j++; /* component access */
        s->ts = kid(body, j++);
        s->formal_ns = ival(kid(body, j++));
        s->common_next = ival(kid(body, j++));
        s->formal = kid(body, j++);
        if (!strcmp(flavor(s), "PARAMETER"))
            s->value = kid(body, j++);
        s->as = kid(body, j++);
        s->result = ival(kid(body, j++));
        s->f2k = kid(body, j++);
        j += 2; /* param_list, namelist */
        s->intmod = ival(kid(body, j));
        g->syms[s->num] = s;
    }
    return true;
}

/* Entities of module m are declared in the generated text: m is this
 * module, or one whose file is missing. */
static bool module_is_here(GF *g, const char *m)
{
    if (!strcmp(m, g->main))
        return true;
    for (int i = 0; i < g->missing.len; i++)
        if (!strcmp(g->missing.data[i], m))
            return true;
    return false;
}

static bool is_generic_only(GSym *s)
{
    return has(s, "GENERIC") && !s->formal_ns && strcmp(if_source(s), "BODY") && strcmp(proc_kind(s), "MODULE-PROC");
}

/* An interface body (or a module procedure) to declare for specific 's' of
 * a generic of this module: inside the generic's block. */
static void generic_block(GF *g, const char *gname, GA *specifics, int first)
{
    Buf mp = {0};
    bputs(&mp, "");
    bool any = false;
    Buf body = {0};
    bputs(&body, "");
    for (int i = first; specifics && i < specifics->n; i++) {
        GSym *sp = gsym(g, ival(specifics->v[i]));
        if (!sp || !strcmp(flavor(sp), "DERIVED") || sp->left_out)
            continue;
        any = true;
        if (!is_foreign(g, sp) && !strcmp(if_source(sp), "BODY") && !sp->body_written) {
            sp->in_generic = sp->body_written = true;
            size_t mark = body.len;
            g->unsupported = false;
            write_proc(g, &body, sp, "    ", true, true);
            if (g->unsupported) {
                sp->left_out = true;
                body.len = mark;
                body.p[mark] = 0;
                bprintf(&body, "    ! '%s' left out: %s\n", local_name(g, sp), g->why);
            }
        } else {
            bprintf(&mp, "%s%s", mp.len ? ", " : "", local_name(g, sp));
        }
    }
    if (any) {
        bprintf(&g->spec, "  interface %s\n%s", gname, body.p);
        if (mp.len)
            bprintf(&g->spec, "    procedure :: %s\n", mp.p);
        bputs(&g->spec, "  end interface\n");
    }
    free(mp.p);
    free(body.p);
}

/* A generic of other modules that this file re-exports: its specifics may
 * come from several modules (USEs merge same-named generics), so the
 * generic is imported from each module of its specifics that has it, and
 * the specifics of a module that does not are imported one by one into a
 * generic of this module. */
static void foreign_generic(GF *g, GA *e, const char *gname)
{
    GSym *first = gsym(g, ival(kid(e, 2)));
    if (!first || !strcmp(flavor(first), "DERIVED"))
        return; /* a structure constructor comes with its type */
    GSym *gs = NULL;
    for (int j = 0; g->symtree && j + 2 < g->symtree->n; j += 3)
        if (!strcmp(lower(sval(g->symtree->v[j])), gname))
            gs = gsym(g, ival(g->symtree->v[j + 2]));
    const char *orig = gs ? lower(gs->name) : gname;
    if (gs)
        gs->imported = true;
    PtrVec mods = {0};
    vec_push(&mods, (void *)sval(kid(e, 1)));
    for (int i = 2; i < e->n; i++) {
        GSym *sp = gsym(g, ival(e->v[i]));
        bool seen = false;
        for (int j = 0; sp && j < mods.len && !seen; j++)
            seen = !strcmp(mods.data[j], sp->module);
        if (sp && !seen && sp->module[0])
            vec_push(&mods, (void *)sp->module);
    }
    Buf local = {0};
    bputs(&local, "");
    for (int j = 0; j < mods.len; j++) {
        const char *m = mods.data[j];
        bool intr = first->intmod != 0;
        const char *mname = intr ? intrinsic_module_name(first) : m;
        Symbol *ms = intr || !strcmp(m, g->main) ? NULL : decl_use_module(mname, g->loc, 0);
        Symbol *has_g = ms && ms->scope ? scope_lookup_local(ms->scope, orig) : NULL;
        if (intr || (has_g && has_g->kind == SYM_GENERIC && !(has_g->attrs & A_PRIVATE))) {
            bprintf(&g->use, "  use%s %s, only: %s%s%s\n", intr ? ", intrinsic ::" : "", mname, gname,
                    strcmp(orig, gname) ? " => " : "", strcmp(orig, gname) ? orig : "");
            continue;
        }
        for (int i = 2; i < e->n; i++) {
            GSym *sp = gsym(g, ival(e->v[i]));
            if (sp && !strcmp(sp->module, m))
                bprintf(&local, "%s%s", local.len ? ", " : "", local_name(g, sp));
        }
    }
    if (local.len)
        bprintf(&g->spec, "  interface %s\n    procedure :: %s\n  end interface\n", gname, local.p);
    free(local.p);
    free(mods.data);
}


static char *generate(GF *g, GA *top)
{
    GA *ops = kid(top, 0), *uops = kid(top, 1), *generics = kid(top, 2), *commons = kid(top, 3);
    GA *syms = kid(top, 6), *symtree = kid(top, 7);
    if (!decode_symbols(g, syms))
        return NULL;
    g->symtree = symtree;
    /* entities of modules that cannot be read are declared as this module's */
    PtrVec seen = {0}, missing = {0};
    for (long long n = 1; n < g->nsyms; n++) {
        GSym *s = g->syms[n];
        if (!s || !is_foreign(g, s) || s->intmod)
            continue;
        bool known = false, gone = false;
        for (int i = 0; i < seen.len && !known; i++)
            known = !strcmp(seen.data[i], s->module);
        for (int i = 0; i < missing.len && !gone; i++)
            gone = !strcmp(missing.data[i], s->module);
        if (!known && !gone) {
            if (modfile_available(s->module))
                vec_push(&seen, (void *)s->module), known = true;
            else
                vec_push(&missing, (void *)s->module), gone = true;
        }
        if (gone) {
            s->orphan_of = s->module;
            s->module = g->main;
        }
    }
    g->missing = missing;
    free(seen.data);
    /* the names visible from outside */
    for (int i = 0; symtree && i + 2 < symtree->n; i += 3) {
        GSym *s = gsym(g, ival(symtree->v[i + 2]));
        if (s && !s->in_symtree) {
            s->in_symtree = true;
            s->local = lower(sval(symtree->v[i]));
        }
    }
    bputs(&g->use, "");
    bputs(&g->spec, "");
    bputs(&g->contains, "");
    bputs(&g->access, "");
    /* the interface bodies that generics of this module hold are written
     * inside those (after the entities, which may be left out) */
    for (int i = 0; generics && i < generics->n; i++) {
        GA *e = generics->v[i];
        for (int k = 2; module_is_here(g, sval(kid(e, 1))) && k < e->n; k++) {
            GSym *sp = gsym(g, ival(e->v[k]));
            if (sp && !is_foreign(g, sp) && !strcmp(if_source(sp), "BODY") &&
                !(e->n == 3 && !strcmp(lower(sp->name), lower(sval(kid(e, 0))))))
                sp->in_generic = true;
        }
    }
    /* this module's entities */
    for (int pass = 0; pass < 3; pass++)
        for (long long n = 1; n < g->nsyms; n++) {
            GSym *s = g->syms[n];
            if (!s || is_foreign(g, s) || !s->module[0] || is_artificial(s) || s->emitted)
                continue;
            const char *fl = flavor(s);
            size_t mark_spec = g->spec.len, mark_contains = g->contains.len;
            g->unsupported = false;
            if (s->orphan_of && !s->label[0] && (!strcmp(fl, "VARIABLE") || !strcmp(proc_kind(s), "MODULE-PROC"))) {
                /* its external name is __<module>_MOD_<name> of a module we cannot see */
                g->unsupported = true;
                g->why = arena_printf(cu_arena, "module '%s' of it is not found", s->orphan_of);
            }
            if (pass == 0 && !strcmp(fl, "DERIVED")) {
                s->emitted = true;
                write_derived(g, s);
            } else if (pass == 0 && !strcmp(fl, "PARAMETER")) {
                s->emitted = true;
                entity_decl(g, &g->spec, s, "  ", true);
            } else if (pass == 1 && !strcmp(fl, "VARIABLE")) {
                s->emitted = true;
                entity_decl(g, &g->spec, s, "  ", false);
            } else if (pass == 2 && !strcmp(fl, "PROCEDURE")) {
                s->emitted = true;
                if (has(s, "INTRINSIC") || !strcmp(proc_kind(s), "INTRINSIC-PROC") || is_generic_only(s) || s->in_generic)
                    continue;
                if (!strcmp(proc_kind(s), "MODULE-PROC") && strcmp(if_source(s), "BODY"))
                    write_proc(g, &g->contains, s, "  ", false, false);
                else if (!strcmp(if_source(s), "BODY")) {
                    bputs(&g->spec, has(s, "ABSTRACT") ? "  abstract interface\n" : "  interface\n");
                    write_proc(g, &g->spec, s, "    ", true, true);
                    bputs(&g->spec, "  end interface\n");
                } else if (has(s, "FUNCTION") && strcmp(sval(kid(s->ts, 0)), "UNKNOWN")) {
                    bool at = false;
                    bprintf(&g->spec, "  %s, external :: %s\n", type_text(g, s->ts, &at), local_name(g, s));
                } else {
                    bprintf(&g->spec, "  external :: %s\n", local_name(g, s));
                }
            } else {
                continue;
            }
            if (g->unsupported) {
                /* not representable (yet): left out, so that a use of it
                 * is an error rather than a wrong call */
                s->left_out = true;
                g->spec.len = mark_spec;
                g->spec.p[mark_spec] = 0;
                g->contains.len = mark_contains;
                g->contains.p[mark_contains] = 0;
                bprintf(&g->spec, "  ! '%s' left out: %s\n", local_name(g, s), g->why);
                continue;
            }
            if (!s->in_symtree && s->emitted)
                bprintf(&g->access, "  private :: %s\n", local_name(g, s));
        }
    /* generics of this module, operators */
    for (int i = 0; generics && i < generics->n; i++) {
        GA *e = generics->v[i];
        const char *gname = lower(sval(kid(e, 0)));
        if (!module_is_here(g, sval(kid(e, 1)))) {
            /* another module's generic re-exported */
            foreign_generic(g, e, gname);
            continue;
        }
        GSym *one = e->n == 3 ? gsym(g, ival(kid(e, 2))) : NULL;
        if (one && !strcmp(lower(one->name), gname) && !strcmp(if_source(one), "BODY"))
            continue; /* interface g / subroutine g: a plain interface body below */
        generic_block(g, gname, e, 2);
    }
    for (int i = 0; uops && i < uops->n; i++) {
        GA *e = uops->v[i];
        generic_block(g, arena_printf(cu_arena, "operator(.%s.)", sval(kid(e, 0))), e, 2);
    }
    for (int i = 0; ops && i < ops->n && intrinsic_op_names[i]; i++)
        if (!is_empty(ops->v[i]))
            generic_block(g, intrinsic_op_names[i], ops->v[i], 0);
    /* COMMON blocks: (name head flags bind_c label) */
    for (int i = 0; commons && i < commons->n; i++) {
        GA *c = commons->v[i];
        const char *cname = sval(kid(c, 0));
        bprintf(&g->spec, "  common /%s/ ", cname);
        int k = 0;
        for (GSym *m = gsym(g, ival(kid(c, 1))); m && k < 100000; m = gsym(g, m->common_next), k++)
            bprintf(&g->spec, "%s%s", k ? ", " : "", local_name(g, m));
        bputs(&g->spec, "\n");
    }
    /* re-exports of other modules' entities */
    for (long long n = 1; n < g->nsyms; n++) {
        GSym *s = g->syms[n];
        if (s && s->in_symtree && is_foreign(g, s) && !is_generic_only(s) && !is_artificial(s) &&
            strcmp(flavor(s), "MODULE"))
            local_name(g, s);
    }
    Buf out = {0};
    bprintf(&out, "module %s\n%s  implicit none\n%s%s", g->main, g->use.p, g->spec.p, g->access.p);
    if (g->contains.len)
        bprintf(&out, "contains\n%s", g->contains.p);
    bprintf(&out, "end module %s\n", g->main);
    char *r = arena_strdup(cu_arena, out.p);
    free(out.p);
    free(g->use.p);
    free(g->spec.p);
    free(g->contains.p);
    free(g->access.p);
    return r;
}

bool modfile_is_gfortran(const unsigned char *data, size_t n)
{
    return n >= 2 && data[0] == 0x1f && data[1] == 0x8b;
}

static char *gunzip(const unsigned char *data, size_t n, size_t *out_len)
{
    z_stream z = {0};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
        return NULL;
    size_t cap = n * 8 + 1024, len = 0;
    char *out = malloc(cap);
    z.next_in = (unsigned char *)data;
    z.avail_in = (unsigned)n;
    int rc;
    do {
        if (len + 1 >= cap) {
            cap *= 2;
            out = realloc(out, cap);
        }
        z.next_out = (unsigned char *)out + len;
        z.avail_out = (unsigned)(cap - len - 1);
        rc = inflate(&z, Z_NO_FLUSH);
        len = cap - 1 - z.avail_out;
    } while (rc == Z_OK);
    inflateEnd(&z);
    if (rc != Z_STREAM_END) {
        free(out);
        return NULL;
    }
    out[len] = 0;
    *out_len = len;
    return out;
}

char *modfile_gfortran_text(const char *path, const unsigned char *data, size_t n, const char *name, Loc loc)
{
    size_t len = 0;
    char *text = gunzip(data, n, &len);
    if (!text) {
        error_at(loc, "Module file '%s' is corrupt.", path);
        return NULL;
    }
    const char *hdr = "GFORTRAN module version '";
    char *nl = strchr(text, '\n');
    if (strncmp(text, hdr, strlen(hdr)) != 0 || !nl) {
        error_at(loc, "Module file '%s' is corrupt.", path);
        free(text);
        return NULL;
    }
    int version = atoi(text + strlen(hdr));
    if (version != 15) {
        error_at(loc, "File '%s' is a gfortran module file of version %d, not 15 (GCC 8 to 14).", path, version);
        free(text);
        return NULL;
    }
    /* the body: eight parenthesized sections */
    Parser ps = {nl + 1, text + len, false};
    GA *top = ga_new(GA_LIST);
    GA *sec[8];
    int ns = 0;
    for (; ns < 8; ns++) {
        skip_ws(&ps);
        if (ps.p >= ps.end)
            break;
        sec[ns] = parse_atom(&ps);
        if (!sec[ns] || ps.bad)
            break;
    }
    free(text);
    if (ns != 8) {
        error_at(loc, "Module file '%s' is corrupt.", path);
        return NULL;
    }
    top->n = 8;
    top->v = arena_alloc(cu_arena, sizeof sec);
    memcpy(top->v, sec, sizeof sec);
    GF g = {.main = name, .loc = loc};
    char *out = generate(&g, top);
    if (!out) {
        error_at(loc, "Module file '%s' is corrupt.", path);
        return NULL;
    }
    if (getenv("CUF90_DUMP_GFORTRAN_MOD"))
        fprintf(stderr, "%s", out);
    return out;
}
