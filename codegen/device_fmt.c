/* device_fmt.c — the E, D, EN, G and B edit descriptors of formatted output
 * in device code (device_io.c prints the other ones with printf
 * conversions).
 * printf has no conversion for them, so one generated function of the
 * device module, cuf90_dev_fmt_real(out, v, w, d, form), writes the field
 * of w characters into a local buffer that the statement's vprintf prints
 * with %s; the GPU and the emulator run the same code.
 *
 * The digits are libgfortran's: v rounded to nearest, ties to even, on its
 * exact binary value. v * 10^k is carried as a double-double (the product
 * or quotient by an exact power of ten up to 10^22 and its error term from
 * an FMA), so the rounding is exact whenever one such step suffices (a
 * scale factor up to 10^22: REAL(4) values of ordinary magnitude) and
 * within 2^-100 of the value otherwise. At most 15 significant digits
 * (sema-side limit in device_io.c).
 *
 * Forms: E and D (0.ddddE+xx, the leading zero dropped when the field is
 * one short), EN (1 to 3 digits before the point, the exponent a multiple
 * of 3), G (F editing with d - X decimals and 4 blanks when the value
 * rounded to d digits is 10^(X-1) <= |v| < 10^X with 0 <= X <= d, else E);
 * an exponent beyond 99 drops its letter; Infinity/Inf/NaN as libgfortran;
 * a field too narrow is w asterisks.
 */
#include "cg.h"

#include <string.h>

typedef struct Gen {
    CG *cg;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    LLVMTypeRef i8, i32, i64, f64;
} Gen;

static LLVMValueRef ci32(Gen *g, long long v) { return LLVMConstInt(g->i32, (unsigned long long)v, true); }
static LLVMValueRef ci64(Gen *g, long long v) { return LLVMConstInt(g->i64, (unsigned long long)v, true); }
static LLVMValueRef cf64(Gen *g, double v) { return LLVMConstReal(g->f64, v); }
static LLVMBasicBlockRef bb(Gen *g, const char *name) { return LLVMAppendBasicBlockInContext(g->cg->ctx, g->fn, name); }
static void at(Gen *g, LLVMBasicBlockRef b) { LLVMPositionBuilderAtEnd(g->b, b); }

/* A variable: an alloca in the entry block, initialized where it is made. */
static LLVMValueRef var(Gen *g, LLVMTypeRef t, LLVMValueRef init, const char *name)
{
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(g->b);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(g->fn);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    if (first)
        LLVMPositionBuilderBefore(g->b, first);
    else
        LLVMPositionBuilderAtEnd(g->b, entry);
    LLVMValueRef p = LLVMBuildAlloca(g->b, t, name);
    LLVMPositionBuilderAtEnd(g->b, cur);
    if (init)
        LLVMBuildStore(g->b, init, p);
    return p;
}

static LLVMValueRef ld(Gen *g, LLVMTypeRef t, LLVMValueRef p) { return LLVMBuildLoad2(g->b, t, p, ""); }
static void st(Gen *g, LLVMValueRef v, LLVMValueRef p) { LLVMBuildStore(g->b, v, p); }

static LLVMValueRef intrinsic(Gen *g, const char *name, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef t = g->f64;
    return LLVMBuildCall2(g->b, LLVMIntrinsicGetType(g->cg->ctx, id, &t, 1),
                          LLVMGetIntrinsicDeclaration(g->cg->mod, id, &t, 1), args, n, "");
}

/* 10^n (0 <= n) by repeated multiplication: exact in double up to n = 22,
 * in i64 up to 18. */
static LLVMValueRef pow_ten(Gen *g, LLVMValueRef n, bool dbl)
{
    LLVMTypeRef t = dbl ? g->f64 : g->i64;
    LLVMValueRef acc = var(g, t, dbl ? cf64(g, 1.0) : ci64(g, 1), "p10");
    LLVMValueRef i = var(g, g->i32, ci32(g, 0), "p10.i");
    LLVMBasicBlockRef head = bb(g, "p10.head"), body = bb(g, "p10.body"), done = bb(g, "p10.done");
    LLVMBuildBr(g->b, head);
    at(g, head);
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, i), n, ""), body, done);
    at(g, body);
    LLVMValueRef a = ld(g, t, acc);
    st(g, dbl ? LLVMBuildFMul(g->b, a, cf64(g, 10.0), "") : LLVMBuildMul(g->b, a, ci64(g, 10), ""), acc);
    st(g, LLVMBuildAdd(g->b, ld(g, g->i32, i), ci32(g, 1), ""), i);
    LLVMBuildBr(g->b, head);
    at(g, done);
    return ld(g, t, acc);
}

/* round(av * 10^k) to nearest, ties to even, through a double-double. */
static LLVMValueRef scaled_round(Gen *g, LLVMValueRef av, LLVMValueRef k)
{
    LLVMValueRef hi = var(g, g->f64, av, "dd.hi"), lo = var(g, g->f64, cf64(g, 0.0), "dd.lo");
    LLVMValueRef kk = var(g, g->i32, k, "dd.k");
    for (int dir = 0; dir < 2; dir++) { /* multiply while k > 0, divide while k < 0 */
        LLVMBasicBlockRef head = bb(g, "dd.head"), body = bb(g, "dd.body"), done = bb(g, "dd.done");
        LLVMBuildBr(g->b, head);
        at(g, head);
        LLVMValueRef kv = ld(g, g->i32, kk);
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, dir ? LLVMIntSLT : LLVMIntSGT, kv, ci32(g, 0), ""), body, done);
        at(g, body);
        kv = ld(g, g->i32, kk);
        LLVMValueRef mag = dir ? LLVMBuildNeg(g->b, kv, "") : kv;
        LLVMValueRef j = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, mag, ci32(g, 22), ""), ci32(g, 22), mag, "");
        LLVMValueRef c = pow_ten(g, j, true);
        LLVMValueRef h = ld(g, g->f64, hi), l = ld(g, g->f64, lo), nh, nl;
        if (!dir) {
            nh = LLVMBuildFMul(g->b, h, c, "");
            LLVMValueRef fa[3] = {h, c, LLVMBuildFNeg(g->b, nh, "")};
            LLVMValueRef err = intrinsic(g, "llvm.fma", fa, 3); /* exact: h * c - nh */
            nl = LLVMBuildFAdd(g->b, LLVMBuildFMul(g->b, l, c, ""), err, "");
        } else {
            nh = LLVMBuildFDiv(g->b, h, c, "");
            LLVMValueRef fa[3] = {LLVMBuildFNeg(g->b, nh, ""), c, h};
            LLVMValueRef rem = intrinsic(g, "llvm.fma", fa, 3); /* exact: h - nh * c */
            nl = LLVMBuildFDiv(g->b, LLVMBuildFAdd(g->b, rem, l, ""), c, "");
        }
        /* renormalize (fast two-sum: |nh| >= |nl|) */
        LLVMValueRef s = LLVMBuildFAdd(g->b, nh, nl, "");
        st(g, LLVMBuildFSub(g->b, nl, LLVMBuildFSub(g->b, s, nh, ""), ""), lo);
        st(g, s, hi);
        st(g, dir ? LLVMBuildAdd(g->b, kv, j, "") : LLVMBuildSub(g->b, kv, j, ""), kk);
        LLVMBuildBr(g->b, head);
        at(g, done);
    }
    LLVMValueRef h = ld(g, g->f64, hi), l = ld(g, g->f64, lo);
    LLVMValueRef fl = intrinsic(g, "llvm.floor", &h, 1);
    LLVMValueRef f = LLVMBuildFSub(g->b, h, fl, "");
    LLVMValueRef n = LLVMBuildFPToSI(g->b, fl, g->i64, "");
    LLVMValueRef half = LLVMBuildFCmp(g->b, LLVMRealOEQ, f, cf64(g, 0.5), "");
    LLVMValueRef odd = LLVMBuildTrunc(g->b, n, LLVMInt1TypeInContext(g->cg->ctx), "");
    LLVMValueRef tie_up = LLVMBuildOr(g->b, LLVMBuildFCmp(g->b, LLVMRealOGT, l, cf64(g, 0.0), ""),
                                      LLVMBuildAnd(g->b, LLVMBuildFCmp(g->b, LLVMRealOEQ, l, cf64(g, 0.0), ""), odd, ""), "");
    LLVMValueRef up = LLVMBuildOr(g->b, LLVMBuildFCmp(g->b, LLVMRealOGT, f, cf64(g, 0.5), ""),
                                  LLVMBuildAnd(g->b, half, tie_up, ""), "");
    return LLVMBuildAdd(g->b, n, LLVMBuildZExt(g->b, up, g->i64, ""), "");
}

/* text[len++] = c */
static void put(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef c)
{
    LLVMValueRef i = ld(g, g->i32, len);
    LLVMValueRef idx = LLVMBuildSExt(g->b, i, g->i64, "");
    st(g, LLVMBuildTrunc(g->b, c, g->i8, ""), LLVMBuildInBoundsGEP2(g->b, g->i8, text, &idx, 1, ""));
    st(g, LLVMBuildAdd(g->b, i, ci32(g, 1), ""), len);
}

static void putc_(Gen *g, LLVMValueRef text, LLVMValueRef len, char c) { put(g, text, len, ci32(g, c)); }

/* Digits from..to-1 (counted from the left) of the ndig-digit number n. */
static void put_digits(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef n, LLVMValueRef ndig,
                       LLVMValueRef from, LLVMValueRef to)
{
    LLVMValueRef i = var(g, g->i32, from, "dig.i");
    LLVMBasicBlockRef head = bb(g, "dig.head"), body = bb(g, "dig.body"), done = bb(g, "dig.done");
    LLVMBuildBr(g->b, head);
    at(g, head);
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, i), to, ""), body, done);
    at(g, body);
    LLVMValueRef iv = ld(g, g->i32, i);
    LLVMValueRef p = pow_ten(g, LLVMBuildSub(g->b, LLVMBuildSub(g->b, ndig, iv, ""), ci32(g, 1), ""), false);
    LLVMValueRef dgt = LLVMBuildURem(g->b, LLVMBuildUDiv(g->b, n, p, ""), ci64(g, 10), "");
    put(g, text, len, LLVMBuildAdd(g->b, LLVMBuildTrunc(g->b, dgt, g->i32, ""), ci32(g, '0'), ""));
    st(g, LLVMBuildAdd(g->b, iv, ci32(g, 1), ""), i);
    LLVMBuildBr(g->b, head);
    at(g, done);
}

/* posmod(e, 3) */
static LLVMValueRef mod3(Gen *g, LLVMValueRef e)
{
    LLVMValueRef r = LLVMBuildSRem(g->b, e, ci32(g, 3), "");
    LLVMValueRef neg = LLVMBuildICmp(g->b, LLVMIntSLT, r, ci32(g, 0), "");
    return LLVMBuildSelect(g->b, neg, LLVMBuildAdd(g->b, r, ci32(g, 3), ""), r, "");
}

/* the literal s, one character at a time */
static void put_str(Gen *g, LLVMValueRef text, LLVMValueRef len, const char *s)
{
    for (; *s; s++)
        putc_(g, text, len, *s);
}

static void build(Gen *g)
{
    LLVMValueRef out = LLVMGetParam(g->fn, 0), v = LLVMGetParam(g->fn, 1), w = LLVMGetParam(g->fn, 2);
    LLVMValueRef d = LLVMGetParam(g->fn, 3), flags = LLVMGetParam(g->fn, 4);
    LLVMValueRef form = LLVMBuildAnd(g->b, flags, ci32(g, 15), "form");
    LLVMValueRef plus = LLVMBuildICmp(g->b, LLVMIntNE, LLVMBuildAnd(g->b, flags, ci32(g, 16), ""), ci32(g, 0), "sp");
    LLVMTypeRef tt = LLVMArrayType(g->i8, 64);
    LLVMValueRef textv = var(g, tt, NULL, "fmt.text");
    LLVMValueRef text = LLVMBuildBitCast(g->b, textv, g->cg->t_ptr, "");
    LLVMValueRef len = var(g, g->i32, ci32(g, 0), "fmt.len");
    LLVMValueRef optzero = var(g, g->i32, ci32(g, -1), "fmt.optzero"); /* index of a leading zero that may go */
    LLVMValueRef fw = var(g, g->i32, w, "fmt.fw"), trail = var(g, g->i32, ci32(g, 0), "fmt.trail");
    LLVMValueRef nv = var(g, g->i64, ci64(g, 0), "fmt.n"), e0 = var(g, g->i32, ci32(g, -1), "fmt.e0");
    LLVMValueRef sig = var(g, g->i32, d, "fmt.sig"), iter = var(g, g->i32, ci32(g, 0), "fmt.iter");
    LLVMValueRef is_en = LLVMBuildICmp(g->b, LLVMIntEQ, form, ci32(g, 2), "");
    LLVMValueRef is_g = LLVMBuildICmp(g->b, LLVMIntEQ, form, ci32(g, 3), "");
    LLVMValueRef neg = LLVMBuildICmp(g->b, LLVMIntSLT, LLVMBuildBitCast(g->b, v, g->i64, ""), ci64(g, 0), "neg");
    LLVMValueRef av = intrinsic(g, "llvm.fabs", &v, 1);
    LLVMBasicBlockRef special = bb(g, "special"), finite = bb(g, "finite"), justify = bb(g, "justify");
    LLVMBuildCondBr(g->b, LLVMBuildFCmp(g->b, LLVMRealOLT, av, cf64(g, __builtin_inf()), ""), finite, special);

    /* Infinity / Inf / NaN, right-justified in w */
    at(g, special);
    {
        LLVMBasicBlockRef nan = bb(g, "nan"), inf = bb(g, "inf"), longinf = bb(g, "inf.long"), shortinf = bb(g, "inf.short");
        LLVMBuildCondBr(g->b, LLVMBuildFCmp(g->b, LLVMRealUNO, v, v, ""), nan, inf);
        at(g, nan);
        put_str(g, text, len, "NaN");
        LLVMBuildBr(g->b, justify);
        at(g, inf);
        LLVMBasicBlockRef sgn = bb(g, "inf.sign"), nosgn = bb(g, "inf.nosign");
        LLVMValueRef signed_ = LLVMBuildOr(g->b, neg, plus, "");
        LLVMBuildCondBr(g->b, signed_, sgn, nosgn);
        at(g, sgn);
        put(g, text, len, LLVMBuildSelect(g->b, neg, ci32(g, '-'), ci32(g, '+'), ""));
        LLVMBuildBr(g->b, nosgn);
        at(g, nosgn);
        LLVMValueRef room = LLVMBuildSub(g->b, w, LLVMBuildZExt(g->b, signed_, g->i32, ""), "");
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSGE, room, ci32(g, 8), ""), longinf, shortinf);
        at(g, longinf);
        put_str(g, text, len, "Infinity");
        LLVMBuildBr(g->b, justify);
        at(g, shortinf);
        put_str(g, text, len, "Inf");
        LLVMBuildBr(g->b, justify);
    }

    /* the digits: n with sig digits and the decimal exponent e0 of its first */
    at(g, finite);
    LLVMBasicBlockRef zero = bb(g, "zero"), nonzero = bb(g, "nonzero"), digits = bb(g, "digits");
    LLVMBuildCondBr(g->b, LLVMBuildFCmp(g->b, LLVMRealOEQ, av, cf64(g, 0.0), ""), zero, nonzero);
    at(g, zero);
    st(g, LLVMBuildSelect(g->b, is_en, ci32(g, 0), ci32(g, -1), ""), e0);
    st(g, LLVMBuildSelect(g->b, is_en, LLVMBuildAdd(g->b, d, ci32(g, 1), ""), d, ""), sig);
    LLVMBuildBr(g->b, digits);
    at(g, nonzero);
    {
        LLVMValueRef bits = LLVMBuildBitCast(g->b, av, g->i64, "");
        LLVMValueRef e2 = LLVMBuildSub(g->b, LLVMBuildTrunc(g->b, LLVMBuildLShr(g->b, bits, ci64(g, 52), ""), g->i32, ""),
                                       ci32(g, 1023), "");
        LLVMValueRef est = LLVMBuildFMul(g->b, LLVMBuildSIToFP(g->b, e2, g->f64, ""), cf64(g, 0.30102999566398120), "");
        st(g, LLVMBuildFPToSI(g->b, intrinsic(g, "llvm.floor", &est, 1), g->i32, ""), e0);
        LLVMBasicBlockRef loop = bb(g, "dig.loop"), low = bb(g, "dig.low"), high = bb(g, "dig.high");
        LLVMBasicBlockRef check_low = bb(g, "dig.checklow");
        LLVMBuildBr(g->b, loop);
        at(g, loop);
        LLVMValueRef e = ld(g, g->i32, e0);
        LLVMValueRef s = LLVMBuildSelect(g->b, is_en, LLVMBuildAdd(g->b, LLVMBuildAdd(g->b, mod3(g, e), ci32(g, 1), ""), d, ""),
                                         d, "");
        st(g, s, sig);
        LLVMValueRef n = scaled_round(g, av, LLVMBuildSub(g->b, LLVMBuildSub(g->b, s, ci32(g, 1), ""), e, ""));
        st(g, n, nv);
        LLVMValueRef top = pow_ten(g, s, false);
        LLVMValueRef more = LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, iter), ci32(g, 40), "");
        st(g, LLVMBuildAdd(g->b, ld(g, g->i32, iter), ci32(g, 1), ""), iter);
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, more, LLVMBuildICmp(g->b, LLVMIntSGE, n, top, ""), ""), high, check_low);
        at(g, high);
        st(g, LLVMBuildAdd(g->b, ld(g, g->i32, e0), ci32(g, 1), ""), e0);
        LLVMBuildBr(g->b, loop);
        at(g, check_low);
        LLVMValueRef bottom = LLVMBuildUDiv(g->b, top, ci64(g, 10), "");
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, more, LLVMBuildICmp(g->b, LLVMIntSLT, n, bottom, ""), ""), low, digits);
        at(g, low);
        st(g, LLVMBuildSub(g->b, ld(g, g->i32, e0), ci32(g, 1), ""), e0);
        LLVMBuildBr(g->b, loop);
    }

    /* the text */
    at(g, digits);
    LLVMValueRef e = ld(g, g->i32, e0), s = ld(g, g->i32, sig), n = ld(g, g->i64, nv);
    LLVMValueRef x = LLVMBuildSelect(g->b, is_en, LLVMBuildSub(g->b, e, mod3(g, e), ""), LLVMBuildAdd(g->b, e, ci32(g, 1), ""),
                                     "exp");
    LLVMValueRef iszero = LLVMBuildFCmp(g->b, LLVMRealOEQ, av, cf64(g, 0.0), "");
    /* G: F editing when 0 <= X <= d (zero: one integer digit) */
    LLVMValueRef gx = LLVMBuildSelect(g->b, iszero, ci32(g, 1), x, "");
    LLVMValueRef gf = LLVMBuildAnd(g->b, is_g,
                                   LLVMBuildAnd(g->b, LLVMBuildICmp(g->b, LLVMIntSGE, gx, ci32(g, 0), ""),
                                                LLVMBuildICmp(g->b, LLVMIntSLE, gx, d, ""), ""), "gf");
    LLVMBasicBlockRef sgn = bb(g, "sign"), body = bb(g, "body");
    LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, neg, plus, ""), sgn, body);
    at(g, sgn);
    put(g, text, len, LLVMBuildSelect(g->b, neg, ci32(g, '-'), ci32(g, '+'), ""));
    LLVMBuildBr(g->b, body);
    at(g, body);
    LLVMBasicBlockRef fixed = bb(g, "fixed"), sci = bb(g, "sci"), expo = bb(g, "expo"), fdone = bb(g, "fixed.done");
    LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, gf, is_en, ""), fixed, sci);
    at(g, fixed);
    {
        /* EN: sig - d digits before the point; G: gx digits (none: a zero) */
        LLVMValueRef ip = LLVMBuildSelect(g->b, is_en, LLVMBuildSub(g->b, s, d, ""), gx, "");
        LLVMBasicBlockRef z = bb(g, "fixed.zero"), nz = bb(g, "fixed.int");
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, ip, ci32(g, 0), ""), z, nz);
        at(g, z);
        st(g, ld(g, g->i32, len), optzero);
        putc_(g, text, len, '0');
        LLVMBuildBr(g->b, nz);
        at(g, nz);
        put_digits(g, text, len, n, s, ci32(g, 0), ip);
        putc_(g, text, len, '.');
        put_digits(g, text, len, n, s, ip, s);
        LLVMBasicBlockRef gtrail = bb(g, "fixed.g");
        LLVMBuildCondBr(g->b, is_en, expo, gtrail);
        at(g, gtrail);
        st(g, LLVMBuildSub(g->b, w, ci32(g, 4), ""), fw);
        st(g, ci32(g, 4), trail);
        LLVMBuildBr(g->b, fdone);
    }
    at(g, sci);
    st(g, ld(g, g->i32, len), optzero);
    put_str(g, text, len, "0.");
    put_digits(g, text, len, n, s, ci32(g, 0), s);
    LLVMBuildBr(g->b, expo);
    at(g, expo);
    {
        LLVMValueRef xneg = LLVMBuildICmp(g->b, LLVMIntSLT, x, ci32(g, 0), "");
        LLVMValueRef ax = LLVMBuildSelect(g->b, xneg, LLVMBuildNeg(g->b, x, ""), x, "");
        LLVMBasicBlockRef letter = bb(g, "exp.letter"), digs = bb(g, "exp.digits");
        LLVMValueRef small = LLVMBuildICmp(g->b, LLVMIntSLE, ax, ci32(g, 99), "");
        LLVMBuildCondBr(g->b, small, letter, digs);
        at(g, letter);
        put(g, text, len, LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, form, ci32(g, 1), ""), ci32(g, 'D'),
                                          ci32(g, 'E'), ""));
        LLVMBuildBr(g->b, digs);
        at(g, digs);
        put(g, text, len, LLVMBuildSelect(g->b, xneg, ci32(g, '-'), ci32(g, '+'), ""));
        LLVMValueRef nd = LLVMBuildSelect(g->b, small, ci32(g, 2), ci32(g, 3), "");
        put_digits(g, text, len, LLVMBuildSExt(g->b, ax, g->i64, ""), nd, ci32(g, 0), nd);
        LLVMBuildBr(g->b, fdone);
    }
    at(g, fdone);
    LLVMBuildBr(g->b, justify);

    /* right-justify the text in fw (dropping an optional leading zero, or
     * asterisks over the whole field), then the trailing blanks */
    at(g, justify);
    {
        LLVMValueRef L = ld(g, g->i32, len), f = ld(g, g->i32, fw), oz = ld(g, g->i32, optzero);
        LLVMValueRef fits = LLVMBuildICmp(g->b, LLVMIntSLE, L, f, "");
        LLVMValueRef drop = LLVMBuildAnd(g->b, LLVMBuildNot(g->b, fits, ""),
                                         LLVMBuildAnd(g->b, LLVMBuildICmp(g->b, LLVMIntSGE, oz, ci32(g, 0), ""),
                                                      LLVMBuildICmp(g->b, LLVMIntSLE, LLVMBuildSub(g->b, L, ci32(g, 1), ""), f, ""),
                                                      ""),
                                         "drop");
        LLVMBasicBlockRef stars = bb(g, "stars"), copy = bb(g, "copy");
        LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, fits, drop, ""), copy, stars);
        LLVMValueRef o = var(g, g->i32, NULL, "out.len");
        LLVMValueRef i = var(g, g->i32, NULL, "out.i");
        LLVMBasicBlockRef end = bb(g, "end");
        /* w asterisks */
        at(g, stars);
        st(g, ci32(g, 0), o);
        {
            LLVMBasicBlockRef head = bb(g, "stars.head"), b2 = bb(g, "stars.body");
            LLVMBuildBr(g->b, head);
            at(g, head);
            LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, o), w, ""), b2, end);
            at(g, b2);
            put(g, out, o, ci32(g, '*'));
            LLVMBuildBr(g->b, head);
        }
        at(g, copy);
        st(g, ci32(g, 0), o);
        LLVMValueRef used = LLVMBuildSub(g->b, L, LLVMBuildZExt(g->b, drop, g->i32, ""), "");
        LLVMValueRef pad = LLVMBuildSub(g->b, f, used, "");
        {
            LLVMBasicBlockRef head = bb(g, "pad.head"), b2 = bb(g, "pad.body"), cp = bb(g, "copy.head");
            LLVMBuildBr(g->b, head);
            at(g, head);
            LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, o), pad, ""), b2, cp);
            at(g, b2);
            put(g, out, o, ci32(g, ' '));
            LLVMBuildBr(g->b, head);
            at(g, cp);
            st(g, ci32(g, 0), i);
            LLVMBasicBlockRef cb = bb(g, "copy.body"), cput = bb(g, "copy.put"), cnext = bb(g, "copy.next");
            LLVMBasicBlockRef tr = bb(g, "trail.head");
            LLVMBasicBlockRef chead = bb(g, "copy.loop");
            LLVMBuildBr(g->b, chead);
            at(g, chead);
            LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, i), L, ""), cb, tr);
            at(g, cb);
            LLVMValueRef iv = ld(g, g->i32, i);
            LLVMValueRef skip = LLVMBuildAnd(g->b, drop, LLVMBuildICmp(g->b, LLVMIntEQ, iv, oz, ""), "");
            LLVMBuildCondBr(g->b, skip, cnext, cput);
            at(g, cput);
            LLVMValueRef idx = LLVMBuildSExt(g->b, iv, g->i64, "");
            put(g, out, o, LLVMBuildZExt(g->b, ld(g, g->i8, LLVMBuildInBoundsGEP2(g->b, g->i8, text, &idx, 1, "")), g->i32, ""));
            LLVMBuildBr(g->b, cnext);
            at(g, cnext);
            st(g, LLVMBuildAdd(g->b, ld(g, g->i32, i), ci32(g, 1), ""), i);
            LLVMBuildBr(g->b, chead);
            at(g, tr);
            LLVMValueRef t2 = var(g, g->i32, ci32(g, 0), "trail.i");
            LLVMBasicBlockRef th = bb(g, "trail.loop"), tb = bb(g, "trail.body");
            LLVMBuildBr(g->b, th);
            at(g, th);
            LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, t2), ld(g, g->i32, trail), ""), tb, end);
            at(g, tb);
            put(g, out, o, ci32(g, ' '));
            st(g, LLVMBuildAdd(g->b, ld(g, g->i32, t2), ci32(g, 1), ""), t2);
            LLVMBuildBr(g->b, th);
        }
        at(g, end);
        put(g, out, o, ci32(g, 0));
        LLVMBuildRetVoid(g->b);
    }
}

/* The field of Ew.d (form 0), Dw.d (1), ENw.d (2) or Gw.d (3), plus 16
 * under SP (a '+' before nonnegative values), for the REAL(8) value v, in a local buffer of w + 1 bytes; returns its address. */
LLVMValueRef cg_dev_fmt_real(CG *cg, LLVMValueRef v, int w, int d, int form)
{
    const char *name = "cuf90_dev_fmt_real";
    LLVMTypeRef pt[5] = {cg->t_ptr, cg->t_f64, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 5, false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (!fn) {
        fn = LLVMAddFunction(cg->mod, name, ft);
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "noinline"));
        Gen g = {cg, LLVMCreateBuilderInContext(cg->ctx), fn, LLVMInt8TypeInContext(cg->ctx), cg->t_i32, cg->t_i64,
                 cg->t_f64};
        LLVMPositionBuilderAtEnd(g.b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
        build(&g);
        LLVMDisposeBuilder(g.b);
    }
    LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(LLVMInt8TypeInContext(cg->ctx), (unsigned)w + 1), "fmt.field");
    LLVMValueRef args[5] = {buf, v, cg_const_i32(cg, w), cg_const_i32(cg, d), cg_const_i32(cg, form)};
    LLVMBuildCall2(cg->b, ft, fn, args, 5, "");
    return buf;
}

/* Bw[.m] (also B0): the binary digits of the bits-wide integer v (two's
 * complement, as libgfortran prints negative values), at least m of them
 * (none for a zero with m = 0), right-justified in w (w = 0: as many as it
 * takes), w asterisks when they do not fit. */
static void build_bin(Gen *g)
{
    LLVMValueRef out = LLVMGetParam(g->fn, 0), v = LLVMGetParam(g->fn, 1), bits = LLVMGetParam(g->fn, 2);
    LLVMValueRef w = LLVMGetParam(g->fn, 3), m = LLVMGetParam(g->fn, 4);
    LLVMValueRef o = var(g, g->i32, ci32(g, 0), "out.len");
    /* the value masked to its kind: shift left then right by 64 - bits */
    LLVMValueRef sh = LLVMBuildZExt(g->b, LLVMBuildSub(g->b, ci32(g, 64), bits, ""), g->i64, "");
    LLVMValueRef u = LLVMBuildLShr(g->b, LLVMBuildShl(g->b, v, sh, ""), sh, "u");
    /* its digits: 64 - ctlz, 0 for zero */
    LLVMTypeRef i64 = g->i64;
    unsigned id = LLVMLookupIntrinsicID("llvm.ctlz", 9);
    LLVMValueRef ca[2] = {u, LLVMConstInt(LLVMInt1TypeInContext(g->cg->ctx), 0, false)};
    LLVMValueRef lz = LLVMBuildCall2(g->b, LLVMIntrinsicGetType(g->cg->ctx, id, &i64, 1),
                                     LLVMGetIntrinsicDeclaration(g->cg->mod, id, &i64, 1), ca, 2, "");
    LLVMValueRef nd = LLVMBuildTrunc(g->b, LLVMBuildSub(g->b, ci64(g, 64), lz, ""), g->i32, "");
    /* at least m digits; for m < 0 (no .m) at least one */
    LLVMValueRef minimum = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, m, ci32(g, 0), ""), ci32(g, 1), m, "");
    LLVMValueRef len = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, nd, minimum, ""), nd, minimum, "len");
    LLVMValueRef fw = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, w, ci32(g, 0), ""), len, w, "fw");
    LLVMBasicBlockRef stars = bb(g, "stars"), pad = bb(g, "pad"), end = bb(g, "end");
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, len, fw, ""), stars, pad);
    at(g, stars);
    {
        LLVMBasicBlockRef head = bb(g, "stars.head"), body = bb(g, "stars.body");
        LLVMBuildBr(g->b, head);
        at(g, head);
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, o), w, ""), body, end);
        at(g, body);
        put(g, out, o, ci32(g, '*'));
        LLVMBuildBr(g->b, head);
    }
    at(g, pad);
    {
        LLVMValueRef blanks = LLVMBuildSub(g->b, fw, len, "");
        LLVMBasicBlockRef head = bb(g, "pad.head"), body = bb(g, "pad.body"), digs = bb(g, "digits");
        LLVMBuildBr(g->b, head);
        at(g, head);
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, o), blanks, ""), body, digs);
        at(g, body);
        put(g, out, o, ci32(g, ' '));
        LLVMBuildBr(g->b, head);
        at(g, digs);
        /* digit j (from the left) of len: bit len - 1 - j */
        LLVMValueRef j = var(g, g->i32, ci32(g, 0), "bin.j");
        LLVMBasicBlockRef dh = bb(g, "digit.head"), db = bb(g, "digit.body");
        LLVMBuildBr(g->b, dh);
        at(g, dh);
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, j), len, ""), db, end);
        at(g, db);
        LLVMValueRef jv = ld(g, g->i32, j);
        LLVMValueRef bit = LLVMBuildZExt(g->b, LLVMBuildSub(g->b, LLVMBuildSub(g->b, len, jv, ""), ci32(g, 1), ""), g->i64, "");
        LLVMValueRef one = LLVMBuildAnd(g->b, LLVMBuildLShr(g->b, u, bit, ""), ci64(g, 1), "");
        put(g, out, o, LLVMBuildAdd(g->b, LLVMBuildTrunc(g->b, one, g->i32, ""), ci32(g, '0'), ""));
        st(g, LLVMBuildAdd(g->b, jv, ci32(g, 1), ""), j);
        LLVMBuildBr(g->b, dh);
    }
    at(g, end);
    put(g, out, o, ci32(g, 0));
    LLVMBuildRetVoid(g->b);
}

/* The field of Bw[.m] for an integer of `bits` bits (m < 0: no .m), in a
 * local buffer; returns its address. */
LLVMValueRef cg_dev_fmt_bin(CG *cg, LLVMValueRef v, int bits, int w, int m)
{
    const char *name = "cuf90_dev_fmt_bin";
    LLVMTypeRef pt[5] = {cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, pt, 5, false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (!fn) {
        fn = LLVMAddFunction(cg->mod, name, ft);
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, cg_enum_attr(cg, "noinline"));
        Gen g = {cg, LLVMCreateBuilderInContext(cg->ctx), fn, LLVMInt8TypeInContext(cg->ctx), cg->t_i32, cg->t_i64,
                 cg->t_f64};
        LLVMPositionBuilderAtEnd(g.b, LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry"));
        build_bin(&g);
        LLVMDisposeBuilder(g.b);
    }
    int size = (w > 64 ? w : 64) + 1;
    LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(LLVMInt8TypeInContext(cg->ctx), (unsigned)size), "fmt.field");
    LLVMValueRef args[5] = {buf, v, cg_const_i32(cg, bits), cg_const_i32(cg, w), cg_const_i32(cg, m)};
    LLVMBuildCall2(cg->b, ft, fn, args, 5, "");
    return buf;
}
