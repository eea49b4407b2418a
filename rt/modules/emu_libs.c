/* emu_libs.c — host libraries of the -Mcuda=emu GPU library backends,
 * opened on first use (emu_libs.h). */
#include <stdint.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_libs.h"

void *emu_lib_sym(const char *const *sonames, const char *what, const char *package, const char *sym)
{
    void *h = NULL;
    for (const char *const *s = sonames; *s && !h; s++)
        h = dlopen(*s, RTLD_NOW | RTLD_GLOBAL);
    if (!h) {
        fprintf(stderr, "cuf90 -Mcuda=emu: %s is needed to emulate this library call but %s cannot be loaded "
                        "(install %s)\n", what, sonames[0], package);
        exit(2);
    }
    void *f = dlsym(h, sym);
    if (!f) {
        fprintf(stderr, "cuf90 -Mcuda=emu: %s (%s) lacks '%s'\n", what, sonames[0], sym);
        exit(2);
    }
    return f;
}

void *emu_blas_sym(const char *sym)
{
    static const char *const libs[] = {"libblas.so.3", "libopenblas.so.0", "libblas.so", NULL};
    return emu_lib_sym(libs, "the host BLAS", "libblas3 or libopenblas0", sym);
}

void *emu_lapack_sym(const char *sym)
{
    static const char *const libs[] = {"liblapack.so.3", "libopenblas.so.0", "liblapack.so", NULL};
    return emu_lib_sym(libs, "the host LAPACK", "liblapack3 or libopenblas0", sym);
}
