/* intrinsic_cudadevice.c — the text of the intrinsic module cudadevice:
 * the CUDA device built-ins beyond the intrinsics every device subprogram
 * has (syncthreads, atomics, warp functions, threadidx & co), as BIND(C)
 * device functions named cuf90_dev_*, whose bodies codegen/device.c
 * defines for both device targets. Device subprograms see its names
 * without USE, as in nvfortran (cudafor_device_intrinsic). The
 * rounding-mode arithmetic (__fadd_rn ... __fma_rd) is generated.
 */
#include "sema_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char fixed_part[] =
    "module cudadevice\n"
    "  use cudafor, only: dim3\n"
    "  implicit none\n"
    "  interface\n"
    "    attributes(device) function __popc(i) bind(c, name='cuf90_dev_popc_i32')\n"
    "      integer(4) :: __popc\n"
    "      integer(4), value :: i\n"
    "    end function\n"
    "    attributes(device) function __popcll(i) bind(c, name='cuf90_dev_popc_i64')\n"
    "      integer(4) :: __popcll\n"
    "      integer(8), value :: i\n"
    "    end function\n"
    "    attributes(device) function __brev(i) bind(c, name='cuf90_dev_brev_i32')\n"
    "      integer(4) :: __brev\n"
    "      integer(4), value :: i\n"
    "    end function\n"
    "    attributes(device) function __brevll(i) bind(c, name='cuf90_dev_brev_i64')\n"
    "      integer(8) :: __brevll\n"
    "      integer(8), value :: i\n"
    "    end function\n"
    "    attributes(device) function __clz(i) bind(c, name='cuf90_dev_clz_i32')\n"
    "      integer(4) :: __clz\n"
    "      integer(4), value :: i\n"
    "    end function\n"
    "    attributes(device) function __clzll(i) bind(c, name='cuf90_dev_clz_i64')\n"
    "      integer(4) :: __clzll\n"
    "      integer(8), value :: i\n"
    "    end function\n"
    "    attributes(device) function __ffs(i) bind(c, name='cuf90_dev_ffs_i32')\n"
    "      integer(4) :: __ffs\n"
    "      integer(4), value :: i\n"
    "    end function\n"
    "    attributes(device) function __ffsll(i) bind(c, name='cuf90_dev_ffs_i64')\n"
    "      integer(4) :: __ffsll\n"
    "      integer(8), value :: i\n"
    "    end function\n"
    "    attributes(device) function __mulhi(i, j) bind(c, name='cuf90_dev_mulhi_i32')\n"
    "      integer(4) :: __mulhi\n"
    "      integer(4), value :: i\n"
    "      integer(4), value :: j\n"
    "    end function\n"
    "    attributes(device) function __umulhi(i, j) bind(c, name='cuf90_dev_umulhi_i32')\n"
    "      integer(4) :: __umulhi\n"
    "      integer(4), value :: i\n"
    "      integer(4), value :: j\n"
    "    end function\n"
    "    attributes(device) function __mul64hi(i, j) bind(c, name='cuf90_dev_mulhi_i64')\n"
    "      integer(8) :: __mul64hi\n"
    "      integer(8), value :: i\n"
    "      integer(8), value :: j\n"
    "    end function\n"
    "    attributes(device) function __umul64hi(i, j) bind(c, name='cuf90_dev_umulhi_i64')\n"
    "      integer(8) :: __umul64hi\n"
    "      integer(8), value :: i\n"
    "      integer(8), value :: j\n"
    "    end function\n"
    "    attributes(device) function __saturatef(x) bind(c, name='cuf90_dev_saturate_f32')\n"
    "      real(4) :: __saturatef\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function __fdividef(x, y) bind(c, name='cuf90_dev_fdivide_f32')\n"
    "      real(4) :: __fdividef\n"
    "      real(4), value :: x\n"
    "      real(4), value :: y\n"
    "    end function\n"
    "  end interface\n";



/* bit reinterpretations, byte permutes and funnel shifts */
static const char bits_part[] =
    "  interface\n"
    "    attributes(device) function __float_as_int(x) bind(c, name='cuf90_dev_as_f32_i32')\n"
    "      integer(4) :: __float_as_int\n"
    "      real(4), value :: x\n"
    "    end function\n"
    "    attributes(device) function __int_as_float(i) bind(c, name='cuf90_dev_as_i32_f32')\n"
    "      real(4) :: __int_as_float\n"
    "      integer(4), value :: i\n"
    "    end function\n"
    "    attributes(device) function __double_as_longlong(x) bind(c, name='cuf90_dev_as_f64_i64')\n"
    "      integer(8) :: __double_as_longlong\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function __longlong_as_double(i) bind(c, name='cuf90_dev_as_i64_f64')\n"
    "      real(8) :: __longlong_as_double\n"
    "      integer(8), value :: i\n"
    "    end function\n"
    "    attributes(device) function __double2hiint(x) bind(c, name='cuf90_dev_hiint_f64')\n"
    "      integer(4) :: __double2hiint\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function __double2loint(x) bind(c, name='cuf90_dev_loint_f64')\n"
    "      integer(4) :: __double2loint\n"
    "      real(8), value :: x\n"
    "    end function\n"
    "    attributes(device) function __hiloint2double(hi, lo) bind(c, name='cuf90_dev_hilo_i32')\n"
    "      real(8) :: __hiloint2double\n"
    "      integer(4), value :: hi, lo\n"
    "    end function\n"
    "    attributes(device) function __byte_perm(x, y, s) bind(c, name='cuf90_dev_byteperm_i32')\n"
    "      integer(4) :: __byte_perm\n"
    "      integer(4), value :: x, y, s\n"
    "    end function\n"
    "    attributes(device) function __funnelshift_l(lo, hi, shift) bind(c, name='cuf90_dev_fshl_i32')\n"
    "      integer(4) :: __funnelshift_l\n"
    "      integer(4), value :: lo, hi, shift\n"
    "    end function\n"
    "    attributes(device) function __funnelshift_lc(lo, hi, shift) bind(c, name='cuf90_dev_fshlc_i32')\n"
    "      integer(4) :: __funnelshift_lc\n"
    "      integer(4), value :: lo, hi, shift\n"
    "    end function\n"
    "    attributes(device) function __funnelshift_r(lo, hi, shift) bind(c, name='cuf90_dev_fshr_i32')\n"
    "      integer(4) :: __funnelshift_r\n"
    "      integer(4), value :: lo, hi, shift\n"
    "    end function\n"
    "    attributes(device) function __funnelshift_rc(lo, hi, shift) bind(c, name='cuf90_dev_fshrc_i32')\n"
    "      integer(4) :: __funnelshift_rc\n"
    "      integer(4), value :: lo, hi, shift\n"
    "    end function\n"
    "  end interface\n";

/* __<f|d><op>_<mode>: CUDA's IEEE operations with a rounding mode, for
 * REAL(4) (f, fma: __fmaf_) and REAL(8) (d, fma: __fma_); bind names
 * cuf90_dev_round_<op>_<mode>_<f32|f64>. */
static void rounding_part(char *buf, size_t cap, size_t *n)
{
    static const struct { const char *op; int nargs; } ops[] = {
        {"add", 2}, {"sub", 2}, {"mul", 2}, {"div", 2}, {"sqrt", 1}, {"rcp", 1}, {"fma", 3},
    };
    static const char *const modes[] = {"rn", "rz", "ru", "rd"};
    static const char *const argl[] = {"", "x", "x, y", "x, y, z"};
    *n += (size_t)snprintf(buf + *n, cap - *n, "  interface\n");
    for (int w = 0; w < 2; w++)
        for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
            for (int m = 0; m < 4; m++) {
                char name[32];
                if (!strcmp(ops[o].op, "fma"))
                    snprintf(name, sizeof name, "__fma%s_%s", w ? "" : "f", modes[m]);
                else
                    snprintf(name, sizeof name, "__%c%s_%s", w ? 'd' : 'f', ops[o].op, modes[m]);
                int k = w ? 8 : 4;
                *n += (size_t)snprintf(buf + *n, cap - *n,
                                       "    attributes(device) function %s(%s) bind(c, name='cuf90_dev_round_%s_%s_f%d')\n"
                                       "      real(%d) :: %s\n"
                                       "      real(%d), value :: %s\n"
                                       "    end function\n",
                                       name, argl[ops[o].nargs], ops[o].op, modes[m], 8 * k, k, name, k,
                                       argl[ops[o].nargs]);
            }
    *n += (size_t)snprintf(buf + *n, cap - *n, "  end interface\n");
}

/* Half precision (REAL(2)) conversions and arithmetic, CUDA's cuda_fp16
 * names; bind names cuf90_dev_cvt_<from>_<to> (rounding to nearest, the
 * integer results toward zero as __half2int_rz), cuf90_dev_h<op>_f16. */
static void half_part(char *buf, size_t cap, size_t *n)
{
    static const struct { const char *name, *result, *args, *bind; int nargs; } fns[] = {
        {"__float2half_rn", "real(2)", "real(4)", "cvt_f32_f16", 1},
        {"__float2half", "real(2)", "real(4)", "cvt_f32_f16", 1},
        {"__half2float", "real(4)", "real(2)", "cvt_f16_f32", 1},
        {"__double2half", "real(2)", "real(8)", "cvt_f64_f16", 1},
        {"__int2half_rn", "real(2)", "integer(4)", "cvt_i32_f16", 1},
        {"__half2int_rz", "integer(4)", "real(2)", "cvt_f16_i32", 1},
        {"__short_as_half", "real(2)", "integer(2)", "as_i16_f16", 1},
        {"__half_as_short", "integer(2)", "real(2)", "as_f16_i16", 1},
        {"__hadd", "real(2)", "real(2)", "hadd_f16", 2},
        {"__hsub", "real(2)", "real(2)", "hsub_f16", 2},
        {"__hmul", "real(2)", "real(2)", "hmul_f16", 2},
        {"__hdiv", "real(2)", "real(2)", "hdiv_f16", 2},
        {"__hfma", "real(2)", "real(2)", "hfma_f16", 3},
        {"__habs", "real(2)", "real(2)", "habs_f16", 1},
        {"__hneg", "real(2)", "real(2)", "hneg_f16", 1},
    };
    *n += (size_t)snprintf(buf + *n, cap - *n, "  interface\n");
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        const char *b = fns[i].bind;
        const char *argl = fns[i].nargs == 3 ? "x, y, z" : fns[i].nargs == 2 ? "x, y" : "x";
        *n += (size_t)snprintf(buf + *n, cap - *n,
                               "    attributes(device) function %s(%s) bind(c, name='cuf90_dev_%s')\n"
                               "      %s :: %s\n"
                               "      %s, value :: %s\n"
                               "    end function\n",
                               fns[i].name, argl, b, fns[i].result, fns[i].name, fns[i].args, argl);
    }
    *n += (size_t)snprintf(buf + *n, cap - *n, "  end interface\n");
}

const char *cudadevice_source(void)
{
    static char *text;
    if (text)
        return text;
    size_t cap = sizeof fixed_part + sizeof bits_part + 64 * 1024, n = 0;
    text = malloc(cap);
    n += (size_t)snprintf(text + n, cap - n, "%s%s", fixed_part, bits_part);
    rounding_part(text, cap, &n);
    half_part(text, cap, &n);
    snprintf(text + n, cap - n, "end module cudadevice\n");
    return text;
}
