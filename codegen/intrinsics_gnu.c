/* intrinsics_gnu.c — calls of the GNU library procedures (FTELL, STAT,
 * CHMOD, ETIME, ...): one libgfortran (or C library) entry per form, its
 * arguments built from the codes of sema/intrinsic_gnu.c's table, as
 * gfortran 12 passes them. Outputs go through temporaries of the entry's
 * width and are converted into the actual afterwards. */
#include "cg.h"

#include <stdio.h>
#include <string.h>

typedef struct GnuOut {
    Node *actual;
    LLVMValueRef tmp;
    Type *type;
} GnuOut;

static LLVMValueRef value_as(CG *cg, Node *a, Type *to)
{
    LLVMValueRef v = cg_expr(cg, a);
    return type_equal(a->type, to) ? v : cg_convert(cg, v, a->type, to);
}

static LLVMValueRef in_temp(CG *cg, Node *a, Type *t, const char *name)
{
    LLVMValueRef p = cg_alloca(cg, cg_type(cg, t), name);
    LLVMBuildStore(cg->b, value_as(cg, a, t), p);
    return p;
}

/* The call of GNU procedure e (an N_INTRINSIC_CALL, or the N_CALL of a CALL
 * statement when as_subroutine); the function's value, else NULL. */
LLVMValueRef cg_gnu_call(CG *cg, Node *e, bool as_subroutine)
{
    const GnuProc *g = gnu_proc((IntrinsicId)e->op);
    const char *entry = as_subroutine ? g->sub : g->fn;
    const char *codes = as_subroutine ? g->sub_codes : g->fn_codes;
    LLVMValueRef args[16], lens[8];
    LLVMTypeRef params[16];
    GnuOut outs[8];
    int na = 0, nl = 0, no = 0, k = 0;
    LLVMValueRef null = LLVMConstNull(cg->t_ptr);
    bool wide = gnu_wide_variant(g, e->args.items, e->args.len, as_subroutine);
    char wide_entry[64];
    const char *i4 = wide ? strstr(entry, "_i4") : NULL;
    if (i4) {
        snprintf(wide_entry, sizeof wide_entry, "%.*s_i8%s", (int)(i4 - entry), entry, i4 + 3);
        entry = wide_entry;
    }
    Type *int_t = type_int(wide ? 8 : 4);
    for (const char *c = codes; *c; c++) {
        if (*c == '?')
            continue;
        if (*c == 'z') {
            params[na] = cg->t_i32;
            args[na++] = cg_const_i32(cg, 0);
            continue;
        }
        Node *a = k < e->args.len ? e->args.items[k] : NULL;
        k++;
        if (a && a->kind == N_KEYWORD)
            a = a->rhs;
        LLVMValueRef v = null;
        LLVMTypeRef pt = cg->t_ptr;
        switch (*c) {
        case 'i': if (a) v = in_temp(cg, a, int_t, "gnu.in"); break;
        case 'j': if (a) v = in_temp(cg, a, type_int(8), "gnu.in"); break;
        case 'R': if (a) v = in_temp(cg, a, type_real(4), "gnu.in"); break;
        case 'v':
            pt = cg->t_i32;
            v = a ? value_as(cg, a, type_int(4)) : cg_const_i32(cg, 0);
            break;
        case 'b':
            pt = cg->t_i32;
            v = LLVMBuildZExt(cg->b, cg_to_bool(cg, cg_expr(cg, a)), cg->t_i32, "");
            break;
        case 'B': /* a LOGICAL(4) by reference, NULL when absent */
            if (a) {
                v = cg_alloca(cg, cg->t_i32, "gnu.flag");
                LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, cg_to_bool(cg, cg_expr(cg, a)), cg->t_i32, ""), v);
            }
            break;
        case 'p':
            pt = cg->t_i64;
            v = value_as(cg, a, type_int(8));
            break;
        case 'q':
            v = LLVMBuildIntToPtr(cg->b, value_as(cg, a, type_int(8)), cg->t_ptr, "");
            break;
        case 'c': case 'C': {
            if (!a) { /* an absent optional one: no address, length 0 */
                lens[nl++] = cg_const_i64(cg, 0);
                break;
            }
            LLVMValueRef len;
            cg_char_expr(cg, a, &v, &len);
            lens[nl++] = cg_char_len_i64(cg, len);
            break;
        }
        case 'a': case 'A':
            v = cg_make_desc(cg, a);
            break;
        case 'o': case 'O': case 'r': case 'x':
            if (a) {
                Type *t = *c == 'o' || *c == 'x' ? int_t : *c == 'O' ? type_int(8) : type_real(4);
                outs[no] = (GnuOut){a, cg_alloca(cg, cg_type(cg, t), "gnu.out"), t};
                v = outs[no++].tmp;
                if (*c == 'x') /* INTENT(INOUT): the library may leave it */
                    LLVMBuildStore(cg->b, cg_convert(cg, cg_expr(cg, a), a->type, t), v);
            }
            break;
        }
        params[na] = pt;
        args[na++] = v;
    }
    for (int i = 0; i < nl; i++) {
        params[na] = cg->t_i64;
        args[na++] = lens[i];
    }
    LLVMTypeRef ret = cg->t_void;
    if (!as_subroutine) {
        switch (g->fn_result) {
        case 'I': ret = cg->t_i64; break;
        case 'P': ret = cg->t_ptr; break;
        case 'r': ret = cg_type(cg, type_real(4)); break;
        default: ret = wide ? cg->t_i64 : cg->t_i32; break;
        }
    }
    LLVMValueRef r = cg_call_extern(cg, entry, ret, params, na, args, na, false);
    for (int i = 0; i < no; i++) {
        LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, outs[i].type), outs[i].tmp, "");
        LLVMBuildStore(cg->b, cg_convert(cg, x, outs[i].type, outs[i].actual->type), cg_addr(cg, outs[i].actual));
    }
    if (as_subroutine)
        return NULL;
    if (g->fn_result == 'P')
        return LLVMBuildPtrToInt(cg->b, r, cg->t_i64, "");
    return r; /* LOGICAL(4) is an i32 0 or 1, as the library returns it */
}
