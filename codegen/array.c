/* array.c — descriptors, element addressing, sections, and the
 * scalarizer that turns array expressions into loops over elements. */
#include "cg.h"

#include <string.h>


/* An array object: storage of a whole array with its bounds. */
typedef struct ArrObj {
    LLVMValueRef base;           /* first element */
    LLVMValueRef lb[15], ext[15], stride[15]; /* stride in elements */
    int rank;
    Type *et;
    LLVMValueRef char_len;       /* character element length in bytes (characters * kind), or NULL */
    const char *name;
    LLVMValueRef desc;           /* descriptor, when the object has one */
    /* NULL: strides count elements. Else strides count units of span bytes
     * (gfortran's span): a view of parts of the elements of a parent array
     * (ps%x, names(:)(2:3)) whose element size is not a multiple of the
     * part's, and any array pointer, which may hold such a view. */
    LLVMValueRef span;
    bool span_loaded;            /* span read from a pointer's descriptor (not known here) */
} ArrObj;

LLVMValueRef cg_desc_field(CG *cg, LLVMValueRef desc, int rank, int field)
{
    return LLVMBuildStructGEP2(cg->b, cg_desc_type(cg, rank), desc, (unsigned)field, "");
}

LLVMValueRef cg_desc_dim(CG *cg, LLVMValueRef desc, int rank, int dim, int which)
{
    LLVMValueRef idx[4] = {cg_const_i32(cg, 0), cg_const_i32(cg, 4), cg_const_i32(cg, dim), cg_const_i32(cg, which)};
    return LLVMBuildInBoundsGEP2(cg->b, cg_desc_type(cg, rank), desc, idx, 4, "");
}

/* A descriptor field (bound, stride) or scalarizer counter. */
static LLVMValueRef load64(CG *cg, LLVMValueRef p, const char *name)
{
    return LLVMBuildLoad2(cg->b, cg->t_i64, p, name);
}

static LLVMValueRef load_desc64(CG *cg, LLVMValueRef p, const char *name)
{
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->t_i64, p, name);
    cg_tbaa_desc(cg, v);
    return v;
}

static LLVMValueRef max0(CG *cg, LLVMValueRef v)
{
    LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, v, cg_const_i64(cg, 0), "");
    return LLVMBuildSelect(cg->b, pos, v, cg_const_i64(cg, 0), "");
}

LLVMValueRef cg_array_base(CG *cg, CgVar *v)
{
    if (v->kind == CV_DESC) {
        LLVMValueRef b = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, v->addr, v->rank, 0), "base");
        cg_tbaa_desc(cg, b);
        return b;
    }
    return v->addr;
}

LLVMValueRef cg_array_lbound(CG *cg, CgVar *v, int d)
{
    if (v->kind == CV_ARRAY)
        return v->lb[d];
    if (v->assumed_shape) {
        Node *lo = v->sym->shape->lower[d];
        return lo ? cg_expr_i64(cg, lo) : cg_const_i64(cg, 1);
    }
    return load_desc64(cg, cg_desc_dim(cg, v->addr, v->rank, d, 1), "lb");
}

LLVMValueRef cg_array_extent(CG *cg, CgVar *v, int d)
{
    if (v->kind == CV_ARRAY)
        return v->ext[d] ? v->ext[d] : cg_const_i64(cg, 1);
    LLVMValueRef lb = load_desc64(cg, cg_desc_dim(cg, v->addr, v->rank, d, 1), "lb");
    LLVMValueRef ub = load_desc64(cg, cg_desc_dim(cg, v->addr, v->rank, d, 2), "ub");
    return max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub, lb, ""), cg_const_i64(cg, 1), ""));
}

LLVMValueRef cg_array_size(CG *cg, CgVar *v)
{
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < v->rank; d++)
        n = LLVMBuildMul(cg->b, n, cg_array_extent(cg, v, d), "");
    return n;
}

/* The number of elements of the rank-rank array descriptor at desc. */
LLVMValueRef cg_desc_size(CG *cg, LLVMValueRef desc, int rank)
{
    CgVar v = {.kind = CV_DESC, .addr = desc, .rank = rank, .frame_slot = -1};
    return cg_array_size(cg, &v);
}

static void obj_load(CG *cg, CgVar *v, ArrObj *o);

/* Descriptor fields and scalar values hoisted out of a loop
 * (cg_desc_hoist_begin). */
enum { HOIST_MAX = 48, HOIST_SCALARS_MAX = 96 };
typedef struct DescHoist {
    int n;
    CgVar *v[HOIST_MAX];
    ArrObj o[HOIST_MAX];
    int ns;
    CgVar *sv[HOIST_SCALARS_MAX];
    LLVMValueRef val[HOIST_SCALARS_MAX];
} DescHoist;

static void obj_from_var(CG *cg, CgVar *v, ArrObj *o)
{
    DescHoist *h = cg->desc_hoist;
    if (h && v->kind == CV_DESC)
        for (int i = 0; i < h->n; i++)
            if (h->v[i] == v) {
                *o = h->o[i];
                return;
            }
    obj_load(cg, v, o);
}

static void obj_load(CG *cg, CgVar *v, ArrObj *o)
{
    memset(o, 0, sizeof *o);
    o->rank = v->rank;
    o->et = v->sym->type;
    o->name = v->sym->name;
    if (o->et->kind == TY_CHARACTER)
        o->char_len = cg_char_bytes(cg, cg_char_len_of(cg, v), char_kind(o->et));
    o->base = cg_array_base(cg, v);
    LLVMValueRef st = cg_const_i64(cg, 1);
    for (int d = 0; d < v->rank; d++) {
        o->lb[d] = cg_array_lbound(cg, v, d);
        if (v->kind == CV_ARRAY) {
            o->ext[d] = v->ext[d];
            o->stride[d] = st;
            if (v->ext[d])
                st = LLVMBuildMul(cg->b, st, v->ext[d], "");
        } else {
            o->ext[d] = cg_array_extent(cg, v, d);
            /* An allocatable is contiguous: its first stride is 1 whatever the
             * descriptor says, which lets LLVM vectorize without versioning. */
            if (d == 0 && (v->sym->attrs & A_ALLOCATABLE) && !(v->sym->attrs & A_POINTER))
                o->stride[d] = cg_const_i64(cg, 1);
            else
                o->stride[d] = load_desc64(cg, cg_desc_dim(cg, v->addr, v->rank, d, 0), "stride");
        }
    }
    if (v->kind == CV_DESC)
        o->desc = v->addr;
    if (v->kind == CV_DESC && ((v->sym->attrs & A_POINTER) || v->sym->assoc || cg_is_class_array_sym(v->sym))) {
        /* a CLASS array's elements are of its dynamic type's size, and so
         * are those of a SELECT TYPE associate name's */
        o->span = load_desc64(cg, cg_desc_field(cg, v->addr, v->rank, 3), "span");
        o->span_loaded = true;
    }
}

/* The array object a whole-array designator (N_NAME or N_COMPONENT) names. */
static bool array_obj(CG *cg, Node *e, ArrObj *o)
{
    if (e->kind == N_NAME) {
        CgVar *v = cg_var(cg, e->sym);
        if (v->kind == CV_SCALAR)
            return false;
        obj_from_var(cg, v, o);
        return true;
    }
    if (e->kind == N_COMPONENT && e->sym && e->sym->shape && e->sym->shape->rank > 0) {
        Symbol *c = e->sym;
        LLVMValueRef *save = cg->elem_idx;
        int sr = cg->elem_rank;
        if (e->lhs->rank == 0)
            cg->elem_idx = NULL, cg->elem_rank = 0;
        LLVMValueRef ba = cg_addr(cg, e->lhs);
        cg->elem_idx = save, cg->elem_rank = sr;
        LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
        LLVMValueRef ca = LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, ba, &off, 1, c->name);
        CgVar tmp = {.kind = (c->attrs & (A_ALLOCATABLE | A_POINTER)) ? CV_DESC : CV_ARRAY,
                     .sym = c, .addr = ca, .rank = c->shape->rank, .frame_slot = -1};
        if (tmp.kind == CV_ARRAY)
            for (int d = 0; d < c->shape->rank; d++) {
                tmp.lb[d] = cg_const_i64(cg, c->shape->lo_val[d]);
                int64_t n = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                tmp.ext[d] = cg_const_i64(cg, n > 0 ? n : 0);
            }
        obj_from_var(cg, &tmp, o);
        return true;
    }
    return false;
}

/* Loop-invariant descriptors. A descriptor changes only when its array is
 * allocated, deallocated, reallocated by an assignment to the whole array or
 * pointer-assigned, or inside a procedure the array is visible to. A loop
 * body free of all those (only assignments, IF, SELECT CASE, inner loops and
 * jumps; intrinsic functions only) sees the same base address, bounds and
 * strides in every iteration, so they are loaded once before the loop and
 * every element reference in it uses those SSA values. LLVM would hoist the
 * loads itself, but in long bodies (NPB LU's jacld: ~100 stores per
 * iteration) its MemorySSA and GVN walks give up past their limits and each
 * reference reloads its array's fields and multiplies its strides again. */
typedef struct HoistScan {
    bool unsafe;
    int n;
    Symbol *syms[HOIST_MAX];
    int ns, nw;                        /* scalars read; scalars defined */
    bool scalars_unsafe;               /* more defined than written[] holds */
    Symbol *scalars[HOIST_SCALARS_MAX];
    Symbol *written[HOIST_SCALARS_MAX];
} HoistScan;

static void scan_stmts(HoistScan *hs, NodeList *body);

static bool sym_in(Symbol **list, int n, Symbol *s)
{
    for (int i = 0; i < n; i++)
        if (list[i] == s)
            return true;
    return false;
}

/* The variable a definition (assignment target, DO or implied-DO
 * variable) stores to: the base name of the designator. */
static void scan_defines(HoistScan *hs, Node *e)
{
    while (e && (e->kind == N_ARRAY_REF || e->kind == N_SUBSTRING || e->kind == N_COMPONENT))
        e = e->lhs;
    if (!e || e->kind != N_NAME)
        return;
    Symbol *s = cg_ultimate(e->sym);
    if (!s || sym_in(hs->written, hs->nw, s))
        return;
    if (hs->nw < HOIST_SCALARS_MAX)
        hs->written[hs->nw++] = s;
    else
        hs->scalars_unsafe = true;
}

static void scan_expr(HoistScan *hs, Node *e)
{
    if (!e || hs->unsafe)
        return;
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: case N_CHAR_LIT: case N_LOGICAL_LIT: case N_BOZ_LIT: case N_STAR:
        return;
    case N_NAME: {
        Symbol *s = cg_ultimate(e->sym);
        if (!s || s->kind != SYM_VARIABLE)
            return;
        if (!s->shape || s->shape->rank == 0) {
            if (!sym_in(hs->scalars, hs->ns, s) && hs->ns < HOIST_SCALARS_MAX)
                hs->scalars[hs->ns++] = s;
            return;
        }
        if (!sym_in(hs->syms, hs->n, s) && hs->n < HOIST_MAX)
            hs->syms[hs->n++] = s;
        return;
    }
    case N_FUNC_CALL:
        hs->unsafe = true; /* any procedure may reallocate what it can see */
        return;
    case N_COMPLEX_LIT: case N_BINARY: case N_UNARY: case N_PAREN: case N_CONVERT: case N_ARRAY_REF:
    case N_SUBSTRING: case N_COMPONENT: case N_TRIPLET: case N_KEYWORD: case N_INTRINSIC_CALL:
    case N_ARRAY_CTOR: case N_IMPLIED_DO: case N_STRUCT_CTOR: case N_CASE_RANGE:
        if (e->kind == N_IMPLIED_DO)
            scan_defines(hs, e->var);
        scan_expr(hs, e->var);
        scan_expr(hs, e->lhs);
        scan_expr(hs, e->rhs);
        scan_expr(hs, e->step);
        scan_expr(hs, e->start);
        scan_expr(hs, e->end);
        for (int i = 0; i < e->args.len; i++)
            scan_expr(hs, e->args.items[i]);
        return;
    default:
        hs->unsafe = true;
        return;
    }
}

static void scan_stmt(HoistScan *hs, Node *s)
{
    switch (s->kind) {
    case N_ASSIGN: {
        Symbol *l = s->lhs && s->lhs->kind == N_NAME ? cg_ultimate(s->lhs->sym) : NULL;
        if (l && (l->attrs & A_ALLOCATABLE)) {
            hs->unsafe = true; /* reallocation on assignment */
            return;
        }
        scan_defines(hs, s->lhs);
        scan_expr(hs, s->lhs);
        scan_expr(hs, s->rhs);
        return;
    }
    case N_IF:
        for (int i = 0; i < s->args.len; i++) {
            scan_expr(hs, s->args.items[i]->cond);
            scan_stmts(hs, &s->args.items[i]->body);
        }
        return;
    case N_SELECT_CASE:
        scan_expr(hs, s->cond);
        for (int i = 0; i < s->args.len; i++) {
            Node *c = s->args.items[i];
            for (int j = 0; j < c->args.len; j++)
                scan_expr(hs, c->args.items[j]);
            scan_stmts(hs, &c->body);
        }
        return;
    case N_IF_STMT: case N_DO: case N_DO_WHILE:
        scan_defines(hs, s->var);
        scan_expr(hs, s->cond);
        scan_expr(hs, s->var);
        scan_expr(hs, s->start);
        scan_expr(hs, s->end);
        scan_expr(hs, s->step);
        scan_stmts(hs, &s->body);
        return;
    case N_ARITH_IF: case N_COMPUTED_GOTO:
        scan_expr(hs, s->cond);
        return;
    case N_EXIT: case N_CYCLE: case N_GOTO: case N_CONTINUE:
        return;
    default:
        hs->unsafe = true;
        return;
    }
}

static void scan_stmts(HoistScan *hs, NodeList *body)
{
    for (int i = 0; i < body->len && !hs->unsafe; i++)
        scan_stmt(hs, body->items[i]);
}

/* An array whose descriptor may be read before the loop: its storage is
 * there whether or not the loop runs (not an absent OPTIONAL dummy), on the
 * host, with element strides (no CLASS dummy, no CHARACTER length). */
static bool hoistable(Symbol *s)
{
    return !(s->attrs & A_OPTIONAL) && !s->cray_pointer && s->space == SPACE_HOST && s->type &&
           s->type->kind != TY_CHARACTER && !cg_is_class_array_sym(s);
}

/* A scalar whose value may be loaded once before a loop that does not
 * define it: a global (module variable, COMMON member, SAVE or main program
 * variable) of intrinsic type that nothing else can store to while the loop
 * runs: no EQUIVALENCE, no TARGET (no pointer reaches it), not VOLATILE or
 * ASYNCHRONOUS, on the host. Locals and dummies need none of this: LLVM
 * keeps them in registers (allocas, noalias), but every store to a REAL
 * element may, to LLVM, change a global REAL, so loops reloaded NPB SP's
 * coefficients (dssp 75 times in compute_rhs) and grid sizes after each. */
static bool hoistable_scalar(CG *cg, Symbol *s)
{
    if (!s->type || s->space != SPACE_HOST || s->cray_pointer ||
        (s->attrs & (A_TARGET | A_POINTER | A_ALLOCATABLE | A_VOLATILE | A_ASYNCHRONOUS | A_OPTIONAL)))
        return false;
    TypeKind k = s->type->kind;
    if (k != TY_INTEGER && k != TY_REAL && k != TY_LOGICAL && k != TY_COMPLEX)
        return false;
    CgVar *v = cg_var(cg, s);
    return v->kind == CV_SCALAR && v->is_static && !v->indirect && !v->equivalenced;
}

LLVMValueRef cg_hoisted_scalar(CG *cg, CgVar *v)
{
    DescHoist *h = cg->desc_hoist;
    if (h)
        for (int i = 0; i < h->ns; i++)
            if (h->sv[i] == v)
                return h->val[i];
    return NULL;
}

bool cg_desc_hoist_begin(CG *cg, Node *loop)
{
    if (cg->desc_hoist || cg->target != CG_TARGET_HOST || opts.opt_level == 0)
        return false; /* an enclosing loop has them already */
    HoistScan hs = {0};
    scan_defines(&hs, loop->var); /* the loop's own DO variable */
    scan_expr(&hs, loop->cond); /* DO WHILE's condition, evaluated in every iteration */
    scan_stmts(&hs, &loop->body);
    if (hs.unsafe || (hs.n == 0 && hs.ns == 0))
        return false;
    DescHoist *h = arena_alloc(cu_arena, sizeof *h);
    h->n = 0;
    h->ns = 0;
    for (int i = 0; i < hs.ns && !hs.scalars_unsafe; i++) {
        Symbol *s = hs.scalars[i];
        if (sym_in(hs.written, hs.nw, s) || !hoistable_scalar(cg, s))
            continue;
        CgVar *v = cg_var(cg, s);
        LLVMValueRef val = LLVMBuildLoad2(cg->b, cg_type(cg, s->type), v->addr, s->name);
        cg_tbaa_var(cg, val, s);
        h->sv[h->ns] = v;
        h->val[h->ns++] = val;
    }
    for (int i = 0; i < hs.n; i++) {
        if (!hoistable(hs.syms[i]))
            continue;
        CgVar *v = cg_var(cg, hs.syms[i]);
        if (v->kind != CV_DESC || v->rank == 0)
            continue;
        h->v[h->n] = v;
        obj_load(cg, v, &h->o[h->n]);
        h->n++;
    }
    cg->desc_hoist = h;
    return true;
}

void cg_desc_hoist_end(CG *cg)
{
    cg->desc_hoist = NULL;
}

/* gfortran -fcheck=bounds: the same entry point and message text. */
/* A subscript out of bounds in device code: the emulator reports it with
 * the kernel, block and thread (rt/emu.h); on the GPU the thread traps and
 * the runtime reports the failed kernel with its launch line. */
static void device_bounds_error(CG *cg, Node *at, ArrObj *o, int d, LLVMValueRef sub, LLVMValueRef ub)
{
    if (cg->target == CG_TARGET_NVPTX) {
        cg_call_extern(cg, "llvm.trap", cg->t_void, NULL, 0, NULL, 0, false);
        return;
    }
    const char *file = at->loc.file ? at->loc.file->name : cg->src_name;
    LLVMTypeRef pt[7] = {cg->t_ptr, cg->t_i32, cg->t_ptr, cg->t_i32, cg->t_i64, cg->t_i64, cg->t_i64};
    LLVMValueRef av[7] = {cg_global_string(cg, file, strlen(file), ".file"), cg_const_i32(cg, at->loc.line),
                          cg_global_string(cg, o->name, strlen(o->name), ".name"), cg_const_i32(cg, d + 1),
                          sub, o->lb[d], ub ? ub : cg_const_i64(cg, INT64_MAX)};
    cg_call_extern(cg, "cuf90_emu_bounds_error", cg->t_void, pt, 7, av, 7, false);
}

static void bounds_check(CG *cg, Node *at, ArrObj *o, int d, LLVMValueRef sub)
{
    LLVMValueRef where = cg_where_string(cg, at->loc);
    LLVMValueRef ub = o->ext[d] ? LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, o->lb[d], o->ext[d], ""), cg_const_i64(cg, 1), "ub")
                                : NULL;
    for (int which = 0; which < 2; which++) {
        if (which == 1 && !ub)
            break;
        LLVMValueRef bad = which == 0 ? LLVMBuildICmp(cg->b, LLVMIntSLT, sub, o->lb[d], "")
                                      : LLVMBuildICmp(cg->b, LLVMIntSGT, sub, ub, "");
        LLVMBasicBlockRef fail = cg_new_block(cg, "bounds.fail"), ok = cg_new_block(cg, "bounds.ok");
        LLVMBuildCondBr(cg->b, bad, fail, ok);
        LLVMPositionBuilderAtEnd(cg->b, fail);
        if (cg->target != CG_TARGET_HOST) {
            device_bounds_error(cg, at, o, d, sub, ub);
            LLVMBuildUnreachable(cg->b);
            LLVMPositionBuilderAtEnd(cg->b, ok);
            continue;
        }
        char *msg = arena_printf(cu_arena, "Index '%%ld' of dimension %d of array '%s' %s bound of %%ld", d + 1,
                                 o->name, which == 0 ? "below lower" : "above upper");
        LLVMValueRef args[4] = {where, cg_global_string(cg, msg, strlen(msg), ".bmsg"), sub,
                                which == 0 ? o->lb[d] : ub};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        LLVMValueRef c = cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 4, true);
        (void)c;
        LLVMBuildUnreachable(cg->b);
        LLVMPositionBuilderAtEnd(cg->b, ok);
    }
}

/* Address of the element at subscripts sub. in_bounds: the subscripts name an
 * element that exists (Fortran requires it of element references and of the
 * scalarizer's indices), so the offset arithmetic cannot wrap and the address
 * stays inside the object: nsw and inbounds let LLVM reason about the index
 * as an affine function of the loop counters. */
static LLVMValueRef obj_element(CG *cg, ArrObj *o, LLVMValueRef *sub, bool in_bounds, LLVMValueRef *rel32)
{
    LLVMValueRef off = NULL;
    for (int d = 0; d < o->rank; d++) {
        LLVMValueRef rel = rel32 && rel32[d] ? rel32[d]
                           : in_bounds ? LLVMBuildNSWSub(cg->b, sub[d], o->lb[d], "")
                                       : LLVMBuildSub(cg->b, sub[d], o->lb[d], "");
        LLVMValueRef t = in_bounds ? LLVMBuildNSWMul(cg->b, rel, o->stride[d], "")
                                   : LLVMBuildMul(cg->b, rel, o->stride[d], "");
        off = !off ? t : in_bounds ? LLVMBuildNSWAdd(cg->b, off, t, "") : LLVMBuildAdd(cg->b, off, t, "");
    }
    if (!off)
        off = cg_const_i64(cg, 0);
    if (o->span) {
        off = in_bounds ? LLVMBuildNSWMul(cg->b, off, o->span, "") : LLVMBuildMul(cg->b, off, o->span, "");
        return in_bounds ? LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, o->base, &off, 1, "elem")
                         : LLVMBuildGEP2(cg->b, cg->t_i8, o->base, &off, 1, "elem");
    }
    if (o->et->kind == TY_CHARACTER) {
        off = in_bounds ? LLVMBuildNSWMul(cg->b, off, o->char_len, "") : LLVMBuildMul(cg->b, off, o->char_len, "");
        return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, o->base, &off, 1, "elem");
    }
    if (in_bounds)
        return LLVMBuildInBoundsGEP2(cg->b, cg_type(cg, o->et), o->base, &off, 1, "elem");
    return LLVMBuildGEP2(cg->b, cg_type(cg, o->et), o->base, &off, 1, "elem");
}

/* NVPTX: a default-integer subscript's distance from a constant lower bound
 * >= 0, computed in 32 bits and widened once (as nvcc indexes CUDA C: one
 * mul.wide instead of 64-bit adds of widened parts). The subscript is in
 * bounds (Fortran requires it), so sub - lb lies in [0, INT32_MAX] and nsw
 * holds. NULL where that does not apply: the caller goes through i64. */
static LLVMValueRef rel_i32(CG *cg, Node *s, LLVMValueRef lb)
{
    if (cg->target != CG_TARGET_NVPTX || opts.bounds_check || !s->type || s->type->kind != TY_INTEGER ||
        s->type->kind_param > 4 || s->cval || !LLVMIsAConstantInt(lb))
        return NULL;
    long long l = LLVMConstIntGetSExtValue(lb);
    if (l < 0 || l > INT32_MAX)
        return NULL;
    LLVMValueRef w = cg_wide_index(cg, s);
    if (w) /* in bounds: w - lb does not wrap */
        return LLVMBuildNSWSub(cg->b, w, cg_const_i64(cg, l), "rel");
    LLVMValueRef v = cg_expr(cg, s);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 32)
        return NULL; /* not reached: sema's type says default integer or narrower */
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 32)
        v = LLVMBuildSExt(cg->b, v, cg->t_i32, "");
    LLVMValueRef r = LLVMBuildNSWSub(cg->b, v, cg_const_i32(cg, l), "rel");
    return LLVMBuildSExt(cg->b, r, cg->t_i64, "");
}

/* Address of one element: N_ARRAY_REF with scalar subscripts, or under the
 * scalarizer any array designator at the current loop indices. */
LLVMValueRef cg_element_addr(CG *cg, Node *e)
{
    Node *arr = e->kind == N_ARRAY_REF ? e->lhs : e;
    ArrObj o;
    if (!array_obj(cg, arr, &o)) {
        error_at(e->loc, "internal error: '%s' is not an array", arr->name ? arr->name : "?");
        return LLVMConstNull(cg->t_ptr);
    }
    LLVMValueRef zero[15];
    LLVMValueRef *idx = cg->elem_idx;
    if (!idx) {
        for (int i = 0; i < 15; i++)
            zero[i] = cg_const_i64(cg, 0);
        idx = zero;
    }
    LLVMValueRef sub[15];
    /* Without the scalarizer's indices this is the address of the first
     * element of a whole array or section, which may be empty. */
    bool in_bounds = cg->elem_idx != NULL;
    if (e->kind != N_ARRAY_REF) {
        for (int d = 0; d < o.rank; d++)
            sub[d] = in_bounds ? LLVMBuildNSWAdd(cg->b, o.lb[d], idx[d], "") : LLVMBuildAdd(cg->b, o.lb[d], idx[d], "");
        LLVMValueRef el = obj_element(cg, &o, sub, in_bounds, NULL);
        if (in_bounds)
            cg_device_check_align(cg, e->loc, el, o.et, o.name, CG_ACCESS_ELEMENT); /* -Mbounds, emu */
        return el;
    }
    if (e->rank == 0)
        in_bounds = true;
    LLVMValueRef rel[15] = {0};
    int ld = 0;
    for (int d = 0; d < o.rank && d < e->args.len; d++) {
        Node *s = e->args.items[d];
        if (s->kind == N_TRIPLET) {
            LLVMValueRef lo = s->lhs ? cg_expr_i64(cg, s->lhs) : o.lb[d];
            LLVMValueRef st = s->step ? cg_expr_i64(cg, s->step) : cg_const_i64(cg, 1);
            sub[d] = in_bounds ? LLVMBuildNSWAdd(cg->b, lo, LLVMBuildNSWMul(cg->b, idx[ld++], st, ""), "")
                               : LLVMBuildAdd(cg->b, lo, LLVMBuildMul(cg->b, idx[ld++], st, ""), "");
        } else if (s->rank > 0) {
            LLVMValueRef *save = cg->elem_idx;
            int sr = cg->elem_rank;
            LLVMValueRef one[1] = {idx[ld++]};
            cg->elem_idx = one;
            cg->elem_rank = 1;
            sub[d] = cg_expr_i64(cg, s);
            cg->elem_idx = save;
            cg->elem_rank = sr;
        } else {
            LLVMValueRef *save = cg->elem_idx;
            rel[d] = rel_i32(cg, s, o.lb[d]);
            sub[d] = rel[d] ? NULL : cg_expr_i64(cg, s);
            cg->elem_idx = save;
            if (opts.bounds_check)
                bounds_check(cg, e, &o, d, sub[d]);
        }
    }
    LLVMValueRef el = obj_element(cg, &o, sub, in_bounds, rel);
    if (in_bounds)
        cg_device_check_align(cg, e->loc, el, o.et, o.name, CG_ACCESS_ELEMENT); /* -Mbounds, emu */
    return el;
}

static bool intrinsic_elemental(int id)
{
    static const char cls[] = {
        0,
#define X(id_, name_, cls_) #cls_[0],
        INTRINSIC_LIST(X)
#undef X
    };
    return id > 0 && id < (int)sizeof cls && cls[id] == 'E';
}

/* -fcheck=bounds on a section lo:hi:st that is not empty, as gfortran's:
 * its first and its last element (hi itself only when the step reaches
 * it) lie within the bounds; gfortran prints the range as (lb:ub) for the
 * first and (ub:lb) for the last. An assumed-size array's last dimension
 * has only its lower bound. */
static void section_bounds_check(CG *cg, Node *e, ArrObj *o, int d, LLVMValueRef lo, LLVMValueRef hi, LLVMValueRef st)
{
    LLVMValueRef zero = cg_const_i64(cg, 0);
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, st, zero, "");
    LLVMValueRef nonempty = LLVMBuildSelect(cg->b, up, LLVMBuildICmp(cg->b, LLVMIntSLE, lo, hi, ""),
                                            LLVMBuildICmp(cg->b, LLVMIntSGE, lo, hi, ""), "");
    nonempty = LLVMBuildAnd(cg->b, nonempty, LLVMBuildICmp(cg->b, LLVMIntNE, st, zero, ""), "");
    /* st = 0 would divide by zero below: a stride of 1 then (the section's
     * count is also guarded) */
    LLVMValueRef sst = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, st, zero, ""), cg_const_i64(cg, 1), st, "");
    LLVMValueRef last = LLVMBuildSub(cg->b, hi, LLVMBuildSRem(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), sst, ""), "last");
    LLVMValueRef lb = o->lb[d];
    LLVMValueRef ub = o->ext[d] ? LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb, o->ext[d], ""), cg_const_i64(cg, 1), "ub")
                                : NULL;
    for (int which = 0; which < 2; which++) {
        LLVMValueRef v = which == 0 ? lo : last;
        LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntSLT, v, lb, "");
        if (ub)
            bad = LLVMBuildOr(cg->b, bad, LLVMBuildICmp(cg->b, LLVMIntSGT, v, ub, ""), "");
        bad = LLVMBuildAnd(cg->b, nonempty, bad, "");
        char *msg = ub ? arena_printf(cu_arena, "Index '%%ld' of dimension %d of array '%s' outside of expected range "
                                                "(%%ld:%%ld)", d + 1, o->name)
                       : arena_printf(cu_arena, "Index '%%ld' of dimension %d of array '%s' below lower bound of %%ld",
                                      d + 1, o->name);
        LLVMValueRef av[3] = {v, which == 0 ? lb : (ub ? ub : lb), which == 0 ? ub : lb};
        cg_runtime_error_if(cg, e->loc, bad, msg, av, ub ? 3 : 2);
    }
}

static LLVMValueRef triplet_count(CG *cg, LLVMValueRef lo, LLVMValueRef hi, LLVMValueRef st)
{
    LLVMValueRef n = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), st, ""), st, "");
    return max0(cg, n);
}

typedef struct ArrTemp ArrTemp;
/* A materialized array: data and element count, valid for one statement. */
struct ArrTemp {
    LLVMValueRef fn;
    int serial;
    LLVMValueRef data, n;
    int rank;
    LLVMValueRef ext[15];       /* array function results */
    LLVMValueRef elem_len;      /* CHARACTER function results: element length */
    LLVMValueRef desc;          /* POINTER function results: the returned descriptor, */
    bool by_desc;               /* whose strides and span address the elements */
    bool class_container;       /* CLASS array results: desc is the container {descriptor, vtable} */
};
static ArrTemp *materialize_call(CG *cg, Node *e);

/* An elemental call has the shape of its first array argument. */
static int shape_of_args(CG *cg, Node *e, LLVMValueRef *ext)
{
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        if (a && a->kind == N_KEYWORD)
            a = a->rhs;
        if (a && a->rank > 0)
            return cg_shape(cg, a, ext);
    }
    return 0;
}

static ArrTemp *materialize_ctor(CG *cg, Node *e);

/* A scalar operand of an array expression that references a function
 * (`a + f()`, `maxloc(m, dim=1, back=g())`, `sum(b * f())`), evaluated
 * once before the element loops, as gfortran's scalarizer does: it was
 * evaluated for every element, calling f that many times. Valid within
 * one statement of one function, as ArrTemp. */
typedef struct ScalarOnce {
    LLVMValueRef fn;
    int serial;
    LLVMValueRef v;
} ScalarOnce;

LLVMValueRef cg_scalar_once(CG *cg, Node *e)
{
    ScalarOnce *o = e->cg;
    return o && o->fn == cg->fn && o->serial == cg->stmt_serial ? o->v : NULL;
}

static bool evaluate_once(CG *cg, Node *e)
{
    if (e->rank != 0 || e->cval || e->kind == N_KEYWORD || e->kind == N_PAREN || !e->type ||
        !(e->type->kind == TY_INTEGER || e->type->kind == TY_REAL || e->type->kind == TY_COMPLEX ||
          e->type->kind == TY_LOGICAL) ||
        !expr_calls_function(e))
        return false;
    if (e->scalar_once && cg_scalar_once(cg, e))
        return true;
    e->scalar_once = false;
    LLVMValueRef v = cg_expr(cg, e);
    ScalarOnce *o = NEW(ScalarOnce);
    *o = (ScalarOnce){cg->fn, cg->stmt_serial, v};
    e->cg = o;
    e->scalar_once = true;
    return true;
}

/* Evaluates the array constructors, array-valued calls and scalar operands
 * that reference functions inside e once, before any loop over e's
 * elements is opened. */
static void prepare_operands(CG *cg, Node *e)
{
    if (!e || evaluate_once(cg, e))
        return;
    switch (e->kind) {
    case N_ARRAY_CTOR:
        if (e->rank > 0)
            materialize_ctor(cg, e);
        return;
    case N_FUNC_CALL: {
        Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL);
        if (e->rank > 0 && p && p->proc && !(p->proc->prefix & PF_ELEMENTAL) && cg_result_by_desc(p)) {
            materialize_call(cg, e);
            return;
        }
        for (int i = 0; i < e->args.len; i++)
            prepare_operands(cg, e->args.items[i]);
        return;
    }
    case N_INTRINSIC_CALL:
        if (!intrinsic_elemental(e->op)) {
            /* scalar arguments (BACK=, SHIFT=, SPREAD's source ...) first */
            for (int i = 0; i < e->args.len; i++) {
                Node *a = e->args.items[i];
                if (a && a->kind == N_KEYWORD)
                    a = a->rhs;
                if (a && a->rank == 0)
                    evaluate_once(cg, a);
            }
            /* PACK & co. are computed here, before any loop (intrinsics_lib.c) */
            LLVMValueRef ext[15];
            if (e->rank > 0)
                cg_intrinsic_lib_shape(cg, e, ext);
            return;
        }
        for (int i = 0; i < e->args.len; i++)
            prepare_operands(cg, e->args.items[i]);
        return;
    case N_KEYWORD:
        prepare_operands(cg, e->rhs);
        return;
    case N_ARRAY_REF: /* subscripts: b(f(n)), a(g(1):3) call f and g once */
        for (int i = 0; i < e->args.len; i++) {
            Node *x = e->args.items[i];
            if (x && x->kind == N_TRIPLET) {
                Node *b[3] = {x->lhs, x->rhs, x->step};
                for (int k = 0; k < 3; k++)
                    if (b[k])
                        evaluate_once(cg, b[k]);
            } else if (x && x->rank > 0)
                prepare_operands(cg, x);
            else if (x)
                evaluate_once(cg, x);
        }
        return;
    case N_BINARY: /* left to right, as gfortran */
        prepare_operands(cg, e->lhs);
        prepare_operands(cg, e->rhs);
        return;
    case N_UNARY:
    case N_PAREN:
    case N_CONVERT:
        prepare_operands(cg, e->lhs);
        return;
    default:
        return;
    }
}

static int shape_of(CG *cg, Node *e, LLVMValueRef *ext);

/* Extents of an array expression; returns its rank (0 when unknown). */
int cg_shape(CG *cg, Node *e, LLVMValueRef *ext)
{
    if (e->rank == 0)
        return 0;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    prepare_operands(cg, e);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return shape_of(cg, e, ext);
}

static int shape_of(CG *cg, Node *e, LLVMValueRef *ext)
{
    if (e->rank == 0)
        return 0;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    int r = 0;
    switch (e->kind) {
    case N_NAME:
    case N_COMPONENT: {
        if (e->kind == N_COMPONENT && e->lhs->rank > 0) {
            r = cg_shape(cg, e->lhs, ext);
            break;
        }
        ArrObj o;
        if (array_obj(cg, e, &o)) {
            for (int d = 0; d < o.rank; d++)
                ext[d] = o.ext[d] ? o.ext[d] : cg_const_i64(cg, 1);
            r = o.rank;
        }
        break;
    }
    case N_ARRAY_REF: {
        if (e->lhs->kind == N_COMPONENT && e->lhs->lhs->rank > 0) {
            r = cg_shape(cg, e->lhs->lhs, ext); /* ps%pos(1): the parent's shape */
            break;
        }
        ArrObj o;
        if (!array_obj(cg, e->lhs, &o))
            break;
        for (int d = 0; d < o.rank && d < e->args.len; d++) {
            Node *s = e->args.items[d];
            if (s->kind == N_TRIPLET) {
                LLVMValueRef lo = s->lhs ? cg_expr_i64(cg, s->lhs) : o.lb[d];
                LLVMValueRef hi = s->rhs ? cg_expr_i64(cg, s->rhs)
                                  : LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, o.lb[d], o.ext[d] ? o.ext[d] : cg_const_i64(cg, 1), ""),
                                                 cg_const_i64(cg, 1), "");
                LLVMValueRef st = s->step ? cg_expr_i64(cg, s->step) : cg_const_i64(cg, 1);
                if (opts.bounds_check && cg->target == CG_TARGET_HOST)
                    section_bounds_check(cg, e, &o, d, lo, hi, st);
                ext[r++] = triplet_count(cg, lo, hi, st);
            } else if (s->rank > 0) {
                LLVMValueRef ve[15];
                cg_shape(cg, s, ve);
                ext[r++] = ve[0];
            }
        }
        break;
    }
    case N_PAREN:
    case N_CONVERT:
    case N_UNARY:
    case N_SUBSTRING:
        r = cg_shape(cg, e->lhs, ext);
        break;
    case N_BINARY:
        r = e->lhs->rank > 0 ? cg_shape(cg, e->lhs, ext) : cg_shape(cg, e->rhs, ext);
        break;
    case N_INTRINSIC_CALL:
        if ((e->op == INTR_LBOUND || e->op == INTR_UBOUND || e->op == INTR_SHAPE) && e->args.len &&
            e->args.items[0]) {
            Node *a = e->args.items[0];
            ext[0] = cg_is_assumed_rank(a) ? cg_ar_shape_extent(cg, a)
                                           : cg_const_i64(cg, a->kind == N_KEYWORD ? a->rhs->rank : a->rank);
            r = 1;
            break;
        }
        if (intrinsic_elemental(e->op))
            r = shape_of_args(cg, e, ext);
        else
            r = cg_intrinsic_shape(cg, e, ext);
        break;
    case N_FUNC_CALL: {
        Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL);
        if (p && p->proc && !(p->proc->prefix & PF_ELEMENTAL) && cg_result_by_desc(p)) {
            ArrTemp *t = materialize_call(cg, e);
            for (int d = 0; d < t->rank; d++)
                ext[d] = t->ext[d];
            r = t->rank;
        } else
            r = shape_of_args(cg, e, ext);
        break;
    }
    case N_ARRAY_CTOR:
        ext[0] = cg_ctor_size(cg, e);
        r = 1;
        break;
    default:
        break;
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    if (r == 0) {
        if (e->kind == N_INTRINSIC_CALL)
            error_at(e->loc, "The array result of intrinsic '%s' is not supported yet%s", intrinsic_name(e->op),
                     cg_is_device_target(cg) ? " in device code" : "");
        else
            error_at(e->loc, "array expression '%s' is not supported yet", node_name[e->kind]);
    }
    return r;
}

/* One loop per dimension, the first dimension innermost. */
static void scalarize_dim(CG *cg, int d, LLVMValueRef *ext, LLVMValueRef *ctr, int rank,
                          void (*body)(CG *, void *), void *data)
{
    if (d < 0) {
        LLVMValueRef idx[15];
        for (int k = 0; k < rank; k++)
            idx[k] = load64(cg, ctr[k], "i");
        cg->elem_idx = idx;
        cg->elem_rank = rank;
        body(cg, data);
        return;
    }
    LLVMBasicBlockRef head = cg_new_block(cg, "arr.head"), bb = cg_new_block(cg, "arr.body"),
                      done = cg_new_block(cg, "arr.done");
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), ctr[d]);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef i = load64(cg, ctr[d], "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, i, ext[d], ""), bb, done);
    LLVMPositionBuilderAtEnd(cg->b, bb);
    scalarize_dim(cg, d - 1, ext, ctr, rank, body, data);
    LLVMValueRef i2 = load64(cg, ctr[d], "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, i2, cg_const_i64(cg, 1), ""), ctr[d]);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Address of the scalarizer's current element (cg->elem_idx) in a
 * contiguous column-major buffer of extents ext and esize-byte elements. */
LLVMValueRef cg_scalar_elem_addr(CG *cg, LLVMValueRef data, LLVMValueRef *ext, int rank, LLVMValueRef esize)
{
    LLVMValueRef lin = cg_const_i64(cg, 0);
    for (int d = rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, ext[d], ""), cg->elem_idx[d], "");
    LLVMValueRef off = LLVMBuildMul(cg->b, lin, esize, "");
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, data, &off, 1, "");
}

void cg_scalarize(CG *cg, int rank, LLVMValueRef *ext, void (*body)(CG *, void *), void *data)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    LLVMValueRef ctr[15];
    for (int d = 0; d < rank; d++)
        ctr[d] = cg_alloca(cg, cg->t_i64, "idx");
    scalarize_dim(cg, rank - 1, ext, ctr, rank, body, data);
    cg->elem_idx = save;
    cg->elem_rank = sr;
}

/* ------------------------------------------------------------------ */
/* Descriptors for actual arguments                                    */
/* ------------------------------------------------------------------ */

bool cg_is_contiguous_ref(Node *e)
{
    if (e->kind == N_NAME) {
        /* a whole array, unless an assumed-shape or pointer one without CONTIGUOUS */
        Symbol *s = e->sym ? cg_ultimate(e->sym) : NULL;
        return !s || !s->shape || (s->attrs & A_CONTIGUOUS) ||
               (s->shape->kind != DIM_ASSUMED_SHAPE && !(s->attrs & A_POINTER));
    }
    if (e->kind != N_ARRAY_REF || e->lhs->kind != N_NAME || !e->lhs->sym)
        return false;
    Symbol *s = cg_ultimate(e->lhs->sym);
    if (!s->shape || s->shape->kind == DIM_ASSUMED_SHAPE || (s->attrs & A_POINTER))
        return false;
    bool full = true;
    for (int d = 0; d < e->args.len; d++) {
        Node *a = e->args.items[d];
        if (a->kind == N_TRIPLET) {
            if (!full)
                return false;
            if (a->step && !(a->step->cval && a->step->cval->i == 1))
                return false;
            if (a->lhs || a->rhs)
                full = false;
        } else if (a->rank > 0)
            return false;
        else
            full = false;
    }
    return true;
}

static void store_dtype(CG *cg, LLVMValueRef desc, int rank, Type *et, LLVMValueRef elem_len)
{
    LLVMValueRef dt = cg_desc_field(cg, desc, rank, 2);
    LLVMBuildStore(cg->b, elem_len, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""));
    LLVMBuildStore(cg->b, cg_const_i32(cg, 0), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 1, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)rank, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 2, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i8, (unsigned)cg_bt_code(et), false),
                   LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 3, ""));
    LLVMBuildStore(cg->b, LLVMConstInt(cg->t_i16, 0, false), LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 4, ""));
}

/* A rank-0 descriptor of the scalar at addr (an assumed-rank dummy's
 * actual argument, as gfortran passes a scalar there). */
LLVMValueRef cg_scalar_desc(CG *cg, Type *t, LLVMValueRef addr, LLVMValueRef elem_len)
{
    LLVMValueRef desc = cg_alloca(cg, cg_desc_type(cg, 0), "desc0");
    LLVMBuildStore(cg->b, addr, cg_desc_field(cg, desc, 0, 0));
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), cg_desc_field(cg, desc, 0, 1));
    store_dtype(cg, desc, 0, t, elem_len);
    LLVMBuildStore(cg->b, elem_len, cg_desc_field(cg, desc, 0, 3));
    return desc;
}

/* A descriptor of the contiguous rank-'rank' array of extents ext at addr,
 * lower bounds 1. */
LLVMValueRef cg_shape_desc(CG *cg, Type *t, LLVMValueRef addr, int rank, LLVMValueRef *ext, LLVMValueRef elem_len)
{
    LLVMValueRef desc = cg_alloca(cg, cg_desc_type(cg, rank), "descn");
    LLVMBuildStore(cg->b, addr, cg_desc_field(cg, desc, rank, 0));
    LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
    for (int d = 0; d < rank; d++) {
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, desc, rank, d, 0));
        LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, desc, rank, d, 1));
        LLVMBuildStore(cg->b, ext[d], cg_desc_dim(cg, desc, rank, d, 2));
        offset = LLVMBuildSub(cg->b, offset, stride, "");
        stride = LLVMBuildMul(cg->b, stride, max0(cg, ext[d]), "");
    }
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, desc, rank, 1));
    store_dtype(cg, desc, rank, t, elem_len);
    LLVMBuildStore(cg->b, elem_len, cg_desc_field(cg, desc, rank, 3));
    return desc;
}

/* The section e (subscripts of the whole array o): lower bounds 1, the
 * first element's address as base. False for vector subscripts, which no
 * stride describes. */
static bool section_obj(CG *cg, Node *e, ArrObj *o)
{
    for (int d = 0; d < e->args.len; d++)
        if (e->args.items[d]->kind != N_TRIPLET && e->args.items[d]->rank > 0)
            return false;
    LLVMValueRef first[15], ext[15], stride[15];
    int r = 0;
    for (int d = 0; d < o->rank; d++) {
        Node *s = d < e->args.len ? e->args.items[d] : NULL;
        if (!s) {
            first[d] = o->lb[d];
            continue;
        }
        if (s->kind != N_TRIPLET) {
            first[d] = cg_expr_i64(cg, s);
            continue;
        }
        LLVMValueRef lo = s->lhs ? cg_expr_i64(cg, s->lhs) : o->lb[d];
        LLVMValueRef hi = s->rhs ? cg_expr_i64(cg, s->rhs)
                          : LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, o->lb[d], o->ext[d] ? o->ext[d] : cg_const_i64(cg, 1), ""),
                                         cg_const_i64(cg, 1), "");
        LLVMValueRef st = s->step ? cg_expr_i64(cg, s->step) : cg_const_i64(cg, 1);
        if (opts.bounds_check && cg->target == CG_TARGET_HOST)
            section_bounds_check(cg, e, o, d, lo, hi, st);
        first[d] = lo;
        ext[r] = triplet_count(cg, lo, hi, st);
        stride[r++] = LLVMBuildMul(cg->b, o->stride[d], st, "");
    }
    o->base = obj_element(cg, o, first, false, NULL);
    for (int d = 0; d < r; d++) {
        o->lb[d] = cg_const_i64(cg, 1);
        o->ext[d] = ext[d];
        o->stride[d] = stride[d];
    }
    o->rank = r;
    o->desc = NULL;
    return true;
}

/* Moves a view from its parent's elements to a part of them, off bytes into
 * each, of type et (char_len bytes for CHARACTER). Strides stay in elements
 * while the parent's element size is a constant multiple of the part's;
 * otherwise they count the parent's elements and span is their size. */
static void view_narrow(CG *cg, ArrObj *o, LLVMValueRef off, Type *et, LLVMValueRef char_len)
{
    o->base = LLVMBuildGEP2(cg->b, cg->t_i8, o->base, &off, 1, "part");
    if (!o->span) {
        LLVMValueRef psize = o->char_len ? o->char_len : cg_elem_size(cg, o->et, NULL);
        LLVMValueRef nsize = char_len ? char_len : cg_elem_size(cg, et, NULL);
        long long p = LLVMIsAConstantInt(psize) ? LLVMConstIntGetSExtValue(psize) : -1;
        long long n = LLVMIsAConstantInt(nsize) ? LLVMConstIntGetSExtValue(nsize) : -1;
        if (p >= 0 && n > 0 && p % n == 0) {
            for (int d = 0; d < o->rank; d++)
                o->stride[d] = LLVMBuildMul(cg->b, o->stride[d], cg_const_i64(cg, p / n), "");
        } else {
            o->span = psize;
            o->span_loaded = false;
        }
    }
    o->et = et;
    o->char_len = char_len;
    o->desc = NULL;
    for (int d = 0; d < o->rank; d++)
        o->lb[d] = cg_const_i64(cg, 1);
}

/* The array object of any array designator whose elements lie at fixed
 * strides: whole arrays, sections, and views of parts of a parent's
 * elements (ps%mass, ps(2:4)%pos(1), a%b%c, names(:)(2:3)). False for
 * vector subscripts and for non-designators. */
static bool designator_obj(CG *cg, Node *e, ArrObj *o)
{
    switch (e->kind) {
    case N_NAME:
        return array_obj(cg, e, o);
    case N_FUNC_CALL: {
        /* a reference to a function with an array POINTER result is its
         * target (a variable: an actual argument the callee may define) */
        Symbol *p = e->rank > 0 ? cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL) : NULL;
        Symbol *r = p && p->proc ? p->proc->result : NULL;
        if (!r || !(r->attrs & A_POINTER) || !r->shape || r->shape->rank != e->rank || e->type->kind == TY_CHARACTER)
            return false;
        CgVar v = {.kind = CV_DESC, .sym = r, .fn = cg->fn, .addr = materialize_call(cg, e)->desc, .rank = e->rank};
        obj_load(cg, &v, o);
        return true;
    }
    case N_COMPONENT: {
        if (e->lhs->rank == 0)
            return array_obj(cg, e, o);
        Symbol *c = e->sym;
        if (!c || c->shape || !designator_obj(cg, e->lhs, o))
            return false;
        int64_t n = cg_char_const_len(c->type);
        view_narrow(cg, o, cg_const_i64(cg, c->comp_offset), c->type,
                    c->type->kind == TY_CHARACTER ? cg_const_i64(cg, (n > 0 ? n : 0) * char_kind(c->type)) : NULL);
        return true;
    }
    case N_ARRAY_REF: {
        Node *b = e->lhs;
        if (b->kind == N_COMPONENT && b->lhs->rank > 0) {
            /* ps%pos(1): each parent element's component element */
            Symbol *c = b->sym;
            if (!c || !c->shape || !c->shape->constant || !designator_obj(cg, b->lhs, o))
                return false;
            LLVMValueRef esize = cg_elem_size(cg, c->type, NULL);
            LLVMValueRef off = cg_const_i64(cg, c->comp_offset);
            int64_t mult = 1;
            for (int d = 0; d < c->shape->rank && d < e->args.len; d++) {
                LLVMValueRef rel = LLVMBuildSub(cg->b, cg_expr_i64(cg, e->args.items[d]),
                                                cg_const_i64(cg, c->shape->lo_val[d]), "");
                off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, rel, LLVMBuildMul(cg->b, esize, cg_const_i64(cg, mult), ""), ""), "");
                int64_t ext = c->shape->hi_val[d] - c->shape->lo_val[d] + 1;
                mult *= ext > 0 ? ext : 0;
            }
            int64_t n = cg_char_const_len(c->type);
            view_narrow(cg, o, off, c->type,
                        c->type->kind == TY_CHARACTER ? cg_const_i64(cg, (n > 0 ? n : 0) * char_kind(c->type)) : NULL);
            return true;
        }
        if (b->rank > 0 && b->kind != N_NAME && !(b->kind == N_COMPONENT && b->lhs->rank == 0))
            return false;
        return array_obj(cg, b, o) && section_obj(cg, e, o);
    }
    case N_SUBSTRING: {
        if (e->rank == 0 || !designator_obj(cg, e->lhs, o) || !o->char_len)
            return false;
        Node *tr = e->args.len ? e->args.items[0] : NULL;
        LLVMValueRef lo = tr && tr->lhs ? cg_expr_i64(cg, tr->lhs) : cg_const_i64(cg, 1);
        int k = char_kind(e->type);
        LLVMValueRef hi = tr && tr->rhs ? cg_expr_i64(cg, tr->rhs)
                          : k == 1 ? o->char_len : LLVMBuildSDiv(cg->b, o->char_len, cg_const_i64(cg, k), "");
        LLVMValueRef len = max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), ""));
        view_narrow(cg, o, cg_char_bytes(cg, LLVMBuildSub(cg->b, lo, cg_const_i64(cg, 1), ""), k), e->type,
                    cg_char_bytes(cg, len, k));
        return true;
    }
    default:
        return false;
    }
}

/* Element length (i64) of a CHARACTER array expression: the same for every
 * element, so a substring's comes from its bounds. */
LLVMValueRef cg_array_char_len(CG *cg, Node *e)
{
    switch (e->kind) {
    case N_NAME:
        if (e->sym && e->sym->kind == SYM_VARIABLE)
            return cg_char_len_of(cg, cg_var(cg, cg_ultimate(e->sym)));
        break;
    case N_ARRAY_REF:
        if (e->lhs->kind == N_NAME)
            return cg_array_char_len(cg, e->lhs);
        break;
    case N_SUBSTRING: {
        Node *tr = e->args.len ? e->args.items[0] : NULL;
        LLVMValueRef lo = tr && tr->lhs ? cg_expr_i64(cg, tr->lhs) : cg_const_i64(cg, 1);
        LLVMValueRef hi = tr && tr->rhs ? cg_expr_i64(cg, tr->rhs) : cg_array_char_len(cg, e->lhs);
        return max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), ""));
    }
    case N_FUNC_CALL: {
        /* an elemental function's result of LEN=len(arg): from the first
         * element's actuals, without calling it (gfortran calls it once per element) */
        Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL);
        Symbol *r = p && p->proc ? p->proc->result : NULL;
        if (!r || !(p->proc->prefix & PF_ELEMENTAL) || !r->type || r->type->kind != TY_CHARACTER ||
            r->type->len_kind != LEN_EXPR || !r->type->len_expr)
            break;
        LLVMValueRef *save = cg->elem_idx, zero[15];
        int sr = cg->elem_rank;
        for (int i = 0; i < 15; i++)
            zero[i] = cg_const_i64(cg, 0);
        cg->elem_idx = zero;
        cg->elem_rank = e->rank;
        void *st = cg_bind_actuals(cg, p, &e->args);
        LLVMValueRef len = max0(cg, cg_expr_i64(cg, r->type->len_expr));
        cg_unbind_actuals(cg, p, st);
        cg->elem_idx = save;
        cg->elem_rank = sr;
        return len;
    }
    default:
        break;
    }
    int64_t n = cg_char_const_len(e->type);
    if (n >= 0)
        return cg_const_i64(cg, n);
    LLVMValueRef *save = cg->elem_idx, zero[15], a, len;
    int sr = cg->elem_rank;
    for (int i = 0; i < 15; i++)
        zero[i] = cg_const_i64(cg, 0);
    cg->elem_idx = zero;
    cg->elem_rank = e->rank;
    cg_char_expr(cg, e, &a, &len);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return len;
}

/* Fills descriptor desc of rank o->rank from an array object. */
static void desc_from_obj(CG *cg, LLVMValueRef desc, ArrObj *o)
{
    int rank = o->rank;
    LLVMValueRef elem_len = o->char_len ? o->char_len : cg_elem_size(cg, o->et, NULL);
    LLVMBuildStore(cg->b, o->base, cg_desc_field(cg, desc, rank, 0));
    store_dtype(cg, desc, rank, o->et, elem_len);
    LLVMBuildStore(cg->b, o->span ? o->span : elem_len, cg_desc_field(cg, desc, rank, 3));
    LLVMValueRef offset = cg_const_i64(cg, 0);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef ext = o->ext[d] ? o->ext[d] : cg_const_i64(cg, 1);
        LLVMValueRef ub = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, o->lb[d], ext, ""), cg_const_i64(cg, 1), "");
        LLVMBuildStore(cg->b, o->stride[d], cg_desc_dim(cg, desc, rank, d, 0));
        LLVMBuildStore(cg->b, o->lb[d], cg_desc_dim(cg, desc, rank, d, 1));
        LLVMBuildStore(cg->b, ub, cg_desc_dim(cg, desc, rank, d, 2));
        offset = LLVMBuildSub(cg->b, offset, LLVMBuildMul(cg->b, o->lb[d], o->stride[d], ""), "");
    }
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, desc, rank, 1));
}

/* A copy of descriptor desc (rank >= 1) describing the same shape stored
 * contiguously at data: element strides 1, ext1, ext1*ext2, ... */
LLVMValueRef cg_contiguous_desc(CG *cg, LLVMValueRef desc, int rank, LLVMValueRef data)
{
    LLVMTypeRef dt = cg_desc_type(cg, rank);
    LLVMValueRef c = cg_alloca(cg, dt, "desc.contig");
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, dt, desc, ""), c);
    LLVMBuildStore(cg->b, data, cg_desc_field(cg, c, rank, 0));
    LLVMValueRef stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef lb = load_desc64(cg, cg_desc_dim(cg, c, rank, d, 1), "lb");
        LLVMValueRef ub = load_desc64(cg, cg_desc_dim(cg, c, rank, d, 2), "ub");
        LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, c, rank, d, 0));
        offset = LLVMBuildSub(cg->b, offset, LLVMBuildMul(cg->b, lb, stride, ""), "");
        LLVMValueRef ext = LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub, lb, ""), cg_const_i64(cg, 1), "");
        LLVMValueRef pos = LLVMBuildICmp(cg->b, LLVMIntSGT, ext, cg_const_i64(cg, 0), "");
        stride = LLVMBuildMul(cg->b, stride, LLVMBuildSelect(cg->b, pos, ext, cg_const_i64(cg, 0), ""), "");
    }
    LLVMBuildStore(cg->b, offset, cg_desc_field(cg, c, rank, 1));
    LLVMValueRef elen = LLVMBuildLoad2(cg->b, cg->t_i64, cg_desc_field(cg, c, rank, 2), "elen");
    LLVMBuildStore(cg->b, elen, cg_desc_field(cg, c, rank, 3));
    return c;
}

/* IS_CONTIGUOUS(e) as i1: the elements of the designator e lie in array
 * element order without gaps (each stride the product of the extents
 * before it, as libgfortran's is_contiguous0 decides, and a span, if any,
 * the element's length); any other array expression is a temporary. */
LLVMValueRef cg_is_contiguous(CG *cg, Node *e)
{
    if (cg_is_assumed_rank(e)) {
        LLVMTypeRef pt = cg->t_ptr;
        LLVMValueRef d = cg_ar_desc(cg, e);
        LLVMValueRef r = cg_call_extern(cg, "_gfortran_is_contiguous0", cg->t_i32, &pt, 1, &d, 1, false);
        return LLVMBuildICmp(cg->b, LLVMIntNE, r, cg_const_i32(cg, 0), "contig");
    }
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    LLVMValueRef ok = LLVMConstInt(cg->t_i1, 1, false);
    if (designator_obj(cg, e, &o) && o.rank == e->rank) {
        LLVMValueRef want = cg_const_i64(cg, 1);
        if (o.span) {
            /* strides count span bytes: an element's length makes them elements */
            LLVMValueRef elen = o.char_len ? o.char_len : cg_elem_size(cg, o.et, NULL);
            ok = LLVMBuildICmp(cg->b, LLVMIntEQ, o.span, elen, "");
        }
        for (int d = 0; d < o.rank; d++) {
            ok = LLVMBuildAnd(cg->b, ok, LLVMBuildICmp(cg->b, LLVMIntEQ, o.stride[d], want, ""), "");
            if (d + 1 < o.rank)
                want = LLVMBuildMul(cg->b, want, o.ext[d], "");
        }
    }
    cg->elem_idx = save, cg->elem_rank = sr;
    return ok;
}

/* A descriptor for a whole array or a section, with lower bounds 1 for
 * sections as the standard's actual argument rules. Its strides count
 * elements (span = element length), as libgfortran and assumed-shape
 * dummies read them: a view that needs a span, a vector-subscripted
 * section and any other array expression get a temporary copy. */
static Symbol *view_base_symbol(Node *e)
{
    while (e && (e->kind == N_ARRAY_REF || e->kind == N_COMPONENT || e->kind == N_SUBSTRING))
        e = e->lhs;
    return e && e->kind == N_NAME && e->sym ? cg_ultimate(e->sym) : NULL;
}

/* A descriptor of CLASS array designator e (a section of a CLASS array
 * container) in place, for a CLASS array dummy or associate name: its
 * elements are of the dynamic type's size, the span, which it keeps as its
 * element length too (gfortran's class container). NULL when e is no such
 * view; explicit-shape dummies get make_desc's copy instead. */
LLVMValueRef cg_class_view_desc(CG *cg, Node *e)
{
    if (!e->type || e->type->kind != TY_DERIVED || !e->type->polymorphic || e->rank == 0)
        return NULL;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    LLVMValueRef desc = NULL;
    if (designator_obj(cg, e, &o) && o.rank == e->rank && o.span && o.span_loaded && o.et && o.et->polymorphic) {
        desc = cg_alloca(cg, cg_desc_type(cg, e->rank), "class.view");
        desc_from_obj(cg, desc, &o);
        LLVMBuildStore(cg->b, o.span, LLVMBuildStructGEP2(cg->b, cg->t_dtype, cg_desc_field(cg, desc, e->rank, 2), 0, ""));
    }
    cg->elem_idx = save, cg->elem_rank = sr;
    return desc;
}

static LLVMValueRef make_desc(CG *cg, Node *e, bool *copied_view)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    int rank = e->rank;
    LLVMValueRef desc = cg_alloca(cg, cg_desc_type(cg, rank), "desc");
    bool in_place = designator_obj(cg, e, &o) && o.rank == rank;
    if (in_place && o.desc && !o.span && (e->kind == N_NAME || e->kind == N_COMPONENT)) {
        cg->elem_idx = save, cg->elem_rank = sr;
        return o.desc;
    }
    LLVMBasicBlockRef join = NULL;
    if (in_place && o.span && o.span_loaded) {
        /* through a pointer: element strides when its span is a multiple of
         * the element length (always, unless it holds such a view), else a copy */
        LLVMValueRef elen = o.char_len ? o.char_len : cg_elem_size(cg, o.et, NULL);
        LLVMValueRef safe = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, elen, cg_const_i64(cg, 0), ""),
                                            cg_const_i64(cg, 1), elen, "");
        LLVMValueRef rem = LLVMBuildSRem(cg->b, o.span, safe, "");
        LLVMBasicBlockRef fit = cg_new_block(cg, "desc.span.fit"), copy = cg_new_block(cg, "desc.span.copy");
        join = cg_new_block(cg, "desc.span.done");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, rem, cg_const_i64(cg, 0), ""), fit, copy);
        LLVMPositionBuilderAtEnd(cg->b, fit);
        ArrObj f = o;
        LLVMValueRef k = LLVMBuildSDiv(cg->b, o.span, safe, "");
        for (int d = 0; d < f.rank; d++)
            f.stride[d] = LLVMBuildMul(cg->b, f.stride[d], k, "");
        f.span = NULL;
        desc_from_obj(cg, desc, &f);
        LLVMBuildBr(cg->b, join);
        LLVMPositionBuilderAtEnd(cg->b, copy);
    }
    if (!in_place || o.span) {
        /* its value in a temporary, lower bounds 1 */
        if (copied_view && in_place)
            *copied_view = true;
        Symbol *bs = in_place && !o.span_loaded ? view_base_symbol(e) : NULL;
        if (bs && (bs->space == SPACE_DEVICE || bs->space == SPACE_CONSTANT || bs->space == SPACE_TEXTURE))
            error_at(e->loc, "An array view of device variable '%s' whose stride is no multiple of its element "
                     "size is not supported yet in transfers and actual arguments.", bs->name);
        LLVMValueRef ext[15];
        int r = 0;
        LLVMValueRef data = cg_array_temp(cg, e, ext, &r);
        memset(&o, 0, sizeof o);
        o.base = data;
        o.rank = r;
        o.et = e->type;
        LLVMValueRef st = cg_const_i64(cg, 1);
        for (int d = 0; d < r; d++) {
            o.lb[d] = cg_const_i64(cg, 1);
            o.ext[d] = ext[d];
            o.stride[d] = st;
            st = LLVMBuildMul(cg->b, st, ext[d], "");
        }
        if (e->type->kind == TY_CHARACTER) {
            LLVMValueRef zero[15], a;
            for (int i = 0; i < 15; i++)
                zero[i] = cg_const_i64(cg, 0);
            cg->elem_idx = zero;
            cg->elem_rank = r;
            cg_char_expr(cg, e, &a, &o.char_len);
            o.char_len = cg_char_bytes(cg, o.char_len, char_kind(e->type));
            cg->elem_idx = NULL;
            cg->elem_rank = 0;
        }
    }
    desc_from_obj(cg, desc, &o);
    if (join) {
        LLVMBuildBr(cg->b, join);
        LLVMPositionBuilderAtEnd(cg->b, join);
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return desc;
}

LLVMValueRef cg_make_desc(CG *cg, Node *e)
{
    return make_desc(cg, e, NULL);
}

typedef struct BackCtx {
    Node *e;
    LLVMValueRef data, esize, *ext; /* esize: bytes */
    int rank;
} BackCtx;

static void copy_back_body(CG *cg, void *data)
{
    BackCtx *t = data;
    LLVMValueRef src = cg_scalar_elem_addr(cg, t->data, t->ext, t->rank, t->esize);
    if (t->e->type->kind == TY_CHARACTER) {
        LLVMValueRef da, dl;
        int k = char_kind(t->e->type);
        cg_char_expr(cg, t->e, &da, &dl);
        cg_char_copy_k(cg, k, da, dl, src, k == 1 ? t->esize : LLVMBuildUDiv(cg->b, t->esize, cg_const_i64(cg, k), ""));
        return;
    }
    LLVMTypeRef ty = cg_type(cg, t->e->type);
    LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, ty, src, ""), cg_addr(cg, t->e));
}

/* A descriptor for an actual argument the callee may define. A view that
 * needs a span (ws%p%x: no element stride reaches it) is copied in, and
 * *back is then the copy's descriptor, for cg_copy_back after the call
 * (gfortran does the same). */
LLVMValueRef cg_make_arg_desc(CG *cg, Node *e, LLVMValueRef *back)
{
    bool copied = false;
    LLVMValueRef d = make_desc(cg, e, &copied);
    *back = copied ? d : NULL;
    return d;
}

/* Copies the temporary cg_make_arg_desc made back into the view e (for a
 * pointer whose span turned out to fit, back describes e itself: nothing). */
void cg_copy_back(CG *cg, Node *e, LLVMValueRef back)
{
    int rank = e->rank;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    LLVMBasicBlockRef done = NULL;
    if (designator_obj(cg, e, &o)) {
        LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, back, rank, 0), "");
        LLVMBasicBlockRef copy = cg_new_block(cg, "copy.back");
        done = cg_new_block(cg, "copy.back.done");
        LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, base, o.base, ""), done, copy);
        LLVMPositionBuilderAtEnd(cg->b, copy);
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    LLVMValueRef ext[15];
    for (int d = 0; d < rank; d++)
        ext[d] = max0(cg, load64(cg, cg_desc_dim(cg, back, rank, d, 2), "ub")); /* lower bounds are 1 */
    LLVMValueRef dt = cg_desc_field(cg, back, rank, 2);
    BackCtx t = {.e = e, .ext = ext, .rank = rank,
                 .data = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, back, rank, 0), "tmp"),
                 .esize = load64(cg, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "elen")};
    cg_scalarize(cg, rank, ext, copy_back_body, &t);
    if (done) {
        LLVMBuildBr(cg->b, done);
        LLVMPositionBuilderAtEnd(cg->b, done);
    }
}

/* p(lo:) => t (new lower bounds) and p(lo:hi, ...) => t (bounds remapping
 * of a rank-1 or contiguous target, F2008): the pointer's descriptor at
 * slot, from lhs's bounds and the target's base, span and first stride. */
void cg_pointer_remap(CG *cg, LLVMValueRef slot, Node *lhs, Node *rhs)
{
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    if (!designator_obj(cg, rhs, &o) || o.rank != rhs->rank) {
        error_at(rhs->loc, "a pointer target with bounds remapping that is not a variable is not supported yet");
        cg->elem_idx = save, cg->elem_rank = sr;
        return;
    }
    int rank = lhs->args.len;
    bool remap = rank > 0 && lhs->args.items[0]->rhs;
    LLVMValueRef lo[15], ext[15];
    for (int d = 0; d < rank && d < 15; d++) {
        Node *t = lhs->args.items[d];
        lo[d] = t->lhs ? cg_expr_i64(cg, t->lhs) : cg_const_i64(cg, 1);
        ext[d] = remap && t->rhs ? max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, cg_expr_i64(cg, t->rhs), lo[d], ""),
                                                      cg_const_i64(cg, 1), ""))
                                 : (o.ext[d] ? o.ext[d] : cg_const_i64(cg, 1));
    }
    ArrObj p = o;
    p.rank = rank;
    LLVMValueRef st = o.stride[0];
    for (int d = 0; d < rank; d++) {
        p.lb[d] = lo[d];
        p.ext[d] = ext[d];
        if (remap) {
            p.stride[d] = st;
            st = LLVMBuildMul(cg->b, st, ext[d], "");
        }
    }
    desc_from_obj(cg, slot, &p);
    cg->elem_idx = save;
    cg->elem_rank = sr;
}

/* The descriptor a pointer assignment p => e stores: e in place, with a
 * span where its elements' stride is no multiple of their size. NULL when
 * e is no designator that a pointer can alias (sema checks TARGET). */
LLVMValueRef cg_pointer_target_desc(CG *cg, Node *e)
{
    if (e->kind == N_FUNC_CALL && e->rank > 0) {
        /* p => f(): f's POINTER result descriptor is the target */
        Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL);
        if (p && p->proc && p->proc->result && (p->proc->result->attrs & A_POINTER))
            return materialize_call(cg, e)->desc;
    }
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ArrObj o;
    LLVMValueRef desc = NULL;
    if (designator_obj(cg, e, &o) && o.rank == e->rank) {
        if (o.desc && !o.span && (e->kind == N_NAME || e->kind == N_COMPONENT))
            desc = o.desc;
        else {
            desc = cg_alloca(cg, cg_desc_type(cg, e->rank), "ptr.desc");
            desc_from_obj(cg, desc, &o);
        }
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return desc;
}

/* ------------------------------------------------------------------ */
/* Array assignment                                                    */
/* ------------------------------------------------------------------ */

typedef struct AssignCtx {
    Node *lhs, *rhs;
    LLVMValueRef scalar;         /* rhs evaluated once when scalar */
    LLVMValueRef tmp;            /* rhs staged through a temporary */
    LLVMValueRef *ext;
    int rank;
    bool to_tmp;
    bool broadcast;              /* one scalar value of a fresh rhs stored in every element */
    LLVMValueRef char_val, char_len; /* a CHARACTER scalar rhs copied before the stores */
} AssignCtx;

static LLVMValueRef linear_index(CG *cg, AssignCtx *a)
{
    LLVMValueRef lin = cg_const_i64(cg, 0);
    for (int d = a->rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, a->ext[d], ""), cg->elem_idx[d], "");
    return lin;
}

/* 'owned': v's allocatable components are its own (a staged copy), so
 * they move into dst instead of being copied again; 'broadcast': v is one
 * value stored in every element, copied even when the rhs is fresh. */
static void store_elem(CG *cg, Node *lhs, LLVMValueRef dst, Node *rhs, LLVMValueRef v, bool owned, bool broadcast)
{
    if (lhs->type->kind == TY_CHARACTER) {
        LLVMValueRef da, dl;
        cg_char_expr(cg, lhs, &da, &dl);
        cg_char_assign(cg, da, dl, rhs);
        return;
    }
    if (!v) {
        v = cg_expr(cg, rhs);
        if (lhs->type->kind != TY_DERIVED)
            v = cg_convert(cg, v, rhs->type, lhs->type);
    }
    if (lhs->type->kind == TY_DERIVED && cg_derived_has_alloc(lhs->type->derived)) {
        /* element-wise deep copy, as for scalar derived assignment */
        DerivedType *dt = lhs->type->derived;
        LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(v), "dtmp");
        LLVMBuildStore(cg->b, v, tmp);
        if (!owned && (broadcast || (rhs->kind != N_FUNC_CALL && rhs->kind != N_STRUCT_CTOR)))
            cg_derived_copy_allocs(cg, tmp, dt);
        cg_derived_free_allocs(cg, dst, dt);
        v = LLVMBuildLoad2(cg->b, LLVMTypeOf(v), tmp, "");
    }
    cg_tbaa_ref(cg, LLVMBuildStore(cg->b, v, dst), lhs);
    if (cg_has_component_assignment(lhs->type))
        cg_component_assignments(cg, lhs->type, dst, v, rhs->loc);
}

static void assign_body(CG *cg, void *data)
{
    AssignCtx *a = data;
    LLVMTypeRef et = cg_type(cg, a->lhs->type);
    bool deep = a->lhs->type->kind == TY_DERIVED && cg_derived_has_alloc(a->lhs->type->derived);
    if (a->to_tmp) {
        /* a staged element owns copies of its allocatable components: the
         * rhs's may be the lhs's own, freed before the staged values are
         * stored (b%cells = b%cells(1:5), a(2:5) = a(1:4)) */
        LLVMValueRef lin = linear_index(cg, a);
        LLVMValueRef v = cg_convert(cg, cg_expr(cg, a->rhs), a->rhs->type, a->lhs->type);
        LLVMValueRef slot = LLVMBuildGEP2(cg->b, et, a->tmp, &lin, 1, "");
        LLVMBuildStore(cg->b, v, slot);
        if (deep && a->rhs->kind != N_FUNC_CALL && a->rhs->kind != N_STRUCT_CTOR)
            cg_derived_copy_allocs(cg, slot, a->lhs->type->derived);
        return;
    }
    if (a->char_val) {
        LLVMValueRef da, dl;
        cg_char_expr(cg, a->lhs, &da, &dl);
        cg_char_copy_k(cg, char_kind(a->lhs->type), da, dl, a->char_val, a->char_len);
        return;
    }
    LLVMValueRef v = a->scalar;
    if (a->tmp) {
        LLVMValueRef lin = linear_index(cg, a);
        v = LLVMBuildLoad2(cg->b, et, LLVMBuildGEP2(cg->b, et, a->tmp, &lin, 1, ""), "");
    }
    LLVMValueRef dst = a->lhs->type->kind == TY_CHARACTER ? NULL : cg_addr(cg, a->lhs);
    store_elem(cg, a->lhs, dst, a->rhs, v, a->tmp != NULL, a->broadcast && !a->tmp);
}

static Symbol *base_symbol(Node *e)
{
    while (e && (e->kind == N_ARRAY_REF || e->kind == N_COMPONENT || e->kind == N_SUBSTRING))
        e = e->lhs;
    return e && e->kind == N_NAME ? cg_ultimate(e->sym) : NULL;
}

static bool mentions(Node *e, Symbol *s);

/* Does rhs read the lhs's variable through a reference other than the
 * identical whole array (which element-by-element assignment handles)? */
/* Whether two scalar expressions surely have the same value in one
 * statement: integer constants, variables other than s, and operators on
 * them (no calls, whose results may differ). */
static bool same_value(Node *a, Node *b, Symbol *s)
{
    if (!a || !b)
        return a == b;
    if (a->cval || b->cval)
        return a->cval && b->cval && a->cval->rank == 0 && b->cval->rank == 0 && a->cval->type &&
               b->cval->type && a->cval->type->kind == TY_INTEGER && b->cval->type->kind == TY_INTEGER &&
               a->cval->i == b->cval->i;
    if (a->kind != b->kind || a->op != b->op || a->rank != 0 || b->rank != 0)
        return false;
    switch (a->kind) {
    case N_NAME:
        return a->sym && b->sym && cg_ultimate(a->sym) == cg_ultimate(b->sym) && cg_ultimate(a->sym) != s &&
               cg_ultimate(a->sym)->kind == SYM_VARIABLE;
    case N_BINARY:
        return same_value(a->lhs, b->lhs, s) && same_value(a->rhs, b->rhs, s);
    case N_CONVERT:
        if (!a->type || !b->type || a->type->kind != b->type->kind || a->type->kind_param != b->type->kind_param)
            return false;
        /* fall through */
    case N_UNARY:
    case N_PAREN:
        return same_value(a->lhs, b->lhs, s);
    default:
        return false;
    }
}

/* Whether e designates exactly the section lhs of s (v(2:n-1) read while
 * v(2:n-1) is assigned): each element is read at the index it is written,
 * so the reference needs no staging. */
static bool same_section(Node *e, Node *lhs, Symbol *s)
{
    if (e->kind != N_ARRAY_REF || lhs->kind != N_ARRAY_REF || e->lhs->kind != N_NAME || lhs->lhs->kind != N_NAME ||
        !e->lhs->sym || !lhs->lhs->sym || cg_ultimate(e->lhs->sym) != s || cg_ultimate(lhs->lhs->sym) != s ||
        e->args.len != lhs->args.len)
        return false;
    for (int i = 0; i < e->args.len; i++) {
        Node *x = e->args.items[i], *y = lhs->args.items[i];
        if (x->kind == N_TRIPLET) {
            if (y->kind != N_TRIPLET || !same_value(x->lhs, y->lhs, s) || !same_value(x->rhs, y->rhs, s) ||
                !same_value(x->step, y->step, s))
                return false;
        } else if (x->rank > 0 || y->kind == N_TRIPLET || !same_value(x, y, s))
            return false;
    }
    return true;
}

static bool may_overlap(Node *e, Symbol *s, Node *lhs);

/* How a designator's storage may be reached another way: 1 through a
 * POINTER (its base object or a component on the way), 2 as a TARGET. */
static int alias_kind(Node *e)
{
    int k = 0;
    for (; e && (e->kind == N_ARRAY_REF || e->kind == N_COMPONENT || e->kind == N_SUBSTRING); e = e->lhs)
        if (e->kind == N_COMPONENT && e->sym && (e->sym->attrs & A_POINTER))
            k = 1;
    Symbol *s = e && e->kind == N_NAME && e->sym ? cg_ultimate(e->sym) : NULL;
    if (!s || s->kind != SYM_VARIABLE)
        return k;
    return (s->attrs & A_POINTER) ? 1 : k ? k : (s->attrs & A_TARGET) ? 2 : 0;
}

/* A TARGET dummy that may be associated with a section of any TARGET
 * (not CONTIGUOUS, assumed-shape or scalar). */
static bool target_dummy(Symbol *s)
{
    return s && s->is_dummy && (s->attrs & A_TARGET) && !(s->attrs & A_CONTIGUOUS) &&
           (!s->shape || s->shape->kind == DIM_ASSUMED_SHAPE);
}

/* Whether an array designator in e, of another variable than s, may share
 * storage with the lhs of alias kind lk (gfortran's gfc_symbols_could_alias:
 * a POINTER with a POINTER or a TARGET; two TARGETs one of which is an
 * assumed-shape dummy). */
static bool pointer_alias(Node *e, Symbol *s, int lk)
{
    if (!e || e->cval)
        return false;
    Symbol *rs = base_symbol(e);
    if ((e->kind == N_NAME || e->kind == N_ARRAY_REF || e->kind == N_COMPONENT) && e->rank > 0 && rs != s) {
        int rk = alias_kind(e);
        if ((lk == 1 && rk) || (lk == 2 && rk == 1) || (lk == 2 && rk == 2 && (target_dummy(s) || target_dummy(rs))))
            return true;
    }
    for (int i = 0; i < e->args.len; i++)
        if (pointer_alias(e->args.items[i], s, lk))
            return true;
    return (e->kind != N_NAME && pointer_alias(e->lhs, s, lk)) || pointer_alias(e->rhs, s, lk);
}

/* Whether an element-by-element store of lhs = rhs could change what rhs
 * still reads: rhs reads lhs's variable other than element for element, or
 * lhs is storage that something else in rhs may share (POINTER, TARGET,
 * EQUIVALENCE, COMMON: only an ALLOCATABLE that is neither cannot be). */
bool cg_assign_may_overlap(Node *lhs, Node *rhs)
{
    Symbol *ls = base_symbol(lhs);
    if (!ls || !(ls->attrs & A_ALLOCATABLE) || (ls->attrs & (A_POINTER | A_TARGET)))
        return true;
    return may_overlap(rhs, ls, lhs);
}

/* Whether t, another variable than s, may share s's storage: both are
 * EQUIVALENCE objects, or members of one COMMON block. */
static bool storage_associated(Symbol *s, Symbol *t)
{
    if (!t || t == s)
        return false;
    return (s->in_equivalence && t->in_equivalence) || (s->common && s->common == t->common);
}

static bool may_overlap(Node *e, Symbol *s, Node *lhs)
{
    if (!e)
        return false;
    if ((e->kind == N_NAME || e->kind == N_ARRAY_REF) && e->rank > 0 && storage_associated(s, base_symbol(e)))
        return true;
    /* a scalar read of the lhs (x(1), sum(x)) must see the old values */
    if (e->rank == 0 && !e->cval && mentions(e, s))
        return true;
    switch (e->kind) {
    case N_NAME:
        return cg_ultimate(e->sym) == s && e->rank > 0 && lhs->kind != N_NAME;
    case N_ARRAY_REF:
        if (base_symbol(e) == s && e->rank > 0)
            return !same_section(e, lhs, s);
        for (int i = 0; i < e->args.len; i++)
            if (may_overlap(e->args.items[i], s, lhs))
                return true;
        return false;
    case N_COMPONENT:
        /* t(v(1), v(2))%next read while v is assigned: the subscripts */
        if (base_symbol(e) == s && e->rank > 0)
            return true;
        return may_overlap(e->lhs, s, lhs);
    case N_INTRINSIC_CALL:
        /* MATMUL, TRANSPOSE, CSHIFT, ...: element i reads other elements */
        if (!intrinsic_elemental(e->op) && e->rank > 0 && mentions(e, s))
            return true;
        /* fall through */
    case N_FUNC_CALL:
        /* a function may read the lhs's variable itself when it can reach
         * it: by use, host or storage association */
        if (e->kind == N_FUNC_CALL && (s->module || s->common || s->host_assoc))
            return true;
        for (int i = 0; i < e->args.len; i++)
            if (may_overlap(e->args.items[i], s, lhs))
                return true;
        return false;
    case N_KEYWORD:
        return may_overlap(e->rhs, s, lhs);
    case N_TRIPLET:
        return may_overlap(e->lhs, s, lhs) || may_overlap(e->rhs, s, lhs) || may_overlap(e->step, s, lhs);
    default:
        return may_overlap(e->lhs, s, lhs) || may_overlap(e->rhs, s, lhs);
    }
}

void cg_alloc_shape(CG *cg, CgVar *v, LLVMValueRef *lb, LLVMValueRef *ub, Loc loc, LLVMValueRef stat); /* alloc.c */

/* F2003 reallocation of an allocatable lhs to the rhs's shape ext (in
 * its memory space: transfer.c reallocates device arrays with it too). */
void cg_realloc_lhs(CG *cg, CgVar *v, Node *rhs, LLVMValueRef *ext, int r, Loc loc)
{
    if (r != v->rank)
        return;
    LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->t_ptr, cg_desc_field(cg, v->addr, v->rank, 0), "");
    LLVMValueRef need = LLVMBuildICmp(cg->b, LLVMIntEQ, base, LLVMConstNull(cg->t_ptr), "");
    LLVMBasicBlockRef check = cg_new_block(cg, "realloc.check"), re = cg_new_block(cg, "realloc"),
                      done = cg_new_block(cg, "realloc.done");
    LLVMBuildCondBr(cg->b, need, re, check);
    LLVMPositionBuilderAtEnd(cg->b, check);
    LLVMValueRef differ = LLVMConstInt(cg->t_i1, 0, false);
    for (int d = 0; d < r; d++)
        differ = LLVMBuildOr(cg->b, differ, LLVMBuildICmp(cg->b, LLVMIntNE, cg_array_extent(cg, v, d), ext[d], ""), "");
    LLVMBuildCondBr(cg->b, differ, re, done);
    LLVMPositionBuilderAtEnd(cg->b, re);
    cg_dealloc_var(cg, v, loc, false);
    LLVMValueRef lb[15], ub[15];
    for (int d = 0; d < r; d++) {
        lb[d] = cg_whole_lbound(cg, rhs, d); /* the rhs's bounds, 1 for expressions */
        ub[d] = LLVMBuildSub(cg->b, LLVMBuildAdd(cg->b, lb[d], ext[d], ""), cg_const_i64(cg, 1), "");
    }
    cg_alloc_shape(cg, v, lb, ub, loc, NULL);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

static bool mentions(Node *e, Symbol *s)
{
    if (!e)
        return false;
    if ((e->kind == N_NAME) && e->sym && cg_ultimate(e->sym) == s)
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (mentions(e->args.items[i], s))
            return true;
    return mentions(e->lhs, s) || mentions(e->rhs, s) || mentions(e->step, s) ||
           mentions(e->start, s) || mentions(e->end, s);
}

bool cg_expr_mentions(Node *e, Symbol *s) { return mentions(e, s); }

static void assign_in_place(CG *cg, AssignCtx *ap, Symbol *ls);
static void free_later(CG *cg, LLVMValueRef slot);

/* -fcheck=mem as gfortran: a scalar assigned to a whole ALLOCATABLE array
 * needs the array allocated (it has no shape to take from the scalar). */
static void scalar_to_unallocated_check(CG *cg, Node *lhs, Node *rhs)
{
    if (!opts.check_mem || cg->target != CG_TARGET_HOST || rhs->rank != 0 || lhs->rank == 0 ||
        (lhs->kind != N_NAME && lhs->kind != N_COMPONENT) || !lhs->sym ||
        !(cg_ultimate(lhs->sym)->attrs & A_ALLOCATABLE))
        return;
    cg_runtime_error_if(cg, lhs->loc, LLVMBuildNot(cg->b, cg_allocated(cg, lhs), ""),
                        "Assignment of scalar to unallocated array", NULL, 0);
}

void cg_array_assign(CG *cg, Node *lhs, Node *rhs)
{
    AssignCtx a = {.lhs = lhs, .rhs = rhs};
    Symbol *ls = base_symbol(lhs);
    LLVMValueRef ext[15];
    prepare_operands(cg, rhs); /* evaluates constructors and array calls once */
    scalar_to_unallocated_check(cg, lhs, rhs);
    if (cg_char_array_assign(cg, lhs, rhs))
        return;
    bool alloc_comp = lhs->kind == N_COMPONENT && lhs->sym && (lhs->sym->attrs & A_ALLOCATABLE) &&
                      lhs->lhs->rank == 0 && lhs->rank > 0;
    /* -fno-realloc-lhs: the lhs keeps its storage, as any array's */
    if (!opts.no_realloc_lhs &&
        ((lhs->kind == N_NAME && ls && (ls->attrs & A_ALLOCATABLE) && cg_var(cg, ls)->kind == CV_DESC) ||
         alloc_comp) && rhs->rank > 0 &&
        /* characters: constant length, and not staged through a temporary yet */
        (lhs->type->kind != TY_CHARACTER || (lhs->type->len >= 0 && !mentions(rhs, ls)))) {
        CgVar *v = alloc_comp ? cg_alloc_object(cg, lhs) : cg_var(cg, ls);
        LLVMValueRef rext[15];
        int r = cg_shape(cg, rhs, rext);
        if (!r)
            return;
        if (!mentions(rhs, ls)) {
            cg_realloc_lhs(cg, v, rhs, rext, r, lhs->loc);
        } else {
            /* a = f(a) where a is allocated with the rhs's shape (a = a + b,
             * the usual case): no reallocation, so assign in place as for
             * a non-allocatable lhs, without the temporary below. */
            LLVMValueRef same = LLVMBuildICmp(cg->b, LLVMIntNE, cg_array_base(cg, v), LLVMConstNull(cg->t_ptr), "");
            for (int d = 0; d < r; d++)
                same = LLVMBuildAnd(cg->b, same, LLVMBuildICmp(cg->b, LLVMIntEQ, cg_array_extent(cg, v, d), rext[d], ""), "");
            LLVMBasicBlockRef inplace = cg_new_block(cg, "assign.inplace"), staged = cg_new_block(cg, "assign.staged"),
                              join = cg_new_block(cg, "assign.done");
            LLVMBuildCondBr(cg->b, same, inplace, staged);
            LLVMPositionBuilderAtEnd(cg->b, inplace);
            AssignCtx b = a;
            assign_in_place(cg, &b, ls);
            cg_br(cg, join);
            LLVMPositionBuilderAtEnd(cg->b, staged);
            /* otherwise the rhs is evaluated into a temporary before the
             * old storage may be freed by the reallocation */
            a.rank = r;
            a.ext = rext;
            LLVMValueRef n = cg_const_i64(cg, 1);
            for (int d = 0; d < r; d++)
                n = LLVMBuildMul(cg->b, n, rext[d], "");
            LLVMValueRef bytes = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, n, cg_elem_size(cg, lhs->type, NULL), ""),
                                              cg_const_i64(cg, 1), "");
            LLVMTypeRef pt[1] = {cg->t_i64};
            a.tmp = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
            a.to_tmp = true;
            cg_scalarize(cg, r, rext, assign_body, &a);
            a.to_tmp = false;
            cg_realloc_lhs(cg, v, rhs, rext, r, lhs->loc);
            a.rank = cg_shape(cg, lhs, ext);
            a.ext = ext;
            cg_scalarize(cg, a.rank, ext, assign_body, &a);
            LLVMTypeRef fp[1] = {cg->t_ptr};
            cg_call_extern(cg, "free", cg->t_void, fp, 1, &a.tmp, 1, false);
            cg_br(cg, join);
            LLVMPositionBuilderAtEnd(cg->b, join);
            return;
        }
    }
    assign_in_place(cg, &a, ls);
}

/* lhs = rhs where lhs keeps its storage: one pass, or two through a
 * temporary when the rhs reads lhs elements that the pass overwrites. */
/* The intrinsics gfortran has libgfortran compute straight into the lhs
 * of an assignment, which with -fcheck=bounds checks the lhs's extents
 * with messages of its own (no source line); NULL for the others (SUM
 * and PRODUCT are inlined, and gfortran's check is the assignment's). */
static const char *retarray_intrinsic(Node *rhs)
{
    if (rhs->kind != N_INTRINSIC_CALL)
        return NULL;
    switch (rhs->op) {
    case INTR_ALL: return "ALL";
    case INTR_ANY: return "ANY";
    case INTR_COUNT: return "COUNT";
    case INTR_MAXVAL: return "MAXVAL";
    case INTR_MINVAL: return "MINVAL";
    case INTR_MAXLOC: return "MAXLOC";
    case INTR_MINLOC: return "MINLOC";
    case INTR_IALL: return "IALL";
    case INTR_IANY: return "IANY";
    case INTR_IPARITY: return "IPARITY";
    case INTR_PARITY: return "PARITY";
    case INTR_NORM2: return "NORM";
    case INTR_CSHIFT: return "CSHIFT";
    case INTR_EOSHIFT: return "EOSHIFT";
    case INTR_SPREAD: return "SPREAD";
    case INTR_UNPACK: return "UNPACK";
    case INTR_PACK: return "PACK";
    case INTR_MATMUL: return "MATMUL";
    case INTR_RESHAPE: return rhs->rank > 1 ? "RESHAPE" : NULL;
    default: return NULL;
    }
}

/* -fcheck=bounds: lhs and rhs of an array assignment conform (gfortran's
 * message, the extents of the lhs and of the rhs). */
static void conformance_check(CG *cg, Node *lhs, Node *rhs, Symbol *ls, LLVMValueRef *ext, int rank)
{
    LLVMValueRef rext[15];
    if (cg_shape(cg, rhs, rext) != rank)
        return;
    for (int d = 0; d < rank; d++) {
        if (LLVMIsAConstantInt(ext[d]) && LLVMIsAConstantInt(rext[d]) &&
            LLVMConstIntGetSExtValue(ext[d]) == LLVMConstIntGetSExtValue(rext[d]))
            continue;
        LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntNE, ext[d], rext[d], "");
        const char *lib = retarray_intrinsic(rhs);
        if (lib) {
            /* libgfortran's check of the array it is given to fill */
            Loc none = {0};
            bool pack = rhs->op == INTR_PACK, matmul = rhs->op == INTR_MATMUL;
            bool nodim = (rhs->op == INTR_MAXLOC || rhs->op == INTR_MINLOC) &&
                         !(rhs->args.len > 1 && rhs->args.items[1]);
            char *msg = pack     ? "Incorrect extent in return value of PACK intrinsic; is %ld, should be %ld"
                        : matmul ? arena_printf(cu_arena, "Array bound mismatch for dimension %d of array (%%ld/%%ld) ", d + 1)
                        : nodim  ? arena_printf(cu_arena, "Incorrect extent in return value of %s intrinsic: is %%ld, should be %%ld", lib)
                                 : arena_printf(cu_arena, "Incorrect extent in return value of %s intrinsic in dimension %d: "
                                                          "is %%ld, should be %%ld", lib, d + 1);
            LLVMValueRef av[2] = {pack ? rext[d] : ext[d], pack ? ext[d] : rext[d]};
            cg_runtime_error_if(cg, none, bad, msg, av, 2);
            continue;
        }
        LLVMBasicBlockRef fail = cg_new_block(cg, "conform.fail"), ok = cg_new_block(cg, "conform.ok");
        LLVMBuildCondBr(cg->b, bad, fail, ok);
        LLVMPositionBuilderAtEnd(cg->b, fail);
        char *msg = arena_printf(cu_arena, "Array bound mismatch for dimension %d of array '%s' (%%ld/%%ld)", d + 1,
                                 ls ? ls->name : "");
        LLVMValueRef args[4] = {cg_where_string(cg, lhs->loc), cg_global_string(cg, msg, strlen(msg), ".bmsg"),
                                ext[d], rext[d]};
        LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_ptr};
        cg_call_extern(cg, "_gfortran_runtime_error_at", cg->t_void, pt, 2, args, 4, true);
        LLVMBuildUnreachable(cg->b);
        LLVMPositionBuilderAtEnd(cg->b, ok);
    }
}

static void assign_in_place(CG *cg, AssignCtx *ap, Symbol *ls)
{
    AssignCtx a = *ap;
    Node *lhs = a.lhs, *rhs = a.rhs;
    if (ls && lhs->kind == N_ARRAY_REF && base_symbol(lhs) == ls) {
        /* q(q) = ...: a vector subscript reading the variable assigned is
         * the value it has before any element changes */
        Node *copy = NULL;
        for (int i = 0; i < lhs->args.len; i++) {
            Node *x = lhs->args.items[i];
            if (!x || x->kind == N_TRIPLET || x->rank == 0 || !mentions(x, ls))
                continue;
            if (!copy) {
                copy = NEW(Node);
                *copy = *lhs;
                copy->args = (NodeList){0};
                for (int k = 0; k < lhs->args.len; k++)
                    nodelist_push(&copy->args, lhs->args.items[k]);
            }
            copy->args.items[i] = cg_staged_array(cg, x);
        }
        if (copy)
            a.lhs = lhs = copy;
    }
    LLVMValueRef ext[15];
    a.rank = cg_shape(cg, lhs, ext);
    a.ext = ext;
    if (!a.rank)
        return;
    if (opts.bounds_check && rhs->rank == a.rank && cg->target == CG_TARGET_HOST)
        conformance_check(cg, lhs, rhs, ls, ext, a.rank);
    if (rhs->rank == 0 && lhs->type->kind == TY_CHARACTER && ((ls && mentions(rhs, ls)) || expr_calls_function(rhs))) {
        /* c(:)(1:2) = c(2)(2:3): the value before any element changes */
        LLVMValueRef sa, sl;
        cg_char_expr(cg, rhs, &sa, &sl);
        LLVMValueRef bytes = cg_char_bytes(cg, sl, char_kind(rhs->type));
        LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "chtmp");
        LLVMValueRef one = LLVMBuildAdd(cg->b, bytes, cg_const_i64(cg, 1), "");
        LLVMTypeRef pt[1] = {cg->t_i64};
        a.char_val = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &one, 1, false);
        LLVMBuildStore(cg->b, a.char_val, slot);
        free_later(cg, slot);
        LLVMBuildMemCpy(cg->b, a.char_val, 1, sa, 1, bytes);
        a.char_len = sl;
        cg_scalarize(cg, a.rank, ext, assign_body, &a);
        return;
    }
    if (rhs->rank == 0) {
        if (lhs->type->kind != TY_CHARACTER) {
            a.scalar = cg_convert(cg, cg_expr(cg, rhs), rhs->type, lhs->type);
            if (lhs->type->kind == TY_DERIVED)
                a.scalar = cg_expr(cg, rhs);
        }
        /* t(...) or f(x) stored in every element: each gets its own copy of
         * the allocatable components, the value's own are freed after */
        a.broadcast = lhs->type->kind == TY_DERIVED && cg_derived_has_alloc(lhs->type->derived) &&
                      (rhs->kind == N_FUNC_CALL || rhs->kind == N_STRUCT_CTOR);
        cg_scalarize(cg, a.rank, ext, assign_body, &a);
        if (a.broadcast) {
            LLVMValueRef tmp = cg_alloca(cg, LLVMTypeOf(a.scalar), "bcast");
            LLVMBuildStore(cg->b, a.scalar, tmp);
            cg_derived_free_allocs(cg, tmp, lhs->type->derived);
        }
        return;
    }
    if (ls && lhs->type->kind != TY_CHARACTER && (may_overlap(rhs, ls, lhs) || pointer_alias(rhs, ls, alias_kind(lhs)))) {
        /* stage the rhs so that overlapping sections see the old values */
        LLVMValueRef n = cg_const_i64(cg, 1);
        for (int d = 0; d < a.rank; d++)
            n = LLVMBuildMul(cg->b, n, ext[d], "");
        LLVMValueRef bytes = LLVMBuildMul(cg->b, n, cg_elem_size(cg, lhs->type, NULL), "");
        bytes = LLVMBuildAdd(cg->b, bytes, cg_const_i64(cg, 1), "");
        LLVMTypeRef pt[1] = {cg->t_i64};
        a.tmp = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
        a.to_tmp = true;
        cg_scalarize(cg, a.rank, ext, assign_body, &a);
        a.to_tmp = false;
        cg_scalarize(cg, a.rank, ext, assign_body, &a);
        LLVMTypeRef fp[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, fp, 1, &a.tmp, 1, false);
        return;
    }
    cg_scalarize(cg, a.rank, ext, assign_body, &a);
}

/* ------------------------------------------------------------------ */
/* Array constructors and array-valued temporaries                     */
/* ------------------------------------------------------------------ */


typedef struct CtorBuild {
    LLVMValueRef pslot, nslot, capslot;
    Type *et;
    LLVMValueRef esize;          /* bytes of an element */
    LLVMValueRef clen;           /* CHARACTER: its length in characters */
    LLVMValueRef clen_slot;      /* or, when no type-spec fixes it, the first element's */
    int kind;                    /* CHARACTER kind */
    bool check_len;              /* -fcheck=bounds, no type-spec: every element as long as the first */
    Loc loc;
} CtorBuild;

/* The slot is NULL from procedure entry and after each free, so a
 * temporary whose creation was skipped is never freed twice. */
static void free_later(CG *cg, LLVMValueRef slot)
{
    LLVMBasicBlockRef cur = cg_enter_entry(cg);
    LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), slot);
    LLVMPositionBuilderAtEnd(cg->b, cur);
    vec_push(&cg->stmt_temps, slot);
}

/* Address of the next element, growing the buffer (realloc) as needed. */
static LLVMValueRef ctor_next_slot(CG *cg, CtorBuild *b)
{
    if (b->clen_slot)
        b->esize = cg_char_bytes(cg, load64(cg, b->clen_slot, "ctor.len"), b->kind);
    LLVMValueRef n = load64(cg, b->nslot, "n");
    LLVMValueRef cap = load64(cg, b->capslot, "cap");
    LLVMBasicBlockRef grow = cg_new_block(cg, "ctor.grow"), put = cg_new_block(cg, "ctor.put");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, n, cap, ""), grow, put);
    LLVMPositionBuilderAtEnd(cg->b, grow);
    LLVMValueRef ncap = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, cap, cg_const_i64(cg, 2), ""), cg_const_i64(cg, 16), "");
    LLVMBuildStore(cg->b, ncap, b->capslot);
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg->t_ptr, b->pslot, "");
    LLVMValueRef args[2] = {old, LLVMBuildMul(cg->b, ncap, b->esize, "")};
    LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i64};
    if (cg->target == CG_TARGET_NVPTX) {
        /* the GPU's heap has malloc and free but no realloc */
        LLVMValueRef fresh = cg_call_extern(cg, "malloc", cg->t_ptr, pt + 1, 1, args + 1, 1, false);
        LLVMBuildMemCpy(cg->b, fresh, 1, old, 1, LLVMBuildMul(cg->b, n, b->esize, ""));
        cg_call_extern(cg, "free", cg->t_void, pt, 1, &old, 1, false);
        LLVMBuildStore(cg->b, fresh, b->pslot);
    } else {
        LLVMBuildStore(cg->b, cg_call_extern(cg, "realloc", cg->t_ptr, pt, 2, args, 2, false), b->pslot);
    }
    LLVMBuildBr(cg->b, put);
    LLVMPositionBuilderAtEnd(cg->b, put);
    LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->t_ptr, b->pslot, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, n, cg_const_i64(cg, 1), ""), b->nslot);
    LLVMValueRef off = LLVMBuildMul(cg->b, n, b->esize, "");
    return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, p, &off, 1, "slot");
}

static void ctor_store(CG *cg, CtorBuild *b, Node *item)
{
    if (b->et->kind == TY_CHARACTER) {
        LLVMValueRef sa, sl;
        cg_char_expr(cg, item, &sa, &sl);
        if (b->check_len) {
            LLVMValueRef first = b->clen_slot ? load64(cg, b->clen_slot, "") : b->clen;
            LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntNE, sl, first, "");
            if (b->clen_slot)
                bad = LLVMBuildAnd(cg->b, bad, LLVMBuildICmp(cg->b, LLVMIntNE, load64(cg, b->nslot, ""),
                                                             cg_const_i64(cg, 0), ""), "");
            LLVMValueRef av[2] = {first, sl};
            cg_runtime_error_if(cg, item->loc.line ? item->loc : b->loc, bad,
                                "Different CHARACTER lengths (%ld/%ld) in array constructor", av, 2);
        }
        if (b->clen_slot) {
            /* the first element decides the length, as in gfortran */
            LLVMValueRef first = LLVMBuildICmp(cg->b, LLVMIntEQ, load64(cg, b->nslot, ""), cg_const_i64(cg, 0), "");
            LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, first, sl, load64(cg, b->clen_slot, ""), ""), b->clen_slot);
        }
        LLVMValueRef dst = ctor_next_slot(cg, b);
        LLVMValueRef clen = b->clen_slot ? load64(cg, b->clen_slot, "ctor.len") : b->clen;
        cg_char_copy_k(cg, b->kind, dst, clen, sa, sl);
        return;
    }
    LLVMValueRef dst = ctor_next_slot(cg, b);
    LLVMValueRef v = cg_expr(cg, item);
    if (b->et->kind != TY_DERIVED)
        v = cg_convert(cg, v, item->type, b->et);
    LLVMBuildStore(cg->b, v, dst);
}

typedef struct CtorItemCtx {
    CtorBuild *b;
    Node *item;
} CtorItemCtx;

static void ctor_array_item(CG *cg, void *data)
{
    CtorItemCtx *c = data;
    ctor_store(cg, c->b, c->item);
}

static void ctor_items(CG *cg, CtorBuild *b, NodeList *items);

/* (items, var = start, end [, step]) */
static void ctor_implied_do(CG *cg, CtorBuild *b, Node *d)
{
    Node *var = d->var;
    Type *vt = var->type ? var->type : cg_ultimate(var->sym)->type;
    LLVMTypeRef it = cg_type(cg, vt);
    LLVMValueRef start = cg_convert(cg, cg_expr(cg, d->start), d->start->type, vt);
    LLVMValueRef stop = cg_convert(cg, cg_expr(cg, d->end), d->end->type, vt);
    LLVMValueRef step = d->step ? cg_convert(cg, cg_expr(cg, d->step), d->step->type, vt) : LLVMConstInt(it, 1, false);
    /* an ac-implied-do variable has the scope of the implied-do: it gets
     * storage of its own (as gfortran's shadow variable), so the variable
     * of the same name keeps its value, even as seen by a procedure the
     * items call, and a callee's local named in its specification
     * expressions (evaluated at the call) needs no storage here */
    Symbol *vs = cg_ultimate(var->sym);
    CgVar *outer = vs->cg;
    CgVar *shadow = cg_new_var(cg, vs, CV_SCALAR);
    shadow->addr = cg_alloca(cg, it, "ido.var");
    vs->cg = shadow;
    LLVMValueRef va = shadow->addr;
    LLVMValueRef stopv = cg_alloca(cg, it, "ido.end"), stepv = cg_alloca(cg, it, "ido.step");
    LLVMBuildStore(cg->b, stop, stopv);
    LLVMBuildStore(cg->b, step, stepv);
    LLVMBuildStore(cg->b, start, va);
    LLVMBasicBlockRef head = cg_new_block(cg, "ido.head"), body = cg_new_block(cg, "ido.body"),
                      end = cg_new_block(cg, "ido.end");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, it, va, "");
    LLVMValueRef st = LLVMBuildLoad2(cg->b, it, stepv, ""), en = LLVMBuildLoad2(cg->b, it, stopv, "");
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, st, LLVMConstNull(it), "");
    LLVMValueRef in = LLVMBuildSelect(cg->b, up, LLVMBuildICmp(cg->b, LLVMIntSLE, cur, en, ""),
                                      LLVMBuildICmp(cg->b, LLVMIntSGE, cur, en, ""), "");
    LLVMBuildCondBr(cg->b, in, body, end);
    LLVMPositionBuilderAtEnd(cg->b, body);
    ctor_items(cg, b, &d->args);
    LLVMValueRef c2 = LLVMBuildLoad2(cg->b, it, va, "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, c2, LLVMBuildLoad2(cg->b, it, stepv, ""), ""), va);
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, end);
    vs->cg = outer;
}

static void ctor_items(CG *cg, CtorBuild *b, NodeList *items)
{
    for (int i = 0; i < items->len; i++) {
        Node *it = items->items[i];
        if (it->kind == N_IMPLIED_DO) {
            ctor_implied_do(cg, b, it);
        } else if (it->rank > 0) {
            LLVMValueRef ext[15];
            int r = cg_shape(cg, it, ext);
            CtorItemCtx c = {b, it};
            if (r)
                cg_scalarize(cg, r, ext, ctor_array_item, &c);
        } else
            ctor_store(cg, b, it);
    }
}

/* Bytes of an element; for CHARACTER its length in characters, or NULL
 * when no type-spec fixes it and the first element decides it: that
 * element's length may come from a callee's specification expression or
 * an implied-do variable, so only storing it gives it (once). */
static LLVMValueRef ctor_elem_size(CG *cg, Node *e)
{
    Type *et = e->type;
    if (et->kind == TY_CHARACTER) {
        int64_t n = cg_char_const_len(et);
        if (n >= 0)
            return cg_const_i64(cg, n);
        bool type_spec = e->ts && e->ts->kind != TS_NONE;
        if (type_spec && et->len_kind == LEN_EXPR && et->len_expr) { /* [character(len=n) :: ...] */
            LLVMValueRef l = cg_expr_i64(cg, et->len_expr);
            return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, l, cg_const_i64(cg, 0), ""), l,
                                   cg_const_i64(cg, 0), "ctor.len");
        }
        return NULL;
    }
    return cg_elem_size(cg, et, NULL);
}

static ArrTemp *materialize_ctor(CG *cg, Node *e)
{
    ArrTemp *t = e->cg;
    if (t && t->fn == cg->fn && t->serial == cg->stmt_serial)
        return t;
    t = NEW(ArrTemp);
    t->fn = cg->fn;
    t->serial = cg->stmt_serial;
    e->cg = t;
    /* a constant's allocatable components would be null in a static table */
    bool static_table = e->type->kind != TY_CHARACTER &&
                        !(e->type->kind == TY_DERIVED && e->type->derived && cg_derived_has_alloc(e->type->derived));
    if (e->cval && e->cval->rank == 1 && static_table) {
        LLVMTypeRef et = cg_type(cg, e->type);
        int64_t n = e->cval->n;
        LLVMValueRef *el = arena_alloc(cu_arena, sizeof(LLVMValueRef) * (size_t)(n ? n : 1));
        for (int64_t i = 0; i < n; i++)
            el[i] = cg_const_val(cg, e->cval->elems[i], e->type);
        LLVMValueRef init = LLVMConstArray2(et, el, (uint64_t)n);
        LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), ".ctor");
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, true);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        t->data = g;
        t->n = cg_const_i64(cg, n);
        return t;
    }
    CtorBuild b = {.et = e->type, .loc = e->loc};
    b.esize = b.clen = ctor_elem_size(cg, e);
    if (e->type->kind == TY_CHARACTER) {
        b.kind = char_kind(e->type);
        b.check_len = opts.bounds_check && cg->target == CG_TARGET_HOST && !(e->ts && e->ts->kind != TS_NONE);
        if (!b.clen) {
            b.clen_slot = cg_alloca(cg, cg->t_i64, "ctor.len");
            LLVMBuildStore(cg->b, cg_const_i64(cg, 0), b.clen_slot);
        } else
            b.esize = cg_char_bytes(cg, b.clen, b.kind);
    }
    b.pslot = cg_alloca(cg, cg->t_ptr, "ctor.data");
    b.nslot = cg_alloca(cg, cg->t_i64, "ctor.n");
    b.capslot = cg_alloca(cg, cg->t_i64, "ctor.cap");
    /* GPU code: a constructor of scalar items lives on the thread's stack
     * (the device heap is small and shared by every thread of a launch) */
    bool on_stack = cg->target == CG_TARGET_NVPTX && e->type->kind != TY_CHARACTER && e->args.len > 0;
    for (int i = 0; on_stack && i < e->args.len; i++) {
        Node *it = e->args.items[i];
        on_stack = it->kind != N_IMPLIED_DO && it->rank == 0;
    }
    if (on_stack) {
        LLVMValueRef buf = cg_alloca(cg, LLVMArrayType2(cg_type(cg, e->type), (uint64_t)e->args.len), "ctor.stack");
        LLVMBuildStore(cg->b, buf, b.pslot);
        LLVMBuildStore(cg->b, cg_const_i64(cg, e->args.len), b.capslot);
    } else {
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), b.pslot);
        LLVMBuildStore(cg->b, cg_const_i64(cg, 0), b.capslot);
    }
    LLVMBuildStore(cg->b, cg_const_i64(cg, 0), b.nslot);
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    ctor_items(cg, &b, &e->args);
    cg->elem_idx = save;
    cg->elem_rank = sr;
    t->data = LLVMBuildLoad2(cg->b, cg->t_ptr, b.pslot, "ctor");
    t->n = load64(cg, b.nslot, "ctor.size");
    if (e->type->kind == TY_CHARACTER)
        t->elem_len = b.clen_slot ? load64(cg, b.clen_slot, "ctor.len") : b.clen;
    if (!on_stack)
        free_later(cg, b.pslot);
    return t;
}

LLVMValueRef cg_ctor_elem_addr(CG *cg, Node *e)
{
    ArrTemp *t = materialize_ctor(cg, e);
    LLVMValueRef i = cg->elem_idx ? cg->elem_idx[0] : cg_const_i64(cg, 0);
    if (e->type->kind == TY_CHARACTER) {
        LLVMValueRef off = LLVMBuildMul(cg->b, i, cg_ctor_elem_len(cg, e), "");
        return cg_char_at(cg, char_kind(e->type), t->data, off);
    }
    return LLVMBuildGEP2(cg->b, cg_type(cg, e->type), t->data, &i, 1, "");
}

/* A non-elemental array-valued function call, evaluated once per statement
 * into a descriptor the caller passes first: explicit-shape results get
 * caller storage sized from the callee's bounds; allocatable results are
 * allocated by the callee. Either is freed after the statement. */
static ArrTemp *materialize_call(CG *cg, Node *e)
{
    ArrTemp *t = e->cg;
    if (t && t->fn == cg->fn && t->serial == cg->stmt_serial)
        return t;
    Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs->sym);
    Symbol *r = p->proc->result;
    int rank = r->shape ? r->shape->rank : e->rank;
    t = NEW(ArrTemp);
    t->fn = cg->fn;
    t->serial = cg->stmt_serial;
    t->rank = rank;
    e->cg = t;
    LLVMValueRef *save = cg->elem_idx;
    int sr = cg->elem_rank;
    cg->elem_idx = NULL;
    cg->elem_rank = 0;
    /* a CLASS array result: gfortran's container, whose vtable the callee sets */
    bool cls = cg_is_class_array_sym(r);
    LLVMValueRef desc = cg_alloca(cg, cls ? cg_class_array_type(cg, rank) : cg_desc_type(cg, rank), "fres.desc");
    bool callee_allocates = (r->attrs & (A_ALLOCATABLE | A_POINTER)) != 0;
    if (!(r->attrs & A_POINTER))
        free_later(cg, desc); /* base_addr is the descriptor's first field */
    LLVMBuildStore(cg->b, LLVMConstNull(cg_desc_type(cg, rank)), desc);
    if (cls)
        LLVMBuildStore(cg->b, cg_declared_vtab(cg, r->type), cg_class_array_vptr_slot(cg, desc, rank));
    if (!callee_allocates) {
        LLVMValueRef ext[15];
        void *st = cg_bind_actuals(cg, p, &e->args);
        for (int d = 0; d < rank; d++) {
            if (r->shape->constant) {
                int64_t n = r->shape->hi_val[d] - r->shape->lo_val[d] + 1;
                ext[d] = cg_const_i64(cg, n > 0 ? n : 0);
            } else {
                LLVMValueRef lo = r->shape->lower[d] ? cg_expr_i64(cg, r->shape->lower[d]) : cg_const_i64(cg, 1);
                LLVMValueRef hi = cg_expr_i64(cg, r->shape->upper[d]);
                ext[d] = max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo, ""), cg_const_i64(cg, 1), ""));
            }
        }
        /* character(len=len(s)) :: r(n): the length from the bound actuals too */
        LLVMValueRef clen = r->type->kind == TY_CHARACTER && r->type->len_kind == LEN_EXPR && r->type->len_expr
                                ? max0(cg, cg_expr_i64(cg, r->type->len_expr)) : NULL;
        cg_unbind_actuals(cg, p, st);
        LLVMValueRef esize = cg_elem_size(cg, r->type, clen);
        LLVMValueRef bytes = esize, stride = cg_const_i64(cg, 1), offset = cg_const_i64(cg, 0);
        for (int d = 0; d < rank; d++) {
            LLVMBuildStore(cg->b, stride, cg_desc_dim(cg, desc, rank, d, 0));
            LLVMBuildStore(cg->b, cg_const_i64(cg, 1), cg_desc_dim(cg, desc, rank, d, 1));
            LLVMBuildStore(cg->b, ext[d], cg_desc_dim(cg, desc, rank, d, 2));
            offset = LLVMBuildSub(cg->b, offset, stride, "");
            stride = LLVMBuildMul(cg->b, stride, ext[d], "");
            bytes = LLVMBuildMul(cg->b, bytes, ext[d], "");
        }
        bytes = LLVMBuildAdd(cg->b, bytes, cg_const_i64(cg, 1), "");
        LLVMTypeRef pt[1] = {cg->t_i64};
        LLVMBuildStore(cg->b, cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false), desc);
        LLVMBuildStore(cg->b, offset, cg_desc_field(cg, desc, rank, 1));
        store_dtype(cg, desc, rank, r->type, esize);
        LLVMBuildStore(cg->b, esize, cg_desc_field(cg, desc, rank, 3));
    } else
        store_dtype(cg, desc, rank, r->type, cg_elem_size(cg, r->type, NULL));
    LLVMValueRef res_len = NULL;
    if (type_deferred_char(r)) { /* gfortran: the result's length by reference */
        res_len = cg_alloca(cg, cg->t_i64, "fres.len");
        LLVMBuildStore(cg->b, cg_const_i64(cg, 0), res_len);
    }
    cg_call_char(cg, p, &e->args, e, desc, res_len);
    t->data = LLVMBuildLoad2(cg->b, cg->t_ptr, desc, "fres");
    t->desc = desc;
    t->by_desc = (r->attrs & A_POINTER) || cls; /* a CLASS array's elements are span bytes apart */
    t->class_container = cls;
    if (r->type->kind == TY_CHARACTER) {
        LLVMValueRef dt = cg_desc_field(cg, desc, rank, 2);
        t->elem_len = load64(cg, LLVMBuildStructGEP2(cg->b, cg->t_dtype, dt, 0, ""), "fres.elen");
    }
    t->n = cg_const_i64(cg, 1);
    for (int d = 0; d < rank; d++) {
        LLVMValueRef lb = load64(cg, cg_desc_dim(cg, desc, rank, d, 1), "");
        LLVMValueRef ub = load64(cg, cg_desc_dim(cg, desc, rank, d, 2), "");
        t->ext[d] = max0(cg, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, ub, lb, ""), cg_const_i64(cg, 1), ""));
        t->n = LLVMBuildMul(cg->b, t->n, t->ext[d], "");
    }
    cg->elem_idx = save;
    cg->elem_rank = sr;
    return t;
}

/* The container a call returning a CLASS array filled (materialized once
 * per statement); NULL for other calls. */
LLVMValueRef cg_call_class_container(CG *cg, Node *e)
{
    Symbol *p = cg_ultimate(e->sym ? e->sym : e->lhs ? e->lhs->sym : NULL);
    if (e->kind != N_FUNC_CALL || e->rank == 0 || !p || !p->proc || !p->proc->result ||
        !cg_is_class_array_sym(p->proc->result) || (p->proc->prefix & PF_ELEMENTAL))
        return NULL;
    ArrTemp *t = materialize_call(cg, e);
    return t->class_container ? t->desc : NULL;
}

LLVMValueRef cg_call_elem_addr(CG *cg, Node *e)
{
    ArrTemp *t = materialize_call(cg, e);
    LLVMValueRef lin = cg_const_i64(cg, 0);
    if (t->by_desc) {
        /* a pointer result may be a strided view: (offset + sum((lb + i) * stride)) * span bytes */
        LLVMValueRef off = load64(cg, cg_desc_field(cg, t->desc, t->rank, 1), "");
        for (int d = 0; d < t->rank; d++) {
            LLVMValueRef i = cg->elem_idx && d < cg->elem_rank ? cg->elem_idx[d] : cg_const_i64(cg, 0);
            LLVMValueRef j = LLVMBuildAdd(cg->b, load64(cg, cg_desc_dim(cg, t->desc, t->rank, d, 1), ""), i, "");
            off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, j, load64(cg, cg_desc_dim(cg, t->desc, t->rank, d, 0), ""), ""), "");
        }
        off = LLVMBuildMul(cg->b, off, load64(cg, cg_desc_field(cg, t->desc, t->rank, 3), "span"), "");
        return LLVMBuildGEP2(cg->b, cg->t_i8, t->data, &off, 1, "");
    }
    for (int d = t->rank - 1; d >= 0; d--)
        lin = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, lin, t->ext[d], ""),
                           cg->elem_idx && d < cg->elem_rank ? cg->elem_idx[d] : cg_const_i64(cg, 0), "");
    if (t->elem_len) { /* CHARACTER: elements of the callee's length */
        LLVMValueRef off = LLVMBuildMul(cg->b, lin, t->elem_len, "");
        return LLVMBuildInBoundsGEP2(cg->b, cg->t_i8, t->data, &off, 1, "");
    }
    return LLVMBuildGEP2(cg->b, cg_type(cg, e->type), t->data, &lin, 1, "");
}

/* Element length of a CHARACTER array-valued call's result. */
LLVMValueRef cg_call_elem_len(CG *cg, Node *e)
{
    LLVMValueRef n = materialize_call(cg, e)->elem_len; /* the descriptor's bytes */
    int k = char_kind(e->type);
    return n && k != 1 ? LLVMBuildUDiv(cg->b, n, cg_const_i64(cg, k), "len.chars") : n;
}

/* Element length of a CHARACTER constructor, computed once per statement
 * (items may be calls: evaluating one again per element would leak). */
LLVMValueRef cg_ctor_elem_len(CG *cg, Node *e)
{
    return materialize_ctor(cg, e)->elem_len;
}

/* Extent of a constructor (materializing it). */
LLVMValueRef cg_ctor_size(CG *cg, Node *e)
{
    return materialize_ctor(cg, e)->n;
}

typedef struct TempCtx {
    Node *e;
    LLVMValueRef data, *ext;
    LLVMValueRef esize;          /* bytes of an element */
    LLVMValueRef clen;           /* CHARACTER: its length in characters */
    int rank;
} TempCtx;

static void temp_body(CG *cg, void *data)
{
    TempCtx *t = data;
    LLVMValueRef dst = cg_scalar_elem_addr(cg, t->data, t->ext, t->rank, t->esize);
    if (t->e->type->kind == TY_CHARACTER) {
        LLVMValueRef sa, sl;
        cg_char_expr(cg, t->e, &sa, &sl);
        cg_char_copy_k(cg, char_kind(t->e->type), dst, t->clen, sa, sl);
    } else
        LLVMBuildStore(cg->b, cg_expr(cg, t->e), dst);
}

static void untemp_body(CG *cg, void *data)
{
    TempCtx *t = data;
    LLVMValueRef src = cg_scalar_elem_addr(cg, t->data, t->ext, t->rank, t->esize);
    LLVMValueRef dst = cg_addr(cg, t->e);
    if (t->e->type->kind == TY_CHARACTER) {
        LLVMValueRef da, dl;
        cg_char_expr(cg, t->e, &da, &dl);
        cg_char_copy_k(cg, char_kind(t->e->type), da, dl, src, t->clen);
    } else
        LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg_type(cg, t->e->type), src, ""), dst);
}

/* The reverse of cg_array_temp: the elements of the temporary data (of
 * the shape ext) stored back into the variable e, element by element.
 * Device code passes a non-contiguous section to an explicit-shape dummy
 * this way (the host calls libgfortran's internal_pack/unpack). */
void cg_array_untemp(CG *cg, Node *e, LLVMValueRef data, LLVMValueRef *ext, int rank)
{
    TempCtx t = {.e = e, .ext = ext, .rank = rank, .data = data};
    if (e->type->kind == TY_CHARACTER) {
        LLVMValueRef *save = cg->elem_idx;
        LLVMValueRef zero[15];
        for (int i = 0; i < 15; i++)
            zero[i] = cg_const_i64(cg, 0);
        cg->elem_idx = zero;
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        cg->elem_idx = save;
        t.clen = l;
        t.esize = cg_char_bytes(cg, l, char_kind(e->type));
    } else
        t.esize = cg_elem_size(cg, e->type, NULL);
    if (rank)
        cg_scalarize(cg, rank, ext, untemp_body, &t);
}

/* An array expression evaluated into a contiguous heap temporary, freed
 * after the statement; returns the data address, fills ext and rank. */
LLVMValueRef cg_array_temp(CG *cg, Node *e, LLVMValueRef *ext, int *rank)
{
    *rank = cg_shape(cg, e, ext);
    if (e->kind == N_ARRAY_CTOR)
        return materialize_ctor(cg, e)->data;
    LLVMValueRef n = cg_const_i64(cg, 1);
    for (int d = 0; d < *rank; d++)
        n = LLVMBuildMul(cg->b, n, ext[d], "");
    TempCtx t = {.e = e, .ext = ext, .rank = *rank};
    if (e->type->kind == TY_CHARACTER) {
        LLVMValueRef *save = cg->elem_idx;
        LLVMValueRef zero[15];
        for (int i = 0; i < 15; i++)
            zero[i] = cg_const_i64(cg, 0);
        cg->elem_idx = zero;
        LLVMValueRef a, l;
        cg_char_expr(cg, e, &a, &l);
        cg->elem_idx = save;
        t.clen = l;
        t.esize = cg_char_bytes(cg, l, char_kind(e->type));
    } else
        t.esize = cg_elem_size(cg, e->type, NULL);
    LLVMValueRef bytes = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, n, t.esize, ""), cg_const_i64(cg, 1), "");
    LLVMTypeRef pt[1] = {cg->t_i64};
    LLVMValueRef slot = cg_alloca(cg, cg->t_ptr, "atmp");
    t.data = cg_call_extern(cg, "malloc", cg->t_ptr, pt, 1, &bytes, 1, false);
    LLVMBuildStore(cg->b, t.data, slot);
    free_later(cg, slot);
    if (*rank)
        cg_scalarize(cg, *rank, ext, temp_body, &t);
    return t.data;
}

/* Frees the statement's temporaries created since 'mark'. */
void cg_free_stmt_temps(CG *cg, int mark)
{
    for (int i = cg->stmt_temps.len - 1; i >= mark; i--) {
        LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->t_ptr, cg->stmt_temps.data[i], "");
        LLVMTypeRef pt[1] = {cg->t_ptr};
        cg_call_extern(cg, "free", cg->t_void, pt, 1, &p, 1, false);
        LLVMBuildStore(cg->b, LLVMConstNull(cg->t_ptr), cg->stmt_temps.data[i]);
    }
    cg->stmt_temps.len = mark;
}
