/* check_cuda.h — the CUDA Fortran rules checker's internal interfaces
 * (sema/check_cuda*.c only). The checker runs after sema has typed the whole
 * unit; it reads Symbol.space, Symbol.attrs, ProcInfo.cuda_attrs and the
 * typed AST and never re-derives what sema decided. Every rule it enforces
 * is listed, with the guide's wording and its test, in docs/cuda-rules.md.
 */
#ifndef CUF90_CHECK_CUDA_H
#define CUF90_CHECK_CUDA_H

#include "sema.h"

#include <string.h>

/* Where the statement being checked will run. */
typedef struct CudaCtx {
    Node *unit;            /* current program unit (N_PROGRAM..N_FUNCTION) */
    Node *module;          /* enclosing N_MODULE, or NULL */
    Node *host_unit;       /* unit containing this one (internal/module procedures) */
    unsigned ca;           /* CA_* of the unit; 0 for host code */
    bool device;           /* compiled for the device (DEVICE, GLOBAL, HOST+DEVICE) */
    bool host;             /* compiled for the host (plain, HOST, HOST+DEVICE) */
    bool uses_cudafor;     /* USE cudafor visible: SUM/MAXVAL/MINVAL take device arrays */
    /* inside the loop nest of a !$CUF KERNEL DO (host unit, device rules) */
    Node *cuf;             /* the N_CUF_KERNEL */
    Node *cuf_loops[16];   /* mapped N_DO loops, outermost first */
    int cuf_nloops;
    int cuf_base;          /* index in loops[] of the outermost mapped loop */
    PtrVec cuf_labels;     /* labels defined inside the CUF loop nest (intptr_t) */
    bool reported_array_syntax; /* one array-syntax error per statement */
    PtrVec reported;       /* variables already reported in this unit's device code ... */
    PtrVec reported_lines; /* ... and the line of each report (intptr_t) */
    Node *loops[64];       /* enclosing DO constructs of the statement, innermost last */
    int nloops;
} CudaCtx;

/* ---- check_cuda.c: walking and shared queries ---- */
/* Device-code rules apply (device subprograms and CUF kernel loop bodies). */
static inline bool cc_in_device(const CudaCtx *c) { return c->device || c->cuf; }
/* Host-data rules apply (host code outside CUF kernel loop bodies). */
static inline bool cc_in_host(const CudaCtx *c) { return !c->device && !c->cuf; }

Symbol *cc_resolve(Symbol *s);
const char *cc_call_name(Node *call, Symbol *target); /* as written: the generic, not its specific */
bool cc_first_report(CudaCtx *c, Symbol *s, Loc at); /* false when s was reported on that line */
Symbol *cc_base_symbol(Node *e);           /* variable at the root of a designator */
bool cc_is_designator(Node *e);
MemSpace cc_designator_space(Node *e);     /* space of the data a designator names */
bool cc_space_is_device(MemSpace sp);
bool cc_strided_section(Node *e);          /* section with a stride or vector subscript */
bool cc_dummy_needs_contiguous(Symbol *d); /* explicit-shape or assumed-size array dummy */      /* lives only on the device (device, constant, shared, texture) */
const char *cc_space_keyword(MemSpace sp); /* "DEVICE", "CONSTANT", ... */
bool cc_proc_from_intrinsic_module(Symbol *p);
Symbol *cc_call_target(Node *call);        /* specific procedure of N_CALL / N_FUNC_CALL */
IntrinsicId cc_call_intrinsic(Node *call); /* CALL of an intrinsic subroutine, else INTR_NONE */
const char *cc_unit_name(Node *unit);
const char *cc_unit_kind_name(Node *unit); /* "subroutine", "function", "program", "module" */
void cc_stmts(CudaCtx *c, NodeList *body);
void cc_expr(CudaCtx *c, Node *e);         /* device-code walk of an expression */
bool cc_explicit_save(Node *unit, const char *name);
bool cc_has_use(Node *unit, const char *module);

/* ---- check_cuda_proc.c: subprogram attributes, nesting, who calls whom ---- */
void cc_check_unit_attrs(CudaCtx *c, Node *unit, Node *parent);
void cc_check_call(CudaCtx *c, Node *call, Symbol *target, bool is_function);
void cc_check_args(CudaCtx *c, Node *call, Symbol *target, NodeList *args);

/* ---- check_cuda_data.c: data attributes and where data may be declared ---- */
void cc_check_unit_data(CudaCtx *c, Node *unit);
void cc_check_block_data(CudaCtx *c, Node *block);  /* BLOCK construct declarations */
bool cc_type_allowed_on_device(Type *t);

/* ---- check_cuda_host.c: what host code may do with device data ---- */
void cc_host_stmt(CudaCtx *c, Node *s);
void cc_host_expr_nodev(CudaCtx *c, Node *e, const char *what);

/* ---- check_cuda_device.c: restrictions on device code ---- */
void cc_device_stmt(CudaCtx *c, Node *s);
void cc_device_expr_node(CudaCtx *c, Node *e);
bool cc_intrinsic_allowed_in_device(IntrinsicId id);
bool cc_is_device_specific(IntrinsicId id, Symbol *proc);
void cc_check_shared_sync(CudaCtx *c, Node *unit);

/* ---- check_cuda_launch.c: kernel launches <<<grid, block, bytes, stream>>> ---- */
void cc_check_launch(CudaCtx *c, Node *call, Symbol *kernel);
void cc_check_launch_config(CudaCtx *c, Node *cfg, bool cuf);

/* ---- check_cuda_cuf.c: !$CUF KERNEL DO ---- */
void cc_check_cuf_kernel(CudaCtx *c, Node *k);
void cc_cuf_expr_node(CudaCtx *c, Node *e);
void cc_cuf_stmt(CudaCtx *c, Node *s);

#endif
