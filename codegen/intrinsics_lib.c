/* intrinsics_lib.c — array-valued intrinsics whose result is computed once
 * per statement into a temporary, as gfortran does: PACK and UNPACK
 * (libgfortran's _gfortran_pack*, _gfortran_unpack*), FINDLOC of an array of
 * rank > 1 (_gfortran_[ms]findloc[01]_*), array-valued TRANSFER (a memcpy,
 * as gfortran inlines it), MATMUL (_gfortran_matmul_*, blocked), RESHAPE
 * with PAD=/ORDER=, CSHIFT/EOSHIFT/SPREAD beyond the element-wise forms of
 * intrinsics.c, reductions along a run-time DIM, CHARACTER MAXVAL & co. cg_shape sees their extents through
 * cg_intrinsic_shape; the scalarizer then reads one element of the
 * temporary at a time. The temporaries are freed after the statement.
 */
#include "cg.h"

#include <stdio.h>
#include <string.h>

/* A materialized result: contiguous, column-major, valid in one statement. */
typedef struct LibTemp {
    LLVMValueRef fn;
    int serial;
    int rank;
    LLVMValueRef data;          /* first element */
    LLVMValueRef ext[15];       /* extents (i64) */
    LLVMValueRef elen;          /* element bytes (character length for characters) */
} LibTemp;

/* Argument i of an intrinsic call (sema puts them in dummy order), or NULL. */
static Node *arg(Node *e, int i)
{
    return i < e->args.len ? e->args.items[i] : NULL;
}

/* Registers an alloca holding a heap address to be freed after the statement;
 * NULL from the entry on, so a skipped statement frees nothing. */
static void free_after_stmt(CG *cg, LLVMValueRef slot)
{
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
    LLVMPositionBuilderAtEnd(cg->b, cur);
    vec_push(&cg->stmt_temps, slot);
}

/* Character length (i64) of an array expression's elements. */
static LLVMValueRef elem_char_len(CG *cg, Node *a)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    LLVMValueRef zero[15];
    for (int i = 0; i < 15; i++)
        zero[i] = cg_const_i64(cg, 0);
    cg->elem_idx = a->rank > 0 ? zero : NULL;
    cg->elem_rank = a->rank;
    LLVMValueRef p, len;
    cg_char_expr(cg, a, &p, &len);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return cg_char_len_i64(cg, len);
}

/* Bytes of one element of an expression of any type. */
static LLVMValueRef elem_bytes(CG *cg, Node *a)
{
    if (a->type->kind == TY_CHARACTER)
        return cg_char_bytes(cg, elem_char_len(cg, a), char_kind(a->type));
    return cg_elem_size(cg, a->type, NULL);
}

/* A result descriptor with a NULL base: the library allocates and sets bounds. */
static LLVMValueRef result_desc(CG *cg, int rank, Type *et, LLVMValueRef elen)
{
    LLVMValueRef desc = cg_alloca(cg, cg_desc_type(cg, rank), "lib.res");
    LLVMBuildStore(cg->b, LLVMConstNull(cg_desc_type(cg, rank)), desc);
    free_after_stmt(cg, desc); /* base_addr is the descriptor's first field */
    LLVMValueRef dt = cg_desc_field(cg, desc, rank, 2);
    LLVMBuildStore(cg->b, elen, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)rank, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)cg_bt_code(et), false),
                   LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 3, ""));
    LLVMBuildStore(cg->b, elen, cg_desc_field(cg, desc, rank, 3));
    return desc;
}

/* A result descriptor over caller storage of the given extents (lower bounds
 * 0, contiguous), as gfortran passes to entries that leak their own
 * allocation (EOSHIFT with an array BOUNDARY does). */
static LLVMValueRef result_desc_sized(CG *cg, int rank, Type *et, LLVMValueRef elen, LLVMValueRef *ext)
{
    LLVMValueRef desc = result_desc(cg, rank, et, elen);
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < rank; d++) {
        LLVMBuildStore(cg->b, n, cg_desc_dim(cg, desc, rank, d, 0));
        LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, ext[d], cg_const_i64(cg, 1), ""), cg_desc_dim(cg, desc, rank, d, 2));
        n = LLVMBuildMul(cg->b, n, ext[d], "");
    }
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMValueRef bytes = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, n, elen, ""), cg_const_i64(cg, 1), "");
    LLVMBuildStore(cg->b, cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false), desc);
    return desc;
}

/* Reads the library's allocation back: data and extents. */
static void read_result(CG *cg, LibTemp *t, LLVMValueRef desc)
{
    t->data = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, desc, t->rank, 0), "lib.data");
    for (int d = 0; d < t->rank; d++) {
        LLVMValueRef lb = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, desc, t->rank, d, 1), "");
        LLVMValueRef ub = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, desc, t->rank, d, 2), "");
        LLVMValueRef n = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub, lb, ""), cg_const_i64(cg, 1), "");
        t->ext[d] = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, n, cg_const_i64(cg, 0), ""),
                                    cg_const_i64(cg, 0), n, "lib.ext");
    }
}

/* A logical scalar as the GFC_LOGICAL_4 libgfortran takes (by value). */
static LLVMValueRef logical4(CG *cg, Node *a)
{
    if (!a)
        return cg_const_i32(cg, 0);
    return LLVMBuildZExt(cg->b, cg_logical_cond(cg, a), cg->t_i32, "");
}

/* Address of a GFC_LOGICAL_4 temporary holding a scalar mask; NULL for an
 * absent OPTIONAL dummy (the library then takes every element). */
static LLVMValueRef logical4_ref(CG *cg, Node *a)
{
    LLVMValueRef p = cg_alloca(cg, cg->t_i32, "lmask");
    Symbol *s = a && a->kind == N_NAME && a->sym ? cg_ultimate(a->sym) : NULL;
    if (!s || !(s->attrs & A_OPTIONAL)) {
        LLVMBuildStore(cg->b, logical4(cg, a), p);
        return p;
    }
    LLVMValueRef present = cg_present(cg, a);
    LLVMBasicBlockRef load = cg_new_block(cg, "lmask.present"), done = cg_new_block(cg, "lmask.done");
    LLVMBuildCondBr(cg->b, present, load, done);
    LLVMPositionBuilderAtEnd(cg->b, load);
    LLVMBuildStore(cg->b, logical4(cg, a), p);
    cg_br(cg, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildSelect(cg->b, present, p, LLVMConstNull(cg->t_ptr), "lmask.ref");
}

/* Calls a void libgfortran entry. */
static LLVMValueRef call(CG *cg, const char *name, LLVMTypeRef *pt, LLVMValueRef *av, int n)
{
    return cg_call_extern(cg, name, cg->t_void, pt, n, av, n, false);
}

/* Address of a scalar converted to type t (EOSHIFT's BOUNDARY, SPREAD's SOURCE). */
/* An OPTIONAL dummy as the actual of an optional argument: maybe absent. */
static bool lib_optional_dummy(Node *x)
{
    Symbol *s = x && x->kind == N_NAME && x->sym ? cg_ultimate(x->sym) : NULL;
    return s && s->kind == SYM_VARIABLE && s->is_dummy && (s->attrs & A_OPTIONAL);
}

static LLVMValueRef scalar_ref(CG *cg, Node *a, Type *t)
{
    LLVMValueRef p = cg_alloca(cg, cg_type(cg, t), "sref");
    LLVMValueRef x = cg_expr(cg, a);
    if (!type_equal(a->type, t))
        x = cg_convert(cg, x, a->type, t);
    LLVMBuildStore(cg->b, x, p);
    return p;
}

/* A fill operand (UNPACK's FIELD, EOSHIFT's BOUNDARY): an array's
 * descriptor, a character scalar's address, or a scalar converted to type t
 * in a temporary (the library copies elem_len bytes of it). For characters
 * *len receives the (element) length in bytes (the _char entries copy bytes,
 * so kind 4 goes through them too); otherwise it is left alone. */
static LLVMValueRef fill_operand(CG *cg, Node *x, Type *t, bool ch, LLVMValueRef *len)
{
    LLVMValueRef p;
    if (!ch && x->rank == 0 && lib_optional_dummy(x)) {
        /* an absent OPTIONAL dummy: a null pointer, the library's default fill */
        LLVMValueRef present = cg_present(cg, x);
        LLVMBasicBlockRef yes = cg_new_block(cg, "fill.present"), done = cg_new_block(cg, "fill.done");
        LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
        LLVMBuildCondBr(cg->b, present, yes, done);
        LLVMPositionBuilderAtEnd(cg->b, yes);
        p = scalar_ref(cg, x, t);
        LLVMBasicBlockRef yes_end = LLVMGetInsertBlock(cg->b);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
        LLVMValueRef phi = LLVMBuildPhi(cg->b, cg->t_ptr, "fill");
        LLVMValueRef iv[2] = {p, LLVMConstNull(cg->t_ptr)};
        LLVMBasicBlockRef ib[2] = {yes_end, from};
        LLVMAddIncoming(phi, iv, ib, 2);
        return phi;
    }
    if (x->rank > 0) {
        p = cg_make_desc(cg, x);
        if (ch)
            *len = elem_bytes(cg, x);
    } else if (ch) {
        cg_char_expr(cg, x, &p, len);
        *len = cg_char_bytes(cg, *len, char_kind(x->type));
    } else {
        p = scalar_ref(cg, x, t);
    }
    return p;
}

/* PACK and UNPACK share their library signatures: (result, x, mask, y) and,
 * for characters, (result, elen, x, mask, y, elen, len of y). */
static void call_pack_form(CG *cg, const char *name, bool ch, LLVMValueRef res, LLVMValueRef elen,
                           LLVMValueRef x, LLVMValueRef mask, LLVMValueRef y, LLVMValueRef ylen)
{
    if (ch) {
        LLVMTypeRef pt[7] = {cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i64};
        LLVMValueRef av[7] = {res, elen, x, mask, y, elen, ylen};
        call(cg, name, pt, av, 7);
    } else {
        LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr};
        LLVMValueRef av[4] = {res, x, mask, y};
        call(cg, name, pt, av, 4);
    }
}

/* PACK(array, mask [, vector]): _gfortran_pack / pack_s / pack_char / pack_s_char. */
static void lib_pack(CG *cg, Node *e, LibTemp *t)
{
    Node *a = arg(e, 0), *m = arg(e, 1), *v = arg(e, 2);
    bool ch = a->type->kind == TY_CHARACTER;
    t->elen = elem_bytes(cg, a);
    LLVMValueRef res = result_desc(cg, 1, e->type, t->elen);
    LLVMValueRef ad = cg_make_desc(cg, a);
    LLVMValueRef md = m->rank > 0 ? cg_make_desc(cg, m) : logical4_ref(cg, m);
    LLVMValueRef vd = v ? cg_make_desc(cg, v) : LLVMConstNull(cg->t_ptr);
    char name[40];
    snprintf(name, sizeof name, "_gfortran_pack%s%s", m->rank > 0 ? "" : "_s", ch ? "_char" : "");
    call_pack_form(cg, name, ch, res, t->elen, ad, md, vd, ch && v ? elem_bytes(cg, v) : cg_const_i64(cg, 0));
    read_result(cg, t, res);
}

/* UNPACK(vector, mask, field): _gfortran_unpack0/1 (field scalar/array), _char forms. */
static void lib_unpack(CG *cg, Node *e, LibTemp *t)
{
    Node *v = arg(e, 0), *m = arg(e, 1), *f = arg(e, 2);
    bool ch = v->type->kind == TY_CHARACTER;
    t->elen = elem_bytes(cg, v);
    LLVMValueRef res = result_desc(cg, t->rank, e->type, t->elen);
    LLVMValueRef vd = cg_make_desc(cg, v), md = cg_make_desc(cg, m), flen = NULL;
    LLVMValueRef fd = fill_operand(cg, f, v->type, ch, &flen);
    char name[40];
    snprintf(name, sizeof name, "_gfortran_unpack%d%s", f->rank > 0 ? 1 : 0, ch ? "_char" : "");
    call_pack_form(cg, name, ch, res, t->elen, vd, md, fd, flen);
    read_result(cg, t, res);
}

/* FINDLOC of an array of rank > 1 (or with a DIM not known at compile time):
 * _gfortran_[m|s]findloc{0,1}_<type><kind>, positions as index_type. */
static bool lib_findloc(CG *cg, Node *e, LibTemp *t)
{
    Node *a = arg(e, 0), *val = arg(e, 1), *dim = arg(e, 2), *m = arg(e, 3), *back = arg(e, 5);
    Type *at = a->type;
    char ty[8];
    switch (at->kind) {
    case TY_INTEGER: snprintf(ty, sizeof ty, "i%d", at->kind_param); break;
    case TY_REAL: snprintf(ty, sizeof ty, "r%d", at->kind_param); break;
    case TY_COMPLEX: snprintf(ty, sizeof ty, "c%d", at->kind_param); break;
    case TY_CHARACTER: snprintf(ty, sizeof ty, "s1"); break;
    default:
        error_at(e->loc, "FINDLOC of a %s array of rank %d is not supported yet",
                 at->kind == TY_LOGICAL ? "LOGICAL" : "derived-type", a->rank);
        return false;
    }
    t->elen = cg_const_i64(cg, 8);
    Type *it = type_int(8);
    LLVMValueRef res = result_desc(cg, t->rank, it, t->elen);
    LLVMValueRef av[9], ad = cg_make_desc(cg, a);
    LLVMTypeRef pt[9];
    int n = 0;
    pt[n] = cg->t_ptr, av[n++] = res;
    pt[n] = cg->t_ptr, av[n++] = ad;
    LLVMValueRef vlen = NULL;
    if (at->kind == TY_CHARACTER) {
        LLVMValueRef vp;
        cg_char_expr(cg, val, &vp, &vlen);
        vlen = cg_char_len_i64(cg, vlen);
        pt[n] = cg->t_ptr, av[n++] = vp;
    } else {
        LLVMValueRef x = cg_expr(cg, val);
        if (!type_equal(val->type, at))
            x = cg_convert(cg, x, val->type, at);
        if (at->kind == TY_COMPLEX) {
            /* x86-64 C ABI: complex float in one vector register, complex double in two */
            LLVMValueRef re = LLVMBuildExtractValue(cg->b, x, 0, ""), im = LLVMBuildExtractValue(cg->b, x, 1, "");
            if (at->kind_param == 4) {
                LLVMTypeRef v2 = LLVMVectorType(cg->t_f32, 2);
                LLVMValueRef vv = LLVMBuildInsertElement(cg->b, LLVMGetUndef(v2), re, cg_const_i32(cg, 0), "");
                vv = LLVMBuildInsertElement(cg->b, vv, im, cg_const_i32(cg, 1), "");
                pt[n] = v2, av[n++] = vv;
            } else {
                pt[n] = LLVMTypeOf(re), av[n++] = re;
                pt[n] = LLVMTypeOf(im), av[n++] = im;
            }
        } else
            pt[n] = LLVMTypeOf(x), av[n++] = x;
    }
    if (dim) {
        LLVMValueRef dp = cg_alloca(cg, cg->t_i64, "findloc.dim");
        LLVMBuildStore(cg->b, cg_expr_i64(cg, dim), dp);
        pt[n] = cg->t_ptr, av[n++] = dp;
    }
    if (m)
        pt[n] = cg->t_ptr, av[n++] = m->rank > 0 ? cg_make_desc(cg, m) : logical4_ref(cg, m);
    pt[n] = cg->t_i32, av[n++] = logical4(cg, back);
    if (vlen) {
        pt[n] = cg->t_i64, av[n++] = elem_char_len(cg, a);
        pt[n] = cg->t_i64, av[n++] = vlen;
    }
    char name[48];
    snprintf(name, sizeof name, "_gfortran_%sfindloc%d_%s", !m ? "" : m->rank > 0 ? "m" : "s", dim ? 1 : 0, ty);
    call(cg, name, pt, av, n);
    read_result(cg, t, res);
    return true;
}

/* A rank-1 descriptor of integer(8) values (RESHAPE's SHAPE= and ORDER=,
 * which libgfortran reads as index_type): n values of the expression. */
static LLVMValueRef index_vector(CG *cg, Node *a, int n)
{
    LLVMValueRef buf = cg_alloca(cg, LLVMArrayType2(cg->t_i64, (unsigned)(n > 0 ? n : 1)), "idxvec");
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    for (int i = 0; i < n; i++) {
        LLVMValueRef k = cg_const_i64(cg, i);
        cg->elem_idx = &k;
        cg->elem_rank = 1;
        LLVMValueRef v = LLVMBuildIntCast2(cg->b, cg_expr(cg, a), cg->t_i64, true, "");
        LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, cg->t_i64, buf, &k, 1, ""));
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    LLVMValueRef d = cg_alloca(cg, cg_desc_type(cg, 1), "idxvec.desc");
    LLVMBuildStore(cg->b, LLVMConstNull(cg_desc_type(cg, 1)), d);
    LLVMBuildStore(cg->b, buf, cg_desc_field(cg, d, 1, 0));
    LLVMBuildStore(cg->b, cg_const_i64(cg, -1), cg_desc_field(cg, d, 1, 1));
    LLVMValueRef dt = cg_desc_field(cg, d, 1, 2);
    LLVMBuildStore(cg->b, cg_const_i64(cg, 8), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 1, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, CUF90_BT_INTEGER, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 3, ""));
    LLVMBuildStore(cg->b, cg_const_i64(cg, 8), cg_desc_field(cg, d, 1, 3));
    LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, d, 1, 0, 0));
    LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, d, 1, 0, 1));
    LLVMBuildStore(cg->b, cg_const_i64(cg, n), cg_desc_dim(cg, d, 1, 0, 2));
    return d;
}

/* Address of an integer temporary of kind 4 or 8 holding a scalar. */
static LLVMValueRef int_ref(CG *cg, Node *a, int kind, int64_t dflt)
{
    LLVMTypeRef t = kind == 8 ? cg->t_i64 : cg->t_i32;
    LLVMValueRef p = cg_alloca(cg, t, "iref");
    if (!a || lib_optional_dummy(a)) {
        LLVMBuildStore(cg->b, LLVMConstInt(t, (uint64_t)dflt, true), p);
        if (!a)
            return p;
    }
    LLVMBasicBlockRef done = NULL;
    if (lib_optional_dummy(a)) {
        /* an absent OPTIONAL dummy (DIM=, NCOPIES=): the default stays */
        LLVMBasicBlockRef yes = cg_new_block(cg, "iref.present");
        done = cg_new_block(cg, "iref.done");
        LLVMBuildCondBr(cg->b, cg_present(cg, a), yes, done);
        LLVMPositionBuilderAtEnd(cg->b, yes);
    }
    LLVMBuildStore(cg->b, LLVMBuildIntCast2(cg->b, cg_expr_i64(cg, a), t, true, ""), p);
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
    return p;
}

/* RESHAPE(source, shape [, pad] [, order]): _gfortran_reshape / reshape_char. */
static void lib_reshape(CG *cg, Node *e, LibTemp *t)
{
    Node *src = arg(e, 0), *shape = arg(e, 1), *pad = arg(e, 2), *order = arg(e, 3);
    bool ch = src->type->kind == TY_CHARACTER;
    t->elen = elem_bytes(cg, src);
    LLVMValueRef res = result_desc(cg, t->rank, e->type, t->elen);
    LLVMValueRef sd = cg_make_desc(cg, src), shd = index_vector(cg, shape, t->rank);
    LLVMValueRef pd = pad ? cg_make_desc(cg, pad) : LLVMConstNull(cg->t_ptr);
    LLVMValueRef od = order ? index_vector(cg, order, t->rank) : LLVMConstNull(cg->t_ptr);
    if (ch) {
        LLVMTypeRef pt[8] = {cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i64};
        LLVMValueRef av[8] = {res, t->elen, sd, shd, pd, od, t->elen, pad ? elem_bytes(cg, pad) : cg_const_i64(cg, 0)};
        call(cg, "_gfortran_reshape_char", pt, av, 8);
    } else {
        LLVMTypeRef pt[5] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr};
        LLVMValueRef av[5] = {res, sd, shd, pd, od};
        call(cg, "_gfortran_reshape", pt, av, 5);
    }
    read_result(cg, t, res);
}

/* Kind (4 or 8) of the libgfortran CSHIFT/EOSHIFT entry for a SHIFT argument. */
static int shift_kind(Node *sh)
{
    return sh->rank > 0 && sh->type->kind_param == 4 ? 4 : 8;
}

/* CSHIFT(array, shift [, dim]) and EOSHIFT(array, shift [, boundary] [, dim]):
 * _gfortran_cshift{0,1}_<k>[_char], _gfortran_eoshift{0,1,2,3}_<k>[_char]. */
static bool lib_shift(CG *cg, Node *e, LibTemp *t, bool circular)
{
    Node *a = arg(e, 0), *sh = arg(e, 1), *bd = circular ? NULL : arg(e, 2), *dim = circular ? arg(e, 2) : arg(e, 3);
    bool ch = a->type->kind == TY_CHARACTER;
    int k = shift_kind(sh);
    if (sh->rank > 0 && sh->type->kind_param != k) {
        error_at(e->loc, "'%s' with a SHIFT array of kind %d is not supported yet", intrinsic_name(e->op), sh->type->kind_param);
        return false;
    }
    t->elen = elem_bytes(cg, a);
    LLVMValueRef aext[15];
    cg_shape(cg, a, aext);
    LLVMValueRef res = result_desc_sized(cg, t->rank, e->type, t->elen, aext);
    LLVMValueRef ad = cg_make_desc(cg, a);
    LLVMValueRef sp = sh->rank > 0 ? cg_make_desc(cg, sh) : int_ref(cg, sh, k, 0);
    LLVMValueRef dp = int_ref(cg, dim, k, 1);
    LLVMValueRef bp = LLVMConstNull(cg->t_ptr), blen = cg_const_i64(cg, 0);
    if (bd)
        bp = fill_operand(cg, bd, a->type, ch, &blen);
    char name[48];
    int form = circular ? (sh->rank > 0) : (sh->rank > 0) + 2 * (bd && bd->rank > 0);
    /* EOSHIFT of kind 4 fills with blanks of kind 4: the _char4 entries, lengths in characters
       (elsewhere the _char entries copy the bytes) */
    bool wide = ch && !circular && char_kind(a->type) == 4;
    LLVMValueRef clen = t->elen;
    if (wide) {
        clen = LLVMBuildUDiv(cg->b, t->elen, cg_const_i64(cg, 4), "");
        blen = LLVMBuildUDiv(cg->b, blen, cg_const_i64(cg, 4), "");
    }
    snprintf(name, sizeof name, "_gfortran_%s%d_%d%s", circular ? "cshift" : "eoshift", form, k,
             wide ? "_char4" : ch ? "_char" : "");
    LLVMTypeRef pt[8];
    LLVMValueRef av[8];
    int n = 0;
    pt[n] = cg->t_ptr, av[n++] = res;
    if (ch)
        pt[n] = cg->t_i64, av[n++] = clen;
    pt[n] = cg->t_ptr, av[n++] = ad;
    pt[n] = cg->t_ptr, av[n++] = sp;
    if (!circular)
        pt[n] = cg->t_ptr, av[n++] = bp;
    pt[n] = cg->t_ptr, av[n++] = dp;
    if (ch) {
        pt[n] = cg->t_i64, av[n++] = clen;
        if (!circular)
            pt[n] = cg->t_i64, av[n++] = blen;
    }
    call(cg, name, pt, av, n);
    read_result(cg, t, res);
    return true;
}

/* SPREAD(source, dim, ncopies): _gfortran_spread[_scalar][_char]. */
static void lib_spread(CG *cg, Node *e, LibTemp *t)
{
    Node *src = arg(e, 0), *dim = arg(e, 1), *nc = arg(e, 2);
    bool ch = src->type->kind == TY_CHARACTER;
    t->elen = elem_bytes(cg, src);
    LLVMValueRef res = result_desc(cg, t->rank, e->type, t->elen);
    LLVMValueRef sp;
    if (src->rank > 0)
        sp = cg_make_desc(cg, src);
    else if (ch) {
        LLVMValueRef l;
        cg_char_expr(cg, src, &sp, &l);
    } else
        sp = scalar_ref(cg, src, src->type);
    LLVMValueRef dp = int_ref(cg, dim, 8, 1), np = int_ref(cg, nc, 8, 1);
    char name[48];
    snprintf(name, sizeof name, "_gfortran_spread%s%s", ch ? "_char" : "", src->rank > 0 ? "" : "_scalar");
    if (ch) {
        LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i64};
        LLVMValueRef av[6] = {res, t->elen, sp, dp, np, t->elen};
        call(cg, name, pt, av, 6);
    } else {
        LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr};
        LLVMValueRef av[4] = {res, sp, dp, np};
        call(cg, name, pt, av, 4);
    }
    read_result(cg, t, res);
}

/* MAXVAL/MINVAL/MAXLOC/MINLOC of a CHARACTER array: [m|s]{max,min}{val,loc}{0,1}
 * from libgfortran (the _s1 entries, positions as integer(8)). along_dim:
 * the DIM form of an array of rank > 1 (an array result); otherwise the whole
 * array. val_out: for MAXVAL/MINVAL without an array result, the buffer that
 * receives the value (of the array's length). */
static void lib_char_extreme(CG *cg, Node *e, LibTemp *t, bool along_dim, LLVMValueRef val_out)
{
    Node *a = arg(e, 0), *dim = arg(e, 1), *m = arg(e, 2), *back = arg(e, 4);
    bool is_val = e->op == INTR_MAXVAL || e->op == INTR_MINVAL;
    bool mx = e->op == INTR_MAXVAL || e->op == INTR_MAXLOC;
    LLVMValueRef alen = elem_char_len(cg, a);
    LLVMValueRef ad = cg_make_desc(cg, a);
    LLVMValueRef res = NULL;
    if (val_out) {
        res = val_out;
    } else {
        t->elen = is_val ? cg_char_bytes(cg, alen, char_kind(a->type)) : cg_const_i64(cg, 8);
        res = result_desc(cg, t->rank, is_val ? a->type : type_int(8), t->elen);
    }
    LLVMTypeRef pt[7];
    LLVMValueRef av[7];
    int n = 0;
    pt[n] = cg->t_ptr, av[n++] = res;
    if (is_val)
        pt[n] = cg->t_i64, av[n++] = alen;
    pt[n] = cg->t_ptr, av[n++] = ad;
    if (along_dim) {
        LLVMValueRef dp = cg_alloca(cg, cg->t_i64, "dim");
        LLVMBuildStore(cg->b, cg_expr_i64(cg, dim), dp);
        pt[n] = cg->t_ptr, av[n++] = dp;
    }
    if (m)
        pt[n] = cg->t_ptr, av[n++] = m->rank > 0 ? cg_make_desc(cg, m) : logical4_ref(cg, m);
    if (!is_val)
        pt[n] = cg->t_i32, av[n++] = logical4(cg, back);
    pt[n] = cg->t_i64, av[n++] = alen;
    char name[48];
    snprintf(name, sizeof name, "_gfortran_%s%s%s%d%s_s%d", !m ? "" : m->rank > 0 ? "m" : "s", mx ? "max" : "min",
             is_val ? "val" : "loc", along_dim ? 1 : 0, is_val ? "" : "_8", char_kind(a->type));
    call(cg, name, pt, av, n);
    if (!val_out)
        read_result(cg, t, res);
}

/* Scalar MAXVAL/MINVAL of a CHARACTER array (addr/len) or MAXLOC/MINLOC of a
 * rank-1 CHARACTER array with DIM= (the value). */
LLVMValueRef cg_char_extreme_scalar(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    LLVMValueRef r = NULL;
    if (addr) {
        *len = elem_char_len(cg, arg(e, 0));
        *addr = cg_char_temp_k(cg, *len, char_kind(arg(e, 0)->type), "extreme");
        lib_char_extreme(cg, e, NULL, false, *addr);
    } else {
        LibTemp t = {.rank = 1};
        lib_char_extreme(cg, e, &t, false, NULL);
        r = LLVMBuildIntCast2(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, t.data, ""), cg_type(cg, e->type), true, "");
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return r;
}

/* A reduction along a DIM known only at run time of an array of rank > 1:
 * libgfortran's [m|s]{sum,product,maxval,minval}_<t><k>, [m|s]{max,min}loc1_8_<t><k>,
 * count_8_l, any_l<k>, all_l<k>. */
static bool lib_reduce_dim(CG *cg, Node *e, LibTemp *t)
{
    IntrinsicId id = (IntrinsicId)e->op;
    Node *a = arg(e, 0), *dim = arg(e, 1);
    Node *m = id == INTR_COUNT || id == INTR_ANY || id == INTR_ALL || id == INTR_PARITY ? NULL : arg(e, 2);
    Node *back = id == INTR_MAXLOC || id == INTR_MINLOC ? arg(e, 4) : NULL;
    Type *at = a->type;
    char ty[8], name[48];
    if (at->kind == TY_INTEGER || at->kind == TY_REAL || at->kind == TY_COMPLEX)
        snprintf(ty, sizeof ty, "%c%d", at->kind == TY_INTEGER ? 'i' : at->kind == TY_REAL ? 'r' : 'c', at->kind_param);
    else
        ty[0] = 0;
    const char *mp = !m ? "" : m->rank > 0 ? "m" : "s";
    switch (id) {
    case INTR_SUM: case INTR_PRODUCT: case INTR_MAXVAL: case INTR_MINVAL: case INTR_IALL: case INTR_IANY:
    case INTR_IPARITY:
        snprintf(name, sizeof name, "_gfortran_%s%s_%s", mp, intrinsic_name(id), ty);
        t->elen = cg_elem_size(cg, e->type, NULL);
        break;
    case INTR_MAXLOC: case INTR_MINLOC:
        snprintf(name, sizeof name, "_gfortran_%s%s1_8_%s", mp, intrinsic_name(id), ty);
        t->elen = cg_const_i64(cg, 8);
        break;
    case INTR_COUNT:
        snprintf(name, sizeof name, "_gfortran_count_8_l");
        t->elen = cg_const_i64(cg, 8);
        break;
    default:
        snprintf(name, sizeof name, "_gfortran_%s_l%d", intrinsic_name(id), e->type->kind_param);
        t->elen = cg_elem_size(cg, e->type, NULL);
        break;
    }
    LLVMValueRef res = result_desc(cg, t->rank, e->type, t->elen);
    LLVMTypeRef pt[5];
    LLVMValueRef av[5];
    int n = 0;
    pt[n] = cg->t_ptr, av[n++] = res;
    pt[n] = cg->t_ptr, av[n++] = cg_make_desc(cg, a);
    LLVMValueRef dp = cg_alloca(cg, cg->t_i64, "dim");
    LLVMBuildStore(cg->b, cg_expr_i64(cg, dim), dp);
    pt[n] = cg->t_ptr, av[n++] = dp;
    if (m)
        pt[n] = cg->t_ptr, av[n++] = m->rank > 0 ? cg_make_desc(cg, m) : logical4_ref(cg, m);
    if (id == INTR_MAXLOC || id == INTR_MINLOC)
        pt[n] = cg->t_i32, av[n++] = logical4(cg, back);
    call(cg, name, pt, av, n);
    read_result(cg, t, res);
    return true;
}

/* Whether MATMUL goes to libgfortran's blocked _gfortran_matmul_<t><k>, as
 * gfortran's does: both operands and the result of one numeric type and kind. */
static bool matmul_by_lib(Node *e)
{
    Node *a = arg(e, 0), *b = arg(e, 1);
    Type *t = e->type;
    if (!a || !b || !type_equal(a->type, t) || !type_equal(b->type, t))
        return false;
    return (t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX) &&
           (t->kind_param == 4 || t->kind_param == 8);
}

/* A descriptor for a MATMUL operand. TRANSPOSE(x) of a designator is x's
 * descriptor with its two dimensions swapped, no copy, as gfortran passes it:
 * the library then takes its strided path, whose sums are gfortran's. */
static LLVMValueRef operand_desc(CG *cg, Node *a)
{
    Node *x = a->kind == N_INTRINSIC_CALL && a->op == INTR_TRANSPOSE ? arg(a, 0) : NULL;
    if (!x || x->rank != 2 || (x->kind != N_NAME && x->kind != N_ARRAY_REF && x->kind != N_COMPONENT))
        return cg_make_desc(cg, a);
    for (int d = 0; x->kind == N_ARRAY_REF && d < x->args.len; d++)
        if (x->args.items[d]->kind != N_TRIPLET && x->args.items[d]->rank > 0)
            return cg_make_desc(cg, a); /* vector subscripts: copied */
    LLVMTypeRef dt = cg_desc_type(cg, 2);
    LLVMValueRef src = cg_make_desc(cg, x), d = cg_alloca(cg, dt, "transposed");
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, dt, src, ""), d);
    for (int f = 0; f < 3; f++) {
        LLVMValueRef v0 = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, src, 2, 0, f), "");
        LLVMValueRef v1 = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, src, 2, 1, f), "");
        LLVMBuildStore(cg->b, v1, cg_desc_dim(cg, d, 2, 0, f));
        LLVMBuildStore(cg->b, v0, cg_desc_dim(cg, d, 2, 1, f));
    }
    return d;
}

typedef struct MatmulInline {
    Node *e;
    LLVMValueRef data, *ext;
    int rank;
} MatmulInline;

/* One element of an inline MATMUL into the temporary. */
static void matmul_inline_body(CG *cg, void *p)
{
    MatmulInline *m = p;
    LLVMValueRef lin = cg_const_i64(cg, 0);
    for (int d = m->rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, m->ext[d], ""), cg->elem_idx[d], "");
    LLVMValueRef v = cg_matmul_element(cg, m->e);
    LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, cg_type(cg, m->e->type), m->data, &lin, 1, ""));
}

/* MATMUL(a, b): _gfortran_matmul_<t><k>(ret, a, b, try_blas 0, blas_limit 0, NULL).
 * Optimizing, gfortran inlines a product of at most 30**3 multiplications
 * (its -finline-matmul-limit, checked at run time on m*k*n as a REAL): the
 * same choice here keeps the sums in gfortran's order either way. */
static void lib_matmul(CG *cg, Node *e, LibTemp *t)
{
    Type *et = e->type;
    char name[40];
    snprintf(name, sizeof name, "_gfortran_matmul_%c%d", et->kind == TY_INTEGER ? 'i' : et->kind == TY_REAL ? 'r' : 'c',
             et->kind_param);
    t->elen = cg_elem_size(cg, et, NULL);
    LLVMValueRef res = result_desc(cg, t->rank, et, t->elen);
    LLVMBasicBlockRef done = NULL;
    LLVMValueRef dslot = NULL, eslot[2] = {0};
    if (cg->target == CG_TARGET_HOST) {
        /* libgfortran's own check, which the inline product needs too */
        LLVMValueRef ae[15], be[15];
        int ar = cg_shape(cg, arg(e, 0), ae);
        cg_shape(cg, arg(e, 1), be);
        LLVMValueRef av[2] = {be[0], ae[ar - 1]};
        Loc none = {0};
        cg_runtime_error_if(cg, none, LLVMBuildICmp(cg->b, LLVMIntNE, be[0], ae[ar - 1], ""),
                            "Incorrect extent in argument B in MATMUL intrinsic in dimension 1: is %ld, should be %ld",
                            av, 2);
    }
    if (opts.opt_level > 0) {
        LLVMValueRef ae[15], be[15], ext[15];
        int ar = cg_shape(cg, arg(e, 0), ae), br = cg_shape(cg, arg(e, 1), be);
        LLVMValueRef m = ar == 2 ? ae[0] : cg_const_i64(cg, 1), k = ae[ar - 1], n = br == 2 ? be[1] : cg_const_i64(cg, 1);
        LLVMValueRef work = LLVMBuildFMul(cg->b, LLVMBuildFMul(cg->b, LLVMBuildSIToFP(cg->b, m, cg->t_f32, ""),
                                                               LLVMBuildSIToFP(cg->b, k, cg->t_f32, ""), ""),
                                          LLVMBuildSIToFP(cg->b, n, cg->t_f32, ""), "");
        LLVMBasicBlockRef inl = cg_new_block(cg, "matmul.inline"), lib = cg_new_block(cg, "matmul.lib");
        done = cg_new_block(cg, "matmul.done");
        LLVMBuildCondBr(cg->b, LLVMBuildFCmp(cg->b, LLVMRealOLE, work, LLVMConstReal(cg->t_f32, 27000.0), ""), inl, lib);
        LLVMPositionBuilderAtEnd(cg->b, inl);
        dslot = cg_alloca(cg, cg->t_ptr, "matmul.data");
        for (int d = 0; d < t->rank; d++)
            eslot[d] = cg_alloca(cg, cg->t_i64, "matmul.ext");
        ext[0] = ar == 2 ? m : n;
        ext[1] = n;
        LLVMValueRef cnt = t->rank == 2 ? LLVMBuildMul(cg->b, ext[0], ext[1], "") : ext[0];
        LLVMTypeRef pt[1] = {cg->t_i64};
        LLVMValueRef bytes = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, cnt, t->elen, ""), cg_const_i64(cg, 1), "");
        LLVMValueRef data = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
        LLVMBuildStore(cg->b, data, res); /* freed after the statement with the library's result */
        MatmulInline mi = {.e = e, .data = data, .ext = ext, .rank = t->rank};
        cg_scalarize(cg, t->rank, ext, matmul_inline_body, &mi);
        LLVMBuildStore(cg->b, data, dslot);
        for (int d = 0; d < t->rank; d++)
            LLVMBuildStore(cg->b, ext[d], eslot[d]);
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, lib);
    }
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32, cg->t_ptr};
    LLVMValueRef av[6] = {res, operand_desc(cg, arg(e, 0)), operand_desc(cg, arg(e, 1)), cg_const_i32(cg, 0),
                          cg_const_i32(cg, 0), LLVMConstNull(cg->t_ptr)};
    call(cg, name, pt, av, 6);
    read_result(cg, t, res);
    if (!done)
        return;
    LLVMBuildStore(cg->b, t->data, dslot);
    for (int d = 0; d < t->rank; d++)
        LLVMBuildStore(cg->b, t->ext[d], eslot[d]);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    t->data = LLVMBuildLoad2(cg->b, cg->t_ptr, dslot, "matmul.res");
    for (int d = 0; d < t->rank; d++)
        t->ext[d] = LLVMBuildLoad2(cg->b, cg->t_i64, eslot[d], "");
}

/* Address of a contiguous copy of an expression's bytes and their count. */
static LLVMValueRef source_bytes(CG *cg, Node *s, LLVMValueRef *nbytes)
{
    if (s->rank > 0) {
        LLVMValueRef ext[15];
        int r = 0;
        LLVMValueRef eb = elem_bytes(cg, s);
        LLVMValueRef data = cg_array_temp(cg, s, ext, &r);
        LLVMValueRef n = eb;
        for (int d = 0; d < r; d++)
            n = LLVMBuildMul(cg->b, n, ext[d], "");
        *nbytes = n;
        return data;
    }
    if (s->type->kind == TY_CHARACTER) {
        LLVMValueRef p, len;
        cg_char_expr(cg, s, &p, &len);
        *nbytes = cg_char_bytes(cg, len, char_kind(s->type));
        return p;
    }
    LLVMValueRef p = cg_alloca(cg, cg_type(cg, s->type), "transfer.src");
    LLVMBuildStore(cg->b, cg_expr(cg, s), p);
    *nbytes = cg_elem_size(cg, s->type, NULL);
    return p;
}

/* Array-valued TRANSFER(source, mold [, size]): the source's bytes copied into
 * a result of SIZE elements, or of as many mold elements as they fill
 * (rounding up), as gfortran's inline memcpy. */
static void lib_transfer(CG *cg, Node *e, LibTemp *t)
{
    Node *src = arg(e, 0), *mold = arg(e, 1), *size = arg(e, 2);
    LLVMValueRef nb;
    LLVMValueRef sp = source_bytes(cg, src, &nb);
    t->elen = elem_bytes(cg, mold);
    LLVMValueRef n;
    if (size) {
        n = cg_expr_i64(cg, size);
        n = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, n, cg_const_i64(cg, 0), ""), cg_const_i64(cg, 0), n, "");
    } else {
        LLVMValueRef es = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, t->elen, cg_const_i64(cg, 0), ""),
                                          cg_const_i64(cg, 1), t->elen, "");
        n = LLVMBuildUDiv(cg->b, LLVMBuildAdd(cg->b, nb, LLVMBuildSub(cg->b, es, cg_const_i64(cg, 1), ""), ""), es, "");
    }
    LLVMValueRef rb = LLVMBuildMul(cg->b, n, t->elen, "");
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "transfer.res");
    free_after_stmt(cg, slot);
    LLVMTypeRef pt[2] = {cg->t_i64, cg->t_i64};
    LLVMValueRef av[2] = {LLVMBuildAdd(cg->b, rb, cg_const_i64(cg, 1), ""), cg_const_i64(cg, 1)};
    t->data = cg_call_extern(cg, "calloc", cg->t_ptr, pt, 2, av, 2, false);
    LLVMBuildStore(cg->b, t->data, slot);
    LLVMValueRef cnt = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntULT, nb, rb, ""), nb, rb, "");
    LLVMBuildMemCpy(cg->b, t->data, 1, sp, 1, cnt);
    t->ext[0] = n;
}

/* Scalar TRANSFER(source, mold): the source's leading bytes read as the
 * mold's type (addr/len for a CHARACTER mold; value otherwise); a short
 * source leaves the rest zero. */
LLVMValueRef cg_transfer_scalar(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    Node *src = arg(e, 0), *mold = arg(e, 1);
    LLVMValueRef nb, sp = source_bytes(cg, src, &nb);
    LLVMValueRef rb = elem_bytes(cg, mold), buf;
    if (addr)
        buf = cg_char_temp(cg, rb, "transfer");
    else
        buf = cg_alloca(cg, cg_type(cg, e->type), "transfer");
    LLVMBuildMemSet(cg->b, buf, LLVMConstInt(cg->t_i8, 0, false), rb, 1);
    LLVMValueRef cnt = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntULT, nb, rb, ""), nb, rb, "");
    LLVMBuildMemCpy(cg->b, buf, 1, sp, 1, cnt);
    if (addr) {
        *addr = buf;
        *len = char_kind(e->type) == 1 ? rb : LLVMBuildUDiv(cg->b, rb, cg_const_i64(cg, char_kind(e->type)), "");
        return NULL;
    }
    return LLVMBuildLoad2(cg->b, cg_type(cg, e->type), buf, "transfer");
}

/* Whether e's value is computed here rather than element by element. */
static bool is_lib_intrinsic(CG *cg, Node *e)
{
    /* GPU code has no libgfortran: the element-wise forms only */
    if (e->kind != N_INTRINSIC_CALL || e->rank == 0 || cg->target == CG_TARGET_NVPTX)
        return false;
    switch (e->op) {
    case INTR_PACK: case INTR_UNPACK:
        /* emulated device code as the GPU's: intrinsics.c's element-wise forms */
        return !cg_is_device_target(cg) || e->type->kind == TY_CHARACTER;
    case INTR_TRANSFER:
        return true;
    case INTR_FINDLOC:
        return arg(e, 0) && arg(e, 0)->rank > 1;
    case INTR_RESHAPE:
        /* the element-wise form has neither PAD= nor ORDER= nor characters */
        return arg(e, 2) || arg(e, 3) || e->type->kind == TY_CHARACTER;
    case INTR_CSHIFT: case INTR_EOSHIFT: {
        Node *dim = e->op == INTR_CSHIFT ? arg(e, 2) : arg(e, 3), *bd = e->op == INTR_EOSHIFT ? arg(e, 2) : NULL;
        return (dim && !dim->cval) || arg(e, 1)->rank > 0 || (bd && bd->rank > 0) || e->type->kind == TY_CHARACTER;
    }
    case INTR_SPREAD:
        return !arg(e, 1)->cval || e->type->kind == TY_CHARACTER;
    case INTR_MATMUL:
        return matmul_by_lib(e);
    case INTR_MAXVAL: case INTR_MINVAL: case INTR_MAXLOC: case INTR_MINLOC:
        if (arg(e, 0)->type->kind == TY_CHARACTER)
            return true;
        /* fall through */
    case INTR_SUM: case INTR_PRODUCT: case INTR_COUNT: case INTR_ANY: case INTR_ALL: case INTR_IALL:
    case INTR_IANY: case INTR_IPARITY: case INTR_PARITY:
        /* the element-wise form needs DIM at compile time */
        return arg(e, 1) && !arg(e, 1)->cval && arg(e, 0)->rank > 1;
    default:
        return false;
    }
}

/* The statement's temporary holding e's value, computed on first use. */
static LibTemp *materialize(CG *cg, Node *e)
{
    LibTemp *t = e->cg;
    if (t && t->fn == cg->fn && t->serial == cg->stmt_serial)
        return t;
    t = NEW(LibTemp);
    t->fn = cg->fn;
    t->serial = cg->stmt_serial;
    t->rank = e->rank;
    e->cg = t;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    bool ok = true;
    switch (e->op) {
    case INTR_PACK: lib_pack(cg, e, t); break;
    case INTR_UNPACK: lib_unpack(cg, e, t); break;
    case INTR_TRANSFER: lib_transfer(cg, e, t); break;
    case INTR_FINDLOC: ok = lib_findloc(cg, e, t); break;
    case INTR_RESHAPE: lib_reshape(cg, e, t); break;
    case INTR_CSHIFT: ok = lib_shift(cg, e, t, true); break;
    case INTR_EOSHIFT: ok = lib_shift(cg, e, t, false); break;
    case INTR_SPREAD: lib_spread(cg, e, t); break;
    case INTR_MATMUL: lib_matmul(cg, e, t); break;
    case INTR_MAXVAL: case INTR_MINVAL: case INTR_MAXLOC: case INTR_MINLOC:
        if (arg(e, 0)->type->kind == TY_CHARACTER) {
            lib_char_extreme(cg, e, t, arg(e, 1) != NULL, NULL);
            break;
        }
        /* fall through */
    case INTR_SUM: case INTR_PRODUCT: case INTR_COUNT: case INTR_ANY: case INTR_ALL: case INTR_IALL:
    case INTR_IANY: case INTR_IPARITY: case INTR_PARITY:
        ok = lib_reduce_dim(cg, e, t);
        break;
    default: ok = false; break;
    }
    if (!ok) {
        t->data = LLVMConstNull(cg->t_ptr);
        t->elen = cg_const_i64(cg, 1);
        for (int d = 0; d < t->rank; d++)
            t->ext[d] = cg_const_i64(cg, 0);
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return t;
}

/* Extents of a library-computed intrinsic's result; 0 if e is not one. For
 * the other array-valued intrinsics, whose elements are computed in place, the
 * array arguments' constructors and function results are evaluated here, so
 * that this happens once, before the loop over the elements. */
int cg_intrinsic_lib_shape(CG *cg, Node *e, LLVMValueRef *ext)
{
    if (!is_lib_intrinsic(cg, e)) {
        LLVMValueRef *save = cg->elem_idx;
        int sr = cg->elem_rank;
        cg->elem_idx = NULL;
        cg->elem_rank = 0;
        for (int i = 0; e->kind == N_INTRINSIC_CALL && e->rank > 0 && i < e->args.len; i++) {
            LLVMValueRef aext[15];
            Node *a = arg(e, i);
            if (a && a->rank > 0)
                cg_shape(cg, a, aext);
        }
        cg->elem_idx = save;
        cg->elem_rank = sr;
        return 0;
    }
    LibTemp *t = materialize(cg, e);
    for (int d = 0; d < t->rank; d++)
        ext[d] = t->ext[d];
    return t->rank;
}

/* Address of the scalarizer's current element of the temporary. */
static LLVMValueRef element_addr(CG *cg, LibTemp *t)
{
    LLVMValueRef lin = cg_const_i64(cg, 0);
    for (int d = t->rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, t->ext[d], ""),
                           cg->elem_idx && d < cg->elem_rank ? cg->elem_idx[d] : cg_const_i64(cg, 0), "");
    LLVMValueRef off = LLVMBuildMul(cg->b, lin, t->elen, "");
    return LLVMBuildGEP2(cg->b, cg->t_i8, t->data, &off, 1, "");
}

/* The current element of a library-computed intrinsic (false: not one). */
bool cg_intrinsic_lib_element(CG *cg, Node *e, LLVMValueRef *out)
{
    if (!is_lib_intrinsic(cg, e) || e->type->kind == TY_CHARACTER)
        return false;
    LibTemp *t = materialize(cg, e);
    LLVMValueRef p = element_addr(cg, t);
    if (e->op == INTR_FINDLOC || e->op == INTR_MAXLOC || e->op == INTR_MINLOC || e->op == INTR_COUNT) {
        LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->t_i64, p, "");
        *out = LLVMBuildIntCast2(cg->b, v, cg_type(cg, e->type), true, "");
        return true;
    }
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, e->type), p, "");
    LLVMSetAlignment(v, 1);
    *out = v;
    return true;
}

/* The current element of a CHARACTER PACK/UNPACK/TRANSFER result. */
bool cg_intrinsic_lib_char(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len)
{
    if (!is_lib_intrinsic(cg, e))
        return false;
    LibTemp *t = materialize(cg, e);
    *addr = element_addr(cg, t);
    *len = char_kind(e->type) == 1 ? t->elen : LLVMBuildUDiv(cg->b, t->elen, cg_const_i64(cg, char_kind(e->type)), "");
    return true;
}
