/* parse_coarray.c — Fortran 2008/2018 coarrays for one image
 * (-fcoarray=single and -fcoarray=lib, docs/features.md).
 *
 * Declarations keep their coarray-spec and designators their
 * image-selector in Node.codims (N_DIM lists / cosubscript expressions);
 * sema/coarray.c reads them. The image-control statements and the
 * atomic, collective and event subroutines are lowered here to ordinary
 * statements, because with one image each one is a local operation:
 * SYNC is a no-op that sets STAT= to 0, CRITICAL and CHANGE TEAM are
 * blocks, LOCK/UNLOCK and EVENT POST/WAIT update the counter that
 * iso_fortran_env's LOCK_TYPE and EVENT_TYPE hold (sema/intrinsic_modules.c),
 * the collectives leave their argument as it is (the result on the only
 * image), atomics are plain loads and stores. Arguments used more than
 * once are parsed again from their tokens, so that each use is its own
 * tree. */
#include "parse.h"

#include <string.h>

/* the STAT= of LOCK of a held lock and UNLOCK of a free one: libcaf_single's 1 */
enum { CAF_STAT_LOCKED = 1, CAF_STAT_UNLOCKED = 1 };

/* One actual argument: keyword (or NULL) and the token where its value starts. */
typedef struct {
    const char *kw;
    int pos;
    Loc loc;
    bool star;
    bool assoc;  /* CHANGE TEAM's coarray-association kw[...] => selector */
} CafArg;

typedef struct {
    CafArg a[10];
    int n;
} CafArgs;

/* The -fcoarray=none diagnostic, in gfortran's words. */
static void caf_enabled(Parser *p, Loc loc)
{
    if (opts.coarray == COARRAY_NONE)
        perr_soft(p, loc, "Coarrays disabled, use '-fcoarray=' to enable%s", "");
}

/* R811 coarray-spec: '[' [lo:]up | [lo:]* | : {, ...} ']' into N_DIM nodes */
void parse_coarray_spec(Parser *p, NodeList *codims)
{
    caf_enabled(p, tok(p)->loc);
    expect(p, TK_LBRACKET, "coarray specification");
    for (;;) {
        Node *d = mk(N_DIM, tok(p)->loc);
        if (at(p, TK_COLON) && (tok_at(p, 1)->kind == TK_COMMA || tok_at(p, 1)->kind == TK_RBRACKET)) {
            p->pos++;
            d->dim_kind = DIM_DEFERRED;
        } else if (accept(p, TK_STAR)) {
            d->dim_kind = DIM_ASSUMED_SIZE;
        } else {
            Node *e = parse_expr(p);
            if (accept(p, TK_COLON)) {
                d->lhs = e;
                if (accept(p, TK_STAR)) {
                    d->dim_kind = DIM_ASSUMED_SIZE;
                } else {
                    d->dim_kind = DIM_EXPLICIT;
                    d->rhs = parse_expr(p);
                }
            } else {
                d->dim_kind = DIM_EXPLICIT;
                d->rhs = e;
            }
        }
        nodelist_push(codims, d);
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RBRACKET, "coarray specification");
}

/* R924 image-selector: '[' cosubscript {, cosubscript} [, TEAM=|TEAM_NUMBER=|STAT= x] ']';
 * in ALLOCATE the last one may be '*' or lo:* (an N_DIM then, as in a coarray-spec). */
void parse_image_selector(Parser *p, NodeList *cosubs)
{
    caf_enabled(p, tok(p)->loc);
    expect(p, TK_LBRACKET, "image selector");
    for (;;) {
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN) {
            Node *k = mk(N_KEYWORD, tok(p)->loc);
            k->name = tok(p)->text;
            p->pos += 2;
            k->rhs = parse_expr(p);
            nodelist_push(cosubs, k);
        } else if (at(p, TK_STAR) || at(p, TK_COLON)) {
            Node *d = mk(N_DIM, tok(p)->loc);
            d->dim_kind = at(p, TK_STAR) ? DIM_ASSUMED_SIZE : DIM_DEFERRED;
            p->pos++;
            nodelist_push(cosubs, d);
        } else {
            Node *e = parse_expr(p);
            if (accept(p, TK_COLON)) {
                Node *d = mk(N_DIM, e->loc);
                d->lhs = e;
                if (accept(p, TK_STAR)) {
                    d->dim_kind = DIM_ASSUMED_SIZE;
                } else {
                    d->dim_kind = DIM_EXPLICIT;
                    d->rhs = parse_expr(p);
                }
                e = d;
            }
            nodelist_push(cosubs, e);
        }
        if (!accept(p, TK_COMMA))
            break;
    }
    expect(p, TK_RBRACKET, "image selector");
}

/* '(' arg {, arg} ')': records where each value starts (parsed once here for
 * its syntax, again by caf_get for each use). */
static void caf_args(Parser *p, CafArgs *out, const char *what)
{
    out->n = 0;
    if (!at(p, TK_LPAREN))
        return;
    p->pos++;
    if (accept(p, TK_RPAREN))
        return;
    for (;;) {
        if (out->n == (int)(sizeof out->a / sizeof out->a[0]))
            perr(p, tok(p)->loc, "too many arguments in %s", what);
        CafArg *a = &out->a[out->n++];
        a->kw = NULL;
        a->star = false;
        a->assoc = false;
        if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_ASSIGN) {
            a->kw = tok(p)->text;
            p->pos += 2;
        } else if (at(p, TK_IDENT) && tok_at(p, 1)->kind == TK_LBRACKET) {
            /* R1113 coarray-association: name coarray-spec => selector */
            int m = paren_match(p, p->pos + 1);
            if (m > 0 && p->t[m + 1].kind == TK_ARROW) {
                a->kw = tok(p)->text;
                p->pos = m + 2;
                a->assoc = true;
            }
        }
        a->pos = p->pos;
        a->loc = tok(p)->loc;
        if (at(p, TK_STAR) && (tok_at(p, 1)->kind == TK_COMMA || tok_at(p, 1)->kind == TK_RPAREN)) {
            a->star = true;
            p->pos++;
        } else {
            (void)parse_expr(p);
        }
        if (accept(p, TK_COMMA))
            continue;
        expect(p, TK_RPAREN, what);
        return;
    }
}

/* The argument for dummy 'name' (the i-th of 'names', comma separated), or -1. */
static int caf_find(Parser *p, CafArgs *a, const char *names, const char *name, const char *what)
{
    int idx = 0;
    int first_assoc = 0;
    const char *s = names;
    size_t len = strlen(name);
    while (strncmp(s, name, len) || (s[len] && s[len] != ',')) {
        s = strchr(s, ',');
        if (!s)
            return -1;
        s++;
        idx++;
    }
    for (int i = 0; i < a->n; i++) {
        if (a->a[i].assoc) {
            first_assoc++;
            continue;
        }
        if (a->a[i].kw ? !strcmp(a->a[i].kw, name) : i - first_assoc == idx)
            return i;
    }
    (void)p, (void)what;
    return -1;
}

/* Checks that every keyword names a dummy of 'names'. */
static void caf_check_keywords(Parser *p, CafArgs *a, const char *names, const char *what)
{
    for (int i = 0; i < a->n; i++) {
        if (!a->a[i].kw || a->a[i].assoc)
            continue;
        char buf[64];
        snprintf(buf, sizeof buf, ",%s,", a->a[i].kw);
        char all[256];
        snprintf(all, sizeof all, ",%s,", names);
        if (!strstr(all, buf))
            perr(p, a->a[i].loc, "'%s' is not an argument of %s", a->a[i].kw, what);
    }
}

/* A fresh tree of argument i. */
static Node *caf_get(Parser *p, CafArgs *a, int i)
{
    int save = p->pos;
    p->pos = a->a[i].pos;
    Node *e = parse_expr(p);
    p->pos = save;
    return e;
}

static Node *caf_arg(Parser *p, CafArgs *a, const char *names, const char *name, const char *what)
{
    int i = caf_find(p, a, names, name, what);
    return i < 0 ? NULL : caf_get(p, a, i);
}

static Node *caf_need(Parser *p, CafArgs *a, const char *names, const char *name, const char *what, Loc loc)
{
    Node *e = caf_arg(p, a, names, name, what);
    if (!e)
        perr(p, loc, "%s needs its %s argument", what, name);
    return e;
}

static Node *caf_int(Loc loc, long v)
{
    Node *n = mk(N_INT_LIT, loc);
    char buf[32];
    snprintf(buf, sizeof buf, "%ld", v < 0 ? -v : v);
    n->text = arena_strdup(cu_arena, buf);
    if (v < 0) {
        Node *u = mk(N_UNARY, loc);
        u->op = TK_MINUS;
        u->lhs = n;
        return u;
    }
    return n;
}

static Node *caf_assign(Loc loc, Node *lhs, Node *rhs)
{
    Node *n = mk(N_ASSIGN, loc);
    n->lhs = lhs;
    n->rhs = rhs;
    return n;
}

static Node *caf_binary(Loc loc, int op, Node *l, Node *r)
{
    Node *n = mk(N_BINARY, loc);
    n->op = op;
    n->lhs = l;
    n->rhs = r;
    return n;
}

static Node *caf_comp(Loc loc, Node *base, const char *name)
{
    Node *n = mk(N_COMPONENT, loc);
    n->lhs = base;
    n->name = name;
    return n;
}

static Node *caf_call1(Loc loc, const char *fn, Node *a, Node *b)
{
    Node *f = mk(N_NAME, loc);
    f->name = fn;
    Node *n = mk(N_PAREN_ARGS, loc);
    n->lhs = f;
    nodelist_push(&n->args, a);
    if (b)
        nodelist_push(&n->args, b);
    return n;
}

/* IF (cond) THEN then ELSE els END IF (either may be NULL) */
static Node *caf_if(Loc loc, Node *cond, Node *then, Node *els)
{
    Node *n = mk(N_IF, loc);
    Node *b = mk(N_IF_BRANCH, loc);
    b->cond = cond;
    if (then)
        nodelist_push(&b->body, then);
    nodelist_push(&n->args, b);
    if (els) {
        Node *e = mk(N_IF_BRANCH, loc);
        nodelist_push(&e->body, els);
        nodelist_push(&n->args, e);
    }
    return n;
}

static Node *caf_error_stop(Loc loc, const char *msg)
{
    Node *n = mk(N_ERROR_STOP, loc);
    Node *s = mk(N_CHAR_LIT, loc);
    s->text = msg;
    s->str_len = (int)strlen(msg);
    n->rhs = s;
    return n;
}

/* The statements in a BLOCK without declarations: one statement becomes several. */
static Node *caf_seq(Loc loc, int label)
{
    Node *b = mk(N_BLOCK, loc);
    b->label = label;
    return b;
}

/* STAT= x gets 0: appended to seq when present. */
static void caf_stat_ok(Parser *p, Node *seq, CafArgs *a, const char *names, const char *what)
{
    Node *s = caf_arg(p, a, names, "stat", what);
    if (s)
        nodelist_push(&seq->body, caf_assign(s->loc, s, caf_int(s->loc, 0)));
}

/* R1164 sync-all-stmt, R1166 sync-images-stmt, R1168 sync-memory-stmt,
 * R1169 sync-team-stmt: nothing to wait for with one image */
static Node *parse_sync(Parser *p, const Token *kw, int label)
{
    const char *which = tok_at(p, 1)->kind == TK_IDENT ? tok_at(p, 1)->text : "";
    const char *names;
    if (!strcmp(which, "all") || !strcmp(which, "memory"))
        names = "stat,errmsg";
    else if (!strcmp(which, "images"))
        names = "image_set,stat,errmsg";
    else if (!strcmp(which, "team"))
        names = "team,stat,errmsg";
    else
        perr(p, tok_at(p, 1)->loc, "expected ALL, IMAGES, MEMORY or TEAM after SYNC, found %s", tok_desc(tok_at(p, 1)));
    caf_enabled(p, kw->loc);
    p->pos += 2;
    CafArgs a;
    caf_args(p, &a, "SYNC");
    caf_check_keywords(p, &a, names, "SYNC");
    expect_eos(p);
    Node *seq = caf_seq(kw->loc, label);
    if (!strcmp(which, "images")) {
        /* an image set other than * must name image 1 only */
        int i = caf_find(p, &a, names, "image_set", "SYNC IMAGES");
        if (i < 0)
            perr(p, kw->loc, "SYNC IMAGES needs an image set");
        if (!a.a[i].star) {
            /* rt/coarray.c checks the image numbers: call cuf90_caf_sync_images(int([set], 8), int(size([set]), 8)) */
            Loc l = a.a[i].loc;
            Node *set = mk(N_ARRAY_CTOR, l), *set2 = mk(N_ARRAY_CTOR, l); /* [set]: a scalar or a list */
            nodelist_push(&set->args, caf_get(p, &a, i));
            nodelist_push(&set2->args, caf_get(p, &a, i));
            Node *c = mk(N_CALL, l);
            c->lhs = mk(N_NAME, l);
            c->lhs->name = "cuf90_caf_sync_images";
            nodelist_push(&c->args, caf_call1(l, "int", set, caf_int(l, 8)));
            nodelist_push(&c->args, caf_call1(l, "int", caf_call1(l, "size", set2, NULL), caf_int(l, 8)));
            nodelist_push(&seq->body, c);
        }
    }
    caf_stat_ok(p, seq, &a, names, "SYNC");
    return seq;
}

/* A construct that is a block with one image (CRITICAL, CHANGE TEAM):
 * statements up to END <word>. */
static Node *caf_block_construct(Parser *p, Node *seq, const char *word, const char *cname, Loc loc)
{
    seq->construct_name = cname;
    p->open[END_BLOCK]++;
    EndKind k = parse_block(p, &seq->body, 0);
    p->open[END_BLOCK]--;
    if (k != END_BLOCK)
        perr(p, loc, "END %s expected", word);
    /* END word [(stat=...)] [name], END is one word or two */
    skip_to_eos(p);
    return seq;
}

/* R1117 critical-construct: CRITICAL [(STAT=, ERRMSG=)] ... END CRITICAL */
static Node *parse_critical(Parser *p, const Token *kw, const char *cname, int label)
{
    caf_enabled(p, kw->loc);
    p->pos++;
    CafArgs a;
    caf_args(p, &a, "CRITICAL");
    caf_check_keywords(p, &a, "stat,errmsg", "CRITICAL");
    expect_eos(p);
    Node *seq = caf_seq(kw->loc, label);
    caf_stat_ok(p, seq, &a, "stat,errmsg", "CRITICAL");
    return caf_block_construct(p, seq, "CRITICAL", cname, kw->loc);
}

/* R1111 change-team-construct: CHANGE TEAM (team [, stat=, errmsg=]) ... END TEAM */
static Node *parse_change_team(Parser *p, const Token *kw, const char *cname, int label)
{
    caf_enabled(p, kw->loc);
    p->pos += 2;
    CafArgs a;
    caf_args(p, &a, "CHANGE TEAM");
    caf_check_keywords(p, &a, "team,stat,errmsg", "CHANGE TEAM");
    expect_eos(p);
    Node *seq = caf_seq(kw->loc, label);
    caf_stat_ok(p, seq, &a, "team,stat,errmsg", "CHANGE TEAM");
    /* coarray associations: an ASSOCIATE around the body */
    Node *as = NULL;
    for (int i = 0; i < a.n; i++) {
        if (!a.a[i].assoc)
            continue;
        if (!as)
            as = mk(N_ASSOCIATE, kw->loc);
        Node *k = mk(N_KEYWORD, a.a[i].loc);
        k->name = a.a[i].kw;
        k->rhs = caf_get(p, &a, i);
        nodelist_push(&as->args, k);
    }
    if (!as)
        return caf_block_construct(p, seq, "TEAM", cname, kw->loc);
    nodelist_push(&seq->body, as);
    caf_block_construct(p, as, "TEAM", NULL, kw->loc);
    seq->construct_name = cname;
    return seq;
}

/* R1179 form-team-stmt: FORM TEAM (number, team [, NEW_INDEX=, STAT=, ERRMSG=]) */
static Node *parse_form_team(Parser *p, const Token *kw, int label)
{
    static const char names[] = "team_number,team,new_index,stat,errmsg";
    caf_enabled(p, kw->loc);
    p->pos += 2;
    CafArgs a;
    caf_args(p, &a, "FORM TEAM");
    caf_check_keywords(p, &a, names, "FORM TEAM");
    expect_eos(p);
    Node *seq = caf_seq(kw->loc, label);
    Node *num = caf_need(p, &a, names, "team_number", "FORM TEAM", kw->loc);
    Node *team = caf_need(p, &a, names, "team", "FORM TEAM", kw->loc);
    nodelist_push(&seq->body, caf_assign(kw->loc, caf_comp(kw->loc, team, "cuf90_number"), num));
    caf_stat_ok(p, seq, &a, names, "FORM TEAM");
    return seq;
}

/* R1178 lock-stmt / R1180 unlock-stmt on LOCK_TYPE's held count */
static Node *parse_lock(Parser *p, const Token *kw, int label, bool lock)
{
    const char *names = lock ? "lock_variable,acquired_lock,stat,errmsg" : "lock_variable,stat,errmsg";
    const char *what = lock ? "LOCK" : "UNLOCK";
    caf_enabled(p, kw->loc);
    p->pos++;
    CafArgs a;
    caf_args(p, &a, what);
    caf_check_keywords(p, &a, names, what);
    expect_eos(p);
    Loc loc = kw->loc;
    Node *seq = caf_seq(loc, label);
#define HELD() caf_comp(loc, caf_need(p, &a, names, "lock_variable", what, loc), "cuf90_held")
    Node *acq = lock ? caf_arg(p, &a, names, "acquired_lock", what) : NULL;
    Node *stat = caf_arg(p, &a, names, "stat", what);
    /* the state that is an error for this statement: held for LOCK, free for UNLOCK */
    Node *bad = caf_binary(loc, lock ? TK_NE : TK_EQ, HELD(), caf_int(loc, 0));
    Node *ok = mk(N_BLOCK, loc);
    nodelist_push(&ok->body, caf_assign(loc, HELD(), caf_int(loc, lock ? 1 : 0)));
    if (acq) {
        nodelist_push(&ok->body, caf_assign(loc, caf_arg(p, &a, names, "acquired_lock", what), mk(N_LOGICAL_LIT, loc)));
        ok->body.items[ok->body.len - 1]->rhs->bool_val = true;
        if (stat)
            nodelist_push(&ok->body, caf_assign(loc, caf_arg(p, &a, names, "stat", what), caf_int(loc, 0)));
        Node *no = mk(N_BLOCK, loc);
        nodelist_push(&no->body, caf_assign(loc, acq, mk(N_LOGICAL_LIT, loc)));
        if (stat)
            nodelist_push(&no->body, caf_assign(loc, stat, caf_int(loc, 0)));
        nodelist_push(&seq->body, caf_if(loc, bad, no, ok));
    } else if (stat) {
        nodelist_push(&ok->body, caf_assign(loc, caf_arg(p, &a, names, "stat", what), caf_int(loc, 0)));
        nodelist_push(&seq->body, caf_if(loc, bad, caf_assign(loc, stat, caf_int(loc, lock ? CAF_STAT_LOCKED : CAF_STAT_UNLOCKED)), ok));
    } else {
        nodelist_push(&seq->body, caf_if(loc, bad, caf_error_stop(loc, lock ? "Variable is already locked" : "Variable is not locked"), ok));
    }
#undef HELD
    return seq;
}

/* R1170 event-post-stmt, R1172 event-wait-stmt on EVENT_TYPE's count */
static Node *parse_event(Parser *p, const Token *kw, int label)
{
    bool post = !strcmp(tok_at(p, 1)->text, "post");
    const char *names = post ? "event_variable,stat,errmsg" : "event_variable,until_count,stat,errmsg";
    const char *what = post ? "EVENT POST" : "EVENT WAIT";
    caf_enabled(p, kw->loc);
    p->pos += 2;
    CafArgs a;
    caf_args(p, &a, what);
    caf_check_keywords(p, &a, names, what);
    expect_eos(p);
    Loc loc = kw->loc;
    Node *seq = caf_seq(loc, label);
#define COUNT() caf_comp(loc, caf_need(p, &a, names, "event_variable", what, loc), "cuf90_count")
    if (post) {
        nodelist_push(&seq->body, caf_assign(loc, COUNT(), caf_binary(loc, TK_PLUS, COUNT(), caf_int(loc, 1))));
    } else {
        /* UNTIL_COUNT < 1 waits for one post; more than have been posted never come */
        Node *until = caf_arg(p, &a, names, "until_count", what);
        Node *n = until ? caf_call1(loc, "max", caf_call1(loc, "int", until, caf_int(loc, 8)), caf_int(loc, 1)) : caf_int(loc, 1);
        Node *n2 = until ? caf_call1(loc, "max", caf_call1(loc, "int", caf_arg(p, &a, names, "until_count", what), caf_int(loc, 8)), caf_int(loc, 1))
                         : caf_int(loc, 1);
        nodelist_push(&seq->body, caf_if(loc, caf_binary(loc, TK_LT, COUNT(), n),
                                         caf_error_stop(loc, "EVENT WAIT: the event will never be posted (one image)"), NULL));
        nodelist_push(&seq->body, caf_assign(loc, COUNT(), caf_binary(loc, TK_MINUS, COUNT(), n2)));
    }
#undef COUNT
    caf_stat_ok(p, seq, &a, names, what);
    return seq;
}

/* The intrinsic subroutines of coarrays and atomics (F2018 16.9), lowered
 * for one image; NULL when 'name' is none of them. */
static Node *caf_intrinsic_call(Parser *p, const Token *kw, const char *name, int label)
{
    static const struct {
        const char *name, *args;
        int op;        /* atomics: the operation (TK_PLUS, or 'a'/'o'/'x' for IAND/IOR/IEOR), 0 none */
        bool fetch;    /* ATOMIC_FETCH_*: OLD gets the value before */
        bool coarray;  /* needs -fcoarray */
    } subs[] = {
        {"co_sum", "a,result_image,stat,errmsg", 0, false, true},
        {"co_min", "a,result_image,stat,errmsg", 0, false, true},
        {"co_max", "a,result_image,stat,errmsg", 0, false, true},
        {"co_broadcast", "a,source_image,stat,errmsg", 0, false, true},
        {"co_reduce", "a,operation,result_image,stat,errmsg", 0, false, true},
        {"event_query", "event,count,stat", 0, false, true},
        {"atomic_define", "atom,value,stat", 0, false, false},
        {"atomic_ref", "value,atom,stat", 0, false, false},
        {"atomic_add", "atom,value,stat", TK_PLUS, false, false},
        {"atomic_and", "atom,value,stat", 'a', false, false},
        {"atomic_or", "atom,value,stat", 'o', false, false},
        {"atomic_xor", "atom,value,stat", 'x', false, false},
        {"atomic_fetch_add", "atom,value,old,stat", TK_PLUS, true, false},
        {"atomic_fetch_and", "atom,value,old,stat", 'a', true, false},
        {"atomic_fetch_or", "atom,value,old,stat", 'o', true, false},
        {"atomic_fetch_xor", "atom,value,old,stat", 'x', true, false},
        {"atomic_cas", "atom,old,compare,new,stat", 0, false, false},
    };
    int k = -1;
    for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++)
        if (!strcmp(subs[i].name, name))
            k = (int)i;
    if (k < 0)
        return NULL;
    const char *names = subs[k].args, *what = subs[k].name;
    Loc loc = kw->loc;
    if (subs[k].coarray)
        caf_enabled(p, loc);
    p->pos += 2;
    CafArgs a;
    caf_args(p, &a, what);
    caf_check_keywords(p, &a, names, what);
    expect_eos(p);
    Node *seq = caf_seq(loc, label);
    if (!strncmp(name, "co_", 3)) {
        /* the argument must be there; with one image it already is the result */
        (void)caf_need(p, &a, names, "a", what, loc);
    } else if (!strcmp(name, "event_query")) {
        Node *ev = caf_need(p, &a, names, "event", what, loc);
        nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "count", what, loc), caf_comp(loc, ev, "cuf90_count")));
    } else if (!strcmp(name, "atomic_define")) {
        nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "atom", what, loc), caf_need(p, &a, names, "value", what, loc)));
    } else if (!strcmp(name, "atomic_ref")) {
        nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "value", what, loc), caf_need(p, &a, names, "atom", what, loc)));
    } else if (!strcmp(name, "atomic_cas")) {
        nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "old", what, loc), caf_need(p, &a, names, "atom", what, loc)));
        /* the atom is INTEGER(atomic_int_kind) or LOGICAL(atomic_logical_kind), both 4 bytes:
         * compared as bits, which serves either type */
        Node *eq = caf_binary(loc, TK_EQ, caf_call1(loc, "transfer", caf_need(p, &a, names, "atom", what, loc), caf_int(loc, 0)),
                              caf_call1(loc, "transfer", caf_need(p, &a, names, "compare", what, loc), caf_int(loc, 0)));
        nodelist_push(&seq->body, caf_if(loc, eq, caf_assign(loc, caf_need(p, &a, names, "atom", what, loc),
                                                             caf_need(p, &a, names, "new", what, loc)), NULL));
    } else {
        if (subs[k].fetch)
            nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "old", what, loc), caf_need(p, &a, names, "atom", what, loc)));
        Node *atom = caf_need(p, &a, names, "atom", what, loc);
        Node *val = caf_need(p, &a, names, "value", what, loc);
        Node *r = subs[k].op == TK_PLUS ? caf_binary(loc, TK_PLUS, atom, val)
                  : caf_call1(loc, subs[k].op == 'a' ? "iand" : subs[k].op == 'o' ? "ior" : "ieor", atom,
                              caf_call1(loc, "int", val, caf_call1(loc, "kind", caf_need(p, &a, names, "atom", what, loc), NULL)));
        nodelist_push(&seq->body, caf_assign(loc, caf_need(p, &a, names, "atom", what, loc), r));
    }
    caf_stat_ok(p, seq, &a, names, what);
    return seq;
}

/* The coarray statements starting at kw (a name), or NULL when this is none. */
Node *parse_coarray_stmt(Parser *p, const Token *kw, const char *cname, int label)
{
    if (kw->kind != TK_IDENT)
        return NULL;
    const char *w = kw->text;
    const Token *n1 = tok_at(p, 1);
    bool n1_word = n1->kind == TK_IDENT;
    if (!strcmp(w, "critical") && (n1->kind == TK_EOS || n1->kind == TK_LPAREN))
        return parse_critical(p, kw, cname, label);
    if (!strcmp(w, "change") && n1_word && !strcmp(n1->text, "team") && tok_at(p, 2)->kind == TK_LPAREN)
        return parse_change_team(p, kw, cname, label);
    if (cname)
        return NULL;
    if (!strcmp(w, "sync") && n1_word)
        return parse_sync(p, kw, label);
    if (!strcmp(w, "form") && n1_word && !strcmp(n1->text, "team") && tok_at(p, 2)->kind == TK_LPAREN)
        return parse_form_team(p, kw, label);
    if ((!strcmp(w, "lock") || !strcmp(w, "unlock")) && n1->kind == TK_LPAREN)
        return parse_lock(p, kw, label, w[0] == 'l');
    if (!strcmp(w, "event") && n1_word && (!strcmp(n1->text, "post") || !strcmp(n1->text, "wait")) &&
        tok_at(p, 2)->kind == TK_LPAREN)
        return parse_event(p, kw, label);
    if (!strcmp(w, "call") && n1_word && tok_at(p, 2)->kind == TK_LPAREN)
        return caf_intrinsic_call(p, kw, n1->text, label);
    if (!strcmp(w, "fail") && n1_word && !strcmp(n1->text, "image") && tok_at(p, 2)->kind == TK_EOS) {
        /* R1163 fail-image-stmt: this image stops as libcaf_single's does */
        caf_enabled(p, kw->loc);
        p->pos += 2;
        expect_eos(p);
        Node *c = mk(N_CALL, kw->loc);
        c->lhs = mk(N_NAME, kw->loc);
        c->lhs->name = "cuf90_caf_fail_image";
        c->label = label;
        return c;
    }
    return NULL;
}
