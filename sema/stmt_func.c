/* stmt_func.c — statement functions (F2008 12.6.4, R1238 stmt-function-stmt).
 *
 * "f(x, y) = expr" among the declarations of a program or subprogram, where
 * 'f' is not an array, declares a statement function. The parser cannot tell
 * it from an array element assignment, so it arrives as an N_ASSIGN; the
 * declaration pass (decl_stmt_functions) recognizes it once every name of the
 * specification part is declared, takes it out of the statement list and
 * records it on f's symbol. Each reference f(a, b) is then expanded in place
 * (stmt_func_expand): the body is cloned with each dummy replaced by
 * (actual), checked in the scope of the definition, and converted to f's
 * type. Codegen therefore never sees statement functions.
 *
 * The standard's rules: dummies are scalars whose type comes from the
 * declarations or the implicit rules of the scope (they are not variables of
 * it); actuals are scalars of the dummies' types; a statement function may
 * reference only statement functions defined before it, never itself.
 */
#include "sema_impl.h"

static bool is_err(Node *e) { return !e || !e->type || e->type->kind == TY_ERROR; }

/* Deep copy of an expression tree (checked fields included), so each
 * expansion owns its nodes and sema may rewrite them in place. */
static Node *clone_expr(const Node *n)
{
    if (!n)
        return NULL;
    Node *c = NEW(Node);
    *c = *n;
    c->lhs = clone_expr(n->lhs);
    c->rhs = clone_expr(n->rhs);
    c->cond = clone_expr(n->cond);
    c->var = clone_expr(n->var);
    c->start = clone_expr(n->start);
    c->end = clone_expr(n->end);
    c->step = clone_expr(n->step);
    c->kind_expr = clone_expr(n->kind_expr);
    NodeList *lists[2] = {&c->args, &c->opts};
    for (int k = 0; k < 2; k++) {
        NodeList old = *lists[k];
        memset(lists[k], 0, sizeof *lists[k]);
        for (int i = 0; i < old.len; i++)
            nodelist_push(lists[k], clone_expr(old.items[i]));
    }
    return c;
}

/* The type of a dummy or of the function itself: its declaration in the
 * defining scope, else the implicit rules there (NULL under IMPLICIT NONE). */
static Type *declared_or_implicit(Scope *sc, const char *name)
{
    Symbol *s = scope_lookup_local(sc, name);
    if (s && s->type && !s->implicit_type)
        return s->type;
    Scope *u = unit_scope(sc);
    int c = name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' : -1;
    return c >= 0 && u ? u->implicit[c] : NULL;
}

/* Whether an assignment in the specification part is a statement function:
 * name(distinct dummy names) = expr, where name is not an array or a
 * variable with attributes that only data objects have. */
static bool is_stmt_function(Node *s)
{
    if (!s || s->kind != N_ASSIGN || !s->lhs || s->lhs->kind != N_PAREN_ARGS || !s->lhs->lhs ||
        s->lhs->lhs->kind != N_NAME)
        return false;
    Node *l = s->lhs;
    for (int i = 0; i < l->args.len; i++) {
        Node *a = l->args.items[i];
        if (!a || a->kind != N_NAME)
            return false;
        for (int j = 0; j < i; j++)
            if (!strcmp(((Node *)l->args.items[j])->name, a->name))
                return false;
    }
    Symbol *f = scope_lookup(S.scope, l->lhs->name);
    if (!f)
        return true;
    f = sym_resolve(f);
    if (f->kind == SYM_PROCEDURE && f->stmt_func)
        return true; /* defined twice: reported by the caller */
    if (f->kind != SYM_VARIABLE && f->kind != SYM_UNKNOWN)
        return false;
    if (f->scope != unit_scope(S.scope))
        return false; /* a host or module variable: an element assignment */
    return !f->shape && !f->is_dummy && !f->is_result && !f->common &&
           !(f->attrs & (A_ALLOCATABLE | A_POINTER | A_TARGET | A_SAVE | A_PARAMETER | A_EXTERNAL)) && !f->init;
}

/* The first reference to 'name' as name(...) in a raw expression. */
static Node *find_call_of(Node *n, const char *name)
{
    if (!n)
        return NULL;
    if (n->kind == N_PAREN_ARGS && n->lhs && n->lhs->kind == N_NAME && !strcmp(n->lhs->name, name))
        return n;
    Node *kids[6] = {n->lhs, n->rhs, n->cond, n->start, n->end, n->step};
    for (int i = 0; i < 6; i++) {
        Node *r = find_call_of(kids[i], name);
        if (r)
            return r;
    }
    for (int i = 0; i < n->args.len; i++) {
        Node *r = find_call_of(n->args.items[i], name);
        if (r)
            return r;
    }
    return NULL;
}

/* Recognizes the statement functions that follow the declarations of a
 * program unit, records them on their symbols and removes them from body. */
void decl_stmt_functions(Node *unit, NodeList *body)
{
    if (!unit || (unit->kind != N_PROGRAM && unit->kind != N_SUBROUTINE && unit->kind != N_FUNCTION))
        return;
    int out = 0, i = 0;
    bool in_spec = true;
    for (; i < body->len; i++) {
        Node *s = body->items[i];
        if (in_spec && s && (stmt_is_spec(s) || s->kind == N_FORMAT || s->kind == N_DATA ||
                             s->kind == N_DIRECTIVE)) {
            body->items[out++] = s;
            continue;
        }
        if (!in_spec || !is_stmt_function(s)) {
            in_spec = false;
            body->items[out++] = s;
            continue;
        }
        const char *name = s->lhs->lhs->name;
        Symbol *f = scope_lookup_local(S.scope, name);
        if (f && f->kind == SYM_PROCEDURE && f->stmt_func) {
            error_at(s->loc, "Statement function '%s' is already defined at line %d.", name, f->stmt_func->loc.line);
            continue;
        }
        Type *t = declared_or_implicit(S.scope, name);
        if (!t) {
            error_at(s->lhs->lhs->loc, "Statement function '%s' has no IMPLICIT type.", name);
            t = type_error();
        }
        if (!f)
            f = scope_add(S.scope, name, SYM_PROCEDURE, s->loc);
        f->kind = SYM_PROCEDURE;
        f->type = t;
        f->implicit_type = false;
        f->used = true;
        f->proc = NEW(ProcInfo);
        f->proc->is_function = true;
        f->proc->has_explicit_iface = true;
        f->stmt_func = s;
        Node *self = find_call_of(s->rhs, name);
        if (self) {
            error_at(self->loc, "Statement function '%s' references itself.", name);
            f->type = type_error();
        }
        for (int k = 0; k < s->lhs->args.len; k++) {
            Node *d = s->lhs->args.items[k];
            if (!declared_or_implicit(S.scope, d->name))
                error_at(d->loc, "Dummy argument '%s' of statement function '%s' has no IMPLICIT type.", d->name,
                         name);
        }
    }
    body->len = out;
}

/* Replaces the N_NAME references to dummies in the raw body by (actual). */
static void substitute(Node **slot, NodeList *dummies, Node **actuals)
{
    Node *n = *slot;
    if (!n)
        return;
    if (n->kind == N_NAME && !n->type) {
        for (int i = 0; i < dummies->len; i++) {
            if (!strcmp(((Node *)dummies->items[i])->name, n->name)) {
                if (actuals[i]->eval_once) {
                    *slot = actuals[i]; /* shared: evaluated once */
                    return;
                }
                Node *p = node_new(N_PAREN, n->loc);
                p->lhs = clone_expr(actuals[i]);
                *slot = p;
                return;
            }
        }
        return;
    }
    substitute(&n->lhs, dummies, actuals);
    substitute(&n->rhs, dummies, actuals);
    substitute(&n->cond, dummies, actuals);
    substitute(&n->start, dummies, actuals);
    substitute(&n->end, dummies, actuals);
    substitute(&n->step, dummies, actuals);
    for (int i = 0; i < n->args.len; i++)
        substitute(&n->args.items[i], dummies, actuals);
}

static Node *int_lit(int64_t v, Loc loc) { return sema_int_const(v, 4, loc); }

/* A character value given the function's constant length, as assignment
 * would: (value // blanks)(1:len), unless it has that length already. */
static Node *fit_length(Node *v, Type *ft)
{
    if (ft->len < 0 || v->type->len == ft->len)
        return v;
    Node *blanks = node_new(N_CHAR_LIT, v->loc);
    char *b = arena_alloc(cu_arena, (size_t)ft->len + 1);
    memset(b, ' ', (size_t)ft->len);
    b[ft->len] = 0;
    blanks->text = b;
    blanks->str_len = (int)ft->len;
    blanks->type = type_char(ft->len);
    blanks->cval = cv_char(b, ft->len);
    Node *cat = node_new(N_BINARY, v->loc);
    cat->op = TK_CONCAT;
    cat->lhs = v;
    cat->rhs = blanks;
    cat->type = v->type->len >= 0 ? type_char(v->type->len + ft->len) : v->type;
    Node *tr = node_new(N_TRIPLET, v->loc);
    tr->lhs = int_lit(1, v->loc);
    tr->rhs = int_lit(ft->len, v->loc);
    tr->type = type_void();
    Node *sub = node_new(N_SUBSTRING, v->loc);
    sub->lhs = cat;
    nodelist_push(&sub->args, tr);
    sub->type = type_char(ft->len);
    return sub;
}

/* Whether e references a function (other than an intrinsic one), whose
 * effects must happen once however often the dummy is referenced. */
/* Whether e references a (non-intrinsic) function anywhere. */
bool expr_calls_function(const Node *e)
{
    if (!e)
        return false;
    if (e->kind == N_FUNC_CALL)
        return true;
    if (expr_calls_function(e->lhs) || expr_calls_function(e->rhs))
        return true;
    for (int i = 0; i < e->args.len; i++)
        if (expr_calls_function(e->args.items[i]))
            return true;
    return false;
}

/* Expands the reference e = f(actuals) in place. An actual argument that
 * references a function is evaluated once, before the expression (as a
 * procedure reference evaluates its actual arguments): it becomes one
 * N_PAREN marked eval_once, shared by the dummy's references and listed in
 * the args of the N_PAREN that holds the expansion. */
void stmt_func_expand(Node *e, Symbol *f)
{
    static int depth;
    Node *def = f->stmt_func;
    NodeList *dummies = &def->lhs->args;
    Scope *def_scope = f->scope;
    if (e->args.len != dummies->len) {
        error_at(e->loc, "Statement function '%s' takes %d argument%s, not %d.", f->name, dummies->len,
                 dummies->len == 1 ? "" : "s", e->args.len);
        expr_set_error(e);
        return;
    }
    if (depth >= 32) {
        error_at(e->loc, "Statement functions '%s' and others reference each other.", f->name);
        expr_set_error(e);
        return;
    }
    Node **actuals = arena_alloc(cu_arena, sizeof(Node *) * (size_t)(dummies->len + 1));
    bool ok = true;
    for (int i = 0; i < e->args.len; i++) {
        Node *a = e->args.items[i];
        Node *d = dummies->items[i];
        if (a && a->kind == N_KEYWORD) {
            error_at(a->loc, "Statement function '%s' takes no keyword arguments.", f->name);
            expr_set_error(e);
            return;
        }
        expr_check(a);
        if (is_err(a)) {
            ok = false;
            continue;
        }
        Type *dt = declared_or_implicit(def_scope, d->name);
        if (a->rank) {
            error_at(a->loc, "Actual argument for '%s' of statement function '%s' must be a scalar.", d->name,
                     f->name);
            ok = false;
        } else if (dt && (a->type->kind != dt->kind || a->type->kind_param != dt->kind_param)) {
            error_at(a->loc, "Actual argument for '%s' of statement function '%s' is %s, not %s.", d->name, f->name,
                     type_name(a->type), type_name(dt));
            ok = false;
        }
        actuals[i] = dt && dt->kind == TY_CHARACTER && ok ? fit_length(a, dt) : a;
        if (ok && !a->cval &&
            (type_is_numeric(a->type) || a->type->kind == TY_LOGICAL || a->type->kind == TY_CHARACTER) &&
            expr_calls_function(a)) {
            Node *once = node_new(N_PAREN, a->loc);
            once->lhs = actuals[i]; /* CHARACTER: at the dummy's length */
            once->type = actuals[i]->type;
            once->eval_once = true;
            actuals[i] = once;
        }
    }
    if (!ok || !f->type || f->type->kind == TY_ERROR) {
        expr_set_error(e);
        return;
    }
    Node *body = clone_expr(def->rhs);
    substitute(&body, dummies, actuals);
    /* Names in the body mean what they mean where f is defined. */
    Scope *saved = S.scope;
    S.scope = def_scope;
    depth++;
    expr_check(body);
    depth--;
    S.scope = saved;
    if (is_err(body)) {
        expr_set_error(e);
        return;
    }
    if (body->rank) {
        error_at(e->loc, "The expression of statement function '%s' must be a scalar (line %d).", f->name, def->loc.line);
        expr_set_error(e);
        return;
    }
    if (body->type->kind == TY_CHARACTER ? f->type->kind != TY_CHARACTER
                                         : !type_is_numeric(body->type) || !type_is_numeric(f->type)) {
        if (!type_equal(body->type, f->type)) {
            error_at(e->loc, "Statement function '%s' of type %s cannot have a value of type %s (line %d).", f->name,
                     type_name(f->type), type_name(body->type), def->loc.line);
            expr_set_error(e);
            return;
        }
    }
    Node *p = node_new(N_PAREN, e->loc);
    p->lhs = body;
    p->type = body->type;
    p->cval = body->cval;
    for (int i = 0; i < e->args.len; i++)
        if (actuals[i] && actuals[i]->eval_once)
            nodelist_push(&p->args, actuals[i]);
    if (f->type->kind != TY_CHARACTER)
        p = expr_convert(p, f->type);
    else
        p = fit_length(p, f->type);
    Loc loc = e->loc;
    *e = *p;
    e->loc = loc;
}
