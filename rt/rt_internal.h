/* rt_internal.h — libcuf90rt's private state: the CUDA driver entry points
 * reached through dlopen, the lazily created context, error reporting. */
#ifndef CUF90_RT_INTERNAL_H
#define CUF90_RT_INTERNAL_H

#include <cuda.h>
#include <stdbool.h>
#include "cuf90rt.h"

/* X(field, return type, parameters, dlsym names...): every driver entry the
 * runtime uses, looked up by its versioned name (first name found wins). */
#define RT_DRIVER_FUNCS(X)                                                        \
    X(Init, (unsigned int), "cuInit")                                             \
    X(DriverGetVersion, (int *), "cuDriverGetVersion")                            \
    X(GetErrorName, (CUresult, const char **), "cuGetErrorName")                  \
    X(GetErrorString, (CUresult, const char **), "cuGetErrorString")              \
    X(DeviceGet, (CUdevice *, int), "cuDeviceGet")                                \
    X(DeviceGetCount, (int *), "cuDeviceGetCount")                                \
    X(DeviceGetName, (char *, int, CUdevice), "cuDeviceGetName")                  \
    X(DeviceGetAttribute, (int *, CUdevice_attribute, CUdevice), "cuDeviceGetAttribute") \
    X(DeviceTotalMem, (size_t *, CUdevice), "cuDeviceTotalMem_v2")                \
    X(DevicePrimaryCtxRetain, (CUcontext *, CUdevice), "cuDevicePrimaryCtxRetain") \
    X(DevicePrimaryCtxReset, (CUdevice), "cuDevicePrimaryCtxReset_v2", "cuDevicePrimaryCtxReset") \
    X(CtxSetCurrent, (CUcontext), "cuCtxSetCurrent")                              \
    X(CtxSynchronize, (void), "cuCtxSynchronize")                                 \
    X(ModuleLoadDataEx, (CUmodule *, const void *, unsigned int, CUjit_option *, void **), "cuModuleLoadDataEx") \
    X(ModuleGetFunction, (CUfunction *, CUmodule, const char *), "cuModuleGetFunction") \
    X(ModuleGetGlobal, (CUdeviceptr *, size_t *, CUmodule, const char *), "cuModuleGetGlobal_v2") \
    X(FuncSetAttribute, (CUfunction, CUfunction_attribute, int), "cuFuncSetAttribute") \
    X(LaunchKernel, (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **), "cuLaunchKernel") \
    X(MemAlloc, (CUdeviceptr *, size_t), "cuMemAlloc_v2")                         \
    X(MemAllocManaged, (CUdeviceptr *, size_t, unsigned int), "cuMemAllocManaged") \
    X(MemHostAlloc, (void **, size_t, unsigned int), "cuMemHostAlloc")            \
    X(MemFree, (CUdeviceptr), "cuMemFree_v2")                                     \
    X(MemFreeHost, (void *), "cuMemFreeHost")                                     \
    X(MemHostGetFlags, (unsigned int *, void *), "cuMemHostGetFlags")             \
    X(MemGetInfo, (size_t *, size_t *), "cuMemGetInfo_v2")                        \
    X(Memcpy, (CUdeviceptr, CUdeviceptr, size_t), "cuMemcpy")                     \
    X(MemcpyHtoD, (CUdeviceptr, const void *, size_t), "cuMemcpyHtoD_v2")         \
    X(MemcpyDtoH, (void *, CUdeviceptr, size_t), "cuMemcpyDtoH_v2")               \
    X(MemcpyDtoD, (CUdeviceptr, CUdeviceptr, size_t), "cuMemcpyDtoD_v2")          \
    X(MemcpyAsync, (CUdeviceptr, CUdeviceptr, size_t, CUstream), "cuMemcpyAsync") \
    X(Memcpy2D, (const CUDA_MEMCPY2D *), "cuMemcpy2D_v2")                         \
    X(MemsetD8, (CUdeviceptr, unsigned char, size_t), "cuMemsetD8_v2")            \
    X(MemsetD16, (CUdeviceptr, unsigned short, size_t), "cuMemsetD16_v2")         \
    X(MemsetD32, (CUdeviceptr, unsigned int, size_t), "cuMemsetD32_v2")           \
    X(MemsetD2D32, (CUdeviceptr, size_t, unsigned int, size_t, size_t), "cuMemsetD2D32_v2") \
    X(StreamCreate, (CUstream *, unsigned int), "cuStreamCreate")                 \
    X(StreamSynchronize, (CUstream), "cuStreamSynchronize")                       \
    X(StreamQuery, (CUstream), "cuStreamQuery")                                   \
    X(StreamWaitEvent, (CUstream, CUevent, unsigned int), "cuStreamWaitEvent")    \
    X(CtxSetLimit, (CUlimit, size_t), "cuCtxSetLimit")                            \
    X(CtxGetLimit, (size_t *, CUlimit), "cuCtxGetLimit")                          \
    X(StreamDestroy, (CUstream), "cuStreamDestroy_v2")                            \
    X(EventCreate, (CUevent *, unsigned int), "cuEventCreate")                    \
    X(EventRecord, (CUevent, CUstream), "cuEventRecord")                          \
    X(EventSynchronize, (CUevent), "cuEventSynchronize")                          \
    X(EventQuery, (CUevent), "cuEventQuery")                                      \
    X(EventElapsedTime, (float *, CUevent, CUevent), "cuEventElapsedTime_v2", "cuEventElapsedTime") \
    X(EventDestroy, (CUevent), "cuEventDestroy_v2")

/* Entries a program may do without (NULL when this driver lacks them; the
 * cudafor call then returns cudaErrorNotSupported): peers, kernels'
 * attributes and occupancy, stream priorities (rt/cudafor_devices.c). */
#define RT_DRIVER_OPTIONAL_FUNCS(X)                                                \
    X(DeviceCanAccessPeer, (int *, CUdevice, CUdevice), "cuDeviceCanAccessPeer")  \
    X(CtxEnablePeerAccess, (CUcontext, unsigned int), "cuCtxEnablePeerAccess")    \
    X(CtxDisablePeerAccess, (CUcontext), "cuCtxDisablePeerAccess")                \
    X(MemcpyPeerAsync, (CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream), "cuMemcpyPeerAsync") \
    X(FuncGetAttribute, (int *, CUfunction_attribute, CUfunction), "cuFuncGetAttribute") \
    X(FuncSetCacheConfig, (CUfunction, CUfunc_cache), "cuFuncSetCacheConfig")    \
    X(OccupancyMaxActiveBlocksPerMultiprocessorWithFlags, (int *, CUfunction, int, size_t, unsigned int), \
      "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags")                    \
    X(CtxGetStreamPriorityRange, (int *, int *), "cuCtxGetStreamPriorityRange")  \
    X(StreamCreateWithPriority, (CUstream *, unsigned int, int), "cuStreamCreateWithPriority") \
    X(StreamGetPriority, (CUstream, int *), "cuStreamGetPriority")               \
    X(Array3DCreate, (CUarray *, const CUDA_ARRAY3D_DESCRIPTOR *), "cuArray3DCreate_v2") \
    X(ArrayDestroy, (CUarray), "cuArrayDestroy")                                  \
    X(SurfObjectCreate, (CUsurfObject *, const CUDA_RESOURCE_DESC *), "cuSurfObjectCreate") \
    X(SurfObjectDestroy, (CUsurfObject), "cuSurfObjectDestroy")                  \
    X(TexObjectCreate, (CUtexObject *, const CUDA_RESOURCE_DESC *, const CUDA_TEXTURE_DESC *,              \
                        const CUDA_RESOURCE_VIEW_DESC *), "cuTexObjectCreate")                            \
    X(TexObjectDestroy, (CUtexObject), "cuTexObjectDestroy")

#define RT_MAX_DEVICES 16

typedef struct RtDriver {
#define X(field, params, ...) CUresult (*field) params;
    RT_DRIVER_FUNCS(X)
    RT_DRIVER_OPTIONAL_FUNCS(X)
#undef X
    /* Optional entries (NULL when this driver lacks them): the prefetch of
     * CUDA >= 12.2 takes a location, older drivers a device. */
    CUresult (*MemPrefetchAsyncLoc)(CUdeviceptr, size_t, CUmemLocation, unsigned int, CUstream);
    CUresult (*MemPrefetchAsyncDev)(CUdeviceptr, size_t, CUdevice, CUstream);
    /* cooperative launches of grid_global kernels (rt/launch.c) */
    CUresult (*LaunchCooperativeKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                        unsigned, CUstream, void **);
    CUresult (*OccupancyMaxActiveBlocksPerMultiprocessor)(int *, CUfunction, int, size_t);
    /* cudaMemAdvise likewise: cuMemAdvise_v2 takes a location */
    CUresult (*MemAdviseLoc)(CUdeviceptr, size_t, CUmem_advise, CUmemLocation);
    CUresult (*MemAdviseDev)(CUdeviceptr, size_t, CUmem_advise, CUdevice);
} RtDriver;

/* Process-wide runtime state. */
typedef struct RtState {
    RtDriver cu;
    int driver_state;            /* 0 not tried, 1 loaded and cuInit ok, -1 failed */
    int init_error;              /* cudaError_t of the failure */
    char init_message[512];      /* the one-line reason, for fatal reports */
    int ndevices;
    int default_device;          /* CUF90_DEVICE: each host thread's device until cudaSetDevice */
    CUcontext ctx[RT_MAX_DEVICES];
    bool emulated;               /* -Mcuda=emu program: the host device replaces libcuda */
    bool launch_pending;         /* a launch happened since the last successful sync */
    /* the last kernel any thread launched: the exit-time check names it */
    const char *exit_kernel, *exit_file;
    int exit_line;
} RtState;

extern RtState rt;

/* Per host thread (cudafor's last error is too, rt/errors.c): the last
 * kernel this thread launched, named when a later call of the thread
 * uncovers its failure, so OpenMP threads launching kernels each report
 * their own. */
typedef struct RtThread {
    const char *last_kernel;
    const char *last_file;
    int last_line;
} RtThread;

extern __thread RtThread rt_thr;

/* A launch of kernel at file:line by this thread. */
void rt_note_launch(const char *kernel, const char *file, int line);

/* The calling host thread's device (cudaSetDevice is per host thread, as in
 * the CUDA runtime: OpenMP threads each drive their own device). */
extern __thread int rt_thread_device;
static inline int rt_device(void) { return rt_thread_device >= 0 ? rt_thread_device : rt.default_device; }

/* Fill the driver table with the host device (hostdev.c). */
void rt_install_host_device(RtDriver *cu);
/* CUF90_EMU_GUARD_DEVICE: device memory readable by the host only inside these (hostdev.c) */
void rt_hostdev_guard_open(void);
void rt_hostdev_guard_close(void);
/* CUF90_EMU_DEVICES: how many emulated devices (1..RT_MAX_DEVICES) */
int rt_hostdev_devices(void);
/* Several emulated devices: module device and constant variables hold
 * device dev's copy from enter to leave (image.c); reset: dev's copy
 * starts again from the initial values. */
/* emulated occupancy times multiprocessors: a cooperative launch's limit (cudafor_devices.c) */
int64_t rt_emu_cooperative_blocks(const cuf90_kernel_desc *k, int block_size, int64_t dynamic_smem);
void rt_emu_globals_enter(int dev);
void rt_emu_globals_leave(void);
void rt_emu_globals_reset(int dev);
/* A launch on the calling thread's device: its memory and its enabled
 * peers' open to the kernel, other devices' closed; returns what to undo. */
unsigned rt_hostdev_launch_open(void);
void rt_hostdev_launch_close(unsigned reach);
/* The emulated device of a stream, of the calling thread, of a DEVICE
 * allocation (-1: not a device allocation, or devices not told apart). */
int rt_hostdev_stream_device(void *stream);
int rt_hostdev_current_device(void);
int rt_hostdev_pointer_device(const void *p);
/* A fault in an emulated kernel (emu.c): one stderr line naming the kernel,
 * block, thread (loop_blocks 0) or the slice of loop_blocks blocks of a
 * thread-loop kernel, and the address; the host device's context then fails with
 * CUDA_ERROR_ILLEGAL_ADDRESS (sticky until cudaDeviceReset), as a GPU's. */
void rt_hostdev_kernel_fault(const char *file, int line, const char *kernel, cuf90_dim3 block, cuf90_dim3 thread,
                             int loop_blocks, void *addr);
/* The host device's sticky error (CUDA_SUCCESS when none). */
CUresult rt_hostdev_sticky(void);

/* Load libcuda.so.1 and cuInit; returns a cudaError_t (0 on success). */
int rt_driver_load(void);
/* Make the current device's primary context current; cudaError_t. */
int rt_context(void);
/* As rt_context, but a failure prints its one-line reason and exits 1. */
void rt_require_context(const char *file, int line);
/* CUF90_TRACE=1: one stderr line per launch, transfer and allocation. */
bool rt_tracing(void);
void rt_trace(const char *file, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
#define RT_TRACE(file, line, ...)                                                 \
    do {                                                                          \
        if (rt_tracing())                                                         \
            rt_trace(file, line, __VA_ARGS__);                                    \
    } while (0)

/* Exit after a fatal report (no second report from the exit-time check). */
void rt_die(int status) __attribute__((noreturn));
/* Forget this thread's current context (device switch or reset). */
void rt_context_invalidate(void);

/* "CUDA_ERROR_X (text)" for a CUresult, into a static-lifetime string. */
const char *rt_cu_error_text(CUresult r);
/* cudaError_t name and message for the cudafor API (works without a driver). */
int rt_cuda_error_of(CUresult r);
const char *rt_cuda_error_string(int code);
const char *rt_cuda_error_name(int code);
/* The sticky last error of this host thread; clear resets it. */
int32_t rt_take_error(bool clear);
/* Record a cudaError_t as the sticky last error and return it. */
int32_t rt_set_error(int32_t code);

/* Fatal CUDA failure: "file:line: error: <what> failed: CUDA_ERROR_X (text)";
 * when the error is one a previous launch left behind, the kernel is named. */
void rt_cuda_fatal(CUresult r, const char *file, int line, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 4, 5)));
/* A launch whose configuration cannot run: the kernel does not run, code
 * (a cudaError_t) becomes the last error, and unless
 * CUF90_QUIET_LAUNCH_ERRORS=1 one stderr line names the error, the kernel
 * and the launch's line; the program goes on, as with CUDA. */
void rt_launch_refused(const cuf90_kernel_desc *k, int32_t code, const char *why, cuf90_dim3 grid,
                       cuf90_dim3 block, int64_t shared_bytes, const char *file, int line);
/* Errors only a kernel can cause (reported by later calls). */
bool rt_is_async_kernel_error(CUresult r);

/* cuMemsetD* for elements of any size (wide ones copied from a host pattern). */
CUresult rt_memset(CUdeviceptr d, const void *value, size_t elem_size, size_t count);

/* Images: loaded module of an image for the current device. */
CUmodule rt_image_module(cuf90_image *img, const char *file, int line);
cuf90_image *rt_image_of_kernel(const cuf90_kernel_desc *k);
/* Whether some image registers a module variable with this host shadow. */
bool rt_global_registered(void *host_shadow);
bool rt_global_device_addr(void *addr);
CUfunction rt_kernel_function(cuf90_kernel_desc *k, const char *file, int line);
/* Forget every module/function/global handle (after cudaDeviceReset). */
void rt_images_forget(int device);

#endif
