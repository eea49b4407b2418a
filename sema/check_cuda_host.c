/* check_cuda_host.c — what host code may do with device data. The guide
 * lists the allowed uses: declarations, ALLOCATE/DEALLOCATE, ALLOCATED and
 * the other inquiry intrinsics, data-transfer assignments (with at most one
 * device operand, all arithmetic on the host), actual arguments to kernels
 * and to host subprograms with matching dummies, and pointer assignment of
 * device pointers and textures. Anything else that touches device data in
 * host code is an error here, never a fault at run time.
 */
#include "check_cuda.h"

/* Device operands found in one host expression, in source order. */
typedef struct DevOps {
    Node *first, *second;
    int n;
} DevOps;

static void host_scan(CudaCtx *c, Node *e, DevOps *d);

/* Intrinsics that only look at a device array's descriptor or type. */
static bool inquiry_on_device_ok(IntrinsicId id)
{
    switch (id) {
    case INTR_SIZE: case INTR_SHAPE: case INTR_LBOUND: case INTR_UBOUND:
    case INTR_ALLOCATED: case INTR_ASSOCIATED: case INTR_PRESENT: case INTR_KIND: case INTR_IS_CONTIGUOUS:
    case INTR_LEN: case INTR_C_SIZEOF: case INTR_STORAGE_SIZE: case INTR_BIT_SIZE: case INTR_DIGITS:
    case INTR_EPSILON: case INTR_HUGE: case INTR_TINY: case INTR_PRECISION:
    case INTR_RANGE: case INTR_RADIX: case INTR_MAXEXPONENT: case INTR_MINEXPONENT:
    case INTR_C_LOC: case INTR_LOC: case INTR_C_DEVLOC:
        return true;
    default:
        return false;
    }
}

/* cudafor overloads these reductions for device and managed arrays
 * (MAXLOC/MINLOC, which nvfortran accepts too, read a host copy). */
static bool device_reduction(CudaCtx *c, IntrinsicId id)
{
    return c->uses_cudafor && (id == INTR_SUM || id == INTR_MAXVAL || id == INTR_MINVAL || id == INTR_MAXLOC ||
                               id == INTR_MINLOC);
}

static void add_operand(DevOps *d, Node *e)
{
    if (d->n == 0)
        d->first = e;
    else if (d->n == 1)
        d->second = e;
    d->n++;
}

static const char *operand_name(Node *e)
{
    Symbol *b = cc_base_symbol(e);
    return b ? b->name : "?";
}

/* Subscripts and substring ranges along a designator's path. */
static void scan_subscripts(CudaCtx *c, Node *e, DevOps *d)
{
    for (Node *n = e; n; n = n->lhs) {
        if (n->kind == N_ARRAY_REF || n->kind == N_SUBSTRING || n->kind == N_PAREN_ARGS)
            for (int i = 0; i < n->args.len; i++)
                host_scan(c, n->args.items[i], d);
        if (n->kind == N_NAME)
            break;
    }
}

/* "Device", "Constant" or "Shared", for messages about one operand. */
static const char *operand_title(Node *e)
{
    switch (cc_designator_space(e)) {
    case SPACE_CONSTANT: return "Constant";
    case SPACE_SHARED: return "Shared";
    default: return "Device";
    }
}

static void texture_in_host(Node *e)
{
    error_at(e->loc, "Texture variable '%s' may only be read in device code; host code may only associate it by pointer assignment",
             operand_name(e));
}

/* A host array or non-managed device data inside a mask expression: the
 * first such operand, else NULL. */
static Node *mask_bad_operand(Node *e)
{
    if (!e)
        return NULL;
    if (e->kind == N_KEYWORD)
        return mask_bad_operand(e->rhs);
    if (cc_is_designator(e)) {
        MemSpace sp = cc_designator_space(e);
        Symbol *b = cc_base_symbol(e);
        if (cc_space_is_device(sp) || (sp != SPACE_MANAGED && b && b->kind == SYM_VARIABLE && e->rank > 0))
            return e;
        return NULL;
    }
    Node *r = mask_bad_operand(e->lhs);
    if (!r)
        r = mask_bad_operand(e->rhs);
    for (int i = 0; !r && i < e->args.len; i++)
        r = mask_bad_operand(e->args.items[i]);
    return r;
}

/* "If the mask optional argument is used, the mask argument must be either
 * a device logical array, or an expression containing managed operands and
 * constants, i.e. the mask must be computable on the host but readable on
 * the device." */
static void check_reduction_mask(Node *e)
{
    for (int i = 1; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        Node *v = a && a->kind == N_KEYWORD ? a->rhs : a;
        if (!v || !v->type || v->type->kind != TY_LOGICAL || (a->kind == N_KEYWORD && strcmp(a->name, "mask")))
            continue;
        if (cc_is_designator(v)) {
            MemSpace sp = cc_designator_space(v);
            if (sp == SPACE_DEVICE || sp == SPACE_MANAGED || v->rank == 0)
                continue;
            error_at(v->loc, "Mask '%s' of '%s' on device data must be a DEVICE logical array or an expression of MANAGED data and constants",
                     operand_name(v), e->name ? e->name : intrinsic_name((IntrinsicId)e->op));
            continue;
        }
        Node *bad = mask_bad_operand(v);
        if (bad)
            error_at(bad->loc, "Mask of '%s' on device data must be a DEVICE logical array or an expression of MANAGED data and constants, not one with '%s'",
                     e->name ? e->name : intrinsic_name((IntrinsicId)e->op), operand_name(bad));
    }
}

static void check_intrinsic(CudaCtx *c, Node *e, DevOps *d)
{
    IntrinsicId id = (IntrinsicId)e->op;
    if (inquiry_on_device_ok(id))
        return;
    if (device_reduction(c, id) && e->args.len > 0 && cc_is_designator(e->args.items[0])) {
        MemSpace sp = cc_designator_space(e->args.items[0]);
        if (sp == SPACE_DEVICE || sp == SPACE_MANAGED) {
            scan_subscripts(c, e->args.items[0], d);
            check_reduction_mask(e);
            for (int i = 1; i < e->args.len; i++) {
                Node *a = e->args.items[i];
                Node *v = a && a->kind == N_KEYWORD ? a->rhs : a;
                if (!(v && v->type && v->type->kind == TY_LOGICAL))
                    host_scan(c, a, d);
            }
            return;
        }
    }
    DevOps inner = {0};
    for (int i = 0; i < e->args.len; i++)
        host_scan(c, e->args.items[i], &inner);
    if (inner.n > 0)
        error_at(inner.first->loc, "Intrinsic '%s' may not be applied to device data '%s' in host code; compute it in a kernel or copy the data to the host first",
                 e->name ? e->name : intrinsic_name(id), operand_name(inner.first));
    else if (id >= INTR_DEVICE_FIRST && id <= INTR_DEVICE_LAST)
        error_at(e->loc, "Intrinsic '%s' may only be called in device code", intrinsic_name(id));
}

/* An actual argument in host code: a device designator is passed as is
 * (cc_check_args matches it with the dummy); an expression is computed on
 * the host, so it may read at most one device operand. */
static void check_actual(CudaCtx *c, Node *a)
{
    if (!a || a->kind == N_ALT_RETURN)
        return;
    DevOps d = {0};
    if (cc_is_designator(a)) {
        scan_subscripts(c, a, &d);
        if (d.n > 0)
            error_at(d.first->loc, "%s variable '%s' may not appear in a subscript in host code; copy it to a host variable by assignment first",
                     operand_title(d.first), operand_name(d.first));
        if (cc_designator_space(a) == SPACE_TEXTURE)
            texture_in_host(a);
        return;
    }
    host_scan(c, a, &d);
    if (d.n > 1)
        error_at(d.second->loc, "%s variable '%s' may not appear in an expression with another device operand ('%s') in host code",
                 operand_title(d.second), operand_name(d.second), operand_name(d.first));
}

/* Counts the device operands of a host expression and checks what it does
 * with them on the way. */
static void host_scan(CudaCtx *c, Node *e, DevOps *d)
{
    if (!e)
        return;
    switch (e->kind) {
    case N_NAME:
    case N_ARRAY_REF:
    case N_SUBSTRING:
    case N_COMPONENT:
    case N_PAREN_ARGS:
        if (cc_is_designator(e)) {
            MemSpace sp = cc_designator_space(e);
            if (sp == SPACE_TEXTURE)
                texture_in_host(e);
            else if (cc_space_is_device(sp))
                add_operand(d, e);
            scan_subscripts(c, e, d);
            return;
        }
        break;
    case N_INTRINSIC_CALL:
        check_intrinsic(c, e, d);
        return;
    case N_FUNC_CALL: {
        Symbol *t = cc_call_target(e);
        cc_check_call(c, e, t, true);
        for (int i = 0; i < e->args.len; i++) {
            Node *a = e->args.items[i];
            if (a && a->kind == N_KEYWORD)
                a = a->rhs;
            check_actual(c, a);
        }
        return;
    }
    default:
        break;
    }
    host_scan(c, e->lhs, d);
    host_scan(c, e->rhs, d);
    host_scan(c, e->start, d);
    host_scan(c, e->end, d);
    host_scan(c, e->step, d);
    for (int i = 0; i < e->args.len; i++)
        host_scan(c, e->args.items[i], d);
}

/* A host expression in which device data may not appear at all. */
void cc_host_expr_nodev(CudaCtx *c, Node *e, const char *what)
{
    if (!e)
        return;
    DevOps d = {0};
    host_scan(c, e, &d);
    if (d.n > 0)
        error_at(d.first->loc, "%s variable '%s' may not appear in %s in host code; copy it to a host variable by assignment first",
                 operand_title(d.first), operand_name(d.first), what);
}

/* Strips the parentheses the user wrote around a designator. */
static Node *strip_paren(Node *e)
{
    while (e && e->kind == N_PAREN)
        e = e->lhs;
    return e;
}

static bool mentions(Node *e, Symbol *v)
{
    if (!e)
        return false;
    if (e->kind == N_NAME && e->sym && cc_resolve(e->sym) == v)
        return true;
    if (mentions(e->lhs, v) || mentions(e->rhs, v) || mentions(e->start, v) || mentions(e->end, v) ||
        mentions(e->step, v))
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (mentions(e->args.items[i], v))
            return true;
    return false;
}

/* An array element whose subscripts follow the variable of an enclosing DO
 * loop: one transfer per iteration. */
static bool indexed_by_loop(CudaCtx *c, Node *elem)
{
    if (elem->kind != N_ARRAY_REF)
        return false;
    int top = c->nloops < 64 ? c->nloops : 64;
    for (int i = 0; i < top; i++) {
        Node *lp = c->loops[i];
        Symbol *v = lp->var && lp->var->sym ? cc_resolve(lp->var->sym) : NULL;
        for (int j = 0; v && j < elem->args.len; j++)
            if (mentions(elem->args.items[j], v))
                return true;
    }
    return false;
}

/* Data transfer: dst = src where at most one side's data is on the device
 * unless the right side is exactly one device designator (device-to-device
 * copy), and no arithmetic happens on device data. */
static void host_assign(CudaCtx *c, Node *s)
{
    Node *lhs = s->lhs, *rhs = s->rhs;
    DevOps sub = {0};
    bool lhs_dev = false;
    if (cc_is_designator(lhs)) {
        MemSpace sp = cc_designator_space(lhs);
        if (sp == SPACE_TEXTURE) {
            texture_in_host(lhs);
            return;
        }
        lhs_dev = cc_space_is_device(sp);
        scan_subscripts(c, lhs, &sub);
        if (sub.n > 0)
            error_at(sub.first->loc, "%s variable '%s' may not appear in a subscript in host code; copy it to a host variable by assignment first",
                     operand_title(sub.first), operand_name(sub.first));
    }
    DevOps d = {0};
    host_scan(c, rhs, &d);
    if (d.n > 1) {
        error_at(d.second->loc, "%s variable '%s' may not appear in an expression with another device operand ('%s') in host code",
                 operand_title(d.second), operand_name(d.second), operand_name(d.first));
        return;
    }
    Node *r = strip_paren(rhs);
    if (lhs_dev && d.n == 1 && r != d.first) {
        error_at(d.first->loc, "%s variable '%s' may not appear in an expression assigned to device variable '%s' in host code; compute it in a kernel",
                 operand_title(d.first), operand_name(d.first), operand_name(lhs));
        return;
    }
    /* "Elemental transfers are supported by the language but perform poorly." */
    Node *elem = lhs_dev && lhs->rank == 0 ? lhs : d.n == 1 && d.first->rank == 0 ? d.first : NULL;
    if (elem && indexed_by_loop(c, elem))
        warning_at(elem->loc, "Element-by-element transfer of device variable '%s' in a loop performs poorly; transfer a whole array or section instead",
                   operand_name(elem));
}

/* Pointer association in host code keeps both sides in one memory space;
 * a texture is bound to device data. */
static void host_ptr_assign(CudaCtx *c, Node *s)
{
    (void)c;
    if (!cc_is_designator(s->lhs) || !s->rhs || s->rhs->kind == N_NULL_PTR ||
        (s->rhs->kind == N_INTRINSIC_CALL && s->rhs->op == INTR_NULL))
        return;
    MemSpace lsp = cc_designator_space(s->lhs);
    if (!cc_is_designator(s->rhs))
        return;
    MemSpace rsp = cc_designator_space(s->rhs);
    bool ldev = cc_space_is_device(lsp) || lsp == SPACE_MANAGED;
    bool rdev = cc_space_is_device(rsp) || rsp == SPACE_MANAGED;
    if (lsp == SPACE_TEXTURE && rsp != SPACE_DEVICE)
        error_at(s->rhs->loc, "Texture pointer '%s' must be associated with DEVICE data, not %s data '%s'",
                 operand_name(s->lhs), cc_space_keyword(rsp), operand_name(s->rhs));
    else if (ldev != rdev)
        error_at(s->rhs->loc, "Pointer '%s' (%s data) may not be associated with target '%s' (%s data)",
                 operand_name(s->lhs), cc_space_keyword(lsp), operand_name(s->rhs), cc_space_keyword(rsp));
}

static const char *io_what(NodeKind k)
{
    switch (k) {
    case N_PRINT: return "a PRINT statement";
    case N_WRITE: return "a WRITE statement";
    case N_READ: return "a READ statement";
    default: return "an I/O statement";
    }
}

static void host_call(CudaCtx *c, Node *s)
{
    Symbol *t = cc_call_target(s);
    cc_check_call(c, s, t, false);
    IntrinsicId id = cc_call_intrinsic(s);
    bool intrinsic = id != INTR_NONE;
    if (id >= INTR_DEVICE_FIRST && id <= INTR_DEVICE_LAST)
        error_at(s->loc, "Intrinsic '%s' may only be called in device code", intrinsic_name(id));
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        if (a && a->kind == N_KEYWORD)
            a = a->rhs;
        if (!a || a->kind == N_ALT_RETURN)
            continue;
        if (cc_is_designator(a) && intrinsic && cc_space_is_device(cc_designator_space(a))) {
            const char *iname = intrinsic_name(id);
            if (strcmp(iname, "move_alloc") && strcmp(iname, "c_f_pointer"))
                error_at(a->loc, "Intrinsic '%s' may not be applied to device data '%s' in host code",
                         iname, operand_name(a));
        }
        check_actual(c, a);
    }
}

static void host_alloc(CudaCtx *c, Node *s)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *a = s->args.items[i];
        DevOps sub = {0};
        if (!a)
            continue;
        /* the allocation would store a host address into device memory */
        Node *obj = a;
        while (obj && (obj->kind == N_ARRAY_REF || obj->kind == N_PAREN_ARGS) && obj->lhs)
            obj = obj->lhs;
        Symbol *base = obj && obj->kind == N_COMPONENT ? cc_base_symbol(obj) : NULL;
        if (base && base->space == SPACE_DEVICE && obj->sym)
            error_at(a->loc, "%s of component '%s' of device object '%s' is not allowed in host code",
                     s->kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE", obj->sym->name, base->name);
        scan_subscripts(c, a, &sub);
        if (sub.n > 0)
            error_at(sub.first->loc, "%s variable '%s' may not appear in %s bound in host code; copy it to a host variable by assignment first",
                     operand_title(sub.first), operand_name(sub.first), s->kind == N_ALLOCATE ? "an ALLOCATE" : "a DEALLOCATE");
    }
    for (int i = 0; i < s->opts.len; i++) {
        Node *o = s->opts.items[i];
        Node *v = o && o->kind == N_KEYWORD ? o->rhs : o;
        if (o && o->kind == N_KEYWORD && o->name && (!strcmp(o->name, "source") || !strcmp(o->name, "mold")))
            continue;
        cc_host_expr_nodev(c, v, s->kind == N_ALLOCATE ? "an ALLOCATE option" : "a DEALLOCATE option");
    }
}

/* One host statement that is not a construct. */
void cc_host_stmt(CudaCtx *c, Node *s)
{
    switch (s->kind) {
    case N_ASSIGN:
        host_assign(c, s);
        break;
    case N_PTR_ASSIGN:
        host_ptr_assign(c, s);
        break;
    case N_CALL:
        host_call(c, s);
        break;
    case N_ALLOCATE:
    case N_DEALLOCATE:
        host_alloc(c, s);
        break;
    case N_NULLIFY:
        break;
    case N_PRINT: case N_WRITE: case N_READ: case N_OPEN: case N_CLOSE: case N_INQUIRE:
    case N_REWIND: case N_BACKSPACE: case N_ENDFILE: case N_FLUSH: case N_WAIT:
        for (int i = 0; i < s->opts.len; i++)
            cc_host_expr_nodev(c, s->opts.items[i], io_what(s->kind));
        for (int i = 0; i < s->args.len; i++)
            cc_host_expr_nodev(c, s->args.items[i], io_what(s->kind));
        break;
    case N_STOP:
    case N_ERROR_STOP:
        cc_host_expr_nodev(c, s->rhs, "a STOP code");
        break;
    case N_RETURN:
        cc_host_expr_nodev(c, s->rhs, "an alternate RETURN index");
        break;
    case N_ARITH_IF:
    case N_COMPUTED_GOTO:
        cc_host_expr_nodev(c, s->cond, "a branch condition");
        break;
    default:
        break;
    }
}
