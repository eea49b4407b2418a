/* nvptx.c — from a finished device module to PTX text and, when ptxas is
 * installed, a cubin for the chosen compute capability (no JIT at launch).
 * Steps (DESIGN.md, facts checked on these machines): link libdevice,
 * internalize everything but the kernels and device globals, O3, emit PTX. */
#include "nvptx.h"

#include "../libdevice-shims/shims.h"
#include "config.h"

#include <llvm-c/Support.h>

#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

const char *cg_cuda_home(void)
{
    const char *env = getenv("CUDA_HOME");
    if (env && *env)
        return env;
    return CUF90_CUDA_HOME;
}

static void nvptx_init_once(void)
{
    static bool done;
    if (done)
        return;
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    /* 32-bit pointers for shared, constant and local memory, as nvcc (and
     * clang -fcuda-short-ptr) use: 64-bit ones cost a register pair for
     * every shared-memory address a kernel keeps live. The option also
     * selects the data layout the target machine reports. */
    const char *argv[] = {"cuf90", "-nvptx-short-ptr"};
    LLVMParseCommandLineOptions(2, argv, NULL);
    done = true;
}

/* PTX ISA version for a compute capability: the lowest LLVM 19 knows that
 * ptxas of CUDA 12/13 accepts for that architecture. */
static const char *ptx_features(int cc)
{
    if (cc >= 90)
        return "+ptx80";
    return "+ptx78";
}

/* The newest processor LLVM 19's NVPTX back end knows at or below 'cc':
 * PTX for .target sm_XY compiles for every sm_MN >= XY, so code for a
 * capability LLVM does not know yet (cc88, cc100, cc120) is generated for
 * this one and ptxas compiles it for the capability asked. */
static int llvm_cc(int cc)
{
    static const int known[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};
    int best = known[0];
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (known[i] <= cc)
            best = known[i];
    return best;
}

LLVMTargetMachineRef cg_nvptx_target_machine(int cc)
{
    nvptx_init_once();
    LLVMTargetRef target;
    char *err = NULL;
    if (LLVMGetTargetFromTriple("nvptx64-nvidia-cuda", &target, &err)) {
        error_noloc("NVPTX target unavailable in this LLVM: %s", err ? err : "?");
        LLVMDisposeMessage(err);
        return NULL;
    }
    char cpu[16];
    cc = llvm_cc(cc);
    snprintf(cpu, sizeof cpu, "sm_%d", cc);
    return LLVMCreateTargetMachine(target, "nvptx64-nvidia-cuda", cpu, ptx_features(cc),
                                   LLVMCodeGenLevelAggressive, LLVMRelocDefault,
                                   LLVMCodeModelDefault);
}

void cg_nvptx_prepare_module(LLVMModuleRef dev, LLVMTargetMachineRef tm)
{
    LLVMSetTarget(dev, "nvptx64-nvidia-cuda");
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *layout = LLVMCopyStringRepOfTargetData(td);
    LLVMSetDataLayout(dev, layout);
    LLVMDisposeMessage(layout);
    LLVMDisposeTargetData(td);
}

bool cg_cuda_tool(const char *const *argv, const void *input, size_t input_len, const char *in_name,
                  void **out, size_t *out_len, const char *failure)
{
    *out = NULL;
    *out_len = 0;
    char dir[] = "/tmp/cuf90-cuda-XXXXXX";
    if (!mkdtemp(dir)) {
        error_noloc("cannot create a temporary directory: %s", strerror(errno));
        return false;
    }
    char in[128], outp[64];
    snprintf(in, sizeof in, "%s/%s", dir, in_name);
    snprintf(outp, sizeof outp, "%s/out", dir);
    FILE *f = fopen(in, "wb");
    bool ok = f && fwrite(input, 1, input_len, f) == input_len;
    if (f)
        ok = fclose(f) == 0 && ok;
    int argc = 0;
    while (argv[argc])
        argc++;
    const char **av = calloc((size_t)argc + 1, sizeof *av);
    for (int i = 0; i < argc; i++)
        av[i] = !strcmp(argv[i], "@IN") ? in : !strcmp(argv[i], "@OUT") ? outp : argv[i];
    if (opts.verbose) {
        for (int i = 0; i < argc; i++)
            fprintf(stderr, "%s%s", i ? " " : "", av[i]);
        fputc('\n', stderr);
    }
    pid_t pid;
    int status = 0;
    if (ok && posix_spawn(&pid, av[0], NULL, NULL, (char **)av, environ) == 0) {
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
            ;
        ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
        if (!ok)
            error_noloc("%s", failure);
    } else if (ok) {
        error_noloc("cannot run '%s': %s", av[0], strerror(errno));
        ok = false;
    }
    free(av);
    FILE *c = ok ? fopen(outp, "rb") : NULL;
    struct stat st;
    if (c && fstat(fileno(c), &st) == 0 && st.st_size > 0) {
        *out = malloc((size_t)st.st_size);
        *out_len = fread(*out, 1, (size_t)st.st_size, c);
    }
    if (c)
        fclose(c);
    unlink(in);
    unlink(outp);
    rmdir(dir);
    return ok;
}

static bool ptx_has_debug_target(const char *ptx)
{
    const char *t = strstr(ptx, "\n.target ");
    const char *nl = t ? strchr(t + 1, '\n') : NULL;
    const char *d = t ? strstr(t, ", debug") : NULL;
    return d && (!nl || d < nl);
}

/* Runs ptxas on 'ptx'; on success *cubin is malloc'ed. A missing ptxas is
 * not an error (the PTX is JIT-compiled at load time). */
static bool run_ptxas(const char *ptx, size_t ptx_len, int cc, bool relocatable, void **cubin,
                      size_t *cubin_len)
{
    *cubin = NULL;
    *cubin_len = 0;
    char ptxas[4096];
    snprintf(ptxas, sizeof ptxas, "%s/bin/ptxas", cg_cuda_home());
    if (access(ptxas, X_OK) != 0)
        return true;
    char arch[32], regs[48];
    snprintf(arch, sizeof arch, "-arch=sm_%d", cc);
    const char *argv[16];
    int argc = 0;
    argv[argc++] = ptxas;
    argv[argc++] = arch;
    /* -gpu=debug: as nvcc -G, unoptimized with DWARF; lineinfo: lines only.
     * PTX with full DWARF (".target sm_XX, debug": an object compiled with
     * -g, linked with -Mcuda=rdc by a link command without it) is rejected
     * by an optimizing ptxas. */
    bool debug = opts.cuda_debug || ptx_has_debug_target(ptx);
    argv[argc++] = debug ? "-O0" : "-O3";
    if (debug)
        argv[argc++] = "-g";
    else if (opts.cuda_lineinfo)
        argv[argc++] = "-lineinfo";
    if (relocatable)
        argv[argc++] = "-c";
    if (opts.cuda_ptxinfo)
        argv[argc++] = "-v";
    if (opts.cuda_maxregcount > 0) {
        snprintf(regs, sizeof regs, "--maxrregcount=%d", opts.cuda_maxregcount);
        argv[argc++] = regs;
    }
    argv[argc++] = "@IN";
    argv[argc++] = "-o";
    argv[argc++] = "@OUT";
    argv[argc] = NULL;
    return cg_cuda_tool(argv, ptx, ptx_len, "k.ptx", cubin, cubin_len,
                        "ptxas rejected the generated PTX (internal compiler error)");
}

/* The cluster_dims of kernels (cuf90.cluster entries {kernel, axis, n},
 * codegen/device.c) as .reqnctapercluster directives after the kernels'
 * parameter lists in the PTX text; returns the new text (or ptx). */
static char *add_cluster_directives(LLVMModuleRef dev, char *ptx, size_t *len)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(dev, "cuf90.cluster");
    if (n == 0)
        return ptx;
    LLVMValueRef *ops = calloc(n, sizeof *ops);
    LLVMGetNamedMetadataOperands(dev, "cuf90.cluster", ops);
    for (unsigned i = 0; i + 2 < n; i += 3) {
        LLVMValueRef f[3];
        LLVMGetMDNodeOperands(ops[i], f);
        size_t nl;
        const char *name = LLVMGetValueName2(f[0], &nl);
        long dims[3];
        for (unsigned a = 0; a < 3; a++) {
            LLVMValueRef g[3];
            LLVMGetMDNodeOperands(ops[i + a], g);
            dims[a] = (long)LLVMConstIntGetZExtValue(g[2]);
        }
        char entry[512];
        snprintf(entry, sizeof entry, ".entry %.*s(", (int)nl, name);
        char *at = strstr(ptx, entry);
        char *close = at ? strstr(at, "\n)") : NULL;
        if (!close)
            continue;
        close += 2; /* after the ")" closing the parameters */
        char dir[96];
        int dl = snprintf(dir, sizeof dir, "\n.reqnctapercluster %ld, %ld, %ld", dims[0], dims[1], dims[2]);
        size_t off = (size_t)(close - ptx);
        char *np = malloc(*len + (size_t)dl + 1);
        memcpy(np, ptx, off);
        memcpy(np + off, dir, (size_t)dl);
        memcpy(np + off + dl, ptx + off, *len - off + 1);
        free(ptx);
        ptx = np;
        *len += (size_t)dl;
    }
    free(ops);
    return ptx;
}

bool cg_nvptx_finish(LLVMModuleRef dev, LLVMTargetMachineRef tm, const char *const *keep,
                     int nkeep, int opt_level, bool relocatable, DeviceImage *out)
{
    memset(out, 0, sizeof *out);
    char *err = NULL;

    /* libdevice asks __nvvm_reflect("__CUDA_FTZ"); answer it per fastmath. */
    LLVMContextRef ctx = LLVMGetModuleContext(dev);
    LLVMAddModuleFlag(dev, LLVMModuleFlagBehaviorOverride, "nvvm-reflect-ftz", 16,
                      LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx),
                                                       opts.cuda_fastmath ? 1 : 0, 0)));
    if (!shim_link_libdevice(dev, cg_cuda_home(), &err)) {
        error_noloc("%s", err);
        free(err);
        return false;
    }

    /* internalize<preserve-gv=a;b;...> keeps kernels and device globals. */
    size_t cap = 256;
    for (int i = 0; i < nkeep; i++)
        cap += strlen(keep[i]) + sizeof ";preserve-gv=";
    char *pipeline = malloc(cap);
    size_t n = (size_t)snprintf(pipeline, cap, "internalize<");
    for (int i = 0; i < nkeep; i++)
        n += (size_t)snprintf(pipeline + n, cap - n, "%spreserve-gv=%s", i ? ";" : "", keep[i]);
    snprintf(pipeline + n, cap - n, ">,globaldce,default<O%d>", opt_level < 1 ? 1 : opt_level);
    LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
    LLVMErrorRef perr = LLVMRunPasses(dev, pipeline, tm, pbo);
    LLVMDisposePassBuilderOptions(pbo);
    free(pipeline);
    if (perr) {
        char *m = LLVMGetErrorMessage(perr);
        error_noloc("device optimization pipeline failed: %s", m);
        LLVMDisposeErrorMessage(m);
        return false;
    }

    LLVMMemoryBufferRef buf;
    if (LLVMTargetMachineEmitToMemoryBuffer(tm, dev, LLVMAssemblyFile, &err, &buf)) {
        error_noloc("PTX emission failed: %s", err ? err : "?");
        LLVMDisposeMessage(err);
        return false;
    }
    out->ptx_len = LLVMGetBufferSize(buf);
    out->ptx = malloc(out->ptx_len + 1);
    memcpy(out->ptx, LLVMGetBufferStart(buf), out->ptx_len);
    out->ptx[out->ptx_len] = 0;
    LLVMDisposeMemoryBuffer(buf);
    out->ptx = add_cluster_directives(dev, out->ptx, &out->ptx_len);
    return run_ptxas(out->ptx, out->ptx_len, opts.cuda_cc, relocatable, &out->cubin, &out->cubin_len);
}
