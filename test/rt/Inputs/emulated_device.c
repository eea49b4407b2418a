/* emulated_device.c — a program whose image has no device code (what
 * -Mcuda=emu builds): device, managed and pinned data, transfers, module
 * device variables and the cudafor API all run on the host device, with no
 * CUDA driver; its kernel runs in the CPU emulator. Prints PASS or FAIL. */
#include <stdio.h>
#include <string.h>

#include "emu.h"

static void saxpy(int32_t n, float a, float *x, float *y)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = t->blockidx.x * t->blockdim.x + t->threadidx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

static const unsigned char saxpy_kinds[] = {CUF90_ARG_I32, CUF90_ARG_F32, CUF90_ARG_PTR, CUF90_ARG_PTR};
static const unsigned saxpy_sizes[] = {4, 4, 8, 8};
static cuf90_kernel_desc kernels[] = {{"saxpy", 4, saxpy_kinds, saxpy_sizes, (void *)saxpy, NULL}};
static int counter = 3;   /* a module device variable: emulated code uses it directly */
static cuf90_global_desc globals[] = {{"counter", &counter, sizeof counter, 0, 0, NULL}};
static cuf90_image image = {.nkernels = 1, .kernels = kernels, .nglobals = 1, .globals = globals,
                            .source_file = "emu.cuf"};

__attribute__((constructor)) static void reg(void)
{
    cuf90_register_image(&image);
}

static int failures;
static void check(int ok, const char *what)
{
    printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
    failures += !ok;
}

int main(void)
{
    enum { N = 1000 };
    float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    float *dx = cuf90_dev_alloc(sizeof x, CUF90_SPACE_DEVICE, "emu.cuf", 1);
    float *dy = cuf90_dev_alloc(sizeof y, CUF90_SPACE_MANAGED, "emu.cuf", 2);
    float *py = cuf90_dev_alloc(sizeof y, CUF90_SPACE_PINNED, "emu.cuf", 3);
    check(((uintptr_t)dx & 255) == 0, "device allocation aligned like cudaMalloc");
    cuf90_memcpy(dx, x, sizeof x, CUF90_MEMCPY_H2D, "emu.cuf", 4);
    cuf90_memcpy(dy, y, sizeof y, CUF90_MEMCPY_H2D, "emu.cuf", 5);
    int32_t n = N;
    float a = 2.0f;
    void *args[] = {&n, &a, &dx, &dy};
    cuf90_dim3 grid = {(N + 127) / 128, 1, 1}, block = {128, 1, 1};
    cuf90_launch(&kernels[0], grid, block, 0, NULL, args, "emu.cuf", 6);
    cuf90_synchronize("emu.cuf", 7);
    check(dy[N - 1] == 2.0f * (N - 1) + 1.0f, "kernel on managed data");
    cuf90_memcpy(py, dy, sizeof y, CUF90_MEMCPY_D2H, "emu.cuf", 8);
    check(py[10] == 21.0f, "device-to-pinned copy");
    float sec[6];
    cuf90_memcpy2d(sec, 2 * sizeof(float), dx + 1, 10 * sizeof(float), 2 * sizeof(float), 3,
                   CUF90_MEMCPY_D2H, "emu.cuf", 9);
    check(sec[0] == 1 && sec[1] == 2 && sec[2] == 11 && sec[5] == 22, "strided copy");
    double v = 0.1;
    double *d8 = cuf90_dev_alloc(8 * sizeof(double), CUF90_SPACE_DEVICE, "emu.cuf", 10);
    cuf90_memset(d8, &v, 8, 8, "emu.cuf", 11);
    check(d8[0] == 0.1 && d8[7] == 0.1, "memset of 8-byte elements");
    int *dc = cuf90_global_addr(&counter, "emu.cuf", 12);
    check(dc == &counter && *dc == 3, "module device variable is the host variable");
    cuf90_global_update(&counter, "emu.cuf", 13);
    int nine = 9, got = 0;
    void *sym = NULL;
    check(cuf90_cudaMemcpyToSymbol(&counter, &nine, 1, 0, 1, 4) == 0 && counter == 9 &&
          cuf90_cudaMemcpyFromSymbol(&got, &counter, 1, 0, 2, 4) == 0 && got == 9 &&
          cuf90_cudaGetSymbolAddress(&sym, &counter) == 0 && sym == &counter,
          "cudaMemcpyToSymbol/FromSymbol, cudaGetSymbolAddress");

    int32_t count = 0, dev = -1;
    check(cuf90_cudaGetDeviceCount(&count) == 0 && count == 1, "cudaGetDeviceCount is 1");
    check(cuf90_cudaGetDevice(&dev) == 0 && dev == 0, "cudaGetDevice is 0");
    check(cuf90_cudaSetDevice(1) == CUF90_cudaErrorInvalidDevice, "cudaSetDevice(1) fails");
    cuf90_cudaGetLastError();
    cuf90_cudaDeviceProp p;
    check(cuf90_cudaGetDeviceProperties(&p, 0) == 0 && !memcmp(p.name, "cuf90 CPU emulator  ", 20) &&
          p.warpSize == 32 && p.major == 9 && p.maxThreadsPerBlock == 1024 &&
          p.multiProcessorCount >= 1, "cudaGetDeviceProperties describes the emulator");
    CUF90_DESC(1) arr = {0};
    int h[5] = {1, 2, 3, 4, 5}, g[5] = {0}, seven = 7;
    check(cuf90_cudaMalloc((cuf90_desc *)&arr, 5, 4) == 0 && arr.dim[0].ubound == 5 &&
          cuf90_cudaMemcpy(arr.base_addr, h, 5, 1, 4) == 0 &&
          cuf90_cudaMemset(arr.base_addr, &seven, 2, 4) == 0 &&
          cuf90_cudaMemcpy(g, arr.base_addr, 5, 2, 4) == 0 && g[0] == 7 && g[1] == 7 && g[4] == 5 &&
          cuf90_cudaFree((cuf90_desc *)&arr) == 0, "cudaMalloc, cudaMemcpy, cudaMemset, cudaFree");
    int64_t s = 0, fr = 0, tot = 0;
    cuf90_cudaEvent e0, e1;
    float ms = -1;
    check(cuf90_cudaStreamCreate(&s) == 0 && s != 0 && cuf90_cudaEventCreate(&e0) == 0 &&
          cuf90_cudaEventCreate(&e1) == 0 && cuf90_cudaEventRecord(e0, s) == 0 &&
          cuf90_cudaEventRecord(e1, s) == 0 && cuf90_cudaEventSynchronize(e1) == 0 &&
          cuf90_cudaEventElapsedTime(&ms, e0, e1) == 0 && ms >= 0 && ms < 1000 &&
          cuf90_cudaStreamSynchronize(s) == 0 && cuf90_cudaStreamDestroy(s) == 0 &&
          cuf90_cudaEventDestroy(e0) == 0 && cuf90_cudaEventDestroy(e1) == 0,
          "streams and events");
    check(cuf90_cudaMemGetInfo(&fr, &tot) == 0 && tot > 0, "cudaMemGetInfo");
    int64_t s2 = 0, lim = 0;
    int32_t attr = 0;
    check(cuf90_cudaStreamCreateWithFlags(&s2, 1) == 0 && cuf90_cudaEventCreateWithFlags(&e0, 2) == 0 &&
          cuf90_cudaEventRecord(e0, s2) == 0 && cuf90_cudaStreamWaitEvent(s2, e0, 0) == 0 &&
          cuf90_cudaMemPrefetchAsync(dy, N, 0, s2, 4) == 0 && cuf90_cudaMemPrefetchAsync(dy, N, -1, 0, 4) == 0 &&
          cuf90_cudaDeviceGetAttribute(&attr, 10, 0) == 0 && attr == 32 &&
          cuf90_cudaDeviceSetLimit(2, 1 << 20) == 0 && cuf90_cudaDeviceGetLimit(&lim, 2) == 0 &&
          lim == 1 << 20, "stream/event flags, waits, prefetch, attributes, limits");
    check(cuf90_cudaDeviceSynchronize() == 0 && cuf90_cudaGetLastError() == 0, "no error left");
    cuf90_dev_free(dx, CUF90_SPACE_DEVICE, "emu.cuf", 14);
    cuf90_dev_free(dy, CUF90_SPACE_MANAGED, "emu.cuf", 15);
    cuf90_dev_free(py, CUF90_SPACE_PINNED, "emu.cuf", 16);
    cuf90_dev_free(d8, CUF90_SPACE_DEVICE, "emu.cuf", 17);
    printf("%s\n", failures ? "FAIL" : "PASS");
    return failures != 0;
}
