// A 2-D grid of 3-D blocks: every thread sees its own 0-based indices, the
// launch's dimensions, its lane and warp (consecutive linear indices, x
// fastest), and runs exactly once.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

static void where(int32_t *out, int32_t *count)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int bx = t->blockdim.x, by = t->blockdim.y, bz = t->blockdim.z;
    int lin = t->threadidx.x + bx * (t->threadidx.y + by * t->threadidx.z);
    int blk = t->blockidx.x + t->griddim.x * (t->blockidx.y + t->griddim.y * t->blockidx.z);
    int32_t *o = out + ((size_t)blk * bx * by * bz + lin) * 8;
    o[0] = t->threadidx.x;
    o[1] = t->threadidx.y;
    o[2] = t->threadidx.z;
    o[3] = t->blockidx.x;
    o[4] = t->blockidx.y;
    o[5] = t->lane == lin % 32 && t->warp == lin / 32 && t->linear == lin;
    o[6] = t->griddim.x * 1000 + t->griddim.y * 100 + t->griddim.z * 10 +
           (t->nthreads == bx * by * bz);
    __atomic_fetch_add(&count[blk], 1, __ATOMIC_RELAXED);
    o[7] = t->blockidx.z;
}

EMU_IMAGE(EMU_KERNEL(where, CUF90_ARG_PTR, CUF90_ARG_PTR))

int main(void)
{
    int gxn = 7, gyn = 5, bx = 8, by = 6, bz = 3;
    int nthreads = bx * by * bz, nblocks = gxn * gyn;
    int32_t *out = calloc((size_t)nblocks * nthreads * 8, sizeof *out);
    int32_t *count = calloc((size_t)nblocks, sizeof *count);
    LAUNCH(0, dim3(gxn, gyn, 1), dim3(bx, by, bz), 0, &out, &count);
    for (int b = 0; b < nblocks; b++) {
        EXPECT(count[b] == nthreads, "block %d ran %d threads", b, count[b]);
        for (int z = 0; z < bz; z++)
            for (int y = 0; y < by; y++)
                for (int x = 0; x < bx; x++) {
                    int32_t *o = out + ((size_t)b * nthreads + x + bx * (y + by * z)) * 8;
                    EXPECT(o[0] == x && o[1] == y && o[2] == z, "thread index (%d,%d,%d)", o[0],
                           o[1], o[2]);
                    EXPECT(o[3] == b % gxn && o[4] == b / gxn && o[7] == 0,
                           "block index (%d,%d,%d) of block %d", o[3], o[4], o[7], b);
                    EXPECT(o[5] == 1, "lane/warp of (%d,%d,%d)", x, y, z);
                    EXPECT(o[6] == gxn * 1000 + gyn * 100 + 10 + 1, "dims %d", o[6]);
                }
    }
    return emu_test_done();
}
