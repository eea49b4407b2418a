// An invalid launch configuration is refused before anything runs, as on
// the GPU: the kernel does not run, cudaErrorInvalidConfiguration (9) is the
// last error, one line names the launch site and the kernel, and the program
// goes on; CUF90_QUIET_LAUNCH_ERRORS=1 silences the line. Launching from
// device code stays fatal (exit status 1).
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: %t threads 2>&1 | FileCheck --check-prefix=THREADS %s
// THREADS: emu.cuf:[[#@LINE+46]]: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): more than 1024 threads per block (grid (1,1,1), block (4096,1,1), 0 bytes of shared memory)
// THREADS-NEXT: refused: count 0 peek 9 last 9 after 0
// RUN: %t zero 2>&1 | FileCheck --check-prefix=ZERO %s
// ZERO: emu.cuf:[[#@LINE+45]]: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): a grid dimension is below 1 (grid (0,1,1), block (32,1,1)
// RUN: %t blockzero 2>&1 | FileCheck --check-prefix=BZERO %s
// BZERO: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): a block dimension is below 1
// RUN: %t z 2>&1 | FileCheck --check-prefix=Z %s
// Z: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): the block's z dimension exceeds 64 (grid (1,1,1), block (1,1,65)
// RUN: %t gridy 2>&1 | FileCheck --check-prefix=GRIDY %s
// GRIDY: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): the grid's y or z dimension exceeds 65535 (grid (1,65536,1)
// RUN: %t shared 2>&1 | FileCheck --check-prefix=SHARED %s
// SHARED: error: kernel 'k' launch failed: cudaErrorInvalidConfiguration (invalid configuration argument): more than 232448 bytes (227 KiB) of dynamic shared memory (grid (1,1,1), block (32,1,1), 232449 bytes of shared memory)
// SHARED-NEXT: refused: count 0 peek 9 last 9 after 0
// RUN: env CUF90_QUIET_LAUNCH_ERRORS=1 %t threads 2>&1 | FileCheck --check-prefix=QUIET %s
// QUIET-NOT: error
// QUIET: refused: count 0 peek 9 last 9 after 0
// RUN: %expect-exit 1 %t nested 2>&1 | FileCheck --check-prefix=NESTED %s
// NESTED: nested.cuf:7: error: kernel 'k' launch failed: the emulator cannot launch a kernel from device code
// RUN: %t ok | FileCheck --check-prefix=OK %s
// OK: ran 1024 threads with 232448 bytes of shared memory
#include "emu_test.h"

static void k(int32_t *count)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    ((char *)t->dyn_shared)[CUF90_EMU_MAX_SHARED_BYTES - 1 - t->linear] = 1;
    __atomic_fetch_add(count, 1, __ATOMIC_RELAXED);
}

static cuf90_kernel_desc *k_desc;

/* dynamic parallelism: a launch from device code */
static void launcher(int32_t *count)
{
    void *args[] = {&count};
    cuf90_launch(k_desc, dim3(1, 1, 1), dim3(1, 1, 1), 0, NULL, args, "nested.cuf", 7);
}

EMU_IMAGE(EMU_KERNEL(k, CUF90_ARG_PTR), EMU_KERNEL(launcher, CUF90_ARG_PTR))

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int32_t count = 0, *pc = &count;
    k_desc = &emu_kernels[0];
    if (!strcmp(what, "threads"))
        LAUNCH(0, dim3(1, 1, 1), dim3(4096, 1, 1), 0, &pc);
    else if (!strcmp(what, "zero"))
        LAUNCH(0, dim3(0, 1, 1), dim3(32, 1, 1), 0, &pc);
    else if (!strcmp(what, "blockzero"))
        LAUNCH(0, dim3(1, 1, 1), dim3(32, 0, 1), 0, &pc);
    else if (!strcmp(what, "z"))
        LAUNCH(0, dim3(1, 1, 1), dim3(1, 1, 65), 0, &pc);
    else if (!strcmp(what, "gridy"))
        LAUNCH(0, dim3(1, 65536, 1), dim3(1, 1, 1), 0, &pc);
    else if (!strcmp(what, "shared"))
        LAUNCH(0, dim3(1, 1, 1), dim3(32, 1, 1), CUF90_EMU_MAX_SHARED_BYTES + 1, &pc);
    else if (!strcmp(what, "nested"))
        LAUNCH(1, dim3(2, 1, 1), dim3(2, 1, 1), 0, &pc);
    else if (!strcmp(what, "ok")) {
        LAUNCH(0, dim3(1, 1, 1), dim3(32, 32, 1), CUF90_EMU_MAX_SHARED_BYTES, &pc);
        printf("ran %d threads with %d bytes of shared memory\n", count,
               CUF90_EMU_MAX_SHARED_BYTES);
        return 0;
    }
    int32_t peek = cuf90_cudaPeekAtLastError();
    int32_t last = cuf90_cudaGetLastError();
    int32_t after = cuf90_cudaGetLastError();
    printf("refused: count %d peek %d last %d after %d\n", count, peek, last, after);
    return 0;
}
