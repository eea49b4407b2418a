/* emu_libs.h — what the -Mcuda=emu backends of the GPU library modules
 * (rt/modules/emu_*.c: cuBLAS, cuFFT, cuRAND, cuSPARSE, cuSOLVER) share.
 *
 * They implement the libraries' C entry points on the host, in the
 * emulator's address space: a device pointer is a host address, but under
 * CUF90_EMU_GUARD_DEVICE=1 its pages are inaccessible outside a kernel or a
 * copy of the runtime, so every entry point that touches device memory runs
 * between EMU_OPEN() and EMU_CLOSE() (the runtime's guard, which nests).
 * The host libraries they compute with (BLAS, LAPACK, FFTW 3) are opened
 * with dlopen on first use, so programs that use none of them link and
 * start without them; a missing one is one line naming it, exit 2. */
#ifndef CUF90_EMU_LIBS_H
#define CUF90_EMU_LIBS_H

#include <stddef.h>
#include <stdint.h>

void rt_hostdev_guard_open(void);
void rt_hostdev_guard_close(void);
/* the device of the DEVICE allocation holding p, or -1 (rt/hostdev.c) */
int rt_hostdev_pointer_device(const void *p);
int32_t cuf90_cudaMalloc_cptr(void **p, int64_t bytes);
int32_t cuf90_cudaFree_cptr(void *p);

#define EMU_OPEN() rt_hostdev_guard_open()
#define EMU_CLOSE() rt_hostdev_guard_close()

/* The address of sym in the first of the NULL-terminated sonames that
 * loads; what names the library for the message ("the host BLAS"). */
void *emu_lib_sym(const char *const *sonames, const char *what, const char *package, const char *sym);

/* the libraries the backends use */
void *emu_blas_sym(const char *sym);
void *emu_lapack_sym(const char *sym);

#endif
