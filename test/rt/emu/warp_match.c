// match_any/match_all and the sm_80 warp reductions (__reduce_*_sync)
// over full and partial masks, and the device clocks.
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include "emu_test.h"

#define NK 13

static void ops(int64_t *out)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int lane = t->lane;
    int64_t *o = out + (size_t)t->linear * NK;
    int32_t pred = -1;
    o[0] = cuf90_emu_match_any_i32(0xffffffffu, lane % 3);
    o[1] = cuf90_emu_match_any_i64(0xffffffffu, (int64_t)(lane / 8) << 40);
    o[2] = cuf90_emu_match_all_i32(0xffffffffu, 7, &pred);
    o[3] = pred;
    o[4] = cuf90_emu_match_all_i64(0xffffffffu, lane == 5, &pred);
    o[5] = pred;
    o[6] = cuf90_emu_reduce_add_i32(0xffffffffu, lane - 10);
    o[7] = cuf90_emu_reduce_min_i32(0xffffffffu, lane - 10);
    o[8] = cuf90_emu_reduce_max_u32(0xffffffffu, (uint32_t)(lane - 10));
    o[9] = cuf90_emu_reduce_or_u32(0xffffffffu, 1u << lane);
    o[10] = cuf90_emu_reduce_xor_u32(0xffffffffu, (uint32_t)lane);
    if (lane < 8)   /* a group of its own */
        o[11] = cuf90_emu_reduce_and_u32(0xffu, 0xf0u | (1u << lane));
    else
        o[11] = cuf90_emu_reduce_min_u32(0xffffff00u, (uint32_t)lane);
    int64_t c0 = cuf90_emu_clock64();
    uint64_t g0 = cuf90_emu_globaltimer();
    o[12] = cuf90_emu_clock64() >= c0 && cuf90_emu_globaltimer() >= g0 && g0 > 0;
}

EMU_IMAGE(EMU_KERNEL(ops, CUF90_ARG_PTR))

int main(void)
{
    int64_t *out = calloc(64 * NK, sizeof *out);
    LAUNCH(0, dim3(1, 1, 1), dim3(64, 1, 1), 0, &out);
    int32_t sum = 0, xr = 0;
    for (int l = 0; l < 32; l++)
        sum += l - 10, xr ^= l;
    for (int i = 0; i < 64; i++) {
        int lane = i % 32;
        int64_t *o = out + i * NK;
        uint32_t m3 = 0, m8 = 0xffu << (lane / 8 * 8);
        for (int l = lane % 3; l < 32; l += 3)
            m3 |= 1u << l;
        EXPECT(o[0] == m3, "match_any of %d: %llx", i, (unsigned long long)o[0]);
        EXPECT(o[1] == m8, "match_any i64 of %d: %llx", i, (unsigned long long)o[1]);
        EXPECT(o[2] == 0xffffffffll && o[3] == 1, "match_all of %d", i);
        EXPECT(o[4] == 0 && o[5] == 0, "match_all unequal of %d", i);
        EXPECT(o[6] == sum, "reduce_add of %d: %lld", i, (long long)o[6]);
        EXPECT(o[7] == -10, "reduce_min of %d", i);
        EXPECT((uint32_t)o[8] == (uint32_t)(9 - 10), "reduce_max_u32 of %d", i);
        EXPECT((uint32_t)o[9] == 0xffffffffu, "reduce_or of %d", i);
        EXPECT(o[10] == xr, "reduce_xor of %d", i);
        EXPECT(o[11] == (lane < 8 ? 0xf0 : 8), "split reduce of %d: %lld", i, (long long)o[11]);
        EXPECT(o[12] == 1, "clocks of %d", i);
    }
    return emu_test_done();
}
