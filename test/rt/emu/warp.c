// Warp operations: shuffle reductions and scans (down, up, xor, idx) for
// i32/i64/f32/f64 with segment widths, out-of-segment sources, ballot/all/
// any (with and without mask, in divergent half-warps), a partial last warp,
// and lanes that exit before the others vote.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

#define FULL 0xffffffffu
#define NK 14

static void shuffles(int64_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int lane = t->lane;
    int32_t v = gx(t) + 1;
    int64_t *o = out + (size_t)gx(t) * NK;

    int32_t s = v;                        /* butterfly: every lane gets the sum */
    for (int m = 16; m > 0; m >>= 1)
        s += cuf90_emu_shfl_xor_i32(FULL, s, m, 32);
    o[0] = s;

    double d = v * 0.5;                   /* tree: lane 0 gets the sum */
    for (int off = 16; off > 0; off >>= 1)
        d += cuf90_emu_shfl_down_f64(FULL, d, off, 32);
    o[1] = lane == 0 ? (int64_t)(d * 2) : -1;

    int32_t p = v;                        /* inclusive scan */
    for (int dd = 1; dd < 32; dd <<= 1) {
        int32_t y = cuf90_emu_shfl_up_i32(FULL, p, dd, 32);
        if (lane >= dd)
            p += y;
    }
    o[2] = p;

    o[3] = cuf90_emu_shfl_i64(FULL, (int64_t)v << 33, 3, 8) >> 33;
    o[4] = (int64_t)cuf90_emu_shfl_xor_f32(FULL, (float)v, 1, 32);
    o[5] = cuf90_emu_shfl_down_i32(FULL, v, 3, 16);
    o[6] = cuf90_emu_shfl_up_i64(FULL, v, 5, 8);
    o[7] = cuf90_emu_ballot(v % 3 == 0);
    o[8] = cuf90_emu_all(v > 0) * 10 + cuf90_emu_any(lane == 5) * 100 +
           cuf90_emu_all_sync(FULL, lane < 31) + cuf90_emu_any(v < 0) * 1000;
    if (lane < 16)
        o[9] = cuf90_emu_ballot_sync(0x0000ffffu, lane % 2);
    else
        o[9] = cuf90_emu_ballot_sync(0xffff0000u, lane % 4 == 0);
    o[10] = cuf90_emu_shfl_xor_i32(FULL, v, 40, 32);
    o[11] = (int64_t)cuf90_emu_shfl_f64(FULL, v, 35, 32);
    cuf90_emu_syncwarp(FULL);
    o[12] = cuf90_emu_shfl_xor_i64(FULL, v, 4, 4);   /* earlier segments only */
    o[13] = cuf90_emu_shfl_down_f32(FULL, (float)v, 1, 32);
}

/* 40 threads: the second warp has 8 lanes; lanes 20.. of warp 0 exit early */
static void partial(int64_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int64_t *o = out + (size_t)t->linear * 4;
    o[0] = cuf90_emu_activemask();
    o[1] = cuf90_emu_ballot(1);
    int32_t s = t->linear + 1;
    for (int off = 4; off > 0; off >>= 1)
        s += cuf90_emu_shfl_down_i32(cuf90_emu_activemask(), s, off, 8);
    o[2] = s;
    if (t->warp == 0 && t->lane >= 20)
        return;
    o[3] = cuf90_emu_ballot(1);
}

/* Lanes compute activemask() while others exit, in an order (set up by a
 * syncwarp that makes lane 5 the last to arrive) where their masks differ
 * in exited lanes only: they still form one rendezvous. */
static void masks_after_exits(int64_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int lane = t->lane;
    if (lane == 5 || lane == 31)
        cuf90_emu_syncwarp(1u << 5 | 1u << 31);
    out[t->linear] = cuf90_emu_shfl_xor_i32(FULL, lane, 1, 32);
    if (lane % 2)
        return;
    out[t->linear] += 1000 * (int64_t)cuf90_emu_ballot_sync(cuf90_emu_activemask(), 1);
}

EMU_IMAGE(EMU_KERNEL(shuffles, CUF90_ARG_PTR), EMU_KERNEL(partial, CUF90_ARG_PTR),
          EMU_KERNEL(masks_after_exits, CUF90_ARG_PTR))

static int64_t vof(int base, int lane) { return base + lane + 1; }

int main(void)
{
    int nb = 3, bs = 64, n = nb * bs;
    int64_t *out = calloc((size_t)n * NK, sizeof *out);
    LAUNCH(0, dim3(nb, 1, 1), dim3(bs, 1, 1), 0, &out);
    for (int g = 0; g < n; g++) {
        int lane = g % 32, base = g - lane;   /* v of lane l is base + l + 1 */
        int64_t *o = out + (size_t)g * NK, sum = 0, pre = 0, bal = 0;
        for (int l = 0; l < 32; l++) {
            sum += vof(base, l);
            if (l <= lane)
                pre += vof(base, l);
            if (vof(base, l) % 3 == 0)
                bal |= 1ll << l;
        }
        EXPECT(o[0] == sum, "xor sum of thread %d: %lld", g, (long long)o[0]);
        EXPECT(o[1] == (lane == 0 ? sum : -1), "down sum of thread %d: %lld", g, (long long)o[1]);
        EXPECT(o[2] == pre, "scan of thread %d: %lld", g, (long long)o[2]);
        EXPECT(o[3] == vof(base, (lane & ~7) + 3), "idx of thread %d: %lld", g, (long long)o[3]);
        EXPECT(o[4] == vof(base, lane ^ 1), "xor 1 of thread %d", g);
        EXPECT(o[5] == vof(base, lane % 16 + 3 < 16 ? lane + 3 : lane), "down 3/16 of %d", g);
        EXPECT(o[6] == vof(base, lane % 8 >= 5 ? lane - 5 : lane), "up 5/8 of %d", g);
        EXPECT(o[7] == bal, "ballot of %d: %llx", g, (unsigned long long)o[7]);
        EXPECT(o[8] == 110, "votes of %d: %lld", g, (long long)o[8]);
        EXPECT(o[9] == (lane < 16 ? 0xaaaa : 0x11110000), "half-warp ballot of %d: %llx", g,
               (unsigned long long)o[9]);
        EXPECT(o[10] == vof(base, lane), "xor 40 of %d", g);
        EXPECT(o[11] == vof(base, 3), "idx 35 of %d", g);
        EXPECT(o[12] == vof(base, lane & 4 ? lane - 4 : lane), "xor 4 in width 4 of %d: %lld", g,
               (long long)o[12]);
        EXPECT(o[13] == vof(base, lane < 31 ? lane + 1 : lane), "down f32 of %d", g);
    }

    int64_t *p = calloc(40 * 4, sizeof *p);
    LAUNCH(1, dim3(1, 1, 1), dim3(40, 1, 1), 0, &p);
    for (int i = 0; i < 40; i++) {
        int64_t *o = p + i * 4, seg = 0;
        int64_t act = i < 32 ? 0xffffffffll : 0xffll;
        for (int l = i / 8 * 8; l < i / 8 * 8 + 8; l++)
            seg += l + 1;
        EXPECT(o[0] == act && o[1] == act, "mask/ballot of %d: %llx %llx", i,
               (unsigned long long)o[0], (unsigned long long)o[1]);
        if (i % 8 == 0)
            EXPECT(o[2] == seg, "segment sum of %d: %lld", i, (long long)o[2]);
        if (i < 20)
            EXPECT(o[3] == 0xfffff, "ballot after exits of %d: %llx", i,
                   (unsigned long long)o[3]);
        if (i >= 32)
            EXPECT(o[3] == 0xff, "ballot of short warp %d", i);
    }

    int64_t m[64];
    int64_t *pm = m;
    LAUNCH(2, dim3(1, 1, 1), dim3(64, 1, 1), 0, &pm);
    for (int i = 0; i < 64; i++) {
        int lane = i % 32;
        int64_t want = (lane ^ 1) + (lane % 2 ? 0 : 1000 * 0x55555555ll);
        EXPECT(m[i] == want, "masks after exits, thread %d: %lld, expected %lld", i,
               (long long)m[i], (long long)want);
    }
    return emu_test_done();
}
