/* link.c — subcommands and the link line. Programs are linked by the system
 * `cc` with our runtime libcuf90rt.a and GCC's libgfortran (static by
 * default, so a program runs on a machine without gfortran):
 *   cc -o OUT [user -L] objects/-l in command-line order [user linker args]
 *      libcuf90rt.a [CUDA libraries] libgfortran.a libquadmath.a -lm -ldl -lpthread
 */
#include "driver.h"

#include "../codegen/image.h"
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Prints argv as a shell would need it typed (for -v). */
static void print_command(char *const argv[])
{
    for (int i = 0; argv[i]; i++) {
        const char *a = argv[i];
        bool plain = *a != 0;
        for (const char *p = a; *p; p++)
            if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,+:@%", *p))
                plain = false;
        if (i)
            fputc(' ', stderr);
        if (plain) {
            fputs(a, stderr);
        } else {
            fputc('\'', stderr);
            for (const char *p = a; *p; p++)
                if (*p == '\'')
                    fputs("'\\''", stderr);
                else
                    fputc(*p, stderr);
            fputc('\'', stderr);
        }
    }
    fputc('\n', stderr);
}

int driver_run(char *const argv[], bool verbose)
{
    if (verbose)
        print_command(argv);
    fflush(stdout);
    fflush(stderr);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ);
    if (rc != 0) {
        error_noloc("cannot run '%s': %s", argv[0], strerror(rc));
        return 127;
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return 127;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    error_noloc("'%s' was killed by signal %d", argv[0], WTERMSIG(status));
    return 128 + WTERMSIG(status);
}

/* Directory of the running executable (from /proc/self/exe, else argv[0]). */
static char *self_dir(const char *argv0)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n > 0) {
        buf[n] = 0;
    } else if (!realpath(argv0, buf)) {
        return strdup(".");
    }
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = 0;
    return strdup(buf);
}

/* libcuf90rt.a: $CUF90_RTDIR if set; beside a build-tree compiler
 * (build/driver/../rt); in an installed tree (bin/../lib[/multiarch]); the
 * configured install libdir; the build tree of the configuration. */
const char *driver_find_runtime(const char *argv0)
{
    static char found[PATH_MAX];
    char *dir = self_dir(argv0);
    const char *env = getenv("CUF90_RTDIR");
    const char *cands[6];
    int n = 0;
    char c1[PATH_MAX], c2[PATH_MAX], c3[PATH_MAX];
    if (env && *env)
        cands[n++] = env;
    snprintf(c1, sizeof c1, "%s/../rt", dir);
    snprintf(c2, sizeof c2, "%s/../lib", dir);
    snprintf(c3, sizeof c3, "%s/../lib/x86_64-linux-gnu", dir);
    cands[n++] = c1;
    cands[n++] = c2;
    cands[n++] = c3;
    cands[n++] = CUF90_INSTALL_LIBDIR;
    cands[n++] = CUF90_BUILD_RTDIR;
    free(dir);
    for (int i = 0; i < n; i++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/libcuf90rt.a", cands[i]);
        if (file_exists(path)) {
            if (!realpath(path, found))
                snprintf(found, sizeof found, "%s", path);
            return found;
        }
    }
    return NULL;
}

/* The modules shipped with the compiler (rt/modules/meson.build): .mod
 * files and the archives libcuf90mods.a / libcuf90mods_emu.a, in
 * $CUF90_MODDIR, else beside the runtime library (build tree: rt/modules;
 * installed: LIBDIR/cuf90/modules). NULL when there are none. */
const char *driver_find_shipped_modules(const char *argv0)
{
    static char found[PATH_MAX];
    const char *env = getenv("CUF90_MODDIR");
    if (env && *env)
        return env;
    const char *rt = driver_find_runtime(argv0);
    if (!rt)
        return NULL;
    char rtdir[PATH_MAX];
    snprintf(rtdir, sizeof rtdir, "%s", rt);
    char *slash = strrchr(rtdir, '/');
    if (slash)
        *slash = 0;
    static const char *const subdirs[] = {"modules", "cuf90/modules"};
    for (size_t i = 0; i < sizeof subdirs / sizeof *subdirs; i++) {
        char archive[PATH_MAX + 64];
        if (snprintf(found, sizeof found, "%s/%s", rtdir, subdirs[i]) >= (int)sizeof found ||
            snprintf(archive, sizeof archive, "%s/libcuf90mods.a", found) >= (int)sizeof archive)
            continue; /* a path too long to name */
        if (file_exists(archive))
            return found;
    }
    return NULL;
}

typedef struct Argv {
    char **v;
    int n, cap;
} Argv;

static void argv_push(Argv *a, const char *s)
{
    if (a->n + 2 > a->cap) {
        a->cap = a->cap ? 2 * a->cap : 64;
        a->v = realloc(a->v, sizeof(char *) * (size_t)a->cap);
    }
    a->v[a->n++] = (char *)s;
    a->v[a->n] = NULL;
}

static char *concat(const char *a, const char *b)
{
    char *s = malloc(strlen(a) + strlen(b) + 1);
    strcpy(s, a);
    strcat(s, b);
    return s;
}

/* The CUDA math libraries, from the toolkit's lib64 (found again at run time
 * through an rpath): those of -cudalib= (an error naming one the toolkit
 * lacks), and, as needed, the others the shipped modules bind to (cublas,
 * cufft, ... of rt/modules): a program whose objects call cuBLAS links it
 * without -cudalib=cublas, as with nvfortran, and one that calls none of
 * them gets no dependency. Under -Mcuda=emu the modules' host backends
 * (libcuf90gpulibs_emu.a) stand in for all of them. */
static bool push_cudalibs(Argv *cmd, unsigned libs, bool emu)
{
    static const struct { unsigned bit; const char *flag, *name; } table[] = {
        {CUDALIB_CUBLAS, "cublas", "cublas"}, {CUDALIB_CUFFT, "cufft", "cufft"},
        {CUDALIB_CURAND, "curand", "curand"}, {CUDALIB_CUSOLVER, "cusolver", "cusolver"},
        {CUDALIB_CUSPARSE, "cusparse", "cusparse"},
        /* NVTX's C entry points (nvtxRangePushA, ...): libnvtx3interop in
         * CUDA 12.9 and later */
        {CUDALIB_NVTX, "nvtx", "nvtx3interop"},
        /* the libraries above call the CUDA runtime, and so do the host
         * stubs of nvcc -rdc objects */
        {CUDALIB_CUDART, "cudart", "cudart"},
    };
    char *libdir = concat(CUF90_CUDA_HOME, "/lib64");
    bool any = false;
    for (size_t i = 0; i < sizeof table / sizeof *table; i++) {
        /* under emulation the modules' host backends stand in for all but
         * NVTX, which does nothing unless a tool is attached */
        if (emu && table[i].bit != CUDALIB_NVTX)
            continue;
        char so[PATH_MAX];
        snprintf(so, sizeof so, "%s/lib%s.so", libdir, table[i].name);
        bool have = file_exists(so);
        if ((libs & table[i].bit) && !have) {
            error_noloc("-cudalib=%s: the CUDA toolkit has no lib%s.so in '%s'", table[i].flag, table[i].name,
                        libdir);
            return false;
        }
        if (!have)
            continue;
        if (!any) {
            argv_push(cmd, concat("-L", libdir));
            argv_push(cmd, concat("-Wl,-rpath,", libdir));
            argv_push(cmd, "-Wl,--push-state,--as-needed");
        }
        any = true;
        /* -Minstrument's hooks (rt/instrument.c) find NVTX by dlsym: the
         * library must stay without a direct reference */
        bool keep = table[i].bit == CUDALIB_NVTX && (libs & CUDALIB_NVTX) && opts.instrument_functions;
        if (keep)
            argv_push(cmd, "-Wl,--no-as-needed");
        argv_push(cmd, concat("-l", table[i].name));
        if (keep)
            argv_push(cmd, "-Wl,--as-needed");
    }
    if (any)
        argv_push(cmd, "-Wl,--pop-state");
    return true;
}

/* -lNAME as the linker resolves it, when that is a static archive (which
 * may carry relocatable device code): the first -L directory, then the
 * usual system ones, holding libNAME.so or libNAME.a. NULL otherwise. */
static const char *find_static_lib(DriverArgs *args, const char *name)
{
    static const char *const sys[] = {"/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib"};
    int ndirs = args->lib_dirs.len + (int)(sizeof sys / sizeof *sys);
    for (int i = 0; i < ndirs; i++) {
        const char *dir = i < args->lib_dirs.len ? args->lib_dirs.data[i]
                                                 : sys[i - args->lib_dirs.len];
        char so[PATH_MAX], a[PATH_MAX];
        snprintf(so, sizeof so, "%s/lib%s.so", dir, name);
        snprintf(a, sizeof a, "%s/lib%s.a", dir, name);
        if (file_exists(so))
            return NULL;
        if (file_exists(a))
            return strdup(a);
    }
    return NULL;
}

/* cg_rdc_device_link in a child process, as sources are compiled (main.c),
 * so that a crash in LLVM is reported instead of taking the driver down;
 * CUF90_INPROCESS=1 runs it here. */
static bool device_link_isolated(const char **paths, int n, int nsupport, const char *obj, const char *name,
                                 const char *ptx, bool *found, bool *nvcc)
{
    const char *inproc = getenv("CUF90_INPROCESS");
    if (inproc && !strcmp(inproc, "1"))
        return cg_rdc_device_link(paths, n, nsupport, obj, name, ptx, found, nvcc);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        error_noloc("cannot start a process for the device link: %s", strerror(errno));
        return false;
    }
    if (pid == 0) {
        bool f = false, nv = false;
        bool ok = cg_rdc_device_link(paths, n, nsupport, obj, name, ptx, &f, &nv);
        fflush(stdout);
        fflush(stderr);
        _exit(!ok ? 1 : nv ? (f ? 4 : 5) : f ? 0 : 3);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) {
            error_noloc("lost the process of the device link: %s", strerror(errno));
            return false;
        }
    if (WIFSIGNALED(status)) {
        error_noloc("internal compiler error: the device link crashed (%s)", strsignal(WTERMSIG(status)));
        return false;
    }
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    *found = rc == 0 || rc == 4;
    *nvcc = rc == 4 || rc == 5;
    return rc == 0 || rc == 3 || rc == 4 || rc == 5;
}

/* The device link of -Mcuda=rdc (codegen/rdc.c): when objects or archives
 * of the link line carry relocatable device code, links it into one image
 * in a temporary object, returned for the link line; NULL when none does
 * (*ok false after an error). */
static char *device_link(DriverArgs *args, const char *final, const char *argv0, bool *ok, bool *nvcc)
{
    const char **paths = calloc((size_t)args->ninputs + 2, sizeof *paths);
    int n = 0;
    for (int i = 0; i < args->ninputs; i++) {
        Input *in = &args->inputs[i];
        if (in->kind == IN_SOURCE)
            paths[n++] = in->object;
        else if (in->kind == IN_LINK)
            paths[n++] = in->path;
        else
            paths[n++] = find_static_lib(args, in->path);
    }
    /* the shipped modules' device code (curand_device), for programs
     * whose own objects carry relocatable device code */
    int nsupport = 0;
    const char *mods = args->cuda_emu ? NULL : driver_find_shipped_modules(argv0);
    if (mods) {
        char *archive = concat(mods, "/libcuf90mods.a");
        if (file_exists(archive)) {
            paths[n++] = archive;
            nsupport = 1;
        }
    }
    char *obj = driver_temp_file("devlink", ".o");
    char *ptx = NULL;
    if (opts.cuda_keepptx) {
        /* -Mcuda=keepptx: the linked PTX beside the executable's name */
        ptx = malloc(strlen(path_basename(final)) + 5);
        sprintf(ptx, "%s.ptx", path_basename(final));
    }
    bool found = false;
    /* the link's mode, not the last source's: under -Mcuda=emu objects of
     * nvcc are an error of the device link */
    if (args->cuda_emu)
        opts.cuda = CUDA_MODE_EMU;
    *ok = obj && device_link_isolated(paths, n, nsupport, obj, path_basename(final), ptx, &found, nvcc);
    if (*ok && found && args->verbose)
        fprintf(stderr, "cuf90: device link of the relocatable device code into '%s'\n", obj);
    free(paths);
    free(ptx);
    return *ok && found ? obj : NULL;
}

/* Links every object of the command into args->output (default a.out). */
bool driver_link(DriverArgs *args, const char *argv0)
{
    const char *rt = driver_find_runtime(argv0);
    if (!rt) {
        error_noloc("cannot find the runtime library 'libcuf90rt.a' (looked beside the "
                    "compiler, in '%s' and in '%s'; set CUF90_RTDIR to its directory)",
                    CUF90_INSTALL_LIBDIR, CUF90_BUILD_RTDIR);
        return false;
    }
    const char *final = args->output ? args->output : "a.out";
    char *tmp = driver_temp_beside(final);
    if (!tmp)
        return false;

    bool devlink_ok, nvcc = false;
    char *devlink = device_link(args, final, argv0, &devlink_ok, &nvcc);
    if (!devlink_ok)
        return false;

    const char *cc = getenv("CUF90_CC");
    Argv cmd = {0};
    argv_push(&cmd, cc && *cc ? cc : "cc");
    argv_push(&cmd, "-o");
    argv_push(&cmd, tmp);
    for (int i = 0; i < args->lib_dirs.len; i++)
        argv_push(&cmd, concat("-L", args->lib_dirs.data[i]));
    for (int i = 0; i < args->ninputs; i++) {
        Input *in = &args->inputs[i];
        if (in->kind == IN_SOURCE)
            argv_push(&cmd, in->object);
        else if (in->kind == IN_LINK)
            argv_push(&cmd, in->path);
        else
            argv_push(&cmd, concat("-l", in->path));
    }
    if (devlink)
        argv_push(&cmd, devlink);
    for (int i = 0; i < args->linker_args.len; i++)
        argv_push(&cmd, args->linker_args.data[i]);
    /* the shipped modules' objects, for the build's mode */
    const char *mods = driver_find_shipped_modules(argv0);
    if (mods) {
        char *archive = malloc(strlen(mods) + 32);
        sprintf(archive, "%s/%s", mods, args->cuda_emu ? "libcuf90mods_emu.a" : "libcuf90mods.a");
        if (file_exists(archive)) {
            argv_push(&cmd, archive);
            /* the host backends of the GPU library modules */
            if (args->cuda_emu) {
                char *backends = malloc(strlen(mods) + 32);
                sprintf(backends, "%s/libcuf90gpulibs_emu.a", mods);
                if (file_exists(backends))
                    argv_push(&cmd, backends);
            }
            /* the libraries the modules call may have been named before */
            for (int i = 0; i < args->ninputs; i++)
                if (args->inputs[i].kind == IN_LIB)
                    argv_push(&cmd, concat("-l", args->inputs[i].path));
        }
    }
    /* A shared library leaves the runtimes to the program that loads it:
     * the program's own static libcuf90rt and libgfortran (the linker
     * exports what the library uses), so both share one image registry,
     * one CUDA context and one set of Fortran units. */
    if (!args->shared)
        argv_push(&cmd, rt);
    /* the host stubs of nvcc objects call the CUDA runtime library */
    if (!push_cudalibs(&cmd, args->cudalibs | (nvcc ? CUDALIB_CUDART : 0), args->cuda_emu))
        return false;
    if (args->cxx_libs)
        argv_push(&cmd, "-lstdc++");
    /* -Minstrument names NVTX ranges by dladdr: the program's symbols */
    if (opts.instrument_functions && !args->shared)
        argv_push(&cmd, "-rdynamic");
    if (args->shared) {
        /* nothing of the runtimes */
    } else if (file_exists(CUF90_LIBGFORTRAN_A) && file_exists(CUF90_LIBQUADMATH_A)) {
        argv_push(&cmd, CUF90_LIBGFORTRAN_A);
        argv_push(&cmd, CUF90_LIBQUADMATH_A);
    } else {
        argv_push(&cmd, "-Wl,-Bstatic");
        argv_push(&cmd, "-lgfortran");
        argv_push(&cmd, "-lquadmath");
        argv_push(&cmd, "-Wl,-Bdynamic");
    }
    argv_push(&cmd, "-lm");
    if (opts.openmp)
        argv_push(&cmd, "-lgomp"); /* dynamic, as gfortran -fopenmp links it */
    /* the emulator (-Mcuda=emu) calls kernels through libffi; only
     * programs that use it get the dependency */
    argv_push(&cmd, "-Wl,--push-state,--as-needed");
    argv_push(&cmd, "-lffi");
    argv_push(&cmd, "-Wl,--pop-state");
    argv_push(&cmd, "-ldl");
    argv_push(&cmd, "-lpthread");
#ifdef CUF90_SANITIZE_LINK
    argv_push(&cmd, CUF90_SANITIZE_LINK);
#endif

    int rc = driver_run(cmd.v, args->verbose);
    free(cmd.v);
    if (rc != 0) {
        if (rc != 127)
            error_noloc("link failed ('%s' exited with status %d)", cc && *cc ? cc : "cc", rc);
        return false;
    }
    return driver_commit_output(tmp, final, true);
}
