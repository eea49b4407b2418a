/* modfile.c — .mod files (docs/modfile.md): a versioned header line, then
 * the module's interface written as Fortran declarations (types, named
 * constants with their values, variables, interfaces, module procedures
 * with empty bodies). Reading lexes, parses and declares that text with
 * the compiler's own front end, so the two can never disagree. */
#include "sema_impl.h"
#include "config.h"

#include <errno.h>
#include <strings.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#define MOD_HEADER "cuf90-mod 1"

/* ---- a growable output buffer (sema_impl.h) ---- */

void bputs(Buf *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->p = realloc(b->p, b->cap);
    }
    memcpy(b->p + b->len, s, n + 1);
    b->len += n;
}

void bprintf(Buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char tmp[512];
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < (int)sizeof tmp) {
        bputs(b, tmp);
        return;
    }
    char *big = malloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    bputs(b, big);
    free(big);
}

/* ---- expressions back to Fortran ---- */

static const char *binop_text(int op, const char *defop)
{
    switch (op) {
    case TK_PLUS: return "+";
    case TK_MINUS: return "-";
    case TK_STAR: return "*";
    case TK_SLASH: return "/";
    case TK_POW: return "**";
    case TK_CONCAT: return "//";
    case TK_EQ: return "==";
    case TK_NE: return "/=";
    case TK_LT: return "<";
    case TK_LE: return "<=";
    case TK_GT: return ">";
    case TK_GE: return ">=";
    case TK_AND: return ".and.";
    case TK_OR: return ".or.";
    case TK_NOT: return ".not.";
    case TK_EQV: return ".eqv.";
    case TK_NEQV: return ".neqv.";
    case TK_DEFOP: return arena_printf(cu_arena, ".%s.", defop ? defop : "?");
    default: return "?";
    }
}

static char *args_text(NodeList *l)
{
    char *s = "";
    for (int i = 0; i < l->len; i++)
        s = arena_printf(cu_arena, "%s%s%s", s, i ? ", " : "", l->items[i] ? expr_to_fortran(l->items[i]) : "");
    return s;
}

/* Fortran source of an expression (specification expressions of .mod
 * files, dumps); constants print their folded value. */
char *expr_to_fortran(Node *e)
{
    if (!e)
        return "";
    if (e->cval && !e->cval->rank && e->cval->type && e->cval->type->kind != TY_TYPELESS &&
        e->cval->type->kind != TY_DERIVED)
        return cv_format(e->cval);
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: return arena_strdup(cu_arena, e->text ? e->text : "0");
    case N_NAME: return arena_strdup(cu_arena, e->sym ? e->sym->name : e->name);
    case N_BINARY:
        return arena_printf(cu_arena, "(%s %s %s)", expr_to_fortran(e->lhs), binop_text(e->op, e->name),
                            expr_to_fortran(e->rhs));
    case N_UNARY: return arena_printf(cu_arena, "(%s%s)", binop_text(e->op, e->name), expr_to_fortran(e->lhs));
    case N_PAREN: return arena_printf(cu_arena, "(%s)", expr_to_fortran(e->lhs));
    case N_CONVERT: {
        Type *t = e->type;
        const char *fn = t->kind == TY_INTEGER ? "int" : t->kind == TY_REAL ? "real" : t->kind == TY_COMPLEX ? "cmplx" : NULL;
        if (!fn)
            return expr_to_fortran(e->lhs);
        return arena_printf(cu_arena, "%s(%s, %d)", fn, expr_to_fortran(e->lhs), t->kind_param);
    }
    case N_INTRINSIC_CALL: {
        char *s = "";
        int n = 0;
        for (int i = 0; i < e->args.len; i++) {
            Node *a = e->args.items[i];
            if (!a)
                continue;
            /* keyword form: placed args may skip optional slots */
            s = arena_printf(cu_arena, "%s%s%s", s, n++ ? ", " : "", expr_to_fortran(a));
            if (i + 1 < e->args.len && !e->args.items[i + 1]) {
                /* the remaining present args follow as keywords would; rare in bounds */
            }
        }
        return arena_printf(cu_arena, "%s(%s)", e->name, s);
    }
    case N_FUNC_CALL: case N_PAREN_ARGS:
        return arena_printf(cu_arena, "%s(%s)", expr_to_fortran(e->lhs), args_text(&e->args));
    case N_ARRAY_REF: case N_SUBSTRING:
        return arena_printf(cu_arena, "%s(%s)", expr_to_fortran(e->lhs), args_text(&e->args));
    case N_COMPONENT: return arena_printf(cu_arena, "%s%%%s", expr_to_fortran(e->lhs), e->name);
    case N_TRIPLET:
        return arena_printf(cu_arena, "%s:%s%s%s", expr_to_fortran(e->lhs), expr_to_fortran(e->rhs),
                            e->step ? ":" : "", e->step ? expr_to_fortran(e->step) : "");
    case N_ARRAY_CTOR:
        if (e->cval)
            return cv_format(e->cval);
        return arena_printf(cu_arena, "[%s]", args_text(&e->args));
    case N_KEYWORD: return arena_printf(cu_arena, "%s=%s", e->name, expr_to_fortran(e->rhs));
    case N_STAR: return "*";
    case N_NULL_PTR: return "null()";
    case N_STRUCT_CTOR:
        return arena_printf(cu_arena, "%s(%s)", e->sym ? e->sym->name : "?", args_text(&e->args));
    default:
        if (e->cval)
            return cv_format(e->cval);
        return "?";
    }
}

/* ---- writing ---- */

static char *type_text(Type *t)
{
    if (!t)
        return "integer(4)";
    if (t == type_assumed())
        return "type(*)";
    switch (t->kind) {
    case TY_INTEGER: return arena_printf(cu_arena, "integer(%d)", t->kind_param);
    case TY_REAL: return arena_printf(cu_arena, "real(%d)", t->kind_param);
    case TY_COMPLEX: return arena_printf(cu_arena, "complex(%d)", t->kind_param);
    case TY_LOGICAL: return arena_printf(cu_arena, "logical(%d)", t->kind_param);
    case TY_CHARACTER: {
        const char *k = char_kind(t) != 1 ? arena_printf(cu_arena, ",kind=%d", char_kind(t)) : "";
        switch (t->len_kind) {
        case LEN_ASSUMED: return arena_printf(cu_arena, "character(len=*%s)", k);
        case LEN_DEFERRED: return arena_printf(cu_arena, "character(len=:%s)", k);
        case LEN_EXPR: return arena_printf(cu_arena, "character(len=%s%s)", expr_to_fortran(t->len_expr), k);
        default: return arena_printf(cu_arena, "character(len=%lld%s)", (long long)t->len, k);
        }
    }
    case TY_DERIVED:
        if (t->derived && t->derived->pdt_template)
            return arena_printf(cu_arena, "%s(%s)", t->polymorphic ? "class" : "type", pdt_spec_text(t));
        return arena_printf(cu_arena, "%s(%s)", t->polymorphic ? "class" : "type", t->derived ? t->derived->name : "?");
    default: return "integer(4)";
    }
}

static char *shape_text(ArraySpec *as)
{
    char *s = "";
    for (int d = 0; d < as->rank; d++) {
        const char *sep = d ? ", " : "";
        if (as->kind == DIM_DEFERRED)
            s = arena_printf(cu_arena, "%s%s:", s, sep);
        else if (as->kind == DIM_ASSUMED_SHAPE)
            s = arena_printf(cu_arena, "%s%s%s:", s, sep, as->lower[d] ? expr_to_fortran(as->lower[d]) : "");
        else if (as->kind == DIM_ASSUMED_SIZE && d == as->rank - 1)
            s = arena_printf(cu_arena, "%s%s%s*", s, sep,
                             as->lower[d] ? arena_printf(cu_arena, "%s:", expr_to_fortran(as->lower[d])) : "");
        else if (as->constant)
            s = arena_printf(cu_arena, "%s%s%lld:%lld", s, sep, (long long)as->lo_val[d], (long long)as->hi_val[d]);
        else
            s = arena_printf(cu_arena, "%s%s%s%s", s, sep,
                             as->lower[d] ? arena_printf(cu_arena, "%s:", expr_to_fortran(as->lower[d])) : "",
                             expr_to_fortran(as->upper[d]));
    }
    return s;
}

static void attr_text(Buf *b, Symbol *s, bool in_module)
{
    static const struct { unsigned bit; const char *name; } names[] = {
        {A_ALLOCATABLE, "allocatable"}, {A_POINTER, "pointer"}, {A_TARGET, "target"},
        {A_OPTIONAL, "optional"}, {A_VALUE, "value"}, {A_CONTIGUOUS, "contiguous"},
        {A_PROTECTED, "protected"}, {A_VOLATILE, "volatile"}, {A_ASYNCHRONOUS, "asynchronous"},
        {A_DEVICE, "device"}, {A_MANAGED, "managed"}, {A_CONSTANT, "constant"}, {A_SHARED, "shared"},
        {A_PINNED, "pinned"}, {A_TEXTURE, "texture"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (s->attrs & names[i].bit)
            bprintf(b, ", %s", names[i].name);
    if (in_module && (s->attrs & A_SAVE) && !in_module)
        bputs(b, ", save");
    if (s->intent)
        bprintf(b, ", intent(%s)", s->intent == INTENT_IN ? "in" : s->intent == INTENT_OUT ? "out" : "inout");
    if (s->bind_name)
        bprintf(b, ", bind(c%s)", s->bind_name[0] ? arena_printf(cu_arena, ", name=\"%s\"", s->bind_name) : "");
}

static void write_entity(Buf *b, Symbol *s, const char *ind, bool in_module)
{
    bprintf(b, "%s%s", ind, type_text(s->type));
    if (s->kind == SYM_PARAMETER)
        bputs(b, ", parameter");
    attr_text(b, s, in_module);
    if (s->shape)
        bprintf(b, ", dimension(%s)", shape_text(s->shape));
    else if (s->assumed_rank)
        bputs(b, ", dimension(..)");
    bprintf(b, " :: %s", s->name);
    if (s->kind == SYM_PARAMETER && s->cval)
        bprintf(b, " = %s", cv_format(s->cval));
    bputs(b, "\n");
    if (s->ignore_tkr)
        bprintf(b, "%s!dir$ ignore_tkr (%s%s%s%s) %s\n", ind, s->ignore_tkr & IGNORE_TYPE ? "t" : "",
                s->ignore_tkr & IGNORE_KIND ? "k" : "", s->ignore_tkr & IGNORE_RANK ? "r" : "",
                s->ignore_tkr & IGNORE_DEVICE ? "d" : "", s->name);
}

/* A procedure pointer declared PROCEDURE(iface), POINTER (module variable,
 * dummy or function result) keeps that form: an interface body cannot say
 * POINTER. */
static bool write_proc_pointer(Buf *b, Symbol *s, const char *ind)
{
    if (s->kind != SYM_PROCEDURE || !(s->attrs & A_POINTER) || !s->proc_iface)
        return false;
    const char *iface = *s->proc_iface ? s->proc_iface
                        : s->type && s->type->kind != TY_VOID ? type_text(s->type) : "";
    bprintf(b, "%sprocedure(%s), pointer", ind, iface);
    if (s->attrs & A_OPTIONAL)
        bputs(b, ", optional");
    if (s->intent)
        bprintf(b, ", intent(%s)", s->intent == INTENT_IN ? "in" : s->intent == INTENT_OUT ? "out" : "inout");
    bprintf(b, " :: %s\n", s->name);
    return true;
}

/* A parameterized type's definition as its source has it (a template's
 * components are only declared per instance): the lines from TYPE to the
 * first END after it. False where that text is not at hand or not free form. */
static bool write_pdt_source(Buf *b, DerivedType *dt)
{
    Loc l = dt->def->loc;
    if (!l.file || !l.file->text || opts.fixed_form)
        return false;
    const char *p = l.file->text;
    for (int line = 1; line < l.line && *p; p++)
        if (*p == '\n')
            line++;
    for (bool first = true; *p; first = false) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        const char *w = p;
        while (w < p + n && (*w == ' ' || *w == '\t'))
            w++;
        bool end = !first && p + n - w >= 3 && !strncasecmp(w, "end", 3);
        bprintf(b, "%.*s\n", (int)n, p);
        if (end)
            return true;
        if (!e)
            break;
        p = e + 1;
    }
    return false;
}

/* One data component's declaration line. */
static void write_component(Buf *b, Symbol *c, const char *ind)
{
    bprintf(b, "%s  %s", ind, type_text(c->type));
    attr_text(b, c, false);
    if (c->attrs & A_PRIVATE)
        bputs(b, ", private");
    if (c->shape)
        bprintf(b, ", dimension(%s)", shape_text(c->shape));
    bprintf(b, " :: %s", c->name[0] == '%' ? "%fill" : c->name);
    if (c->init && c->init->kind == N_NULL_PTR)
        bputs(b, " => null()");
    else if (c->cval)
        bprintf(b, " = %s", cv_format(c->cval));
    bputs(b, "\n");
}

/* A DEC STRUCTURE's body as its definition has it: components, nested
 * STRUCTUREs (their fields on their STRUCTURE line), UNIONs and MAPs. */
static void write_structure_items(Buf *b, DerivedType *dt, NodeList *body, const char *ind)
{
    for (int i = 0; i < body->len; i++) {
        Node *n = body->items[i];
        if (!n)
            continue;
        if (n->kind == N_UNION) {
            bprintf(b, "%s  union\n", ind);
            for (int m = 0; m < n->body.len; m++) {
                bprintf(b, "%s    map\n", ind);
                write_structure_items(b, dt, &n->body.items[m]->body, arena_printf(cu_arena, "%s    ", ind));
                bprintf(b, "%s    end map\n", ind);
            }
            bprintf(b, "%s  end union\n", ind);
        } else if (n->kind == N_DERIVED_TYPE && n->sym && n->sym->derived) {
            DerivedType *nt = n->sym->derived;
            bprintf(b, "%s  structure", ind);
            if (!strchr(nt->name, '%'))
                bprintf(b, " /%s/", nt->name);
            for (int j = 0; j < n->args.len; j++) {
                Symbol *c = n->args.items[j] ? scope_lookup_local(dt->scope, n->args.items[j]->name) : NULL;
                if (c)
                    bprintf(b, "%s %s%s%s%s", j ? "," : "", c->name, c->shape ? "(" : "",
                            c->shape ? shape_text(c->shape) : "", c->shape ? ")" : "");
            }
            bputs(b, "\n");
            write_structure_items(b, nt, &nt->def->body, arena_printf(cu_arena, "%s  ", ind));
            bprintf(b, "%s  end structure\n", ind);
        } else if (n->kind == N_TYPE_DECL) {
            for (int j = 0; j < n->args.len; j++) {
                Symbol *c = n->args.items[j] ? scope_lookup_local(dt->scope, n->args.items[j]->name) : NULL;
                if (c && c->kind == SYM_COMPONENT)
                    write_component(b, c, ind);
            }
        }
    }
}

static void write_derived(Buf *b, Symbol *s, const char *ind)
{
    DerivedType *dt = s->derived;
    if (dt->is_structure) {
        if (dt->nested_in)
            return; /* written inside the one that defines it */
        bprintf(b, "%sstructure /%s/\n", ind, dt->name);
        write_structure_items(b, dt, &dt->def->body, ind);
        bprintf(b, "%send structure\n", ind);
        return;
    }
    if (pdt_is_template(dt)) {
        size_t at = b->len;
        if (!write_pdt_source(b, dt)) {
            b->len = at;
            if (b->p)
                b->p[at] = 0;
            error_at(dt->def->loc, "sorry, unimplemented: parameterized type '%s' in a module file from this source.",
                     dt->name);
        }
        return;
    }
    bprintf(b, "%stype%s%s", ind, dt->is_bind_c ? ", bind(c)" : "", dt->is_abstract ? ", abstract" : "");
    if (dt->parent)
        bprintf(b, ", extends(%s)", dt->parent->name);
    bprintf(b, " :: %s\n", s->name);
    if (dt->is_sequence)
        bprintf(b, "%s  sequence\n", ind);
    for (int i = dt->parent ? 1 : 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->proc && c->proc_iface) {
            /* a procedure pointer component */
            Symbol *pd = c->proc_pass >= 0 && c->proc_pass < c->proc->dummies.len ? c->proc->dummies.data[c->proc_pass] : NULL;
            bprintf(b, "%s  procedure(%s), pointer%s :: %s => null()\n", ind, c->proc_iface,
                    pd ? arena_printf(cu_arena, ", pass(%s)", pd->name) : ", nopass", c->name);
            continue;
        }
        write_component(b, c, ind);
    }
    bputs(b, oop_bindings_text(dt, ind)); /* the type-bound procedure part */
    bprintf(b, "%send type %s\n", ind, s->name);
}

static void write_use_stmts(Buf *b, NodeList *body, const char *ind)
{
    for (int i = 0; i < body->len; i++) {
        Node *u = body->items[i];
        if (!u || u->kind != N_USE || !u->name)
            continue;
        bprintf(b, "%suse %s", ind, u->name);
        if (u->only_list)
            bputs(b, ", only:");
        for (int j = 0; j < u->args.len; j++) {
            Node *r = u->args.items[j];
            if (!r)
                continue;
            const char *sep = j ? ", " : (u->only_list ? " " : ", ");
            if (r->op_name)
                bprintf(b, "%s%s(%s)", sep, !strcmp(r->op_name, "=") ? "assignment" : "operator", r->op_name);
            else if (r->name && r->text && strcmp(r->name, r->text))
                bprintf(b, "%s%s => %s", sep, r->name, r->text);
            else
                bprintf(b, "%s%s", sep, r->text ? r->text : r->name);
        }
        bputs(b, "\n");
    }
}

static void write_procedure(Buf *b, Symbol *ps, const char *ind);

/* Scalars with constant type parameters first: array bounds and lengths
 * of the other dummies may refer to them. */
static bool dummy_first(Symbol *d)
{
    return d->kind == SYM_VARIABLE && !d->shape &&
           !(d->type && d->type->kind == TY_CHARACTER && d->type->len_kind == LEN_EXPR);
}

static void write_proc_dummies(Buf *b, ProcInfo *p, const char *ind)
{
    for (int k = 0; k < 2 * p->dummies.len; k++) {
        int i = k % p->dummies.len;
        Symbol *d = p->dummies.data[i];
        if (!d || dummy_first(d) != (k < p->dummies.len))
            continue;
        if (d->kind == SYM_PROCEDURE) {
            if (write_proc_pointer(b, d, ind))
                continue;
            if (d->proc && d->proc->has_explicit_iface) {
                bprintf(b, "%sinterface\n", ind);
                write_procedure(b, d, arena_printf(cu_arena, "%s  ", ind));
                bprintf(b, "%send interface\n", ind);
            } else {
                if (d->type && d->type->kind != TY_VOID)
                    bprintf(b, "%s%s, external :: %s\n", ind, type_text(d->type), d->name);
                else
                    bprintf(b, "%sexternal :: %s\n", ind, d->name);
                if (d->attrs & A_OPTIONAL)
                    bprintf(b, "%soptional :: %s\n", ind, d->name);
            }
            continue;
        }
        write_entity(b, d, ind, false);
    }
}

/* A procedure's interface: header, USEs of its own, dummies, result. */
static void write_procedure(Buf *b, Symbol *ps, const char *ind)
{
    ProcInfo *p = ps->proc;
    Node *def = p->def;
    bprintf(b, "%s", ind);
    if (p->cuda_attrs) {
        const char *sep = "";
        bputs(b, "attributes(");
        if (p->cuda_attrs & CA_HOST) bprintf(b, "%shost", sep), sep = ",";
        if (p->cuda_attrs & CA_DEVICE) bprintf(b, "%sdevice", sep), sep = ",";
        if (p->cuda_attrs & CA_GLOBAL) bprintf(b, "%sglobal", sep), sep = ",";
        if (p->cuda_attrs & CA_GRID_GLOBAL) bprintf(b, "%sgrid_global", sep), sep = ",";
        bputs(b, ") ");
    }
    if (p->prefix & PF_PURE) bputs(b, "pure ");
    if (p->prefix & PF_IMPURE) bputs(b, "impure ");
    if (p->prefix & PF_ELEMENTAL) bputs(b, "elemental ");
    if (p->prefix & PF_RECURSIVE) bputs(b, "recursive ");
    if ((p->prefix & PF_MODULE) && !p->is_module_proc) bputs(b, "module "); /* a separate module procedure */
    const char *name = ps->name; /* a dummy procedure borrows the interface of another name */
    bprintf(b, "%s %s(", p->is_function ? "function" : "subroutine", name);
    for (int i = 0; i < p->dummies.len; i++) {
        Symbol *d = p->dummies.data[i];
        bprintf(b, "%s%s", i ? ", " : "", d ? d->name : "*");
    }
    bputs(b, ")");
    if (p->is_function && p->result && strcmp(p->result->name, name))
        bprintf(b, " result(%s)", p->result->name);
    if (p->bind_name)
        bprintf(b, " bind(c%s)", p->bind_name[0] ? arena_printf(cu_arena, ", name=\"%s\"", p->bind_name) : "");
    bputs(b, "\n");
    char *in2 = arena_printf(cu_arena, "%s  ", ind);
    if (def)
        write_use_stmts(b, &def->body, in2);
    bprintf(b, "%simplicit none\n", in2);
    /* derived types declared locally for the dummies */
    if (def && def->scope)
        for (int i = 0; i < def->scope->symbols.len; i++) {
            Symbol *s = def->scope->symbols.data[i];
            if (s->use_of || s->cuda_builtin)
                continue;
            if (s->kind == SYM_DERIVED_TYPE)
                write_derived(b, s, in2);
            else if (s->kind == SYM_PARAMETER)
                write_entity(b, s, in2, false);
        }
    write_proc_dummies(b, p, in2);
    if (p->is_function && p->result && !write_proc_pointer(b, p->result, in2))
        write_entity(b, p->result, in2, false);
    bprintf(b, "%send %s %s\n", ind, p->is_function ? "function" : "subroutine", name);
}

static bool is_public(Scope *ms, Symbol *s)
{
    if (s->attrs & A_PRIVATE)
        return false;
    if (s->attrs & A_PUBLIC)
        return true;
    return !ms->default_private;
}

/* The generic of scope ms whose interface block declares the body of the
 * external specific s (the first one listing it), or NULL: that block writes
 * the body, so s gets no interface block of its own and later generics name
 * it in a PROCEDURE statement (a second body would declare it twice), as do
 * generics extending a use-associated specific. */
static Symbol *generic_declaring(Scope *ms, Symbol *s)
{
    for (int i = 0; i < ms->symbols.len; i++) {
        Symbol *g = ms->symbols.data[i];
        if (g->use_of || g->kind != SYM_GENERIC || !g->generic || scope_lookup_local(ms, g->name) != g)
            continue;
        for (int j = 0; j < g->generic->specifics.len; j++) {
            Symbol *sp = g->generic->specifics.data[j];
            if (sym_resolve(sp) == s && s->scope == ms)
                return g;
        }
    }
    return NULL;
}

/* An EQUIVALENCE object as source: a name, constant subscripts, a substring. */
static bool write_equiv_object(Buf *b, Node *o)
{
    if (o->kind == N_NAME) {
        bputs(b, o->name);
        return true;
    }
    if (o->kind == N_SUBSTRING) {
        Node *r = o->args.len == 1 ? o->args.items[0] : NULL;
        if (!r || r->kind != N_TRIPLET || (r->lhs && (!r->lhs->cval || r->lhs->cval->rank)) || !write_equiv_object(b, o->lhs))
            return false;
        bprintf(b, "(%s:)", r->lhs ? i128_text(r->lhs->cval->i) : "");
        return true;
    }
    if ((o->kind != N_ARRAY_REF && o->kind != N_PAREN_ARGS) || !write_equiv_object(b, o->lhs))
        return false;
    bputs(b, "(");
    for (int i = 0; i < o->args.len; i++) {
        Node *a = o->args.items[i];
        if (!a->cval || a->cval->rank)
            return false;
        bprintf(b, "%s%s", i ? ", " : "", i128_text(a->cval->i));
    }
    bputs(b, ")");
    return true;
}

/* The module's EQUIVALENCE statements: a user lays the storage out as the
 * module did (codegen's <module>.eq.<k>_ blocks). */
static void write_equivalences(Buf *b, Node *def)
{
    for (int i = 0; def && i < def->body.len; i++) {
        Node *st = def->body.items[i];
        if (st->kind != N_EQUIVALENCE)
            continue;
        bputs(b, "  equivalence ");
        for (int j = 0; j < st->args.len; j++) {
            Node *set = st->args.items[j];
            bputs(b, j ? ", (" : "(");
            for (int k = 0; k < set->args.len; k++) {
                if (k)
                    bputs(b, ", ");
                write_equiv_object(b, set->args.items[k]);
            }
            bputs(b, ")");
        }
        bputs(b, "\n");
    }
}

static void write_module(Buf *b, Symbol *m)
{
    Scope *ms = m->scope;
    Node *def = ms->node;
    bprintf(b, "%s\n", MOD_HEADER);
    bprintf(b, "module %s\n", m->name);
    if (def)
        write_use_stmts(b, &def->body, "  ");
    bputs(b, "  implicit none\n");
    if (ms->default_private)
        bputs(b, "  private\n");
    /* pass 1: types and constants; pass 2: variables; pass 3: interfaces;
     * pass 4: procedure pointers (their interfaces are declared by then) */
    for (int pass = 0; pass < 4; pass++)
        for (int i = 0; i < ms->symbols.len; i++) {
            Symbol *s = ms->symbols.data[i];
            if (s->use_of || scope_lookup_local(ms, s->name) != s)
                continue;
            if (pass == 0 && s->kind == SYM_DERIVED_TYPE)
                write_derived(b, s, "  ");
            else if (pass == 0 && s->kind == SYM_PARAMETER)
                write_entity(b, s, "  ", true);
            else if (pass == 1 && s->kind == SYM_VARIABLE && !s->common) {
                write_entity(b, s, "  ", true);
                if (s->omp_threadprivate) /* read back whether or not -mp is given */
                    bprintf(b, "  !$omp threadprivate(%s)\n", s->name);
            } else if (pass == 1 && s->kind == SYM_COMMON) {
                bprintf(b, "  common %s ", s->name);
                for (int j = 0; j < s->members.len; j++) {
                    Symbol *v = s->members.data[j];
                    bprintf(b, "%s%s", j ? ", " : "", v->name);
                }
                bputs(b, "\n");
                for (int j = 0; j < s->members.len; j++)
                    write_entity(b, s->members.data[j], "  ", true);
                if (s->omp_threadprivate)
                    bprintf(b, "  !$omp threadprivate(%s)\n", s->name);
            } else if (pass == 1 && s->kind == SYM_NAMELIST) {
                bprintf(b, "  namelist /%s/ ", s->name);
                for (int j = 0; j < s->members.len; j++)
                    bprintf(b, "%s%s", j ? ", " : "", ((Symbol *)s->members.data[j])->name);
                bputs(b, "\n");
            } else if (pass == 3) {
                write_proc_pointer(b, s, "  ");
            } else if (pass == 2 && s->kind == SYM_PROCEDURE && s->proc && !s->proc->is_module_proc &&
                       !((s->attrs & A_POINTER) && s->proc_iface) &&
                       !(s->proc->has_explicit_iface && generic_declaring(ms, s))) {
                if (s->proc->has_explicit_iface && !s->proc->is_intrinsic) {
                    bputs(b, (s->attrs & A_EXTERNAL) && s->proc->def ? "  abstract interface\n" : "  interface\n");
                    write_procedure(b, s, "    ");
                    bputs(b, "  end interface\n");
                } else if (s->type && s->type->kind != TY_VOID)
                    bprintf(b, "  %s, external :: %s\n", type_text(s->type), s->name);
                else
                    bprintf(b, "  external :: %s\n", s->name);
            } else if (pass == 2 && s->kind == SYM_GENERIC && s->generic) {
                const char *gname = s->name;
                bprintf(b, "  interface %s\n", gname);
                const char *mp = "";
                for (int j = 0; j < s->generic->specifics.len; j++) {
                    Symbol *sp = s->generic->specifics.data[j];
                    Symbol *o = sym_resolve(sp);
                    if (o->proc && o->proc->is_module_proc)
                        mp = arena_printf(cu_arena, "%s%s%s", mp, *mp ? ", " : "", sp->name);
                    else if (o->proc && o->proc->has_explicit_iface && (o->scope != ms || generic_declaring(ms, o) != s))
                        bprintf(b, "    procedure :: %s\n", sp->name);
                    else if (o->proc)
                        write_procedure(b, o, "    ");
                }
                if (*mp)
                    bprintf(b, "    module procedure %s\n", mp);
                bprintf(b, "  end interface\n");
            }
        }
    /* accessibility of everything whose default does not apply */
    for (int i = 0; i < ms->symbols.len; i++) {
        Symbol *s = ms->symbols.data[i];
        if (scope_lookup_local(ms, s->name) != s || s->kind == SYM_COMMON)
            continue;
        bool pub = is_public(ms, s);
        if (pub == !ms->default_private)
            continue;
        bprintf(b, "  %s :: %s\n", pub ? "public" : "private", s->name);
    }
    write_equivalences(b, def);
    bool any = false;
    for (int i = 0; i < ms->symbols.len; i++) {
        Symbol *s = ms->symbols.data[i];
        if (!s->use_of && s->kind == SYM_PROCEDURE && s->proc && s->proc->is_module_proc) {
            if (!any)
                bputs(b, "contains\n");
            any = true;
            write_procedure(b, s, "  ");
        }
    }
    /* specifics hidden behind a generic of the same name */
    for (int i = 0; i < ms->symbols.len; i++) {
        Symbol *g = ms->symbols.data[i];
        if (g->use_of || g->kind != SYM_GENERIC || !g->generic)
            continue;
        for (int j = 0; j < g->generic->specifics.len; j++) {
            Symbol *sp = g->generic->specifics.data[j];
            if (sp->proc && sp->proc->is_module_proc && !strcmp(sp->name, g->name) && sp->scope == ms) {
                if (!any)
                    bputs(b, "contains\n");
                any = true;
                write_procedure(b, sp, "  ");
            }
        }
    }
    bprintf(b, "end module %s\n", m->name);
}

/* Writes b to dir/fname, leaving an unchanged file untouched */
static bool write_file(Buf *b, const char *dir, const char *fname)
{
    char *path = arena_printf(cu_arena, "%s/%s", dir, fname);
    /* unchanged contents keep the old file (and its time stamp for make) */
    FILE *old = fopen(path, "rb");
    if (old) {
        char *cur = malloc(b->len + 2);
        size_t n = fread(cur, 1, b->len + 1, old);
        fclose(old);
        bool same = n == b->len && !memcmp(cur, b->p, b->len);
        free(cur);
        if (same)
            return true;
    }
    char *tmp = arena_printf(cu_arena, "%s/.%s.%ld.tmp", dir, fname, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        error_noloc("cannot write module file '%s': %s", path, strerror(errno));
        return false;
    }
    bool ok = fwrite(b->p, 1, b->len, f) == b->len;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        error_noloc("cannot write module file '%s': %s", path, strerror(errno));
        remove(tmp);
        return false;
    }
    return true;
}

/* m.mod, and m@s.smod for each submodule s merged into m (frontend/submodule.c): the same
 * text, the module's and its submodules' entities, which a descendant of s compiled apart
 * reads (modfile_submodule_host). A module read from its module file to compile submodules
 * apart writes only their .smod files: m.mod is its own compilation's. */
bool modfile_write(Symbol *module, const char *dir)
{
    Buf b = {0};
    write_module(&b, module);
    Node *def = module->scope ? module->scope->node : NULL;
    bool apart = def && def->loc.file && def->loc.file->defined_elsewhere;
    bool ok = apart || write_file(&b, dir, arena_printf(cu_arena, "%s.mod", module->name));
    const char *subs = def ? def->submodules : NULL;
    while (ok && subs && *subs) {
        const char *sp = strchr(subs, ' ');
        size_t n = sp ? (size_t)(sp - subs) : strlen(subs);
        ok = write_file(&b, dir, arena_printf(cu_arena, "%s@%.*s.smod", module->name, (int)n, subs));
        subs = sp ? sp + 1 : subs + n;
    }
    free(b.p);
    return ok;
}

/* ---- reading ---- */

/* Declares the module defined by Fortran 'text' (a .mod body or an
 * intrinsic module); returns its symbol. */
Symbol *sema_module_from_text(const char *name, const char *text, bool is_intrinsic)
{
    SourceFile *sf = source_from_string(is_intrinsic ? arena_printf(cu_arena, "<intrinsic module %s>", name) : name,
                                        text);
    CudaMode saved_cuda = opts.cuda;
    bool saved_pp = opts.preprocess, saved_fixed = opts.fixed_form, saved_omp = opts.openmp;
    opts.cuda = CUDA_MODE_GPU;
    opts.openmp = true; /* THREADPRIVATE of module variables */
    opts.preprocess = false;
    opts.fixed_form = false; /* .mod files and intrinsic modules are free form */
    TokenList toks = {0};
    TranslationUnit tu = {.src = sf};
    /* the front end's results reflect earlier errors too: count our own */
    int before = diag_error_count();
    lex_file(sf, &toks);
    if (diag_error_count() == before)
        parse_file(&toks, &tu);
    bool ok = diag_error_count() == before;
    opts.cuda = saved_cuda;
    opts.preprocess = saved_pp;
    opts.fixed_form = saved_fixed;
    opts.openmp = saved_omp;
    if (!ok)
        return NULL;
    Node *mod = NULL;
    for (int i = 0; i < tu.units.len; i++) {
        Node *u = tu.units.items[i];
        if (u && u->kind == N_MODULE && u->name && !strcmp(u->name, is_intrinsic ? name : u->name))
            mod = u;
    }
    if (!mod)
        return NULL;
    SemaState saved = S;
    S.in_modfile = true;
    S.modfile_module = mod->name;
    S.in_intrinsic_module = is_intrinsic;
    CudaMode c2 = opts.cuda;
    opts.cuda = CUDA_MODE_GPU;
    sema_unit_decls(mod, NULL);
    opts.cuda = c2;
    Scope *g = S.global;
    PtrVec mods = S.modules;
    S = saved;
    S.global = g;
    S.modules = mods;
    if (mod->scope) {
        mod->scope->external_module = true;
        mod->scope->intrinsic_module = is_intrinsic;
    }
    return mod->sym;
}

static char *read_whole(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (n < 0) {
        fclose(f);
        return NULL;
    }
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    fclose(f);
    buf[got] = 0;
    *len = got;
    return buf;
}

/* gfortran's own module directories, searched last: its finclude
 * directory and Debian's multiarch one (where libraries such as Open MPI,
 * HDF5 and NetCDF-Fortran put their .mod files). */
static const char *const gfortran_mod_dirs[] = {CUF90_GFORTRAN_FINCLUDE, CUF90_GFORTRAN_MODDIR};

/* Declares a gfortran module file (modfile_gfortran.c). The modules it
 * depends on are looked for next to it first. */
static Symbol *read_gfortran(const char *path, const unsigned char *data, size_t n, const char *name, Loc loc)
{
    char *text = modfile_gfortran_text(path, data, n, name, loc);
    if (!text)
        return NULL;
    char *dir = arena_strdup(cu_arena, path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    else
        dir = ".";
    PtrVec saved = opts.include_dirs;
    PtrVec dirs = {0};
    vec_push(&dirs, dir);
    for (int i = 0; i < saved.len; i++)
        vec_push(&dirs, saved.data[i]);
    opts.include_dirs = dirs;
    Symbol *m = sema_module_from_text(path, text, false);
    opts.include_dirs = saved;
    free(dirs.data);
    return m;
}

/* Where module files are looked for, in order (the caller frees data). */
static PtrVec module_search_dirs(void)
{
    PtrVec dirs = {0};
    if (opts.module_dir)
        vec_push(&dirs, (void *)opts.module_dir);
    for (int i = 0; i < opts.include_dirs.len; i++)
        vec_push(&dirs, opts.include_dirs.data[i]);
    vec_push(&dirs, ".");
    if (opts.shipped_module_dir)
        vec_push(&dirs, (void *)opts.shipped_module_dir);
    for (size_t i = 0; i < sizeof gfortran_mod_dirs / sizeof gfortran_mod_dirs[0]; i++)
        if (gfortran_mod_dirs[i][0])
            vec_push(&dirs, (void *)gfortran_mod_dirs[i]);
    return dirs;
}

bool modfile_available(const char *name)
{
    for (int i = 0; i < S.modules.len; i++)
        if (!strcmp(((Symbol *)S.modules.data[i])->name, name))
            return true;
    PtrVec dirs = module_search_dirs();
    bool found = false;
    for (int i = 0; i < dirs.len && !found; i++)
        found = access(arena_printf(cu_arena, "%s/%s.mod", (char *)dirs.data[i], name), R_OK) == 0;
    free(dirs.data);
    return found;
}

Symbol *modfile_read(const char *name, Loc loc)
{
    PtrVec dirs = module_search_dirs();
    char *text = NULL, *path = NULL;
    size_t len = 0;
    for (int i = 0; i < dirs.len && !text; i++) {
        path = arena_printf(cu_arena, "%s/%s.mod", (char *)dirs.data[i], name);
        text = read_whole(path, &len);
    }
    free(dirs.data);
    if (!text) {
        error_at(loc, "Cannot find module file '%s.mod' for module '%s'.", name, name);
        return NULL;
    }
    Symbol *m;
    if (modfile_is_gfortran((const unsigned char *)text, len)) {
        m = read_gfortran(path, (const unsigned char *)text, len, name, loc);
        free(text);
        if (!m)
            return NULL;
    } else {
        size_t hl = strlen(MOD_HEADER);
        if (strncmp(text, MOD_HEADER, hl) != 0 || (text[hl] != '\n' && text[hl] != '\r')) {
            error_at(loc, "File '%s' is not a cuf90 module file of version 1 nor a gfortran module file (recompile the module).", path);
            free(text);
            return NULL;
        }
        /* the header line becomes a comment so that line numbers stay right */
        char *src = arena_alloc(cu_arena, strlen(text) + 3);
        src[0] = '!';
        strcpy(src + 1, text);
        free(text);
        m = sema_module_from_text(path, src, false);
    }
    if (!m) {
        error_at(loc, "Module file '%s' is corrupt.", path);
        return NULL;
    }
    if (strcmp(m->name, name) != 0) {
        error_at(loc, "Module file '%s' defines module '%s', not '%s'.", path, m->name, name);
        return NULL;
    }
    return m;
}

/* ---- submodules compiled apart from their module ---- */

/* Submodule sm of a module not in this file: the module's text, from m.mod (or, for
 * SUBMODULE (m:p), the m@p.smod that compiling submodule p wrote), parsed afresh and with
 * sm merged into it as frontend/submodule.c merges a submodule of the same file. The
 * file's entities are marked defined elsewhere (codegen declares them, sema_run writes
 * m@sm.smod rather than m.mod); NULL after an error. */
Node *modfile_submodule_host(Node *sm)
{
    const char *file = sm->construct_name ? arena_printf(cu_arena, "%s@%s.smod", sm->text, sm->construct_name)
                                          : arena_printf(cu_arena, "%s.mod", sm->text);
    PtrVec dirs = module_search_dirs();
    char *text = NULL, *path = NULL;
    size_t len = 0;
    for (int i = 0; i < dirs.len && !text; i++) {
        path = arena_printf(cu_arena, "%s/%s", (char *)dirs.data[i], file);
        text = read_whole(path, &len);
    }
    free(dirs.data);
    if (!text) {
        error_at(sm->loc, "Cannot find '%s' for submodule '%s' (compile %s '%s' first).", file, sm->name,
                 sm->construct_name ? "submodule" : "module", sm->construct_name ? sm->construct_name : sm->text);
        return NULL;
    }
    size_t hl = strlen(MOD_HEADER);
    if (strncmp(text, MOD_HEADER, hl) != 0 || (text[hl] != '\n' && text[hl] != '\r')) {
        error_at(sm->loc, "File '%s' is not a cuf90 module file of version 1: a submodule of module '%s' needs "
                 "the module compiled by cuf90.", path, sm->text);
        free(text);
        return NULL;
    }
    char *src = arena_alloc(cu_arena, strlen(text) + 3);
    src[0] = '!';
    strcpy(src + 1, text);
    free(text);
    SourceFile *sf = source_from_string(path, src);
    sf->defined_elsewhere = true;
    bool saved_pp = opts.preprocess, saved_fixed = opts.fixed_form, saved_omp = opts.openmp;
    opts.openmp = true;
    opts.preprocess = false;
    opts.fixed_form = false;
    TokenList toks = {0};
    TranslationUnit tu = {.src = sf};
    int before = diag_error_count();
    lex_file(sf, &toks);
    if (diag_error_count() == before)
        parse_file(&toks, &tu);
    opts.preprocess = saved_pp;
    opts.fixed_form = saved_fixed;
    opts.openmp = saved_omp;
    Node *mod = NULL;
    for (int i = 0; i < tu.units.len; i++) {
        Node *u = tu.units.items[i];
        if (u && u->kind == N_MODULE && u->name && !strcmp(u->name, sm->text))
            mod = u;
    }
    if (diag_error_count() != before || !mod) {
        error_at(sm->loc, "Module file '%s' is corrupt.", path);
        return NULL;
    }
    mod->submodules = NULL; /* the .smod files to write: sm's and its descendants' here */
    if (sm->construct_name)
        note_parent_renames(mod, sm->construct_name);
    merge_submodule_into(mod, sm);
    return mod;
}
