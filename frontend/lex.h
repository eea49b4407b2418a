/* lex.h — internals shared by the lexer files: lex.c (physical lines, free
 * form, the tokens of a logical line) and fixed_form.c (fixed-form lines and
 * their insignificant blanks).  Both build one logical line at a time into
 * the Lexer's lc/ll arrays, each character with its original Loc, and hand
 * it to lex_tokenize_logical. */
#ifndef CUF90_LEX_H
#define CUF90_LEX_H

#include "cuf90.h"

typedef struct Lexer {
    const char *p, *end;     /* next physical line in the buffer */
    SourceFile *file;        /* original file of the next physical line */
    SourceFile *root;        /* the file being compiled (markers name it too) */
    int line;                /* its original line number */
    TokenList *out;
    /* the logical line being built: characters and where each came from */
    char *lc;
    Loc *ll;
    int ln, lcap;
    int include_depth;
    bool ok;
} Lexer;

/* Directive sentinels at the start of a comment line. */
typedef enum { DIR_NONE, DIR_CUF, DIR_DIR, DIR_IGNORE, DIR_COND, DIR_OMP, DIR_OMP_COND } DirKind;

Token *lex_push_tok(Lexer *L, TokenKind k, Loc loc);
void lex_push_eos(Lexer *L, Loc loc);
void lex_error(Lexer *L, Loc loc, const char *fmt, const char *arg);
/* Next physical line [*s, *e) and the Loc of its column 1 (line markers of
 * the preprocessor are consumed here). */
bool lex_next_line(Lexer *L, const char **s, const char **e, Loc *loc);
void lex_lc_push(Lexer *L, char c, Loc loc);
/* Ends the logical line: 'end' is the Loc of its end-of-statement. */
void lex_lc_finish(Lexer *L, Loc end);
/* Cuts the logical line into tokens; 'directive' lines have no labels. */
void lex_tokenize_logical(Lexer *L, bool directive);
/* "!$cuf", "!dir$", ... at b (5 characters, case-insensitive); *len = 5.
 * With -mp, "!$omp" is DIR_OMP and "!$" before a blank DIR_OMP_COND (*len = 2);
 * without it both are comments (DIR_IGNORE / DIR_NONE). */
DirKind lex_directive_kind(const char *b, const char *e, int *len);
/* A !dir$-style directive: TK_DIRECTIVE "dir" with the raw rest [r, re). */
void lex_push_dir_directive(Lexer *L, Loc at, const char *r, const char *re, Loc eos);
/* Does the text c[0, n) open a FORMAT statement ([label] FORMAT '(' ...)?
 * Blanks are skipped everywhere, as fixed form needs. */
bool lex_in_format(const char *c, int n);
/* In a FORMAT specification, the count of a Hollerith edit descriptor nH
 * whose count starts at c[k] (blanks allowed in and after the count), with
 * *after set just past its H; 0 when c[k] does not start one.  'prev' is the
 * last non-blank character before k: a count follows '(', ',', '/' or ':'. */
int lex_hollerith_count(const char *c, int k, int end, char prev, int *after);
/* Outside FORMAT, a Hollerith constant nH... (F77 legacy) follows '(', ',',
 * '/', '=' or (in DATA) '*' with its H right after the count: its count,
 * *after as above. */
int lex_hollerith_const(const char *c, int k, int end, char prev, int *after);
/* Does the text c[0, n) start a DATA statement (where r*nH... repeats)? */
bool lex_in_data(const char *c, int n);
/* fixed_form.c: the whole buffer as fixed-form source. */
bool lex_fixed_buffer(Lexer *L);

#endif
