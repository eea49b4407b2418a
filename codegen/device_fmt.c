/* device_fmt.c — formatted output in device code: the field writers and
 * the record they are placed in (device_io.c walks the format).
 * Device code has no libgfortran and printf has no conversion that prints
 * libgfortran's text (asterisks in a narrow field, the optional leading
 * zero, Fw.0's point, the scale factor, three-digit exponents), so
 * generated functions of the device module write each field, the GPU and
 * the emulator running the same code:
 *   cuf90_dev_fmt_real(out, v, w, d, flags, k)  F, E, D, EN, ES, G of a REAL(8) value
 *   cuf90_dev_fmt_int(out, v, bits, radix, w, m, flags)  I, B, O, Z
 *   cuf90_dev_rec_put(rec, state, text, n)  n characters (text NULL: blanks) at
 *       the record's position, blanks over a gap that T or X left
 *   cuf90_dev_rec_end(rec, state)  the record's newline, the next one begins
 * The state is {position, end, record start, capacity}: T, TL, TR and X
 * move the position (device_io.c), text written left of the end
 * overwrites, as in libgfortran; the statement prints the buffer with one
 * vprintf("%s").
 *
 * The digits are libgfortran's: v rounded to nearest, ties to even, on its
 * exact decimal expansion (exact_digits: the integer M * 2^x or M * 5^-x
 * in base-10^9 limbs, at most 767 digits), rounded once per field where
 * the form cuts it (round_digits), so any number of digits and F of any
 * magnitude and scale factor are exact.
 *
 * Layouts (k the scale factor kP): E and D 0.ddddE+xx for k <= 0 (-k zeros
 * after the point, d + k digits), k digits before the point and d - k + 1
 * after for k > 0; ES one digit before the point; EN 1 to 3, the exponent
 * a multiple of 3; G F editing with d - X decimals and 4 blanks when the
 * value rounded to d digits is 10^(X-1) <= |v| < 10^X with 0 <= X <= d,
 * else E editing with k; F the value times 10^k. A leading zero before
 * the point goes when the field is one short (and in F0.d); an exponent
 * beyond 99 drops its letter (Ew.dEe: e digits, the letter kept, the
 * field asterisks when they do not hold the exponent; G's F editing then
 * ends in e + 2 blanks); Infinity/Inf/NaN as libgfortran; a field too
 * narrow is w asterisks. w = 0 (F0.d, G0, E0.d, ...): GCC 12's rules, in
 * build_real's comments.
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

/* for (i = from; i < to; i++): loop_open leaves the builder in the body,
 * loop_close after the loop. */
typedef struct Loop {
    LLVMBasicBlockRef head, done;
    LLVMValueRef i;
} Loop;

static Loop loop_open(Gen *g, LLVMValueRef from, LLVMValueRef to, const char *name)
{
    Loop l = {bb(g, name), NULL, var(g, g->i32, from, name)};
    LLVMBasicBlockRef body = bb(g, name);
    l.done = bb(g, name);
    LLVMBuildBr(g->b, l.head);
    at(g, l.head);
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, ld(g, g->i32, l.i), to, ""), body, l.done);
    at(g, body);
    return l;
}

static void loop_close(Gen *g, Loop *l)
{
    st(g, LLVMBuildAdd(g->b, ld(g, g->i32, l->i), ci32(g, 1), ""), l->i);
    LLVMBuildBr(g->b, l->head);
    at(g, l->done);
}

/* base^n (0 <= n) in i64 by repeated multiplication. */
static LLVMValueRef pow_int(Gen *g, long long base, LLVMValueRef n)
{
    LLVMValueRef acc = var(g, g->i64, ci64(g, 1), "pow");
    Loop l = loop_open(g, ci32(g, 0), n, "pow");
    st(g, LLVMBuildMul(g->b, ld(g, g->i64, acc), ci64(g, base), ""), acc);
    loop_close(g, &l);
    return ld(g, g->i64, acc);
}

/* 10^n, exact up to n = 18 */
static LLVMValueRef pow_ten(Gen *g, LLVMValueRef n) { return pow_int(g, 10, n); }

static LLVMValueRef at_index(Gen *g, LLVMValueRef base, LLVMValueRef i)
{
    LLVMValueRef idx = LLVMBuildSExt(g->b, i, g->i64, "");
    return LLVMBuildInBoundsGEP2(g->b, g->i8, base, &idx, 1, "");
}

static LLVMValueRef max_i32(Gen *g, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, a, b, ""), a, b, "");
}

static LLVMValueRef min_i32(Gen *g, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, a, b, ""), a, b, "");
}

/* text[len++] = c */
static void put(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef c)
{
    LLVMValueRef i = ld(g, g->i32, len);
    st(g, LLVMBuildTrunc(g->b, c, g->i8, ""), at_index(g, text, i));
    st(g, LLVMBuildAdd(g->b, i, ci32(g, 1), ""), len);
}

static void putc_(Gen *g, LLVMValueRef text, LLVMValueRef len, char c) { put(g, text, len, ci32(g, c)); }

/* out[from..to) = c */
static void fill(Gen *g, LLVMValueRef out, LLVMValueRef from, LLVMValueRef to, char c)
{
    Loop l = loop_open(g, from, to, "fill");
    st(g, LLVMConstInt(g->i8, (unsigned char)c, false), at_index(g, out, ld(g, g->i32, l.i)));
    loop_close(g, &l);
}

/* Digits from..to-1 (counted from the left) of the ndig-digit number n
 * (at most 20 digits: n is unsigned). */
static void put_digits(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef n, LLVMValueRef ndig,
                       LLVMValueRef from, LLVMValueRef to)
{
    Loop l = loop_open(g, from, to, "dig");
    LLVMValueRef iv = ld(g, g->i32, l.i);
    LLVMValueRef p = pow_ten(g, LLVMBuildSub(g->b, LLVMBuildSub(g->b, ndig, iv, ""), ci32(g, 1), ""));
    LLVMValueRef dgt = LLVMBuildURem(g->b, LLVMBuildUDiv(g->b, n, p, ""), ci64(g, 10), "");
    put(g, text, len, LLVMBuildAdd(g->b, LLVMBuildTrunc(g->b, dgt, g->i32, ""), ci32(g, '0'), ""));
    loop_close(g, &l);
}

/* The number of radix-r digits of the unsigned n (0 for 0). */
static LLVMValueRef radix_digits(Gen *g, LLVMValueRef n, LLVMValueRef r64)
{
    LLVMValueRef t = var(g, g->i64, n, "nd.t"), nd = var(g, g->i32, ci32(g, 0), "nd");
    LLVMBasicBlockRef head = bb(g, "nd.head"), body = bb(g, "nd.body"), done = bb(g, "nd.done");
    LLVMBuildBr(g->b, head);
    at(g, head);
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, ld(g, g->i64, t), ci64(g, 0), ""), body, done);
    at(g, body);
    st(g, LLVMBuildUDiv(g->b, ld(g, g->i64, t), r64, ""), t);
    st(g, LLVMBuildAdd(g->b, ld(g, g->i32, nd), ci32(g, 1), ""), nd);
    LLVMBuildBr(g->b, head);
    at(g, done);
    return ld(g, g->i32, nd);
}

/* The number of decimal digits of the unsigned n (1 for 0). */
static LLVMValueRef count_digits(Gen *g, LLVMValueRef n)
{
    LLVMValueRef nd = radix_digits(g, n, ci64(g, 10));
    return LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, nd, ci32(g, 0), ""), ci32(g, 1), nd, "");
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

static LLVMValueRef icmp(Gen *g, LLVMIntPredicate p, LLVMValueRef a, long long b)
{
    return LLVMBuildICmp(g->b, p, a, ci32(g, b), "");
}

/* Digit buffers of build_real: the exact digits of a REAL(8) (at most 767:
 * M * 5^1074 for the smallest subnormal) and a rounded copy. */
enum { DIGITS_MAX = 800, ROUND_MAX = DIGITS_MAX - 20 };

/* The exact decimal digits of the finite av > 0 in D (characters, the
 * first nonzero); *nd their count, *E the decimal exponent of the first.
 * av = M * 2^x is the integer M * 2^x, or M * 5^-x divided by 10^-x:
 * that integer in base-10^9 limbs, multiplied by 2^30 or 5^13 a step (a
 * limb times the factor plus the carry stays below 2^63). */
static void exact_digits(Gen *g, LLVMValueRef av, LLVMValueRef D, LLVMValueRef *nd_out, LLVMValueRef *E_out)
{
    LLVMValueRef limbs = var(g, LLVMArrayType(g->i64, 90), NULL, "limbs");
    LLVMValueRef base = ci64(g, 1000000000);
#define LIMB(i) LLVMBuildInBoundsGEP2(g->b, g->i64, limbs, (LLVMValueRef[]){LLVMBuildSExt(g->b, (i), g->i64, "")}, 1, "")
    LLVMValueRef bits = LLVMBuildBitCast(g->b, av, g->i64, "");
    LLVMValueRef bexp = LLVMBuildTrunc(g->b, LLVMBuildLShr(g->b, bits, ci64(g, 52), ""), g->i32, "");
    LLVMValueRef mant = LLVMBuildAnd(g->b, bits, ci64(g, (1LL << 52) - 1), "");
    LLVMValueRef sub = icmp(g, LLVMIntEQ, bexp, 0);
    LLVMValueRef m = LLVMBuildSelect(g->b, sub, mant, LLVMBuildOr(g->b, mant, ci64(g, 1LL << 52), ""), "");
    LLVMValueRef x = LLVMBuildSelect(g->b, sub, ci32(g, -1074), LLVMBuildSub(g->b, bexp, ci32(g, 1075), ""), "");
    st(g, LLVMBuildURem(g->b, m, base, ""), LIMB(ci32(g, 0)));
    st(g, LLVMBuildUDiv(g->b, m, base, ""), LIMB(ci32(g, 1)));
    LLVMValueRef nl = var(g, g->i32, LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntUGE, m, base, ""), ci32(g, 2), ci32(g, 1), ""),
                          "limbs.n");
    LLVMValueRef two = icmp(g, LLVMIntSGT, x, 0);
    LLVMValueRef rem = var(g, g->i32, LLVMBuildSelect(g->b, two, x, LLVMBuildNeg(g->b, x, ""), ""), "limbs.x");
    LLVMValueRef carry = var(g, g->i64, NULL, "limbs.carry");
    LLVMBasicBlockRef head = bb(g, "mul.head"), body = bb(g, "mul.body"), done = bb(g, "mul.done");
    LLVMBuildBr(g->b, head);
    at(g, head);
    LLVMBuildCondBr(g->b, icmp(g, LLVMIntSGT, ld(g, g->i32, rem), 0), body, done);
    at(g, body);
    {
        LLVMValueRef s = min_i32(g, ld(g, g->i32, rem), LLVMBuildSelect(g->b, two, ci32(g, 30), ci32(g, 13), ""));
        LLVMValueRef f = LLVMBuildSelect(g->b, two, LLVMBuildShl(g->b, ci64(g, 1), LLVMBuildZExt(g->b, s, g->i64, ""), ""),
                                         pow_int(g, 5, s), "");
        st(g, ci64(g, 0), carry);
        Loop l = loop_open(g, ci32(g, 0), ld(g, g->i32, nl), "limb");
        LLVMValueRef p = LIMB(ld(g, g->i32, l.i));
        LLVMValueRef v = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, ld(g, g->i64, p), f, ""), ld(g, g->i64, carry), "");
        st(g, LLVMBuildURem(g->b, v, base, ""), p);
        st(g, LLVMBuildUDiv(g->b, v, base, ""), carry);
        loop_close(g, &l);
        LLVMBasicBlockRef ch = bb(g, "carry.head"), cb = bb(g, "carry.body"), cd = bb(g, "carry.done");
        LLVMBuildBr(g->b, ch);
        at(g, ch);
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, ld(g, g->i64, carry), ci64(g, 0), ""), cb, cd);
        at(g, cb);
        LLVMValueRef n = ld(g, g->i32, nl);
        st(g, LLVMBuildURem(g->b, ld(g, g->i64, carry), base, ""), LIMB(n));
        st(g, LLVMBuildUDiv(g->b, ld(g, g->i64, carry), base, ""), carry);
        st(g, LLVMBuildAdd(g->b, n, ci32(g, 1), ""), nl);
        LLVMBuildBr(g->b, ch);
        at(g, cd);
        st(g, LLVMBuildSub(g->b, ld(g, g->i32, rem), s, ""), rem);
        LLVMBuildBr(g->b, head);
    }
    at(g, done);
    /* the top limb without leading zeros, then nine digits a limb */
    LLVMValueRef dlen = var(g, g->i32, ci32(g, 0), "digits.n");
    LLVMValueRef n = ld(g, g->i32, nl);
    LLVMValueRef top = ld(g, g->i64, LIMB(LLVMBuildSub(g->b, n, ci32(g, 1), "")));
    LLVMValueRef nd = count_digits(g, top);
    put_digits(g, D, dlen, top, nd, ci32(g, 0), nd);
    Loop l = loop_open(g, ci32(g, 1), n, "limb.out");
    LLVMValueRef lv = ld(g, g->i64, LIMB(LLVMBuildSub(g->b, LLVMBuildSub(g->b, n, ld(g, g->i32, l.i), ""), ci32(g, 1), "")));
    put_digits(g, D, dlen, lv, ci32(g, 9), ci32(g, 0), ci32(g, 9));
    loop_close(g, &l);
#undef LIMB
    *nd_out = ld(g, g->i32, dlen);
    *E_out = LLVMBuildAdd(g->b, LLVMBuildSub(g->b, *nd_out, ci32(g, 1), ""),
                          LLVMBuildSelect(g->b, two, ci32(g, 0), x, ""), "");
}

static LLVMValueRef byte_at(Gen *g, LLVMValueRef buf, LLVMValueRef i)
{
    return LLVMBuildZExt(g->b, ld(g, g->i8, at_index(g, buf, i)), g->i32, "");
}

/* Any digit other than '0' in D[from..to). */
static LLVMValueRef any_nonzero(Gen *g, LLVMValueRef D, LLVMValueRef from, LLVMValueRef to)
{
    LLVMValueRef r = var(g, g->cg->t_i1, LLVMConstInt(g->cg->t_i1, 0, false), "sticky");
    Loop l = loop_open(g, from, to, "sticky");
    st(g, LLVMBuildOr(g->b, ld(g, g->cg->t_i1, r), icmp(g, LLVMIntNE, byte_at(g, D, ld(g, g->i32, l.i)), '0'), ""), r);
    loop_close(g, &l);
    return ld(g, g->cg->t_i1, r);
}

/* R = the digits of round(0.D * 10^c), ties to even (D: nd digits, the
 * exact value); returns their count (0 for a zero, c or c + 1 else). */
static LLVMValueRef round_digits(Gen *g, LLVMValueRef D, LLVMValueRef nd, LLVMValueRef c, LLVMValueRef R)
{
    LLVMValueRef L = var(g, g->i32, ci32(g, 0), "rnd.len");
    LLVMBasicBlockRef small = bb(g, "rnd.small"), one = bb(g, "rnd.one"), big = bb(g, "rnd.big"), done = bb(g, "rnd.done");
    LLVMBuildCondBr(g->b, icmp(g, LLVMIntSLE, c, 0), small, big);
    /* c <= 0: 0, or 1 when c = 0 and 0.D > 0.5 */
    at(g, small);
    {
        LLVMValueRef d0 = byte_at(g, D, ci32(g, 0));
        LLVMValueRef gt = LLVMBuildOr(g->b, icmp(g, LLVMIntUGT, d0, '5'),
                                      LLVMBuildAnd(g->b, icmp(g, LLVMIntEQ, d0, '5'), any_nonzero(g, D, ci32(g, 1), nd), ""), "");
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, icmp(g, LLVMIntEQ, c, 0), gt, ""), one, done);
        at(g, one);
        st(g, LLVMConstInt(g->i8, '1', false), at_index(g, R, ci32(g, 0)));
        st(g, ci32(g, 1), L);
        LLVMBuildBr(g->b, done);
    }
    /* c > 0: D's first c digits (zeros past nd), the carry of the rest */
    at(g, big);
    {
        Loop l = loop_open(g, ci32(g, 0), c, "rnd.copy");
        LLVMValueRef iv = ld(g, g->i32, l.i);
        LLVMValueRef in = LLVMBuildICmp(g->b, LLVMIntSLT, iv, nd, "");
        LLVMValueRef safe = LLVMBuildSelect(g->b, in, iv, ci32(g, 0), "");
        LLVMValueRef ch = LLVMBuildSelect(g->b, in, ld(g, g->i8, at_index(g, D, safe)), LLVMConstInt(g->i8, '0', false), "");
        st(g, ch, at_index(g, R, iv));
        loop_close(g, &l);
        st(g, c, L);
        LLVMBasicBlockRef rd = bb(g, "rnd.digit"), up = bb(g, "rnd.up");
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, c, nd, ""), rd, done);
        at(g, rd);
        LLVMValueRef r = byte_at(g, D, c);
        LLVMValueRef odd = LLVMBuildTrunc(g->b, byte_at(g, R, LLVMBuildSub(g->b, c, ci32(g, 1), "")), g->cg->t_i1, "");
        LLVMValueRef sticky = any_nonzero(g, D, LLVMBuildAdd(g->b, c, ci32(g, 1), ""), nd);
        LLVMValueRef goes_up = LLVMBuildOr(g->b, icmp(g, LLVMIntUGT, r, '5'),
                                           LLVMBuildAnd(g->b, icmp(g, LLVMIntEQ, r, '5'), LLVMBuildOr(g->b, sticky, odd, ""), ""), "");
        LLVMBuildCondBr(g->b, goes_up, up, done);
        /* nines become zeros; all nines: 1 and c zeros */
        at(g, up);
        LLVMValueRef i = var(g, g->i32, LLVMBuildSub(g->b, c, ci32(g, 1), ""), "rnd.i");
        LLVMBasicBlockRef nh = bb(g, "nine.head"), nb = bb(g, "nine.body"), nd9 = bb(g, "nine.done");
        LLVMBasicBlockRef inc = bb(g, "rnd.inc"), over = bb(g, "rnd.over");
        LLVMBuildBr(g->b, nh);
        at(g, nh);
        LLVMValueRef iv2 = ld(g, g->i32, i);
        LLVMValueRef ge0 = icmp(g, LLVMIntSGE, iv2, 0);
        LLVMValueRef safe2 = LLVMBuildSelect(g->b, ge0, iv2, ci32(g, 0), "");
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, ge0, icmp(g, LLVMIntEQ, byte_at(g, R, safe2), '9'), ""), nb, nd9);
        at(g, nb);
        st(g, LLVMConstInt(g->i8, '0', false), at_index(g, R, iv2));
        st(g, LLVMBuildSub(g->b, iv2, ci32(g, 1), ""), i);
        LLVMBuildBr(g->b, nh);
        at(g, nd9);
        LLVMBuildCondBr(g->b, icmp(g, LLVMIntSGE, ld(g, g->i32, i), 0), inc, over);
        at(g, inc);
        LLVMValueRef pi = at_index(g, R, ld(g, g->i32, i));
        st(g, LLVMBuildAdd(g->b, ld(g, g->i8, pi), LLVMConstInt(g->i8, 1, false), ""), pi);
        LLVMBuildBr(g->b, done);
        at(g, over);
        st(g, LLVMConstInt(g->i8, '1', false), at_index(g, R, ci32(g, 0)));
        st(g, LLVMConstInt(g->i8, '0', false), at_index(g, R, c));
        st(g, LLVMBuildAdd(g->b, c, ci32(g, 1), ""), L);
        LLVMBuildBr(g->b, done);
    }
    at(g, done);
    return ld(g, g->i32, L);
}

/* n zeros at text[len..] */
static void put_zeros(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef n)
{
    Loop l = loop_open(g, ci32(g, 0), n, "zeros");
    putc_(g, text, len, '0');
    loop_close(g, &l);
}

/* text[len..] = R[from..to) */
static void put_buf(Gen *g, LLVMValueRef text, LLVMValueRef len, LLVMValueRef R, LLVMValueRef from, LLVMValueRef to)
{
    Loop l = loop_open(g, from, to, "buf");
    put(g, text, len, byte_at(g, R, ld(g, g->i32, l.i)));
    loop_close(g, &l);
}

/* cuf90_dev_fmt_real(out, v, w, d, flags, k) -> length: the field of the
 * REAL(8) v (flags: the form CG_FMT_*, plus CG_FMT_SP, plus CG_FMT_R8 for
 * a REAL(8) item, plus the exponent digits of Ee shifted by
 * CG_FMT_EXP_SHIFT) in out. */
static void build_real(Gen *g)
{
    LLVMValueRef out = LLVMGetParam(g->fn, 0), v = LLVMGetParam(g->fn, 1), w = LLVMGetParam(g->fn, 2);
    LLVMValueRef d = LLVMGetParam(g->fn, 3), flags = LLVMGetParam(g->fn, 4), k = LLVMGetParam(g->fn, 5);
    LLVMValueRef form = LLVMBuildAnd(g->b, flags, ci32(g, 15), "form");
    LLVMValueRef plus = LLVMBuildICmp(g->b, LLVMIntNE, LLVMBuildAnd(g->b, flags, ci32(g, CG_FMT_SP), ""), ci32(g, 0), "sp");
    LLVMValueRef r8 = LLVMBuildICmp(g->b, LLVMIntNE, LLVMBuildAnd(g->b, flags, ci32(g, CG_FMT_R8), ""), ci32(g, 0), "r8");
    LLVMValueRef textv = var(g, LLVMArrayType(g->i8, CG_DEV_FMT_FIELD), NULL, "fmt.text");
    LLVMValueRef text = LLVMBuildBitCast(g->b, textv, g->cg->t_ptr, "");
    LLVMValueRef D = var(g, LLVMArrayType(g->i8, DIGITS_MAX), NULL, "fmt.exact");
    LLVMValueRef R = var(g, LLVMArrayType(g->i8, DIGITS_MAX), NULL, "fmt.digits");
    LLVMValueRef len = var(g, g->i32, ci32(g, 0), "fmt.len");
    LLVMValueRef optzero = var(g, g->i32, ci32(g, -1), "fmt.optzero"); /* index of a leading zero that may go */
    LLVMValueRef fw = var(g, g->i32, w, "fmt.fw"), trail = var(g, g->i32, ci32(g, 0), "fmt.trail");
    LLVMValueRef starw = var(g, g->i32, w, "fmt.stars");
    LLVMValueRef w0 = icmp(g, LLVMIntEQ, w, 0);
    LLVMValueRef is_e = icmp(g, LLVMIntULE, form, CG_FMT_D), is_en = icmp(g, LLVMIntEQ, form, CG_FMT_EN);
    LLVMValueRef is_g = icmp(g, LLVMIntEQ, form, CG_FMT_G), is_es = icmp(g, LLVMIntEQ, form, CG_FMT_ES);
    LLVMValueRef is_f = icmp(g, LLVMIntEQ, form, CG_FMT_F);
    LLVMValueRef ed = LLVMBuildLShr(g->b, flags, ci32(g, CG_FMT_EXP_SHIFT), "ed"), has_ed = icmp(g, LLVMIntSGT, ed, 0);
    LLVMValueRef neg = LLVMBuildICmp(g->b, LLVMIntSLT, LLVMBuildBitCast(g->b, v, g->i64, ""), ci64(g, 0), "neg");
    LLVMValueRef av = intrinsic(g, "llvm.fabs", &v, 1);
    LLVMValueRef iszero = LLVMBuildFCmp(g->b, LLVMRealOEQ, av, cf64(g, 0.0), "");
    LLVMValueRef has_sign = LLVMBuildOr(g->b, neg, plus, "");
    LLVMValueRef sign_char = LLVMBuildSelect(g->b, neg, ci32(g, '-'), ci32(g, '+'), "");
    LLVMBasicBlockRef special = bb(g, "special"), finite = bb(g, "finite"), justify = bb(g, "justify");
    LLVMBasicBlockRef stars = bb(g, "stars");
    LLVMBuildCondBr(g->b, LLVMBuildFCmp(g->b, LLVMRealOLT, av, cf64(g, __builtin_inf()), ""), finite, special);

    /* Infinity / Inf / NaN, right-justified in w (w = 0: Inf) */
    at(g, special);
    {
        LLVMBasicBlockRef nan = bb(g, "nan"), inf = bb(g, "inf"), longinf = bb(g, "inf.long"), shortinf = bb(g, "inf.short");
        LLVMBuildCondBr(g->b, LLVMBuildFCmp(g->b, LLVMRealUNO, v, v, ""), nan, inf);
        at(g, nan);
        put_str(g, text, len, "NaN");
        LLVMBuildBr(g->b, justify);
        at(g, inf);
        LLVMBasicBlockRef sgn = bb(g, "inf.sign"), nosgn = bb(g, "inf.nosign");
        LLVMBuildCondBr(g->b, has_sign, sgn, nosgn);
        at(g, sgn);
        put(g, text, len, sign_char);
        LLVMBuildBr(g->b, nosgn);
        at(g, nosgn);
        LLVMValueRef room = LLVMBuildSub(g->b, w, LLVMBuildZExt(g->b, has_sign, g->i32, ""), "");
        LLVMBuildCondBr(g->b, icmp(g, LLVMIntSGE, room, 8), longinf, shortinf);
        at(g, longinf);
        put_str(g, text, len, "Infinity");
        LLVMBuildBr(g->b, justify);
        at(g, shortinf);
        put_str(g, text, len, "Inf");
        LLVMBuildBr(g->b, justify);
    }

    /* the sign, the exact digits (a zero: none, D[0] = '0') */
    at(g, finite);
    LLVMValueRef ndv = var(g, g->i32, ci32(g, 0), "fmt.nd"), Ev = var(g, g->i32, ci32(g, 0), "fmt.E");
    st(g, LLVMConstInt(g->i8, '0', false), at_index(g, D, ci32(g, 0)));
    LLVMBasicBlockRef sgn = bb(g, "sign"), exact = bb(g, "exact"), body = bb(g, "body"), ffield = bb(g, "F"), sci = bb(g, "sci");
    LLVMBuildCondBr(g->b, has_sign, sgn, exact);
    at(g, sgn);
    put(g, text, len, sign_char);
    LLVMBuildBr(g->b, exact);
    at(g, exact);
    {
        LLVMBasicBlockRef nz = bb(g, "exact.nonzero");
        LLVMBuildCondBr(g->b, iszero, body, nz);
        at(g, nz);
        LLVMValueRef ndx, Ex;
        exact_digits(g, av, D, &ndx, &Ex);
        st(g, ndx, ndv);
        st(g, Ex, Ev);
        LLVMBuildBr(g->b, body);
    }
    at(g, body);
    LLVMValueRef nd = ld(g, g->i32, ndv), E = ld(g, g->i32, Ev);
    LLVMBuildCondBr(g->b, is_f, ffield, sci);

    /* F: round(v * 10^(k+d)), its last d digits after the point (a zero
     * before it when there are no others, optional when decimals follow) */
    at(g, ffield);
    {
        LLVMValueRef c = LLVMBuildSelect(g->b, iszero, ci32(g, 0),
                                         LLVMBuildAdd(g->b, LLVMBuildAdd(g->b, E, ci32(g, 1), ""), LLVMBuildAdd(g->b, k, d, ""), ""), "");
        LLVMBasicBlockRef ok = bb(g, "F.ok");
        LLVMBuildCondBr(g->b, icmp(g, LLVMIntSGT, c, ROUND_MAX), stars, ok);
        at(g, ok);
        LLVMValueRef L = round_digits(g, D, nd, c, R);
        LLVMBasicBlockRef zero = bb(g, "F.zero"), nonzero = bb(g, "F.int"), frac = bb(g, "F.frac");
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, L, d, ""), nonzero, zero);
        at(g, nonzero);
        LLVMValueRef ip = LLVMBuildSub(g->b, L, d, "");
        put_buf(g, text, len, R, ci32(g, 0), ip);
        putc_(g, text, len, '.');
        put_buf(g, text, len, R, ip, L);
        LLVMBuildBr(g->b, justify);
        at(g, zero);
        st(g, LLVMBuildSelect(g->b, icmp(g, LLVMIntSGT, d, 0), ld(g, g->i32, len), ci32(g, -1), ""), optzero);
        putc_(g, text, len, '0');
        putc_(g, text, len, '.');
        LLVMBuildBr(g->b, frac);
        at(g, frac);
        LLVMValueRef nz = LLVMBuildSub(g->b, d, L, "");
        put_zeros(g, text, len, nz);
        put_buf(g, text, len, R, ci32(g, 0), L);
        LLVMBuildBr(g->b, justify);
    }

    /* E, D, EN, ES, G: R with sig digits, e0 the decimal exponent of its first */
    at(g, sci);
    LLVMValueRef e0 = var(g, g->i32, ci32(g, -1), "fmt.e0");
    LLVMValueRef sig = var(g, g->i32, d, "fmt.sig"), iter = var(g, g->i32, ci32(g, 0), "fmt.iter");
    /* the digits E editing takes with k; ES d + 1; EN and G d (EN: plus
     * those before the point) */
    LLVMValueRef kpos = icmp(g, LLVMIntSGT, k, 0), kneg = icmp(g, LLVMIntSLT, k, 0);
    LLVMValueRef se = LLVMBuildSelect(g->b, kpos, LLVMBuildAdd(g->b, d, ci32(g, 1), ""), LLVMBuildAdd(g->b, d, k, ""), "");
    LLVMValueRef sbase = var(g, g->i32, LLVMBuildSelect(g->b, is_e, se,
                                                        LLVMBuildSelect(g->b, is_es, LLVMBuildAdd(g->b, d, ci32(g, 1), ""), d, ""),
                                                        ""),
                             "fmt.sbase");
    LLVMValueRef redone = var(g, g->cg->t_i1, LLVMConstInt(g->cg->t_i1, 0, false), "fmt.redone");
    LLVMBasicBlockRef zero = bb(g, "zero"), nonzero = bb(g, "nonzero"), digits = bb(g, "digits");
    LLVMBasicBlockRef enprec = bb(g, "EN.prec");
    LLVMValueRef en_s = var(g, g->i32, NULL, "EN.sig");
    LLVMBuildCondBr(g->b, iszero, zero, enprec);
    /* EN: libgfortran's digits, d + 1 + mod3(e1): e1 the exponent of v
     * rounded to one digit, one less when that digit is 1 and 10^-e1 * v
     * (in the item's precision, 10^n by repeated products) is below 1.
     * e1 is v's exponent but where that product rounds to 1: there the
     * digits past those taken are zeros. */
    at(g, enprec);
    {
        LLVMValueRef L1 = round_digits(g, D, nd, ci32(g, 1), R);
        LLVMValueRef carry = icmp(g, LLVMIntEQ, L1, 2);
        LLVMValueRef lead1 = LLVMBuildOr(g->b, carry, icmp(g, LLVMIntEQ, byte_at(g, R, ci32(g, 0)), '1'), "");
        LLVMValueRef e1 = LLVMBuildAdd(g->b, E, LLVMBuildZExt(g->b, carry, g->i32, ""), "");
        LLVMValueRef n = LLVMBuildSelect(g->b, icmp(g, LLVMIntSLT, e1, 0), LLVMBuildNeg(g->b, e1, ""), e1, "");
        LLVMValueRef below = NULL;
        for (int wide = 0; wide < 2; wide++) {
            LLVMTypeRef t = wide ? g->f64 : LLVMFloatTypeInContext(g->cg->ctx);
            LLVMValueRef r = var(g, t, LLVMConstReal(t, 1.0), "EN.p10");
            Loop l = loop_open(g, ci32(g, 0), n, "EN.p10");
            st(g, LLVMBuildFMul(g->b, ld(g, t, r), LLVMConstReal(t, 10.0), ""), r);
            loop_close(g, &l);
            LLVMValueRef p = ld(g, t, r);
            p = LLVMBuildSelect(g->b, icmp(g, LLVMIntSGT, e1, 0), LLVMBuildFDiv(g->b, LLVMConstReal(t, 1.0), p, ""), p, "");
            LLVMValueRef tv = LLVMBuildFMul(g->b, p, wide ? av : LLVMBuildFPTrunc(g->b, av, t, ""), "");
            LLVMValueRef b = LLVMBuildFCmp(g->b, LLVMRealOGT, LLVMBuildFSub(g->b, LLVMConstReal(t, 1.0), tv, ""), LLVMConstReal(t, 0.0), "");
            below = wide ? LLVMBuildSelect(g->b, r8, b, below, "") : b;
        }
        LLVMValueRef ep = LLVMBuildSub(g->b, e1, LLVMBuildZExt(g->b, LLVMBuildAnd(g->b, lead1, below, ""), g->i32, ""), "");
        st(g, LLVMBuildAdd(g->b, LLVMBuildAdd(g->b, d, ci32(g, 1), ""), mod3(g, ep), ""), en_s);
        LLVMBuildBr(g->b, nonzero);
    }
    at(g, zero);
    st(g, LLVMBuildSelect(g->b, is_en, ci32(g, 0), ci32(g, -1), ""), e0);
    LLVMValueRef zs = LLVMBuildSelect(g->b, is_en, LLVMBuildAdd(g->b, d, ci32(g, 1), ""), ld(g, g->i32, sbase), "");
    st(g, zs, sig);
    fill(g, R, ci32(g, 0), zs, '0');
    LLVMBuildBr(g->b, digits);
    /* e0 from the exact digits; a carry to 10^s takes the next exponent */
    at(g, nonzero);
    {
        st(g, E, e0);
        st(g, ci32(g, 0), iter);
        LLVMBasicBlockRef loop = bb(g, "dig.loop"), low = bb(g, "dig.low"), high = bb(g, "dig.high");
        LLVMBasicBlockRef check_low = bb(g, "dig.checklow");
        LLVMBuildBr(g->b, loop);
        at(g, loop);
        LLVMValueRef e = ld(g, g->i32, e0);
        LLVMValueRef s = LLVMBuildSelect(g->b, is_en, ld(g, g->i32, en_s), ld(g, g->i32, sbase), "");
        st(g, s, sig);
        LLVMValueRef c = LLVMBuildSub(g->b, LLVMBuildAdd(g->b, E, s, ""), e, "");
        LLVMValueRef L = round_digits(g, D, nd, min_i32(g, c, ci32(g, ROUND_MAX)), R);
        LLVMValueRef more = icmp(g, LLVMIntSLT, ld(g, g->i32, iter), 40);
        st(g, LLVMBuildAdd(g->b, ld(g, g->i32, iter), ci32(g, 1), ""), iter);
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, more, LLVMBuildICmp(g->b, LLVMIntSGT, L, s, ""), ""), high, check_low);
        at(g, high);
        st(g, LLVMBuildAdd(g->b, ld(g, g->i32, e0), ci32(g, 1), ""), e0);
        LLVMBuildBr(g->b, loop);
        at(g, check_low);
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, more, LLVMBuildICmp(g->b, LLVMIntSLT, L, s, ""), ""), low, digits);
        at(g, low);
        st(g, LLVMBuildSub(g->b, ld(g, g->i32, e0), ci32(g, 1), ""), e0);
        LLVMBuildBr(g->b, loop);
    }

    at(g, digits);
    LLVMValueRef e = ld(g, g->i32, e0), s = ld(g, g->i32, sig);
    /* G: F editing when 0 <= X <= d (zero: one integer digit); E editing
     * with k takes other digits than the d it was decided on */
    LLVMValueRef gx = LLVMBuildSelect(g->b, iszero, ci32(g, 1), LLVMBuildAdd(g->b, e, ci32(g, 1), ""), "");
    LLVMValueRef gf = LLVMBuildAnd(g->b, is_g, LLVMBuildAnd(g->b, icmp(g, LLVMIntSGE, gx, 0), LLVMBuildICmp(g->b, LLVMIntSLE, gx, d, ""), ""),
                                   "gf");
    LLVMValueRef redo = LLVMBuildAnd(g->b, LLVMBuildAnd(g->b, is_g, LLVMBuildNot(g->b, gf, ""), ""),
                                     LLVMBuildAnd(g->b, LLVMBuildICmp(g->b, LLVMIntNE, se, d, ""),
                                                  LLVMBuildNot(g->b, ld(g, g->cg->t_i1, redone), ""), ""),
                                     "");
    LLVMBasicBlockRef again = bb(g, "G.again"), layout = bb(g, "layout");
    LLVMBuildCondBr(g->b, redo, again, layout);
    at(g, again);
    st(g, se, sbase);
    st(g, LLVMConstInt(g->cg->t_i1, 1, false), redone);
    LLVMBuildBr(g->b, nonzero);
    /* [0] digits before the point, the point, zeros, the other digits */
    at(g, layout);
    LLVMValueRef m3 = mod3(g, e);
    LLVMValueRef eip = LLVMBuildSelect(g->b, is_en, LLVMBuildAdd(g->b, m3, ci32(g, 1), ""),
                                       LLVMBuildSelect(g->b, is_es, ci32(g, 1), LLVMBuildSelect(g->b, kpos, k, ci32(g, 0), ""), ""), "");
    LLVMValueRef ip = LLVMBuildSelect(g->b, gf, gx, eip, "ip");
    LLVMValueRef nz = LLVMBuildSelect(g->b, LLVMBuildAnd(g->b, LLVMBuildNot(g->b, gf, ""),
                                                         LLVMBuildAnd(g->b, LLVMBuildOr(g->b, is_e, is_g, ""), kneg, ""), ""),
                                      LLVMBuildNeg(g->b, k, ""), ci32(g, 0), "nz");
    LLVMValueRef x = LLVMBuildSelect(g->b, iszero, ci32(g, 0),
                                     LLVMBuildSelect(g->b, is_en, LLVMBuildSub(g->b, e, m3, ""),
                                                     LLVMBuildSelect(g->b, is_es, e,
                                                                     LLVMBuildSub(g->b, LLVMBuildAdd(g->b, e, ci32(g, 1), ""), k, ""),
                                                                     ""),
                                                     ""),
                                     "exp");
    {
        LLVMBasicBlockRef z = bb(g, "lead.zero"), nzb = bb(g, "lead.digits");
        LLVMBuildCondBr(g->b, icmp(g, LLVMIntEQ, ip, 0), z, nzb);
        at(g, z);
        st(g, ld(g, g->i32, len), optzero);
        putc_(g, text, len, '0');
        LLVMBuildBr(g->b, nzb);
        at(g, nzb);
        put_buf(g, text, len, R, ci32(g, 0), ip);
        putc_(g, text, len, '.');
        put_zeros(g, text, len, nz);
        /* EN: d digits after the point, zeros past those taken */
        LLVMValueRef sp = LLVMBuildSelect(g->b, is_en, LLVMBuildAdd(g->b, ip, d, ""), s, "");
        fill(g, R, s, sp, '0');
        put_buf(g, text, len, R, ip, sp);
    }
    LLVMBasicBlockRef gtrail = bb(g, "G.trail"), expo = bb(g, "expo");
    LLVMBuildCondBr(g->b, gf, gtrail, expo);
    at(g, gtrail);
    LLVMValueRef blanks = LLVMBuildSelect(g->b, w0, ci32(g, 0), LLVMBuildSelect(g->b, has_ed, LLVMBuildAdd(g->b, ed, ci32(g, 2), ""), ci32(g, 4), ""), "");
    st(g, LLVMBuildSub(g->b, w, blanks, ""), fw);
    st(g, blanks, trail);
    LLVMBuildBr(g->b, justify);
    /* the exponent: 2 digits and the letter, 3 without it, Ee's e digits
     * and the letter; w = 0: as many digits as it takes and the letter
     * (Ee: e), none for an exponent 0 */
    at(g, expo);
    {
        LLVMValueRef xneg = icmp(g, LLVMIntSLT, x, 0);
        LLVMValueRef ax = LLVMBuildSelect(g->b, xneg, LLVMBuildNeg(g->b, x, ""), x, "");
        LLVMBasicBlockRef letter = bb(g, "exp.letter"), digs = bb(g, "exp.digits"), shown = bb(g, "exp.shown");
        LLVMValueRef small = icmp(g, LLVMIntSLE, ax, 99);
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, w0, icmp(g, LLVMIntEQ, x, 0), ""), justify, shown);
        at(g, shown);
        /* Ee: e digits and the letter, asterisks when they do not hold the
         * exponent (w = 0: one for each character before the exponent
         * but the point, as libgfortran) */
        LLVMValueRef fits = LLVMBuildICmp(g->b, LLVMIntSLT, LLVMBuildSExt(g->b, ax, g->i64, ""), pow_ten(g, ed), "");
        LLVMValueRef w0stars = LLVMBuildSub(g->b, ld(g, g->i32, len), ci32(g, 1), ""); /* the text but its point */
        st(g, LLVMBuildSelect(g->b, w0, w0stars, w, ""), starw);
        LLVMBasicBlockRef exp_ok = bb(g, "exp.ok");
        LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, LLVMBuildNot(g->b, has_ed, ""), fits, ""), exp_ok, stars);
        at(g, exp_ok);
        LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, LLVMBuildOr(g->b, small, has_ed, ""), w0, ""), letter, digs);
        at(g, letter);
        put(g, text, len, LLVMBuildSelect(g->b, icmp(g, LLVMIntEQ, form, CG_FMT_D), ci32(g, 'D'), ci32(g, 'E'), ""));
        LLVMBuildBr(g->b, digs);
        at(g, digs);
        put(g, text, len, LLVMBuildSelect(g->b, xneg, ci32(g, '-'), ci32(g, '+'), ""));
        LLVMValueRef nd2 = LLVMBuildSelect(g->b, has_ed, ed,
                                           LLVMBuildSelect(g->b, w0, count_digits(g, LLVMBuildSExt(g->b, ax, g->i64, "")),
                                                           LLVMBuildSelect(g->b, small, ci32(g, 2), ci32(g, 3), ""), ""), "");
        put_digits(g, text, len, LLVMBuildSExt(g->b, ax, g->i64, ""), nd2, ci32(g, 0), nd2);
        LLVMBuildBr(g->b, justify);
    }

    /* right-justify the text in fw, dropping an optional leading zero
     * when one short, or w asterisks; then the trailing blanks. w = 0: as
     * wide as the text, without the optional zero in F and, as
     * libgfortran, when the text with it passes 16 characters (REAL(4))
     * or 25 (REAL(8)) */
    at(g, justify);
    {
        LLVMValueRef o = var(g, g->i32, NULL, "out.len");
        LLVMValueRef L = ld(g, g->i32, len), oz = ld(g, g->i32, optzero);
        LLVMValueRef has_oz = icmp(g, LLVMIntSGE, oz, 0);
        LLVMValueRef wmax = LLVMBuildSelect(g->b, r8, ci32(g, 25), ci32(g, 16), "");
        LLVMValueRef keep0 = LLVMBuildAnd(g->b, LLVMBuildNot(g->b, is_f, ""), LLVMBuildICmp(g->b, LLVMIntSLE, L, wmax, ""), "");
        LLVMValueRef f = LLVMBuildSelect(g->b, w0,
                                         LLVMBuildSelect(g->b, keep0, L, LLVMBuildSub(g->b, L, LLVMBuildZExt(g->b, has_oz, g->i32, ""), ""), ""),
                                         ld(g, g->i32, fw), "");
        LLVMValueRef fits = LLVMBuildICmp(g->b, LLVMIntSLE, L, f, "");
        LLVMValueRef drop = LLVMBuildAnd(g->b, LLVMBuildNot(g->b, fits, ""),
                                         LLVMBuildAnd(g->b, has_oz, LLVMBuildICmp(g->b, LLVMIntSLE, LLVMBuildSub(g->b, L, ci32(g, 1), ""), f, ""), ""),
                                         "drop");
        LLVMBasicBlockRef copy = bb(g, "copy"), end = bb(g, "end");
        LLVMBuildCondBr(g->b, LLVMBuildOr(g->b, fits, drop, ""), copy, stars);
        at(g, copy);
        LLVMValueRef used = LLVMBuildSub(g->b, L, LLVMBuildZExt(g->b, drop, g->i32, ""), "");
        LLVMValueRef pad = LLVMBuildSub(g->b, f, used, "");
        fill(g, out, ci32(g, 0), pad, ' ');
        st(g, pad, o);
        Loop l = loop_open(g, ci32(g, 0), L, "copy");
        LLVMValueRef iv = ld(g, g->i32, l.i);
        LLVMBasicBlockRef cput = bb(g, "copy.put"), cnext = bb(g, "copy.next");
        LLVMBuildCondBr(g->b, LLVMBuildAnd(g->b, drop, LLVMBuildICmp(g->b, LLVMIntEQ, iv, oz, ""), ""), cnext, cput);
        at(g, cput);
        put(g, out, o, LLVMBuildZExt(g->b, ld(g, g->i8, at_index(g, text, iv)), g->i32, ""));
        LLVMBuildBr(g->b, cnext);
        at(g, cnext);
        loop_close(g, &l);
        LLVMValueRef o1 = ld(g, g->i32, o);
        LLVMValueRef o2 = LLVMBuildAdd(g->b, o1, ld(g, g->i32, trail), "");
        fill(g, out, o1, o2, ' ');
        st(g, o2, o);
        LLVMBuildBr(g->b, end);
        at(g, stars);
        LLVMValueRef sw = ld(g, g->i32, starw);
        fill(g, out, ci32(g, 0), sw, '*');
        st(g, sw, o);
        LLVMBuildBr(g->b, end);
        at(g, end);
        LLVMValueRef ov = ld(g, g->i32, o);
        st(g, LLVMConstInt(g->i8, 0, false), at_index(g, out, ov));
        LLVMBuildRet(g->b, ov);
    }
}

/* cuf90_dev_fmt_int(out, v, bits, radix, w, m, flags) -> length: Iw[.m]
 * (radix 10: the sign, '+' under CG_FMT_SP), Bw[.m], Ow[.m], Zw[.m] (the
 * two's complement bits of the bits-wide v, as libgfortran prints negative
 * values): at least m digits (none for a zero with m = 0: blanks),
 * right-justified in w (w = 0: as many as it takes, at least one
 * character), w asterisks when they do not fit. */
static void build_int(Gen *g)
{
    LLVMValueRef out = LLVMGetParam(g->fn, 0), v = LLVMGetParam(g->fn, 1), bits = LLVMGetParam(g->fn, 2);
    LLVMValueRef radix = LLVMGetParam(g->fn, 3), w = LLVMGetParam(g->fn, 4), m = LLVMGetParam(g->fn, 5);
    LLVMValueRef flags = LLVMGetParam(g->fn, 6);
    LLVMValueRef dec = icmp(g, LLVMIntEQ, radix, 10);
    LLVMValueRef r64 = LLVMBuildZExt(g->b, radix, g->i64, "");
    LLVMValueRef sh = LLVMBuildZExt(g->b, LLVMBuildSub(g->b, ci32(g, 64), bits, ""), g->i64, "");
    LLVMValueRef masked = LLVMBuildLShr(g->b, LLVMBuildShl(g->b, v, sh, ""), sh, "");
    LLVMValueRef neg = LLVMBuildAnd(g->b, dec, LLVMBuildICmp(g->b, LLVMIntSLT, v, ci64(g, 0), ""), "neg");
    LLVMValueRef u0 = LLVMBuildSelect(g->b, dec, LLVMBuildSelect(g->b, neg, LLVMBuildNeg(g->b, v, ""), v, ""), masked, "u");
    LLVMValueRef nd = radix_digits(g, u0, r64);
    LLVMValueRef t = var(g, g->i64, u0, "int.t");
    LLVMValueRef digits = max_i32(g, nd, LLVMBuildSelect(g->b, icmp(g, LLVMIntSLT, m, 0), ci32(g, 1), m, ""));
    LLVMValueRef plus = LLVMBuildICmp(g->b, LLVMIntNE, LLVMBuildAnd(g->b, flags, ci32(g, CG_FMT_SP), ""), ci32(g, 0), "");
    LLVMValueRef has_sign = LLVMBuildAnd(g->b, icmp(g, LLVMIntSGT, digits, 0),
                                         LLVMBuildOr(g->b, neg, LLVMBuildAnd(g->b, dec, plus, ""), ""), "");
    LLVMValueRef len = LLVMBuildAdd(g->b, digits, LLVMBuildZExt(g->b, has_sign, g->i32, ""), "len");
    LLVMValueRef fw = LLVMBuildSelect(g->b, icmp(g, LLVMIntEQ, w, 0), max_i32(g, len, ci32(g, 1)), w, "fw");
    LLVMBasicBlockRef stars = bb(g, "stars"), field = bb(g, "field"), end = bb(g, "end");
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, len, fw, ""), stars, field);
    at(g, stars);
    fill(g, out, ci32(g, 0), fw, '*');
    LLVMBuildBr(g->b, end);
    /* blanks, then the digits from the right, then the sign */
    at(g, field);
    fill(g, out, ci32(g, 0), fw, ' ');
    LLVMValueRef pos = var(g, g->i32, fw, "int.pos");
    Loop l = loop_open(g, ci32(g, 0), digits, "int.digit");
    LLVMValueRef dg = LLVMBuildTrunc(g->b, LLVMBuildURem(g->b, ld(g, g->i64, t), r64, ""), g->i32, "");
    LLVMValueRef ch = LLVMBuildSelect(g->b, icmp(g, LLVMIntSLT, dg, 10), LLVMBuildAdd(g->b, dg, ci32(g, '0'), ""),
                                      LLVMBuildAdd(g->b, dg, ci32(g, 'A' - 10), ""), "");
    LLVMValueRef p = LLVMBuildSub(g->b, ld(g, g->i32, pos), ci32(g, 1), "");
    st(g, LLVMBuildTrunc(g->b, ch, g->i8, ""), at_index(g, out, p));
    st(g, p, pos);
    st(g, LLVMBuildUDiv(g->b, ld(g, g->i64, t), r64, ""), t);
    loop_close(g, &l);
    LLVMBasicBlockRef sgn = bb(g, "sign");
    LLVMBuildCondBr(g->b, has_sign, sgn, end);
    at(g, sgn);
    st(g, LLVMBuildSelect(g->b, neg, LLVMConstInt(g->i8, '-', false), LLVMConstInt(g->i8, '+', false), ""),
       at_index(g, out, LLVMBuildSub(g->b, ld(g, g->i32, pos), ci32(g, 1), "")));
    LLVMBuildBr(g->b, end);
    at(g, end);
    st(g, LLVMConstInt(g->i8, 0, false), at_index(g, out, fw));
    LLVMBuildRet(g->b, fw);
}

/* The record's state: {position, end, start of the record, capacity};
 * text stays below capacity - 2 (room for the newline and the NUL). */
static LLVMValueRef state_field(Gen *g, LLVMValueRef state, int i)
{
    return at_index(g, state, ci32(g, 4 * i)); /* i32 fields, addressed in bytes */
}

/* cuf90_dev_rec_put(rec, state, text, n): blanks from the end to the
 * position (a gap left by T, TR or X), then n characters of text (NULL:
 * blanks) at the position, which moves past them. */
static void build_rec_put(Gen *g)
{
    LLVMValueRef rec = LLVMGetParam(g->fn, 0), state = LLVMGetParam(g->fn, 1), text = LLVMGetParam(g->fn, 2);
    LLVMValueRef n = LLVMGetParam(g->fn, 3);
    LLVMValueRef pos = ld(g, g->i32, state_field(g, state, 0)), end = ld(g, g->i32, state_field(g, state, 1));
    LLVMValueRef lim = LLVMBuildSub(g->b, ld(g, g->i32, state_field(g, state, 3)), ci32(g, 2), "lim");
    fill(g, rec, end, min_i32(g, pos, lim), ' ');
    LLVMValueRef blanks = LLVMBuildICmp(g->b, LLVMIntEQ, text, LLVMConstNull(g->cg->t_ptr), "");
    Loop l = loop_open(g, ci32(g, 0), min_i32(g, n, LLVMBuildSub(g->b, lim, pos, "")), "put");
    LLVMValueRef iv = ld(g, g->i32, l.i);
    LLVMBasicBlockRef ch = bb(g, "put.char"), store = bb(g, "put.store");
    LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
    LLVMBuildCondBr(g->b, blanks, store, ch);
    at(g, ch);
    LLVMValueRef c = ld(g, g->i8, at_index(g, text, iv));
    LLVMBuildBr(g->b, store);
    at(g, store);
    LLVMValueRef phi = LLVMBuildPhi(g->b, g->i8, "");
    LLVMValueRef vals[2] = {LLVMConstInt(g->i8, ' ', false), c};
    LLVMBasicBlockRef blocks[2] = {from, ch};
    LLVMAddIncoming(phi, vals, blocks, 2);
    st(g, phi, at_index(g, rec, LLVMBuildAdd(g->b, pos, iv, "")));
    loop_close(g, &l);
    LLVMValueRef np = LLVMBuildAdd(g->b, pos, n, "");
    st(g, np, state_field(g, state, 0));
    st(g, max_i32(g, end, np), state_field(g, state, 1));
    LLVMBuildRetVoid(g->b);
}

/* cuf90_dev_rec_end(rec, state): the record's newline (and a NUL after
 * it); the next record begins after it. */
static void build_rec_end(Gen *g)
{
    LLVMValueRef rec = LLVMGetParam(g->fn, 0), state = LLVMGetParam(g->fn, 1);
    LLVMValueRef lim = LLVMBuildSub(g->b, ld(g, g->i32, state_field(g, state, 3)), ci32(g, 2), "lim");
    LLVMValueRef i = min_i32(g, ld(g, g->i32, state_field(g, state, 1)), lim);
    st(g, LLVMConstInt(g->i8, '\n', false), at_index(g, rec, i));
    LLVMValueRef next = LLVMBuildAdd(g->b, i, ci32(g, 1), "");
    st(g, LLVMConstInt(g->i8, 0, false), at_index(g, rec, next));
    for (int f = 0; f < 3; f++)
        st(g, next, state_field(g, state, f));
    LLVMBuildRetVoid(g->b);
}

/* The device module's function name (defined by build on first use) and
 * a call of it. */
static LLVMValueRef call_writer(CG *cg, const char *name, void (*build)(Gen *), LLVMTypeRef ret, LLVMTypeRef *pt,
                                unsigned np, LLVMValueRef *args)
{
    LLVMTypeRef ft = LLVMFunctionType(ret, pt, np, false);
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
    return LLVMBuildCall2(cg->b, ft, fn, args, np, "");
}

LLVMValueRef cg_dev_fmt_real(CG *cg, LLVMValueRef out, LLVMValueRef v, int w, int d, int flags, int k)
{
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_f64, cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMValueRef args[6] = {out, v, cg_const_i32(cg, w), cg_const_i32(cg, d), cg_const_i32(cg, flags), cg_const_i32(cg, k)};
    return call_writer(cg, "cuf90_dev_fmt_real", build_real, cg->t_i32, pt, 6, args);
}

LLVMValueRef cg_dev_fmt_int(CG *cg, LLVMValueRef out, LLVMValueRef v, int bits, int radix, int w, int m, int flags)
{
    LLVMTypeRef pt[7] = {cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMValueRef args[7] = {out, v, cg_const_i32(cg, bits), cg_const_i32(cg, radix), cg_const_i32(cg, w), cg_const_i32(cg, m),
                            cg_const_i32(cg, flags)};
    return call_writer(cg, "cuf90_dev_fmt_int", build_int, cg->t_i32, pt, 7, args);
}

void cg_dev_rec_put(CG *cg, LLVMValueRef rec, LLVMValueRef state, LLVMValueRef text, LLVMValueRef n)
{
    LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef args[4] = {rec, state, text, n};
    call_writer(cg, "cuf90_dev_rec_put", build_rec_put, cg->t_void, pt, 4, args);
}

void cg_dev_rec_end(CG *cg, LLVMValueRef rec, LLVMValueRef state)
{
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    LLVMValueRef args[2] = {rec, state};
    call_writer(cg, "cuf90_dev_rec_end", build_rec_end, cg->t_void, pt, 2, args);
}
