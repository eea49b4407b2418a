/* rt_smoke.c — libcuf90rt on a real GPU, without the compiler: registers an
 * image built by nvcc from smoke_kernels.cu (PTX and cubin embedded with
 * .incbin), then allocates, copies, launches and checks the results, the
 * cudafor API, and every fatal error path (each in a child process whose
 * message and exit status are checked). Prints PASS or FAIL lines and exits
 * non-zero on any failure.
 * Build: scripts/build-gpu-tests (cc -DSMOKE_PTX=... -DSMOKE_CUBIN=...). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cuf90rt.h"

#ifndef SMOKE_PTX
#error "build with -DSMOKE_PTX=\"path/to/smoke_kernels.ptx\" -DSMOKE_CUBIN=\"...cubin\""
#endif

__asm__(".section .rodata\n"
        ".balign 16\n.globl smoke_ptx\nsmoke_ptx:\n.incbin \"" SMOKE_PTX "\"\n.byte 0\n"
        ".balign 16\n.globl smoke_cubin\nsmoke_cubin:\n.incbin \"" SMOKE_CUBIN "\"\n"
        ".globl smoke_cubin_end\nsmoke_cubin_end:\n"
        ".previous\n");
extern const char smoke_ptx[];
extern const char smoke_cubin[], smoke_cubin_end[];

static const unsigned char k_saxpy_kinds[] = {CUF90_ARG_I32, CUF90_ARG_F32, CUF90_ARG_PTR, CUF90_ARG_PTR};
static const unsigned k_saxpy_sizes[] = {4, 4, 8, 8};
static const unsigned char k_ptr_kinds[] = {CUF90_ARG_PTR, CUF90_ARG_I32, CUF90_ARG_I32};
static const unsigned k_ptr_sizes[] = {8, 4, 4};
static const unsigned char k_sum_kinds[] = {CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_I32};
static const unsigned k_sum_sizes[] = {8, 8, 4};

enum { K_SAXPY, K_IOTA2D, K_BLOCK_SUM, K_BIG_SHARED, K_USE_GLOBALS, K_BAD_STORE, K_MISSING, NK };
static cuf90_kernel_desc kernels[NK] = {
    {"saxpy", 4, k_saxpy_kinds, k_saxpy_sizes, NULL, NULL},
    {"iota2d", 3, k_ptr_kinds, k_ptr_sizes, NULL, NULL},
    {"block_sum", 3, k_sum_kinds, k_sum_sizes, NULL, NULL},
    {"big_shared", 2, k_ptr_kinds, k_ptr_sizes, NULL, NULL},
    {"use_globals", 1, k_ptr_kinds, k_ptr_sizes, NULL, NULL},
    {"bad_store", 1, k_ptr_kinds, k_ptr_sizes, NULL, NULL},
    {"no_such_kernel", 1, k_ptr_kinds, k_ptr_sizes, NULL, NULL},
};

/* host shadows of the module variables */
static int dev_counter_shadow;
static float coef_shadow[4];
static cuf90_global_desc globals[] = {
    {"dev_counter", &dev_counter_shadow, sizeof dev_counter_shadow, 0, 0, NULL},
    {"coef", coef_shadow, sizeof coef_shadow, 1, 0, NULL},
};

static cuf90_image image = {
    .ptx = smoke_ptx, .nkernels = NK, .kernels = kernels,
    .nglobals = 2, .globals = globals, .source_file = "smoke_kernels.cu",
};

__attribute__((constructor)) static void register_smoke(void)
{
    image.cubin = smoke_cubin;
    image.cubin_size = (size_t)(smoke_cubin_end - smoke_cubin);
    cuf90_register_image(&image);
}

static int failures;
#define CHECK(cond, ...)                                                          \
    do {                                                                          \
        if (cond) {                                                               \
            printf("PASS: ");                                                     \
        } else {                                                                  \
            printf("FAIL: ");                                                     \
            failures++;                                                           \
        }                                                                         \
        printf(__VA_ARGS__);                                                      \
        printf("\n");                                                             \
    } while (0)

static cuf90_dim3 d3(int x, int y, int z)
{
    cuf90_dim3 d = {x, y, z};
    return d;
}

#define F "smoke.cuf"

static void test_saxpy(void)
{
    enum { N = 1 << 20 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    float *dx = cuf90_dev_alloc(N * sizeof *x, CUF90_SPACE_DEVICE, F, 1);
    float *dy = cuf90_dev_alloc(N * sizeof *y, CUF90_SPACE_DEVICE, F, 2);
    cuf90_memcpy(dx, x, N * sizeof *x, CUF90_MEMCPY_H2D, F, 3);
    cuf90_memcpy(dy, y, N * sizeof *y, CUF90_MEMCPY_H2D, F, 4);
    int n = N;
    float a = 2.0f;
    void *args[] = {&n, &a, &dx, &dy};
    cuf90_launch(&kernels[K_SAXPY], d3((N + 255) / 256, 1, 1), d3(256, 1, 1), 0, NULL, args, F, 5);
    cuf90_memcpy(y, dy, N * sizeof *y, CUF90_MEMCPY_D2H, F, 6);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += y[i] != 2.0f * (float)i + 1.0f;
    CHECK(bad == 0, "saxpy over %d elements (%d wrong)", N, bad);
    /* device-to-device copy then back */
    float *dz = cuf90_dev_alloc(N * sizeof *y, CUF90_SPACE_DEVICE, F, 7);
    cuf90_memcpy(dz, dy, N * sizeof *y, CUF90_MEMCPY_D2D, F, 8);
    memset(x, 0, N * sizeof *x);
    cuf90_memcpy(x, dz, N * sizeof *x, CUF90_MEMCPY_D2H, F, 9);
    CHECK(x[N - 1] == 2.0f * (float)(N - 1) + 1.0f, "device-to-device copy");
    cuf90_dev_free(dx, CUF90_SPACE_DEVICE, F, 10);
    cuf90_dev_free(dy, CUF90_SPACE_DEVICE, F, 11);
    cuf90_dev_free(dz, CUF90_SPACE_DEVICE, F, 12);
    free(x);
    free(y);
}

static void test_iota2d_and_memcpy2d(void)
{
    enum { NX = 100, NY = 37 };
    int *d = cuf90_dev_alloc(NX * NY * sizeof(int), CUF90_SPACE_DEVICE, F, 20);
    int nx = NX, ny = NY;
    void *args[] = {&d, &nx, &ny};
    cuf90_launch(&kernels[K_IOTA2D], d3((NX + 15) / 16, (NY + 7) / 8, 1), d3(16, 8, 1), 0, NULL,
                 args, F, 21);
    static int h[NX * NY];
    cuf90_memcpy(h, d, sizeof h, CUF90_MEMCPY_D2H, F, 22);
    int bad = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            bad += h[i + j * NX] != i + 1000 * j;
    CHECK(bad == 0, "2-D grid of 2-D blocks (%d wrong)", bad);
    /* rows 3..12 of columns 5..9 (a section) into a compact host array */
    int sec[5 * 10];
    cuf90_memcpy2d(sec, 10 * sizeof(int), d + 3 + 5 * NX, NX * sizeof(int), 10 * sizeof(int), 5,
                   CUF90_MEMCPY_D2H, F, 23);
    bad = 0;
    for (int j = 0; j < 5; j++)
        for (int i = 0; i < 10; i++)
            bad += sec[i + 10 * j] != (i + 3) + 1000 * (j + 5);
    CHECK(bad == 0, "strided 2-D copy of an array section (%d wrong)", bad);
    /* and a section back into the device array */
    for (int k = 0; k < 50; k++)
        sec[k] = -k;
    cuf90_memcpy2d(d + 3 + 5 * NX, NX * sizeof(int), sec, 10 * sizeof(int), 10 * sizeof(int), 5,
                   CUF90_MEMCPY_H2D, F, 24);
    cuf90_memcpy(h, d, sizeof h, CUF90_MEMCPY_D2H, F, 25);
    CHECK(h[3 + 5 * NX] == 0 && h[12 + 9 * NX] == -49 && h[2 + 5 * NX] == 2 + 5000,
          "strided 2-D copy host to device");
    cuf90_dev_free(d, CUF90_SPACE_DEVICE, F, 26);
}

static void test_shared(void)
{
    enum { N = 100000, B = 256 };
    int nb = (N + B - 1) / B;
    float *in = malloc(N * sizeof *in);
    for (int i = 0; i < N; i++)
        in[i] = (float)(i % 7);
    float *din = cuf90_dev_alloc(N * sizeof *in, CUF90_SPACE_DEVICE, F, 30);
    float *dout = cuf90_dev_alloc(nb * sizeof(float), CUF90_SPACE_DEVICE, F, 31);
    cuf90_memcpy(din, in, N * sizeof *in, CUF90_MEMCPY_H2D, F, 32);
    int n = N;
    void *args[] = {&din, &dout, &n};
    cuf90_launch(&kernels[K_BLOCK_SUM], d3(nb, 1, 1), d3(B, 1, 1), B * sizeof(float), NULL, args, F, 33);
    float *out = malloc(nb * sizeof *out);
    cuf90_memcpy(out, dout, nb * sizeof *out, CUF90_MEMCPY_D2H, F, 34);
    double got = 0, want = 0;
    for (int b = 0; b < nb; b++)
        got += out[b];
    for (int i = 0; i < N; i++)
        want += in[i];
    CHECK(got == want, "block reduction with dynamic shared memory (%.0f vs %.0f)", got, want);

    /* 100 KiB of dynamic shared memory: needs the > 48 KiB opt-in */
    int *dflag = cuf90_dev_alloc(sizeof(int), CUF90_SPACE_DEVICE, F, 35);
    int words = 100 * 1024 / 4, flag = 0;
    void *args2[] = {&dflag, &words};
    cuf90_launch(&kernels[K_BIG_SHARED], d3(1, 1, 1), d3(256, 1, 1), words * 4, NULL, args2, F, 36);
    cuf90_memcpy(&flag, dflag, sizeof flag, CUF90_MEMCPY_D2H, F, 37);
    CHECK(flag == 1, "100 KiB of dynamic shared memory");
    cuf90_dev_free(din, CUF90_SPACE_DEVICE, F, 38);
    cuf90_dev_free(dout, CUF90_SPACE_DEVICE, F, 39);
    cuf90_dev_free(dflag, CUF90_SPACE_DEVICE, F, 40);
    free(in);
    free(out);
}

static void test_globals(void)
{
    void *dcounter = cuf90_global_addr(&dev_counter_shadow, F, 50);
    void *dcoef = cuf90_global_addr(coef_shadow, F, 51);
    CHECK(dcounter && dcoef && cuf90_global_addr(&dev_counter_shadow, F, 52) == dcounter,
          "module variables resolved and cached");
    int c = 0;
    cuf90_memcpy(&c, dcounter, sizeof c, CUF90_MEMCPY_D2H, F, 53);
    CHECK(c == 7, "device variable initial value (%d)", c);
    float cf[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    cuf90_memcpy(dcoef, cf, sizeof cf, CUF90_MEMCPY_H2D, F, 54);
    dev_counter_shadow = 10;
    cuf90_global_update(&dev_counter_shadow, F, 55);
    float *dout = cuf90_dev_alloc(4 * sizeof(float), CUF90_SPACE_DEVICE, F, 56);
    void *args[] = {&dout};
    cuf90_launch(&kernels[K_USE_GLOBALS], d3(1, 1, 1), d3(32, 1, 1), 0, NULL, args, F, 57);
    float out[4];
    cuf90_memcpy(out, dout, sizeof out, CUF90_MEMCPY_D2H, F, 58);
    cuf90_memcpy(&c, dcounter, sizeof c, CUF90_MEMCPY_D2H, F, 59);
    CHECK(out[0] == 10.5f && out[3] == 13.5f && c == 11,
          "constant and device module variables from host and kernel (%g %g %d)", out[0], out[3], c);
    float cf2[2] = {7.0f, 8.0f}, cb[4];
    void *sym = NULL;
    CHECK(cuf90_cudaMemcpyToSymbol(coef_shadow, cf2, 2, 8, 1, 4) == 0 &&
          cuf90_cudaMemcpyFromSymbol(cb, coef_shadow, 4, 0, 2, 4) == 0 && cb[0] == 0.5f &&
          cb[2] == 7.0f && cb[3] == 8.0f && cuf90_cudaGetSymbolAddress(&sym, coef_shadow) == 0 &&
          sym == dcoef, "cudaMemcpyToSymbol/FromSymbol on constant memory, cudaGetSymbolAddress");
    cuf90_dev_free(dout, CUF90_SPACE_DEVICE, F, 60);
}

static void test_managed_pinned_memset(void)
{
    enum { N = 4096 };
    float *m = cuf90_dev_alloc(N * sizeof(float), CUF90_SPACE_MANAGED, F, 70);
    float *p = cuf90_dev_alloc(N * sizeof(float), CUF90_SPACE_PINNED, F, 71);
    for (int i = 0; i < N; i++) {
        m[i] = 1.0f;
        p[i] = (float)i;
    }
    float *dp = cuf90_dev_alloc(N * sizeof(float), CUF90_SPACE_DEVICE, F, 72);
    cuf90_memcpy(dp, p, N * sizeof(float), CUF90_MEMCPY_H2D, F, 73);
    int n = N;
    float a = 3.0f;
    void *args[] = {&n, &a, &dp, &m};
    cuf90_launch(&kernels[K_SAXPY], d3(N / 128, 1, 1), d3(128, 1, 1), 0, NULL, args, F, 74);
    cuf90_synchronize(F, 75);
    CHECK(m[0] == 1.0f && m[N - 1] == 3.0f * (N - 1) + 1.0f, "managed memory written by a kernel, read on the host");
    double v8 = -2.25;
    double *d8 = cuf90_dev_alloc(N * sizeof(double), CUF90_SPACE_DEVICE, F, 76);
    cuf90_memset(d8, &v8, 8, N, F, 77);
    static double h8[N];
    cuf90_memcpy(h8, d8, sizeof h8, CUF90_MEMCPY_D2H, F, 78);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += h8[i] != v8;
    CHECK(bad == 0, "memset of 8-byte elements");
    struct { double re, im; } z = {1.0, -1.0}, hz[N];
    cuf90_memset(d8, &z, 16, N / 2, F, 79);
    cuf90_memcpy(hz, d8, N / 2 * 16, CUF90_MEMCPY_D2H, F, 80);
    CHECK(hz[0].re == 1.0 && hz[N / 2 - 1].im == -1.0, "memset of 16-byte elements");
    int16_t s2 = 0x1234, hs[8];
    cuf90_memset(d8, &s2, 2, 8, F, 81);
    cuf90_memcpy(hs, d8, sizeof hs, CUF90_MEMCPY_D2H, F, 82);
    CHECK(hs[0] == 0x1234 && hs[7] == 0x1234, "memset of 2-byte elements");
    int32_t pinned = -1;
    void *pp = cuf90_pinned_alloc(1 << 20, &pinned, F, 87);
    void *huge = (void *)1;
    int32_t st = cuf90_dev_alloc_stat(&huge, (size_t)1 << 52, CUF90_SPACE_DEVICE, NULL);
    CHECK(pinned == 1 && st == 2 && huge == NULL && cuf90_dev_free_stat(pp, CUF90_SPACE_PINNED) == 0,
          "PINNED= reports page-locked memory; STAT= reports out of memory (%d)", st);
    cuf90_dev_free(m, CUF90_SPACE_MANAGED, F, 83);
    cuf90_dev_free(p, CUF90_SPACE_PINNED, F, 84);
    cuf90_dev_free(dp, CUF90_SPACE_DEVICE, F, 85);
    cuf90_dev_free(d8, CUF90_SPACE_DEVICE, F, 86);
}

static void test_cudafor_api(void)
{
    int32_t n = -1, dev = -1;
    CHECK(cuf90_cudaGetDeviceCount(&n) == 0 && n >= 1, "cudaGetDeviceCount (%d)", n);
    CHECK(cuf90_cudaGetDevice(&dev) == 0 && dev >= 0, "cudaGetDevice (%d)", dev);
    CHECK(cuf90_cudaSetDevice(dev) == 0, "cudaSetDevice");
    cuf90_cudaDeviceProp prop;
    CHECK(cuf90_cudaGetDeviceProperties(&prop, dev) == 0 && prop.major >= 3 &&
          prop.multiProcessorCount > 0 && prop.warpSize == 32 && prop.name[0] != ' ' &&
          prop.name[255] == ' ' && prop.maxThreadsDim[0] >= 1024,
          "cudaGetDeviceProperties (%.40s, cc %d.%d, %d SMs)", prop.name, prop.major, prop.minor,
          prop.multiProcessorCount);
    CHECK(cuf90_cudaSetDevice(n + 5) == CUF90_cudaErrorInvalidDevice, "cudaSetDevice to a missing device");
    CHECK(cuf90_cudaPeekAtLastError() == CUF90_cudaErrorInvalidDevice &&
          cuf90_cudaGetLastError() == CUF90_cudaErrorInvalidDevice && cuf90_cudaGetLastError() == 0,
          "sticky last error: peek keeps it, get clears it");
    char msg[40];
    cuf90_cudaGetErrorString(msg, sizeof msg, CUF90_cudaErrorInvalidDevice);
    CHECK(memcmp(msg, "invalid device ordinal", 22) == 0 && msg[39] == ' ', "cudaGetErrorString");
    int64_t freeb = 0, total = 0;
    CHECK(cuf90_cudaMemGetInfo(&freeb, &total) == 0 && freeb > 0 && total >= freeb, "cudaMemGetInfo");

    CUF90_DESC(1) a = {0};
    CHECK(cuf90_cudaMalloc((cuf90_desc *)&a, 1000, 8) == 0 && a.base_addr && a.dim[0].ubound == 1000 &&
          a.dtype.elem_len == 8 && a.dtype.rank == 1, "cudaMalloc of an allocatable array");
    double h[1000], back[1000];
    for (int i = 0; i < 1000; i++)
        h[i] = i * 0.5;
    CHECK(cuf90_cudaMemcpy(a.base_addr, h, 1000, 1, 8) == 0 &&
          cuf90_cudaMemcpy(back, a.base_addr, 1000, 2, 8) == 0 && back[999] == 499.5,
          "cudaMemcpy in elements, both directions");
    double seven = 7.0;
    CHECK(cuf90_cudaMemset(a.base_addr, &seven, 10, 8) == 0 &&
          cuf90_cudaMemcpy(back, a.base_addr, 11, 4, 8) == 0 && back[9] == 7.0 && back[10] == 5.0,
          "cudaMemset of real(8) and cudaMemcpyDefault");
    CHECK(cuf90_cudaMemcpy(back, a.base_addr, 1, 9, 8) == CUF90_cudaErrorInvalidMemcpyDirection,
          "cudaMemcpy with a bad direction");
    cuf90_cudaGetLastError();
    CHECK(cuf90_cudaFree((cuf90_desc *)&a) == 0 && a.base_addr == NULL, "cudaFree of an allocatable array");
    void *cp = NULL;
    CHECK(cuf90_cudaMalloc_cptr(&cp, 1 << 20) == 0 && cp && cuf90_cudaFree_cptr(cp) == 0,
          "cudaMalloc/cudaFree of a C_DEVPTR");
    CHECK(cuf90_cudaMalloc_cptr(&cp, (int64_t)1 << 50) == CUF90_cudaErrorMemoryAllocation,
          "cudaMalloc too large returns cudaErrorMemoryAllocation");
    cuf90_cudaGetLastError();

    int64_t stream = 0;
    cuf90_cudaEvent e0, e1;
    CHECK(cuf90_cudaStreamCreate(&stream) == 0 && stream != 0, "cudaStreamCreate");
    CHECK(cuf90_cudaEventCreate(&e0) == 0 && cuf90_cudaEventCreate(&e1) == 0, "cudaEventCreate");
    enum { N = 1 << 22 };
    float *dx = cuf90_dev_alloc(N * 4, CUF90_SPACE_DEVICE, F, 90);
    float *dy = cuf90_dev_alloc(N * 4, CUF90_SPACE_DEVICE, F, 91);
    int nn = N;
    float aa = 1.0f;
    void *args[] = {&nn, &aa, &dx, &dy};
    cuf90_cudaEventRecord(e0, stream);
    for (int r = 0; r < 10; r++)
        cuf90_launch(&kernels[K_SAXPY], d3(N / 256, 1, 1), d3(256, 1, 1), 0, (void *)stream, args, F, 92);
    cuf90_cudaEventRecord(e1, stream);
    float ms = -1;
    CHECK(cuf90_cudaEventSynchronize(e1) == 0 && cuf90_cudaEventElapsedTime(&ms, e0, e1) == 0 && ms > 0,
          "kernels on a stream timed with events (%.3f ms, %.0f GB/s)", ms,
          ms > 0 ? 10.0 * 3 * N * 4 / (ms * 1e6) : 0.0);
    CHECK(cuf90_cudaStreamQuery(stream) == 0 && cuf90_cudaStreamSynchronize(stream) == 0 &&
          cuf90_cudaDeviceSynchronize() == 0, "stream query and synchronization");
    CHECK(cuf90_cudaEventDestroy(e0) == 0 && cuf90_cudaEventDestroy(e1) == 0 &&
          cuf90_cudaStreamDestroy(stream) == 0, "event and stream destruction");
    int32_t v = 0;
    CHECK(cuf90_cudaDriverGetVersion(&v) == 0 && v >= 11000, "cudaDriverGetVersion (%d)", v);
    int32_t sms = 0, warp = 0;
    CHECK(cuf90_cudaDeviceGetAttribute(&sms, 16, dev) == 0 && sms == prop.multiProcessorCount &&
          cuf90_cudaDeviceGetAttribute(&warp, 10, dev) == 0 && warp == 32,
          "cudaDeviceGetAttribute (%d SMs)", sms);
    int64_t s2 = 0, lim = 0;
    cuf90_cudaEvent e2;
    CHECK(cuf90_cudaStreamCreateWithFlags(&s2, 1) == 0 && cuf90_cudaEventCreateWithFlags(&e2, 2) == 0 &&
          cuf90_cudaEventRecord(e2, 0) == 0 && cuf90_cudaStreamWaitEvent(s2, e2, 0) == 0 &&
          cuf90_cudaStreamSynchronize(s2) == 0,
          "non-blocking stream waiting on a timing-free event");
    float *m = cuf90_dev_alloc(N * 4, CUF90_SPACE_MANAGED, F, 95);
    int32_t pe1 = cuf90_cudaMemPrefetchAsync(m, N, dev, s2, 4);
    int32_t pe2 = cuf90_cudaMemPrefetchAsync(m, N, -1, s2, 4);
    CHECK(pe1 == 0 && pe2 == 0 && cuf90_cudaStreamSynchronize(s2) == 0,
          "cudaMemPrefetchAsync of managed data to the device and back (%d %d)", pe1, pe2);
    cuf90_cudaGetLastError();
    CHECK(cuf90_cudaDeviceSetLimit(1, 1 << 22) == 0 && cuf90_cudaDeviceGetLimit(&lim, 1) == 0 &&
          lim >= 1 << 22, "cudaDeviceSetLimit/GetLimit of the printf FIFO (%lld)", (long long)lim);
    cuf90_dev_free(m, CUF90_SPACE_MANAGED, F, 96);
    cuf90_cudaStreamDestroy(s2);
    cuf90_cudaEventDestroy(e2);
    cuf90_dev_free(dx, CUF90_SPACE_DEVICE, F, 93);
    cuf90_dev_free(dy, CUF90_SPACE_DEVICE, F, 94);
}

/* ---- fatal paths, each run in a child process: `rt_smoke child NAME` ---- */

static int child(const char *name)
{
    int *d = NULL;
    void *args[] = {&d};
    if (!strcmp(name, "bad_block")) {
        d = cuf90_dev_alloc(64, CUF90_SPACE_DEVICE, "bad.cuf", 10);
        int n = 16;
        float a = 1;
        void *sargs[] = {&n, &a, &d, &d};
        cuf90_launch(&kernels[K_SAXPY], d3(1, 1, 1), d3(2048, 1, 1), 0, NULL, sargs, "bad.cuf", 42);
    } else if (!strcmp(name, "zero_grid")) {
        cuf90_launch(&kernels[K_SAXPY], d3(0, 1, 1), d3(32, 1, 1), 0, NULL, args, "bad.cuf", 43);
    } else if (!strcmp(name, "too_much_shared")) {
        cuf90_launch(&kernels[K_BIG_SHARED], d3(1, 1, 1), d3(32, 1, 1), 1 << 30, NULL, args, "bad.cuf", 44);
    }
    if (!strcmp(name, "bad_block") || !strcmp(name, "zero_grid") || !strcmp(name, "too_much_shared")) {
        /* refused launches go on, with cudaErrorInvalidConfiguration as the last error */
        int32_t e = cuf90_cudaGetLastError(), after = cuf90_cudaGetLastError();
        return e == CUF90_cudaErrorInvalidConfiguration && after == 0 ? 6 : 7;
    } else if (!strcmp(name, "fault")) {
        int h;
        int *ok = cuf90_dev_alloc(4, CUF90_SPACE_DEVICE, "bad.cuf", 51);
        d = (int *)(uintptr_t)0x10;
        cuf90_launch(&kernels[K_BAD_STORE], d3(1, 1, 1), d3(32, 1, 1), 0, NULL, args, "bad.cuf", 50);
        cuf90_memcpy(&h, ok, 4, CUF90_MEMCPY_D2H, "bad.cuf", 52);
    } else if (!strcmp(name, "fault_at_exit")) {
        d = (int *)(uintptr_t)0x10;
        cuf90_launch(&kernels[K_BAD_STORE], d3(1, 1, 1), d3(32, 1, 1), 0, NULL, args, "bad.cuf", 60);
        return 0;   /* nobody synchronizes: the runtime must still report it */
    } else if (!strcmp(name, "fault_api")) {
        d = (int *)(uintptr_t)0x10;
        cuf90_launch(&kernels[K_BAD_STORE], d3(1, 1, 1), d3(32, 1, 1), 0, NULL, args, "bad.cuf", 65);
        int32_t e = cuf90_cudaDeviceSynchronize();
        printf("status %d\n", e);
        return e == 700 ? 3 : 4;
    } else if (!strcmp(name, "missing_kernel")) {
        cuf90_launch(&kernels[K_MISSING], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "bad.cuf", 70);
    } else if (!strcmp(name, "oom")) {
        cuf90_dev_alloc((size_t)1 << 52, CUF90_SPACE_DEVICE, "bad.cuf", 80);
    } else if (!strcmp(name, "ptx_only")) {
        /* run with CUF90_FORCE_PTX=1: the JIT path */
        int *dd = cuf90_dev_alloc(4 * 8 * sizeof(int), CUF90_SPACE_DEVICE, "ptx.cuf", 1);
        int nx = 4, ny = 8, h[32];
        void *a3[] = {&dd, &nx, &ny};
        cuf90_launch(&kernels[K_IOTA2D], d3(1, 1, 1), d3(4, 8, 1), 0, NULL, a3, "ptx.cuf", 2);
        cuf90_memcpy(h, dd, sizeof h, CUF90_MEMCPY_D2H, "ptx.cuf", 3);
        return h[31] == 3 + 7000 ? 0 : 5;
    } else {
        fprintf(stderr, "unknown child test '%s'\n", name);
        return 9;
    }
    return 8;   /* a fatal path that returned */
}

/* Run `self child NAME` with extra environment; capture stderr and status. */
static int run_child(const char *self, const char *name, const char *env, char *err, size_t errsize)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 2);
        close(fd[0]);
        if (env)
            putenv((char *)env);
        execl(self, self, "child", name, (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    size_t len = 0;
    ssize_t k;
    while (len + 1 < errsize && (k = read(fd[0], err + len, errsize - 1 - len)) > 0)
        len += (size_t)k;
    err[len] = 0;
    close(fd[0]);
    int st;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static void expect_child(const char *self, const char *name, const char *env, int want_rc,
                         const char *want1, const char *want2)
{
    char err[4096];
    int rc = run_child(self, name, env, err, sizeof err);
    bool ok = rc == want_rc && strstr(err, want1) && (!want2 || strstr(err, want2));
    CHECK(ok, "%s: exit %d, message: %s", name, rc, err[0] ? strtok(err, "\n") : "(none)");
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "child"))
        return child(argv[2]);
    setvbuf(stdout, NULL, _IONBF, 0);
    const char *self = "/proc/self/exe";
    char selfpath[4096];
    ssize_t sl = readlink(self, selfpath, sizeof selfpath - 1);
    if (sl > 0) {
        selfpath[sl] = 0;
        self = selfpath;
    }
    /* children first: the parent has not touched CUDA yet */
    expect_child(self, "bad_block", NULL, 6, "bad.cuf:42: error: kernel 'saxpy' launch failed: cudaErrorInvalidConfiguration",
                 "block (2048,1,1)");
    expect_child(self, "zero_grid", NULL, 6, "bad.cuf:43: error: kernel 'saxpy' launch failed: cudaErrorInvalidConfiguration", NULL);
    expect_child(self, "too_much_shared", NULL, 6, "bad.cuf:44: error:", "'big_shared'");
    expect_child(self, "zero_grid", "CUF90_QUIET_LAUNCH_ERRORS=1", 6, "", NULL);
    expect_child(self, "fault", NULL, 1, "bad.cuf:50: error: kernel 'bad_store' failed: CUDA_ERROR_ILLEGAL_ADDRESS",
                 "device-to-host copy of 4 bytes at bad.cuf:52");
    expect_child(self, "fault_at_exit", NULL, 1, "bad.cuf:60: error: kernel 'bad_store' failed", "program end");
    expect_child(self, "fault_api", NULL, 3, "bad.cuf:65: error: kernel 'bad_store' failed",
                 "cudaDeviceSynchronize");
    expect_child(self, "missing_kernel", NULL, 1, "bad.cuf:70: error: looking up kernel 'no_such_kernel'",
                 "CUDA_ERROR_NOT_FOUND");
    expect_child(self, "oom", NULL, 1, "bad.cuf:80: error: ALLOCATE of 4503599627370496 bytes of device memory failed: CUDA_ERROR_OUT_OF_MEMORY", NULL);
    expect_child(self, "ptx_only", "CUF90_FORCE_PTX=1", 0, "", NULL);
    expect_child(self, "bad_block", "CUF90_DEVICE=99", 1, "CUF90_DEVICE='99' is not a device number", NULL);

    test_saxpy();
    test_iota2d_and_memcpy2d();
    test_shared();
    test_globals();
    test_managed_pinned_memset();
    test_cudafor_api();
    printf("%s: rt_smoke (%d failures)\n", failures ? "FAIL" : "PASS", failures);
    return failures ? 1 : 0;
}
