/* device_wmma.c — the bodies of wmma's fragment procedures
 * (cuf90_dev_wmma_*, sema/intrinsic_wmma.c) for both device targets.
 *
 * A fragment is the thread's part of a 16x16 matrix in memory (the
 * derived type's component x): A and B hold 8 <2 x half> registers, a
 * float accumulator 8 floats, a half accumulator 4 <2 x half>. On the GPU
 * load, store and mma are llvm.nvvm.wmma.m16n16k16.* (wmma.load/mma/store
 * .sync.aligned, sm_70 and up) through generic pointers, the leading
 * dimension as the stride; under emu they call rt/emu_sync.c's
 * cuf90_emu_wmma_*, which spread the matrix over the lanes their own way
 * and meet the warp for the product (the kernel runs on fibers). Filling
 * is the same on both: every element of the thread's part.
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

typedef struct Frag {
    LLVMTypeRef reg; /* <2 x half> or float */
    int nregs;
    int kind;        /* element kind: 2 or 4 */
} Frag;

static Frag frag_of(CG *cg, const char *tag)
{
    LLVMTypeRef h2 = LLVMVectorType(LLVMHalfTypeInContext(cg->ctx), 2);
    if (!strcmp(tag, "f32"))
        return (Frag){cg->t_f32, 8, 4};
    if (!strcmp(tag, "f16"))
        return (Frag){h2, 4, 2};
    return (Frag){h2, 8, 2}; /* A or B */
}

static LLVMValueRef i32c(CG *cg, int v) { return LLVMConstInt(cg->t_i32, (unsigned long long)v, true); }

/* The thread's registers of a fragment at p, appended to v. */
static int load_regs(CG *cg, LLVMBuilderRef b, LLVMValueRef p, Frag f, LLVMValueRef *v)
{
    for (int i = 0; i < f.nregs; i++) {
        LLVMValueRef off = LLVMConstInt(cg->t_i64, 4 * (unsigned)i, false);
        v[i] = LLVMBuildLoad2(b, f.reg, LLVMBuildInBoundsGEP2(b, cg->t_i8, p, &off, 1, ""), "frag");
        LLVMSetAlignment(v[i], 4);
    }
    return f.nregs;
}

static void store_regs(CG *cg, LLVMBuilderRef b, LLVMValueRef p, Frag f, LLVMValueRef agg)
{
    for (int i = 0; i < f.nregs; i++) {
        LLVMValueRef off = LLVMConstInt(cg->t_i64, 4 * (unsigned)i, false);
        LLVMValueRef s = LLVMBuildStore(b, LLVMBuildExtractValue(b, agg, (unsigned)i, ""),
                                        LLVMBuildInBoundsGEP2(b, cg->t_i8, p, &off, 1, ""));
        LLVMSetAlignment(s, 4);
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

static void call_emu(CG *cg, LLVMBuilderRef b, const char *name, LLVMValueRef *args, unsigned n)
{
    LLVMTypeRef pt[8];
    for (unsigned i = 0; i < n; i++)
        pt[i] = LLVMTypeOf(args[i]);
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, n, false);
    LLVMValueRef f = LLVMGetNamedFunction(cg->mod, name);
    if (!f)
        f = LLVMAddFunction(cg->mod, name, ft);
    LLVMBuildCall2(b, ft, f, args, n, "");
}

/* load_<a|b>_<col|row>, load_c_<f32|f16>(frag, src, ld) */
static void wmma_load(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *op, bool nv)
{
    bool acc = op[0] == 'c';
    const char *layout = acc ? "col" : op + 2, *type = acc ? op + 2 : "f16";
    Frag f = frag_of(cg, acc ? type : "ab");
    LLVMValueRef frag = LLVMGetParam(fn, 0), src = LLVMGetParam(fn, 1), ld = LLVMGetParam(fn, 2);
    if (!nv) {
        LLVMValueRef a[6] = {frag, src, ld, i32c(cg, f.kind), i32c(cg, !strcmp(layout, "row")), i32c(cg, !acc)};
        call_emu(cg, b, "cuf90_emu_wmma_load", a, 6);
        return;
    }
    char name[80];
    snprintf(name, sizeof name, "llvm.nvvm.wmma.m16n16k16.load.%c.%s.stride.%s.p0", op[0], layout, type);
    LLVMValueRef a[2] = {src, ld};
    store_regs(cg, b, frag, f, nvvm(cg, b, name, a, 2));
}

static void wmma_store(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *type, bool nv)
{
    Frag f = frag_of(cg, type);
    LLVMValueRef dst = LLVMGetParam(fn, 0), frag = LLVMGetParam(fn, 1), ld = LLVMGetParam(fn, 2);
    if (!nv) {
        LLVMValueRef a[4] = {dst, frag, ld, i32c(cg, f.kind)};
        call_emu(cg, b, "cuf90_emu_wmma_store", a, 4);
        return;
    }
    LLVMValueRef a[10];
    a[0] = dst;
    int k = 1 + load_regs(cg, b, frag, f, a + 1);
    a[k++] = ld;
    char name[80];
    snprintf(name, sizeof name, "llvm.nvvm.wmma.m16n16k16.store.d.col.stride.%s.p0", type);
    nvvm(cg, b, name, a, (unsigned)k);
}

/* mma_<col|row>_<col|row>_<d type>_<c type | z>(d, a, b[, c]) */
static void wmma_mma(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *op, bool nv)
{
    char al[4], bl[4], dt[4], ct[4];
    if (sscanf(op, "mma_%3[a-z]_%3[a-z]_%3[a-z0-9]_%3[a-z0-9]", al, bl, dt, ct) != 4)
        return;
    bool zero = !strcmp(ct, "z");
    Frag fd = frag_of(cg, dt), fc = frag_of(cg, zero ? dt : ct), fab = frag_of(cg, "ab");
    LLVMValueRef d = LLVMGetParam(fn, 0), pa = LLVMGetParam(fn, 1), pb = LLVMGetParam(fn, 2);
    if (!nv) {
        LLVMValueRef a[6] = {d, pa, pb, zero ? LLVMConstNull(cg->t_ptr) : LLVMGetParam(fn, 3), i32c(cg, fd.kind),
                             i32c(cg, fc.kind)};
        call_emu(cg, b, "cuf90_emu_wmma_mma", a, 6);
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
    snprintf(name, sizeof name, "llvm.nvvm.wmma.m16n16k16.mma.%s.%s.%s.%s", al, bl, dt, zero ? dt : ct);
    store_regs(cg, b, d, fd, nvvm(cg, b, name, a, (unsigned)k));
}

/* fill_<frag type>_<value type>(frag, v): the value in every element */
static void wmma_fill(CG *cg, LLVMBuilderRef b, LLVMValueRef fn, const char *op)
{
    Frag f = frag_of(cg, strncmp(op, "f32", 3) ? "f16" : "f32");
    LLVMTypeRef et = f.kind == 2 ? LLVMHalfTypeInContext(cg->ctx) : cg->t_f32;
    LLVMTypeRef vt = strstr(op + 4, "f16") ? LLVMHalfTypeInContext(cg->ctx) : cg->t_f32;
    LLVMValueRef v = LLVMBuildFPCast(b, LLVMBuildLoad2(b, vt, LLVMGetParam(fn, 1), ""), et, "");
    for (int i = 0; i < 8; i++) {
        LLVMValueRef idx = LLVMConstInt(cg->t_i64, (unsigned)i, false);
        LLVMBuildStore(b, v, LLVMBuildInBoundsGEP2(b, et, LLVMGetParam(fn, 0), &idx, 1, ""));
    }
}

void cg_define_wmma(CG *cg, LLVMValueRef fn, const char *name)
{
    const char *op = name + strlen("cuf90_dev_wmma_");
    bool nv = cg->target == CG_TARGET_NVPTX;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
    if (!strncmp(op, "load_", 5))
        wmma_load(cg, b, fn, op + 5, nv);
    else if (!strncmp(op, "store_", 6))
        wmma_store(cg, b, fn, op + 6, nv);
    else if (!strncmp(op, "mma_", 4))
        wmma_mma(cg, b, fn, op, nv);
    else if (!strncmp(op, "fill_", 5))
        wmma_fill(cg, b, fn, op + 5);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "alwaysinline"));
}
