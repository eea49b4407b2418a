/* sema.h — types, symbols, scopes, constants, the intrinsics table.
 * Sema's contract with codegen (what is true of a unit after sema_run
 * returns true):
 *   - every expression node has ->type (element type) and ->rank;
 *   - every N_NAME / N_COMPONENT / N_FUNC_CALL / N_STRUCT_CTOR / N_CALL callee
 *     has ->sym; generic calls are resolved to the specific procedure;
 *   - N_PAREN_ARGS no longer occurs: it is N_ARRAY_REF, N_FUNC_CALL,
 *     N_SUBSTRING, N_STRUCT_CTOR or N_INTRINSIC_CALL;
 *   - mixed-kind and mixed-type operands of intrinsic operators are wrapped
 *     in N_CONVERT to the result type of the operation (comparisons: to the
 *     common type of the operands); assignments' rhs is converted to the lhs
 *     type (except derived types and character, which keep their own length);
 *   - keyword arguments are placed: call args[i] is the i-th dummy (NULL when
 *     an optional argument is absent) for procedures with explicit interfaces;
 *   - an N_NAME of a PARAMETER keeps its sym and gets ->cval, as does every
 *     constant expression (codegen may emit cval directly);
 *   - every variable Symbol has ->space (MemSpace) decided here.
 * Details of the rewritten forms:
 *   - N_CALL of an intrinsic subroutine keeps kind N_CALL with ->op = its
 *     IntrinsicId (0 for procedures) and args placed like N_INTRINSIC_CALL;
 *     N_CALL of a procedure has ->sym = the specific procedure (also on
 *     ->lhs); a defined assignment becomes such an N_CALL (args: lhs, rhs);
 *     defined operators become N_FUNC_CALL (args: operands).
 *   - ALLOCATE objects with bounds are N_ARRAY_REF whose args are the bounds
 *     (an expression = upper bound, N_TRIPLET lo:hi), ->rank = the array's
 *     rank, ->sym = the allocatable (variable or component symbol).
 *   - N_STRUCT_CTOR args has one slot per component (components[i]); a
 *     missing value is the component's default initializer node, or NULL
 *     for an ALLOCATABLE/POINTER component without one.
 *   - null() is N_NULL_PTR (type of MOLD when given, else TY_VOID).
 *   - N_SUBSTRING / N_ARRAY_REF ->sym is the base variable (or component).
 *   - cudafor calls (bind names cuf90_cuda*): absent optional arguments are
 *     filled in (kdir from the memory spaces, stream = 0_8), so every slot
 *     of args is present; see docs/cudafor-abi.md.
 *   - Module procedures and variables read from a .mod file live in a
 *     Scope with external_module set (defined in another object).
 * The intrinsic modules (iso_c_binding, iso_fortran_env, cudafor) are built
 * into sema, not read from .mod files.
 */
#ifndef CUF90_SEMA_H
#define CUF90_SEMA_H

#include "../frontend/cuf90.h"

/* ------------------------------------------------------------------ */
/* Types                                                               */
/* ------------------------------------------------------------------ */

typedef enum {
    TY_INTEGER, TY_REAL, TY_COMPLEX, TY_LOGICAL, TY_CHARACTER,
    TY_DERIVED,
    TY_VOID,      /* subroutines */
    TY_TYPELESS,  /* BOZ constants before conversion */
    TY_ERROR,     /* after an error, to avoid cascades */
} TypeKind;

typedef struct DerivedType DerivedType;

struct Type {
    TypeKind kind;
    int kind_param;            /* bytes: integer 1,2,4,8; real 4,8; complex 4,8 (per part); logical 1,2,4,8; character 1, 4 */
    /* character length: len >= 0 constant; LEN_ASSUMED (*): from the actual;
     * LEN_DEFERRED (:) for allocatable/pointer; LEN_EXPR: len_expr evaluated at
     * scope entry (automatic). */
    LenKind len_kind;
    int64_t len;
    Node *len_expr;
    /* Expression results (concatenation, substrings, TRIM, REPEAT) whose
     * length is not a compile-time constant have len_kind LEN_DEFERRED and
     * len -1: codegen computes the length from the operands. */
    DerivedType *derived;      /* TY_DERIVED */
    /* CLASS(t): the dynamic type may be any extension of derived (sema/oop.c);
     * CLASS(*) has derived = the unlimited type (derived->is_unlimited) */
    bool polymorphic;
    /* TY_DERIVED of a PDT instance with LEN parameters, as a declaration or
     * type-spec names it: per type parameter (the instance's tparams order),
     * the LEN value's expression; NULL for KIND parameters and for assumed
     * (*) or deferred (:) ones (and when no declaration gives values) */
    struct Node **pdt_lens;
};

/* Canonical shared instances of the common types (never modify). */
Type *type_int(int kind);
Type *type_real(int kind);
Type *type_complex(int kind);
Type *type_logical(int kind);
Type *type_char(int64_t len);  /* constant length, kind 1 */
Type *type_char_k(int64_t len, int kind);  /* constant length, kind 1 or 4 (UCS-4, 4 bytes a character) */
/* The kind of a CHARACTER type: bytes per character (1, or 4 for ISO_10646). */
static inline int char_kind(const Type *t) { return t && t->kind == TY_CHARACTER && t->kind_param == 4 ? 4 : 1; }
Type *type_void(void);
Type *type_assumed(void);     /* TYPE(*): INTEGER(4) in layout, any type and kind accepted */
Type *type_error(void);
bool type_equal(const Type *a, const Type *b);
/* t's value of its PDT instance's LEN parameter k (sema/pdt.c): NULL if
 * none is given, or it is assumed (*) or deferred (:) */
Node *pdt_len_value(const Type *t, int k);   /* same type and kind (and derived def) */
/* A deferred-length CHARACTER allocatable/pointer: its length travels apart
 * (by reference as a dummy or result, a hidden component in derived types). */
bool type_deferred_char(const Symbol *s);
/* Places those hidden lengths of dt after its components (which end at
 * off), as gfortran does; returns the new end. */
int64_t derived_hidden_lengths(DerivedType *dt, int64_t off);
const char *type_name(const Type *t);            /* "INTEGER(4)", "TYPE(point)" for messages */
int64_t type_size(const Type *t);                /* bytes of one element; -1 if not constant */

/* Array shape of a declared entity. */
typedef struct ArraySpec {
    int rank;
    DimKind kind;              /* all dims share a kind except explicit + last assumed-size */
    Node *lower[15];           /* NULL = 1 (or from the actual/allocation) */
    Node *upper[15];           /* NULL for deferred/assumed */
    bool constant;             /* all bounds constant (folded: lo_val/hi_val valid) */
    int64_t lo_val[15], hi_val[15];
} ArraySpec;

/* ------------------------------------------------------------------ */
/* Constants                                                           */
/* ------------------------------------------------------------------ */

/* Real and complex constants are held in IEEE quad precision (GCC's
 * __float128), rounded to their kind's precision on creation: exact for
 * REAL(16), and for kinds 4, 8 and 10 the operations +-*\/ computed in quad
 * and then rounded give the correctly rounded result of the kind. */
typedef __float128 creal;

struct ConstVal {
    Type *type;
    int rank;                  /* 0 scalar; 1+ for array constants (parameter arrays) */
    int64_t n;                 /* element count for arrays */
    int64_t shape[15];
    union {
        __int128 i;            /* TY_INTEGER (wide for overflow checks), TY_LOGICAL */
        creal r;               /* TY_REAL (rounded to the kind's precision) */
        struct { creal re, im; } c;
        /* cap > len: this value owns the bytes s[len..cap) of its buffer, so a // b appends in
           place (folding a 50,000-operand chain stays linear) */
        struct { const char *s; int64_t len, cap; } str;
    };
    ConstVal **elems;          /* arrays: n scalar ConstVals, column-major */
    ConstVal **comps;          /* TY_DERIVED: one per component */
    bool hollerith;            /* a CHARACTER value spelled nH...: converts to numeric types by its bytes */
    bool snan;                 /* REAL/COMPLEX: a signaling NaN (-finit-real=snan), not r's quiet one */
    Node *target;              /* a data pointer's initial target from DATA (data p / x /): the
                                  designator whose address is the value (codegen/proc.c) */
};

/* ------------------------------------------------------------------ */
/* Symbols and scopes                                                  */
/* ------------------------------------------------------------------ */

typedef enum {
    SYM_UNKNOWN,      /* referenced, not yet classified */
    SYM_VARIABLE,     /* includes dummies and function results */
    SYM_PARAMETER,    /* named constant: cval */
    SYM_PROCEDURE,    /* proc */
    SYM_GENERIC,      /* generic interface: generic */
    SYM_MODULE,
    SYM_PROGRAM,
    SYM_DERIVED_TYPE, /* derived */
    SYM_COMPONENT,    /* component of a derived type */
    SYM_NAMELIST,
    SYM_COMMON,
    SYM_CONSTRUCT,    /* construct names */
} SymKind;

/* Where a variable lives. Decided in sema; codegen never guesses. */
typedef enum {
    SPACE_HOST,       /* ordinary host memory */
    SPACE_DEVICE,     /* device global memory */
    SPACE_MANAGED,    /* unified memory, visible on both sides */
    SPACE_CONSTANT,   /* device constant memory */
    SPACE_SHARED,     /* per-block shared memory */
    SPACE_PINNED,     /* page-locked host memory */
    SPACE_TEXTURE,    /* texture-bound device memory */
    SPACE_LOCAL,      /* device-subprogram locals (per-thread) */
} MemSpace;
extern const char *const space_name[]; /* "host", "device", ... */

/* IGNORE_DEVICE: (d) of nvfortran, any memory space (a cuBLAS scalar on the
 * host or the device, as the pointer mode says) */
enum { IGNORE_TYPE = 1, IGNORE_KIND = 2, IGNORE_RANK = 4, IGNORE_DEVICE = 8 };

typedef struct ProcInfo {
    unsigned prefix;           /* PF_* */
    unsigned cuda_attrs;       /* CA_*; 0 = host */
    PtrVec dummies;            /* Symbol* in order (NULL for alternate-return '*') */
    Symbol *result;            /* function result variable, NULL for subroutines */
    bool is_function;
    bool is_module_proc;       /* defined in a module (mangled __mod_MOD_name) */
    bool is_internal;          /* contained in a program/procedure (host-associated) */
    bool is_intrinsic;         /* INTRINSIC attribute */
    bool has_explicit_iface;   /* interface known (module, internal, interface block) */
    bool is_dummy_proc;        /* dummy procedure argument */
    const char *bind_name;     /* bind(c) name, or NULL */
    Node *def;                 /* N_SUBROUTINE / N_FUNCTION definition or interface body */
    Symbol *host_proc;         /* for internal procedures: the host procedure symbol */
} ProcInfo;

typedef struct GenericInfo {
    PtrVec specifics;          /* Symbol* (SYM_PROCEDURE) */
    const char *op;            /* operator(...) / assignment(=), or NULL */
} GenericInfo;

struct DerivedType {
    const char *name;
    Symbol *sym;
    PtrVec components;         /* Symbol* (SYM_COMPONENT) in order */
    bool is_sequence, is_bind_c;
    int64_t size, align;       /* computed layout (host); device layout is the same */
    const char *module;        /* defining module or NULL */
    Scope *scope;              /* component scope */
    DerivedType *parent;       /* EXTENDS(parent): components[0] is the parent component */
    /* a DEC STRUCTURE (laid out by structure_layout); has_union: components
     * of its UNIONs' MAPs overlap (each MAP from the UNION's start) */
    bool is_structure, has_union;
    DerivedType *nested_in;    /* a STRUCTURE defined inside that one */
    void *cg_type;             /* LLVMTypeRef, codegen's cache */
    /* type-bound procedures (sema/oop.c): bindings = TypeBound* indexed by
     * vtable slot, the parent's slots first (overrides replace them);
     * generics = TypeBound* with is_generic; finals = Symbol* FINAL subroutines */
    PtrVec bindings, generics, finals;
    bool is_abstract;
    bool is_unlimited;         /* the type of CLASS(*) */
    bool bindings_done;
    Node *def;                 /* N_DERIVED_TYPE */
    void *cg_vtab;             /* codegen: LLVMValueRef of the vtable */
    /* parameterized types (sema/pdt.c): a template (tparams, no pdt_template)
     * is never laid out; each set of parameter values is an instance, a type
     * of its own. tparams: Symbol* in the TYPE statement's order, with
     * A_KIND_PARAM / A_LEN_PARAM; in an instance SYM_PARAMETER with cval. */
    PtrVec tparams;
    DerivedType *pdt_template; /* an instance's template */
    PtrVec pdt_instances;      /* a template's instances (DerivedType*) */
};

/* A type-bound procedure, or a generic binding (sema/oop.c). */
typedef struct TypeBound {
    const char *name;          /* binding name; generic: name or "operator(+)" */
    const char *op;            /* generic operator ("+", "=", ".x.") or NULL */
    Symbol *proc;              /* the procedure bound (NULL when deferred) */
    Symbol *iface;             /* its interface: proc, or the deferred binding's interface */
    int pass;                  /* dummy index of the passed object, -1 for NOPASS */
    bool deferred, non_overridable, is_generic;
    int slot;                  /* vtable slot (not generics) */
    DerivedType *owner;        /* type that declared (or overrode) it */
    PtrVec specifics;          /* generic: names (const char *) of the specific bindings */
    Loc loc;
} TypeBound;

struct Symbol {
    const char *name;          /* lower case */
    SymKind kind;
    Loc loc;                   /* declaration (or first use) */
    Scope *scope;              /* owning scope (SYM_MODULE: the module's own scope) */
    Type *type;
    unsigned attrs;            /* A_* resolved */
    Intent intent;
    MemSpace space;            /* variables */
    ArraySpec *shape;          /* NULL for scalars */
    struct CoSpec *cospec;     /* coarrays: the cobounds (sema/coarray.c), NULL otherwise */
    Node *init;                /* initializer expression (variables, parameters) */
    ConstVal *cval;            /* SYM_PARAMETER value; folded initializer of variables */
    bool implicit_type;        /* type came from implicit rules */
    bool ac_ido_only;          /* so far only the variable of array-constructor implied-DOs: no host entity */
    bool is_dummy;
    int dummy_index;           /* position among dummies */
    bool is_result;
    bool used;                 /* referenced (warnings) */
    bool host_assoc;           /* referenced from an internal procedure */
    const char *module;        /* defining module name for module entities (mangling) */
    const char *use_name;      /* original name when renamed by USE */
    Symbol *use_of;            /* USE association: the module's symbol */
    ProcInfo *proc;            /* SYM_PROCEDURE */
    GenericInfo *generic;      /* SYM_GENERIC (may coexist with a same-named specific) */
    DerivedType *derived;      /* SYM_DERIVED_TYPE */
    int comp_index;            /* SYM_COMPONENT: position; comp_offset in bytes */
    int64_t comp_offset;
    /* SYM_COMPONENT of deferred-length CHARACTER (len=:, allocatable or
     * pointer): offset of its hidden i64 length, gfortran's _name_length,
     * placed after all components in component order. */
    int64_t comp_len_offset;
    /* SYM_COMPONENT with A_PDT_LEN: the bounds (NULL for scalars) and
     * CHARACTER length (NULL if constant) as declared, in terms of the
     * instance's LEN parameters (variables bound to the object's own) */
    ArraySpec *pdt_shape;
    struct Node *pdt_len;
    Symbol *common;            /* member of COMMON block (SYM_COMMON symbol) */
    PtrVec members;            /* SYM_COMMON, SYM_NAMELIST: member symbols */
    void *cg;                  /* codegen: LLVMValueRef of the storage/function */
    void *cg_aux;              /* codegen: e.g. descriptor storage */
    /* CUDA built-in variables of device code (threadidx, blockidx, blockdim,
     * griddim: TYPE(dim3); warpsize: INTEGER(4)); codegen reads them from
     * special registers. The name tells which. */
    bool cuda_builtin;
    /* IGNORE_TKR dummies (intrinsic-module interfaces, !dir$ ignore_tkr):
     * the checks of type, kind and rank are skipped for the bits set;
     * numeric VALUE actuals of another kind are converted (N_CONVERT). */
    unsigned ignore_tkr;       /* IGNORE_TYPE | IGNORE_KIND | IGNORE_RANK | IGNORE_DEVICE */
    /* DIMENSION(..) dummy of an interface: shape is NULL, ignore_tkr has
     * IGNORE_RANK, and codegen passes a descriptor of the actual's rank
     * (rank 0 for a scalar), as gfortran does. TYPE(*) dummies have
     * type_assumed() and IGNORE_TYPE | IGNORE_KIND. */
    bool assumed_rank;
    const char *bind_name;     /* variables with BIND(C[,NAME=]) (NULL if none) */
    /* Statement function (SYM_PROCEDURE): its definition, an N_ASSIGN whose
     * lhs is f(dummy names); sema expands every reference inline. */
    Node *stmt_func;
    /* Associate name (ASSOCIATE, SELECT TYPE): its selector; codegen binds
     * the name to the selector's storage (a variable) or a temporary. */
    Node *assoc;
    /* Procedure pointer component (SYM_COMPONENT with proc set): the dummy
     * index of the passed object, -1 for NOPASS; its interface's name
     * (resolved after the specification part, sema/oop.c). */
    int proc_pass;
    const char *proc_iface; /* also of PROCEDURE(iface) declarations (variables, dummies, results) */
    /* Cray pointers (POINTER (p, x)): the pointee x has cray_pointer = p, an
     * INTEGER(8) variable holding x's address; codegen loads it at every
     * reference of x. is_cray_pointer marks p (typed INTEGER(8) when
     * undeclared). */
    Symbol *cray_pointer;
    bool is_cray_pointer;
    Loc cray_loc;              /* the name in the POINTER statement (diagnostics) */
    /* !$OMP THREADPRIVATE (a variable, or a COMMON block and its members):
     * codegen gives its storage one copy per thread (thread-local) */
    bool omp_threadprivate;
    bool in_equivalence;       /* an object of an EQUIVALENCE statement (-finit-* leaves it alone, as gfortran) */
};

typedef enum {
    SCOPE_GLOBAL,     /* external procedure names, module names */
    SCOPE_PROGRAM, SCOPE_MODULE, SCOPE_SUBPROGRAM, SCOPE_BLOCK,
    SCOPE_DERIVED_TYPE, SCOPE_INTERFACE,
} ScopeKind;

struct Scope {
    ScopeKind kind;
    Scope *parent;             /* host scope (NULL for global; interface bodies see only global + USE) */
    Symbol *owner;             /* program/module/procedure symbol */
    Node *node;                /* the N_* unit or block */
    /* implicit typing: implicit[c - 'a'] is NULL under IMPLICIT NONE */
    Type *implicit[26];
    bool implicit_none;
    bool own_implicit_none;    /* this scoping unit's own IMPLICIT NONE (implicit_none may be the host's) */
    bool default_private;      /* modules: PRIVATE statement */
    /* symbol table (open hashing) */
    Symbol **table;
    int table_cap, table_len;
    PtrVec symbols;            /* in declaration order (deterministic output) */
    /* SCOPE_MODULE: the module comes from a .mod file or is intrinsic; its
     * variables and procedures are defined in another object (extern). */
    bool external_module;
    /* SCOPE_MODULE built into sema (cudafor, ...): its BIND(C) interfaces are
     * the runtime's entry points, which take gfortran's descriptors */
    bool intrinsic_module;
    bool default_save;         /* bare SAVE statement */
};

Scope *scope_new(ScopeKind kind, Scope *parent);
Symbol *scope_lookup_local(Scope *s, const char *name);
Symbol *scope_lookup(Scope *s, const char *name);    /* walks parents */
Symbol *scope_add(Scope *s, const char *name, SymKind kind, Loc loc);

/* External name of a procedure or module variable, gfortran ABI:
 * "name_" for external procedures, "__mod_MOD_name" for module entities,
 * bind(c) names as given, "MAIN__" for the main program. */
const char *sym_mangle(Symbol *s);
const char *sym_external_name(const char *name); /* name_, name__ (-fsecond-underscore) or name */
bool sym_is_external_proc(Symbol *s); /* interface bodies and EXTERNALs, also in modules */
bool expr_calls_function(const Node *e); /* references a function anywhere (sema/stmt_func.c) */
/* e names an assumed-rank object (a DIMENSION(..) dummy or a RANK DEFAULT
 * associate name): sema gives it rank 0; its rank is in its descriptor. */
bool sema_is_assumed_rank(const Node *e);

/* ------------------------------------------------------------------ */
/* Intrinsics                                                          */
/* ------------------------------------------------------------------ */

/* X(ID, name, class) — class: E elemental, I inquiry, T transformational,
 * S subroutine, D device-only (CUDA). sema/intrinsics.c holds the table with
 * argument names and result rules; codegen switches on the ID. */
#define INTRINSIC_LIST(X)                                                      \
    X(INTR_ABS, "abs", E) X(INTR_IABS, "iabs", E) X(INTR_DABS, "dabs", E)        \
    X(INTR_MOD, "mod", E) X(INTR_MODULO, "modulo", E) X(INTR_SIGN, "sign", E)    \
    X(INTR_DIM, "dim", E) X(INTR_MAX, "max", E) X(INTR_MIN, "min", E)            \
    X(INTR_SQRT, "sqrt", E) X(INTR_EXP, "exp", E) X(INTR_LOG, "log", E)          \
    X(INTR_LOG10, "log10", E) X(INTR_SIN, "sin", E) X(INTR_COS, "cos", E)        \
    X(INTR_TAN, "tan", E) X(INTR_ASIN, "asin", E) X(INTR_ACOS, "acos", E)        \
    X(INTR_ATAN, "atan", E) X(INTR_ATAN2, "atan2", E) X(INTR_SINH, "sinh", E)    \
    X(INTR_SIND, "sind", E) X(INTR_COSD, "cosd", E) X(INTR_TAND, "tand", E)      \
    X(INTR_ASIND, "asind", E) X(INTR_ACOSD, "acosd", E) X(INTR_ATAND, "atand", E)\
    X(INTR_ATAN2D, "atan2d", E) X(INTR_COTAN, "cotan", E) X(INTR_COTAND, "cotand", E) \
    X(INTR_COSH, "cosh", E) X(INTR_TANH, "tanh", E) X(INTR_ASINH, "asinh", E)    \
    X(INTR_ACOSH, "acosh", E) X(INTR_ATANH, "atanh", E) X(INTR_HYPOT, "hypot", E)\
    X(INTR_ERF, "erf", E) X(INTR_ERFC, "erfc", E) X(INTR_GAMMA, "gamma", E)      \
    X(INTR_LOG_GAMMA, "log_gamma", E) X(INTR_BESSEL_J0, "bessel_j0", E)          \
    X(INTR_BESSEL_J1, "bessel_j1", E) X(INTR_DSQRT, "dsqrt", E)                  \
    X(INTR_DEXP, "dexp", E) X(INTR_DLOG, "dlog", E) X(INTR_DSIN, "dsin", E)      \
    X(INTR_DCOS, "dcos", E) X(INTR_ALOG, "alog", E)                              \
    X(INTR_INT, "int", E) X(INTR_NINT, "nint", E) X(INTR_REAL, "real", E)        \
    X(INTR_DBLE, "dble", E) X(INTR_CMPLX, "cmplx", E) X(INTR_DCMPLX, "dcmplx", E)\
    X(INTR_AIMAG, "aimag", E) X(INTR_CONJG, "conjg", E) X(INTR_AINT, "aint", E)  \
    X(INTR_ANINT, "anint", E) X(INTR_FLOOR, "floor", E)                          \
    X(INTR_CEILING, "ceiling", E) X(INTR_FLOAT, "float", E) X(INTR_SNGL, "sngl", E)\
    X(INTR_IFIX, "ifix", E) X(INTR_IDINT, "idint", E) X(INTR_LOGICAL, "logical", E)\
    X(INTR_CHAR, "char", E) X(INTR_ICHAR, "ichar", E) X(INTR_ACHAR, "achar", E)  \
    X(INTR_IACHAR, "iachar", E) X(INTR_TRANSFER, "transfer", T)                  \
    X(INTR_KIND, "kind", I) X(INTR_SELECTED_INT_KIND, "selected_int_kind", T)    \
    X(INTR_SELECTED_REAL_KIND, "selected_real_kind", T) X(INTR_HUGE, "huge", I)  \
    X(INTR_SELECTED_CHAR_KIND, "selected_char_kind", T)                          \
    X(INTR_TINY, "tiny", I) X(INTR_EPSILON, "epsilon", I)                        \
    X(INTR_DIGITS, "digits", I) X(INTR_PRECISION, "precision", I)                \
    X(INTR_RANGE, "range", I) X(INTR_RADIX, "radix", I)                          \
    X(INTR_BIT_SIZE, "bit_size", I) X(INTR_MAXEXPONENT, "maxexponent", I)        \
    X(INTR_MINEXPONENT, "minexponent", I)                                        \
    X(INTR_SIZE, "size", I) X(INTR_SHAPE, "shape", I) X(INTR_LBOUND, "lbound", I)\
    X(INTR_UBOUND, "ubound", I) X(INTR_ALLOCATED, "allocated", I)               \
    X(INTR_ASSOCIATED, "associated", I) X(INTR_PRESENT, "present", I)            \
    X(INTR_IS_CONTIGUOUS, "is_contiguous", I)                                    \
    X(INTR_LEN, "len", I) X(INTR_LEN_TRIM, "len_trim", E)                        \
    X(INTR_IAND, "iand", E) X(INTR_IOR, "ior", E) X(INTR_IEOR, "ieor", E)        \
    X(INTR_NOT, "not", E) X(INTR_ISHFT, "ishft", E) X(INTR_ISHFTC, "ishftc", E)  \
    X(INTR_IBSET, "ibset", E) X(INTR_IBCLR, "ibclr", E) X(INTR_BTEST, "btest", E)\
    X(INTR_IBITS, "ibits", E) X(INTR_POPCNT, "popcnt", E) X(INTR_POPPAR, "poppar", E)\
    X(INTR_LEADZ, "leadz", E) X(INTR_TRAILZ, "trailz", E)                        \
    X(INTR_SHIFTL, "shiftl", E) X(INTR_SHIFTR, "shiftr", E) X(INTR_SHIFTA, "shifta", E)\
    X(INTR_DSHIFTL, "dshiftl", E) X(INTR_DSHIFTR, "dshiftr", E)                  \
    X(INTR_MERGE_BITS, "merge_bits", E)                                          \
    X(INTR_BGE, "bge", E) X(INTR_BGT, "bgt", E) X(INTR_BLE, "ble", E) X(INTR_BLT, "blt", E)\
    X(INTR_SUM, "sum", T) X(INTR_PRODUCT, "product", T) X(INTR_MAXVAL, "maxval", T)\
    X(INTR_MINVAL, "minval", T) X(INTR_COUNT, "count", T) X(INTR_ANY, "any", T)  \
    X(INTR_ALL, "all", T) X(INTR_MAXLOC, "maxloc", T) X(INTR_MINLOC, "minloc", T)\
    X(INTR_FINDLOC, "findloc", T) X(INTR_DOT_PRODUCT, "dot_product", T)          \
    X(INTR_MATMUL, "matmul", T) X(INTR_TRANSPOSE, "transpose", T)                \
    X(INTR_RESHAPE, "reshape", T) X(INTR_SPREAD, "spread", T) X(INTR_PACK, "pack", T)\
    X(INTR_UNPACK, "unpack", T) X(INTR_MERGE, "merge", E) X(INTR_CSHIFT, "cshift", T)\
    X(INTR_EOSHIFT, "eoshift", T)                                                \
    X(INTR_TRIM, "trim", T) X(INTR_ADJUSTL, "adjustl", E) X(INTR_ADJUSTR, "adjustr", E)\
    X(INTR_INDEX, "index", E) X(INTR_SCAN, "scan", E) X(INTR_VERIFY, "verify", E)\
    X(INTR_REPEAT, "repeat", T) X(INTR_LGE, "lge", E) X(INTR_LGT, "lgt", E)      \
    X(INTR_LLE, "lle", E) X(INTR_LLT, "llt", E) X(INTR_NEW_LINE, "new_line", I)  \
    X(INTR_NULL, "null", T) X(INTR_MOVE_ALLOC, "move_alloc", S)                  \
    X(INTR_RANDOM_NUMBER, "random_number", S) X(INTR_RANDOM_SEED, "random_seed", S)\
    X(INTR_CPU_TIME, "cpu_time", S) X(INTR_SYSTEM_CLOCK, "system_clock", S)      \
    X(INTR_DATE_AND_TIME, "date_and_time", S)                                    \
    X(INTR_GET_COMMAND_ARGUMENT, "get_command_argument", S)                      \
    X(INTR_COMMAND_ARGUMENT_COUNT, "command_argument_count", T)                  \
    X(INTR_GET_ENVIRONMENT_VARIABLE, "get_environment_variable", S)              \
    X(INTR_FLUSH, "flush", S)   /* GNU extension: CALL FLUSH([unit]) */          \
    X(INTR_SLEEP, "sleep", S)   /* GNU extension: CALL SLEEP(seconds) */         \
    X(INTR_MVBITS, "mvbits", S) X(INTR_GET_COMMAND, "get_command", S)            \
    X(INTR_IS_IOSTAT_END, "is_iostat_end", E)                                    \
    X(INTR_IS_IOSTAT_EOR, "is_iostat_eor", E)                                    \
    X(INTR_C_LOC, "c_loc", I) X(INTR_C_FUNLOC, "c_funloc", I)                    \
    X(INTR_C_ASSOCIATED, "c_associated", I) X(INTR_C_F_POINTER, "c_f_pointer", S)\
    X(INTR_C_F_PROCPOINTER, "c_f_procpointer", S)                                \
    X(INTR_C_SIZEOF, "c_sizeof", I)                                              \
    /* LOC(x) (GNU, nvfortran): the address as INTEGER(8); cudafor's           \
     * C_DEVLOC(x): a device array's address as TYPE(C_DEVPTR) */               \
    X(INTR_LOC, "loc", I) X(INTR_C_DEVLOC, "c_devloc", I)                        \
    /* INT_PTR_KIND() (nvfortran, ifort): the kind of an address-sized integer */ \
    X(INTR_INT_PTR_KIND, "int_ptr_kind", I)                                      \
    /* CUDA device-side intrinsics (cudafor / device code) */                   \
    X(INTR_SYNCTHREADS, "syncthreads", D)                                        \
    X(INTR_SYNCTHREADS_COUNT, "syncthreads_count", D)                            \
    X(INTR_SYNCTHREADS_AND, "syncthreads_and", D)                                \
    X(INTR_SYNCTHREADS_OR, "syncthreads_or", D)                                  \
    X(INTR_THREADFENCE, "threadfence", D)                                        \
    X(INTR_THREADFENCE_BLOCK, "threadfence_block", D)                            \
    X(INTR_THREADFENCE_SYSTEM, "threadfence_system", D)                          \
    /* warp vote and shuffle; the device intrinsics run from SYNCTHREADS to GLOBALTIMER (INTR_DEVICE_FIRST/LAST) */                \
    X(INTR_ALLTHREADS, "allthreads", D) X(INTR_ANYTHREAD, "anythread", D)        \
    X(INTR_BALLOT, "ballot", D)                                                  \
    X(INTR_SHFL, "__shfl", D) X(INTR_SHFL_UP, "__shfl_up", D)                    \
    X(INTR_SHFL_DOWN, "__shfl_down", D) X(INTR_SHFL_XOR, "__shfl_xor", D)        \
    /* warp-synchronous forms with a lane mask (codegen/device_warp.c) */        \
    X(INTR_SYNCWARP, "syncwarp", D) X(INTR_ACTIVEMASK, "activemask", D)          \
    X(INTR_BALLOT_SYNC, "ballot_sync", D) X(INTR_ALL_SYNC, "all_sync", D)        \
    X(INTR_ANY_SYNC, "any_sync", D)                                              \
    X(INTR_MATCH_ANY_SYNC, "match_any_sync", D)                                  \
    X(INTR_MATCH_ALL_SYNC, "match_all_sync", D)                                  \
    X(INTR_SHFL_SYNC, "__shfl_sync", D) X(INTR_SHFL_UP_SYNC, "__shfl_up_sync", D) \
    X(INTR_SHFL_DOWN_SYNC, "__shfl_down_sync", D)                                \
    X(INTR_SHFL_XOR_SYNC, "__shfl_xor_sync", D)                                  \
    /* loads and stores with cache hints, timers (codegen/device_warp.c) */      \
    X(INTR_LDG, "__ldg", D) X(INTR_LDCA, "__ldca", D) X(INTR_LDCG, "__ldcg", D)  \
    X(INTR_LDCS, "__ldcs", D) X(INTR_LDLU, "__ldlu", D) X(INTR_LDCV, "__ldcv", D) \
    X(INTR_STWB, "__stwb", D) X(INTR_STCG, "__stcg", D) X(INTR_STCS, "__stcs", D) \
    X(INTR_STWT, "__stwt", D)                                                    \
    X(INTR_CLOCK, "clock", D) X(INTR_CLOCK64, "clock64", D)                      \
    X(INTR_GLOBALTIMER, "globaltimer", D)                                        \
    /* iso_fortran_env inquiry functions (folded to constants by sema) */      \
    X(INTR_COMPILER_VERSION, "compiler_version", I)                              \
    X(INTR_COMPILER_OPTIONS, "compiler_options", I)                              \
    /* floating-point model functions */                                        \
    X(INTR_EXPONENT, "exponent", E) X(INTR_FRACTION, "fraction", E)              \
    X(INTR_NEAREST, "nearest", E) X(INTR_SPACING, "spacing", E)                  \
    X(INTR_RRSPACING, "rrspacing", E) X(INTR_SCALE, "scale", E)                  \
    X(INTR_SET_EXPONENT, "set_exponent", E) X(INTR_DPROD, "dprod", E)              \
    X(INTR_NORM2, "norm2", T) X(INTR_STORAGE_SIZE, "storage_size", I)              \
    /* dynamic type inquiry (sema/oop.c, codegen/oop.c) */                     \
    X(INTR_EXTENDS_TYPE_OF, "extends_type_of", I) X(INTR_SAME_TYPE_AS, "same_type_as", I) \
    /* Fortran 2008 additions */                                                 \
    X(INTR_BESSEL_Y0, "bessel_y0", E) X(INTR_BESSEL_Y1, "bessel_y1", E)          \
    X(INTR_BESSEL_JN, "bessel_jn", E) X(INTR_BESSEL_YN, "bessel_yn", E)          \
    X(INTR_ERFC_SCALED, "erfc_scaled", E)                                        \
    X(INTR_MASKL, "maskl", E) X(INTR_MASKR, "maskr", E)                          \
    X(INTR_IALL, "iall", T) X(INTR_IANY, "iany", T) X(INTR_IPARITY, "iparity", T)\
    X(INTR_PARITY, "parity", T)                                                  \
    /* GNU extensions (and, or, xor, lshift, rshift are aliases) */             \
    X(INTR_ISNAN, "isnan", E) X(INTR_ABORT, "abort", S) X(INTR_EXIT, "exit", S)  \
    X(INTR_GETARG, "getarg", S) X(INTR_IARGC, "iargc", T)                        \
    X(INTR_TIME, "time", T) X(INTR_TIME8, "time8", T)                            \
    X(INTR_BACKTRACE, "backtrace", G)                                            \
    /* GNU library procedures, functions and/or subroutines (class G):       \
     * sema/intrinsic_gnu.c holds their library entries */                   \
    X(INTR_FTELL, "ftell", G) X(INTR_FSEEK, "fseek", G) X(INTR_MALLOC, "malloc", G)\
    X(INTR_FREE, "free", G) X(INTR_SECNDS, "secnds", G) X(INTR_STAT, "stat", G)  \
    X(INTR_LSTAT, "lstat", G) X(INTR_FSTAT, "fstat", G)                          \
    X(INTR_RANDOM_INIT, "random_init", G) X(INTR_CHMOD, "chmod", G)              \
    X(INTR_GETUID, "getuid", G) X(INTR_GETGID, "getgid", G)                      \
    X(INTR_GETPID, "getpid", G) X(INTR_ACCESS, "access", G)                      \
    X(INTR_FPUTC, "fputc", G) X(INTR_FGETC, "fgetc", G) X(INTR_FPUT, "fput", G)  \
    X(INTR_FGET, "fget", G) X(INTR_LTIME, "ltime", G) X(INTR_GMTIME, "gmtime", G)\
    X(INTR_ITIME, "itime", G) X(INTR_IDATE, "idate", G) X(INTR_LINK, "link", G)  \
    X(INTR_SYMLNK, "symlnk", G) X(INTR_RENAME, "rename", G)                      \
    X(INTR_UNLINK, "unlink", G) X(INTR_CHDIR, "chdir", G) X(INTR_RAND, "rand", G)\
    X(INTR_IRAND, "irand", G) X(INTR_SRAND, "srand", G) X(INTR_MCLOCK, "mclock", G)\
    X(INTR_MCLOCK8, "mclock8", G) X(INTR_KILL, "kill", G)                        \
    X(INTR_GETCWD, "getcwd", G) X(INTR_HOSTNM, "hostnm", G)                      \
    X(INTR_SYSTEM, "system", G) X(INTR_ETIME, "etime", G) X(INTR_DTIME, "dtime", G)\
    X(INTR_CTIME, "ctime", G) X(INTR_FDATE, "fdate", G) X(INTR_SECOND, "second", G)\
    X(INTR_UMASK, "umask", G) X(INTR_ISATTY, "isatty", G)                        \
    X(INTR_TTYNAM, "ttynam", G) X(INTR_PERROR, "perror", G)                      \
    X(INTR_GERROR, "gerror", G) X(INTR_IERRNO, "ierrno", G) X(INTR_FNUM, "fnum", G)\
    X(INTR_GETLOG, "getlog", G) X(INTR_GETENV, "getenv", G)                      \
    X(INTR_EXECUTE_COMMAND_LINE, "execute_command_line", G)                      \
    /* Fortran 2018 additions */                                                 \
    X(INTR_RANK, "rank", I)

typedef enum {
    INTR_NONE,
#define X(id, name, cls) id,
    INTRINSIC_LIST(X)
#undef X
    INTR__COUNT
} IntrinsicId;

/* The device-only intrinsics are the range INTR_DEVICE_FIRST..INTR_DEVICE_LAST. */
#define INTR_DEVICE_FIRST INTR_SYNCTHREADS
#define INTR_DEVICE_LAST INTR_GLOBALTIMER

IntrinsicId intrinsic_lookup(const char *name);      /* INTR_NONE if not intrinsic */
/* The model numbers of a REAL kind (4, 8, 10, 16) for the inquiry
 * intrinsics; NULL for another kind. */
typedef struct RealModel {
    int kind, digits, precision, range, max_exponent, min_exponent;
    creal huge, tiny, epsilon;
} RealModel;
const RealModel *real_model(int kind);
/* DIGITS/PRECISION/RANGE/HUGE/... of type t folded (sema/intrinsics.c), or NULL. */
ConstVal *intrinsic_type_inquiry(IntrinsicId id, Type *t);
/* "%Qa"-style exact hexadecimal spelling of v rounded to REAL(kind), for LLVM constants. */
const char *creal_hex(creal v, int kind);
/* The bytes of a constant as stored (an array's elements in order, a
 * derived type's components at their offsets); NULL when not foldable. */
const unsigned char *cv_storage(const ConstVal *c, int64_t *n);
creal creal_round(creal v, int kind); /* to REAL(kind)'s precision */
/* Decimal digits of a 128-bit integer. */
const char *i128_text(__int128 v);

const char *intrinsic_name(IntrinsicId id);
int intrinsic_required_args(IntrinsicId id);   /* leading arguments that are not OPTIONAL; -1 unknown */

/* A GNU library procedure (class G) as gfortran calls it: the entry of its
 * function form and of its subroutine form (NULL where it has none) and
 * one code per dummy (in the table's order) saying how the entry takes it:
 *   i  INTEGER in, by reference as INTEGER(4)   j  INTEGER in, as INTEGER(8)
 *   v  INTEGER in, by value as INTEGER(4)       p  INTEGER in, by value as size_t
 *   q  INTEGER(8) address, by value as a pointer
 *   b  LOGICAL in, by value as LOGICAL(4)       R  REAL in, by reference as REAL(4)
 *   c  CHARACTER in                             C  CHARACTER out
 *      (address; the lengths follow all other arguments, as size_t)
 *   a  INTEGER(4) rank-1 array out (descriptor) A  REAL(4) rank-1 array out
 *   o  INTEGER out, through an INTEGER(4)       O  INTEGER out, through INTEGER(8)
 *   r  REAL out, through a REAL(4)
 *   z  no dummy: a hidden INTEGER(4) 0 by value
 * An entry named *_i4* has an *_i8* twin taken for an INTEGER(8) 'a' array,
 * whose 'i' and 'o' arguments and INTEGER result are INTEGER(8).
 * A code followed by '?' is an optional dummy (NULL, or 0 by value, when absent).
 * Function results: i INTEGER(4), I INTEGER(8), P INTEGER(8) from a pointer,
 * r REAL(4), l LOGICAL(4). */
typedef struct GnuProc {
    IntrinsicId id;
    const char *dummies;                 /* keyword names, comma-separated */
    const char *fn, *fn_codes;           /* function form: entry, argument codes */
    char fn_result;
    const char *sub, *sub_codes;         /* subroutine form */
} GnuProc;
const GnuProc *gnu_proc(IntrinsicId id); /* NULL unless class G */
bool gnu_wide_variant(const GnuProc *g, Node **args, int nargs, bool as_subroutine);

/* ------------------------------------------------------------------ */
/* CUDA Fortran rules (sema/check_cuda*.c)                             */
/* ------------------------------------------------------------------ */

/* Checks the CUDA Fortran rules of the guide on the fully typed unit (run
 * at the end of sema_run when opts.cuda != CUDA_MODE_OFF). Returns false
 * after reporting at least one error. */
bool sema_check_cuda(TranslationUnit *tu);

/* -Minfo (sema/info.c): sema_run collects what it reports on the CUDA
 * Fortran; codegen adds a line per loop the optimizer transformed or left
 * (info_loop_note: 'line' of the main source); info_flush prints them all
 * on stderr, by procedure, once the source is compiled. */
void info_loop_note(int line, const char *text);
void info_flush(void);

/* ------------------------------------------------------------------ */
/* Module files                                                        */
/* ------------------------------------------------------------------ */

/* Writes <dir>/<module>.mod for module scope 's' (docs/modfile.md). */
bool modfile_write(Symbol *module, const char *dir);
/* Finds and reads <name>.mod along opts.module_dir, opts.include_dirs, ".".
 * Returns the module symbol with its scope, or NULL after an error at 'loc'. */
Symbol *modfile_read(const char *name, Loc loc);

#endif
