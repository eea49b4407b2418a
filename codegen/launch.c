/* launch.c — CALL k<<<grid, block[, bytes[, stream]]>>>(args): the host
 * stub packs one pointer per kernel parameter into void *args[] and calls
 * the one runtime entry (DESIGN.md, Launch ABI):
 *   cuf90_launch(kernel, grid, block, shared_bytes, stream, args, file, line)
 * The GPU path hands args to cuLaunchKernel; the emulator calls the host
 * compiled kernel through libffi with the same array. */
#include "cg.h"

#include "image.h"

#include <string.h>

CgImage *cg_image(CG *cg);                   /* device.c */
bool cg_value_by_ref(Symbol *proc, Symbol *d); /* device.c */

static Node *unkeyword(Node *n) { return n && n->kind == N_KEYWORD ? n->rhs : n; }

static bool is_dim3(Type *t)
{
    return t && t->kind == TY_DERIVED && t->derived && t->derived->name &&
           !strcmp(t->derived->name, "dim3");
}

/* x86-64 SysV passes struct {int x, y, z} as (i64 x|y<<32, i32 z). */
static void dim3_abi(CG *cg, Node *e, LLVMValueRef *xy, LLVMValueRef *z)
{
    LLVMValueRef x, y;
    if (e->kind == N_STAR) {
        /* <<<*, block>>> of a grid_global kernel: grid 0, the runtime picks */
        *xy = cg_const_i64(cg, 0);
        *z = cg_const_i32(cg, 1);
        return;
    }
    if (is_dim3(e->type)) {
        LLVMValueRef v = cg_expr(cg, e);
        x = LLVMBuildExtractValue(cg->b, v, 0, "x");
        y = LLVMBuildExtractValue(cg->b, v, 1, "y");
        *z = LLVMBuildExtractValue(cg->b, v, 2, "z");
    } else {
        x = LLVMBuildTrunc(cg->b, cg_expr_i64(cg, e), cg->t_i32, "x");
        y = cg_const_i32(cg, 1);
        *z = cg_const_i32(cg, 1);
    }
    LLVMValueRef lo = LLVMBuildZExt(cg->b, x, cg->t_i64, "");
    LLVMValueRef hi = LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, y, cg->t_i64, ""), cg_const_i64(cg, 32), "");
    *xy = LLVMBuildOr(cg->b, lo, hi, "xy");
}

static bool dummy_is_array(Symbol *d) { return d && d->shape && d->shape->rank > 0; }

static bool dummy_takes_desc(Symbol *d)
{
    return dummy_is_array(d) &&
           (d->shape->kind == DIM_ASSUMED_SHAPE || (d->attrs & (A_ALLOCATABLE | A_POINTER)));
}

static LLVMValueRef slot_of(CG *cg, LLVMValueRef v, const char *name)
{
    LLVMValueRef s = cg_alloca(cg, LLVMTypeOf(v), name);
    LLVMBuildStore(cg->b, v, s);
    return s;
}

/* A device array actual whose elements need not be contiguous (a section
 * that is not known contiguous, a pointer or assumed-shape array), passed
 * to an explicit-shape or assumed-size kernel dummy. */
static bool may_be_strided(CG *cg, Node *a, Symbol *as)
{
    if (a->kind == N_ARRAY_REF)
        return !cg_is_contiguous_ref(a);
    return a->kind == N_NAME && as && as->kind == SYM_VARIABLE && !(as->attrs & A_ALLOCATABLE) &&
           cg_var(cg, as)->kind == CV_DESC;
}

/* Copy-out of one packed kernel argument, done after the launch. */
typedef struct KernelUnpack {
    LLVMValueRef desc, slot;
    int rank;
    bool copy_back;
} KernelUnpack;

/* Pointer to the value of one kernel parameter, as cuLaunchKernel wants.
 * A strided device section bound to an explicit-shape dummy gets a packed
 * device copy (sequence association), recorded in *up for the copy-out. */
static LLVMValueRef kernel_arg(CG *cg, Symbol *k, Symbol *d, Node *a, LLVMValueRef fname, int line, KernelUnpack *up)
{
    a = unkeyword(a);
    if (d && (d->attrs & A_VALUE) && !dummy_is_array(d)) {
        LLVMValueRef v = cg_expr(cg, a);
        if (d->type->kind != TY_DERIVED)
            v = cg_convert(cg, v, a->type, d->type);
        (void)cg_value_by_ref(k, d);
        return slot_of(cg, v, "karg");
    }
    Symbol *as = a->kind == N_NAME ? cg_ultimate(a->sym) : NULL;
    if (dummy_takes_desc(d)) {
        if (as && as->kind == SYM_VARIABLE && cg_var(cg, as)->kind == CV_DESC)
            return cg_var(cg, as)->addr;
        return cg_make_desc(cg, a);
    }
    if (a->rank > 0 && dummy_is_array(d) && may_be_strided(cg, a, as)) {
        LLVMValueRef desc = a->kind == N_NAME ? cg_var(cg, as)->addr : cg_make_desc(cg, a);
        LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32};
        LLVMValueRef av[4] = {desc, cg_const_i32(cg, a->rank), fname, cg_const_i32(cg, line)};
        LLVMValueRef p = cg_call_extern(cg, "cuf90_dev_pack", cg->t_ptr, pt, 4, av, 4, false);
        *up = (KernelUnpack){desc, slot_of(cg, p, "karg"), a->rank, d->intent != INTENT_IN};
        return up->slot;
    }
    if (a->rank > 0 && as && as->kind == SYM_VARIABLE) {
        CgVar *v = cg_var(cg, as);
        return slot_of(cg, cg_array_base(cg, v), "karg");
    }
    /* an allocatable array component (f%u) is contiguous: its data */
    if (a->rank > 0 && a->kind == N_COMPONENT && a->sym && (a->sym->attrs & A_ALLOCATABLE))
        return slot_of(cg, cg_array_base(cg, cg_alloc_object(cg, a)), "karg");
    if (a->rank > 0 && a->kind == N_ARRAY_REF && cg_is_contiguous_ref(a)) {
        LLVMValueRef *save = cg->elem_idx;
        int sr = cg->elem_rank;
        LLVMValueRef zero[15];
        for (int i = 0; i < 15; i++)
            zero[i] = cg_const_i64(cg, 0);
        cg->elem_idx = zero;
        cg->elem_rank = a->rank;
        LLVMValueRef p = cg_addr(cg, a);
        cg->elem_idx = save;
        cg->elem_rank = sr;
        return slot_of(cg, p, "karg");
    }
    if (a->kind == N_NAME || a->kind == N_ARRAY_REF || a->kind == N_COMPONENT)
        return slot_of(cg, cg_addr(cg, a), "karg");
    error_at(a->loc, "an expression cannot be passed to kernel dummy '%s' by reference; declare it VALUE or pass a device variable",
             d ? d->name : "?");
    return slot_of(cg, LLVMConstNull(cg->t_ptr), "karg");
}

/* The configuration items of a chevron: positional grid, block, bytes,
 * stream, or stream= by keyword; absent ones NULL (cfg may be NULL). */
void cg_launch_items(Node *cfg, Node **grid, Node **block, Node **bytes, Node **stream)
{
    *grid = *block = *bytes = *stream = NULL;
    int pos = 0;
    for (int i = 0; cfg && i < cfg->args.len; i++) {
        Node *c = cfg->args.items[i];
        if (c->kind == N_KEYWORD && c->name && !strcmp(c->name, "stream")) {
            *stream = c->rhs;
            continue;
        }
        switch (pos++) {
        case 0: *grid = c; break;
        case 1: *block = c; break;
        case 2: *bytes = c; break;
        default: *stream = c; break;
        }
    }
}

void cg_launch(CG *cg, Node *s)
{
    Symbol *k = cg_ultimate(s->lhs ? s->lhs->sym : s->sym);
    Node *cfg = s->chevron;
    if (!k || !k->proc || !cfg || cfg->args.len < 2) {
        error_at(s->loc, "internal error: kernel launch without a resolved kernel or configuration");
        return;
    }
    Node *grid, *block, *bytes, *stream;
    cg_launch_items(cfg, &grid, &block, &bytes, &stream);
    LLVMValueRef gxy, gz, bxy, bz;
    dim3_abi(cg, grid, &gxy, &gz);
    dim3_abi(cg, block, &bxy, &bz);
    LLVMValueRef shmem = bytes ? cg_expr_i64(cg, bytes) : cg_const_i64(cg, 0);
    LLVMValueRef strm = stream ? LLVMBuildIntToPtr(cg->b, cg_expr_i64(cg, stream), cg->t_ptr, "stream")
                               : LLVMConstNull(cg->t_ptr);

    PtrVec *ds = &k->proc->dummies;
    int n = ds->len;
    LLVMTypeRef arr_t = LLVMArrayType2(cg->t_ptr, (uint64_t)(n ? n : 1));
    LLVMValueRef arr = cg_alloca(cg, arr_t, "kargs");
    const char *file = s->loc.file ? s->loc.file->name : cg->src_name;
    LLVMValueRef fname = cg_global_string(cg, file, strlen(file), ".file");
    KernelUnpack *unpack = n ? arena_alloc(cu_arena, (size_t)n * sizeof *unpack) : NULL;
    for (int i = 0; i < n; i++) {
        Node *a = i < s->args.len ? s->args.items[i] : NULL;
        unpack[i] = (KernelUnpack){0};
        if (!a) {
            error_at(s->loc, "missing argument for kernel dummy '%s'", ((Symbol *)ds->data[i])->name);
            continue;
        }
        LLVMValueRef p = kernel_arg(cg, k, ds->data[i], a, fname, s->loc.line, &unpack[i]);
        LLVMValueRef idx[2] = {cg_const_i64(cg, 0), cg_const_i64(cg, i)};
        LLVMBuildStore(cg->b, p, LLVMBuildInBoundsGEP2(cg->b, arr_t, arr, idx, 2, ""));
    }
    LLVMValueRef desc = cg_image_kernel_ref(cg_image(cg), cg_mangle(cg, k));
    LLVMTypeRef pt[10] = {cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i64, cg->t_i32,
                          cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[10] = {desc, gxy, gz, bxy, bz, shmem, strm, arr, fname, cg_const_i32(cg, s->loc.line)};
    /* grid_global kernels: a cooperative launch (all blocks resident) */
    bool coop = (k->proc->cuda_attrs & CA_GRID_GLOBAL) != 0;
    cg_call_extern(cg, coop ? "cuf90_launch_cooperative" : "cuf90_launch", cg->t_void, pt, 10, av, 10, false);
    /* copy-out of packed sections: device-to-device copies on stream 0,
     * which follow the kernel (legacy default stream semantics) */
    for (int i = 0; i < n; i++) {
        if (!unpack[i].slot)
            continue;
        LLVMTypeRef upt[6] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32};
        LLVMValueRef uav[6] = {unpack[i].desc, cg_const_i32(cg, unpack[i].rank),
                               LLVMBuildLoad2(cg->b, cg->t_ptr, unpack[i].slot, ""),
                               cg_const_i32(cg, unpack[i].copy_back), fname, cg_const_i32(cg, s->loc.line)};
        cg_call_extern(cg, "cuf90_dev_unpack", cg->t_void, upt, 6, uav, 6, false);
    }
}
