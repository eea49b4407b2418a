/* proc.c — program units: procedure signatures (gfortran ABI), dummies,
 * locals, module variables, host association, the C main. */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

/* Locals bigger than this go to static memory (as gfortran's
 * -fmax-stack-var-size default) unless the procedure is recursive. */
#define MAX_STACK_VAR_SIZE 65536 /* OpenMP private copies larger come from malloc */

Symbol *cg_ultimate(Symbol *s)
{
    while (s && s->use_of)
        s = s->use_of;
    return s;
}

static bool is_module_entity(Symbol *s)
{
    if (sym_is_external_proc(s))
        return false;
    return s->module || (s->scope && s->scope->kind == SCOPE_MODULE);
}

/* A module's EQUIVALENCE groups: block k is the global <module>.eq.<k>_
 * (gfortran's name), defined by the module, declared by its users. */
typedef struct ModuleEquiv {
    const char *module;
    bool define;
    int next;
} ModuleEquiv;

static void bind_equivalences(CG *cg, Node *u, bool force_static, ModuleEquiv *me);

static const char *module_of(Symbol *s)
{
    if (s->module)
        return s->module;
    if (s->scope && s->scope->owner)
        return s->scope->owner->name;
    return "?";
}

/* gfortran's external names: bind(c) as given, __mod_MOD_name for module
 * entities, MAIN__ for the main program, name_ for external procedures;
 * internal procedures are local symbols host.name. */
const char *cg_mangle(CG *cg, Symbol *s)
{
    (void)cg;
    s = cg_ultimate(s);
    if (s->kind == SYM_PROGRAM)
        return "MAIN__";
    /* NAME=" " (parse_bind): BIND(C) without a binding label, named as without BIND(C) */
    if (s->proc && s->proc->bind_name && strcmp(s->proc->bind_name, " "))
        return s->proc->bind_name[0] ? s->proc->bind_name : s->name;
    if (s->kind == SYM_VARIABLE && s->bind_name && strcmp(s->bind_name, " ")) /* BIND(C) module variables */
        return s->bind_name[0] ? s->bind_name : s->name;
    if (s->proc && s->proc->is_internal) {
        Symbol *h = s->proc->host_proc;
        return arena_printf(cu_arena, "%s.%s", h ? h->name : "host", s->name);
    }
    /* an interface body in a module declares an external procedure, unless it is a separate
     * module procedure's (MODULE prefix; its submodule defines __mod_MOD_name) */
    bool external = s->kind == SYM_PROCEDURE && s->proc && !s->proc->is_module_proc && !(s->proc->prefix & PF_MODULE) &&
                    !(s->attrs & A_POINTER);
    if (is_module_entity(s) && !external)
        return arena_printf(cu_arena, "__%s_MOD_%s", module_of(s), s->name);
    return sym_external_name(s->name);
}

/* ------------------------------------------------------------------ */
/* Procedure signatures                                                */
/* ------------------------------------------------------------------ */

static bool is_array_sym(Symbol *s) { return s->shape && s->shape->rank > 0; }

static bool needs_desc(Symbol *s)
{
    if (s->kind == SYM_VARIABLE && s->assumed_rank)
        return true; /* DIMENSION(..): a descriptor of any rank */
    return is_array_sym(s) &&
           ((s->attrs & (A_ALLOCATABLE | A_POINTER)) || s->shape->kind == DIM_ASSUMED_SHAPE ||
            s->shape->kind == DIM_DEFERRED);
}

static bool char_has_hidden_len(Symbol *p, Symbol *d)
{
    return d && d->type && d->type->kind == TY_CHARACTER && !(d->attrs & A_VALUE) && !cg_bind_c_char_no_len(p, d);
}

/* Scalar function results return by value; complex(4) as <2 x float>, which
 * is how the x86-64 C ABI (and so gfortran) returns _Complex float. */
static LLVMTypeRef result_abi_type(CG *cg, Type *t)
{
    if (!t || t->kind == TY_VOID || t->kind == TY_CHARACTER)
        return cg->t_void;
    if (t->kind == TY_COMPLEX && t->kind_param == 4)
        return LLVMVectorType(cg->t_f32, 2);
    return cg_type(cg, t);
}

static Type *proc_result_type(Symbol *p)
{
    if (p->proc && p->proc->result)
        return p->proc->result->type;
    if (p->proc && !p->proc->is_function)
        return NULL;
    return p->type;
}

static bool proc_is_function(Symbol *p)
{
    if (p->proc)
        return p->proc->is_function;
    return p->type && p->type->kind != TY_VOID;
}

/* A function whose result is a procedure pointer returns its target. */
bool cg_result_is_proc_pointer(Symbol *p)
{
    Symbol *r = p->proc ? p->proc->result : NULL;
    return r && r->kind == SYM_PROCEDURE && (r->attrs & A_POINTER);
}

/* Array and allocatable/pointer results come back through a descriptor
 * passed first, as gfortran does. */
bool cg_result_by_desc(Symbol *p)
{
    Symbol *r = p->proc ? p->proc->result : NULL;
    return r && r->kind != SYM_PROCEDURE && ((r->shape && r->shape->rank > 0) || (r->attrs & (A_ALLOCATABLE | A_POINTER)));
}

/* A scalar POINTER or ALLOCATABLE result of a type other than CHARACTER
 * and CLASS: gfortran returns the data's address (T *f()); cuf90's callee
 * keeps it in a local slot (its result.desc) and returns it, the caller
 * stores it in its slot. */
bool cg_result_returns_ref(Symbol *p)
{
    Symbol *r = p->proc ? p->proc->result : NULL;
    return r && r->kind != SYM_PROCEDURE && !(r->shape && r->shape->rank > 0) &&
           (r->attrs & (A_ALLOCATABLE | A_POINTER)) && r->type && r->type->kind != TY_CHARACTER &&
           !(r->type->kind == TY_DERIVED && r->type->polymorphic);
}

/* A scalar derived-type result larger than two eightbytes is of the C ABI's
 * MEMORY class (x86-64 psABI 3.2.3): gcc, and gfortran for every function,
 * return it through a hidden first argument, the address the caller wants
 * it at, where LLVM would return the struct in registers. Host code only. */
static bool memory_class_result(Symbol *p)
{
    if (!proc_is_function(p) || (p->proc && (p->proc->is_intrinsic || (p->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL)))))
        return false;
    if (cg_result_by_desc(p) || cg_result_returns_ref(p) || cg_result_is_proc_pointer(p))
        return false;
    Type *rt = proc_result_type(p);
    return rt && rt->kind == TY_DERIVED && !rt->polymorphic && type_size(rt) > 16;
}

/* -ff2c (gfortran): the convention of f2c and g77 for scalar function
 * results: a default REAL result is returned as a C double, a COMPLEX one
 * through a hidden first argument (the address the caller wants it at).
 * Not for BIND(C), device code, results returned through a descriptor or
 * by address, nor the procedures of intrinsic modules. */
F2cResult cg_f2c_result(Symbol *p)
{
    if (!p)
        return F2C_NONE;
    p = cg_ultimate(p);
    if (memory_class_result(p))
        return F2C_HIDDEN;
    if (!opts.f2c)
        return F2C_NONE;
    if (!proc_is_function(p) || (p->proc && (p->proc->bind_name || p->proc->is_intrinsic ||
                                             (p->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL)))))
        return F2C_NONE;
    for (Scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_MODULE && s->intrinsic_module)
            return F2C_NONE;
    if (cg_result_by_desc(p) || cg_result_returns_ref(p) || cg_result_is_proc_pointer(p))
        return F2C_NONE;
    Type *rt = proc_result_type(p);
    if (!rt)
        return F2C_NONE;
    if (rt->kind == TY_REAL && rt->kind_param == opts.default_real_kind && rt->kind_param == 4)
        return F2C_DOUBLE;
    if (rt->kind == TY_COMPLEX)
        return F2C_HIDDEN;
    return F2C_NONE;
}

/* gfortran passes an OPTIONAL VALUE scalar of intrinsic type (not
 * CHARACTER) or TYPE(C_PTR|C_FUNPTR) by value, with a hidden
 * LOGICAL(1) presence flag after the arguments, before the lengths. */
bool cg_value_presence_flag(Symbol *p, Symbol *d)
{
    if (!p && d && d->scope)
        p = d->scope->owner;
    /* BIND(C) has no such flag (gfortran rejects OPTIONAL VALUE there; cudafor's
     * interfaces get every argument from sema, intrinsic_modules.c) */
    if (!d || d->kind != SYM_VARIABLE || (d->attrs & (A_VALUE | A_OPTIONAL)) != (A_VALUE | A_OPTIONAL) ||
        is_array_sym(d) || !d->type || (p && (cg_proc_is_kernel(p) || (p->proc && p->proc->bind_name))))
        return false;
    switch (d->type->kind) {
    case TY_INTEGER: case TY_REAL: case TY_COMPLEX: case TY_LOGICAL:
        return true;
    case TY_DERIVED:
        return d->type->derived && d->type->derived->module && !strcmp(d->type->derived->module, "iso_c_binding") &&
               (!strcmp(d->type->derived->name, "c_ptr") || !strcmp(d->type->derived->name, "c_funptr"));
    default:
        return false;
    }
}

/* An OPTIONAL VALUE scalar of derived type (other than C_PTR/C_FUNPTR)
 * travels by address, NULL when absent, and the callee works on its own
 * copy (gfortran 12 has no convention for it: it stops with an ICE). */
bool cg_value_by_address(Symbol *d)
{
    Symbol *p = d && d->scope ? d->scope->owner : NULL;
    return d && d->kind == SYM_VARIABLE && (d->attrs & (A_VALUE | A_OPTIONAL)) == (A_VALUE | A_OPTIONAL) &&
           !is_array_sym(d) && d->type && d->type->kind == TY_DERIVED && !cg_value_presence_flag(p, d) &&
           !(p && (cg_proc_is_kernel(p) || (p->proc && p->proc->bind_name)));
}

/* A scalar CHARACTER POINTER/ALLOCATABLE result of a length that is not
 * deferred: gfortran passes its length by value after the result's slot. */
static bool result_ref_char_len(Symbol *p)
{
    Symbol *r = p->proc ? p->proc->result : NULL;
    return r && r->kind != SYM_PROCEDURE && !is_array_sym(r) && (r->attrs & (A_ALLOCATABLE | A_POINTER)) && r->type &&
           r->type->kind == TY_CHARACTER && !type_deferred_char(r);
}

/* Function type from the procedure's explicit interface. */
static LLVMTypeRef proc_fn_type(CG *cg, Symbol *p)
{
    LLVMTypeRef params[256];
    int n = 0;
    Type *rt = proc_is_function(p) ? proc_result_type(p) : NULL;
    F2cResult f2c = cg_f2c_result(p);
    if (f2c == F2C_HIDDEN) {
        params[n++] = cg->t_ptr;
        rt = NULL;
    } else if (rt && cg_result_returns_ref(p)) {
        rt = NULL; /* the address is the return value (ret below) */
    } else if (rt && cg_result_by_desc(p)) {
        params[n++] = cg->t_ptr;
        if (type_deferred_char(p->proc->result))
            params[n++] = cg->t_ptr; /* the result's length, by reference */
        else if (result_ref_char_len(p))
            params[n++] = cg->t_i64;
        rt = NULL;
    } else if (rt && rt->kind == TY_CHARACTER) {
        params[n++] = cg->t_ptr;
        params[n++] = cg->t_i64;
    }
    PtrVec *ds = p->proc ? &p->proc->dummies : NULL;
    for (int i = 0; ds && i < ds->len && n < 200; i++) {
        Symbol *d = ds->data[i];
        if (!d)
            continue; /* alternate-return '*': not passed */
        if (d && (d->attrs & A_VALUE) && !is_array_sym(d) && d->type->kind != TY_CHARACTER &&
            !cg_value_by_ref(p, d) && !cg_value_by_address(d))
            params[n++] = cg_c32_by_value(d) ? LLVMVectorType(cg->t_f32, 2) : cg_type(cg, d->type);
        else if (cg_char_by_value(d))
            params[n++] = cg->t_i8;
        else
            params[n++] = cg->t_ptr;
    }
    for (int i = 0; ds && i < ds->len && n < 230; i++)
        if (cg_value_presence_flag(p, ds->data[i]))
            params[n++] = cg->t_i8;
    /* gfortran passes a deferred-length dummy's length by reference: the
     * callee may change it */
    for (int i = 0; ds && i < ds->len && n < 250; i++)
        if (char_has_hidden_len(p, ds->data[i]))
            params[n++] = type_deferred_char(ds->data[i]) ? cg->t_ptr : cg->t_i64;
    if (p->proc && p->proc->is_internal)
        params[n++] = cg->t_ptr; /* host frame */
    LLVMTypeRef ret = rt ? result_abi_type(cg, rt) : cg_has_alt_returns(p) ? cg->t_i32 : cg->t_void;
    if ((rt && cg_result_is_proc_pointer(p)) || (proc_is_function(p) && cg_result_returns_ref(p)))
        ret = cg->t_ptr; /* the target's address, as gfortran returns it */
    if (f2c == F2C_DOUBLE)
        ret = cg->t_f64;
    return LLVMFunctionType(ret, params, (unsigned)n, false);
}

/* A subroutine with alternate-return dummies returns the index n of its
 * RETURN n (0 for a plain RETURN), as gfortran does. */
bool cg_has_alt_returns(Symbol *p)
{
    p = cg_ultimate(p);
    if (!p->proc || p->proc->is_function)
        return false;
    for (int i = 0; i < p->proc->dummies.len; i++)
        if (!p->proc->dummies.data[i])
            return true;
    return false;
}

/* The definition or declaration of a procedure; a declaration made from a
 * call site with another type is replaced when the definition arrives. */
LLVMValueRef cg_proc_fn(CG *cg, Symbol *p)
{
    p = cg_ultimate(p);
    if (p->cg)
        return p->cg;
    const char *name = cg_mangle(cg, p);
    LLVMTypeRef ft = proc_fn_type(cg, p);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (fn && cg_fn_type_of(fn) != ft) {
        LLVMValueRef nf = LLVMAddFunction(cg->mod, "", ft);
        LLVMReplaceAllUsesWith(fn, nf);
        LLVMDeleteFunction(fn);
        LLVMSetValueName2(nf, name, strlen(name));
        fn = nf;
    } else if (!fn)
        fn = LLVMAddFunction(cg->mod, name, ft);
    if (p->proc && p->proc->is_internal)
        LLVMSetLinkage(fn, LLVMInternalLinkage);
    if (memory_class_result(p)) /* C's hidden result address, also returned in %rax */
        LLVMAddAttributeAtIndex(fn, 1, cg_type_attr(cg, "sret", cg_type(cg, proc_result_type(p))));
    cg_device_proc_created(cg, p, fn);
    p->cg = fn;
    return fn;
}

/* ------------------------------------------------------------------ */
/* Variables                                                           */
/* ------------------------------------------------------------------ */

CgVar *cg_new_var(CG *cg, Symbol *s, CgVarKind kind)
{
    CgVar *v = NEW(CgVar);
    v->kind = kind;
    v->sym = s;
    v->fn = cg->fn;
    v->rank = s->shape ? s->shape->rank : 0;
    v->frame_slot = -1;
    return v;
}

static int64_t const_count(ArraySpec *sh)
{
    int64_t n = 1;
    for (int d = 0; d < sh->rank; d++) {
        int64_t e = sh->hi_val[d] - sh->lo_val[d] + 1;
        n *= e > 0 ? e : 0;
    }
    return n;
}

/* Storage type of a variable with constant size, or NULL. */
static LLVMTypeRef static_storage_type(CG *cg, Symbol *s)
{
    if (cg_is_class_array_sym(s) && !s->is_dummy)
        return cg_class_array_type(cg, s->shape->rank);
    if (needs_desc(s))
        return cg_desc_type(cg, s->shape->rank);
    if (cg_is_class_sym(s))
        return cg_class_type(cg);
    if ((s->attrs & (A_ALLOCATABLE | A_POINTER)) && !is_array_sym(s))
        return cg->t_ptr;
    if (s->type->kind == TY_CHARACTER && cg_char_const_len(s->type) < 0)
        return NULL;
    LLVMTypeRef et = cg_type(cg, s->type);
    if (is_array_sym(s)) {
        if (!s->shape->constant || s->shape->kind != DIM_EXPLICIT)
            return NULL;
        return LLVMArrayType2(et, (uint64_t)const_count(s->shape));
    }
    return et;
}

static bool has_default_init(DerivedType *dt);

bool cg_has_default_init(DerivedType *dt)
{
    return has_default_init(dt);
}

/* The initial target of a data pointer (variable or component) other than
 * NULL(): from => t, or for a variable from DATA; NULL when none. */
static Node *data_pointer_init(Symbol *s)
{
    if (s->proc || !(s->attrs & A_POINTER) || !s->type || s->type->polymorphic)
        return NULL;
    if (s->init && s->init->kind != N_NULL_PTR)
        return s->init;
    return s->kind == SYM_VARIABLE && s->cval && s->cval->target ? s->cval->target : NULL;
}

static LLVMValueRef initial_target(CG *cg, Symbol *s, Node *t, LLVMTypeRef st);

static bool has_default_init(DerivedType *dt)
{
    for (int c = 0; c < dt->components.len; c++) {
        Symbol *comp = dt->components.data[c];
        if (comp->cval || (comp->proc && (comp->attrs & A_POINTER) && comp->init) || data_pointer_init(comp))
            return true;
        if (comp->type && comp->type->kind == TY_DERIVED && !(comp->attrs & (A_ALLOCATABLE | A_POINTER)) &&
            has_default_init(comp->type->derived))
            return true;
    }
    return false;
}

static int64_t count_of(ArraySpec *sh)
{
    int64_t n = 1;
    for (int d = 0; d < sh->rank; d++) {
        int64_t e = sh->hi_val[d] - sh->lo_val[d] + 1;
        n *= e > 0 ? e : 0;
    }
    return n;
}

/* Value of one component: the constructor's, else its default initializer. */
static LLVMValueRef component_const(CG *cg, Symbol *comp, ConstVal *given, LLVMTypeRef ft)
{
    if (comp->proc && (comp->attrs & A_POINTER) && comp->init && !given && !(comp->shape && comp->shape->rank > 0))
        return cg_proc_pointer_initial(cg, comp); /* procedure(f), pointer :: c => f */
    Node *target = given ? given->target : data_pointer_init(comp);
    if (target) {
        LLVMValueRef t = initial_target(cg, comp, target, ft); /* integer, pointer :: c => t; DATA c / t / */
        if (t)
            return t;
    }
    if (comp->attrs & (A_ALLOCATABLE | A_POINTER))
        return LLVMConstNull(ft);
    ConstVal *cv = given ? given : comp->cval;
    bool is_arr = comp->shape && comp->shape->rank > 0;
    if (!cv && !(comp->type->kind == TY_DERIVED && has_default_init(comp->type->derived)))
        return LLVMConstNull(ft);
    if (!is_arr)
        return cg_const_val(cg, cv, comp->type);
    int64_t n = count_of(comp->shape);
    LLVMValueRef *el = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(n ? n : 1));
    for (int64_t i = 0; i < n; i++) {
        ConstVal *e = cv && cv->rank > 0 ? (i < cv->n ? cv->elems[i] : NULL) : cv;
        el[i] = e || comp->type->kind == TY_DERIVED ? cg_const_val(cg, e, comp->type) : LLVMConstNull(cg_type(cg, comp->type));
    }
    return LLVMConstArray2(cg_type(cg, comp->type), el, (uint64_t)n);
}

static void union_bytes(DerivedType *dt, ConstVal *cv, unsigned char *buf);

/* The bytes of one component's value (the constructor's or its default). */
static void component_bytes(Symbol *comp, ConstVal *given, unsigned char *buf)
{
    ConstVal *v = given ? given : comp->cval;
    int64_t n = comp->shape && comp->shape->rank > 0 ? count_of(comp->shape) : 1;
    int64_t esize = type_size(comp->type);
    bool derived = comp->type->kind == TY_DERIVED;
    if ((comp->attrs & (A_ALLOCATABLE | A_POINTER)) || esize <= 0 || (!v && !(derived && has_default_init(comp->type->derived))))
        return;
    for (int64_t i = 0; i < n; i++) {
        ConstVal *e = v && v->rank > 0 ? (i < v->n ? v->elems[i] : NULL) : v;
        unsigned char *at = buf + comp->comp_offset + i * esize;
        if (derived) {
            union_bytes(comp->type->derived, e, at);
            continue;
        }
        int64_t len;
        const unsigned char *b = e ? cv_storage(e, &len) : NULL;
        if (b) {
            if (comp->type->kind == TY_CHARACTER && len < esize)
                memset(at + len, ' ', (size_t)(esize - len));
            memcpy(at, b, (size_t)(len < esize ? len : esize));
        }
    }
}

/* A constant of a type (cv NULL: its default initialization) as bytes at
 * buf: what a STRUCTURE with a UNION is made of (types.c), and the types of
 * its components. */
static void union_bytes(DerivedType *dt, ConstVal *cv, unsigned char *buf)
{
    /* the components with a default initializer last: where MAPs overlap
     * it wins over the values -finit-derived gives the others */
    for (int pass = 0; pass < 2; pass++)
        for (int c = 0; c < dt->components.len; c++) {
            Symbol *comp = dt->components.data[c];
            if ((comp->cval != NULL) == pass)
                component_bytes(comp, cv && cv->comps ? cv->comps[c] : NULL, buf);
        }
}

/* A derived-type constant (cv NULL: default initialization), rebuilt
 * field by field over the packed struct of types.c. */
static LLVMValueRef derived_const(CG *cg, DerivedType *dt, ConstVal *cv)
{
    LLVMTypeRef lt = cg_type_derived(cg, dt);
    if ((!cv || !cv->comps) && !has_default_init(dt))
        return LLVMConstNull(lt);
    if (dt->has_union) {
        unsigned char *buf = arena_alloc(cu_arena, (size_t)dt->size + 1);
        memset(buf, 0, (size_t)dt->size);
        union_bytes(dt, cv, buf);
        LLVMValueRef bytes = LLVMConstStringInContext2(cg->ctx, (const char *)buf, (size_t)dt->size, true);
        return LLVMConstNamedStruct(lt, &bytes, 1);
    }
    unsigned nf = LLVMCountStructElementTypes(lt);
    LLVMTypeRef ftypes[nf ? nf : 1];
    LLVMGetStructElementTypes(lt, ftypes);
    LLVMValueRef fields[nf ? nf : 1];
    for (unsigned i = 0; i < nf; i++)
        fields[i] = LLVMConstNull(ftypes[i]);
    unsigned fi = 0;
    int64_t off = 0;
    for (int c = 0; c < dt->components.len && fi < nf; c++) {
        Symbol *comp = dt->components.data[c];
        if (comp->comp_offset > off) {
            fi++;
            off = comp->comp_offset;
        }
        fields[fi] = component_const(cg, comp, cv && cv->comps ? cv->comps[c] : NULL, ftypes[fi]);
        off += (int64_t)LLVMABISizeOfType(cg->td, ftypes[fi]);
        fi++;
    }
    return LLVMConstNamedStruct(lt, fields, nf);
}

/* Constant initializer of a scalar, from a folded value. */
LLVMValueRef cg_const_val(CG *cg, ConstVal *cv, Type *t)
{
    LLVMTypeRef lt = cg_type(cg, t);
    if (t->kind == TY_DERIVED)
        return derived_const(cg, t->derived, cv);
    if (!cv)
        return LLVMConstNull(lt);
    switch (t->kind) {
    case TY_INTEGER:
    case TY_LOGICAL: {
        __int128 i = 0;
        if (cv->type && cv->type->kind == TY_REAL)
            i = (__int128)cv->r;
        else
            i = cv->i;
        if (t->kind == TY_LOGICAL)
            i = i != 0;
        if (t->kind_param == 16) {
            uint64_t w[2] = {(uint64_t)(unsigned __int128)i, (uint64_t)((unsigned __int128)i >> 64)};
            return LLVMConstIntOfArbitraryPrecision(lt, 2, w);
        }
        return LLVMConstInt(lt, (unsigned long long)(int64_t)i, true);
    }
    case TY_REAL:
        if (cv->snan)
            return LLVMConstRealOfString(lt, "snan");
        if (cv->type && (cv->type->kind == TY_INTEGER))
            return cg_const_creal(cg, t->kind_param, (creal)cv->i);
        if (cv->type && cv->type->kind == TY_COMPLEX)
            return cg_const_creal(cg, t->kind_param, cv->c.re);
        return cg_const_creal(cg, t->kind_param, cv->r);
    case TY_COMPLEX: {
        creal re = cv->c.re, im = cv->c.im;
        if (cv->type && cv->type->kind == TY_REAL)
            re = cv->r, im = 0;
        else if (cv->type && cv->type->kind == TY_INTEGER)
            re = (creal)cv->i, im = 0;
        LLVMValueRef f[2] = {cg_const_creal(cg, t->kind_param, re), cg_const_creal(cg, t->kind_param, im)};
        if (cv->snan)
            f[0] = f[1] = LLVMConstRealOfString(cg_float_type(cg, t->kind_param), "snan");
        return LLVMConstStructInContext(cg->ctx, f, 2, false);
    }
    case TY_CHARACTER: {
        int64_t n = cg_char_const_len(t);
        if (n < 0)
            n = cv->str.len;
        if (char_kind(t) == 4) {
            LLVMValueRef *u = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(n + 1));
            for (int64_t i = 0; i < n; i++) {
                uint32_t c = ' ';
                if (i < cv->str.len && char_kind(cv->type) == 4)
                    memcpy(&c, cv->str.s + 4 * i, 4);
                else if (i < cv->str.len)
                    c = (unsigned char)cv->str.s[i];
                u[i] = LLVMConstInt(cg->t_i32, c, false);
            }
            return LLVMConstArray2(cg->t_i32, u, (uint64_t)n);
        }
        char *buf = arena_alloc(cu_arena, (size_t)n + 1);
        for (int64_t i = 0; i < n; i++)
            buf[i] = i < cv->str.len ? cv->str.s[i] : ' ';
        return LLVMConstStringInContext2(cg->ctx, buf, (size_t)n, true);
    }
    case TY_DERIVED:
        return derived_const(cg, t->derived, cv);
    default:
        return LLVMConstNull(lt);
    }
}

/* The constant address of an initial data target with no vector
 * subscript (t, t%c, t(2), t(1)%c(3)) in static storage, or NULL. */
static LLVMValueRef static_array_addr(CG *cg, Node *b);

static LLVMValueRef static_target_addr(CG *cg, Node *e)
{
    if (!e || e->rank)
        return NULL;
    switch (e->kind) {
    case N_NAME: {
        Symbol *t = cg_ultimate(e->sym);
        if (!t || t->kind != SYM_VARIABLE || cg_is_class_sym(t))
            return NULL;
        CgVar *tv = cg_var(cg, t);
        return tv->is_static && !tv->indirect && tv->kind != CV_DESC && LLVMIsConstant(tv->addr) ? tv->addr : NULL;
    }
    case N_COMPONENT: {
        LLVMValueRef b = e->lhs->rank ? NULL : static_target_addr(cg, e->lhs);
        if (!b || !e->sym || (e->sym->attrs & (A_ALLOCATABLE | A_POINTER)))
            return NULL;
        LLVMValueRef off = cg_const_i64(cg, e->sym->comp_offset);
        return LLVMConstInBoundsGEP2(cg->t_i8, b, &off, 1);
    }
    case N_ARRAY_REF: {
        Node *b = e->lhs;
        Symbol *a = b->kind == N_NAME ? cg_ultimate(b->sym) : b->kind == N_COMPONENT ? b->sym : NULL;
        ArraySpec *sh = a ? a->shape : NULL;
        int64_t esize = type_size(e->type), off = 0, mult = 1;
        LLVMValueRef base = static_array_addr(cg, b);
        if (!base || !sh || !sh->constant || sh->kind != DIM_EXPLICIT || sh->rank != e->args.len || esize <= 0 ||
            (a->attrs & (A_ALLOCATABLE | A_POINTER)))
            return NULL;
        for (int d = 0; d < sh->rank; d++) {
            int64_t v;
            Node *sub = e->args.items[d];
            if (!sub || sub->rank || !sub->cval || sub->cval->type->kind != TY_INTEGER)
                return NULL;
            v = (int64_t)sub->cval->i;
            if (v < sh->lo_val[d] || v > sh->hi_val[d])
                return NULL;
            off += (v - sh->lo_val[d]) * mult;
            mult *= sh->hi_val[d] - sh->lo_val[d] + 1;
        }
        LLVMValueRef o = cg_const_i64(cg, off * esize);
        return LLVMConstInBoundsGEP2(cg->t_i8, base, &o, 1);
    }
    default:
        return NULL;
    }
}

/* The constant address of a whole static array a or t%a (t scalar), or NULL. */
static LLVMValueRef static_array_addr(CG *cg, Node *b)
{
    if (b->kind == N_NAME)
        return static_target_addr(cg, &(Node){.kind = N_NAME, .sym = b->sym});
    if (b->kind != N_COMPONENT || b->lhs->rank || !b->sym || (b->sym->attrs & (A_ALLOCATABLE | A_POINTER)))
        return NULL;
    LLVMValueRef base = static_target_addr(cg, b->lhs);
    if (!base)
        return NULL;
    LLVMValueRef off = cg_const_i64(cg, b->sym->comp_offset);
    return LLVMConstInBoundsGEP2(cg->t_i8, base, &off, 1);
}

/* The initializer of data pointer s whose initial target is static:
 * its address, or for an array pointer to a whole explicit-shape array
 * (p(:) => a) a descriptor with the target's bounds; NULL otherwise. */
static LLVMValueRef initial_target(CG *cg, Symbol *s, Node *t, LLVMTypeRef st)
{
    if (!is_array_sym(s))
        return s->type->kind == TY_CHARACTER && cg_char_const_len(s->type) < 0 ? NULL : static_target_addr(cg, t);
    Symbol *a = t->kind == N_NAME ? cg_ultimate(t->sym) : t->kind == N_COMPONENT ? t->sym : NULL;
    ArraySpec *sh = a ? a->shape : NULL;
    if (!sh || !sh->constant || sh->kind != DIM_EXPLICIT || sh->rank != s->shape->rank || t->rank != sh->rank ||
        (a->attrs & (A_ALLOCATABLE | A_POINTER)) || s->type->kind == TY_CHARACTER)
        return NULL;
    LLVMValueRef base = static_array_addr(cg, t);
    if (!base)
        return NULL;
    LLVMValueRef elen = cg_elem_size(cg, s->type, NULL);
    if (!LLVMIsAConstantInt(elen))
        return NULL;
    int rank = sh->rank;
    LLVMValueRef f[5] = {elen, cg_const_i32(cg, 0), LLVMConstInt(cg->t_i8, (unsigned)rank, false),
                         LLVMConstInt(cg->t_i8, (unsigned)cg_bt_code(s->type), false), LLVMConstInt(cg->t_i16, 0, false)};
    LLVMValueRef dims[15];
    int64_t stride = 1, offset = 0;
    for (int d = 0; d < rank; d++) {
        LLVMValueRef dv[3] = {cg_const_i64(cg, stride), cg_const_i64(cg, sh->lo_val[d]), cg_const_i64(cg, sh->hi_val[d])};
        dims[d] = LLVMConstNamedStruct(cg->t_dim, dv, 3);
        offset -= sh->lo_val[d] * stride;
        int64_t ext = sh->hi_val[d] - sh->lo_val[d] + 1;
        stride *= ext > 0 ? ext : 0;
    }
    LLVMValueRef d[5] = {base, cg_const_i64(cg, offset), LLVMConstNamedStruct(cg->t_dtype, f, 5), elen,
                         LLVMConstArray2(cg->t_dim, dims, (uint64_t)rank)};
    return LLVMConstNamedStruct(st, d, 5);
}

/* Initializer of a whole variable (scalar or array) from sym->cval. */
static LLVMValueRef var_initializer(CG *cg, Symbol *s, LLVMTypeRef st)
{
    ConstVal *cv = s->cval ? s->cval : cg_finit_value(s);
    if (cg_is_class_array_sym(s)) {
        /* the container: no data, the declared type's vtable */
        LLVMValueRef f[2] = {LLVMConstNull(LLVMStructGetTypeAtIndex(st, 0)), cg_declared_vtab(cg, s->type)};
        return LLVMConstStructInContext(cg->ctx, f, 2, false);
    }
    if (data_pointer_init(s) && s->kind == SYM_VARIABLE && !cg_is_class_sym(s)) {
        /* p => t, p => t%c(2), p(:) => a: the address (descriptor) of a static target */
        LLVMValueRef init = initial_target(cg, s, data_pointer_init(s), st);
        if (init)
            return init;
    }
    if (needs_desc(s) && is_array_sym(s) && !cg_is_class_sym(s) &&
        (s->type->kind != TY_CHARACTER || cg_char_const_len(s->type) >= 0 || type_deferred_char(s))) {
        /* unallocated, with its dtype (an assumed-rank dummy reads the rank);
         * CHARACTER(:) of length 0 until allocated */
        LLVMValueRef elen = type_deferred_char(s) ? cg_const_i64(cg, 0) : cg_elem_size(cg, s->type, NULL);
        if (LLVMIsAConstantInt(elen)) {
            LLVMValueRef f[5] = {elen, cg_const_i32(cg, 0), LLVMConstInt(cg->t_i8, (unsigned)s->shape->rank, false),
                                 LLVMConstInt(cg->t_i8, (unsigned)cg_bt_code(s->type), false),
                                 LLVMConstInt(cg->t_i16, 0, false)};
            LLVMTypeRef dimt = LLVMStructGetTypeAtIndex(st, 4);
            LLVMValueRef d[5] = {LLVMConstNull(cg->t_ptr), cg_const_i64(cg, 0), LLVMConstNamedStruct(cg->t_dtype, f, 5),
                                 cg_const_i64(cg, 0), LLVMConstNull(dimt)};
            return LLVMConstNamedStruct(st, d, 5);
        }
    }
    if (cg_is_class_sym(s) && s->kind == SYM_VARIABLE) {
        /* the container {data, vtable}: p => t gives t's address and type */
        LLVMValueRef f[2] = {LLVMConstNull(cg->t_ptr), cg_declared_vtab(cg, s->type)};
        Symbol *t = (s->attrs & A_POINTER) && s->init && s->init->kind == N_NAME && s->init->sym
                        ? cg_ultimate(s->init->sym) : NULL;
        if (t && t->kind == SYM_VARIABLE && !is_array_sym(t) && !cg_is_class_sym(t) && t->type->kind == TY_DERIVED) {
            CgVar *tv = cg_var(cg, t);
            if (tv->is_static && !tv->indirect && LLVMIsAGlobalVariable(tv->addr)) {
                f[0] = tv->addr;
                f[1] = cg_vtab(cg, t->type);
            }
        }
        if (!f[1])
            f[1] = LLVMConstNull(cg->t_ptr);
        return LLVMConstStructInContext(cg->ctx, f, 2, false);
    }
    if (needs_desc(s) || (s->attrs & (A_ALLOCATABLE | A_POINTER)))
        return LLVMConstNull(st);
    if (!cv && !(s->type->kind == TY_DERIVED && has_default_init(s->type->derived)))
        return LLVMConstNull(st);
    if (!is_array_sym(s))
        return cg_const_val(cg, cv, s->type);
    int64_t n = const_count(s->shape);
    if (cv && cv->rank == 0 && s->type->kind != TY_DERIVED) {
        /* one value for every element: zero is a zeroinitializer whatever the size */
        LLVMValueRef one = cg_const_val(cg, cv, s->type);
        if (LLVMIsNull(one))
            return LLVMConstNull(st);
        if (n > CG_MAX_CONST_ELEMS) {
            error_at(s->loc, "Initializer of '%s' with %lld elements of a nonzero value is too large (at most %lld).",
                     s->name, (long long)n, (long long)CG_MAX_CONST_ELEMS);
            return LLVMConstNull(st);
        }
    } else if (n > CG_MAX_CONST_ELEMS && (!cv || cv->rank == 0)) {
        error_at(s->loc, "Initializer of '%s' with %lld elements is too large (at most %lld).", s->name,
                 (long long)n, (long long)CG_MAX_CONST_ELEMS);
        return LLVMConstNull(st);
    }
    LLVMValueRef *el = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(n ? n : 1));
    for (int64_t i = 0; i < n; i++) {
        ConstVal *e = cv && cv->rank > 0 ? (i < cv->n ? cv->elems[i] : NULL) : cv;
        el[i] = (e || s->type->kind == TY_DERIVED) ? cg_const_val(cg, e, s->type) : LLVMConstNull(cg_type(cg, s->type));
    }
    return LLVMConstArray2(cg_type(cg, s->type), el, (uint64_t)n);
}

/* Fills lb/ext of an explicit-shape or assumed-size array from its spec. */
static void bind_bounds(CG *cg, CgVar *v)
{
    ArraySpec *sh = v->sym->shape;
    for (int d = 0; d < sh->rank; d++) {
        if (sh->constant) {
            v->lb[d] = cg_const_i64(cg, sh->lo_val[d]);
            int64_t e = sh->hi_val[d] - sh->lo_val[d] + 1;
            v->ext[d] = cg_const_i64(cg, e > 0 ? e : 0);
            continue;
        }
        LLVMValueRef lo = sh->lower[d] ? cg_expr_i64(cg, sh->lower[d]) : cg_const_i64(cg, 1);
        v->lb[d] = lo;
        if (!sh->upper[d] || (sh->kind == DIM_ASSUMED_SIZE && d == sh->rank - 1)) {
            v->ext[d] = NULL;
            continue;
        }
        LLVMValueRef hi = cg_expr_i64(cg, sh->upper[d]);
        LLVMValueRef e = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), "ext");
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, e, cg_const_i64(cg, 0), "");
        v->ext[d] = LLVMBuildSelect(cg->b, pos, e, cg_const_i64(cg, 0), "ext");
    }
}

/* Character length of a declared entity evaluated at scope entry. */
static LLVMValueRef decl_char_len(CG *cg, Symbol *s)
{
    Type *t = s->type;
    if (cg_char_const_len(t) >= 0)
        return NULL;
    if (t->len_kind == LEN_EXPR && t->len_expr) {
        LLVMValueRef l = cg_expr_i64(cg, t->len_expr);
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, l, cg_const_i64(cg, 0), "");
        return LLVMBuildSelect(cg->b, pos, l, cg_const_i64(cg, 0), "len");
    }
    return NULL;
}

void cg_bind_declared_bounds(CG *cg, CgVar *v) { bind_bounds(cg, v); }

LLVMValueRef cg_declared_char_len(CG *cg, Symbol *s) { return decl_char_len(cg, s); }

LLVMValueRef cg_char_len_of(CG *cg, CgVar *v)
{
    if (v->kind == CV_DESC && v->sym->type->len_kind == LEN_DEFERRED) {
        /* deferred-length arrays keep the length in dtype.elem_len (also
         * after pointer assignment); a by-reference length only mirrors it */
        LLVMValueRef dt = cg_desc_field(cg, v->addr, v->rank, 2);
        LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "len");
        int k = char_kind(v->sym->type); /* elem_len counts bytes */
        return k == 1 ? n : LLVMBuildUDiv(cg->b, n, cg_const_i64(cg, k), "len.chars");
    }
    if (v->len_slot)
        return LLVMBuildLoad2(cg->b, cg->t_i64, v->len_slot, "len");
    if (v->len)
        return v->len;
    int64_t n = cg_char_const_len(v->sym->type);
    return cg_const_i64(cg, n > 0 ? n : 0);
}

static void init_desc_static(CG *cg, CgVar *v, LLVMValueRef g)
{
    (void)cg;
    (void)v;
    (void)g; /* zero initializer: base_addr NULL = not allocated */
}

/* A global for a module variable, SAVE'd or initialized local, or a main
 * program variable. */
static CgVar *bind_static(CG *cg, Symbol *s, const char *name, bool external_def, bool define)
{
    LLVMTypeRef st = static_storage_type(cg, s);
    if (!st) {
        error_at(s->loc, "variable '%s' with non-constant size cannot be static", s->name);
        st = cg->t_i32;
    }
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
    if (!g) {
        g = LLVMAddGlobal(cg->mod, st, name);
        if (define) {
            LLVMValueRef init = var_initializer(cg, s, st);
            LLVMSetInitializer(g, init);
            if (!external_def)
                LLVMSetLinkage(g, LLVMInternalLinkage);
            else if (s->bind_name && strcmp(s->bind_name, " ") && LLVMIsNull(init) && cg->target != CG_TARGET_NVPTX)
                /* a BIND(C) variable without a value: a common symbol, as
                 * gfortran's, which a C tentative definition may share */
                LLVMSetLinkage(g, LLVMCommonLinkage);
        }
        unsigned al = cg_array_alignment(cg, st);
        LLVMSetAlignment(g, al < 8 && LLVMABISizeOfType(cg->td, st) >= 8 ? 8 : al);
        if (s->omp_threadprivate)
            LLVMSetThreadLocal(g, true); /* !$OMP THREADPRIVATE: one copy per thread, as gfortran's TLS */
    }
    CgVar *v = cg_new_var(cg, s, needs_desc(s) ? CV_DESC : is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
    v->fn = NULL;
    v->addr = g;
    v->is_static = true;
    if (!is_array_sym(s) && (s->attrs & (A_ALLOCATABLE | A_POINTER) || cg_is_class_sym(s))) {
        v->indirect = true;
        if (s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_DEFERRED) {
            const char *ln = arena_printf(cu_arena, "%s.len", name);
            LLVMValueRef lg = LLVMGetNamedGlobal(cg->mod, ln);
            if (!lg) {
                lg = LLVMAddGlobal(cg->mod, cg->t_i64, ln);
                if (define) {
                    LLVMSetInitializer(lg, cg_const_i64(cg, 0));
                    if (!external_def)
                        LLVMSetLinkage(lg, LLVMInternalLinkage);
                }
            }
            v->len_slot = lg;
        }
    }
    if (v->kind == CV_ARRAY) {
        for (int d = 0; d < s->shape->rank; d++) {
            v->lb[d] = cg_const_i64(cg, s->shape->lo_val[d]);
            int64_t e = s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
            v->ext[d] = cg_const_i64(cg, e > 0 ? e : 0);
        }
    }
    if (v->kind == CV_DESC)
        init_desc_static(cg, v, g);
    s->cg = v;
    return v;
}

/* A slot of the host frame: address, character length, and where a
 * deferred-length variable keeps its length. */
static LLVMTypeRef frame_slot_type(CG *cg)
{
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg->t_ptr, cg->t_i64, cg->t_ptr}, 3, false);
}

/* Host association: the host's variables reached through the frame, a
 * [n x {ptr, i64, ptr}] of addresses and character lengths built at host entry. */
static CgVar *bind_from_frame(CG *cg, Symbol *s, CgVar *hv)
{
    CgVar *v = s->cg_aux;
    if (v && v->fn == cg->fn)
        return v;
    v = cg_new_var(cg, s, hv->kind);
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMTypeRef slot_t = frame_slot_type(cg);
    LLVMValueRef idx[2] = {cg_const_i32(cg, hv->frame_slot), cg_const_i32(cg, 0)};
    LLVMValueRef pa = LLVMBuildInBoundsGEP2(cg->b, slot_t, cg->frame, idx, 1, "");
    v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, slot_t, pa, 0, ""), s->name);
    if (hv->len)
        v->len = LLVMBuildLoad2(cg->b, cg->t_i64, LLVMBuildStructGEP2(cg->b, slot_t, pa, 1, ""), "len");
    if (hv->len_slot)
        v->len_slot = LLVMBuildLoad2(cg->b, cg->t_ptr, LLVMBuildStructGEP2(cg->b, slot_t, pa, 2, ""), "len.slot");
    v->assumed_shape = hv->assumed_shape;
    v->optional = hv->optional;
    v->indirect = hv->indirect;
    v->rank = hv->rank;
    s->cg_aux = v;
    if (v->kind == CV_ARRAY) {
        /* Bounds are re-evaluated from the spec here: constants, or host
         * dummies that are themselves reached through the frame. */
        bind_bounds(cg, v);
    }
    if (cur)
        LLVMPositionBuilderAtEnd(cg->b, cur);
    return v;
}

static int64_t storage_size(CG *cg, Symbol *s)
{
    LLVMTypeRef st = static_storage_type(cg, s);
    return st ? (int64_t)LLVMABISizeOfType(cg->td, st) : 0;
}

/* A COMMON member's offset after 'at' (the end of the one before): gfortran
 * pads each member to its type's natural alignment (with a warning), unless
 * -fno-align-commons packs them in sequence. */
static int64_t common_member_start(CG *cg, Symbol *m, int64_t at)
{
    LLVMTypeRef st = static_storage_type(cg, m);
    if (opts.no_align_commons || !st)
        return at;
    while (LLVMGetTypeKind(st) == LLVMArrayTypeKind)
        st = LLVMGetElementType(st);
    int64_t al = (int64_t)LLVMABIAlignmentOfType(cg->td, st);
    if (al > 16)
        al = 16;
    return al > 1 ? (at + al - 1) / al * al : at;
}

/* Initializer of a COMMON block whose members have DATA values: the members'
 * initializers packed at their sequence offsets, zero-padded to 'size'; NULL
 * when no member is initialized. */
static LLVMValueRef common_initializer(CG *cg, Symbol *cb, int64_t size)
{
    bool any = false;
    for (int i = 0; i < cb->members.len; i++)
        any |= ((Symbol *)cb->members.data[i])->cval != NULL;
    if (!any)
        return NULL;
    LLVMValueRef *f = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(2 * cb->members.len + 1));
    int64_t at = 0;
    int n = 0;
    for (int i = 0; i < cb->members.len; i++) {
        Symbol *m = cb->members.data[i];
        LLVMTypeRef st = static_storage_type(cg, m);
        if (!st)
            return NULL;
        int64_t start = common_member_start(cg, m, at);
        if (start > at) {
            f[n++] = LLVMConstNull(LLVMArrayType2(cg->t_i8, (uint64_t)(start - at)));
            at = start;
        }
        f[n++] = var_initializer(cg, m, st);
        at += (int64_t)LLVMABISizeOfType(cg->td, st);
    }
    if (size > at)
        f[n++] = LLVMConstNull(LLVMArrayType2(cg->t_i8, (uint64_t)(size - at)));
    return LLVMConstStructInContext(cg->ctx, f, (unsigned)n, true);
}

/* COMMON blocks: one global per block named as gfortran does (name_,
 * __BLNK__ for blank common) with common linkage, members at their
 * sequence offsets; a block with DATA values (BLOCK DATA or any unit) is
 * a definition with that initializer instead, which the linker prefers
 * over the other units' common symbols. */
static CgVar *bind_common(CG *cg, Symbol *s)
{
    Symbol *cb = s->common;
    const char *bn = cb->name;
    size_t bl = strlen(bn);
    const char *name = (bl <= 2) ? "__BLNK__" : sym_external_name(arena_printf(cu_arena, "%.*s", (int)(bl - 2), bn + 1));
    int64_t off = 0, size = 0;
    for (int i = 0; i < cb->members.len; i++) {
        Symbol *m = cb->members.data[i];
        size = common_member_start(cg, m, size);
        if (m == s)
            off = size;
        size += storage_size(cg, m);
    }
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
    bool defined = g && LLVMGetLinkage(g) != LLVMCommonLinkage;
    int64_t have = g ? (int64_t)LLVMABISizeOfType(cg->td, LLVMGlobalGetValueType(g)) : 0;
    LLVMValueRef init = defined ? NULL : common_initializer(cg, cb, size > have ? size : have);
    if (!g || init || (!defined && have < size)) {
        /* first view, a view with DATA values, or a larger view than another unit's */
        if (!init)
            init = LLVMConstNull(LLVMArrayType2(cg->t_i8, (uint64_t)(size > 0 ? size : 1)));
        LLVMValueRef ng = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "");
        LLVMSetInitializer(ng, init);
        LLVMSetLinkage(ng, LLVMIsNull(init) ? LLVMCommonLinkage : LLVMExternalLinkage);
        LLVMSetAlignment(ng, 16);
        if (g) {
            LLVMReplaceAllUsesWith(g, ng);
            LLVMDeleteGlobal(g);
        }
        LLVMSetValueName2(ng, name, strlen(name));
        g = ng;
    }
    if (cb->omp_threadprivate)
        LLVMSetThreadLocal(g, true);
    /* a POINTER member is its descriptor or pointer slot in the block */
    CgVar *v = cg_new_var(cg, s, needs_desc(s) ? CV_DESC : is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
    v->fn = NULL;
    v->is_static = true;
    v->addr = LLVMConstInBoundsGEP2(cg->t_i8, g, (LLVMValueRef[]){cg_const_i64(cg, off)}, 1);
    if (!is_array_sym(s) && (s->attrs & A_POINTER))
        v->indirect = true;
    if (v->kind == CV_ARRAY)
        for (int d = 0; d < s->shape->rank; d++) {
            v->lb[d] = cg_const_i64(cg, s->shape->lo_val[d]);
            int64_t e = s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
            v->ext[d] = cg_const_i64(cg, e > 0 ? e : 0);
        }
    s->cg = v;
    return v;
}

/* A Cray pointee has no storage: each reference loads its pointer (an
 * INTEGER(8) holding the address) and binds a fresh variable there; array
 * bounds that are not constant are evaluated at the reference. */
static CgVar *cray_pointee(CG *cg, Symbol *s)
{
    CgVar *pv = cg_var(cg, s->cray_pointer);
    CgVar *v = cg_new_var(cg, s, is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
    v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, pv->addr, s->name);
    if (v->kind == CV_ARRAY)
        bind_bounds(cg, v);
    if (s->type->kind == TY_CHARACTER)
        v->len = decl_char_len(cg, s);
    return v;
}

static void bind_local(CG *cg, Symbol *s, bool force_static, PtrVec *cleanups);
static bool is_local_variable(Symbol *s);

/* A callee's local named in its specification expressions evaluated at a
 * call (cg_bind_actuals): only inquiries about it are allowed there, so it
 * gets its bounds and length, evaluated from the bound actuals, and no
 * storage. cg_unbind_actuals forgets it. */
static CgVar *spec_local(CG *cg, Symbol *s)
{
    bool array = is_array_sym(s);
    if (array && s->shape->kind != DIM_EXPLICIT) {
        error_at(s->loc, "the bounds of '%s' are not known at the call where a specification expression needs them", s->name);
        array = false;
    }
    CgVar *v = cg_new_var(cg, s, array ? CV_ARRAY : CV_SCALAR);
    v->addr = LLVMConstNull(cg->t_ptr);
    vec_push(&cg->spec_locals, s);
    vec_push(&cg->spec_locals, s->cg);
    s->cg = v;
    if (array)
        bind_bounds(cg, v);
    if (s->type->kind == TY_CHARACTER)
        v->len = decl_char_len(cg, s);
    return v;
}

CgVar *cg_var(CG *cg, Symbol *s)
{
    s = cg_ultimate(s);
    if (s->cray_pointer)
        return cray_pointee(cg, s);
    CgVar *dv = cg_device_var(cg, s);
    if (!dv)
        dv = cg_device_module_var_on_host(cg, s, s->cg);
    if (dv)
        return dv;
    CgVar *v = s->cg;
    if (v && (!v->fn || v->fn == cg->fn))
        return v;
    if (s->kind == SYM_PARAMETER && s->shape && s->shape->rank > 0 && s->cval) {
        /* a named constant array: private read-only data, one global per
         * symbol (constants of one name in several scopes differ) */
        const char *name = arena_printf(cu_arena, "param.%s", s->name);
        for (int k = 1; LLVMGetNamedGlobal(cg->mod, name); k++)
            name = arena_printf(cu_arena, "param.%s.%d", s->name, k);
        v = bind_static(cg, s, name, false, true);
        LLVMSetGlobalConstant(v->addr, true);
        LLVMSetLinkage(v->addr, LLVMPrivateLinkage);
        return v;
    }
    if (s->common && s->kind == SYM_VARIABLE)
        return bind_common(cg, s);
    if (is_module_entity(s) && s->kind == SYM_PROCEDURE && (s->attrs & A_POINTER) && !s->is_dummy)
        return cg_module_proc_pointer(cg, s, false);
    if (is_module_entity(s) && s->kind == SYM_VARIABLE && s->in_equivalence && s->scope && s->scope->node &&
        s->scope->node->kind == N_MODULE && !s->common) {
        /* storage associated in its module: the module's blocks, declared */
        ModuleEquiv me = {s->scope->node->name, false, 0};
        LLVMBasicBlockRef at = cg->fn ? LLVMGetInsertBlock(cg->b) : NULL;
        bind_equivalences(cg, s->scope->node, true, &me);
        if (at)
            LLVMPositionBuilderAtEnd(cg->b, at);
        if (s->cg)
            return s->cg;
    }
    if (is_module_entity(s) && s->kind == SYM_VARIABLE) {
        v = bind_static(cg, s, cg_mangle(cg, s), true, false);
        dv = cg_device_module_var_on_host(cg, s, v);
        return dv ? dv : v;
    }
    if (v && cg->host_scope && s->scope == cg->host_scope && v->frame_slot >= 0 && cg->frame)
        return bind_from_frame(cg, s, v);
    if (cg->prologue_scope && s->scope == cg->prologue_scope && is_local_variable(s)) {
        /* a local named in the result's specification, bound before the
         * locals: its own specification only names what comes before it */
        bind_local(cg, s, cg->prologue_main, &cg->cleanups);
        if (s->cg)
            return s->cg;
    }
    if (cg->spec_scope && s->scope == cg->spec_scope && s->kind == SYM_VARIABLE && !s->is_dummy &&
        (is_array_sym(s) || (s->type && s->type->kind == TY_CHARACTER)))
        return spec_local(cg, s);
    /* what is left: a local variable named where its value cannot exist yet
     * (a dummy's bounds or length, character(l) with l a local) */
    error_at(s->loc, "Variable '%s' cannot appear in a specification expression: it is a local variable of the procedure.",
             s->name);
    v = cg_new_var(cg, s, CV_SCALAR);
    v->addr = cg_alloca(cg, cg_type(cg, s->type), s->name);
    s->cg = v;
    return v;
}

static bool binding_private; /* cg_bind_private: never static storage */

/* A local's initial value: all zero bytes as a memset (a store of a large
 * zeroinitializer aggregate costs LLVM's InstCombine time per element). */
static void store_initializer(CG *cg, LLVMValueRef init, LLVMValueRef addr, LLVMTypeRef st)
{
    LLVMTypeKind k = LLVMGetTypeKind(st);
    if (LLVMIsNull(init) && (k == LLVMArrayTypeKind || k == LLVMStructTypeKind)) {
        unsigned align = LLVMIsAAllocaInst(addr) ? LLVMGetAlignment(addr) : 1;
        LLVMBuildMemSet(cg->b, addr, LLVMConstInt(cg->t_i8, 0, false),
                        cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, st)), align ? align : 1);
    } else
        LLVMBuildStore(cg->b, init, addr);
}
static void debug_subprogram(CG *cg, Node *u, const char *linkage);

static void bind_local_storage(CG *cg, Symbol *s, bool force_static, PtrVec *cleanups);
static void pdt_init_local(CG *cg, Symbol *s, bool is_main);

/* A local variable: its storage, then the -finit-* value of one on the
 * stack (a static one has it as initializer, a derived one of constant
 * size got it with its default initialization). */
static void bind_local(CG *cg, Symbol *s, bool force_static, PtrVec *cleanups)
{
    bind_local_storage(cg, s, force_static, cleanups);
    CgVar *v = s->cg;
    ConstVal *cv = binding_private || !v || v->is_static ? NULL : cg_finit_value(s);
    if (cv && (s->type->kind != TY_DERIVED || !static_storage_type(cg, s)))
        cg_finit_store(cg, v, cv);
}

/* Storage for a local variable: static, on the stack, or malloc'ed for
 * automatic arrays; allocatables start unallocated. */
static void bind_local_storage(CG *cg, Symbol *s, bool force_static, PtrVec *cleanups)
{
    Symbol *p = cg->proc;
    bool recursive = (p && p->proc && (p->proc->prefix & PF_RECURSIVE)) || binding_private;
    LLVMTypeRef st = static_storage_type(cg, s);
    if (binding_private) {
        /* one copy per thread: never SAVEd, a large array from malloc */
        force_static = false;
        if (st && is_array_sym(s) && !needs_desc(s) && LLVMABISizeOfType(cg->td, st) > MAX_STACK_VAR_SIZE)
            st = NULL;
    }
    /* -fdec-static's AUTOMATIC: on the stack, also in the main program and above the size limit */
    if ((s->attrs & A_AUTOMATIC) && !(s->attrs & A_SAVE)) {
        force_static = false;
        recursive = true;
    }
    /* shared memory of device code, device data declared in host code */
    bool special = s->space == SPACE_SHARED ? cg_is_device_target(cg) : cg_dev_space(cg, s) != 0;
    bool is_static = !special && !binding_private && (force_static || (s->attrs & A_SAVE) || s->cval || s->init);
    /* gfortran's -fmax-stack-var-size=N (-1 with -frecursive: never) */
    if (!is_static && !special && st && !recursive && is_array_sym(s) && !needs_desc(s) &&
        opts.max_stack_var_size >= 0 && LLVMABISizeOfType(cg->td, st) > (unsigned long long)opts.max_stack_var_size)
        is_static = true;
    if (is_static && st) {
        const char *owner = p ? p->name : "main";
        /* a BLOCK's local is named after its declaration too: another BLOCK
           or the procedure may have one of the same name (ENTRY functions
           share the procedure's by name) */
        const char *name = s->scope && s->scope->kind == SCOPE_BLOCK
                               ? arena_printf(cu_arena, "%s.%s.%d.%d", owner, s->name, s->loc.line, s->loc.col)
                               : arena_printf(cu_arena, "%s.%s", owner, s->name);
        CgVar *v = bind_static(cg, s, name, false, true);
        (void)v;
        return;
    }
    CgVar *v = cg_new_var(cg, s, needs_desc(s) ? CV_DESC : is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
    s->cg = v;
    if (st) {
        LLVMValueRef dev = cg_device_storage(cg, v, st, NULL, cleanups);
        if (dev) {
            v->addr = dev;
            if (v->kind == CV_ARRAY)
                bind_bounds(cg, v);
            /* managed memory comes uninitialized from the driver: default initialization,
               allocatable components unallocated (the host may store there) */
            if (s->space == SPACE_MANAGED && s->type->kind == TY_DERIVED)
                store_initializer(cg, var_initializer(cg, s, st), v->addr, st);
            return;
        }
        v->addr = cg_alloca(cg, st, s->name);
        if (v->kind == CV_ARRAY)
            bind_bounds(cg, v);
        /* character(len=n), pointer/allocatable: the length from the declaration */
        if (s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_EXPR && cg_char_const_len(s->type) < 0 &&
            !v->len)
            v->len = decl_char_len(cg, s);
        if (cg_is_class_sym(s)) {
            v->indirect = true;
            cg_class_init(cg, v);
            if (s->attrs & A_ALLOCATABLE)
                vec_push(cleanups, v);
        } else if (v->kind == CV_DESC) {
            cg_desc_init_null(cg, v);
            if (cg_is_class_array_sym(s))
                LLVMBuildStore(cg->b, cg_declared_vtab(cg, s->type), cg_class_array_vptr_slot(cg, v->addr, v->rank));
            if (s->attrs & A_ALLOCATABLE)
                vec_push(cleanups, v);
        } else if (!is_array_sym(s) && (s->attrs & (A_ALLOCATABLE | A_POINTER))) {
            v->indirect = true;
            LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), v->addr);
            if (s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_DEFERRED) {
                v->len_slot = cg_alloca(cg, cg->t_i64, "len");
                LLVMBuildStore(cg->b, cg_const_i64(cg, 0), v->len_slot);
            }
            if (s->attrs & A_ALLOCATABLE)
                vec_push(cleanups, v);
        } else if (s->type->kind == TY_DERIVED) {
            /* default initialization; allocatable components start unallocated */
            store_initializer(cg, var_initializer(cg, s, st), v->addr, st);
            if (cg_derived_has_alloc(s->type->derived) || cg_type_needs_final(s->type)) {
                v->derived_allocs = true;
                vec_push(cleanups, v);
            }
        }
        return;
    }
    /* Automatic: character length and/or bounds known at entry. */
    v->len = decl_char_len(cg, s);
    LLVMValueRef bytes = cg_elem_size(cg, s->type, v->len);
    if (is_array_sym(s)) {
        bind_bounds(cg, v);
        for (int d = 0; d < s->shape->rank; d++)
            if (v->ext[d])
                bytes = LLVMBuildMul(cg->b, bytes, v->ext[d], "");
    }
    LLVMValueRef one = cg_const_i64(cg, 1);
    LLVMValueRef big = LLVMBuildICmp(cg->b, LLVMIntUGT, bytes, one, "");
    bytes = LLVMBuildSelect(cg->b, big, bytes, one, "");
    v->addr = cg_device_storage(cg, v, NULL, bytes, cleanups);
    if (v->addr)
        return;
    if (cg->target == CG_TARGET_NVPTX && cleanups == &cg->cleanups && !binding_private) {
        /* per-thread storage of a device procedure: a dynamic alloca at its
           entry (PTX alloca, released by the return); LLVM 19 prints an
           alignment up to 8 as 0, which ptxas rejects, hence 16. BLOCK
           locals and private copies, which may be bound in a loop, take the
           device heap below: NVPTX has no stackrestore. */
        v->addr = LLVMBuildArrayAlloca(cg->b, cg->t_i8, bytes, s->name);
        LLVMSetAlignment(v->addr, 16);
        return;
    }
    LLVMTypeRef pt[1] = {cg->t_i64};
    v->addr = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
    v->automatic = true;
    vec_push(cleanups, v);
}

CgVar *cg_bind_private(CG *cg, Symbol *s, PtrVec *cleanups)
{
    s = cg_ultimate(s);
    s->cg = NULL;
    binding_private = true;
    bind_local(cg, s, false, cleanups);
    binding_private = false;
    cg_debug_private(cg, s, s->cg);
    return s->cg;
}

void cg_debug_outlined(CG *cg, Node *at, const char *linkage)
{
    Node u = *at;
    u.name = linkage;
    debug_subprogram(cg, &u, linkage);
}

/* Byte offset of an EQUIVALENCE object (a variable, an element with
 * constant subscripts, a substring of either) within its variable; -1 if
 * unsupported. */
static int64_t equiv_offset(CG *cg, Node *o, Symbol **sym, Scope *sc)
{
    if (o->kind == N_SUBSTRING) {
        /* c(3:5), d(1)(2:): the substring's first character */
        Node *r = o->args.len == 1 ? o->args.items[0] : NULL;
        int64_t start = 1;
        if (!r || r->kind != N_TRIPLET || (r->lhs && (!r->lhs->cval || r->lhs->cval->rank)))
            return -1;
        if (r->lhs)
            start = (int64_t)r->lhs->cval->i;
        if (start < 1)
            return -1;
        int64_t off = equiv_offset(cg, o->lhs, sym, sc);
        return off < 0 || !*sym || (*sym)->type->kind != TY_CHARACTER ? -1 : off + start - 1;
    }
    Node *base = (o->kind == N_ARRAY_REF || o->kind == N_PAREN_ARGS) ? o->lhs : o;
    if (base->kind != N_NAME)
        return -1;
    Symbol *s = base->sym ? base->sym : scope_lookup(sc, base->name);
    if (!s || s->kind != SYM_VARIABLE || !static_storage_type(cg, s))
        return -1;
    *sym = s;
    if (base == o)
        return 0;
    if (!s->shape || !s->shape->constant)
        return -1;
    int64_t off = 0, mult = 1;
    for (int d = 0; d < s->shape->rank && d < o->args.len; d++) {
        Node *a = o->args.items[d];
        if (!a->cval)
            return -1;
        off += ((int64_t)a->cval->i - s->shape->lo_val[d]) * mult;
        mult *= s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
    }
    return off * (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, s->type));
}

static CgVar *bind_at(CG *cg, Symbol *s, LLVMValueRef addr, bool is_static)
{
    CgVar *v = cg_new_var(cg, s, is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
    v->addr = addr;
    v->is_static = is_static;
    if (is_static)
        v->fn = NULL;
    if (v->kind == CV_ARRAY)
        for (int d = 0; d < s->shape->rank; d++) {
            v->lb[d] = cg_const_i64(cg, s->shape->lo_val[d]);
            int64_t e = s->shape->hi_val[d] - s->shape->lo_val[d] + 1;
            v->ext[d] = cg_const_i64(cg, e > 0 ? e : 0);
        }
    s->cg = v;
    return v;
}

/* The initial value of a static EQUIVALENCE block [lo, hi) whose members
 * syms (at -offs from the block's origin) may have initial values: a packed
 * struct of the initialized members' constants and zero bytes between them;
 * NULL when none is initialized. Initialized members are laid out one
 * after the other: one that overlaps an earlier one (allowed where that
 * one's elements have no value) keeps no value, with a warning. */
static LLVMValueRef equiv_initializer(CG *cg, Symbol **syms, int64_t *offs, int n, int64_t lo, int64_t hi, Loc loc)
{
    int order[n ? n : 1], m = 0;
    for (int i = 0; i < n; i++)
        if (syms[i]->cval && !syms[i]->cg)
            order[m++] = i;
    if (!m)
        return NULL;
    for (int a = 1; a < m; a++) /* by start offset */
        for (int b = a; b > 0 && -offs[order[b]] < -offs[order[b - 1]]; b--) {
            int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    LLVMValueRef fields[2 * m + 1];
    int nf = 0;
    int64_t at = lo;
    for (int k = 0; k < m; k++) {
        Symbol *s = syms[order[k]];
        int64_t start = -offs[order[k]];
        if (start < at) {
            /* an array given some values may overlap another member's value
             * only where its elements have none; not laid out yet */
            warning_at(loc, "initial value of '%s' in this EQUIVALENCE is not supported yet and is ignored: it overlaps another initialized member", s->name);
            continue;
        }
        if (start > at)
            fields[nf++] = LLVMConstNull(LLVMArrayType2(cg->t_i8, (uint64_t)(start - at)));
        LLVMValueRef c = var_initializer(cg, s, static_storage_type(cg, s));
        fields[nf++] = c;
        at = start + (int64_t)LLVMABISizeOfType(cg->td, LLVMTypeOf(c));
    }
    if (hi > at)
        fields[nf++] = LLVMConstNull(LLVMArrayType2(cg->t_i8, (uint64_t)(hi - at)));
    return LLVMConstStructInContext(cg->ctx, fields, (unsigned)nf, true);
}

/* Variables storage associated by the EQUIVALENCE sets of a unit: sets that
 * share a variable form one group; offs[i]: the byte offset within syms[i]
 * of the group's origin (member i starts at -offs[i]). */
typedef struct EquivGroup {
    Symbol **syms;
    int64_t *offs;
    int n, cap;
    Loc loc;
} EquivGroup;

static int equiv_find(EquivGroup *g, Symbol *s)
{
    for (int i = 0; i < g->n; i++)
        if (g->syms[i] == s)
            return i;
    return -1;
}

static void equiv_add(EquivGroup *g, Symbol *s, int64_t off)
{
    if (g->n == g->cap) {
        g->cap = g->cap ? 2 * g->cap : 8;
        g->syms = realloc(g->syms, sizeof(Symbol *) * (size_t)g->cap);
        g->offs = realloc(g->offs, sizeof(int64_t) * (size_t)g->cap);
    }
    g->syms[g->n] = s;
    g->offs[g->n++] = off;
}

/* One group: storage of the first member bound already (a COMMON member,
 * a variable of an earlier group), else a new block as large as the union. */
static void bind_equiv_group(CG *cg, EquivGroup *g, bool force_static, ModuleEquiv *me)
{
    int n = g->n;
    Symbol **syms = g->syms;
    int64_t *offs = g->offs;
    bool any_static = force_static, any_common = false;
    int anchor = -1;
    for (int i = 0; i < n; i++) {
        if (syms[i]->attrs & A_SAVE || syms[i]->cval)
            any_static = true;
        if (syms[i]->common)
            cg_var(cg, syms[i]), any_common = true; /* a COMMON member anchors the group in its block */
        CgVar *bound = syms[i]->cg;
        if (bound && bound->fn && bound->fn != cg->fn)
            syms[i]->cg = NULL; /* storage of an earlier procedure */
        if (syms[i]->cg && anchor < 0)
            anchor = i;
    }
    if (anchor >= 0 && (!me || any_common)) {
        CgVar *av = syms[anchor]->cg;
        for (int i = 0; i < n; i++) {
            if (syms[i]->cg)
                continue;
            LLVMValueRef off = cg_const_i64(cg, offs[anchor] - offs[i]);
            bind_at(cg, syms[i], LLVMBuildGEP2(cg->b, cg->t_i8, av->addr, &off, 1, syms[i]->name), av->is_static);
        }
        for (int i = 0; i < n; i++)
            ((CgVar *)syms[i]->cg)->equivalenced = true;
        return;
    }
    int64_t lo = 0, hi = 0;
    for (int i = 0; i < n; i++) {
        int64_t start = -offs[i];
        int64_t end = start + storage_size(cg, syms[i]);
        if (i == 0 || start < lo)
            lo = start;
        if (i == 0 || end > hi)
            hi = end;
    }
    LLVMTypeRef t = LLVMArrayType2(cg->t_i8, (uint64_t)(hi - lo > 0 ? hi - lo : 1));
    LLVMValueRef store;
    if (me) {
        const char *name = arena_printf(cu_arena, "%s.eq.%d_", me->module, me->next++);
        store = LLVMGetNamedGlobal(cg->mod, name);
        if (!store && me->define) {
            LLVMValueRef init = equiv_initializer(cg, syms, offs, n, lo, hi, g->loc);
            store = LLVMAddGlobal(cg->mod, init ? LLVMTypeOf(init) : t, name);
            LLVMSetInitializer(store, init ? init : LLVMConstNull(t));
        } else if (!store)
            store = LLVMAddGlobal(cg->mod, t, name);
    } else if (any_static) {
        LLVMValueRef init = equiv_initializer(cg, syms, offs, n, lo, hi, g->loc);
        store = LLVMAddGlobal(cg->mod, init ? LLVMTypeOf(init) : t, arena_printf(cu_arena, "%s.equiv", syms[0]->name));
        LLVMSetInitializer(store, init ? init : LLVMConstNull(t));
        LLVMSetLinkage(store, LLVMInternalLinkage);
    } else
        store = cg_alloca(cg, t, "equiv");
    LLVMSetAlignment(store, 16);
    any_static |= me != NULL;
    for (int i = 0; i < n; i++) {
        if (syms[i]->cg && !me)
            continue;
        LLVMValueRef off = cg_const_i64(cg, -offs[i] - lo);
        LLVMValueRef a = any_static ? LLVMConstInBoundsGEP2(cg->t_i8, store, &off, 1)
                                    : LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, store, &off, 1, syms[i]->name);
        bind_at(cg, syms[i], a, any_static);
    }
    for (int i = 0; i < n; i++)
        ((CgVar *)syms[i]->cg)->equivalenced = true;
}

/* EQUIVALENCE: the objects of a set share one block of storage, each at
 * the offset that makes the named elements coincide; sets sharing a
 * variable (EQUIVALENCE (a(1), x), (a(3), z)) are one block. */
static void bind_equivalences(CG *cg, Node *u, bool force_static, ModuleEquiv *me)
{
    PtrVec groups = {0};
    for (int k = 0; k < u->body.len; k++) {
        Node *st = u->body.items[k];
        if (st->kind != N_EQUIVALENCE)
            continue;
        for (int j = 0; j < st->args.len; j++) {
            Node *set = st->args.items[j];
            int n = set->args.len;
            Symbol *syms[n ? n : 1];
            int64_t offs[n ? n : 1];
            bool ok = n > 0;
            for (int i = 0; i < n && ok; i++) {
                syms[i] = NULL;
                offs[i] = equiv_offset(cg, set->args.items[i], &syms[i], u->scope);
                if (offs[i] < 0) {
                    error_at(set->args.items[i]->loc, "this EQUIVALENCE object is not supported");
                    ok = false;
                } else if (syms[i] && offs[i] >= storage_size(cg, syms[i])) {
                    /* a subscript or substring beyond the object (r(huge(1))) */
                    error_at(set->args.items[i]->loc, "EQUIVALENCE object outside the storage of '%s'.", syms[i]->name);
                    ok = false;
                }
            }
            if (!ok)
                continue;
            /* the group of the first member already grouped, else a new one */
            EquivGroup *g = NULL;
            int64_t shift = 0; /* set offsets + shift = group offsets */
            for (int i = 0; i < n && !g; i++)
                for (int q = 0; q < groups.len && !g; q++) {
                    int at = equiv_find(groups.data[q], syms[i]);
                    if (at >= 0) {
                        g = groups.data[q];
                        shift = g->offs[at] - offs[i];
                    }
                }
            if (!g) {
                g = calloc(1, sizeof *g);
                g->loc = set->loc;
                vec_push(&groups, g);
            }
            for (int i = 0; i < n; i++) {
                if (equiv_find(g, syms[i]) >= 0)
                    continue;
                int64_t off = offs[i] + shift;
                EquivGroup *h = NULL;
                int hat = -1;
                for (int q = 0; q < groups.len && !h; q++)
                    if (groups.data[q] != g && (hat = equiv_find(groups.data[q], syms[i])) >= 0)
                        h = groups.data[q];
                if (!h) {
                    equiv_add(g, syms[i], off);
                    continue;
                }
                /* another group meets this one: it joins, shifted */
                int64_t hs = off - h->offs[hat];
                for (int z = 0; z < h->n; z++)
                    if (equiv_find(g, h->syms[z]) < 0)
                        equiv_add(g, h->syms[z], h->offs[z] + hs);
                h->n = 0;
            }
        }
    }
    for (int q = 0; q < groups.len; q++) {
        EquivGroup *g = groups.data[q];
        if (g->n)
            bind_equiv_group(cg, g, force_static, me);
        free(g->syms);
        free(g->offs);
        free(g);
    }
    free(groups.data);
}

static bool is_local_variable(Symbol *s)
{
    return s->kind == SYM_VARIABLE && !s->use_of && !s->is_dummy && !s->is_result && !s->common &&
           !(s->attrs & A_PARAMETER) && !s->cuda_builtin && !s->cray_pointer;
}

/* A local of a parameterized type given LEN values: they are stored and
 * its LEN-dependent components allocated (codegen/pdt.c), once all locals
 * are bound (the values may name any of them). */
static void pdt_init_local(CG *cg, Symbol *s, bool is_main)
{
    CgVar *v = s->cg;
    if (!v || (v->fn && v->fn != cg->fn) || (s->attrs & (A_ALLOCATABLE | A_POINTER)) || !cg_pdt_needs_init(s->type))
        return;
    if (v->is_static && !is_main) {
        error_at(s->loc, "sorry, unimplemented: a SAVE variable '%s' of a parameterized type with LEN-dependent components.",
                 s->name);
        return;
    }
    if (v->kind == CV_SCALAR && !v->indirect)
        cg_pdt_init(cg, v->addr, cg_const_i64(cg, 1), s->type);
    else if (v->kind == CV_ARRAY)
        cg_pdt_init(cg, v->addr, cg_array_size(cg, v), s->type);
}

void cg_bind_locals(CG *cg, Scope *sc, PtrVec *cleanups)
{
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (is_local_variable(s))
            bind_local(cg, s, false, cleanups);
    }
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (is_local_variable(s))
            pdt_init_local(cg, s, false);
    }
}

/* Deallocates allocatable locals and frees automatic arrays. */
void cg_emit_cleanups(CG *cg, PtrVec *list)
{
    for (int i = list->len - 1; i >= 0; i--) {
        CgVar *v = list->data[i];
        if (v->cfi) {
            /* a BIND(C) ALLOCATABLE/POINTER dummy: back into the caller's C descriptor */
            cg_to_cfi(cg, v->cfi, v->addr, v->sym->shape ? v->sym->shape->rank : 0, (v->sym->attrs & A_POINTER) ? 0 : 1,
                      cg_elem_size(cg, v->sym->type, v->len), v->sym->type);
        } else if (v->automatic)
            cg_mem_free(cg, v->sym, v->addr);
        else if (v->derived_allocs && cg_type_needs_final(v->sym->type)) {
            /* its finalization deallocates its components too */
            if (v->kind == CV_ARRAY)
                cg_type_finalize_array(cg, v);
            else
                cg_type_finalize(cg, v->sym->type->derived, v->addr);
        } else if (v->derived_allocs && v->kind == CV_ARRAY)
            cg_derived_free_array(cg, v->addr, cg_array_size(cg, v), v->sym->type->derived);
        else if (v->derived_allocs)
            cg_derived_free_allocs(cg, v->addr, v->sym->type->derived);
        else
            cg_dealloc_var_final(cg, v, (Loc){0}, false);
    }
}

/* ------------------------------------------------------------------ */
/* Procedures                                                          */
/* ------------------------------------------------------------------ */

static Symbol *unit_symbol(Node *u)
{
    if (u->sym)
        return u->sym;
    if (u->scope && u->scope->owner)
        return u->scope->owner;
    return NULL;
}

/* An INTENT(OUT) derived-type dummy becomes undefined on entry: its
 * allocatable components are freed and default initialization applies. */
static void reset_intent_out(CG *cg, CgVar *v)
{
    DerivedType *dt = v->sym->type->derived;
    /* a finalized one has lost its allocatable components already */
    bool allocs = cg_derived_has_alloc(dt) && !cg_type_needs_final(v->sym->type);
    if ((!allocs && !has_default_init(dt)) || (v->kind == CV_ARRAY && v->sym->shape->kind == DIM_ASSUMED_SIZE))
        return;
    Type plain = {.kind = TY_DERIVED, .derived = dt};
    if (cg_pdt_needs_init(&plain))
        return; /* a parameterized type's LEN values and LEN storage stay (its other components too, for now) */
    LLVMBasicBlockRef done = NULL;
    if (v->optional) {
        LLVMBasicBlockRef go = cg_new_block(cg, "out.reset");
        done = cg_new_block(cg, "out.reset.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, v->addr, ""), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
    }
    if (v->kind == CV_ARRAY) {
        LLVMValueRef n = cg_array_size(cg, v);
        if (allocs)
            cg_derived_free_array(cg, v->addr, n, dt);
        cg_derived_init_array(cg, v->addr, n, v->sym->type);
    } else {
        if (allocs)
            cg_derived_free_allocs(cg, v->addr, dt);
        LLVMBuildStore(cg->b, cg_const_val(cg, NULL, v->sym->type), v->addr);
    }
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
}

/* Binds the dummies of the current procedure to the function's parameters. */
static void char_dummy_len_check(CG *cg, CgVar *v, LLVMValueRef passed);

static void bind_dummies(CG *cg, Symbol *p, int first_param)
{
    PtrVec *ds = &p->proc->dummies;
    int pi = first_param;
    CgVar *vars[ds->len ? ds->len : 1];
    for (int i = 0; i < ds->len; i++) {
        Symbol *d = ds->data[i];
        vars[i] = NULL;
        if (!d)
            continue; /* alternate return: no parameter */
        LLVMValueRef param = LLVMGetParam(cg->fn, (unsigned)pi++);
        if (d && d->kind == SYM_PROCEDURE) {
            /* a dummy procedure: the parameter is the callee's address */
            LLVMSetValueName2(param, d->name, strlen(d->name));
            CgVar *v = cg_new_var(cg, d, CV_SCALAR);
            v->addr = param;
            d->cg = v;
            continue;
        }
        if (!d || d->kind != SYM_VARIABLE)
            continue; /* alternate return */
        LLVMSetValueName2(param, d->name, strlen(d->name));
        if (cg_dummy_noalias(cg, d))
            LLVMAddAttributeAtIndex(cg->fn, (unsigned)pi, cg_enum_attr(cg, "noalias"));
        CgVar *v = cg_new_var(cg, d, needs_desc(d) ? CV_DESC : is_array_sym(d) ? CV_ARRAY : CV_SCALAR);
        v->assumed_shape = is_array_sym(d) && d->shape->kind == DIM_ASSUMED_SHAPE &&
                           !(d->attrs & (A_ALLOCATABLE | A_POINTER));
        v->optional = (d->attrs & A_OPTIONAL) != 0;
        if (cg_value_by_address(d)) {
            /* the callee's copy, when present */
            LLVMValueRef copy = cg_alloca(cg, cg_type(cg, d->type), d->name);
            LLVMBasicBlockRef go = cg_new_block(cg, "value.copy"), done = cg_new_block(cg, "value.copied");
            LLVMValueRef present = LLVMBuildIsNotNull(cg->b, param, "");
            LLVMBuildCondBr(cg->b, present, go, done);
            LLVMPositionBuilderAtEnd(cg->b, go);
            LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg_type(cg, d->type), param, ""), copy);
            LLVMBuildBr(cg->b, done);
            LLVMPositionBuilderAtEnd(cg->b, done);
            v->addr = LLVMBuildSelect(cg->b, present, copy, LLVMConstNull(cg->t_ptr), d->name);
        } else if ((d->attrs & A_VALUE) && v->kind == CV_SCALAR && d->type->kind != TY_CHARACTER &&
            !cg_value_by_ref(p, d)) {
            v->addr = cg_alloca(cg, cg_type(cg, d->type), d->name);
            LLVMBuildStore(cg->b, cg_c32_by_value(d) ? cg_c32_from_vec(cg, param) : param, v->addr);
        } else if (cg_char_by_value(d)) {
            v->addr = cg_alloca(cg, cg->t_i8, d->name);
            LLVMBuildStore(cg->b, param, v->addr);
        } else if (p->proc->bind_name && cg_cfi_dummy(d) && v->kind == CV_DESC) {
            /* a C descriptor (ISO_Fortran_binding.h) in, gfortran's inside
             * (rt/cfi.c); ALLOCATABLE and POINTER ones written back at exit */
            LLVMValueRef desc = cg_alloca(cg, cg_desc_type(cg, d->assumed_rank ? 15 : d->shape->rank), d->name);
            LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i32};
            LLVMValueRef av[4] = {desc, param, cg_const_i32(cg, d->type == type_assumed() ? -1 : cg_bt_code(d->type)),
                                  cg_const_i32(cg, !(d->attrs & (A_ALLOCATABLE | A_POINTER)))};
            v->addr = cg_call_extern(cg, "cuf90_cfi_to_dummy", cg->t_ptr, pt, 4, av, 4, false);
            if (d->attrs & (A_ALLOCATABLE | A_POINTER)) {
                v->cfi = param;
                vec_push(&cg->cleanups, v);
            }
        } else {
            v->addr = param;
            if (v->kind == CV_SCALAR && ((d->attrs & (A_ALLOCATABLE | A_POINTER)) || cg_is_class_sym(d))) {
                /* The dummy is the actual's pointer slot. */
                v->indirect = true;
            }
        }
        d->cg = v;
        vars[i] = v;
    }
    for (int i = 0; i < ds->len; i++) {
        Symbol *d = ds->data[i];
        if (!cg_value_presence_flag(p, d))
            continue;
        /* absent: the copy's address is NULL, as a dummy passed by reference */
        LLVMValueRef flag = LLVMGetParam(cg->fn, (unsigned)pi++);
        char *fname = arena_printf(cu_arena, "_%s", d->name);
        LLVMSetValueName2(flag, fname, strlen(fname));
        LLVMValueRef present = LLVMBuildICmp(cg->b, LLVMIntNE, flag, LLVMConstInt(cg->t_i8, 0, false), "");
        vars[i]->addr = LLVMBuildSelect(cg->b, present, vars[i]->addr, LLVMConstNull(cg->t_ptr), d->name);
    }
    LLVMValueRef *passed_len = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(ds->len + 1));
    for (int i = 0; i < ds->len; i++) {
        Symbol *d = ds->data[i];
        passed_len[i] = NULL;
        if (vars[i] && vars[i]->kind == CV_DESC && p->proc->bind_name && cg_cfi_dummy(d) && d->type &&
            d->type->kind == TY_CHARACTER && d->type->len_kind == LEN_ASSUMED) {
            /* character(len=*) in a C descriptor: its elem_len, in characters */
            LLVMValueRef bytes = cg_ar_elem_len(cg, vars[i]->addr);
            int ck = char_kind(d->type);
            vars[i]->len = ck > 1 ? LLVMBuildUDiv(cg->b, bytes, cg_const_i64(cg, ck), "") : bytes;
        }
        if (!char_has_hidden_len(p, d))
            continue;
        LLVMValueRef len = LLVMGetParam(cg->fn, (unsigned)pi++);
        passed_len[i] = len;
        if (vars[i] && type_deferred_char(d))
            vars[i]->len_slot = len;
        else if (vars[i] && (d->type->len_kind == LEN_ASSUMED ||
                             (d->type->len_kind != LEN_EXPR && cg_char_const_len(d->type) < 0)))
            vars[i]->len = len; /* character(len=n): the declared length, below */
    }
    /* Bounds and declared lengths may use other dummies: all bound above. */
    for (int i = 0; i < ds->len; i++) {
        CgVar *v = vars[i];
        if (!v)
            continue;
        if (v->kind == CV_ARRAY)
            bind_bounds(cg, v);
        if (v->kind == CV_ARRAY && cg_is_class_array_sym(v->sym))
            cg_class_explicit_dummy(cg, v); /* a container of the declared bounds */
        if (v->sym->type->kind == TY_CHARACTER && v->sym->type->len_kind == LEN_EXPR && !v->len)
            v->len = decl_char_len(cg, v->sym);
        if (opts.bounds_check && passed_len[i] && cg->target == CG_TARGET_HOST)
            char_dummy_len_check(cg, v, passed_len[i]);
        if ((v->kind == CV_DESC || v->indirect) && (v->sym->attrs & A_ALLOCATABLE) && v->sym->intent == INTENT_OUT) {
            LLVMBasicBlockRef done = NULL;
            if (v->optional) { /* an absent OPTIONAL dummy has nothing to deallocate */
                LLVMBasicBlockRef go = cg_new_block(cg, "out.dealloc");
                done = cg_new_block(cg, "out.dealloc.done");
                LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, v->addr, ""), go, done);
                LLVMPositionBuilderAtEnd(cg->b, go);
            }
            /* deallocated at entry: finalized as by DEALLOCATE (F2018 7.5.6.3) */
            cg_dealloc_var_final(cg, v, v->sym->loc, false);
            if (done) {
                LLVMBuildBr(cg->b, done);
                LLVMPositionBuilderAtEnd(cg->b, done);
            }
        }
        else if (v->sym->intent == INTENT_OUT && v->sym->type->kind == TY_DERIVED &&
                 !(v->sym->attrs & (A_ALLOCATABLE | A_POINTER))) {
            bool poly = v->sym->type->polymorphic;
            if (cg_is_class_sym(v->sym) || cg_is_class_array_sym(v->sym) || (!poly && cg_type_needs_final(v->sym->type)))
                cg_intent_out_finalize(cg, v); /* codegen/oop.c: FINAL, and CLASS's own reset */
            if (!poly && v->kind != CV_DESC)
                reset_intent_out(cg, v);
        }
    }
}

/* -fcheck=bounds, as gfortran: the length passed for a CHARACTER dummy of
 * declared length is not shorter (POINTER, ALLOCATABLE, assumed shape: not
 * other) than the declared one. */
static void char_dummy_len_check(CG *cg, CgVar *v, LLVMValueRef passed)
{
    Symbol *d = v->sym;
    if (d->type->len_kind == LEN_ASSUMED || type_deferred_char(d))
        return;
    LLVMValueRef decl = v->len ? v->len : NULL;
    if (!decl) {
        int64_t n = cg_char_const_len(d->type);
        if (n < 0)
            return;
        decl = cg_const_i64(cg, n);
    }
    bool exact = (d->attrs & (A_POINTER | A_ALLOCATABLE)) || (d->shape && d->shape->kind == DIM_ASSUMED_SHAPE);
    if (!exact && d->shape && d->shape->rank > 0)
        return; /* explicit-shape and assumed-size arrays: storage association */
    LLVMValueRef bad = LLVMBuildICmp(cg->b, exact ? LLVMIntNE : LLVMIntSLT, passed, decl, "");
    if (v->optional)
        bad = LLVMBuildAnd(cg->b, bad, LLVMBuildIsNotNull(cg->b, v->addr, ""), "");
    LLVMBasicBlockRef fail = cg_new_block(cg, "strlen.fail"), ok = cg_new_block(cg, "strlen.ok");
    LLVMBuildCondBr(cg->b, bad, fail, ok);
    LLVMPositionBuilderAtEnd(cg->b, fail);
    char *msg = arena_printf(cu_arena, "Actual string length %s the declared one for dummy argument '%s' (%%ld/%%ld)",
                             exact ? "does not match" : "is shorter than", d->name);
    LLVMValueRef args[4] = {cg_where_string(cg, d->loc), cg_global_string(cg, msg, strlen(msg), ".msg"), passed, decl};
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 4, true);
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, ok);
}

static void debug_subprogram(CG *cg, Node *u, const char *linkage)
{
    if (!cg->di)
        return;
    LLVMMetadataRef st = LLVMDIBuilderCreateSubroutineType(cg->di, cg->di_file, NULL, 0, LLVMDIFlagZero);
    const char *name = u->name ? u->name : "main";
    LLVMMetadataRef scope = cg->di_module && !(u->sym && u->sym->proc && u->sym->proc->is_internal)
                                ? cg->di_module : cg->di_file;
    LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(
        cg->di, scope, name, strlen(name), linkage, strlen(linkage), cg->di_file,
        (unsigned)u->loc.line, st, LLVMGetLinkage(cg->fn) == LLVMInternalLinkage, true,
        (unsigned)u->loc.line, LLVMDIFlagPrototyped, opts.opt_level > 0);
    LLVMSetSubprogram(cg->fn, sp);
    cg->di_scope = sp;
}

/* Builds the frame through which internal procedures reach the host's
 * variables: every variable of the host scope gets a slot. */
static void build_host_frame(CG *cg, Scope *sc)
{
    PtrVec vars = {0};
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if ((s->kind == SYM_VARIABLE || (s->kind == SYM_PROCEDURE && ((s->attrs & A_POINTER) || s->is_dummy))) &&
            !s->use_of && s->cg && !(s->attrs & A_PARAMETER))
            vec_push(&vars, s); /* a procedure pointer's or dummy procedure's slot too */
    }
    LLVMTypeRef slot_t = frame_slot_type(cg);
    cg->frame_type = LLVMArrayType2(slot_t, (uint64_t)(vars.len ? vars.len : 1));
    cg->frame = cg_alloca(cg, cg->frame_type, "frame");
    for (int i = 0; i < vars.len; i++) {
        Symbol *s = vars.data[i];
        CgVar *v = s->cg;
        v->frame_slot = i;
        LLVMValueRef idx[2] = {cg_const_i32(cg, 0), cg_const_i32(cg, i)};
        LLVMValueRef slot = LLVMBuildInBoundsGEP2(cg->b, cg->frame_type, cg->frame, idx, 2, "");
        LLVMBuildStore(cg->b, v->addr, LLVMBuildStructGEP2(cg->b, slot_t, slot, 0, ""));
        if (v->len)
            LLVMBuildStore(cg->b, v->len, LLVMBuildStructGEP2(cg->b, slot_t, slot, 1, ""));
        if (v->len_slot)
            LLVMBuildStore(cg->b, v->len_slot, LLVMBuildStructGEP2(cg->b, slot_t, slot, 2, ""));
    }
}

static void lower_proc(CG *cg, Node *u, Scope *host_scope, LLVMValueRef host_frame);

/* Fresh per-function state for lowering into fn (a procedure, the main
 * program or an outlined CUF kernel): entry, body and return blocks, the
 * builder at the start of the body, which is returned. */
LLVMBasicBlockRef cg_begin_function(CG *cg, LLVMValueRef fn, Symbol *proc, Node *unit)
{
    cg->fn = fn;
    cg->proc = proc;
    cg->unit = unit;
    cg->host_scope = NULL;
    cg->frame = NULL;
    cg->frame_type = NULL;
    cg->frame_ptr_fn = NULL;
    cg->result = NULL;
    cg->result_char = NULL;
    cg->cleanups = (PtrVec){0};
    cg->loops = NULL;
    cg->nlabels = 0;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    cg->entry_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, fn, "body");
    cg->return_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "return");
    LLVMPositionBuilderAtEnd(cg->b, body);
    return body;
}

/* Dummies of the unit's other ENTRY points, absent from the procedure being
 * lowered: never referenced through it, they address nothing. */
static void bind_absent_dummies(CG *cg, Scope *sc)
{
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        CgVar *old = s->cg;
        if (s->kind != SYM_VARIABLE || !s->is_dummy || (old && old->fn == cg->fn))
            continue;
        CgVar *v = cg_new_var(cg, s, needs_desc(s) ? CV_DESC : is_array_sym(s) ? CV_ARRAY : CV_SCALAR);
        v->addr = LLVMConstNull(cg->t_ptr);
        for (int d = 0; v->kind == CV_ARRAY && d < s->shape->rank; d++) {
            v->lb[d] = cg_const_i64(cg, 1);
            v->ext[d] = cg_const_i64(cg, 0);
        }
        if (s->type && s->type->kind == TY_CHARACTER)
            v->len = cg_const_i64(cg, 0);
        s->cg = v;
    }
}

static Node *lowering_entry; /* the ENTRY statement lower_proc is making a function for */

/* A result variable of a function with entries that shares storage with
 * the returned one: a scalar of a non-character type. */
static bool shared_result(Symbol *s)
{
    return s->kind == SYM_VARIABLE && s->is_result && !s->shape && !(s->attrs & (A_ALLOCATABLE | A_POINTER)) &&
           s->type && s->type->kind != TY_CHARACTER;
}

/* Storage of a scalar function result r: with ENTRY results of other types
 * in the function's scope sc, one block as large as the largest, which all
 * of them share (storage association, F2008 15.6.2.6, as gfortran's union
 * of the entries' results). */
static LLVMValueRef result_storage(CG *cg, Symbol *r, Scope *sc)
{
    LLVMTypeRef t = cg_type(cg, r->type);
    unsigned long long size = LLVMABISizeOfType(cg->td, t);
    bool wider = false;
    for (int i = 0; sc && shared_result(r) && i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (s != r && shared_result(s) && LLVMABISizeOfType(cg->td, cg_type(cg, s->type)) > size) {
            size = LLVMABISizeOfType(cg->td, cg_type(cg, s->type));
            wider = true;
        }
    }
    if (!wider)
        return cg_alloca(cg, t, r->name);
    LLVMValueRef a = cg_alloca(cg, LLVMArrayType2(cg->t_i64, (size + 7) / 8), r->name);
    LLVMSetAlignment(a, 16);
    return a;
}

/* The result variables of a function's other entries: the storage of the
 * result being returned (the same variable when their types agree, storage
 * associated when they differ, F2008 15.6.2.6). */
static void bind_other_results(CG *cg, Scope *sc, Symbol *cur)
{
    CgVar *cv = cur && cur->cg && ((CgVar *)cur->cg)->fn == cg->fn ? cur->cg : NULL;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        CgVar *old = s->cg;
        if (old && old->fn == cg->fn)
            continue;
        if (cv && s->kind == SYM_VARIABLE && s->is_result && s != cur &&
            ((s->attrs ^ cur->attrs) & (A_ALLOCATABLE | A_POINTER)) == 0 && is_array_sym(s) == is_array_sym(cur) &&
            ((s->attrs & (A_ALLOCATABLE | A_POINTER)) || is_array_sym(s))) {
            /* POINTER, ALLOCATABLE and array entries (all alike, F2008 C1574):
             * the returned result's descriptor or storage */
            CgVar *v = cg_new_var(cg, s, cv->kind);
            Symbol *keep = v->sym;
            *v = *cv;
            v->sym = keep;
            s->cg = v;
            continue;
        }
        if (s->kind == SYM_VARIABLE && s->is_result && !s->shape && s->type && s->type->kind == TY_CHARACTER &&
            !type_deferred_char(s) && cg->result && cg->result_char) {
            /* CHARACTER entries (all of one length, F2008 C1574): the caller's buffer */
            CgVar *v = cg_new_var(cg, s, CV_SCALAR);
            v->addr = cg->result->addr;
            v->len = cg->result->len;
            s->cg = v;
            continue;
        }
        if (!shared_result(s))
            continue;
        CgVar *v = cg_new_var(cg, s, CV_SCALAR);
        v->addr = cg->result && shared_result(cg->result->sym) ? cg->result->addr
                                                               : cg_alloca(cg, cg_type(cg, s->type), s->name);
        s->cg = v;
    }
}

/* -Minstrument: calls of __cyg_profile_func_enter/exit(fn, call site) at
 * the entry and every exit, as GCC's -finstrument-functions places them
 * (after inlining: LLVM's post-inline entry/exit instrumenter of the code
 * generator). */
static void instrument_function(CG *cg, LLVMValueRef fn)
{
    static const char *const kv[][2] = {
        {"instrument-function-entry-inlined", "__cyg_profile_func_enter"},
        {"instrument-function-exit-inlined", "__cyg_profile_func_exit"},
    };
    for (int i = 0; i < 2; i++)
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(cg->ctx, kv[i][0], (unsigned)strlen(kv[i][0]), kv[i][1],
                                                          (unsigned)strlen(kv[i][1])));
}

/* -fcheck=recursion as gfortran: a procedure that is not RECURSIVE stops
 * with gfortran's message when entered while it is active (a static flag
 * per subprogram, shared by its ENTRY points, which gfortran names after
 * its master function). Returns the flag, cleared on return. */
static LLVMValueRef recursion_check_begin(CG *cg, Node *u, Symbol *p)
{
    static int masters;
    if (!opts.check_recursion || opts.openmp || cg->target != CG_TARGET_HOST ||
        (u->kind != N_SUBROUTINE && u->kind != N_FUNCTION) || !p)
        return NULL;
    Symbol *us = unit_symbol(u);
    unsigned prefix = u->prefix | (p->proc ? p->proc->prefix : 0) | (us && us->proc ? us->proc->prefix : 0);
    if (prefix & PF_RECURSIVE)
        return NULL;
    const char *key = arena_printf(cu_arena, "recursion.%s.%d.%d", u->name ? u->name : "", u->loc.line, u->loc.col);
    const char *msg_key = arena_printf(cu_arena, "%s.msg", key);
    LLVMValueRef flag = LLVMGetNamedGlobal(cg->mod, key);
    if (!flag) {
        flag = LLVMAddGlobal(cg->mod, cg->t_i8, key);
        LLVMSetInitializer(flag, LLVMConstInt(cg->t_i8, 0, false));
        LLVMSetLinkage(flag, LLVMInternalLinkage);
        bool has_entry = false;
        for (int i = 0; i < u->body.len; i++)
            if (u->body.items[i] && u->body.items[i]->kind == N_ENTRY)
                has_entry = true;
        const char *name = u->name ? u->name : "";
        if (has_entry)
            name = arena_printf(cu_arena, "master.%d.%s", masters++, name);
        char *msg = arena_printf(cu_arena, "Recursive call to nonrecursive procedure '%s'", name);
        LLVMValueRef str = LLVMConstStringInContext(cg->ctx, msg, (unsigned)strlen(msg), false);
        LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(str), msg_key);
        LLVMSetInitializer(g, str);
        LLVMSetGlobalConstant(g, true);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
    }
    LLVMValueRef on = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildLoad2(cg->b, cg->t_i8, flag, ""),
                                    LLVMConstInt(cg->t_i8, 0, false), "");
    LLVMBasicBlockRef fail = cg_new_block(cg, "recursion.check"), ok = cg_new_block(cg, "recursion.ok");
    LLVMBuildCondBr(cg->b, on, fail, ok);
    LLVMPositionBuilderAtEnd(cg->b, fail);
    LLVMValueRef args[2] = {cg_where_string(cg, u->loc), LLVMGetNamedGlobal(cg->mod, msg_key)};
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 2, true);
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, ok);
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 1, false), flag);
    return flag;
}

/* Lowers one procedure or main program, then its internal procedures. */
static void lower_proc(CG *cg, Node *u, Scope *host_scope, LLVMValueRef host_frame)
{
    Symbol *p = lowering_entry ? lowering_entry->sym : unit_symbol(u);
    bool is_main = u->kind == N_PROGRAM;
    if (!p && !is_main) {
        error_at(u->loc, "internal error: procedure '%s' has no symbol", u->name ? u->name : "?");
        return;
    }
    LLVMValueRef fn;
    if (is_main) {
        LLVMTypeRef ft = LLVMFunctionType(cg->t_void, NULL, 0, false);
        fn = LLVMAddFunction(cg->mod, "MAIN__", ft);
    } else
        fn = cg_proc_fn(cg, p);
    if (LLVMCountBasicBlocks(fn) > 0)
        return; /* already defined */
    LLVMBasicBlockRef body = cg_begin_function(cg, fn, is_main ? NULL : p, u);
    if (opts.instrument_functions && cg->target == CG_TARGET_HOST)
        instrument_function(cg, fn);
    cg->host_scope = host_scope;
    cg->frame = host_frame ? LLVMGetParam(fn, LLVMCountParams(fn) - 1) : NULL;
    debug_subprogram(cg, u, LLVMGetValueName(fn));
    /* -g: the binding code before the first statement is line 0, the
     * prologue, so a breakpoint on the procedure stops where gdb can read
     * its dummies and locals (debug.c fills slots for them there) */
    if (cg->di && cg->di_scope)
        LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, 0, 0, cg->di_scope, NULL));
    if (cg->frame)
        LLVMSetValueName2(cg->frame, "host.frame", strlen("host.frame"));

    Type *rt = (!is_main && proc_is_function(p)) ? proc_result_type(p) : NULL;
    int first = 0;
    bool by_desc = rt && cg_result_by_desc(p);
    bool returns_ref = rt && cg_result_returns_ref(p);
    F2cResult f2c = is_main ? F2C_NONE : cg_f2c_result(p);
    if (f2c == F2C_HIDDEN)
        first = 1; /* the caller's result slot */
    else if (returns_ref)
        first = 0;
    else if (by_desc)
        first = type_deferred_char(p->proc->result) || result_ref_char_len(p) ? 2 : 1;
    else if (rt && rt->kind == TY_CHARACTER) {
        cg->result_char = LLVMGetParam(fn, 0);
        first = 2;
    }
    if (!is_main && p->proc)
        bind_dummies(cg, p, first);
    if (!is_main && u->scope)
        bind_absent_dummies(cg, u->scope);
    cg->alt_return = NULL;
    if (!is_main && cg_has_alt_returns(p)) {
        cg->alt_return = cg_alloca(cg, cg->t_i32, "altret");
        LLVMBuildStore(cg->b, cg_const_i32(cg, 0), cg->alt_return);
    }
    LLVMValueRef proc_result = NULL;
    cg->prologue_scope = u->scope;
    cg->prologue_main = is_main;
    if (rt && p->proc && p->proc->result) {
        Symbol *r = p->proc->result;
        if (by_desc) {
            /* the caller's descriptor: allocatable/pointer results are
             * allocated here, explicit-shape ones come with their storage */
            LLVMValueRef d;
            if (returns_ref) {
                d = cg_alloca(cg, cg->t_ptr, "result.desc");
                LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), d);
                proc_result = d;
            } else {
                d = LLVMGetParam(fn, 0);
                LLVMSetValueName2(d, "result.desc", strlen("result.desc"));
            }
            if (needs_desc(r) || !is_array_sym(r)) {
                CgVar *v = cg_new_var(cg, r, is_array_sym(r) ? CV_DESC : CV_SCALAR);
                v->addr = d;
                v->indirect = !is_array_sym(r);
                if (type_deferred_char(r)) {
                    /* gfortran's callee starts from an unallocated result of length 0 */
                    v->len_slot = LLVMGetParam(fn, 1);
                    if (v->indirect)
                        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), d);
                    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), v->len_slot);
                } else if ((r->attrs & A_ALLOCATABLE) && !returns_ref) {
                    /* an ALLOCATABLE result starts unallocated, whatever the caller's slot held */
                    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr),
                                   v->indirect ? d : cg_desc_field(cg, d, r->shape->rank, 0));
                }
                if (is_array_sym(r) && r->type->kind == TY_CHARACTER && !type_deferred_char(r) &&
                    cg_char_const_len(r->type) < 0)
                    v->len = decl_char_len(cg, r); /* character(len=len(s)), pointer :: r(:) */
                r->cg = v;
            } else {
                CgVar *v = cg_new_var(cg, r, CV_ARRAY);
                v->addr = LLVMBuildLoad2(cg->b, cg->t_ptr, d, "result");
                v->len = decl_char_len(cg, r); /* character(len=len(s)) :: r(n) */
                r->cg = v;                     /* its bounds may ask LEN(r) */
                bind_bounds(cg, v);
                /* the caller's storage: the elements start with the type's default value */
                if (r->type->kind == TY_DERIVED &&
                    (has_default_init(r->type->derived) || cg_derived_has_alloc(r->type->derived)))
                    cg_derived_init_array(cg, v->addr, cg_array_size(cg, v), r->type);
            }
            rt = NULL;
        } else if (cg_result_is_proc_pointer(p)) {
            cg_bind_proc_pointer(cg, r);
            proc_result = cg_var(cg, r)->addr;
        } else if (r->attrs & (A_ALLOCATABLE | A_POINTER)) {
            error_at(r->loc, "allocatable scalar function results are not supported yet");
        } else {
            CgVar *v = cg_new_var(cg, r, CV_SCALAR);
            if (cg->result_char) {
                v->addr = cg->result_char;
                if (cg_char_const_len(r->type) < 0)
                    v->len = LLVMGetParam(fn, 1);
            } else {
                v->addr = result_storage(cg, r, u->kind == N_FUNCTION ? u->scope : NULL);
                if (r->type->kind == TY_DERIVED)
                    LLVMBuildStore(cg->b, cg_const_val(cg, NULL, r->type), v->addr);
            }
            r->cg = v;
            cg->result = v;
        }
    }
    if (!is_main && u->scope && u->kind == N_FUNCTION)
        bind_other_results(cg, u->scope, (rt || by_desc) && p->proc ? p->proc->result : NULL);
    if (u->scope) {
        Scope *sc = u->scope;
        bind_equivalences(cg, u, is_main, NULL);
        for (int i = 0; i < sc->symbols.len; i++) {
            Symbol *s = sc->symbols.data[i];
            if (is_local_variable(s) && !s->cg)
                bind_local(cg, s, is_main, &cg->cleanups);
            else if (s->kind == SYM_PROCEDURE && (s->attrs & A_POINTER) && !s->is_dummy && !s->use_of &&
                     !(p->proc && s == p->proc->result))
                cg_bind_proc_pointer(cg, s);
        }
        for (int i = 0; i < sc->symbols.len; i++) {
            Symbol *s = sc->symbols.data[i];
            if (is_local_variable(s) || (s->is_result && s->cg && s->cg == cg->result))
                pdt_init_local(cg, s, is_main);
            else if (opts.bounds_check && s->is_dummy && s->kind == SYM_VARIABLE && s->type &&
                     s->type->kind == TY_DERIVED && s->type->pdt_lens && !s->shape && s->cg &&
                     ((CgVar *)s->cg)->kind == CV_SCALAR && !((CgVar *)s->cg)->optional &&
                     !((CgVar *)s->cg)->indirect)
                cg_pdt_check_dummy(cg, s, ((CgVar *)s->cg)->addr);
        }
    }
    cg->prologue_scope = NULL;
    if (!lowering_entry)
        cg_debug_vars(cg, is_main ? NULL : p, u->scope);
    LLVMValueRef my_frame = NULL;
    bool has_internal = false;
    for (int i = 0; i < u->contains.len; i++)
        if (u->contains.items[i]->kind == N_SUBROUTINE || u->contains.items[i]->kind == N_FUNCTION)
            has_internal = true;
    if (has_internal && u->scope) {
        LLVMValueRef incoming = cg->frame;
        build_host_frame(cg, u->scope);
        my_frame = cg->frame;
        (void)incoming;
    }

    LLVMValueRef active = recursion_check_begin(cg, u, p);
    cg->entry_stmt = lowering_entry;
    if (lowering_entry) {
        /* an ENTRY's function: the statements before it are unreachable */
        cg->entry_point = cg_new_block(cg, "entry.point");
        LLVMBuildBr(cg->b, cg->entry_point);
        LLVMPositionBuilderAtEnd(cg->b, cg_new_block(cg, "before.entry"));
    }
    cg_stmts(cg, &u->body);
    cg->entry_stmt = NULL;
    cg_br(cg, cg->return_bb);

    if (cg->di && !cg->di_lines_only)
        LLVMMoveBasicBlockAfter(cg->return_bb, LLVMGetLastBasicBlock(fn)); /* -g: the epilogue's lines come last,
                                                                              so a line's breakpoint is at its start */
    LLVMPositionBuilderAtEnd(cg->b, cg->return_bb);
    if (active)
        LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, 0, false), active);
    cg_emit_cleanups(cg, &cg->cleanups);
    if (proc_result) {
        LLVMBuildRet(cg->b, LLVMBuildLoad2(cg->b, cg->t_ptr, proc_result, "result"));
    } else if (cg->result && !cg->result_char) {
        LLVMValueRef r = LLVMBuildLoad2(cg->b, cg_type(cg, rt), cg->result->addr, "result");
        LLVMTypeRef abi = result_abi_type(cg, rt);
        if (f2c == F2C_HIDDEN) {
            LLVMBuildStore(cg->b, r, LLVMGetParam(fn, 0));
            LLVMBuildRetVoid(cg->b);
        } else {
            if (f2c == F2C_DOUBLE)
                r = LLVMBuildFPExt(cg->b, r, cg->t_f64, "f2c.double");
            else if (abi != cg_type(cg, rt))
                r = cg_c32_to_vec(cg, r); /* complex(4) */
            LLVMBuildRet(cg->b, r);
        }
    } else if (cg->alt_return)
        LLVMBuildRet(cg->b, LLVMBuildLoad2(cg->b, cg->t_i32, cg->alt_return, "altret"));
    else if (LLVMGetReturnType(cg_fn_type_of(fn)) != cg->t_void)
        LLVMBuildRet(cg->b, LLVMConstNull(LLVMGetReturnType(cg_fn_type_of(fn))));
    else
        LLVMBuildRetVoid(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg->entry_bb);
    LLVMBuildBr(cg->b, body);
    cg_debug_prologue(cg);
    LLVMSetCurrentDebugLocation2(cg->b, NULL);

    /* Internal procedures see this procedure's variables through my_frame. */
    Scope *my_scope = u->scope;
    for (int i = 0; i < u->contains.len; i++) {
        Node *c = u->contains.items[i];
        if (c->kind == N_SUBROUTINE || c->kind == N_FUNCTION)
            lower_proc(cg, c, my_scope, my_frame ? my_frame : LLVMConstNull(cg->t_ptr));
    }
    /* each ENTRY: the same body again as a function of its own, started at
     * the ENTRY statement (SAVEd and COMMON data are shared, as required) */
    for (int i = 0; !lowering_entry && i < u->body.len; i++) {
        Node *s = u->body.items[i];
        if (!s || s->kind != N_ENTRY || !s->sym)
            continue;
        for (int k = 0; u->scope && k < u->scope->symbols.len; k++) {
            Symbol *l = u->scope->symbols.data[k];
            CgVar *v = l->cg;
            if (l->kind == SYM_VARIABLE && v && v->fn)
                l->cg = NULL; /* the previous function's locals */
        }
        lowering_entry = s;
        lower_proc(cg, u, host_scope, host_frame);
        lowering_entry = NULL;
    }
}

/* C main: gfortran 12's set_args / set_options / MAIN__ sequence. */
static void emit_c_main(CG *cg)
{
    LLVMTypeRef pt[2] = {cg->t_i32, cg->t_ptr};
    LLVMTypeRef ft = LLVMFunctionType(cg->t_i32, pt, 2, false);
    LLVMValueRef fn = LLVMAddFunction(cg->mod, "main", ft);
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry");
    LLVMPositionBuilderAtEnd(cg->b, bb);
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
    LLVMValueRef args[2] = {LLVMGetParam(fn, 0), LLVMGetParam(fn, 1)};
    cg_call_extern(cg, "_gfortran_set_args", cg->t_void, pt, 2, args, 2, false);
    LLVMValueRef ov[7] = {cg_const_i32(cg, opts.rt_warn_std), cg_const_i32(cg, opts.rt_allow_std),
                          cg_const_i32(cg, opts.rt_pedantic ? 1 : 0),
                          cg_const_i32(cg, opts.rt_no_backtrace ? 0 : 1), cg_const_i32(cg, opts.no_sign_zero ? 0 : 1),
                          cg_const_i32(cg, opts.bounds_check ? 1 : 0), cg_const_i32(cg, 31)};
    LLVMValueRef init = LLVMConstArray2(cg->t_i32, ov, 7);
    LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "options");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, true);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMTypeRef pt2[2] = {cg->t_i32, cg->t_ptr};
    LLVMValueRef a2[2] = {cg_const_i32(cg, 7), g};
    cg_call_extern(cg, "_gfortran_set_options", cg->t_void, pt2, 2, a2, 2, false);
    /* -ffpe-trap= and -fconvert=, as gfortran's main passes them */
    LLVMTypeRef pt1[1] = {cg->t_i32};
    if (opts.fpe_trap_mask) {
        LLVMValueRef m = cg_const_i32(cg, opts.fpe_trap_mask);
        cg_call_extern(cg, "_gfortran_set_fpe", cg->t_void, pt1, 1, &m, 1, false);
    }
    if (opts.convert) {
        LLVMValueRef c = cg_const_i32(cg, opts.convert - 1);
        cg_call_extern(cg, "_gfortran_set_convert", cg->t_void, pt1, 1, &c, 1, false);
    }
    /* -frecord-marker=4|8 and -fmax-subrecord-length=N: unformatted
     * sequential records, set in libgfortran as gfortran's main does */
    if (opts.record_marker) {
        LLVMValueRef c = cg_const_i32(cg, opts.record_marker);
        cg_call_extern(cg, "_gfortran_set_record_marker", cg->t_void, pt1, 1, &c, 1, false);
    }
    if (opts.max_subrecord_length) {
        LLVMValueRef c = cg_const_i32(cg, opts.max_subrecord_length);
        cg_call_extern(cg, "_gfortran_set_max_subrecord_length", cg->t_void, pt1, 1, &c, 1, false);
    }
    cg_call_extern(cg, "MAIN__", cg->t_void, NULL, 0, NULL, 0, false);
    LLVMBuildRet(cg->b, cg_const_i32(cg, 0));
}

/* Lowers a top-level or module procedure if the current target runs it
 * (device.c decides; emulation switches the target for device code). */
static void lower_proc_on_target(CG *cg, Node *u)
{
    CgTarget saved;
    if (!cg_device_begin_proc(cg, u, &saved))
        return;
    lower_proc(cg, u, NULL, NULL);
    cg_device_end_proc(cg, saved);
}

/* Module variables are defined here with their mangled names. */
static bool pdt_module_var(Symbol *s)
{
    return s->kind == SYM_VARIABLE && !s->use_of && !(s->attrs & (A_PARAMETER | A_ALLOCATABLE | A_POINTER)) &&
           !s->common && !s->in_equivalence && s->cg && !(s->loc.file && s->loc.file->defined_elsewhere) &&
           cg_pdt_needs_init(s->type);
}

static void pdt_init_module_body(CG *cg, LLVMValueRef fn, void *ctx)
{
    (void)fn;
    Node *u = ctx;
    for (int i = 0; i < u->scope->symbols.len; i++) {
        Symbol *s = u->scope->symbols.data[i];
        if (!pdt_module_var(s))
            continue;
        CgVar *v = s->cg;
        cg_pdt_init(cg, v->addr, v->kind == CV_ARRAY ? cg_array_size(cg, v) : cg_const_i64(cg, 1), s->type);
    }
}

/* Module variables of parameterized types with LEN-dependent components:
 * a constructor run before the program stores their LEN values and
 * allocates that storage (codegen/pdt.c). */
static void pdt_init_module_vars(CG *cg, Node *u)
{
    bool any = false;
    for (int i = 0; i < u->scope->symbols.len && cg->target != CG_TARGET_NVPTX; i++)
        any |= pdt_module_var(u->scope->symbols.data[i]);
    if (!any)
        return;
    LLVMValueRef fn = LLVMAddFunction(cg->mod, arena_printf(cu_arena, "cuf90.pdt_init.%s", u->name),
                                      LLVMFunctionType(cg->t_void, NULL, 0, false));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_side_function(cg, fn, pdt_init_module_body, u);
    cg_add_global_ctor(cg->mod, fn);
}

static void lower_module(CG *cg, Node *u)
{
    cg->fn = NULL;
    cg->proc = NULL;
    if (u->scope) {
        ModuleEquiv me = {u->name, true, 0};
        bind_equivalences(cg, u, true, &me);
        for (int i = 0; i < u->scope->symbols.len; i++) {
            Symbol *s = u->scope->symbols.data[i];
            if (s->loc.file && s->loc.file->defined_elsewhere)
                continue; /* the module's own, when compiling a submodule apart: declared where used */
            if (s->kind == SYM_VARIABLE && !s->use_of && !(s->attrs & A_PARAMETER) && !s->common &&
                !s->in_equivalence && !cg_device_module_var(cg, s, NULL)) {
                CgVar *v = bind_static(cg, s, cg_mangle(cg, s), true, true);
                cg_device_module_var_done(cg, s, v);
                cg_debug_module_var(cg, u, s, v);
            } else if (s->kind == SYM_PROCEDURE && (s->attrs & A_POINTER) && !s->use_of && cg->target != CG_TARGET_NVPTX)
                cg_module_proc_pointer(cg, s, true);
        }
        pdt_init_module_vars(cg, u);
    }
    cg->di_module = cg_debug_module(cg, u);
    for (int i = 0; i < u->contains.len; i++) {
        Node *c = u->contains.items[i];
        if ((c->kind == N_SUBROUTINE || c->kind == N_FUNCTION) && !(c->loc.file && c->loc.file->defined_elsewhere))
            lower_proc_on_target(cg, c);
    }
    cg->di_module = NULL;
    cg_module_vtabs(cg, u);
}

void cg_lower_units(CG *cg)
{
    NodeList *units = &cg->tu->units;
    /* Module variables first: procedures of any unit may refer to them. */
    for (int i = 0; i < units->len; i++)
        if (units->items[i]->kind == N_MODULE)
            lower_module(cg, units->items[i]);
    /* COMMON blocks with DATA values are defined wherever the values are
     * given, BLOCK DATA included, even if that unit never refers to them. */
    for (int i = 0; i < units->len && cg->target != CG_TARGET_NVPTX; i++) {
        Scope *sc = units->items[i]->scope;
        for (int j = 0; sc && j < sc->symbols.len; j++) {
            Symbol *s = sc->symbols.data[j];
            if (s->kind == SYM_VARIABLE && s->common && s->cval)
                bind_common(cg, s);
        }
    }
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        switch (u->kind) {
        case N_PROGRAM:
            if (cg->target == CG_TARGET_NVPTX)
                break;
            lower_proc(cg, u, NULL, NULL);
            emit_c_main(cg);
            break;
        case N_SUBROUTINE:
        case N_FUNCTION:
            lower_proc_on_target(cg, u);
            break;
        default:
            break;
        }
    }
}
