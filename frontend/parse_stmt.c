/* parse_stmt.c — statements, blocks and executable constructs (clause 8),
 * and the CUDA Fortran statement forms (kernel launches, !$cuf kernel do). */
#include "parse.h"

#include <stdlib.h>
#include <string.h>

static const char *const end_words[END__COUNT] = {
    [END_UNIT] = "END", [END_CONTAINS] = "CONTAINS", [END_DO] = "END DO", [END_IF] = "END IF",
    [END_ELSE] = "ELSE", [END_ELSEIF] = "ELSE IF", [END_SELECT] = "END SELECT", [END_CASE] = "CASE",
    [END_WHERE] = "END WHERE", [END_ELSEWHERE] = "ELSEWHERE", [END_FORALL] = "END FORALL",
    [END_BLOCK] = "END BLOCK", [END_TYPE] = "END TYPE", [END_INTERFACE] = "END INTERFACE",
    [END_ASSOCIATE] = "END ASSOCIATE", [END_TYPE_GUARD] = "TYPE IS", [END_OMP] = "!$OMP END",
    [END_OMP_SECTION] = "!$OMP SECTION",
};

/* The construct each END closes, for messages. */
static const char *const construct_words[END__COUNT] = {
    [END_DO] = "DO", [END_IF] = "IF", [END_ELSE] = "IF", [END_ELSEIF] = "IF", [END_SELECT] = "SELECT CASE",
    [END_CASE] = "SELECT CASE", [END_WHERE] = "WHERE", [END_ELSEWHERE] = "WHERE", [END_FORALL] = "FORALL",
    [END_BLOCK] = "BLOCK", [END_TYPE] = "TYPE", [END_INTERFACE] = "INTERFACE", [END_ASSOCIATE] = "ASSOCIATE",
    [END_TYPE_GUARD] = "SELECT TYPE", [END_OMP] = "OpenMP construct", [END_OMP_SECTION] = "!$OMP SECTIONS",
};

static int skip_label(Parser *p)
{
    if (at(p, TK_INT) && tok(p)->stmt_start) {
        int l = atoi(tok(p)->text);
        p->pos++;
        return l;
    }
    return 0;
}

/* Which END/ELSE/CASE/CONTAINS statement starts here, if any (nothing consumed). */
EndKind peek_end(Parser *p)
{
    static const struct {
        const char *w;
        EndKind k;
    } after_end[] = {
        {"do", END_DO}, {"if", END_IF}, {"select", END_SELECT}, {"where", END_WHERE},
        {"forall", END_FORALL}, {"type", END_TYPE}, {"interface", END_INTERFACE},
        {"associate", END_ASSOCIATE}, {"program", END_UNIT}, {"subroutine", END_UNIT},
        {"function", END_UNIT}, {"module", END_UNIT}, {"submodule", END_UNIT},
        {"procedure", END_UNIT}, {"blockdata", END_UNIT}, {"block", END_BLOCK},
        {"critical", END_BLOCK}, {"team", END_BLOCK}, /* parse_coarray.c: blocks with one image */
    };
    int save = p->pos;
    skip_label(p);
    EndKind k = END_NONE;
    const Token *t = tok(p);
    if (t->kind == TK_EOF) {
        k = END_EOF;
    } else if (t->kind == TK_DIRECTIVE && !strcmp(t->text, "omp")) {
        const Token *n = tok_at(p, 1);
        if (n->kind == TK_IDENT && !strncmp(n->text, "end", 3) &&
            (n->text[3] || tok_at(p, 2)->kind == TK_IDENT))
            k = END_OMP;
        else if (n->kind == TK_IDENT && !strcmp(n->text, "section") && tok_at(p, 2)->kind == TK_EOS)
            k = END_OMP_SECTION;
    } else if (t->kind == TK_IDENT && !is_assignment(p)) {
        const char *w = t->text;
        const Token *n = tok_at(p, 1);
        if (!strcmp(w, "end")) {
            if (n->kind != TK_IDENT) {
                k = END_UNIT;
            } else {
                k = END_UNIT;
                if (!strcmp(n->text, "file"))
                    k = END_NONE; /* END FILE statement */
                for (size_t i = 0; i < sizeof after_end / sizeof after_end[0]; i++)
                    if (!strcmp(n->text, after_end[i].w))
                        k = after_end[i].k;
                if (k == END_BLOCK && tok_at(p, 2)->kind == TK_IDENT && !strcmp(tok_at(p, 2)->text, "data"))
                    k = END_UNIT;
            }
        } else if (!strncmp(w, "end", 3) && w[3]) {
            for (size_t i = 0; i < sizeof after_end / sizeof after_end[0]; i++)
                if (!strcmp(w + 3, after_end[i].w))
                    k = after_end[i].k;
            if (!strcmp(w + 3, "blockdata") || (!strcmp(w + 3, "block") && n->kind == TK_IDENT && !strcmp(n->text, "data")))
                k = END_UNIT;
        } else if (!strcmp(w, "else")) {
            k = END_ELSE;
            if (n->kind == TK_IDENT && !strcmp(n->text, "if"))
                k = END_ELSEIF;
            else if (n->kind == TK_IDENT && !strcmp(n->text, "where"))
                k = END_ELSEWHERE;
        } else if (!strcmp(w, "elseif")) {
            k = END_ELSEIF;
        } else if (!strcmp(w, "elsewhere")) {
            k = END_ELSEWHERE;
        } else if (!strcmp(w, "case") && (n->kind == TK_LPAREN || (n->kind == TK_IDENT && !strcmp(n->text, "default")))) {
            k = END_CASE;
        } else if (!strcmp(w, "contains") && (n->kind == TK_EOS || n->kind == TK_EOF)) {
            k = END_CONTAINS;
        } else if (!strcmp(w, "rank") &&
                   (n->kind == TK_LPAREN || (n->kind == TK_IDENT && !strcmp(n->text, "default")))) {
            k = END_TYPE_GUARD; /* an arm of SELECT RANK */
        } else if ((!strcmp(w, "type") || !strcmp(w, "class")) && n->kind == TK_IDENT &&
                   ((!strcmp(n->text, "is") && tok_at(p, 2)->kind == TK_LPAREN) ||
                    (w[0] == 'c' && !strcmp(n->text, "default")))) {
            k = END_TYPE_GUARD;
        }
    }
    p->pos = save;
    return k;
}

/* Whether an END-like statement closes something open now. */
static bool closes_open(Parser *p, EndKind k)
{
    switch (k) {
    case END_UNIT: case END_CONTAINS: case END_EOF:
        return true;
    case END_ELSE: case END_ELSEIF:
        return p->open[END_IF] > 0;
    case END_CASE: case END_TYPE_GUARD:
        return p->open[END_SELECT] > 0;
    case END_ELSEWHERE:
        return p->open[END_WHERE] > 0;
    default:
        return p->open[k] > 0;
    }
}

static bool is_do_node(const Node *s)
{
    return s->kind == N_DO || s->kind == N_DO_WHILE || s->kind == N_DO_CONCURRENT;
}

/* block: statements until an END-like statement that closes an open construct
 * (not consumed; returned), the end of file, or — when term_label is set —
 * the statement with that label (consumed; END_LABEL). */
EndKind parse_block(Parser *p, NodeList *out, int term_label)
{
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (diag_too_many())
            p->pos = p->n - 1;
        EndKind k = peek_end(p);
        if (k == END_EOF)
            return END_EOF;
        if (k != END_NONE) {
            if (closes_open(p, k))
                return k;
            int save = p->pos;
            skip_label(p);
            perr_soft(p, tok(p)->loc, "%s statement without a matching %s", end_words[k], construct_words[k]);
            p->pos = save;
            skip_to_eos(p);
            continue;
        }
        Node *s = parse_stmt(p);
        if (s)
            nodelist_push(out, s);
        bool term = term_label && s && (s->label == term_label || (is_do_node(s) && s->do_label == term_label));
        for (int i = 0; i < p->pending.len; i++) {
            nodelist_push(out, p->pending.items[i]);
            term = term || (term_label && p->pending.items[i]->label == term_label);
        }
        p->pending.len = 0;
        if (term)
            return END_LABEL;
    }
}

/* "END X expected to close X at line N" where the block ended instead. */
static void missing_end(Parser *p, EndKind want, Loc open)
{
    int save = p->pos;
    skip_label(p);
    perr_soft(p, tok(p)->loc, "%s expected to close %s at line %d", end_words[want], construct_words[want], open.line);
    p->pos = save;
}

/* After a header with a syntax error, the construct's body is still parsed
 * so that its END does not cascade into more errors. */
static void recover_construct(Parser *p, Node *e, EndKind h, int label, Loc open)
{
    p->open[h]++;
    for (;;) {
        EndKind k = parse_block(p, &e->body, label);
        if (k == END_LABEL)
            break;
        if (k == h) {
            skip_to_eos(p);
            break;
        }
        if ((h == END_IF && (k == END_ELSE || k == END_ELSEIF)) ||
            (h == END_SELECT && (k == END_CASE || k == END_TYPE_GUARD)) ||
            (h == END_WHERE && k == END_ELSEWHERE)) {
            skip_to_eos(p);
            continue;
        }
        missing_end(p, h, open);
        break;
    }
    p->open[h]--;
}

static Node *parse_stmt_inner(Parser *p, const Token *kw, int label);

/* One statement (with its label); constructs include their whole body.  A
 * syntax error gives N_ERROR_STMT and resumes after the statement. */
Node *parse_stmt(Parser *p)
{
    jmp_buf jb, *old = p->jb;
    int open[END__COUNT];
    memcpy(open, p->open, sizeof open);
    EndKind saved_hdr = p->hdr_kind;
    int label = skip_label(p);
    const Token *kw = tok(p);
    p->hdr_kind = END_NONE;
    p->jb = &jb;
    if (setjmp(jb)) {
        p->jb = old;
        memcpy(p->open, open, sizeof open);
        Node *e = mk(N_ERROR_STMT, kw->loc);
        e->label = label;
        skip_to_eos(p);
        EndKind h = p->hdr_kind;
        p->hdr_kind = saved_hdr;
        if (h != END_NONE)
            recover_construct(p, e, h, 0, kw->loc);
        return e;
    }
    check_depth(p);
    Node *n = parse_stmt_inner(p, kw, label);
    p->jb = old;
    p->hdr_kind = saved_hdr;
    if (n)
        n->label = label;
    return n;
}

/* R732 assignment-stmt / R733 pointer-assignment-stmt */
static Node *parse_assignment(Parser *p)
{
    Loc start = tok(p)->loc;
    Node *lhs = parse_designator(p);
    const Token *t = tok(p);
    Node *n;
    if (accept(p, TK_ASSIGN))
        n = mk(N_ASSIGN, t->loc);
    else if (accept(p, TK_ARROW))
        n = mk(N_PTR_ASSIGN, t->loc);
    else
        perr(p, t->loc, "expected '=' in an assignment, found %s", tok_desc(t));
    n->loc = start;
    n->lhs = lhs;
    n->rhs = parse_expr(p);
    expect_eos(p);
    return n;
}

/* One element of <<< >>> or of a CUF kernel chevron: '*', a tuple (a, b, *)
 * (N_PAREN_ARGS with lhs NULL), keyword=value, or an expression. */
static Node *parse_launch_item(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind == TK_STAR) {
        p->pos++;
        return mk(N_STAR, t->loc);
    }
    if (t->kind == TK_IDENT && tok_at(p, 1)->kind == TK_ASSIGN) {
        Node *k = mk(N_KEYWORD, t->loc);
        k->name = t->text;
        p->pos += 2;
        k->rhs = parse_launch_item(p);
        return k;
    }
    if (t->kind == TK_LPAREN) {
        /* a tuple has a comma at depth 1 */
        int depth = 0, i = p->pos;
        bool tuple = false;
        for (; i < p->n; i++) {
            TokenKind k = p->t[i].kind;
            if (k == TK_EOS || k == TK_EOF)
                break;
            if (k == TK_LPAREN || k == TK_LBRACKET)
                depth++;
            else if ((k == TK_RPAREN || k == TK_RBRACKET) && --depth == 0)
                break;
            else if (depth == 1 && (k == TK_COMMA || (k == TK_STAR && p->t[i - 1].kind != TK_IDENT &&
                                                       p->t[i - 1].kind != TK_RPAREN && p->t[i - 1].kind != TK_INT)))
                tuple = true;
        }
        if (tuple) {
            Node *tp = mk(N_PAREN_ARGS, t->loc);
            p->pos++;
            for (;;) {
                nodelist_push(&tp->args, parse_launch_item(p));
                if (!accept(p, TK_COMMA))
                    break;
            }
            expect(p, TK_RPAREN, "launch configuration tuple");
            return tp;
        }
    }
    return parse_expr(p);
}

/* <<< grid, block [, bytes [, stream]] >>> */
static Node *parse_chevron(Parser *p)
{
    Node *c = mk(N_LAUNCH_CONFIG, tok(p)->loc);
    expect(p, TK_CHEVRON_OPEN, "kernel launch");
    for (;;) {
        nodelist_push(&c->args, parse_launch_item(p));
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_CHEVRON_CLOSE, "kernel launch configuration");
    return c;
}

/* R1220 call-stmt, with CUDA's CALL kernel<<<grid, block[, bytes[, stream]]>>>(args) */
static Node *parse_call(Parser *p, const Token *kw)
{
    Node *c = mk(N_CALL, kw->loc);
    p->pos++;
    const Token *t = tok(p);
    Node *callee = mk(N_NAME, t->loc);
    callee->name = expect_name(p, "a subroutine name");
    for (;;) {
        if (at(p, TK_LPAREN)) {
            /* a subscripted part of a binding's object: CALL a(i)%b%proc() */
            int m = paren_match(p, p->pos);
            if (m <= 0 || p->t[m + 1].kind != TK_PERCENT)
                break;
            Node *r = mk(N_PAREN_ARGS, tok(p)->loc);
            r->lhs = callee;
            parse_actual_args(p, &r->args);
            callee = r;
            continue;
        }
        if (!at(p, TK_PERCENT))
            break;
        p->pos++;
        Node *m = mk(N_COMPONENT, tok(p)->loc);
        m->lhs = callee;
        m->name = expect_name(p, "a component name");
        callee = m;
    }
    c->lhs = callee;
    if (at(p, TK_CHEVRON_OPEN)) {
        c->chevron = parse_chevron(p);
        if (c->chevron->args.len < 2 || c->chevron->args.len > 4)
            perr_soft(p, c->chevron->loc, "a kernel launch configuration has 2 to 4 values, found %d",
                      c->chevron->args.len);
    }
    if (at(p, TK_LPAREN))
        parse_actual_args(p, &c->args);
    expect_eos(p);
    return c;
}

/* R1139 label-do-stmt / R1138 nonlabel-do-stmt (counted, WHILE, CONCURRENT, endless) */
static void parse_forall_header(Parser *p, Node *n);

static Node *parse_do(Parser *p, const Token *kw, const char *cname)
{
    Node *n = mk(N_DO, kw->loc);
    n->construct_name = cname;
    p->hdr_kind = END_DO;
    p->pos++;
    if (at(p, TK_INT))
        n->do_label = parse_label_ref(p);
    if (n->do_label)
        accept(p, TK_COMMA);
    else if (at(p, TK_COMMA))
        p->pos++;
    if (at_eos(p)) {
        /* endless DO */
    } else if (at_kw(p, "while") && tok_at(p, 1)->kind == TK_LPAREN) {
        n->kind = N_DO_WHILE;
        p->pos += 2;
        n->cond = parse_expr(p);
        expect(p, TK_RPAREN, "DO WHILE");
    } else if (at_kw(p, "concurrent") && tok_at(p, 1)->kind == TK_LPAREN) {
        n->kind = N_DO_CONCURRENT;
        p->pos++;
        parse_forall_header(p, n);
    } else {
        Node *v = mk(N_NAME, tok(p)->loc);
        v->name = expect_name(p, "a DO variable");
        n->var = v;
        expect(p, TK_ASSIGN, "DO statement");
        n->start = parse_expr(p);
        expect(p, TK_COMMA, "DO statement");
        n->end = parse_expr(p);
        if (accept(p, TK_COMMA))
            n->step = parse_expr(p);
    }
    expect_eos(p);
    p->open[END_DO]++;
    EndKind k = parse_block(p, &n->body, n->do_label);
    p->open[END_DO]--;
    if (k == END_LABEL)
        return n;
    if (k == END_DO) {
        int save = p->pos;
        int l = skip_label(p);
        p->pos = save;
        if (n->do_label && l != n->do_label)
            perr_soft(p, tok(p)->loc, "statement labelled %d expected to close DO at line %d", n->do_label,
                      kw->loc.line);
        /* the END DO's label, if any, belongs to the END DO itself */
        /* a branch to a labelled END DO continues the loop */
        Loc el_loc = tok(p)->loc;
        int el = parse_end_stmt(p, "do", cname);
        if (el) {
            Node *c = mk(N_CONTINUE, el_loc);
            c->label = el;
            nodelist_push(&n->body, c);
        }
        return n;
    }
    if (n->do_label)
        perr_soft(p, tok(p)->loc, "statement labelled %d expected to close DO at line %d", n->do_label,
                  kw->loc.line);
    else
        missing_end(p, END_DO, kw->loc);
    return n;
}

/* R1141 if-then-stmt ... R1145 end-if-stmt, after IF (cond) THEN */
static Node *parse_if_construct(Parser *p, const Token *kw, const char *cname, Node *cond)
{
    Node *n = mk(N_IF, kw->loc);
    n->construct_name = cname;
    Node *br = mk(N_IF_BRANCH, kw->loc);
    br->cond = cond;
    p->open[END_IF]++;
    bool had_else = false;
    for (;;) {
        EndKind k = parse_block(p, &br->body, 0);
        nodelist_push(&n->args, br);
        if (k == END_ELSEIF) {
            skip_label(p);
            const Token *e = tok(p);
            match_kws(p, "else if");
            if (had_else)
                perr_soft(p, e->loc, "ELSE IF after ELSE in the IF construct at line %d", kw->loc.line);
            expect(p, TK_LPAREN, "ELSE IF");
            br = mk(N_IF_BRANCH, e->loc);
            br->cond = parse_expr(p);
            expect(p, TK_RPAREN, "ELSE IF");
            if (!accept_kw(p, "then"))
                perr(p, tok(p)->loc, "expected THEN after ELSE IF (...), found %s", tok_desc(tok(p)));
            accept(p, TK_IDENT); /* construct name */
            expect_eos(p);
            continue;
        }
        if (k == END_ELSE) {
            skip_label(p);
            const Token *e = tok(p);
            p->pos++;
            if (had_else)
                perr_soft(p, e->loc, "second ELSE in the IF construct at line %d", kw->loc.line);
            had_else = true;
            br = mk(N_IF_BRANCH, e->loc);
            accept(p, TK_IDENT);
            expect_eos(p);
            continue;
        }
        if (k == END_IF)
            parse_construct_end(p, "if", cname);
        else
            missing_end(p, END_IF, kw->loc);
        break;
    }
    p->open[END_IF]--;
    return n;
}

static Node *parse_action_stmt(Parser *p);

/* R1140 if-construct / R1143 if-stmt / arithmetic IF */
static Node *parse_if(Parser *p, const Token *kw, const char *cname)
{
    /* IF (...) THEN at the end of the line makes a construct */
    int i = p->pos;
    while (p->t[i].kind != TK_EOS && p->t[i].kind != TK_EOF)
        i++;
    bool construct = i > p->pos + 1 && p->t[i - 1].kind == TK_IDENT && !strcmp(p->t[i - 1].text, "then") &&
                     p->t[i - 2].kind == TK_RPAREN;
    if (construct)
        p->hdr_kind = END_IF;
    p->pos++;
    expect(p, TK_LPAREN, "IF statement");
    Node *cond = parse_expr(p);
    expect(p, TK_RPAREN, "IF statement");
    if (construct && accept_kw(p, "then")) {
        expect_eos(p);
        return parse_if_construct(p, kw, cname, cond);
    }
    if (at(p, TK_INT)) {
        /* R853 arithmetic-if-stmt */
        Node *n = mk(N_ARITH_IF, kw->loc);
        n->cond = cond;
        for (int k = 0; k < 3; k++) {
            Node *l = mk(N_INT_LIT, tok(p)->loc);
            l->text = arena_printf(cu_arena, "%d", parse_label_ref(p));
            nodelist_push(&n->args, l);
            if (k < 2)
                expect(p, TK_COMMA, "arithmetic IF");
        }
        expect_eos(p);
        return n;
    }
    Node *n = mk(N_IF_STMT, kw->loc);
    n->cond = cond;
    if (at_eos(p))
        perr(p, tok(p)->loc, "expected a statement or THEN after IF (...), found %s", tok_desc(tok(p)));
    nodelist_push(&n->body, parse_action_stmt(p));
    return n;
}

/* R1153 case-value-range-list inside CASE ( ) */
static Node *parse_case_stmt(Parser *p)
{
    skip_label(p);
    const Token *c = tok(p);
    p->pos++;
    Node *n = mk(N_CASE, c->loc);
    if (accept_kw(p, "default")) {
        /* empty args */
    } else {
        expect(p, TK_LPAREN, "CASE");
        for (;;) {
            Node *r = mk(N_CASE_RANGE, tok(p)->loc);
            if (accept(p, TK_COLON)) {
                r->is_range = true;
                r->rhs = parse_expr(p);
            } else {
                r->lhs = parse_expr(p);
                if (accept(p, TK_COLON)) {
                    r->is_range = true;
                    if (!at(p, TK_COMMA) && !at(p, TK_RPAREN))
                        r->rhs = parse_expr(p);
                }
            }
            nodelist_push(&n->args, r);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "CASE");
    }
    accept(p, TK_IDENT);
    expect_eos(p);
    return n;
}

/* One arm statement of a SELECT construct, found by parse_block as k; with
 * recover set, the placeholder arm that follows a syntax error in it. */
typedef Node *(*SelectArm)(Parser *p, EndKind k, bool recover);

static Node *case_arm(Parser *p, EndKind k, bool recover)
{
    (void)k;
    return recover ? mk(N_CASE, tok(p)->loc) : parse_case_stmt(p);
}

/* The arms of SELECT CASE and SELECT TYPE after the header: each arm
 * statement and its block until END SELECT (statements before the first arm
 * are reported with what was expected). */
static void parse_select_arms(Parser *p, Node *n, const Token *kw, const char *cname, SelectArm arm,
                              const char *expected)
{
    p->open[END_SELECT]++;
    NodeList stray = {0};
    EndKind k = parse_block(p, &stray, 0);
    if (stray.len)
        perr_soft(p, stray.items[0]->loc, "%s", expected);
    while (k == END_CASE || (k == END_TYPE_GUARD && arm != case_arm)) {
        jmp_buf jb, *old = p->jb;
        Node *c = NULL;
        p->jb = &jb;
        if (!setjmp(jb))
            c = arm(p, k, false);
        else {
            skip_to_eos(p);
            c = arm(p, k, true);
        }
        p->jb = old;
        nodelist_push(&n->args, c);
        k = parse_block(p, &c->body, 0);
    }
    p->open[END_SELECT]--;
    if (k == END_SELECT)
        parse_construct_end(p, "select", cname);
    else
        missing_end(p, END_SELECT, kw->loc);
}


/* R1102 associate-construct: ASSOCIATE (name => selector, ...) block END ASSOCIATE */
static Node *parse_associate(Parser *p, const Token *kw, const char *cname)
{
    Node *n = mk(N_ASSOCIATE, kw->loc);
    n->construct_name = cname;
    p->hdr_kind = END_ASSOCIATE;
    p->pos++;
    expect(p, TK_LPAREN, "ASSOCIATE");
    for (;;) {
        Node *a = mk(N_KEYWORD, tok(p)->loc);
        a->name = expect_name(p, "an associate name");
        expect(p, TK_ARROW, "ASSOCIATE");
        a->rhs = parse_expr(p);
        nodelist_push(&n->args, a);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "ASSOCIATE");
    expect_eos(p);
    p->open[END_ASSOCIATE]++;
    EndKind k = parse_block(p, &n->body, 0);
    p->open[END_ASSOCIATE]--;
    if (k == END_ASSOCIATE)
        parse_construct_end(p, "associate", cname);
    else
        missing_end(p, END_ASSOCIATE, kw->loc);
    return n;
}

/* R1154 type-guard-stmt: TYPE IS (type-spec) | CLASS IS (derived-type-spec) | CLASS DEFAULT */
static Node *parse_type_guard(Parser *p)
{
    skip_label(p);
    const Token *g = tok(p);
    Node *n = mk(N_TYPE_GUARD, g->loc);
    bool is_type = !strcmp(g->text, "type");
    p->pos++;
    if (accept_kw(p, "default")) {
        n->op = GUARD_CLASS_DEFAULT;
    } else {
        accept_kw(p, "is");
        n->op = is_type ? GUARD_TYPE_IS : GUARD_CLASS_IS;
        expect(p, TK_LPAREN, is_type ? "TYPE IS" : "CLASS IS");
        if (at_type_spec(p) && !at_kw(p, "type") && !at_kw(p, "class")) {
            n->ts = parse_type_spec(p, true);
        } else {
            n->ts = NEW(TypeSpec);
            n->ts->kind = TS_TYPE;
            n->ts->loc = tok(p)->loc;
            n->ts->type_name = expect_name(p, "a type name");
            if (at(p, TK_LPAREN))
                parse_type_param_values(p, n->ts); /* type is (t(8, 3)) */
        }
        expect(p, TK_RPAREN, is_type ? "TYPE IS" : "CLASS IS");
    }
    accept(p, TK_IDENT); /* construct name */
    expect_eos(p);
    return n;
}

static bool at_rank_guard(Parser *p)
{
    int save = p->pos;
    skip_label(p);
    bool r = at_kw(p, "rank");
    p->pos = save;
    return r;
}

/* A TYPE IS / CLASS IS / CLASS DEFAULT arm (a CASE here is an error). */
static Node *type_guard_arm(Parser *p, EndKind k, bool recover)
{
    if (recover) {
        Node *c = mk(N_TYPE_GUARD, tok(p)->loc);
        c->op = GUARD_CLASS_DEFAULT;
        return c;
    }
    if (k == END_CASE)
        perr(p, tok(p)->loc, "CASE in a SELECT TYPE construct%s", "");
    if (at_rank_guard(p))
        perr(p, tok(p)->loc, "RANK in a SELECT TYPE construct%s", "");
    return parse_type_guard(p);
}

/* R1150 select-rank-case-stmt: RANK (scalar-int-constant-expr) | RANK (*) | RANK DEFAULT */
static Node *rank_guard_arm(Parser *p, EndKind k, bool recover)
{
    if (recover) {
        Node *c = mk(N_TYPE_GUARD, tok(p)->loc);
        c->op = GUARD_RANK_DEFAULT;
        return c;
    }
    skip_label(p);
    if (k == END_CASE || !at_kw(p, "rank"))
        perr(p, tok(p)->loc, "%s in a SELECT RANK construct", k == END_CASE ? "CASE" : "a type guard");
    Node *n = mk(N_TYPE_GUARD, tok(p)->loc);
    p->pos++;
    if (accept_kw(p, "default")) {
        n->op = GUARD_RANK_DEFAULT;
    } else {
        expect(p, TK_LPAREN, "RANK");
        if (at(p, TK_STAR) && tok_at(p, 1)->kind == TK_RPAREN) {
            n->op = GUARD_RANK_STAR;
            p->pos++;
        } else {
            n->op = GUARD_RANK;
            n->lhs = parse_expr(p);
        }
        expect(p, TK_RPAREN, "RANK");
    }
    accept(p, TK_IDENT); /* construct name */
    expect_eos(p);
    return n;
}

/* R1148 case-construct: SELECT CASE (expr) arms END SELECT; R1152
 * select-type-construct: SELECT TYPE ([name =>] selector) guards END SELECT;
 * R1148 (F2018) select-rank-construct: SELECT RANK ([name =>] selector) arms
 * END SELECT, an N_SELECT_TYPE of op SELECT_RANK. type: 0 CASE, 1 TYPE, 2 RANK */
static Node *parse_select(Parser *p, const Token *kw, const char *cname, int type)
{
    const char *what = type == 2 ? "SELECT RANK" : type ? "SELECT TYPE" : "SELECT CASE";
    Node *n = mk(type ? N_SELECT_TYPE : N_SELECT_CASE, kw->loc);
    n->construct_name = cname;
    n->op = type == 2 ? SELECT_RANK : SELECT_TYPE;
    p->hdr_kind = END_SELECT;
    if (!match_kws(p, type == 2 ? "select rank" : type ? "select type" : "select case"))
        perr(p, kw->loc, "expected %s", what);
    expect(p, TK_LPAREN, what);
    if (type && at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ARROW) {
        n->name = tok(p)->text;
        p->pos += 2;
    }
    n->cond = parse_expr(p);
    expect(p, TK_RPAREN, what);
    expect_eos(p);
    if (type == 2)
        parse_select_arms(p, n, kw, cname, rank_guard_arm, "RANK (n), RANK (*) or RANK DEFAULT expected after SELECT RANK");
    else if (type)
        parse_select_arms(p, n, kw, cname, type_guard_arm,
                          "TYPE IS, CLASS IS or CLASS DEFAULT expected after SELECT TYPE");
    else
        parse_select_arms(p, n, kw, cname, case_arm, "CASE expected after SELECT CASE");
    return n;
}

/* R1142... forall-header: ( [type-spec ::] name = lo : hi [: step], ... [, mask] ) */
static void parse_forall_header(Parser *p, Node *n)
{
    expect(p, TK_LPAREN, "FORALL header");
    TypeSpec *ts = NULL; /* kept on the triplets: their names are then new entities */
    if (at_type_spec(p)) {
        ts = parse_type_spec(p, true);
        expect(p, TK_DCOLON, "FORALL header");
    }
    for (;;) {
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN) {
            Node *t = mk(N_FORALL_TRIPLET, tok(p)->loc);
            t->name = tok(p)->text;
            t->ts = ts;
            p->pos += 2;
            t->start = parse_expr(p);
            expect(p, TK_COLON, "FORALL triplet");
            t->end = parse_expr(p);
            if (accept(p, TK_COLON))
                t->step = parse_expr(p);
            nodelist_push(&n->args, t);
        } else {
            if (n->cond)
                perr(p, tok(p)->loc, "only one mask is allowed in a FORALL header%s", "");
            n->cond = parse_expr(p);
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "FORALL header");
}

/* R1050 forall-construct / R1055 forall-stmt */
static Node *parse_forall(Parser *p, const Token *kw, const char *cname)
{
    Node *n = mk(N_FORALL, kw->loc);
    n->construct_name = cname;
    p->pos++;
    int m = paren_match(p, p->pos);
    bool construct = m > 0 && (p->t[m + 1].kind == TK_EOS || p->t[m + 1].kind == TK_EOF);
    if (construct)
        p->hdr_kind = END_FORALL;
    parse_forall_header(p, n);
    if (!construct) {
        nodelist_push(&n->body, parse_action_stmt(p));
        return n;
    }
    expect_eos(p);
    p->open[END_FORALL]++;
    EndKind k = parse_block(p, &n->body, 0);
    p->open[END_FORALL]--;
    if (k == END_FORALL)
        parse_construct_end(p, "forall", cname);
    else
        missing_end(p, END_FORALL, kw->loc);
    return n;
}

/* R1041 where-construct / R1040 where-stmt */
static Node *parse_where(Parser *p, const Token *kw, const char *cname)
{
    Node *n = mk(N_WHERE, kw->loc);
    n->construct_name = cname;
    p->pos++;
    int m = paren_match(p, p->pos);
    bool construct = m > 0 && (p->t[m + 1].kind == TK_EOS || p->t[m + 1].kind == TK_EOF);
    if (construct)
        p->hdr_kind = END_WHERE;
    Node *br = mk(N_WHERE_BRANCH, kw->loc);
    expect(p, TK_LPAREN, "WHERE");
    br->cond = parse_expr(p);
    expect(p, TK_RPAREN, "WHERE");
    if (!construct) {
        nodelist_push(&br->body, parse_assignment(p));
        nodelist_push(&n->args, br);
        return n;
    }
    expect_eos(p);
    p->open[END_WHERE]++;
    for (;;) {
        EndKind k = parse_block(p, &br->body, 0);
        nodelist_push(&n->args, br);
        if (k == END_ELSEWHERE) {
            skip_label(p);
            const Token *e = tok(p);
            match_kws(p, "else where");
            br = mk(N_WHERE_BRANCH, e->loc);
            if (accept(p, TK_LPAREN)) {
                br->cond = parse_expr(p);
                expect(p, TK_RPAREN, "ELSEWHERE");
            }
            accept(p, TK_IDENT);
            expect_eos(p);
            continue;
        }
        if (k == END_WHERE)
            parse_construct_end(p, "where", cname);
        else
            missing_end(p, END_WHERE, kw->loc);
        break;
    }
    p->open[END_WHERE]--;
    return n;
}

/* R807 block-construct */
static Node *parse_block_construct(Parser *p, const Token *kw, const char *cname)
{
    Node *n = mk(N_BLOCK, kw->loc);
    n->construct_name = cname;
    p->hdr_kind = END_BLOCK;
    p->pos++;
    expect_eos(p);
    p->open[END_BLOCK]++;
    EndKind k = parse_block(p, &n->body, 0);
    p->open[END_BLOCK]--;
    if (k == END_BLOCK)
        parse_construct_end(p, "block", cname);
    else
        missing_end(p, END_BLOCK, kw->loc);
    return n;
}

/* R626 allocate-stmt / R631 deallocate-stmt: (
 * [type-spec ::] object-list [, STAT= | ERRMSG= | SOURCE= | MOLD=]... ),
 * with CUDA Fortran's PINNED= and STREAM= */
static Node *parse_allocate(Parser *p, const Token *kw, NodeKind kind)
{
    Node *n = mk(kind, kw->loc);
    p->pos++;
    expect(p, TK_LPAREN, kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE");
    n->ts = NEW(TypeSpec);
    n->ts->loc = kw->loc;
    if (kind == N_ALLOCATE) {
        if (at_type_spec(p)) {
            TypeSpec *ts = parse_type_spec_dcolon(p);
            if (ts)
                n->ts = ts;
        } else if ((at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_DCOLON) || at_pdt_spec_dcolon(p)) {
            n->ts = NEW(TypeSpec);
            n->ts->kind = TS_TYPE;
            n->ts->loc = tok(p)->loc;
            n->ts->type_name = tok(p)->text;
            p->pos++;
            if (at(p, TK_LPAREN))
                parse_type_param_values(p, n->ts); /* allocate(t(4, m) :: x) */
            p->pos++;
        }
    }
    for (;;) {
        const Token *t = tok(p);
        if (t->kind == TK_IDENT && tok_at(p, 1)->kind == TK_ASSIGN &&
            (!strcmp(t->text, "stat") || !strcmp(t->text, "errmsg") || !strcmp(t->text, "source") ||
             !strcmp(t->text, "mold") || !strcmp(t->text, "pinned") || !strcmp(t->text, "stream"))) {
            Node *k = mk(N_KEYWORD, t->loc);
            k->name = t->text;
            p->pos += 2;
            k->rhs = parse_expr(p);
            nodelist_push(&n->opts, k);
        } else {
            nodelist_push(&n->args, parse_designator(p));
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE");
    if (!n->args.len)
        perr(p, kw->loc, "no objects in %s", kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE");
    expect_eos(p);
    return n;
}

/* R1160 stop-stmt / R1161 error-stop-stmt: [code] [, QUIET = expr] */
static Node *parse_stop(Parser *p, const Token *kw, NodeKind kind)
{
    Node *n = mk(kind, kw->loc);
    if (kind == N_ERROR_STOP)
        match_kws(p, "error stop");
    else
        p->pos++;
    if (!at_eos(p) && !at(p, TK_COMMA))
        n->rhs = parse_expr(p);
    if (accept(p, TK_COMMA)) {
        if (!accept_kw(p, "quiet"))
            perr(p, tok(p)->loc, "expected QUIET= in STOP, found %s", tok_desc(tok(p)));
        expect(p, TK_ASSIGN, "STOP");
        n->lhs = parse_expr(p);
    }
    expect_eos(p);
    return n;
}

/* R850 goto-stmt / R852 computed-goto-stmt / F77 assigned GO TO var [[,] (labels)] */
static Node *parse_goto(Parser *p, const Token *kw)
{
    match_kws(p, "go to");
    if (accept(p, TK_LPAREN)) {
        Node *n = mk(N_COMPUTED_GOTO, kw->loc);
        for (;;) {
            Node *l = mk(N_INT_LIT, tok(p)->loc);
            l->text = arena_printf(cu_arena, "%d", parse_label_ref(p));
            nodelist_push(&n->args, l);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "computed GO TO");
        accept(p, TK_COMMA);
        n->cond = parse_expr(p);
        expect_eos(p);
        return n;
    }
    if (at(p, TK_IDENT)) {
        /* assigned GO TO var [[,] (labels)] */
        Node *n = mk(N_ASSIGNED_GOTO, kw->loc);
        n->cond = mk(N_NAME, tok(p)->loc);
        n->cond->name = tok(p)->text;
        p->pos++;
        accept(p, TK_COMMA);
        if (accept(p, TK_LPAREN)) {
            for (;;) {
                Node *l = mk(N_INT_LIT, tok(p)->loc);
                l->text = arena_printf(cu_arena, "%d", parse_label_ref(p));
                nodelist_push(&n->args, l);
                if (!accept(p, TK_COMMA))
                    break;
            }
            expect(p, TK_RPAREN, "assigned GO TO");
        }
        expect_eos(p);
        return n;
    }
    Node *n = mk(N_GOTO, kw->loc);
    Node *l = mk(N_INT_LIT, tok(p)->loc);
    l->text = arena_printf(cu_arena, "%d", parse_label_ref(p));
    nodelist_push(&n->args, l);
    expect_eos(p);
    return n;
}

/* !$cuf kernel do[(n)] [<<< grid, block [, stream=s] >>>] [reduce(op:vars)] followed by a DO */
static Node *parse_cuf_kernel(Parser *p, const Token *d)
{
    Node *n = mk(N_CUF_KERNEL, d->loc);
    n->nest = 1;
    if (accept(p, TK_LPAREN)) {
        const Token *t = expect(p, TK_INT, "!$CUF KERNEL DO(n)");
        n->nest = atoi(t->text);
        if (n->nest < 1)
            perr(p, t->loc, "the loop count of !$CUF KERNEL DO must be positive%s", "");
        expect(p, TK_RPAREN, "!$CUF KERNEL DO(n)");
    }
    if (at(p, TK_CHEVRON_OPEN))
        n->chevron = parse_chevron(p);
    while (at_kw(p, "reduce") || at_kw(p, "reduction")) {
        p->pos++;
        expect(p, TK_LPAREN, "REDUCE");
        Node *r = mk(N_KEYWORD, tok(p)->loc);
        if (at(p, TK_IDENT)) {
            r->name = tok(p)->text;
            p->pos++;
        } else {
            const Token *o = tok(p);
            p->pos++;
            switch (o->kind) {
            case TK_PLUS: r->name = "+"; break;
            case TK_STAR: r->name = "*"; break;
            case TK_AND: r->name = ".and."; break;
            case TK_OR: r->name = ".or."; break;
            case TK_EQV: r->name = ".eqv."; break;
            case TK_NEQV: r->name = ".neqv."; break;
            default: perr(p, o->loc, "expected a reduction operator, found %s", tok_desc(o));
            }
        }
        expect(p, TK_COLON, "REDUCE");
        for (;;) {
            Node *v = mk(N_NAME, tok(p)->loc);
            v->name = expect_name(p, "a reduction variable");
            nodelist_push(&r->args, v);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "REDUCE");
        nodelist_push(&n->args, r);
        accept(p, TK_COMMA);
    }
    expect_eos(p);
    while (accept(p, TK_EOS))
        ;
    int save = p->pos;
    skip_label(p);
    bool is_do = at_kw(p, "do") || (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_COLON && tok_at(p, 2)->kind == TK_IDENT &&
                                     !strcmp(tok_at(p, 2)->text, "do"));
    p->pos = save;
    if (!is_do) {
        perr_soft(p, tok(p)->loc, "DO loop expected after !$CUF KERNEL DO%s", "");
        return n;
    }
    Node *loop = parse_stmt(p);
    if (loop)
        nodelist_push(&n->body, loop);
    return n;
}

static Node *parse_directive(Parser *p, const Token *d)
{
    p->pos++;
    if (!strcmp(d->text, "omp"))
        return parse_omp_directive(p, d);
    if (!strcmp(d->text, "cuf") && peek_kws(p, "kernel do")) {
        match_kws(p, "kernel do");
        return parse_cuf_kernel(p, d);
    }
    Node *n = mk(N_DIRECTIVE, d->loc);
    if (d->raw) {
        n->text = arena_printf(cu_arena, "%s$ %s", d->text, d->raw);
    } else {
        warning_at(d->loc, "unknown !$CUF directive ignored");
        n->text = d->text;
    }
    skip_to_eos(p);
    return n;
}

/* R1541 entry-stmt: ENTRY name [([dummy-list])] [RESULT(r)] [BIND(C)]; sema
 * reports it (not supported in host code, forbidden in device code). */
static Node *parse_entry(Parser *p, const Token *kw)
{
    Node *n = mk(N_ENTRY, kw->loc);
    p->pos++;
    n->name = expect_name(p, "an ENTRY name");
    if (accept(p, TK_LPAREN))
        parse_dummy_args(p, &n->params, "ENTRY dummy argument list");
    parse_proc_suffix(p, n);
    skip_to_eos(p);
    return n;
}

/* Executable statements other than assignments. */
Node *parse_exec_stmt(Parser *p, const Token *kw, int label)
{
    const char *w = kw->text;
    Node *caf = parse_coarray_stmt(p, kw, NULL, label); /* also in a logical IF */
    if (caf)
        return caf;
    if (!strcmp(w, "call"))
        return parse_call(p, kw);
    if (!strcmp(w, "continue") && tok_at(p, 1)->kind == TK_EOS) {
        p->pos++;
        expect_eos(p);
        return mk(N_CONTINUE, kw->loc);
    }
    if (!strcmp(w, "goto") || peek_kws(p, "go to"))
        return parse_goto(p, kw);
    if (!strcmp(w, "assign") && tok_at(p, 1)->kind == TK_INT && tok_at(p, 2)->kind == TK_IDENT &&
        !strcmp(tok_at(p, 2)->text, "to") && tok_at(p, 3)->kind == TK_IDENT) {
        /* ASSIGN label TO var (deleted in F95) */
        Node *n = mk(N_ASSIGN_LABEL, kw->loc);
        p->pos++;
        Node *l = mk(N_INT_LIT, tok(p)->loc);
        l->text = arena_printf(cu_arena, "%d", parse_label_ref(p));
        nodelist_push(&n->args, l);
        p->pos++; /* TO */
        n->lhs = mk(N_NAME, tok(p)->loc);
        n->lhs->name = tok(p)->text;
        p->pos++;
        expect_eos(p);
        return n;
    }
    if (!strcmp(w, "stop"))
        return parse_stop(p, kw, N_STOP);
    if (peek_kws(p, "error stop"))
        return parse_stop(p, kw, N_ERROR_STOP);
    if (!strcmp(w, "return")) {
        Node *n = mk(N_RETURN, kw->loc);
        p->pos++;
        if (!at_eos(p))
            n->rhs = parse_expr(p);
        expect_eos(p);
        return n;
    }
    if (!strcmp(w, "exit") || !strcmp(w, "cycle")) {
        Node *n = mk(w[0] == 'e' ? N_EXIT : N_CYCLE, kw->loc);
        p->pos++;
        if (at(p, TK_IDENT))
            n->name = tok(p)->text, p->pos++;
        expect_eos(p);
        return n;
    }
    if (!strcmp(w, "pause")) {
        Node *n = mk(N_PAUSE, kw->loc);
        p->pos++;
        if (!at_eos(p))
            n->rhs = parse_expr(p);
        expect_eos(p);
        return n;
    }
    if (!strcmp(w, "entry") && tok_at(p, 1)->kind == TK_IDENT)
        return parse_entry(p, kw);
    if (!strcmp(w, "allocate"))
        return parse_allocate(p, kw, N_ALLOCATE);
    if (!strcmp(w, "deallocate"))
        return parse_allocate(p, kw, N_DEALLOCATE);
    if (!strcmp(w, "nullify")) {
        Node *n = mk(N_NULLIFY, kw->loc);
        p->pos++;
        expect(p, TK_LPAREN, "NULLIFY");
        for (;;) {
            nodelist_push(&n->args, parse_designator(p));
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "NULLIFY");
        expect_eos(p);
        return n;
    }
    if (is_io_keyword(w) || peek_kws(p, "end file") || at_dec_type_print(p))
        return parse_io_stmt(p, kw);
    return NULL;
}

/* R214 action-stmt: what may follow a logical IF or FORALL header. */
static Node *parse_action_stmt(Parser *p)
{
    const Token *kw = tok(p);
    if (kw->kind != TK_IDENT)
        perr(p, kw->loc, "expected a statement, found %s", tok_desc(kw));
    if (is_assignment(p))
        return parse_assignment(p);
    if (!strcmp(kw->text, "if") && tok_at(p, 1)->kind == TK_LPAREN) {
        /* an arithmetic IF is an action statement (IF (l) IF (i) 10, 20, 30) */
        int m = paren_match(p, p->pos + 1);
        if (m > 0 && p->t[m + 1].kind == TK_INT)
            return parse_if(p, kw, NULL);
    }
    if (!strcmp(kw->text, "if") || !strcmp(kw->text, "do") || !strcmp(kw->text, "end"))
        perr(p, kw->loc, "'%s' is not allowed here", kw->text);
    if (!strcmp(kw->text, "forall") && tok_at(p, 1)->kind == TK_LPAREN)
        return parse_forall(p, kw, NULL); /* R1055 forall-stmt, e.g. after IF (c) */
    if (!strcmp(kw->text, "where") && tok_at(p, 1)->kind == TK_LPAREN) {
        int m = paren_match(p, p->pos + 1);
        if (m > 0 && p->t[m + 1].kind != TK_EOS && p->t[m + 1].kind != TK_EOF)
            return parse_where(p, kw, NULL); /* R1041 where-stmt */
    }
    Node *n = parse_exec_stmt(p, kw, 0);
    if (!n)
        n = parse_assignment(p);
    return n;
}

/* R213 executable-construct | R204 specification ... one statement line. */
static Node *parse_stmt_inner(Parser *p, const Token *kw, int label)
{
    if (kw->kind == TK_DIRECTIVE)
        return parse_directive(p, kw);
    if (kw->kind != TK_IDENT)
        perr(p, kw->loc, "expected a statement, found %s", tok_desc(kw));
    const char *cname = NULL;
    if (tok_at(p, 1)->kind == TK_COLON && tok_at(p, 2)->kind == TK_IDENT) {
        /* R1123 construct-name: */
        cname = kw->text;
        p->pos += 2;
        kw = tok(p);
        const char *w = kw->text;
        if (strcmp(w, "do") && strcmp(w, "if") && strcmp(w, "select") && strcmp(w, "selectcase") &&
            strcmp(w, "where") && strcmp(w, "forall") && strcmp(w, "block") && strcmp(w, "associate") &&
            strcmp(w, "selecttype") && strcmp(w, "selectrank") && strcmp(w, "critical") && strcmp(w, "change"))
            perr(p, kw->loc, "a construct name must be followed by DO, IF, SELECT CASE, SELECT TYPE, SELECT RANK, WHERE, FORALL, BLOCK or ASSOCIATE, found '%s'", w);
    }
    if (is_assignment(p))
        return parse_assignment(p);
    const char *w = kw->text;
    if (!strcmp(w, "if"))
        return parse_if(p, kw, cname);
    if (!strcmp(w, "do"))
        return parse_do(p, kw, cname);
    if (!strcmp(w, "selectcase") || peek_kws(p, "select case"))
        return parse_select(p, kw, cname, 0);
    if (!strcmp(w, "selecttype") || peek_kws(p, "select type"))
        return parse_select(p, kw, cname, 1);
    if (!strcmp(w, "selectrank") || peek_kws(p, "select rank"))
        return parse_select(p, kw, cname, 2);
    if (!strcmp(w, "associate") && tok_at(p, 1)->kind == TK_LPAREN)
        return parse_associate(p, kw, cname);
    if (!strcmp(w, "where"))
        return parse_where(p, kw, cname);
    if (!strcmp(w, "forall"))
        return parse_forall(p, kw, cname);
    if (!strcmp(w, "block") && tok_at(p, 1)->kind == TK_EOS)
        return parse_block_construct(p, kw, cname);
    Node *caf = parse_coarray_stmt(p, kw, cname, label);
    if (caf)
        return caf;
    if (cname)
        perr(p, kw->loc, "construct name '%s' is not allowed on this statement", cname);
    if (at_subprogram(p)) {
        /* a forgotten CONTAINS: parsed as a procedure so its END matches */
        perr_soft(p, kw->loc, "CONTAINS expected before a SUBROUTINE or FUNCTION inside a program unit%s", "");
        return parse_subprogram(p, false);
    }
    Node *n = parse_decl_stmt(p, kw);
    if (n)
        return n;
    n = parse_exec_stmt(p, kw, label);
    if (n)
        return n;
    const Token *nx = tok_at(p, 1);
    if (nx->kind == TK_LPAREN || nx->kind == TK_PERCENT || nx->kind == TK_ASSIGN)
        return parse_assignment(p); /* reports what is wrong with it */
    if ((!strcmp(w, "program") || !strcmp(w, "module")) && nx->kind == TK_IDENT)
        perr(p, kw->loc, "%s statement inside another program unit; END expected before it",
             w[0] == 'p' ? "PROGRAM" : "MODULE");
    perr(p, kw->loc, "unrecognized statement starting with '%s'", w);
}
