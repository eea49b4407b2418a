// A barrier that cannot complete is an error naming the kernel, the block
// and the threads (1-based), at the launch site, exit status 2 -- never a
// hang: threads that exited before a SYNCTHREADS others wait in, threads
// split between a block barrier and a warp operation, and lanes waiting in
// a cycle for lanes of their warp.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: %expect-exit 2 %t exit 2>&1 | FileCheck --check-prefix=EXIT %s
// EXIT: emu.cuf:[[#@LINE+52]]: error: kernel 'early_exit' failed: divergent barrier in block (2,1,1): thread (1,1,1) waits in SYNCTHREADS but thread (17,1,1) has exited (48 of 64 threads exited, 16 wait)
// EXIT-NOT: not reached
// RUN: %expect-exit 2 %t split 2>&1 | FileCheck --check-prefix=SPLIT %s
// SPLIT: emu.cuf:[[#@LINE+51]]: error: kernel 'split' failed: divergent barrier in block (1,1,1): thread (17,1,1) waits in SYNCTHREADS while thread (1,1,1) waits in a warp operation (16 and 16 threads)
// RUN: %expect-exit 2 %t lanes 2>&1 | FileCheck --check-prefix=LANES %s
// LANES: emu.cuf:[[#@LINE+51]]: error: kernel 'lanes' failed: divergent warp operation in block (1,1,1): thread (1,1,1) waits for lanes of its warp that never arrive
// RUN: %t fine | FileCheck --check-prefix=FINE %s
// FINE: exited lanes leave the warp: 16
#include "emu_test.h"

static void early_exit(void)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->blockidx.x == 1 && t->threadidx.x >= 16)
        return;
    cuf90_emu_syncthreads();
}

static void split(void)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->lane < 16)
        cuf90_emu_shfl_i32(0xffffffffu, 1, 0, 32);
    else
        cuf90_emu_syncthreads();
}

/* three lanes, each waiting for a partner that waits for another */
static void lanes(void)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    static const uint32_t masks[3] = {0x3, 0x6, 0x5};
    cuf90_emu_syncwarp(masks[t->lane]);
}

/* lanes that exit are dropped from a full mask: the others still meet */
static void fine(int32_t *res)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->lane >= 16)
        return;
    int32_t s = cuf90_emu_shfl_xor_i32(0xffffffffu, 1, 16, 32);   /* source gone: own value */
    res[t->lane] = s + (int32_t)__builtin_popcount(cuf90_emu_ballot_sync(0xffffffffu, 1)) - 1;
}

EMU_IMAGE(EMU_KERNEL0(early_exit), EMU_KERNEL0(split), EMU_KERNEL0(lanes),
          EMU_KERNEL(fine, CUF90_ARG_PTR))

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    if (!strcmp(what, "exit"))
        LAUNCH0(0, dim3(3, 1, 1), dim3(64, 1, 1), 0);
    else if (!strcmp(what, "split"))
        LAUNCH0(1, dim3(1, 1, 1), dim3(32, 1, 1), 0);
    else if (!strcmp(what, "lanes"))
        LAUNCH0(2, dim3(1, 1, 1), dim3(3, 1, 1), 0);
    else if (!strcmp(what, "fine")) {
        int32_t res[16] = {0}, *p = res;
        LAUNCH(3, dim3(1, 1, 1), dim3(32, 1, 1), 0, &p);
        int ok = 0;
        for (int i = 0; i < 16; i++)
            ok += res[i] == 16;
        printf("exited lanes leave the warp: %d\n", ok);
        return 0;
    }
    printf("not reached\n");
    return 0;
}
