/* parse_io.c — input/output statements (clause 9). */
#include "parse.h"

#include <string.h>

static const char *const io_words[] = {
    "print", "write", "read", "open", "close", "inquire", "rewind", "backspace", "endfile", "flush", "wait", NULL,
};

bool is_io_keyword(const char *w)
{
    for (int i = 0; io_words[i]; i++)
        if (!strcmp(io_words[i], w))
            return true;
    return false;
}

/* -fdec: TYPE format [, items] is PRINT (a format '*', a label, a
 * character constant, a name followed by items or a NAMELIST group; TYPE
 * name alone is otherwise a derived-type definition). */
bool at_dec_type_print(Parser *p)
{
    if (!opts.dec || !at_kw(p, "type"))
        return false;
    TokenKind k = tok_at(p, 1)->kind;
    if (k == TK_IDENT && tok_at(p, 2)->kind == TK_EOS)
        for (int i = 0; i < p->namelists.len; i++)
            if (!strcmp(p->namelists.data[i], tok_at(p, 1)->text))
                return true;
    return k == TK_STAR || k == TK_INT || k == TK_STRING || (k == TK_IDENT && tok_at(p, 2)->kind == TK_COMMA);
}

/* A format or unit that is '*' becomes N_STAR. */
static Node *star_or_expr(Parser *p)
{
    if (at(p, TK_STAR)) {
        Node *s = mk(N_STAR, tok(p)->loc);
        p->pos++;
        return s;
    }
    return parse_expr(p);
}

/* R913 io-control-spec-list / R905 connect-spec-list: positional unit and
 * format become keywords "unit" and "fmt". */
static void parse_control_list(Parser *p, Node *n, bool fmt_positional)
{
    expect(p, TK_LPAREN, "I/O control list");
    int positional = 0;
    for (;;) {
        const Token *t = tok(p);
        Node *k = mk(N_KEYWORD, t->loc);
        if (t->kind == TK_IDENT && tok_at(p, 1)->kind == TK_ASSIGN) {
            /* CARRIAGECONTROL= is the DEC spelling of gfortran's CC= */
            k->name = !strcmp(t->text, "carriagecontrol") ? "cc" : t->text;
            p->pos += 2;
        } else if (n->kind == N_OPEN && n->opts.len && t->kind == TK_IDENT &&
                   (tok_at(p, 1)->kind == TK_COMMA || tok_at(p, 1)->kind == TK_RPAREN) &&
                   (!strcmp(t->text, "readonly") || !strcmp(t->text, "shared") || !strcmp(t->text, "noshared"))) {
            /* DEC: OPEN(..., READONLY, SHARED, NOSHARED): a specifier without a value */
            k->name = t->text;
            p->pos++;
            nodelist_push(&n->opts, k);
            if (!accept(p, TK_COMMA))
                break;
            continue;
        } else {
            if (positional == 0)
                k->name = "unit";
            else if (positional == 1 && fmt_positional)
                k->name = "fmt";
            else
                perr(p, t->loc, "expected a keyword specifier (NAME=value) in the I/O control list, found %s",
                     tok_desc(t));
            positional++;
        }
        k->rhs = star_or_expr(p);
        nodelist_push(&n->opts, k);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RPAREN, "I/O control list");
}

/* R915 input-item / R916 output-item list */
static void parse_io_items(Parser *p, Node *n)
{
    if (at_eos(p))
        return;
    for (;;) {
        if (at(p, TK_LPAREN) && paren_has_implied_do(p, p->pos))
            nodelist_push(&n->args, parse_implied_do(p, true));
        else
            nodelist_push(&n->args, parse_expr(p));
        if (!accept(p, TK_COMMA))
            break;
    }
}

/* PRINT format [, items] and READ format [, items] */
static void parse_format_then_items(Parser *p, Node *n)
{
    Node *k = mk(N_KEYWORD, tok(p)->loc);
    k->name = "fmt";
    k->rhs = star_or_expr(p);
    nodelist_push(&n->opts, k);
    if (accept(p, TK_COMMA))
        parse_io_items(p, n);
}

/* WRITE (u, *), x: the comma old compilers allowed after the control list
 * (gfortran's legacy extension, with its warning). */
static void skip_legacy_comma(Parser *p)
{
    if (at(p, TK_COMMA)) {
        warning_at(tok(p)->loc, "Legacy Extension: Comma before i/o item list.");
        p->pos++;
    }
}

/* R911 print-stmt, R910 read-stmt, R911 write-stmt, R904 open-stmt,
 * R908 close-stmt, R929 inquire-stmt, R923-R927 file positioning, flush. */
Node *parse_io_stmt(Parser *p, const Token *kw)
{
    const char *w = kw->text;
    NodeKind kind = !strcmp(w, "print") || !strcmp(w, "type") ? N_PRINT
                  : !strcmp(w, "write")     ? N_WRITE
                  : !strcmp(w, "read")      ? N_READ
                  : !strcmp(w, "open")      ? N_OPEN
                  : !strcmp(w, "close")     ? N_CLOSE
                  : !strcmp(w, "inquire")   ? N_INQUIRE
                  : !strcmp(w, "rewind")    ? N_REWIND
                  : !strcmp(w, "backspace") ? N_BACKSPACE
                  : !strcmp(w, "flush")     ? N_FLUSH
                  : !strcmp(w, "wait")      ? N_WAIT
                                            : N_ENDFILE;
    Node *n = mk(kind, kw->loc);
    if (kind == N_ENDFILE)
        match_kws(p, "end file");
    else
        p->pos++;
    switch (kind) {
    case N_PRINT:
        parse_format_then_items(p, n);
        break;
    case N_READ:
        if (at(p, TK_LPAREN)) {
            /* READ (fmt-expr), x is not worth the ambiguity: '(' starts a control list */
            parse_control_list(p, n, true);
            skip_legacy_comma(p);
            parse_io_items(p, n);
        } else {
            parse_format_then_items(p, n);
        }
        break;
    case N_WRITE:
        parse_control_list(p, n, true);
        skip_legacy_comma(p);
        parse_io_items(p, n);
        break;
    case N_OPEN: case N_CLOSE:
        parse_control_list(p, n, false);
        break;
    case N_INQUIRE:
        parse_control_list(p, n, false);
        parse_io_items(p, n); /* INQUIRE(IOLENGTH=n) items */
        break;
    default:
        /* REWIND u | REWIND (spec-list) */
        if (at(p, TK_LPAREN)) {
            parse_control_list(p, n, false);
        } else {
            Node *k = mk(N_KEYWORD, tok(p)->loc);
            k->name = "unit";
            k->rhs = parse_expr(p);
            nodelist_push(&n->opts, k);
        }
        break;
    }
    expect_eos(p);
    return n;
}
