/* cg.h — codegen's internal header: the CG context passed first everywhere.
 * One IR generator, parameterized by target (DESIGN.md): host (x86-64),
 * device (nvptx64-nvidia-cuda) and emulated device (x86-64, device rules).
 * Files by concern: types.c (Type → LLVMTypeRef, descriptors), proc.c
 * (procedures, dummies, locals, module variables, main), stmt.c (control
 * flow, assignment), expr.c (scalar expressions, designators), array.c
 * (scalarized array expressions and sections), io.c (libgfortran I/O),
 * intrinsics.c (intrinsic procedures), char.c (character operations),
 * device.c / launch.c (CUDA), emit.c (target machines, passes, output),
 * debug.c (-g: DWARF for variables; debug_llvm.cpp wraps C++-only DIBuilder calls).
 */
#ifndef CUF90_CG_H
#define CUF90_CG_H

#include "../sema/sema.h"
#include "../rt/cuf90rt.h"

/* Largest array initializer built element by element (a zero one of any size is a
   zeroinitializer); beyond it the compile would take gigabytes. */
#define CG_MAX_CONST_ELEMS ((int64_t)1 << 24)

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

typedef struct CG CG;

/* How a variable's storage is reached (codegen's view of a Symbol). */
typedef enum {
    CV_SCALAR,      /* addr = the scalar (or character string) */
    CV_ARRAY,       /* addr = first element of contiguous storage; lb/ext per dim */
    CV_DESC,        /* addr = gfortran descriptor (allocatable, pointer, assumed-shape) */
} CgVarKind;

typedef struct CgVar {
    CgVarKind kind;
    Symbol *sym;
    LLVMValueRef fn;          /* function where addr is valid; NULL for globals */
    LLVMValueRef addr;
    LLVMValueRef len;         /* character length (i64), NULL if the type's constant length */
    int rank;
    LLVMValueRef lb[15], ext[15]; /* CV_ARRAY: lower bound, extent (i64); ext[rank-1] NULL if assumed-size */
    bool assumed_shape;       /* CV_DESC from an assumed-shape dummy: lower bounds from the spec */
    bool optional;            /* addr may be NULL (absent optional dummy) */
    bool is_static;           /* a global (module variable, SAVE) */
    bool indirect;            /* CV_SCALAR allocatable/pointer: addr holds the data's address */
    bool automatic;           /* CV_ARRAY storage from malloc, freed at scope exit */
    bool derived_allocs;      /* CV_SCALAR derived type: free its allocatable components at exit */
    bool equivalenced;        /* shares storage with others by EQUIVALENCE */
    LLVMValueRef cfi;         /* a BIND(C) procedure's ALLOCATABLE/POINTER dummy: its C descriptor, written at exit */
    LLVMValueRef len_slot;    /* deferred-length character scalar: i64 holding the current length */
    int frame_slot;           /* slot in the host frame, -1 if none */
    int dev_space;            /* automatic storage from cuf90_dev_alloc (CUF90_SPACE_*), 0 = malloc */
    LLVMValueRef wide;        /* a loop variable narrower than 64 bits inside its loop, which never
                                 redefines it: an i64 slot holding its value's sign extension */
    LLVMValueRef elem_size;   /* a CLASS array being allocated: its dynamic type's size (i64), elements not initialized */
} CgVar;

/* Target hooks: what differs between host, device and emulated device. */
typedef struct CgTargetHooks {
    unsigned (*var_addrspace)(CG *cg, Symbol *s);    /* address space of a variable's storage */
    LLVMValueRef (*thread_index)(CG *cg, int which, int axis); /* threadidx/blockidx/... (device) */
} CgTargetHooks;

/* EXIT/CYCLE targets of the enclosing DO constructs. */
typedef struct CgLoop {
    struct CgLoop *outer;
    const char *name;
    LLVMBasicBlockRef exit_bb, cycle_bb;
} CgLoop;

/* A labelled statement's block. */
typedef struct CgLabel {
    int label;
    LLVMBasicBlockRef bb;
} CgLabel;

typedef enum {
    CG_TARGET_HOST,     /* host subprograms, launch stubs */
    CG_TARGET_NVPTX,    /* global/device subprograms for the GPU */
    CG_TARGET_EMU,      /* global/device subprograms compiled for the host (-Mcuda=emu) */
} CgTarget;

struct CG {
    CgTarget target;
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTargetMachineRef tm;
    LLVMTargetDataRef td;
    TranslationUnit *tu;

    /* cached types */
    LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_i128, t_f32, t_f64;
    LLVMTypeRef t_ptr;        /* generic address space 0 */
    LLVMTypeRef t_size;       /* size_t / index_type (i64) */

    /* current procedure */
    Symbol *proc;             /* NULL at module level */
    LLVMValueRef fn;
    LLVMBasicBlockRef return_bb;
    LLVMValueRef alt_return;     /* i32 slot of RETURN n in a subroutine with '*' dummies */
    Node *entry_stmt;            /* the ENTRY statement the function being lowered starts at */
    LLVMBasicBlockRef entry_point;
    LLVMValueRef alloca_point; /* allocas are inserted before this instruction */

    /* debug info (-g) */
    LLVMDIBuilderRef di;
    LLVMMetadataRef di_file, di_cu, di_scope;
    LLVMMetadataRef di_module;    /* the module whose procedures are being lowered (DW_TAG_module) */
    struct CgDebug *dbg;          /* debug.c's caches */
    bool di_lines_only;           /* only line locations: -gpu=lineinfo, -Minfo without -g (no variables) */

    /* added by the codegen core */
    const CgTargetHooks *hooks;
    LLVMBasicBlockRef entry_bb;   /* allocas only; branches to the body at the end */
    CgVar *result;                /* function result variable */
    LLVMValueRef result_char;     /* character function: hidden result address */
    PtrVec cleanups;              /* CgVar* deallocated/freed at every exit of the procedure */
    CgLoop *loops;
    CgLabel *labels;
    int nlabels, labels_cap;
    Scope *host_scope;            /* internal procedure: the host's scope */
    LLVMValueRef frame;           /* host: its frame; internal procedure: the frame argument */
    LLVMTypeRef frame_type;
    PtrVec frame_vars;            /* Symbol* in frame slot order (host) */
    LLVMValueRef *elem_idx;       /* scalarizer: 0-based loop indices of the current element */
    int elem_rank;
    LLVMValueRef frame_ptr_fn;    /* function whose frame is cached in frame */
    LLVMTypeRef t_desc[16];       /* cached descriptor types by rank */
    LLVMTypeRef t_dim, t_dtype;
    const char *src_name;         /* source file name for messages */
    Node *unit;                   /* the program unit being lowered */
    Node *cuf_kernel;             /* device pass: the CUF loop nest being emitted (N_CUF_KERNEL) */
    PtrVec stmt_temps;            /* heap temporaries freed after the current statement */
    int stmt_serial, stmt_counter; /* identifies the statement being lowered */
    Scope *prologue_scope;        /* lower_proc: the scope whose locals are being bound (bound on demand meanwhile) */
    bool prologue_main;
    Scope *spec_scope;            /* cg_bind_actuals: the callee whose specification expressions are evaluated at a call */
    PtrVec spec_locals;           /* pairs (Symbol*, its cg before) of the callee's locals bound for inquiries */
    LLVMValueRef tbaa_desc, tbaa_data; /* TBAA access tags (emit.c), built on first use */
    struct DescHoist *desc_hoist; /* array.c: descriptor fields and static scalars loaded before the loop being lowered */
};

/* types.c */
LLVMTypeRef cg_type(CG *cg, Type *t);                /* scalar element type */
LLVMTypeRef cg_float_type(CG *cg, int kind);         /* REAL(kind): float, double, x86_fp80, fp128 */
LLVMTypeRef cg_desc_type(CG *cg, int rank);          /* gfortran descriptor of rank */
int64_t cg_comp_elems(const Symbol *c);              /* a component's elements; -1: shape not constant */

/* expr.c: values and addresses kept apart */
LLVMValueRef cg_expr(CG *cg, Node *e);               /* rvalue of a scalar expression */
LLVMValueRef cg_addr(CG *cg, Node *e);               /* address of a designator */
LLVMValueRef cg_convert(CG *cg, LLVMValueRef v, Type *from, Type *to);
/* character values: address and length (i64) */
void cg_char_expr(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);

/* helpers */
LLVMValueRef cg_alloca(CG *cg, LLVMTypeRef t, const char *name); /* in the entry block */
void cg_side_function(CG *cg, LLVMValueRef fn, void (*body)(CG *cg, LLVMValueRef fn, void *ctx), void *ctx);
unsigned cg_array_alignment(CG *cg, LLVMTypeRef t);          /* psABI: arrays >= 16 bytes 16, >= 32 bytes 32 */
LLVMBasicBlockRef cg_begin_function(CG *cg, LLVMValueRef fn, Symbol *proc, Node *unit); /* proc.c */
LLVMBasicBlockRef cg_enter_entry(CG *cg);         /* builder to the entry block; returns where it was */
LLVMValueRef cg_const_i32(CG *cg, int64_t v);
LLVMValueRef cg_const_i64(CG *cg, int64_t v);
LLVMValueRef cg_global_string(CG *cg, const char *s, size_t len, const char *name); /* NUL-terminated constant */
/* Declares (once) and calls an external function, e.g. a libgfortran entry. */
LLVMValueRef cg_call_extern(CG *cg, const char *name, LLVMTypeRef ret,
                            LLVMTypeRef *param_types, int nparams,
                            LLVMValueRef *args, int nargs, bool varargs);
LLVMBasicBlockRef cg_new_block(CG *cg, const char *name);
void cg_set_loc(CG *cg, Loc loc);                    /* debug location for following instructions */

LLVMValueRef cg_const_int(CG *cg, LLVMTypeRef t, int64_t v);
LLVMValueRef cg_const_real(CG *cg, LLVMTypeRef t, double v);
LLVMValueRef cg_const_creal(CG *cg, int kind, creal v);       /* exact, any REAL kind */
LLVMValueRef cg_cplx_div(CG *cg, Type *t, LLVMValueRef a, LLVMValueRef b); /* a / b of COMPLEX type t */
void cg_mark_used(LLVMModuleRef m, LLVMValueRef g);   /* into @llvm.compiler.used */
void cg_add_global_ctor(LLVMModuleRef m, LLVMValueRef fn); /* into @llvm.global_ctors */
void cg_need_strtoflt128(CG *cg);                     /* reading REAL(16): see emit.c */
LLVMValueRef cg_llvm_intrinsic(CG *cg, const char *name, LLVMTypeRef *over, int nover, LLVMValueRef *args,
                               int nargs);                   /* llvm.* (REAL(16) math: libquadmath) */
LLVMValueRef cg_const_val(CG *cg, ConstVal *cv, Type *t);     /* scalar constant of type t */
/* finit.c: -finit-*: the starting value (one element) of a local without an
 * initializer, NULL when none applies; its stores at entry for a local on the stack. */
ConstVal *cg_finit_value(Symbol *s);
bool cg_has_default_init(DerivedType *dt);  /* a component (also of a nested type) has a default initialization */
void cg_finit_store(CG *cg, CgVar *v, ConstVal *cv);
/* "At line N of file F" for gfortran's run-time error entries. */
LLVMValueRef cg_where_string(CG *cg, Loc loc);
void cg_runtime_error_if(CG *cg, Loc loc, LLVMValueRef bad, const char *fmt, LLVMValueRef *args, int nargs);
bool cg_block_open(CG *cg);                          /* current block lacks a terminator */
void cg_cond_br(CG *cg, LLVMValueRef cond, LLVMBasicBlockRef t, LLVMBasicBlockRef f);
void cg_br(CG *cg, LLVMBasicBlockRef bb);            /* branch unless already terminated */
LLVMValueRef cg_to_bool(CG *cg, LLVMValueRef v);     /* logical value → i1 */
LLVMTypeRef cg_fn_type_of(LLVMValueRef fn);

/* types.c */
LLVMTypeRef cg_type_derived(CG *cg, DerivedType *dt);
LLVMValueRef cg_elem_size(CG *cg, Type *t, LLVMValueRef char_len); /* bytes (i64) */
int cg_bt_code(Type *t);
bool cg_cfi_dummy(Symbol *d);                       /* a BIND(C) dummy taking a C descriptor (expr.c) */
bool cg_bind_c_char_no_len(Symbol *p, Symbol *d); /* no hidden CHARACTER length (BIND(C)) */
int cg_cfi_type_code(Type *t);                      /* its CFI_type_t */
LLVMValueRef cg_to_cfi(CG *cg, LLVMValueRef cfi, LLVMValueRef desc, int rank, int attribute, LLVMValueRef elem_len,
                       Type *t);                    /* expr.c: rt/cfi.c's cuf90_to_cfi */                             /* gfortran BT_* of a type */
bool cg_type_is_char(Type *t);
int64_t cg_char_const_len(Type *t);                  /* -1 when not constant */

/* proc.c */
CgVar *cg_var(CG *cg, Symbol *s);                    /* storage of a variable, bound on first use */
Symbol *cg_ultimate(Symbol *s);                      /* follows USE association */
LLVMValueRef cg_proc_fn(CG *cg, Symbol *proc);       /* declares (once) the LLVM function */
const char *cg_mangle(CG *cg, Symbol *s);
bool cg_has_alt_returns(Symbol *p);                  /* subroutine with '*' dummies: returns the RETURN index */
bool cg_result_by_desc(Symbol *p);                   /* array/allocatable result: hidden descriptor first */
/* how a function returns a scalar result: -ff2c's f2c/g77 convention, or
 * through a hidden first argument for a C MEMORY-class struct (proc.c) */
typedef enum { F2C_NONE, F2C_DOUBLE, F2C_HIDDEN } F2cResult;
F2cResult cg_f2c_result(Symbol *p);
bool cg_result_returns_ref(Symbol *p);               /* scalar allocatable/pointer result: its address returned */
LLVMValueRef cg_char_len_of(CG *cg, CgVar *v);       /* i64 length of a character variable */
void cg_emit_cleanups(CG *cg, PtrVec *list);         /* deallocate allocatables, free automatic arrays */
void cg_bind_locals(CG *cg, Scope *sc, PtrVec *cleanups);  /* BLOCK construct locals */

/* expr.c */
LLVMValueRef cg_call(CG *cg, Symbol *proc, NodeList *args, Node *site); /* returns the result or NULL */
/* A character function call with its hidden result address and length. */
LLVMValueRef cg_call_char(CG *cg, Symbol *proc, NodeList *args, Node *site, LLVMValueRef res, LLVMValueRef len);
LLVMValueRef cg_present(CG *cg, Node *e);
/* Dummies bound to a call's actual arguments while the callee's
 * specification expressions are evaluated at the call site. */
void *cg_bind_actuals(CG *cg, Symbol *p, NodeList *args);
void cg_unbind_actuals(CG *cg, Symbol *p, void *state);            /* i1: optional dummy is present */
LLVMValueRef cg_expr_i64(CG *cg, Node *e);           /* integer expression widened to i64 */
LLVMValueRef cg_wide_index(CG *cg, Node *e);         /* i64 value from loop variables' CgVar.wide, or NULL */
LLVMValueRef cg_logical_cond(CG *cg, Node *e);       /* logical expression → i1 */

/* array.c: descriptors, elements, sections, scalarization */
LLVMValueRef cg_desc_field(CG *cg, LLVMValueRef desc, int rank, int field); /* address; 0 base,1 offset,2 dtype,3 span */
LLVMValueRef cg_class_view_desc(CG *cg, Node *e);
LLVMValueRef cg_desc_dim(CG *cg, LLVMValueRef desc, int rank, int dim, int which); /* address; 0 stride,1 lb,2 ub */
LLVMValueRef cg_array_base(CG *cg, CgVar *v);        /* address of the first element (ptr) */
void cg_bind_declared_bounds(CG *cg, CgVar *v);      /* CV_ARRAY: lb/ext from the symbol's explicit shape */
LLVMValueRef cg_declared_char_len(CG *cg, Symbol *s); /* CHARACTER(len=expr): max(expr, 0); NULL if constant/assumed */
LLVMValueRef cg_array_lbound(CG *cg, CgVar *v, int dim);   /* i64 */
LLVMValueRef cg_array_extent(CG *cg, CgVar *v, int dim);   /* i64 */
LLVMValueRef cg_array_size(CG *cg, CgVar *v);        /* i64 product of extents */
LLVMValueRef cg_desc_size(CG *cg, LLVMValueRef desc, int rank); /* the same of a descriptor */
LLVMValueRef cg_element_addr(CG *cg, Node *ref);     /* N_ARRAY_REF with scalar subscripts */
/* Extents of an array-valued expression (rank > 0); returns the rank. */
int cg_shape(CG *cg, Node *e, LLVMValueRef *ext);
/* Runs body once per element of an ext[0..rank) iteration space, column-major,
 * with cg->elem_idx set to the 0-based indices. */
void cg_scalarize(CG *cg, int rank, LLVMValueRef *ext, void (*body)(CG *, void *), void *data);
/* In such a body: the current element's address in a contiguous buffer. */
LLVMValueRef cg_scalar_elem_addr(CG *cg, LLVMValueRef data, LLVMValueRef *ext, int rank, LLVMValueRef esize);
void cg_array_assign(CG *cg, Node *lhs, Node *rhs);
LLVMValueRef cg_scalar_once(CG *cg, Node *e);   /* a scalar operand evaluated before the element loops, or NULL */
/* A descriptor (alloca) describing an array expression's designator (whole or section). */
LLVMValueRef cg_make_desc(CG *cg, Node *e);
/* The descriptor p => e stores: e in place (a span where needed); NULL when e has no fixed strides. */
LLVMValueRef cg_pointer_target_desc(CG *cg, Node *e);
/* cg_make_desc for an actual the callee may define; *back non-NULL: call cg_copy_back(e, *back) after the call. */
LLVMValueRef cg_make_arg_desc(CG *cg, Node *e, LLVMValueRef *back);
LLVMValueRef cg_scalar_desc(CG *cg, Type *t, LLVMValueRef addr, LLVMValueRef elem_len); /* rank 0 */
/* A contiguous rank-'rank' array of extents ext at addr, lower bounds 1. */
LLVMValueRef cg_shape_desc(CG *cg, Type *t, LLVMValueRef addr, int rank, LLVMValueRef *ext, LLVMValueRef elem_len);
void cg_copy_back(CG *cg, Node *e, LLVMValueRef back);
void cg_pointer_remap(CG *cg, LLVMValueRef slot, Node *lhs, Node *rhs); /* p(lo:[hi], ...) => t, lhs the N_ARRAY_REF */
LLVMValueRef cg_array_char_len(CG *cg, Node *e);     /* element length (i64) of a CHARACTER array expression */
bool cg_is_contiguous_ref(Node *e);
LLVMValueRef cg_is_contiguous(CG *cg, Node *e);      /* IS_CONTIGUOUS(e): i1 */
LLVMValueRef cg_contiguous_desc(CG *cg, LLVMValueRef desc, int rank, LLVMValueRef data); /* desc's shape at data, contiguous */
/* Element of an array constructor at the scalarizer's current index
 * (materialized once per statement by cg_shape). */
LLVMValueRef cg_ctor_elem_addr(CG *cg, Node *e);
LLVMValueRef cg_ctor_size(CG *cg, Node *e);
LLVMValueRef cg_ctor_elem_len(CG *cg, Node *e);      /* element length of a CHARACTER constructor */
LLVMValueRef cg_call_elem_addr(CG *cg, Node *e);     /* element of an array-valued call's result */
LLVMValueRef cg_call_elem_len(CG *cg, Node *e);      /* its element length (CHARACTER results) */
/* An array expression evaluated into a contiguous temporary freed after the statement. */
LLVMValueRef cg_array_temp(CG *cg, Node *e, LLVMValueRef *ext, int *rank);
void cg_array_untemp(CG *cg, Node *e, LLVMValueRef data, LLVMValueRef *ext, int rank);
void cg_free_stmt_temps(CG *cg, int mark);
bool cg_expr_mentions(Node *e, Symbol *s);           /* e references variable s (by name) */

/* alloc.c */
void cg_allocate(CG *cg, Node *s);
void cg_deallocate(CG *cg, Node *s);
LLVMValueRef cg_allocated(CG *cg, Node *e);          /* i1 */
void cg_dealloc_var(CG *cg, CgVar *v, Loc loc, bool checked);
void cg_dealloc_var_final(CG *cg, CgVar *v, Loc loc, bool checked); /* DEALLOCATE, scope exit: v finalized */
void cg_alloc_shape(CG *cg, CgVar *v, LLVMValueRef *lb, LLVMValueRef *ub, Loc loc, LLVMValueRef stat);
CgVar *cg_alloc_object(CG *cg, Node *e); /* a variable or component ALLOCATE names */
LLVMValueRef cg_whole_lbound(CG *cg, Node *e, int d); /* lbound of a whole array, else 1 */
void cg_desc_init_null(CG *cg, CgVar *v);
bool cg_derived_has_alloc(DerivedType *dt);
/* pdt.c: objects of parameterized types with LEN parameters */
bool cg_pdt_needs_init(const Type *t);  /* LEN values to store, LEN-dependent storage to allocate */
void cg_pdt_init(CG *cg, LLVMValueRef base, LLVMValueRef count, Type *t); /* count objects at base */
void cg_pdt_check_dummy(CG *cg, Symbol *d, LLVMValueRef addr);          /* -fcheck: its LEN values */
void cg_derived_copy_allocs(CG *cg, LLVMValueRef obj, DerivedType *dt);
void cg_derived_free_allocs(CG *cg, LLVMValueRef obj, DerivedType *dt);
void cg_free_alloc_component(CG *cg, LLVMValueRef obj, Symbol *c, DerivedType *dt); /* one component of it */
void cg_derived_free_array(CG *cg, LLVMValueRef base, LLVMValueRef n, DerivedType *dt);
void cg_derived_init_array(CG *cg, LLVMValueRef base, LLVMValueRef n, Type *t);
/* A structure constructor's value for an array, pointer or allocatable component of obj; false: store it plainly. */
bool cg_ctor_component(CG *cg, LLVMValueRef obj, Symbol *c, Node *a);
/* s = rhs for a deferred-length allocatable character scalar (reallocates). */
void cg_assign_deferred_char(CG *cg, CgVar *v, Node *rhs);

/* assumed_rank.c: DIMENSION(..) objects, their inquiries, SELECT RANK */
bool cg_is_assumed_rank(Node *e);                    /* e names an assumed-rank object */
LLVMValueRef cg_ar_desc(CG *cg, Node *e);            /* its descriptor */
LLVMValueRef cg_ar_rank(CG *cg, LLVMValueRef desc);  /* i64 dtype.rank */
LLVMValueRef cg_ar_elem_len(CG *cg, LLVMValueRef desc); /* i64 dtype.elem_len */
LLVMValueRef cg_ar_inquiry(CG *cg, IntrinsicId id, Node *a, Node *dim, Type *t); /* RANK, SIZE, [LU]BOUND(DIM=) */
LLVMValueRef cg_ar_shape_extent(CG *cg, Node *a);    /* extent of SHAPE/LBOUND/UBOUND(a) */
LLVMValueRef cg_ar_bound_element(CG *cg, IntrinsicId id, Node *a, LLVMValueRef k, Type *t);
LLVMValueRef cg_ar_rebased(CG *cg, LLVMValueRef desc); /* copy with lower bounds 1 (rt/cfi.c) */
void cg_select_rank(CG *cg, Node *s);
LLVMValueRef cg_ar_class_actual(CG *cg, Node *a, LLVMValueRef desc); /* CLASS assumed-rank: {desc15, vtable} */
LLVMValueRef cg_ar_class_vptr(CG *cg, LLVMValueRef container);

/* stmt.c */
/* CALL of elemental u (NULL: an intrinsic whose argument 'written' alone is defined): the
 * arguments with those that read a defined variable staged in temporaries, or NULL */
NodeList *cg_elemental_staged_args(CG *cg, Node *s, Symbol *u, int written);
Node *cg_staged_array(CG *cg, Node *v); /* v evaluated into a temporary, a name for it */
void cg_stmts(CG *cg, NodeList *body);
/* array.c: before a loop whose body cannot change any descriptor, loads the
 * descriptor fields of the arrays it references once, and the values of the
 * module, COMMON and SAVE scalars it reads and never defines (true: the
 * caller ends it with cg_desc_hoist_end after the loop) */
bool cg_desc_hoist_begin(CG *cg, Node *loop);
void cg_desc_hoist_end(CG *cg);
LLVMValueRef cg_hoisted_scalar(CG *cg, CgVar *v); /* its value loaded before the loop, or NULL */

/* io.c */
void cg_io_stmt(CG *cg, Node *s);                    /* PRINT/WRITE/READ/OPEN/CLOSE/... */
void cg_stop_stmt(CG *cg, Node *s);                  /* STOP / ERROR STOP */

/* device_io.c: PRINT and STOP in device code (io.c hands them over). */
void cg_device_io_stmt(CG *cg, Node *s);
void cg_device_stop_stmt(CG *cg, Node *s, bool error);
/* device_check.c: -Mbounds under -Mcuda=emu, the alignment of an access at
 * addr of an object of type t: what = CG_ACCESS_VARIABLE, _ELEMENT (of an
 * array) or _COMPONENT, for the message. */
enum { CG_ACCESS_VARIABLE, CG_ACCESS_ELEMENT, CG_ACCESS_COMPONENT };
void cg_device_check_align(CG *cg, Loc loc, LLVMValueRef addr, Type *t, const char *name, int what);
/* emu_loops.c: under -Mcuda=emu, turns kernel fn (finished, before the
 * optimizer) into a loop over its block's threads when nothing it may reach
 * synchronizes; returns whether it did (the emulator then calls it once
 * per block: CUF90_EMU_BLOCK_LOOP, rt/emu.h). */
bool cg_emu_thread_loop(CG *cg, LLVMValueRef fn);
/* The function attribute of an emulated kernel in which only each block's
 * first thread works (CUF kernels): the loop is over the blocks only. */
#define CG_EMU_FIRST_THREAD "cuf90-emu-first-thread"
/* Whether the step of a DO loop of emulated device code is computed from
 * gridDim (a grid-stride loop); do_loop then marks its back edge, where the
 * thread loops of a kernel run the threads in lock step (emu_loops.c). */
bool cg_emu_grid_stride(LLVMValueRef step);
void cg_emu_mark_grid_stride(CG *cg, LLVMValueRef back_edge);
/* A DO loop of emulated device code with constant bounds: a kernel run in
 * uniform passes unrolls it fully when short (emu_loops.c). */
void cg_emu_mark_short_loop(CG *cg, LLVMValueRef back_edge, long long start, long long stop, long long step);

/* intrinsics.c */
LLVMValueRef cg_intrinsic_call(CG *cg, Node *e);     /* scalar-valued intrinsic functions */
/* intrinsics_gnu.c: a GNU library procedure (FTELL, STAT, ...); NULL for a subroutine */
LLVMValueRef cg_gnu_call(CG *cg, Node *e, bool as_subroutine);
/* A counted loop i = 0 .. n-1 (i64): cg_loop_begin returns i with the builder
 * in the body, cg_loop_end closes the loop. */
typedef struct CgCountedLoop {
    LLVMValueRef ctr, i;
    LLVMBasicBlockRef head, done;
} CgCountedLoop;
LLVMValueRef cg_loop_begin(CG *cg, CgCountedLoop *l, LLVMValueRef n, const char *name);
void cg_loop_end(CG *cg, CgCountedLoop *l);
void cg_intrinsic_subroutine(CG *cg, Node *call);    /* CALL random_number(...) etc. */

/* char.c */
LLVMValueRef cg_char_compare(CG *cg, Node *l, Node *r);  /* <0, 0, >0 as i32 */
void cg_char_assign(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, Node *rhs);
/* Deferred-length CHARACTER: the pointer slot (scalars) or descriptor
 * (arrays) and the address of the i64 length of a variable, dummy or
 * component; false when e is none of these. */
bool cg_deferred_char_ref(CG *cg, Node *e, LLVMValueRef *slot, LLVMValueRef *len_slot);
/* s = rhs into (slot, len_slot): allocatables reallocate, pointers copy. */
void cg_assign_deferred_at(CG *cg, LLVMValueRef slot, LLVMValueRef len_slot, bool pointer, Node *rhs);
bool cg_assign_deferred_char_stmt(CG *cg, Node *lhs, Node *rhs); /* false: lhs is not deferred-length */
bool cg_deferred_char_ptr_assign(CG *cg, Node *lhs, Node *rhs); /* p => t: false if p is not one */
void cg_deferred_char_ptr_target(CG *cg, LLVMValueRef slot, LLVMValueRef len_slot, Node *target);
LLVMValueRef cg_deferred_comp_len(CG *cg, Node *e);  /* i64 length of a deferred-length component reference */
/* Call of a function with a deferred-length scalar result: data address, *len. */
LLVMValueRef cg_call_deferred_char(CG *cg, Symbol *p, NodeList *args, Node *site, LLVMValueRef *len);
/* lhs = rhs for CHARACTER arrays with an array rhs (staging, reallocation); false if rhs is scalar. */
bool cg_char_array_assign(CG *cg, Node *lhs, Node *rhs);
LLVMValueRef cg_char_array_elem_len(CG *cg, Node *e); /* element length of a CHARACTER array expression */

/* io.c, intrinsics.c, char.c */
/* Character-valued intrinsic functions (trim, adjustl, adjustr, repeat, char,
 * achar, new_line): cg_char_expr calls this for an N_INTRINSIC_CALL whose
 * type is character; addr/len as for cg_char_expr. */
void cg_intrinsic_char(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);
/* a // b // ...: cg_char_expr calls this for N_BINARY TK_CONCAT. */
void cg_char_concat(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);
/* Copy with truncation / blank padding (memmove: overlap-safe). */
void cg_char_copy(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, LLVMValueRef src, LLVMValueRef slen);
LLVMValueRef cg_char_compare_values(CG *cg, LLVMValueRef a, LLVMValueRef alen,
                                    LLVMValueRef b, LLVMValueRef blen);
LLVMValueRef cg_char_temp(CG *cg, LLVMValueRef len, const char *name); /* i8 buffer of len bytes */
/* CHARACTER(KIND=4): 4 bytes a character, lengths in characters (gfortran's ABI). */
LLVMTypeRef cg_char_unit(CG *cg, int kind);          /* i8 or i32 */
LLVMValueRef cg_char_bytes(CG *cg, LLVMValueRef len, int kind); /* i64 len * kind */
LLVMValueRef cg_char_at(CG *cg, int kind, LLVMValueRef p, LLVMValueRef i); /* &p(i+1:i+1) */
LLVMValueRef cg_char_temp_k(CG *cg, LLVMValueRef len, int kind, const char *name);
void cg_char_copy_k(CG *cg, int kind, LLVMValueRef dst, LLVMValueRef dlen, LLVMValueRef src, LLVMValueRef slen);
LLVMValueRef cg_char_compare_values_k(CG *cg, int kind, LLVMValueRef a, LLVMValueRef alen, LLVMValueRef b,
                                      LLVMValueRef blen);
void cg_char_free_after_stmt(CG *cg, LLVMValueRef slot_with_ptr); /* free(*slot) after the statement */
/* A constant string of len characters of kind (4: s holds 4 bytes each). */
LLVMValueRef cg_global_string_k(CG *cg, const char *s, int64_t len, int kind, const char *name);
LLVMValueRef cg_char_len_i64(CG *cg, LLVMValueRef len);
/* Extents of RESHAPE/TRANSPOSE results (their shape is not their first
 * argument's): cg_shape should ask this for a non-elemental N_INTRINSIC_CALL
 * and use the rank it returns when nonzero. Elements of these and of
 * array-valued LBOUND/UBOUND/SHAPE come from cg_expr under the scalarizer. */
int cg_intrinsic_shape(CG *cg, Node *e, LLVMValueRef *ext);
/* intrinsics_lib.c: PACK, UNPACK, array-valued TRANSFER, FINDLOC of rank > 1,
 * computed once per statement into a temporary (cg_intrinsic_shape asks
 * cg_intrinsic_lib_shape first); then one element at a time. */
int cg_intrinsic_lib_shape(CG *cg, Node *e, LLVMValueRef *ext);
bool cg_intrinsic_lib_element(CG *cg, Node *e, LLVMValueRef *out);
bool cg_intrinsic_lib_char(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);
/* Scalar TRANSFER: the value, or (addr != NULL) a CHARACTER result's address and length. */
LLVMValueRef cg_transfer_scalar(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);
/* Scalar MAXVAL/MINVAL (addr/len) and MAXLOC/MINLOC (value) of a CHARACTER array. */
LLVMValueRef cg_char_extreme_scalar(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);
LLVMValueRef cg_matmul_element(CG *cg, Node *e);     /* intrinsics.c: element (elem_idx) of a MATMUL, summed in order */

/* device.c, launch.c, transfer.c: what device code and device data change
 * in the one generator (targets, storage, launches, transfers). */
bool cg_device_begin_proc(CG *cg, Node *u, CgTarget *saved); /* false: not lowered by this pass */
void cg_device_end_proc(CG *cg, CgTarget saved);
void cg_device_proc_created(CG *cg, Symbol *p, LLVMValueRef fn);
LLVMAttributeRef cg_enum_attr(CG *cg, const char *name);   /* emit.c: enum attribute by name */
void cg_add_byval(CG *cg, LLVMValueRef fn, unsigned idx, LLVMTypeRef t, Type *ft); /* byval(t) align(ft's) */
LLVMAttributeRef cg_type_attr(CG *cg, const char *name, LLVMTypeRef t); /* emit.c: type attribute */
/* emit.c: TBAA tags telling descriptor fields and Fortran data apart. */
void cg_tbaa_desc(CG *cg, LLVMValueRef access);      /* a load/store of a descriptor field */
void cg_tbaa_data(CG *cg, LLVMValueRef access, Type *t); /* a load/store of a variable or element of type t */
void cg_tbaa_var(CG *cg, LLVMValueRef access, Symbol *s); /* a load/store of variable s's own storage */
void cg_tbaa_ref(CG *cg, LLVMValueRef access, Node *ref); /* a load/store of designator ref */
bool cg_dummy_noalias(CG *cg, Symbol *d);
/* stmt.c: intrinsic assignment of a type whose components (nested) have a
 * type-bound ASSIGNMENT(=): after the copy of v into dst, those calls */
bool cg_has_component_assignment(Type *t);
void cg_component_assignments(CG *cg, Type *t, LLVMValueRef dst, LLVMValueRef v, Loc loc);
bool cg_assign_may_overlap(Node *lhs, Node *rhs);    /* array.c: lhs = rhs needs its rhs staged */            /* emit.c: host dummy may be a noalias parameter */
bool cg_c32_by_value(Symbol *d);                   /* BIND(C) COMPLEX(4) VALUE: <2 x float> */
LLVMValueRef cg_c32_to_vec(CG *cg, LLVMValueRef z);  /* {float, float} -> <2 x float> */
LLVMValueRef cg_c32_from_vec(CG *cg, LLVMValueRef v);
bool cg_char_by_value(Symbol *d);                  /* BIND(C) CHARACTER(1) VALUE: a char */
bool cg_value_by_ref(Symbol *proc, Symbol *d);       /* kernel VALUE dummy passed by address */
bool cg_proc_is_kernel(Symbol *p);
bool cg_value_presence_flag(Symbol *p, Symbol *d);
bool cg_value_by_address(Symbol *d);                 /* OPTIONAL VALUE of derived type: by address, copied by the callee */  /* OPTIONAL VALUE scalar: a hidden presence flag follows the arguments */
CgVar *cg_device_var(CG *cg, Symbol *s);             /* threadidx & co in device code, else NULL */
CgVar *cg_device_module_var_on_host(CG *cg, Symbol *s, CgVar *shadow);
LLVMValueRef cg_device_storage(CG *cg, CgVar *v, LLVMTypeRef st, LLVMValueRef bytes, PtrVec *cleanups);
bool cg_device_module_var(CG *cg, Symbol *s, const char *mangled); /* true: do not bind here */
void cg_device_module_var_done(CG *cg, Symbol *s, CgVar *v);
bool cg_device_intrinsic(CG *cg, Node *e, LLVMValueRef *out);
Node *cg_find_format(CG *cg, Node *s, int label); /* io.c: the FORMAT statement of a label */
/* device_warp.c: the warp-synchronous intrinsics with masks, cache-hinted loads and stores, timers */
bool cg_device_warp_intrinsic(CG *cg, Node *e, LLVMValueRef *out);
void cg_define_cg_builtin(CG *cg, LLVMValueRef fn, const char *name); /* device_cg.c */
void cg_define_wmma(CG *cg, LLVMValueRef fn, const char *name); /* device_wmma.c */
/* device_fmt.c: formatted output in device code. The writers put a field
 * (and a NUL) in out, at most CG_DEV_FMT_FIELD bytes, and return its
 * length; rec_put/rec_end build the statement's records in rec. */
enum { CG_FMT_E, CG_FMT_D, CG_FMT_EN, CG_FMT_G, CG_FMT_ES, CG_FMT_F, CG_FMT_SP = 16, CG_FMT_R8 = 32,
       CG_FMT_EXP_SHIFT = 8, CG_DEV_FMT_FIELD = 720 };
LLVMValueRef cg_dev_fmt_real(CG *cg, LLVMValueRef out, LLVMValueRef v, int w, int d, int flags, int k);
LLVMValueRef cg_dev_fmt_int(CG *cg, LLVMValueRef out, LLVMValueRef v, int bits, int radix, int w, int m, int flags);
void cg_dev_rec_put(CG *cg, LLVMValueRef rec, LLVMValueRef state, LLVMValueRef text, LLVMValueRef n);
void cg_dev_rec_end(CG *cg, LLVMValueRef rec, LLVMValueRef state);
LLVMValueRef cg_dev_builtin_body(CG *cg, LLVMBuilderRef b, const char *op, LLVMValueRef *x, unsigned np,
                                 LLVMTypeRef rt);
LLVMValueRef cg_warp_shuffle(CG *cg, int k, LLVMValueRef mask, Node *var, Node *lane, Node *width, Type *t);
void cg_device_mark_load(CG *cg, Node *e, LLVMValueRef load); /* read-only kernel array: ld.global.nc */
const char *cg_math_function(CG *cg, IntrinsicId id, int kind);
bool cg_device_lower(CG *host);                      /* the device pass and image, after the host pass */
bool cg_is_device_target(CG *cg);
int cg_dev_space(CG *cg, Symbol *s);
LLVMValueRef cg_mem_alloc(CG *cg, Symbol *s, LLVMValueRef bytes, Loc loc);
void cg_mem_free(CG *cg, Symbol *s, LLVMValueRef p);
void cg_device_after_alloc(CG *cg, CgVar *v, Loc loc);
bool cg_transfer_assign(CG *cg, Node *s);
void cg_device_derived_init(CG *cg, LLVMValueRef dev, LLVMValueRef n, Type *t, LLVMValueRef bytes, Loc loc);
void cg_hostify_reads(CG *cg, Node *e);  /* an intrinsic reading device data in host code: host copies first */
Symbol *cg_host_temp_symbol(const char *name, Type *t, Loc loc); /* a host variable codegen makes up */
/* A copy of bytes between memory spaces through the runtime (kind: CUF90_MEMCPY_*). */
void cg_memcpy_space(CG *cg, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes, int kind, Loc loc);
bool cg_on_device(CG *cg, Node *e);      /* host code: e designates DEVICE data (not managed) */
void cg_realloc_lhs(CG *cg, CgVar *v, Node *rhs, LLVMValueRef *ext, int r, Loc loc); /* array.c: F2003 (re)allocation of an allocatable lhs */
LLVMValueRef cg_file_string(CG *cg, Loc loc); /* the source file name for runtime messages */
void cg_launch(CG *cg, Node *s);
/* launch.c: the <<<grid, block, bytes, stream>>> items of a chevron (stream= too) */
void cg_launch_items(Node *cfg, Node **grid, Node **block, Node **bytes, Node **stream);
CgVar *cg_new_var(CG *cg, Symbol *s, CgVarKind kind); /* proc.c: a fresh variable record */
int cg_cudafor_extra_args(CG *cg, Symbol *p, NodeList *args, LLVMValueRef *vals, LLVMTypeRef *tys);
LLVMValueRef cg_cudafor_kernel_arg(CG *cg, Symbol *p, Node *a); /* a kernel actual: its descriptor */
void cg_cudafor_after_call(CG *cg, Symbol *p, NodeList *args); /* module device arrays after cudaMalloc/cudaFree */
/* intrinsics.c: COMPLEX EXP/LOG/SQRT/SIN/COS/SINH/COSH of z in GPU code (NULL for others) */
LLVMValueRef cg_device_complex_math(CG *cg, IntrinsicId id, Type *t, LLVMValueRef z);
LLVMValueRef cg_complex_libm_wide(CG *cg, const char *base, Type *t, LLVMValueRef *z, int n); /* COMPLEX(10|16): csqrtl/cpowq ... */
/* cuf_kernel.c: !$cuf kernel do in a GPU build. The host pass launches an
 * outlined kernel (cg_cuf_kernel); the device pass emits every such kernel
 * (cg_cuf_lower_kernels, after cg_lower_units); cg_cuf_has_kernels tells it
 * that a unit without device subprograms still needs an image. */
void cg_cuf_kernel(CG *cg, Node *s);
void cg_cuf_lower_kernels(CG *cg);
/* SUM/MAXVAL/MINVAL of a whole DEVICE array in host code as a CUF kernel
 * reduction (cuf_kernel.c); false when e is no such reference. */
bool cg_cuf_device_reduction(CG *cg, Node *e, LLVMValueRef *out);
bool cg_cuf_device_reducible(CG *cg, Node *e);  /* e would be lowered so: its operands stay on the device */
void cg_cuf_forget_kernels(void);   /* after the image: drop the unit's built kernels */
bool cg_cuf_has_kernels(CG *cg);

/* omp.c: OpenMP constructs through libgomp (docs/openmp.md) */
void cg_omp(CG *cg, Node *s);
/* proc.c: fresh per-thread storage for s in the current function (s->cg is
 * replaced; the caller keeps and restores the old binding) */
CgVar *cg_bind_private(CG *cg, Symbol *s, PtrVec *cleanups);
void cg_debug_outlined(CG *cg, Node *at, const char *linkage); /* -g: a subprogram for an outlined function */
/* stmt.c: a DO construct's body with EXIT/CYCLE going to exit_bb/cycle_bb */
void cg_loop_body(CG *cg, Node *loop, LLVMBasicBlockRef exit_bb, LLVMBasicBlockRef cycle_bb);

/* debug.c: -g, DWARF for variables (docs/codegen.md) */
void cg_init_debug_info(CG *cg, bool device, bool lines_only); /* emit.c: DIBuilder, compile unit */
void cg_debug_vars(CG *cg, Symbol *p, Scope *sc);    /* a procedure's dummies and locals, once bound */
LLVMMetadataRef cg_debug_module(CG *cg, Node *module); /* its DW_TAG_module */
void cg_debug_builtin(CG *cg, CgVar *v);             /* threadidx & co of an emulated kernel */
void cg_debug_prologue(CG *cg);                      /* the entry block of a finished function: line 0 */
void cg_debug_private(CG *cg, Symbol *s, CgVar *v);  /* an OpenMP private copy, described by: */
void cg_debug_outlined_vars(CG *cg, Symbol **caps, CgVar **vars, int ncaps, Scope *unit_scope);
void cg_debug_module_var(CG *cg, Node *module, Symbol *s, CgVar *v);

/* oop.c: associate names, CLASS containers {data, vtable}, vtables, dispatch */
LLVMTypeRef cg_class_type(CG *cg);                   /* the container {ptr data, ptr vtable} */
bool cg_is_class_sym(Symbol *s);                     /* scalar CLASS variable or component */
bool cg_is_class_array_sym(Symbol *s);             /* CLASS array kept as gfortran's container {descriptor, vtable} */
LLVMTypeRef cg_class_array_type(CG *cg, int rank);
LLVMValueRef cg_class_array_vptr_slot(CG *cg, LLVMValueRef container, int rank); /* where its vtable is */
LLVMValueRef cg_declared_vtab(CG *cg, Type *t);     /* CLASS of declared type t, unallocated: t's vtable, NULL for CLASS(*) */
void cg_class_array_finalize(CG *cg, CgVar *v);
void cg_class_array_ptr_vtab(CG *cg, LLVMValueRef slot, int rank, Node *p, Node *target); /* p => target: the vtable */     /* every element through the dynamic type's _final */
LLVMValueRef cg_class_array_dyn(CG *cg, Node *s, CgVar *v, Node *src, LLVMValueRef *vt); /* ALLOCATE: dynamic size and vtable */
void cg_class_array_fill(CG *cg, CgVar *v, LLVMValueRef vt, Node *src, bool mold); /* ALLOCATE: vtable stored, elements from SOURCE=/MOLD=/default */
LLVMValueRef cg_class_array_actual(CG *cg, Node *a, LLVMValueRef desc); /* what such a dummy receives for actual a */
LLVMValueRef cg_class_array_vptr(CG *cg, Symbol *s);
void cg_class_reset_vtab(CG *cg, Symbol *s, LLVMValueRef container); /* the declared type again */
void cg_class_comp_copy(CG *cg, Symbol *c, LLVMValueRef ca); /* deep copy of a CLASS component's data */
void cg_class_comp_free(CG *cg, Symbol *c, LLVMValueRef ca);
LLVMValueRef cg_call_class_container(CG *cg, Node *e); /* a call's CLASS array result, materialized */
void cg_class_explicit_dummy(CG *cg, CgVar *v); /* explicit-shape/assumed-size CLASS dummy: its container */
LLVMValueRef cg_class_explicit_actual(CG *cg, Node *a, int rank, LLVMValueRef c);
LLVMValueRef cg_class_absent_if_null(CG *cg, LLVMValueRef c); /* an empty container passed as absent */
LLVMValueRef cg_class_array_of(CG *cg, Node *e); /* container of a whole CLASS array designator, or NULL */
LLVMValueRef cg_class_array_expr_vptr(CG *cg, Node *e); /* the dynamic type of CLASS array (section) e */
LLVMValueRef cg_vtab(CG *cg, Type *t);               /* vtable of a dynamic type */
LLVMValueRef cg_vtab_len(CG *cg, Type *t, LLVMValueRef len); /* CHARACTER of run-time length len: the runtime's */
LLVMValueRef cg_proc_pointer_initial(CG *cg, Symbol *s); /* oop.c: => f of a procedure pointer, or NULL */
LLVMValueRef cg_class_container(CG *cg, Node *e);    /* container of e (a temporary for TYPE(t)) */
LLVMValueRef cg_class_elem_container(CG *cg, Node *a); /* elemental call: the current element of a in a container */
LLVMValueRef cg_class_vptr(CG *cg, LLVMValueRef container);
LLVMValueRef cg_vtab_size(CG *cg, LLVMValueRef vt); /* oop.c: the dynamic type's size */
LLVMValueRef cg_dispatch_fn(CG *cg, Node *site);     /* procedure of a call with site->dispatch */
LLVMValueRef cg_vtab_binding(CG *cg, LLVMValueRef vptr, int slot); /* the procedure of a binding's slot */
/* The address a call jumps to when it is not a direct call of p: a binding
 * of a CLASS object or a procedure pointer (variable, component); or NULL. */
LLVMValueRef cg_indirect_callee(CG *cg, Node *site, Symbol *p);
void cg_bind_proc_pointer(CG *cg, Symbol *s);        /* storage of a local procedure pointer */
CgVar *cg_module_proc_pointer(CG *cg, Symbol *s, bool define); /* a module's procedure pointer (global slot) */
bool cg_result_is_proc_pointer(Symbol *p);          /* proc.c: p's result is a procedure pointer */
/* An actual argument that designates a procedure through a procedure-pointer
 * component or a function returning a procedure pointer: the procedure's
 * address, or a slot holding it for a POINTER dummy d; NULL for others. */
LLVMValueRef cg_proc_actual(CG *cg, Node *a, Symbol *d);
/* The procedure a procedure designator (procedure, procedure pointer or dummy,
 * procedure-pointer component, function returning a procedure pointer)
 * stands for: its address, NULL when disassociated; the target of a
 * procedure pointer assignment. */
LLVMValueRef cg_proc_target(CG *cg, Node *r);
LLVMValueRef cg_intrinsic_proc(CG *cg, const char *name, Loc loc); /* a specific intrinsic as a procedure (libgfortran's by-reference copy) */
/* expr.c: the address of a POINTER or ALLOCATABLE component's own slot
 * (cg_addr loads its target), for a scalar N_COMPONENT e. */
LLVMValueRef cg_component_slot(CG *cg, Node *e);
void cg_class_init(CG *cg, CgVar *v);                /* unallocated, declared type's vtable */
void cg_class_allocate(CG *cg, Node *s, CgVar *v, Node *src, Node *mold);
void cg_class_finalize(CG *cg, LLVMValueRef container);
void cg_type_finalize(CG *cg, DerivedType *dt, LLVMValueRef addr);
void cg_type_finalize_array(CG *cg, CgVar *v);       /* a local array (CV_ARRAY) going away */
void cg_type_finalize_desc(CG *cg, DerivedType *dt, LLVMValueRef desc); /* the array desc describes */
/* The object of type dt at data (desc: the array it describes) finalized and its components deallocated. */
void cg_final_object(CG *cg, DerivedType *dt, LLVMValueRef data, LLVMValueRef desc);
bool cg_type_needs_final(Type *t);
void cg_intent_out_finalize(CG *cg, CgVar *v);       /* an INTENT(OUT) derived dummy at entry */
bool cg_class_ptr_assign(CG *cg, Node *s, LLVMValueRef slot);
bool cg_class_assign(CG *cg, Node *s);               /* v = x for an allocatable CLASS v */
void cg_associate(CG *cg, Node *s);
void cg_select_type(CG *cg, Node *s);
void cg_module_vtabs(CG *cg, Node *module);         /* a module's object defines its types' vtables */
LLVMValueRef cg_type_inquiry(CG *cg, Node *a, Node *b, bool same); /* i1: SAME_TYPE_AS / EXTENDS_TYPE_OF */

/* io.c: the value of a control-list specifier of an I/O statement, or NULL. */
Node *cg_io_kw(Node *s, const char *name);

#endif
