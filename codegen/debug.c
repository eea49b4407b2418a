/* debug.c — -g: DWARF for variables (docs/codegen.md "Debug information").
 *
 * emit.c makes the compile unit, proc.c a subprogram per procedure and a
 * location per statement; this file describes what lives in them: dummy
 * arguments (DW_TAG_formal_parameter, the hidden character lengths as
 * gfortran's artificial _name parameters), locals, module variables (in a
 * DW_TAG_module), COMMON blocks (DW_TAG_common_block), with Fortran base
 * types, derived types, CHARACTER as DW_TAG_string_type and arrays.
 *
 * Arrays with constant bounds and storage are plain DW_TAG_array_types.
 * Every other array is described through a gfortran descriptor: the
 * DW_TAG_array_type has DW_AT_data_location, DW_AT_allocated or
 * DW_AT_associated and bound and byte-stride expressions that read the
 * descriptor at DW_OP_push_object_address (what gfortran emits, and what
 * gdb's Fortran mode understands). Allocatables and pointers are described
 * through their own descriptor. Arrays whose bounds are known only at run
 * time but that have none (explicit-shape dummies a(n), automatic arrays,
 * assumed-size dummies) and assumed-shape dummies (whose lower bounds come
 * from the declaration, not the actual's descriptor) get a shadow
 * descriptor under -g: a stack descriptor filled at entry that only the
 * debugger reads. Without -g nothing here runs.
 *
 * The C API of LLVM 19 lacks dynamic arrays, string types, common blocks
 * and a second !dbg on a global: debug_llvm.cpp wraps those DIBuilder
 * calls. */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

/* debug_llvm.cpp */
LLVMMetadataRef cg_di_subrange(LLVMDIBuilderRef b, LLVMMetadataRef count, LLVMMetadataRef lower,
                               LLVMMetadataRef upper, LLVMMetadataRef stride);
LLVMMetadataRef cg_di_array_type(LLVMDIBuilderRef b, uint64_t size_bits, uint32_t align_bits,
                                 LLVMMetadataRef elem, LLVMMetadataRef *subs, unsigned nsubs,
                                 LLVMMetadataRef data_location, LLVMMetadataRef associated,
                                 LLVMMetadataRef allocated);
LLVMMetadataRef cg_di_string_type(LLVMDIBuilderRef b, const char *name, uint64_t size_bits,
                                  LLVMMetadataRef len_var);
LLVMMetadataRef cg_di_common_block(LLVMDIBuilderRef b, LLVMMetadataRef scope, LLVMMetadataRef decl,
                                   const char *name, LLVMMetadataRef file, unsigned line);
LLVMMetadataRef cg_di_module(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                             LLVMMetadataRef file, unsigned line);
void cg_di_global_add(LLVMValueRef g, LLVMMetadataRef gve);
LLVMMetadataRef cg_di_bound_variable(LLVMMetadataRef scope, LLVMMetadataRef file, unsigned line,
                                     LLVMMetadataRef type);

LLVMMetadataRef cg_di_assumed_rank_type(LLVMDIBuilderRef b, LLVMMetadataRef elem, LLVMMetadataRef rank,
                                        LLVMMetadataRef lower, LLVMMetadataRef upper, LLVMMetadataRef stride,
                                        LLVMMetadataRef data_location, LLVMMetadataRef associated,
                                        LLVMMetadataRef allocated);

enum {
    DW_OP_constu = 0x10, DW_OP_over = 0x14, DW_OP_plus = 0x22, DW_OP_deref_size = 0x94,
    DW_OP_lit0 = 0x30, DW_OP_deref = 0x06, DW_OP_plus_uconst = 0x23, DW_OP_minus = 0x1c,
    DW_OP_mul = 0x1e, DW_OP_ne = 0x2e, DW_OP_push_object_address = 0x97,
    DW_ATE_boolean = 0x02, DW_ATE_complex_float = 0x03, DW_ATE_float = 0x04, DW_ATE_signed = 0x05,
    DW_ATE_unsigned_char = 0x08,
    DW_TAG_structure_type = 0x13,
};

/* gfortran's descriptor (types.c): dtype.rank (a byte) at 28, span at 32,
 * dim[d] at 40 + 24 d with stride, lbound, ubound. */
enum { DESC_RANK = 28, DESC_SPAN = 32, DESC_DIM = 40, DESC_DIM_SIZE = 24 };

typedef struct DebugTypeEntry {
    DerivedType *dt;
    LLVMMetadataRef md;
} DebugTypeEntry;

/* What the descriptions of one module need to remember. */
struct CgDebug {
    DebugTypeEntry *types;     /* derived types described so far */
    int ntypes, cap;
    PtrVec modules;            /* (const char *name, LLVMMetadataRef DW_TAG_module) pairs */
    LLVMValueRef fn;           /* the function whose variables ... */
    PtrVec described;          /* ... these Symbols are described in */
    PtrVec privates;           /* (Symbol, CgVar) pairs of the outlined function being lowered */
};

static struct CgDebug *state(CG *cg)
{
    if (!cg->dbg) {
        cg->dbg = arena_alloc(cu_arena, sizeof(struct CgDebug));
        memset(cg->dbg, 0, sizeof(struct CgDebug));
    }
    return cg->dbg;
}

/* Whether s is described in the current function already; marks it. */
static bool described(CG *cg, Symbol *s)
{
    struct CgDebug *st = state(cg);
    if (st->fn != cg->fn) {
        st->fn = cg->fn;
        st->described.len = 0;
    }
    for (int i = 0; i < st->described.len; i++)
        if (st->described.data[i] == s)
            return true;
    vec_push(&st->described, s);
    return false;
}

static LLVMMetadataRef expr(CG *cg, const uint64_t *ops, size_t n)
{
    return LLVMDIBuilderCreateExpression(cg->di, (uint64_t *)ops, n);
}

static LLVMMetadataRef basic(CG *cg, const char *name, uint64_t bits, unsigned enc)
{
    return LLVMDIBuilderCreateBasicType(cg->di, name, strlen(name), bits, enc, LLVMDIFlagZero);
}

static uint64_t bits_of(CG *cg, LLVMTypeRef t) { return 8 * LLVMABISizeOfType(cg->td, t); }
static uint32_t align_of(CG *cg, LLVMTypeRef t) { return 8 * LLVMABIAlignmentOfType(cg->td, t); }

static LLVMMetadataRef pointer_to(CG *cg, LLVMMetadataRef t)
{
    return LLVMDIBuilderCreatePointerType(cg->di, t, 64, 64, 0, "", 0);
}

/* Elements of an array with constant bounds. */
static int64_t elem_count(ArraySpec *sh)
{
    int64_t n = 1;
    for (int d = 0; d < sh->rank; d++) {
        int64_t e = sh->hi_val[d] - sh->lo_val[d] + 1;
        n *= e > 0 ? e : 0;
    }
    return n;
}

static LLVMMetadataRef derived_type(CG *cg, DerivedType *dt);
static LLVMMetadataRef desc_array_type(CG *cg, LLVMMetadataRef elem, int rank, unsigned attrs);
static LLVMMetadataRef const_array_type(CG *cg, LLVMMetadataRef elem, ArraySpec *sh, LLVMTypeRef storage);

/* The type of one element of t; len_var: the variable holding a CHARACTER
 * length known only at run time (NULL: t's constant length). */
static LLVMMetadataRef elem_type(CG *cg, Type *t, LLVMMetadataRef len_var)
{
    char name[32];
    int k = t->kind_param > 0 ? t->kind_param : 4;
    switch (t->kind) {
    case TY_INTEGER:
        snprintf(name, sizeof name, "integer(kind=%d)", k);
        return basic(cg, name, 8 * (uint64_t)k, DW_ATE_signed);
    case TY_LOGICAL:
        snprintf(name, sizeof name, "logical(kind=%d)", k);
        return basic(cg, name, 8 * (uint64_t)k, DW_ATE_boolean);
    case TY_REAL:
        snprintf(name, sizeof name, "real(kind=%d)", k);
        return basic(cg, name, bits_of(cg, cg_type(cg, t)), DW_ATE_float);
    case TY_COMPLEX:
        snprintf(name, sizeof name, "complex(kind=%d)", k);
        return basic(cg, name, bits_of(cg, cg_type(cg, t)), DW_ATE_complex_float);
    case TY_CHARACTER: {
        int64_t n = cg_char_const_len(t);
        k = t->kind_param > 0 ? t->kind_param : 1;
        if (len_var || n >= 0)
            return cg_di_string_type(cg->di, "character", 8 * (uint64_t)k * (uint64_t)(n > 0 ? n : 0), len_var);
        snprintf(name, sizeof name, "character(kind=%d)", k);
        return basic(cg, name, 8 * (uint64_t)k, DW_ATE_unsigned_char);
    }
    case TY_DERIVED:
        if (t->derived && !t->derived->is_unlimited)
            return derived_type(cg, t->derived);
        break;
    default:
        break;
    }
    return basic(cg, "integer(kind=1)", 8, DW_ATE_signed);
}

/* An array with constant bounds (subranges dimension 1 first: gdb's Fortran
 * mode reads them column-major). */
static LLVMMetadataRef const_array_type(CG *cg, LLVMMetadataRef elem, ArraySpec *sh, LLVMTypeRef storage)
{
    LLVMMetadataRef subs[15];
    for (int d = 0; d < sh->rank; d++) {
        int64_t n = sh->hi_val[d] - sh->lo_val[d] + 1;
        subs[d] = LLVMDIBuilderGetOrCreateSubrange(cg->di, sh->lo_val[d], n > 0 ? n : 0);
    }
    return LLVMDIBuilderCreateArrayType(cg->di, bits_of(cg, storage), align_of(cg, storage), elem, subs,
                                        (unsigned)sh->rank);
}

/* A bound of the declaration that is a constant, as metadata; else NULL. */
static LLVMMetadataRef spec_bound(CG *cg, Node *b, bool absent_is_one)
{
    if (!b)
        return absent_is_one ? LLVMValueAsMetadata(cg_const_i64(cg, 1)) : NULL;
    if (b->cval && b->cval->type && b->cval->type->kind == TY_INTEGER)
        return LLVMValueAsMetadata(cg_const_i64(cg, (int64_t)b->cval->i));
    return NULL;
}

/* An array read through the descriptor at the object's address. attrs:
 * A_ALLOCATABLE adds DW_AT_allocated, A_POINTER DW_AT_associated (base
 * address not null). sh (shadow descriptors): the declaration, whose
 * constant bounds are given as constants; an assumed-size dimension then
 * has no upper bound, as gfortran describes it (gdb: a(2,*)). */
static LLVMMetadataRef desc_array_type_ex(CG *cg, LLVMMetadataRef elem, int rank, unsigned attrs, ArraySpec *sh)
{
    LLVMMetadataRef subs[15];
    for (int d = 0; d < rank && d < 15; d++) {
        uint64_t o = DESC_DIM + DESC_DIM_SIZE * (uint64_t)d;
        const uint64_t lb[] = {DW_OP_push_object_address, DW_OP_plus_uconst, o + 8, DW_OP_deref};
        const uint64_t ub[] = {DW_OP_push_object_address, DW_OP_plus_uconst, o + 16, DW_OP_deref};
        const uint64_t st[] = {DW_OP_push_object_address, DW_OP_plus_uconst, o, DW_OP_deref,
                               DW_OP_push_object_address, DW_OP_plus_uconst, DESC_SPAN, DW_OP_deref, DW_OP_mul};
        LLVMMetadataRef lo = sh ? spec_bound(cg, sh->lower[d], true) : NULL;
        LLVMMetadataRef hi = NULL;
        bool open = false;
        if (sh && sh->kind == DIM_ASSUMED_SIZE && d == rank - 1)
            open = true;
        else if (sh && sh->kind != DIM_ASSUMED_SHAPE)
            hi = spec_bound(cg, sh->upper[d], false);
        subs[d] = cg_di_subrange(cg->di, NULL, lo ? lo : expr(cg, lb, 4),
                                 open ? NULL : hi ? hi : expr(cg, ub, 4), open ? NULL : expr(cg, st, 9));
    }
    const uint64_t data[] = {DW_OP_push_object_address, DW_OP_deref};
    const uint64_t set[] = {DW_OP_push_object_address, DW_OP_deref, DW_OP_lit0, DW_OP_ne};
    LLVMMetadataRef alloc = (attrs & A_ALLOCATABLE) ? expr(cg, set, 4) : NULL;
    LLVMMetadataRef assoc = (attrs & A_POINTER) ? expr(cg, set, 4) : NULL;
    return cg_di_array_type(cg->di, 0, 0, elem, subs, (unsigned)(rank < 15 ? rank : 15), expr(cg, data, 2), assoc,
                            alloc);
}

static LLVMMetadataRef desc_array_type(CG *cg, LLVMMetadataRef elem, int rank, unsigned attrs)
{
    return desc_array_type_ex(cg, elem, rank, attrs, NULL);
}

/* An assumed-rank dummy: its rank and, for the dimension number the
 * debugger pushes (0-based), the bounds and byte stride of that dimension
 * in the descriptor at the object's address. Its lower bounds are those of
 * the descriptor: 1 for a non-ALLOCATABLE, non-POINTER dummy, as every
 * caller (gfortran's too) passes it. */
static LLVMMetadataRef assumed_rank_type(CG *cg, LLVMMetadataRef elem, unsigned attrs)
{
    const uint64_t rank[] = {DW_OP_push_object_address, DW_OP_plus_uconst, DESC_RANK, DW_OP_deref_size, 1};
#define DIM_FIELD(off) DW_OP_push_object_address, DW_OP_over, DW_OP_constu, DESC_DIM_SIZE, DW_OP_mul, \
                       DW_OP_plus_uconst, DESC_DIM + (off), DW_OP_plus, DW_OP_deref
    const uint64_t lb[] = {DIM_FIELD(8)};
    const uint64_t ub[] = {DIM_FIELD(16)};
    const uint64_t st[] = {DIM_FIELD(0), DW_OP_push_object_address, DW_OP_plus_uconst, DESC_SPAN, DW_OP_deref, DW_OP_mul};
#undef DIM_FIELD
    const uint64_t data[] = {DW_OP_push_object_address, DW_OP_deref};
    const uint64_t set[] = {DW_OP_push_object_address, DW_OP_deref, DW_OP_lit0, DW_OP_ne};
    LLVMMetadataRef alloc = (attrs & A_ALLOCATABLE) ? expr(cg, set, 4) : NULL;
    LLVMMetadataRef assoc = (attrs & A_POINTER) ? expr(cg, set, 4) : NULL;
    return cg_di_assumed_rank_type(cg->di, elem, expr(cg, rank, 5), expr(cg, lb, 9), expr(cg, ub, 9),
                                   expr(cg, st, 14), expr(cg, data, 2), assoc, alloc);
}

/* A derived type: DW_TAG_structure_type with a member per component at
 * its offset (a forward declaration first, so a pointer component may
 * refer to its own type). */
static LLVMMetadataRef derived_type(CG *cg, DerivedType *dt)
{
    struct CgDebug *st = state(cg);
    for (int i = 0; i < st->ntypes; i++)
        if (st->types[i].dt == dt)
            return st->types[i].md;
    LLVMTypeRef lt = cg_type_derived(cg, dt);
    uint64_t size = bits_of(cg, lt);
    uint32_t align = 8 * (uint32_t)(dt->align > 0 ? dt->align : 1);
    unsigned line = dt->sym ? (unsigned)dt->sym->loc.line : 0;
    size_t nl = strlen(dt->name);
    LLVMMetadataRef fwd = LLVMDIBuilderCreateReplaceableCompositeType(
        cg->di, DW_TAG_structure_type, dt->name, nl, cg->di_file, cg->di_file, line, 0, size, align,
        LLVMDIFlagZero, "", 0);
    if (st->ntypes == st->cap) {
        st->cap = st->cap ? 2 * st->cap : 16;
        DebugTypeEntry *n = arena_alloc(cu_arena, sizeof *n * (size_t)st->cap);
        if (st->ntypes)
            memcpy(n, st->types, sizeof *n * (size_t)st->ntypes);
        st->types = n;
    }
    int slot = st->ntypes++;
    st->types[slot] = (DebugTypeEntry){dt, fwd};
    int nc = dt->components.len;
    LLVMMetadataRef *members = arena_alloc(cu_arena, sizeof *members * (size_t)(nc ? nc : 1));
    int nm = 0;
    for (int i = 0; i < nc; i++) {
        Symbol *c = dt->components.data[i];
        if (c->kind != SYM_COMPONENT)
            continue;
        if (c->proc) { /* a procedure pointer component: the procedure's address */
            members[nm++] = LLVMDIBuilderCreateMemberType(cg->di, fwd, c->name, strlen(c->name), cg->di_file,
                                                          (unsigned)c->loc.line, 64, 0, 8 * (uint64_t)c->comp_offset,
                                                          LLVMDIFlagZero, pointer_to(cg, NULL));
            continue;
        }
        if (!c->type)
            continue;
        bool array = c->shape && c->shape->rank > 0;
        LLVMMetadataRef et = elem_type(cg, c->type, NULL);
        LLVMMetadataRef mt;
        uint64_t mbits;
        if (c->attrs & (A_ALLOCATABLE | A_POINTER)) {
            if (array) {
                mt = desc_array_type(cg, et, c->shape->rank, c->attrs);
                mbits = bits_of(cg, cg_desc_type(cg, c->shape->rank));
            } else {
                mt = pointer_to(cg, et); /* a CLASS container starts with the data address too */
                mbits = 64;
            }
        } else if (array && c->shape->constant) {
            LLVMTypeRef storage = LLVMArrayType2(cg_type(cg, c->type), (uint64_t)elem_count(c->shape));
            mt = const_array_type(cg, et, c->shape, storage);
            mbits = bits_of(cg, storage);
        } else {
            mt = et;
            mbits = bits_of(cg, cg_type(cg, c->type));
        }
        members[nm++] = LLVMDIBuilderCreateMemberType(cg->di, fwd, c->name, strlen(c->name), cg->di_file,
                                                      (unsigned)c->loc.line, mbits, 0,
                                                      8 * (uint64_t)c->comp_offset, LLVMDIFlagZero, mt);
    }
    LLVMMetadataRef t = LLVMDIBuilderCreateStructType(cg->di, cg->di_file, dt->name, nl, cg->di_file, line, size,
                                                      align, LLVMDIFlagZero, NULL, members, (unsigned)nm, 0,
                                                      NULL, "", 0);
    LLVMMetadataReplaceAllUsesWith(fwd, t);
    st->types[slot].md = t;
    return t;
}

/* ------------------------------------------------------------------ */
/* Storage                                                             */
/* ------------------------------------------------------------------ */

static LLVMMetadataRef here(CG *cg, Loc loc)
{
    return LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)(loc.line > 0 ? loc.line : 0),
                                            (unsigned)(loc.col > 0 ? loc.col : 0), cg->di_scope, NULL);
}

/* A global and the byte offset in it of a constant address (a global, or
 * the i8 GEP COMMON members and static EQUIVALENCE objects use). */
static LLVMValueRef global_at(LLVMValueRef addr, uint64_t *off)
{
    *off = 0;
    if (LLVMIsAGlobalVariable(addr))
        return addr;
    if (LLVMIsAConstantExpr(addr) && LLVMGetConstOpcode(addr) == LLVMGetElementPtr && LLVMGetNumOperands(addr) == 2) {
        LLVMValueRef base = LLVMGetOperand(addr, 0), idx = LLVMGetOperand(addr, 1);
        if (LLVMIsAGlobalVariable(base) && LLVMIsAConstantInt(idx) &&
            LLVMGetGEPSourceElementType(addr) == LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(addr)))) {
            *off = (uint64_t)LLVMConstIntGetSExtValue(idx);
            return base;
        }
    }
    return NULL;
}

/* Declares the local variable dv at addr: addr itself when it is a stack
 * slot; otherwise (an argument, malloc'ed storage, a loaded address) a
 * slot holding addr, read through DW_OP_deref. */
static void declare_at(CG *cg, LLVMMetadataRef dv, LLVMValueRef addr, Loc loc)
{
    LLVMValueRef storage = addr;
    const uint64_t deref[] = {DW_OP_deref};
    size_t n = 0;
    if (!LLVMIsAAllocaInst(addr)) {
        storage = cg_alloca(cg, cg->t_ptr, "dbg.addr");
        LLVMBuildStore(cg->b, addr, storage);
        n = 1;
    }
    LLVMDIBuilderInsertDeclareRecordAtEnd(cg->di, storage, dv, expr(cg, deref, n), here(cg, loc),
                                          LLVMGetInsertBlock(cg->b));
}

/* An artificial INTEGER(8) variable (argno > 0: parameter) for a
 * CHARACTER length known only at run time, gfortran's _name or .name. */
static LLVMMetadataRef len_variable(CG *cg, const char *name, int argno, Loc loc)
{
    LLVMMetadataRef t = basic(cg, "integer(kind=8)", 64, DW_ATE_signed);
    if (argno > 0)
        return LLVMDIBuilderCreateParameterVariable(cg->di, cg->di_scope, name, strlen(name), (unsigned)argno,
                                                    cg->di_file, (unsigned)loc.line, t, true, LLVMDIFlagArtificial);
    return LLVMDIBuilderCreateAutoVariable(cg->di, cg->di_scope, name, strlen(name), cg->di_file,
                                           (unsigned)loc.line, t, true, LLVMDIFlagArtificial, 0);
}

/* Such a variable holding the value val, in a stack slot of its own
 * (name NULL: an unnamed bound of an array). */
static LLVMMetadataRef declare_i64(CG *cg, const char *name, LLVMValueRef val, int argno, Loc loc)
{
    LLVMMetadataRef dv = name ? len_variable(cg, name, argno, loc)
                              : cg_di_bound_variable(cg->di_scope, cg->di_file, (unsigned)loc.line,
                                                     basic(cg, "integer(kind=8)", 64, DW_ATE_signed));
    LLVMValueRef slot = cg_alloca(cg, cg->t_i64, name ? name : "bound");
    LLVMBuildStore(cg->b, val, slot);
    declare_at(cg, dv, slot, loc);
    return dv;
}

/* The shadow descriptor of a CV_ARRAY variable or an assumed-shape dummy:
 * base, span, strides and the bounds the procedure sees. */
static LLVMValueRef shadow_desc(CG *cg, CgVar *v)
{
    int r = v->rank;
    LLVMTypeRef dt = cg_desc_type(cg, r);
    LLVMValueRef sd = cg_alloca(cg, dt, arena_printf(cu_arena, "dbg.%s", v->sym->name));
    LLVMBasicBlockRef done = NULL;
    LLVMBuildStore(cg->b, LLVMConstNull(dt), sd);
    if (v->optional) { /* an absent dummy: a null base, nothing read */
        LLVMBasicBlockRef go = cg_new_block(cg, "dbg.present");
        done = cg_new_block(cg, "dbg.present.done");
        LLVMBuildCondBr(cg->b, LLVMBuildIsNotNull(cg->b, v->addr, ""), go, done);
        LLVMPositionBuilderAtEnd(cg->b, go);
    }
    LLVMBuildStore(cg->b, cg_array_base(cg, v), cg_desc_field(cg, sd, r, 0));
    LLVMValueRef span = v->kind == CV_DESC
                            ? LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, v->addr, r, 3), "span")
                            : cg_elem_size(cg, v->sym->type, v->sym->type->kind == TY_CHARACTER ? cg_char_len_of(cg, v) : NULL);
    LLVMBuildStore(cg->b, span, cg_desc_field(cg, sd, r, 3));
    LLVMValueRef stride = cg_const_i64(cg, 1);
    for (int d = 0; d < r; d++) {
        LLVMValueRef lb = cg_array_lbound(cg, v, d);
        LLVMValueRef ext = cg_array_extent(cg, v, d);
        if (v->kind == CV_DESC)
            stride = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_dim(cg, v->addr, r, d, 0), "stride");
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, sd, r, d, 0));
        LLVMBuildStore(cg->b, lb, cg_desc_dim(cg, sd, r, d, 1));
        LLVMValueRef ub = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb, ext, ""), cg_const_i64(cg, 1), "");
        LLVMBuildStore(cg->b, ub, cg_desc_dim(cg, sd, r, d, 2));
        if (v->kind != CV_DESC)
            stride = LLVMBuildMul(cg->b, stride, ext, "");
    }
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
    return sd;
}

/* A contiguous array whose bounds are known at entry (explicit-shape
 * dummies a(n), automatic arrays, assumed-size dummies): each bound that
 * is not a constant of the declaration is an unnamed artificial variable
 * holding it, as gfortran emits (gdb resolves DW_AT_upper_bound through
 * the variable, and a(2,*) has no upper bound in its last dimension). */
static LLVMMetadataRef bound_vars_array_type(CG *cg, CgVar *v, LLVMMetadataRef et)
{
    ArraySpec *sh = v->sym->shape;
    LLVMMetadataRef subs[15];
    for (int d = 0; d < v->rank && d < 15; d++) {
        LLVMMetadataRef lo = spec_bound(cg, sh->lower[d], true);
        if (!lo)
            lo = declare_i64(cg, NULL, v->lb[d], 0, v->sym->loc);
        LLVMMetadataRef hi = NULL;
        if (v->ext[d]) {
            hi = spec_bound(cg, sh->upper[d], false);
            if (!hi) {
                LLVMValueRef ub = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, v->lb[d], v->ext[d], ""),
                                               cg_const_i64(cg, 1), "");
                hi = declare_i64(cg, NULL, ub, 0, v->sym->loc);
            }
        }
        subs[d] = cg_di_subrange(cg->di, NULL, lo, hi, NULL);
    }
    return cg_di_array_type(cg->di, 0, 0, et, subs, (unsigned)(v->rank < 15 ? v->rank : 15), NULL, NULL, NULL);
}

static void import_modules(CG *cg, Scope *sc);

/* ------------------------------------------------------------------ */
/* Variables                                                           */
/* ------------------------------------------------------------------ */

/* The DWARF type of variable v and where the debugger finds it (*where:
 * the storage to declare; NULL when it is v->addr). len_var: the variable
 * of a run-time CHARACTER length. */
static LLVMMetadataRef var_type(CG *cg, CgVar *v, LLVMMetadataRef len_var, LLVMValueRef *where)
{
    Symbol *s = v->sym;
    *where = NULL;
    LLVMMetadataRef et = elem_type(cg, s->type, len_var);
    if (v->kind == CV_DESC) {
        if (s->assumed_rank)
            return assumed_rank_type(cg, et, s->attrs & (A_ALLOCATABLE | A_POINTER));
        if (v->rank <= 0 || !s->shape)
            return NULL;
        if (v->assumed_shape) {
            *where = shadow_desc(cg, v);
            return desc_array_type_ex(cg, et, v->rank, 0, s->shape);
        }
        return desc_array_type(cg, et, v->rank, s->attrs & (A_ALLOCATABLE | A_POINTER));
    }
    if (v->kind == CV_ARRAY) {
        bool constant = s->shape->constant && s->shape->kind == DIM_EXPLICIT && !len_var &&
                        (s->type->kind != TY_CHARACTER || cg_char_const_len(s->type) >= 0);
        if (constant)
            return const_array_type(cg, et, s->shape,
                                    LLVMArrayType2(cg_type(cg, s->type), (uint64_t)elem_count(s->shape)));
        if (v->is_static)
            return NULL; /* not a constant-shape global: nothing to describe it with */
        return bound_vars_array_type(cg, v, et);
    }
    if (v->indirect)
        return pointer_to(cg, et); /* allocatable or pointer scalar: the slot holds its address */
    return et;
}

/* A global variable expression for storage at addr (a global, or an offset
 * into one) in scope, attached to that global. */
static void describe_global(CG *cg, LLVMMetadataRef scope, Symbol *s, LLVMMetadataRef t, LLVMValueRef addr,
                            const char *linkage, bool local)
{
    uint64_t off;
    LLVMValueRef g = global_at(addr, &off);
    if (!g || !t)
        return;
    const uint64_t ops[] = {DW_OP_plus_uconst, off};
    LLVMMetadataRef gve = LLVMDIBuilderCreateGlobalVariableExpression(
        cg->di, scope, s->name, strlen(s->name), linkage, linkage ? strlen(linkage) : 0, cg->di_file,
        (unsigned)s->loc.line, t, local, expr(cg, ops, off ? 2 : 0), NULL, 0);
    cg_di_global_add(g, gve);
}

/* COMMON member s of the current procedure: a global variable inside the
 * procedure's DW_TAG_common_block. */
static void describe_common_member(CG *cg, Symbol *s, PtrVec *blocks_md)
{
    CgVar *v = cg_var(cg, s);
    LLVMValueRef dummy;
    LLVMMetadataRef t = var_type(cg, v, NULL, &dummy);
    Symbol *cb = s->common;
    LLVMMetadataRef block = NULL;
    for (int i = 0; i + 1 < blocks_md->len; i += 2)
        if (blocks_md->data[i] == cb)
            block = blocks_md->data[i + 1];
    if (!block) {
        const char *bn = cb->name;
        size_t bl = strlen(bn);
        /* sema names blocks /name/ (// for blank COMMON) */
        const char *name = bl <= 2 ? "__BLNK__" : arena_printf(cu_arena, "%.*s", (int)(bl - 2), bn + 1);
        block = cg_di_common_block(cg->di, cg->di_scope, NULL, name, cg->di_file, (unsigned)cb->loc.line);
        vec_push(blocks_md, cb);
        vec_push(blocks_md, block);
    }
    describe_global(cg, block, s, t, v->addr, NULL, false);
}

/* Describes variable s of the current procedure (bound, or a COMMON
 * member); argno > 0 for a dummy, len_argno > 0 for the hidden length
 * parameter of a CHARACTER dummy. */
static void describe_var(CG *cg, Symbol *s, CgVar *v, int argno, int len_argno, PtrVec *blocks)
{
    if (s->common) {
        describe_common_member(cg, s, blocks);
        return;
    }
    if (!v)
        v = s->cg;
    if (described(cg, s))
        return;
    if (!v || (v->fn && v->fn != cg->fn) || !s->type || !v->addr || LLVMIsNull(v->addr))
        return;
    if (s->type->kind == TY_DERIVED && !s->type->derived)
        return;
    if (v->dev_space || LLVMGetPointerAddressSpace(LLVMTypeOf(v->addr)) != 0)
        return; /* device storage: the host debugger cannot read it */
    LLVMMetadataRef len_var = NULL;
    /* gfortran's names: _name for a dummy's hidden length, .name for a local's */
    const char *len_name = arena_printf(cu_arena, s->is_dummy ? "_%s" : ".%s", s->name);
    if (s->type->kind != TY_CHARACTER || v->is_static || !v->fn)
        ;
    else if (v->len_slot) { /* deferred length: where the current length is kept */
        len_var = len_variable(cg, len_name, len_argno, s->loc);
        declare_at(cg, len_var, v->len_slot, s->loc);
    } else if (v->kind == CV_DESC && s->type->len_kind == LEN_DEFERRED) {
        len_var = len_variable(cg, len_name, len_argno, s->loc); /* the descriptor's elem_len */
        declare_at(cg, len_var, cg_desc_field(cg, v->addr, v->rank, 2), s->loc);
    } else if (v->len && !LLVMIsConstant(v->len))
        len_var = declare_i64(cg, len_name, v->len, len_argno, s->loc);
    LLVMValueRef where;
    LLVMMetadataRef t = var_type(cg, v, len_var, &where);
    if (!t)
        return;
    if (v->is_static || !v->fn) {
        describe_global(cg, cg->di_scope, s, t, v->addr, NULL, true);
        return;
    }
    LLVMMetadataRef dv =
        argno > 0 ? LLVMDIBuilderCreateParameterVariable(cg->di, cg->di_scope, s->name, strlen(s->name),
                                                         (unsigned)argno, cg->di_file, (unsigned)s->loc.line, t,
                                                         true, LLVMDIFlagZero)
                  : LLVMDIBuilderCreateAutoVariable(cg->di, cg->di_scope, s->name, strlen(s->name), cg->di_file,
                                                    (unsigned)s->loc.line, t, true, LLVMDIFlagZero, 0);
    declare_at(cg, dv, where ? where : v->addr, s->loc);
}

/* -g: the variables of procedure p's scope sc (p NULL: the main program),
 * after they are bound, with the builder at the start of the body. */
void cg_debug_vars(CG *cg, Symbol *p, Scope *sc)
{
    if (!cg->di || cg->di_lines_only || !cg->di_scope || !sc || cg->target == CG_TARGET_NVPTX)
        return;
    PtrVec blocks = {0};
    int nd = p && p->proc ? p->proc->dummies.len : 0;
    /* gfortran's hidden length parameters come after the dummies, named _name */
    int len_argno = 0;
    for (int i = 0; i < nd; i++) {
        Symbol *d = p->proc->dummies.data[i];
        if (d)
            len_argno++;
    }
    for (int i = 0; i < nd; i++) {
        Symbol *d = p->proc->dummies.data[i];
        if (!d || d->kind != SYM_VARIABLE)
            continue;
        bool hidden = d->type && d->type->kind == TY_CHARACTER && !(d->attrs & A_VALUE);
        describe_var(cg, d, NULL, i + 1, hidden ? ++len_argno : 0, &blocks);
    }
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        if (s->kind != SYM_VARIABLE || s->use_of || s->is_dummy || (s->attrs & A_PARAMETER) || s->cuda_builtin ||
            s->cray_pointer || s->assoc)
            continue;
        describe_var(cg, s, NULL, 0, 0, &blocks);
    }
    /* an internal procedure: the host's variables, reached through its
     * frame, unless a local name hides them */
    Scope *hs = cg->host_scope;
    for (int i = 0; hs && cg->frame && i < hs->symbols.len; i++) {
        Symbol *s = hs->symbols.data[i];
        CgVar *hv = s->cg;
        if (s->kind != SYM_VARIABLE || s->use_of || !hv || s->common || (s->attrs & A_PARAMETER) ||
            scope_lookup_local(sc, s->name) || (hv->frame_slot < 0 && !hv->is_static))
            continue;
        describe_var(cg, s, cg_var(cg, s), 0, 0, &blocks);
    }
    import_modules(cg, sc);
    free(blocks.data);
}

/* -g, a function finished: its entry block (allocas, the initializations
 * statements put there, debug.c's slots) is prologue, line 0 as the binding
 * code, so that a line's breakpoint is not placed there. */
void cg_debug_prologue(CG *cg)
{
    if (!cg->di || !cg->di_scope || !cg->entry_bb)
        return;
    LLVMMetadataRef l0 = LLVMDIBuilderCreateDebugLocation(cg->ctx, 0, 0, cg->di_scope, NULL);
    for (LLVMValueRef i = LLVMGetFirstInstruction(cg->entry_bb); i; i = LLVMGetNextInstruction(i))
        LLVMInstructionSetDebugLoc(i, l0);
}

/* -g: a private copy v of s in an OpenMP region's outlined function; the
 * last one of each variable is described by cg_debug_outlined_vars (a
 * worksharing loop inside a parallel region privatizes its variable again). */
void cg_debug_private(CG *cg, Symbol *s, CgVar *v)
{
    if (!cg->di || cg->di_lines_only || !cg->di_scope || cg->target == CG_TARGET_NVPTX || !s || !v)
        return;
    PtrVec *p = &state(cg)->privates;
    for (int i = 0; i + 1 < p->len; i += 2)
        if (p->data[i] == s) {
            p->data[i + 1] = v;
            return;
        }
    vec_push(p, s);
    vec_push(p, v);
}

/* -g, with the builder at the end of the outlined function's entry block:
 * its private copies on the stack, the shared variables it receives
 * (caps[i] bound to vars[i]) and the static variables of the procedure it
 * was outlined from (the main program's). */
void cg_debug_outlined_vars(CG *cg, Symbol **caps, CgVar **vars, int ncaps, Scope *unit_scope)
{
    if (!cg->di || cg->di_lines_only || !cg->di_scope || cg->target == CG_TARGET_NVPTX)
        return;
    PtrVec blocks = {0};
    PtrVec *p = &state(cg)->privates;
    for (int i = 0; i + 1 < p->len; i += 2) {
        CgVar *v = p->data[i + 1];
        if (v->fn == cg->fn && v->addr && (LLVMIsAAllocaInst(v->addr) || v->is_static))
            describe_var(cg, p->data[i], v, 0, 0, &blocks);
    }
    p->len = 0;
    for (int i = 0; i < ncaps; i++)
        if (vars[i] && vars[i]->fn == cg->fn)
            describe_var(cg, caps[i], vars[i], 0, 0, &blocks);
    for (int i = 0; unit_scope && i < unit_scope->symbols.len; i++) {
        Symbol *s = unit_scope->symbols.data[i];
        CgVar *v = s->cg;
        if (s->kind == SYM_VARIABLE && !s->use_of && v && v->is_static && !v->fn && !(s->attrs & A_PARAMETER))
            describe_var(cg, s, v, 0, 0, &blocks);
    }
    free(blocks.data);
}

/* -g, emulated kernels: threadidx, blockidx, blockdim, griddim as locals
 * of the kernel once it reads them (device.c fills a dim3 in the entry
 * block from the emulated thread). */
void cg_debug_builtin(CG *cg, CgVar *v)
{
    Symbol *s = v->sym;
    if (!cg->di || cg->di_lines_only || !cg->di_scope || cg->target != CG_TARGET_EMU || !s->type || !LLVMIsAAllocaInst(v->addr))
        return;
    LLVMMetadataRef dv = LLVMDIBuilderCreateAutoVariable(cg->di, cg->di_scope, s->name, strlen(s->name), cg->di_file,
                                                         0, elem_type(cg, s->type, NULL), true, LLVMDIFlagArtificial, 0);
    LLVMDIBuilderInsertDeclareRecordAtEnd(cg->di, v->addr, dv, expr(cg, NULL, 0), here(cg, (Loc){0}), cg->entry_bb);
}

/* The DW_TAG_module of the module named name (line: where it is defined
 * in this file, 0 for a module read from its .mod file, described by name
 * only: gdb finds its variables in the unit that defines them). */
static LLVMMetadataRef module_md(CG *cg, const char *name, unsigned line)
{
    PtrVec *mods = &state(cg)->modules;
    for (int i = 0; i + 1 < mods->len; i += 2)
        if (!strcmp(mods->data[i], name))
            return mods->data[i + 1];
    LLVMMetadataRef m = cg_di_module(cg->di, cg->di_cu, name, line ? cg->di_file : NULL, line);
    vec_push(mods, (void *)name);
    vec_push(mods, m);
    return m;
}

/* -g: a module's DW_TAG_module (its procedures' scope) */
LLVMMetadataRef cg_debug_module(CG *cg, Node *u)
{
    if (!cg->di || cg->target == CG_TARGET_NVPTX)
        return NULL;
    return module_md(cg, u->name ? u->name : "?", (unsigned)u->loc.line);
}

/* USE statements of scope sc as DW_TAG_imported_module in the current
 * subprogram, so that gdb finds the module's variables by their names
 * (renames and ONLY lists are not told apart: the whole module is seen). */
static void import_modules(CG *cg, Scope *sc)
{
    const char *seen[64];
    int nseen = 0;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        Symbol *u = s->use_of ? cg_ultimate(s) : NULL;
        if (!u || !u->scope || u->scope->kind != SCOPE_MODULE || !u->scope->owner)
            continue;
        const char *name = u->scope->owner->name;
        if (!name || !strncmp(name, "__", 2) || !strcmp(name, "cudafor") || !strncmp(name, "iso_", 4))
            continue;
        bool dup = false;
        for (int k = 0; k < nseen; k++)
            dup |= !strcmp(seen[k], name);
        if (dup || nseen == 64)
            continue;
        seen[nseen++] = name;
        Node *def = u->scope->node;
        unsigned line = def && !u->scope->external_module ? (unsigned)def->loc.line : 0;
        LLVMDIBuilderCreateImportedModuleFromModule(cg->di, cg->di_scope, module_md(cg, name, line), cg->di_file,
                                                    (unsigned)(s->loc.line > 0 ? s->loc.line : 0), NULL, 0);
    }
}

/* -g: module variable s (bound to v) as an external global of its module. */
void cg_debug_module_var(CG *cg, Node *module, Symbol *s, CgVar *v)
{
    if (!cg->di || cg->di_lines_only || !v || cg->target == CG_TARGET_NVPTX || !s->type || v->dev_space)
        return;
    if (!v->addr || LLVMGetPointerAddressSpace(LLVMTypeOf(v->addr)) != 0)
        return;
    LLVMValueRef where;
    LLVMMetadataRef saved = cg->di_scope;
    cg->di_scope = NULL;
    LLVMMetadataRef t = var_type(cg, v, NULL, &where);
    cg->di_scope = saved;
    if (!where)
        describe_global(cg, cg_debug_module(cg, module), s, t, v->addr, cg_mangle(cg, s), false);
}
