/* parse.h — internals shared by the parser files (parse.c: program units and
 * declarations, parse_stmt.c: executable statements and constructs,
 * parse_expr.c: expressions, parse_io.c: I/O statements). */
#ifndef CUF90_PARSE_H
#define CUF90_PARSE_H

#include "cuf90.h"

#include <setjmp.h>

/* What a statement that closes or splits a block is. */
typedef enum {
    END_NONE,
    END_UNIT,       /* END, END PROGRAM/SUBROUTINE/FUNCTION/MODULE/BLOCK DATA */
    END_CONTAINS,
    END_DO,
    END_IF,
    END_ELSE,
    END_ELSEIF,
    END_SELECT,
    END_CASE,
    END_WHERE,
    END_ELSEWHERE,
    END_FORALL,
    END_BLOCK,
    END_TYPE,
    END_INTERFACE,
    END_ASSOCIATE,
    END_TYPE_GUARD, /* TYPE IS / CLASS IS / CLASS DEFAULT in SELECT TYPE */
    END_OMP,        /* !$OMP END ... */
    END_OMP_SECTION,/* !$OMP SECTION inside !$OMP SECTIONS */
    END_LABEL,      /* a labelled DO's terminal statement was consumed */
    END_EOF,
    END__COUNT
} EndKind;

typedef struct Parser {
    const Token *t;
    int n, pos;
    jmp_buf *jb;       /* where a syntax error unwinds to (statement level) */
    int quiet;         /* >0 while trying a parse speculatively: errors not printed */
    bool ok;
    int open[END__COUNT]; /* constructs now open, by the END that closes them */
    EndKind hdr_kind;  /* block construct whose header is being parsed */
    NodeList pending;  /* extra statements produced by one line (namelist groups) */
    char *stack_base;  /* address of a local of parse_file, to bound recursion */
    /* DEC component access a.b.c (parse_member_dot): the component names
     * of the file's STRUCTUREs (and TYPEs under -fdec-structure), those of
     * derived type, and the defined operators the file declares */
    PtrVec comp_names, record_comp_names, user_ops;
    PtrVec record_vars;   /* names declared TYPE(t), CLASS(t) or RECORD /t/ */
    PtrVec namelists;     /* NAMELIST group names (TYPE group is -fdec's PRINT group) */
} Parser;

/* tokens */
const Token *tok(Parser *p);
const Token *tok_at(Parser *p, int k);
bool at(Parser *p, TokenKind k);
bool at_kw(Parser *p, const char *w);
bool accept(Parser *p, TokenKind k);
bool accept_kw(Parser *p, const char *w);
bool match_kws(Parser *p, const char *words);
bool peek_kws(Parser *p, const char *words);
const Token *expect(Parser *p, TokenKind k, const char *where);
const char *expect_name(Parser *p, const char *what);
void expect_eos(Parser *p);
bool at_eos(Parser *p);
void skip_to_eos(Parser *p);
const char *tok_desc(const Token *t);
_Noreturn void perr(Parser *p, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void perr_soft(Parser *p, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
Node *mk(NodeKind k, Loc loc);
void merge_submodules(TranslationUnit *tu); /* submodule.c */
void check_depth(Parser *p);
bool is_assignment(Parser *p);
int member_dot_at(Parser *p, int i, const char *last);
void note_record_vars(Parser *p, Node *decl);
void note_component_names(Parser *p, Node *decl, bool structure);
int paren_match(Parser *p, int pos);
bool paren_has_implied_do(Parser *p, int pos);

/* expressions (parse_expr.c) */
Node *parse_expr(Parser *p);
Node *parse_designator(Parser *p);
Node *parse_primary(Parser *p);
Node *parse_data_constant(Parser *p);
const char *parse_bind(Parser *p); /* after BIND: (C [, NAME="x"]): the label, "" for none given, " " for a blank one */
void parse_proc_suffix(Parser *p, Node *n); /* RESULT(r) and BIND(C) of a FUNCTION/SUBROUTINE/ENTRY statement */
void parse_actual_args(Parser *p, NodeList *out);
Node *parse_implied_do(Parser *p, bool io);
Node *lit_from_token(Parser *p, const Token *t);
int parse_label_ref(Parser *p);

/* declarations (parse.c) */
TypeSpec *parse_type_spec(Parser *p, bool required);
bool at_type_spec(Parser *p);
TypeSpec *parse_type_spec_dcolon(Parser *p);
void parse_type_param_values(Parser *p, TypeSpec *ts); /* ( [name=]value, ... ) of a parameterized type */
bool at_pdt_spec_dcolon(Parser *p);                    /* name ( ... ) :: */
void parse_array_spec(Parser *p, NodeList *dims);
bool at_subprogram(Parser *p);
Node *parse_subprogram(Parser *p, bool interface_body);
void parse_dummy_args(Parser *p, NodeList *out, const char *what);

/* statements (parse_stmt.c) */
Node *parse_stmt(Parser *p);
/* parse_coarray.c */
void parse_coarray_spec(Parser *p, NodeList *codims);
void parse_image_selector(Parser *p, NodeList *cosubs);
Node *parse_coarray_stmt(Parser *p, const Token *kw, const char *cname, int label);
EndKind peek_end(Parser *p);
EndKind parse_block(Parser *p, NodeList *out, int term_label);
int parse_end_stmt(Parser *p, const char *what, const char *name);
void parse_construct_end(Parser *p, const char *what, const char *name);
Node *parse_exec_stmt(Parser *p, const Token *kw, int label);
Node *parse_decl_stmt(Parser *p, const Token *kw);

/* OpenMP directives (parse_omp.c): d is the TK_DIRECTIVE "omp" token, the
 * position just after it */
Node *parse_omp_directive(Parser *p, const Token *d);

/* I/O (parse_io.c) */
Node *parse_io_stmt(Parser *p, const Token *kw);
bool is_io_keyword(const char *w);
bool at_dec_type_print(Parser *p); /* -fdec's TYPE for PRINT */

#endif
