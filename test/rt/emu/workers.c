// Blocks are spread over worker OS threads that run at the same time: in
// each launch, block 1 waits (up to 2 s) for a flag that block 2 sets, which
// can only happen when the two blocks run on different workers at once;
// with one worker the wait times out. Also: every block of a launch runs on
// one of the pool's threads (the launching thread is worker 0), and a grid
// of many blocks uses every worker.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t
// RUN: env CUF90_EMU_WORKERS=2 %t 2 | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=4 %t 4 | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=1 not %t 1 | FileCheck --check-prefix=ONE %s
// CHECK: PASS
// ONE: FAIL line {{[0-9]+}}: waited: block 1 never saw block 2 start
#include <pthread.h>
#include <time.h>
#include "emu_test.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Block 1 (0-based 0) waits for block 2's flag; every block records the
 * OS thread it ran on. */
static void rendezvous(int32_t *flag, int32_t *timed_out, pthread_t *who)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->threadidx.x == 0)
        who[t->blockidx.x] = pthread_self();
    if (t->blockidx.x == 1 && t->threadidx.x == 0)
        __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
    if (t->blockidx.x == 0 && t->threadidx.x == 0) {
        double t0 = now();
        while (!__atomic_load_n(flag, __ATOMIC_ACQUIRE)) {
            if (now() - t0 > 2.0) {
                *timed_out = 1;
                break;
            }
        }
    }
}

EMU_IMAGE(EMU_KERNEL(rendezvous, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_PTR))

int main(int argc, char **argv)
{
    int workers = argc > 1 ? atoi(argv[1]) : 2;
    enum { NB = 256 };
    static pthread_t who[NB];
    int32_t flag = 0, timed_out = 0;
    int32_t *pf = &flag, *pt = &timed_out;
    pthread_t *pw = who;
    for (int rep = 0; rep < 3; rep++) {
        flag = 0, timed_out = 0;
        memset(who, 0, sizeof who);
        LAUNCH(0, dim3(NB, 1, 1), dim3(32, 1, 1), 0, &pf, &pt, &pw);
        int waited = !timed_out;
        EXPECT(waited, "block 1 never saw block 2 start");
        if (!waited)
            break;
        /* distinct OS threads among the blocks */
        pthread_t seen[16];
        int nseen = 0;
        for (int b = 0; b < NB; b++) {
            int k = 0;
            while (k < nseen && !pthread_equal(seen[k], who[b]))
                k++;
            if (k == nseen && nseen < 16)
                seen[nseen++] = who[b];
        }
        EXPECT(nseen <= workers, "%d threads ran blocks, with %d workers", nseen, workers);
        if (rep == 0 && workers > 1)
            EXPECT(nseen >= 2, "only %d thread ran the %d blocks", nseen, NB);
    }
    return emu_test_done();
}
