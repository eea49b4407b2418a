/* oop.c — codegen of the Fortran 2003 object features: associate names
 * (ASSOCIATE, SELECT TYPE), polymorphic entities, vtables and dispatch.
 *
 * A scalar CLASS entity is a pair {data address, vtable address} in memory
 * (the "container"); its CgVar is CV_SCALAR with indirect set and addr = the
 * container, so the data is reached as for an allocatable scalar. A CLASS
 * dummy receives the address of a container. A vtable is a constant laid
 * out as gfortran's (__vtype_m_T), so that objects cross between the two
 * compilers' code (gfortran modules' types are used through gfortran's own
 * vtables, __m_MOD___vtab_m_T):
 *   { i32 _hash, i64 _size, ptr _extends (the parent's vtable),
 *     ptr _def_init (a default-initialized object), ptr _copy(src, dst),
 *     ptr _final(descriptor, byte stride, logical(1) coarray) -> i32,
 *     ptr _deallocate (NULL), ptr binding[0..n) }
 * _final finalizes every element the descriptor holds (FINAL subroutines
 * and then the allocatable components' deallocation; NULL for types with
 * neither); the bindings are in slot order (docs/codegen.md). */
#include "cg.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { VT_HASH = 0, VT_SIZE = 8, VT_PARENT = 16, VT_INIT = 24, VT_COPY = 32, VT_FINAL = 40, VT_SLOTS = 56 };
enum { VT_HEADER = 7 }; /* fields before the bindings */

static Type *type_derived_of(DerivedType *dt)
{
    Type *t = NEW(Type);
    t->kind = TY_DERIVED;
    t->derived = dt;
    return t;
}

static bool oop_is_unlimited_type(Type *t) { return t && t->kind == TY_DERIVED && t->derived && t->derived->is_unlimited; }

/* Whether a scope belongs to a module read from a .mod file. */
static bool unit_scope_external(Scope *s)
{
    for (; s; s = s->parent)
        if (s->kind == SCOPE_MODULE)
            return s->external_module;
    return false;
}

LLVMTypeRef cg_class_type(CG *cg)
{
    LLVMTypeRef f[2] = {cg->t_ptr, cg->t_ptr};
    return LLVMStructTypeInContext(cg->ctx, f, 2, false);
}

bool cg_is_class_sym(Symbol *s)
{
    return s && s->type && s->type->kind == TY_DERIVED && s->type->polymorphic && !(s->shape && s->shape->rank > 0) &&
           !s->assumed_rank;
}

/* A CLASS array kept in gfortran's container {descriptor, vtable}, the
 * descriptor's span and elem_len the dynamic type's size: assumed-shape
 * dummies, ALLOCATABLE and POINTER variables, dummies and components,
 * associate names (of SELECT TYPE, SELECT RANK and ASSOCIATE). */
bool cg_is_class_array_sym(Symbol *s)
{
    if (!s || (s->kind != SYM_VARIABLE && s->kind != SYM_COMPONENT) || !s->type || s->type->kind != TY_DERIVED ||
        !s->type->polymorphic || !s->shape || s->shape->rank <= 0 || s->assumed_rank)
        return false;
    if (s->attrs & (A_POINTER | A_ALLOCATABLE))
        return true;
    return s->kind == SYM_VARIABLE && (s->assoc || s->is_dummy);
}

/* An explicit-shape or assumed-size CLASS array dummy (CV_ARRAY v, its
 * bounds bound): gfortran's caller passes a container of the dummy's
 * rank whose first stride and span step through the actual's elements;
 * v becomes a container of its own with the declared bounds. */
void cg_class_explicit_dummy(CG *cg, CgVar *v)
{
    int rank = v->rank;
    LLVMValueRef in = v->addr;
    LLVMTypeRef ct = cg_class_array_type(cg, rank);
    LLVMValueRef c = cg_alloca(cg, ct, v->sym->name);
    LLVMBuildStore(cg->b, LLVMConstNull(ct), c);
    LLVMBasicBlockRef done = NULL;
    if (v->optional) {
        LLVMBasicBlockRef go = cg_new_block(cg, "class.present");
        done = cg_new_block(cg, "class.bound");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, in, ""), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
    }
    /* base, offset, dtype and span as the caller gave them */
    LLVMBuildMemCpy(cg->b, c, 8, in, 8, cg_const_i64(cg, 40));
    LLVMValueRef st = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, in, rank, 0, 0), "stride0");
    st = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, st, cg_const_i64(cg, 0), ""), cg_const_i64(cg, 1), st, "");
    LLVMValueRef offset = cg_const_i64(cg, 0);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef lb = v->lb[d];
        /* assumed size: the last extent is unknown, no bound limits it */
        LLVMValueRef ext = v->ext[d] ? v->ext[d] : cg_const_i64(cg, INT64_C(1) << 40);
        LLVMBuildStore(cg->b, st, cg_desc_dim(cg, c, rank, d, 0));
        LLVMBuildStore(cg->b, lb, cg_desc_dim(cg, c, rank, d, 1));
        LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb, ext, ""), cg_const_i64(cg, 1), ""),
                       cg_desc_dim(cg, c, rank, d, 2));
        offset = LLVMBuildSub(cg->b, offset, LLVMBuildMul(cg->b, lb, st, ""), "");
        st = LLVMBuildMul(cg->b, st, ext, "");
    }
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, c, rank, 1));
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, in, rank), "vptr"),
                   cg_class_array_vptr_slot(cg, c, rank));
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        c = LLVMBuildSelect(cg->b, LLVMBuildIsNotNull(cg->b, in, ""), c, LLVMConstNull(cg->t_ptr), v->sym->name);
    }
    v->kind = CV_DESC;
    v->addr = c;
}

/* What a CLASS array dummy of rank 'rank' that takes no descriptor
 * (explicit shape, assumed size) receives for actual a, given c, a's
 * container: c itself at the same rank, else a container of that rank
 * with a's base address, first stride, span and vtable (sequence
 * association, as gfortran). */
LLVMValueRef cg_class_explicit_actual(CG *cg, Node *a, int rank, LLVMValueRef c)
{
    if (a->rank == rank)
        return c;
    LLVMTypeRef ct = cg_class_array_type(cg, rank);
    LLVMValueRef r = cg_alloca(cg, ct, "class.seq");
    LLVMBuildStore(cg->b, LLVMConstNull(ct), r);
    LLVMBuildMemCpy(cg->b, r, 8, c, 8, cg_const_i64(cg, 40));
    /* the rank in the dtype is the dummy's */
    LLVMValueRef dt = cg_desc_field(cg, r, rank, 2);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned long long)rank, false),
                   LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, c, a->rank, 0, 0), ""),
                   cg_desc_dim(cg, r, rank, 0, 0));
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, c, a->rank), ""),
                   cg_class_array_vptr_slot(cg, r, rank));
    return r;
}

/* The container of e when e is a whole CLASS array kept in one (a variable,
 * dummy, associate name or component of a scalar); NULL otherwise. */
LLVMValueRef cg_class_array_of(CG *cg, Node *e)
{
    if (!e || !e->sym)
        return NULL;
    if (e->kind == N_FUNC_CALL)
        return cg_call_class_container(cg, e); /* a function's CLASS array result */
    if (e->kind == N_NAME && cg_is_class_array_sym(cg_ultimate(e->sym)))
        return cg_var(cg, cg_ultimate(e->sym))->addr;
    if (e->kind == N_COMPONENT && e->lhs->rank == 0 && cg_is_class_array_sym(e->sym)) {
        LLVMValueRef *save = cg->elem_idx; /* inside the scalarizer too: the object is a scalar */
        int sr = cg->elem_rank;
        cg->elem_idx = NULL, cg->elem_rank = 0;
        LLVMValueRef c = cg_alloc_object(cg, e)->addr;
        cg->elem_idx = save, cg->elem_rank = sr;
        return c;
    }
    return NULL;
}

LLVMTypeRef cg_class_array_type(CG *cg, int rank)
{
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg_desc_type(cg, rank), cg->t_ptr}, 2, false);
}

/* The vtable a CLASS entity of declared type t has before it is allocated
 * or associated: t's own, none for CLASS(*). */
LLVMValueRef cg_declared_vtab(CG *cg, Type *t)
{
    return oop_is_unlimited_type(t) ? LLVMConstNull(cg->t_ptr) : cg_vtab(cg, type_derived_of(t->derived));
}

/* After DEALLOCATE, NULLIFY or p => NULL() of CLASS entity v (a scalar's
 * or an array's container): its dynamic type is the declared type again
 * (none for CLASS(*)), as gfortran resets the _vptr. */
void cg_class_reset_vtab(CG *cg, Symbol *s, LLVMValueRef container)
{
    if (cg_is_class_array_sym(s))
        LLVMBuildStore(cg->b, cg_declared_vtab(cg, s->type), cg_class_array_vptr_slot(cg, container, s->shape->rank));
    else if (cg_is_class_sym(s))
        LLVMBuildStore(cg->b, cg_declared_vtab(cg, s->type), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), container, 1, ""));
}

/* Container c, or NULL when c is NULL or holds no data (an unallocated or
 * disassociated actual for an OPTIONAL dummy is absent). */
LLVMValueRef cg_class_absent_if_null(CG *cg, LLVMValueRef c)
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef look = cg_new_block(cg, "class.data"), done = cg_new_block(cg, "class.present");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, c, ""), look, done);
    LLVMPositionBuilderAtEnd(cg->b, look);
    LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""), "");
    LLVMValueRef r = LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, data, ""), LLVMConstNull(cg->t_ptr), c, "");
    LLVMBasicBlockRef look_end = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    LLVMValueRef phi = LLVMBuildPhi(cg->b, cg->t_ptr, "class.arg");
    LLVMValueRef iv[2] = {LLVMConstNull(cg->t_ptr), r};
    LLVMBasicBlockRef ib[2] = {from, look_end};
    LLVMAddIncoming(phi, iv, ib, 2);
    return phi;
}

/* The vtable slot of a CLASS array container: after its descriptor. */
LLVMValueRef cg_class_array_vptr_slot(CG *cg, LLVMValueRef container, int rank)
{
    LLVMValueRef off = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_desc_type(cg, rank)));
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, container, &off, 1, "vptr.slot");
}

/* The vtable of CLASS array dummy s (its dynamic type). */
LLVMValueRef cg_class_array_vptr(CG *cg, Symbol *s)
{
    return LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, cg_var(cg, s)->addr, s->shape->rank), "vptr");
}


LLVMValueRef cg_class_array_actual(CG *cg, Node *a, LLVMValueRef desc)
{
    LLVMValueRef own = cg_class_array_of(cg, a);
    if (own)
        return own; /* passed on as it came */
    int rank = a->rank;
    LLVMTypeRef dt = cg_desc_type(cg, rank);
    LLVMTypeRef ct = LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){dt, cg->t_ptr}, 2, false);
    LLVMValueRef c = cg_alloca(cg, ct, "class.array");
    LLVMBuildMemCpy(cg->b, c, 8, desc, 8, cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, dt)));
    /* a TYPE(t) or intrinsic-type array (for CLASS(*)), or a CLASS array
     * that holds its declared type only */
    LLVMValueRef vt = a->type->polymorphic ? cg_class_array_expr_vptr(cg, a)
                      : cg_vtab(cg, a->type->kind == TY_DERIVED ? type_derived_of(a->type->derived) : a->type);
    LLVMBuildStore(cg->b, vt, cg_class_array_vptr_slot(cg, c, rank));
    return c;
}

static LLVMValueRef load_ptr(CG *cg, LLVMValueRef base, int off, const char *name)
{
    LLVMValueRef o = cg_const_i64(cg, off);
    return LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &o, 1, ""), name);
}

static const char *intrinsic_tag(Type *t)
{
    switch (t->kind) {
    case TY_INTEGER: return "i";
    case TY_REAL: return "r";
    case TY_COMPLEX: return "c";
    case TY_LOGICAL: return "l";
    case TY_CHARACTER: return "ch";
    default: return "x";
    }
}

static bool type_has_final(DerivedType *dt);

/* Component i of dt other than the parent component (EXTENDS). */
static bool is_parent_comp(DerivedType *dt, int i)
{
    Symbol *c = dt->components.data[i];
    return i == 0 && dt->parent && c->type && c->type->kind == TY_DERIVED && c->type->derived == dt->parent;
}

/* A nonpointer component of a type with FINAL subroutines (somewhere in
 * it), finalized with its object: a nonallocatable one always, an
 * allocatable one when allocated (F2018 7.5.6.3, it is deallocated). */
static bool comp_needs_final(DerivedType *dt, int i)
{
    Symbol *c = dt->components.data[i];
    return !is_parent_comp(dt, i) && !c->proc && !(c->attrs & A_POINTER) && c->type && c->type->kind == TY_DERIVED &&
           c->type->derived && !c->type->polymorphic && c->type->derived != dt && type_has_final(c->type->derived);
}

/* dt, an ancestor or a (nested) component has FINAL subroutines; types
 * nested deeper than any sensible program count as not. */
static bool type_has_final(DerivedType *dt)
{
    static int depth;
    if (depth > 16)
        return false;
    depth++;
    bool has = false;
    for (; dt && !has; dt = dt->parent) {
        if (dt->finals.len)
            has = true;
        for (int i = 0; i < dt->components.len && !has; i++)
            if (comp_needs_final(dt, i))
                has = true;
    }
    depth--;
    return has;
}

struct vtab_helper { DerivedType *dt; };

static void vtab_helper_body(CG *cg, LLVMValueRef fn, void *ctx)
{
    struct vtab_helper *h = ctx;
    cg_derived_copy_allocs(cg, LLVMGetParam(fn, 0), h->dt);
}

/* A helper void(obj) of dt's vtable entries: the allocatable components of
 * obj copied deeply after a bitwise copy. */
static LLVMValueRef vtab_helper(CG *cg, DerivedType *dt, const char *name)
{
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (fn)
        return fn;
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, &cg->t_ptr, 1, false);
    fn = LLVMAddFunction(cg->mod, name, ft);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_side_function(cg, fn, vtab_helper_body, &(struct vtab_helper){dt});
    return fn;
}

/* _copy(src, dst) of dt's vtable: dst = src, allocatable components deeply. */
static LLVMValueRef vtab_copy(CG *cg, DerivedType *dt, const char *name, int64_t size)
{
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_ptr}, 2, false);
    LLVMValueRef fn = LLVMAddFunction(cg->mod, name, ft);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMValueRef allocs = cg_derived_has_alloc(dt) ? vtab_helper(cg, dt, arena_printf(cu_arena, "%s.allocs", name))
                                                   : NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    LLVMValueRef src = LLVMGetParam(fn, 0), dst = LLVMGetParam(fn, 1);
    LLVMBuildMemCpy(b, dst, 1, src, 1, cg_const_i64(cg, size));
    if (allocs)
        LLVMBuildCall2(b, LLVMFunctionType(cg->t_void, &cg->t_ptr, 1, false), allocs, &dst, 1, "");
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    return fn;
}

static LLVMValueRef final_wrapper(CG *cg, DerivedType *dt);

/* _final(array, byte_stride, fini_coarray) of dt's vtable, gfortran's
 * interface, around the wrapper that finalizes the array. */
static LLVMValueRef vtab_final(CG *cg, DerivedType *dt, const char *name)
{
    LLVMTypeRef ft = LLVMFunctionType(cg->t_i32, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64, cg->t_i8}, 3, false);
    LLVMValueRef fn = LLVMAddFunction(cg->mod, name, ft);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMValueRef w = final_wrapper(cg, dt);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    LLVMBuildCall2(b, LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64}, 2, false), w,
                   (LLVMValueRef[]){LLVMGetParam(fn, 0), LLVMGetParam(fn, 1)}, 2, "");
    LLVMBuildRet(b, LLVMConstInt(cg->t_i32, 0, false));
    LLVMDisposeBuilder(b);
    return fn;
}

/* gfortran's _hash of a derived type (class.cc, gfc_hash_value): of
 * "module_Name" (the name's first letter upper case), modulo 10^8. */
static uint32_t vtab_hash(DerivedType *dt)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s_%c%s", dt->module ? dt->module : "", toupper((unsigned char)dt->name[0]), dt->name + 1);
    uint32_t h = 0;
    for (const char *c = buf; *c; c++)
        h = (h << 6) + (h << 16) - h + (uint32_t)(unsigned char)*c;
    return h % 100000000u;
}

/* The vtable header (before the bindings) as an LLVM struct's fields. */
static void vtab_header_types(CG *cg, LLVMTypeRef *ft)
{
    ft[0] = cg->t_i32;
    ft[1] = cg->t_i64;
    for (int i = 2; i < VT_HEADER; i++)
        ft[i] = cg->t_ptr;
}

/* The vtable of a (non-polymorphic) dynamic type t: defined here for types
 * of this file, declared for types of modules read from .mod files. */
LLVMValueRef cg_vtab(CG *cg, Type *t)
{
    if (t->kind != TY_DERIVED) {
        /* CHARACTER values of length L (CLASS(*)) have a vtable per length,
         * whose parent is the length-less one TYPE IS (CHARACTER(*)) tests */
        int64_t clen = t->kind == TY_CHARACTER ? cg_char_const_len(t) : -1;
        const char *name = clen >= 0 ? arena_printf(cu_arena, "__cuf90_vtab_ch%d_%lld", t->kind_param, (long long)clen)
                                     : arena_printf(cu_arena, "__cuf90_vtab_%s%d", intrinsic_tag(t), t->kind_param);
        LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
        if (g)
            return g;
        int64_t size = t->kind == TY_CHARACTER ? (clen > 0 ? clen : 0)
                                               : (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, t));
        LLVMValueRef parent = LLVMConstNull(cg->t_ptr);
        if (clen >= 0) {
            Type any = *t;
            any.len_kind = LEN_ASSUMED;
            any.len = -1;
            parent = cg_vtab(cg, &any);
        }
        LLVMValueRef f[VT_HEADER] = {LLVMConstInt(cg->t_i32, 0, false), cg_const_i64(cg, size), parent};
        for (int i = 3; i < VT_HEADER; i++)
            f[i] = LLVMConstNull(cg->t_ptr);
        LLVMValueRef init = LLVMConstStructInContext(cg->ctx, f, VT_HEADER, false);
        g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name);
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, true);
        LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
        return g;
    }
    DerivedType *dt = t->derived;
    Symbol *ts = dt->sym;
    bool from_mod = ts && ts->scope &&
                    (unit_scope_external(ts->scope) || (ts->loc.file && ts->loc.file->defined_elsewhere));
    /* a module's extensible type: gfortran's name, so that types of modules
     * gfortran compiled use its vtables and gfortran's code ours;
     * SEQUENCE and BIND(C) types (CLASS(*) values only) have one per object */
    bool shared = dt->module && !dt->is_sequence && !dt->is_bind_c;
    char upper[2] = {(char)toupper((unsigned char)dt->name[0]), 0};
    const char *name = shared ? arena_printf(cu_arena, "__%s_MOD___vtab_%s_%s%s", dt->module, dt->module, upper, dt->name + 1)
                       : dt->module ? arena_printf(cu_arena, "__cuf90_vtab_%s_%s", dt->module, dt->name)
                                    : arena_printf(cu_arena, "__cuf90_vtab_%s.%p", dt->name, (void *)dt);
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
    if (g)
        return g;
    int n = dt->bindings.len;
    LLVMTypeRef ft[VT_HEADER + n];
    vtab_header_types(cg, ft);
    for (int i = 0; i < n; i++)
        ft[VT_HEADER + i] = cg->t_ptr;
    LLVMTypeRef vt = LLVMStructTypeInContext(cg->ctx, ft, (unsigned)(VT_HEADER + n), false);
    g = LLVMAddGlobal(cg->mod, vt, name);
    LLVMSetGlobalConstant(g, true);
    if (from_mod && shared)
        return g; /* defined by the module's object */
    if (!dt->module)
        LLVMSetLinkage(g, LLVMInternalLinkage);
    else if (!shared)
        LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
    int64_t size = (int64_t)LLVMABISizeOfType(cg->td, cg_type_derived(cg, dt));
    LLVMValueRef f[VT_HEADER + n];
    f[0] = LLVMConstInt(cg->t_i32, vtab_hash(dt), false);
    f[1] = cg_const_i64(cg, size);
    f[2] = dt->parent ? cg_vtab(cg, type_derived_of(dt->parent)) : LLVMConstNull(cg->t_ptr);
    /* _def_init: every type has one, as gfortran's callers expect */
    LLVMValueRef dval = cg_const_val(cg, NULL, type_derived_of(dt));
    LLVMValueRef dflt = LLVMAddGlobal(cg->mod, LLVMTypeOf(dval), arena_printf(cu_arena, "%s.init", name));
    LLVMSetInitializer(dflt, dval);
    LLVMSetGlobalConstant(dflt, true);
    LLVMSetLinkage(dflt, LLVMPrivateLinkage);
    f[3] = dflt;
    f[4] = vtab_copy(cg, dt, arena_printf(cu_arena, "%s.copy", name), size);
    f[5] = type_has_final(dt) || cg_derived_has_alloc(dt) ? vtab_final(cg, dt, arena_printf(cu_arena, "%s.final", name))
                                                          : LLVMConstNull(cg->t_ptr);
    f[6] = LLVMConstNull(cg->t_ptr); /* _deallocate: gfortran's is for coarrays */
    for (int i = 0; i < n; i++) {
        TypeBound *tb = dt->bindings.data[i];
        f[VT_HEADER + i] = tb->proc ? cg_proc_fn(cg, tb->proc) : LLVMConstNull(cg->t_ptr);
    }
    LLVMSetInitializer(g, LLVMConstStructInContext(cg->ctx, f, (unsigned)(VT_HEADER + n), false));
    return g;
}

/* The vtables of a module's types, defined by the module's object whether
 * or not it uses them (other objects declare them, codegen/oop.c). */
void cg_module_vtabs(CG *cg, Node *u)
{
    if (!u->scope || cg->target == CG_TARGET_NVPTX)
        return;
    for (int i = 0; i < u->scope->symbols.len; i++) {
        Symbol *s = u->scope->symbols.data[i];
        if (s->kind == SYM_DERIVED_TYPE && s->derived && !s->use_of && !s->derived->is_unlimited &&
            strcmp(s->derived->name, "dim3") != 0 && !(s->loc.file && s->loc.file->defined_elsewhere))
            cg_vtab(cg, type_derived_of(s->derived));
    }
}

/* Address of a container holding e: a CLASS designator's own, or a
 * temporary {address, vtable} for a TYPE(t) or intrinsic-typed e. */
LLVMValueRef cg_class_container(CG *cg, Node *e)
{
    if (e->type && e->type->polymorphic) {
        if (cg_is_assumed_rank(e)) {
            /* a CLASS assumed-rank dummy: its data and its vtable (assumed_rank.c) */
            LLVMValueRef desc = cg_var(cg, cg_ultimate(e->sym))->addr;
            LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.ar");
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, desc, "data"),
                           LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
            LLVMBuildStore(cg->b, cg_ar_class_vptr(cg, desc), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
            return c;
        }
        if (e->kind == N_NAME && e->sym)
            return cg_var(cg, e->sym)->addr;
        if (e->kind == N_COMPONENT && e->sym) {
            LLVMValueRef base = cg_addr(cg, e->lhs);
            LLVMValueRef off = cg_const_i64(cg, e->sym->comp_offset);
            return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, e->sym->name);
        }
        if (e->kind == N_PAREN)
            return cg_class_container(cg, e->lhs);
        Node *arr = e->kind == N_ARRAY_REF ? e->lhs : NULL;
        if (e->rank == 0 && arr && arr->rank > 0 && arr->type && arr->type->polymorphic) {
            /* an element of a CLASS array: its address and the array's vtable */
            LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.elem");
            LLVMBuildStore(cg->b, cg_addr(cg, e), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
            LLVMBuildStore(cg->b, cg_class_array_expr_vptr(cg, arr), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
            return c;
        }
        if (e->kind == N_FUNC_CALL && e->sym) {
            /* a CLASS function result: the callee fills the container whose
             * address it gets first (as allocatable results, proc.c) */
            LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.result");
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
            LLVMBuildStore(cg->b, oop_is_unlimited_type(e->type) ? LLVMConstNull(cg->t_ptr)
                                                                 : cg_vtab(cg, type_derived_of(e->type->derived)),
                           LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
            cg_call_char(cg, e->sym, &e->args, e, c, NULL);
            return c;
        }
        error_at(e->loc, "this polymorphic expression is not supported yet");
    }
    LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.tmp");
    LLVMValueRef data, len = NULL;
    if (e->type && e->type->kind == TY_CHARACTER)
        cg_char_expr(cg, e, &data, &len);
    else
        data = cg_addr(cg, e);
    LLVMBuildStore(cg->b, data, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
    LLVMBuildStore(cg->b, cg_vtab_len(cg, e->type, len), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
    return c;
}

/* Inside the scalarizer (an elemental call): a container of the current
 * element of array a, with a CLASS array's vtable or a TYPE(t)'s. */
LLVMValueRef cg_class_elem_container(CG *cg, Node *a)
{
    Node *b = a;
    while (b->kind == N_ARRAY_REF || b->kind == N_PAREN)
        b = b->lhs;
    LLVMValueRef data;
    if (a->kind == N_FUNC_CALL && a->rank > 0 && cg_call_class_container(cg, a)) {
        /* an element of a function's CLASS array result, of its dynamic type */
        LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.elem");
        LLVMBuildStore(cg->b, cg_call_elem_addr(cg, a), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
        LLVMBuildStore(cg->b, cg_class_array_expr_vptr(cg, a), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
        return c;
    }
    if (a->kind == N_NAME || a->kind == N_ARRAY_REF || a->kind == N_COMPONENT)
        data = cg_addr(cg, a);
    else {
        LLVMValueRef v = cg_expr(cg, a);
        data = cg_alloca(cg, LLVMTypeOf(v), "elem.val");
        LLVMBuildStore(cg->b, v, data);
    }
    LLVMValueRef vt;
    if (b->rank > 0 && b->type && b->type->polymorphic && (b->kind == N_NAME || b->kind == N_COMPONENT))
        vt = cg_class_array_expr_vptr(cg, b);
    else if (a->type && a->type->kind == TY_DERIVED && !a->type->polymorphic)
        vt = cg_vtab(cg, a->type);
    else
        return NULL;
    LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.elem");
    LLVMBuildStore(cg->b, data, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
    LLVMBuildStore(cg->b, vt, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
    return c;
}

/* The vtable of a value of type t; CHARACTER of a length known only at run
 * time (len, in characters): the runtime's vtable of that length. */
LLVMValueRef cg_vtab_len(CG *cg, Type *t, LLVMValueRef len)
{
    if (!t || t->kind != TY_CHARACTER || cg_char_const_len(t) >= 0 || !len || cg->target == CG_TARGET_NVPTX)
        return cg_vtab(cg, t);
    /* the size of CHARACTER vtables is the length in characters (cg_vtab) */
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i64};
    LLVMValueRef av[2] = {cg_vtab(cg, t), cg_char_len_i64(cg, len)};
    return cg_call_extern(cg, "cuf90_char_vtab", cg->t_ptr, pt, 2, av, 2, false);
}

LLVMValueRef cg_class_vptr(CG *cg, LLVMValueRef container)
{
    return LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), container, 1, ""), "vptr");
}

/* The procedure of binding number slot in vtable vptr. */
LLVMValueRef cg_vtab_binding(CG *cg, LLVMValueRef vptr, int slot)
{
    return load_ptr(cg, vptr, VT_SLOTS + 8 * slot, "binding");
}

/* The procedure a dispatching call reaches: slot of the object's vtable. */
LLVMValueRef cg_dispatch_fn(CG *cg, Node *site)
{
    /* an ELEMENTAL binding of a CLASS array: its elements' one dynamic type */
    LLVMValueRef vp = site->dispatch->rank > 0 ? cg_class_array_expr_vptr(cg, site->dispatch)
                                               : cg_class_vptr(cg, cg_class_container(cg, site->dispatch));
    return cg_vtab_binding(cg, vp, site->slot);
}

LLVMValueRef cg_indirect_callee(CG *cg, Node *site, Symbol *p)
{
    if (site->dispatch)
        return cg_dispatch_fn(cg, site);
    Node *c = site->lhs;
    if (c && c->kind == N_COMPONENT && c->sym && c->sym->kind == SYM_COMPONENT && c->sym->proc)
        return cg_addr(cg, c); /* loads the component's pointer */
    if (p && p->kind == SYM_PROCEDURE && (p->attrs & A_POINTER)) /* a POINTER dummy's slot too */
        return LLVMBuildLoad2(cg->b, cg->t_ptr, cg_var(cg, p)->addr, p->name);
    return NULL;
}

LLVMValueRef cg_proc_target(CG *cg, Node *r)
{
    if (r->kind == N_NAME && !r->sym && r->op > INTR_NONE && r->op < INTR__COUNT)
        return cg_intrinsic_proc(cg, r->name, r->loc);
    if (r->kind == N_NAME && r->sym) {
        Symbol *t = cg_ultimate(r->sym);
        if (t->kind == SYM_PROCEDURE && t->proc && t->proc->is_intrinsic && !t->is_dummy)
            return cg_intrinsic_proc(cg, t->name, r->loc);
        if (t->attrs & A_POINTER)
            return LLVMBuildLoad2(cg->b, cg->t_ptr, cg_var(cg, t)->addr, t->name);
        if (t->is_dummy)
            return cg_var(cg, t)->addr;
        return cg_proc_fn(cg, t);
    }
    if (r->kind == N_COMPONENT && r->sym && r->sym->proc)
        return cg_addr(cg, r);
    if (r->kind == N_FUNC_CALL && r->sym && cg_result_is_proc_pointer(cg_ultimate(r->sym)))
        return cg_expr(cg, r);
    error_at(r->loc, "this procedure pointer target is not supported yet");
    return LLVMConstNull(cg->t_ptr);
}

/* The declared initial target of a procedure pointer (=> f), or NULL for
 * none and => NULL(). */
static Node *proc_pointer_init(Symbol *s)
{
    Node *init = s->init;
    /* the initializer of a procedure pointer declaration is not typed by sema */
    bool null_init = !init || init->kind == N_NULL_PTR || (init->kind == N_INTRINSIC_CALL && init->op == INTR_NULL) ||
                     (init->kind == N_PAREN_ARGS && init->lhs && init->lhs->name && !strcmp(init->lhs->name, "null"));
    if (null_init)
        return NULL;
    if (init->kind == N_NAME && !init->sym)
        init->sym = scope_lookup(s->scope, init->name);
    return init;
}

LLVMValueRef cg_proc_actual(CG *cg, Node *a, Symbol *d)
{
    bool comp = a->kind == N_COMPONENT && a->sym && a->sym->kind == SYM_COMPONENT && a->sym->proc;
    bool call = a->kind == N_FUNC_CALL && a->sym && cg_result_is_proc_pointer(cg_ultimate(a->sym));
    if (!comp && !call)
        return NULL;
    if (comp && d && (d->attrs & A_POINTER))
        return cg_component_slot(cg, a); /* the callee may change the component */
    LLVMValueRef fp = cg_proc_target(cg, a);
    if (!d || !(d->attrs & A_POINTER))
        return fp;
    /* a POINTER dummy gets a slot: a copy, as for any pointer expression */
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "procptr.actual");
    LLVMBuildStore(cg->b, fp, slot);
    return slot;
}

/* The initial target of a static procedure pointer (or of a procedure
 * pointer component's default initialization): a procedure constant. */
LLVMValueRef cg_proc_pointer_initial(CG *cg, Symbol *s)
{
    Node *init = proc_pointer_init(s);
    Symbol *t = init && init->kind == N_NAME && init->sym ? cg_ultimate(init->sym) : NULL;
    if (init && !(t && t->kind == SYM_PROCEDURE && !(t->attrs & A_POINTER) && !t->is_dummy)) {
        error_at(init->loc, "initial target of a procedure pointer must be a procedure");
        t = NULL;
    }
    return t ? cg_proc_fn(cg, t) : LLVMConstNull(cg->t_ptr);
}

void cg_bind_proc_pointer(CG *cg, Symbol *s)
{
    CgVar *v = cg_new_var(cg, s, CV_SCALAR);
    v->indirect = true;
    s->cg = v;
    Node *init = proc_pointer_init(s);
    if ((s->attrs & A_SAVE) || init) {
        /* SAVE'd, as an initial target implies: one slot for every call */
        /* named by the procedure, not the function: ENTRY functions share it */
        Symbol *owner = s->scope && s->scope->owner ? s->scope->owner : NULL;
        const char *name = arena_printf(cu_arena, "%s.%s", owner ? cg_mangle(cg, owner) : LLVMGetValueName(cg->fn),
                                        s->name);
        LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
        if (!g) {
            g = LLVMAddGlobal(cg->mod, cg->t_ptr, name);
            LLVMSetLinkage(g, LLVMInternalLinkage);
            LLVMSetAlignment(g, 8);
            LLVMSetInitializer(g, cg_proc_pointer_initial(cg, s));
        }
        v->addr = g;
        v->is_static = true;
        return;
    }
    v->addr = cg_alloca(cg, cg->t_ptr, s->name);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), v->addr);
}

/* A module's procedure pointer: a global slot with gfortran's name
 * (__m_MOD_p), so objects of both compilers share it; the module's own
 * object defines it with its initial target. */
CgVar *cg_module_proc_pointer(CG *cg, Symbol *s, bool define)
{
    const char *name = cg_mangle(cg, s);
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
    if (!g) {
        g = LLVMAddGlobal(cg->mod, cg->t_ptr, name);
        LLVMSetAlignment(g, 8);
    }
    if (define && !LLVMGetInitializer(g))
        LLVMSetInitializer(g, cg_proc_pointer_initial(cg, s));
    CgVar *v = cg_new_var(cg, s, CV_SCALAR);
    v->fn = NULL;
    v->addr = g;
    v->indirect = true;
    v->is_static = true;
    s->cg = v;
    return v;
}

/* A fresh CLASS variable: no data, the declared type's vtable. */
void cg_class_init(CG *cg, CgVar *v)
{
    LLVMTypeRef ct = cg_class_type(cg);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), LLVMBuildStructGEP2(cg->b, ct, v->addr, 0, ""));
    LLVMBuildStore(cg->b, cg_declared_vtab(cg, v->sym->type), LLVMBuildStructGEP2(cg->b, ct, v->addr, 1, ""));
}

/* ALLOCATE of a scalar CLASS object v: the dynamic type from the type-spec,
 * SOURCE= src, MOLD= mold or the declared type; storage, default
 * initialization (a polymorphic mold's: its vtable's _def_init) or the
 * source's value, and the vtable. */
/* The length (i64, in characters) of the CHARACTER type whose length is
 * not constant that ALLOCATE statement s gives a CLASS(*) object: its
 * type-spec's, else SOURCE=/MOLD= src's; NULL (after the error) when
 * neither tells, or in device code. */
static LLVMValueRef class_char_len(CG *cg, Node *s, Node *src)
{
    if (cg->target != CG_TARGET_NVPTX) {
        if (s->ts && s->ts->kind == TS_CHARACTER && s->ts->len_expr)
            return cg_expr_i64(cg, s->ts->len_expr);
        if (src && src->type && src->type->kind == TY_CHARACTER) {
            LLVMValueRef a, l;
            if (src->rank > 0)
                return cg_char_len_i64(cg, cg_array_char_len(cg, src));
            cg_char_expr(cg, src, &a, &l);
            return cg_char_len_i64(cg, l);
        }
    }
    error_at(s->loc, "a CLASS(*) value of a CHARACTER type whose length is not constant is not supported yet");
    return NULL;
}

void cg_class_allocate(CG *cg, Node *s, CgVar *v, Node *src, Node *mold)
{
    LLVMTypeRef ct = cg_class_type(cg);
    Node *like = src ? src : s->type ? NULL : mold; /* gives the dynamic type */
    Type *dyn = s->type ? s->type : (like ? like->type : v->sym->type);
    LLVMValueRef vt, size, from = NULL, sc = NULL;
    if (like && like->type->polymorphic) {
        sc = cg_class_container(cg, like);
        vt = cg_class_vptr(cg, sc);
        size = LLVMBuildLoad2(cg->b, cg->t_i64,
                              LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt, (LLVMValueRef[]){cg_const_i64(cg, VT_SIZE)}, 1, ""),
                              "size");
        from = src ? LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, ct, sc, 0, ""), "src")
                   : load_ptr(cg, vt, VT_INIT, "init");
    } else {
        if (oop_is_unlimited_type(dyn)) {
            error_at(s->loc, "ALLOCATE of a CLASS(*) object needs a type specification or SOURCE=");
            return;
        }
        Type *dt = dyn->kind == TY_DERIVED ? type_derived_of(dyn->derived) : dyn;
        LLVMValueRef len = dt->kind == TY_CHARACTER && cg_char_const_len(dt) < 0 ? class_char_len(cg, s, src) : NULL;
        if (len) {
            /* CHARACTER of a run-time length: the runtime's vtable of that length */
            vt = cg_vtab_len(cg, dt, len);
            size = cg_char_bytes(cg, len, char_kind(dt));
        } else {
            vt = cg_vtab(cg, dt);
            size = cg_elem_size(cg, dt, NULL);
        }
    }
    LLVMValueRef one = cg_const_i64(cg, 1);
    LLVMValueRef big = LLVMBuildICmp(cg->b, LLVMIntUGT, size, one, "");
    LLVMTypeRef pt[2] = {cg->t_i64, cg->t_i64};
    LLVMValueRef args[2] = {one, LLVMBuildSelect(cg->b, big, size, one, "")};
    LLVMValueRef mem = cg_call_extern(cg, "calloc", cg->t_ptr, pt, 2, args, 2, false);
    if (from && !src) {
        /* a polymorphic MOLD=: the default value, where the type has one */
        LLVMBasicBlockRef init = cg_new_block(cg, "mold.init"), done = cg_new_block(cg, "mold.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, from, ""), init, done);
        LLVMPositionBuilderAtEnd(cg->b, init);
        LLVMBuildMemCpy(cg->b, mem, 1, from, 1, size);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    } else if (from) {
        /* SOURCE= copies deeply: the vtable's _copy (intrinsic types have none) */
        LLVMValueRef cp = load_ptr(cg, vt, VT_COPY, "copy");
        LLVMBasicBlockRef call = cg_new_block(cg, "src.copy"), bits = cg_new_block(cg, "src.bits"),
                          done = cg_new_block(cg, "src.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, cp, ""), call, bits);
        LLVMPositionBuilderAtEnd(cg->b, call);
        LLVMBuildCall2(cg->b, LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_ptr}, 2, false), cp,
                       (LLVMValueRef[]){from, mem}, 2, "");
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, bits);
        LLVMBuildMemCpy(cg->b, mem, 1, from, 1, size);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    } else if (src) {
        if (src->type->kind == TY_DERIVED) {
            LLVMBuildMemCpy(cg->b, mem, 1, cg_addr(cg, src), 1, size);
            if (cg_derived_has_alloc(src->type->derived))
                cg_derived_copy_allocs(cg, mem, src->type->derived);
        } else if (src->type->kind == TY_CHARACTER) {
            LLVMValueRef a, l;
            cg_char_expr(cg, src, &a, &l);
            LLVMBuildMemCpy(cg->b, mem, 1, a, 1, size);
        } else {
            LLVMBuildStore(cg->b, cg_expr(cg, src), mem);
        }
    } else if (dyn->kind == TY_DERIVED) {
        LLVMBuildStore(cg->b, cg_const_val(cg, NULL, type_derived_of(dyn->derived)), mem);
        Type *pt = type_derived_of(dyn->derived);
        pt->pdt_lens = dyn->pdt_lens;
        if (!mold && cg_pdt_needs_init(pt))
            cg_pdt_init(cg, mem, cg_const_i64(cg, 1), pt); /* the type-spec's LEN values, LEN storage */
    }
    if (sc && src && src->kind == N_FUNC_CALL) {
        /* SOURCE=f(): the function's CLASS result goes away, finalized (F2018 7.5.6.3) */
        cg_class_finalize(cg, sc);
        LLVMTypeRef fp[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, fp, 1, &from, 1, false);
    }
    LLVMBuildStore(cg->b, mem, LLVMBuildStructGEP2(cg->b, ct, v->addr, 0, ""));
    LLVMBuildStore(cg->b, vt, LLVMBuildStructGEP2(cg->b, ct, v->addr, 1, ""));
}

/* The vtable of a CLASS array designator e: its container's, or the
 * declared type's for the arrays that hold no other (components). */
LLVMValueRef cg_class_array_expr_vptr(CG *cg, Node *e)
{
    while (e->kind == N_PAREN)
        e = e->lhs;
    Node *b = e->kind == N_ARRAY_REF ? e->lhs : e;
    LLVMValueRef c = cg_class_array_of(cg, b);
    if (!c)
        return cg_declared_vtab(cg, e->type);
    LLVMValueRef vt = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, c, b->rank), "vptr");
    if (b->kind == N_COMPONENT && !oop_is_unlimited_type(b->type)) {
        /* a component's container starts zeroed: the declared type until allocated */
        vt = LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, vt, ""), cg_declared_vtab(cg, b->type), vt, "vptr");
    }
    return vt;
}

/* The dynamic type's size, from vtable vt. */
LLVMValueRef cg_vtab_size(CG *cg, LLVMValueRef vt)
{
    return LLVMBuildLoad2(cg->b, cg->t_i64,
                          LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt, (LLVMValueRef[]){cg_const_i64(cg, VT_SIZE)}, 1, ""),
                          "size");
}

/* After p => target for CLASS array pointer p (its container at slot):
 * the target's dynamic type, or p's declared type for NULL(). */
void cg_class_array_ptr_vtab(CG *cg, LLVMValueRef slot, int rank, Node *p, Node *target)
{
    LLVMValueRef vt = !target ? cg_declared_vtab(cg, p->type)
                      : target->type->polymorphic ? cg_class_array_expr_vptr(cg, target)
                      : target->type->kind == TY_DERIVED ? cg_vtab(cg, type_derived_of(target->type->derived))
                      : target->type->kind == TY_CHARACTER && cg_char_const_len(target->type) < 0
                          ? cg_vtab_len(cg, target->type, cg_array_char_len(cg, target))
                          : cg_vtab(cg, target->type);
    LLVMBuildStore(cg->b, vt, cg_class_array_vptr_slot(cg, slot, rank));
}

/* ALLOCATE of CLASS array v: the dynamic type's vtable (*vt) and size,
 * from the type-spec, SOURCE=/MOLD= src or the declared type. */
LLVMValueRef cg_class_array_dyn(CG *cg, Node *s, CgVar *v, Node *src, LLVMValueRef *vt)
{
    Type *dyn = s->type ? s->type : src && !src->type->polymorphic ? src->type : NULL;
    if (!dyn && src) {
        *vt = src->rank > 0 ? cg_class_array_expr_vptr(cg, src) : cg_class_vptr(cg, cg_class_container(cg, src));
        return cg_vtab_size(cg, *vt);
    }
    if (!dyn)
        dyn = v->sym->type;
    if (oop_is_unlimited_type(dyn)) {
        error_at(s->loc, "ALLOCATE of a CLASS(*) object needs a type specification or SOURCE=");
        *vt = LLVMConstNull(cg->t_ptr);
        return cg_const_i64(cg, 1);
    }
    Type *dt = dyn->kind == TY_DERIVED ? type_derived_of(dyn->derived) : dyn;
    LLVMValueRef len = dt->kind == TY_CHARACTER && cg_char_const_len(dt) < 0 ? class_char_len(cg, s, src) : NULL;
    if (len) {
        *vt = cg_vtab_len(cg, dt, len);
        return cg_char_bytes(cg, len, char_kind(dt));
    }
    *vt = cg_vtab(cg, dt);
    return cg_elem_size(cg, dt, NULL);
}

/* After ALLOCATE of CLASS array v (v->elem_size its dynamic size): its
 * vtable vt, and each element a copy of SOURCE= src (of its elements when
 * an array) or, for MOLD= and no source, the type's default value. */
void cg_class_array_fill(CG *cg, CgVar *v, LLVMValueRef vt, Node *src, bool mold)
{
    LLVMBuildStore(cg->b, vt, cg_class_array_vptr_slot(cg, v->addr, v->rank));
    LLVMValueRef desc = LLVMConstNull(cg->t_ptr), one, copy = LLVMConstNull(cg->t_ptr);
    if (src && !mold) {
        copy = load_ptr(cg, vt, VT_COPY, "copy");
        if (src->rank > 0) {
            desc = cg_class_array_of(cg, src->kind == N_PAREN ? src->lhs : src);
            if (!desc)
                desc = cg_make_desc(cg, src);
            one = LLVMConstNull(cg->t_ptr);
        } else {
            one = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), cg_class_container(cg, src), 0, ""),
                                 "src");
        }
    } else {
        one = load_ptr(cg, vt, VT_INIT, "init");
    }
    LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, v->addr, v->rank, 0), "");
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_i64, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[6] = {data, cg_array_size(cg, v), v->elem_size, desc, one, copy};
    cg_call_extern(cg, "cuf90_class_array_fill", cg->t_void, pt, 6, args, 6, false);
}

/* Calls the _final of vtable vt (when data and vt are set and the type
 * has one) on desc, a descriptor of data; NULL desc: data is one element. */
static void call_vtab_final(CG *cg, LLVMValueRef vt, LLVMValueRef data, LLVMValueRef desc)
{
    LLVMBasicBlockRef has = cg_new_block(cg, "final.vt"), call = cg_new_block(cg, "final.call"),
                      done = cg_new_block(cg, "final.done");
    LLVMBuildCondBr(cg->b, LLVMBuildAnd(cg->b, LLVMBuildIsNotNull(cg->b, data, ""), LLVMBuildIsNotNull(cg->b, vt, ""), ""),
                    has, done);
    LLVMPositionBuilderAtEnd(cg->b, has);
    LLVMValueRef fin = load_ptr(cg, vt, VT_FINAL, "final");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, fin, ""), call, done);
    LLVMPositionBuilderAtEnd(cg->b, call);
    LLVMValueRef size = LLVMBuildLoad2(
        cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt, (LLVMValueRef[]){cg_const_i64(cg, VT_SIZE)}, 1, ""), "size");
    Type any = {.kind = TY_DERIVED};
    if (!desc)
        desc = cg_scalar_desc(cg, &any, data, size);
    LLVMTypeRef ft = LLVMFunctionType(cg->t_i32, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64, cg->t_i8}, 3, false);
    LLVMBuildCall2(cg->b, ft, fin, (LLVMValueRef[]){desc, size, LLVMConstInt(cg->t_i8, 0, false)}, 3, "");
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* The vtable a CLASS component's container at ca holds (a scalar's pair,
 * or after a rank-rank array's descriptor). */
static LLVMValueRef class_comp_vptr(CG *cg, LLVMValueRef ca, int rank)
{
    LLVMValueRef slot = rank ? cg_class_array_vptr_slot(cg, ca, rank) : LLVMBuildStructGEP2(cg->b, cg_class_type(cg), ca, 1, "");
    return LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "vptr");
}

/* A CLASS component c (at ca) of an object just copied bitwise: its own
 * deep copy of the data, of the dynamic type's size, element by element
 * through the vtable's _copy (intrinsic assignment is deep). */
void cg_class_comp_copy(CG *cg, Symbol *c, LLVMValueRef ca)
{
    int rank = c->shape ? c->shape->rank : 0;
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "old"); /* the data, first in both containers */
    LLVMBasicBlockRef copy = cg_new_block(cg, "ccopy"), next = cg_new_block(cg, "ccopy.next");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, old, ""), copy, next);
    LLVMPositionBuilderAtEnd(cg->b, copy);
    LLVMValueRef vt = class_comp_vptr(cg, ca, rank);
    if (!oop_is_unlimited_type(c->type)) /* no vtable stored: the declared type */
        vt = LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, vt, ""), cg_declared_vtab(cg, c->type), vt, "vptr");
    LLVMValueRef size = cg_vtab_size(cg, vt), n = cg_const_i64(cg, 1);
    if (rank) {
        CgVar tmp = {.kind = CV_DESC, .sym = c, .addr = ca, .rank = rank, .frame_slot = -1};
        n = cg_array_size(cg, &tmp);
    }
    LLVMValueRef bytes = LLVMBuildMul(cg->b, n, size, "");
    LLVMValueRef one = cg_const_i64(cg, 1);
    bytes = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntUGT, bytes, one, ""), bytes, one, "");
    LLVMValueRef mem = cg_mem_alloc(cg, c, bytes, c->loc);
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_i64, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[6] = {mem, n, size, rank ? ca : LLVMConstNull(cg->t_ptr), rank ? LLVMConstNull(cg->t_ptr) : old,
                            load_ptr(cg, vt, VT_COPY, "copy")};
    cg_call_extern(cg, "cuf90_class_array_fill", cg->t_void, pt, 6, args, 6, false);
    LLVMBuildStore(cg->b, mem, ca);
    LLVMBuildBr(cg->b, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* A CLASS component c (at ca) of an object going away: its data
 * finalized through the dynamic type (which frees that type's allocatable
 * components), then freed; the declared type again. */
void cg_class_comp_free(CG *cg, Symbol *c, LLVMValueRef ca)
{
    int rank = c->shape ? c->shape->rank : 0;
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, ca, "old");
    LLVMBasicBlockRef fr = cg_new_block(cg, "cfree"), next = cg_new_block(cg, "cfree.next");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, old, ""), fr, next);
    LLVMPositionBuilderAtEnd(cg->b, fr);
    LLVMValueRef vt = class_comp_vptr(cg, ca, rank);
    call_vtab_final(cg, vt, old, rank ? ca : NULL);
    cg_mem_free(cg, c, old);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), ca);
    cg_class_reset_vtab(cg, c, ca);
    LLVMBuildBr(cg->b, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
}

/* Finalizes the data of a container (F2008 4.5.6.2) through its dynamic
 * type's _final (the FINAL subroutines of the type and its ancestors, then
 * the deallocation of its allocatable components), called as gfortran
 * calls it: a rank-0 descriptor of the data and the element size. */
void cg_class_finalize(CG *cg, LLVMValueRef container)
{
    LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), container, 0, ""), "");
    call_vtab_final(cg, cg_class_vptr(cg, container), data, NULL);
}

/* The same for every element of the CLASS array in container v. */
void cg_class_array_finalize(CG *cg, CgVar *v)
{
    LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, v->addr, v->rank, 0), "");
    LLVMValueRef vt = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, v->addr, v->rank), "vptr");
    call_vtab_final(cg, vt, data, v->addr);
}

/* The FINAL subroutine of dt itself for objects of rank 'rank' (0: a
 * scalar), not ELEMENTAL; else NULL. */
static Symbol *final_of_rank(DerivedType *dt, int rank)
{
    for (int i = 0; i < dt->finals.len; i++) {
        Symbol *fp = dt->finals.data[i], *u = cg_ultimate(fp);
        Symbol *d = u->proc && u->proc->dummies.len ? u->proc->dummies.data[0] : NULL;
        if (d && !(u->proc->prefix & PF_ELEMENTAL) && (d->shape ? d->shape->rank : 0) == rank)
            return fp;
    }
    return NULL;
}

static Symbol *final_elemental(DerivedType *dt)
{
    for (int i = 0; i < dt->finals.len; i++) {
        Symbol *u = cg_ultimate(dt->finals.data[i]);
        if (u->proc && (u->proc->prefix & PF_ELEMENTAL))
            return dt->finals.data[i];
    }
    return NULL;
}

/* Finalizes the object of type dt at data: through dt's wrapper with desc
 * (its array descriptor), else as a scalar. */
void cg_final_object(CG *cg, DerivedType *dt, LLVMValueRef data, LLVMValueRef desc)
{
    LLVMValueRef size = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type_derived(cg, dt)));
    if (!desc)
        desc = cg_scalar_desc(cg, type_derived_of(dt), data, size);
    LLVMBuildCall2(cg->b, LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64}, 2, false),
                   final_wrapper(cg, dt), (LLVMValueRef[]){desc, size}, 2, "");
}

/* dt's own components (not the parent's) go away in a wrapper's step. */
static bool level_has_components(DerivedType *dt)
{
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (is_parent_comp(dt, i) || c->proc || (c->attrs & A_POINTER))
            continue;
        if ((c->attrs & A_ALLOCATABLE) || comp_needs_final(dt, i) ||
            (c->type && c->type->kind == TY_DERIVED && c->type->derived && c->type->derived != dt &&
             !(c->shape && c->shape->rank > 0) && cg_derived_has_alloc(c->type->derived)))
            return true;
    }
    return false;
}

struct level_helper { DerivedType *dt; };

static void level_helper_body(CG *cg, LLVMValueRef fn, void *ctx)
{
    DerivedType *dt = ((struct level_helper *)ctx)->dt;
    for (int i = 0; i < dt->components.len; i++)
        if (!is_parent_comp(dt, i))
            cg_free_alloc_component(cg, LLVMGetParam(fn, 0), dt->components.data[i], dt);
}

static LLVMValueRef side_fn(CG *cg, const char *name, LLVMTypeRef ft, DerivedType *dt,
                            void (*body)(CG *, LLVMValueRef, void *), bool *made)
{
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    *made = !fn;
    if (fn)
        return fn;
    fn = LLVMAddFunction(cg->mod, name, ft);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_side_function(cg, fn, body, &(struct level_helper){dt});
    return fn;
}

static void call_elements(CG *cg, LLVMValueRef desc, LLVMValueRef bs, LLVMValueRef fn)
{
    LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_i64, cg->t_ptr};
    cg_call_extern(cg, "cuf90_final_elements", cg->t_void, pt, 3, (LLVMValueRef[]){desc, bs, fn}, 3, false);
}

/* FINAL subroutine fp of type lv for the array desc of rank 'rank' (its
 * elements bs bytes apart): the whole array, as the dummy takes it. */
static void call_final_array(CG *cg, Symbol *fp, DerivedType *lv, int rank, LLVMValueRef desc, LLVMValueRef bs)
{
    LLVMValueRef fn = cg_proc_fn(cg, fp);
    if (rank == 0) {
        LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, desc, "base");
        LLVMBuildCall2(cg->b, cg_fn_type_of(fn), fn, &base, 1, "");
        return;
    }
    Symbol *u = cg_ultimate(fp), *d = u->proc->dummies.data[0];
    LLVMValueRef esize = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type_derived(cg, lv)));
    LLVMValueRef tmp = cg_alloca(cg, cg_desc_type(cg, 15), "final.pack");
    LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_i64, cg->t_i64, cg->t_ptr};
    LLVMValueRef args[4] = {desc, bs, esize, tmp};
    cg_call_extern(cg, "cuf90_final_pack", cg->t_void, pt, 4, args, 4, false);
    LLVMValueRef arg = d->shape->kind == DIM_ASSUMED_SHAPE ? tmp : LLVMBuildLoad2(cg->b, cg->t_ptr, tmp, "packed");
    LLVMBuildCall2(cg->b, cg_fn_type_of(fn), fn, &arg, 1, "");
    cg_call_extern(cg, "cuf90_final_unpack", cg->t_void, pt, 4, args, 4, false);
}

static void final_wrapper_body(CG *cg, LLVMValueRef fn, void *ctx)
{
    DerivedType *dt = ((struct level_helper *)ctx)->dt;
    LLVMValueRef desc = LLVMGetParam(fn, 0), bs = LLVMGetParam(fn, 1);
    LLVMBasicBlockRef go = cg_new_block(cg, "final.go");
    LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, desc, "base");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, base, ""), go, cg->return_bb);
    LLVMPositionBuilderAtEnd(cg->b, go);
    LLVMValueRef rank = LLVMBuildLoad2(cg->b, cg->t_i8, LLVMBuildStructGEP2(cg->b, cg->t_dtype, cg_desc_field(cg, desc, 0, 2), 2, ""),
                                       "rank");
    for (DerivedType *lv = dt; lv; lv = lv->parent) {
        if (lv->finals.len) {
            LLVMBasicBlockRef done = cg_new_block(cg, "final.level");
            for (int r = 0; r <= 15; r++) {
                Symbol *fp = final_of_rank(lv, r);
                if (!fp)
                    continue;
                LLVMBasicBlockRef call = cg_new_block(cg, "final.rank"), next = cg_new_block(cg, "final.next");
                LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, rank, LLVMConstInt(cg->t_i8, (unsigned)r, false), ""),
                                call, next);
                LLVMPositionBuilderAtEnd(cg->b, call);
                call_final_array(cg, fp, lv, r, desc, bs);
                LLVMBuildBr(cg->b, done);
                LLVMPositionBuilderAtEnd(cg->b, next);
            }
            Symbol *ep = final_elemental(lv);
            if (ep)
                call_elements(cg, desc, bs, cg_proc_fn(cg, ep));
            LLVMBuildBr(cg->b, done);
            LLVMPositionBuilderAtEnd(cg->b, done);
        }
        if (level_has_components(lv)) {
            bool made;
            const char *name = arena_printf(cu_arena, "cuf90.final_comps.%s.%p", lv->name, (void *)lv);
            LLVMValueRef h = side_fn(cg, name, LLVMFunctionType(cg->t_void, &cg->t_ptr, 1, false), lv, level_helper_body, &made);
            call_elements(cg, desc, bs, h);
        }
    }
}

/* gfortran's finalization wrapper of dt (class.cc,
 * generate_finalization_wrapper) as void(descriptor, byte_stride): for dt
 * and then each ancestor, its FINAL subroutine of the array's rank on the
 * whole array (packed when the elements are not contiguous elements of
 * that type), else its ELEMENTAL one on every element; then that type's own
 * components of every element, finalized and deallocated (F2018 7.5.6.2). */
static LLVMValueRef final_wrapper(CG *cg, DerivedType *dt)
{
    bool made;
    const char *name = arena_printf(cu_arena, "cuf90.final.%s.%p", dt->name, (void *)dt);
    return side_fn(cg, name, LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64}, 2, false), dt,
                   final_wrapper_body, &made);
}

void cg_type_finalize(CG *cg, DerivedType *dt, LLVMValueRef addr) { cg_final_object(cg, dt, addr, NULL); }

/* A local array (CV_ARRAY) of derived type going away. */
void cg_type_finalize_array(CG *cg, CgVar *v)
{
    DerivedType *dt = v->sym->type->derived;
    if (!type_has_final(dt))
        return;
    for (int d = 0; d < v->rank; d++)
        if (!v->ext[d])
            return;
    LLVMValueRef esize = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type_derived(cg, dt)));
    cg_final_object(cg, dt, NULL, cg_shape_desc(cg, v->sym->type, v->addr, v->rank, v->ext, esize));
}

/* The array of type dt that desc describes (elements of dt's size). */
void cg_type_finalize_desc(CG *cg, DerivedType *dt, LLVMValueRef desc)
{
    if (type_has_final(dt))
        cg_final_object(cg, dt, NULL, desc);
}

/* An INTENT(OUT) derived dummy becomes undefined at entry: its FINAL
 * subroutines run; a CLASS dummy also loses its dynamic type's allocatable
 * components and gets that type's default value (TYPE(t) dummies are reset
 * by proc.c). An absent optional dummy is left alone. */
void cg_intent_out_finalize(CG *cg, CgVar *v)
{
    LLVMBasicBlockRef done = NULL;
    if (v->optional) {
        LLVMBasicBlockRef go = cg_new_block(cg, "out.final");
        done = cg_new_block(cg, "out.final.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, v->addr, ""), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
    }
    if (cg_is_class_array_sym(v->sym)) {
        /* every element finalized, then given the dynamic type's default value */
        cg_class_array_finalize(cg, v);
        LLVMValueRef vt = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, v->addr, v->rank), "vptr");
        LLVMBasicBlockRef go = cg_new_block(cg, "out.reset"), skip = cg_new_block(cg, "out.reset.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, vt, ""), go, skip);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMValueRef init = load_ptr(cg, vt, VT_INIT, "init");
        LLVMValueRef size = LLVMBuildLoad2(
            cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt, (LLVMValueRef[]){cg_const_i64(cg, VT_SIZE)}, 1, ""), "size");
        LLVMBasicBlockRef copy = cg_new_block(cg, "out.init");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, init, ""), copy, skip);
        LLVMPositionBuilderAtEnd(cg->b, copy);
        LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_i64, cg->t_ptr};
        cg_call_extern(cg, "cuf90_class_array_reset", cg->t_void, pt, 3, (LLVMValueRef[]){v->addr, size, init}, 3, false);
        LLVMBuildBr(cg->b, skip);
        LLVMPositionBuilderAtEnd(cg->b, skip);
    } else if (cg_is_class_sym(v->sym)) {
        cg_class_finalize(cg, v->addr);
        LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), v->addr, 0, ""), "");
        LLVMValueRef vt = cg_class_vptr(cg, v->addr);
        LLVMBasicBlockRef go = cg_new_block(cg, "out.reset"), skip = cg_new_block(cg, "out.reset.done");
        LLVMBuildCondBr(cg->b, LLVMBuildAnd(cg->b, LLVMBuildIsNotNull(cg->b, data, ""), LLVMBuildIsNotNull(cg->b, vt, ""), ""),
                        go, skip);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMValueRef init = load_ptr(cg, vt, VT_INIT, "init");
        LLVMValueRef size = LLVMBuildLoad2(
            cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt, (LLVMValueRef[]){cg_const_i64(cg, VT_SIZE)}, 1, ""), "size");
        LLVMBasicBlockRef copy = cg_new_block(cg, "out.init");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, init, ""), copy, skip);
        LLVMPositionBuilderAtEnd(cg->b, copy);
        LLVMBuildMemCpy(cg->b, data, 1, init, 1, size);
        LLVMBuildBr(cg->b, skip);
        LLVMPositionBuilderAtEnd(cg->b, skip);
    } else if (v->kind == CV_DESC) {
        cg_type_finalize_desc(cg, v->sym->type->derived, v->addr);
    } else if (v->kind == CV_ARRAY) {
        cg_type_finalize_array(cg, v);
    } else {
        cg_type_finalize(cg, v->sym->type->derived, v->addr);
    }
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
}

bool cg_type_needs_final(Type *t)
{
    return t && t->kind == TY_DERIVED && t->derived && type_has_final(t->derived);
}

/* p => target for a CLASS pointer p (slot = its container) or a procedure
 * pointer (slot = the address it holds). */
bool cg_class_ptr_assign(CG *cg, Node *s, LLVMValueRef slot)
{
    Node *lhs = s->lhs, *rhs = s->rhs;
    Symbol *ls = lhs->sym ? cg_ultimate(lhs->sym) : NULL;
    if (ls && (ls->kind == SYM_PROCEDURE || (ls->kind == SYM_COMPONENT && ls->proc))) {
        bool null_target = rhs->kind == N_NULL_PTR || (rhs->kind == N_INTRINSIC_CALL && rhs->op == INTR_NULL);
        LLVMBuildStore(cg->b, null_target ? LLVMConstNull(cg->t_ptr) : cg_proc_target(cg, rhs), slot);
        return true;
    }
    if (!lhs->type || !lhs->type->polymorphic || lhs->rank > 0)
        return false;
    LLVMTypeRef ct = cg_class_type(cg);
    bool null_target = rhs->kind == N_NULL_PTR || (rhs->kind == N_INTRINSIC_CALL && rhs->op == INTR_NULL);
    if (null_target) {
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), LLVMBuildStructGEP2(cg->b, ct, slot, 0, ""));
        if (ls)
            cg_class_reset_vtab(cg, ls, slot);
        return true;
    }
    LLVMValueRef c = cg_class_container(cg, rhs);
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, ct, c, ""), slot);
    return true;
}

/* i1: the vtable chain from vt (vt, its parent's, ...) reaches want; the
 * walk's blocks start at the current one, the builder ends after them. */
static LLVMValueRef vtab_extends(CG *cg, LLVMValueRef vt, LLVMValueRef want)
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef head = cg_new_block(cg, "class.walk"), step = cg_new_block(cg, "class.up"),
                      done = cg_new_block(cg, "class.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef cur = LLVMBuildPhi(cg->b, cg->t_ptr, "vt");
    LLVMAddIncoming(cur, &vt, &from, 1);
    LLVMValueRef hit = LLVMBuildICmp(cg->b, LLVMIntEQ, cur, want, "");
    LLVMValueRef end = LLVMBuildIsNull(cg->b, cur, "");
    LLVMBuildCondBr(cg->b, LLVMBuildOr(cg->b, hit, end, ""), done, step);
    LLVMPositionBuilderAtEnd(cg->b, step);
    LLVMValueRef up = load_ptr(cg, cur, VT_PARENT, "parent");
    LLVMAddIncoming(cur, &up, &step, 1);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildICmp(cg->b, LLVMIntEQ, cur, want, "is.class");
}

/* SAME_TYPE_AS(a, b) (same) or EXTENDS_TYPE_OF(a, mold), from the dynamic
 * types' vtables; an unallocated CLASS(*) has none (F2008 13.7.60, 13.7.142). */
/* The vtable of a's dynamic type for the type inquiries: an array's from
 * its container (or its declared type's), a scalar's from its container. */
static LLVMValueRef inquiry_vptr(CG *cg, Node *a)
{
    if (a->rank == 0)
        return cg_class_vptr(cg, cg_class_container(cg, a));
    if (a->type->polymorphic)
        return cg_class_array_expr_vptr(cg, a);
    return cg_vtab(cg, a->type);
}

LLVMValueRef cg_type_inquiry(CG *cg, Node *a, Node *b, bool same)
{
    LLVMValueRef va = inquiry_vptr(cg, a);
    LLVMValueRef vb = inquiry_vptr(cg, b);
    if (same)
        return LLVMBuildICmp(cg->b, LLVMIntEQ, va, vb, "same_type");
    /* an unallocated mold: every type extends it */
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef walk = cg_new_block(cg, "extends.walk"), done = cg_new_block(cg, "extends.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, vb, ""), done, walk);
    LLVMPositionBuilderAtEnd(cg->b, walk);
    LLVMValueRef hit = vtab_extends(cg, va, vb);
    LLVMBasicBlockRef walked = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    LLVMValueRef r = LLVMBuildPhi(cg->b, cg->t_i1, "extends");
    LLVMValueRef t = LLVMConstInt(cg->t_i1, 1, false);
    LLVMAddIncoming(r, &t, &from, 1);
    LLVMAddIncoming(r, &hit, &walked, 1);
    return r;
}

/* v = x for an allocatable CLASS array v: a new container gets x's
 * dynamic type, shape (x's lower bounds for a whole array, else 1; v's own
 * for a scalar x) and elements, as ALLOCATE(v, SOURCE=x) does, before v's old value is
 * finalized and freed (x may refer to v); v then takes the container. */
static bool class_array_assign(CG *cg, Node *s)
{
    Node *lhs = s->lhs, *src = s->rhs;
    CgVar *v = cg_alloc_object(cg, lhs);
    if (!v)
        return true;
    if (v->kind != CV_DESC || !cg_is_class_array_sym(v->sym) || (src->rank && src->rank != v->rank))
        return false;
    LLVMTypeRef ct = cg_class_array_type(cg, v->rank);
    CgVar tmp = *v;
    tmp.addr = cg_alloca(cg, ct, "class.new");
    LLVMBuildStore(cg->b, LLVMConstNull(ct), tmp.addr);
    Type *saved = s->type;
    s->type = NULL; /* the dynamic type comes from the rhs */
    LLVMValueRef vt = NULL;
    tmp.elem_size = cg_class_array_dyn(cg, s, &tmp, src, &vt);
    s->type = saved;
    LLVMValueRef ext[15], lb[15], ub[15];
    int r = src->rank ? cg_shape(cg, src, ext) : v->rank;
    for (int d = 0; d < r; d++) {
        /* a scalar x: v keeps its bounds (it must be allocated) */
        lb[d] = src->rank ? cg_whole_lbound(cg, src, d) : cg_array_lbound(cg, v, d);
        if (!src->rank)
            ext[d] = cg_array_extent(cg, v, d);
        ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
    }
    cg_alloc_shape(cg, &tmp, lb, ub, s->loc, NULL);
    cg_class_array_fill(cg, &tmp, vt, src, false);
    cg_dealloc_var_final(cg, v, s->loc, false);
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, ct, tmp.addr, ""), v->addr);
    return true;
}

/* v = x for an allocatable CLASS scalar v: x is copied into new storage
 * first (x may refer to v), then v's old value is finalized and freed. */
bool cg_class_assign(CG *cg, Node *s)
{
    Node *lhs = s->lhs;
    if (lhs->type && lhs->type->polymorphic && lhs->rank > 0 && lhs->sym && (lhs->kind == N_NAME || lhs->kind == N_COMPONENT) &&
        (cg_ultimate(lhs->sym)->attrs & A_ALLOCATABLE))
        return class_array_assign(cg, s);
    if (!lhs->type || !lhs->type->polymorphic || lhs->rank > 0 || !lhs->sym || !cg_is_class_sym(lhs->sym))
        return false;
    CgVar *v = cg_alloc_object(cg, lhs);
    if (!v)
        return true;
    LLVMTypeRef ct = cg_class_type(cg);
    if (s->rhs->kind == N_FUNC_CALL && s->rhs->type && s->rhs->type->polymorphic) {
        /* a function's CLASS result is new storage already: v takes it over */
        LLVMValueRef c = cg_class_container(cg, s->rhs);
        cg_dealloc_var_final(cg, v, s->loc, false);
        LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, ct, c, ""), v->addr);
        return true;
    }
    CgVar tmp = *v;
    tmp.addr = cg_alloca(cg, ct, "class.new");
    Type *saved = s->type;
    s->type = NULL; /* the dynamic type comes from the rhs */
    cg_class_allocate(cg, s, &tmp, s->rhs, NULL);
    s->type = saved;
    cg_dealloc_var_final(cg, v, s->loc, false);
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, ct, tmp.addr, ""), v->addr);
    return true;
}

/* ---- associate names ---- */

static bool is_designator(Node *e)
{
    for (Node *b = e; b; b = b->lhs) {
        switch (b->kind) {
        case N_NAME:
            return b->sym && b->sym->kind == SYM_VARIABLE;
        case N_ARRAY_REF: case N_COMPONENT: case N_SUBSTRING:
            continue;
        default:
            return false;
        }
    }
    return false;
}

/* Address of a container of CLASS array designator e: its own, or a
 * descriptor of it (a section) and its vtable. */
static LLVMValueRef class_array_container(CG *cg, Node *e)
{
    LLVMValueRef own = cg_class_array_of(cg, e);
    if (own)
        return own;
    LLVMValueRef view = cg_class_view_desc(cg, e);
    return cg_class_array_actual(cg, e, view ? view : cg_make_desc(cg, e));
}

/* Binds associate name s to its selector: the selector's storage when it
 * is a variable, else a temporary holding its value. */
static void bind_associate(CG *cg, Symbol *s, Node *sel, Type *t)
{
    if (!s)
        return;
    if (sel->rank > 0) {
        CgVar *v = cg_new_var(cg, s, CV_DESC);
        v->addr = cg_is_class_array_sym(s) ? class_array_container(cg, sel) : cg_make_desc(cg, sel);
        if (t->kind == TY_CHARACTER && cg_char_const_len(t) < 0) {
            LLVMValueRef dt = cg_desc_field(cg, v->addr, v->rank, 2);
            v->len = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "len");
        }
        s->cg = v;
        return;
    }
    CgVar *v = cg_new_var(cg, s, CV_SCALAR);
    s->cg = v;
    if (t->polymorphic) {
        v->indirect = true;
        if (sel->type->polymorphic) {
            v->addr = cg_class_container(cg, sel);
        } else {
            v->addr = cg_alloca(cg, cg_class_type(cg), s->name);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg_class_type(cg), cg_class_container(cg, sel), ""), v->addr);
        }
        return;
    }
    if (t->kind == TY_CHARACTER) {
        LLVMValueRef a, l;
        cg_char_expr(cg, sel, &a, &l);
        if (!is_designator(sel)) {
            LLVMValueRef tmp = cg_char_temp(cg, l, s->name);
            cg_char_copy(cg, tmp, l, a, l);
            a = tmp;
        }
        v->addr = a;
        v->len = l;
        return;
    }
    if (is_designator(sel)) {
        v->addr = cg_addr(cg, sel);
        return;
    }
    LLVMValueRef val = cg_expr(cg, sel);
    v->addr = cg_alloca(cg, LLVMTypeOf(val), s->name);
    LLVMBuildStore(cg->b, val, v->addr);
}

/* ASSOCIATE: the names are bound once, at entry to the construct. */
void cg_associate(CG *cg, Node *s)
{
    LLVMBasicBlockRef end = cg_new_block(cg, "assoc.end");
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (a->sym)
            bind_associate(cg, a->sym, a->rhs, a->sym->type);
    }
    CgLoop scope = {.outer = cg->loops, .name = s->construct_name, .exit_bb = end};
    cg->loops = &scope;
    cg_stmts(cg, &s->body);
    cg->loops = scope.outer;
    cg_br(cg, end);
    LLVMPositionBuilderAtEnd(cg->b, end);
}

/* Inheritance depth, to try CLASS IS guards from the most derived type. */
static int depth_of(DerivedType *dt)
{
    int n = 0;
    for (; dt; dt = dt->parent)
        n++;
    return n;
}

/* i1: the vtable vt is that of gt or (is_class) of an extension of it. */
static LLVMValueRef guard_matches(CG *cg, LLVMValueRef vt, Type *gt, bool is_class)
{
    LLVMValueRef want = cg_vtab(cg, gt->kind == TY_DERIVED ? type_derived_of(gt->derived) : gt);
    int64_t clen = gt->kind == TY_CHARACTER ? cg_char_const_len(gt) : -1;
    if (!is_class && clen >= 0 && cg->target != CG_TARGET_NVPTX) {
        /* CHARACTER(len=L): this vtable, or one the runtime made for the
         * length (cuf90_char_vtab): the length-less parent and L's size */
        LLVMValueRef same = LLVMBuildICmp(cg->b, LLVMIntEQ, vt, want, "");
        LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b), look = cg_new_block(cg, "is.char.len"),
                          done = cg_new_block(cg, "is.char.done");
        LLVMBuildCondBr(cg->b, LLVMBuildOr(cg->b, same, LLVMBuildIsNull(cg->b, vt, ""), ""), done, look);
        LLVMPositionBuilderAtEnd(cg->b, look);
        LLVMValueRef par = LLVMBuildICmp(cg->b, LLVMIntEQ, load_ptr(cg, vt, VT_PARENT, "parent"),
                                         load_ptr(cg, want, VT_PARENT, "want.parent"), "");
        LLVMValueRef size = LLVMBuildICmp(cg->b, LLVMIntEQ, cg_vtab_size(cg, vt),
                                          cg_const_i64(cg, clen), "");
        LLVMValueRef hit = LLVMBuildAnd(cg->b, par, size, "");
        LLVMBasicBlockRef looked = LLVMGetInsertBlock(cg->b);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        LLVMValueRef r = LLVMBuildPhi(cg->b, cg->t_i1, "is.type");
        LLVMAddIncoming(r, &same, &from, 1);
        LLVMAddIncoming(r, &hit, &looked, 1);
        return r;
    }
    if (!is_class)
        return LLVMBuildICmp(cg->b, LLVMIntEQ, vt, want, "is.type");
    return vtab_extends(cg, vt, want);
}

/* SELECT TYPE: TYPE IS guards first (exact vtable), then CLASS IS guards
 * from the most derived type, then CLASS DEFAULT. */
void cg_select_type(CG *cg, Node *s)
{
    LLVMBasicBlockRef end = cg_new_block(cg, "seltype.end");
    CgLoop scope = {.outer = cg->loops, .name = s->construct_name, .exit_bb = end};
    cg->loops = &scope;
    int rank = s->cond->rank;
    LLVMValueRef cont = rank > 0 ? class_array_container(cg, s->cond) : cg_class_container(cg, s->cond);
    LLVMValueRef vt = rank > 0 ? LLVMBuildLoad2(cg->b, cg->t_ptr, cg_class_array_vptr_slot(cg, cont, rank), "vptr")
                               : cg_class_vptr(cg, cont);
    int n = s->args.len;
    Node *order[n ? n : 1];
    int k = 0;
    Node *dflt = NULL;
    for (int i = 0; i < n; i++) {
        Node *g = s->args.items[i];
        if (g->op == GUARD_TYPE_IS)
            order[k++] = g;
        else if (g->op == GUARD_CLASS_DEFAULT)
            dflt = g;
    }
    int first_class = k;
    for (int i = 0; i < n; i++) {
        Node *g = s->args.items[i];
        if (g->op == GUARD_CLASS_IS)
            order[k++] = g;
    }
    for (int i = first_class; i < k; i++) /* deepest first (insertion sort) */
        for (int j = i; j > first_class && depth_of(order[j]->type->derived) > depth_of(order[j - 1]->type->derived); j--) {
            Node *t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < k; i++) {
        Node *g = order[i];
        if (!g->type || g->type->kind == TY_ERROR)
            continue;
        LLVMBasicBlockRef then = cg_new_block(cg, "guard"), next = cg_new_block(cg, "guard.next");
        bool any_len = g->type->kind == TY_CHARACTER && cg_char_const_len(g->type) < 0;
        LLVMBuildCondBr(cg->b, guard_matches(cg, vt, g->type, g->op == GUARD_CLASS_IS || any_len), then, next);
        LLVMPositionBuilderAtEnd(cg->b, then);
        if (g->sym) {
            CgVar *v = cg_new_var(cg, g->sym, rank > 0 ? CV_DESC : CV_SCALAR);
            g->sym->cg = v;
            if (g->op == GUARD_CLASS_IS || rank > 0) {
                /* an array: the container, or its descriptor (span kept) */
                v->indirect = rank == 0;
                v->addr = cont;
            } else {
                v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), cont, 0, ""),
                                         g->sym->name);
            }
            if (g->op != GUARD_CLASS_IS) {
                if (g->type->kind == TY_CHARACTER && cg_char_const_len(g->type) < 0)
                    v->len = cg_vtab_size(cg, vt);
            }
        }
        cg_stmts(cg, &g->body);
        cg_br(cg, end);
        LLVMPositionBuilderAtEnd(cg->b, next);
    }
    if (dflt) {
        if (dflt->sym) {
            CgVar *v = cg_new_var(cg, dflt->sym, rank > 0 ? CV_DESC : CV_SCALAR);
            dflt->sym->cg = v;
            v->indirect = rank == 0;
            v->addr = cont;
        }
        cg_stmts(cg, &dflt->body);
    }
    cg_br(cg, end);
    cg->loops = scope.outer;
    LLVMPositionBuilderAtEnd(cg->b, end);
}
