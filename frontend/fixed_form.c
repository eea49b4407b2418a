/* fixed_form.c — fixed-form source (.f .for .ftn, .F .FOR .FTN .fpp .FPP
 * after the preprocessor, or -Mfixed/-ffixed-form).
 *
 * Lines: columns 1-5 hold a label, a character other than blank or '0' in
 * column 6 continues the previous statement, columns 7 to 72 (-Mextend: 132,
 * -ffixed-line-length-N) hold the statement; the rest of a line is ignored.
 * C, c, *, ! and D (unless -fd-lines-as-code) in column 1, blank lines, and
 * '!' outside a character constant start comments.  A tab in columns 1-6
 * moves to column 7, or makes the digit 1-9 after it a continuation mark in
 * column 6 (the DEC tab form gfortran reads).  A character constant left
 * open at the end of a short line is padded with blanks to the last column,
 * as gfortran does (not with -fno-pad-source).  Directives: C$CUF, c$cuf, *$cuf, !$cuf in column 1 (or
 * !$cuf anywhere before the statement), continued by the same sentinel and a
 * mark in column 6; !@cuf lines are source when compiling CUDA Fortran.
 * With -mp, C$OMP / !$OMP / *$OMP likewise, and !$ / C$ / *$ in columns 1-2
 * are blanks (OpenMP conditional compilation).
 *
 * Blanks are insignificant outside character constants, as the standard
 * says.  A statement is first squeezed (every blank dropped, each remaining
 * character keeping the Loc of its original line and column), then its
 * keywords are found by the rules of fixed form: an assignment is known by
 * its '=' (DO10I=1,10 is a DO because of the comma after it), every other
 * statement starts with a keyword.  A blank is put back after each keyword,
 * so lex.c cuts the same tokens as for the blank-separated spelling, and
 * the parser sees what a free-form line would give it.  FORMAT statements
 * keep their blanks (H edit descriptors count them).
 */
#include "lex.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef enum { PEND_NONE, PEND_STMT, PEND_CUF } Pending;

typedef struct Fixed {
    Lexer *L;
    /* the physical line in columns: character and byte offset in the line */
    char *fc;
    int *fo;
    int nc, fcap;
    const char *ls;        /* the physical line */
    Loc lloc;              /* its column 1 */
    /* the statement (or $cuf directive) being continued, unsqueezed */
    Pending pending;
    char *rc;
    Loc *rl;
    bool *rs;              /* inside a character constant */
    int rn, rcap;
    char quote;            /* the open character constant's delimiter */
    int holl;              /* characters left in a FORMAT's Hollerith descriptor */
    int last_cols;         /* columns of the last line read into rc */
    Loc last_end;          /* just past its last character */
    char label[16];
    int nlabel;
    Loc label_loc;
    Loc dir_loc;           /* PEND_CUF: where the sentinel is */
    const char *dir_text;  /* its directive: "cuf" or "omp" (classify) */
    const char *pend_text; /* that of the directive pending */
    /* the squeezed statement */
    char *sc;
    Loc *sl;
    bool *ss;
    int *sr;               /* index in rc */
    int sn, scap;
} Fixed;

static void *grow(void *p, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return p;
    int c = *cap ? *cap : 256;
    while (c < need)
        c *= 2;
    p = realloc(p, elem * (size_t)c);
    if (!p) {
        fputs("cuf90: out of memory\n", stderr);
        abort();
    }
    *cap = c;
    return p;
}

/* ---- physical lines ------------------------------------------------------ */

static void col_push(Fixed *F, char c, int off)
{
    if (F->nc + 1 > F->fcap) {
        int cap = F->fcap;
        F->fc = grow(F->fc, &cap, F->nc + 1, 1);
        cap = F->fcap;
        F->fo = grow(F->fo, &cap, F->nc + 1, sizeof(int));
        F->fcap = cap;
    }
    F->fc[F->nc] = c;
    F->fo[F->nc] = off;
    F->nc++;
}

/* The line [s, e) in columns: tabs of columns 1-6 expanded, cut at the
 * line length. */
static void expand_line(Fixed *F, const char *s, const char *e, Loc loc)
{
    F->nc = 0;
    F->ls = s;
    F->lloc = loc;
    for (const char *p = s; p < e; p++) {
        if (*p == '\t' && F->nc < 6) {
            int to = p + 1 < e && p[1] >= '1' && p[1] <= '9' ? 5 : 6;
            while (F->nc < to)
                col_push(F, ' ', (int)(p - s));
            continue;
        }
        col_push(F, *p, (int)(p - s));
    }
    if (opts.fixed_line_length > 0 && F->nc > opts.fixed_line_length)
        F->nc = opts.fixed_line_length;
}

static Loc col_loc(Fixed *F, int k)
{
    Loc l = F->lloc;
    l.col = (k < F->nc ? F->fo[k] : (F->nc ? F->fo[F->nc - 1] + 1 : 0)) + 1;
    return l;
}

/* Form feeds (page breaks of old listings) are blanks too. */
static bool blank_col(char c) { return c == ' ' || c == '\t' || c == '\f'; }

typedef enum { FL_COMMENT, FL_INITIAL, FL_CONT, FL_CUF, FL_CUF_CONT, FL_DIR, FL_HASH } LineKind;

/* The directive sentinel of five columns at k, normalized to '!'. */
static DirKind sentinel_at(Fixed *F, int k)
{
    if (F->nc < k + 5)
        return DIR_NONE;
    char s[6] = {'!', F->fc[k + 1], F->fc[k + 2], F->fc[k + 3], F->fc[k + 4], 0};
    int n = 0;
    return lex_directive_kind(s, s + 5, &n);
}

/* What a physical line is; *dk is the column where a directive starts. */
static LineKind classify(Fixed *F, int *dk)
{
    bool cuda = opts.cuda != CUDA_MODE_OFF;
    if (F->nc == 0)
        return FL_COMMENT;
    char c0 = F->fc[0];
    if (c0 == '#')
        return FL_HASH; /* left by no preprocessor */
    if (c0 == 'd' || c0 == 'D') {
        if (!opts.d_lines_code)
            return FL_COMMENT;
        F->fc[0] = ' ';
    }
    int f = 0;
    while (f < F->nc && blank_col(F->fc[f]))
        f++;
    if (f == F->nc)
        return FL_COMMENT;
    bool comment = c0 == 'c' || c0 == 'C' || c0 == '*' || (F->fc[f] == '!' && f != 5);
    if (comment) {
        int k = c0 == '!' || c0 == 'c' || c0 == 'C' || c0 == '*' ? 0 : f;
        DirKind d = sentinel_at(F, k);
        *dk = k;
        if ((d == DIR_COND && cuda) || (d == DIR_OMP_COND && k == 0)) {
            /* !@cuf: the line without its sentinel is source; so is a
             * !$ / c$ / *$ line with -mp (columns 1-2 become blanks) */
            for (int i = k; i < k + (d == DIR_COND ? 5 : 2); i++)
                F->fc[i] = ' ';
            return classify(F, dk);
        }
        F->dir_text = d == DIR_OMP ? "omp" : "cuf";
        if ((d == DIR_CUF && cuda) || d == DIR_OMP) {
            if (k == 0 && F->nc > 5 && !blank_col(F->fc[5]) && F->fc[5] != '0')
                return FL_CUF_CONT;
            return FL_CUF;
        }
        if (d == DIR_DIR)
            return FL_DIR;
        return FL_COMMENT;
    }
    if (F->nc > 5 && !blank_col(F->fc[5]) && F->fc[5] != '0')
        return FL_CONT;
    return FL_INITIAL;
}

/* ---- the statement being continued ----------------------------------------- */

static void raw_push(Fixed *F, char c, Loc l, bool str)
{
    if (F->rn + 1 > F->rcap) {
        int cap = F->rcap;
        F->rc = grow(F->rc, &cap, F->rn + 1, 1);
        cap = F->rcap;
        F->rl = grow(F->rl, &cap, F->rn + 1, sizeof(Loc));
        cap = F->rcap;
        F->rs = grow(F->rs, &cap, F->rn + 1, sizeof(bool));
        F->rcap = cap;
    }
    F->rc[F->rn] = c;
    F->rl[F->rn] = l;
    F->rs[F->rn] = str;
    F->rn++;
}

/* The last non-blank character of the statement outside character constants. */
static char raw_last_nonblank(Fixed *F)
{
    for (int i = F->rn - 1; i >= 0; i--)
        if (!blank_col(F->rc[i]))
            return F->rs[i] ? 'H' : F->rc[i];
    return 0;
}

/* The same before a Hollerith constant: '*' only as DATA's repeat factor
 * (REAL*8HVAL declares HVAL). */
static char hollerith_prev(Fixed *F)
{
    char p = raw_last_nonblank(F);
    return p == '*' && !lex_in_data(F->rc, F->rn) ? 0 : p;
}

/* Appends the columns from 'from' on of the current line; a character
 * constant continued from the last line gets that line's padding first. */
static void append_text(Fixed *F, int from)
{
    if (F->quote && F->rn > 0 && opts.fixed_line_length > 0 && !opts.no_pad_source)
        for (int k = F->last_cols; k < opts.fixed_line_length; k++)
            raw_push(F, ' ', F->last_end, true);
    int k = from, last = -1;
    for (; k < F->nc; k++) {
        char c = F->fc[k];
        if (F->holl > 0) {
            /* '!', quotes and blanks are data in nH text */
            raw_push(F, c, col_loc(F, k), true);
            F->holl--;
            last = k;
            continue;
        }
        if (!F->quote && isdigit((unsigned char)c)) {
            int after, n = lex_in_format(F->rc, F->rn)
                               ? lex_hollerith_count(F->fc, k, F->nc, raw_last_nonblank(F), &after)
                               : lex_hollerith_const(F->fc, k, F->nc, hollerith_prev(F), &after);
            if (n > 0) {
                for (; k < after; k++)
                    raw_push(F, F->fc[k], col_loc(F, k), false);
                last = --k;
                F->holl = n;
                continue;
            }
        }
        if (!F->quote && c == '!')
            break;
        if (F->quote || !blank_col(c))
            last = k;
        bool str = F->quote != 0;
        if (F->quote) {
            if (c == F->quote)
                F->quote = 0;
        } else if (c == '\'' || c == '"') {
            F->quote = c;
            str = true;
        }
        raw_push(F, c, col_loc(F, k), str);
    }
    F->last_cols = F->nc;
    /* end-of-statement diagnostics point just past the text */
    if (last >= 0 || F->rn == 0)
        F->last_end = col_loc(F, last + 1 > from ? last + 1 : from);
}

/* ---- keywords in the squeezed statement ------------------------------------ */

static void squeeze(Fixed *F)
{
    F->sn = 0;
    for (int i = 0; i < F->rn; i++) {
        if (!F->rs[i] && blank_col(F->rc[i]))
            continue;
        if (F->sn + 1 > F->scap) {
            int cap = F->scap;
            F->sc = grow(F->sc, &cap, F->sn + 1, 1);
            cap = F->scap;
            F->sl = grow(F->sl, &cap, F->sn + 1, sizeof(Loc));
            cap = F->scap;
            F->ss = grow(F->ss, &cap, F->sn + 1, sizeof(bool));
            cap = F->scap;
            F->sr = grow(F->sr, &cap, F->sn + 1, sizeof(int));
            F->scap = cap;
        }
        F->sc[F->sn] = F->rc[i];
        F->sl[F->sn] = F->rl[i];
        F->ss[F->sn] = F->rs[i];
        F->sr[F->sn] = i;
        F->sn++;
    }
}

static void out_ch(Fixed *F, int i) { lex_lc_push(F->L, F->sc[i], F->sl[i]); }

static void out_range(Fixed *F, int i, int j)
{
    for (; i < j; i++)
        out_ch(F, i);
}

static void out_blank(Fixed *F, int i)
{
    lex_lc_push(F->L, ' ', i < F->sn ? F->sl[i] : F->last_end);
}

/* The keyword spelled 'w' (blanks where free form writes them) from the
 * squeezed characters at i; returns the index after it. */
static int out_kw(Fixed *F, int i, const char *w)
{
    for (; *w; w++) {
        if (*w == ' ')
            out_blank(F, i);
        else
            out_ch(F, i++);
    }
    return i;
}

static int kw_len(const char *w)
{
    int n = 0;
    for (; *w; w++)
        n += *w != ' ';
    return n;
}

/* Does keyword 'w' (blanks in it ignored) start at i? */
static bool kw_at(Fixed *F, int i, int e, const char *w)
{
    for (; *w; w++) {
        if (*w == ' ')
            continue;
        if (i >= e || F->ss[i] || tolower((unsigned char)F->sc[i]) != *w)
            return false;
        i++;
    }
    return true;
}

static bool ch_at(Fixed *F, int i, int e, char c) { return i < e && !F->ss[i] && F->sc[i] == c; }

static bool alpha_at(Fixed *F, int i, int e) { return i < e && !F->ss[i] && isalpha((unsigned char)F->sc[i]); }

static bool digit_at(Fixed *F, int i, int e) { return i < e && !F->ss[i] && isdigit((unsigned char)F->sc[i]); }

static int run_end(Fixed *F, int i, int e)
{
    while (i < e && !F->ss[i] && (isalnum((unsigned char)F->sc[i]) || F->sc[i] == '_' || F->sc[i] == '$'))
        i++;
    return i;
}

static int digits_end(Fixed *F, int i, int e)
{
    while (digit_at(F, i, e))
        i++;
    return i;
}

/* Index past the parenthesis that closes the one at i (e if none does). */
static int group_end(Fixed *F, int i, int e)
{
    int depth = 0;
    for (; i < e; i++) {
        if (F->ss[i])
            continue;
        if (F->sc[i] == '(')
            depth++;
        else if (F->sc[i] == ')' && --depth == 0)
            return i + 1;
    }
    return e;
}

/* Index of the first ',' (or 'c') outside parentheses in [i, e), or e. */
static int toplevel(Fixed *F, int i, int e, char c)
{
    int depth = 0;
    for (; i < e; i++) {
        if (F->ss[i])
            continue;
        if (F->sc[i] == '(')
            depth++;
        else if (F->sc[i] == ')')
            depth--;
        else if (F->sc[i] == c && depth == 0)
            return i;
    }
    return e;
}

/* designator '=' or '=>' at the start: an assignment (or a statement
 * function, or a DO); *eq is the '='. */
static bool assignment_like(Fixed *F, int b, int e, int *eq)
{
    if (!alpha_at(F, b, e))
        return false;
    int i = run_end(F, b, e);
    for (;;) {
        if (ch_at(F, i, e, '('))
            i = group_end(F, i, e);
        else if (ch_at(F, i, e, '%') && alpha_at(F, i + 1, e))
            i = run_end(F, i + 1, e);
        else
            break;
    }
    if (!ch_at(F, i, e, '=') || ch_at(F, i + 1, e, '='))
        return false;
    *eq = i;
    return true;
}

static const struct {
    const char *w; /* squeezed */
    const char *spelled;
} type_kws[] = {
    {"doubleprecision", "double precision"}, {"doublecomplex", "double complex"},
    {"integer", "integer"}, {"real", "real"}, {"complex", "complex"}, {"logical", "logical"},
    {"character", "character"}, {"byte", "byte"},
};

/* R703 declaration-type-spec at i (INTEGER*8, CHARACTER*(*), REAL(8),
 * TYPE(t), ...): the index after it, or -1.  Emits it when 'emit'. */
static int type_spec_at(Fixed *F, int i, int e, bool emit)
{
    if ((kw_at(F, i, e, "type") && ch_at(F, i + 4, e, '(')) || (kw_at(F, i, e, "class") && ch_at(F, i + 5, e, '('))) {
        int k = i + (tolower((unsigned char)F->sc[i]) == 't' ? 4 : 5);
        int j = group_end(F, k, e);
        if (emit)
            out_range(F, i, j);
        return j;
    }
    for (size_t t = 0; t < sizeof type_kws / sizeof *type_kws; t++) {
        if (!kw_at(F, i, e, type_kws[t].w))
            continue;
        int j = i + kw_len(type_kws[t].w);
        if (emit)
            out_kw(F, i, type_kws[t].spelled);
        int k = j;
        if (ch_at(F, j, e, '*')) {
            /* REAL*8, CHARACTER*20, CHARACTER*(*): the length ends the run */
            k = ch_at(F, j + 1, e, '(') ? group_end(F, j + 1, e) : digits_end(F, j + 1, e);
        } else if (ch_at(F, j, e, '(')) {
            k = group_end(F, j, e);
        }
        if (emit)
            out_range(F, j, k);
        return k;
    }
    return -1;
}

/* name(dummy-list) [RESULT(r)] [BIND(...)] after FUNCTION: the dummies
 * are names or '*', which tells REAL FUNCTION F(X) from REAL FUNCTIONF(10). */
static bool function_header(Fixed *F, int j, int e)
{
    if (!alpha_at(F, j, e))
        return false;
    int k = run_end(F, j, e);
    if (!ch_at(F, k, e, '('))
        return false;
    k++;
    if (!ch_at(F, k, e, ')')) {
        for (;;) {
            if (alpha_at(F, k, e))
                k = run_end(F, k, e);
            else if (ch_at(F, k, e, '*'))
                k++;
            else
                return false;
            if (ch_at(F, k, e, ','))
                k++;
            else
                break;
        }
        if (!ch_at(F, k, e, ')'))
            return false;
    }
    k++;
    return k == e || (kw_at(F, k, e, "result") && ch_at(F, k + 6, e, '(')) ||
           (kw_at(F, k, e, "bind") && ch_at(F, k + 4, e, '('));
}

/* R1526/R1530 prefix... SUBROUTINE|FUNCTION name...: RECURSIVE, PURE,
 * ELEMENTAL, IMPURE, ATTRIBUTES(...), a type in any order.  Returns false
 * (emitting nothing) when the statement is not a subprogram header. */
static bool subprogram_header(Fixed *F, int b, int e, bool emit)
{
    static const char *const prefixes[] = {"recursive", "pure", "elemental", "impure"};
    int i = b;
    for (;;) {
        bool found = false;
        for (size_t p = 0; p < sizeof prefixes / sizeof *prefixes && !found; p++)
            if (kw_at(F, i, e, prefixes[p])) {
                if (emit) {
                    out_kw(F, i, prefixes[p]);
                    out_blank(F, i + kw_len(prefixes[p]));
                }
                i += kw_len(prefixes[p]);
                found = true;
            }
        if (found)
            continue;
        if (kw_at(F, i, e, "attributes") && ch_at(F, i + 10, e, '(')) {
            int j = group_end(F, i + 10, e);
            if (emit) {
                out_range(F, i, j);
                out_blank(F, j);
            }
            i = j;
            continue;
        }
        int j = type_spec_at(F, i, e, emit);
        if (j < 0)
            break;
        if (emit)
            out_blank(F, j);
        i = j;
    }
    if (kw_at(F, i, e, "subroutine") && alpha_at(F, i + 10, e)) {
        if (emit) {
            out_kw(F, i, "subroutine");
            out_blank(F, i + 10);
            out_range(F, i + 10, e);
        }
        return true;
    }
    if (kw_at(F, i, e, "function") && function_header(F, i + 8, e)) {
        if (emit) {
            out_kw(F, i, "function");
            out_blank(F, i + 8);
            out_range(F, i + 8, e);
        }
        return true;
    }
    return false;
}

/* The keyword, a blank, the rest as it is. */
static void kw_rest(Fixed *F, int b, int e, const char *spelled)
{
    int i = out_kw(F, b, spelled);
    if (i < e) {
        out_blank(F, i);
        out_range(F, i, e);
    }
}

typedef enum {
    H_REST, H_DO, H_IF, H_ELSEIF, H_GUARDED, H_CASE, H_TYPE, H_TYPEKW, H_IMPLICIT, H_END,
    H_ASSIGN,
} Handler;

/* Statement keywords, a longer one before a shorter one it starts with. */
static const struct {
    const char *w;       /* squeezed */
    const char *spelled; /* as given to the tokenizer */
    Handler h;
} stmt_kws[] = {
    {"abstractinterface", "abstract interface", H_REST},
    {"allocatable", "allocatable", H_REST},
    {"allocate", "allocate", H_REST},
    {"assign", "assign", H_ASSIGN},
    {"attributes", "attributes", H_REST},
    {"backspace", "backspace", H_REST},
    {"blockdata", "block data", H_REST},
    {"block", "block", H_REST},
    {"call", "call", H_REST},
    {"casedefault", "case default", H_REST},
    {"case", "case", H_CASE},
    {"character", "character", H_TYPE},
    {"classdefault", "class default", H_REST},
    {"classis", "class is", H_REST},
    {"class", "class", H_TYPEKW},
    {"close", "close", H_REST},
    {"common", "common", H_REST},
    {"complex", "complex", H_TYPE},
    {"constant", "constant", H_REST},
    {"contains", "contains", H_REST},
    {"continue", "continue", H_REST},
    {"cycle", "cycle", H_REST},
    {"data", "data", H_REST},
    {"deallocate", "deallocate", H_REST},
    {"device", "device", H_REST},
    {"dimension", "dimension", H_REST},
    {"doublecomplex", "double complex", H_TYPE},
    {"doubleprecision", "double precision", H_TYPE},
    {"do", "do", H_DO},
    {"elseif", "else if", H_ELSEIF},
    {"elsewhere", "else where", H_REST},
    {"else", "else", H_REST},
    {"endfile", "end file", H_REST},
    {"end", "end", H_END},
    {"entry", "entry", H_REST},
    {"equivalence", "equivalence", H_REST},
    {"errorstop", "error stop", H_REST},
    {"exit", "exit", H_REST},
    {"external", "external", H_REST},
    {"final", "final", H_REST},
    {"flush", "flush", H_REST},
    {"forall", "forall", H_GUARDED},
    {"generic", "generic", H_REST},
    {"goto", "go to", H_REST},
    {"if", "if", H_IF},
    {"implicit", "implicit", H_IMPLICIT},
    {"import", "import", H_REST},
    {"include", "include", H_REST},
    {"inquire", "inquire", H_REST},
    {"integer", "integer", H_TYPE},
    {"intent", "intent", H_REST},
    {"interface", "interface", H_REST},
    {"intrinsic", "intrinsic", H_REST},
    {"logical", "logical", H_TYPE},
    {"managed", "managed", H_REST},
    {"map", "map", H_REST},
    {"moduleprocedure", "module procedure", H_REST},
    {"module", "module", H_REST},
    {"namelist", "namelist", H_REST},
    {"nullify", "nullify", H_REST},
    {"open", "open", H_REST},
    {"optional", "optional", H_REST},
    {"parameter", "parameter", H_REST},
    {"pause", "pause", H_REST},
    {"pinned", "pinned", H_REST},
    {"pointer", "pointer", H_REST},
    {"print", "print", H_REST},
    {"private", "private", H_REST},
    {"procedure", "procedure", H_REST},
    {"program", "program", H_REST},
    {"protected", "protected", H_REST},
    {"public", "public", H_REST},
    {"read", "read", H_REST},
    {"record", "record", H_REST},
    {"real", "real", H_TYPE},
    {"return", "return", H_REST},
    {"rewind", "rewind", H_REST},
    {"save", "save", H_REST},
    {"selectcase", "select case", H_REST},
    {"selectrank", "select rank", H_REST},
    {"selecttype", "select type", H_REST},
    {"sequence", "sequence", H_REST},
    {"shared", "shared", H_REST},
    {"stop", "stop", H_REST},
    {"structure", "structure", H_REST},
    {"target", "target", H_REST},
    {"texture", "texture", H_REST},
    {"typeis", "type is", H_REST},
    {"union", "union", H_REST},
    {"type", "type", H_TYPEKW},
    {"use", "use", H_REST},
    {"value", "value", H_REST},
    {"volatile", "volatile", H_REST},
    {"wait", "wait", H_REST},
    {"where", "where", H_GUARDED},
    {"write", "write", H_REST},
};

/* END [DO|IF|SUBROUTINE ... [name]] */
static void end_stmt(Fixed *F, int b, int e)
{
    static const struct {
        const char *w, *spelled;
    } ends[] = {
        {"blockdata", "block data"}, {"block", "block"}, {"do", "do"}, {"if", "if"},
        {"select", "select"}, {"where", "where"}, {"forall", "forall"}, {"interface", "interface"},
        {"type", "type"}, {"module", "module"}, {"program", "program"}, {"subroutine", "subroutine"},
        {"function", "function"}, {"associate", "associate"}, {"enum", "enum"},
        {"procedure", "procedure"}, {"critical", "critical"}, {"structure", "structure"},
        {"union", "union"}, {"map", "map"},
    };
    int i = out_kw(F, b, "end");
    for (size_t k = 0; k < sizeof ends / sizeof *ends; k++)
        if (kw_at(F, i, e, ends[k].w)) {
            out_blank(F, i);
            kw_rest(F, i, e, ends[k].spelled);
            return;
        }
    if (i < e) {
        out_blank(F, i);
        out_range(F, i, e);
    }
}

/* DO [label [,]] [var = ... | WHILE (...) | CONCURRENT (...)] */
static void do_stmt(Fixed *F, int b, int e)
{
    int i = out_kw(F, b, "do");
    if (digit_at(F, i, e)) {
        int j = digits_end(F, i, e);
        out_blank(F, i);
        out_range(F, i, j);
        i = j;
    }
    if (ch_at(F, i, e, ','))
        out_ch(F, i++);
    if (i >= e)
        return;
    out_blank(F, i);
    if ((kw_at(F, i, e, "while") && ch_at(F, i + 5, e, '(')) ||
        (kw_at(F, i, e, "concurrent") && ch_at(F, i + 10, e, '('))) {
        int j = i + (tolower((unsigned char)F->sc[i]) == 'w' ? 5 : 10);
        out_range(F, i, j);
        out_blank(F, j);
        i = j;
    }
    out_range(F, i, e);
}

static void stmt(Fixed *F, int b, int e);

/* What follows '(...)' of IF, ELSE IF, WHERE, FORALL at i. */
static void after_guard(Fixed *F, int i, int e, bool then_allowed, bool action)
{
    if (i >= e)
        return;
    out_blank(F, i);
    if (then_allowed && kw_at(F, i, e, "then")) {
        kw_rest(F, i, e, "then");
    } else if (action && !digit_at(F, i, e)) {
        stmt(F, i, e); /* logical IF, WHERE/FORALL statement */
    } else {
        out_range(F, i, e); /* arithmetic IF labels */
    }
}

/* IMPLICIT NONE | IMPLICIT type (letters) [, type (letters)]... */
static void implicit_stmt(Fixed *F, int b, int e)
{
    int i = out_kw(F, b, "implicit");
    if (kw_at(F, i, e, "none")) {
        out_blank(F, i);
        kw_rest(F, i, e, "none");
        return;
    }
    while (i < e) {
        out_blank(F, i);
        int j = toplevel(F, i, e, ',');
        bool found = false;
        for (size_t t = 0; t < sizeof type_kws / sizeof *type_kws && !found; t++)
            if (kw_at(F, i, e, type_kws[t].w)) {
                i = out_kw(F, i, type_kws[t].spelled);
                found = true;
            }
        out_range(F, i, j < e ? j + 1 : e);
        i = j < e ? j + 1 : e;
    }
}

/* One statement of the squeezed text [b, e): its keywords get blanks back. */
static void stmt(Fixed *F, int b, int e)
{
    if (b >= e)
        return;
    int r = run_end(F, b, e), eq;
    /* R1123 construct-name: DO, IF, SELECT CASE, ... */
    if (r > b && alpha_at(F, b, e) && ch_at(F, r, e, ':') && !ch_at(F, r + 1, e, ':')) {
        out_range(F, b, r + 1);
        out_blank(F, r + 1);
        stmt(F, r + 1, e);
        return;
    }
    if (assignment_like(F, b, e, &eq)) {
        if (kw_at(F, b, e, "do") && toplevel(F, eq, e, ',') < e)
            do_stmt(F, b, e); /* DO 10 I = 1, N */
        else if (kw_at(F, b, e, "parameter") && toplevel(F, eq, e, ',') < e)
            kw_rest(F, b, e, "parameter"); /* DEC's PARAMETER A = 1, B = 2 */
        else
            out_range(F, b, e);
        return;
    }
    /* FORMAT keeps its blanks: H edit descriptors count them */
    if (kw_at(F, b, e, "format") && ch_at(F, b + 6, e, '(') && group_end(F, b + 6, e) == e) {
        out_kw(F, b, "format");
        for (int k = F->sr[b + 6]; k <= F->sr[e - 1]; k++)
            lex_lc_push(F->L, F->rc[k], F->rl[k]);
        return;
    }
    if (subprogram_header(F, b, e, false)) {
        subprogram_header(F, b, e, true);
        return;
    }
    for (size_t k = 0; k < sizeof stmt_kws / sizeof *stmt_kws; k++) {
        if (!kw_at(F, b, e, stmt_kws[k].w))
            continue;
        int i = b + kw_len(stmt_kws[k].w);
        switch (stmt_kws[k].h) {
        case H_REST:
            kw_rest(F, b, e, stmt_kws[k].spelled);
            return;
        case H_DO:
            do_stmt(F, b, e);
            return;
        case H_IF:
        case H_ELSEIF:
        case H_GUARDED:
            if (!ch_at(F, i, e, '('))
                break;
            out_kw(F, b, stmt_kws[k].spelled);
            {
                int j = group_end(F, i, e);
                out_range(F, i, j);
                after_guard(F, j, e, stmt_kws[k].h != H_GUARDED, stmt_kws[k].h != H_ELSEIF);
            }
            return;
        case H_CASE:
            if (!ch_at(F, i, e, '('))
                break;
            out_kw(F, b, "case");
            {
                int j = group_end(F, i, e);
                out_range(F, i, j);
                if (j < e) {
                    out_blank(F, j);
                    out_range(F, j, e);
                }
            }
            return;
        case H_TYPE:
        case H_TYPEKW: {
            int j = type_spec_at(F, b, e, false);
            if (stmt_kws[k].h == H_TYPEKW && j < 0) {
                kw_rest(F, b, e, stmt_kws[k].spelled); /* TYPE t: a definition */
                return;
            }
            type_spec_at(F, b, e, true);
            if (j < e && !ch_at(F, j, e, ',') && !ch_at(F, j, e, ':'))
                out_blank(F, j); /* REAL X, CHARACTER*8 NAME: no '::' */
            out_range(F, j, e);
            return;
        }
        case H_IMPLICIT:
            implicit_stmt(F, b, e);
            return;
        case H_END:
            end_stmt(F, b, e);
            return;
        case H_ASSIGN:
            /* ASSIGN 10 TO I */
            if (digit_at(F, i, e)) {
                int j = digits_end(F, i, e);
                if (kw_at(F, j, e, "to") && alpha_at(F, j + 2, e)) {
                    out_kw(F, b, "assign");
                    out_blank(F, i);
                    out_range(F, i, j);
                    out_blank(F, j);
                    out_kw(F, j, "to");
                    out_blank(F, j + 2);
                    out_range(F, j + 2, e);
                    return;
                }
            }
            break;
        }
        break;
    }
    out_range(F, b, e); /* the parser says what is wrong with it */
}

/* ---- logical lines ---------------------------------------------------------- */

static void flush(Fixed *F)
{
    Lexer *L = F->L;
    Pending p = F->pending;
    F->pending = PEND_NONE;
    if (p == PEND_NONE)
        return;
    L->ln = 0;
    if (L->lc)
        L->lc[0] = 0;
    if (p == PEND_CUF) {
        Token *t = lex_push_tok(L, TK_DIRECTIVE, F->dir_loc);
        t->text = F->pend_text;
        t->stmt_start = true;
        for (int i = 0; i < F->rn; i++)
            lex_lc_push(L, F->rc[i], F->rl[i]);
        lex_lc_finish(L, F->last_end);
        lex_tokenize_logical(L, true);
        return;
    }
    squeeze(F);
    if (F->nlabel) {
        for (int i = 0; i < F->nlabel; i++)
            lex_lc_push(L, F->label[i], F->label_loc);
        lex_lc_push(L, ' ', F->label_loc);
    }
    /* statements separated by ';' */
    int b = 0;
    for (int i = 0; i <= F->sn; i++) {
        if (i < F->sn && (F->ss[i] || F->sc[i] != ';'))
            continue;
        stmt(F, b, i);
        if (i < F->sn)
            out_ch(F, i);
        b = i + 1;
    }
    lex_lc_finish(L, F->last_end);
    lex_tokenize_logical(L, false);
}

/* Columns 1-5 of an initial line: the label (blanks in it do not count). */
static void read_label(Fixed *F)
{
    F->nlabel = 0;
    for (int k = 0; k < 5 && k < F->nc; k++) {
        char c = F->fc[k];
        if (blank_col(c))
            continue;
        if (!isdigit((unsigned char)c)) {
            char bad[2] = {c, 0};
            lex_error(F->L, col_loc(F, k), "character '%s' in the label field (columns 1-5) of a fixed-form line", bad);
            continue;
        }
        if (F->nlabel == 0)
            F->label_loc = col_loc(F, k);
        if (F->nlabel < (int)sizeof F->label - 1)
            F->label[F->nlabel++] = c;
    }
}

static void start(Fixed *F, Pending p)
{
    F->pending = p;
    F->rn = 0;
    F->quote = 0;
    F->holl = 0;
    F->nlabel = 0;
}

bool lex_fixed_buffer(Lexer *L)
{
    Fixed F = {.L = L};
    const char *s, *e;
    Loc loc;
    while (lex_next_line(L, &s, &e, &loc)) {
        if (diag_too_many())
            break;
        expand_line(&F, s, e, loc);
        int dk = 0;
        LineKind k = classify(&F, &dk);
        switch (k) {
        case FL_COMMENT:
            break; /* comment lines may stand between continuation lines */
        case FL_CONT:
            if (F.pending != PEND_STMT) {
                lex_error(L, col_loc(&F, 5), "continuation line without a statement to continue%s", "");
                break;
            }
            for (int c = 0; c < 5; c++)
                if (!blank_col(F.fc[c])) {
                    lex_error(L, col_loc(&F, c), "a continuation line must have blanks in columns 1-5%s", "");
                    break;
                }
            append_text(&F, 6);
            break;
        case FL_HASH:
            flush(&F);
            lex_error(L, col_loc(&F, 0), "preprocessor directive found in a file that is not preprocessed; use %s",
                      "-cpp");
            break;
        case FL_INITIAL:
            flush(&F);
            start(&F, PEND_STMT);
            read_label(&F);
            append_text(&F, 6);
            break;
        case FL_CUF_CONT:
            if (F.pending == PEND_CUF && !strcmp(F.pend_text, F.dir_text)) {
                /* a directive's continuation starts a new word (C$OMP&REDUCTION) */
                raw_push(&F, ' ', col_loc(&F, 5), false);
                append_text(&F, 6);
                break;
            }
            /* a directive of its own */
            __attribute__((fallthrough));
        case FL_CUF:
            flush(&F);
            start(&F, PEND_CUF);
            F.dir_loc = col_loc(&F, dk);
            F.pend_text = F.dir_text;
            append_text(&F, dk + 5);
            break;
        case FL_DIR:
            flush(&F);
            lex_push_dir_directive(L, col_loc(&F, dk), s + F.fo[dk + 4] + 1, s + F.fo[F.nc - 1] + 1,
                                   col_loc(&F, F.nc));
            break;
        }
    }
    flush(&F);
    free(F.fc);
    free(F.fo);
    free(F.rc);
    free(F.rl);
    free(F.rs);
    free(F.sc);
    free(F.sl);
    free(F.ss);
    free(F.sr);
    return L->ok;
}
