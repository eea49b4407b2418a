/* types.c — Fortran types to LLVM types, and gfortran's array descriptor. */
#include "cg.h"

#include <string.h>

bool cg_type_is_char(Type *t) { return t && t->kind == TY_CHARACTER; }

/* Natural (gfortran-compatible) layout of a derived type, for when sema
 * left it uncomputed: each component aligned to its own alignment. */
static void layout_derived(CG *cg, DerivedType *dt)
{
    int64_t off = 0, align = 1;
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        int64_t sz, al;
        if (c->attrs & (A_ALLOCATABLE | A_POINTER)) {
            bool cls = c->type && c->type->polymorphic;
            if (c->shape && c->shape->rank > 0) {
                LLVMTypeRef d = cls ? cg_class_array_type(cg, c->shape->rank) : cg_desc_type(cg, c->shape->rank);
                sz = (int64_t)LLVMABISizeOfType(cg->td, d);
            } else
                sz = cls ? 16 : 8;
            al = 8;
        } else {
            LLVMTypeRef et = cg_type(cg, c->type);
            sz = (int64_t)LLVMABISizeOfType(cg->td, et);
            al = (int64_t)LLVMABIAlignmentOfType(cg->td, et);
            if (c->shape && c->shape->rank > 0 && c->shape->constant)
                for (int d = 0; d < c->shape->rank; d++) {
                    int64_t n = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                    sz *= n > 0 ? n : 0;
                }
        }
        off = (off + al - 1) / al * al;
        c->comp_offset = off;
        off += sz;
        if (al > align)
            align = al;
    }
    int64_t end = derived_hidden_lengths(dt, off);
    if (end > off && align < 8)
        align = 8;
    off = end;
    dt->size = (off + align - 1) / align * align;
    dt->align = align;
}

/* A derived type is a packed struct of its components at sema's offsets,
 * with explicit padding, so that the byte layout is exactly the computed one. */
LLVMTypeRef cg_type_derived(CG *cg, DerivedType *dt)
{
    if (dt->cg_type)
        return dt->cg_type;
    LLVMTypeRef st = LLVMStructCreateNamed(cg->ctx, arena_printf(cu_arena, "type.%s", dt->name));
    dt->cg_type = st;
    if (dt->size <= 0 && dt->components.len > 0)
        layout_derived(cg, dt);
    if (dt->has_union) {
        /* a STRUCTURE whose MAPs overlap: its bytes (proc.c builds its constants) */
        LLVMTypeRef bytes = LLVMArrayType2(cg->t_i8, (uint64_t)dt->size);
        LLVMStructSetBody(st, &bytes, 1, true);
        return st;
    }
    LLVMTypeRef fields[2 * dt->components.len + 2];
    int nf = 0;
    int64_t off = 0;
    int64_t align = dt->align > 0 ? dt->align : 1;
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        LLVMTypeRef ft;
        if (c->attrs & (A_ALLOCATABLE | A_POINTER))
            ft = (c->shape && c->shape->rank > 0)
                     ? (c->type && c->type->polymorphic ? cg_class_array_type(cg, c->shape->rank)
                                                        : cg_desc_type(cg, c->shape->rank))
                 : (c->type && c->type->polymorphic) ? cg_class_type(cg) : cg->t_ptr;
        else {
            ft = cg_type(cg, c->type);
            if (c->shape && c->shape->rank > 0 && c->shape->constant) {
                int64_t n = 1;
                for (int d = 0; d < c->shape->rank; d++) {
                    int64_t e = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                    n *= e > 0 ? e : 0;
                }
                ft = LLVMArrayType2(ft, (uint64_t)n);
            }
        }
        if (c->comp_offset > off) {
            fields[nf++] = LLVMArrayType2(cg->t_i8, (uint64_t)(c->comp_offset - off));
            off = c->comp_offset;
        }
        fields[nf++] = ft;
        off += (int64_t)LLVMABISizeOfType(cg->td, ft);
    }
    int64_t size = dt->size > off ? dt->size : (off + align - 1) / align * align;
    if (size > off)
        fields[nf++] = LLVMArrayType2(cg->t_i8, (uint64_t)(size - off));
    LLVMStructSetBody(st, fields, (unsigned)nf, true);
    return st;
}

/* Constant length of a character type, or -1 when it is known only at run time. */
int64_t cg_char_const_len(Type *t)
{
    switch (t->len_kind) {
    case LEN_NONE:
        return t->len >= 0 ? t->len : 1;
    case LEN_EXPR:
        if (t->len >= 0 && (!t->len_expr || t->len_expr->cval))
            return t->len;
        return -1;
    default:
        return -1;
    }
}

/* The LLVM type of a REAL(kind) value (and of a COMPLEX(kind) part):
 * kind 2 is IEEE half (LLVM's half: f16 arithmetic on sm_53 and up, promoted
 * to float and rounded back after each operation on x86-64), kind 10 is x87 extended precision, 16 IEEE quad (libquadmath's
 * __float128), both stored in 16 bytes as gfortran does. */
LLVMTypeRef cg_float_type(CG *cg, int kind)
{
    switch (kind) {
    case 2: return LLVMHalfTypeInContext(cg->ctx);
    case 8: return cg->t_f64;
    case 10: return LLVMX86FP80TypeInContext(cg->ctx);
    case 16: return LLVMFP128TypeInContext(cg->ctx);
    default: return cg->t_f32;
    }
}

/* Scalar element type: the memory representation of one value. */
LLVMTypeRef cg_type(CG *cg, Type *t)
{
    if (!t)
        return cg->t_i32;
    switch (t->kind) {
    case TY_INTEGER:
    case TY_LOGICAL:
        return LLVMIntTypeInContext(cg->ctx, (unsigned)(t->kind_param > 0 ? t->kind_param : 4) * 8);
    case TY_REAL:
        return cg_float_type(cg, t->kind_param);
    case TY_COMPLEX: {
        LLVMTypeRef p = cg_float_type(cg, t->kind_param);
        LLVMTypeRef f[2] = {p, p};
        return LLVMStructTypeInContext(cg->ctx, f, 2, false);
    }
    case TY_CHARACTER: {
        int64_t n = cg_char_const_len(t);
        return n >= 0 ? LLVMArrayType2(cg_char_unit(cg, char_kind(t)), (uint64_t)n) : cg->t_i8;
    }
    case TY_DERIVED:
        return cg_type_derived(cg, t->derived);
    case TY_VOID:
        return cg->t_void;
    default:
        return cg->t_i32;
    }
}

/* Bytes of one element; char_len is the run-time length for character types. */
LLVMValueRef cg_elem_size(CG *cg, Type *t, LLVMValueRef char_len)
{
    if (t && t->kind == TY_CHARACTER) {
        if (char_len)
            return cg_char_bytes(cg, char_len, char_kind(t));
        int64_t n = cg_char_const_len(t);
        return cg_const_i64(cg, (n > 0 ? n : 0) * char_kind(t));
    }
    return cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, t)));
}

int cg_bt_code(Type *t)
{
    switch (t ? t->kind : TY_ERROR) {
    case TY_INTEGER: return CUF90_BT_INTEGER;
    case TY_LOGICAL: return CUF90_BT_LOGICAL;
    case TY_REAL: return CUF90_BT_REAL;
    case TY_COMPLEX: return CUF90_BT_COMPLEX;
    case TY_DERIVED: return CUF90_BT_DERIVED;
    case TY_CHARACTER: return CUF90_BT_CHARACTER;
    default: return CUF90_BT_UNKNOWN;
    }
}

/* gfortran's descriptor: {base_addr, offset, dtype{elem_len, version, rank,
 * type, attribute}, span, dim[rank]{stride, lbound, ubound}} (rt/cuf90rt.h). */
LLVMTypeRef cg_desc_type(CG *cg, int rank)
{
    if (rank < 0 || rank > 15)
        rank = 15;
    if (cg->t_desc[rank])
        return cg->t_desc[rank];
    if (!cg->t_dim) {
        LLVMTypeRef d[3] = {cg->t_i64, cg->t_i64, cg->t_i64};
        cg->t_dim = LLVMStructCreateNamed(cg->ctx, "gfc.dim");
        LLVMStructSetBody(cg->t_dim, d, 3, false);
        LLVMTypeRef dt[5] = {cg->t_i64, cg->t_i32, cg->t_i8, cg->t_i8, cg->t_i16};
        cg->t_dtype = LLVMStructCreateNamed(cg->ctx, "gfc.dtype");
        LLVMStructSetBody(cg->t_dtype, dt, 5, false);
    }
    LLVMTypeRef f[5] = {cg->t_ptr, cg->t_i64, cg->t_dtype, cg->t_i64,
                        LLVMArrayType2(cg->t_dim, (uint64_t)rank)};
    char name[32];
    snprintf(name, sizeof name, "gfc.desc%d", rank);
    LLVMTypeRef t = LLVMStructCreateNamed(cg->ctx, name);
    LLVMStructSetBody(t, f, 5, false);
    cg->t_desc[rank] = t;
    return t;
}

/* Elements of component c: 1 for a scalar, the product of the extents of a
 * constant shape, -1 when the shape is not constant. */
int64_t cg_comp_elems(const Symbol *c)
{
    if (!c->shape || c->shape->rank == 0)
        return 1;
    if (!c->shape->constant)
        return -1;
    int64_t n = 1;
    for (int d = 0; d < c->shape->rank; d++) {
        int64_t e = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
        n *= e > 0 ? e : 0;
    }
    return n;
}
