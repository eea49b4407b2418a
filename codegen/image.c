/* image.c — embed the device image and register it from a constructor. */
#include "image.h"

#include "../rt/cuf90rt.h"

#include <stdlib.h>
#include <string.h>

void cg_image_init(CgImage *im, LLVMModuleRef host)
{
    memset(im, 0, sizeof *im);
    im->host = host;
}

static LLVMContextRef ctx_of(CgImage *im) { return LLVMGetModuleContext(im->host); }

static LLVMTypeRef kernel_desc_type(CgImage *im)
{
    LLVMContextRef c = ctx_of(im);
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    /* struct cuf90_kernel_desc: name, nparams, param_kinds, param_sizes, host_fn, handle,
     * emu_flags */
    LLVMTypeRef f[] = {p, i32, p, p, p, p, i32};
    return LLVMStructTypeInContext(c, f, 7, 0);
}

static LLVMTypeRef global_desc_type(CgImage *im)
{
    LLVMContextRef c = ctx_of(im);
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c),
                i64 = LLVMInt64TypeInContext(c);
    /* struct cuf90_global_desc: name, host_shadow, size, is_constant, is_allocatable, dev_addr,
     * is_managed */
    LLVMTypeRef f[] = {p, p, i64, i32, i32, p, i32};
    return LLVMStructTypeInContext(c, f, 7, 0);
}

static CgImageKernel *find_kernel(CgImage *im, const char *name)
{
    for (int i = 0; i < im->nkernels; i++)
        if (strcmp(im->kernels[i].name, name) == 0)
            return &im->kernels[i];
    if (im->nkernels == im->kernels_cap) {
        im->kernels_cap = im->kernels_cap ? 2 * im->kernels_cap : 8;
        im->kernels = realloc(im->kernels, sizeof *im->kernels * (size_t)im->kernels_cap);
    }
    CgImageKernel *k = &im->kernels[im->nkernels++];
    memset(k, 0, sizeof *k);
    k->name = strdup(name);
    return k;
}

/* Launch sites reach a kernel's descriptor through the external name
 * __cuf90_kernel_<entry>, defined (as an alias into the table) by the object
 * that defines the kernel, so a kernel of a module compiled separately is
 * launched like a local one. */
static const char *kernel_sym_name(const char *name)
{
    static char buf[600];
    snprintf(buf, sizeof buf, "__cuf90_kernel_%s", name);
    return buf;
}

LLVMValueRef cg_image_kernel_ref(CgImage *im, const char *name)
{
    const char *sym = kernel_sym_name(name);
    LLVMValueRef g = LLVMGetNamedGlobal(im->host, sym);
    if (!g)
        g = LLVMGetNamedGlobalAlias(im->host, sym, strlen(sym));
    if (!g)
        g = LLVMAddGlobal(im->host, kernel_desc_type(im), sym); /* external declaration */
    return g;
}

void cg_image_set_signature(CgImage *im, const char *name, int nparams,
                            const unsigned char *kinds, const unsigned *sizes,
                            LLVMValueRef host_fn)
{
    CgImageKernel *k = find_kernel(im, name);
    k->nparams = nparams;
    k->kinds = malloc((size_t)nparams + 1);
    k->sizes = malloc(sizeof(unsigned) * ((size_t)nparams + 1));
    memcpy(k->kinds, kinds, (size_t)nparams);
    memcpy(k->sizes, sizes, sizeof(unsigned) * (size_t)nparams);
    k->host_fn = host_fn;
}

void cg_image_add_global(CgImage *im, const char *name, LLVMValueRef host_shadow,
                         uint64_t size, bool is_constant, bool is_allocatable, bool is_managed)
{
    if (im->nglobals == im->globals_cap) {
        im->globals_cap = im->globals_cap ? 2 * im->globals_cap : 8;
        im->globals = realloc(im->globals, sizeof *im->globals * (size_t)im->globals_cap);
    }
    im->globals[im->nglobals++] = (CgImageGlobal){strdup(name), host_shadow, size,
                                                  is_constant, is_allocatable, is_managed};
}

const char *const *cg_image_keep_names(CgImage *im, int *n)
{
    static const char **names;
    names = realloc(names, sizeof *names * (size_t)(im->nkernels + im->nglobals + 1));
    int k = 0;
    for (int i = 0; i < im->nkernels; i++)
        names[k++] = im->kernels[i].name;
    for (int i = 0; i < im->nglobals; i++)
        names[k++] = im->globals[i].name;
    *n = k;
    return names;
}

/* A private constant byte array; NUL-terminated when 'nul' is set. */
static LLVMValueRef bytes_global(CgImage *im, const char *name, const void *data, size_t len,
                                 bool nul)
{
    LLVMContextRef c = ctx_of(im);
    LLVMValueRef init = LLVMConstStringInContext2(c, data, len, !nul);
    LLVMValueRef g = LLVMAddGlobal(im->host, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g, 8);
    return g;
}

static LLVMValueRef cstring(CgImage *im, const char *s)
{
    return bytes_global(im, ".cuf90.str", s, strlen(s), true);
}

/* struct cuf90_image: ptx, cubin, cubin_size, nkernels, kernels,
 * nglobals, globals, source_file, module, next, code */
static LLVMTypeRef image_type(LLVMContextRef c)
{
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c),
                i64 = LLVMInt64TypeInContext(c);
    LLVMTypeRef f[] = {p, p, i64, i32, p, i32, p, p, p, p, p};
    return LLVMStructTypeInContext(c, f, 11, 0);
}

/* Defines the cuf90_image named 'name' (img may be NULL: no code). */
static LLVMValueRef image_global(CgImage *im, const DeviceImage *img, const char *name,
                                 LLVMValueRef ktab, int nkernels, LLVMValueRef gtab,
                                 int nglobals, const char *source_file, LLVMValueRef code)
{
    LLVMContextRef c = ctx_of(im);
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c),
                i64 = LLVMInt64TypeInContext(c);
    LLVMValueRef null = LLVMConstPointerNull(p);
    LLVMValueRef ptx = img && img->ptx ? bytes_global(im, "__cuf90_ptx", img->ptx, img->ptx_len, true)
                                       : null;
    LLVMValueRef cubin = img && img->cubin
                             ? bytes_global(im, "__cuf90_cubin", img->cubin, img->cubin_len, false)
                             : null;
    LLVMTypeRef it = image_type(c);
    LLVMValueRef iv[] = {ptx, cubin, LLVMConstInt(i64, img ? img->cubin_len : 0, 0),
                         LLVMConstInt(i32, (unsigned)nkernels, 0), ktab,
                         LLVMConstInt(i32, (unsigned)nglobals, 0), gtab,
                         cstring(im, source_file), null, null, code};
    LLVMValueRef image = LLVMGetNamedGlobal(im->host, name);
    if (!image)
        image = LLVMAddGlobal(im->host, it, name);
    LLVMSetInitializer(image, LLVMConstNamedStruct(it, iv, 11));
    return image;
}

void cg_image_emit_linked(LLVMModuleRef host, const DeviceImage *img, const char *what)
{
    CgImage im;
    cg_image_init(&im, host);
    LLVMValueRef null = LLVMConstPointerNull(LLVMPointerTypeInContext(ctx_of(&im), 0));
    LLVMValueRef g = image_global(&im, img, CG_RDC_IMAGE_SYM, null, 0, null, 0, what, null);
    LLVMSetLinkage(g, LLVMExternalLinkage);
    /* hidden: a shared library and the program that loads it each keep
     * their own linked image (-shared) */
    LLVMSetVisibility(g, LLVMHiddenVisibility);
}

void cg_image_emit(CgImage *im, const DeviceImage *img, const char *source_file)
{
    if (im->nkernels == 0 && im->nglobals == 0)
        return;
    LLVMContextRef c = ctx_of(im);
    LLVMTypeRef p = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c),
                i64 = LLVMInt64TypeInContext(c), i8 = LLVMInt8TypeInContext(c);
    LLVMValueRef null = LLVMConstPointerNull(p);

    /* kernel table */
    LLVMTypeRef kt = kernel_desc_type(im);
    LLVMValueRef *krows = calloc((size_t)im->nkernels + 1, sizeof *krows);
    for (int i = 0; i < im->nkernels; i++) {
        CgImageKernel *k = &im->kernels[i];
        LLVMValueRef kinds = null, sizes = null;
        if (k->nparams > 0) {
            kinds = bytes_global(im, ".cuf90.kinds", k->kinds, (size_t)k->nparams, false);
            LLVMValueRef *sv = calloc((size_t)k->nparams, sizeof *sv);
            for (int j = 0; j < k->nparams; j++)
                sv[j] = LLVMConstInt(i32, k->sizes[j], 0);
            LLVMValueRef arr = LLVMConstArray2(i32, sv, (uint64_t)k->nparams);
            sizes = LLVMAddGlobal(im->host, LLVMTypeOf(arr), ".cuf90.sizes");
            LLVMSetInitializer(sizes, arr);
            LLVMSetGlobalConstant(sizes, 1);
            LLVMSetLinkage(sizes, LLVMPrivateLinkage);
            free(sv);
        }
        LLVMValueRef f[] = {cstring(im, k->name), LLVMConstInt(i32, (unsigned)k->nparams, 0),
                            kinds, sizes, k->host_fn ? k->host_fn : null, null,
                            LLVMConstInt(i32, k->emu_flags, 0)};
        krows[i] = LLVMConstNamedStruct(kt, f, 7);
    }
    LLVMValueRef ktab = NULL;
    if (im->nkernels > 0) {
        LLVMValueRef arr = LLVMConstArray2(kt, krows, (uint64_t)im->nkernels);
        ktab = LLVMAddGlobal(im->host, LLVMTypeOf(arr), "__cuf90_kernels");
        LLVMSetInitializer(ktab, arr);
        LLVMSetLinkage(ktab, LLVMInternalLinkage);
        /* Export each descriptor under its kernel's name for launch sites. */
        for (int i = 0; i < im->nkernels; i++) {
            LLVMValueRef idx[] = {LLVMConstInt(i64, 0, 0), LLVMConstInt(i64, (unsigned)i, 0)};
            LLVMValueRef elem = LLVMConstInBoundsGEP2(LLVMTypeOf(arr), ktab, idx, 2);
            const char *sym = kernel_sym_name(im->kernels[i].name);
            LLVMValueRef decl = LLVMGetNamedGlobal(im->host, sym);
            LLVMValueRef alias = LLVMAddAlias2(im->host, kt, 0, elem, "");
            if (decl) {
                LLVMReplaceAllUsesWith(decl, alias);
                LLVMDeleteGlobal(decl);
            }
            LLVMSetValueName2(alias, sym, strlen(sym));
        }
    }
    free(krows);

    /* device-globals table */
    LLVMTypeRef gt = global_desc_type(im);
    LLVMValueRef gtab = null;
    if (im->nglobals > 0) {
        LLVMValueRef *grows = calloc((size_t)im->nglobals, sizeof *grows);
        for (int i = 0; i < im->nglobals; i++) {
            CgImageGlobal *g = &im->globals[i];
            LLVMValueRef f[] = {cstring(im, g->name), g->host_shadow,
                                LLVMConstInt(i64, g->size, 0),
                                LLVMConstInt(i32, g->is_constant, 0),
                                LLVMConstInt(i32, g->is_allocatable, 0), null,
                                LLVMConstInt(i32, g->is_managed, 0)};
            grows[i] = LLVMConstNamedStruct(gt, f, 7);
        }
        LLVMValueRef arr = LLVMConstArray2(gt, grows, (uint64_t)im->nglobals);
        gtab = LLVMAddGlobal(im->host, LLVMTypeOf(arr), "__cuf90_globals");
        LLVMSetInitializer(gtab, arr);
        LLVMSetLinkage(gtab, LLVMInternalLinkage);
        free(grows);
    }

    /* -Mcuda=rdc: the code is in the image of the device link (rdc.c) */
    LLVMValueRef code = null;
    if (opts.cuda == CUDA_MODE_GPU && opts.cuda_rdc) {
        code = LLVMGetNamedGlobal(im->host, CG_RDC_IMAGE_SYM);
        if (!code) {
            code = LLVMAddGlobal(im->host, image_type(c), CG_RDC_IMAGE_SYM);
            LLVMSetVisibility(code, LLVMHiddenVisibility);
        }
    }
    LLVMValueRef image = image_global(im, img, "__cuf90_image", ktab ? ktab : null,
                                      im->nkernels, gtab, im->nglobals,
                                      source_file ? source_file : "?", code);
    LLVMSetLinkage(image, LLVMInternalLinkage);

    /* constructor: cuf90_register_image(&__cuf90_image) */
    LLVMTypeRef vt = LLVMVoidTypeInContext(c);
    LLVMTypeRef ctor_t = LLVMFunctionType(vt, NULL, 0, 0);
    LLVMValueRef ctor = LLVMAddFunction(im->host, "__cuf90_register", ctor_t);
    LLVMSetLinkage(ctor, LLVMInternalLinkage);
    LLVMTypeRef reg_t = LLVMFunctionType(vt, &p, 1, 0);
    LLVMValueRef reg = LLVMGetNamedFunction(im->host, "cuf90_register_image");
    if (!reg)
        reg = LLVMAddFunction(im->host, "cuf90_register_image", reg_t);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, ctor, "entry"));
    LLVMBuildCall2(b, reg_t, reg, &image, 1, "");
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);

    cg_add_global_ctor(im->host, ctor);
    (void)i8;
    (void)i32;
}
