/* image.h — the device image embedded in a host object (DESIGN.md, Device
 * images): PTX, optional cubin, the kernel table with parameter signatures
 * and the device-globals table with host shadows, registered with the
 * runtime by a constructor (cuf90_register_image, rt/cuf90rt.h). */
#ifndef CUF90_IMAGE_H
#define CUF90_IMAGE_H

#include "nvptx.h"

typedef struct CgImageKernel {
    const char *name;
    int nparams;
    unsigned char *kinds;     /* CUF90_ARG_* */
    unsigned *sizes;          /* bytes */
    LLVMValueRef host_fn;     /* emulation: host-compiled kernel; NULL on GPU */
    unsigned emu_flags;       /* emulation: CUF90_EMU_* of cuf90_kernel_desc */
} CgImageKernel;

typedef struct CgImageGlobal {
    const char *name;
    LLVMValueRef host_shadow;
    uint64_t size;
    bool is_constant, is_allocatable, is_managed;
} CgImageGlobal;

typedef struct CgImage {
    LLVMModuleRef host;       /* host module the image is embedded in */
    CgImageKernel *kernels;
    int nkernels, kernels_cap;
    CgImageGlobal *globals;
    int nglobals, globals_cap;
} CgImage;

void cg_image_init(CgImage *im, LLVMModuleRef host);
void cg_add_global_ctor(LLVMModuleRef m, LLVMValueRef fn); /* emit.c: into @llvm.global_ctors */
/* Pointer (in the host module) to kernel 'name''s cuf90_kernel_desc, for
 * cuf90_launch: the external __cuf90_kernel_<name>, defined by the object
 * whose image holds the kernel (cg_image_set_signature adds it there). */
LLVMValueRef cg_image_kernel_ref(CgImage *im, const char *name);
void cg_image_set_signature(CgImage *im, const char *name, int nparams,
                            const unsigned char *kinds, const unsigned *sizes,
                            LLVMValueRef host_fn);
void cg_image_add_global(CgImage *im, const char *name, LLVMValueRef host_shadow,
                         uint64_t size, bool is_constant, bool is_allocatable, bool is_managed);
/* Names the device module must keep (kernels and globals); static array
 * valid until the next call. */
const char *const *cg_image_keep_names(CgImage *im, int *n);
/* Emits the tables, the image and its registration constructor into the
 * host module. img may have no PTX (emulation: host_fn pointers only). */
void cg_image_emit(CgImage *im, const DeviceImage *img, const char *source_file);

/* -Mcuda=rdc: objects carry their device module as bitcode (rdc.c) and an
 * image without code whose 'code' field points to this symbol, defined by
 * the object the device link makes (cg_image_emit_linked). */
#define CG_RDC_IMAGE_SYM "__cuf90_rdc_image"
void cg_image_emit_linked(LLVMModuleRef host, const DeviceImage *img, const char *what);
/* The section of a host object that holds its device bitcode. */
#define CG_RDC_SECTION ".cuf90_devbc"
/* Embeds 'dev' (unoptimized, before libdevice) as bitcode in 'host'. */
bool cg_rdc_embed(LLVMModuleRef host, LLVMModuleRef dev);
/* Reports the device procedures and variables that 'dev' uses but does not
 * define: after the device link (src NULL), or in source 'src' compiled
 * without rdc, where they belong to another file. Returns false if any. */
bool cg_rdc_check_resolved(LLVMModuleRef dev, const char *src);
/* The device link: the device bitcode of the objects and archives in
 * paths[] linked into one module, through the device pipeline, into the
 * host object 'out' that defines CG_RDC_IMAGE_SYM; image_name names it in
 * run-time messages; ptx_path (or NULL) receives the PTX (keepptx).
 * *found is false (and nothing is written) when no input carries device
 * bitcode. The last nsupport paths (the shipped modules' archive) are
 * linked only when the others carry device bitcode: they resolve the
 * program's references but never start a device link of their own;
 * *nvcc is set when objects of nvcc -rdc=true took part or objects of
 * nvcc -c (whole-program device code) are linked (rdc_nvcc.c: the program
 * then needs libcudart). Under -Mcuda=emu any nvcc object is an error. */
bool cg_rdc_device_link(const char *const *paths, int npaths, int nsupport, const char *out,
                        const char *image_name, const char *ptx_path, bool *found, bool *nvcc);

#endif
