/* parse.c — recursive-descent parser: token helpers, error recovery,
 * program units (clause 11-12) and declarations (clause 5). */
#include "parse.h"

#include <stdlib.h>
#include <string.h>

/* ---- tokens ------------------------------------------------------------ */

const Token *tok(Parser *p) { return &p->t[p->pos]; }

const Token *tok_at(Parser *p, int k)
{
    int i = p->pos + k;
    return &p->t[i < p->n ? i : p->n - 1];
}

bool at(Parser *p, TokenKind k) { return tok(p)->kind == k; }

bool at_kw(Parser *p, const char *w) { return tok(p)->kind == TK_IDENT && strcmp(tok(p)->text, w) == 0; }

bool accept(Parser *p, TokenKind k)
{
    if (!at(p, k))
        return false;
    if (p->pos < p->n - 1)
        p->pos++;
    return true;
}

bool accept_kw(Parser *p, const char *w)
{
    if (!at_kw(p, w))
        return false;
    p->pos++;
    return true;
}

bool at_eos(Parser *p) { return at(p, TK_EOS) || at(p, TK_EOF); }

/* Matches keywords written apart or run together ("end do", "enddo",
 * "end  select", "selectcase"): consecutive names whose concatenation is
 * the words without blanks.  Consumes them on success. */
bool match_kws(Parser *p, const char *words)
{
    char want[64];
    size_t n = 0;
    for (const char *s = words; *s && n < sizeof want - 1; s++)
        if (*s != ' ')
            want[n++] = *s;
    want[n] = 0;
    size_t got = 0;
    int i = p->pos;
    while (got < n) {
        const Token *t = &p->t[i];
        if (t->kind != TK_IDENT)
            return false;
        size_t l = strlen(t->text);
        if (got + l > n || strncmp(want + got, t->text, l) != 0)
            return false;
        got += l;
        i++;
    }
    p->pos = i;
    return true;
}

bool peek_kws(Parser *p, const char *words)
{
    int save = p->pos;
    bool r = match_kws(p, words);
    p->pos = save;
    return r;
}

const char *tok_desc(const Token *t)
{
    switch (t->kind) {
    case TK_IDENT:
        return arena_printf(cu_arena, "'%s'", t->text);
    case TK_INT: case TK_REAL:
        return arena_printf(cu_arena, "'%s'", t->text);
    case TK_DEFOP:
        return arena_printf(cu_arena, "'.%s.'", t->text);
    default:
        return token_spelling[t->kind];
    }
}

static void vreport(Parser *p, Loc loc, const char *fmt, va_list ap)
{
    if (p->quiet)
        return; /* a speculative parse failed: not an error of the program */
    p->ok = false;
    if (diag_too_many())
        return; /* past the cap the parser only runs to the end of the file */
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    error_at(loc, "%s", buf);
}

/* A syntax error: reported, then the statement is abandoned. */
_Noreturn void perr(Parser *p, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, loc, fmt, ap);
    va_end(ap);
    longjmp(*p->jb, 1);
}

/* An error that does not stop the statement. */
void perr_soft(Parser *p, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, loc, fmt, ap);
    va_end(ap);
}

const Token *expect(Parser *p, TokenKind k, const char *where)
{
    const Token *t = tok(p);
    if (t->kind != k)
        perr(p, t->loc, "expected %s in %s, found %s", token_spelling[k], where, tok_desc(t));
    accept(p, k);
    return t;
}

const char *expect_name(Parser *p, const char *what)
{
    const Token *t = tok(p);
    if (t->kind != TK_IDENT)
        perr(p, t->loc, "expected %s, found %s", what, tok_desc(t));
    p->pos++;
    return t->text;
}

void expect_eos(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind == TK_EOF)
        return;
    if (t->kind != TK_EOS)
        perr(p, t->loc, "expected end of statement, found %s", tok_desc(t));
    p->pos++;
}

void skip_to_eos(Parser *p)
{
    while (!at(p, TK_EOS) && !at(p, TK_EOF))
        p->pos++;
    accept(p, TK_EOS);
}

Node *mk(NodeKind k, Loc loc) { return node_new(k, loc); }

/* Deeply nested input must not overflow the stack: the recursion is cut at
 * 2 MiB of parser frames (thousands of levels of real nesting). */
void check_depth(Parser *p)
{
    char here;
    if (p->stack_base && p->stack_base - &here > (2 << 20))
        perr(p, tok(p)->loc, "expression or construct nested too deeply%s", "");
}

/* designator '=' or '=>' at the start of a statement: an assignment, whatever
 * the leading name spells (Fortran has no reserved words). */
bool is_assignment(Parser *p)
{
    int i = p->pos;
    if (p->t[i].kind != TK_IDENT)
        return false;
    const char *last = p->t[i].text;
    i++;
    for (;;) {
        TokenKind k = p->t[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET) { /* [ ]: an image selector */
            int m = paren_match(p, i);
            if (m < 0)
                return false;
            i = m + 1;
        } else if (k == TK_PERCENT && p->t[i + 1].kind == TK_IDENT) {
            last = p->t[i + 1].text;
            i += 2;
        } else if (member_dot_at(p, i, last)) {
            int k = member_dot_at(p, i, last);
            last = p->t[i + k - 1].text;
            i += k;
        } else {
            return k == TK_ASSIGN || k == TK_ARROW;
        }
    }
}

/* ---- types and declarations ------------------------------------------ */

static const char *const type_words[] = {
    "integer", "real", "complex", "logical", "character", "doubleprecision", "double",
    "doublecomplex", "type", "class", "byte", NULL,
};

bool at_type_spec(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind != TK_IDENT)
        return false;
    for (int i = 0; type_words[i]; i++)
        if (strcmp(t->text, type_words[i]) == 0) {
            if (!strcmp(t->text, "type") || !strcmp(t->text, "class"))
                return tok_at(p, 1)->kind == TK_LPAREN;
            if (!strcmp(t->text, "byte")) /* BYTE (DEC, gfortran): INTEGER(1); not a variable named byte */
                return tok_at(p, 1)->kind == TK_IDENT || tok_at(p, 1)->kind == TK_DCOLON ||
                       tok_at(p, 1)->kind == TK_COMMA;
            if (!strcmp(t->text, "double"))
                return tok_at(p, 1)->kind == TK_IDENT &&
                       (!strcmp(tok_at(p, 1)->text, "precision") || !strcmp(tok_at(p, 1)->text, "complex"));
            return true;
        }
    return false;
}

/* char-length value: '*', ':' or an expression */
static void parse_len_value(Parser *p, TypeSpec *ts)
{
    if (at(p, TK_STAR) && (tok_at(p, 1)->kind == TK_RPAREN || tok_at(p, 1)->kind == TK_COMMA)) {
        p->pos++;
        ts->len_kind = LEN_ASSUMED;
    } else if (at(p, TK_COLON)) {
        p->pos++;
        ts->len_kind = LEN_DEFERRED;
    } else {
        ts->len_kind = LEN_EXPR;
        ts->len_expr = parse_expr(p);
    }
}

/* R420 char-selector */
static void parse_char_selector(Parser *p, TypeSpec *ts)
{
    if (accept(p, TK_STAR)) {
        /* character*10, character*(*) */
        if (accept(p, TK_LPAREN)) {
            parse_len_value(p, ts);
            expect(p, TK_RPAREN, "character length");
        } else {
            const Token *t = expect(p, TK_INT, "character length");
            ts->len_kind = LEN_EXPR;
            ts->len_expr = lit_from_token(p, t);
        }
        return;
    }
    if (!accept(p, TK_LPAREN))
        return;
    int positional = 0;
    for (;;) {
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN) {
            const char *k = tok(p)->text;
            Loc loc = tok(p)->loc;
            p->pos += 2;
            if (!strcmp(k, "len"))
                parse_len_value(p, ts);
            else if (!strcmp(k, "kind"))
                ts->kind_expr = parse_expr(p);
            else
                perr(p, loc, "expected LEN= or KIND= in a CHARACTER type, found '%s'", k);
        } else if (positional++ == 0) {
            parse_len_value(p, ts);
        } else {
            ts->kind_expr = parse_expr(p);
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "CHARACTER type");
}

/* R405 kind-selector: ( [KIND=] expr ) or the old *n */
static void parse_kind_selector(Parser *p, TypeSpec *ts)
{
    if (at(p, TK_STAR) && tok_at(p, 1)->kind == TK_INT) {
        p->pos++;
        const Token *t = tok(p);
        p->pos++;
        Node *k = lit_from_token(p, t);
        if (ts->kind == TS_COMPLEX) /* complex*16 is two reals of kind 8 */
            k->text = arena_printf(cu_arena, "%ld", strtol(t->text, NULL, 10) / 2);
        ts->kind_expr = k;
        return;
    }
    if (!at(p, TK_LPAREN))
        return;
    p->pos++;
    if (at_kw(p, "kind") && tok_at(p, 1)->kind == TK_ASSIGN)
        p->pos += 2;
    ts->kind_expr = parse_expr(p);
    expect(p, TK_RPAREN, "kind selector");
}

/* R403 declaration-type-spec (intrinsic types, TYPE(name), CLASS(name|*)).
 * Returns NULL when the current token starts no type unless 'required'. */
TypeSpec *parse_type_spec(Parser *p, bool required)
{
    const Token *t = tok(p);
    if (!at_type_spec(p)) {
        if (required)
            perr(p, t->loc, "expected a type, found %s", tok_desc(t));
        return NULL;
    }
    TypeSpec *ts = NEW(TypeSpec);
    ts->loc = t->loc;
    if (match_kws(p, "double precision")) {
        ts->kind = TS_DOUBLE_PRECISION;
        return ts;
    }
    if (match_kws(p, "double complex")) {
        ts->kind = TS_DOUBLE_COMPLEX;
        return ts;
    }
    const char *w = t->text;
    p->pos++;
    if (!strcmp(w, "byte")) {
        ts->kind = TS_INTEGER;
        ts->kind_expr = mk(N_INT_LIT, t->loc);
        ts->kind_expr->text = "1";
        return ts;
    }
    if (!strcmp(w, "type") || !strcmp(w, "class")) {
        ts->kind = w[0] == 't' ? TS_TYPE : TS_CLASS;
        expect(p, TK_LPAREN, "TYPE specifier");
        if (accept(p, TK_STAR)) {
            ts->type_name = "*"; /* CLASS(*) unlimited polymorphic, TYPE(*) assumed type */
        } else if (ts->kind == TS_TYPE && at_type_spec(p)) {
            /* type(integer(4)) is the intrinsic type */
            TypeSpec *in = parse_type_spec(p, true);
            expect(p, TK_RPAREN, "TYPE specifier");
            return in;
        } else {
            ts->type_name = expect_name(p, "a derived type name");
            if (at(p, TK_LPAREN))
                parse_type_param_values(p, ts);
        }
        expect(p, TK_RPAREN, "TYPE specifier");
        return ts;
    }
    if (!strcmp(w, "character")) {
        ts->kind = TS_CHARACTER;
        parse_char_selector(p, ts);
        return ts;
    }
    ts->kind = !strcmp(w, "integer") ? TS_INTEGER
             : !strcmp(w, "real")    ? TS_REAL
             : !strcmp(w, "complex") ? TS_COMPLEX
                                     : TS_LOGICAL;
    parse_kind_selector(p, ts);
    return ts;
}

/* [type-spec ::] as in ALLOCATE and array constructors: tried quietly;
 * returns the type with '::' consumed, or NULL with nothing consumed. */
/* R701 type-param-value list after a derived type's name: t(8, n=:, m=*). */
void parse_type_param_values(Parser *p, TypeSpec *ts)
{
    expect(p, TK_LPAREN, "type parameter list");
    for (;;) {
        Node *kw = NULL;
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN) {
            kw = mk(N_KEYWORD, tok(p)->loc);
            kw->name = tok(p)->text;
            p->pos += 2;
        }
        Node *v;
        if (at(p, TK_STAR)) {
            v = mk(N_STAR, tok(p)->loc);
            p->pos++;
        } else if (at(p, TK_COLON)) {
            v = mk(N_TRIPLET, tok(p)->loc);
            p->pos++;
        } else
            v = parse_expr(p);
        if (kw)
            kw->rhs = v, v = kw;
        nodelist_push(&ts->tparams, v);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "type parameter list");
}

/* name ( ... ) :: as the type-spec of ALLOCATE or an array constructor */
bool at_pdt_spec_dcolon(Parser *p)
{
    if (!at(p, TK_IDENT) || tok_at(p, 1)->kind != TK_LPAREN)
        return false;
    int close = paren_match(p, p->pos + 1);
    return close > 0 && close + 1 < p->n && p->t[close + 1].kind == TK_DCOLON;
}

TypeSpec *parse_type_spec_dcolon(Parser *p)
{
    int save = p->pos;
    jmp_buf jb, *old = p->jb;
    TypeSpec *volatile ts = NULL;
    p->jb = &jb;
    p->quiet++;
    if (!setjmp(jb))
        ts = parse_type_spec(p, true);
    p->quiet--;
    p->jb = old;
    if (ts && accept(p, TK_DCOLON))
        return ts;
    p->pos = save;
    return NULL;
}

/* R515 array-spec: explicit, assumed-shape, deferred, assumed-size,
 * assumed-rank (R827 '..').  A bare ':' is DIM_DEFERRED; sema decides
 * whether it is assumed shape. */
void parse_array_spec(Parser *p, NodeList *dims)
{
    expect(p, TK_LPAREN, "array specification");
    for (;;) {
        Node *d = mk(N_DIM, tok(p)->loc);
        if (accept(p, TK_STAR)) {
            d->dim_kind = DIM_ASSUMED_SIZE;
        } else if (accept(p, TK_DOTDOT)) {
            d->dim_kind = DIM_ASSUMED_RANK;
        } else if (accept(p, TK_COLON)) {
            d->dim_kind = DIM_DEFERRED;
        } else {
            Node *e = parse_expr(p);
            if (accept(p, TK_COLON)) {
                d->lhs = e;
                if (accept(p, TK_STAR)) {
                    d->dim_kind = DIM_ASSUMED_SIZE;
                } else if (at(p, TK_COMMA) || at(p, TK_RPAREN)) {
                    d->dim_kind = DIM_ASSUMED_SHAPE;
                } else {
                    d->dim_kind = DIM_EXPLICIT;
                    d->rhs = parse_expr(p);
                }
            } else {
                d->dim_kind = DIM_EXPLICIT;
                d->rhs = e;
            }
        }
        nodelist_push(dims, d);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "array specification");
}

/* R1530 suffix of FUNCTION, SUBROUTINE and ENTRY statements: RESULT(name)
 * and BIND(C [, NAME=]) in either order, into n. */
void parse_proc_suffix(Parser *p, Node *n)
{
    for (;;) {
        if (at_kw(p, "result") && tok_at(p, 1)->kind == TK_LPAREN) {
            p->pos += 2;
            n->result_name = expect_name(p, "a result name");
            expect(p, TK_RPAREN, "RESULT");
        } else if (at_kw(p, "bind") && tok_at(p, 1)->kind == TK_LPAREN) {
            p->pos++;
            n->bind_name = parse_bind(p);
        } else {
            break;
        }
    }
}

/* bind(c [, name = "x"]) after the BIND keyword */
const char *parse_bind(Parser *p)
{
    expect(p, TK_LPAREN, "BIND(C)");
    const Token *c = tok(p);
    if (c->kind != TK_IDENT || strcmp(c->text, "c") != 0)
        perr(p, c->loc, "expected 'C' in BIND, found %s", tok_desc(c));
    p->pos++;
    const char *name = "";
    if (accept(p, TK_COMMA)) {
        if (!accept_kw(p, "name"))
            perr(p, tok(p)->loc, "expected NAME= in BIND(C), found %s", tok_desc(tok(p)));
        expect(p, TK_ASSIGN, "BIND(C, NAME=)");
        const Token *s = expect(p, TK_STRING, "BIND(C, NAME=)");
        /* the label is the name without leading and trailing blanks; a
         * blank NAME= gives none: " " (the entity keeps its Fortran name) */
        const char *t = s && s->text ? s->text : "";
        size_t len = strlen(t);
        while (len && t[len - 1] == ' ')
            len--;
        while (len && *t == ' ')
            t++, len--;
        name = len ? arena_strndup(cu_arena, t, len) : " ";
    }
    expect(p, TK_RPAREN, "BIND(C)");
    return name;
}

static const struct {
    const char *w;
    unsigned a;
} simple_attrs[] = {
    {"allocatable", A_ALLOCATABLE}, {"pointer", A_POINTER},     {"target", A_TARGET},
    {"optional", A_OPTIONAL},       {"value", A_VALUE},         {"save", A_SAVE},
    {"parameter", A_PARAMETER},     {"external", A_EXTERNAL},   {"intrinsic", A_INTRINSIC},
    {"public", A_PUBLIC},           {"private", A_PRIVATE},     {"contiguous", A_CONTIGUOUS},
    {"protected", A_PROTECTED},     {"volatile", A_VOLATILE},   {"asynchronous", A_ASYNCHRONOUS},
    {"device", A_DEVICE},           {"managed", A_MANAGED},     {"constant", A_CONSTANT},
    {"shared", A_SHARED},           {"pinned", A_PINNED},       {"texture", A_TEXTURE},
    {"kind", A_KIND_PARAM},         {"len", A_LEN_PARAM},
};

static unsigned simple_attr(const char *w)
{
    for (size_t i = 0; i < sizeof simple_attrs / sizeof simple_attrs[0]; i++)
        if (!strcmp(simple_attrs[i].w, w))
            return simple_attrs[i].a;
    if (opts.dec_static && !strcmp(w, "automatic"))
        return A_AUTOMATIC; /* DEC: a local on the stack */
    if (opts.dec_static && !strcmp(w, "static"))
        return A_SAVE;      /* DEC: STATIC is SAVE */
    return 0;
}

/* R523 intent-spec inside INTENT( ) */
static Intent parse_intent(Parser *p)
{
    expect(p, TK_LPAREN, "INTENT");
    Intent in;
    if (match_kws(p, "in out"))
        in = INTENT_INOUT;
    else if (accept_kw(p, "in"))
        in = INTENT_IN;
    else if (accept_kw(p, "out"))
        in = INTENT_OUT;
    else
        perr(p, tok(p)->loc, "expected IN, OUT or INOUT in INTENT, found %s", tok_desc(tok(p)));
    expect(p, TK_RPAREN, "INTENT");
    return in;
}

/* R502 attr-spec, one of them; updates d (attrs, intent, dims, bind_name). */
static void parse_attr_spec(Parser *p, Node *d)
{
    const Token *t = tok(p);
    const char *w = expect_name(p, "an attribute");
    unsigned a = simple_attr(w);
    if (a) {
        d->attrs |= a;
    } else if (!strcmp(w, "dimension")) {
        d->attrs |= A_DIMENSION;
        parse_array_spec(p, &d->dims);
    } else if (!strcmp(w, "codimension")) {
        d->attrs |= A_CODIMENSION;
        if (at(p, TK_LBRACKET))
            parse_coarray_spec(p, &d->codims);
    } else if (!strcmp(w, "intent")) {
        d->attrs |= A_INTENT;
        d->intent = parse_intent(p);
    } else if (!strcmp(w, "bind")) {
        d->attrs |= A_BIND_C;
        d->bind_name = parse_bind(p);
    } else {
        perr(p, t->loc, "unknown attribute '%s'", w);
    }
}

/* R503 entity-decl: name [(array-spec)] [*char-length] [= expr | => expr] */
static void parse_data_values(Parser *p, Node *set);

static Node *parse_entity(Parser *p, bool allow_init)
{
    const Token *t = tok(p);
    Node *e = mk(N_ENTITY, t->loc);
    if (at(p, TK_PERCENT) && tok_at(p, 1)->kind == TK_IDENT && !strcmp(tok_at(p, 1)->text, "fill")) {
        /* DEC: %FILL, an unnamed component (padding) */
        p->pos += 2;
        e->name = "%fill";
    } else
        e->name = expect_name(p, "an entity name");
    if (at(p, TK_LPAREN))
        parse_array_spec(p, &e->dims);
    if (at(p, TK_LBRACKET))
        parse_coarray_spec(p, &e->codims);
    if (accept(p, TK_STAR)) {
        if (accept(p, TK_LPAREN)) {
            if (at(p, TK_STAR) || at(p, TK_COLON)) {
                e->ts_len = mk(N_STAR, tok(p)->loc);
                if (at(p, TK_COLON))
                    e->ts_len->text = ":";
                p->pos++;
            } else {
                e->ts_len = parse_expr(p);
            }
            expect(p, TK_RPAREN, "character length");
        } else {
            const Token *n = expect(p, TK_INT, "character length");
            e->ts_len = lit_from_token(p, n);
        }
    }
    if (allow_init && accept(p, TK_ASSIGN)) {
        e->init = parse_expr(p);
    } else if (allow_init && accept(p, TK_ARROW)) {
        e->ptr_init = true;
        e->init = parse_expr(p);
    } else if (allow_init && at(p, TK_SLASH)) {
        /* old-style initialization, integer j /1/ (DEC, g77; gfortran and
         * nvfortran accept it): a DATA statement for the entity */
        p->pos++;
        Node *set = mk(N_DATA_SET, t->loc);
        Node *obj = mk(N_NAME, t->loc);
        obj->name = e->name;
        nodelist_push(&set->args, obj);
        parse_data_values(p, set);
        Node *data = mk(N_DATA, t->loc);
        nodelist_push(&data->args, set);
        nodelist_push(&e->body2, data);
    }
    return e;
}

/* R501 type-declaration-stmt: type-spec [, attr-spec]... [::] entity-decl-list */
static Node *parse_type_decl(Parser *p)
{
    Loc loc = tok(p)->loc;
    Node *d = mk(N_TYPE_DECL, loc);
    d->ts = parse_type_spec(p, true);
    while (accept(p, TK_COMMA))
        parse_attr_spec(p, d);
    accept(p, TK_DCOLON);
    for (;;) {
        nodelist_push(&d->args, parse_entity(p, true));
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return d;
}

/* Names in PUBLIC/PRIVATE lists may be generic specs: operator(+),
 * assignment(=); the entity's name is then "operator(+)" and op_name "+". */
static const char *op_spelling(Parser *p)
{
    const Token *t = tok(p);
    p->pos++;
    switch (t->kind) {
    case TK_DEFOP:
        vec_push(&p->user_ops, (void *)t->text);
        return arena_printf(cu_arena, ".%s.", t->text);
    case TK_EQ: return "==";
    case TK_NE: return "/=";
    case TK_LT: return "<";
    case TK_LE: return "<=";
    case TK_GT: return ">";
    case TK_GE: return ">=";
    case TK_AND: return ".and.";
    case TK_OR: return ".or.";
    case TK_NOT: return ".not.";
    case TK_EQV: return ".eqv.";
    case TK_NEQV: return ".neqv.";
    case TK_PLUS: return "+";
    case TK_MINUS: return "-";
    case TK_STAR: return "*";
    case TK_SLASH: return "/";
    case TK_POW: return "**";
    case TK_CONCAT: return "//";
    case TK_ASSIGN: return "=";
    default:
        perr(p, t->loc, "expected an operator, found %s", tok_desc(t));
    }
}

/* R1207 generic-spec when it is OPERATOR(op) or ASSIGNMENT(=); returns the
 * operator spelling (op_name) and sets *name, or NULL if not at one. */
static const char *parse_op_generic(Parser *p, const char **name)
{
    if (tok_at(p, 1)->kind != TK_LPAREN)
        return NULL;
    bool is_op = at_kw(p, "operator"), is_asg = at_kw(p, "assignment");
    if (!is_op && !is_asg)
        return NULL;
    p->pos += 2;
    const char *op;
    if (is_asg) {
        expect(p, TK_ASSIGN, "ASSIGNMENT(=)");
        op = "=";
    } else {
        op = op_spelling(p);
        if (!strcmp(op, "="))
            perr(p, tok_at(p, -1)->loc, "'=' is not an operator; use ASSIGNMENT(=)");
    }
    expect(p, TK_RPAREN, is_asg ? "ASSIGNMENT(=)" : "OPERATOR()");
    *name = arena_printf(cu_arena, "%s(%s)", is_asg ? "assignment" : "operator", op);
    return op;
}

/* R1207 generic-spec when it is a dtio-generic-spec, READ(FORMATTED),
 * READ(UNFORMATTED), WRITE(FORMATTED) or WRITE(UNFORMATTED): the generic's
 * name spelled so, lower case (no Fortran name has parentheses), or NULL
 * if not at one. */
static const char *parse_dtio_generic(Parser *p)
{
    if (!(at_kw(p, "read") || at_kw(p, "write")) || tok_at(p, 1)->kind != TK_LPAREN ||
        tok_at(p, 2)->kind != TK_IDENT || tok_at(p, 3)->kind != TK_RPAREN)
        return NULL;
    const char *how = tok_at(p, 2)->text;
    if (strcmp(how, "formatted") && strcmp(how, "unformatted"))
        return NULL;
    const char *name = arena_printf(cu_arena, "%s(%s)", tok(p)->text, how);
    p->pos += 4;
    return name;
}

/* Entity list of an attribute statement (names, a(10), /common/, operator(+)) */
static void parse_attr_entities(Parser *p, Node *s, bool dims)
{
    accept(p, TK_DCOLON);
    if (at_eos(p))
        return;
    for (;;) {
        Loc loc = tok(p)->loc;
        const char *gname;
        const char *op = parse_op_generic(p, &gname);
        if (op) {
            Node *e = mk(N_ENTITY, loc);
            e->name = gname;
            e->op_name = op;
            nodelist_push(&s->args, e);
        } else if ((gname = parse_dtio_generic(p))) {
            Node *e = mk(N_ENTITY, loc);
            e->name = gname;
            nodelist_push(&s->args, e);
        } else if (accept(p, TK_SLASH)) {
            Node *e = mk(N_ENTITY, loc);
            e->name = arena_printf(cu_arena, "/%s/", expect_name(p, "a COMMON block name"));
            expect(p, TK_SLASH, "COMMON block name");
            nodelist_push(&s->args, e);
        } else {
            Node *e = mk(N_ENTITY, loc);
            e->name = expect_name(p, "a name");
            if (dims && at(p, TK_LPAREN))
                parse_array_spec(p, &e->dims);
            if (dims && at(p, TK_LBRACKET))
                parse_coarray_spec(p, &e->codims);
            nodelist_push(&s->args, e);
        }
        if (!accept(p, TK_COMMA))
            break;
    }
}

/* R545-R563 attribute statements: ALLOCATABLE, DIMENSION, INTENT, PUBLIC,
 * VALUE, DEVICE, ... and CUDA's ATTRIBUTES(device, ...) :: list */
static Node *parse_attr_stmt(Parser *p, const Token *kw)
{
    Node *s = mk(N_ATTR_STMT, kw->loc);
    if (!strcmp(kw->text, "attributes")) {
        p->pos++;
        expect(p, TK_LPAREN, "ATTRIBUTES");
        for (;;) {
            const Token *a = tok(p);
            const char *w = expect_name(p, "a CUDA attribute");
            unsigned f = simple_attr(w);
            if (!(f & (A_DEVICE | A_MANAGED | A_CONSTANT | A_SHARED | A_PINNED | A_TEXTURE)))
                perr(p, a->loc, "'%s' is not a CUDA data attribute", w);
            s->attrs |= f;
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "ATTRIBUTES");
        parse_attr_entities(p, s, true);
    } else if (!strcmp(kw->text, "dimension")) {
        /* DIMENSION a(10): the array spec belongs to each name */
        p->pos++;
        s->attrs |= A_DIMENSION;
        parse_attr_entities(p, s, true);
    } else {
        parse_attr_spec(p, s);
        parse_attr_entities(p, s, true);
    }
    expect_eos(p);
    return s;
}

/* Cray POINTER (p, x) [, (q, y(n))]...: kept as a node so that sema can say
 * it is not supported (and the CUDA checker that device code forbids it). */
static Node *parse_cray_pointer(Parser *p, const Token *kw)
{
    Node *s = mk(N_CRAY_POINTER, kw->loc);
    p->pos++;
    for (;;) {
        expect(p, TK_LPAREN, "Cray POINTER");
        Node *ptr = mk(N_ENTITY, tok(p)->loc);
        ptr->name = expect_name(p, "a Cray pointer name");
        expect(p, TK_COMMA, "Cray POINTER");
        Node *pte = mk(N_ENTITY, tok(p)->loc);
        pte->name = expect_name(p, "a pointee name");
        if (at(p, TK_LPAREN))
            parse_array_spec(p, &pte->dims);
        expect(p, TK_RPAREN, "Cray POINTER");
        nodelist_push(&s->args, ptr);
        nodelist_push(&s->args, pte);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return s;
}

/* R759 enum-def: ENUM, BIND(C) / ENUMERATOR [::] a [= expr], b ... / END ENUM.
 * The enumerators are named constants of kind C_INT, so the block becomes one
 * INTEGER(4), PARAMETER declaration: an enumerator without a value is the one
 * before it plus one (the first is 0), written as that expression. */
static Node *parse_enum(Parser *p, const Token *kw)
{
    Node *d = mk(N_TYPE_DECL, kw->loc);
    d->ts = NEW(TypeSpec);
    d->ts->kind = TS_INTEGER;
    d->ts->loc = kw->loc;
    d->ts->kind_expr = mk(N_INT_LIT, kw->loc);
    d->ts->kind_expr->text = "4";
    d->attrs |= A_PARAMETER;
    d->is_enum = true;
    p->pos++;
    if (at_eos(p)) {
        perr_soft(p, kw->loc, "ENUM needs BIND(C): write ENUM, BIND(C)%s", "");
    } else {
        expect(p, TK_COMMA, "ENUM");
        if (!accept_kw(p, "bind"))
            perr(p, tok(p)->loc, "expected BIND(C) after ENUM, found %s", tok_desc(tok(p)));
        parse_bind(p);
    }
    expect_eos(p);
    const char *prev = NULL;
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (match_kws(p, "end enum")) {
            expect_eos(p);
            return d;
        }
        if (peek_end(p) != END_NONE) {
            perr_soft(p, tok(p)->loc, "END ENUM expected to close ENUM at line %d", kw->loc.line);
            return d;
        }
        if (!accept_kw(p, "enumerator")) {
            perr_soft(p, tok(p)->loc, "expected ENUMERATOR or END ENUM in an ENUM block, found %s", tok_desc(tok(p)));
            skip_to_eos(p);
            continue;
        }
        accept(p, TK_DCOLON);
        for (;;) {
            Node *e = mk(N_ENTITY, tok(p)->loc);
            e->name = expect_name(p, "an enumerator name");
            if (accept(p, TK_ASSIGN)) {
                e->init = parse_expr(p);
            } else {
                Node *one = mk(N_INT_LIT, e->loc);
                one->text = prev ? "1" : "0";
                if (prev) {
                    Node *b = mk(N_BINARY, e->loc);
                    b->op = TK_PLUS;
                    b->lhs = mk(N_NAME, e->loc);
                    b->lhs->name = prev;
                    b->rhs = one;
                    one = b;
                }
                e->init = one;
            }
            prev = e->name;
            nodelist_push(&d->args, e);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect_eos(p);
    }
}

/* R548 parameter-stmt */
static Node *parse_parameter_stmt(Parser *p, const Token *kw)
{
    Node *s = mk(N_PARAMETER_STMT, kw->loc);
    p->pos++;
    /* PARAMETER A = 1, B = 2: the DEC form without parentheses (gfortran and
     * nvfortran take it) */
    bool parens = accept(p, TK_LPAREN);
    for (;;) {
        Node *e = mk(N_ENTITY, tok(p)->loc);
        e->name = expect_name(p, "a named constant");
        expect(p, TK_ASSIGN, "PARAMETER");
        e->init = parse_expr(p);
        nodelist_push(&s->args, e);
        if (!accept(p, TK_COMMA))
            break;
    }
    if (parens)
        expect(p, TK_RPAREN, "PARAMETER");
    expect_eos(p);
    return s;
}

/* R560 implicit-stmt: IMPLICIT NONE [( [spec-list] )] | IMPLICIT type (letters) ... */
static Node *parse_implicit(Parser *p, const Token *kw)
{
    Node *s = mk(N_IMPLICIT, kw->loc);
    p->pos++;
    if (accept_kw(p, "none")) {
        s->implicit_none = true;
        if (accept(p, TK_LPAREN)) {
            while (at(p, TK_IDENT)) {
                p->pos++;
                if (!accept(p, TK_COMMA))
                    break;
            }
            expect(p, TK_RPAREN, "IMPLICIT NONE");
        }
        expect_eos(p);
        return s;
    }
    for (;;) {
        Node *r = mk(N_IMPLICIT_RULE, tok(p)->loc);
        /* real (a-h) has one group, real(8) (a-h) two: the kind selector is
         * the first group only when another follows it */
        bool two = false;
        if (tok_at(p, 1)->kind == TK_LPAREN) {
            int m = paren_match(p, p->pos + 1);
            two = m > 0 && p->t[m + 1].kind == TK_LPAREN;
        }
        if (two || tok_at(p, 1)->kind != TK_LPAREN || at_kw(p, "type") || at_kw(p, "class") ||
            at_kw(p, "double")) {
            r->ts = parse_type_spec(p, true);
        } else {
            r->ts = NEW(TypeSpec);
            r->ts->loc = tok(p)->loc;
            const char *w = expect_name(p, "a type");
            r->ts->kind = !strcmp(w, "integer")   ? TS_INTEGER
                        : !strcmp(w, "real")      ? TS_REAL
                        : !strcmp(w, "complex")   ? TS_COMPLEX
                        : !strcmp(w, "logical")   ? TS_LOGICAL
                        : !strcmp(w, "character") ? TS_CHARACTER
                        : !strcmp(w, "doubleprecision") ? TS_DOUBLE_PRECISION
                                                    : TS_NONE;
            if (r->ts->kind == TS_NONE)
                perr(p, r->ts->loc, "expected a type in IMPLICIT, found '%s'", w);
        }
        char map[27];
        memset(map, '0', 26);
        map[26] = 0;
        expect(p, TK_LPAREN, "IMPLICIT letter list");
        for (;;) {
            const Token *a = tok(p);
            const char *l1 = expect_name(p, "a letter");
            char hi = l1[0];
            if (accept(p, TK_MINUS)) {
                const char *l2 = expect_name(p, "a letter");
                hi = l2[0];
                if (l2[1])
                    perr(p, a->loc, "expected a single letter in IMPLICIT, found '%s'", l2);
            }
            if (l1[1] || hi < l1[0])
                perr(p, a->loc, "invalid letter range in IMPLICIT%s", "");
            for (char c = l1[0]; c <= hi; c++)
                map[c - 'a'] = '1';
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "IMPLICIT letter list");
        r->text = arena_strdup(cu_arena, map);
        nodelist_push(&s->args, r);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return s;
}

/* R1109 use-stmt: USE [[, nature] ::] name [, rename-list | , ONLY: [only-list]].
 * A rename of operators: name = "operator(.local.)", text = "operator(.used.)",
 * op_name = the local operator. USE, INTRINSIC sets A_INTRINSIC in attrs. */
static Node *parse_use(Parser *p, const Token *kw)
{
    Node *u = mk(N_USE, kw->loc);
    p->pos++;
    if (accept(p, TK_COMMA)) {
        if (accept_kw(p, "intrinsic"))
            u->attrs |= A_INTRINSIC;
        else if (accept_kw(p, "non_intrinsic"))
            u->non_intrinsic = true;
        else
            perr(p, tok(p)->loc, "expected INTRINSIC or NON_INTRINSIC, found %s", tok_desc(tok(p)));
        expect(p, TK_DCOLON, "USE");
    } else {
        accept(p, TK_DCOLON);
    }
    u->name = expect_name(p, "a module name");
    if (accept(p, TK_COMMA)) {
        if (at_kw(p, "only") && tok_at(p, 1)->kind == TK_COLON) {
            p->pos += 2;
            u->only_list = true;
            if (at_eos(p)) {
                expect_eos(p);
                return u;
            }
        }
        for (;;) {
            Node *r = mk(N_RENAME, tok(p)->loc);
            const char *gname;
            const char *op = parse_op_generic(p, &gname);
            if (op) {
                r->name = r->text = gname;
                r->op_name = op;
            } else if ((gname = parse_dtio_generic(p))) {
                r->name = r->text = gname;
            } else {
                r->name = r->text = expect_name(p, "a name");
            }
            if (accept(p, TK_ARROW)) {
                const char *op2 = parse_op_generic(p, &gname);
                if (op2)
                    r->text = gname;
                else
                    r->text = expect_name(p, "a name after '=>'");
            } else if (!u->only_list) {
                perr(p, tok(p)->loc, "expected '=>' in USE rename list, found %s", tok_desc(tok(p)));
            }
            nodelist_push(&u->args, r);
            if (!accept(p, TK_COMMA))
                break;
        }
    }
    expect_eos(p);
    return u;
}

/* R563 namelist-stmt: NAMELIST /g/ a, b [[,] /g2/ c] — one node per group */
static Node *parse_namelist(Parser *p, const Token *kw)
{
    p->pos++;
    Node *first = NULL;
    while (accept(p, TK_SLASH)) {
        Node *g = mk(N_NAMELIST, first ? tok(p)->loc : kw->loc);
        g->name = expect_name(p, "a NAMELIST group name");
        vec_push(&p->namelists, (void *)g->name);
        expect(p, TK_SLASH, "NAMELIST");
        for (;;) {
            Node *n = mk(N_NAME, tok(p)->loc);
            n->name = expect_name(p, "a variable name");
            nodelist_push(&g->args, n);
            if (!accept(p, TK_COMMA) || at(p, TK_SLASH))
                break;
        }
        if (first)
            nodelist_push(&p->pending, g);
        else
            first = g;
    }
    if (!first)
        perr(p, tok(p)->loc, "expected '/' and a NAMELIST group name, found %s", tok_desc(tok(p)));
    expect_eos(p);
    return first;
}

/* R568 common-stmt: COMMON [/[name]/] list [[,] /name/ list]... */
static Node *parse_common(Parser *p, const Token *kw)
{
    p->pos++;
    Node *first = NULL;
    for (;;) {
        Node *c = mk(N_COMMON, first ? tok(p)->loc : kw->loc);
        if (accept(p, TK_CONCAT)) {
            c->name = NULL; /* // is the blank common */
        } else if (accept(p, TK_SLASH)) {
            if (!at(p, TK_SLASH))
                c->name = expect_name(p, "a COMMON block name");
            expect(p, TK_SLASH, "COMMON");
        }
        for (;;) {
            Node *e = mk(N_ENTITY, tok(p)->loc);
            e->name = expect_name(p, "a variable name");
            if (at(p, TK_LPAREN))
                parse_array_spec(p, &e->dims);
            nodelist_push(&c->args, e);
            if (!accept(p, TK_COMMA) || at(p, TK_SLASH) || at(p, TK_CONCAT))
                break;
        }
        if (first)
            nodelist_push(&p->pending, c);
        else
            first = c;
        if (!at(p, TK_SLASH) && !at(p, TK_CONCAT))
            break;
    }
    expect_eos(p);
    return first;
}

/* R570 equivalence-stmt */
static Node *parse_equivalence(Parser *p, const Token *kw)
{
    Node *s = mk(N_EQUIVALENCE, kw->loc);
    p->pos++;
    for (;;) {
        Node *set = mk(N_EQUIV_SET, tok(p)->loc);
        expect(p, TK_LPAREN, "EQUIVALENCE");
        for (;;) {
            nodelist_push(&set->args, parse_designator(p));
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "EQUIVALENCE");
        nodelist_push(&s->args, set);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return s;
}

/* R537 data-implied-do and objects of a DATA set */
static Node *parse_data_object(Parser *p)
{
    if (at(p, TK_LPAREN))
        return parse_implied_do(p, true);
    return parse_designator(p);
}

/* A data-stmt-value-list ([repeat*]constant, ...) and the closing '/',
 * into set->body2. */
static void parse_data_values(Parser *p, Node *set)
{
    for (;;) {
        Node *v = mk(N_DATA_VALUE, tok(p)->loc);
        Node *c = parse_data_constant(p);
        if (accept(p, TK_STAR)) {
            v->lhs = c;
            v->rhs = parse_data_constant(p);
        } else {
            v->rhs = c;
        }
        nodelist_push(&set->body2, v);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_SLASH, "DATA");
}

/* R534 data-stmt: DATA object-list /value-list/ [[,] object-list /value-list/]... */
static Node *parse_data(Parser *p, const Token *kw)
{
    Node *s = mk(N_DATA, kw->loc);
    p->pos++;
    for (;;) {
        Node *set = mk(N_DATA_SET, tok(p)->loc);
        for (;;) {
            nodelist_push(&set->args, parse_data_object(p));
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_SLASH, "DATA");
        parse_data_values(p, set);
        nodelist_push(&s->args, set);
        accept(p, TK_COMMA);
        if (at_eos(p))
            break;
    }
    expect_eos(p);
    return s;
}

/* R751 type-bound-procedure-stmt: PROCEDURE [(iface)] [[, attr-list] ::]
 * name [=> impl] [, name [=> impl]]...; one N_TYPE_BOUND per binding. */
static void parse_tbp_stmt(Parser *p, Node *d)
{
    const Token *kw = tok(p);
    p->pos++;
    const char *iface = NULL;
    unsigned flags = 0;
    const char *pass = NULL;
    if (accept(p, TK_LPAREN)) {
        iface = expect_name(p, "an interface name");
        expect(p, TK_RPAREN, "PROCEDURE");
    }
    bool dcolon = false;
    while (accept(p, TK_COMMA)) {
        const Token *a = tok(p);
        const char *w = expect_name(p, "a binding attribute");
        if (!strcmp(w, "nopass"))
            flags |= TBP_NOPASS;
        else if (!strcmp(w, "pass")) {
            flags |= TBP_PASS;
            if (accept(p, TK_LPAREN)) {
                pass = expect_name(p, "a dummy argument name");
                expect(p, TK_RPAREN, "PASS");
            }
        } else if (!strcmp(w, "deferred"))
            flags |= TBP_DEFERRED;
        else if (!strcmp(w, "non_overridable"))
            flags |= TBP_NON_OVERRIDABLE;
        else if (!strcmp(w, "private"))
            flags |= TBP_PRIVATE;
        else if (!strcmp(w, "public"))
            flags |= TBP_PUBLIC;
        else
            perr(p, a->loc, "unknown binding attribute '%s'", w);
    }
    if (accept(p, TK_DCOLON))
        dcolon = true;
    for (;;) {
        Node *b = mk(N_TYPE_BOUND, tok(p)->loc);
        b->name = expect_name(p, "a binding name");
        b->op_name = iface;
        b->tbp_flags = flags;
        b->pass_name = pass;
        if (accept(p, TK_ARROW)) {
            if (!dcolon)
                perr(p, tok(p)->loc, "'::' is required before a binding with '=>'%s", "");
            b->text = expect_name(p, "a procedure name");
        }
        nodelist_push(&d->contains, b);
        if (!accept(p, TK_COMMA))
            break;
    }
    (void)kw;
    expect_eos(p);
}

/* R752 type-bound-generic-stmt: GENERIC [, access] :: generic-spec => names;
 * R753 final-procedure-stmt: FINAL [::] names */
static void parse_generic_or_final(Parser *p, Node *d, bool final)
{
    Node *b = mk(N_TYPE_BOUND, tok(p)->loc);
    p->pos++;
    b->tbp_flags = final ? TBP_FINAL : TBP_GENERIC;
    while (!final && accept(p, TK_COMMA)) {
        const Token *a = tok(p);
        const char *w = expect_name(p, "PUBLIC or PRIVATE");
        if (!strcmp(w, "private"))
            b->tbp_flags |= TBP_PRIVATE;
        else if (!strcmp(w, "public"))
            b->tbp_flags |= TBP_PUBLIC;
        else
            perr(p, a->loc, "unknown GENERIC attribute '%s'", w);
    }
    if (!final) {
        expect(p, TK_DCOLON, "GENERIC");
        const char *gname;
        const char *op = parse_op_generic(p, &gname);
        if (op) {
            b->op_name = op;
            b->name = gname;
        } else if (!(b->name = parse_dtio_generic(p))) {
            b->name = expect_name(p, "a generic name");
        }
        expect(p, TK_ARROW, "GENERIC");
    } else {
        accept(p, TK_DCOLON);
    }
    for (;;) {
        Node *n = mk(N_NAME, tok(p)->loc);
        n->name = expect_name(p, final ? "a final subroutine name" : "a binding name");
        nodelist_push(&b->args, n);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    nodelist_push(&d->contains, b);
}

/* R746 type-bound-procedure-part: CONTAINS [PRIVATE] binding statements,
 * up to END TYPE (not consumed). A syntax error costs its line only. */
static void parse_type_bound_part(Parser *p, Node *d)
{
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (at(p, TK_EOF) || peek_end(p) == END_TYPE)
            return;
        jmp_buf jb, *old = p->jb;
        p->jb = &jb;
        if (setjmp(jb)) {
            p->jb = old;
            skip_to_eos(p);
            continue;
        }
        if (at_kw(p, "private") && tok_at(p, 1)->kind == TK_EOS) {
            p->pos += 2; /* bindings default to PRIVATE: accepted, access not checked */
        } else if (at_kw(p, "procedure")) {
            parse_tbp_stmt(p, d);
        } else if (at_kw(p, "generic")) {
            parse_generic_or_final(p, d, false);
        } else if (at_kw(p, "final")) {
            parse_generic_or_final(p, d, true);
        } else {
            perr(p, tok(p)->loc, "expected PROCEDURE, GENERIC or FINAL in the type-bound procedure part, found %s",
                 tok_desc(tok(p)));
        }
        p->jb = old;
    }
}

/* R429 derived-type-def: TYPE [[, attr-list] ::] name ... END TYPE [name] */
static Node *parse_derived_type(Parser *p, const Token *kw)
{
    Node *d = mk(N_DERIVED_TYPE, kw->loc);
    p->hdr_kind = END_TYPE;
    p->pos++;
    while (accept(p, TK_COMMA)) {
        const Token *a = tok(p);
        const char *w = expect_name(p, "a type attribute");
        if (!strcmp(w, "public"))
            d->attrs |= A_PUBLIC;
        else if (!strcmp(w, "private"))
            d->attrs |= A_PRIVATE;
        else if (!strcmp(w, "bind")) {
            d->attrs |= A_BIND_C;
            d->bind_name = parse_bind(p);
        } else if (!strcmp(w, "extends")) {
            expect(p, TK_LPAREN, "EXTENDS");
            d->text = expect_name(p, "a parent type name");
            expect(p, TK_RPAREN, "EXTENDS");
        } else if (!strcmp(w, "abstract")) {
            d->is_abstract = true;
        } else {
            perr(p, a->loc, "unknown type attribute '%s'", w);
        }
    }
    accept(p, TK_DCOLON);
    d->name = expect_name(p, "a type name");
    if (accept(p, TK_LPAREN)) {
        /* type-param-name-list of a parameterized derived type */
        for (;;) {
            Node *n = mk(N_NAME, tok(p)->loc);
            n->name = expect_name(p, "a type parameter name");
            nodelist_push(&d->params, n);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect(p, TK_RPAREN, "type parameter list");
    }
    expect_eos(p);
    /* body: components until END TYPE; errors are per line */
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (at(p, TK_EOF)) {
            perr_soft(p, tok(p)->loc, "END TYPE expected to close TYPE at line %d", kw->loc.line);
            return d;
        }
        if (peek_end(p) == END_TYPE) {
            parse_end_stmt(p, "type", d->name);
            return d;
        }
        if (at_kw(p, "sequence") && tok_at(p, 1)->kind == TK_EOS) {
            d->is_sequence = true;
            p->pos += 2;
            continue;
        }
        if (at_kw(p, "contains") && tok_at(p, 1)->kind == TK_EOS) {
            p->pos += 2;
            parse_type_bound_part(p, d);
            continue;
        }
        Node *s = parse_stmt(p);
        note_component_names(p, s, false);
        if (s)
            nodelist_push(&d->body, s);
    }
}

/* ---- DEC structures (nvfortran; gfortran's -fdec-structure) ------------ */

/* END w or ENDw (END STRUCTURE, END UNION, END MAP) */
static bool at_dec_end(Parser *p, const char *w)
{
    const Token *t = tok(p);
    if (t->kind != TK_IDENT || strncmp(t->text, "end", 3))
        return false;
    if (!t->text[3])
        return tok_at(p, 1)->kind == TK_IDENT && !strcmp(tok_at(p, 1)->text, w);
    return !strcmp(t->text + 3, w);
}

static void parse_dec_end(Parser *p)
{
    p->pos += tok(p)->text[3] ? 1 : 2;
    expect_eos(p);
}

/* RECORD /name/ entity-list [, /name/ entity-list]...: TYPE(name) :: ...;
 * the groups after the first go to p->pending */
static Node *parse_record(Parser *p)
{
    p->pos++;
    Node *first = NULL;
    do {
        Node *d = mk(N_TYPE_DECL, tok(p)->loc);
        expect(p, TK_SLASH, "RECORD");
        d->ts = NEW(TypeSpec);
        d->ts->kind = TS_TYPE;
        d->ts->loc = tok(p)->loc;
        d->ts->type_name = expect_name(p, "a structure name");
        expect(p, TK_SLASH, "RECORD");
        for (;;) {
            nodelist_push(&d->args, parse_entity(p, false));
            if (!accept(p, TK_COMMA) || at(p, TK_SLASH))
                break;
        }
        if (first)
            nodelist_push(&p->pending, d);
        else
            first = d;
    } while (at(p, TK_SLASH));
    expect_eos(p);
    return first;
}

static void parse_structure_body(Parser *p, Node *d, const char *end, Loc open);

/* UNION, its MAPs, END UNION: body = N_MAP list, each body = components */
static Node *parse_union(Parser *p, const Token *kw)
{
    Node *u = mk(N_UNION, kw->loc);
    p->pos++;
    expect_eos(p);
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (at_dec_end(p, "union")) {
            parse_dec_end(p);
            return u;
        }
        if (!at_kw(p, "map") || tok_at(p, 1)->kind != TK_EOS) {
            perr_soft(p, tok(p)->loc, "MAP or END UNION expected in the UNION at line %d, found %s", kw->loc.line,
                      tok_desc(tok(p)));
            return u;
        }
        Node *m = mk(N_MAP, tok(p)->loc);
        p->pos += 2;
        parse_structure_body(p, m, "map", m->loc);
        nodelist_push(&u->body, m);
    }
}

/* Component declarations up to END <end> (consumed). */
static void parse_structure_body(Parser *p, Node *d, const char *end, Loc open)
{
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (at(p, TK_EOF) || (peek_end(p) == END_UNIT && !at_dec_end(p, end) && !at_dec_end(p, "structure") &&
                              !at_dec_end(p, "union") && !at_dec_end(p, "map"))) {
            perr_soft(p, tok(p)->loc, "END %s expected to close %s at line %d", !strcmp(end, "map") ? "MAP" : "STRUCTURE",
                      !strcmp(end, "map") ? "MAP" : "STRUCTURE", open.line);
            return;
        }
        if (at_dec_end(p, end)) {
            parse_dec_end(p);
            return;
        }
        Node *s;
        if (at_kw(p, "union") && tok_at(p, 1)->kind == TK_EOS)
            s = parse_union(p, tok(p));
        else
            s = parse_stmt(p);
        note_component_names(p, s, true);
        if (s)
            nodelist_push(&d->body, s);
        while (p->pending.len) {
            Node *x = p->pending.items[0];
            memmove(p->pending.items, p->pending.items + 1, sizeof(Node *) * (size_t)--p->pending.len);
            note_component_names(p, x, true);
            nodelist_push(&d->body, x);
        }
    }
}

/* STRUCTURE [/name/] [field-list] ... END STRUCTURE: an N_DERIVED_TYPE
 * with is_structure; a nested one names the fields of its type in args
 * (N_ENTITY), and one without a name is only the type of those fields. */
static Node *parse_structure(Parser *p, const Token *kw)
{
    Node *d = mk(N_DERIVED_TYPE, kw->loc);
    d->is_structure = true;
    p->pos++;
    if (accept(p, TK_SLASH)) {
        d->name = expect_name(p, "a structure name");
        expect(p, TK_SLASH, "STRUCTURE");
    }
    while (!at_eos(p)) {
        nodelist_push(&d->args, parse_entity(p, false));
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    if (!d->name && !d->args.len)
        perr_soft(p, kw->loc, "A STRUCTURE without a name must declare fields.");
    parse_structure_body(p, d, "structure", kw->loc);
    return d;
}

/* R1203 interface-block: INTERFACE [generic-spec] ... END INTERFACE [spec] */
static Node *parse_interface(Parser *p, const Token *kw);

/* Subprogram header and body (shared with interface bodies). */

/* R1206 procedure-stmt: [MODULE] PROCEDURE [::] name-list */
static Node *parse_module_procedure(Parser *p, const Token *kw)
{
    Node *m = mk(N_MODULE_PROCEDURE, kw->loc);
    accept_kw(p, "module");
    accept_kw(p, "procedure");
    accept(p, TK_DCOLON);
    for (;;) {
        Node *n = mk(N_NAME, tok(p)->loc);
        n->name = expect_name(p, "a procedure name");
        nodelist_push(&m->args, n);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return m;
}

static Node *parse_interface(Parser *p, const Token *kw)
{
    Node *in = mk(N_INTERFACE, kw->loc);
    p->hdr_kind = END_INTERFACE;
    if (accept_kw(p, "abstract"))
        in->is_abstract = true;
    p->pos++; /* INTERFACE */
    if (!at_eos(p)) {
        const char *gname;
        const char *op = parse_op_generic(p, &gname);
        if (op) {
            in->op_name = op;
            in->name = gname;
        } else if (!(in->name = parse_dtio_generic(p))) {
            in->name = expect_name(p, "a generic name");
        }
    }
    expect_eos(p);
    for (;;) {
        while (accept(p, TK_EOS))
            ;
        if (diag_too_many())
            p->pos = p->n - 1;
        if (at(p, TK_EOF)) {
            perr_soft(p, tok(p)->loc, "END INTERFACE expected to close INTERFACE at line %d", kw->loc.line);
            return in;
        }
        EndKind e = peek_end(p);
        if (e == END_INTERFACE) {
            match_kws(p, "end interface");
            while (!at_eos(p))
                p->pos++; /* the optional generic-spec repeated */
            expect_eos(p);
            return in;
        }
        if (e == END_UNIT || e == END_CONTAINS) {
            perr_soft(p, tok(p)->loc, "END INTERFACE expected to close INTERFACE at line %d", kw->loc.line);
            return in;
        }
        if (at_kw(p, "module") && peek_kws(p, "module procedure")) {
            nodelist_push(&in->body, parse_stmt(p));
        } else if (at_kw(p, "procedure")) {
            nodelist_push(&in->body, parse_stmt(p));
        } else if (at_subprogram(p)) {
            Node *s = parse_subprogram(p, true);
            if (s)
                nodelist_push(&in->body, s);
        } else {
            perr_soft(p, tok(p)->loc, "expected SUBROUTINE, FUNCTION or MODULE PROCEDURE in an interface block, found %s",
                      tok_desc(tok(p)));
            skip_to_eos(p);
        }
    }
}

/* R1512 procedure-declaration-stmt (minimal): PROCEDURE([iface]) [, attrs] :: list */
static Node *parse_proc_decl(Parser *p, const Token *kw)
{
    Node *d = mk(N_PROC_DECL, kw->loc);
    p->pos++;
    expect(p, TK_LPAREN, "PROCEDURE");
    if (!at(p, TK_RPAREN)) {
        if (at_type_spec(p)) {
            TypeSpec *ts = parse_type_spec(p, true);
            d->ts = ts;
        } else {
            d->text = expect_name(p, "an interface name");
        }
    }
    expect(p, TK_RPAREN, "PROCEDURE");
    while (accept(p, TK_COMMA)) {
        /* procedure pointer components: NOPASS / PASS[(arg)] (tbp_flags) */
        if (accept_kw(p, "nopass")) {
            d->tbp_flags |= TBP_NOPASS;
        } else if (at_kw(p, "pass")) {
            p->pos++;
            d->tbp_flags |= TBP_PASS;
            if (accept(p, TK_LPAREN)) {
                d->pass_name = expect_name(p, "a dummy argument name");
                expect(p, TK_RPAREN, "PASS");
            }
        } else
            parse_attr_spec(p, d);
    }
    accept(p, TK_DCOLON);
    for (;;) {
        nodelist_push(&d->args, parse_entity(p, true));
        if (!accept(p, TK_COMMA))
            break;
    }
    expect_eos(p);
    return d;
}

/* Specification statements; returns NULL (nothing consumed) if kw starts none. */
Node *parse_decl_stmt(Parser *p, const Token *kw)
{
    const char *w = kw->text;
    if (at_type_spec(p)) {
        Node *d = parse_type_decl(p);
        note_record_vars(p, d);
        return d;
    }
    if (at_dec_type_print(p))
        return NULL; /* an executable statement (parse_exec_stmt) */
    if (!strcmp(w, "type"))
        return parse_derived_type(p, kw);
    if (!strcmp(w, "structure") && (tok_at(p, 1)->kind == TK_SLASH || tok_at(p, 1)->kind == TK_IDENT))
        return parse_structure(p, kw);
    if (!strcmp(w, "record") && tok_at(p, 1)->kind == TK_SLASH) {
        Node *d = parse_record(p);
        note_record_vars(p, d);
        for (int i = 0; i < p->pending.len; i++)
            note_record_vars(p, p->pending.items[i]);
        return d;
    }
    if (!strcmp(w, "use"))
        return parse_use(p, kw);
    if (!strcmp(w, "implicit"))
        return parse_implicit(p, kw);
    if (!strcmp(w, "parameter") && (tok_at(p, 1)->kind == TK_LPAREN ||
                                    (tok_at(p, 1)->kind == TK_IDENT && tok_at(p, 2)->kind == TK_ASSIGN)))
        return parse_parameter_stmt(p, kw);
    if (!strcmp(w, "enum") && (tok_at(p, 1)->kind == TK_COMMA || tok_at(p, 1)->kind == TK_EOS))
        return parse_enum(p, kw);
    if (!strcmp(w, "interface") || (!strcmp(w, "abstract") && peek_kws(p, "abstract interface")))
        return parse_interface(p, kw);
    if (!strcmp(w, "namelist"))
        return parse_namelist(p, kw);
    if (!strcmp(w, "common"))
        return parse_common(p, kw);
    if (!strcmp(w, "equivalence"))
        return parse_equivalence(p, kw);
    if (!strcmp(w, "data"))
        return parse_data(p, kw);
    if (!strcmp(w, "module") && peek_kws(p, "module procedure"))
        return parse_module_procedure(p, kw);
    if (!strcmp(w, "procedure")) {
        if (tok_at(p, 1)->kind == TK_LPAREN)
            return parse_proc_decl(p, kw);
        return parse_module_procedure(p, kw);
    }
    if (!strcmp(w, "format") && tok_at(p, 1)->kind == TK_FORMAT_SPEC) {
        Node *f = mk(N_FORMAT, kw->loc);
        f->text = tok_at(p, 1)->text;
        p->pos += 2;
        expect_eos(p);
        return f;
    }
    if (!strcmp(w, "import")) {
        /* R1209 import-stmt */
        Node *n = mk(N_IMPORT, kw->loc);
        p->pos++;
        accept(p, TK_DCOLON);
        while (!at_eos(p)) {
            Node *m = mk(N_NAME, tok(p)->loc);
            m->name = expect_name(p, "a name to IMPORT");
            nodelist_push(&n->args, m);
            if (!accept(p, TK_COMMA))
                break;
        }
        expect_eos(p);
        return n;
    }
    if (!strcmp(w, "attributes") && tok_at(p, 1)->kind == TK_LPAREN)
        return parse_attr_stmt(p, kw);
    if (!strcmp(w, "pointer") && tok_at(p, 1)->kind == TK_LPAREN)
        return parse_cray_pointer(p, kw);
    if (simple_attr(w) || !strcmp(w, "dimension") || !strcmp(w, "intent") || !strcmp(w, "bind") ||
        (!strcmp(w, "codimension") && (tok_at(p, 1)->kind == TK_DCOLON || tok_at(p, 1)->kind == TK_IDENT))) {
        if (!strcmp(w, "parameter"))
            return NULL;
        return parse_attr_stmt(p, kw);
    }
    return NULL;
}

/* ---- program units ------------------------------------------------------ */

static const char *const prefix_words[] = {"recursive", "pure", "elemental", "impure", "module", NULL};

static unsigned prefix_flag(const char *w)
{
    static const unsigned f[] = {PF_RECURSIVE, PF_PURE, PF_ELEMENTAL, PF_IMPURE, PF_MODULE};
    for (int i = 0; prefix_words[i]; i++)
        if (!strcmp(prefix_words[i], w))
            return f[i];
    return 0;
}

/* attributes(host, device, global, grid_global) as a subprogram prefix */
static unsigned parse_cuda_prefix(Parser *p)
{
    unsigned ca = 0;
    expect(p, TK_LPAREN, "ATTRIBUTES");
    for (;;) {
        const Token *t = tok(p);
        const char *w = expect_name(p, "HOST, DEVICE, GLOBAL or GRID_GLOBAL");
        if (!strcmp(w, "host"))
            ca |= CA_HOST;
        else if (!strcmp(w, "device"))
            ca |= CA_DEVICE;
        else if (!strcmp(w, "global"))
            ca |= CA_GLOBAL;
        else if (!strcmp(w, "grid_global"))
            ca |= CA_GRID_GLOBAL;
        else
            perr(p, t->loc, "expected HOST, DEVICE, GLOBAL or GRID_GLOBAL in ATTRIBUTES, found '%s'", w);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "ATTRIBUTES");
    return ca;
}

/* R1526 prefix ... SUBROUTINE|FUNCTION: parses the prefix into n; returns the
 * keyword ("subroutine"/"function") or NULL if this is not a header. Errors
 * unwind (callers run it quietly first). */
static const char *parse_prefix(Parser *p, Node *n)
{
    bool have_ts = false;
    for (;;) {
        const Token *t = tok(p);
        if (t->kind != TK_IDENT)
            return NULL;
        if (!strcmp(t->text, "subroutine") || !strcmp(t->text, "function")) {
            p->pos++;
            return t->text;
        }
        unsigned f = prefix_flag(t->text);
        if (f) {
            p->pos++;
            n->prefix |= f;
            continue;
        }
        if (!strcmp(t->text, "attributes") && tok_at(p, 1)->kind == TK_LPAREN) {
            p->pos++;
            n->cuda_attrs |= parse_cuda_prefix(p);
            continue;
        }
        if ((!strcmp(t->text, "launch_bounds") || !strcmp(t->text, "cluster_dims")) &&
            tok_at(p, 1)->kind == TK_LPAREN) {
            /* kernel launch attributes: a N_KEYWORD in n->opts with the
             * constant expressions as args (sema/check_cuda_proc.c) */
            Node *k = node_new(N_KEYWORD, t->loc);
            k->name = t->text;
            p->pos += 2;
            do
                nodelist_push(&k->args, parse_expr(p));
            while (accept(p, TK_COMMA));
            expect(p, TK_RPAREN, t->text);
            nodelist_push(&n->opts, k);
            continue;
        }
        if (!have_ts && at_type_spec(p)) {
            n->ts = parse_type_spec(p, true);
            have_ts = true;
            continue;
        }
        return NULL;
    }
}

/* Whether the statement here is a SUBROUTINE/FUNCTION header (looked at quietly). */
bool at_subprogram(Parser *p)
{
    int save = p->pos;
    jmp_buf jb, *old = p->jb;
    p->jb = &jb;
    p->quiet++;
    volatile bool r = false;
    if (!setjmp(jb)) {
        while (at(p, TK_INT) && tok(p)->stmt_start)
            p->pos++;
        Node tmp = {0};
        r = parse_prefix(p, &tmp) != NULL;
    } else {
        /* a prefix with an error: still a header if SUBROUTINE/FUNCTION
         * follows at depth 0, so the error is reported and the body kept */
        int depth = 0;
        for (int i = save; p->t[i].kind != TK_EOS && p->t[i].kind != TK_EOF; i++) {
            TokenKind k = p->t[i].kind;
            depth += k == TK_LPAREN ? 1 : k == TK_RPAREN ? -1 : 0;
            if (depth == 0 && k == TK_IDENT &&
                (!strcmp(p->t[i].text, "subroutine") || !strcmp(p->t[i].text, "function")))
                r = true;
        }
    }
    p->quiet--;
    p->jb = old;
    p->pos = save;
    return r;
}

/* END IF / END SELECT / ...: a label on it is a branch target just after
 * the construct, so it becomes a labelled CONTINUE following it. */
void parse_construct_end(Parser *p, const char *what, const char *name)
{
    Loc loc = tok(p)->loc;
    int label = parse_end_stmt(p, what, name);
    if (!label)
        return;
    Node *c = mk(N_CONTINUE, loc);
    c->label = label;
    nodelist_push(&p->pending, c);
}

/* Fortran keywords are upper case in messages. */
static const char *upper(const char *w)
{
    char *u = arena_strdup(cu_arena, w);
    for (char *c = u; *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 'a' + 'A');
    return u;
}

/* END [PROGRAM|SUBROUTINE|... [name]] closing a unit or construct 'what'. */
int parse_end_stmt(Parser *p, const char *what, const char *name)
{
    const Token *t = tok(p);
    int label = 0;
    if (at(p, TK_INT) && t->stmt_start) {
        label = atoi(t->text);
        p->pos++;
    }
    const Token *e = tok(p);
    if (!accept_kw(p, "end")) {
        /* enddo, endif, endsubroutine ... */
        const char *w = e->text ? e->text : "";
        if (strncmp(w, "end", 3) == 0) {
            p->pos++;
            const char *rest = w + 3;
            if (strcmp(rest, "blockdata") == 0)
                rest = "block data";
            if (*rest && strcmp(rest, what) != 0 && !(what[0] == 'b' && !strcmp(what, "block data") && !strcmp(rest, "block data")))
                perr_soft(p, e->loc, "END %s expected, found %s", upper(what), upper(w));
            goto name;
        }
        perr_soft(p, e->loc, "END %s expected, found %s", upper(what), tok_desc(e));
        skip_to_eos(p);
        return label;
    }
    if (at(p, TK_IDENT)) {
        const Token *k = tok(p);
        if (!strcmp(what, "block data") ? match_kws(p, "block data") : match_kws(p, what)) {
            /* ok */
        } else if (!strcmp(k->text, "program") || !strcmp(k->text, "subroutine") ||
                   !strcmp(k->text, "function") || !strcmp(k->text, "module") ||
                   !strcmp(k->text, "do") || !strcmp(k->text, "if") || !strcmp(k->text, "select") ||
                   !strcmp(k->text, "type") || !strcmp(k->text, "interface") ||
                   !strcmp(k->text, "where") || !strcmp(k->text, "forall") ||
                   !strcmp(k->text, "block") || !strcmp(k->text, "associate")) {
            perr_soft(p, k->loc, "END %s expected, found END %s", upper(what), upper(k->text));
            p->pos++;
        }
    }
name:
    if (at(p, TK_IDENT)) {
        const Token *n = tok(p);
        if (name && strcmp(n->text, name) != 0)
            perr_soft(p, n->loc, "name '%s' on the END statement does not match '%s'", n->text, name);
        p->pos++;
    }
    if (!at_eos(p)) {
        perr_soft(p, tok(p)->loc, "expected end of statement, found %s", tok_desc(tok(p)));
        skip_to_eos(p);
    } else {
        accept(p, TK_EOS);
    }
    return label;
}

static Node *parse_separate_procedure(Parser *p);

/* A unit's body: statements, then CONTAINS and internal procedures, then END.
 * 'what' names the unit for messages ("program", "subroutine", ...). */
static void parse_unit_body(Parser *p, Node *u, const char *what, bool allow_contains, bool interface_body)
{
    int saved[END__COUNT];
    memcpy(saved, p->open, sizeof saved);
    memset(p->open, 0, sizeof p->open);
    for (;;) {
        EndKind k = parse_block(p, &u->body, 0);
        if (k == END_CONTAINS) {
            const Token *c = tok(p);
            if (at(p, TK_INT))
                p->pos++;
            p->pos++;
            expect_eos(p);
            if (!allow_contains || interface_body)
                perr_soft(p, c->loc, "CONTAINS is not allowed in %s", interface_body ? "an interface body" : "this unit");
            for (;;) {
                while (accept(p, TK_EOS))
                    ;
                if (diag_too_many())
                    p->pos = p->n - 1;
                if (at(p, TK_EOF))
                    break;
                EndKind e = peek_end(p);
                if (e == END_UNIT)
                    break;
                if (at_kw(p, "module") && peek_kws(p, "module procedure")) {
                    nodelist_push(&u->contains, parse_separate_procedure(p));
                } else if (at_subprogram(p)) {
                    Node *s = parse_subprogram(p, false);
                    if (s && u->kind != N_MODULE && u->kind != N_SUBMODULE && s->contains.len > 0)
                        perr_soft(p, s->contains.items[0]->loc,
                                  "CONTAINS is not allowed in the internal procedure '%s'", s->name ? s->name : "?");
                    if (s)
                        nodelist_push(&u->contains, s);
                } else {
                    perr_soft(p, tok(p)->loc, "expected SUBROUTINE or FUNCTION after CONTAINS, found %s",
                              tok_desc(tok(p)));
                    skip_to_eos(p);
                }
            }
            continue;
        }
        if (k == END_UNIT) {
            /* "99 END" is a branch target that returns: a CONTINUE at the end */
            Loc l = tok(p)->loc;
            int label = parse_end_stmt(p, what, u->name);
            if (label) {
                Node *c = mk(N_CONTINUE, l);
                c->label = label;
                nodelist_push(&u->body, c);
            }
            break;
        }
        if (k == END_EOF || at(p, TK_EOF)) {
            perr_soft(p, tok(p)->loc, "END %s expected to close %s at line %d", upper(what), upper(what), u->loc.line);
            break;
        }
        /* END DO etc. with nothing open is reported by parse_block */
    }
    memcpy(p->open, saved, sizeof saved);
}

/* R1535 dummy-arg-list, after its '(' through the ')': names and '*'
 * (alternate returns); shared by SUBROUTINE/FUNCTION and ENTRY. */
void parse_dummy_args(Parser *p, NodeList *out, const char *what)
{
    if (!at(p, TK_RPAREN)) {
        for (;;) {
            const Token *a = tok(p);
            if (accept(p, TK_STAR)) {
                nodelist_push(out, mk(N_STAR, a->loc));
            } else {
                Node *d = mk(N_NAME, a->loc);
                d->name = expect_name(p, "a dummy argument name");
                nodelist_push(out, d);
            }
            if (!accept(p, TK_COMMA))
                break;
        }
    }
    expect(p, TK_RPAREN, what);
}

/* R1529 function-subprogram / R1534 subroutine-subprogram */
Node *parse_subprogram(Parser *p, bool interface_body)
{
    jmp_buf jb, *old = p->jb;
    const Token *first = tok(p);
    Node *n = mk(N_SUBROUTINE, first->loc);
    if (at(p, TK_INT) && first->stmt_start) {
        perr_soft(p, first->loc, "a label is not allowed on a SUBROUTINE or FUNCTION statement%s", "");
        p->pos++;
    }
    p->jb = &jb;
    if (setjmp(jb)) {
        p->jb = old;
        skip_to_eos(p);
        if (!n->name)
            n->name = "";
        goto body;
    }
    const char *kw = parse_prefix(p, n);
    if (!kw)
        perr(p, tok(p)->loc, "expected SUBROUTINE or FUNCTION, found %s", tok_desc(tok(p)));
    if (!n->ts) {
        n->ts = NEW(TypeSpec);
        n->ts->loc = first->loc;
    }
    n->kind = kw[0] == 's' ? N_SUBROUTINE : N_FUNCTION;
    n->name = expect_name(p, kw[0] == 's' ? "a subroutine name" : "a function name");
    if (accept(p, TK_LPAREN)) {
        parse_dummy_args(p, &n->params, "dummy argument list");
    } else if (n->kind == N_FUNCTION) {
        perr(p, tok(p)->loc, "expected '(' after the FUNCTION name, found %s", tok_desc(tok(p)));
    }
    parse_proc_suffix(p, n);
    expect_eos(p);
    p->jb = old;
body:
    parse_unit_body(p, n, n->kind == N_FUNCTION ? "function" : "subroutine", true, interface_body);
    return n;
}

/* R1538 separate-module-subprogram: MODULE PROCEDURE name ... END [PROCEDURE [name]].
 * Its dummies and result come from the separate module procedure interface of
 * the same name (submodule.c copies them). */
static Node *parse_separate_procedure(Parser *p)
{
    jmp_buf jb, *old = p->jb;
    Node *n = mk(N_SUBROUTINE, tok(p)->loc);
    n->prefix = PF_MODULE | PF_MODPROC;
    n->ts = NEW(TypeSpec);
    n->ts->loc = n->loc;
    p->jb = &jb;
    if (!setjmp(jb)) {
        match_kws(p, "module procedure");
        n->name = expect_name(p, "a procedure name");
        expect_eos(p);
    } else {
        skip_to_eos(p);
        if (!n->name)
            n->name = "";
    }
    p->jb = old;
    parse_unit_body(p, n, "procedure", true, false);
    return n;
}

/* R1416 submodule-stmt: SUBMODULE (ancestor[:parent]) name */
static Node *parse_submodule(Parser *p)
{
    jmp_buf jb, *old = p->jb;
    Node *m = mk(N_SUBMODULE, tok(p)->loc);
    p->jb = &jb;
    if (!setjmp(jb)) {
        p->pos++;
        expect(p, TK_LPAREN, "SUBMODULE");
        m->text = expect_name(p, "an ancestor module name");
        if (accept(p, TK_COLON))
            m->construct_name = expect_name(p, "a parent submodule name");
        expect(p, TK_RPAREN, "SUBMODULE");
        m->name = expect_name(p, "a submodule name");
        expect_eos(p);
    } else {
        skip_to_eos(p);
        if (!m->name)
            m->name = "";
    }
    p->jb = old;
    parse_unit_body(p, m, "submodule", true, false);
    return m;
}

/* R1101 main-program / R1104 module / R1120 block-data / subprograms */
static Node *parse_program_unit(Parser *p)
{
    const Token *t = tok(p);
    jmp_buf jb, *old = p->jb;
    if (at_subprogram(p))
        return parse_subprogram(p, false);
    if (at_kw(p, "module") && tok_at(p, 1)->kind == TK_IDENT && tok_at(p, 2)->kind == TK_EOS &&
        strcmp(tok_at(p, 1)->text, "procedure") != 0) {
        Node *m = mk(N_MODULE, t->loc);
        m->name = tok_at(p, 1)->text;
        p->pos += 3;
        parse_unit_body(p, m, "module", true, false);
        return m;
    }
    if (at_kw(p, "submodule") && !is_assignment(p))
        return parse_submodule(p);
    if (at_kw(p, "program")) {
        Node *m = mk(N_PROGRAM, t->loc);
        p->jb = &jb;
        if (!setjmp(jb)) {
            p->pos++;
            m->name = expect_name(p, "a program name");
            expect_eos(p);
        } else {
            skip_to_eos(p);
        }
        p->jb = old;
        parse_unit_body(p, m, "program", true, false);
        return m;
    }
    if (peek_kws(p, "block data")) {
        Node *m = mk(N_BLOCK_DATA, t->loc);
        match_kws(p, "block data");
        if (at(p, TK_IDENT))
            m->name = tok(p)->text, p->pos++;
        accept(p, TK_EOS);
        parse_unit_body(p, m, "block data", false, false);
        return m;
    }
    /* a main program without a PROGRAM statement */
    Node *m = mk(N_PROGRAM, t->loc);
    parse_unit_body(p, m, "program", true, false);
    return m;
}

/* Does n, or any statement or procedure inside it, USE one of the modules in names? */
static bool uses_any(const Node *n, const PtrVec *names)
{
    if (!n)
        return false;
    if (n->kind == N_USE && n->name)
        for (int i = 0; i < names->len; i++)
            if (!strcmp(n->name, names->data[i]))
                return true;
    for (int i = 0; i < n->body.len; i++)
        if (uses_any(n->body.items[i], names))
            return true;
    for (int i = 0; i < n->contains.len; i++)
        if (uses_any(n->contains.items[i], names))
            return true;
    return false;
}

/* Units that USE a module with a syntax error (directly or through another such unit) move to
   broken_units too: checking them would only report that the module is missing. */
static void drop_users_of_broken_modules(TranslationUnit *tu)
{
    PtrVec names = {0};
    for (int i = 0; i < tu->broken_units.len; i++) {
        Node *u = tu->broken_units.items[i];
        if (u && u->kind == N_MODULE && u->name)
            vec_push(&names, (void *)u->name);
    }
    if (!names.len)
        return;
    NodeList kept = {0};
    for (int i = 0; i < tu->units.len; i++) {
        Node *u = tu->units.items[i];
        if (!uses_any(u, &names)) {
            nodelist_push(&kept, u);
            continue;
        }
        nodelist_push(&tu->broken_units, u);
        if (u && u->kind == N_MODULE && u->name)
            vec_push(&names, (void *)u->name);
    }
    tu->units = kept;
    free(names.data);
}

/* R502 program: program-unit... */
bool parse_file(const TokenList *toks, TranslationUnit *tu)
{
    char base;
    Parser p = {.t = toks->tok, .n = toks->len, .ok = true, .stack_base = &base};
    jmp_buf top;
    p.jb = &top;
    if (setjmp(top)) {
        /* an error outside any statement: give up on the file */
        return false;
    }
    if (p.n == 0 || toks->tok[p.n - 1].kind != TK_EOF)
        return false;
    for (;;) {
        while (accept(&p, TK_EOS))
            ;
        if (at(&p, TK_EOF) || diag_too_many())
            break;
        int before = p.pos;
        bool ok_so_far = p.ok;
        p.ok = true;
        Node *u = parse_program_unit(&p);
        if (u)
            nodelist_push(p.ok ? &tu->units : &tu->broken_units, u);
        p.ok = p.ok && ok_so_far;
        if (p.pos == before)
            skip_to_eos(&p); /* never loop on the same token */
    }
    merge_submodules(tu);
    drop_users_of_broken_modules(tu);
    if (diag_too_many())
        diag_report_cap(tu->src ? tu->src->name : NULL);
    return p.ok && diag_error_count() == 0;
}
