/* coarray.c — coarrays for one image (-fcoarray=single/lib): the
 * coarray-spec of a declared entity (its cobounds) and the coarray
 * inquiry functions, which with one image are constants or a local
 * value: THIS_IMAGE, NUM_IMAGES, LCOBOUND, UCOBOUND, COSHAPE,
 * IMAGE_INDEX, TEAM_NUMBER, GET_TEAM, FAILED_IMAGES, STOPPED_IMAGES,
 * IMAGE_STATUS. The statements are lowered by frontend/parse_coarray.c. */
#include "sema_impl.h"

#include <string.h>

/* Cobounds of image 1's coarray: the last upper cobound is the lower one
 * (one image), a deferred spec (allocatable) counts as [1:*]... of corank given. */
struct CoSpec {
    int corank;
    int64_t lo[15], up[15];
    Node *lo_e[15], *up_e[15]; /* a cobound that is not constant: its (checked) expression */
};

/* Records the coarray-spec codims (N_DIM list) of s. */
void sema_coarray_declare(Symbol *s, NodeList *codims, Loc loc)
{
    if (!s || !codims || !codims->len)
        return;
    if (codims->len > 15) {
        error_at(loc, "Coarray '%s' has more than 15 codimensions.", s->name);
        return;
    }
    CoSpec *c = NEW(CoSpec);
    c->corank = codims->len;
    for (int i = 0; i < codims->len; i++) {
        Node *d = codims->items[i];
        int64_t v = 1;
        if (d->lhs) {
            expr_check(d->lhs);
            if (!node_const_int(d->lhs, &v))
                c->lo_e[i] = d->lhs; /* a specification expression (dummies, ALLOCATE's variables) */
        }
        c->lo[i] = v;
        c->up[i] = v;
        c->up_e[i] = c->lo_e[i];
        if (d->dim_kind == DIM_EXPLICIT && d->rhs) {
            expr_check(d->rhs);
            c->up_e[i] = NULL;
            if (node_const_int(d->rhs, &v))
                c->up[i] = v;
            else
                c->up_e[i] = d->rhs;
        }
        if (i == codims->len - 1 && d->dim_kind == DIM_EXPLICIT)
            error_at(d->loc, "The last upper cobound of coarray '%s' must be '*'.", s->name);
    }
    s->cospec = c;
}

/* ALLOCATE (a(n)[lo:*]): the cobounds that the inquiries after it in the
 * source see (known at compile time: constant cobounds, in source order). */
void sema_coarray_allocate(Symbol *s, NodeList *cosubs, Loc loc)
{
    NodeList spec = {0};
    for (int i = 0; i < cosubs->len; i++) {
        Node *c = cosubs->items[i];
        if (c->kind == N_KEYWORD)
            continue;
        if (c->kind != N_DIM) {
            Node *d = node_new(N_DIM, c->loc);
            d->dim_kind = DIM_EXPLICIT;
            d->rhs = c;
            c = d;
        }
        nodelist_push(&spec, c);
    }
    if (!spec.len || spec.items[spec.len - 1]->dim_kind != DIM_ASSUMED_SIZE) {
        error_at(loc, "The last upper cobound in ALLOCATE of coarray '%s' must be '*'.", s->name);
        return;
    }
    if (s->cospec && s->cospec->corank != spec.len) {
        error_at(loc, "ALLOCATE gives coarray '%s' corank %d, declared with %d.", s->name, spec.len, s->cospec->corank);
        return;
    }
    sema_coarray_declare(s, &spec, loc);
}

/* The coarray an inquiry names: a variable or component with a coarray-spec;
 * one declared elsewhere (a module read from its .mod file) is taken as [*]. */
static CoSpec *coarray_of(Node *a, const char *fn)
{
    static CoSpec star = {1, {1}, {1}, {0}, {0}};
    if (!a) 
        return NULL;
    expr_check(a);
    /* b%a%i names the coarray b (or a coarray component on the way) */
    for (Node *p = a; p && (p->kind == N_COMPONENT || p->kind == N_ARRAY_REF); p = p->lhs)
        if (p->kind == N_COMPONENT && p->sym && p->sym->cospec)
            return p->sym->cospec;
    /* else the base object's (e%c of coarray e has e's cobounds) */
    Symbol *s = expr_base_symbol(a);
    if (!s && a->kind == N_COMPONENT)
        s = a->sym;
    if (!s) {
        error_at(a->loc, "The COARRAY argument of %s must be a coarray.", fn);
        return NULL;
    }
    return s->cospec ? s->cospec : &star;
}

static Node *named(const char *name, Loc loc)
{
    Node *n = node_new(N_NAME, loc);
    n->name = name;
    return n;
}

static Node *call2(const char *fn, Node *a, Node *b, Node *c, Loc loc)
{
    Node *n = node_new(N_PAREN_ARGS, loc);
    n->lhs = named(fn, loc);
    nodelist_push(&n->args, a);
    if (b)
        nodelist_push(&n->args, b);
    if (c)
        nodelist_push(&n->args, c);
    return n;
}

/* The KIND= of an inquiry (default integer when absent). */
static int result_kind(Node *k)
{
    int64_t v = 4;
    if (k) {
        expr_check(k);
        if (!node_const_int(k, &v))
            error_at(k->loc, "KIND argument must be a constant.");
    }
    return (int)v;
}

/* Cobound i of c (which 'l', 'u', or 'e' for the extent) as an INTEGER(kind) expression. */
static Node *co_val(CoSpec *c, int which, int i, int kind, Loc loc)
{
    Node *lo = c->lo_e[i] ? call2("int", c->lo_e[i], sema_int_const(kind, 4, loc), NULL, loc) : sema_int_const(c->lo[i], kind, loc);
    Node *up = c->up_e[i] ? call2("int", c->up_e[i], sema_int_const(kind, 4, loc), NULL, loc) : sema_int_const(c->up[i], kind, loc);
    if (which == 'l')
        return lo;
    if (which == 'u')
        return up;
    if (!c->lo_e[i] && !c->up_e[i])
        return sema_int_const(c->up[i] - c->lo[i] + 1, kind, loc);
    Node *d = node_new(N_BINARY, loc);
    d->op = TK_MINUS;
    d->lhs = up;
    d->rhs = lo;
    Node *n = node_new(N_BINARY, loc);
    n->op = TK_PLUS;
    n->lhs = d;
    n->rhs = sema_int_const(1, kind, loc);
    return n;
}

/* [v(1), ..., v(corank)] or v(dim) when DIM is given. */
static Node *per_codim(CoSpec *c, int which, Node *dim, int kind, Loc loc)
{
    if (dim) {
        int64_t d;
        expr_check(dim);
        if (!node_const_int(dim, &d)) {
            /* a variable DIM: sum(merge([v...], 0, [1, ..., corank] == dim)) */
            Node *ctor = node_new(N_ARRAY_CTOR, loc), *iota = node_new(N_ARRAY_CTOR, loc);
            for (int i = 0; i < c->corank; i++) {
                nodelist_push(&ctor->args, co_val(c, which, i, kind, loc));
                nodelist_push(&iota->args, sema_int_const(i + 1, 4, loc));
            }
            Node *eq = node_new(N_BINARY, loc);
            eq->op = TK_EQ;
            eq->lhs = iota;
            eq->rhs = dim;
            return call2("sum", call2("merge", ctor, sema_int_const(0, kind, loc), eq, loc), NULL, NULL, loc);
        }
        if (d < 1 || d > c->corank) {
            error_at(dim->loc, "DIM argument %lld is not a codimension of the coarray (corank %d).", (long long)d, c->corank);
            return sema_int_const(0, kind, loc);
        }
        return co_val(c, which, (int)d - 1, kind, loc);
    }
    Node *ctor = node_new(N_ARRAY_CTOR, loc);
    for (int i = 0; i < c->corank; i++)
        nodelist_push(&ctor->args, co_val(c, which, i, kind, loc));
    return ctor;
}

/* Argument i of e, or the one given as keyword kw; NULL when absent. */
static Node *arg(Node *e, int i, const char *kw)
{
    int pos = 0;
    for (int j = 0; j < e->args.len; j++) {
        Node *a = e->args.items[j];
        if (a->kind == N_KEYWORD) {
            if (!strcmp(a->name, kw))
                return a->rhs;
        } else if (pos++ == i) {
            return a;
        }
    }
    return NULL;
}

/* The coarray and atomic intrinsic subroutines that frontend/parse_coarray.c
 * lowers (named in INTRINSIC statements too) and the inquiries here. */
bool sema_coarray_is_intrinsic(const char *name)
{
    static const char *const names[] = {"co_sum", "co_min", "co_max", "co_broadcast", "co_reduce",
        "event_query", "atomic_define", "atomic_ref", "atomic_add", "atomic_and", "atomic_or",
        "atomic_xor", "atomic_fetch_add", "atomic_fetch_and", "atomic_fetch_or", "atomic_fetch_xor",
        "atomic_cas", "this_image", "num_images", "lcobound", "ucobound", "coshape", "image_index",
        "team_number", "get_team", "failed_images", "stopped_images", "image_status", NULL};
    for (int i = 0; names[i]; i++)
        if (!strcmp(names[i], name))
            return true;
    return false;
}

/* Rewrites e (N_PAREN_ARGS of a name that is no user entity) when it is a
 * coarray inquiry; false when it is none. */
bool sema_coarray_intrinsic(Node *e, const char *name)
{
    static const char *const fns[] = {"this_image", "num_images", "lcobound", "ucobound", "coshape",
                                      "image_index", "team_number", "get_team", "failed_images",
                                      "stopped_images", "image_status", NULL};
    int k = 0;
    while (fns[k] && strcmp(fns[k], name))
        k++;
    if (!fns[k])
        return false;
    Loc loc = e->loc;
    Node *r = NULL;
    if (opts.coarray == COARRAY_NONE && k != 1 && k != 0) {
        error_at(loc, "Coarrays disabled, use '-fcoarray=' to enable");
        expr_set_error(e);
        return true;
    }
    if (!strcmp(name, "this_image")) {
        /* THIS_IMAGE([TEAM]) is 1; THIS_IMAGE(COARRAY [, DIM]) image 1's cosubscripts */
        Node *a = arg(e, 0, "coarray");
        Node *dim = arg(e, 1, "dim");
        bool team = false;
        if (a) {
            expr_check(a);
            Symbol *s = a->kind == N_COMPONENT ? a->sym : expr_base_symbol(a);
            team = a->type && a->type->kind == TY_DERIVED && !(s && s->cospec);
        }
        if (!a || team || arg(e, 99, "team")) {
            r = sema_int_const(1, 4, loc);
        } else {
            CoSpec *c = coarray_of(a, "THIS_IMAGE");
            r = c ? per_codim(c, 'l', dim, 4, loc) : sema_int_const(1, 4, loc);
        }
    } else if (!strcmp(name, "num_images")) {
        r = sema_int_const(1, 4, loc);
    } else if (!strcmp(name, "lcobound") || !strcmp(name, "ucobound")) {
        CoSpec *c = coarray_of(arg(e, 0, "coarray"), name[0] == 'l' ? "LCOBOUND" : "UCOBOUND");
        if (c)
            r = per_codim(c, name[0], arg(e, 1, "dim"), result_kind(arg(e, 2, "kind")), loc);
    } else if (!strcmp(name, "coshape")) {
        CoSpec *c = coarray_of(arg(e, 0, "coarray"), "COSHAPE");
        if (c)
            r = per_codim(c, 'e', NULL, result_kind(arg(e, 1, "kind")), loc);
    } else if (!strcmp(name, "image_index")) {
        /* 1 when SUB is image 1's cosubscripts, else 0 */
        CoSpec *c = coarray_of(arg(e, 0, "coarray"), "IMAGE_INDEX");
        Node *sub = arg(e, 1, "sub");
        if (c && sub) {
            Node *lo = per_codim(c, 'l', NULL, 4, loc);
            Node *eq = node_new(N_BINARY, loc);
            eq->op = TK_EQ;
            eq->lhs = sub;
            eq->rhs = lo;
            r = call2("merge", sema_int_const(1, 4, loc), sema_int_const(0, 4, loc), call2("all", eq, NULL, NULL, loc), loc);
        } else if (c) {
            error_at(loc, "IMAGE_INDEX needs its SUB argument.");
        }
    } else if (!strcmp(name, "team_number")) {
        Node *t = arg(e, 0, "team");
        if (t) {
            Node *m = node_new(N_COMPONENT, loc);
            m->lhs = t;
            m->name = "cuf90_number";
            r = m;
        } else {
            r = sema_int_const(-1, 4, loc); /* the initial team */
        }
    } else if (!strcmp(name, "get_team")) {
        r = call2("team_type", sema_int_const(-1, 8, loc), NULL, NULL, loc);
    } else if (!strcmp(name, "failed_images") || !strcmp(name, "stopped_images")) {
        /* no image has failed or stopped while this one runs: [integer(kind) ::] */
        int kind = result_kind(arg(e, 1, "kind"));
        Node *ctor = node_new(N_ARRAY_CTOR, loc);
        ctor->ts = NEW(TypeSpec);
        ctor->ts->kind = TS_INTEGER;
        ctor->ts->loc = loc;
        ctor->ts->kind_expr = sema_int_const(kind, 4, loc);
        r = ctor;
    } else if (!strcmp(name, "image_status")) {
        Node *img = arg(e, 0, "image");
        if (!img) {
            error_at(loc, "IMAGE_STATUS needs its IMAGE argument.");
        } else {
            /* image 1 runs; another one, as libcaf_single says, has stopped */
            Node *eq = node_new(N_BINARY, loc);
            eq->op = TK_EQ;
            eq->lhs = img;
            eq->rhs = sema_int_const(1, 4, loc);
            r = call2("merge", sema_int_const(0, 4, loc), sema_int_const(6000, 4, loc), eq, loc);
        }
    }
    if (!r) {
        expr_set_error(e);
        return true;
    }
    Loc keep = e->loc;
    *e = *r;
    e->loc = keep;
    expr_check(e);
    return true;
}
