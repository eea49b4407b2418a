// Events of the host device (-Mcuda=emu) answer as the GPU's: one created
// with cudaEventDisableTiming (2) records, synchronizes and serves
// cudaStreamWaitEvent, but cudaEventElapsedTime with it is
// cudaErrorInvalidResourceHandle (400); timing events measure host time
// between records (the launches are synchronous).
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include <time.h>
#include "emu_test.h"

static void spin(int64_t *x)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->threadidx.x == 0)
        __atomic_fetch_add(x, 1, __ATOMIC_RELAXED);
}

EMU_IMAGE(EMU_KERNEL(spin, CUF90_ARG_PTR))

int main(void)
{
    cuf90_cudaEvent t0, t1, nt;
    int64_t s = 0, count = 0;
    int64_t *pc = &count;
    float ms = -1;
    EXPECT(cuf90_cudaStreamCreate(&s) == 0, "stream");
    EXPECT(cuf90_cudaEventCreate(&t0) == 0 && cuf90_cudaEventCreate(&t1) == 0, "create");
    EXPECT(cuf90_cudaEventCreateWithFlags(&nt, 2) == 0, "create without timing");
    EXPECT(cuf90_cudaEventRecord(t0, s) == 0 && cuf90_cudaEventRecord(nt, s) == 0, "record");
    struct timespec d = {0, 20 * 1000 * 1000};
    nanosleep(&d, NULL);
    LAUNCH(0, dim3(100, 1, 1), dim3(64, 1, 1), 0, &pc);
    EXPECT(cuf90_cudaEventRecord(t1, s) == 0 && cuf90_cudaEventSynchronize(t1) == 0, "record t1");
    EXPECT(count == 100, "count %lld", (long long)count);
    EXPECT(cuf90_cudaEventElapsedTime(&ms, t0, t1) == 0 && ms >= 19.0f && ms < 5000.0f, "elapsed %g", ms);
    EXPECT(cuf90_cudaEventSynchronize(nt) == 0 && cuf90_cudaEventQuery(nt) == 0, "untimed event syncs");
    EXPECT(cuf90_cudaStreamWaitEvent(s, nt, 0) == 0, "wait on untimed event");
    EXPECT(cuf90_cudaGetLastError() == 0, "no error yet");
    int32_t e = cuf90_cudaEventElapsedTime(&ms, t0, nt);
    EXPECT(e == 400, "elapsed with an untimed end: %d", e);
    e = cuf90_cudaEventElapsedTime(&ms, nt, t1);
    EXPECT(e == 400, "elapsed with an untimed start: %d", e);
    EXPECT(cuf90_cudaGetLastError() == 400 && cuf90_cudaGetLastError() == 0, "last error");
    EXPECT(cuf90_cudaEventDestroy(t0) == 0 && cuf90_cudaEventDestroy(t1) == 0 &&
           cuf90_cudaEventDestroy(nt) == 0 && cuf90_cudaStreamDestroy(s) == 0, "destroy");
    return emu_test_done();
}
