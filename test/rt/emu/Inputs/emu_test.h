/* emu_test.h — what the emulator tests share: an image of hand-written C
 * kernels (standing in for what codegen emits under -Mcuda=emu), registered
 * from a constructor like a compiled object's, and launches through the
 * same cuf90_launch entry as generated host stubs. */
#ifndef EMU_TEST_H
#define EMU_TEST_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuf90rt.h"
#include "emu.h"

/* {name, nparams, kinds, sizes, host_fn}: kinds given as CUF90_ARG_* values. */
#define EMU_KERNEL(fn, ...)                                                   \
    {#fn, (int)sizeof((const unsigned char[]){__VA_ARGS__}),                  \
     (const unsigned char[]){__VA_ARGS__}, NULL, (void *)fn, NULL}
#define EMU_KERNEL0(fn) {#fn, 0, NULL, NULL, (void *)fn, NULL}

#define EMU_IMAGE(...)                                                        \
    static cuf90_kernel_desc emu_kernels[] = {__VA_ARGS__};                   \
    static cuf90_image emu_image = {                                          \
        .nkernels = (int)(sizeof emu_kernels / sizeof emu_kernels[0]),        \
        .kernels = emu_kernels, .source_file = __FILE__};                     \
    __attribute__((constructor)) static void emu_register(void)               \
    {                                                                         \
        cuf90_register_image(&emu_image);                                     \
    }

static inline cuf90_dim3 dim3(int x, int y, int z)
{
    cuf90_dim3 d = {x, y, z};
    return d;
}

/* LAUNCH(index in the image, grid, block, shared bytes, &arg1, &arg2, ...):
 * the launch site is reported as "emu.cuf:<line of the LAUNCH>". */
#define LAUNCH(k, grid, block, shared, ...)                                   \
    do {                                                                      \
        void *launch_args_[] = {NULL, __VA_ARGS__};                           \
        cuf90_launch(&emu_kernels[k], grid, block, shared, NULL,              \
                     launch_args_ + 1, "emu.cuf", __LINE__);                  \
    } while (0)
#define LAUNCH0(k, grid, block, shared)                                       \
    cuf90_launch(&emu_kernels[k], grid, block, shared, NULL, NULL, "emu.cuf", __LINE__)

static int emu_test_failures;
#define EXPECT(cond, ...)                                                     \
    do {                                                                      \
        if (!(cond)) {                                                        \
            if (emu_test_failures++ < 10) {                                   \
                printf("FAIL line %d: %s: ", __LINE__, #cond);                \
                printf(__VA_ARGS__);                                          \
                printf("\n");                                                 \
            }                                                                 \
        }                                                                     \
    } while (0)

static inline int emu_test_done(void)
{
    printf(emu_test_failures ? "FAILED %d\n" : "PASS\n", emu_test_failures);
    return emu_test_failures != 0;
}

/* Linear global thread index along x (0-based). */
static inline int gx(const cuf90_emu_thread *t)
{
    return t->blockidx.x * t->blockdim.x + t->threadidx.x;
}

#endif
