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

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rdc_nvcc.h"

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

void cg_nvcc_scan(NvccLink *nv, LLVMBinaryRef bin, const char *file, bool member, const char *const *sections,
                  int nsections)
{
    bool nvcc = false, whole = false, symtab = false;
    for (int i = 0; i < nsections; i++) {
        if (!strcmp(sections[i], "__nv_relfatbin"))
            nvcc = true;
        whole |= !strcmp(sections[i], ".nv_fatbin");
        symtab |= !strcmp(sections[i], ".symtab");
    }
    if (nvcc)
        push_unique(&nv->objects, file);
    else if (whole)
        push_unique(&nv->whole, file);
    /* LLVM's symbol iterator faults on an object without a symbol table
     * (libgcc.a's _trampoline.o) */
    if (!symtab)
        return;
    LLVMSymbolIteratorRef si = LLVMObjectFileCopySymbolIterator(bin);
    LLVMSectionIteratorRef sec = LLVMObjectFileCopySectionIterator(bin);
    for (; !LLVMObjectFileIsSymbolIteratorAtEnd(bin, si); LLVMMoveToNextSymbol(si)) {
        const char *name = LLVMGetSymbolName(si);
        if (!name)
            continue;
        bool kernel = !strncmp(name, "__cuf90_kernel_", 15);
        bool reg = !strncmp(name, "__cudaRegisterLinkedBinary_", 27);
        bool device_code = !strcmp(name, "__cudaRegisterFunction") || !strcmp(name, "__cudaRegisterVar");
        if (!kernel && !reg && !device_code)
            continue;
        LLVMMoveToContainingSection(sec, si);
        bool defined = !LLVMObjectFileIsSectionIteratorAtEnd(bin, sec);
        if (device_code) {
            if (!defined && !member && (nvcc || whole))
                push_unique(&nv->with_kernels, file);
            continue;
        }
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

bool cg_nvcc_link_cubin(const NvccLink *nv, DeviceImage *img)
{
    char nvlink[4096], arch[32], libdir[4200];
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
    snprintf(arch, sizeof arch, "-arch=sm_%d", opts.cuda_cc);
    snprintf(libdir, sizeof libdir, "-L%s/lib64", cg_cuda_home());
    const char **argv = calloc((size_t)nv->objects.len + 10, sizeof *argv);
    int n = 0;
    argv[n++] = nvlink;
    argv[n++] = arch;
    argv[n++] = "@IN"; /* the Fortran part, a relocatable cubin (ptxas -c) */
    for (int i = 0; i < nv->objects.len; i++)
        argv[n++] = nv->objects.data[i];
    argv[n++] = libdir;
    argv[n++] = "-lcudadevrt";
    argv[n++] = "-o";
    argv[n++] = "@OUT";
    argv[n] = NULL;
    void *linked = NULL;
    size_t linked_len = 0;
    bool ok = cg_cuda_tool(argv, img->cubin, img->cubin_len, "fortran.cubin", &linked, &linked_len,
                           "nvlink could not link the device code with the nvcc objects");
    free(argv);
    if (ok && !linked) {
        error_noloc("nvlink wrote no device code");
        ok = false;
    }
    if (ok) {
        /* the linked cubin is the image; the PTX was the Fortran part only */
        free(img->cubin);
        img->cubin = linked;
        img->cubin_len = linked_len;
        free(img->ptx);
        img->ptx = NULL;
        img->ptx_len = 0;
    }
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
