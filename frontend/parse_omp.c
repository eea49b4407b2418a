/* parse_omp.c — OpenMP 4.5 directives (!$omp lines, read with -mp/-fopenmp)
 * into N_OMP nodes with N_OMP_CLAUSE children (docs/openmp.md). The lexer
 * gives a TK_DIRECTIVE "omp" token followed by the directive's tokens;
 * this file recognizes the directive by its words, parses the clauses and
 * gathers the structured block: up to the matching !$OMP END for block
 * constructs, the next DO loop for loop constructs, the next assignment for
 * ATOMIC. Whether a clause is allowed on a directive, and what its
 * variables are, is sema's business (sema/omp.c). */
#include "parse.h"

#include <stdlib.h>
#include <string.h>

const char *const omp_dir_words[] = {
#define X(k, w, f) w,
    OMP_DIR_LIST(X)
#undef X
};

const int omp_dir_form[] = {
#define X(k, w, f) f,
    OMP_DIR_LIST(X)
#undef X
};

const char *const omp_clause_names[] = {
#define X(k, n, a) n,
    OMP_CLAUSE_LIST(X)
#undef X
};

static const int clause_arg[] = {
#define X(k, n, a) a,
    OMP_CLAUSE_LIST(X)
#undef X
};

/* Upper-case spelling of a directive for messages: "PARALLEL DO". */
static const char *upper_words(const char *w)
{
    char *s = arena_strdup(cu_arena, w);
    for (char *c = s; *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 'a' + 'A');
    return s;
}

/* The directive whose words start here (the longest match), or -1. */
static int match_directive(Parser *p)
{
    for (int d = 0; d < OMP__COUNT; d++) /* the list has longer forms first */
        if (match_kws(p, omp_dir_words[d]))
            return d;
    return -1;
}

/* variable-list: name | /common-block/ , ... */
static void parse_var_list(Parser *p, NodeList *out, const char *what)
{
    for (;;) {
        Node *v = mk(N_NAME, tok(p)->loc);
        if (accept(p, TK_SLASH)) {
            v->name = arena_printf(cu_arena, "/%s/", expect_name(p, "a COMMON block name"));
            expect(p, TK_SLASH, what);
        } else {
            v->name = expect_name(p, "a variable name");
        }
        nodelist_push(out, v);
        if (!accept(p, TK_COMMA))
            break;
    }
}

/* reduction-identifier: + * - .and. .or. .eqv. .neqv. max min iand ior ieor */
static const char *reduction_identifier(Parser *p)
{
    const Token *o = tok(p);
    p->pos++;
    switch (o->kind) {
    case TK_PLUS: return "+";
    case TK_STAR: return "*";
    case TK_MINUS: return "-";
    case TK_AND: return ".and.";
    case TK_OR: return ".or.";
    case TK_EQV: return ".eqv.";
    case TK_NEQV: return ".neqv.";
    case TK_IDENT: return o->text;
    default: perr(p, o->loc, "expected a reduction identifier, found %s", tok_desc(o));
    }
}

/* A word that must be one of 'valid' (a space-separated list), lower case. */
static const char *expect_word(Parser *p, const char *valid, const char *what)
{
    const Token *t = tok(p);
    if (t->kind == TK_IDENT) {
        size_t n = strlen(t->text);
        for (const char *s = valid; *s;) {
            const char *e = strchr(s, ' ');
            size_t l = e ? (size_t)(e - s) : strlen(s);
            if (l == n && !strncmp(s, t->text, n)) {
                p->pos++;
                return t->text;
            }
            s += l;
            while (*s == ' ')
                s++;
        }
    }
    perr(p, t->loc, "expected %s, found %s", what, tok_desc(t));
}

/* One clause; p is at its name. */
static Node *parse_clause(Parser *p)
{
    const Token *t = tok(p);
    if (t->kind != TK_IDENT)
        perr(p, t->loc, "expected an OpenMP clause, found %s", tok_desc(t));
    int k = -1;
    for (int c = 0; c < OMPC__COUNT; c++)
        if (!strcmp(t->text, omp_clause_names[c]))
            k = c;
    if (k < 0)
        perr(p, t->loc, "unknown OpenMP clause '%s'", t->text);
    p->pos++;
    Node *c = mk(N_OMP_CLAUSE, t->loc);
    c->op = k;
    const char *what = upper_words(omp_clause_names[k]);
    if (clause_arg[k] == 0)
        return c;
    if (k == OMPC_ORDERED && !at(p, TK_LPAREN))
        return c;
    expect(p, TK_LPAREN, what);
    switch (k) {
    case OMPC_REDUCTION:
        c->name = reduction_identifier(p);
        expect(p, TK_COLON, what);
        parse_var_list(p, &c->args, what);
        break;
    case OMPC_DEFAULT:
        c->name = expect_word(p, "private shared none firstprivate", "PRIVATE, SHARED, FIRSTPRIVATE or NONE");
        break;
    case OMPC_PROC_BIND:
        c->name = expect_word(p, "master close spread", "MASTER, CLOSE or SPREAD");
        break;
    case OMPC_SCHEDULE:
        /* [modifier [, modifier] :] kind [, chunk] */
        if (at(p, TK_IDENT) && (tok_at(p, 1)->kind == TK_COLON || tok_at(p, 1)->kind == TK_COMMA) &&
            (!strcmp(tok(p)->text, "monotonic") || !strcmp(tok(p)->text, "nonmonotonic") ||
             !strcmp(tok(p)->text, "simd"))) {
            while (!accept(p, TK_COLON))
                p->pos++;
        }
        c->name = expect_word(p, "static dynamic guided runtime auto", "STATIC, DYNAMIC, GUIDED, RUNTIME or AUTO");
        if (accept(p, TK_COMMA))
            c->rhs = parse_expr(p);
        break;
    case OMPC_DEPEND:
        /* in/out/inout: variable-list; ORDERED's sink: vector, source */
        c->name = expect_word(p, "in out inout sink source", "IN, OUT, INOUT, SINK or SOURCE");
        if (!strcmp(c->name, "source"))
            break;
        expect(p, TK_COLON, what);
        for (;;) {
            nodelist_push(&c->args, !strcmp(c->name, "sink") ? parse_expr(p) : parse_designator(p));
            if (!accept(p, TK_COMMA))
                break;
        }
        break;
    case OMPC_IF:
        /* [directive-name-modifier :] expr */
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_COLON) {
            c->name = tok(p)->text;
            p->pos += 2;
        }
        c->rhs = parse_expr(p);
        break;
    case OMPC_LINEAR:
    case OMPC_ALIGNED:
        parse_var_list(p, &c->args, what);
        if (accept(p, TK_COLON))
            c->rhs = parse_expr(p);
        break;
    case OMPC_ORDERED:
        c->rhs = parse_expr(p);
        break;
    default:
        if (clause_arg[k] == 1)
            parse_var_list(p, &c->args, what);
        else
            c->rhs = parse_expr(p);
        break;
    }
    expect(p, TK_RPAREN, what);
    return c;
}

/* clause-list: [[,] clause] ... up to the end of the directive */
static void parse_clauses(Parser *p, NodeList *out)
{
    while (!at_eos(p)) {
        accept(p, TK_COMMA);
        nodelist_push(out, parse_clause(p));
    }
    expect_eos(p);
}

/* The next statement, after blank statements: is it a DO loop? */
static bool at_do_loop(Parser *p)
{
    while (accept(p, TK_EOS))
        ;
    int save = p->pos;
    if (at(p, TK_INT) && tok(p)->stmt_start)
        p->pos++;
    bool is_do = at_kw(p, "do") || (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_COLON && tok_at(p, 2)->kind == TK_IDENT &&
                                     !strcmp(tok_at(p, 2)->text, "do"));
    p->pos = save;
    return is_do;
}

/* At "!$omp end <words>"? Consumes it (and its clauses into n) when it is. */
static bool accept_end(Parser *p, Node *n, bool required, Loc open)
{
    while (accept(p, TK_EOS))
        ;
    const Token *d = tok(p);
    if (d->kind != TK_DIRECTIVE || strcmp(d->text, "omp"))
        return false;
    int save = p->pos;
    p->pos++;
    const char *words = omp_dir_words[n->op];
    char end[48];
    snprintf(end, sizeof end, "end %s", words);
    if (!match_kws(p, end)) {
        if (!required || !match_kws(p, "end")) {
            p->pos = save;
            return false;
        }
        int other = match_directive(p);
        perr_soft(p, d->loc, "!$OMP END %s found where !$OMP END %s was expected to close !$OMP %s at line %d",
                  other >= 0 ? upper_words(omp_dir_words[other]) : "", upper_words(words), upper_words(words),
                  open.line);
        skip_to_eos(p);
        return true;
    }
    if (n->op == OMP_CRITICAL && accept(p, TK_LPAREN)) {
        const Token *nt = tok(p);
        const char *name = expect_name(p, "a CRITICAL name");
        if (!n->name || strcmp(name, n->name))
            perr_soft(p, nt->loc, "the name '%s' of !$OMP END CRITICAL does not match that of !$OMP CRITICAL at line %d",
                      name, open.line);
        expect(p, TK_RPAREN, "!$OMP END CRITICAL");
    } else if (n->op == OMP_CRITICAL && n->name) {
        perr_soft(p, d->loc, "!$OMP END CRITICAL needs the name '%s' of !$OMP CRITICAL at line %d", n->name, open.line);
    }
    parse_clauses(p, &n->args);
    return true;
}

/* A block construct's body, up to its !$OMP END (SECTIONS: one N_OMP
 * SECTION node per section, the first one implicit). */
static void parse_omp_block(Parser *p, Node *n, const Token *d)
{
    NodeList *into = &n->body;
    Node *section = NULL;
    if (n->op == OMP_SECTIONS || n->op == OMP_PARALLEL_SECTIONS) {
        section = mk(N_OMP, d->loc);
        section->op = OMP_SECTION;
        into = &section->body;
    }
    p->open[END_OMP]++;
    if (section)
        p->open[END_OMP_SECTION]++;
    for (;;) {
        EndKind k = parse_block(p, into, 0);
        if (k == END_OMP_SECTION && section) {
            if (section->body.len || n->body.len)
                nodelist_push(&n->body, section);
            section = mk(N_OMP, tok(p)->loc);
            section->op = OMP_SECTION;
            into = &section->body;
            skip_to_eos(p);
            continue;
        }
        if (section)
            nodelist_push(&n->body, section);
        if (k == END_OMP) {
            accept_end(p, n, true, d->loc);
        } else {
            int save = p->pos;
            perr_soft(p, tok(p)->loc, "!$OMP END %s expected to close !$OMP %s at line %d",
                      upper_words(omp_dir_words[n->op]), upper_words(omp_dir_words[n->op]), d->loc.line);
            p->pos = save;
        }
        break;
    }
    if (section)
        p->open[END_OMP_SECTION]--;
    p->open[END_OMP]--;
}

/* !$omp <directive> [clauses], then its structured block. */
Node *parse_omp_directive(Parser *p, const Token *d)
{
    Node *n = mk(N_OMP, d->loc);
    int k = match_directive(p);
    if (k < 0) {
        if (at_kw(p, "end"))
            perr(p, tok(p)->loc, "!$OMP END without a matching OpenMP construct%s", "");
        if (at_kw(p, "declare")) {
            warning_at(d->loc, "!$OMP DECLARE directives are not supported and are ignored");
            skip_to_eos(p);
            n->kind = N_DIRECTIVE;
            n->text = "omp";
            return n;
        }
        perr(p, tok(p)->loc, "unknown OpenMP directive %s", tok_desc(tok(p)));
    }
    n->op = k;
    if (omp_dir_form[k] == OF_BLOCK)
        p->hdr_kind = END_OMP; /* after an error in the clauses the block is still skipped to its END */
    switch (k) {
    case OMP_SECTION:
        perr(p, d->loc, "!$OMP SECTION outside !$OMP SECTIONS%s", "");
    case OMP_CRITICAL:
        if (accept(p, TK_LPAREN)) {
            n->name = expect_name(p, "a CRITICAL name");
            expect(p, TK_RPAREN, "!$OMP CRITICAL");
        }
        break;
    case OMP_FLUSH:
    case OMP_THREADPRIVATE:
        if (accept(p, TK_LPAREN)) {
            parse_var_list(p, &n->args, upper_words(omp_dir_words[k]));
            expect(p, TK_RPAREN, upper_words(omp_dir_words[k]));
        } else if (k == OMP_THREADPRIVATE) {
            perr(p, tok(p)->loc, "expected '(' after !$OMP THREADPRIVATE, found %s", tok_desc(tok(p)));
        }
        expect_eos(p);
        return n;
    case OMP_ATOMIC:
        /* ATOMIC [READ | WRITE | UPDATE | CAPTURE] [SEQ_CST] */
        n->text = "update";
        while (at(p, TK_IDENT) || at(p, TK_COMMA)) {
            if (accept(p, TK_COMMA))
                continue;
            const char *w = expect_word(p, "read write update capture seq_cst", "READ, WRITE, UPDATE or CAPTURE");
            if (strcmp(w, "seq_cst"))
                n->text = w;
        }
        expect_eos(p);
        break;
    default:
        break;
    }
    if (k != OMP_ATOMIC)
        parse_clauses(p, &n->args);
    if (k == OMP_ORDERED)
        for (int i = 0; i < n->args.len; i++)
            if (n->args.items[i]->op == OMPC_DEPEND) {
                p->hdr_kind = END_NONE;
                return n; /* ORDERED DEPEND(SINK/SOURCE) of a doacross loop: no block */
            }
    switch (omp_dir_form[k]) {
    case OF_STANDALONE:
    case OF_DECL:
        return n;
    case OF_ATOMIC: {
        int count = !strcmp(n->text, "capture") ? 2 : 1;
        for (int i = 0; i < count; i++) {
            while (accept(p, TK_EOS))
                ;
            Node *s = parse_stmt(p);
            if (s)
                nodelist_push(&n->body, s);
        }
        accept_end(p, n, count == 2, d->loc);
        return n;
    }
    case OF_LOOP: {
        if (!at_do_loop(p)) {
            perr_soft(p, tok(p)->loc, "DO loop expected after !$OMP %s", upper_words(omp_dir_words[k]));
            return n;
        }
        Node *loop = parse_stmt(p);
        if (loop)
            nodelist_push(&n->body, loop);
        accept_end(p, n, false, d->loc);
        return n;
    }
    default:
        p->hdr_kind = END_NONE;
        parse_omp_block(p, n, d);
        return n;
    }
}
