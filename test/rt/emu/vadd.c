// Vector add over many blocks, and every parameter kind of the kernel ABI
// (by-value scalars through libffi, aggregates by reference).
// RUN: %emu-cc %s -o %t.o && %cuf90 %t.o -o %t && %t | FileCheck %s
// CHECK: PASS
#include <complex.h>
#include "emu_test.h"

static void vadd(const float *a, const float *b, float *c, int32_t n)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    int i = gx(t);
    if (i < n)
        c[i] = a[i] + b[i];
}

typedef struct Pair { double d; int32_t k; } Pair;

/* one thread per parameter kind writes what it received */
static void kinds(double *out, int8_t i8, int16_t i16, int32_t i32, int64_t i64, float f32,
                  double f64, const float complex *c32, const double complex *c64,
                  const Pair *s)
{
    cuf90_emu_thread *t = cuf90_emu_self();
    double v[] = {i8, i16, i32, (double)i64, f32, f64, crealf(*c32) + 10 * cimagf(*c32),
                  creal(*c64) + 10 * cimag(*c64), s->d + s->k};
    out[t->threadidx.x] = v[t->threadidx.x];
}

EMU_IMAGE(EMU_KERNEL(vadd, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_PTR, CUF90_ARG_I32),
          EMU_KERNEL(kinds, CUF90_ARG_PTR, CUF90_ARG_I8, CUF90_ARG_I16, CUF90_ARG_I32,
                     CUF90_ARG_I64, CUF90_ARG_F32, CUF90_ARG_F64, CUF90_ARG_C32,
                     CUF90_ARG_C64, CUF90_ARG_STRUCT))

int main(void)
{
    int32_t n = 100003;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
    for (int i = 0; i < n; i++) {
        a[i] = (float)i;
        b[i] = 2.0f * (float)i;
        c[i] = -1;
    }
    LAUNCH(0, dim3((n + 127) / 128, 1, 1), dim3(128, 1, 1), 0, &a, &b, &c, &n);
    for (int i = 0; i < n; i++)
        EXPECT(c[i] == 3.0f * (float)i, "c(%d) = %g", i + 1, c[i]);

    double out[9];
    int8_t i8 = -5;
    int16_t i16 = 3000;
    int32_t i32 = -70000;
    int64_t i64 = 1ll << 40;
    float f32 = 1.5f;
    double f64 = -2.25;
    float complex c32 = 1.0f + 2.0f * I;
    double complex c64 = 3.0 + 4.0 * I;
    Pair s = {0.5, 7};
    double *outp = out;
    LAUNCH(1, dim3(1, 1, 1), dim3(9, 1, 1), 0, &outp, &i8, &i16, &i32, &i64, &f32, &f64, &c32,
           &c64, &s);
    double want[] = {-5, 3000, -70000, (double)(1ll << 40), 1.5, -2.25, 21, 43, 7.5};
    for (int i = 0; i < 9; i++)
        EXPECT(out[i] == want[i], "parameter %d: %g, expected %g", i + 2, out[i], want[i]);
    /* outside device code there is no emulated thread */
    EXPECT(cuf90_emu_self() == NULL, "self outside a kernel");
    return emu_test_done();
}
