/* rdc_nvcc.h — the device link with objects compiled by `nvcc -rdc=true -c`
 * (rdc_nvcc.c; called by the device link of rdc.c). */
#ifndef CUF90_RDC_NVCC_H
#define CUF90_RDC_NVCC_H

#include "nvptx.h"

#include <llvm-c/Object.h>

typedef struct NvccLink {
    PtrVec objects;          /* paths of the inputs carrying nvcc relocatable device code */
    PtrVec whole;            /* ... and whole-program device code (nvcc -c without -rdc: a
                                .nv_fatbin their host code registers through libcudart) */
    PtrVec with_kernels;     /* objects of the link line (not archive members) that register
                                kernels or device variables (__cudaRegisterFunction/Var):
                                GPU code -Mcuda=emu cannot run */
    PtrVec kernels_defined;  /* entry names of the __cuf90_kernel_<entry> defined by the inputs */
    PtrVec kernels_used;     /* ... and referenced */
    PtrVec register_stubs;   /* __cudaRegisterLinkedBinary_<id> the nvcc objects need */
} NvccLink;

/* One ELF object of the link ('sections': its section names); 'file' is
 * its path on the link line (an archive's for its members, 'member' true),
 * what nvlink reads. */
void cg_nvcc_scan(NvccLink *nv, LLVMBinaryRef bin, const char *file, bool member, const char *const *sections,
                  int nsections);
/* A device symbol that may be defined by nvcc device code (not Fortran's
 * module-mangled names, libdevice or LLVM's). */
bool cg_nvcc_foreign_name(const char *name);
/* img->cubin (relocatable, ptxas -c) linked with the nvcc objects by the
 * toolkit's nvlink; the result replaces img's cubin and PTX. */
bool cg_nvcc_link_cubin(const NvccLink *nv, DeviceImage *img);
/* The host side: no-op __cudaRegisterLinkedBinary_<id>, descriptors and an
 * image for the nvcc kernels Fortran launches. */
void cg_nvcc_emit_host(const NvccLink *nv, LLVMModuleRef host);

#endif
