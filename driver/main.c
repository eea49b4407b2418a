/* main.c — the cuf90 driver (placeholder pipeline; the full pgf90-style
 * option handling lands in driver/options.c). */
#include "../frontend/cuf90.h"

#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    Arena arena = {0};
    cu_arena = &arena;
    const char *input = NULL, *output = "a.o";
    CgEmitKind emit = CG_EMIT_OBJECT;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dump-tokens")) opts.dump_tokens = true;
        else if (!strcmp(argv[i], "--dump-ast")) opts.dump_ast = true;
        else if (!strcmp(argv[i], "--dump-symbols")) opts.dump_symbols = true;
        else if (!strcmp(argv[i], "-fsyntax-only")) opts.syntax_only = true;
        else if (!strcmp(argv[i], "-emit-llvm")) emit = CG_EMIT_LLVM_IR;
        else if (!strcmp(argv[i], "-cuda")) opts.cuda = CUDA_MODE_GPU;
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
        else input = argv[i];
    }
    if (!input) {
        error_noloc("no input files");
        return 2;
    }
    size_t n = strlen(input);
    if (n > 4 && (!strcmp(input + n - 4, ".cuf") || !strcmp(input + n - 4, ".CUF")))
        opts.cuda = CUDA_MODE_GPU;
    SourceFile *src = source_load(input);
    if (!src) {
        error_noloc("cannot read '%s'", input);
        return 1;
    }
    TokenList toks = {0};
    if (!lex_file(src, &toks))
        return 1;
    if (opts.dump_tokens) {
        lex_dump(&toks, stdout);
        return 0;
    }
    TranslationUnit tu = {.src = src};
    if (!parse_file(&toks, &tu))
        return 1;
    if (opts.dump_ast) {
        for (int i = 0; i < tu.units.len; i++)
            ast_dump(tu.units.items[i], stdout);
        return 0;
    }
    if (!sema_run(&tu))
        return 1;
    if (opts.dump_symbols) {
        sema_dump_symbols(&tu, stdout);
        return 0;
    }
    if (opts.syntax_only)
        return 0;
    return cg_run(&tu, emit, output) ? 0 : 1;
}
