/* expr.c — expression typing: literals, name resolution (host, use and
 * implicit), N_PAREN_ARGS resolution, operators with N_CONVERT insertion,
 * defined operators, calls against explicit interfaces, generic resolution,
 * structure and array constructors. */
#include "sema_impl.h"

#include <stdlib.h>

void expr_set_error(Node *e)
{
    if (!e)
        return;
    e->type = type_error();
    e->rank = 0;
}

static bool is_err(Node *e) { return !e || !e->type || e->type->kind == TY_ERROR; }

/* Wraps e in an N_CONVERT to t in place (the node keeps its address, its
 * old contents move to a fresh child), when the types differ. */
Node *expr_convert(Node *e, Type *t)
{
    if (!e || !t || is_err(e) || t->kind == TY_ERROR)
        return e;
    if (t->kind == TY_CHARACTER && e->type && e->type->kind == TY_CHARACTER && char_kind(t) != char_kind(e->type)) {
        /* between CHARACTER kinds (gfortran's extension in assignments): the operand's length,
           the target's kind */
        Type *ct = NEW(Type);
        *ct = *e->type;
        ct->kind_param = char_kind(t);
        t = ct;
    } else if (t->kind == TY_CHARACTER || t->kind == TY_DERIVED || t->kind == TY_VOID)
        return e;
    if (e->type->kind == t->kind && e->type->kind_param == t->kind_param)
        return e;
    if (e->kind == N_NULL_PTR)
        return e;
    Node *copy = NEW(Node);
    *copy = *e;
    Loc loc = e->loc;
    memset(e, 0, sizeof *e);
    e->kind = N_CONVERT;
    e->loc = loc;
    e->lhs = copy;
    e->type = t;
    e->rank = copy->rank;
    e->cval = copy->cval ? cv_convert(copy->cval, t) : NULL;
    return e;
}

void intrinsic_as_null(Node *e)
{
    e->kind = N_NULL_PTR;
    e->type = type_void();
    e->rank = 0;
}

/* ---- literals ---- */

static int literal_kind(Node *k, int dflt, TypeKind tk)
{
    if (!k)
        return dflt;
    int64_t v = -1;
    if (k->kind == N_INT_LIT)
        v = atoll(k->text ? k->text : "0");
    else {
        expr_check(k);
        if (!node_const_int(k, &v)) {
            error_at(k->loc, "Kind parameter '%s' is not an INTEGER constant.", k->name ? k->name : "?");
            return dflt;
        }
    }
    if (!type_kind_valid(tk, v)) {
        error_at(k->loc, "Invalid kind %lld for a literal constant.", (long long)v);
        return dflt;
    }
    return (int)type_promoted_kind(tk, v);
}

static void check_int_lit(Node *e)
{
    int k = literal_kind(e->kind_expr, opts.default_int_kind, TY_INTEGER);
    e->type = type_int(k);
    unsigned __int128 v = 0;
    bool overflow = false;
    for (const char *p = e->text ? e->text : "0"; *p; p++) {
        if (*p < '0' || *p > '9')
            continue;
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, (unsigned)(*p - '0'), &v))
            overflow = true;
    }
    __int128 max = (__int128)(((unsigned __int128)1 << (8 * k - 1)) - 1);
    /* -2147483648 is unary minus applied to an out-of-range literal;
     * gfortran rejects it too, so do we. */
    if (!overflow && (__int128)v > max && opts.no_range_check) {
        e->cval = cv_int(cv_int_wrap((__int128)v, k), k); /* 128_1 is -128 */
        return;
    }
    if (overflow || (__int128)v > max) {
        error_at(e->loc, "Integer constant '%s' is too large for INTEGER(%d).", e->text, k);
        e->cval = cv_int(0, k);
        return;
    }
    e->cval = cv_int((__int128)v, k);
}

static void check_boz_lit(Node *e)
{
    unsigned __int128 v = 0;
    int base = e->boz_base ? e->boz_base : 16;
    for (const char *p = e->text ? e->text : ""; *p; p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : (*p | 32) >= 'a' && (*p | 32) <= 'f' ? (*p | 32) - 'a' + 10 : -1;
        if (d < 0 || d >= base)
            continue;
        v = v * (unsigned)base + (unsigned)d;
    }
    e->type = type_new(TY_TYPELESS, 8);
    ConstVal *c = cv_int((__int128)(int64_t)(uint64_t)v, 8);
    c->type = e->type;
    e->cval = c;
}

/* ---- names ---- */

static Type *implicit_type_of(Scope *u, const char *name)
{
    int c = name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' : -1;
    return c >= 0 ? u->implicit[c] : NULL;
}

/* Looks a name up through host scopes, then the file's global procedures;
 * with 'create', an unknown name becomes an implicitly typed local variable
 * (an error under IMPLICIT NONE, reported once). */
static bool in_ac_implied_do(const char *name)
{
    for (int i = 0; i < S.ac_ido_names.len; i++)
        if (!strcmp(S.ac_ido_names.data[i], name))
            return true;
    return false;
}

/* Looks a name up through host scopes, skipping a host's name that is only
 * the variable of its array-constructor implied-DOs (F2018 19.4: its scope
 * is the implied-DO); a reference in its own scope makes it a variable. */
static Symbol *lookup_through_hosts(const char *name)
{
    Scope *u = unit_scope(S.scope);
    for (Scope *sc = S.scope; sc; sc = sc->parent) {
        Symbol *e = scope_lookup_local(sc, name);
        if (!e)
            continue;
        if (!e->ac_ido_only || in_ac_implied_do(name))
            return e;
        if (unit_scope(sc) == u) {
            e->ac_ido_only = false;
            return e;
        }
    }
    return NULL;
}

Symbol *resolve_name_ref(const char *name, Loc loc, bool create)
{
    bool fresh = in_ac_implied_do(name) && !scope_lookup(S.scope, name);
    Symbol *s = lookup_through_hosts(name);
    if (s)
        return s;
    if (!create)
        return NULL;
    Scope *u = unit_scope(S.scope);
    Type *t = implicit_type_of(u, name);
    s = scope_add(u, name, SYM_VARIABLE, loc);
    s->implicit_type = true;
    if (!t) {
        error_at(loc, "Symbol '%s' has no IMPLICIT type.", name);
        s->type = type_error();
    } else
        s->type = t;
    s->space = decl_default_space(s);
    s->ac_ido_only = fresh;
    return s;
}

static Symbol *global_proc(const char *name)
{
    Symbol *g = scope_lookup_local(S.global, name);
    return g && g->kind == SYM_PROCEDURE ? g : NULL;
}

/* A local symbol with an implicit interface defers to the definition of
 * the same external procedure in this file. */
static Symbol *prefer_global_definition(Symbol *s)
{
    s = sym_resolve(s);
    if (s->kind == SYM_PROCEDURE && s->proc && !s->proc->has_explicit_iface && !s->proc->is_dummy_proc &&
        !s->proc->is_intrinsic) {
        Symbol *g = global_proc(s->name);
        if (g && g != s)
            return g;
    }
    return s;
}

static int shape_rank(Symbol *s) { return s && s->shape ? s->shape->rank : 0; }

static void check_name(Node *e)
{
    Symbol *s0 = resolve_name_ref(e->name, e->loc, false);
    if (!s0) {
        Symbol *g = global_proc(e->name);
        if (g) {
            e->sym = g;
            e->type = g->type ? g->type : type_void();
            return;
        }
        s0 = resolve_name_ref(e->name, e->loc, true);
    }
    Symbol *s = sym_resolve(s0);
    e->sym = s;
    s->used = true;
    switch (s->kind) {
    case SYM_UNKNOWN:
        decl_set_implicit_type(s);
        s->kind = SYM_VARIABLE;
        /* fallthrough */
    case SYM_VARIABLE:
        if (!s->type)
            decl_set_implicit_type(s); /* used in a specification before its declaration */
        e->type = s->type ? s->type : type_error();
        e->rank = shape_rank(s);
        if (S.scope != s->scope && s->scope && s->scope->kind != SCOPE_MODULE && s->scope->kind != SCOPE_GLOBAL)
            s->host_assoc = true;
        if ((s->assumed_rank || s->type == type_assumed()) && e != S.assumed_ok && !S.in_modfile) {
            error_at(e->loc, "%s variable '%s' may only be used as an actual argument%s.",
                     s->assumed_rank ? "Assumed-rank" : "Assumed-type", e->name,
                     s->assumed_rank ? ", a SELECT RANK selector or the argument of an inquiry intrinsic" : "");
            expr_set_error(e);
        }
        return;
    case SYM_PARAMETER:
        e->type = s->type ? s->type : type_error();
        e->rank = shape_rank(s);
        e->cval = s->cval;
        if (!e->cval && s != decl_initializing)
            e->type = type_error();
        return;
    case SYM_PROCEDURE:
        if (s->stmt_func) {
            error_at(e->loc, "Statement function '%s' can only be referenced with an argument list.", e->name);
            expr_set_error(e);
            return;
        }
        e->type = s->type ? s->type : type_void();
        e->rank = 0;
        e->sym = prefer_global_definition(s);
        return;
    case SYM_GENERIC:
        e->type = type_void();
        return;
    default:
        error_at(e->loc, "'%s' is a %s, not a variable.", e->name, sym_kind_name(s->kind));
        expr_set_error(e);
        return;
    }
}

/* ---- designators ---- */

Symbol *expr_base_symbol(Node *e)
{
    while (e) {
        switch (e->kind) {
        case N_NAME: return e->sym;
        case N_ARRAY_REF: case N_SUBSTRING: case N_COMPONENT: case N_PAREN_ARGS: e = e->lhs; break;
        default: return NULL;
        }
    }
    return NULL;
}

bool sema_is_assumed_rank(const Node *e)
{
    if (e && e->kind == N_KEYWORD)
        e = e->rhs;
    if (!e || e->kind != N_NAME || !e->sym)
        return false;
    Symbol *s = sym_resolve(e->sym);
    return s && s->kind == SYM_VARIABLE && s->assumed_rank;
}

/* Variable designators (R902): may appear on the left of '='. */
/* A reference to a function whose result is a (data) POINTER: its target
 * is a variable (F2008 9.2). */
bool expr_is_pointer_function_ref(Node *e)
{
    Symbol *f = e && e->kind == N_FUNC_CALL && e->sym ? sym_resolve(e->sym) : NULL;
    return f && f->proc && f->proc->result && f->proc->result->kind == SYM_VARIABLE &&
           (f->proc->result->attrs & A_POINTER);
}

bool expr_is_variable(Node *e, bool report, const char *what)
{
    if (!e || is_err(e))
        return true;
    if (expr_is_pointer_function_ref(e) && strcmp(what, "a pointer assignment"))
        return true;
    Node *b = e;
    while (b->kind == N_ARRAY_REF || b->kind == N_SUBSTRING || b->kind == N_COMPONENT)
        b = b->lhs;
    Symbol *s = b->kind == N_NAME ? b->sym : NULL;
    if (!s || s->kind != SYM_VARIABLE) {
        if (report) {
            if (s && s->kind == SYM_PARAMETER)
                error_at(e->loc, "Named constant '%s' cannot appear in %s.", s->name, what);
            else if (s && s->kind == SYM_PROCEDURE)
                error_at(e->loc, "Procedure '%s' cannot appear in %s.", s->name, what);
            else
                error_at(e->loc, "Expression is not a variable and cannot appear in %s.", what);
        }
        return false;
    }
    /* INTENT(IN) and PROTECTED of a POINTER (the variable, or a pointer
     * component on the way to e) fix its association, not its target's value */
    bool assoc_change = !strcmp(what, "a pointer assignment") || strstr(what, "ALLOCATE") || strstr(what, "NULLIFY");
    bool target = (s->attrs & A_POINTER) && !(e == b && assoc_change);
    for (Node *c = e; c != b && !target; c = c->lhs)
        if (c->kind == N_COMPONENT && c->sym && (c->sym->attrs & A_POINTER) && !(c == e && assoc_change))
            target = true;
    if (target)
        return true;
    if (s->is_dummy && s->intent == INTENT_IN) {
        if (report)
            error_at(e->loc, "Dummy argument '%s' with INTENT(IN) cannot appear in %s.", s->name, what);
        return false;
    }
    if ((s->attrs & A_PROTECTED) && s->module && S.scope && unit_scope(S.scope)->kind != SCOPE_MODULE &&
        s->scope != unit_scope(S.scope) && s->scope->kind == SCOPE_MODULE) {
        Scope *u = S.scope;
        bool inside = false;
        for (; u; u = u->parent)
            if (u == s->scope)
                inside = true;
        if (!inside) {
            if (report)
                error_at(e->loc, "PROTECTED variable '%s' cannot appear in %s outside its module.", s->name, what);
            return false;
        }
    }
    return true;
}

void expr_check_designator(Node *e)
{
    expr_check(e);
}

static Symbol *find_component(DerivedType *dt, const char *name, Symbol **parent_comp)
{
    *parent_comp = NULL;
    while (dt) {
        for (int i = 0; i < dt->components.len; i++) {
            Symbol *c = dt->components.data[i];
            if (!strcmp(c->name, name))
                return c;
        }
        /* an extended type's first component is its parent (gfortran's layout) */
        Symbol *first = dt->components.len ? dt->components.data[0] : NULL;
        if (first && dt->parent && first->type && first->type->kind == TY_DERIVED &&
            first->type->derived == dt->parent) {
            *parent_comp = first;
            dt = first->type->derived;
        } else
            return NULL;
    }
    return NULL;
}

/* Set while the base of base(subscripts) is checked: an array component of
 * an array (ps%pos) is then legal when its subscripts are all scalars
 * (ps%pos(1)), which make_array_ref decides. */
static bool component_subscripted;

/* The value of component c of a constant of derived type dt (of an array
 * of them: the array of the elements' values), or NULL. */
static ConstVal *component_value(ConstVal *v, DerivedType *dt, Symbol *c)
{
    if (!v || (c->attrs & (A_POINTER | A_ALLOCATABLE)))
        return NULL;
    int j = 0;
    while (j < dt->components.len && dt->components.data[j] != c)
        j++;
    if (j == dt->components.len)
        return NULL;
    if (!v->rank)
        return v->comps ? v->comps[j] : NULL;
    if (c->shape)
        return NULL;
    ConstVal *r = NEW(ConstVal);
    *r = *v;
    r->type = c->type;
    r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(v->n ? v->n : 1));
    for (int64_t i = 0; i < v->n; i++)
        if (!v->elems[i] || !v->elems[i]->comps || !(r->elems[i] = v->elems[i]->comps[j]))
            return NULL;
    return r;
}

static void make_intrinsic_call(Node *e, const char *name);
static bool dec_bitwise_op(Node *e, int op, Node *l, Node *r);

/* The real or imaginary part of a COMPLEX(kind) object as a component at
 * offset 0 or kind (codegen addresses components by byte offset, so z%im
 * and z(:)%re are designators like any component's). */
static Symbol *complex_part(int kind, bool im)
{
    static Symbol *parts[17][2];
    if (kind < 1 || kind > 16)
        return NULL;
    Symbol **c = &parts[kind][im];
    if (!*c) {
        *c = NEW(Symbol);
        (*c)->kind = SYM_COMPONENT;
        (*c)->name = im ? "im" : "re";
        (*c)->type = type_real(kind);
        (*c)->comp_offset = im ? kind : 0;
        (*c)->comp_index = im;
    }
    return *c;
}

/* Type-parameter inquiries and complex parts of an intrinsic-type
 * designator (F2008 6.4.4, 6.4.5): x%kind, c%len as KIND(x) and LEN(c);
 * z%re, z%im as designators of type REAL. False when e names none. */
static bool intrinsic_type_part(Node *e)
{
    Type *bt = e->lhs->type;
    const char *n = e->name;
    if (!strcmp(n, "kind") || (!strcmp(n, "len") && bt->kind == TY_CHARACTER)) {
        if (bt->kind == TY_DERIVED || bt->kind == TY_TYPELESS || bt == type_void())
            return false;
        Node *arg = e->lhs;
        e->lhs = NULL;
        e->args = (NodeList){0};
        nodelist_push(&e->args, arg);
        make_intrinsic_call(e, n);
        return true;
    }
    if (bt->kind != TY_COMPLEX || (strcmp(n, "re") && strcmp(n, "im")))
        return false;
    bool im = !strcmp(n, "im");
    Symbol *c = complex_part(bt->kind_param, im);
    if (!c)
        return false;
    e->sym = c;
    e->type = c->type;
    e->rank = e->lhs->rank;
    ConstVal *z = e->lhs->cval;
    if (z && !z->rank)
        e->cval = cv_real(im ? z->c.im : z->c.re, bt->kind_param);
    else if (z) {
        ConstVal *r = cv_array_of(c->type, z->rank, z->shape);
        for (int64_t i = 0; i < z->n; i++)
            r->elems[i] = cv_real(im ? z->elems[i]->c.im : z->elems[i]->c.re, bt->kind_param);
        e->cval = r;
    }
    return true;
}

static void check_component(Node *e)
{
    bool subscripted = component_subscripted;
    component_subscripted = false;
    expr_check(e->lhs);
    if (is_err(e->lhs)) {
        expr_set_error(e);
        return;
    }
    Type *bt = e->lhs->type;
    if ((bt->kind != TY_DERIVED || !bt->derived) && intrinsic_type_part(e))
        return;
    if (bt->kind != TY_DERIVED || !bt->derived) {
        error_at(e->loc, "'%%%s' is applied to an expression of type %s, which is not a derived type.", e->name,
                 type_name(bt));
        expr_set_error(e);
        return;
    }
    Symbol *tp = pdt_param(bt->derived, e->name);
    Node *lv = NULL;
    for (int k = 0; tp && !tp->cval && k < bt->derived->tparams.len; k++)
        if (bt->derived->tparams.data[k] == tp)
            lv = pdt_len_value(bt, k);
    if (tp && (tp->cval || (lv && lv->cval && e->lhs->rank == 0))) {
        /* x%k: a type parameter inquiry, the instance's constant, or the
         * constant LEN value of x's declaration; other LEN values are read
         * from the object's component of that name */
        if (!tp->cval) {
            int64_t v = 0;
            node_const_int(lv, &v);
            *e = *sema_int_const(v, tp->type->kind_param, e->loc);
            return;
        }
        e->kind = N_NAME;
        e->lhs = NULL;
        e->sym = tp;
        e->type = tp->type;
        e->cval = tp->cval;
        e->rank = 0;
        return;
    }
    Symbol *pc;
    Symbol *c = find_component(bt->derived, e->name, &pc);
    if (!c) {
        error_at(e->loc, "'%s' is not a component of TYPE(%s).", e->name, bt->derived->name);
        expr_set_error(e);
        return;
    }
    if (pc) {
        /* a%x with x inherited: insert the parent component a%parent%x */
        Node *mid = node_new(N_COMPONENT, e->loc);
        mid->lhs = e->lhs;
        mid->name = pc->name;
        mid->sym = pc;
        mid->type = pc->type;
        mid->rank = e->lhs->rank;
        Symbol *pc2;
        if (!find_component(pc->type->derived, e->name, &pc2) || pc2) {
            /* deeper chains: resolve recursively */
            e->lhs = mid;
            check_component(e);
            return;
        }
        e->lhs = mid;
    }
    if ((c->attrs & A_PRIVATE) && bt->derived->module && c->scope) {
        bool inside = false;
        for (Scope *u = S.scope; u; u = u->parent)
            if (u->kind == SCOPE_MODULE && u->owner && !strcmp(u->owner->name, bt->derived->module))
                inside = true;
        if (!inside) {
            error_at(e->loc, "Component '%s' of TYPE(%s) is PRIVATE.", e->name, bt->derived->name);
            expr_set_error(e);
            return;
        }
    }
    e->sym = c;
    e->type = c->type ? c->type : type_error();
    if (e->lhs->rank > 0 && c->shape && !subscripted) {
        error_at(e->loc, "Two or more part references with nonzero rank in '%%%s'.", e->name);
        expr_set_error(e);
        return;
    }
    if (e->lhs->rank > 0 && (c->attrs & (A_POINTER | A_ALLOCATABLE))) {
        error_at(e->loc, "Component '%s' is POINTER or ALLOCATABLE and cannot follow an array part reference.",
                 e->name);
        expr_set_error(e);
        return;
    }
    e->rank = c->shape ? c->shape->rank : e->lhs->rank;
    e->cval = component_value(e->lhs->cval, bt->derived, c);
}

/* A REAL subscript: a legacy extension gfortran accepts with a warning,
 * the value truncated to INTEGER as by INT(). */
static void real_subscript(Node *s)
{
    if (s->type->kind != TY_REAL)
        return;
    warning_at(s->loc, "Legacy Extension: REAL array index.");
    expr_convert(s, type_int(opts.default_int_kind));
}

static bool check_subscript(Node *s, int *rank)
{
    if (!s)
        return false;
    if (s->kind == N_TRIPLET) {
        Node *parts[3] = {s->lhs, s->rhs, s->step};
        for (int i = 0; i < 3; i++) {
            if (!parts[i])
                continue;
            expr_check(parts[i]);
            if (is_err(parts[i]))
                return false;
            real_subscript(parts[i]);
            if (parts[i]->type->kind != TY_INTEGER || parts[i]->rank) {
                error_at(parts[i]->loc, "Subscript triplet bound must be a scalar INTEGER expression, not %s.",
                         type_name(parts[i]->type));
                return false;
            }
        }
        s->type = type_int(8);
        (*rank)++;
        return true;
    }
    if (s->kind == N_STAR) {
        error_at(s->loc, "'*' is not a valid subscript.");
        return false;
    }
    expr_check(s);
    if (is_err(s))
        return false;
    real_subscript(s);
    if (s->type->kind != TY_INTEGER) {
        error_at(s->loc, "Array subscript must be INTEGER, not %s.", type_name(s->type));
        return false;
    }
    if (s->rank > 1) {
        error_at(s->loc, "Vector subscript must have rank 1.");
        return false;
    }
    *rank += s->rank;
    return true;
}

/* base(subscripts): base is an array designator of declared rank 'rank'. */

/* A section of a constant array with constant subscripts, triplets and
 * vector subscripts (PARAMETER p(2, 3) then p(1, :), p(1, [3, 1])): its
 * elements as a constant array, or NULL when a subscript is not constant
 * or out of bounds (section_with without implied-DO variables). */
static ConstVal *const_section(Node *e, ArraySpec *sh, ConstVal *cv);

static void make_array_ref(Node *e, Symbol *s, int declared_rank)
{
    e->kind = N_ARRAY_REF;
    if (e->args.len != declared_rank) {
        error_at(e->loc, "Rank mismatch in array reference of '%s': %d subscript%s for rank %d.",
                 s ? s->name : "?", e->args.len, e->args.len == 1 ? "" : "s", declared_rank);
        expr_set_error(e);
        return;
    }
    int rank = 0;
    bool ok = true;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (a && a->kind == N_KEYWORD) {
            error_at(a->loc, "Keyword '%s=' in an array reference of '%s'.", a->name, s ? s->name : "?");
            ok = false;
            continue;
        }
        if (!check_subscript(a, &rank))
            ok = false;
    }
    if (!ok) {
        expr_set_error(e);
        return;
    }
    Node *b = e->lhs;
    int outer = b->kind == N_COMPONENT ? b->lhs->rank : 0;
    if (outer && rank) {
        error_at(e->loc, "Two or more part references with nonzero rank.");
        expr_set_error(e);
        return;
    }
    e->type = b->type;
    e->rank = rank + outer;
    e->sym = s;
    /* an element of a constant array is constant */
    if (b->kind == N_NAME && s && s->shape && s->shape->constant && s->shape->kind == DIM_EXPLICIT) {
        /* constant subscripts outside constant bounds */
        for (int d = 0; d < declared_rank; d++) {
            int64_t v;
            Node *sub = e->args.items[d];
            if (sub->kind != N_TRIPLET && node_const_int(sub, &v) &&
                (v < s->shape->lo_val[d] || v > s->shape->hi_val[d]) && !b->cval)
                warning_at(sub->loc, "Subscript %lld is out of bounds %lld:%lld of '%s'.", (long long)v,
                           (long long)s->shape->lo_val[d], (long long)s->shape->hi_val[d], s->name);
        }
    }
    /* (a component of a constant of derived type is constant: z(3)%w(2)) */
    bool named = b->kind == N_NAME || b->kind == N_COMPONENT;
    if (named && b->cval && b->cval->rank && !rank && s && s->shape && s->shape->constant) {
        int64_t off = 0, mult = 1;
        bool cst = true;
        for (int d = 0; d < declared_rank; d++) {
            int64_t v;
            if (!node_const_int(e->args.items[d], &v)) {
                cst = false;
                break;
            }
            if (v < s->shape->lo_val[d] || v > s->shape->hi_val[d]) {
                error_at(e->args.items[d]->loc, "Subscript %lld is out of bounds %lld:%lld of '%s'.", (long long)v,
                         (long long)s->shape->lo_val[d], (long long)s->shape->hi_val[d], s->name);
                cst = false;
                break;
            }
            off += (v - s->shape->lo_val[d]) * mult;
            mult *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
        }
        if (cst && off < b->cval->n)
            e->cval = b->cval->elems[off];
    }
    if (named && b->cval && b->cval->rank == declared_rank && rank && s && s->shape && s->shape->constant)
        e->cval = const_section(e, s->shape, b->cval);
}

static ConstVal *cv_substring(ConstVal *c, int64_t lo, int64_t hi, Type *rt);

static void make_substring(Node *e)
{
    e->kind = N_SUBSTRING;
    if (e->args.len != 1 || !e->args.items[0] || e->args.items[0]->kind != N_TRIPLET) {
        error_at(e->loc, "Substring reference must have the form (start:end).");
        expr_set_error(e);
        return;
    }
    Node *t = e->args.items[0];
    if (t->step) {
        error_at(t->step->loc, "Substring reference cannot have a stride.");
        expr_set_error(e);
        return;
    }
    int dummy = 0;
    if (!check_subscript(t, &dummy)) {
        expr_set_error(e);
        return;
    }
    Type *bt = e->lhs->type;
    Type *rt = type_new(TY_CHARACTER, char_kind(bt));
    int64_t lo = 1, hi = bt->len_kind == LEN_NONE ? bt->len : -1;
    bool lo_c = !t->lhs || node_const_int(t->lhs, &lo);
    bool hi_c = t->rhs ? node_const_int(t->rhs, &hi) : hi >= 0;
    if (lo_c && hi_c)
        rt->len = hi - lo + 1 < 0 ? 0 : hi - lo + 1;
    else
        rt->len_kind = LEN_DEFERRED, rt->len = -1;
    e->type = rt;
    e->rank = e->lhs->rank;
    e->sym = expr_base_symbol(e->lhs);
    if (e->lhs->cval && lo_c && hi_c)
        e->cval = cv_substring(e->lhs->cval, lo, hi, rt);
}

/* The substring (lo:hi) of a constant CHARACTER scalar, or of each element
 * of a constant CHARACTER array; NULL when out of range. */
static ConstVal *cv_substring(ConstVal *c, int64_t lo, int64_t hi, Type *rt)
{
    if (!c || c->type->kind != TY_CHARACTER)
        return NULL;
    int k = char_kind(c->type);
    if (c->rank) {
        ConstVal *r = cv_array_of(rt, c->rank, c->shape);
        for (int64_t i = 0; i < c->n; i++)
            if (!(r->elems[i] = cv_substring(c->elems[i], lo, hi, rt)))
                return NULL;
        return r;
    }
    if (hi < lo)
        return cv_char_k("", 0, k);
    if (lo < 1 || hi > c->str.len)
        return NULL;
    return cv_char_k(c->str.s + (lo - 1) * k, hi - lo + 1, k);
}

/* ---- calls ---- */

/* A name that can only be a specific intrinsic procedure (an actual
 * argument, a procedure pointer's target): it must not become a variable.
 * Marks it (type void, op = the intrinsic) and returns true. */
bool expr_intrinsic_proc_name(Node *a)
{
    if (a->kind != N_NAME || resolve_name_ref(a->name, a->loc, false) || intrinsic_lookup(a->name) == INTR_NONE ||
        global_proc(a->name))
        return false;
    a->type = type_void();
    a->op = intrinsic_lookup(a->name);
    return true;
}

/* Types one actual argument: the one place where an assumed-rank or
 * assumed-type name, %VAL(x) and %REF(x) may stand. */
void expr_check_actual(Node *a)
{
    Node *saved = S.assumed_ok, *saved_pass = S.pass_ok;
    S.assumed_ok = S.pass_ok = a;
    expr_check(a);
    S.assumed_ok = saved;
    S.pass_ok = saved_pass;
    if (a->arg_pass == 'v' && !is_err(a)) {
        if (a->rank > 0)
            error_at(a->loc, "The argument of %%VAL must be a scalar.");
        else if (a->type && !type_is_numeric(a->type) && a->type->kind != TY_LOGICAL)
            error_at(a->loc, "The argument of %%VAL must be of a numeric or LOGICAL type.");
    }
}

static void check_actuals(NodeList *args)
{
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (!a)
            continue;
        if (a->kind == N_KEYWORD)
            a = a->rhs;
        if (!a || a->kind == N_ALT_RETURN || a->kind == N_STAR)
            continue;
        if (expr_intrinsic_proc_name(a))
            continue;
        expr_check_actual(a);
    }
}

static Node *actual_value(Node *a) { return a && a->kind == N_KEYWORD ? a->rhs : a; }

static bool dummy_is_array_like(Symbol *d)
{
    return d->shape && (d->shape->kind == DIM_EXPLICIT || d->shape->kind == DIM_ASSUMED_SIZE);
}

/* A scalar dummy of an external procedure declared only by its type (no
 * INTENT, VALUE, POINTER, ALLOCATABLE, TARGET) may turn out to be a dummy
 * procedure when its body references it as a function, F(X) in F77 code,
 * which sema learns only on reaching that body (later in the file than a
 * caller): a procedure actual is checked against it after all bodies. */
static bool maybe_dummy_procedure(const ProcInfo *p, const Symbol *d)
{
    return d->kind == SYM_VARIABLE && !d->shape && !p->is_module_proc &&
           !(d->attrs & (A_INTENT | A_VALUE | A_POINTER | A_ALLOCATABLE | A_TARGET)) &&
           (!d->type || d->type->kind != TY_DERIVED);
}

/* Node* records of procedure actuals passed to type-only dummies (outside
 * SemaState, which units save and restore around their bodies). */
static PtrVec late_procs;

/* The procedure actuals passed to type-only dummies: an error where the
 * dummy stayed a data object. */
void expr_check_late_procs(void)
{
    for (int i = 0; i < late_procs.len; i++) {
        Node *rec = late_procs.data[i];
        Symbol *d = rec->sym;
        if (d->kind != SYM_PROCEDURE)
            error_at(rec->loc, "Procedure '%s' is passed to data dummy argument '%s' of '%s'.",
                     rec->lhs->sym->name, d->name, rec->name);
    }
    late_procs.len = 0;
}

/* Matches actual arguments to the dummies of 'proc' (R1523). With report,
 * diagnoses every problem; without, only answers whether the call matches
 * (generic resolution). slots[i] receives the i-th dummy's actual. */
static bool match_args(Symbol *proc, NodeList *args, bool report, Loc loc, Node ***out_slots, int *out_n)
{
    ProcInfo *p = proc->proc;
    const char *pname = proc->name;
    int nd = p->dummies.len;
    Node **slots = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(nd + 1));
    bool ok = true, seen_kw = false;
    int pos = 0;
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (!a)
            continue;
        if (a->kind == N_KEYWORD) {
            seen_kw = true;
            int k = -1;
            for (int j = 0; j < nd; j++) {
                Symbol *d = p->dummies.data[j];
                if (d && !strcmp(d->name, a->name))
                    k = j;
            }
            if (k < 0) {
                if (report)
                    error_at(a->loc, "'%s' is not a dummy argument of '%s'.", a->name, pname);
                ok = false;
                continue;
            }
            if (slots[k]) {
                if (report)
                    error_at(a->loc, "Dummy argument '%s' of '%s' is associated twice.", a->name, pname);
                ok = false;
                continue;
            }
            slots[k] = a->rhs;
            continue;
        }
        if (seen_kw) {
            if (report)
                error_at(a->loc, "Positional argument follows a keyword argument in the call of '%s'.", pname);
            ok = false;
            continue;
        }
        if (pos >= nd) {
            if (report)
                error_at(a->loc, "Too many actual arguments in the call of '%s' (it has %d dummy argument%s).", pname,
                         nd, nd == 1 ? "" : "s");
            ok = false;
            break;
        }
        slots[pos++] = a;
    }
    bool elemental = p->prefix & PF_ELEMENTAL;
    int elem_rank = 0;
    bool placed = ok; /* after a placement error, missing arguments are noise */
    for (int j = 0; j < nd; j++) {
        Symbol *d = p->dummies.data[j];
        Node *a = slots[j];
        if (!d)
            continue; /* alternate return */
        if (!a) {
            if (!(d->attrs & A_OPTIONAL)) {
                if (report && placed)
                    error_at(loc, "Missing actual argument for dummy argument '%s' of '%s'.", d->name, pname);
                ok = false;
            }
            continue;
        }
        if (a->kind == N_ALT_RETURN || is_err(a))
            continue;
        if (d->kind == SYM_PROCEDURE) {
            if (!oop_is_proc_designator(a) && !(a->kind == N_NAME && a->op)) {
                if (report)
                    error_at(a->loc, "Actual argument for dummy procedure '%s' of '%s' must be a procedure.", d->name,
                             pname);
                ok = false;
            }
            continue;
        }
        if (a->kind == N_NAME && a->sym && a->sym->kind == SYM_PROCEDURE && maybe_dummy_procedure(p, d)) {
            /* checked again once every body is known (expr_check_late_procs) */
            Node *rec = node_new(N_KEYWORD, a->loc);
            rec->lhs = a;
            rec->sym = d;
            rec->name = pname;
            vec_push(&late_procs, rec);
            continue;
        }
        if (a->kind == N_NAME && a->sym && a->sym->kind == SYM_PROCEDURE) {
            if (report)
                error_at(a->loc, "Procedure '%s' is passed to data dummy argument '%s' of '%s'.", a->sym->name,
                         d->name, pname);
            ok = false;
            continue;
        }
        if (a->arg_pass)
            continue; /* %VAL/%REF say how it is passed, whatever the dummy (as gfortran) */
        Type *dt = d->type;
        unsigned ign = d->ignore_tkr;
        if ((ign & IGNORE_KIND) && !(ign & IGNORE_TYPE) && dt && a->type && dt->kind == a->type->kind) {
            /* kind ignored: same type suffices (VALUE actuals are converted) */
        } else if ((ign & IGNORE_TYPE)) {
        } else if (report && dt && a->cval && a->cval->hollerith && a->kind == N_CHAR_LIT &&
                   (dt->kind == TY_INTEGER || dt->kind == TY_REAL || dt->kind == TY_COMPLEX)) {
            /* a Hollerith actual is passed as the dummy's type, blank-padded as gfortran does;
               to an array dummy, as many whole elements as its characters fill */
            warning_at(a->loc, "Conversion from HOLLERITH to %s is an extension.", type_name(dt));
            int64_t esize = type_size(dt);
            if (d->shape && d->shape->rank > 0 && dummy_is_array_like(d) && esize > 0) {
                Type *ct = type_char((a->cval->str.len + esize - 1) / esize * esize);
                ConstVal *padded = cv_convert(a->cval, ct);
                if (padded) {
                    padded->hollerith = true;
                    a->cval = padded;
                    a->type = ct;
                }
            } else
                expr_convert(a, dt);
        } else if (dt && a->type && a->type->kind != TY_TYPELESS && a->kind != N_NULL_PTR && !oop_type_compatible(dt, a->type) &&
            !(d->attrs & A_EXTERNAL) && !(report && opts.allow_arg_mismatch && !(d->attrs & A_VALUE))) {
            if (report)
                error_at(a->loc, "Type mismatch in argument '%s' of '%s': passed %s to %s.", d->name, pname,
                         type_name(a->type), type_name(dt));
            ok = false;
            continue;
        } else if (dt && a->type && a->type->kind != TY_TYPELESS && a->kind != N_NULL_PTR &&
                   !oop_type_compatible(dt, a->type) && !(d->attrs & A_EXTERNAL)) {
            /* -fallow-argument-mismatch: legacy code passing any buffer; the
             * address is passed unchanged */
            warning_at(a->loc, "Type mismatch in argument '%s' of '%s': passed %s to %s.", d->name, pname,
                       type_name(a->type), type_name(dt));
        }
        int dr = d->shape ? d->shape->rank : 0;
        /* a CLASS array dummy gets gfortran's container (array and vtable):
         * any array of an extension, or a CLASS array passed whole */
        Node *anode = a->kind == N_ARRAY_REF ? a->lhs : a;
        bool class_dummy = d->type && d->type->polymorphic && d->shape && dr > 0 && !d->assumed_rank;
        bool class_container = class_dummy && a->rank > 0 &&
                               (!oop_is_class(a->type) || anode->kind == N_NAME || anode->kind == N_FUNC_CALL ||
                                (anode->kind == N_COMPONENT && anode->lhs->rank == 0));
        if (report && class_dummy && a->rank == 0 && a->kind != N_NULL_PTR && d->shape->kind != DIM_ASSUMED_SHAPE &&
            !(d->attrs & (A_POINTER | A_ALLOCATABLE))) {
            /* an element for an explicit-shape or assumed-size one (sequence association) */
            error_at(a->loc, "Passing an array element to CLASS array dummy '%s' is not supported yet.", d->name);
            ok = false;
            continue;
        }
        if (report && !class_container &&
            !oop_check_class_array(d->type, dr, a->type, a->loc, "Passing an array of type")) {
            ok = false;
            continue;
        }
        bool null_actual = a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL && !a->args.len);
        if (sema_is_assumed_rank(a) && !d->assumed_rank) {
            /* F2018 C838: an assumed-rank actual only for an assumed-rank dummy */
            if (report)
                error_at(a->loc, "Assumed-rank actual argument '%s' needs an assumed-rank dummy argument, not '%s' of '%s'.",
                         a->name, d->name, pname);
            ok = false;
            continue;
        }
        if (ign & IGNORE_RANK) {
        } else if (null_actual && (d->attrs & (A_POINTER | A_ALLOCATABLE | A_OPTIONAL))) {
            /* NULL() takes the characteristics of its dummy (F2008 13.7.125) */
        } else if (elemental) {
            if (a->rank > elem_rank)
                elem_rank = a->rank;
        } else if (dr != a->rank) {
            bool seq_ok = dr > 0 && dummy_is_array_like(d) &&
                          (a->rank > 0 || a->kind == N_ARRAY_REF || (a->type && a->type->kind == TY_CHARACTER));
            if (!seq_ok && !(d->attrs & A_EXTERNAL) && report && opts.allow_arg_mismatch && !(d->attrs & A_VALUE) &&
                !(d->shape && d->shape->kind == DIM_ASSUMED_SHAPE)) {
                warning_at(a->loc, "Rank mismatch in argument '%s' of '%s' (rank-%d and %s).", d->name, pname, dr,
                           a->rank ? arena_printf(cu_arena, "rank-%d", a->rank) : "scalar");
            } else if (!seq_ok && !(d->attrs & A_EXTERNAL)) {
                if (report)
                    error_at(a->loc, "Rank mismatch in argument '%s' of '%s' (rank-%d and %s).", d->name, pname, dr,
                             a->rank ? arena_printf(cu_arena, "rank-%d", a->rank) : "scalar");
                ok = false;
                continue;
            }
        }
        if ((d->intent == INTENT_OUT || d->intent == INTENT_INOUT) && report) {
            if (!expr_is_variable(a, false, "")) {
                error_at(a->loc, "Actual argument for INTENT(%s) dummy '%s' of '%s' must be a definable variable.",
                         d->intent == INTENT_OUT ? "OUT" : "INOUT", d->name, pname);
                ok = false;
            }
        }
        Symbol *abase = expr_base_symbol(a);
        bool whole = a->kind == N_NAME || (a->kind == N_COMPONENT);
        if ((d->attrs & A_ALLOCATABLE) && !(whole && a->sym && (sym_resolve(a->sym)->attrs & A_ALLOCATABLE))) {
            if (report)
                error_at(a->loc, "Actual argument for ALLOCATABLE dummy '%s' of '%s' must be ALLOCATABLE.", d->name,
                         pname);
            ok = false;
        }
        /* a reference to a function with a POINTER result is a pointer
         * actual too (gfortran and nvfortran accept it for any intent) */
        if ((d->attrs & A_POINTER) && d->intent != INTENT_IN && a->kind != N_NULL_PTR &&
            !(whole && a->sym && (sym_resolve(a->sym)->attrs & A_POINTER)) && !expr_is_pointer_function_ref(a)) {
            if (report)
                error_at(a->loc, "Actual argument for POINTER dummy '%s' of '%s' must be a POINTER.", d->name, pname);
            ok = false;
        }
        (void)abase;
    }
    *out_slots = slots;
    *out_n = nd;
    if (elemental)
        *out_n = -1 - elem_rank; /* tells the caller the elemental rank */
    return ok;
}

/* Checks a call of procedure symbol 'ps' with args (already typed) and
 * rewrites args so that args[i] is the i-th dummy's actual (NULL when
 * absent), keywords removed; returns the rank an elemental call takes
 * (else -1). */
int check_proc_call(Symbol *ps, NodeList *args, Loc loc)
{
    ProcInfo *p = ps->proc;
    if (!p || !p->has_explicit_iface) {
        for (int i = 0; i < args->len; i++) {
            Node *a = args->items[i];
            if (a && a->kind == N_KEYWORD) {
                error_at(a->loc, "Keyword argument '%s' requires an explicit interface for '%s'.", a->name, ps->name);
                break;
            }
        }
        return -1;
    }
    Node **slots;
    int n;
    match_args(ps, args, true, loc, &slots, &n);
    int erank = -1;
    if (n < 0) {
        erank = -1 - n;
        n = p->dummies.len;
    }
    args->items = slots;
    args->len = args->cap = n;
    /* BOZ actuals, and VALUE actuals of an IGNORE_TKR(k) dummy, convert
     * like assignment */
    for (int j = 0; j < n; j++) {
        Symbol *d = p->dummies.data[j];
        if (d && slots[j] && (d->attrs & A_VALUE) && d->type && type_is_numeric(d->type) && slots[j]->type &&
            (slots[j]->type->kind == TY_TYPELESS || ((d->ignore_tkr & IGNORE_KIND) && !(d->ignore_tkr & IGNORE_TYPE))))
            expr_convert(slots[j], d->type);
    }
    cudafor_fixup_call(ps, args, loc);
    return erank;
}

static bool generic_candidate_ok(Symbol *spec, NodeList *args, Loc loc)
{
    Node **slots;
    int n;
    return match_args(spec, args, false, loc, &slots, &n);
}

/* 0 host, 1 device, 2 managed: the memory-space classes of CUDA Fortran's
 * generic matching. */
static int space_class(MemSpace m)
{
    switch (m) {
    case SPACE_MANAGED: return 2;
    case SPACE_DEVICE: case SPACE_CONSTANT: case SPACE_TEXTURE: case SPACE_SHARED: case SPACE_LOCAL: return 1;
    default: return 0;
    }
}

/* How well the memory spaces of the actuals fit spec's dummies: the guide's
 * priority for a managed actual is a managed dummy, then a device one, then
 * a host one; other actuals want a dummy of their own space. */
static int space_score(Symbol *spec, NodeList *args)
{
    Node **slots;
    int n, score = 0;
    if (!match_args(spec, args, false, (Loc){0}, &slots, &n))
        return -1;
    for (int j = 0; j < spec->proc->dummies.len; j++) {
        Symbol *d = spec->proc->dummies.data[j];
        Symbol *as = slots[j] ? sym_resolve(expr_base_symbol(slots[j])) : NULL;
        if (!d || d->kind != SYM_VARIABLE || !as || as->kind != SYM_VARIABLE || (d->ignore_tkr & IGNORE_DEVICE))
            continue;
        int a = space_class(as->space), dc = space_class(d->space);
        score += a == dc ? 3 : a == 2 ? 1 + dc : 0;
    }
    return score;
}

/* Picks the specific of a generic interface matching the actuals (by type,
 * kind and rank, then by memory space); non-elemental specifics win over
 * elemental ones. */
Symbol *resolve_generic(Symbol *g, NodeList *args, Loc loc, bool report)
{
    g = sym_resolve(g);
    Symbol *elem = NULL, *best = NULL;
    int best_score = -1;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; g->generic && i < g->generic->specifics.len; i++) {
            Symbol *spec = sym_resolve(g->generic->specifics.data[i]);
            if (!spec->proc)
                continue;
            bool is_elem = spec->proc->prefix & PF_ELEMENTAL;
            if ((pass == 0) == is_elem)
                continue;
            if (generic_candidate_ok(spec, args, loc)) {
                if (pass == 0) {
                    int sc = space_score(spec, args);
                    if (sc > best_score) {
                        best = spec;
                        best_score = sc;
                    }
                    continue;
                }
                if (!elem && !best)
                    elem = spec;
            }
        }
    if (best)
        return best;
    if (elem)
        return elem;
    if (report) {
        const char *tl = "";
        for (int i = 0; i < args->len; i++) {
            Node *a = actual_value(args->items[i]);
            if (a && a->type)
                tl = arena_printf(cu_arena, "%s%s%s%s", tl, i ? ", " : "", type_name(a->type),
                                  a->rank ? arena_printf(cu_arena, " rank-%d", a->rank) : "");
        }
        error_at(loc, "No specific procedure of generic '%s' matches the actual arguments (%s).",
                 g->generic && g->generic->op ? g->generic->op : g->name, tl);
    }
    return NULL;
}

Symbol *proc_of_generic_for_call(Symbol *g, NodeList *args, Loc loc)
{
    return resolve_generic(g, args, loc, true);
}

static void set_call_result(Node *e, Symbol *ps, int erank)
{
    Symbol *r = ps->proc ? ps->proc->result : NULL;
    e->type = ps->type ? ps->type : (r && r->type ? r->type : type_error());
    e->rank = r && r->shape ? r->shape->rank : 0;
    if (erank >= 0)
        e->rank = erank;
}

/* name(args) referring to a function procedure 'ps' (not generic). */
static void make_func_call(Node *e, Symbol *ps)
{
    Symbol *local = sym_resolve(ps);
    ps = prefer_global_definition(ps);
    e->kind = N_FUNC_CALL;
    e->sym = ps;
    if (e->lhs) {
        e->lhs->sym = ps;
        e->lhs->type = ps->type ? ps->type : type_void();
    }
    if (ps->proc && ps->proc->has_explicit_iface && !ps->proc->is_function) {
        error_at(e->loc, "'%s' is a subroutine, not a function.", ps->name);
        expr_set_error(e);
        return;
    }
    if (ps->proc && !ps->proc->has_explicit_iface)
        ps->proc->is_function = true;
    if (!ps->type) {
        /* external function referenced without a type declaration */
        Type *t = implicit_type_of(unit_scope(ps->scope ? ps->scope : S.scope), ps->name);
        if (!t) {
            error_at(e->loc, "Function '%s' has no IMPLICIT type.", ps->name);
            expr_set_error(e);
            return;
        }
        ps->type = t;
        ps->implicit_type = true;
    }
    int erank = check_proc_call(ps, &e->args, e->loc);
    set_call_result(e, ps, erank);
    /* CHARACTER*(*) FUNCTION: the length is the one the caller declares */
    if (local != ps && e->type && e->type->kind == TY_CHARACTER && e->type->len_kind == LEN_ASSUMED &&
        local->type && local->type->kind == TY_CHARACTER && local->type->len_kind != LEN_ASSUMED)
        e->type = local->type;
}

static void make_intrinsic_call(Node *e, const char *name)
{
    IntrinsicId id = intrinsic_lookup(name);
    int gk = intrinsic_gnu_kind(name, &e->args);
    if (gk) /* INT2(x) is INT(x, KIND=2), COMPLEX(x, y) is CMPLX(x, y, KIND=k) */
        nodelist_push(&e->args, sema_int_const(gk, 4, e->loc));
    e->kind = N_INTRINSIC_CALL;
    e->name = name;
    intrinsic_check_call(e, id, false);
    Type *rt = intrinsic_specific_result(name);
    if (rt && !is_err(e))
        expr_convert(e, rt);
}

static Symbol *new_external_proc(const char *name, Loc loc)
{
    Scope *u = unit_scope(S.scope);
    Symbol *ps = scope_add(u, name, SYM_PROCEDURE, loc);
    ps->proc = NEW(ProcInfo);
    return ps;
}

/* ---- structure constructors ---- */

/* A CHARACTER constant (or each element of an array one) padded or cut
 * to the length of t, as by assignment. */
static ConstVal *cv_char_fit(ConstVal *c, Type *t)
{
    if (!c->rank)
        return cv_convert(c, t);
    ConstVal *r = cv_array_of(t, c->rank, c->shape);
    for (int64_t i = 0; i < c->n; i++)
        if (!(r->elems[i] = cv_convert(c->elems[i], t)))
            return c;
    return r;
}

/* The number of components that the definition of template dt declares. */
static int template_components(DerivedType *dt)
{
    int n = 0;
    for (int i = 0; dt->def && i < dt->def->body.len; i++) {
        Node *c = dt->def->body.items[i];
        if (c && (c->kind == N_TYPE_DECL || c->kind == N_PROC_DECL) && !(c->attrs & (A_KIND_PARAM | A_LEN_PARAM)))
            n += c->args.len;
    }
    return n;
}

/* t(...) of a parameterized type t: as in gfortran, the type parameters
 * are its leading components (positional values beyond the definition's
 * components, or keywords naming them); those values, taken out of e's
 * arguments, name the instance (the defaults where none is given). */
static DerivedType *ctor_instance(Node *e, Symbol *ts, Node ***lens)
{
    DerivedType *tmpl = ts->derived;
    TypeSpec spec = {.kind = TS_TYPE, .loc = e->loc, .type_name = ts->name};
    int npos = 0;
    for (int i = 0; i < e->args.len; i++)
        if (e->args.items[i] && e->args.items[i]->kind != N_KEYWORD)
            npos++;
    int nlead = npos - template_components(tmpl);
    NodeList rest = {0};
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        bool param = a && (a->kind == N_KEYWORD ? pdt_param_index(tmpl, a->name) >= 0 : i < nlead);
        nodelist_push(param ? &spec.tparams : &rest, a);
    }
    e->args = rest;
    return pdt_instance(ts, spec.tparams.len ? &spec : NULL, e->loc, lens);
}

static void make_struct_ctor(Node *e, Symbol *ts, Node **lens)
{
    if (pdt_is_template(ts->derived)) {
        DerivedType *in = ctor_instance(e, ts, &lens);
        if (!in) {
            expr_set_error(e);
            return;
        }
        ts = in->sym;
    }
    DerivedType *dt = ts->derived;
    oop_flatten_ctor(e, dt); /* values of inherited components: a parent constructor */
    e->kind = N_STRUCT_CTOR;
    e->sym = ts;
    int nc = dt->components.len;
    Node **slots = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(nc + 1));
    bool ok = true, seen_kw = false;
    int pos = 0;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (!a)
            continue;
        Node *v = actual_value(a);
        if (v)
            expr_check(v);
        if (a->kind == N_KEYWORD) {
            seen_kw = true;
            int k = -1;
            for (int j = 0; j < nc; j++)
                if (!strcmp(((Symbol *)dt->components.data[j])->name, a->name) && !pdt_param_comp(dt->components.data[j]))
                    k = j;
            if (k < 0) {
                error_at(a->loc, "'%s' is not a component of TYPE(%s).", a->name, dt->name);
                ok = false;
                continue;
            }
            slots[k] = v;
            continue;
        }
        if (seen_kw) {
            error_at(a->loc, "Positional component value follows a keyword in the constructor of TYPE(%s).",
                     dt->name);
            ok = false;
            continue;
        }
        while (pos < nc && pdt_param_comp(dt->components.data[pos]))
            pos++;
        if (pos >= nc) {
            error_at(a->loc, "Too many values in the structure constructor of TYPE(%s).", dt->name);
            ok = false;
            break;
        }
        slots[pos++] = v;
    }
    for (int j = 0; j < nc && lens; j++) {
        /* LEN parameters: the values that name the instance */
        Symbol *c = dt->components.data[j];
        for (int k = 0; (c->attrs & A_LEN_PARAM) && k < dt->tparams.len; k++)
            if (!strcmp(((Symbol *)dt->tparams.data[k])->name, c->name) && lens[k]) {
                if (lens[k]->kind == N_STAR || lens[k]->kind == N_TRIPLET) {
                    error_at(lens[k]->loc, "The LEN type parameter '%s' of a structure constructor cannot be '%s'.",
                             c->name, lens[k]->kind == N_STAR ? "*" : ":");
                    ok = false;
                } else
                    slots[j] = lens[k];
            }
    }
    bool all_const = true;
    for (int j = 0; j < nc && ok; j++) {
        Symbol *c = dt->components.data[j];
        Node *v = slots[j];
        if (!v) {
            if (c->init)
                slots[j] = v = c->init;
            else if (c->attrs & (A_ALLOCATABLE | A_POINTER))
                continue;
            else {
                error_at(e->loc, "Component '%s' of TYPE(%s) has no value in the structure constructor.", c->name,
                         dt->name);
                ok = false;
                continue;
            }
        }
        if (is_err(v)) {
            ok = false;
            continue;
        }
        if (c->type && v->kind != N_NULL_PTR) {
            bool compat = type_equal(c->type, v->type) || (type_is_numeric(c->type) && type_is_numeric(v->type)) ||
                          v->type->kind == TY_TYPELESS || (oop_is_class(c->type) && oop_type_compatible(c->type, v->type));
            if (!compat) {
                error_at(v->loc, "Type mismatch for component '%s' of TYPE(%s): %s given, %s expected.", c->name,
                         dt->name, type_name(v->type), type_name(c->type));
                ok = false;
                continue;
            }
            if (!(c->attrs & (A_POINTER | A_ALLOCATABLE)))
                slots[j] = v = expr_convert(v, c->type);
        }
        /* a value for an ALLOCATABLE component is data to allocate, not
         * part of a constant (F2008 7.1.12: only NULL() is) */
        if (!v->cval || ((c->attrs & A_ALLOCATABLE) && v->kind != N_NULL_PTR))
            all_const = false;
    }
    e->args.items = slots;
    e->args.len = e->args.cap = nc;
    if (!ok) {
        expr_set_error(e);
        return;
    }
    e->type = type_derived(dt);
    e->type->pdt_lens = lens;
    e->rank = 0;
    if (all_const) {
        ConstVal *c = NEW(ConstVal);
        c->type = e->type;
        c->comps = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(nc + 1));
        for (int j = 0; j < nc; j++) {
            Symbol *comp = dt->components.data[j];
            c->comps[j] = slots[j] ? slots[j]->cval : NULL;
            if (c->comps[j] && comp->type && comp->type->kind == TY_CHARACTER && comp->type->len_kind == LEN_NONE &&
                !(comp->attrs & (A_POINTER | A_ALLOCATABLE)))
                c->comps[j] = cv_char_fit(c->comps[j], comp->type); /* t('ab') for a character(3) component */
        }
        e->cval = c;
    }
}

/* ---- N_PAREN_ARGS ---- */

/* t(8, n=3)(...): the structure constructor of a parameterized type's
 * instance (b is the inner t(8, n=3)); false when b names no such type. */
static bool pdt_ctor(Node *e, Node *b)
{
    if (b->kind != N_PAREN_ARGS || !b->lhs || b->lhs->kind != N_NAME)
        return false;
    Symbol *s = sym_resolve(scope_lookup(S.scope, b->lhs->name));
    if (!s || s->kind != SYM_DERIVED_TYPE || !pdt_is_template(s->derived))
        return false;
    TypeSpec ts = {.kind = TS_TYPE, .loc = b->loc, .type_name = s->name, .tparams = b->args};
    Node **lens;
    DerivedType *in = pdt_instance(s, &ts, b->loc, &lens);
    if (!in) {
        expr_set_error(e);
        return true;
    }
    make_struct_ctor(e, in->sym, lens);
    return true;
}

static void check_paren_args(Node *e)
{
    Node *b = e->lhs;
    if (!b) {
        expr_set_error(e);
        return;
    }
    if (pdt_ctor(e, b))
        return;
    if (b->kind == N_NAME && b->sym && b->sym->kind == SYM_DERIVED_TYPE) {
        make_struct_ctor(e, b->sym, NULL); /* the parent constructor oop_flatten_ctor made */
        return;
    }
    if (b->kind == N_NAME) {
        Symbol *s0 = resolve_name_ref(b->name, b->loc, false);
        Symbol *s = s0 ? sym_resolve(s0) : NULL;
        if (!s)
            s = cudafor_device_intrinsic(b->name, b->loc);
        if (!s && sema_coarray_intrinsic(e, b->name))
            return;
        if (!s) {
            IntrinsicId id = intrinsic_lookup(b->name);
            Symbol *g = global_proc(b->name);
            if (g) {
                check_actuals(&e->args);
                make_func_call(e, g);
                return;
            }
            if (id != INTR_NONE) {
                make_intrinsic_call(e, b->name);
                return;
            }
            check_actuals(&e->args);
            make_func_call(e, new_external_proc(b->name, b->loc));
            return;
        }
        if (s->kind == SYM_PROCEDURE && s->stmt_func) {
            stmt_func_expand(e, s);
            return;
        }
        bool was_used = s->used;
        s->used = true;
        switch (s->kind) {
        case SYM_VARIABLE: case SYM_PARAMETER:
            if (s->kind == SYM_VARIABLE && (s->assumed_rank || s->type == type_assumed())) {
                expr_check(b); /* reported there: not an actual argument */
                expr_set_error(e);
                return;
            }
            if (s->shape) {
                expr_check(b);
                make_array_ref(e, s, s->shape->rank);
                return;
            }
            /* a scalar that is called: an external function declared by its type
             * (or a dummy procedure); a CHARACTER one only where the
             * parentheses cannot hold a substring range (f(), f(i), f(a, b)) */
            bool callable = s->kind == SYM_VARIABLE && !s->is_result &&
                            !(s->attrs & (A_ALLOCATABLE | A_POINTER | A_TARGET | A_SAVE | A_VALUE | A_INTENT)) &&
                            !s->init && !was_used && s->scope == unit_scope(S.scope);
            bool substring_form = e->args.len == 1 && e->args.items[0] && e->args.items[0]->kind == N_TRIPLET;
            if (s->type && s->type->kind == TY_CHARACTER && (substring_form || !callable)) {
                expr_check(b);
                make_substring(e);
                return;
            }
            if (callable) {
                if (!s->is_dummy && intrinsic_lookup(s->name) != INTR_NONE) {
                    /* "real :: sqrt" only declares the type of the intrinsic */
                    s->kind = SYM_PROCEDURE;
                    s->proc = NEW(ProcInfo);
                    s->proc->is_intrinsic = true;
                    make_intrinsic_call(e, s->name);
                    return;
                }
                s->kind = SYM_PROCEDURE;
                s->proc = NEW(ProcInfo);
                s->proc->is_function = true;
                s->proc->is_dummy_proc = s->is_dummy;
                s->attrs |= A_EXTERNAL;
                check_actuals(&e->args);
                make_func_call(e, s);
                return;
            }
            error_at(e->loc, "'%s' is not an array, a CHARACTER variable or a function.", s->name);
            expr_set_error(e);
            return;
        case SYM_PROCEDURE:
            if (s->proc && s->proc->is_intrinsic) {
                make_intrinsic_call(e, s->use_name ? s->use_name : s->name);
                return;
            }
            check_actuals(&e->args);
            make_func_call(e, s);
            return;
        case SYM_GENERIC: {
            check_actuals(&e->args);
            Symbol *spec = resolve_generic(s, &e->args, e->loc, intrinsic_lookup(s->name) == INTR_NONE);
            if (!spec) {
                if (intrinsic_lookup(s->name) != INTR_NONE) {
                    make_intrinsic_call(e, s->name);
                    return;
                }
                expr_set_error(e);
                return;
            }
            make_func_call(e, spec);
            return;
        }
        case SYM_DERIVED_TYPE:
            /* a generic named like the type overloads its constructor: a
             * specific that matches wins over the structure constructor */
            if (s->generic && s->generic->specifics.len) {
                check_actuals(&e->args);
                Symbol *spec = resolve_generic(s, &e->args, e->loc, false);
                if (spec) {
                    make_func_call(e, spec);
                    return;
                }
            }
            make_struct_ctor(e, s, NULL);
            return;
        case SYM_UNKNOWN:
            if (s->attrs & A_INTRINSIC) {
                make_intrinsic_call(e, b->name);
                return;
            }
            s->kind = SYM_PROCEDURE;
            s->proc = NEW(ProcInfo);
            s->proc->is_dummy_proc = s->is_dummy;
            check_actuals(&e->args);
            make_func_call(e, s);
            return;
        default:
            error_at(e->loc, "'%s' is a %s and cannot be referenced with arguments.", s->name, sym_kind_name(s->kind));
            expr_set_error(e);
            return;
        }
    }
    /* component, element or section base: a%b(1), a(i)(2:3), a(1)%s(2:3) */
    if (oop_check_func(e))
        return;
    component_subscripted = b->kind == N_COMPONENT;
    expr_check(b);
    component_subscripted = false;
    if (is_err(b)) {
        expr_set_error(e);
        return;
    }
    Symbol *cs = b->kind == N_COMPONENT ? b->sym : NULL;
    if (cs && cs->shape && b->kind == N_COMPONENT) {
        make_array_ref(e, cs, cs->shape->rank);
        return;
    }
    if (b->type->kind == TY_CHARACTER) {
        make_substring(e);
        return;
    }
    error_at(e->loc, "Subscripts applied to an expression that is not an array.");
    expr_set_error(e);
}

/* ---- operators ---- */

const char *op_interface_name(int tk, const char *defop)
{
    const char *op = NULL;
    switch (tk) {
    case TK_PLUS: op = "+"; break;
    case TK_MINUS: op = "-"; break;
    case TK_STAR: op = "*"; break;
    case TK_SLASH: op = "/"; break;
    case TK_POW: op = "**"; break;
    case TK_CONCAT: op = "//"; break;
    case TK_EQ: op = "=="; break;
    case TK_NE: op = "/="; break;
    case TK_LT: op = "<"; break;
    case TK_LE: op = "<="; break;
    case TK_GT: op = ">"; break;
    case TK_GE: op = ">="; break;
    case TK_AND: op = ".and."; break;
    case TK_OR: op = ".or."; break;
    case TK_NOT: op = ".not."; break;
    case TK_EQV: op = ".eqv."; break;
    case TK_NEQV: op = ".neqv."; break;
    case TK_DEFOP: op = arena_printf(cu_arena, ".%s.", defop ? defop : "?"); break;
    case TK_ASSIGN: return "assignment(=)";
    default: return NULL;
    }
    return arena_printf(cu_arena, "operator(%s)", op);
}

Symbol *lookup_operator(const char *name)
{
    Symbol *s = scope_lookup(S.scope, name);
    s = sym_resolve(s);
    return s && s->kind == SYM_GENERIC ? s : NULL;
}

/* Rewrites an operation into a call of the specific procedure of a
 * defined operator; false (no message) when none applies. */
static bool try_defined_operator(Node *e, int tk, const char *defop, Node *l, Node *r)
{
    const char *name = op_interface_name(tk, defop);
    Symbol *g = name ? lookup_operator(name) : NULL;
    if (!g)
        return name && oop_defined_op(e, name, l, r);
    NodeList args = {0};
    nodelist_push(&args, l);
    if (r)
        nodelist_push(&args, r);
    Symbol *spec = resolve_generic(g, &args, e->loc, false);
    if (!spec)
        return oop_defined_op(e, name, l, r); /* a generic binding of an operand's type */
    Node *callee = node_new(N_NAME, e->loc);
    callee->name = spec->name;
    callee->op_name = name; /* messages name the operator, not its specific */
    callee->sym = spec;
    callee->type = spec->type;
    e->kind = N_FUNC_CALL;
    e->lhs = callee;
    e->rhs = NULL;
    e->args = args;
    e->sym = spec;
    int erank = check_proc_call(spec, &e->args, e->loc);
    set_call_result(e, spec, erank);
    return true;
}

static const char *op_spelling(int tk, const char *defop)
{
    if (tk == TK_DEFOP)
        return arena_printf(cu_arena, ".%s.", defop ? defop : "?");
    const char *s = token_spelling[tk];
    /* token_spelling is "'+'"; strip the quotes for embedding */
    size_t n = strlen(s);
    if (n >= 2 && s[0] == '\'')
        return arena_strndup(cu_arena, s + 1, n - 2);
    return s;
}

static bool conform(Node *e, Node *l, Node *r, const char *op)
{
    if (l->rank && r->rank && l->rank != r->rank) {
        error_at(e->loc, "Shapes of the operands of '%s' do not conform (rank %d and rank %d).", op, l->rank, r->rank);
        return false;
    }
    e->rank = l->rank > r->rank ? l->rank : r->rank;
    return true;
}

static Type *char_concat_type(Type *a, Type *b)
{
    Type *t = type_new(TY_CHARACTER, char_kind(a));
    if (a->len_kind == LEN_NONE && b->len_kind == LEN_NONE)
        t->len = a->len + b->len;
    else
        t->len_kind = LEN_DEFERRED, t->len = -1;
    return t;
}

static void check_binary(Node *e)
{
    /* a left-associative chain (a + b + c + ..., 50,000 terms of generated code) is checked
       from its innermost operation outwards, without recursion on its left operands */
    if (e->lhs && e->lhs->kind == N_BINARY && !e->lhs->type) {
        PtrVec spine = {0};
        for (Node *l = e->lhs; l && l->kind == N_BINARY && !l->type; l = l->lhs)
            vec_push(&spine, l);
        for (int i = spine.len - 1; i >= 0; i--)
            expr_check(spine.data[i]);
        free(spine.data);
    }
    Node *l = e->lhs, *r = e->rhs;
    expr_check_value(l);
    expr_check_value(r);
    if (is_err(l) || is_err(r)) {
        expr_set_error(e);
        return;
    }
    int op = e->op;
    const char *ops = op_spelling(op, e->name);
    if (op == TK_DEFOP) {
        if (try_defined_operator(e, op, e->name, l, r))
            return;
        if (e->name && !strcmp(e->name, "xor")) {
            /* .XOR. (a GNU and DEC extension): .NEQV. */
            e->op = op = TK_NEQV;
        } else {
            error_at(e->loc, "No interface for operator '%s' with operands %s and %s.", ops, type_name(l->type),
                     type_name(r->type));
            expr_set_error(e);
            return;
        }
    }
    Type *lt = l->type, *rt = r->type;
    if (lt->kind == TY_TYPELESS && type_is_numeric(rt))
        l = expr_convert(l, rt), lt = rt;
    if (rt->kind == TY_TYPELESS && type_is_numeric(lt))
        r = expr_convert(r, lt), rt = lt;
    if (opts.dec && op >= TK_EQ && op <= TK_GE) {
        /* -fdec: a Hollerith constant compared with a number is a value of
           the number's type (its bytes), as gfortran compares them */
        if (l->cval && l->cval->hollerith && !l->rank && type_is_numeric(rt))
            l = expr_convert(l, rt), lt = rt;
        else if (r->cval && r->cval->hollerith && !r->rank && type_is_numeric(lt))
            r = expr_convert(r, lt), rt = lt;
    }
    bool intrinsic_ok = false;
    switch (op) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_POW:
        intrinsic_ok = type_is_numeric(lt) && type_is_numeric(rt);
        break;
    case TK_CONCAT:
        intrinsic_ok = lt->kind == TY_CHARACTER && rt->kind == TY_CHARACTER && char_kind(lt) == char_kind(rt);
        break;
    case TK_EQ: case TK_NE:
        intrinsic_ok = (type_is_numeric(lt) && type_is_numeric(rt)) ||
                       (lt->kind == TY_CHARACTER && rt->kind == TY_CHARACTER && char_kind(lt) == char_kind(rt));
        break;
    case TK_LT: case TK_LE: case TK_GT: case TK_GE:
        intrinsic_ok = ((type_is_numeric(lt) && lt->kind != TY_COMPLEX) && (type_is_numeric(rt) && rt->kind != TY_COMPLEX)) ||
                       (lt->kind == TY_CHARACTER && rt->kind == TY_CHARACTER && char_kind(lt) == char_kind(rt));
        break;
    case TK_AND: case TK_OR: case TK_EQV: case TK_NEQV:
        intrinsic_ok = lt->kind == TY_LOGICAL && rt->kind == TY_LOGICAL;
        break;
    }
    if (!intrinsic_ok) {
        if (try_defined_operator(e, op, NULL, l, r) || dec_bitwise_op(e, op, l, r))
            return;
        if ((op == TK_EQ || op == TK_NE) && lt->kind == TY_LOGICAL && rt->kind == TY_LOGICAL)
            error_at(e->loc, "LOGICAL operands of '%s' must be compared with %s.", ops, op == TK_EQ ? ".EQV." : ".NEQV.");
        else
            error_at(e->loc, "Operands of '%s' have incompatible types %s and %s.", ops, type_name(lt), type_name(rt));
        expr_set_error(e);
        return;
    }
    /* operands of shapes the intrinsic operation does not take may have a
     * defined one (an INTERFACE OPERATOR(*) of a matrix and a vector) */
    if (l->rank && r->rank && l->rank != r->rank && try_defined_operator(e, op, NULL, l, r))
        return;
    if (!conform(e, l, r, ops)) {
        expr_set_error(e);
        return;
    }
    switch (op) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: {
        Type *t = type_arith_result(lt, rt);
        expr_convert(l, t);
        expr_convert(r, t);
        e->type = t;
        break;
    }
    case TK_POW: {
        Type *t = type_arith_result(lt, rt);
        expr_convert(l, t);
        /* x**n keeps an INTEGER exponent (repeated multiplication) */
        if (!(rt->kind == TY_INTEGER && t->kind != TY_INTEGER))
            expr_convert(r, t);
        e->type = t;
        break;
    }
    case TK_CONCAT:
        e->type = char_concat_type(lt, rt);
        break;
    case TK_EQ: case TK_NE: case TK_LT: case TK_LE: case TK_GT: case TK_GE:
        if (type_is_numeric(lt)) {
            Type *t = type_arith_result(lt, rt);
            expr_convert(l, t);
            expr_convert(r, t);
        }
        e->type = type_logical(4);
        break;
    default: {
        Type *t = lt->kind_param >= rt->kind_param ? lt : rt;
        expr_convert(l, t);
        expr_convert(r, t);
        e->type = t;
        break;
    }
    }
    if (l->cval && r->cval)
        e->cval = cv_binary(op, l->cval, r->cval, e->type, e->loc);
}

/* -fdec: the logical operators on INTEGER operands are the bit
 * intrinsics, as in gfortran: .AND. IAND, .OR. IOR, .NEQV./.XOR. IEOR,
 * .EQV. NOT(IEOR), .NOT. NOT; the narrower operand widened first. */
static bool dec_bitwise_op(Node *e, int op, Node *l, Node *r)
{
    /* an INTEGER with a LOGICAL: the LOGICAL as the INTEGER of its kind */
    if (!opts.dec || (l->type->kind != TY_INTEGER && !(r && r->type->kind == TY_INTEGER && l->type->kind == TY_LOGICAL)) ||
        (r && r->type->kind != TY_INTEGER && !(l->type->kind == TY_INTEGER && r->type->kind == TY_LOGICAL)))
        return false;
    if (l->type->kind == TY_LOGICAL)
        l = expr_convert(l, type_int(l->type->kind_param));
    if (r && r->type->kind == TY_LOGICAL)
        r = expr_convert(r, type_int(r->type->kind_param));
    const char *fn = op == TK_AND ? "iand" : op == TK_OR ? "ior" : op == TK_NOT ? "not" : "ieor";
    if (op != TK_AND && op != TK_OR && op != TK_NOT && op != TK_EQV && op != TK_NEQV)
        return false;
    NodeList args = {0};
    if (r) {
        Type *t = l->type->kind_param >= r->type->kind_param ? l->type : r->type;
        nodelist_push(&args, expr_convert(l, t));
        nodelist_push(&args, expr_convert(r, t));
    } else
        nodelist_push(&args, l);
    Node *call = e;
    if (op == TK_EQV) {
        /* NOT(IEOR(l, r)): the inner call is a new node, e the outer */
        call = node_new(N_PAREN_ARGS, e->loc);
        call->args = args;
        make_intrinsic_call(call, "ieor");
        args = (NodeList){0};
        nodelist_push(&args, call);
        fn = "not";
    }
    e->lhs = e->rhs = NULL;
    e->args = args;
    make_intrinsic_call(e, fn);
    return true;
}

static void check_unary(Node *e)
{
    Node *l = e->lhs;
    expr_check_value(l);
    if (is_err(l)) {
        expr_set_error(e);
        return;
    }
    if (e->op == TK_NOT && dec_bitwise_op(e, TK_NOT, l, NULL))
        return;
    bool ok = e->op == TK_NOT ? l->type->kind == TY_LOGICAL
                              : (e->op == TK_PLUS || e->op == TK_MINUS) && type_is_numeric(l->type);
    if (!ok || e->op == TK_DEFOP) {
        if (try_defined_operator(e, e->op, e->name, l, NULL))
            return;
        error_at(e->loc, "Operand of unary '%s' has invalid type %s.", op_spelling(e->op, e->name), type_name(l->type));
        expr_set_error(e);
        return;
    }
    e->type = l->type;
    e->rank = l->rank;
    if (l->cval)
        e->cval = cv_unary(e->op, l->cval, e->loc);
}

/* ---- array constructors ---- */

/* An implied-DO, FORALL or DO CONCURRENT index without a type-spec has the
 * type it would have as a variable of the scoping unit (F2018 19.4), so its
 * name must not be that of a named constant, a procedure or another entity
 * of the unit (gfortran rejects them too; cuf90 used the function's result
 * type). Reports and returns false for those. */
bool sema_check_index_name(Symbol *s, const char *name, Loc loc, const char *what)
{
    s = s ? sym_resolve(s) : NULL;
    if (!s || s->kind == SYM_VARIABLE || s->kind == SYM_UNKNOWN)
        return true;
    error_at(loc, "%s '%s' is a %s, not a variable.", what, name, sym_kind_name(s->kind));
    return false;
}

static void check_implied_do_control(Node *d)
{
    if (d->var) {
        expr_check(d->var);
        if (!is_err(d->var) && d->var->kind == N_NAME &&
            !sema_check_index_name(d->var->sym, d->var->name, d->var->loc, "Implied-DO variable"))
            ;
        else if (!is_err(d->var) && (d->var->type->kind != TY_INTEGER || d->var->rank))
            error_at(d->var->loc, "Implied-DO variable '%s' must be a scalar INTEGER variable.",
                     d->var->name ? d->var->name : "?");
    }
    Node *parts[3] = {d->start, d->end, d->step};
    for (int i = 0; i < 3; i++)
        if (parts[i]) {
            expr_check(parts[i]);
            if (is_err(parts[i]))
                continue;
            if (parts[i]->type->kind == TY_REAL && !parts[i]->rank) {
                /* a legacy extension nvfortran accepts (gfortran does not): the
                   bound is converted to the variable's type, as in a DO statement */
                Type *vt = d->var && !is_err(d->var) && d->var->type->kind == TY_INTEGER ? d->var->type
                                                                                        : type_int(4);
                sema_warn_conversion(parts[i], vt);
                expr_convert(parts[i], vt);
            } else if (parts[i]->type->kind != TY_INTEGER || parts[i]->rank)
                error_at(parts[i]->loc, "Implied-DO bound must be a scalar INTEGER expression.");
        }
}

/* The implied-DO variables of a constructor being folded and their values. */
typedef struct ImpliedEnv {
    Symbol *var[16];
    ConstVal *val[16];
    int n;
} ImpliedEnv;

static ConstVal *eval_with(Node *e, ImpliedEnv *env);

/* A section of the constant array a of shape sh whose subscripts depend on
 * the implied-DO variables ([(x(i:i), i = 1, 2)]); NULL when not constant. */
static ConstVal *section_with(Node *e, ArraySpec *sh, ConstVal *a, ImpliedEnv *env)
{
    int r = e->args.len;
    if (r != sh->rank || r > 15)
        return NULL;
    int64_t *idx[15], cnt[15], mult[15], m = 1, total = 1, shape[15];
    int rr = 0;
    for (int d = 0; d < r; d++) {
        Node *s = e->args.items[d];
        int64_t lo = sh->lo_val[d], hi = sh->hi_val[d];
        mult[d] = m;
        m *= hi >= lo ? hi - lo + 1 : 0;
        if (s->kind == N_TRIPLET) {
            int64_t f = lo, l = hi, st = 1;
            if ((s->lhs && !cv_to_i64(eval_with(s->lhs, env), &f)) || (s->rhs && !cv_to_i64(eval_with(s->rhs, env), &l)) ||
                (s->step && !cv_to_i64(eval_with(s->step, env), &st)) || st == 0)
                return NULL;
            int64_t n = st > 0 ? (l >= f ? (l - f) / st + 1 : 0) : (f >= l ? (f - l) / -st + 1 : 0);
            if (n > CV_MAX_DATA_ELEMS)
                return NULL;
            idx[d] = arena_alloc(cu_arena, sizeof(int64_t) * (size_t)(n ? n : 1));
            for (int64_t k = 0; k < n; k++)
                idx[d][k] = f + k * st;
            cnt[d] = n;
            shape[rr++] = n;
        } else {
            ConstVal *v = eval_with(s, env);
            if (!v)
                return NULL;
            cnt[d] = v->rank ? v->n : 1;
            idx[d] = arena_alloc(cu_arena, sizeof(int64_t) * (size_t)(cnt[d] ? cnt[d] : 1));
            for (int64_t k = 0; k < cnt[d]; k++)
                if (!cv_to_i64(v->rank ? v->elems[k] : v, &idx[d][k]))
                    return NULL;
            if (v->rank)
                shape[rr++] = cnt[d];
        }
        for (int64_t k = 0; k < cnt[d]; k++)
            if (idx[d][k] < lo || idx[d][k] > hi)
                return NULL;
        total *= cnt[d];
    }
    if (total > CV_MAX_DATA_ELEMS)
        return NULL;
    ConstVal *res = NEW(ConstVal);
    res->type = a->type;
    res->rank = rr;
    res->n = total;
    memcpy(res->shape, shape, sizeof(int64_t) * (size_t)rr);
    res->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(total ? total : 1));
    for (int64_t t = 0; t < total; t++) {
        int64_t rest = t, off = 0;
        for (int d = 0; d < r; d++) {
            off += (idx[d][rest % cnt[d]] - sh->lo_val[d]) * mult[d];
            rest /= cnt[d];
        }
        if (off >= a->n)
            return NULL;
        res->elems[t] = a->elems[off];
    }
    return res;
}

static ConstVal *const_section(Node *e, ArraySpec *sh, ConstVal *cv)
{
    ImpliedEnv none = {.n = 0};
    return section_with(e, sh, cv, &none);
}

/* Value of a typed expression in which the implied-DO variables of env
 * have their current values (constant otherwise); NULL when not constant. */
static ConstVal *eval_with(Node *e, ImpliedEnv *env)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case N_NAME:
        if (e->sym)
            for (int i = env->n - 1; i >= 0; i--)
                if (sym_resolve(e->sym) == env->var[i])
                    return cv_convert(env->val[i], e->type);
        return e->cval;
    case N_BINARY: {
        ConstVal *l = eval_with(e->lhs, env), *r = eval_with(e->rhs, env);
        return l && r ? cv_binary(e->op, l, r, e->type, e->loc) : NULL;
    }
    case N_UNARY: return cv_unary(e->op, eval_with(e->lhs, env), e->loc);
    case N_PAREN: return eval_with(e->lhs, env);
    case N_CONVERT: return cv_convert(eval_with(e->lhs, env), e->type);
    case N_STRUCT_CTOR: {
        /* t(i + 0.0) with i an implied-DO variable: as make_struct_ctor's constant */
        if (e->cval || !e->type)
            return e->cval;
        ConstVal *c = NEW(ConstVal);
        c->type = e->type;
        c->comps = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(e->args.len + 1));
        for (int j = 0; j < e->args.len; j++)
            if (e->args.items[j] && !(c->comps[j] = eval_with(e->args.items[j], env)))
                return NULL;
        return c;
    }
    case N_SUBSTRING: {
        /* s(i:i) with i an implied-DO variable */
        if (e->cval)
            return e->cval;
        Node *t = e->args.items[0];
        ConstVal *b = eval_with(e->lhs, env);
        int64_t lo = 1, hi = b && b->type->kind == TY_CHARACTER ? (b->rank ? (b->n ? b->elems[0]->str.len : 0) : b->str.len) : 0;
        if (!b || (t->lhs && !cv_to_i64(eval_with(t->lhs, env), &lo)) || (t->rhs && !cv_to_i64(eval_with(t->rhs, env), &hi)))
            return NULL;
        Type *rt = type_new(TY_CHARACTER, char_kind(b->type));
        rt->len = hi - lo + 1 < 0 ? 0 : hi - lo + 1;
        return cv_substring(b, lo, hi, rt);
    }
    case N_INTRINSIC_CALL: {
        /* an elemental or inquiry intrinsic of values that depend on the variables:
         * folded again with them (real(i, kind=c_float), char(i + 64), mod(i, 3)) */
        if (e->cval || !e->type || e->rank)
            return e->cval;
        ConstVal **vals = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(e->args.len + 1));
        for (int i = 0; i < e->args.len; i++) {
            Node *a = e->args.items[i];
            if (a && !(vals[i] = eval_with(a, env)))
                return NULL;
        }
        return intrinsic_fold_with(e, vals);
    }
    case N_ARRAY_REF: {
        Symbol *s = e->sym ? sym_resolve(e->sym) : NULL;
        Node *b = e->lhs;
        if (e->rank && !e->cval && s && s->shape && s->shape->constant && b->cval && b->cval->rank)
            return section_with(e, s->shape, b->cval, env);
        if (e->rank || !s || !s->shape || !s->shape->constant || !b->cval || !b->cval->rank)
            return e->cval;
        int64_t off = 0, mult = 1;
        for (int d = 0; d < e->args.len; d++) {
            int64_t v;
            if (!cv_to_i64(eval_with(e->args.items[d], env), &v) || v < s->shape->lo_val[d] ||
                v > s->shape->hi_val[d])
                return NULL;
            off += (v - s->shape->lo_val[d]) * mult;
            mult *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
        }
        return off < b->cval->n ? b->cval->elems[off] : NULL;
    }
    default:
        return e->cval;
    }
}

/* Evaluates an implied-DO whose items are constant for each value of the
 * variables: [(i*i, i = 1, n)], [((i + j, i = 1, j), j = 1, 3)] in named
 * constants. */
static bool fold_implied_do(Node *d, PtrVec *out, ImpliedEnv *env)
{
    int64_t lo, hi, st = 1;
    if (!d->var || !d->var->sym || env->n == 16 || !cv_to_i64(eval_with(d->start, env), &lo) ||
        !cv_to_i64(eval_with(d->end, env), &hi) || (d->step && !cv_to_i64(eval_with(d->step, env), &st)) || st == 0)
        return false;
    Symbol *var = sym_resolve(d->var->sym);
    int kind = var->type && var->type->kind == TY_INTEGER ? var->type->kind_param : 4;
    int k = env->n++;
    env->var[k] = var;
    bool ok = true;
    for (int64_t v = lo; ok && (st > 0 ? v <= hi : v >= hi); v += st) {
        env->val[k] = cv_int(v, kind);
        for (int i = 0; ok && i < d->args.len; i++) {
            Node *it = d->args.items[i];
            if (it->kind == N_IMPLIED_DO) {
                ok = fold_implied_do(it, out, env);
                continue;
            }
            ConstVal *c = eval_with(it, env);
            if (!c)
                ok = false;
            else if (c->rank)
                for (int64_t j = 0; j < c->n; j++)
                    vec_push(out, c->elems[j]);
            else
                vec_push(out, c);
        }
        if (out->len > 1000000)
            ok = false;
    }
    env->n--;
    return ok;
}

static void ctor_items(Node *e, NodeList *items, Type **t, bool *ok)
{
    for (int i = 0; i < items->len; i++) {
        Node *it = items->items[i];
        if (!it)
            continue;
        if (it->kind == N_IMPLIED_DO) {
            bool named = it->var && it->var->kind == N_NAME && it->var->name;
            if (named)
                vec_push(&S.ac_ido_names, (void *)it->var->name);
            check_implied_do_control(it);
            ctor_items(e, &it->args, t, ok);
            if (named)
                S.ac_ido_names.len--;
            it->type = *t;
            continue;
        }
        expr_check_value(it);
        if (is_err(it)) {
            *ok = false;
            continue;
        }
        if (!*t)
            *t = it->type;
        else if (e->ts && e->ts->kind != TS_NONE) {
            /* each value is converted as by intrinsic assignment (F2008 4.8) */
            bool compat = type_equal(*t, it->type) || (type_is_numeric(*t) && type_is_numeric(it->type)) ||
                          ((*t)->kind == TY_LOGICAL && it->type->kind == TY_LOGICAL);
            if (!compat) {
                error_at(it->loc, "Element of type %s in an array constructor of type %s.", type_name(it->type),
                         type_name(*t));
                *ok = false;
            } else
                expr_convert(it, *t);
        } else if (!type_equal(*t, it->type) && type_is_numeric(*t) && type_is_numeric(it->type)) {
            /* an extension of nvfortran (and ifort): the element takes the
               type of the first one, as if there were a type-spec */
            if (opts.warn_conversion)
                warning_at(it->loc, "Element of type %s in an array constructor of type %s is converted (an extension).",
                           type_name(it->type), type_name(*t));
            expr_convert(it, *t);
        } else if (!type_equal(*t, it->type)) {
            error_at(it->loc, "Element of type %s in an array constructor of type %s.", type_name(it->type),
                     type_name(*t));
            *ok = false;
        } else if ((*t)->kind == TY_CHARACTER && (*t)->len_kind == LEN_NONE && it->type->len_kind == LEN_NONE &&
                   (*t)->len != it->type->len) {
            error_at(it->loc, "Elements of a CHARACTER array constructor have different lengths %lld and %lld.",
                     (long long)(*t)->len, (long long)it->type->len);
            *ok = false;
        }
    }
}

static void check_array_ctor(Node *e)
{
    Type *t = NULL;
    bool ok = true;
    if (e->ts && e->ts->kind != TS_NONE)
        t = decl_type_from_spec(e->ts, NULL, e->loc);
    ctor_items(e, &e->args, &t, &ok);
    if (!ok) {
        expr_set_error(e);
        return;
    }
    if (!t) {
        error_at(e->loc, "Empty array constructor needs a type specification.");
        expr_set_error(e);
        return;
    }
    e->type = t;
    e->rank = 1;
    /* constant value: flatten */
    PtrVec vals = {0};
    bool cst = true;
    for (int i = 0; i < e->args.len && cst; i++) {
        Node *it = e->args.items[i];
        if (it->kind == N_IMPLIED_DO) {
            ImpliedEnv env = {.n = 0};
            cst = fold_implied_do(it, &vals, &env);
        }
        else if (!it->cval)
            cst = false;
        else if (it->cval->rank)
            for (int64_t k = 0; k < it->cval->n; k++)
                vec_push(&vals, it->cval->elems[k]);
        else
            vec_push(&vals, it->cval);
    }
    if (cst) {
        ConstVal *c = NEW(ConstVal);
        c->type = t;
        c->rank = 1;
        c->n = vals.len;
        c->shape[0] = vals.len;
        c->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(vals.len ? vals.len : 1));
        for (int i = 0; i < vals.len && cst; i++) {
            c->elems[i] = cv_convert(vals.data[i], t);
            if (!c->elems[i])
                cst = false;
        }
        if (cst)
            e->cval = c;
    }
    free(vals.data);
}

/* ---- the dispatcher ---- */

/* Types e where a value is required (an operand, the right side of '=', an output item): a
   procedure name without an argument list is an error there, not a value. */
void expr_check_value(Node *e)
{
    expr_check(e);
    if (!e || e->kind != N_NAME || !e->sym || e->sym->kind != SYM_PROCEDURE || is_err(e))
        return;
    Symbol *s = sym_resolve(e->sym);
    if (s->type && s->type->kind != TY_VOID)
        error_at(e->loc, "Function '%s' requires an argument list.", e->name);
    else
        error_at(e->loc, "Subroutine '%s' cannot be used as a value.", e->name);
    expr_set_error(e);
}

void expr_check(Node *e)
{
    if (!e || e->type)
        return;
    if (e->arg_pass && S.pass_ok != e) {
        error_at(e->loc, "%s is allowed only as an actual argument of a procedure.", e->arg_pass == 'v' ? "%VAL" : "%REF");
        e->arg_pass = 0;
    }
    switch (e->kind) {
    case N_INT_LIT: check_int_lit(e); return;
    case N_REAL_LIT: {
        /* 1.0q0 is REAL(16), as in gfortran */
        int k = literal_kind(e->kind_expr, e->is_double ? opts.double_kind : e->text && strchr(e->text, 'q') ? 16 : opts.default_real_kind, TY_REAL);
        e->type = type_real(k);
        fold_real_literal(e);
        return;
    }
    case N_COMPLEX_LIT: {
        expr_check(e->lhs);
        expr_check(e->rhs);
        if (is_err(e->lhs) || is_err(e->rhs)) {
            expr_set_error(e);
            return;
        }
        int k = opts.default_real_kind;
        if (e->lhs->type->kind == TY_REAL && e->lhs->type->kind_param > k)
            k = e->lhs->type->kind_param;
        if (e->rhs->type->kind == TY_REAL && e->rhs->type->kind_param > k)
            k = e->rhs->type->kind_param;
        e->type = type_complex(k);
        ConstVal *re = cv_convert(e->lhs->cval, type_real(k)), *im = cv_convert(e->rhs->cval, type_real(k));
        if (re && im)
            e->cval = cv_complex(re->r, im->r, k);
        return;
    }
    case N_CHAR_LIT: {
        int k = literal_kind(e->kind_expr, 1, TY_CHARACTER);
        e->type = type_char_k(e->str_len, k);
        if (k == 4) {
            /* each byte of the source is one character, as in gfortran (escapes of -fbackslash
               decoded by the lexer) */
            uint32_t *u = arena_alloc(cu_arena, sizeof(uint32_t) * (size_t)(e->str_len + 1));
            for (int i = 0; i < e->str_len; i++)
                u[i] = e->wide_text ? e->wide_text[i] : (unsigned char)e->text[i];
            e->cval = cv_char_codes(u, e->str_len, 4);
        } else
            e->cval = cv_char(e->text ? e->text : "", e->str_len);
        if (e->hollerith && !e->cval->hollerith) {
            e->cval->hollerith = true;
            warning_at(e->loc, "Hollerith constant is a legacy extension.");
        }
        return;
    }
    case N_LOGICAL_LIT: {
        int k = literal_kind(e->kind_expr, opts.default_int_kind, TY_LOGICAL);
        e->type = type_logical(k);
        e->cval = cv_logical(e->bool_val, k);
        return;
    }
    case N_BOZ_LIT: check_boz_lit(e); return;
    case N_NAME: check_name(e); return;
    case N_PAREN_ARGS: check_paren_args(e); return;
    case N_COMPONENT: check_component(e); return;
    case N_BINARY: check_binary(e); return;
    case N_UNARY: check_unary(e); return;
    case N_PAREN:
        expr_check(e->lhs);
        if (is_err(e->lhs)) {
            expr_set_error(e);
            return;
        }
        e->type = e->lhs->type;
        e->rank = e->lhs->rank;
        e->cval = e->lhs->cval;
        return;
    case N_ARRAY_CTOR: check_array_ctor(e); return;
    case N_TRIPLET: {
        int r = 0;
        if (!check_subscript(e, &r))
            expr_set_error(e);
        return;
    }
    case N_KEYWORD:
        expr_check(e->rhs);
        if (e->rhs) {
            e->type = e->rhs->type;
            e->rank = e->rhs->rank;
        }
        return;
    case N_STAR: case N_ALT_RETURN:
        e->type = type_void();
        return;
    case N_NULL_PTR:
        e->type = type_void();
        return;
    case N_IMPLIED_DO:
        check_implied_do_control(e);
        for (int i = 0; i < e->args.len; i++)
            expr_check(e->args.items[i]);
        e->type = type_void();
        return;
    default:
        error_at(e->loc, "Unexpected %s in an expression.", node_name[e->kind]);
        expr_set_error(e);
        return;
    }
}
