/* cudafor.c — the cudafor module's runtime procedures (docs/cudafor-abi.md).
 * Like the CUDA runtime they return cudaError_t codes and never abort; each
 * failure also becomes the sticky last error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

/* Map a driver result to cudaError_t and record it. */
static int32_t status(CUresult r)
{
    return rt_set_error(r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r));
}

/* Context for an API call; a cudaError_t when there is no usable device. */
static int32_t need_context(void)
{
    return rt_set_error(rt_context());
}

/* Synchronizing calls name the kernel whose failure they uncover, once. */
static int32_t sync_status(CUresult r, const char *api, bool whole_device)
{
    if (r != CUDA_SUCCESS && rt_is_async_kernel_error(r) && rt_thr.last_kernel) {
        static __thread const char *reported;
        if (reported != rt_thr.last_kernel) {
            reported = rt_thr.last_kernel;
            fflush(stdout);
            fprintf(stderr, "%s:%d: error: kernel '%s' failed: %s (reported by %s)\n",
                    rt_thr.last_file ? rt_thr.last_file : "cuf90", rt_thr.last_line, cuf90_kernel_display_name(rt_thr.last_kernel),
                    rt_cu_error_text(r), api);
        }
    }
    /* A failure is now in the program's hands, and after a whole-device wait
     * nothing is left for the exit-time check to report. */
    if (r != CUDA_SUCCESS || whole_device)
        rt.launch_pending = false;
    return status(r);
}

int32_t cuf90_cudaDeviceSynchronize(void)
{
    int32_t e = need_context();
    if (e)
        return e;
    return sync_status(rt.cu.CtxSynchronize(), "cudaDeviceSynchronize", true);
}

int32_t cuf90_cudaGetLastError(void)
{
    return rt_take_error(true);
}

int32_t cuf90_cudaPeekAtLastError(void)
{
    return rt_take_error(false);
}

void cuf90_cudaGetErrorString(char *result, size_t result_len, int32_t errcode)
{
    const char *s = rt_cuda_error_string(errcode);
    size_t n = strlen(s);
    if (n > result_len)
        n = result_len;
    memcpy(result, s, n);
    memset(result + n, ' ', result_len - n);
}

void cuf90_cudaGetErrorString_alloc(char **result, size_t *result_len, int32_t errcode)
{
    const char *s = rt_cuda_error_string(errcode);
    size_t n = strlen(s);
    /* gfortran frees the result with free(); never hand it a zero-size block. */
    char *p = malloc(n ? n : 1);
    if (!p)
        cuf90_rt_error(NULL, 0, "out of host memory in cudaGetErrorString");
    memcpy(p, s, n);
    *result = p;
    *result_len = n;
}

int32_t cuf90_cudaGetDeviceCount(int32_t *numdev)
{
    int e = rt_driver_load();
    *numdev = e ? 0 : rt.ndevices;
    return rt_set_error(e);
}

int32_t cuf90_cudaSetDevice(int32_t devnum)
{
    int e = rt_driver_load();
    if (e)
        return rt_set_error(e);
    if (devnum < 0 || devnum >= rt.ndevices)
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    if (rt_device() != devnum) {
        rt_thread_device = devnum;
        rt_context_invalidate();
    }
    return need_context();
}

int32_t cuf90_cudaGetDevice(int32_t *devnum)
{
    int e = rt_driver_load();
    *devnum = e ? 0 : rt_device();
    return rt_set_error(e);
}

/* Attribute or 0 when this driver does not know it. */
static int attr(CUdevice_attribute a, CUdevice d)
{
    int v = 0;
    if (rt.cu.DeviceGetAttribute(&v, a, d) != CUDA_SUCCESS)
        v = 0;
    return v;
}

/* The fields of cudaDeviceProp after sharedMemPerBlockOptin: each is one
 * attribute, or one per element (width, height, depth or layers). */
typedef struct PropAttr {
    size_t offset, size; /* bytes of one element: 4 or 8 */
    int n;
    CUdevice_attribute attr[3];
} PropAttr;
#define NATTR(...) (sizeof((CUdevice_attribute[]){__VA_ARGS__}) / sizeof(CUdevice_attribute))
#define PROP(f, ...)                                                                                  \
    {offsetof(cuf90_cudaDeviceProp, f), sizeof(((cuf90_cudaDeviceProp *)0)->f) / NATTR(__VA_ARGS__), \
     NATTR(__VA_ARGS__), {__VA_ARGS__}}
static const PropAttr prop_attrs[] = {
    PROP(surfaceAlignment, CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT),
    PROP(reservedSharedMemPerBlock, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK),
    PROP(maxTexture1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH),
    PROP(maxTexture1DMipmap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH),
    PROP(maxTexture1DLinear, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH),
    PROP(maxTexture2D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT),
    PROP(maxTexture2DMipmap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT),
    PROP(maxTexture2DLinear, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH),
    PROP(maxTexture2DGather, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT),
    PROP(maxTexture3D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH),
    PROP(maxTexture3DAlt, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE),
    PROP(maxTextureCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH),
    PROP(maxTexture1DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS),
    PROP(maxTexture2DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS),
    PROP(maxTextureCubemapLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS),
    PROP(maxSurface1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH),
    PROP(maxSurface2D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT),
    PROP(maxSurface3D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH),
    PROP(maxSurface1DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS),
    PROP(maxSurface2DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS),
    PROP(maxSurfaceCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH),
    PROP(maxSurfaceCubemapLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS),
    PROP(persistingL2CacheMaxSize, CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE),
    PROP(streamPrioritiesSupported, CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED),
    PROP(globalL1CacheSupported, CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED),
    PROP(localL1CacheSupported, CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED),
    PROP(multiGpuBoardGroupID, CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID),
    PROP(hostNativeAtomicSupported, CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED),
    PROP(singleToDoublePrecisionPerfRatio, CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO),
    PROP(pageableMemoryAccess, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS),
    PROP(computePreemptionSupported, CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED),
    PROP(canUseHostPointerForRegisteredMem, CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM),
    PROP(cooperativeLaunch, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH),
    PROP(cooperativeMultiDeviceLaunch, CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH),
    PROP(pageableMemoryAccessUsesHostPageTables, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES),
    PROP(directManagedMemAccessFromHost, CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST),
    PROP(maxBlocksPerMultiProcessor, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR),
    PROP(accessPolicyMaxWindowSize, CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE),
    PROP(hostRegisterSupported, CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED),
    PROP(sparseCudaArraySupported, CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED),
    PROP(hostRegisterReadOnlySupported, CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED),
    PROP(timelineSemaphoreInteropSupported, CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED),
    PROP(memoryPoolsSupported, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED),
    PROP(gpuDirectRDMASupported, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED),
    PROP(gpuDirectRDMAFlushWritesOptions, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS),
    PROP(gpuDirectRDMAWritesOrdering, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING),
    PROP(memoryPoolSupportedHandleTypes, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES),
    PROP(deferredMappingCudaArraySupported, CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED),
    PROP(ipcEventSupported, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED),
    PROP(clusterLaunch, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH),
    PROP(unifiedFunctionPointers, CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS),
    PROP(deviceNumaConfig, CU_DEVICE_ATTRIBUTE_NUMA_CONFIG),
    PROP(deviceNumaId, CU_DEVICE_ATTRIBUTE_NUMA_ID),
    PROP(mpsEnabled, CU_DEVICE_ATTRIBUTE_MPS_ENABLED),
    PROP(hostNumaId, CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID),
    PROP(gpuPciDeviceID, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID),
    PROP(gpuPciSubsystemID, CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID),
    PROP(hostNumaMultinodeIpcSupported, CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED),
};
#undef PROP
#undef NATTR

int32_t cuf90_cudaGetDeviceProperties(cuf90_cudaDeviceProp *prop, int32_t devnum)
{
    int e = rt_driver_load();
    if (e)
        return rt_set_error(e);
    if (devnum < 0 || devnum >= rt.ndevices)
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    CUdevice d;
    CUresult r = rt.cu.DeviceGet(&d, devnum);
    if (r != CUDA_SUCCESS)
        return status(r);
    memset(prop, 0, sizeof *prop);
    char name[256] = {0};
    rt.cu.DeviceGetName(name, (int)sizeof name - 1, d);
    size_t n = strlen(name);
    memcpy(prop->name, name, n);
    memset(prop->name + n, ' ', sizeof prop->name - n);   /* Fortran blank padding */
    size_t total = 0;
    rt.cu.DeviceTotalMem(&total, d);
    prop->totalGlobalMem = (int64_t)total;
    prop->sharedMemPerBlock = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, d);
    prop->regsPerBlock = attr(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK, d);
    prop->warpSize = attr(CU_DEVICE_ATTRIBUTE_WARP_SIZE, d);
    prop->memPitch = attr(CU_DEVICE_ATTRIBUTE_MAX_PITCH, d);
    prop->maxThreadsPerBlock = attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, d);
    prop->maxThreadsDim[0] = attr(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, d);
    prop->maxThreadsDim[1] = attr(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y, d);
    prop->maxThreadsDim[2] = attr(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z, d);
    prop->maxGridSize[0] = attr(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, d);
    prop->maxGridSize[1] = attr(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, d);
    prop->maxGridSize[2] = attr(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z, d);
    prop->clockRate = attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE, d);
    prop->totalConstMem = attr(CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY, d);
    prop->major = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d);
    prop->minor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
    prop->textureAlignment = attr(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, d);
    prop->texturePitchAlignment = attr(CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT, d);
    prop->deviceOverlap = attr(CU_DEVICE_ATTRIBUTE_GPU_OVERLAP, d);
    prop->multiProcessorCount = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, d);
    prop->kernelExecTimeoutEnabled = attr(CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT, d);
    prop->integrated = attr(CU_DEVICE_ATTRIBUTE_INTEGRATED, d);
    prop->canMapHostMemory = attr(CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY, d);
    prop->computeMode = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, d);
    prop->concurrentKernels = attr(CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS, d);
    prop->ECCEnabled = attr(CU_DEVICE_ATTRIBUTE_ECC_ENABLED, d);
    prop->pciBusID = attr(CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, d);
    prop->pciDeviceID = attr(CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, d);
    prop->pciDomainID = attr(CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, d);
    prop->tccDriver = attr(CU_DEVICE_ATTRIBUTE_TCC_DRIVER, d);
    prop->asyncEngineCount = attr(CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT, d);
    prop->unifiedAddressing = attr(CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, d);
    prop->memoryClockRate = attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, d);
    prop->memoryBusWidth = attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH, d);
    prop->l2CacheSize = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, d);
    prop->maxThreadsPerMultiProcessor = attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, d);
    prop->sharedMemPerMultiprocessor = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, d);
    prop->regsPerMultiprocessor = attr(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR, d);
    prop->managedMemory = attr(CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, d);
    prop->isMultiGpuBoard = attr(CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD, d);
    prop->concurrentManagedAccess = attr(CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, d);
    prop->sharedMemPerBlockOptin = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, d);
    for (size_t i = 0; i < sizeof prop_attrs / sizeof *prop_attrs; i++) {
        const PropAttr *pa = &prop_attrs[i];
        for (int k = 0; k < pa->n; k++) {
            char *f = (char *)prop + pa->offset + (size_t)k * pa->size;
            int v = attr(pa->attr[k], d);
            if (pa->size == 8)
                *(int64_t *)f = v;
            else
                *(int32_t *)f = v;
        }
    }
    return 0;
}

int32_t cuf90_cudaDeviceReset(void)
{
    int32_t e = need_context();
    if (e)
        return e;
    CUdevice d;
    CUresult r = rt.cu.DeviceGet(&d, rt_device());
    if (r == CUDA_SUCCESS)
        r = rt.cu.DevicePrimaryCtxReset(d);
    if (r != CUDA_SUCCESS)
        return status(r);
    /* Modules, functions and variables died with the context's contents. */
    rt_images_forget(rt_device());
    rt.launch_pending = false;
    rt_context_invalidate();
    return 0;
}

int32_t cuf90_cudaDriverGetVersion(int32_t *version)
{
    int v = 0;
    int e = rt_driver_load();
    if (!e)
        rt.cu.DriverGetVersion(&v);
    *version = v;
    return 0;
}

int32_t cuf90_cudaRuntimeGetVersion(int32_t *version)
{
    /* The toolkit whose cuda.h this runtime was built against. */
    *version = CUDA_VERSION;
    return 0;
}

int32_t cuf90_cudaMemGetInfo(int64_t *free_bytes, int64_t *total_bytes)
{
    int32_t e = need_context();
    if (e)
        return e;
    size_t f = 0, t = 0;
    CUresult r = rt.cu.MemGetInfo(&f, &t);
    *free_bytes = (int64_t)f;
    *total_bytes = (int64_t)t;
    return status(r);
}

/* Fill an allocatable rank-1 descriptor for `count` elements at `p`. */
static void set_desc(cuf90_desc *a, void *p, int64_t count, int64_t elem_size)
{
    a->base_addr = p;
    a->offset = (size_t)-1;
    a->dtype.elem_len = (size_t)elem_size;
    a->dtype.version = 0;
    a->dtype.rank = 1;
    a->span = elem_size;
    a->dim[0].stride = 1;
    a->dim[0].lbound = 1;
    a->dim[0].ubound = count;
}

int32_t cuf90_cudaMalloc_cptr(void **p, int64_t bytes)
{
    int32_t e = need_context();
    if (e)
        return e;
    if (bytes < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    CUdeviceptr d = 0;
    CUresult r = rt.cu.MemAlloc(&d, bytes ? (size_t)bytes : 1);
    *p = r == CUDA_SUCCESS ? (void *)d : NULL;
    return status(r);
}

int32_t cuf90_cudaMalloc(cuf90_desc *a, int64_t count, int64_t elem_size)
{
    void *p;
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t e = cuf90_cudaMalloc_cptr(&p, count * elem_size);
    if (e == 0)
        set_desc(a, p, count, elem_size);
    return e;
}

int32_t cuf90_cudaMallocManaged_cptr(void **p, int64_t bytes, int32_t flags)
{
    int32_t e = need_context();
    if (e)
        return e;
    if (bytes < 0 || (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST))
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    CUdeviceptr d = 0;
    CUresult r = rt.cu.MemAllocManaged(&d, bytes ? (size_t)bytes : 1, (unsigned)flags);
    *p = r == CUDA_SUCCESS ? (void *)d : NULL;
    return status(r);
}

int32_t cuf90_cudaMallocManaged(cuf90_desc *a, int64_t count, int32_t flags, int64_t elem_size)
{
    void *p;
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t e = cuf90_cudaMallocManaged_cptr(&p, count * elem_size, flags);
    if (e == 0)
        set_desc(a, p, count, elem_size);
    return e;
}

int32_t cuf90_cudaMallocHost_cptr(void **p, int64_t bytes)
{
    int32_t e = need_context();
    if (e)
        return e;
    if (bytes < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    void *h = NULL;
    CUresult r = rt.cu.MemHostAlloc(&h, bytes ? (size_t)bytes : 1, CU_MEMHOSTALLOC_PORTABLE);
    *p = h;
    return status(r);
}

/* c_devloc(x): x's device address as a TYPE(c_devptr), returned as C
 * returns a struct of one pointer */
cuf90_devptr cuf90_c_devloc(void *x)
{
    return (cuf90_devptr){x};
}

int32_t cuf90_cudaFree_cptr(void *p)
{
    if (!p)
        return 0;
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.MemFree((CUdeviceptr)p));
}

int32_t cuf90_cudaFree(cuf90_desc *a)
{
    int32_t e = cuf90_cudaFree_cptr(a->base_addr);
    if (e == 0)
        a->base_addr = NULL;
    return e;
}

int32_t cuf90_cudaFreeHost_cptr(void *p)
{
    if (!p)
        return 0;
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.MemFreeHost(p));
}

/* cudaMemcpyKind values (cudafor PARAMETERs) */
enum { KDIR_H2H = 0, KDIR_H2D = 1, KDIR_D2H = 2, KDIR_D2D = 3, KDIR_DEFAULT = 4 };

/* One copy of `bytes`, on `stream` when async; CUresult. */
static CUresult copy_bytes(void *dst, const void *src, size_t bytes, int32_t kdir,
                           CUstream stream, bool async)
{
    switch (kdir) {
    case KDIR_H2H:
        memmove(dst, src, bytes);
        return CUDA_SUCCESS;
    case KDIR_H2D:
    case KDIR_D2H:
    case KDIR_D2D:
    case KDIR_DEFAULT:
        /* With unified addressing the driver tells the directions apart. */
        if (async)
            return rt.cu.MemcpyAsync((CUdeviceptr)dst, (CUdeviceptr)src, bytes, stream);
        if (kdir == KDIR_H2D)
            return rt.cu.MemcpyHtoD((CUdeviceptr)dst, src, bytes);
        if (kdir == KDIR_D2H)
            return rt.cu.MemcpyDtoH(dst, (CUdeviceptr)src, bytes);
        return rt.cu.Memcpy((CUdeviceptr)dst, (CUdeviceptr)src, bytes);
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

int32_t cuf90_cudaMemcpy(void *dst, const void *src, int64_t count, int32_t kdir,
                         int64_t elem_size)
{
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir < KDIR_H2H || kdir > KDIR_DEFAULT)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    if (count == 0 || kdir == KDIR_H2H) {
        if (count)
            memmove(dst, src, (size_t)(count * elem_size));
        return 0;
    }
    int32_t e = need_context();
    if (e)
        return e;
    CUresult r = copy_bytes(dst, src, (size_t)(count * elem_size), kdir, NULL, false);
    return sync_status(r, "cudaMemcpy", false);
}

int32_t cuf90_cudaMemcpyAsync(void *dst, const void *src, int64_t count, int32_t kdir,
                              int64_t stream, int64_t elem_size)
{
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir < KDIR_H2H || kdir > KDIR_DEFAULT)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    if (count == 0)
        return 0;
    int32_t e = need_context();
    if (e)
        return e;
    CUresult r = copy_bytes(dst, src, (size_t)(count * elem_size), kdir,
                            (CUstream)(intptr_t)stream, kdir != KDIR_H2H);
    return status(r);
}

int32_t cuf90_cudaMemcpy2D(void *dst, int64_t dpitch, const void *src, int64_t spitch,
                           int64_t width, int64_t height, int32_t kdir, int64_t elem_size)
{
    if (dpitch < width || spitch < width || width < 0 || height < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir < KDIR_H2H || kdir > KDIR_DEFAULT)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    if (width == 0 || height == 0)
        return 0;
    if (kdir == KDIR_H2H) {
        for (int64_t i = 0; i < height; i++)
            memmove((char *)dst + i * dpitch * elem_size,
                    (const char *)src + i * spitch * elem_size, (size_t)(width * elem_size));
        return 0;
    }
    int32_t e = need_context();
    if (e)
        return e;
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = kdir == KDIR_H2D ? CU_MEMORYTYPE_HOST
                      : kdir == KDIR_DEFAULT ? CU_MEMORYTYPE_UNIFIED : CU_MEMORYTYPE_DEVICE;
    c.dstMemoryType = kdir == KDIR_D2H ? CU_MEMORYTYPE_HOST
                      : kdir == KDIR_DEFAULT ? CU_MEMORYTYPE_UNIFIED : CU_MEMORYTYPE_DEVICE;
    c.srcHost = src;
    c.srcDevice = (CUdeviceptr)src;
    c.srcPitch = (size_t)(spitch * elem_size);
    c.dstHost = dst;
    c.dstDevice = (CUdeviceptr)dst;
    c.dstPitch = (size_t)(dpitch * elem_size);
    c.WidthInBytes = (size_t)(width * elem_size);
    c.Height = (size_t)height;
    CUresult r = rt.cu.Memcpy2D(&c);
    return sync_status(r, "cudaMemcpy2D", false);
}

int32_t cuf90_cudaMemcpy2DAsync(void *dst, int64_t dpitch, const void *src, int64_t spitch, int64_t width,
                                int64_t height, int32_t kdir, int64_t stream, int64_t elem_size)
{
    /* The copy runs once the stream's earlier work is done and completes
     * before the call returns: an allowed schedule of an asynchronous
     * copy, ordered with any stream (the driver's 2-D copy is stream 0's). */
    if (stream) {
        int32_t e = need_context();
        if (e)
            return e;
        CUresult r = rt.cu.StreamSynchronize((CUstream)(intptr_t)stream);
        if (r != CUDA_SUCCESS)
            return sync_status(r, "cudaMemcpy2DAsync", false);
    }
    return cuf90_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kdir, elem_size);
}

int32_t cuf90_cudaMemset2D(void *devptr, int64_t pitch, const void *value, int64_t width, int64_t height,
                           int64_t elem_size)
{
    if (pitch < width || width < 0 || height < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (width == 0 || height == 0)
        return 0;
    int32_t e = need_context();
    if (e)
        return e;
    for (int64_t j = 0; j < height; j++) {
        CUresult r = rt_memset((CUdeviceptr)devptr + (CUdeviceptr)(j * pitch * elem_size), value,
                               (size_t)elem_size, (size_t)width);
        if (r != CUDA_SUCCESS)
            return status(r);
    }
    return 0;
}

int32_t cuf90_cudaMallocPitch(cuf90_desc *a, int64_t *pitch, int64_t width, int64_t height, int64_t elem_size)
{
    if (width < 0 || height < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    /* rows start on 512-byte boundaries (CUDA's texture pitch alignment),
     * and a row is a whole number of elements */
    int64_t row = width * elem_size, p = row;
    while (p % 512 != 0 || p % elem_size != 0)
        p++;
    if (row == 0)
        p = elem_size;
    void *mem;
    int32_t e = cuf90_cudaMalloc_cptr(&mem, p * (height ? height : 1));
    if (e)
        return e;
    int64_t pe = p / elem_size;
    a->base_addr = mem;
    a->offset = (size_t)(-1 - pe);
    a->dtype.elem_len = (size_t)elem_size;
    a->dtype.version = 0;
    a->dtype.rank = 2;
    a->span = elem_size;
    a->dim[0].stride = 1;
    a->dim[0].lbound = 1;
    a->dim[0].ubound = width;
    a->dim[1].stride = pe;
    a->dim[1].lbound = 1;
    a->dim[1].ubound = height;
    *pitch = pe;
    return 0;
}

static int32_t cache_config; /* cudaFuncCachePreferNone */

int32_t cuf90_cudaDeviceSetCacheConfig(int32_t config)
{
    /* a preference the driver may ignore (Hopper sizes its L1 and shared
     * memory per kernel): kept so that the getter returns it */
    if (config < 0 || config > 3)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t e = need_context();
    if (e)
        return e;
    cache_config = config;
    return 0;
}

int32_t cuf90_cudaDeviceGetCacheConfig(int32_t *config)
{
    int32_t e = need_context();
    if (e)
        return e;
    *config = cache_config;
    return 0;
}

int32_t cuf90_cudaHostAlloc_cptr(void **p, int64_t bytes, int32_t flags)
{
    /* cudaHostAllocDefault/Portable/Mapped/WriteCombined are the driver's */
    if (flags & ~0xf)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    return cuf90_cudaMallocHost_cptr(p, bytes);
}

int32_t cuf90_cudaMemset(void *devptr, const void *value, int64_t count, int64_t elem_size)
{
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (count == 0)
        return 0;
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt_memset((CUdeviceptr)devptr, value, (size_t)elem_size, (size_t)count));
}

int32_t cuf90_cudaStreamCreate(int64_t *stream)
{
    int32_t e = need_context();
    if (e)
        return e;
    CUstream s = NULL;
    CUresult r = rt.cu.StreamCreate(&s, CU_STREAM_DEFAULT);
    *stream = (int64_t)(intptr_t)s;
    return status(r);
}

int32_t cuf90_cudaStreamDestroy(int64_t stream)
{
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.StreamDestroy((CUstream)(intptr_t)stream));
}

int32_t cuf90_cudaStreamSynchronize(int64_t stream)
{
    int32_t e = need_context();
    if (e)
        return e;
    return sync_status(rt.cu.StreamSynchronize((CUstream)(intptr_t)stream),
                       "cudaStreamSynchronize", false);
}

int32_t cuf90_cudaStreamQuery(int64_t stream)
{
    int32_t e = need_context();
    if (e)
        return e;
    CUresult r = rt.cu.StreamQuery((CUstream)(intptr_t)stream);
    /* "not ready" is an answer, not an error to remember */
    return r == CUDA_ERROR_NOT_READY ? CUF90_cudaErrorNotReady : status(r);
}

int32_t cuf90_cudaEventCreate(cuf90_cudaEvent *event)
{
    int32_t e = need_context();
    if (e)
        return e;
    CUevent ev = NULL;
    CUresult r = rt.cu.EventCreate(&ev, CU_EVENT_DEFAULT);
    event->handle = ev;
    return status(r);
}

int32_t cuf90_cudaEventRecord(cuf90_cudaEvent event, int64_t stream)
{
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.EventRecord((CUevent)event.handle, (CUstream)(intptr_t)stream));
}

int32_t cuf90_cudaEventSynchronize(cuf90_cudaEvent event)
{
    int32_t e = need_context();
    if (e)
        return e;
    return sync_status(rt.cu.EventSynchronize((CUevent)event.handle), "cudaEventSynchronize", false);
}

int32_t cuf90_cudaEventQuery(cuf90_cudaEvent event)
{
    int32_t e = need_context();
    if (e)
        return e;
    CUresult r = rt.cu.EventQuery((CUevent)event.handle);
    return r == CUDA_ERROR_NOT_READY ? CUF90_cudaErrorNotReady : status(r);
}

int32_t cuf90_cudaEventElapsedTime(float *time_ms, cuf90_cudaEvent start, cuf90_cudaEvent end)
{
    int32_t e = need_context();
    if (e)
        return e;
    float ms = 0;
    CUresult r = rt.cu.EventElapsedTime(&ms, (CUevent)start.handle, (CUevent)end.handle);
    *time_ms = ms;
    return status(r);
}

int32_t cuf90_cudaEventDestroy(cuf90_cudaEvent event)
{
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.EventDestroy((CUevent)event.handle));
}

int32_t cuf90_cudaStreamCreateWithFlags(int64_t *stream, int32_t flags)
{
    int32_t e = need_context();
    if (e)
        return e;
    /* cudaStreamDefault 0 / cudaStreamNonBlocking 1 are the driver's flags */
    if (flags != CU_STREAM_DEFAULT && flags != CU_STREAM_NON_BLOCKING)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    CUstream s = NULL;
    CUresult r = rt.cu.StreamCreate(&s, (unsigned)flags);
    *stream = (int64_t)(intptr_t)s;
    return status(r);
}

int32_t cuf90_cudaEventCreateWithFlags(cuf90_cudaEvent *event, int32_t flags)
{
    int32_t e = need_context();
    if (e)
        return e;
    /* cudaEventBlockingSync 1, DisableTiming 2, Interprocess 4: the driver's */
    if (flags & ~(CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS))
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    CUevent ev = NULL;
    CUresult r = rt.cu.EventCreate(&ev, (unsigned)flags);
    event->handle = ev;
    return status(r);
}

int32_t cuf90_cudaStreamWaitEvent(int64_t stream, cuf90_cudaEvent event, int32_t flags)
{
    int32_t e = need_context();
    if (e)
        return e;
    return status(rt.cu.StreamWaitEvent((CUstream)(intptr_t)stream, (CUevent)event.handle,
                                        (unsigned)flags));
}

int32_t cuf90_cudaDeviceGetAttribute(int32_t *value, int32_t attr, int32_t device)
{
    int e = rt_driver_load();
    if (e)
        return rt_set_error(e);
    if (device < 0 || device >= rt.ndevices)
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    CUdevice d;
    CUresult r = rt.cu.DeviceGet(&d, device);
    int v = 0;
    /* cudaDeviceAttr numbers are CUdevice_attribute's */
    if (r == CUDA_SUCCESS)
        r = rt.cu.DeviceGetAttribute(&v, (CUdevice_attribute)attr, d);
    *value = v;
    return status(r);
}

int32_t cuf90_cudaMemPrefetchAsync(void *devptr, int64_t count, int32_t device, int64_t stream,
                                   int64_t elem_size)
{
    if (count < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int32_t e = need_context();
    if (e)
        return e;
    if (device != CUF90_cudaCpuDeviceId && (device < 0 || device >= rt.ndevices))
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    /* On the host device the data already is where every processor sees it. */
    if (rt.emulated || count == 0)
        return 0;
    size_t bytes = (size_t)(count * elem_size);
    CUstream s = (CUstream)(intptr_t)stream;
    if (rt.cu.MemPrefetchAsyncLoc) {
        CUmemLocation loc;
        memset(&loc, 0, sizeof loc);
        loc.type = device == CUF90_cudaCpuDeviceId ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
        loc.id = device == CUF90_cudaCpuDeviceId ? 0 : device;
        return status(rt.cu.MemPrefetchAsyncLoc((CUdeviceptr)devptr, bytes, loc, 0, s));
    }
    if (rt.cu.MemPrefetchAsyncDev)
        return status(rt.cu.MemPrefetchAsyncDev((CUdeviceptr)devptr, bytes,
                                                device == CUF90_cudaCpuDeviceId ? CU_DEVICE_CPU : device, s));
    return rt_set_error(CUF90_cudaErrorNotSupported);
}

int32_t cuf90_cudaDeviceSetLimit(int32_t limit, int64_t value)
{
    int32_t e = need_context();
    if (e)
        return e;
    if (value < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    /* cudaLimitStackSize 0, PrintfFifoSize 1, MallocHeapSize 2: CUlimit's */
    return status(rt.cu.CtxSetLimit((CUlimit)limit, (size_t)value));
}

int32_t cuf90_cudaDeviceGetLimit(int64_t *value, int32_t limit)
{
    int32_t e = need_context();
    if (e)
        return e;
    size_t v = 0;
    CUresult r = rt.cu.CtxGetLimit(&v, (CUlimit)limit);
    *value = (int64_t)v;
    return status(r);
}

/* Device address of a module device/constant variable named by its host
 * shadow, as a cudaError_t (13 when no image registers it). */
static int32_t symbol_address(void *shadow, char **addr)
{
    int32_t e = need_context();
    if (e)
        return e;
    /* host code passes a module variable as its device address, resolved
     * at procedure entry (in emulation the variable itself); C callers may
     * pass the host shadow */
    if (rt.emulated || rt_global_device_addr(shadow)) {
        *addr = shadow;
        return 0;
    }
    if (!rt_global_registered(shadow))
        return rt_set_error(CUF90_cudaErrorInvalidSymbol);
    *addr = cuf90_global_addr(shadow, "cudafor", 0);
    return 0;
}

int32_t cuf90_cudaGetSymbolAddress(void **devptr, void *symbol)
{
    char *a = NULL;
    int32_t e = symbol_address(symbol, &a);
    *devptr = a;
    return e;
}

int32_t cuf90_cudaMemcpyToSymbol(void *symbol, const void *src, int64_t count, int64_t offset,
                                 int32_t kdir, int64_t elem_size)
{
    if (count < 0 || offset < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir != KDIR_H2D && kdir != KDIR_D2D && kdir != KDIR_DEFAULT)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    char *a = NULL;
    int32_t e = symbol_address(symbol, &a);
    if (e)
        return e;
    if (count == 0)
        return 0;
    return sync_status(copy_bytes(a + offset, src, (size_t)(count * elem_size), kdir, NULL, false),
                       "cudaMemcpyToSymbol", false);
}

int32_t cuf90_cudaMemcpyFromSymbol(void *dst, void *symbol, int64_t count, int64_t offset,
                                   int32_t kdir, int64_t elem_size)
{
    if (count < 0 || offset < 0 || elem_size <= 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (kdir != KDIR_D2H && kdir != KDIR_D2D && kdir != KDIR_DEFAULT)
        return rt_set_error(CUF90_cudaErrorInvalidMemcpyDirection);
    char *a = NULL;
    int32_t e = symbol_address(symbol, &a);
    if (e)
        return e;
    if (count == 0)
        return 0;
    return sync_status(copy_bytes(dst, a + offset, (size_t)(count * elem_size), kdir, NULL, false),
                       "cudaMemcpyFromSymbol", false);
}
