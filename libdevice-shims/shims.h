/* shims.h — which math library implements each Fortran intrinsic on each
 * target. Device code calls libdevice's __nv_* functions (linked from
 * libdevice.10.bc and internalized); host and emulated code call libm.
 * Codegen asks here instead of spelling library names itself, so that the
 * target alone decides the library (DESIGN.md: one IR generator). */
#ifndef CUF90_SHIMS_H
#define CUF90_SHIMS_H

#include "../sema/sema.h"

#include <llvm-c/Core.h>

typedef enum {
    SHIM_HOST,        /* libm: sinf / sin */
    SHIM_DEVICE,      /* libdevice: __nv_sinf / __nv_sin */
    SHIM_DEVICE_FAST, /* -Mcuda=fastmath: __nv_fast_sinf where one exists */
} ShimLibrary;

/* Name of the function implementing intrinsic 'id' on real(kind) (4 or 8)
 * arguments in library 'lib', or NULL when the intrinsic has no library
 * function there (codegen then lowers it inline or with an LLVM intrinsic).
 * Integer forms: kind 4 or 8 with is_integer set (abs, min, max, popcnt...). */
const char *shim_function(IntrinsicId id, int kind, bool is_integer, ShimLibrary lib);

/* Number of real arguments the library function takes (1, 2 or 3). */
int shim_arity(IntrinsicId id);

/* Links libdevice.10.bc from <cuda_home>/nvvm/libdevice into 'dev' if the
 * module calls any __nv_* function. Returns false with a message in *err. */
bool shim_link_libdevice(LLVMModuleRef dev, const char *cuda_home, char **err);

/* Path of libdevice.10.bc under cuda_home (static buffer). */
const char *shim_libdevice_path(const char *cuda_home);

#endif
