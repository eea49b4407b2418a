/* cudafor_devices.c — the cudafor API about several devices and about
 * kernels: peer access and peer copies, function attributes, occupancy,
 * stream priorities and cudafor's default streams (docs/cudafor-abi.md).
 * On a GPU each is the driver's answer; under -Mcuda=emu the host device
 * answers (rt/hostdev.c) or, for kernels, the emulated device's limits. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"
#include "emu.h"

static int32_t status(CUresult r) { return rt_set_error(r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r)); }

/* An optional driver entry (rt_internal.h) this driver may lack. */
#define NEED(entry)                                                            \
    do {                                                                       \
        if (!rt.cu.entry)                                                      \
            return rt_set_error(CUF90_cudaErrorNotSupported);                  \
    } while (0)

static int32_t valid_device(int32_t d)
{
    int e = rt_driver_load();
    if (e)
        return rt_set_error(e);
    if (d < 0 || d >= rt.ndevices)
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    return 0;
}

/* The primary context of device d (retained once, as rt_context does). */
static int32_t device_context(int32_t d, CUcontext *c)
{
    int32_t e = valid_device(d);
    if (e)
        return e;
    if (!rt.ctx[d]) {
        CUdevice dev;
        CUresult r = rt.cu.DeviceGet(&dev, d);
        if (r == CUDA_SUCCESS)
            r = rt.cu.DevicePrimaryCtxRetain(&rt.ctx[d], dev);
        if (r != CUDA_SUCCESS)
            return status(r);
    }
    *c = rt.ctx[d];
    return 0;
}

/* ---- peers ------------------------------------------------------------ */

int32_t cuf90_cudaDeviceCanAccessPeer(int32_t *can, int32_t device, int32_t peer)
{
    *can = 0;
    NEED(DeviceCanAccessPeer);
    int32_t e = valid_device(device);
    if (!e)
        e = valid_device(peer);
    if (e)
        return e;
    if (device == peer)
        return 0; /* CUDA: a device is not its own peer */
    CUdevice a, b;
    CUresult r = rt.cu.DeviceGet(&a, device);
    if (r == CUDA_SUCCESS)
        r = rt.cu.DeviceGet(&b, peer);
    int v = 0;
    if (r == CUDA_SUCCESS)
        r = rt.cu.DeviceCanAccessPeer(&v, a, b);
    *can = v;
    return status(r);
}

int32_t cuf90_cudaDeviceEnablePeerAccess(int32_t peer, int32_t flags)
{
    NEED(CtxEnablePeerAccess);
    CUcontext pc;
    int32_t e = rt_set_error(rt_context());
    if (!e)
        e = device_context(peer, &pc);
    if (e)
        return e;
    if (peer == rt_device())
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    return status(rt.cu.CtxEnablePeerAccess(pc, (unsigned)flags));
}

int32_t cuf90_cudaDeviceDisablePeerAccess(int32_t peer)
{
    NEED(CtxDisablePeerAccess);
    CUcontext pc;
    int32_t e = rt_set_error(rt_context());
    if (!e)
        e = device_context(peer, &pc);
    if (e)
        return e;
    return status(rt.cu.CtxDisablePeerAccess(pc));
}

int32_t cuf90_cudaMemcpyPeerAsync(void *dst, int32_t dst_dev, const void *src, int32_t src_dev, int64_t count,
                                  int64_t stream, int64_t elem_size)
{
    NEED(MemcpyPeerAsync);
    CUcontext dc, sc;
    int32_t e = device_context(dst_dev, &dc);
    if (!e)
        e = device_context(src_dev, &sc);
    if (e)
        return e;
    if (count < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (count == 0)
        return 0;
    e = rt_set_error(rt_context());
    if (e)
        return e;
    return status(rt.cu.MemcpyPeerAsync((CUdeviceptr)dst, dc, (CUdeviceptr)src, sc, (size_t)(count * elem_size),
                                        (CUstream)stream));
}

int32_t cuf90_cudaMemcpyPeer(void *dst, int32_t dst_dev, const void *src, int32_t src_dev, int64_t count,
                             int64_t elem_size)
{
    int32_t e = cuf90_cudaMemcpyPeerAsync(dst, dst_dev, src, src_dev, count, 0, elem_size);
    if (e)
        return e;
    /* synchronous with respect to the host, as cudaMemcpyPeer */
    return status(rt.cu.CtxSynchronize());
}

/* ---- kernels: attributes and occupancy --------------------------------- */

/* Under emulation a kernel has no CUfunction: its attributes are what the
 * program set (cudaFuncSetAttribute) over the emulated device's limits. */
typedef struct EmuFunc {
    const cuf90_kernel_desc *k;
    int max_dynamic_shared, carveout, cache_config;
    struct EmuFunc *next;
} EmuFunc;
static EmuFunc *emu_funcs;
static pthread_mutex_t emu_funcs_lock = PTHREAD_MUTEX_INITIALIZER;

static EmuFunc *emu_func(const cuf90_kernel_desc *k)
{
    pthread_mutex_lock(&emu_funcs_lock);
    EmuFunc *f = emu_funcs;
    while (f && f->k != k)
        f = f->next;
    if (!f && (f = calloc(1, sizeof *f))) {
        f->k = k;
        f->max_dynamic_shared = 48 * 1024;
        f->carveout = -1;
        f->next = emu_funcs;
        emu_funcs = f;
    }
    pthread_mutex_unlock(&emu_funcs_lock);
    return f;
}

static int device_attr(CUdevice_attribute a)
{
    int v = 0;
    CUdevice d;
    if (rt.cu.DeviceGet(&d, rt_device()) != CUDA_SUCCESS || rt.cu.DeviceGetAttribute(&v, a, d) != CUDA_SUCCESS)
        return 0;
    return v;
}

int32_t cuf90_cudaFuncGetAttributes(cuf90_cudaFuncAttributes *attr, cuf90_kernel_desc *k)
{
    memset(attr, 0, sizeof *attr);
    int32_t e = rt_set_error(rt_context());
    if (e)
        return e;
    if (!k)
        return rt_set_error(CUF90_cudaErrorInvalidDeviceFunction);
    if (rt.emulated) {
        EmuFunc *f = emu_func(k);
        if (!f)
            return rt_set_error(CUF90_cudaErrorMemoryAllocation);
        attr->maxThreadsPerBlock = device_attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
        attr->ptxVersion = attr->binaryVersion = 10 * device_attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) +
                                                 device_attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
        attr->maxDynamicSharedSizeBytes = f->max_dynamic_shared;
        attr->preferredShmemCarveout = f->carveout;
        return 0;
    }
    NEED(FuncGetAttribute);
    CUfunction fn = rt_kernel_function(k, NULL, 0);
    static const struct { size_t off, size; CUfunction_attribute a; } map[] = {
#define F(field, A) {offsetof(cuf90_cudaFuncAttributes, field), sizeof(((cuf90_cudaFuncAttributes *)0)->field), A}
        F(sharedSizeBytes, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES),
        F(constSizeBytes, CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES),
        F(localSizeBytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES),
        F(maxThreadsPerBlock, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
        F(numRegs, CU_FUNC_ATTRIBUTE_NUM_REGS),
        F(ptxVersion, CU_FUNC_ATTRIBUTE_PTX_VERSION),
        F(binaryVersion, CU_FUNC_ATTRIBUTE_BINARY_VERSION),
        F(cacheModeCA, CU_FUNC_ATTRIBUTE_CACHE_MODE_CA),
        F(maxDynamicSharedSizeBytes, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES),
        F(preferredShmemCarveout, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT),
        F(clusterDimMustBeSet, CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET),
        F(requiredClusterWidth, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH),
        F(requiredClusterHeight, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT),
        F(requiredClusterDepth, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH),
        F(clusterSchedulingPolicyPreference, CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE),
        F(nonPortableClusterSizeAllowed, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED),
#undef F
    };
    for (size_t i = 0; i < sizeof map / sizeof *map; i++) {
        int v = 0;
        CUresult r = rt.cu.FuncGetAttribute(&v, map[i].a, fn);
        if (r != CUDA_SUCCESS && r != CUDA_ERROR_INVALID_VALUE) /* an attribute this driver lacks: 0 */
            return status(r);
        char *p = (char *)attr + map[i].off;
        if (map[i].size == 8)
            *(int64_t *)p = v;
        else
            *(int32_t *)p = v;
    }
    return 0;
}

int32_t cuf90_cudaFuncSetAttribute(cuf90_kernel_desc *k, int32_t attr, int32_t value)
{
    int32_t e = rt_set_error(rt_context());
    if (e)
        return e;
    if (!k)
        return rt_set_error(CUF90_cudaErrorInvalidDeviceFunction);
    if (rt.emulated) {
        EmuFunc *f = emu_func(k);
        if (!f)
            return rt_set_error(CUF90_cudaErrorMemoryAllocation);
        if (attr == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) {
            if (value < 0 || value > device_attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN))
                return rt_set_error(CUF90_cudaErrorInvalidValue);
            f->max_dynamic_shared = value;
        } else if (attr == CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT) {
            if (value < -1 || value > 100)
                return rt_set_error(CUF90_cudaErrorInvalidValue);
            f->carveout = value;
        } else if (attr < 0 || attr >= CU_FUNC_ATTRIBUTE_MAX)
            return rt_set_error(CUF90_cudaErrorInvalidValue);
        return 0;
    }
    return status(rt.cu.FuncSetAttribute(rt_kernel_function(k, NULL, 0), (CUfunction_attribute)attr, value));
}

int32_t cuf90_cudaFuncSetCacheConfig(cuf90_kernel_desc *k, int32_t config)
{
    int32_t e = rt_set_error(rt_context());
    if (e)
        return e;
    if (!k || config < 0 || config > 3)
        return rt_set_error(k ? CUF90_cudaErrorInvalidValue : CUF90_cudaErrorInvalidDeviceFunction);
    if (rt.emulated) {
        EmuFunc *f = emu_func(k);
        if (f)
            f->cache_config = config;
        return 0;
    }
    NEED(FuncSetCacheConfig);
    return status(rt.cu.FuncSetCacheConfig(rt_kernel_function(k, NULL, 0), (CUfunc_cache)config));
}

/* Emulated occupancy: blocks of block_size threads (rounded up to whole
 * warps) and dynamic_smem bytes that fit the limits of one emulated
 * multiprocessor (threads, blocks, shared memory); 0 when one does not fit
 * in a block at all. */
static int emu_occupancy(const cuf90_kernel_desc *k, int block_size, int64_t dynamic_smem)
{
    int max_block = device_attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
    EmuFunc *f = emu_func(k);
    int64_t smem_block_max = f ? f->max_dynamic_shared : 48 * 1024;
    if (block_size <= 0 || block_size > max_block || dynamic_smem < 0 || dynamic_smem > smem_block_max)
        return 0;
    int warp = device_attr(CU_DEVICE_ATTRIBUTE_WARP_SIZE);
    int threads = (block_size + warp - 1) / warp * warp;
    int n = device_attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR) / threads;
    int bmax = device_attr(CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR);
    if (n > bmax)
        n = bmax;
    if (dynamic_smem > 0) {
        int64_t per_sm = device_attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
        int64_t by_smem = per_sm / dynamic_smem;
        if (by_smem < n)
            n = (int)by_smem;
    }
    return n;
}

/* The blocks of a cooperative launch of k the emulated device holds at once,
 * as its occupancy answers say (blocks per multiprocessor times the
 * multiprocessors): rt/launch.c */
int64_t rt_emu_cooperative_blocks(const cuf90_kernel_desc *k, int block_size, int64_t dynamic_smem)
{
    return (int64_t)emu_occupancy(k, block_size, dynamic_smem) * device_attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
}

int32_t cuf90_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int32_t *num, cuf90_kernel_desc *k,
                                                                      int32_t block_size, int64_t dynamic_smem,
                                                                      int32_t flags)
{
    *num = 0;
    int32_t e = rt_set_error(rt_context());
    if (e)
        return e;
    if (!k)
        return rt_set_error(CUF90_cudaErrorInvalidDeviceFunction);
    if (rt.emulated) {
        *num = emu_occupancy(k, block_size, dynamic_smem);
        return 0;
    }
    NEED(OccupancyMaxActiveBlocksPerMultiprocessorWithFlags);
    int v = 0;
    CUresult r = rt.cu.OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&v, rt_kernel_function(k, NULL, 0),
                                                                           block_size, (size_t)dynamic_smem,
                                                                           (unsigned)flags);
    *num = v;
    return status(r);
}

int32_t cuf90_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int32_t *num, cuf90_kernel_desc *k, int32_t block_size,
                                                            int64_t dynamic_smem)
{
    return cuf90_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(num, k, block_size, dynamic_smem, 0);
}

/* ---- streams: priorities, cudafor's default streams --------------------- */

int32_t cuf90_cudaDeviceGetStreamPriorityRange(int32_t *least, int32_t *greatest)
{
    int lo = 0, hi = 0;
    *least = *greatest = 0;
    NEED(CtxGetStreamPriorityRange);
    int32_t e = rt_set_error(rt_context());
    if (!e)
        e = status(rt.cu.CtxGetStreamPriorityRange(&lo, &hi));
    *least = lo;
    *greatest = hi;
    return e;
}

int32_t cuf90_cudaStreamCreateWithPriority(int64_t *stream, int32_t flags, int32_t priority)
{
    *stream = 0;
    NEED(StreamCreateWithPriority);
    int32_t e = rt_set_error(rt_context());
    if (e)
        return e;
    CUstream s = NULL;
    CUresult r = rt.cu.StreamCreateWithPriority(&s, (unsigned)flags, priority);
    *stream = (int64_t)(intptr_t)s;
    return status(r);
}

int32_t cuf90_cudaStreamGetPriority(int64_t stream, int32_t *priority)
{
    int p = 0;
    *priority = 0;
    NEED(StreamGetPriority);
    int32_t e = rt_set_error(rt_context());
    if (!e)
        e = status(rt.cu.StreamGetPriority((CUstream)(intptr_t)stream, &p));
    *priority = p;
    return e;
}

/* cudaforSetDefaultStream(stream): the stream of this host thread's launches,
 * CUF kernels and cudafor calls given no stream; cudaforSetDefaultStream(a,
 * stream) associates a device array with a stream, which
 * cudaforGetDefaultStream(a) answers (the thread's default otherwise). */
static __thread int64_t default_stream;

typedef struct ArrayStream { const void *base; int64_t stream; struct ArrayStream *next; } ArrayStream;
static ArrayStream *array_streams;
static pthread_mutex_t array_streams_lock = PTHREAD_MUTEX_INITIALIZER;

int64_t cuf90_default_stream(int64_t stream) { return stream ? stream : default_stream; }

int32_t cuf90_cudaforSetDefaultStream(int64_t stream)
{
    default_stream = stream;
    return 0;
}

int32_t cuf90_cudaforSetDefaultStreamArray(const void *a, int64_t stream)
{
    if (!a)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    pthread_mutex_lock(&array_streams_lock);
    ArrayStream *s = array_streams;
    while (s && s->base != a)
        s = s->next;
    if (!s && (s = calloc(1, sizeof *s))) {
        s->base = a;
        s->next = array_streams;
        array_streams = s;
    }
    if (s)
        s->stream = stream;
    pthread_mutex_unlock(&array_streams_lock);
    return s ? 0 : rt_set_error(CUF90_cudaErrorMemoryAllocation);
}

int64_t cuf90_cudaforGetDefaultStream(void) { return default_stream; }

int64_t cuf90_cudaforGetDefaultStreamArray(const void *a)
{
    int64_t r = default_stream;
    pthread_mutex_lock(&array_streams_lock);
    for (ArrayStream *s = array_streams; s; s = s->next)
        if (s->base == a) {
            r = s->stream;
            break;
        }
    pthread_mutex_unlock(&array_streams_lock);
    return r;
}
