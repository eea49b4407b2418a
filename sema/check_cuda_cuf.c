/* check_cuda_cuf.c — !$CUF KERNEL DO[(n)] <<<grid, block[, bytes, stream]>>>:
 * n tightly nested counted DO loops with invariant limits, no jumps out of
 * the mapped loops, no array syntax or implied DO inside, device or managed
 * arrays only, no device-specific intrinsics, scalar reduction variables.
 */
#include "check_cuda.h"

#include <stdint.h>
#include <stdlib.h>

/* A statement that does not count against tight nesting: the terminal
 * CONTINUE of a labelled DO, or a directive line. */
static bool ignorable(Node *s, Node *loop)
{
    if (s->kind == N_DIRECTIVE)
        return true;
    return s->kind == N_CONTINUE && loop->do_label && s->label == loop->do_label;
}

/* The only statement of a loop body, or NULL if there are several. */
static Node *only_stmt(Node *loop)
{
    Node *found = NULL;
    for (int i = 0; i < loop->body.len; i++) {
        Node *s = loop->body.items[i];
        if (ignorable(s, loop))
            continue;
        if (found)
            return NULL;
        found = s;
    }
    return found;
}

static bool refers_to(Node *e, Symbol *var)
{
    if (!e || !var)
        return false;
    if (e->kind == N_NAME && e->sym && cc_resolve(e->sym) == var)
        return true;
    if (refers_to(e->lhs, var) || refers_to(e->rhs, var) || refers_to(e->start, var) ||
        refers_to(e->end, var) || refers_to(e->step, var))
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (refers_to(e->args.items[i], var))
            return true;
    return false;
}

static Symbol *loop_var(Node *loop)
{
    return loop->var && loop->var->sym ? cc_resolve(loop->var->sym) : NULL;
}

static void collect_labels(CudaCtx *c, NodeList *body)
{
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (!s)
            continue;
        if (s->label)
            vec_push(&c->cuf_labels, (void *)(intptr_t)s->label);
        collect_labels(c, &s->body);
        for (int j = 0; j < s->args.len; j++) {
            Node *a = s->args.items[j];
            if (a && (a->kind == N_IF_BRANCH || a->kind == N_CASE || a->kind == N_WHERE_BRANCH))
                collect_labels(c, &a->body);
        }
    }
}

static bool label_inside(CudaCtx *c, Node *lab)
{
    if (!lab)
        return true;
    long v = lab->text ? strtol(lab->text, NULL, 10) : 0;
    for (int i = 0; i < c->cuf_labels.len; i++)
        if ((intptr_t)c->cuf_labels.data[i] == v)
            return true;
    return false;
}

static void check_reductions(Node *k)
{
    for (int i = 0; i < k->args.len; i++) {
        Node *r = k->args.items[i];
        if (!r)
            continue;
        NodeList *vars = &r->args;
        for (int j = 0; j < vars->len; j++) {
            Node *v = vars->items[j];
            Symbol *s = v && v->sym ? cc_resolve(v->sym) : NULL;
            if (!s)
                continue;
            if (s->kind != SYM_VARIABLE)
                error_at(v->loc, "Reduction target '%s' of a CUF kernel must be a variable", s->name);
            else if (s->shape || v->rank > 0)
                error_at(v->loc, "Reduction variable '%s' of a CUF kernel must be a scalar", s->name);
        }
    }
}

void cc_check_cuf_kernel(CudaCtx *c, Node *k)
{
    if (c->cuf) {
        error_at(k->loc, "!$CUF KERNEL DO may not appear inside the loops of another CUF kernel");
        return;
    }
    if (c->device) {
        error_at(k->loc, "!$CUF KERNEL DO is only allowed in host code, not in device subprogram '%s'", cc_unit_name(c->unit));
        cc_stmts(c, &k->body);
        return;
    }
    if (k->chevron)
        cc_check_launch_config(c, k->chevron, true);
    check_reductions(k);
    int n = k->nest > 0 ? k->nest : 1;
    Node *first = NULL;
    for (int i = 0; i < k->body.len && !first; i++) {
        Node *s = k->body.items[i];
        if (s && s->kind != N_DIRECTIVE)
            first = s;
    }
    if (!first || first->kind != N_DO || !first->var) {
        error_at(k->loc, "!$CUF KERNEL DO must be followed by a counted DO loop");
        if (first)
            cc_stmts(c, &k->body);
        return;
    }
    Node *loops[16];
    int found = 0;
    loops[found++] = first;
    while (found < n && found < 16) {
        Node *inner = only_stmt(loops[found - 1]);
        if (!inner || inner->kind != N_DO || !inner->var)
            break;
        loops[found++] = inner;
    }
    if (found < n)
        error_at(k->loc, "!$CUF KERNEL DO(%d) must be followed by %d tightly nested counted DO loops, not %d", n, n, found);
    for (int j = 0; j < found; j++) {
        Node *lp = loops[j];
        Node *bounds[] = {lp->start, lp->end, lp->step};
        for (int b = 0; b < 3; b++) {
            cc_host_expr_nodev(c, bounds[b], "a CUF kernel loop bound");
            for (int o = 0; o < j; o++)
                if (refers_to(bounds[b], loop_var(loops[o]))) {
                    error_at(bounds[b]->loc, "Limits of the loops mapped by !$CUF KERNEL DO must be invariant, but this one depends on '%s'",
                             loop_var(loops[o])->name);
                    break;
                }
        }
    }
    /* The loop bodies run on the device. */
    c->cuf = k;
    c->cuf_nloops = found;
    for (int j = 0; j < found; j++)
        c->cuf_loops[j] = loops[j];
    c->cuf_labels.len = 0;
    collect_labels(c, &first->body);
    int saved = c->nloops;
    c->cuf_base = c->nloops;
    for (int j = 0; j < found; j++) {
        if (c->nloops < 64)
            c->loops[c->nloops] = loops[j];
        c->nloops++;
    }
    cc_stmts(c, &loops[found - 1]->body);
    c->nloops = saved;
    c->cuf = NULL;
    c->cuf_nloops = 0;
    c->cuf_labels.len = 0;
}

static bool is_mapped(CudaCtx *c, Node *loop)
{
    for (int i = 0; i < c->cuf_nloops; i++)
        if (c->cuf_loops[i] == loop)
            return true;
    return false;
}

/* Where an EXIT or CYCLE goes: 1 to a loop inside the CUF kernel that is
 * not mapped, 0 to a mapped loop, -1 out of the kernel; a name that is no
 * loop's (a BLOCK or IF construct inside the body) counts as inside. */
static int jump_target(CudaCtx *c, Node *s)
{
    int top = c->nloops < 64 ? c->nloops : 64;
    for (int i = top - 1; i >= 0; i--) {
        Node *lp = c->loops[i];
        if (!s->name || (lp->construct_name && !strcmp(lp->construct_name, s->name))) {
            if (i < c->cuf_base)
                return -1;
            return is_mapped(c, lp) ? 0 : 1;
        }
    }
    return 1;
}

static void array_syntax(CudaCtx *c, Node *at, const char *what)
{
    if (c->reported_array_syntax)
        return;
    c->reported_array_syntax = true;
    error_at(at->loc, "%s is not allowed in a CUF kernel loop", what);
}

/* Statements of a CUF kernel loop body (constructs included). */
void cc_cuf_stmt(CudaCtx *c, Node *s)
{
    switch (s->kind) {
    case N_EXIT: {
        int t = jump_target(c, s);
        if (t == 0)
            error_at(s->loc, "EXIT from a loop mapped by !$CUF KERNEL DO is not allowed");
        else if (t < 0)
            error_at(s->loc, "EXIT out of a CUF kernel loop is not allowed");
        break;
    }
    case N_CYCLE:
        if (jump_target(c, s) < 0)
            error_at(s->loc, "CYCLE of a loop outside the CUF kernel is not allowed");
        break;
    case N_GOTO:
    case N_COMPUTED_GOTO:
    case N_ARITH_IF:
        for (int i = 0; i < s->args.len; i++)
            if (!label_inside(c, s->args.items[i])) {
                error_at(s->loc, "GOTO out of the loops mapped by !$CUF KERNEL DO is not allowed");
                break;
            }
        break;
    case N_RETURN:
        error_at(s->loc, "RETURN is not allowed in a CUF kernel loop");
        break;
    case N_WHERE:
        array_syntax(c, s, "WHERE (array syntax)");
        break;
    case N_FORALL:
        array_syntax(c, s, "FORALL (array syntax)");
        break;
    case N_ALLOCATE:
    case N_DEALLOCATE:
        error_at(s->loc, "%s is not allowed in a CUF kernel loop", s->kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE");
        break;
    case N_ASSIGN:
        if ((s->lhs && s->lhs->rank > 0) || (s->rhs && s->rhs->rank > 0))
            array_syntax(c, s, "Array syntax");
        break;
    case N_CALL: {
        Symbol *t = cc_call_target(s);
        if (t && cc_is_device_specific(INTR_NONE, t))
            error_at(s->loc, "Device-specific intrinsic '%s' is not allowed in a CUF kernel loop", cc_call_name(s, t));
        break;
    }
    default:
        break;
    }
}

static bool is_inquiry(IntrinsicId id)
{
    return id == INTR_SIZE || id == INTR_SHAPE || id == INTR_LBOUND || id == INTR_UBOUND ||
           id == INTR_ALLOCATED || id == INTR_ASSOCIATED || id == INTR_PRESENT || id == INTR_KIND ||
           id == INTR_LEN;
}

static void report_once(CudaCtx *c, Symbol *s, Node *at, const char *fmt_kind)
{
    if (!cc_first_report(c, s, at->loc))
        return;
    if (!strcmp(fmt_kind, "host"))
        error_at(at->loc, "Host array '%s' may not be used in a CUF kernel loop; arrays there must have the DEVICE or MANAGED attribute", s->name);
    else
        error_at(at->loc, "Variable '%s' of type %s may not be used in a CUF kernel loop; only CUDA Fortran device data types are allowed",
                 s->name, type_name(s->type));
}

/* Expression nodes of a CUF kernel loop body. */
void cc_cuf_expr_node(CudaCtx *c, Node *e)
{
    switch (e->kind) {
    case N_IMPLIED_DO:
        array_syntax(c, e, "An implied DO");
        break;
    case N_ARRAY_CTOR:
        array_syntax(c, e, "An array constructor");
        break;
    case N_BINARY:
    case N_UNARY:
        if (e->rank > 0)
            array_syntax(c, e, "Array syntax");
        break;
    case N_INTRINSIC_CALL: {
        IntrinsicId id = (IntrinsicId)e->op;
        if (cc_is_device_specific(id, NULL)) {
            error_at(e->loc, "Device-specific intrinsic '%s' is not allowed in a CUF kernel loop", intrinsic_name(id));
            break;
        }
        if (is_inquiry(id))
            break;
        bool arr = e->rank > 0;
        for (int i = 0; i < e->args.len; i++) {
            Node *a = e->args.items[i];
            if (a && a->rank > 0)
                arr = true;
        }
        if (arr)
            array_syntax(c, e, "Array syntax");
        break;
    }
    case N_FUNC_CALL: {
        Symbol *t = cc_call_target(e);
        if (t && cc_is_device_specific(INTR_NONE, t))
            error_at(e->loc, "Device-specific intrinsic '%s' is not allowed in a CUF kernel loop", cc_call_name(e, t));
        break;
    }
    case N_COMPONENT: {
        /* an array component of a host object lives in host memory, as a host array */
        Symbol *comp = e->sym, *base = cc_base_symbol(e);
        if (comp && comp->shape && base && (base->space == SPACE_HOST || base->space == SPACE_PINNED) &&
            !(comp->attrs & (A_DEVICE | A_MANAGED)) && cc_first_report(c, base, e->loc))
            error_at(e->loc, "Host array component '%s' of '%s' may not be used in a CUF kernel loop; arrays there must have the DEVICE or MANAGED attribute",
                     comp->name, base->name);
        break;
    }
    case N_NAME: {
        Symbol *s = e->sym ? cc_resolve(e->sym) : NULL;
        if (!s || s->kind != SYM_VARIABLE)
            break;
        if (s->shape && (s->space == SPACE_HOST || s->space == SPACE_PINNED))
            report_once(c, s, e, "host");
        else if (!cc_type_allowed_on_device(s->type))
            report_once(c, s, e, "type");
        break;
    }
    default:
        break;
    }
}
