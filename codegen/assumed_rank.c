/* assumed_rank.c — assumed-rank objects (DIMENSION(..) dummies, F2018
 * 8.5.8.7) as gfortran lowers them: a gfortran descriptor whose dtype.rank
 * is the actual's rank (0 for a scalar), read at run time. A non-ALLOCATABLE,
 * non-POINTER one has lower bounds 1, and an assumed-size actual is marked by
 * the upper bound -1 of its last dimension. Here: the RANK, SIZE, SHAPE,
 * LBOUND and UBOUND inquiries of them, SELECT RANK, and the descriptors
 * passed to assumed-rank dummies. */
#include "cg.h"

#include <string.h>

static LLVMTypeRef desc_max(CG *cg) { return cg_desc_type(cg, 15); }
static int64_t ar_vptr_offset(CG *cg);

bool cg_is_assumed_rank(Node *e) { return sema_is_assumed_rank(e); }

/* The descriptor of the assumed-rank object e names. */
LLVMValueRef cg_ar_desc(CG *cg, Node *e)
{
    if (e->kind == N_KEYWORD)
        e = e->rhs;
    return cg_var(cg, cg_ultimate(e->sym))->addr;
}

static bool keeps_bounds(Node *e)
{
    if (e->kind == N_KEYWORD)
        e = e->rhs;
    Symbol *s = cg_ultimate(e->sym);
    return (s->attrs & (A_ALLOCATABLE | A_POINTER)) != 0;
}

/* i64 rank of descriptor desc. */
LLVMValueRef cg_ar_rank(CG *cg, LLVMValueRef desc)
{
    LLVMValueRef dt = cg_desc_field(cg, desc, 15, 2);
    LLVMValueRef r = LLVMBuildLoad2(cg->b, cg->t_i8, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""), "rank");
    return LLVMBuildSExt(cg->b, r, cg->t_i64, "");
}

/* i64 dtype.elem_len of descriptor desc (TYPE(*) objects). */
LLVMValueRef cg_ar_elem_len(CG *cg, LLVMValueRef desc)
{
    LLVMValueRef dt = cg_desc_field(cg, desc, 15, 2);
    return LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "elem_len");
}

/* dim[k] field which (0 stride, 1 lbound, 2 ubound), k an i64. */
static LLVMValueRef dim_field(CG *cg, LLVMValueRef desc, LLVMValueRef k, int which)
{
    LLVMValueRef idx[4] = {cg_const_i32(cg, 0), cg_const_i32(cg, 4), k, cg_const_i32(cg, which)};
    return LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, desc_max(cg), desc, idx, 4, ""), "");
}

/* LBOUND, UBOUND or the extent (SIZE, SHAPE) of dimension k (i64, 0-based)
 * of the assumed-rank object whose descriptor is desc, as gfortran computes
 * them: an assumed-size last dimension has extent and upper bound -1; a
 * zero-sized one has bounds 1:0; ALLOCATABLE and POINTER ones (keep) keep
 * their bounds, others have lower bounds 1. */
static LLVMValueRef ar_bound(CG *cg, LLVMValueRef desc, LLVMValueRef k, IntrinsicId id, bool keep)
{
    LLVMValueRef one = cg_const_i64(cg, 1), zero = cg_const_i64(cg, 0), minus1 = cg_const_i64(cg, -1);
    LLVMValueRef lb = dim_field(cg, desc, k, 1), ub = dim_field(cg, desc, k, 2);
    LLVMValueRef diff = LLVMBuildSub(cg->b, ub, lb, "");
    LLVMValueRef nonempty = LLVMBuildICmp(cg->b, LLVMIntSGE, diff, zero, "");
    LLVMValueRef ext = LLVMBuildSelect(cg->b, nonempty, LLVMBuildAdd(cg->b, diff, one, ""), zero, "ext");
    if (keep) {
        if (id == INTR_LBOUND)
            return LLVMBuildSelect(cg->b, nonempty, lb, one, "lb");
        if (id == INTR_UBOUND)
            return LLVMBuildSelect(cg->b, nonempty, ub, zero, "ub");
        return ext;
    }
    if (id == INTR_LBOUND)
        return one;
    LLVMValueRef last = LLVMBuildICmp(cg->b, LLVMIntEQ, k, LLVMBuildSub(cg->b, cg_ar_rank(cg, desc), one, ""), "");
    LLVMValueRef star = LLVMBuildAnd(cg->b, last, LLVMBuildICmp(cg->b, LLVMIntEQ, ub, minus1, ""), "assumed.size");
    return LLVMBuildSelect(cg->b, star, minus1, ext, id == INTR_UBOUND ? "ub" : "ext");
}

/* SIZE without DIM: the product of the extents over the run-time rank. */
static LLVMValueRef ar_size(CG *cg, LLVMValueRef desc, bool keep)
{
    LLVMValueRef rank = cg_ar_rank(cg, desc);
    LLVMValueRef prod = cg_alloca(cg, cg->t_i64, "size"), k = cg_alloca(cg, cg->t_i64, "size.k");
    LLVMBuildStore(cg->b, cg_const_i64(cg, 1), prod);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), k);
    LLVMBasicBlockRef head = cg_new_block(cg, "size.head"), body = cg_new_block(cg, "size.body"),
                      done = cg_new_block(cg, "size.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef kv = LLVMBuildLoad2(cg->b, cg->t_i64, k, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, kv, rank, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->t_i64, prod, "");
    LLVMBuildStore(cg->b, LLVMBuildMul(cg->b, p, ar_bound(cg, desc, kv, INTR_SIZE, keep), ""), prod);
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, kv, cg_const_i64(cg, 1), ""), k);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildLoad2(cg->b, cg->t_i64, prod, "size");
}

/* RANK, SIZE, LBOUND(DIM=), UBOUND(DIM=) of an assumed-rank argument: the
 * scalar result converted to type t. */
LLVMValueRef cg_ar_inquiry(CG *cg, IntrinsicId id, Node *a, Node *dim, Type *t)
{
    LLVMValueRef desc = cg_ar_desc(cg, a), r;
    bool keep = keeps_bounds(a);
    if (id == INTR_RANK)
        r = cg_ar_rank(cg, desc);
    else if (!dim && id == INTR_SIZE)
        r = ar_size(cg, desc, keep);
    else {
        LLVMValueRef k = LLVMBuildSub(cg->b, cg_expr_i64(cg, dim), cg_const_i64(cg, 1), "");
        if (opts.bounds_check) {
            /* -fcheck=bounds: DIM beyond the run-time rank, gfortran's message */
            LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntUGE, k, cg_ar_rank(cg, desc), "");
            LLVMBasicBlockRef fail = cg_new_block(cg, "dim.bad"), ok = cg_new_block(cg, "dim.ok");
            LLVMBuildCondBr(cg->b, bad, fail, ok);
            LLVMPositionBuilderAtEnd(cg->b, fail);
            const char *msg = "Array reference out of bounds";
            LLVMValueRef args[2] = {cg_where_string(cg, dim->loc), cg_global_string(cg, msg, strlen(msg), ".msg")};
            LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
            cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 2, true);
            LLVMBuildUnreachable(cg->b);
            LLVMPositionBuilderAtEnd(cg->b, ok);
        }
        r = ar_bound(cg, desc, k, id, keep);
    }
    return LLVMBuildIntCast2(cg->b, r, cg_type(cg, t), true, "");
}

/* The extent of SHAPE, LBOUND or UBOUND without DIM of an assumed-rank
 * argument: its run-time rank. */
LLVMValueRef cg_ar_shape_extent(CG *cg, Node *a)
{
    return cg_ar_rank(cg, cg_ar_desc(cg, a));
}

/* Element k (i64, 0-based) of SHAPE, LBOUND or UBOUND of an assumed-rank argument. */
LLVMValueRef cg_ar_bound_element(CG *cg, IntrinsicId id, Node *a, LLVMValueRef k, Type *t)
{
    LLVMValueRef r = ar_bound(cg, cg_ar_desc(cg, a), k, id == INTR_SHAPE ? INTR_SIZE : id, keeps_bounds(a));
    return LLVMBuildIntCast2(cg->b, r, cg_type(cg, t), true, "");
}

/* A descriptor for a non-ALLOCATABLE, non-POINTER assumed-rank dummy from
 * the descriptor desc of its actual: lower bounds 1, as gfortran's callers
 * pass them and its callees read them (rt/cfi.c). */
LLVMValueRef cg_ar_rebased(CG *cg, LLVMValueRef desc)
{
    LLVMValueRef copy = cg_alloca(cg, desc_max(cg), "desc.ar");
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    LLVMValueRef av[2] = {copy, desc};
    return cg_call_extern(cg, "cuf90_desc_lbound1", cg->t_ptr, pt, 2, av, 2, false);
}

/* SELECT RANK (F2018 11.1.10): the arms in order by the selector's rank (-1
 * for an assumed-size actual, the RANK (*) arm), else RANK DEFAULT; inside
 * an arm the associate name is the selector's storage with that rank. */
void cg_select_rank(CG *cg, Node *s)
{
    LLVMBasicBlockRef end = cg_new_block(cg, "selrank.end");
    CgLoop scope = {.outer = cg->loops, .name = s->construct_name, .exit_bb = end};
    cg->loops = &scope;
    Node *sel = s->cond;
    CgVar *xv = cg_var(cg, cg_ultimate(sel->sym));
    LLVMValueRef desc = xv->addr;
    bool keep = keeps_bounds(sel);
    LLVMValueRef rank = cg_ar_rank(cg, desc);
    if (!keep) {
        /* an assumed-size actual: the upper bound -1 in its last dimension */
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, rank, cg_const_i64(cg, 0), "");
        LLVMValueRef last = LLVMBuildSelect(cg->b, pos, LLVMBuildSub(cg->b, rank, cg_const_i64(cg, 1), ""),
                                            cg_const_i64(cg, 0), "");
        LLVMValueRef star = LLVMBuildAnd(
            cg->b, pos, LLVMBuildICmp(cg->b, LLVMIntEQ, dim_field(cg, desc, last, 2), cg_const_i64(cg, -1), ""), "");
        rank = LLVMBuildSelect(cg->b, star, cg_const_i64(cg, -1), rank, "rank.sel");
    }
    Node *dflt = NULL;
    for (int i = 0; i < s->args.len; i++) {
        Node *g = s->args.items[i];
        if (!g)
            continue;
        if (g->op == GUARD_RANK_DEFAULT) {
            dflt = g;
            continue;
        }
        if (!g->type || g->type->kind == TY_ERROR)
            continue;
        int n = g->op == GUARD_RANK_STAR ? -1 : g->rank;
        LLVMBasicBlockRef then = cg_new_block(cg, "rank.arm"), next = cg_new_block(cg, "rank.next");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, rank, cg_const_i64(cg, n), "is.rank"), then, next);
        LLVMPositionBuilderAtEnd(cg->b, then);
        LLVMValueRef copy_back = NULL;
        int64_t copy_back_bytes = 0;
        if (g->sym) {
            Symbol *a = g->sym;
            CgVar *v;
            bool cls = a->type && a->type->polymorphic;
            if (n > 0) {
                v = cg_new_var(cg, a, CV_DESC);
                v->addr = desc;
                v->assumed_shape = !keep; /* lower bounds 1 */
                if (cls) {
                    /* a CLASS array's container: {descriptor of rank n, vtable} (oop.c) */
                    LLVMTypeRef dt = cg_desc_type(cg, n);
                    int64_t bytes = (int64_t)LLVMABISizeOfType(cg->td, dt);
                    LLVMValueRef c = cg_alloca(cg, LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){dt, cg->t_ptr}, 2, false),
                                               "class.arm");
                    LLVMBuildMemCpy(cg->b, c, 8, desc, 8, cg_const_i64(cg, bytes));
                    LLVMValueRef off = cg_const_i64(cg, bytes);
                    LLVMBuildStore(cg->b, cg_ar_class_vptr(cg, desc), LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, c, &off, 1, ""));
                    v->addr = c;
                    if (keep)
                        copy_back = c, copy_back_bytes = bytes;
                }
            } else if (n == 0 && cls) {
                /* a CLASS scalar: {data, vtable} */
                v = cg_new_var(cg, a, CV_SCALAR);
                LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.arm");
                LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, desc, 15, 0), ""),
                               LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
                LLVMBuildStore(cg->b, cg_ar_class_vptr(cg, desc), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
                v->indirect = true;
                v->addr = c;
            } else if (n == 0) {
                v = cg_new_var(cg, a, CV_SCALAR);
                if (keep) {
                    v->indirect = true; /* the descriptor's base address is the pointer slot */
                    v->addr = cg_desc_field(cg, desc, 15, 0);
                } else {
                    v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, desc, 15, 0), a->name);
                }
            } else {
                v = cg_new_var(cg, a, CV_ARRAY);
                v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, desc, 15, 0), a->name);
                v->lb[0] = cg_const_i64(cg, 1);
                v->ext[0] = NULL; /* assumed size */
            }
            v->len = xv->len;
            if (n == 0 && !cls && a->type && type_deferred_char(a)) {
                /* CHARACTER(:) scalar: its length by reference, else dtype.elem_len */
                v->len_slot = xv->len_slot;
                if (!v->len_slot && !v->len) {
                    int k = char_kind(a->type);
                    LLVMValueRef bytes = cg_ar_elem_len(cg, desc);
                    v->len = k == 1 ? bytes : LLVMBuildUDiv(cg->b, bytes, cg_const_i64(cg, k), "len.chars");
                }
            }
            v->optional = false;
            a->cg = v;
        }
        cg_stmts(cg, &g->body);
        if (copy_back && !LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(cg->b))) {
            /* an ALLOCATABLE or POINTER selector: what the arm allocated,
             * deallocated or associated, and its dynamic type, go back */
            LLVMValueRef off = cg_const_i64(cg, copy_back_bytes), vo = cg_const_i64(cg, ar_vptr_offset(cg));
            LLVMBuildMemCpy(cg->b, desc, 8, copy_back, 8, cg_const_i64(cg, copy_back_bytes));
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, copy_back, &off, 1, ""), ""),
                           LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, desc, &vo, 1, ""));
        }
        cg_br(cg, end);
        LLVMPositionBuilderAtEnd(cg->b, next);
    }
    if (dflt) {
        if (dflt->sym) {
            CgVar *v = cg_new_var(cg, dflt->sym, CV_DESC);
            *v = *xv;
            v->sym = dflt->sym;
            dflt->sym->cg = v;
        }
        cg_stmts(cg, &dflt->body);
    }
    cg_br(cg, end);
    cg->loops = scope.outer;
    LLVMPositionBuilderAtEnd(cg->b, end);
}

/* CLASS(t) and CLASS(*) assumed-rank dummies take gfortran's class
 * container of rank 15: {descriptor of the actual's rank in room for 15
 * dimensions, vtable}. */
static int64_t ar_vptr_offset(CG *cg) { return (int64_t)LLVMABISizeOfType(cg->td, desc_max(cg)); }

LLVMValueRef cg_ar_class_vptr(CG *cg, LLVMValueRef container)
{
    LLVMValueRef off = cg_const_i64(cg, ar_vptr_offset(cg));
    return LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, container, &off, 1, ""), "vptr");
}

/* The container passed for actual a to a CLASS assumed-rank dummy, from
 * desc, the descriptor made for a (NULL: an absent one). */
LLVMValueRef cg_ar_class_actual(CG *cg, Node *a, LLVMValueRef desc)
{
    Symbol *as = a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
    if (as && as->kind == SYM_VARIABLE && as->assumed_rank && as->type->polymorphic)
        return desc; /* passed on as it came */
    LLVMValueRef vt;
    if (cg_class_array_of(cg, a))
        vt = cg_class_array_expr_vptr(cg, a);
    else if (a->rank == 0 && a->type->polymorphic) {
        LLVMValueRef cont = cg_class_container(cg, a);
        vt = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), cont, 1, ""), "vptr");
    } else {
        /* a TYPE(t) or intrinsic-type actual: its own type's vtable */
        Type *dyn = a->type;
        if (a->type->kind == TY_DERIVED) {
            dyn = NEW(Type);
            dyn->kind = TY_DERIVED;
            dyn->derived = a->type->derived;
        }
        vt = cg_vtab(cg, dyn);
    }
    LLVMValueRef c = cg_alloca(cg, LLVMArrayType2(cg->t_i8, (uint64_t)ar_vptr_offset(cg) + 8), "class.ar");
    LLVMSetAlignment(c, 8);
    int64_t bytes = (int64_t)LLVMABISizeOfType(cg->td, cg_desc_type(cg, cg_is_assumed_rank(a) ? 15 : a->rank));
    LLVMValueRef off = cg_const_i64(cg, ar_vptr_offset(cg));
    LLVMBuildStore(cg->b, vt, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, c, &off, 1, ""));
    if (LLVMIsNull(desc))
        return desc; /* absent */
    LLVMBuildMemCpy(cg->b, c, 8, desc, 8, cg_const_i64(cg, bytes));
    return c;
}
