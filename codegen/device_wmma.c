/* device_wmma.c — the bodies of wmma's fragment procedures
 * (cuf90_dev_wmma_*, sema/intrinsic_wmma.c) for both device targets.
 *
 * A fragment is the thread's part of the matrix in memory (the derived
 * type's component x): for the half shapes (m16n16k16, m32n8k16,
 * m8n32k16) A and B hold 8 <2 x half> registers, a float accumulator 8
 * floats, a half accumulator 4 <2 x half>; for m8n8k4 (REAL(8), sm_80) A
 * and B one double, C two. On the GPU load, store and mma are
 * llvm.nvvm.wmma.<shape>.* (wmma.load/mma/store.sync.aligned) through
 * generic pointers, the leading dimension as the stride; under emu they call rt/emu_sync.c's
 * cuf90_emu_wmma_*, which spread the matrix over the lanes their own way
 * and meet the warp for the product (the kernel runs on fibers). Filling
 * is the same on both: every element of the thread's part, and so are the
 * comparisons (a logical kind-1 accumulator of 0/1 bytes) and wmmaMerge,
 * element by element (the accumulators of one shape map their elements
 * alike); wmmaAll/wmmaAny/wmmaCount reduce the thread's part, then the
 * warp (vote.sync, shfl.sync.bfly; emu's votes and shuffles).
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

typedef struct Frag {
    LLVMTypeRef reg; /* <2 x half>, float or double */
    int nregs, regbytes;
    int kind;        /* element kind: 2, 4 or 8 */
    int slots;       /* elements of x */
} Frag;

/* The thread's registers of a fragment: "ab" (A or B) or "c" of element
 * type tag (f16, f32, f64). */
static Frag frag_of(CG *cg, const char *use, const char *type)
{
    LLVMTypeRef h2 = LLVMVectorType(LLVMHalfTypeInContext(cg->ctx), 2);
    bool ab = !strcmp(use, "ab");
    if (!strcmp(type, "f64"))
        return ab ? (Frag){cg->t_f64, 1, 8, 8, 1} : (Frag){cg->t_f64, 2, 8, 8, 2};
    if (!strcmp(type, "f32"))
        return (Frag){cg->t_f32, 8, 4, 4, 8};
    return ab ? (Frag){h2, 8, 4, 2, 16} : (Frag){h2, 4, 4, 2, 8};
}

typedef struct Shape {
    char name[16];
    int m, n, k;
} Shape;

/* "m16n16k16_..." -> the shape; returns the rest after the '_', or NULL */
static const char *shape_of(const char *op, Shape *sh)
{
    int used = 0;
    if (sscanf(op, "m%dn%dk%d_%n", &sh->m, &sh->n, &sh->k, &used) != 3 || !used)
        return NULL;
    snprintf(sh->name, sizeof sh->name, "m%dn%dk%d", sh->m, sh->n, sh->k);
    return op + used;
}

static LLVMValueRef i32c(CG *cg, int v) { return LLVMConstInt(cg->t_i32, (unsigned long long)v, true); }

static LLVMValueRef reg_addr(CG *cg, LLVMBuilderRef b, LLVMValueRef p, Frag f, int i)
{
    LLVMValueRef off = LLVMConstInt(cg->t_i64, (unsigned long long)(f.regbytes * i), false);
    return LLVMBuildInBoundsGEP2(b, cg->t_i8, p, &off, 1, "");
}

/* The thread's registers of a fragment at p, appended to v. */
static int load_regs(CG *cg, LLVMBuilderRef b, LLVMValueRef p, Frag f, LLVMValueRef *v)
{
    for (int i = 0; i < f.nregs; i++) {
        v[i] = LLVMBuildLoad2(b, f.reg, reg_addr(cg, b, p, f, i), "frag");
        LLVMSetAlignment(v[i], (unsigned)f.regbytes);
    }
    return f.nregs;
}

/* The registers an intrinsic returned (a struct, or one value) into p. */
static void store_regs(CG *cg, LLVMBuilderRef b, LLVMValueRef p, Frag f, LLVMValueRef agg)
{
    for (int i = 0; i < f.nregs; i++) {
        LLVMValueRef v = f.nregs == 1 && LLVMGetTypeKind(LLVMTypeOf(agg)) != LLVMStructTypeKind
                             ? agg : LLVMBuildExtractValue(b, agg, (unsigned)i, "");
        LLVMSetAlignment(LLVMBuildStore(b, v, reg_addr(cg, b, p, f, i)), (unsigned)f.regbytes);
    }
}

/* A call of the NVVM intrinsic `name` (not overloaded but for the pointer
 * of load/store, which is generic: .p0). */
static LLVMValueRef nvvm(CG *cg, LLVMBuilderRef b, const char *name, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef over = cg->t_ptr;
    bool ptr = strstr(name, ".load.") || strstr(name, ".store.");
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, ptr ? &over : NULL, ptr ? 1 : 0);
    return LLVMBuildCall2(b, LLVMIntrinsicGetType(cg->ctx, id, ptr ? &over : NULL, ptr ? 1 : 0), fn, args, n, "");
}

/* A call of the runtime function name (declared on first use, its
 * parameters the arguments' types) returning ret. */
static LLVMValueRef call_named(CG *cg, LLVMBuilderRef b, LLVMTypeRef ret, const char *name, LLVMValueRef *args,
                               unsigned n)
{
    LLVMTypeRef pt[12];
    for (unsigned i = 0; i < n; i++)
        pt[i] = LLVMTypeOf(args[i]);
    LLVMTypeRef ft = LLVMFunctionType(ret, pt, n, false);
    LLVMValueRef f = LLVMGetNamedFunction(cg->mod, name);
    if (!f)
        f = LLVMAddFunction(cg->mod, name, ft);
    return LLVMBuildCall2(b, ft, f, args, n, "");
}

static void call_emu(CG *cg, LLVMBuilderRef b, const char *name, LLVMValueRef *args, unsigned n)
{
    call_named(cg, b, cg->t_void, name, args, n);
}

/* load_<shape>_<a|b>_<col|row>, load_<shape>_c_<type>(frag, src, ld) */
static void wmma_load(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op, bool nv)
{
    bool acc = op[0] == 'c';
    const char *layout = acc ? "col" : op + 2;
    const char *type = acc ? op + 2 : sh->k == 4 ? "f64" : "f16";
    Frag f = frag_of(cg, acc ? "c" : "ab", type);
    LLVMValueRef frag = LLVMGetParam(fn, 0), src = LLVMGetParam(fn, 1), ld = LLVMGetParam(fn, 2);
    if (!nv) {
        int rows = op[0] == 'b' ? sh->k : sh->m, cols = op[0] == 'a' ? sh->k : sh->n;
        LLVMValueRef a[8] = {frag, src, ld, i32c(cg, f.kind), i32c(cg, !strcmp(layout, "row")), i32c(cg, rows),
                             i32c(cg, cols), i32c(cg, f.slots)};
        call_emu(cg, b, "cuf90_emu_wmma_load", a, 8);
        return;
    }
    char name[80];
    snprintf(name, sizeof name, "llvm.nvvm.wmma.%s.load.%c.%s.stride.%s.p0", sh->name, op[0], layout, type);
    LLVMValueRef a[2] = {src, ld};
    store_regs(cg, b, frag, f, nvvm(cg, b, name, a, 2));
}

/* store_<shape>_<type>[_<col|row>](dst, frag, ld[, layout]) */
static void wmma_store(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op, bool nv)
{
    char type[8] = "";
    snprintf(type, sizeof type, "%.3s", op);
    bool row = !strcmp(op + strlen(type), "_row");
    Frag f = frag_of(cg, "c", type);
    LLVMValueRef dst = LLVMGetParam(fn, 0), frag = LLVMGetParam(fn, 1), ld = LLVMGetParam(fn, 2);
    if (!nv) {
        LLVMValueRef a[7] = {dst, frag, ld, i32c(cg, f.kind), i32c(cg, sh->m), i32c(cg, sh->n), i32c(cg, row)};
        call_emu(cg, b, "cuf90_emu_wmma_store", a, 7);
        return;
    }
    LLVMValueRef a[10];
    a[0] = dst;
    int k = 1 + load_regs(cg, b, frag, f, a + 1);
    a[k++] = ld;
    char name[80];
    snprintf(name, sizeof name, "llvm.nvvm.wmma.%s.store.d.%s.stride.%s.p0", sh->name, row ? "row" : "col", type);
    nvvm(cg, b, name, a, (unsigned)k);
}

/* mma_<shape>_<col|row>_<col|row>_<d type>_<c type | z>(d, a, b[, c]) */
static void wmma_mma(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op, bool nv)
{
    char al[4], bl[4], dt[4], ct[4];
    if (sscanf(op, "%3[a-z]_%3[a-z]_%3[a-z0-9]_%3[a-z0-9]", al, bl, dt, ct) != 4)
        return;
    bool zero = !strcmp(ct, "z");
    const char *abt = sh->k == 4 ? "f64" : "f16";
    Frag fd = frag_of(cg, "c", dt), fc = frag_of(cg, "c", zero ? dt : ct), fab = frag_of(cg, "ab", abt);
    LLVMValueRef d = LLVMGetParam(fn, 0), pa = LLVMGetParam(fn, 1), pb = LLVMGetParam(fn, 2);
    if (!nv) {
        LLVMValueRef a[10] = {d, pa, pb, zero ? LLVMConstNull(cg->t_ptr) : LLVMGetParam(fn, 3), i32c(cg, fd.kind),
                              i32c(cg, fc.kind), i32c(cg, fab.kind), i32c(cg, sh->m), i32c(cg, sh->n), i32c(cg, sh->k)};
        call_emu(cg, b, "cuf90_emu_wmma_mma", a, 10);
        return;
    }
    LLVMValueRef a[24];
    int k = load_regs(cg, b, pa, fab, a);
    k += load_regs(cg, b, pb, fab, a + k);
    if (zero)
        for (int i = 0; i < fc.nregs; i++)
            a[k++] = LLVMConstNull(fc.reg);
    else
        k += load_regs(cg, b, LLVMGetParam(fn, 3), fc, a + k);
    char name[80];
    if (sh->k == 4) /* DMMA: one type */
        snprintf(name, sizeof name, "llvm.nvvm.wmma.%s.mma.%s.%s.f64", sh->name, al, bl);
    else
        snprintf(name, sizeof name, "llvm.nvvm.wmma.%s.mma.%s.%s.%s.%s", sh->name, al, bl, dt, zero ? dt : ct);
    store_regs(cg, b, d, fd, nvvm(cg, b, name, a, (unsigned)k));
}

/* fill_<shape>_<frag type>_<value type>(frag, v): the value in every element */
static void wmma_fill(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *op)
{
    char ft_[4], vt_[4];
    if (sscanf(op, "%3[a-z0-9]_%3[a-z0-9]", ft_, vt_) != 2)
        return;
    Frag f = frag_of(cg, "c", ft_);
    LLVMTypeRef et = f.kind == 2 ? LLVMHalfTypeInContext(cg->ctx) : f.kind == 4 ? cg->t_f32 : cg->t_f64;
    LLVMTypeRef vt = !strcmp(vt_, "f16") ? LLVMHalfTypeInContext(cg->ctx) : !strcmp(vt_, "f32") ? cg->t_f32 : cg->t_f64;
    LLVMValueRef v = LLVMBuildFPCast(b, LLVMBuildLoad2(b, vt, LLVMGetParam(fn, 1), ""), et, "");
    for (int i = 0; i < f.slots; i++) {
        LLVMValueRef idx = LLVMConstInt(cg->t_i64, (unsigned)i, false);
        LLVMBuildStore(b, v, LLVMBuildInBoundsGEP2(b, et, LLVMGetParam(fn, 0), &idx, 1, ""));
    }
}

static LLVMTypeRef elem_type(CG *cg, int kind)
{
    return kind == 2 ? LLVMHalfTypeInContext(cg->ctx) : kind == 4 ? cg->t_f32 : cg->t_f64;
}

static LLVMValueRef elem_at(CG *cg, LLVMBuilderRef b, LLVMTypeRef t, LLVMValueRef p, int i)
{
    LLVMValueRef idx = LLVMConstInt(cg->t_i64, (unsigned)i, false);
    return LLVMBuildInBoundsGEP2(b, t, p, &idx, 1, "");
}

/* Element i of an operand: the fragment's ("f"), or the REAL scalar's
 * ("s2", "s4", "s8") converted to t. */
static LLVMValueRef operand(CG *cg, LLVMBuilderRef b, const char *kind, LLVMValueRef p, LLVMTypeRef t, int i)
{
    if (kind[0] == 'f')
        return LLVMBuildLoad2(b, t, elem_at(cg, b, t, p, i), "");
    return LLVMBuildFPCast(b, LLVMBuildLoad2(b, elem_type(cg, kind[1] - '0'), p, ""), t, "");
}

static int c_elems(const Shape *sh, int kind) { return sh->k == 4 || kind == 8 ? 2 : 8; }

/* cmp_<shape>_<op>_<type>_<f|s2|s4|s8>(a, b): the logical kind-1
 * accumulator of a <op> b, element by element, compared in the wider
 * kind as Fortran does */
static void wmma_cmp(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op)
{
    char rel[4], ty[4], rhs[4];
    if (sscanf(op, "%2[a-z]_%3[a-z0-9]_%2[a-z0-9]", rel, ty, rhs) != 3)
        return;
    Frag f = frag_of(cg, "c", ty);
    int ck = rhs[0] == 'f' || rhs[1] - '0' <= f.kind ? f.kind : rhs[1] - '0';
    LLVMTypeRef et = elem_type(cg, f.kind), ct = elem_type(cg, ck);
    static const struct { const char *name; LLVMRealPredicate p; } preds[] = {
        {"lt", LLVMRealOLT}, {"le", LLVMRealOLE}, {"gt", LLVMRealOGT}, {"ge", LLVMRealOGE}, {"eq", LLVMRealOEQ}, {"ne", LLVMRealUNE}};
    LLVMRealPredicate pred = LLVMRealOEQ;
    for (size_t i = 0; i < sizeof preds / sizeof preds[0]; i++)
        if (!strcmp(rel, preds[i].name))
            pred = preds[i].p;
    int n = c_elems(sh, f.kind);
    LLVMTypeRef at = LLVMArrayType2(cg->t_i8, (unsigned)n);
    LLVMValueRef arr = LLVMGetUndef(at);
    bool left = rhs[0] == 'l'; /* the scalar on the left */
    char sk[3] = {'s', rhs[1], 0};
    LLVMValueRef pf = LLVMGetParam(fn, left ? 1 : 0), po = LLVMGetParam(fn, left ? 0 : 1);
    for (int i = 0; i < n; i++) {
        LLVMValueRef x = LLVMBuildFPCast(b, operand(cg, b, "f", pf, et, i), ct, "");
        LLVMValueRef y = rhs[0] == 'f' ? LLVMBuildFPCast(b, operand(cg, b, "f", po, et, i), ct, "")
                                       : operand(cg, b, sk, po, ct, i);
        if (left) {
            LLVMValueRef t = x;
            x = y;
            y = t;
        }
        arr = LLVMBuildInsertValue(b, arr, LLVMBuildZExt(b, LLVMBuildFCmp(b, pred, x, y, ""), cg->t_i8, ""), (unsigned)i, "");
    }
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    LLVMBuildRet(b, LLVMBuildInsertValue(b, LLVMGetUndef(rt), arr, 0, ""));
}

static LLVMValueRef call_i32(CG *cg, LLVMBuilderRef b, const char *name, LLVMValueRef *args, unsigned n)
{
    return call_named(cg, b, cg->t_i32, name, args, n);
}

/* {all,any,count}_<shape>_l1(mask): over the warp's whole matrix, the
 * thread's part first, then a vote (all, any) or a butterfly sum of
 * shuffles (count) */
static void wmma_reduce(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *verb, bool nv)
{
    int n = sh->k == 4 ? 2 : 8;
    bool all = !strcmp(verb, "all"), any = !strcmp(verb, "any");
    LLVMValueRef acc = LLVMConstInt(cg->t_i32, all ? 1 : 0, false);
    for (int i = 0; i < n; i++) {
        LLVMValueRef e = LLVMBuildLoad2(b, cg->t_i8, elem_at(cg, b, cg->t_i8, LLVMGetParam(fn, 0), i), "");
        LLVMValueRef t = LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntNE, e, LLVMConstInt(cg->t_i8, 0, false), ""), cg->t_i32, "");
        acc = all ? LLVMBuildAnd(b, acc, t, "") : any ? LLVMBuildOr(b, acc, t, "") : LLVMBuildAdd(b, acc, t, "");
    }
    LLVMValueRef full = LLVMConstInt(cg->t_i32, 0xffffffffu, false), r;
    if (all || any) {
        if (nv) {
            LLVMValueRef a[2] = {full, LLVMBuildTrunc(b, acc, cg->t_i1, "")};
            r = LLVMBuildZExt(b, nvvm(cg, b, all ? "llvm.nvvm.vote.all.sync" : "llvm.nvvm.vote.any.sync", a, 2), cg->t_i32, "");
        } else {
            LLVMValueRef a[2] = {full, acc};
            r = call_i32(cg, b, all ? "cuf90_emu_all_sync" : "cuf90_emu_any_sync", a, 2);
            r = LLVMBuildZExt(b, LLVMBuildICmp(b, LLVMIntNE, r, i32c(cg, 0), ""), cg->t_i32, "");
        }
    } else {
        r = acc;
        for (int off = 16; off; off /= 2) {
            LLVMValueRef a[4] = {full, r, i32c(cg, off), i32c(cg, nv ? 31 : 32)};
            r = LLVMBuildAdd(b, r, nv ? nvvm(cg, b, "llvm.nvvm.shfl.sync.bfly.i32", a, 4) : call_i32(cg, b, "cuf90_emu_shfl_xor_i32", a, 4), "");
        }
    }
    LLVMBuildRet(b, r);
}

/* conv_<shape>_<d type>_<c type>(d, c): d = c, element by element */
static void wmma_conv(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op)
{
    char dt[4], ct[4];
    if (sscanf(op, "%3[a-z0-9]_%3[a-z0-9]", dt, ct) != 2)
        return;
    LLVMTypeRef de = elem_type(cg, frag_of(cg, "c", dt).kind), ce = elem_type(cg, frag_of(cg, "c", ct).kind);
    for (int i = 0, n = c_elems(sh, frag_of(cg, "c", dt).kind); i < n; i++)
        LLVMBuildStore(b, LLVMBuildFPCast(b, operand(cg, b, "f", LLVMGetParam(fn, 1), ce, i), de, ""),
                       elem_at(cg, b, de, LLVMGetParam(fn, 0), i));
}

/* merge_<shape>_<type>_<t>_<f>(d, tsource, fsource, mask): d = merge(t, f,
 * mask) element by element */
static void wmma_merge(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const Shape *sh, const char *op)
{
    char ty[4], ts[4], fs[4];
    if (sscanf(op, "%3[a-z0-9]_%2[a-z0-9]_%2[a-z0-9]", ty, ts, fs) != 3)
        return;
    Frag f = frag_of(cg, "c", ty);
    LLVMTypeRef et = elem_type(cg, f.kind);
    for (int i = 0, n = c_elems(sh, f.kind); i < n; i++) {
        LLVMValueRef m = LLVMBuildLoad2(b, cg->t_i8, elem_at(cg, b, cg->t_i8, LLVMGetParam(fn, 3), i), "");
        LLVMValueRef sel = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntNE, m, LLVMConstInt(cg->t_i8, 0, false), ""),
                                           operand(cg, b, ts, LLVMGetParam(fn, 1), et, i),
                                           operand(cg, b, fs, LLVMGetParam(fn, 2), et, i), "");
        LLVMBuildStore(b, sel, elem_at(cg, b, et, LLVMGetParam(fn, 0), i));
    }
}

void cg_define_wmma(CG *cg, LLVMValueRef fn, const char *name)
{
    const char *op = name + strlen("cuf90_dev_wmma_");
    bool nv = cg->target == CG_TARGET_NVPTX;
    const char *verb_end = strchr(op, '_');
    Shape sh;
    const char *rest = verb_end ? shape_of(verb_end + 1, &sh) : NULL;
    if (!rest)
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    if (!strncmp(op, "load_", 5))
        wmma_load(cg, b, fn, &sh, rest, nv);
    else if (!strncmp(op, "store_", 6))
        wmma_store(cg, b, fn, &sh, rest, nv);
    else if (!strncmp(op, "mma_", 4))
        wmma_mma(cg, b, fn, &sh, rest, nv);
    else if (!strncmp(op, "fill_", 5))
        wmma_fill(cg, b, fn, rest);
    else if (!strncmp(op, "merge_", 6))
        wmma_merge(cg, b, fn, &sh, rest);
    else if (!strncmp(op, "conv_", 5))
        wmma_conv(cg, b, fn, &sh, rest);
    if (!strncmp(op, "cmp_", 4))
        wmma_cmp(cg, b, fn, &sh, rest);
    else if (!strncmp(op, "all_", 4) || !strncmp(op, "any_", 4) || !strncmp(op, "count_", 6))
        wmma_reduce(cg, b, fn, &sh, op[1] == 'l' ? "all" : op[1] == 'n' ? "any" : "count", nv);
    else
        LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}
