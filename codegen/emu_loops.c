/* emu_loops.c — -Mcuda=emu: kernels become loops over their blocks'
 * threads (docs/emulator.md, Thread loops; DESIGN.md, Launch ABI). The
 * emulator then calls a kernel once per slice of blocks instead of once per
 * emulated thread on a fiber, and LLVM optimizes (vectorizes, unrolls) the
 * loop over threadidx%x as it does a host DO loop.
 *
 * The transformation works on the finished LLVM function k(params) of the
 * kernel, in place, before the optimization pipeline:
 *
 *   pre:   the body's static allocas (moved here), rec = a local
 *          cuf90_emu_thread record, copied from the emulator's record of
 *          the first block (cuf90_emu_self())
 *   loops: over the call's blocks (loop_blocks of them from blockidx,
 *          which rt/emu.c hands each worker in slices), storing each one's
 *          blockidx into rec; in it z, y, x over blockdim; each iteration
 *          stores threadidx, linear, lane and warp into rec and runs the body
 *   body:  the kernel as generated, with cuf90_emu_self() replaced by rec
 *          (a non-escaping alloca: SROA makes the indices SSA values), each
 *          `ret` a branch to the next thread, a device STOP (thread exit) too
 *
 * Barrier-free kernels (plain_loops): the allocas are one instance for all
 * the threads of the call (their contents at a thread's start are undefined,
 * as before); at -O1 and above rows of threads run in chunks of 32 where
 * the body's first branch is a guard (find_guard) or the body is one DO loop
 * per thread (ilv_match: the chunk runs its trips outer, threads inner).
 * Kernels calling SYNCTHREADS (barrier_loops): the body is split
 * after each barrier, values crossing blocks go through slots, every alloca
 * becomes an element of a per-thread array, and the block runs in passes
 * between barriers, each thread resuming where it stopped.
 *
 * Calls that read the running thread from the emulator (device procedures,
 * which call cuf90_emu_self() themselves, and the error reports naming the
 * thread) are preceded by a copy of rec to the emulator's record (once
 * LLVM inlines a small device function, its reads of that record are
 * forwarded from the copy's stores). A kernel that may reach a warp
 * operation, a barrier in a procedure that cannot be inlined, a thread exit
 * outside its own body, an indirect call or a procedure compiled elsewhere
 * keeps the per-thread form (fibers). */
#include "cg.h"

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Error.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdlib.h>
#include <string.h>

#include "../rt/emu.h"

/* Entry points of rt/emu.h that neither synchronize nor leave the thread
 * (the rounding and surface entry points come with other branches' rt/emu.h;
 * any other cuf90_emu_ name, e.g. the grid barrier of cooperative groups,
 * keeps the kernel on fibers). */
static const char *const emu_plain[] = {
    "cuf90_emu_self", "cuf90_emu_bounds_error", "cuf90_emu_misaligned_error",
    "cuf90_emu_error_stop", "cuf90_emu_error", "cuf90_emu_vprintf",
    "cuf90_emu_threadfence", "cuf90_emu_threadfence_block", "cuf90_emu_threadfence_system",
    "cuf90_emu_atomicinc_u32", "cuf90_emu_atomicdec_u32",
    "cuf90_emu_clock", "cuf90_emu_clock64", "cuf90_emu_globaltimer",
    "cuf90_emu_round_f32", "cuf90_emu_round_f64", "cuf90_emu_surf1d",
    "cuf90_emu_coresident_blocks",
};

/* Of those, the ones that name the running thread in a message. */
static const char *const emu_reports[] = {
    "cuf90_emu_bounds_error", "cuf90_emu_misaligned_error", "cuf90_emu_error_stop",
    "cuf90_emu_error", "cuf90_emu_surf1d",
};

static bool in_list(const char *name, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(name, list[i]))
            return true;
    return false;
}

static const char *callee_name(LLVMValueRef call, LLVMValueRef *fn_out)
{
    LLVMValueRef fn = LLVMGetCalledValue(call);
    *fn_out = fn && LLVMIsAFunction(fn) ? fn : NULL;
    if (!*fn_out)
        return NULL;
    size_t len;
    return LLVMGetValueName2(fn, &len);
}

static bool is_call(LLVMValueRef i)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    return op == LLVMCall || op == LLVMInvoke || op == LLVMCallBr;
}

/* A list of values: the functions already scanned (a small set: kernels
 * call few), the private variables of a kernel, instructions to rewrite. */
typedef struct Seen {
    LLVMValueRef *fn;
    int n, cap;
    bool barriers;             /* scanning: the kernel itself calls SYNCTHREADS */
    bool warps;                /* scanning: the kernel itself calls a warp operation */
} Seen;

/* SYNCTHREADS and its reductions: 0 plain, 1 count, 2 and, 3 or; else -1. */
static int barrier_kind(const char *name)
{
    static const char *const names[] = {"cuf90_emu_syncthreads", "cuf90_emu_syncthreads_count",
                                        "cuf90_emu_syncthreads_and", "cuf90_emu_syncthreads_or"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(name, names[i]))
            return i;
    return -1;
}

/* Warp operations (rt/emu.h): run in thread loops as a step between passes.
 * form: the call's operands. */
enum { WF_SHFL, WF_VOTE, WF_VOTE_SYNC, WF_MASK, WF_MASK_VAL, WF_MATCH_ALL, WF_ACTIVEMASK };
typedef struct WarpOp {
    const char *name;
    int op, form;
} WarpOp;
static const WarpOp warp_ops[] = {
    {"cuf90_emu_shfl_i32", CUF90_EMU_WOP_IDX, WF_SHFL}, {"cuf90_emu_shfl_i64", CUF90_EMU_WOP_IDX, WF_SHFL},
    {"cuf90_emu_shfl_f32", CUF90_EMU_WOP_IDX, WF_SHFL}, {"cuf90_emu_shfl_f64", CUF90_EMU_WOP_IDX, WF_SHFL},
    {"cuf90_emu_shfl_up_i32", CUF90_EMU_WOP_UP, WF_SHFL}, {"cuf90_emu_shfl_up_i64", CUF90_EMU_WOP_UP, WF_SHFL},
    {"cuf90_emu_shfl_up_f32", CUF90_EMU_WOP_UP, WF_SHFL}, {"cuf90_emu_shfl_up_f64", CUF90_EMU_WOP_UP, WF_SHFL},
    {"cuf90_emu_shfl_down_i32", CUF90_EMU_WOP_DOWN, WF_SHFL}, {"cuf90_emu_shfl_down_i64", CUF90_EMU_WOP_DOWN, WF_SHFL},
    {"cuf90_emu_shfl_down_f32", CUF90_EMU_WOP_DOWN, WF_SHFL}, {"cuf90_emu_shfl_down_f64", CUF90_EMU_WOP_DOWN, WF_SHFL},
    {"cuf90_emu_shfl_xor_i32", CUF90_EMU_WOP_XOR, WF_SHFL}, {"cuf90_emu_shfl_xor_i64", CUF90_EMU_WOP_XOR, WF_SHFL},
    {"cuf90_emu_shfl_xor_f32", CUF90_EMU_WOP_XOR, WF_SHFL}, {"cuf90_emu_shfl_xor_f64", CUF90_EMU_WOP_XOR, WF_SHFL},
    {"cuf90_emu_all", CUF90_EMU_WOP_ALL, WF_VOTE}, {"cuf90_emu_any", CUF90_EMU_WOP_ANY, WF_VOTE},
    {"cuf90_emu_ballot", CUF90_EMU_WOP_BALLOT, WF_VOTE},
    {"cuf90_emu_all_sync", CUF90_EMU_WOP_ALL, WF_VOTE_SYNC}, {"cuf90_emu_any_sync", CUF90_EMU_WOP_ANY, WF_VOTE_SYNC},
    {"cuf90_emu_ballot_sync", CUF90_EMU_WOP_BALLOT, WF_VOTE_SYNC},
    {"cuf90_emu_syncwarp", CUF90_EMU_WOP_SYNC, WF_MASK},
    {"cuf90_emu_match_any_i32", CUF90_EMU_WOP_MATCH_ANY, WF_MASK_VAL},
    {"cuf90_emu_match_any_i64", CUF90_EMU_WOP_MATCH_ANY, WF_MASK_VAL},
    {"cuf90_emu_match_all_i32", CUF90_EMU_WOP_MATCH_ALL, WF_MATCH_ALL},
    {"cuf90_emu_match_all_i64", CUF90_EMU_WOP_MATCH_ALL, WF_MATCH_ALL},
    {"cuf90_emu_reduce_add_i32", CUF90_EMU_WOP_RED_ADD, WF_MASK_VAL},
    {"cuf90_emu_reduce_min_i32", CUF90_EMU_WOP_RED_MIN, WF_MASK_VAL},
    {"cuf90_emu_reduce_max_i32", CUF90_EMU_WOP_RED_MAX, WF_MASK_VAL},
    {"cuf90_emu_reduce_min_u32", CUF90_EMU_WOP_RED_UMIN, WF_MASK_VAL},
    {"cuf90_emu_reduce_max_u32", CUF90_EMU_WOP_RED_UMAX, WF_MASK_VAL},
    {"cuf90_emu_reduce_and_u32", CUF90_EMU_WOP_RED_AND, WF_MASK_VAL},
    {"cuf90_emu_reduce_or_u32", CUF90_EMU_WOP_RED_OR, WF_MASK_VAL},
    {"cuf90_emu_reduce_xor_u32", CUF90_EMU_WOP_RED_XOR, WF_MASK_VAL},
    {"cuf90_emu_activemask", 0, WF_ACTIVEMASK},
};

static const WarpOp *warp_op_of(const char *name)
{
    if (!name || strncmp(name, "cuf90_emu_", 10))
        return NULL;
    for (size_t i = 0; i < sizeof warp_ops / sizeof *warp_ops; i++)
        if (!strcmp(name, warp_ops[i].name))
            return &warp_ops[i];
    return NULL;
}

static bool seen_has(const Seen *s, LLVMValueRef f)
{
    for (int i = 0; i < s->n; i++)
        if (s->fn[i] == f)
            return true;
    return false;
}

static void seen_add(Seen *s, LLVMValueRef f)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 16;
        s->fn = realloc(s->fn, sizeof *s->fn * (size_t)s->cap);
    }
    s->fn[s->n++] = f;
}

/* Whether a call of declared (not defined here) function `name` keeps a
 * kernel loopable: LLVM intrinsics, the runtimes' helpers and the C
 * library's functions do; an external Fortran procedure (name_ or
 * __m_MOD_p: a device procedure of another file, which may synchronize)
 * and the emulator's synchronizing entry points do not. */
static bool declared_ok(const char *name)
{
    if (!strncmp(name, "llvm.", 5))
        return true;
    if (!strncmp(name, "cuf90_emu_", 10))
        return in_list(name, emu_plain, sizeof emu_plain / sizeof *emu_plain);
    size_t len = strlen(name);
    return !strstr(name, "_MOD_") && !(len > 1 && name[len - 1] == '_');
}

/* Whether fn (the kernel when top) can run as a thread loop. */
static bool loopable(LLVMValueRef fn, bool top, Seen *seen)
{
    if (seen_has(seen, fn))
        return true; /* done, or in progress (recursion adds nothing) */
    seen_add(seen, fn);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (top && LLVMGetInstructionOpcode(i) == LLVMAlloca &&
                (bb != entry || !LLVMIsAConstantInt(LLVMGetOperand(i, 0))))
                return false; /* a per-thread stack allocation */
            if (!is_call(i))
                continue;
            LLVMValueRef callee;
            const char *name = callee_name(i, &callee);
            if (!name)
                return false; /* indirect: a procedure pointer may synchronize */
            if (!strcmp(name, "cuf90_emu_thread_exit")) {
                if (!top)
                    return false;
                continue;
            }
            if (barrier_kind(name) >= 0) {
                if (!top)
                    return false; /* a barrier in a device procedure */
                seen->barriers = true;
                continue;
            }
            if (warp_op_of(name)) {
                if (!top)
                    return false; /* likewise a warp operation */
                seen->warps = true;
                continue;
            }
            if (LLVMIsDeclaration(callee) ? !declared_ok(name) : !loopable(callee, false, seen))
                return false;
        }
    return true;
}

/* Whether a call needs the emulator's record of the thread up to date. */
static bool reads_thread(LLVMValueRef callee, const char *name)
{
    if (!LLVMIsDeclaration(callee))
        return true;
    return in_list(name, emu_reports, sizeof emu_reports / sizeof *emu_reports);
}

/* Declares (once) and calls an entry point of the emulator at b. */
static LLVMValueRef call_rt(CG *cg, LLVMBuilderRef b, const char *name, LLVMTypeRef ret,
                           LLVMTypeRef *pt, unsigned np, LLVMValueRef *args)
{
    LLVMTypeRef ft = LLVMFunctionType(ret, pt, np, false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (!fn)
        fn = LLVMAddFunction(cg->mod, name, ft);
    return LLVMBuildCall2(b, ft, fn, args, np, "");
}

static LLVMValueRef field_ptr(CG *cg, LLVMBuilderRef b, LLVMValueRef rec, size_t off);

/* Copies bytes [from, to) of the record src to dst, at the debug location
 * of instruction at. */
static void copy_fields(CG *cg, LLVMBuilderRef b, LLVMValueRef dst, LLVMValueRef src, size_t from,
                        size_t to, LLVMValueRef at)
{
    LLVMValueRef c = LLVMBuildMemCpy(b, field_ptr(cg, b, dst, from), 4, field_ptr(cg, b, src, from), 4,
                                     cg_const_i64(cg, (int64_t)(to - from)));
    LLVMMetadataRef loc = at ? LLVMInstructionGetDebugLoc(at) : NULL;
    if (loc)
        LLVMInstructionSetDebugLoc(c, loc);
}

static LLVMValueRef field_ptr(CG *cg, LLVMBuilderRef b, LLVMValueRef rec, size_t off)
{
    LLVMValueRef o = cg_const_i64(cg, (int64_t)off);
    return LLVMBuildGEP2(b, cg->t_i8, rec, &o, 1, "");
}

static LLVMValueRef load_i32(CG *cg, LLVMBuilderRef b, LLVMValueRef rec, size_t off)
{
    return LLVMBuildLoad2(b, cg->t_i32, field_ptr(cg, b, rec, off), "");
}

static void store_i32(CG *cg, LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef rec, size_t off)
{
    LLVMBuildStore(b, v, field_ptr(cg, b, rec, off));
}

/* One level of the loop nest: header with a phi from 0, latch counting to
 * `limit`; returns the phi. The caller branches the latch. */
typedef struct Level {
    LLVMBasicBlockRef head, latch;
    LLVMValueRef iv, latch_limit;
} Level;

static Level open_level_from(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *name, LLVMValueRef start)
{
    Level l = {0};
    LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
    l.head = LLVMAppendBasicBlockInContext(cg->ctx, fn, name);
    l.latch = LLVMAppendBasicBlockInContext(cg->ctx, fn, "thr.latch");
    LLVMBuildBr(b, l.head);
    LLVMPositionBuilderAtEnd(b, l.head);
    l.iv = LLVMBuildPhi(b, cg->t_i32, name);
    LLVMAddIncoming(l.iv, &start, &from, 1);
    return l;
}

static Level open_level(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *name)
{
    return open_level_from(cg, b, fn, name, cg_const_i32(cg, 0));
}

static void close_level(CG *cg, LLVMBuilderRef b, Level *l, LLVMValueRef limit,
                        LLVMBasicBlockRef out)
{
    LLVMPositionBuilderAtEnd(b, l->latch);
    LLVMValueRef next = LLVMBuildNUWAdd(b, l->iv, cg_const_i32(cg, 1), "");
    LLVMAddIncoming(l->iv, &next, &l->latch, 1);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, limit, ""), l->head, out);
}

/* Moves the instructions after `call` into a new block, which it returns;
 * `call`'s block then ends with it (no terminator yet). */
static LLVMBasicBlockRef split_after(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, LLVMValueRef call)
{
    LLVMBasicBlockRef nb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "thr.resume");
    LLVMPositionBuilderAtEnd(b, nb);
    for (LLVMValueRef i = LLVMGetNextInstruction(call), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        LLVMInstructionRemoveFromParent(i);
        LLVMInsertIntoBuilder(b, i);
    }
    return nb;
}

static LLVMValueRef new_slot(CG *cg, LLVMBuilderRef b, LLVMBasicBlockRef pre, LLVMTypeRef t,
                             Seen *priv)
{
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(pre));
    LLVMValueRef a = LLVMBuildAlloca(b, t, "thr.slot");
    (void)cg;
    if (priv)
        seen_add(priv, a);
    return a;
}

/* Values that need no per-thread slot (kernels in passes). A value computed
 * only from the thread's indices (fields of the record, constant for the
 * thread's whole run), the kernel's arguments and constants is recomputed
 * where another region uses it instead of kept in the thread's slot; a local
 * stored once with such a value (the kernel's copies of the built-in
 * variables, `tx = threadidx%x`, `i = (blockidx%x - 1) * 32 + tx`) is read
 * as the value. A region run as a loop over the threads then sees
 * `threadidx%x` as the loop's counter plus one (consecutive elements, which
 * the vectorizer can take 4 at a time) where a load from the thread's slot
 * is a gather of unknown addresses. */
typedef struct Remat {
    LLVMValueRef rec;
    LLVMBasicBlockRef pre;
    LLVMTargetDataRef td;
    Seen yes, no, busy;        /* allocas: read as their value, not, being examined */
    Seen pure, impure;         /* memo of pure_value */
    LLVMValueRef *subst;       /* remat: threadidx x, y, z, lane, warp, linear of another thread */
    int budget;                /* steps left to mono() */
} Remat;

/* The constant byte offset of GEP g from its base. */
static bool gep_offset(LLVMTargetDataRef td, LLVMValueRef g, long long *off)
{
    LLVMTypeRef t = LLVMGetGEPSourceElementType(g);
    for (int k = 1; k < LLVMGetNumOperands(g); k++) {
        LLVMValueRef ix = LLVMGetOperand(g, k);
        if (!LLVMIsAConstantInt(ix))
            return false;
        long long v = LLVMConstIntGetSExtValue(ix);
        if (k == 1) {
            *off += v * (long long)LLVMABISizeOfType(td, t);
        } else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
            *off += (long long)LLVMOffsetOfElement(td, t, (unsigned)v);
            t = LLVMStructGetTypeAtIndex(t, (unsigned)v);
        } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
            t = LLVMGetElementType(t);
            *off += v * (long long)LLVMABISizeOfType(td, t);
        } else {
            return false;
        }
    }
    return true;
}

/* The base of a chain of constant GEPs and the chain's offset. */
static LLVMValueRef chain_base(LLVMTargetDataRef td, LLVMValueRef p, long long *off)
{
    *off = 0;
    for (int d = 0; p && LLVMIsAGetElementPtrInst(p); d++) {
        if (d > 8 || !gep_offset(td, p, off))
            return NULL;
        p = LLVMGetOperand(p, 0);
    }
    return p;
}

/* Whether every use of p (alloca a, or a constant GEP of it) is a plain
 * load, a plain store into it or a constant GEP; collects the stores. */
static bool plain_uses(LLVMValueRef p, Seen *stores, int depth)
{
    if (depth > 8)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user) && !LLVMGetVolatile(user))
            continue;
        if (LLVMIsAStoreInst(user) && !LLVMGetVolatile(user) && LLVMGetOperand(user, 1) == p &&
            LLVMGetOperand(user, 0) != p) {
            seen_add(stores, user);
            continue;
        }
        if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == p) {
            for (int k = 1; k < LLVMGetNumOperands(user); k++)
                if (!LLVMIsAConstantInt(LLVMGetOperand(user, k)))
                    return false;
            if (!plain_uses(user, stores, depth + 1))
                return false;
            continue;
        }
        return false;
    }
    return true;
}

/* The store of alloca-based local that a load of its bytes [off, off+size)
 * reads, when the local is only loaded and stored, its stores do not
 * overlap and one of them stores exactly those bytes with the load's type. */
static LLVMValueRef single_store(Remat *r, LLVMValueRef load)
{
    long long off;
    LLVMValueRef a = chain_base(r->td, LLVMGetOperand(load, 0), &off);
    if (!a || !LLVMIsAAllocaInst(a) || LLVMGetInstructionParent(a) != r->pre || seen_has(&r->no, a))
        return NULL;
    Seen stores = {0};
    if (!plain_uses(a, &stores, 0)) {
        seen_add(&r->no, a);
        free(stores.fn);
        return NULL;
    }
    uint64_t size = LLVMStoreSizeOfType(r->td, LLVMTypeOf(load));
    LLVMValueRef found = NULL;
    bool bad = false;
    for (int k = 0; k < stores.n && !bad; k++) {
        long long o;
        chain_base(r->td, LLVMGetOperand(stores.fn[k], 1), &o);
        uint64_t s = LLVMStoreSizeOfType(r->td, LLVMTypeOf(LLVMGetOperand(stores.fn[k], 0)));
        for (int j = 0; j < k && !bad; j++) {
            long long o2;
            chain_base(r->td, LLVMGetOperand(stores.fn[j], 1), &o2);
            uint64_t s2 = LLVMStoreSizeOfType(r->td, LLVMTypeOf(LLVMGetOperand(stores.fn[j], 0)));
            bad = o < o2 + (long long)s2 && o2 < o + (long long)s;
        }
        if (o < off + (long long)size && off < o + (long long)s) {
            if (o != off || s != size || LLVMTypeOf(LLVMGetOperand(stores.fn[k], 0)) != LLVMTypeOf(load))
                bad = true;
            else
                found = stores.fn[k];
        }
    }
    if (bad)
        seen_add(&r->no, a);
    free(stores.fn);
    return bad ? NULL : found;
}

/* Whether load v reads a field of the record that is constant for a thread:
 * its indices, the block's and grid's shape, lane, warp, linear, nthreads. */
static bool record_field(Remat *r, LLVMValueRef v)
{
    long long off;
    if (LLVMGetVolatile(v) || chain_base(r->td, LLVMGetOperand(v, 0), &off) != r->rec)
        return false;
    long long end = off + (long long)LLVMStoreSizeOfType(r->td, LLVMTypeOf(v));
    return (off >= 0 && end <= (long long)offsetof(cuf90_emu_thread, dyn_shared)) ||
           (off >= (long long)offsetof(cuf90_emu_thread, lane) &&
            end <= (long long)offsetof(cuf90_emu_thread, kernel_name));
}

static bool pure_value(Remat *r, LLVMValueRef v, int depth)
{
    if (!v)
        return false;
    if (LLVMIsAConstant(v) || LLVMIsAArgument(v) || LLVMValueIsBasicBlock(v))
        return true;
    if (!LLVMIsAInstruction(v))
        return false;
    if (LLVMGetInstructionParent(v) == r->pre)
        return true; /* dominates the whole body */
    if (seen_has(&r->pure, v))
        return true;
    if (seen_has(&r->impure, v) || seen_has(&r->busy, v) || depth > 40)
        return false;
    bool ok = true;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    seen_add(&r->busy, v);
    switch (op) {
    case LLVMLoad:
        if (!record_field(r, v)) {
            LLVMValueRef st = single_store(r, v);
            ok = st && pure_value(r, LLVMGetOperand(st, 0), depth + 1);
        }
        break;
    case LLVMSDiv: case LLVMUDiv: case LLVMSRem: case LLVMURem: {
        /* recomputed where it was not computed: no trap there */
        LLVMValueRef d = LLVMGetOperand(v, 1);
        ok = LLVMIsAConstantInt(d) && LLVMConstIntGetSExtValue(d) != 0 && LLVMConstIntGetSExtValue(d) != -1;
        break;
    }
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
    case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
    case LLVMFNeg: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt:
    case LLVMSIToFP: case LLVMUIToFP: case LLVMBitCast: case LLVMICmp: case LLVMFCmp: case LLVMSelect:
    case LLVMGetElementPtr: case LLVMFreeze:
        break;
    case LLVMCall: {
        LLVMValueRef callee;
        const char *name = callee_name(v, &callee);
        ok = name && (!strncmp(name, "llvm.smax.", 10) || !strncmp(name, "llvm.smin.", 10) ||
                      !strncmp(name, "llvm.umax.", 10) || !strncmp(name, "llvm.umin.", 10) ||
                      !strncmp(name, "llvm.abs.", 9));
        break;
    }
    default: ok = false; break;
    }
    if (ok && op != LLVMLoad)
        for (int k = 0; k < LLVMGetNumOperands(v) && ok; k++)
            ok = pure_value(r, LLVMGetOperand(v, k), depth + 1);
    r->busy.n--; /* v was the last added */
    seen_add(ok ? &r->pure : &r->impure, v);
    return ok;
}

/* Recomputes pure value v at b's position. */
static LLVMValueRef remat(Remat *r, LLVMBuilderRef b, LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) == r->pre)
        return v;
    if (LLVMIsALoadInst(v) && !record_field(r, v))
        return remat(r, b, LLVMGetOperand(single_store(r, v), 0));
    if (LLVMIsALoadInst(v) && r->subst && LLVMTypeOf(v) == LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v)))) {
        static const size_t fields[6] = {offsetof(cuf90_emu_thread, threadidx.x), offsetof(cuf90_emu_thread, threadidx.y),
                                         offsetof(cuf90_emu_thread, threadidx.z), offsetof(cuf90_emu_thread, lane),
                                         offsetof(cuf90_emu_thread, warp), offsetof(cuf90_emu_thread, linear)};
        long long off;
        chain_base(r->td, LLVMGetOperand(v, 0), &off);
        for (int f = 0; f < 6; f++)
            if (off == (long long)fields[f])
                return r->subst[f];
    }
    LLVMValueRef c = LLVMInstructionClone(v);
    int nops = LLVMGetNumOperands(v);
    for (int k = 0; k < nops; k++) {
        LLVMValueRef o = LLVMGetOperand(v, k);
        if (LLVMIsAInstruction(o))
            LLVMSetOperand(c, (unsigned)k, remat(r, b, o));
    }
    LLVMInsertIntoBuilder(b, c);
    return c;
}

/* Loads of locals stored once with a pure value become the value. */
static void forward_single_stores(Remat *r, LLVMBuilderRef b, LLVMBasicBlockRef body)
{
    Seen dead = {0};
    for (LLVMBasicBlockRef bb = body; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (!LLVMIsALoadInst(i) || record_field(r, i) || !pure_value(r, i, 0))
                continue;
            LLVMPositionBuilderBefore(b, i);
            LLVMValueRef v = remat(r, b, i);
            LLVMReplaceAllUsesWith(i, v);
            seen_add(&dead, i);
        }
    for (int k = 0; k < dead.n; k++)
        LLVMInstructionEraseFromParent(dead.fn[k]);
    free(dead.fn);
    /* the memo names erased loads */
    r->pure.n = r->impure.n = 0;
}

/* Phi nodes become a slot stored at the end of each predecessor and loaded
 * where the phi was (the body is entered at resume points, where SSA
 * values of other regions do not dominate). */
static void demote_phis(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, LLVMBasicBlockRef pre, Seen *priv)
{
    for (LLVMBasicBlockRef bb = LLVMGetNextBasicBlock(pre); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef i = LLVMGetFirstInstruction(bb);
        Seen phis = {0};
        while (i && LLVMIsAPHINode(i)) {
            seen_add(&phis, i);
            i = LLVMGetNextInstruction(i);
        }
        LLVMValueRef at = i;
        for (int k = 0; k < phis.n; k++) {
            LLVMValueRef p = phis.fn[k];
            LLVMValueRef slot = new_slot(cg, b, pre, LLVMTypeOf(p), priv);
            for (unsigned j = 0; j < LLVMCountIncoming(p); j++) {
                LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(p, j)));
                LLVMBuildStore(b, LLVMGetIncomingValue(p, j), slot);
            }
            LLVMPositionBuilderBefore(b, at);
            LLVMValueRef ld = LLVMBuildLoad2(b, LLVMTypeOf(p), slot, "");
            LLVMReplaceAllUsesWith(p, ld);
        }
        for (int k = 0; k < phis.n; k++)
            LLVMInstructionEraseFromParent(phis.fn[k]);
        free(phis.fn);
    }
    (void)fn;
}

/* Every value used outside its block goes through a slot: stored after its
 * definition, loaded before each such use. */
static void demote_values(CG *cg, LLVMBuilderRef b, LLVMBasicBlockRef pre, Seen *priv, Remat *r)
{
    for (LLVMBasicBlockRef bb = LLVMGetNextBasicBlock(pre); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind || LLVMIsAAllocaInst(i))
                continue;
            Seen users = {0};
            for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
                LLVMValueRef user = LLVMGetUser(u);
                if (LLVMIsAInstruction(user) && LLVMGetInstructionParent(user) != bb &&
                    !seen_has(&users, user))
                    seen_add(&users, user);
            }
            if (users.n == 0)
                continue;
            if (r && pure_value(r, i, 0)) {
                /* recomputed in place (Remat) */
                for (int k = 0; k < users.n; k++) {
                    LLVMValueRef user = users.fn[k];
                    LLVMPositionBuilderBefore(b, user);
                    LLVMValueRef v = remat(r, b, i);
                    for (int o = 0; o < LLVMGetNumOperands(user); o++)
                        if (LLVMGetOperand(user, o) == i)
                            LLVMSetOperand(user, (unsigned)o, v);
                }
                free(users.fn);
                continue;
            }
            LLVMValueRef slot = new_slot(cg, b, pre, LLVMTypeOf(i), priv);
            LLVMPositionBuilderBefore(b, next);
            LLVMBuildStore(b, i, slot);
            for (int k = 0; k < users.n; k++) {
                LLVMValueRef user = users.fn[k];
                LLVMPositionBuilderBefore(b, user);
                LLVMValueRef ld = LLVMBuildLoad2(b, LLVMTypeOf(i), slot, "");
                for (int o = 0; o < LLVMGetNumOperands(user); o++)
                    if (LLVMGetOperand(user, o) == i)
                        LLVMSetOperand(user, o, ld);
            }
            free(users.fn);
        }
}

/* What the loops are built from (see the head of the file). */
typedef struct Nest {
    LLVMValueRef fn, rec, self, bx, by, bz, nthr, lin;
    LLVMBasicBlockRef pre, body;
    Level k, z, y, x;
    LLVMBasicBlockRef done;
} Nest;

/* pre: the body's allocas, the record, the block's shape, then the loop
 * over the call's blocks with each one's blockidx stored in the record. */
static void open_nest(CG *cg, LLVMBuilderRef b, Nest *n, Seen *priv)
{
    n->body = LLVMGetEntryBasicBlock(n->fn);
    n->pre = LLVMInsertBasicBlockInContext(cg->ctx, n->body, "thr.pre");
    LLVMPositionBuilderAtEnd(b, n->pre);
    for (LLVMValueRef i = LLVMGetFirstInstruction(n->body), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (LLVMGetInstructionOpcode(i) == LLVMAlloca) {
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
            if (priv)
                seen_add(priv, i);
        }
    }
    LLVMTypeRef rec_t = LLVMArrayType2(cg->t_i64, sizeof(cuf90_emu_thread) / 8);
    n->rec = LLVMBuildAlloca(b, rec_t, "thr.rec");
    LLVMSetAlignment(n->rec, 8);
    n->self = call_rt(cg, b, "cuf90_emu_self", cg->t_ptr, NULL, 0, NULL);
    LLVMBuildMemCpy(b, n->rec, 8, n->self, 8, cg_const_i64(cg, sizeof(cuf90_emu_thread)));
    n->bx = load_i32(cg, b, n->self, offsetof(cuf90_emu_thread, blockdim.x));
    n->by = load_i32(cg, b, n->self, offsetof(cuf90_emu_thread, blockdim.y));
    n->bz = load_i32(cg, b, n->self, offsetof(cuf90_emu_thread, blockdim.z));
    n->nthr = load_i32(cg, b, n->self, offsetof(cuf90_emu_thread, nthreads));
}

static void open_blocks(CG *cg, LLVMBuilderRef b, Nest *n)
{
    LLVMValueRef self = n->self;
    /* blocks: the first one's linear number, then each one's blockidx */
    LLVMValueRef gx = LLVMBuildZExt(b, load_i32(cg, b, self, offsetof(cuf90_emu_thread, griddim.x)), cg->t_i64, "");
    LLVMValueRef gy = LLVMBuildZExt(b, load_i32(cg, b, self, offsetof(cuf90_emu_thread, griddim.y)), cg->t_i64, "");
    LLVMValueRef b0[3];
    for (int a = 0; a < 3; a++)
        b0[a] = LLVMBuildZExt(b, load_i32(cg, b, self, offsetof(cuf90_emu_thread, blockidx) + 4 * (size_t)a),
                              cg->t_i64, "");
    LLVMValueRef first = LLVMBuildNUWAdd(
        b, b0[0], LLVMBuildNUWMul(b, gx, LLVMBuildNUWAdd(b, b0[1], LLVMBuildNUWMul(b, gy, b0[2], ""), ""), ""), "");
    LLVMValueRef nblk = load_i32(cg, b, self, offsetof(cuf90_emu_thread, loop_blocks));
    n->k = open_level(cg, b, n->fn, "thr.blk");
    LLVMValueRef blin = LLVMBuildNUWAdd(b, first, LLVMBuildZExt(b, n->k.iv, cg->t_i64, ""), "");
    LLVMValueRef rest = LLVMBuildUDiv(b, blin, gx, "");
    LLVMValueRef bidx[3] = {LLVMBuildURem(b, blin, gx, ""), LLVMBuildURem(b, rest, gy, ""),
                            LLVMBuildUDiv(b, rest, gy, "")};
    for (int a = 0; a < 3; a++)
        store_i32(cg, b, LLVMBuildTrunc(b, bidx[a], cg->t_i32, ""), n->rec,
                  offsetof(cuf90_emu_thread, blockidx) + 4 * (size_t)a);
    n->k.latch_limit = nblk;
}

static void open_x(CG *cg, LLVMBuilderRef b, Nest *n, LLVMValueRef start);

static void open_rows(CG *cg, LLVMBuilderRef b, Nest *n);

/* z, y, x over the block's threads, each one's indices into the record. */
static void open_threads(CG *cg, LLVMBuilderRef b, Nest *n)
{
    open_rows(cg, b, n);
    open_x(cg, b, n, cg_const_i32(cg, 0));
}

/* z and y over the block's rows of threads. */
static void open_rows(CG *cg, LLVMBuilderRef b, Nest *n)
{
    n->z = open_level(cg, b, n->fn, "thr.z");
    n->y = open_level(cg, b, n->fn, "thr.y");
    /* the running thread where rt/emu.c's fault handler reads it, in the
     * emulator's record: its row once per row, and with -g or -Mbounds its x
     * once per thread (a volatile store of the loop's counter, which costs a
     * fourth of the CPU time of a copy kernel and a tenth of bench/emu's
     * stencil7, whose passes resume every thread at each barrier, so it is
     * left to the builds made to find faults) */
    LLVMValueRef row = LLVMBuildAdd(
        b, LLVMBuildShl(b, n->k.iv, cg_const_i32(cg, 10), ""),
        LLVMBuildMul(b, n->bx, LLVMBuildAdd(b, n->y.iv, LLVMBuildMul(b, n->by, n->z.iv, ""), ""), ""), "");
    LLVMSetVolatile(LLVMBuildStore(b, row, field_ptr(cg, b, n->self, offsetof(cuf90_emu_thread, loop_row))), 1);
}

/* The loop over x from start to blockdim%x, each thread's indices into the
 * record. */
static void open_x(CG *cg, LLVMBuilderRef b, Nest *n, LLVMValueRef start)
{
    n->x = open_level_from(cg, b, n->fn, "thr.x", start);
    if ((cg->di && !cg->di_lines_only) || opts.bounds_check)
        LLVMSetVolatile(LLVMBuildStore(b, n->x.iv, field_ptr(cg, b, n->self, offsetof(cuf90_emu_thread, loop_x))), 1);
    store_i32(cg, b, n->x.iv, n->rec, offsetof(cuf90_emu_thread, threadidx.x));
    store_i32(cg, b, n->y.iv, n->rec, offsetof(cuf90_emu_thread, threadidx.y));
    store_i32(cg, b, n->z.iv, n->rec, offsetof(cuf90_emu_thread, threadidx.z));
    n->lin = LLVMBuildNUWAdd(
        b, n->x.iv, LLVMBuildNUWMul(b, n->bx, LLVMBuildNUWAdd(b, n->y.iv, LLVMBuildNUWMul(b, n->by, n->z.iv, ""), ""), ""), "");
    store_i32(cg, b, n->lin, n->rec, offsetof(cuf90_emu_thread, linear));
    store_i32(cg, b, LLVMBuildAnd(b, n->lin, cg_const_i32(cg, 31), ""), n->rec, offsetof(cuf90_emu_thread, lane));
    store_i32(cg, b, LLVMBuildLShr(b, n->lin, cg_const_i32(cg, 5), ""), n->rec, offsetof(cuf90_emu_thread, warp));
}

static void close_threads(CG *cg, LLVMBuilderRef b, Nest *n, LLVMBasicBlockRef out)
{
    close_level(cg, b, &n->x, n->bx, n->y.latch);
    close_level(cg, b, &n->y, n->by, n->z.latch);
    close_level(cg, b, &n->z, n->bz, out);
}

static void close_blocks(CG *cg, LLVMBuilderRef b, Nest *n)
{
    n->done = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.done");
    close_level(cg, b, &n->k, n->k.latch_limit, n->done);
    LLVMPositionBuilderAtEnd(b, n->done);
    LLVMBuildRetVoid(b);
}

/* Per-thread state of a kernel with barriers (uniform scalars in pre). */
typedef struct Bar {
    LLVMValueRef next;         /* i32 per thread: where it resumes; 0 entry, k barrier k, -1 exited */
    LLVMValueRef nwait, nexit, acc;
    LLVMValueRef result[4];    /* the reductions' results of the last barrier */
    LLVMBasicBlockRef *resume;
    int nresume;
    bool warps;                /* the kernel has warp operations */
    bool held;                 /* warp operations or grid-stride yields: threads
                                  at a barrier wait (held) over several passes */
    LLVMValueRef nwarp;        /* lanes that arrived at one or yielded in this pass */
    LLVMValueRef lanes;        /* cuf90_emu_lane per thread: operands, results */
    LLVMValueRef kmin, kmax;   /* uniform passes: the barriers the pass's threads stopped at */
    LLVMValueRef uni;          /* the state every thread resumes at in the next pass, or -1 */
} Bar;

static void add_i32(CG *cg, LLVMBuilderRef b, LLVMValueRef slot, LLVMValueRef v)
{
    LLVMBuildStore(b, LLVMBuildAdd(b, LLVMBuildLoad2(b, cg->t_i32, slot, ""), v, ""), slot);
}

static void min_i32(CG *cg, LLVMBuilderRef b, LLVMValueRef slot, LLVMValueRef v)
{
    LLVMValueRef old = LLVMBuildLoad2(b, cg->t_i32, slot, "");
    LLVMBuildStore(b, LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, v, old, ""), v, old, ""), slot);
}

/* The thread stops at the end of bb: exited (-1), at barrier k, or at
 * warp operation k (warp). In a kernel with warp operations a thread at a
 * barrier is held (CUF90_EMU_LOOP_HOLD) until the barrier releases, while
 * the lanes at warp operations resume after each pass's warp step. */
static void thread_stops(CG *cg, LLVMBuilderRef b, Nest *n, Bar *bar, LLVMBasicBlockRef bb,
                         int k, LLVMValueRef pred, bool warp)
{
    LLVMPositionBuilderAtEnd(b, bb);
    if (bar) {
        LLVMValueRef p = LLVMBuildGEP2(b, cg->t_i32, bar->next, &n->lin, 1, "");
        LLVMBuildStore(b, cg_const_i32(cg, k > 0 && bar->held && !warp ? k | CUF90_EMU_LOOP_HOLD : k), p);
        if (warp) {
            add_i32(cg, b, bar->nwarp, cg_const_i32(cg, 1));
        } else if (k < 0) {
            add_i32(cg, b, bar->nexit, cg_const_i32(cg, 1));
        } else {
            add_i32(cg, b, bar->nwait, cg_const_i32(cg, 1));
            if (bar->kmin) {
                min_i32(cg, b, bar->kmin, cg_const_i32(cg, k));
                LLVMValueRef old = LLVMBuildLoad2(b, cg->t_i32, bar->kmax, "");
                LLVMBuildStore(b, LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, cg_const_i32(cg, k), old, ""),
                                                  cg_const_i32(cg, k), old, ""), bar->kmax);
            }
            if (pred)
                add_i32(cg, b, bar->acc,
                        LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntNE, pred, LLVMConstNull(LLVMTypeOf(pred)), ""),
                                      cg->t_i32, ""));
        }
    }
    LLVMBuildBr(b, n->x.latch);
}

/* The body: the record, the next thread instead of returning; with bar,
 * the barriers end the thread's part of the pass too. */
static void rewrite_body(CG *cg, LLVMBuilderRef b, Nest *n, Bar *bar)
{
    for (LLVMBasicBlockRef bb = n->body; bb && bb != n->k.head; bb = LLVMGetNextBasicBlock(bb)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (LLVMGetInstructionOpcode(i) == LLVMRet) {
                LLVMInstructionEraseFromParent(i);
                thread_stops(cg, b, n, bar, bb, -1, NULL, false);
                break;
            }
            if (!is_call(i))
                continue;
            LLVMValueRef callee;
            const char *name = callee_name(i, &callee);
            if (!strcmp(name, "cuf90_emu_self")) {
                LLVMReplaceAllUsesWith(i, n->rec);
                LLVMInstructionEraseFromParent(i);
            } else if (!strcmp(name, "cuf90_emu_thread_exit")) {
                /* STOP: `call; unreachable` ends this thread only */
                LLVMValueRef after = next;
                LLVMInstructionEraseFromParent(i);
                if (after && LLVMGetInstructionOpcode(after) == LLVMUnreachable)
                    LLVMInstructionEraseFromParent(after);
                thread_stops(cg, b, n, bar, bb, -1, NULL, false);
                break;
            } else if (reads_thread(callee, name)) {
                /* the emulator's record becomes this thread's: the
                 * fields that differ between the call's threads */
                LLVMPositionBuilderBefore(b, i);
                copy_fields(cg, b, n->self, n->rec, 0, offsetof(cuf90_emu_thread, blockdim), i);
                copy_fields(cg, b, n->self, n->rec, offsetof(cuf90_emu_thread, lane),
                            offsetof(cuf90_emu_thread, nthreads), i);
            }
        }
    }
}

/* A pointer map (open addressing): old value -> its clone. */
typedef struct PMap {
    void **k, **v;
    size_t cap, n;
} PMap;

static size_t pmap_slot(const PMap *m, const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    size_t i = (size_t)(x >> 24) & (m->cap - 1);
    while (m->k[i] && m->k[i] != p)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static void *pmap_get(const PMap *m, const void *p)
{
    return m->cap ? m->v[pmap_slot(m, p)] : NULL;
}

static void pmap_put(PMap *m, void *p, void *v)
{
    if (2 * (m->n + 1) > m->cap) {
        PMap g = {calloc(m->cap ? 2 * m->cap : 256, sizeof(void *)), calloc(m->cap ? 2 * m->cap : 256, sizeof(void *)),
                  m->cap ? 2 * m->cap : 256, 0};
        for (size_t i = 0; i < m->cap; i++)
            if (m->k[i])
                pmap_put(&g, m->k[i], m->v[i]);
        free(m->k), free(m->v);
        *m = g;
    }
    size_t i = pmap_slot(m, p);
    if (!m->k[i])
        m->n++;
    m->k[i] = p, m->v[i] = v;
}

static void pmap_free(PMap *m)
{
    free(m->k), free(m->v);
    *m = (PMap){0};
}

/* The blocks a thread runs from entry until it stops (every stop branches
 * to latch); false if there are more than `limit` instructions. */
static bool region_blocks(LLVMBasicBlockRef entry, LLVMBasicBlockRef latch, Seen *out, PMap *in, long *budget)
{
    seen_add(out, LLVMBasicBlockAsValue(entry));
    pmap_put(in, entry, entry);
    for (int q = 0; q < out->n; q++) {
        LLVMBasicBlockRef bb = LLVMValueAsBasicBlock(out->fn[q]);
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (--*budget < 0)
                return false;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t)
            return false;
        for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
            LLVMBasicBlockRef succ = LLVMGetSuccessor(t, s);
            if (succ != latch && !pmap_get(in, succ)) {
                pmap_put(in, succ, succ);
                seen_add(out, LLVMBasicBlockAsValue(succ));
            }
        }
    }
    return true;
}

/* Whether every operand of the region's instructions is defined in it, in
 * a block that dominates the thread loops (ok1, ok2) or is one of the thread
 * loop's values that the clone replaces (m); no phi nodes (demoted). */
static bool region_closed(const Seen *blocks, const PMap *in, const PMap *m, LLVMBasicBlockRef ok1,
                          LLVMBasicBlockRef ok2)
{
    for (int q = 0; q < blocks->n; q++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMValueAsBasicBlock(blocks->fn[q])); i;
             i = LLVMGetNextInstruction(i)) {
            if (LLVMIsAPHINode(i))
                return false;
            for (int k = 0; k < LLVMGetNumOperands(i); k++) {
                LLVMValueRef o = LLVMGetOperand(i, k);
                if (!o || !LLVMIsAInstruction(o) || pmap_get(m, o))
                    continue;
                LLVMBasicBlockRef ob = LLVMGetInstructionParent(o);
                if (ob != ok1 && ob != ok2 && !pmap_get(in, ob))
                    return false;
            }
        }
    return true;
}

/* Clones the region's blocks into fn (map m gets old -> new, and already
 * holds the thread loop's values); the stops branch to new_latch. Returns
 * the clone of the region's entry. */
static LLVMBasicBlockRef clone_region(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Seen *blocks, PMap *m,
                                      LLVMBasicBlockRef old_latch, LLVMBasicBlockRef new_latch)
{
    for (int q = 0; q < blocks->n; q++) {
        LLVMBasicBlockRef bb = LLVMValueAsBasicBlock(blocks->fn[q]);
        LLVMBasicBlockRef nb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "thr.uni");
        pmap_put(m, bb, nb);
        LLVMPositionBuilderAtEnd(b, nb);
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef c = LLVMInstructionClone(i);
            LLVMInsertIntoBuilder(b, c);
            pmap_put(m, i, c);
        }
    }
    for (int q = 0; q < blocks->n; q++) {
        LLVMBasicBlockRef nb = pmap_get(m, LLVMValueAsBasicBlock(blocks->fn[q]));
        for (LLVMValueRef c = LLVMGetFirstInstruction(nb); c; c = LLVMGetNextInstruction(c)) {
            for (int k = 0; k < LLVMGetNumOperands(c); k++) {
                LLVMValueRef o = LLVMGetOperand(c, k);
                if (!o || LLVMValueIsBasicBlock(o) || !LLVMIsAInstruction(o))
                    continue;
                LLVMValueRef to = pmap_get(m, o);
                if (to)
                    LLVMSetOperand(c, (unsigned)k, to);
            }
            if (LLVMIsATerminatorInst(c))
                for (unsigned s = 0; s < LLVMGetNumSuccessors(c); s++) {
                    LLVMBasicBlockRef succ = LLVMGetSuccessor(c, s);
                    LLVMSetSuccessor(c, s, succ == old_latch ? new_latch : (LLVMBasicBlockRef)pmap_get(m, succ));
                }
        }
    }
    return pmap_get(m, LLVMValueAsBasicBlock(blocks->fn[0]));
}

/* Parallel loops over threads. Between two barriers the threads of a block
 * do not synchronize: two of them accessing the same location, one
 * writing, without an atomic, is a data race, undefined in CUDA's memory
 * model, so the loop over the threads has no dependence between iterations
 * that a program may rely on. Its loads and stores of kernel arguments'
 * and globals' storage (dummy arrays, module and shared arrays) go into an
 * access group that the loop declares parallel (llvm.loop.parallel_accesses);
 * LLVM treats the loop as parallel only when every memory access in it is
 * in the group, so a loop that still touches a local, the record or a
 * pointer loaded from memory keeps its ordinary dependence analysis. The
 * vectorizer then takes saxpy's 8 loads of y before its 8 stores a
 * block-width apart, which it could not prove independent. */
static LLVMMetadataRef new_access_group(CG *cg)
{
    /* `distinct !{}`: the C API makes no distinct node without operands;
     * metadata belongs to the context, so it is parsed from a one-line
     * module of the same context */
    static const char src[] = "define void @g() {\n  ret void, !g !0\n}\n!0 = distinct !{}\n";
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(src, sizeof src - 1, "g");
    LLVMModuleRef m;
    char *msg = NULL;
    if (LLVMParseIRInContext(cg->ctx, buf, &m, &msg)) {
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMValueRef ret = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(LLVMGetNamedFunction(m, "g")));
    LLVMValueRef md = LLVMGetMetadata(ret, LLVMGetMDKindIDInContext(cg->ctx, "g", 1));
    LLVMMetadataRef g = md ? LLVMValueAsMetadata(md) : NULL;
    LLVMDisposeModule(m);
    return g;
}

static void mark_parallel(CG *cg, LLVMValueRef latch_br, const Seen *blocks)
{
    LLVMMetadataRef g = latch_br ? new_access_group(cg) : NULL;
    if (!g)
        return;
    unsigned kind = LLVMGetMDKindIDInContext(cg->ctx, "llvm.access.group", 17);
    for (int q = 0; q < blocks->n; q++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMValueAsBasicBlock(blocks->fn[q])); i;
             i = LLVMGetNextInstruction(i)) {
            bool ld = LLVMIsALoadInst(i), st = LLVMIsAStoreInst(i);
            if ((!ld && !st) || LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
                continue;
            LLVMValueRef p = LLVMGetOperand(i, ld ? 0 : 1);
            for (int d = 0; d < 16 && p && LLVMIsAGetElementPtrInst(p); d++)
                p = LLVMGetOperand(p, 0);
            if (p && (LLVMIsAArgument(p) || LLVMIsAGlobalVariable(p)))
                LLVMSetMetadata(i, kind, LLVMMetadataAsValue(cg->ctx, g));
        }
    LLVMMetadataRef tmp = LLVMTemporaryMDNode(cg->ctx, NULL, 0);
    LLVMMetadataRef pops[2] = {LLVMMDStringInContext2(cg->ctx, "llvm.loop.parallel_accesses", 27), g};
    LLVMMetadataRef ops[2] = {tmp, LLVMMDNodeInContext2(cg->ctx, pops, 2)};
    LLVMMetadataRef loop = LLVMMDNodeInContext2(cg->ctx, ops, 2);
    LLVMMetadataReplaceAllUsesWith(tmp, loop);
    LLVMSetMetadata(latch_br, LLVMGetMDKindIDInContext(cg->ctx, "llvm.loop", 9), LLVMMetadataAsValue(cg->ctx, loop));
}

/* Guards (barrier-free kernels): the body's first conditional branch, when
 * its condition is an and/or tree of signed comparisons of values monotone
 * in threadidx%x (`if (i <= n)` with i = (blockidx%x - 1) * blockdim%x +
 * threadidx%x). Such a condition holds for a range of threads of a row when
 * it holds at both ends, so the loop over x runs in chunks of 32 threads,
 * each tested at its ends: when the guard holds for all of them the chunk
 * runs a copy of the body with the branch taken unconditionally, a loop
 * without a conditional store that the vectorizer takes as the host loop;
 * else the body as it is. (Index arithmetic is assumed not to wrap, as
 * Fortran's integer overflow is undefined.) */
enum { M_CONST, M_INC, M_DEC, M_UNK };

static int mono_add(int a, int c) { return a == M_CONST ? c : c == M_CONST ? a : a == c ? a : M_UNK; }
static int mono_neg(int a) { return a == M_INC ? M_DEC : a == M_DEC ? M_INC : a; }

static int mono(Remat *r, LLVMValueRef v, int depth)
{
    if (depth > 40 || --r->budget < 0)
        return M_UNK;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) == r->pre)
        return M_CONST;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef c = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    switch (op) {
    case LLVMLoad: {
        if (record_field(r, v)) {
            long long off;
            chain_base(r->td, a, &off);
            if (off == (long long)offsetof(cuf90_emu_thread, threadidx.x) ||
                off == (long long)offsetof(cuf90_emu_thread, linear) || off == (long long)offsetof(cuf90_emu_thread, warp))
                return M_INC;
            return off == (long long)offsetof(cuf90_emu_thread, lane) ? M_UNK : M_CONST;
        }
        LLVMValueRef st = single_store(r, v);
        return st ? mono(r, LLVMGetOperand(st, 0), depth + 1) : M_UNK;
    }
    case LLVMAdd: return mono_add(mono(r, a, depth + 1), mono(r, c, depth + 1));
    case LLVMSub: return mono_add(mono(r, a, depth + 1), mono_neg(mono(r, c, depth + 1)));
    case LLVMMul:
    case LLVMShl: {
        int ma = mono(r, a, depth + 1), mc = mono(r, c, depth + 1);
        if (ma == M_CONST && mc == M_CONST)
            return M_CONST;
        if (LLVMIsAConstantInt(c) && (op == LLVMShl || LLVMConstIntGetSExtValue(c) > 0))
            return ma;
        if (op == LLVMMul && LLVMIsAConstantInt(c) && LLVMConstIntGetSExtValue(c) < 0)
            return mono_neg(ma);
        if (op == LLVMMul && LLVMIsAConstantInt(a) && LLVMConstIntGetSExtValue(a) > 0)
            return mc;
        return M_UNK;
    }
    case LLVMSExt: return mono(r, a, depth + 1);
    default:
        for (int k = 0; k < LLVMGetNumOperands(v); k++)
            if (mono(r, LLVMGetOperand(v, k), depth + 1) != M_CONST)
                return M_UNK;
        return M_CONST;
    }
}

static bool is_zero(LLVMValueRef v) { return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 0; }
static bool is_one(LLVMValueRef v) { return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 1; }

/* Whether boolean v is such a tree; with b, builds at b whether v is `want`
 * for every thread from subst_lo's to subst_hi's (then returns an i1). */
static LLVMValueRef guard_test(Remat *r, LLVMBuilderRef b, LLVMValueRef v, bool want, LLVMValueRef *lo,
                               LLVMValueRef *hi, int depth)
{
    if (depth > 40 || !LLVMIsAInstruction(v) || !pure_value(r, v, 0))
        return NULL;
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef c = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMZExt: case LLVMSExt: case LLVMTrunc:
        return guard_test(r, b, a, want, lo, hi, depth + 1);
    case LLVMAnd: case LLVMOr: {
        bool both = (LLVMGetInstructionOpcode(v) == LLVMAnd) == want;
        LLVMValueRef x = guard_test(r, b, a, want, lo, hi, depth + 1);
        LLVMValueRef y = x ? guard_test(r, b, c, want, lo, hi, depth + 1) : NULL;
        if (!y || !b)
            return y;
        return both ? LLVMBuildAnd(b, x, y, "") : LLVMBuildOr(b, x, y, "");
    }
    case LLVMSelect: {
        LLVMValueRef e = LLVMGetOperand(v, 2);
        bool is_and = is_zero(e), is_or = is_one(c);
        if (!is_and && !is_or)
            return NULL;
        LLVMValueRef x = guard_test(r, b, a, want, lo, hi, depth + 1);
        LLVMValueRef y = x ? guard_test(r, b, is_and ? c : e, want, lo, hi, depth + 1) : NULL;
        if (!y || !b)
            return y;
        return is_and == want ? LLVMBuildAnd(b, x, y, "") : LLVMBuildOr(b, x, y, "");
    }
    case LLVMICmp: {
        LLVMIntPredicate p = LLVMGetICmpPredicate(v);
        if (p == LLVMIntNE && is_zero(c))
            return guard_test(r, b, a, want, lo, hi, depth + 1);
        if (p != LLVMIntSLT && p != LLVMIntSLE && p != LLVMIntSGT && p != LLVMIntSGE)
            return NULL;
        int ma = mono(r, a, 0), mc = mono(r, c, 0);
        if (ma == M_UNK || mc == M_UNK || (ma == mc && ma != M_CONST))
            return NULL;
        if (!b)
            return a; /* the check: any non-NULL answer */
        if (!want)
            p = p == LLVMIntSLT ? LLVMIntSGE : p == LLVMIntSLE ? LLVMIntSGT : p == LLVMIntSGT ? LLVMIntSLE : LLVMIntSLT;
        LLVMValueRef ends[2];
        for (int k = 0; k < 2; k++) {
            r->subst = k ? hi : lo;
            ends[k] = LLVMBuildICmp(b, p, remat(r, b, a), remat(r, b, c), "");
        }
        r->subst = NULL;
        return LLVMBuildAnd(b, ends[0], ends[1], "thr.guard");
    }
    default: return NULL;
    }
}

/* Whether bb returns at once (empty blocks, then `ret`): the early
 * return of `if (i > n) return`. */
static bool returns_soon(LLVMBasicBlockRef bb)
{
    for (int k = 0; k < 4 && bb; k++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t || LLVMGetFirstInstruction(bb) != t)
            return false;
        if (LLVMGetInstructionOpcode(t) == LLVMRet)
            return true;
        if (LLVMGetInstructionOpcode(t) != LLVMBr || LLVMIsConditional(t))
            return false;
        bb = LLVMGetSuccessor(t, 0);
    }
    return false;
}

/* The body's first conditional branch if it is such a guard. */
static LLVMValueRef find_guard(Remat *r, LLVMBasicBlockRef bb, bool *want)
{
    for (int k = 0; k < 8 && bb; k++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t || LLVMGetInstructionOpcode(t) != LLVMBr)
            return NULL;
        if (!LLVMIsConditional(t)) {
            bb = LLVMGetSuccessor(t, 0);
            continue;
        }
        *want = !returns_soon(LLVMGetSuccessor(t, 0));
        r->budget = 4000;
        return guard_test(r, NULL, LLVMGetCondition(t), *want, NULL, NULL, 0) ? t : NULL;
    }
    return NULL;
}

/* The thread's record fields for x = xv of the row. */
static void thread_fields(CG *cg, LLVMBuilderRef b, Nest *n, LLVMValueRef xv, LLVMValueRef *f)
{
    LLVMValueRef lin = LLVMBuildNUWAdd(
        b, xv, LLVMBuildNUWMul(b, n->bx, LLVMBuildNUWAdd(b, n->y.iv, LLVMBuildNUWMul(b, n->by, n->z.iv, ""), ""), ""), "");
    f[0] = xv, f[1] = n->y.iv, f[2] = n->z.iv;
    f[3] = LLVMBuildAnd(b, lin, cg_const_i32(cg, 31), "");
    f[4] = LLVMBuildLShr(b, lin, cg_const_i32(cg, 5), "");
    f[5] = lin;
}

/* cuf90_emu_self() in the body is the nest's local thread record. */
static void self_is_record(Nest *n)
{
    for (LLVMBasicBlockRef bb = n->body; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
            next = LLVMGetNextInstruction(i);
            LLVMValueRef callee;
            const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
            if (name && !strcmp(name, "cuf90_emu_self")) {
                LLVMReplaceAllUsesWith(i, n->rec);
                LLVMInstructionEraseFromParent(i);
            }
        }
}

/* Interchanged chunks (barrier-free kernels): a thread body that is thread
 * values recomputable from its indices, then one DO loop L (a grid-stride
 * loop `do i = (blockidx%x-1)*blockdim%x + threadidx%x, n, griddim%x*blockdim%x`,
 * or one over the block), then the thread's end. Inside the loop over
 * threads, each thread's L runs scalar (the vectorizer takes innermost loops
 * only). When L's start is monotone in threadidx%x and its end and step are
 * the same for every thread, its trip count is monotone too, so a chunk of
 * 32 threads whose first and last thread make as many trips as each other
 * has all its threads make that many: the chunk runs interchanged, a loop
 * over L's iterations k around a loop over the chunk's threads running L's
 * body with the DO variable start(x) + k*step, that one declared parallel.
 * Every thread's k-th iteration before any thread's (k+1)-th is one way
 * threads that never synchronize may interleave, each thread's own order
 * kept. The other chunks (one per grid where the trip counts change, and
 * any whose end differs) run the body as it is. Anything not of that form
 * is left as it is. */
typedef struct Ilv {
    LLVMValueRef runs, countm1, start, step;   /* values of the prefix */
    LLVMValueRef var, count, stepv;            /* allocas: DO variable, its counter, its step */
    LLVMBasicBlockRef head, inc, exit;         /* L's first block, its stepping block, after L */
    Seen var_loads, pure_loads, outside;       /* in L's body: loads of var, of pure locals; prefix values */
} Ilv;

/* Opens rows of chunks of 32 threads (open_rows, a "thr.chunk" level):
 * the chunk's threads are [*lo, *hi), flo and fhi the thread fields of its
 * first and last thread. */
static Level open_chunks(CG *cg, LLVMBuilderRef b, Nest *n, LLVMValueRef *lo, LLVMValueRef *hi, LLVMValueRef *flo,
                         LLVMValueRef *fhi)
{
    open_rows(cg, b, n);
    Level ch = open_level(cg, b, n->fn, "thr.chunk");
    *lo = LLVMBuildNUWMul(b, ch.iv, cg_const_i32(cg, 32), "");
    LLVMValueRef lo32 = LLVMBuildNUWAdd(b, *lo, cg_const_i32(cg, 32), "");
    *hi = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, lo32, n->bx, ""), lo32, n->bx, "");
    thread_fields(cg, b, n, *lo, flo);
    thread_fields(cg, b, n, LLVMBuildSub(b, *hi, cg_const_i32(cg, 1), ""), fhi);
    return ch;
}

/* Ends a nest of rows of 32-thread chunks (ch, from open_rows and a
 * "thr.chunk" level) and the loops around it, then rewrites the body. */
static void close_chunks(CG *cg, LLVMBuilderRef b, Nest *n, Level *ch)
{
    LLVMPositionBuilderAtEnd(b, ch->latch);
    LLVMValueRef nch = LLVMBuildLShr(b, LLVMBuildAdd(b, n->bx, cg_const_i32(cg, 31), ""), cg_const_i32(cg, 5), "");
    close_level(cg, b, ch, nch, n->y.latch);
    close_level(cg, b, &n->y, n->by, n->z.latch);
    close_level(cg, b, &n->z, n->bz, n->k.latch);
    close_blocks(cg, b, n);
    rewrite_body(cg, b, n, NULL);
}

static void ilv_free(Ilv *l)
{
    free(l->var_loads.fn), free(l->pure_loads.fn), free(l->outside.fn);
}

/* The alloca of the kernel that pointer p addresses (through any GEPs), or NULL. */
static LLVMValueRef local_root(Remat *r, LLVMValueRef p)
{
    for (int d = 0; d < 16 && p && LLVMIsAGetElementPtrInst(p); d++)
        p = LLVMGetOperand(p, 0);
    return p && LLVMIsAAllocaInst(p) && LLVMGetInstructionParent(p) == r->pre ? p : NULL;
}

static bool is_dbg_call(LLVMValueRef i)
{
    LLVMValueRef callee;
    const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
    return name && !strncmp(name, "llvm.dbg.", 9);
}

static bool is_yield_call(LLVMValueRef i)
{
    LLVMValueRef callee;
    const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
    return name && !strcmp(name, "cuf90_emu_loop_yield");
}

/* The next instruction of inc's pattern, past debug records and the yield. */
static LLVMValueRef inc_next(LLVMValueRef i)
{
    while (i && (is_dbg_call(i) || is_yield_call(i)))
        i = LLVMGetNextInstruction(i);
    return i;
}

/* Whether v's dependence on the thread is only through `via` (the thread's
 * trip count then a function of L's start). */
static bool only_via(Remat *r, LLVMValueRef v, LLVMValueRef via, int depth)
{
    if (v == via || !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) == r->pre)
        return true;
    if (depth > 20)
        return false;
    r->budget = 4000;
    if (mono(r, v, 0) == M_CONST)
        return true;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMICmp: case LLVMSelect:
    case LLVMSExt: case LLVMZExt: case LLVMTrunc:
        for (int k = 0; k < LLVMGetNumOperands(v); k++)
            if (!only_via(r, LLVMGetOperand(v, k), via, depth + 1))
                return false;
        return true;
    default: return false;
    }
}

/* countm1 = |stop - start| / |step|: pure but for its division, which the
 * first and last thread of a chunk compute as they would. */
static bool trip_pure(Remat *r, LLVMValueRef v)
{
    if (LLVMIsAInstruction(v) && (LLVMGetInstructionOpcode(v) == LLVMUDiv || LLVMGetInstructionOpcode(v) == LLVMSDiv))
        return pure_value(r, LLVMGetOperand(v, 0), 0) && pure_value(r, LLVMGetOperand(v, 1), 0);
    return pure_value(r, v, 0);
}

/* Whether bb was seen (a region's membership). */
static bool in_region(const PMap *in, LLVMBasicBlockRef bb) { return pmap_get(in, bb) != NULL; }

/* Whether block bb stores the bytes that load ld reads (base + off, ld's
 * type) before `upto` (NULL: anywhere in it). */
static bool stores_key(Remat *r, LLVMBasicBlockRef bb, LLVMValueRef upto, LLVMValueRef base, long long off,
                       LLVMTypeRef t)
{
    for (LLVMValueRef s = LLVMGetFirstInstruction(bb); s && s != upto; s = LLVMGetNextInstruction(s)) {
        long long o;
        if (LLVMIsAStoreInst(s) && chain_base(r->td, LLVMGetOperand(s, 1), &o) == base && o == off &&
            LLVMTypeOf(LLVMGetOperand(s, 0)) == t)
            return true;
    }
    return false;
}

/* Whether load ld (of a local, in region `blocks` entered at head) reads
 * what the same trip stored: a store of its bytes comes before it in its
 * block or on every way from head (a must-dataflow over the region; head
 * is entered with nothing stored). */
static bool stored_before(Remat *r, const Seen *blocks, LLVMBasicBlockRef head, LLVMValueRef ld)
{
    long long off;
    LLVMValueRef base = chain_base(r->td, LLVMGetOperand(ld, 0), &off);
    if (!base)
        return false;
    LLVMTypeRef t = LLVMTypeOf(ld);
    LLVMBasicBlockRef lb = LLVMGetInstructionParent(ld);
    if (stores_key(r, lb, ld, base, off, t))
        return true;
    int nb = blocks->n;
    PMap idx = {0};
    for (int q = 0; q < nb; q++)
        pmap_put(&idx, LLVMValueAsBasicBlock(blocks->fn[q]), (void *)(intptr_t)(q + 1));
    bool *gen = calloc((size_t)nb, sizeof *gen), *out = calloc((size_t)nb, sizeof *out);
    bool *inb = calloc((size_t)nb, sizeof *inb);
    for (int q = 0; q < nb; q++) {
        gen[q] = stores_key(r, LLVMValueAsBasicBlock(blocks->fn[q]), NULL, base, off, t);
        out[q] = true;
        inb[q] = LLVMValueAsBasicBlock(blocks->fn[q]) != head;
    }
    for (bool changed = true; changed;) {
        changed = false;
        /* in = and of the predecessors' out: each block's out feeds its successors */
        for (int q = 0; q < nb; q++)
            if (LLVMValueAsBasicBlock(blocks->fn[q]) != head)
                inb[q] = true;
        for (int q = 0; q < nb; q++) {
            LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMValueAsBasicBlock(blocks->fn[q]));
            for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
                int j = (int)(intptr_t)pmap_get(&idx, LLVMGetSuccessor(term, s)) - 1;
                if (j >= 0 && !out[q])
                    inb[j] = false;
            }
        }
        for (int q = 0; q < nb; q++) {
            bool o = inb[q] || gen[q];
            if (o != out[q])
                out[q] = o, changed = true;
        }
    }
    int li = (int)(intptr_t)pmap_get(&idx, lb) - 1;
    bool ok = li >= 0 && inb[li];
    free(gen), free(out), free(inb);
    pmap_free(&idx);
    return ok;
}

/* Whether the thread body (from n->body) is of the interchangeable form;
 * fills l (and blocks/in: L's body, from head up to inc). */
static bool ilv_match(Remat *r, Nest *n, Ilv *l, Seen *blocks, PMap *in)
{
    /* the prefix: straight-line blocks, stores only into locals, no calls */
    Seen prefix = {0};
    LLVMBasicBlockRef bb = n->body;
    LLVMValueRef br = NULL;
    bool ok = true;
    for (int k = 0; k < 8 && bb && ok && !br; k++) {
        seen_add(&prefix, LLVMBasicBlockAsValue(bb));
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && ok; i = LLVMGetNextInstruction(i)) {
            LLVMOpcode op = LLVMGetInstructionOpcode(i);
            if (op == LLVMLoad)
                ok = !LLVMGetVolatile(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic;
            else if (op == LLVMStore)
                ok = !LLVMGetVolatile(i) && local_root(r, LLVMGetOperand(i, 1)) && !local_root(r, LLVMGetOperand(i, 0));
            else if (is_call(i))
                ok = is_dbg_call(i);
            else if (op == LLVMBr) {
                if (LLVMIsConditional(i))
                    br = i;
                else
                    bb = LLVMGetSuccessor(i, 0);
            } else
                ok = !(op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg || op == LLVMFence || op == LLVMPHI ||
                       op == LLVMAlloca || LLVMIsATerminatorInst(i));
        }
    }
    ok = ok && br;
    if (ok) {
        l->runs = LLVMGetCondition(br);
        l->head = LLVMGetSuccessor(br, 0);
        l->exit = LLVMGetSuccessor(br, 1);
        ok = returns_soon(l->exit);
    }
    /* inc: the DO loop's stepping, exactly as codegen's do_loop builds it */
    for (LLVMBasicBlockRef c = LLVMGetFirstBasicBlock(n->fn); c && ok; c = LLVMGetNextBasicBlock(c)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(c);
        if (!t || c == LLVMGetInstructionParent(br))
            continue;
        for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++)
            if (LLVMGetSuccessor(t, s) == l->head) {
                ok = !l->inc;
                l->inc = c;
            }
    }
    ok = ok && l->inc;
    if (ok) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(l->inc);
        LLVMValueRef i0 = inc_next(LLVMGetFirstInstruction(l->inc));
        LLVMValueRef i1 = i0 ? inc_next(LLVMGetNextInstruction(i0)) : NULL;
        LLVMValueRef i2 = i1 ? inc_next(LLVMGetNextInstruction(i1)) : NULL;
        LLVMValueRef i3 = i2 ? inc_next(LLVMGetNextInstruction(i2)) : NULL;
        LLVMValueRef i4 = i3 ? inc_next(LLVMGetNextInstruction(i3)) : NULL;
        LLVMValueRef i5 = i4 ? inc_next(LLVMGetNextInstruction(i4)) : NULL;
        LLVMValueRef i6 = i5 ? inc_next(LLVMGetNextInstruction(i5)) : NULL;
        LLVMValueRef i7 = i6 ? inc_next(LLVMGetNextInstruction(i6)) : NULL;
        LLVMValueRef i8 = i7 ? inc_next(LLVMGetNextInstruction(i7)) : NULL;
        ok = i8 == t && LLVMIsConditional(t) && LLVMGetSuccessor(t, 0) == l->exit &&
             LLVMGetSuccessor(t, 1) == l->head && LLVMIsALoadInst(i0) && LLVMIsALoadInst(i1) &&
             LLVMGetInstructionOpcode(i2) == LLVMAdd && LLVMGetOperand(i2, 0) == i0 && LLVMGetOperand(i2, 1) == i1 &&
             LLVMIsAStoreInst(i3) && LLVMGetOperand(i3, 0) == i2 && LLVMGetOperand(i3, 1) == LLVMGetOperand(i0, 0) &&
             LLVMIsALoadInst(i4) && LLVMGetInstructionOpcode(i5) == LLVMSub && LLVMGetOperand(i5, 0) == i4 &&
             is_one(LLVMGetOperand(i5, 1)) && LLVMIsAStoreInst(i6) && LLVMGetOperand(i6, 0) == i5 &&
             LLVMGetOperand(i6, 1) == LLVMGetOperand(i4, 0) && LLVMIsAICmpInst(i7) &&
             LLVMGetICmpPredicate(i7) == LLVMIntEQ && LLVMGetOperand(i7, 0) == i4 && is_zero(LLVMGetOperand(i7, 1)) &&
             LLVMGetCondition(t) == i7;
        if (ok) {
            l->var = LLVMGetOperand(i0, 0), l->stepv = LLVMGetOperand(i1, 0), l->count = LLVMGetOperand(i4, 0);
            ok = l->var != l->stepv && l->var != l->count && l->stepv != l->count;
            LLVMValueRef a[3] = {l->var, l->stepv, l->count};
            for (int k = 0; k < 3 && ok; k++)
                ok = LLVMIsAAllocaInst(a[k]) && LLVMGetInstructionParent(a[k]) == r->pre && a[k] != r->rec;
        }
    }
    /* the three locals: stored once in the prefix (and stepped in inc),
     * loaded in inc, the DO variable in L's body too */
    LLVMValueRef *val[3] = {&l->start, &l->step, &l->countm1};
    LLVMValueRef a[3] = {l->var, l->stepv, l->count};
    for (int k = 0; k < 3 && ok; k++)
        for (LLVMUseRef u = LLVMGetFirstUse(a[k]); u && ok; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            LLVMBasicBlockRef ub = LLVMGetInstructionParent(user);
            if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a[k] && LLVMGetOperand(user, 0) != a[k] &&
                !LLVMGetVolatile(user)) {
                if (ub == l->inc)
                    ok = k != 1;
                else if (seen_has(&prefix, LLVMBasicBlockAsValue(ub)) && !*val[k])
                    *val[k] = LLVMGetOperand(user, 0);
                else
                    ok = false;
            } else if (LLVMIsALoadInst(user) && !LLVMGetVolatile(user)) {
                ok = k == 0 || ub == l->inc; /* var's loads in L's body: checked below */
            } else {
                ok = false;
            }
        }
    ok = ok && l->start && l->step && l->countm1;
    /* the trip count: monotone in the thread (start monotone, the rest the
     * same for all), recomputable at a chunk's ends */
    if (ok) {
        r->budget = 4000;
        int ms = mono(r, l->start, 0);
        r->budget = 4000;
        ok = (ms == M_INC || ms == M_DEC) && mono(r, l->step, 0) == M_CONST && pure_value(r, l->start, 0) &&
             pure_value(r, l->step, 0) && pure_value(r, l->runs, 0) && trip_pure(r, l->countm1) &&
             only_via(r, l->runs, l->start, 0) && only_via(r, l->countm1, l->start, 0);
    }
    /* L's body: from head to inc, no other way out (EXIT, RETURN, STOP) */
    long budget = 20000;
    ok = ok && region_blocks(l->head, l->inc, blocks, in, &budget);
    for (int q = 0; q < blocks->n && ok; q++) {
        LLVMBasicBlockRef qb = LLVMValueAsBasicBlock(blocks->fn[q]);
        LLVMValueRef t = LLVMGetBasicBlockTerminator(qb);
        ok = qb != l->exit && !seen_has(&prefix, blocks->fn[q]) && LLVMGetInstructionOpcode(t) != LLVMRet &&
             LLVMGetInstructionOpcode(t) != LLVMUnreachable;
        for (unsigned s = 0; s < LLVMGetNumSuccessors(t) && ok; s++)
            ok = LLVMGetSuccessor(t, s) != l->head;
        for (LLVMValueRef i = LLVMGetFirstInstruction(qb); i && ok; i = LLVMGetNextInstruction(i)) {
            LLVMOpcode op = LLVMGetInstructionOpcode(i);
            if (op == LLVMPHI)
                ok = false;
            /* values of the prefix: recomputed in the chunk */
            for (int k = 0; k < LLVMGetNumOperands(i) && ok; k++) {
                LLVMValueRef o = LLVMGetOperand(i, k);
                if (o && LLVMIsAInstruction(o) && LLVMGetInstructionParent(o) != r->pre &&
                    !in_region(in, LLVMGetInstructionParent(o))) {
                    ok = pure_value(r, o, 0);
                    if (ok && !seen_has(&l->outside, o))
                        seen_add(&l->outside, o);
                }
            }
            if (!ok)
                break;
            if (op == LLVMLoad) {
                LLVMValueRef p = LLVMGetOperand(i, 0), root = local_root(r, p);
                ok = !LLVMGetVolatile(i) || !root;
                if (!ok || !root || root == r->rec)
                    continue;
                if (p == l->var) {
                    seen_add(&l->var_loads, i);
                    continue;
                }
                if (pure_value(r, i, 0)) {
                    seen_add(&l->pure_loads, i);
                    continue;
                }
                /* a temporary: stored by this trip before (in the block,
                 * or on every way from L's head to it) */
                ok = stored_before(r, blocks, l->head, i) && root != l->count && root != l->stepv;
            } else if (op == LLVMStore) {
                LLVMValueRef root = local_root(r, LLVMGetOperand(i, 1));
                ok = !local_root(r, LLVMGetOperand(i, 0)) &&
                     (!root || (!LLVMGetVolatile(i) && root != l->var && root != l->count && root != l->stepv &&
                                root != r->rec));
            } else {
                if (is_call(i)) {
                    LLVMValueRef callee;
                    const char *name = callee_name(i, &callee);
                    ok = name && strcmp(name, "cuf90_emu_thread_exit") && strcmp(name, "cuf90_emu_loop_yield");
                }
                /* no local's address but through the loads and stores above
                 * (a GEP is checked where it is used) */
                for (int k = 0; k < LLVMGetNumOperands(i) && ok && op != LLVMGetElementPtr; k++) {
                    LLVMValueRef o = LLVMGetOperand(i, k);
                    ok = !(o && !LLVMValueIsBasicBlock(o) && local_root(r, o));
                }
            }
        }
    }
    /* the DO variable is read nowhere but in L */
    for (LLVMUseRef u = l->var ? LLVMGetFirstUse(l->var) : NULL; u && ok; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            ok = LLVMGetInstructionParent(user) == l->inc || seen_has(&l->var_loads, user);
    }
    free(prefix.fn);
    return ok;
}

/* Rows of chunks of 32 threads, each run interchanged (an ilv_match body
 * whose first and last thread make as many trips) or as the body is. */
static void ilv_loops(CG *cg, LLVMBuilderRef b, Nest *n, Remat *rm, Ilv *l, Seen *blocks)
{
    /* the yields of a grid-stride L: the chunk's order replaces them */
    for (LLVMValueRef i = LLVMGetFirstInstruction(l->inc), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (is_yield_call(i))
            LLVMInstructionEraseFromParent(i);
    }
    LLVMTypeRef it = LLVMTypeOf(l->countm1);
    LLVMValueRef lo, hi, flo[6], fhi[6];
    Level ch = open_chunks(cg, b, n, &lo, &hi, flo, fhi);
    rm->subst = flo;
    LLVMValueRef runs_lo = remat(rm, b, l->runs), cm_lo = remat(rm, b, l->countm1);
    LLVMValueRef step = remat(rm, b, l->step);
    rm->subst = fhi;
    LLVMValueRef runs_hi = remat(rm, b, l->runs), cm_hi = remat(rm, b, l->countm1);
    rm->subst = NULL;
    LLVMValueRef same = LLVMBuildAnd(
        b, LLVMBuildICmp(b, LLVMIntEQ, runs_lo, runs_hi, ""),
        LLVMBuildOr(b, LLVMBuildNot(b, runs_lo, ""), LLVMBuildICmp(b, LLVMIntEQ, cm_lo, cm_hi, ""), ""), "thr.sametrips");
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.ilv");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.slow");
    LLVMBuildCondBr(b, same, fast, slow);
    LLVMPositionBuilderAtEnd(b, slow);
    open_x(cg, b, n, lo);
    LLVMBuildBr(b, n->body);
    close_level(cg, b, &n->x, hi, ch.latch);
    /* fast: none of the chunk's threads makes a trip, or all cm_lo + 1 */
    LLVMPositionBuilderAtEnd(b, fast);
    LLVMBasicBlockRef kpre = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.ilv.pre");
    LLVMBuildCondBr(b, runs_lo, kpre, ch.latch);
    LLVMPositionBuilderAtEnd(b, kpre);
    LLVMBasicBlockRef khead = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.ilv.k");
    LLVMBasicBlockRef klatch = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.ilv.klatch");
    LLVMBuildBr(b, khead);
    LLVMPositionBuilderAtEnd(b, khead);
    LLVMValueRef k = LLVMBuildPhi(b, it, "thr.trip");
    LLVMValueRef zero = LLVMConstNull(it);
    LLVMAddIncoming(k, &zero, &kpre, 1);
    LLVMValueRef koff = LLVMBuildNSWMul(b, k, step, "");
    Nest u = *n;
    open_x(cg, b, &u, lo);
    LLVMBasicBlockRef fast_x = LLVMGetInsertBlock(b);
    LLVMValueRef fx[6];
    thread_fields(cg, b, &u, u.x.iv, fx);
    rm->subst = fx;
    LLVMValueRef iv = LLVMBuildNSWAdd(b, remat(rm, b, l->start), koff, "thr.doval");
    PMap m = {0};
    pmap_put(&m, n->x.iv, u.x.iv);
    pmap_put(&m, n->lin, u.lin);
    for (int q = 0; q < l->outside.n; q++)
        pmap_put(&m, l->outside.fn[q], remat(rm, b, l->outside.fn[q]));
    LLVMValueRef *pure = calloc((size_t)l->pure_loads.n + 1, sizeof *pure);
    for (int q = 0; q < l->pure_loads.n; q++)
        pure[q] = remat(rm, b, l->pure_loads.fn[q]);
    rm->subst = NULL;
    close_level(cg, b, &u.x, hi, klatch);
    LLVMPositionBuilderAtEnd(b, klatch);
    LLVMValueRef k1 = LLVMBuildNUWAdd(b, k, LLVMConstInt(it, 1, 0), "");
    LLVMAddIncoming(k, &k1, &klatch, 1);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, k, cm_lo, ""), ch.latch, khead);
    close_chunks(cg, b, n, &ch);
    /* L's body for thread x, trip k: the DO variable iv, the stepping dropped */
    LLVMBasicBlockRef entry = clone_region(cg, b, n->fn, blocks, &m, l->inc, u.x.latch);
    for (int q = 0; q < l->var_loads.n + l->pure_loads.n; q++) {
        bool v = q < l->var_loads.n;
        LLVMValueRef c = pmap_get(&m, v ? l->var_loads.fn[q] : l->pure_loads.fn[q - l->var_loads.n]);
        LLVMReplaceAllUsesWith(c, v ? iv : pure[q - l->var_loads.n]);
        LLVMInstructionEraseFromParent(c);
    }
    free(pure);
    LLVMPositionBuilderAtEnd(b, fast_x);
    LLVMBuildBr(b, entry);
    Seen copy = {0};
    for (int q = 0; q < blocks->n; q++)
        seen_add(&copy, LLVMBasicBlockAsValue(pmap_get(&m, LLVMValueAsBasicBlock(blocks->fn[q]))));
    mark_parallel(cg, LLVMGetBasicBlockTerminator(u.x.latch), &copy);
    free(copy.fn);
    pmap_free(&m);
}

/* A barrier-free kernel whose blocks and rec are open: threads, body.
 * With need_ilv, only an interchangeable one (else false, nothing done). */
static bool plain_rest(CG *cg, LLVMBuilderRef b, Nest *n, bool need_ilv)
{
    Remat rm = {.rec = n->rec, .pre = n->pre, .td = LLVMGetModuleDataLayout(cg->mod)};
    Ilv il = {0};
    Seen lblocks = {0};
    PMap lbody_in = {0};
    bool ilv = opts.opt_level > 0 && ilv_match(&rm, n, &il, &lblocks, &lbody_in);
    if (ilv || need_ilv) {
        if (ilv) {
            open_blocks(cg, b, n);
            ilv_loops(cg, b, n, &rm, &il, &lblocks);
        }
        ilv_free(&il);
        free(lblocks.fn);
        pmap_free(&lbody_in);
        free(rm.no.fn), free(rm.busy.fn), free(rm.pure.fn), free(rm.impure.fn);
        return ilv;
    }
    ilv_free(&il);
    free(lblocks.fn);
    pmap_free(&lbody_in);
    bool want = true;
    LLVMValueRef guard = opts.opt_level > 0 ? find_guard(&rm, n->body, &want) : NULL;
    open_blocks(cg, b, n);
    if (!guard) {
        open_threads(cg, b, n);
        LLVMBuildBr(b, n->body);
        close_threads(cg, b, n, n->k.latch);
        close_blocks(cg, b, n);
        rewrite_body(cg, b, n, NULL);
        free(rm.no.fn), free(rm.busy.fn), free(rm.pure.fn), free(rm.impure.fn);
        return true;
    }
    /* rows of chunks of 32 threads, each run by the copy or the body */
    LLVMValueRef lo, hi, flo[6], fhi[6];
    Level ch = open_chunks(cg, b, n, &lo, &hi, flo, fhi);
    LLVMBasicBlockRef chunk_head = LLVMGetInsertBlock(b);
    rm.budget = 4000; /* as find_guard's check: the same answer */
    LLVMValueRef ok = guard_test(&rm, b, LLVMGetCondition(guard), want, flo, fhi, 0);
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.fast");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.slow");
    LLVMValueRef choose = LLVMBuildCondBr(b, ok, fast, slow);
    LLVMPositionBuilderAtEnd(b, slow);
    open_x(cg, b, n, lo);
    LLVMBuildBr(b, n->body);
    close_level(cg, b, &n->x, hi, ch.latch);
    Nest u = *n;
    LLVMPositionBuilderAtEnd(b, fast);
    open_x(cg, b, &u, lo);
    LLVMBasicBlockRef fast_x = LLVMGetInsertBlock(b);
    close_level(cg, b, &u.x, hi, ch.latch);
    close_chunks(cg, b, n, &ch);
    /* the copy, its guard taken */
    Seen blocks = {0};
    PMap in = {0}, m = {0};
    long budget = 20000;
    pmap_put(&m, n->x.iv, u.x.iv);
    pmap_put(&m, n->lin, u.lin);
    bool done = region_blocks(n->body, n->x.latch, &blocks, &in, &budget);
    pmap_put(&in, n->z.head, n->z.head);
    pmap_put(&in, n->y.head, n->y.head);
    pmap_put(&in, chunk_head, chunk_head);
    done = done && region_closed(&blocks, &in, &m, n->pre, n->k.head);
    LLVMPositionBuilderAtEnd(b, fast_x);
    if (done) {
        LLVMBasicBlockRef entry = clone_region(cg, b, n->fn, &blocks, &m, n->x.latch, u.x.latch);
        LLVMPositionBuilderAtEnd(b, fast_x);
        LLVMBuildBr(b, entry);
        LLVMValueRef g = pmap_get(&m, guard);
        LLVMPositionBuilderBefore(b, g);
        LLVMBuildBr(b, LLVMGetSuccessor(g, want ? 0 : 1));
        LLVMInstructionEraseFromParent(g);
        Seen copy = {0};
        for (int q = 0; q < blocks.n; q++)
            seen_add(&copy, LLVMBasicBlockAsValue(pmap_get(&m, LLVMValueAsBasicBlock(blocks.fn[q]))));
        mark_parallel(cg, LLVMGetBasicBlockTerminator(u.x.latch), &copy);
        free(copy.fn);
    } else {
        LLVMSetOperand(choose, 0, LLVMConstInt(cg->t_i1, 0, 0));
        LLVMBuildUnreachable(b);
    }
    free(blocks.fn);
    pmap_free(&in);
    pmap_free(&m);
    free(rm.no.fn), free(rm.busy.fn), free(rm.pure.fn), free(rm.impure.fn);
    return true;
}

/* A barrier-free kernel: blocks, threads, body. */
static void plain_loops(CG *cg, LLVMBuilderRef b, Nest *n)
{
    open_nest(cg, b, n, NULL);
    self_is_record(n);
    plain_rest(cg, b, n, false);
}

/* A kernel whose blocks' work is their first thread's (the emulated CUF
 * kernels of cuf_kernel.c: the other threads have nothing to do): a loop
 * over the call's blocks only, each run as its thread (1,1,1), so that the
 * idle threads cost no iteration each (a fourth of a vectorized saxpy's
 * time). */
static void block_loops(CG *cg, LLVMBuilderRef b, Nest *n)
{
    open_nest(cg, b, n, NULL);
    open_blocks(cg, b, n);
    LLVMValueRef zero = cg_const_i32(cg, 0);
    LLVMSetVolatile(LLVMBuildStore(b, LLVMBuildShl(b, n->k.iv, cg_const_i32(cg, 10), ""),
                                   field_ptr(cg, b, n->self, offsetof(cuf90_emu_thread, loop_row))), 1);
    if ((cg->di && !cg->di_lines_only) || opts.bounds_check)
        LLVMSetVolatile(LLVMBuildStore(b, zero, field_ptr(cg, b, n->self, offsetof(cuf90_emu_thread, loop_x))), 1);
    static const size_t fields[] = {offsetof(cuf90_emu_thread, threadidx.x), offsetof(cuf90_emu_thread, threadidx.y),
                                    offsetof(cuf90_emu_thread, threadidx.z), offsetof(cuf90_emu_thread, linear),
                                    offsetof(cuf90_emu_thread, lane), offsetof(cuf90_emu_thread, warp)};
    for (size_t f = 0; f < sizeof fields / sizeof *fields; f++)
        store_i32(cg, b, zero, n->rec, fields[f]);
    LLVMBuildBr(b, n->body);
    n->x.latch = n->k.latch; /* a thread's end is its block's */
    close_blocks(cg, b, n);
    rewrite_body(cg, b, n, NULL);
}

/* Bytes of private storage per thread the allocas of fn's entry block take. */
static uint64_t private_bytes(CG *cg, LLVMValueRef fn)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(cg->mod);
    uint64_t sum = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i))
            sum += LLVMABISizeOfType(td, LLVMGetAllocatedType(i)) *
                   LLVMConstIntGetZExtValue(LLVMGetOperand(i, 0));
    return sum;
}

/* A kernel with barriers: each pass runs every thread from where it
 * stopped to its next barrier or its end; passes repeat until all threads
 * have ended. Threads stopped at any barrier are released together (as
 * bar.sync 0: every SYNCTHREADS is the same barrier); some stopped and
 * others ended is the divergent barrier the fibers report too. */
/* The operand bits a warp operation deposits (rt/emu.h: uint64_t). */
static LLVMValueRef warp_bits(CG *cg, LLVMBuilderRef b, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind: return LLVMBuildZExt(b, LLVMBuildBitCast(b, v, cg->t_i32, ""), cg->t_i64, "");
    case LLVMDoubleTypeKind: return LLVMBuildBitCast(b, v, cg->t_i64, "");
    default: return LLVMGetIntTypeWidth(t) >= 64 ? v : LLVMBuildZExt(b, v, cg->t_i64, "");
    }
}

static LLVMValueRef warp_from_bits(CG *cg, LLVMBuilderRef b, LLVMValueRef r, LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind: return LLVMBuildBitCast(b, LLVMBuildTrunc(b, r, cg->t_i32, ""), t, "");
    case LLVMDoubleTypeKind: return LLVMBuildBitCast(b, r, t, "");
    default: return LLVMGetIntTypeWidth(t) >= 64 ? r : LLVMBuildTrunc(b, r, t, "");
    }
}

/* A warp operation call of a kernel run in passes: its operands go to the
 * thread's element of the lane array and the thread stops (the caller ends
 * the block); the block returned, which the lane resumes at, takes the
 * result that the warp step left there. */
static LLVMBasicBlockRef warp_stop(CG *cg, LLVMBuilderRef b, Nest *n, Bar *bar, LLVMValueRef call, const WarpOp *w)
{
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef zero = cg_const_i32(cg, 0), mask = zero, val = cg_const_i64(cg, 0), arg = zero, width = zero;
    LLVMValueRef pred_out = NULL;
    switch (w->form) {
    case WF_SHFL:
        mask = LLVMGetOperand(call, 0), val = warp_bits(cg, b, LLVMGetOperand(call, 1));
        arg = LLVMGetOperand(call, 2), width = LLVMGetOperand(call, 3);
        break;
    case WF_VOTE:
    case WF_VOTE_SYNC: {
        LLVMValueRef p = LLVMGetOperand(call, w->form == WF_VOTE ? 0 : 1);
        val = LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntNE, p, LLVMConstNull(LLVMTypeOf(p)), ""), cg->t_i64, "");
        if (w->form == WF_VOTE_SYNC)
            mask = LLVMGetOperand(call, 0);
        break;
    }
    case WF_MASK: mask = LLVMGetOperand(call, 0); break;
    case WF_MATCH_ALL: pred_out = LLVMGetOperand(call, 2); /* fall through */
    default: mask = LLVMGetOperand(call, 0), val = warp_bits(cg, b, LLVMGetOperand(call, 1)); break;
    }
    LLVMValueRef lin = LLVMBuildZExt(b, load_i32(cg, b, n->rec, offsetof(cuf90_emu_thread, linear)), cg->t_i64, "");
    LLVMValueRef lane = LLVMBuildGEP2(b, LLVMArrayType2(cg->t_i64, 4), bar->lanes, &lin, 1, "");
    int32_t op = w->op | CUF90_EMU_LANE_ARRIVED | (w->form == WF_VOTE ? CUF90_EMU_LANE_ALL_LIVE : 0);
    store_i32(cg, b, cg_const_i32(cg, op), lane, offsetof(cuf90_emu_lane, op));
    store_i32(cg, b, mask, lane, offsetof(cuf90_emu_lane, mask));
    store_i32(cg, b, arg, lane, offsetof(cuf90_emu_lane, arg));
    store_i32(cg, b, width, lane, offsetof(cuf90_emu_lane, width));
    LLVMBuildStore(b, val, field_ptr(cg, b, lane, offsetof(cuf90_emu_lane, val)));
    LLVMBasicBlockRef resume = split_after(cg, b, n->fn, call);
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(resume));
    LLVMValueRef lin2 = LLVMBuildZExt(b, load_i32(cg, b, n->rec, offsetof(cuf90_emu_thread, linear)), cg->t_i64, "");
    LLVMValueRef lane2 = LLVMBuildGEP2(b, LLVMArrayType2(cg->t_i64, 4), bar->lanes, &lin2, 1, "");
    LLVMValueRef r = LLVMBuildLoad2(b, cg->t_i64, field_ptr(cg, b, lane2, offsetof(cuf90_emu_lane, res)), "");
    if (pred_out)
        LLVMBuildStore(b, LLVMBuildTrunc(b, LLVMBuildLShr(b, r, cg_const_i64(cg, 32), ""), cg->t_i32, ""), pred_out);
    LLVMTypeRef rt = LLVMTypeOf(call);
    if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind)
        LLVMReplaceAllUsesWith(call, warp_from_bits(cg, b, r, rt));
    return resume;
}


/* The first thread (linear index) whose state is a barrier's (want > 0)
 * or exited (want < 0), found after the pass for the divergent barrier's
 * report, the one path that names them (the loops over the threads count
 * their stops only: a first-index reduction under the stops' branches is
 * one that LLVM's vectorizer does not take). */
static LLVMValueRef first_state(CG *cg, LLVMBuilderRef b, Nest *n, Bar *bar, int want)
{
    Level l = open_level(cg, b, n->fn, "thr.first");
    LLVMValueRef st = LLVMBuildLoad2(b, cg->t_i32, LLVMBuildGEP2(b, cg->t_i32, bar->next, &l.iv, 1, ""), "");
    LLVMValueRef hit = want > 0 ? LLVMBuildICmp(b, LLVMIntSGT, st, cg_const_i32(cg, 0), "")
                                : LLVMBuildICmp(b, LLVMIntEQ, st, cg_const_i32(cg, -1), "");
    LLVMBasicBlockRef found = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.found");
    LLVMBuildCondBr(b, hit, found, l.latch);
    LLVMPositionBuilderAtEnd(b, l.latch);
    LLVMValueRef next = LLVMBuildNUWAdd(b, l.iv, cg_const_i32(cg, 1), "");
    LLVMAddIncoming(l.iv, &next, &l.latch, 1);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, n->nthr, ""), l.head, found);
    LLVMPositionBuilderAtEnd(b, found);
    LLVMValueRef r = LLVMBuildPhi(b, cg->t_i32, "");
    LLVMValueRef vals[2] = {l.iv, cg_const_i32(cg, INT32_MAX)};
    LLVMBasicBlockRef bbs[2] = {l.head, l.latch};
    LLVMAddIncoming(r, vals, bbs, 2);
    return r;
}

/* The barrier states (k > 0) the stops of a region's blocks store: how
 * many different ones, and one of them in *k. */
static int region_barriers(const Seen *blocks, LLVMValueRef next, int *k)
{
    int found = 0;
    for (int q = 0; q < blocks->n && found < 2; q++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMValueAsBasicBlock(blocks->fn[q])); i;
             i = LLVMGetNextInstruction(i)) {
            if (!LLVMIsAStoreInst(i) || !LLVMIsAConstantInt(LLVMGetOperand(i, 0)))
                continue;
            LLVMValueRef p = LLVMGetOperand(i, 1);
            if (!LLVMIsAGetElementPtrInst(p) || LLVMGetOperand(p, 0) != next)
                continue;
            int c = (int)LLVMConstIntGetSExtValue(LLVMGetOperand(i, 0));
            if (c > 0 && (!found || c != *k))
                *k = c, found++;
        }
    return found;
}

/* Uniform passes (kernels with barriers, no warp operations): when every
 * thread of the block resumes at the same state (all at the start, or all
 * released from the same SYNCTHREADS), the pass is a loop over the threads
 * whose body is a copy of the code from that state to the threads' next
 * stops, without the switch on each thread's state: the loop over
 * threadidx%x is then a plain loop that LLVM vectorizes and unrolls when the
 * code between the barriers allows, as a host loop (the tile loads and the
 * inner products of a tiled SGEMM). Threads stopped at different barriers
 * (bar.sync 0: every SYNCTHREADS is the same barrier) run in the general
 * pass. The copies are skipped when the regions would add more than about
 * 20,000 instructions. */
static void uniform_passes(CG *cg, LLVMBuilderRef b, Nest *n, Bar *bar, LLVMBasicBlockRef pass,
                           LLVMBasicBlockRef pass_end, LLVMBasicBlockRef *entries, int nstates, LLVMValueRef lin64,
                           LLVMValueRef *parr, LLVMValueRef *pgep, int npriv)
{
    Seen *blocks = calloc((size_t)nstates, sizeof *blocks);
    PMap *in = calloc((size_t)nstates, sizeof *in);
    PMap old = {0}; /* the thread loop's values the copies replace */
    LLVMValueRef olds[5] = {n->x.iv, n->y.iv, n->z.iv, n->lin, lin64};
    for (int k = 0; k < 5; k++)
        pmap_put(&old, olds[k], olds[k]);
    for (int v = 0; v < npriv; v++)
        pmap_put(&old, pgep[v], pgep[v]);
    long budget = 20000;
    bool ok = true;
    for (int s = 0; s < nstates && ok; s++)
        ok = region_blocks(entries[s], n->x.latch, &blocks[s], &in[s], &budget) &&
             region_closed(&blocks[s], &in[s], &old, n->pre, n->k.head);
    if (ok) {
        LLVMValueRef br = LLVMGetBasicBlockTerminator(pass);
        LLVMBasicBlockRef general = LLVMGetSuccessor(br, 0);
        LLVMInstructionEraseFromParent(br);
        LLVMPositionBuilderAtEnd(b, pass);
        LLVMValueRef sw = LLVMBuildSwitch(b, LLVMBuildLoad2(b, cg->t_i32, bar->uni, ""), general, (unsigned)nstates);
        for (int s = 0; s < nstates; s++) {
            LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.unipass");
            LLVMAddCase(sw, cg_const_i32(cg, s), start);
            LLVMPositionBuilderAtEnd(b, start);
            Nest u = *n;
            open_threads(cg, b, &u);
            PMap m = {0};
            LLVMValueRef l64 = LLVMBuildZExt(b, u.lin, cg->t_i64, "");
            LLVMValueRef news[5] = {u.x.iv, u.y.iv, u.z.iv, u.lin, l64};
            for (int k = 0; k < 5; k++)
                pmap_put(&m, olds[k], news[k]);
            for (int v = 0; v < npriv; v++) {
                LLVMTypeRef t = LLVMGetGEPSourceElementType(pgep[v]);
                LLVMValueRef idx = LLVMGetOperand(pgep[v], 1) == lin64
                                       ? l64
                                       : LLVMBuildMul(b, l64, LLVMGetOperand(LLVMGetOperand(pgep[v], 1), 1), "");
                pmap_put(&m, pgep[v], LLVMBuildGEP2(b, t, parr[v], &idx, 1, ""));
            }
            LLVMBasicBlockRef here = LLVMGetInsertBlock(b);
            LLVMBasicBlockRef entry = clone_region(cg, b, n->fn, &blocks[s], &m, n->x.latch, u.x.latch);
            LLVMPositionBuilderAtEnd(b, here);
            LLVMBuildBr(b, entry);
            /* a region whose stops reach one barrier: that is the pass's
             * barrier if any thread waits, stored after the loop (in it,
             * kmin's update under the stop's branch, which LLVM folds to
             * the constant, is no reduction its vectorizer takes) */
            int kone = 0;
            LLVMBasicBlockRef after = pass_end;
            if (region_barriers(&blocks[s], bar->next, &kone) == 1) {
                after = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.unibar");
                LLVMPositionBuilderAtEnd(b, after);
                LLVMBuildStore(b, cg_const_i32(cg, kone), bar->kmin);
                LLVMBuildStore(b, cg_const_i32(cg, kone), bar->kmax);
                LLVMBuildBr(b, pass_end);
            }
            close_threads(cg, b, &u, after);
            Seen copy = {0};
            for (int q = 0; q < blocks[s].n; q++)
                seen_add(&copy, LLVMBasicBlockAsValue(pmap_get(&m, LLVMValueAsBasicBlock(blocks[s].fn[q]))));
            for (int q = 0; q < copy.n && after != pass_end; q++)
                for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMValueAsBasicBlock(copy.fn[q])), next; i; i = next) {
                    next = LLVMGetNextInstruction(i);
                    if (LLVMIsAStoreInst(i) && (LLVMGetOperand(i, 1) == bar->kmin || LLVMGetOperand(i, 1) == bar->kmax))
                        LLVMInstructionEraseFromParent(i);
                }
            mark_parallel(cg, LLVMGetBasicBlockTerminator(u.x.latch), &copy);
            free(copy.fn);
            pmap_free(&m);
        }
    }
    for (int s = 0; s < nstates; s++) {
        free(blocks[s].fn);
        pmap_free(&in[s]);
    }
    free(blocks);
    free(in);
    pmap_free(&old);
}

static void unroll_short_loops(CG *cg, LLVMValueRef fn);

static void barrier_loops(CG *cg, LLVMBuilderRef b, Nest *n, bool warps, bool yields)
{
    Seen priv = {0};
    if (!warps && !yields)
        unroll_short_loops(cg, n->fn);
    open_nest(cg, b, n, &priv);
    self_is_record(n);
    /* a grid-stride loop that chunks of threads run interchanged: their
     * order is the yields' */
    if (yields && !warps && plain_rest(cg, b, n, true)) {
        free(priv.fn);
        return;
    }
    Remat rm = {.rec = n->rec, .pre = n->pre, .td = LLVMGetModuleDataLayout(cg->mod)};
    forward_single_stores(&rm, b, n->body);
    demote_phis(cg, b, n->fn, n->pre, &priv);

    Bar bar = {0};
    LLVMPositionBuilderAtEnd(b, n->pre);
    bar.nwait = LLVMBuildAlloca(b, cg->t_i32, "thr.nwait");
    bar.nexit = LLVMBuildAlloca(b, cg->t_i32, "thr.nexit");
    bar.acc = LLVMBuildAlloca(b, cg->t_i32, "thr.acc");
    for (int r = 0; r < 4; r++)
        bar.result[r] = LLVMBuildAlloca(b, cg->t_i32, "thr.barres");
    bar.next = LLVMBuildArrayAlloca(b, cg->t_i32, n->nthr, "thr.next");
    bar.warps = warps;
    bar.held = warps || yields;
    bool held = bar.held;
    bar.nwarp = LLVMBuildAlloca(b, cg->t_i32, "thr.nwarp");
    if (!held) {
        bar.kmin = LLVMBuildAlloca(b, cg->t_i32, "thr.kmin");
        bar.kmax = LLVMBuildAlloca(b, cg->t_i32, "thr.kmax");
        bar.uni = LLVMBuildAlloca(b, cg->t_i32, "thr.uni");
    }
    if (warps) {
        bar.lanes = LLVMBuildArrayAlloca(b, LLVMArrayType2(cg->t_i64, 4), n->nthr, "thr.lanes");
        LLVMBuildMemSet(b, bar.lanes, LLVMConstInt(cg->t_i8, 0, 0),
                        LLVMBuildMul(b, LLVMBuildZExt(b, n->nthr, cg->t_i64, ""), cg_const_i64(cg, 32), ""), 8);
    }

    /* split the body at its barriers and warp operations; a reduction's
     * result is the pass's; activemask() reads the warp's live lanes */
    Seen barriers = {0}, masks = {0};
    for (LLVMBasicBlockRef bb = n->body; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef callee;
            const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
            const WarpOp *w = warp_op_of(name);
            if (w && w->form == WF_ACTIVEMASK)
                seen_add(&masks, i);
            else if (name && (barrier_kind(name) >= 0 || w || !strcmp(name, "cuf90_emu_loop_yield")))
                seen_add(&barriers, i);
        }
    for (int k = 0; k < masks.n; k++) {
        LLVMPositionBuilderBefore(b, masks.fn[k]);
        LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_i32, cg->t_i32};
        LLVMValueRef av[3] = {bar.next, load_i32(cg, b, n->rec, offsetof(cuf90_emu_thread, linear)), n->nthr};
        LLVMReplaceAllUsesWith(masks.fn[k], call_rt(cg, b, "cuf90_emu_loop_activemask", cg->t_i32, pt, 3, av));
        LLVMInstructionEraseFromParent(masks.fn[k]);
    }
    free(masks.fn);
    int ncalls = barriers.n;
    LLVMValueRef *calls = barriers.fn;
    int *kinds = calloc((size_t)ncalls + 1, sizeof *kinds);
    LLVMValueRef *preds = calloc((size_t)ncalls + 1, sizeof *preds);
    bar.resume = calloc((size_t)ncalls + 1, sizeof *bar.resume);
    for (int c = 0; c < ncalls; c++) {
        LLVMValueRef callee;
        const char *name = callee_name(calls[c], &callee);
        const WarpOp *w = warp_op_of(name);
        if (w) {
            kinds[c] = -1; /* a warp operation */
            bar.resume[c] = warp_stop(cg, b, n, &bar, calls[c], w);
            continue;
        }
        if (!strcmp(name, "cuf90_emu_loop_yield")) {
            kinds[c] = -2; /* the end of an iteration of a grid-stride loop */
            bar.resume[c] = split_after(cg, b, n->fn, calls[c]);
            continue;
        }
        kinds[c] = barrier_kind(name);
        bar.resume[c] = split_after(cg, b, n->fn, calls[c]);
        preds[c] = kinds[c] > 0 ? LLVMGetOperand(calls[c], 0) : NULL;
        if (kinds[c] > 0) {
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(bar.resume[c]));
            LLVMReplaceAllUsesWith(calls[c], LLVMBuildLoad2(b, cg->t_i32, bar.result[kinds[c]], ""));
        }
    }
    demote_values(cg, b, n->pre, &priv, &rm);

    LLVMPositionBuilderAtEnd(b, n->pre);
    open_blocks(cg, b, n);
    LLVMBuildMemSet(b, bar.next, LLVMConstInt(cg->t_i8, 0, 0),
                    LLVMBuildMul(b, LLVMBuildZExt(b, n->nthr, cg->t_i64, ""), cg_const_i64(cg, 4), ""), 4);
    LLVMBuildStore(b, cg_const_i32(cg, 0), bar.nexit);
    if (bar.uni)
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.uni); /* every thread at its start */
    LLVMBasicBlockRef pass = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.pass");
    LLVMBasicBlockRef pass_end = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.passend");
    if (held) {
        /* the barrier's count spans the passes until it releases */
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.nwait);
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.acc);
    }
    LLVMBuildBr(b, pass);
    LLVMPositionBuilderAtEnd(b, pass);
    if (!held) {
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.nwait);
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.acc);
    }
    if (bar.kmin) {
        LLVMBuildStore(b, cg_const_i32(cg, INT32_MAX), bar.kmin);
        LLVMBuildStore(b, cg_const_i32(cg, INT32_MIN), bar.kmax);
    }
    LLVMBuildStore(b, cg_const_i32(cg, 0), bar.nwarp);
    open_threads(cg, b, n);
    /* the private variables: thread lin's element of a per-thread array */
    LLVMValueRef lin64 = LLVMBuildZExt(b, n->lin, cg->t_i64, "");
    LLVMBasicBlockRef dispatch_bb = LLVMGetInsertBlock(b);
    LLVMValueRef *parr = calloc((size_t)priv.n + 1, sizeof *parr), *pgep = calloc((size_t)priv.n + 1, sizeof *pgep);
    for (int v = 0; v < priv.n; v++) {
        LLVMValueRef a = priv.fn[v];
        LLVMTypeRef t = LLVMGetAllocatedType(a);
        uint64_t cnt = LLVMConstIntGetZExtValue(LLVMGetOperand(a, 0));
        LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(n->pre));
        LLVMValueRef total = LLVMBuildMul(b, n->nthr, cg_const_i32(cg, (int64_t)cnt), "");
        LLVMValueRef arr = LLVMBuildArrayAlloca(b, t, total, "thr.priv");
        LLVMSetAlignment(arr, LLVMGetAlignment(a) > 16 ? LLVMGetAlignment(a) : 16);
        LLVMPositionBuilderAtEnd(b, dispatch_bb);
        LLVMValueRef idx = cnt == 1 ? lin64 : LLVMBuildMul(b, lin64, cg_const_i64(cg, (int64_t)cnt), "");
        LLVMValueRef p = LLVMBuildGEP2(b, t, arr, &idx, 1, "");
        parr[v] = arr, pgep[v] = p;
        LLVMReplaceAllUsesWith(a, p);
        LLVMInstructionEraseFromParent(a);
    }
    LLVMPositionBuilderAtEnd(b, dispatch_bb);
    LLVMValueRef st = LLVMBuildLoad2(b, cg->t_i32, LLVMBuildGEP2(b, cg->t_i32, bar.next, &n->lin, 1, ""), "");
    LLVMValueRef sw = LLVMBuildSwitch(b, st, n->x.latch, (unsigned)ncalls + 1);
    LLVMAddCase(sw, cg_const_i32(cg, 0), n->body);
    for (int c = 0; c < ncalls; c++)
        LLVMAddCase(sw, cg_const_i32(cg, c + 1), bar.resume[c]);
    close_threads(cg, b, n, pass_end);

    /* after a pass: lanes at warp operations (their step, then the next
     * pass), or all ended, or all at a barrier, or a divergent barrier */
    LLVMPositionBuilderAtEnd(b, pass_end);
    if (held) {
        LLVMBasicBlockRef step = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.warpstep");
        LLVMBasicBlockRef check = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.barcheck");
        LLVMValueRef nwp = LLVMBuildLoad2(b, cg->t_i32, bar.nwarp, "");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, nwp, cg_const_i32(cg, 0), ""), step, check);
        LLVMPositionBuilderAtEnd(b, step);
        if (warps) {
            copy_fields(cg, b, n->self, n->rec, 0, offsetof(cuf90_emu_thread, blockdim), NULL);
            LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_i32};
            LLVMValueRef av[3] = {bar.next, bar.lanes, n->nthr};
            call_rt(cg, b, "cuf90_emu_loop_warp_step", cg->t_void, pt, 3, av);
        }
        LLVMBuildBr(b, pass);
        LLVMPositionBuilderAtEnd(b, check);
    }
    LLVMValueRef nw = LLVMBuildLoad2(b, cg->t_i32, bar.nwait, "");
    LLVMValueRef ne = LLVMBuildLoad2(b, cg->t_i32, bar.nexit, "");
    LLVMBasicBlockRef waiting = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.waiting");
    LLVMBasicBlockRef divergent = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.divergent");
    LLVMBasicBlockRef release = LLVMAppendBasicBlockInContext(cg->ctx, n->fn, "thr.release");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, nw, cg_const_i32(cg, 0), ""), n->k.latch, waiting);
    LLVMPositionBuilderAtEnd(b, waiting);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, ne, cg_const_i32(cg, 0), ""), release, divergent);
    LLVMPositionBuilderAtEnd(b, divergent);
    LLVMTypeRef pt[4] = {cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMValueRef fw = first_state(cg, b, n, &bar, 1);
    LLVMValueRef fe = first_state(cg, b, n, &bar, -1);
    LLVMValueRef av[4] = {fw, fe, ne, nw};
    copy_fields(cg, b, n->self, n->rec, 0, offsetof(cuf90_emu_thread, blockdim), NULL);
    call_rt(cg, b, "cuf90_emu_loop_divergent", cg->t_void, pt, 4, av);
    LLVMBuildUnreachable(b);
    LLVMPositionBuilderAtEnd(b, release);
    LLVMValueRef acc = LLVMBuildLoad2(b, cg->t_i32, bar.acc, "");
    LLVMBuildStore(b, acc, bar.result[1]);
    LLVMBuildStore(b, LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntEQ, acc, nw, ""), cg->t_i32, ""), bar.result[2]);
    LLVMBuildStore(b, LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntNE, acc, cg_const_i32(cg, 0), ""), cg->t_i32, ""),
                   bar.result[3]);
    if (bar.uni) {
        LLVMValueRef lo = LLVMBuildLoad2(b, cg->t_i32, bar.kmin, "");
        LLVMValueRef hi = LLVMBuildLoad2(b, cg->t_i32, bar.kmax, "");
        LLVMBuildStore(b, LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, lo, hi, ""), lo, cg_const_i32(cg, -1), ""),
                       bar.uni);
    }
    if (held) {
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i32};
        LLVMValueRef av[2] = {bar.next, n->nthr};
        call_rt(cg, b, "cuf90_emu_loop_release", cg->t_void, pt, 2, av);
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.nwait);
        LLVMBuildStore(b, cg_const_i32(cg, 0), bar.acc);
    }
    LLVMBuildBr(b, pass);
    close_blocks(cg, b, n);

    /* the barriers and the ends of the threads */
    for (int c = 0; c < ncalls; c++) {
        LLVMBasicBlockRef bb = LLVMGetInstructionParent(calls[c]);
        LLVMInstructionEraseFromParent(calls[c]);
        thread_stops(cg, b, n, &bar, bb, c + 1, preds[c], kinds[c] < 0);
    }
    rewrite_body(cg, b, n, &bar);
    if (bar.uni) {
        LLVMBasicBlockRef *entries = calloc((size_t)ncalls + 1, sizeof *entries);
        entries[0] = n->body;
        for (int c = 0; c < ncalls; c++)
            entries[c + 1] = bar.resume[c];
        uniform_passes(cg, b, n, &bar, pass, pass_end, entries, ncalls + 1, lin64, parr, pgep, priv.n);
        free(entries);
    }
    free(parr);
    free(pgep);
    free(bar.resume);
    free(kinds);
    free(preds);
    free(calls);
    free(priv.fn);
    free(rm.yes.fn), free(rm.no.fn), free(rm.busy.fn), free(rm.pure.fn), free(rm.impure.fn);
}

/* Whether defined function f may reach a barrier (memo: done holds the
 * functions known barrier-free or being scanned, with_bar those known to). */
static bool reaches_barrier(LLVMValueRef f, Seen *done, Seen *with_bar)
{
    if (seen_has(with_bar, f))
        return true;
    if (seen_has(done, f))
        return false;
    seen_add(done, f);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef callee;
            const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
            if (name && (barrier_kind(name) >= 0 || warp_op_of(name) ||
                         (!LLVMIsDeclaration(callee) && reaches_barrier(callee, done, with_bar)))) {
                seen_add(with_bar, f);
                return true;
            }
        }
    return false;
}

/* Device procedures of the module that the kernel calls and that reach a
 * SYNCTHREADS are inlined into it (always-inline), so that the barrier is
 * the kernel's own and the kernel can run in passes; a recursive one stays
 * a call (and the kernel on fibers). */
static void inline_barrier_callees(CG *cg, LLVMValueRef fn)
{
    Seen done = {0}, with_bar = {0};
    seen_add(&done, fn);
    bool any = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef callee;
            const char *name = is_call(i) ? callee_name(i, &callee) : NULL;
            if (name && !LLVMIsDeclaration(callee))
                any |= reaches_barrier(callee, &done, &with_bar);
        }
    if (any) {
        unsigned kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
        for (int k = 0; k < with_bar.n; k++)
            LLVMAddAttributeAtIndex(with_bar.fn[k], LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(cg->ctx, kind, 0));
        LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
        LLVMErrorRef err = LLVMRunPasses(cg->mod, "always-inline", cg->tm, po);
        if (err)
            LLVMConsumeError(err); /* not inlined: the kernel keeps its fibers */
        LLVMDisposePassBuilderOptions(po);
    }
    free(done.fn);
    free(with_bar.fn);
}

static bool from_griddim(LLVMValueRef v, int depth);

/* Whether a store into local a (or into an element of it) stores a value
 * computed from gridDim: the kernel's copy of the built-in variable. */
static bool stored_from_griddim(LLVMValueRef a, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == a) {
            if (from_griddim(LLVMGetOperand(user, 0), depth + 1))
                return true;
        } else if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == a) {
            if (stored_from_griddim(user, depth + 1))
                return true;
        }
    }
    return false;
}

/* Whether v is computed from a load of gridDim out of the emulator's
 * record (codegen/device.c emu_index: cuf90_emu_self() + 36..47), directly
 * or through the local the kernel keeps the built-in variable in. */
static bool from_griddim(LLVMValueRef v, int depth)
{
    if (!v || depth > 8 || !LLVMIsAInstruction(v))
        return false;
    if (LLVMGetInstructionOpcode(v) == LLVMLoad) {
        LLVMValueRef p = LLVMGetOperand(v, 0);
        if (p && LLVMIsAGetElementPtrInst(p) && LLVMGetNumOperands(p) == 2) {
            LLVMValueRef base = LLVMGetOperand(p, 0), off = LLVMGetOperand(p, 1);
            LLVMValueRef callee;
            if (base && LLVMIsACallInst(base) && LLVMIsAConstantInt(off)) {
                const char *name = callee_name(base, &callee);
                long long o = LLVMConstIntGetSExtValue(off);
                return name && !strcmp(name, "cuf90_emu_self") && o >= (long long)offsetof(cuf90_emu_thread, griddim) &&
                       o < (long long)offsetof(cuf90_emu_thread, dyn_shared);
            }
        }
        /* a load of a kernel local: what was stored there */
        LLVMValueRef a = p;
        while (a && LLVMIsAGetElementPtrInst(a))
            a = LLVMGetOperand(a, 0);
        return a && LLVMIsAAllocaInst(a) && stored_from_griddim(a, depth);
    }
    for (int i = 0; i < LLVMGetNumOperands(v); i++)
        if (from_griddim(LLVMGetOperand(v, i), depth + 1))
            return true;
    return false;
}

bool cg_emu_grid_stride(LLVMValueRef step) { return from_griddim(step, 0); }

static unsigned grid_stride_kind(CG *cg) { return LLVMGetMDKindIDInContext(cg->ctx, "cuf90.gridstride", 16); }

void cg_emu_mark_grid_stride(CG *cg, LLVMValueRef back_edge)
{
    LLVMSetMetadata(back_edge, grid_stride_kind(cg), LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, NULL, 0)));
}

static unsigned short_loop_kind(CG *cg) { return LLVMGetMDKindIDInContext(cg->ctx, "cuf90.shortloop", 15); }

void cg_emu_mark_short_loop(CG *cg, LLVMValueRef back_edge, long long start, long long stop, long long step)
{
    if (step == 0 || (step > 0 ? stop < start : stop > start))
        return;
    long long trips = (step > 0 ? stop - start : start - stop) / (step > 0 ? step : -step) + 1;
    if (trips < 2 || trips > 32)
        return;
    LLVMMetadataRef n = LLVMValueAsMetadata(cg_const_i32(cg, trips));
    LLVMSetMetadata(back_edge, short_loop_kind(cg), LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, &n, 1)));
}

/* Short constant DO loops of a kernel run in uniform passes (at most 32
 * iterations of at most about 8,000 instructions in all) are unrolled
 * fully (llvm.loop.unroll.full): the loop over the threads around them is
 * then the innermost loop, which the vectorizer takes (the 32-step inner
 * product of a tiled SGEMM: 4 threads at a time, where the inner product
 * alone cannot be reordered). */
static void unroll_short_loops(CG *cg, LLVMValueRef fn)
{
    unsigned kind = short_loop_kind(cg);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        LLVMValueRef md = t ? LLVMGetMetadata(t, kind) : NULL;
        if (!md || LLVMGetNumSuccessors(t) != 2)
            continue;
        LLVMValueRef op;
        LLVMGetMDNodeOperands(md, &op);
        long long trips = LLVMConstIntGetSExtValue(op);
        /* the body: from the back edge's target to the loop's exit */
        LLVMBasicBlockRef end = LLVMGetSuccessor(t, 0), body = LLVMGetSuccessor(t, 1);
        Seen blocks = {0};
        PMap in = {0};
        long budget = 8192 / trips;
        bool ok = region_blocks(body, end, &blocks, &in, &budget);
        free(blocks.fn);
        pmap_free(&in);
        if (!ok)
            continue;
        LLVMMetadataRef tmp = LLVMTemporaryMDNode(cg->ctx, NULL, 0);
        LLVMMetadataRef str = LLVMMDStringInContext2(cg->ctx, "llvm.loop.unroll.full", 21);
        LLVMMetadataRef ops[2] = {tmp, LLVMMDNodeInContext2(cg->ctx, &str, 1)};
        LLVMMetadataRef loop = LLVMMDNodeInContext2(cg->ctx, ops, 2);
        LLVMMetadataReplaceAllUsesWith(tmp, loop);
        LLVMSetMetadata(t, LLVMGetMDKindIDInContext(cg->ctx, "llvm.loop", 9), LLVMMetadataAsValue(cg->ctx, loop));
    }
}

/* A grid-stride loop of a kernel without barriers or warp operations: its
 * iterations end with a yield (the marker call cuf90_emu_loop_yield, a stop
 * of the passes), so that a pass runs one iteration of every thread, i.e.
 * the threads' loops interleaved as the GPU runs a warp's lanes in lock
 * step: the threads of a pass touch neighbouring elements, where one thread
 * after another would each sweep the whole array (a cache line read again
 * by each of the 16 threads sharing it, a TLB miss per access). Kernels
 * with barriers keep their loops: the extra passes cost more than the sweep
 * order (bench/emu's reduce ran 2.5 times slower so, and yielding every 16th
 * iteration instead did not help either). Returns how many loops. */
static int mark_yields(CG *cg, LLVMValueRef fn)
{
    unsigned kind = grid_stride_kind(cg);
    int n = 0;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t || !LLVMGetMetadata(t, kind))
            continue;
        LLVMPositionBuilderBefore(b, t);
        call_rt(cg, b, "cuf90_emu_loop_yield", cg->t_void, NULL, 0, NULL);
        n++;
    }
    LLVMDisposeBuilder(b);
    return n;
}

bool cg_emu_thread_loop(CG *cg, LLVMValueRef fn)
{
    if (!fn || LLVMIsDeclaration(fn))
        return false;
    inline_barrier_callees(cg, fn);
    Seen seen = {0};
    bool ok = loopable(fn, true, &seen);
    free(seen.fn);
    /* private variables of up to 1024 threads live on the worker's stack */
    if (!ok)
        return false;
    bool passes = seen.barriers || seen.warps;
    if (passes && private_bytes(cg, fn) > 2048)
        return false;
    bool yields = !passes && private_bytes(cg, fn) <= 2048 && mark_yields(cg, fn) > 0;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    Nest n = {.fn = fn};
    if (passes || yields)
        barrier_loops(cg, b, &n, seen.warps, yields);
    else if (LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, CG_EMU_FIRST_THREAD,
                                           (unsigned)strlen(CG_EMU_FIRST_THREAD)))
        block_loops(cg, b, &n);
    else
        plain_loops(cg, b, &n);
    LLVMDisposeBuilder(b);
    return true;
}
