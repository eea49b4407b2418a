// Several host threads launching at once: launches are serialized, each
// completes before its cuf90_launch returns, and fibers of the launching
// thread's worker may resume on another OS thread in a later launch without
// losing track of which emulated thread runs.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// RUN: env CUF90_EMU_WORKERS=1 %t | FileCheck %s
// CHECK: PASS
#include <pthread.h>
#include "emu_test.h"

static void scan(int32_t *out, int32_t salt)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int32_t *s = t->dyn_shared;
    int tid = t->threadidx.x;
    s[tid] = tid + salt;
    cuf90_emu_syncthreads();
    for (int d = 1; d < t->blockdim.x; d <<= 1) {
        int32_t v = tid >= d ? s[tid - d] : 0;
        cuf90_emu_syncthreads();
        s[tid] += v;
        cuf90_emu_syncthreads();
    }
    if (cuf90_emu_self() != t)
        s[tid] = -1000000;   /* the thread state must not change under a thread */
    out[gx(t)] = s[tid];
}

EMU_IMAGE(EMU_KERNEL(scan, CUF90_ARG_PTR, CUF90_ARG_I32))

static int bad[4];

static void *host_thread(void *arg)
{
    int me = (int)(intptr_t)arg;
    int nb = 5, bs = 96;
    int32_t *out = malloc(sizeof(int32_t) * nb * bs);
    for (int rep = 0; rep < 30; rep++) {
        int32_t salt = me * 100 + rep;
        LAUNCH(0, dim3(nb, 1, 1), dim3(bs, 1, 1), bs * 4, &out, &salt);
        for (int i = 0; i < nb * bs; i++) {
            int tid = i % bs;
            if (out[i] != tid * (tid + 1) / 2 + (tid + 1) * salt)
                bad[me]++;
        }
    }
    free(out);
    return NULL;
}

int main(void)
{
    pthread_t th[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&th[i], NULL, host_thread, (void *)(intptr_t)i);
    for (int i = 0; i < 4; i++)
        pthread_join(th[i], NULL);
    for (int i = 0; i < 4; i++)
        EXPECT(bad[i] == 0, "host thread %d: %d wrong results", i, bad[i]);
    return emu_test_done();
}
