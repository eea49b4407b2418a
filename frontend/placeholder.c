/* TEMPORARY: replaced by frontend/lex.c, parse.c and ast_dump.c. */
#include "cuf90.h"
bool lex_file(SourceFile *src, TokenList *out) { (void)out; error_noloc("lexer not built yet: %s", src->name); return false; }
void lex_dump(const TokenList *toks, FILE *out) { (void)toks; (void)out; }
bool parse_file(const TokenList *toks, TranslationUnit *tu) { (void)toks; (void)tu; return false; }
void ast_dump(Node *n, FILE *out) { (void)n; (void)out; }
