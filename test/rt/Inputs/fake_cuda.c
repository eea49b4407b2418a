/* fake_cuda.c — a stand-in libcuda.so.1 for testing libcuf90rt without a
 * GPU (loaded through CUF90_LIBCUDA). Device memory is host memory; a
 * "module" is the image text (PTX), whose `.entry NAME` lines are its kernels
 * and `.global`/`.const` declarations its variables; an image starting with the
 * ELF magic plays a cubin. Kernels 'saxpy' and 'fill' really run (on the
 * host); 'fault' leaves a sticky CUDA_ERROR_ILLEGAL_ADDRESS, as a faulting
 * kernel does. With FAKE_CUDA_TRACE=1 each driver call of interest prints a
 * `fake: ...` line on stderr. FAKE_CUDA_DEVICES sets the device count;
 * FAKE_CUDA_NO_CUBIN=1 rejects cubins (another GPU architecture). */
#include <cuda.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static CUresult sticky;   /* a kernel fault poisons the context */
static int initialized;

static void trace(const char *fmt, ...)
{
    const char *t = getenv("FAKE_CUDA_TRACE");
    if (!t || *t != '1')
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "fake: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

#define CHECK_STICKY() do { if (sticky) return sticky; } while (0)

CUresult cuInit(unsigned flags)
{
    trace("cuInit");
    initialized = 1;
    return CUDA_SUCCESS;
}
CUresult cuDriverGetVersion(int *v) { *v = 12040; return CUDA_SUCCESS; }

static const struct { CUresult r; const char *name, *text; } errs[] = {
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {CUDA_ERROR_NO_BINARY_FOR_GPU, "CUDA_ERROR_NO_BINARY_FOR_GPU", "no kernel image is available for execution on the device"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered"},
};
CUresult cuGetErrorName(CUresult r, const char **s)
{
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++)
        if (errs[i].r == r) { *s = errs[i].name; return CUDA_SUCCESS; }
    *s = NULL;
    return CUDA_ERROR_INVALID_VALUE;
}
CUresult cuGetErrorString(CUresult r, const char **s)
{
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++)
        if (errs[i].r == r) { *s = errs[i].text; return CUDA_SUCCESS; }
    *s = NULL;
    return CUDA_ERROR_INVALID_VALUE;
}

static int ndev(void)
{
    const char *e = getenv("FAKE_CUDA_DEVICES");
    return e ? atoi(e) : 1;
}
CUresult cuDeviceGetCount(int *n) { *n = ndev(); return CUDA_SUCCESS; }
CUresult cuDeviceGet(CUdevice *d, int o) { if (o >= ndev()) return CUDA_ERROR_INVALID_DEVICE; *d = o; return CUDA_SUCCESS; }
CUresult cuDeviceGetName(char *s, int len, CUdevice d) { snprintf(s, (size_t)len, "Fake GPU %d", d); return CUDA_SUCCESS; }
CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d)
{
    switch (a) {
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: *v = 32; break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = 1024; break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = 132; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = 9; break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = 0; break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: *v = 49152; break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: *v = 2147483647; break;
    default: *v = 1; break;
    }
    return CUDA_SUCCESS;
}
CUresult cuDeviceTotalMem_v2(size_t *b, CUdevice d) { *b = (size_t)80 << 30; return CUDA_SUCCESS; }
CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
    trace("cuDevicePrimaryCtxRetain %d", d);
    *c = (CUcontext)(uintptr_t)(0x1000 + d);
    return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxReset_v2(CUdevice d) { trace("reset %d", d); sticky = CUDA_SUCCESS; return CUDA_SUCCESS; }
CUresult cuCtxSetCurrent(CUcontext c) { trace("cuCtxSetCurrent %#lx", (unsigned long)(uintptr_t)c); return CUDA_SUCCESS; }
CUresult cuCtxSynchronize(void) { trace("cuCtxSynchronize"); CHECK_STICKY(); return CUDA_SUCCESS; }

typedef struct FakeVar { char name[64]; size_t size; void *mem; } FakeVar;
typedef struct FakeModule { const char *text; int is_cubin; FakeVar vars[8]; int nvars; } FakeModule;
typedef struct FakeFunc { char name[64]; int max_dyn_shared; } FakeFunc;

CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned n, CUjit_option *opts, void **vals)
{
    const char *text = image;
    int is_cubin = memcmp(text, "\177ELF", 4) == 0;
    if (is_cubin && getenv("FAKE_CUDA_NO_CUBIN")) {
        trace("load cubin rejected");
        return CUDA_ERROR_NO_BINARY_FOR_GPU;
    }
    if (!is_cubin && strstr(text, "BROKEN")) {
        for (unsigned i = 0; i < n; i++)
            if (opts[i] == CU_JIT_ERROR_LOG_BUFFER)
                snprintf(vals[i], 64, "ptxas fatal: syntax error near BROKEN");
        trace("load ptx failed");
        return CUDA_ERROR_INVALID_PTX;
    }
    FakeModule *fm = calloc(1, sizeof *fm);
    fm->text = is_cubin ? text + 4 : text;
    fm->is_cubin = is_cubin;
    trace("load %s", is_cubin ? "cubin" : "ptx");
    *m = (CUmodule)fm;
    return CUDA_SUCCESS;
}

static int has_line(const char *text, const char *prefix, const char *name)
{
    char want[160];
    snprintf(want, sizeof want, "%s%s", prefix, name);
    for (const char *p = strstr(text, want); p; p = strstr(p + 1, want)) {
        char after = p[strlen(want)];
        if (after == '\n' || after == '[' || after == '(' || after == 0)
            return 1;
    }
    return 0;
}

CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name)
{
    FakeModule *fm = (FakeModule *)m;
    trace("get function %s", name);
    if (!has_line(fm->text, ".entry ", name))
        return CUDA_ERROR_NOT_FOUND;
    FakeFunc *ff = calloc(1, sizeof *ff);
    snprintf(ff->name, sizeof ff->name, "%s", name);
    ff->max_dyn_shared = 48 * 1024;
    *f = (CUfunction)ff;
    return CUDA_SUCCESS;
}

CUresult cuModuleGetGlobal_v2(CUdeviceptr *d, size_t *bytes, CUmodule m, const char *name)
{
    FakeModule *fm = (FakeModule *)m;
    trace("get global %s", name);
    for (int i = 0; i < fm->nvars; i++)
        if (!strcmp(fm->vars[i].name, name)) {
            *d = (CUdeviceptr)fm->vars[i].mem;
            *bytes = fm->vars[i].size;
            return CUDA_SUCCESS;
        }
    /* a PTX variable: `.global|.const [.align N] .TYPE NAME[COUNT]` or a scalar */
    size_t size = 0;
    size_t len = strlen(name);
    for (const char *p = strstr(fm->text, name); p && !size; p = strstr(p + 1, name)) {
        if (p[-1] != ' ' || (p[len] != '[' && p[len] != ';' && p[len] != ' '))
            continue;
        const char *bol = p;
        while (bol > fm->text && bol[-1] != '\n')
            bol--;
        char decl[160];
        size_t n = (size_t)(p - bol) < sizeof decl - 1 ? (size_t)(p - bol) : sizeof decl - 1;
        memcpy(decl, bol, n);
        decl[n] = 0;
        if (!strstr(decl, ".global ") && !strstr(decl, ".const "))
            continue;
        size_t elem = strstr(decl, "64 ") ? 8 : strstr(decl, "32 ") ? 4 : strstr(decl, "16 ") ? 2 : 1;
        size = p[len] == '[' ? elem * strtoul(p + len + 1, NULL, 10) : elem;
    }
    if (!size || fm->nvars == 8)
        return CUDA_ERROR_NOT_FOUND;
    FakeVar *v = &fm->vars[fm->nvars++];
    snprintf(v->name, sizeof v->name, "%s", name);
    v->size = size;
    v->mem = calloc(1, v->size);
    *d = (CUdeviceptr)v->mem;
    *bytes = v->size;
    return CUDA_SUCCESS;
}

CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v)
{
    FakeFunc *ff = (FakeFunc *)f;
    trace("set attribute %s %d", ff->name, v);
    if (a != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES || v > 227 * 1024)
        return CUDA_ERROR_INVALID_VALUE;
    ff->max_dyn_shared = v;
    return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                        unsigned by, unsigned bz, unsigned shared, CUstream s, void **args, void **extra)
{
    FakeFunc *ff = (FakeFunc *)f;
    CHECK_STICKY();
    trace("launch %s grid %u,%u,%u block %u,%u,%u shared %u stream %#lx", ff->name, gx, gy, gz,
          bx, by, bz, shared, (unsigned long)(uintptr_t)s);
    if ((unsigned long long)bx * by * bz > 1024 || (int)shared > ff->max_dyn_shared)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned long long threads = (unsigned long long)gx * gy * gz * bx * by * bz;
    if (!strcmp(ff->name, "saxpy")) {
        int n = *(int *)args[0];
        float a = *(float *)args[1];
        float *x = *(float **)args[2], *y = *(float **)args[3];
        for (unsigned long long i = 0; i < threads && i < (unsigned long long)n; i++)
            y[i] = a * x[i] + y[i];
    } else if (!strcmp(ff->name, "fill")) {
        int *p = *(int **)args[0];
        int v = *(int *)args[1];
        for (unsigned long long i = 0; i < threads; i++)
            p[i] = v;
    } else if (!strcmp(ff->name, "fault")) {
        sticky = CUDA_ERROR_ILLEGAL_ADDRESS;
    }
    return CUDA_SUCCESS;
}

CUresult cuMemAlloc_v2(CUdeviceptr *d, size_t n)
{
    CHECK_STICKY();
    trace("alloc %zu", n);
    if (n > ((size_t)1 << 40))
        return CUDA_ERROR_OUT_OF_MEMORY;
    *d = (CUdeviceptr)malloc(n);
    return CUDA_SUCCESS;
}
CUresult cuMemAllocManaged(CUdeviceptr *d, size_t n, unsigned fl)
{
    trace("alloc managed %zu flags %u", n, fl);
    *d = (CUdeviceptr)malloc(n);
    return CUDA_SUCCESS;
}
/* FAKE_CUDA_PIN_LIMIT: page-locking fails above this many bytes */
static void *pinned_blocks[64];
static int npinned;
CUresult cuMemHostAlloc(void **p, size_t n, unsigned fl)
{
    const char *lim = getenv("FAKE_CUDA_PIN_LIMIT");
    if ((lim && n > strtoul(lim, NULL, 10)) || npinned == 64) {
        trace("alloc pinned %zu refused", n);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    trace("alloc pinned %zu", n);
    *p = pinned_blocks[npinned++] = malloc(n);
    return CUDA_SUCCESS;
}
CUresult cuMemHostGetFlags(unsigned *fl, void *p)
{
    for (int i = 0; i < npinned; i++)
        if (pinned_blocks[i] == p) {
            *fl = 0;
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_VALUE;
}
CUresult cuMemFree_v2(CUdeviceptr d) { trace("free"); free((void *)d); return CUDA_SUCCESS; }
CUresult cuMemFreeHost(void *p)
{
    for (int i = 0; i < npinned; i++)
        if (pinned_blocks[i] == p) {
            pinned_blocks[i] = pinned_blocks[--npinned];
            trace("free pinned");
            free(p);
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_VALUE;
}
CUresult cuMemGetInfo_v2(size_t *f, size_t *t) { *f = (size_t)70 << 30; *t = (size_t)80 << 30; return CUDA_SUCCESS; }
CUresult cuMemcpy(CUdeviceptr d, CUdeviceptr s, size_t n) { CHECK_STICKY(); memmove((void *)d, (void *)s, n); return CUDA_SUCCESS; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) { CHECK_STICKY(); trace("HtoD %zu", n); memmove((void *)d, s, n); return CUDA_SUCCESS; }
CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) { CHECK_STICKY(); trace("DtoH %zu", n); memmove(d, (void *)s, n); return CUDA_SUCCESS; }
CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) { CHECK_STICKY(); trace("DtoD %zu", n); memmove((void *)d, (void *)s, n); return CUDA_SUCCESS; }
CUresult cuMemcpyAsync(CUdeviceptr d, CUdeviceptr s, size_t n, CUstream st) { CHECK_STICKY(); memmove((void *)d, (void *)s, n); return CUDA_SUCCESS; }
CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *c)
{
    CHECK_STICKY();
    trace("2D %zu rows of %zu", c->Height, c->WidthInBytes);
    const char *s = c->srcMemoryType == CU_MEMORYTYPE_HOST ? c->srcHost : (const void *)c->srcDevice;
    char *d = c->dstMemoryType == CU_MEMORYTYPE_HOST ? c->dstHost : (void *)c->dstDevice;
    for (size_t r = 0; r < c->Height; r++)
        memmove(d + r * c->dstPitch, s + r * c->srcPitch, c->WidthInBytes);
    return CUDA_SUCCESS;
}
CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { CHECK_STICKY(); memset((void *)d, v, n); return CUDA_SUCCESS; }
CUresult cuMemsetD16_v2(CUdeviceptr d, unsigned short v, size_t n)
{
    for (size_t i = 0; i < n; i++) ((unsigned short *)d)[i] = v;
    return CUDA_SUCCESS;
}
CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned v, size_t n)
{
    CHECK_STICKY();
    trace("memset32 %zu", n);
    for (size_t i = 0; i < n; i++) ((unsigned *)d)[i] = v;
    return CUDA_SUCCESS;
}
CUresult cuMemsetD2D32_v2(CUdeviceptr d, size_t pitch, unsigned v, size_t w, size_t h)
{
    trace("memset2d32 %zu x %zu pitch %zu", w, h, pitch);
    for (size_t r = 0; r < h; r++)
        for (size_t i = 0; i < w; i++)
            ((unsigned *)((char *)d + r * pitch))[i] = v;
    return CUDA_SUCCESS;
}
CUresult cuStreamCreate(CUstream *s, unsigned fl) { static uintptr_t next = 0x5000; *s = (CUstream)(next += 16); return CUDA_SUCCESS; }
CUresult cuStreamSynchronize(CUstream s) { CHECK_STICKY(); return CUDA_SUCCESS; }
CUresult cuStreamQuery(CUstream s) { CHECK_STICKY(); return CUDA_SUCCESS; }
CUresult cuStreamDestroy_v2(CUstream s) { return CUDA_SUCCESS; }
CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned fl) { trace("stream %#lx waits", (unsigned long)(uintptr_t)s); return CUDA_SUCCESS; }
static size_t limits[8];
CUresult cuCtxSetLimit(CUlimit l, size_t v) { if (l > 4) return CUDA_ERROR_UNSUPPORTED_LIMIT; limits[l] = v; return CUDA_SUCCESS; }
CUresult cuCtxGetLimit(size_t *v, CUlimit l) { if (l > 4) return CUDA_ERROR_UNSUPPORTED_LIMIT; *v = limits[l]; return CUDA_SUCCESS; }
CUresult cuMemPrefetchAsync_v2(CUdeviceptr d, size_t n, CUmemLocation loc, unsigned fl, CUstream s)
{
    trace("prefetch %zu bytes to %s %d", n, loc.type == CU_MEM_LOCATION_TYPE_HOST ? "host" : "device", loc.id);
    return CUDA_SUCCESS;
}
CUresult cuEventCreate(CUevent *e, unsigned fl) { *e = (CUevent)calloc(1, 16); return CUDA_SUCCESS; }
CUresult cuEventRecord(CUevent e, CUstream s) { ((int *)e)[0] = 1; return CUDA_SUCCESS; }
CUresult cuEventSynchronize(CUevent e) { CHECK_STICKY(); return ((int *)e)[0] ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE; }
CUresult cuEventQuery(CUevent e) { return CUDA_SUCCESS; }
CUresult cuEventElapsedTime_v2(float *ms, CUevent a, CUevent b) { *ms = 1.5f; return CUDA_SUCCESS; }
CUresult cuEventDestroy_v2(CUevent e) { free(e); return CUDA_SUCCESS; }
