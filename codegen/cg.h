/* cg.h — codegen's internal header: the CG context passed first everywhere.
 * One IR generator, parameterized by target (DESIGN.md): host (x86-64),
 * device (nvptx64-nvidia-cuda) and emulated device (x86-64, device rules).
 * Files by concern: types.c (Type → LLVMTypeRef, descriptors), proc.c
 * (procedures, dummies, locals, module variables, main), stmt.c (control
 * flow, assignment), expr.c (scalar expressions, designators), array.c
 * (scalarized array expressions and sections), io.c (libgfortran I/O),
 * intrinsics.c (intrinsic procedures), char.c (character operations),
 * device.c / launch.c (CUDA), emit.c (target machines, passes, output).
 */
#ifndef CUF90_CG_H
#define CUF90_CG_H

#include "../sema/sema.h"
#include "../rt/cuf90rt.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

typedef enum {
    CG_TARGET_HOST,     /* host subprograms, launch stubs */
    CG_TARGET_NVPTX,    /* global/device subprograms for the GPU */
    CG_TARGET_EMU,      /* global/device subprograms compiled for the host (-Mcuda=emu) */
} CgTarget;

typedef struct CG {
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
    LLVMValueRef alloca_point; /* allocas are inserted before this instruction */

    /* debug info (-g) */
    LLVMDIBuilderRef di;
    LLVMMetadataRef di_file, di_cu, di_scope;
} CG;

/* types.c */
LLVMTypeRef cg_type(CG *cg, Type *t);                /* scalar element type */
LLVMTypeRef cg_desc_type(CG *cg, int rank);          /* gfortran descriptor of rank */

/* expr.c: values and addresses kept apart */
LLVMValueRef cg_expr(CG *cg, Node *e);               /* rvalue of a scalar expression */
LLVMValueRef cg_addr(CG *cg, Node *e);               /* address of a designator */
LLVMValueRef cg_convert(CG *cg, LLVMValueRef v, Type *from, Type *to);
/* character values: address and length (i64) */
void cg_char_expr(CG *cg, Node *e, LLVMValueRef *addr, LLVMValueRef *len);

/* helpers */
LLVMValueRef cg_alloca(CG *cg, LLVMTypeRef t, const char *name); /* in the entry block */
LLVMValueRef cg_const_i32(CG *cg, int64_t v);
LLVMValueRef cg_const_i64(CG *cg, int64_t v);
LLVMValueRef cg_global_string(CG *cg, const char *s, size_t len, const char *name); /* NUL-terminated constant */
/* Declares (once) and calls an external function, e.g. a libgfortran entry. */
LLVMValueRef cg_call_extern(CG *cg, const char *name, LLVMTypeRef ret,
                            LLVMTypeRef *param_types, int nparams,
                            LLVMValueRef *args, int nargs, bool varargs);
LLVMBasicBlockRef cg_new_block(CG *cg, const char *name);
void cg_set_loc(CG *cg, Loc loc);                    /* debug location for following instructions */

/* stmt.c */
void cg_stmts(CG *cg, NodeList *body);

/* io.c */
void cg_io_stmt(CG *cg, Node *s);                    /* PRINT/WRITE/READ/OPEN/CLOSE/... */
void cg_stop_stmt(CG *cg, Node *s);                  /* STOP / ERROR STOP */

/* intrinsics.c */
LLVMValueRef cg_intrinsic_call(CG *cg, Node *e);     /* scalar-valued intrinsic functions */
void cg_intrinsic_subroutine(CG *cg, Node *call);    /* CALL random_number(...) etc. */

/* char.c */
LLVMValueRef cg_char_compare(CG *cg, Node *l, Node *r);  /* <0, 0, >0 as i32 */
void cg_char_assign(CG *cg, LLVMValueRef dst, LLVMValueRef dlen, Node *rhs);

#endif
