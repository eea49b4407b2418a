/* rdc_nvcc.c — the device link with objects of `nvcc -rdc=true -c`: CUDA C
 * device functions called from CUDA Fortran kernels and the other way
 * round, CUDA C kernels launched from Fortran (book ch07 callingC).
 *
 * An nvcc object carries its relocatable device code in a fatbin section
 * (__nv_relfatbin, .nv_fatbin). When the link has such objects, the linked
 * Fortran device module is compiled to a relocatable cubin (ptxas -c, the
 * externs left to nvlink) and the toolkit's nvlink links it with the nvcc
 * objects into one cubin, which becomes the rdc image (no PTX: the cubin
 * is for the link's compute capability only). On the host side the device
 * link object defines what the nvcc objects and the Fortran launches need:
 *  - __cudaRegisterLinkedBinary_<id>, which `nvcc -dlink` would define, as
 *    no-ops: the runtime of CUDA C (cudart) then registers nothing, so the
 *    nvcc objects' own host launches (kernel<<<>>> in C) are not supported;
 *  - the descriptors __cuf90_kernel_<name> of kernels Fortran launches but
 *    no cuf90 object defines (bind(C) interfaces of CUDA C kernels), in an
 *    image whose code is the rdc image, so cuf90_launch finds them by name.
 * The program links libcudart (the nvcc host stubs reference it). */
#include "image.h"

#include <llvm-c/Object.h>

#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rdc_nvcc.h"

extern char **environ;

static void push_unique(PtrVec *v, const char *name)
{
    for (int i = 0; i < v->len; i++)
        if (!strcmp(v->data[i], name))
            return;
    vec_push(v, strdup(name));
}

static bool has_name(const PtrVec *v, const char *name)
{
    for (int i = 0; i < v->len; i++)
        if (!strcmp(v->data[i], name))
            return true;
    return false;
}

void cg_nvcc_scan(NvccLink *nv, LLVMBinaryRef bin, const char *origin, const char *const *sections,
                  int nsections)
{
    bool nvcc = false;
    for (int i = 0; i < nsections; i++)
        if (!strcmp(sections[i], "__nv_relfatbin") || !strcmp(sections[i], ".nv_fatbin"))
            nvcc = true;
    if (nvcc)
        push_unique(&nv->objects, origin);
    LLVMSymbolIteratorRef si = LLVMObjectFileCopySymbolIterator(bin);
    LLVMSectionIteratorRef sec = LLVMObjectFileCopySectionIterator(bin);
    for (; !LLVMObjectFileIsSymbolIteratorAtEnd(bin, si); LLVMMoveToNextSymbol(si)) {
        const char *name = LLVMGetSymbolName(si);
        if (!name)
            continue;
        bool kernel = !strncmp(name, "__cuf90_kernel_", 15);
        bool reg = !strncmp(name, "__cudaRegisterLinkedBinary_", 27);
        if (!kernel && !reg)
            continue;
        LLVMMoveToContainingSection(sec, si);
        bool defined = !LLVMObjectFileIsSectionIteratorAtEnd(bin, sec);
        if (kernel)
            push_unique(defined ? &nv->kernels_defined : &nv->kernels_used, name + 15);
        else if (!defined)
            push_unique(&nv->register_stubs, name);
    }
    LLVMDisposeSectionIterator(sec);
    LLVMDisposeSymbolIterator(si);
}

bool cg_nvcc_foreign_name(const char *name)
{
    /* Fortran's module procedures and variables are __<module>_MOD_<name> */
    return strstr(name, "_MOD_") == NULL && strncmp(name, "__nv_", 5) != 0 &&
           strncmp(name, "llvm.", 5) != 0;
}

/* Runs argv (argv[0] a path), with -v echo; false after reporting. */
static bool run_tool(const char *const *argv, const char *what)
{
    if (opts.verbose) {
        for (int i = 0; argv[i]; i++)
            fprintf(stderr, "%s%s", i ? " " : "", argv[i]);
        fputc('\n', stderr);
    }
    pid_t pid;
    int status = 0;
    if (posix_spawn(&pid, argv[0], NULL, NULL, (char **)argv, environ) != 0) {
        error_noloc("cannot run '%s': %s", argv[0], strerror(errno));
        return false;
    }
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        error_noloc("%s failed ('%s' exited with status %d)", what, argv[0],
                    WIFEXITED(status) ? WEXITSTATUS(status) : 128);
        return false;
    }
    return true;
}

bool cg_nvcc_link_cubin(const NvccLink *nv, DeviceImage *img)
{
    char nvlink[4096];
    snprintf(nvlink, sizeof nvlink, "%s/bin/nvlink", cg_cuda_home());
    if (access(nvlink, X_OK) != 0) {
        error_noloc("linking device code compiled by nvcc needs the CUDA toolkit's nvlink ('%s' "
                    "is missing)", nvlink);
        return false;
    }
    if (!img->cubin) {
        error_noloc("linking device code compiled by nvcc needs the CUDA toolkit's ptxas");
        return false;
    }
    char dir[] = "/tmp/cuf90-nvlink-XXXXXX";
    if (!mkdtemp(dir)) {
        error_noloc("cannot create a temporary directory: %s", strerror(errno));
        return false;
    }
    char in[4200], out[4200], arch[32], libdir[4200];
    snprintf(in, sizeof in, "%s/fortran.cubin", dir);
    snprintf(out, sizeof out, "%s/linked.cubin", dir);
    snprintf(arch, sizeof arch, "-arch=sm_%d", opts.cuda_cc);
    snprintf(libdir, sizeof libdir, "-L%s/lib64", cg_cuda_home());
    FILE *f = fopen(in, "wb");
    bool ok = f && fwrite(img->cubin, 1, img->cubin_len, f) == img->cubin_len;
    if (f)
        ok = fclose(f) == 0 && ok;
    const char **argv = calloc((size_t)nv->objects.len + 10, sizeof *argv);
    int n = 0;
    argv[n++] = nvlink;
    argv[n++] = arch;
    argv[n++] = in;
    for (int i = 0; i < nv->objects.len; i++)
        argv[n++] = nv->objects.data[i];
    argv[n++] = libdir;
    argv[n++] = "-lcudadevrt";
    argv[n++] = "-o";
    argv[n++] = out;
    argv[n] = NULL;
    ok = ok && run_tool(argv, "the device link with the nvcc objects");
    free(argv);
    struct stat st;
    FILE *c = ok ? fopen(out, "rb") : NULL;
    if (c && fstat(fileno(c), &st) == 0 && st.st_size > 0) {
        free(img->cubin);
        img->cubin = malloc((size_t)st.st_size);
        img->cubin_len = fread(img->cubin, 1, (size_t)st.st_size, c);
        /* the PTX is the Fortran part only: the linked cubin is the image */
        free(img->ptx);
        img->ptx = NULL;
        img->ptx_len = 0;
    } else if (ok) {
        error_noloc("nvlink wrote no device code");
        ok = false;
    }
    if (c)
        fclose(c);
    unlink(in);
    unlink(out);
    rmdir(dir);
    return ok;
}

void cg_nvcc_emit_host(const NvccLink *nv, LLVMModuleRef host)
{
    LLVMContextRef c = LLVMGetModuleContext(host);
    LLVMTypeRef vt = LLVMVoidTypeInContext(c);
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef params[4] = {p, p, p, p};
    LLVMTypeRef ft = LLVMFunctionType(vt, params, 4, 0);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (int i = 0; i < nv->register_stubs.len; i++) {
        LLVMValueRef fn = LLVMAddFunction(host, nv->register_stubs.data[i], ft);
        LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, fn, "entry"));
        LLVMBuildRetVoid(b);
    }
    LLVMDisposeBuilder(b);

    CgImage im;
    cg_image_init(&im, host);
    for (int i = 0; i < nv->kernels_used.len; i++)
        if (!has_name(&nv->kernels_defined, nv->kernels_used.data[i]))
            cg_image_set_signature(&im, nv->kernels_used.data[i], 0, (const unsigned char *)"",
                                   (const unsigned[1]){0}, NULL);
    /* cg_image_emit points a GPU rdc image at the linked one */
    CudaMode saved_mode = opts.cuda;
    bool saved_rdc = opts.cuda_rdc;
    opts.cuda = CUDA_MODE_GPU;
    opts.cuda_rdc = true;
    DeviceImage none = {0};
    cg_image_emit(&im, &none, "device code compiled by nvcc");
    opts.cuda = saved_mode;
    opts.cuda_rdc = saved_rdc;
}
