/* lex.c — Fortran lexer: free-form lines and the tokens of a logical line.
 *
 * Works in two steps per statement line: physical lines are joined into one
 * logical line (continuations '&', comments dropped, character context kept),
 * each character remembering its original Loc; the logical line is then cut
 * into tokens.  Preprocessor output carries '# line "file"' markers that set
 * the original file and line of the following physical lines.  Fixed-form
 * sources take their lines apart in fixed_form.c and come back here for the
 * tokens.
 */
#include "lex.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>


static bool lex_buffer(Lexer *L);

/* ---- token list ---------------------------------------------------------- */

Token *lex_push_tok(Lexer *L, TokenKind k, Loc loc)
{
    TokenList *o = L->out;
    if (o->len == o->cap) {
        o->cap = o->cap ? 2 * o->cap : 1024;
        o->tok = realloc(o->tok, sizeof(Token) * (size_t)o->cap);
        if (!o->tok) {
            fputs("cuf90: out of memory\n", stderr);
            abort();
        }
    }
    Token *t = &o->tok[o->len++];
    memset(t, 0, sizeof *t);
    t->kind = k;
    t->loc = loc;
    return t;
}

/* Statement separators are not doubled: an empty statement emits nothing. */
void lex_push_eos(Lexer *L, Loc loc)
{
    TokenList *o = L->out;
    if (o->len == 0 || o->tok[o->len - 1].kind == TK_EOS)
        return;
    lex_push_tok(L, TK_EOS, loc);
}

void lex_error(Lexer *L, Loc loc, const char *fmt, const char *arg)
{
    error_at(loc, fmt, arg);
    L->ok = false;
}

/* ---- physical lines ------------------------------------------------------ */

/* A preprocessor line marker: # <line> "<file>" [flags] */
static bool parse_marker(Lexer *L, const char *s, const char *e)
{
    const char *q = s + 1;
    while (q < e && (*q == ' ' || *q == '\t'))
        q++;
    if (q < e && strncmp(q, "line", 4) == 0)
        q += 4;
    while (q < e && (*q == ' ' || *q == '\t'))
        q++;
    if (q >= e || !isdigit((unsigned char)*q))
        return false;
    int line = (int)strtol(q, NULL, 10);
    while (q < e && isdigit((unsigned char)*q))
        q++;
    while (q < e && (*q == ' ' || *q == '\t'))
        q++;
    if (q < e && *q == '"') {
        const char *n = ++q;
        while (q < e && *q != '"')
            q++;
        char *name = arena_strndup(cu_arena, n, (size_t)(q - n));
        if (L->root && strcmp(name, L->root->name) == 0) {
            L->file = L->root;
        } else if (strcmp(name, L->file->name) != 0) {
            SourceFile *sf = source_load(name);
            if (sf)
                L->file = sf;
        }
    }
    L->line = line;
    return true;
}

/* Next physical line: [*s, *e) and its original Loc of column 1.  Line markers
 * are consumed here. */
bool lex_next_line(Lexer *L, const char **s, const char **e, Loc *loc)
{
    for (;;) {
        if (L->p >= L->end)
            return false;
        const char *b = L->p, *n = memchr(b, '\n', (size_t)(L->end - b));
        const char *le = n ? n : L->end;
        L->p = n ? n + 1 : L->end;
        if (le > b && le[-1] == '\r')
            le--;
        if (*b == '#' && parse_marker(L, b, le))
            continue;
        *s = b;
        *e = le;
        *loc = (Loc){L->file, L->line, 1};
        const char *tab = opts.warn_tabs ? memchr(b, '\t', (size_t)(le - b)) : NULL;
        if (tab)
            warning_at((Loc){L->file, L->line, (int)(tab - b) + 1}, "Nonconforming tab character.");
        L->line++;
        return true;
    }
}

void lex_lc_push(Lexer *L, char c, Loc loc)
{
    if (L->ln + 1 >= L->lcap) {
        L->lcap = L->lcap ? 2 * L->lcap : 256;
        L->lc = realloc(L->lc, (size_t)L->lcap);
        L->ll = realloc(L->ll, sizeof(Loc) * (size_t)L->lcap);
        if (!L->lc || !L->ll) {
            fputs("cuf90: out of memory\n", stderr);
            abort();
        }
    }
    L->lc[L->ln] = c;
    L->ll[L->ln] = loc;
    L->ln++;
    L->lc[L->ln] = 0;
}

void lex_lc_finish(Lexer *L, Loc end)
{
    /* a terminator position for end-of-statement tokens */
    lex_lc_push(L, 0, end);
    L->ln--;
}

static bool blank_to(const char *s, const char *e, bool allow_comment)
{
    for (; s < e; s++) {
        if (*s == '!' && allow_comment)
            return true;
        if (*s != ' ' && *s != '\t')
            return false;
    }
    return true;
}

static const char *skip_blanks(const char *s, const char *e)
{
    while (s < e && (*s == ' ' || *s == '\t' || *s == '\f'))
        s++;
    return s;
}

/* Case-insensitive prefix test on a line. */
static bool starts_ci(const char *s, const char *e, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(e - s) < n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != w[i])
            return false;
    return true;
}

/* Next line that carries statement text (comments and blank lines between
 * continuation lines are skipped).  With a sentinel ("!$cuf"), the line must
 * start with it and the returned text begins after it. */
static bool next_cont_line(Lexer *L, const char *sentinel, const char **s, const char **e, Loc *loc)
{
    for (;;) {
        if (!lex_next_line(L, s, e, loc))
            return false;
        const char *b = skip_blanks(*s, *e);
        if (sentinel) {
            if (!starts_ci(b, *e, sentinel))
                return false; /* directive continuation must repeat the sentinel */
            loc->col += (int)(b - *s) + (int)strlen(sentinel);
            *s = b + strlen(sentinel);
            return true;
        }
        if (b < *e && *b == '!') {
            /* a conditional line (!@cuf when compiling CUDA, !$ with -mp)
             * inside a continued statement is its source, not a comment */
            int n = 0;
            DirKind k = lex_directive_kind(b, *e, &n);
            if ((k == DIR_COND && opts.cuda != CUDA_MODE_OFF) || k == DIR_OMP_COND) {
                loc->col += (int)(b - *s) + n;
                *s = b + n;
                return true;
            }
        }
        if (b == *e || *b == '!')
            continue;
        return true;
    }
}

bool lex_in_format(const char *c, int n)
{
    int i = 0;
    while (i < n && (c[i] == ' ' || c[i] == '\t' || isdigit((unsigned char)c[i])))
        i++;
    for (const char *w = "format("; *w; w++) {
        while (i < n && (c[i] == ' ' || c[i] == '\t'))
            i++;
        if (i >= n || tolower((unsigned char)c[i]) != *w)
            return false;
        i++;
    }
    return true;
}

int lex_hollerith_count(const char *c, int k, int end, char prev, int *after)
{
    if (!strchr("(,/:", prev) || prev == 0 || k >= end || !isdigit((unsigned char)c[k]))
        return 0;
    int n = 0;
    for (; k < end && (isdigit((unsigned char)c[k]) || c[k] == ' ' || c[k] == '\t'); k++)
        if (isdigit((unsigned char)c[k]) && n < 100000)
            n = n * 10 + (c[k] - '0');
    if (k >= end || (c[k] != 'h' && c[k] != 'H') || n == 0)
        return 0;
    *after = k + 1;
    return n;
}

bool lex_in_data(const char *c, int n)
{
    int i = 0;
    while (i < n && (c[i] == ' ' || c[i] == '\t' || isdigit((unsigned char)c[i])))
        i++;
    return n - i > 4 && starts_ci(c + i, c + n, "data") && !isalnum((unsigned char)c[i + 4]);
}

int lex_hollerith_const(const char *c, int k, int end, char prev, int *after)
{
    if (prev == 0 || !strchr("(,/=*", prev) || k >= end || !isdigit((unsigned char)c[k]))
        return 0;
    int n = 0;
    for (; k < end && isdigit((unsigned char)c[k]); k++)
        if (n < 100000)
            n = n * 10 + (c[k] - '0');
    if (k >= end || (c[k] != 'h' && c[k] != 'H') || n == 0)
        return 0;
    *after = k + 1;
    return n;
}

/* The last non-blank character of the logical line built so far. */
static char lc_last_nonblank(Lexer *L)
{
    for (int i = L->ln - 1; i >= 0; i--)
        if (L->lc[i] != ' ' && L->lc[i] != '\t')
            return L->lc[i];
    return 0;
}

/* The same, for a Hollerith constant: '*' counts only as DATA's repeat
 * factor (REAL*8H would be a declaration). */
static char data_prev(Lexer *L)
{
    char p = lc_last_nonblank(L);
    return p == '*' && !lex_in_data(L->lc, L->ln) ? 0 : p;
}

/* Joins the statement starting at [s, e) (its column 1 at 'loc', text starting
 * at column 'col0') with its continuation lines into L->lc/L->ll. */
static void build_logical(Lexer *L, const char *s, const char *e, Loc loc, const char *sentinel)
{
    L->ln = 0;
    if (L->lc)
        L->lc[0] = 0;
    char quote = 0;
    int holl = 0; /* characters left in a Hollerith edit descriptor of FORMAT */
    const char *q = s;
    int col = loc.col;
    for (;;) {
        if (q >= e)
            break;
        char c = *q;
        Loc cl = {loc.file, loc.line, col};
        if (holl > 0 && !(c == '&' && blank_to(q + 1, e, false))) {
            lex_lc_push(L, c, cl);
            holl--;
            q++;
            col++;
            continue;
        }
        if (!quote && isdigit((unsigned char)c)) {
            int after;
            int n = lex_in_format(L->lc, L->ln) ? lex_hollerith_count(q, 0, (int)(e - q), lc_last_nonblank(L), &after)
                                                 : lex_hollerith_const(q, 0, (int)(e - q), data_prev(L), &after);
            if (n > 0) {
                /* the count and its H as they are; then n characters of text
                 * in which '!' and quotes are data */
                for (int k = 0; k < after; k++)
                    lex_lc_push(L, q[k], (Loc){loc.file, loc.line, col + k});
                q += after;
                col += after;
                holl = n;
                continue;
            }
        }
        if (!quote && c == '!')
            break;
        if (c == '&' && blank_to(q + 1, e, !quote && holl == 0)) {
            const char *ns, *ne;
            Loc nl;
            if (!next_cont_line(L, sentinel, &ns, &ne, &nl))
                break;
            const char *b = skip_blanks(ns, ne);
            if (b < ne && *b == '&') {
                nl.col += (int)(b + 1 - ns);
                q = b + 1;
            } else if (quote || holl > 0) {
                /* a character context continued without '&' (nonconforming):
                 * resumes at the first nonblank character, as gfortran's */
                warning_at((Loc){nl.file, nl.line, nl.col + (int)(b - ns)},
                           "Missing '&' in continued character constant.");
                nl.col += (int)(b - ns);
                q = b;
            } else {
                nl.col += (int)(b - ns);
                q = b;
            }
            s = ns;
            e = ne;
            loc = nl;
            col = nl.col;
            continue;
        }
        if (quote) {
            if (c == quote) {
                if (q + 1 < e && q[1] == quote) {
                    lex_lc_push(L, c, cl);
                    lex_lc_push(L, c, (Loc){loc.file, loc.line, col + 1});
                    q += 2;
                    col += 2;
                    continue;
                }
                quote = 0;
            }
        } else if (c == '\'' || c == '"') {
            quote = c;
        }
        lex_lc_push(L, c, cl);
        q++;
        col++;
    }
    lex_lc_finish(L, (Loc){loc.file, loc.line, col});
}

/* ---- tokens of a logical line ------------------------------------------- */

/* CUDA Fortran names its warp shuffles __shfl, __shfl_xor, ...: in CUDA mode
 * a name may start with '_'. */
static bool is_id1(int c) { return isalpha(c) || (c == '_' && opts.cuda != CUDA_MODE_OFF); }
static bool is_idc(int c) { return isalnum(c) || c == '_' || c == '$'; }

static const struct {
    const char *w;
    TokenKind k;
} dot_ops[] = {
    {"eq", TK_EQ},   {"ne", TK_NE},   {"lt", TK_LT},   {"le", TK_LE},     {"gt", TK_GT},
    {"ge", TK_GE},   {"and", TK_AND}, {"or", TK_OR},   {"not", TK_NOT},   {"eqv", TK_EQV},
    {"neqv", TK_NEQV}, {"true", TK_TRUE}, {"false", TK_FALSE},
};

/* Reads an optional _kind suffix at lc[*i]; returns it or NULL. */
static const char *kind_suffix(Lexer *L, int *i)
{
    const char *c = L->lc;
    if (c[*i] != '_' || !is_idc((unsigned char)c[*i + 1]) || c[*i + 1] == '_')
        return NULL;
    int b = *i + 1, j = b;
    while (is_idc((unsigned char)c[j]))
        j++;
    *i = j;
    return str_lower(cu_arena, c + b, (size_t)(j - b));
}

static bool all_digits_of_base(const char *s, int n, int base)
{
    if (n == 0)
        return false;
    for (int i = 0; i < n; i++) {
        int c = tolower((unsigned char)s[i]);
        int v = isdigit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : 99;
        if (v >= base)
            return false;
    }
    return true;
}

static int boz_base_of(int c)
{
    switch (tolower(c)) {
    case 'b': return 2;
    case 'o': return 8;
    case 'z': case 'x': return 16;
    default: return 0;
    }
}

/* -fbackslash: the character that the escape at c[*j] ('\\' then a letter,
 * '0' or xNN) stands for, *j moved past it; -1 for another combination,
 * which stays as written (gfortran's list). */
static long backslash_escape(const char *c, int *j, int len)
{
    char e = c[*j + 1];
    static const char from[] = "abfnrtv\\0", to[] = "\a\b\f\n\r\t\v\\";
    const char *p = strchr(from, e);
    if (e && p) {
        *j += 2;
        return (unsigned char)to[p - from];
    }
    if (e == 'x' && *j + 3 < len && isxdigit((unsigned char)c[*j + 2]) && isxdigit((unsigned char)c[*j + 3])) {
        char hex[3] = {c[*j + 2], c[*j + 3], 0};
        *j += 4;
        return (int)strtol(hex, NULL, 16);
    }
    /* \uXXXX, \UXXXXXXXX: a character of kind 4 */
    int nd = e == 'u' ? 4 : e == 'U' ? 8 : 0;
    if (nd && *j + 1 + nd < len) {
        char hex[9] = {0};
        for (int k = 0; k < nd; k++) {
            if (!isxdigit((unsigned char)c[*j + 2 + k]))
                return -1;
            hex[k] = c[*j + 2 + k];
        }
        *j += 2 + nd;
        return (long)strtoul(hex, NULL, 16);
    }
    return -1;
}

/* The body of a character constant from c[j] (after its opening quote q):
 * its length with doubled quotes counted once, copied into buf when given;
 * -fbackslash escapes taken as one character; *end is the index after the
 * closing quote (or ln). */
static int string_body(const char *c, int j, int ln, char q, char *buf, uint32_t *wbuf, bool *wide, int *end,
                       bool *closed)
{
    int n = 0;
    *closed = false;
    while (j < ln) {
        if (c[j] == q) {
            if (c[j + 1] == q) {
                if (buf)
                    buf[n] = q;
                if (wbuf)
                    wbuf[n] = (unsigned char)q;
                n++;
                j += 2;
                continue;
            }
            *closed = true;
            j++;
            break;
        }
        if (c[j] == '\\' && opts.backslash_escapes && j + 1 < ln) {
            long e = backslash_escape(c, &j, ln);
            if (e >= 0) {
                if (buf)
                    buf[n] = (char)e;
                if (wbuf)
                    wbuf[n] = (uint32_t)e;
                if (wide && e > 255)
                    *wide = true;
                n++;
                continue;
            }
        }
        if (buf)
            buf[n] = c[j];
        if (wbuf)
            wbuf[n] = (unsigned char)c[j];
        n++;
        j++;
    }
    if (buf)
        buf[n] = 0;
    *end = j;
    return n;
}

/* A character constant starting at the quote lc[*i]; 'kind' is its prefix. */
static void lex_string(Lexer *L, int *i, Loc loc, const char *kind, bool space)
{
    const char *c = L->lc;
    char q = c[*i];
    int j;
    bool closed;
    /* sized to the constant, not to the line: a line of 50,000 constants
     * would otherwise take 50,000 line-sized buffers */
    bool wide = false;
    int n = string_body(c, *i + 1, L->ln, q, NULL, NULL, &wide, &j, &closed);
    char *buf = arena_alloc(cu_arena, (size_t)n + 1);
    uint32_t *wbuf = wide ? arena_alloc(cu_arena, sizeof(uint32_t) * ((size_t)n + 1)) : NULL;
    string_body(c, *i + 1, L->ln, q, buf, wbuf, NULL, &j, &closed);
    if (!closed)
        lex_error(L, loc, "unterminated character constant%s", "");
    /* 'ff'z: a BOZ constant written in the trailing form */
    int base = boz_base_of((unsigned char)c[j]);
    if (closed && !kind && base && !is_idc((unsigned char)c[j + 1]) && all_digits_of_base(buf, n, base)) {
        Token *t = lex_push_tok(L, TK_BOZ, loc);
        t->text = str_lower(cu_arena, buf, (size_t)n);
        t->boz_base = base;
        t->space_before = space;
        *i = j + 1;
        return;
    }
    Token *t = lex_push_tok(L, TK_STRING, loc);
    t->text = buf;
    t->len = n;
    t->wide = wbuf;
    t->kind_suffix = kind;
    t->space_before = space;
    *i = j;
}

/* Whether the statement being lexed is a WRITE or READ whose control list
 * has just closed, so that an nH... next is the first output item
 * (write (u, *) 5Hhello): the ')' must close the statement's first '('. */
static bool io_items_follow(Lexer *L)
{
    int last = L->out->len - 1, i = last;
    while (i >= 0 && !L->out->tok[i].stmt_start)
        i--;
    if (i < 0 || i + 1 >= last || L->out->tok[i].kind != TK_IDENT || !L->out->tok[i].text ||
        L->out->tok[i + 1].kind != TK_LPAREN)
        return false;
    const char *w = L->out->tok[i].text;
    if (strcasecmp(w, "write") && strcasecmp(w, "read"))
        return false;
    int depth = 0;
    for (int k = i + 1; k <= last; k++) {
        if (L->out->tok[k].kind == TK_LPAREN)
            depth++;
        else if (L->out->tok[k].kind == TK_RPAREN && --depth == 0)
            return k == last;
    }
    return false;
}

/* R708 int-literal-constant / R714 real-literal-constant, starting at a digit
 * or at '.' followed by a digit. */
static void lex_number(Lexer *L, int *i, Loc loc, bool space)
{
    const char *c = L->lc;
    int b = *i, j = *i;
    bool real = false, dbl = false;
    /* nH...: a Hollerith constant, its text a character value */
    const Token *pt = L->out->len ? &L->out->tok[L->out->len - 1] : NULL;
    char prev = !pt || pt->stmt_start || pt->kind == TK_EOS ? 0
              : pt->kind == TK_LPAREN || pt->kind == TK_LBRACKET ? '('
              : pt->kind == TK_COMMA ? ',' : pt->kind == TK_SLASH ? '/'
              : pt->kind == TK_ASSIGN ? '=' : pt->kind == TK_STAR && lex_in_data(c, L->ln) ? '*'
              /* a.ne.4HABCD: an operand of a comparison (DEC, gfortran) */
              : pt->kind >= TK_EQ && pt->kind <= TK_GE ? '='
              : pt->kind == TK_RPAREN && io_items_follow(L) ? ',' : 0;
    int after, n = lex_hollerith_const(c, b, L->ln, prev, &after);
    if (n > 0 && after + n <= L->ln) {
        Token *t = lex_push_tok(L, TK_STRING, loc);
        t->text = arena_strndup(cu_arena, c + after, (size_t)n);
        t->len = n;
        t->hollerith = true;
        t->space_before = space;
        *i = after + n;
        return;
    }
    while (isdigit((unsigned char)c[j]))
        j++;
    if (c[j] == '.') {
        /* 1.eq.2: the dot starts an operator, not a fraction */
        int k = j + 1;
        while (isalpha((unsigned char)c[k]))
            k++;
        bool op = k > j + 1 && c[k] == '.';
        if (op) {
            /* 1.e5 style cannot end in '.', but 1.d0. cannot occur either */
        } else {
            real = true;
            j++;
            while (isdigit((unsigned char)c[j]))
                j++;
        }
    }
    int e = tolower((unsigned char)c[j]);
    if ((e == 'e' || e == 'd' || e == 'q') &&
        (isdigit((unsigned char)c[j + 1]) ||
         ((c[j + 1] == '+' || c[j + 1] == '-') && isdigit((unsigned char)c[j + 2])))) {
        real = true;
        dbl = e == 'd';
        j += 2;
        while (isdigit((unsigned char)c[j]))
            j++;
    } else if (opts.dec && (e == 'e' || e == 'd' || e == 'q') && !is_idc((unsigned char)c[j + 1]) && c[j + 1] != '.' &&
               c[j + 1] != '\'' && c[j + 1] != '"') {
        /* -fdec: an exponent letter without digits is the exponent 0 (8e is 8e0) */
        real = true;
        dbl = e == 'd';
        j++;
    }
    const char *text = str_lower(cu_arena, c + b, (size_t)(j - b));
    /* 1_"abc": a numeric kind prefix on a character constant */
    if (!real && c[j] == '_' && (c[j + 1] == '\'' || c[j + 1] == '"')) {
        *i = j + 1;
        lex_string(L, i, loc, text, space);
        return;
    }
    Token *t = lex_push_tok(L, real ? TK_REAL : TK_INT, loc);
    t->text = text;
    t->is_double = dbl;
    t->space_before = space;
    t->kind_suffix = kind_suffix(L, &j);
    *i = j;
}

static TokenKind dot_op_kind(const char *w)
{
    for (size_t n = 0; n < sizeof dot_ops / sizeof dot_ops[0]; n++)
        if (strcmp(dot_ops[n].w, w) == 0)
            return dot_ops[n].k;
    return TK_DEFOP;
}

/* c[b, j) is a word between dots (".b.") that is no intrinsic operator, and
 * its closing dot at j opens one: ".b.eq." */
static bool dot_then_intrinsic_op(const char *c, int b, int j)
{
    if (c[j] != '.' || j == b)
        return false;
    char w[8];
    if (j - b < (int)sizeof w) {
        memcpy(w, c + b, (size_t)(j - b));
        w[j - b] = 0;
        for (char *q = w; *q; q++)
            *q = (char)tolower((unsigned char)*q);
        if (dot_op_kind(w) != TK_DEFOP)
            return false;
    }
    int k = j + 1, e = k;
    while (isalpha((unsigned char)c[e]))
        e++;
    if (e == k || c[e] != '.' || e - k >= (int)sizeof w)
        return false;
    memcpy(w, c + k, (size_t)(e - k));
    w[e - k] = 0;
    for (char *q = w; *q; q++)
        *q = (char)tolower((unsigned char)*q);
    TokenKind op = dot_op_kind(w);
    return op != TK_DEFOP && op != TK_TRUE && op != TK_FALSE;
}

/* .name. operators, .true./.false. with kind, or a real starting with '.' */
static void lex_dot(Lexer *L, int *i, Loc loc, bool space)
{
    const char *c = L->lc;
    int j = *i + 1;
    if (isdigit((unsigned char)c[j])) {
        lex_number(L, i, loc, space);
        return;
    }
    int b = j;
    if (c[j] == '.' && !isalpha((unsigned char)c[j + 1])) {
        Token *t = lex_push_tok(L, TK_DOTDOT, loc);
        t->space_before = space;
        *i += 2;
        return;
    }
    while (isalpha((unsigned char)c[j]))
        j++;
    /* DEC structures (nvfortran, gfortran's -fdec-structure): a.b is a%b.
     * After a name or ')', '.' and a name not closed by a dot can only be
     * that; a.b.c stays an operator .b. here and the parser decides
     * (parse_member_dot), except a.b.eq.c, whose closing dot also opens
     * the intrinsic operator: a%b .eq. c. */
    const Token *pt = L->out->len ? &L->out->tok[L->out->len - 1] : NULL;
    bool after_ref = pt && (pt->kind == TK_IDENT || pt->kind == TK_RPAREN || pt->kind == TK_MEMBER);
    if (after_ref && is_id1((unsigned char)c[b]) && (c[j] != '.' || dot_then_intrinsic_op(c, b, j))) {
        int e = b;
        while (is_idc((unsigned char)c[e]))
            e++;
        Token *t = lex_push_tok(L, TK_MEMBER, loc);
        t->text = str_lower(cu_arena, c + b, (size_t)(e - b));
        t->space_before = space;
        *i = e;
        return;
    }
    if (j == b || c[j] != '.') {
        lex_error(L, loc, "unexpected character '%s'", ".");
        *i += 1;
        return;
    }
    char *w = str_lower(cu_arena, c + b, (size_t)(j - b));
    j++;
    TokenKind k = TK_DEFOP;
    for (size_t n = 0; n < sizeof dot_ops / sizeof dot_ops[0]; n++)
        if (strcmp(dot_ops[n].w, w) == 0)
            k = dot_ops[n].k;
    Token *t = lex_push_tok(L, k, loc);
    t->text = w;
    t->space_before = space;
    if (k == TK_TRUE || k == TK_FALSE)
        t->kind_suffix = kind_suffix(L, &j);
    *i = j;
}

/* Punctuation and operators, longest match first. */
static bool lex_punct(Lexer *L, int *i, Loc loc, bool space)
{
    static const struct {
        const char *s;
        TokenKind k;
    } ops[] = {
        {"<<<", TK_CHEVRON_OPEN}, {">>>", TK_CHEVRON_CLOSE}, {"**", TK_POW}, {"//", TK_CONCAT},
        {"==", TK_EQ}, {"/=", TK_NE}, {"<=", TK_LE}, {">=", TK_GE}, {"=>", TK_ARROW},
        {"::", TK_DCOLON}, {"(", TK_LPAREN}, {")", TK_RPAREN}, {"[", TK_LBRACKET},
        {"]", TK_RBRACKET}, {",", TK_COMMA}, {":", TK_COLON}, {"=", TK_ASSIGN},
        {"%", TK_PERCENT}, {"+", TK_PLUS}, {"-", TK_MINUS}, {"*", TK_STAR}, {"/", TK_SLASH},
        {"<", TK_LT}, {">", TK_GT}, {"?", TK_QUESTION},
    };
    const char *c = L->lc + *i;
    for (size_t n = 0; n < sizeof ops / sizeof ops[0]; n++) {
        size_t len = strlen(ops[n].s);
        if (strncmp(c, ops[n].s, len) == 0) {
            Token *t = lex_push_tok(L, ops[n].k, loc);
            t->space_before = space;
            *i += (int)len;
            return true;
        }
    }
    return false;
}

/* "format (" after an optional label: the whole parenthesised specification
 * becomes one TK_FORMAT_SPEC token.  Returns false if this is not FORMAT. */
static bool lex_format(Lexer *L, int *i, bool space)
{
    const char *c = L->lc;
    int j = *i;
    if (!starts_ci(c + j, c + L->ln, "format"))
        return false;
    int k = j + 6;
    while (c[k] == ' ' || c[k] == '\t')
        k++;
    if (c[k] != '(')
        return false;
    int depth = 0, m = k;
    char quote = 0;
    char prev = 0;
    for (; m < L->ln; m++) {
        if (quote) {
            if (c[m] == quote)
                quote = 0;
            continue;
        }
        int after, n = lex_hollerith_count(c, m, L->ln, prev, &after);
        if (n > 0) {
            m = after + n - 1 < L->ln ? after + n - 1 : L->ln;
            prev = 'H';
            continue;
        }
        if (c[m] != ' ' && c[m] != '\t')
            prev = c[m];
        if (c[m] == '\'' || c[m] == '"')
            quote = c[m];
        else if (c[m] == '(')
            depth++;
        else if (c[m] == ')' && --depth == 0)
            break;
    }
    if (m >= L->ln)
        return false;
    int after = m + 1;
    while (c[after] == ' ' || c[after] == '\t')
        after++;
    if (c[after] != 0 && c[after] != ';')
        return false; /* format(1) = 2 is an assignment */
    Token *t = lex_push_tok(L, TK_IDENT, L->ll[j]);
    t->text = "format";
    t->space_before = space;
    t = lex_push_tok(L, TK_FORMAT_SPEC, L->ll[k]);
    t->text = arena_strndup(cu_arena, c + k, (size_t)(m + 1 - k));
    t->space_before = k > j + 6;
    *i = m + 1;
    return true;
}

/* Fortran INCLUDE line: the file is found next to the including file, then in
 * the -I directories. */
static bool lex_include(Lexer *L, int i)
{
    const char *c = L->lc;
    if (!starts_ci(c + i, c + L->ln, "include"))
        return false;
    int j = i + 7;
    while (c[j] == ' ' || c[j] == '\t')
        j++;
    if (c[j] != '\'' && c[j] != '"')
        return false;
    char q = c[j];
    int b = ++j;
    while (j < L->ln && c[j] != q)
        j++;
    if (j >= L->ln)
        return false;
    int k = j + 1;
    while (c[k] == ' ' || c[k] == '\t')
        k++;
    if (c[k])
        return false;
    char *name = arena_strndup(cu_arena, c + b, (size_t)(j - b));
    Loc loc = L->ll[i];
    SourceFile *sf = NULL;
    const char *dir = loc.file ? loc.file->name : "";
    const char *slash = strrchr(dir, '/');
    if (name[0] == '/')
        sf = source_load(name);
    else if (slash)
        sf = source_load(arena_printf(cu_arena, "%.*s/%s", (int)(slash - dir), dir, name));
    else
        sf = source_load(name);
    for (int d = 0; !sf && d < opts.include_dirs.len; d++)
        sf = source_load(arena_printf(cu_arena, "%s/%s", (char *)opts.include_dirs.data[d], name));
    if (!sf && opts.shipped_module_dir) /* the compiler's own include files: omp_lib.h */
        sf = source_load(arena_printf(cu_arena, "%s/%s", opts.shipped_module_dir, name));
    if (!sf) {
        lex_error(L, loc, "cannot open INCLUDE file '%s'", name);
        return true;
    }
    if (L->include_depth > 50) {
        lex_error(L, loc, "INCLUDE files nested too deeply at '%s'", name);
        return true;
    }
    Lexer sub = {.p = sf->text, .end = sf->text + sf->len, .file = sf, .root = sf, .line = 1, .out = L->out,
                 .include_depth = L->include_depth + 1, .ok = true};
    if (!lex_buffer(&sub))
        L->ok = false;
    free(sub.lc);
    free(sub.ll);
    return true;
}

/* One token (not a label) at lc[*i]. */
static void lex_token(Lexer *L, int *i, Loc loc, bool space)
{
    const char *c = L->lc;
    int ch = (unsigned char)c[*i];
    if (is_id1(ch)) {
        int b = *i, e = *i;
        while (is_idc((unsigned char)c[e]))
            e++;
        if ((c[e] == '\'' || c[e] == '"') && e - b == 1 && boz_base_of(c[b])) {
            /* z'ff' */
            char q = c[e];
            int d = e + 1, j = d;
            while (j < L->ln && c[j] != q)
                j++;
            Token *t = lex_push_tok(L, TK_BOZ, loc);
            t->text = str_lower(cu_arena, c + d, (size_t)(j - d));
            t->boz_base = boz_base_of(c[b]);
            t->space_before = space;
            if (j >= L->ln)
                lex_error(L, loc, "unterminated BOZ constant%s", "");
            else if (!all_digits_of_base(c + d, j - d, t->boz_base))
                lex_error(L, loc, "invalid digit in BOZ constant '%s'", t->text);
            *i = j < L->ln ? j + 1 : j;
        } else if ((c[e] == '\'' || c[e] == '"') && c[e - 1] == '_' && e - b > 1) {
            /* c_char_"x": a named kind prefix on a character constant */
            *i = e;
            lex_string(L, i, loc, str_lower(cu_arena, c + b, (size_t)(e - 1 - b)), space);
        } else {
            Token *t = lex_push_tok(L, TK_IDENT, loc);
            t->text = str_lower(cu_arena, c + b, (size_t)(e - b));
            t->space_before = space;
            *i = e;
        }
    } else if (isdigit(ch)) {
        lex_number(L, i, loc, space);
    } else if (ch == '.') {
        lex_dot(L, i, loc, space);
    } else if (ch == '\'' || ch == '"') {
        lex_string(L, i, loc, NULL, space);
    } else if (!lex_punct(L, i, loc, space)) {
        char bad[2] = {(char)ch, 0};
        if (ch == '&')
            lex_error(L, loc, "'%s' is only allowed at the end of a continued line", bad);
        else
            lex_error(L, loc, "unexpected character '%s'", bad);
        *i += 1;
    }
}

void lex_tokenize_logical(Lexer *L, bool directive)
{
    const char *c = L->lc;
    int i = 0;
    bool at_start = !directive;
    while (i < L->ln) {
        bool space = false;
        while (c[i] == ' ' || c[i] == '\t')
            i++, space = true;
        if (i >= L->ln)
            break;
        Loc loc = L->ll[i];
        if (c[i] == ';') {
            lex_push_eos(L, loc);
            i++;
            at_start = !directive;
            continue;
        }
        if (!at_start) {
            lex_token(L, &i, loc, space);
            continue;
        }
        at_start = false;
        int first = L->out->len;
        if (isdigit((unsigned char)c[i])) {
            /* R611 label */
            int b = i;
            while (isdigit((unsigned char)c[i]))
                i++;
            Token *t = lex_push_tok(L, TK_INT, loc);
            t->text = arena_strndup(cu_arena, c + b, (size_t)(i - b));
            t->stmt_start = true;
            t->space_before = space;
            while (c[i] == ' ' || c[i] == '\t')
                i++;
            if (i < L->ln)
                lex_format(L, &i, true);
            continue;
        }
        if (first == 0 || L->out->tok[first - 1].kind == TK_EOS) {
            if (lex_include(L, i))
                return;
        }
        if (!lex_format(L, &i, space))
            lex_token(L, &i, loc, space);
        if (L->out->len > first)
            L->out->tok[first].stmt_start = true;
    }
    lex_push_eos(L, L->ll[L->ln]);
}

DirKind lex_directive_kind(const char *b, const char *e, int *len)
{
    static const struct {
        const char *s;
        DirKind k;
    } tab[] = {
        {"!$cuf", DIR_CUF}, {"!@cuf", DIR_COND}, {"!dir$", DIR_DIR}, {"!dec$", DIR_DIR},
        {"!pgi$", DIR_DIR}, {"!$acc", DIR_IGNORE}, {"!$omp", DIR_OMP},
    };
    for (size_t n = 0; n < sizeof tab / sizeof tab[0]; n++)
        if (starts_ci(b, e, tab[n].s)) {
            *len = 5;
            return tab[n].k == DIR_OMP && !opts.openmp ? DIR_IGNORE : tab[n].k;
        }
    /* OpenMP conditional compilation: "!$" then a blank (or the line's end) */
    if (opts.openmp && e - b >= 2 && b[0] == '!' && b[1] == '$' && (e - b == 2 || b[2] == ' ' || b[2] == '\t')) {
        *len = 2;
        return DIR_OMP_COND;
    }
    return DIR_NONE;
}

void lex_push_dir_directive(Lexer *L, Loc at, const char *r, const char *re, Loc eos)
{
    Token *t = lex_push_tok(L, TK_DIRECTIVE, at);
    t->text = "dir";
    t->stmt_start = true;
    r = skip_blanks(r, re);
    while (re > r && (re[-1] == ' ' || re[-1] == '\t'))
        re--;
    /* the directive's name is a keyword, case-insensitive as the sentinel
     * (!DIR$ IGNORE_TKR is !dir$ ignore_tkr); what follows is kept */
    char *raw = arena_strndup(cu_arena, r, (size_t)(re - r));
    for (char *c = raw; *c && (isalnum((unsigned char)*c) || *c == '_'); c++)
        *c = (char)tolower((unsigned char)*c);
    t->raw = raw;
    lex_push_tok(L, TK_EOS, eos);
}

/* The whole buffer: physical lines → logical lines → tokens. */
static bool lex_buffer(Lexer *L)
{
    if (opts.fixed_form)
        return lex_fixed_buffer(L);
    const char *s, *e;
    Loc loc;
    while (lex_next_line(L, &s, &e, &loc)) {
        if (diag_too_many())
            break;
        const char *b = skip_blanks(s, e);
        if (b == e)
            continue;
        if (*b == '!') {
            int n = 0;
            DirKind k = lex_directive_kind(b, e, &n);
            bool cuda = opts.cuda != CUDA_MODE_OFF;
            if ((k == DIR_COND && cuda) || k == DIR_OMP_COND) {
                /* !@cuf: the rest of the line is source when compiling CUDA;
                 * !$ likewise with -mp (its continuation lines repeat "!$") */
                Loc l2 = loc;
                l2.col += (int)(b + n - s);
                build_logical(L, b + n, e, l2, k == DIR_OMP_COND ? "!$" : NULL);
                lex_tokenize_logical(L, false);
            } else if ((k == DIR_CUF && cuda) || k == DIR_OMP) {
                Loc dl = loc;
                dl.col += (int)(b - s);
                Token *t = lex_push_tok(L, TK_DIRECTIVE, dl);
                t->text = k == DIR_OMP ? "omp" : "cuf";
                t->stmt_start = true;
                Loc l2 = loc;
                l2.col += (int)(b + n - s);
                build_logical(L, b + n, e, l2, k == DIR_OMP ? "!$omp" : "!$cuf");
                lex_tokenize_logical(L, true);
            } else if (k == DIR_DIR) {
                Loc dl = loc;
                dl.col += (int)(b - s);
                lex_push_dir_directive(L, dl, b + n, e, (Loc){loc.file, loc.line, (int)(e - s) + 1});
            }
            continue;
        }
        if (*b == '#') {
            Loc l2 = loc;
            l2.col += (int)(b - s);
            lex_error(L, l2, "preprocessor directive found in a file that is not preprocessed; use %s", "-cpp");
            continue;
        }
        build_logical(L, s, e, loc, NULL);
        lex_tokenize_logical(L, false);
    }
    return L->ok;
}

/* Preprocess if asked, then tokenize; the list ends with TK_EOF. */
bool lex_file(SourceFile *src, TokenList *out)
{
    const char *text = src->text;
    size_t len = src->len;
    if (opts.preprocess) {
        char *pp = pp_run(src);
        if (!pp)
            return false;
        text = pp;
        len = strlen(pp);
    }
    Lexer L = {.p = text, .end = text + len, .file = src, .root = src, .line = 1, .out = out, .ok = true};
    bool ok = lex_buffer(&L);
    free(L.lc);
    free(L.ll);
    Loc eof = {src, L.line > 1 ? L.line - 1 : 1, 1};
    if (out->len)
        eof = out->tok[out->len - 1].loc;
    lex_push_eos(&L, eof);
    lex_push_tok(&L, TK_EOF, eof);
    return ok && diag_error_count() == 0;
}

static const char *const tok_names[] = {
#define X(k, s) #k,
    TOKEN_LIST(X)
#undef X
};

static void dump_escaped(FILE *out, const char *s, int n)
{
    fputc('"', out);
    for (int i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\')
            fprintf(out, "\\%c", ch);
        else if (ch < 32 || ch >= 127)
            fprintf(out, "\\x%02x", ch);
        else
            fputc(ch, out);
    }
    fputc('"', out);
}

/* --dump-tokens: "line:col KIND [text] [_kind] [base=N] [double] [start]" */
void lex_dump(const TokenList *toks, FILE *out)
{
    for (int i = 0; i < toks->len; i++) {
        const Token *t = &toks->tok[i];
        fprintf(out, "%d:%d %s", t->loc.line, t->loc.col, tok_names[t->kind] + 3);
        if (t->kind == TK_STRING) {
            fputc(' ', out);
            dump_escaped(out, t->text, t->len);
        } else if (t->text && t->kind != TK_EOS) {
            fprintf(out, " %s", t->text);
        }
        if (t->kind_suffix)
            fprintf(out, " _%s", t->kind_suffix);
        if (t->kind == TK_BOZ)
            fprintf(out, " base=%d", t->boz_base);
        if (t->is_double)
            fputs(" double", out);
        if (t->raw)
            fprintf(out, " raw=%s", t->raw);
        if (t->stmt_start)
            fputs(" start", out);
        fputc('\n', out);
    }
}
