/* device_warp.c — the device intrinsics of today's CUDA Fortran beyond the
 * guide's: warp-synchronous functions over a lane mask (syncwarp,
 * activemask, ballot_sync, all_sync, any_sync, match_any_sync,
 * match_all_sync, __shfl*_sync), loads and stores with cache hints (__ldg,
 * __ldca, __ldcg, __ldcs, __ldlu, __ldcv, __stwb, __stcg, __stcs, __stwt)
 * and the timers (clock, clock64, globaltimer). On the GPU they are NVVM
 * intrinsics or one PTX instruction; under -Mcuda=emu they call the
 * emulator's warp entry points (rt/emu.h), and the cache hints are plain
 * loads and stores.
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

static Node *arg_of(Node *e, int i)
{
    if (i >= e->args.len)
        return NULL;
    Node *a = e->args.items[i];
    return a && a->kind == N_KEYWORD ? a->rhs : a;
}

static LLVMValueRef u32_arg(CG *cg, Node *e, int i)
{
    return LLVMBuildTrunc(cg->b, cg_expr_i64(cg, arg_of(e, i)), cg->t_i32, "");
}

/* A predicate (LOGICAL or INTEGER, nonzero is true) as i1. */
static LLVMValueRef pred_arg(CG *cg, Node *e, int i)
{
    LLVMValueRef v = cg_expr(cg, arg_of(e, i));
    if (LLVMTypeOf(v) == cg->t_i1)
        return v;
    return LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstNull(LLVMTypeOf(v)), "pred");
}

static LLVMValueRef result(CG *cg, Node *e, LLVMValueRef v)
{
    LLVMTypeRef t = cg_type(cg, e->type);
    return LLVMTypeOf(v) == t ? v : LLVMBuildIntCast2(cg->b, v, t, false, "");
}

/* match_any_sync / match_all_sync: the value as an integer of its width. */
static LLVMValueRef match_value(CG *cg, Node *v, bool *wide)
{
    LLVMValueRef x = cg_expr(cg, v);
    *wide = v->type->kind_param == 8;
    if (v->type->kind == TY_REAL)
        x = LLVMBuildBitCast(cg->b, x, *wide ? cg->t_i64 : cg->t_i32, "");
    return x;
}

static LLVMValueRef warp_match(CG *cg, Node *e, bool all)
{
    bool nv = cg->target == CG_TARGET_NVPTX, wide;
    LLVMValueRef mask = u32_arg(cg, e, 0);
    LLVMValueRef x = match_value(cg, arg_of(e, 1), &wide);
    LLVMTypeRef vt = wide ? cg->t_i64 : cg->t_i32;
    LLVMTypeRef pt[3] = {cg->t_i32, vt, cg->t_ptr};
    LLVMValueRef av[3] = {mask, x, NULL};
    char name[48];
    if (!all) {
        if (nv)
            snprintf(name, sizeof name, "llvm.nvvm.match.any.sync.i%d", wide ? 64 : 32);
        else
            snprintf(name, sizeof name, "cuf90_emu_match_any_i%d", wide ? 64 : 32);
        return result(cg, e, cg_call_extern(cg, name, cg->t_i32, pt, 2, av, 2, false));
    }
    Node *pn = arg_of(e, 2);
    LLVMValueRef r, p;
    if (nv) {
        snprintf(name, sizeof name, "llvm.nvvm.match.all.sync.i%dp", wide ? 64 : 32);
        LLVMTypeRef st[2] = {cg->t_i32, cg->t_i1};
        LLVMValueRef pair = cg_call_extern(cg, name, LLVMStructTypeInContext(cg->ctx, st, 2, false), pt, 2, av, 2, false);
        r = LLVMBuildExtractValue(cg->b, pair, 0, "");
        p = LLVMBuildExtractValue(cg->b, pair, 1, "");
    } else {
        snprintf(name, sizeof name, "cuf90_emu_match_all_i%d", wide ? 64 : 32);
        av[2] = cg_alloca(cg, cg->t_i32, "match.pred");
        r = cg_call_extern(cg, name, cg->t_i32, pt, 3, av, 3, false);
        p = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildLoad2(cg->b, cg->t_i32, av[2], ""), cg_const_i32(cg, 0), "");
    }
    /* pred: 1 when every lane of mask has the same value */
    LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, p, cg_type(cg, pn->type), ""), cg_addr(cg, pn));
    return result(cg, e, r);
}

/* ballot_sync (the mask of the lanes of mask whose predicate holds),
 * all_sync and any_sync (1 or 0). */
static LLVMValueRef warp_vote_sync(CG *cg, Node *e)
{
    LLVMValueRef mask = u32_arg(cg, e, 0), pred = pred_arg(cg, e, 1), r;
    if (cg->target == CG_TARGET_NVPTX) {
        const char *name = e->op == INTR_BALLOT_SYNC ? "llvm.nvvm.vote.ballot.sync"
                           : e->op == INTR_ALL_SYNC  ? "llvm.nvvm.vote.all.sync"
                                                     : "llvm.nvvm.vote.any.sync";
        LLVMTypeRef pt[2] = {cg->t_i32, cg->t_i1};
        LLVMValueRef av[2] = {mask, pred};
        r = cg_call_extern(cg, name, e->op == INTR_BALLOT_SYNC ? cg->t_i32 : cg->t_i1, pt, 2, av, 2, false);
    } else {
        const char *name = e->op == INTR_BALLOT_SYNC ? "cuf90_emu_ballot_sync"
                           : e->op == INTR_ALL_SYNC  ? "cuf90_emu_all_sync"
                                                     : "cuf90_emu_any_sync";
        LLVMTypeRef pt[2] = {cg->t_i32, cg->t_i32};
        LLVMValueRef av[2] = {mask, LLVMBuildZExt(cg->b, pred, cg->t_i32, "")};
        r = cg_call_extern(cg, name, cg->t_i32, pt, 2, av, 2, false);
        if (e->op != INTR_BALLOT_SYNC)
            r = LLVMBuildICmp(cg->b, LLVMIntNE, r, cg_const_i32(cg, 0), "");
    }
    return result(cg, e, r);
}

/* The PTX register constraint and type suffix of a cache-hinted access. */
static bool ptx_operand(LLVMTypeRef t, const char **cons, const char **suffix)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind: *cons = "f", *suffix = "f32"; return true;
    case LLVMDoubleTypeKind: *cons = "d", *suffix = "f64"; return true;
    case LLVMIntegerTypeKind:
        if (LLVMGetIntTypeWidth(t) == 32) {
            *cons = "r", *suffix = "b32";
            return true;
        }
        if (LLVMGetIntTypeWidth(t) == 64) {
            *cons = "l", *suffix = "b64";
            return true;
        }
        return false;
    default:
        return false;
    }
}

static const char *cache_op(int op)
{
    switch (op) {
    case INTR_LDG: return "global.nc";
    case INTR_LDCA: return "global.ca";
    case INTR_LDCG: return "global.cg";
    case INTR_LDCS: return "global.cs";
    case INTR_LDLU: return "global.lu";
    case INTR_LDCV: return "global.cv";
    case INTR_STWB: return "global.wb";
    case INTR_STCG: return "global.cg";
    case INTR_STCS: return "global.cs";
    default: return "global.wt";
    }
}

/* One ld.<hint> (store: st.<hint>) of type t at the generic address p. */
static LLVMValueRef hinted_access(CG *cg, int op, LLVMTypeRef t, LLVMValueRef p, LLVMValueRef v)
{
    const char *cons, *suffix;
    bool store = v != NULL;
    if (cg->target != CG_TARGET_NVPTX || !ptx_operand(t, &cons, &suffix)) {
        if (store)
            return LLVMBuildStore(cg->b, v, p);
        return LLVMBuildLoad2(cg->b, t, p, "");
    }
    char text[160], constraints[16];
    if (store) {
        snprintf(text, sizeof text, "{ .reg .u64 g; cvta.to.global.u64 g, $0; st.%s.%s [g], $1; }", cache_op(op), suffix);
        snprintf(constraints, sizeof constraints, "l,%s,~{memory}", cons);
    } else {
        snprintf(text, sizeof text, "{ .reg .u64 g; cvta.to.global.u64 g, $1; ld.%s.%s $0, [g]; }", cache_op(op), suffix);
        snprintf(constraints, sizeof constraints, "=%s,l,~{memory}", cons);
    }
    LLVMValueRef addr = LLVMBuildPtrToInt(cg->b, p, cg->t_i64, "");
    LLVMTypeRef pt[2] = {cg->t_i64, t};
    LLVMTypeRef ft = LLVMFunctionType(store ? cg->t_void : t, pt, store ? 2 : 1, false);
    LLVMValueRef asm_fn = LLVMGetInlineAsm(ft, text, strlen(text), constraints, strlen(constraints), true, false,
                                           LLVMInlineAsmDialectATT, false);
    LLVMValueRef av[2] = {addr, v};
    return LLVMBuildCall2(cg->b, ft, asm_fn, av, store ? 2 : 1, "");
}

/* __ldg(a) & co (value of a), __stwb(a, value) & co; a complex value is
 * two accesses of its parts. */
static LLVMValueRef cache_hinted(CG *cg, Node *e, bool store)
{
    Node *a = arg_of(e, 0);
    LLVMValueRef p = cg_addr(cg, a);
    LLVMTypeRef t = cg_type(cg, a->type);
    LLVMValueRef v = NULL;
    if (store) {
        Node *vn = arg_of(e, 1);
        v = cg_expr(cg, vn);
        if (vn->type && !type_equal(vn->type, a->type))
            v = cg_convert(cg, v, vn->type, a->type);
    }
    if (a->type->kind != TY_COMPLEX)
        return hinted_access(cg, e->op, t, p, v);
    LLVMTypeRef pt = cg_type(cg, type_real(a->type->kind_param));
    LLVMValueRef r = LLVMGetUndef(t);
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef q = LLVMBuildStructGEP2(cg->b, t, p, i, "");
        if (store)
            hinted_access(cg, e->op, pt, q, LLVMBuildExtractValue(cg->b, v, i, ""));
        else
            r = LLVMBuildInsertValue(cg->b, r, hinted_access(cg, e->op, pt, q, NULL), i, "");
    }
    return r;
}

static LLVMValueRef timer(CG *cg, Node *e)
{
    bool nv = cg->target == CG_TARGET_NVPTX, c32 = e->op == INTR_CLOCK;
    const char *name = e->op == INTR_CLOCK     ? (nv ? "llvm.nvvm.read.ptx.sreg.clock" : "cuf90_emu_clock")
                       : e->op == INTR_CLOCK64 ? (nv ? "llvm.nvvm.read.ptx.sreg.clock64" : "cuf90_emu_clock64")
                                               : (nv ? "llvm.nvvm.read.ptx.sreg.globaltimer" : "cuf90_emu_globaltimer");
    return result(cg, e, cg_call_extern(cg, name, c32 ? cg->t_i32 : cg->t_i64, NULL, 0, NULL, 0, false));
}

bool cg_device_warp_intrinsic(CG *cg, Node *e, LLVMValueRef *out)
{
    bool nv = cg->target == CG_TARGET_NVPTX;
    *out = NULL;
    switch (e->op) {
    case INTR_SYNCWARP: {
        LLVMValueRef mask = arg_of(e, 0) ? u32_arg(cg, e, 0) : cg_const_i32(cg, -1);
        LLVMTypeRef pt[1] = {cg->t_i32};
        cg_call_extern(cg, nv ? "llvm.nvvm.bar.warp.sync" : "cuf90_emu_syncwarp", cg->t_void, pt, 1, &mask, 1, false);
        return true;
    }
    case INTR_ACTIVEMASK:
        *out = result(cg, e, cg_call_extern(cg, nv ? "llvm.nvvm.activemask" : "cuf90_emu_activemask", cg->t_i32, NULL, 0,
                                            NULL, 0, false));
        return true;
    case INTR_BALLOT_SYNC: case INTR_ALL_SYNC: case INTR_ANY_SYNC:
        *out = warp_vote_sync(cg, e);
        return true;
    case INTR_MATCH_ANY_SYNC: case INTR_MATCH_ALL_SYNC:
        *out = warp_match(cg, e, e->op == INTR_MATCH_ALL_SYNC);
        return true;
    case INTR_SHFL_SYNC: case INTR_SHFL_UP_SYNC: case INTR_SHFL_DOWN_SYNC: case INTR_SHFL_XOR_SYNC:
        *out = cg_warp_shuffle(cg, e->op - INTR_SHFL_SYNC, u32_arg(cg, e, 0), arg_of(e, 1), arg_of(e, 2), arg_of(e, 3),
                               e->type);
        return true;
    case INTR_LDG: case INTR_LDCA: case INTR_LDCG: case INTR_LDCS: case INTR_LDLU: case INTR_LDCV:
        *out = cache_hinted(cg, e, false);
        return true;
    case INTR_STWB: case INTR_STCG: case INTR_STCS: case INTR_STWT:
        cache_hinted(cg, e, true);
        return true;
    case INTR_CLOCK: case INTR_CLOCK64: case INTR_GLOBALTIMER:
        *out = timer(cg, e);
        return true;
    default:
        return false;
    }
}

/* ------------------------------------------------------------------ */
/* cudadevice's bit reinterpretations, byte permutes, funnel shifts and */
/* rounding-mode arithmetic (sema/intrinsic_cudadevice.c)              */
/* ------------------------------------------------------------------ */

static LLVMValueRef call_intrinsic(LLVMBuilderRef b, LLVMModuleRef mod, const char *name, LLVMTypeRef t,
                                   LLVMValueRef *args, unsigned nargs)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(mod, id, &t, t ? 1 : 0);
    return LLVMBuildCall2(b, LLVMIntrinsicGetType(LLVMGetModuleContext(mod), id, &t, t ? 1 : 0), fn, args, nargs, "");
}

/* __byte_perm(x, y, s): byte i of the result is byte (s >> 4i) & 7 of the
 * eight bytes y:x (PTX prmt.b32 default mode). */
static LLVMValueRef byte_perm(LLVMBuilderRef b, LLVMContextRef ctx, LLVMValueRef x, LLVMValueRef y, LLVMValueRef s)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
    LLVMValueRef both = LLVMBuildOr(b, LLVMBuildZExt(b, x, i64, ""),
                                    LLVMBuildShl(b, LLVMBuildZExt(b, y, i64, ""), LLVMConstInt(i64, 32, false), ""), "");
    LLVMValueRef r = LLVMConstInt(i32, 0, false);
    for (unsigned i = 0; i < 4; i++) {
        LLVMValueRef sel = LLVMBuildAnd(b, LLVMBuildLShr(b, s, LLVMConstInt(i32, 4 * i, false), ""),
                                        LLVMConstInt(i32, 7, false), "");
        LLVMValueRef sh = LLVMBuildShl(b, LLVMBuildZExt(b, sel, i64, ""), LLVMConstInt(i64, 3, false), "");
        LLVMValueRef byte = LLVMBuildAnd(b, LLVMBuildTrunc(b, LLVMBuildLShr(b, both, sh, ""), i32, ""),
                                         LLVMConstInt(i32, 0xff, false), "");
        r = LLVMBuildOr(b, r, LLVMBuildShl(b, byte, LLVMConstInt(i32, 8 * i, false), ""), "");
    }
    return r;
}

/* __funnelshift_l/_lc(lo, hi, s): the high word of hi:lo << s; _r/_rc: the
 * low word of hi:lo >> s; s is taken mod 32, or clamped to 32 (_lc, _rc). */
static LLVMValueRef funnel(LLVMBuilderRef b, LLVMModuleRef mod, LLVMValueRef lo, LLVMValueRef hi, LLVMValueRef s,
                           bool left, bool clamp)
{
    LLVMTypeRef i32 = LLVMTypeOf(lo);
    LLVMValueRef c32 = LLVMConstInt(i32, 32, false);
    LLVMValueRef a[3] = {hi, lo, s};
    LLVMValueRef r = call_intrinsic(b, mod, left ? "llvm.fshl" : "llvm.fshr", i32, a, 3);
    if (!clamp)
        return r;
    LLVMValueRef big = LLVMBuildICmp(b, LLVMIntUGE, s, c32, "");
    return LLVMBuildSelect(b, big, left ? lo : hi, r, "");
}

/* cuf90_dev_round_<op>_<mode>_<f32|f64>: NVVM's add/mul/div/sqrt/rcp/fma
 * with the rounding mode on the GPU (sub is add of -y); the emulator's
 * cuf90_emu_round_* (rt/emu_round.c) under emu. */
static LLVMValueRef rounded(CG *cg, LLVMBuilderRef b, const char *op, LLVMValueRef *x, unsigned np)
{
    static const char *const ops[] = {"add", "sub", "mul", "div", "sqrt", "rcp", "fma"};
    static const char *const modes[] = {"rn", "rz", "ru", "rd"};
    static const char *const nvmodes[] = {"rn", "rz", "rp", "rm"};
    int o = -1, m = -1;
    for (int i = 0; i < 7; i++)
        if (!strncmp(op, ops[i], strlen(ops[i])) && op[strlen(ops[i])] == '_')
            o = i;
    if (o < 0)
        return NULL;
    const char *mode = op + strlen(ops[o]) + 1;
    for (int i = 0; i < 4; i++)
        if (!strncmp(mode, modes[i], 2))
            m = i;
    if (m < 0)
        return NULL;
    LLVMTypeRef t = LLVMTypeOf(x[0]);
    bool dbl = LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
    if (cg->target != CG_TARGET_NVPTX) {
        LLVMTypeRef pt[5] = {cg->t_i32, cg->t_i32, t, t, t};
        LLVMValueRef av[5] = {cg_const_i32(cg, o), cg_const_i32(cg, m), x[0], np > 1 ? x[1] : x[0], np > 2 ? x[2] : x[0]};
        LLVMValueRef callee = LLVMGetNamedFunction(cg->mod, dbl ? "cuf90_emu_round_f64" : "cuf90_emu_round_f32");
        LLVMTypeRef ft = LLVMFunctionType(t, pt, 5, false);
        if (!callee)
            callee = LLVMAddFunction(cg->mod, dbl ? "cuf90_emu_round_f64" : "cuf90_emu_round_f32", ft);
        return LLVMBuildCall2(b, ft, callee, av, 5, "");
    }
    char name[48];
    LLVMValueRef args[3] = {x[0], np > 1 ? x[1] : NULL, np > 2 ? x[2] : NULL};
    if (o == 1) { /* sub */
        args[1] = LLVMBuildFNeg(b, x[1], "");
        o = 0;
    }
    /* sqrt.rn/rcp.rn exist for f and d; rcp and sqrt's directed modes too */
    snprintf(name, sizeof name, "llvm.nvvm.%s.%s.%s", ops[o], nvmodes[m], dbl ? "d" : "f");
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id)
        return NULL;
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
    return LLVMBuildCall2(b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), fn, args, np, "");
}

LLVMValueRef cg_dev_builtin_body(CG *cg, LLVMBuilderRef b, const char *op, LLVMValueRef *x, unsigned np,
                                 LLVMTypeRef rt)
{
    if (!strncmp(op, "as_", 3) && np == 1)
        return LLVMBuildBitCast(b, x[0], rt, "");
    if (!strncmp(op, "cvt_", 4) && np == 1) {
        /* the half conversions: to and from REAL(2), rounding to nearest;
         * an integer result rounds toward zero */
        LLVMTypeRef t = LLVMTypeOf(x[0]);
        bool from_int = LLVMGetTypeKind(t) == LLVMIntegerTypeKind, to_int = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind;
        if (from_int)
            return LLVMBuildSIToFP(b, x[0], rt, "");
        if (to_int)
            return LLVMBuildFPToSI(b, x[0], rt, "");
        return LLVMBuildFPCast(b, x[0], rt, "");
    }
    if (op[0] == 'h' && !strcmp(op + 4, "_f16")) {
        if (!strncmp(op, "hadd", 4) && np == 2) return LLVMBuildFAdd(b, x[0], x[1], "");
        if (!strncmp(op, "hsub", 4) && np == 2) return LLVMBuildFSub(b, x[0], x[1], "");
        if (!strncmp(op, "hmul", 4) && np == 2) return LLVMBuildFMul(b, x[0], x[1], "");
        if (!strncmp(op, "hdiv", 4) && np == 2) return LLVMBuildFDiv(b, x[0], x[1], "");
        if (!strncmp(op, "hneg", 4) && np == 1) return LLVMBuildFNeg(b, x[0], "");
        const char *intr = !strncmp(op, "hfma", 4) && np == 3 ? "llvm.fma" : !strncmp(op, "habs", 4) && np == 1 ? "llvm.fabs" : NULL;
        if (intr) {
            LLVMTypeRef t = LLVMTypeOf(x[0]);
            unsigned id = LLVMLookupIntrinsicID(intr, strlen(intr));
            return LLVMBuildCall2(b, LLVMIntrinsicGetType(cg->ctx, id, &t, 1), LLVMGetIntrinsicDeclaration(cg->mod, id, &t, 1),
                                  x, np, "");
        }
    }
    if (!strcmp(op, "hiint_f64") || !strcmp(op, "loint_f64")) {
        LLVMValueRef bits = LLVMBuildBitCast(b, x[0], cg->t_i64, "");
        if (op[0] == 'h')
            bits = LLVMBuildLShr(b, bits, LLVMConstInt(cg->t_i64, 32, false), "");
        return LLVMBuildTrunc(b, bits, cg->t_i32, "");
    }
    if (!strcmp(op, "hilo_i32") && np == 2) {
        LLVMValueRef hi = LLVMBuildShl(b, LLVMBuildZExt(b, x[0], cg->t_i64, ""), LLVMConstInt(cg->t_i64, 32, false), "");
        return LLVMBuildBitCast(b, LLVMBuildOr(b, hi, LLVMBuildZExt(b, x[1], cg->t_i64, ""), ""), cg->t_f64, "");
    }
    if (!strcmp(op, "byteperm_i32") && np == 3)
        return byte_perm(b, cg->ctx, x[0], x[1], x[2]);
    if (!strncmp(op, "fsh", 3) && np == 3)
        return funnel(b, cg->mod, x[0], x[1], x[2], op[3] == 'l', op[4] == 'c');
    if (!strncmp(op, "round_", 6))
        return rounded(cg, b, op + 6, x, np);
    return NULL;
}
