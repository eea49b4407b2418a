/* emu_round.c — CUDA's IEEE operations with an explicit rounding mode
 * (cudadevice's __fadd_rz, __dmul_ru, __fmaf_rd ...) for -Mcuda=emu: the
 * operation runs with the host's rounding mode switched for its duration.
 * op: 0 add, 1 sub, 2 mul, 3 div, 4 sqrt, 5 rcp, 6 fma (x*y+z); mode: 0
 * nearest, 1 toward zero, 2 up, 3 down (codegen/device_warp.c).
 */
#include "emu.h"

#include <fenv.h>
#include <math.h>

static int host_mode(int mode)
{
    static const int m[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
    return mode >= 0 && mode < 4 ? m[mode] : FE_TONEAREST;
}

float cuf90_emu_round_f32(int op, int mode, float x, float y, float z)
{
    int old = fegetround();
    fesetround(host_mode(mode));
    volatile float a = x, b = y, c = z, r;
    switch (op) {
    case 0: r = a + b; break;
    case 1: r = a - b; break;
    case 2: r = a * b; break;
    case 3: r = a / b; break;
    case 4: r = sqrtf(a); break;
    case 5: r = 1.0f / a; break;
    default: r = fmaf(a, b, c); break;
    }
    fesetround(old);
    return r;
}

double cuf90_emu_round_f64(int op, int mode, double x, double y, double z)
{
    int old = fegetround();
    fesetround(host_mode(mode));
    volatile double a = x, b = y, c = z, r;
    switch (op) {
    case 0: r = a + b; break;
    case 1: r = a - b; break;
    case 2: r = a * b; break;
    case 3: r = a / b; break;
    case 4: r = sqrt(a); break;
    case 5: r = 1.0 / a; break;
    default: r = fma(a, b, c); break;
    }
    fesetround(old);
    return r;
}
