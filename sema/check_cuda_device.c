/* check_cuda_device.c — restrictions on device code (global and device
 * subprograms, and the loop bodies of CUF kernels): the I/O statements and
 * other features the guide excludes, the Fortran intrinsics it allows,
 * read-only constant and texture data, no host data.
 */
#include "check_cuda.h"
#include <stdio.h>

/* The guide's list of Fortran intrinsics supported in device subprograms
 * (numeric, mathematical, numeric inquiry, bit manipulation, reductions),
 * with the specific names of those generics and the array inquiries the
 * device needs for assumed-shape dummies. Everything else is host-only. */
bool cc_intrinsic_allowed_in_device(IntrinsicId id)
{
    switch (id) {
    /* numeric and type conversion */
    case INTR_ABS: case INTR_IABS: case INTR_DABS: case INTR_AIMAG: case INTR_AINT:
    case INTR_ANINT: case INTR_CEILING: case INTR_CMPLX: case INTR_DCMPLX: case INTR_CONJG:
    case INTR_DIM: case INTR_FLOOR: case INTR_INT: case INTR_LOGICAL: case INTR_MAX:
    case INTR_MIN: case INTR_MOD: case INTR_MODULO: case INTR_NINT: case INTR_REAL:
    case INTR_DBLE: case INTR_FLOAT: case INTR_SNGL: case INTR_IFIX: case INTR_IDINT:
    case INTR_SIGN: case INTR_MERGE: case INTR_DPROD: case INTR_TRANSFER:
    /* mathematical */
    case INTR_ACOS: case INTR_ASIN: case INTR_ATAN: case INTR_ATAN2: case INTR_COS:
    case INTR_COSH: case INTR_EXP: case INTR_LOG: case INTR_LOG10: case INTR_SIN:
    case INTR_SINH: case INTR_SQRT: case INTR_TAN: case INTR_TANH: case INTR_ASINH:
    case INTR_ACOSH: case INTR_ATANH: case INTR_HYPOT: case INTR_ERF: case INTR_ERFC:
    case INTR_GAMMA: case INTR_LOG_GAMMA: case INTR_BESSEL_J0: case INTR_BESSEL_J1:
    case INTR_DSQRT: case INTR_DEXP: case INTR_DLOG: case INTR_DSIN: case INTR_DCOS:
    case INTR_ALOG:
    /* numeric inquiry */
    case INTR_BIT_SIZE: case INTR_DIGITS: case INTR_EPSILON: case INTR_HUGE:
    case INTR_MAXEXPONENT: case INTR_MINEXPONENT: case INTR_PRECISION: case INTR_RADIX:
    case INTR_RANGE: case INTR_SELECTED_INT_KIND: case INTR_SELECTED_REAL_KIND:
    case INTR_TINY: case INTR_KIND:
    /* floating-point manipulation */
    case INTR_EXPONENT: case INTR_FRACTION: case INTR_NEAREST: case INTR_RRSPACING:
    case INTR_SCALE: case INTR_SET_EXPONENT: case INTR_SPACING:
    /* bit manipulation */
    case INTR_BTEST: case INTR_IAND: case INTR_IBCLR: case INTR_IBITS: case INTR_IBSET:
    case INTR_IEOR: case INTR_IOR: case INTR_ISHFT: case INTR_ISHFTC: case INTR_LEADZ:
    case INTR_NOT: case INTR_POPCNT: case INTR_POPPAR: case INTR_TRAILZ: case INTR_SHIFTL:
    case INTR_SHIFTR: case INTR_SHIFTA: case INTR_DSHIFTL: case INTR_DSHIFTR: case INTR_MERGE_BITS: case INTR_BGE: case INTR_BGT:
    case INTR_BLE: case INTR_BLT: case INTR_MVBITS:
    /* reductions */
    case INTR_ALL: case INTR_ANY: case INTR_COUNT: case INTR_MAXLOC: case INTR_MAXVAL:
    case INTR_MINLOC: case INTR_MINVAL: case INTR_PRODUCT: case INTR_SUM: case INTR_DOT_PRODUCT:
    case INTR_NORM2:
    /* array construction, element by element */
    case INTR_RESHAPE: case INTR_SPREAD: case INTR_TRANSPOSE: case INTR_CSHIFT: case INTR_EOSHIFT:
    case INTR_MATMUL: case INTR_PACK: case INTR_UNPACK:
    /* array and argument inquiry, characters of length one */
    case INTR_SIZE: case INTR_SHAPE: case INTR_LBOUND: case INTR_UBOUND:
    case INTR_ALLOCATED: case INTR_ASSOCIATED: case INTR_PRESENT: case INTR_LEN: case INTR_IS_CONTIGUOUS:
    case INTR_NULL: case INTR_C_SIZEOF: case INTR_STORAGE_SIZE: case INTR_LOC: case INTR_ICHAR: case INTR_IACHAR: case INTR_CHAR:
    case INTR_ACHAR: case INTR_LEN_TRIM: case INTR_INDEX: case INTR_SCAN: case INTR_VERIFY:
    /* CUDA device intrinsics */
    case INTR_SYNCTHREADS: case INTR_SYNCTHREADS_COUNT: case INTR_SYNCTHREADS_AND:
    case INTR_SYNCTHREADS_OR: case INTR_THREADFENCE: case INTR_THREADFENCE_BLOCK:
    case INTR_THREADFENCE_SYSTEM: case INTR_ALLTHREADS: case INTR_ANYTHREAD: case INTR_BALLOT:
    case INTR_SHFL: case INTR_SHFL_UP: case INTR_SHFL_DOWN: case INTR_SHFL_XOR:
        return true;
    default:
        return id >= INTR_DEVICE_FIRST && id <= INTR_DEVICE_LAST;
    }
}

static bool has_prefix(const char *s, const char *p)
{
    return s && !strncmp(s, p, strlen(p));
}

/* Synchronization, atomics, warp votes and shuffles: meaningful only in a
 * kernel the user wrote, not in a CUF kernel the compiler generates. */
bool cc_is_device_specific(IntrinsicId id, Symbol *proc)
{
    if (id >= INTR_DEVICE_FIRST && id <= INTR_DEVICE_LAST)
        return true;
    if (!proc)
        return false;
    Symbol *p = cc_resolve(proc);
    const char *n = p->name;
    if (!cc_proc_from_intrinsic_module(p))
        return false;
    static const char *const prefixes[] = {
        "atomic", "__shfl", "shfl", "ballot", "allthreads", "anythread", "all_sync", "any_sync",
        "syncthreads", "threadfence", "__syncwarp", "syncwarp", "match_", "activemask", NULL,
    };
    for (int i = 0; prefixes[i]; i++)
        if (has_prefix(n, prefixes[i]))
            return true;
    return false;
}

static bool symbol_local_to(Symbol *s, Node *unit)
{
    for (Scope *sc = s->scope; sc; sc = sc->parent) {
        if (sc->node == unit)
            return true;
        if (sc->kind != SCOPE_BLOCK)
            return false;
    }
    return false;
}

static bool predefined_name(const char *n)
{
    return !strcmp(n, "threadidx") || !strcmp(n, "blockidx") || !strcmp(n, "blockdim") ||
           !strcmp(n, "griddim") || !strcmp(n, "warpsize");
}

/* The first argument of call `what` (e.g. "atomic function 'atomicadd'")
 * must be a variable in DEVICE (or MANAGED) memory, or SHARED where
 * shared_ok. */
static void check_memory_operand(Node *call, const char *what, bool shared_ok)
{
    if (call->args.len == 0)
        return;
    Node *a = call->args.items[0];
    if (a && a->kind == N_KEYWORD)
        a = a->rhs;
    if (!a)
        return;
    const char *where = shared_ok ? "SHARED or DEVICE" : "DEVICE";
    MemSpace sp = cc_is_designator(a) ? cc_designator_space(a) : SPACE_LOCAL;
    Symbol *b = cc_base_symbol(a);
    if (!cc_is_designator(a))
        error_at(a->loc, "The first argument of %s must be a variable in %s memory", what, where);
    else if ((sp != SPACE_SHARED || !shared_ok) && sp != SPACE_DEVICE && sp != SPACE_MANAGED)
        error_at(a->loc, "The first argument of %s must be a variable in %s memory, not %s variable '%s'", what, where,
                 sp == SPACE_LOCAL ? "thread-local" : cc_space_keyword(sp), b ? b->name : "?");
}

/* "The atomic functions read and write the value of their first operand,
 * which must be a variable or array element in shared memory ... or in
 * device global memory." */
static void check_atomic_operand(Node *call)
{
    Symbol *t = cc_call_target(call);
    if (!t || !cc_proc_from_intrinsic_module(t) || !has_prefix(cc_resolve(t)->name, "atomic"))
        return;
    char what[96];
    snprintf(what, sizeof what, "atomic function '%s'", call->lhs && call->lhs->name ? call->lhs->name : t->name);
    check_memory_operand(call, what, true);
}

/* The cache-hinted loads and stores (__ldg ... __stwt) access global
 * memory: their first argument is a variable in DEVICE (or MANAGED) memory. */
static void check_hinted_operand(Node *call, IntrinsicId id)
{
    if (!((id >= INTR_LDG && id <= INTR_LDCV) || (id >= INTR_STWB && id <= INTR_STWT)))
        return;
    char what[64];
    snprintf(what, sizeof what, "'%s'", intrinsic_name(id));
    check_memory_operand(call, what, false);
}

/* wmma's loads, stores and products are tensor-core instructions:
 * compute capability 7.0 and up, 8.0 for the REAL(8) m8n8k4 (the emulator
 * has them all). Filling a fragment is plain code. */
static void check_wmma_cc(Node *call, Symbol *t)
{
    ProcInfo *pi = t ? cc_resolve(t)->proc : NULL;
    if (opts.cuda == CUDA_MODE_EMU || !pi || !pi->bind_name || !has_prefix(pi->bind_name, "cuf90_dev_wmma_") ||
        has_prefix(pi->bind_name, "cuf90_dev_wmma_fill_"))
        return;
    int need = strstr(pi->bind_name, "m8n8k4") ? 80 : 70;
    int n = opts.cuda_ncc ? opts.cuda_ncc : 1;
    for (int i = 0; i < n; i++) {
        int cc = opts.cuda_ncc ? opts.cuda_ccs[i] : opts.cuda_cc;
        if (cc && cc < need) {
            error_at(call->loc, "'%s' needs tensor cores of compute capability %d.%d or higher, not cc%d",
                     call->lhs && call->lhs->name ? call->lhs->name : cc_resolve(t)->name, need / 10, need % 10, cc);
            return;
        }
    }
}

/* Each expression node of device code. */
void cc_device_expr_node(CudaCtx *c, Node *e)
{
    switch (e->kind) {
    case N_INTRINSIC_CALL:
        check_hinted_operand(e, (IntrinsicId)e->op);
        if (!cc_intrinsic_allowed_in_device((IntrinsicId)e->op))
            error_at(e->loc, "Intrinsic '%s' is not allowed in device code",
                     e->name ? e->name : intrinsic_name((IntrinsicId)e->op));
        break;
    case N_FUNC_CALL:
        cc_check_call(c, e, cc_call_target(e), true);
        check_atomic_operand(e);
        check_wmma_cc(e, cc_call_target(e));
        break;
    case N_NAME: {
        Symbol *s = e->sym ? cc_resolve(e->sym) : NULL;
        if (!s || s->kind != SYM_VARIABLE || c->cuf || s->cuda_builtin || predefined_name(s->name))
            break;
        if ((s->space == SPACE_HOST || s->space == SPACE_PINNED) && !symbol_local_to(s, c->unit) &&
            !(c->ca & CA_HOST)) {
            if (!cc_first_report(c, s, e->loc))
                return;
            error_at(e->loc, "Host variable '%s' may not be referenced in device code; give it the DEVICE, MANAGED or CONSTANT attribute",
                     s->name);
        }
        break;
    }
    default:
        break;
    }
}

static bool is_star(Node *e)
{
    return e && e->kind == N_STAR;
}

/* PRINT *, and WRITE(*,*) only: the guide's list-directed output to the
 * default unit. */
static void device_output(CudaCtx *c, Node *s)
{
    (void)c;
    bool ok = true;
    bool have_unit = false, have_fmt = false;
    for (int i = 0; i < s->opts.len; i++) {
        Node *o = s->opts.items[i];
        if (!o)
            continue;
        const char *kw = o->kind == N_KEYWORD ? o->name : NULL;
        Node *v = o->kind == N_KEYWORD ? o->rhs : o;
        if (kw && !strcmp(kw, "unit")) {
            have_unit = true;
            ok = ok && is_star(v);
        } else if (kw && !strcmp(kw, "fmt")) {
            /* list-directed, or a format known when compiling: a FORMAT
             * label or a character constant (codegen/device_io.c) */
            have_fmt = true;
            ok = ok && (is_star(v) || v->kind == N_INT_LIT ||
                        (v->cval && v->cval->type && v->cval->type->kind == TY_CHARACTER && v->rank == 0));
        } else {
            ok = false;
        }
    }
    if (s->kind == N_WRITE && !have_unit)
        ok = false;
    if (!have_fmt)
        ok = false;
    if (!ok)
        error_at(s->loc, "Only %s to the default unit with a list-directed format or one known at compile time (a FORMAT label or a character constant) is allowed in device code",
                 s->kind == N_PRINT ? "PRINT" : "WRITE");
}

static const char *forbidden_stmt(NodeKind k)
{
    switch (k) {
    case N_READ: return "READ";
    case N_NAMELIST: return "NAMELIST";
    case N_OPEN: return "OPEN";
    case N_CLOSE: return "CLOSE";
    case N_BACKSPACE: return "BACKSPACE";
    case N_REWIND: return "REWIND";
    case N_ENDFILE: return "ENDFILE";
    case N_INQUIRE: return "INQUIRE";
    case N_FLUSH: return "FLUSH";
    case N_WAIT: return "WAIT";
    case N_SELECT_TYPE: return "SELECT TYPE"; /* no polymorphism in device code */
    default: return NULL;
    }
}

static void walk_stmt_exprs(CudaCtx *c, Node *s)
{
    cc_expr(c, s->lhs);
    cc_expr(c, s->rhs);
    cc_expr(c, s->cond);
    for (int i = 0; i < s->args.len; i++)
        cc_expr(c, s->args.items[i]);
    for (int i = 0; i < s->opts.len; i++)
        cc_expr(c, s->opts.items[i]);
}

/* Assignment targets in device code: constant and texture data are
 * read-only there. */
static void device_store(CudaCtx *c, Node *target, const char *how)
{
    (void)c;
    if (!cc_is_designator(target))
        return;
    MemSpace sp = cc_designator_space(target);
    Symbol *b = cc_base_symbol(target);
    if (sp == SPACE_CONSTANT)
        error_at(target->loc, "Constant variable '%s' may not be %s in device code", b->name, how);
    else if (sp == SPACE_TEXTURE)
        error_at(target->loc, "Texture variable '%s' is read-only in device code and may not be %s", b->name, how);
}

/* One device statement that is not a construct. */
void cc_device_stmt(CudaCtx *c, Node *s)
{
    const char *bad = forbidden_stmt(s->kind);
    if (bad) {
        error_at(s->loc, "%s statement is not allowed in device code", bad);
        return;
    }
    switch (s->kind) {
    case N_ASSIGN:
        device_store(c, s->lhs, "assigned");
        break;
    case N_PTR_ASSIGN:
        device_store(c, s->lhs, "pointer-assigned");
        break;
    case N_PRINT:
    case N_WRITE:
        device_output(c, s);
        for (int i = 0; i < s->args.len; i++)
            cc_expr(c, s->args.items[i]);
        return;
    case N_RETURN:
        if (s->rhs) {
            error_at(s->loc, "Alternate RETURN is not allowed in device code");
            return;
        }
        break;
    case N_PAUSE:
        /* the guide: "PAUSE statements are not allowed" */
        error_at(s->loc, "PAUSE statement is not allowed in %s", c->cuf ? "a CUF kernel loop" : "device code");
        return;
    case N_ENTRY:
        error_at(s->loc, "ENTRY statement '%s' is not allowed in device subprogram '%s'", s->name ? s->name : "",
                 cc_unit_name(c->unit));
        return;
    case N_CALL: {
        Symbol *t = cc_call_target(s);
        cc_check_call(c, s, t, false);
        check_atomic_operand(s);
        check_wmma_cc(s, t);
        for (int i = 0; i < s->args.len; i++) {
            Node *a = s->args.items[i];
            if (a && a->kind == N_ALT_RETURN)
                error_at(a->loc, "Alternate return specifiers are not allowed in device code");
        }
        IntrinsicId id = cc_call_intrinsic(s);
        check_hinted_operand(s, id);
        if (id != INTR_NONE && !cc_intrinsic_allowed_in_device(id))
            error_at(s->loc, "Intrinsic '%s' is not allowed in device code", intrinsic_name(id));
        else if (id != INTR_NONE && c->cuf && cc_is_device_specific(id, NULL))
            error_at(s->loc, "Device-specific intrinsic '%s' is not allowed in a CUF kernel loop", intrinsic_name(id));
        for (int i = 0; i < s->args.len; i++)
            cc_expr(c, s->args.items[i]);
        return;
    }
    case N_ALLOCATE:
    case N_DEALLOCATE:
        for (int i = 0; i < s->args.len; i++) {
            Node *a = s->args.items[i];
            if (cc_is_designator(a) && cc_designator_space(a) == SPACE_MANAGED)
                error_at(a->loc, "Managed variable '%s' may not be %s in device code", cc_base_symbol(a)->name,
                         s->kind == N_ALLOCATE ? "allocated" : "deallocated");
        }
        break;
    case N_DATA:
        error_at(s->loc, "DATA statement is not allowed in device subprogram '%s'; device data may not be data initialized",
                 cc_unit_name(c->unit));
        return;
    case N_NULLIFY:
    case N_STOP:
    case N_ERROR_STOP:
    case N_ARITH_IF:
    case N_COMPUTED_GOTO:
        break;
    default:
        return; /* specification statements and jumps: nothing to walk */
    }
    walk_stmt_exprs(c, s);
}

/* ---- shared memory written and read with no barrier ---- */

/* Specification statements hold no executable expressions to scan. */
static bool stmt_is_declaration(Node *s)
{
    switch (s->kind) {
    case N_USE: case N_IMPLICIT: case N_TYPE_DECL: case N_ATTR_STMT: case N_PARAMETER_STMT:
    case N_DERIVED_TYPE: case N_INTERFACE: case N_NAMELIST: case N_COMMON: case N_EQUIVALENCE:
    case N_DATA: case N_FORMAT: case N_PROC_DECL: case N_DIRECTIVE: case N_CRAY_POINTER: case N_ENTRY:
        return true;
    default:
        return false;
    }
}

typedef struct SyncScan {
    Node *unit;
    bool sync;             /* a barrier, or a call that may contain one */
    Symbol *written;       /* first shared local assigned */
    Node *written_at;
    PtrVec read;           /* references that read shared locals (Node *) */
} SyncScan;

static bool shared_local(SyncScan *ss, Symbol *s)
{
    return s && s->kind == SYM_VARIABLE && s->space == SPACE_SHARED && !s->is_dummy && symbol_local_to(s, ss->unit);
}

static bool is_barrier(IntrinsicId id)
{
    return id == INTR_SYNCTHREADS || id == INTR_SYNCTHREADS_COUNT || id == INTR_SYNCTHREADS_AND ||
           id == INTR_SYNCTHREADS_OR;
}

/* Structural equality of two typed expressions (same names, literals and
 * operators), enough to tell s(t) from s(t + 1). */
static bool same_expr(Node *a, Node *b)
{
    if (!a || !b)
        return a == b;
    if (a->kind != b->kind || a->op != b->op || a->args.len != b->args.len)
        return false;
    if (a->kind == N_NAME && cc_resolve(a->sym) != cc_resolve(b->sym))
        return false;
    if ((a->kind == N_COMPONENT || a->kind == N_NAME) && (!a->name || !b->name || strcmp(a->name, b->name)))
        return false;
    if ((a->kind == N_INT_LIT || a->kind == N_REAL_LIT) && (!a->text || !b->text || strcmp(a->text, b->text)))
        return false;
    if (!same_expr(a->lhs, b->lhs) || !same_expr(a->rhs, b->rhs) || !same_expr(a->start, b->start) ||
        !same_expr(a->end, b->end) || !same_expr(a->step, b->step))
        return false;
    for (int i = 0; i < a->args.len; i++)
        if (!same_expr(a->args.items[i], b->args.items[i]))
            return false;
    return true;
}

static void sync_expr(SyncScan *ss, Node *e)
{
    if (!e)
        return;
    if (e->kind == N_ARRAY_REF && e->lhs && e->lhs->kind == N_NAME && e->lhs->sym &&
        shared_local(ss, cc_resolve(e->lhs->sym))) {
        vec_push(&ss->read, e);
        for (int i = 0; i < e->args.len; i++)
            sync_expr(ss, e->args.items[i]);
        return;
    }
    if (e->kind == N_NAME && e->sym && shared_local(ss, cc_resolve(e->sym)))
        vec_push(&ss->read, e);
    else if (e->kind == N_INTRINSIC_CALL && is_barrier((IntrinsicId)e->op))
        ss->sync = true;
    else if (e->kind == N_FUNC_CALL) {
        Symbol *t = cc_call_target(e);
        if (!t || !cc_proc_from_intrinsic_module(t) || has_prefix(t->name, "syncthreads"))
            ss->sync = true;
    }
    Node *kids[] = {e->lhs, e->rhs, e->cond, e->var, e->start, e->end, e->step};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        sync_expr(ss, kids[i]);
    for (int i = 0; i < e->args.len; i++)
        sync_expr(ss, e->args.items[i]);
}

static void sync_stmts(SyncScan *ss, NodeList *body);

static void sync_stmt(SyncScan *ss, Node *s)
{
    if (!s)
        return;
    if (s->kind == N_ASSIGN) {
        Symbol *b = cc_base_symbol(s->lhs);
        if (shared_local(ss, b) && !ss->written) {
            ss->written = b;
            ss->written_at = s->lhs;
        }
        for (Node *n = s->lhs; n && n->kind != N_NAME; n = n->lhs)
            for (int i = 0; i < n->args.len; i++)
                sync_expr(ss, n->args.items[i]);
        sync_expr(ss, s->rhs);
        return;
    }
    if (s->kind == N_CALL) {
        Symbol *t = cc_call_target(s);
        IntrinsicId id = cc_call_intrinsic(s);
        if (is_barrier(id) || (t && (!cc_proc_from_intrinsic_module(t) || has_prefix(t->name, "syncthreads"))))
            ss->sync = true;
    }
    if (stmt_is_declaration(s))
        return;
    sync_expr(ss, s->lhs);
    sync_expr(ss, s->rhs);
    sync_expr(ss, s->cond);
    sync_expr(ss, s->start);
    sync_expr(ss, s->end);
    sync_expr(ss, s->step);
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH)) {
            sync_expr(ss, a->cond);
            sync_stmts(ss, &a->body);
        } else {
            sync_expr(ss, a);
        }
    }
    sync_stmts(ss, &s->body);
}

static void sync_stmts(SyncScan *ss, NodeList *body)
{
    for (int i = 0; i < body->len; i++)
        sync_stmt(ss, body->items[i]);
}

/* "A write in one thread is only guaranteed to be visible to other threads
 * after the next call to the SYNCTHREADS() intrinsic": a device subprogram
 * that writes and reads its shared memory with no barrier at all (and no
 * call that may hold one) probably races. */
void cc_check_shared_sync(CudaCtx *c, Node *unit)
{
    if (!c->device || (unit->kind != N_SUBROUTINE && unit->kind != N_FUNCTION))
        return;
    SyncScan ss = {.unit = unit};
    sync_stmts(&ss, &unit->body);
    if (ss.sync || !ss.written)
        return;
    for (int i = 0; i < ss.read.len; i++)
        if (cc_base_symbol(ss.read.data[i]) == ss.written && !same_expr(ss.read.data[i], ss.written_at)) {
            warning_at(ss.written_at->loc, "Shared variable '%s' is written and read in '%s' with no SYNCTHREADS(); a write by one thread is only visible to other threads after the next SYNCTHREADS()",
                       ss.written->name, cc_unit_name(unit));
            return;
        }
}
