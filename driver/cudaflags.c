/* cudaflags.c — the CUDA sub-option lists of both nvfortran generations:
 *   -Mcuda=cc90,rdc,emu,keepptx,...   (PGI / early nvfortran)
 *   -gpu=cc90,managed,rdc,keep,...    (current nvfortran, with -cuda)
 *   -cudalib=cublas,cufft,...
 * An unknown sub-option is a usage error that lists the valid ones, so a
 * Makefile typo is caught instead of silently compiling something else. */
#include "driver.h"

#include "../codegen/nvptx.h"
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Compute capabilities: those of the installed toolkit's ptxas (its
 * --gpu-name values sm_NN; CUDA 13: 75 to 121), asked once when a ccXY is
 * given; without a toolkit, those LLVM 19's NVPTX back end knows. Code for
 * a capability LLVM does not know is generated for the newest one below it
 * and ptxas compiles it for the capability asked (codegen/nvptx.c). */
static const int llvm_ccs[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};
static int valid_ccs[64];
static int n_valid_ccs;
static bool ccs_from_toolkit;

static void load_valid_ccs(void)
{
    if (n_valid_ccs)
        return;
    char ptxas[4096], cmd[4200];
    snprintf(ptxas, sizeof ptxas, "%s/bin/ptxas", cg_cuda_home());
    snprintf(cmd, sizeof cmd, "'%s' --help 2>/dev/null", ptxas);
    FILE *p = access(ptxas, X_OK) == 0 && !strchr(ptxas, '\'') ? popen(cmd, "r") : NULL;
    char line[4096];
    while (p && fgets(line, sizeof line, p))
        for (char *q = strstr(line, "'sm_"); q; q = strstr(q + 1, "'sm_")) {
            char *end;
            long cc = strtol(q + 4, &end, 10);
            if (*end != '\'' || cc <= 0 || n_valid_ccs >= 64)
                continue;  /* sm_90a, sm_100f: not a capability of -gpu=ccXY */
            bool dup = false;
            for (int i = 0; i < n_valid_ccs; i++)
                dup |= valid_ccs[i] == cc;
            if (!dup)
                valid_ccs[n_valid_ccs++] = (int)cc;
        }
    if (p)
        pclose(p);
    ccs_from_toolkit = n_valid_ccs > 0;
    if (!ccs_from_toolkit)
        for (size_t i = 0; i < sizeof llvm_ccs / sizeof *llvm_ccs; i++)
            valid_ccs[n_valid_ccs++] = llvm_ccs[i];
    /* ascending, so that lists and ccall read naturally */
    for (int i = 1; i < n_valid_ccs; i++)
        for (int j = i; j > 0 && valid_ccs[j - 1] > valid_ccs[j]; j--) {
            int t = valid_ccs[j];
            valid_ccs[j] = valid_ccs[j - 1];
            valid_ccs[j - 1] = t;
        }
}
#define N_VALID_CCS (load_valid_ccs(), n_valid_ccs)

static void list_error(const char *flag, const char *bad, const char *valid)
{
    fprintf(stderr, "cuf90: error: unknown %s sub-option '%s' (valid: %s)\n", flag, bad, valid);
}

static void add_cc(int cc)
{
    for (int i = 0; i < opts.cuda_ncc; i++)
        if (opts.cuda_ccs[i] == cc)
            return;
    if (opts.cuda_ncc < (int)(sizeof opts.cuda_ccs / sizeof *opts.cuda_ccs))
        opts.cuda_ccs[opts.cuda_ncc++] = cc;
    opts.cuda_cc = opts.cuda_ccs[0];
}

/* "cc90" → 90; returns -1 when the text is not ccNN, 0 when NN is not a
 * capability we can target. */
static int parse_cc(const char *s)
{
    if (strncmp(s, "cc", 2) != 0 || !s[2])
        return -1;
    for (const char *p = s + 2; *p; p++)
        if (*p < '0' || *p > '9')
            return -1;
    if (strlen(s + 2) > 3)
        return 0;
    int cc = atoi(s + 2);
    for (int i = 0; i < N_VALID_CCS; i++)
        if (valid_ccs[i] == cc)
            return cc;
    return 0;
}

static void cc_error(const char *flag, const char *bad)
{
    fprintf(stderr, "cuf90: error: unsupported compute capability '%s' in %s (", bad, flag);
    if (ccs_from_toolkit)
        fprintf(stderr, "the CUDA toolkit in '%s' supports", cg_cuda_home());
    else
        fputs("no CUDA toolkit found; LLVM supports", stderr);
    for (int i = 0; i < N_VALID_CCS; i++)
        fprintf(stderr, " cc%d", valid_ccs[i]);
    fputs(")\n", stderr);
}

/* "maxregcount:N" with N a positive integer; -1 when malformed, 0 when it
 * is not this sub-option. */
static int parse_maxregcount(const char *s)
{
    if (strncmp(s, "maxregcount:", 12) != 0)
        return 0;
    const char *p = s + 12;
    if (!*p)
        return -1;
    for (const char *q = p; *q; q++)
        if (*q < '0' || *q > '9')
            return -1;
    if (strlen(p) > 3)
        return -1;
    int n = atoi(p);
    return n > 0 && n <= 255 ? n : -1;
}

/* "cuda12.4", "cuda13.0": the toolkit version to build against. We build
 * against whatever /usr/local/cuda holds, so it is accepted and ignored. */
static bool is_cuda_version(const char *s)
{
    if (strncmp(s, "cuda", 4) != 0 || !s[4])
        return false;
    bool dot = false;
    for (const char *p = s + 4; *p; p++) {
        if (*p == '.' && !dot && p[1])
            dot = true;
        else if (*p < '0' || *p > '9')
            return false;
    }
    return true;
}

/* ccnative: the capability of GPU 0 of this machine, asked through the CUDA
 * driver (dlopen, as the runtime does); cc90 when there is none. A newer GPU
 * than LLVM knows gets the newest PTX target, which the driver JITs forward. */
static int native_cc(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib)
        return 90;
    typedef int (*init_fn)(unsigned);
    typedef int (*get_fn)(int *, int);
    typedef int (*attr_fn)(int *, int, int);
    init_fn cu_init = (init_fn)dlsym(lib, "cuInit");
    get_fn cu_get = (get_fn)dlsym(lib, "cuDeviceGet");
    attr_fn cu_attr = (attr_fn)dlsym(lib, "cuDeviceGetAttribute");
    int dev = 0, major = 0, minor = 0, cc = 90;
    /* 75/76: CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR/MINOR */
    if (cu_init && cu_get && cu_attr && cu_init(0) == 0 && cu_get(&dev, 0) == 0 &&
        cu_attr(&major, 75, dev) == 0 && cu_attr(&minor, 76, dev) == 0) {
        int want = major * 10 + minor;
        load_valid_ccs();
        cc = valid_ccs[0];
        for (int i = 0; i < N_VALID_CCS; i++)
            if (valid_ccs[i] <= want)
                cc = valid_ccs[i];
    }
    dlclose(lib);
    return cc;
}

/* The sub-options both spellings share; returns 1 if handled, 0 if not
 * known, -1 on a malformed value (already reported). */
static int common_suboption(const char *flag, const char *tok)
{
    int cc = parse_cc(tok);
    if (cc > 0) { add_cc(cc); return 1; }
    if (cc == 0) { cc_error(flag, tok); return -1; }
    int mr = parse_maxregcount(tok);
    if (mr > 0) { opts.cuda_maxregcount = mr; return 1; }
    if (mr < 0) {
        fprintf(stderr, "cuf90: error: malformed '%s' in %s (expected maxregcount:N with 1 <= N <= 255)\n", tok, flag);
        return -1;
    }
    if (is_cuda_version(tok)) return 1;
    if (!strcmp(tok, "rdc")) { opts.cuda_rdc = true; return 1; }
    if (!strcmp(tok, "nordc")) { opts.cuda_rdc = false; return 1; }
    if (!strcmp(tok, "ptxinfo")) { opts.cuda_ptxinfo = true; return 1; }
    if (!strcmp(tok, "lineinfo")) { opts.cuda_lineinfo = true; return 1; }
    if (!strcmp(tok, "debug")) { opts.cuda_debug = true; return 1; }
    if (!strcmp(tok, "fastmath")) { opts.cuda_fastmath = true; return 1; }
    if (!strcmp(tok, "fma")) { opts.cuda_fma = true; return 1; }
    if (!strcmp(tok, "nofma")) { opts.cuda_fma = false; return 1; }
    if (!strcmp(tok, "flushz") || !strcmp(tok, "noflushz")) return 1;
    return 0;
}

typedef int (*SubFn)(const char *flag, const char *tok, DriverArgs *args);

/* Splits a comma list and hands each item to 'fn'. */
static bool for_each_suboption(const char *flag, const char *list, SubFn fn, DriverArgs *args)
{
    if (!*list) {
        fprintf(stderr, "cuf90: error: empty sub-option list after '%s='\n", flag);
        return false;
    }
    char *copy = strdup(list), *save = NULL;
    bool ok = true;
    int n = 0;
    for (char *tok = strtok_r(copy, ",", &save); tok && ok; tok = strtok_r(NULL, ",", &save), n++)
        ok = fn(flag, tok, args) > 0;
    free(copy);
    if (ok && n == 0) {
        fprintf(stderr, "cuf90: error: empty sub-option list after '%s='\n", flag);
        return false;
    }
    return ok;
}

#define MCUDA_VALID "ccXY (those of the CUDA toolkit), ccnative, rdc, nordc, emu, keepptx, keepbin, ptxinfo, " \
                    "lineinfo, debug, fastmath, fma, nofma, flushz, noflushz, maxregcount:N, cudaX.Y"
#define GPU_VALID   "ccXY (those of the CUDA toolkit), ccnative, ccall, managed, mem:managed, nomanaged, mem:separate, rdc, nordc, ptxinfo, " \
                    "lineinfo, debug, keep, fastmath, fma, nofma, flushz, noflushz, maxregcount:N, cudaX.Y"
#define CUDALIB_VALID "cublas, cufft, curand, cusolver, cusparse, nvtx"

static int mcuda_item(const char *flag, const char *tok, DriverArgs *a)
{
    int r = common_suboption(flag, tok);
    if (r)
        return r;
    if (!strcmp(tok, "emu")) { a->cuda_emu = true; return 1; }
    if (!strcmp(tok, "keepptx") || !strcmp(tok, "keep")) { opts.cuda_keepptx = true; return 1; }
    if (!strcmp(tok, "keepbin")) return 1;
    if (!strcmp(tok, "ccnative")) { add_cc(native_cc()); return 1; }
    list_error(flag, tok, MCUDA_VALID);
    return -1;
}

static int gpu_item(const char *flag, const char *tok, DriverArgs *a)
{
    int r = common_suboption(flag, tok);
    if (r)
        return r;
    if (!strcmp(tok, "ccnative")) { add_cc(native_cc()); return 1; }
    if (!strcmp(tok, "ccall")) {
        /* every capability the toolkit supports; the lowest first, so the
         * image's PTX runs (JIT-compiled) on each of them */
        for (int i = 0; i < N_VALID_CCS; i++)
            if (valid_ccs[i] >= 70)
                add_cc(valid_ccs[i]);
        return 1;
    }
    if (!strcmp(tok, "managed") || !strcmp(tok, "mem:managed")) { opts.cuda_managed = true; return 1; }
    if (!strcmp(tok, "nomanaged") || !strcmp(tok, "mem:separate")) { opts.cuda_managed = false; return 1; }
    if (!strcmp(tok, "keep")) { opts.cuda_keepptx = true; return 1; }
    (void)a;
    list_error(flag, tok, GPU_VALID);
    return -1;
}

static int cudalib_item(const char *flag, const char *tok, DriverArgs *a)
{
    static const struct { const char *name; unsigned bit; } libs[] = {
        {"cublas", CUDALIB_CUBLAS}, {"cufft", CUDALIB_CUFFT}, {"curand", CUDALIB_CURAND},
        {"cusolver", CUDALIB_CUSOLVER}, {"cusparse", CUDALIB_CUSPARSE}, {"nvtx", CUDALIB_NVTX},
    };
    for (size_t i = 0; i < sizeof libs / sizeof *libs; i++)
        if (!strcmp(tok, libs[i].name)) {
            a->cudalibs |= libs[i].bit;
            return 1;
        }
    if (!strcmp(tok, "cutensor")) {
        /* nvfortran's cuTENSOR modules (cutensorex, cutensor_v2) are not
         * shipped; cuTENSOR itself is a separate download */
        char so[4096];
        snprintf(so, sizeof so, "%s/lib64/libcutensor.so", CUF90_CUDA_HOME);
        if (access(so, F_OK) != 0)
            fprintf(stderr, "cuf90: error: %s=cutensor: cuTENSOR is not in the installed CUDA toolkit (no '%s'), "
                            "and cuf90 ships no cutensorEx or cutensor_v2 module\n", flag, so);
        else
            fprintf(stderr, "cuf90: error: %s=cutensor: cuf90 ships no cutensorEx or cutensor_v2 module yet "
                            "(cuTENSOR is installed: '%s')\n", flag, so);
        return -1;
    }
    list_error(flag, tok, CUDALIB_VALID);
    return -1;
}

/* -Mcuda=LIST */
bool driver_parse_mcuda(const char *list, DriverArgs *args)
{
    return for_each_suboption("-Mcuda", list, mcuda_item, args);
}

/* -gpu=LIST */
bool driver_parse_gpu(const char *list, DriverArgs *args)
{
    return for_each_suboption("-gpu", list, gpu_item, args);
}

/* -cudalib=LIST */
bool driver_parse_cudalib(const char *list, DriverArgs *args)
{
    return for_each_suboption("-cudalib", list, cudalib_item, args);
}
