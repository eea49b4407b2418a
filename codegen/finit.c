/* finit.c — gfortran's -finit-* options: the value a local variable starts
 * from when it has no initializer. As gfortran (resolve.c's
 * build_default_init_expr and gfc_build_init_expr): INTEGER, REAL,
 * COMPLEX, LOGICAL and CHARACTER locals, each type only under its own
 * option (-finit-local-zero sets them all), and with -finit-derived the
 * components of derived-type locals that have no default initialization
 * (every type then, zero where no option names it). Not dummies, function
 * results, module or COMMON variables, EQUIVALENCE or DATA objects,
 * ALLOCATABLE or POINTER variables, Cray pointers and pointees, nor
 * anything with an initializer. A local on the stack gets the value at
 * every entry (cg_finit_store), a static one (SAVE, -fno-automatic, the
 * main program) as its initializer, once. */
#include "cg.h"

#include <string.h>

static bool finit_any(void)
{
    return opts.init_integer || opts.init_real != INIT_REAL_OFF || opts.init_logical != INIT_LOGICAL_OFF ||
           opts.init_character || opts.init_derived;
}

static ConstVal *new_cv(Type *t)
{
    ConstVal *c = arena_alloc(cu_arena, sizeof *c);
    memset(c, 0, sizeof *c);
    c->type = t;
    return c;
}

/* The real value of -finit-real (force: zero when it was not given);
 * false when there is none. */
static bool finit_real(bool force, creal *v, bool *snan)
{
    *snan = false;
    switch (opts.init_real) {
    case INIT_REAL_ZERO: *v = 0; return true;
    case INIT_REAL_NAN: *v = __builtin_nanq(""); return true;
    case INIT_REAL_SNAN: *v = __builtin_nanq(""); *snan = true; return true;
    case INIT_REAL_INF: *v = __builtin_infq(); return true;
    case INIT_REAL_NEG_INF: *v = -__builtin_infq(); return true;
    default: *v = 0; return force;
    }
}

static ConstVal *finit_of_type(Type *t, bool force);

/* -finit-derived: a value whose components without default initialization
 * are initialized as -finit-local-zero fills in for the types no option
 * names (gfortran's gfc_generate_initializer with force). */
static ConstVal *finit_derived(Type *t)
{
    DerivedType *dt = t->derived;
    if (!dt || dt->is_unlimited || t->polymorphic)
        return NULL;
    ConstVal *c = new_cv(t);
    c->comps = arena_alloc(cu_arena, sizeof(ConstVal *) * (size_t)(dt->components.len + 1));
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *comp = dt->components.data[i];
        c->comps[i] = NULL; /* its default initialization, or zero */
        if (comp->cval || comp->init || comp->proc || (comp->attrs & (A_ALLOCATABLE | A_POINTER)) || !comp->type)
            continue;
        /* a component of a type with default initialization gets that
           (its other components zero), as in gfortran */
        if (comp->type->kind == TY_DERIVED && comp->type->derived && cg_has_default_init(comp->type->derived))
            continue;
        c->comps[i] = finit_of_type(comp->type, true);
    }
    return c;
}

static ConstVal *finit_of_type(Type *t, bool force)
{
    ConstVal *c;
    creal r;
    bool snan;
    switch (t->kind) {
    case TY_INTEGER:
        if (!force && !opts.init_integer)
            return NULL;
        c = new_cv(t);
        c->i = opts.init_integer ? opts.init_integer_value : 0; /* wraps to the kind, as gfortran's */
        return c;
    case TY_REAL:
        if (!finit_real(force, &r, &snan))
            return NULL;
        c = new_cv(t);
        c->r = r;
        c->snan = snan;
        return c;
    case TY_COMPLEX:
        if (!finit_real(force, &r, &snan))
            return NULL;
        c = new_cv(t);
        c->c.re = c->c.im = r;
        c->snan = snan;
        return c;
    case TY_LOGICAL:
        if (!force && opts.init_logical == INIT_LOGICAL_OFF)
            return NULL;
        c = new_cv(t);
        c->i = opts.init_logical == INIT_LOGICAL_TRUE;
        return c;
    case TY_CHARACTER: {
        if (!force && !opts.init_character)
            return NULL;
        int64_t n = t->len_kind == LEN_EXPR || t->len < 0 ? 0 : t->len;
        int k = char_kind(t);
        char *buf = arena_alloc(cu_arena, (size_t)(n * k + 1));
        memset(buf, 0, (size_t)(n * k + 1));
        uint32_t ch = (uint32_t)opts.init_character_value;
        for (int64_t i = 0; i < n; i++)
            memcpy(buf + i * k, &ch, (size_t)k); /* little endian: kind 1 takes the low byte */
        c = new_cv(t);
        c->str.s = buf;
        c->str.len = c->str.cap = n;
        return c;
    }
    case TY_DERIVED:
        return opts.init_derived ? finit_derived(t) : NULL;
    default:
        return NULL;
    }
}

ConstVal *cg_finit_value(Symbol *s)
{
    if (!finit_any() || s->kind != SYM_VARIABLE || !s->scope || !s->type)
        return NULL;
    if (s->scope->kind != SCOPE_SUBPROGRAM && s->scope->kind != SCOPE_PROGRAM && s->scope->kind != SCOPE_BLOCK)
        return NULL;
    if (s->use_of || s->is_dummy || s->is_result || s->common || s->cray_pointer || s->is_cray_pointer ||
        s->in_equivalence || s->assoc || s->cuda_builtin || s->stmt_func || s->cval || s->init ||
        (s->attrs & (A_ALLOCATABLE | A_POINTER | A_PARAMETER | A_EXTERNAL)) || s->assumed_rank ||
        cg_is_class_sym(s) || cg_is_class_array_sym(s))
        return NULL;
    if (s->space != SPACE_HOST && s->space != SPACE_LOCAL)
        return NULL;
    if (s->type->kind == TY_CHARACTER && s->type->len_kind != LEN_EXPR && s->type->len < 0)
        return NULL;
    return finit_of_type(s->type, false);
}

/* The stores at entry of a local on the stack (or of an automatic array,
 * whatever its storage): every element gets the value. */
void cg_finit_store(CG *cg, CgVar *v, ConstVal *cv)
{
    Symbol *s = v->sym;
    Type *t = s->type;
    LLVMValueRef n = v->kind == CV_ARRAY ? cg_array_size(cg, v) : cg_const_i64(cg, 1);
    if (t->kind == TY_CHARACTER && cg_char_const_len(t) < 0) {
        /* a length computed at entry: kind 1 is a memset, kind 4 a loop of characters */
        LLVMValueRef len = cg_char_len_of(cg, v);
        LLVMValueRef count = LLVMBuildMul(cg->b, len, n, "finit.chars");
        if (char_kind(t) == 1) {
            LLVMBuildMemSet(cg->b, v->addr, LLVMConstInt(cg->t_i8, (unsigned)opts.init_character_value, false),
                            count, 1);
            return;
        }
        CgCountedLoop l;
        LLVMValueRef i = cg_loop_begin(cg, &l, count, "finit");
        LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i32, (unsigned)opts.init_character_value, false),
                       LLVMBuildGEP2(cg->b, cg->t_i32, v->addr, &i, 1, ""));
        cg_loop_end(cg, &l);
        return;
    }
    LLVMTypeRef et = cg_type(cg, t);
    LLVMValueRef c = cg_const_val(cg, cv, t);
    if (v->kind != CV_ARRAY) {
        LLVMBuildStore(cg->b, c, v->addr);
        return;
    }
    if (LLVMIsNull(c)) {
        LLVMValueRef bytes = LLVMBuildMul(cg->b, n, cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, et)), "");
        LLVMBuildMemSet(cg->b, v->addr, LLVMConstInt(cg->t_i8, 0, false), bytes, 1);
        return;
    }
    CgCountedLoop l;
    LLVMValueRef i = cg_loop_begin(cg, &l, n, "finit");
    LLVMBuildStore(cg->b, c, LLVMBuildGEP2(cg->b, et, v->addr, &i, 1, ""));
    cg_loop_end(cg, &l);
}
