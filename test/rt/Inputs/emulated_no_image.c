/* emulated_no_image.c — an object compiled for -Mcuda=emu defines the weak
 * cuf90_emulated = 1; with device data but no kernels (so no image) the
 * program still runs on the host device, without a driver. */
#include <stdio.h>
#include <stdlib.h>

#include "cuf90rt.h"

#ifdef MARK_EMULATED
__attribute__((weak)) const int cuf90_emulated = 1;
#endif

static int module_var = 5;
static cuf90_global_desc globals[] = {{"module_var", &module_var, sizeof module_var, 0, 0, NULL}};
static cuf90_image image = {.ptx = "// GPU code\n", .nglobals = 1, .globals = globals,
                            .source_file = "ni.cuf"};

__attribute__((constructor)) static void reg(void)
{
    /* an image with device code, but the program is marked emulated */
    if (getenv("WITH_IMAGE"))
        cuf90_register_image(&image);
}

int main(void)
{
    if (getenv("WITH_IMAGE")) {
        /* the first device operation is a module variable's address */
        int *v = cuf90_global_addr(&module_var, "ni.cuf", 2);
        printf("module variable %d\n", v == &module_var);
    }
    int h[4] = {1, 2, 3, 4}, g[4] = {0};
    int *d = cuf90_dev_alloc(sizeof h, CUF90_SPACE_DEVICE, "ni.cuf", 3);
    cuf90_memcpy(d, h, sizeof h, CUF90_MEMCPY_H2D, "ni.cuf", 4);
    cuf90_memcpy(g, d, sizeof g, CUF90_MEMCPY_D2H, "ni.cuf", 5);
    cuf90_dev_free(d, CUF90_SPACE_DEVICE, "ni.cuf", 6);
    int32_t n = -1;
    int32_t e = cuf90_cudaGetDeviceCount(&n);
    printf("g %d %d count %d %d\n", g[0], g[3], e, n);
    return 0;
}
