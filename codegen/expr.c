/* expr.c — scalar expressions, designators and procedure calls. */
#include "cg.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>


static bool is_int(Type *t) { return t && (t->kind == TY_INTEGER || t->kind == TY_TYPELESS); }
static bool is_real(Type *t) { return t && t->kind == TY_REAL; }
static bool is_cplx(Type *t) { return t && t->kind == TY_COMPLEX; }
static bool is_logical(Type *t) { return t && t->kind == TY_LOGICAL; }

static LLVMTypeRef part_type(CG *cg, Type *t) { return cg_float_type(cg, t->kind_param); }

static LLVMValueRef make_complex(CG *cg, Type *t, LLVMValueRef re, LLVMValueRef im)
{
    LLVMValueRef v = LLVMGetUndef(cg_type(cg, t));
    v = LLVMBuildInsertValue(cg->b, v, re, 0, "");
    return LLVMBuildInsertValue(cg->b, v, im, 1, "");
}

static LLVMValueRef re_of(CG *cg, LLVMValueRef c) { return LLVMBuildExtractValue(cg->b, c, 0, "re"); }
static LLVMValueRef im_of(CG *cg, LLVMValueRef c) { return LLVMBuildExtractValue(cg->b, c, 1, "im"); }

/* Converts between the intrinsic numeric and logical types with Fortran
 * semantics: real→integer truncates, complex→real takes the real part. */
LLVMValueRef cg_convert(CG *cg, LLVMValueRef v, Type *from, Type *to)
{
    if (!from || !to || from == to)
        return v;
    LLVMTypeRef tt = cg_type(cg, to);
    if (from->kind == to->kind && from->kind_param == to->kind_param && from->kind != TY_CHARACTER)
        return v;
    if ((is_int(to) || is_logical(to)) && (is_int(from) || is_logical(from))) {
        unsigned fw = LLVMGetIntTypeWidth(LLVMTypeOf(v)), tw = LLVMGetIntTypeWidth(tt);
        if (fw == tw)
            return v;
        if (fw > tw)
            return LLVMBuildTrunc(cg->b, v, tt, "");
        return is_logical(from) || from->kind == TY_TYPELESS ? LLVMBuildZExt(cg->b, v, tt, "")
                                                              : LLVMBuildSExt(cg->b, v, tt, "");
    }
    if (is_real(to)) {
        if (is_int(from))
            return LLVMBuildSIToFP(cg->b, v, tt, "");
        if (is_cplx(from))
            v = re_of(cg, v);
        return LLVMBuildFPCast(cg->b, v, tt, "");
    }
    if (is_int(to)) {
        if (is_cplx(from))
            v = re_of(cg, v);
        return LLVMBuildFPToSI(cg->b, v, tt, "");
    }
    if (is_cplx(to)) {
        LLVMTypeRef pt = part_type(cg, to);
        LLVMValueRef re, im;
        if (is_cplx(from)) {
            re = LLVMBuildFPCast(cg->b, re_of(cg, v), pt, "");
            im = LLVMBuildFPCast(cg->b, im_of(cg, v), pt, "");
        } else {
            re = is_int(from) ? LLVMBuildSIToFP(cg->b, v, pt, "") : LLVMBuildFPCast(cg->b, v, pt, "");
            im = LLVMConstReal(pt, 0);
        }
        return make_complex(cg, to, re, im);
    }
    return v;
}

static bool is_wide_loop_var(CG *cg, Node *e)
{
    if (!e || e->kind != N_NAME || e->rank != 0 || !e->sym)
        return false;
    Symbol *s = cg_ultimate(e->sym);
    CgVar *v = s && s->kind == SYM_VARIABLE ? s->cg : NULL;
    return v && v->wide && (!v->fn || v->fn == cg->fn);
}

/* Whether e is a loop variable with a 64-bit value beside its own
 * (CgVar.wide), or integer +, - or * (or parentheses) over one: Fortran's
 * operations do not overflow (the nsw of emit_binary_op), so e's sign
 * extension is the same arithmetic on the extended operands. */
static bool wide_affine(CG *cg, Node *e, int depth)
{
    if (!e || e->cval || e->rank != 0 || !e->type || e->type->kind != TY_INTEGER || depth > 8)
        return false; /* a few operations deep: subscripts, not generated chains */
    if (e->kind == N_PAREN)
        return wide_affine(cg, e->lhs, depth + 1);
    if (e->kind == N_BINARY && (e->op == TK_PLUS || e->op == TK_MINUS || e->op == TK_STAR) && e->lhs && e->rhs &&
        e->lhs->type && e->rhs->type && e->lhs->type->kind == TY_INTEGER && e->rhs->type->kind == TY_INTEGER)
        return wide_affine(cg, e->lhs, depth + 1) || wide_affine(cg, e->rhs, depth + 1);
    return is_wide_loop_var(cg, e);
}

/* e's value as i64 computed from the loop variables' 64-bit values, NULL
 * where e does not use one: subscripts read those instead of
 * sign-extending the narrow value, whose truncation LLVM 19 does not fold
 * back (a shl/shr pair per access). */
LLVMValueRef cg_wide_index(CG *cg, Node *e)
{
    if (!wide_affine(cg, e, 0))
        return NULL;
    return cg_expr_i64(cg, e);
}

LLVMValueRef cg_expr_i64(CG *cg, Node *e)
{
    if (e->cval && e->cval->rank == 0 && e->cval->type && e->cval->type->kind == TY_INTEGER)
        return cg_const_i64(cg, (int64_t)e->cval->i);
    if (is_wide_loop_var(cg, e))
        return LLVMBuildLoad2(cg->b, cg->t_i64, ((CgVar *)cg_ultimate(e->sym)->cg)->wide, e->name ? e->name : "");
    if (e->kind == N_PAREN && wide_affine(cg, e, 0))
        return cg_expr_i64(cg, e->lhs);
    if (e->kind == N_BINARY && wide_affine(cg, e, 0)) {
        LLVMValueRef a = cg_expr_i64(cg, e->lhs), b = cg_expr_i64(cg, e->rhs);
        return e->op == TK_PLUS ? LLVMBuildNSWAdd(cg->b, a, b, "")
             : e->op == TK_MINUS ? LLVMBuildNSWSub(cg->b, a, b, "") : LLVMBuildNSWMul(cg->b, a, b, "");
    }
    LLVMValueRef v = cg_expr(cg, e);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
        return LLVMBuildFPToSI(cg->b, v, cg->t_i64, "");
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 64)
        return LLVMBuildSExt(cg->b, v, cg->t_i64, "");
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
        return LLVMBuildTrunc(cg->b, v, cg->t_i64, "");
    return v;
}

LLVMValueRef cg_logical_cond(CG *cg, Node *e) { return cg_to_bool(cg, cg_expr(cg, e)); }

/* ------------------------------------------------------------------ */
/* Designators                                                         */
/* ------------------------------------------------------------------ */

static Node *strip_keyword(Node *a) { return (a && a->kind == N_KEYWORD) ? a->rhs : a; }

/* Address of component 'c' of the derived-type object at 'base'. */
static LLVMValueRef component_addr(CG *cg, LLVMValueRef base, Symbol *c)
{
    LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, c->name);
}

LLVMValueRef cg_component_slot(CG *cg, Node *e)
{
    return component_addr(cg, cg_addr(cg, e->lhs), e->sym);
}

/* A scalar POINTER or ALLOCATABLE function result that is not CHARACTER:
 * the callee stores the data's address in the slot passed first (its
 * result.desc); the address of the data, or NULL when e is no such call. */
static LLVMValueRef scalar_ref_result(CG *cg, Node *e)
{
    Symbol *p = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
    Symbol *u = cg_ultimate(p);
    if (e->rank || !u || !u->proc || !u->proc->result || !cg_result_by_desc(u) || !e->type ||
        e->type->kind == TY_CHARACTER || (u->proc->prefix & PF_ELEMENTAL))
        return NULL;
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "result.ref");
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
    cg_call_char(cg, p, &e->args, e, slot, NULL);
    return LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "result.data");
}

/* Address of a scalar designator (or, under the scalarizer, of the current
 * element of an array designator). Non-designators go through a temporary. */
LLVMValueRef cg_addr(CG *cg, Node *e)
{
    switch (e->kind) {
    case N_NAME: {
        Symbol *s = cg_ultimate(e->sym);
        if (!s || !(s->kind == SYM_VARIABLE || (s->kind == SYM_PARAMETER && s->shape && s->shape->rank > 0)))
            break;
        CgVar *v = cg_var(cg, s);
        if (v->kind != CV_SCALAR || (e->rank > 0 && cg->elem_idx))
            return cg_element_addr(cg, e);
        LLVMValueRef a = v->indirect ? LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, s->name) : v->addr;
        cg_device_check_align(cg, e->loc, a, s->type, s->name, CG_ACCESS_VARIABLE); /* -Mbounds, emu */
        return a;
    }
    case N_ARRAY_REF:
        return cg_element_addr(cg, e);
    case N_COMPONENT: {
        Symbol *c = e->sym;
        Node *base = e->lhs;
        LLVMValueRef ba = cg_addr(cg, base);
        LLVMValueRef ca = component_addr(cg, ba, c);
        if (c->shape && c->shape->rank > 0 && e->rank > 0 && cg->elem_idx && base->rank == 0)
            return cg_element_addr(cg, e);
        if ((c->attrs & (A_ALLOCATABLE | A_POINTER)) && !(c->shape && c->shape->rank > 0))
            return LLVMBuildLoad2(cg->b, cg->t_ptr, ca, c->name);
        cg_device_check_align(cg, e->loc, ca, c->type, c->name, CG_ACCESS_COMPONENT); /* -Mbounds, emu */
        return ca;
    }
    case N_SUBSTRING: {
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        return a;
    }
    case N_ARRAY_CTOR:
        return cg_ctor_elem_addr(cg, e);
    case N_FUNC_CALL: {
        if (e->rank > 0)
            return cg_call_elem_addr(cg, e);
        LLVMValueRef d = scalar_ref_result(cg, e);
        if (d)
            return d;
        break;
    }
    case N_PAREN:
        break;
    default:
        break;
    }
    if (e->type && e->type->kind == TY_CHARACTER) {
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        return a;
    }
    LLVMValueRef v = cg_expr(cg, e);
    LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "tmp");
    LLVMBuildStore(cg->b, v, tmp);
    return tmp;
}

/* ------------------------------------------------------------------ */
/* Operators                                                           */
/* ------------------------------------------------------------------ */

static LLVMValueRef call_intrinsic(CG *cg, const char *name, LLVMTypeRef *tys, int ntys,
                                   LLVMValueRef *args, int nargs)
{
    return cg_llvm_intrinsic(cg, name, tys, ntys, args, nargs);
}

static LLVMValueRef cplx_mul(CG *cg, Type *t, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef ar = re_of(cg, a), ai = im_of(cg, a), br = re_of(cg, b), bi = im_of(cg, b);
    LLVMValueRef re = LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, ar, br, ""), LLVMBuildFMul(cg->b, ai, bi, ""), "");
    LLVMValueRef im = LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, ar, bi, ""), LLVMBuildFMul(cg->b, ai, br, ""), "");
    return make_complex(cg, t, re, im);
}

/* Smith's algorithm, to avoid overflow in c*c + d*d. */
LLVMValueRef cg_cplx_div(CG *cg, Type *t, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef pt = part_type(cg, t);
    LLVMValueRef ar = re_of(cg, a), ai = im_of(cg, a), br = re_of(cg, b), bi = im_of(cg, b);
    LLVMValueRef abr = call_intrinsic(cg, "llvm.fabs", &pt, 1, &br, 1);
    LLVMValueRef abi = call_intrinsic(cg, "llvm.fabs", &pt, 1, &bi, 1);
    LLVMValueRef big_re = LLVMBuildFCmp(cg->b, LLVMRealOGE, abr, abi, "");
    /* |br| >= |bi|: r = bi/br, d = br + bi*r, re = (ar + ai*r)/d, im = (ai - ar*r)/d */
    LLVMValueRef r1 = LLVMBuildFDiv(cg->b, bi, br, "");
    LLVMValueRef d1 = LLVMBuildFAdd(cg->b, br, LLVMBuildFMul(cg->b, bi, r1, ""), "");
    LLVMValueRef re1 = LLVMBuildFDiv(cg->b, LLVMBuildFAdd(cg->b, ar, LLVMBuildFMul(cg->b, ai, r1, ""), ""), d1, "");
    LLVMValueRef im1 = LLVMBuildFDiv(cg->b, LLVMBuildFSub(cg->b, ai, LLVMBuildFMul(cg->b, ar, r1, ""), ""), d1, "");
    /* else: r = br/bi, d = bi + br*r, re = (ar*r + ai)/d, im = (ai*r - ar)/d */
    LLVMValueRef r2 = LLVMBuildFDiv(cg->b, br, bi, "");
    LLVMValueRef d2 = LLVMBuildFAdd(cg->b, bi, LLVMBuildFMul(cg->b, br, r2, ""), "");
    LLVMValueRef re2 = LLVMBuildFDiv(cg->b, LLVMBuildFAdd(cg->b, LLVMBuildFMul(cg->b, ar, r2, ""), ai, ""), d2, "");
    LLVMValueRef im2 = LLVMBuildFDiv(cg->b, LLVMBuildFSub(cg->b, LLVMBuildFMul(cg->b, ai, r2, ""), ar, ""), d2, "");
    return make_complex(cg, t, LLVMBuildSelect(cg->b, big_re, re1, re2, ""),
                        LLVMBuildSelect(cg->b, big_re, im1, im2, ""));
}

/* x**n for integer n by repeated squaring, in a loop (any type with a
 * multiply); negative n gives 1/x**|n| for real and complex. */
static LLVMValueRef pow_by_squaring(CG *cg, Type *t, LLVMValueRef x, LLVMValueRef n)
{
    LLVMTypeRef vt = LLVMTypeOf(x);
    LLVMTypeRef nt = LLVMTypeOf(n);
    LLVMValueRef one;
    if (is_cplx(t))
        one = make_complex(cg, t, LLVMConstReal(part_type(cg, t), 1), LLVMConstReal(part_type(cg, t), 0));
    else
        one = is_real(t) ? LLVMConstReal(vt, 1) : LLVMConstInt(vt, 1, false);
    LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, n, LLVMConstNull(nt), "");
    LLVMValueRef absn = LLVMBuildSelect(cg->b, neg, LLVMBuildNeg(cg->b, n, ""), n, "");
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef loop = cg_new_block(cg, "pow.loop"), done = cg_new_block(cg, "pow.done");
    LLVMBuildBr(cg->b, loop);
    LLVMPositionBuilderAtEnd(cg->b, loop);
    LLVMValueRef acc = LLVMBuildPhi(cg->b, vt, "acc"), base = LLVMBuildPhi(cg->b, vt, "base"),
                 k = LLVMBuildPhi(cg->b, nt, "k");
    LLVMValueRef odd = LLVMBuildTrunc(cg->b, k, cg->t_i1, "");
    LLVMValueRef accm = is_cplx(t) ? cplx_mul(cg, t, acc, base)
                        : is_real(t) ? LLVMBuildFMul(cg->b, acc, base, "")
                                     : LLVMBuildMul(cg->b, acc, base, "");
    LLVMValueRef acc2 = LLVMBuildSelect(cg->b, odd, accm, acc, "");
    LLVMValueRef base2 = is_cplx(t) ? cplx_mul(cg, t, base, base)
                         : is_real(t) ? LLVMBuildFMul(cg->b, base, base, "")
                                      : LLVMBuildMul(cg->b, base, base, "");
    LLVMValueRef k2 = LLVMBuildLShr(cg->b, k, LLVMConstInt(nt, 1, false), "");
    LLVMBasicBlockRef loop_end = LLVMGetInsertBlock(cg->b);
    LLVMValueRef more = LLVMBuildICmp(cg->b, LLVMIntNE, k2, LLVMConstNull(nt), "");
    LLVMBuildCondBr(cg->b, more, loop, done);
    LLVMValueRef in_acc[2] = {one, acc2}, in_base[2] = {x, base2}, in_k[2] = {absn, k2};
    LLVMBasicBlockRef in_bb[2] = {pre, loop_end};
    LLVMAddIncoming(acc, in_acc, in_bb, 2);
    LLVMAddIncoming(base, in_base, in_bb, 2);
    LLVMAddIncoming(k, in_k, in_bb, 2);
    LLVMPositionBuilderAtEnd(cg->b, done);
    /* n == 0 never enters the multiply: acc2 of a zero k is acc (= 1). */
    LLVMValueRef r = acc2;
    if (is_real(t))
        r = LLVMBuildSelect(cg->b, neg, LLVMBuildFDiv(cg->b, one, r, ""), r, "");
    else if (is_cplx(t))
        r = LLVMBuildSelect(cg->b, neg, cg_cplx_div(cg, t, one, r), r, "");
    return r;
}

static LLVMValueRef emit_power(CG *cg, Node *e)
{
    Type *t = e->type, *nt = e->rhs->type;
    LLVMValueRef x = cg_expr(cg, e->lhs);
    if (is_int(nt)) {
        ConstVal *cv = e->rhs->cval;
        if (cv && cv->i >= 0 && cv->i <= 4) {
            /* small constant exponents: plain multiplies, as gfortran does */
            LLVMValueRef r = NULL;
            for (int i = 0; i < (int)cv->i; i++)
                r = !r ? x : is_cplx(t) ? cplx_mul(cg, t, r, x)
                          : is_real(t) ? LLVMBuildFMul(cg->b, r, x, "")
                                       : LLVMBuildMul(cg->b, r, x, "");
            if (r)
                return r;
        }
        LLVMValueRef n = cg_expr(cg, e->rhs);
        if (is_real(t)) {
            LLVMValueRef n32 = cg_convert(cg, n, nt, type_int(4));
            LLVMTypeRef tys[2] = {LLVMTypeOf(x), cg->t_i32};
            LLVMValueRef args[2] = {x, n32};
            if (nt->kind_param <= 4 && cg->target == CG_TARGET_NVPTX) /* the NVPTX back end cannot select fpowi */
                return cg_call_extern(cg, t->kind_param == 8 ? "__nv_powi" : "__nv_powif", tys[0], tys, 2, args, 2, false);
            if (nt->kind_param <= 4)
                return call_intrinsic(cg, "llvm.powi", tys, 2, args, 2);
        }
        if (is_int(t) && cg->target == CG_TARGET_NVPTX) {
            /* GPU code has no libgfortran: squaring, and for a negative
             * exponent 1/x**|n| in integers (0 unless x is 1 or -1) */
            LLVMValueRef nn = LLVMBuildIntCast2(cg->b, n, LLVMTypeOf(x), true, "");
            LLVMValueRef p = pow_by_squaring(cg, t, x, nn);
            LLVMTypeRef it = LLVMTypeOf(x);
            LLVMValueRef one = LLVMConstInt(it, 1, false), zero = LLVMConstNull(it);
            LLVMValueRef odd = LLVMBuildTrunc(cg->b, nn, cg->t_i1, "");
            LLVMValueRef m1 = LLVMBuildSelect(cg->b, odd, LLVMConstAllOnes(it), one, "");
            LLVMValueRef inv = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, x, one, ""), one,
                                               LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, x, LLVMConstAllOnes(it), ""),
                                                               m1, zero, ""), "");
            return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, nn, zero, ""), inv, p, "ipow");
        }
        if (is_int(t)) {
            /* gfortran's library entry handles negative exponents (1/x) */
            int ik = t->kind_param == 16 ? 16 : t->kind_param == 8 ? 8 : 4;
            const char *name = arena_printf(cu_arena, "_gfortran_pow_i%d_i%d", ik, ik);
            LLVMTypeRef it = LLVMIntTypeInContext(cg->ctx, (unsigned)(8 * ik));
            LLVMValueRef args[2] = {LLVMBuildIntCast2(cg->b, x, it, true, ""),
                                    LLVMBuildIntCast2(cg->b, n, it, true, "")};
            LLVMTypeRef pt[2] = {it, it};
            LLVMValueRef r = cg_call_extern(cg, name, it, pt, 2, args, 2, false);
            return LLVMBuildIntCast2(cg->b, r, cg_type(cg, t), true, "");
        }
        return pow_by_squaring(cg, t, x, n);
    }
    LLVMValueRef y = cg_convert(cg, cg_expr(cg, e->rhs), nt, t);
    if (is_real(t)) {
        LLVMTypeRef ty = LLVMTypeOf(x);
        LLVMValueRef args[2] = {x, y};
        if (cg->target == CG_TARGET_NVPTX) { /* the NVPTX back end cannot select fpow: libdevice's */
            LLVMTypeRef pt[2] = {ty, ty};
            return cg_call_extern(cg, t->kind_param == 8 ? "__nv_pow" : "__nv_powf", ty, pt, 2, args, 2, false);
        }
        return call_intrinsic(cg, "llvm.pow", &ty, 1, args, 2);
    }
    if (is_cplx(t) && cg->target == CG_TARGET_NVPTX) {
        /* GPU code has no cpow: exp(y log x), and 0 for x = 0 */
        LLVMValueRef lx = cg_device_complex_math(cg, INTR_LOG, t, x);
        LLVMValueRef r = cg_device_complex_math(cg, INTR_EXP, t, cplx_mul(cg, t, y, lx));
        LLVMValueRef z0 = LLVMConstReal(part_type(cg, t), 0);
        LLVMValueRef is0 = LLVMBuildAnd(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOEQ, re_of(cg, x), z0, ""),
                                        LLVMBuildFCmp(cg->b, LLVMRealOEQ, im_of(cg, x), z0, ""), "");
        return LLVMBuildSelect(cg->b, is0, make_complex(cg, t, z0, z0), r, "cpow");
    }
    if (is_cplx(t)) {
        /* cpow/cpowf with the x86-64 C ABI for _Complex */
        if (t->kind_param == 10 || t->kind_param == 16) {
            LLVMValueRef a[2] = {x, y};
            return cg_complex_libm_wide(cg, "cpow", t, a, 2);
        }
        if (t->kind_param == 8) {
            LLVMTypeRef pt[4] = {cg->t_f64, cg->t_f64, cg->t_f64, cg->t_f64};
            LLVMValueRef a[4] = {re_of(cg, x), im_of(cg, x), re_of(cg, y), im_of(cg, y)};
            LLVMTypeRef rt = cg_type(cg, t);
            return cg_call_extern(cg, "cpow", rt, pt, 4, a, 4, false);
        }
        LLVMTypeRef v2 = LLVMVectorType(cg->t_f32, 2);
        LLVMValueRef xv = LLVMGetUndef(v2), yv = LLVMGetUndef(v2);
        xv = LLVMBuildInsertElement(cg->b, xv, re_of(cg, x), cg_const_i32(cg, 0), "");
        xv = LLVMBuildInsertElement(cg->b, xv, im_of(cg, x), cg_const_i32(cg, 1), "");
        yv = LLVMBuildInsertElement(cg->b, yv, re_of(cg, y), cg_const_i32(cg, 0), "");
        yv = LLVMBuildInsertElement(cg->b, yv, im_of(cg, y), cg_const_i32(cg, 1), "");
        LLVMTypeRef pt[2] = {v2, v2};
        LLVMValueRef a[2] = {xv, yv};
        LLVMValueRef r = cg_call_extern(cg, "cpowf", v2, pt, 2, a, 2, false);
        return make_complex(cg, t, LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 0), ""),
                            LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 1), ""));
    }
    error_at(e->loc, "exponentiation of type %s is not supported", type_name(t));
    return LLVMGetUndef(cg_type(cg, t));
}

static LLVMValueRef bool_to_logical(CG *cg, LLVMValueRef b, Type *t)
{
    return LLVMBuildZExt(cg->b, b, cg_type(cg, t ? t : type_logical(4)), "");
}

static LLVMValueRef emit_compare(CG *cg, Node *e)
{
    Type *ot = e->lhs->type;
    int op = e->op;
    LLVMValueRef r;
    if (ot && ot->kind == TY_CHARACTER) {
        LLVMValueRef c = cg_char_compare(cg, e->lhs, e->rhs);
        LLVMIntPredicate p = op == TK_EQ ? LLVMIntEQ : op == TK_NE ? LLVMIntNE : op == TK_LT ? LLVMIntSLT
                             : op == TK_LE ? LLVMIntSLE : op == TK_GT ? LLVMIntSGT : LLVMIntSGE;
        r = LLVMBuildICmp(cg->b, p, c, cg_const_i32(cg, 0), "");
        return bool_to_logical(cg, r, e->type);
    }
    LLVMValueRef a = cg_expr(cg, e->lhs), b = cg_expr(cg, e->rhs);
    if (is_cplx(ot)) {
        LLVMValueRef eqr = LLVMBuildFCmp(cg->b, LLVMRealOEQ, re_of(cg, a), re_of(cg, b), "");
        LLVMValueRef eqi = LLVMBuildFCmp(cg->b, LLVMRealOEQ, im_of(cg, a), im_of(cg, b), "");
        r = LLVMBuildAnd(cg->b, eqr, eqi, "");
        if (op == TK_NE)
            r = LLVMBuildNot(cg->b, r, "");
    } else if (is_real(ot)) {
        LLVMRealPredicate p = op == TK_EQ ? LLVMRealOEQ : op == TK_NE ? LLVMRealUNE : op == TK_LT ? LLVMRealOLT
                              : op == TK_LE ? LLVMRealOLE : op == TK_GT ? LLVMRealOGT : LLVMRealOGE;
        r = LLVMBuildFCmp(cg->b, p, a, b, "");
    } else {
        LLVMIntPredicate p = op == TK_EQ ? LLVMIntEQ : op == TK_NE ? LLVMIntNE : op == TK_LT ? LLVMIntSLT
                             : op == TK_LE ? LLVMIntSLE : op == TK_GT ? LLVMIntSGT : LLVMIntSGE;
        r = LLVMBuildICmp(cg->b, p, a, b, "");
    }
    return bool_to_logical(cg, r, e->type);
}

/* A scalar constant that cg_expr emits directly. */
static bool is_folded_scalar(const Node *e)
{
    return e->cval && e->cval->rank == 0 && e->type && e->type->kind != TY_CHARACTER &&
           e->type->kind != TY_DERIVED && e->type->kind != TY_TYPELESS;
}

/* An operation of a left-associative chain that emit_binary lowers in one loop. */
static bool is_chain_link(const Node *e)
{
    return e->kind == N_BINARY && !is_folded_scalar(e) && e->op != TK_POW && e->op != TK_EQ && e->op != TK_NE &&
           e->op != TK_LT && e->op != TK_LE && e->op != TK_GT && e->op != TK_GE;
}

static LLVMValueRef emit_binary_op(CG *cg, Node *e, LLVMValueRef a);

/* a + b + c + ... (generated code has chains of 50,000 terms) is lowered from the innermost
   operation outwards in a loop, not by recursion on the left operand. */
static LLVMValueRef emit_binary(CG *cg, Node *e)
{
    if (e->op == TK_POW)
        return emit_power(cg, e);
    if (!is_chain_link(e))
        return emit_compare(cg, e);
    PtrVec spine = {0};
    Node *n = e;
    for (; is_chain_link(n); n = n->lhs)
        vec_push(&spine, n);
    LLVMValueRef a = cg_expr(cg, n);
    for (int i = spine.len - 1; i >= 0; i--)
        a = emit_binary_op(cg, spine.data[i], a);
    free(spine.data);
    return a;
}

/* e with the value of its left operand already computed (a, of e->lhs's type). */
static LLVMValueRef emit_binary_op(CG *cg, Node *e, LLVMValueRef a)
{
    Type *t = e->type;
    switch (e->op) {
    case TK_AND: case TK_OR: case TK_EQV: case TK_NEQV: {
        a = cg_to_bool(cg, a);
        LLVMValueRef b = cg_logical_cond(cg, e->rhs);
        LLVMValueRef r = e->op == TK_AND ? LLVMBuildAnd(cg->b, a, b, "")
                         : e->op == TK_OR ? LLVMBuildOr(cg->b, a, b, "")
                         : e->op == TK_EQV ? LLVMBuildICmp(cg->b, LLVMIntEQ, a, b, "")
                                           : LLVMBuildXor(cg->b, a, b, "");
        return bool_to_logical(cg, r, t);
    }
    default:
        break;
    }
    LLVMValueRef b = cg_expr(cg, e->rhs);
    a = cg_convert(cg, a, e->lhs->type, t);
    b = cg_convert(cg, b, e->rhs->type, t);
    if (is_cplx(t)) {
        switch (e->op) {
        case TK_PLUS:
            return make_complex(cg, t, LLVMBuildFAdd(cg->b, re_of(cg, a), re_of(cg, b), ""),
                                LLVMBuildFAdd(cg->b, im_of(cg, a), im_of(cg, b), ""));
        case TK_MINUS:
            return make_complex(cg, t, LLVMBuildFSub(cg->b, re_of(cg, a), re_of(cg, b), ""),
                                LLVMBuildFSub(cg->b, im_of(cg, a), im_of(cg, b), ""));
        case TK_STAR:
            return cplx_mul(cg, t, a, b);
        case TK_SLASH:
            return cg_cplx_div(cg, t, a, b);
        }
    } else if (is_real(t)) {
        switch (e->op) {
        case TK_PLUS: return LLVMBuildFAdd(cg->b, a, b, "");
        case TK_MINUS: return LLVMBuildFSub(cg->b, a, b, "");
        case TK_STAR: return LLVMBuildFMul(cg->b, a, b, "");
        case TK_SLASH: return LLVMBuildFDiv(cg->b, a, b, "");
        }
    } else if (is_int(t)) {
        switch (e->op) {
        /* A Fortran program may not overflow an integer (nsw lets LLVM
         * fold the subscript arithmetic after widening). */
        case TK_PLUS: return LLVMBuildNSWAdd(cg->b, a, b, "");
        case TK_MINUS: return LLVMBuildNSWSub(cg->b, a, b, "");
        case TK_STAR: return LLVMBuildNSWMul(cg->b, a, b, "");
        case TK_SLASH: return LLVMBuildSDiv(cg->b, a, b, ""); /* truncates toward zero */
        }
    }
    error_at(e->loc, "operator %s on %s is not supported", token_spelling[e->op], type_name(t));
    return LLVMGetUndef(cg_type(cg, t));
}

static LLVMValueRef emit_unary(CG *cg, Node *e)
{
    Type *t = e->type;
    if (e->op == TK_NOT)
        return bool_to_logical(cg, LLVMBuildNot(cg->b, cg_logical_cond(cg, e->lhs), ""), t);
    LLVMValueRef a = cg_convert(cg, cg_expr(cg, e->lhs), e->lhs->type, t);
    if (e->op == TK_PLUS)
        return a;
    if (is_cplx(t))
        return make_complex(cg, t, LLVMBuildFNeg(cg->b, re_of(cg, a), ""), LLVMBuildFNeg(cg->b, im_of(cg, a), ""));
    if (is_real(t))
        return LLVMBuildFNeg(cg->b, a, "");
    return LLVMBuildNeg(cg->b, a, "");
}

/* Literals normally carry a folded cval; these are the fallbacks. */
static LLVMValueRef emit_literal(CG *cg, Node *e)
{
    LLVMTypeRef t = cg_type(cg, e->type);
    switch (e->kind) {
    case N_INT_LIT:
        return LLVMConstInt(t, strtoull(e->text ? e->text : "0", NULL, 10), true);
    case N_REAL_LIT: {
        char buf[128];
        snprintf(buf, sizeof buf, "%s", e->text ? e->text : "0");
        for (char *p = buf; *p; p++)
            if (*p == 'd' || *p == 'D' || *p == 'q' || *p == 'Q')
                *p = 'e';
        return LLVMConstRealOfString(t, buf);
    }
    case N_LOGICAL_LIT:
        return LLVMConstInt(t, e->bool_val, false);
    case N_COMPLEX_LIT:
        return make_complex(cg, e->type, cg_convert(cg, cg_expr(cg, e->lhs), e->lhs->type, type_real(e->type->kind_param)),
                            cg_convert(cg, cg_expr(cg, e->rhs), e->rhs->type, type_real(e->type->kind_param)));
    default:
        return LLVMConstNull(t);
    }
}

/* Structure constructor: the components stored into a temporary. */
static LLVMValueRef emit_struct_ctor(CG *cg, Node *e)
{
    DerivedType *dt = e->type->derived;
    LLVMTypeRef st = cg_type(cg, e->type);
    LLVMValueRef tmp = cg_alloca(cg, st, "ctor");
    LLVMBuildStore(cg->b, LLVMConstNull(st), tmp);
    for (int i = 0; i < e->args.len && i < dt->components.len; i++) {
        Node *a = strip_keyword(e->args.items[i]);
        Symbol *c = dt->components.data[i];
        if (!a)
            continue;
        LLVMValueRef ca = component_addr(cg, tmp, c);
        if (type_deferred_char(c) && !(c->shape && c->shape->rank > 0)) {
            LLVMValueRef lo = cg_const_i64(cg, c->comp_len_offset);
            LLVMValueRef ls = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, tmp, &lo, 1, "len.slot");
            if (c->attrs & A_POINTER)
                cg_deferred_char_ptr_target(cg, ca, ls, a);
            else
                cg_assign_deferred_at(cg, ca, ls, false, a);
        } else if (cg_ctor_component(cg, tmp, c, a)) {
            /* arrays, pointers, allocatables */
        } else if (c->type->kind == TY_CHARACTER) {
            cg_char_assign(cg, ca, cg_const_i64(cg, cg_char_const_len(c->type)), a);
        } else {
            LLVMValueRef v = cg_convert(cg, cg_expr(cg, a), a->type, c->type);
            LLVMBuildStore(cg->b, v, ca);
            if (c->type->kind == TY_DERIVED && cg_derived_has_alloc(c->type->derived))
                cg_derived_copy_allocs(cg, ca, c->type->derived); /* the value keeps its own */
        }
    }
    return LLVMBuildLoad2(cg->b, st, tmp, "");
}

/* A CHARACTER actual of a statement function evaluated once: a copy of
 * its value (the variable it names may change while the body runs). */
typedef struct OnceChar {
    LLVMValueRef addr, len;
} OnceChar;

/* A statement function's expansion e (an N_PAREN): its actual arguments
 * that reference functions first, once each, their values left in the
 * shared eval_once nodes (cleared by the caller after the body). */
static void stmt_func_actuals_once(CG *cg, Node *e)
{
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        a->cg = NULL;
        if (a->type && a->type->kind == TY_CHARACTER) {
            LLVMValueRef sa, sl;
            cg_char_expr(cg, a->lhs, &sa, &sl);
            int k = char_kind(a->type);
            OnceChar *oc = arena_alloc(cu_arena, sizeof *oc);
            oc->len = cg_char_len_i64(cg, sl);
            oc->addr = cg_char_temp_k(cg, oc->len, k, "sfarg");
            cg_char_copy_k(cg, k, oc->addr, oc->len, sa, oc->len);
            a->cg = oc;
        } else {
            a->cg = cg_expr(cg, a->lhs);
        }
    }
}

LLVMValueRef cg_expr(CG *cg, Node *e)
{
    if (is_folded_scalar(e))
        return cg_const_val(cg, e->cval, e->type);
    if (e->scalar_once) {
        LLVMValueRef once = cg_scalar_once(cg, e);
        if (once)
            return once;
    }
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: case N_LOGICAL_LIT: case N_COMPLEX_LIT:
        return emit_literal(cg, e);
    case N_NAME: {
        Symbol *s = cg_ultimate(e->sym);
        if (s && s->kind == SYM_PARAMETER && s->cval && e->rank == 0)
            return cg_const_val(cg, s->cval, e->type);
        if (s && s->kind == SYM_PROCEDURE && s->proc && s->proc->is_function)
            return cg_call(cg, s, &(NodeList){0}, e); /* function name as reference is handled by callers */
        if (cg->desc_hoist && s && s->kind == SYM_VARIABLE && e->rank == 0) {
            LLVMValueRef h = cg_hoisted_scalar(cg, cg_var(cg, s));
            if (h && LLVMTypeOf(h) == cg_type(cg, e->type))
                return h;
        }
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, e->type), cg_addr(cg, e), e->name ? e->name : "");
        cg_device_mark_load(cg, e, v);
        cg_tbaa_ref(cg, v, e);
        return v;
    }
    case N_ARRAY_REF: {
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, e->type), cg_addr(cg, e), "");
        cg_device_mark_load(cg, e, v);
        cg_tbaa_ref(cg, v, e);
        return v;
    }
    case N_COMPONENT:
    case N_ARRAY_CTOR:
        return LLVMBuildLoad2(cg->b, cg_type(cg, e->type), cg_addr(cg, e), "");
    case N_PAREN:
        if (e->eval_once && e->cg)
            return e->cg;
        if (e->args.len) {
            stmt_func_actuals_once(cg, e);
            LLVMValueRef v = cg_expr(cg, e->lhs);
            for (int i = 0; i < e->args.len; i++)
                e->args.items[i]->cg = NULL;
            return v;
        }
        return cg_expr(cg, e->lhs);
    case N_CONVERT:
        return cg_convert(cg, cg_expr(cg, e->lhs), e->lhs->type, e->type);
    case N_UNARY:
        return emit_unary(cg, e);
    case N_BINARY:
        return emit_binary(cg, e);
    case N_FUNC_CALL: {
        Symbol *p = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
        Symbol *u = cg_ultimate(p);
        if (e->rank > 0 && u && u->proc && cg_result_by_desc(u) && !(u->proc->prefix & PF_ELEMENTAL))
            return LLVMBuildLoad2(cg->b, cg_type(cg, e->type), cg_call_elem_addr(cg, e), "");
        LLVMValueRef d = scalar_ref_result(cg, e);
        if (d)
            return LLVMBuildLoad2(cg->b, cg_type(cg, e->type), d, "");
        return cg_call(cg, p, &e->args, e);
    }
    case N_INTRINSIC_CALL:
        return cg_intrinsic_call(cg, e);
    case N_STRUCT_CTOR:
        return emit_struct_ctor(cg, e);
    case N_BOZ_LIT:
        return LLVMConstInt(cg_type(cg, e->type), strtoull(e->text, NULL, e->boz_base), false);
    default:
        break;
    }
    if (e->type && e->type->kind == TY_CHARACTER) {
        /* A character value used as a scalar: its bytes. */
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        return LLVMBuildLoad2(cg->b, cg_type(cg, e->type), a, "");
    }
    error_at(e->loc, "expression '%s' is not supported in code generation yet", node_name[e->kind]);
    return LLVMGetUndef(cg_type(cg, e->type));
}

/* ------------------------------------------------------------------ */
/* Character values                                                    */
/* ------------------------------------------------------------------ */

static LLVMValueRef actual_arg(CG *cg, Node *a, Symbol *d, LLVMValueRef *char_len, PtrVec *wb, bool elemental);

/* Binds each dummy of p to its actual argument in the caller, so that the
 * callee's specification expressions (result length, result bounds) can be
 * evaluated at the call; returns what cg_unbind_actuals restores. */
void *cg_bind_actuals(CG *cg, Symbol *p, NodeList *args)
{
    PtrVec *ds = &p->proc->dummies;
    int n = ds->len;
    void **saved = arena_alloc(cu_arena, sizeof(void *) * (size_t)(2 * n + 5));
    saved[2 * n] = cg->elem_idx;
    saved[2 * n + 1] = (void *)(intptr_t)cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    for (int i = 0; i < n; i++) {
        Symbol *d = ds->data[i];
        if (!d)
            continue;
        saved[2 * i] = d->cg;
        saved[2 * i + 1] = d->cg_aux;
        Node *a = i < args->len ? strip_keyword(args->items[i]) : NULL;
        if (a && (a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL)))
            a = NULL; /* NULL(): an absent OPTIONAL or a disassociated POINTER, no data */
        CgVar *v = NEW(CgVar);
        v->sym = d;
        v->fn = cg->fn;
        v->frame_slot = -1;
        v->rank = d->shape ? d->shape->rank : 0;
        if (!a) {
            v->kind = CV_SCALAR;
            v->addr = LLVMConstNull(cg->t_ptr);
        } else if (d->kind == SYM_PROCEDURE) {
            /* a dummy procedure called in the expression: the actual's address */
            LLVMValueRef cl;
            PtrVec wb = {0};
            v->kind = CV_SCALAR;
            v->addr = actual_arg(cg, a, d, &cl, &wb, false);
            free(wb.data);
        } else if (a->rank > 0 && a->kind == N_NAME) {
            CgVar *av = cg_var(cg, a->sym);
            *v = *av;
            v->sym = d;
            v->fn = cg->fn;
            if (a->type && a->type->kind == TY_CHARACTER) {
                /* the length is the actual's, not the dummy's len=* */
                v->len = cg_char_len_of(cg, av);
                v->len_slot = NULL;
            }
        } else if (a->rank > 0) {
            v->kind = CV_DESC;
            v->addr = cg_make_desc(cg, a);
            if (a->type && a->type->kind == TY_CHARACTER)
                v->len = cg_array_char_len(cg, a);
        } else if (a->type && a->type->kind == TY_CHARACTER) {
            v->kind = CV_SCALAR;
            cg_char_expr(cg, a, &v->addr, &v->len);
        } else {
            v->kind = CV_SCALAR;
            v->addr = cg_addr(cg, a);
        }
        d->cg = v;
        d->cg_aux = NULL;
    }
    /* the dummy's own declared length and shape, which may name other
     * dummies (all bound now): character(len=len(a)-2) :: b, x(n) */
    for (int i = 0; i < n; i++) {
        Symbol *d = ds->data[i];
        CgVar *v = d && d->kind == SYM_VARIABLE ? d->cg : NULL;
        if (!v || (v->kind == CV_SCALAR && LLVMIsNull(v->addr)))
            continue; /* absent */
        if (d->type && d->type->kind == TY_CHARACTER && d->type->len_kind != LEN_ASSUMED && !type_deferred_char(d)) {
            v->len_slot = NULL;
            v->len = cg_declared_char_len(cg, d); /* NULL: the type's constant */
        }
        if (!d->shape || d->shape->rank == 0 || d->assumed_rank)
            continue;
        if (d->shape->kind == DIM_EXPLICIT || d->shape->kind == DIM_ASSUMED_SIZE) {
            LLVMValueRef base = v->kind == CV_SCALAR ? v->addr : cg_array_base(cg, v);
            v->kind = CV_ARRAY;
            v->addr = base;
            v->rank = d->shape->rank;
            v->assumed_shape = false;
            cg_bind_declared_bounds(cg, v);
        } else if (d->shape->kind == DIM_ASSUMED_SHAPE && !(d->attrs & (A_ALLOCATABLE | A_POINTER))) {
            if (v->kind == CV_DESC)
                v->assumed_shape = true; /* lower bounds from the dummy's spec */
            else
                for (int k = 0; k < v->rank && k < d->shape->rank; k++)
                    v->lb[k] = d->shape->lower[k] ? cg_expr_i64(cg, d->shape->lower[k]) : cg_const_i64(cg, 1);
        }
    }
    /* temporaries of the callee's expressions (a constructor in a result
     * length) hold for this call only: a second call in the statement
     * has other actuals */
    saved[2 * n + 2] = (void *)(intptr_t)cg->stmt_serial;
    cg->stmt_serial = ++cg->stmt_counter;
    /* the callee's locals that its specification expressions inquire
     * about (bounds, lengths) are bound on first reference (cg_var) */
    Symbol *any = p->proc->result ? p->proc->result : n ? ds->data[0] : NULL;
    saved[2 * n + 3] = cg->spec_scope;
    saved[2 * n + 4] = (void *)(intptr_t)cg->spec_locals.len;
    cg->spec_scope = any ? any->scope : NULL;
    return saved;
}

void cg_unbind_actuals(CG *cg, Symbol *p, void *state)
{
    void **saved = state;
    PtrVec *ds = &p->proc->dummies;
    int n = ds->len;
    for (int i = 0; i < n; i++) {
        Symbol *d = ds->data[i];
        if (d) {
            d->cg = saved[2 * i];
            d->cg_aux = saved[2 * i + 1];
        }
    }
    cg->elem_idx = saved[2 * n];
    cg->elem_rank = (int)(intptr_t)saved[2 * n + 1];
    cg->stmt_serial = (int)(intptr_t)saved[2 * n + 2];
    int mark = (int)(intptr_t)saved[2 * n + 4];
    while (cg->spec_locals.len > mark) {
        CgVar *before = cg->spec_locals.data[--cg->spec_locals.len];
        Symbol *s = cg->spec_locals.data[--cg->spec_locals.len];
        s->cg = before;
    }
    cg->spec_scope = saved[2 * n + 3];
}

/* The result length of a character function whose length depends on its
 * dummies, e.g. character(len=len(s)). */
static LLVMValueRef result_len_at_call(CG *cg, Symbol *p, Node *len_expr, NodeList *args)
{
    void *st = cg_bind_actuals(cg, p, args);
    LLVMValueRef len = cg_expr_i64(cg, len_expr);
    cg_unbind_actuals(cg, p, st);
    LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, len, cg_const_i64(cg, 0), "");
    return LLVMBuildSelect(cg->b, pos, len, cg_const_i64(cg, 0), "reslen");
}

static LLVMValueRef char_function_call(CG *cg, Node *e, LLVMValueRef *len)
{
    Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs->sym);
    Type *rt = (p->proc && p->proc->result) ? p->proc->result->type : p->type;
    int64_t n = rt ? cg_char_const_len(rt) : -1;
    if (n < 0 && e->type)
        n = cg_char_const_len(e->type);
    if (p->proc && type_deferred_char(p->proc->result))
        return cg_call_deferred_char(cg, p, &e->args, e, len);
    if (n >= 0)
        *len = cg_const_i64(cg, n);
    else if (rt && rt->len_kind == LEN_EXPR && rt->len_expr && p->proc)
        *len = result_len_at_call(cg, p, rt->len_expr, &e->args);
    else {
        error_at(e->loc, "character function '%s' with a non-constant length is not supported yet", p->name);
        *len = cg_const_i64(cg, 0);
    }
    Symbol *r = p->proc ? p->proc->result : NULL;
    if (r && !(r->shape && r->shape->rank > 0) && (r->attrs & (A_ALLOCATABLE | A_POINTER))) {
        /* gfortran's CHARACTER(n), ALLOCATABLE|POINTER scalar result: the
         * callee stores the data's address in the slot passed first */
        LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "result.ref");
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
        cg_call_char(cg, p, &e->args, e, slot, *len);
        return LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "result.data");
    }
    LLVMValueRef tmp = cg_char_temp_k(cg, *len, char_kind(rt ? rt : e->type), "fres");
    cg_call_char(cg, p, &e->args, e, tmp, *len);
    return tmp;
}

/* -fcheck=bounds on a non-empty substring, with gfortran's messages. */
static void substring_check(CG *cg, Node *e, LLVMValueRef lo, LLVMValueRef hi, LLVMValueRef len)
{
    Node *b = e->lhs;
    while (b && b->kind != N_NAME)
        b = b->lhs;
    const char *name = b && b->name ? b->name : "?";
    LLVMValueRef nonempty = LLVMBuildICmp(cg->b, LLVMIntSLE, lo, hi, "");
    for (int which = 0; which < 2; which++) {
        LLVMValueRef bad = which == 0 ? LLVMBuildICmp(cg->b, LLVMIntSLE, lo, cg_const_i64(cg, 0), "")
                                      : LLVMBuildICmp(cg->b, LLVMIntSGT, hi, len, "");
        bad = LLVMBuildAnd(cg->b, nonempty, bad, "");
        LLVMBasicBlockRef fail = cg_new_block(cg, "substr.fail"), ok = cg_new_block(cg, "substr.ok");
        LLVMBuildCondBr(cg->b, bad, fail, ok);
        LLVMPositionBuilderAtEnd(cg->b, fail);
        char *msg = which == 0
                        ? arena_printf(cu_arena, "Substring out of bounds: lower bound (%%ld) of '%s' is less than one", name)
                        : arena_printf(cu_arena, "Substring out of bounds: upper bound (%%ld) of '%s' exceeds string length (%%ld)", name);
        LLVMValueRef args[4] = {cg_where_string(cg, e->loc), cg_global_string(cg, msg, strlen(msg), ".smsg"),
                                which == 0 ? lo : hi, len};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, which == 0 ? 3 : 4, true);
        LLVMBuildUnreachable(cg->b);
        LLVMPositionBuilderAtEnd(cg->b, ok);
    }
}

/* Address and length of a character expression; results of operations
 * live in temporaries. */
void cg_char_expr(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    if (e->cval && e->cval->rank == 0 && e->cval->type && e->cval->type->kind == TY_CHARACTER) {
        ConstVal *cv = e->cval;
        *addr = cg_global_string_k(cg, cv->str.s ? cv->str.s : "\0\0\0", cv->str.len, char_kind(cv->type), ".chr");
        *len = cg_const_i64(cg, cv->str.len);
        return;
    }
    switch (e->kind) {
    case N_CHAR_LIT:
        *addr = cg_global_string(cg, e->text ? e->text : "", (size_t)e->str_len, ".chr");
        *len = cg_const_i64(cg, e->str_len);
        return;
    case N_NAME: {
        Symbol *s = cg_ultimate(e->sym);
        if (s && s->kind == SYM_PARAMETER && s->cval && s->cval->rank == 0) {
            *addr = cg_global_string_k(cg, s->cval->str.s, s->cval->str.len, char_kind(s->cval->type), ".chr");
            *len = cg_const_i64(cg, s->cval->str.len);
            return;
        }
        if (s && s->kind == SYM_PROCEDURE) {
            *addr = char_function_call(cg, e, len);
            return;
        }
        CgVar *v = cg_var(cg, s);
        *addr = cg_addr(cg, e);
        *len = cg_char_len_of(cg, v);
        return;
    }
    case N_ARRAY_REF: {
        *addr = cg_addr(cg, e);
        Node *b = e->lhs;
        while (b->kind == N_ARRAY_REF)
            b = b->lhs;
        if (b->kind == N_NAME) {
            CgVar *v = cg_var(cg, b->sym);
            *len = cg_char_len_of(cg, v);
        } else if (b->kind == N_COMPONENT && type_deferred_char(b->sym)) {
            *len = cg_deferred_comp_len(cg, b);
        } else {
            int64_t n = cg_char_const_len(e->type);
            *len = cg_const_i64(cg, n > 0 ? n : 0);
        }
        return;
    }
    case N_COMPONENT: {
        *addr = cg_addr(cg, e);
        if (type_deferred_char(e->sym)) {
            *len = cg_deferred_comp_len(cg, e);
            return;
        }
        int64_t n = cg_char_const_len(e->sym->type);
        *len = cg_const_i64(cg, n > 0 ? n : 0);
        return;
    }
    case N_SUBSTRING: {
        LLVMValueRef ba, bl;
        cg_char_expr(cg, e->lhs, &ba, &bl);
        Node *tr = e->args.len ? e->args.items[0] : NULL;
        LLVMValueRef lo = tr && tr->lhs ? cg_expr_i64(cg, tr->lhs) : cg_const_i64(cg, 1);
        LLVMValueRef hi = tr && tr->rhs ? cg_expr_i64(cg, tr->rhs) : bl;
        if (opts.bounds_check)
            substring_check(cg, e, lo, hi, bl);
        LLVMValueRef off = LLVMBuildSub(cg->b, lo, cg_const_i64(cg, 1), "");
        *addr = LLVMBuildInBoundsGEP2(cg->b, cg_char_unit(cg, char_kind(e->type)), ba, &off, 1, "substr");
        LLVMValueRef n = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), "");
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, n, cg_const_i64(cg, 0), "");
        *len = LLVMBuildSelect(cg->b, pos, n, cg_const_i64(cg, 0), "sublen");
        return;
    }
    case N_PAREN:
        if (e->eval_once && e->cg) {
            OnceChar *oc = e->cg;
            *addr = oc->addr;
            *len = oc->len;
            return;
        }
        if (e->args.len) {
            stmt_func_actuals_once(cg, e);
            cg_char_expr(cg, e->lhs, addr, len);
            for (int i = 0; i < e->args.len; i++)
                e->args.items[i]->cg = NULL;
            return;
        }
        cg_char_expr(cg, e->lhs, addr, len);
        return;
    case N_CONVERT:
        cg_char_expr(cg, e->lhs, addr, len);
        if (char_kind(e->type) != char_kind(e->lhs->type)) {
            /* _gfortran_convert_char1_to_char4(&dst, len, src) allocates the result */
            LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "conv.slot");
            LLVMBasicBlockRef cur = cg_enter_entry(cg);
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
            LLVMPositionBuilderAtEnd(cg->b, cur);
            LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_i64, cg->t_ptr};
            LLVMValueRef av[3] = {slot, cg_char_len_i64(cg, *len), *addr};
            cg_call_extern(cg, char_kind(e->type) == 4 ? "_gfortran_convert_char1_to_char4" : "_gfortran_convert_char4_to_char1",
                           cg->t_void, pt, 3, av, 3, false);
            cg_char_free_after_stmt(cg, slot);
            *addr = LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "conv");
        }
        return;
    case N_BINARY:
        if (e->op == TK_CONCAT) {
            cg_char_concat(cg, e, addr, len);
            return;
        }
        break;
    case N_FUNC_CALL: {
        Symbol *fp = cg_ultimate(e->sym ? e->sym : e->lhs->sym);
        if (e->rank > 0 && fp && fp->proc && cg_result_by_desc(fp) && !(fp->proc->prefix & PF_ELEMENTAL)) {
            *addr = cg_call_elem_addr(cg, e); /* element of an array result */
            *len = cg_call_elem_len(cg, e);
            return;
        }
        *addr = char_function_call(cg, e, len);
        return;
    }
    case N_ARRAY_CTOR: {
        *addr = cg_ctor_elem_addr(cg, e);
        *len = cg_ctor_elem_len(cg, e);
        return;
    }
    case N_INTRINSIC_CALL:
        cg_intrinsic_char(cg, e, addr, len);
        return;
    default:
        break;
    }
    error_at(e->loc, "character expression '%s' is not supported yet", node_name[e->kind]);
    *addr = LLVMConstNull(cg->t_ptr);
    *len = cg_const_i64(cg, 0);
}

/* ------------------------------------------------------------------ */
/* Calls                                                               */
/* ------------------------------------------------------------------ */

LLVMValueRef cg_present(CG *cg, Node *e)
{
    Symbol *s = cg_ultimate(e->sym);
    CgVar *v = cg_var(cg, s);
    LLVMValueRef a = v->addr;
    if (v->kind == CV_SCALAR && (s->attrs & A_VALUE) && !v->optional)
        return LLVMConstInt(cg->t_i1, 1, false);
    return LLVMBuildICmp(cg->b, LLVMIntNE, a, LLVMConstNull(cg->t_ptr), "present");
}

static bool proc_has_iface(Symbol *p)
{
    return p->proc && (p->proc->has_explicit_iface || p->proc->is_module_proc || p->proc->is_internal ||
                       p->proc->dummies.len > 0);
}

static bool sym_is_array(Symbol *s) { return s && s->shape && s->shape->rank > 0; }

static bool dummy_wants_desc(Symbol *d)
{
    return sym_is_array(d) && ((d->attrs & (A_ALLOCATABLE | A_POINTER)) || d->shape->kind == DIM_ASSUMED_SHAPE ||
                               d->shape->kind == DIM_DEFERRED);
}

/* An assumed-shape dummy with the CONTIGUOUS attribute. */
static bool contiguous_dummy(Symbol *d)
{
    return sym_is_array(d) && (d->attrs & A_CONTIGUOUS) && !(d->attrs & (A_POINTER | A_ALLOCATABLE)) &&
           d->shape->kind == DIM_ASSUMED_SHAPE;
}

/* An actual whose elements are contiguous whatever happens at run time:
 * a whole array that is no pointer and no assumed-shape dummy (but a
 * CONTIGUOUS one), or a contiguous section of such an array. */
static bool contiguous_actual(Node *a, Symbol *as)
{
    if (a->kind == N_NAME)
        return as && as->kind == SYM_VARIABLE && sym_is_array(as) && !(as->attrs & A_POINTER) &&
               (as->shape->kind != DIM_ASSUMED_SHAPE || (as->attrs & A_CONTIGUOUS)) && !sema_is_assumed_rank(a);
    return a->kind == N_ARRAY_REF && cg_is_contiguous_ref(a);
}

typedef struct Writeback {
    LLVMValueRef desc, packed;
    Node *view;                  /* packed NULL: desc is a copy of this view (cg_copy_back) */
    Node *device;                /* a device section packed on the device (cuf90_dev_pack) */
    bool copy_back;              /* device, in_device: the dummy is not INTENT(IN) */
    Node *in_device;             /* device code: packed is cg_array_temp of this section */
    LLVMValueRef *ext;           /* in_device: its shape */
    LLVMValueRef cfi;            /* a BIND(C) ALLOCATABLE/POINTER dummy's C descriptor, back into desc */
    LLVMValueRef slot;           /* a scalar ALLOCATABLE/POINTER for an assumed-rank one: desc's base back into it */
    LLVMValueRef class_ar;       /* a CLASS array's container {desc, vtable} for a CLASS assumed-rank */
    int class_rank;              /* ALLOCATABLE/POINTER dummy: desc is the container passed, its rank-15 form */
    bool maybe_absent;           /* desc is an OPTIONAL dummy's: NULL when absent, nothing packed */
    LLVMValueRef class_size;     /* a CLASS array packed at this (the TYPE dummy's) element size */
} Writeback;

/* An OPTIONAL assumed-shape dummy passed on whole: its descriptor's address,
 * NULL when it is absent. */
static bool absent_desc_actual(CG *cg, Node *a, Symbol *as)
{
    return a->kind == N_NAME && as && as->kind == SYM_VARIABLE && as->is_dummy && (as->attrs & A_OPTIONAL) &&
           !(as->attrs & A_POINTER) && cg_var(cg, as)->kind == CV_DESC;
}

/* libgfortran's internal_pack of desc; w->maybe_absent: a NULL desc (an
 * absent OPTIONAL dummy) packs to NULL, the absent actual passed on. */
static LLVMValueRef pack_desc(CG *cg, Writeback *w)
{
    LLVMTypeRef pt = cg->t_ptr;
    if (!w->maybe_absent)
        return cg_call_extern(cg, "_gfortran_internal_pack", cg->t_ptr, &pt, 1, &w->desc, 1, false);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef yes = cg_new_block(cg, "pack.present"), done = cg_new_block(cg, "pack.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, w->desc, ""), yes, done);
    LLVMPositionBuilderAtEnd(cg->b, yes);
    LLVMValueRef p = cg_call_extern(cg, "_gfortran_internal_pack", cg->t_ptr, &pt, 1, &w->desc, 1, false);
    LLVMBasicBlockRef yes_end = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    LLVMValueRef phi = LLVMBuildPhi(cg->b, cg->t_ptr, "packed");
    LLVMValueRef iv[2] = {p, LLVMConstNull(cg->t_ptr)};
    LLVMBasicBlockRef ib[2] = {yes_end, from};
    LLVMAddIncoming(phi, iv, ib, 2);
    return phi;
}

/* Whether dummy d of a BIND(C) procedure takes a C descriptor
 * (ISO_Fortran_binding.h): assumed-shape, assumed-rank, ALLOCATABLE and
 * POINTER arrays. */
bool cg_cfi_dummy(Symbol *d)
{
    return d && d->kind == SYM_VARIABLE && (d->assumed_rank || dummy_wants_desc(d));
}

/* Whether CHARACTER dummy d of procedure p goes without the hidden length
 * argument: in a BIND(C) procedure, whose C callers pass none, a constant
 * length is the declared one and an assumed length comes in the dummy's C
 * descriptor (an assumed-length dummy of explicit shape keeps cuf90's own
 * hidden length: it is not passed by a descriptor yet). */
bool cg_bind_c_char_no_len(Symbol *p, Symbol *d)
{
    if (!p || !p->proc || !p->proc->bind_name || !d || !d->type || d->type->kind != TY_CHARACTER)
        return false;
    return cg_cfi_dummy(d) || d->type->len_kind != LEN_ASSUMED;
}

/* CFI_type_t of type t: the type code, its kind above CFI_type_kind_shift. */
int cg_cfi_type_code(Type *t)
{
    switch (t ? t->kind : TY_ERROR) {
    case TY_INTEGER: return 1 + (t->kind_param << 8);
    case TY_LOGICAL: return 2 + (t->kind_param << 8);
    case TY_REAL: return 3 + (t->kind_param << 8);
    case TY_COMPLEX: return 4 + (t->kind_param << 8);
    case TY_CHARACTER: return 5 + (char_kind(t) << 8);
    case TY_DERIVED:
        if (t->derived && !strcmp(t->derived->name, "c_ptr"))
            return 7;
        if (t->derived && !strcmp(t->derived->name, "c_funptr"))
            return 8;
        return 6;
    default: return -1; /* CFI_type_other */
    }
}

/* rt/cfi.c's cuf90_to_cfi: C descriptor cfi filled from gfortran's desc
 * (rank, CFI attribute, element length, elements of type t); returns cfi,
 * or NULL for an absent desc. */
LLVMValueRef cg_to_cfi(CG *cg, LLVMValueRef cfi, LLVMValueRef desc, int rank, int attribute, LLVMValueRef elem_len,
                       Type *t)
{
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32, cg->t_i64, cg->t_i32};
    LLVMValueRef av[6] = {cfi, desc, cg_const_i32(cg, rank), cg_const_i32(cg, attribute), elem_len,
                          cg_const_i32(cg, t ? cg_cfi_type_code(t) : CUF90_CFI_TYPE_FROM_DESC)};
    return cg_call_extern(cg, "cuf90_to_cfi", cg->t_ptr, pt, 6, av, 6, false);
}

/* Whether p is an interface of a module built into sema (cudafor, ...):
 * cuf90's runtime entry points, which take gfortran's descriptors. */
static bool runtime_entry(Symbol *p)
{
    for (Scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_MODULE)
            return s->intrinsic_module;
    return false;
}

/* The C descriptor passed for the gfortran descriptor desc of actual a to
 * dummy d of a BIND(C) procedure (rt/cfi.c); an ALLOCATABLE or POINTER
 * dummy's is converted back after the call. */
static LLVMValueRef cfi_actual(CG *cg, LLVMValueRef desc, Node *a, Symbol *d, LLVMValueRef char_len, PtrVec *wb)
{
    LLVMTypeRef ct = LLVMArrayType(cg->t_i8, 24 + 15 * 24);
    LLVMValueRef c = cg_alloca(cg, ct, "cfi");
    LLVMSetAlignment(c, 8);
    if (char_len && LLVMTypeOf(char_len) == cg->t_ptr) /* a deferred length by reference */
        char_len = LLVMBuildLoad2(cg->b, cg->t_i64, char_len, "len");
    int attribute = (d->attrs & A_POINTER) ? 0 : (d->attrs & A_ALLOCATABLE) ? 1 : 2;
    int rank = d->assumed_rank ? (cg_is_assumed_rank(a) ? -1 : a->rank > 0 ? a->rank : 0) : d->shape->rank;
    /* TYPE(*) actuals: the element length and type from the descriptor (rt/cfi.c) */
    bool any_type = a->type == type_assumed();
    LLVMValueRef r = any_type ? cg_to_cfi(cg, c, desc, rank, attribute, cg_const_i64(cg, -1), NULL)
                              : cg_to_cfi(cg, c, desc, rank, attribute, cg_elem_size(cg, a->type, char_len), a->type);
    if (attribute != 2) {
        Writeback *w = NEW(Writeback);
        w->desc = desc;
        w->cfi = c;
        vec_push(wb, w);
    }
    return r;
}

/* A descriptor for actual a; a copy of a view is written back after the
 * call unless dummy d is INTENT(IN). */
static LLVMValueRef arg_desc(CG *cg, Node *a, Symbol *dummy, PtrVec *wb)
{
    LLVMValueRef back, d = cg_make_arg_desc(cg, a, &back);
    if (back && !(dummy && dummy->intent == INTENT_IN)) {
        Writeback *w = NEW(Writeback);
        w->desc = back;
        w->view = a;
        vec_push(wb, w);
    }
    return d;
}

/* A specific intrinsic passed as an actual argument (INTRINSIC SQRT;
 * CALL F(SQRT)): gfortran passes libgfortran's by-reference copy of it. */
LLVMValueRef cg_intrinsic_proc(CG *cg, const char *name, Loc loc)
{
    static const char *const map[][2] = {
        {"abs", "abs_r4"}, {"iabs", "abs_i4"}, {"dabs", "abs_r8"}, {"cabs", "abs_c4"},
        {"sqrt", "sqrt_r4"}, {"dsqrt", "sqrt_r8"}, {"csqrt", "sqrt_c4"}, {"exp", "exp_r4"},
        {"dexp", "exp_r8"}, {"cexp", "exp_c4"}, {"alog", "log_r4"}, {"dlog", "log_r8"},
        {"clog", "log_c4"}, {"alog10", "log10_r4"}, {"dlog10", "log10_r8"}, {"sin", "sin_r4"},
        {"dsin", "sin_r8"}, {"csin", "sin_c4"}, {"cos", "cos_r4"}, {"dcos", "cos_r8"},
        {"ccos", "cos_c4"}, {"tan", "tan_r4"}, {"dtan", "tan_r8"}, {"asin", "asin_r4"},
        {"dasin", "asin_r8"}, {"acos", "acos_r4"}, {"dacos", "acos_r8"}, {"atan", "atan_r4"},
        {"datan", "atan_r8"}, {"atan2", "atan2_r4"}, {"datan2", "atan2_r8"}, {"sinh", "sinh_r4"},
        {"dsinh", "sinh_r8"}, {"cosh", "cosh_r4"}, {"dcosh", "cosh_r8"}, {"tanh", "tanh_r4"},
        {"dtanh", "tanh_r8"}, {"aint", "aint_r4"}, {"dint", "aint_r8"}, {"anint", "anint_r4"},
        {"dnint", "anint_r8"}, {"nint", "nint_4_4"}, {"idnint", "nint_4_8"}, {"mod", "mod_i4"},
        {"amod", "mod_r4"}, {"dmod", "mod_r8"}, {"sign", "sign_r4"}, {"isign", "sign_i4"},
        {"dsign", "sign_r8"}, {"dim", "dim_r4"}, {"idim", "dim_i4"}, {"ddim", "dim_r8"},
        {"aimag", "aimag_c4"}, {"conjg", "conjg_4"}, {"dprod", "dprod_r8"},
        /* GNU extensions gfortran also passes */
        {"acosh", "acosh_r4"}, {"dacosh", "acosh_r8"}, {"asinh", "asinh_r4"}, {"dasinh", "asinh_r8"},
        {"atanh", "atanh_r4"}, {"datanh", "atanh_r8"}, {"zabs", "abs_c8"}, {"cdabs", "abs_c8"},
        {"zsqrt", "sqrt_c8"}, {"cdsqrt", "sqrt_c8"}, {"zexp", "exp_c8"}, {"cdexp", "exp_c8"},
        {"zlog", "log_c8"}, {"cdlog", "log_c8"}, {"zsin", "sin_c8"}, {"cdsin", "sin_c8"},
        {"zcos", "cos_c8"}, {"cdcos", "cos_c8"}, {"dconjg", "conjg_8"}, {"dimag", "aimag_c8"},
        {"len", "len_1_i4"}, {"index", "index_1_i4"},
    };
    /* -ff2c: libgfortran's copies in the f2c convention (REAL(4) results as
     * double, COMPLEX ones through a hidden first argument) for the
     * specifics whose result the convention changes, as gfortran passes */
    static const char *const f2c[] = {
        "abs_c4", "abs_r4", "acos_r4", "acosh_r4", "aimag_c4", "aimag_c8", "aint_r4", "anint_r4", "asin_r4",
        "asinh_r4", "atan2_r4", "atan_r4", "atanh_r4", "conjg_4", "conjg_8", "cos_c4", "cos_c8", "cos_r4",
        "cosh_r4", "dim_r4", "exp_c4", "exp_c8", "exp_r4", "log10_r4", "log_c4", "log_c8", "log_r4", "mod_r4",
        "sign_r4", "sin_c4", "sin_c8", "sin_r4", "sinh_r4", "sqrt_c4", "sqrt_c8", "sqrt_r4", "tan_r4", "tanh_r4",
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(map[i][0], name)) {
            bool f2c_copy = false;
            for (size_t j = 0; opts.f2c && j < sizeof f2c / sizeof *f2c; j++)
                f2c_copy |= !strcmp(f2c[j], map[i][1]);
            const char *fn = arena_printf(cu_arena, "_gfortran_%sspecific__%s", f2c_copy ? "f2c_" : "", map[i][1]);
            LLVMValueRef f = LLVMGetNamedFunction(cg->mod, fn);
            return f ? f : LLVMAddFunction(cg->mod, fn, LLVMFunctionType(cg->t_void, NULL, 0, false));
        }
    error_at(loc, "intrinsic '%s' cannot be passed as an actual argument", name);
    return LLVMConstNull(cg->t_ptr);
}

/* The hidden length passed with NULL([mold]) for CHARACTER dummy d: the
 * mold's, else the dummy's declared one, else 0 (gfortran's). */
static LLVMValueRef null_actual_len(CG *cg, Node *a, Symbol *d)
{
    Node *mold = a->args.len > 0 ? strip_keyword(a->args.items[0]) : NULL; /* also after sema made it N_NULL_PTR */
    if (mold && mold->kind == N_NAME && mold->sym && mold->type && mold->type->kind == TY_CHARACTER &&
        cg_ultimate(mold->sym)->kind == SYM_VARIABLE && !type_deferred_char(cg_ultimate(mold->sym)))
        return cg_char_len_of(cg, cg_var(cg, mold->sym));
    int64_t n = d && d->type ? cg_char_const_len(d->type) : -1;
    return cg_const_i64(cg, n > 0 ? n : 0);
}

/* The descriptor passed for actual a to assumed-rank dummy d
 * (assumed_rank.c has the callee's side). */
static LLVMValueRef assumed_rank_actual(CG *cg, Node *a, Symbol *d, Symbol *as, LLVMValueRef *char_len, PtrVec *wb)
{
    /* DIMENSION(..): gfortran's descriptor of the actual, whatever its
     * rank; lower bounds 1 unless the dummy is ALLOCATABLE or POINTER */
    bool keep = (d->attrs & (A_ALLOCATABLE | A_POINTER)) != 0;
    if (a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL)) {
        /* NULL(): an absent OPTIONAL, else a disassociated descriptor (of the mold's rank) */
        if (!keep)
            return LLVMConstNull(cg->t_ptr);
        LLVMValueRef clen = NULL;
        if (d->type->kind == TY_CHARACTER && !type_deferred_char(d))
            *char_len = clen = null_actual_len(cg, a, d);
        LLVMValueRef desc = cg_scalar_desc(cg, d->type, LLVMConstNull(cg->t_ptr), cg_elem_size(cg, d->type, clen));
        if (a->rank > 0) /* NULL(mold): the mold's rank */
            LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned long long)a->rank, false),
                           LLVMBuildStructGEP2(cg->b, cg->t_dtype, cg_desc_field(cg, desc, 15, 2), 2, ""));
        return desc;
    }
    /* CHARACTER: the hidden length too, as gfortran */
    if (a->type && a->type->kind == TY_CHARACTER && as && as->kind == SYM_VARIABLE && as->assumed_rank)
        *char_len = cg_char_len_of(cg, cg_var(cg, as));
    else if (a->type && a->type->kind == TY_CHARACTER && a->rank > 0)
        *char_len = cg_array_char_len(cg, a);
    if (as && as->kind == SYM_VARIABLE && as->assumed_rank) /* passed on */
        return keep || !(as->attrs & (A_ALLOCATABLE | A_POINTER)) ? cg_var(cg, as)->addr
                                                                   : cg_ar_rebased(cg, cg_var(cg, as)->addr);
    if (a->rank > 0 && as && as->kind == SYM_VARIABLE && cg_var(cg, as)->kind == CV_DESC &&
        (!(as->attrs & A_POINTER) || keep))
        return keep ? cg_var(cg, as)->addr : cg_ar_rebased(cg, cg_var(cg, as)->addr);
    if (a->rank > 0 && !keep && as && as->kind == SYM_VARIABLE && a->kind == N_NAME &&
        cg_var(cg, as)->kind == CV_ARRAY && !cg_var(cg, as)->ext[a->rank - 1]) {
        /* an assumed-size array: the upper bound -1 in its last dimension, as gfortran */
        LLVMValueRef desc = cg_ar_rebased(cg, arg_desc(cg, a, d, wb));
        LLVMBuildStore(cg->b, cg_const_i64(cg, -1), cg_desc_dim(cg, desc, 15, a->rank - 1, 2));
        return desc;
    }
    if (a->rank > 0)
        return keep ? arg_desc(cg, a, d, wb) : cg_ar_rebased(cg, arg_desc(cg, a, d, wb));
    LLVMValueRef len = NULL, addr;
    CgVar *av = as && as->kind == SYM_VARIABLE && a->kind == N_NAME ? cg_var(cg, as) : NULL;
    if (av && av->indirect && av->kind == CV_SCALAR && !cg_is_class_sym(as)) {
        /* a scalar ALLOCATABLE or POINTER: the descriptor holds its target
         * (NULL: absent for a dummy of neither attribute), written back */
        addr = LLVMBuildLoad2(cg->b, cg->t_ptr, av->addr, as->name);
        LLVMValueRef clen = NULL;
        if (a->type->kind == TY_CHARACTER) {
            /* CHARACTER(:): the hidden length by reference, the variable's own */
            clen = cg_char_len_of(cg, av);
            *char_len = type_deferred_char(d) && av->len_slot ? av->len_slot : clen;
        }
        LLVMValueRef desc = cg_scalar_desc(cg, a->type, addr, cg_elem_size(cg, a->type, clen));
        if (keep) {
            Writeback *w = NEW(Writeback);
            w->desc = desc;
            w->slot = av->addr;
            vec_push(wb, w);
            return desc;
        }
        return LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, addr, ""), LLVMConstNull(cg->t_ptr), desc, "");
    }
    if (a->type && a->type->polymorphic) {
        /* a CLASS scalar: its data, of the dynamic type's size */
        LLVMValueRef cont = cg_class_container(cg, a);
        addr = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), cont, 0, ""), "data");
        LLVMValueRef vt = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, cg_class_type(cg), cont, 1, ""), "");
        return cg_scalar_desc(cg, a->type, addr, LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, vt,
                                                                (LLVMValueRef[]){cg_const_i64(cg, 8)}, 1, ""), "size"));
    }
    if (a->type && a->type->kind == TY_CHARACTER)
        cg_char_expr(cg, a, &addr, &len);
    else
        addr = actual_arg(cg, a, NULL, char_len, wb, false);
    *char_len = len;
    LLVMValueRef desc = cg_scalar_desc(cg, a->type, addr, len ? len : cg_elem_size(cg, a->type, NULL));
    if (av && av->optional) /* an absent OPTIONAL passed on */
        return LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, addr, ""), LLVMConstNull(cg->t_ptr), desc, "");
    return desc;
}

/* The address passed for one actual argument ('d' is the dummy, NULL
 * without an explicit interface). */
/* A reference to a function whose result is a data POINTER. */
static bool pointer_result_call(Node *a)
{
    Symbol *f = a->kind == N_FUNC_CALL && a->sym ? cg_ultimate(a->sym) : NULL;
    return f && f->proc && f->proc->result && f->proc->result->kind == SYM_VARIABLE &&
           (f->proc->result->attrs & A_POINTER);
}

static LLVMValueRef actual_arg(CG *cg, Node *a, Symbol *d, LLVMValueRef *char_len, PtrVec *wb, bool elemental)
{
    *char_len = NULL;
    Symbol *as = (a->kind == N_NAME) ? cg_ultimate(a->sym) : NULL;
    if (a->kind == N_NAME && (as ? as->kind == SYM_PROCEDURE && as->proc && as->proc->is_intrinsic && !as->is_dummy
                                 : a->op > INTR_NONE && a->op < INTR__COUNT))
        return cg_intrinsic_proc(cg, as ? as->name : a->name, a->loc);
    if (a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL)) {
        /* NULL(): a disassociated pointer for a POINTER or ALLOCATABLE dummy
         * (a null data address, or a descriptor whose base is null), an
         * absent argument for an OPTIONAL one */
        if (!d || !(d->attrs & (A_POINTER | A_ALLOCATABLE)) || d->kind != SYM_VARIABLE)
            return LLVMConstNull(cg->t_ptr);
        if (d->assumed_rank) { /* a descriptor */
            LLVMValueRef desc = assumed_rank_actual(cg, a, d, NULL, char_len, wb);
            return d->type->polymorphic ? cg_ar_class_actual(cg, a, desc) : desc;
        }
        if (d->type && d->type->kind == TY_CHARACTER && !type_deferred_char(d))
            *char_len = null_actual_len(cg, a, d);
        LLVMTypeRef st = sym_is_array(d) ? cg_desc_type(cg, d->shape->rank) : cg->t_ptr;
        LLVMValueRef slot = cg_alloca(cg, st, "null.actual");
        LLVMBuildStore(cg->b, LLVMConstNull(st), slot);
        return slot;
    }
    LLVMValueRef pa = d && d->kind == SYM_PROCEDURE ? cg_proc_actual(cg, a, d) : NULL;
    if (pa)
        return pa;
    if (as && as->kind == SYM_PROCEDURE && (as->attrs & A_POINTER)) {
        /* a procedure pointer: its slot for a POINTER dummy, else its target */
        LLVMValueRef slot = cg_var(cg, as)->addr;
        return d && (d->attrs & A_POINTER) ? slot : LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "procptr");
    }
    if (as && as->kind == SYM_PROCEDURE && !(as->proc && as->proc->is_function && d && d->kind == SYM_VARIABLE))
        return as->is_dummy ? cg_var(cg, as)->addr
               : (as->attrs & A_POINTER) ? LLVMBuildLoad2(cg->b, cg->t_ptr, cg_var(cg, as)->addr, as->name) /* its target */
               : cg_proc_fn(cg, as); /* a dummy procedure passed on */
    if (d && d->kind == SYM_VARIABLE && (d->attrs & A_VALUE) && !sym_is_array(d) && d->type->kind != TY_CHARACTER &&
        !cg_value_by_address(d))
    {
        LLVMValueRef v = cg_convert(cg, cg_expr(cg, a), a->type, d->type);
        return cg_c32_by_value(d) ? cg_c32_to_vec(cg, v) : v;
    }
    if (d && d->kind == SYM_VARIABLE && cg_char_by_value(d) && a->rank == 0) {
        LLVMValueRef addr, len;
        cg_char_expr(cg, a, &addr, &len);
        return LLVMBuildLoad2(cg->b, cg->t_i8, addr, "char");
    }
    if (d && d->kind == SYM_VARIABLE && cg_is_class_sym(d) && a->rank == 0) {
        LLVMValueRef c = cg_class_container(cg, a); /* a CLASS dummy takes a {data, vtable} pair */
        Symbol *ls = (a->kind == N_NAME || a->kind == N_COMPONENT) && a->sym ? cg_ultimate(a->sym) : NULL;
        if ((d->attrs & A_OPTIONAL) && !(d->attrs & (A_ALLOCATABLE | A_POINTER)) && ls && !sym_is_array(ls) &&
            ((ls->attrs & (A_ALLOCATABLE | A_POINTER)) || (ls->is_dummy && (ls->attrs & A_OPTIONAL))) && !ls->proc)
            c = cg_class_absent_if_null(cg, c); /* absent, unallocated or disassociated: absent (F2008 12.5.2.12) */
        return c;
    }
    if (d && d->kind == SYM_VARIABLE && cg_is_class_sym(d) && !sym_is_array(d) && (d->ignore_tkr & IGNORE_RANK) &&
        a->kind == N_NAME && as && as->kind == SYM_VARIABLE && !cg_is_class_sym(as) && !cg_is_class_array_sym(as)) {
        /* a whole array for a scalar CLASS(*) dummy of IGNORE_TKR (r): its
         * first element and the element type (sequence association), the
         * data untouched (it may be device memory) */
        LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.array");
        LLVMBuildStore(cg->b, cg_array_base(cg, cg_var(cg, as)), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
        LLVMBuildStore(cg->b, cg_vtab(cg, a->type), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
        return c;
    }
    if (d && d->kind == SYM_VARIABLE && cg_is_class_sym(d) && !sym_is_array(d) && (d->ignore_tkr & IGNORE_RANK) &&
        a->kind == N_NAME && as && cg_is_class_array_sym(as)) {
        /* a CLASS array dummy passed on to such a dummy: its first element
         * and its dynamic type */
        LLVMValueRef c = cg_alloca(cg, cg_class_type(cg), "class.array");
        LLVMBuildStore(cg->b, cg_array_base(cg, cg_var(cg, as)), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 0, ""));
        LLVMBuildStore(cg->b, cg_class_array_vptr(cg, as), LLVMBuildStructGEP2(cg->b, cg_class_type(cg), c, 1, ""));
        return c;
    }
    if (d && d->kind == SYM_VARIABLE && d->assumed_rank) {
        LLVMValueRef desc = assumed_rank_actual(cg, a, d, as, char_len, wb);
        if (!d->type->polymorphic)
            return desc;
        LLVMValueRef c = cg_ar_class_actual(cg, a, desc);
        LLVMValueRef own = cg_class_array_of(cg, a);
        if ((d->attrs & (A_ALLOCATABLE | A_POINTER)) && own && c != desc) {
            /* what the callee allocates or associates, and its type, come back */
            Writeback *w = NEW(Writeback);
            w->desc = c;
            w->class_ar = own;
            w->class_rank = a->rank;
            vec_push(wb, w);
        }
        return c;
    }
    LLVMValueRef slot;
    if (d && d->kind == SYM_VARIABLE && type_deferred_char(d) && cg_deferred_char_ref(cg, a, &slot, char_len))
        return slot; /* gfortran: the pointer slot or descriptor, the length by reference */
    if (d && d->kind == SYM_VARIABLE && (d->attrs & A_POINTER) && !sym_is_array(d) && a->rank == 0 && a->type &&
        a->type->kind == TY_CHARACTER && pointer_result_call(a)) {
        /* a CHARACTER POINTER function result for a POINTER dummy: a slot
         * holding its target; a deferred length goes by reference */
        LLVMValueRef addr, len;
        cg_char_expr(cg, a, &addr, &len);
        slot = cg_alloca(cg, cg->t_ptr, "ptr.result");
        LLVMBuildStore(cg->b, addr, slot);
        *char_len = len;
        if (type_deferred_char(d)) {
            *char_len = cg_alloca(cg, cg->t_i64, "len.ref");
            LLVMBuildStore(cg->b, cg_char_len_i64(cg, len), *char_len);
        }
        return slot;
    }
    if (d && d->kind == SYM_VARIABLE && (d->attrs & (A_ALLOCATABLE | A_POINTER)) && !sym_is_array(d) && a->type &&
        a->type->kind == TY_CHARACTER && a->rank == 0) {
        /* a CHARACTER(n|*) scalar ALLOCATABLE or POINTER dummy takes the actual's slot */
        if (a->kind == N_NAME && as && as->kind == SYM_VARIABLE && cg_var(cg, as)->indirect) {
            *char_len = cg_char_len_of(cg, cg_var(cg, as));
            return cg_var(cg, as)->addr;
        }
        int64_t n = cg_char_const_len(a->type);
        if (a->kind == N_COMPONENT && a->sym && (a->sym->attrs & (A_POINTER | A_ALLOCATABLE)) && n >= 0) {
            *char_len = cg_const_i64(cg, n);
            return cg_alloc_object(cg, a)->addr;
        }
    }
    if (a->type && a->type->kind == TY_CHARACTER && (a->rank == 0 || (elemental && cg->elem_idx))) {
        /* elemental calls inside the scalarizer pass the current element */
        LLVMValueRef addr;
        cg_char_expr(cg, a, &addr, char_len);
        if (a->kind == N_PAREN || (a->kind == N_INTRINSIC_CALL && (a->op == INTR_TRIM))) {
            /* (s) and TRIM(s) are values, not s: the callee may define s */
            int k = char_kind(a->type);
            LLVMValueRef t = cg_char_temp_k(cg, *char_len, k, "arg.val");
            cg_char_copy_k(cg, k, t, *char_len, addr, *char_len);
            return t;
        }
        return addr;
    }
    if (a->rank > 0 && elemental && cg->elem_idx && d && d->kind == SYM_VARIABLE && cg_is_class_sym(d)) {
        /* a CLASS dummy of an elemental procedure: the element in a container */
        LLVMValueRef c = cg_class_elem_container(cg, a);
        if (c)
            return c;
    }
    if (a->rank > 0 && elemental && cg->elem_idx) {
        /* elemental call inside the scalarizer: the current element */
        if (a->kind == N_NAME || a->kind == N_ARRAY_REF || a->kind == N_COMPONENT)
            return cg_addr(cg, a);
        LLVMValueRef v = cg_expr(cg, a);
        LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "arg");
        LLVMBuildStore(cg->b, v, tmp);
        return tmp;
    }
    if (a->rank > 0) {
        if (a->type && a->type->kind == TY_CHARACTER)
            *char_len = cg_array_char_len(cg, a);
        if (d && contiguous_dummy(d) && !contiguous_actual(a, as) && !cg_is_device_target(cg) &&
            !cg_on_device(cg, a) && !cg_is_class_array_sym(d)) {
            /* a CONTIGUOUS assumed-shape dummy: a non-contiguous actual is
             * packed (libgfortran's internal_pack, which returns the data
             * itself when it is contiguous) and unpacked after the call */
            LLVMValueRef desc = as && as->kind == SYM_VARIABLE && cg_var(cg, as)->kind == CV_DESC &&
                                        !(as->attrs & A_POINTER) && a->kind == N_NAME
                                    ? cg_var(cg, as)->addr
                                    : arg_desc(cg, a, d, wb);
            Writeback *w = NEW(Writeback);
            w->desc = desc;
            w->maybe_absent = absent_desc_actual(cg, a, as);
            w->packed = pack_desc(cg, w);
            vec_push(wb, w);
            LLVMValueRef cd = cg_contiguous_desc(cg, desc, a->rank, w->packed);
            return w->maybe_absent ? LLVMBuildSelect(cg->b, LLVMBuildIsNull(cg->b, desc, ""), desc, cd, "") : cd;
        }
        if (d && (d->attrs & (A_POINTER | A_ALLOCATABLE)) && sym_is_array(d) && a->kind == N_COMPONENT && a->sym &&
            (a->sym->attrs & (A_POINTER | A_ALLOCATABLE)) && !cg_is_class_array_sym(d) && !cg_is_device_target(cg))
            return cg_alloc_object(cg, a)->addr; /* the component's own descriptor: the callee may reassociate it */
        if (d && d->kind == SYM_VARIABLE && cg_is_class_array_sym(d) && !dummy_wants_desc(d)) {
            /* an explicit-shape or assumed-size CLASS dummy: a container too */
            LLVMValueRef c = cg_class_array_of(cg, a);
            if (!c) {
                LLVMValueRef view = cg_class_view_desc(cg, a);
                c = cg_class_array_actual(cg, a, view ? view : arg_desc(cg, a, d, wb));
            }
            return cg_class_explicit_actual(cg, a, d->shape->rank, c);
        }
        if (d && dummy_wants_desc(d)) {
            LLVMValueRef own = cg_is_class_array_sym(d) ? cg_class_array_of(cg, a) : NULL;
            if (own)
                return own; /* a CLASS array's container, passed on as it is */
            /* a pointer's span need not be its element length: not for assumed shape */
            if (as && as->kind == SYM_VARIABLE && cg_var(cg, as)->kind == CV_DESC &&
                (!(as->attrs & A_POINTER) || (d->attrs & A_POINTER)) &&
                !(cg_is_class_array_sym(as) && !cg_is_class_array_sym(d))) /* its span is no element length */
                return cg_is_class_array_sym(d) ? cg_class_array_actual(cg, a, cg_var(cg, as)->addr)
                                                  : cg_var(cg, as)->addr;
            LLVMValueRef view = cg_is_class_array_sym(d) ? cg_class_view_desc(cg, a) : NULL;
            LLVMValueRef desc = view ? view : arg_desc(cg, a, d, wb);
            return cg_is_class_array_sym(d) ? cg_class_array_actual(cg, a, desc) : desc;
        }
        bool assumed_size = as && as->kind == SYM_VARIABLE && a->kind == N_NAME && as->shape &&
                            as->shape->kind == DIM_ASSUMED_SIZE;
        if (a->type && a->type->polymorphic && d && d->kind == SYM_VARIABLE && d->type && !d->type->polymorphic &&
            !cg_is_device_target(cg) && !assumed_size) { /* (an assumed-size one has no size to pack: its data, as gfortran) */
            /* a CLASS array for an explicit-shape or assumed-size TYPE(t)
             * dummy: the t part of each element, packed, and back after */
            LLVMValueRef desc = cg_class_array_of(cg, a);
            if (!desc) {
                LLVMValueRef view = cg_class_view_desc(cg, a);
                desc = view ? view : arg_desc(cg, a, d, wb);
            }
            Writeback *w = NEW(Writeback);
            w->desc = desc;
            w->class_size = cg_elem_size(cg, d->type, NULL);
            w->copy_back = d->intent != INTENT_IN;
            LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i64};
            LLVMValueRef av[2] = {desc, w->class_size};
            w->packed = cg_call_extern(cg, "cuf90_class_pack", cg->t_ptr, pt, 2, av, 2, false);
            vec_push(wb, w);
            return w->packed;
        }
        if (as && as->kind == SYM_VARIABLE) {
            CgVar *v = cg_var(cg, as);
            if (v->kind == CV_ARRAY || ((as->attrs & A_ALLOCATABLE) && v->kind == CV_DESC) || assumed_size)
                return cg_array_base(cg, v);
        }
        if (a->kind != N_ARRAY_REF && a->kind != N_NAME && a->kind != N_COMPONENT && a->kind != N_SUBSTRING) {
            LLVMValueRef ext[15];
            int r;
            return cg_array_temp(cg, a, ext, &r);
        }
        /* a section of whole rows, or a whole non-pointer array component of one object */
        bool whole_component = a->kind == N_COMPONENT && a->lhs && a->lhs->rank == 0 && a->sym &&
                               !(a->sym->attrs & A_POINTER);
        if ((a->kind == N_ARRAY_REF && cg_is_contiguous_ref(a)) || whole_component) {
            LLVMValueRef *save = cg->elem_idx;
            int sr = cg->elem_rank;
            LLVMValueRef zero[15];
            for (int i = 0; i < 15; i++)
                zero[i] = cg_const_i64(cg, 0);
            cg->elem_idx = zero;
            cg->elem_rank = a->rank;
            LLVMValueRef p = cg_addr(cg, a);
            cg->elem_idx = save;
            cg->elem_rank = sr;
            return p;
        }
        if (cg_is_device_target(cg)) {
            /* device code has no libgfortran: a temporary copied in and,
             * unless the dummy is INTENT(IN), out again */
            Writeback *w = NEW(Writeback);
            int r;
            w->ext = arena_alloc(cu_arena, 15 * sizeof(LLVMValueRef));
            w->packed = cg_array_temp(cg, a, w->ext, &r);
            w->in_device = a;
            w->copy_back = !(d && d->intent == INTENT_IN);
            vec_push(wb, w);
            return w->packed;
        }
        /* Non-contiguous: gfortran's pack before and unpack after the call;
         * device data is packed on the device (the host cannot read it) */
        bool maybe_absent = absent_desc_actual(cg, a, as);
        LLVMValueRef desc = maybe_absent ? cg_var(cg, as)->addr : arg_desc(cg, a, d, wb);
        Writeback *w = NEW(Writeback);
        w->desc = desc;
        w->maybe_absent = maybe_absent && !cg_on_device(cg, a);
        if (cg_on_device(cg, a)) {
            LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32};
            LLVMValueRef av[4] = {desc, cg_const_i32(cg, a->rank), cg_file_string(cg, a->loc), cg_const_i32(cg, a->loc.line)};
            w->packed = cg_call_extern(cg, "cuf90_dev_pack", cg->t_ptr, pt, 4, av, 4, false);
            w->device = a;
            w->copy_back = !(d && d->intent == INTENT_IN);
        } else {
            w->packed = pack_desc(cg, w);
        }
        vec_push(wb, w);
        return w->packed;
    }
    if (d && d->kind == SYM_VARIABLE && (d->attrs & (A_POINTER | A_ALLOCATABLE)) && !sym_is_array(d)) {
        /* a scalar pointer or allocatable dummy is the actual's slot */
        if (a->kind == N_NAME && as && as->kind == SYM_VARIABLE && cg_var(cg, as)->indirect)
            return cg_var(cg, as)->addr;
        if (a->kind == N_COMPONENT && a->sym && (a->sym->attrs & (A_POINTER | A_ALLOCATABLE)))
            return cg_alloc_object(cg, a)->addr;
        LLVMValueRef target = (d->attrs & A_POINTER) ? scalar_ref_result(cg, a) : NULL;
        if (target) {
            /* a POINTER function result for a POINTER dummy: a slot holding
             * its target (or NULL when it is disassociated) */
            LLVMValueRef ps = cg_alloca(cg, cg->t_ptr, "ptr.result");
            LLVMBuildStore(cg->b, target, ps);
            return ps;
        }
        if ((d->attrs & A_POINTER) && d->intent == INTENT_IN && a->type && a->type->kind != TY_CHARACTER &&
            !a->type->polymorphic && (a->kind == N_NAME || a->kind == N_ARRAY_REF || a->kind == N_COMPONENT) &&
            !(as && a->kind == N_NAME && (as->attrs & A_POINTER)) && !(a->kind == N_COMPONENT && a->sym && (a->sym->attrs & A_POINTER))) {
            /* F2008: a TARGET for an INTENT(IN) POINTER dummy: a slot pointing at it */
            LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "ptr.actual");
            LLVMBuildStore(cg->b, cg_addr(cg, a), slot);
            return slot;
        }
    }
    switch (a->kind) {
    case N_NAME:
        if (as && as->kind == SYM_VARIABLE)
            return cg_addr(cg, a);
        break;
    case N_ARRAY_REF:
    case N_COMPONENT:
        return cg_addr(cg, a);
    case N_FUNC_CALL: {
        /* a scalar POINTER function result is its target, which the dummy
         * then is (a TARGET dummy associates with it) */
        Symbol *fp = cg_ultimate(a->sym ? a->sym : (a->lhs ? a->lhs->sym : NULL));
        Symbol *r = fp && fp->proc ? fp->proc->result : NULL;
        if (a->rank == 0 && r && (r->attrs & A_POINTER) && cg_result_returns_ref(fp) &&
            (!d || !d->type || type_equal(d->type, a->type)))
            return cg_addr(cg, a);
        break;
    }
    default:
        break;
    }
    LLVMValueRef v = cg_expr(cg, a);
    /* An IGNORE_TKR(t|k) dummy takes the actual as it is (cudaMemset's value). */
    if (d && d->type && a->type && d->kind == SYM_VARIABLE && d->type->kind != TY_DERIVED &&
        !(d->ignore_tkr & (IGNORE_TYPE | IGNORE_KIND)))
        v = cg_convert(cg, v, a->type, d->type);
    LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "arg");
    LLVMBuildStore(cg->b, v, tmp);
    return tmp;
}

/* The value for OPTIONAL VALUE dummy d (cg_value_presence_flag) and
 * whether it is present: absent (a NULL), or a may-be-absent actual, an
 * OPTIONAL dummy passed on, pass zero. */
static LLVMValueRef value_optional_actual(CG *cg, Node *a, Symbol *d, LLVMValueRef *present)
{
    LLVMTypeRef t = cg_type(cg, d->type);
    bool null = !a || a->kind == N_NULL_PTR || (a->kind == N_INTRINSIC_CALL && a->op == INTR_NULL);
    if (null) {
        *present = LLVMConstInt(cg->t_i1, 0, false);
        return LLVMConstNull(t);
    }
    Symbol *as = a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
    CgVar *av = as && as->kind == SYM_VARIABLE && !cg_is_class_sym(as) ? cg_var(cg, as) : NULL;
    if (a->kind == N_COMPONENT && a->sym && a->rank == 0 && (a->sym->attrs & (A_ALLOCATABLE | A_POINTER)) &&
        !cg_is_class_sym(a->sym))
        av = cg_alloc_object(cg, a); /* x%c: its slot */
    if (av && av->kind == CV_SCALAR && (av->optional || av->indirect)) {
        /* an absent OPTIONAL, an unallocated ALLOCATABLE, a disassociated
         * POINTER: the dummy is absent (F2018 15.5.2.12) */
        LLVMValueRef addr = av->addr;
        if (av->indirect) {
            LLVMValueRef slot = av->addr;
            if (av->optional) {
                LLVMValueRef none = cg_alloca(cg, cg->t_ptr, "absent.slot");
                LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), none);
                slot = LLVMBuildSelect(cg->b, LLVMBuildIsNotNull(cg->b, slot, ""), slot, none, "");
            }
            addr = LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "");
        }
        *present = LLVMBuildIsNotNull(cg->b, addr, "present");
        LLVMValueRef zero = cg_alloca(cg, cg_type(cg, a->type), "absent");
        LLVMBuildStore(cg->b, LLVMConstNull(cg_type(cg, a->type)), zero);
        LLVMValueRef from = LLVMBuildSelect(cg->b, *present, addr, zero, "");
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, a->type), from, "");
        return a->type->kind == TY_DERIVED ? v : cg_convert(cg, v, a->type, d->type);
    }
    *present = LLVMConstInt(cg->t_i1, 1, false);
    LLVMValueRef v = cg_expr(cg, a);
    return d->type->kind == TY_DERIVED ? v : cg_convert(cg, v, a->type, d->type);
}

/* Emits a call; for character functions res/res_len are the hidden
 * result arguments. Returns the function value or NULL. */
/* -fcheck=pointer as gfortran: a disassociated POINTER (data or
 * procedure) or unallocated ALLOCATABLE actual for a dummy that is
 * neither (nor, F2008, OPTIONAL: it is absent then) stops the program,
 * named by its base variable. A variable is checked before it is passed
 * (its pack or descriptor would read a null base); a POINTER function
 * result by the scalar address it gives (check_pointer_result). */
static Node *actual_base_node(Node *a)
{
    while (a && a->kind == N_COMPONENT)
        a = a->lhs;
    return a && a->kind == N_NAME ? a : NULL;
}

static Symbol *actual_base_sym(Node *a)
{
    Node *b = actual_base_node(a);
    return b ? b->sym : NULL;
}

static bool pointer_check_applies(CG *cg, Symbol *d)
{
    if (!opts.check_pointer || cg->target != CG_TARGET_HOST)
        return false;
    if (d && (d->attrs & A_OPTIONAL) && (opts.rt_allow_std & 128 /* GFC_STD_F2008 */))
        return false;
    return !d || !(d->attrs & (A_POINTER | A_ALLOCATABLE));
}

static void check_pointer_actual(CG *cg, Node *a, Symbol *d, Loc loc)
{
    if (!pointer_check_applies(cg, d) || (a->kind != N_NAME && a->kind != N_COMPONENT) || !a->sym)
        return;
    if (d && d->kind == SYM_VARIABLE && (d->assumed_rank || (d->shape && d->shape->kind == DIM_ASSUMED_SHAPE)))
        return; /* a descriptor is passed, as gfortran's, unchecked */
    Symbol *as = a->kind == N_NAME ? cg_ultimate(a->sym) : a->sym;
    Symbol *base = actual_base_sym(a);
    if (!base)
        return;
    base = cg_ultimate(base);
    const char *fmt;
    if (as->kind == SYM_PROCEDURE) {
        if (!(as->attrs & A_POINTER) || a->kind != N_NAME || (d && d->kind == SYM_PROCEDURE && (d->attrs & A_POINTER)))
            return;
        fmt = "Proc-pointer actual argument '%s' is not associated";
    } else if ((as->kind == SYM_VARIABLE || (as->kind == SYM_COMPONENT && !as->proc)) &&
               (as->attrs & (A_POINTER | A_ALLOCATABLE))) {
        fmt = (as->attrs & A_ALLOCATABLE) ? "Allocatable actual argument '%s' is not allocated"
                                         : "Pointer actual argument '%s' is not associated";
    } else
        return;
    LLVMValueRef name = cg_global_string(cg, base->name, strlen(base->name), ".name");
    /* an absent OPTIONAL dummy passed on is not associated either (its
     * status is read only when present) */
    LLVMBasicBlockRef join = NULL, from = NULL;
    LLVMValueRef absent = NULL;
    if ((base->attrs & A_OPTIONAL) && base->is_dummy) {
        fmt = arena_printf(cu_arena, "%s or not present", fmt);
        absent = LLVMBuildNot(cg->b, cg_present(cg, a->kind == N_NAME ? a : actual_base_node(a)), "absent");
        LLVMBasicBlockRef look = cg_new_block(cg, "ptrchk.present");
        join = cg_new_block(cg, "ptrchk.join");
        from = LLVMGetInsertBlock(cg->b);
        LLVMBuildCondBr(cg->b, absent, join, look);
        LLVMPositionBuilderAtEnd(cg->b, look);
    }
    LLVMValueRef ok = as->kind == SYM_PROCEDURE
                          ? LLVMBuildIsNotNull(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, cg_var(cg, as)->addr, ""), "")
                          : cg_allocated(cg, a);
    LLVMValueRef bad = LLVMBuildNot(cg->b, ok, "");
    if (join) {
        LLVMBasicBlockRef looked = LLVMGetInsertBlock(cg->b);
        LLVMBuildBr(cg->b, join);
        LLVMPositionBuilderAtEnd(cg->b, join);
        LLVMValueRef phi = LLVMBuildPhi(cg->b, cg->t_i1, "");
        LLVMValueRef vals[2] = {LLVMConstInt(cg->t_i1, 1, false), bad};
        LLVMBasicBlockRef bbs[2] = {from, looked};
        LLVMAddIncoming(phi, vals, bbs, 2);
        bad = phi;
    }
    cg_runtime_error_if(cg, loc, bad, fmt, &name, 1);
}

static void check_pointer_result(CG *cg, Node *a, Symbol *d, LLVMValueRef v, Loc loc)
{
    if (!pointer_check_applies(cg, d) || a->kind != N_FUNC_CALL || a->rank != 0 || !a->sym ||
        LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
        return;
    Symbol *f = cg_ultimate(a->sym);
    Symbol *r = f->proc && f->proc->result ? f->proc->result : f;
    if (!(r->attrs & A_POINTER) || (r->attrs & A_ALLOCATABLE) || cg_is_class_sym(r))
        return;
    LLVMValueRef name = cg_global_string(cg, f->name, strlen(f->name), ".name");
    cg_runtime_error_if(cg, loc, LLVMBuildIsNull(cg->b, v, ""), "Pointer actual argument '%s' is not associated",
                        &name, 1);
}

static LLVMValueRef emit_call(CG *cg, Symbol *p0, NodeList *args, Node *site, LLVMValueRef res, LLVMValueRef res_len)
{
    if (!p0) {
        error_at(site->loc, "internal error: call without a resolved procedure");
        return NULL;
    }
    Symbol *p = cg_ultimate(p0);
    bool iface = proc_has_iface(p);
    bool elemental = p->proc && (p->proc->prefix & PF_ELEMENTAL);
    LLVMValueRef *save_idx = cg->elem_idx;
    int save_rank = cg->elem_rank;
    if (!elemental) {
        cg->elem_idx = NULL; /* actual arrays are passed whole */
        cg->elem_rank = 0;
    }
    int n = args->len;
    int ndum = (iface && p->proc) ? p->proc->dummies.len : n;
    int total = (n > ndum ? n : ndum);
    LLVMValueRef vals[3 * total + 4];
    LLVMTypeRef tys[3 * total + 4];
    LLVMValueRef lens[total + 1], flags[total + 1];
    int nv = 0, nl = 0, nf = 0;
    bool alt = false;
    PtrVec wb = {0};
    /* a scalar allocatable/pointer result's address comes back as the
     * return value, stored into res after the call */
    LLVMValueRef ref_slot = res && !res_len && p->proc && p->proc->result && cg_result_returns_ref(p) ? res : NULL;
    if (ref_slot)
        res = NULL;
    if (res) {
        vals[nv] = res, tys[nv++] = cg->t_ptr;
        if (res_len)
            vals[nv] = res_len, tys[nv++] = LLVMTypeOf(res_len);
    }
    for (int i = 0; i < total; i++) {
        Node *a = i < n ? strip_keyword(args->items[i]) : NULL;
        Symbol *d = (iface && p->proc && i < p->proc->dummies.len) ? p->proc->dummies.data[i] : NULL;
        if (a && a->kind == N_ALT_RETURN) {
            alt = true; /* *label: not passed; the callee returns its index */
            continue;
        }
        if (!a && i < ndum && iface && p->proc && !p->proc->dummies.data[i])
            continue;
        bool flagged = iface && cg_value_presence_flag(p, d);
        if (flagged) {
            LLVMValueRef present;
            vals[nv] = value_optional_actual(cg, a, d, &present);
            if (cg_c32_by_value(d))
                vals[nv] = cg_c32_to_vec(cg, vals[nv]); /* float _Complex, as gfortran passes it */
            tys[nv] = LLVMTypeOf(vals[nv]);
            nv++;
            flags[nf++] = LLVMBuildZExt(cg->b, present, cg->t_i8, "present");
            continue;
        }
        if (!a) {
            vals[nv] = LLVMConstNull(cg->t_ptr);
            tys[nv++] = cg->t_ptr;
            if (d && d->kind == SYM_VARIABLE && d->type->kind == TY_CHARACTER && !(d->attrs & A_VALUE))
                lens[nl++] = type_deferred_char(d) ? LLVMConstNull(cg->t_ptr) : cg_const_i64(cg, 0);
            continue;
        }
        if (a->arg_pass == 'v' && !(d && d->kind == SYM_VARIABLE && (d->attrs & A_VALUE))) {
            /* %VAL(x): the value itself, as C takes it */
            check_pointer_actual(cg, a, NULL, site->loc);
            LLVMValueRef v = cg_expr(cg, a); /* a numeric or LOGICAL scalar (sema) */
            if (a->type->kind == TY_COMPLEX && a->type->kind_param == 4)
                v = cg_c32_to_vec(cg, v);
            vals[nv] = v;
            tys[nv++] = LLVMTypeOf(v);
            continue;
        }
        LLVMValueRef cl = NULL;
        LLVMValueRef v = cg_cudafor_kernel_arg(cg, p, a);
        if (!v) {
            check_pointer_actual(cg, a, d, site->loc);
            v = actual_arg(cg, a, d, &cl, &wb, elemental);
            check_pointer_result(cg, a, d, v, site->loc);
        }
        if (p->proc && p->proc->bind_name && cg_cfi_dummy(d) && !runtime_entry(p))
            v = cfi_actual(cg, v, a, d, cl, &wb);
        if (cl && d && d->kind == SYM_VARIABLE && type_deferred_char(d) && LLVMTypeOf(cl) != cg->t_ptr) {
            /* a deferred-length dummy takes its length by reference (an assumed-rank one's
               actual gave its value) */
            LLVMValueRef ls = cg_alloca(cg, cg->t_i64, "len.ref");
            LLVMBuildStore(cg->b, cg_char_len_i64(cg, cl), ls);
            cl = ls;
        } else if (!cl && d && d->kind == SYM_VARIABLE && type_deferred_char(d)) {
            /* NULL() for a CHARACTER(:) POINTER: a length of 0, by reference */
            cl = cg_alloca(cg, cg->t_i64, "len.ref");
            LLVMBuildStore(cg->b, cg_const_i64(cg, 0), cl);
        }
        vals[nv] = v;
        tys[nv++] = LLVMTypeOf(v);
        bool char_dummy = d ? (d->kind == SYM_VARIABLE && d->type->kind == TY_CHARACTER && !(d->attrs & A_VALUE))
                            : (a->type && a->type->kind == TY_CHARACTER);
        if (char_dummy && a->arg_pass != 'r' && !cg_bind_c_char_no_len(p, d))
            lens[nl++] = cl ? cl : cg_const_i64(cg, 0); /* %REF(x): no length */
    }
    for (int i = 0; i < nf; i++) {
        vals[nv] = flags[i];
        tys[nv++] = cg->t_i8;
    }
    for (int i = 0; i < nl; i++) {
        vals[nv] = lens[i];
        tys[nv++] = LLVMTypeOf(lens[i]); /* i64, or a deferred length's address */
    }
    nv += cg_cudafor_extra_args(cg, p, args, vals + nv, tys + nv);
    cg->elem_idx = save_idx;
    cg->elem_rank = save_rank;

    /* -ff2c: a COMPLEX result comes back in a slot passed first, a default
     * REAL one as a double (proc.c, cg_f2c_result) */
    F2cResult f2c = site->kind != N_CALL && !res && !ref_slot ? cg_f2c_result(p) : F2C_NONE;
    Type *f2c_type = f2c ? ((p->proc && p->proc->result) ? p->proc->result->type : (site->type ? site->type : p->type)) : NULL;
    LLVMValueRef f2c_slot = NULL;
    if (f2c == F2C_HIDDEN) {
        f2c_slot = cg_alloca(cg, cg_type(cg, f2c_type), "f2c.result");
        memmove(vals + 1, vals, (size_t)nv * sizeof *vals);
        memmove(tys + 1, tys, (size_t)nv * sizeof *tys);
        vals[0] = f2c_slot;
        tys[0] = cg->t_ptr;
        nv++;
    }

    LLVMValueRef fn;
    LLVMTypeRef ft;
    LLVMValueRef indirect_fn = cg_indirect_callee(cg, site, p);
    if (indirect_fn) {
        /* a binding of a polymorphic object (the procedure from its vtable)
         * or a procedure pointer (variable or component) */
        Type *drt = (p->proc && p->proc->result) ? p->proc->result->type : p->type;
        LLVMTypeRef dret = site->kind != N_CALL && drt && drt->kind != TY_VOID && !res ? cg_type(cg, drt) : cg->t_void;
        if (drt && drt->kind == TY_COMPLEX && drt->kind_param == 4 && dret != cg->t_void)
            dret = LLVMVectorType(cg->t_f32, 2);
        if (ref_slot || (site->kind != N_CALL && !res && cg_result_is_proc_pointer(p)))
            dret = cg->t_ptr; /* a procedure pointer result: the target's address */
        if (f2c)
            dret = f2c == F2C_HIDDEN ? cg->t_void : cg->t_f64;
        fn = indirect_fn;
        ft = LLVMFunctionType(dret, tys, (unsigned)nv, false);
        LLVMValueRef r = LLVMBuildCall2(cg->b, ft, fn, vals, (unsigned)nv, "");
        if (f2c == F2C_HIDDEN)
            return LLVMBuildLoad2(cg->b, cg_type(cg, f2c_type), f2c_slot, "");
        if (f2c == F2C_DOUBLE)
            return LLVMBuildFPTrunc(cg->b, r, cg_type(cg, f2c_type), "");
        if (ref_slot) {
            LLVMBuildStore(cg->b, r, ref_slot);
            return NULL;
        }
        if (dret == cg->t_void)
            return NULL;
        if (LLVMGetTypeKind(dret) == LLVMVectorTypeKind)
            return make_complex(cg, drt, LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 0), ""),
                                LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 1), ""));
        return r;
    }
    if (p->is_dummy && p->kind == SYM_PROCEDURE) {
        fn = cg_var(cg, p)->addr;
    } else if (p->proc && p->proc->is_internal) {
        fn = cg_proc_fn(cg, p);
        vals[nv] = cg->frame ? cg->frame : LLVMConstNull(cg->t_ptr);
        tys[nv++] = cg->t_ptr;
    } else
        fn = iface ? cg_proc_fn(cg, p) : NULL;
    Type *rt = (p->proc && p->proc->result) ? p->proc->result->type : (site->type ? site->type : p->type);
    bool is_fn = site->kind != N_CALL && rt && rt->kind != TY_VOID && !res && !ref_slot;
    LLVMTypeRef ret = alt && site->kind == N_CALL ? cg->t_i32 : cg->t_void;
    if (is_fn) {
        ret = cg_type(cg, rt);
        if (rt->kind == TY_COMPLEX && rt->kind_param == 4)
            ret = LLVMVectorType(cg->t_f32, 2);
    }
    if (ref_slot)
        ret = cg->t_ptr;
    if (f2c)
        ret = f2c == F2C_HIDDEN ? cg->t_void : cg->t_f64;
    if (site->kind != N_CALL && !res && !ref_slot && cg_result_is_proc_pointer(p)) {
        is_fn = true; /* a procedure pointer result: the target's address (a subroutine's too) */
        ret = cg->t_ptr;
    }
    if (fn && !(p->is_dummy && p->kind == SYM_PROCEDURE) && LLVMIsAFunction(fn)) {
        ft = cg_fn_type_of(fn);
        /* A mismatch with the interface means an implicit call (or %VAL to a
         * dummy that is not VALUE); keep the site's own types. */
        bool same = LLVMCountParamTypes(ft) == (unsigned)nv;
        if (same) {
            LLVMTypeRef pts[nv > 0 ? nv : 1];
            LLVMGetParamTypes(ft, pts);
            for (int i = 0; i < nv && same; i++)
                same = pts[i] == tys[i];
        }
        if (!same)
            ft = LLVMFunctionType(ret, tys, (unsigned)nv, false);
    } else {
        ft = LLVMFunctionType(ret, tys, (unsigned)nv, false);
        if (!fn) {
            const char *name = cg_mangle(cg, p);
            fn = LLVMGetNamedFunction(cg->mod, name);
            if (!fn)
                fn = LLVMAddFunction(cg->mod, name, ft);
        }
    }
    LLVMValueRef r = LLVMBuildCall2(cg->b, ft, fn, vals, (unsigned)nv, "");
    if (ref_slot)
        LLVMBuildStore(cg->b, LLVMGetReturnType(ft) == cg->t_ptr ? r : LLVMConstNull(cg->t_ptr), ref_slot);
    cg_cudafor_after_call(cg, p, args);
    for (int i = wb.len - 1; i >= 0; i--) { /* innermost copy first */
        Writeback *w = wb.data[i];
        if (w->class_ar) {
            int64_t bytes = (int64_t)LLVMABISizeOfType(cg->td, cg_desc_type(cg, w->class_rank));
            LLVMBuildMemCpy(cg->b, w->class_ar, 8, w->desc, 8, cg_const_i64(cg, bytes));
            LLVMBuildStore(cg->b, cg_ar_class_vptr(cg, w->desc), cg_class_array_vptr_slot(cg, w->class_ar, w->class_rank));
            continue;
        }
        if (w->slot) {
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, w->desc, ""), w->slot);
            continue;
        }
        if (w->cfi) {
            LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
            cg_call_extern(cg, "cuf90_from_cfi", cg->t_void, pt, 2, (LLVMValueRef[]){w->desc, w->cfi}, 2, false);
            continue;
        }
        if (w->view) {
            cg_copy_back(cg, w->view, w->desc);
            continue;
        }
        if (w->class_size) {
            LLVMTypeRef upt[4] = {cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i32};
            LLVMValueRef uav[4] = {w->desc, w->packed, w->class_size, cg_const_i32(cg, w->copy_back)};
            cg_call_extern(cg, "cuf90_class_unpack", cg->t_void, upt, 4, uav, 4, false);
            continue;
        }
        if (w->in_device) {
            if (w->copy_back)
                cg_array_untemp(cg, w->in_device, w->packed, w->ext, w->in_device->rank);
            continue;
        }
        if (w->device) {
            LLVMTypeRef upt[6] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32};
            LLVMValueRef uav[6] = {w->desc, cg_const_i32(cg, w->device->rank), w->packed, cg_const_i32(cg, w->copy_back),
                                   cg_file_string(cg, w->device->loc), cg_const_i32(cg, w->device->loc.line)};
            cg_call_extern(cg, "cuf90_dev_unpack", cg->t_void, upt, 6, uav, 6, false);
            continue;
        }
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        LLVMValueRef a2[2] = {w->desc, w->packed};
        LLVMBasicBlockRef absent_done = NULL;
        if (w->maybe_absent) {
            LLVMBasicBlockRef yes = cg_new_block(cg, "unpack.present");
            absent_done = cg_new_block(cg, "unpack.absent");
            LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, w->desc, ""), yes, absent_done);
            LLVMPositionBuilderAtEnd(cg->b, yes);
        }
        cg_call_extern(cg, "_gfortran_internal_unpack", cg->t_void, pt, 2, a2, 2, false);
        LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, w->desc, 0, 0), "");
        LLVMValueRef differs = LLVMBuildICmp(cg->b, LLVMIntNE, base, w->packed, "");
        LLVMBasicBlockRef fr = cg_new_block(cg, "unpack.free"), cont = cg_new_block(cg, "unpack.done");
        LLVMBuildCondBr(cg->b, differs, fr, cont);
        LLVMPositionBuilderAtEnd(cg->b, fr);
        cg_call_extern(cg, "free", cg->t_void, pt, 1, &w->packed, 1, false);
        LLVMBuildBr(cg->b, cont);
        LLVMPositionBuilderAtEnd(cg->b, cont);
        if (absent_done) {
            LLVMBuildBr(cg->b, absent_done);
            LLVMPositionBuilderAtEnd(cg->b, absent_done);
        }
    }
    if (f2c == F2C_HIDDEN)
        return LLVMBuildLoad2(cg->b, cg_type(cg, f2c_type), f2c_slot, "");
    if (f2c == F2C_DOUBLE)
        return LLVMBuildFPTrunc(cg->b, r, cg_type(cg, f2c_type), "");
    if (!is_fn)
        return alt && site->kind == N_CALL && LLVMGetReturnType(ft) == cg->t_i32 ? r : NULL;
    if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMVectorTypeKind) {
        LLVMValueRef c = make_complex(cg, rt, LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 0), ""),
                                      LLVMBuildExtractElement(cg->b, r, cg_const_i32(cg, 1), ""));
        return c;
    }
    return r;
}

LLVMValueRef cg_call(CG *cg, Symbol *proc, NodeList *args, Node *site)
{
    return emit_call(cg, proc, args, site, NULL, NULL);
}

LLVMValueRef cg_call_char(CG *cg, Symbol *proc, NodeList *args, Node *site, LLVMValueRef res, LLVMValueRef len)
{
    return emit_call(cg, proc, args, site, res, len);
}
