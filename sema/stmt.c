/* stmt.c — executable statements: assignment (intrinsic and defined),
 * pointer assignment, CALL, control constructs (DO variables, EXIT/CYCLE
 * targets, labels, SELECT CASE), ALLOCATE/DEALLOCATE, I/O control lists. */
#include "sema_impl.h"

#include <stdlib.h>

static void check_stmt(Node *s);

static bool is_err(Node *e) { return !e || !e->type || e->type->kind == TY_ERROR; }

static void push_construct(ConstructCtx *c, Node *n)
{
    c->node = n;
    c->outer = S.constructs;
    S.constructs = c;
}

static void pop_construct(void) { S.constructs = S.constructs->outer; }

static void check_body(NodeList *body)
{
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (s && !stmt_is_spec(s))
            check_stmt(s);
    }
}

void stmt_list(NodeList *body) { check_body(body); }

/* ---- labels ---- */

static void collect(NodeList *body);

static Node *find_label_in(int label)
{
    for (int i = 0; i < S.labels.len; i++) {
        Node *o = S.labels.data[i];
        if (o->label == label)
            return o;
    }
    return NULL;
}

static void collect_one(Node *s)
{
    if (!s)
        return;
    if (s->label) {
        for (int i = 0; i < S.labels.len; i++) {
            Node *o = S.labels.data[i];
            if (o->label == s->label) {
                error_at(s->loc, "Label %d is defined more than once (first at line %d).", s->label, o->loc.line);
                return;
            }
        }
        vec_push(&S.labels, s);
    }
    switch (s->kind) {
    case N_IF:
        for (int i = 0; i < s->args.len; i++)
            if (s->args.items[i])
                collect(&s->args.items[i]->body);
        break;
    case N_SELECT_CASE:
        for (int i = 0; i < s->args.len; i++)
            if (s->args.items[i])
                collect(&s->args.items[i]->body);
        break;
    case N_WHERE:
        for (int i = 0; i < s->args.len; i++)
            if (s->args.items[i])
                collect(&s->args.items[i]->body);
        break;
    case N_DO: case N_DO_WHILE:
        collect(&s->body);
        /* "30 END DO" / "30 CONTINUE" ends the loop: the parser may keep
         * that labelled terminator out of the body */
        if (s->do_label && !find_label_in(s->do_label)) {
            Node *pseudo = node_new(N_CONTINUE, s->loc);
            pseudo->label = s->do_label;
            vec_push(&S.labels, pseudo);
        }
        break;
    case N_IF_STMT: case N_DO_CONCURRENT: case N_BLOCK: case N_FORALL: case N_CUF_KERNEL: case N_ASSOCIATE:
    case N_OMP:
        collect(&s->body);
        break;
    case N_SELECT_TYPE:
        for (int i = 0; i < s->args.len; i++)
            if (s->args.items[i])
                collect(&s->args.items[i]->body);
        break;
    default:
        break;
    }
}

static void collect(NodeList *body)
{
    for (int i = 0; i < body->len; i++)
        collect_one(body->items[i]);
}

void stmt_collect_labels(NodeList *body)
{
    S.labels.len = 0;
    collect(body);
}

static Node *find_label(int label) { return find_label_in(label); }

static void check_label_ref(Node *l, const char *what)
{
    if (!l)
        return;
    int v = l->kind == N_INT_LIT && l->text ? atoi(l->text) : 0;
    if (l->kind != N_INT_LIT) {
        expr_check(l);
        return;
    }
    l->type = type_int(4);
    l->cval = cv_int(v, 4);
    Node *t = find_label(v);
    if (!t)
        error_at(l->loc, "Label %d referenced in %s is not defined.", v, what);
    else if (strcmp(what, "a format specifier") == 0 && t->kind != N_FORMAT)
        error_at(l->loc, "Label %d does not label a FORMAT statement.", v);
    else if (strcmp(what, "a format specifier") != 0 && t->kind == N_FORMAT)
        error_at(l->loc, "Label %d of a FORMAT statement cannot be a branch target.", v);
}

/* The variable of ASSIGN and of an assigned GO TO: a scalar default INTEGER. */
static void check_label_variable(Node *v, const char *what)
{
    expr_check(v);
    if (!is_err(v) && (v->kind != N_NAME || v->rank || v->type->kind != TY_INTEGER || v->type->kind_param != 4))
        error_at(v->loc, "The variable of an %s statement must be a scalar default INTEGER variable.", what);
}

/* ---- assignment ---- */

static bool is_active_do_var(Symbol *s)
{
    for (ConstructCtx *c = S.constructs; c; c = c->outer)
        if (c->node->kind == N_DO && c->node->var && c->node->var->sym == s)
            return true;
    return false;
}

static bool try_defined_assignment(Node *s)
{
    Symbol *g = lookup_operator("assignment(=)");
    if (!g)
        return oop_defined_op(s, "assignment(=)", s->lhs, s->rhs);
    NodeList args = {0};
    nodelist_push(&args, s->lhs);
    nodelist_push(&args, s->rhs);
    Symbol *spec = resolve_generic(g, &args, s->loc, false);
    if (!spec)
        return false;
    /* x1 = x2 is CALL sub(x1, (x2)) (F2018 10.2.1.4): a scalar variable on
     * the right is passed as a value, so that INTENT(OUT) on x1 cannot
     * change what the procedure reads (d = d) */
    Node *r = args.items[1];
    if (r && r->rank == 0 && r->type && !(r->type->kind == TY_DERIVED && r->type->polymorphic) &&
        expr_is_variable(r, false, "")) {
        Node *p = node_new(N_PAREN, r->loc);
        p->lhs = r;
        p->type = r->type;
        args.items[1] = p;
    }
    Node *callee = node_new(N_NAME, s->loc);
    callee->name = spec->name;
    callee->sym = spec;
    callee->type = type_void();
    s->kind = N_CALL;
    s->lhs = callee;
    s->rhs = NULL;
    s->args = args;
    s->sym = spec;
    check_proc_call(spec, &s->args, s->loc);
    return true;
}

static bool assign_compatible(Type *l, Type *r)
{
    if (type_is_numeric(l) && (type_is_numeric(r) || r->kind == TY_TYPELESS))
        return true;
    if (l->kind == TY_LOGICAL && r->kind == TY_LOGICAL)
        return true;
    if (l->kind == TY_CHARACTER && r->kind == TY_CHARACTER)
        return true;
    if (l->kind == TY_DERIVED && r->kind == TY_DERIVED)
        return type_equal(l, r);
    /* INTEGER from LOGICAL and back: an extension gfortran takes (a warning) */
    if ((l->kind == TY_INTEGER && r->kind == TY_LOGICAL) || (l->kind == TY_LOGICAL && r->kind == TY_INTEGER))
        return true;
    return false;
}

/* v = nH...: the Hollerith constant's bytes as a value of v's type. */
static void hollerith_assign(Node *s)
{
    Node *r = s->rhs;
    Type *lt = s->lhs->type;
    if (!r->cval || !lt || r->kind == N_CONVERT || r->rank)
        return;
    ConstVal *c = dec_char_conversion(r->cval, lt, r->loc);
    if (!c->hollerith)
        return;
    if (c == r->cval)
        warning_at(r->loc, "Conversion from HOLLERITH to %s is an extension.", type_name(lt));
    r->cval = c;
    if (lt->kind == TY_INTEGER || lt->kind == TY_REAL || lt->kind == TY_COMPLEX || lt->kind == TY_LOGICAL) {
        expr_convert(r, lt);
        if (!r->cval)
            error_at(r->loc, "Hollerith constant cannot be converted to %s.", type_name(lt));
    }
}

static void check_assign(Node *s)
{
    Node *pl = s->lhs;
    if (pl && pl->kind == N_PAREN_ARGS && pl->lhs && pl->lhs->kind == N_NAME) {
        /* f(x) = expr with f not an array or string: a statement function */
        Symbol *f = sym_resolve(scope_lookup(S.scope, pl->lhs->name));
        bool scalar_var = f && f->kind == SYM_VARIABLE && !f->shape &&
                          !(f->type && f->type->kind == TY_CHARACTER) && !f->used;
        if (!f || scalar_var) {
            error_at(s->loc, "Statement function '%s' must come before the first executable statement.", pl->lhs->name);
            return;
        }
    }
    expr_check(s->lhs);
    expr_check_value(s->rhs);
    if (is_err(s->lhs) || is_err(s->rhs))
        return;
    Node *l = s->lhs, *r = s->rhs;
    if ((l->type->kind == TY_DERIVED || r->type->kind == TY_DERIVED) && try_defined_assignment(s))
        return;
    /* f(x) = v with a POINTER result: f's target is the variable (F2008) */
    bool pointer_fn = expr_is_pointer_function_ref(l);
    if ((l->kind == N_FUNC_CALL && !pointer_fn) || l->kind == N_INTRINSIC_CALL) {
        error_at(l->loc, "Left-hand side of an assignment must be a variable, not a function reference.");
        return;
    }
    if (!pointer_fn && !expr_is_variable(l, true, "an assignment"))
        return;
    if (l->kind == N_NAME && is_active_do_var(l->sym)) {
        error_at(l->loc, "DO variable '%s' cannot be redefined inside its loop.", l->sym->name);
        return;
    }
    if (oop_is_class(l->type)) {
        oop_check_class_assign(s); /* F2008: an allocatable CLASS variable takes the rhs's type */
        return;
    }
    hollerith_assign(s);
    if (!assign_compatible(l->type, r->type)) {
        if (try_defined_assignment(s))
            return;
        error_at(s->loc, "Type mismatch in assignment: cannot assign %s to %s.", type_name(r->type), type_name(l->type));
        return;
    }
    if (r->rank && l->rank != r->rank) {
        if (!l->rank)
            error_at(s->loc, "Cannot assign a rank-%d array to a scalar.", r->rank);
        else
            error_at(s->loc, "Rank mismatch in assignment: cannot assign a rank-%d array to a rank-%d variable.",
                     r->rank, l->rank);
        return;
    }
    if (l->type->kind != TY_CHARACTER && l->type->kind != TY_DERIVED) {
        if ((l->type->kind == TY_LOGICAL) != (r->type->kind == TY_LOGICAL))
            warning_at(r->loc, "Extension: Conversion from %s to %s.", type_name(r->type), type_name(l->type));
        sema_warn_conversion(r, l->type);
        expr_convert(r, l->type);
    } else if (l->type->kind == TY_CHARACTER && char_kind(l->type) != char_kind(r->type)) {
        cv_char_check_narrowing(r->cval, char_kind(l->type), r->loc);
        expr_convert(r, l->type);
    }
}

static bool is_pointer_designator(Node *e)
{
    if (e->kind == N_NAME)
        return e->sym && (sym_resolve(e->sym)->attrs & A_POINTER);
    if (e->kind == N_COMPONENT)
        return e->sym && (e->sym->attrs & A_POINTER);
    return false;
}

static bool is_target_designator(Node *e)
{
    for (Node *b = e; b; b = b->lhs) {
        if (b->kind == N_NAME) {
            Symbol *s = b->sym ? sym_resolve(b->sym) : NULL;
            return s && (s->attrs & (A_TARGET | A_POINTER));
        }
        if (b->kind == N_COMPONENT && b->sym && (b->sym->attrs & A_POINTER))
            return true;
        if (b->kind != N_ARRAY_REF && b->kind != N_COMPONENT && b->kind != N_SUBSTRING)
            return false;
    }
    return false;
}

/* p(lo:) => t keeps t's shape with new lower bounds; p(lo:hi, ...) => t
 * (bounds remapping) takes t's elements in order: t of rank 1 or a whole
 * contiguous array (R1033-R1035). */
static void check_pointer_bounds(Node *l, Node *p, Node *t)
{
    int uppers = 0;
    for (int i = 0; i < l->args.len; i++) {
        Node *b = l->args.items[i];
        if (!b || b->kind != N_TRIPLET || !b->lhs || b->step) {
            error_at(b ? b->loc : l->loc, "Bounds in a pointer assignment must have the form lower: or lower:upper.");
            return;
        }
        uppers += b->rhs != NULL;
    }
    if (l->args.len != p->rank) {
        error_at(l->loc, "Rank mismatch in pointer assignment: %d bounds for the rank-%d pointer '%s'.", l->args.len,
                 p->rank, p->sym ? p->sym->name : "?");
        return;
    }
    if (uppers && uppers != l->args.len) {
        error_at(l->loc, "Bounds remapping needs lower:upper for every dimension of '%s'.", p->sym ? p->sym->name : "?");
        return;
    }
    if (!uppers && t->rank != p->rank) {
        error_at(t->loc, "Rank mismatch in pointer assignment: rank-%d target for a rank-%d pointer.", t->rank, p->rank);
        return;
    }
    Symbol *ts = t->kind == N_NAME && t->sym ? sym_resolve(t->sym) : NULL;
    bool contiguous = ts && ts->shape && !(ts->attrs & A_POINTER) && ts->shape->kind != DIM_ASSUMED_SHAPE;
    if (uppers && t->rank != 1 && !contiguous)
        error_at(t->loc, "Target of a bounds remapping must have rank 1 or be a whole contiguous array.");
}

static void check_ptr_assign(Node *s)
{
    Node *l = s->lhs, *r = s->rhs;
    Node *lb = l;
    if (l && l->kind == N_PAREN_ARGS) {
        /* bounds remapping p(1:n, 1:m) => t: bounds are triplets */
        lb = l->lhs;
        expr_check(lb);
        for (int i = 0; i < l->args.len; i++)
            expr_check(l->args.items[i]);
        l->kind = N_ARRAY_REF;
        l->type = lb->type;
        l->rank = l->args.len;
        l->sym = lb->sym;
    } else
        expr_check(l);
    bool intrinsic_target = expr_intrinsic_proc_name(r);
    if (!intrinsic_target)
        expr_check(r);
    if (is_err(lb) || is_err(r))
        return;
    if (!is_pointer_designator(lb)) {
        error_at(l->loc, "Left-hand side of a pointer assignment must be a POINTER.");
        return;
    }
    Symbol *ls = lb->sym ? sym_resolve(lb->sym) : NULL;
    bool proc_ptr = ls && (ls->kind == SYM_PROCEDURE || (ls->kind == SYM_COMPONENT && ls->proc));
    if (!proc_ptr || lb->kind == N_COMPONENT)
        expr_is_variable(lb, true, "a pointer assignment");
    if (r->kind == N_NULL_PTR)
        return;
    if (proc_ptr) {
        if (intrinsic_target)
            return;
        if (!oop_is_proc_designator(r) || (r->kind == N_NAME && r->sym->kind == SYM_GENERIC))
            error_at(r->loc, "Target of a procedure pointer assignment must be a procedure.");
        return;
    }
    if (!is_target_designator(r) && r->kind != N_FUNC_CALL) {
        error_at(r->loc, "Pointer target must have the TARGET or POINTER attribute.");
        return;
    }
    /* F2008 C717: a CLASS(*) target for a pointer of a SEQUENCE or BIND(C) type too */
    bool seq_ptr = oop_is_unlimited(r->type) && lb->type->kind == TY_DERIVED && !lb->type->polymorphic &&
                   lb->type->derived && (lb->type->derived->is_sequence || lb->type->derived->is_bind_c);
    if (!seq_ptr && !oop_type_compatible(lb->type, r->type)) {
        error_at(s->loc, "Type mismatch in pointer assignment: %s target for a %s pointer.", type_name(r->type),
                 type_name(lb->type));
        return;
    }
    if (l->kind != N_ARRAY_REF && lb->rank != r->rank)
        error_at(s->loc, "Rank mismatch in pointer assignment: rank-%d target for a rank-%d pointer.", r->rank, lb->rank);
    if (l->kind == N_ARRAY_REF)
        check_pointer_bounds(l, lb, r);
}

/* ---- CALL ---- */

static void check_launch_config(Node *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->args.len; i++) {
        Node *a = c->args.items[i];
        if (!a || a->kind == N_STAR)
            continue;
        expr_check(a);
        if (is_err(a))
            continue;
        bool dim3 = a->type->kind == TY_DERIVED && a->type->derived && !strcmp(a->type->derived->name, "dim3");
        if (a->rank || (a->type->kind != TY_INTEGER && !(i < 2 && dim3)))
            error_at(a->loc, "Launch configuration argument %d must be a scalar INTEGER%s.", i + 1,
                     i < 2 ? " or TYPE(dim3)" : "");
    }
}

static void check_call_actuals(NodeList *args)
{
    for (int i = 0; i < args->len; i++) {
        Node *a = args->items[i];
        if (!a)
            continue;
        Node *v = a->kind == N_KEYWORD ? a->rhs : a;
        if (!v || v->kind == N_STAR)
            continue;
        if (v->kind == N_ALT_RETURN) {
            check_label_ref(v->rhs, "an alternate return");
            v->type = type_void();
            continue;
        }
        if (v->kind == N_NAME && !scope_lookup(S.scope, v->name) && intrinsic_lookup(v->name) != INTR_NONE &&
            !scope_lookup_local(S.global, v->name)) {
            v->type = type_void();
            v->op = intrinsic_lookup(v->name);
            continue;
        }
        expr_check_actual(v);
        if (a->kind == N_KEYWORD) {
            a->type = v->type;
            a->rank = v->rank;
        }
    }
}

static void check_call(Node *s)
{
    check_launch_config(s->chevron);
    Node *c = s->lhs;
    if (!c)
        return;
    if (c->kind != N_NAME) {
        if (oop_check_call(s))
            return;
        expr_check(c);
        if (!is_err(c))
            error_at(c->loc, "Type-bound procedure calls are not supported.");
        check_call_actuals(&s->args);
        return;
    }
    Symbol *sym0 = scope_lookup(S.scope, c->name);
    Symbol *sym = sym_resolve(sym0);
    if (!sym) {
        IntrinsicId id = intrinsic_lookup(c->name);
        Symbol *g = scope_lookup_local(S.global, c->name);
        if (g && g->kind == SYM_PROCEDURE)
            sym = g;
        else if (id != INTR_NONE && intrinsic_is_subroutine(id)) {
            c->type = type_void();
            intrinsic_check_call(s, id, true);
            return;
        } else {
            /* an undeclared name, also one of an intrinsic function
             * (CALL VERIFY(...)), is an external subroutine */
            Scope *u = unit_scope(S.scope);
            sym = scope_add(u, c->name, SYM_PROCEDURE, c->loc);
            sym->proc = NEW(ProcInfo);
        }
    }
    check_call_actuals(&s->args);
    if (sym->kind == SYM_GENERIC) {
        Symbol *spec = resolve_generic(sym, &s->args, s->loc, intrinsic_lookup(sym->name) == INTR_NONE);
        if (!spec) {
            /* a generic extending an intrinsic subroutine falls back to it */
            IntrinsicId id = intrinsic_lookup(sym->name);
            if (id != INTR_NONE && intrinsic_is_subroutine(id))
                intrinsic_check_call(s, id, true);
            else if (id != INTR_NONE)
                resolve_generic(sym, &s->args, s->loc, true);
            return;
        }
        sym = spec;
    } else if (sym->kind == SYM_VARIABLE && sym->is_dummy && sym->implicit_type && !sym->shape) {
        /* a dummy only ever called is a dummy procedure */
        sym->kind = SYM_PROCEDURE;
        sym->type = NULL;
        sym->proc = NEW(ProcInfo);
        sym->proc->is_dummy_proc = true;
    } else if (sym->kind == SYM_UNKNOWN) {
        sym->kind = SYM_PROCEDURE;
        sym->proc = NEW(ProcInfo);
    }
    if (sym->kind == SYM_PROCEDURE && sym->proc && sym->proc->is_intrinsic) {
        IntrinsicId id = intrinsic_lookup(sym->use_name ? sym->use_name : sym->name);
        intrinsic_check_call(s, id, true);
        return;
    }
    if (sym->kind != SYM_PROCEDURE) {
        error_at(c->loc, "'%s' is not a subroutine.", c->name);
        return;
    }
    if (sym->proc && !sym->proc->has_explicit_iface && !sym->proc->is_dummy_proc) {
        Symbol *g = scope_lookup_local(S.global, sym->name);
        if (g && g->kind == SYM_PROCEDURE && g != sym)
            sym = g;
    }
    if (sym->proc && sym->proc->is_function && (sym->proc->has_explicit_iface || sym->type)) {
        error_at(c->loc, "'%s' is a function, not a subroutine.", c->name);
        return;
    }
    if (sym->type && !sym->proc->has_explicit_iface && !sym->implicit_type && sym->type->kind != TY_VOID &&
        sym->type->kind != TY_ERROR) {
        error_at(c->loc, "'%s' has a type and cannot be called as a subroutine.", c->name);
        return;
    }
    c->sym = sym;
    c->type = type_void();
    s->sym = sym;
    check_proc_call(sym, &s->args, s->loc);
}

/* ---- control constructs ---- */

static void require_logical_scalar(Node *c, const char *what)
{
    if (!c)
        return;
    expr_check_value(c);
    if (is_err(c))
        return;
    if (c->type->kind != TY_LOGICAL || c->rank)
        error_at(c->loc, "%s must be a scalar LOGICAL expression, not %s.", what,
                 c->rank ? "an array" : type_name(c->type));
}

static void check_do(Node *s)
{
    if (s->do_label)
        if (!find_label(s->do_label))
            error_at(s->loc, "Label %d terminating the DO loop is not defined.", s->do_label);
    if (s->var) {
        expr_check(s->var);
        Node *v = s->var;
        if (!is_err(v)) {
            if (v->kind != N_NAME || !v->sym || v->sym->kind != SYM_VARIABLE || v->rank)
                error_at(v->loc, "DO variable must be a scalar variable.");
            else if (v->type->kind == TY_REAL)
                warning_at(v->loc, "REAL DO variable '%s' is a deleted feature.", v->sym->name);
            else if (v->type->kind != TY_INTEGER)
                error_at(v->loc, "DO variable '%s' must be INTEGER, not %s.", v->sym->name, type_name(v->type));
            else if (is_active_do_var(v->sym))
                error_at(v->loc, "DO variable '%s' is already the variable of an enclosing DO loop.", v->sym->name);
            else
                expr_is_variable(v, true, "a DO statement");
        }
        Node *parts[3] = {s->start, s->end, s->step};
        for (int i = 0; i < 3; i++) {
            Node *p = parts[i];
            if (!p)
                continue;
            expr_check(p);
            if (is_err(p))
                continue;
            if (!type_is_numeric(p->type) || p->type->kind == TY_COMPLEX || p->rank)
                error_at(p->loc, "DO loop bound must be a scalar INTEGER or REAL expression, not %s.",
                         type_name(p->type));
            else if (!is_err(v))
                expr_convert(p, v->type);
        }
        if (s->step && s->step->cval && s->step->cval->type->kind == TY_INTEGER && s->step->cval->i == 0)
            error_at(s->step->loc, "DO loop step must not be zero.");
    }
    ConstructCtx c;
    push_construct(&c, s);
    check_body(&s->body);
    pop_construct();
}

static void check_exit_cycle(Node *s)
{
    bool is_cycle = s->kind == N_CYCLE;
    for (ConstructCtx *c = S.constructs; c; c = c->outer) {
        Node *n = c->node;
        bool is_loop = n->kind == N_DO || n->kind == N_DO_WHILE || n->kind == N_DO_CONCURRENT;
        if (s->name) {
            if (n->construct_name && !strcmp(n->construct_name, s->name)) {
                if (!is_loop && is_cycle)
                    error_at(s->loc, "CYCLE construct name '%s' does not name a DO construct.", s->name);
                s->sym = NULL;
                return;
            }
        } else if (is_loop)
            return;
    }
    if (s->name)
        error_at(s->loc, "%s construct name '%s' does not name an enclosing construct.", is_cycle ? "CYCLE" : "EXIT",
                 s->name);
    else
        error_at(s->loc, "%s statement is not within a DO construct.", is_cycle ? "CYCLE" : "EXIT");
}

typedef struct CaseRange {
    ConstVal *lo, *hi; /* NULL = open */
    Loc loc;
} CaseRange;

static bool ranges_overlap(CaseRange *a, CaseRange *b)
{
    /* [alo, ahi] and [blo, bhi] overlap iff alo <= bhi and blo <= ahi */
    bool c1 = !a->lo || !b->hi || cv_compare(a->lo, b->hi) <= 0;
    bool c2 = !b->lo || !a->hi || cv_compare(b->lo, a->hi) <= 0;
    return c1 && c2;
}

static ConstVal *case_value(Node *v, Type *sel)
{
    if (!v)
        return NULL;
    expr_check(v);
    if (is_err(v))
        return NULL;
    if (v->rank || !v->cval) {
        error_at(v->loc, "CASE value must be a scalar constant expression.");
        return NULL;
    }
    if (v->type->kind != sel->kind) {
        error_at(v->loc, "CASE value of type %s does not match the SELECT CASE selector of type %s.",
                 type_name(v->type), type_name(sel));
        return NULL;
    }
    return v->cval;
}

static void check_select_case(Node *s)
{
    Node *sel = s->cond;
    expr_check(sel);
    bool ok = !is_err(sel);
    if (ok && (sel->rank || (sel->type->kind != TY_INTEGER && sel->type->kind != TY_CHARACTER &&
                             sel->type->kind != TY_LOGICAL))) {
        error_at(sel->loc, "SELECT CASE selector must be a scalar INTEGER, CHARACTER or LOGICAL expression.");
        ok = false;
    }
    ConstructCtx c;
    push_construct(&c, s);
    PtrVec ranges = {0};
    Node *dflt = NULL;
    for (int i = 0; i < s->args.len; i++) {
        Node *cs = s->args.items[i];
        if (!cs)
            continue;
        if (!cs->args.len) {
            if (dflt)
                error_at(cs->loc, "CASE DEFAULT appears twice in SELECT CASE (first at line %d).", dflt->loc.line);
            dflt = cs;
        }
        for (int j = 0; ok && j < cs->args.len; j++) {
            Node *r = cs->args.items[j];
            if (!r)
                continue;
            CaseRange *cr = NEW(CaseRange);
            cr->loc = r->loc;
            if (r->kind != N_CASE_RANGE) {
                cr->lo = cr->hi = case_value(r, sel->type);
                if (!cr->lo)
                    continue;
            } else if (!r->is_range) {
                cr->lo = cr->hi = case_value(r->lhs, sel->type);
                if (!cr->lo)
                    continue;
            } else {
                if (sel->type->kind == TY_LOGICAL) {
                    error_at(r->loc, "A range is not allowed in a CASE with a LOGICAL selector.");
                    continue;
                }
                cr->lo = case_value(r->lhs, sel->type);
                cr->hi = case_value(r->rhs, sel->type);
                if ((r->lhs && !cr->lo) || (r->rhs && !cr->hi))
                    continue;
                if (cr->lo && cr->hi && cv_compare(cr->lo, cr->hi) > 0)
                    warning_at(r->loc, "CASE range is empty.");
            }
            for (int k = 0; k < ranges.len; k++) {
                CaseRange *o = ranges.data[k];
                if (ranges_overlap(o, cr)) {
                    error_at(r->loc, "CASE value overlaps a CASE value at line %d.", o->loc.line);
                    break;
                }
            }
            vec_push(&ranges, cr);
        }
        check_body(&cs->body);
    }
    free(ranges.data);
    pop_construct();
}

/* ---- ALLOCATE / DEALLOCATE ---- */

static Symbol *last_part_symbol(Node *e)
{
    if (e->kind == N_NAME)
        return e->sym ? sym_resolve(e->sym) : NULL;
    if (e->kind == N_COMPONENT)
        return e->sym;
    return NULL;
}

static void check_stat_opts(Node *s, bool allocate)
{
    Node *source = NULL;
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (!k)
            continue;
        Node *v = k->kind == N_KEYWORD ? k->rhs : k;
        expr_check(v);
        if (is_err(v) || k->kind != N_KEYWORD)
            continue;
        if (!strcmp(k->name, "stat")) {
            if (v->type->kind != TY_INTEGER || v->rank)
                error_at(v->loc, "STAT= variable must be a scalar INTEGER variable.");
            else
                expr_is_variable(v, true, "a STAT= specifier");
        } else if (!strcmp(k->name, "errmsg")) {
            if (v->type->kind != TY_CHARACTER || v->rank)
                error_at(v->loc, "ERRMSG= variable must be a scalar CHARACTER variable.");
            else
                expr_is_variable(v, true, "an ERRMSG= specifier");
        } else if (allocate && (!strcmp(k->name, "source") || !strcmp(k->name, "mold"))) {
            source = v;
        } else if (!strcmp(k->name, "pinned")) {
            /* CUDA Fortran: set to whether the PINNED objects got pinned memory */
            if (!allocate)
                error_at(k->loc, "PINNED= is only allowed in an ALLOCATE statement.");
            else if (v->type->kind != TY_LOGICAL || v->rank)
                error_at(v->loc, "PINNED= variable must be a scalar LOGICAL variable.");
            else
                expr_is_variable(v, true, "a PINNED= specifier");
        }
    }
    if (source)
        s->rhs = source; /* kept for the allocate-object checks below */
}

static void check_allocate(Node *s)
{
    bool alloc = s->kind == N_ALLOCATE;
    s->rhs = NULL;
    check_stat_opts(s, alloc);
    Node *source = s->rhs;
    s->rhs = NULL;
    Type *ts = alloc && s->ts && s->ts->kind != TS_NONE ? decl_type_from_spec(s->ts, NULL, s->loc) : NULL;
    s->type = ts; /* codegen: the dynamic type of polymorphic objects */
    const char *stmt = alloc ? "ALLOCATE" : "DEALLOCATE";
    for (int i = 0; i < s->args.len; i++) {
        Node *o = s->args.items[i];
        if (!o)
            continue;
        Node *base = o;
        bool with_bounds = alloc && o->kind == N_PAREN_ARGS;
        if (with_bounds) {
            base = o->lhs;
            expr_check(base);
        } else
            expr_check(o);
        if (is_err(base))
            continue;
        Symbol *sym = last_part_symbol(base);
        if (!sym || !(sym->attrs & (A_ALLOCATABLE | A_POINTER))) {
            error_at(base->loc, "%s object '%s' must be ALLOCATABLE or POINTER.", stmt,
                     sym ? sym->name : "(expression)");
            continue;
        }
        expr_is_variable(base, true, arena_printf(cu_arena, "an %s statement", stmt));
        if (alloc && o->codims.len)
            sema_coarray_allocate(sym, &o->codims, o->loc);
        int rank = sym->shape ? sym->shape->rank : 0;
        if (with_bounds) {
            int given = o->args.len;
            if (!rank) {
                error_at(o->loc, "Scalar '%s' cannot have bounds in ALLOCATE.", sym->name);
                continue;
            }
            if (given != rank) {
                error_at(o->loc, "ALLOCATE of '%s' has %d bound%s for an array of rank %d.", sym->name, given,
                         given == 1 ? "" : "s", rank);
                continue;
            }
            bool ok = true;
            for (int d = 0; d < given; d++) {
                Node *b = o->args.items[d];
                Node *parts[2] = {b, NULL};
                if (b && b->kind == N_TRIPLET) {
                    if (b->step || !b->rhs) {
                        error_at(b->loc, "Bounds in ALLOCATE must have the form [lower:]upper.");
                        ok = false;
                        continue;
                    }
                    parts[0] = b->lhs;
                    parts[1] = b->rhs;
                    b->type = type_int(8);
                }
                for (int k = 0; k < 2; k++) {
                    Node *p = parts[k];
                    if (!p)
                        continue;
                    expr_check(p);
                    if (!is_err(p) && (p->type->kind != TY_INTEGER || p->rank)) {
                        error_at(p->loc, "ALLOCATE bound must be a scalar INTEGER expression.");
                        ok = false;
                    }
                }
            }
            if (!ok)
                continue;
            /* contract: an allocation with bounds is an N_ARRAY_REF whose args are the bounds */
            o->kind = N_ARRAY_REF;
            o->type = base->type;
            o->rank = rank;
            o->sym = sym;
        } else if (alloc && rank && !source) {
            error_at(o->loc, "Array '%s' in ALLOCATE needs bounds.", sym->name);
            continue;
        } else if (!alloc && base->kind != N_NAME && base->kind != N_COMPONENT) {
            error_at(o->loc, "DEALLOCATE object must be a whole ALLOCATABLE or POINTER variable.");
            continue;
        }
        if (ts && !oop_type_compatible(base->type, ts))
            error_at(o->loc, "Type specification %s does not match '%s' of type %s.", type_name(ts), sym->name,
                     type_name(base->type));
        if (source && !is_err(source) && !oop_type_compatible(base->type, source->type))
            error_at(source->loc, "SOURCE= of type %s does not match '%s' of type %s.", type_name(source->type),
                     sym->name, type_name(base->type));
        if (alloc && base->type && base->type->kind == TY_CHARACTER && base->type->len_kind == LEN_DEFERRED && !ts &&
            !source)
            error_at(o->loc, "ALLOCATE of deferred-length '%s' needs a type specification or SOURCE=.", sym->name);
    }
}

/* ---- I/O ---- */

static bool is_namelist_name(Node *v)
{
    if (!v || v->kind != N_NAME)
        return false;
    Symbol *s = sym_resolve(scope_lookup(S.scope, v->name));
    if (s && s->kind == SYM_NAMELIST) {
        v->sym = s;
        v->type = type_void();
        return true;
    }
    return false;
}

/* The derived-type I/O procedure dtio_name ("write(formatted)", ...) that
 * transfers item it, if any; a binding of a CLASS item is the dynamic
 * type's (F2018 12.6.4.8.3), reached through the vtable. */
static void set_item_dtio(Node *it, const char *dtio_name)
{
    if (!it->type || it->type->kind != TY_DERIVED || !it->type->derived)
        return;
    TypeBound *b;
    it->dtio = oop_dtio_proc(it->type->derived, dtio_name, S.scope, &b);
    if (it->dtio && b && it->type->polymorphic) {
        it->dispatch = it;
        it->slot = b->slot;
    }
}

/* Records in s->dtio_comps the derived-type I/O procedures of the types of
 * dt's components (an item of type dt without one of its own is
 * transferred component by component, and such a component by its
 * procedure: F2018 12.6.3), looking deeper into those without. */
static void note_component_dtio(Node *s, DerivedType *dt, const char *dtio_name, int depth)
{
    if (depth > 32)
        return; /* a type that contains itself can only do so through a POINTER or ALLOCATABLE */
    for (int i = 0; i < dt->components.len; i++) {
        Symbol *c = dt->components.data[i];
        if (!c->type || c->type->kind != TY_DERIVED || !c->type->derived || (c->attrs & (A_POINTER | A_ALLOCATABLE)))
            continue;
        DerivedType *ct = c->type->derived;
        bool seen = false;
        for (int j = 0; j < s->dtio_comps.len && !seen; j++)
            seen = s->dtio_comps.items[j]->type->derived == ct;
        if (seen)
            continue;
        TypeBound *b;
        Symbol *proc = i == 0 && dt->parent == ct ? NULL : oop_dtio_proc(ct, dtio_name, S.scope, &b);
        if (!proc) {
            note_component_dtio(s, ct, dtio_name, depth + 1);
            continue;
        }
        Node *n = node_new(N_NAME, c->loc);
        n->name = ct->name;
        n->type = c->type;
        n->dtio = proc;
        nodelist_push(&s->dtio_comps, n);
    }
}

static void check_io_item(Node *s, Node *it, bool input, const char *dtio_name)
{
    if (!it)
        return;
    if (it->kind == N_IMPLIED_DO) {
        Node *parts[4] = {it->var, it->start, it->end, it->step};
        for (int i = 0; i < 4; i++)
            if (parts[i]) {
                expr_check(parts[i]);
                if (i == 0 && !is_err(parts[i]) && parts[i]->kind == N_NAME &&
                    !sema_check_index_name(parts[i]->sym, parts[i]->name, parts[i]->loc, "Implied-DO variable"))
                    continue;
                if (!is_err(parts[i]) && (parts[i]->type->kind != TY_INTEGER || parts[i]->rank))
                    error_at(parts[i]->loc, "Implied-DO control in an I/O list must be a scalar INTEGER.");
            }
        for (int i = 0; i < it->args.len; i++)
            check_io_item(s, it->args.items[i], input, dtio_name);
        it->type = type_void();
        return;
    }
    expr_check_value(it);
    if (is_err(it))
        return;
    if (it->type->kind == TY_VOID) {
        error_at(it->loc, "Subroutine or procedure name cannot be an I/O list item.");
        return;
    }
    if (input)
        expr_is_variable(it, true, "an input list");
    if (dtio_name)
        set_item_dtio(it, dtio_name);
    if (dtio_name && !it->dtio && it->type->kind == TY_DERIVED && it->type->derived)
        note_component_dtio(s, it->type->derived, dtio_name, 0);
}

/* C910-C918: a NAMELIST data transfer has no format, no I/O list and no
 * ADVANCE=. The group's name node gets one N_NAME per group object in its
 * nml_objects, each with the derived-type I/O procedure that transfers it. */
static void check_namelist_transfer(Node *s, const char *dtio_name)
{
    Node *group = NULL, *fmt = NULL, *adv = NULL;
    int groups = 0;
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (!k || k->kind != N_KEYWORD || !k->name)
            continue;
        bool is_group = k->rhs && k->rhs->sym && k->rhs->sym->kind == SYM_NAMELIST;
        if (is_group) {
            group = k->rhs;
            groups++;
        } else if (!strcmp(k->name, "fmt")) {
            fmt = k->rhs;
        } else if (!strcmp(k->name, "advance")) {
            adv = k->rhs;
        }
    }
    if (!group)
        return;
    if (fmt || groups > 1)
        error_at(fmt ? fmt->loc : group->loc, "A NAMELIST data transfer cannot also have a format.");
    if (adv)
        error_at(adv->loc, "ADVANCE= is not allowed in a NAMELIST data transfer.");
    if (s->args.len && s->args.items[0])
        error_at(((Node *)s->args.items[0])->loc, "A NAMELIST data transfer cannot have an I/O list.");
    if (!dtio_name)
        return; /* INQUIRE */
    Symbol *g = group->sym;
    group->nml_objects = (NodeList){0};
    for (int i = 0; i < g->members.len; i++) {
        Symbol *m = g->members.data[i];
        Node *o = node_new(N_NAME, group->loc);
        o->name = m->name;
        o->sym = m;
        o->type = m->type;
        o->rank = m->shape ? m->shape->rank : 0;
        set_item_dtio(o, dtio_name);
        if (!o->dtio && m->type && m->type->kind == TY_DERIVED && m->type->polymorphic)
            error_at(group->loc, "Polymorphic NAMELIST object '%s' needs a %s derived-type I/O procedure.", m->name,
                     !strcmp(dtio_name, "read(formatted)") ? "READ(FORMATTED)" : "WRITE(FORMATTED)");
        nodelist_push(&group->nml_objects, o);
    }
}

/* The specifiers each I/O statement has (F2018 R1205, R1209, R1213, R1225,
 * R1231 and gfortran's extensions: CONVERT=, OPEN's NAME= for FILE= (DEC,
 * nvfortran), READONLY, SHARE=, CC=); DEC ones cuf90 ignores, with a
 * warning, in 'ignored'. */
static const char *const dt_specs[] = {
    "unit", "fmt", "nml", "advance", "asynchronous", "blank", "decimal", "delim", "end", "eor", "err",
    "id", "iomsg", "iostat", "pad", "pos", "rec", "round", "sign", "size", NULL};
static const char *const open_specs[] = {
    "unit", "access", "action", "asynchronous", "blank", "decimal", "delim", "encoding", "err", "file",
    "form", "iomsg", "iostat", "newunit", "pad", "position", "recl", "round", "sign", "status",
    "convert", "name", "readonly", "shared", "noshared", "share", "cc", NULL};
static const char *const close_specs[] = {"unit", "iostat", "iomsg", "err", "status", NULL};
static const char *const inquire_specs[] = {
    "unit", "file", "iostat", "iomsg", "err", "exist", "opened", "number", "named", "name", "access",
    "sequential", "direct", "form", "formatted", "unformatted", "recl", "nextrec", "blank", "position",
    "action", "read", "write", "readwrite", "delim", "pad", "asynchronous", "decimal", "encoding", "id",
    "pending", "pos", "round", "sign", "size", "stream", "iolength", "convert", "share", "cc", NULL};
static const char *const filepos_specs[] = {"unit", "iostat", "iomsg", "err", NULL};
static const char *const wait_specs[] = {"unit", "iostat", "iomsg", "err", "end", "eor", "id", NULL};
static const char *const ignored_specs[] = {
    "buffered", "blocksize", "recordtype", "dispose", "disp", NULL};

static bool in_list(const char *const *l, const char *name)
{
    for (; *l; l++)
        if (!strcmp(*l, name))
            return true;
    return false;
}

/* Unknown and repeated specifiers (C1201-C1211 and their kin). */
static void check_io_spec_names(Node *s)
{
    const char *const *specs;
    const char *what;
    switch (s->kind) {
    case N_OPEN: specs = open_specs; what = "OPEN"; break;
    case N_CLOSE: specs = close_specs; what = "CLOSE"; break;
    case N_INQUIRE: specs = inquire_specs; what = "INQUIRE"; break;
    case N_REWIND: specs = filepos_specs; what = "REWIND"; break;
    case N_BACKSPACE: specs = filepos_specs; what = "BACKSPACE"; break;
    case N_ENDFILE: specs = filepos_specs; what = "ENDFILE"; break;
    case N_FLUSH: specs = filepos_specs; what = "FLUSH"; break;
    case N_WAIT: specs = wait_specs; what = "WAIT"; break;
    case N_READ: specs = dt_specs; what = "READ"; break;
    case N_WRITE: specs = dt_specs; what = "WRITE"; break;
    default: return;
    }
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (!k || k->kind != N_KEYWORD || !k->name)
            continue;
        bool known = in_list(specs, k->name);
        if (!known && (s->kind == N_OPEN || s->kind == N_CLOSE) && in_list(ignored_specs, k->name)) {
            warning_at(k->loc, "The %s= specifier of %s (a DEC extension) is ignored.", k->name, what);
            continue;
        }
        if (!known) {
            error_at(k->loc, "'%s=' is not a specifier of the %s statement.", k->name, what);
            continue;
        }
        for (int j = 0; j < i; j++) {
            Node *o = s->opts.items[j];
            if (o && o->kind == N_KEYWORD && o->name && !strcmp(o->name, k->name)) {
                error_at(k->loc, "The %s= specifier appears twice in the %s statement.", k->name, what);
                break;
            }
        }
    }
}

static void check_io(Node *s)
{
    bool input = s->kind == N_READ;
    check_io_spec_names(s);
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (!k)
            continue;
        Node *v = k->kind == N_KEYWORD ? k->rhs : k;
        const char *kw = k->kind == N_KEYWORD ? k->name : "";
        if (!v || v->kind == N_STAR) {
            if (v)
                v->type = type_void();
            continue;
        }
        if (!strcmp(kw, "fmt") && v->kind == N_INT_LIT) {
            check_label_ref(v, "a format specifier");
            continue;
        }
        if ((!strcmp(kw, "fmt") || !strcmp(kw, "nml")) && is_namelist_name(v))
            continue;
        if (!strcmp(kw, "nml")) {
            error_at(v->loc, "NML= must name a NAMELIST group.");
            continue;
        }
        if (!strcmp(kw, "err") || !strcmp(kw, "end") || !strcmp(kw, "eor")) {
            check_label_ref(v, "an I/O statement");
            continue;
        }
        expr_check(v);
        if (is_err(v))
            continue;
        if (!strcmp(kw, "unit")) {
            if (!(v->type->kind == TY_INTEGER && !v->rank) && v->type->kind != TY_CHARACTER)
                error_at(v->loc, "UNIT= must be a scalar INTEGER or a CHARACTER variable, not %s.", type_name(v->type));
            else if (v->type->kind == TY_CHARACTER && !expr_base_symbol(v))
                error_at(v->loc, "An internal file must be a CHARACTER variable, not an expression.");
        } else if (!strcmp(kw, "fmt")) {
            bool assigned = v->type->kind == TY_INTEGER && v->kind == N_NAME && !v->rank && !v->cval;
            bool stored = v->type->kind == TY_INTEGER || v->type->kind == TY_REAL || v->type->kind == TY_LOGICAL ||
                          v->type->kind == TY_COMPLEX;
            if (v->type->kind != TY_CHARACTER && !assigned && !(stored && (v->cval || expr_base_symbol(v))))
                error_at(v->loc, "Format specifier must be a CHARACTER expression, a label or '*'.");
            else if (v->type->kind != TY_CHARACTER && !assigned)
                warning_at(v->loc, "Legacy Extension: Non-character in FORMAT: the bytes of %s are the format.",
                           type_name(v->type)); /* Hollerith data, as gfortran and nvfortran read it */
        } else if (!strcmp(kw, "iostat") || !strcmp(kw, "size") || !strcmp(kw, "nextrec") ||
                   !strcmp(kw, "number") || !strcmp(kw, "iolength") || (!strcmp(kw, "recl") && s->kind == N_INQUIRE)) {
            if (v->type->kind != TY_INTEGER || v->rank)
                error_at(v->loc, "%s= must be a scalar INTEGER variable.", kw);
            else
                expr_is_variable(v, true, arena_printf(cu_arena, "a %s= specifier", kw));
        } else if (!strcmp(kw, "iomsg")) {
            if (v->type->kind != TY_CHARACTER)
                error_at(v->loc, "IOMSG= must be a CHARACTER variable.");
            else
                expr_is_variable(v, true, "an IOMSG= specifier");
        }
    }
    bool formatted = s->kind == N_PRINT;
    for (int i = 0; i < s->opts.len; i++) {
        Node *k = s->opts.items[i];
        if (k && k->kind == N_KEYWORD && k->name && (!strcmp(k->name, "fmt") || !strcmp(k->name, "nml")))
            formatted = true;
    }
    /* INQUIRE(IOLENGTH=) counts the components even of types with
     * derived-type I/O procedures (F2018 12.10.3) */
    const char *dtio_name = s->kind == N_INQUIRE ? NULL
                            : arena_printf(cu_arena, "%s(%sformatted)", input ? "read" : "write", formatted ? "" : "un");
    for (int i = 0; i < s->args.len; i++)
        check_io_item(s, s->args.items[i], input, dtio_name);
    check_namelist_transfer(s, dtio_name);
}

/* ---- WHERE / FORALL / DO CONCURRENT / CUF kernels ---- */

static void check_forall_triplets(NodeList *l)
{
    for (int i = 0; i < l->len; i++) {
        Node *t = l->items[i];
        if (!t)
            continue;
        if (t->name) {
            Symbol *v = resolve_name_ref(t->name, t->loc, true);
            v = sym_resolve(v);
            t->sym = v;
            if (!t->ts && !sema_check_index_name(v, t->name, t->loc, "Index"))
                ;
            else if (v && v->type && v->type->kind != TY_INTEGER && v->type->kind != TY_ERROR)
                error_at(t->loc, "Index '%s' must be INTEGER, not %s.", t->name, type_name(v->type));
        }
        Node *parts[3] = {t->start, t->end, t->step};
        for (int k = 0; k < 3; k++)
            if (parts[k]) {
                expr_check(parts[k]);
                if (!is_err(parts[k]) && (parts[k]->type->kind != TY_INTEGER || parts[k]->rank))
                    error_at(parts[k]->loc, "Index bound must be a scalar INTEGER expression.");
            }
    }
}

/* Every mask and assignment target of a WHERE construct, nested ones included, has the rank of
   the first mask (codegen lowers the whole construct as one loop nest over that shape). */
static void check_where_ranks(Node *s, int rank)
{
    for (int i = 0; i < s->args.len; i++) {
        Node *b = s->args.items[i];
        if (!b)
            continue;
        if (b->cond && !is_err(b->cond) && b->cond->rank && b->cond->rank != rank)
            error_at(b->cond->loc, "WHERE mask has rank %d but the enclosing mask has rank %d.", b->cond->rank,
                     rank);
        for (int j = 0; j < b->body.len; j++) {
            Node *st = b->body.items[j];
            if (!st)
                continue;
            if (st->kind == N_WHERE)
                check_where_ranks(st, rank);
            else if (st->kind == N_ASSIGN && st->lhs && !is_err(st->lhs) && st->lhs->rank != rank)
                error_at(st->lhs->loc, "WHERE assignment target has rank %d but the mask has rank %d.", st->lhs->rank,
                         rank);
        }
    }
}

static void check_where(Node *s)
{
    static int depth; /* the outermost WHERE checks the ranks of the nested ones */
    depth++;
    for (int i = 0; i < s->args.len; i++) {
        Node *b = s->args.items[i];
        if (!b)
            continue;
        if (b->cond) {
            expr_check(b->cond);
            if (!is_err(b->cond) && (b->cond->type->kind != TY_LOGICAL || !b->cond->rank))
                error_at(b->cond->loc, "WHERE mask must be a LOGICAL array.");
        }
        check_body(&b->body);
    }
    depth--;
    Node *first = s->args.len ? s->args.items[0] : NULL;
    if (first && first->cond && !is_err(first->cond) && first->cond->rank && !depth)
        check_where_ranks(s, first->cond->rank);
}

static void check_cuf_kernel(Node *s)
{
    if (opts.cuda == CUDA_MODE_OFF)
        error_at(s->loc, "!$CUF KERNEL DO requires CUDA Fortran (a .cuf file or -cuda).");
    check_launch_config(s->chevron);
    for (int i = 0; i < s->args.len; i++) {
        Node *r = s->args.items[i];
        if (!r)
            continue;
        for (int j = 0; j < r->args.len; j++) {
            Node *v = r->args.items[j];
            expr_check(v);
            /* which operator suits which type is codegen's (cuf_kernel.c) */
            if (!is_err(v) && (v->rank || !(type_is_numeric(v->type) || (v->type && v->type->kind == TY_LOGICAL))))
                error_at(v->loc, "REDUCE variable must be a numeric or LOGICAL scalar.");
        }
    }
    int depth = 0;
    Node *d = s->body.len ? s->body.items[0] : NULL;
    for (int n = s->nest > 0 ? s->nest : 1; n > 0; n--) {
        if (!d || d->kind != N_DO || !d->var) {
            error_at(s->loc, "!$CUF KERNEL DO(%d) must be followed by %d tightly nested DO loops with a variable.",
                     s->nest > 0 ? s->nest : 1, s->nest > 0 ? s->nest : 1);
            break;
        }
        depth++;
        d = d->body.len ? d->body.items[0] : NULL;
    }
    ConstructCtx c;
    push_construct(&c, s);
    check_body(&s->body);
    pop_construct();
}

static void check_block(Node *s)
{
    Scope *saved = S.scope;
    Scope *bs = scope_new(SCOPE_BLOCK, S.scope);
    bs->node = s;
    s->scope = bs;
    S.scope = bs;
    for (int i = 0; i < s->body.len; i++) {
        Node *st = s->body.items[i];
        if (st && (st->kind == N_IMPLICIT))
            error_at(st->loc, "IMPLICIT statement is not allowed in a BLOCK construct.");
    }
    decl_spec_part(s, &s->body);
    decl_finalize_scope(bs);
    ConstructCtx c;
    push_construct(&c, s);
    check_body(&s->body);
    pop_construct();
    sema_save_block_locals(bs);
    S.scope = saved;
}

static void check_stmt(Node *s)
{
    switch (s->kind) {
    case N_ASSIGN: check_assign(s); break;
    case N_PTR_ASSIGN: check_ptr_assign(s); break;
    case N_CALL: check_call(s); break;
    case N_IF: {
        ConstructCtx c;
        push_construct(&c, s);
        for (int i = 0; i < s->args.len; i++) {
            Node *b = s->args.items[i];
            if (!b)
                continue;
            if (b->cond)
                require_logical_scalar(b->cond, "IF condition");
            check_body(&b->body);
        }
        pop_construct();
        break;
    }
    case N_IF_STMT:
        require_logical_scalar(s->cond, "IF condition");
        check_body(&s->body);
        break;
    case N_ARITH_IF:
        expr_check(s->cond);
        if (!is_err(s->cond) && (s->cond->rank || (s->cond->type->kind != TY_INTEGER && s->cond->type->kind != TY_REAL)))
            error_at(s->cond->loc, "Arithmetic IF expression must be a scalar INTEGER or REAL expression.");
        for (int i = 0; i < s->args.len; i++)
            check_label_ref(s->args.items[i], "an arithmetic IF");
        break;
    case N_DO: check_do(s); break;
    case N_DO_WHILE: {
        if (s->do_label && !find_label(s->do_label))
            error_at(s->loc, "Label %d terminating the DO loop is not defined.", s->do_label);
        require_logical_scalar(s->cond, "DO WHILE condition");
        ConstructCtx c;
        push_construct(&c, s);
        check_body(&s->body);
        pop_construct();
        break;
    }
    case N_DO_CONCURRENT: {
        check_forall_triplets(&s->args);
        if (s->cond)
            require_logical_scalar(s->cond, "DO CONCURRENT mask");
        ConstructCtx c;
        push_construct(&c, s);
        check_body(&s->body);
        pop_construct();
        break;
    }
    case N_FORALL:
        check_forall_triplets(&s->args);
        if (s->cond)
            require_logical_scalar(s->cond, "FORALL mask");
        check_body(&s->body);
        break;
    case N_SELECT_CASE: check_select_case(s); break;
    case N_EXIT: case N_CYCLE: check_exit_cycle(s); break;
    case N_GOTO:
        for (int i = 0; i < s->args.len; i++)
            check_label_ref(s->args.items[i], "a GOTO statement");
        break;
    case N_COMPUTED_GOTO:
        for (int i = 0; i < s->args.len; i++)
            check_label_ref(s->args.items[i], "a GOTO statement");
        if (s->cond) {
            expr_check(s->cond);
            if (!is_err(s->cond) && (s->cond->type->kind != TY_INTEGER || s->cond->rank))
                error_at(s->cond->loc, "Computed GOTO index must be a scalar INTEGER expression.");
        }
        break;
    case N_STOP: case N_ERROR_STOP:
        if (s->rhs) {
            expr_check(s->rhs);
            if (!is_err(s->rhs) && (s->rhs->rank || (s->rhs->type->kind != TY_INTEGER &&
                                                      s->rhs->type->kind != TY_CHARACTER)))
                error_at(s->rhs->loc, "STOP code must be a scalar INTEGER or CHARACTER expression.");
        }
        if (s->lhs)
            require_logical_scalar(s->lhs, "QUIET= specifier");
        break;
    case N_ASSIGN_LABEL: {
        /* deleted in F95; gfortran still runs it, with a warning */
        warning_at(s->loc, "ASSIGN statement is a deleted feature.");
        Node *l = s->args.items[0];
        int v = atoi(l->text);
        l->type = type_int(4);
        l->cval = cv_int(v, 4);
        Node *t = find_label(v);
        if (!t)
            error_at(l->loc, "Label %d referenced in an ASSIGN statement is not defined.", v);
        else
            s->bool_val = t->kind == N_FORMAT;
        check_label_variable(s->lhs, "ASSIGN");
        break;
    }
    case N_ASSIGNED_GOTO:
        warning_at(s->loc, "Assigned GO TO statement is a deleted feature.");
        for (int i = 0; i < s->args.len; i++)
            check_label_ref(s->args.items[i], "a GOTO statement");
        check_label_variable(s->cond, "assigned GO TO");
        break;
    case N_PAUSE:
        /* deleted in F95; gfortran still runs it, with this warning */
        if (!scope_in_device(S.scope))
            warning_at(s->loc, "PAUSE statement is a deleted feature.");
        if (s->rhs) {
            expr_check(s->rhs);
            if (!is_err(s->rhs) && (s->rhs->rank || (s->rhs->type->kind != TY_INTEGER &&
                                                      s->rhs->type->kind != TY_CHARACTER)))
                error_at(s->rhs->loc, "PAUSE code must be a scalar INTEGER or CHARACTER expression.");
        }
        break;
    case N_ENTRY:
        /* in device code the CUDA checker names the rule instead; ENTRY
         * statements of subprograms were declared (or refused) with the unit */
        if (s->sym || unit_scope(S.scope)->kind == SCOPE_SUBPROGRAM)
            break;
        if (!scope_in_device(S.scope))
            error_at(s->loc, "ENTRY statements are not supported.");
        break;
    case N_CRAY_POINTER: break; /* declared with the specification part */
    case N_RETURN: {
        Symbol *p = scope_owner_proc(S.scope);
        if ((!p || p->kind != SYM_PROCEDURE) && !(unit_scope(S.scope)->kind == SCOPE_PROGRAM && !s->rhs))
            error_at(s->loc, "RETURN statement is only allowed in a subprogram.");
        /* RETURN in the main program (a GNU extension) ends it as its END does */
        if (s->rhs) {
            expr_check(s->rhs);
            if (!is_err(s->rhs) && (s->rhs->type->kind != TY_INTEGER || s->rhs->rank))
                error_at(s->rhs->loc, "Alternate return index must be a scalar INTEGER expression.");
        }
        break;
    }
    case N_BLOCK: check_block(s); break;
    case N_ASSOCIATE: oop_associate(s, check_body); break;
    case N_SELECT_TYPE: oop_select_type(s, check_body); break;
    case N_ALLOCATE: case N_DEALLOCATE: check_allocate(s); break;
    case N_NULLIFY:
        for (int i = 0; i < s->args.len; i++) {
            Node *o = s->args.items[i];
            expr_check(o);
            if (!is_err(o) && !is_pointer_designator(o))
                error_at(o->loc, "NULLIFY object must be a POINTER.");
        }
        break;
    case N_PRINT: case N_WRITE: case N_READ: case N_OPEN: case N_CLOSE: case N_INQUIRE: case N_REWIND:
    case N_BACKSPACE: case N_ENDFILE: case N_FLUSH: case N_WAIT:
        check_io(s);
        break;
    case N_WHERE: check_where(s); break;
    case N_CUF_KERNEL: check_cuf_kernel(s); break;
    case N_OMP: sema_omp(s, check_body); break;
    case N_CONTINUE: case N_FORMAT: case N_DIRECTIVE: case N_ERROR_STMT: case N_DATA: case N_USE:
    case N_IMPLICIT:
        break;
    case N_SUBROUTINE: case N_FUNCTION: case N_PROGRAM: case N_MODULE:
        error_at(s->loc, "Unexpected program unit inside an executable part.");
        break;
    default:
        if (!stmt_is_spec(s))
            error_at(s->loc, "Unexpected %s statement.", node_name[s->kind]);
        break;
    }
}
