/* emu_loops.c — -Mcuda=emu: a kernel without barriers becomes one loop over
 * its block's threads (docs/emulator.md, Thread loops; DESIGN.md, Launch
 * ABI). The emulator then calls it once per block instead of once per
 * emulated thread on a fiber, and LLVM optimizes (vectorizes, unrolls) the
 * loop over threadidx%x as it does a host DO loop.
 *
 * The transformation works on the finished LLVM function k(params) of the
 * kernel, in place, before the optimization pipeline:
 *
 *   pre:   the body's static allocas (moved here: one instance per block,
 *          whose contents at each thread's start are undefined as before),
 *          rec = a local cuf90_emu_thread record, copied from the
 *          emulator's record of the block (cuf90_emu_self())
 *   loops: over the call's blocks (loop_blocks of them from blockidx,
 *          which rt/emu.c hands each worker in slices), storing each one's
 *          blockidx into rec; in it z, y, x over blockdim; each iteration
 *          stores threadidx, linear, lane and warp into rec and runs the body
 *   body:  the kernel as generated, with cuf90_emu_self() replaced by rec
 *          (a non-escaping alloca: SROA makes the indices SSA values), each
 *          `ret` a branch to the next thread, a device STOP (thread exit) too
 *
 * Calls that read the running thread from the emulator (device procedures,
 * which call cuf90_emu_self() themselves, and the error reports naming the
 * thread) are preceded by a copy of rec to the emulator's record (once
 * LLVM inlines a small device function, its reads of that record are
 * forwarded from the copy's stores). A kernel that may reach a barrier, a warp
 * operation, a thread exit outside its own body, an indirect call or a
 * procedure compiled elsewhere keeps the per-thread form (fibers). */
#include "cg.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "../rt/emu.h"

/* Entry points of rt/emu.h that neither synchronize nor leave the thread. */
static const char *const emu_plain[] = {
    "cuf90_emu_self", "cuf90_emu_bounds_error", "cuf90_emu_misaligned_error",
    "cuf90_emu_error_stop", "cuf90_emu_error", "cuf90_emu_vprintf",
    "cuf90_emu_threadfence", "cuf90_emu_threadfence_block", "cuf90_emu_threadfence_system",
    "cuf90_emu_atomicinc_u32", "cuf90_emu_atomicdec_u32",
    "cuf90_emu_clock", "cuf90_emu_clock64", "cuf90_emu_globaltimer",
};

/* Of those, the ones that name the running thread in a message. */
static const char *const emu_reports[] = {
    "cuf90_emu_bounds_error", "cuf90_emu_misaligned_error", "cuf90_emu_error_stop",
    "cuf90_emu_error",
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

/* Functions already found barrier-free (a small set: kernels call few). */
typedef struct Seen {
    LLVMValueRef *fn;
    int n, cap;
} Seen;

static bool seen_has(Seen *s, LLVMValueRef f)
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
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(at);
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
    LLVMValueRef iv;
} Level;

static Level open_level(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *name)
{
    Level l;
    LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
    l.head = LLVMAppendBasicBlockInContext(cg->ctx, fn, name);
    l.latch = LLVMAppendBasicBlockInContext(cg->ctx, fn, "thr.latch");
    LLVMBuildBr(b, l.head);
    LLVMPositionBuilderAtEnd(b, l.head);
    l.iv = LLVMBuildPhi(b, cg->t_i32, name);
    LLVMValueRef zero = cg_const_i32(cg, 0);
    LLVMAddIncoming(l.iv, &zero, &from, 1);
    return l;
}

static void close_level(CG *cg, LLVMBuilderRef b, Level *l, LLVMValueRef limit,
                        LLVMBasicBlockRef out)
{
    LLVMPositionBuilderAtEnd(b, l->latch);
    LLVMValueRef next = LLVMBuildNUWAdd(b, l->iv, cg_const_i32(cg, 1), "");
    LLVMAddIncoming(l->iv, &next, &l->latch, 1);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, limit, ""), l->head, out);
}

bool cg_emu_thread_loop(CG *cg, LLVMValueRef fn)
{
    if (!fn || LLVMIsDeclaration(fn))
        return false;
    Seen seen = {0};
    bool ok = loopable(fn, true, &seen);
    free(seen.fn);
    if (!ok)
        return false;

    LLVMBasicBlockRef body = LLVMGetEntryBasicBlock(fn);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMBasicBlockRef pre = LLVMInsertBasicBlockInContext(cg->ctx, body, "thr.pre");
    LLVMPositionBuilderAtEnd(b, pre);

    /* the body's allocas: one instance for the block's threads */
    for (LLVMValueRef i = LLVMGetFirstInstruction(body), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (LLVMGetInstructionOpcode(i) == LLVMAlloca) {
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
        }
    }
    LLVMTypeRef rec_t = LLVMArrayType2(cg->t_i64, sizeof(cuf90_emu_thread) / 8);
    LLVMValueRef rec = LLVMBuildAlloca(b, rec_t, "thr.rec");
    LLVMSetAlignment(rec, 8);
    LLVMValueRef self = call_rt(cg, b, "cuf90_emu_self", cg->t_ptr, NULL, 0, NULL);
    LLVMBuildMemCpy(b, rec, 8, self, 8, cg_const_i64(cg, sizeof(cuf90_emu_thread)));
    LLVMValueRef bx = load_i32(cg, b, self, offsetof(cuf90_emu_thread, blockdim.x));
    LLVMValueRef by = load_i32(cg, b, self, offsetof(cuf90_emu_thread, blockdim.y));
    LLVMValueRef bz = load_i32(cg, b, self, offsetof(cuf90_emu_thread, blockdim.z));
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

    Level k = open_level(cg, b, fn, "thr.blk");
    LLVMValueRef blin = LLVMBuildNUWAdd(b, first, LLVMBuildZExt(b, k.iv, cg->t_i64, ""), "");
    LLVMValueRef rest = LLVMBuildUDiv(b, blin, gx, "");
    LLVMValueRef bidx[3] = {LLVMBuildURem(b, blin, gx, ""), LLVMBuildURem(b, rest, gy, ""),
                            LLVMBuildUDiv(b, rest, gy, "")};
    for (int a = 0; a < 3; a++)
        store_i32(cg, b, LLVMBuildTrunc(b, bidx[a], cg->t_i32, ""), rec,
                  offsetof(cuf90_emu_thread, blockidx) + 4 * (size_t)a);
    Level z = open_level(cg, b, fn, "thr.z");
    Level y = open_level(cg, b, fn, "thr.y");
    Level x = open_level(cg, b, fn, "thr.x");
    store_i32(cg, b, x.iv, rec, offsetof(cuf90_emu_thread, threadidx.x));
    store_i32(cg, b, y.iv, rec, offsetof(cuf90_emu_thread, threadidx.y));
    store_i32(cg, b, z.iv, rec, offsetof(cuf90_emu_thread, threadidx.z));
    LLVMValueRef lin = LLVMBuildNUWAdd(
        b, x.iv, LLVMBuildNUWMul(b, bx, LLVMBuildNUWAdd(b, y.iv, LLVMBuildNUWMul(b, by, z.iv, ""), ""), ""), "");
    store_i32(cg, b, lin, rec, offsetof(cuf90_emu_thread, linear));
    store_i32(cg, b, LLVMBuildAnd(b, lin, cg_const_i32(cg, 31), ""), rec, offsetof(cuf90_emu_thread, lane));
    store_i32(cg, b, LLVMBuildLShr(b, lin, cg_const_i32(cg, 5), ""), rec, offsetof(cuf90_emu_thread, warp));
    LLVMBuildBr(b, body);
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, fn, "thr.done");
    close_level(cg, b, &x, bx, y.latch);
    close_level(cg, b, &y, by, z.latch);
    close_level(cg, b, &z, bz, k.latch);
    close_level(cg, b, &k, nblk, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);

    /* the body: the record, the next thread instead of returning */
    for (LLVMBasicBlockRef bb = body; bb && bb != k.head; bb = LLVMGetNextBasicBlock(bb)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (LLVMGetInstructionOpcode(i) == LLVMRet) {
                LLVMInstructionEraseFromParent(i);
                LLVMPositionBuilderAtEnd(b, bb);
                LLVMBuildBr(b, x.latch);
                break;
            }
            if (!is_call(i))
                continue;
            LLVMValueRef callee;
            const char *name = callee_name(i, &callee);
            if (!strcmp(name, "cuf90_emu_self")) {
                LLVMReplaceAllUsesWith(i, rec);
                LLVMInstructionEraseFromParent(i);
            } else if (!strcmp(name, "cuf90_emu_thread_exit")) {
                /* STOP: `call; unreachable` ends this thread only */
                LLVMValueRef after = next;
                LLVMInstructionEraseFromParent(i);
                next = after ? LLVMGetNextInstruction(after) : NULL;
                if (after && LLVMGetInstructionOpcode(after) == LLVMUnreachable)
                    LLVMInstructionEraseFromParent(after);
                LLVMPositionBuilderAtEnd(b, bb);
                LLVMBuildBr(b, x.latch);
                break;
            } else if (reads_thread(callee, name)) {
                /* the emulator's record becomes this thread's: the
                 * fields that differ between the call's threads */
                LLVMPositionBuilderBefore(b, i);
                copy_fields(cg, b, self, rec, 0, offsetof(cuf90_emu_thread, blockdim), i);
                copy_fields(cg, b, self, rec, offsetof(cuf90_emu_thread, lane),
                            offsetof(cuf90_emu_thread, nthreads), i);
            }
        }
    }
    LLVMDisposeBuilder(b);
    return true;
}
