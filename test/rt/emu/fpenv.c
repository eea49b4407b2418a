// The floating-point control words (MXCSR, x87) belong to each emulated
// thread: one that changes its rounding mode and then waits at a barrier
// does not change the mode of the threads that run meanwhile.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t -lm && %t | FileCheck %s
// CHECK: PASS
#include <fenv.h>
#include "emu_test.h"

static void modes(int32_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    static const int rm[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    int mine = rm[t->linear % 4];
    fesetround(mine);
    cuf90_emu_syncthreads();
    int seen = fegetround();
    volatile float one = 1.0f, three = 3.0f;
    float q = one / three;                       /* rounds by the thread's own mode */
    cuf90_emu_syncthreads();
    out[t->linear * 2] = seen == mine;
    out[t->linear * 2 + 1] = q == (mine == FE_UPWARD ? 0x1.555556p-2f : 0x1.555554p-2f) ||
                             (mine == FE_TONEAREST && q == 0x1.555556p-2f);
    fesetround(FE_TONEAREST);
}

EMU_IMAGE(EMU_KERNEL(modes, CUF90_ARG_PTR))

int main(void)
{
    int32_t out[2 * 64], *p = out;
    LAUNCH(0, dim3(3, 1, 1), dim3(64, 1, 1), 0, &p);
    for (int i = 0; i < 64; i++)
        EXPECT(out[2 * i] && out[2 * i + 1], "thread %d: mode kept %d, rounding right %d", i,
               out[2 * i], out[2 * i + 1]);
    EXPECT(fegetround() == FE_TONEAREST, "host rounding mode changed");
    return emu_test_done();
}
