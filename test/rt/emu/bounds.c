// -Mbounds in emulated device code: the failing access names the source
// line, the kernel, the block and the thread (1-based), in gfortran's
// words; exit status 2. Other device-side errors use cuf90_emu_error.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: %expect-exit 2 %t high 2>&1 | FileCheck --check-prefix=HIGH %s
// HIGH: At line 12 of file bk.cuf in kernel 'check', block (4,1,1), thread (8,2,1)
// HIGH-NEXT: Fortran runtime error: Index '11' of dimension 2 of array 'a' above upper bound of 10
// HIGH-NOT: not reached
// RUN: %expect-exit 2 %t low 2>&1 | FileCheck --check-prefix=LOW %s
// LOW: At line 12 of file bk.cuf in kernel 'check', block (1,1,1), thread (1,1,1)
// LOW-NEXT: Fortran runtime error: Index '0' of dimension 1 of array 'b' below lower bound of 1
// RUN: %expect-exit 2 %t other 2>&1 | FileCheck --check-prefix=OTHER %s
// OTHER: bk.cuf:30: error: array 'x' is not allocated in kernel 'check', block (1,1,1), thread (1,1,1)
#include "emu_test.h"

/* what codegen emits for a(i, j) under -Mbounds, with a(10, 10) */
static void check(int32_t mode)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int64_t j = t->threadidx.x + 1 + t->blockidx.x;   /* 11 first in block 4, thread (8,2,1) */
    if (mode == 0 && t->threadidx.y == 1 && (j < 1 || j > 10))
        cuf90_emu_bounds_error("bk.cuf", 12, "a", 2, j, 1, 10);
    if (mode == 1)
        cuf90_emu_bounds_error("bk.cuf", 12, "b", 1, 0, 1, 10);
    if (mode == 2)
        cuf90_emu_error("bk.cuf", 30, "array '%s' is not allocated", "x");
}

EMU_IMAGE(EMU_KERNEL(check, CUF90_ARG_I32))

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int32_t mode = !strcmp(what, "high") ? 0 : !strcmp(what, "low") ? 1 : 2;
    /* one worker: the first failing thread in launch order reports */
    setenv("CUF90_EMU_WORKERS", "1", 1);
    LAUNCH(0, dim3(4, 1, 1), dim3(8, 2, 1), 0, &mode);
    printf("not reached\n");
    return 0;
}
