/* omp.c — OpenMP constructs lowered to calls of GCC's libgomp, as GCC
 * lowers them (libgomp_g.h), so cuf90 and gfortran objects share one
 * runtime and one team (docs/openmp.md).
 *
 * PARALLEL and TASK outline their body into a function `<proc>._omp_fn.N`
 * taking one pointer: a struct the encountering thread fills with what the
 * body references of the current function — per variable its address,
 * character length, deferred-length slot and (explicit-shape arrays) lower
 * bounds and extents — and the host frame of internal procedures. The
 * outlined body rebinds those symbols to the struct's addresses (shared),
 * or to fresh storage (private, firstprivate, reduction, and the loop
 * variables, which are private), then restores the enclosing bindings.
 * Worksharing constructs (DO, SECTIONS, SINGLE, ...) are not outlined: they
 * call libgomp where they stand, so they work orphaned in a procedure
 * called from a parallel region, and privatize in place the same way.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* libgomp entry points                                                */
/* ------------------------------------------------------------------ */

static LLVMValueRef gomp0(CG *cg, const char *name)
{
    return cg_call_extern(cg, name, cg->t_void, NULL, 0, NULL, 0, false);
}

static LLVMValueRef gomp_bool(CG *cg, const char *name, LLVMTypeRef *pt, LLVMValueRef *args, int n)
{
    LLVMValueRef r = cg_call_extern(cg, name, cg->t_i8, pt, n, args, n, false);
    return LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstNull(cg->t_i8), "");
}

/* ------------------------------------------------------------------ */
/* Clauses                                                             */
/* ------------------------------------------------------------------ */

static Node *clause(Node *s, int kind)
{
    for (int i = 0; i < s->args.len; i++)
        if (s->args.items[i] && s->args.items[i]->op == kind)
            return s->args.items[i];
    return NULL;
}

static bool has_clause(Node *s, int kind) { return clause(s, kind) != NULL; }

static bool in_clause(Node *s, int kind, Symbol *sym)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (!c || c->op != kind)
            continue;
        for (int j = 0; j < c->args.len; j++)
            if (c->args.items[j]->sym && cg_ultimate(c->args.items[j]->sym) == sym)
                return true;
    }
    return false;
}

static bool listed(Node *s, Symbol *sym)
{
    static const int kinds[] = {OMPC_PRIVATE, OMPC_FIRSTPRIVATE, OMPC_LASTPRIVATE, OMPC_SHARED, OMPC_REDUCTION};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        if (in_clause(s, kinds[k], sym))
            return true;
    return false;
}

/* ------------------------------------------------------------------ */
/* Privatization                                                       */
/* ------------------------------------------------------------------ */

typedef enum { PRIV_PRIVATE, PRIV_FIRST, PRIV_LAST, PRIV_FIRSTLAST, PRIV_REDUCTION } PrivKind;

typedef struct Priv {
    Symbol *sym;
    void *old_cg;             /* the binding restored at the end */
    CgVar *orig;              /* the original (enclosing binding) */
    CgVar *priv;
    PrivKind kind;
    const char *op;           /* reduction identifier */
} Priv;

typedef struct Privs {
    Priv *v;
    int n, cap;
    PtrVec cleanups;          /* the private copies' allocatables and automatic arrays */
    PtrVec owned;             /* copies of pointers and assumed-shape arrays: storage freed at the end */
    bool last_reads_orig;     /* a LASTPRIVATE copy began from its original (allocation, values) */
} Privs;

static Priv *find_priv(Privs *ps, Symbol *s)
{
    for (int i = 0; i < ps->n; i++)
        if (ps->v[i].sym == s)
            return &ps->v[i];
    return NULL;
}

static bool is_proc_pointer(Symbol *s)
{
    return s && s->kind == SYM_PROCEDURE && (s->attrs & A_POINTER);
}

/* What data-sharing applies to: variables and procedure pointers. */
static bool is_variable(Symbol *s)
{
    return s && ((s->kind == SYM_VARIABLE && !s->cuda_builtin) || is_proc_pointer(s));
}

/* Elements of a variable and their size, for copies and reductions. */
static LLVMValueRef var_count(CG *cg, CgVar *v)
{
    if (v->kind == CV_SCALAR)
        return cg_const_i64(cg, 1);
    return cg_array_size(cg, v);
}

static LLVMValueRef var_data(CG *cg, CgVar *v)
{
    if (v->kind == CV_SCALAR)
        return v->indirect ? LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "") : v->addr;
    return cg_array_base(cg, v);
}

static LLVMValueRef var_bytes(CG *cg, CgVar *v)
{
    return LLVMBuildMul(cg->b, var_count(cg, v), cg_elem_size(cg, v->sym->type, cg_char_len_of(cg, v)), "");
}

static void memcpy_bytes(CG *cg, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes)
{
    LLVMBuildMemCpy(cg->b, dst, 1, src, 1, bytes);
}

/* An assumed-shape dummy or a pointer array: its elements need not be
 * contiguous (strides from the descriptor). */
static bool strided(CgVar *v)
{
    return v->kind == CV_DESC && !(v->sym->attrs & A_ALLOCATABLE);
}

static LLVMValueRef elem_size_of(CG *cg, CgVar *v)
{
    return cg_elem_size(cg, v->sym->type, cg_char_len_of(cg, v));
}

/* Address of element i (0-based, in array element order) of v. */
static LLVMValueRef var_elem(CG *cg, CgVar *v, LLVMValueRef i)
{
    LLVMValueRef base = var_data(cg, v);
    if (v->kind == CV_SCALAR)
        return base;
    if (!strided(v))
        return LLVMBuildGEP2(cg->b, cg->t_i8, base, (LLVMValueRef[]){LLVMBuildMul(cg->b, i, elem_size_of(cg, v), "")},
                             1, "");
    LLVMValueRef off = cg_const_i64(cg, 0), rest = i;
    for (int d = 0; d < v->rank; d++) {
        LLVMValueRef k = rest;
        if (d < v->rank - 1) {
            LLVMValueRef ext = cg_array_extent(cg, v, d);
            k = LLVMBuildURem(cg->b, rest, ext, "");
            rest = LLVMBuildUDiv(cg->b, rest, ext, "");
        }
        LLVMValueRef stride = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, v->addr, v->rank, d, 0), "stride");
        off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, k, stride, ""), "");
    }
    /* a pointer's strides count units of its span (gfortran), a dummy's elements */
    LLVMValueRef unit = (v->sym->attrs & A_POINTER)
                            ? LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, v->addr, v->rank, 3), "span")
                            : elem_size_of(cg, v);
    return LLVMBuildGEP2(cg->b, cg->t_i8, base, (LLVMValueRef[]){LLVMBuildMul(cg->b, off, unit, "")}, 1, "");
}

/* dst's elements from src's, element by element (either may be strided). */
static void copy_elements(CG *cg, CgVar *dst, CgVar *src)
{
    LLVMValueRef n = var_count(cg, src), es = elem_size_of(cg, src);
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.copy"), done = cg_new_block(cg, "omp.copy.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, var_data(cg, src), ""), done, go);
    LLVMPositionBuilderAtEnd(cg->b, go);
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "omp.copy.elem");
    memcpy_bytes(cg, var_elem(cg, dst, i), var_elem(cg, src, i), es);
    cg_loop_end(cg, &l);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Arrays of derived types with allocatable components: each element's
 * components deep-copied in place (after a bytewise copy) or freed. */
static bool has_derived_allocs(Symbol *s)
{
    return s->type && s->type->kind == TY_DERIVED && cg_derived_has_alloc(s->type->derived);
}

static void derived_elems(CG *cg, CgVar *v, bool copy)
{
    if (!has_derived_allocs(v->sym) || v->kind == CV_SCALAR)
        return;
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.delems"), done = cg_new_block(cg, "omp.delems.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, var_data(cg, v), ""), done, go);
    LLVMPositionBuilderAtEnd(cg->b, go);
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, var_count(cg, v), "omp.delem");
    if (copy)
        cg_derived_copy_allocs(cg, var_elem(cg, v, i), v->sym->type->derived);
    else
        cg_derived_free_allocs(cg, var_elem(cg, v, i), v->sym->type->derived);
    cg_loop_end(cg, &l);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

static LLVMValueRef malloc_bytes(CG *cg, LLVMValueRef bytes)
{
    LLVMValueRef nb = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, bytes, cg_const_i64(cg, 0), ""),
                                      cg_const_i64(cg, 1), bytes, "");
    LLVMTypeRef pt[1] = {cg->t_i64};
    return cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &nb, 1, false);
}

/* dst (a null descriptor) becomes a contiguous array with src's bounds, its
 * storage freed with the private copies (when src has elements). */
static void alloc_like(CG *cg, Privs *ps, CgVar *dst, CgVar *src)
{
    LLVMTypeRef dt = cg_desc_type(cg, dst->rank);
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.like"), done = cg_new_block(cg, "omp.like.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, var_data(cg, src), ""), done, go);
    LLVMPositionBuilderAtEnd(cg->b, go);
    memcpy_bytes(cg, dst->addr, src->addr, LLVMSizeOf(dt));
    LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
    for (int d = 0; d < dst->rank; d++) {
        LLVMValueRef lb = cg_array_lbound(cg, src, d), ext = cg_array_extent(cg, src, d);
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, dst->addr, dst->rank, d, 0));
        LLVMBuildStore(cg->b, lb, cg_desc_dim(cg, dst->addr, dst->rank, d, 1));
        LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb, ext, ""), cg_const_i64(cg, 1), ""),
                       cg_desc_dim(cg, dst->addr, dst->rank, d, 2));
        offset = LLVMBuildSub(cg->b, offset, LLVMBuildMul(cg->b, lb, stride, ""), "");
        stride = LLVMBuildMul(cg->b, stride, ext, "");
    }
    LLVMValueRef es = elem_size_of(cg, src);
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, dst->addr, dst->rank, 1));
    LLVMBuildStore(cg->b, es, cg_desc_field(cg, dst->addr, dst->rank, 3));
    LLVMBuildStore(cg->b, malloc_bytes(cg, LLVMBuildMul(cg->b, stride, es, "")),
                   cg_desc_field(cg, dst->addr, dst->rank, 0));
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    vec_push(&ps->owned, dst);
}

/* A private copy takes the original's allocation (bounds) and, with
 * values, its values: allocatable arrays and scalars are allocated alike,
 * derived types' allocatable components deep-copied; assumed-shape arrays
 * get contiguous storage; pointers their association (values) or none. */
static void copy_in(CG *cg, Privs *ps, CgVar *dst, CgVar *src, bool values)
{
    Symbol *s = dst->sym;
    bool derived_allocs = has_derived_allocs(s);
    if (dst->kind == CV_DESC && (s->attrs & A_ALLOCATABLE)) {
        LLVMTypeRef dt = cg_desc_type(cg, dst->rank);
        LLVMValueRef sbase = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, src->addr, src->rank, 0), "");
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.alloc"), done = cg_new_block(cg, "omp.alloc.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, sbase, ""), done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        memcpy_bytes(cg, dst->addr, src->addr, LLVMSizeOf(dt));
        LLVMValueRef bytes = var_bytes(cg, src);
        LLVMValueRef mem = malloc_bytes(cg, bytes);
        if (values || derived_allocs)
            memcpy_bytes(cg, mem, sbase, bytes);
        LLVMBuildStore(cg->b, mem, cg_desc_field(cg, dst->addr, dst->rank, 0));
        derived_elems(cg, dst, true);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        return;
    }
    if (dst->kind == CV_DESC && (s->attrs & A_POINTER)) {
        if (values)
            memcpy_bytes(cg, dst->addr, src->addr, LLVMSizeOf(cg_desc_type(cg, dst->rank)));
        return;
    }
    if (dst->kind == CV_DESC) {
        alloc_like(cg, ps, dst, src);
        if (values || derived_allocs)
            copy_elements(cg, dst, src);
        derived_elems(cg, dst, true);
        return;
    }
    if (dst->kind == CV_SCALAR && dst->indirect) {
        /* a deferred-length CHARACTER scalar's length goes along (its slot) */
        if (dst->len_slot && src->len_slot && (values || !(s->attrs & A_POINTER)))
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, src->len_slot, ""), dst->len_slot);
        if (s->attrs & A_POINTER) {
            if (values)
                LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, src->addr, ""), dst->addr);
            return;
        }
        LLVMValueRef sp = LLVMBuildLoad2(cg->b, cg->t_ptr, src->addr, "");
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.alloc"), done = cg_new_block(cg, "omp.alloc.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, sp, ""), done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMValueRef es = elem_size_of(cg, src);
        LLVMValueRef mem = malloc_bytes(cg, es);
        LLVMBuildStore(cg->b, mem, dst->addr);
        if (values || derived_allocs) {
            memcpy_bytes(cg, mem, sp, es);
            if (derived_allocs)
                cg_derived_copy_allocs(cg, mem, s->type->derived);
        }
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        return;
    }
    if (!values && !derived_allocs)
        return;
    memcpy_bytes(cg, var_data(cg, dst), var_data(cg, src), var_bytes(cg, src));
    if (derived_allocs && dst->kind == CV_SCALAR)
        cg_derived_copy_allocs(cg, dst->addr, s->type->derived);
    derived_elems(cg, dst, true);
}

/* LASTPRIVATE: the original takes the copy's value as by assignment
 * (allocatables reallocated, allocatable components deep-copied, pointers
 * their association). */
static void copy_out(CG *cg, CgVar *orig, CgVar *priv)
{
    Symbol *s = orig->sym;
    bool derived_allocs = has_derived_allocs(s);
    if (orig->kind == CV_DESC && (s->attrs & A_ALLOCATABLE)) {
        derived_elems(cg, orig, false);
        LLVMValueRef ob = var_data(cg, orig);
        LLVMBasicBlockRef fr = cg_new_block(cg, "omp.last.free"), go = cg_new_block(cg, "omp.last.copy");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, ob, ""), go, fr);
        LLVMPositionBuilderAtEnd(cg->b, fr);
        cg_mem_free(cg, s, ob);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), cg_desc_field(cg, orig->addr, orig->rank, 0));
        LLVMBuildBr(cg->b, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        copy_in(cg, NULL, orig, priv, true);
        return;
    }
    if (orig->kind == CV_DESC && (s->attrs & A_POINTER)) {
        memcpy_bytes(cg, orig->addr, priv->addr, LLVMSizeOf(cg_desc_type(cg, orig->rank)));
        return;
    }
    if (orig->kind == CV_DESC) {
        derived_elems(cg, orig, false);
        copy_elements(cg, orig, priv);
        derived_elems(cg, orig, true);
        return;
    }
    if (orig->kind == CV_SCALAR && orig->indirect) {
        if (orig->len_slot && priv->len_slot && (s->attrs & A_POINTER))
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, priv->len_slot, ""), orig->len_slot);
        if (s->attrs & A_POINTER) {
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, priv->addr, ""), orig->addr);
            return;
        }
        LLVMValueRef pp = LLVMBuildLoad2(cg->b, cg->t_ptr, priv->addr, "");
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.last"), done = cg_new_block(cg, "omp.last.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, pp, ""), done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMValueRef es = elem_size_of(cg, priv);
        if (orig->len_slot && priv->len_slot) {
            /* the length may differ: the original is allocated anew */
            LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, orig->addr, "");
            LLVMBasicBlockRef fr = cg_new_block(cg, "omp.last.free"), nx = cg_new_block(cg, "omp.last.freed");
            LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, old, ""), nx, fr);
            LLVMPositionBuilderAtEnd(cg->b, fr);
            cg_mem_free(cg, s, old);
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), orig->addr);
            LLVMBuildBr(cg->b, nx);
            LLVMPositionBuilderAtEnd(cg->b, nx);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, priv->len_slot, ""), orig->len_slot);
        }
        LLVMValueRef op = LLVMBuildLoad2(cg->b, cg->t_ptr, orig->addr, "");
        LLVMBasicBlockRef al = cg_new_block(cg, "omp.last.alloc"), have = cg_new_block(cg, "omp.last.have"),
                          cp = cg_new_block(cg, "omp.last.copy");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, op, ""), al, have);
        LLVMPositionBuilderAtEnd(cg->b, al);
        LLVMBuildStore(cg->b, malloc_bytes(cg, es), orig->addr);
        LLVMBuildBr(cg->b, cp);
        LLVMPositionBuilderAtEnd(cg->b, have);
        if (derived_allocs)
            cg_derived_free_allocs(cg, op, s->type->derived);
        LLVMBuildBr(cg->b, cp);
        LLVMPositionBuilderAtEnd(cg->b, cp);
        LLVMValueRef dst = LLVMBuildLoad2(cg->b, cg->t_ptr, orig->addr, "");
        memcpy_bytes(cg, dst, pp, es);
        if (derived_allocs)
            cg_derived_copy_allocs(cg, dst, s->type->derived);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        return;
    }
    if (derived_allocs && orig->kind == CV_SCALAR)
        cg_derived_free_allocs(cg, orig->addr, s->type->derived);
    derived_elems(cg, orig, false);
    memcpy_bytes(cg, var_data(cg, orig), var_data(cg, priv), var_bytes(cg, orig));
    if (derived_allocs && orig->kind == CV_SCALAR)
        cg_derived_copy_allocs(cg, orig->addr, s->type->derived);
    derived_elems(cg, orig, true);
}

/* Reduction identities and combiners on one element. */
static bool is_float_type(LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMX86_FP80TypeKind || k == LLVMFP128TypeKind;
}

static LLVMValueRef identity(CG *cg, Type *t, const char *op)
{
    LLVMTypeRef lt = cg_type(cg, t);
    if (t->kind == TY_LOGICAL) {
        bool one = !strcmp(op, ".and.") || !strcmp(op, ".eqv.");
        return LLVMConstInt(lt, one, false);
    }
    if (t->kind == TY_COMPLEX) {
        LLVMTypeRef et = LLVMStructGetTypeAtIndex(lt, 0);
        LLVMValueRef f[2] = {LLVMConstReal(et, !strcmp(op, "*") ? 1.0 : 0.0), LLVMConstReal(et, 0.0)};
        return LLVMConstNamedStruct(lt, f, 2);
    }
    bool fl = is_float_type(lt);
    if (!strcmp(op, "*"))
        return fl ? LLVMConstReal(lt, 1.0) : LLVMConstInt(lt, 1, false);
    if (!strcmp(op, "max") || !strcmp(op, "min")) {
        bool mx = op[1] == 'a';
        if (fl)
            return LLVMConstReal(lt, mx ? -__builtin_inf() : __builtin_inf());
        unsigned w = LLVMGetIntTypeWidth(lt);
        unsigned long long top = 1ull << (w - 1);
        return mx ? LLVMConstInt(lt, top, false) : LLVMConstInt(lt, top - 1, false);
    }
    if (!strcmp(op, "iand"))
        return LLVMConstAllOnes(lt);
    return fl ? LLVMConstReal(lt, 0.0) : LLVMConstNull(lt);
}

static LLVMValueRef combine(CG *cg, Type *t, const char *op, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef lt = LLVMTypeOf(a);
    if (t->kind == TY_LOGICAL) {
        LLVMValueRef x = LLVMBuildICmp(cg->b, LLVMIntNE, a, LLVMConstNull(lt), "");
        LLVMValueRef y = LLVMBuildICmp(cg->b, LLVMIntNE, b, LLVMConstNull(lt), "");
        LLVMValueRef r;
        if (!strcmp(op, ".and."))
            r = LLVMBuildAnd(cg->b, x, y, "");
        else if (!strcmp(op, ".or."))
            r = LLVMBuildOr(cg->b, x, y, "");
        else if (!strcmp(op, ".eqv."))
            r = LLVMBuildICmp(cg->b, LLVMIntEQ, x, y, "");
        else
            r = LLVMBuildICmp(cg->b, LLVMIntNE, x, y, "");
        return LLVMBuildZExt(cg->b, r, lt, "");
    }
    if (t->kind == TY_COMPLEX) {
        LLVMValueRef ar = LLVMBuildExtractValue(cg->b, a, 0, ""), ai = LLVMBuildExtractValue(cg->b, a, 1, "");
        LLVMValueRef br = LLVMBuildExtractValue(cg->b, b, 0, ""), bi = LLVMBuildExtractValue(cg->b, b, 1, "");
        LLVMValueRef re, im;
        if (!strcmp(op, "*")) {
            re = LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, ar, br, ""), LLVMBuildFMul(cg->b, ai, bi, ""), "");
            im = LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, ar, bi, ""), LLVMBuildFMul(cg->b, ai, br, ""), "");
        } else {
            re = LLVMBuildFAdd(cg->b, ar, br, "");
            im = LLVMBuildFAdd(cg->b, ai, bi, "");
        }
        LLVMValueRef r = LLVMGetUndef(lt);
        r = LLVMBuildInsertValue(cg->b, r, re, 0, "");
        return LLVMBuildInsertValue(cg->b, r, im, 1, "");
    }
    bool fl = is_float_type(lt);
    if (!strcmp(op, "+") || !strcmp(op, "-"))
        return fl ? LLVMBuildFAdd(cg->b, a, b, "") : LLVMBuildAdd(cg->b, a, b, "");
    if (!strcmp(op, "*"))
        return fl ? LLVMBuildFMul(cg->b, a, b, "") : LLVMBuildMul(cg->b, a, b, "");
    if (!strcmp(op, "max") || !strcmp(op, "min")) {
        bool mx = op[1] == 'a';
        LLVMValueRef gt = fl ? LLVMBuildFCmp(cg->b, mx ? LLVMRealOGT : LLVMRealOLT, b, a, "")
                             : LLVMBuildICmp(cg->b, mx ? LLVMIntSGT : LLVMIntSLT, b, a, "");
        return LLVMBuildSelect(cg->b, gt, b, a, "");
    }
    if (!strcmp(op, "iand"))
        return LLVMBuildAnd(cg->b, a, b, "");
    if (!strcmp(op, "ior"))
        return LLVMBuildOr(cg->b, a, b, "");
    return LLVMBuildXor(cg->b, a, b, "");
}

/* Every element of v: body(cg, element address, index, data). */
static void each_element(CG *cg, CgVar *v, void (*body)(CG *, LLVMValueRef, LLVMValueRef, void *), void *data)
{
    LLVMTypeRef et = cg_type(cg, v->sym->type);
    LLVMValueRef base = var_data(cg, v);
    if (v->kind == CV_SCALAR && !v->indirect) {
        body(cg, base, cg_const_i64(cg, 0), data);
        return;
    }
    LLVMBasicBlockRef done = NULL;
    if (v->kind == CV_DESC || v->indirect) {
        /* an unallocated allocatable has no elements */
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.elems");
        done = cg_new_block(cg, "omp.elems.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, base, ""), done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
    }
    if (v->kind == CV_SCALAR) {
        body(cg, base, cg_const_i64(cg, 0), data);
    } else {
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, var_count(cg, v), "omp.elem");
        body(cg, LLVMBuildInBoundsGEP2(cg->b, et, base, &i, 1, ""), i, data);
        cg_loop_end(cg, &l);
    }
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
}

static void init_identity(CG *cg, LLVMValueRef at, LLVMValueRef i, void *data)
{
    (void)i;
    Priv *p = data;
    LLVMBuildStore(cg->b, identity(cg, p->sym->type, p->op), at);
}

static void combine_into_orig(CG *cg, LLVMValueRef at, LLVMValueRef i, void *data)
{
    Priv *p = data;
    LLVMTypeRef et = cg_type(cg, p->sym->type);
    LLVMValueRef o = var_elem(cg, p->orig, i);
    LLVMValueRef r = combine(cg, p->sym->type, p->op, LLVMBuildLoad2(cg->b, et, o, ""), LLVMBuildLoad2(cg->b, et, at, ""));
    LLVMBuildStore(cg->b, r, o);
}

/* s gets a private copy (its enclosing binding is the original). */
static Priv *privatize(CG *cg, Privs *ps, Symbol *s, PrivKind kind, const char *op, Loc loc)
{
    s = cg_ultimate(s);
    Priv *have = find_priv(ps, s);
    if (have) {
        if ((have->kind == PRIV_FIRST && kind == PRIV_LAST) || (have->kind == PRIV_LAST && kind == PRIV_FIRST))
            have->kind = PRIV_FIRSTLAST;
        return have;
    }
    if (ps->n == ps->cap) {
        ps->cap = ps->cap ? 2 * ps->cap : 16;
        ps->v = realloc(ps->v, sizeof(Priv) * (size_t)ps->cap);
    }
    Priv *p = &ps->v[ps->n++];
    *p = (Priv){.sym = s, .old_cg = s->cg, .kind = kind, .op = op};
    p->orig = kind == PRIV_PRIVATE ? NULL : cg_var(cg, s);
    (void)loc;
    if (kind == PRIV_REDUCTION && s->type && s->type->kind == TY_CHARACTER)
        p->kind = kind = PRIV_PRIVATE;
    if (is_proc_pointer(s)) {
        /* a pointer slot; copy_in/copy_out take the association */
        CgVar *v = cg_new_var(cg, s, CV_SCALAR);
        v->indirect = true;
        v->addr = cg_alloca(cg, cg->t_ptr, s->name);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), v->addr);
        s->cg = p->priv = v;
        return p;
    }
    p->priv = cg_bind_private(cg, s, &ps->cleanups);
    bool derived_allocs = has_derived_allocs(s);
    if (!p->orig && !(s->attrs & A_POINTER) &&
        ((s->attrs & A_ALLOCATABLE) || p->priv->kind == CV_DESC || derived_allocs)) {
        /* PRIVATE allocatables (and allocatable components) start allocated as
           the original is, assumed-shape arrays with its bounds */
        s->cg = p->old_cg;
        CgVar *o = cg_var(cg, s);
        s->cg = p->priv;
        copy_in(cg, ps, p->priv, o, false);
    }
    return p;
}

/* After the private copies exist: FIRSTPRIVATE values, REDUCTION identities. */
static void privs_start(CG *cg, Privs *ps, int from)
{
    for (int i = from; i < ps->n; i++) {
        Priv *p = &ps->v[i];
        if (p->kind == PRIV_FIRST || p->kind == PRIV_FIRSTLAST) {
            copy_in(cg, ps, p->priv, p->orig, true);
            ps->last_reads_orig |= p->kind == PRIV_FIRSTLAST;
        } else if (p->kind == PRIV_LAST && (p->orig->kind == CV_DESC || p->orig->indirect || has_derived_allocs(p->sym))) {
            copy_in(cg, ps, p->priv, p->orig, false); /* allocated (components too) as the original is */
            ps->last_reads_orig = true;
        } else if (p->kind == PRIV_REDUCTION) {
            if (p->priv->kind == CV_DESC && (p->sym->attrs & A_POINTER))
                alloc_like(cg, ps, p->priv, p->orig); /* contiguous, bounds as the target's */
            else if (p->priv->kind == CV_SCALAR && p->priv->indirect && (p->sym->attrs & A_POINTER)) {
                LLVMBasicBlockRef go = cg_new_block(cg, "omp.red"), done = cg_new_block(cg, "omp.red.done");
                LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, var_data(cg, p->orig), ""), done, go);
                LLVMPositionBuilderAtEnd(cg->b, go);
                LLVMBuildStore(cg->b, malloc_bytes(cg, elem_size_of(cg, p->orig)), p->priv->addr);
                LLVMBuildBr(cg->b, done);
                LLVMPositionBuilderAtEnd(cg->b, done);
                vec_push(&ps->owned, p->priv);
            } else if (p->priv->kind == CV_DESC || p->priv->indirect)
                copy_in(cg, ps, p->priv, p->orig, false); /* allocated as the original */
            each_element(cg, p->priv, init_identity, p);
        }
    }
}

/* REDUCTION: each thread's copy into the original, one thread at a time. */
static void privs_reduce(CG *cg, Privs *ps)
{
    bool any = false;
    for (int i = 0; i < ps->n; i++)
        any |= ps->v[i].kind == PRIV_REDUCTION;
    if (!any)
        return;
    gomp0(cg, "GOMP_atomic_start");
    for (int i = 0; i < ps->n; i++)
        if (ps->v[i].kind == PRIV_REDUCTION)
            each_element(cg, ps->v[i].priv, combine_into_orig, &ps->v[i]);
    gomp0(cg, "GOMP_atomic_end");
}

/* LASTPRIVATE: the copies' values into the originals (under 'last'). In a
 * team's worksharing construct, when a copy began from its original, every
 * thread has done so before the last one assigns (and reallocates) it. */
static void privs_last(CG *cg, Privs *ps, LLVMValueRef last, bool team)
{
    bool any = false;
    for (int i = 0; i < ps->n; i++)
        any |= ps->v[i].kind == PRIV_LAST || ps->v[i].kind == PRIV_FIRSTLAST;
    if (!any)
        return;
    if (team && ps->last_reads_orig)
        gomp0(cg, "GOMP_barrier");
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.lastprivate"), done = cg_new_block(cg, "omp.lastprivate.done");
    LLVMBuildCondBr(cg->b, last, go, done);
    LLVMPositionBuilderAtEnd(cg->b, go);
    for (int i = 0; i < ps->n; i++) {
        Priv *p = &ps->v[i];
        if (p->kind == PRIV_LAST || p->kind == PRIV_FIRSTLAST)
            copy_out(cg, p->orig, p->priv);
    }
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* The private copies go away: allocatables freed, bindings restored. */
static void privs_end(CG *cg, Privs *ps)
{
    cg_emit_cleanups(cg, &ps->cleanups);
    for (int i = 0; i < ps->owned.len; i++) {
        CgVar *v = ps->owned.data[i];
        LLVMValueRef mem = var_data(cg, v);
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.free"), done = cg_new_block(cg, "omp.free.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, mem, ""), done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMTypeRef pt[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, pt, 1, &mem, 1, false);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
    free(ps->owned.data);
    for (int i = ps->n - 1; i >= 0; i--)
        ps->v[i].sym->cg = ps->v[i].old_cg;
    free(ps->v);
    free(ps->cleanups.data);
    *ps = (Privs){0};
}

/* The clauses' privatizations of construct s (kinds as the construct takes them). */
static void privatize_clauses(CG *cg, Privs *ps, Node *s, unsigned long long which)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (!c || !(which & (1ull << c->op)))
            continue;
        PrivKind k = c->op == OMPC_PRIVATE ? PRIV_PRIVATE : c->op == OMPC_FIRSTPRIVATE ? PRIV_FIRST
                   : c->op == OMPC_LASTPRIVATE ? PRIV_LAST : PRIV_REDUCTION;
        for (int j = 0; j < c->args.len; j++) {
            Node *v = c->args.items[j];
            if (is_variable(v->sym))
                privatize(cg, ps, v->sym, k, c->name, v->loc);
        }
    }
}

#define CL(c) (1ull << (c))

/* ------------------------------------------------------------------ */
/* Outlining                                                           */
/* ------------------------------------------------------------------ */

/* Every variable a body references, once, in order. */
static void collect_refs(Node *n, PtrVec *out)
{
    if (!n)
        return;
    if (n->kind != N_KEYWORD && n->sym && is_variable(cg_ultimate(n->sym))) {
        Symbol *s = cg_ultimate(n->sym);
        bool seen = false;
        for (int i = 0; i < out->len && !seen; i++)
            seen = out->data[i] == s;
        if (!seen && is_variable(s))
            vec_push(out, s);
    }
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step, n->chevron, n->init};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        collect_refs(kids[i], out);
    NodeList *lists[] = {&n->args, &n->body, &n->opts, &n->body2};
    for (int l = 0; l < 4; l++)
        for (int i = 0; i < lists[l]->len; i++)
            collect_refs(lists[l]->items[i], out);
}

/* collect_refs, and for each variable referenced the variables its bounds
 * and length depend on (a private copy of an automatic array evaluates them). */
static void collect_region_refs(Node *s, PtrVec *out)
{
    collect_refs(s, out);
    for (int i = 0; i < out->len; i++) {
        Symbol *v = out->data[i];
        if (v->shape && !v->shape->constant)
            for (int d = 0; d < v->shape->rank; d++) {
                collect_refs(v->shape->lower[d], out);
                collect_refs(v->shape->upper[d], out);
            }
        if (v->type && v->type->kind == TY_CHARACTER && v->type->len_expr)
            collect_refs(v->type->len_expr, out);
    }
}

/* Loop variables of the DO loops in a body: private in a parallel region. */
static void collect_loop_vars(Node *n, PtrVec *out)
{
    if (!n)
        return;
    if ((n->kind == N_DO || n->kind == N_IMPLIED_DO) && n->var && n->var->sym)
        vec_push(out, cg_ultimate(n->var->sym));
    if (n->kind == N_FORALL || n->kind == N_DO_CONCURRENT)
        return; /* their indices are their own */
    for (int i = 0; i < n->body.len; i++)
        collect_loop_vars(n->body.items[i], out);
    for (int i = 0; i < n->args.len; i++)
        collect_loop_vars(n->args.items[i], out);
}

/* One captured variable of the struct: the fields from 'first'. */
typedef struct Capture {
    Symbol *sym;
    CgVar *v;                 /* the binding in the encountering function */
    int first;
} Capture;

typedef struct Outline {
    Capture *caps;
    int ncaps;
    LLVMTypeRef st;           /* the struct */
    int frame_field;          /* -1: no host frame */
    int extra_field, nextra;  /* nextra more pointers from extra_field (COPYIN's master copies) */
} Outline;

/* A variable bound in the current function (so not reachable by name from
 * another function): locals, dummies, host variables through the frame. */
static CgVar *local_binding(CG *cg, Symbol *s)
{
    CgVar *v = s->cg;
    bool through_frame = v && cg->host_scope && s->scope == cg->host_scope && v->frame_slot >= 0 && cg->frame;
    if (!v || (v->fn && v->fn != cg->fn && !through_frame) || (!v->fn && !through_frame))
        return v && !v->fn ? NULL : (through_frame ? cg_var(cg, s) : NULL);
    v = cg_var(cg, s);
    return v && v->fn == cg->fn ? v : NULL;
}

/* The bindings outline_begin made for captured (shared) variables: a task
 * keeps those shared by default and makes the other function-local
 * variables it references FIRSTPRIVATE, as OpenMP's implicit rules say. */
static PtrVec shared_bindings;

static bool bound_shared(CgVar *v)
{
    if (!v || !v->fn)
        return true; /* global storage */
    for (int i = 0; i < shared_bindings.len; i++)
        if (shared_bindings.data[i] == v)
            return true;
    return false;
}

static int cap_fields(CgVar *v) { return 3 + (v->kind == CV_ARRAY ? 2 * v->rank : 0); }

static void outline_layout(CG *cg, Outline *o, PtrVec *refs, int nextra)
{
    o->caps = arena_alloc(cu_arena, sizeof(Capture) * (size_t)(refs->len + 1));
    int nf = 0;
    for (int i = 0; i < refs->len; i++) {
        Symbol *s = refs->data[i];
        CgVar *v = local_binding(cg, s);
        if (!v)
            continue;
        o->caps[o->ncaps++] = (Capture){s, v, nf};
        nf += cap_fields(v);
    }
    o->frame_field = cg->frame ? nf++ : -1;
    o->extra_field = nf;
    o->nextra = nextra;
    nf += nextra;
    LLVMTypeRef *f = arena_alloc(cu_arena, sizeof(LLVMTypeRef) * (size_t)(nf + 1));
    for (int i = 0; i < nextra; i++)
        f[o->extra_field + i] = cg->t_ptr;
    for (int i = 0; i < o->ncaps; i++) {
        int k = o->caps[i].first;
        f[k] = cg->t_ptr;
        f[k + 1] = cg->t_i64;
        f[k + 2] = cg->t_ptr;
        for (int d = 0; d < cap_fields(o->caps[i].v) - 3; d++)
            f[k + 3 + d] = cg->t_i64;
    }
    if (o->frame_field >= 0)
        f[o->frame_field] = cg->t_ptr;
    if (nf == 0)
        f[nf++] = cg->t_i64;
    o->st = LLVMStructTypeInContext(cg->ctx, f, (unsigned)nf, false);
}

static void store_field(CG *cg, Outline *o, LLVMValueRef data, int k, LLVMValueRef v)
{
    LLVMBuildStore(cg->b, v, LLVMBuildStructGEP2(cg->b, o->st, data, (unsigned)k, ""));
}

static LLVMValueRef load_field(CG *cg, Outline *o, LLVMValueRef data, int k, LLVMTypeRef t)
{
    return LLVMBuildLoad2(cg->b, t, LLVMBuildStructGEP2(cg->b, o->st, data, (unsigned)k, ""), "");
}

/* In the encountering function: the struct with the captured addresses. */
static LLVMValueRef outline_fill(CG *cg, Outline *o)
{
    LLVMValueRef data = cg_alloca(cg, o->st, "omp.data");
    for (int i = 0; i < o->ncaps; i++) {
        Capture *c = &o->caps[i];
        CgVar *v = c->v;
        store_field(cg, o, data, c->first, v->addr);
        store_field(cg, o, data, c->first + 1, v->len ? v->len : cg_const_i64(cg, 0));
        store_field(cg, o, data, c->first + 2, v->len_slot ? v->len_slot : LLVMConstNull(cg->t_ptr));
        for (int d = 0; v->kind == CV_ARRAY && d < v->rank; d++) {
            store_field(cg, o, data, c->first + 3 + 2 * d, v->lb[d]);
            store_field(cg, o, data, c->first + 4 + 2 * d, v->ext[d] ? v->ext[d] : cg_const_i64(cg, 1));
        }
    }
    if (o->frame_field >= 0)
        store_field(cg, o, data, o->frame_field, cg->frame);
    return data;
}

/* What the outlined function changes of the CG and restores. */
typedef struct FnState {
    CG saved;
    LLVMBasicBlockRef at;
    void **old_cg;
} FnState;

static int outline_serial;

/* Starts the outlined function (builder in its body, captures rebound). */
static LLVMValueRef outline_begin(CG *cg, Outline *o, FnState *st, Node *at)
{
    st->saved = *cg;
    st->at = LLVMGetInsertBlock(cg->b);
    const char *owner = cg->fn ? LLVMGetValueName(cg->fn) : "omp";
    const char *name = arena_printf(cu_arena, "%s._omp_fn.%d", owner, outline_serial++);
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, false);
    LLVMValueRef fn = LLVMAddFunction(cg->mod, name, ft);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
    cg_begin_function(cg, fn, st->saved.proc, st->saved.unit);
    cg->host_scope = st->saved.host_scope;
    cg->labels = NULL;
    cg->labels_cap = 0;
    cg->stmt_temps = (PtrVec){0};
    cg->alt_return = NULL;
    cg->entry_stmt = NULL;
    if (cg->di)
        cg_debug_outlined(cg, at, name);
    LLVMValueRef data = LLVMGetParam(fn, 0);
    LLVMBasicBlockRef body = cg_enter_entry(cg);
    st->old_cg = arena_alloc(cu_arena, sizeof(void *) * (size_t)(o->ncaps + 1));
    for (int i = 0; i < o->ncaps; i++) {
        Capture *c = &o->caps[i];
        CgVar *hv = c->v;
        CgVar *v = cg_new_var(cg, c->sym, hv->kind);
        v->addr = load_field(cg, o, data, c->first, cg->t_ptr);
        if (hv->len)
            v->len = load_field(cg, o, data, c->first + 1, cg->t_i64);
        if (hv->len_slot)
            v->len_slot = load_field(cg, o, data, c->first + 2, cg->t_ptr);
        v->rank = hv->rank;
        v->assumed_shape = hv->assumed_shape;
        v->optional = hv->optional;
        v->indirect = hv->indirect;
        v->dev_space = hv->dev_space;
        for (int d = 0; hv->kind == CV_ARRAY && d < hv->rank; d++) {
            v->lb[d] = load_field(cg, o, data, c->first + 3 + 2 * d, cg->t_i64);
            v->ext[d] = hv->ext[d] ? load_field(cg, o, data, c->first + 4 + 2 * d, cg->t_i64) : NULL;
        }
        st->old_cg[i] = c->sym->cg;
        c->sym->cg = v;
        vec_push(&shared_bindings, v);
    }
    cg->frame = o->frame_field >= 0 ? load_field(cg, o, data, o->frame_field, cg->t_ptr) : NULL;
    if (body)
        LLVMPositionBuilderAtEnd(cg->b, body);
    return fn;
}

/* Ends it and returns to the encountering function where it was. */
static void outline_end(CG *cg, Outline *o, FnState *st)
{
    cg_br(cg, cg->return_bb);
    LLVMPositionBuilderAtEnd(cg->b, cg->return_bb);
    cg_emit_cleanups(cg, &cg->cleanups);
    LLVMBuildRetVoid(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg->entry_bb);
    LLVMBasicBlockRef body = LLVMGetNextBasicBlock(cg->entry_bb);
    if (cg->di && !cg->di_lines_only) { /* -g: the region's variables */
        Symbol *caps[o->ncaps + 1];
        CgVar *vars[o->ncaps + 1];
        for (int i = 0; i < o->ncaps; i++) {
            caps[i] = o->caps[i].sym;
            vars[i] = o->caps[i].sym->cg;
        }
        cg_debug_outlined_vars(cg, caps, vars, o->ncaps, st->saved.unit ? st->saved.unit->scope : NULL);
    }
    LLVMBuildBr(cg->b, body);
    cg_debug_prologue(cg);
    for (int i = 0; i < o->ncaps; i++)
        o->caps[i].sym->cg = st->old_cg[i];
    CG now = *cg;
    *cg = st->saved;
    /* caches of types and tags made meanwhile stay valid */
    memcpy(cg->t_desc, now.t_desc, sizeof cg->t_desc);
    cg->t_dim = now.t_dim;
    cg->t_dtype = now.t_dtype;
    cg->tbaa_desc = now.tbaa_desc;
    cg->tbaa_data = now.tbaa_data;
    cg->stmt_counter = now.stmt_counter;
    LLVMPositionBuilderAtEnd(cg->b, st->at);
    if (cg->di_scope)
        cg_set_loc(cg, cg->unit ? cg->unit->loc : (Loc){0});
}

/* ------------------------------------------------------------------ */
/* Worksharing loops                                                   */
/* ------------------------------------------------------------------ */

typedef struct LoopLevel {
    Node *loop;
    Type *vt;
    LLVMValueRef start, step, trips; /* i64 */
    /* lv[0] only: the LINEAR variables, base + step * iteration in each */
    int nlin;
    struct { Symbol *sym; LLVMValueRef base, step; } lin[16];
} LoopLevel;

static LLVMValueRef trip_count(CG *cg, LLVMValueRef start, LLVMValueRef stop, LLVMValueRef step)
{
    /* max((stop - start + step) / step, 0) in 64 bits */
    LLVMValueRef n = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, stop, start, ""), step, ""), step, "");
    LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, n, cg_const_i64(cg, 0), "");
    return LLVMBuildSelect(cg->b, neg, cg_const_i64(cg, 0), n, "omp.trips");
}

static LLVMValueRef to_i64(CG *cg, Node *e, Type *vt)
{
    LLVMValueRef v = cg_convert(cg, cg_expr(cg, e), e->type, vt);
    return LLVMBuildSExt(cg->b, v, cg->t_i64, "");
}

static int collapse_of(Node *s)
{
    Node *c = clause(s, OMPC_COLLAPSE);
    return c && c->rhs && c->rhs->cval ? (int)c->rhs->cval->i : 1;
}

static Node *inner_loop(Node *d)
{
    for (int j = 0; j < d->body.len; j++) {
        Node *b = d->body.items[j];
        if (b && b->kind == N_DO)
            return b;
    }
    return NULL;
}

/* Stores the DO variables of iteration k (0-based, collapsed). */
static void set_loop_vars(CG *cg, LoopLevel *lv, int n, LLVMValueRef k)
{
    for (int l = n - 1; l >= 0; l--) {
        LLVMValueRef idx = k;
        if (l > 0) {
            idx = LLVMBuildSRem(cg->b, k, lv[l].trips, "");
            k = LLVMBuildSDiv(cg->b, k, lv[l].trips, "");
        }
        LLVMValueRef v = LLVMBuildAdd(cg->b, lv[l].start, LLVMBuildMul(cg->b, idx, lv[l].step, ""), "");
        LLVMBuildStore(cg->b, LLVMBuildTrunc(cg->b, v, cg_type(cg, lv[l].vt), ""), cg_addr(cg, lv[l].loop->var));
    }
}

/* The loop body of iterations [lo, hi). */
static void chunk_loop(CG *cg, LoopLevel *lv, int n, LLVMValueRef lo, LLVMValueRef hi)
{
    LLVMValueRef k = cg_alloca(cg, cg->t_i64, "omp.iv");
    LLVMBuildStore(cg->b, lo, k);
    /* LINEAR copies start the chunk at base + step * its first iteration
     * and go on as the body advances them (GCC's expansion) */
    for (int i = 0; i < lv[0].nlin; i++) {
        Symbol *sym = lv[0].lin[i].sym;
        LLVMValueRef v = LLVMBuildAdd(cg->b, lv[0].lin[i].base, LLVMBuildMul(cg->b, lo, lv[0].lin[i].step, ""), "");
        LLVMBuildStore(cg->b, LLVMBuildIntCast2(cg->b, v, cg_type(cg, sym->type), true, ""), cg_var(cg, sym)->addr);
    }
    LLVMBasicBlockRef head = cg_new_block(cg, "omp.loop.head"), body = cg_new_block(cg, "omp.loop.body"),
                      next = cg_new_block(cg, "omp.loop.next"), done = cg_new_block(cg, "omp.loop.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef kv = LLVMBuildLoad2(cg->b, cg->t_i64, k, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, kv, hi, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    set_loop_vars(cg, lv, n, kv);
    cg_loop_body(cg, lv[n - 1].loop, done, next);
    cg_br(cg, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, k, ""), cg_const_i64(cg, 1), ""), k);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* !$omp do (and the loop of the combined constructs): the iterations,
 * collapsed into one space 0..total-1, handed out by GOMP_loop_*. */
/* The loop nest of a loop construct and its bounds, evaluated in the
 * encountering context (before privatization); returns the depth, 0 when
 * the nest is not there (sema reported it). */
static int loop_levels(CG *cg, Node *s, LoopLevel *lv, LLVMValueRef *total, int n)
{
    Node *d = s->body.len ? s->body.items[0] : NULL;
    for (int l = 0; l < n && l < 16; l++) {
        if (!d || d->kind != N_DO || !d->var)
            return 0;
        lv[l].loop = d;
        lv[l].vt = d->var->type ? d->var->type : cg_ultimate(d->var->sym)->type;
        d = l + 1 < n ? inner_loop(d) : NULL;
    }
    *total = cg_const_i64(cg, 1);
    for (int l = 0; l < n; l++) {
        Node *lp = lv[l].loop;
        lv[l].start = to_i64(cg, lp->start, lv[l].vt);
        LLVMValueRef stop = to_i64(cg, lp->end, lv[l].vt);
        lv[l].step = lp->step ? to_i64(cg, lp->step, lv[l].vt) : cg_const_i64(cg, 1);
        lv[l].trips = trip_count(cg, lv[l].start, stop, lv[l].step);
        *total = LLVMBuildMul(cg->b, *total, lv[l].trips, "omp.total");
    }
    return n;
}

/* The loop constructs' own privatizations: their clauses' and the DO
 * variables of the nest, then the FIRSTPRIVATE values. */
static void privatize_loop(CG *cg, Privs *ps, Node *s, LoopLevel *lv, int n, unsigned long long which)
{
    privatize_clauses(cg, ps, s, which & ~CL(OMPC_LINEAR));
    /* LINEAR(x[:step]) of integer scalars: a copy starting from the
     * original's value (read before the last iteration's thread assigns
     * it), set at each chunk's start (chunk_loop), the last iteration's
     * value the original's after the loop */
    lv[0].nlin = 0;
    for (int i = 0; (which & CL(OMPC_LINEAR)) && i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (!c || c->op != OMPC_LINEAR)
            continue;
        for (int j = 0; j < c->args.len && lv[0].nlin < 16; j++) {
            Node *v = c->args.items[j];
            Symbol *sym = v && is_variable(v->sym) ? cg_ultimate(v->sym) : NULL;
            if (!sym || !sym->type || sym->type->kind != TY_INTEGER || (sym->shape && sym->shape->rank))
                continue;
            privatize(cg, ps, sym, PRIV_FIRSTLAST, NULL, v->loc);
            lv[0].lin[lv[0].nlin].sym = sym;
            lv[0].lin[lv[0].nlin].step = c->rhs ? to_i64(cg, c->rhs, c->rhs->type) : cg_const_i64(cg, 1);
            lv[0].nlin++;
        }
    }
    for (int l = 0; l < n; l++)
        if (!find_priv(ps, cg_ultimate(lv[l].loop->var->sym)))
            privatize(cg, ps, lv[l].loop->var->sym, PRIV_PRIVATE, NULL, lv[l].loop->loc);
    privs_start(cg, ps, 0);
    for (int i = 0; i < lv[0].nlin; i++) {
        Symbol *sym = lv[0].lin[i].sym;
        LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, sym->type), cg_var(cg, sym)->addr, "lin.base");
        lv[0].lin[i].base = LLVMBuildIntCast2(cg->b, x, cg->t_i64, true, "");
    }
}

/* LASTPRIVATE DO variables end as after a sequential loop, start + trips *
 * step; then every LASTPRIVATE copy goes to its original under 'last'. */
static void loop_lastprivate(CG *cg, Privs *ps, LoopLevel *lv, int n, LLVMValueRef last, bool team)
{
    for (int l = 0; l < n; l++) {
        Priv *p = find_priv(ps, cg_ultimate(lv[l].loop->var->sym));
        if (p && (p->kind == PRIV_LAST || p->kind == PRIV_FIRSTLAST)) {
            LLVMValueRef v = LLVMBuildAdd(cg->b, lv[l].start, LLVMBuildMul(cg->b, lv[l].trips, lv[l].step, ""), "");
            LLVMBuildStore(cg->b, LLVMBuildTrunc(cg->b, v, cg_type(cg, lv[l].vt), ""), p->priv->addr);
        }
    }
    privs_last(cg, ps, last, team);
}

/* SCHEDULE(STATIC[, chunk]) without libgomp's loop calls, as GCC expands
 * it: without a chunk thread t of T takes one block of total/T iterations
 * (the first total%T threads one more); with one, chunks t, t+T, t+2T, ... */
static void static_loop(CG *cg, LoopLevel *lv, int n, LLVMValueRef total, LLVMValueRef chunk, LLVMValueRef last)
{
    LLVMValueRef nthr = LLVMBuildSExt(cg->b, cg_call_extern(cg, "omp_get_num_threads", cg->t_i32, NULL, 0, NULL, 0, false),
                                      cg->t_i64, "omp.nthr");
    LLVMValueRef tid = LLVMBuildSExt(cg->b, cg_call_extern(cg, "omp_get_thread_num", cg->t_i32, NULL, 0, NULL, 0, false),
                                     cg->t_i64, "omp.tid");
    if (!chunk) {
        LLVMValueRef q = LLVMBuildSDiv(cg->b, total, nthr, ""), r = LLVMBuildSRem(cg->b, total, nthr, "");
        LLVMValueRef more = LLVMBuildICmp(cg->b, LLVMIntSLT, tid, r, "");
        q = LLVMBuildSelect(cg->b, more, LLVMBuildAdd(cg->b, q, cg_const_i64(cg, 1), ""), q, "");
        r = LLVMBuildSelect(cg->b, more, cg_const_i64(cg, 0), r, "");
        LLVMValueRef lo = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, q, tid, ""), r, "omp.lo");
        LLVMValueRef hi = LLVMBuildAdd(cg->b, lo, q, "omp.hi");
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.static"), done = cg_new_block(cg, "omp.static.done");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, lo, hi, ""), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMBuildStore(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, hi, total, ""), last);
        chunk_loop(cg, lv, n, lo, hi);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        return;
    }
    LLVMValueRef one = cg_const_i64(cg, 1);
    chunk = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, chunk, one, ""), one, chunk, "omp.chunk");
    LLVMValueRef stride = LLVMBuildMul(cg->b, chunk, nthr, "");
    LLVMValueRef at = cg_alloca(cg, cg->t_i64, "omp.chunk.lo");
    LLVMBuildStore(cg->b, LLVMBuildMul(cg->b, tid, chunk, ""), at);
    LLVMBasicBlockRef head = cg_new_block(cg, "omp.static.chunk"), body = cg_new_block(cg, "omp.static.body"),
                      done = cg_new_block(cg, "omp.static.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef lo = LLVMBuildLoad2(cg->b, cg->t_i64, at, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, lo, total, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef hi = LLVMBuildAdd(cg->b, lo, chunk, "");
    hi = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, hi, total, ""), total, hi, "");
    LLVMBuildStore(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, hi, total, ""), last);
    chunk_loop(cg, lv, n, lo, hi);
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, lo, stride, ""), at);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* The doacross loop (ORDERED(n)) being lowered, for ORDERED DEPEND: its
 * first 'collapse' loops are one dimension of libgomp's iteration vector
 * (their collapsed index), each further loop one more, as GCC does. */
typedef struct Doacross {
    LoopLevel *lv;
    int depth, collapse;
} Doacross;
static Doacross doacross_loop;

/* An iteration's 0-based index in level l of the doacross nest. */
static LLVMValueRef doacross_index(CG *cg, int l, LLVMValueRef value)
{
    LoopLevel *lv = &doacross_loop.lv[l];
    return LLVMBuildSDiv(cg->b, LLVMBuildSub(cg->b, value, lv->start, ""), lv->step, "");
}

/* The iteration vector of libgomp from the per-loop 0-based indices. */
static int doacross_vector(CG *cg, LLVMValueRef *idx, LLVMValueRef *vec)
{
    int c = doacross_loop.collapse, n = 0;
    LLVMValueRef first = idx[0];
    for (int l = 1; l < c; l++)
        first = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, first, doacross_loop.lv[l].trips, ""), idx[l], "");
    vec[n++] = first;
    for (int l = c; l < doacross_loop.depth; l++)
        vec[n++] = idx[l];
    return n;
}

/* !$omp ordered depend(source): this iteration is done (GOMP_doacross_post);
 * depend(sink: vec): wait for iteration vec, when it is in the space
 * (GOMP_doacross_wait). */
static void ordered_depend(CG *cg, Node *s)
{
    int depth = doacross_loop.depth;
    if (!depth) {
        error_at(s->loc, "!$OMP ORDERED DEPEND must be inside a DO loop with ORDERED(n)");
        return;
    }
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (!c || c->op != OMPC_DEPEND)
            continue;
        if (!strcmp(c->name, "source")) {
            LLVMValueRef idx[16], vec[16];
            for (int l = 0; l < depth; l++) {
                Node *var = doacross_loop.lv[l].loop->var;
                idx[l] = doacross_index(cg, l, LLVMBuildSExt(cg->b, cg_expr(cg, var), cg->t_i64, ""));
            }
            int nv = doacross_vector(cg, idx, vec);
            LLVMTypeRef at = LLVMArrayType2(cg->t_i64, (uint64_t)nv);
            LLVMValueRef it = cg_alloca(cg, at, "omp.orditer");
            for (int k = 0; k < nv; k++) {
                LLVMValueRef gi[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, k)};
                LLVMBuildStore(cg->b, vec[k], LLVMBuildInBoundsGEP2(cg->b, at, it, gi, 2, ""));
            }
            cg_call_extern(cg, "GOMP_doacross_post", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &it, 1, false);
            continue;
        }
        if (c->args.len != depth) {
            error_at(c->loc, "DEPEND(SINK) needs %d values, one per loop of ORDERED(%d)", depth, depth);
            continue;
        }
        LLVMValueRef idx[16], inside = LLVMConstInt(cg->t_i1, 1, false);
        for (int l = 0; l < depth; l++) {
            LLVMValueRef v = LLVMBuildSExt(cg->b, cg_expr(cg, c->args.items[l]), cg->t_i64, "");
            idx[l] = doacross_index(cg, l, v);
            LLVMValueRef ge = LLVMBuildICmp(cg->b, LLVMIntSGE, idx[l], cg_const_i64(cg, 0), "");
            LLVMValueRef lt = LLVMBuildICmp(cg->b, LLVMIntSLT, idx[l], doacross_loop.lv[l].trips, "");
            inside = LLVMBuildAnd(cg->b, inside, LLVMBuildAnd(cg->b, ge, lt, ""), "");
        }
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.sink"), done = cg_new_block(cg, "omp.sink.done");
        LLVMBuildCondBr(cg->b, inside, go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
        LLVMValueRef vec[16];
        int nv = doacross_vector(cg, idx, vec);
        cg_call_extern(cg, "GOMP_doacross_wait", cg->t_void, (LLVMTypeRef[]){cg->t_i64}, 1, vec, nv, true);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
}

static void ws_loop(CG *cg, Node *s, bool nowait)
{
    LoopLevel lv[16];
    LLVMValueRef total;
    Node *oc = clause(s, OMPC_ORDERED);
    int depth = oc && oc->rhs && oc->rhs->cval ? (int)oc->rhs->cval->i : 0; /* doacross: ORDERED(depth) */
    int n = collapse_of(s);
    (void)oc;
    if (!loop_levels(cg, s, lv, &total, depth > n ? depth : n))
        return;
    Privs ps = {0};
    privatize_loop(cg, &ps, s, lv, depth > n ? depth : n,
                   CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE) | CL(OMPC_LASTPRIVATE) | CL(OMPC_REDUCTION) |
                       CL(OMPC_LINEAR));
    if (depth >= n) {
        /* the collapsed first loops are shared out, the inner ones run in order */
        total = lv[0].trips;
        for (int l = 1; l < n; l++)
            total = LLVMBuildMul(cg->b, total, lv[l].trips, "");
    }

    Node *sc = clause(s, OMPC_SCHEDULE);
    const char *kind = sc ? sc->name : "static";
    if (!strcmp(kind, "auto"))
        kind = "static";
    bool doacross = depth >= n;
    bool ordered = has_clause(s, OMPC_ORDERED) && !doacross;
    LLVMValueRef chunk = sc && sc->rhs ? to_i64(cg, sc->rhs, sc->rhs->type) : cg_const_i64(cg, !strcmp(kind, "static") ? 0 : 1);
    LLVMValueRef istart = cg_alloca(cg, cg->t_i64, "omp.istart"), iend = cg_alloca(cg, cg->t_i64, "omp.iend");
    LLVMValueRef last = cg_alloca(cg, cg->t_i1, "omp.last");
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 0, false), last);
    bool runtime = !strcmp(kind, "runtime");
    const char *pre = ordered ? "GOMP_loop_ordered_" : "GOMP_loop_";
    LLVMTypeRef pt[6] = {cg->t_i64, cg->t_i64, cg->t_i64, cg->t_i64, cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[6] = {cg_const_i64(cg, 0), total, cg_const_i64(cg, 1), chunk, istart, iend};
    LLVMTypeRef rpt[4] = {cg->t_i64, cg->t_i64, cg->t_i64, cg->t_ptr};
    LLVMValueRef rargs[5] = {args[0], args[1], args[2], istart, iend};
    if (!strcmp(kind, "static") && !ordered && !doacross) {
        static_loop(cg, lv, n, total, sc && sc->rhs ? chunk : NULL, last);
        loop_lastprivate(cg, &ps, lv, n, LLVMBuildLoad2(cg->b, cg->t_i1, last, ""), true);
        privs_reduce(cg, &ps);
        if (!nowait)
            gomp0(cg, "GOMP_barrier");
        privs_end(cg, &ps);
        return;
    }
    LLVMValueRef more;
    if (doacross) {
        /* GOMP_loop_doacross_*_start(ncounts, counts, [chunk,] istart, iend) */
        int ncounts = depth - n + 1;
        LLVMTypeRef at = LLVMArrayType2(cg->t_i64, (uint64_t)ncounts);
        LLVMValueRef counts = cg_alloca(cg, at, "omp.counts");
        for (int k = 0; k < ncounts; k++) {
            LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, k)};
            LLVMBuildStore(cg->b, k == 0 ? total : lv[n - 1 + k].trips, LLVMBuildInBoundsGEP2(cg->b, at, counts, idx, 2, ""));
        }
        LLVMValueRef dargs[5] = {cg_const_i32(cg, ncounts), counts, chunk, istart, iend};
        LLVMTypeRef dpt[5] = {cg->t_i32, cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_ptr};
        if (runtime) {
            dargs[2] = istart, dargs[3] = iend;
            dpt[2] = cg->t_ptr;
        }
        more = gomp_bool(cg, arena_printf(cu_arena, "GOMP_loop_doacross_%s_start", kind), dpt, dargs, runtime ? 4 : 5);
    } else {
        more = runtime ? gomp_bool(cg, arena_printf(cu_arena, "%sruntime_start", pre),
                                   (LLVMTypeRef[]){rpt[0], rpt[1], rpt[2], rpt[3], cg->t_ptr}, rargs, 5)
                       : gomp_bool(cg, arena_printf(cu_arena, "%s%s_start", pre, kind), pt, args, 6);
    }
    LLVMBasicBlockRef chunk_bb = cg_new_block(cg, "omp.chunk"), end_bb = cg_new_block(cg, "omp.loop.end");
    LLVMBuildCondBr(cg->b, more, chunk_bb, end_bb);
    LLVMPositionBuilderAtEnd(cg->b, chunk_bb);
    LLVMValueRef lo = LLVMBuildLoad2(cg->b, cg->t_i64, istart, ""), hi = LLVMBuildLoad2(cg->b, cg->t_i64, iend, "");
    LLVMValueRef is_last = LLVMBuildICmp(cg->b, LLVMIntEQ, hi, total, "");
    LLVMBuildStore(cg->b, LLVMBuildOr(cg->b, LLVMBuildLoad2(cg->b, cg->t_i1, last, ""), is_last, ""), last);
    Doacross saved = doacross_loop;
    if (doacross)
        doacross_loop = (Doacross){lv, depth, n};
    chunk_loop(cg, lv, n, lo, hi);
    doacross_loop = saved;
    LLVMValueRef nargs[2] = {istart, iend};
    LLVMValueRef again = gomp_bool(cg, arena_printf(cu_arena, "%s%s_next", pre, kind), (LLVMTypeRef[]){cg->t_ptr, cg->t_ptr},
                                   nargs, 2);
    LLVMBuildCondBr(cg->b, again, chunk_bb, end_bb);
    LLVMPositionBuilderAtEnd(cg->b, end_bb);
    loop_lastprivate(cg, &ps, lv, n, LLVMBuildLoad2(cg->b, cg->t_i1, last, ""), true);
    privs_reduce(cg, &ps);
    gomp0(cg, nowait ? "GOMP_loop_end_nowait" : "GOMP_loop_end");
    privs_end(cg, &ps);
}

/* ------------------------------------------------------------------ */
/* Other worksharing and synchronization constructs                    */
/* ------------------------------------------------------------------ */

static void sections(CG *cg, Node *s, bool nowait)
{
    Privs ps = {0};
    privatize_clauses(cg, &ps, s, CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE) | CL(OMPC_LASTPRIVATE) | CL(OMPC_REDUCTION));
    privs_start(cg, &ps, 0);
    int n = s->body.len;
    LLVMValueRef cnt = LLVMConstInt(cg->t_i32, (unsigned)n, false);
    LLVMValueRef first = cg_call_extern(cg, "GOMP_sections_start", cg->t_i32, (LLVMTypeRef[]){cg->t_i32}, 1, &cnt, 1, false);
    LLVMValueRef which = cg_alloca(cg, cg->t_i32, "omp.section");
    LLVMValueRef last = cg_alloca(cg, cg->t_i1, "omp.last");
    LLVMBuildStore(cg->b, first, which);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 0, false), last);
    LLVMBasicBlockRef head = cg_new_block(cg, "omp.sections"), next = cg_new_block(cg, "omp.sections.next"),
                      done = cg_new_block(cg, "omp.sections.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef w = LLVMBuildLoad2(cg->b, cg->t_i32, which, "");
    LLVMValueRef sw = LLVMBuildSwitch(cg->b, w, done, (unsigned)n);
    for (int i = 0; i < n; i++) {
        LLVMBasicBlockRef bb = cg_new_block(cg, "omp.section.body");
        LLVMAddCase(sw, LLVMConstInt(cg->t_i32, (unsigned)i + 1, false), bb);
        LLVMPositionBuilderAtEnd(cg->b, bb);
        if (i == n - 1)
            LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 1, false), last);
        cg_stmts(cg, &s->body.items[i]->body);
        cg_br(cg, next);
    }
    LLVMPositionBuilderAtEnd(cg->b, next);
    LLVMBuildStore(cg->b, cg_call_extern(cg, "GOMP_sections_next", cg->t_i32, NULL, 0, NULL, 0, false), which);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    privs_last(cg, &ps, LLVMBuildLoad2(cg->b, cg->t_i1, last, ""), true);
    privs_reduce(cg, &ps);
    gomp0(cg, nowait ? "GOMP_sections_end_nowait" : "GOMP_sections_end");
    privs_end(cg, &ps);
}

/* SINGLE [COPYPRIVATE(list)]: one thread runs the block (GOMP_single_start);
 * with COPYPRIVATE it publishes an array of the variables' addresses
 * (GOMP_single_copy_start returns NULL to it, then GOMP_single_copy_end)
 * and the others copy the values from there. */
static void single(CG *cg, Node *s, bool nowait)
{
    Node *cp = clause(s, OMPC_COPYPRIVATE);
    int n = cp ? cp->args.len : 0;
    LLVMTypeRef at = LLVMArrayType2(cg->t_ptr, (uint64_t)(n ? 2 * n : 1)); /* per variable: address, length slot */
    LLVMValueRef from = NULL, run;
    if (cp) {
        from = cg_call_extern(cg, "GOMP_single_copy_start", cg->t_ptr, NULL, 0, NULL, 0, false);
        run = LLVMBuildIsNull(cg->b, from, "");
    } else {
        run = gomp_bool(cg, "GOMP_single_start", NULL, NULL, 0);
    }
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.single"), other = cg_new_block(cg, "omp.single.other"),
                      done = cg_new_block(cg, "omp.single.done");
    LLVMBuildCondBr(cg->b, run, go, other);
    LLVMPositionBuilderAtEnd(cg->b, go);
    Privs ps = {0};
    privatize_clauses(cg, &ps, s, CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE));
    privs_start(cg, &ps, 0);
    cg_stmts(cg, &s->body);
    privs_end(cg, &ps);
    if (cp) {
        LLVMValueRef pub = cg_alloca(cg, at, "omp.copyprivate");
        for (int i = 0; i < n; i++) {
            CgVar *v = cg_var(cg, cp->args.items[i]->sym);
            LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, 2 * i)};
            LLVMBuildStore(cg->b, v->addr, LLVMBuildInBoundsGEP2(cg->b, at, pub, idx, 2, ""));
            idx[1] = cg_const_i32(cg, 2 * i + 1);
            LLVMBuildStore(cg->b, v->len_slot ? v->len_slot : LLVMConstNull(cg->t_ptr),
                           LLVMBuildInBoundsGEP2(cg->b, at, pub, idx, 2, ""));
        }
        cg_call_extern(cg, "GOMP_single_copy_end", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &pub, 1, false);
    }
    cg_br(cg, done);
    LLVMPositionBuilderAtEnd(cg->b, other);
    for (int i = 0; i < n; i++) {
        /* the publisher's variable, as this thread's is bound, assigned to ours */
        CgVar *v = cg_var(cg, cp->args.items[i]->sym);
        CgVar src = *v;
        LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, 2 * i)};
        src.addr = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildInBoundsGEP2(cg->b, at, from, idx, 2, ""), "");
        idx[1] = cg_const_i32(cg, 2 * i + 1);
        if (v->len_slot)
            src.len_slot = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildInBoundsGEP2(cg->b, at, from, idx, 2, ""), "");
        copy_out(cg, v, &src);
    }
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    /* with COPYPRIVATE the copies are read before the publisher moves on */
    if (!nowait || cp)
        gomp0(cg, "GOMP_barrier");
}

/* CRITICAL [(name)]: a named one locks `.gomp_critical_user_NAME`, the
 * common symbol GCC uses, so gfortran objects take the same lock. */
static void critical(CG *cg, Node *s)
{
    LLVMValueRef lock = NULL;
    if (s->name) {
        const char *gn = arena_printf(cu_arena, ".gomp_critical_user_%s", s->name);
        lock = LLVMGetNamedGlobal(cg->mod, gn);
        if (!lock) {
            lock = LLVMAddGlobal(cg->mod, cg->t_ptr, gn);
            LLVMSetInitializer(lock, LLVMConstNull(cg->t_ptr));
            LLVMSetLinkage(lock, LLVMCommonLinkage);
            LLVMSetAlignment(lock, 8);
        }
        cg_call_extern(cg, "GOMP_critical_name_start", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &lock, 1, false);
    } else {
        gomp0(cg, "GOMP_critical_start");
    }
    cg_stmts(cg, &s->body);
    if (lock)
        cg_call_extern(cg, "GOMP_critical_name_end", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &lock, 1, false);
    else
        gomp0(cg, "GOMP_critical_end");
}

static void master(CG *cg, Node *s)
{
    LLVMValueRef t = cg_call_extern(cg, "omp_get_thread_num", cg->t_i32, NULL, 0, NULL, 0, false);
    LLVMBasicBlockRef go = cg_new_block(cg, "omp.master"), done = cg_new_block(cg, "omp.master.done");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, t, cg_const_i32(cg, 0), ""), go, done);
    LLVMPositionBuilderAtEnd(cg->b, go);
    cg_stmts(cg, &s->body);
    cg_br(cg, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* ATOMIC, as GCC lowers it: the address of x is computed once; an integer
 * update x = x + e, - e, iand/ior/ieor/max/min(x, e) is one atomicrmw, every
 * other update a compare-and-swap loop on x's bits, READ an atomic load,
 * WRITE an atomic store, CAPTURE the value the swap saw or stored. Only x of
 * a size the hardware has no atomic for (COMPLEX(8), REAL(16)...) or an update
 * of a shape not x op e runs under libgomp's lock (GOMP_atomic_start), which
 * does not exclude the hardware atomics: gfortran does the same. */
/* The same variable or array element, written the same way (a(i) and a(i)). */
static bool same_ref(Node *a, Node *b)
{
    if (!a || !b)
        return a == b;
    if (a->kind != b->kind || a->sym != b->sym || a->args.len != b->args.len)
        return false;
    switch (a->kind) {
    case N_NAME:
        return a->sym != NULL;
    case N_INT_LIT:
        return a->cval && b->cval && a->cval->i == b->cval->i;
    case N_ARRAY_REF:
        for (int i = 0; i < a->args.len; i++)
            if (!same_ref(a->args.items[i], b->args.items[i]))
                return false;
        return same_ref(a->lhs, b->lhs);
    case N_INTRINSIC_CALL:
        if (a->op != b->op)
            return false;
        for (int i = 0; i < a->args.len; i++)
            if (!same_ref(a->args.items[i], b->args.items[i]))
                return false;
        return true;
    case N_COMPONENT:
        return a->name && b->name && !strcmp(a->name, b->name) && same_ref(a->lhs, b->lhs);
    case N_BINARY:
        return a->op == b->op && same_ref(a->lhs, b->lhs) && same_ref(a->rhs, b->rhs);
    case N_UNARY:
        return a->op == b->op && same_ref(a->lhs, b->lhs);
    case N_CONVERT: case N_PAREN:
        return same_ref(a->lhs, b->lhs);
    default:
        return false;
    }
}

static Node **past_conversions(Node **slot)
{
    while (*slot && ((*slot)->kind == N_CONVERT || (*slot)->kind == N_PAREN))
        slot = &(*slot)->lhs;
    return slot;
}

static Symbol *ref_base(Node *x)
{
    while (x && (x->kind == N_ARRAY_REF || x->kind == N_COMPONENT))
        x = x->lhs;
    return x && x->kind == N_NAME ? x->sym : NULL;
}

/* The hardware-atomic integer type of x's storage, NULL when there is none. */
static LLVMTypeRef atomic_int_type(CG *cg, Node *x)
{
    unsigned long long size = LLVMABISizeOfType(cg->td, cg_type(cg, x->type));
    return size == 1 || size == 2 || size == 4 || size == 8 ? LLVMIntTypeInContext(cg->ctx, (unsigned)size * 8) : NULL;
}

/* A scalar temporary named like a variable: sema's nodes read it through
 * an N_NAME put in place of the node it stands for. */
static Node *atomic_temp(CG *cg, Type *t, LLVMValueRef *addr)
{
    Symbol *s = arena_alloc(cu_arena, sizeof *s);
    memset(s, 0, sizeof *s);
    s->name = ".omp.atomic";
    s->kind = SYM_VARIABLE;
    s->type = t;
    CgVar *v = arena_alloc(cu_arena, sizeof *v);
    memset(v, 0, sizeof *v);
    v->kind = CV_SCALAR;
    v->sym = s;
    v->fn = cg->fn;
    v->addr = *addr = cg_alloca(cg, cg_type(cg, t), "omp.atomic.tmp");
    v->frame_slot = -1;
    s->cg = v;
    Node *n = node_new(N_NAME, (Loc){0});
    n->name = s->name;
    n->sym = s;
    n->type = t;
    return n;
}

/* An update's right side: the operator node (x op e, e op x, f(x, e, ...)),
 * the slot holding x (under conversions) and whether x is its first operand. */
typedef struct {
    Node *op;
    Node **xslot;
    bool x_first;
} AtomicUpdate;

static bool atomic_update_form(Node *a, AtomicUpdate *u)
{
    Node *l = a->lhs;
    Node *op = *past_conversions(&a->rhs);
    Symbol *base = ref_base(l);
    if (!base || !op)
        return false;
    Node **slots[8];
    int n = 0;
    if (op->kind == N_BINARY && (op->op == TK_PLUS || op->op == TK_MINUS || op->op == TK_STAR ||
                                 op->op == TK_SLASH || op->op == TK_AND || op->op == TK_OR ||
                                 op->op == TK_EQV || op->op == TK_NEQV)) {
        slots[n++] = &op->lhs;
        slots[n++] = &op->rhs;
    } else if (op->kind == N_INTRINSIC_CALL && (op->op == INTR_MAX || op->op == INTR_MIN || op->op == INTR_IAND ||
                                                op->op == INTR_IOR || op->op == INTR_IEOR)) {
        for (int i = 0; i < op->args.len && n < 8; i++)
            if (op->args.items[i])
                slots[n++] = &op->args.items[i];
        if (n != op->args.len)
            return false;
    } else {
        return false;
    }
    u->op = op;
    u->xslot = NULL;
    /* the other operands may name x's array (a(i) = a(i) + a(j)): they are
       evaluated once, before the atomic operation, as OpenMP allows */
    for (int i = 0; i < n; i++) {
        Node **xs = past_conversions(slots[i]);
        if (!u->xslot && same_ref(*xs, l)) {
            u->xslot = xs;
            u->x_first = i == 0;
        }
    }
    return u->xslot != NULL;
}

/* Evaluates the operands other than x once, into temporaries that take
 * their place in the operator node (restored by atomic_restore). */
typedef struct {
    Node **slot[9];
    Node *saved[9];
    int n;
} AtomicSubst;

static void atomic_put(AtomicSubst *sub, Node **slot, Node *with)
{
    sub->slot[sub->n] = slot;
    sub->saved[sub->n++] = *slot;
    *slot = with;
}

static void atomic_restore(AtomicSubst *sub)
{
    while (sub->n > 0) {
        sub->n--;
        *sub->slot[sub->n] = sub->saved[sub->n];
    }
}

static void atomic_operands_once(CG *cg, AtomicUpdate *u, AtomicSubst *sub)
{
    Node **slots[8];
    int n = 0;
    if (u->op->kind == N_BINARY) {
        slots[n++] = &u->op->lhs;
        slots[n++] = &u->op->rhs;
    } else {
        for (int i = 0; i < u->op->args.len && n < 8; i++)
            slots[n++] = &u->op->args.items[i];
    }
    for (int i = 0; i < n; i++) {
        if (past_conversions(slots[i]) == u->xslot || (*slots[i])->cval)
            continue;
        LLVMValueRef t;
        Node *tn = atomic_temp(cg, (*slots[i])->type, &t);
        LLVMBuildStore(cg->b, cg_expr(cg, *slots[i]), t);
        atomic_put(sub, slots[i], tn);
    }
}

/* x op e as one atomicrmw, when x is an integer used without conversion. */
static bool atomic_rmw_op(Node *a, AtomicUpdate *u, LLVMAtomicRMWBinOp *op)
{
    Node *l = a->lhs;
    if (l->type->kind != TY_INTEGER || *past_conversions(&a->rhs) != a->rhs || *u->xslot != *past_conversions(u->xslot))
        return false;
    Node *e = NULL;
    if (u->op->kind == N_BINARY) {
        e = u->x_first ? u->op->rhs : u->op->lhs;
        if (u->op->op == TK_PLUS)
            *op = LLVMAtomicRMWBinOpAdd;
        else if (u->op->op == TK_MINUS && u->x_first)
            *op = LLVMAtomicRMWBinOpSub;
        else
            return false;
    } else {
        if (u->op->args.len != 2)
            return false;
        e = u->op->args.items[u->x_first ? 1 : 0];
        *op = u->op->op == INTR_MAX ? LLVMAtomicRMWBinOpMax : u->op->op == INTR_MIN ? LLVMAtomicRMWBinOpMin
            : u->op->op == INTR_IAND ? LLVMAtomicRMWBinOpAnd : u->op->op == INTR_IOR ? LLVMAtomicRMWBinOpOr
            : LLVMAtomicRMWBinOpXor;
    }
    return e->type && e->type->kind == TY_INTEGER && e->type->kind_param == l->type->kind_param;
}

static LLVMValueRef atomic_load(CG *cg, LLVMTypeRef it, LLVMValueRef addr)
{
    LLVMValueRef v = LLVMBuildLoad2(cg->b, it, addr, "omp.atomic.old");
    LLVMSetOrdering(v, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(v, (unsigned)(LLVMGetIntTypeWidth(it) / 8));
    return v;
}

/* v = expression of x, with x's value given as bits of x's type. */
static void atomic_store_capture(CG *cg, Node *cap, Node *xnode, LLVMTypeRef it, LLVMValueRef bits)
{
    LLVMValueRef t;
    Node *tn = atomic_temp(cg, xnode->type, &t);
    LLVMBuildStore(cg->b, bits, t);
    AtomicSubst sub = {0};
    atomic_put(&sub, past_conversions(&cap->rhs), tn);
    LLVMValueRef v = cg_convert(cg, cg_expr(cg, cap->rhs), cap->rhs->type, cap->lhs->type);
    atomic_restore(&sub);
    LLVMBuildStore(cg->b, v, cg_addr(cg, cap->lhs));
    (void)it;
}

/* The update a (x = x op e, or a write x = e when write is set); returns in
 * *old and *new the bits x had before and after. */
static void atomic_update(CG *cg, Node *a, bool write, LLVMTypeRef it, LLVMValueRef *old, LLVMValueRef *new)
{
    Node *l = a->lhs;
    LLVMValueRef addr = cg_addr(cg, l);
    if (write) {
        LLVMValueRef t;
        atomic_temp(cg, l->type, &t);
        LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, a->rhs), a->rhs->type, l->type), t);
        *new = LLVMBuildLoad2(cg->b, it, t, "");
        *old = LLVMBuildAtomicRMW(cg->b, LLVMAtomicRMWBinOpXchg, addr, *new, LLVMAtomicOrderingMonotonic, false);
        return;
    }
    AtomicUpdate u;
    atomic_update_form(a, &u);
    LLVMAtomicRMWBinOp op;
    if (atomic_rmw_op(a, &u, &op)) {
        Node *e = u.op->kind == N_BINARY ? (u.x_first ? u.op->rhs : u.op->lhs) : u.op->args.items[u.x_first ? 1 : 0];
        LLVMValueRef v = cg_expr(cg, e);
        *old = LLVMBuildAtomicRMW(cg->b, op, addr, v, LLVMAtomicOrderingMonotonic, false);
        switch (op) {
        case LLVMAtomicRMWBinOpAdd: *new = LLVMBuildAdd(cg->b, *old, v, ""); break;
        case LLVMAtomicRMWBinOpSub: *new = LLVMBuildSub(cg->b, *old, v, ""); break;
        case LLVMAtomicRMWBinOpAnd: *new = LLVMBuildAnd(cg->b, *old, v, ""); break;
        case LLVMAtomicRMWBinOpOr: *new = LLVMBuildOr(cg->b, *old, v, ""); break;
        case LLVMAtomicRMWBinOpXor: *new = LLVMBuildXor(cg->b, *old, v, ""); break;
        default:
            *new = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, op == LLVMAtomicRMWBinOpMax ? LLVMIntSGT : LLVMIntSLT,
                                                        *old, v, ""), *old, v, "");
        }
        return;
    }
    /* compare and swap: new = f(old) until x still held old */
    AtomicSubst sub = {0};
    atomic_operands_once(cg, &u, &sub);
    LLVMValueRef oldt, newt;
    Node *oldn = atomic_temp(cg, l->type, &oldt);
    atomic_temp(cg, l->type, &newt);
    atomic_put(&sub, u.xslot, oldn);
    LLVMValueRef cur = cg_alloca(cg, it, "omp.atomic.cur");
    LLVMBuildStore(cg->b, atomic_load(cg, it, addr), cur);
    LLVMBasicBlockRef loop = cg_new_block(cg, "omp.atomic.cas"), done = cg_new_block(cg, "omp.atomic.done");
    LLVMBuildBr(cg->b, loop);
    LLVMPositionBuilderAtEnd(cg->b, loop);
    LLVMValueRef o = LLVMBuildLoad2(cg->b, it, cur, "");
    LLVMBuildStore(cg->b, o, oldt);
    LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, a->rhs), a->rhs->type, l->type), newt);
    LLVMValueRef n = LLVMBuildLoad2(cg->b, it, newt, "");
    LLVMValueRef pair = LLVMBuildAtomicCmpXchg(cg->b, addr, o, n, LLVMAtomicOrderingMonotonic,
                                               LLVMAtomicOrderingMonotonic, false);
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, pair, 0, ""), cur);
    LLVMBuildCondBr(cg->b, LLVMBuildExtractValue(cg->b, pair, 1, ""), done, loop);
    LLVMPositionBuilderAtEnd(cg->b, done);
    atomic_restore(&sub);
    *old = o;
    *new = n;
}

/* The statements of s done with hardware atomics; false (nothing emitted)
 * when their form or x's size needs the lock. */
static bool atomic_hw(CG *cg, Node *s)
{
    for (int i = 0; i < s->body.len; i++) {
        Node *a = s->body.items[i];
        if (!a || a->kind != N_ASSIGN || !a->lhs || !a->rhs || !a->lhs->type || !a->rhs->type)
            return false;
    }
    const char *form = s->text;
    if (!strcmp(form, "read") || !strcmp(form, "write") || !strcmp(form, "update")) {
        if (s->body.len != 1)
            return false;
        Node *a = s->body.items[0];
        if (!strcmp(form, "read")) {
            Node *x = *past_conversions(&a->rhs);
            LLVMTypeRef it = x->type && !x->rank && (x->kind == N_NAME || x->kind == N_ARRAY_REF || x->kind == N_COMPONENT)
                                 ? atomic_int_type(cg, x) : NULL;
            if (!it)
                return false;
            atomic_store_capture(cg, a, x, it, atomic_load(cg, it, cg_addr(cg, x)));
            return true;
        }
        LLVMTypeRef it = atomic_int_type(cg, a->lhs);
        AtomicUpdate u;
        bool write = !strcmp(form, "write");
        if (!it || (!write && !atomic_update_form(a, &u)))
            return false;
        if (write) {
            LLVMValueRef t;
            atomic_temp(cg, a->lhs->type, &t);
            LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, a->rhs), a->rhs->type, a->lhs->type), t);
            LLVMValueRef st = LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, it, t, ""), cg_addr(cg, a->lhs));
            LLVMSetOrdering(st, LLVMAtomicOrderingMonotonic);
            LLVMSetAlignment(st, (unsigned)(LLVMGetIntTypeWidth(it) / 8));
            return true;
        }
        LLVMValueRef old, new;
        atomic_update(cg, a, false, it, &old, &new);
        return true;
    }
    if (strcmp(form, "capture") || s->body.len != 2)
        return false;
    /* v = x; update or write | update; v = x */
    Node *first = s->body.items[0], *second = s->body.items[1];
    Node *cap, *upd;
    bool capture_old;
    if (same_ref(*past_conversions(&first->rhs), second->lhs) && !same_ref(first->lhs, second->lhs)) {
        cap = first, upd = second, capture_old = true;
    } else if (same_ref(*past_conversions(&second->rhs), first->lhs) && !same_ref(second->lhs, first->lhs)) {
        cap = second, upd = first, capture_old = false;
    } else {
        return false;
    }
    LLVMTypeRef it = atomic_int_type(cg, upd->lhs);
    Symbol *vbase = ref_base(cap->lhs);
    if (!it || !vbase || cg_expr_mentions(upd->rhs, vbase) || cg_expr_mentions(upd->lhs, vbase))
        return false;
    AtomicUpdate u;
    bool write = !atomic_update_form(upd, &u);
    if (write && (!capture_old || cg_expr_mentions(upd->rhs, ref_base(upd->lhs))))
        return false;
    LLVMValueRef old, new;
    atomic_update(cg, upd, write, it, &old, &new);
    atomic_store_capture(cg, cap, upd->lhs, it, capture_old ? old : new);
    return true;
}

static void atomic(CG *cg, Node *s)
{
    if (atomic_hw(cg, s))
        return;
    gomp0(cg, "GOMP_atomic_start");
    cg_stmts(cg, &s->body);
    gomp0(cg, "GOMP_atomic_end");
}

/* ------------------------------------------------------------------ */
/* PARALLEL and TASK                                                   */
/* ------------------------------------------------------------------ */

static void region_body(CG *cg, Node *s);

/* The privatizations a PARALLEL region makes at its start. */
static void parallel_privates(CG *cg, Privs *ps, Node *s, PtrVec *refs)
{
    unsigned long long which = CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE);
    bool combined_loop = omp_dir_form[s->op] == OF_LOOP;
    if (!combined_loop && s->op != OMP_PARALLEL_SECTIONS)
        which |= CL(OMPC_REDUCTION);
    privatize_clauses(cg, ps, s, which);
    Node *def = clause(s, OMPC_DEFAULT);
    if (def && (!strcmp(def->name, "private") || !strcmp(def->name, "firstprivate")))
        for (int i = 0; i < refs->len; i++) {
            Symbol *sym = refs->data[i];
            if (!listed(s, sym) && !sym->omp_threadprivate && !sym->is_result)
                privatize(cg, ps, sym, def->name[0] == 'p' ? PRIV_PRIVATE : PRIV_FIRST, NULL, s->loc);
        }
    /* sequential loop variables of the region are private */
    PtrVec loops = {0};
    for (int i = 0; i < s->body.len; i++)
        collect_loop_vars(s->body.items[i], &loops);
    for (int i = 0; i < loops.len; i++) {
        Symbol *sym = loops.data[i];
        if (!listed(s, sym) && !sym->omp_threadprivate && !find_priv(ps, sym))
            privatize(cg, ps, sym, PRIV_PRIVATE, NULL, s->loc);
    }
    free(loops.data);
}

/* COPYIN: the master's values of THREADPRIVATE variables, whose addresses
 * the encountering thread put into the struct after the captures. */
static void copyin(CG *cg, Node *s, LLVMValueRef *master_addrs, int n)
{
    Node *c = clause(s, OMPC_COPYIN);
    for (int i = 0; i < n; i++) {
        CgVar *v = cg_var(cg, c->args.items[i]->sym);
        LLVMValueRef same = LLVMBuildICmp(cg->b, LLVMIntEQ, v->addr, master_addrs[i], "");
        LLVMBasicBlockRef go = cg_new_block(cg, "omp.copyin"), done = cg_new_block(cg, "omp.copyin.done");
        LLVMBuildCondBr(cg->b, same, done, go);
        LLVMPositionBuilderAtEnd(cg->b, go);
        CgVar master = *v; /* the master's copy, bound as ours: assigned to ours */
        master.addr = master_addrs[i];
        copy_out(cg, v, &master);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
    gomp0(cg, "GOMP_barrier");
}

/* The master's addresses of the COPYIN variables (in the encountering thread). */
static int copyin_count(Node *s)
{
    Node *c = clause(s, OMPC_COPYIN);
    return c ? c->args.len : 0;
}

/* !$omp parallel (and the combined PARALLEL constructs): GOMP_parallel
 * runs the outlined body on every thread of a new team, this one too. */
static void parallel(CG *cg, Node *s)
{
    PtrVec refs = {0};
    collect_region_refs(s, &refs);
    Outline o = {0};
    int ncopyin = copyin_count(s);
    outline_layout(cg, &o, &refs, ncopyin);
    LLVMValueRef data = outline_fill(cg, &o);
    Node *cin = clause(s, OMPC_COPYIN);
    for (int i = 0; i < ncopyin; i++)
        store_field(cg, &o, data, o.extra_field + i, cg_var(cg, cin->args.items[i]->sym)->addr);
    /* IF(false) and NUM_THREADS(n) choose the team's size; 0 = the default */
    Node *nt = clause(s, OMPC_NUM_THREADS), *ifc = clause(s, OMPC_IF);
    LLVMValueRef nthreads = nt ? LLVMBuildTrunc(cg->b, LLVMBuildSExt(cg->b, cg_expr(cg, nt->rhs), cg->t_i64, ""),
                                                cg->t_i32, "")
                               : cg_const_i32(cg, 0);
    if (ifc)
        nthreads = LLVMBuildSelect(cg->b, cg_logical_cond(cg, ifc->rhs), nthreads, cg_const_i32(cg, 1), "");
    Node *pb = clause(s, OMPC_PROC_BIND);
    unsigned flags = !pb ? 0 : !strcmp(pb->name, "master") ? 2 : !strcmp(pb->name, "close") ? 3 : 4;

    FnState st;
    LLVMValueRef fn = outline_begin(cg, &o, &st, s);
    LLVMValueRef in = LLVMGetParam(fn, 0);
    if (ncopyin) {
        LLVMValueRef *ma = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)ncopyin);
        for (int i = 0; i < ncopyin; i++)
            ma[i] = load_field(cg, &o, in, o.extra_field + i, cg->t_ptr);
        copyin(cg, s, ma, ncopyin);
    }
    Privs ps = {0};
    parallel_privates(cg, &ps, s, &refs);
    privs_start(cg, &ps, 0);
    region_body(cg, s);
    privs_reduce(cg, &ps);
    privs_end(cg, &ps);
    outline_end(cg, &o, &st);
    free(refs.data);

    LLVMValueRef args[4] = {fn, data, nthreads, LLVMConstInt(cg->t_i32, flags, false)};
    cg_call_extern(cg, "GOMP_parallel", cg->t_void, (LLVMTypeRef[]){cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32}, 4,
                   args, 4, false);
}

/* What a combined PARALLEL construct runs on each thread; a plain one its
 * block. */
static void region_body(CG *cg, Node *s)
{
    switch (s->op) {
    case OMP_PARALLEL_DO:
    case OMP_PARALLEL_DO_SIMD:
        ws_loop(cg, s, true); /* the region's end is the barrier */
        break;
    case OMP_PARALLEL_SECTIONS:
        sections(cg, s, true);
        break;
    case OMP_PARALLEL_WORKSHARE:
        single(cg, s, true);
        break;
    default:
        cg_stmts(cg, &s->body);
        break;
    }
}

/* A task's FIRSTPRIVATE variable that is not a plain scalar (arrays,
 * allocatables, pointers, derived types with allocatable components): its
 * value is taken when the task is created, into a heap snapshot the task
 * adopts as its private copy (and frees with it). */
typedef enum { SNAP_DESC, SNAP_ASSUMED, SNAP_SLOT, SNAP_BYTES } SnapKind;

static SnapKind snap_kind(CgVar *v)
{
    Symbol *s = v->sym;
    if (v->kind == CV_DESC)
        return (s->attrs & (A_ALLOCATABLE | A_POINTER)) ? SNAP_DESC : SNAP_ASSUMED;
    if (v->kind == CV_SCALAR && v->indirect)
        return SNAP_SLOT;
    return SNAP_BYTES;
}

static LLVMValueRef snap_size(CG *cg, CgVar *v)
{
    switch (snap_kind(v)) {
    case SNAP_DESC: case SNAP_ASSUMED: return LLVMSizeOf(cg_desc_type(cg, v->rank));
    case SNAP_SLOT: return LLVMSizeOf(cg->t_ptr);
    default: return var_bytes(cg, v);
    }
}

/* In the encountering thread: the snapshot of orig. */
static LLVMValueRef task_snapshot(CG *cg, CgVar *orig)
{
    LLVMValueRef size = snap_size(cg, orig);
    LLVMValueRef mem = malloc_bytes(cg, size);
    CgVar tmp = *orig;
    tmp.addr = mem;
    switch (snap_kind(orig)) {
    case SNAP_DESC:
    case SNAP_SLOT:
        LLVMBuildMemSet(cg->b, mem, LLVMConstNull(cg->t_i8), size, 1);
        copy_in(cg, NULL, &tmp, orig, true); /* allocatables copied, pointers associated */
        break;
    case SNAP_ASSUMED: {
        Privs none = {0};
        LLVMBuildMemSet(cg->b, mem, LLVMConstNull(cg->t_i8), size, 1);
        alloc_like(cg, &none, &tmp, orig);
        copy_elements(cg, &tmp, orig);
        derived_elems(cg, &tmp, true);
        free(none.owned.data);
        break;
    }
    default:
        memcpy_bytes(cg, mem, var_data(cg, orig), size);
        if (orig->kind == CV_SCALAR && has_derived_allocs(orig->sym))
            cg_derived_copy_allocs(cg, mem, orig->sym->type->derived);
        else if (orig->kind == CV_ARRAY)
            derived_elems(cg, &tmp, true);
        break;
    }
    return mem;
}

/* In the task: the private copy p takes over the snapshot. */
static void task_adopt(CG *cg, Privs *ps, Priv *p, LLVMValueRef snap)
{
    CgVar *v = p->priv;
    switch (snap_kind(v)) {
    case SNAP_DESC:
        memcpy_bytes(cg, v->addr, snap, snap_size(cg, v));
        break; /* an allocatable's data is freed with the copy, a pointer's is not its own */
    case SNAP_ASSUMED:
        memcpy_bytes(cg, v->addr, snap, snap_size(cg, v));
        vec_push(&ps->owned, v);
        break;
    case SNAP_SLOT:
        LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, snap, ""), v->addr);
        break;
    default:
        memcpy_bytes(cg, var_data(cg, v), snap, snap_size(cg, v));
        break;
    }
    cg_call_extern(cg, "free", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &snap, 1, false);
}

/* !$omp task: GOMP_task copies the struct (arg_size bytes) when it defers
 * the task; FIRSTPRIVATE values travel in a heap block it points to. Without
 * DEFAULT, a scalar that is not shared in the enclosing context (a private
 * copy, an orphaned task's local or dummy) is FIRSTPRIVATE too. */
static void task(CG *cg, Node *s)
{
    PtrVec refs = {0};
    collect_region_refs(s, &refs);
    /* firstprivate values (and the variables private in the enclosing
     * context that the task references) are captured by value: the
     * variables' bytes, copied here into a heap block the struct points to */
    Outline o = {0};
    outline_layout(cg, &o, &refs, 1);
    LLVMValueRef data = outline_fill(cg, &o);
    PtrVec fp = {0}, snaps = {0};
    Node *def = clause(s, OMPC_DEFAULT);
    for (int i = 0; i < refs.len; i++) {
        Symbol *sym = refs.data[i];
        CgVar *v = sym->cg;
        bool explicit_first = in_clause(s, OMPC_FIRSTPRIVATE, sym) ||
                              (def && !strcmp(def->name, "firstprivate") && !listed(s, sym));
        bool first = explicit_first || (!def && !listed(s, sym) && !bound_shared(v));
        bool derived_allocs = has_derived_allocs(sym);
        if (first && v && (v->kind == CV_SCALAR && !v->indirect) && !derived_allocs &&
            cg_char_const_len(sym->type) != -1)
            vec_push(&fp, sym);
        else if (first && sym->type && sym->type->kind == TY_CHARACTER && cg_char_const_len(sym->type) == -1) {
            if (explicit_first)
                error_at(s->loc, "FIRSTPRIVATE on !$OMP TASK of the CHARACTER variable '%s', whose length is not "
                                 "constant, is not supported yet", sym->name);
        } else if (first && (v = cg_var(cg, sym)) != NULL &&
                   !(v->kind == CV_ARRAY && !v->ext[v->rank - 1])) /* assumed-size arrays are shared */
            vec_push(&snaps, sym);
    }
    int nf = fp.len + snaps.len;
    LLVMValueRef *vals = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(nf + 1));
    LLVMTypeRef *vt = arena_alloc(cu_arena, sizeof(LLVMTypeRef) * (size_t)(nf + 1));
    for (int i = 0; i < fp.len; i++)
        vt[i] = cg_type(cg, ((Symbol *)fp.data[i])->type);
    for (int i = 0; i < snaps.len; i++)
        vt[fp.len + i] = cg->t_ptr;
    LLVMTypeRef vst = LLVMStructTypeInContext(cg->ctx, vt, (unsigned)nf, false);
    LLVMValueRef size = LLVMSizeOf(vst);
    LLVMTypeRef pt1[1] = {cg->t_i64};
    LLVMValueRef block = cg_call_extern(cg, "malloc", cg->t_ptr, pt1, 1, &size, 1, false);
    for (int i = 0; i < fp.len; i++) {
        CgVar *v = cg_var(cg, fp.data[i]);
        vals[i] = LLVMBuildLoad2(cg->b, vt[i], v->addr, "");
        LLVMBuildStore(cg->b, vals[i], LLVMBuildStructGEP2(cg->b, vst, block, (unsigned)i, ""));
    }
    for (int i = 0; i < snaps.len; i++)
        LLVMBuildStore(cg->b, task_snapshot(cg, cg_var(cg, snaps.data[i])),
                       LLVMBuildStructGEP2(cg->b, vst, block, (unsigned)(fp.len + i), ""));
    store_field(cg, &o, data, o.extra_field, block);

    FnState st;
    LLVMValueRef fn = outline_begin(cg, &o, &st, s);
    LLVMValueRef in = LLVMGetParam(fn, 0);
    LLVMValueRef blk = load_field(cg, &o, in, o.extra_field, cg->t_ptr);
    Privs ps = {0};
    privatize_clauses(cg, &ps, s, CL(OMPC_PRIVATE));
    for (int i = 0; i < fp.len; i++) {
        Priv *p = privatize(cg, &ps, fp.data[i], PRIV_PRIVATE, NULL, s->loc);
        LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, vt[i], LLVMBuildStructGEP2(cg->b, vst, blk, (unsigned)i, ""), ""),
                       p->priv->addr);
    }
    for (int i = 0; i < snaps.len; i++) {
        /* PRIV_FIRST binds the copy without PRIVATE's allocation; the values come from the snapshot */
        Priv *p = privatize(cg, &ps, snaps.data[i], PRIV_FIRST, NULL, s->loc);
        task_adopt(cg, &ps, p,
                   LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, vst, blk, (unsigned)(fp.len + i), ""), ""));
    }
    if (def && !strcmp(def->name, "private"))
        for (int i = 0; i < refs.len; i++)
            if (!listed(s, refs.data[i]))
                privatize(cg, &ps, refs.data[i], PRIV_PRIVATE, NULL, s->loc);
    cg_stmts(cg, &s->body);
    privs_end(cg, &ps);
    cg_call_extern(cg, "free", cg->t_void, (LLVMTypeRef[]){cg->t_ptr}, 1, &blk, 1, false);
    outline_end(cg, &o, &st);
    free(refs.data);
    free(fp.data);
    free(snaps.data);

    /* flags as libgomp's GOMP_TASK_FLAG_*: untied 1, final 2, mergeable 4, depend 8 */
    LLVMValueRef flags = cg_const_i32(cg, (has_clause(s, OMPC_UNTIED) ? 1 : 0) | (has_clause(s, OMPC_MERGEABLE) ? 4 : 0));
    Node *fin = clause(s, OMPC_FINAL);
    if (fin)
        flags = LLVMBuildOr(cg->b, flags, LLVMBuildSelect(cg->b, cg_logical_cond(cg, fin->rhs), cg_const_i32(cg, 2),
                                                          cg_const_i32(cg, 0), ""), "");
    Node *ifc = clause(s, OMPC_IF);
    LLVMValueRef cond = ifc ? LLVMBuildZExt(cg->b, cg_logical_cond(cg, ifc->rhs), cg->t_i8, "")
                            : LLVMConstInt(cg->t_i8, 1, false);
    /* DEPEND: {count, count of out/inout, addresses out/inout first} */
    LLVMValueRef deps = LLVMConstNull(cg->t_ptr);
    int nd = 0, nout = 0;
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (c && c->op == OMPC_DEPEND) {
            nd += c->args.len;
            if (strcmp(c->name, "in"))
                nout += c->args.len;
        }
    }
    if (nd) {
        LLVMTypeRef at = LLVMArrayType2(cg->t_ptr, (uint64_t)(nd + 2));
        deps = cg_alloca(cg, at, "omp.depend");
        int k = 2;
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < s->args.len; i++) {
                Node *c = s->args.items[i];
                if (!c || c->op != OMPC_DEPEND || (pass == 0) != (strcmp(c->name, "in") != 0))
                    continue;
                for (int j = 0; j < c->args.len; j++) {
                    LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, k++)};
                    LLVMBuildStore(cg->b, cg_addr(cg, c->args.items[j]), LLVMBuildInBoundsGEP2(cg->b, at, deps, idx, 2, ""));
                }
            }
        for (int k2 = 0; k2 < 2; k2++) {
            LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, k2)};
            LLVMBuildStore(cg->b, LLVMBuildIntToPtr(cg->b, cg_const_i64(cg, k2 ? nout : nd), cg->t_ptr, ""),
                           LLVMBuildInBoundsGEP2(cg->b, at, deps, idx, 2, ""));
        }
        flags = LLVMBuildOr(cg->b, flags, cg_const_i32(cg, 8), "");
    }
    Node *pri = clause(s, OMPC_PRIORITY);
    LLVMValueRef prio = pri ? LLVMBuildTrunc(cg->b, LLVMBuildSExt(cg->b, cg_expr(cg, pri->rhs), cg->t_i64, ""), cg->t_i32, "")
                            : cg_const_i32(cg, 0);
    LLVMValueRef args[9] = {fn, data, LLVMConstNull(cg->t_ptr), LLVMSizeOf(o.st), cg_const_i64(cg, 8), cond, flags, deps,
                            prio};
    LLVMTypeRef pt[9] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i64, cg->t_i8, cg->t_i32, cg->t_ptr, cg->t_i32};
    cg_call_extern(cg, "GOMP_task", cg->t_void, pt, 9, args, 9, false);
}

/* !$omp taskloop: the iteration space cut into chunks of GRAINSIZE (or
 * NUM_TASKS chunks; by default one per thread of the team), one task per
 * chunk running the outlined loop over it, all in a task group unless
 * NOGROUP. The struct carries the chunk and each level's start, step and
 * trip count after the captures. */
static LLVMValueRef as_ptr(CG *cg, LLVMValueRef i64) { return LLVMBuildIntToPtr(cg->b, i64, cg->t_ptr, ""); }
static LLVMValueRef as_i64(CG *cg, LLVMValueRef p) { return LLVMBuildPtrToInt(cg->b, p, cg->t_i64, ""); }

static void taskloop(CG *cg, Node *s)
{
    LoopLevel lv[16];
    LLVMValueRef total;
    int n = loop_levels(cg, s, lv, &total, collapse_of(s));
    if (!n)
        return;
    PtrVec refs = {0};
    collect_region_refs(s, &refs);
    Outline o = {0};
    outline_layout(cg, &o, &refs, 2 + 3 * n);
    LLVMValueRef data = outline_fill(cg, &o);
    for (int l = 0; l < n; l++) {
        store_field(cg, &o, data, o.extra_field + 2 + 3 * l, as_ptr(cg, lv[l].start));
        store_field(cg, &o, data, o.extra_field + 3 + 3 * l, as_ptr(cg, lv[l].step));
        store_field(cg, &o, data, o.extra_field + 4 + 3 * l, as_ptr(cg, lv[l].trips));
    }

    FnState st;
    LLVMValueRef fn = outline_begin(cg, &o, &st, s);
    LLVMValueRef in = LLVMGetParam(fn, 0);
    LLVMValueRef lo = as_i64(cg, load_field(cg, &o, in, o.extra_field, cg->t_ptr));
    LLVMValueRef hi = as_i64(cg, load_field(cg, &o, in, o.extra_field + 1, cg->t_ptr));
    LoopLevel tl[16];
    LLVMValueRef ttotal = cg_const_i64(cg, 1);
    for (int l = 0; l < n; l++) {
        tl[l] = lv[l];
        tl[l].start = as_i64(cg, load_field(cg, &o, in, o.extra_field + 2 + 3 * l, cg->t_ptr));
        tl[l].step = as_i64(cg, load_field(cg, &o, in, o.extra_field + 3 + 3 * l, cg->t_ptr));
        tl[l].trips = as_i64(cg, load_field(cg, &o, in, o.extra_field + 4 + 3 * l, cg->t_ptr));
        ttotal = LLVMBuildMul(cg->b, ttotal, tl[l].trips, "");
    }
    Privs ps = {0};
    privatize_loop(cg, &ps, s, tl, n, CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE) | CL(OMPC_LASTPRIVATE));
    chunk_loop(cg, tl, n, lo, hi);
    loop_lastprivate(cg, &ps, tl, n, LLVMBuildICmp(cg->b, LLVMIntEQ, hi, ttotal, ""), false);
    privs_end(cg, &ps);
    outline_end(cg, &o, &st);
    free(refs.data);

    /* the chunk size */
    Node *gs = clause(s, OMPC_GRAINSIZE), *nt = clause(s, OMPC_NUM_TASKS);
    LLVMValueRef grain;
    if (gs) {
        grain = LLVMBuildSExt(cg->b, cg_expr(cg, gs->rhs), cg->t_i64, "");
    } else {
        LLVMValueRef tasks = nt ? LLVMBuildSExt(cg->b, cg_expr(cg, nt->rhs), cg->t_i64, "")
                                : LLVMBuildSExt(cg->b, cg_call_extern(cg, "omp_get_num_threads", cg->t_i32, NULL, 0,
                                                                      NULL, 0, false), cg->t_i64, "");
        LLVMValueRef one = cg_const_i64(cg, 1);
        tasks = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, tasks, one, ""), one, tasks, "");
        grain = LLVMBuildSDiv(cg->b, LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, total, tasks, ""), one, ""), tasks, "");
    }
    LLVMValueRef one = cg_const_i64(cg, 1);
    grain = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, grain, one, ""), one, grain, "omp.grain");
    bool group = !has_clause(s, OMPC_NOGROUP);
    if (group)
        gomp0(cg, "GOMP_taskgroup_start");
    LLVMValueRef at = cg_alloca(cg, cg->t_i64, "omp.chunk.lo");
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), at);
    LLVMBasicBlockRef head = cg_new_block(cg, "omp.taskloop"), body = cg_new_block(cg, "omp.taskloop.task"),
                      done = cg_new_block(cg, "omp.taskloop.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef clo = LLVMBuildLoad2(cg->b, cg->t_i64, at, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, clo, total, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef chi = LLVMBuildAdd(cg->b, clo, grain, "");
    chi = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, chi, total, ""), total, chi, "");
    store_field(cg, &o, data, o.extra_field, as_ptr(cg, clo));
    store_field(cg, &o, data, o.extra_field + 1, as_ptr(cg, chi));
    Node *ifc = clause(s, OMPC_IF);
    LLVMValueRef cond = ifc ? LLVMBuildZExt(cg->b, cg_logical_cond(cg, ifc->rhs), cg->t_i8, "")
                            : LLVMConstInt(cg->t_i8, 1, false);
    LLVMValueRef flags = cg_const_i32(cg, (has_clause(s, OMPC_UNTIED) ? 1 : 0) | (has_clause(s, OMPC_MERGEABLE) ? 4 : 0));
    LLVMValueRef args[9] = {fn, data, LLVMConstNull(cg->t_ptr), LLVMSizeOf(o.st), cg_const_i64(cg, 8), cond, flags,
                            LLVMConstNull(cg->t_ptr), cg_const_i32(cg, 0)};
    LLVMTypeRef pt[9] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i64, cg->t_i8, cg->t_i32, cg->t_ptr, cg->t_i32};
    cg_call_extern(cg, "GOMP_task", cg->t_void, pt, 9, args, 9, false);
    LLVMBuildStore(cg->b, chi, at);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    if (group)
        gomp0(cg, "GOMP_taskgroup_end");
}

/* A loop construct with SIMD only: the loop as written (its iterations in
 * order; LLVM's vectorizer sees a plain counted loop), its variable and
 * clauses privatized. */
static void plain_loop(CG *cg, Node *s)
{
    Privs ps = {0};
    privatize_clauses(cg, &ps, s, CL(OMPC_PRIVATE) | CL(OMPC_FIRSTPRIVATE) | CL(OMPC_LASTPRIVATE));
    privs_start(cg, &ps, 0);
    Node *loop = s->body.len ? s->body.items[0] : NULL;
    /* LASTPRIVATE of a sequential loop: the copies end with the last values */
    for (int i = 0; i < ps.n; i++)
        if (ps.v[i].kind == PRIV_LAST || ps.v[i].kind == PRIV_FIRSTLAST)
            ps.v[i].kind = PRIV_FIRSTLAST;
    if (loop)
        cg_stmts(cg, &s->body);
    privs_last(cg, &ps, LLVMConstInt(cg->t_i1, 1, false), false);
    privs_end(cg, &ps);
}

void cg_omp(CG *cg, Node *s)
{
    bool nowait = has_clause(s, OMPC_NOWAIT);
    switch (s->op) {
    case OMP_PARALLEL:
    case OMP_PARALLEL_DO:
    case OMP_PARALLEL_DO_SIMD:
    case OMP_PARALLEL_SECTIONS:
    case OMP_PARALLEL_WORKSHARE:
        parallel(cg, s);
        break;
    case OMP_DO:
    case OMP_DO_SIMD:
        ws_loop(cg, s, nowait);
        break;
    case OMP_SIMD:
        plain_loop(cg, s);
        break;
    case OMP_TASKLOOP:
    case OMP_TASKLOOP_SIMD:
        taskloop(cg, s);
        break;
    case OMP_SECTIONS:
        sections(cg, s, nowait);
        break;
    case OMP_SINGLE:
    case OMP_WORKSHARE:
        /* WORKSHARE: one thread does the block's work, the team waits */
        single(cg, s, nowait);
        break;
    case OMP_MASTER:
        master(cg, s);
        break;
    case OMP_CRITICAL:
        critical(cg, s);
        break;
    case OMP_ORDERED:
        if (has_clause(s, OMPC_DEPEND)) {
            ordered_depend(cg, s);
            break;
        }
        gomp0(cg, "GOMP_ordered_start");
        cg_stmts(cg, &s->body);
        gomp0(cg, "GOMP_ordered_end");
        break;
    case OMP_BARRIER:
        gomp0(cg, "GOMP_barrier");
        break;
    case OMP_TASKWAIT:
        gomp0(cg, "GOMP_taskwait");
        break;
    case OMP_TASKYIELD:
        gomp0(cg, "GOMP_taskyield");
        break;
    case OMP_TASKGROUP:
        gomp0(cg, "GOMP_taskgroup_start");
        cg_stmts(cg, &s->body);
        gomp0(cg, "GOMP_taskgroup_end");
        break;
    case OMP_TASK:
        task(cg, s);
        break;
    case OMP_FLUSH:
        LLVMBuildFence(cg->b, LLVMAtomicOrderingSequentiallyConsistent, false, "");
        break;
    case OMP_ATOMIC:
        atomic(cg, s);
        break;
    case OMP_THREADPRIVATE:
    case OMP_SECTION:
        break;
    }
}
