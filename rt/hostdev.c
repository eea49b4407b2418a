/* hostdev.c — the "host device": driver entry points with the CUDA
 * driver's signatures, implemented on host memory. A program whose device
 * code was compiled for the CPU emulator (-Mcuda=emu) gets this table
 * instead of libcuda, so device/managed/pinned data, transfers, module
 * device variables, streams, events and the cudafor API all work on a
 * machine without a GPU, through the same code paths as on one.
 * Launches never reach it: emulated kernels go to cuf90_emu_launch. */
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "rt_internal.h"

static CUresult h_Init(unsigned flags) { return CUDA_SUCCESS; }
static CUresult h_DriverGetVersion(int *v) { *v = 0; return CUDA_SUCCESS; }
static CUresult h_GetErrorName(CUresult r, const char **s) { *s = NULL; return CUDA_ERROR_INVALID_VALUE; }
static CUresult h_GetErrorString(CUresult r, const char **s) { *s = NULL; return CUDA_ERROR_INVALID_VALUE; }
static CUresult h_DeviceGet(CUdevice *d, int o) { *d = o; return o == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE; }
static CUresult h_DeviceGetCount(int *n) { *n = 1; return CUDA_SUCCESS; }

static CUresult h_DeviceGetName(char *s, int len, CUdevice d)
{
    strncpy(s, "cuf90 CPU emulator", (size_t)len);
    return CUDA_SUCCESS;
}

/* What the emulator accepts (rt/emu.h limits), with a compute capability
 * of 9.0 so programs that check for one proceed. */
static CUresult h_DeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    switch (a) {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = 1024; break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X:
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: *v = 1024; break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: *v = 64; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: *v = 2147483647; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y:
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: *v = 65535; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: *v = 48 * 1024; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: *v = 227 * 1024; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: *v = 228 * 1024; break;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: *v = 64 * 1024; break;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: *v = 32; break;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK:
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: *v = 65536; break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = cores > 0 ? (int)cores : 1; break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: *v = 2048; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = 9; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = 0; break;
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING:
    case CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY:
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS:
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY:
    case CU_DEVICE_ATTRIBUTE_INTEGRATED: *v = 1; break;
    default: *v = 0; break;
    }
    return CUDA_SUCCESS;
}

static void mem_info(size_t *free_b, size_t *total_b)
{
    long page = sysconf(_SC_PAGESIZE);
    long total = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES);
    *total_b = total > 0 && page > 0 ? (size_t)total * (size_t)page : 0;
    *free_b = avail > 0 && page > 0 ? (size_t)avail * (size_t)page : 0;
}

static CUresult h_DeviceTotalMem(size_t *b, CUdevice d)
{
    size_t f;
    mem_info(&f, b);
    return CUDA_SUCCESS;
}
static CUresult h_MemGetInfo(size_t *f, size_t *t) { mem_info(f, t); return CUDA_SUCCESS; }

static CUresult h_DevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
    static int token;
    *c = (CUcontext)&token;
    return CUDA_SUCCESS;
}
static CUresult h_DevicePrimaryCtxReset(CUdevice d) { return CUDA_SUCCESS; }
static CUresult h_CtxSetCurrent(CUcontext c) { return CUDA_SUCCESS; }
/* Emulated launches are synchronous: there is never anything to wait for. */
static CUresult h_CtxSynchronize(void) { return CUDA_SUCCESS; }

static CUresult h_ModuleLoadDataEx(CUmodule *m, const void *img, unsigned n, CUjit_option *o, void **v)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
static CUresult h_ModuleGetFunction(CUfunction *f, CUmodule m, const char *name) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_ModuleGetGlobal(CUdeviceptr *d, size_t *b, CUmodule m, const char *name) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_FuncSetAttribute(CUfunction f, CUfunction_attribute a, int v) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_LaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                               unsigned by, unsigned bz, unsigned sh, CUstream s, void **a, void **e)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* The device-memory guard (CUF90_EMU_GUARD_DEVICE=1): DEVICE allocations
 * get pages of their own that are inaccessible except while an emulated
 * kernel runs or a driver entry copies or sets them, so host code that
 * dereferences a device address (a fault on a real GPU) faults under
 * emulation too instead of silently working. Managed and pinned memory
 * stay host memory. */
typedef struct GuardRegion { void *p; size_t len; } GuardRegion;
static struct {
    int on;                 /* -1 unknown, 0 off, 1 on */
    int depth;              /* nesting of open windows, of all host threads */
    GuardRegion *regions;
    size_t n, cap;
    pthread_mutex_t mu;     /* OpenMP threads open, close, allocate at once */
} guard = {-1, 0, NULL, 0, 0, PTHREAD_MUTEX_INITIALIZER};

static bool guard_on(void)
{
    if (guard.on < 0) {
        const char *e = getenv("CUF90_EMU_GUARD_DEVICE");
        guard.on = e && *e && strcmp(e, "0") != 0;
    }
    return guard.on == 1;
}

static void guard_protect(int prot)
{
    for (size_t i = 0; i < guard.n; i++)
        mprotect(guard.regions[i].p, guard.regions[i].len, prot);
}

/* Opens device memory to the host for a copy, a memset or a launch. */
void rt_hostdev_guard_open(void)
{
    if (guard.on != 1)
        return;
    pthread_mutex_lock(&guard.mu);
    if (guard.depth++ == 0)
        guard_protect(PROT_READ | PROT_WRITE);
    pthread_mutex_unlock(&guard.mu);
}

void rt_hostdev_guard_close(void)
{
    if (guard.on != 1)
        return;
    pthread_mutex_lock(&guard.mu);
    if (--guard.depth == 0)
        guard_protect(PROT_NONE);
    pthread_mutex_unlock(&guard.mu);
}

static long page_size(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    return pg > 0 ? pg : 4096;
}

static CUresult guarded_alloc_locked(CUdeviceptr *d, size_t n);

static CUresult guarded_alloc(CUdeviceptr *d, size_t n)
{
    pthread_mutex_lock(&guard.mu);
    CUresult r = guarded_alloc_locked(d, n);
    pthread_mutex_unlock(&guard.mu);
    return r;
}

static CUresult guarded_alloc_locked(CUdeviceptr *d, size_t n)
{
    size_t pg = (size_t)page_size();
    size_t len = ((n ? n : 1) + pg - 1) / pg * pg;
    if (guard.n == guard.cap) {
        size_t cap = guard.cap ? 2 * guard.cap : 64;
        GuardRegion *r = realloc(guard.regions, cap * sizeof *r);
        if (!r)
            return CUDA_ERROR_OUT_OF_MEMORY;
        guard.regions = r;
        guard.cap = cap;
    }
    void *p = mmap(NULL, len, guard.depth ? PROT_READ | PROT_WRITE : PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return CUDA_ERROR_OUT_OF_MEMORY;
    guard.regions[guard.n++] = (GuardRegion){p, len};
    *d = (CUdeviceptr)p;
    return CUDA_SUCCESS;
}

/* Host memory, aligned as cudaMalloc's is. */
static CUresult host_alloc(CUdeviceptr *d, size_t n)
{
    void *p = NULL;
    if (posix_memalign(&p, 256, n ? n : 1) != 0)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *d = (CUdeviceptr)p;
    return CUDA_SUCCESS;
}

/* Device memory is host memory (pages of its own under the guard). */
static CUresult h_MemAlloc(CUdeviceptr *d, size_t n)
{
    return guard_on() ? guarded_alloc(d, n) : host_alloc(d, n);
}
static CUresult h_MemAllocManaged(CUdeviceptr *d, size_t n, unsigned fl) { return host_alloc(d, n); }
static CUresult h_MemHostAlloc(void **p, size_t n, unsigned fl)
{
    CUdeviceptr d = 0;
    CUresult r = host_alloc(&d, n);
    *p = (void *)d;
    return r;
}
static CUresult h_MemFree(CUdeviceptr d)
{
    if (guard.on == 1) {
        pthread_mutex_lock(&guard.mu);
        for (size_t i = 0; i < guard.n; i++)
            if ((CUdeviceptr)guard.regions[i].p == d) {
                munmap(guard.regions[i].p, guard.regions[i].len);
                guard.regions[i] = guard.regions[--guard.n];
                pthread_mutex_unlock(&guard.mu);
                return CUDA_SUCCESS;
            }
        pthread_mutex_unlock(&guard.mu);
    }
    free((void *)d);
    return CUDA_SUCCESS;
}
static CUresult h_MemFreeHost(void *p) { free(p); return CUDA_SUCCESS; }
/* Every host-device allocation is host memory that free() releases. */
static CUresult h_MemHostGetFlags(unsigned *fl, void *p) { *fl = 0; return CUDA_SUCCESS; }

static CUresult h_Memcpy(CUdeviceptr d, CUdeviceptr s, size_t n)
{
    rt_hostdev_guard_open();
    memmove((void *)d, (void *)s, n);
    rt_hostdev_guard_close();
    return CUDA_SUCCESS;
}
static CUresult h_MemcpyHtoD(CUdeviceptr d, const void *s, size_t n) { return h_Memcpy(d, (CUdeviceptr)s, n); }
static CUresult h_MemcpyDtoH(void *d, CUdeviceptr s, size_t n) { return h_Memcpy((CUdeviceptr)d, s, n); }
static CUresult h_MemcpyDtoD(CUdeviceptr d, CUdeviceptr s, size_t n) { return h_Memcpy(d, s, n); }
static CUresult h_MemcpyAsync(CUdeviceptr d, CUdeviceptr s, size_t n, CUstream st) { return h_Memcpy(d, s, n); }

static CUresult h_Memcpy2D(const CUDA_MEMCPY2D *c)
{
    const char *s = c->srcMemoryType == CU_MEMORYTYPE_HOST ? c->srcHost : (const char *)c->srcDevice;
    char *d = c->dstMemoryType == CU_MEMORYTYPE_HOST ? c->dstHost : (char *)c->dstDevice;
    if (c->srcMemoryType == CU_MEMORYTYPE_UNIFIED)
        s = (const char *)c->srcDevice;
    if (c->dstMemoryType == CU_MEMORYTYPE_UNIFIED)
        d = (char *)c->dstDevice;
    rt_hostdev_guard_open();
    for (size_t r = 0; r < c->Height; r++)
        memmove(d + r * c->dstPitch, s + r * c->srcPitch, c->WidthInBytes);
    rt_hostdev_guard_close();
    return CUDA_SUCCESS;
}

static CUresult h_MemsetD8(CUdeviceptr d, unsigned char v, size_t n)
{
    rt_hostdev_guard_open();
    memset((void *)d, v, n);
    rt_hostdev_guard_close();
    return CUDA_SUCCESS;
}
static CUresult h_MemsetD16(CUdeviceptr d, unsigned short v, size_t n)
{
    rt_hostdev_guard_open();
    for (size_t i = 0; i < n; i++)
        ((unsigned short *)d)[i] = v;
    rt_hostdev_guard_close();
    return CUDA_SUCCESS;
}
static CUresult h_MemsetD32(CUdeviceptr d, unsigned v, size_t n)
{
    rt_hostdev_guard_open();
    for (size_t i = 0; i < n; i++)
        ((unsigned *)d)[i] = v;
    rt_hostdev_guard_close();
    return CUDA_SUCCESS;
}
static CUresult h_MemsetD2D32(CUdeviceptr d, size_t pitch, unsigned v, size_t w, size_t h)
{
    for (size_t r = 0; r < h; r++)
        h_MemsetD32(d + r * pitch, v, w);
    return CUDA_SUCCESS;
}

/* Streams are only names: every operation has completed when it returns. */
static CUresult h_StreamCreate(CUstream *s, unsigned fl)
{
    static uintptr_t next;
    *s = (CUstream)(__atomic_add_fetch(&next, 1, __ATOMIC_RELAXED) * 16);
    return CUDA_SUCCESS;
}
static CUresult h_StreamSynchronize(CUstream s) { return CUDA_SUCCESS; }
static CUresult h_StreamQuery(CUstream s) { return CUDA_SUCCESS; }
static CUresult h_StreamDestroy(CUstream s) { return CUDA_SUCCESS; }
static CUresult h_StreamWaitEvent(CUstream s, CUevent e, unsigned fl) { return CUDA_SUCCESS; }

/* Limits are remembered (and answered back); the emulator's stacks and
 * heap are the host's, so no value constrains it. */
static size_t host_limits[CU_LIMIT_MAX];
static CUresult h_CtxSetLimit(CUlimit l, size_t v)
{
    if ((unsigned)l >= CU_LIMIT_MAX)
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    host_limits[l] = v;
    return CUDA_SUCCESS;
}
static CUresult h_CtxGetLimit(size_t *v, CUlimit l)
{
    if ((unsigned)l >= CU_LIMIT_MAX)
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    *v = host_limits[l];
    return CUDA_SUCCESS;
}

/* An event records the wall-clock time, which is when the (synchronous)
 * work before it finished. An event created with CU_EVENT_DISABLE_TIMING
 * cannot be timed, as on the GPU. */
typedef struct HostEvent { int recorded; unsigned flags; struct timespec t; } HostEvent;

static CUresult h_EventCreate(CUevent *e, unsigned fl)
{
    HostEvent *ev = calloc(1, sizeof *ev);
    if (!ev)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ev->flags = fl;
    *e = (CUevent)ev;
    return CUDA_SUCCESS;
}
static CUresult h_EventRecord(CUevent e, CUstream s)
{
    HostEvent *ev = (HostEvent *)e;
    if (!ev)
        return CUDA_ERROR_INVALID_HANDLE;
    clock_gettime(CLOCK_MONOTONIC, &ev->t);
    ev->recorded = 1;
    return CUDA_SUCCESS;
}
static CUresult h_EventSynchronize(CUevent e) { return e ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; }
static CUresult h_EventQuery(CUevent e) { return e ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; }
static CUresult h_EventElapsedTime(float *ms, CUevent a, CUevent b)
{
    HostEvent *x = (HostEvent *)a, *y = (HostEvent *)b;
    if (!x || !y)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!x->recorded || !y->recorded || ((x->flags | y->flags) & CU_EVENT_DISABLE_TIMING))
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = (float)((double)(y->t.tv_sec - x->t.tv_sec) * 1e3 + (double)(y->t.tv_nsec - x->t.tv_nsec) / 1e6);
    return CUDA_SUCCESS;
}
static CUresult h_EventDestroy(CUevent e) { free(e); return CUDA_SUCCESS; }

void rt_install_host_device(RtDriver *cu)
{
#define X(field, params, ...) cu->field = h_##field;
    RT_DRIVER_FUNCS(X)
#undef X
}
