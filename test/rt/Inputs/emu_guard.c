/* emu_guard.c — CUF90_EMU_GUARD_DEVICE=1: device memory of an emulated
 * program is reachable through copies, memsets and kernels, while a host
 * dereference of a device address faults as it would on a GPU. Without the
 * variable the same dereference reads host memory. */
#include <stdio.h>

#include "emu.h"

static void twice(int32_t n, float *x)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = t->blockidx.x * t->blockdim.x + t->threadidx.x;
    if (i < n)
        x[i] = 2.0f * x[i];
}

static const unsigned char twice_kinds[] = {CUF90_ARG_I32, CUF90_ARG_PTR};
static const unsigned twice_sizes[] = {4, 8};
static cuf90_kernel_desc kernels[] = {{"twice", 2, twice_kinds, twice_sizes, (void *)twice, NULL}};
static cuf90_image image = {.nkernels = 1, .kernels = kernels, .source_file = "guard.cuf"};

__attribute__((constructor)) static void reg(void)
{
    cuf90_register_image(&image);
}

int main(void)
{
    enum { N = 300 };
    float x[N], back[N];
    for (int i = 0; i < N; i++)
        x[i] = (float)i;
    float *dx = cuf90_dev_alloc(sizeof x, CUF90_SPACE_DEVICE, "guard.cuf", 1);
    float *mx = cuf90_dev_alloc(sizeof x, CUF90_SPACE_MANAGED, "guard.cuf", 2);
    cuf90_memcpy(dx, x, sizeof x, CUF90_MEMCPY_H2D, "guard.cuf", 3);
    int32_t n = N;
    void *args[] = {&n, &dx};
    cuf90_dim3 grid = {3, 1, 1}, block = {128, 1, 1};
    cuf90_launch(&kernels[0], grid, block, 0, NULL, args, "guard.cuf", 4);
    cuf90_synchronize("guard.cuf", 5);
    cuf90_memcpy(back, dx, sizeof x, CUF90_MEMCPY_D2H, "guard.cuf", 6);
    float one = 1.0f;
    cuf90_memset(dx, &one, sizeof one, 1, "guard.cuf", 7);
    cuf90_memcpy(x, dx, sizeof one, CUF90_MEMCPY_D2H, "guard.cuf", 8);
    mx[5] = 3.0f;   /* managed data stays host memory */
    printf("%s: through the runtime\n", back[N - 1] == 2.0f * (N - 1) && x[0] == 1.0f && mx[5] == 3.0f ? "PASS" : "FAIL");
    fflush(stdout);
    volatile float v = dx[1];   /* a device address read by the host */
    printf("host read %g\n", (double)v);
    return 0;
}
