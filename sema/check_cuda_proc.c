/* check_cuda_proc.c — subprogram attributes (GLOBAL, DEVICE, HOST), their
 * prefixes and nesting, who may call whom, and device/host matching of
 * actual and dummy arguments through explicit interfaces.
 */
#include "check_cuda.h"

static bool is_kernel_attrs(unsigned ca) { return (ca & (CA_GLOBAL | CA_GRID_GLOBAL)) != 0; }
static bool is_device_attrs(unsigned ca) { return (ca & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL)) != 0; }

static const char *proc_title(unsigned ca)
{
    if (is_kernel_attrs(ca))
        return "Kernel subroutine";
    return "Device subprogram";
}

/* Prefixes, GLOBAL on functions, GLOBAL with DEVICE/HOST; then, for
 * definitions, where device subprograms may be placed. */
void cc_check_unit_attrs(CudaCtx *c, Node *unit, Node *parent)
{
    (void)c;
    if (unit->kind != N_SUBROUTINE && unit->kind != N_FUNCTION)
        return;
    unsigned ca = unit->cuda_attrs;
    const char *name = cc_unit_name(unit);
    if (is_kernel_attrs(ca) && unit->kind == N_FUNCTION)
        error_at(unit->loc, "Function '%s' may not have ATTRIBUTES(GLOBAL); only a subroutine may be a kernel", name);
    else if (is_kernel_attrs(ca) && (ca & (CA_DEVICE | CA_HOST)))
        error_at(unit->loc, "Kernel subroutine '%s' may not also have the %s attribute", name,
                 (ca & CA_DEVICE) ? "DEVICE" : "HOST");
    if (is_device_attrs(ca)) {
        static const struct { unsigned pf; const char *kw; } pfs[] = {
            {PF_RECURSIVE, "RECURSIVE"}, {PF_PURE, "PURE"}, {PF_ELEMENTAL, "ELEMENTAL"},
        };
        for (size_t i = 0; i < sizeof pfs / sizeof pfs[0]; i++)
            if (unit->prefix & pfs[i].pf)
                error_at(unit->loc, "%s '%s' may not be %s", proc_title(ca), name, pfs[i].kw);
    }
    if (is_device_attrs(ca))
        for (int i = 0; i < unit->params.len; i++)
            if (unit->params.items[i] && unit->params.items[i]->kind == N_STAR) {
                error_at(unit->loc, "Alternate return dummy argument '*' is not allowed in device subprogram '%s'", name);
                break;
            }
    if (parent && parent->kind == N_INTERFACE)
        return;
    if (parent && parent->kind != N_MODULE) {
        unsigned pca = (parent->kind == N_SUBROUTINE || parent->kind == N_FUNCTION) ? parent->cuda_attrs : 0;
        if (is_device_attrs(pca))
            error_at(unit->loc, "Subprogram '%s' may not be contained in %s '%s'; device subprograms may not contain subprograms",
                     name, is_kernel_attrs(pca) ? "kernel subroutine" : "device subprogram", cc_unit_name(parent));
        else if (is_device_attrs(ca))
            error_at(unit->loc, "%s '%s' may not be contained in %s '%s'", proc_title(ca), name,
                     cc_unit_kind_name(parent), cc_unit_name(parent));
    } else if (!parent && (ca & CA_DEVICE) && !(ca & (CA_HOST | CA_GLOBAL | CA_GRID_GLOBAL))) {
        error_at(unit->loc, "Device subprogram '%s' must appear within a MODULE", name);
    }
}

/* cudaMemset(devptr, value, count): "The value must match in type and
 * kind" (the interface ignores both, so a mismatch would store the wrong
 * bits); TYPE(C_DEVPTR) targets count bytes and are left alone. */
static void check_memset_value(Node *call, Symbol *target)
{
    ProcInfo *pi = cc_resolve(target)->proc;
    if (!pi || !pi->bind_name || strcmp(pi->bind_name, "cuf90_cudaMemset") || call->args.len < 2)
        return;
    Node *dst = call->args.items[0], *val = call->args.items[1];
    if (!dst || !val || !dst->type || !val->type || dst->type->kind == TY_DERIVED || dst->type->kind == TY_ERROR ||
        val->type->kind == TY_ERROR)
        return;
    if (dst->type->kind != val->type->kind || dst->type->kind_param != val->type->kind_param)
        error_at(val->loc, "The value of cudaMemset must match the type and kind of '%s' (%s), not %s",
                 cc_base_symbol(dst) ? cc_base_symbol(dst)->name : "devptr", type_name(dst->type), type_name(val->type));
}

/* Kernels only with chevrons, chevrons only on kernels, device subprograms
 * only from device code, host subprograms only from host code. */
void cc_check_call(CudaCtx *c, Node *call, Symbol *target, bool is_function)
{
    if (!is_function && call->chevron &&
        (cc_call_intrinsic(call) != INTR_NONE || (target && target->proc && target->proc->is_intrinsic))) {
        error_at(call->loc, "Intrinsic subroutine '%s' is not a kernel and may not be called with a launch configuration <<<...>>>",
                 cc_call_name(call, target));
        return;
    }
    if (!target || !target->proc)
        return;
    ProcInfo *pi = target->proc;
    unsigned ca = pi->cuda_attrs;
    const char *name = cc_call_name(call, target);
    bool launch = !is_function && call->chevron;
    Symbol *def = cc_resolve(target);
    if (cc_in_device(c) && def && def->module && !strncmp(def->module, "ieee_", 5)) {
        /* the guide: "Floating point exception handling is not supported";
         * the IEEE inquiries are not among the device intrinsics either */
        const char *where = c->cuf ? "a CUF kernel loop" : "device code";
        if (!strcmp(def->module, "ieee_exceptions"))
            error_at(call->loc, "Procedure '%s' of module 'ieee_exceptions' is not supported in %s, where floating-point exception handling is not supported", name, where);
        else
            error_at(call->loc, "Procedure '%s' of module '%s' is not supported in %s", name, def->module, where);
        return;
    }
    if (launch) {
        if (!is_kernel_attrs(ca)) {
            error_at(call->loc, "Subroutine '%s' is not a kernel (ATTRIBUTES(GLOBAL) with an explicit interface) and may not be called with a launch configuration <<<...>>>", name);
            return;
        }
        if (cc_in_device(c)) {
            error_at(call->loc, "Kernel subroutine '%s' may not be launched from device code", name);
            return;
        }
        cc_check_launch(c, call, target);
        return;
    }
    if (is_kernel_attrs(ca)) {
        error_at(call->loc, "Kernel subroutine '%s' must be called with a launch configuration <<<...>>>", name);
        return;
    }
    if (pi->is_intrinsic || pi->is_dummy_proc || cc_proc_from_intrinsic_module(target)) {
        if (!cc_in_device(c) && pi->bind_name && !strncmp(pi->bind_name, "cuf90_dev_wmma_", 15) &&
            strncmp(pi->bind_name, "cuf90_dev_wmma_fill_", 20)) {
            /* wmma's loads, stores and products take the whole warp: host
             * code has no warp (cudadevice's other built-ins have host
             * versions) */
            error_at(call->loc, "Procedure '%s' of module 'wmma' may only be called from device code", name);
            return;
        }
        check_memset_value(call, target);
        cc_check_args(c, call, target, &call->args);
        return;
    }
    /* internal procedures of device code are compiled as device code */
    for (Symbol *h = pi->is_internal ? pi->host_proc : NULL; h && h->proc && !ca; h = h->proc->host_proc) {
        ca = h->proc->cuda_attrs & (CA_DEVICE | CA_GLOBAL | CA_GRID_GLOBAL) ? CA_DEVICE : h->proc->cuda_attrs;
        if (!h->proc->is_internal)
            break;
    }
    if (cc_in_device(c) && c->host && !c->cuf && !pi->is_internal && (pi->cuda_attrs & CA_DEVICE) &&
        !(pi->cuda_attrs & CA_HOST)) {
        /* the host version of a host,device subprogram cannot call it */
        error_at(call->loc, "Device subprogram '%s' may not be called from host,device subprogram '%s'", name,
                 cc_unit_name(c->unit));
        return;
    }
    if (cc_in_device(c)) {
        if (!(ca & CA_DEVICE)) {
            error_at(call->loc, "Host subprogram '%s' may not be called from %s", name,
                     c->cuf ? "a CUF kernel loop" : "device code");
            return;
        }
        Symbol *def = cc_resolve(target);
        if (!opts.cuda_rdc && !c->cuf && def->scope && def->scope->kind == SCOPE_MODULE && def->scope->external_module)
            error_at(call->loc, "Device subprogram '%s' is defined in a module of another file; calling it from device code needs -gpu=rdc", name);
        if (c->cuf && !opts.cuda_rdc) {
            Symbol *r = cc_resolve(target);
            const char *here = c->module ? c->module->name : NULL;
            if (!r->module || !here || strcmp(r->module, here))
                error_at(call->loc, "Device subprogram '%s' called in a CUF kernel loop must be in the same module as the loop (or compile with -gpu=rdc)", name);
        }
    } else if ((ca & CA_DEVICE) && !(ca & CA_HOST)) {
        error_at(call->loc, "Device subprogram '%s' may only be called from device code", name);
        return;
    }
    cc_check_args(c, call, target, &call->args);
}

/* The space a dummy argument expects: an attribute written on it, else what
 * sema decided (dummies of device subprograms are device data). */
static MemSpace dummy_space(Symbol *d)
{
    unsigned a = d->attrs;
    if (a & A_MANAGED) return SPACE_MANAGED;
    if (a & A_CONSTANT) return SPACE_CONSTANT;
    if (a & A_SHARED) return SPACE_SHARED;
    if (a & A_TEXTURE) return SPACE_TEXTURE;
    if (a & A_DEVICE) return SPACE_DEVICE;
    if (a & A_PINNED) return SPACE_PINNED;
    return d->space;
}

static const char *actual_desc(Node *a, int i, char *buf, size_t n)
{
    Symbol *b = cc_base_symbol(a);
    if (b)
        snprintf(buf, n, "'%s'", b->name);
    else
        snprintf(buf, n, "%d", i + 1);
    return buf;
}

/* Device, managed, constant and shared data must meet dummies of the same
 * kind through an explicit interface. */
void cc_check_args(CudaCtx *c, Node *call, Symbol *target, NodeList *args)
{
    if (!target || !target->proc)
        return;
    ProcInfo *pi = target->proc;
    if (pi->is_intrinsic || pi->is_dummy_proc)
        return;
    /* cudafor's dummies take any space unless they carry an attribute
     * (cudaMalloc's array is DEVICE, cudaMallocManaged's MANAGED) */
    bool builtin = cc_proc_from_intrinsic_module(target);
    if (builtin && !cc_in_host(c))
        return;
    const char *pname = call->lhs && call->lhs->name ? call->lhs->name : target->name;
    bool host = cc_in_host(c);
    char buf[160];
    if (!pi->has_explicit_iface || pi->dummies.len == 0) {
        if (!host || pi->has_explicit_iface || builtin)
            return;
        for (int i = 0; i < args->len; i++) {
            Node *a = args->items[i];
            if (a && a->kind == N_KEYWORD)
                a = a->rhs;
            if (cc_is_designator(a) && cc_space_is_device(cc_designator_space(a)))
                error_at(a->loc, "%s actual argument %s of '%s' requires an explicit interface whose dummy argument has the %s attribute",
                         cc_space_keyword(cc_designator_space(a)), actual_desc(a, i, buf, sizeof buf),
                         target->name, cc_space_keyword(cc_designator_space(a)));
        }
        return;
    }
    for (int i = 0; i < args->len && i < pi->dummies.len; i++) {
        Node *a = args->items[i];
        Symbol *d = pi->dummies.data[i];
        if (!a || !d || a->kind == N_KEYWORD || a->kind == N_ALT_RETURN)
            continue;
        bool var = cc_is_designator(a);
        MemSpace asp = var ? cc_designator_space(a) : (host ? SPACE_HOST : SPACE_LOCAL);
        MemSpace dsp = dummy_space(d);
        if ((builtin && !(d->attrs & (A_DEVICE | A_MANAGED))) || (d->ignore_tkr & IGNORE_DEVICE))
            continue;
        actual_desc(a, i, buf, sizeof buf);
        if (host) {
            if (var && asp == SPACE_PINNED && (d->attrs & A_ALLOCATABLE) && !(d->attrs & A_PINNED))
                warning_at(a->loc, "Pinned array %s is passed to ALLOCATABLE dummy argument '%s' of '%s', which lacks the PINNED attribute; deallocating it there may fail",
                           buf, d->name, pname);
            if (d->attrs & A_VALUE) {
                if (var && cc_space_is_device(asp))
                    error_at(a->loc, "%s actual argument %s may not be passed to VALUE dummy argument '%s' of '%s' in host code",
                             cc_space_keyword(asp), buf, d->name, pname);
                continue;
            }
            switch (dsp) {
            case SPACE_DEVICE:
                if (asp != SPACE_DEVICE && asp != SPACE_MANAGED)
                    error_at(a->loc, "Actual argument %s of '%s' must be DEVICE or MANAGED data because dummy argument '%s' has the DEVICE attribute",
                             buf, pname, d->name);
                else if (asp == SPACE_DEVICE && cc_strided_section(a) && cc_dummy_needs_contiguous(d))
                    error_at(a->loc, "Strided section of device array %s may not be passed to dummy argument '%s' of '%s', which needs contiguous data; make the dummy assumed-shape",
                             buf, d->name, pname);
                break;
            case SPACE_MANAGED:
                if (asp != SPACE_MANAGED)
                    error_at(a->loc, "Actual argument %s of '%s' must be MANAGED data because dummy argument '%s' has the MANAGED attribute",
                             buf, pname, d->name);
                break;
            case SPACE_CONSTANT:
                if (asp != SPACE_CONSTANT)
                    error_at(a->loc, "Actual argument %s of '%s' must be CONSTANT data because dummy argument '%s' has the CONSTANT attribute",
                             buf, pname, d->name);
                break;
            case SPACE_SHARED:
            case SPACE_TEXTURE:
                break; /* reported on the dummy's declaration */
            default:
                if (var && cc_space_is_device(asp))
                    error_at(a->loc, "Actual argument %s of '%s' is %s data but dummy argument '%s' does not have the %s attribute",
                             buf, pname, cc_space_keyword(asp), d->name, cc_space_keyword(asp));
                break;
            }
        } else {
            if (d->attrs & A_VALUE)
                continue;
            if (dsp == SPACE_SHARED && asp != SPACE_SHARED)
                error_at(a->loc, "Actual argument %s of '%s' must be SHARED data because dummy argument '%s' has the SHARED attribute",
                         buf, pname, d->name);
            else if (dsp == SPACE_CONSTANT && asp != SPACE_CONSTANT)
                error_at(a->loc, "Actual argument %s of '%s' must be CONSTANT data because dummy argument '%s' has the CONSTANT attribute",
                         buf, pname, d->name);
            else if (asp == SPACE_CONSTANT && dsp != SPACE_CONSTANT)
                error_at(a->loc, "Actual argument %s of '%s' is CONSTANT data but dummy argument '%s' does not have the CONSTANT attribute",
                         buf, pname, d->name);
        }
    }
}
