/* pdt.c — parameterized derived types (F2003 4.5.3; docs/architecture.md,
 * "Parameterized derived types").
 *
 * A definition with type parameters is a template: it is never laid out.
 * Each set of parameter values a declaration names makes an instance, a
 * derived type of its own (gfortran's naming: Pdt<name>_<v1>_<v2>...), whose
 * components are declared from a fresh copy of the definition's body in a
 * scope where the parameters are named constants. Equal values give the
 * same instance, so type_equal and argument matching need nothing new. */
#include "sema_impl.h"

static Node *copy_node(Node *n);

static void copy_list(NodeList *l)
{
    NodeList o = *l;
    *l = (NodeList){0};
    for (int i = 0; i < o.len; i++)
        nodelist_push(l, copy_node(o.items[i]));
}

static TypeSpec *copy_ts(TypeSpec *t)
{
    if (!t)
        return NULL;
    TypeSpec *c = NEW(TypeSpec);
    *c = *t;
    c->kind_expr = copy_node(t->kind_expr);
    c->len_expr = copy_node(t->len_expr);
    copy_list(&c->tparams);
    return c;
}

/* A copy of the parse tree n without what sema recorded (expr_check keeps
 * its first result, and each instance needs its own). */
static Node *copy_node(Node *n)
{
    if (!n)
        return NULL;
    Node *c = NEW(Node);
    *c = *n;
    c->type = NULL;
    c->rank = 0;
    c->sym = NULL;
    c->scope = NULL;
    c->cval = NULL;
    c->dtio = NULL;
    c->dispatch = NULL;
    c->nml_objects = (NodeList){0};
    c->dtio_comps = (NodeList){0};
    c->cg = NULL;
    Node **kids[] = {&c->lhs, &c->rhs,  &c->cond,     &c->var,    &c->start, &c->end,
                     &c->step, &c->init, &c->kind_expr, &c->ts_len, &c->chevron};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        *kids[i] = copy_node(*kids[i]);
    NodeList *lists[] = {&c->args, &c->opts, &c->params, &c->dims, &c->body, &c->body2, &c->contains};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        copy_list(lists[i]);
    c->ts = copy_ts(n->ts);
    return c;
}

int pdt_param_index(DerivedType *dt, const char *name)
{
    for (int i = 0; i < dt->tparams.len; i++) {
        Symbol *p = dt->tparams.data[i];
        if (p && !strcmp(p->name, name))
            return i;
    }
    return -1;
}

/* The type-parameter declarations (integer, kind :: k = 4) of template d:
 * dt->tparams gets one Symbol per name of the TYPE statement's list, in
 * that order, with A_KIND_PARAM or A_LEN_PARAM, its type and default. */
void pdt_declare_params(DerivedType *dt, Node *d)
{
    /* an extension's parameters are its parent's, then its own (F2003 4.5.6.1) */
    for (int i = 0; pdt_is_template(dt->parent) && i < dt->parent->tparams.len; i++)
        vec_push(&dt->tparams, dt->parent->tparams.data[i]);
    int inherited = dt->tparams.len;
    for (int i = 0; i < d->params.len; i++) {
        Node *n = d->params.items[i];
        int k = pdt_param_index(dt, n->name);
        if (k >= 0 && k < inherited)
            error_at(n->loc, "Type parameter '%s' of TYPE(%s) is one of its parent's.", n->name, d->name);
        else if (k >= 0)
            error_at(n->loc, "Type parameter '%s' of TYPE(%s) is listed twice.", n->name, d->name);
        Symbol *p = sym_new(n->name, SYM_UNKNOWN, n->loc);
        vec_push(&dt->tparams, p);
    }
    for (int i = 0; i < d->body.len; i++) {
        Node *c = d->body.items[i];
        if (!c || c->kind != N_TYPE_DECL || !(c->attrs & (A_KIND_PARAM | A_LEN_PARAM)))
            continue;
        unsigned which = c->attrs & (A_KIND_PARAM | A_LEN_PARAM);
        if (which == (A_KIND_PARAM | A_LEN_PARAM) || (c->attrs & ~which) || c->dims.len) {
            error_at(c->loc, "A type parameter of TYPE(%s) has either the KIND or the LEN attribute and no other.",
                     d->name);
            continue;
        }
        Type *t = decl_type_from_spec(c->ts, NULL, c->loc);
        if (!t || t->kind != TY_INTEGER) {
            error_at(c->loc, "A type parameter of TYPE(%s) must be of type INTEGER.", d->name);
            continue;
        }
        for (int j = 0; j < c->args.len; j++) {
            Node *en = c->args.items[j];
            if (!en || !en->name)
                continue;
            int k = pdt_param_index(dt, en->name);
            Symbol *p = k >= inherited ? dt->tparams.data[k] : NULL;
            if (!p) {
                error_at(en->loc, "'%s' is not in the type parameter list of TYPE(%s).", en->name, d->name);
                continue;
            }
            if (p->type) {
                error_at(en->loc, "Type parameter '%s' of TYPE(%s) is declared twice.", en->name, d->name);
                continue;
            }
            if (en->dims.len) {
                error_at(en->loc, "Type parameter '%s' of TYPE(%s) must be a scalar.", en->name, d->name);
                continue;
            }
            p->type = t;
            p->attrs = which;
            p->loc = en->loc;
            p->init = en->init; /* the default, checked per instance that uses it */
        }
    }
    for (int i = inherited; i < dt->tparams.len; i++) {
        Symbol *p = dt->tparams.data[i];
        if (!p->type) {
            error_at(p->loc, "Type parameter '%s' of TYPE(%s) has no KIND or LEN declaration.", p->name, d->name);
            p->type = type_int(4);
            p->attrs = A_KIND_PARAM;
        }
    }
}

/* The value of parameter p in an instance: v checked in the current scope,
 * or the default checked in the definition's. A KIND value is a constant
 * (*out); a LEN value is an expression (*len), or the N_STAR / N_TRIPLET
 * node of an assumed or deferred one. */
static bool param_value(DerivedType *tmpl, Symbol *p, Node *v, Loc loc, int64_t *out, Node **len)
{
    bool kind = p->attrs & A_KIND_PARAM;
    if (!v) {
        if (!p->init) {
            error_at(loc, "Type parameter '%s' of TYPE(%s) has no value and no default.", p->name, tmpl->name);
            return false;
        }
        Scope *saved = S.scope;
        S.scope = tmpl->scope->parent;
        v = copy_node(p->init);
        expr_check(v);
        S.scope = saved;
    } else if (v->kind == N_STAR || v->kind == N_TRIPLET) {
        if (kind) {
            error_at(v->loc, "KIND type parameter '%s' of TYPE(%s) cannot be '%s'.", p->name, tmpl->name,
                     v->kind == N_STAR ? "*" : ":");
            return false;
        }
        *len = v;
        return true;
    } else
        expr_check(v);
    if (!v->type || v->type->kind == TY_ERROR)
        return false;
    if (v->type->kind != TY_INTEGER || v->rank) {
        error_at(v->loc, "The value of type parameter '%s' of TYPE(%s) must be a scalar INTEGER, not %s.", p->name,
                 tmpl->name, type_name(v->type));
        return false;
    }
    if (!kind) {
        *len = v;
        return true;
    }
    if (node_const_int(v, out))
        return true;
    error_at(v->loc, "The value of KIND type parameter '%s' of TYPE(%s) must be a constant expression.", p->name,
             tmpl->name);
    return false;
}

/* The values of tmpl's parameters that ts gives (NULL: all defaults), in
 * the parameter order; false after reporting an error. */
static bool param_values(DerivedType *tmpl, TypeSpec *ts, Loc loc, int64_t *vals, Node **lens)
{
    int n = tmpl->tparams.len;
    Node **given = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(n + 1));
    memset(given, 0, sizeof(Node *) * (size_t)(n + 1));
    bool ok = true, seen_kw = false;
    for (int i = 0, pos = 0; ts && i < ts->tparams.len; i++) {
        Node *v = ts->tparams.items[i];
        int k;
        if (v->kind == N_KEYWORD) {
            seen_kw = true;
            k = pdt_param_index(tmpl, v->name);
            if (k < 0) {
                error_at(v->loc, "'%s' is not a type parameter of TYPE(%s).", v->name, tmpl->name);
                ok = false;
                continue;
            }
            v = v->rhs;
        } else if (seen_kw) {
            error_at(v->loc, "A type parameter value without a keyword follows one with a keyword.");
            ok = false;
            continue;
        } else if ((k = pos++) >= n) {
            error_at(v->loc, "TYPE(%s) has %d type parameter%s; too many values are given.", tmpl->name, n,
                     n == 1 ? "" : "s");
            return false;
        }
        if (given[k]) {
            error_at(v->loc, "Type parameter '%s' of TYPE(%s) is given twice.",
                     ((Symbol *)tmpl->tparams.data[k])->name, tmpl->name);
            ok = false;
            continue;
        }
        given[k] = v;
    }
    for (int k = 0; k < n && ok; k++) {
        vals[k] = 0;
        lens[k] = NULL;
        ok = param_value(tmpl, tmpl->tparams.data[k], given[k], ts ? ts->loc : loc, &vals[k], &lens[k]);
    }
    return ok;
}

/* Marks component cs of an instance, whose bounds or length name a LEN
 * parameter, as storage allocated with the object: ALLOCATABLE in layout,
 * the declared bounds and length kept for the allocation. */
void pdt_len_component(Symbol *cs)
{
    cs->attrs |= A_ALLOCATABLE | A_PDT_LEN;
    if (cs->shape) {
        cs->pdt_shape = cs->shape;
        ArraySpec *d = NEW(ArraySpec);
        d->rank = cs->shape->rank;
        d->kind = DIM_DEFERRED;
        cs->shape = d;
    }
    if (cs->type && cs->type->kind == TY_CHARACTER && cs->type->len_kind == LEN_EXPR) {
        cs->pdt_len = cs->type->len_expr;
        Type *t = type_new(TY_CHARACTER, cs->type->kind_param);
        t->len_kind = LEN_DEFERRED;
        t->len = -1;
        cs->type = t;
    }
}

/* The instance of template tmpl with KIND parameter values vals (the LEN
 * ones are its objects' own): the existing one, or a new type whose
 * components are declared now. */
static DerivedType *instance_of(DerivedType *tmpl, const int64_t *vals)
{
    int n = tmpl->tparams.len;
    for (int i = 0; i < tmpl->pdt_instances.len; i++) {
        DerivedType *in = tmpl->pdt_instances.data[i];
        bool same = true;
        for (int k = 0; k < n && same; k++) {
            Symbol *p = in->tparams.data[k];
            same = !(p->attrs & A_KIND_PARAM) || p->cval->i == vals[k];
        }
        if (same)
            return in;
    }
    const char *name = arena_printf(cu_arena, "Pdt%s", tmpl->name);
    for (int k = 0; k < n; k++)
        if (((Symbol *)tmpl->tparams.data[k])->attrs & A_KIND_PARAM)
            name = arena_printf(cu_arena, "%s_%lld", name, (long long)vals[k]);
    Symbol *ts = tmpl->sym;
    Symbol *is = sym_new(name, SYM_DERIVED_TYPE, ts->loc);
    is->scope = ts->scope;
    is->attrs = ts->attrs & (A_PUBLIC | A_PRIVATE | A_BIND_C);
    DerivedType *dt = NEW(DerivedType);
    *dt = (DerivedType){.name = name, .sym = is, .is_sequence = tmpl->is_sequence, .is_bind_c = tmpl->is_bind_c,
                        .module = tmpl->module, .parent = tmpl->parent, .is_abstract = tmpl->is_abstract,
                        .pdt_template = tmpl};
    Node *def = copy_node(tmpl->def);
    def->params = (NodeList){0};
    def->name = name;
    dt->def = def;
    is->derived = dt;
    is->type = type_derived(dt);
    def->sym = is;
    /* the parameters, seen by the component declarations: KIND ones named
     * constants, LEN ones variables that codegen binds to an object's own
     * (allocating its LEN-dependent components) */
    Scope *ps = scope_new(SCOPE_BLOCK, tmpl->scope->parent);
    for (int k = 0; k < n; k++) {
        Symbol *tp = tmpl->tparams.data[k];
        bool kind = tp->attrs & A_KIND_PARAM;
        Symbol *p = scope_add(ps, tp->name, kind ? SYM_PARAMETER : SYM_VARIABLE, tp->loc);
        p->type = tp->type;
        p->attrs = tp->attrs;
        p->used = true;
        if (kind)
            p->cval = cv_int(vals[k], tp->type->kind_param);
        vec_push(&dt->tparams, p);
    }
    Scope *cs = scope_new(SCOPE_DERIVED_TYPE, ps);
    cs->owner = is;
    cs->node = def;
    dt->scope = cs;
    def->scope = cs;
    vec_push(&tmpl->pdt_instances, dt); /* before the components: a POINTER component may name this instance */
    int inherited = 0;
    if (pdt_is_template(tmpl->parent)) {
        /* the parent component: the parent's instance of the leading values */
        inherited = tmpl->parent->tparams.len;
        DerivedType *pi = instance_of(tmpl->parent, vals);
        dt->parent = pi;
        Symbol *pc = scope_add(cs, tmpl->parent->name, SYM_COMPONENT, def->loc);
        pc->type = type_derived(pi);
        vec_push(&dt->components, pc);
    } else {
        for (int i = 0; i < tmpl->components.len; i++) /* the parent component (EXTENDS) */
            vec_push(&dt->components, tmpl->components.data[i]);
    }
    /* the parameters are leading components too, as in gfortran's layout
     * (its list-directed I/O of the object writes them): hidden from
     * constructors; KIND ones default-initialized to their values, LEN
     * ones set with each object */
    for (int k = inherited; k < n; k++) {
        Symbol *p = dt->tparams.data[k];
        Symbol *c = scope_add(cs, p->name, SYM_COMPONENT, p->loc);
        c->type = p->type;
        c->attrs = p->attrs;
        if (p->cval) {
            c->init = sema_int_const(vals[k], p->type->kind_param, p->loc);
            c->cval = c->init->cval;
        }
        vec_push(&dt->components, c);
    }
    derived_components(dt, def, ps);
    oop_instance_bindings(dt);
    return dt;
}

DerivedType *pdt_instance(Symbol *tsym, TypeSpec *ts, Loc loc, Node ***lens)
{
    DerivedType *tmpl = tsym->derived;
    int n = tmpl->tparams.len;
    int64_t *vals = arena_alloc(cu_arena, sizeof(int64_t) * (size_t)(n + 1));
    Node **lv = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(n + 1));
    if (!param_values(tmpl, ts, loc, vals, lv))
        return NULL;
    bool any = false;
    for (int k = 0; k < n; k++)
        any |= lv[k] != NULL;
    if (lens)
        *lens = any ? lv : NULL;
    return instance_of(tmpl, vals);
}

Type *pdt_type(Symbol *tsym, TypeSpec *ts, Loc loc)
{
    Node **lens;
    DerivedType *in = pdt_instance(tsym, ts, loc, &lens);
    if (!in)
        return NULL;
    Type *t = type_derived(in);
    t->pdt_lens = lens;
    return t;
}

Node *pdt_len_value(const Type *t, int k)
{
    Node *v = t && t->kind == TY_DERIVED && t->pdt_lens ? t->pdt_lens[k] : NULL;
    return v && v->kind != N_STAR && v->kind != N_TRIPLET ? v : NULL;
}

Symbol *pdt_param(DerivedType *dt, const char *name)
{
    while (dt) {
        int k = dt->pdt_template ? pdt_param_index(dt, name) : -1;
        if (k >= 0)
            return dt->tparams.data[k];
        dt = dt->parent;
    }
    return NULL;
}

bool pdt_has_len_params(const DerivedType *dt)
{
    for (int i = 0; dt && dt->pdt_template && i < dt->tparams.len; i++)
        if (((Symbol *)dt->tparams.data[i])->attrs & A_LEN_PARAM)
            return true;
    return false;
}

/* t(8, 3): the type-spec that names the instance of type t (module
 * files); a LEN value that is not constant is written '*' or ':'. */
const char *pdt_spec_text(const Type *t)
{
    const DerivedType *dt = t->derived;
    const char *s = arena_printf(cu_arena, "%s(", dt->pdt_template->name);
    for (int k = 0; k < dt->tparams.len; k++) {
        Symbol *p = dt->tparams.data[k];
        Node *v = t->pdt_lens ? t->pdt_lens[k] : NULL;
        int64_t c;
        if (p->cval)
            s = arena_printf(cu_arena, "%s%s%lld", s, k ? ", " : "", (long long)p->cval->i);
        else if (v && v->kind != N_STAR && v->kind != N_TRIPLET && node_const_int(v, &c))
            s = arena_printf(cu_arena, "%s%s%lld", s, k ? ", " : "", (long long)c);
        else
            s = arena_printf(cu_arena, "%s%s%s", s, k ? ", " : "", v && v->kind == N_TRIPLET ? ":" : "*");
    }
    return arena_printf(cu_arena, "%s)", s);
}

/* Whether every LEN parameter of t's instance is assumed (*) (type guards). */
bool pdt_lens_assumed(const Type *t)
{
    const DerivedType *dt = t->derived;
    for (int k = 0; dt && dt->pdt_template && k < dt->tparams.len; k++)
        if ((((Symbol *)dt->tparams.data[k])->attrs & A_LEN_PARAM) &&
            !(t->pdt_lens && t->pdt_lens[k] && t->pdt_lens[k]->kind == N_STAR))
            return false;
    return true;
}
