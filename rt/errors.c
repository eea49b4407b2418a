/* errors.c — cudaError_t codes and messages (available without a driver),
 * the sticky last error of the cudafor API, and host-side run-time errors
 * raised by generated code. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rt_internal.h"

/* The CUDA runtime's names and messages for the codes a program is likely
 * to see; the driver's CUresult numbering coincides for all of them. */
#define RT_CUDA_ERRORS(X)                                                          \
    X(0, "cudaSuccess", "no error")                                                \
    X(1, "cudaErrorInvalidValue", "invalid argument")                              \
    X(2, "cudaErrorMemoryAllocation", "out of memory")                             \
    X(3, "cudaErrorInitializationError", "initialization error")                   \
    X(4, "cudaErrorCudartUnloading", "driver shutting down")                       \
    X(9, "cudaErrorInvalidConfiguration", "invalid configuration argument")        \
    X(12, "cudaErrorInvalidPitchValue", "invalid pitch argument")                  \
    X(13, "cudaErrorInvalidSymbol", "invalid device symbol")                       \
    X(16, "cudaErrorInvalidHostPointer", "invalid host pointer")                   \
    X(17, "cudaErrorInvalidDevicePointer", "invalid device pointer")               \
    X(21, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy")  \
    X(34, "cudaErrorStubLibrary", "CUDA driver is a stub library")                 \
    X(35, "cudaErrorInsufficientDriver",                                           \
      "CUDA driver version is insufficient for CUDA runtime version")              \
    X(46, "cudaErrorDevicesUnavailable", "CUDA-capable device(s) is/are busy or unavailable") \
    X(98, "cudaErrorInvalidDeviceFunction", "invalid device function")            \
    X(100, "cudaErrorNoDevice", "no CUDA-capable device is detected")              \
    X(101, "cudaErrorInvalidDevice", "invalid device ordinal")                     \
    X(200, "cudaErrorInvalidKernelImage", "device kernel image is invalid")        \
    X(201, "cudaErrorDeviceUninitialized", "invalid device context")               \
    X(209, "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device") \
    X(214, "cudaErrorECCUncorrectable", "uncorrectable ECC error encountered")     \
    X(218, "cudaErrorInvalidPtx", "a PTX JIT compilation failed")                  \
    X(222, "cudaErrorUnsupportedPtxVersion", "the provided PTX was compiled with an unsupported toolchain.") \
    X(400, "cudaErrorInvalidResourceHandle", "invalid resource handle")            \
    X(500, "cudaErrorSymbolNotFound", "named symbol not found")                    \
    X(600, "cudaErrorNotReady", "device not ready")                                \
    X(700, "cudaErrorIllegalAddress", "an illegal memory access was encountered")  \
    X(701, "cudaErrorLaunchOutOfResources", "too many resources requested for launch") \
    X(702, "cudaErrorLaunchTimeout", "the launch timed out and was terminated")    \
    X(704, "cudaErrorPeerAccessAlreadyEnabled", "peer access is already enabled")  \
    X(705, "cudaErrorPeerAccessNotEnabled", "peer access has not been enabled")    \
    X(710, "cudaErrorAssert", "device-side assert triggered")                      \
    X(714, "cudaErrorHardwareStackError", "hardware stack error")                  \
    X(715, "cudaErrorIllegalInstruction", "an illegal instruction was encountered") \
    X(716, "cudaErrorMisalignedAddress", "misaligned address")                     \
    X(717, "cudaErrorInvalidAddressSpace", "operation not supported on global/shared address space") \
    X(718, "cudaErrorInvalidPc", "invalid program counter")                        \
    X(719, "cudaErrorLaunchFailure", "unspecified launch failure")                 \
    X(720, "cudaErrorCooperativeLaunchTooLarge", "too many blocks in cooperative launch") \
    X(800, "cudaErrorNotPermitted", "operation not permitted")                     \
    X(801, "cudaErrorNotSupported", "operation not supported")                     \
    X(999, "cudaErrorUnknown", "unknown error")

static __thread int32_t tls_last_error;

int rt_cuda_error_of(CUresult r)
{
    /* Since CUDA 10 the runtime numbers its errors as the driver does
     * (cudaErrorMemoryAllocation = CUDA_ERROR_OUT_OF_MEMORY = 2, ...,
     * cudaErrorInvalidResourceHandle = CUDA_ERROR_INVALID_HANDLE = 400); the
     * one place they part, a launch's invalid configuration, is mapped where
     * it happens (launch.c). */
    return (int)r;
}

const char *rt_cuda_error_string(int code)
{
    switch (code) {
#define X(num, name, text) case num: return text;
        RT_CUDA_ERRORS(X)
#undef X
    }
    /* Codes outside the table: the driver's message when it is loaded. */
    const char *text = NULL;
    if (rt.cu.GetErrorString && rt.cu.GetErrorString((CUresult)code, &text) == CUDA_SUCCESS && text)
        return text;
    return "unrecognized error code";
}

const char *rt_cuda_error_name(int code)
{
    switch (code) {
#define X(num, name, text) case num: return name;
        RT_CUDA_ERRORS(X)
#undef X
    }
    return "cudaErrorUnknown";
}

int32_t rt_set_error(int32_t code)
{
    if (code != 0)
        tls_last_error = code;
    return code;
}

int32_t rt_take_error(bool clear)
{
    int32_t e = tls_last_error;
    if (clear)
        tls_last_error = 0;
    return e;
}

void cuf90_rt_error(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: ", file ? file : "cuf90", line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    rt_die(2);
}

/* Same text and status as gfortran's -fcheck=bounds failure. */
void cuf90_bounds_error(const char *file, int line, const char *array, int dim,
                        int64_t index, int64_t lo, int64_t hi)
{
    fflush(stdout);
    fprintf(stderr, "At line %d of file %s\n", line, file ? file : "?");
    if (index < lo)
        fprintf(stderr, "Fortran runtime error: Index '%lld' of dimension %d of array '%s' "
                "below lower bound of %lld\n", (long long)index, dim, array, (long long)lo);
    else
        fprintf(stderr, "Fortran runtime error: Index '%lld' of dimension %d of array '%s' "
                "above upper bound of %lld\n", (long long)index, dim, array, (long long)hi);
    fprintf(stderr, "\nError termination.\n");
    rt_die(2);
}
