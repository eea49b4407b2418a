/* intrinsics.c — intrinsic procedures: elemental numeric, conversion, bit and
 * character functions on scalars, inquiries sema did not fold, and the
 * intrinsic subroutines. Math goes to LLVM intrinsics where they exist, else
 * to the library libdevice-shims/ names for the target; character functions
 * and the subroutines call libgfortran with gfortran's own signatures.
 */
#include "cg.h"
#include "../libdevice-shims/shims.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

static Node *arg(Node *e, int i)
{
    return i < e->args.len ? e->args.items[i] : NULL;
}

/* Value of an argument converted to type 'to' (NULL: its own type). */
static LLVMValueRef val(CG *cg, Node *a, Type *to)
{
    LLVMValueRef v = cg_expr(cg, a);
    if (to && a->type && !type_equal(a->type, to))
        v = cg_convert(cg, v, a->type, to);
    return v;
}

/* Calls an overloaded LLVM intrinsic such as llvm.sqrt.f32. */
static LLVMValueRef llvm_intrinsic(CG *cg, const char *name, LLVMTypeRef *over, int nover,
                                   LLVMValueRef *args, int nargs)
{
    return cg_llvm_intrinsic(cg, name, over, nover, args, nargs);
}

static bool on_device(CG *cg)
{
    return cg->target == CG_TARGET_NVPTX;
}

static ShimLibrary shim_lib(CG *cg)
{
    if (!on_device(cg))
        return SHIM_HOST;
    return opts.cuda_fastmath ? SHIM_DEVICE_FAST : SHIM_DEVICE;
}

/* LLVM intrinsic that implements a real intrinsic on the host, if any. */
static const char *llvm_math_name(IntrinsicId id)
{
    switch (id) {
    case INTR_SQRT: case INTR_DSQRT: return "llvm.sqrt";
    case INTR_EXP: case INTR_DEXP: return "llvm.exp";
    case INTR_LOG: case INTR_ALOG: case INTR_DLOG: return "llvm.log";
    case INTR_LOG10: return "llvm.log10";
    case INTR_SIN: case INTR_DSIN: return "llvm.sin";
    case INTR_COS: case INTR_DCOS: return "llvm.cos";
    case INTR_ABS: case INTR_DABS: return "llvm.fabs";
    case INTR_AINT: return "llvm.trunc";
    case INTR_ANINT: return "llvm.round";
    case INTR_FLOOR: return "llvm.floor";
    case INTR_CEILING: return "llvm.ceil";
    case INTR_SIGN: return "llvm.copysign";
    default: return NULL;
    }
}

/* A real-valued math function of 1 or 2 real(kind) arguments. */
static LLVMValueRef real_math(CG *cg, IntrinsicId id, int kind, LLVMValueRef *args, int n)
{
    LLVMTypeRef ft = cg_float_type(cg, kind);
    if (kind == 2 && id != INTR_ABS && id != INTR_SIGN) {
        /* REAL(2): computed in REAL(4) and rounded once, as nvfortran (no
         * half-precision math library on either target). */
        LLVMValueRef wide[2];
        for (int i = 0; i < n && i < 2; i++)
            wide[i] = LLVMBuildFPExt(cg->b, args[i], cg->t_f32, "");
        return LLVMBuildFPTrunc(cg->b, real_math(cg, id, 4, wide, n), ft, "");
    }
    const char *lname = llvm_math_name(id);
    const char *lib = shim_function(id, kind, false, shim_lib(cg));
    if (lname && (!on_device(cg) || !lib))
        return llvm_intrinsic(cg, lname, &ft, 1, args, n);
    if (!lib)
        lib = shim_function(id, kind, false, SHIM_HOST);
    LLVMTypeRef params[2] = {ft, ft};
    return cg_call_extern(cg, lib, ft, params, n, args, n, false);
}

static LLVMValueRef re_part(CG *cg, LLVMValueRef c)
{
    return LLVMBuildExtractValue(cg->b, c, 0, "re");
}

static LLVMValueRef im_part(CG *cg, LLVMValueRef c)
{
    return LLVMBuildExtractValue(cg->b, c, 1, "im");
}

static LLVMValueRef make_complex(CG *cg, Type *t, LLVMValueRef re, LLVMValueRef im)
{
    LLVMValueRef c = LLVMGetUndef(cg_type(cg, t));
    c = LLVMBuildInsertValue(cg->b, c, re, 0, "");
    return LLVMBuildInsertValue(cg->b, c, im, 1, "");
}

/* C99 complex functions (csqrt, cexp, ...) called with the x86-64 C ABI:
 * float _Complex travels as <2 x float>, double _Complex as two doubles. */
/* attr(ty) on parameter (1-based) or return (0) of fn and of its call */
static void abi_attr(CG *cg, LLVMValueRef fn, LLVMValueRef call, unsigned idx, const char *attr, LLVMTypeRef ty)
{
    unsigned k = LLVMGetEnumAttributeKindForName(attr, strlen(attr));
    LLVMAttributeRef a = LLVMCreateTypeAttribute(cg->ctx, k, ty);
    LLVMAddAttributeAtIndex(fn, idx, a);
    LLVMAddCallSiteAttribute(call, idx, a);
}

/* COMPLEX(10) and COMPLEX(16) through libm's csqrtl (cpowl) and
 * libquadmath's csqrtq (cpowq), with the x86-64 C ABI of their _Complex
 * long double and __complex128 (the arguments in memory; the quad
 * functions' result too). n is 1 or 2 arguments. */
LLVMValueRef cg_complex_libm_wide(CG *cg, const char *base, Type *t, LLVMValueRef *z, int n)
{
    bool quad = t->kind_param == 16;
    char name[32];
    snprintf(name, sizeof name, "%s%s", base, quad ? "q" : "l");
    LLVMTypeRef ct = cg_type(cg, t);
    LLVMValueRef args[3];
    LLVMTypeRef params[3] = {cg->t_ptr, cg->t_ptr, cg->t_ptr};
    int first = quad ? 1 : 0;
    for (int i = 0; i < n; i++) {
        LLVMValueRef in = cg_alloca(cg, ct, "cin");
        LLVMSetAlignment(in, 16);
        LLVMBuildStore(cg->b, z[i], in);
        args[first + i] = in;
    }
    LLVMValueRef out = NULL;
    if (quad) {
        out = cg_alloca(cg, ct, "cout");
        LLVMSetAlignment(out, 16);
        args[0] = out;
    }
    LLVMValueRef call = cg_call_extern(cg, name, quad ? cg->t_void : ct, params, (unsigned)(first + n), args,
                                       (unsigned)(first + n), false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (quad)
        abi_attr(cg, fn, call, 1, "sret", ct);
    for (int i = 0; i < n; i++)
        abi_attr(cg, fn, call, (unsigned)(first + i + 1), "byval", ct);
    return quad ? LLVMBuildLoad2(cg->b, ct, out, "") : call;
}

static LLVMValueRef complex_libm(CG *cg, const char *base, Type *t, LLVMValueRef z)
{
    if (t->kind_param == 10 || t->kind_param == 16)
        return cg_complex_libm_wide(cg, base, t, &z, 1);
    char name[32];
    bool single = t->kind_param == 4;
    snprintf(name, sizeof name, "%s%s", base, single ? "f" : "");
    if (single) {
        LLVMTypeRef vt = LLVMVectorType(cg->t_f32, 2);
        LLVMValueRef v = LLVMGetUndef(vt);
        v = LLVMBuildInsertElement(cg->b, v, re_part(cg, z), cg_const_i32(cg, 0), "");
        v = LLVMBuildInsertElement(cg->b, v, im_part(cg, z), cg_const_i32(cg, 1), "");
        LLVMValueRef r = cg_call_extern(cg, name, vt, &vt, 1, &v, 1, false);
        return make_complex(cg, t, LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 0), ""),
                            LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 1), ""));
    }
    LLVMTypeRef fields[2] = {cg->t_f64, cg->t_f64};
    LLVMTypeRef rt = LLVMStructTypeInContext(cg->ctx, fields, 2, false);
    LLVMValueRef args[2] = {re_part(cg, z), im_part(cg, z)};
    LLVMValueRef r = cg_call_extern(cg, name, rt, fields, 2, args, 2, false);
    return make_complex(cg, t, LLVMBuildExtractValue(cg->b, r, 0, ""), LLVMBuildExtractValue(cg->b, r, 1, ""));
}

/* |z| = hypot(re, im), as gfortran's cabs. */
static LLVMValueRef complex_abs(CG *cg, Type *t, LLVMValueRef z)
{
    LLVMValueRef a[2] = {re_part(cg, z), im_part(cg, z)};
    return real_math(cg, INTR_HYPOT, t->kind_param, a, 2);
}

static LLVMValueRef to_logical(CG *cg, LLVMValueRef i1, Type *t)
{
    return LLVMBuildZExt(cg->b, i1, cg_type(cg, t), "");
}

/* Opens a counted loop i = 0 .. n-1 (i64) and leaves the builder in its body;
 * cg_loop_end closes it. Loops whose body is not one element of a
 * scalarized expression (cg_scalarize covers those) share this shape. */
LLVMValueRef cg_loop_begin(CG *cg, CgCountedLoop *l, LLVMValueRef n, const char *name)
{
    char nm[48];
    snprintf(nm, sizeof nm, "%s.i", name);
    l->ctr = cg_alloca(cg, cg->t_i64, nm);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), l->ctr);
    snprintf(nm, sizeof nm, "%s.head", name);
    l->head = cg_new_block(cg, nm);
    snprintf(nm, sizeof nm, "%s.body", name);
    LLVMBasicBlockRef body = cg_new_block(cg, nm);
    snprintf(nm, sizeof nm, "%s.done", name);
    l->done = cg_new_block(cg, nm);
    LLVMBuildBr(cg->b, l->head);
    LLVMPositionBuilderAtEnd(cg->b, l->head);
    l->i = LLVMBuildLoad2(cg->b, cg->t_i64, l->ctr, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, l->i, n, ""), body, l->done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    return l->i;
}

/* Closes a loop of cg_loop_begin: the next i, and the builder after the loop. */
void cg_loop_end(CG *cg, CgCountedLoop *l)
{
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, l->i, cg_const_i64(cg, 1), ""), l->ctr);
    LLVMBuildBr(cg->b, l->head);
    LLVMPositionBuilderAtEnd(cg->b, l->done);
}

/* ------------------------------------------------------------------ */
/* Numeric functions                                                   */
/* ------------------------------------------------------------------ */

static LLVMValueRef intr_abs(CG *cg, Node *e)
{
    Node *a = arg(e, 0);
    if (a->type->kind == TY_COMPLEX)
        return complex_abs(cg, a->type, val(cg, a, NULL));
    LLVMValueRef x = val(cg, a, e->type);
    if (e->type->kind == TY_INTEGER) {
        LLVMValueRef neg = LLVMBuildNeg(cg->b, x, "");
        LLVMValueRef lt = LLVMBuildICmp(cg->b, LLVMIntSLT, x, LLVMConstNull(LLVMTypeOf(x)), "");
        return LLVMBuildSelect(cg->b, lt, neg, x, "abs");
    }
    return real_math(cg, INTR_ABS, e->type->kind_param, &x, 1);
}

/* MOD: remainder with the sign of a (truncating division). MODULO: with
 * the sign of p (floor division), by adding p when the signs differ. */
static LLVMValueRef intr_mod(CG *cg, Node *e, bool modulo)
{
    LLVMValueRef a = val(cg, arg(e, 0), e->type), p = val(cg, arg(e, 1), e->type);
    bool is_int = e->type->kind == TY_INTEGER;
    LLVMValueRef r;
    if (is_int) {
        r = LLVMBuildSRem(cg->b, a, p, "mod");
    } else {
        LLVMValueRef args[2] = {a, p};
        r = on_device(cg) ? real_math(cg, INTR_MOD, e->type->kind_param, args, 2)
                          : LLVMBuildFRem(cg->b, a, p, "mod");
    }
    if (!modulo)
        return r;
    LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(r)), fix;
    if (is_int) {
        LLVMValueRef nz = LLVMBuildICmp(cg->b, LLVMIntNE, r, zero, "");
        LLVMValueRef diff = LLVMBuildICmp(cg->b, LLVMIntSLT, LLVMBuildXor(cg->b, r, p, ""), zero, "");
        fix = LLVMBuildAnd(cg->b, nz, diff, "");
        return LLVMBuildSelect(cg->b, fix, LLVMBuildAdd(cg->b, r, p, ""), r, "modulo");
    }
    LLVMValueRef nz = LLVMBuildFCmp(cg->b, LLVMRealONE, r, zero, "");
    LLVMValueRef rneg = LLVMBuildFCmp(cg->b, LLVMRealOLT, r, zero, "");
    LLVMValueRef pneg = LLVMBuildFCmp(cg->b, LLVMRealOLT, p, zero, "");
    fix = LLVMBuildAnd(cg->b, nz, LLVMBuildXor(cg->b, rneg, pneg, ""), "");
    r = LLVMBuildSelect(cg->b, fix, LLVMBuildFAdd(cg->b, r, p, ""), r, "");
    /* a zero result takes P's sign, as gfortran's copysign (0, p) */
    LLVMValueRef sz[2] = {zero, p};
    LLVMValueRef signed_zero = real_math(cg, INTR_SIGN, e->type->kind_param, sz, 2);
    return LLVMBuildSelect(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOEQ, r, zero, ""), signed_zero, r, "modulo");
}

static LLVMValueRef intr_sign(CG *cg, Node *e)
{
    LLVMValueRef a = val(cg, arg(e, 0), e->type), b = val(cg, arg(e, 1), e->type);
    if (e->type->kind == TY_INTEGER) {
        LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
        LLVMValueRef absa = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, a, zero, ""),
                                            LLVMBuildNeg(cg->b, a, ""), a, "");
        return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, b, zero, ""), absa,
                               LLVMBuildNeg(cg->b, absa, ""), "sign");
    }
    /* -fno-sign-zero: a zero B is positive (Fortran 77); b + 0.0 turns -0.0
     * into +0.0 and keeps every other value */
    if (opts.no_sign_zero)
        b = LLVMBuildFAdd(cg->b, b, LLVMConstNull(LLVMTypeOf(b)), "");
    LLVMValueRef args[2] = {a, b};
    return real_math(cg, INTR_SIGN, e->type->kind_param, args, 2);
}

static LLVMValueRef intr_dim(CG *cg, Node *e)
{
    LLVMValueRef a = val(cg, arg(e, 0), e->type), b = val(cg, arg(e, 1), e->type);
    LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
    if (e->type->kind == TY_INTEGER)
        return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, a, b, ""),
                               LLVMBuildSub(cg->b, a, b, ""), zero, "dim");
    return LLVMBuildSelect(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOGT, a, b, ""),
                           LLVMBuildFSub(cg->b, a, b, ""), zero, "dim");
}

/* The floating-point model: EXPONENT, FRACTION, NEAREST, SPACING,
 * RRSPACING, SCALE, SET_EXPONENT (x = fraction * 2**exponent with
 * 0.5 <= |fraction| < 1, as frexp), and DPROD. */
static LLVMValueRef intr_fp_model(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0);
    if (id == INTR_DPROD) {
        Type *d = type_real(8);
        return LLVMBuildFMul(cg->b, val(cg, a, d), val(cg, arg(e, 1), d), "dprod");
    }
    LLVMValueRef x = val(cg, a, NULL);
    if (a->type->kind_param == 2) {
        /* REAL(2): NEAREST on the bits; the rest computed exactly in REAL(4)
         * with half's digits and tiny, rounded back (exact but for SCALE's
         * single rounding) */
        LLVMTypeRef ht = LLVMTypeOf(x);
        if (id == INTR_NEAREST) {
            LLVMTypeRef i16 = LLVMInt16TypeInContext(cg->ctx);
            LLVMValueRef s = val(cg, arg(e, 1), a->type);
            LLVMValueRef bits = LLVMBuildBitCast(cg->b, x, i16, "");
            LLVMValueRef up = LLVMBuildFCmp(cg->b, LLVMRealOGE, s, LLVMConstNull(ht), "");
            LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGE, bits, LLVMConstInt(i16, 0, false), "");
            LLVMValueRef grow = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildZExt(cg->b, up, cg->t_i32, ""),
                                              LLVMBuildZExt(cg->b, pos, cg->t_i32, ""), "");
            LLVMValueRef next = LLVMBuildSelect(cg->b, grow, LLVMBuildAdd(cg->b, bits, LLVMConstInt(i16, 1, false), ""),
                                                LLVMBuildSub(cg->b, bits, LLVMConstInt(i16, 1, false), ""), "");
            /* from a zero of either sign: the smallest subnormal toward s */
            LLVMValueRef z = LLVMBuildFCmp(cg->b, LLVMRealOEQ, x, LLVMConstNull(ht), "");
            LLVMValueRef sub = LLVMBuildSelect(cg->b, up, LLVMConstInt(i16, 1, false), LLVMConstInt(i16, 0x8001, false), "");
            next = LLVMBuildSelect(cg->b, z, sub, next, "");
            LLVMValueRef nan = LLVMBuildFCmp(cg->b, LLVMRealUNO, x, x, "");
            return LLVMBuildSelect(cg->b, nan, x, LLVMBuildBitCast(cg->b, next, ht, ""), "nearest");
        }
        x = LLVMBuildFPExt(cg->b, x, cg->t_f32, "");
        LLVMTypeRef ft = cg->t_f32;
        LLVMTypeRef over[2] = {ft, cg->t_i32};
        LLVMValueRef fr = llvm_intrinsic(cg, "llvm.frexp", over, 2, &x, 1);
        LLVMValueRef mant = LLVMBuildExtractValue(cg->b, fr, 0, "frac");
        LLVMValueRef ex = LLVMBuildExtractValue(cg->b, fr, 1, "exp");
        LLVMValueRef is0 = LLVMBuildFCmp(cg->b, LLVMRealOEQ, x, LLVMConstNull(ft), "");
        LLVMValueRef r;
        switch (id) {
        case INTR_EXPONENT:
            return cg_convert(cg, LLVMBuildSelect(cg->b, is0, cg_const_i32(cg, 0), ex, ""), type_int(4), e->type);
        case INTR_FRACTION:
            r = mant;
            break;
        case INTR_SPACING: {
            LLVMValueRef ld[2] = {LLVMConstReal(ft, 1.0), LLVMBuildSub(cg->b, ex, cg_const_i32(cg, 11), "")};
            LLVMValueRef sp = llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
            LLVMValueRef tiny = LLVMConstReal(ft, 0x1p-14);
            sp = LLVMBuildSelect(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOLT, sp, tiny, ""), tiny, sp, "");
            r = LLVMBuildSelect(cg->b, is0, tiny, sp, "spacing");
            break;
        }
        case INTR_RRSPACING: {
            LLVMValueRef m = llvm_intrinsic(cg, "llvm.fabs", &ft, 1, &mant, 1);
            LLVMValueRef ld[2] = {m, cg_const_i32(cg, 11)};
            r = llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
            break;
        }
        default: { /* SCALE, SET_EXPONENT */
            LLVMValueRef i = LLVMBuildTrunc(cg->b, cg_expr_i64(cg, arg(e, 1)), cg->t_i32, "");
            LLVMValueRef ld[2] = {id == INTR_SCALE ? x : mant, i};
            r = llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
            if (id == INTR_SET_EXPONENT)
                r = LLVMBuildSelect(cg->b, is0, LLVMConstNull(ft), r, "");
            break;
        }
        }
        return LLVMBuildFPTrunc(cg->b, r, ht, "");
    }
    LLVMTypeRef ft = LLVMTypeOf(x);
    bool dbl = a->type->kind_param == 8;
    int digits = dbl ? 53 : 24;
    LLVMTypeRef over[2] = {ft, cg->t_i32};
    LLVMValueRef fr = llvm_intrinsic(cg, "llvm.frexp", over, 2, &x, 1);
    LLVMValueRef mant = LLVMBuildExtractValue(cg->b, fr, 0, "frac");
    LLVMValueRef ex = LLVMBuildExtractValue(cg->b, fr, 1, "exp");
    LLVMValueRef zero = LLVMConstNull(ft);
    LLVMValueRef is0 = LLVMBuildFCmp(cg->b, LLVMRealOEQ, x, zero, "");
    switch (id) {
    case INTR_EXPONENT:
        ex = LLVMBuildSelect(cg->b, is0, cg_const_i32(cg, 0), ex, "");
        return cg_convert(cg, ex, type_int(4), e->type);
    case INTR_FRACTION:
        return mant;
    case INTR_NEAREST: {
        LLVMValueRef sv = val(cg, arg(e, 1), a->type);
        LLVMValueRef inf = LLVMConstReal(ft, 1.0 / 0.0);
        LLVMValueRef up = LLVMBuildFCmp(cg->b, LLVMRealOGE, sv, zero, "");
        LLVMValueRef to = LLVMBuildSelect(cg->b, up, inf, LLVMBuildFNeg(cg->b, inf, ""), "");
        LLVMTypeRef pt[2] = {ft, ft};
        LLVMValueRef av[2] = {x, to};
        const char *fn = cg->target == CG_TARGET_NVPTX ? (dbl ? "__nv_nextafter" : "__nv_nextafterf")
                         : dbl ? "nextafter" : "nextafterf";
        return cg_call_extern(cg, fn, ft, pt, 2, av, 2, false);
    }
    case INTR_SPACING: {
        /* 2**(exponent - digits), at least tiny; tiny for 0 */
        LLVMValueRef e2 = LLVMBuildSub(cg->b, ex, cg_const_i32(cg, digits), "");
        LLVMValueRef one = LLVMConstReal(ft, 1.0);
        LLVMValueRef ld[2] = {one, e2};
        LLVMValueRef sp = llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
        LLVMValueRef tiny = LLVMConstReal(ft, dbl ? 2.2250738585072014e-308 : 1.17549435e-38);
        LLVMValueRef small = LLVMBuildFCmp(cg->b, LLVMRealOLT, sp, tiny, "");
        sp = LLVMBuildSelect(cg->b, small, tiny, sp, "");
        return LLVMBuildSelect(cg->b, is0, tiny, sp, "spacing");
    }
    case INTR_RRSPACING: {
        LLVMValueRef m = llvm_intrinsic(cg, "llvm.fabs", &ft, 1, &mant, 1);
        LLVMValueRef ld[2] = {m, cg_const_i32(cg, digits)};
        return llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
    }
    case INTR_SCALE:
    case INTR_SET_EXPONENT: {
        LLVMValueRef i = LLVMBuildTrunc(cg->b, cg_expr_i64(cg, arg(e, 1)), cg->t_i32, "");
        LLVMValueRef ld[2] = {id == INTR_SCALE ? x : mant, i};
        LLVMValueRef r = llvm_intrinsic(cg, "llvm.ldexp", over, 2, ld, 2);
        return id == INTR_SET_EXPONENT ? LLVMBuildSelect(cg->b, is0, zero, r, "") : r;
    }
    default:
        return LLVMGetUndef(ft);
    }
}

/* MAX/MIN of any number of arguments, left to right. Reals as gfortran
 * lowers them (MAX_EXPR since GCC 9: the standard leaves a NaN argument's
 * result open): r = r > v ? r : v, which is one maxsd/minsd on x86-64;
 * llvm.maxnum's NaN rule took five instructions (NPB SP's dmax1). On the
 * GPU llvm.maxnum is PTX's max instruction. */
static LLVMValueRef intr_maxmin(CG *cg, Node *e, bool is_max)
{
    LLVMValueRef r = NULL;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = arg(e, i);
        if (!a)
            continue;
        LLVMValueRef v = val(cg, a, e->type);
        if (!r) {
            r = v;
            continue;
        }
        if (e->type->kind == TY_INTEGER) {
            LLVMValueRef c = LLVMBuildICmp(cg->b, is_max ? LLVMIntSGT : LLVMIntSLT, v, r, "");
            r = LLVMBuildSelect(cg->b, c, v, r, is_max ? "max" : "min");
        } else if (cg->target == CG_TARGET_NVPTX) {
            /* PTX's max.f64/min.f64 are maxnum/minnum */
            LLVMTypeRef t = LLVMTypeOf(v);
            LLVMValueRef args[2] = {r, v};
            r = llvm_intrinsic(cg, is_max ? "llvm.maxnum" : "llvm.minnum", &t, 1, args, 2);
        } else {
            LLVMValueRef c = LLVMBuildFCmp(cg->b, is_max ? LLVMRealOGT : LLVMRealOLT, r, v, "");
            r = LLVMBuildSelect(cg->b, c, r, v, is_max ? "max" : "min");
        }
    }
    return r;
}

/* COMPLEX EXP/LOG/SQRT/SIN/COS/SINH/COSH in GPU code, from the real
 * functions (libdevice has no complex ones); NULL for the others. */
static LLVMValueRef device_complex_math(CG *cg, IntrinsicId id, Type *t, LLVMValueRef z)
{
    int k = t->kind_param;
    LLVMValueRef x = re_part(cg, z), y = im_part(cg, z);
    LLVMTypeRef rt = LLVMTypeOf(x);
#define F1(fid, v) real_math(cg, fid, k, (LLVMValueRef[2]){v, NULL}, 1)
#define F2(fid, u, v) real_math(cg, fid, k, (LLVMValueRef[2]){u, v}, 2)
    switch (id) {
    case INTR_EXP: {
        LLVMValueRef ex = F1(INTR_EXP, x);
        return make_complex(cg, t, LLVMBuildFMul(cg->b, ex, F1(INTR_COS, y), ""), LLVMBuildFMul(cg->b, ex, F1(INTR_SIN, y), ""));
    }
    case INTR_LOG:
        return make_complex(cg, t, F1(INTR_LOG, F2(INTR_HYPOT, x, y)), F2(INTR_ATAN2, y, x));
    case INTR_SQRT: {
        /* t = sqrt((|x| + |z|) / 2); x >= 0: (t, y / 2t), else (|y| / 2t, t with y's sign) */
        LLVMValueRef zero = LLVMConstReal(rt, 0.0), two = LLVMConstReal(rt, 2.0);
        LLVMValueRef ax = F1(INTR_ABS, x), r = F2(INTR_HYPOT, x, y);
        LLVMValueRef tt = F1(INTR_SQRT, LLVMBuildFDiv(cg->b, LLVMBuildFAdd(cg->b, ax, r, ""), two, ""));
        LLVMValueRef q = LLVMBuildFDiv(cg->b, y, LLVMBuildFMul(cg->b, two, tt, ""), "");
        LLVMValueRef xpos = LLVMBuildFCmp(cg->b, LLVMRealOGE, x, zero, "");
        LLVMValueRef re = LLVMBuildSelect(cg->b, xpos, tt, F1(INTR_ABS, q), "");
        /* y's sign bit, not y >= 0: sqrt((-4, -0)) is (0, -2) as in C's csqrt */
        LLVMValueRef im = LLVMBuildSelect(cg->b, xpos, q, F2(INTR_SIGN, tt, y), "");
        LLVMValueRef is0 = LLVMBuildFCmp(cg->b, LLVMRealOEQ, r, zero, "");
        return make_complex(cg, t, LLVMBuildSelect(cg->b, is0, zero, re, ""), LLVMBuildSelect(cg->b, is0, zero, im, ""));
    }
    case INTR_SIN:
        return make_complex(cg, t, LLVMBuildFMul(cg->b, F1(INTR_SIN, x), F1(INTR_COSH, y), ""),
                            LLVMBuildFMul(cg->b, F1(INTR_COS, x), F1(INTR_SINH, y), ""));
    case INTR_COS:
        return make_complex(cg, t, LLVMBuildFMul(cg->b, F1(INTR_COS, x), F1(INTR_COSH, y), ""),
                            LLVMBuildFNeg(cg->b, LLVMBuildFMul(cg->b, F1(INTR_SIN, x), F1(INTR_SINH, y), ""), ""));
    case INTR_SINH:
        return make_complex(cg, t, LLVMBuildFMul(cg->b, F1(INTR_SINH, x), F1(INTR_COS, y), ""),
                            LLVMBuildFMul(cg->b, F1(INTR_COSH, x), F1(INTR_SIN, y), ""));
    case INTR_COSH:
        return make_complex(cg, t, LLVMBuildFMul(cg->b, F1(INTR_COSH, x), F1(INTR_COS, y), ""),
                            LLVMBuildFMul(cg->b, F1(INTR_SINH, x), F1(INTR_SIN, y), ""));
    default:
        return NULL;
    }
#undef F1
#undef F2
}

LLVMValueRef cg_device_complex_math(CG *cg, IntrinsicId id, Type *t, LLVMValueRef z)
{
    return device_complex_math(cg, id, t, z);
}

/* Real math function, complex forms through libm's c* functions. */
static LLVMValueRef intr_math(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0);
    if (a->type->kind == TY_COMPLEX) {
        const char *base = NULL;
        switch (id) {
        case INTR_SQRT: base = "csqrt"; break;
        case INTR_EXP: base = "cexp"; break;
        case INTR_LOG: base = "clog"; break;
        case INTR_SIN: base = "csin"; break;
        case INTR_COS: base = "ccos"; break;
        case INTR_TAN: base = "ctan"; break;
        case INTR_SINH: base = "csinh"; break;
        case INTR_COSH: base = "ccosh"; break;
        case INTR_TANH: base = "ctanh"; break;
        case INTR_ASIN: base = "casin"; break;
        case INTR_ACOS: base = "cacos"; break;
        case INTR_ATAN: base = "catan"; break;
        case INTR_ASINH: base = "casinh"; break;
        case INTR_ACOSH: base = "cacosh"; break;
        case INTR_ATANH: base = "catanh"; break;
        default: break;
        }
        if (on_device(cg)) {
            LLVMValueRef r = device_complex_math(cg, id, a->type, val(cg, a, e->type));
            if (r)
                return r;
        }
        if (!base || on_device(cg)) {
            error_at(e->loc, "intrinsic '%s' of a COMPLEX argument is not supported here", intrinsic_name(id));
            return LLVMGetUndef(cg_type(cg, e->type));
        }
        return complex_libm(cg, base, a->type, val(cg, a, e->type));
    }
    LLVMValueRef args[2];
    int n = shim_arity(id) == 2 || id == INTR_ATAN2 || id == INTR_HYPOT ? 2 : 1;
    args[0] = val(cg, a, e->type);
    if (n == 2) {
        Node *b = arg(e, 1);
        if (!b) {
            /* atan(y, x) is atan2 */
            n = 1;
        } else {
            args[1] = val(cg, b, e->type);
        }
    }
    if (id == INTR_ATAN && arg(e, 1)) {
        args[1] = val(cg, arg(e, 1), e->type);
        return real_math(cg, INTR_ATAN2, e->type->kind_param, args, 2);
    }
    return real_math(cg, id, e->type->kind_param, args, n);
}

/* The trigonometric functions in degrees, as gfortran lowers them:
 * SIND, COSD, TAND call libgfortran (_gfortran_sind_r4 ... _r16, which
 * reduce the argument in degrees); the inverse ones are the radian
 * function times 180/pi of the kind; COTAN(x) is -TAN(x + pi/2), COTAND(x)
 * -TAND(x + 90). */
static LLVMValueRef libgfortran_trigd(CG *cg, const char *fn, int kind, LLVMValueRef x)
{
    LLVMTypeRef ft = cg_float_type(cg, kind);
    return cg_call_extern(cg, arena_printf(cu_arena, "_gfortran_%s_r%d", fn, kind), ft, &ft, 1, &x, 1, false);
}

static LLVMValueRef intr_degrees(CG *cg, Node *e, IntrinsicId id)
{
    int k = e->type->kind_param;
    const creal pi = 3.14159265358979323846264338327950288Q;
    LLVMValueRef args[2] = {val(cg, arg(e, 0), e->type), NULL};
    switch (id) {
    case INTR_SIND: return libgfortran_trigd(cg, "sind", k, args[0]);
    case INTR_COSD: return libgfortran_trigd(cg, "cosd", k, args[0]);
    case INTR_TAND: return libgfortran_trigd(cg, "tand", k, args[0]);
    case INTR_COTAND:
        return LLVMBuildFNeg(cg->b, libgfortran_trigd(cg, "tand", k, LLVMBuildFAdd(cg->b, args[0], cg_const_creal(cg, k, 90), "")), "");
    case INTR_COTAN:
        if (e->type->kind == TY_COMPLEX) /* CCOS(z) / CSIN(z), as gfortran */
            return cg_cplx_div(cg, e->type, complex_libm(cg, "ccos", e->type, args[0]),
                               complex_libm(cg, "csin", e->type, args[0]));
        return LLVMBuildFNeg(cg->b, real_math(cg, INTR_TAN, k, (LLVMValueRef[]){LLVMBuildFAdd(cg->b, args[0], cg_const_creal(cg, k, creal_round(pi, k) / 2), "")}, 1), "");
    default: break;
    }
    IntrinsicId rad = id == INTR_ASIND ? INTR_ASIN : id == INTR_ACOSD ? INTR_ACOS : id == INTR_ATAND ? INTR_ATAN : INTR_ATAN2;
    int n = 1;
    if (id == INTR_ATAN2D)
        args[1] = val(cg, arg(e, 1), e->type), n = 2;
    /* 180/pi computed in the kind, as gfortran's constant is */
    creal r2d = creal_round(180 / creal_round(pi, k), k);
    return LLVMBuildFMul(cg->b, real_math(cg, rad, k, args, n), cg_const_creal(cg, k, r2d), "");
}

/* Real to integer by an LLVM rounding intrinsic then truncation. */
static LLVMValueRef round_to_int(CG *cg, Node *e, const char *how)
{
    Node *a = arg(e, 0);
    LLVMValueRef x = val(cg, a, NULL);
    if (a->type->kind == TY_COMPLEX)
        x = re_part(cg, x);
    if (a->type->kind == TY_INTEGER)
        return cg_convert(cg, x, a->type, e->type);
    if (how) {
        LLVMTypeRef t = LLVMTypeOf(x);
        x = llvm_intrinsic(cg, how, &t, 1, &x, 1);
    }
    return LLVMBuildFPToSI(cg->b, x, cg_type(cg, e->type), "toint");
}

/* REAL/DBLE/FLOAT/SNGL: complex → real part, then kind conversion. */
static LLVMValueRef intr_real(CG *cg, Node *e)
{
    Node *a = arg(e, 0);
    LLVMValueRef x = val(cg, a, NULL);
    Type *from = a->type;
    if (from->kind == TY_COMPLEX) {
        x = re_part(cg, x);
        from = type_real(from->kind_param);
    }
    return type_equal(from, e->type) ? x : cg_convert(cg, x, from, e->type);
}

static LLVMValueRef intr_cmplx(CG *cg, Node *e)
{
    Node *x = arg(e, 0), *y = arg(e, 1);
    Type *rt = type_real(e->type->kind_param);
    if (x->type->kind == TY_COMPLEX) {
        LLVMValueRef z = val(cg, x, NULL);
        Type *pt = type_real(x->type->kind_param);
        return make_complex(cg, e->type, cg_convert(cg, re_part(cg, z), pt, rt),
                            cg_convert(cg, im_part(cg, z), pt, rt));
    }
    LLVMValueRef re = val(cg, x, rt);
    LLVMValueRef im = y ? val(cg, y, rt) : LLVMConstNull(cg_type(cg, rt));
    return make_complex(cg, e->type, re, im);
}

/* AINT/ANINT keep the real type (kind may change). */
static LLVMValueRef intr_aint(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0);
    LLVMValueRef x = val(cg, a, NULL);
    x = real_math(cg, id, a->type->kind_param, &x, 1);
    return type_equal(a->type, e->type) ? x : cg_convert(cg, x, a->type, e->type);
}

/* ------------------------------------------------------------------ */
/* Bit functions (Fortran semantics for shift counts >= BIT_SIZE)     */
/* ------------------------------------------------------------------ */

static LLVMValueRef shift_count(CG *cg, Node *a, LLVMTypeRef t)
{
    LLVMValueRef s = cg_expr_i64(cg, a);
    return LLVMBuildIntCast2(cg->b, s, t, true, "");
}

/* Shift that yields 'fill' when the count reaches the bit size, where
 * LLVM's shifts would be poison. */
static LLVMValueRef safe_shift(CG *cg, LLVMOpcode op, LLVMValueRef x, LLVMValueRef n, LLVMValueRef fill)
{
    LLVMTypeRef t = LLVMTypeOf(x);
    unsigned bits = LLVMGetIntTypeWidth(t);
    LLVMValueRef big = LLVMBuildICmp(cg->b, LLVMIntUGE, n, LLVMConstInt(t, bits, false), "");
    LLVMValueRef nn = LLVMBuildSelect(cg->b, big, LLVMConstNull(t), n, "");
    LLVMValueRef r = LLVMBuildBinOp(cg->b, op, x, nn, "");
    return LLVMBuildSelect(cg->b, big, fill, r, "shift");
}

static LLVMValueRef intr_bits(CG *cg, Node *e, IntrinsicId id)
{
    Node *a0 = arg(e, 0);
    Type *it = a0->type;
    LLVMValueRef x = val(cg, a0, NULL);
    LLVMTypeRef t = LLVMTypeOf(x);
    unsigned bits = LLVMGetIntTypeWidth(t);
    LLVMValueRef zero = LLVMConstNull(t), one = LLVMConstInt(t, 1, false);
    LLVMValueRef ones = LLVMConstAllOnes(t);
    switch (id) {
    case INTR_IAND: return LLVMBuildAnd(cg->b, x, val(cg, arg(e, 1), it), "iand");
    case INTR_IOR: return LLVMBuildOr(cg->b, x, val(cg, arg(e, 1), it), "ior");
    case INTR_IEOR: return LLVMBuildXor(cg->b, x, val(cg, arg(e, 1), it), "ieor");
    case INTR_NOT: return LLVMBuildNot(cg->b, x, "not");
    case INTR_ISHFT: {
        LLVMValueRef s = shift_count(cg, arg(e, 1), t);
        LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, s, zero, "");
        LLVMValueRef left = safe_shift(cg, LLVMShl, x, s, zero);
        LLVMValueRef right = safe_shift(cg, LLVMLShr, x, LLVMBuildNeg(cg->b, s, ""), zero);
        return LLVMBuildSelect(cg->b, neg, right, left, "ishft");
    }
    case INTR_ISHFTC: {
        /* rotate the rightmost 'size' bits by 'shift', leaving the rest */
        LLVMValueRef s = shift_count(cg, arg(e, 1), t);
        LLVMValueRef size = arg(e, 2) ? shift_count(cg, arg(e, 2), t) : LLVMConstInt(t, bits, false);
        LLVMValueRef mask = safe_shift(cg, LLVMShl, ones, size, zero);
        mask = LLVMBuildNot(cg->b, mask, "");          /* low 'size' bits */
        LLVMValueRef field = LLVMBuildAnd(cg->b, x, mask, "");
        LLVMValueRef rest = LLVMBuildAnd(cg->b, x, LLVMBuildNot(cg->b, mask, ""), "");
        LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, s, zero, "");
        LLVMValueRef sl = LLVMBuildSelect(cg->b, neg, LLVMBuildAdd(cg->b, s, size, ""), s, "");
        LLVMValueRef sr = LLVMBuildSub(cg->b, size, sl, "");
        LLVMValueRef l = safe_shift(cg, LLVMShl, field, sl, zero);
        LLVMValueRef r = safe_shift(cg, LLVMLShr, field, sr, zero);
        LLVMValueRef rot = LLVMBuildAnd(cg->b, LLVMBuildOr(cg->b, l, r, ""), mask, "");
        return LLVMBuildOr(cg->b, rest, rot, "ishftc");
    }
    case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST: {
        LLVMValueRef pos = shift_count(cg, arg(e, 1), t);
        LLVMValueRef bit = LLVMBuildShl(cg->b, one, pos, "");
        if (id == INTR_IBSET)
            return LLVMBuildOr(cg->b, x, bit, "ibset");
        if (id == INTR_IBCLR)
            return LLVMBuildAnd(cg->b, x, LLVMBuildNot(cg->b, bit, ""), "ibclr");
        LLVMValueRef set = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildAnd(cg->b, x, bit, ""), zero, "");
        return to_logical(cg, set, e->type);
    }
    case INTR_IBITS: {
        LLVMValueRef pos = shift_count(cg, arg(e, 1), t);
        LLVMValueRef len = shift_count(cg, arg(e, 2), t);
        LLVMValueRef mask = LLVMBuildNot(cg->b, safe_shift(cg, LLVMShl, ones, len, zero), "");
        return LLVMBuildAnd(cg->b, safe_shift(cg, LLVMLShr, x, pos, zero), mask, "ibits");
    }
    case INTR_SHIFTL: return safe_shift(cg, LLVMShl, x, shift_count(cg, arg(e, 1), t), zero);
    case INTR_SHIFTR: return safe_shift(cg, LLVMLShr, x, shift_count(cg, arg(e, 1), t), zero);
    case INTR_BGE: case INTR_BGT: case INTR_BLE: case INTR_BLT: {
        /* unsigned comparison of the bits, the narrower one zero-extended */
        LLVMValueRef y = val(cg, arg(e, 1), NULL);
        unsigned wy = LLVMGetIntTypeWidth(LLVMTypeOf(y));
        LLVMTypeRef wt = bits >= wy ? t : LLVMTypeOf(y);
        LLVMValueRef xw = LLVMBuildZExtOrBitCast(cg->b, x, wt, ""), yw = LLVMBuildZExtOrBitCast(cg->b, y, wt, "");
        LLVMIntPredicate pr = id == INTR_BGE ? LLVMIntUGE : id == INTR_BGT ? LLVMIntUGT : id == INTR_BLE ? LLVMIntULE : LLVMIntULT;
        return to_logical(cg, LLVMBuildICmp(cg->b, pr, xw, yw, ""), e->type);
    }
    case INTR_MERGE_BITS: {
        LLVMValueRef m = val(cg, arg(e, 2), it);
        return LLVMBuildOr(cg->b, LLVMBuildAnd(cg->b, x, m, ""),
                           LLVMBuildAnd(cg->b, val(cg, arg(e, 1), it), LLVMBuildNot(cg->b, m, ""), ""), "merge_bits");
    }
    case INTR_DSHIFTL: case INTR_DSHIFTR: {
        /* DSHIFTL: SHIFTL(I, S) | SHIFTR(J, BIT_SIZE - S); DSHIFTR: SHIFTL(I, BIT_SIZE - S) | SHIFTR(J, S) */
        LLVMValueRef y = val(cg, arg(e, 1), it);
        LLVMValueRef s = shift_count(cg, arg(e, 2), t);
        LLVMValueRef rest = LLVMBuildSub(cg->b, LLVMConstInt(t, bits, false), s, "");
        LLVMValueRef ls = id == INTR_DSHIFTL ? s : rest, rs = id == INTR_DSHIFTL ? rest : s;
        return LLVMBuildOr(cg->b, safe_shift(cg, LLVMShl, x, ls, zero), safe_shift(cg, LLVMLShr, y, rs, zero),
                           id == INTR_DSHIFTL ? "dshiftl" : "dshiftr");
    }
    case INTR_SHIFTA: {
        LLVMValueRef fill = LLVMBuildAShr(cg->b, x, LLVMConstInt(t, bits - 1, false), "");
        return safe_shift(cg, LLVMAShr, x, shift_count(cg, arg(e, 1), t), fill);
    }
    case INTR_POPCNT: case INTR_POPPAR: {
        LLVMValueRef c = llvm_intrinsic(cg, "llvm.ctpop", &t, 1, &x, 1);
        if (id == INTR_POPPAR)
            c = LLVMBuildAnd(cg->b, c, one, "");
        return LLVMBuildIntCast2(cg->b, c, cg_type(cg, e->type), false, "");
    }
    case INTR_LEADZ: case INTR_TRAILZ: {
        LLVMValueRef args[2] = {x, LLVMConstInt(cg->t_i1, 0, false)};
        LLVMValueRef c = llvm_intrinsic(cg, id == INTR_LEADZ ? "llvm.ctlz" : "llvm.cttz", &t, 1, args, 2);
        return LLVMBuildIntCast2(cg->b, c, cg_type(cg, e->type), false, "");
    }
    default:
        return NULL;
    }
}

/* ------------------------------------------------------------------ */
/* Inquiry functions of a type (when sema left them unfolded)          */
/* ------------------------------------------------------------------ */

static LLVMValueRef intr_type_inquiry(CG *cg, Node *e, IntrinsicId id)
{
    Type *t = arg(e, 0)->type;
    if (t->kind == TY_COMPLEX)
        t = type_real(t->kind_param);
    ConstVal *v = intrinsic_type_inquiry(id, t);
    return v ? cg_const_val(cg, v, e->type) : LLVMConstNull(cg_type(cg, e->type));
}

/* ------------------------------------------------------------------ */
/* Character functions                                                 */
/* ------------------------------------------------------------------ */

static LLVMValueRef len_to_result(CG *cg, LLVMValueRef n, Type *t)
{
    return LLVMBuildIntCast2(cg->b, n, cg_type(cg, t), true, "");
}

static LLVMValueRef back_flag(CG *cg, Node *b)
{
    if (!b)
        return cg_const_i32(cg, 0);
    return LLVMBuildZExt(cg->b, cg_logical_cond(cg, b), cg->t_i32, "back");
}

/* index/scan/verify: _gfortran_string_<f>(len, s, len, set, back). */
/* libgfortran's entry for a character operation on kind k: name, or name_char4. */
static const char *char_entry(const char *name, int k)
{
    return k == 4 ? arena_printf(cu_arena, "%s_char4", name) : name;
}

static LLVMValueRef string_search(CG *cg, Node *e, const char *entry)
{
    LLVMValueRef s, slen, t, tlen;
    cg_char_expr(cg, arg(e, 0), &s, &slen);
    cg_char_expr(cg, arg(e, 1), &t, &tlen);
    LLVMTypeRef params[5] = {cg->t_i64, cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_i32};
    LLVMValueRef args[5] = {cg_char_len_i64(cg, slen), s, cg_char_len_i64(cg, tlen), t, back_flag(cg, arg(e, 2))};
    LLVMValueRef r = cg_call_extern(cg, char_entry(entry, char_kind(arg(e, 0)->type)), cg->t_i64, params, 5, args, 5, false);
    return len_to_result(cg, r, e->type);
}

static LLVMValueRef string_len_trim_k(CG *cg, LLVMValueRef s, LLVMValueRef len, int k)
{
    LLVMTypeRef params[2] = {cg->t_i64, cg->t_ptr};
    LLVMValueRef args[2] = {cg_char_len_i64(cg, len), s};
    return cg_call_extern(cg, char_entry("_gfortran_string_len_trim", k), cg->t_i64, params, 2, args, 2, false);
}

static LLVMValueRef intr_lexical(CG *cg, Node *e, LLVMIntPredicate pred)
{
    LLVMValueRef c = cg_char_compare(cg, arg(e, 0), arg(e, 1));
    return to_logical(cg, LLVMBuildICmp(cg->b, pred, c, cg_const_i32(cg, 0), ""), e->type);
}

/* First character's code, as an unsigned byte (ICHAR/IACHAR). */
static LLVMValueRef intr_ichar(CG *cg, Node *e)
{
    LLVMValueRef s, len;
    cg_char_expr(cg, arg(e, 0), &s, &len);
    LLVMValueRef c = LLVMBuildLoad2(cg->b, cg_char_unit(cg, char_kind(arg(e, 0)->type)), s, "");
    return LLVMBuildIntCast2(cg->b, c, cg_type(cg, e->type), false, "ichar");
}

/* an OPTIONAL dummy as an intrinsic's argument: maybe absent */
static bool is_optional_dummy(Node *x)
{
    return x && x->kind == N_NAME && x->sym && (cg_ultimate(x->sym)->attrs & A_OPTIONAL);
}

void cg_intrinsic_char(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    cg_hostify_reads(cg, e);
    IntrinsicId id = (IntrinsicId)e->op;
    if (e->rank > 0 && cg->elem_idx && cg_intrinsic_lib_char(cg, e, addr, len))
        return;
    switch (id) {
    case INTR_TRIM: {
        /* The result is a prefix of the argument: no copy needed. */
        LLVMValueRef s, slen;
        cg_char_expr(cg, arg(e, 0), &s, &slen);
        *addr = s;
        *len = string_len_trim_k(cg, s, slen, char_kind(e->type));
        return;
    }
    case INTR_ADJUSTL: case INTR_ADJUSTR: {
        LLVMValueRef s, slen;
        cg_char_expr(cg, arg(e, 0), &s, &slen);
        slen = cg_char_len_i64(cg, slen);
        int k = char_kind(e->type);
        LLVMValueRef tmp = cg_char_temp_k(cg, slen, k, id == INTR_ADJUSTL ? "adjustl" : "adjustr");
        LLVMTypeRef params[3] = {cg->t_ptr, cg->t_i64, cg->t_ptr};
        LLVMValueRef args[3] = {tmp, slen, s};
        cg_call_extern(cg, char_entry(id == INTR_ADJUSTL ? "_gfortran_adjustl" : "_gfortran_adjustr", k), cg->t_void,
                       params, 3, args, 3, false);
        *addr = tmp;
        *len = slen;
        return;
    }
    case INTR_REPEAT: {
        LLVMValueRef s, slen;
        cg_char_expr(cg, arg(e, 0), &s, &slen);
        slen = cg_char_len_i64(cg, slen);
        LLVMValueRef n = cg_expr_i64(cg, arg(e, 1));
        LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, n, cg_const_i64(cg, 0), "");
        if (cg->target == CG_TARGET_HOST && !LLVMIsAConstantInt(n)) /* gfortran's check, always made */
            cg_runtime_error_if(cg, e->loc, neg, "Argument NCOPIES of REPEAT intrinsic is negative (its value is %ld)",
                                &n, 1);
        n = LLVMBuildSelect(cg->b, neg, cg_const_i64(cg, 0), n, "ncopies");
        LLVMValueRef total = LLVMBuildMul(cg->b, slen, n, "repeat.len");
        int k = char_kind(e->type);
        LLVMValueRef tmp = cg_char_temp_k(cg, total, k, "repeat");
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, n, "repeat");
        LLVMValueRef off = LLVMBuildMul(cg->b, i, slen, "");
        LLVMBuildMemCpy(cg->b, cg_char_at(cg, k, tmp, off), 1, s, 1, cg_char_bytes(cg, slen, k));
        cg_loop_end(cg, &l);
        *addr = tmp;
        *len = total;
        return;
    }
    case INTR_MERGE: {
        LLVMValueRef ta, tl, fa, fl;
        cg_char_expr(cg, arg(e, 0), &ta, &tl);
        cg_char_expr(cg, arg(e, 1), &fa, &fl);
        if (opts.bounds_check && cg->target == CG_TARGET_HOST) {
            LLVMValueRef av[2] = {cg_char_len_i64(cg, tl), cg_char_len_i64(cg, fl)};
            if (!LLVMIsAConstantInt(av[0]) || !LLVMIsAConstantInt(av[1]))
                cg_runtime_error_if(cg, e->loc, LLVMBuildICmp(cg->b, LLVMIntNE, av[0], av[1], ""),
                                    "Unequal character lengths (%ld/%ld) in MERGE intrinsic", av, 2);
        }
        LLVMValueRef m = cg_logical_cond(cg, arg(e, 2));
        *addr = LLVMBuildSelect(cg->b, m, ta, fa, "merge");
        *len = LLVMBuildSelect(cg->b, m, cg_char_len_i64(cg, tl), cg_char_len_i64(cg, fl), "merge.len");
        return;
    }
    case INTR_TRANSFER:
        if (e->rank == 0) {
            cg_transfer_scalar(cg, e, addr, len);
            return;
        }
        break;
    case INTR_MAXVAL: case INTR_MINVAL:
        if (e->rank == 0) {
            cg_char_extreme_scalar(cg, e, addr, len);
            return;
        }
        break;
    case INTR_MAX: case INTR_MIN: {
        /* the first greatest (least) argument, blank padded to the longest */
        LLVMValueRef bp = NULL, bl = NULL, rl = NULL;
        for (int i = 0; i < e->args.len; i++) {
            if (!arg(e, i))
                continue;
            LLVMValueRef p, l;
            cg_char_expr(cg, arg(e, i), &p, &l);
            l = cg_char_len_i64(cg, l);
            if (!bp) {
                bp = p, bl = l, rl = l;
                continue;
            }
            LLVMValueRef c = cg_char_compare_values_k(cg, char_kind(e->type), p, l, bp, bl);
            LLVMValueRef take = LLVMBuildICmp(cg->b, id == INTR_MAX ? LLVMIntSGT : LLVMIntSLT, c, cg_const_i32(cg, 0), "");
            if (is_optional_dummy(arg(e, i))) /* an absent one (of length 0) takes no part */
                take = LLVMBuildAnd(cg->b, take, cg_present(cg, arg(e, i)), "");
            bp = LLVMBuildSelect(cg->b, take, p, bp, "");
            bl = LLVMBuildSelect(cg->b, take, l, bl, "");
            rl = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, l, rl, ""), l, rl, "");
        }
        *addr = cg_char_temp_k(cg, rl, char_kind(e->type), id == INTR_MAX ? "max" : "min");
        *len = rl;
        cg_char_copy_k(cg, char_kind(e->type), *addr, rl, bp, bl);
        return;
    }
    case INTR_TRANSPOSE:
        if (cg->elem_idx) {
            LLVMValueRef *save = cg->elem_idx, sw[2] = {save[1], save[0]};
            cg->elem_idx = sw;
            cg_char_expr(cg, arg(e, 0), addr, len);
            cg->elem_idx = save;
            return;
        }
        break;
    case INTR_CHAR: case INTR_ACHAR: case INTR_NEW_LINE: {
        LLVMTypeRef ut = cg_char_unit(cg, char_kind(e->type));
        LLVMValueRef tmp = cg_alloca(cg, ut, "char");
        LLVMValueRef c = id == INTR_NEW_LINE ? LLVMConstInt(ut, '\n', false)
                                             : LLVMBuildIntCast2(cg->b, cg_expr_i64(cg, arg(e, 0)), ut, false, "");
        LLVMBuildStore(cg->b, c, tmp);
        *addr = tmp;
        *len = cg_const_i64(cg, 1);
        return;
    }
    default:
        break;
    }
    error_at(e->loc, "intrinsic '%s' with a CHARACTER result is not supported", intrinsic_name(id));
    *addr = cg_alloca(cg, cg->t_i8, "bad");
    *len = cg_const_i64(cg, 0);
}

/* ------------------------------------------------------------------ */
/* Array inquiries and whole-array reductions                          */
/* ------------------------------------------------------------------ */

/* Picks v[dim-1] for a run-time DIM (a chain of selects over the rank). */
static LLVMValueRef select_dim(CG *cg, Node *dim, LLVMValueRef *v, int rank)
{
    if (dim->cval) {
        int d = (int)dim->cval->i;
        return v[d >= 1 && d <= rank ? d - 1 : 0];
    }
    LLVMValueRef d = cg_expr_i64(cg, dim);
    LLVMValueRef r = v[0];
    for (int k = 1; k < rank; k++)
        r = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, d, cg_const_i64(cg, k + 1), ""), v[k], r, "");
    return r;
}

/* Lower bounds and extents of an array argument: a whole named array keeps
 * its declared bounds, any other array expression has lower bounds 1. */
static int array_bounds(CG *cg, Node *a, LLVMValueRef *lb, LLVMValueRef *ext)
{
    int rank = cg_shape(cg, a, ext);
    Symbol *s = a->kind == N_NAME ? cg_ultimate(a->sym) : NULL;
    for (int d = 0; d < rank; d++)
        lb[d] = cg_const_i64(cg, 1);
    if ((s && s->kind == SYM_VARIABLE) || a->kind == N_COMPONENT) {
        /* a zero-sized dimension has bounds 1:0 */
        for (int d = 0; d < rank; d++)
            lb[d] = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, ext[d], cg_const_i64(cg, 0), ""),
                                    cg_const_i64(cg, 1), cg_whole_lbound(cg, a, d), "");
    }
    return rank;
}

/* Per dimension of an array argument: its lower bound (LBOUND), upper bound
 * (UBOUND) or extent (SIZE, SHAPE); returns the rank. */
static int bound_values(CG *cg, Node *a, IntrinsicId id, LLVMValueRef *v)
{
    LLVMValueRef lb[15], ext[15];
    int rank = array_bounds(cg, a, lb, ext);
    for (int d = 0; d < rank; d++) {
        if (id == INTR_LBOUND)
            v[d] = lb[d];
        else if (id == INTR_UBOUND)
            v[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
        else
            v[d] = ext[d];
    }
    return rank;
}

/* SIZE, LBOUND, UBOUND with or without DIM (scalar results only). */
/* -fcheck=pointer as gfortran: SIZE of an unallocated ALLOCATABLE or a
 * disassociated POINTER stops the program. */
static void size_pointer_check(CG *cg, Node *e)
{
    Node *a = arg(e, 0);
    if (!opts.check_pointer || cg->target != CG_TARGET_HOST || !a || (a->kind != N_NAME && a->kind != N_COMPONENT) ||
        !a->sym)
        return;
    Symbol *s = a->kind == N_NAME ? cg_ultimate(a->sym) : a->sym;
    if ((s->kind != SYM_VARIABLE && s->kind != SYM_COMPONENT) || !(s->attrs & (A_ALLOCATABLE | A_POINTER)) ||
        s->assumed_rank)
        return;
    Node *b = a;
    while (b->kind == N_COMPONENT)
        b = b->lhs;
    if (b->kind != N_NAME || !b->sym)
        return;
    const char *name = cg_ultimate(b->sym)->name;
    LLVMValueRef nm = cg_global_string(cg, name, strlen(name), ".name");
    cg_runtime_error_if(cg, e->loc, LLVMBuildNot(cg->b, cg_allocated(cg, a), ""),
                        (s->attrs & A_ALLOCATABLE) ? "Allocatable argument '%s' is not allocated"
                                                   : "Pointer argument '%s' is not associated", &nm, 1);
}

static LLVMValueRef intr_bound(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0), *dim = arg(e, 1);
    if (cg_is_assumed_rank(a))
        return cg_ar_inquiry(cg, id, a, dim, e->type);
    LLVMValueRef v[15] = {0};
    int rank = bound_values(cg, a, id, v);
    if (rank == 0)
        return LLVMGetUndef(cg_type(cg, e->type));
    LLVMValueRef r;
    if (dim) {
        r = select_dim(cg, dim, v, rank);
    } else if (id == INTR_SIZE) {
        r = v[0];
        for (int d = 1; d < rank; d++)
            r = LLVMBuildMul(cg->b, r, v[d], "size");
    } else {
        error_at(e->loc, "array-valued '%s' is not supported here", intrinsic_name(id));
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    return LLVMBuildIntCast2(cg->b, r, cg_type(cg, e->type), true, "");
}


typedef struct Reduction {
    IntrinsicId id;
    Node *array, *mask, *other; /* other: DOT_PRODUCT's second vector */
    Type *type;                 /* accumulator (result) type */
    LLVMValueRef acc;
    LLVMValueRef pos, counter;  /* MAXLOC/MINLOC: 1-based position of the best, elements seen */
    LLVMValueRef back;          /* MAXLOC/MINLOC BACK=: i1, the last of equal bests wins */
    LLVMValueRef taken, ordered; /* REAL MAXVAL/MINVAL: i1, some element taken, some not NaN */
    LLVMValueRef scale;         /* NORM2: the largest magnitude so far (acc is the scaled sum of squares) */
    LLVMValueRef mask_present;  /* i1 when MASK is an OPTIONAL dummy: absent, every element is taken */
} Reduction;

static void reduce_body(CG *cg, void *data)
{
    Reduction *r = data;
    LLVMBasicBlockRef skip = NULL;
    LLVMValueRef seen = NULL;
    if (r->counter) {
        seen = LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, r->counter, ""), cg_const_i64(cg, 1), "seen");
        LLVMBuildStore(cg->b, seen, r->counter);
    }
    if (r->mask) {
        LLVMBasicBlockRef take = cg_new_block(cg, "red.take");
        skip = cg_new_block(cg, "red.skip");
        if (r->mask_present) {
            LLVMBasicBlockRef test = cg_new_block(cg, "red.mask");
            LLVMBuildCondBr(cg->b, r->mask_present, test, take);
            LLVMPositionBuilderAtEnd(cg->b, test);
        }
        LLVMBuildCondBr(cg->b, cg_logical_cond(cg, r->mask), take, skip);
        LLVMPositionBuilderAtEnd(cg->b, take);
    }
    LLVMTypeRef at = cg_type(cg, r->type);
    LLVMValueRef acc = LLVMBuildLoad2(cg->b, at, r->acc, "acc");
    bool is_int = r->type->kind == TY_INTEGER, is_cplx = r->type->kind == TY_COMPLEX;
    LLVMValueRef nv = NULL;
    switch (r->id) {
    case INTR_IALL: case INTR_IANY: case INTR_IPARITY: {
        LLVMValueRef x = val(cg, r->array, r->type);
        nv = r->id == INTR_IALL ? LLVMBuildAnd(cg->b, acc, x, "") : r->id == INTR_IANY ? LLVMBuildOr(cg->b, acc, x, "")
                                                                                      : LLVMBuildXor(cg->b, acc, x, "");
        break;
    }
    case INTR_COUNT: case INTR_ANY: case INTR_ALL: case INTR_PARITY: {
        LLVMValueRef c = cg_logical_cond(cg, r->array);
        if (r->id == INTR_COUNT)
            nv = LLVMBuildAdd(cg->b, acc, LLVMBuildZExt(cg->b, c, at, ""), "");
        else if (r->id == INTR_PARITY)
            nv = LLVMBuildXor(cg->b, acc, LLVMBuildZExt(cg->b, c, at, ""), "");
        else if (r->id == INTR_ANY)
            nv = LLVMBuildOr(cg->b, acc, LLVMBuildZExt(cg->b, c, at, ""), "");
        else
            nv = LLVMBuildAnd(cg->b, acc, LLVMBuildZExt(cg->b, c, at, ""), "");
        break;
    }
    case INTR_SUM: case INTR_PRODUCT: case INTR_DOT_PRODUCT: {
        LLVMValueRef x = val(cg, r->array, r->type);
        if (r->id == INTR_DOT_PRODUCT) {
            LLVMValueRef y = val(cg, r->other, r->type);
            if (is_cplx) { /* dot_product conjugates its first argument */
                x = make_complex(cg, r->type, re_part(cg, x), LLVMBuildFNeg(cg->b, im_part(cg, x), ""));
            }
            if (is_int) {
                x = LLVMBuildMul(cg->b, x, y, "");
            } else if (r->type->kind == TY_LOGICAL) {
                x = LLVMBuildAnd(cg->b, x, y, "");
            } else if (!is_cplx) {
                x = LLVMBuildFMul(cg->b, x, y, "");
            } else {
                LLVMValueRef a = re_part(cg, x), b = im_part(cg, x), c = re_part(cg, y), d = im_part(cg, y);
                x = make_complex(cg, r->type,
                                 LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, a, c, ""), LLVMBuildFMul(cg->b, b, d, ""), ""),
                                 LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, a, d, ""), LLVMBuildFMul(cg->b, b, c, ""), ""));
            }
        }
        if (r->type->kind == TY_LOGICAL)
            nv = LLVMBuildOr(cg->b, acc, x, "");
        else if (is_int)
            nv = r->id == INTR_PRODUCT ? LLVMBuildMul(cg->b, acc, x, "") : LLVMBuildAdd(cg->b, acc, x, "");
        else if (!is_cplx)
            nv = r->id == INTR_PRODUCT ? LLVMBuildFMul(cg->b, acc, x, "") : LLVMBuildFAdd(cg->b, acc, x, "");
        else if (r->id == INTR_PRODUCT) {
            LLVMValueRef a = re_part(cg, acc), b = im_part(cg, acc), c = re_part(cg, x), d = im_part(cg, x);
            nv = make_complex(cg, r->type,
                              LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, a, c, ""), LLVMBuildFMul(cg->b, b, d, ""), ""),
                              LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, a, d, ""), LLVMBuildFMul(cg->b, b, c, ""), ""));
        } else {
            nv = make_complex(cg, r->type, LLVMBuildFAdd(cg->b, re_part(cg, acc), re_part(cg, x), ""),
                              LLVMBuildFAdd(cg->b, im_part(cg, acc), im_part(cg, x), ""));
        }
        break;
    }
    case INTR_MAXLOC: case INTR_MINLOC: {
        /* the first best element; strict comparison keeps the first */
        LLVMValueRef x = val(cg, r->array, NULL);
        bool mx = r->id == INTR_MAXLOC;
        bool xi = r->array->type->kind == TY_INTEGER;
        LLVMValueRef none = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildLoad2(cg->b, cg->t_i64, r->pos, ""),
                                          cg_const_i64(cg, 0), "");
        LLVMValueRef better = xi ? LLVMBuildICmp(cg->b, mx ? LLVMIntSGT : LLVMIntSLT, x, acc, "")
                                 : LLVMBuildFCmp(cg->b, mx ? LLVMRealOGT : LLVMRealOLT, x, acc, "");
        if (r->back) {
            LLVMValueRef same = xi ? LLVMBuildICmp(cg->b, LLVMIntEQ, x, acc, "") : LLVMBuildFCmp(cg->b, LLVMRealOEQ, x, acc, "");
            better = LLVMBuildOr(cg->b, better, LLVMBuildAnd(cg->b, r->back, same, ""), "");
        }
        LLVMValueRef take = LLVMBuildOr(cg->b, none, better, "");
        if (!xi) {
            /* a NaN is never the best, but the first element is taken whatever
             * it is (the position when all are NaN), and while the best so far
             * is a NaN any number replaces it */
            LLVMValueRef acc_nan = LLVMBuildFCmp(cg->b, LLVMRealUNO, acc, acc, "");
            LLVMValueRef x_num = LLVMBuildFCmp(cg->b, LLVMRealORD, x, x, "");
            take = LLVMBuildOr(cg->b, LLVMBuildOr(cg->b, better, none, ""), LLVMBuildAnd(cg->b, acc_nan, x_num, ""), "");
        }
        nv = LLVMBuildSelect(cg->b, take, x, acc, "");
        LLVMValueRef oldpos = LLVMBuildLoad2(cg->b, cg->t_i64, r->pos, "");
        LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, take, seen, oldpos, ""), r->pos);
        break;
    }
    case INTR_NORM2: {
        /* gfortran's scaled sum of squares: for each x /= 0, with s the
         * largest |x| so far, acc = 1 + acc*(s/|x|)**2 and s = |x| when
         * |x| > s, else acc += (|x|/s)**2; the norm is s*sqrt(acc) */
        LLVMTypeRef ft = LLVMTypeOf(acc);
        LLVMValueRef x = val(cg, r->array, r->type);
        LLVMValueRef ax = llvm_intrinsic(cg, "llvm.fabs", &ft, 1, &x, 1);
        LLVMValueRef s = LLVMBuildLoad2(cg->b, ft, r->scale, "scale");
        LLVMValueRef grow = LLVMBuildFCmp(cg->b, LLVMRealOLT, s, ax, "");
        LLVMValueRef q = LLVMBuildFDiv(cg->b, LLVMBuildSelect(cg->b, grow, s, ax, ""),
                                       LLVMBuildSelect(cg->b, grow, ax, s, ""), "");
        LLVMValueRef q2 = LLVMBuildFMul(cg->b, q, q, "");
        LLVMValueRef one = LLVMConstReal(ft, 1.0);
        LLVMValueRef up = LLVMBuildFAdd(cg->b, one, LLVMBuildFMul(cg->b, acc, q2, ""), "");
        LLVMValueRef add = LLVMBuildFAdd(cg->b, acc, q2, "");
        LLVMValueRef nz = LLVMBuildFCmp(cg->b, LLVMRealUNE, x, LLVMConstNull(ft), "");
        nv = LLVMBuildSelect(cg->b, nz, LLVMBuildSelect(cg->b, grow, up, add, ""), acc, "");
        LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, LLVMBuildAnd(cg->b, nz, grow, ""), ax, s, ""), r->scale);
        break;
    }
    case INTR_MAXVAL: case INTR_MINVAL: {
        LLVMValueRef x = val(cg, r->array, r->type);
        bool mx = r->id == INTR_MAXVAL;
        LLVMValueRef better = is_int ? LLVMBuildICmp(cg->b, mx ? LLVMIntSGT : LLVMIntSLT, x, acc, "")
                                     : LLVMBuildFCmp(cg->b, mx ? LLVMRealOGT : LLVMRealOLT, x, acc, "");
        nv = LLVMBuildSelect(cg->b, better, x, acc, "");
        if (r->taken) {
            LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 1, false), r->taken);
            LLVMValueRef ord = LLVMBuildFCmp(cg->b, LLVMRealORD, x, x, "");
            LLVMBuildStore(cg->b, LLVMBuildOr(cg->b, LLVMBuildLoad2(cg->b, cg->t_i1, r->ordered, ""), ord, ""), r->ordered);
        }
        break;
    }
    default:
        break;
    }
    if (nv)
        LLVMBuildStore(cg->b, nv, r->acc);
    if (skip) {
        LLVMBuildBr(cg->b, skip);
        LLVMPositionBuilderAtEnd(cg->b, skip);
    }
}

/* SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL (without DIM, or DIM on a
 * rank-1 array) and DOT_PRODUCT, by one scalarized loop over the argument. */
static LLVMValueRef intr_reduce(CG *cg, Node *e, IntrinsicId id)
{
    Reduction r = {.id = id, .array = arg(e, 0), .type = e->type};
    Node *dim = NULL;
    bool loc = id == INTR_MAXLOC || id == INTR_MINLOC;
    switch (id) {
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL:
    case INTR_MAXLOC: case INTR_MINLOC: case INTR_IALL: case INTR_IANY: case INTR_IPARITY:
        dim = arg(e, 1);
        r.mask = arg(e, 2);
        break;
    case INTR_COUNT: case INTR_ANY: case INTR_ALL: case INTR_NORM2: case INTR_PARITY:
        dim = arg(e, 1);
        break;
    case INTR_DOT_PRODUCT:
        r.other = arg(e, 1);
        break;
    default:
        break;
    }
    if (loc && arg(e, 4))
        r.back = cg_logical_cond(cg, arg(e, 4));
    /* sum(x, mask) with mask an absent OPTIONAL dummy: as if no MASK */
    if (is_optional_dummy(r.mask))
        r.mask_present = cg_present(cg, r.mask);
    bool along_dim = dim && r.array->rank > 1;
    if (along_dim && (!cg->elem_idx || !dim->cval)) {
        error_at(e->loc, "'%s' with DIM= of an array of rank %d is supported only with a constant DIM in an array expression",
                 intrinsic_name(id), r.array->rank);
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    if (loc)
        r.type = r.array->type; /* the best value is kept in the array's type */
    LLVMTypeRef at = cg_type(cg, r.type);
    LLVMValueRef init;
    bool is_int = r.type->kind == TY_INTEGER;
    switch (id) {
    case INTR_PRODUCT:
        if (r.type->kind == TY_COMPLEX)
            init = make_complex(cg, r.type, LLVMConstReal(cg_type(cg, type_real(r.type->kind_param)), 1.0),
                                LLVMConstNull(cg_type(cg, type_real(r.type->kind_param))));
        else
            init = is_int ? LLVMConstInt(at, 1, false) : LLVMConstReal(at, 1.0);
        break;
    case INTR_ALL:
        init = LLVMConstInt(at, 1, false);
        break;
    case INTR_IALL:
        init = LLVMConstAllOnes(at);
        break;
    case INTR_MAXVAL: case INTR_MINVAL: case INTR_MAXLOC: case INTR_MINLOC: {
        /* gfortran's results for empty arrays: -HUGE-1 / HUGE for integers,
         * -HUGE / HUGE for reals. */
        bool mx = id == INTR_MAXVAL || id == INTR_MAXLOC;
        if (is_int) {
            /* HUGE of the kind, INTEGER(16) too (two 64-bit words) */
            unsigned bits = LLVMGetIntTypeWidth(at);
            uint64_t w[2] = {UINT64_MAX, INT64_MAX};
            if (bits <= 64)
                w[0] = bits == 64 ? INT64_MAX : ((uint64_t)1 << (bits - 1)) - 1;
            LLVMValueRef maxc = LLVMConstIntOfArbitraryPrecision(at, bits > 64 ? 2 : 1, w);
            init = mx ? LLVMConstNeg(maxc) : maxc;
            if (mx)
                init = LLVMConstSub(init, LLVMConstInt(at, 1, false));
        } else if (id == INTR_MAXVAL || id == INTR_MINVAL) {
            /* as gfortran: from -Inf (+Inf), so that -Infs have the
             * maximum -Inf; no element gives -HUGE (+HUGE), only NaNs NaN */
            init = LLVMConstReal(at, mx ? -INFINITY : INFINITY);
            r.taken = cg_alloca(cg, cg->t_i1, "red.taken");
            r.ordered = cg_alloca(cg, cg->t_i1, "red.ordered");
            LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 0, false), r.taken);
            LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i1, 0, false), r.ordered);
        } else {
            double h = r.type->kind_param == 8 ? DBL_MAX : FLT_MAX;
            init = LLVMConstReal(at, mx ? -h : h);
        }
        break;
    }
    default:
        init = LLVMConstNull(at);
        break;
    }
    r.acc = cg_alloca(cg, at, "red.acc");
    LLVMBuildStore(cg->b, init, r.acc);
    if (id == INTR_NORM2) {
        r.scale = cg_alloca(cg, at, "norm2.scale");
        LLVMBuildStore(cg->b, LLVMConstReal(at, 1.0), r.scale);
    }
    if (loc) {
        r.pos = cg_alloca(cg, cg->t_i64, "loc.pos");
        r.counter = cg_alloca(cg, cg->t_i64, "loc.seen");
        LLVMBuildStore(cg->b, cg_const_i64(cg, 0), r.pos);
        LLVMBuildStore(cg->b, cg_const_i64(cg, 0), r.counter);
    }
    LLVMValueRef *outer = cg->elem_idx;
    int outer_rank = cg->elem_rank;
    LLVMValueRef ext[15];
    cg->elem_idx = NULL;
    int rank = cg_shape(cg, r.array, ext);
    cg->elem_idx = outer;
    if (rank == 0)
        return LLVMGetUndef(cg_type(cg, e->type));
    if (along_dim) {
        /* one loop along DIM; the other subscripts are the result element's */
        int dd = (int)dim->cval->i - 1;
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, ext[dd], "dim");
        LLVMValueRef idx[15];
        for (int d = 0; d < rank; d++)
            idx[d] = d < dd ? outer[d] : d > dd ? outer[d - 1] : i;
        cg->elem_idx = idx;
        cg->elem_rank = rank;
        reduce_body(cg, &r);
        cg->elem_idx = outer;
        cg->elem_rank = outer_rank;
        cg_loop_end(cg, &l);
    } else {
        cg_scalarize(cg, rank, ext, reduce_body, &r);
    }
    if (!loc && r.taken) {
        bool mx = id == INTR_MAXVAL;
        double h = r.type->kind_param == 8 ? DBL_MAX : FLT_MAX;
        LLVMValueRef none = LLVMBuildSelect(cg->b, LLVMBuildLoad2(cg->b, cg->t_i1, r.taken, ""),
                                            LLVMConstReal(at, NAN), LLVMConstReal(at, mx ? -h : h), "");
        return LLVMBuildSelect(cg->b, LLVMBuildLoad2(cg->b, cg->t_i1, r.ordered, ""),
                               LLVMBuildLoad2(cg->b, at, r.acc, ""), none, "");
    }
    if (id == INTR_NORM2) {
        LLVMValueRef ssq = LLVMBuildLoad2(cg->b, at, r.acc, "");
        return LLVMBuildFMul(cg->b, llvm_intrinsic(cg, "llvm.sqrt", &at, 1, &ssq, 1),
                             LLVMBuildLoad2(cg->b, at, r.scale, ""), "norm2");
    }
    if (!loc)
        return LLVMBuildLoad2(cg->b, at, r.acc, "");
    LLVMValueRef pos = LLVMBuildLoad2(cg->b, cg->t_i64, r.pos, "pos");
    if (dim || rank == 1 || !outer) {
        if (!dim && rank > 1)
            error_at(e->loc, "'%s' of an array of rank %d is supported only in an array expression",
                     intrinsic_name(id), rank);
        return LLVMBuildIntCast2(cg->b, pos, cg_type(cg, e->type), true, "");
    }
    /* Without DIM the result is the subscript vector of the best element:
     * element k is ((pos-1) / (ext0*...*ext(k-1))) mod ext(k) + 1. */
    LLVMValueRef lin = LLVMBuildSub(cg->b, pos, cg_const_i64(cg, 1), "");
    LLVMValueRef sub[15] = {0};
    for (int d = 0; d < rank; d++) {
        /* a zero extent (no element found: pos 0) must not divide */
        LLVMValueRef x = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, ext[d], cg_const_i64(cg, 0), ""),
                                         cg_const_i64(cg, 1), ext[d], "");
        sub[d] = LLVMBuildAdd(cg->b, LLVMBuildSRem(cg->b, lin, x, ""), cg_const_i64(cg, 1), "");
        lin = LLVMBuildSDiv(cg->b, lin, x, "");
    }
    LLVMValueRef k = outer[0], res = sub[0];
    for (int d = 1; d < rank; d++)
        res = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, k, cg_const_i64(cg, d), ""), sub[d], res, "");
    LLVMValueRef found = LLVMBuildICmp(cg->b, LLVMIntNE, pos, cg_const_i64(cg, 0), "");
    res = LLVMBuildSelect(cg->b, found, res, cg_const_i64(cg, 0), "");
    return LLVMBuildIntCast2(cg->b, res, cg_type(cg, e->type), true, "");
}

/* ------------------------------------------------------------------ */
/* Array-valued inquiries and transformations, one element at a time   */
/* ------------------------------------------------------------------ */

/* The scalarizer asks for one element of an array-valued intrinsic: the
 * 0-based result indices are cg->elem_idx. */

static LLVMValueRef at_index(CG *cg, Node *a, LLVMValueRef *idx, int rank)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = idx;
    cg->elem_rank = rank;
    LLVMValueRef v = cg_expr(cg, a);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return v;
}

/* ... a logical expression's element as i1 */
static LLVMValueRef at_index_cond(CG *cg, Node *a, LLVMValueRef *idx, int rank)
{
    return cg_to_bool(cg, at_index(cg, a, idx, rank));
}

/* Element k of LBOUND(a)/UBOUND(a)/SHAPE(a). */
static LLVMValueRef bound_element(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0);
    if (cg_is_assumed_rank(a))
        return cg_ar_bound_element(cg, id, a, cg->elem_idx[0], e->type);
    LLVMValueRef v[15] = {0};
    LLVMValueRef *save = cg->elem_idx;
    LLVMValueRef k = save[0];
    cg->elem_idx = NULL;
    int rank = bound_values(cg, a, id, v);
    cg->elem_idx = save;
    if (rank == 0)
        return LLVMGetUndef(cg_type(cg, e->type));
    LLVMValueRef r = v[0];
    for (int d = 1; d < rank; d++)
        r = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, k, cg_const_i64(cg, d), ""), v[d], r, "");
    return LLVMBuildIntCast2(cg->b, r, cg_type(cg, e->type), true, "");
}

/* Extents of RESHAPE's result: the values of its SHAPE argument. */
static int reshape_extents(CG *cg, Node *e, LLVMValueRef *ext)
{
    Node *shape = arg(e, 1);
    LLVMValueRef sext[15];
    /* sema took the result's rank from SHAPE's (constant) size */
    int n = e->rank;
    if (!shape || n < 1 || n > 15 || cg_shape(cg, shape, sext) != 1) {
        error_at(e->loc, "RESHAPE needs a SHAPE argument of constant size");
        return 0;
    }
    for (int d = 0; d < n && d < 15; d++) {
        LLVMValueRef i = cg_const_i64(cg, d);
        LLVMValueRef v = at_index(cg, shape, &i, 1);
        ext[d] = LLVMBuildIntCast2(cg->b, v, cg->t_i64, true, "");
    }
    return n;
}

/* Element of RESHAPE(source, shape): the source element at the same
 * position in array element order (PAD= and ORDER= are not supported). */
static LLVMValueRef reshape_element(CG *cg, Node *e)
{
    if (arg(e, 2) || arg(e, 3)) {
        error_at(e->loc, "RESHAPE with PAD= or ORDER= is not supported yet");
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    LLVMValueRef *idx = cg->elem_idx;
    int rank = e->rank;
    cg->elem_idx = NULL;
    LLVMValueRef ext[15], sext[15];
    int rrank = reshape_extents(cg, e, ext);
    Node *src = arg(e, 0);
    int srank = cg_shape(cg, src, sext);
    cg->elem_idx = idx;
    if (rrank != rank || srank == 0)
        return LLVMGetUndef(cg_type(cg, e->type));
    LLVMValueRef lin = idx[rank - 1];
    for (int d = rank - 2; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, ext[d], ""), idx[d], "");
    LLVMValueRef sidx[15];
    for (int d = 0; d < srank; d++) {
        if (d == srank - 1) {
            sidx[d] = lin;
        } else {
            sidx[d] = LLVMBuildSRem(cg->b, lin, sext[d], "");
            lin = LLVMBuildSDiv(cg->b, lin, sext[d], "");
        }
    }
    return at_index(cg, src, sidx, srank);
}

/* Element (i,j) of MATMUL: the sum over k of a(i,k)*b(k,j), for the
 * matrix-matrix, vector-matrix and matrix-vector forms. */
LLVMValueRef cg_matmul_element(CG *cg, Node *e)
{
    Node *a = arg(e, 0), *b = arg(e, 1);
    LLVMValueRef *idx = cg->elem_idx;
    LLVMValueRef ae[15], be[15];
    cg->elem_idx = NULL;
    int ar = cg_shape(cg, a, ae), br = cg_shape(cg, b, be);
    cg->elem_idx = idx;
    if (!ar || !br)
        return LLVMGetUndef(cg_type(cg, e->type));
    Type *t = e->type;
    LLVMTypeRef lt = cg_type(cg, t);
    LLVMValueRef acc = cg_alloca(cg, lt, "matmul.acc");
    LLVMBuildStore(cg->b, LLVMConstNull(lt), acc);
    LLVMValueRef m = ae[ar - 1];
    CgCountedLoop l;
    LLVMValueRef k = cg_loop_begin(cg, &l, m, "matmul");
    LLVMValueRef ia[2], ib[2];
    if (ar == 2) { ia[0] = idx[0]; ia[1] = k; } else { ia[0] = k; }
    if (br == 2) { ib[0] = k; ib[1] = ar == 2 ? idx[1] : idx[0]; } else { ib[0] = k; }
    LLVMValueRef x = at_index(cg, a, ia, ar), y = at_index(cg, b, ib, br);
    if (!type_equal(a->type, t)) x = cg_convert(cg, x, a->type, t);
    if (!type_equal(b->type, t)) y = cg_convert(cg, y, b->type, t);
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, lt, acc, ""), nv;
    switch (t->kind) {
    case TY_INTEGER: nv = LLVMBuildAdd(cg->b, cur, LLVMBuildMul(cg->b, x, y, ""), ""); break;
    case TY_LOGICAL: nv = LLVMBuildOr(cg->b, cur, LLVMBuildAnd(cg->b, x, y, ""), ""); break;
    case TY_COMPLEX: {
        LLVMValueRef p = re_part(cg, x), q = im_part(cg, x), r = re_part(cg, y), u = im_part(cg, y);
        nv = make_complex(cg, t,
                          LLVMBuildFAdd(cg->b, re_part(cg, cur), LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, p, r, ""), LLVMBuildFMul(cg->b, q, u, ""), ""), ""),
                          LLVMBuildFAdd(cg->b, im_part(cg, cur), LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, p, u, ""), LLVMBuildFMul(cg->b, q, r, ""), ""), ""));
        break;
    }
    default: nv = LLVMBuildFAdd(cg->b, cur, LLVMBuildFMul(cg->b, x, y, ""), ""); break;
    }
    LLVMBuildStore(cg->b, nv, acc);
    cg_loop_end(cg, &l);
    return LLVMBuildLoad2(cg->b, lt, acc, "matmul");
}

/* Element of CSHIFT/EOSHIFT(array, shift, [boundary,] dim): the element
 * 'shift' places further along DIM, wrapped around (CSHIFT) or replaced by
 * the boundary (EOSHIFT: 0, .FALSE. or blanks by default). */
static LLVMValueRef shift_element(CG *cg, Node *e, bool circular)
{
    Node *a = arg(e, 0), *dimn = circular ? arg(e, 2) : arg(e, 3);
    int rank = e->rank;
    int dd = dimn ? (dimn->cval ? (int)dimn->cval->i - 1 : -1) : 0;
    if (dd < 0 || dd >= rank || (arg(e, 1) && arg(e, 1)->rank > 0) || a->type->kind == TY_CHARACTER) {
        error_at(e->loc, "'%s' with an array SHIFT, a non-constant DIM or characters is not supported yet",
                 intrinsic_name(e->op));
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    LLVMValueRef *idx = cg->elem_idx;
    LLVMValueRef ext[15];
    cg->elem_idx = NULL;
    cg_shape(cg, a, ext);
    LLVMValueRef sh = cg_expr_i64(cg, arg(e, 1));
    cg->elem_idx = idx;
    LLVMValueRef n = ext[dd];
    LLVMValueRef j = LLVMBuildAdd(cg->b, idx[dd], sh, "");
    LLVMValueRef sidx[15];
    for (int d = 0; d < rank; d++)
        sidx[d] = idx[d];
    if (circular) {
        LLVMValueRef r = LLVMBuildSRem(cg->b, j, n, "");
        LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, r, cg_const_i64(cg, 0), "");
        sidx[dd] = LLVMBuildSelect(cg->b, neg, LLVMBuildAdd(cg->b, r, n, ""), r, "");
        return at_index(cg, a, sidx, rank);
    }
    LLVMValueRef in = LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, j, cg_const_i64(cg, 0), ""),
                                   LLVMBuildICmp(cg->b, LLVMIntSLT, j, n, ""), "");
    LLVMBasicBlockRef inb = cg_new_block(cg, "eoshift.in"), outb = cg_new_block(cg, "eoshift.out");
    LLVMBasicBlockRef done = cg_new_block(cg, "eoshift.done");
    LLVMBuildCondBr(cg->b, in, inb, outb);
    LLVMPositionBuilderAtEnd(cg->b, inb);
    sidx[dd] = j;
    LLVMValueRef v1 = at_index(cg, a, sidx, rank);
    LLVMBasicBlockRef inend = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, outb);
    LLVMValueRef v2 = arg(e, 2) ? val(cg, arg(e, 2), e->type) : LLVMConstNull(cg_type(cg, e->type));
    LLVMBasicBlockRef outend = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    LLVMValueRef phi = LLVMBuildPhi(cg->b, cg_type(cg, e->type), "eoshift");
    LLVMValueRef vals[2] = {v1, v2};
    LLVMBasicBlockRef bbs[2] = {inend, outend};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* Element of SPREAD(source, dim, ncopies): the source element without the
 * DIM subscript. */
static LLVMValueRef spread_element(CG *cg, Node *e)
{
    Node *src = arg(e, 0), *dimn = arg(e, 1);
    if (!dimn || !dimn->cval || src->type->kind == TY_CHARACTER) {
        error_at(e->loc, "SPREAD with a non-constant DIM or characters is not supported yet");
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    int dd = (int)dimn->cval->i - 1;
    if (src->rank == 0)
        return val(cg, src, e->type);
    LLVMValueRef sidx[15];
    int k = 0;
    for (int d = 0; d < e->rank; d++)
        if (d != dd)
            sidx[k++] = cg->elem_idx[d];
    return at_index(cg, src, sidx, src->rank);
}


/* PACK and UNPACK in device code, which has no libgfortran (on the GPU;
 * emulated device code takes the same path so that the emulator runs what
 * the GPU runs): each result element walks the mask in array element order.
 * The walk makes a whole PACK or UNPACK quadratic in the mask's size, which
 * suits the small local and shared arrays of device code. */

/* The mask's value at linear position j (0-based, array element order) of
 * an array of the given extents; a scalar mask is the same everywhere. */
static LLVMValueRef mask_at_linear(CG *cg, Node *m, LLVMValueRef j, LLVMValueRef *ext, int rank)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    LLVMValueRef idx[15];
    for (int d = 0; d < rank; d++) {
        idx[d] = d == rank - 1 ? j : LLVMBuildSRem(cg->b, j, ext[d], "");
        if (d < rank - 1)
            j = LLVMBuildSDiv(cg->b, j, ext[d], "");
    }
    cg->elem_idx = m->rank > 0 ? idx : NULL;
    cg->elem_rank = m->rank;
    LLVMValueRef c = cg_logical_cond(cg, m);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return c;
}

/* Number of elements (i64) of the extents. */
static LLVMValueRef extents_size(CG *cg, LLVMValueRef *ext, int rank)
{
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < rank; d++)
        n = LLVMBuildMul(cg->b, n, ext[d], "");
    return n;
}

/* The number of true mask elements among the first n positions. */
static LLVMValueRef mask_count_before(CG *cg, Node *m, LLVMValueRef n, LLVMValueRef *ext, int rank)
{
    LLVMValueRef cnt = cg_alloca(cg, cg->t_i64, "mask.count");
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), cnt);
    CgCountedLoop l;
    LLVMValueRef j = cg_loop_begin(cg, &l, n, "mask.walk");
    LLVMValueRef c = LLVMBuildZExt(cg->b, mask_at_linear(cg, m, j, ext, rank), cg->t_i64, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, cnt, ""), c, ""), cnt);
    cg_loop_end(cg, &l);
    return LLVMBuildLoad2(cg->b, cg->t_i64, cnt, "mask.count");
}

static bool device_pack_form(CG *cg, Node *e)
{
    return cg_is_device_target(cg) && (e->op == INTR_PACK || e->op == INTR_UNPACK) &&
           e->type->kind != TY_CHARACTER;
}

/* PACK's extent: SIZE(vector), or the number of true mask elements. */
static int pack_extents(CG *cg, Node *e, LLVMValueRef *ext)
{
    Node *a = arg(e, 0), *m = arg(e, 1), *v = arg(e, 2);
    LLVMValueRef *save = cg->elem_idx, aext[15], vext[15];
    cg->elem_idx = NULL;
    if (v && cg_shape(cg, v, vext) == 1) {
        ext[0] = vext[0];
    } else {
        int ar = cg_shape(cg, a, aext);
        ext[0] = mask_count_before(cg, m, extents_size(cg, aext, ar), aext, ar);
    }
    cg->elem_idx = save;
    return 1;
}

/* Element k of PACK(array, mask [, vector]): the array element at the
 * (k+1)-th true mask position, else VECTOR(k). */
static LLVMValueRef pack_element(CG *cg, Node *e)
{
    Node *a = arg(e, 0), *m = arg(e, 1), *v = arg(e, 2);
    LLVMValueRef k = cg->elem_idx[0], *save = cg->elem_idx, aext[15];
    LLVMTypeRef lt = cg_type(cg, e->type);
    cg->elem_idx = NULL;
    int ar = cg_shape(cg, a, aext);
    cg->elem_idx = save;
    LLVMValueRef res = cg_alloca(cg, lt, "pack.elem"), cnt = cg_alloca(cg, cg->t_i64, "pack.seen");
    LLVMBuildStore(cg->b, LLVMConstNull(lt), res);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), cnt);
    CgCountedLoop l;
    LLVMValueRef j = cg_loop_begin(cg, &l, extents_size(cg, aext, ar), "pack.walk");
    LLVMBasicBlockRef hit = cg_new_block(cg, "pack.hit"), take = cg_new_block(cg, "pack.take"),
                      next = cg_new_block(cg, "pack.next");
    LLVMBuildCondBr(cg->b, mask_at_linear(cg, m, j, aext, ar), hit, next);
    LLVMPositionBuilderAtEnd(cg->b, hit);
    LLVMValueRef seen = LLVMBuildLoad2(cg->b, cg->t_i64, cnt, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, seen, cg_const_i64(cg, 1), ""), cnt);
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, seen, k, ""), take, next);
    LLVMPositionBuilderAtEnd(cg->b, take);
    LLVMValueRef aidx[15], jj = j;
    for (int d = 0; d < ar; d++) {
        aidx[d] = d == ar - 1 ? jj : LLVMBuildSRem(cg->b, jj, aext[d], "");
        if (d < ar - 1)
            jj = LLVMBuildSDiv(cg->b, jj, aext[d], "");
    }
    LLVMBuildStore(cg->b, at_index(cg, a, aidx, ar), res);
    LLVMBuildBr(cg->b, next);
    LLVMPositionBuilderAtEnd(cg->b, next);
    cg_loop_end(cg, &l);
    if (v) {
        LLVMBasicBlockRef tail = cg_new_block(cg, "pack.vector"), done = cg_new_block(cg, "pack.done");
        LLVMValueRef found = LLVMBuildICmp(cg->b, LLVMIntSGT, LLVMBuildLoad2(cg->b, cg->t_i64, cnt, ""), k, "");
        LLVMBuildCondBr(cg->b, found, done, tail);
        LLVMPositionBuilderAtEnd(cg->b, tail);
        LLVMBuildStore(cg->b, val(cg, v, e->type), res);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
    return LLVMBuildLoad2(cg->b, lt, res, "pack");
}

/* Element of UNPACK(vector, mask, field) at the current position of the
 * mask's shape: VECTOR(p) where the mask is true, p being the number of true
 * mask elements before this position, else FIELD's element (or scalar). */
static LLVMValueRef unpack_element(CG *cg, Node *e)
{
    Node *v = arg(e, 0), *m = arg(e, 1), *f = arg(e, 2);
    LLVMValueRef *idx = cg->elem_idx, mext[15];
    int rank = e->rank;
    LLVMTypeRef lt = cg_type(cg, e->type);
    cg->elem_idx = NULL;
    cg_shape(cg, m, mext);
    cg->elem_idx = idx;
    LLVMValueRef lin = idx[rank - 1];
    for (int d = rank - 2; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, mext[d], ""), idx[d], "");
    LLVMValueRef res = cg_alloca(cg, lt, "unpack.elem");
    LLVMBasicBlockRef from_v = cg_new_block(cg, "unpack.vector"), from_f = cg_new_block(cg, "unpack.field"),
                      done = cg_new_block(cg, "unpack.done");
    LLVMBuildCondBr(cg->b, at_index_cond(cg, m, idx, rank), from_v, from_f);
    LLVMPositionBuilderAtEnd(cg->b, from_v);
    LLVMValueRef p = mask_count_before(cg, m, lin, mext, rank);
    LLVMBuildStore(cg->b, at_index(cg, v, &p, 1), res);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, from_f);
    LLVMBuildStore(cg->b, f->rank > 0 ? at_index(cg, f, idx, rank) : val(cg, f, e->type), res);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildLoad2(cg->b, lt, res, "unpack");
}

/* MASK's value at the current element, where MASK is an OPTIONAL dummy:
 * absent, it is .true. everywhere (as if no MASK were given) and is not
 * read. */
static LLVMValueRef optional_mask_cond(CG *cg, Node *mask)
{
    LLVMValueRef present = cg_present(cg, mask);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b), test = cg_new_block(cg, "mask.present"),
                      join = cg_new_block(cg, "mask.join");
    LLVMBuildCondBr(cg->b, present, test, join);
    LLVMPositionBuilderAtEnd(cg->b, test);
    LLVMValueRef c = cg_logical_cond(cg, mask);
    LLVMBasicBlockRef end = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, join);
    LLVMPositionBuilderAtEnd(cg->b, join);
    LLVMValueRef phi = LLVMBuildPhi(cg->b, cg->t_i1, "mask");
    LLVMValueRef vals[2] = {LLVMConstInt(cg->t_i1, 1, false), c};
    LLVMBasicBlockRef bbs[2] = {from, end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* FINDLOC(array, value [, dim] [, mask] [, kind] [, back]) of a rank-1
 * array: the first (or with BACK, last) position equal to VALUE, or 0. */
static LLVMValueRef intr_findloc(CG *cg, Node *e)
{
    Node *a = arg(e, 0), *v = arg(e, 1), *mask = arg(e, 3), *back = arg(e, 5);
    if (a->rank != 1) {
        error_at(e->loc, "FINDLOC of an array of rank %d is not supported yet", a->rank);
        return LLVMGetUndef(cg_type(cg, e->type));
    }
    LLVMValueRef ext[15];
    LLVMValueRef *outer = cg->elem_idx;
    cg->elem_idx = NULL;
    cg_shape(cg, a, ext);
    bool is_char = a->type->kind == TY_CHARACTER;
    LLVMValueRef want = NULL, wp = NULL, wl = NULL;
    if (is_char)
        cg_char_expr(cg, v, &wp, &wl);
    else
        want = val(cg, v, a->type);
    LLVMValueRef last = back ? cg_logical_cond(cg, back) : LLVMConstInt(cg->t_i1, 0, false);
    LLVMValueRef pos = cg_alloca(cg, cg->t_i64, "findloc.pos");
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), pos);
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, ext[0], "findloc");
    cg->elem_idx = &i;
    cg->elem_rank = 1;
    LLVMValueRef eq;
    if (is_char) {
        LLVMValueRef ep, el;
        cg_char_expr(cg, a, &ep, &el);
        eq = LLVMBuildICmp(cg->b, LLVMIntEQ, cg_char_compare_values(cg, ep, el, wp, wl), cg_const_i32(cg, 0), "");
    } else {
        LLVMValueRef x = cg_expr(cg, a);
        switch (a->type->kind) {
        case TY_REAL: eq = LLVMBuildFCmp(cg->b, LLVMRealOEQ, x, want, ""); break;
        case TY_COMPLEX:
            eq = LLVMBuildAnd(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOEQ, re_part(cg, x), re_part(cg, want), ""),
                              LLVMBuildFCmp(cg->b, LLVMRealOEQ, im_part(cg, x), im_part(cg, want), ""), "");
            break;
        case TY_LOGICAL:
            eq = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildICmp(cg->b, LLVMIntNE, x, LLVMConstNull(LLVMTypeOf(x)), ""),
                               LLVMBuildICmp(cg->b, LLVMIntNE, want, LLVMConstNull(LLVMTypeOf(want)), ""), "");
            break;
        default: eq = LLVMBuildICmp(cg->b, LLVMIntEQ, x, want, ""); break;
        }
    }
    if (mask)
        eq = LLVMBuildAnd(cg->b, eq, is_optional_dummy(mask) ? optional_mask_cond(cg, mask) : cg_logical_cond(cg, mask), "");
    cg->elem_idx = outer;
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_i64, pos, "");
    LLVMValueRef first = LLVMBuildOr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, cur, cg_const_i64(cg, 0), ""), last, "");
    LLVMValueRef take = LLVMBuildAnd(cg->b, eq, first, "");
    LLVMValueRef i1 = LLVMBuildAdd(cg->b, i, cg_const_i64(cg, 1), "");
    LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, take, i1, cur, ""), pos);
    cg_loop_end(cg, &l);
    return LLVMBuildIntCast2(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, pos, ""), cg_type(cg, e->type), true, "");
}

/* Extents of a non-elemental array-valued intrinsic whose shape is not
 * that of its first array argument; 0 when not one of those. */
int cg_intrinsic_shape(CG *cg, Node *e, LLVMValueRef *ext)
{
    int lr = cg_intrinsic_lib_shape(cg, e, ext);
    if (lr)
        return lr;
    switch (e->op) {
    case INTR_LBOUND: case INTR_UBOUND: case INTR_SHAPE:
        if (arg(e, 1))
            return 0;
        ext[0] = cg_is_assumed_rank(arg(e, 0)) ? cg_ar_shape_extent(cg, arg(e, 0)) : cg_const_i64(cg, arg(e, 0)->rank);
        return 1;
    case INTR_FINDLOC:
        if (arg(e, 2))
            return 0;
        ext[0] = cg_const_i64(cg, arg(e, 0)->rank);
        return 1;
    case INTR_MAXLOC: case INTR_MINLOC:
        if (!arg(e, 1)) {
            ext[0] = cg_const_i64(cg, arg(e, 0)->rank);
            return 1;
        }
        /* fall through */
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_COUNT:
    case INTR_ANY: case INTR_ALL: case INTR_NORM2: case INTR_IALL: case INTR_IANY: case INTR_IPARITY:
    case INTR_PARITY: {
        /* with DIM: the array's shape without that dimension */
        Node *dim = arg(e, 1);
        if (!dim || !dim->cval || e->rank == 0)
            return 0;
        LLVMValueRef a[15];
        int r = cg_shape(cg, arg(e, 0), a), n = 0;
        for (int d = 0; d < r; d++)
            if (d != (int)dim->cval->i - 1)
                ext[n++] = a[d];
        return n;
    }
    case INTR_RESHAPE:
        return reshape_extents(cg, e, ext);
    case INTR_PACK:
        return device_pack_form(cg, e) ? pack_extents(cg, e, ext) : 0;
    case INTR_UNPACK:
        return device_pack_form(cg, e) ? cg_shape(cg, arg(e, 1), ext) : 0;
    case INTR_CSHIFT: case INTR_EOSHIFT:
        return cg_shape(cg, arg(e, 0), ext);
    case INTR_SPREAD: {
        Node *dimn = arg(e, 1), *nc = arg(e, 2);
        if (!dimn || !dimn->cval || !nc)
            return 0;
        LLVMValueRef a[15];
        int r = arg(e, 0)->rank ? cg_shape(cg, arg(e, 0), a) : 0, n = 0;
        int dd = (int)dimn->cval->i - 1;
        for (int d = 0; d <= r; d++) {
            if (d == dd) {
                LLVMValueRef c = cg_expr_i64(cg, nc);
                ext[n++] = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, c, cg_const_i64(cg, 0), ""),
                                           cg_const_i64(cg, 0), c, "");
            }
            if (d < r)
                ext[n++] = a[d];
        }
        return n;
    }
    case INTR_MATMUL: {
        LLVMValueRef a[15], b[15];
        int ar = cg_shape(cg, arg(e, 0), a), br = cg_shape(cg, arg(e, 1), b);
        if (ar == 2 && br == 2) {
            ext[0] = a[0];
            ext[1] = b[1];
            return 2;
        }
        ext[0] = ar == 2 ? a[0] : b[br - 1];
        return 1;
    }
    case INTR_TRANSPOSE: {
        LLVMValueRef m[15];
        if (cg_shape(cg, arg(e, 0), m) != 2)
            return 0;
        ext[0] = m[1];
        ext[1] = m[0];
        return 2;
    }
    default:
        return 0;
    }
}

static LLVMValueRef array_intrinsic_element(CG *cg, Node *e, IntrinsicId id)
{
    LLVMValueRef lv;
    if (cg_intrinsic_lib_element(cg, e, &lv))
        return lv;
    switch (id) {
    case INTR_LBOUND: case INTR_UBOUND: case INTR_SHAPE:
        return bound_element(cg, e, id);
    case INTR_RESHAPE:
        return reshape_element(cg, e);
    case INTR_MATMUL:
        return cg_matmul_element(cg, e);
    case INTR_CSHIFT: case INTR_EOSHIFT:
        return shift_element(cg, e, id == INTR_CSHIFT);
    case INTR_SPREAD:
        return spread_element(cg, e);
    case INTR_PACK:
        return device_pack_form(cg, e) ? pack_element(cg, e) : NULL;
    case INTR_UNPACK:
        return device_pack_form(cg, e) ? unpack_element(cg, e) : NULL;
    case INTR_TRANSPOSE: {
        LLVMValueRef sw[2] = {cg->elem_idx[1], cg->elem_idx[0]};
        return at_index(cg, arg(e, 0), sw, 2);
    }
    default:
        return NULL;
    }
}

/* ASSOCIATED(pointer [, target]): the pointer's data address is not NULL
 * and, with a target, equals the target's address (arrays: same first
 * element and same extents, as gfortran checks). */
static LLVMValueRef intr_associated(CG *cg, Node *e)
{
    Node *p = arg(e, 0), *t = arg(e, 1);
    Symbol *ps = p->kind == N_NAME && p->sym ? cg_ultimate(p->sym) : NULL;
    if ((ps && ps->kind == SYM_PROCEDURE) || (p->kind == N_COMPONENT && p->sym && p->sym->proc)) {
        /* a procedure pointer (variable, dummy or component): its target */
        LLVMValueRef pv = cg_proc_target(cg, p);
        LLVMValueRef set = LLVMBuildICmp(cg->b, LLVMIntNE, pv, LLVMConstNull(cg->t_ptr), "");
        if (!t || t->kind == N_NULL_PTR || (t->kind == N_INTRINSIC_CALL && t->op == INTR_NULL))
            return set;
        LLVMValueRef tv = cg_proc_target(cg, t);
        return LLVMBuildAnd(cg->b, set, LLVMBuildICmp(cg->b, LLVMIntEQ, pv, tv, ""), "associated");
    }
    LLVMValueRef assoc, fa = NULL;
    if (p->kind == N_FUNC_CALL) {
        /* a POINTER function's result: its target's address (one call) */
        fa = p->rank > 0 ? LLVMBuildLoad2(cg->b, cg->t_ptr, cg_pointer_target_desc(cg, p), "") : cg_addr(cg, p);
        assoc = LLVMBuildIsNotNull(cg->b, fa, "");
    } else
        assoc = cg_allocated(cg, p);
    if (!t || t->kind == N_NULL_PTR)
        return assoc;
    LLVMValueRef same;
    if (p->rank > 0) {
        /* the target as pointer assignment views it (substring sections too) */
        LLVMValueRef pd = cg_pointer_target_desc(cg, p), td = cg_pointer_target_desc(cg, t);
        if (!pd)
            pd = cg_make_desc(cg, p);
        if (!td)
            td = cg_make_desc(cg, t);
        LLVMValueRef pb = LLVMBuildLoad2(cg->b, cg->t_ptr, pd, ""), tb = LLVMBuildLoad2(cg->b, cg->t_ptr, td, "");
        same = LLVMBuildICmp(cg->b, LLVMIntEQ, pb, tb, "");
        LLVMValueRef pe[15], te[15];
        int pr = cg_shape(cg, p, pe), tr = cg_shape(cg, t, te);
        LLVMValueRef zero = LLVMConstInt(cg->t_i64, 0, 0);
        for (int d = 0; d < pr && d < tr; d++) {
            same = LLVMBuildAnd(cg->b, same, LLVMBuildICmp(cg->b, LLVMIntEQ, pe[d], te[d], ""), "");
            /* a zero-sized target is never associated (F2018 16.9.16) */
            same = LLVMBuildAnd(cg->b, same, LLVMBuildICmp(cg->b, LLVMIntSGT, pe[d], zero, ""), "");
            /* the same elements: equal byte strides where the extent is not 1 */
            LLVMValueRef ps = LLVMBuildMul(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, pd, pr, d, 0), ""),
                                           LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, pd, pr, 3), ""), "");
            LLVMValueRef ts = LLVMBuildMul(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, td, tr, d, 0), ""),
                                           LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, td, tr, 3), ""), "");
            LLVMValueRef one = LLVMBuildICmp(cg->b, LLVMIntEQ, pe[d], LLVMConstInt(cg->t_i64, 1, 0), "");
            same = LLVMBuildAnd(cg->b, same, LLVMBuildOr(cg->b, one, LLVMBuildICmp(cg->b, LLVMIntEQ, ps, ts, ""), ""), "");
        }
    } else if (p->type && p->type->kind == TY_CHARACTER) {
        /* same address, and not a zero-length storage sequence */
        LLVMValueRef pa, pl, ta, tl;
        cg_char_expr(cg, p, &pa, &pl);
        cg_char_expr(cg, t, &ta, &tl);
        same = LLVMBuildICmp(cg->b, LLVMIntEQ, pa, ta, "");
        same = LLVMBuildAnd(cg->b, same, LLVMBuildICmp(cg->b, LLVMIntNE, cg_char_len_i64(cg, pl),
                                                       LLVMConstInt(cg->t_i64, 0, 0), ""), "");
    } else {
        LLVMValueRef pa = fa ? fa : cg_addr(cg, p), ta = cg_addr(cg, t);
        same = LLVMBuildICmp(cg->b, LLVMIntEQ, pa, ta, "");
    }
    return LLVMBuildAnd(cg->b, assoc, same, "associated");
}

/* ------------------------------------------------------------------ */
/* ISO_C_BINDING: TYPE(C_PTR) is a struct holding an integer(8) address */
/* ------------------------------------------------------------------ */

static LLVMValueRef cptr_value(CG *cg, Type *t, LLVMValueRef addr)
{
    LLVMValueRef v = LLVMGetUndef(cg_type(cg, t));
    return LLVMBuildInsertValue(cg->b, v, LLVMBuildPtrToInt(cg->b, addr, cg->t_i64, ""), 0, "cptr");
}

static LLVMValueRef cptr_address(CG *cg, Node *a)
{
    /* TYPE(C_PTR) holds the address; cudafor's TYPE(C_DEVPTR) holds a C_PTR */
    LLVMValueRef v = cg_expr(cg, a);
    while (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMStructTypeKind)
        v = LLVMBuildExtractValue(cg->b, v, 0, "address");
    return v;
}

/* Address of the first element of an array argument, or of a scalar. */
static LLVMValueRef data_address(CG *cg, Node *a)
{
    if (cg_is_assumed_rank(a))
        return LLVMBuildLoad2(cg->b, cg->t_ptr, cg_ar_desc(cg, a), "base");
    if (a->rank > 0) {
        LLVMValueRef d = cg_make_desc(cg, a);
        return LLVMBuildLoad2(cg->b, cg->t_ptr, d, "base");
    }
    if (a->type && a->type->kind == TY_CHARACTER) {
        LLVMValueRef p, l;
        cg_char_expr(cg, a, &p, &l);
        return p;
    }
    return cg_addr(cg, a);
}

static LLVMValueRef intr_c_binding(CG *cg, Node *e, IntrinsicId id)
{
    Node *a = arg(e, 0);
    switch (id) {
    case INTR_C_LOC:
        return cptr_value(cg, e->type, data_address(cg, a));
    case INTR_LOC:
        return LLVMBuildPtrToInt(cg->b, data_address(cg, a), cg->t_i64, "loc");
    case INTR_C_DEVLOC: {
        /* TYPE(c_devptr) holds one TYPE(c_ptr) */
        LLVMTypeRef t = cg_type(cg, e->type);
        LLVMValueRef inner = LLVMBuildInsertValue(cg->b, LLVMGetUndef(LLVMStructGetTypeAtIndex(t, 0)),
                                                  LLVMBuildPtrToInt(cg->b, data_address(cg, a), cg->t_i64, ""), 0, "");
        return LLVMBuildInsertValue(cg->b, LLVMGetUndef(t), inner, 0, "devptr");
    }
    case INTR_C_FUNLOC:
        return cptr_value(cg, e->type, cg_proc_fn(cg, cg_ultimate(a->sym)));
    case INTR_C_ASSOCIATED: {
        LLVMValueRef p = cptr_address(cg, a);
        LLVMValueRef r = LLVMBuildICmp(cg->b, LLVMIntNE, p, cg_const_i64(cg, 0), "");
        if (arg(e, 1))
            r = LLVMBuildAnd(cg->b, r, LLVMBuildICmp(cg->b, LLVMIntEQ, p, cptr_address(cg, arg(e, 1)), ""), "");
        return to_logical(cg, r, e->type);
    }
    case INTR_C_SIZEOF: case INTR_STORAGE_SIZE: {
        LLVMValueRef len = NULL;
        if (a->type->kind == TY_CHARACTER) {
            LLVMValueRef p;
            cg_char_expr(cg, a, &p, &len);
            len = cg_char_len_i64(cg, len);
        }
        LLVMValueRef n = cg_elem_size(cg, a->type, len);
        Symbol *as = a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
        bool ar = cg_is_assumed_rank(a);
        if (as && as->kind == SYM_VARIABLE && (ar || (a->type == type_assumed() && a->rank > 0)))
            n = cg_ar_elem_len(cg, cg_var(cg, as)->addr); /* TYPE(*), DIMENSION(..): the descriptor's */
        else if (a->type->kind == TY_DERIVED && a->type->polymorphic && !ar &&
                 (a->rank == 0 || (as && as->kind == SYM_VARIABLE && a->kind == N_NAME) || cg_class_array_of(cg, a))) {
            /* CLASS(t): the dynamic type's size, from its vtable */
            n = cg_vtab_size(cg, a->rank == 0 ? cg_class_vptr(cg, cg_class_container(cg, a)) : cg_class_array_expr_vptr(cg, a));
        }
        if (id == INTR_C_SIZEOF && ar)
            n = LLVMBuildMul(cg->b, n, cg_ar_inquiry(cg, INTR_SIZE, a, NULL, type_int(8)), "");
        if (id == INTR_STORAGE_SIZE) /* the bits of one element */
            n = LLVMBuildMul(cg->b, n, cg_const_i64(cg, 8), "");
        else if (a->rank > 0) {
            LLVMValueRef ext[15];
            int r = cg_shape(cg, a, ext);
            for (int d = 0; d < r; d++)
                n = LLVMBuildMul(cg->b, n, ext[d], "");
        }
        return LLVMBuildIntCast2(cg->b, n, cg_type(cg, e->type), true, "");
    }
    default:
        return NULL;
    }
}

/* C_F_PROCPOINTER(cptr, fptr): the procedure pointer fptr (a variable or
 * a component: sema checked) takes the procedure the C_FUNPTR holds. */
static void c_f_procpointer(CG *cg, Node *cptr, Node *fptr)
{
    LLVMValueRef addr = LLVMBuildIntToPtr(cg->b, cptr_address(cg, cptr), cg->t_ptr, "");
    LLVMValueRef slot = fptr->kind == N_COMPONENT ? cg_component_slot(cg, fptr) : cg_var(cg, cg_ultimate(fptr->sym))->addr;
    LLVMBuildStore(cg->b, addr, slot);
}

/* C_F_POINTER(cptr, fptr [, shape]): points a scalar pointer at the address,
 * or fills an array pointer's descriptor with lower bounds 1 and SHAPE. */
static void c_f_pointer(CG *cg, Node *call, Node *cptr, Node *fptr, Node *shape)
{
    LLVMValueRef addr = LLVMBuildIntToPtr(cg->b, cptr_address(cg, cptr), cg->t_ptr, "");
    if (fptr->kind != N_NAME || !fptr->sym) {
        error_at(call->loc, "C_F_POINTER with a component pointer is not supported yet");
        return;
    }
    CgVar *v = cg_var(cg, fptr->sym);
    if (fptr->rank == 0) {
        LLVMBuildStore(cg->b, addr, v->addr);
        return;
    }
    if (!shape || v->kind != CV_DESC) {
        error_at(call->loc, "C_F_POINTER of an array pointer needs SHAPE=");
        return;
    }
    int rank = v->rank;
    Type *et = fptr->type;
    LLVMValueRef esize = cg_elem_size(cg, et, et->kind == TY_CHARACTER ? cg_char_len_of(cg, v) : NULL);
    LLVMValueRef d = v->addr;
    LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
    for (int k = 0; k < rank; k++) {
        LLVMValueRef i = cg_const_i64(cg, k);
        LLVMValueRef ext = LLVMBuildIntCast2(cg->b, at_index(cg, shape, &i, 1), cg->t_i64, true, "");
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, d, rank, k, 0));
        LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, d, rank, k, 1));
        LLVMBuildStore(cg->b, ext, cg_desc_dim(cg, d, rank, k, 2));
        offset = LLVMBuildSub(cg->b, offset, stride, "");
        stride = LLVMBuildMul(cg->b, stride, ext, "");
    }
    LLVMBuildStore(cg->b, addr, cg_desc_field(cg, d, rank, 0));
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, d, rank, 1));
    /* dtype {elem_len, version, rank, type, attribute} and span */
    LLVMValueRef dt = cg_desc_field(cg, d, rank, 2);
    LLVMBuildStore(cg->b, esize, dt);
    LLVMValueRef off = cg_const_i64(cg, 8);
    LLVMBuildStore(cg->b, cg_const_i32(cg, 0), LLVMBuildGEP2(cg->b, cg->t_i8, dt, &off, 1, ""));
    off = cg_const_i64(cg, 12);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned long long)rank, false), LLVMBuildGEP2(cg->b, cg->t_i8, dt, &off, 1, ""));
    off = cg_const_i64(cg, 13);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned long long)cg_bt_code(et), false),
                   LLVMBuildGEP2(cg->b, cg->t_i8, dt, &off, 1, ""));
    off = cg_const_i64(cg, 14);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i16, 0, false), LLVMBuildGEP2(cg->b, cg->t_i8, dt, &off, 1, ""));
    LLVMBuildStore(cg->b, esize, cg_desc_field(cg, d, rank, 3));
}

/* ------------------------------------------------------------------ */
/* Dispatch                                                            */
/* ------------------------------------------------------------------ */

/* Scalar-valued intrinsic function references (N_INTRINSIC_CALL, op = id). */
static PtrVec known_present; /* optional_split: actuals already split on */

/* An OPTIONAL dummy as the actual of an intrinsic's OPTIONAL argument
 * (size(a, dim=d), max(a, b, c), ishftc(i, s, size=n)) is absent when the
 * dummy is: the call is lowered twice, with and without it, and the
 * dummy's presence picks one. Scalar values only (also an elemental
 * call's element); 0 when nothing is split. */
static LLVMValueRef optional_split(CG *cg, Node *e, IntrinsicId id)
{
    if (!e->type || !(e->rank == 0 || cg->elem_idx))
        return NULL;
    TypeKind tk = e->type->kind;
    if (tk != TY_INTEGER && tk != TY_REAL && tk != TY_LOGICAL && tk != TY_COMPLEX)
        return NULL;
    int nreq = intrinsic_required_args(id);
    if (nreq < 0)
        return NULL;
    for (int i = nreq; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        Symbol *s = a && a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
        if (!s || s->kind != SYM_VARIABLE || !s->is_dummy || !(s->attrs & A_OPTIONAL) || a->rank > 0)
            continue;
        bool seen = false;
        for (int k = 0; k < known_present.len && !seen; k++)
            seen = known_present.data[k] == a;
        if (seen)
            continue;
        LLVMValueRef present = cg_present(cg, a);
        LLVMBasicBlockRef yes = cg_new_block(cg, "opt.present"), no = cg_new_block(cg, "opt.absent"),
                          done = cg_new_block(cg, "opt.done");
        LLVMBuildCondBr(cg->b, present, yes, no);
        LLVMPositionBuilderAtEnd(cg->b, yes);
        vec_push(&known_present, a);
        LLVMValueRef v1 = cg_intrinsic_call(cg, e);
        known_present.len--;
        LLVMBasicBlockRef yes_end = LLVMGetInsertBlock(cg->b);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, no);
        /* without it: MIN/MAX take the others, the rest keep positions */
        NodeList saved = e->args;
        if (id == INTR_MAX || id == INTR_MIN) {
            Node **items = arena_alloc(cu_arena, sizeof(Node *) * (size_t)e->args.len);
            int n = 0;
            for (int k = 0; k < saved.len; k++)
                if (k != i)
                    items[n++] = saved.items[k];
            e->args.items = items;
            e->args.len = n;
        } else {
            Node **items = arena_alloc(cu_arena, sizeof(Node *) * (size_t)e->args.len);
            memcpy(items, saved.items, sizeof(Node *) * (size_t)saved.len);
            items[i] = NULL;
            e->args.items = items;
        }
        LLVMValueRef v2 = cg_intrinsic_call(cg, e);
        e->args = saved;
        LLVMBasicBlockRef no_end = LLVMGetInsertBlock(cg->b);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        LLVMValueRef phi = LLVMBuildPhi(cg->b, LLVMTypeOf(v1), "opt.value");
        LLVMAddIncoming(phi, (LLVMValueRef[]){v1, v2}, (LLVMBasicBlockRef[]){yes_end, no_end}, 2);
        return phi;
    }
    return NULL;
}

LLVMValueRef cg_intrinsic_call(CG *cg, Node *e)
{
    LLVMValueRef red;
    if (cg_cuf_device_reduction(cg, e, &red))
        return red;
    cg_hostify_reads(cg, e);
    IntrinsicId id = (IntrinsicId)e->op;
    LLVMValueRef dv;
    if (cg_device_intrinsic(cg, e, &dv))
        return dv;
    if (e->cval && e->rank == 0)
        return cg_const_val(cg, e->cval, e->type);
    LLVMValueRef split = optional_split(cg, e, id);
    if (split)
        return split;
    if (e->rank > 0 && cg->elem_idx) {
        LLVMValueRef v = array_intrinsic_element(cg, e, id);
        if (v)
            return v;
    }
    switch (id) {
    case INTR_ABS: case INTR_IABS: case INTR_DABS:
        return intr_abs(cg, e);
    case INTR_MOD: return intr_mod(cg, e, false);
    case INTR_MODULO: return intr_mod(cg, e, true);
    case INTR_SIGN: return intr_sign(cg, e);
    case INTR_DIM: return intr_dim(cg, e);
    case INTR_EXPONENT: case INTR_FRACTION: case INTR_NEAREST: case INTR_SPACING:
    case INTR_RRSPACING: case INTR_SCALE: case INTR_SET_EXPONENT: case INTR_DPROD:
        return intr_fp_model(cg, e, id);
    case INTR_MAX: return intr_maxmin(cg, e, true);
    case INTR_MIN: return intr_maxmin(cg, e, false);
    case INTR_SQRT: case INTR_EXP: case INTR_LOG: case INTR_LOG10: case INTR_SIN: case INTR_COS:
    case INTR_TAN: case INTR_ASIN: case INTR_ACOS: case INTR_ATAN: case INTR_ATAN2: case INTR_SINH:
    case INTR_COSH: case INTR_TANH: case INTR_ASINH: case INTR_ACOSH: case INTR_ATANH:
    case INTR_HYPOT: case INTR_ERF: case INTR_ERFC: case INTR_GAMMA: case INTR_LOG_GAMMA:
    case INTR_BESSEL_J0: case INTR_BESSEL_J1: case INTR_DSQRT: case INTR_DEXP: case INTR_DLOG:
    case INTR_DSIN: case INTR_DCOS: case INTR_ALOG: case INTR_BESSEL_Y0: case INTR_BESSEL_Y1:
        return intr_math(cg, e, id);
    case INTR_SIND: case INTR_COSD: case INTR_TAND: case INTR_ASIND: case INTR_ACOSD: case INTR_ATAND:
    case INTR_ATAN2D: case INTR_COTAN: case INTR_COTAND:
        return intr_degrees(cg, e, id);
    case INTR_BESSEL_JN: case INTR_BESSEL_YN: {
        /* libm's jn/yn(int n, x) (jnf, ynf for REAL(4)), as gfortran calls them */
        int k = e->type->kind_param;
        if (k != 4 && k != 8) {
            error_at(e->loc, "'%s' of REAL(%d) is not supported yet", intrinsic_name(id), k);
            return LLVMGetUndef(cg_type(cg, e->type));
        }
        const char *fn = id == INTR_BESSEL_JN ? (k == 4 ? "jnf" : "jn") : (k == 4 ? "ynf" : "yn");
        if (on_device(cg))
            fn = arena_printf(cu_arena, "__nv_%s", fn);
        LLVMTypeRef ft = cg_type(cg, e->type);
        LLVMTypeRef pt[2] = {cg->t_i32, ft};
        LLVMValueRef av[2] = {val(cg, arg(e, 0), type_int(4)), val(cg, arg(e, 1), e->type)};
        return cg_call_extern(cg, fn, ft, pt, 2, av, 2, false);
    }
    case INTR_ERFC_SCALED: {
        int k = e->type->kind_param;
        LLVMTypeRef ft = cg_type(cg, e->type);
        LLVMValueRef x = val(cg, arg(e, 0), e->type);
        return cg_call_extern(cg, arena_printf(cu_arena, "_gfortran_erfc_scaled_r%d", k), ft, &ft, 1, &x, 1, false);
    }
    case INTR_ISNAN: {
        LLVMValueRef x = val(cg, arg(e, 0), NULL);
        return to_logical(cg, LLVMBuildFCmp(cg->b, LLVMRealUNO, x, x, "isnan"), e->type);
    }
    case INTR_MASKL: case INTR_MASKR: {
        /* MASKR(i) has the i rightmost bits set, MASKL(i) the i leftmost;
         * i = 0 gives 0 and i = BIT_SIZE all ones, without an oversized shift */
        LLVMTypeRef t = cg_type(cg, e->type);
        unsigned bits = LLVMGetIntTypeWidth(t);
        LLVMValueRef n = LLVMBuildIntCast2(cg->b, cg_expr(cg, arg(e, 0)), t, true, "");
        LLVMValueRef ones = LLVMConstAllOnes(t), zero = LLVMConstNull(t), width = LLVMConstInt(t, bits, false);
        LLVMValueRef sh = LLVMBuildSub(cg->b, width, n, "");
        LLVMValueRef m = id == INTR_MASKR ? LLVMBuildLShr(cg->b, ones, sh, "") : LLVMBuildShl(cg->b, ones, sh, "");
        return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, n, zero, ""), zero, m, "mask");
    }
    case INTR_IARGC:
        return cg_call_extern(cg, "_gfortran_iargc", cg->t_i32, NULL, 0, NULL, 0, false);
    case INTR_TIME:
        return cg_call_extern(cg, "_gfortran_time_func", cg->t_i32, NULL, 0, NULL, 0, false);
    case INTR_TIME8:
        return cg_call_extern(cg, "_gfortran_time8_func", cg->t_i64, NULL, 0, NULL, 0, false);
    case INTR_INT: case INTR_IFIX: case INTR_IDINT:
        return round_to_int(cg, e, NULL);
    case INTR_NINT: return round_to_int(cg, e, "llvm.round");
    case INTR_FLOOR: return round_to_int(cg, e, "llvm.floor");
    case INTR_CEILING: return round_to_int(cg, e, "llvm.ceil");
    case INTR_REAL: case INTR_DBLE: case INTR_FLOAT: case INTR_SNGL:
        return intr_real(cg, e);
    case INTR_CMPLX: case INTR_DCMPLX:
        return intr_cmplx(cg, e);
    case INTR_AIMAG: {
        Node *a = arg(e, 0);
        return im_part(cg, val(cg, a, NULL));
    }
    case INTR_CONJG: {
        LLVMValueRef z = val(cg, arg(e, 0), e->type);
        return make_complex(cg, e->type, re_part(cg, z), LLVMBuildFNeg(cg->b, im_part(cg, z), ""));
    }
    case INTR_AINT: case INTR_ANINT:
        return intr_aint(cg, e, id);
    case INTR_LOGICAL:
        return val(cg, arg(e, 0), e->type);
    case INTR_ICHAR: case INTR_IACHAR:
        return intr_ichar(cg, e);
    case INTR_KIND: case INTR_BIT_SIZE: case INTR_RADIX: case INTR_DIGITS: case INTR_PRECISION:
    case INTR_RANGE: case INTR_MAXEXPONENT: case INTR_MINEXPONENT: case INTR_HUGE: case INTR_TINY:
    case INTR_EPSILON:
        return intr_type_inquiry(cg, e, id);
    case INTR_IAND: case INTR_IOR: case INTR_IEOR: case INTR_NOT: case INTR_ISHFT: case INTR_ISHFTC:
    case INTR_IBSET: case INTR_IBCLR: case INTR_BTEST: case INTR_IBITS: case INTR_POPCNT:
    case INTR_POPPAR: case INTR_LEADZ: case INTR_TRAILZ: case INTR_SHIFTL: case INTR_SHIFTR:
    case INTR_SHIFTA: case INTR_DSHIFTL: case INTR_DSHIFTR: case INTR_MERGE_BITS: case INTR_BGE:
    case INTR_BGT: case INTR_BLE: case INTR_BLT:
        return intr_bits(cg, e, id);
    case INTR_LEN: {
        LLVMValueRef s, len;
        cg_char_expr(cg, arg(e, 0), &s, &len);
        return len_to_result(cg, cg_char_len_i64(cg, len), e->type);
    }
    case INTR_LEN_TRIM: {
        LLVMValueRef s, len;
        cg_char_expr(cg, arg(e, 0), &s, &len);
        return len_to_result(cg, string_len_trim_k(cg, s, len, char_kind(arg(e, 0)->type)), e->type);
    }
    case INTR_INDEX: return string_search(cg, e, "_gfortran_string_index");
    case INTR_SCAN: return string_search(cg, e, "_gfortran_string_scan");
    case INTR_VERIFY: return string_search(cg, e, "_gfortran_string_verify");
    case INTR_LGE: return intr_lexical(cg, e, LLVMIntSGE);
    case INTR_LGT: return intr_lexical(cg, e, LLVMIntSGT);
    case INTR_LLE: return intr_lexical(cg, e, LLVMIntSLE);
    case INTR_LLT: return intr_lexical(cg, e, LLVMIntSLT);
    case INTR_IS_IOSTAT_END: case INTR_IS_IOSTAT_EOR: {
        /* libgfortran's LIBERROR_END (-1) and LIBERROR_EOR (-2), as gfortran inlines them */
        LLVMValueRef v = cg_expr_i64(cg, arg(e, 0));
        LLVMValueRef code = cg_const_i64(cg, id == INTR_IS_IOSTAT_END ? -1 : -2);
        return to_logical(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, v, code, "is_iostat"), e->type);
    }
    case INTR_PRESENT:
        return to_logical(cg, cg_present(cg, arg(e, 0)), e->type);
    case INTR_ALLOCATED:
        return to_logical(cg, cg_allocated(cg, arg(e, 0)), e->type);
    case INTR_IS_CONTIGUOUS:
        return to_logical(cg, cg_is_contiguous(cg, arg(e, 0)), e->type);
    case INTR_EXTENDS_TYPE_OF: case INTR_SAME_TYPE_AS:
        return to_logical(cg, cg_type_inquiry(cg, arg(e, 0), arg(e, 1), id == INTR_SAME_TYPE_AS), e->type);
    case INTR_ASSOCIATED:
        return to_logical(cg, intr_associated(cg, e), e->type);
    case INTR_C_LOC: case INTR_C_FUNLOC: case INTR_C_ASSOCIATED: case INTR_C_SIZEOF: case INTR_STORAGE_SIZE: case INTR_LOC:
    case INTR_C_DEVLOC:
        return intr_c_binding(cg, e, id);
    case INTR_TRANSFER:
        if (e->rank == 0)
            return cg_transfer_scalar(cg, e, NULL, NULL);
        error_at(e->loc, "array-valued TRANSFER is not supported yet");
        return LLVMGetUndef(cg_type(cg, e->type));
    case INTR_FINDLOC:
        return intr_findloc(cg, e);
    case INTR_MERGE: {
        LLVMValueRef t = val(cg, arg(e, 0), e->type), f = val(cg, arg(e, 1), e->type);
        return LLVMBuildSelect(cg->b, cg_logical_cond(cg, arg(e, 2)), t, f, "merge");
    }
    case INTR_SIZE: case INTR_LBOUND: case INTR_UBOUND:
        if (id == INTR_SIZE)
            size_pointer_check(cg, e);
        return intr_bound(cg, e, id);
    case INTR_RANK: /* folded by sema but for an assumed-rank object */
        if (cg_is_assumed_rank(arg(e, 0)))
            return cg_ar_inquiry(cg, id, arg(e, 0), NULL, e->type);
        return cg_const_int(cg, cg_type(cg, e->type), arg(e, 0)->rank);
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_COUNT:
    case INTR_ANY: case INTR_ALL: case INTR_DOT_PRODUCT: case INTR_MAXLOC: case INTR_MINLOC: case INTR_NORM2:
    case INTR_IALL: case INTR_IANY: case INTR_IPARITY: case INTR_PARITY:
        if (e->rank == 0 && (id == INTR_MAXLOC || id == INTR_MINLOC) && arg(e, 0)->type->kind == TY_CHARACTER)
            return cg_char_extreme_scalar(cg, e, NULL, NULL);
        if (e->rank == 0 || cg->elem_idx)
            return intr_reduce(cg, e, id);
        error_at(e->loc, "array-valued '%s' is not supported yet", intrinsic_name(id));
        return LLVMGetUndef(cg_type(cg, e->type));
    case INTR_SELECTED_INT_KIND: case INTR_SELECTED_REAL_KIND: {
        /* not constant: libgfortran's, with default INTEGER arguments by
         * reference and a null pointer for an absent one, as gfortran */
        int n = id == INTR_SELECTED_INT_KIND ? 1 : 3;
        LLVMValueRef av[3];
        LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_ptr};
        for (int i = 0; i < n; i++) {
            Node *a = arg(e, i);
            if (!a) {
                av[i] = LLVMConstNull(cg->t_ptr);
                continue;
            }
            av[i] = cg_alloca(cg, cg->t_i32, "kind.arg");
            LLVMBuildStore(cg->b, LLVMBuildIntCast2(cg->b, cg_expr(cg, a), cg->t_i32, true, ""), av[i]);
        }
        LLVMValueRef r = cg_call_extern(cg, n == 1 ? "_gfortran_selected_int_kind" : "_gfortran_selected_real_kind2008",
                                        cg->t_i32, pt, n, av, n, false);
        return LLVMBuildIntCast2(cg->b, r, cg_type(cg, e->type), true, "");
    }
    case INTR_SELECTED_CHAR_KIND: {
        LLVMValueRef av[2];
        cg_char_expr(cg, arg(e, 0), &av[1], &av[0]);
        LLVMTypeRef pt[2] = {cg->t_i64, cg->t_ptr};
        LLVMValueRef r = cg_call_extern(cg, "_gfortran_selected_char_kind", cg->t_i32, pt, 2, av, 2, false);
        return LLVMBuildIntCast2(cg->b, r, cg_type(cg, e->type), true, "");
    }
    case INTR_COMMAND_ARGUMENT_COUNT: {
        LLVMValueRef r = cg_call_extern(cg, "_gfortran_iargc", cg->t_i32, NULL, 0, NULL, 0, false);
        return LLVMBuildIntCast2(cg->b, r, cg_type(cg, e->type), true, "");
    }
    default:
        if (gnu_proc(id))
            return cg_gnu_call(cg, e, false);
        error_at(e->loc, "intrinsic function '%s' is not supported yet", intrinsic_name(id));
        return LLVMGetUndef(cg_type(cg, e->type));
    }
}

/* ------------------------------------------------------------------ */
/* Intrinsic subroutines                                               */
/* ------------------------------------------------------------------ */

/* Dummy argument names of the intrinsic subroutines, for keyword actuals
 * that sema left as N_KEYWORD. */
static const char *const *sub_dummies(IntrinsicId id)
{
    static const char *const rn[] = {"harvest", NULL};
    static const char *const rs[] = {"size", "put", "get", NULL};
    static const char *const ct[] = {"time", NULL};
    static const char *const sc[] = {"count", "count_rate", "count_max", NULL};
    static const char *const dt[] = {"date", "time", "zone", "values", NULL};
    static const char *const gca[] = {"number", "value", "length", "status", NULL};
    static const char *const gev[] = {"name", "value", "length", "status", "trim_name", NULL};
    static const char *const cfp[] = {"cptr", "fptr", "shape", NULL};
    static const char *const mva[] = {"from", "to", NULL};
    static const char *const fl[] = {"unit", NULL};
    static const char *const sl[] = {"seconds", NULL};
    static const char *const mvb[] = {"from", "frompos", "len", "to", "topos", NULL};
    static const char *const gc[] = {"command", "length", "status", NULL};
    static const char *const ex[] = {"status", NULL};
    static const char *const ga[] = {"pos", "value", NULL};
    switch (id) {
    case INTR_RANDOM_NUMBER: return rn;
    case INTR_RANDOM_SEED: return rs;
    case INTR_CPU_TIME: return ct;
    case INTR_SYSTEM_CLOCK: return sc;
    case INTR_DATE_AND_TIME: return dt;
    case INTR_GET_COMMAND_ARGUMENT: return gca;
    case INTR_GET_ENVIRONMENT_VARIABLE: return gev;
    case INTR_C_F_POINTER: case INTR_C_F_PROCPOINTER: return cfp;
    case INTR_MOVE_ALLOC: return mva;
    case INTR_FLUSH: return fl;
    case INTR_SLEEP: return sl;
    case INTR_MVBITS: return mvb;
    case INTR_GET_COMMAND: return gc;
    case INTR_EXIT: return ex;
    case INTR_GETARG: return ga;
    default: return NULL;
    }
}

/* The actual for dummy i: positional, or a keyword actual naming it. */
static Node *sub_arg(Node *call, IntrinsicId id, int i)
{
    const char *const *names = sub_dummies(id);
    for (int k = 0; k < call->args.len; k++) {
        Node *a = call->args.items[k];
        if (a && a->kind == N_KEYWORD) {
            if (names && names[i] && !strcmp(a->name, names[i]))
                return a->rhs;
        } else if (k == i) {
            return a;
        }
    }
    return NULL;
}

static LLVMValueRef null_ptr(CG *cg)
{
    return LLVMConstNull(cg->t_ptr);
}

/* Integer/real outputs the library writes through a pointer of 'kind':
 * a temporary, copied to the actual with conversion afterwards. */
typedef struct OutTmp {
    Node *actual;
    LLVMValueRef addr, tmp;
    Type *type;
} OutTmp;

static LLVMValueRef out_tmp(CG *cg, OutTmp *o, Node *actual, Type *t)
{
    o->actual = actual;
    if (!actual)
        return null_ptr(cg);
    o->type = t;
    o->addr = cg_addr(cg, actual);
    o->tmp = cg_alloca(cg, cg_type(cg, t), "out");
    return o->tmp;
}

static void out_store(CG *cg, OutTmp *o)
{
    if (!o->actual)
        return;
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, o->type), o->tmp, "");
    if (!type_equal(o->type, o->actual->type))
        v = cg_convert(cg, v, o->type, o->actual->type);
    LLVMBuildStore(cg->b, v, o->addr);
}

/* An integer input passed by reference as int4. */
static LLVMValueRef int4_ref(CG *cg, Node *a)
{
    LLVMValueRef t = cg_alloca(cg, cg->t_i32, "in");
    LLVMBuildStore(cg->b, val(cg, a, type_int(4)), t);
    return t;
}

/* A descriptor of array actual a, NULL when a is absent (no actual, or an
 * OPTIONAL dummy not present). */
static LLVMValueRef desc_if_present(CG *cg, Node *a)
{
    if (!a)
        return null_ptr(cg);
    if (!is_optional_dummy(a))
        return cg_make_desc(cg, a);
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "opt.desc");
    LLVMBuildStore(cg->b, null_ptr(cg), slot);
    LLVMBasicBlockRef make = cg_new_block(cg, "opt.present"), done = cg_new_block(cg, "opt.done");
    LLVMBuildCondBr(cg->b, cg_present(cg, a), make, done);
    LLVMPositionBuilderAtEnd(cg->b, make);
    LLVMBuildStore(cg->b, cg_make_desc(cg, a), slot);
    cg_br(cg, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "");
}

static bool is_class_scalar(Node *e)
{
    return e->rank == 0 && e->type && e->type->kind == TY_DERIVED && e->type->polymorphic;
}

/* MOVE_ALLOC(from, to): TO is deallocated, takes FROM's allocation (its
 * descriptor, or its data address for scalars), and FROM becomes
 * unallocated. */
static void move_alloc(CG *cg, Node *call, Node *from, Node *to)
{
    if (!from || !to || (from->kind != N_NAME && from->kind != N_COMPONENT) ||
        (to->kind != N_NAME && to->kind != N_COMPONENT)) {
        error_at(call->loc, "MOVE_ALLOC of array elements is not supported yet");
        return;
    }
    CgVar *f = cg_alloc_object(cg, from), *t = cg_alloc_object(cg, to);
    LLVMValueRef fs, flen = NULL, ts, tlen = NULL; /* deferred lengths move along */
    if (from->type->kind == TY_CHARACTER && from->type->len_kind == LEN_DEFERRED &&
        cg_deferred_char_ref(cg, from, &fs, &flen) && cg_deferred_char_ref(cg, to, &ts, &tlen))
        flen = LLVMBuildLoad2(cg->b, cg->t_i64, flen, "len");
    cg_dealloc_var(cg, t, call->loc, false);
    if (flen && tlen)
        LLVMBuildStore(cg->b, flen, tlen);
    if (f->kind == CV_DESC) {
        /* a CLASS array's container: its descriptor and the dynamic type's vtable */
        LLVMTypeRef ft = cg_is_class_array_sym(f->sym) && cg_is_class_array_sym(t->sym) ? cg_class_array_type(cg, f->rank)
                                                                                      : cg_desc_type(cg, f->rank);
        LLVMValueRef size = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, ft));
        LLVMBuildMemCpy(cg->b, t->addr, 8, f->addr, 8, size);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), cg_desc_field(cg, f->addr, f->rank, 0));
        /* a CLASS array TO from a TYPE or intrinsic one: FROM's type is the dynamic type */
        if (cg_is_class_array_sym(t->sym) && !cg_is_class_array_sym(f->sym)) {
            Type *ft = from->type;
            LLVMValueRef vt = ft->polymorphic ? cg_declared_vtab(cg, ft)
                              : ft->kind == TY_CHARACTER && cg_char_const_len(ft) < 0
                                  ? cg_vtab_len(cg, ft, LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, t->addr, t->rank, 2), "len"))
                                  : cg_vtab(cg, ft);
            LLVMBuildStore(cg->b, vt, cg_class_array_vptr_slot(cg, t->addr, t->rank));
        }
    } else {
        LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, f->addr, ""), t->addr);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), f->addr);
        /* a CLASS scalar TO takes FROM's dynamic type along */
        if (is_class_scalar(to)) {
            LLVMValueRef vt = is_class_scalar(from) ? cg_class_vptr(cg, f->addr) : cg_vtab(cg, from->type);
            if (vt)
                LLVMBuildStore(cg->b, vt, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), t->addr, 1, ""));
        }
    }
    /* module device arrays: kernels read the device copies of both */
    cg_device_after_alloc(cg, t, call->loc);
    cg_device_after_alloc(cg, f, call->loc);
}

/* MVBITS on one element: TO with bits TOPOS..TOPOS+LEN-1 replaced by FROM's
 * bits FROMPOS..; inside a scalarization the array arguments give the
 * current element. */
static void mvbits_elem(CG *cg, void *data)
{
    Node *call = data;
    IntrinsicId id = INTR_MVBITS;
    Node *from = sub_arg(call, id, 0), *to = sub_arg(call, id, 3);
    LLVMValueRef dst = cg_addr(cg, to);
    LLVMTypeRef t = cg_type(cg, to->type);
    LLVMValueRef x = cg_convert(cg, cg_expr(cg, from), from->type, to->type);
    LLVMValueRef fpos = shift_count(cg, sub_arg(call, id, 1), t);
    LLVMValueRef len = shift_count(cg, sub_arg(call, id, 2), t);
    LLVMValueRef tpos = shift_count(cg, sub_arg(call, id, 4), t);
    LLVMValueRef zero = LLVMConstNull(t);
    LLVMValueRef mask = LLVMBuildNot(cg->b, safe_shift(cg, LLVMShl, LLVMConstAllOnes(t), len, zero), "");
    LLVMValueRef field = LLVMBuildAnd(cg->b, safe_shift(cg, LLVMLShr, x, fpos, zero), mask, "");
    LLVMValueRef old = LLVMBuildLoad2(cg->b, t, dst, "");
    LLVMValueRef hole = LLVMBuildNot(cg->b, safe_shift(cg, LLVMShl, mask, tpos, zero), "");
    LLVMValueRef r = LLVMBuildOr(cg->b, LLVMBuildAnd(cg->b, old, hole, ""),
                                 safe_shift(cg, LLVMShl, field, tpos, zero), "mvbits");
    LLVMBuildStore(cg->b, r, dst);
}

/* CALL of an intrinsic subroutine (call->lhs names it). */
void cg_intrinsic_subroutine(CG *cg, Node *call)
{
    const char *name = call->lhs ? (call->lhs->sym ? call->lhs->sym->name : call->lhs->name) : NULL;
    IntrinsicId id = call->op > INTR_NONE && call->op < INTR__COUNT ? (IntrinsicId)call->op
                                                                   : intrinsic_lookup(name ? name : "");
    if (call->lhs && call->lhs->sym && call->lhs->sym->use_name)
        id = intrinsic_lookup(call->lhs->sym->use_name);
    LLVMValueRef dv;
    int saved_op = call->op;
    call->op = (int)id;
    bool device = cg_device_intrinsic(cg, call, &dv);
    call->op = saved_op;
    if (device)
        return;
    cg_set_loc(cg, call->loc);
    LLVMTypeRef P = cg->t_ptr, I64 = cg->t_i64;
    switch (id) {
    case INTR_RANDOM_NUMBER: {
        Node *h = sub_arg(call, id, 0);
        int k = h->type->kind_param;
        if (h->rank > 0) {
            LLVMValueRef d = cg_make_desc(cg, h);
            cg_call_extern(cg, k == 8 ? "_gfortran_arandom_r8" : "_gfortran_arandom_r4", cg->t_void, &P, 1, &d, 1, false);
        } else {
            LLVMValueRef a = cg_addr(cg, h);
            cg_call_extern(cg, k == 8 ? "_gfortran_random_r8" : "_gfortran_random_r4", cg->t_void, &P, 1, &a, 1, false);
        }
        return;
    }
    case INTR_RANDOM_SEED: {
        Node *sz = sub_arg(call, id, 0), *put = sub_arg(call, id, 1), *get = sub_arg(call, id, 2);
        int k = 4;
        if (sz) k = sz->type->kind_param;
        else if (put) k = put->type->kind_param;
        else if (get) k = get->type->kind_param;
        if (k != 8) k = 4;
        /* OPTIONAL dummies passed on: NULL where absent, as the library
         * takes an absent argument */
        OutTmp o = {0};
        LLVMValueRef size_arg = out_tmp(cg, &o, sz, type_int(k));
        LLVMValueRef sz_present = is_optional_dummy(sz) ? cg_present(cg, sz) : NULL;
        if (sz_present)
            size_arg = LLVMBuildSelect(cg->b, sz_present, size_arg, null_ptr(cg), "");
        LLVMValueRef args[3] = {size_arg, desc_if_present(cg, put), desc_if_present(cg, get)};
        LLVMTypeRef params[3] = {P, P, P};
        cg_call_extern(cg, k == 8 ? "_gfortran_random_seed_i8" : "_gfortran_random_seed_i4", cg->t_void,
                       params, 3, args, 3, false);
        if (sz_present) {
            LLVMBasicBlockRef store = cg_new_block(cg, "seed.size"), done = cg_new_block(cg, "seed.done");
            LLVMBuildCondBr(cg->b, sz_present, store, done);
            LLVMPositionBuilderAtEnd(cg->b, store);
            out_store(cg, &o);
            cg_br(cg, done);
            LLVMPositionBuilderAtEnd(cg->b, done);
        } else {
            out_store(cg, &o);
        }
        return;
    }
    case INTR_ABORT:
        cg_call_extern(cg, "_gfortran_abort", cg->t_void, NULL, 0, NULL, 0, false);
        return;
    case INTR_EXIT: {
        /* _gfortran_exit_i4/_i8(&status), (NULL) for status 0 */
        Node *st = sub_arg(call, id, 0);
        int k = st && st->type->kind_param == 8 ? 8 : 4;
        LLVMValueRef a = null_ptr(cg);
        if (st) {
            a = cg_alloca(cg, k == 8 ? cg->t_i64 : cg->t_i32, "exit.status");
            LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, st), st->type, type_int(k)), a);
        }
        cg_call_extern(cg, k == 8 ? "_gfortran_exit_i8" : "_gfortran_exit_i4", cg->t_void, &P, 1, &a, 1, false);
        return;
    }
    case INTR_GETARG: {
        /* _gfortran_getarg_i4(&pos, value, len): the position of any kind as int4, as gfortran */
        Node *pos = sub_arg(call, id, 0), *value = sub_arg(call, id, 1);
        LLVMValueRef vp, vl;
        cg_char_expr(cg, value, &vp, &vl);
        LLVMValueRef args[3] = {int4_ref(cg, pos), vp, cg_char_len_i64(cg, vl)};
        LLVMTypeRef params[3] = {P, P, I64};
        cg_call_extern(cg, "_gfortran_getarg_i4", cg->t_void, params, 3, args, 3, false);
        return;
    }
    case INTR_FLUSH: {
        /* _gfortran_flush_i4/_i8(&unit), or (NULL) to flush every unit */
        Node *u = sub_arg(call, id, 0);
        if (u && (u->type->kind != TY_INTEGER || u->rank)) {
            error_at(u->loc, "UNIT argument of FLUSH must be a scalar INTEGER, not %s", type_name(u->type));
            return;
        }
        int k = u && u->type->kind_param == 8 ? 8 : 4;
        LLVMValueRef a = null_ptr(cg);
        if (u) {
            a = cg_alloca(cg, k == 8 ? cg->t_i64 : cg->t_i32, "flush.unit");
            LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, u), u->type, type_int(k)), a);
        }
        cg_call_extern(cg, k == 8 ? "_gfortran_flush_i8" : "_gfortran_flush_i4", cg->t_void, &P, 1, &a, 1, false);
        return;
    }
    case INTR_SLEEP: {
        /* _gfortran_sleep_i4_sub/_i8_sub(&seconds) */
        Node *u = sub_arg(call, id, 0);
        if (!u || u->type->kind != TY_INTEGER || u->rank) {
            error_at(u ? u->loc : call->loc, "SECONDS argument of SLEEP must be a scalar INTEGER%s%s",
                     u ? ", not " : "", u ? type_name(u->type) : "");
            return;
        }
        int k = u->type->kind_param == 8 ? 8 : 4;
        LLVMValueRef a = cg_alloca(cg, k == 8 ? cg->t_i64 : cg->t_i32, "sleep.seconds");
        LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, u), u->type, type_int(k)), a);
        cg_call_extern(cg, k == 8 ? "_gfortran_sleep_i8_sub" : "_gfortran_sleep_i4_sub", cg->t_void, &P, 1, &a, 1, false);
        return;
    }
    case INTR_CPU_TIME: {
        Node *t = sub_arg(call, id, 0);
        LLVMValueRef a = cg_addr(cg, t);
        cg_call_extern(cg, t->type->kind_param == 8 ? "_gfortran_cpu_time_8" : "_gfortran_cpu_time_4",
                       cg->t_void, &P, 1, &a, 1, false);
        return;
    }
    case INTR_SYSTEM_CLOCK: {
        /* The least kind of the arguments picks the library entry (its
         * resolution), as gfortran does; below 4 there is no clock: COUNT
         * is -HUGE(COUNT), COUNT_RATE and COUNT_MAX zero. */
        Node *a[3] = {sub_arg(call, id, 0), sub_arg(call, id, 1), sub_arg(call, id, 2)};
        int least = 0;
        for (int i = 0; i < 3; i++)
            if (a[i] && (!least || a[i]->type->kind_param < least))
                least = a[i]->type->kind_param;
        if (least && least <= 2) {
            for (int i = 0; i < 3; i++) {
                if (!a[i])
                    continue;
                LLVMTypeRef t = cg_type(cg, a[i]->type);
                LLVMValueRef v = LLVMConstNull(t);
                if (i == 0) /* -HUGE of COUNT's own kind */
                    v = LLVMConstInt(t, (uint64_t) - (int64_t)((1ull << (8 * a[i]->type->kind_param - 1)) - 1), true);
                LLVMBuildStore(cg->b, v, cg_addr(cg, a[i]));
            }
            return;
        }
        int k = least >= 8 ? 8 : 4;
        OutTmp o[3] = {{0}};
        LLVMValueRef args[3];
        for (int i = 0; i < 3; i++)
            args[i] = out_tmp(cg, &o[i], a[i], type_int(k));
        LLVMTypeRef params[3] = {P, P, P};
        cg_call_extern(cg, k == 8 ? "_gfortran_system_clock_8" : "_gfortran_system_clock_4", cg->t_void,
                       params, 3, args, 3, false);
        for (int i = 0; i < 3; i++)
            out_store(cg, &o[i]);
        return;
    }
    case INTR_DATE_AND_TIME: {
        LLVMValueRef p[3], l[3];
        for (int i = 0; i < 3; i++) {
            Node *c = sub_arg(call, id, i);
            if (c) {
                cg_char_expr(cg, c, &p[i], &l[i]);
                l[i] = cg_char_len_i64(cg, l[i]);
            } else {
                p[i] = null_ptr(cg);
                l[i] = cg_const_i64(cg, 0);
            }
        }
        Node *v = sub_arg(call, id, 3);
        LLVMValueRef args[7] = {p[0], p[1], p[2], v ? cg_make_desc(cg, v) : null_ptr(cg), l[0], l[1], l[2]};
        LLVMTypeRef params[7] = {P, P, P, P, I64, I64, I64};
        cg_call_extern(cg, "_gfortran_date_and_time", cg->t_void, params, 7, args, 7, false);
        return;
    }
    case INTR_GET_COMMAND_ARGUMENT: {
        Node *num = sub_arg(call, id, 0), *value = sub_arg(call, id, 1);
        LLVMValueRef vp = null_ptr(cg), vl = cg_const_i64(cg, 0);
        if (value) {
            cg_char_expr(cg, value, &vp, &vl);
            vl = cg_char_len_i64(cg, vl);
        }
        OutTmp ol = {0}, os = {0};
        LLVMValueRef args[5] = {int4_ref(cg, num), vp, out_tmp(cg, &ol, sub_arg(call, id, 2), type_int(4)),
                                out_tmp(cg, &os, sub_arg(call, id, 3), type_int(4)), vl};
        LLVMTypeRef params[5] = {P, P, P, P, I64};
        cg_call_extern(cg, "_gfortran_get_command_argument_i4", cg->t_void, params, 5, args, 5, false);
        out_store(cg, &ol);
        out_store(cg, &os);
        return;
    }
    case INTR_GET_ENVIRONMENT_VARIABLE: {
        LLVMValueRef np, nl, vp = null_ptr(cg), vl = cg_const_i64(cg, 0);
        cg_char_expr(cg, sub_arg(call, id, 0), &np, &nl);
        Node *value = sub_arg(call, id, 1);
        if (value) {
            cg_char_expr(cg, value, &vp, &vl);
            vl = cg_char_len_i64(cg, vl);
        }
        Node *trim = sub_arg(call, id, 4);
        LLVMValueRef tp = null_ptr(cg);
        if (trim) {
            tp = cg_alloca(cg, cg->t_i32, "trim_name");
            LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, cg_logical_cond(cg, trim), cg->t_i32, ""), tp);
        }
        OutTmp ol = {0}, os = {0};
        LLVMValueRef args[7] = {np, vp, out_tmp(cg, &ol, sub_arg(call, id, 2), type_int(4)),
                                out_tmp(cg, &os, sub_arg(call, id, 3), type_int(4)), tp,
                                cg_char_len_i64(cg, nl), vl};
        LLVMTypeRef params[7] = {P, P, P, P, P, I64, I64};
        cg_call_extern(cg, "_gfortran_get_environment_variable_i4", cg->t_void, params, 7, args, 7, false);
        out_store(cg, &ol);
        out_store(cg, &os);
        return;
    }
    case INTR_MVBITS: {
        /* elemental: with any array argument, once per element of TO's shape */
        for (int i = 0; i < 5; i++) {
            if (sub_arg(call, id, i)->rank == 0)
                continue;
            LLVMValueRef ext[15];
            int r = cg_shape(cg, sub_arg(call, id, 3), ext);
            /* FROM may be TO itself, at other indices: read before TO changes */
            NodeList *staged = cg_elemental_staged_args(cg, call, NULL, 3);
            Node copy;
            if (staged) {
                copy = *call;
                copy.args = *staged;
                call = &copy;
            }
            if (r)
                cg_scalarize(cg, r, ext, mvbits_elem, call);
            return;
        }
        mvbits_elem(cg, call);
        return;
    }
    case INTR_GET_COMMAND: {
        Node *cmd = sub_arg(call, id, 0);
        LLVMValueRef cp = null_ptr(cg), cl = cg_const_i64(cg, 0);
        if (cmd) {
            cg_char_expr(cg, cmd, &cp, &cl);
            cl = cg_char_len_i64(cg, cl);
        }
        OutTmp ol = {0}, os = {0};
        LLVMValueRef args[4] = {cp, out_tmp(cg, &ol, sub_arg(call, id, 1), type_int(4)),
                                out_tmp(cg, &os, sub_arg(call, id, 2), type_int(4)), cl};
        LLVMTypeRef params[4] = {P, P, P, I64};
        cg_call_extern(cg, "_gfortran_get_command_i4", cg->t_void, params, 4, args, 4, false);
        out_store(cg, &ol);
        out_store(cg, &os);
        return;
    }
    case INTR_C_F_POINTER:
        c_f_pointer(cg, call, sub_arg(call, id, 0), sub_arg(call, id, 1), sub_arg(call, id, 2));
        return;
    case INTR_C_F_PROCPOINTER:
        c_f_procpointer(cg, sub_arg(call, id, 0), sub_arg(call, id, 1));
        return;
    case INTR_MOVE_ALLOC:
        move_alloc(cg, call, sub_arg(call, id, 0), sub_arg(call, id, 1));
        return;
    default:
        if (gnu_proc(id)) {
            call->op = (int)id;
            cg_gnu_call(cg, call, true);
            call->op = saved_op;
            return;
        }
        error_at(call->loc, "intrinsic subroutine '%s' is not supported yet", name ? name : "?");
        return;
    }
}
