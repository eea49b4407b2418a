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

/* Characters of kind 4 are 4 bytes (UCS-4), lengths count characters. */
LLVMTypeRef cg_char_unit(CG *cg, int kind) { return kind == 4 ? cg->t_i32 : cg->t_i8; }

LLVMValueRef cg_char_bytes(CG *cg, LLVMValueRef len, int kind)
{
    len = cg_char_len_i64(cg, len);
    return kind == 1 ? len : LLVMBuildMul(cg->b, len, cg_const_i64(cg, kind), "bytes");
}

/* Address of character i (0-based, i64) of the string at p. */
LLVMValueRef cg_char_at(CG *cg, int kind, LLVMValueRef p, LLVMValueRef i)
{
    return LLVMBuildInBoundsGEP2(cg->b, cg_char_unit(cg, kind), p, &i, 1, "ch");
}

/* A character temporary of 'len' bytes: a fixed alloca in the entry block
 * when the length is constant; otherwise heap memory that stmt.c frees
 * after the statement (a dynamic alloca would grow the stack on every trip
 * of a loop), or a dynamic alloca in device code. */
LLVMValueRef cg_char_temp(CG *cg, LLVMValueRef len, const char *name) { return cg_char_temp_k(cg, len, 1, name); }

/* ... of 'len' characters of kind 'kind'. */
LLVMValueRef cg_char_temp_k(CG *cg, LLVMValueRef len, int kind, const char *name)
{
    len = cg_char_bytes(cg, len, kind);
    if (LLVMIsAConstantInt(len)) {
        long long n = LLVMConstIntGetSExtValue(len);
        if (n < kind)
            n = kind;
        LLVMValueRef a = cg_alloca(cg, LLVMArrayType2(cg_char_unit(cg, kind), (uint64_t)n / (uint64_t)kind), name);
        return a;
    }
    LLVMValueRef one = LLVMConstInt(cg->t_i64, 1, false);
    LLVMValueRef small = LLVMBuildICmp(cg->b, LLVMIntSLT, len, one, "");
    LLVMValueRef n = LLVMBuildSelect(cg->b, small, cg_const_i64(cg, kind), len, "");
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

/* A malloc'ed result of libgfortran (convert_char*, string_trim_char4...),
 * freed after the statement as cg_char_temp's. */
void cg_char_free_after_stmt(CG *cg, LLVMValueRef slot_with_ptr)
{
    if (cg->target != CG_TARGET_NVPTX)
        vec_push(&cg->stmt_temps, slot_with_ptr);
}

/* n blanks of kind 4 from dst: a loop (memset writes bytes). */
static void fill_blanks4(CG *cg, LLVMValueRef dst, LLVMValueRef n)
{
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "pad4");
    LLVMBuildStore(cg->b, cg_const_i32(cg, ' '), cg_char_at(cg, 4, dst, i));
    cg_loop_end(cg, &l);
}

/* Copies (src, slen) into (dst, dlen): truncation or blank padding; memmove
 * because source and destination may overlap. */
void cg_char_copy(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, LLVMValueRef src, LLVMValueRef slen)
{
    cg_char_copy_k(cg, 1, dst, dlen, src, slen);
}

void cg_char_copy_k(CG *cg, int kind, LLVMValueRef dst, LLVMValueRef dlen, LLVMValueRef src, LLVMValueRef slen)
{
    if (kind == 4) {
        dlen = len_nonneg(cg, cg_char_len_i64(cg, dlen));
        slen = len_nonneg(cg, cg_char_len_i64(cg, slen));
        LLVMValueRef shorter = LLVMBuildICmp(cg->b, LLVMIntSLT, slen, dlen, "");
        LLVMValueRef n = LLVMBuildSelect(cg->b, shorter, slen, dlen, "copy.len");
        LLVMBuildMemMove(cg->b, dst, 4, src, 4, cg_char_bytes(cg, n, 4));
        fill_blanks4(cg, cg_char_at(cg, 4, dst, n), LLVMBuildSub(cg->b, dlen, n, "pad.len"));
        return;
    }
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
    cg_char_copy_k(cg, char_kind(rhs->type), dst, dlen, src, slen);
}

/* Collects the operands of a left-associated chain a // b // c, so the whole
 * chain is built in one temporary instead of one per operator. */
static void concat_operands(Node *e, PtrVec *out)
{
    /* the left spine without recursion: generated chains have 50,000 operands */
    PtrVec spine = {0};
    for (; e->kind == N_BINARY && e->op == TK_CONCAT; e = e->lhs)
        vec_push(&spine, e);
    vec_push(out, e);
    for (int i = spine.len - 1; i >= 0; i--)
        concat_operands(((Node *)spine.data[i])->rhs, out);
    free(spine.data);
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
    int k = char_kind(e->type);
    LLVMValueRef tmp = cg_char_temp_k(cg, total, k, "cat");
    LLVMValueRef pos = LLVMConstInt(cg->t_i64, 0, false);
    for (int i = 0; i < ops.len; i++) {
        LLVMValueRef dst = LLVMBuildGEP2(cg->b, cg_char_unit(cg, k), tmp, &pos, 1, "cat.dst");
        if (!LLVMIsAConstantInt(l[i]) || LLVMConstIntGetSExtValue(l[i]) > 0)
            LLVMBuildMemCpy(cg->b, dst, 1, p[i], 1, cg_char_bytes(cg, l[i], k));
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
    return cg_char_compare_values_k(cg, 1, a, alen, b, blen);
}

/* ... _gfortran_compare_string_char4 for kind 4 */
LLVMValueRef cg_char_compare_values_k(CG *cg, int kind, LLVMValueRef a, LLVMValueRef alen,
                                      LLVMValueRef b, LLVMValueRef blen)
{
    LLVMTypeRef params[4] = {cg->t_i64, cg->t_ptr, cg->t_i64, cg->t_ptr};
    LLVMValueRef args[4] = {cg_char_len_i64(cg, alen), a, cg_char_len_i64(cg, blen), b};
    return cg_call_extern(cg, kind == 4 ? "_gfortran_compare_string_char4" : "_gfortran_compare_string", cg->t_i32,
                          params, 4, args, 4, false);
}

/* Relational operators and SELECT CASE on characters: <0, 0, >0 as i32. */
LLVMValueRef cg_char_compare(CG *cg, Node *l, Node *r)
{
    LLVMValueRef a, alen, b, blen;
    cg_char_expr(cg, l, &a, &alen);
    cg_char_expr(cg, r, &b, &blen);
    return cg_char_compare_values_k(cg, char_kind(l->type), a, alen, b, blen);
}

/* ------------------------------------------------------------------ */
/* Deferred-length CHARACTER (len=:)                                   */
/* ------------------------------------------------------------------ */

/* Where a deferred-length designator keeps its storage and length: the
 * pointer slot (scalars) or descriptor (arrays), and the address of an i64
 * length (the variable's, the dummy's by-reference length, the component's
 * hidden _name_length). Arrays without such a slot (local variables keep
 * the length in dtype.elem_len) get a temporary holding it. False when e
 * is not a deferred-length variable or component. */
bool cg_deferred_char_ref(CG *cg, Node *e, LLVMValueRef *slot, LLVMValueRef *len_slot)
{
    CgVar *v = NULL;
    if (e->kind == N_NAME && e->sym && cg_ultimate(e->sym)->kind == SYM_VARIABLE &&
        type_deferred_char(cg_ultimate(e->sym)))
        v = cg_var(cg, e->sym);
    else if (e->kind == N_COMPONENT && e->sym && type_deferred_char(e->sym) && e->lhs->rank == 0)
        v = cg_alloc_object(cg, e);
    if (!v || (v->kind == CV_SCALAR && !v->indirect))
        return false;
    *slot = v->addr;
    *len_slot = v->len_slot;
    if (!*len_slot) {
        *len_slot = cg_alloca(cg, cg->t_i64, "len.ref");
        LLVMBuildStore(cg->b, cg_char_len_of(cg, v), *len_slot);
    }
    return true;
}

/* s = rhs for a deferred-length scalar at (slot, len_slot): an allocatable
 * gets new storage of the rhs's length, filled before the old storage is
 * freed, so s = s // t and s = s(2:) are safe; a pointer keeps its target
 * and length (blank padding or truncation, as any character assignment). */
void cg_assign_deferred_at(CG *cg, LLVMValueRef slot, LLVMValueRef len_slot, bool pointer, Node *rhs)
{
    if (pointer) {
        LLVMValueRef da = LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "");
        cg_char_assign(cg, da, LLVMBuildLoad2(cg->b, cg->t_i64, len_slot, "len"), rhs);
        return;
    }
    LLVMValueRef ra, rl;
    cg_char_expr(cg, rhs, &ra, &rl);
    rl = len_nonneg(cg, cg_char_len_i64(cg, rl));
    /* already allocated with the rhs's length: in place, as gfortran (a
     * pointer associated with s stays valid) */
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "");
    LLVMValueRef same = LLVMBuildAnd(cg->b, LLVMBuildIsNotNull(cg->b, old, ""),
                                     LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildLoad2(cg->b, cg->t_i64, len_slot, ""), rl, ""), "");
    LLVMBasicBlockRef inplace = cg_new_block(cg, "dchar.inplace"), fresh = cg_new_block(cg, "dchar.realloc"),
                      done = cg_new_block(cg, "dchar.done");
    LLVMValueRef rb = cg_char_bytes(cg, rl, char_kind(rhs->type));
    LLVMBuildCondBr(cg->b, same, inplace, fresh);
    LLVMPositionBuilderAtEnd(cg->b, inplace);
    LLVMBuildMemMove(cg->b, old, 1, ra, 1, rb);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, fresh);
    LLVMValueRef one = cg_const_i64(cg, 1);
    LLVMValueRef n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, rb, one, ""), rb, one, "");
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMValueRef mem = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &n, 1, false);
    LLVMBuildMemMove(cg->b, mem, 1, ra, 1, rb); /* before the free: the rhs may be s */
    LLVMTypeRef fp[1] = {cg->t_ptr};
    cg_call_extern(cg, "free", cg->t_void, fp, 1, &old, 1, false);
    LLVMBuildStore(cg->b, mem, slot);
    LLVMBuildStore(cg->b, rl, len_slot);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* lhs = rhs where lhs is a deferred-length scalar designator; false when
 * it is not one (the caller assigns with the lhs's fixed length). */
bool cg_assign_deferred_char_stmt(CG *cg, Node *lhs, Node *rhs)
{
    LLVMValueRef slot, len_slot;
    if (lhs->rank > 0 || !cg_deferred_char_ref(cg, lhs, &slot, &len_slot))
        return false;
    /* -fno-realloc-lhs: an allocatable keeps its storage and length, as a
     * pointer its target; so does a parameterized type's CHARACTER(len=n) */
    cg_assign_deferred_at(cg, slot, len_slot, (lhs->sym->attrs & (A_POINTER | A_PDT_LEN)) || opts.no_realloc_lhs, rhs);
    return true;
}

/* Associates the deferred-length scalar pointer at (slot, len_slot) with
 * target (N_NULL_PTR: disassociates): the target's address and length. */
void cg_deferred_char_ptr_target(CG *cg, LLVMValueRef slot, LLVMValueRef len_slot, Node *target)
{
    LLVMValueRef a = LLVMConstNull(cg->t_ptr), l = cg_const_i64(cg, 0);
    bool null_target = target->kind == N_NULL_PTR || (target->kind == N_INTRINSIC_CALL && target->op == INTR_NULL);
    if (!null_target)
        cg_char_expr(cg, target, &a, &l);
    LLVMBuildStore(cg->b, a, slot);
    LLVMBuildStore(cg->b, cg_char_len_i64(cg, l), len_slot);
}

/* p => target for a deferred-length scalar pointer; false when p is not one. */
bool cg_deferred_char_ptr_assign(CG *cg, Node *lhs, Node *rhs)
{
    LLVMValueRef slot, len_slot;
    if (lhs->rank > 0 || !cg_deferred_char_ref(cg, lhs, &slot, &len_slot))
        return false;
    cg_deferred_char_ptr_target(cg, slot, len_slot, rhs);
    return true;
}

/* Length of a deferred-length component reference: an array's from its
 * descriptor's elem_len, a scalar's from its hidden length. */
LLVMValueRef cg_deferred_comp_len(CG *cg, Node *e)
{
    Symbol *c = e->sym;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    if (e->lhs->rank == 0)
        cg->elem_idx = NULL, cg->elem_rank = 0;
    LLVMValueRef base = cg_addr(cg, e->lhs);
    cg->elem_idx = save, cg->elem_rank = sr;
    bool arr = c->shape && c->shape->rank > 0;
    LLVMValueRef off = cg_const_i64(cg, arr ? c->comp_offset : c->comp_len_offset);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, base, &off, 1, "");
    if (arr) {
        LLVMValueRef dt = cg_desc_field(cg, p, c->shape->rank, 2);
        p = LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, "");
    }
    return LLVMBuildLoad2(cg->b, cg->t_i64, p, "len");
}

/* A call of a function with a deferred-length scalar result (gfortran:
 * f(&data, &len, ...), the callee allocates): returns the data address,
 * freed after the statement unless the result is a pointer, and its length. */
LLVMValueRef cg_call_deferred_char(CG *cg, Symbol *p, NodeList *args, Node *site, LLVMValueRef *len)
{
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "dres.slot");
    LLVMValueRef ls = cg_alloca(cg, cg->t_i64, "dres.len");
    bool owned = !(p->proc->result->attrs & A_POINTER);
    if (owned) {
        /* NULL from procedure entry: freeing a skipped call's result is a no-op */
        LLVMBasicBlockRef cur = cg_enter_entry(cg);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
        LLVMPositionBuilderAtEnd(cg->b, cur);
        vec_push(&cg->stmt_temps, slot);
    }
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), ls);
    cg_call_char(cg, p, args, site, slot, ls);
    *len = LLVMBuildLoad2(cg->b, cg->t_i64, ls, "dres.len");
    return LLVMBuildLoad2(cg->b, cg->t_ptr, slot, "dres");
}

/* ------------------------------------------------------------------ */
/* CHARACTER array assignment with an array right side                 */
/* ------------------------------------------------------------------ */

typedef struct CharArrayCopy {
    Node *lhs, *rhs;
    LLVMValueRef tmp, elen;      /* staged rhs: contiguous elements of elen characters */
    LLVMValueRef *ext;
    int rank, kind;
    bool to_tmp;
} CharArrayCopy;

static LLVMValueRef staged_elem(CG *cg, CharArrayCopy *c)
{
    LLVMValueRef lin = cg_const_i64(cg, 0);
    for (int d = c->rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, c->ext[d], ""), cg->elem_idx[d], "");
    LLVMValueRef off = LLVMBuildMul(cg->b, lin, c->elen, "");
    return cg_char_at(cg, c->kind, c->tmp, off);
}

/* One element: rhs → temporary (staging pass), or temporary/rhs → lhs. */
static void char_array_copy_elem(CG *cg, void *data)
{
    CharArrayCopy *c = data;
    LLVMValueRef sa, sl, da, dl;
    if (c->to_tmp) {
        cg_char_expr(cg, c->rhs, &sa, &sl);
        cg_char_copy_k(cg, c->kind, staged_elem(cg, c), c->elen, sa, sl);
        return;
    }
    if (c->tmp)
        sa = staged_elem(cg, c), sl = c->elen;
    else
        cg_char_expr(cg, c->rhs, &sa, &sl);
    cg_char_expr(cg, c->lhs, &da, &dl);
    cg_char_copy_k(cg, c->kind, da, dl, sa, sl);
}

/* Length of the elements of a CHARACTER array expression (its first
 * element's; all have the same). */
LLVMValueRef cg_char_array_elem_len(CG *cg, Node *e)
{
    if (e->kind == N_FUNC_CALL) /* an elemental function's: without a call where it can */
        return len_nonneg(cg, cg_char_len_i64(cg, cg_array_char_len(cg, e)));
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    LLVMValueRef zero[15];
    for (int i = 0; i < 15; i++)
        zero[i] = cg_const_i64(cg, 0);
    cg->elem_idx = zero;
    cg->elem_rank = e->rank;
    LLVMValueRef a, l;
    cg_char_expr(cg, e, &a, &l);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return len_nonneg(cg, cg_char_len_i64(cg, l));
}

/* F2003 reallocation of an allocatable CHARACTER array lhs v to shape ext
 * (and, deferred length, element length elen) unless it already has them. */
static void char_array_realloc(CG *cg, CgVar *v, Node *rhs, LLVMValueRef *ext, int r, LLVMValueRef elen, Loc loc)
{
    bool deferred = v->sym->type->len_kind == LEN_DEFERRED;
    LLVMValueRef lb[15], ub[15];
    for (int d = 0; d < r; d++) { /* before the old storage goes: rhs may be the lhs */
        lb[d] = cg_whole_lbound(cg, rhs, d);
        ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
    }
    LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, v->addr, v->rank, 0), "");
    LLVMBasicBlockRef check = cg_new_block(cg, "crealloc.check"), re = cg_new_block(cg, "crealloc"),
                      done = cg_new_block(cg, "crealloc.done");
    LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, base, ""), re, check);
    LLVMPositionBuilderAtEnd(cg->b, check);
    LLVMValueRef differ = deferred ? LLVMBuildICmp(cg->b, LLVMIntNE, cg_char_len_of(cg, v), elen, "")
                                   : LLVMConstInt(cg->t_i1, 0, false);
    for (int d = 0; d < r; d++)
        differ = LLVMBuildOr(cg->b, differ, LLVMBuildICmp(cg->b, LLVMIntNE, cg_array_extent(cg, v, d), ext[d], ""), "");
    LLVMBuildCondBr(cg->b, differ, re, done);
    LLVMPositionBuilderAtEnd(cg->b, re);
    cg_dealloc_var(cg, v, loc, false);
    CgVar nv = *v;
    if (deferred) {
        nv.len = elen;
        if (v->len_slot)
            LLVMBuildStore(cg->b, elen, v->len_slot);
        nv.len_slot = NULL;
    }
    cg_alloc_shape(cg, &nv, lb, ub, loc, NULL);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* lhs = rhs for a CHARACTER array lhs and an array rhs. The rhs is staged
 * through a temporary when it reads the lhs's variable (cp = cp(2:3),
 * a(2:4) = a(1:3)); a whole allocatable lhs is reallocated to the rhs's
 * shape and, for len=:, the rhs's length. False when rhs is scalar. */
bool cg_char_array_assign(CG *cg, Node *lhs, Node *rhs)
{
    if (rhs->rank == 0 || !lhs->type || lhs->type->kind != TY_CHARACTER)
        return false;
    Node *b = lhs;
    while (b->kind == N_ARRAY_REF || b->kind == N_COMPONENT || b->kind == N_SUBSTRING)
        b = b->lhs;
    Symbol *ls = b->kind == N_NAME ? cg_ultimate(b->sym) : NULL;
    CgVar *v = NULL;
    if (lhs->kind == N_NAME && ls && (ls->attrs & A_ALLOCATABLE) && cg_var(cg, ls)->kind == CV_DESC)
        v = cg_var(cg, ls);
    else if (lhs->kind == N_COMPONENT && lhs->sym && (lhs->sym->attrs & A_ALLOCATABLE) && lhs->lhs->rank == 0)
        v = cg_alloc_object(cg, lhs);
    LLVMValueRef rext[15];
    int r = cg_shape(cg, rhs, rext);
    if (!r)
        return true;
    CharArrayCopy c = {.lhs = lhs, .rhs = rhs, .ext = rext, .rank = r, .kind = char_kind(rhs->type)};
    c.elen = cg_char_array_elem_len(cg, rhs);
    bool stage = !ls || cg_expr_mentions(rhs, ls);
    if (stage) {
        LLVMValueRef n = cg_char_bytes(cg, c.elen, c.kind);
        for (int d = 0; d < r; d++)
            n = LLVMBuildMul(cg->b, n, rext[d], "");
        n = LLVMBuildAdd(cg->b, n, cg_const_i64(cg, 1), "");
        LLVMTypeRef pt[1] = {cg->t_i64};
        c.tmp = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &n, 1, false);
        c.to_tmp = true;
        cg_scalarize(cg, r, rext, char_array_copy_elem, &c);
        c.to_tmp = false;
    }
    if (v && v->rank == r && !opts.no_realloc_lhs)
        char_array_realloc(cg, v, rhs, rext, r, c.elen, lhs->loc);
    cg_scalarize(cg, r, rext, char_array_copy_elem, &c);
    if (stage) {
        LLVMTypeRef fp[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, fp, 1, &c.tmp, 1, false);
    }
    return true;
}
