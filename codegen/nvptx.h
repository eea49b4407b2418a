/* nvptx.h — the NVPTX back end of the device module. */
#ifndef CUF90_NVPTX_H
#define CUF90_NVPTX_H

#include "../frontend/cuf90.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

typedef struct DeviceImage {
    char *ptx;        /* NUL terminated */
    size_t ptx_len;
    void *cubin;      /* NULL when ptxas is not installed */
    size_t cubin_len;
} DeviceImage;

/* CUDA toolkit root: $CUDA_HOME, else the configured path. */
const char *cg_cuda_home(void);
/* emit.c: the x86-64 host target machine (PIC) at level ol, *triple set
 * (dispose with LLVMDisposeMessage); NULL after an error. Shared by the
 * compile and the rdc device link. */
LLVMTargetMachineRef cg_host_target_machine(LLVMCodeGenOptLevel ol, char **triple);
/* emit.c: sets m's triple and data layout from tm; returns the data layout. */
LLVMTargetDataRef cg_set_module_target(LLVMModuleRef m, LLVMTargetMachineRef tm, const char *triple);
/* sm_<cc> target machine; NULL after an error. */
LLVMTargetMachineRef cg_nvptx_target_machine(int cc);
/* Sets triple and data layout of a device module from 'tm'. */
void cg_nvptx_prepare_module(LLVMModuleRef dev, LLVMTargetMachineRef tm);
/* Links libdevice, internalizes all but 'keep' (kernel and device-global
 * names), optimizes, emits PTX and (if ptxas exists) a cubin; 'relocatable'
 * (one rdc file's code, -gpu=keep/ptxinfo) runs ptxas -c, which accepts
 * the device procedures other files define. */
bool cg_nvptx_finish(LLVMModuleRef dev, LLVMTargetMachineRef tm, const char *const *keep,
                     int nkeep, int opt_level, bool relocatable, DeviceImage *out);

#endif
