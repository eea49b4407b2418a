/* transfer.c — host code meeting device data in a GPU build (the guide's
 * data-transfer rules). The memory space of every variable was decided in
 * sema (Symbol.space); here an assignment is lowered from the pair of
 * spaces of its two sides:
 *   device = host designator      host-to-device copy
 *   host = device designator      device-to-host copy
 *   device = device designator    device-to-device copy
 *   device = scalar               broadcast (cuf90_memset / filled copy)
 *   x = expression with device operands (b = a + adev): each device operand
 *     is first copied into a host temporary, then the expression is
 *     computed on the host (and copied to the device when x is device data).
 * Arrays travel as gfortran descriptors to rt/transfer.c, which turns any
 * section into contiguous, 2-D strided or row-by-row copies.
 * Emulated programs (-Mcuda=emu) take the same paths, so their host code is
 * the GPU build's (the runtime's host device serves the copies). */
#include "cg.h"

#include <string.h>

int cg_dev_space(CG *cg, Symbol *s); /* device.c */

static void memcpy_bytes(CG *cg, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes, int kind, Loc loc);
static bool gpu_host(CG *cg) { return opts.cuda != CUDA_MODE_OFF && cg->target == CG_TARGET_HOST; }

/* ------------------------------------------------------------------ */
/* Allocation in a memory space                                        */
/* ------------------------------------------------------------------ */

static LLVMValueRef file_string(CG *cg, Loc loc)
{
    const char *f = loc.file ? loc.file->name : cg->src_name;
    return cg_global_string(cg, f, strlen(f), ".file");
}

LLVMValueRef cg_file_string(CG *cg, Loc loc)
{
    return file_string(cg, loc);
}

/* Memory for s's data: malloc, or device/managed/pinned memory from the
 * runtime for CUDA data declared in host code. */
LLVMValueRef cg_mem_alloc(CG *cg, Symbol *s, LLVMValueRef bytes, Loc loc)
{
    int space = cg_dev_space(cg, s);
    if (!space) {
        LLVMTypeRef pt[1] = {cg->t_i64};
        return cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
    }
    LLVMTypeRef pt[4] = {cg->t_i64, cg->t_i32, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[4] = {bytes, cg_const_i32(cg, space), file_string(cg, loc), cg_const_i32(cg, loc.line)};
    return cg_call_extern(cg, "cuf90_dev_alloc", cg->t_ptr, pt, 4, av, 4, false);
}

void cg_mem_free(CG *cg, Symbol *s, LLVMValueRef p)
{
    int space = cg_dev_space(cg, s);
    if (!space) {
        LLVMTypeRef pt[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, pt, 1, &p, 1, false);
        return;
    }
    LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[4] = {p, cg_const_i32(cg, space), file_string(cg, s->loc), cg_const_i32(cg, s->loc.line)};
    cg_call_extern(cg, "cuf90_dev_free", cg->t_void, pt, 4, av, 4, false);
}

static bool is_module_var(Symbol *s)
{
    return s->kind == SYM_VARIABLE && (s->module || (s->scope && s->scope->kind == SCOPE_MODULE));
}

/* A module's allocatable or pointer device array (texture pointers too)
 * lives twice: the host shadow descriptor and the device one kernels read.
 * ALLOCATE, DEALLOCATE, pointer assignment and NULLIFY on the host update
 * the device copy. */
void cg_device_after_alloc(CG *cg, CgVar *v, Loc loc)
{
    Symbol *s = cg_ultimate(v->sym);
    if (!gpu_host(cg) || !is_module_var(s) ||
        (s->space != SPACE_DEVICE && s->space != SPACE_TEXTURE && s->space != SPACE_MANAGED) || !v->is_static)
        return;
    LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[3] = {v->addr, file_string(cg, loc), cg_const_i32(cg, loc.line)};
    cg_call_extern(cg, "cuf90_global_update", cg->t_void, pt, 3, av, 3, false);
}

/* Host code addresses a module's device, constant or managed variable (not
 * allocatable) through its device address (a managed one's is valid on
 * the host too), resolved from the host shadow at procedure entry; every
 * address computation then yields device addresses and the transfers
 * below need no special case. */
CgVar *cg_device_module_var_on_host(CG *cg, Symbol *s, CgVar *shadow)
{
    if (!gpu_host(cg) || !cg->fn || !is_module_var(s) || (s->attrs & (A_ALLOCATABLE | A_POINTER)) ||
        (s->space != SPACE_DEVICE && s->space != SPACE_CONSTANT && s->space != SPACE_MANAGED) || !shadow ||
        !shadow->is_static)
        return NULL;
    CgVar *v = s->cg_aux;
    if (v && v->fn == cg->fn)
        return v;
    v = NEW(CgVar);
    *v = *shadow;
    v->fn = cg->fn;
    v->is_static = false;
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[3] = {shadow->addr, file_string(cg, s->loc), cg_const_i32(cg, s->loc.line)};
    v->addr = cg_call_extern(cg, "cuf90_global_addr", cg->t_ptr, pt, 3, av, 3, false);
    LLVMPositionBuilderAtEnd(cg->b, cur);
    s->cg_aux = v;
    return v;
}

/* Default values of n elements of derived type t in device memory dev
 * (bytes long): written into a host buffer, then copied, since the host
 * cannot store through a device address (ALLOCATE of a device array of a
 * derived type stored them in place: a fault on the GPU). */
void cg_device_derived_init(CG *cg, LLVMValueRef dev, LLVMValueRef n, Type *t, LLVMValueRef bytes, Loc loc)
{
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMValueRef tmp = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
    cg_derived_init_array(cg, tmp, n, t);
    memcpy_bytes(cg, dev, tmp, bytes, CUF90_MEMCPY_H2D, loc);
    LLVMTypeRef fpt[1] = {cg->t_ptr};
    cg_call_extern(cg, "free", cg->t_void, fpt, 1, &tmp, 1, false);
}

/* ------------------------------------------------------------------ */
/* Which operands are device data                                      */
/* ------------------------------------------------------------------ */

static Symbol *designator_base(Node *e)
{
    while (e && (e->kind == N_ARRAY_REF || e->kind == N_SUBSTRING || e->kind == N_COMPONENT))
        e = e->lhs;
    return e && e->kind == N_NAME ? cg_ultimate(e->sym) : NULL;
}

static bool is_designator(Node *e)
{
    return e && (e->kind == N_NAME || e->kind == N_ARRAY_REF || e->kind == N_COMPONENT ||
                 e->kind == N_SUBSTRING);
}

/* Device data: a designator whose base variable lives on the device, or
 * one that goes through a DEVICE component of a host or managed object
 * (f%u of a type with `real, device, allocatable :: u(:)`). */
static bool on_device(CG *cg, Node *e)
{
    if (!is_designator(e))
        return false;
    if (!gpu_host(cg))
        return false;
    for (Node *p = e; p && p->kind != N_NAME; p = p->lhs)
        if (p->kind == N_COMPONENT && p->sym && p->sym->space == SPACE_DEVICE)
            return true;
    Symbol *s = designator_base(e);
    if (!s || s->kind != SYM_VARIABLE)
        return false;
    return cg_dev_space(cg, s) == CUF90_SPACE_DEVICE || s->space == SPACE_CONSTANT;
}

/* Operands whose data the host must read: not the actual arguments of
 * procedures (device dummies take device data; sema checks the match), not
 * the arguments of inquiry intrinsics, which read only descriptors, and not
 * those of the reductions that run on the device (cuf_kernel.c). */
static bool reads_operand_data(CG *cg, Node *e)
{
    if (e->kind == N_FUNC_CALL)
        return false;
    if (e->kind != N_INTRINSIC_CALL)
        return true;
    if (cg_cuf_device_reducible(cg, e))
        return false;
    switch (e->op) {
    case INTR_SIZE: case INTR_SHAPE: case INTR_LBOUND: case INTR_UBOUND: case INTR_ALLOCATED:
    case INTR_ASSOCIATED: case INTR_PRESENT: case INTR_KIND: case INTR_LEN: case INTR_C_LOC:
    case INTR_C_SIZEOF: case INTR_LOC: case INTR_C_DEVLOC:
        return false;
    default:
        return true;
    }
}

/* A copy of bytes between memory spaces through the runtime (kind is a
 * CUF90_MEMCPY_* direction). */
void cg_memcpy_space(CG *cg, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes, int kind, Loc loc)
{
    memcpy_bytes(cg, dst, src, bytes, kind, loc);
}

bool cg_on_device(CG *cg, Node *e)
{
    return on_device(cg, e);
}

static bool has_device_operand(CG *cg, Node *e)
{
    if (!e)
        return false;
    if (on_device(cg, e))
        return true;
    if (e->kind == N_NAME || !reads_operand_data(cg, e))
        return false;
    if (has_device_operand(cg, e->lhs) || has_device_operand(cg, e->rhs))
        return true;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (a && has_device_operand(cg, a->kind == N_KEYWORD ? a->rhs : a))
            return true;
    }
    return false;
}

/* ------------------------------------------------------------------ */
/* Descriptors of both sides                                           */
/* ------------------------------------------------------------------ */

static LLVMValueRef elem_bytes(CG *cg, Node *e)
{
    if (e->type->kind == TY_CHARACTER) {
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        return l;
    }
    return cg_elem_size(cg, e->type, NULL);
}

/* A contiguous rank-r descriptor over data with extents ext, lower
 * bounds 1. */
static LLVMValueRef contiguous_desc(CG *cg, LLVMValueRef data, LLVMValueRef *ext, int rank,
                                    LLVMValueRef esize)
{
    LLVMTypeRef dt = cg_desc_type(cg, rank);
    LLVMValueRef d = cg_alloca(cg, dt, "tdesc");
    LLVMBuildStore(cg->b, LLVMConstNull(dt), d);
    LLVMBuildStore(cg->b, data, cg_desc_field(cg, d, rank, 0));
    LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
    for (int k = 0; k < rank; k++) {
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, d, rank, k, 0));
        LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, d, rank, k, 1));
        LLVMBuildStore(cg->b, ext[k], cg_desc_dim(cg, d, rank, k, 2));
        offset = LLVMBuildSub(cg->b, offset, stride, "");
        stride = LLVMBuildMul(cg->b, stride, ext[k], "");
    }
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, d, rank, 1));
    /* dtype.elem_len is the first word of the dtype field */
    LLVMBuildStore(cg->b, esize, cg_desc_field(cg, d, rank, 2));
    LLVMBuildStore(cg->b, esize, cg_desc_field(cg, d, rank, 3));
    return d;
}

/* cuf90_copy_desc(dst, src, rank, kind, file, line) */
static void copy_desc(CG *cg, LLVMValueRef dst, LLVMValueRef src, int rank, int kind, Loc loc)
{
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[6] = {dst, src, cg_const_i32(cg, rank), cg_const_i32(cg, kind), file_string(cg, loc),
                          cg_const_i32(cg, loc.line)};
    cg_call_extern(cg, "cuf90_copy_desc", cg->t_void, pt, 6, av, 6, false);
}

static void memcpy_bytes(CG *cg, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes, int kind, Loc loc)
{
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[6] = {dst, src, bytes, cg_const_i32(cg, kind), file_string(cg, loc), cg_const_i32(cg, loc.line)};
    cg_call_extern(cg, "cuf90_memcpy", cg->t_void, pt, 6, av, 6, false);
}

/* ------------------------------------------------------------------ */
/* Device operands of host expressions                                 */
/* ------------------------------------------------------------------ */

/* A variable of host memory that codegen makes up (sema never saw it). */
Symbol *cg_host_temp_symbol(const char *name, Type *t, Loc loc)
{
    Symbol *v = NEW(Symbol);
    v->name = name;
    v->kind = SYM_VARIABLE;
    v->type = t;
    v->space = SPACE_HOST;
    v->loc = loc;
    return v;
}

/* Replaces the device operand e by a host temporary holding its value:
 * a fresh variable bound to host memory, copied from the device; the node
 * becomes a reference to it (codegen rewrites only what it lowers next). */
static void hostify_operand(CG *cg, Node *e)
{
    Symbol *t = cg_host_temp_symbol("devtmp", e->type, e->loc);
    CgVar *v = NEW(CgVar);
    v->sym = t;
    v->fn = cg->fn;
    v->frame_slot = -1;
    LLVMValueRef esize = elem_bytes(cg, e);
    if (e->type->kind == TY_CHARACTER)
        v->len = esize;
    if (e->rank == 0) {
        v->kind = CV_SCALAR;
        LLVMTypeRef pt[1] = {cg->t_i64};
        LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "devtmp.slot");
        v->addr = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &esize, 1, false);
        LLVMBuildStore(cg->b, v->addr, slot);
        vec_push(&cg->stmt_temps, slot);
        memcpy_bytes(cg, v->addr, cg_addr(cg, e), esize, CUF90_MEMCPY_D2H, e->loc);
    } else {
        LLVMValueRef ext[15];
        int rank = cg_shape(cg, e, ext);
        ArraySpec *sh = NEW(ArraySpec);
        sh->rank = rank;
        sh->kind = DIM_EXPLICIT;
        t->shape = sh;
        v->kind = CV_ARRAY;
        v->rank = rank;
        LLVMValueRef bytes = esize;
        for (int k = 0; k < rank; k++) {
            v->lb[k] = cg_const_i64(cg, 1);
            v->ext[k] = ext[k];
            bytes = LLVMBuildMul(cg->b, bytes, ext[k], "");
        }
        bytes = LLVMBuildAdd(cg->b, bytes, cg_const_i64(cg, 1), "");
        LLVMTypeRef pt[1] = {cg->t_i64};
        LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "devtmp.slot");
        v->addr = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
        LLVMBuildStore(cg->b, v->addr, slot);
        vec_push(&cg->stmt_temps, slot);
        LLVMValueRef dst = contiguous_desc(cg, v->addr, ext, rank, esize);
        copy_desc(cg, dst, cg_make_desc(cg, e), rank, CUF90_MEMCPY_D2H, e->loc);
    }
    t->cg = v;
    Type *type = e->type;
    int rank = e->rank;
    Loc loc = e->loc;
    memset(e, 0, sizeof *e);
    e->kind = N_NAME;
    e->loc = loc;
    e->name = t->name;
    e->sym = t;
    e->type = type;
    e->rank = rank;
}

static void hostify_operands(CG *cg, Node *e)
{
    if (!e)
        return;
    if (on_device(cg, e)) {
        hostify_operand(cg, e);
        return;
    }
    if (e->kind == N_NAME || !reads_operand_data(cg, e))
        return;
    hostify_operands(cg, e->lhs);
    hostify_operands(cg, e->rhs);
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (a)
            hostify_operands(cg, a->kind == N_KEYWORD ? a->rhs : a);
    }
}

/* Host code is about to read the operands of intrinsic e (the reductions
 * the guide allows on device arrays in host code: SUM(a_d) in an IF or a
 * PRINT item, MAXVAL(a_d, DIM=2) in an ANY): device data among them is first
 * copied into host temporaries, as for the right side of an assignment;
 * reading through the device address would fault. */
void cg_hostify_reads(CG *cg, Node *e)
{
    if (gpu_host(cg) && has_device_operand(cg, e))
        hostify_operands(cg, e);
}

/* ------------------------------------------------------------------ */
/* Assignment                                                          */
/* ------------------------------------------------------------------ */

/* Evaluates the scalar rhs into host memory of the lhs type. */
static LLVMValueRef scalar_value_slot(CG *cg, Node *lhs, Node *rhs)
{
    LLVMValueRef v = cg_expr(cg, rhs);
    if (lhs->type->kind != TY_DERIVED)
        v = cg_convert(cg, v, rhs->type, lhs->type);
    LLVMValueRef slot = cg_alloca(cg, LLVMTypeOf(v), "bcast");
    LLVMBuildStore(cg->b, v, slot);
    return slot;
}

/* Lowers an assignment that involves device data in host code; returns
 * false when the ordinary host assignment applies (possibly after device
 * operands were replaced by host temporaries). */
/* F2003: a whole allocatable device array (or allocatable device component)
 * assigned an array is first (re)allocated to the rhs's shape, in device
 * memory. Not when the rhs reads the lhs (then the shapes agree or the
 * program is wrong; freeing first would lose the data). */
static void realloc_device_lhs(CG *cg, Node *lhs, Node *rhs)
{
    Symbol *ls = designator_base(lhs);
    bool whole_name = lhs->kind == N_NAME && ls && (ls->attrs & A_ALLOCATABLE) && cg_var(cg, ls)->kind == CV_DESC;
    bool whole_comp = lhs->kind == N_COMPONENT && lhs->sym && (lhs->sym->attrs & A_ALLOCATABLE) && lhs->lhs->rank == 0;
    if (!(whole_name || whole_comp) || (ls && cg_expr_mentions(rhs, ls)) || opts.no_realloc_lhs)
        return;
    CgVar *v = whole_comp ? cg_alloc_object(cg, lhs) : cg_var(cg, ls);
    LLVMValueRef ext[15];
    int r = cg_shape(cg, rhs, ext);
    if (v && r == lhs->rank)
        cg_realloc_lhs(cg, v, rhs, ext, r, lhs->loc);
}

bool cg_transfer_assign(CG *cg, Node *s)
{
    if (!gpu_host(cg))
        return false;
    Node *lhs = s->lhs, *rhs = s->rhs;
    bool ldev = on_device(cg, lhs);
    if (!ldev && !has_device_operand(cg, rhs))
        return false;
    if (lhs->type->kind == TY_CHARACTER && ldev) {
        error_at(s->loc, "assignment of CHARACTER data to device memory is not supported yet");
        return true;
    }
    Loc loc = s->loc;
    if (lhs->rank == 0) {
        if (!ldev) {
            hostify_operands(cg, rhs);
            return false;
        }
        LLVMValueRef esize = elem_bytes(cg, lhs);
        if (on_device(cg, rhs) && type_equal(lhs->type, rhs->type)) {
            memcpy_bytes(cg, cg_addr(cg, lhs), cg_addr(cg, rhs), esize, CUF90_MEMCPY_D2D, loc);
            return true;
        }
        hostify_operands(cg, rhs);
        LLVMValueRef slot = scalar_value_slot(cg, lhs, rhs);
        memcpy_bytes(cg, cg_addr(cg, lhs), slot, esize, CUF90_MEMCPY_H2D, loc);
        return true;
    }

    int rank = lhs->rank;
    bool same_type = type_equal(lhs->type, rhs->type);
    if (ldev && rhs->rank == rank)
        realloc_device_lhs(cg, lhs, rhs);
    if (ldev && rhs->rank == 0) {
        /* broadcast a scalar into device memory */
        hostify_operands(cg, rhs);
        LLVMValueRef slot = scalar_value_slot(cg, lhs, rhs);
        LLVMValueRef esize = cg_elem_size(cg, lhs->type, NULL);
        LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_i32};
        LLVMValueRef av[6] = {cg_make_desc(cg, lhs), cg_const_i32(cg, rank), slot, esize,
                              file_string(cg, loc), cg_const_i32(cg, loc.line)};
        cg_call_extern(cg, "cuf90_fill_desc", cg->t_void, pt, 6, av, 6, false);
        return true;
    }
    if (same_type && is_designator(rhs) && rhs->rank == rank) {
        bool rdev = on_device(cg, rhs);
        int kind = ldev && rdev ? CUF90_MEMCPY_D2D : ldev ? CUF90_MEMCPY_H2D : CUF90_MEMCPY_D2H;
        copy_desc(cg, cg_make_desc(cg, lhs), cg_make_desc(cg, rhs), rank, kind, loc);
        return true;
    }
    hostify_operands(cg, rhs);
    if (!ldev)
        return false;
    /* device = host expression: compute into a host temporary, copy it */
    LLVMValueRef ext[15];
    int r;
    LLVMValueRef data = cg_array_temp(cg, rhs, ext, &r);
    if (!same_type) {
        error_at(s->loc, "assignment to device array of type %s from an expression of type %s needs an explicit conversion here",
                 type_name(lhs->type), type_name(rhs->type));
        return true;
    }
    LLVMValueRef src = contiguous_desc(cg, data, ext, r, cg_elem_size(cg, rhs->type, NULL));
    copy_desc(cg, cg_make_desc(cg, lhs), src, rank, CUF90_MEMCPY_H2D, loc);
    return true;
}
