/* no_driver.c — a program linked with libcuf90rt on a machine without a CUDA
 * driver (or with CUF90_LIBCUDA naming a missing one): it starts, registers
 * its image, runs host code and the cudafor API (which return error codes),
 * and dies with one clear line at the first implicit device operation named
 * by argv[1]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuf90rt.h"

static cuf90_kernel_desc kernels[] = {{"saxpy", 0, NULL, NULL, NULL, NULL}};
static float shadow[4];

static int emulated_runs;
static void emulated_kernel(void)
{
    __atomic_fetch_add(&emulated_runs, 1, __ATOMIC_RELAXED);
}
static cuf90_kernel_desc emulated[] = {{"emk", 0, NULL, NULL, (void *)emulated_kernel, NULL}};
static cuf90_global_desc globals[] = {{"coef", shadow, sizeof shadow, 1, 0, NULL}};
static cuf90_image image = {.ptx = "// no code\n", .nkernels = 1, .kernels = kernels,
                            .nglobals = 1, .globals = globals, .source_file = "nd.cuf"};

__attribute__((constructor)) static void reg(void)
{
    cuf90_register_image(&image);
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "api";
    if (!strcmp(what, "api")) {
        int32_t n = -1, dev = -1;
        int32_t e = cuf90_cudaGetDeviceCount(&n);
        printf("cudaGetDeviceCount %d count %d\n", e, n);
        e = cuf90_cudaGetDevice(&dev);
        printf("cudaGetDevice %d device %d\n", e, dev);
        int64_t fr = -1, tot = -1;
        printf("cudaMemGetInfo %d\n", cuf90_cudaMemGetInfo(&fr, &tot));
        int32_t peek = cuf90_cudaPeekAtLastError();
        int32_t get1 = cuf90_cudaGetLastError();
        int32_t get2 = cuf90_cudaGetLastError();
        printf("peek %d get %d get %d\n", peek, get1, get2);
        char msg[70];
        cuf90_cudaGetErrorString(msg, sizeof msg, e);
        printf("[%.70s]\n", msg);
        char *m2;
        size_t len;
        cuf90_cudaGetErrorString_alloc(&m2, &len, 100);
        printf("[%.*s] %zu\n", (int)len, m2, len);
        free(m2);
        cuf90_cudaGetErrorString_alloc(&m2, &len, 12345);
        printf("[%.*s]\n", (int)len, m2);
        free(m2);
        int32_t v = -1;
        e = cuf90_cudaDriverGetVersion(&v);
        printf("driver version %d %d\n", e, v);
        printf("runtime version %d\n", cuf90_cudaRuntimeGetVersion(&v) == 0 && v >= 11000);
        printf("sync %d\n", cuf90_cudaDeviceSynchronize());
        /* pinned data degrades to pageable memory */
        int *p = cuf90_dev_alloc(100 * sizeof(int), CUF90_SPACE_PINNED, "nd.cuf", 5);
        p[99] = 42;
        int q[100];
        cuf90_memcpy(q, p, sizeof q, CUF90_MEMCPY_H2H, "nd.cuf", 6);
        printf("pinned %d\n", q[99]);
        cuf90_dev_free(p, CUF90_SPACE_PINNED, "nd.cuf", 7);
        int32_t pinned = -1;
        void *dp = (void *)1;
        p = cuf90_pinned_alloc(64, &pinned, "nd.cuf", 9);
        int32_t st = cuf90_dev_alloc_stat(&dp, 64, CUF90_SPACE_DEVICE, NULL);
        printf("pinned flag %d stat %d %d\n", pinned, st, dp == NULL);
        cuf90_dev_free(p, CUF90_SPACE_PINNED, "nd.cuf", 10);
        cuf90_memcpy(NULL, NULL, 0, CUF90_MEMCPY_H2D, "nd.cuf", 8);  /* empty: no device work */
        return 0;
    }
    cuf90_dim3 one = {1, 1, 1};
    if (!strcmp(what, "alloc"))
        cuf90_dev_alloc(16, CUF90_SPACE_DEVICE, "nd.cuf", 11);
    else if (!strcmp(what, "managed"))
        cuf90_dev_alloc(16, CUF90_SPACE_MANAGED, "nd.cuf", 12);
    else if (!strcmp(what, "launch"))
        cuf90_launch(&kernels[0], one, one, 0, NULL, NULL, "nd.cuf", 13);
    else if (!strcmp(what, "copy"))
        cuf90_memcpy(shadow, shadow, 4, CUF90_MEMCPY_D2H, "nd.cuf", 14);
    else if (!strcmp(what, "global"))
        cuf90_global_addr(shadow, "nd.cuf", 15);
    else if (!strcmp(what, "unregistered"))
        cuf90_global_addr(&what, "nd.cuf", 16);
    else if (!strcmp(what, "sync"))
        cuf90_synchronize("nd.cuf", 17);
    else if (!strcmp(what, "bounds"))
        cuf90_bounds_error("nd.cuf", 18, "a", 2, 11, 1, 10);
    else if (!strcmp(what, "bounds_low"))
        cuf90_bounds_error("nd.cuf", 19, "b", 1, 0, 1, 10);
    else if (!strcmp(what, "rt_error"))
        cuf90_rt_error("nd.cuf", 20, "array '%s' is not allocated", "x");
    else if (!strcmp(what, "emulated")) {
        /* an emulated kernel runs on the CPU: no driver needed */
        cuf90_dim3 grid = {2, 1, 1}, block = {3, 1, 1};
        cuf90_launch(&emulated[0], grid, block, 0, NULL, NULL, "nd.cuf", 21);
        printf("emulated threads %d\n", emulated_runs);
        return 0;
    }
    printf("unexpectedly survived '%s'\n", what);
    return 0;
}
