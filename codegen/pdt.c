/* pdt.c — objects of parameterized derived types with LEN parameters
 * (docs/architecture.md, "Parameterized derived types").
 *
 * An instance is laid out once for all LEN values, as in gfortran: each LEN
 * parameter is an integer component, each component whose bounds or
 * length name one (A_PDT_LEN) is allocatable storage. When an object comes
 * into being with known LEN values (a declared variable, ALLOCATE), the
 * values are stored in their components and that storage is allocated;
 * intrinsic assignment copies and automatic deallocation frees it like
 * any allocatable component. */
#include "cg.h"

#include <string.h>

static bool needs_init(const Type *t, int depth);

/* Whether derived type dt has components that must be set up when an
 * object of it comes into being: LEN storage, or components of such types. */
static bool dt_needs_init(const DerivedType *dt, int depth)
{
    if (depth > 8)
        return false;
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->attrs & A_PDT_LEN)
            return true;
        if (c->type && c->type->kind == TY_DERIVED && !(c->attrs & (A_POINTER | A_ALLOCATABLE)) &&
            c->type->derived != dt && needs_init(c->type, depth + 1))
            return true;
    }
    return false;
}

static bool needs_init(const Type *t, int depth)
{
    if (!t || t->kind != TY_DERIVED || !t->derived || t->polymorphic)
        return false;
    if (t->pdt_lens)
        for (int k = 0; k < t->derived->tparams.len; k++)
            if (pdt_len_value(t, k))
                return true;
    return dt_needs_init(t->derived, depth);
}

bool cg_pdt_needs_init(const Type *t) { return needs_init(t, 0); }

static LLVMValueRef comp_at(CG *cg, LLVMValueRef base, Symbol *c)
{
    LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, c->name);
}

/* The address of component 'name' of the object at obj, looked for in its
 * parent components too; NULL if none. */
static LLVMValueRef comp_named(CG *cg, LLVMValueRef obj, DerivedType *dt, const char *name)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (!strcmp(c->name, name))
            return comp_at(cg, obj, c);
    }
    Symbol *first = dt->components.len ? dt->components.data[0] : NULL;
    if (dt->parent && first && first->type && first->type->kind == TY_DERIVED && first->type->derived == dt->parent)
        return comp_named(cg, comp_at(cg, obj, first), dt->parent, name);
    return NULL;
}

static void init_object(CG *cg, LLVMValueRef obj, DerivedType *dt, LLVMValueRef *vals, int depth);

/* The LEN values (i64, NULL where none is given) of type t, evaluated now. */
static LLVMValueRef *len_values(CG *cg, const Type *t)
{
    int n = t->derived->tparams.len;
    LLVMValueRef *vals = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(n + 1));
    for (int k = 0; k < n; k++) {
        Node *v = pdt_len_value(t, k);
        vals[k] = v ? cg_expr_i64(cg, v) : NULL;
    }
    return vals;
}

/* Sets up count consecutive objects of type et at base, each with the LEN
 * values vals. */
static void init_elements(CG *cg, LLVMValueRef base, LLVMValueRef count, DerivedType *et, LLVMValueRef *vals,
                          int depth)
{
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, count, "pdt.init");
    init_object(cg, LLVMBuildGEP2(cg->b, cg_type_derived(cg, et), base, &i, 1, ""), et, vals, depth);
    cg_loop_end(cg, &l);
}

/* The default initialization of LEN-dependent component c, allocated at
 * data with count elements: a scalar value stored in each, an array's
 * elements in order (as many as both have). */
static void default_value(CG *cg, Symbol *c, LLVMValueRef data, LLVMValueRef count)
{
    ConstVal *cv = c->init->cval;
    Type *t = c->type;
    if (t->kind == TY_CHARACTER || t->kind == TY_DERIVED)
        return; /* not yet */
    LLVMTypeRef et = cg_type(cg, t);
    if (cv->rank == 0) {
        LLVMValueRef val = cg_const_val(cg, cv, t); /* sema converted it to the component's type */
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, count, "pdt.default");
        LLVMBuildStore(cg->b, val, LLVMBuildGEP2(cg->b, et, data, &i, 1, ""));
        cg_loop_end(cg, &l);
        return;
    }
    for (int64_t i = 0; i < cv->n; i++) {
        LLVMBasicBlockRef store = cg_new_block(cg, "pdt.default"), next = cg_new_block(cg, "pdt.default.next");
        LLVMValueRef idx = cg_const_i64(cg, i);
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, idx, count, ""), store, next);
        LLVMPositionBuilderAtEnd(cg->b, store);
        LLVMBuildStore(cg->b, cg_const_val(cg, cv->elems[i], t), LLVMBuildGEP2(cg->b, et, data, &idx, 1, ""));
        LLVMBuildBr(cg->b, next);
        LLVMPositionBuilderAtEnd(cg->b, next);
    }
}

/* Allocates LEN-dependent component c of an object (its parameters bound). */
static void alloc_len_component(CG *cg, LLVMValueRef obj, Symbol *c, int depth)
{
    LLVMValueRef ca = comp_at(cg, obj, c);
    int rank = c->shape ? c->shape->rank : 0;
    CgVar v = {.kind = rank > 0 ? CV_DESC : CV_SCALAR, .sym = c, .fn = cg->fn, .addr = ca, .rank = rank,
               .indirect = rank == 0, .frame_slot = -1};
    if (c->pdt_len) {
        LLVMValueRef len = cg_expr_i64(cg, c->pdt_len);
        LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, len, cg_const_i64(cg, 0), "");
        v.len = LLVMBuildSelect(cg->b, neg, cg_const_i64(cg, 0), len, "len");
        if (rank == 0) {
            LLVMValueRef lo = cg_const_i64(cg, c->comp_len_offset - c->comp_offset);
            LLVMBuildStore(cg->b, v.len, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, ca, &lo, 1, "len.slot"));
        }
    }
    LLVMValueRef lb[15], ub[15], count = cg_const_i64(cg, 1);
    for (int d = 0; d < rank; d++) {
        ArraySpec *sp = c->pdt_shape;
        lb[d] = sp->lower[d] ? cg_expr_i64(cg, sp->lower[d]) : cg_const_i64(cg, 1);
        ub[d] = cg_expr_i64(cg, sp->upper[d]);
        LLVMValueRef e = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub[d], lb[d], ""), cg_const_i64(cg, 1), "");
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, e, cg_const_i64(cg, 0), "");
        count = LLVMBuildMul(cg->b, count, LLVMBuildSelect(cg->b, pos, e, cg_const_i64(cg, 0), ""), "");
    }
    cg_alloc_shape(cg, &v, lb, ub, c->loc, NULL);
    if (c->init && c->init->cval)
        default_value(cg, c, LLVMBuildLoad2(cg->b, cg->t_ptr, ca, ""), count);
    if (needs_init(c->type, depth + 1)) {
        LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "");
        init_elements(cg, data, count, c->type->derived, len_values(cg, c->type), depth + 1);
    }
}

/* Sets up the object at obj of instance dt: the LEN values given are
 * stored, then its LEN parameters (variables of the instance's parameter
 * scope) are bound to the object's components while the components that
 * depend on them are allocated. */
static void init_object(CG *cg, LLVMValueRef obj, DerivedType *dt, LLVMValueRef *vals, int depth)
{
    int n = dt->tparams.len;
    void **saved = arena_alloc(cu_arena, sizeof(void *) * (size_t)(n + 1));
    for (int k = 0; k < n; k++) {
        Symbol *p = dt->tparams.data[k];
        saved[k] = p->cg;
        if (!(p->attrs & A_LEN_PARAM) || p->cval)
            continue;
        LLVMValueRef pa = comp_named(cg, obj, dt, p->name);
        if (!pa)
            continue;
        if (vals && vals[k])
            LLVMBuildStore(cg->b, LLVMBuildTrunc(cg->b, vals[k], cg_type(cg, p->type), ""), pa);
        CgVar *v = cg_new_var(cg, p, CV_SCALAR);
        v->addr = pa;
        p->cg = v;
    }
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (c->attrs & A_PDT_LEN) {
            alloc_len_component(cg, obj, c, depth);
            continue;
        }
        if (!c->type || c->type->kind != TY_DERIVED || (c->attrs & (A_POINTER | A_ALLOCATABLE)) ||
            c->type->derived == dt || !needs_init(c->type, depth + 1))
            continue;
        bool parent = i == 0 && dt->parent && c->type->derived == dt->parent;
        /* the parent component has the leading parameters, already stored */
        LLVMValueRef *cv = parent ? NULL : len_values(cg, c->type);
        int64_t count = 1;
        for (int d = 0; c->shape && d < c->shape->rank; d++) {
            int64_t e = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
            count *= e > 0 ? e : 0;
        }
        if (c->shape)
            init_elements(cg, comp_at(cg, obj, c), cg_const_i64(cg, count), c->type->derived, cv, depth + 1);
        else
            init_object(cg, comp_at(cg, obj, c), c->type->derived, cv, depth + 1);
    }
    for (int k = 0; k < n; k++)
        ((Symbol *)dt->tparams.data[k])->cg = saved[k];
}

void cg_pdt_init(CG *cg, LLVMValueRef base, LLVMValueRef count, Type *t)
{
    init_elements(cg, base, count, t->derived, len_values(cg, t), 0);
}

/* -fcheck=bounds: the LEN values that dummy d's declaration gives (not
 * assumed) are those of the actual at addr, as gfortran checks. */
void cg_pdt_check_dummy(CG *cg, Symbol *d, LLVMValueRef addr)
{
    Type *t = d->type;
    DerivedType *dt = t->derived;
    for (int k = 0; k < dt->tparams.len; k++) {
        Symbol *p = dt->tparams.data[k];
        Node *v = pdt_len_value(t, k);
        LLVMValueRef pa = v ? comp_named(cg, addr, dt, p->name) : NULL;
        if (!pa)
            continue;
        LLVMValueRef have = LLVMBuildSExt(cg->b, LLVMBuildLoad2(cg->b, cg_type(cg, p->type), pa, ""), cg->t_i64, "");
        LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntNE, have, cg_expr_i64(cg, v), "");
        LLVMValueRef name = cg_global_string(cg, p->name, strlen(p->name), ".name");
        cg_runtime_error_if(cg, d->loc, bad,
                            "The value of the PDT LEN parameter '%s' does not agree with that in the dummy declaration",
                            &name, 1);
    }
}
