/* device_cg.c — the bodies of cooperative_groups' procedures
 * (cuf90_dev_cg_*, sema/intrinsic_coop.c) and of wmma's pipeline
 * primitives (cuf90_dev_pipe_*, sema/intrinsic_wmma.c) for both device
 * targets. A group
 * is {handle, size, rank}: the thread block (handle 0; type thread_group
 * as this_thread_block() returns it in nvfortran, or type thread_block,
 * assignable to and from a thread_group), a tile of 1..32
 * lanes (handle = its size; this_warp is the tile of 32), a coalesced group
 * (handle = its lane mask) and the grid group. syncthreads(group) is the
 * block barrier, a warp barrier over the tile's or group's lanes, or the
 * grid barrier: on the GPU a counter and a generation in a global of the
 * device module (kernels of one object share it; a cooperative launch
 * runs one grid at a time), under emu cuf90_emu_grid_sync (rt/emu_grid.c).
 */
#include "cg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Body {
    CG *cg;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    bool nv;
} Body;

static LLVMValueRef i32c(Body *x, int64_t v) { return LLVMConstInt(x->cg->t_i32, (unsigned long long)v, true); }
static LLVMValueRef i64c(Body *x, int64_t v) { return LLVMConstInt(x->cg->t_i64, (unsigned long long)v, true); }

static LLVMValueRef call0(Body *x, const char *name, LLVMTypeRef rt)
{
    LLVMValueRef f = LLVMGetNamedFunction(x->cg->mod, name);
    LLVMTypeRef ft = LLVMFunctionType(rt, NULL, 0, false);
    if (!f)
        f = LLVMAddFunction(x->cg->mod, name, ft);
    return LLVMBuildCall2(x->b, ft, f, NULL, 0, "");
}

static LLVMValueRef call1(Body *x, const char *name, LLVMTypeRef rt, LLVMValueRef a)
{
    LLVMTypeRef at = LLVMTypeOf(a);
    LLVMValueRef f = LLVMGetNamedFunction(x->cg->mod, name);
    LLVMTypeRef ft = LLVMFunctionType(rt, &at, 1, false);
    if (!f)
        f = LLVMAddFunction(x->cg->mod, name, ft);
    return LLVMBuildCall2(x->b, ft, f, &a, 1, "");
}

/* A field of the running thread: the PTX special register on the GPU, the
 * emulator's record (rt/emu.h: cuf90_emu_thread) under emu. which: "tid",
 * "ntid", "ctaid", "nctaid"; axis 0..2. */
static LLVMValueRef sreg(Body *x, const char *which, int axis)
{
    CG *cg = x->cg;
    if (x->nv) {
        char name[48];
        snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s.%c", which, "xyz"[axis]);
        return call0(x, name, cg->t_i32);
    }
    static const char *const fields[] = {"tid", "ctaid", "ntid", "nctaid"};
    int f = 0;
    while (strcmp(fields[f], which))
        f++;
    LLVMValueRef self = call0(x, "cuf90_emu_self", cg->t_ptr);
    LLVMValueRef idx = i64c(x, 12 * f + 4 * axis);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(x->b, LLVMInt8TypeInContext(cg->ctx), self, &idx, 1, "");
    return LLVMBuildLoad2(x->b, cg->t_i32, p, which);
}

/* x + nx*(y + ny*z) of a triple of registers, as i64 */
static LLVMValueRef linear(Body *x, const char *idx, const char *ext)
{
    LLVMValueRef r = i64c(x, 0);
    for (int a = 2; a >= 0; a--) {
        LLVMValueRef n = LLVMBuildZExt(x->b, sreg(x, ext, a), x->cg->t_i64, "");
        LLVMValueRef i = LLVMBuildZExt(x->b, sreg(x, idx, a), x->cg->t_i64, "");
        r = LLVMBuildAdd(x->b, LLVMBuildMul(x->b, r, n, ""), i, "");
    }
    return r;
}

static LLVMValueRef count(Body *x, const char *ext)
{
    LLVMValueRef r = i64c(x, 1);
    for (int a = 0; a < 3; a++)
        r = LLVMBuildMul(x->b, r, LLVMBuildZExt(x->b, sreg(x, ext, a), x->cg->t_i64, ""), "");
    return r;
}

/* The group value {handle, size, rank} of the function's result type. */
static LLVMValueRef group(Body *x, LLVMValueRef handle, LLVMValueRef size, LLVMValueRef rank)
{
    LLVMTypeRef st = LLVMGetReturnType(LLVMGlobalGetValueType(x->fn));
    LLVMTypeRef el[3];
    LLVMGetStructElementTypes(st, el);
    LLVMValueRef v = LLVMGetUndef(st), parts[3] = {handle, size, rank};
    for (unsigned i = 0; i < 3; i++)
        v = LLVMBuildInsertValue(x->b, v, LLVMBuildIntCast2(x->b, parts[i], el[i], false, ""), i, "");
    return v;
}

static LLVMValueRef lane(Body *x)
{
    return LLVMBuildTrunc(x->b, LLVMBuildAnd(x->b, linear(x, "tid", "ntid"), i64c(x, 31), ""), x->cg->t_i32, "lane");
}

static LLVMValueRef active_mask(Body *x)
{
    return call0(x, x->nv ? "llvm.nvvm.activemask" : "cuf90_emu_activemask", x->cg->t_i32);
}

static LLVMValueRef popc(Body *x, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    unsigned id = LLVMLookupIntrinsicID("llvm.ctpop", 10);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(x->cg->mod, id, &t, 1);
    return LLVMBuildCall2(x->b, LLVMIntrinsicGetType(x->cg->ctx, id, &t, 1), f, &v, 1, "");
}

static void warp_sync(Body *x, LLVMValueRef mask)
{
    call1(x, x->nv ? "llvm.nvvm.bar.warp.sync" : "cuf90_emu_syncwarp", x->cg->t_void, mask);
}

/* The block barrier of the group operations: on the GPU the non-aligned
 * barrier.sync 0, which threads of one warp may reach at different
 * instructions. LLVM duplicates the grid barrier's code into both paths
 * of a preceding loop's zero-trip test (threads with no iteration take
 * the other copy), and the aligned bar.sync of llvm.nvvm.barrier0 is
 * undefined when a warp's lanes reach two copies: the grid barrier of
 * gpu/user_coop_groups hung on the H200 (device run 1). */
static void block_sync(Body *x)
{
    if (x->nv)
        call1(x, "llvm.nvvm.barrier.sync", x->cg->t_void, i32c(x, 0));
    else
        call0(x, "cuf90_emu_syncthreads", x->cg->t_void);
}

/* The lanes of the tile of n (1..32) lanes holding this thread. */
static LLVMValueRef tile_mask(Body *x, LLVMValueRef n)
{
    LLVMValueRef n64 = LLVMBuildZExt(x->b, n, x->cg->t_i64, "");
    LLVMValueRef ones = LLVMBuildSub(x->b, LLVMBuildShl(x->b, i64c(x, 1), n64, ""), i64c(x, 1), "");
    LLVMValueRef l = lane(x);
    LLVMValueRef first = LLVMBuildSub(x->b, l, LLVMBuildURem(x->b, l, n, ""), "");
    LLVMValueRef m = LLVMBuildShl(x->b, ones, LLVMBuildZExt(x->b, first, x->cg->t_i64, ""), "");
    return LLVMBuildTrunc(x->b, m, x->cg->t_i32, "tile.mask");
}

/* The grid barrier on the GPU (all blocks are resident: a cooperative
 * launch): the block's first thread counts its block in; the last block
 * resets the count and bumps the generation the others wait for. */
static void grid_sync_gpu(Body *x)
{
    CG *cg = x->cg;
    LLVMTypeRef bt = LLVMArrayType2(cg->t_i32, 2);
    LLVMValueRef bar = LLVMGetNamedGlobal(cg->mod, "__cuf90_grid_barrier");
    if (!bar) {
        bar = LLVMAddGlobalInAddressSpace(cg->mod, bt, "__cuf90_grid_barrier", 1);
        LLVMSetInitializer(bar, LLVMConstNull(bt));
        LLVMSetLinkage(bar, LLVMInternalLinkage);
        LLVMSetAlignment(bar, 8);
    }
    LLVMValueRef zero = i32c(x, 0), one = i32c(x, 1);
    LLVMValueRef ic[2] = {zero, zero}, ig[2] = {zero, one};
    LLVMValueRef cnt = LLVMBuildInBoundsGEP2(x->b, bt, bar, ic, 2, "count");
    LLVMValueRef gen = LLVMBuildInBoundsGEP2(x->b, bt, bar, ig, 2, "gen");
    block_sync(x);
    LLVMBasicBlockRef lead = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "grid.lead");
    LLVMBasicBlockRef last = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "grid.last");
    LLVMBasicBlockRef wait = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "grid.wait");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "grid.done");
    LLVMValueRef first = LLVMBuildICmp(x->b, LLVMIntEQ, linear(x, "tid", "ntid"), i64c(x, 0), "");
    LLVMBuildCondBr(x->b, first, lead, done);
    LLVMPositionBuilderAtEnd(x->b, lead);
    /* volatile accesses and membar.gl: LLVM 19's NVPTX back end selects
     * no atomic loads with an ordering */
    LLVMValueRef g0 = LLVMBuildLoad2(x->b, cg->t_i32, gen, "gen0");
    LLVMSetVolatile(g0, true);
    call0(x, "llvm.nvvm.membar.gl", cg->t_void);
    LLVMValueRef nb = LLVMBuildTrunc(x->b, count(x, "nctaid"), cg->t_i32, "nblocks");
    LLVMValueRef arrived = LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, cnt, one,
                                              LLVMAtomicOrderingMonotonic, false);
    LLVMValueRef is_last = LLVMBuildICmp(x->b, LLVMIntEQ, arrived, LLVMBuildSub(x->b, nb, one, ""), "");
    LLVMBuildCondBr(x->b, is_last, last, wait);
    LLVMPositionBuilderAtEnd(x->b, last);
    LLVMSetVolatile(LLVMBuildStore(x->b, zero, cnt), true);
    call0(x, "llvm.nvvm.membar.gl", cg->t_void);
    LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, gen, one, LLVMAtomicOrderingMonotonic, false);
    LLVMBuildBr(x->b, done);
    LLVMPositionBuilderAtEnd(x->b, wait);
    LLVMValueRef g = LLVMBuildLoad2(x->b, cg->t_i32, gen, "gen");
    LLVMSetVolatile(g, true);
    LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, g, g0, ""), wait, done);
    LLVMPositionBuilderAtEnd(x->b, done);
    call0(x, "llvm.nvvm.membar.gl", cg->t_void);
    block_sync(x);
}

/* pipelineMemcpyAsync(dst, src) of `bytes` (4, 8, 16): cp.async.ca (.cg
 * for 16) from global to shared memory on the GPU (sm_80), a plain
 * copy elsewhere; pipelineCommit: cp.async.commit_group; pipelineWaitPrior(n):
 * cp.async.wait_group n, whose n must be an immediate: a switch over 0..7,
 * wait_all beyond. */
static void pipeline(Body *x, const char *op)
{
    CG *cg = x->cg;
    bool async = x->nv && opts.cuda_cc >= 80;
    if (!strncmp(op, "copy_", 5)) {
        int bytes = atoi(op + 5);
        LLVMValueRef dst = LLVMGetParam(x->fn, 0), src = LLVMGetParam(x->fn, 1);
        if (!async) {
            LLVMTypeRef t = LLVMIntTypeInContext(cg->ctx, 8 * (unsigned)bytes);
            LLVMValueRef v = LLVMBuildLoad2(x->b, t, src, "");
            LLVMSetAlignment(v, (unsigned)bytes);
            LLVMSetAlignment(LLVMBuildStore(x->b, v, dst), (unsigned)bytes);
            return;
        }
        /* inline PTX: LLVM 19 selects no llvm.nvvm.cp.async.* with the
         * 32-bit shared pointers of our data layout ("Cannot select") */
        char text[96];
        snprintf(text, sizeof text, "cp.async.%s.shared.global [$0], [$1], %d;", bytes == 16 ? "cg" : "ca", bytes);
        LLVMValueRef sh = LLVMBuildPtrToInt(x->b, LLVMBuildAddrSpaceCast(x->b, dst, LLVMPointerTypeInContext(cg->ctx, 3), ""),
                                            cg->t_i32, "");
        LLVMValueRef gl = LLVMBuildPtrToInt(x->b, LLVMBuildAddrSpaceCast(x->b, src, LLVMPointerTypeInContext(cg->ctx, 1), ""),
                                            cg->t_i64, "");
        LLVMTypeRef pt[2] = {cg->t_i32, cg->t_i64};
        LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 2, false);
        const char *cons = "r,l,~{memory}";
        LLVMValueRef asm_fn = LLVMGetInlineAsm(ft, text, strlen(text), (char *)cons, strlen(cons), true, false,
                                               LLVMInlineAsmDialectATT, false);
        LLVMValueRef av[2] = {sh, gl};
        LLVMBuildCall2(x->b, ft, asm_fn, av, 2, "");
    } else if (!strcmp(op, "commit")) {
        if (async)
            call0(x, "llvm.nvvm.cp.async.commit.group", cg->t_void);
    } else if (async) { /* wait */
        LLVMValueRef n = LLVMGetParam(x->fn, 0);
        LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "wait.done");
        LLVMBasicBlockRef all = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "wait.all");
        LLVMValueRef sw = LLVMBuildSwitch(x->b, n, all, 8);
        for (int k = 0; k < 8; k++) {
            LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg->ctx, x->fn, "wait.n");
            LLVMAddCase(sw, i32c(x, k), bb);
            LLVMPositionBuilderAtEnd(x->b, bb);
            LLVMValueRef kv = i32c(x, k);
            unsigned id = LLVMLookupIntrinsicID("llvm.nvvm.cp.async.wait.group", 29);
            LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
            LLVMBuildCall2(x->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, &kv, 1, "");
            LLVMBuildBr(x->b, done);
        }
        LLVMPositionBuilderAtEnd(x->b, all);
        call0(x, "llvm.nvvm.cp.async.wait.all", cg->t_void);
        LLVMBuildBr(x->b, done);
        LLVMPositionBuilderAtEnd(x->b, done);
    }
}

void cg_define_cg_builtin(CG *cg, LLVMValueRef fn, const char *name)
{
    bool pipe = !strncmp(name, "cuf90_dev_pipe_", 15);
    const char *op = name + (pipe ? strlen("cuf90_dev_pipe_") : strlen("cuf90_dev_cg_"));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    Body x = {cg, b, fn, cg->target == CG_TARGET_NVPTX};
    LLVMValueRef r = NULL;
    bool sub = false;
    if (pipe) {
        pipeline(&x, op);
        sub = true;
    } else if (!strcmp(op, "block")) {
        r = group(&x, i64c(&x, 0), count(&x, "ntid"), LLVMBuildAdd(b, linear(&x, "tid", "ntid"), i64c(&x, 1), ""));
    } else if (!strcmp(op, "warp")) {
        r = group(&x, i64c(&x, 32), i64c(&x, 32), LLVMBuildAdd(b, lane(&x), i32c(&x, 1), ""));
    } else if (!strcmp(op, "grid")) {
        LLVMValueRef nt = count(&x, "ntid");
        LLVMValueRef rank = LLVMBuildAdd(b, LLVMBuildMul(b, linear(&x, "ctaid", "nctaid"), nt, ""),
                                         LLVMBuildAdd(b, linear(&x, "tid", "ntid"), i64c(&x, 1), ""), "");
        r = group(&x, i64c(&x, 0), LLVMBuildMul(b, count(&x, "nctaid"), nt, ""), rank);
    } else if (!strcmp(op, "coalesced")) {
        LLVMValueRef m = active_mask(&x);
        LLVMValueRef below = LLVMBuildSub(b, LLVMBuildShl(b, i32c(&x, 1), lane(&x), ""), i32c(&x, 1), "");
        r = group(&x, LLVMBuildZExt(b, m, cg->t_i64, ""), popc(&x, m),
                  LLVMBuildAdd(b, popc(&x, LLVMBuildAnd(b, m, below, "")), i32c(&x, 1), ""));
    } else if (!strcmp(op, "tile") || !strcmp(op, "tile_block")) {
        /* tiled_partition(tg, n): consecutive ranks of tg in tiles of n */
        LLVMValueRef tg = LLVMGetParam(fn, 0), n = LLVMGetParam(fn, 1);
        LLVMValueRef rank0 = LLVMBuildSub(b, LLVMBuildExtractValue(b, tg, 2, ""), i32c(&x, 1), "");
        r = group(&x, LLVMBuildSExt(b, n, cg->t_i64, ""), n, LLVMBuildAdd(b, LLVMBuildURem(b, rank0, n, ""), i32c(&x, 1), ""));
    } else if (!strcmp(op, "sync_group")) {
        /* the block (also for tiles of more than a warp, whose threads
         * all reach the barrier), or the lanes of the tile */
        LLVMValueRef h = LLVMBuildExtractValue(b, LLVMGetParam(fn, 0), 0, "handle");
        LLVMBasicBlockRef blk = LLVMAppendBasicBlockInContext(cg->ctx, fn, "sync.block");
        LLVMBasicBlockRef tile = LLVMAppendBasicBlockInContext(cg->ctx, fn, "sync.tile");
        LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, fn, "sync.done");
        LLVMValueRef whole = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntEQ, h, i64c(&x, 0), ""),
                                         LLVMBuildICmp(b, LLVMIntUGT, h, i64c(&x, 32), ""), "");
        LLVMBuildCondBr(b, whole, blk, tile);
        LLVMPositionBuilderAtEnd(b, blk);
        block_sync(&x);
        LLVMBuildBr(b, done);
        LLVMPositionBuilderAtEnd(b, tile);
        warp_sync(&x, tile_mask(&x, LLVMBuildTrunc(b, h, cg->t_i32, "")));
        LLVMBuildBr(b, done);
        LLVMPositionBuilderAtEnd(b, done);
        sub = true;
    } else if (!strcmp(op, "sync_block")) {
        block_sync(&x);
        sub = true;
    } else if (!strcmp(op, "as_block") || !strcmp(op, "as_group")) {
        /* the assignments between thread_block and thread_group: the same
         * {handle, size, rank} */
        LLVMBuildStore(b, LLVMGetParam(fn, 1), LLVMGetParam(fn, 0));
        sub = true;
    } else if (!strcmp(op, "sync_coalesced")) {
        warp_sync(&x, LLVMBuildTrunc(b, LLVMBuildExtractValue(b, LLVMGetParam(fn, 0), 0, ""), cg->t_i32, ""));
        sub = true;
    } else if (!strcmp(op, "cluster")) {
        /* the blocks of the thread block cluster (sm_90; the emulator's
         * clusters: rt/emu_cluster.c) */
        r = group(&x, i64c(&x, 0),
                  call0(&x, x.nv ? "llvm.nvvm.read.ptx.sreg.cluster.nctarank" : "cuf90_emu_cluster_size", cg->t_i32),
                  LLVMBuildAdd(b, call0(&x, x.nv ? "llvm.nvvm.read.ptx.sreg.cluster.ctarank" : "cuf90_emu_cluster_rank",
                                        cg->t_i32),
                               i32c(&x, 1), ""));
    } else if (!strcmp(op, "cluster_sync")) {
        if (x.nv) {
            call0(&x, "llvm.nvvm.barrier.cluster.arrive", cg->t_void);
            call0(&x, "llvm.nvvm.barrier.cluster.wait", cg->t_void);
        } else {
            call0(&x, "cuf90_emu_cluster_sync", cg->t_void);
        }
        sub = true;
    } else if (!strcmp(op, "cluster_map")) {
        /* the address of x in the shared memory of block `rank` (1-based) of the cluster */
        LLVMValueRef av[2] = {LLVMGetParam(fn, 0), LLVMBuildSub(b, LLVMGetParam(fn, 1), i32c(&x, 1), "")};
        if (x.nv) {
            unsigned id = LLVMLookupIntrinsicID("llvm.nvvm.mapa", 14);
            LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
            r = LLVMBuildPtrToInt(b, LLVMBuildCall2(b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, av, 2, ""), cg->t_i64, "");
        } else {
            LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i32};
            LLVMTypeRef ft = LLVMFunctionType(cg->t_i64, pt, 2, false);
            LLVMValueRef f = LLVMGetNamedFunction(cg->mod, "cuf90_emu_cluster_map");
            if (!f)
                f = LLVMAddFunction(cg->mod, "cuf90_emu_cluster_map", ft);
            r = LLVMBuildCall2(b, ft, f, av, 2, "");
        }
    } else if (!strcmp(op, "sync_grid")) {
        if (x.nv)
            grid_sync_gpu(&x);
        else
            call0(&x, "cuf90_emu_grid_sync", cg->t_void);
        sub = true;
    } else {
        LLVMDeleteBasicBlock(LLVMGetEntryBasicBlock(fn));
        LLVMDisposeBuilder(b);
        return;
    }
    if (sub)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}
