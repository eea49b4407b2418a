/* check_cuda_data.c — the data attributes DEVICE, MANAGED, CONSTANT, SHARED,
 * PINNED and TEXTURE: which combinations are allowed, where each may be
 * declared, and which types device data may have.
 */
#include "check_cuda.h"

static const struct { unsigned bit; const char *kw, *title; } mem_attrs[] = {
    {A_DEVICE, "DEVICE", "Device"},       {A_MANAGED, "MANAGED", "Managed"},
    {A_CONSTANT, "CONSTANT", "Constant"}, {A_SHARED, "SHARED", "Shared"},
    {A_PINNED, "PINNED", "Pinned"},       {A_TEXTURE, "TEXTURE", "Texture"},
};
#define N_MEM_ATTRS ((int)(sizeof mem_attrs / sizeof mem_attrs[0]))
#define MEM_BITS (A_DEVICE | A_MANAGED | A_CONSTANT | A_SHARED | A_PINNED | A_TEXTURE)

static int first_mem_attr(unsigned a)
{
    for (int i = 0; i < N_MEM_ATTRS; i++)
        if (a & mem_attrs[i].bit)
            return i;
    return -1;
}

/* The guide's device data types: INTEGER(1,2,4,8), REAL(4,8), COMPLEX(4,8),
 * LOGICAL(1,2,4,8), CHARACTER(LEN=1), and derived types built from them;
 * also REAL(2), which nvfortran has on the device (f16). */
static bool type_allowed(Type *t, int depth)
{
    if (!t)
        return true;
    switch (t->kind) {
    case TY_INTEGER:
    case TY_LOGICAL:
        return t->kind_param == 1 || t->kind_param == 2 || t->kind_param == 4 || t->kind_param == 8;
    case TY_REAL:
        return t->kind_param == 2 || t->kind_param == 4 || t->kind_param == 8;
    case TY_COMPLEX:
        return t->kind_param == 4 || t->kind_param == 8;
    case TY_CHARACTER:
        return (t->len_kind == LEN_NONE || t->len_kind == LEN_EXPR) && t->len == 1 && !t->len_expr && t->kind_param != 4;
    case TY_DERIVED:
        if (!t->derived || depth > 16)
            return true;
        for (int i = 0; i < t->derived->components.len; i++) {
            Symbol *comp = t->derived->components.data[i];
            if (comp && !(comp->attrs & (A_POINTER | A_ALLOCATABLE)) && !type_allowed(comp->type, depth + 1))
                return false;
        }
        return true;
    default:
        return true; /* error types were reported by sema */
    }
}

bool cc_type_allowed_on_device(Type *t)
{
    return type_allowed(t, 0);
}

static bool unit_is_device_subprogram(CudaCtx *c)
{
    return c->device && !(c->ca & CA_HOST);
}

static bool unit_is_host_subprogram(CudaCtx *c)
{
    return !c->device && c->unit->kind != N_MODULE && c->unit->kind != N_BLOCK_DATA;
}

/* Names in the bounds of an automatic shared array: constants, parameters,
 * BLOCKDIM and integer VALUE dummies (the guide's list), and scalar integer
 * DEVICE or CONSTANT variables of modules, which nvfortran and real code
 * use (every thread of the block reads the same value at entry). */
static void check_shared_bound(CudaCtx *c, Symbol *arr, Node *e, bool *reported)
{
    if (!e || *reported)
        return;
    if (e->kind == N_NAME && e->sym) {
        Symbol *s = cc_resolve(e->sym);
        bool int_scalar = s->type && s->type->kind == TY_INTEGER && !s->shape;
        bool module_dev = s->kind == SYM_VARIABLE && (s->module || (s->scope && s->scope->kind == SCOPE_MODULE)) &&
                          (s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT) && int_scalar;
        bool ok = s->kind == SYM_PARAMETER || !strcmp(s->name, "blockdim") || e->cval || module_dev ||
                  (s->kind == SYM_VARIABLE && s->is_dummy && (s->attrs & A_VALUE) && int_scalar);
        if (!ok && s->kind == SYM_VARIABLE) {
            error_at(e->loc, "Bound of automatic shared array '%s' may only use constants, parameters, BLOCKDIM, integer VALUE dummy arguments and integer DEVICE or CONSTANT module variables, not '%s'",
                     arr->name, s->name);
            *reported = true;
        }
        return;
    }
    if (e->kind == N_COMPONENT) {
        check_shared_bound(c, arr, e->lhs, reported);
        return;
    }
    check_shared_bound(c, arr, e->lhs, reported);
    check_shared_bound(c, arr, e->rhs, reported);
    for (int i = 0; i < e->args.len; i++)
        check_shared_bound(c, arr, e->args.items[i], reported);
}

static bool is_automatic(Symbol *s)
{
    return s->shape && !s->is_dummy && !(s->attrs & (A_ALLOCATABLE | A_POINTER)) &&
           s->shape->kind == DIM_EXPLICIT && !s->shape->constant;
}

static bool has_data_init(Symbol *s)
{
    return s->init != NULL;
}

/* Where s is named in a statement of decls of the given kind (with one of
 * the attributes 'bits', when bits is not 0): an error about COMMON or an
 * attribute statement (SAVE :: x, ATTRIBUTES(SHARED) :: x) belongs on that
 * line. Else its declaration. */
static Loc listed_loc(Node *decls, Symbol *s, NodeKind kind, unsigned bits)
{
    for (int i = 0; decls && i < decls->body.len; i++) {
        Node *st = decls->body.items[i];
        if (!st || st->kind != kind || (bits && !(st->attrs & bits)))
            continue;
        for (int j = 0; j < st->args.len; j++) {
            Node *e = st->args.items[j];
            if (e && e->name && !strcmp(e->name, s->name))
                return e->loc;
        }
    }
    return s->loc;
}

static Loc common_loc(Node *decls, Symbol *s) { return listed_loc(decls, s, N_COMMON, 0); }
static Loc attr_loc(Node *decls, Symbol *s, unsigned bits) { return listed_loc(decls, s, N_ATTR_STMT, bits); }

static void check_variable(CudaCtx *c, Node *decls, Symbol *s, bool blanket_save)
{
    unsigned a = s->attrs;
    unsigned mem = a & MEM_BITS;
    const char *unit = cc_unit_name(c->unit);
    int k = first_mem_attr(mem);
    Loc at = attr_loc(decls, s, mem), save_at = attr_loc(decls, s, A_SAVE);
    if (k >= 0 && (mem & ~mem_attrs[k].bit)) {
        int k2 = first_mem_attr(mem & ~mem_attrs[k].bit);
        error_at(s->loc, "Variable '%s' may not have both the %s and %s attributes", s->name, mem_attrs[k].kw, mem_attrs[k2].kw);
        return;
    }
    if (unit_is_device_subprogram(c) && s->type && s->type->kind == TY_DERIVED && s->type->polymorphic) {
        /* dispatch through host vtables cannot run on the device */
        error_at(s->loc, "Polymorphic (CLASS) variable '%s' is not allowed in device code", s->name);
        return;
    }
    if (s->common && k >= 0 && mem != A_PINNED)
        error_at(common_loc(decls, s), "%s variable '%s' may not be in a COMMON block", mem_attrs[k].title, s->name);

    if (mem & A_SHARED) {
        if (!unit_is_device_subprogram(c))
            error_at(at, "Shared variable '%s' may only be declared in a device subprogram", s->name);
        else if (a & (A_POINTER | A_TARGET | A_ALLOCATABLE))
            error_at(at, "Shared variable '%s' may not have the %s attribute", s->name,
                     (a & A_POINTER) ? "POINTER" : (a & A_TARGET) ? "TARGET" : "ALLOCATABLE");
        else if (is_automatic(s)) {
            bool reported = false;
            for (int i = 0; i < s->shape->rank; i++) {
                check_shared_bound(c, s, s->shape->lower[i], &reported);
                check_shared_bound(c, s, s->shape->upper[i], &reported);
            }
        }
    }
    if (mem & A_CONSTANT) {
        if (a & (A_POINTER | A_TARGET | A_ALLOCATABLE))
            error_at(at, "Constant variable '%s' may not have the %s attribute", s->name,
                     (a & A_POINTER) ? "POINTER" : (a & A_TARGET) ? "TARGET" : "ALLOCATABLE");
        else if (s->shape && !s->is_dummy && (s->shape->kind != DIM_EXPLICIT || !s->shape->constant))
            error_at(s->loc, "Constant array '%s' must have a fixed size", s->name);
        else if (unit_is_host_subprogram(c) && !s->is_dummy)
            /* the guide: constant data lives in modules, for the lifetime of the application */
            error_at(at, "Constant variable '%s' may not be declared in host subprogram '%s'; declare it in a MODULE",
                     s->name, unit);
    }
    if (mem & A_PINNED) {
        /* a dummy may say its actual is pinned (nvfortran accepts it; the
           book's ch11 ns2d): nothing to allocate, the attribute is moot */
        if (!(a & A_ALLOCATABLE) && !s->is_dummy)
            error_at(at, "Pinned variable '%s' must be an allocatable array", s->name);
        else if (c->device)
            error_at(at, "Pinned variable '%s' may not be declared in device subprogram '%s'", s->name, unit);
    }
    if (mem & A_TEXTURE) {
        if (!(a & A_POINTER))
            error_at(at, "Texture variable '%s' must be a POINTER", s->name);
        else if (s->type && s->type->kind != TY_REAL && s->type->kind != TY_INTEGER && s->type->kind != TY_ERROR)
            error_at(s->loc, "Texture variable '%s' must be of type REAL or INTEGER, not %s", s->name, type_name(s->type));
        else if (c->unit->kind != N_MODULE)
            error_at(at, "Texture variable '%s' must be declared in a MODULE", s->name);
    }
    if ((mem & (A_DEVICE | A_MANAGED)) && unit_is_host_subprogram(c) && !s->is_dummy) {
        if (cc_explicit_save(decls, s->name))
            error_at(save_at, "%s variable '%s' declared in a host subprogram may not have the SAVE attribute",
                     mem_attrs[k].title, s->name);
        else if (has_data_init(s))
            error_at(s->loc, "%s variable '%s' declared in a host subprogram may not be data initialized (that implies SAVE)",
                     mem_attrs[k].title, s->name);
    }
    if ((mem & A_MANAGED) && c->device && !s->is_dummy && s->scope && s->scope->node == decls)
        error_at(at, "Managed variable '%s' may only be a dummy argument in device subprogram '%s'", s->name, unit);
    else if (c->device && !s->is_dummy && s->kind == SYM_VARIABLE) {
        if (!blanket_save && cc_explicit_save(decls, s->name))
            error_at(save_at, "Variable '%s' in device subprogram '%s' may not have the SAVE attribute", s->name, unit);
        else if (has_data_init(s))
            error_at(s->loc, "Variable '%s' in device subprogram '%s' may not be data initialized", s->name, unit);
    }
    bool device_data = (mem & (A_DEVICE | A_CONSTANT | A_SHARED | A_TEXTURE)) ||
                       s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT || s->space == SPACE_SHARED ||
                       (c->device && s->scope && s->scope->node == decls);
    if (device_data && !cc_type_allowed_on_device(s->type))
        error_at(s->loc, "Variable '%s' of type %s may not be device data; device data must be INTEGER, REAL, COMPLEX, LOGICAL, CHARACTER(LEN=1) or a derived type of those",
                 s->name, type_name(s->type));
}

static void check_components(DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *comp = dt->components.data[i];
        if (!comp)
            continue;
        unsigned a = comp->attrs;
        if (a & (A_CONSTANT | A_SHARED | A_TEXTURE | A_PINNED)) {
            int k = first_mem_attr(a & (A_CONSTANT | A_SHARED | A_TEXTURE | A_PINNED));
            error_at(comp->loc, "Component '%s' of derived type '%s' may not have the %s attribute",
                     comp->name, dt->name, mem_attrs[k].kw);
        } else if ((a & A_DEVICE) && !(a & A_ALLOCATABLE)) {
            error_at(comp->loc, "Component '%s' of derived type '%s' may have the DEVICE attribute only if it is ALLOCATABLE",
                     comp->name, dt->name);
        }
    }
}

/* EQUIVALENCE is a host storage-association feature: no device, managed,
 * constant, shared or texture data in it. */
static void check_equivalence(Node *unit)
{
    for (int i = 0; i < unit->body.len; i++) {
        Node *st = unit->body.items[i];
        if (st->kind != N_EQUIVALENCE)
            continue;
        for (int j = 0; j < st->args.len; j++) {
            Node *set = st->args.items[j];
            for (int m = 0; m < set->args.len; m++) {
                Node *d = set->args.items[m];
                Symbol *b = cc_base_symbol(d);
                if (!b)
                    continue;
                int k = first_mem_attr(b->attrs & (MEM_BITS & ~A_PINNED));
                if (k >= 0)
                    error_at(d->loc, "%s variable '%s' may not appear in an EQUIVALENCE statement",
                             mem_attrs[k].title, b->name);
            }
        }
    }
}

/* The variables and derived types declared by a program unit or a BLOCK
 * construct ('decls'), in the unit of context c. */
static void check_declared(CudaCtx *c, Node *decls)
{
    bool blanket_save = false;
    if (c->device) {
        for (int i = 0; i < decls->body.len; i++) {
            Node *st = decls->body.items[i];
            if (st->kind == N_ATTR_STMT && (st->attrs & A_SAVE) && st->args.len == 0) {
                error_at(st->loc, "SAVE statement is not allowed in device subprogram '%s'", cc_unit_name(c->unit));
                blanket_save = true;
            } else if (st->kind == N_USE && st->name && !strcmp(st->name, "ieee_exceptions")) {
                error_at(st->loc, "Module '%s' (floating-point exception handling) is not supported in device code", st->name);
            }
        }
    }
    check_equivalence(decls);
    Scope *sc = decls->scope;
    if (!sc)
        return;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (!s || s->use_of)
            continue;
        if (s->kind == SYM_DERIVED_TYPE && s->derived)
            check_components(s->derived);
        else if (s->kind == SYM_VARIABLE)
            check_variable(c, decls, s, blanket_save);
    }
}

void cc_check_unit_data(CudaCtx *c, Node *unit)
{
    check_declared(c, unit);
}

void cc_check_block_data(CudaCtx *c, Node *block)
{
    check_declared(c, block);
}
