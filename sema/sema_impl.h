/* sema_impl.h — sema's internal interfaces between its files (not for
 * frontend/ or codegen/, which use sema.h only). */
#ifndef CUF90_SEMA_IMPL_H
#define CUF90_SEMA_IMPL_H

#include "sema.h"

#include <string.h>

/* ---- global state of one sema run (sema.c) ---- */
typedef struct ConstructCtx {
    Node *node;                /* N_DO, N_DO_WHILE, N_IF, N_SELECT_CASE, N_BLOCK, ... */
    struct ConstructCtx *outer;
} ConstructCtx;

typedef struct SemaState {
    Scope *global;             /* external procedures, programs, modules */
    PtrVec modules;            /* Symbol* of every module known (file, .mod, intrinsic) */
    Scope *scope;              /* current scope */
    Symbol *proc;              /* current program unit symbol */
    ConstructCtx *constructs;  /* innermost first */
    PtrVec labels;             /* Node* statements with labels in the current unit */
    bool in_modfile;           /* reading a .mod: procedures are interfaces only */
    const char *modfile_module;
    bool in_intrinsic_module;  /* building an intrinsic module (intrinsic_modules.c) */
    /* The one name node an assumed-rank or assumed-type dummy may be now:
     * an actual argument, an inquiry intrinsic's argument, a SELECT RANK
     * selector (expr.c's check_name reports any other use). */
    Node *assumed_ok;
    Node *pass_ok;             /* the one actual argument that may be %VAL(x) or %REF(x) now */
    PtrVec ac_ido_names;       /* the variables of the array-constructor implied-DOs being checked */
} SemaState;
extern SemaState S;

void expr_check_late_procs(void);      /* expr.c: after all bodies */

/* modfile.c: a growable text buffer (malloc'd; the caller frees p) */
typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;
void bputs(Buf *b, const char *s);
void bprintf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* modfile_gfortran.c: the Fortran text (cuf90's .mod body, docs/modfile.md)
 * of the module described by gfortran module file 'path' (gzip'd, GCC
 * format version 15), whose contents are data[0..n); NULL after an error
 * at 'loc'. */
bool modfile_is_gfortran(const unsigned char *data, size_t n);
Node *modfile_submodule_host(Node *sm);   /* a submodule's module, read from its module file, with sm merged in */
bool modfile_available(const char *name); /* a module already known, or its .mod file on the search path */
char *modfile_gfortran_text(const char *path, const unsigned char *data, size_t n, const char *name, Loc loc);

/* scope.c */
Symbol *sym_resolve(Symbol *s);        /* follows USE association to the original */
Symbol *sym_new(const char *name, SymKind kind, Loc loc);
Scope *unit_scope(Scope *s);           /* nearest non-BLOCK scope */
bool scope_in_device(Scope *s);        /* inside attributes(device/global) code */
Symbol *scope_owner_proc(Scope *s);
const char *sym_kind_name(SymKind k);

/* types.c */
Type *type_new(TypeKind k, int kind);
bool type_kind_valid(TypeKind tk, int64_t k);
int64_t type_promoted_kind(TypeKind tk, int64_t k); /* -freal-4-real-8 and friends */
Type *type_derived(DerivedType *dt);
bool type_is_numeric(const Type *t);
Type *type_arith_result(Type *a, Type *b);  /* NULL if not numeric both */
void derived_layout(DerivedType *dt);
void structure_layout(DerivedType *dt, Node *def); /* DEC STRUCTURE: UNIONs overlap their MAPs */
int64_t type_align(const Type *t);

/* fold.c */
ConstVal *cv_int(__int128 v, int kind);
ConstVal *cv_real(creal v, int kind);
ConstVal *cv_complex(creal re, creal im, int kind);
ConstVal *cv_logical(bool v, int kind);
ConstVal *cv_char(const char *s, int64_t len);
/* CHARACTER constants of kind 4 hold their characters as they are stored
 * (4 bytes each, host order); str.len counts characters in both kinds. */
ConstVal *cv_char_k(const char *bytes, int64_t len, int kind);
uint32_t cv_char_at(const ConstVal *c, int64_t i);         /* character i (0-based) as a code */
ConstVal *cv_char_codes(const uint32_t *codes, int64_t len, int kind);
/* A CHARACTER constant of kind 4 converted to kind 1: an error at loc for a code above 255
   (gfortran's); true when it fits. */
bool cv_char_check_narrowing(const ConstVal *c, int to_kind, Loc loc);
ConstVal *cv_transfer(ConstVal *src, Type *rt);   /* TRANSFER(src, mold) of scalar type rt, or NULL */
ConstVal *cv_transfer_array(ConstVal *src, Type *rt, int64_t count); /* rank 1; count < 0: from src's size */
ConstVal *cv_convert(ConstVal *c, Type *to);  /* NULL: not foldable */
ConstVal *dec_char_conversion(ConstVal *c, Type *to, Loc loc); /* -fdec-char-conversions */
ConstVal *cv_array_of(Type *t, int rank, const int64_t *shape); /* elements to be filled */
__int128 cv_int_wrap(__int128 v, int kind);  /* v in kind's width, two's complement */
#define CV_MAX_FOLDED_LEN ((int64_t)1 << 24)   /* longest CHARACTER constant padded while folding */
#define CV_MAX_DATA_ELEMS ((int64_t)1 << 24)   /* largest array a DATA statement initializes */
ConstVal *cv_binary(int op, ConstVal *a, ConstVal *b, Type *result, Loc loc);
ConstVal *cv_unary(int op, ConstVal *a, Loc loc);
bool cv_to_i64(ConstVal *c, int64_t *out);
bool node_const_int(Node *e, int64_t *out); /* typed node with integer cval */
char *cv_format(ConstVal *c);               /* Fortran source spelling */
int cv_compare(ConstVal *a, ConstVal *b);   /* for CASE ranges; same type */
bool fold_real_literal(Node *e);
/* intrinsic functions of constants beyond intrinsics.c's folder (bits, characters, math, reductions) */
ConstVal *fold_intrinsic_more(IntrinsicId id, ConstVal **v, int n, Type *rt);
ConstVal *fold_reduce_dim(IntrinsicId id, ConstVal **v, int n, Type *rt); /* along DIM, under MASK */
/* fold_array.c: TRANSPOSE, MATMUL, CSHIFT, EOSHIFT, PACK, UNPACK, FINDLOC of constants */
ConstVal *fold_array_intrinsic(IntrinsicId id, ConstVal **v, int n, Type *rt);

/* expr.c */
void expr_check(Node *e);                    /* types e in S.scope */
void expr_check_actual(Node *a);             /* types an actual argument */
void expr_check_value(Node *e);              /* expr_check where a value is required */
void expr_check_designator(Node *e);         /* lhs of assignment, READ item, ... */
Node *sema_int_const(int64_t v, int kind, Loc loc); /* a typed INTEGER(kind) literal node */
/* coarray.c */
typedef struct CoSpec CoSpec;
void sema_coarray_declare(Symbol *s, NodeList *codims, Loc loc);
bool sema_coarray_intrinsic(Node *e, const char *name);
bool sema_coarray_is_intrinsic(const char *name);
void sema_coarray_allocate(Symbol *s, NodeList *cosubs, Loc loc);
Node *expr_convert(Node *e, Type *t);        /* wraps e in N_CONVERT in place if needed */
/* warnings.c: -Wall (-Wconversion, -Wunused-variable/-dummy-argument) */
void sema_warn_conversion(const Node *r, const Type *to);
void sema_warn_unused(Node *unit);
/* info.c: -Minfo */
void sema_info(TranslationUnit *tu);
Symbol *resolve_name_ref(const char *name, Loc loc, bool create);
bool expr_intrinsic_proc_name(Node *a);
bool expr_is_pointer_function_ref(Node *e);   /* f(x) with a data POINTER result: a variable */       /* a bare specific intrinsic name (an actual, a => target) */
bool expr_is_variable(Node *e, bool report, const char *what);
bool sema_check_index_name(Symbol *s, const char *name, Loc loc, const char *what);
Symbol *expr_base_symbol(Node *e);
int check_proc_call(Symbol *ps, NodeList *args, Loc loc);
Symbol *resolve_generic(Symbol *generic, NodeList *args, Loc loc, bool report);
void expr_set_error(Node *e);
Symbol *proc_of_generic_for_call(Symbol *g, NodeList *args, Loc loc);
Symbol *lookup_operator(const char *opname);
const char *op_interface_name(int tk, const char *defop);
void intrinsic_as_null(Node *e);

/* intrinsics.c */
bool intrinsic_check_call(Node *e, IntrinsicId id, bool as_subroutine);
bool intrinsic_is_subroutine(IntrinsicId id);
Type *intrinsic_specific_result(const char *name);
int intrinsic_gnu_kind(const char *name, NodeList *args); /* INT2, INT8, COMPLEX ...: the KIND they imply, or 0 */
ConstVal *intrinsic_fold_with(Node *e, ConstVal **vals);
bool intrinsic_is_elemental(IntrinsicId id);
bool intrinsic_allowed_in_device(IntrinsicId id);
/* intrinsic_gnu.c */
bool gnu_check_call(Node *e, const GnuProc *g, Node **slots, int nslots, bool as_subroutine);

/* decl.c */
void decl_spec_part(Node *unit_or_block, NodeList *body);
void decl_finalize_scope(Scope *s);
Type *decl_type_from_spec(TypeSpec *ts, Node *len_override, Loc loc);
void derived_components(DerivedType *dt, Node *d, Scope *types_scope); /* decl.c */
const char *structure_key(const char *name); /* decl.c: the scope's name of STRUCTURE /name/'s type */
/* pdt.c: parameterized derived types */
void pdt_declare_params(DerivedType *dt, Node *d);
/* the instance ts names (NULL after an error); *lens: its LEN values (Type.pdt_lens) */
DerivedType *pdt_instance(Symbol *tsym, TypeSpec *ts, Loc loc, Node ***lens);
Type *pdt_type(Symbol *tsym, TypeSpec *ts, Loc loc);              /* its Type, with the LEN values */
void pdt_len_component(Symbol *cs);
int pdt_param_index(DerivedType *dt, const char *name);          /* -1 if none */
Symbol *pdt_param(DerivedType *dt, const char *name);           /* an instance's type parameter */
bool pdt_has_len_params(const DerivedType *instance);
bool pdt_lens_assumed(const Type *t);
const char *pdt_spec_text(const Type *t);
void oop_instance_bindings(DerivedType *instance);             /* oop.c */        /* "t(8, 3)" */
/* a type parameter's hidden component in an instance (not in constructors) */
static inline bool pdt_param_comp(const Symbol *c) { return c->attrs & (A_KIND_PARAM | A_LEN_PARAM); }
static inline bool pdt_is_template(const DerivedType *dt) { return dt && dt->tparams.len && !dt->pdt_template; }
void decl_set_implicit_type(Symbol *s);
/* The named constant whose initializer is being checked: a reference to it there keeps its type
   (KIND(m), HUGE(m) fold) without a value. */
extern Symbol *decl_initializing;
MemSpace decl_default_space(Symbol *s);
void sema_save_block_locals(Scope *bs); /* -fno-automatic: a BLOCK's locals are SAVEd (sema.c) */
bool stmt_is_spec(Node *s);
Symbol *decl_use_module(const char *name, Loc loc, int nature); /* nature: 1 INTRINSIC, -1 NON_INTRINSIC, 0 */
void decl_procedure_header(Node *unit, Symbol *ps, Scope *sc);
Symbol *decl_add_unit_symbol(Scope *host, Node *unit, bool module_proc, bool internal);
void sema_unit_decls(Node *unit, Scope *host);
void sema_late_decls(void);
void sema_unit_body(Node *unit);
void decl_use_stmt(Node *u);

/* stmt_func.c */
void decl_stmt_functions(Node *unit, NodeList *body);
void stmt_func_expand(Node *e, Symbol *f);

/* stmt.c */
void stmt_list(NodeList *body);
void stmt_collect_labels(NodeList *body);

/* intrinsic_modules.c */
Symbol *intrinsic_module(const char *name, Loc loc);
Symbol *cudafor_dim3_type(void);
void predefine_cuda_variables(Scope *sc);
void decl_ignore_tkr_directive(Node *d);
void cudafor_fixup_call(Symbol *ps, NodeList *args, Loc loc);
/* intrinsic_cudafor_tex.c: cudafor's surface and texture intrinsics, as Fortran text */
const char *cudafor_texture_interfaces(void);
Symbol *cudafor_device_intrinsic(const char *name, Loc loc);
const char *cudadevice_source(void); /* intrinsic_cudadevice.c */
const char *cooperative_groups_source(void); /* intrinsic_coop.c */
const char *wmma_source(void); /* intrinsic_wmma.c */

/* intrinsic_ieee.c: the IEEE intrinsic modules as Fortran text */
extern const char ieee_exceptions_src[], ieee_arithmetic_src[], ieee_features_src[];

/* modfile.c */
Symbol *sema_module_from_text(const char *name, const char *text, bool is_intrinsic);

/* oop.c: ASSOCIATE, SELECT TYPE, CLASS, type-bound procedures */
Type *oop_class_type(DerivedType *dt);          /* CLASS(dt); NULL: CLASS(*) */
bool oop_is_class(const Type *t);
bool oop_is_unlimited(const Type *t);
bool oop_extends(DerivedType *child, DerivedType *anc);
bool oop_type_compatible(Type *declared, Type *actual);
bool oop_check_class_array(Type *declared, int rank, Type *actual, Loc loc, const char *what);
bool oop_is_proc_designator(Node *e);           /* f, t%f (procedure pointer component), pf(x) returning one */
void oop_resolve_bindings(Scope *sc);
void oop_proc_components(DerivedType *dt, Scope *ts, Node *d); /* PROCEDURE(iface), POINTER components */
const char *oop_bindings_text(DerivedType *dt, const char *ind); /* for .mod files */
TypeBound *oop_find_binding(DerivedType *dt, const char *name);
Symbol *oop_dtio_proc(DerivedType *dt, const char *gname, Scope *sc, TypeBound **binding);
bool oop_check_call(Node *s);
bool oop_check_func(Node *e);
bool oop_defined_op(Node *e, const char *opname, Node *l, Node *r);
void oop_check_class_assign(Node *s);
void oop_flatten_ctor(Node *e, DerivedType *dt);
void oop_associate(Node *s, void (*body)(NodeList *));
void oop_select_type(Node *s, void (*body)(NodeList *));

/* omp.c: OpenMP directives (N_OMP); THREADPRIVATE with the specification part */
void sema_omp(Node *s, void (*body)(NodeList *));
void sema_omp_threadprivate(Node *s);
bool omp_is_parallel(int d);  /* PARALLEL and the combined PARALLEL constructs */
bool omp_is_loop(int d);      /* applies to the DO loop that follows */
/* expression printing for .mod files and messages (modfile.c) */
char *expr_to_fortran(Node *e);

#endif
