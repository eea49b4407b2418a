/* check_cuda_launch.c — kernel launches: the execution configuration
 * <<<grid, block[, bytes[, stream]]>>> and the actual arguments against the
 * kernel's interface (count, type, rank, and value/reference: a dummy passed
 * by reference needs device-resident data).
 */
#include "check_cuda.h"

static bool is_dim3(Type *t)
{
    return t && t->kind == TY_DERIVED && t->derived && t->derived->name && !strcmp(t->derived->name, "dim3");
}

static bool typed_error(Node *e)
{
    return !e->type || e->type->kind == TY_ERROR;
}

/* A grid or block value: INTEGER or TYPE(dim3); in a CUF kernel also '*'
 * or a parenthesized list of those. */
static void check_shape_value(Node *e, const char *what, bool cuf)
{
    if (!e)
        return;
    if (e->kind == N_STAR) {
        if (!cuf)
            error_at(e->loc, "'*' is only allowed in the launch configuration of a CUF kernel or as the grid of an ATTRIBUTES(GRID_GLOBAL) kernel, not as the %s of this kernel launch", what);
        return;
    }
    if (cuf && e->kind == N_COMPLEX_LIT) {
        check_shape_value(e->lhs, what, cuf);
        check_shape_value(e->rhs, what, cuf);
        return;
    }
    if (e->kind == N_PAREN_ARGS && !e->lhs) {
        if (!cuf) {
            error_at(e->loc, "A parenthesized list is only allowed as the %s of a CUF kernel; use TYPE(dim3) in a kernel launch", what);
            return;
        }
        if (e->args.len > 3)
            error_at(e->loc, "The %s of a CUF kernel has at most 3 values, not %d", what, e->args.len);
        for (int i = 0; i < e->args.len; i++)
            check_shape_value(e->args.items[i], what, cuf);
        return;
    }
    if (cuf && e->kind == N_ARRAY_CTOR) {
        for (int i = 0; i < e->args.len; i++)
            check_shape_value(e->args.items[i], what, cuf);
        return;
    }
    if (typed_error(e))
        return;
    if (e->rank > 0)
        error_at(e->loc, "The %s of a launch configuration must be a scalar", what);
    else if (e->type->kind != TY_INTEGER && !(is_dim3(e->type) && !cuf))
        error_at(e->loc, "The %s of a launch configuration must be INTEGER%s, not %s", what,
                 cuf ? "" : " or TYPE(dim3)", type_name(e->type));
}

static void check_int_value(Node *e, const char *what, bool stream)
{
    if (!e)
        return;
    if (e->kind == N_STAR) {
        error_at(e->loc, "'*' may not be the %s of a launch configuration", what);
        return;
    }
    if (typed_error(e))
        return;
    if (e->rank > 0 || e->type->kind != TY_INTEGER)
        error_at(e->loc, "The %s of a launch configuration must be an INTEGER scalar%s", what,
                 stream ? " of KIND=cuda_stream_kind" : "");
    else if (stream && e->type->kind_param != 8 && !e->cval)
        error_at(e->loc, "The stream of a launch configuration must be INTEGER(KIND=cuda_stream_kind), not %s",
                 type_name(e->type));
}

void cc_check_launch_config(CudaCtx *c, Node *cfg, bool cuf)
{
    (void)c;
    if (!cfg)
        return;
    int n = cfg->args.len;
    Node *stream_kw = NULL;
    int positional = 0;
    for (int i = 0; i < n; i++) {
        Node *a = cfg->args.items[i];
        if (a && a->kind == N_KEYWORD) {
            if (a->name && !strcmp(a->name, "stream"))
                stream_kw = a;
            else
                error_at(a->loc, "Unknown keyword '%s' in a launch configuration; only STREAM= is allowed", a->name ? a->name : "");
        } else {
            positional++;
        }
    }
    if (positional < 2) {
        error_at(cfg->loc, "A launch configuration needs a grid and a block value");
        return;
    }
    if (positional + (stream_kw != NULL) > 4) {
        error_at(cfg->loc, "A launch configuration has at most four values (grid, block, bytes, stream), not %d",
                 positional + (stream_kw != NULL));
        return;
    }
    check_shape_value(cfg->args.items[0], "grid", cuf);
    check_shape_value(cfg->args.items[1], "block", cuf);
    if (positional >= 3)
        check_int_value(cfg->args.items[2], "shared memory byte count", false);
    if (positional >= 4)
        check_int_value(cfg->args.items[3], "stream", true);
    if (stream_kw)
        check_int_value(stream_kw->rhs, "stream", true);
}

static const char *arg_desc(Node *a, int i, char *buf, size_t n)
{
    Symbol *b = cc_is_designator(a) ? cc_base_symbol(a) : NULL;
    if (b)
        snprintf(buf, n, "'%s'", b->name);
    else
        snprintf(buf, n, "%d", i + 1);
    return buf;
}

/* One actual argument of a launch against its dummy. */
static void check_launch_arg(Node *a, int i, Symbol *d, Symbol *k)
{
    char buf[160];
    arg_desc(a, i, buf, sizeof buf);
    /* !DIR$ IGNORE_TKR on the dummy (the book's ch06 passes a REAL array to
       a COMPLEX one): the same relaxations as for ordinary calls */
    unsigned ign = d->ignore_tkr;
    bool type_ok = (ign & IGNORE_TYPE) ||
                   ((ign & IGNORE_KIND) && a->type && d->type && a->type->kind == d->type->kind);
    if (!typed_error(a) && d->type && d->type->kind != TY_ERROR && d->type->kind != TY_CHARACTER && !type_ok &&
        !type_equal(a->type, d->type)) {
        error_at(a->loc, "Actual argument %s of kernel '%s' has type %s but dummy argument '%s' has type %s",
                 buf, k->name, type_name(a->type), d->name, type_name(d->type));
        return;
    }
    bool elem = a->kind == N_ARRAY_REF && a->rank == 0;
    if (!d->shape && a->rank > 0 && !(ign & IGNORE_RANK)) {
        error_at(a->loc, "Actual argument %s of kernel '%s' is an array but dummy argument '%s' is a scalar", buf, k->name, d->name);
        return;
    }
    if (d->shape && a->rank == 0 && !elem && !typed_error(a) && !(ign & IGNORE_RANK)) {
        error_at(a->loc, "Actual argument %s of kernel '%s' is a scalar but dummy argument '%s' is an array", buf, k->name, d->name);
        return;
    }
    bool var = cc_is_designator(a);
    MemSpace sp = var ? cc_designator_space(a) : SPACE_HOST;
    if (d->attrs & A_VALUE) {
        if (var && cc_space_is_device(sp))
            error_at(a->loc, "%s variable %s may not be passed to VALUE dummy argument '%s' of kernel '%s'; host code cannot read it",
                     sp == SPACE_CONSTANT ? "Constant" : "Device", buf, d->name, k->name);
        return;
    }
    if (sp == SPACE_CONSTANT)
        error_at(a->loc, "Constant variable %s may not be passed to kernel '%s'; constant data cannot be passed between host and global subprograms",
                 buf, k->name);
    else if ((sp == SPACE_DEVICE || sp == SPACE_MANAGED) && cc_strided_section(a) && cc_dummy_needs_contiguous(d))
        error_at(a->loc, "Strided section of device array %s may not be passed to dummy argument '%s' of kernel '%s', which needs contiguous data; make the dummy assumed-shape",
                 buf, d->name, k->name);
    else if ((d->attrs & A_MANAGED) && sp != SPACE_MANAGED)
        error_at(a->loc, "Actual argument %s of kernel '%s' must be MANAGED data because dummy argument '%s' has the MANAGED attribute",
                 buf, k->name, d->name);
    else if (sp != SPACE_DEVICE && sp != SPACE_MANAGED)
        error_at(a->loc, "Actual argument %s of kernel '%s' must be DEVICE or MANAGED data because dummy argument '%s' is passed by reference (give it the VALUE attribute to pass a host value)",
                 buf, k->name, d->name);
}

/* The first SHARED array of kernel 'k' whose size comes from the launch's
 * byte count (assumed-size or automatic), or NULL. */
static Symbol *dynamic_shared_array(Symbol *k)
{
    Node *def = k->proc ? k->proc->def : NULL;
    Scope *sc = def ? def->scope : NULL;
    if (!sc)
        return NULL;
    for (int i = 0; i < sc->symbols.len; i++) {
        Symbol *s = sc->symbols.data[i];
        /* allocatable or pointer shared data is an error of its own */
        if (!s || s->kind != SYM_VARIABLE || s->is_dummy || !(s->attrs & A_SHARED) || !s->shape ||
            (s->attrs & (A_ALLOCATABLE | A_POINTER)))
            continue;
        if (s->shape->kind == DIM_ASSUMED_SIZE || !s->shape->constant)
            return s;
    }
    return NULL;
}

/* "Programmers must provide a sufficient number of bytes in the chevron
 * launch configuration shared memory value to cover all automatic arrays". */
static void check_dynamic_shared(Node *call, Symbol *k)
{
    Symbol *s = dynamic_shared_array(k);
    if (!s)
        return;
    Node *cfg = call->chevron;
    int positional = 0;
    for (int i = 0; i < cfg->args.len; i++)
        if (cfg->args.items[i] && cfg->args.items[i]->kind != N_KEYWORD)
            positional++;
    Node *bytes = positional >= 3 ? cfg->args.items[2] : NULL;
    if (!bytes)
        error_at(cfg->loc, "Kernel '%s' has the dynamic SHARED array '%s', so its launch must give a shared memory byte count",
                 k->name, s->name);
    else if (bytes->cval && bytes->cval->type && bytes->cval->type->kind == TY_INTEGER && bytes->cval->rank == 0 &&
             bytes->cval->i <= 0)
        error_at(bytes->loc, "Kernel '%s' has the dynamic SHARED array '%s', so its launch must give a positive shared memory byte count",
                 k->name, s->name);
}

void cc_check_launch(CudaCtx *c, Node *call, Symbol *k)
{
    /* <<<*, block>>>: a grid_global kernel on as many blocks as can be resident */
    Node *g0 = call->chevron && call->chevron->args.len > 0 ? call->chevron->args.items[0] : NULL;
    if (g0 && g0->kind == N_STAR && k->proc && (k->proc->cuda_attrs & CA_GRID_GLOBAL))
        call->chevron->args.items[0] = NULL;
    cc_check_launch_config(c, call->chevron, false);
    if (call->chevron && !call->chevron->args.items[0])
        call->chevron->args.items[0] = g0;
    if (call->chevron)
        check_dynamic_shared(call, k);
    ProcInfo *pi = k->proc;
    if (!pi || !pi->has_explicit_iface)
        return;
    int nargs = call->args.len, ndum = pi->dummies.len;
    for (int i = 0; i < nargs; i++) {
        Node *a = call->args.items[i];
        if (a && a->kind == N_KEYWORD)
            return; /* keywords not placed: sema reported the mismatch */
    }
    if (nargs > ndum) {
        error_at(call->loc, "Kernel '%s' has %d dummy argument%s but is launched with %d actual arguments",
                 k->name, ndum, ndum == 1 ? "" : "s", nargs);
        return;
    }
    for (int i = 0; i < ndum; i++) {
        Symbol *d = pi->dummies.data[i];
        Node *a = i < nargs ? call->args.items[i] : NULL;
        if (!d)
            continue;
        if (!a) {
            if (!(d->attrs & A_OPTIONAL))
                error_at(call->loc, "Launch of kernel '%s' has no actual argument for dummy argument '%s'", k->name, d->name);
            continue;
        }
        check_launch_arg(a, i, d, k);
    }
}
