/* gnu_options.c — gfortran's options beyond the common ones of options.c:
 * the kind promotions (-freal-4-real-8, ...), libgfortran's run-time
 * settings (-frecord-marker=, -fmax-subrecord-length=, -fno-sign-zero),
 * and one table of GCC optimizer, code-layout and diagnostic switches that
 * change nothing a program computes, accepted so that gfortran command
 * lines work unchanged (docs/driver-options.md lists each). */
#include "driver.h"

#include <stdlib.h>
#include <string.h>

static void gnu_usage_error(const char *fmt, const char *what)
{
    fputs("cuf90: error: ", stderr);
    fprintf(stderr, fmt, what);
    fputs("\n", stderr);
}

/* GCC's optimizer, scheduler, vectorizer, inliner, profiling and
 * diagnostics-format switches. They tune how GCC builds code, never what the
 * code computes, so LLVM's own pipeline at the -O level stands in for them.
 * Spelled out one by one (a prefix covers a family: -ftree-, -fno-ipa-, ...)
 * so that a misspelt option still is a usage error. */
static const char *const gcc_tuning_exact[] = {
    "-funroll-all-loops", "-fno-unroll-loops", "-fpeel-loops", "-fno-peel-loops",
    "-funswitch-loops", "-fno-unswitch-loops", "-fsplit-loops", "-fmodulo-sched",
    "-fmodulo-sched-allow-regmoves", "-fpredictive-commoning", "-fprefetch-loop-arrays",
    "-fno-prefetch-loop-arrays", "-fexpensive-optimizations", "-fno-expensive-optimizations",
    "-fgcse", "-fno-gcse", "-fgcse-after-reload", "-fgcse-las", "-fgcse-sm",
    "-fstrict-aliasing", "-fno-strict-aliasing", "-fguess-branch-probability",
    "-fno-guess-branch-probability", "-finline-functions", "-fno-inline-functions",
    "-finline-small-functions", "-fno-inline-small-functions", "-findirect-inlining",
    "-finline-functions-called-once", "-fno-inline-functions-called-once",
    "-fearly-inlining", "-fno-early-inlining", "-fdse", "-fno-dse", "-fcode-hoisting",
    "-fno-code-hoisting", "-fmove-loop-invariants", "-fno-move-loop-invariants",
    "-fmove-loop-stores", "-fno-move-loop-stores", "-fmalloc-dce", "-fno-malloc-dce",
    "-ftracer", "-fwhole-program", "-fdelete-null-pointer-checks",
    "-fno-delete-null-pointer-checks", "-fgraphite", "-fgraphite-identity",
    "-fselective-scheduling", "-fselective-scheduling2", "-fsel-sched-pipelining",
    "-fsel-sched-pipelining-outer-loops", "-fno-schedule-insns", "-fno-schedule-insns2",
    "-faggressive-function-elimination", "-ffrontend-loop-interchange",
    "-fno-frontend-loop-interchange", "-finline-arg-packing", "-fno-inline-arg-packing",
    "-fstack-arrays", "-fno-stack-arrays", "-frepack-arrays", "-fno-repack-arrays",
    "-ftest-forall-temp", "-fprotect-parens", "-fno-protect-parens",
    "-fexceptions", "-fno-exceptions", "-fnon-call-exceptions", "-fplt", "-fno-plt",
    "-fcompare-debug", "-gno-strict-dwarf", "-gstrict-dwarf", "-fwrapv",
    /* BOZ constants outside DATA and the BOZ-taking intrinsics are always
     * accepted (as INTEGER where an INTEGER is wanted, as in gfortran with it) */
    "-fallow-invalid-boz",
    "-fcheck-array-temporaries", "-fno-check-array-temporaries",
    "-fopenmp-simd", "-fno-openmp-simd",
    "-pedantic-errors", "-nostdinc", "-dA", "-dp", "-dH", "-fcommon", "-fno-common",
    "-funconstrained-commons", "-fno-unconstrained-commons",
    "-fprofile-generate", "-fprofile-arcs", "-ftest-coverage", "-fprofile-use",
    "-fno-trapping-math", "-fno-signed-zeros", "-funsafe-math-optimizations",
    "-fno-math-errno", "-fmath-errno", "-fcx-fortran-rules",
    "-fno-align-loops", "-fno-align-jumps", "-fno-align-functions", "-fno-align-labels",
    "-fomit-frame-pointer", "-fno-omit-frame-pointer", "-fstack-protector",
    "-fstack-protector-strong", "-fno-stack-protector",
    /* x86-64 instruction-set and FP-unit selection: cuf90 generates for
     * the baseline x86-64 (SSE2) whatever is asked */
    "-msse", "-msse2", "-msse3", "-mssse3", "-msse4", "-msse4.1", "-msse4.2", "-mavx", "-mavx2",
    "-mfma", "-mavx512f", "-mavx512bw", "-mavx512vl", "-mavx512dq", "-mno-sse3", "-mno-avx",
    "-mno-avx2", "-mfpmath=sse", "-mprefer-avx128", "-mvzeroupper", "-mno-vzeroupper",
    "-mprefer-vector-width=128", "-mprefer-vector-width=256", "-mprefer-vector-width=512",
    "-mveclibabi=svml",
};

static const char *const gcc_tuning_prefix[] = {
    "-ftree-", "-fno-tree-", "-fipa-", "-fno-ipa-", "-floop-", "-fno-loop-",
    "-fschedule-", "-fsched-", "-fopt-info", "-fvect-cost-model=", "-fsimd-cost-model=",
    "-fdisable-", "-fenable-", "-fdiagnostics-", "-fno-diagnostics-", "-fmax-array-constructor=",
    "-finline-intrinsics=", "-fno-inline-intrinsics=", "-finline-limit=", "-falign-loops=",
    "-falign-functions=", "-falign-jumps=", "-fsanitize=", "-fno-sanitize=", "-ffp-contract=",
    "-fexcess-precision=", "-ffixed-xmm",
};

static bool is_gcc_tuning_option(const char *a)
{
    for (size_t i = 0; i < sizeof gcc_tuning_exact / sizeof *gcc_tuning_exact; i++)
        if (!strcmp(a, gcc_tuning_exact[i]))
            return true;
    for (size_t i = 0; i < sizeof gcc_tuning_prefix / sizeof *gcc_tuning_prefix; i++) {
        size_t n = strlen(gcc_tuning_prefix[i]);
        if (!strncmp(a, gcc_tuning_prefix[i], n) && a[n])
            return true;
    }
    return false;
}

/* -freal-4-real-8|10|16, -freal-8-real-4|10|16, -finteger-4-integer-8. */
static int promotion_target(const char *a, const char *prefix, const int *valid, int nvalid, bool *ok)
{
    const char *v = a + strlen(prefix);
    int k = atoi(v);
    char buf[8];
    snprintf(buf, sizeof buf, "%d", k);
    for (int i = 0; i < nvalid; i++)
        if (k == valid[i] && !strcmp(buf, v))
            return k;
    gnu_usage_error("unknown kind promotion '%s' (valid: -freal-4-real-8|10|16, -freal-8-real-4|10|16, "
                    "-finteger-4-integer-8)", a);
    *ok = false;
    return 0;
}

/* A positive count in NAME=N; 'what' names it in the error. */
static bool positive_value(const char *a, size_t skip, long lo, long hi, int *out)
{
    char *end;
    long n = strtol(a + skip, &end, 10);
    if (!a[skip] || *end || n < lo || n > hi) {
        gnu_usage_error("invalid value in '%s'", a);
        return false;
    }
    *out = (int)n;
    return true;
}

static int second_underscore = -1; /* -f[no-]second-underscore; -1: as -ff2c says */
static bool no_underscoring;

bool driver_parse_gnu_option(const char *a, bool *ok)
{
    *ok = true;
    if (!strncmp(a, "-freal-4-real-", 14)) {
        static const int v[] = {8, 10, 16};
        opts.real4_kind = promotion_target(a, "-freal-4-real-", v, 3, ok);
        return true;
    }
    if (!strncmp(a, "-freal-8-real-", 14)) {
        static const int v[] = {4, 10, 16};
        opts.real8_kind = promotion_target(a, "-freal-8-real-", v, 3, ok);
        return true;
    }
    if (!strncmp(a, "-finteger-4-integer-", 20)) {
        static const int v[] = {8};
        opts.int4_kind = promotion_target(a, "-finteger-4-integer-", v, 1, ok);
        return true;
    }
    /* -ff2c: f2c's results (codegen, cg_f2c_result) and its second
     * underscore, unless -fno-second-underscore comes (in any order) */
    if (!strcmp(a, "-ff2c") || !strcmp(a, "-fno-f2c")) {
        opts.f2c = a[2] == 'f';
        return true;
    }
    if (!strcmp(a, "-fsecond-underscore") || !strcmp(a, "-fno-second-underscore")) {
        second_underscore = a[2] == 's' ? 1 : 0;
        return true;
    }
    if (!strcmp(a, "-funderscoring") || !strcmp(a, "-fno-underscoring")) {
        no_underscoring = a[2] == 'n';
        return true;
    }
    if (!strcmp(a, "-fpad-source") || !strcmp(a, "-fno-pad-source")) {
        opts.no_pad_source = a[2] == 'n';
        return true;
    }
    if (!strcmp(a, "-falign-commons") || !strcmp(a, "-fno-align-commons")) {
        opts.no_align_commons = a[2] == 'n';
        return true;
    }
    if (!strcmp(a, "-fimplicit-none") || !strcmp(a, "-fno-implicit-none")) {
        opts.implicit_none = a[2] == 'i';
        return true;
    }
    if (!strcmp(a, "-fmodule-private") || !strcmp(a, "-fno-module-private")) {
        opts.module_private = a[2] == 'm';
        return true;
    }
    if (!strcmp(a, "-fshort-enums") || !strcmp(a, "-fno-short-enums")) {
        opts.short_enums = a[2] == 's';
        return true;
    }
    if (!strcmp(a, "-fno-sign-zero") || !strcmp(a, "-fsign-zero")) {
        opts.no_sign_zero = a[2] == 'n';
        return true;
    }
    if (!strncmp(a, "-frecord-marker=", 16)) {
        if (strcmp(a + 16, "4") && strcmp(a + 16, "8")) {
            gnu_usage_error("invalid value in '%s' (valid: 4, 8)", a);
            *ok = false;
        } else {
            opts.record_marker = a[16] - '0';
        }
        return true;
    }
    if (!strncmp(a, "-fmax-subrecord-length=", 23)) {
        /* libgfortran's limit: a 4-byte marker holds at most 2**31 - 9 */
        *ok = positive_value(a, 23, 1, 2147483639L, &opts.max_subrecord_length);
        return true;
    }
    if (!strncmp(a, "--param=", 8) && a[8])
        return true;
    return is_gcc_tuning_option(a);
}

/* After the whole command line: the promotions replace the default kinds
 * too (REAL, DOUBLE PRECISION, INTEGER), once; sema replaces the kinds the
 * source names (type_promoted_kind). */
void driver_finish_gnu_options(void)
{
    if (opts.default_real_kind == 4 && opts.real4_kind)
        opts.default_real_kind = opts.real4_kind;
    if (opts.double_kind == 8 && opts.real8_kind)
        opts.double_kind = opts.real8_kind;
    if (opts.default_int_kind == 4 && opts.int4_kind)
        opts.default_int_kind = opts.int4_kind;
    bool second = second_underscore < 0 ? opts.f2c : second_underscore;
    opts.underscoring = no_underscoring ? 0 : second ? 2 : 1;
}
