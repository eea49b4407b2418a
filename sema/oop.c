/* oop.c — Fortran 2003 object features in sema: ASSOCIATE and SELECT TYPE
 * constructs (associate names), polymorphic types (CLASS(t), CLASS(*)),
 * type-bound procedures (bindings, vtable slots, generic bindings, FINAL)
 * and calls through them (bound statically for TYPE(t) objects, marked for
 * dispatch through the vtable for CLASS(t) objects: Node.dispatch/slot). */
#include "sema_impl.h"

static bool is_err(Node *e) { return !e || !e->type || e->type->kind == TY_ERROR; }

/* ---- polymorphic types ---- */

static DerivedType unlimited_dt = {.name = "*", .is_unlimited = true, .bindings_done = true};

/* CLASS(t): a polymorphic Type over dt (dt NULL: CLASS(*)). */
Type *oop_class_type(DerivedType *dt)
{
    Type *t = type_derived(dt ? dt : &unlimited_dt);
    t->polymorphic = true;
    return t;
}

bool oop_is_class(const Type *t) { return t && t->kind == TY_DERIVED && t->polymorphic; }

bool oop_is_unlimited(const Type *t) { return t && t->kind == TY_DERIVED && t->derived && t->derived->is_unlimited; }

/* Whether 'child' is 'anc' or an extension of it. */
bool oop_extends(DerivedType *child, DerivedType *anc)
{
    for (DerivedType *d = child; d; d = d->parent)
        if (d == anc || (d->name && anc->name && !strcmp(d->name, anc->name) && d->module && anc->module &&
                         !strcmp(d->module, anc->module)))
            return true;
    return false;
}

/* Type compatibility (F2008 4.3.1.3): an entity of type 'declared' may be
 * associated with one of type 'actual'. */
bool oop_type_compatible(Type *declared, Type *actual)
{
    if (!declared || !actual)
        return false;
    if (oop_is_class(declared)) {
        if (oop_is_unlimited(declared))
            return actual->kind != TY_VOID && actual->kind != TY_ERROR;
        return actual->kind == TY_DERIVED && actual->derived && !actual->derived->is_unlimited &&
               oop_extends(actual->derived, declared->derived);
    }
    if (oop_is_unlimited(actual))
        return false;
    return type_equal(declared, actual);
}

/* ---- type-bound procedures ---- */

/* Is e a procedure designator: a procedure's name (also a procedure
 * pointer or dummy procedure), a procedure-pointer component (t%f, a(i)%f)
 * or a reference to a function whose result is a procedure pointer? */
bool oop_is_proc_designator(Node *e)
{
    if (!e)
        return false;
    if (e->kind == N_NAME)
        return e->sym && (e->sym->kind == SYM_PROCEDURE || e->sym->kind == SYM_GENERIC);
    if (e->kind == N_COMPONENT)
        return e->sym && e->sym->kind == SYM_COMPONENT && e->sym->proc;
    if (e->kind == N_FUNC_CALL && e->sym) {
        Symbol *p = sym_resolve(e->sym);
        return p->proc && p->proc->result && p->proc->result->kind == SYM_PROCEDURE &&
               (p->proc->result->attrs & A_POINTER);
    }
    return false;
}

/* Explicit-shape and assumed-size CLASS dummies hold elements of their
 * declared type only: they carry no vtable and their elements are
 * addressed with the declared type's size (docs/known-bugs.md).  An array
 * of an extension (or any type for CLASS(*)) reaching one is refused rather
 * than mis-addressed; returns false after the error. */
bool oop_check_class_array(Type *declared, int rank, Type *actual, Loc loc, const char *what)
{
    if (rank == 0 || !oop_is_class(declared) || !actual || actual->kind != TY_DERIVED)
        return true;
    if (!oop_is_unlimited(declared) && actual->derived == declared->derived)
        return true;
    error_at(loc, "%s %s to a CLASS array of declared type %s is not supported yet.", what,
             type_name(actual), type_name(declared));
    return false;
}

static TypeBound *find_binding_in(PtrVec *v, const char *name)
{
    for (int i = 0; i < v->len; i++) {
        TypeBound *b = v->data[i];
        if (!strcmp(b->name, name))
            return b;
    }
    return NULL;
}

static int dummy_index(Symbol *proc, const char *name)
{
    if (!proc || !proc->proc)
        return -1;
    for (int i = 0; i < proc->proc->dummies.len; i++) {
        Symbol *d = proc->proc->dummies.data[i];
        if (d && !strcmp(d->name, name))
            return i;
    }
    return -1;
}

static void resolve_type_bindings(DerivedType *dt, Scope *sc);
static void resolve_proc_components(DerivedType *dt, Scope *sc);

/* The bindings of dt: the parent's first (same slots), then its own. */
static void resolve_type_bindings(DerivedType *dt, Scope *sc)
{
    if (dt->bindings_done)
        return;
    dt->bindings_done = true;
    resolve_proc_components(dt, sc);
    if (dt->parent) {
        resolve_type_bindings(dt->parent, sc);
        for (int i = 0; i < dt->parent->bindings.len; i++)
            vec_push(&dt->bindings, dt->parent->bindings.data[i]);
        for (int i = 0; i < dt->parent->generics.len; i++)
            vec_push(&dt->generics, dt->parent->generics.data[i]);
    }
    Node *d = dt->def;
    if (!d)
        return;
    for (int i = 0; i < d->contains.len; i++) {
        Node *b = d->contains.items[i];
        if (!b || b->kind != N_TYPE_BOUND)
            continue;
        if (b->tbp_flags & TBP_FINAL) {
            for (int j = 0; j < b->args.len; j++) {
                Node *n = b->args.items[j];
                Symbol *p = sym_resolve(scope_lookup(sc, n->name));
                if (!p || p->kind != SYM_PROCEDURE || !p->proc || p->proc->is_function || p->proc->dummies.len != 1) {
                    error_at(n->loc, "FINAL procedure '%s' of TYPE(%s) must be a subroutine with one dummy argument.",
                             n->name, dt->name);
                    continue;
                }
                vec_push(&dt->finals, p);
            }
            continue;
        }
        if (b->tbp_flags & TBP_GENERIC) {
            TypeBound *g = find_binding_in(&dt->generics, b->name);
            TypeBound *ng = NEW(TypeBound);
            if (g) {
                /* extending an inherited generic: a copy with more specifics */
                *ng = *g;
                ng->specifics = (PtrVec){0};
                for (int j = 0; j < g->specifics.len; j++)
                    vec_push(&ng->specifics, g->specifics.data[j]);
                for (int j = 0; j < dt->generics.len; j++)
                    if (dt->generics.data[j] == g)
                        dt->generics.data[j] = ng;
            } else {
                ng->name = b->name;
                ng->op = b->op_name;
                ng->is_generic = true;
                ng->loc = b->loc;
                vec_push(&dt->generics, ng);
            }
            ng->owner = dt;
            for (int j = 0; j < b->args.len; j++)
                vec_push(&ng->specifics, (void *)((Node *)b->args.items[j])->name);
            continue;
        }
        TypeBound *tb = NEW(TypeBound);
        tb->name = b->name;
        tb->owner = dt;
        tb->loc = b->loc;
        tb->deferred = (b->tbp_flags & TBP_DEFERRED) != 0;
        tb->non_overridable = (b->tbp_flags & TBP_NON_OVERRIDABLE) != 0;
        if (tb->deferred) {
            if (!b->op_name) {
                error_at(b->loc, "DEFERRED binding '%s' needs an interface name in PROCEDURE(...).", b->name);
                continue;
            }
            Symbol *in = sym_resolve(scope_lookup(sc, b->op_name));
            if (!in || in->kind != SYM_PROCEDURE) {
                error_at(b->loc, "Interface '%s' of binding '%s' is not defined.", b->op_name, b->name);
                continue;
            }
            tb->iface = in;
            if (!dt->is_abstract)
                error_at(b->loc, "TYPE(%s) has the DEFERRED binding '%s' and must be ABSTRACT.", dt->name, b->name);
        } else {
            const char *impl = b->text ? b->text : b->name;
            Symbol *p = sym_resolve(scope_lookup(sc, impl));
            if (!p || p->kind != SYM_PROCEDURE || !p->proc) {
                error_at(b->loc, "Procedure '%s' bound to '%s' in TYPE(%s) is not defined.", impl, b->name, dt->name);
                continue;
            }
            tb->proc = tb->iface = p;
        }
        if (b->tbp_flags & TBP_NOPASS)
            tb->pass = -1;
        else if (b->pass_name) {
            tb->pass = dummy_index(tb->iface, b->pass_name);
            if (tb->pass < 0) {
                error_at(b->loc, "PASS(%s) of binding '%s' does not name a dummy argument of '%s'.", b->pass_name,
                         b->name, tb->iface->name);
                tb->pass = 0;
            }
        } else {
            tb->pass = 0;
            if (!tb->iface->proc || tb->iface->proc->dummies.len == 0 || !tb->iface->proc->dummies.data[0]) {
                error_at(b->loc, "Binding '%s' of TYPE(%s) needs NOPASS: '%s' has no passed-object dummy argument.",
                         b->name, dt->name, tb->iface->name);
                tb->pass = -1;
            }
        }
        if (tb->pass >= 0 && !(tb->deferred && !dt->is_abstract)) {
            Symbol *pd = tb->iface->proc->dummies.data[tb->pass];
            if (pd && pd->type && !(oop_is_class(pd->type) && pd->type->derived &&
                                    oop_extends(dt, pd->type->derived)))
                error_at(b->loc, "Passed-object dummy argument '%s' of '%s' must be CLASS(%s).", pd->name,
                         tb->iface->name, dt->name);
        }
        TypeBound *old = find_binding_in(&dt->bindings, tb->name);
        if (old) {
            if (old->owner == dt) {
                error_at(b->loc, "Binding '%s' of TYPE(%s) is declared twice.", b->name, dt->name);
                continue;
            }
            if (old->non_overridable)
                error_at(b->loc, "Binding '%s' of TYPE(%s) overrides a NON_OVERRIDABLE binding.", b->name, dt->name);
            tb->slot = old->slot;
            dt->bindings.data[old->slot] = tb;
        } else {
            tb->slot = dt->bindings.len;
            vec_push(&dt->bindings, tb);
        }
    }
    if (!dt->is_abstract)
        for (int i = 0; i < dt->bindings.len; i++) {
            TypeBound *tb = dt->bindings.data[i];
            if (tb->deferred && tb->owner != dt) {
                error_at(d->loc, "TYPE(%s) must override the DEFERRED binding '%s' of TYPE(%s) or be ABSTRACT.",
                         dt->name, tb->name, tb->owner->name);
                break;
            }
        }
}

/* The type-bound procedure part of dt as Fortran text for .mod files
 * (written from the definition, so it reads back to the same bindings). */
const char *oop_bindings_text(DerivedType *dt, const char *ind)
{
    Node *d = dt->def;
    if (!d || !d->contains.len)
        return "";
    char *t = arena_printf(cu_arena, "%s  contains\n", ind);
    for (int i = 0; i < d->contains.len; i++) {
        Node *b = d->contains.items[i];
        if (!b || b->kind != N_TYPE_BOUND)
            continue;
        if (b->tbp_flags & (TBP_GENERIC | TBP_FINAL)) {
            bool fin = b->tbp_flags & TBP_FINAL;
            char *names = "";
            for (int j = 0; j < b->args.len; j++)
                names = arena_printf(cu_arena, "%s%s%s", names, j ? ", " : "", ((Node *)b->args.items[j])->name);
            t = fin ? arena_printf(cu_arena, "%s%s    final :: %s\n", t, ind, names)
                    : arena_printf(cu_arena, "%s%s    generic :: %s => %s\n", t, ind, b->name, names);
            continue;
        }
        char *attrs = "";
        if (b->tbp_flags & TBP_NOPASS)
            attrs = ", nopass";
        if (b->pass_name)
            attrs = arena_printf(cu_arena, "%s, pass(%s)", attrs, b->pass_name);
        if (b->tbp_flags & TBP_DEFERRED)
            attrs = arena_printf(cu_arena, "%s, deferred", attrs);
        if (b->tbp_flags & TBP_NON_OVERRIDABLE)
            attrs = arena_printf(cu_arena, "%s, non_overridable", attrs);
        t = arena_printf(cu_arena, "%s%s    procedure%s%s%s%s :: %s%s%s\n", t, ind, b->op_name ? "(" : "",
                         b->op_name ? b->op_name : "", b->op_name ? ")" : "", attrs, b->name, b->text ? " => " : "",
                         b->text ? b->text : "");
    }
    return t;
}

/* Resolves the bindings of the derived types declared in scope sc (after
 * the declarations of the unit's procedures, which they name). */
void oop_resolve_bindings(Scope *sc)
{
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (s->kind == SYM_DERIVED_TYPE && s->derived && !s->use_of && pdt_is_template(s->derived)) {
            /* a parameterized type: its instances' bindings, now and as they are made */
            s->derived->bindings_done = true;
            for (int j = 0; j < s->derived->pdt_instances.len; j++)
                resolve_type_bindings(s->derived->pdt_instances.data[j], sc);
        } else if (s->kind == SYM_DERIVED_TYPE && s->derived && !s->use_of)
            resolve_type_bindings(s->derived, sc);
    }
}

/* The bindings of a parameterized type's instance made after its
 * template's scope resolved them (oop_resolve_bindings). */
void oop_instance_bindings(DerivedType *in)
{
    if (in->pdt_template->bindings_done)
        resolve_type_bindings(in, in->pdt_template->scope->parent);
}

/* PROCEDURE(iface), POINTER [, NOPASS | PASS(arg)] :: f [=> NULL()] in a
 * derived type: components holding a procedure's address (8 bytes). The
 * interface may be declared after the type (it often names the type), so
 * its characteristics are copied in resolve_proc_components. */
void oop_proc_components(DerivedType *dt, Scope *ts, Node *d)
{
    Type *fn_type = NULL; /* PROCEDURE(type-spec): an implicit interface, a function of that type */
    if (!d->text) {
        /* PROCEDURE() or PROCEDURE(type-spec): an implicit interface (a
         * subroutine, or a function of that type), which has no passed object */
        fn_type = d->ts ? decl_type_from_spec(d->ts, NULL, d->loc) : NULL;
        if (!(d->tbp_flags & TBP_NOPASS)) {
            error_at(d->loc, "A procedure pointer component of an implicit interface, PROCEDURE(%s), must be NOPASS.",
                     fn_type ? type_name(fn_type) : "");
            return;
        }
    }
    if (!(d->attrs & A_POINTER)) {
        error_at(d->loc, "A procedure component of TYPE(%s) must have the POINTER attribute.", dt->name);
        return;
    }
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        if (scope_lookup_local(ts, en->name)) {
            error_at(en->loc, "Component '%s' of TYPE(%s) is declared twice.", en->name, dt->name);
            continue;
        }
        Symbol *cs = scope_add(ts, en->name, SYM_COMPONENT, en->loc);
        cs->proc = NEW(ProcInfo);
        cs->proc->has_explicit_iface = d->text != NULL;
        cs->proc->is_function = fn_type != NULL;
        cs->proc_iface = d->text;
        cs->type = fn_type ? fn_type : type_void();
        cs->attrs = A_POINTER;
        cs->space = SPACE_HOST;
        cs->proc_pass = -1;
        cs->dummy_index = (d->tbp_flags & TBP_NOPASS) ? -1 : 0; /* -2 once resolved */
        cs->use_name = d->pass_name; /* PASS(arg), read in resolve_proc_components */
        if (en->init)
            cs->init = en->init;
        vec_push(&dt->components, cs);
    }
}

/* The interfaces of dt's procedure pointer components (scope sc). */
static void resolve_proc_components(DerivedType *dt, Scope *sc)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *cs = dt->components.data[i];
        if (!cs->proc || !cs->proc_iface || cs->dummy_index == -2)
            continue;
        bool nopass = cs->dummy_index < 0;
        cs->dummy_index = -2; /* resolved */
        Symbol *iface = sym_resolve(scope_lookup(sc, cs->proc_iface));
        if (!iface || iface->kind != SYM_PROCEDURE || !iface->proc) {
            error_at(cs->loc, "Interface '%s' of procedure pointer component '%s' is not a procedure with an explicit interface.",
                     cs->proc_iface, cs->name);
            continue;
        }
        *cs->proc = *iface->proc;
        cs->proc->bind_name = NULL;
        cs->proc->is_module_proc = false;
        cs->proc->has_explicit_iface = true;
        cs->type = iface->type ? iface->type : type_void();
        if (!nopass) {
            cs->proc_pass = cs->use_name ? dummy_index(iface, cs->use_name) : 0;
            Symbol *pd = cs->proc_pass >= 0 && cs->proc_pass < iface->proc->dummies.len
                             ? iface->proc->dummies.data[cs->proc_pass] : NULL;
            /* C760: polymorphic if and only if the type is extensible (not SEQUENCE, not BIND(C)) */
            bool inextensible = dt->is_sequence || dt->is_bind_c;
            if (!pd || !pd->type ||
                (inextensible ? pd->type->kind != TY_DERIVED || pd->type->derived != dt : !oop_is_class(pd->type))) {
                if (inextensible)
                    error_at(cs->loc, "Procedure pointer component '%s' needs NOPASS or a TYPE(%s) passed-object dummy argument.",
                             cs->name, dt->name);
                else
                    error_at(cs->loc, "Procedure pointer component '%s' needs NOPASS or a CLASS(%s) passed-object dummy argument.",
                         cs->name, dt->name);
                cs->proc_pass = -1;
            }
        }
        cs->use_name = NULL;
    }
}

/* The binding 'name' of dt (procedure bindings, then generics), or NULL. */
TypeBound *oop_find_binding(DerivedType *dt, const char *name)
{
    if (!dt)
        return NULL;
    TypeBound *b = find_binding_in(&dt->bindings, name);
    return b ? b : find_binding_in(&dt->generics, name);
}

/* How many EXTENDS steps lead from dt up to the declared type of proc's
 * first dummy (the dtv argument of a derived-type I/O procedure), or -1. */
static int dtio_distance(Symbol *proc, DerivedType *dt)
{
    proc = sym_resolve(proc);
    if (!proc || !proc->proc || !proc->proc->dummies.len)
        return -1;
    Symbol *dtv = proc->proc->dummies.data[0];
    if (!dtv || !dtv->type || dtv->type->kind != TY_DERIVED)
        return -1;
    int n = 0;
    for (DerivedType *t = dt; t; t = t->parent, n++)
        if (t == dtv->type->derived)
            return n;
    return -1;
}

/* The user-defined derived-type I/O procedure for items of type dt
 * (F2008 9.6.4.8.3): the generic binding gname ("read(formatted)", ...) of
 * dt or its ancestors, else a generic interface gname visible in sc; the
 * specific whose dtv dummy's declared type is nearest dt. *binding is the
 * specific binding (for dispatch on a CLASS item), NULL for an interface. */
Symbol *oop_dtio_proc(DerivedType *dt, const char *gname, Scope *sc, TypeBound **binding)
{
    Symbol *best = NULL;
    int best_d = -1;
    *binding = NULL;
    TypeBound *g = dt ? find_binding_in(&dt->generics, gname) : NULL;
    for (int i = 0; g && i < g->specifics.len; i++) {
        TypeBound *sb = find_binding_in(&dt->bindings, g->specifics.data[i]);
        Symbol *sp = sb ? (sb->proc ? sb->proc : sb->iface) : NULL; /* a deferred binding: its interface */
        int d = sp ? dtio_distance(sp, dt) : -1;
        if (d >= 0 && (best_d < 0 || d < best_d)) {
            best = sp, best_d = d;
            *binding = sb;
        }
    }
    if (best)
        return best;
    Symbol *gs = sym_resolve(scope_lookup(sc, gname));
    for (int i = 0; gs && gs->generic && i < gs->generic->specifics.len; i++) {
        Symbol *p = gs->generic->specifics.data[i];
        int d = dtio_distance(p, dt);
        if (d >= 0 && (best_d < 0 || d < best_d))
            best = sym_resolve(p), best_d = d;
    }
    return best;
}

/* Inserts the passed object into a call's actual arguments as dummy number
 * pass of iface: positionally when as many positional actuals come before
 * it, else as a keyword argument naming that dummy (PASS(y) of foo(x, y)
 * called t%foo() or t%foo(x=a)). */
static void insert_passed(NodeList *args, Node *obj, int pass, Symbol *iface)
{
    int positional = 0;
    while (positional < args->len && !(args->items[positional] && args->items[positional]->kind == N_KEYWORD))
        positional++;
    Symbol *pd = iface && iface->proc && pass < iface->proc->dummies.len ? iface->proc->dummies.data[pass] : NULL;
    NodeList n = {0};
    if (pass > positional && pd) {
        for (int i = 0; i < args->len; i++)
            nodelist_push(&n, args->items[i]);
        Node *k = node_new(N_KEYWORD, obj->loc);
        k->name = pd->name;
        k->rhs = obj;
        k->type = obj->type;
        k->rank = obj->rank;
        nodelist_push(&n, k);
        *args = n;
        return;
    }
    for (int i = 0; i < args->len; i++) {
        if (i == pass)
            nodelist_push(&n, obj);
        nodelist_push(&n, args->items[i]);
    }
    if (pass >= args->len)
        nodelist_push(&n, obj);
    *args = n;
}

/* Picks the specific binding of generic binding g for the actuals (passed
 * object inserted per specific); returns it with *out_args set. */
static TypeBound *resolve_generic_binding(DerivedType *dt, TypeBound *g, Node *obj, NodeList *args, NodeList *out_args,
                                          Loc loc)
{
    for (int i = 0; i < g->specifics.len; i++) {
        TypeBound *sb = find_binding_in(&dt->bindings, g->specifics.data[i]);
        if (!sb || !sb->iface)
            continue;
        NodeList trial = *args;
        trial.items = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(args->len + 1));
        for (int k = 0; k < args->len; k++)
            trial.items[k] = args->items[k];
        trial.cap = args->len + 1;
        if (sb->pass >= 0 && obj)
            insert_passed(&trial, obj, sb->pass, sb->iface);
        Symbol tmp = {.name = g->name, .kind = SYM_GENERIC};
        GenericInfo gi = {0};
        vec_push(&gi.specifics, sb->iface);
        tmp.generic = &gi;
        if (resolve_generic(&tmp, &trial, loc, false)) {
            *out_args = trial;
            return sb;
        }
    }
    return NULL;
}

/* Makes 'site' (N_CALL or N_FUNC_CALL) a call of binding tb of object obj. */
static void bind_call(Node *site, TypeBound *tb, Node *obj, NodeList *args, bool is_call)
{
    Symbol *p = tb->proc ? tb->proc : tb->iface;
    Node *callee = node_new(N_NAME, site->loc);
    callee->name = p->name;
    callee->sym = p;
    callee->type = is_call ? type_void() : p->type;
    site->lhs = callee;
    site->sym = p;
    site->args = *args;
    if (oop_is_class(obj->type) && !tb->non_overridable) {
        site->dispatch = obj;
        site->slot = tb->slot;
    } else if (obj->type->derived && obj->type->derived->is_abstract) {
        /* only a parent component can be a non-polymorphic abstract object */
        error_at(site->loc, "The object of the call of binding '%s' is of ABSTRACT type TYPE(%s).", tb->name,
                 obj->type->derived->name);
    }
    if (is_call) {
        if (p->proc && p->proc->is_function)
            error_at(site->loc, "Binding '%s' is a function, not a subroutine.", tb->name);
        site->type = type_void();
        check_proc_call(p, &site->args, site->loc);
        return;
    }
    if (p->proc && !p->proc->is_function) {
        error_at(site->loc, "Binding '%s' is a subroutine, not a function.", tb->name);
        expr_set_error(site);
        return;
    }
    site->kind = N_FUNC_CALL;
    int erank = check_proc_call(p, &site->args, site->loc);
    Symbol *r = p->proc ? p->proc->result : NULL;
    site->type = p->type ? p->type : (r && r->type ? r->type : type_error());
    site->rank = erank >= 0 ? erank : (r && r->shape ? r->shape->rank : 0);
}

/* Checks the actual arguments of a binding or procedure-component call; a
 * keyword argument takes its value's type and rank. */
static void check_actuals(NodeList *args)
{
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (a && (a->kind != N_KEYWORD || a->rhs))
            expr_check_actual(a->kind == N_KEYWORD ? a->rhs : a);
        if (a && a->kind == N_KEYWORD && a->rhs) {
            a->type = a->rhs->type;
            a->rank = a->rhs->rank;
        }
    }
}

/* obj%f(args) for a procedure pointer component f: a call through the
 * component (codegen loads the address from it). False when f is none. */
static bool proc_component_call(Node *site, Node *comp, NodeList *args, bool is_call)
{
    Node *obj = comp->lhs;
    Symbol *c = NULL;
    for (DerivedType *d = obj->type->derived; d && !c; d = d->parent)
        for (int i = 0; i < d->components.len; i++) {
            Symbol *s = d->components.data[i];
            if (!strcmp(s->name, comp->name))
                c = s;
        }
    if (!c || !c->proc)
        return false;
    expr_check(comp);
    if (is_err(comp)) {
        expr_set_error(site);
        return true;
    }
    check_actuals(args);
    NodeList full = *args;
    if (c->proc_pass >= 0) {
        full.items = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(args->len + 1));
        for (int k = 0; k < args->len; k++)
            full.items[k] = args->items[k];
        full.cap = args->len + 1;
        insert_passed(&full, obj, c->proc_pass, c);
    }
    site->lhs = comp;
    site->sym = c;
    site->args = full;
    if (is_call) {
        if (c->proc->is_function)
            error_at(site->loc, "Procedure pointer component '%s' is a function, not a subroutine.", c->name);
        site->type = type_void();
        check_proc_call(c, &site->args, site->loc);
        return true;
    }
    if (!c->proc->is_function) {
        error_at(site->loc, "Procedure pointer component '%s' is a subroutine, not a function.", c->name);
        expr_set_error(site);
        return true;
    }
    site->kind = N_FUNC_CALL;
    int erank = check_proc_call(c, &site->args, site->loc);
    Symbol *r = c->proc->result;
    site->type = c->type && c->type->kind != TY_VOID ? c->type : (r && r->type ? r->type : type_error());
    site->rank = erank >= 0 ? erank : (r && r->shape ? r->shape->rank : 0);
    return true;
}

/* obj%name(args) as a binding call: CALL (is_call) or function reference.
 * Returns false, having checked only obj, when name is no binding of obj's
 * type (the caller reports it as a component). */
static bool binding_call(Node *site, Node *comp, NodeList *args, bool is_call)
{
    Node *obj = comp->lhs;
    expr_check(obj);
    if (is_err(obj) || obj->type->kind != TY_DERIVED || !obj->type->derived)
        return false;
    DerivedType *dt = obj->type->derived;
    TypeBound *tb = oop_find_binding(dt, comp->name);
    if (!tb)
        return proc_component_call(site, comp, args, is_call);
    check_actuals(args);
    NodeList full = *args;
    if (tb->is_generic) {
        TypeBound *sb = resolve_generic_binding(dt, tb, obj, args, &full, site->loc);
        if (!sb) {
            error_at(site->loc, "No specific binding of generic '%s' of TYPE(%s) matches the actual arguments.",
                     tb->name, dt->name);
            expr_set_error(site);
            return true;
        }
        tb = sb;
    } else if (tb->pass >= 0) {
        full.items = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(args->len + 1));
        for (int k = 0; k < args->len; k++)
            full.items[k] = args->items[k];
        full.cap = args->len + 1;
        insert_passed(&full, obj, tb->pass, tb->iface);
    }
    if (tb->pass < 0 && oop_is_class(obj->type)) {
        /* NOPASS: the object only chooses the procedure */
    }
    if (obj->rank > 0) {
        /* an array object: an ELEMENTAL binding is an elemental call, of
         * the procedure of the array's one dynamic type for a CLASS array */
        Symbol *p = tb->proc ? tb->proc : tb->iface;
        bool elemental = p && p->proc && (p->proc->prefix & PF_ELEMENTAL);
        if (!elemental) {
            error_at(comp->loc, "The object of binding '%s' must be a scalar (the binding is not ELEMENTAL).",
                     comp->name);
            expr_set_error(site);
            return true;
        }
    }
    bind_call(site, tb, obj, &full, is_call);
    return true;
}

/* CALL obj%binding(args); false when the callee is not a binding. */
bool oop_check_call(Node *s)
{
    if (!s->lhs || s->lhs->kind != N_COMPONENT)
        return false;
    return binding_call(s, s->lhs, &s->args, true);
}

/* obj%binding(args) in an expression (N_PAREN_ARGS); false when the base is
 * no binding (then only obj has been checked). */
bool oop_check_func(Node *e)
{
    if (!e->lhs || e->lhs->kind != N_COMPONENT)
        return false;
    Node *obj = e->lhs->lhs;
    expr_check(obj);
    if (is_err(obj) || obj->type->kind != TY_DERIVED || !obj->type->derived)
        return false;
    /* a component of that name wins (a%c(i) is an element) */
    DerivedType *dt = obj->type->derived;
    for (DerivedType *d = dt; d; d = d->parent)
        for (int i = 0; i < d->components.len; i++) {
            Symbol *c = d->components.data[i];
            if (!strcmp(c->name, e->lhs->name))
                return c->proc ? proc_component_call(e, e->lhs, &e->args, false) : false;
        }
    return binding_call(e, e->lhs, &e->args, false);
}

/* A defined operator or assignment through a generic binding of an
 * operand's type: rewrites e (N_BINARY/N_UNARY → N_FUNC_CALL, N_ASSIGN →
 * N_CALL); false when none applies. */
bool oop_defined_op(Node *e, const char *opname, Node *l, Node *r)
{
    Node *ops[2] = {l, r};
    for (int k = 0; k < 2; k++) {
        Node *o = ops[k];
        /* CLASS arrays too: an ELEMENTAL specific matches their elements
         * (TYPE arrays keep intrinsic assignment for now: an overlapping
         * rhs would need a copy, which the elemental call makes not) */
        if (!o || is_err(o) || o->type->kind != TY_DERIVED || !o->type->derived || (o->rank && !oop_is_class(o->type)))
            continue;
        DerivedType *dt = o->type->derived;
        TypeBound *g = find_binding_in(&dt->generics, opname);
        if (!g)
            continue;
        NodeList args = {0};
        nodelist_push(&args, l);
        if (r)
            nodelist_push(&args, r);
        for (int i = 0; i < g->specifics.len; i++) {
            TypeBound *sb = find_binding_in(&dt->bindings, g->specifics.data[i]);
            if (!sb || !sb->iface)
                continue;
            Symbol tmp = {.name = g->name, .kind = SYM_GENERIC};
            GenericInfo gi = {0};
            vec_push(&gi.specifics, sb->iface);
            tmp.generic = &gi;
            if (!resolve_generic(&tmp, &args, e->loc, false))
                continue;
            bool is_call = e->kind == N_ASSIGN;
            Node *obj = sb->pass >= 0 && sb->pass < args.len ? args.items[sb->pass] : o;
            e->rhs = NULL;
            if (is_call)
                e->kind = N_CALL;
            bind_call(e, sb, obj, &args, is_call);
            if (e->lhs)
                e->lhs->op_name = opname;
            return true;
        }
    }
    return false;
}

/* v = expr with a polymorphic v (F2008 7.2.1.2): v must be an allocatable
 * scalar; it is reallocated with the dynamic type and value of expr. */
void oop_check_class_assign(Node *s)
{
    Node *l = s->lhs, *r = s->rhs;
    Symbol *ls = l->kind == N_NAME || l->kind == N_COMPONENT ? l->sym : NULL;
    if (!ls || !(sym_resolve(ls)->attrs & A_ALLOCATABLE)) {
        error_at(l->loc, "A polymorphic variable in an intrinsic assignment must be ALLOCATABLE.");
        return;
    }
    if (l->rank > 0 && r->rank && r->rank != l->rank) {
        /* (a scalar to an allocated array keeps its shape: not yet) */
        error_at(s->loc, "Assignment of a rank-%d value to a rank-%d polymorphic array is not supported yet.", r->rank,
                 l->rank);
        return;
    }
    if (l->rank == 0 && r->rank > 0) {
        error_at(s->loc, "Cannot assign a rank-%d array to a scalar.", r->rank);
        return;
    }
    if (!oop_type_compatible(l->type, r->type))
        error_at(s->loc, "Type mismatch in assignment: cannot assign %s to %s.", type_name(r->type), type_name(l->type));
}

/* Components a structure constructor of dt takes positionally: the
 * parent's (flattened), then dt's own. */
/* How many of the positional values pos[0..n) the flattened components of
 * d take: an ancestor's part may be one value of that ancestor's type
 * (person_record(education(...), n, dept, sup): education's part of
 * service). */
static int flat_consumed(DerivedType *d, Node **pos, int n)
{
    if (!d)
        return 0;
    int own = d->parent ? d->components.len - 1 : d->components.len;
    if (!d->parent)
        return own;
    Node *a = n > 0 ? pos[0] : NULL;
    if (a) {
        expr_check(a);
        if (!is_err(a) && a->type->kind == TY_DERIVED && a->type->derived && oop_extends(a->type->derived, d->parent))
            return 1 + own;
    }
    return flat_consumed(d->parent, pos, n) + own;
}

static bool is_flat_component(DerivedType *d, const char *name)
{
    for (; d; d = d->parent)
        for (int i = d->parent ? 1 : 0; i < d->components.len; i++)
            if (!strcmp(((Symbol *)d->components.data[i])->name, name))
                return true;
    return false;
}

/* t(a, b, c) of an extended type lists the inherited components first
 * (F2008 4.5.10): unless the parent component itself is given, the values
 * of inherited components become a constructor of the parent, e's first
 * argument. */
void oop_flatten_ctor(Node *e, DerivedType *dt)
{
    DerivedType *par = dt->parent;
    if (!par || !par->sym || !dt->components.len)
        return;
    const char *pname = ((Symbol *)dt->components.data[0])->name;
    int npos = 0;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (!a)
            continue;
        if (a->kind == N_KEYWORD) {
            if (!strcmp(a->name, pname))
                return;
        } else {
            if (npos == 0) {
                expr_check(a);
                if (!is_err(a) && a->type->kind == TY_DERIVED && a->type->derived &&
                    oop_extends(a->type->derived, par))
                    return;
            }
            npos++;
        }
    }
    Node **pos_args = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(npos + 1));
    for (int i = 0, k = 0; i < e->args.len; i++)
        if (e->args.items[i] && e->args.items[i]->kind != N_KEYWORD)
            pos_args[k++] = e->args.items[i];
    int np = flat_consumed(par, pos_args, npos);
    Node *pc = node_new(N_PAREN_ARGS, e->loc);
    Node *callee = node_new(N_NAME, e->loc);
    callee->name = par->sym->name;
    callee->sym = par->sym; /* the parent type need not be accessible here (USE, ONLY of the extension) */
    pc->lhs = callee;
    NodeList rest = {0};
    nodelist_push(&rest, pc);
    int pos = 0;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (!a)
            continue;
        bool to_parent = a->kind == N_KEYWORD ? is_flat_component(par, a->name) : pos++ < np;
        nodelist_push(to_parent ? &pc->args : &rest, a);
    }
    e->args = rest;
}

/* ---- constructs ---- */

static void push_construct(ConstructCtx *c, Node *n)
{
    c->node = n;
    c->outer = S.constructs;
    S.constructs = c;
}

static Symbol *associate_symbol(Scope *sc, const char *name, Node *sel, Type *t, Loc loc)
{
    Symbol *v = scope_add(sc, name, SYM_VARIABLE, loc);
    v->type = t;
    v->assoc = sel;
    Symbol *base = expr_base_symbol(sel);
    v->space = base && base->kind == SYM_VARIABLE ? base->space : decl_default_space(v);
    if (base && base->kind == SYM_VARIABLE)
        v->attrs |= base->attrs & (A_TARGET | A_DEVICE | A_MANAGED | A_CONSTANT | A_SHARED | A_PINNED);
    if (sel->rank > 0) {
        ArraySpec *as = NEW(ArraySpec);
        as->rank = sel->rank;
        as->kind = DIM_DEFERRED;
        v->shape = as;
    }
    if (oop_is_class(t) && base)
        v->attrs |= base->attrs & (A_POINTER | A_ALLOCATABLE);
    v->used = true;
    return v;
}

/* R1102 ASSOCIATE: the selectors are evaluated in the enclosing scope, the
 * names live in the construct's own scope. */
void oop_associate(Node *s, void (*body)(NodeList *))
{
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        expr_check(a->rhs);
        if (!is_err(a->rhs) && a->rhs->kind == N_NAME && a->rhs->sym && a->rhs->sym->kind != SYM_VARIABLE &&
            a->rhs->sym->kind != SYM_PARAMETER)
            error_at(a->rhs->loc, "Selector '%s' of ASSOCIATE is not a variable or an expression.", a->rhs->name);
    }
    Scope *bs = scope_new(SCOPE_BLOCK, S.scope);
    bs->node = s;
    s->scope = bs;
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (scope_lookup_local(bs, a->name)) {
            error_at(a->loc, "Associate name '%s' appears twice.", a->name);
            continue;
        }
        a->sym = associate_symbol(bs, a->name, a->rhs, is_err(a->rhs) ? type_error() : a->rhs->type, a->loc);
    }
    Scope *saved = S.scope;
    S.scope = bs;
    ConstructCtx c;
    push_construct(&c, s);
    body(&s->body);
    S.constructs = c.outer;
    S.scope = saved;
}

/* The associate name of a SELECT RANK arm (F2018 11.1.10.3): the
 * selector's type and attributes, of rank n (RANK (n)), a rank-1
 * assumed-size array (RANK (*)), or assumed-rank (RANK DEFAULT). */
static Symbol *rank_associate(Scope *sc, const char *name, Node *sel, Node *g, int n)
{
    Symbol *x = sym_resolve(sel->sym);
    Symbol *v = associate_symbol(sc, name, sel, sel->type, g->loc);
    v->attrs |= x->attrs & (A_ALLOCATABLE | A_POINTER | A_TARGET | A_CONTIGUOUS | A_ASYNCHRONOUS | A_VOLATILE);
    v->intent = x->intent;
    v->ignore_tkr = x->ignore_tkr & ~IGNORE_RANK;
    if (g->op == GUARD_RANK_DEFAULT) {
        v->assumed_rank = true;
        v->ignore_tkr = x->ignore_tkr;
        v->attrs |= A_DIMENSION;
    } else if (g->op == GUARD_RANK_STAR || n > 0) {
        ArraySpec *as = NEW(ArraySpec);
        as->rank = g->op == GUARD_RANK_STAR ? 1 : n;
        as->kind = g->op == GUARD_RANK_STAR ? DIM_ASSUMED_SIZE
                   : (x->attrs & (A_ALLOCATABLE | A_POINTER)) ? DIM_DEFERRED : DIM_ASSUMED_SHAPE;
        v->shape = as;
        v->attrs |= A_DIMENSION;
    }
    return v;
}

/* F2018 11.1.10 SELECT RANK: the selector is an assumed-rank name; each arm
 * gets a scope with the associate name of the arm's rank. */
static void select_rank(Node *s, void (*body)(NodeList *))
{
    Node *sel = s->cond;
    Node *saved_ok = S.assumed_ok;
    S.assumed_ok = sel;
    expr_check(sel);
    S.assumed_ok = saved_ok;
    const char *name = s->name;
    if (!name && sel && sel->kind == N_NAME)
        name = sel->name;
    bool ok = !is_err(sel);
    if (ok && !sema_is_assumed_rank(sel)) {
        error_at(sel->loc, "Selector of SELECT RANK must be an assumed-rank array.");
        ok = false;
    }
    if (!name)
        name = "";
    Symbol *x = ok ? sym_resolve(sel->sym) : NULL;
    ConstructCtx c;
    push_construct(&c, s);
    Node *seen_default = NULL, *seen_star = NULL;
    for (int i = 0; i < s->args.len; i++) {
        Node *g = s->args.items[i];
        if (!g)
            continue;
        int64_t n = 0;
        bool arm_ok = ok;
        if (g->op == GUARD_RANK_DEFAULT) {
            if (seen_default)
                error_at(g->loc, "RANK DEFAULT appears twice in the SELECT RANK construct (first at line %d).",
                         seen_default->loc.line);
            seen_default = g;
        } else if (g->op == GUARD_RANK_STAR) {
            if (seen_star)
                error_at(g->loc, "RANK (*) appears twice in the SELECT RANK construct (first at line %d).",
                         seen_star->loc.line);
            else if (x && (x->attrs & (A_ALLOCATABLE | A_POINTER))) {
                error_at(g->loc, "RANK (*) is not allowed for the %s selector '%s'.",
                         (x->attrs & A_POINTER) ? "POINTER" : "ALLOCATABLE", x->name);
                arm_ok = false;
            }
            seen_star = g;
        } else {
            expr_check(g->lhs);
            if (is_err(g->lhs) || g->lhs->rank || g->lhs->type->kind != TY_INTEGER || !node_const_int(g->lhs, &n)) {
                if (!is_err(g->lhs))
                    error_at(g->lhs->loc, "The rank in RANK (...) must be a scalar INTEGER constant expression.");
                arm_ok = false;
            } else if (n < 0 || n > 15) {
                error_at(g->lhs->loc, "RANK (%lld) is not a rank between 0 and 15.", (long long)n);
                arm_ok = false;
            } else {
                for (int j = 0; j < i; j++) {
                    Node *o = s->args.items[j];
                    int64_t m;
                    if (o && o->op == GUARD_RANK && o->lhs && !is_err(o->lhs) && node_const_int(o->lhs, &m) && m == n)
                        error_at(g->lhs->loc, "RANK (%lld) appears twice in the SELECT RANK construct (first at line %d).",
                                 (long long)n, o->loc.line);
                }
            }
        }
        g->type = arm_ok ? sel->type : type_error();
        g->rank = (int)n;
        Scope *gs = scope_new(SCOPE_BLOCK, S.scope);
        gs->node = g;
        g->scope = gs;
        if (*name && arm_ok)
            g->sym = rank_associate(gs, name, sel, g, (int)n);
        Scope *saved = S.scope;
        S.scope = gs;
        body(&g->body);
        S.scope = saved;
    }
    S.constructs = c.outer;
}

/* R1152 SELECT TYPE: each guard gets a scope with the associate name of
 * the guard's type. */
void oop_select_type(Node *s, void (*body)(NodeList *))
{
    if (s->op == SELECT_RANK) {
        select_rank(s, body);
        return;
    }
    Node *sel = s->cond;
    expr_check(sel);
    const char *name = s->name;
    if (!name && sel && sel->kind == N_NAME)
        name = sel->name;
    if (!name) {
        error_at(sel ? sel->loc : s->loc, "SELECT TYPE needs an associate name when the selector is not a name.");
        name = "";
    }
    bool ok = !is_err(sel);
    if (ok && !oop_is_class(sel->type)) {
        error_at(sel->loc, "Selector of SELECT TYPE must be polymorphic (CLASS), not %s.", type_name(sel->type));
        ok = false;
    }
    ConstructCtx c;
    push_construct(&c, s);
    bool had_default = false;
    for (int i = 0; i < s->args.len; i++) {
        Node *g = s->args.items[i];
        if (!g)
            continue;
        Type *t = ok ? sel->type : type_error();
        if (g->op == GUARD_CLASS_DEFAULT) {
            if (had_default)
                error_at(g->loc, "CLASS DEFAULT appears twice in the SELECT TYPE construct.");
            had_default = true;
        } else if (g->ts && ok) {
            Type *gt = decl_type_from_spec(g->ts, NULL, g->loc);
            if (!gt || gt->kind == TY_ERROR) {
                t = type_error();
            } else if (gt->kind != TY_DERIVED && g->op == GUARD_CLASS_IS) {
                error_at(g->loc, "CLASS IS needs a derived type, not %s.", type_name(gt));
                t = type_error();
            } else if (gt->kind == TY_DERIVED && !pdt_lens_assumed(gt)) {
                /* C1162 (F2018) */
                error_at(g->loc, "All the LEN type parameters in the TYPE IS or CLASS IS guard must be assumed (*).");
                t = type_error();
            } else if (!oop_is_unlimited(sel->type) &&
                       (gt->kind != TY_DERIVED || !oop_extends(gt->derived, sel->type->derived))) {
                error_at(g->loc, "Type %s in the type guard is not an extension of the selector's declared type %s.",
                         type_name(gt), type_name(sel->type));
                t = type_error();
            } else {
                t = g->op == GUARD_CLASS_IS ? oop_class_type(gt->derived) : gt;
                for (int j = 0; j < i; j++) {
                    Node *o = s->args.items[j];
                    if (o && o->op == g->op && o->type && type_equal(o->type, gt) &&
                        oop_is_class(o->type) == oop_is_class(t))
                        error_at(g->loc, "Type %s appears in two type guards of the SELECT TYPE construct.",
                                 type_name(gt));
                }
            }
        }
        g->type = t;
        Scope *gs = scope_new(SCOPE_BLOCK, S.scope);
        gs->node = g;
        g->scope = gs;
        if (*name)
            g->sym = associate_symbol(gs, name, sel, t, g->loc);
        Scope *saved = S.scope;
        S.scope = gs;
        body(&g->body);
        S.scope = saved;
    }
    S.constructs = c.outer;
}
