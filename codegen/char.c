/* char.c — character operations: assignment with blank padding, concatenation
 * into temporaries, comparison through libgfortran. Lowered as gfortran does
 * (memmove + memset for assignment, _gfortran_compare_string for relations),
 * so results agree with gfortran byte for byte, including overlapping
 * assignments such as s = s(2:).
 */
#include "cg.h"

#include <stdlib.h>

/* Clamps a length to >= 0: Fortran gives zero-length strings for s(5:3). */
static LLVMValueRef len_nonneg(CG *cg, LLVMValueRef len)
{
    if (LLVMIsAConstantInt(len) && LLVMConstIntGetSExtValue(len) >= 0)
        return len;
    LLVMValueRef zero = LLVMConstInt(cg->t_i64, 0, false);
    LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, len, zero, "len.neg");
    return LLVMBuildSelect(cg->b, neg, zero, len, "len");
}

/* Lengths reach us as i64 by contract; anything narrower is widened. */
LLVMValueRef cg_char_len_i64(CG *cg, LLVMValueRef len)
{
    LLVMTypeRef t = LLVMTypeOf(len);
    if (t == cg->t_i64)
        return len;
    return LLVMBuildSExt(cg->b, len, cg->t_i64, "len.i64");
}

/* A character temporary of 'len' bytes: a fixed alloca in the entry block
 * when the length is constant; otherwise heap memory that stmt.c frees
 * after the statement (a dynamic alloca would grow the stack on every trip
 * of a loop), or a dynamic alloca in device code. */
LLVMValueRef cg_char_temp(CG *cg, LLVMValueRef len, const char *name)
{
    len = cg_char_len_i64(cg, len);
    if (LLVMIsAConstantInt(len)) {
        long long n = LLVMConstIntGetSExtValue(len);
        if (n < 1)
            n = 1;
        return cg_alloca(cg, LLVMArrayType2(cg->t_i8, (uint64_t)n), name);
    }
    LLVMValueRef one = LLVMConstInt(cg->t_i64, 1, false);
    LLVMValueRef small = LLVMBuildICmp(cg->b, LLVMIntSLT, len, one, "");
    LLVMValueRef n = LLVMBuildSelect(cg->b, small, one, len, "");
    if (cg->target == CG_TARGET_NVPTX)
        return LLVMBuildArrayAlloca(cg->b, cg->t_i8, n, name);
    /* The slot is NULL from procedure entry, so a temporary whose creation
     * was skipped is never freed. */
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "chtmp.slot");
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
    LLVMPositionBuilderAtEnd(cg->b, cur);
    LLVMTypeRef pt = cg->t_i64;
    LLVMValueRef p = cg_call_extern(cg, "malloc", cg->t_ptr, &pt, 1, &n, 1, false);
    LLVMBuildStore(cg->b, p, slot);
    vec_push(&cg->stmt_temps, slot);
    return p;
}

/* Copies (src, slen) into (dst, dlen): truncation or blank padding; memmove
 * because source and destination may overlap. */
void cg_char_copy(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, LLVMValueRef src, LLVMValueRef slen)
{
    dlen = len_nonneg(cg, cg_char_len_i64(cg, dlen));
    slen = len_nonneg(cg, cg_char_len_i64(cg, slen));
    LLVMValueRef n;
    if (LLVMIsAConstantInt(dlen) && LLVMIsAConstantInt(slen)) {
        long long d = LLVMConstIntGetSExtValue(dlen), s = LLVMConstIntGetSExtValue(slen);
        n = LLVMConstInt(cg->t_i64, (uint64_t)(s < d ? s : d), false);
        if (LLVMConstIntGetSExtValue(n) > 0)
            LLVMBuildMemMove(cg->b, dst, 1, src, 1, n);
        if (d > s) {
            LLVMValueRef tail = LLVMBuildGEP2(cg->b, cg->t_i8, dst, &n, 1, "pad");
            LLVMBuildMemSet(cg->b, tail, LLVMConstInt(cg->t_i8, ' ', false),
                            LLVMConstInt(cg->t_i64, (uint64_t)(d - s), false), 1);
        }
        return;
    }
    LLVMValueRef shorter = LLVMBuildICmp(cg->b, LLVMIntSLT, slen, dlen, "");
    n = LLVMBuildSelect(cg->b, shorter, slen, dlen, "copy.len");
    LLVMBuildMemMove(cg->b, dst, 1, src, 1, n);
    LLVMValueRef tail = LLVMBuildGEP2(cg->b, cg->t_i8, dst, &n, 1, "pad");
    LLVMValueRef padlen = LLVMBuildSub(cg->b, dlen, n, "pad.len");
    LLVMBuildMemSet(cg->b, tail, LLVMConstInt(cg->t_i8, ' ', false), padlen, 1);
}

/* variable = char-expr: the right side keeps its own length (sema contract). */
void cg_char_assign(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, Node *rhs)
{
    LLVMValueRef src, slen;
    cg_char_expr(cg, rhs, &src, &slen);
    cg_char_copy(cg, dst, dlen, src, slen);
}

/* Collects the operands of a left-associated chain a // b // c, so the whole
 * chain is built in one temporary instead of one per operator. */
static void concat_operands(Node *e, PtrVec *out)
{
    if (e->kind == N_BINARY && e->op == TK_CONCAT) {
        concat_operands(e->lhs, out);
        concat_operands(e->rhs, out);
        return;
    }
    vec_push(out, e);
}

/* level-3-expr // level-3-expr ... into a temporary of the summed length. */
void cg_char_concat(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    PtrVec ops = {0};
    concat_operands(e, &ops);
    LLVMValueRef *p = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)ops.len);
    LLVMValueRef *l = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)ops.len);
    LLVMValueRef total = LLVMConstInt(cg->t_i64, 0, false);
    for (int i = 0; i < ops.len; i++) {
        cg_char_expr(cg, ops.data[i], &p[i], &l[i]);
        l[i] = len_nonneg(cg, cg_char_len_i64(cg, l[i]));
        total = LLVMBuildAdd(cg->b, total, l[i], "cat.len");
    }
    LLVMValueRef tmp = cg_char_temp(cg, total, "cat");
    LLVMValueRef pos = LLVMConstInt(cg->t_i64, 0, false);
    for (int i = 0; i < ops.len; i++) {
        LLVMValueRef dst = LLVMBuildGEP2(cg->b, cg->t_i8, tmp, &pos, 1, "cat.dst");
        if (!LLVMIsAConstantInt(l[i]) || LLVMConstIntGetSExtValue(l[i]) > 0)
            LLVMBuildMemCpy(cg->b, dst, 1, p[i], 1, l[i]);
        pos = LLVMBuildAdd(cg->b, pos, l[i], "cat.pos");
    }
    free(ops.data);
    *addr = tmp;
    *len = total;
}

/* _gfortran_compare_string(len1, s1, len2, s2): the shorter operand is
 * treated as blank padded, bytes compare unsigned. */
LLVMValueRef cg_char_compare_values(CG *cg, LLVMValueRef a, LLVMValueRef alen,
                                    LLVMValueRef b, LLVMValueRef blen)
{
    LLVMTypeRef params[4] = {cg->t_i64, cg->t_ptr, cg->t_i64, cg->t_ptr};
    LLVMValueRef args[4] = {cg_char_len_i64(cg, alen), a, cg_char_len_i64(cg, blen), b};
    return cg_call_extern(cg, "_gfortran_compare_string", cg->t_i32, params, 4, args, 4, false);
}

/* Relational operators and SELECT CASE on characters: <0, 0, >0 as i32. */
LLVMValueRef cg_char_compare(CG *cg, Node *l, Node *r)
{
    LLVMValueRef a, alen, b, blen;
    cg_char_expr(cg, l, &a, &alen);
    cg_char_expr(cg, r, &b, &blen);
    return cg_char_compare_values(cg, a, alen, b, blen);
}
