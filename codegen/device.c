/* device.c — what makes device code different, behind the one IR generator
 * (DESIGN.md): which procedures a target lowers, kernel entry points and
 * their parameter signatures, the predefined variables (threadidx, ...),
 * shared/constant/device storage, the device-only intrinsics, and the device
 * pass that turns the unit's device subprograms into the embedded image.
 *
 * Targets:
 *   GPU build (-cuda, .cuf): the host pass lowers host subprograms and
 *     launch stubs; then the device pass lowers global/device subprograms
 *     into a second module for nvptx64 (nvptx.c), whose PTX and cubin are
 *     embedded in the host object (image.c).
 *   -Mcuda=emu: one pass; global/device subprograms are lowered into the
 *     host module with target CG_TARGET_EMU, and the image carries host
 *     function pointers for the emulator (rt/emu.h).
 */
#include "cg.h"

#include "../libdevice-shims/shims.h"
#include "../rt/emu.h"
#include "image.h"

#include <stdlib.h>
#include <string.h>

static CgImage image_state;

CgImage *cg_image(CG *cg)
{
    if (image_state.host != cg->mod && cg->target == CG_TARGET_HOST)
        cg_image_init(&image_state, cg->mod);
    return &image_state;
}

bool cg_is_device_target(CG *cg) { return cg->target != CG_TARGET_HOST; }

/* ------------------------------------------------------------------ */
/* Which procedures each target lowers                                 */
/* ------------------------------------------------------------------ */

static unsigned proc_cuda_attrs(Node *u)
{
    Symbol *p = u->sym;
    if (p && p->proc)
        return p->proc->cuda_attrs;
    return u->cuda_attrs;
}

bool cg_proc_is_kernel(Symbol *p)
{
    p = cg_ultimate(p);
    return p && p->proc && (p->proc->cuda_attrs & (CA_GLOBAL | CA_GRID_GLOBAL));
}

static bool runs_on_device(unsigned ca) { return ca & (CA_GLOBAL | CA_GRID_GLOBAL | CA_DEVICE); }
static bool runs_on_host(unsigned ca) { return ca == 0 || (ca & CA_HOST); }

static const CgTargetHooks *hooks_for(CgTarget t);

/* Decides whether the current pass lowers unit u, and for -Mcuda=emu
 * switches the generator to the emulation target for device subprograms.
 * Every true return is paired with cg_device_end_proc(cg, *saved). */
bool cg_device_begin_proc(CG *cg, Node *u, CgTarget *saved)
{
    *saved = cg->target;
    if (u->kind == N_PROGRAM || u->kind == N_MODULE || u->kind == N_BLOCK_DATA)
        return cg->target != CG_TARGET_NVPTX;
    unsigned ca = proc_cuda_attrs(u);
    switch (cg->target) {
    case CG_TARGET_NVPTX:
        return runs_on_device(ca);
    case CG_TARGET_EMU:
        return true;
    case CG_TARGET_HOST:
        if (opts.cuda == CUDA_MODE_EMU && runs_on_device(ca) && !runs_on_host(ca)) {
            cg->target = CG_TARGET_EMU;
            cg->hooks = hooks_for(CG_TARGET_EMU);
            return true;
        }
        return runs_on_host(ca);
    }
    return true;
}

void cg_device_end_proc(CG *cg, CgTarget saved)
{
    cg->target = saved;
    cg->hooks = hooks_for(saved);
}

/* ------------------------------------------------------------------ */
/* Kernel entry points and parameter signatures                        */
/* ------------------------------------------------------------------ */

/* In kernels, VALUE dummies of derived or complex type travel by
 * reference to the launch's copy (PTX .param space; the emulator passes
 * aggregates by address, rt/emu.h). */
bool cg_value_by_ref(Symbol *proc, Symbol *d)
{
    if (!d || !(d->attrs & A_VALUE) || !cg_proc_is_kernel(proc))
        return false;
    return d->type && (d->type->kind == TY_DERIVED || d->type->kind == TY_COMPLEX);
}

/* A CHARACTER(1) VALUE dummy of a BIND(C) procedure is C's char, passed by
 * value (cuBLAS's legacy cublasSgemm(char transa, ...)). */
bool cg_char_by_value(Symbol *d)
{
    Symbol *p = d && d->scope ? d->scope->owner : NULL;
    return d && (d->attrs & A_VALUE) && !(d->shape && d->shape->rank > 0) && d->type &&
           d->type->kind == TY_CHARACTER && cg_char_const_len(d->type) == 1 && p && p->proc &&
           p->proc->bind_name;
}

/* A COMPLEX(4) VALUE dummy is C's float _Complex, which x86-64 passes as
 * <2 x float> in one register. */
bool cg_c32_by_value(Symbol *d)
{
    Symbol *p = d && d->scope ? d->scope->owner : NULL;
    /* gfortran passes a COMPLEX(4) VALUE dummy as C's float _Complex with or
     * without BIND(C) (in one SSE register); device code keeps {float, float} */
    return d && (d->attrs & A_VALUE) && !(d->shape && d->shape->rank > 0) && d->type &&
           d->type->kind == TY_COMPLEX && d->type->kind_param == 4 && p && p->proc &&
           (p->proc->bind_name || !(p->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL)));
}

/* {float, float} <-> <2 x float> (float _Complex in the C ABI) */
LLVMValueRef cg_c32_to_vec(CG *cg, LLVMValueRef z)
{
    LLVMValueRef v = LLVMGetUndef(LLVMVectorType(cg->t_f32, 2));
    for (unsigned k = 0; k < 2; k++)
        v = LLVMBuildInsertElement(cg->b, v, LLVMBuildExtractValue(cg->b, z, k, ""), cg_const_i32(cg, k), "");
    return v;
}

LLVMValueRef cg_c32_from_vec(CG *cg, LLVMValueRef v)
{
    LLVMTypeRef f[2] = {cg->t_f32, cg->t_f32};
    LLVMValueRef z = LLVMGetUndef(LLVMStructTypeInContext(cg->ctx, f, 2, false));
    for (unsigned k = 0; k < 2; k++)
        z = LLVMBuildInsertValue(cg->b, z, LLVMBuildExtractElement(cg->b, v, cg_const_i32(cg, k), ""), k, "");
    return z;
}

/* Assumed-shape dummies of kernels receive the descriptor itself as the
 * parameter (by value into .param space): no device copy of it is needed
 * and the kernel reads it from the constant bank. */
static bool kernel_desc_param(Symbol *d)
{
    return d && d->shape && d->shape->rank > 0 &&
           (d->shape->kind == DIM_ASSUMED_SHAPE || (d->attrs & (A_ALLOCATABLE | A_POINTER)));
}

static bool unit_may_define(Node *u, Symbol *d);
static bool may_synchronize(Node *n);

/* Marks a kernel for the NVPTX back end; Fortran's no-aliasing rule for
 * dummies lets a by-reference dummy be noalias, except one the kernel may
 * define when it may synchronize (may_synchronize). */
static void annotate(CG *cg, const char *module_md, LLVMValueRef fn, const char *key, int64_t v)
{
    LLVMMetadataRef md[3] = {LLVMValueAsMetadata(fn), LLVMMDStringInContext2(cg->ctx, key, strlen(key)),
                             LLVMValueAsMetadata(cg_const_i32(cg, v))};
    LLVMAddNamedMetadataOperand(cg->mod, module_md, LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, md, 3)));
}

/* A kernel's launch_bounds(maxthreads[, minblocks]) as NVVM's maxntidx and
 * minctasm (PTX .maxntid, .minnctapersm); cluster_dims(x, y, z) as
 * cuf90.cluster entries, which cg_nvptx_finish turns into
 * .reqnctapercluster (LLVM 19 has no annotation for it). */
static void launch_attrs(CG *cg, Node *def, LLVMValueRef fn)
{
    for (int i = 0; def && i < def->opts.len; i++) {
        Node *k = def->opts.items[i];
        if (!k || k->kind != N_KEYWORD || !k->name)
            continue;
        int64_t v[3] = {1, 1, 1};
        for (int j = 0; j < k->args.len && j < 3; j++) {
            ConstVal *c = k->args.items[j] ? k->args.items[j]->cval : NULL;
            if (!c)
                return;
            v[j] = c->i;
        }
        if (cg->target == CG_TARGET_EMU) {
            /* the emulator runs a cluster's blocks together: the kernel
             * descriptor's emu_flags carry the dims (cg_device_lower) */
            if (strcmp(k->name, "launch_bounds") != 0) {
                char dims[48];
                snprintf(dims, sizeof dims, "%lld,%lld,%lld", (long long)v[0], (long long)v[1], (long long)v[2]);
                LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                        LLVMCreateStringAttribute(cg->ctx, "cuf90-cluster", 13, dims, (unsigned)strlen(dims)));
            }
            continue;
        }
        if (!strcmp(k->name, "launch_bounds")) {
            annotate(cg, "nvvm.annotations", fn, "maxntidx", v[0]);
            if (k->args.len > 1)
                annotate(cg, "nvvm.annotations", fn, "minctasm", v[1]);
        } else if (opts.cuda_cc < 90) {
            error_at(k->loc, "CLUSTER_DIMS needs compute capability 9.0 or higher; compile with -gpu=cc90");
        } else {
            static const char *const axes[] = {"x", "y", "z"};
            for (int j = 0; j < 3; j++)
                annotate(cg, "cuf90.cluster", fn, axes[j], v[j]);
        }
    }
}

void cg_device_proc_created(CG *cg, Symbol *p, LLVMValueRef fn)
{
    p = cg_ultimate(p);
    if (!p || !p->proc || cg->target == CG_TARGET_HOST)
        return;
    if (cg->target == CG_TARGET_EMU) {
        /* emulated threads run on fiber stacks with one guard page: a big
         * frame must touch it rather than jump over it (rt/emu.h) */
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(cg->ctx, "probe-stack", 11, "inline-asm", 10));
    }
    bool kernel = cg_proc_is_kernel(p);
    if (kernel && cg->target == CG_TARGET_NVPTX) {
        LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
        launch_attrs(cg, p->proc->def, fn);
    } else if (kernel && cg->target == CG_TARGET_EMU) {
        launch_attrs(cg, p->proc->def, fn);
    }
    if (!kernel)
        return;
    PtrVec *ds = &p->proc->dummies;
    Node *def = p->proc->def;
    bool sync = !def || may_synchronize(def);
    unsigned nparams = LLVMCountParams(fn);
    for (int i = 0; i < ds->len && (unsigned)i < nparams; i++) {
        Symbol *d = ds->data[i];
        LLVMValueRef param = LLVMGetParam(fn, (unsigned)i);
        if (LLVMGetTypeKind(LLVMTypeOf(param)) != LLVMPointerTypeKind)
            continue;
        if (cg->target == CG_TARGET_NVPTX && kernel_desc_param(d)) {
            cg_add_byval(cg, fn, (unsigned)i + 1, cg_desc_type(cg, d->shape->rank), NULL);
        } else if (cg->target == CG_TARGET_NVPTX && cg_value_by_ref(p, d)) {
            cg_add_byval(cg, fn, (unsigned)i + 1, cg_type(cg, d->type), d->type);
        } else if (!(d && (d->attrs & (A_TARGET | A_POINTER))) &&
                   !(d && sync && unit_may_define(def, d))) {
            LLVMAddAttributeAtIndex(fn, (unsigned)i + 1, cg_enum_attr(cg, "noalias"));
        }
    }
}

/* ------------------------------------------------------------------ */
/* Read-only kernel arrays                                             */
/* ------------------------------------------------------------------ */

/* The variables some statement of the kernel (or CUF loop nest) being
 * lowered may modify, computed once per unit of the device pass. */
static Node *ro_unit;
static PtrVec ro_written;

/* The variable a designator (or keyword argument) names, or NULL. */
static Symbol *designator_base(Node *e)
{
    while (e && (e->kind == N_ARRAY_REF || e->kind == N_COMPONENT || e->kind == N_SUBSTRING ||
                 e->kind == N_PAREN_ARGS || e->kind == N_KEYWORD))
        e = e->kind == N_KEYWORD ? e->rhs : e->lhs;
    return e && e->kind == N_NAME ? cg_ultimate(e->sym) : NULL;
}

static void note_written(Node *e)
{
    Symbol *s = designator_base(e);
    if (s)
        vec_push(&ro_written, s);
}

static void note_written_list(NodeList *l)
{
    for (int i = 0; i < l->len; i++) {
        Node *a = l->items[i];
        if (a && a->kind == N_IMPLIED_DO)
            note_written_list(&a->args);
        else
            note_written(a);
    }
}

/* Collects every variable that appears where it may be defined: assignment
 * targets, pointer assignment, any actual argument of a call (the callee
 * may define it), DO variables, input items and specifier variables,
 * ALLOCATE/DEALLOCATE/NULLIFY. Conservative: a mention there counts. */
static void scan_writes(Node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case N_ASSIGN:
        note_written(n->lhs);
        break;
    case N_PTR_ASSIGN:
        note_written(n->lhs);
        note_written(n->rhs);
        break;
    case N_CALL:
    case N_FUNC_CALL:
        note_written_list(&n->args);
        break;
    case N_DO:
    case N_IMPLIED_DO:
    case N_FORALL_TRIPLET:
        note_written(n->var);
        break;
    case N_READ:
    case N_ALLOCATE:
    case N_DEALLOCATE:
    case N_NULLIFY:
        note_written_list(&n->args);
        break;
    default:
        break;
    }
    if (n->kind >= N_PRINT && n->kind <= N_WAIT)
        note_written_list(&n->opts);
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step, n->init, n->chevron};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        scan_writes(kids[i]);
    NodeList *lists[] = {&n->args, &n->opts, &n->body, &n->body2, &n->contains};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        for (int j = 0; j < lists[i]->len; j++)
            scan_writes(lists[i]->items[j]);
}

static bool body_may_define(Node *u, Symbol *d);

/* True when some statement of unit u may define its dummy d (false for
 * INTENT(IN); true when u has internal procedures, which could define it
 * by host association). */
static bool unit_may_define(Node *u, Symbol *d)
{
    if (d->intent == INTENT_IN)
        return false;
    if (!u || u->contains.len > 0)
        return true;
    return body_may_define(u, d);
}

/* True when some statement of u's body may define d (cached per u). */
static bool body_may_define(Node *u, Symbol *d)
{
    if (ro_unit != u) {
        ro_written.len = 0;
        ro_unit = u;
        for (int i = 0; i < u->body.len; i++)
            scan_writes(u->body.items[i]);
    }
    for (int i = 0; i < ro_written.len; i++)
        if (ro_written.data[i] == d)
            return true;
    return false;
}

/* True when d is an array the CUF kernel being emitted reads and never
 * defines (its loop nest neither assigns it nor passes it to a procedure);
 * pointers and targets excluded: another name could write the data. */
static bool cuf_array_read_only(CG *cg, Symbol *d)
{
    return cg->cuf_kernel && d->shape && d->shape->rank > 0 && !(d->attrs & (A_POINTER | A_TARGET)) &&
           !body_may_define(cg->cuf_kernel, d);
}

/* True when unit u may wait at a barrier or fence: SYNCTHREADS and its
 * forms, THREADFENCE*, or any call (a device procedure may synchronize).
 * Other threads' stores become visible there, so a dummy the kernel
 * writes must not be noalias: LLVM would keep a value loaded before the
 * barrier (a stale neighbour's element) in a register across it. */
static bool may_synchronize(Node *n)
{
    if (!n)
        return false;
    if (n->kind == N_CALL || n->kind == N_FUNC_CALL)
        return true;
    if (n->kind == N_INTRINSIC_CALL && n->op >= INTR_SYNCTHREADS && n->op <= INTR_THREADFENCE_SYSTEM)
        return true;
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step, n->init};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        if (may_synchronize(kids[i]))
            return true;
    NodeList *lists[] = {&n->args, &n->opts, &n->body, &n->body2, &n->contains};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        for (int j = 0; j < lists[i]->len; j++)
            if (may_synchronize(lists[i]->items[j]))
                return true;
    return false;
}

/* True when kernel dummy 'd' is an array no statement of the kernel may
 * modify (INTENT(IN), or not mentioned where a definition can happen). */
static bool kernel_array_read_only(CG *cg, Symbol *d)
{
    if (!d->is_dummy || !d->shape || d->shape->rank == 0 || (d->attrs & (A_POINTER | A_TARGET)))
        return false;
    if (!cg->proc || !cg_proc_is_kernel(cg->proc) || !cg->unit)
        return false;
    PtrVec *ds = &cg_ultimate(cg->proc)->proc->dummies;
    bool mine = false;
    for (int i = 0; i < ds->len && !mine; i++)
        mine = ds->data[i] == d;
    if (!mine)
        return false;
    return !unit_may_define(cg->unit, d);
}

/* Loads of elements of a kernel's array dummy that the kernel never
 * modifies are invariant for the launch: !invariant.load lets the NVPTX
 * back end emit ld.global.nc (the read-only path of nvcc's const
 * __restrict__) and lets ptxas move them above stores. LLVM infers this by
 * itself only for pointer parameters, not for the data pointer read from
 * an assumed-shape descriptor. Device functions are excluded: their
 * dummies may be shared memory that other threads write. */
void cg_device_mark_load(CG *cg, Node *e, LLVMValueRef load)
{
    if (cg->target != CG_TARGET_NVPTX || !e || !load || !LLVMIsALoadInst(load))
        return;
    Node *base = e->kind == N_ARRAY_REF ? e->lhs : e->kind == N_NAME && e->rank > 0 ? e : NULL;
    if (!base || base->kind != N_NAME || !base->sym)
        return;
    Symbol *d = cg_ultimate(base->sym);
    if (!d)
        return;
    /* The data of an allocatable DEVICE or MANAGED array and of a TEXTURE
     * pointer is global memory (the host allocated or bound it), which the
     * generic pointer in its descriptor does not say: loading through an
     * addrspace(1) pointer gives ld.global (ld.global.nc below) instead of
     * a generic load. */
    if ((d->attrs & A_TEXTURE) || ((d->attrs & (A_DEVICE | A_MANAGED)) && (d->attrs & A_ALLOCATABLE))) {
        LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
        LLVMPositionBuilderBefore(b, load);
        LLVMValueRef g = LLVMBuildAddrSpaceCast(b, LLVMGetOperand(load, 0), LLVMPointerTypeInContext(cg->ctx, 1), "global");
        LLVMSetOperand(load, 0, g);
        LLVMDisposeBuilder(b);
    }
    /* texture data is read-only in device code (sema) and, as through
     * CUDA's texture cache, not coherent with writes of the same launch */
    if (!((d->attrs & A_TEXTURE) || kernel_array_read_only(cg, d) || cuf_array_read_only(cg, d)))
        return;
    unsigned kind = LLVMGetMDKindIDInContext(cg->ctx, "invariant.load", 14);
    LLVMSetMetadata(load, kind, LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, NULL, 0)));
}

/* CUF90_ARG_* kind and size of one kernel parameter as the host passes it. */
static void param_signature(CG *cg, Symbol *p, Symbol *d, unsigned char *kind, unsigned *size)
{
    if (d && kernel_desc_param(d)) {
        *kind = CUF90_ARG_STRUCT;
        *size = (unsigned)LLVMABISizeOfType(cg->td, cg_desc_type(cg, d->shape->rank));
        return;
    }
    if (!d || !(d->attrs & A_VALUE) || (d->shape && d->shape->rank > 0)) {
        *kind = CUF90_ARG_PTR;
        *size = 8;
        return;
    }
    Type *t = d->type;
    if (cg_value_by_ref(p, d)) {
        *kind = t->kind == TY_COMPLEX ? (t->kind_param == 8 ? CUF90_ARG_C64 : CUF90_ARG_C32)
                                      : CUF90_ARG_STRUCT;
        *size = (unsigned)LLVMABISizeOfType(cg->td, cg_type(cg, t));
        return;
    }
    switch (t->kind) {
    case TY_REAL:
        *kind = t->kind_param == 8 ? CUF90_ARG_F64 : CUF90_ARG_F32;
        *size = (unsigned)t->kind_param;
        return;
    default: /* integer, logical */
        *size = (unsigned)t->kind_param;
        *kind = t->kind_param == 1 ? CUF90_ARG_I8 : t->kind_param == 2 ? CUF90_ARG_I16
                : t->kind_param == 8 ? CUF90_ARG_I64 : CUF90_ARG_I32;
        return;
    }
}

/* Records a kernel's signature in the image (both passes agree on it). */
static void register_kernel(CG *cg, Symbol *p, LLVMValueRef host_fn)
{
    PtrVec *ds = &p->proc->dummies;
    unsigned char kinds[256];
    unsigned sizes[256];
    int n = ds->len > 256 ? 256 : ds->len;
    for (int i = 0; i < n; i++)
        param_signature(cg, p, ds->data[i], &kinds[i], &sizes[i]);
    CgImage *im = cg_image(cg);
    cg_image_set_signature(im, cg_mangle(cg, p), n, kinds, sizes, host_fn);
}

/* ------------------------------------------------------------------ */
/* Predefined variables                                                */
/* ------------------------------------------------------------------ */

static int builtin_which(const char *name)
{
    static const char *const names[] = {"threadidx", "blockidx", "blockdim", "griddim"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(name, names[i]))
            return i;
    return -1;
}

/* llvm.nvvm.read.ptx.sreg.<reg>.<axis> */
static LLVMValueRef nvptx_sreg(CG *cg, int which, int axis)
{
    static const char *const regs[] = {"tid", "ctaid", "ntid", "nctaid"};
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s.%c", regs[which], "xyz"[axis]);
    return cg_call_extern(cg, name, cg->t_i32, NULL, 0, NULL, 0, false);
}

static LLVMValueRef emu_self(CG *cg)
{
    return cg_call_extern(cg, "cuf90_emu_self", cg->t_ptr, NULL, 0, NULL, 0, false);
}

static LLVMValueRef emu_index(CG *cg, int which, int axis)
{
    LLVMValueRef self = emu_self(cg);
    LLVMValueRef off = cg_const_i64(cg, which * 12 + axis * 4);
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->t_i8, self, &off, 1, "");
    return LLVMBuildLoad2(cg->b, cg->t_i32, p, "");
}

/* 1-based for threadidx/blockidx as the guide says. */
static LLVMValueRef fortran_index(CG *cg, int which, int axis)
{
    LLVMValueRef v = cg->target == CG_TARGET_NVPTX ? nvptx_sreg(cg, which, axis) : emu_index(cg, which, axis);
    /* nuw/nsw: the registers are far below 2**31, and the flags keep
     * subscripts computed from them provably non-negative */
    if (which <= 1) {
        v = LLVMBuildNUWAdd(cg->b, v, cg_const_i32(cg, 1), "");
        LLVMSetNSW(v, true);
    }
    return v;
}

/* Storage for threadidx & co: a dim3 filled in the entry block; LLVM folds
 * the loads back to the special registers. */
CgVar *cg_device_var(CG *cg, Symbol *s)
{
    if (!s->cuda_builtin || !cg_is_device_target(cg))
        return NULL;
    int which = builtin_which(s->name);
    if (which < 0)
        return NULL;
    CgVar *v = s->cg_aux;
    if (v && v->fn == cg->fn)
        return v;
    v = NEW(CgVar);
    v->kind = CV_SCALAR;
    v->sym = s;
    v->fn = cg->fn;
    v->frame_slot = -1;
    LLVMTypeRef t = cg_type(cg, s->type);
    v->addr = cg_alloca(cg, t, s->name);
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    for (int axis = 0; axis < 3; axis++)
        LLVMBuildStore(cg->b, fortran_index(cg, which, axis),
                       LLVMBuildStructGEP2(cg->b, t, v->addr, (unsigned)axis, ""));
    LLVMPositionBuilderAtEnd(cg->b, cur);
    s->cg_aux = v;
    cg_debug_builtin(cg, v);
    return v;
}

/* ------------------------------------------------------------------ */
/* Storage of device-side variables                                    */
/* ------------------------------------------------------------------ */

static LLVMValueRef generic(CG *cg, LLVMValueRef g)
{
    return LLVMConstAddrSpaceCast(g, cg->t_ptr);
}

/* The block's dynamic shared memory: every assumed-size SHARED array of a
 * kernel starts there, as the guide says. */
static LLVMValueRef dynamic_shared_base(CG *cg)
{
    if (cg->target == CG_TARGET_EMU) {
        LLVMValueRef self = emu_self(cg);
        LLVMValueRef off = cg_const_i64(cg, offsetof(cuf90_emu_thread, dyn_shared));
        return LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildGEP2(cg->b, cg->t_i8, self, &off, 1, ""), "dynshared");
    }
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, "__cuf90_dynshared");
    if (!g) {
        g = LLVMAddGlobalInAddressSpace(cg->mod, LLVMArrayType2(cg->t_i8, 0), "__cuf90_dynshared", 3);
        LLVMSetLinkage(g, LLVMExternalLinkage);
        LLVMSetAlignment(g, 16);
    }
    return generic(cg, g);
}

/* An automatic SHARED array (bounds from VALUE arguments and blockdim):
 * the guide has the compiler place several of them one after another in
 * the dynamic area, each aligned for its element type, so the launch's
 * byte count is the sum of their sizes plus padding. */
static LLVMValueRef automatic_shared(CG *cg, Symbol *s, LLVMValueRef bytes)
{
    /* next free byte of the dynamic area in the kernel being lowered */
    static LLVMValueRef owner_fn, next_off;
    if (owner_fn != cg->fn ||
        (LLVMIsAInstruction(next_off) && LLVMGetBasicBlockParent(LLVMGetInstructionParent(next_off)) != cg->fn)) {
        owner_fn = cg->fn;
        next_off = cg_const_i64(cg, 0);
    }
    LLVMTypeRef et = s->type->kind == TY_DERIVED || s->type->kind == TY_CHARACTER ? cg->t_i64 : cg_type(cg, s->type);
    int64_t align = (int64_t)LLVMABIAlignmentOfType(cg->td, et);
    LLVMValueRef off = next_off;
    if (align > 1) {
        LLVMValueRef up = LLVMBuildAdd(cg->b, off, cg_const_i64(cg, align - 1), "");
        off = LLVMBuildAnd(cg->b, up, cg_const_i64(cg, -align), "shared.off");
    }
    next_off = LLVMBuildAdd(cg->b, off, bytes, "");
    return LLVMBuildGEP2(cg->b, cg->t_i8, dynamic_shared_base(cg), &off, 1, s->name);
}

/* Runtime space code for data that must live in device memory when host
 * code declares it; 0 for host-accessible data. Emulation too: its host
 * code is the GPU build's (the runtime's host device serves the memory). */
int cg_dev_space(CG *cg, Symbol *s)
{
    if (opts.cuda == CUDA_MODE_OFF || cg->target != CG_TARGET_HOST || !s)
        return 0;
    switch (s->space) {
    case SPACE_DEVICE: return CUF90_SPACE_DEVICE;
    case SPACE_MANAGED: return CUF90_SPACE_MANAGED;
    case SPACE_PINNED: return CUF90_SPACE_PINNED;
    default: return 0;
    }
}

/* Storage of a local variable that is not an ordinary alloca/malloc:
 * SHARED variables of device code (static: an addrspace(3) global, or a
 * thread-local global in emulation; assumed-size: the dynamic shared
 * memory) and device/managed data declared in host code (cuf90_dev_alloc,
 * freed at scope exit). st is the static storage type or NULL, bytes the
 * size when st is NULL. Returns NULL for ordinary variables. */
LLVMValueRef cg_device_storage(CG *cg, CgVar *v, LLVMTypeRef st, LLVMValueRef bytes, PtrVec *cleanups)
{
    Symbol *s = v->sym;
    if (s->space == SPACE_SHARED && cg_is_device_target(cg)) {
        if (!st && s->shape && s->shape->kind != DIM_ASSUMED_SIZE)
            return automatic_shared(cg, s, bytes);
        if (!st)
            return dynamic_shared_base(cg);
        const char *owner = cg->proc ? cg->proc->name : "k";
        char *name = arena_printf(cu_arena, "%s.%s", owner, s->name);
        LLVMValueRef g;
        if (cg->target == CG_TARGET_EMU) {
            g = LLVMAddGlobal(cg->mod, st, name);
            LLVMSetThreadLocal(g, true);
            /* initial-exec: the thread pointer plus an offset loaded once
             * (valid in executables and in libraries loaded at start); the
             * default, general-dynamic, became a __tls_get_addr call for
             * every thread and region of a kernel run in passes */
            LLVMSetThreadLocalMode(g, LLVMInitialExecTLSModel);
            LLVMSetInitializer(g, LLVMConstNull(st));
        } else {
            g = LLVMAddGlobalInAddressSpace(cg->mod, st, name, 3);
            LLVMSetInitializer(g, LLVMGetUndef(st));
        }
        LLVMSetLinkage(g, LLVMInternalLinkage);
        LLVMSetAlignment(g, 16);
        v->is_static = true;
        return cg->target == CG_TARGET_EMU ? g : generic(cg, g);
    }
    int space = cg_dev_space(cg, s);
    if (!space || v->kind == CV_DESC || (s->attrs & (A_ALLOCATABLE | A_POINTER)))
        return NULL;
    if (st)
        bytes = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, st));
    LLVMValueRef p = cg_mem_alloc(cg, s, bytes, s->loc);
    v->automatic = true;
    v->dev_space = space;
    vec_push(cleanups, v);
    return p;
}

/* Module variables: on the device, device data is an addrspace(1) global
 * and constant data an addrspace(4) one, both under the mangled name the
 * image looks up; host data does not exist there. On the host of a GPU
 * build the module's device variables are host shadows registered in the
 * image. Returns true when the caller must not bind s itself. */
bool cg_device_module_var(CG *cg, Symbol *s, const char *mangled)
{
    bool dev = s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT || s->space == SPACE_TEXTURE ||
               s->space == SPACE_MANAGED;
    if (cg->target == CG_TARGET_NVPTX) {
        if (!dev)
            return true;
        if (s->shape && s->shape->rank > 0 && !s->shape->constant && !(s->attrs & (A_ALLOCATABLE | A_POINTER))) {
            error_at(s->loc, "device variable '%s' in a module must have a constant size", s->name);
            return true;
        }
        return false; /* bound by the caller, then moved by cg_device_module_var_done */
    }
    (void)mangled;
    return false;
}

/* After the caller bound module variable s to global g in this pass:
 * device pass: move it to its address space; host pass of a GPU build:
 * register the host shadow of device data in the image. */
void cg_device_module_var_done(CG *cg, Symbol *s, CgVar *v)
{
    bool dev = s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT || s->space == SPACE_TEXTURE ||
               s->space == SPACE_MANAGED;
    if (!dev || !v || !v->addr)
        return;
    LLVMValueRef g = v->addr;
    LLVMTypeRef st = LLVMGlobalGetValueType(g);
    if (cg->target == CG_TARGET_NVPTX) {
        unsigned as = s->space == SPACE_CONSTANT ? 4 : 1;
        size_t n;
        const char *name = LLVMGetValueName2(g, &n);
        char *saved = arena_strndup(cu_arena, name, n);
        LLVMValueRef ng = LLVMAddGlobalInAddressSpace(cg->mod, st, "", as);
        /* a module of another file: its object defines the variable, so
         * only the device link (-Mcuda=rdc) can resolve it (rdc.c) */
        if (LLVMGetInitializer(g))
            LLVMSetInitializer(ng, LLVMGetInitializer(g));
        LLVMSetAlignment(ng, LLVMGetAlignment(g) > 16 ? LLVMGetAlignment(g) : 16);
        LLVMSetLinkage(ng, LLVMExternalLinkage);
        LLVMReplaceAllUsesWith(g, LLVMConstAddrSpaceCast(ng, cg->t_ptr));
        LLVMDeleteGlobal(g);
        LLVMSetValueName2(ng, saved, strlen(saved));
        if (s->space == SPACE_MANAGED && !(s->attrs & (A_ALLOCATABLE | A_POINTER))) {
            /* .attribute(.managed): the driver places it in unified memory,
             * where host code reaches it through its module address */
            LLVMMetadataRef md[3] = {LLVMValueAsMetadata(ng), LLVMMDStringInContext2(cg->ctx, "managed", 7),
                                     LLVMValueAsMetadata(cg_const_i32(cg, 1))};
            LLVMAddNamedMetadataOperand(cg->mod, "nvvm.annotations",
                                        LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, md, 3)));
        }
        v->addr = generic(cg, ng);
        return;
    }
    if (cg->target == CG_TARGET_HOST && opts.cuda != CUDA_MODE_OFF && LLVMGetInitializer(g)) {
        size_t n;
        const char *name = LLVMGetValueName2(g, &n);
        cg_image_add_global(cg_image(cg), arena_strndup(cu_arena, name, n), g,
                            LLVMABISizeOfType(cg->td, st), s->space == SPACE_CONSTANT,
                            (s->attrs & (A_ALLOCATABLE | A_POINTER)) != 0,
                            s->space == SPACE_MANAGED || s->space == SPACE_TEXTURE);
    }
}

/* ------------------------------------------------------------------ */
/* Device-only intrinsics                                              */
/* ------------------------------------------------------------------ */

static LLVMValueRef logical_to_i32(CG *cg, LLVMValueRef v)
{
    if (LLVMTypeOf(v) == cg->t_i1)
        return LLVMBuildZExt(cg->b, v, cg->t_i32, "");
    if (LLVMTypeOf(v) != cg->t_i32)
        return LLVMBuildZExt(cg->b, cg_to_bool(cg, v), cg->t_i32, "");
    return LLVMBuildZExt(cg->b, cg_to_bool(cg, v), cg->t_i32, "");
}

static LLVMValueRef barrier_reduce(CG *cg, const char *nvvm, const char *emu, Node *arg)
{
    LLVMValueRef pred = logical_to_i32(cg, cg_expr(cg, arg));
    LLVMTypeRef pt[1] = {cg->t_i32};
    return cg_call_extern(cg, cg->target == CG_TARGET_NVPTX ? nvvm : emu, cg->t_i32, pt, 1, &pred, 1, false);
}

/* allthreads/anythread (LOGICAL) and ballot (the bit mask of the lanes
 * whose predicate holds) over the full warp. */
static LLVMValueRef warp_vote(CG *cg, Node *e)
{
    LLVMValueRef pred = cg_to_bool(cg, cg_expr(cg, e->args.items[0]));
    LLVMValueRef r;
    if (cg->target == CG_TARGET_NVPTX) {
        const char *name = e->op == INTR_ALLTHREADS ? "llvm.nvvm.vote.all.sync"
                           : e->op == INTR_ANYTHREAD ? "llvm.nvvm.vote.any.sync"
                                                     : "llvm.nvvm.vote.ballot.sync";
        LLVMTypeRef pt[2] = {cg->t_i32, cg->t_i1};
        LLVMValueRef av[2] = {cg_const_i32(cg, -1), pred};
        r = cg_call_extern(cg, name, e->op == INTR_BALLOT ? cg->t_i32 : cg->t_i1, pt, 2, av, 2, false);
        if (e->op != INTR_BALLOT)
            r = LLVMBuildZExt(cg->b, r, cg->t_i32, "");
    } else {
        const char *name = e->op == INTR_ALLTHREADS ? "cuf90_emu_all"
                           : e->op == INTR_ANYTHREAD ? "cuf90_emu_any" : "cuf90_emu_ballot";
        LLVMValueRef p32 = LLVMBuildZExt(cg->b, pred, cg->t_i32, "");
        LLVMTypeRef pt[1] = {cg->t_i32};
        r = cg_call_extern(cg, name, cg->t_i32, pt, 1, &p32, 1, false);
    }
    if (e->op == INTR_BALLOT)
        return r;
    /* LOGICAL result: 0 or 1 in the logical's kind */
    r = LLVMBuildICmp(cg->b, LLVMIntNE, r, cg_const_i32(cg, 0), "");
    return LLVMBuildZExt(cg->b, r, cg_type(cg, e->type), "");
}

/* __shfl(var, srclane), __shfl_up/down(var, delta), __shfl_xor(var,
 * lanemask), optional width (default 32), over the full warp; the _sync
 * forms (k 0..3: idx, up, down, xor) over the lanes of mask. srclane is
 * 1-based in CUDA Fortran. 64-bit values move as two 32-bit halves on the
 * GPU, as CUDA's headers do. */
LLVMValueRef cg_warp_shuffle(CG *cg, int k, LLVMValueRef mask, Node *var, Node *lane, Node *wnode, Type *t)
{
    LLVMValueRef v = cg_expr(cg, var);
    if (var->type && !type_equal(var->type, t))
        v = cg_convert(cg, v, var->type, t);
    LLVMValueRef b = LLVMBuildTrunc(cg->b, cg_expr_i64(cg, lane), cg->t_i32, "");
    if (k == 0)
        b = LLVMBuildSub(cg->b, b, cg_const_i32(cg, 1), "srclane0");
    LLVMValueRef width = wnode ? LLVMBuildTrunc(cg->b, cg_expr_i64(cg, wnode), cg->t_i32, "") : cg_const_i32(cg, 32);
    static const char *const kinds[] = {"idx", "up", "down", "bfly"};
    static const char *const emu[] = {"", "_up", "_down", "_xor"};
    bool real = t->kind == TY_REAL, wide = t->kind_param == 8;
    LLVMTypeRef vt = LLVMTypeOf(v);
    if (cg->target != CG_TARGET_NVPTX) {
        char name[48];
        snprintf(name, sizeof name, "cuf90_emu_shfl%s_%c%d", emu[k], real ? 'f' : 'i', wide ? 64 : 32);
        LLVMTypeRef pt[4] = {cg->t_i32, vt, cg->t_i32, cg->t_i32};
        LLVMValueRef av[4] = {mask, v, b, width};
        return cg_call_extern(cg, name, vt, pt, 4, av, 4, false);
    }
    /* PTX c operand: ((32 - width) << 8) | clamp, clamp 0 for up, 31 otherwise */
    LLVMValueRef seg = LLVMBuildShl(cg->b, LLVMBuildSub(cg->b, cg_const_i32(cg, 32), width, ""), cg_const_i32(cg, 8), "");
    LLVMValueRef c = k == 1 ? seg : LLVMBuildOr(cg->b, seg, cg_const_i32(cg, 31), "");
    char name[48];
    LLVMTypeRef pt[4] = {cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32};
    if (!wide) {
        snprintf(name, sizeof name, "llvm.nvvm.shfl.sync.%s.%s", kinds[k], real ? "f32" : "i32");
        pt[1] = vt;
        LLVMValueRef av[4] = {mask, v, b, c};
        return cg_call_extern(cg, name, vt, pt, 4, av, 4, false);
    }
    snprintf(name, sizeof name, "llvm.nvvm.shfl.sync.%s.i32", kinds[k]);
    LLVMValueRef bits = real ? LLVMBuildBitCast(cg->b, v, cg->t_i64, "") : v;
    LLVMValueRef lo = LLVMBuildTrunc(cg->b, bits, cg->t_i32, "");
    LLVMValueRef hi = LLVMBuildTrunc(cg->b, LLVMBuildLShr(cg->b, bits, cg_const_i64(cg, 32), ""), cg->t_i32, "");
    LLVMValueRef a1[4] = {mask, lo, b, c};
    LLVMValueRef a2[4] = {mask, hi, b, c};
    lo = cg_call_extern(cg, name, cg->t_i32, pt, 4, a1, 4, false);
    hi = cg_call_extern(cg, name, cg->t_i32, pt, 4, a2, 4, false);
    LLVMValueRef r = LLVMBuildOr(cg->b, LLVMBuildZExt(cg->b, lo, cg->t_i64, ""),
                                 LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, hi, cg->t_i64, ""), cg_const_i64(cg, 32), ""), "");
    return real ? LLVMBuildBitCast(cg->b, r, cg->t_f64, "") : r;
}

static LLVMValueRef warp_shuffle(CG *cg, Node *e)
{
    int k = e->op == INTR_SHFL ? 0 : e->op == INTR_SHFL_UP ? 1 : e->op == INTR_SHFL_DOWN ? 2 : 3;
    return cg_warp_shuffle(cg, k, cg_const_i32(cg, -1), e->args.items[0], e->args.items[1],
                           e->args.len > 2 ? e->args.items[2] : NULL, e->type);
}

/* syncthreads & co. Returns true when e was one of them (value in *out for
 * the function forms). */
bool cg_device_intrinsic(CG *cg, Node *e, LLVMValueRef *out)
{
    bool nv = cg->target == CG_TARGET_NVPTX;
    *out = NULL;
    switch (e->op) {
    case INTR_SYNCTHREADS:
        /* on the GPU the non-aligned barrier.sync 0: LLVM may duplicate a
         * barrier into both paths of a branch before it (gpu/atomics: the
         * SYNCTHREADS after 'if (threadidx%x == 1) s = 0'), and a program
         * may call SYNCTHREADS in both branches of an IF
         * (gpu/user_barrier_sites); the aligned bar.sync of
         * llvm.nvvm.barrier0 is undefined when the lanes of a warp reach
         * it at different instructions (compute-sanitizer's synccheck:
         * "Divergent thread(s) in warp", device run 2 of session 9) */
        if (nv) {
            LLVMTypeRef pt[1] = {cg->t_i32};
            LLVMValueRef zero = cg_const_i32(cg, 0);
            cg_call_extern(cg, "llvm.nvvm.barrier.sync", cg->t_void, pt, 1, &zero, 1, false);
        } else
            cg_call_extern(cg, "cuf90_emu_syncthreads", cg->t_void, NULL, 0, NULL, 0, false);
        return true;
    case INTR_SYNCTHREADS_COUNT:
        *out = barrier_reduce(cg, "llvm.nvvm.barrier0.popc", "cuf90_emu_syncthreads_count", e->args.items[0]);
        break;
    case INTR_SYNCTHREADS_AND:
        *out = barrier_reduce(cg, "llvm.nvvm.barrier0.and", "cuf90_emu_syncthreads_and", e->args.items[0]);
        break;
    case INTR_SYNCTHREADS_OR:
        *out = barrier_reduce(cg, "llvm.nvvm.barrier0.or", "cuf90_emu_syncthreads_or", e->args.items[0]);
        break;
    case INTR_THREADFENCE:
        cg_call_extern(cg, nv ? "llvm.nvvm.membar.gl" : "cuf90_emu_threadfence", cg->t_void, NULL, 0, NULL, 0, false);
        return true;
    case INTR_THREADFENCE_BLOCK:
        cg_call_extern(cg, nv ? "llvm.nvvm.membar.cta" : "cuf90_emu_threadfence_block", cg->t_void, NULL, 0, NULL, 0, false);
        return true;
    case INTR_THREADFENCE_SYSTEM:
        cg_call_extern(cg, nv ? "llvm.nvvm.membar.sys" : "cuf90_emu_threadfence_system", cg->t_void, NULL, 0, NULL, 0, false);
        return true;
    case INTR_ALLTHREADS: case INTR_ANYTHREAD: case INTR_BALLOT:
        *out = warp_vote(cg, e);
        break;
    case INTR_SHFL: case INTR_SHFL_UP: case INTR_SHFL_DOWN: case INTR_SHFL_XOR:
        *out = warp_shuffle(cg, e);
        return true;
    default:
        return cg_device_warp_intrinsic(cg, e, out);
    }
    /* the integer result kind of the Fortran function */
    if (e->type && e->type->kind == TY_INTEGER && e->type->kind_param != 4)
        *out = LLVMBuildSExt(cg->b, *out, cg_type(cg, e->type), "");
    return true;
}

/* Name of the math function for intrinsic id on real(kind) in this target,
 * or NULL: libdevice on the GPU, libm elsewhere. */
const char *cg_math_function(CG *cg, IntrinsicId id, int kind)
{
    ShimLibrary lib = cg->target == CG_TARGET_NVPTX
                          ? (opts.cuda_fastmath ? SHIM_DEVICE_FAST : SHIM_DEVICE)
                          : SHIM_HOST;
    return shim_function(id, kind, false, lib);
}

/* ------------------------------------------------------------------ */
/* Target hooks                                                        */
/* ------------------------------------------------------------------ */

static unsigned nvptx_var_addrspace(CG *cg, Symbol *s)
{
    (void)cg;
    switch (s->space) {
    case SPACE_SHARED: return 3;
    case SPACE_CONSTANT: return 4;
    default: return 0;
    }
}

static unsigned host_var_addrspace(CG *cg, Symbol *s) { (void)cg; (void)s; return 0; }

static const CgTargetHooks host_hooks_dev = {.var_addrspace = host_var_addrspace, .thread_index = NULL};
static const CgTargetHooks nvptx_hooks = {.var_addrspace = nvptx_var_addrspace, .thread_index = fortran_index};
static const CgTargetHooks emu_hooks = {.var_addrspace = host_var_addrspace, .thread_index = fortran_index};

static const CgTargetHooks *hooks_for(CgTarget t)
{
    switch (t) {
    case CG_TARGET_NVPTX: return &nvptx_hooks;
    case CG_TARGET_EMU: return &emu_hooks;
    default: return &host_hooks_dev;
    }
}

/* ------------------------------------------------------------------ */
/* The device pass                                                     */
/* ------------------------------------------------------------------ */

static bool unit_has_device_code(NodeList *units)
{
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        if ((u->kind == N_SUBROUTINE || u->kind == N_FUNCTION) && runs_on_device(proc_cuda_attrs(u)))
            return true;
        if (u->kind == N_MODULE) {
            for (int j = 0; j < u->contains.len; j++)
                if (runs_on_device(proc_cuda_attrs(u->contains.items[j])))
                    return true;
            if (u->scope)
                for (int j = 0; j < u->scope->symbols.len; j++) {
                    Symbol *s = u->scope->symbols.data[j];
                    if (s->kind == SYM_VARIABLE && !s->use_of &&
                        (s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT))
                        return true;
                }
        }
    }
    return false;
}

/* Codegen caches LLVM values on symbols; a second module needs them clear. */
static void reset_scope(Scope *sc)
{
    if (!sc)
        return;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        s->cg = NULL;
        s->cg_aux = NULL;
        if (s->derived)
            s->derived->cg_type = NULL;
        /* a module variable of another file, which host code of this one
         * may have bound first: its symbol is the module's, not this scope's */
        Symbol *u = s->use_of ? cg_ultimate(s) : NULL;
        if (u) {
            u->cg = NULL;
            u->cg_aux = NULL;
            if (u->derived)
                u->derived->cg_type = NULL;
        }
    }
}

static void reset_unit(Node *u)
{
    reset_scope(u->scope);
    for (int i = 0; i < u->contains.len; i++)
        reset_unit(u->contains.items[i]);
    for (int i = 0; i < u->body.len; i++) {
        Node *s = u->body.items[i];
        if (s && (s->kind == N_BLOCK || s->kind == N_DERIVED_TYPE || s->kind == N_INTERFACE))
            reset_unit(s);
    }
}

static void reset_symbols(TranslationUnit *tu)
{
    for (int i = 0; i < tu->units.len; i++)
        reset_unit(tu->units.items[i]);
}

/* Registers every kernel of the unit (GPU: by name for the PTX; emulation:
 * with the host function). */
static void register_kernels(CG *cg, NodeList *list)
{
    for (int i = 0; i < list->len; i++) {
        Node *u = list->items[i];
        if (u->kind == N_MODULE) {
            register_kernels(cg, &u->contains);
            continue;
        }
        if ((u->kind != N_SUBROUTINE) || !u->sym || !cg_proc_is_kernel(u->sym))
            continue;
        LLVMValueRef host_fn = NULL;
        if (opts.cuda == CUDA_MODE_EMU)
            host_fn = LLVMGetNamedFunction(cg->mod, cg_mangle(cg, u->sym));
        register_kernel(cg, u->sym, host_fn);
    }
}

void cg_lower_units(CG *cg); /* proc.c */

/* -gpu=fma (the default, as nvcc's --fmad=true): floating-point adds and
 * multiplies of device code may fuse into FMA; otherwise the NVPTX back end
 * rounds each one (mul.rn/add.rn) and ptxas cannot contract them. */
static void allow_contraction(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                LLVMOpcode op = LLVMGetInstructionOpcode(i);
                if ((op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul) && LLVMCanValueUseFastMathFlags(i))
                    LLVMSetFastMathFlags(i, LLVMGetFastMathFlags(i) | LLVMFastMathAllowContract);
            }
}

/* After the host pass: builds the device image of the unit and embeds it
 * in the host module. */
static void define_atomics(CG *cg);
void cg_define_surface(CG *cg, LLVMValueRef fn, const char *name); /* surface.c */
void cg_define_texture(CG *cg, LLVMValueRef fn, const char *name); /* surface.c */

bool cg_device_lower(CG *host)
{
    if (opts.cuda == CUDA_MODE_EMU && !LLVMGetNamedGlobal(host->mod, "cuf90_emulated")) {
        /* tells the runtime to run the program on its host device even
         * when no object registers an image (rt/cuf90rt.h) */
        LLVMValueRef g = LLVMAddGlobal(host->mod, host->t_i32, "cuf90_emulated");
        LLVMSetInitializer(g, cg_const_i32(host, 1));
        LLVMSetGlobalConstant(g, true);
        LLVMSetLinkage(g, LLVMWeakAnyLinkage);
    }
    /* host code may call cudadevice's and libm's functions too, and
     * emulated device code lives in the host module */
    define_atomics(host);
    if (opts.cuda == CUDA_MODE_OFF || (!unit_has_device_code(&host->tu->units) && !cg_cuf_has_kernels(host)))
        return true;
    CgImage *im = cg_image(host);
    if (opts.cuda == CUDA_MODE_EMU) {
        register_kernels(host, &host->tu->units);
        /* barrier-free kernels run a block per call (codegen/emu_loops.c) */
        for (int i = 0; i < im->nkernels; i++) {
            LLVMValueRef fn = im->kernels[i].host_fn;
            if (cg_emu_thread_loop(host, fn))
                im->kernels[i].emu_flags |= CUF90_EMU_BLOCK_LOOP;
            LLVMAttributeRef cl = fn ? LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "cuf90-cluster", 13) : NULL;
            unsigned len = 0;
            const char *dims = cl ? LLVMGetStringAttributeValue(cl, &len) : NULL;
            int cx = 1, cy = 1, cz = 1;
            if (dims && sscanf(dims, "%d,%d,%d", &cx, &cy, &cz) == 3 && cx > 0 && cy > 0 && cz > 0 && cx < 256 &&
                cy < 256 && cz < 256)
                im->kernels[i].emu_flags |= CUF90_EMU_CLUSTER(cx, cy, cz);
        }
        cg_image_emit(im, NULL, host->src_name);
        cg_cuf_forget_kernels();
        return true;
    }

    int errors_before = diag_error_count();
    ro_unit = NULL;
    CG dev = *host;
    dev.target = CG_TARGET_NVPTX;
    dev.hooks = &nvptx_hooks;
    dev.mod = LLVMModuleCreateWithNameInContext("device", host->ctx);
    dev.b = LLVMCreateBuilderInContext(host->ctx);
    dev.tm = cg_nvptx_target_machine(opts.cuda_cc);
    dev.di = NULL;
    dev.di_scope = NULL;
    dev.di_module = NULL;
    dev.dbg = NULL;
    memset(dev.t_desc, 0, sizeof dev.t_desc);
    dev.t_dim = dev.t_dtype = NULL;
    bool ok = dev.tm != NULL;
    if (ok) {
        cg_nvptx_prepare_module(dev.mod, dev.tm);
        dev.td = LLVMCreateTargetDataLayout(dev.tm);
        if (opts.cuda_debug || opts.cuda_lineinfo)
            cg_init_debug_info(&dev, true, !opts.cuda_debug);
        reset_symbols(host->tu);
        cg_lower_units(&dev);
        cg_cuf_lower_kernels(&dev);
        register_kernels(&dev, &host->tu->units);
        define_atomics(&dev);
        if (dev.di)
            LLVMDIBuilderFinalize(dev.di);
        ok = diag_error_count() == errors_before;
    }
    if (ok) {
        char *msg = NULL;
        if (LLVMVerifyModule(dev.mod, LLVMReturnStatusAction, &msg)) {
            error_noloc("internal error: generated device IR is invalid: %s", msg ? msg : "?");
            ok = false;
        }
        LLVMDisposeMessage(msg);
    }
    const char *base = strrchr(host->src_name, '/');
    base = base ? base + 1 : host->src_name;
    int stem = (int)(strrchr(base, '.') ? strrchr(base, '.') - base : (long)strlen(base));
    if (ok && opts.cuda_keepptx) {
        /* -Mcuda=keepptx: the device IR before optimization and the PTX,
         * in the current directory as nvfortran leaves its .ptx */
        char *ir = LLVMPrintModuleToString(dev.mod);
        char *path = arena_printf(cu_arena, "%.*s.dev.ll", stem, base);
        FILE *f = fopen(path, "w");
        if (f) {
            fputs(ir, f);
            fclose(f);
        }
        LLVMDisposeMessage(ir);
    }
    if (ok && opts.cuda_fma)
        allow_contraction(dev.mod);
    DeviceImage img = {0};
    if (ok) {
        int nkeep;
        const char *const *keep = cg_image_keep_names(im, &nkeep);
        /* device code at O3, as nvcc does by default (at O2 LLVM only
         * unrolls a 16-trip tile loop by 2: test/gpu/mmul_tiles.cuf); at
         * the pipeline's least with -gpu=debug, as nvcc -G */
        if (opts.cuda_rdc) {
            ok = cg_rdc_embed(host->mod, dev.mod); /* finished at the device link */
            /* -gpu=keep/ptxinfo: this file's PTX and ptxas report, as
             * nvfortran gives them per file with rdc; the image itself is
             * made at the device link */
            if (ok && (opts.cuda_keepptx || opts.cuda_ptxinfo))
                ok = cg_nvptx_finish(dev.mod, dev.tm, keep, nkeep, opts.cuda_debug ? 0 : 3, true, &img);
        } else {
            ok = cg_rdc_check_resolved(dev.mod, base) &&
                 cg_nvptx_finish(dev.mod, dev.tm, keep, nkeep, opts.cuda_debug ? 0 : 3, false, &img);
        }
    }
    if (ok && opts.cuda_keepptx && img.ptx) {
        char *path = arena_printf(cu_arena, "%.*s.ptx", stem, base);
        FILE *f = fopen(path, "w");
        if (f) {
            fputs(img.ptx, f);
            fclose(f);
        }
    }
    if (opts.cuda_rdc) {
        free(img.ptx);
        free(img.cubin);
        img = (DeviceImage){0};
    }
    /* The host pass's symbol caches were cleared: host code is finished, so
     * only the image remains to be written into the host module. */
    if (ok)
        cg_image_emit(im, &img, host->src_name);
    free(img.ptx);
    free(img.cubin);
    ro_unit = NULL;
    free(ro_written.data);
    ro_written = (PtrVec){0};
    if (dev.di)
        LLVMDisposeDIBuilder(dev.di);
    LLVMDisposeBuilder(dev.b);
    LLVMDisposeModule(dev.mod);
    if (dev.td)
        LLVMDisposeTargetData(dev.td);
    if (dev.tm)
        LLVMDisposeTargetMachine(dev.tm);
    return ok;
}

/* ------------------------------------------------------------------ */
/* Atomic functions                                                    */
/* ------------------------------------------------------------------ */

/* cudafor declares atomicadd & co as BIND(C) device functions named
 * cuf90_atomic<op>_<i|r><kind> (sema/intrinsic_modules.c). Each one the
 * unit calls gets an always-inline body here: one relaxed atomicrmw (or a
 * cmpxchg for atomiccas), which NVPTX selects as atom.* and the emulator
 * runs as the host's atomic instruction. */
static void define_atomic(CG *cg, LLVMValueRef fn, const char *name)
{
    static const struct {
        const char *op;
        LLVMAtomicRMWBinOp iop, fop;
    } ops[] = {
        {"add", LLVMAtomicRMWBinOpAdd, LLVMAtomicRMWBinOpFAdd},
        {"sub", LLVMAtomicRMWBinOpSub, LLVMAtomicRMWBinOpFSub},
        {"max", LLVMAtomicRMWBinOpMax, LLVMAtomicRMWBinOpFMax},
        {"min", LLVMAtomicRMWBinOpMin, LLVMAtomicRMWBinOpFMin},
        {"and", LLVMAtomicRMWBinOpAnd, LLVMAtomicRMWBinOpAnd},
        {"or", LLVMAtomicRMWBinOpOr, LLVMAtomicRMWBinOpOr},
        {"xor", LLVMAtomicRMWBinOpXor, LLVMAtomicRMWBinOpXor},
        {"exch", LLVMAtomicRMWBinOpXchg, LLVMAtomicRMWBinOpXchg},
        {"inc", LLVMAtomicRMWBinOpUIncWrap, LLVMAtomicRMWBinOpUIncWrap},
        {"dec", LLVMAtomicRMWBinOpUDecWrap, LLVMAtomicRMWBinOpUDecWrap},
        {"cas", LLVMAtomicRMWBinOpXchg, LLVMAtomicRMWBinOpXchg},
    };
    const char *op = name + strlen("cuf90_atomic");
    const char *us = strchr(op, '_');
    if (!us)
        return;
    size_t oplen = (size_t)(us - op);
    bool is_real = us[1] == 'r';
    size_t i = 0;
    while (i < sizeof ops / sizeof ops[0] && (strlen(ops[i].op) != oplen || strncmp(ops[i].op, op, oplen)))
        i++;
    bool cas = i < sizeof ops / sizeof ops[0] && !strcmp(ops[i].op, "cas");
    if (i == sizeof ops / sizeof ops[0] || LLVMCountParams(fn) != (cas ? 3u : 2u))
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    LLVMValueRef mem = LLVMGetParam(fn, 0);
    LLVMValueRef val = LLVMGetParam(fn, cas ? 2 : 1);
    LLVMValueRef old;
    if (cas) {
        /* cmpxchg takes integers: real operands go through their bits */
        LLVMTypeRef vt = LLVMTypeOf(val);
        LLVMTypeRef it = LLVMIntTypeInContext(cg->ctx, (unsigned)LLVMABISizeOfType(cg->td, vt) * 8);
        LLVMValueRef cmp = LLVMBuildBitCast(b, LLVMGetParam(fn, 1), it, "");
        LLVMValueRef nv = LLVMBuildBitCast(b, val, it, "");
        LLVMValueRef pair = LLVMBuildAtomicCmpXchg(b, mem, cmp, nv, LLVMAtomicOrderingMonotonic,
                                                   LLVMAtomicOrderingMonotonic, false);
        old = LLVMBuildBitCast(b, LLVMBuildExtractValue(b, pair, 0, ""), vt, "old");
    } else {
        old = LLVMBuildAtomicRMW(b, is_real ? ops[i].fop : ops[i].iop, mem, val, LLVMAtomicOrderingMonotonic, false);
    }
    LLVMBuildRet(b, old);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}

/* Calls an overloaded LLVM intrinsic (llvm.ctpop & co) of type t. */
static LLVMValueRef llvm_intrinsic(LLVMBuilderRef b, const char *name, LLVMTypeRef t, LLVMValueRef *args,
                                   unsigned nargs)
{
    LLVMModuleRef mod = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInsertBlock(b)));
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(mod, id, &t, 1);
    return LLVMBuildCall2(b, LLVMIntrinsicGetType(LLVMGetModuleContext(mod), id, &t, 1), fn, args, nargs, "");
}

/* cudadevice's built-ins (cuf90_dev_<op>_<type>, sema/intrinsic_modules.c):
 * integer ones are LLVM's generic bit intrinsics, which both device
 * targets select natively (popc.b32, brev.b32, clz.b32 on the GPU). */
static void define_dev_builtin(CG *cg, LLVMValueRef fn, const char *name)
{
    const char *op = name + strlen("cuf90_dev_");
    unsigned np = LLVMCountParams(fn);
    if (np < 1 || np > 3)
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    LLVMValueRef x = LLVMGetParam(fn, 0), y = np > 1 ? LLVMGetParam(fn, 1) : NULL;
    LLVMTypeRef t = LLVMTypeOf(x), rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    LLVMValueRef params[3] = {x, y, np > 2 ? LLVMGetParam(fn, 2) : NULL};
    LLVMValueRef r = cg_dev_builtin_body(cg, b, op, params, np, rt);
    LLVMValueRef fls = LLVMConstInt(LLVMInt1TypeInContext(cg->ctx), 0, false);
    if (r) {
        /* device_warp.c's */
    } else if (!strncmp(op, "popc_", 5)) {
        r = llvm_intrinsic(b, "llvm.ctpop", t, &x, 1);
    } else if (!strncmp(op, "brev_", 5)) {
        r = llvm_intrinsic(b, "llvm.bitreverse", t, &x, 1);
    } else if (!strncmp(op, "clz_", 4)) {
        LLVMValueRef a[2] = {x, fls};
        r = llvm_intrinsic(b, "llvm.ctlz", t, a, 2);
    } else if (!strncmp(op, "ffs_", 4)) {
        /* the 1-based position of the lowest set bit, 0 for 0 */
        LLVMValueRef a[2] = {x, fls};
        LLVMValueRef tz = LLVMBuildAdd(b, llvm_intrinsic(b, "llvm.cttz", t, a, 2), LLVMConstInt(t, 1, false), "");
        LLVMValueRef zero = LLVMBuildICmp(b, LLVMIntEQ, x, LLVMConstNull(t), "");
        r = LLVMBuildSelect(b, zero, LLVMConstNull(t), tz, "");
    } else if ((!strncmp(op, "mulhi_", 6) || !strncmp(op, "umulhi_", 7)) && y) {
        /* the high half of the double-width product */
        unsigned w = LLVMGetIntTypeWidth(t);
        LLVMTypeRef wide = LLVMIntTypeInContext(cg->ctx, 2 * w);
        bool u = op[0] == 'u';
        LLVMValueRef xw = u ? LLVMBuildZExt(b, x, wide, "") : LLVMBuildSExt(b, x, wide, "");
        LLVMValueRef yw = u ? LLVMBuildZExt(b, y, wide, "") : LLVMBuildSExt(b, y, wide, "");
        LLVMValueRef p = LLVMBuildMul(b, xw, yw, "");
        r = LLVMBuildTrunc(b, LLVMBuildLShr(b, p, LLVMConstInt(wide, w, false), ""), t, "");
    } else if (!strcmp(op, "saturate_f32")) {
        /* clamp to [0, 1]; NaN gives 0 */
        LLVMValueRef a[2] = {x, LLVMConstReal(t, 0.0)};
        LLVMValueRef lo = llvm_intrinsic(b, "llvm.maxnum", t, a, 2);
        LLVMValueRef c[2] = {lo, LLVMConstReal(t, 1.0)};
        r = llvm_intrinsic(b, "llvm.minnum", t, c, 2);
    } else if (!strcmp(op, "fdivide_f32") && y) {
        r = LLVMBuildFDiv(b, x, y, "");
    }
    if (!r) {
        LLVMDeleteBasicBlock(LLVMGetEntryBasicBlock(fn));
        LLVMDisposeBuilder(b);
        return;
    }
    if (LLVMTypeOf(r) != rt)
        r = LLVMBuildIntCast2(b, r, rt, false, "");
    LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}

/* libm's functions (cuf90_libm_<C name>): libdevice's __nv_<C name> on the
 * GPU, the C library's function under emulation. */
static void define_libm(CG *cg, LLVMValueRef fn, const char *name)
{
    const char *c = name + strlen("cuf90_libm_");
    char target[64];
    snprintf(target, sizeof target, "%s%s", cg->target == CG_TARGET_NVPTX ? "__nv_" : "", c);
    LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
    unsigned np = LLVMCountParams(fn);
    LLVMValueRef args[3];
    if (np > 3)
        return;
    LLVMValueRef callee = LLVMGetNamedFunction(cg->mod, target);
    if (!callee)
        callee = LLVMAddFunction(cg->mod, target, ft);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    for (unsigned i = 0; i < np; i++)
        args[i] = LLVMGetParam(fn, i);
    LLVMBuildRet(b, LLVMBuildCall2(b, ft, callee, args, np, ""));
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}

/* Gives a body to every atomic function, cudadevice built-in and libm
 * function the module declares. */
static void define_atomics(CG *cg)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(cg->mod); f; f = LLVMGetNextFunction(f)) {
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        if (LLVMCountBasicBlocks(f) != 0)
            continue;
        if (!strncmp(name, "cuf90_atomic", 12))
            define_atomic(cg, f, name);
        else if (!strncmp(name, "cuf90_dev_cg_", 13) || !strncmp(name, "cuf90_dev_pipe_", 15))
            cg_define_cg_builtin(cg, f, name);
        else if (!strncmp(name, "cuf90_dev_wmma_", 15))
            cg_define_wmma(cg, f, name);
        else if (!strncmp(name, "cuf90_dev_", 10))
            define_dev_builtin(cg, f, name);
        else if (!strncmp(name, "cuf90_libm_", 11))
            define_libm(cg, f, name);
        else if (!strncmp(name, "cuf90_surf", 10))
            cg_define_surface(cg, f, name);
        else if (!strncmp(name, "cuf90_tex", 9))
            cg_define_texture(cg, f, name);
    }
}

/* ------------------------------------------------------------------ */
/* cudafor API calls                                                   */
/* ------------------------------------------------------------------ */

/* After a cudafor call that allocates or frees through the descriptor of
 * its first argument (cudaMalloc, cudaMallocManaged, cudaMallocPitch,
 * cudaFree): a module device array's device copy follows, as after
 * ALLOCATE (kernels that use it by host association read that copy). */
void cg_cudafor_after_call(CG *cg, Symbol *p, NodeList *args)
{
    static const char *const allocating[] = {"cuf90_cudaMalloc", "cuf90_cudaMallocManaged", "cuf90_cudaMallocPitch",
                                             "cuf90_cudaFree", NULL};
    p = cg_ultimate(p);
    const char *bind = p && p->proc ? p->proc->bind_name : NULL;
    if (!bind || args->len == 0)
        return;
    int k = 0;
    while (allocating[k] && strcmp(allocating[k], bind) != 0)
        k++;
    Node *a = args->items[0];
    if (a && a->kind == N_KEYWORD)
        a = a->rhs;
    if (allocating[k] && a && a->kind == N_NAME && a->sym && cg_ultimate(a->sym)->kind == SYM_VARIABLE)
        cg_device_after_alloc(cg, cg_var(cg, cg_ultimate(a->sym)), a->loc);
}

/* A kernel named as an actual argument of a cudafor procedure (the 'func'
 * of cudaFuncGetAttributes, cudaFuncSetAttribute, the occupancy API) is
 * passed as its kernel descriptor, which the runtime resolves to the
 * CUfunction (or, emulated, to the kernel's settings). NULL otherwise. */
LLVMValueRef cg_cudafor_kernel_arg(CG *cg, Symbol *p, Node *a)
{
    p = cg_ultimate(p);
    const char *bind = p && p->proc ? p->proc->bind_name : NULL;
    if (!bind || strncmp(bind, "cuf90_cuda", 10) != 0 || !a || a->kind != N_NAME || !a->sym)
        return NULL;
    Symbol *k = cg_ultimate(a->sym);
    if (k->kind != SYM_PROCEDURE || !k->proc || !(k->proc->cuda_attrs & (CA_GLOBAL | CA_GRID_GLOBAL)))
        return NULL; /* grid_global kernels too (book ch09 testPiGridGroup sizes its grid so) */
    return cg_image_kernel_ref(cg_image(cg), cg_mangle(cg, k));
}

/* The cudafor procedures that count in elements take the element size as
 * a trailing argument the Fortran interface does not show
 * (docs/cudafor-abi.md). Appends it; returns the number of values added. */
int cg_cudafor_extra_args(CG *cg, Symbol *p, NodeList *args, LLVMValueRef *vals, LLVMTypeRef *tys)
{
    static const char *const counted[] = {"cuf90_cudaMalloc", "cuf90_cudaMallocManaged", "cuf90_cudaMemcpy",
                                          "cuf90_cudaMemcpyAsync", "cuf90_cudaMemcpy2D", "cuf90_cudaMemset",
                                          "cuf90_cudaMemcpyToSymbol", "cuf90_cudaMemcpyFromSymbol",
                                          "cuf90_cudaMemPrefetchAsync", "cuf90_cudaMemcpy2DAsync",
                                          "cuf90_cudaMemset2D", "cuf90_cudaMallocPitch", "cuf90_cudaMemcpyPeer",
                                          "cuf90_cudaMemcpyPeerAsync", "cuf90_cudaMemAdvise",
                                          "cuf90_cudaMemcpyToArray", "cuf90_cudaMemcpyFromArray",
                                          "cuf90_cudaMemcpy2DToArray", "cuf90_cudaMemcpy2DFromArray", NULL};
    p = cg_ultimate(p);
    const char *bind = p && p->proc ? p->proc->bind_name : NULL;
    if (!bind || strncmp(bind, "cuf90_cuda", 10) != 0 || args->len == 0)
        return 0;
    int i = 0;
    while (counted[i] && strcmp(counted[i], bind))
        i++;
    if (!counted[i])
        return 0;
    /* the typed data: the first argument, the fourth (src) of the copies to arrays */
    int data = strstr(bind, "ToArray") && args->len > 3 ? 3 : 0;
    Node *a = args->items[data];
    if (a && a->kind == N_KEYWORD)
        a = a->rhs;
    if (!a || !a->type)
        return 0;
    vals[0] = cg_elem_size(cg, a->type, NULL);
    tys[0] = cg->t_i64;
    return 1;
}
