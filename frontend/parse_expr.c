/* parse_expr.c — expressions (Fortran 2008 clause 7.1). */
#include "parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A kind suffix becomes an INT literal (digits) or a NAME (named constant). */
static Node *kind_node(const Token *t)
{
    if (!t->kind_suffix)
        return NULL;
    bool digits = true;
    for (const char *s = t->kind_suffix; *s; s++)
        if (!isdigit((unsigned char)*s))
            digits = false;
    Node *k = mk(digits ? N_INT_LIT : N_NAME, t->loc);
    if (digits)
        k->text = t->kind_suffix;
    else
        k->name = t->kind_suffix;
    return k;
}

/* R305 literal-constant from one token. */
Node *lit_from_token(Parser *p, const Token *t)
{
    Node *n = NULL;
    switch (t->kind) {
    case TK_INT:
        n = mk(N_INT_LIT, t->loc);
        n->text = t->text;
        break;
    case TK_REAL:
        n = mk(N_REAL_LIT, t->loc);
        n->text = t->text;
        n->is_double = t->is_double;
        break;
    case TK_STRING:
        n = mk(N_CHAR_LIT, t->loc);
        n->text = t->text;
        n->str_len = t->len;
        n->wide_text = t->wide;
        n->hollerith = t->hollerith;
        break;
    case TK_TRUE:
    case TK_FALSE:
        n = mk(N_LOGICAL_LIT, t->loc);
        n->bool_val = t->kind == TK_TRUE;
        break;
    case TK_BOZ:
        n = mk(N_BOZ_LIT, t->loc);
        n->text = t->text;
        n->boz_base = t->boz_base;
        return n;
    default:
        perr(p, t->loc, "expected a constant, found %s", tok_desc(t));
    }
    n->kind_expr = kind_node(t);
    return n;
}

/* R1222 label (as a reference in GOTO, DO, alternate returns, FMT=) */
int parse_label_ref(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind != TK_INT || t->kind_suffix)
        perr(p, t->loc, "expected a statement label, found %s", tok_desc(t));
    p->pos++;
    long v = strtol(t->text, NULL, 10);
    if (v <= 0 || v > 99999)
        perr_soft(p, t->loc, "statement label '%s' must be between 1 and 99999", t->text);
    return (int)v;
}

static Node *parse_level(Parser *p, int level);

/* R620 section-subscript / R1222 actual-arg-spec: one element of a
 * parenthesised list after a name. */
static Node *parse_one_arg(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind == TK_IDENT && tok_at(p, 1)->kind == TK_ASSIGN) {
        Node *k = mk(N_KEYWORD, t->loc);
        k->name = t->text;
        p->pos += 2;
        if (at(p, TK_STAR) && (tok_at(p, 1)->kind == TK_COMMA || tok_at(p, 1)->kind == TK_RPAREN)) {
            k->rhs = mk(N_STAR, tok(p)->loc);
            p->pos++;
        } else {
            k->rhs = parse_expr(p);
        }
        return k;
    }
    if (t->kind == TK_PERCENT && tok_at(p, 1)->kind == TK_IDENT && tok_at(p, 2)->kind == TK_LPAREN &&
        (!strcasecmp(tok_at(p, 1)->text, "val") || !strcasecmp(tok_at(p, 1)->text, "ref"))) {
        /* %VAL(x), %REF(x) (DEC, gfortran): x passed by value, or by
         * reference without a CHARACTER length */
        char how = (char)tolower((unsigned char)tok_at(p, 1)->text[0]);
        p->pos += 2;
        expect(p, TK_LPAREN, "%VAL or %REF");
        Node *e = parse_expr(p);
        expect(p, TK_RPAREN, "%VAL or %REF");
        e->arg_pass = how == 'v' ? 'v' : 'r';
        return e;
    }
    if (t->kind == TK_STAR) {
        p->pos++;
        if (at(p, TK_INT)) {
            Node *a = mk(N_ALT_RETURN, t->loc);
            a->rhs = lit_from_token(p, tok(p));
            p->pos++;
            return a;
        }
        return mk(N_STAR, t->loc);
    }
    Node *lo = NULL;
    if (!at(p, TK_COLON) && !at(p, TK_DCOLON))
        lo = parse_expr(p);
    if (!at(p, TK_COLON) && !at(p, TK_DCOLON))
        return lo;
    Node *tr = mk(N_TRIPLET, lo ? lo->loc : tok(p)->loc);
    tr->lhs = lo;
    if (accept(p, TK_DCOLON)) {
        /* a(::2) */
        tr->step = parse_expr(p);
        return tr;
    }
    p->pos++;
    if (!at(p, TK_COLON) && !at(p, TK_COMMA) && !at(p, TK_RPAREN))
        tr->rhs = parse_expr(p);
    if (accept(p, TK_COLON))
        tr->step = parse_expr(p);
    return tr;
}

/* '(' [arg {, arg}] ')' — the opening parenthesis is the current token. */
void parse_actual_args(Parser *p, NodeList *out)
{
    expect(p, TK_LPAREN, "argument list");
    if (accept(p, TK_RPAREN))
        return;
    for (;;) {
        nodelist_push(out, parse_one_arg(p));
        if (accept(p, TK_COMMA))
            continue;
        expect(p, TK_RPAREN, "argument list");
        return;
    }
}

static bool name_in(const PtrVec *v, const char *name)
{
    for (int i = 0; i < v->len; i++)
        if (!strcmp(v->data[i], name))
            return true;
    return false;
}

/* The DEC component separator '.' at token i, after a designator: how many
 * tokens it takes (0: none there).  TK_MEMBER is ".b"; a dotted operator
 * .b. before a name is ".b" and "." when b is a component, as gfortran
 * decides (gfc_match_member_sep): a defined operator .b. wins, then a
 * component b of derived type, then an intrinsic operator; a component of
 * another type is taken for a defined-operator spelling.  Types are not
 * known while parsing: the file's component names stand for them. */
int member_dot_at(Parser *p, int i, const char *last)
{
    const Token *t = &p->t[i];
    if (t->kind == TK_MEMBER)
        return 1;
    if (i + 1 >= p->n || !t->text || p->t[i + 1].kind != TK_IDENT || t->kind == TK_TRUE || t->kind == TK_FALSE)
        return 0;
    /* what comes before must be a record: a variable declared one, or a
     * component of derived type */
    if (!last || (!name_in(&p->record_vars, last) && !name_in(&p->record_comp_names, last)))
        return 0;
    if (t->kind == TK_DEFOP)
        return name_in(&p->comp_names, t->text) && !name_in(&p->user_ops, t->text) ? 2 : 0;
    switch (t->kind) {
    case TK_EQ: case TK_NE: case TK_LT: case TK_LE: case TK_GT: case TK_GE:
    case TK_AND: case TK_OR: case TK_NOT: case TK_EQV: case TK_NEQV:
        return name_in(&p->record_comp_names, t->text) ? 2 : 0;
    default:
        return 0;
    }
}

/* Remembers the component names a component declaration (N_TYPE_DECL)
 * declares, for member_dot_at. */
void note_component_names(Parser *p, Node *decl, bool structure)
{
    if (!decl || (decl->kind != N_TYPE_DECL && !(decl->kind == N_DERIVED_TYPE && decl->is_structure)) ||
        (!structure && !opts.dec_structure))
        return;
    bool record = decl->kind == N_DERIVED_TYPE || (decl->ts && (decl->ts->kind == TS_TYPE || decl->ts->kind == TS_CLASS));
    for (int i = 0; i < decl->args.len; i++) {
        Node *e = decl->args.items[i];
        if (!e || !e->name)
            continue;
        if (!name_in(&p->comp_names, e->name))
            vec_push(&p->comp_names, (void *)e->name);
        if (record && !name_in(&p->record_comp_names, e->name))
            vec_push(&p->record_comp_names, (void *)e->name);
    }
}

/* Remembers the names a declaration declares of derived type. */
void note_record_vars(Parser *p, Node *decl)
{
    if (!decl || decl->kind != N_TYPE_DECL || !decl->ts || (decl->ts->kind != TS_TYPE && decl->ts->kind != TS_CLASS))
        return;
    for (int i = 0; i < decl->args.len; i++) {
        Node *e = decl->args.items[i];
        if (e && e->name && !name_in(&p->record_vars, e->name))
            vec_push(&p->record_vars, (void *)e->name);
    }
}

static Node *component_ref(Node *base, const Token *c)
{
    Node *m = mk(N_COMPONENT, c->loc);
    m->lhs = base;
    m->name = c->text;
    return m;
}

/* The name a designator ends with (a(i)%b(j): b). */
static const char *last_name(Node *n)
{
    while (n && n->kind == N_PAREN_ARGS)
        n = n->lhs;
    return n && (n->kind == N_NAME || n->kind == N_COMPONENT) ? n->name : NULL;
}

/* R612 data-ref / R1219 function-reference: name { (args) | %name }, and
 * DEC's name.name */
Node *parse_designator(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind != TK_IDENT)
        perr(p, t->loc, "expected a name, found %s", tok_desc(t));
    p->pos++;
    Node *n = mk(N_NAME, t->loc);
    n->name = t->text;
    for (;;) {
        if (at(p, TK_LPAREN)) {
            Node *a = mk(N_PAREN_ARGS, n->loc);
            a->lhs = n;
            parse_actual_args(p, &a->args);
            n = a;
        } else if (at(p, TK_PERCENT)) {
            p->pos++;
            const Token *c = tok(p);
            if (c->kind != TK_IDENT)
                perr(p, c->loc, "expected a component name after '%%', found %s", tok_desc(c));
            p->pos++;
            n = component_ref(n, c);
        } else if (member_dot_at(p, p->pos, last_name(n))) {
            int k = member_dot_at(p, p->pos, last_name(n));
            n = component_ref(n, tok(p));
            if (k == 2)
                n = component_ref(n, tok_at(p, 1));
            p->pos += k;
        } else if (at(p, TK_LBRACKET) && !n->codims.len) {
            parse_image_selector(p, &n->codims);
        } else {
            return n;
        }
    }
}

/* Scans from the '(' at 'pos' to its matching ')'; returns that index or -1. */
int paren_match(Parser *p, int pos)
{
    int depth = 0;
    for (int i = pos; i < p->n; i++) {
        TokenKind k = p->t[i].kind;
        if (k == TK_EOS || k == TK_EOF)
            return -1;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if ((k == TK_RPAREN || k == TK_RBRACKET) && --depth == 0)
            return i;
    }
    return -1;
}

/* Whether the parenthesis at 'pos' holds an implied-DO: ", name =" at depth 1. */
bool paren_has_implied_do(Parser *p, int pos)
{
    int depth = 0;
    for (int i = pos; i < p->n; i++) {
        TokenKind k = p->t[i].kind;
        if (k == TK_EOS || k == TK_EOF)
            return false;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if ((k == TK_RPAREN || k == TK_RBRACKET) && --depth == 0)
            return false;
        else if (depth == 1 && k == TK_COMMA && p->t[i + 1].kind == TK_IDENT &&
                 p->t[i + 2].kind == TK_ASSIGN)
            return true;
    }
    return false;
}

static Node *parse_ac_value(Parser *p);

/* R817 io-implied-do / R474 ac-implied-do: '(' items, var = start, end[, step] ')' */
Node *parse_implied_do(Parser *p, bool io)
{
    Node *d = mk(N_IMPLIED_DO, tok(p)->loc);
    expect(p, TK_LPAREN, "implied-DO");
    for (;;) {
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN)
            break;
        nodelist_push(&d->args, io ? (at(p, TK_LPAREN) && paren_has_implied_do(p, p->pos)
                                          ? parse_implied_do(p, true)
                                          : parse_expr(p))
                                   : parse_ac_value(p));
        expect(p, TK_COMMA, "implied-DO");
    }
    Node *v = mk(N_NAME, tok(p)->loc);
    v->name = tok(p)->text;
    d->var = v;
    p->pos += 2;
    d->start = parse_expr(p);
    expect(p, TK_COMMA, "implied-DO bounds");
    d->end = parse_expr(p);
    if (accept(p, TK_COMMA))
        d->step = parse_expr(p);
    expect(p, TK_RPAREN, "implied-DO");
    return d;
}

/* R472 ac-value */
static Node *parse_ac_value(Parser *p)
{
    if (at(p, TK_LPAREN) && paren_has_implied_do(p, p->pos))
        return parse_implied_do(p, false);
    return parse_expr(p);
}

/* R469 array-constructor: (/ ... /) or [ ... ], with an optional type-spec :: */
static Node *parse_array_ctor(Parser *p)
{
    Node *c = mk(N_ARRAY_CTOR, tok(p)->loc);
    bool bracket = at(p, TK_LBRACKET);
    p->pos += bracket ? 1 : 2;
    TokenKind close = bracket ? TK_RBRACKET : TK_SLASH;
    /* [integer :: ...] */
    TypeSpec *ts = at_type_spec(p) ? parse_type_spec_dcolon(p) : NULL;
    if (!ts && at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_DCOLON) {
        /* [t :: a, b]: a derived type's name (F2003) */
        ts = NEW(TypeSpec);
        ts->kind = TS_TYPE;
        ts->loc = tok(p)->loc;
        ts->type_name = tok(p)->text;
        p->pos += 2;
    }
    if (!ts) {
        ts = NEW(TypeSpec);
        ts->loc = c->loc;
    }
    c->ts = ts;
    if (!at(p, close)) {
        for (;;) {
            nodelist_push(&c->args, parse_ac_value(p));
            if (!accept(p, TK_COMMA))
                break;
        }
    }
    expect(p, close, "array constructor");
    if (!bracket)
        expect(p, TK_RPAREN, "array constructor '(/ ... /)'");
    return c;
}

/* R701 primary */
Node *parse_primary(Parser *p)
{
    const Token *t = tok(p);
    switch (t->kind) {
    case TK_INT: case TK_REAL: case TK_STRING: case TK_TRUE: case TK_FALSE: case TK_BOZ: {
        p->pos++;
        Node *n = lit_from_token(p, t);
        if (t->kind == TK_STRING && at(p, TK_LPAREN) && tok_at(p, 1)->kind != TK_RPAREN) {
            /* 'abc'(2:3): a substring of a constant */
            Node *a = mk(N_PAREN_ARGS, n->loc);
            a->lhs = n;
            parse_actual_args(p, &a->args);
            return a;
        }
        return n;
    }
    case TK_IDENT:
        return parse_designator(p);
    case TK_PERCENT:
        if (tok_at(p, 1)->kind == TK_IDENT && !strcasecmp(tok_at(p, 1)->text, "loc") &&
            tok_at(p, 2)->kind == TK_LPAREN) {
            /* %LOC(x): the legacy (DEC, gfortran) spelling of LOC(x) */
            p->pos++;
            Node *a = mk(N_PAREN_ARGS, t->loc);
            a->lhs = mk(N_NAME, tok(p)->loc);
            a->lhs->name = "loc";
            p->pos++;
            parse_actual_args(p, &a->args);
            return a;
        }
        if (tok_at(p, 1)->kind == TK_IDENT &&
            (!strcasecmp(tok_at(p, 1)->text, "val") || !strcasecmp(tok_at(p, 1)->text, "ref")))
            perr(p, t->loc, "%s is allowed only as an actual argument of a procedure",
                 tolower((unsigned char)tok_at(p, 1)->text[0]) == 'v' ? "%VAL" : "%REF");
        perr(p, t->loc, "expected an expression, found %s", tok_desc(t));
    case TK_LBRACKET:
        return parse_array_ctor(p);
    case TK_LPAREN: {
        if (tok_at(p, 1)->kind == TK_SLASH)
            return parse_array_ctor(p);
        if (tok_at(p, 1)->kind == TK_CONCAT && tok_at(p, 2)->kind == TK_RPAREN) {
            /* (//): an empty constructor lexed as '(' '//' ')' */
            Node *c = mk(N_ARRAY_CTOR, t->loc);
            c->ts = NEW(TypeSpec);
            c->ts->loc = t->loc;
            p->pos += 3;
            return c;
        }
        p->pos++;
        Node *e = parse_expr(p);
        if (accept(p, TK_COMMA)) {
            /* R417 complex-literal-constant (parts may be named constants) */
            Node *c = mk(N_COMPLEX_LIT, t->loc);
            c->lhs = e;
            c->rhs = parse_expr(p);
            expect(p, TK_RPAREN, "complex constant");
            return c;
        }
        expect(p, TK_RPAREN, "parenthesized expression");
        Node *n = mk(N_PAREN, t->loc);
        n->lhs = e;
        return n;
    }
    default:
        perr(p, t->loc, "expected an expression, found %s", tok_desc(t));
    }
}

static Node *binary(TokenKind op, Node *l, Node *r, Loc loc)
{
    Node *b = mk(N_BINARY, loc);
    b->op = op;
    b->lhs = l;
    b->rhs = r;
    return b;
}

static Node *unary(TokenKind op, Node *e, Loc loc)
{
    Node *u = mk(N_UNARY, loc);
    u->op = op;
    u->lhs = e;
    return u;
}

/* Levels, loosest first:
 *   0 defined binary  1 .eqv./.neqv.  2 .or.  3 .and.  4 .not.  5 relational
 *   6 //  7 + - (with leading sign)  8 * /  9 **  10 defined unary, primary */
enum { LV_DEFBIN, LV_EQV, LV_OR, LV_AND, LV_NOT, LV_REL, LV_CONCAT, LV_ADD, LV_MULT, LV_POW, LV_UNARY };

static bool is_rel(TokenKind k)
{
    return k == TK_EQ || k == TK_NE || k == TK_LT || k == TK_LE || k == TK_GT || k == TK_GE;
}

/* A sign after a binary operator (a * -b, 2**-1) is accepted, as gfortran does. */
static Node *signed_operand(Parser *p, int level)
{
    check_depth(p);
    const Token *t = tok(p);
    if (t->kind == TK_PLUS || t->kind == TK_MINUS) {
        p->pos++;
        return unary(t->kind, signed_operand(p, level), t->loc);
    }
    return parse_level(p, level);
}

static Node *parse_level(Parser *p, int level)
{
    check_depth(p);
    const Token *t = tok(p);
    switch (level) {
    case LV_DEFBIN: {
        /* R1023 defined-binary-op */
        Node *l = parse_level(p, LV_EQV);
        while (at(p, TK_DEFOP)) {
            const Token *o = tok(p);
            p->pos++;
            l = binary(TK_DEFOP, l, parse_level(p, LV_EQV), o->loc);
            l->name = o->text;
        }
        return l;
    }
    case LV_EQV: case LV_OR: case LV_AND: {
        /* R1019 equiv-operand / R1018 or-operand / R1017 and-operand */
        Node *l = parse_level(p, level + 1);
        for (;;) {
            TokenKind k = tok(p)->kind;
            bool ok = level == LV_EQV ? (k == TK_EQV || k == TK_NEQV)
                    : level == LV_OR  ? k == TK_OR
                                      : k == TK_AND;
            if (!ok)
                return l;
            Loc loc = tok(p)->loc;
            p->pos++;
            l = binary(k, l, parse_level(p, level + 1), loc);
        }
    }
    case LV_NOT:
        if (t->kind == TK_NOT) {
            p->pos++;
            return unary(TK_NOT, parse_level(p, LV_NOT), t->loc);
        }
        return parse_level(p, LV_REL);
    case LV_REL: {
        /* R1013 level-4-expr: relational operators do not chain */
        Node *l = parse_level(p, LV_CONCAT);
        if (is_rel(tok(p)->kind)) {
            const Token *o = tok(p);
            p->pos++;
            l = binary(o->kind, l, parse_level(p, LV_CONCAT), o->loc);
        }
        return l;
    }
    case LV_CONCAT: {
        Node *l = parse_level(p, LV_ADD);
        while (at(p, TK_CONCAT)) {
            Loc loc = tok(p)->loc;
            p->pos++;
            l = binary(TK_CONCAT, l, parse_level(p, LV_ADD), loc);
        }
        return l;
    }
    case LV_ADD: {
        /* R1010 level-2-expr: [[level-2-expr] add-op] add-operand */
        Node *l;
        if (t->kind == TK_PLUS || t->kind == TK_MINUS) {
            p->pos++;
            l = unary(t->kind, parse_level(p, LV_MULT), t->loc);
        } else {
            l = parse_level(p, LV_MULT);
        }
        while (at(p, TK_PLUS) || at(p, TK_MINUS)) {
            const Token *o = tok(p);
            p->pos++;
            l = binary(o->kind, l, signed_operand(p, LV_MULT), o->loc);
        }
        return l;
    }
    case LV_MULT: {
        Node *l = parse_level(p, LV_POW);
        for (;;) {
            const Token *o = tok(p);
            if (o->kind != TK_STAR && o->kind != TK_SLASH)
                return l;
            /* '/)' ends a (/ ... /) constructor; '/' ends DATA values */
            if (o->kind == TK_SLASH && tok_at(p, 1)->kind == TK_RPAREN)
                return l;
            p->pos++;
            l = binary(o->kind, l, signed_operand(p, LV_POW), o->loc);
        }
    }
    case LV_POW: {
        /* R1004 mult-operand: level-1-expr [** mult-operand], right associative */
        Node *l = parse_level(p, LV_UNARY);
        if (at(p, TK_POW)) {
            Loc loc = tok(p)->loc;
            p->pos++;
            l = binary(TK_POW, l, signed_operand(p, LV_POW), loc);
        }
        return l;
    }
    default:
        /* R1002 level-1-expr: [defined-unary-op] primary */
        if (t->kind == TK_DEFOP) {
            p->pos++;
            Node *u = unary(TK_DEFOP, parse_level(p, LV_UNARY), t->loc);
            u->name = t->text;
            return u;
        }
        return parse_primary(p);
    }
}

/* R1022 expr */
Node *parse_expr(Parser *p) { return parse_level(p, LV_DEFBIN); }

/* R534 data-stmt-constant, after an optional sign; also the repeat factor. */
Node *parse_data_constant(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind == TK_PLUS || t->kind == TK_MINUS) {
        p->pos++;
        return unary(t->kind, parse_data_constant(p), t->loc);
    }
    if (t->kind == TK_LPAREN)
        return parse_primary(p); /* complex constant */
    if (t->kind == TK_IDENT)
        return parse_designator(p); /* named constant, null(), structure constructor */
    p->pos++;
    return lit_from_token(p, t);
}
