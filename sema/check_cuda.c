/* check_cuda.c — the CUDA Fortran rules checker: entry point, the walk over
 * program units and statements, and the queries the rule files share.
 * The rules themselves live by concern in check_cuda_proc.c (subprograms and
 * calls), check_cuda_data.c (data attributes), check_cuda_host.c (host use of
 * device data), check_cuda_device.c (device code), check_cuda_launch.c
 * (chevron launches) and check_cuda_cuf.c (!$CUF KERNEL DO).
 */
#include "check_cuda.h"

Symbol *cc_resolve(Symbol *s)
{
    while (s && s->use_of)
        s = s->use_of;
    return s;
}

bool cc_is_designator(Node *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case N_NAME:
        return e->sym && cc_resolve(e->sym)->kind == SYM_VARIABLE;
    case N_ARRAY_REF:
    case N_SUBSTRING:
    case N_COMPONENT:
    case N_PAREN_ARGS:
        return cc_base_symbol(e) != NULL;
    default:
        return false;
    }
}

/* The variable a designator starts from: a in a(i)%b(2:3). */
Symbol *cc_base_symbol(Node *e)
{
    while (e) {
        switch (e->kind) {
        case N_NAME: {
            Symbol *s = cc_resolve(e->sym);
            return s && s->kind == SYM_VARIABLE ? s : NULL;
        }
        case N_ARRAY_REF:
        case N_SUBSTRING:
        case N_COMPONENT:
        case N_PAREN_ARGS:
            e = e->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/* A component declared DEVICE or MANAGED decides the space of the data below
 * it (an allocatable device array inside a managed derived type); otherwise
 * the base variable does. */
MemSpace cc_designator_space(Node *e)
{
    for (Node *n = e; n; n = n->lhs) {
        if (n->kind == N_COMPONENT && n->sym) {
            unsigned a = n->sym->attrs;
            if (a & A_DEVICE)
                return SPACE_DEVICE;
            if (a & A_MANAGED)
                return SPACE_MANAGED;
        }
        if (n->kind == N_NAME)
            break;
    }
    Symbol *b = cc_base_symbol(e);
    return b ? b->space : SPACE_HOST;
}

bool cc_space_is_device(MemSpace sp)
{
    return sp == SPACE_DEVICE || sp == SPACE_CONSTANT || sp == SPACE_SHARED || sp == SPACE_TEXTURE;
}

/* A section the callee cannot see as one block of memory: a stride other
 * than 1 or a vector subscript. (Device data cannot be copied in and out
 * through a host temporary the way gfortran does for host sections.) */
bool cc_strided_section(Node *e)
{
    if (!e || e->rank == 0)
        return false;
    for (Node *n = e; n; n = n->lhs) {
        if (n->kind == N_ARRAY_REF)
            for (int i = 0; i < n->args.len; i++) {
                Node *sub = n->args.items[i];
                if (!sub)
                    continue;
                if (sub->kind == N_TRIPLET) {
                    int64_t step = 1;
                    if (sub->step && !(sub->step->cval && sub->step->cval->type &&
                                       sub->step->cval->type->kind == TY_INTEGER && (step = (int64_t)sub->step->cval->i) == 1))
                        return true;
                } else if (sub->rank > 0) {
                    return true;
                }
            }
        if (n->kind == N_NAME)
            break;
    }
    return false;
}

bool cc_dummy_needs_contiguous(Symbol *d)
{
    return d && d->shape && !(d->attrs & (A_POINTER | A_ALLOCATABLE)) &&
           (d->shape->kind == DIM_EXPLICIT || d->shape->kind == DIM_ASSUMED_SIZE);
}

const char *cc_space_keyword(MemSpace sp)
{
    static const char *const kw[] = {
        "host", "DEVICE", "MANAGED", "CONSTANT", "SHARED", "PINNED", "TEXTURE", "local",
    };
    return (unsigned)sp < sizeof kw / sizeof kw[0] ? kw[sp] : "?";
}

/* The name a call was written with (a generic or a USE rename), so that a
 * message names what the user wrote rather than the specific it resolved to. */
const char *cc_call_name(Node *call, Symbol *target)
{
    if (call && call->lhs && call->lhs->kind == N_NAME && call->lhs->op_name)
        return call->lhs->op_name;
    if (call && call->lhs && call->lhs->kind == N_NAME && call->lhs->name)
        return call->lhs->name;
    return target ? target->name : "?";
}

/* One error per variable and line: every offending line gets its error,
 * a second reference on the same line adds nothing. */
bool cc_first_report(CudaCtx *c, Symbol *s, Loc at)
{
    for (int i = 0; i < c->reported.len; i++)
        if (c->reported.data[i] == s && (intptr_t)c->reported_lines.data[i] == at.line)
            return false;
    vec_push(&c->reported, s);
    vec_push(&c->reported_lines, (void *)(intptr_t)at.line);
    return true;
}

/* Procedures of cudafor and the other built-in modules follow their own
 * rules (generic device/host dummies, callable on both sides). */
bool cc_proc_from_intrinsic_module(Symbol *p)
{
    static const char *const mods[] = {
        "cudafor", "cudadevice", "iso_c_binding", "iso_fortran_env", "cublas", "cublas_device",
        "cufft", "curand", "curand_device", "cusparse", "libm", "openacc", "cooperative_groups", "wmma", NULL,
    };
    p = cc_resolve(p);
    if (!p || !p->module)
        return false;
    for (int i = 0; mods[i]; i++)
        if (!strcmp(p->module, mods[i]))
            return true;
    return false;
}

/* The specific procedure a call resolved to (sema stores it on the call node
 * or on the callee name). */
Symbol *cc_call_target(Node *call)
{
    Symbol *s = call->sym ? cc_resolve(call->sym) : NULL;
    if ((!s || s->kind != SYM_PROCEDURE) && call->lhs && call->lhs->sym)
        s = cc_resolve(call->lhs->sym);
    return s && s->kind == SYM_PROCEDURE ? s : NULL;
}

/* Sema keeps a CALL of an intrinsic subroutine as N_CALL with op = the
 * intrinsic's ID and no procedure symbol. */
IntrinsicId cc_call_intrinsic(Node *call)
{
    if (call->kind == N_CALL && call->op > INTR_NONE && call->op < INTR__COUNT && !cc_call_target(call))
        return (IntrinsicId)call->op;
    return INTR_NONE;
}

const char *cc_unit_name(Node *unit)
{
    return unit && unit->name ? unit->name : "";
}

const char *cc_unit_kind_name(Node *unit)
{
    switch (unit ? unit->kind : N_PROGRAM) {
    case N_SUBROUTINE: return "subroutine";
    case N_FUNCTION: return "function";
    case N_MODULE: return "module";
    case N_BLOCK_DATA: return "BLOCK DATA";
    default: return "program";
    }
}

static bool entity_named(Node *ent, const char *name)
{
    return ent && ent->name && !strcmp(ent->name, name);
}

/* SAVE written by the user (attribute, SAVE statement naming the variable,
 * or a blanket SAVE), not SAVE implied by an initializer. */
bool cc_explicit_save(Node *unit, const char *name)
{
    for (int i = 0; i < unit->body.len; i++) {
        Node *s = unit->body.items[i];
        if (s->kind == N_TYPE_DECL && (s->attrs & A_SAVE)) {
            for (int j = 0; j < s->args.len; j++)
                if (entity_named(s->args.items[j], name))
                    return true;
        } else if (s->kind == N_ATTR_STMT && (s->attrs & A_SAVE)) {
            if (s->args.len == 0)
                return true;
            for (int j = 0; j < s->args.len; j++)
                if (entity_named(s->args.items[j], name))
                    return true;
        }
    }
    return false;
}

bool cc_has_use(Node *unit, const char *module)
{
    if (!unit)
        return false;
    for (int i = 0; i < unit->body.len; i++) {
        Node *s = unit->body.items[i];
        if (s->kind == N_USE && s->name && !strcmp(s->name, module))
            return true;
    }
    return false;
}

typedef void (*NodeFn)(CudaCtx *c, Node *e);

/* Visits e and every expression below it, pre-order. */
static void walk_expr(CudaCtx *c, Node *e, NodeFn fn)
{
    if (!e)
        return;
    fn(c, e);
    Node *kids[] = {e->lhs, e->rhs, e->cond, e->var, e->start, e->end, e->step};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        walk_expr(c, kids[i], fn);
    for (int i = 0; i < e->args.len; i++)
        walk_expr(c, e->args.items[i], fn);
    for (int i = 0; i < e->opts.len; i++)
        walk_expr(c, e->opts.items[i], fn);
}

static void device_node(CudaCtx *c, Node *e)
{
    cc_device_expr_node(c, e);
    if (c->cuf)
        cc_cuf_expr_node(c, e);
}

void cc_expr(CudaCtx *c, Node *e)
{
    walk_expr(c, e, device_node);
}

/* An expression that belongs to a construct header (IF condition, DO bounds,
 * CASE selector): device rules inside device code, host rules outside. */
static void header_expr(CudaCtx *c, Node *e, const char *what)
{
    if (!e)
        return;
    if (cc_in_device(c))
        cc_expr(c, e);
    else
        cc_host_expr_nodev(c, e, what);
}

static void push_loop(CudaCtx *c, Node *loop)
{
    if (c->nloops < (int)(sizeof c->loops / sizeof c->loops[0]))
        c->loops[c->nloops] = loop;
    c->nloops++;
}

static void cc_stmt(CudaCtx *c, Node *s)
{
    if (!s)
        return;
    c->reported_array_syntax = false;
    switch (s->kind) {
    case N_IF:
        for (int i = 0; i < s->args.len; i++) {
            Node *br = s->args.items[i];
            header_expr(c, br->cond, "an IF condition");
            cc_stmts(c, &br->body);
        }
        return;
    case N_IF_STMT:
        header_expr(c, s->cond, "an IF condition");
        cc_stmts(c, &s->body);
        return;
    case N_DO:
    case N_DO_WHILE:
    case N_DO_CONCURRENT:
        if (c->cuf)
            cc_cuf_stmt(c, s);
        header_expr(c, s->var, "a DO variable");
        header_expr(c, s->start, "a DO loop bound");
        header_expr(c, s->end, "a DO loop bound");
        header_expr(c, s->step, "a DO loop step");
        header_expr(c, s->cond, s->kind == N_DO_WHILE ? "a DO WHILE condition" : "a DO CONCURRENT mask");
        for (int i = 0; i < s->args.len; i++) {
            Node *t = s->args.items[i];
            header_expr(c, t->start, "a DO CONCURRENT bound");
            header_expr(c, t->end, "a DO CONCURRENT bound");
            header_expr(c, t->step, "a DO CONCURRENT step");
        }
        push_loop(c, s);
        cc_stmts(c, &s->body);
        c->nloops--;
        return;
    case N_SELECT_CASE:
        header_expr(c, s->cond, "a SELECT CASE selector");
        for (int i = 0; i < s->args.len; i++)
            cc_stmts(c, &((Node *)s->args.items[i])->body);
        return;
    case N_BLOCK:
        cc_check_block_data(c, s);
        cc_stmts(c, &s->body);
        return;
    case N_WHERE:
        if (c->cuf)
            cc_cuf_stmt(c, s);
        for (int i = 0; i < s->args.len; i++) {
            Node *br = s->args.items[i];
            header_expr(c, br->cond, "a WHERE mask");
            cc_stmts(c, &br->body);
        }
        return;
    case N_FORALL:
        if (c->cuf)
            cc_cuf_stmt(c, s);
        for (int i = 0; i < s->args.len; i++) {
            Node *t = s->args.items[i];
            header_expr(c, t->start, "a FORALL bound");
            header_expr(c, t->end, "a FORALL bound");
            header_expr(c, t->step, "a FORALL step");
        }
        header_expr(c, s->cond, "a FORALL mask");
        cc_stmts(c, &s->body);
        return;
    case N_CUF_KERNEL:
        cc_check_cuf_kernel(c, s);
        return;
    case N_OMP:
        cc_stmts(c, &s->body); /* host code of an OpenMP construct (device code has none) */
        return;
    default:
        break;
    }
    if (cc_in_device(c)) {
        if (c->cuf)
            cc_cuf_stmt(c, s);
        cc_device_stmt(c, s);
    } else {
        cc_host_stmt(c, s);
    }
}

void cc_stmts(CudaCtx *c, NodeList *body)
{
    for (int i = 0; i < body->len; i++)
        cc_stmt(c, body->items[i]);
}

/* Interface bodies only declare: their attributes are checked, their
 * (absent) statements are not. */
static void check_interfaces(CudaCtx *c, Node *unit)
{
    for (int i = 0; i < unit->body.len; i++) {
        Node *s = unit->body.items[i];
        if (s->kind != N_INTERFACE)
            continue;
        for (int j = 0; j < s->body.len; j++) {
            Node *b = s->body.items[j];
            if (b->kind == N_SUBROUTINE || b->kind == N_FUNCTION)
                cc_check_unit_attrs(c, b, s);
        }
    }
}

/* cudafor reached through another module's USE also brings its overloads
 * of SUM, MAXVAL and MINVAL; one of its entities being visible tells. */
static bool cudafor_visible(Node *unit)
{
    static const char *const probes[] = {"cuda_stream_kind", "cudadevicesynchronize", "dim3", NULL};
    for (int i = 0; probes[i] && unit->scope; i++) {
        Symbol *s = cc_resolve(scope_lookup(unit->scope, probes[i]));
        if (s && s->module && !strcmp(s->module, "cudafor"))
            return true;
        if (s && s->kind == SYM_DERIVED_TYPE && s->derived && s->derived->module &&
            !strcmp(s->derived->module, "cudafor"))
            return true;
    }
    return false;
}

static void check_unit(Node *unit, Node *module, Node *parent, bool parent_cudafor)
{
    CudaCtx c = {0};
    c.unit = unit;
    c.module = unit->kind == N_MODULE ? unit : module;
    c.host_unit = parent;
    c.ca = (unit->kind == N_SUBROUTINE || unit->kind == N_FUNCTION) ? unit->cuda_attrs : 0;
    /* Internal procedures of device code are device code too (their own
     * containment is an error reported separately). */
    if (parent && (parent->kind == N_SUBROUTINE || parent->kind == N_FUNCTION) &&
        (parent->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)) && !c.ca)
        c.ca = parent->cuda_attrs;
    c.device = (c.ca & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)) != 0;
    c.host = !c.device || (c.ca & CA_HOST);
    c.uses_cudafor = parent_cudafor || cc_has_use(unit, "cudafor") || cudafor_visible(unit);

    cc_check_unit_attrs(&c, unit, parent);
    cc_check_unit_data(&c, unit);
    check_interfaces(&c, unit);
    if (unit->kind != N_MODULE) {
        cc_stmts(&c, &unit->body);
        cc_check_shared_sync(&c, unit);
    }
    for (int i = 0; i < unit->contains.len; i++)
        check_unit(unit->contains.items[i], c.module, unit, c.uses_cudafor);
}

/* Entry point: called at the end of sema_run, after all typing, when the
 * unit is compiled as CUDA Fortran. Returns false if any rule was broken. */
bool sema_check_cuda(TranslationUnit *tu)
{
    int before = diag_error_count();
    /* one fault, one error: a line that breaks two rules at once (a
     * device operand inside a host-only intrinsic inside an expression)
     * reports the first */
    bool saved = diag_one_error_per_line;
    diag_one_error_per_line = true;
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (u)
            check_unit(u, NULL, NULL, false);
    }
    diag_one_error_per_line = saved;
    return diag_error_count() == before;
}
