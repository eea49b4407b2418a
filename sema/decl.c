/* decl.c — specification parts: USE association, IMPLICIT, type
 * declarations and attributes, PARAMETERs, derived types, interface
 * blocks, COMMON/NAMELIST/DATA, memory spaces; program-unit headers
 * (dummies, results, CUDA attributes). */
#include "sema_impl.h"

#include <stdlib.h>

bool stmt_is_spec(Node *s)
{
    if (!s)
        return false;
    switch (s->kind) {
    case N_USE: case N_IMPLICIT: case N_TYPE_DECL: case N_ATTR_STMT: case N_PARAMETER_STMT:
    case N_DERIVED_TYPE: case N_INTERFACE: case N_NAMELIST: case N_COMMON: case N_EQUIVALENCE:
    case N_PROC_DECL: case N_IMPORT: case N_CRAY_POINTER:
        return true;
    case N_OMP:
        return s->op == OMP_THREADPRIVATE;
    default:
        return false;
    }
}

static const char *line_of(Loc l) { return arena_printf(cu_arena, "%d", l.line); }

/* ---- kinds and types ---- */

static int64_t eval_kind(Node *k, int64_t dflt)
{
    if (!k)
        return dflt;
    expr_check(k);
    int64_t v;
    if (k->type && k->type->kind == TY_ERROR)
        return dflt;
    if (!node_const_int(k, &v)) {
        error_at(k->loc, "KIND parameter must be a constant INTEGER expression.");
        return dflt;
    }
    return v;
}

/* The specification part being declared, and whether a type named there may
 * be defined further down (a POINTER component's type: the types of a linked
 * structure point at each other). */
static NodeList *spec_body;
static bool forward_types_ok;

static Symbol *new_derived_type_symbol(Node *d, Symbol *s);

/* A derived type that a later definition of this specification part
 * declares, created now; its definition completes it. */
static Symbol *forward_derived_type(const char *name)
{
    for (int i = 0; spec_body && i < spec_body->len; i++) {
        Node *d = spec_body->items[i];
        if (d && d->kind == N_DERIVED_TYPE && d->name && !strcmp(d->name, name) && !d->sym)
            return new_derived_type_symbol(d, scope_add(S.scope, d->name, SYM_DERIVED_TYPE, d->loc));
    }
    return NULL;
}

/* -fshort-enums (gfortran): the enumerators of an ENUM, BIND(C) become
 * the smallest INTEGER kind whose HUGE is not below the largest of them,
 * as a C compiler's -fshort-enums sizes the enum. Declared first as
 * INTEGER(4), so each value (the one before plus one) is already known. */
static void shorten_enum(Node *d)
{
    __int128 max = 0;
    for (int i = 0; i < d->args.len; i++) {
        Symbol *s = d->args.items[i] ? scope_lookup_local(S.scope, d->args.items[i]->name) : NULL;
        if (s && s->kind == SYM_PARAMETER && s->cval && s->cval->i > max)
            max = s->cval->i;
    }
    int k = max <= 127 ? 1 : max <= 32767 ? 2 : 4;
    for (int i = 0; i < d->args.len; i++) {
        Symbol *s = d->args.items[i] ? scope_lookup_local(S.scope, d->args.items[i]->name) : NULL;
        if (!s || s->kind != SYM_PARAMETER || !s->cval)
            continue;
        s->type = type_int(k);
        s->cval = cv_convert(s->cval, s->type);
    }
}

Type *decl_type_from_spec(TypeSpec *ts, Node *len_override, Loc loc)
{
    if (!ts)
        return NULL;
    switch (ts->kind) {
    case TS_NONE: return NULL;
    case TS_INTEGER: case TS_LOGICAL: {
        /* default kinds: 4, or 8 with -i8/-r8 (-fdefault-integer-8/-real-8) */
        int64_t k = eval_kind(ts->kind_expr, opts.default_int_kind);
        if (ts->kind_expr && ts->kind == TS_INTEGER)
            k = type_promoted_kind(TY_INTEGER, k);
        if (!type_kind_valid(TY_INTEGER, k)) {
            error_at(ts->kind_expr ? ts->kind_expr->loc : loc, "Invalid KIND %lld for %s.", (long long)k,
                     ts->kind == TS_INTEGER ? "INTEGER" : "LOGICAL");
            k = 4;
        }
        return ts->kind == TS_INTEGER ? type_int((int)k) : type_logical((int)k);
    }
    case TS_REAL: case TS_COMPLEX: {
        int64_t k = eval_kind(ts->kind_expr, opts.default_real_kind);
        if (ts->kind_expr)
            k = type_promoted_kind(TY_REAL, k);
        if (!type_kind_valid(ts->kind == TS_REAL ? TY_REAL : TY_COMPLEX, k)) {
            error_at(ts->kind_expr ? ts->kind_expr->loc : loc, "Invalid KIND %lld for %s.", (long long)k,
                     ts->kind == TS_REAL ? "REAL" : "COMPLEX");
            k = 4;
        }
        return ts->kind == TS_REAL ? type_real((int)k) : type_complex((int)k);
    }
    case TS_DOUBLE_PRECISION: return type_real(opts.double_kind);
    case TS_DOUBLE_COMPLEX: return type_complex(opts.double_kind);
    case TS_CHARACTER: {
        int ck = ts->kind_expr ? (int)eval_kind(ts->kind_expr, 1) : 1;
        if (!type_kind_valid(TY_CHARACTER, ck)) {
            error_at(ts->kind_expr->loc, "Invalid KIND %d for CHARACTER.", ck);
            ck = 1;
        }
        LenKind lk = ts->len_kind;
        Node *le = ts->len_expr;
        if (len_override) {
            if (len_override->kind == N_STAR)
                lk = LEN_ASSUMED, le = NULL;
            else
                lk = LEN_EXPR, le = len_override;
        }
        Type *t = type_new(TY_CHARACTER, ck);
        t->len_kind = lk;
        switch (lk) {
        case LEN_NONE: t->len = 1; break;
        case LEN_ASSUMED: case LEN_DEFERRED: t->len = -1; break;
        case LEN_EXPR: {
            expr_check(le);
            int64_t n;
            if (le && le->type && le->type->kind != TY_ERROR && le->type->kind != TY_INTEGER)
                error_at(le->loc, "CHARACTER length must be an INTEGER expression.");
            if (node_const_int(le, &n)) {
                t->len_kind = LEN_NONE;
                t->len = n < 0 ? 0 : n;
            } else {
                t->len_expr = le;
                t->len = -1;
            }
            break;
        }
        }
        if (t->len_kind == LEN_NONE && t->len == 1)
            return type_char_k(1, ck);
        return t;
    }
    case TS_TYPE: case TS_CLASS: {
        if (ts->type_name && !strcmp(ts->type_name, "*")) {
            if (ts->kind == TS_CLASS)
                return oop_class_type(NULL);
            return type_assumed();
        }
        Symbol *s = ts->type_name ? sym_resolve(scope_lookup(S.scope, ts->type_name)) : NULL;
        if ((!s || s->kind != SYM_DERIVED_TYPE) && ts->type_name) {
            /* a DEC STRUCTURE's type, named apart from variables (structure_key) */
            Symbol *st = sym_resolve(scope_lookup(S.scope, structure_key(ts->type_name)));
            if (st)
                s = st;
        }
        if (!s && ts->type_name && forward_types_ok)
            s = forward_derived_type(ts->type_name);
        if (!s && ts->type_name && opts.cuda != CUDA_MODE_OFF && !strcmp(ts->type_name, "dim3")) {
            Symbol *d = cudafor_dim3_type();
            if (d)
                s = d;
        }
        if (!s || s->kind != SYM_DERIVED_TYPE) {
            error_at(ts->loc, "Derived type '%s' is not defined.", ts->type_name ? ts->type_name : "?");
            return type_error();
        }
        DerivedType *dt = s->derived;
        if (pdt_is_template(dt)) {
            Type *t = pdt_type(s, ts, loc);
            if (!t)
                return type_error();
            if (ts->kind == TS_CLASS) {
                Type *ct = oop_class_type(t->derived);
                ct->pdt_lens = t->pdt_lens;
                return ct;
            }
            return t;
        } else if (ts->tparams.len) {
            error_at(ts->loc, "TYPE(%s) has no type parameters.", dt->name);
            return type_error();
        }
        return ts->kind == TS_CLASS ? oop_class_type(dt) : type_derived(dt);
    }
    }
    return NULL;
}

void decl_set_implicit_type(Symbol *s)
{
    if (s->type)
        return;
    Scope *u = unit_scope(s->scope ? s->scope : S.scope);
    int c = s->name[0] >= 'a' && s->name[0] <= 'z' ? s->name[0] - 'a' : -1;
    Type *t = c >= 0 && u ? u->implicit[c] : NULL;
    s->implicit_type = true;
    if (!t) {
        error_at(s->loc, "Symbol '%s' has no IMPLICIT type.", s->name);
        s->type = type_error();
        return;
    }
    s->type = t;
}

/* Memory space of a variable (DESIGN.md: decided here, never guessed by
 * codegen): explicit CUDA data attributes first, then the context. */
MemSpace decl_default_space(Symbol *s)
{
    if (s->kind != SYM_VARIABLE)
        return SPACE_HOST;
    unsigned a = s->attrs;
    if (a & A_DEVICE)
        return opts.cuda_managed && (a & A_ALLOCATABLE) ? SPACE_MANAGED : SPACE_DEVICE;
    if (a & A_MANAGED) return SPACE_MANAGED;
    if (a & A_CONSTANT) return SPACE_CONSTANT;
    if (a & A_SHARED) return SPACE_SHARED;
    if (a & A_PINNED) return SPACE_PINNED;
    if (a & A_TEXTURE) return SPACE_TEXTURE;
    if (s->scope && scope_in_device(s->scope)) {
        if (s->is_dummy && !(a & A_VALUE))
            return SPACE_DEVICE;
        return SPACE_LOCAL;
    }
    /* -gpu=managed (nvfortran's -gpu=mem:managed, also -gpu=unified): every
     * allocatable of host code lives in managed memory, so kernels may take
     * host allocatables; deferred-length strings stay host memory (their
     * assignments reallocate them on the host heap, and kernels cannot
     * take them) */
    if (opts.cuda_managed && opts.cuda != CUDA_MODE_OFF && (a & A_ALLOCATABLE) &&
        !(s->type && s->type->kind == TY_CHARACTER))
        return SPACE_MANAGED;
    return SPACE_HOST;
}

/* ---- shapes ---- */

static ArraySpec *make_shape(NodeList *dims, const char *name)
{
    ArraySpec *as = NEW(ArraySpec);
    as->rank = dims->len > 15 ? 15 : dims->len;
    if (dims->len > 15)
        error_at(dims->items[15]->loc, "Array '%s' has more than 15 dimensions.", name);
    as->constant = true;
    as->kind = DIM_EXPLICIT;
    bool any_assumed = false, any_deferred = false, any_explicit = false;
    bool implied = true; /* every bound '*': an implied-shape named constant (x(*, *)) */
    for (int d = 0; d < as->rank; d++)
        if (!dims->items[d] || dims->items[d]->dim_kind != DIM_ASSUMED_SIZE)
            implied = false;
    for (int d = 0; d < as->rank; d++) {
        Node *dn = dims->items[d];
        if (!dn)
            continue;
        DimKind k = dn->dim_kind;
        if (k == DIM_ASSUMED_SIZE && d != as->rank - 1 && !implied)
            error_at(dn->loc, "Only the last dimension of assumed-size array '%s' may be '*'.", name);
        as->lower[d] = dn->lhs;
        as->upper[d] = k == DIM_EXPLICIT || k == DIM_ASSUMED_SIZE ? dn->rhs : NULL;
        if (k == DIM_ASSUMED_SHAPE && !dn->lhs)
            any_deferred = true, any_assumed = true; /* ':' alone: decided by attributes */
        else if (k == DIM_ASSUMED_SHAPE)
            any_assumed = true;
        else if (k == DIM_DEFERRED)
            any_deferred = true;
        else if (k == DIM_EXPLICIT)
            any_explicit = true;
        Node *bounds[2] = {as->lower[d], as->upper[d]};
        for (int i = 0; i < 2; i++) {
            Node *b = bounds[i];
            if (!b)
                continue;
            expr_check(b);
            if (b->type && b->type->kind != TY_ERROR && (b->type->kind != TY_INTEGER || b->rank))
                error_at(b->loc, "Array bound of '%s' must be a scalar INTEGER expression.", name);
        }
        int64_t lo = 1, hi = 0;
        if (k != DIM_EXPLICIT || (as->lower[d] && !node_const_int(as->lower[d], &lo)) ||
            !node_const_int(as->upper[d], &hi))
            as->constant = false;
        as->lo_val[d] = lo;
        as->hi_val[d] = hi;
        if (k == DIM_ASSUMED_SIZE)
            as->kind = DIM_ASSUMED_SIZE;
    }
    if (as->kind != DIM_ASSUMED_SIZE) {
        if (any_deferred && !any_explicit && !any_assumed)
            as->kind = DIM_DEFERRED;
        else if (any_assumed && !any_explicit)
            as->kind = DIM_ASSUMED_SHAPE;
        else if ((any_assumed || any_deferred) && any_explicit) {
            error_at(dims->items[0]->loc, "Array '%s' mixes explicit and deferred or assumed bounds.", name);
            as->kind = DIM_EXPLICIT;
            as->constant = false;
        }
    }
    return as;
}

/* ---- symbols from declarations ---- */

static bool can_take_type(Symbol *s)
{
    if (s->kind == SYM_UNKNOWN)
        return true;
    if ((s->kind == SYM_VARIABLE || s->kind == SYM_PROCEDURE) && (!s->type || s->implicit_type))
        return true;
    return false;
}

/* The symbol a declaration of 'name' applies to, created if new. */
static Symbol *declared_symbol(const char *name, Loc loc, bool for_type)
{
    Symbol *s = scope_lookup_local(S.scope, name);
    if (s && s->use_of) {
        error_at(loc, "'%s' is use-associated and cannot be redeclared.", name);
        return NULL;
    }
    if (!s)
        return scope_add(S.scope, name, SYM_UNKNOWN, loc);
    if (for_type && !can_take_type(s)) {
        error_at(loc, "Symbol '%s' is already declared at line %s.", name, line_of(s->loc));
        return NULL;
    }
    s->ac_ido_only = false; /* declared: a variable of the scope */
    return s;
}

/* TYPE(*) and DIMENSION(..) entities are dummy arguments (F2018 C709,
 * C837); in bodies their uses are checked where they are referenced
 * (expr.c's check_name, S.assumed_ok). */
static bool assumed_dummy(Symbol *s, Loc loc, const char *what)
{
    if (s->is_dummy)
        return true;
    error_at(loc, "%s entity '%s' must be a dummy argument.", what, s->name);
    return false;
}

static void set_shape(Symbol *s, NodeList *dims, Loc loc)
{
    if (!dims || !dims->len)
        return;
    if (s->shape || s->assumed_rank) {
        error_at(loc, "Array shape of '%s' is specified twice.", s->name);
        return;
    }
    for (int i = 0; i < dims->len; i++)
        if (dims->items[i] && dims->items[i]->dim_kind == DIM_ASSUMED_RANK) {
            if (dims->len != 1)
                error_at(dims->items[i]->loc, "An assumed-rank array spec of '%s' must be '(..)' alone.", s->name);
            else if (assumed_dummy(s, loc, "Assumed-rank")) {
                s->assumed_rank = true;
                s->ignore_tkr |= IGNORE_RANK;
                s->attrs |= A_DIMENSION;
            }
            return;
        }
    s->shape = make_shape(dims, s->name);
    s->attrs |= A_DIMENSION;
}

/* Broadcast or check an initializer value against the declared shape. */
static ConstVal *shape_init(Symbol *s, ConstVal *c, Loc loc)
{
    if (!s->shape)
        return c;
    if (!s->shape->constant)
        return c;
    int64_t n = 1;
    for (int d = 0; d < s->shape->rank; d++)
        n *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1 > 0 ? s->shape->hi_val[d] - s->shape->lo_val[d] + 1 : 0;
    ConstVal *r = NEW(ConstVal);
    *r = *c;
    r->rank = s->shape->rank;
    r->n = n;
    for (int d = 0; d < s->shape->rank; d++) {
        int64_t e = s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
        r->shape[d] = e > 0 ? e : 0;
    }
    if (!c->rank && s->kind != SYM_PARAMETER)
        return c; /* a variable's scalar initializer stands for every element (codegen splats it) */
    if (!c->rank) {
        r->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(n ? n : 1));
        for (int64_t i = 0; i < n; i++)
            r->elems[i] = c;
        return r;
    }
    if (c->n != n) {
        error_at(loc, "Initializer of '%s' has %lld elements for an array of %lld.", s->name, (long long)c->n,
                 (long long)n);
        return NULL;
    }
    r->elems = c->elems;
    return r;
}

Symbol *decl_initializing;

/* Checks and folds the initializer of 's' (named constants must fold). */
static void fold_initializer(Symbol *s, Node *init, bool is_param)
{
    if (!init)
        return;
    int errors_at_entry = diag_error_count();
    Symbol *outer = decl_initializing;
    decl_initializing = s;
    expr_check(init);
    decl_initializing = outer;
    if (!init->type || init->type->kind == TY_ERROR)
        return;
    if (init->kind == N_NULL_PTR)
        return;
    Type *t = s->type;
    if (!t || t->kind == TY_ERROR)
        return;
    if (!init->rank)
        init->cval = dec_char_conversion(init->cval, t, init->loc);
    bool compat = type_equal(t, init->type) || (type_is_numeric(t) && type_is_numeric(init->type)) ||
                  (t->kind == TY_LOGICAL && init->type->kind == TY_LOGICAL) ||
                  (t->kind == TY_CHARACTER && init->type->kind == TY_CHARACTER) || /* of another kind: converted */
                  (init->type->kind == TY_TYPELESS && t->kind == TY_INTEGER) ||
                  (init->cval && init->cval->hollerith && (type_is_numeric(t) || t->kind == TY_LOGICAL));
    if (!compat) {
        error_at(init->loc, "Cannot initialize '%s' of type %s with a value of type %s.", s->name, type_name(t),
                 type_name(init->type));
        return;
    }
    if (init->rank && !s->shape && !(s->attrs & A_POINTER)) {
        error_at(init->loc, "Array value initializes scalar '%s'.", s->name);
        return;
    }
    /* implied-shape parameter arrays: (*) takes the initializer's shape */
    if (s->shape && s->shape->kind == DIM_ASSUMED_SIZE && is_param && init->cval && init->cval->rank) {
        if (init->cval->rank != s->shape->rank) {
            error_at(init->loc, "Implied-shape named constant '%s' of rank %d has an initializer of rank %d.", s->name,
                     s->shape->rank, init->cval->rank);
            return;
        }
        s->shape->kind = DIM_EXPLICIT;
        s->shape->constant = true;
        for (int d = 0; d < s->shape->rank && d < init->cval->rank; d++) {
            s->shape->lo_val[d] = s->shape->lower[d] && s->shape->lower[d]->cval ? (int64_t)s->shape->lower[d]->cval->i : 1;
            s->shape->hi_val[d] = s->shape->lo_val[d] + init->cval->shape[d] - 1;
        }
    }
    if (!init->cval) {
        if (diag_error_count() != errors_at_entry)
            return; /* the folding error was reported */
        if (is_param)
            error_at(init->loc, "Value of named constant '%s' is not a constant expression.", s->name);
        else if (S.scope && unit_scope(S.scope)->kind != SCOPE_BLOCK)
            error_at(init->loc, "Initializer of '%s' is not a constant expression.", s->name);
        return;
    }
    sema_warn_conversion(init, t);
    if (t->kind == TY_CHARACTER && !cv_char_check_narrowing(init->cval, char_kind(t), init->loc))
        return;
    ConstVal *c = cv_convert(init->cval, t);
    if (!c) {
        error_at(init->loc, "Value of type %s does not fit in '%s' of type %s.", type_name(init->type), s->name,
                 type_name(t));
        return;
    }
    if (t->kind == TY_CHARACTER && t->len_kind == LEN_ASSUMED && is_param) {
        /* character(*), parameter takes the length of its value */
        /* (a zero-size array constructor: the length of its type-spec) */
        int64_t len = !c->rank ? c->str.len : c->n > 0 ? c->elems[0]->str.len
                                                       : init->type && init->type->len >= 0 ? init->type->len : 0;
        Type *nt = type_char_k(len, char_kind(t));
        s->type = nt;
        c->type = nt;
    }
    s->cval = shape_init(s, c, init->loc);
}

static void apply_attrs(Symbol *s, unsigned attrs, Intent intent, Loc loc)
{
    unsigned dup = s->attrs & attrs & ~(A_DIMENSION | A_PUBLIC | A_PRIVATE);
    if (dup == A_SAVE)
        warning_at(loc, "Duplicate SAVE attribute specified for '%s'.", s->name); /* as gfortran */
    else if (dup)
        error_at(loc, "Duplicate attribute specified for '%s'.", s->name);
    s->attrs |= attrs;
    if (intent != INTENT_NONE)
        s->intent = intent;
    if ((attrs & A_EXTERNAL) && s->kind != SYM_PROCEDURE) {
        s->kind = SYM_PROCEDURE;
        if (!s->proc)
            s->proc = NEW(ProcInfo);
        s->proc->is_dummy_proc = s->is_dummy;
    }
    if (attrs & A_INTRINSIC) {
        if (intrinsic_lookup(s->name) == INTR_NONE && !sema_coarray_is_intrinsic(s->name))
            error_at(loc, "'%s' is not an intrinsic procedure.", s->name);
        s->kind = SYM_PROCEDURE;
        if (!s->proc)
            s->proc = NEW(ProcInfo);
        s->proc->is_intrinsic = true;
    }
}

static void decl_type_stmt(Node *d)
{
    if (d->attrs & (A_KIND_PARAM | A_LEN_PARAM))
        error_at(d->loc, "The %s attribute is allowed only for type parameters in a derived-type definition.",
                 d->attrs & A_KIND_PARAM ? "KIND" : "LEN");
    Type *base = decl_type_from_spec(d->ts, NULL, d->loc);
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        Symbol *s = declared_symbol(en->name, en->loc, true);
        if (!s)
            continue;
        Type *t = en->ts_len ? decl_type_from_spec(d->ts, en->ts_len, en->loc) : base;
        if (s->implicit_type && s->type && t && s->used && !type_equal(s->type, t) && s->type->kind != TY_ERROR)
            error_at(en->loc, "Symbol '%s' is used before its type %s is declared.", s->name, type_name(t));
        s->type = t;
        s->implicit_type = false;
        if (t == type_assumed() && assumed_dummy(s, en->loc, "Assumed-type"))
            s->ignore_tkr |= IGNORE_TYPE | IGNORE_KIND;
        if (s->is_dummy || s->is_result)
            s->loc = en->loc; /* later diagnostics point at the declaration */
        if (s->kind == SYM_UNKNOWN)
            s->kind = SYM_VARIABLE;
        apply_attrs(s, d->attrs & ~A_DIMENSION, d->intent, en->loc);
        if (d->bind_name)
            s->bind_name = d->bind_name;
        if (en->dims.len)
            set_shape(s, &en->dims, en->loc);
        else if (d->dims.len)
            set_shape(s, &d->dims, en->loc);
        sema_coarray_declare(s, en->codims.len ? &en->codims : &d->codims, en->loc);
        if (d->attrs & A_PARAMETER) {
            s->kind = SYM_PARAMETER;
            if (!en->init)
                error_at(en->loc, "Named constant '%s' has no value.", s->name);
            if (d->attrs & (A_ALLOCATABLE | A_POINTER | A_TARGET | A_DEVICE | A_MANAGED | A_SHARED | A_INTENT |
                            A_OPTIONAL | A_VALUE | A_EXTERNAL))
                error_at(en->loc, "PARAMETER attribute conflicts with another attribute of '%s'.", s->name);
        }
        if (en->init) {
            if (s->is_dummy)
                error_at(en->init->loc, "Dummy argument '%s' cannot have an initializer.", s->name);
            else if (s->kind == SYM_PROCEDURE)
                error_at(en->init->loc, "Procedure '%s' cannot have an initializer.", s->name);
            else {
                s->init = en->init;
                if (s->kind == SYM_VARIABLE)
                    s->attrs |= A_SAVE; /* explicit initialization, also of a pointer, implies SAVE */
                if (en->ptr_init)
                    expr_check(en->init);
                else
                    fold_initializer(s, en->init, s->kind == SYM_PARAMETER);
            }
        }
        s->space = decl_default_space(s);
    }
}

/* Cray POINTER (p, x) [, (q, y(n))]: p holds the address of the pointee x,
 * which has no storage of its own (checked in decl_finalize_scope, once every
 * attribute is known). */
static void decl_cray_pointer(Node *d)
{
    for (int i = 0; i + 1 < d->args.len; i += 2) {
        Node *pn = d->args.items[i], *xn = d->args.items[i + 1];
        Symbol *p = declared_symbol(pn->name, pn->loc, false);
        Symbol *x = declared_symbol(xn->name, xn->loc, false);
        if (!p || !x)
            continue;
        if (p == x || x->is_cray_pointer || p->cray_pointer) {
            error_at(xn->loc, "'%s' cannot be both a Cray pointer and a pointee.", x == p || x->is_cray_pointer ? x->name : p->name);
            if (p == x && !p->cray_pointer) { /* typed as the pointer, no second message */
                p->is_cray_pointer = true;
                p->cray_loc = pn->loc;
            }
            continue;
        }
        if (p->kind == SYM_UNKNOWN)
            p->kind = SYM_VARIABLE;
        if (!p->is_cray_pointer)
            p->cray_loc = pn->loc;
        p->is_cray_pointer = true;
        if (x->cray_pointer) {
            error_at(xn->loc, "Cray pointee '%s' already has the pointer '%s'.", x->name, x->cray_pointer->name);
            continue;
        }
        if (x->kind == SYM_UNKNOWN)
            x->kind = SYM_VARIABLE;
        x->cray_pointer = p;
        x->cray_loc = xn->loc;
        if (xn->dims.len)
            set_shape(x, &xn->dims, xn->loc);
    }
}

/* The rules of Cray pointers and pointees (gfortran -fcray-pointer, nvfortran). */
static void check_cray(Symbol *sym, Scope *u)
{
    if (sym->is_cray_pointer) {
        if (!sym->type || sym->implicit_type) {
            sym->type = type_int(8);
            sym->implicit_type = false;
        } else if (sym->type->kind != TY_INTEGER || sym->type->kind_param != 8)
            error_at(sym->cray_loc, "Cray pointer '%s' must be of type INTEGER(8), not %s.", sym->name, type_name(sym->type));
        if (sym->shape)
            error_at(sym->cray_loc, "Cray pointer '%s' must be a scalar.", sym->name);
        return;
    }
    const char *n = sym->name;
    if (sym->is_dummy)
        error_at(sym->cray_loc, "Cray pointee '%s' cannot be a dummy argument.", n);
    else if (sym->attrs & (A_ALLOCATABLE | A_POINTER | A_TARGET | A_PARAMETER | A_SAVE))
        error_at(sym->cray_loc, "Cray pointee '%s' cannot have the ALLOCATABLE, POINTER, TARGET, PARAMETER or SAVE attribute.", n);
    else if (sym->common)
        error_at(sym->cray_loc, "Cray pointee '%s' cannot be in a COMMON block.", n);
    else if (sym->init)
        error_at(sym->cray_loc, "Cray pointee '%s' cannot have an initializer.", n);
    else if (u->kind == SCOPE_MODULE)
        error_at(sym->cray_loc, "Cray pointee '%s' in the specification part of a module is not supported; declare it in a procedure.", n);
    else if (sym->shape && (sym->shape->kind == DIM_DEFERRED || sym->shape->kind == DIM_ASSUMED_SHAPE))
        error_at(sym->cray_loc, "Cray pointee '%s' must have explicit or assumed-size bounds.", n);
}

static void decl_attr_stmt(Node *d)
{
    if (!d->args.len) {
        Scope *u = unit_scope(S.scope);
        if (d->attrs & A_PRIVATE) {
            if (u->kind != SCOPE_MODULE)
                error_at(d->loc, "PRIVATE statement is only allowed in a module.");
            u->default_private = true;
        } else if (d->attrs & A_PUBLIC) {
            if (u->kind != SCOPE_MODULE)
                error_at(d->loc, "PUBLIC statement is only allowed in a module.");
            u->default_private = false;
        } else if (d->attrs & A_SAVE)
            u->default_save = true;
        return;
    }
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        if ((d->attrs & (A_PUBLIC | A_PRIVATE)) && unit_scope(S.scope)->kind != SCOPE_MODULE) {
            error_at(en->loc, "%s attribute is only allowed in a module.", d->attrs & A_PUBLIC ? "PUBLIC" : "PRIVATE");
            continue;
        }
        if (en->name[0] == '/') {
            /* SAVE :: /blk/ and BIND(C) :: /blk/ name a COMMON block */
            Symbol *cb = scope_lookup_local(S.scope, en->name);
            if (cb && cb->kind == SYM_COMMON)
                cb->attrs |= d->attrs;
            else if (!cb) {
                cb = scope_add(S.scope, en->name, SYM_COMMON, en->loc);
                cb->attrs |= d->attrs;
            }
            continue;
        }
        Symbol *s = scope_lookup_local(S.scope, en->name);
        if (s && s->use_of && !(d->attrs & ~(A_PUBLIC | A_PRIVATE))) {
            s->attrs = (s->attrs & ~(A_PUBLIC | A_PRIVATE)) | (d->attrs & (A_PUBLIC | A_PRIVATE));
            continue;
        }
        if (d->attrs && !(d->attrs & ~(A_VOLATILE | A_ASYNCHRONOUS)) && !en->dims.len) {
            /* VOLATILE and ASYNCHRONOUS statements may name a host- or
             * use-associated variable (F2018 8.5.20): the variable itself
             * (all its references) gets the attribute */
            Symbol *h = s ? (s->use_of ? sym_resolve(s) : NULL) : scope_lookup(S.scope, en->name);
            if (h && h->kind == SYM_VARIABLE) {
                h->attrs |= d->attrs;
                continue;
            }
        }
        if (!s)
            s = declared_symbol(en->name, en->loc, false);
        if (!s)
            continue;
        if (s->use_of) {
            error_at(en->loc, "'%s' is use-associated and its attributes cannot be changed.", en->name);
            continue;
        }
        apply_attrs(s, d->attrs & ~A_DIMENSION, d->intent, en->loc);
        if (d->bind_name)
            s->bind_name = d->bind_name;
        if (en->dims.len)
            set_shape(s, &en->dims, en->loc);
        sema_coarray_declare(s, en->codims.len ? &en->codims : &d->codims, en->loc);
        if (s->kind == SYM_UNKNOWN && (d->attrs & (A_DIMENSION | A_CODIMENSION | A_ALLOCATABLE | A_POINTER | A_TARGET | A_DEVICE |
                                                   A_MANAGED | A_CONSTANT | A_SHARED | A_PINNED | A_TEXTURE |
                                                   A_VALUE | A_INTENT | A_OPTIONAL | A_CONTIGUOUS | A_VOLATILE |
                                                   A_ASYNCHRONOUS)))
            s->kind = SYM_VARIABLE;
        s->space = decl_default_space(s);
    }
}

static void decl_parameter_stmt(Node *d)
{
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        Symbol *s = scope_lookup_local(S.scope, en->name);
        if (s && s->use_of) {
            error_at(en->loc, "'%s' is use-associated and cannot be redeclared.", en->name);
            continue;
        }
        if (!s)
            s = scope_add(S.scope, en->name, SYM_VARIABLE, en->loc);
        if (s->kind == SYM_PARAMETER) {
            error_at(en->loc, "Named constant '%s' is already defined at line %s.", s->name, line_of(s->loc));
            continue;
        }
        if (s->kind != SYM_VARIABLE && s->kind != SYM_UNKNOWN) {
            error_at(en->loc, "'%s' cannot be a named constant.", s->name);
            continue;
        }
        if (!s->type)
            decl_set_implicit_type(s);
        s->kind = SYM_PARAMETER;
        s->init = en->init;
        fold_initializer(s, en->init, true);
    }
}

static void decl_implicit(Node *d)
{
    Scope *u = S.scope;
    if (d->implicit_none) {
        for (int c = 0; c < 26; c++)
            u->implicit[c] = NULL;
        u->implicit_none = true;
        u->own_implicit_none = true;
        return;
    }
    for (int i = 0; i < d->args.len; i++) {
        Node *r = d->args.items[i];
        if (!r || !r->text)
            continue;
        if (u->own_implicit_none) {
            error_at(r->loc, "IMPLICIT statement after IMPLICIT NONE.");
            return;
        }
        Type *t = decl_type_from_spec(r->ts, NULL, r->loc);
        for (int c = 0; c < 26 && r->text[c]; c++)
            if (r->text[c] == '1')
                u->implicit[c] = t;
    }
}

/* ---- derived types ---- */

/* The symbol and (empty) DerivedType of definition d. */
static Symbol *new_derived_type_symbol(Node *d, Symbol *s)
{
    s->attrs |= d->attrs & (A_PUBLIC | A_PRIVATE | A_BIND_C);
    DerivedType *dt = NEW(DerivedType);
    dt->name = d->name;
    dt->sym = s;
    dt->is_sequence = d->is_sequence;
    dt->is_bind_c = d->attrs & A_BIND_C;
    dt->is_abstract = d->is_abstract;
    dt->def = d;
    Scope *u = unit_scope(S.scope);
    if (u->kind == SCOPE_MODULE && u->owner)
        dt->module = u->owner->name;
    s->derived = dt;
    s->type = type_derived(dt);
    d->sym = s;
    Scope *ts = scope_new(SCOPE_DERIVED_TYPE, S.scope);
    ts->owner = s;
    ts->node = d;
    dt->scope = ts;
    d->scope = ts;
    return s;
}

static void declare_components(DerivedType *dt, Node *c, Type *base, Scope *types_scope, bool private_comps);
static void structure_components(DerivedType *dt, NodeList *body, Scope *types_scope);
static void structure_clist_init(Symbol *cs, Node *en);

/* A STRUCTURE's type may share its name with a variable (record /s/ s),
 * as in gfortran: its symbol's name is "%structure s", which no Fortran
 * name (nor a COMMON block's "/s/") is. */
const char *structure_key(const char *name)
{
    return arena_printf(cu_arena, "%%structure %s", name);
}

static void decl_derived_type(Node *d)
{
    const char *key = d->is_structure ? structure_key(d->name) : d->name;
    Symbol *s = scope_lookup_local(S.scope, key);
    if (s && d->sym == s && s->kind == SYM_DERIVED_TYPE && !s->derived->components.len) {
        /* created by a POINTER component of an earlier type (forward_derived_type) */
    } else if (s && s->kind == SYM_UNKNOWN && !s->type && !(s->attrs & ~(A_PUBLIC | A_PRIVATE))) {
        /* "public :: t" before "type :: t" */
        s->kind = SYM_DERIVED_TYPE;
        s->loc = d->loc;
        new_derived_type_symbol(d, s);
    } else if (s && s->kind == SYM_GENERIC && !s->use_of && s->generic && !s->generic->op) {
        /* "interface t" before "type :: t": constructor overloads, kept as the
         * type's generic as when the interface comes after it (decl_generic) */
        s->kind = SYM_DERIVED_TYPE;
        s->loc = d->loc;
        new_derived_type_symbol(d, s);
    } else if (s) {
        error_at(d->loc, "Symbol '%s' is already declared at line %s.", d->name, line_of(s->loc));
        return;
    } else
        new_derived_type_symbol(d, scope_add(S.scope, key, SYM_DERIVED_TYPE, d->loc));
    DerivedType *dt = s ? s->derived : d->sym->derived;
    s = d->sym;
    Scope *ts = dt->scope;
    if (d->text) {
        Symbol *p = sym_resolve(scope_lookup(S.scope, d->text));
        if (!p || p->kind != SYM_DERIVED_TYPE) {
            error_at(d->loc, "Parent type '%s' of '%s' is not defined.", d->text, d->name);
        } else {
            dt->parent = p->derived;
            Symbol *pc = scope_add(ts, p->name, SYM_COMPONENT, d->loc);
            pc->type = type_derived(p->derived);
            vec_push(&dt->components, pc);
        }
    }
    if (d->params.len || pdt_is_template(dt->parent)) {
        /* a parameterized type (also by inheriting the parent's parameters):
         * a template, its instances hold the components */
        pdt_declare_params(dt, d);
        return;
    }
    if (d->is_structure) {
        Scope *saved = S.scope;
        dt->is_structure = true;
        dt->is_sequence = true; /* two definitions alike are one type, as SEQUENCE types */
        structure_components(dt, &d->body, saved);
        S.scope = saved;
        structure_layout(dt, d);
        return;
    }
    derived_components(dt, d, S.scope);
}

/* The components of dt from the body of definition d; their types, kinds,
 * bounds and initializers are declared in types_scope (the definition's
 * scope, or for a PDT instance a scope of its parameters above it). */
void derived_components(DerivedType *dt, Node *d, Scope *types_scope)
{
    Scope *ts = dt->scope;
    bool private_comps = false;
    Scope *saved = S.scope;
    S.scope = types_scope;
    for (int i = 0; i < d->body.len; i++) {
        Node *c = d->body.items[i];
        if (!c)
            continue;
        if (c->kind == N_ATTR_STMT) {
            if (c->attrs & A_PRIVATE)
                private_comps = true;
            if (c->attrs & A_BIND_C)
                dt->is_bind_c = true;
            continue;
        }
        if (c->kind == N_PROC_DECL) {
            S.scope = types_scope;
            oop_proc_components(dt, ts, c);
            continue;
        }
        if (c->kind != N_TYPE_DECL || (c->attrs & (A_KIND_PARAM | A_LEN_PARAM)))
            continue;
        declare_components(dt, c, NULL, types_scope, private_comps);
    }
    S.scope = saved;
    derived_layout(dt);
}

static int fill_count; /* %FILL components get names no Fortran name can take */

/* The components one declaration c (N_TYPE_DECL) declares in dt, or, with
 * base given, the fields of a nested STRUCTURE (N_ENTITY list in c->args). */
static void declare_components(DerivedType *dt, Node *c, Type *base, Scope *types_scope, bool private_comps)
{
    Scope *ts = dt->scope;
    const char *tname = dt->name;
    {
        /* component types and kinds see the enclosing scope */
        S.scope = types_scope;
        if (!base) {
            forward_types_ok = (c->attrs & A_POINTER) != 0;
            base = decl_type_from_spec(c->ts, NULL, c->loc);
            forward_types_ok = false;
        }
        for (int j = 0; j < c->args.len; j++) {
            Node *en = c->args.items[j];
            if (!en || !en->name)
                continue;
            if (!strcmp(en->name, "%fill"))
                en->name = arena_printf(cu_arena, "%%fill%d", ++fill_count);
            if (scope_lookup_local(ts, en->name)) {
                error_at(en->loc, "Component '%s' of TYPE(%s) is declared twice.", en->name, tname);
                continue;
            }
            Symbol *cs = scope_add(ts, en->name, SYM_COMPONENT, en->loc);
            cs->type = en->ts_len ? decl_type_from_spec(c->ts, en->ts_len, en->loc) : base;
            cs->attrs = c->attrs & ~A_DIMENSION;
            if (private_comps && !(c->attrs & A_PUBLIC))
                cs->attrs |= A_PRIVATE;
            if (en->dims.len)
                set_shape(cs, &en->dims, en->loc);
            else if (c->dims.len)
                set_shape(cs, &c->dims, en->loc);
            sema_coarray_declare(cs, en->codims.len ? &en->codims : &c->codims, en->loc);
            if (dt->pdt_template && !(cs->attrs & (A_ALLOCATABLE | A_POINTER)) &&
                ((cs->shape && !cs->shape->constant) ||
                 (cs->type && cs->type->kind == TY_CHARACTER && cs->type->len_kind == LEN_EXPR)))
                pdt_len_component(cs); /* bounds or length from a LEN parameter */
            if (cs->shape && !(cs->attrs & (A_ALLOCATABLE | A_POINTER)) && !cs->shape->constant)
                error_at(en->loc, "Component array '%s' must have constant bounds or be ALLOCATABLE or POINTER.",
                         en->name);
            if (cs->shape && (cs->attrs & (A_ALLOCATABLE | A_POINTER)))
                cs->shape->kind = DIM_DEFERRED;
            if (cs->type && cs->type->kind == TY_DERIVED && cs->type->derived == dt && !(cs->attrs & (A_POINTER | A_ALLOCATABLE)))
                error_at(en->loc, "Component '%s' of TYPE(%s) has its own type and must be a POINTER.", en->name,
                         tname);
            if (cs->type && cs->type->kind == TY_CHARACTER && cs->type->len_kind != LEN_NONE &&
                !(cs->type->len_kind == LEN_DEFERRED && (cs->attrs & (A_ALLOCATABLE | A_POINTER))))
                error_at(en->loc, "CHARACTER component '%s' must have a constant length.", en->name);
            cs->space = (cs->attrs & A_DEVICE) ? SPACE_DEVICE : (cs->attrs & A_MANAGED) ? SPACE_MANAGED : SPACE_HOST;
            if (en->init) {
                cs->init = en->init;
                if (en->ptr_init)
                    expr_check(en->init);
                else
                    fold_initializer(cs, en->init, false);
                if (!en->ptr_init && en->init->type && en->init->type->kind != TY_ERROR && cs->type)
                    expr_convert(en->init, cs->type);
            }
            if (en->body2.len)
                structure_clist_init(cs, en);
            vec_push(&dt->components, cs);
        }
    }
}

/* A component's old-style initializer, integer m(3) /1, 2*0/ (parsed as
 * a DATA statement for it): its default value. */
static void structure_clist_init(Symbol *cs, Node *en)
{
    Node *set = en->body2.items[0] && en->body2.items[0]->args.len ? en->body2.items[0]->args.items[0] : NULL;
    if (!set || !cs->type)
        return;
    PtrVec vals = {0};
    for (int j = 0; j < set->body2.len; j++) {
        Node *v = set->body2.items[j];
        Node *val = v && v->kind == N_DATA_VALUE ? v->rhs : v;
        Node *rep = v && v->kind == N_DATA_VALUE ? v->lhs : NULL;
        if (!val)
            continue;
        expr_check(val);
        int64_t n = 1;
        if (rep) {
            expr_check(rep);
            if (!node_const_int(rep, &n))
                error_at(rep->loc, "DATA repeat count must be a constant INTEGER.");
        }
        ConstVal *cv = val->cval ? cv_convert(val->cval, cs->type) : NULL;
        if (!cv) {
            if (val->type && val->type->kind != TY_ERROR)
                error_at(val->loc, "The initial value of component '%s' must be a constant of its type.", cs->name);
            free(vals.data);
            return;
        }
        for (int64_t k = 0; k < n && vals.len < 10000000; k++)
            vec_push(&vals, cv);
    }
    int64_t want = 1, shape[15];
    for (int d = 0; cs->shape && d < cs->shape->rank; d++) {
        shape[d] = cs->shape->hi_val[d] >= cs->shape->lo_val[d] ? cs->shape->hi_val[d] - cs->shape->lo_val[d] + 1 : 0;
        want *= shape[d];
    }
    if (vals.len != want) {
        error_at(set->loc, "The initializer of component '%s' has %d values for %lld elements.", cs->name, vals.len,
                 (long long)want);
    } else if (cs->shape) {
        ConstVal *a = cv_array_of(cs->type, cs->shape->rank, shape);
        for (int64_t k = 0; k < a->n; k++)
            a->elems[k] = vals.data[k];
        cs->cval = a;
    } else {
        cs->cval = vals.data[0];
    }
    free(vals.data);
}

/* The components of a DEC STRUCTURE body (or a MAP's), in order: its
 * declarations, RECORDs, the fields of nested STRUCTUREs (whose types are
 * declared where the outer one is) and those of every MAP of its UNIONs. */
static void structure_components(DerivedType *dt, NodeList *body, Scope *types_scope)
{
    for (int i = 0; i < body->len; i++) {
        Node *c = body->items[i];
        if (!c)
            continue;
        S.scope = types_scope;
        if (c->kind == N_TYPE_DECL) {
            declare_components(dt, c, NULL, types_scope, false);
        } else if (c->kind == N_DERIVED_TYPE && c->is_structure) {
            if (!c->name)
                c->name = arena_printf(cu_arena, "%s%%%d", dt->name, i + 1);
            decl_derived_type(c);
            S.scope = types_scope;
            if (c->sym && c->sym->kind == SYM_DERIVED_TYPE) {
                c->sym->derived->nested_in = dt;
                declare_components(dt, c, type_derived(c->sym->derived), types_scope, false);
            }
        } else if (c->kind == N_UNION) {
            for (int m = 0; m < c->body.len; m++)
                structure_components(dt, &c->body.items[m]->body, types_scope);
        } else if (c->kind == N_PARAMETER_STMT || c->kind == N_DATA) {
            error_at(c->loc, "This statement is not allowed in a STRUCTURE.");
        } else if (c->kind != N_ATTR_STMT) {
            error_at(c->loc, "Only component declarations, RECORD, STRUCTURE and UNION are allowed in a STRUCTURE.");
        }
    }
}

/* ---- interface blocks ---- */

static PtrVec pending_module_procs; /* Node* N_MODULE_PROCEDURE with ->sym = generic */

static const char *normalize_op(const char *op)
{
    static const char *const pairs[][2] = {
        {".eq.", "=="}, {".ne.", "/="}, {".lt.", "<"}, {".le.", "<="}, {".gt.", ">"}, {".ge.", ">="},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (str_ieq(op, pairs[i][0]))
            return pairs[i][1];
    return str_lower(cu_arena, op, strlen(op));
}

static Symbol *generic_symbol(Node *d)
{
    const char *name = d->name;
    const char *op = NULL;
    if (d->op_name) {
        op = normalize_op(d->op_name);
        name = !strcmp(op, "=") ? "assignment(=)" : arena_printf(cu_arena, "operator(%s)", op);
    }
    Symbol *g = scope_lookup_local(S.scope, name);
    if (g && g->use_of && g->kind == SYM_GENERIC) {
        /* extend a use-associated generic locally: copy its specifics */
        GenericInfo *gi = NEW(GenericInfo);
        Symbol *orig = sym_resolve(g);
        for (int i = 0; orig->generic && i < orig->generic->specifics.len; i++)
            vec_push(&gi->specifics, orig->generic->specifics.data[i]);
        gi->op = orig->generic ? orig->generic->op : NULL;
        g->use_of = NULL;
        g->generic = gi;
        return g;
    }
    if (g && g->kind == SYM_GENERIC)
        return g;
    Symbol *specific = NULL;
    if (g && g->kind == SYM_PROCEDURE) {
        specific = g; /* generic with the name of one of its specifics */
    } else if (g && g->kind == SYM_DERIVED_TYPE) {
        /* generic named like a type: constructor overloads (kept as a generic) */
    } else if (g && g->kind != SYM_UNKNOWN) {
        error_at(d->loc, "Generic name '%s' conflicts with the %s declared at line %s.", name, sym_kind_name(g->kind),
                 line_of(g->loc));
        return NULL;
    }
    unsigned attrs = g ? g->attrs & (A_PUBLIC | A_PRIVATE) : 0;
    if (!g || g->kind == SYM_UNKNOWN || specific) {
        if (g && g->kind == SYM_UNKNOWN) {
            g->kind = SYM_GENERIC;
        } else
            g = scope_add(S.scope, name, SYM_GENERIC, d->loc);
    }
    g->attrs |= attrs;
    g->generic = NEW(GenericInfo);
    g->generic->op = op;
    if (specific)
        vec_push(&g->generic->specifics, specific);
    return g;
}

/* C1025/C1032 (F2018 15.4.3.4.2-3): a defined operator or assignment may not redefine an
   intrinsic operation, i.e. have dummies whose types and ranks the intrinsic one accepts. */
static void check_not_intrinsic_op(Symbol *g, Symbol *p, Loc loc)
{
    const char *op = g && g->generic ? g->generic->op : NULL;
    if (!op || !p || !p->proc)
        return;
    PtrVec *d = &p->proc->dummies;
    Symbol *a = d->len > 0 ? d->data[0] : NULL, *b = d->len > 1 ? d->data[1] : NULL;
    if (!a || !a->type || (d->len == 2 && (!b || !b->type)) || d->len > 2)
        return;
    int ra = a->shape ? a->shape->rank : 0, rb = b && b->shape ? b->shape->rank : 0;
    if (b && ra && rb && ra != rb)
        return; /* not conformable: no intrinsic operation */
    Type *ta = a->type, *tb = b ? b->type : NULL;
    bool num = type_is_numeric(ta) && (!tb || type_is_numeric(tb));
    bool lgl = ta->kind == TY_LOGICAL && (!tb || tb->kind == TY_LOGICAL);
    bool chr = ta->kind == TY_CHARACTER && tb && tb->kind == TY_CHARACTER && ta->kind_param == tb->kind_param;
    bool cplx = ta->kind == TY_COMPLEX || (tb && tb->kind == TY_COMPLEX);
    bool intrinsic = false;
    if (!strcmp(op, "=")) {
        intrinsic = b && (num || lgl || chr) && !(ra == 0 && rb > 0);
    } else if (!b) {
        intrinsic = (!strcmp(op, "+") || !strcmp(op, "-")) ? num : !strcmp(op, ".not.") && lgl;
    } else if (!strcmp(op, "+") || !strcmp(op, "-") || !strcmp(op, "*") || !strcmp(op, "/") || !strcmp(op, "**")) {
        intrinsic = num;
    } else if (!strcmp(op, "//")) {
        intrinsic = chr;
    } else if (!strcmp(op, "==") || !strcmp(op, "/=")) {
        intrinsic = num || chr;
    } else if (!strcmp(op, "<") || !strcmp(op, "<=") || !strcmp(op, ">") || !strcmp(op, ">=")) {
        intrinsic = (num && !cplx) || chr;
    } else if (!strcmp(op, ".and.") || !strcmp(op, ".or.") || !strcmp(op, ".eqv.") || !strcmp(op, ".neqv.")) {
        intrinsic = lgl;
    }
    if (!intrinsic)
        return;
    if (!strcmp(op, "="))
        error_at(loc, "Defined ASSIGNMENT(=) procedure '%s' redefines the intrinsic assignment of %s to %s.", p->name,
                 type_name(tb), type_name(ta));
    else if (b)
        error_at(loc, "Defined OPERATOR(%s) procedure '%s' redefines the intrinsic operation on %s and %s.", op, p->name,
                 type_name(ta), type_name(tb));
    else
        error_at(loc, "Defined OPERATOR(%s) procedure '%s' redefines the intrinsic operation on %s.", op, p->name,
                 type_name(ta));
}

static void interface_body(Node *body, Symbol *generic, bool is_abstract)
{
    const char *name = body->name;
    Symbol *ps = scope_lookup_local(S.scope, name);
    if (ps && ps->use_of) {
        error_at(body->loc, "'%s' is use-associated and cannot be redeclared.", name);
        return;
    }
    if (ps && ps->kind == SYM_GENERIC) {
        /* the specific shares the generic's name: keep it outside the table */
        Symbol *sp = sym_new(name, SYM_PROCEDURE, body->loc);
        sp->scope = S.scope;
        ps = sp;
    } else if (ps && (ps->kind == SYM_UNKNOWN || (ps->kind == SYM_PROCEDURE && !ps->proc->has_explicit_iface) ||
                      (ps->kind == SYM_VARIABLE && ps->is_dummy) ||
                      /* POINTER :: p, then p's interface: a procedure pointer */
                      (ps->kind == SYM_VARIABLE && ((ps->attrs & A_POINTER) || ps->is_result) &&
                       (!ps->type || ps->implicit_type) && !(ps->shape && ps->shape->rank > 0)))) {
        if (ps->kind == SYM_VARIABLE && ps->type && !ps->implicit_type)
            error_at(body->loc, "Dummy argument '%s' has a type and an interface.", name);
        ps->kind = SYM_PROCEDURE;
    } else if (ps) {
        error_at(body->loc, "Symbol '%s' is already declared at line %s.", name, line_of(ps->loc));
        return;
    } else
        ps = scope_add(S.scope, name, SYM_PROCEDURE, body->loc);
    if (!ps->proc)
        ps->proc = NEW(ProcInfo);
    ps->proc->is_dummy_proc = ps->is_dummy;
    ps->proc->has_explicit_iface = true;
    if (is_abstract)
        ps->attrs |= A_EXTERNAL; /* abstract interfaces name no procedure */
    body->sym = ps;
    sema_unit_decls(body, S.scope);
    if (generic) {
        check_not_intrinsic_op(generic, ps, body->loc);
        vec_push(&generic->generic->specifics, ps);
    }
}

static void decl_interface(Node *d)
{
    Symbol *g = (d->name || d->op_name) ? generic_symbol(d) : NULL;
    for (int i = 0; i < d->body.len; i++) {
        Node *b = d->body.items[i];
        if (!b)
            continue;
        if (b->kind == N_SUBROUTINE || b->kind == N_FUNCTION)
            interface_body(b, g, d->is_abstract);
        else if (b->kind == N_MODULE_PROCEDURE) {
            if (!g) {
                error_at(b->loc, "MODULE PROCEDURE statement outside a generic interface block.");
                continue;
            }
            b->sym = g;
            b->scope = S.scope;
            vec_push(&pending_module_procs, b);
        }
    }
}

/* Specific names of MODULE PROCEDURE lists resolve once the contained
 * procedures of the scope are declared. */
static void resolve_pending_module_procs(Scope *sc)
{
    for (int i = 0; i < pending_module_procs.len; i++) {
        Node *b = pending_module_procs.data[i];
        if (!b || b->scope != sc)
            continue;
        pending_module_procs.data[i] = NULL;
        Symbol *g = b->sym;
        Scope *saved = S.scope;
        S.scope = sc;
        for (int j = 0; j < b->args.len; j++) {
            Node *n = b->args.items[j];
            if (!n || !n->name)
                continue;
            Symbol *p = sym_resolve(scope_lookup(sc, n->name));
            if (p && p->kind == SYM_GENERIC && p == g) {
                /* same name as the generic: look for the contained procedure */
                p = NULL;
                for (int k = 0; k < g->generic->specifics.len; k++) {
                    Symbol *c = g->generic->specifics.data[k];
                    if (!strcmp(c->name, n->name))
                        p = c;
                }
                if (p)
                    continue;
            }
            if (!p || p->kind != SYM_PROCEDURE || !p->proc || !p->proc->has_explicit_iface) {
                error_at(n->loc, "'%s' in a MODULE PROCEDURE statement is not a module procedure.", n->name);
                continue;
            }
            n->sym = p;
            check_not_intrinsic_op(g, p, n->loc);
            vec_push(&g->generic->specifics, p);
        }
        S.scope = saved;
    }
}

static bool is_literal_or_null(const Node *e)
{
    return !e || e->kind == N_INT_LIT || e->kind == N_STAR;
}

static bool mentions_name(const Node *e, const char *name)
{
    if (!e)
        return false;
    if (e->name && !strcmp(e->name, name))
        return true;
    if (mentions_name(e->lhs, name) || mentions_name(e->rhs, name) || mentions_name(e->start, name) ||
        mentions_name(e->end, name) || mentions_name(e->step, name))
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (mentions_name(e->args.items[i], name))
            return true;
    return false;
}

/* The interface blocks of the specification part being declared that were
 * declared ahead of their place (declare_interface_of). */
static PtrVec early_ifaces;

static bool declared_early(const Node *iface)
{
    for (int i = 0; i < early_ifaces.len; i++)
        if (early_ifaces.data[i] == iface)
            return true;
    return false;
}

/* Declares ahead of its place the interface block (not a generic one) of
 * the current specification part with a body for a procedure whose name
 * 'wanted' accepts, for a use before it: PROCEDURE(sub) :: x above the
 * interface body of sub, or a function's prefix type-spec calling a
 * function declared in the function (character(f(x)) function g(x);
 * F2018 15.6.2.2: the type-spec is that of a declaration in the function).
 * Interface bodies are scopes of their own, so the order does not change
 * what they declare. */
static bool declare_interface_of(bool (*wanted)(const char *name, const void *ctx), const void *ctx)
{
    bool any = false;
    for (int i = 0; spec_body && i < spec_body->len; i++) {
        Node *s = spec_body->items[i];
        if (!s || s->kind != N_INTERFACE || s->name || s->op_name || declared_early(s))
            continue;
        for (int j = 0; j < s->body.len; j++) {
            Node *b = s->body.items[j];
            if (b && (b->kind == N_FUNCTION || b->kind == N_SUBROUTINE) && b->name && wanted(b->name, ctx)) {
                vec_push(&early_ifaces, s);
                decl_interface(s);
                any = true;
                break;
            }
        }
    }
    return any;
}

static bool named_in_type_spec(const char *name, const void *ctx)
{
    const TypeSpec *ts = ctx;
    return mentions_name(ts->len_expr, name) || mentions_name(ts->kind_expr, name);
}

static bool is_name(const char *name, const void *ctx) { return !strcmp(name, ctx); }

/* PROCEDURE(f) declarations naming a module or internal procedure whose
 * header comes later in the host: pairs (declared symbol, f), given f's
 * interface once the host's procedures are declared. */
static PtrVec pending_proc_ifaces;

/* A procedure declared PROCEDURE(iface) takes iface's characteristics. */
static void copy_proc_iface(Symbol *s, Symbol *iface)
{
    bool dummy = s->proc->is_dummy_proc;
    *s->proc = *iface->proc;
    s->type = iface->type;
    s->proc->is_dummy_proc = dummy;
    s->proc->bind_name = NULL;
    s->proc->is_module_proc = false;
    s->proc->is_internal = false;
}

/* Whether s was declared PROCEDURE(f) with f's interface still to come
 * (PROCEDURE(p4) :: p6 after PROCEDURE(sub) :: p4: p6 waits for p4). */
static bool awaits_iface(const Symbol *s)
{
    for (int i = 0; i + 1 < pending_proc_ifaces.len; i += 2)
        if (pending_proc_ifaces.data[i] == s)
            return true;
    return false;
}

static void resolve_pending_proc_ifaces(void)
{
    for (int i = 0; i + 1 < pending_proc_ifaces.len; i += 2) {
        Symbol *s = pending_proc_ifaces.data[i], *iface = pending_proc_ifaces.data[i + 1];
        if (s && iface->proc->def) {
            copy_proc_iface(s, iface);
            pending_proc_ifaces.data[i] = NULL;
        }
    }
}

static void decl_proc_decl(Node *d)
{
    Symbol *iface = NULL;
    if (d->text) {
        iface = sym_resolve(scope_lookup(S.scope, d->text));
        if ((!iface || iface->kind != SYM_PROCEDURE || !iface->proc) && declare_interface_of(is_name, d->text))
            iface = sym_resolve(scope_lookup(S.scope, d->text)); /* its interface body is further down */
        if (!iface || iface->kind != SYM_PROCEDURE || !iface->proc) {
            error_at(d->loc, "Interface '%s' in PROCEDURE declaration is not a procedure with an explicit interface.",
                     d->text);
            iface = NULL;
        }
    }
    /* PROCEDURE(type-spec): an implicit interface, a function of that type */
    Type *ftype = d->ts ? decl_type_from_spec(d->ts, NULL, d->loc) : NULL;
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        Symbol *s = declared_symbol(en->name, en->loc, true);
        if (!s)
            continue;
        bool dummy = s->is_dummy;
        if (iface && iface->proc->is_intrinsic && (dummy || (d->attrs & A_POINTER))) {
            /* C1517: the specific intrinsics are elemental */
            error_at(en->loc, "%s '%s' cannot have the interface of intrinsic '%s': it is elemental.",
                     dummy ? "Dummy procedure" : "Procedure pointer", en->name, d->text);
            continue;
        }
        s->kind = SYM_PROCEDURE;
        s->proc = NEW(ProcInfo);
        if (ftype)
            s->type = ftype;
        if (!iface)
            s->proc_iface = ""; /* no interface name: .mod files write PROCEDURE([type-spec]) */
        if (iface) {
            *s->proc = *iface->proc;
            s->type = iface->type;
            s->proc_iface = d->text; /* .mod files declare procedure pointers by it */
            if (!iface->proc->def && (iface->proc->is_module_proc || iface->proc->is_internal || awaits_iface(iface))) {
                vec_push(&pending_proc_ifaces, s); /* its header is further down the host */
                vec_push(&pending_proc_ifaces, iface);
            }
        }
        s->proc->is_dummy_proc = dummy;
        s->proc->bind_name = NULL;
        s->proc->is_module_proc = false;
        s->proc->is_internal = false;
        s->attrs |= d->attrs;
        if (d->intent != INTENT_NONE)
            s->intent = d->intent; /* a procedure pointer dummy's INTENT (kept in .mod files) */
        if (en->init)
            s->init = en->init;
    }
}

static void decl_namelist(Node *d)
{
    Symbol *g = scope_lookup_local(S.scope, d->name);
    if (g && g->kind != SYM_NAMELIST) {
        error_at(d->loc, "Namelist group name '%s' conflicts with the %s declared at line %s.", d->name,
                 sym_kind_name(g->kind), line_of(g->loc));
        return;
    }
    if (!g)
        g = scope_add(S.scope, d->name, SYM_NAMELIST, d->loc);
    if (g->use_of) {
        /* a USE-associated group extended here (a GNU extension): a local
         * group of the module's objects and these */
        Symbol *m = sym_resolve(g);
        PtrVec members = {0};
        for (int i = 0; m && i < m->members.len; i++)
            vec_push(&members, m->members.data[i]);
        g->members = members;
        g->use_of = NULL;
        warning_at(d->loc, "Namelist '%s' is USE associated and extended here.", d->name);
    }
    for (int i = 0; i < d->args.len; i++) {
        Node *n = d->args.items[i];
        if (!n || !n->name)
            continue;
        expr_check(n);
        if (n->sym && n->sym->kind == SYM_VARIABLE)
            vec_push(&g->members, n->sym);
        else if (n->sym)
            error_at(n->loc, "Namelist group item '%s' must be a variable.", n->name);
    }
}

static void decl_common(Node *d)
{
    const char *key = arena_printf(cu_arena, "/%s/", d->name ? d->name : "");
    Symbol *cb = scope_lookup_local(S.scope, key);
    if (!cb) {
        cb = scope_add(S.scope, key, SYM_COMMON, d->loc);
        cb->name = key;
    }
    for (int i = 0; i < d->args.len; i++) {
        Node *en = d->args.items[i];
        if (!en || !en->name)
            continue;
        Symbol *s = declared_symbol(en->name, en->loc, false);
        if (!s)
            continue;
        if (s->common) {
            error_at(en->loc, "'%s' is already in COMMON block '%s'.", s->name, s->common->name);
            continue;
        }
        if (s->is_dummy || (s->attrs & (A_ALLOCATABLE | A_PARAMETER))) {
            error_at(en->loc, "'%s' cannot be in a COMMON block.", s->name);
            continue;
        }
        if (s->kind == SYM_UNKNOWN)
            s->kind = SYM_VARIABLE;
        if (en->dims.len)
            set_shape(s, &en->dims, en->loc);
        s->common = cb;
        vec_push(&cb->members, s);
    }
}

/* One element a DATA statement initializes: element 'index' (column-major)
 * of variable 'sym' (-1: the scalar), then per component step the
 * component number and its element (-1: a scalar component), and a
 * substring sub_lo:sub_hi of the CHARACTER element (sub_lo 0: all of it). */
typedef struct DataStep {
    Symbol *comp;
    int ci;
    int64_t index;
} DataStep;

typedef struct DataTarget {
    Symbol *sym;
    int64_t index;
    int nsteps;
    DataStep *steps;
    int64_t sub_lo, sub_hi;
    Type *type; /* of the element the value initializes */
    Loc loc;
} DataTarget;

/* Values of the implied-DO variables active while DATA objects expand. */
typedef struct DataEnv {
    Symbol *var[8];
    int64_t val[8];
    int n;
} DataEnv;

/* Constant value of a DATA subscript or implied-DO bound, where the
 * enclosing implied-DO variables have their current values. */
static ConstVal *data_eval(Node *e, DataEnv *env)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case N_NAME: {
        Symbol *v = e->sym ? sym_resolve(e->sym) : NULL;
        for (int i = env->n - 1; i >= 0; i--)
            if (v == env->var[i])
                return cv_int(env->val[i], 8);
        return e->cval;
    }
    case N_BINARY: {
        ConstVal *l = data_eval(e->lhs, env), *r = data_eval(e->rhs, env);
        return l && r ? cv_binary(e->op, cv_convert(l, e->lhs->type), cv_convert(r, e->rhs->type), e->type, e->loc)
                      : NULL;
    }
    case N_UNARY: {
        ConstVal *l = data_eval(e->lhs, env);
        return l ? cv_unary(e->op, cv_convert(l, e->lhs->type), e->loc) : NULL;
    }
    case N_PAREN: return data_eval(e->lhs, env);
    case N_CONVERT: return cv_convert(data_eval(e->lhs, env), e->type);
    default: return e->cval;
    }
}

static bool data_int(Node *e, DataEnv *env, int64_t *out)
{
    return cv_to_i64(data_eval(e, env), out);
}

typedef struct Int64Vec {
    int64_t *data;
    int len, cap;
} Int64Vec;

static void i64_push(Int64Vec *v, int64_t x)
{
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 16;
        v->data = realloc(v->data, sizeof(int64_t) * (size_t)v->cap);
    }
    v->data[v->len++] = x;
}

/* One part reference of a DATA object: the variable or a component, and
 * its subscripts (the N_ARRAY_REF) or NULL. */
typedef struct DataPart {
    Symbol *s;
    Node *ref;
} DataPart;

/* The column-major element offsets that part p designates, in array
 * element order (a scalar: the one offset -1). */
static bool data_part_offsets(DataPart *p, DataEnv *env, Loc loc, Int64Vec *out)
{
    Symbol *s = p->s;
    int rank = s->shape ? s->shape->rank : 0;
    if (!p->ref) {
        int64_t n = 1;
        for (int d = 0; d < rank; d++)
            n *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
        for (int64_t i = 0; i < (rank ? n : 1); i++)
            i64_push(out, rank ? i : -1);
        return true;
    }
    Node *o = p->ref;
    if (o->args.len != rank || rank == 0) {
        error_at(loc, "DATA object '%s' needs %d subscripts.", s->name, rank);
        return false;
    }
    /* per dimension: lo, hi, step (an element is lo:lo:1) */
    int64_t lo[15], hi[15], st[15], cur[15];
    for (int d = 0; d < rank; d++) {
        Node *sub = o->args.items[d];
        int64_t dl = s->shape->lo_val[d], dh = s->shape->hi_val[d];
        bool ok;
        st[d] = 1;
        if (sub && sub->kind == N_TRIPLET) {
            lo[d] = dl, hi[d] = dh;
            ok = (!sub->lhs || data_int(sub->lhs, env, &lo[d])) && (!sub->rhs || data_int(sub->rhs, env, &hi[d])) &&
                 (!sub->step || data_int(sub->step, env, &st[d])) && st[d] != 0;
        } else {
            ok = sub && sub->rank == 0 && data_int(sub, env, &lo[d]);
            hi[d] = lo[d];
        }
        if (!ok) {
            error_at(sub ? sub->loc : loc, "DATA subscripts of '%s' must be constant.", s->name);
            return false;
        }
        bool empty = st[d] > 0 ? lo[d] > hi[d] : lo[d] < hi[d];
        if (empty)
            return true;
        int64_t last = lo[d] + (hi[d] - lo[d]) / st[d] * st[d];
        if (lo[d] < dl || lo[d] > dh || last < dl || last > dh) {
            error_at(sub->loc, "DATA subscript of '%s' is out of bounds.", s->name);
            return false;
        }
        cur[d] = lo[d];
    }
    for (;;) {
        int64_t off = 0, mult = 1;
        for (int d = 0; d < rank; d++) {
            off += (cur[d] - s->shape->lo_val[d]) * mult;
            mult *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
        }
        i64_push(out, off);
        int d = 0;
        for (; d < rank; d++) {
            cur[d] += st[d];
            if (st[d] > 0 ? cur[d] <= hi[d] : cur[d] >= hi[d])
                break;
            cur[d] = lo[d];
        }
        if (d == rank)
            return true;
    }
}

/* The targets of parts[k..] below the element offsets chosen so far
 * (at most one part has several elements, so the order is that part's). */
static void data_expand(DataPart *parts, Int64Vec *offs, int np, int k, int64_t *chosen, Node *o, int64_t sub_lo,
                        int64_t sub_hi, Type *type, PtrVec *out)
{
    if (k == np) {
        DataTarget *t = NEW(DataTarget);
        *t = (DataTarget){parts[0].s, chosen[0], np - 1, NULL, sub_lo, sub_hi, type, o->loc};
        if (np > 1) {
            t->steps = arena_alloc(cu_arena, sizeof(DataStep) * (size_t)(np - 1));
            for (int i = 1; i < np; i++) {
                Symbol *c = parts[i].s;
                DerivedType *dt = parts[i - 1].s->type->derived;
                int ci = 0;
                while (ci < dt->components.len && dt->components.data[ci] != c)
                    ci++;
                t->steps[i - 1] = (DataStep){c, ci, chosen[i]};
            }
        }
        vec_push(out, t);
        return;
    }
    for (int i = 0; i < offs[k].len; i++) {
        chosen[k] = offs[k].data[i];
        data_expand(parts, offs, np, k + 1, chosen, o, sub_lo, sub_hi, type, out);
    }
}

/* Expands one DATA object (a variable, an array element or section with
 * constant subscripts, a component of them, a substring, or an implied-DO
 * of them) into its elements. */
static bool data_targets(Node *o, DataEnv *env, PtrVec *out)
{
    if (o->kind == N_IMPLIED_DO) {
        int64_t lo, hi, st = 1;
        if (!o->var || env->n == 8)
            return false;
        expr_check(o->var);
        if (o->var->kind == N_NAME &&
            !sema_check_index_name(o->var->sym, o->var->name, o->var->loc, "DATA implied-DO variable"))
            return false;
        Symbol *v = o->var->sym ? sym_resolve(o->var->sym) : NULL;
        if (o->start)
            expr_check(o->start);
        if (o->end)
            expr_check(o->end);
        if (o->step)
            expr_check(o->step);
        if (!v || !data_int(o->start, env, &lo) || !data_int(o->end, env, &hi) ||
            (o->step && !data_int(o->step, env, &st)) || st == 0) {
            error_at(o->loc, "DATA implied-DO bounds must be constant.");
            return false;
        }
        int k = env->n++;
        env->var[k] = v;
        bool ok = true;
        for (int64_t i = lo; ok && (st > 0 ? i <= hi : i >= hi) && out->len < 10000000; i += st) {
            env->val[k] = i;
            for (int j = 0; ok && j < o->args.len; j++)
                if (o->args.items[j])
                    ok = data_targets(o->args.items[j], env, out);
        }
        env->n--;
        return ok;
    }
    expr_check(o);
    if (!o->type || o->type->kind == TY_ERROR)
        return false;
    /* the part references, outermost first, and a substring range */
    DataPart parts[16];
    int np = 0;
    Node *cur = o, *range = NULL;
    if (cur->kind == N_SUBSTRING) {
        range = cur->args.len == 1 ? cur->args.items[0] : NULL;
        cur = cur->lhs;
    }
    bool shape_ok = true;
    while (cur && np < 16) {
        Node *ref = NULL;
        if (cur->kind == N_ARRAY_REF) {
            ref = cur;
            cur = cur->lhs;
        }
        if (cur && cur->kind == N_COMPONENT && cur->sym) {
            parts[np++] = (DataPart){cur->sym, ref};
            cur = cur->lhs;
            continue;
        }
        if (cur && cur->kind == N_NAME && cur->sym) {
            parts[np++] = (DataPart){sym_resolve(cur->sym), ref};
            break;
        }
        shape_ok = false;
        break;
    }
    if (!shape_ok || !np || !cur || cur->kind != N_NAME) {
        error_at(o->loc, "DATA statement object must be a variable, an array element or an array section.");
        return false;
    }
    for (int i = 0, j = np - 1; i < j; i++, j--) {
        DataPart t = parts[i];
        parts[i] = parts[j];
        parts[j] = t;
    }
    Symbol *s = parts[0].s;
    if (s->kind != SYM_VARIABLE || !s->type || s->type->kind == TY_ERROR)
        return false;
    /* a pointer (the last part) takes an initial target (data_store) */
    if (s->is_dummy || (s->attrs & A_ALLOCATABLE) || ((s->attrs & A_POINTER) && np > 1)) {
        error_at(o->loc, "'%s' cannot be initialized by DATA.", s->name);
        return false;
    }
    for (int i = 0; i < np; i++) {
        Symbol *p = parts[i].s;
        if (i && ((p->attrs & A_ALLOCATABLE) || ((p->attrs & A_POINTER) && i < np - 1))) {
            error_at(o->loc, "Component '%s' cannot be initialized by DATA.", p->name);
            return false;
        }
        if (p->shape && !p->shape->constant) {
            error_at(o->loc, "DATA object '%s' must have constant bounds.", p->name);
            return false;
        }
        if (i) {
            DerivedType *dt = parts[i - 1].s->type->derived;
            int ci = 0;
            while (ci < dt->components.len && dt->components.data[ci] != p)
                ci++;
            if (ci == dt->components.len) {
                error_at(o->loc, "DATA for the inherited component '%s' is not supported yet; name it through the parent component.",
                         p->name);
                return false;
            }
        }
    }
    int64_t sub_lo = 0, sub_hi = 0;
    Type *et = parts[np - 1].s->type;
    if (range) {
        int64_t clen = et->kind == TY_CHARACTER && et->len_kind == LEN_NONE ? et->len : -1;
        sub_lo = 1, sub_hi = clen;
        if (clen < 0 || range->kind != N_TRIPLET || (range->lhs && !data_int(range->lhs, env, &sub_lo)) ||
            (range->rhs && !data_int(range->rhs, env, &sub_hi))) {
            error_at(o->loc, "DATA substring of '%s' must have constant bounds.", parts[np - 1].s->name);
            return false;
        }
        if (sub_lo > sub_hi)
            return true;
        if (sub_lo < 1 || sub_hi > clen) {
            error_at(o->loc, "DATA substring %lld:%lld of '%s' is out of bounds 1:%lld.", (long long)sub_lo,
                     (long long)sub_hi, parts[np - 1].s->name, (long long)clen);
            return false;
        }
        et = type_char(sub_hi - sub_lo + 1);
    }
    Int64Vec offs[16] = {0};
    bool ok = true;
    for (int i = 0; ok && i < np; i++)
        ok = data_part_offsets(&parts[i], env, o->loc, &offs[i]);
    int64_t chosen[16];
    if (ok)
        data_expand(parts, offs, np, 0, chosen, o, sub_lo, sub_hi, et, out);
    for (int i = 0; i < np; i++)
        free(offs[i].data);
    return ok;
}

/* The element 'index' of the array constant at *slot of type t and shape
 * sh, the array created (elements NULL: zero or default) when absent. */
static ConstVal **data_array_slot(ConstVal **slot, Type *t, ArraySpec *sh, int64_t index, const char *name, Loc loc)
{
    if (!*slot || !(*slot)->rank) {
        ConstVal *a = NEW(ConstVal);
        a->type = t;
        a->rank = sh->rank;
        a->n = 1;
        for (int d = 0; d < a->rank; d++) {
            int64_t e = sh->hi_val[d] - sh->lo_val[d] + 1;
            a->shape[d] = e > 0 ? e : 0;
            a->n = a->n > CV_MAX_DATA_ELEMS ? a->n : a->n * a->shape[d];
        }
        if (a->n > CV_MAX_DATA_ELEMS) {
            /* one pointer per element would take gigabytes (a fuzzed IB(2,HUGE(1),2) did) */
            error_at(loc, "DATA initialization of '%s' is too large: %lld or more elements (at most %lld).", name,
                     (long long)a->n, (long long)CV_MAX_DATA_ELEMS);
            a->n = 0; /* the other values of the statement add nothing */
            *slot = a;
            return NULL;
        }
        a->elems = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(a->n ? a->n : 1));
        *slot = a;
    }
    if (index < 0 || index >= (*slot)->n)
        return NULL;
    return &(*slot)->elems[index];
}

/* Stores value c into DATA target t (arrays get an element array whose
 * elements no DATA value reaches stay NULL, i.e. zero; derived values a
 * component array whose components no value reaches stay NULL, i.e.
 * their default initialization). */
static void data_store(DataTarget *t, ConstVal *c)
{
    Symbol *s = t->sym;
    if (c && c->hollerith)
        warning_at(t->loc, "Conversion from HOLLERITH to %s is an extension.", type_name(t->type));
    c = dec_char_conversion(c, t->type, t->loc);
    DataStep *last = t->nsteps ? &t->steps[t->nsteps - 1] : NULL;
    bool pointer = last ? (last->comp->attrs & A_POINTER) && last->index < 0 : (s->attrs & A_POINTER) && t->index < 0;
    if (c && c->target) {
        /* data p / x /: x must be a TARGET of p's type, kind and rank */
        if (!pointer) {
            error_at(c->target->loc, "DATA value must be a constant.");
            return;
        }
        if (!type_equal(c->type, t->type)) {
            error_at(c->target->loc, "Type mismatch in the initial target of pointer '%s': %s target for a %s pointer.",
                     last ? last->comp->name : s->name, type_name(c->type), type_name(t->type));
            return;
        }
    } else if (pointer) {
        error_at(t->loc, "The DATA value of pointer '%s' must be a TARGET variable.", last ? last->comp->name : s->name);
        return;
    } else
        c = cv_convert(c, t->type);
    if (!c) {
        error_at(t->loc, "DATA value does not match the type of '%s'.", s->name);
        return;
    }
    s->attrs |= A_SAVE;
    ConstVal **slot = &s->cval;
    if (t->index >= 0 && !(slot = data_array_slot(slot, s->type, s->shape, t->index, s->name, t->loc)))
        return;
    Type *ty = s->type;
    for (int i = 0; i < t->nsteps; i++) {
        DataStep *st = &t->steps[i];
        DerivedType *dt = ty->derived;
        if (!*slot || !(*slot)->comps) {
            ConstVal *d = NEW(ConstVal);
            d->type = ty;
            d->comps = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(dt->components.len + 1));
            *slot = d;
        }
        slot = &(*slot)->comps[st->ci];
        ty = st->comp->type;
        if (st->index >= 0 && !(slot = data_array_slot(slot, ty, st->comp->shape, st->index, st->comp->name, t->loc)))
            return;
    }
    if (t->sub_lo > 0) {
        /* a substring: the rest of the string is blank unless already given */
        int64_t len = ty->len;
        char *b = arena_alloc(cu_arena, (size_t)len + 1);
        ConstVal *old = *slot && (*slot)->type && (*slot)->type->kind == TY_CHARACTER ? *slot : NULL;
        for (int64_t i = 0; i < len; i++)
            b[i] = old && i < old->str.len ? old->str.s[i] : ' ';
        memcpy(b + t->sub_lo - 1, c->str.s, (size_t)(t->sub_hi - t->sub_lo + 1));
        *slot = cv_char(b, len);
        return;
    }
    if (*slot)
        error_at(t->loc, t->index < 0 && !t->nsteps ? "'%s' is initialized twice." : "An element of '%s' is initialized twice.",
                 s->name);
    *slot = c;
}

/* DATA: variables, array elements and sections with constant subscripts
 * and implied-DOs of them, given constant values in order. */
static void decl_data(Node *d)
{
    for (int i = 0; i < d->args.len; i++) {
        Node *set = d->args.items[i];
        if (!set)
            continue;
        PtrVec vals = {0}, targets = {0};
        for (int j = 0; j < set->body2.len; j++) {
            Node *v = set->body2.items[j];
            if (!v)
                continue;
            Node *val = v->kind == N_DATA_VALUE ? v->rhs : v;
            Node *rep = v->kind == N_DATA_VALUE ? v->lhs : NULL;
            expr_check(val);
            if (rep)
                expr_check(rep);
            int64_t n = 1;
            if (rep && !node_const_int(rep, &n)) {
                error_at(rep->loc, "DATA repeat count must be a constant INTEGER.");
                n = 1;
            }
            ConstVal *cv = val ? val->cval : NULL;
            Symbol *base = val && !cv && val->type && val->type->kind != TY_ERROR ? expr_base_symbol(val) : NULL;
            if (base && (sym_resolve(base)->attrs & A_TARGET) && !val->rank && val->kind != N_FUNC_CALL) {
                /* an initial data target (F2008 R540): for a pointer object, checked in data_store */
                cv = NEW(ConstVal);
                cv->type = val->type;
                cv->target = val;
            }
            if (!cv) {
                if (val && val->type && val->type->kind != TY_ERROR)
                    error_at(val->loc, "DATA value must be a constant.");
                goto next_set;
            }
            for (int64_t k = 0; k < n && vals.len < 10000000; k++)
                vec_push(&vals, cv);
        }
        bool ok = true;
        for (int j = 0; j < set->args.len; j++) {
            DataEnv env = {0};
            if (set->args.items[j])
                ok &= data_targets(set->args.items[j], &env, &targets);
        }
        if (!ok)
            goto next_set;
        if (targets.len < vals.len)
            error_at(set->loc, "DATA statement has more values than variables.");
        else if (targets.len > vals.len)
            error_at(set->loc, "DATA statement has fewer values than variables.");
        else
            for (int k = 0; k < targets.len; k++)
                data_store(targets.data[k], vals.data[k]);
    next_set:
        free(vals.data);
        free(targets.data);
    }
}

/* ---- USE association ---- */

static bool module_entity_public(Scope *ms, Symbol *s)
{
    if (s->attrs & A_PRIVATE)
        return false;
    if (s->attrs & A_PUBLIC)
        return true;
    return !ms->default_private;
}

/* The module a USE names. nature: 1 for USE, INTRINSIC (the intrinsic
 * module even where the program defines one of that name), -1 for USE,
 * NON_INTRINSIC (never the intrinsic one), 0: a nonintrinsic module when
 * there is one (F2018 14.2.2), else the intrinsic one, else the .mod file. */
Symbol *decl_use_module(const char *name, Loc loc, int nature)
{
    if (nature <= 0) {
        for (int i = 0; i < S.modules.len; i++) {
            Symbol *m = S.modules.data[i];
            if (!strcmp(m->name, name) && !(m->scope && m->scope->intrinsic_module))
                return m;
        }
    }
    Symbol *m = nature >= 0 ? intrinsic_module(name, loc) : NULL;
    if (!m && nature > 0)
        error_at(loc, "'%s' is not an intrinsic module.", name);
    if (m || nature > 0)
        return m;
    return modfile_read(name, loc);
}

static void import_symbol(const char *local, Symbol *orig, Loc loc)
{
    Symbol *ex = scope_lookup_local(S.scope, local);
    Symbol *o = sym_resolve(orig);
    if (ex) {
        Symbol *eo = sym_resolve(ex);
        if (eo == o)
            return;
        bool eo_gen = eo->generic && (eo->kind == SYM_GENERIC || eo->kind == SYM_DERIVED_TYPE);
        bool o_gen = o->generic && (o->kind == SYM_GENERIC || o->kind == SYM_DERIVED_TYPE);
        if (eo_gen && o_gen && ex->use_of && !(eo->kind == SYM_DERIVED_TYPE && o->kind == SYM_DERIVED_TYPE)) {
            /* the same generic name from two modules: merge the specifics
             * (one of them may be a type's constructor overloads: the merged
             * name is that type too) */
            GenericInfo *gi = NEW(GenericInfo);
            for (int i = 0; i < eo->generic->specifics.len; i++)
                vec_push(&gi->specifics, eo->generic->specifics.data[i]);
            for (int i = 0; i < o->generic->specifics.len; i++) {
                bool dup = false;
                for (int j = 0; j < eo->generic->specifics.len && !dup; j++)
                    dup = sym_resolve(eo->generic->specifics.data[j]) == sym_resolve(o->generic->specifics.data[i]);
                if (!dup)
                    vec_push(&gi->specifics, o->generic->specifics.data[i]);
            }
            gi->op = o->generic->op;
            Symbol *ty = o->kind == SYM_DERIVED_TYPE ? o : eo->kind == SYM_DERIVED_TYPE ? eo : NULL;
            Symbol *merged = sym_new(local, ty ? SYM_DERIVED_TYPE : SYM_GENERIC, loc);
            merged->scope = eo->scope;
            merged->generic = gi;
            if (ty) {
                merged->derived = ty->derived;
                merged->type = ty->type;
                merged->module = ty->module;
            }
            ex->use_of = merged;
            ex->generic = gi;
            return;
        }
        if (!ex->use_of) {
            error_at(loc, "Use-associated '%s' conflicts with the local %s declared at line %s.", local,
                     sym_kind_name(ex->kind), line_of(ex->loc));
            return;
        }
        /* ambiguous: the standard allows it until referenced; keep the first */
        return;
    }
    Symbol *a = scope_add(S.scope, local, o->kind, loc);
    a->type = o->type;
    a->attrs = o->attrs & ~(A_PUBLIC | A_PRIVATE);
    a->intent = o->intent;
    a->space = o->space;
    a->shape = o->shape;
    a->cval = o->cval;
    a->proc = o->proc;
    a->generic = o->generic;
    a->derived = o->derived;
    a->module = o->module;
    a->use_of = orig;
    a->use_name = o->name;
    a->cuda_builtin = o->cuda_builtin;
}

/* USE cudafor/cudadevice, ONLY: a device intrinsic (syncthreads ...
 * globaltimer: no symbol of the module, true with *out NULL) or, from
 * cudadevice, one of cudafor's atomic generics (true with *out set). */
static bool cuda_module_device_builtin(Symbol *m, const char *name, Symbol **out)
{
    *out = NULL;
    bool dev = !strcmp(m->name, "cudadevice");
    if (!dev && strcmp(m->name, "cudafor"))
        return false;
    IntrinsicId id = intrinsic_lookup(name);
    if (id >= INTR_DEVICE_FIRST && id <= INTR_DEVICE_LAST)
        return true;
    if (dev && !strncmp(name, "atomic", 6)) {
        Symbol *cf = intrinsic_module("cudafor", m->loc);
        Symbol *g = cf && cf->scope ? scope_lookup_local(cf->scope, name) : NULL;
        if (g && g->kind == SYM_GENERIC && module_entity_public(cf->scope, g)) {
            *out = g;
            return true;
        }
    }
    return false;
}

/* Whether some USE of module mod in the spec part renames its entity
 * name (mod, local => name): then the entity is accessible only by its
 * local names, not by name through a plain USE of mod (F2018 14.2.2). */
static bool renamed_by_some_use(const char *mod, const char *name)
{
    for (int i = 0; spec_body && i < spec_body->len; i++) {
        Node *u = spec_body->items[i];
        if (!u || u->kind != N_USE || !u->name || strcmp(u->name, mod))
            continue;
        for (int j = 0; j < u->args.len; j++) {
            Node *r = u->args.items[j];
            if (r && r->text && r->name && !r->op_name && !strcmp(r->text, name))
                return true;
        }
    }
    return false;
}

void decl_use_stmt(Node *u)
{
    if (!u->name)
        return;
    Symbol *m = decl_use_module(u->name, u->loc, (u->attrs & A_INTRINSIC) ? 1 : u->non_intrinsic ? -1 : 0);
    if (!m || !m->scope)
        return;
    Scope *cur_unit = unit_scope(S.scope);
    if (cur_unit && cur_unit->owner == m) {
        error_at(u->loc, "Module '%s' cannot USE itself.", u->name);
        return;
    }
    Scope *ms = m->scope;
    if (u->only_list) {
        for (int i = 0; i < u->args.len; i++) {
            Node *r = u->args.items[i];
            if (!r)
                continue;
            const char *use_name = r->text ? r->text : r->name;
            const char *local = r->name ? r->name : use_name;
            if (r->op_name) {
                /* op_name is the local operator; operator(.l.) => operator(.r.) renames */
                const char *op = normalize_op(r->op_name);
                local = !strcmp(op, "=") ? "assignment(=)" : arena_printf(cu_arena, "operator(%s)", op);
                if (!r->text || r->text == r->name)
                    use_name = local;
            }
            Symbol *s = use_name ? scope_lookup_local(ms, use_name) : NULL;
            if (!s && use_name && cuda_module_device_builtin(m, use_name, &s)) {
                /* syncthreads, syncwarp, match_all_sync ...: intrinsics of
                 * device code, visible there without USE; naming them in
                 * ONLY is what nvfortran's and flang's cudadevice allow */
                if (s)
                    import_symbol(local, s, r->loc);
                else if (strcmp(local, use_name))
                    error_at(r->loc, "Device intrinsic '%s' of module '%s' cannot be renamed.", use_name, m->name);
                continue;
            }
            if (!s || !module_entity_public(ms, s)) {
                error_at(r->loc, "'%s' is not a public entity of module '%s'.", use_name ? use_name : "?", m->name);
                continue;
            }
            import_symbol(local, s, r->loc);
        }
        return;
    }
    for (int i = 0; i < u->args.len; i++) {
        Node *r = u->args.items[i];
        const char *use_name = r ? (r->text ? r->text : r->name) : NULL;
        Symbol *s = use_name ? scope_lookup_local(ms, use_name) : NULL;
        if (r && (!s || !module_entity_public(ms, s)))
            error_at(r->loc, "'%s' is not a public entity of module '%s'.", use_name ? use_name : "?", m->name);
    }
    for (int i = 0; i < ms->symbols.len; i++) {
        Symbol *s = ms->symbols.data[i];
        if (scope_lookup_local(ms, s->name) != s || !module_entity_public(ms, s))
            continue;
        if (s->kind == SYM_COMMON || s->kind == SYM_CONSTRUCT)
            continue;
        const char *local = s->name;
        bool renamed = false;
        for (int j = 0; j < u->args.len; j++) {
            Node *r = u->args.items[j];
            if (r && r->text && !strcmp(r->text, s->name) && r->name) {
                import_symbol(r->name, s, r->loc);
                renamed = true;
            }
        }
        /* cudafor's SUM/MAXVAL/MINVAL are the intrinsics themselves: only a
         * rename (use cudafor, gpusum => sum) or ONLY brings them in, so a
         * plain USE leaves the names free for local variables */
        if (!renamed && !(s->proc && s->proc->is_intrinsic && !strcmp(m->name, "cudafor")) &&
            !renamed_by_some_use(u->name, s->name))
            import_symbol(local, s, u->loc);
    }
}

/* ---- program units ---- */

static Symbol *add_contained_symbol(Scope *host, Node *c, bool module_proc)
{
    if (!c->name)
        return NULL;
    Symbol *ex = scope_lookup_local(host, c->name);
    Symbol *ps;
    if (ex && ex->kind == SYM_GENERIC) {
        ps = sym_new(c->name, SYM_PROCEDURE, c->loc);
        ps->scope = host;
        /* a generic of the same name lists it by MODULE PROCEDURE */
        vec_push(&ex->generic->specifics, ps);
    } else if (ex && (ex->kind == SYM_UNKNOWN || (ex->kind == SYM_PROCEDURE && ex->proc && !ex->proc->has_explicit_iface &&
                                                  !ex->is_dummy) ||
                      (ex->kind == SYM_VARIABLE && !ex->is_dummy && !ex->shape && ex->type &&
                       c->kind == N_FUNCTION && !ex->init))) {
        /* "real :: f" or "public :: f" in the host names the contained function */
        ps = ex;
        ps->kind = SYM_PROCEDURE;
        ps->attrs &= ~A_EXTERNAL;
        if (c->kind == N_FUNCTION && ps->type && c->ts && c->ts->kind != TS_NONE)
            error_at(c->loc, "Function '%s' has its type declared twice.", c->name);
    } else if (ex) {
        error_at(c->loc, "Procedure '%s' conflicts with the %s declared at line %s.", c->name, sym_kind_name(ex->kind),
                 line_of(ex->loc));
        return NULL;
    } else
        ps = scope_add(host, c->name, SYM_PROCEDURE, c->loc);
    ps->proc = NEW(ProcInfo);
    ps->proc->has_explicit_iface = true;
    ps->proc->is_module_proc = module_proc;
    ps->proc->is_internal = !module_proc;
    ps->proc->host_proc = host->owner;
    if (module_proc && host->owner)
        ps->module = host->owner->name;
    c->sym = ps;
    return ps;
}

/* Dummies, result variable and attributes of a subprogram header. */
/* launch_bounds(maxthreads[, minblocks]) and cluster_dims(x, y, z) of a
 * kernel: positive constant integers, folded in the N_KEYWORD's args
 * (codegen reads their cval). */
static void decl_launch_attrs(Node *unit)
{
    for (int i = 0; i < unit->opts.len; i++) {
        Node *k = unit->opts.items[i];
        if (!k || k->kind != N_KEYWORD)
            continue;
        bool lb = !strcmp(k->name, "launch_bounds");
        const char *kw = lb ? "LAUNCH_BOUNDS" : "CLUSTER_DIMS";
        if (!(unit->cuda_attrs & (CA_GLOBAL | CA_GRID_GLOBAL)))
            error_at(k->loc, "%s may only be given for a kernel (ATTRIBUTES(GLOBAL)), not for '%s'", kw, unit->name);
        if (lb ? k->args.len > 2 : k->args.len != 3) {
            error_at(k->loc, lb ? "LAUNCH_BOUNDS takes one or two values (maxthreads[, minblocks]), not %d"
                                : "CLUSTER_DIMS takes three values (x, y, z), not %d", k->args.len);
            continue;
        }
        for (int j = 0; j < k->args.len; j++) {
            Node *a = k->args.items[j];
            expr_check(a);
            int64_t v;
            if (!node_const_int(a, &v) || v < 1) {
                error_at(a->loc, "The values of %s must be positive constant INTEGER expressions", kw);
                break;
            }
        }
    }
}

void decl_procedure_header(Node *unit, Symbol *ps, Scope *sc)
{
    ProcInfo *p = ps->proc;
    p->prefix = unit->prefix;
    p->cuda_attrs = unit->cuda_attrs;
    p->bind_name = unit->bind_name;
    p->def = unit;
    p->is_function = unit->kind == N_FUNCTION;
    p->has_explicit_iface = true;
    if (unit->cuda_attrs && opts.cuda == CUDA_MODE_OFF && !S.in_modfile)
        error_at(unit->loc, "ATTRIBUTES(...) prefix requires CUDA Fortran (a .cuf file or -cuda).");
    if ((unit->cuda_attrs & (CA_GLOBAL | CA_GRID_GLOBAL)) && unit->kind == N_FUNCTION)
        error_at(unit->loc, "ATTRIBUTES(GLOBAL) subprogram '%s' must be a subroutine.", unit->name);
    for (int i = 0; i < unit->params.len; i++) {
        Node *pn = unit->params.items[i];
        if (!pn || pn->kind == N_STAR || !pn->name) {
            vec_push(&p->dummies, NULL);
            continue;
        }
        if (scope_lookup_local(sc, pn->name)) {
            error_at(pn->loc, "Dummy argument '%s' appears twice.", pn->name);
            vec_push(&p->dummies, NULL);
            continue;
        }
        Symbol *d = scope_add(sc, pn->name, SYM_VARIABLE, pn->loc);
        d->is_dummy = true;
        d->dummy_index = i;
        pn->sym = d;
        vec_push(&p->dummies, d);
    }
    if (unit->kind == N_FUNCTION) {
        const char *rn = unit->result_name ? unit->result_name : unit->name;
        if (unit->result_name && !strcmp(unit->result_name, unit->name))
            error_at(unit->loc, "RESULT name of '%s' must differ from the function name.", unit->name);
        Symbol *r = scope_lookup_local(sc, rn);
        if (r) {
            error_at(unit->loc, "Result '%s' of function '%s' is also a dummy argument.", rn, unit->name);
        } else {
            r = scope_add(sc, rn, SYM_VARIABLE, unit->loc);
            r->is_result = true;
            p->result = r;
        }
    }
}

/* The ENTRY statements of a module procedure c are module procedures
 * themselves: their symbols are in the module before any body refers to
 * them.  (An internal procedure cannot have entries, C1571.) */
static void add_contained_entries(Scope *sc, Node *c, bool module_proc)
{
    if (!module_proc || (c->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)))
        return; /* device code: the CUDA checker names the rule */
    for (int i = 0; i < c->body.len; i++) {
        Node *s = c->body.items[i];
        if (s && s->kind == N_ENTRY && s->name)
            add_contained_symbol(sc, s, module_proc);
    }
}

/* ENTRY statements of a subprogram: each is a procedure with its own
 * dummies, which share the subprogram's scope (a name in several dummy
 * lists is one variable); global for an external subprogram, a module
 * procedure of the module for a module procedure (add_contained_entries). */
static void declare_entries(Node *unit, Scope *sc, Scope *host)
{
    for (int i = 0; i < unit->body.len; i++) {
        Node *s = unit->body.items[i];
        if (!s || s->kind != N_ENTRY || !s->name)
            continue;
        if (unit->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL))
            continue; /* the CUDA checker names the rule */
        Symbol *es;
        if (host && host->kind != SCOPE_MODULE) {
            error_at(s->loc, "ENTRY statement cannot appear in internal procedure '%s'.", unit->name);
            continue;
        }
        if (host) {
            es = s->sym; /* NULL after a conflict in the module, already reported */
            if (!es || !es->proc)
                continue;
        } else {
            Symbol *ex = scope_lookup_local(S.global, s->name);
            if (ex) {
                error_at(s->loc, "Global name '%s' is already defined at line %s.", s->name, line_of(ex->loc));
                continue;
            }
            es = scope_add(S.global, s->name, SYM_PROCEDURE, s->loc);
            es->proc = NEW(ProcInfo);
            es->proc->has_explicit_iface = true;
        }
        es->proc->def = unit;
        if (s->bind_name)
            es->proc->bind_name = s->bind_name; /* ENTRY e(x) BIND(C [, NAME=]) */
        for (int k = 0; k < s->params.len; k++) {
            Node *pn = s->params.items[k];
            if (!pn || pn->kind == N_STAR || !pn->name) {
                vec_push(&es->proc->dummies, NULL);
                continue;
            }
            Symbol *d = scope_lookup_local(sc, pn->name);
            if (!d) {
                d = scope_add(sc, pn->name, SYM_VARIABLE, pn->loc);
                d->is_dummy = true;
                d->dummy_index = k;
            }
            pn->sym = d;
            vec_push(&es->proc->dummies, d);
        }
        if (unit->kind == N_FUNCTION) {
            /* the entry's result variable; typed with the function's */
            const char *rn = s->result_name ? s->result_name : s->name;
            Symbol *r = scope_lookup_local(sc, rn);
            if (!r)
                r = scope_add(sc, rn, SYM_VARIABLE, s->loc);
            r->is_result = true;
            es->proc->is_function = true;
            es->proc->result = r;
        }
        s->sym = es;
    }
}

/* The unit's own symbol: global for top-level units. */
static Symbol *global_unit_symbol(Node *u)
{
    const char *name = u->name ? u->name : (u->kind == N_PROGRAM ? "main" : "_block_data");
    Symbol *ex = scope_lookup_local(S.global, name);
    SymKind k = u->kind == N_PROGRAM ? SYM_PROGRAM : u->kind == N_MODULE ? SYM_MODULE
              : u->kind == N_BLOCK_DATA ? SYM_PROGRAM : SYM_PROCEDURE;
    if (u->kind == N_MODULE && S.in_intrinsic_module) {
        /* no global name: a program may define a module of its own of that name */
        Symbol *s = sym_new(name, k, u->loc);
        s->scope = S.global;
        return s;
    }
    if (ex) {
        error_at(u->loc, "Global name '%s' is already defined at line %s.", name, line_of(ex->loc));
        Symbol *s = sym_new(name, k, u->loc);
        s->scope = S.global;
        return s;
    }
    Symbol *s = scope_add(S.global, name, k, u->loc);
    if (k == SYM_PROCEDURE) {
        s->proc = NEW(ProcInfo);
        s->proc->has_explicit_iface = true;
    }
    return s;
}

Symbol *decl_add_unit_symbol(Scope *host, Node *unit, bool module_proc, bool internal)
{
    (void)internal;
    if (!host)
        return global_unit_symbol(unit);
    return add_contained_symbol(host, unit, module_proc);
}

static void function_result_type(Node *unit, Symbol *ps)
{
    if (unit->kind != N_FUNCTION || !ps->proc || !ps->proc->result)
        return;
    Symbol *r = ps->proc->result;
    if (unit->ts && unit->ts->kind != TS_NONE) {
        if (r->type && !r->implicit_type)
            error_at(unit->loc, "Result of function '%s' has its type declared twice.", unit->name);
        r->type = decl_type_from_spec(unit->ts, NULL, unit->loc);
        r->implicit_type = false;
    }
}


/* Checks attribute combinations and fills space, implicit types and
 * module names of every symbol declared in scope 's'. */
void decl_finalize_scope(Scope *s)
{
    Scope *u = unit_scope(s);
    const char *modname = u && u->kind == SCOPE_MODULE && u->owner ? u->owner->name : NULL;
    for (int i = 0; i < s->symbols.len; i++) {
        Symbol *sym = s->symbols.data[i];
        if (sym->use_of || scope_lookup_local(s, sym->name) != sym)
            continue;
        if (sym->kind == SYM_UNKNOWN) {
            sym->kind = SYM_VARIABLE;
        }
        if (modname && (sym->kind == SYM_VARIABLE || sym->kind == SYM_PROCEDURE || sym->kind == SYM_PARAMETER ||
                        sym->kind == SYM_GENERIC))
            sym->module = modname;
        if (sym->kind == SYM_PROCEDURE && sym->proc && sym->proc->is_dummy_proc)
            sym->is_dummy = true;
        if (sym->kind != SYM_VARIABLE)
            continue;
        if (sym->is_cray_pointer || sym->cray_pointer)
            check_cray(sym, u);
        if (!sym->type)
            decl_set_implicit_type(sym);
        unsigned a = sym->attrs;
        Loc l = sym->loc;
        const char *n = sym->name;
        if ((a & A_ALLOCATABLE) && (a & A_POINTER))
            error_at(l, "ALLOCATABLE and POINTER attributes conflict for '%s'.", n);
        int spaces = !!(a & A_DEVICE) + !!(a & A_MANAGED) + !!(a & A_CONSTANT) + !!(a & A_SHARED) + !!(a & A_PINNED) +
                     !!(a & A_TEXTURE);
        if (spaces > 1)
            error_at(l, "Conflicting memory attributes (DEVICE, MANAGED, CONSTANT, SHARED, PINNED, TEXTURE) for '%s'.", n);
        if (!sym->is_dummy) {
            if (sym->intent != INTENT_NONE)
                error_at(l, "INTENT attribute on '%s', which is not a dummy argument.", n);
            if (a & A_OPTIONAL)
                error_at(l, "OPTIONAL attribute on '%s', which is not a dummy argument.", n);
            if (a & A_VALUE)
                error_at(l, "VALUE attribute on '%s', which is not a dummy argument.", n);
        }
        if ((a & A_VALUE) && (a & (A_POINTER | A_ALLOCATABLE)))
            error_at(l, "VALUE attribute conflicts with ALLOCATABLE or POINTER for '%s'.", n);
        if ((a & A_AUTOMATIC) && sym->is_dummy)
            error_at(l, "AUTOMATIC attribute conflicts with the dummy argument '%s'.", n);
        else if ((a & A_AUTOMATIC) && (a & A_SAVE) && !sym->init && !sym->cval)
            error_at(l, "AUTOMATIC and SAVE attributes conflict for '%s'.", n);
        if ((a & A_VALUE) && sym->intent != INTENT_NONE && sym->intent != INTENT_IN)
            error_at(l, "VALUE dummy '%s' cannot have INTENT(OUT) or INTENT(INOUT).", n);
        if (sym->shape) {
            ArraySpec *as = sym->shape;
            bool deferred_colons = as->kind == DIM_DEFERRED || as->kind == DIM_ASSUMED_SHAPE;
            if (a & (A_ALLOCATABLE | A_POINTER)) {
                if (as->kind == DIM_ASSUMED_SHAPE) {
                    bool any_lower = false;
                    for (int d = 0; d < as->rank; d++)
                        any_lower |= as->lower[d] != NULL;
                    if (!any_lower)
                        as->kind = DIM_DEFERRED;
                }
                if (as->kind != DIM_DEFERRED)
                    error_at(l, "%s array '%s' must have a deferred shape.", a & A_ALLOCATABLE ? "ALLOCATABLE" : "POINTER", n);
            } else if (deferred_colons) {
                if (sym->is_dummy)
                    as->kind = DIM_ASSUMED_SHAPE;
                else if ((as->kind == DIM_ASSUMED_SHAPE || as->kind == DIM_DEFERRED) && !sym->cray_pointer)
                    error_at(l, "Array '%s' with deferred shape must be ALLOCATABLE or POINTER.", n);
            } else if (as->kind == DIM_ASSUMED_SIZE && !sym->is_dummy && !(a & A_SHARED) && !sym->cray_pointer)
                error_at(l, "Assumed-size array '%s' must be a dummy argument.", n);
            else if (as->kind == DIM_EXPLICIT && !as->constant && !sym->is_dummy &&
                     (u->kind == SCOPE_MODULE || (u->kind == SCOPE_PROGRAM && sym->scope == u) || (a & A_SAVE) ||
                      sym->common)) /* (a BLOCK of the main program may have automatic arrays) */
                error_at(l, "Array '%s' with non-constant bounds must be a dummy argument or a local of a procedure.", n);
        }
        if (sym->type && sym->type->kind == TY_CHARACTER) {
            if (sym->type->len_kind == LEN_ASSUMED && !sym->is_dummy && !sym->is_result)
                error_at(l, "CHARACTER(*) variable '%s' must be a dummy argument or a named constant.", n);
            if (sym->type->len_kind == LEN_DEFERRED && !(a & (A_ALLOCATABLE | A_POINTER)))
                error_at(l, "CHARACTER(:) variable '%s' must be ALLOCATABLE or POINTER.", n);
        }
        for (int k = 0; sym->type && sym->type->kind == TY_DERIVED && sym->type->pdt_lens &&
                        k < sym->type->derived->tparams.len; k++) {
            Node *v = sym->type->pdt_lens[k];
            const char *name = ((Symbol *)sym->type->derived->tparams.data[k])->name;
            if (v && v->kind == N_STAR && !sym->is_dummy)
                error_at(l, "'%s' has an assumed (*) LEN type parameter '%s' and must be a dummy argument.", n, name);
            else if (v && v->kind == N_TRIPLET && !(a & (A_ALLOCATABLE | A_POINTER)))
                error_at(l, "'%s' has a deferred (:) LEN type parameter '%s' and must be ALLOCATABLE or POINTER.", n,
                         name);
            else if (v && v->kind != N_STAR && v->kind != N_TRIPLET && !v->cval && !sym->is_dummy &&
                     (u->kind == SCOPE_MODULE || (u->kind == SCOPE_PROGRAM && sym->scope == u) || (a & A_SAVE)))
                error_at(l, "The LEN type parameter '%s' of '%s' is not constant: it must be a dummy argument or a local of a procedure.",
                         name, n);
            else
                continue;
            break;
        }
        if ((a & A_SAVE || u->default_save) && !sym->is_dummy && !(a & (A_SAVE | A_AUTOMATIC)))
            sym->attrs |= u->kind == SCOPE_SUBPROGRAM ? A_SAVE : 0;
        if (u->kind == SCOPE_MODULE && !sym->is_dummy)
            sym->attrs |= A_SAVE;
        sym->space = decl_default_space(sym);
    }
}

/* Spec part of a program unit or BLOCK: USE first, IMPLICIT, then the
 * declarations in source order (kinds and named constants are used by
 * later declarations). */
void decl_spec_part(Node *unit, NodeList *body)
{
    NodeList *outer_body = spec_body;
    spec_body = body;
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (s && s->kind == N_USE)
            decl_use_stmt(s);
    }
    /* a prefix type-spec of literal parameters first: IMPLICIT may ask its LEN */
    bool prefix_is_literal = unit && unit->kind == N_FUNCTION && unit->ts && is_literal_or_null(unit->ts->len_expr) &&
                             is_literal_or_null(unit->ts->kind_expr);
    if (unit && unit->sym && unit->kind == N_FUNCTION && prefix_is_literal)
        function_result_type(unit, unit->sym);
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (s && s->kind == N_IMPLICIT)
            decl_implicit(s);
    }
    /* Dummies may appear in the bounds of earlier declarations ("real ::
     * a(n); integer :: n"): give them their declared intrinsic type first,
     * tentatively (implicit_type stays set until the declaration itself). */
    for (int i = 0; i < body->len; i++) {
        Node *d = body->items[i];
        if (!d || d->kind != N_TYPE_DECL || !d->ts || d->ts->kind == TS_TYPE || d->ts->kind == TS_CLASS ||
            d->ts->kind == TS_CHARACTER || (d->ts->kind_expr && d->ts->kind_expr->kind != N_INT_LIT))
            continue;
        for (int j = 0; j < d->args.len; j++) {
            Node *en = d->args.items[j];
            Symbol *sym = en && en->name ? scope_lookup_local(S.scope, en->name) : NULL;
            if (sym && sym->is_dummy && !sym->type && !en->dims.len && !d->dims.len) {
                sym->type = decl_type_from_spec(d->ts, NULL, d->loc);
                sym->implicit_type = true;
            }
        }
    }
    /* a prefix type-spec that names dummies or functions, once they are known */
    if (unit && unit->sym && unit->kind == N_FUNCTION && !prefix_is_literal) {
        declare_interface_of(named_in_type_spec, unit->ts);
        function_result_type(unit, unit->sym);
    }
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (!s)
            continue;
        switch (s->kind) {
        case N_TYPE_DECL:
            decl_type_stmt(s);
            if (s->is_enum && opts.short_enums)
                shorten_enum(s);
            /* integer j /1/: the entity's DATA (parse_entity) */
            for (int k = 0; k < s->args.len; k++)
                for (int q = 0; s->args.items[k] && q < s->args.items[k]->body2.len; q++)
                    decl_data(s->args.items[k]->body2.items[q]);
            break;
        case N_ATTR_STMT: decl_attr_stmt(s); break;
        case N_PARAMETER_STMT: decl_parameter_stmt(s); break;
        case N_DERIVED_TYPE: decl_derived_type(s); break;
        case N_INTERFACE:
            if (!declared_early(s))
                decl_interface(s);
            break;
        case N_PROC_DECL: decl_proc_decl(s); break;
        case N_NAMELIST: decl_namelist(s); break;
        case N_COMMON: decl_common(s); break;
        case N_DATA: decl_data(s); break;
        case N_CRAY_POINTER: decl_cray_pointer(s); break;
        case N_DIRECTIVE: decl_ignore_tkr_directive(s); break;
        case N_OMP:
            if (s->op == OMP_THREADPRIVATE)
                sema_omp_threadprivate(s);
            break;
        case N_IMPORT:
            /* interface bodies see their host already; IMPORT names must exist there */
            if (S.scope->kind != SCOPE_INTERFACE)
                error_at(s->loc, "IMPORT statement is only allowed in an interface body.");
            for (int j = 0; j < s->args.len; j++) {
                Node *n = s->args.items[j];
                if (n && n->name && !scope_lookup(S.scope->parent, n->name))
                    error_at(n->loc, "IMPORT names '%s', which is not declared in the host.", n->name);
            }
            break;
        default: break;
        }
    }
    /* EQUIVALENCE objects after every declaration: the statement may come
     * before the type statements of its variables */
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        for (int j = 0; s && s->kind == N_EQUIVALENCE && j < s->args.len; j++) {
            Node *set = s->args.items[j];
            for (int k = 0; set && k < set->args.len; k++) {
                Node *o = set->args.items[k];
                Node *base = o;
                while (base && (base->kind == N_SUBSTRING || base->kind == N_ARRAY_REF || base->kind == N_PAREN_ARGS))
                    base = base->lhs;
                /* an EQUIVALENCE object is a local variable: a name of the host
                 * that is not declared here is a new one (C8106, no host association) */
                if (base && base->kind == N_NAME && base->name && !base->sym && !scope_lookup_local(S.scope, base->name))
                    declared_symbol(base->name, base->loc, false);
                expr_check(o);
                while (o && (o->kind == N_SUBSTRING || o->kind == N_ARRAY_REF || o->kind == N_PAREN_ARGS))
                    o = o->lhs;
                if (o && o->kind == N_NAME && o->sym)
                    o->sym->in_equivalence = true;
            }
        }
    }
    spec_body = outer_body;
}

/* Procedures of a submodule that USE a module defined later in the file (PF_LATE_DECLS,
 * frontend/submodule.c), with their module's scope: node, scope pairs */
static PtrVec late_decls;

/* Declarations of the PF_LATE_DECLS procedures, after phase A of every unit: the modules
 * they USE exist now, and the module that the later modules USE was complete before. */
void sema_late_decls(void)
{
    for (int i = 0; i + 1 < late_decls.len; i += 2)
        sema_unit_decls(late_decls.data[i], late_decls.data[i + 1]);
    late_decls.len = 0;
}

/* Declarations of a program unit and, recursively, of its contained
 * procedures (phase A): after this, every procedure's interface is known. */
void sema_unit_decls(Node *unit, Scope *host)
{
    if (!unit)
        return;
    SemaState saved = S;
    ScopeKind sk = unit->kind == N_MODULE ? SCOPE_MODULE
                 : unit->kind == N_PROGRAM || unit->kind == N_BLOCK_DATA ? SCOPE_PROGRAM
                 : SCOPE_SUBPROGRAM;
    bool is_iface_body = host && host->kind != SCOPE_MODULE && unit->sym && unit->sym->proc &&
                         unit->sym->proc->has_explicit_iface && !unit->sym->proc->def && !unit->sym->proc->is_internal &&
                         !unit->sym->proc->is_module_proc;
    Symbol *ps = unit->sym;
    if (!ps)
        ps = unit->sym = decl_add_unit_symbol(host, unit, false, false);
    if (!ps)
        return;
    bool in_iface = ps->proc && ps->proc->has_explicit_iface && !ps->proc->is_internal && !ps->proc->is_module_proc &&
                    host != NULL;
    (void)is_iface_body;
    Scope *sc = scope_new(in_iface ? SCOPE_INTERFACE : sk, host);
    sc->owner = ps;
    sc->node = unit;
    unit->scope = sc;
    if (unit->kind == N_MODULE && opts.module_private)
        sc->default_private = true; /* -fmodule-private: as if the module began with PRIVATE */
    if (unit->kind == N_MODULE) {
        ps->scope = S.global;
        vec_push(&S.modules, ps);
        sc->external_module = S.in_modfile;
        sc->intrinsic_module = S.in_modfile && S.in_intrinsic_module;
        ps->scope = sc; /* modules: Symbol.scope is the module's own scope */
    }
    S.scope = sc;
    S.proc = ps;
    if (unit->kind == N_SUBROUTINE || unit->kind == N_FUNCTION) {
        if (!ps->proc)
            ps->proc = NEW(ProcInfo);
        decl_procedure_header(unit, ps, sc);
        declare_entries(unit, sc, host);
        if (opts.cuda != CUDA_MODE_OFF && (unit->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)))
            predefine_cuda_variables(sc);
    }
    /* contained procedures are visible in the whole host */
    bool modproc = unit->kind == N_MODULE;
    for (int i = 0; i < unit->contains.len; i++) {
        Node *c = unit->contains.items[i];
        if (c && (c->kind == N_SUBROUTINE || c->kind == N_FUNCTION)) {
            add_contained_symbol(sc, c, modproc);
            add_contained_entries(sc, c, modproc);
        }
    }
    decl_spec_part(unit, &unit->body);
    decl_stmt_functions(unit, &unit->body);
    if (unit->kind == N_SUBROUTINE)
        decl_launch_attrs(unit);
    if (ps->proc && ps->proc->result) {
        Symbol *r = ps->proc->result;
        if (!r->type && r->kind == SYM_PROCEDURE && (r->attrs & A_POINTER))
            r->type = type_void(); /* PROCEDURE(sub), POINTER :: r: a subroutine's pointer */
        if (!r->type)
            decl_set_implicit_type(r);
        ps->type = r->type;
    }
    for (int i = 0; unit->kind == N_FUNCTION && i < unit->body.len; i++) {
        Node *s = unit->body.items[i];
        Symbol *es = s && s->kind == N_ENTRY ? s->sym : NULL;
        if (es && es->proc && es->proc->result) {
            if (!es->proc->result->type)
                decl_set_implicit_type(es->proc->result);
            es->type = es->proc->result->type;
        }
    }
    for (int i = 0; i < unit->contains.len; i++) {
        Node *c = unit->contains.items[i];
        if (c && c->sym && (c->prefix & PF_LATE_DECLS) && unit->kind == N_MODULE) {
            vec_push(&late_decls, c);
            vec_push(&late_decls, sc);
        } else if (c && c->sym) {
            sema_unit_decls(c, sc);
        }
    }
    resolve_pending_module_procs(sc);
    resolve_pending_proc_ifaces();
    oop_resolve_bindings(sc);
    decl_finalize_scope(sc);
    if (ps->proc && ps->proc->result) {
        ps->type = ps->proc->result->type;
        if (ps->proc->result->shape)
            ps->shape = ps->proc->result->shape;
    }
    Scope *keep_global = S.global;
    PtrVec keep_modules = S.modules;
    S = saved;
    S.global = keep_global;
    S.modules = keep_modules;
}
