/* pp.c — the C-style preprocessor for .F90/.CUF files (-cpp, -Mpreprocess).
 *
 * Directives: #define (object- and function-like, # and ##), #undef, #if,
 * #ifdef, #ifndef, #elif, #else, #endif, #include, #error, #warning, #line,
 * #pragma (ignored).  Fortran lines are macro-expanded outside character
 * literals and '!' comments.  Lines removed by directives or conditionals
 * stay as empty lines so that line numbers keep matching the file; an
 * #include is bracketed by '# <line> "<file>"' markers that the lexer reads.
 * Built in: __FILE__, __LINE__, __DATE__, __TIME__; predefined: nvfortran's
 * identity macros (__NVCOMPILER..., __PGI...), _CUDA with CUDA Fortran.
 */
#include "cuf90.h"

#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Macro {
    const char *name;
    bool function_like;
    bool variadic;
    int nparams;
    const char **params;
    const char *body;
    struct Macro *next;
} Macro;

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

typedef struct Cond {
    bool active;     /* lines in this branch are kept */
    bool taken;      /* some branch of this #if was true */
    bool seen_else;
    Loc loc;
} Cond;

typedef struct PP {
    Macro *macros;
    Buf out;
    int depth;
    bool ok;
    const char *file;       /* __FILE__ and __LINE__ of the line being expanded */
    int line;
    char date[16], time[16]; /* __DATE__ "Mmm dd yyyy", __TIME__ "hh:mm:ss" */
    bool open_call;         /* a function-like macro's '(' was not closed on the line */
} PP;

static void buf_putn(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap)
            b->cap = b->cap ? 2 * b->cap : 4096;
        b->s = realloc(b->s, b->cap);
        if (!b->s) {
            fputs("cuf90: out of memory\n", stderr);
            abort();
        }
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void buf_puts(Buf *b, const char *s) { buf_putn(b, s, strlen(s)); }
static void buf_putc(Buf *b, char c) { buf_putn(b, &c, 1); }

static bool id1(int c) { return isalpha(c) || c == '_'; }
static bool idc(int c) { return isalnum(c) || c == '_'; }

static Macro *find_macro(PP *pp, const char *name, size_t n)
{
    for (Macro *m = pp->macros; m; m = m->next)
        if (strlen(m->name) == n && strncmp(m->name, name, n) == 0)
            return m;
    return NULL;
}

static void undef_macro(PP *pp, const char *name, size_t n)
{
    for (Macro **m = &pp->macros; *m; m = &(*m)->next)
        if (strlen((*m)->name) == n && strncmp((*m)->name, name, n) == 0) {
            *m = (*m)->next;
            return;
        }
}

static void error_pp(PP *pp, Loc loc, const char *fmt, const char *arg)
{
    error_at(loc, fmt, arg);
    pp->ok = false;
}

/* #define NAME body | #define NAME(a, b) body — 's' is after "define". */
static void define_macro(PP *pp, const char *s, Loc loc)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (!id1((unsigned char)*s)) {
        error_pp(pp, loc, "macro name expected after #define%s", "");
        return;
    }
    const char *b = s;
    while (idc((unsigned char)*s))
        s++;
    Macro *m = NEW(Macro);
    m->name = arena_strndup(cu_arena, b, (size_t)(s - b));
    if (*s == '(') {
        m->function_like = true;
        s++;
        const char *params[64];
        for (;;) {
            while (*s == ' ' || *s == '\t')
                s++;
            if (*s == ')') {
                s++;
                break;
            }
            if (strncmp(s, "...", 3) == 0) {
                m->variadic = true;
                params[m->nparams++] = "__VA_ARGS__";
                s += 3;
            } else if (id1((unsigned char)*s) && m->nparams < 64) {
                const char *pb = s;
                while (idc((unsigned char)*s))
                    s++;
                params[m->nparams++] = arena_strndup(cu_arena, pb, (size_t)(s - pb));
            } else {
                error_pp(pp, loc, "invalid parameter list in the definition of macro '%s'", m->name);
                return;
            }
            while (*s == ' ' || *s == '\t')
                s++;
            if (*s == ',')
                s++;
            else if (*s != ')') {
                error_pp(pp, loc, "invalid parameter list in the definition of macro '%s'", m->name);
                return;
            }
        }
        m->params = arena_alloc(cu_arena, sizeof(char *) * (size_t)(m->nparams + 1));
        memcpy(m->params, params, sizeof(char *) * (size_t)m->nparams);
    }
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    m->body = arena_strndup(cu_arena, s, n);
    undef_macro(pp, m->name, strlen(m->name));
    m->next = pp->macros;
    pp->macros = m;
}

/* ---- expansion --------------------------------------------------------- */

typedef struct Hide {
    const char *name;
    struct Hide *up;
} Hide;

static bool hidden(Hide *h, const char *name, size_t n)
{
    for (; h; h = h->up)
        if (strlen(h->name) == n && strncmp(h->name, name, n) == 0)
            return true;
    return false;
}

static void expand(PP *pp, const char *s, size_t n, Buf *out, Hide *hide, bool fortran, char *quote);

/* Replaces parameters in a function-like macro body: # stringifies, ##
 * pastes, other uses are the fully expanded argument. */
static void substitute(PP *pp, Macro *m, char **args, Buf *out, Hide *hide)
{
    const char *s = m->body;
    Buf tmp = {0};
    while (*s) {
        if (*s == '#' && s[1] == '#') {
            while (tmp.len && (tmp.s[tmp.len - 1] == ' ' || tmp.s[tmp.len - 1] == '\t'))
                tmp.len--;
            s += 2;
            while (*s == ' ' || *s == '\t')
                s++;
            /* the right operand is pasted unexpanded */
            if (id1((unsigned char)*s)) {
                const char *b = s;
                while (idc((unsigned char)*s))
                    s++;
                int k = -1;
                for (int i = 0; i < m->nparams; i++)
                    if (strlen(m->params[i]) == (size_t)(s - b) && !strncmp(m->params[i], b, (size_t)(s - b)))
                        k = i;
                if (k >= 0)
                    buf_puts(&tmp, args[k]);
                else
                    buf_putn(&tmp, b, (size_t)(s - b));
            }
            continue;
        }
        if (*s == '#' && id1((unsigned char)s[1])) {
            const char *b = s + 1, *e = b;
            while (idc((unsigned char)*e))
                e++;
            int k = -1;
            for (int i = 0; i < m->nparams; i++)
                if (strlen(m->params[i]) == (size_t)(e - b) && !strncmp(m->params[i], b, (size_t)(e - b)))
                    k = i;
            if (k >= 0) {
                buf_putc(&tmp, '"');
                for (const char *a = args[k]; *a; a++) {
                    if (*a == '"' || *a == '\\')
                        buf_putc(&tmp, '\\');
                    buf_putc(&tmp, *a);
                }
                buf_putc(&tmp, '"');
                s = e;
                continue;
            }
        }
        if (id1((unsigned char)*s)) {
            const char *b = s;
            while (idc((unsigned char)*s))
                s++;
            int k = -1;
            for (int i = 0; i < m->nparams; i++)
                if (strlen(m->params[i]) == (size_t)(s - b) && !strncmp(m->params[i], b, (size_t)(s - b)))
                    k = i;
            /* an argument followed by ## is not expanded either */
            const char *q = s;
            while (*q == ' ' || *q == '\t')
                q++;
            if (k >= 0 && !(q[0] == '#' && q[1] == '#')) {
                char qt = 0;
                expand(pp, args[k], strlen(args[k]), &tmp, hide, false, &qt);
            } else if (k >= 0) {
                buf_puts(&tmp, args[k]);
            } else {
                buf_putn(&tmp, b, (size_t)(s - b));
            }
            continue;
        }
        buf_putc(&tmp, *s++);
    }
    Hide h = {m->name, hide};
    char qt = 0;
    if (tmp.s)
        expand(pp, tmp.s, tmp.len, out, &h, false, &qt);
    free(tmp.s);
}

/* Collects macro arguments starting at the '(' s[*i]; false if unbalanced. */
static bool collect_args(const char *s, size_t n, size_t *i, Macro *m, char ***argsp, int *nargs)
{
    size_t j = *i + 1;
    int depth = 0;
    char **args = arena_alloc(cu_arena, sizeof(char *) * (size_t)(m->nparams + 64));
    int na = 0;
    size_t start = j;
    char q = 0;
    for (; j < n; j++) {
        char c = s[j];
        if (q) {
            if (c == q)
                q = 0;
            continue;
        }
        if (c == '\'' || c == '"')
            q = c;
        else if (c == '(')
            depth++;
        else if (c == ')' && depth > 0)
            depth--;
        else if ((c == ',' && depth == 0 && !(m->variadic && na == m->nparams - 1)) || (c == ')' && depth == 0)) {
            const char *a = s + start;
            size_t len = j - start;
            while (len && (*a == ' ' || *a == '\t'))
                a++, len--;
            while (len && (a[len - 1] == ' ' || a[len - 1] == '\t'))
                len--;
            if (na < m->nparams + 63)
                args[na++] = arena_strndup(cu_arena, a, len);
            start = j + 1;
            if (c == ')') {
                *i = j + 1;
                if (na == 1 && m->nparams == 0 && args[0][0] == 0)
                    na = 0;
                while (na < m->nparams)
                    args[na++] = "";
                *argsp = args;
                *nargs = na;
                return true;
            }
        }
    }
    return false;
}

/* __FILE__, __LINE__, __DATE__, __TIME__ (unless #defined): appends the
 * value and returns true. */
static bool expand_builtin(PP *pp, const char *name, size_t n, Buf *out)
{
    char tmp[64];
    if (n == 8 && !strncmp(name, "__LINE__", 8)) {
        snprintf(tmp, sizeof tmp, "%d", pp->line);
        buf_puts(out, tmp);
    } else if (n == 8 && !strncmp(name, "__FILE__", 8)) {
        buf_putc(out, '"');
        buf_puts(out, pp->file ? pp->file : "");
        buf_putc(out, '"');
    } else if (n == 8 && (!strncmp(name, "__DATE__", 8) || !strncmp(name, "__TIME__", 8))) {
        buf_putc(out, '"');
        buf_puts(out, name[2] == 'D' ? pp->date : pp->time);
        buf_putc(out, '"');
    } else {
        return false;
    }
    return true;
}

/* Expands macros in s[0..n).  For Fortran lines, character literals and
 * '!' comments are copied untouched; *quote carries an open literal across
 * continued lines. */
static void expand(PP *pp, const char *s, size_t n, Buf *out, Hide *hide, bool fortran, char *quote)
{
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (*quote) {
            buf_putc(out, c);
            if (c == *quote)
                *quote = 0;
            i++;
            continue;
        }
        if (fortran && (c == '\'' || c == '"')) {
            *quote = c;
            buf_putc(out, c);
            i++;
            continue;
        }
        if (fortran && c == '!') {
            buf_putn(out, s + i, n - i);
            return;
        }
        if (!fortran && (c == '\'' || c == '"')) {
            /* C-style literal inside a macro body or #if: copied whole */
            size_t j = i + 1;
            while (j < n && s[j] != c)
                j++;
            j = j < n ? j + 1 : n;
            buf_putn(out, s + i, j - i);
            i = j;
            continue;
        }
        if (id1((unsigned char)c) && (i == 0 || !idc((unsigned char)s[i - 1]))) {
            size_t b = i;
            while (i < n && idc((unsigned char)s[i]))
                i++;
            Macro *m = find_macro(pp, s + b, i - b);
            if (!m && expand_builtin(pp, s + b, i - b, out))
                continue;
            if (!m || hidden(hide, s + b, i - b)) {
                buf_putn(out, s + b, i - b);
                continue;
            }
            if (!m->function_like) {
                Hide h = {m->name, hide};
                char qt = 0;
                expand(pp, m->body, strlen(m->body), out, &h, false, &qt);
                continue;
            }
            size_t j = i;
            while (j < n && (s[j] == ' ' || s[j] == '\t'))
                j++;
            char **args;
            int na;
            bool call = j < n && s[j] == '(';
            if (call && !collect_args(s, n, &j, m, &args, &na)) {
                /* the arguments go on after a '&': pp_source joins the next line */
                if (fortran && !hide)
                    pp->open_call = true;
                buf_putn(out, s + b, i - b);
                continue;
            }
            if (call) {
                if (na != m->nparams && !(m->variadic && na >= m->nparams - 1)) {
                    buf_putn(out, s + b, j - b);
                    i = j;
                    continue;
                }
                substitute(pp, m, args, out, hide);
                i = j;
                continue;
            }
            buf_putn(out, s + b, i - b);
            continue;
        }
        if (isdigit((unsigned char)c)) {
            /* a number (with its suffix) is never a macro name */
            size_t b = i;
            while (i < n && (idc((unsigned char)s[i]) || s[i] == '.'))
                i++;
            buf_putn(out, s + b, i - b);
            continue;
        }
        buf_putc(out, c);
        i++;
    }
}

/* ---- #if expressions ------------------------------------------------------ */

typedef struct Eval {
    const char *s;
    bool err;
} Eval;

static void ev_skip(Eval *e)
{
    while (*e->s == ' ' || *e->s == '\t')
        e->s++;
}

static bool ev_accept(Eval *e, const char *op)
{
    ev_skip(e);
    size_t n = strlen(op);
    if (strncmp(e->s, op, n) != 0)
        return false;
    /* do not take '<' of '<<' or '&' of '&&' */
    if (n == 1 && (op[0] == '<' || op[0] == '>' || op[0] == '&' || op[0] == '|' || op[0] == '=') && e->s[1] == op[0])
        return false;
    if (n == 1 && (op[0] == '<' || op[0] == '>' || op[0] == '!') && e->s[1] == '=')
        return false;
    e->s += n;
    return true;
}

static long ev_cond(Eval *e);

static long ev_primary(Eval *e)
{
    ev_skip(e);
    if (ev_accept(e, "(")) {
        long v = ev_cond(e);
        if (!ev_accept(e, ")"))
            e->err = true;
        return v;
    }
    if (ev_accept(e, "!"))
        return !ev_primary(e);
    if (ev_accept(e, "~"))
        return ~ev_primary(e);
    if (ev_accept(e, "-"))
        return -ev_primary(e);
    if (ev_accept(e, "+"))
        return ev_primary(e);
    if (isdigit((unsigned char)*e->s)) {
        char *end;
        long v = strtol(e->s, &end, 0);
        while (isalpha((unsigned char)*end)) /* 1L, 2u */
            end++;
        e->s = end;
        return v;
    }
    if (*e->s == '\'' && e->s[1] && e->s[2] == '\'') {
        long v = (unsigned char)e->s[1];
        e->s += 3;
        return v;
    }
    if (id1((unsigned char)*e->s)) {
        /* identifiers left after expansion are 0 */
        while (idc((unsigned char)*e->s))
            e->s++;
        return 0;
    }
    e->err = true;
    return 0;
}

/* Binary operators by C precedence, loosest first. */
static long ev_binary(Eval *e, int level)
{
    static const char *const ops[][5] = {
        {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"},
    };
    if (level == 10)
        return ev_primary(e);
    long v = ev_binary(e, level + 1);
    for (;;) {
        const char *op = NULL;
        for (int k = 0; k < 5 && ops[level][k]; k++)
            if (ev_accept(e, ops[level][k])) {
                op = ops[level][k];
                break;
            }
        if (!op)
            return v;
        long r = ev_binary(e, level + 1);
        if (!strcmp(op, "||")) v = v || r;
        else if (!strcmp(op, "&&")) v = v && r;
        else if (!strcmp(op, "|")) v |= r;
        else if (!strcmp(op, "^")) v ^= r;
        else if (!strcmp(op, "&")) v &= r;
        else if (!strcmp(op, "==")) v = v == r;
        else if (!strcmp(op, "!=")) v = v != r;
        else if (!strcmp(op, "<=")) v = v <= r;
        else if (!strcmp(op, ">=")) v = v >= r;
        else if (!strcmp(op, "<")) v = v < r;
        else if (!strcmp(op, ">")) v = v > r;
        else if (!strcmp(op, "<<")) v = v << (r & 63);
        else if (!strcmp(op, ">>")) v = v >> (r & 63);
        else if (!strcmp(op, "+")) v += r;
        else if (!strcmp(op, "-")) v -= r;
        else if (!strcmp(op, "*")) v *= r;
        else if (r == 0) e->err = true;
        else if (!strcmp(op, "/")) v /= r;
        else v %= r;
    }
}

static long ev_cond(Eval *e)
{
    long c = ev_binary(e, 0);
    if (ev_accept(e, "?")) {
        long a = ev_cond(e);
        if (!ev_accept(e, ":"))
            e->err = true;
        long b = ev_cond(e);
        return c ? a : b;
    }
    return c;
}

/* #if/#elif: defined X / defined(X) first, then macro expansion, then C
 * integer arithmetic. */
static bool eval_if(PP *pp, const char *s, Loc loc)
{
    Buf d = {0};
    while (*s) {
        if (!strncmp(s, "defined", 7) && !idc((unsigned char)s[7])) {
            const char *q = s + 7;
            while (*q == ' ' || *q == '\t')
                q++;
            bool paren = *q == '(';
            if (paren)
                q++;
            while (*q == ' ' || *q == '\t')
                q++;
            const char *b = q;
            while (idc((unsigned char)*q))
                q++;
            bool def = q > b && find_macro(pp, b, (size_t)(q - b)) != NULL;
            while (*q == ' ' || *q == '\t')
                q++;
            if (paren) {
                if (*q == ')')
                    q++;
                else
                    error_pp(pp, loc, "')' expected after defined(%s", "");
            }
            buf_puts(&d, def ? "1" : "0");
            s = q;
            continue;
        }
        if (idc((unsigned char)*s)) {
            const char *b = s;
            while (idc((unsigned char)*s))
                s++;
            buf_putn(&d, b, (size_t)(s - b));
            continue;
        }
        buf_putc(&d, *s++);
    }
    Buf x = {0};
    char qt = 0;
    if (d.s)
        expand(pp, d.s, d.len, &x, NULL, false, &qt);
    Eval e = {x.s ? x.s : "", false};
    long v = ev_cond(&e);
    ev_skip(&e);
    if (e.err || *e.s) {
        error_pp(pp, loc, "invalid expression in #if: '%s'", x.s ? x.s : "");
        v = 0;
    }
    free(d.s);
    free(x.s);
    return v != 0;
}

/* ---- files ----------------------------------------------------------------- */

static void marker(PP *pp, int line, const char *file)
{
    char tmp[64];
    snprintf(tmp, sizeof tmp, "# %d \"", line);
    buf_puts(&pp->out, tmp);
    buf_puts(&pp->out, file);
    buf_puts(&pp->out, "\"\n");
}

static SourceFile *find_include(PP *pp, const char *name, bool angle, SourceFile *from)
{
    (void)pp;
    if (name[0] == '/')
        return source_load(name);
    if (!angle) {
        const char *slash = strrchr(from->name, '/');
        SourceFile *sf = slash ? source_load(arena_printf(cu_arena, "%.*s/%s", (int)(slash - from->name), from->name, name))
                               : source_load(name);
        if (sf)
            return sf;
    }
    for (int i = 0; i < opts.include_dirs.len; i++) {
        SourceFile *sf = source_load(arena_printf(cu_arena, "%s/%s", (char *)opts.include_dirs.data[i], name));
        if (sf)
            return sf;
    }
    if (opts.shipped_module_dir) /* the compiler's own include files: omp_lib.h */
        return source_load(arena_printf(cu_arena, "%s/%s", opts.shipped_module_dir, name));
    return NULL;
}

static void pp_source(PP *pp, SourceFile *sf);

/* One directive line (continuations joined); 'conds' is this file's stack. */
static void directive(PP *pp, SourceFile *sf, const char *s, Loc loc, Cond *conds, int *nc, bool *resynced)
{
    while (*s == ' ' || *s == '\t')
        s++;
    const char *b = s;
    while (isalpha((unsigned char)*s))
        s++;
    size_t n = (size_t)(s - b);
    char name[16] = {0};
    memcpy(name, b, n < 15 ? n : 15);
    bool active = *nc == 0 || conds[*nc - 1].active;
    while (*s == ' ' || *s == '\t')
        s++;

    if (!strcmp(name, "if") || !strcmp(name, "ifdef") || !strcmp(name, "ifndef")) {
        if (*nc >= 64) {
            error_pp(pp, loc, "#if nested too deeply%s", "");
            return;
        }
        bool v = false;
        if (active) {
            if (name[2] == 0) {
                v = eval_if(pp, s, loc);
            } else {
                const char *q = s;
                while (idc((unsigned char)*q))
                    q++;
                if (q == s)
                    error_pp(pp, loc, "macro name expected after #%s", name);
                v = find_macro(pp, s, (size_t)(q - s)) != NULL;
                if (name[2] == 'n')
                    v = !v;
            }
        }
        conds[(*nc)++] = (Cond){active && v, active && v, false, loc};
        return;
    }
    if (!strcmp(name, "elif") || !strcmp(name, "else") || !strcmp(name, "endif")) {
        if (*nc == 0) {
            error_pp(pp, loc, "#%s without #if", name);
            return;
        }
        Cond *c = &conds[*nc - 1];
        bool outer = *nc == 1 || conds[*nc - 2].active;
        if (!strcmp(name, "endif")) {
            (*nc)--;
        } else if (c->seen_else) {
            error_pp(pp, loc, "#%s after #else", name);
        } else if (!strcmp(name, "else")) {
            c->seen_else = true;
            c->active = outer && !c->taken;
            c->taken = true;
        } else {
            bool v = outer && !c->taken && eval_if(pp, s, loc);
            c->active = v;
            c->taken = c->taken || v;
        }
        return;
    }
    if (!active)
        return;
    if (!strcmp(name, "define")) {
        define_macro(pp, s, loc);
    } else if (!strcmp(name, "undef")) {
        const char *q = s;
        while (idc((unsigned char)*q))
            q++;
        undef_macro(pp, s, (size_t)(q - s));
    } else if (!strcmp(name, "include")) {
        char close = *s == '<' ? '>' : *s == '"' ? '"' : 0;
        const char *q = s + 1;
        while (close && *q && *q != close)
            q++;
        if (!close || *q != close) {
            error_pp(pp, loc, "#include expects \"FILE\" or <FILE>%s", "");
            return;
        }
        char *fname = arena_strndup(cu_arena, s + 1, (size_t)(q - s - 1));
        SourceFile *inc = find_include(pp, fname, close == '>', sf);
        if (!inc) {
            error_pp(pp, loc, "cannot open include file '%s'", fname);
            return;
        }
        if (pp->depth >= 50) {
            error_pp(pp, loc, "#include nested too deeply at '%s'", fname);
            return;
        }
        pp->depth++;
        pp_source(pp, inc);
        pp->depth--;
        *resynced = true;
    } else if (!strcmp(name, "error")) {
        error_pp(pp, loc, "#error %s", s);
    } else if (!strcmp(name, "warning")) {
        warning_at(loc, "#warning %s", s);
    } else if (!strcmp(name, "line") || !strcmp(name, "pragma") || !strcmp(name, "ident") || n == 0) {
        /* ignored: #line would desynchronise diagnostics from the file */
    } else {
        error_pp(pp, loc, "unknown preprocessor directive '#%s'", name);
    }
}

/* Free form: the offset of the '&' that continues line s[0..n) (the last
 * character before blanks and a '!' comment), or -1. */
static long continuation_amp(const char *s, size_t n)
{
    char q = 0;
    long last = -1;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (q) {
            if (c == q)
                q = 0;
            last = -1;
        } else if (c == '\'' || c == '"') {
            q = c;
            last = -1;
        } else if (c == '!') {
            break;
        } else if (c != ' ' && c != '\t') {
            last = c == '&' ? (long)i : -1;
        }
    }
    return q ? -1 : last;
}

/* Expands one Fortran line into pp->out. A function-like macro call whose
 * arguments go on over free-form continuation lines ('&' at the end, an
 * optional '&' at the start of the next) is expanded from the joined lines
 * (nvfortran does this); *next moves past the lines taken, counted in
 * *joined so that the caller keeps the line numbering with empty lines. */
static void expand_line(PP *pp, const char *s, size_t n, const char **next, const char *end,
                        int *joined, char *quote)
{
    Buf line = {0};
    buf_putn(&line, s, n);
    for (;;) {
        char q0 = *quote;
        Buf out = {0};
        pp->open_call = false;
        expand(pp, line.s, line.len, &out, NULL, true, quote);
        long amp = opts.fixed_form || !pp->open_call || *next >= end ? -1 : continuation_amp(line.s, line.len);
        const char *nb = *next;
        while (amp >= 0 && nb < end && (*nb == ' ' || *nb == '\t'))
            nb++;
        if (amp < 0 || nb >= end || *nb == '#' || *nb == '\n') {
            if (out.s)
                buf_putn(&pp->out, out.s, out.len);
            free(out.s);
            free(line.s);
            return;
        }
        free(out.s);
        *quote = q0;
        const char *nl = memchr(nb, '\n', (size_t)(end - nb));
        const char *le = nl ? nl : end;
        if (le > nb && le[-1] == '\r')
            le--;
        if (*nb == '&')
            nb++;
        line.len = (size_t)amp;
        buf_putn(&line, nb, (size_t)(le - nb));
        *next = nl ? nl + 1 : end;
        (*joined)++;
    }
}

static void pp_source(PP *pp, SourceFile *sf)
{
    marker(pp, 1, sf->name);
    Cond conds[64];
    int nc = 0;
    const char *p = sf->text, *end = sf->text + sf->len;
    int line = 1;
    char quote = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *le = nl ? nl : end;
        const char *next = nl ? nl + 1 : end;
        const char *b = p;
        while (b < le && (*b == ' ' || *b == '\t'))
            b++;
        Loc loc = {sf, line, (int)(b - p) + 1};
        if (b < le && *b == '#' && !quote) {
            /* join backslash continuations of the directive */
            Buf d = {0};
            int extra = 0;
            const char *s = b + 1, *e = le;
            for (;;) {
                const char *ee = e;
                if (ee > s && ee[-1] == '\r')
                    ee--;
                if (ee > s && ee[-1] == '\\' && next < end) {
                    buf_putn(&d, s, (size_t)(ee - 1 - s));
                    s = next;
                    const char *n2 = memchr(s, '\n', (size_t)(end - s));
                    e = n2 ? n2 : end;
                    next = n2 ? n2 + 1 : end;
                    extra++;
                    continue;
                }
                buf_putn(&d, s, (size_t)(ee - s));
                break;
            }
            /* C comments are not part of a directive */
            if (d.s) {
                char *c;
                while ((c = strstr(d.s, "/*")) != NULL) {
                    char *ce = strstr(c + 2, "*/");
                    if (!ce) {
                        *c = 0;
                        break;
                    }
                    memset(c, ' ', (size_t)(ce + 2 - c));
                }
            }
            bool resynced = false;
            directive(pp, sf, d.s ? d.s : "", loc, conds, &nc, &resynced);
            free(d.s);
            if (resynced)
                marker(pp, loc.line + extra + 1, sf->name);
            else
                for (int i = 0; i <= extra; i++)
                    buf_putc(&pp->out, '\n');
            line += extra + 1;
            p = next;
            continue;
        }
        if (nc == 0 || conds[nc - 1].active) {
            size_t n = (size_t)(le - p);
            if (n && p[n - 1] == '\r')
                n--;
            /* fixed form: a '!' in column 6 marks a continuation line and
             * starts no comment */
            size_t lead = 0;
            if (opts.fixed_form && n > 5 && p[5] == '!' && strspn(p, " ") >= 5) {
                buf_putn(&pp->out, p, 6);
                lead = 6;
            }
            pp->file = sf->name;
            pp->line = line;
            int joined = 0;
            /* a literal left open by '&' continues on the next line */
            expand_line(pp, p + lead, n - lead, &next, end, &joined, &quote);
            const char *t = p + n;
            while (t > p && (t[-1] == ' ' || t[-1] == '\t'))
                t--;
            if (!(quote && t > p && t[-1] == '&'))
                quote = 0;
            for (int k = 0; k < joined; k++)
                buf_putc(&pp->out, '\n');
            line += joined;
        }
        buf_putc(&pp->out, '\n');
        line++;
        p = next;
    }
    if (nc > 0)
        error_pp(pp, conds[nc - 1].loc, "unterminated conditional directive; #endif expected%s", "");
}

/* __DATE__ and __TIME__: now, or $SOURCE_DATE_EPOCH for reproducible
 * builds (as GCC does). */
static void set_date_time(PP *pp)
{
    const char *epoch = getenv("SOURCE_DATE_EPOCH");
    time_t now = epoch && *epoch ? (time_t)strtoll(epoch, NULL, 10) : time(NULL);
    struct tm tm;
    if (epoch && *epoch)
        gmtime_r(&now, &tm);
    else
        localtime_r(&now, &tm);
    static const char *const mon[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    snprintf(pp->date, sizeof pp->date, "%s %2d %d", mon[tm.tm_mon % 12], tm.tm_mday, tm.tm_year + 1900);
    snprintf(pp->time, sizeof pp->time, "%02d:%02d:%02d", tm.tm_hour, tm.tm_min, tm.tm_sec);
}

/* nvfortran's predefined macros (the release of CUF90_NVHPC_*: the
 * compiler identity CMake and Meson see, docs/user-guide.md), _CUDA and
 * __CUDA_API_VERSION with CUDA Fortran, then -D and -U in order. */
static void predefine(PP *pp)
{
    Loc none = {0};
    char tmp[64];
    static const char *const fixed[] = {
        "__NVCOMPILER 1", "__NVCOMPILER_LLVM__ 1", "__PGI 1", "__PGLLVM__ 1",
        "__linux__ 1", "__linux 1", "linux 1", "__unix__ 1", "__unix 1", "unix 1",
        "__x86_64__ 1", "__x86_64 1", "__amd64__ 1", "__amd64 1", "__LP64__ 1", "__ELF__ 1",
    };
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        define_macro(pp, fixed[i], none);
    static const struct { const char *name; int value; } versions[] = {
        {"__NVCOMPILER_MAJOR__", CUF90_NVHPC_MAJOR}, {"__NVCOMPILER_MINOR__", CUF90_NVHPC_MINOR},
        {"__NVCOMPILER_PATCHLEVEL__", CUF90_NVHPC_PATCH}, {"__PGIC__", CUF90_NVHPC_MAJOR},
        {"__PGIC_MINOR__", CUF90_NVHPC_MINOR}, {"__PGIC_PATCHLEVEL__", CUF90_NVHPC_PATCH},
    };
    for (size_t i = 0; i < sizeof versions / sizeof *versions; i++) {
        snprintf(tmp, sizeof tmp, "%s %d", versions[i].name, versions[i].value);
        define_macro(pp, tmp, none);
    }
    if (opts.cuda != CUDA_MODE_OFF) {
        define_macro(pp, "_CUDA 1", none);
        snprintf(tmp, sizeof tmp, "__CUDA_API_VERSION %d", CUF90_CUDA_API_VERSION);
        define_macro(pp, tmp, none);
    }
    if (opts.openmp)
        define_macro(pp, "_OPENMP 201511", none); /* OpenMP 4.5, as gfortran 12 */
    for (int i = 0; i < opts.defines.len; i++) {
        char *d = arena_strdup(cu_arena, opts.defines.data[i]);
        char *eq = strchr(d, '=');
        if (eq)
            *eq = ' ';
        else
            d = arena_printf(cu_arena, "%s 1", d);
        define_macro(pp, d, none);
    }
    for (int i = 0; i < opts.undefines.len; i++) {
        const char *u = opts.undefines.data[i];
        undef_macro(pp, u, strlen(u));
    }
}

char *pp_run(SourceFile *src)
{
    PP pp = {.ok = true};
    set_date_time(&pp);
    predefine(&pp);
    pp_source(&pp, src);
    if (!pp.ok) {
        free(pp.out.s);
        return NULL;
    }
    char *r = arena_strndup(cu_arena, pp.out.s ? pp.out.s : "", pp.out.len);
    free(pp.out.s);
    return r;
}

bool pp_file(SourceFile *src, FILE *out)
{
    char *s = pp_run(src);
    if (!s)
        return false;
    fputs(s, out);
    return true;
}
