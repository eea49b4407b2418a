/* ieee.c — the procedures of the built-in IEEE modules (sema/intrinsic_ieee.c)
 * that libgfortran does not export because gfortran expands them inline:
 * the classification and sign functions and the support inquiries. The flag,
 * halting, rounding and value procedures bind to libgfortran's own module
 * procedures, so they share its floating-point environment handling. */
#include <math.h>
#include <stdint.h>

int32_t cuf90_ieee_is_nan_r4(float x) { return isnan(x) != 0; }
int32_t cuf90_ieee_is_nan_r8(double x) { return isnan(x) != 0; }
int32_t cuf90_ieee_is_finite_r4(float x) { return isfinite(x) != 0; }
int32_t cuf90_ieee_is_finite_r8(double x) { return isfinite(x) != 0; }
int32_t cuf90_ieee_is_normal_r4(float x) { return isnormal(x) || x == 0.0f; }
int32_t cuf90_ieee_is_normal_r8(double x) { return isnormal(x) || x == 0.0; }
/* -0.0 and -Inf are negative; a NaN is neither negative nor positive */
int32_t cuf90_ieee_is_negative_r4(float x) { return !isnan(x) && signbit(x) != 0; }
int32_t cuf90_ieee_is_negative_r8(double x) { return !isnan(x) && signbit(x) != 0; }
int32_t cuf90_ieee_unordered_r4(float x, float y) { return isnan(x) || isnan(y); }
int32_t cuf90_ieee_unordered_r8(double x, double y) { return isnan(x) || isnan(y); }
/* y arrives as REAL(8) whatever its kind: the conversion keeps its sign */
float cuf90_ieee_copy_sign_r4(float x, double y) { return copysignf(x, (float)y); }
double cuf90_ieee_copy_sign_r8(double x, double y) { return copysign(x, y); }
/* IEEE_CLASS_TYPE values of libgfortran (ieee_quiet_nan = 2, ...) */
static int32_t classify(int c, int neg)
{
    switch (c) {
    case FP_NAN: return 2;
    case FP_INFINITE: return neg ? 3 : 10;
    case FP_ZERO: return neg ? 6 : 7;
    case FP_SUBNORMAL: return neg ? 5 : 8;
    default: return neg ? 4 : 9;
    }
}
int32_t cuf90_ieee_class_r4(float x) { return classify(fpclassify(x), signbit(x) != 0); }
int32_t cuf90_ieee_class_r8(double x) { return classify(fpclassify(x), signbit(x) != 0); }

/* Every IEEE feature, flag, halting mode and rounding mode (IEEE_OTHER too)
 * is supported for REAL(4) and REAL(8) on x86-64, as gfortran answers; the
 * arguments are only inquiry arguments. */
int32_t cuf90_ieee_support(void) { return 1; }
int32_t cuf90_ieee_support_x(const void *x) { (void)x; return 1; }
int32_t cuf90_ieee_support_of(const int32_t *what) { (void)what; return 1; }
int32_t cuf90_ieee_support_of_x(const int32_t *what, const void *x) { (void)what; (void)x; return 1; }
