/* options.c — the pgf90-style command line: cuf90 [options] files...
 * Fills the shared Options (read by every phase) and the driver's own
 * DriverArgs (inputs, outputs, link line). Every problem is a usage error:
 * one line on stderr and exit status 2 from main. */
#include "driver.h"

#include "config.h"

#include <llvm-c/Core.h>

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

static void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("cuf90: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\n", stderr);
    va_end(ap);
}

static bool has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n > m && strcmp(s + n - m, suf) == 0;
}

static void add_input(DriverArgs *a, InputKind kind, const char *path)
{
    if (a->ninputs == a->cap_inputs) {
        a->cap_inputs = a->cap_inputs ? 2 * a->cap_inputs : 16;
        a->inputs = realloc(a->inputs, sizeof(Input) * (size_t)a->cap_inputs);
    }
    Input *in = &a->inputs[a->ninputs++];
    memset(in, 0, sizeof *in);
    in->kind = kind;
    in->path = path;
    if (kind != IN_SOURCE)
        return;
    a->nsources++;
    in->cuda_suffix = has_suffix(path, ".cuf") || has_suffix(path, ".CUF");
    in->pp_suffix = has_suffix(path, ".F90") || has_suffix(path, ".F95") ||
                    has_suffix(path, ".F03") || has_suffix(path, ".F08") ||
                    has_suffix(path, ".CUF") || has_suffix(path, ".F") ||
                    has_suffix(path, ".FOR") || has_suffix(path, ".FTN") ||
                    has_suffix(path, ".fpp") || has_suffix(path, ".FPP");
    /* gfortran's and nvfortran's rule: these are fixed form, .f90/.cuf and
     * the rest free form */
    in->fixed_suffix = has_suffix(path, ".f") || has_suffix(path, ".F") ||
                       has_suffix(path, ".for") || has_suffix(path, ".FOR") ||
                       has_suffix(path, ".ftn") || has_suffix(path, ".FTN") ||
                       has_suffix(path, ".fpp") || has_suffix(path, ".FPP");
}

/* Fortran sources by suffix; everything else goes to the linker (as with cc
 * and nvfortran). */
static bool is_source_name(const char *p)
{
    static const char *const sufs[] = {
        ".f90", ".F90", ".f95", ".F95", ".f03", ".F03", ".f08", ".F08",
        ".cuf", ".CUF", ".f", ".F", ".for", ".FOR", ".ftn", ".FTN", ".fpp", ".FPP",
    };
    for (size_t i = 0; i < sizeof sufs / sizeof *sufs; i++)
        if (has_suffix(p, sufs[i]))
            return true;
    return false;
}

/* Value of an option written joined (-Idir) or separate (-I dir): 'name' is
 * the option prefix. Sets *val and returns true when argv[*i] is this option;
 * a missing separate value is a usage error reported through *err. */
static bool opt_value(int argc, char **argv, int *i, const char *name,
                      const char **val, bool *err)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return false;
    if (a[n]) {
        *val = a + n;
        return true;
    }
    if (*i + 1 >= argc) {
        usage_error("missing argument to '%s'", name);
        *err = true;
        return true;
    }
    *val = argv[++*i];
    return true;
}

/* An option spelled NAME=VALUE or NAME VALUE (-module dir, -J dir). Like
 * opt_value but only the exact name or NAME=... match. */
static bool opt_exact_value(int argc, char **argv, int *i, const char *name,
                            const char **val, bool *err)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0 || (a[n] && a[n] != '='))
        return false;
    if (a[n] == '=') {
        *val = a + n + 1;
        return true;
    }
    if (*i + 1 >= argc) {
        usage_error("missing argument to '%s'", name);
        *err = true;
        return true;
    }
    *val = argv[++*i];
    return true;
}

/* Options gfortran and nvfortran users type out of habit and that change
 * nothing here (documented in docs/driver-options.md). */
static bool is_ignored_option(const char *a)
{
    static const char *const exact[] = {
        "-fPIC", "-fpic", "-fPIE",
        "-fpie", "-Wall", "-Wextra", "-m64", "-pipe", "-Mnoframe",
        "-Mvect", "-Mnovect", "-Mlre", "-Mnolre", "-Mstandard", "-Mdclchk",
        "-ffree-line-length-none",
        "-Mflushz", "-Mnoflushz", "-march=native",
        "-mtune=native", "-funroll-loops", "-Munroll", "-Mcache_align",
        /* behaviours cuf90 always has (docs/driver-options.md) */
        "-Kieee", "-Mnomain",
        "-traceback", "-Mipa", "-mcmodel=small",
        "-fcray-pointer", /* Cray pointers are always on, as in nvfortran */
        /* gfortran's optimizer and code-layout switches, no meaning here */
        "-ffrontend-optimize", "-fno-frontend-optimize", "-fno-inline", "-finline", "-ffloat-store",
        "-fno-asynchronous-unwind-tables", "-fschedule-insns", "-fschedule-insns2", "-fsched-pressure",
        "-fexternal-blas", "-fno-external-blas", "-flto",
    };
    for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
        if (!strcmp(a, exact[i]))
            return true;
    static const char *const prefix[] = {
        "-W", "-ffree-line-length-", "-fdump-tree-", "-Mvect=", "-Munroll=",
        "-march=", "-mtune=", "-tp=", "-tp", "-Mipa=",
        "-fno-tree-", "-fno-ipa-", "-flto=", "-finline-matmul-limit=", "-fblas-matmul-limit=",
    };
    for (size_t i = 0; i < sizeof prefix / sizeof *prefix; i++)
        if (!strncmp(a, prefix[i], strlen(prefix[i])))
            /* -Wl, and -W with a letter that means something are handled before */
            return true;
    return false;
}

/* -fdec and its sub-options (gfortran 12).  -fdec sets every sub-option
 * (gfortran's set_dec_flags) plus the extensions only -fdec enables; a
 * later -fno-dec-X still turns one off. */
static bool parse_dec_option(const char *arg)
{
    static const struct { const char *name; bool *flag; } subs[] = {
        {"structure", &opts.dec_structure}, {"char-conversions", &opts.dec_char_conversions},
        {"math", &opts.dec_math}, {"intrinsic-ints", &opts.dec_intrinsic_ints},
        {"static", &opts.dec_static}, {"include", &opts.dec_include},
        {"format-defaults", &opts.dec_format_defaults},
        {"blank-format-item", &opts.dec_blank_format_item},
    };
    bool on = strncmp(arg, "-fno-", 5) != 0;
    const char *name = arg + (on ? 2 : 5); /* past "-f" or "-fno-" */
    if (strncmp(name, "dec", 3))
        return false;
    name += 3;
    if (!*name) {
        opts.dec = on;
        for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
            *subs[i].flag = on;
        return true;
    }
    if (*name++ != '-')
        return false;
    for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
        if (!strcmp(name, subs[i].name)) {
            *subs[i].flag = on;
            return true;
        }
    return false;
}

/* -fcheck=LIST (gfortran): bounds, do and recursion are implemented; the
 * other checks gfortran knows are accepted and ignored. */
static bool parse_fcheck(const char *list)
{
    static const char *const known[] = {
        "all", "bounds", "array-temps", "bits", "do", "mem", "pointer", "recursion",
        "no-all", "no-bounds", "no-array-temps", "no-bits", "no-do", "no-mem", "no-pointer", "no-recursion",
    };
    if (!*list) {
        usage_error("empty sub-option list after '-fcheck='");
        return false;
    }
    char *copy = strdup(list), *save = NULL;
    bool ok = true;
    for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        bool found = false;
        for (size_t i = 0; i < sizeof known / sizeof *known; i++)
            if (!strcmp(tok, known[i]))
                found = true;
        if (!found) {
            usage_error("unknown -fcheck sub-option '%s' (valid: all, bounds, array-temps, bits, do, "
                        "mem, pointer, recursion, each also with 'no-')", tok);
            ok = false;
            break;
        }
        bool on = strncmp(tok, "no-", 3) != 0;
        const char *what = on ? tok : tok + 3;
        bool all = !strcmp(what, "all");
        if (all || !strcmp(what, "bounds"))
            opts.bounds_check = on;
        if (all || !strcmp(what, "do"))
            opts.check_do = on;
        if (all || !strcmp(what, "recursion"))
            opts.check_recursion = on;
        if (all || !strcmp(what, "mem"))
            opts.check_mem = on;
        if (all || !strcmp(what, "pointer"))
            opts.check_pointer = on;
        if (all || !strcmp(what, "bits"))
            opts.check_bits = on;
    }
    free(copy);
    return ok;
}

/* -std=: the standard libgfortran holds the program to at run time (zero
 * widths in formats, BOZ edits of REAL items, ...). The numbers are
 * gfortran 12's warn_std/allow_std for each, GFC_STD_* bits as main passes
 * them to _gfortran_set_options. */
static const char *c_std_ignored; /* -std=c99 and the like, warned of after the options */

static bool parse_std(const char *name)
{
    static const struct { const char *name; int warn, allow; } stds[] = {
        {"gnu", 2116, 4095}, {"legacy", 0, 4095}, {"f95", 2, 3339},
        {"f2003", 2, 3355},  {"f2008", 258, 3483}, {"f2018", 1282, 1947},
        {"f2008ts", 1282, 1947}, /* gfortran's old name for f2018 */
        /* newer than gfortran 12, which knows nothing past F2018 at run time */
        {"f2023", 1282, 1947}, {"f202y", 1282, 1947},
    };
    for (size_t i = 0; i < sizeof stds / sizeof *stds; i++)
        if (!strcmp(name, stds[i].name)) {
            opts.rt_warn_std = stds[i].warn;
            opts.rt_allow_std = stds[i].allow;
            if (!strcmp(name, "legacy"))
                opts.allow_arg_mismatch = true; /* as gfortran: -std=legacy implies -fallow-argument-mismatch */
            return true;
        }
    /* a C or C++ standard (a Makefile's CFLAGS reaching the Fortran
     * compiler): gfortran warns and ignores it */
    static const char *const c_stds[] = {"c", "gnu", "iso9899:"};
    for (size_t i = 0; i < sizeof c_stds / sizeof *c_stds; i++) {
        size_t n = strlen(c_stds[i]);
        if (!strncmp(name, c_stds[i], n) && name[n] && (isdigit((unsigned char)name[n]) || name[n] == '+')) {
            c_std_ignored = name;
            return true;
        }
    }
    usage_error("unknown standard '%s' after '-std=' (valid: f95, f2003, f2008, f2018, f2023, gnu, legacy)", name);
    return false;
}

/* -finit-local-zero, -finit-integer=N, -finit-real=, -finit-logical=,
 * -finit-character=N, -finit-derived (gfortran): the starting value of
 * locals that have none (codegen/finit.c). Returns -1 when 'arg' is not
 * one of them, else whether its value is valid. */
static int parse_finit(const char *arg)
{
    if (!strcmp(arg, "-finit-local-zero")) {
        opts.init_integer = true;
        opts.init_integer_value = 0;
        opts.init_real = INIT_REAL_ZERO;
        opts.init_logical = INIT_LOGICAL_FALSE;
        opts.init_character = true;
        opts.init_character_value = 0;
        return 1;
    }
    if (!strcmp(arg, "-finit-derived")) { opts.init_derived = true; return 1; }
    if (!strcmp(arg, "-fno-init-derived")) { opts.init_derived = false; return 1; }
    if (!strncmp(arg, "-finit-integer=", 15)) {
        char *end;
        errno = 0;
        long long n = strtoll(arg + 15, &end, 10);
        if (!arg[15] || *end || errno) {
            usage_error("invalid value '%s' in '-finit-integer=' (an integer)", arg + 15);
            return 0;
        }
        opts.init_integer = true;
        opts.init_integer_value = n;
        return 1;
    }
    if (!strncmp(arg, "-finit-real=", 12)) {
        static const struct { const char *name; int mode; } reals[] = {
            {"zero", INIT_REAL_ZERO}, {"nan", INIT_REAL_NAN}, {"snan", INIT_REAL_SNAN},
            {"inf", INIT_REAL_INF}, {"-inf", INIT_REAL_NEG_INF},
        };
        for (size_t i = 0; i < sizeof reals / sizeof *reals; i++)
            if (!strcasecmp(arg + 12, reals[i].name)) {
                opts.init_real = reals[i].mode;
                return 1;
            }
        usage_error("unknown -finit-real value '%s' (valid: zero, nan, snan, inf, -inf)", arg + 12);
        return 0;
    }
    if (!strncmp(arg, "-finit-logical=", 15)) {
        if (!strcasecmp(arg + 15, "true") || !strcasecmp(arg + 15, "false")) {
            opts.init_logical = !strcasecmp(arg + 15, "true") ? INIT_LOGICAL_TRUE : INIT_LOGICAL_FALSE;
            return 1;
        }
        usage_error("unknown -finit-logical value '%s' (valid: true, false)", arg + 15);
        return 0;
    }
    if (!strncmp(arg, "-finit-character=", 17)) {
        char *end;
        long n = strtol(arg + 17, &end, 10);
        if (!arg[17] || *end || n < 0 || n > 127) {
            usage_error("invalid value '%s' in '-finit-character=' (a character code from 0 to 127)", arg + 17);
            return 0;
        }
        opts.init_character = true;
        opts.init_character_value = (int)n;
        return 1;
    }
    return -1;
}

/* -ffpe-trap=LIST (gfortran): the exceptions main enables as traps, as
 * _gfortran_set_fpe's mask (libgfortran.h GFC_FPE_*). */
static bool parse_fpe_trap(const char *list)
{
    static const struct { const char *name; int bit; } fpe[] = {
        {"invalid", 1}, {"denormal", 2}, {"zero", 4}, {"overflow", 8},
        {"underflow", 16}, {"inexact", 32}, {"precision", 32},
    };
    char *copy = strdup(list), *save = NULL;
    bool ok = true;
    opts.fpe_trap_mask = 0;
    for (char *tok = strtok_r(copy, ",", &save); tok && ok; tok = strtok_r(NULL, ",", &save)) {
        bool found = false;
        for (size_t i = 0; i < sizeof fpe / sizeof *fpe; i++)
            if (!strcmp(tok, fpe[i].name)) {
                opts.fpe_trap_mask |= fpe[i].bit;
                found = true;
            }
        if (!found && strcmp(tok, "none")) {
            usage_error("unknown -ffpe-trap sub-option '%s' (valid: invalid, zero, overflow, "
                        "underflow, inexact, denormal, none)", tok);
            ok = false;
        }
    }
    free(copy);
    return ok;
}

/* -fconvert=native|swap|big-endian|little-endian: byte order of
 * unformatted files, as _gfortran_set_convert's GFC_CONVERT_* + 1. */
static bool parse_convert(const char *v)
{
    static const char *const names[] = {"native", "swap", "big-endian", "little-endian"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(v, names[i])) {
            opts.convert = i + 1;
            return true;
        }
    usage_error("unknown -fconvert value '%s' (valid: native, swap, big-endian, little-endian)", v);
    return false;
}

/* -Minform=LEVEL (nvfortran): the least severe message shown; severe and
 * fatal hide warnings. */
static bool parse_minform(const char *v)
{
    if (!strcmp(v, "inform") || !strcmp(v, "warn"))
        return true;
    if (!strcmp(v, "severe") || !strcmp(v, "fatal")) {
        opts.warnings_off = diag_suppress_warnings = true;
        return true;
    }
    usage_error("unknown -Minform level '%s' (valid: inform, warn, severe, fatal)", v);
    return false;
}

/* Default kinds: -i8/-r8 (nvfortran), -fdefault-integer-8/-real-8/-double-8
 * (gfortran); -i4/-r4 restore the defaults. */
static bool parse_default_kind(const char *a)
{
    /* gfortran's -fdefault-real-8 makes DOUBLE PRECISION 16 bytes unless
     * -fdefault-double-8 is given too (in either order); nvfortran's -r8
     * leaves it 8 */
    static bool gnu_real8, double8;
    if (!strcmp(a, "-i8") || !strcmp(a, "-fdefault-integer-8"))
        opts.default_int_kind = 8;
    else if (!strcmp(a, "-i4"))
        opts.default_int_kind = 4;
    else if (!strcmp(a, "-r8") || !strcmp(a, "-fdefault-real-8")) {
        opts.default_real_kind = 8;
        gnu_real8 = gnu_real8 || a[1] == 'f';
    } else if (!strcmp(a, "-fdefault-real-10") || !strcmp(a, "-fdefault-real-16")) {
        /* as -fdefault-real-8, DOUBLE PRECISION becomes 16 bytes */
        opts.default_real_kind = atoi(a + 15);
        gnu_real8 = true;
    } else if (!strcmp(a, "-r4")) {
        opts.default_real_kind = 4;
        gnu_real8 = false;
    } else if (!strcmp(a, "-fdefault-double-8"))
        double8 = true;
    else
        return false;
    opts.double_kind = gnu_real8 && !double8 ? 16 : 8;
    return true;
}

/* The -W warnings cuf90 gives (gfortran's names; sema/warnings.c and the
 * lexer): -Wall and -Wextra turn them all on, -Wno-NAME one off. Other -W
 * options are accepted and ignored. Returns false when not one of these. */
static bool parse_warning(const char *a)
{
    bool on = strncmp(a, "-Wno-", 5) != 0;
    const char *name = on ? a + 2 : a + 5;
    if (!strcmp(name, "all") || !strcmp(name, "extra")) {
        opts.warn_unused = opts.warn_conversion = opts.warn_tabs = on;
    } else if (!strcmp(name, "unused") || !strcmp(name, "unused-variable") ||
               !strcmp(name, "unused-dummy-argument")) {
        opts.warn_unused = on;
    } else if (!strcmp(name, "conversion")) {
        opts.warn_conversion = on;
    } else if (!strcmp(name, "tabs")) {
        opts.warn_tabs = on;
    } else {
        return false;
    }
    return true;
}

/* -O, -O0..-O3, -Os/-Oz (as -O2), -Ofast/-fast (as -O2). */
static bool parse_opt_level(const char *a)
{
    if (!strcmp(a, "-O"))
        opts.opt_level = 2;
    else if (!strcmp(a, "-Os") || !strcmp(a, "-Oz") || !strcmp(a, "-Ofast"))
        opts.opt_level = 2;
    else if (!strcmp(a, "-Og"))
        opts.opt_level = 1;
    else if (a[2] >= '0' && a[2] <= '9' && !a[3])
        opts.opt_level = a[2] - '0' > 3 ? 3 : a[2] - '0';
    else {
        usage_error("unknown optimization level '%s' (valid: -O, -O0, -O1, -O2, -O3, -Os, -Og, -Ofast)", a);
        return false;
    }
    return true;
}

/* -ffixed-line-length-N|none (gfortran), -Mextend (nvfortran: 132 columns),
 * -Mnoextend (72): the last column of a fixed-form line; 0 = no limit. */
static bool parse_line_length(const char *a)
{
    if (!strcmp(a, "-Mextend")) {
        opts.fixed_line_length = 132;
        return true;
    }
    if (!strcmp(a, "-Mnoextend")) {
        opts.fixed_line_length = 72;
        return true;
    }
    const char *v = a + 20;
    if (!strcmp(v, "none") || !strcmp(v, "0")) {
        opts.fixed_line_length = 0;
        return true;
    }
    char *end = NULL;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < 7 || n > 1000000) {
        usage_error("invalid fixed-form line length in '%s' (a number from 7 on, or 'none')", a);
        return false;
    }
    opts.fixed_line_length = (int)n;
    return true;
}

/* The stages are ordered: the earliest stop requested wins (-c -S is -S). */
static void stop_at(DriverArgs *a, StopAfter s)
{
    if (s > a->stop)
        a->stop = s;
}

/* One argument that is not an input file; returns false on a usage error. */
static bool parse_one(int argc, char **argv, int *i, DriverArgs *a)
{
    const char *arg = argv[*i], *val = NULL;
    bool err = false;

    /* information */
    if (!strcmp(arg, "--help") || !strcmp(arg, "-help") || !strcmp(arg, "-h")) {
        a->help = true;
        return true;
    }
    if (!strcmp(arg, "-V") || !strcmp(arg, "--version") || !strcmp(arg, "-version")) {
        a->version = true;
        return true;
    }
    if (!strcmp(arg, "-v") || !strcmp(arg, "-###")) {
        a->verbose = opts.verbose = true;
        return true;
    }

    /* what to produce */
    if (!strcmp(arg, "-c")) { stop_at(a, STOP_OBJECT); return true; }
    if (!strcmp(arg, "-S")) { stop_at(a, STOP_ASM); return true; }
    if (!strcmp(arg, "-E")) { stop_at(a, STOP_PREPROCESS); return true; }
    if (!strcmp(arg, "-fsyntax-only")) { opts.syntax_only = true; stop_at(a, STOP_CHECK); return true; }
    if (!strcmp(arg, "--dump-tokens")) { opts.dump_tokens = true; stop_at(a, STOP_CHECK); return true; }
    if (!strcmp(arg, "--dump-ast")) { opts.dump_ast = true; stop_at(a, STOP_CHECK); return true; }
    if (!strcmp(arg, "--dump-symbols")) { opts.dump_symbols = true; stop_at(a, STOP_CHECK); return true; }
    if (!strcmp(arg, "-emit-llvm")) { a->emit_llvm = true; return true; }
    if (!strcmp(arg, "-save-temps")) { a->save_temps = true; return true; }
    if (!strcmp(arg, "-o")) {
        if (*i + 1 >= argc) {
            usage_error("missing argument to '-o'");
            return false;
        }
        if (a->output) {
            usage_error("-o given more than once");
            return false;
        }
        a->output = argv[++*i];
        return true;
    }

    /* code generation */
    if (!strcmp(arg, "-fast")) { opts.opt_level = 2; a->opt_given = true; return true; }
    if (!strncmp(arg, "-O", 2)) { a->opt_given = true; return parse_opt_level(arg); }
    if (!strcmp(arg, "-g") || !strcmp(arg, "-g3") || !strcmp(arg, "-gdwarf-4") || !strcmp(arg, "-gdwarf-5")) {
        opts.debug_info = true;
        return true;
    }
    if (!strcmp(arg, "-g0")) { opts.debug_info = false; return true; }
    if (!strcmp(arg, "-gopt")) { opts.debug_info = a->debug_keeps_opt = true; return true; }
    if (parse_default_kind(arg)) return true;
    if (!strncmp(arg, "-ffpe-trap=", 11)) return parse_fpe_trap(arg + 11);
    if (!strncmp(arg, "-fconvert=", 10)) return parse_convert(arg + 10);
    if (!strncmp(arg, "-Minform=", 9)) return parse_minform(arg + 9);
    if (!strcmp(arg, "-Minfo") || !strncmp(arg, "-Minfo=", 7)) { opts.info = true; return true; }
    if (!strcmp(arg, "-silent")) { opts.warnings_off = diag_suppress_warnings = true; return true; }
    if (!strcmp(arg, "-fno-automatic") || !strcmp(arg, "-Msave")) { opts.no_automatic = true; return true; }
    if (!strcmp(arg, "-fno-range-check") || !strcmp(arg, "-frange-check")) {
        opts.no_range_check = arg[2] == 'n';
        return true;
    }
    if (!strcmp(arg, "-fautomatic") || !strcmp(arg, "-Mnosave")) { opts.no_automatic = false; return true; }
    if (!strncmp(arg, "-finit-", 7) || !strcmp(arg, "-fno-init-derived")) {
        int r = parse_finit(arg);
        if (r >= 0)
            return r;
    }
    static bool recursive; /* gfortran: -frecursive overrides -fmax-stack-var-size, in any order */
    if (!strcmp(arg, "-frecursive") || !strcmp(arg, "-Mrecursive")) {
        recursive = true;
        opts.max_stack_var_size = -1;
        return true;
    }
    if (!strncmp(arg, "-fmax-stack-var-size=", 21)) {
        char *end;
        errno = 0;
        long long n = strtoll(arg + 21, &end, 10);
        if (!arg[21] || *end || errno || n < 0) {
            usage_error("invalid value '%s' in '-fmax-stack-var-size=' (a size in bytes)", arg + 21);
            return false;
        }
        if (!recursive)
            opts.max_stack_var_size = n;
        return true;
    }
    if (parse_dec_option(arg))
        return true;
    if (!strcmp(arg, "-fno-realloc-lhs") || !strcmp(arg, "-Mallocatable=95")) { opts.no_realloc_lhs = true; return true; }
    if (!strcmp(arg, "-frealloc-lhs") || !strcmp(arg, "-Mallocatable=03")) { opts.no_realloc_lhs = false; return true; }
    if (!strcmp(arg, "-fallow-argument-mismatch")) { opts.allow_arg_mismatch = true; return true; }
    if (!strcmp(arg, "-mcmodel=medium") || !strcmp(arg, "-mcmodel=large") || !strcmp(arg, "-Mlarge_arrays")) {
        opts.code_model_medium = true;
        return true;
    }
    if (!strcmp(arg, "-ffast-math") || !strcmp(arg, "-Mfprelaxed") || !strcmp(arg, "-Knoieee")) {
        opts.host_fast_math = opts.cuda_fastmath = true;
        return true;
    }
    if (!strcmp(arg, "-c++libs") || !strcmp(arg, "-cpplibs")) { a->cxx_libs = true; return true; }
    if (!strcmp(arg, "-shared")) { a->shared = true; vec_push(&a->linker_args, (void *)arg); return true; }
    if (!strcmp(arg, "-Minstrument") || !strcmp(arg, "-Minstrument=functions") ||
        !strcmp(arg, "-finstrument-functions")) {
        opts.instrument_functions = true;
        return true;
    }
    if (!strcmp(arg, "-Mbounds")) { opts.bounds_check = true; return true; }
    if (!strcmp(arg, "-Mnobounds")) { opts.bounds_check = false; return true; }
    if (!strncmp(arg, "-fcheck=", 8)) return parse_fcheck(arg + 8);
    if (!strcmp(arg, "-fbounds-check")) return parse_fcheck("bounds"); /* gfortran's older spelling */
    if (!strncmp(arg, "-std=", 5)) return parse_std(arg + 5);
    if (!strcmp(arg, "-pedantic") || !strcmp(arg, "-pedantic-errors")) { opts.rt_pedantic = true; return true; }
    if (!strcmp(arg, "-fno-backtrace")) { opts.rt_no_backtrace = true; return true; }
    if (!strcmp(arg, "-fbacktrace")) { opts.rt_no_backtrace = false; return true; }
    if (!strcmp(arg, "-fbackslash") || !strcmp(arg, "-Mnobackslash")) { opts.backslash_escapes = true; return true; }
    if (!strcmp(arg, "-fno-backslash") || !strcmp(arg, "-Mbackslash")) { opts.backslash_escapes = false; return true; }
    if (!strcmp(arg, "-w")) { opts.warnings_off = diag_suppress_warnings = true; return true; }
    if (!strncmp(arg, "-W", 2) && strncmp(arg, "-Wl,", 4) && parse_warning(arg)) return true;
    if (!strncmp(arg, "-fmax-errors=", 13)) {
        char *end;
        long n = strtol(arg + 13, &end, 10);
        if (!arg[13] || *end || n < 0 || n > 1000000) {
            usage_error("invalid value '%s' in '-fmax-errors=' (a count, 0 for no limit)", arg + 13);
            return false;
        }
        diag_max_errors = (int)n;
        return true;
    }

    /* preprocessing and source form */
    if (!strcmp(arg, "-cpp") || !strcmp(arg, "-Mpreprocess")) { a->preprocess_all = true; a->no_preprocess = false; return true; }
    if (!strcmp(arg, "-nocpp") || !strcmp(arg, "-Mnopreprocess")) { a->no_preprocess = true; a->preprocess_all = false; return true; }
    if (!strcmp(arg, "-Mfree") || !strcmp(arg, "-Mfreeform") || !strcmp(arg, "-ffree-form")) {
        a->free_form = true;
        a->fixed_form = false;
        return true;
    }
    if (!strcmp(arg, "-Mfixed") || !strcmp(arg, "-Mnofreeform") || !strcmp(arg, "-Mnofree") || !strcmp(arg, "-ffixed-form")) {
        a->fixed_form = true;
        a->free_form = false;
        return true;
    }
    if (!strncmp(arg, "-ffixed-line-length-", 20) || !strcmp(arg, "-Mextend") || !strcmp(arg, "-Mnoextend"))
        return parse_line_length(arg);
    if (!strcmp(arg, "-fd-lines-as-code") || !strcmp(arg, "-Mdlines")) { opts.d_lines_code = true; return true; }
    if (!strcmp(arg, "-fd-lines-as-comments") || !strcmp(arg, "-Mnodlines")) { opts.d_lines_code = false; return true; }
    if (opt_value(argc, argv, i, "-D", &val, &err)) {
        if (!err && (!*val || *val == '=')) { usage_error("empty macro name after '-D'"); return false; }
        if (!err) vec_push(&opts.defines, (void *)val);
        return !err;
    }
    if (opt_value(argc, argv, i, "-U", &val, &err)) {
        if (!err) vec_push(&opts.undefines, (void *)val);
        return !err;
    }
    if (opt_value(argc, argv, i, "-isystem", &val, &err) ||
        opt_value(argc, argv, i, "-I", &val, &err)) {
        if (!err) vec_push(&opts.include_dirs, (void *)val);
        return !err;
    }
    if (opt_exact_value(argc, argv, i, "-module", &val, &err) ||
        opt_value(argc, argv, i, "-J", &val, &err)) {
        if (!err) opts.module_dir = val;
        return !err;
    }

    /* OpenMP (docs/openmp.md): nvfortran's -mp[=multicore], gfortran's -fopenmp */
    if (!strcmp(arg, "-mp") || !strcmp(arg, "-fopenmp") || !strcmp(arg, "-mp=multicore") || !strcmp(arg, "-openmp")) {
        opts.openmp = true;
        return true;
    }
    if (!strcmp(arg, "-nomp") || !strcmp(arg, "-fno-openmp")) { opts.openmp = false; return true; }
    if (!strncmp(arg, "-mp=", 4)) {
        usage_error("unknown -mp sub-option '%s' (valid: multicore)", arg + 4);
        return false;
    }

    /* coarrays (docs/features.md): one image either way; lib's runtime is
     * rt/coarray.c, so libcaf_single named with -l is not needed */
    if (!strcmp(arg, "-fcoarray=none")) { opts.coarray = COARRAY_NONE; return true; }
    if (!strcmp(arg, "-fcoarray=single")) { opts.coarray = COARRAY_SINGLE; return true; }
    if (!strcmp(arg, "-fcoarray=lib")) { opts.coarray = COARRAY_LIB; return true; }
    if (!strncmp(arg, "-fcoarray=", 10)) {
        usage_error("unknown -fcoarray value '%s' (valid: none, single, lib)", arg + 10);
        return false;
    }

    /* CUDA Fortran, both nvfortran generations */
    if (!strcmp(arg, "-cuda") || !strcmp(arg, "-Mcuda")) { a->cuda_flag = true; return true; }
    if (!strncmp(arg, "-Mcuda=", 7)) { a->cuda_flag = true; return driver_parse_mcuda(arg + 7, a); }
    if (!strncmp(arg, "-gpu=", 5)) return driver_parse_gpu(arg + 5, a);
    if (!strncmp(arg, "-cudalib=", 9)) { a->cuda_flag = true; return driver_parse_cudalib(arg + 9, a); }
    if (!strcmp(arg, "-cudalib")) { a->cuda_flag = true; return true; }

    /* linking */
    if (opt_value(argc, argv, i, "-L", &val, &err)) {
        if (!err) vec_push(&a->lib_dirs, (void *)val);
        return !err;
    }
    if (opt_value(argc, argv, i, "-R", &val, &err)) {
        /* pgf90's -RDIR: a run-time library search path (Meson passes it) */
        if (!err) {
            char *rp = malloc(strlen(val) + 16);
            sprintf(rp, "-Wl,-rpath,%s", val);
            vec_push(&a->linker_args, rp);
        }
        return !err;
    }
    if (opt_value(argc, argv, i, "-l", &val, &err)) {
        /* gfortran's single-image coarray library: rt/coarray.c takes its place */
        if (!err && !strcmp(val, "caf_single"))
            return true;
        if (!err) add_input(a, IN_LIB, val);
        return !err;
    }
    if (!strncmp(arg, "-Wl,", 4) || !strcmp(arg, "-static") || !strcmp(arg, "-rdynamic") ||
        !strcmp(arg, "-pthread") || !strcmp(arg, "-no-pie") || !strcmp(arg, "-pie") ||
        !strcmp(arg, "-s")) {
        vec_push(&a->linker_args, (void *)arg);
        return true;
    }
    if (!strcmp(arg, "-Xlinker")) {
        if (*i + 1 >= argc) {
            usage_error("missing argument to '-Xlinker'");
            return false;
        }
        vec_push(&a->linker_args, (void *)arg);
        vec_push(&a->linker_args, argv[++*i]);
        return true;
    }

    if (!strcmp(arg, "-fno-bounds-check")) return parse_fcheck("no-bounds");
    if (!strcmp(arg, "--param")) {
        /* GCC's tuning parameter NAME=VALUE: nothing to tune here */
        if (*i + 1 >= argc) {
            usage_error("missing argument to '--param'");
            return false;
        }
        ++*i;
        return true;
    }
    bool gnu_ok;
    if (driver_parse_gnu_option(arg, &gnu_ok))
        return gnu_ok;
    if (is_ignored_option(arg))
        return true;
    usage_error("unknown option '%s' (see 'cuf90 --help')", arg);
    return false;
}

/* Parses the whole command line, then checks the combinations. */
bool driver_parse_args(int argc, char **argv, DriverArgs *a)
{
    memset(a, 0, sizeof *a);
    opts.opt_level = 1;
    opts.fixed_line_length = 72;
    bool ok = true;
    bool only_inputs = false;
    for (int i = 1; i < argc && ok; i++) {
        const char *arg = argv[i];
        if (only_inputs || arg[0] != '-' || !strcmp(arg, "-")) {
            if (!strcmp(arg, "-")) {
                usage_error("reading source from standard input is not supported");
                ok = false;
            } else if (!*arg) {
                usage_error("empty file name");
                ok = false;
            } else {
                add_input(a, is_source_name(arg) ? IN_SOURCE : IN_LINK, arg);
            }
            continue;
        }
        if (!strcmp(arg, "--")) {
            only_inputs = true;
            continue;
        }
        ok = parse_one(argc, argv, &i, a);
    }
    if (!ok)
        return false;
    driver_finish_gnu_options();
    if (c_std_ignored && !opts.warnings_off)
        fprintf(stderr, "cuf90: warning: command-line option '-std=%s' is valid for C/C++ but not for Fortran\n",
                c_std_ignored);
    if (a->help || a->version)
        return true;
    /* cuf90 -v alone prints the version, as cc -v does */
    if (a->verbose && a->ninputs == 0) {
        a->version = true;
        return true;
    }

    /* -pedantic under a standard with GNU extensions (gnu, legacy) also
     * warns at run time of the obsolescent, deleted and GNU/legacy features */
    if (opts.rt_pedantic && opts.rt_allow_std == 4095)
        opts.rt_warn_std |= 2 | 4 | 32 | 64;

    /* nvfortran: -O0 by default with -g, -O1 otherwise. */
    if (!a->opt_given && opts.debug_info && !a->debug_keeps_opt)
        opts.opt_level = 0;
    /* device code: -g debugs it as nvcc -G does (DWARF, unoptimized),
     * -gopt keeps it optimized with line information (nvcc -lineinfo) */
    if (opts.debug_info && !a->debug_keeps_opt)
        opts.cuda_debug = true;
    else if (opts.debug_info)
        opts.cuda_lineinfo = true;

    if (a->ninputs == 0 || (a->stop != STOP_LINK && a->nsources == 0)) {
        usage_error(a->ninputs == 0 ? "no input files" : "no Fortran source files to compile");
        return false;
    }
    if (a->output && !*a->output) {
        usage_error("empty output file name after '-o'");
        return false;
    }
    if (a->output && a->nsources > 1 &&
        (a->stop == STOP_OBJECT || a->stop == STOP_ASM || a->stop == STOP_PREPROCESS)) {
        usage_error("cannot specify '-o' with '%s' and several source files",
                    a->stop == STOP_OBJECT ? "-c" : a->stop == STOP_ASM ? "-S" : "-E");
        return false;
    }
    if (a->output && !strcmp(a->output, "-") && a->stop != STOP_ASM &&
        a->stop != STOP_PREPROCESS && !(a->emit_llvm && a->stop == STOP_OBJECT)) {
        usage_error("'-o -' (standard output) is only valid with -E, -S or -emit-llvm");
        return false;
    }
    /* -emit-llvm alone means textual IR (-S -emit-llvm); with -c, bitcode. */
    if (a->emit_llvm && a->stop == STOP_LINK)
        a->stop = STOP_ASM;
    if (a->emit_llvm && a->output && a->nsources > 1 && a->stop == STOP_ASM) {
        usage_error("cannot specify '-o' with '-emit-llvm' and several source files");
        return false;
    }
    return true;
}

/* cc refuses to overwrite an input with the output; so do we. Not a usage
 * error (exit 2) but a bad input, like an unreadable one: one line, exit 1,
 * nothing written (docs/driver-options.md). */
bool driver_check_output_not_input(const DriverArgs *a)
{
    struct stat out_st, in_st;
    if (!a->output || !strcmp(a->output, "-") || stat(a->output, &out_st) != 0)
        return true;
    for (int i = 0; i < a->ninputs; i++)
        if (a->inputs[i].kind != IN_LIB && stat(a->inputs[i].path, &in_st) == 0 &&
            in_st.st_dev == out_st.st_dev && in_st.st_ino == out_st.st_ino) {
            usage_error("input file '%s' is the same as the output file", a->inputs[i].path);
            return false;
        }
    return true;
}

void driver_print_version(FILE *out)
{
    unsigned major = 0, minor = 0, patch = 0;
    LLVMGetVersion(&major, &minor, &patch);
    fprintf(out, "cuf90 %s (CUDA Fortran compiler, LLVM %u.%u.%u, Fortran runtime libgfortran)\n",
            CUF90_VERSION, major, minor, patch);
    /* the identity build systems look for (Meson matches this line; CMake
     * the predefined __NVCOMPILER macros): docs/user-guide.md */
    fprintf(out, "NVIDIA Compilers and Tools compatible: the command line and predefined macros "
            "of nvfortran %d.%d\n", CUF90_NVHPC_MAJOR, CUF90_NVHPC_MINOR);
}

void driver_print_help(FILE *out)
{
    fputs(
        "Usage: cuf90 [options] file...\n"
        "Compiles Fortran and CUDA Fortran (.f90 .f95 .f03 .f08 .cuf; .F90 .CUF ... are\n"
        "preprocessed) and links them with .o/.a files into an executable (default a.out).\n"
        "\n"
        "Output:\n"
        "  -c                 compile only; one .o per source (or -o FILE for one source)\n"
        "  -o FILE            output file ('-' = stdout with -E, -S, -emit-llvm)\n"
        "  -S                 write assembly (.s); with -emit-llvm, textual LLVM IR (.ll)\n"
        "  -emit-llvm         LLVM IR: textual with -S (or alone), bitcode (.bc) with -c\n"
        "  -E                 preprocess only, to stdout (or -o FILE)\n"
        "  -fsyntax-only      check the sources, write nothing\n"
        "  --dump-tokens --dump-ast --dump-symbols   print a phase's result to stdout\n"
        "  -save-temps        keep the temporary objects of a compile-and-link\n"
        "  -v                 print each subcommand (the link line) before running it\n"
        "  -V, --version      print the version;  --help  this text\n"
        "Language:\n"
        "  -cpp, -Mpreprocess run the preprocessor on every source;  -nocpp: never\n"
        "  -D NAME[=VAL], -U NAME, -I DIR   preprocessor macros, include and .mod path\n"
        "  -module DIR, -J DIR              where .mod files are written (and read first)\n"
        "  -Mfixed, -ffixed-form            read every source as fixed form (default for\n"
        "                                   .f .for .ftn .F .FOR .FTN .fpp .FPP)\n"
        "  -Mfree, -ffree-form              read every source as free form\n"
        "  -Mextend, -ffixed-line-length-N|none   fixed-form lines of 132 / N columns\n"
        "  -fd-lines-as-code, -Mdlines      D in column 1 is a blank (default: a comment)\n"
        "  -w, -silent        suppress warnings\n"
        "  -i8, -r8           default INTEGER/LOGICAL, REAL/COMPLEX kind 8 (also\n"
        "                     -fdefault-integer-8, -fdefault-real-8)\n"
        "  -fallow-argument-mismatch        argument type/rank mismatches are warnings\n"
        "  -mp, -fopenmp      OpenMP directives (!$omp, !$ lines, _OPENMP), links libgomp\n"
        "  -fcoarray=none|single|lib  coarrays (off by default); one image either way\n"
        "Code generation:\n"
        "  -O0 -O1 -O2 -O3 -O (=-O2) -fast (=-O2)   default -O1 (-O0 with -g)\n"
        "  -g, -gopt          debug information (-gopt: without the -O0 default)\n"
        "  -Mbounds, -fcheck=bounds         array bounds checking at run time\n"
        "  -ffast-math        fast-math floating point;  -Kieee: IEEE (the default)\n"
        "  -mcmodel=medium, -Mlarge_arrays  static data over 2 GiB\n"
        "  -ffpe-trap=LIST, -fconvert=ORDER floating-point traps, unformatted byte order\n"
        "  -fno-automatic, -Msave           every local of a non-RECURSIVE procedure is SAVEd\n"
        "  -fdec              every DEC extension below, integer .AND./.OR./.XOR./.NOT.,\n"
        "                     mixed-type comparisons, DEC I/O specifiers, PARAMETER X=1\n"
        "  -fdec-structure    STRUCTURE, RECORD, UNION, MAP;  -fdec-math  SIND, COSD, ...\n"
        "  -fdec-char-conversions  character constants assigned to numeric variables\n"
        "  -fdec-blank-format-item, -fdec-include, -fdec-intrinsic-ints  (see the manual)\n"
        "  -fdec-format-defaults            I, F, G, L, ... without a width (default widths)\n"
        "  -fno-realloc-lhs, -Mallocatable=95  assignment never (re)allocates an allocatable\n"
        "  -frecursive, -fmax-stack-var-size=N  no static local arrays / static above N bytes\n"
        "  -fdec-static                     AUTOMATIC and STATIC attributes and statements\n"
        "  -finit-local-zero, -finit-integer=N, -finit-real=zero|nan|snan|inf|-inf,\n"
        "  -finit-logical=true|false, -finit-character=N, -finit-derived\n"
        "                                   the starting value of locals without one\n"
        "CUDA Fortran:\n"
        "  -cuda, -Mcuda      CUDA Fortran syntax in .f90 files too (.cuf always has it)\n"
        "  -Mcuda=LIST        ccXY (the toolkit's), rdc (default), nordc, emu, keepptx,\n"
        "                     ptxinfo, lineinfo, fastmath, fma, nofma, maxregcount:N, cudaX.Y\n"
        "  -gpu=LIST          ccXY, ccnative, ccall, mem:managed, rdc, nordc, ptxinfo,\n"
        "                     lineinfo, keep, maxregcount:N, fma, nofma, fastmath, cudaX.Y\n"
        "  -cudalib=LIST      link cublas, cufft, curand, cusolver, cusparse, nvtx\n"
        "Linking:\n"
        "  -L DIR, -l NAME, -R DIR, -Wl,ARGS, -Xlinker ARG, -static, -pthread, -s\n"
        "  -shared            a shared library (the program provides the runtimes)\n"
        "  -Wall              unused variables, value-changing conversions, tabs\n"
        "  -Minfo             report generated CUF kernels, implicit copies, launches, loop optimizations\n"
        "Accepted and ignored: -fPIC, other -W..., -std=...,\n"
        "  -m64, -march=..., -tp=..., -Mvect, -Munroll, -Mipa, -Minstrument.\n"
        "Exit status: 0 success, 1 compile or link error, 2 usage error.\n",
        out);
}
