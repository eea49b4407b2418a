/* emit.c — the codegen entry point: context, target machine, passes,
 * verification and output; small IR helpers shared by every codegen file. */
#include "cg.h"
#include "nvptx.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/BitWriter.h>

void cg_lower_units(CG *cg); /* proc.c */

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* Positions the builder at the end of the entry block (before its branch to
 * the body): where allocas and once-per-call initializations go. Returns
 * the block to go back to with LLVMPositionBuilderAtEnd. */
LLVMBasicBlockRef cg_enter_entry(CG *cg)
{
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(cg->b);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(cg->entry_bb);
    if (term)
        LLVMPositionBuilderBefore(cg->b, term);
    else
        LLVMPositionBuilderAtEnd(cg->b, cg->entry_bb);
    return cur;
}

/* Allocas all live in the entry block so that mem2reg promotes them and
 * loops do not grow the stack. */
/* The x86-64 psABI (3.1.2): an array variable of 16 bytes or more, local or
   global, is aligned to 16 bytes at least; C compilers and libraries count on
   it (cuRAND's host generators store to their output with movaps, gfortran's
   vectorized loops may align on it). GCC aligns arrays of 32 bytes or more to
   32, and so does cuf90, so that vector loops over them need no peeling. */
unsigned cg_array_alignment(CG *cg, LLVMTypeRef t)
{
    unsigned al = LLVMABIAlignmentOfType(cg->td, t);
    if (LLVMGetTypeKind(t) != LLVMArrayTypeKind || cg->target == CG_TARGET_NVPTX)
        return al; /* device data keeps its natural alignment (what nvcc's objects expect) */
    unsigned long long size = LLVMABISizeOfType(cg->td, t);
    unsigned want = size >= 32 ? 32 : size >= 16 ? 16 : al;
    return want > al ? want : al;
}

LLVMValueRef cg_alloca(CG *cg, LLVMTypeRef t, const char *name)
{
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMValueRef a = LLVMBuildAlloca(cg->b, t, name ? name : "");
    if (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
        LLVMSetAlignment(a, cg_array_alignment(cg, t));
    if (cur)
        LLVMPositionBuilderAtEnd(cg->b, cur);
    return a;
}

/* Builds the body of fn, a void function generated on the side while
 * another function is being lowered (a helper of a derived type's
 * components or of its vtable): the lowering state, the insertion point
 * and the debug location are saved around body(cg, fn, ctx), which emits
 * fn's statements between its entry and its return. */
void cg_side_function(CG *cg, LLVMValueRef fn, void (*body)(CG *cg, LLVMValueRef fn, void *ctx), void *ctx)
{
    CG saved = *cg;
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(cg->b);
    LLVMMetadataRef loc = LLVMGetCurrentDebugLocation2(cg->b);
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
    LLVMBasicBlockRef first = cg_begin_function(cg, fn, NULL, NULL);
    body(cg, fn, ctx);
    LLVMBuildBr(cg->b, cg->return_bb);
    LLVMPositionBuilderAtEnd(cg->b, cg->return_bb);
    LLVMBuildRetVoid(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg->entry_bb);
    LLVMBuildBr(cg->b, first);
    *cg = saved;
    if (cur)
        LLVMPositionBuilderAtEnd(cg->b, cur);
    LLVMSetCurrentDebugLocation2(cg->b, loc);
}

LLVMValueRef cg_const_i32(CG *cg, int64_t v) { return LLVMConstInt(cg->t_i32, (unsigned long long)v, true); }
LLVMValueRef cg_const_i64(CG *cg, int64_t v) { return LLVMConstInt(cg->t_i64, (unsigned long long)v, true); }
LLVMValueRef cg_const_int(CG *cg, LLVMTypeRef t, int64_t v) { (void)cg; return LLVMConstInt(t, (unsigned long long)v, true); }
LLVMValueRef cg_const_real(CG *cg, LLVMTypeRef t, double v) { (void)cg; return LLVMConstReal(t, v); }

/* Appends elem (of type elem_ty) to the appending global array 'name'
 * of m, which is made anew with the old elements and then elem. */
static void append_to_global_array(LLVMModuleRef m, const char *name, LLVMTypeRef elem_ty, LLVMValueRef elem,
                                   const char *section)
{
    LLVMValueRef old = LLVMGetNamedGlobal(m, name);
    LLVMValueRef init = old ? LLVMGetInitializer(old) : NULL;
    unsigned n = init ? (unsigned)LLVMGetArrayLength2(LLVMTypeOf(init)) : 0;
    LLVMValueRef *elems = malloc(sizeof *elems * (n + 1));
    for (unsigned i = 0; i < n; i++)
        elems[i] = LLVMGetAggregateElement(init, i);
    elems[n++] = elem;
    if (old)
        LLVMDeleteGlobal(old);
    LLVMValueRef arr = LLVMConstArray2(elem_ty, elems, n);
    free(elems);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(arr), name);
    LLVMSetInitializer(g, arr);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    if (section)
        LLVMSetSection(g, section);
}

/* Appends g to @llvm.compiler.used so no pass or linker drops it. */
void cg_mark_used(LLVMModuleRef m, LLVMValueRef g)
{
    LLVMTypeRef p = LLVMPointerTypeInContext(LLVMGetModuleContext(m), 0);
    append_to_global_array(m, "llvm.compiler.used", p, g, "llvm.metadata");
}

/* Appends fn, a void(void) function, to @llvm.global_ctors (priority 65535):
 * it runs before main. */
void cg_add_global_ctor(LLVMModuleRef m, LLVMValueRef fn)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c), p = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef ce_f[] = {i32, p, p};
    LLVMTypeRef ce = LLVMStructTypeInContext(c, ce_f, 3, 0);
    LLVMValueRef row_v[] = {LLVMConstInt(i32, 65535, 0), fn, LLVMConstNull(p)};
    append_to_global_array(m, "llvm.global_ctors", ce, LLVMConstNamedStruct(ce, row_v, 3), NULL);
}

/* libgfortran reads REAL(16) through a weak reference to libquadmath's
 * strtoflt128, which a static link resolves only when something else
 * references it: a program reading REAL(16) items references it here. */
void cg_need_strtoflt128(CG *cg)
{
    if (LLVMGetNamedGlobal(cg->mod, "__cuf90_strtoflt128_ref"))
        return;
    LLVMTypeRef params[2] = {cg->t_ptr, cg->t_ptr};
    LLVMTypeRef ft = LLVMFunctionType(LLVMFP128TypeInContext(cg->ctx), params, 2, false);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, "strtoflt128");
    if (!fn)
        fn = LLVMAddFunction(cg->mod, "strtoflt128", ft);
    LLVMValueRef g = LLVMAddGlobal(cg->mod, cg->t_ptr, "__cuf90_strtoflt128_ref");
    LLVMSetInitializer(g, fn);
    LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
    LLVMSetVisibility(g, LLVMHiddenVisibility);
    cg_mark_used(cg->mod, g);
}

/* Calls an overloaded LLVM intrinsic such as llvm.sqrt.f32. On fp128
 * (REAL(16)) the math intrinsics LLVM would lower to glibc's *f128
 * functions call libquadmath's *q functions instead, as gfortran does, so
 * that results (and printed digits) are gfortran's. */
LLVMValueRef cg_llvm_intrinsic(CG *cg, const char *name, LLVMTypeRef *over, int nover, LLVMValueRef *args,
                               int nargs)
{
    static const struct { const char *intr, *quad; } quad[] = {
        {"llvm.sqrt", "sqrtq"}, {"llvm.exp", "expq"}, {"llvm.log", "logq"}, {"llvm.log10", "log10q"},
        {"llvm.sin", "sinq"}, {"llvm.cos", "cosq"}, {"llvm.pow", "powq"}, {"llvm.floor", "floorq"},
        {"llvm.ceil", "ceilq"}, {"llvm.trunc", "truncq"}, {"llvm.round", "roundq"},
        {"llvm.maxnum", "fmaxq"}, {"llvm.minnum", "fminq"}, {"llvm.fma", "fmaq"},
    };
    if (cg->target != CG_TARGET_NVPTX && nover == 1 && LLVMGetTypeKind(over[0]) == LLVMFP128TypeKind)
        for (size_t i = 0; i < sizeof quad / sizeof quad[0]; i++)
            if (!strcmp(name, quad[i].intr)) {
                LLVMTypeRef params[3] = {over[0], over[0], over[0]};
                return cg_call_extern(cg, quad[i].quad, over[0], params, nargs, args, nargs, false);
            }
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, over, (size_t)nover);
    LLVMTypeRef ft = LLVMIntrinsicGetType(cg->ctx, id, over, (size_t)nover);
    return LLVMBuildCall2(cg->b, ft, fn, args, (unsigned)nargs, "");
}

/* A REAL(kind) constant of a folded value, exactly (its hexadecimal spelling). */
LLVMValueRef cg_const_creal(CG *cg, int kind, creal v)
{
    LLVMTypeRef t = cg_float_type(cg, kind);
    if (kind == 2 || kind == 4 || kind == 8)
        return LLVMConstReal(t, (double)v);
    return LLVMConstRealOfString(t, creal_hex(v, kind));
}

/* Private, unnamed_addr, NUL-terminated byte array; returns its address. */
LLVMValueRef cg_global_string(CG *cg, const char *s, size_t len, const char *name)
{
    LLVMValueRef init = LLVMConstStringInContext2(cg->ctx, s, len, false);
    LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name ? name : ".str");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, true);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g, 1);
    return g;
}

LLVMValueRef cg_global_string_k(CG *cg, const char *s, int64_t len, int kind, const char *name)
{
    if (kind == 1)
        return cg_global_string(cg, s, (size_t)len, name);
    /* NUL-terminated as gfortran's (one more character) */
    LLVMValueRef init = LLVMConstStringInContext2(cg->ctx, s, (size_t)len * 4 + 3, false);
    LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name ? name : ".str");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, true);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g, 4);
    return g;
}

LLVMValueRef cg_where_string(CG *cg, Loc loc)
{
    char *s = arena_printf(cu_arena, "At line %d of file %s", loc.line,
                           loc.file ? loc.file->name : cg->src_name);
    return cg_global_string(cg, s, strlen(s), ".where");
}

/* -fcheck's failures, as gfortran's: when 'bad' holds, "At line N of file F"
 * and "Fortran runtime error: " with fmt (printf's, the args i64 or C
 * strings) through _gfortran_runtime_error_at, which exits with status 2.
 * A Loc of line 0 leaves out the "At line" (as libgfortran's own checks,
 * _gfortran_runtime_error). Host code only. */
void cg_runtime_error_if(CG *cg, Loc loc, LLVMValueRef bad, const char *fmt, LLVMValueRef *args, int nargs)
{
    LLVMBasicBlockRef fail = cg_new_block(cg, "check.fail"), ok = cg_new_block(cg, "check.ok");
    LLVMBuildCondBr(cg->b, bad, fail, ok);
    LLVMPositionBuilderAtEnd(cg->b, fail);
    bool at = loc.line > 0;
    LLVMValueRef av[8];
    int n = 0;
    if (at)
        av[n++] = cg_where_string(cg, loc);
    av[n++] = cg_global_string(cg, fmt, strlen(fmt), ".cmsg");
    for (int i = 0; i < nargs && i < 6; i++)
        av[n++] = args[i];
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
    cg_call_extern(cg, at ? "_gfortran_runtime_error_at" : "_gfortran_runtime_error", cg->t_void, pt, at ? 2 : 1,
                   av, n, true);
    LLVMBuildUnreachable(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, ok);
}

LLVMValueRef cg_call_extern(CG *cg, const char *name, LLVMTypeRef ret,
                            LLVMTypeRef *param_types, int nparams,
                            LLVMValueRef *args, int nargs, bool varargs)
{
    LLVMTypeRef ft = LLVMFunctionType(ret, param_types, (unsigned)nparams, varargs);
    LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
    if (!fn)
        fn = LLVMAddFunction(cg->mod, name, ft);
    return LLVMBuildCall2(cg->b, ft, fn, args, (unsigned)nargs, "");
}

LLVMBasicBlockRef cg_new_block(CG *cg, const char *name)
{
    return LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, name);
}

bool cg_block_open(CG *cg)
{
    LLVMBasicBlockRef bb = LLVMGetInsertBlock(cg->b);
    return bb && !LLVMGetBasicBlockTerminator(bb);
}

void cg_br(CG *cg, LLVMBasicBlockRef bb)
{
    if (cg_block_open(cg))
        LLVMBuildBr(cg->b, bb);
}

void cg_cond_br(CG *cg, LLVMValueRef cond, LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
    if (cg_block_open(cg))
        LLVMBuildCondBr(cg->b, cond, t, f);
}

LLVMValueRef cg_to_bool(CG *cg, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (t == cg->t_i1)
        return v;
    return LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstNull(t), "tobool");
}

LLVMTypeRef cg_fn_type_of(LLVMValueRef fn) { return LLVMGlobalGetValueType(fn); }

LLVMAttributeRef cg_enum_attr(CG *cg, const char *name)
{
    return LLVMCreateEnumAttribute(cg->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), 0);
}

/* A type attribute by name (byval(<t>) of kernel parameters). */
LLVMAttributeRef cg_type_attr(CG *cg, const char *name, LLVMTypeRef t)
{
    return LLVMCreateTypeAttribute(cg->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), t);
}

/* Parameter idx (1-based) of fn passes a t by value: byval(t) with the
 * Fortran type's alignment ft (NULL: t's). Derived types are packed LLVM
 * structs (ABI alignment 1): without align the PTX parameter was
 * `.align 1` and the driver could place a REAL(8) component at an
 * address not a multiple of 8 (CUDA_ERROR_MISALIGNED_ADDRESS). */
void cg_add_byval(CG *cg, LLVMValueRef fn, unsigned idx, LLVMTypeRef t, Type *ft)
{
    LLVMAddAttributeAtIndex(fn, idx, cg_type_attr(cg, "byval", t));
    uint64_t a = ft && ft->kind == TY_DERIVED && ft->derived && ft->derived->align > 0
                     ? (uint64_t)ft->derived->align : LLVMABIAlignmentOfType(cg->td, t);
    if (a > 1)
        LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(cg->ctx, LLVMGetEnumAttributeKindForName("align", 5), a));
}

/* A TBAA scalar type node {name, parent, 0}; parent NULL: cuf90's root. */
static LLVMMetadataRef tbaa_type(CG *cg, const char *name, LLVMMetadataRef parent)
{
    if (!parent) {
        LLVMMetadataRef root_name = LLVMMDStringInContext2(cg->ctx, "cuf90 TBAA", 10);
        parent = LLVMMDNodeInContext2(cg->ctx, &root_name, 1);
    }
    LLVMMetadataRef zero = LLVMValueAsMetadata(cg_const_i64(cg, 0));
    LLVMMetadataRef ty[3] = {LLVMMDStringInContext2(cg->ctx, name, strlen(name)), parent, zero};
    return LLVMMDNodeInContext2(cg->ctx, ty, 3);
}

/* The access tag {type, type, 0} of a type node. */
static LLVMValueRef tbaa_access_tag(CG *cg, LLVMMetadataRef type)
{
    LLVMMetadataRef zero = LLVMValueAsMetadata(cg_const_i64(cg, 0));
    LLVMMetadataRef tag[3] = {type, type, zero};
    return LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, tag, 3));
}

static LLVMValueRef tbaa_tag(CG *cg, const char *name)
{
    return tbaa_access_tag(cg, tbaa_type(cg, name, NULL));
}

static void set_tbaa(CG *cg, LLVMValueRef access, LLVMValueRef tag)
{
    if (!access || !(LLVMIsALoadInst(access) || LLVMIsAStoreInst(access)))
        return;
    LLVMSetMetadata(access, LLVMGetMDKindIDInContext(cg->ctx, "tbaa", 4), tag);
}

/* Descriptor fields (base address, bounds, strides) are never Fortran data
 * of an intrinsic type: with the two told apart, a store to an array
 * element does not force LLVM to reload the descriptor of any array
 * (module and host-associated allocatables, pointers, components) inside
 * the loop. Accesses left untagged (derived types, characters, runtime
 * blocks) alias everything, as before. */
void cg_tbaa_desc(CG *cg, LLVMValueRef access)
{
    if (!cg->tbaa_desc)
        cg->tbaa_desc = tbaa_tag(cg, "descriptor");
    set_tbaa(cg, access, cg->tbaa_desc);
}

static bool tbaa_intrinsic_type(Type *t)
{
    return t && (t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX || t->kind == TY_LOGICAL);
}

/* One tag for all intrinsic-type data: EQUIVALENCE and TRANSFER-style
 * reuse of storage stay correct across types. */
void cg_tbaa_data(CG *cg, LLVMValueRef access, Type *t)
{
    if (!tbaa_intrinsic_type(t))
        return;
    if (!cg->tbaa_data)
        cg->tbaa_data = tbaa_tag(cg, "data");
    set_tbaa(cg, access, cg->tbaa_data);
}

/* The name of the storage of variable s, the same in every procedure and
 * object that can name it, or NULL where other names may reach the same
 * storage. Distinct non-dummy variables never overlap in Fortran except
 * through EQUIVALENCE, COMMON (whose members another program unit may lay
 * out otherwise: the block is one storage) and pointers; every other way
 * to the storage (a dummy, a POINTER, C_LOC) is tagged plain "data", which
 * aliases every variable's tag. Left out: dummies (an actual may be passed
 * to two of them when a procedure is inlined twice), POINTERs, Cray
 * pointees, associate names, function results (ENTRY shares them), device
 * and managed data, device code. */
static const char *tbaa_storage_name(CG *cg, Symbol *s)
{
    if (cg->target != CG_TARGET_HOST || !s || s->kind != SYM_VARIABLE || !tbaa_intrinsic_type(s->type))
        return NULL;
    if (s->is_dummy || s->is_result || s->assoc || s->cray_pointer || s->cuda_builtin)
        return NULL;
    if (s->attrs & (A_POINTER | A_VOLATILE | A_ASYNCHRONOUS | A_DEVICE | A_MANAGED))
        return NULL;
    if (s->space != SPACE_HOST && s->space != SPACE_PINNED)
        return NULL;
    CgVar *v = s->cg;
    if (!v || v->equivalenced)
        return NULL;
    if (s->common)
        return arena_printf(cu_arena, "COMMON %s", s->common->name ? s->common->name : "");
    if (s->module)
        return arena_printf(cu_arena, "module %s, %s", s->module, s->name);
    Scope *sc = s->scope;
    while (sc && !sc->owner)
        sc = sc->parent;
    if (!sc || !sc->owner || !sc->owner->name)
        return NULL;
    return arena_printf(cu_arena, "%s, %s", sc->owner->name, s->name);
}

/* A load or store of variable s (a scalar, an element or a section of
 * it): its own TBAA type under "data", so that stores to one array do not
 * make LLVM reload another (NPB SP's solvers: a store to an allocatable's
 * element reloaded module arrays of the same type). Other variables get
 * cg_tbaa_data's tag. */
void cg_tbaa_var(CG *cg, LLVMValueRef access, Symbol *s)
{
    const char *name = tbaa_storage_name(cg, s);
    if (!name) {
        cg_tbaa_data(cg, access, s ? s->type : NULL);
        return;
    }
    /* LLVM uniques the nodes: the same name gives the same tag */
    LLVMMetadataRef data_type = tbaa_type(cg, "data", NULL);
    set_tbaa(cg, access, tbaa_access_tag(cg, tbaa_type(cg, name, data_type)));
}

/* The same for a designator: a variable's own tag when ref names the
 * variable itself or an element or section of it (not a component),
 * cg_tbaa_data's otherwise. */
void cg_tbaa_ref(CG *cg, LLVMValueRef access, Node *ref)
{
    Node *base = ref && ref->kind == N_ARRAY_REF ? ref->lhs : ref;
    if (base && base->kind == N_NAME && base->sym) {
        cg_tbaa_var(cg, access, cg_ultimate(base->sym));
        return;
    }
    cg_tbaa_data(cg, access, ref ? ref->type : NULL);
}

/* Whether a host procedure's dummy may be a noalias parameter. Fortran
 * (F2018 15.5.2.13) lets a dummy without TARGET or POINTER be modified only
 * through the dummy while the procedure runs, and gfortran relies on that:
 * so may we, for its storage or descriptor. Derived types are left out
 * (their pointer components may reach the actual), as are VALUE dummies,
 * dummy procedures, device and managed data, and device code (the
 * emulator's threads share memory between SYNCTHREADS, which LLVM does not
 * see). */
bool cg_dummy_noalias(CG *cg, Symbol *d)
{
    if (cg->target != CG_TARGET_HOST || !d || d->kind != SYM_VARIABLE || !d->type)
        return false;
    /* device and managed data may change under a running kernel */
    if (d->attrs & (A_TARGET | A_POINTER | A_VOLATILE | A_ASYNCHRONOUS | A_VALUE | A_DEVICE | A_MANAGED))
        return false;
    switch (d->type->kind) {
    case TY_INTEGER: case TY_REAL: case TY_COMPLEX: case TY_LOGICAL: case TY_CHARACTER:
        return true;
    default:
        return false;
    }
}

void cg_set_loc(CG *cg, Loc loc)
{
    if (!cg->di || !cg->di_scope || loc.line <= 0)
        return;
    LLVMMetadataRef l = LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)loc.line,
                                                         (unsigned)loc.col, cg->di_scope, NULL);
    LLVMSetCurrentDebugLocation2(cg->b, l);
}

/* ------------------------------------------------------------------ */
/* Target hooks                                                        */
/* ------------------------------------------------------------------ */

static unsigned host_var_addrspace(CG *cg, Symbol *s) { (void)cg; (void)s; return 0; }

static const CgTargetHooks host_hooks = {
    .var_addrspace = host_var_addrspace,
    .thread_index = NULL,
};

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */

static bool write_all(FILE *f, const char *p, size_t n)
{
    return fwrite(p, 1, n, f) == n;
}

/* Writes the module as 'kind' to out ("-" = stdout) through a temporary
 * file that is renamed into place, so an error never leaves partial output. */
static bool emit_output(CG *cg, CgEmitKind kind, const char *out)
{
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    char *text = NULL;
    const char *data;
    size_t len;
    switch (kind) {
    case CG_EMIT_LLVM_IR:
        text = LLVMPrintModuleToString(cg->mod);
        data = text;
        len = strlen(text);
        break;
    case CG_EMIT_LLVM_BC:
        buf = LLVMWriteBitcodeToMemoryBuffer(cg->mod);
        data = LLVMGetBufferStart(buf);
        len = LLVMGetBufferSize(buf);
        break;
    default:
        if (LLVMTargetMachineEmitToMemoryBuffer(cg->tm, cg->mod,
                                                kind == CG_EMIT_ASM ? LLVMAssemblyFile : LLVMObjectFile,
                                                &msg, &buf)) {
            error_noloc("internal error: cannot emit code: %s", msg ? msg : "?");
            LLVMDisposeMessage(msg);
            return false;
        }
        data = LLVMGetBufferStart(buf);
        len = LLVMGetBufferSize(buf);
        break;
    }
    bool ok = true;
    if (!strcmp(out, "-")) {
        ok = write_all(stdout, data, len) && fflush(stdout) == 0;
        if (!ok)
            error_noloc("cannot write to standard output");
    } else {
        char *tmp = arena_printf(cu_arena, "%s.tmpXXXXXX", out);
        int fd = mkstemp(tmp);
        FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
        if (!f) {
            error_noloc("cannot create '%s': %s", out, strerror(errno));
            ok = false;
        } else {
            ok = write_all(f, data, len);
            ok = (fclose(f) == 0) && ok;
            if (ok && rename(tmp, out) != 0)
                ok = false;
            if (!ok) {
                error_noloc("cannot write '%s': %s", out, strerror(errno));
                unlink(tmp);
            }
        }
    }
    if (text)
        LLVMDisposeMessage(text);
    if (buf)
        LLVMDisposeMemoryBuffer(buf);
    return ok;
}

/* A target machine for the host (x86-64, PIC) at optimization level ol;
 * *triple receives the target triple (dispose with LLVMDisposeMessage).
 * Shared by the compile (init_host_target) and the rdc device link. */
LLVMTargetMachineRef cg_host_target_machine(LLVMCodeGenOptLevel ol, char **triple)
{
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    char *err = NULL;
    if (LLVMGetTargetFromTriple(*triple, &target, &err)) {
        error_noloc("internal error: no LLVM target for '%s': %s", *triple, err ? err : "?");
        LLVMDisposeMessage(err);
        LLVMDisposeMessage(*triple);
        *triple = NULL;
        return NULL;
    }
    /* -mcmodel=medium/-Mlarge_arrays: static data beyond 2 GiB */
    return LLVMCreateTargetMachine(target, *triple, "x86-64", "", ol, LLVMRelocPIC,
                                   opts.code_model_medium ? LLVMCodeModelMedium : LLVMCodeModelDefault);
}

/* Sets module m's triple and data layout from tm; returns the data layout. */
LLVMTargetDataRef cg_set_module_target(LLVMModuleRef m, LLVMTargetMachineRef tm, const char *triple)
{
    LLVMSetTarget(m, triple);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *dl = LLVMCopyStringRepOfTargetData(td);
    LLVMSetDataLayout(m, dl);
    LLVMDisposeMessage(dl);
    return td;
}

static bool init_host_target(CG *cg)
{
    LLVMCodeGenOptLevel ol = opts.opt_level <= 0 ? LLVMCodeGenLevelNone
                             : opts.opt_level == 1 ? LLVMCodeGenLevelLess
                             : opts.opt_level == 2 ? LLVMCodeGenLevelDefault
                                                   : LLVMCodeGenLevelAggressive;
    char *triple;
    cg->tm = cg_host_target_machine(ol, &triple);
    if (!cg->tm)
        return false;
    cg->td = cg_set_module_target(cg->mod, cg->tm, triple);
    LLVMDisposeMessage(triple);
    return true;
}

static void init_types(CG *cg)
{
    LLVMContextRef c = cg->ctx;
    cg->t_void = LLVMVoidTypeInContext(c);
    cg->t_i1 = LLVMInt1TypeInContext(c);
    cg->t_i8 = LLVMInt8TypeInContext(c);
    cg->t_i16 = LLVMInt16TypeInContext(c);
    cg->t_i32 = LLVMInt32TypeInContext(c);
    cg->t_i64 = LLVMInt64TypeInContext(c);
    cg->t_i128 = LLVMInt128TypeInContext(c);
    cg->t_f32 = LLVMFloatTypeInContext(c);
    cg->t_f64 = LLVMDoubleTypeInContext(c);
    cg->t_ptr = LLVMPointerTypeInContext(c, 0);
    cg->t_size = cg->t_i64;
}

LLVMMetadataRef cg_di_compile_unit(LLVMDIBuilderRef b, LLVMMetadataRef file, const char *producer, bool optimized,
                                   LLVMDWARFEmissionKind kind); /* debug_llvm.cpp */
void cg_info_remarks(LLVMContextRef ctx, LLVMModuleRef host); /* info_llvm.cpp: -Minfo's loop lines */
long cg_llvm_set_unsigned_option(const char *name, unsigned value); /* pipeline_llvm.cpp */
long cg_llvm_unsigned_option(const char *name);

/* -g: the DIBuilder and compile unit of cg's module. device: the NVPTX
 * module, whose DWARF is version 2 (what ptxas reads); lines_only: only
 * .file/.loc directives in the PTX (-gpu=lineinfo, as nvcc -lineinfo),
 * else full DWARF (-gpu=debug, nvcc -G). On the host, lines_only is
 * -Minfo without -g: a line table for the optimizer's loop remarks and no
 * variables (debug.c describes none), so the code is what it is without
 * -Minfo; cg_run strips it after the pipeline. */
void cg_init_debug_info(CG *cg, bool device, bool lines_only)
{
    const char *path = cg->src_name;
    const char *slash = strrchr(path, '/');
    const char *file = slash ? slash + 1 : path;
    char dir[4096] = ".";
    if (slash)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    else if (!getcwd(dir, sizeof dir))
        strcpy(dir, ".");
    LLVMSetIsNewDbgInfoFormat(cg->mod, true); /* debug.c inserts declare records */
    cg->di = LLVMCreateDIBuilder(cg->mod);
    cg->di_lines_only = lines_only && !device;
    cg->di_file = LLVMDIBuilderCreateFile(cg->di, file, strlen(file), dir, strlen(dir));
    const char *producer = "cuf90";
    /* DICompileUnit::DebugDirectivesOnly is 3; the C enum stops at LineTablesOnly */
    cg->di_cu = cg_di_compile_unit(cg->di, cg->di_file, producer, device ? !opts.cuda_debug : opts.opt_level > 0,
                                   !lines_only ? LLVMDWARFEmissionFull
                                   : device    ? (LLVMDWARFEmissionKind)3
                                               : LLVMDWARFEmissionLineTablesOnly);
    LLVMAddModuleFlag(cg->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                      LLVMValueAsMetadata(cg_const_i32(cg, (int64_t)LLVMDebugMetadataVersion())));
    LLVMAddModuleFlag(cg->mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
                      LLVMValueAsMetadata(cg_const_i32(cg, device ? 2 : 5)));
}

/* -ffast-math: every floating-point operation of the host module may be
 * reassociated, contracted and assume no NaNs or infinities (gfortran's
 * -ffast-math); set before the pipeline so the vectorizer can use it. */
static void apply_host_fast_math(LLVMModuleRef mod)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (LLVMCanValueUseFastMathFlags(i))
                    LLVMSetFastMathFlags(i, LLVMFastMathAll);
}

static bool run_passes(CG *cg)
{
    if (opts.host_fast_math)
        apply_host_fast_math(cg->mod);
    char pipeline[32];
    int o = opts.opt_level < 0 ? 0 : opts.opt_level > 3 ? 3 : opts.opt_level;
    snprintf(pipeline, sizeof pipeline, "default<O%d>", o);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    /* LLVM's parser of "default<ON>" sets both vectorizers itself from the
     * level (setupOptionsForPipelineAlias), so these two calls only say
     * what runs: the loop and SLP vectorizers from -O2, as in clang. SLP
     * costs NPB SP's solvers about 10% (a 16-byte load of lhs(4:5,k)
     * after the previous iteration's store of lhs(3:4,k+1) cannot be
     * store-forwarded), but without it BT, LU, UA and FT ran 8-15% slower
     * (bench/host/README.md, NPB). */
    LLVMPassBuilderOptionsSetSLPVectorization(po, o >= 2);
    LLVMPassBuilderOptionsSetLoopVectorization(po, o >= 2);
    /* -O3's unroll threshold (300) is -O2's (150) for host code: with
     * 300, NPB MG's stencils ran 1.5x slower than at -O2 and nothing in
     * the suite gained. LLVM keeps it in a process-wide option, put back
     * after the run for the device pipeline. */
    long unroll_o3 = -1;
    if (o == 3) {
        long t = cg_llvm_unsigned_option("unroll-threshold-default");
        if (t >= 0)
            unroll_o3 = cg_llvm_set_unsigned_option("unroll-threshold-aggressive", (unsigned)t);
    }
    LLVMErrorRef err = LLVMRunPasses(cg->mod, pipeline, cg->tm, po);
    if (unroll_o3 >= 0)
        cg_llvm_set_unsigned_option("unroll-threshold-aggressive", (unsigned)unroll_o3);
    LLVMDisposePassBuilderOptions(po);
    if (err) {
        char *m = LLVMGetErrorMessage(err);
        error_noloc("internal error: optimization pipeline failed: %s", m);
        LLVMDisposeErrorMessage(m);
        return false;
    }
    return true;
}

/* Lowers the checked unit for the host and writes the requested output. */
bool cg_run(TranslationUnit *tu, CgEmitKind kind, const char *out_path)
{
    CG cgs = {0};
    CG *cg = &cgs;
    int errors_before = diag_error_count();
    cg->target = CG_TARGET_HOST;
    cg->hooks = &host_hooks;
    cg->tu = tu;
    cg->src_name = tu->src ? tu->src->name : "?";
    cg->ctx = LLVMContextCreate();
    cg->mod = LLVMModuleCreateWithNameInContext(cg->src_name, cg->ctx);
    LLVMSetSourceFileName(cg->mod, cg->src_name, strlen(cg->src_name));
    cg->b = LLVMCreateBuilderInContext(cg->ctx);
    init_types(cg);
    bool ok = init_host_target(cg);
    /* -Minfo without -g: a line table only while optimizing (the loop lines) */
    bool info_lines = opts.info && !opts.debug_info;
    if (ok) {
        if (opts.debug_info || info_lines)
            cg_init_debug_info(cg, false, info_lines);
        if (opts.info)
            cg_info_remarks(cg->ctx, cg->mod);
        cg_lower_units(cg);
        cg_device_lower(cg);
        if (cg->di)
            LLVMDIBuilderFinalize(cg->di);
        ok = diag_error_count() == errors_before;
    }
    if (ok) {
        char *msg = NULL;
        if (LLVMVerifyModule(cg->mod, LLVMReturnStatusAction, &msg)) {
            error_noloc("internal error: generated LLVM IR is invalid: %s", msg ? msg : "?");
            ok = false;
        }
        LLVMDisposeMessage(msg);
    }
    if (ok)
        ok = run_passes(cg);
    if (ok && info_lines)
        LLVMStripModuleDebugInfo(cg->mod);
    if (ok)
        ok = emit_output(cg, kind, out_path);
    if (cg->di)
        LLVMDisposeDIBuilder(cg->di);
    LLVMDisposeBuilder(cg->b);
    LLVMDisposeModule(cg->mod);
    if (cg->td)
        LLVMDisposeTargetData(cg->td);
    if (cg->tm)
        LLVMDisposeTargetMachine(cg->tm);
    LLVMContextDispose(cg->ctx);
    return ok;
}
