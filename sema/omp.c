/* omp.c — OpenMP directives in sema (docs/openmp.md): the clauses' names
 * resolved to variables, their expressions typed, which clause a directive
 * accepts, the data-sharing rules (one data-sharing attribute per variable
 * and construct, DEFAULT(NONE)), the reduction identifiers against the
 * variables' types, the loops of loop constructs and the forms of ATOMIC.
 * Codegen (codegen/omp.c) relies on every clause variable having its
 * Symbol (Node.sym) and on the loop nest that COLLAPSE names being there. */
#include "sema_impl.h"

#include <stdint.h>
#include <stdlib.h>

static bool is_err(Node *e) { return !e || !e->type || e->type->kind == TY_ERROR; }

/* Clauses each directive accepts (bit per OmpClause). */
#define B(c) (1ull << (c))
#define DATA_PAR (B(OMPC_PRIVATE) | B(OMPC_FIRSTPRIVATE) | B(OMPC_SHARED) | B(OMPC_DEFAULT) | B(OMPC_REDUCTION) | \
                  B(OMPC_COPYIN) | B(OMPC_IF) | B(OMPC_NUM_THREADS) | B(OMPC_PROC_BIND))
#define DATA_DO (B(OMPC_PRIVATE) | B(OMPC_FIRSTPRIVATE) | B(OMPC_LASTPRIVATE) | B(OMPC_REDUCTION) | \
                 B(OMPC_SCHEDULE) | B(OMPC_COLLAPSE) | B(OMPC_ORDERED) | B(OMPC_NOWAIT) | B(OMPC_LINEAR))
#define DATA_SIMD (B(OMPC_PRIVATE) | B(OMPC_LASTPRIVATE) | B(OMPC_REDUCTION) | B(OMPC_COLLAPSE) | \
                   B(OMPC_SAFELEN) | B(OMPC_SIMDLEN) | B(OMPC_LINEAR) | B(OMPC_ALIGNED))
#define DATA_TASK (B(OMPC_PRIVATE) | B(OMPC_FIRSTPRIVATE) | B(OMPC_SHARED) | B(OMPC_DEFAULT) | B(OMPC_IF) | \
                   B(OMPC_UNTIED) | B(OMPC_MERGEABLE) | B(OMPC_FINAL) | B(OMPC_PRIORITY))

static unsigned long long allowed(int d)
{
    switch (d) {
    case OMP_PARALLEL: return DATA_PAR;
    case OMP_DO: return DATA_DO;
    case OMP_DO_SIMD: return DATA_DO | DATA_SIMD;
    case OMP_SIMD: return DATA_SIMD;
    case OMP_PARALLEL_DO: return (DATA_PAR | DATA_DO) & ~B(OMPC_NOWAIT);
    case OMP_PARALLEL_DO_SIMD: return (DATA_PAR | DATA_DO | DATA_SIMD) & ~B(OMPC_NOWAIT);
    case OMP_SECTIONS:
        return B(OMPC_PRIVATE) | B(OMPC_FIRSTPRIVATE) | B(OMPC_LASTPRIVATE) | B(OMPC_REDUCTION) | B(OMPC_NOWAIT);
    case OMP_PARALLEL_SECTIONS:
        return DATA_PAR | B(OMPC_LASTPRIVATE);
    case OMP_PARALLEL_WORKSHARE: return DATA_PAR;
    case OMP_WORKSHARE: return B(OMPC_NOWAIT);
    case OMP_SINGLE: return B(OMPC_PRIVATE) | B(OMPC_FIRSTPRIVATE) | B(OMPC_COPYPRIVATE) | B(OMPC_NOWAIT);
    case OMP_TASK: return DATA_TASK | B(OMPC_DEPEND);
    case OMP_TASKLOOP: case OMP_TASKLOOP_SIMD:
        return DATA_TASK | B(OMPC_LASTPRIVATE) | B(OMPC_COLLAPSE) | B(OMPC_GRAINSIZE) | B(OMPC_NUM_TASKS) |
               B(OMPC_NOGROUP) | (d == OMP_TASKLOOP_SIMD ? DATA_SIMD : 0);
    case OMP_CRITICAL: return B(OMPC_HINT);
    case OMP_ORDERED: return B(OMPC_DEPEND);
    default: return 0;
    }
}

static const char *upper(const char *w)
{
    char *s = arena_strdup(cu_arena, w);
    for (char *c = s; *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 'a' + 'A');
    return s;
}

bool omp_is_parallel(int d)
{
    return d == OMP_PARALLEL || d == OMP_PARALLEL_DO || d == OMP_PARALLEL_DO_SIMD || d == OMP_PARALLEL_SECTIONS ||
           d == OMP_PARALLEL_WORKSHARE;
}

bool omp_is_loop(int d) { return omp_dir_form[d] == OF_LOOP; }

static void require_scalar(Node *e, bool logical, const char *what)
{
    expr_check(e);
    if (is_err(e))
        return;
    bool ok = !e->rank && e->type && (logical ? e->type->kind == TY_LOGICAL : e->type->kind == TY_INTEGER);
    if (!ok)
        error_at(e->loc, "The %s expression must be a scalar %s.", what, logical ? "LOGICAL" : "INTEGER");
}

/* A positive constant (COLLAPSE, ORDERED(n), SAFELEN); 0 after an error. */
static int positive_constant(Node *e, const char *what)
{
    require_scalar(e, false, what);
    int64_t v;
    if (is_err(e))
        return 0;
    if (!node_const_int(e, &v) || v < 1 || v > 15) {
        error_at(e->loc, "The %s argument must be a positive INTEGER constant.", what);
        return 0;
    }
    return (int)v;
}

/* The reduction identifier fits the variable's type? */
static bool reduction_fits(const char *op, Type *t)
{
    if (!t)
        return false;
    if (!strcmp(op, "+") || !strcmp(op, "*") || !strcmp(op, "-"))
        return type_is_numeric(t);
    if (op[0] == '.')
        return t->kind == TY_LOGICAL;
    if (!strcmp(op, "max") || !strcmp(op, "min"))
        return t->kind == TY_INTEGER || t->kind == TY_REAL;
    return t->kind == TY_INTEGER; /* iand ior ieor */
}

static bool known_reduction(const char *op)
{
    static const char *const ops[] = {"+", "*", "-", ".and.", ".or.", ".eqv.", ".neqv.", "max", "min", "iand", "ior",
                                      "ieor"};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (!strcmp(op, ops[i]))
            return true;
    return false;
}

/* One variable of a clause: resolved and checked to be a variable. */
static void clause_var(Node *c, Node *v, const char *what)
{
    if (v->name[0] == '/') {
        /* a common block: /blk/ */
        Symbol *cb = scope_lookup(S.scope, v->name);
        if (!cb || cb->kind != SYM_COMMON)
            error_at(v->loc, "COMMON block '%s' in %s is not declared.", v->name, what);
        v->sym = cb;
        return;
    }
    expr_check(v);
    if (is_err(v))
        return;
    if (c->op == OMPC_SHARED || c->op == OMPC_DEPEND) {
        if (v->sym && v->sym->kind == SYM_VARIABLE)
            return;
    }
    if (v->sym && v->sym->kind == SYM_PROCEDURE && (v->sym->attrs & A_POINTER) &&
        (c->op == OMPC_PRIVATE || c->op == OMPC_FIRSTPRIVATE || c->op == OMPC_LASTPRIVATE || c->op == OMPC_SHARED ||
         c->op == OMPC_COPYPRIVATE)) {
        if (v->sym->is_dummy && v->sym->intent == INTENT_IN && c->op == OMPC_LASTPRIVATE)
            error_at(v->loc, "Dummy argument '%s' with INTENT(IN) cannot appear in %s.", v->sym->name, what);
        return; /* a procedure pointer (OpenMP 4.5 2.15.3) */
    }
    if (!v->sym || v->sym->kind != SYM_VARIABLE) {
        expr_is_variable(v, true, what);
        return;
    }
    Symbol *s = v->sym;
    if (c->op == OMPC_PRIVATE || c->op == OMPC_FIRSTPRIVATE || c->op == OMPC_LASTPRIVATE ||
        c->op == OMPC_REDUCTION) {
        if (s->is_dummy && s->shape && s->shape->kind == DIM_ASSUMED_SIZE)
            error_at(v->loc, "Assumed-size array '%s' cannot appear in %s.", s->name, what);
        if (s->is_dummy && s->intent == INTENT_IN && c->op != OMPC_PRIVATE && c->op != OMPC_FIRSTPRIVATE)
            error_at(v->loc, "Dummy argument '%s' with INTENT(IN) cannot appear in %s.", s->name, what);
    }
    if (c->op == OMPC_REDUCTION && c->name && known_reduction(c->name) && !reduction_fits(c->name, s->type))
        error_at(v->loc, "Variable '%s' of type %s cannot appear in a REDUCTION with '%s'.", s->name,
                 type_name(s->type), c->name);
    if (c->op == OMPC_COPYIN && !s->omp_threadprivate)
        error_at(v->loc, "COPYIN variable '%s' must be THREADPRIVATE.", s->name);
}

/* Data-sharing clauses of one construct: each variable in one of them. */
static void check_clauses(Node *s)
{
    unsigned long long ok = allowed(s->op);
    const char *dir = upper(omp_dir_words[s->op]);
    PtrVec seen = {0};
    PtrVec seen_clause = {0};
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (!c)
            continue;
        const char *cname = upper(omp_clause_names[c->op]);
        if (!(ok & B(c->op))) {
            error_at(c->loc, "Clause %s is not allowed on !$OMP %s.", cname, dir);
            continue;
        }
        const char *what = arena_printf(cu_arena, "a %s clause", cname);
        switch (c->op) {
        case OMPC_IF: require_scalar(c->rhs, true, "IF clause"); break;
        case OMPC_FINAL: require_scalar(c->rhs, true, "FINAL clause"); break;
        case OMPC_NUM_THREADS: require_scalar(c->rhs, false, "NUM_THREADS clause"); break;
        case OMPC_PRIORITY: case OMPC_GRAINSIZE: case OMPC_NUM_TASKS: case OMPC_HINT:
            require_scalar(c->rhs, false, arena_printf(cu_arena, "%s clause", cname));
            break;
        case OMPC_SCHEDULE:
            if (c->rhs)
                require_scalar(c->rhs, false, "SCHEDULE chunk");
            if (c->rhs && (!strcmp(c->name, "runtime") || !strcmp(c->name, "auto")))
                error_at(c->rhs->loc, "SCHEDULE(%s) takes no chunk size.", upper(c->name));
            break;
        case OMPC_COLLAPSE: case OMPC_SAFELEN: case OMPC_SIMDLEN:
            positive_constant(c->rhs, cname);
            break;
        case OMPC_ORDERED:
            if (c->rhs)
                positive_constant(c->rhs, cname);
            break;
        case OMPC_REDUCTION:
            if (!known_reduction(c->name)) {
                error_at(c->loc, "'%s' is not a reduction identifier (+, *, -, .AND., .OR., .EQV., .NEQV., MAX, MIN, "
                                 "IAND, IOR or IEOR).", c->name);
            }
            break;
        case OMPC_DEPEND:
            if ((s->op == OMP_ORDERED) != (!strcmp(c->name, "sink") || !strcmp(c->name, "source")))
                error_at(c->loc, "DEPEND(%s) is not allowed on !$OMP %s.", upper(c->name), dir);
            break;
        case OMPC_LINEAR: case OMPC_ALIGNED:
            if (c->rhs)
                expr_check(c->rhs);
            break;
        default:
            break;
        }
        for (int j = 0; j < c->args.len; j++) {
            Node *v = c->args.items[j];
            if (c->op == OMPC_DEPEND) {
                expr_check(v);
                if (!strcmp(c->name, "sink") && !is_err(v) && (v->rank || !v->type || v->type->kind != TY_INTEGER))
                    error_at(v->loc, "A DEPEND(SINK) vector element must be a scalar INTEGER expression.");
                continue;
            }
            clause_var(c, v, what);
            Symbol *sym = v->sym;
            if (c->op == OMPC_ALIGNED && sym && sym->kind == SYM_VARIABLE && !(sym->attrs & (A_POINTER | A_ALLOCATABLE)) &&
                !(sym->type && sym->type->kind == TY_DERIVED && sym->type->derived &&
                  !strcmp(sym->type->derived->name, "c_ptr")))
                error_at(v->loc, "Variable '%s' in ALIGNED must be a POINTER, an ALLOCATABLE or a TYPE(C_PTR).",
                         sym->name);
            if (!sym || c->op == OMPC_COPYIN || c->op == OMPC_COPYPRIVATE || c->op == OMPC_LINEAR ||
                c->op == OMPC_ALIGNED)
                continue;
            for (int k = 0; k < seen.len; k++) {
                int other = (int)(intptr_t)seen_clause.data[k];
                /* FIRSTPRIVATE and LASTPRIVATE of one variable go together */
                bool pair = (other == OMPC_FIRSTPRIVATE && c->op == OMPC_LASTPRIVATE) ||
                            (other == OMPC_LASTPRIVATE && c->op == OMPC_FIRSTPRIVATE);
                if (seen.data[k] == sym && !pair)
                    error_at(v->loc, "Variable '%s' appears in more than one data-sharing clause of !$OMP %s.",
                             sym->name, dir);
            }
            vec_push(&seen, sym);
            vec_push(&seen_clause, (void *)(intptr_t)c->op);
        }
    }
    free(seen.data);
    free(seen_clause.data);
}

static bool refers_to(Node *e, Symbol *var)
{
    if (!e || !var)
        return false;
    if (e->kind == N_NAME && e->sym && sym_resolve(e->sym) == var)
        return true;
    if (refers_to(e->lhs, var) || refers_to(e->rhs, var) || refers_to(e->start, var) || refers_to(e->end, var) ||
        refers_to(e->step, var))
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (refers_to(e->args.items[i], var))
            return true;
    return false;
}

/* The loop nest of a loop construct: COLLAPSE(n) loops with variables,
 * tightly nested, their iteration space rectangular (OpenMP 4.5). */
static void check_loop_nest(Node *s)
{
    int n = 1;
    int64_t collapse = 1, ordered = 0;
    Node *ordered_clause = NULL;
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        int64_t v;
        /* ORDERED(n) of a doacross loop names n loops too */
        if (c && (c->op == OMPC_COLLAPSE || c->op == OMPC_ORDERED) && c->rhs && node_const_int(c->rhs, &v)) {
            if (v > n)
                n = (int)v;
            if (c->op == OMPC_COLLAPSE)
                collapse = v;
            else
                ordered = v, ordered_clause = c;
        }
    }
    if (ordered_clause && ordered < collapse)
        error_at(ordered_clause->loc, "ORDERED(%lld) must not be less than COLLAPSE(%lld).", (long long)ordered,
                 (long long)collapse);
    Node *d = s->body.len ? s->body.items[0] : NULL;
    Node *outer[16];
    for (int k = 0; k < n; k++) {
        if (!d || d->kind != N_DO || !d->var || !d->start) {
            error_at(d ? d->loc : s->loc, "!$OMP %s needs %d nested DO loop%s with a loop variable; DO WHILE and "
                     "endless DO loops are not allowed.", upper(omp_dir_words[s->op]), n, n > 1 ? "s" : "");
            return;
        }
        for (int o = 0; o < k && o < 16; o++) {
            Symbol *ov = outer[o]->var->sym ? sym_resolve(outer[o]->var->sym) : NULL;
            if (refers_to(d->start, ov) || refers_to(d->end, ov) || refers_to(d->step, ov)) {
                error_at(d->loc, "The bounds of the loops of COLLAPSE(%d) or ORDERED(%d) must not depend on the "
                                 "variable '%s' of an enclosing loop of the nest.", n, n, ov->name);
                return;
            }
        }
        if (k < 16)
            outer[k] = d;
        if (k + 1 < n) {
            Node *inner = NULL;
            int count = 0;
            for (int j = 0; j < d->body.len; j++) {
                Node *b = d->body.items[j];
                if (!b || (b->kind == N_CONTINUE && d->do_label && b->label == d->do_label))
                    continue;
                inner = b;
                count++;
            }
            if (count != 1 || inner->kind != N_DO) {
                error_at(d->loc, "The loops of COLLAPSE(%d) or ORDERED(%d) must be tightly nested.", n, n);
                return;
            }
            d = inner;
        }
    }
}

/* ATOMIC: read v = x, write x = expr, update x = x op expr / x = expr op x /
 * x = intrinsic(x, expr), capture: an update and a read in either order. */
static void check_atomic(Node *s)
{
    for (int i = 0; i < s->body.len; i++) {
        Node *a = s->body.items[i];
        if (!a || a->kind == N_ERROR_STMT)
            continue;
        if (a->kind != N_ASSIGN) {
            error_at(a->loc, "!$OMP ATOMIC must be followed by an assignment statement.");
            continue;
        }
        if (!is_err(a->lhs) && (a->lhs->rank || !a->lhs->type || (!type_is_numeric(a->lhs->type) &&
                                                                  a->lhs->type->kind != TY_LOGICAL)))
            error_at(a->lhs->loc, "The variable of !$OMP ATOMIC must be a scalar of intrinsic numeric or LOGICAL type.");
    }
    if (!strcmp(s->text, "write") && s->body.len == 1) {
        Node *a = s->body.items[0];
        Node *x = a && a->kind == N_ASSIGN ? a->lhs : NULL;
        while (x && (x->kind == N_ARRAY_REF || x->kind == N_COMPONENT))
            x = x->lhs;
        if (x && x->kind == N_NAME && x->sym && refers_to(a->rhs, sym_resolve(x->sym)))
            error_at(a->rhs->loc, "The expression of !$OMP ATOMIC WRITE must not reference '%s'.", x->sym->name);
    }
    if (!strcmp(s->text, "capture") && s->body.len != 2)
        error_at(s->loc, "!$OMP ATOMIC CAPTURE needs two assignment statements and !$OMP END ATOMIC.");
}

/* THREADPRIVATE in a specification part: SAVEd, module or COMMON data. */
void sema_omp_threadprivate(Node *s)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *v = s->args.items[i];
        Symbol *sym = scope_lookup(S.scope, v->name);
        if (!sym) {
            error_at(v->loc, "THREADPRIVATE names '%s', which is not declared.", v->name);
            continue;
        }
        v->sym = sym;
        if (sym->kind == SYM_COMMON) {
            sym->omp_threadprivate = true;
            for (int m = 0; m < sym->members.len; m++)
                ((Symbol *)sym->members.data[m])->omp_threadprivate = true;
            continue;
        }
        bool module = sym->scope && sym->scope->kind == SCOPE_MODULE;
        module = module || (sym->scope && sym->scope->owner && sym->scope->owner->kind == SYM_PROGRAM);
        if (sym->kind != SYM_VARIABLE || !(module || (sym->attrs & A_SAVE) || sym->init || sym->cval)) {
            error_at(v->loc, "THREADPRIVATE variable '%s' must have the SAVE attribute or be declared in a module "
                             "or COMMON block.", v->name);
            continue;
        }
        sym->omp_threadprivate = true;
    }
}

/* The variables a construct's body references, for DEFAULT(NONE). */
static void default_none_refs(Node *n, Node *omp, PtrVec *listed)
{
    if (!n)
        return;
    if (n->kind == N_NAME && n->sym && n->sym->kind == SYM_VARIABLE && !n->sym->cuda_builtin) {
        Symbol *s = sym_resolve(n->sym);
        bool local = s->scope && s->scope->kind != SCOPE_MODULE && !s->common && !(s->attrs & A_SAVE) &&
                     !s->omp_threadprivate;
        bool ok = !local;
        for (int i = 0; i < listed->len && !ok; i++)
            ok = listed->data[i] == s;
        if (!ok) {
            error_at(n->loc, "Variable '%s' is not in a data-sharing clause of !$OMP %s with DEFAULT(NONE) at line %d.",
                     s->name, upper(omp_dir_words[omp->op]), omp->loc.line);
            vec_push(listed, s); /* once */
        }
    }
    if (n->kind == N_DO && n->var && n->var->sym)
        vec_push(listed, sym_resolve(n->var->sym)); /* loop variables are private */
    if (n->kind == N_OMP)
        for (int i = 0; i < n->args.len; i++) {
            Node *c = n->args.items[i];
            for (int j = 0; c && j < c->args.len; j++)
                if (c->args.items[j]->sym && c->op != OMPC_DEPEND)
                    vec_push(listed, sym_resolve(c->args.items[j]->sym));
        }
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->var, n->start, n->end, n->step};
    for (int i = 0; i < 7; i++)
        default_none_refs(kids[i], omp, listed);
    NodeList *lists[] = {&n->args, &n->body, &n->opts};
    for (int l = 0; l < 3; l++)
        for (int i = 0; i < lists[l]->len; i++)
            if (!(n->kind == N_OMP && l == 0))
                default_none_refs(lists[l]->items[i], omp, listed);
}

static void check_default_none(Node *s)
{
    bool none = false;
    PtrVec listed = {0};
    for (int i = 0; i < s->args.len; i++) {
        Node *c = s->args.items[i];
        if (c && c->op == OMPC_DEFAULT && !strcmp(c->name, "none"))
            none = true;
        for (int j = 0; c && j < c->args.len; j++)
            if (c->args.items[j]->sym)
                vec_push(&listed, sym_resolve(c->args.items[j]->sym));
    }
    if (none)
        for (int i = 0; i < s->body.len; i++)
            default_none_refs(s->body.items[i], s, &listed);
    free(listed.data);
}

/* RETURN would leave the outlined region's function, not the procedure. */
static void no_return_in(Node *n, Node *omp)
{
    if (!n)
        return;
    if (n->kind == N_RETURN)
        error_at(n->loc, "RETURN is not allowed inside !$OMP %s.", upper(omp_dir_words[omp->op]));
    for (int i = 0; i < n->body.len; i++)
        no_return_in(n->body.items[i], omp);
    for (int i = 0; i < n->args.len; i++)
        if (n->args.items[i] && n->args.items[i]->kind != N_OMP_CLAUSE)
            no_return_in(n->args.items[i], omp);
}

void sema_omp(Node *s, void (*body)(NodeList *))
{
    if (s->op == OMP_THREADPRIVATE)
        return; /* declared with the specification part */
    if (scope_in_device(S.scope)) {
        error_at(s->loc, "OpenMP directives are not allowed in device code.");
        return;
    }
    if (s->op == OMP_FLUSH) {
        for (int i = 0; i < s->args.len; i++)
            expr_check(s->args.items[i]);
        return;
    }
    check_clauses(s);
    body(&s->body);
    if (omp_is_loop(s->op))
        check_loop_nest(s);
    if (s->op == OMP_ATOMIC)
        check_atomic(s);
    if (omp_is_parallel(s->op) || s->op == OMP_TASK || s->op == OMP_TASKLOOP || s->op == OMP_TASKLOOP_SIMD) {
        check_default_none(s);
        for (int i = 0; i < s->body.len; i++)
            no_return_in(s->body.items[i], s);
    }
}
