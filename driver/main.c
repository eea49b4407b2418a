/* main.c — the cuf90 driver: the pipeline of DESIGN.md as a straight list
 * of calls per source (read → lex/preprocess → parse → sema → codegen), then
 * one link through the system cc. Options are in options.c and
 * cudaflags.c, outputs and temporaries in files.c, the link line in link.c. */
#include "driver.h"
#include "../sema/sema.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Sets the per-file language options from the suffix and the flags. */
static void set_file_options(const DriverArgs *a, const Input *in)
{
    if (in->cuda_suffix || a->cuda_flag)
        opts.cuda = a->cuda_emu ? CUDA_MODE_EMU : CUDA_MODE_GPU;
    else
        opts.cuda = CUDA_MODE_OFF;
    opts.fixed_form = a->fixed_form || (in->fixed_suffix && !a->free_form);
    opts.preprocess = (in->pp_suffix || a->preprocess_all || a->stop == STOP_PREPROCESS) &&
                      !(a->no_preprocess && a->stop != STOP_PREPROCESS);
}

/* -E: the preprocessed text of one source to 'out' (stdout or a file). */
static bool preprocess_source(SourceFile *src, const char *out_path)
{
    if (!out_path)
        return pp_file(src, stdout);
    char *tmp = driver_temp_beside(out_path);
    if (!tmp)
        return false;
    FILE *f = fopen(tmp, "w");
    if (!f) {
        error_noloc("cannot write '%s': %s", out_path, strerror(errno));
        return false;
    }
    bool ok = pp_file(src, f);
    ok = (fclose(f) == 0) && ok;
    return ok && driver_commit_output(tmp, out_path, false);
}

static CgEmitKind emit_kind(const DriverArgs *a)
{
    if (a->stop == STOP_ASM)
        return a->emit_llvm ? CG_EMIT_LLVM_IR : CG_EMIT_ASM;
    return a->emit_llvm ? CG_EMIT_LLVM_BC : CG_EMIT_OBJECT;
}

/* One source through the whole pipeline. 'out' is where codegen writes (a
 * temporary); NULL when the command stops before codegen. */
static bool compile_source(const DriverArgs *a, Input *in, const char *out)
{
    SourceFile *src = source_load(in->path);
    if (!src) {
        error_noloc("cannot read '%s': %s", in->path, source_load_error);
        return false;
    }
    const char *nul = memchr(src->text, 0, src->len);
    if (nul) {
        error_noloc("'%s' is not a Fortran source file: it holds a NUL byte at offset %zu", in->path,
                    (size_t)(nul - src->text));
        return false;
    }
    set_file_options(a, in);
    if (a->stop == STOP_PREPROCESS)
        return preprocess_source(src, a->output && strcmp(a->output, "-") ? a->output : NULL);

    TokenList toks = {0};
    if (!lex_file(src, &toks))
        return false;
    if (opts.dump_tokens) {
        lex_dump(&toks, stdout);
        return true;
    }
    TranslationUnit tu = {.src = src};
    bool parsed = parse_file(&toks, &tu);
    /* nothing after the parser refers to tokens (nodes copy their text
     * pointers and locations): the array, 72 bytes a token, goes now */
    free(toks.tok);
    toks = (TokenList){0};
    if (!parsed) {
        /* the units that parsed are still checked (sema and the CUDA rules), writing nothing */
        if (tu.units.len && !opts.dump_ast && !diag_too_many()) {
            bool syntax_only = opts.syntax_only;
            opts.syntax_only = true;
            sema_run(&tu);
            opts.syntax_only = syntax_only;
        }
        return false;
    }
    if (opts.dump_ast) {
        for (int i = 0; i < tu.units.len; i++)
            ast_dump(tu.units.items[i], stdout);
        return true;
    }
    if (!sema_run(&tu))
        return false;
    if (opts.dump_symbols) {
        sema_dump_symbols(&tu, stdout);
        return true;
    }
    if (a->stop == STOP_CHECK)
        return true;
    return cg_run(&tu, emit_kind(a), out);
}

/* The final name of what a source produces with -c or -S. */
static const char *single_output(const DriverArgs *a, const Input *in)
{
    if (a->output)
        return a->output;
    if (a->stop == STOP_ASM)
        return replace_suffix(in->path, a->emit_llvm ? ".ll" : ".s");
    return replace_suffix(in->path, a->emit_llvm ? ".bc" : ".o");
}

/* The child's side of run_unit: the pipeline in a fresh arena. Returns the
 * exit status for the parent. */
static int compile_in_child(const DriverArgs *a, Input *in, const char *tmp)
{
    Arena *arena = calloc(1, sizeof *arena);
    cu_arena = arena;
    int errors_before = diag_error_count();
    bool ok = compile_source(a, in, tmp);
    info_flush(); /* -Minfo: what sema and codegen reported */
    ok = ok && diag_error_count() == errors_before;
    fflush(stdout);
    fflush(stderr);
    return ok ? 0 : 1;
}

/* Runs the pipeline for one source in a child process, so every source
 * starts from a clean compiler state whatever a phase keeps in globals (as
 * cc runs cc1 per file), and a crash in a phase is reported instead of
 * taking the whole command down. CUF90_INPROCESS=1 compiles in this process
 * instead (for debuggers); then the arenas are kept until exit because
 * phases may keep pointers into them from one source to the next. */
static bool run_unit_isolated(const DriverArgs *a, Input *in, const char *tmp)
{
    const char *inproc = getenv("CUF90_INPROCESS");
    if (inproc && !strcmp(inproc, "1"))
        return compile_in_child(a, in, tmp) == 0;
    fflush(stdout);
    fflush(stderr);
    int first_temp = driver_temp_count();
    pid_t pid = fork();
    if (pid < 0) {
        error_noloc("cannot start a process to compile '%s': %s", in->path, strerror(errno));
        return false;
    }
    if (pid == 0) {
        int rc = compile_in_child(a, in, tmp);
        /* the child removes only what it created (e.g. an -E output temp) */
        if (rc != 0)
            driver_cleanup_temps_from(first_temp);
        _exit(rc);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) {
            error_noloc("lost the process compiling '%s': %s", in->path, strerror(errno));
            return false;
        }
    if (WIFSIGNALED(status)) {
        error_noloc("internal compiler error: compiling '%s' crashed (%s)", in->path,
                    strsignal(WTERMSIG(status)));
        return false;
    }
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* Compiles one source: chooses its temporary and final outputs, runs the
 * pipeline, and moves the output into place only when it succeeded. */
static bool run_unit(const DriverArgs *a, Input *in)
{
    bool ok;
    char *tmp = NULL;
    const char *final = NULL;

    if (a->stop == STOP_OBJECT || a->stop == STOP_ASM) {
        final = single_output(a, in);
        tmp = !strcmp(final, "-") ? driver_temp_file("out", ".tmp") : driver_temp_beside(final);
    } else if (a->stop == STOP_LINK) {
        char *stem = replace_suffix(in->path, "");
        tmp = driver_temp_file(stem, ".o");
        free(stem);
        in->object = tmp;
    }
    if ((a->stop == STOP_OBJECT || a->stop == STOP_ASM || a->stop == STOP_LINK) && !tmp)
        ok = false;
    else
        ok = run_unit_isolated(a, in, tmp);
    if (a->verbose && tmp)
        fprintf(stderr, "cuf90: compiled '%s' to '%s'%s\n", in->path, tmp, ok ? "" : " (failed)");
    if (ok && final)
        ok = driver_commit_output(tmp, final, false);
    return ok;
}

/* Compiles sources from index 'from' on after a failure; returns the index
 * past the end so the caller's loop stops. */
static int compile_rest(DriverArgs *a, int from)
{
    for (int i = from; i < a->ninputs; i++)
        if (a->inputs[i].kind == IN_SOURCE)
            run_unit(a, &a->inputs[i]);
    return a->ninputs;
}

/* -module/-J: create the directory so the first module written there does
 * not fail (nvfortran does the same). */
static bool prepare_module_dir(void)
{
    if (!opts.module_dir)
        return true;
    struct stat st;
    if (stat(opts.module_dir, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return true;
        error_noloc("module directory '%s' is not a directory", opts.module_dir);
        return false;
    }
    if (mkdir(opts.module_dir, 0777) != 0) {
        error_noloc("cannot create module directory '%s': %s", opts.module_dir, strerror(errno));
        return false;
    }
    return true;
}

/* Called as nvc (the HPC SDK's C compiler, which Makefiles written for it
 * use for C helpers): the system C compiler driver that links cuf90's
 * programs ($CUF90_CC, else cc), with the same arguments. */
static int run_as_nvc(char **argv)
{
    const char *cc = getenv("CUF90_CC");
    if (!cc || !*cc)
        cc = "cc";
    argv[0] = (char *)cc;
    execvp(cc, argv);
    fprintf(stderr, "nvc: error: cannot run the C compiler '%s': %s\n", cc, strerror(errno));
    return EXIT_FAILURE;
}

int main(int argc, char **argv)
{
    const char *base = strrchr(argv[0], '/');
    if (!strcmp(base ? base + 1 : argv[0], "nvc"))
        return run_as_nvc(argv);
    DriverArgs args;
    if (!driver_parse_args(argc, argv, &args)) {
        if (!args.help && !args.version)
            return EXIT_USAGE;
    }
    if (args.help) {
        driver_print_help(stdout);
        return EXIT_OK;
    }
    if (args.version) {
        driver_print_version(stdout);
        return EXIT_OK;
    }
    if (!driver_check_output_not_input(&args))
        return EXIT_COMPILE_ERROR;
    if (args.verbose)
        driver_print_version(stderr);
    driver_install_signal_cleanup();
    if (args.save_temps)
        driver_keep_temps();

    if (args.stop != STOP_LINK && !opts.warnings_off)
        for (int i = 0; i < args.ninputs; i++)
            if (args.inputs[i].kind != IN_SOURCE)
                fprintf(stderr, "cuf90: warning: linker input '%s%s' unused because linking is not done\n",
                        args.inputs[i].kind == IN_LIB ? "-l" : "", args.inputs[i].path);
    opts.shipped_module_dir = driver_find_shipped_modules(argv[0]);
    bool ok = args.stop == STOP_PREPROCESS || prepare_module_dir();
    /* after a failed source the others are still compiled, so one run
     * reports every file's errors (as cc does); nothing is linked */
    for (int i = 0; ok && i < args.ninputs; i++)
        if (args.inputs[i].kind == IN_SOURCE && !run_unit(&args, &args.inputs[i]))
            ok = false, i = compile_rest(&args, i + 1);
    if (ok && args.stop == STOP_LINK)
        ok = driver_link(&args, argv[0]);
    driver_cleanup_temps();
    return ok ? EXIT_OK : EXIT_COMPILE_ERROR;
}
