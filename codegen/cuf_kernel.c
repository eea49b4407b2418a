/* cuf_kernel.c — !$cuf kernel do[(n)] <<<grid, block[, bytes, stream]>>> on
 * the GPU (docs/cuf-kernels.md). The host pass evaluates the bounds of the n
 * mapped loops and the launch configuration, captures what the loop body
 * references and launches an outlined kernel through cuf90_launch; the
 * device pass (cg_cuf_lower_kernels) emits that kernel into the device
 * module: grid-stride loops over the mapped iteration space, the body
 * lowered by cg_stmts, and scalar reductions combined per warp with
 * shuffles and into a device temporary with one atomic per warp.
 *
 * Kernel parameters, in order: for each mapped loop (outermost first) its
 * lower bound, step and trip count (i64); then one group per capture:
 *   CAP_VALUE   host scalar, by value (thread-private copy in the kernel)
 *   CAP_DEVPTR  device/managed scalar: its device address
 *   CAP_ARRAY   explicit-shape array: base address, then lb and extent per dim
 *   CAP_DESC    allocatable/pointer/assumed-shape array: the descriptor byval
 *   CAP_REDUCE  reduction variable: address of the device temporary
 * The host pass records them on the node (Node.cg) for the device pass.
 */
#include "cg.h"

#include "image.h"

#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

CgImage *cg_image(CG *cg); /* device.c */

typedef enum { CAP_VALUE, CAP_DEVPTR, CAP_ARRAY, CAP_DESC, CAP_REDUCE } CapKind;

/* The most blocks a launch with reductions gets when the grid is '*'. */
enum { RED_BLOCKS = 1024 };
typedef enum { RED_ADD, RED_MAX, RED_MIN, RED_AND, RED_OR, RED_XOR, RED_MUL } RedOp;

typedef struct CufCap {
    Symbol *sym;
    CapKind kind;
    int rank;
    unsigned assumed_size;    /* CAP_ARRAY: bit d set when extent d is unknown */
    bool assumed_shape;       /* CAP_DESC */
    RedOp op;                 /* CAP_REDUCE */
    bool on_device;           /* CAP_REDUCE: the variable itself is device/managed data */
} CufCap;

typedef struct CufInfo {
    const char *name;
    Node *loops[16];
    int nloops;
    CufCap caps[256];
    int ncaps;
    Symbol *privates[256];    /* mapped loop variables */
    int nprivates;
} CufInfo;

/* ------------------------------------------------------------------ */
/* Analysis: mapped loops, captures, reductions                        */
/* ------------------------------------------------------------------ */

static Node *only_stmt(Node *loop)
{
    Node *found = NULL;
    for (int i = 0; i < loop->body.len; i++) {
        Node *s = loop->body.items[i];
        if (!s || s->kind == N_DIRECTIVE || (s->kind == N_CONTINUE && loop->do_label && s->label == loop->do_label))
            continue;
        if (found)
            return NULL;
        found = s;
    }
    return found;
}

static bool is_module_device_global(Symbol *s)
{
    bool module = s->module || (s->scope && s->scope->kind == SCOPE_MODULE);
    return module && (s->space == SPACE_DEVICE || s->space == SPACE_CONSTANT);
}

/* Device and managed scalars are shared by all threads: the kernel works
 * on them in place (in emulation too, where they are host memory). */
static bool in_device_memory(Symbol *s)
{
    return s->space == SPACE_DEVICE || s->space == SPACE_MANAGED;
}

static int find_cap(CufInfo *ki, Symbol *s)
{
    for (int i = 0; i < ki->ncaps; i++)
        if (ki->caps[i].sym == s)
            return i;
    return -1;
}

static bool is_private(CufInfo *ki, Symbol *s)
{
    for (int i = 0; i < ki->nprivates; i++)
        if (ki->privates[i] == s)
            return true;
    return false;
}

/* Collects every variable the body references, in order of appearance. */
static void collect_vars(CufInfo *ki, Node *n, PtrVec *out)
{
    if (!n)
        return;
    if (n->kind != N_KEYWORD && n->sym) {
        Symbol *s = cg_ultimate(n->sym);
        if (s && s->kind == SYM_VARIABLE && !s->cuda_builtin) {
            bool seen = false;
            for (int i = 0; i < out->len && !seen; i++)
                seen = out->data[i] == s;
            if (!seen)
                vec_push(out, s);
        }
    }
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step};
    for (int i = 0; i < 7; i++)
        collect_vars(ki, kids[i], out);
    NodeList *lists[] = {&n->args, &n->body, &n->opts, &n->body2};
    for (int l = 0; l < 4; l++)
        for (int i = 0; i < lists[l]->len; i++)
            collect_vars(ki, lists[l]->items[i], out);
}

static bool names(Node *e, Symbol *s)
{
    while (e && e->kind == N_PAREN && e->lhs)
        e = e->lhs;
    return e && e->kind == N_NAME && e->sym && cg_ultimate(e->sym) == s;
}

/* The reduction an assignment 's = s + e', 's = max(s, e)', ... performs,
 * or -1 when it is no reduction of s. */
static int assign_reduction(Node *a, Symbol *s)
{
    Node *r = a->rhs;
    if (!r)
        return -1;
    /* s = s - e is a sum too: the private partial starts at 0 and
     * accumulates -e, then joins the others with the same atomic add */
    if (r->kind == N_BINARY && r->op == TK_MINUS && names(r->lhs, s))
        return RED_ADD;
    if (r->kind == N_BINARY && (names(r->lhs, s) || names(r->rhs, s))) {
        switch (r->op) {
        case TK_PLUS: return RED_ADD;
        case TK_STAR: return RED_MUL;
        case TK_AND: return RED_AND;
        case TK_OR: return RED_OR;
        case TK_NEQV: return RED_XOR;
        default: return -1;
        }
    }
    if (r->kind == N_INTRINSIC_CALL && r->args.len == 2 && (names(r->args.items[0], s) || names(r->args.items[1], s))) {
        switch (r->op) {
        case INTR_MAX: return RED_MAX;
        case INTR_MIN: return RED_MIN;
        case INTR_IAND: return RED_AND;
        case INTR_IOR: return RED_OR;
        case INTR_IEOR: return RED_XOR;
        default: return -1;
        }
    }
    return -1;
}

/* Scans the assignments to scalar s in the body: the common reduction of
 * all of them (nvfortran's implied reduction), -2 when s is not assigned,
 * -1 when it is assigned otherwise (a thread-private copy). */
static int implied_reduction(Node *n, Symbol *s, int found)
{
    if (!n || found == -1)
        return found;
    if (n->kind == N_ASSIGN && names(n->lhs, s)) {
        int op = assign_reduction(n, s);
        if (op < 0 || (found >= 0 && found != op))
            return -1;
        found = op;
    }
    if (n->kind == N_DO && names(n->var, s))
        return -1;
    NodeList *lists[] = {&n->args, &n->body};
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < lists[l]->len; i++)
            found = implied_reduction(lists[l]->items[i], s, found);
    return found;
}

static int reduce_op_of(const char *name)
{
    if (!name)
        return -1;
    if (!strcmp(name, "+"))
        return RED_ADD;
    if (!strcmp(name, "*"))
        return RED_MUL;
    if (!strcmp(name, "max"))
        return RED_MAX;
    if (!strcmp(name, "min"))
        return RED_MIN;
    if (!strcmp(name, ".and.") || !strcmp(name, "iand"))
        return RED_AND;
    if (!strcmp(name, ".or.") || !strcmp(name, "ior"))
        return RED_OR;
    if (!strcmp(name, ".neqv.") || !strcmp(name, "ieor"))
        return RED_XOR;
    return -1;
}

/* Whether op has an atomic form for variables of type t (a COMPLEX sum is
 * two REAL sums; the bitwise operators serve LOGICAL values 0/1 too). */
static bool reducible_type(Type *t, int op)
{
    if (!t || (t->kind_param != 4 && t->kind_param != 8))
        return false;
    switch (op) {
    case RED_ADD: return t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX;
    case RED_MAX:
    case RED_MIN:
    case RED_MUL: return t->kind == TY_INTEGER || t->kind == TY_REAL;
    default: return t->kind == TY_INTEGER || t->kind == TY_LOGICAL;
    }
}

/* Deterministic kernel name from the enclosing procedure's external name
 * and the directive's position, reduced to PTX identifier characters. */
static const char *kernel_name(CG *cg, Node *s)
{
    const char *owner = cg->proc ? cg_mangle(cg, cg->proc) : "MAIN__";
    char *name = arena_printf(cu_arena, "cuf_%s_%d_%d", owner, s->loc.line, s->loc.col);
    for (char *p = name; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            *p = '_';
    return name;
}

static bool add_cap(CufInfo *ki, Loc loc, CufCap c)
{
    if (ki->ncaps >= 256) {
        error_at(loc, "a CUF kernel loop may reference at most 256 variables");
        return false;
    }
    ki->caps[ki->ncaps++] = c;
    return true;
}

/* Decides how each referenced variable reaches the kernel (host pass). */
static CufInfo *analyze(CG *cg, Node *s)
{
    CufInfo *ki = NEW(CufInfo);
    ki->name = kernel_name(cg, s);
    Node *first = NULL;
    for (int i = 0; i < s->body.len && !first; i++)
        if (s->body.items[i] && s->body.items[i]->kind != N_DIRECTIVE)
            first = s->body.items[i];
    if (!first || first->kind != N_DO || !first->var)
        return NULL; /* reported by sema */
    int n = s->nest > 0 ? s->nest : 1;
    ki->loops[ki->nloops++] = first;
    while (ki->nloops < n && ki->nloops < 16) {
        Node *inner = only_stmt(ki->loops[ki->nloops - 1]);
        if (!inner || inner->kind != N_DO || !inner->var)
            return NULL;
        ki->loops[ki->nloops++] = inner;
    }
    for (int k = 0; k < ki->nloops; k++)
        ki->privates[ki->nprivates++] = cg_ultimate(ki->loops[k]->var->sym);

    /* explicit REDUCE clauses */
    for (int i = 0; i < s->args.len; i++) {
        Node *r = s->args.items[i];
        if (!r)
            continue;
        int op = reduce_op_of(r->name);
        if (op < 0) {
            error_at(r->loc, "REDUCE operator '%s' of a CUF kernel is not supported yet", r->name ? r->name : "?");
            continue;
        }
        for (int j = 0; j < r->args.len; j++) {
            Node *v = r->args.items[j];
            Symbol *vs = v && v->sym ? cg_ultimate(v->sym) : NULL;
            if (!vs || vs->kind != SYM_VARIABLE || find_cap(ki, vs) >= 0)
                continue;
            if (!reducible_type(vs->type, op)) {
                error_at(v->loc, "reduction variable '%s' of a CUF kernel has a type its operator '%s' does not support", vs->name, r->name);
                continue;
            }
            add_cap(ki, v->loc, (CufCap){.sym = vs, .kind = CAP_REDUCE, .op = (RedOp)op,
                                         .on_device = in_device_memory(vs)});
        }
    }

    PtrVec vars = {0};
    Node *inner = ki->loops[ki->nloops - 1];
    collect_vars(ki, inner->var, &vars);
    for (int i = 0; i < inner->body.len; i++)
        collect_vars(ki, inner->body.items[i], &vars);
    for (int i = 0; i < vars.len; i++) {
        Symbol *v = vars.data[i];
        if (is_private(ki, v) || find_cap(ki, v) >= 0 || is_module_device_global(v))
            continue;
        bool array = v->shape && v->shape->rank > 0;
        if (array) {
            CgVar *hv = cg_var(cg, v);
            CufCap c = {.sym = v, .rank = v->shape->rank};
            if (hv->kind == CV_DESC) {
                c.kind = CAP_DESC;
                c.assumed_shape = hv->assumed_shape;
            } else {
                c.kind = CAP_ARRAY;
                for (int d = 0; d < c.rank; d++)
                    if (!hv->ext[d])
                        c.assumed_size |= 1u << d;
            }
            add_cap(ki, v->loc, c);
            continue;
        }
        if (v->type && v->type->kind == TY_CHARACTER) {
            error_at(s->loc, "CHARACTER variable '%s' cannot be used in a CUF kernel loop yet", v->name);
            continue;
        }
        /* the guide: a reduction into a scalar is one synchronized result,
         * on the host or in device memory (where every thread's
         * read-modify-write of a shared scalar would race) */
        int op = -2;
        for (int j = 0; j < inner->body.len && op != -1; j++)
            op = implied_reduction(inner->body.items[j], v, op);
        if (op >= 0 && reducible_type(v->type, op)) {
            add_cap(ki, v->loc, (CufCap){.sym = v, .kind = CAP_REDUCE, .op = (RedOp)op, .on_device = in_device_memory(v)});
            continue;
        }
        if (in_device_memory(v)) {
            add_cap(ki, v->loc, (CufCap){.sym = v, .kind = CAP_DEVPTR});
            continue;
        }
        if (op >= 0) {
            /* a thread-private copy would silently drop every update */
            error_at(s->loc, "implied reduction of '%s' in a CUF kernel is not supported for its type", v->name);
            add_cap(ki, v->loc, (CufCap){.sym = v, .kind = CAP_VALUE}); /* reported once */
            continue;
        }
        add_cap(ki, v->loc, (CufCap){.sym = v, .kind = CAP_VALUE});
    }
    return ki;
}

/* Host scalars of complex or derived type travel as a byval aggregate. */
static bool value_by_ref(Type *t)
{
    return t && (t->kind == TY_COMPLEX || t->kind == TY_DERIVED);
}

/* The kernel's parameter list, its CUF90_ARG_* signature and LLVM types. */
static int kernel_params(CG *cg, CufInfo *ki, LLVMTypeRef *tys, unsigned char *kinds, unsigned *sizes, int cap)
{
    int np = 0;
#define PARAM(t, k, sz) do { if (np < cap) { tys[np] = (t); kinds[np] = (k); sizes[np] = (sz); } np++; } while (0)
    for (int k = 0; k < ki->nloops; k++)
        for (int j = 0; j < 3; j++)
            PARAM(cg->t_i64, CUF90_ARG_I64, 8);
    PARAM(cg->t_i64, CUF90_ARG_I64, 8); /* the x stride, 0 when the grid covers x (emit_kernel) */
    for (int i = 0; i < ki->ncaps; i++) {
        CufCap *c = &ki->caps[i];
        Type *t = c->sym->type;
        switch (c->kind) {
        case CAP_VALUE:
            if (value_by_ref(t)) {
                unsigned char kd = t->kind == TY_COMPLEX ? (t->kind_param == 8 ? CUF90_ARG_C64 : CUF90_ARG_C32)
                                                         : CUF90_ARG_STRUCT;
                PARAM(cg->t_ptr, kd, (unsigned)LLVMABISizeOfType(cg->td, cg_type(cg, t)));
            } else if (t->kind == TY_REAL) {
                PARAM(cg_type(cg, t), t->kind_param == 8 ? CUF90_ARG_F64 : CUF90_ARG_F32, (unsigned)t->kind_param);
            } else {
                unsigned sz = (unsigned)LLVMABISizeOfType(cg->td, cg_type(cg, t));
                PARAM(cg_type(cg, t), sz == 1 ? CUF90_ARG_I8 : sz == 2 ? CUF90_ARG_I16 : sz == 8 ? CUF90_ARG_I64 : CUF90_ARG_I32, sz);
            }
            break;
        case CAP_DEVPTR:
        case CAP_REDUCE:
            PARAM(cg->t_ptr, CUF90_ARG_PTR, 8);
            break;
        case CAP_ARRAY:
            PARAM(cg->t_ptr, CUF90_ARG_PTR, 8);
            for (int d = 0; d < c->rank; d++) {
                PARAM(cg->t_i64, CUF90_ARG_I64, 8);
                PARAM(cg->t_i64, CUF90_ARG_I64, 8);
            }
            break;
        case CAP_DESC:
            PARAM(cg->t_ptr, CUF90_ARG_STRUCT, (unsigned)LLVMABISizeOfType(cg->td, cg_desc_type(cg, c->rank)));
            break;
        }
    }
#undef PARAM
    return np;
}

static void emit_kernel(CG *cg, Node *u, Node *s, CufInfo *ki);

/* ------------------------------------------------------------------ */
/* Host side: bounds, configuration, captures, launch                  */
/* ------------------------------------------------------------------ */

static LLVMValueRef slot_of(CG *cg, LLVMValueRef v, const char *name)
{
    LLVMValueRef s = cg_alloca(cg, LLVMTypeOf(v), name);
    LLVMBuildStore(cg->b, v, s);
    return s;
}

static bool is_dim3(Type *t)
{
    return t && t->kind == TY_DERIVED && t->derived && t->derived->name && !strcmp(t->derived->name, "dim3");
}

/* grid or block: out[a] = i32 value, or NULL where '*' asks us to choose. */
static void config_dims(CG *cg, Node *e, LLVMValueRef out[3])
{
    out[0] = out[1] = out[2] = cg_const_i32(cg, 1);
    if (!e || e->kind == N_STAR) {
        out[0] = out[1] = out[2] = NULL;
        return;
    }
    if (e->kind == N_PAREN_ARGS && !e->lhs) {
        for (int a = 0; a < e->args.len && a < 3; a++) {
            Node *x = e->args.items[a];
            out[a] = !x || x->kind == N_STAR ? NULL : LLVMBuildTrunc(cg->b, cg_expr_i64(cg, x), cg->t_i32, "");
        }
        return;
    }
    if (is_dim3(e->type)) {
        LLVMValueRef v = cg_expr(cg, e);
        for (unsigned a = 0; a < 3; a++)
            out[a] = LLVMBuildExtractValue(cg->b, v, a, "");
        return;
    }
    out[0] = LLVMBuildTrunc(cg->b, cg_expr_i64(cg, e), cg->t_i32, "");
}

static LLVMValueRef smax64(CG *cg, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, a, b, ""), a, b, "");
}

static LLVMValueRef smin64(CG *cg, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, a, b, ""), a, b, "");
}

/* x86-64 SysV passes struct {int x, y, z} as (i64 x|y<<32, i32 z). */
static void dim3_pack(CG *cg, LLVMValueRef d[3], LLVMValueRef *xy, LLVMValueRef *z)
{
    LLVMValueRef lo = LLVMBuildZExt(cg->b, d[0], cg->t_i64, "");
    LLVMValueRef hi = LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, d[1], cg->t_i64, ""), cg_const_i64(cg, 32), "");
    *xy = LLVMBuildOr(cg->b, lo, hi, "xy");
    *z = d[2];
}

static LLVMValueRef file_name(CG *cg, Node *s)
{
    const char *file = s->loc.file ? s->loc.file->name : cg->src_name;
    return cg_global_string(cg, file, strlen(file), ".file");
}

static void rt_memcpy(CG *cg, Node *s, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef bytes, int kind)
{
    LLVMTypeRef pt[6] = {cg->t_ptr, cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[6] = {dst, src, bytes, cg_const_i32(cg, kind), file_name(cg, s), cg_const_i32(cg, s->loc.line)};
    cg_call_extern(cg, "cuf90_memcpy", cg->t_void, pt, 6, av, 6, false);
}

/* Value of a host scalar to copy into the kernel. */
static LLVMValueRef scalar_addr(CG *cg, CgVar *v)
{
    if (v->indirect)
        return LLVMBuildLoad2(cg->b, cg->t_ptr, v->addr, "");
    return v->addr;
}

/* Whether axis a (1 = y, 2 = z) of a CUF kernel's launch is known to be
 * one block of one thread: the block's component is absent or the
 * constant 1 (a scalar block is (b, 1, 1); defb is the default shape),
 * and the grid's is absent, the constant 1, or '*' (chosen from a count of
 * 1 when the loop nest has no loop on that axis). Then the kernel needs no
 * loop, nor a test of its thread and block indices, on that axis. */
/* the block shape without one: by the loop nest's depth 1, 2, 3+ */
static const int default_block[3][3] = {{256, 1, 1}, {32, 8, 1}, {32, 4, 2}};

static bool const_one(Node *x)
{
    return x && x->cval && x->cval->type && x->cval->type->kind == TY_INTEGER && x->cval->i == 1;
}

static bool launch_axis_is_one(Node *e, int a, bool block, const int *defb, bool count_is_one)
{
    if (!e || e->kind == N_STAR)
        return block ? defb[a] == 1 : count_is_one;
    if (e->kind == N_PAREN_ARGS && !e->lhs) {
        Node *x = a < e->args.len ? e->args.items[a] : NULL;
        if (!x)
            return true;
        if (x->kind == N_STAR)
            return block ? defb[a] == 1 : count_is_one;
        return const_one(x);
    }
    return !is_dim3(e->type); /* a scalar: (v, 1, 1) */
}

/* GPU lowering of N_CUF_KERNEL in host code. */
void cg_cuf_kernel(CG *cg, Node *s)
{
    CufInfo *ki = analyze(cg, s);
    if (!ki)
        return;
    s->cg = ki;
    int n = ki->nloops;

    /* mapped loops: lower bound, step, trip count (i64) */
    LLVMValueRef lo[16] = {0}, st[16] = {0}, cnt[16] = {0};
    for (int k = 0; k < n; k++) {
        Node *lp = ki->loops[k];
        lo[k] = cg_expr_i64(cg, lp->start);
        LLVMValueRef hi = cg_expr_i64(cg, lp->end);
        st[k] = lp->step ? cg_expr_i64(cg, lp->step) : cg_const_i64(cg, 1);
        LLVMValueRef zero_step = LLVMBuildICmp(cg->b, LLVMIntEQ, st[k], cg_const_i64(cg, 0), "");
        LLVMValueRef safe = LLVMBuildSelect(cg->b, zero_step, cg_const_i64(cg, 1), st[k], "");
        LLVMValueRef c = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, LLVMBuildSub(cg->b, hi, lo[k], ""), safe, ""), safe, "");
        c = smax64(cg, c, cg_const_i64(cg, 0));
        cnt[k] = LLVMBuildSelect(cg->b, zero_step, cg_const_i64(cg, 0), c, "trips");
    }
    /* iteration space per axis: x the innermost mapped loop, y the next,
     * z all outer ones together */
    LLVMValueRef axis_cnt[3] = {cnt[n - 1], n >= 2 ? cnt[n - 2] : cg_const_i64(cg, 1), cg_const_i64(cg, 1)};
    for (int k = 0; k + 2 < n; k++)
        axis_cnt[2] = LLVMBuildMul(cg->b, axis_cnt[2], cnt[k], "");
    LLVMValueRef total = LLVMBuildMul(cg->b, LLVMBuildMul(cg->b, axis_cnt[0], axis_cnt[1], ""), axis_cnt[2], "");

    Node *cfg = s->chevron;
    Node *grid, *block, *bytes, *stream;
    cg_launch_items(cfg, &grid, &block, &bytes, &stream);
    bool any_red = false;
    for (int i = 0; i < ki->ncaps; i++)
        any_red |= ki->caps[i].kind == CAP_REDUCE;
    LLVMValueRef blocks_so_far = cg_const_i64(cg, 1);
    const int *defb = default_block[n >= 3 ? 2 : n - 1];
    LLVMValueRef bd[3], gd[3];
    config_dims(cg, block, bd);
    config_dims(cg, grid, gd);
    for (int a = 0; a < 3; a++) {
        LLVMValueRef def = cg_const_i32(cg, defb[a]);
        if (!bd[a])
            bd[a] = def;
        else
            bd[a] = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, bd[a], cg_const_i32(cg, 0), ""), bd[a], def, "");
        /* enough blocks to give each iteration a thread, within the grid
         * limits; with reductions at most RED_BLOCKS blocks in all (about
         * one full wave on a large GPU), each thread striding over several
         * iterations: every warp adds its partial result atomically, and
         * a block per 256 iterations made a million atomics of one address
         * for a sum over 2^28 elements */
        LLVMValueRef b64 = LLVMBuildZExt(cg->b, bd[a], cg->t_i64, "");
        LLVMValueRef need = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, axis_cnt[a], LLVMBuildSub(cg->b, b64, cg_const_i64(cg, 1), ""), ""), b64, "");
        LLVMValueRef lim = cg_const_i64(cg, a == 0 ? INT32_MAX : 65535);
        if (any_red)
            lim = smax64(cg, LLVMBuildSDiv(cg->b, cg_const_i64(cg, RED_BLOCKS), blocks_so_far, ""), cg_const_i64(cg, 1));
        need = smin64(cg, smax64(cg, need, cg_const_i64(cg, 1)), lim);
        LLVMValueRef chosen = LLVMBuildTrunc(cg->b, need, cg->t_i32, "");
        if (!gd[a])
            gd[a] = chosen;
        else
            gd[a] = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, gd[a], cg_const_i32(cg, 0), ""), gd[a], chosen, "");
        blocks_so_far = LLVMBuildMul(cg->b, blocks_so_far, LLVMBuildZExt(cg->b, gd[a], cg->t_i64, ""), "");
    }
    LLVMValueRef shmem = bytes ? cg_expr_i64(cg, bytes) : cg_const_i64(cg, 0);
    LLVMValueRef strm = stream ? LLVMBuildIntToPtr(cg->b, cg_expr_i64(cg, stream), cg->t_ptr, "stream")
                               : LLVMConstNull(cg->t_ptr);

    LLVMBasicBlockRef launch_bb = cg_new_block(cg, "cuf.launch");
    LLVMBasicBlockRef done_bb = cg_new_block(cg, "cuf.done");
    cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntSGT, total, cg_const_i64(cg, 0), ""), launch_bb, done_bb);
    LLVMPositionBuilderAtEnd(cg->b, launch_bb);

    LLVMTypeRef tys[1024];
    unsigned char kinds[1024];
    unsigned sizes[1024];
    int np = kernel_params(cg, ki, tys, kinds, sizes, 1024);
    if (np > 1024) {
        error_at(s->loc, "a CUF kernel loop needs too many parameters");
        return;
    }
    LLVMTypeRef arr_t = LLVMArrayType2(cg->t_ptr, (uint64_t)(np ? np : 1));
    LLVMValueRef arr = cg_alloca(cg, arr_t, "cuf.args");
    int pi = 0;
#define ARG(p) do { LLVMValueRef idx_[2] = {cg_const_i64(cg, 0), cg_const_i64(cg, pi++)}; \
        LLVMBuildStore(cg->b, (p), LLVMBuildInBoundsGEP2(cg->b, arr_t, arr, idx_, 2, "")); } while (0)
    for (int k = 0; k < n; k++) {
        ARG(slot_of(cg, lo[k], "cuf.lo"));
        ARG(slot_of(cg, st[k], "cuf.step"));
        ARG(slot_of(cg, cnt[k], "cuf.trips"));
    }
    /* the grid's width on x when some thread has several x iterations, 0
     * when each has at most one (emit_kernel's one-iteration path) */
    LLVMValueRef xwidth = LLVMBuildMul(cg->b, LLVMBuildZExt(cg->b, gd[0], cg->t_i64, ""),
                                       LLVMBuildZExt(cg->b, bd[0], cg->t_i64, ""), "");
    ARG(slot_of(cg, LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, xwidth, axis_cnt[0], ""),
                                    cg_const_i64(cg, 0), xwidth, ""), "cuf.xstride"));
    LLVMValueRef red_tmp[256] = {0};
    for (int i = 0; i < ki->ncaps; i++) {
        CufCap *c = &ki->caps[i];
        CgVar *v = cg_var(cg, c->sym);
        switch (c->kind) {
        case CAP_VALUE: {
            LLVMTypeRef t = cg_type(cg, c->sym->type);
            ARG(slot_of(cg, LLVMBuildLoad2(cg->b, t, scalar_addr(cg, v), c->sym->name), "cuf.val"));
            break;
        }
        case CAP_DEVPTR:
            ARG(slot_of(cg, scalar_addr(cg, v), "cuf.ptr"));
            break;
        case CAP_ARRAY:
            ARG(slot_of(cg, cg_array_base(cg, v), "cuf.base"));
            for (int d = 0; d < c->rank; d++) {
                ARG(slot_of(cg, v->lb[d] ? v->lb[d] : cg_const_i64(cg, 1), "cuf.lb"));
                ARG(slot_of(cg, v->ext[d] ? v->ext[d] : cg_const_i64(cg, 0), "cuf.ext"));
            }
            break;
        case CAP_DESC:
            ARG(v->addr);
            break;
        case CAP_REDUCE: {
            LLVMValueRef addr = scalar_addr(cg, v);
            if (c->on_device) {
                red_tmp[i] = addr;
            } else {
                /* a device temporary starting from the host value: every
                 * warp's partial result is added to it atomically */
                LLVMValueRef sz = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, c->sym->type)));
                LLVMTypeRef pt[3] = {cg->t_i64, cg->t_ptr, cg->t_i32};
                LLVMValueRef av[3] = {sz, file_name(cg, s), cg_const_i32(cg, s->loc.line)};
                red_tmp[i] = cg_call_extern(cg, "cuf90_red_alloc", cg->t_ptr, pt, 3, av, 3, false);
                rt_memcpy(cg, s, red_tmp[i], addr, sz, CUF90_MEMCPY_H2D);
            }
            ARG(slot_of(cg, red_tmp[i], "cuf.red"));
            break;
        }
        }
    }
#undef ARG
    LLVMValueRef gxy, gz, bxy, bz;
    dim3_pack(cg, gd, &gxy, &gz);
    dim3_pack(cg, bd, &bxy, &bz);
    LLVMValueRef desc = cg_image_kernel_ref(cg_image(cg), ki->name);
    LLVMTypeRef pt[10] = {cg->t_ptr, cg->t_i64, cg->t_i32, cg->t_i64, cg->t_i32,
                          cg->t_i64, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[10] = {desc, gxy, gz, bxy, bz, shmem, strm, arr, file_name(cg, s), cg_const_i32(cg, s->loc.line)};
    cg_call_extern(cg, "cuf90_launch", cg->t_void, pt, 10, av, 10, false);

    /* reductions complete before the statement after the loops reads them */
    if (any_red) {
        LLVMTypeRef spt[2] = {cg->t_ptr, cg->t_i32};
        LLVMValueRef sav[2] = {file_name(cg, s), cg_const_i32(cg, s->loc.line)};
        cg_call_extern(cg, "cuf90_synchronize", cg->t_void, spt, 2, sav, 2, false);
    }
    for (int i = 0; i < ki->ncaps; i++) {
        CufCap *c = &ki->caps[i];
        if (c->kind != CAP_REDUCE || c->on_device)
            continue;
        CgVar *v = cg_var(cg, c->sym);
        LLVMValueRef sz = cg_const_i64(cg, (int64_t)LLVMABISizeOfType(cg->td, cg_type(cg, c->sym->type)));
        rt_memcpy(cg, s, scalar_addr(cg, v), red_tmp[i], sz, CUF90_MEMCPY_D2H);
        LLVMTypeRef fpt[4] = {cg->t_ptr, cg->t_i64, cg->t_ptr, cg->t_i32};
        LLVMValueRef fav[4] = {red_tmp[i], sz, file_name(cg, s), cg_const_i32(cg, s->loc.line)};
        cg_call_extern(cg, "cuf90_red_free", cg->t_void, fpt, 4, fav, 4, false);
    }
    cg_br(cg, done_bb);
    LLVMPositionBuilderAtEnd(cg->b, done_bb);

    if (opts.cuda == CUDA_MODE_EMU) {
        /* the emulator runs the same kernel, compiled for the host, now */
        CgTarget target = cg->target;
        LLVMMetadataRef scope = cg->di_scope;
        LLVMMetadataRef loc = LLVMGetCurrentDebugLocation2(cg->b);
        /* the kernel has no debug info: no location of the host's in it */
        cg->target = CG_TARGET_EMU;
        cg->di_scope = NULL;
        LLVMSetCurrentDebugLocation2(cg->b, NULL);
        emit_kernel(cg, cg->unit, s, ki);
        cg->target = target;
        cg->di_scope = scope;
        LLVMPositionBuilderAtEnd(cg->b, done_bb);
        LLVMSetCurrentDebugLocation2(cg->b, loc);
    }
}

/* ------------------------------------------------------------------ */
/* Device side: the outlined kernel                                    */
/* ------------------------------------------------------------------ */

/* A special register (0-based); the emulator keeps them in its thread
 * record: tid, ctaid, ntid, nctaid as three i32 each (rt/emu.h). */
static LLVMValueRef sreg(CG *cg, const char *reg, int axis)
{
    if (cg->target == CG_TARGET_EMU) {
        static const char *const regs[] = {"tid", "ctaid", "ntid", "nctaid"};
        int which = 0;
        while (which < 3 && strcmp(regs[which], reg))
            which++;
        LLVMValueRef self = cg_call_extern(cg, "cuf90_emu_self", cg->t_ptr, NULL, 0, NULL, 0, false);
        LLVMValueRef off = cg_const_i64(cg, which * 12 + axis * 4);
        return LLVMBuildLoad2(cg->b, cg->t_i32, LLVMBuildGEP2(cg->b, cg->t_i8, self, &off, 1, ""), "");
    }
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s.%c", reg, "xyz"[axis]);
    return cg_call_extern(cg, name, cg->t_i32, NULL, 0, NULL, 0, false);
}

static LLVMValueRef sreg64(CG *cg, const char *reg, int axis)
{
    return LLVMBuildZExt(cg->b, sreg(cg, reg, axis), cg->t_i64, "");
}

static bool is_float(LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

static LLVMValueRef identity_of(CG *cg, LLVMTypeRef t, RedOp op, bool logical)
{
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
        /* COMPLEX: the sum's identity in both parts */
        LLVMTypeRef p = LLVMStructGetTypeAtIndex(t, 0);
        LLVMValueRef z[2] = {LLVMConstReal(p, 0.0), LLVMConstReal(p, 0.0)};
        return LLVMConstNamedStruct(t, z, 2);
    }
    if (op == RED_AND)
        return logical ? LLVMConstInt(t, 1, false) : LLVMConstAllOnes(t);
    if (op == RED_OR || op == RED_XOR)
        return LLVMConstInt(t, 0, false);
    if (op == RED_MUL)
        return is_float(t) ? LLVMConstReal(t, 1.0) : LLVMConstInt(t, 1, false);
    if (is_float(t)) {
        if (op == RED_ADD)
            return LLVMConstReal(t, 0.0);
        return LLVMConstReal(t, op == RED_MAX ? -INFINITY : INFINITY);
    }
    unsigned bits = LLVMGetIntTypeWidth(t);
    if (op == RED_ADD)
        return LLVMConstInt(t, 0, false);
    unsigned long long min = 1ULL << (bits - 1);
    return LLVMConstInt(t, op == RED_MAX ? min : min - 1, false);
}

static LLVMValueRef combine(CG *cg, RedOp op, LLVMValueRef a, LLVMValueRef b)
{
    bool fl = is_float(LLVMTypeOf(a));
    if (op == RED_ADD)
        return fl ? LLVMBuildFAdd(cg->b, a, b, "") : LLVMBuildAdd(cg->b, a, b, "");
    if (op == RED_AND)
        return LLVMBuildAnd(cg->b, a, b, "");
    if (op == RED_OR)
        return LLVMBuildOr(cg->b, a, b, "");
    if (op == RED_XOR)
        return LLVMBuildXor(cg->b, a, b, "");
    if (op == RED_MUL)
        return fl ? LLVMBuildFMul(cg->b, a, b, "") : LLVMBuildMul(cg->b, a, b, "");
    LLVMValueRef gt = fl ? LLVMBuildFCmp(cg->b, op == RED_MAX ? LLVMRealOGT : LLVMRealOLT, a, b, "")
                         : LLVMBuildICmp(cg->b, op == RED_MAX ? LLVMIntSGT : LLVMIntSLT, a, b, "");
    return LLVMBuildSelect(cg->b, gt, a, b, "");
}

/* The value of lane (lane ^ offset) of the warp (32- or 64-bit values). */
static LLVMValueRef shfl_bfly(CG *cg, LLVMValueRef v, int offset)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    unsigned bits = is_float(t) ? (LLVMGetTypeKind(t) == LLVMDoubleTypeKind ? 64 : 32) : LLVMGetIntTypeWidth(t);
    LLVMTypeRef it = LLVMIntTypeInContext(cg->ctx, bits);
    LLVMValueRef x = LLVMBuildBitCast(cg->b, v, it, "");
    LLVMTypeRef pt[4] = {cg->t_i32, cg->t_i32, cg->t_i32, cg->t_i32};
    LLVMValueRef halves[2];
    int nh = bits == 64 ? 2 : 1;
    for (int h = 0; h < nh; h++) {
        LLVMValueRef part = h ? LLVMBuildLShr(cg->b, x, LLVMConstInt(it, 32, false), "") : x;
        part = LLVMBuildTrunc(cg->b, part, cg->t_i32, "");
        LLVMValueRef av[4] = {cg_const_i32(cg, -1), part, cg_const_i32(cg, offset), cg_const_i32(cg, 0x1f)};
        halves[h] = cg_call_extern(cg, "llvm.nvvm.shfl.sync.bfly.i32", cg->t_i32, pt, 4, av, 4, false);
    }
    LLVMValueRef r = LLVMBuildZExt(cg->b, halves[0], it, "");
    if (nh == 2)
        r = LLVMBuildOr(cg->b, r, LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, halves[1], it, ""), LLVMConstInt(it, 32, false), ""), "");
    return LLVMBuildBitCast(cg->b, r, t, "");
}

/* *dst *= val atomically: there is no atomic multiply, so a
 * compare-and-swap loop on the value's bits. */
static void atomic_mul(CG *cg, LLVMValueRef dst, LLVMValueRef val)
{
    LLVMTypeRef t = LLVMTypeOf(val);
    bool fl = is_float(t);
    LLVMTypeRef it = fl ? LLVMIntTypeInContext(cg->ctx, LLVMGetTypeKind(t) == LLVMDoubleTypeKind ? 64 : 32) : t;
    LLVMValueRef first = LLVMBuildLoad2(cg->b, it, dst, "");
    LLVMBasicBlockRef entry = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef loop = cg_new_block(cg, "red.cas"), done = cg_new_block(cg, "red.cas.done");
    cg_br(cg, loop);
    LLVMPositionBuilderAtEnd(cg->b, loop);
    LLVMValueRef old = LLVMBuildPhi(cg->b, it, "old");
    LLVMValueRef ov = fl ? LLVMBuildBitCast(cg->b, old, t, "") : old;
    LLVMValueRef nv = combine(cg, RED_MUL, ov, val);
    if (fl)
        nv = LLVMBuildBitCast(cg->b, nv, it, "");
    LLVMValueRef pair = LLVMBuildAtomicCmpXchg(cg->b, dst, old, nv, LLVMAtomicOrderingMonotonic,
                                               LLVMAtomicOrderingMonotonic, false);
    LLVMValueRef seen = LLVMBuildExtractValue(cg->b, pair, 0, "");
    LLVMValueRef ok = LLVMBuildExtractValue(cg->b, pair, 1, "");
    LLVMValueRef in_v[2] = {first, seen};
    LLVMBasicBlockRef in_b[2] = {entry, loop};
    LLVMAddIncoming(old, in_v, in_b, 2);
    cg_cond_br(cg, ok, done, loop);
    LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Combines every thread's partial result into *dst: butterfly shuffles
 * within full warps and one atomic per warp (per thread when the block is
 * not a whole number of warps). */
static void reduce_into(CG *cg, RedOp op, LLVMValueRef val, LLVMValueRef dst)
{
    LLVMTypeRef vt = LLVMTypeOf(val);
    if (LLVMGetTypeKind(vt) == LLVMStructTypeKind) {
        /* COMPLEX sum: the real and imaginary parts are independent sums */
        for (unsigned k = 0; k < 2; k++)
            reduce_into(cg, op, LLVMBuildExtractValue(cg->b, val, k, ""), LLVMBuildStructGEP2(cg->b, vt, dst, k, ""));
        return;
    }
    bool fl = is_float(vt);
    LLVMAtomicRMWBinOp rop;
    switch (op) {
    case RED_ADD: rop = fl ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd; break;
    case RED_MAX: rop = fl ? LLVMAtomicRMWBinOpFMax : LLVMAtomicRMWBinOpMax; break;
    case RED_MIN: rop = fl ? LLVMAtomicRMWBinOpFMin : LLVMAtomicRMWBinOpMin; break;
    case RED_AND: rop = LLVMAtomicRMWBinOpAnd; break;
    case RED_OR: rop = LLVMAtomicRMWBinOpOr; break;
    default: rop = LLVMAtomicRMWBinOpXor; break;
    }
    if (cg->target == CG_TARGET_EMU) {
        /* emulated threads have no warp shuffles: one atomic each */
        if (op == RED_MUL)
            atomic_mul(cg, dst, val);
        else
            LLVMBuildAtomicRMW(cg->b, rop, dst, val, LLVMAtomicOrderingMonotonic, false);
        return;
    }
    LLVMValueRef nthreads = LLVMBuildMul(cg->b, LLVMBuildMul(cg->b, sreg(cg, "ntid", 0), sreg(cg, "ntid", 1), ""),
                                         sreg(cg, "ntid", 2), "");
    LLVMValueRef full = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildAnd(cg->b, nthreads, cg_const_i32(cg, 31), ""),
                                      cg_const_i32(cg, 0), "");
    LLVMBasicBlockRef warp_bb = cg_new_block(cg, "red.warp");
    LLVMBasicBlockRef single_bb = cg_new_block(cg, "red.thread");
    LLVMBasicBlockRef atom_bb = cg_new_block(cg, "red.atomic");
    LLVMBasicBlockRef done_bb = cg_new_block(cg, "red.done");
    cg_cond_br(cg, full, warp_bb, single_bb);
    LLVMPositionBuilderAtEnd(cg->b, warp_bb);
    LLVMValueRef w = val;
    for (int off = 16; off >= 1; off /= 2)
        w = combine(cg, op, w, shfl_bfly(cg, w, off));
    LLVMValueRef lane = cg_call_extern(cg, "llvm.nvvm.read.ptx.sreg.laneid", cg->t_i32, NULL, 0, NULL, 0, false);
    LLVMBasicBlockRef from_warp = LLVMGetInsertBlock(cg->b);
    cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, lane, cg_const_i32(cg, 0), ""), atom_bb, done_bb);
    LLVMPositionBuilderAtEnd(cg->b, single_bb);
    LLVMBasicBlockRef from_single = single_bb;
    cg_br(cg, atom_bb);
    LLVMPositionBuilderAtEnd(cg->b, atom_bb);
    LLVMValueRef phi = LLVMBuildPhi(cg->b, LLVMTypeOf(val), "red.part");
    LLVMValueRef in_v[2] = {w, val};
    LLVMBasicBlockRef in_b[2] = {from_warp, from_single};
    LLVMAddIncoming(phi, in_v, in_b, 2);
    if (op == RED_MUL)
        atomic_mul(cg, dst, phi);
    else
        LLVMBuildAtomicRMW(cg->b, rop, dst, phi, LLVMAtomicOrderingMonotonic, false);
    cg_br(cg, done_bb);
    LLVMPositionBuilderAtEnd(cg->b, done_bb);
}

/* Emits the kernel of one CUF loop nest into the device module. */
/* One iteration of a CUF kernel's loop nest: the loop variables from the
 * axes' counters ctr (x, y, z), then the body; CYCLE goes to next. */
static void emit_iteration(CG *cg, CufInfo *ki, LLVMValueRef ctr[3], LLVMValueRef *cnt, LLVMValueRef *lo,
                           LLVMValueRef *st, LLVMBasicBlockRef next)
{
    int n = ki->nloops;
    /* the loop variables of this iteration */
    LLVMValueRef zrem = LLVMBuildLoad2(cg->b, cg->t_i64, ctr[2], "");
    for (int k = n - 1; k >= 0; k--) {
        LLVMValueRef idx;
        if (k == n - 1)
            idx = LLVMBuildLoad2(cg->b, cg->t_i64, ctr[0], "");
        else if (k == n - 2)
            idx = LLVMBuildLoad2(cg->b, cg->t_i64, ctr[1], "");
        else {
            idx = k == 0 ? zrem : LLVMBuildSRem(cg->b, zrem, cnt[k], "");
            if (k > 0)
                zrem = LLVMBuildSDiv(cg->b, zrem, cnt[k], "");
        }
        /* lo + idx*step lies between the loop's bounds, values of the loop
         * variable's kind: the arithmetic does not wrap, nor does the
         * truncation, so the sign extension of an INTEGER(4) index
         * folds back into the 64-bit counter (no shl/shr pair per access) */
        LLVMValueRef val = LLVMBuildNSWAdd(cg->b, lo[k], LLVMBuildNSWMul(cg->b, idx, st[k], ""), "");
        Symbol *vs = ki->privates[k];
        LLVMTypeRef vt = cg_type(cg, vs->type);
        CgVar *vv = vs->cg;
        if (vt != cg->t_i64) {
            if (!vv->wide)
                vv->wide = cg_alloca(cg, cg->t_i64, arena_printf(cu_arena, "%s.wide", vs->name));
            LLVMBuildStore(cg->b, val, vv->wide);
            val = LLVMBuildTrunc(cg->b, val, vt, "");
            if (LLVMIsAInstruction(val))
                LLVMSetNSW(val, true);
        }
        LLVMBuildStore(cg->b, val, vv->addr);
    }
    /* CYCLE of a mapped loop ends this iteration; EXIT is not allowed */
    CgLoop scopes[16];
    for (int k = 0; k < n; k++) {
        scopes[k] = (CgLoop){.outer = cg->loops, .name = ki->loops[k]->construct_name,
                             .exit_bb = next, .cycle_bb = next};
        cg->loops = &scopes[k];
    }
    cg_stmts(cg, &ki->loops[n - 1]->body);
    cg->loops = NULL;
}

static void emit_kernel(CG *cg, Node *u, Node *s, CufInfo *ki)
{
    LLVMTypeRef tys[1024];
    unsigned char kinds[1024];
    unsigned sizes[1024];
    int np = kernel_params(cg, ki, tys, kinds, sizes, 1024);
    if (np > 1024)
        return;
    LLVMTypeRef ft = LLVMFunctionType(cg->t_void, tys, (unsigned)np, false);
    LLVMValueRef fn = LLVMAddFunction(cg->mod, ki->name, ft);
    bool emu = cg->target == CG_TARGET_EMU;
    if (emu) {
        /* emulated threads run on fiber stacks with one guard page (rt/emu.h) */
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(cg->ctx, "probe-stack", 11, "inline-asm", 10));
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        /* only each block's first thread works (below): emu_loops.c runs
         * the kernel as a loop over its blocks */
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(cg->ctx, CG_EMU_FIRST_THREAD,
                                                          (unsigned)strlen(CG_EMU_FIRST_THREAD), "", 0));
    } else {
        LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
    }
    cg_image_set_signature(cg_image(cg), ki->name, np, kinds, sizes, emu ? fn : NULL);

    /* what the generator keeps per procedure, restored afterwards */
    CG saved = *cg;
    LLVMBasicBlockRef body = cg_begin_function(cg, fn, u->sym, u);
    cg->cuf_kernel = s;
    if (cg->di)
        cg_debug_outlined(cg, s, ki->name); /* -g, -gpu=lineinfo: the kernel's own subprogram */
    cg_set_loc(cg, s->loc);

    int n = ki->nloops;
    int pi = 0;
    LLVMValueRef lo[16] = {0}, st[16] = {0}, cnt[16] = {0};
    for (int k = 0; k < n; k++) {
        lo[k] = LLVMGetParam(fn, (unsigned)pi++);
        st[k] = LLVMGetParam(fn, (unsigned)pi++);
        /* a start and step known here (step absent: 1) save parameter
         * loads and a 64-bit multiply per index */
        Node *start = ki->loops[k]->start, *step = ki->loops[k]->step;
        if (start->cval && start->cval->type && start->cval->type->kind == TY_INTEGER)
            lo[k] = cg_const_i64(cg, (int64_t)start->cval->i);
        if (!step)
            st[k] = cg_const_i64(cg, 1);
        else if (step->cval && step->cval->type && step->cval->type->kind == TY_INTEGER)
            st[k] = cg_const_i64(cg, (int64_t)step->cval->i);
        cnt[k] = LLVMGetParam(fn, (unsigned)pi++);
    }
    LLVMValueRef xstride = LLVMGetParam(fn, (unsigned)pi++);
    void *old_cg[256];
    LLVMValueRef red_dst[256] = {0}, red_priv[256] = {0};
    for (int i = 0; i < ki->ncaps; i++) {
        CufCap *c = &ki->caps[i];
        Symbol *sym = c->sym;
        old_cg[i] = sym->cg;
        LLVMValueRef p = LLVMGetParam(fn, (unsigned)pi++);
        LLVMSetValueName2(p, sym->name, strlen(sym->name));
        CgVar *v = NULL;
        switch (c->kind) {
        case CAP_VALUE: {
            v = cg_new_var(cg, sym, CV_SCALAR);
            LLVMTypeRef t = cg_type(cg, sym->type);
            v->addr = cg_alloca(cg, t, sym->name);
            if (value_by_ref(sym->type)) {
                if (!emu)
                    cg_add_byval(cg, fn, (unsigned)pi, t, sym->type);
                LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, t, p, ""), v->addr);
            } else {
                LLVMBuildStore(cg->b, p, v->addr);
            }
            break;
        }
        case CAP_DEVPTR:
            v = cg_new_var(cg, sym, CV_SCALAR);
            v->addr = p;
            break;
        case CAP_ARRAY:
            v = cg_new_var(cg, sym, CV_ARRAY);
            v->addr = p;
            LLVMAddAttributeAtIndex(fn, (unsigned)pi, cg_enum_attr(cg, "noalias"));
            for (int d = 0; d < c->rank; d++) {
                v->lb[d] = LLVMGetParam(fn, (unsigned)pi++);
                LLVMValueRef e = LLVMGetParam(fn, (unsigned)pi++);
                v->ext[d] = (c->assumed_size & (1u << d)) ? NULL : e;
            }
            break;
        case CAP_DESC:
            v = cg_new_var(cg, sym, CV_DESC);
            v->addr = p;
            v->assumed_shape = c->assumed_shape;
            if (!emu)
                cg_add_byval(cg, fn, (unsigned)pi, cg_desc_type(cg, c->rank), NULL);
            else /* the launch's copy, which nothing else writes: its loads
                    leave the loops (stores through the array may not alias it) */
                LLVMAddAttributeAtIndex(fn, (unsigned)pi, cg_enum_attr(cg, "noalias"));
            break;
        case CAP_REDUCE: {
            v = cg_new_var(cg, sym, CV_SCALAR);
            LLVMTypeRef t = cg_type(cg, sym->type);
            v->addr = cg_alloca(cg, t, sym->name);
            LLVMBuildStore(cg->b, identity_of(cg, t, c->op, sym->type->kind == TY_LOGICAL), v->addr);
            red_dst[i] = p;
            red_priv[i] = v->addr;
            break;
        }
        }
        sym->cg = v;
    }
    void *old_priv[16];
    for (int k = 0; k < ki->nprivates; k++) {
        Symbol *sym = ki->privates[k];
        old_priv[k] = sym->cg;
        CgVar *v = cg_new_var(cg, sym, CV_SCALAR);
        v->addr = cg_alloca(cg, cg_type(cg, sym->type), sym->name);
        sym->cg = v;
    }

    /* grid-stride loops: z (outer mapped loops, linearized), y, x; with
     * '*' for the grid's x and no reduction, the launch gives every x
     * iteration a thread of its own, so the GPU's x loop is the plain test
     * 'x < count' (no trip count: the count-down loop's set-up and its
     * unrolled copies cost the one-iteration threads of <<<*, 256>>> 11%
     * against a hand-written kernel) */
    bool one_per_thread = false, trivial[3] = {false, false, false};
    if (cg->target != CG_TARGET_EMU && s->chevron) {
        Node *grid, *block, *bytes, *stream;
        cg_launch_items(s->chevron, &grid, &block, &bytes, &stream);
        one_per_thread = !grid || grid->kind == N_STAR ||
                         (grid->kind == N_PAREN_ARGS && !grid->lhs && grid->args.len && grid->args.items[0] &&
                          ((Node *)grid->args.items[0])->kind == N_STAR);
        for (int i = 0; i < ki->ncaps; i++)
            one_per_thread &= ki->caps[i].kind != CAP_REDUCE;
        /* y and z of a 1-D nest under <<<*, 256>>>: the prologue testing
         * tid.y/z and ctaid.y/z cost one-iteration threads about 5% */
        const int *defb = default_block[n >= 3 ? 2 : n - 1];
        for (int a = 1; a < 3; a++)
            trivial[a] = n <= a && launch_axis_is_one(block, a, true, defb, true) &&
                         launch_axis_is_one(grid, a, false, defb, true);
    }
    LLVMValueRef axis_cnt[3] = {cnt[n - 1], n >= 2 ? cnt[n - 2] : cg_const_i64(cg, 1), cg_const_i64(cg, 1)};
    for (int k = 0; k + 2 < n; k++)
        axis_cnt[2] = LLVMBuildMul(cg->b, axis_cnt[2], cnt[k], "");
    LLVMValueRef ctr[3], left = NULL;
    LLVMBasicBlockRef hdr[3], latch[3], exit_bb[3];
    LLVMBasicBlockRef chunk_hdr[3], chunk_latch[3];
    LLVMValueRef chunk[3];
    static const char *const axis_name[3] = {"x", "y", "z"};
    if (emu) {
        /* Emulated, the first thread of each block runs the block's
         * iterations (the chunks of blockdim iterations starting at
         * blockidx*blockdim, one grid's width apart, on each axis) as a
         * host loop nest whose innermost loop, over blockdim consecutive
         * iterations, LLVM vectorizes; the block's other threads have
         * nothing to do. The iterations each block runs, and so how they
         * spread over the workers, are the GPU's; only which thread of the
         * block runs one differs, which the loop body cannot see (it has
         * no thread indices). As a loop per thread with its own grid-stride
         * loop the emulated kernel took 10 times the host loop's time. */
        LLVMValueRef t = LLVMBuildOr(cg->b, LLVMBuildOr(cg->b, sreg(cg, "tid", 0), sreg(cg, "tid", 1), ""),
                                     sreg(cg, "tid", 2), "");
        LLVMBasicBlockRef first = cg_new_block(cg, "cuf.first");
        cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, t, cg_const_i32(cg, 0), ""), first, cg->return_bb);
        LLVMPositionBuilderAtEnd(cg->b, first);
        for (int a = 2; a >= 0; a--) {
            LLVMValueRef nt = sreg64(cg, "ntid", a);
            chunk[a] = cg_alloca(cg, cg->t_i64, arena_printf(cu_arena, "cuf.chunk.%s", axis_name[a]));
            ctr[a] = cg_alloca(cg, cg->t_i64, arena_printf(cu_arena, "cuf.%s", axis_name[a]));
            LLVMBuildStore(cg->b, LLVMBuildMul(cg->b, sreg64(cg, "ctaid", a), nt, ""), chunk[a]);
            chunk_hdr[a] = cg_new_block(cg, "cuf.chunk");
            LLVMBasicBlockRef chunk_body = cg_new_block(cg, "cuf.chunkbody");
            chunk_latch[a] = cg_new_block(cg, "cuf.nextchunk");
            exit_bb[a] = cg_new_block(cg, "cuf.exit");
            cg_br(cg, chunk_hdr[a]);
            LLVMPositionBuilderAtEnd(cg->b, chunk_hdr[a]);
            LLVMValueRef c = LLVMBuildLoad2(cg->b, cg->t_i64, chunk[a], "");
            cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, c, axis_cnt[a], ""), chunk_body, exit_bb[a]);
            LLVMPositionBuilderAtEnd(cg->b, chunk_body);
            LLVMValueRef hi = smin64(cg, LLVMBuildAdd(cg->b, c, nt, ""), axis_cnt[a]);
            LLVMBuildStore(cg->b, c, ctr[a]);
            hdr[a] = cg_new_block(cg, "cuf.hdr");
            LLVMBasicBlockRef inside = cg_new_block(cg, "cuf.body");
            latch[a] = cg_new_block(cg, "cuf.next");
            cg_br(cg, hdr[a]);
            LLVMPositionBuilderAtEnd(cg->b, hdr[a]);
            LLVMValueRef go = LLVMBuildICmp(cg->b, LLVMIntSLT, LLVMBuildLoad2(cg->b, cg->t_i64, ctr[a], ""), hi, "");
            cg_cond_br(cg, go, inside, chunk_latch[a]);
            LLVMPositionBuilderAtEnd(cg->b, inside);
        }
    }
    for (int a = 2; a >= 0 && !emu; a--) {
        ctr[a] = cg_alloca(cg, cg->t_i64, arena_printf(cu_arena, "cuf.%s", axis_name[a]));
        if (trivial[a]) {
            LLVMBuildStore(cg->b, cg_const_i64(cg, 0), ctr[a]);
            latch[a] = exit_bb[a] = NULL;
            continue;
        }
        LLVMValueRef start = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, sreg64(cg, "ctaid", a), sreg64(cg, "ntid", a), ""),
                                          sreg64(cg, "tid", a), "");
        LLVMBuildStore(cg->b, start, ctr[a]);
        if (a == 0 && !one_per_thread) {
            /* x counts its iterations down from a count fixed at entry,
             * as a DO loop does: LLVM then unrolls the grid-stride loop
             * and a thread has several loads in flight (with the test
             * 'x < count' its trip count was beyond SCEV's budget) */
            LLVMValueRef stride = LLVMBuildMul(cg->b, sreg64(cg, "nctaid", 0), sreg64(cg, "ntid", 0), "");
            LLVMValueRef rest = LLVMBuildSub(cg->b, LLVMBuildSub(cg->b, axis_cnt[0], start, ""), cg_const_i64(cg, 1), "");
            left = cg_alloca(cg, cg->t_i64, "cuf.left");
            LLVMBuildStore(cg->b, cg_const_i64(cg, 0), left);
            /* the division only where a thread has several iterations: a
             * 64-bit divide per thread cost a launch of one iteration per
             * thread 17% against nvcc's kernel */
            LLVMBasicBlockRef some = cg_new_block(cg, "cuf.some"), many = cg_new_block(cg, "cuf.many"),
                              counted = cg_new_block(cg, "cuf.counted");
            cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, start, axis_cnt[0], ""), some, counted);
            LLVMPositionBuilderAtEnd(cg->b, some);
            LLVMBuildStore(cg->b, cg_const_i64(cg, 1), left);
            cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntUGE, rest, stride, ""), many, counted);
            LLVMPositionBuilderAtEnd(cg->b, many);
            LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildUDiv(cg->b, rest, stride, ""), cg_const_i64(cg, 1), ""), left);
            cg_br(cg, counted);
            LLVMPositionBuilderAtEnd(cg->b, counted);
        }
        hdr[a] = cg_new_block(cg, "cuf.hdr");
        LLVMBasicBlockRef inside = cg_new_block(cg, "cuf.body");
        latch[a] = cg_new_block(cg, "cuf.next");
        exit_bb[a] = cg_new_block(cg, "cuf.exit");
        cg_br(cg, hdr[a]);
        LLVMPositionBuilderAtEnd(cg->b, hdr[a]);
        LLVMValueRef go;
        if (a == 0 && left)
            go = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildLoad2(cg->b, cg->t_i64, left, ""), cg_const_i64(cg, 0), "");
        else
            go = LLVMBuildICmp(cg->b, LLVMIntSLT, LLVMBuildLoad2(cg->b, cg->t_i64, ctr[a], ""), axis_cnt[a], "");
        cg_cond_br(cg, go, inside, exit_bb[a]);
        LLVMPositionBuilderAtEnd(cg->b, inside);
    }
    if (one_per_thread) {
        /* every thread's one iteration, then, only where the host says
         * the grid does not cover x (xstride > 0), the grid-stride loop
         * over the rest with a second copy of the body: the common path
         * has no loop and so none of its set-up */
        LLVMBasicBlockRef after = cg_new_block(cg, "cuf.after");
        int nlabels = cg->nlabels;
        emit_iteration(cg, ki, ctr, cnt, lo, st, after);
        cg_br(cg, after);
        LLVMPositionBuilderAtEnd(cg->b, after);
        cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, xstride, cg_const_i64(cg, 0), ""), exit_bb[0], latch[0]);
        LLVMPositionBuilderAtEnd(cg->b, latch[0]);
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, ctr[0], ""), xstride, ""), ctr[0]);
        LLVMBasicBlockRef again = cg_new_block(cg, "cuf.again");
        cg_cond_br(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, LLVMBuildLoad2(cg->b, cg->t_i64, ctr[0], ""), cnt[n - 1], ""),
                   again, exit_bb[0]);
        LLVMPositionBuilderAtEnd(cg->b, again);
        cg->nlabels = nlabels; /* the second copy's statement labels are its own */
        emit_iteration(cg, ki, ctr, cnt, lo, st, latch[0]);
        cg_br(cg, latch[0]);
        LLVMPositionBuilderAtEnd(cg->b, exit_bb[0]);
    } else {
        emit_iteration(cg, ki, ctr, cnt, lo, st, latch[0]);
    }
    for (int a = 0; a < 3 && emu; a++) {
        cg_br(cg, latch[a]);
        LLVMPositionBuilderAtEnd(cg->b, latch[a]);
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, ctr[a], ""), cg_const_i64(cg, 1), ""),
                       ctr[a]);
        cg_br(cg, hdr[a]);
        LLVMPositionBuilderAtEnd(cg->b, chunk_latch[a]);
        LLVMValueRef stride = LLVMBuildMul(cg->b, sreg64(cg, "nctaid", a), sreg64(cg, "ntid", a), "");
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, chunk[a], ""), stride, ""), chunk[a]);
        cg_br(cg, chunk_hdr[a]);
        LLVMPositionBuilderAtEnd(cg->b, exit_bb[a]);
    }
    for (int a = 0; a < 3 && !emu; a++) {
        if (trivial[a] || (a == 0 && one_per_thread))
            continue;
        cg_br(cg, latch[a]);
        LLVMPositionBuilderAtEnd(cg->b, latch[a]);
        LLVMValueRef stride = LLVMBuildMul(cg->b, sreg64(cg, "nctaid", a), sreg64(cg, "ntid", a), "");
        LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->t_i64, ctr[a], "");
        LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, cur, stride, ""), ctr[a]);
        if (a == 0 && left)
            LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, LLVMBuildLoad2(cg->b, cg->t_i64, left, ""), cg_const_i64(cg, 1), ""),
                           left);
        cg_br(cg, hdr[a]);
        /* done with this axis: the next outer one advances (and restarts it) */
        LLVMPositionBuilderAtEnd(cg->b, exit_bb[a]);
    }
    for (int i = 0; i < ki->ncaps; i++)
        if (ki->caps[i].kind == CAP_REDUCE) {
            LLVMValueRef part = LLVMBuildLoad2(cg->b, cg_type(cg, ki->caps[i].sym->type), red_priv[i], "");
            reduce_into(cg, ki->caps[i].op, part, red_dst[i]);
        }
    cg_br(cg, cg->return_bb);
    LLVMPositionBuilderAtEnd(cg->b, cg->return_bb);
    LLVMBuildRetVoid(cg->b);
    LLVMPositionBuilderAtEnd(cg->b, cg->entry_bb);
    LLVMBuildBr(cg->b, body);
    cg_debug_prologue(cg);
    LLVMSetCurrentDebugLocation2(cg->b, NULL);

    for (int k = ki->nprivates - 1; k >= 0; k--)
        ki->privates[k]->cg = old_priv[k];
    for (int i = ki->ncaps - 1; i >= 0; i--)
        ki->caps[i].sym->cg = old_cg[i];
    CG after = *cg;
    *cg = saved;
    cg->labels = after.labels;
    cg->labels_cap = after.labels_cap;
    memcpy(cg->t_desc, after.t_desc, sizeof cg->t_desc);
    cg->t_dim = after.t_dim;
    cg->t_dtype = after.t_dtype;
    cg->stmt_temps = after.stmt_temps;
    cg->stmt_serial = after.stmt_serial;
    cg->stmt_counter = after.stmt_counter;
}

/* ------------------------------------------------------------------ */
/* SUM, MAXVAL, MINVAL of device arrays in host code                   */
/* ------------------------------------------------------------------ */

/* The kernels built below, with the unit whose host code launched each:
 * the device pass emits them after those the AST holds. */
static PtrVec synth_kernels, synth_units;

static Node *syn_node(NodeKind k, Loc loc, Type *t, int rank)
{
    Node *n = node_new(k, loc);
    n->type = t;
    n->rank = rank;
    return n;
}

static Node *syn_name(Symbol *s, Loc loc)
{
    Node *n = syn_node(N_NAME, loc, s->type, s->shape ? s->shape->rank : 0);
    n->name = s->name;
    n->sym = s;
    return n;
}

static Node *syn_int(int64_t v, Loc loc)
{
    Node *n = syn_node(N_INT_LIT, loc, type_int(4), 0);
    n->text = arena_printf(cu_arena, "%lld", (long long)v);
    ConstVal *c = NEW(ConstVal);
    c->type = n->type;
    c->i = v;
    n->cval = c;
    return n;
}

static Node *syn_bound(IntrinsicId id, Symbol *a, int dim, Loc loc)
{
    Node *n = syn_node(N_INTRINSIC_CALL, loc, type_int(4), 0);
    n->op = id;
    n->name = id == INTR_LBOUND ? "lbound" : "ubound";
    nodelist_push(&n->args, syn_name(a, loc));
    nodelist_push(&n->args, syn_int(dim, loc));
    return n;
}

static Node *syn_element(Symbol *a, Symbol **idx, int rank, Loc loc)
{
    Node *n = syn_node(N_ARRAY_REF, loc, a->type, 0);
    n->lhs = syn_name(a, loc);
    n->name = a->name;
    for (int d = 0; d < rank; d++)
        nodelist_push(&n->args, syn_name(idx[d], loc));
    return n;
}

/* A whole array of DEVICE data named by an actual argument, else NULL. */
static Symbol *device_whole_array(Node *a)
{
    if (a && a->kind == N_KEYWORD)
        a = a->rhs;
    if (!a || a->kind != N_NAME || !a->sym || a->rank < 1 || a->rank > 3)
        return NULL;
    Symbol *s = cg_ultimate(a->sym);
    return s && s->kind == SYM_VARIABLE && s->space == SPACE_DEVICE && s->shape && s->shape->rank == a->rank ? s : NULL;
}

/* The reduction operator of a SUM, MAXVAL or MINVAL reference. */
static RedOp reduction_op(IntrinsicId id)
{
    return id == INTR_SUM ? RED_ADD : id == INTR_MAXVAL ? RED_MAX : RED_MIN;
}

/* SUM, MAXVAL or MINVAL without DIM of a whole DEVICE array in host code,
 * optionally with a whole DEVICE logical array as MASK: cudafor runs these
 * on the device (the guide), so they are lowered as the CUF kernel
 *     r = <start>
 *     !$cuf kernel do(rank) <<<*,*>>>
 *     do i_rank = lbound(a, rank), ubound(a, rank) ... do i_1 = ...
 *       [if (mask(i_1, ...))] r = r + a(i_1, ...)     (max(r, a(...)), min;
 *                                                     REAL ones count too)
 * built here, launched now and emitted by the device pass as any CUF
 * kernel; the array never crosses to the host. False when e is not such a
 * reference (the caller then copies the operands to the host). */
/* Whether e is such a reference: its array and mask in *a and *mask. */
static bool device_reducible(CG *cg, Node *e, Symbol **a, Symbol **mask)
{
    IntrinsicId id = (IntrinsicId)e->op;
    if (e->kind != N_INTRINSIC_CALL || cg->target != CG_TARGET_HOST || opts.cuda == CUDA_MODE_OFF || e->rank != 0 ||
        (id != INTR_SUM && id != INTR_MAXVAL && id != INTR_MINVAL) || e->args.len < 1)
        return false;
    /* sema lists the arguments in place: ARRAY, DIM, MASK (absent: NULL) */
    *a = device_whole_array(e->args.items[0]);
    *mask = NULL;
    if (!*a || !reducible_type(e->type, reduction_op(id)) || (*a)->type->kind != e->type->kind ||
        (*a)->type->kind_param != e->type->kind_param || (e->args.len > 1 && e->args.items[1]) || e->args.len > 4)
        return false; /* DIM: an array result, computed on the host */
    if (e->args.len >= 3 && e->args.items[2]) {
        *mask = device_whole_array(e->args.items[2]);
        if (!*mask || !(*mask)->type || (*mask)->type->kind != TY_LOGICAL || (*mask)->shape->rank != (*a)->shape->rank)
            return false;
    }
    return true;
}

/* For the host's transfers: e runs on the device, its operands stay there. */
bool cg_cuf_device_reducible(CG *cg, Node *e)
{
    Symbol *a, *mask;
    return device_reducible(cg, e, &a, &mask);
}

/* A host scalar of the built kernel's caller, starting at init. */
static Symbol *syn_scalar(CG *cg, const char *name, Type *t, Loc loc, LLVMValueRef init)
{
    Symbol *v = cg_host_temp_symbol(name, t, loc);
    CgVar *cv = cg_new_var(cg, v, CV_SCALAR);
    cv->addr = cg_alloca(cg, cg_type(cg, t), name);
    v->cg = cv;
    LLVMBuildStore(cg->b, init, cv->addr);
    return v;
}

/* The statement v = v + x. */
static Node *syn_accumulate(Symbol *v, Node *x, Loc loc)
{
    Node *sum = syn_node(N_BINARY, loc, v->type, 0);
    sum->op = TK_PLUS;
    sum->lhs = syn_name(v, loc);
    sum->rhs = x;
    Node *s = syn_node(N_ASSIGN, loc, NULL, 0);
    s->lhs = syn_name(v, loc);
    s->rhs = sum;
    return s;
}

bool cg_cuf_device_reduction(CG *cg, Node *e, LLVMValueRef *out)
{
    IntrinsicId id = (IntrinsicId)e->op;
    Symbol *a, *mask;
    if (!device_reducible(cg, e, &a, &mask))
        return false;
    int rank = a->shape->rank;
    Loc loc = e->loc;
    LLVMTypeRef lt = cg_type(cg, e->type);
    /* r starts at the operator's identity (-Inf/+Inf for REAL MAXVAL and
     * MINVAL, so that an array of -Infs has the maximum -Inf; the integer
     * identity is gfortran's result for no element) */
    Symbol *r = syn_scalar(cg, "devred", e->type, loc, identity_of(cg, lt, reduction_op(id), false)), *idx[3];
    for (int d = 0; d < rank; d++)
        idx[d] = cg_host_temp_symbol(arena_printf(cu_arena, "devred_i%d", d + 1), type_int(8), loc);
    /* REAL MAXVAL/MINVAL of no element is -HUGE/+HUGE, not the identity:
     * the kernel counts the elements it took */
    Symbol *cnt = id != INTR_SUM && e->type->kind == TY_REAL
                      ? syn_scalar(cg, "devred_n", type_int(8), loc, cg_const_i64(cg, 0)) : NULL;

    NodeList body = {0};
    if (id == INTR_SUM) {
        nodelist_push(&body, syn_accumulate(r, syn_element(a, idx, rank, loc), loc));
    } else {
        Node *best = syn_node(N_INTRINSIC_CALL, loc, e->type, 0);
        best->op = id == INTR_MAXVAL ? INTR_MAX : INTR_MIN;
        best->name = id == INTR_MAXVAL ? "max" : "min";
        nodelist_push(&best->args, syn_name(r, loc));
        nodelist_push(&best->args, syn_element(a, idx, rank, loc));
        Node *stmt = syn_node(N_ASSIGN, loc, NULL, 0);
        stmt->lhs = syn_name(r, loc);
        stmt->rhs = best;
        nodelist_push(&body, stmt);
    }
    if (cnt) {
        Node *one = syn_int(1, loc);
        one->type = cnt->type;
        nodelist_push(&body, syn_accumulate(cnt, one, loc));
    }
    if (mask) {
        Node *when = syn_node(N_IF_STMT, loc, NULL, 0);
        when->cond = syn_element(mask, idx, rank, loc);
        when->body = body;
        body = (NodeList){0};
        nodelist_push(&body, when);
    }
    /* the outermost loop runs over the last dimension: the innermost, over
     * the first, is the one mapped to threadidx%x (coalesced) */
    for (int d = 0; d < rank; d++) {
        Node *loop = syn_node(N_DO, loc, NULL, 0);
        loop->var = syn_name(idx[d], loc);
        loop->start = syn_bound(INTR_LBOUND, a, d + 1, loc);
        loop->end = syn_bound(INTR_UBOUND, a, d + 1, loc);
        loop->body = body;
        body = (NodeList){0};
        nodelist_push(&body, loop);
    }
    Node *k = syn_node(N_CUF_KERNEL, loc, NULL, 0);
    k->nest = rank;
    k->body = body;
    if (e->args.len > 3 && e->args.items[3]) { /* sum(a_d, stream=s): <<<*, *, stream=s>>> */
        Node *kw = syn_node(N_KEYWORD, loc, NULL, 0);
        kw->name = "stream";
        kw->rhs = e->args.items[3];
        k->chevron = syn_node(N_LAUNCH_CONFIG, loc, NULL, 0);
        nodelist_push(&k->chevron->args, kw);
    }
    cg_cuf_kernel(cg, k);
    if (!k->cg)
        return false;
    vec_push(&synth_kernels, k); /* emulation emitted the kernel already */
    vec_push(&synth_units, cg->unit);
    LLVMValueRef v = LLVMBuildLoad2(cg->b, lt, ((CgVar *)r->cg)->addr, "devred");
    if (cnt) {
        double huge = e->type->kind_param == 8 ? DBL_MAX : FLT_MAX;
        LLVMValueRef none = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildLoad2(cg->b, cg->t_i64, ((CgVar *)cnt->cg)->addr, ""),
                                          cg_const_i64(cg, 0), "");
        v = LLVMBuildSelect(cg->b, none, LLVMConstReal(lt, id == INTR_MAXVAL ? -huge : huge), v, "");
    }
    *out = v;
    return true;
}

/* Finds the CUF kernels the host pass lowered in a statement list. */
static void walk_stmts(CG *cg, Node *u, NodeList *body, int *count)
{
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (!s)
            continue;
        if (s->kind == N_CUF_KERNEL) {
            if (s->cg) {
                if (cg)
                    emit_kernel(cg, u, s, s->cg);
                (*count)++;
            }
            continue;
        }
        walk_stmts(cg, u, &s->body, count);
        for (int j = 0; j < s->args.len; j++) {
            Node *a = s->args.items[j];
            if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH))
                walk_stmts(cg, u, &a->body, count);
        }
    }
}

static void walk_units(CG *cg, NodeList *units, int *count)
{
    for (int i = 0; i < units->len; i++) {
        Node *u = units->items[i];
        if (!u)
            continue;
        if (u->kind == N_PROGRAM || u->kind == N_SUBROUTINE || u->kind == N_FUNCTION)
            walk_stmts(cg, u, &u->body, count);
        walk_units(cg, &u->contains, count);
    }
}

/* Device pass: one kernel per CUF loop nest the host pass launched. */
void cg_cuf_lower_kernels(CG *cg)
{
    int count = 0;
    walk_units(cg, &cg->tu->units, &count);
    for (int i = 0; i < synth_kernels.len; i++) {
        Node *k = synth_kernels.data[i];
        emit_kernel(cg, synth_units.data[i], k, k->cg);
    }
    cg_cuf_forget_kernels();
}

/* The next translation unit starts without this one's built kernels. */
void cg_cuf_forget_kernels(void)
{
    synth_kernels.len = synth_units.len = 0;
}

/* True when the host pass launched CUF kernels (the unit needs an image). */
bool cg_cuf_has_kernels(CG *cg)
{
    int count = 0;
    walk_units(NULL, &cg->tu->units, &count);
    return count > 0 || synth_kernels.len > 0;
}
