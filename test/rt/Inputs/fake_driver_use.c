/* fake_driver_use.c — drives libcuf90rt against the stand-in driver
 * fake_cuda.c (CUF90_LIBCUDA), one scenario per argv[1], so the runtime's
 * logic (lazy loading, caches, cubin/PTX choice, launch checks, error
 * attribution, the cudafor API) is tested on a machine without a GPU. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuf90rt.h"

#define PTX ".entry saxpy(\n.entry fill(\n.entry fault(\n.global .b8 coef[16];\n.global .b8 counter[4];\n"
static const char cubin[] = "\177ELF" PTX;

static cuf90_kernel_desc kernels[] = {
    {"saxpy", 0, NULL, NULL, NULL, NULL},
    {"fill", 0, NULL, NULL, NULL, NULL},
    {"fault", 0, NULL, NULL, NULL, NULL},
    {"absent", 0, NULL, NULL, NULL, NULL},
};
static float coef[4];
static int counter;
static cuf90_global_desc globals[] = {
    {"coef", coef, sizeof coef, 1, 0, NULL},
    {"counter", &counter, sizeof counter, 0, 0, NULL},
};
static cuf90_image image = {.ptx = PTX, .cubin = cubin, .cubin_size = sizeof cubin,
                            .nkernels = 4, .kernels = kernels, .nglobals = 2,
                            .globals = globals, .source_file = "m.cuf"};

static cuf90_kernel_desc broken_kernels[] = {{"k", 0, NULL, NULL, NULL, NULL}};
static cuf90_image broken = {.ptx = ".entry k(\nBROKEN\n", .nkernels = 1,
                             .kernels = broken_kernels, .source_file = "broken.cuf"};

__attribute__((constructor)) static void reg(void)
{
    cuf90_register_image(&image);
    cuf90_register_image(&broken);
}

static cuf90_dim3 d3(int x, int y, int z)
{
    cuf90_dim3 d = {x, y, z};
    return d;
}

static void saxpy(float *dx, float *dy, int n, float a, int line)
{
    void *args[] = {&n, &a, &dx, &dy};
    cuf90_launch(&kernels[0], d3((n + 127) / 128, 1, 1), d3(128, 1, 1), 0, NULL, args, "m.cuf", line);
}

static void *thread_main(void *arg)
{
    float *d = arg;
    saxpy(d, d, 4, 1.0f, 90);
    return NULL;
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "basic";
    setvbuf(stdout, NULL, _IONBF, 0);
    fprintf(stderr, "start\n");
    if (!strcmp(what, "basic")) {
        float x[8], y[8];
        for (int i = 0; i < 8; i++) {
            x[i] = (float)i;
            y[i] = 1.0f;
        }
        float *dx = cuf90_dev_alloc(16 * sizeof(float), CUF90_SPACE_DEVICE, "m.cuf", 1);
        float *dy = cuf90_dev_alloc(sizeof y, CUF90_SPACE_DEVICE, "m.cuf", 2);
        cuf90_memcpy(dx, x, sizeof x, CUF90_MEMCPY_H2D, "m.cuf", 3);
        cuf90_memcpy(dy, y, sizeof y, CUF90_MEMCPY_H2D, "m.cuf", 4);
        saxpy(dx, dy, 8, 2.0f, 5);
        saxpy(dx, dy, 8, 2.0f, 6);
        cuf90_memcpy(y, dy, sizeof y, CUF90_MEMCPY_D2H, "m.cuf", 7);
        printf("y %g %g\n", y[0], y[7]);
        float *c = cuf90_global_addr(coef, "m.cuf", 8);
        float *c2 = cuf90_global_addr(coef, "m.cuf", 9);
        int *k = cuf90_global_addr(&counter, "m.cuf", 10);
        printf("globals cached %d distinct %d\n", c == c2, (void *)c != (void *)k);
        coef[2] = 5.0f;
        cuf90_global_update(coef, "m.cuf", 11);
        float back[4];
        cuf90_memcpy(back, c, sizeof back, CUF90_MEMCPY_D2H, "m.cuf", 12);
        printf("coef %g\n", back[2]);
        double v = 1.0 / 3.0, dv[3];
        cuf90_memset(dy, &v, 8, 3, "m.cuf", 13);  /* halves differ: two strided passes */
        cuf90_memcpy(dv, dy, sizeof dv, CUF90_MEMCPY_D2H, "m.cuf", 14);
        printf("memset8 %d\n", dv[0] == v && dv[2] == v);
        int sec[6], grid[12];
        for (int i = 0; i < 12; i++)
            grid[i] = i;
        cuf90_memcpy(dx, grid, sizeof grid, CUF90_MEMCPY_H2D, "m.cuf", 15);
        cuf90_memcpy2d(sec, 2 * sizeof(int), (int *)dx + 1, 4 * sizeof(int), 2 * sizeof(int), 3,
                       CUF90_MEMCPY_D2H, "m.cuf", 16);
        printf("2d %d %d %d %d %d %d\n", sec[0], sec[1], sec[2], sec[3], sec[4], sec[5]);
        int one = 1;
        void *fargs[] = {&dx, &one};
        cuf90_launch(&kernels[1], d3(1, 1, 1), d3(4, 1, 1), 64 * 1024, NULL, fargs, "m.cuf", 17);
        cuf90_synchronize("m.cuf", 18);
        cuf90_dev_free(dx, CUF90_SPACE_DEVICE, "m.cuf", 19);
        cuf90_dev_free(dy, CUF90_SPACE_DEVICE, "m.cuf", 20);
        void *m = cuf90_dev_alloc(0, CUF90_SPACE_MANAGED, "m.cuf", 21);
        cuf90_dev_free(m, CUF90_SPACE_MANAGED, "m.cuf", 22);
        return 0;
    }
    if (!strcmp(what, "api")) {
        int32_t n, dev;
        cuf90_cudaDeviceProp p;
        int32_t e = cuf90_cudaGetDeviceCount(&n);
        printf("count %d %d\n", e, n);
        printf("props %d\n", cuf90_cudaGetDeviceProperties(&p, 0));
        printf("[%.12s] padded %d cc %d.%d sms %d warp %d\n", p.name, p.name[255] == ' ', p.major,
               p.minor, p.multiProcessorCount, p.warpSize);
        printf("bad props %d\n", cuf90_cudaGetDeviceProperties(&p, 3));
        int32_t last = cuf90_cudaGetLastError();
        printf("last %d\n", last);
        printf("set %d\n", cuf90_cudaSetDevice(1));
        e = cuf90_cudaGetDevice(&dev);
        printf("get %d %d\n", e, dev);
        CUF90_DESC(1) a = {0};
        e = cuf90_cudaMalloc((cuf90_desc *)&a, 10, 4);
        printf("malloc %d ub %ld off %ld len %zu span %ld\n", e, (long)a.dim[0].ubound,
               (long)a.offset, a.dtype.elem_len, (long)a.span);
        int h[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, g[10] = {0};
        e = cuf90_cudaMemcpy(a.base_addr, h, 10, 1, 4);
        int32_t e2 = cuf90_cudaMemcpy(g, a.base_addr, 10, 2, 4);
        printf("memcpy %d %d\n", e, e2);
        printf("g %d %d\n", g[0], g[9]);
        short s = 7;
        e = cuf90_cudaMemset(a.base_addr, &s, 4, 2);
        cuf90_cudaMemcpy(g, a.base_addr, 2, 2, 4);
        printf("memset16 %d %#x\n", e, g[0]);
        printf("baddir %d\n", cuf90_cudaMemcpy(g, a.base_addr, 1, 7, 4));
        e = cuf90_cudaFree((cuf90_desc *)&a);
        printf("free %d %d\n", e, a.base_addr == NULL);
        int64_t st;
        cuf90_cudaEvent e0, e1;
        float ms;
        cuf90_cudaStreamCreate(&st);
        cuf90_cudaEventCreate(&e0);
        cuf90_cudaEventCreate(&e1);
        cuf90_cudaEventRecord(e0, st);
        cuf90_cudaEventRecord(e1, st);
        cuf90_cudaEventSynchronize(e1);
        e = cuf90_cudaEventElapsedTime(&ms, e0, e1);
        printf("elapsed %d %g\n", e, ms);
        int64_t fr, tot;
        e = cuf90_cudaMemGetInfo(&fr, &tot);
        printf("meminfo %d %lld %lld\n", e, (long long)(fr >> 30), (long long)(tot >> 30));
        int64_t s2 = 0, lim = -1;
        cuf90_cudaEvent ev2;
        e = cuf90_cudaStreamCreateWithFlags(&s2, 1);
        printf("stream flags %d %d\n", e, s2 != 0);
        printf("bad stream flags %d\n", cuf90_cudaStreamCreateWithFlags(&s2, 8));
        e = cuf90_cudaEventCreateWithFlags(&ev2, 2);
        e2 = cuf90_cudaEventCreateWithFlags(&ev2, 64);
        printf("event flags %d %d\n", e, e2);
        printf("wait %d\n", cuf90_cudaStreamWaitEvent(s2, e0, 0));
        int32_t v = 0;
        e = cuf90_cudaDeviceGetAttribute(&v, 16, 0);   /* cudaDevAttrMultiProcessorCount */
        printf("attribute %d %d\n", e, v);
        float *m = cuf90_dev_alloc(4096, CUF90_SPACE_MANAGED, "m.cuf", 23);
        e = cuf90_cudaMemPrefetchAsync(m, 1024, 1, s2, 4);
        e2 = cuf90_cudaMemPrefetchAsync(m, 1024, -1, 0, 4);
        int32_t e4 = cuf90_cudaMemPrefetchAsync(m, 1, 9, 0, 4);
        printf("prefetch %d %d %d\n", e, e2, e4);
        e = cuf90_cudaDeviceSetLimit(1, 1 << 24);
        int32_t e3 = cuf90_cudaDeviceGetLimit(&lim, 1);
        printf("limit %d %d %lld\n", e, e3, (long long)lim);
        float four[4] = {1, 2, 3, 4}, back4[4] = {0};
        void *sym = NULL;
        e = cuf90_cudaMemcpyToSymbol(coef, four + 1, 3, 4, 1, 4);
        e2 = cuf90_cudaMemcpyFromSymbol(back4, coef, 4, 0, 2, 4);
        printf("symbol %d %d %g %g %g\n", e, e2, back4[0], back4[1], back4[3]);
        e = cuf90_cudaGetSymbolAddress(&sym, &counter);
        printf("symbol address %d %d\n", e, sym != NULL && sym != (void *)&counter);
        e = cuf90_cudaMemcpyToSymbol(&lim, four, 1, 0, 1, 4);
        printf("not a symbol %d\n", e);
        cuf90_cudaGetLastError();
        printf("reset %d\n", cuf90_cudaDeviceReset());
        return 0;
    }
    if (!strcmp(what, "pinned")) {
        int32_t pin1 = -1, pin2 = -1, pin3 = -1;
        char *a = cuf90_pinned_alloc(100, &pin1, "m.cuf", 24);
        char *b = cuf90_pinned_alloc(5000, &pin2, "m.cuf", 25);
        void *c = NULL, *big = (void *)1;
        int32_t e = cuf90_dev_alloc_stat(&c, 200, CUF90_SPACE_PINNED, &pin3);
        int32_t e2 = cuf90_dev_alloc_stat(&big, (size_t)1 << 50, CUF90_SPACE_DEVICE, NULL);
        printf("pinned %d %d %d stat %d oom %d %d\n", pin1, pin2, pin3, e, e2, big == NULL);
        memset(a, 1, 100);
        memset(b, 2, 5000);
        cuf90_dev_free(a, CUF90_SPACE_PINNED, "m.cuf", 26);
        cuf90_dev_free(b, CUF90_SPACE_PINNED, "m.cuf", 27);
        printf("free stat %d\n", cuf90_dev_free_stat(c, CUF90_SPACE_PINNED));
        return 0;
    }
    float *d = cuf90_dev_alloc(64, CUF90_SPACE_DEVICE, "m.cuf", 30);
    void *args[] = {&d};
    if (!strcmp(what, "badlaunch") || !strcmp(what, "zerogrid") || !strcmp(what, "hugeshared")) {
        /* refused launches: the last error, and the program goes on */
        if (!strcmp(what, "badlaunch"))
            cuf90_launch(&kernels[1], d3(2, 1, 1), d3(64, 32, 1), 0, NULL, args, "m.cuf", 31);
        else if (!strcmp(what, "zerogrid"))
            cuf90_launch(&kernels[1], d3(2, 0, 1), d3(64, 1, 1), 0, NULL, args, "m.cuf", 32);
        else
            cuf90_launch(&kernels[1], d3(1, 1, 1), d3(64, 1, 1), 300 * 1024, NULL, args, "m.cuf", 33);
        int32_t peek = cuf90_cudaPeekAtLastError();
        int32_t last = cuf90_cudaGetLastError();
        int32_t after = cuf90_cudaGetLastError();
        printf("peek %d last %d after %d\n", peek, last, after);
        return 0;
    } else if (!strcmp(what, "fault")) {
        cuf90_launch(&kernels[2], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 34);
        float h;
        cuf90_memcpy(&h, d, 4, CUF90_MEMCPY_D2H, "m.cuf", 35);
    } else if (!strcmp(what, "fault_next_launch")) {
        cuf90_launch(&kernels[2], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 36);
        saxpy(d, d, 4, 1.0f, 37);
    } else if (!strcmp(what, "fault_exit")) {
        cuf90_launch(&kernels[2], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 38);
        return 0;
    } else if (!strcmp(what, "fault_api")) {
        cuf90_launch(&kernels[2], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 39);
        int32_t e1 = cuf90_cudaDeviceSynchronize();
        int32_t e2 = cuf90_cudaDeviceSynchronize();
        printf("sync %d %d\n", e1, e2);
        return 0;
    } else if (!strcmp(what, "blocking")) {
        cuf90_launch(&kernels[2], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 40);
        printf("not reached\n");
        return 0;
    } else if (!strcmp(what, "broken")) {
        cuf90_launch(&broken_kernels[0], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "b.cuf", 41);
    } else if (!strcmp(what, "absent")) {
        cuf90_launch(&kernels[3], d3(1, 1, 1), d3(1, 1, 1), 0, NULL, args, "m.cuf", 42);
    } else if (!strcmp(what, "oom")) {
        cuf90_dev_alloc((size_t)1 << 50, CUF90_SPACE_DEVICE, "m.cuf", 43);
    } else if (!strcmp(what, "devices")) {
        saxpy(d, d, 4, 1.0f, 44);
        cuf90_cudaSetDevice(1);
        float *d1 = cuf90_dev_alloc(64, CUF90_SPACE_DEVICE, "m.cuf", 45);
        saxpy(d1, d1, 4, 1.0f, 46);
        saxpy(d1, d1, 4, 1.0f, 47);
        cuf90_cudaSetDevice(0);
        saxpy(d, d, 4, 1.0f, 48);
        return 0;
    } else if (!strcmp(what, "thread")) {
        saxpy(d, d, 4, 1.0f, 89);
        pthread_t t;
        pthread_create(&t, NULL, thread_main, d);
        pthread_join(t, NULL);
        return 0;
    } else {
        return 0;
    }
    printf("unexpectedly survived '%s'\n", what);
    return 0;
}
