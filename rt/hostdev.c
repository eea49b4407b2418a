/* hostdev.c — the "host device": driver entry points with the CUDA
 * driver's signatures, implemented on host memory. A program whose device
 * code was compiled for the CPU emulator (-Mcuda=emu) gets this table
 * instead of libcuda, so device/managed/pinned data, transfers, module
 * device variables, streams, events and the cudafor API all work on a
 * machine without a GPU, through the same code paths as on one.
 * Launches never reach it: emulated kernels go to cuf90_emu_launch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "rt_internal.h"

static CUresult h_Init(unsigned flags) { return CUDA_SUCCESS; }
static CUresult h_DriverGetVersion(int *v) { *v = 0; return CUDA_SUCCESS; }
/* The errors the host device itself gives (a kernel fault) */
static CUresult h_GetErrorName(CUresult r, const char **s)
{
    *s = r == CUDA_ERROR_ILLEGAL_ADDRESS ? "CUDA_ERROR_ILLEGAL_ADDRESS" : NULL;
    return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
static CUresult h_GetErrorString(CUresult r, const char **s)
{
    *s = r == CUDA_ERROR_ILLEGAL_ADDRESS ? "an illegal memory access was encountered" : NULL;
    return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
/* After a fault in an emulated kernel every wait on its device fails, as in
 * a GPU context (each device has its own). */
static CUresult sticky[RT_MAX_DEVICES];

/* CUF90_EMU_DEVICES=n (1..RT_MAX_DEVICES, default 1) emulated devices, each
 * with its own context and peer-access state; their memory is the host's. */
static int emu_devices(void)
{
    static int n;
    if (!n) {
        const char *e = getenv("CUF90_EMU_DEVICES");
        int v = e ? atoi(e) : 1;
        n = v < 1 ? 1 : v > RT_MAX_DEVICES ? RT_MAX_DEVICES : v;
    }
    return n;
}
static CUresult h_DeviceGet(CUdevice *d, int o)
{
    *d = o;
    return o >= 0 && o < emu_devices() ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}
static CUresult h_DeviceGetCount(int *n) { *n = emu_devices(); return CUDA_SUCCESS; }

static CUresult h_DeviceGetName(char *s, int len, CUdevice d)
{
    strncpy(s, "cuf90 CPU emulator", (size_t)len);
    return CUDA_SUCCESS;
}

/* The CPU's clock in kHz (the attribute's unit), 0 when Linux does not say. */
static int cpu_khz(void)
{
    int khz = 0;
    FILE *f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
    if (f) {
        if (fscanf(f, "%d", &khz) != 1)
            khz = 0;
        fclose(f);
        return khz;
    }
    f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return 0;
    char line[256];
    double mhz;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "cpu MHz : %lf", &mhz) == 1) {
            khz = (int)(mhz * 1000);
            break;
        }
    fclose(f);
    return khz;
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
    case CU_DEVICE_ATTRIBUTE_INTEGRATED:
    /* host memory is device memory: every host access works */
    case CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS:
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES:
    case CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST:
    case CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM:
    case CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS:
    case CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED:
    case CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: *v = 1; break;
    case CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO: *v = 2; break; /* SIMD lanes */
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: *v = 32; break;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: *v = cpu_khz(); break;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: {
        long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
        *v = l2 > 0 ? (int)l2 : 0;
        break;
    }
    case CU_DEVICE_ATTRIBUTE_MAX_PITCH: *v = 2147483647; break;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: *v = 512; break;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT: *v = 32; break;
    case CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: *v = 512; break;
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID: *v = d; break;
    /* texture and surface limits: H100's (answered, nothing uses them) */
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT: *v = 131072; break;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH: *v = 16384; break;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH:
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH: *v = 32768; break;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH: *v = 268435456; break;
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


/* A context is its device's slot; peer[d][p]: d's context may access p's
 * memory (cuCtxEnablePeerAccess from d). */
static struct {
    int slot[RT_MAX_DEVICES];
    bool peer[RT_MAX_DEVICES][RT_MAX_DEVICES];
} emu_ctx;
static __thread int current_dev;
/* The device of the running launch (launches are serialized: rt/emu.c),
 * whose context a fault makes fail. */
static int launch_dev;

static int ctx_device(CUcontext c) { return c ? (int)((int *)c - emu_ctx.slot) : -1; }

static CUresult h_DevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
    if (d < 0 || d >= emu_devices())
        return CUDA_ERROR_INVALID_DEVICE;
    *c = (CUcontext)&emu_ctx.slot[d];
    return CUDA_SUCCESS;
}
static CUresult h_DevicePrimaryCtxReset(CUdevice d)
{
    if (d < 0 || d >= emu_devices())
        return CUDA_ERROR_INVALID_DEVICE;
    __atomic_store_n(&sticky[d], CUDA_SUCCESS, __ATOMIC_RELAXED);
    memset(emu_ctx.peer[d], 0, sizeof emu_ctx.peer[d]);
    rt_emu_globals_reset(d);
    return CUDA_SUCCESS;
}
static CUresult h_CtxSetCurrent(CUcontext c)
{
    int d = ctx_device(c);
    if (d >= 0 && d < emu_devices())
        current_dev = d;
    return CUDA_SUCCESS;
}
static CUresult h_DeviceCanAccessPeer(int *v, CUdevice d, CUdevice p)
{
    int n = emu_devices();
    if (d < 0 || d >= n || p < 0 || p >= n)
        return CUDA_ERROR_INVALID_DEVICE;
    *v = d != p; /* one host memory: every pair can */
    return CUDA_SUCCESS;
}
static CUresult h_CtxEnablePeerAccess(CUcontext c, unsigned fl)
{
    int p = ctx_device(c);
    if (p < 0 || p >= emu_devices() || fl)
        return CUDA_ERROR_INVALID_VALUE;
    if (p == current_dev)
        return CUDA_ERROR_INVALID_DEVICE;
    if (emu_ctx.peer[current_dev][p])
        return CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
    emu_ctx.peer[current_dev][p] = true;
    return CUDA_SUCCESS;
}
static CUresult h_CtxDisablePeerAccess(CUcontext c)
{
    int p = ctx_device(c);
    if (p < 0 || p >= emu_devices())
        return CUDA_ERROR_INVALID_VALUE;
    if (!emu_ctx.peer[current_dev][p])
        return CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
    emu_ctx.peer[current_dev][p] = false;
    return CUDA_SUCCESS;
}
static CUresult h_Memcpy(CUdeviceptr d, CUdeviceptr s, size_t n);
/* Peer copies need no peer access (the driver stages them otherwise). */
static CUresult h_MemcpyPeerAsync(CUdeviceptr d, CUcontext dc, CUdeviceptr s, CUcontext sc, size_t n, CUstream st)
{
    if (ctx_device(dc) < 0 || ctx_device(sc) < 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    return h_Memcpy(d, s, n);
}
/* Emulated kernels have no CUfunction (rt/cudafor_devices.c answers for them). */
static CUresult h_FuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_FuncSetCacheConfig(CUfunction f, CUfunc_cache c) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *v, CUfunction f, int b, size_t s, unsigned fl)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
/* Emulated CUDA arrays and surfaces are the runtime's own (rt/cudaarray.c). */
static CUresult h_Array3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_ArrayDestroy(CUarray a) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_SurfObjectCreate(CUsurfObject *s, const CUDA_RESOURCE_DESC *d) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_SurfObjectDestroy(CUsurfObject s) { return CUDA_ERROR_NOT_SUPPORTED; }
static CUresult h_TexObjectCreate(CUtexObject *t, const CUDA_RESOURCE_DESC *r, const CUDA_TEXTURE_DESC *d,
                                  const CUDA_RESOURCE_VIEW_DESC *v)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
static CUresult h_TexObjectDestroy(CUtexObject t) { return CUDA_ERROR_NOT_SUPPORTED; }
/* Priorities as on the GPU (0 least, -5 greatest); streams remember theirs. */
static CUresult h_CtxGetStreamPriorityRange(int *least, int *greatest)
{
    *least = 0;
    *greatest = -5;
    return CUDA_SUCCESS;
}
CUresult rt_hostdev_sticky(void) { return __atomic_load_n(&sticky[current_dev], __ATOMIC_RELAXED); }

void rt_hostdev_kernel_fault(const char *file, int line, const char *kernel, cuf90_dim3 block, cuf90_dim3 thread,
                             int loop_blocks, void *addr)
{
    /* one line written at once (we are in a signal handler); of a kernel
     * run as a loop over its threads (rt/emu.h) the emulator may know only
     * the blocks of the slice (a fault before its first thread), or the
     * thread's row (x < 0: built without -g and -Mbounds) */
    char msg[512];
    int n;
    if (loop_blocks > 0)
        n = snprintf(msg, sizeof msg,
                     "%s:%d: error: kernel '%s' failed: illegal address 0x%llx in one of %d block(s) from (%d,%d,%d), "
                     "thread not known (the kernel runs as a loop over its threads)\n",
                     file ? file : "cuf90", line, kernel ? kernel : "?", (unsigned long long)(uintptr_t)addr,
                     loop_blocks, block.x + 1, block.y + 1, block.z + 1);
    else if (thread.x < 0)
        n = snprintf(msg, sizeof msg,
                     "%s:%d: error: kernel '%s' failed: illegal address 0x%llx in block (%d,%d,%d), thread (?,%d,%d) "
                     "(the kernel runs as a loop over its threads: build it with -g or -Mbounds to have the thread named)\n",
                     file ? file : "cuf90", line, kernel ? kernel : "?", (unsigned long long)(uintptr_t)addr,
                     block.x + 1, block.y + 1, block.z + 1, thread.y + 1, thread.z + 1);
    else
        n = snprintf(msg, sizeof msg,
                     "%s:%d: error: kernel '%s' failed: illegal address 0x%llx in block (%d,%d,%d), thread (%d,%d,%d)\n",
                     file ? file : "cuf90", line, kernel ? kernel : "?", (unsigned long long)(uintptr_t)addr,
                     block.x + 1, block.y + 1, block.z + 1, thread.x + 1, thread.y + 1, thread.z + 1);
    if (n > 0 && write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1) < 0)
        n = 0;
    __atomic_store_n(&sticky[launch_dev], CUDA_ERROR_ILLEGAL_ADDRESS, __ATOMIC_RELAXED);
}

/* Emulated launches are synchronous: only a failed kernel is waited for. */
static CUresult h_CtxSynchronize(void) { return rt_hostdev_sticky(); }

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

/* Device memory. Two things make the emulator give DEVICE allocations pages
 * of their own (mmap'ed regions, each tagged with the device that was
 * current when it was made) instead of plain host memory:
 *
 * - the guard (CUF90_EMU_GUARD_DEVICE=1): the regions are inaccessible
 *   except while an emulated kernel runs or a driver entry copies or sets
 *   them, so host code that dereferences a device address (a fault on a real
 *   GPU) faults under emulation too instead of silently working;
 * - several devices (CUF90_EMU_DEVICES=n > 1): each device has its own
 *   memory, as separate GPUs do. While a kernel runs on device d the regions
 *   of every other device are inaccessible, except those of the devices d
 *   has enabled peer access to (cudaDeviceEnablePeerAccess from d), so a
 *   kernel that touches another device's array without peer access faults
 *   (an illegal address, sticky on d's context) as on GPUs whose peers are
 *   not mapped. cudaMemGetInfo and cudaMallocs count per device.
 *
 * A region's device is accessible when a copy or memset of the runtime is
 * under way (open_all), when a running kernel may touch it (open), or,
 * without the guard, when no running kernel must not (closed). Managed and
 * pinned memory stay host memory, reachable from every device. */
typedef struct GuardRegion { void *p; size_t len; int dev; } GuardRegion;
static struct {
    int on;                 /* the guard: -1 unknown, 0 off, 1 on */
    int open_all;           /* copies and memsets under way, of all host threads */
    int open[RT_MAX_DEVICES], closed[RT_MAX_DEVICES];
    bool acc[RT_MAX_DEVICES];    /* the regions of d are readable and writable now */
    size_t used[RT_MAX_DEVICES]; /* bytes of d's regions */
    GuardRegion *regions;
    size_t n, cap;
    pthread_mutex_t mu;     /* OpenMP threads open, close, allocate at once */
} guard = {.on = -1, .mu = PTHREAD_MUTEX_INITIALIZER};

static bool guard_on(void)
{
    if (guard.on < 0) {
        const char *e = getenv("CUF90_EMU_GUARD_DEVICE");
        int on = e && *e && strcmp(e, "0") != 0;
        for (int d = 0; d < RT_MAX_DEVICES; d++)
            guard.acc[d] = !on;
        __atomic_store_n(&guard.on, on, __ATOMIC_RELEASE);
    }
    return guard.on == 1;
}

/* DEVICE allocations are regions (pages of their own, tagged with a device). */
static bool regions_used(void) { return guard_on() || emu_devices() > 1; }

static bool dev_accessible(int d)
{
    return guard.open_all > 0 || guard.open[d] > 0 || (guard.on != 1 && guard.closed[d] == 0);
}

/* Give every region the protection its device's state asks for (locked). */
static void guard_update(void)
{
    bool changed[RT_MAX_DEVICES], any = false;
    for (int d = 0; d < RT_MAX_DEVICES; d++) {
        bool a = dev_accessible(d);
        changed[d] = a != guard.acc[d];
        any |= changed[d];
        guard.acc[d] = a;
    }
    if (!any)
        return;
    for (size_t i = 0; i < guard.n; i++)
        if (changed[guard.regions[i].dev])
            mprotect(guard.regions[i].p, guard.regions[i].len,
                     guard.acc[guard.regions[i].dev] ? PROT_READ | PROT_WRITE : PROT_NONE);
}

int rt_hostdev_devices(void) { return emu_devices(); }

/* Opens device memory to the host for a copy or a memset (of the current
 * device's module variables too: rt_emu_globals_enter). */
void rt_hostdev_guard_open(void)
{
    rt_emu_globals_enter(current_dev);
    if (!regions_used())
        return;
    pthread_mutex_lock(&guard.mu);
    guard.open_all++;
    guard_update();
    pthread_mutex_unlock(&guard.mu);
}

void rt_hostdev_guard_close(void)
{
    if (regions_used()) {
        pthread_mutex_lock(&guard.mu);
        guard.open_all--;
        guard_update();
        pthread_mutex_unlock(&guard.mu);
    }
    rt_emu_globals_leave();
}

/* A launch on the calling thread's current device: its memory and its
 * enabled peers' become accessible, the other devices' not. Returns what
 * rt_hostdev_launch_close must undo (peer access may change meanwhile). */
unsigned rt_hostdev_launch_open(void)
{
    int d = current_dev;
    launch_dev = d;
    rt_emu_globals_enter(d);
    if (!regions_used())
        return 0;
    unsigned reach = 0;
    pthread_mutex_lock(&guard.mu);
    for (int e = 0; e < emu_devices(); e++) {
        if (e == d || emu_ctx.peer[d][e]) {
            reach |= 1u << e;
            guard.open[e]++;
        } else {
            guard.closed[e]++;
        }
    }
    guard_update();
    pthread_mutex_unlock(&guard.mu);
    return reach;
}

void rt_hostdev_launch_close(unsigned reach)
{
    if (regions_used()) {
        pthread_mutex_lock(&guard.mu);
        for (int e = 0; e < emu_devices(); e++) {
            if (reach & (1u << e))
                guard.open[e]--;
            else
                guard.closed[e]--;
        }
        guard_update();
        pthread_mutex_unlock(&guard.mu);
    }
    rt_emu_globals_leave();
}

static long page_size(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    return pg > 0 ? pg : 4096;
}

/* One device: the host's memory and what the host has available. Several:
 * each an equal share of the host's memory, free what its own allocations
 * leave of it (so that the figures move with the program's allocations
 * only, as a GPU's do). */
static void dev_mem_info(int d, size_t *free_b, size_t *total_b)
{
    mem_info(free_b, total_b);
    if (emu_devices() > 1) {
        *total_b /= (size_t)emu_devices();
        pthread_mutex_lock(&guard.mu);
        size_t used = guard.used[d];
        pthread_mutex_unlock(&guard.mu);
        *free_b = used < *total_b ? *total_b - used : 0;
    }
}

static CUresult region_alloc_locked(CUdeviceptr *d, size_t n)
{
    size_t pg = (size_t)page_size();
    size_t len = ((n ? n : 1) + pg - 1) / pg * pg;
    int dev = current_dev;
    if (emu_devices() > 1) {
        size_t f, t;
        mem_info(&f, &t);
        if (guard.used[dev] + len > t / (size_t)emu_devices())
            return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (guard.n == guard.cap) {
        size_t cap = guard.cap ? 2 * guard.cap : 64;
        GuardRegion *r = realloc(guard.regions, cap * sizeof *r);
        if (!r)
            return CUDA_ERROR_OUT_OF_MEMORY;
        guard.regions = r;
        guard.cap = cap;
    }
    void *p = mmap(NULL, len, guard.acc[dev] ? PROT_READ | PROT_WRITE : PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return CUDA_ERROR_OUT_OF_MEMORY;
    guard.regions[guard.n++] = (GuardRegion){p, len, dev};
    guard.used[dev] += len;
    *d = (CUdeviceptr)p;
    return CUDA_SUCCESS;
}

static CUresult region_alloc(CUdeviceptr *d, size_t n)
{
    pthread_mutex_lock(&guard.mu);
    CUresult r = region_alloc_locked(d, n);
    pthread_mutex_unlock(&guard.mu);
    return r;
}

/* The device of the DEVICE allocation holding p, or -1 (host, managed,
 * pinned memory, or no regions in use). */
int rt_hostdev_pointer_device(const void *p)
{
    if (!regions_used())
        return -1;
    int dev = -1;
    pthread_mutex_lock(&guard.mu);
    for (size_t i = 0; i < guard.n; i++)
        if ((const char *)p >= (const char *)guard.regions[i].p &&
            (const char *)p < (const char *)guard.regions[i].p + guard.regions[i].len) {
            dev = guard.regions[i].dev;
            break;
        }
    pthread_mutex_unlock(&guard.mu);
    return dev;
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

/* Device and managed memory: host memory with a red zone of 256 bytes on
 * each side. On a GPU an allocation sits in a pool, so a kernel writing an
 * element or a few past either end (the book's ch02 memcheck, which
 * compute-sanitizer is there to catch) corrupts nothing the program sees;
 * under emulation such a write would hit malloc's bookkeeping and abort the
 * program at a later free. */
enum { RED_ZONE = 256 };
static CUresult device_alloc(CUdeviceptr *d, size_t n)
{
    void *p = NULL;
    if (n > SIZE_MAX - 2 * RED_ZONE || posix_memalign(&p, 256, (n ? n : 1) + 2 * RED_ZONE) != 0)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *d = (CUdeviceptr)p + RED_ZONE;
    return CUDA_SUCCESS;
}

/* Device memory is host memory (regions of their own, see above). */
static CUresult h_MemAlloc(CUdeviceptr *d, size_t n)
{
    return regions_used() ? region_alloc(d, n) : device_alloc(d, n);
}
static CUresult h_DeviceTotalMem(size_t *b, CUdevice d)
{
    size_t f;
    dev_mem_info(d, &f, b);
    return CUDA_SUCCESS;
}
static CUresult h_MemGetInfo(size_t *f, size_t *t) { dev_mem_info(current_dev, f, t); return CUDA_SUCCESS; }
static CUresult h_MemAllocManaged(CUdeviceptr *d, size_t n, unsigned fl) { return device_alloc(d, n); }
static CUresult h_MemHostAlloc(void **p, size_t n, unsigned fl)
{
    CUdeviceptr d = 0;
    CUresult r = host_alloc(&d, n);
    *p = (void *)d;
    return r;
}
static CUresult h_MemFree(CUdeviceptr d)
{
    if (regions_used()) {
        pthread_mutex_lock(&guard.mu);
        for (size_t i = 0; i < guard.n; i++)
            if ((CUdeviceptr)guard.regions[i].p == d) {
                munmap(guard.regions[i].p, guard.regions[i].len);
                guard.used[guard.regions[i].dev] -= guard.regions[i].len;
                guard.regions[i] = guard.regions[--guard.n];
                pthread_mutex_unlock(&guard.mu);
                return CUDA_SUCCESS;
            }
        pthread_mutex_unlock(&guard.mu);
    }
    if (d)
        free((void *)(d - RED_ZONE));
    return CUDA_SUCCESS;
}
static CUresult h_MemFreeHost(void *p) { free(p); return CUDA_SUCCESS; }
/* Every host-device allocation is host memory that free() releases. */
static CUresult h_MemHostGetFlags(unsigned *fl, void *p) { *fl = 0; return CUDA_SUCCESS; }

static CUresult h_Memcpy(CUdeviceptr d, CUdeviceptr s, size_t n)
{
    if (rt_hostdev_sticky())
        return rt_hostdev_sticky();
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
static CUresult h_StreamCreateWithPriority(CUstream *s, unsigned fl, int prio)
{
    static uintptr_t next;
    if (prio > 0)
        prio = 0;
    if (prio < -5)
        prio = -5;
    /* the handle carries its device and priority:
     * 16 * (RT_MAX_DEVICES * serial + device) + (-priority) */
    uintptr_t serial = __atomic_add_fetch(&next, 1, __ATOMIC_RELAXED);
    *s = (CUstream)((serial * RT_MAX_DEVICES + (uintptr_t)current_dev) * 16 + (uintptr_t)-prio);
    return CUDA_SUCCESS;
}
/* A stream belongs to the device current when it was created; the default
 * streams (0, cudaStreamLegacy, cudaStreamPerThread) to the current one. */
static int stream_device(CUstream s)
{
    return (uintptr_t)s < 16 ? current_dev : (int)((uintptr_t)s / 16 % RT_MAX_DEVICES);
}
int rt_hostdev_stream_device(void *s) { return stream_device((CUstream)s); }
int rt_hostdev_current_device(void) { return current_dev; }
static CUresult h_StreamCreate(CUstream *s, unsigned fl) { return h_StreamCreateWithPriority(s, fl, 0); }
static CUresult h_StreamGetPriority(CUstream s, int *prio)
{
    *prio = s ? -(int)((uintptr_t)s % 16) : 0;
    return CUDA_SUCCESS;
}
static CUresult h_StreamSynchronize(CUstream s) { return __atomic_load_n(&sticky[stream_device(s)], __ATOMIC_RELAXED); }
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
typedef struct HostEvent { int recorded; unsigned flags; int dev; struct timespec t; } HostEvent;

static CUresult h_EventCreate(CUevent *e, unsigned fl)
{
    HostEvent *ev = calloc(1, sizeof *ev);
    if (!ev)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ev->flags = fl;
    ev->dev = current_dev; /* an event belongs to its device, as a stream */
    *e = (CUevent)ev;
    return CUDA_SUCCESS;
}
static CUresult h_EventRecord(CUevent e, CUstream s)
{
    HostEvent *ev = (HostEvent *)e;
    if (!ev || stream_device(s) != ev->dev)
        return CUDA_ERROR_INVALID_HANDLE;
    clock_gettime(CLOCK_MONOTONIC, &ev->t);
    ev->recorded = 1;
    return CUDA_SUCCESS;
}
static CUresult h_EventSynchronize(CUevent e)
{
    return e ? __atomic_load_n(&sticky[((HostEvent *)e)->dev], __ATOMIC_RELAXED) : CUDA_ERROR_INVALID_HANDLE;
}
static CUresult h_EventQuery(CUevent e) { return e ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; }
static CUresult h_EventElapsedTime(float *ms, CUevent a, CUevent b)
{
    HostEvent *x = (HostEvent *)a, *y = (HostEvent *)b;
    if (!x || !y)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!x->recorded || !y->recorded || ((x->flags | y->flags) & CU_EVENT_DISABLE_TIMING) || x->dev != y->dev)
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = (float)((double)(y->t.tv_sec - x->t.tv_sec) * 1e3 + (double)(y->t.tv_nsec - x->t.tv_nsec) / 1e6);
    return CUDA_SUCCESS;
}
static CUresult h_EventDestroy(CUevent e) { free(e); return CUDA_SUCCESS; }

void rt_install_host_device(RtDriver *cu)
{
#define X(field, params, ...) cu->field = h_##field;
    RT_DRIVER_FUNCS(X)
    RT_DRIVER_OPTIONAL_FUNCS(X)
#undef X
}
