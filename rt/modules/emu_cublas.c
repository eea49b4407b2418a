/* emu_cublas.c — cuBLAS under -Mcuda=emu: the entry points rt/modules/
 * cublas.f90 binds to (the v2 API with handles, the batched routines and the
 * CUDA 3.2 helpers), computed on the host: level 1 here, levels 2 and 3 and
 * the batched LU through the host BLAS and LAPACK (emu_libs.h). Launches
 * are synchronous under emulation, so a stream is only remembered. */
#include <complex.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_libs.h"

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 3, INVALID_VALUE = 7 };

typedef struct {
    int pointer_mode, math_mode, atomics_mode;
    int64_t stream;
} Handle;

typedef float _Complex c32;
typedef double _Complex c64;

/* ---- scalars as the pointer mode says ----
 * cuBLAS reads alpha and beta (and writes a level-1 result) in host memory
 * in CUBLAS_POINTER_MODE_HOST and in device memory in _DEVICE. So do these:
 * in the host mode a scalar is read (written) outside the device-memory
 * guard, and one in device memory, which cuBLAS would dereference as a host
 * address on the GPU (a segmentation fault there), stops the program with a
 * line naming the routine and the argument (the guard's regions are known:
 * CUF90_EMU_GUARD_DEVICE=1, as in the tests); in the device mode it is read
 * (written) inside the guard. Under emulation a host scalar in the device
 * mode still works (managed and pinned scalars are right there, and the
 * emulator cannot tell pageable host memory from them). The computations
 * then use the local copies. */
enum { POINTER_MODE_HOST = 0, POINTER_MODE_DEVICE = 1 };

static bool device_mode(const Handle *h) { return h && h->pointer_mode == POINTER_MODE_DEVICE; }

static void host_scalar_check(const char *fn, const char *arg, const void *p)
{
    if (p && rt_hostdev_pointer_device(p) >= 0) {
        fprintf(stderr,
                "cuf90 -Mcuda=emu: %s: %s is in device memory, but the handle's pointer mode is "
                "CUBLAS_POINTER_MODE_HOST (cuBLAS reads it as a host address: a segmentation fault on the GPU); "
                "set CUBLAS_POINTER_MODE_DEVICE with cublasSetPointerMode or pass a host scalar\n",
                fn, arg);
        abort();
    }
}

static void scalar_in(const Handle *h, const char *fn, const char *arg, void *copy, const void *p, size_t size)
{
    if (device_mode(h)) {
        EMU_OPEN();
        memcpy(copy, p, size);
        EMU_CLOSE();
    } else {
        host_scalar_check(fn, arg, p);
        memcpy(copy, p, size);
    }
}

static void scalar_out(const Handle *h, const char *fn, const char *arg, void *p, const void *value, size_t size)
{
    if (device_mode(h)) {
        EMU_OPEN();
        memcpy(p, value, size);
        EMU_CLOSE();
    } else {
        host_scalar_check(fn, arg, p);
        memcpy(p, value, size);
    }
}

/* T a_; SCALAR(h, alpha, a_): alpha's value read into a_ as the mode says,
 * and alpha now points at a_ */
#define SCALAR(h, p, copy) ((p) = (scalar_in((h), __func__, #p, &(copy), (p), sizeof(copy)), &(copy)))

static char op_char(int op) { return op == 0 ? 'N' : op == 1 ? 'T' : 'C'; }
static char fill_char(int f) { return f == 0 ? 'L' : 'U'; }
static char diag_char(int d) { return d == 0 ? 'N' : 'U'; }
static char side_char(int s) { return s == 0 ? 'L' : 'R'; }

/* element i of a BLAS vector of n elements with stride inc (inc < 0 walks
 * it backwards from its last element) */
static ptrdiff_t at(int i, int inc, int n)
{
    return inc >= 0 ? (ptrdiff_t)i * inc : (ptrdiff_t)(n - 1 - i) * -inc;
}

/* ---- handles ---- */

int cublasCreate_v2(Handle **h)
{
    Handle *p = calloc(1, sizeof *p);
    if (!p)
        return ALLOC_FAILED;
    *h = p;
    return OK;
}

int cublasDestroy_v2(Handle *h)
{
    if (!h)
        return NOT_INITIALIZED;
    free(h);
    return OK;
}

int cublasGetVersion_v2(Handle *h, int *v)
{
    (void)h;
    *v = 130000; /* the API of cuBLAS 13 */
    return OK;
}

#define MODE_ACCESSORS(Name, field)                                                                        \
    int cublasSet##Name(Handle *h, int m)                                                                  \
    {                                                                                                      \
        if (!h)                                                                                            \
            return NOT_INITIALIZED;                                                                        \
        h->field = m;                                                                                      \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublasGet##Name(Handle *h, int *m)                                                                 \
    {                                                                                                      \
        if (!h)                                                                                            \
            return NOT_INITIALIZED;                                                                        \
        *m = h->field;                                                                                     \
        return OK;                                                                                         \
    }
MODE_ACCESSORS(PointerMode_v2, pointer_mode)
MODE_ACCESSORS(MathMode, math_mode)
MODE_ACCESSORS(AtomicsMode, atomics_mode)

int cublasSetStream_v2(Handle *h, int64_t s)
{
    if (!h)
        return NOT_INITIALIZED;
    h->stream = s;
    return OK;
}

int cublasGetStream_v2(Handle *h, int64_t *s)
{
    if (!h)
        return NOT_INITIALIZED;
    *s = h->stream;
    return OK;
}

/* ---- the helpers of CUDA 3.2 ---- */

static int legacy_error;

int cublasInit(void) { return OK; }
int cublasShutdown(void) { return OK; }

int cublasGetError(void)
{
    int e = legacy_error;
    legacy_error = OK;
    return e;
}

int cublasSetKernelStream(int64_t s)
{
    (void)s;
    return OK;
}

int cublasAlloc(int n, int elemsize, void **p)
{
    if (n <= 0 || elemsize <= 0)
        return INVALID_VALUE;
    return cuf90_cudaMalloc_cptr(p, (int64_t)n * elemsize) ? ALLOC_FAILED : OK;
}

int cublasFree(void *p) { return cuf90_cudaFree_cptr(p) ? INVALID_VALUE : OK; }

static int copy_strided(int n, int elemsize, const char *x, int incx, char *y, int incy)
{
    if (n < 0 || elemsize <= 0 || incx <= 0 || incy <= 0)
        return INVALID_VALUE;
    EMU_OPEN();
    for (int i = 0; i < n; i++)
        memcpy(y + (size_t)i * incy * elemsize, x + (size_t)i * incx * elemsize, (size_t)elemsize);
    EMU_CLOSE();
    return OK;
}

static int copy_matrix(int rows, int cols, int elemsize, const char *a, int lda, char *b, int ldb)
{
    if (rows < 0 || cols < 0 || elemsize <= 0 || lda < rows || ldb < rows || lda <= 0 || ldb <= 0)
        return INVALID_VALUE;
    EMU_OPEN();
    for (int j = 0; j < cols; j++)
        memcpy(b + (size_t)j * ldb * elemsize, a + (size_t)j * lda * elemsize, (size_t)rows * elemsize);
    EMU_CLOSE();
    return OK;
}

int cublasSetVector(int n, int es, const void *x, int incx, void *y, int incy) { return copy_strided(n, es, x, incx, y, incy); }
int cublasGetVector(int n, int es, const void *x, int incx, void *y, int incy) { return copy_strided(n, es, x, incx, y, incy); }
int cublasSetVectorAsync(int n, int es, const void *x, int incx, void *y, int incy, int64_t s) { (void)s; return copy_strided(n, es, x, incx, y, incy); }
int cublasGetVectorAsync(int n, int es, const void *x, int incx, void *y, int incy, int64_t s) { (void)s; return copy_strided(n, es, x, incx, y, incy); }
int cublasSetMatrix(int r, int c, int es, const void *a, int lda, void *b, int ldb) { return copy_matrix(r, c, es, a, lda, b, ldb); }
int cublasGetMatrix(int r, int c, int es, const void *a, int lda, void *b, int ldb) { return copy_matrix(r, c, es, a, lda, b, ldb); }
int cublasSetMatrixAsync(int r, int c, int es, const void *a, int lda, void *b, int ldb, int64_t s) { (void)s; return copy_matrix(r, c, es, a, lda, b, ldb); }
int cublasGetMatrixAsync(int r, int c, int es, const void *a, int lda, void *b, int ldb, int64_t s) { (void)s; return copy_matrix(r, c, es, a, lda, b, ldb); }

/* ---- level 1, for each type: T the element, R its real type, P the BLAS
 * prefix; ABS1 is |re| + |im| (BLAS's measure for amax/asum), CONJ ---- */

#define LEVEL1(P, p, T, R, ABS1, SQ, CONJ)                                                                 \
    int cublas##P##axpy_v2(Handle *h, int n, const T *alpha, const T *x, int incx, T *y, int incy)        \
    {                                                                                                      \
        T a;                                                                                               \
        scalar_in(h, __func__, "alpha", &a, alpha, sizeof a);                                              \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < n; i++)                                                                        \
            y[at(i, incy, n)] += a * x[at(i, incx, n)];                                                    \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##scal_v2(Handle *h, int n, const T *alpha, T *x, int incx)                               \
    {                                                                                                      \
        T a;                                                                                               \
        scalar_in(h, __func__, "alpha", &a, alpha, sizeof a);                                              \
        EMU_OPEN();                                                                                        \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            x[(ptrdiff_t)i * incx] *= a;                                                                   \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##copy_v2(Handle *h, int n, const T *x, int incx, T *y, int incy)                         \
    {                                                                                                      \
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < n; i++)                                                                        \
            y[at(i, incy, n)] = x[at(i, incx, n)];                                                         \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##swap_v2(Handle *h, int n, T *x, int incx, T *y, int incy)                               \
    {                                                                                                      \
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < n; i++) {                                                                      \
            T t = y[at(i, incy, n)];                                                                       \
            y[at(i, incy, n)] = x[at(i, incx, n)];                                                         \
            x[at(i, incx, n)] = t;                                                                         \
        }                                                                                                  \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##iamax(const Handle *h, const char *fn, int n, const T *x, int incx, int *result,         \
                        int sign)                                                                          \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        int best = 0;                                                                                      \
        for (int i = 1; incx > 0 && i < n; i++)                                                            \
            if (sign * ABS1(x[(ptrdiff_t)i * incx]) > sign * ABS1(x[(ptrdiff_t)best * incx]))              \
                best = i;                                                                                  \
        int r = n > 0 && incx > 0 ? best + 1 : 0;                                                          \
        EMU_CLOSE();                                                                                       \
        scalar_out(h, fn, "result", result, &r, sizeof r);                                                 \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublasI##p##amax_v2(Handle *h, int n, const T *x, int incx, int *result)                           \
    {                                                                                                      \
        return P##iamax(h, __func__, n, x, incx, result, 1);                                               \
    }                                                                                                      \
    int cublasI##p##amin_v2(Handle *h, int n, const T *x, int incx, int *result)                           \
    {                                                                                                      \
        return P##iamax(h, __func__, n, x, incx, result, -1);                                              \
    }                                                                                                      \
    static int P##asum(const Handle *h, const char *fn, int n, const T *x, int incx, R *result)            \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        double s = 0;                                                                                      \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            s += ABS1(x[(ptrdiff_t)i * incx]);                                                             \
        R r = (R)s;                                                                                        \
        EMU_CLOSE();                                                                                       \
        scalar_out(h, fn, "result", result, &r, sizeof r);                                                 \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##nrm2(const Handle *h, const char *fn, int n, const T *x, int incx, R *result)            \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        double s = 0;                                                                                      \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            s += SQ(x[(ptrdiff_t)i * incx]);                                                               \
        R r = (R)sqrt(s);                                                                                  \
        EMU_CLOSE();                                                                                       \
        scalar_out(h, fn, "result", result, &r, sizeof r);                                                 \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##dot(const Handle *h, const char *fn, int n, const T *x, int incx, const T *y, int incy,\
                      T *result, int cj)                                                                   \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        T s = 0;                                                                                           \
        for (int i = 0; i < n; i++) {                                                                      \
            T xi = x[at(i, incx, n)];                                                                      \
            s += (cj ? CONJ(xi) : xi) * y[at(i, incy, n)];                                               \
        }                                                                                                  \
        EMU_CLOSE();                                                                                       \
        scalar_out(h, fn, "result", result, &s, sizeof s);                                                 \
        return OK;                                                                                         \
    }

#define ABS_R(v) fabs((double)(v))
#define ABS_C(v) (fabs((double)creal(v)) + fabs((double)cimag(v)))
#define SQ_R(v) ((double)(v) * (double)(v))
#define SQ_C(v) ((double)creal(v) * creal(v) + (double)cimag(v) * cimag(v))
#define NOCONJ(v) (v)
LEVEL1(S, s, float, float, ABS_R, SQ_R, NOCONJ)
LEVEL1(D, d, double, double, ABS_R, SQ_R, NOCONJ)
LEVEL1(C, c, c32, float, ABS_C, SQ_C, conjf)
LEVEL1(Z, z, c64, double, ABS_C, SQ_C, conj)

int cublasSasum_v2(Handle *h, int n, const float *x, int incx, float *r) { return Sasum(h, __func__, n, x, incx, r); }
int cublasDasum_v2(Handle *h, int n, const double *x, int incx, double *r) { return Dasum(h, __func__, n, x, incx, r); }
int cublasScasum_v2(Handle *h, int n, const c32 *x, int incx, float *r) { return Casum(h, __func__, n, x, incx, r); }
int cublasDzasum_v2(Handle *h, int n, const c64 *x, int incx, double *r) { return Zasum(h, __func__, n, x, incx, r); }
int cublasSnrm2_v2(Handle *h, int n, const float *x, int incx, float *r) { return Snrm2(h, __func__, n, x, incx, r); }
int cublasDnrm2_v2(Handle *h, int n, const double *x, int incx, double *r) { return Dnrm2(h, __func__, n, x, incx, r); }
int cublasScnrm2_v2(Handle *h, int n, const c32 *x, int incx, float *r) { return Cnrm2(h, __func__, n, x, incx, r); }
int cublasDznrm2_v2(Handle *h, int n, const c64 *x, int incx, double *r) { return Znrm2(h, __func__, n, x, incx, r); }
int cublasSdot_v2(Handle *h, int n, const float *x, int incx, const float *y, int incy, float *r) { return Sdot(h, __func__, n, x, incx, y, incy, r, 0); }
int cublasDdot_v2(Handle *h, int n, const double *x, int incx, const double *y, int incy, double *r) { return Ddot(h, __func__, n, x, incx, y, incy, r, 0); }
int cublasCdotu_v2(Handle *h, int n, const c32 *x, int incx, const c32 *y, int incy, c32 *r) { return Cdot(h, __func__, n, x, incx, y, incy, r, 0); }
int cublasCdotc_v2(Handle *h, int n, const c32 *x, int incx, const c32 *y, int incy, c32 *r) { return Cdot(h, __func__, n, x, incx, y, incy, r, 1); }
int cublasZdotu_v2(Handle *h, int n, const c64 *x, int incx, const c64 *y, int incy, c64 *r) { return Zdot(h, __func__, n, x, incx, y, incy, r, 0); }
int cublasZdotc_v2(Handle *h, int n, const c64 *x, int incx, const c64 *y, int incy, c64 *r) { return Zdot(h, __func__, n, x, incx, y, incy, r, 1); }

#define REAL_SCAL(name, T, R)                                                                              \
    int name(Handle *h, int n, const R *alpha, T *x, int incx)                                             \
    {                                                                                                      \
        R a;                                                                                               \
        scalar_in(h, __func__, "alpha", &a, alpha, sizeof a);                                              \
        EMU_OPEN();                                                                                        \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            x[(ptrdiff_t)i * incx] *= a;                                                                   \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
REAL_SCAL(cublasCsscal_v2, c32, float)
REAL_SCAL(cublasZdscal_v2, c64, double)

#define ROT(P, T)                                                                                          \
    int cublas##P##rot_v2(Handle *h, int n, T *x, int incx, T *y, int incy, const T *c, const T *s)        \
    {                                                                                                      \
        T cc, ss;                                                                                          \
        scalar_in(h, __func__, "c", &cc, c, sizeof cc);                                                    \
        scalar_in(h, __func__, "s", &ss, s, sizeof ss);                                                    \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < n; i++) {                                                                      \
            T xi = x[at(i, incx, n)], yi = y[at(i, incy, n)];                                              \
            x[at(i, incx, n)] = cc * xi + ss * yi;                                                         \
            y[at(i, incy, n)] = cc * yi - ss * xi;                                                         \
        }                                                                                                  \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
ROT(S, float)
ROT(D, double)

/* ---- levels 2 and 3 through the host BLAS (Fortran calling convention:
 * everything by reference, the character arguments' lengths at the end) ---- */

#define BLAS(fn, name) static fn##_t *fn##_p; if (!fn##_p) fn##_p = (fn##_t *)emu_blas_sym(name)

#define LEVEL23(P, p, T)                                                                                   \
    typedef void p##gemv_t(const char *, const int *, const int *, const T *, const T *, const int *,     \
                           const T *, const int *, const T *, T *, const int *, size_t);                   \
    int cublas##P##gemv_v2(Handle *h, int trans, int m, int n, const T *alpha, const T *a, int lda,       \
                           const T *x, int incx, const T *beta, T *y, int incy)                            \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(p##gemv, #p "gemv_");                                                                         \
        char t = op_char(trans);                                                                           \
        EMU_OPEN();                                                                                        \
        p##gemv_p(&t, &m, &n, alpha, a, &lda, x, &incx, beta, y, &incy, 1);                                \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##gemm_t(const char *, const char *, const int *, const int *, const int *, const T *,  \
                           const T *, const int *, const T *, const int *, const T *, T *, const int *,    \
                           size_t, size_t);                                                                \
    static void P##gemm(int ta, int tb, int m, int n, int k, const T *alpha, const T *a, int lda,         \
                        const T *b, int ldb, const T *beta, T *c, int ldc)                                 \
    {                                                                                                      \
        BLAS(p##gemm, #p "gemm_");                                                                         \
        char x = op_char(ta), y = op_char(tb);                                                             \
        p##gemm_p(&x, &y, &m, &n, &k, alpha, a, &lda, b, &ldb, beta, c, &ldc, 1, 1);                       \
    }                                                                                                      \
    int cublas##P##gemm_v2(Handle *h, int ta, int tb, int m, int n, int k, const T *alpha, const T *a,    \
                           int lda, const T *b, int ldb, const T *beta, T *c, int ldc)                     \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        EMU_OPEN();                                                                                        \
        P##gemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);                                     \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##gemmBatched(Handle *h, int ta, int tb, int m, int n, int k, const T *alpha,            \
                               const T *const *a, int lda, const T *const *b, int ldb, const T *beta,      \
                               T *const *c, int ldc, int count)                                            \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < count; i++)                                                                    \
            P##gemm(ta, tb, m, n, k, alpha, a[i], lda, b[i], ldb, beta, c[i], ldc);                        \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##gemmStridedBatched(Handle *h, int ta, int tb, int m, int n, int k, const T *alpha,     \
                                      const T *a, int lda, long long sa, const T *b, int ldb, long long sb, \
                                      const T *beta, T *c, int ldc, long long sc, int count)               \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < count; i++)                                                                    \
            P##gemm(ta, tb, m, n, k, alpha, a + i * sa, lda, b + i * sb, ldb, beta, c + i * sc, ldc);      \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##syrk_t(const char *, const char *, const int *, const int *, const T *, const T *,    \
                           const int *, const T *, T *, const int *, size_t, size_t);                      \
    int cublas##P##syrk_v2(Handle *h, int uplo, int trans, int n, int k, const T *alpha, const T *a,      \
                           int lda, const T *beta, T *c, int ldc)                                          \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(p##syrk, #p "syrk_");                                                                         \
        char u = fill_char(uplo), t = op_char(trans);                                                      \
        EMU_OPEN();                                                                                        \
        p##syrk_p(&u, &t, &n, &k, alpha, a, &lda, beta, c, &ldc, 1, 1);                                    \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##trsm_t(const char *, const char *, const char *, const char *, const int *,           \
                           const int *, const T *, const T *, const int *, T *, const int *, size_t,       \
                           size_t, size_t, size_t);                                                        \
    int cublas##P##trsm_v2(Handle *h, int side, int uplo, int trans, int diag, int m, int n,              \
                           const T *alpha, const T *a, int lda, T *b, int ldb)                             \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(p##trsm, #p "trsm_");                                                                         \
        char s = side_char(side), u = fill_char(uplo), t = op_char(trans), d = diag_char(diag);            \
        EMU_OPEN();                                                                                        \
        p##trsm_p(&s, &u, &t, &d, &m, &n, alpha, a, &lda, b, &ldb, 1, 1, 1, 1);                             \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##getrf_t(const int *, const int *, T *, const int *, int *, int *);                    \
    int cublas##P##getrfBatched(Handle *h, int n, T *const *a, int lda, int *ipiv, int *info, int count)  \
    {                                                                                                      \
        (void)h;                                                                                           \
        static p##getrf_t *getrf;                                                                          \
        if (!getrf)                                                                                        \
            getrf = (p##getrf_t *)emu_lapack_sym(#p "getrf_");                                             \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < count; i++)                                                                    \
            getrf(&n, &n, a[i], &lda, ipiv + (size_t)i * n, info + i);                                     \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##getrs_t(const char *, const int *, const int *, const T *, const int *, const int *,  \
                            T *, const int *, int *, size_t);                                              \
    int cublas##P##getrsBatched(Handle *h, int trans, int n, int nrhs, const T *const *a, int lda,        \
                                const int *ipiv, T *const *b, int ldb, int *info, int count)               \
    {                                                                                                      \
        (void)h;                                                                                           \
        static p##getrs_t *getrs;                                                                          \
        if (!getrs)                                                                                        \
            getrs = (p##getrs_t *)emu_lapack_sym(#p "getrs_");                                             \
        char t = op_char(trans);                                                                           \
        *info = 0;                                                                                         \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < count; i++) {                                                                  \
            int e = 0;                                                                                     \
            getrs(&t, &n, &nrhs, a[i], &lda, ipiv + (size_t)i * n, b[i], &ldb, &e, 1);                     \
            if (e < 0 && !*info)                                                                           \
                *info = e;                                                                                 \
        }                                                                                                  \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
LEVEL23(S, s, float)
LEVEL23(D, d, double)
LEVEL23(C, c, c32)
LEVEL23(Z, z, c64)

/* symm and hemm: C = alpha A B + beta C (or B A), A symmetric/Hermitian */
#define SIDE_MM(name, blas, T)                                                                             \
    typedef void name##_t(const char *, const char *, const int *, const int *, const T *, const T *,     \
                          const int *, const T *, const int *, const T *, T *, const int *, size_t,        \
                          size_t);                                                                         \
    int name(Handle *h, int side, int uplo, int m, int n, const T *alpha, const T *a, int lda, const T *b, \
             int ldb, const T *beta, T *c, int ldc)                                                        \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(name, blas);                                                                                  \
        char s = side_char(side), u = fill_char(uplo);                                                     \
        EMU_OPEN();                                                                                        \
        name##_p(&s, &u, &m, &n, alpha, a, &lda, b, &ldb, beta, c, &ldc, 1, 1);                            \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
SIDE_MM(cublasSsymm_v2, "ssymm_", float)
SIDE_MM(cublasDsymm_v2, "dsymm_", double)
SIDE_MM(cublasCsymm_v2, "csymm_", c32)
SIDE_MM(cublasZsymm_v2, "zsymm_", c64)
SIDE_MM(cublasChemm_v2, "chemm_", c32)
SIDE_MM(cublasZhemm_v2, "zhemm_", c64)

/* trmm: v2 writes op(A) B (or B op(A)) into C; the host BLAS works in
 * place, so B is copied into C first (legacy calls pass C = B) */
#define TRMM(P, p, T)                                                                                      \
    typedef void p##trmm_t(const char *, const char *, const char *, const char *, const int *,           \
                           const int *, const T *, const T *, const int *, T *, const int *, size_t,       \
                           size_t, size_t, size_t);                                                        \
    int cublas##P##trmm_v2(Handle *h, int side, int uplo, int trans, int diag, int m, int n,              \
                           const T *alpha, const T *a, int lda, const T *b, int ldb, T *c, int ldc)        \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(p##trmm, #p "trmm_");                                                                         \
        char s = side_char(side), u = fill_char(uplo), t = op_char(trans), d = diag_char(diag);            \
        EMU_OPEN();                                                                                        \
        if (c != b)                                                                                        \
            for (int j = 0; j < n; j++)                                                                    \
                memmove(c + (size_t)j * ldc, b + (size_t)j * ldb, (size_t)m * sizeof(T));                 \
        p##trmm_p(&s, &u, &t, &d, &m, &n, alpha, a, &lda, c, &ldc, 1, 1, 1, 1);                             \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
TRMM(S, s, float)
TRMM(D, d, double)
TRMM(C, c, c32)
TRMM(Z, z, c64)

/* herk of the complex types: alpha and beta are real */
#define HERK(P, p, T, R)                                                                              \
    typedef void p##herk_t(const char *, const char *, const int *, const int *, const R *, const T *,    \
                           const int *, const R *, T *, const int *, size_t, size_t);                      \
    int cublas##P##herk_v2(Handle *h, int uplo, int trans, int n, int k, const R *alpha, const T *a,      \
                           int lda, const R *beta, T *c, int ldc)                                          \
    {                                                                                                      \
        R a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        R b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(p##herk, #p "herk_");                                                                         \
        char u = fill_char(uplo), t = op_char(trans);                                                      \
        EMU_OPEN();                                                                                        \
        p##herk_p(&u, &t, &n, &k, alpha, a, &lda, beta, c, &ldc, 1, 1);                                    \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
HERK(C, c, c32, float)
HERK(Z, z, c64, double)

#define GER(name, blas, T)                                                                                 \
    typedef void name##_t(const int *, const int *, const T *, const T *, const int *, const T *,         \
                          const int *, T *, const int *);                                                  \
    int name(Handle *h, int m, int n, const T *alpha, const T *x, int incx, const T *y, int incy, T *a,   \
             int lda)                                                                                      \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(name, blas);                                                                                  \
        EMU_OPEN();                                                                                        \
        name##_p(&m, &n, alpha, x, &incx, y, &incy, a, &lda);                                              \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
GER(cublasSger_v2, "sger_", float)
GER(cublasDger_v2, "dger_", double)
GER(cublasCgeru_v2, "cgeru_", c32)
GER(cublasCgerc_v2, "cgerc_", c32)
GER(cublasZgeru_v2, "zgeru_", c64)
GER(cublasZgerc_v2, "zgerc_", c64)

/* ---- the rest of level 2 and syr2k/her2k through the host BLAS: each
 * entry forwards its arguments by reference, the enums as BLAS's
 * characters; TA and TB are the types of alpha and beta (real for her,
 * hpr and her2k's beta) ---- */

/* symv, hemv: y = alpha A x + beta y */
#define UPLO_MV(P, name, blas, T)                                                                          \
    typedef void P##name##_t(const char *, const int *, const T *, const T *, const int *, const T *,     \
                             const int *, const T *, T *, const int *, size_t);                            \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const T *alpha, const T *a, int lda, const T *x, \
                             int incx, const T *beta, T *y, int incy)                                      \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, a, &lda, x, &incx, beta, y, &incy, 1);                                  \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
UPLO_MV(S, symv, "ssymv_", float)
UPLO_MV(D, symv, "dsymv_", double)
UPLO_MV(C, hemv, "chemv_", c32)
UPLO_MV(Z, hemv, "zhemv_", c64)

/* sbmv, hbmv: A banded with k superdiagonals */
#define BAND_MV(P, name, blas, T)                                                                          \
    typedef void P##name##_t(const char *, const int *, const int *, const T *, const T *, const int *,   \
                             const T *, const int *, const T *, T *, const int *, size_t);                 \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, int k, const T *alpha, const T *a, int lda,      \
                             const T *x, int incx, const T *beta, T *y, int incy)                          \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, &k, alpha, a, &lda, x, &incx, beta, y, &incy, 1);                              \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
BAND_MV(S, sbmv, "ssbmv_", float)
BAND_MV(D, sbmv, "dsbmv_", double)
BAND_MV(C, hbmv, "chbmv_", c32)
BAND_MV(Z, hbmv, "zhbmv_", c64)

/* spmv, hpmv: A packed */
#define PACKED_MV(P, name, blas, T)                                                                        \
    typedef void P##name##_t(const char *, const int *, const T *, const T *, const T *, const int *,     \
                             const T *, T *, const int *, size_t);                                         \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const T *alpha, const T *ap, const T *x,         \
                             int incx, const T *beta, T *y, int incy)                                      \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, ap, x, &incx, beta, y, &incy, 1);                                       \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
PACKED_MV(S, spmv, "sspmv_", float)
PACKED_MV(D, spmv, "dspmv_", double)
PACKED_MV(C, hpmv, "chpmv_", c32)
PACKED_MV(Z, hpmv, "zhpmv_", c64)

/* gbmv: A general banded with kl sub- and ku superdiagonals */
#define GBMV(P, p, T)                                                                                      \
    typedef void p##gbmv_t(const char *, const int *, const int *, const int *, const int *, const T *,   \
                           const T *, const int *, const T *, const int *, const T *, T *, const int *,    \
                           size_t);                                                                        \
    int cublas##P##gbmv_v2(Handle *h, int trans, int m, int n, int kl, int ku, const T *alpha, const T *a, \
                           int lda, const T *x, int incx, const T *beta, T *y, int incy)                   \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        T b_;                                                                                              \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(p##gbmv, #p "gbmv_");                                                                         \
        char t = op_char(trans);                                                                           \
        EMU_OPEN();                                                                                        \
        p##gbmv_p(&t, &m, &n, &kl, &ku, alpha, a, &lda, x, &incx, beta, y, &incy, 1);                      \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
GBMV(S, s, float)
GBMV(D, d, double)
GBMV(C, c, c32)
GBMV(Z, z, c64)

/* trmv/trsv (A full), tbmv/tbsv (k diagonals), tpmv/tpsv (packed): x in place */
#define TRI_V(P, p, T)                                                                                     \
    typedef void p##trxv_t(const char *, const char *, const char *, const int *, const T *, const int *, \
                           T *, const int *, size_t, size_t, size_t);                                      \
    typedef void p##tbxv_t(const char *, const char *, const char *, const int *, const int *, const T *, \
                           const int *, T *, const int *, size_t, size_t, size_t);                         \
    typedef void p##tpxv_t(const char *, const char *, const char *, const int *, const T *, T *,         \
                           const int *, size_t, size_t, size_t);                                           \
    static int P##trxv(const char *blas, int uplo, int trans, int diag, int n, const T *a, int lda, T *x, \
                       int incx)                                                                           \
    {                                                                                                      \
        p##trxv_t *f = (p##trxv_t *)emu_blas_sym(blas);                                                    \
        char u = fill_char(uplo), t = op_char(trans), d = diag_char(diag);                                 \
        EMU_OPEN();                                                                                        \
        f(&u, &t, &d, &n, a, &lda, x, &incx, 1, 1, 1);                                                     \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##tbxv(const char *blas, int uplo, int trans, int diag, int n, int k, const T *a, int lda,\
                       T *x, int incx)                                                                     \
    {                                                                                                      \
        p##tbxv_t *f = (p##tbxv_t *)emu_blas_sym(blas);                                                    \
        char u = fill_char(uplo), t = op_char(trans), d = diag_char(diag);                                 \
        EMU_OPEN();                                                                                        \
        f(&u, &t, &d, &n, &k, a, &lda, x, &incx, 1, 1, 1);                                                 \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##tpxv(const char *blas, int uplo, int trans, int diag, int n, const T *ap, T *x, int incx)\
    {                                                                                                      \
        p##tpxv_t *f = (p##tpxv_t *)emu_blas_sym(blas);                                                    \
        char u = fill_char(uplo), t = op_char(trans), d = diag_char(diag);                                 \
        EMU_OPEN();                                                                                        \
        f(&u, &t, &d, &n, ap, x, &incx, 1, 1, 1);                                                          \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##trmv_v2(Handle *h, int u, int t, int d, int n, const T *a, int lda, T *x, int incx)    \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##trxv(#p "trmv_", u, t, d, n, a, lda, x, incx);                                           \
    }                                                                                                      \
    int cublas##P##trsv_v2(Handle *h, int u, int t, int d, int n, const T *a, int lda, T *x, int incx)    \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##trxv(#p "trsv_", u, t, d, n, a, lda, x, incx);                                           \
    }                                                                                                      \
    int cublas##P##tbmv_v2(Handle *h, int u, int t, int d, int n, int k, const T *a, int lda, T *x,       \
                           int incx)                                                                       \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##tbxv(#p "tbmv_", u, t, d, n, k, a, lda, x, incx);                                        \
    }                                                                                                      \
    int cublas##P##tbsv_v2(Handle *h, int u, int t, int d, int n, int k, const T *a, int lda, T *x,       \
                           int incx)                                                                       \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##tbxv(#p "tbsv_", u, t, d, n, k, a, lda, x, incx);                                        \
    }                                                                                                      \
    int cublas##P##tpmv_v2(Handle *h, int u, int t, int d, int n, const T *ap, T *x, int incx)            \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##tpxv(#p "tpmv_", u, t, d, n, ap, x, incx);                                               \
    }                                                                                                      \
    int cublas##P##tpsv_v2(Handle *h, int u, int t, int d, int n, const T *ap, T *x, int incx)            \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##tpxv(#p "tpsv_", u, t, d, n, ap, x, incx);                                               \
    }
TRI_V(S, s, float)
TRI_V(D, d, double)
TRI_V(C, c, c32)
TRI_V(Z, z, c64)

/* syr, her: A += alpha x x^T (x^H); spr, hpr the same on packed A */
#define RANK1(P, name, blas, T, TA)                                                                        \
    typedef void P##name##_t(const char *, const int *, const TA *, const T *, const int *, T *,          \
                             const int *, size_t);                                                         \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const TA *alpha, const T *x, int incx, T *a,     \
                             int lda)                                                                      \
    {                                                                                                      \
        TA a_;                                                                                             \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, x, &incx, a, &lda, 1);                                                  \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
RANK1(S, syr, "ssyr_", float, float)
RANK1(D, syr, "dsyr_", double, double)
RANK1(C, her, "cher_", c32, float)
RANK1(Z, her, "zher_", c64, double)

#define RANK1P(P, name, blas, T, TA)                                                                       \
    typedef void P##name##_t(const char *, const int *, const TA *, const T *, const int *, T *, size_t); \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const TA *alpha, const T *x, int incx, T *ap)    \
    {                                                                                                      \
        TA a_;                                                                                             \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, x, &incx, ap, 1);                                                       \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
RANK1P(S, spr, "sspr_", float, float)
RANK1P(D, spr, "dspr_", double, double)
RANK1P(C, hpr, "chpr_", c32, float)
RANK1P(Z, hpr, "zhpr_", c64, double)

/* syr2, her2: A += alpha x y^T + alpha y x^T (Hermitian: conjugates); spr2, hpr2 packed */
#define RANK2(P, name, blas, T)                                                                            \
    typedef void P##name##_t(const char *, const int *, const T *, const T *, const int *, const T *,     \
                             const int *, T *, const int *, size_t);                                       \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const T *alpha, const T *x, int incx, const T *y,\
                             int incy, T *a, int lda)                                                      \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, x, &incx, y, &incy, a, &lda, 1);                                        \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
RANK2(S, syr2, "ssyr2_", float)
RANK2(D, syr2, "dsyr2_", double)
RANK2(C, her2, "cher2_", c32)
RANK2(Z, her2, "zher2_", c64)

#define RANK2P(P, name, blas, T)                                                                           \
    typedef void P##name##_t(const char *, const int *, const T *, const T *, const int *, const T *,     \
                             const int *, T *, size_t);                                                    \
    int cublas##P##name##_v2(Handle *h, int uplo, int n, const T *alpha, const T *x, int incx, const T *y,\
                             int incy, T *ap)                                                              \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo);                                                                          \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &n, alpha, x, &incx, y, &incy, ap, 1);                                             \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
RANK2P(S, spr2, "sspr2_", float)
RANK2P(D, spr2, "dspr2_", double)
RANK2P(C, hpr2, "chpr2_", c32)
RANK2P(Z, hpr2, "zhpr2_", c64)

/* syr2k, her2k: C = alpha op(A) op(B)^T + conj(alpha) op(B) op(A)^T + beta C */
#define RANK2K(P, name, blas, T, TB)                                                                       \
    typedef void P##name##_t(const char *, const char *, const int *, const int *, const T *, const T *,  \
                             const int *, const T *, const int *, const TB *, T *, const int *, size_t,    \
                             size_t);                                                                      \
    int cublas##P##name##_v2(Handle *h, int uplo, int trans, int n, int k, const T *alpha, const T *a,    \
                             int lda, const T *b, int ldb, const TB *beta, T *c, int ldc)                  \
    {                                                                                                      \
        T a_;                                                                                              \
        SCALAR(h, alpha, a_);                                                                              \
        TB b_;                                                                                             \
        SCALAR(h, beta, b_);                                                                               \
        BLAS(P##name, blas);                                                                               \
        char u = fill_char(uplo), t = op_char(trans);                                                      \
        EMU_OPEN();                                                                                        \
        P##name##_p(&u, &t, &n, &k, alpha, a, &lda, b, &ldb, beta, c, &ldc, 1, 1);                         \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }
RANK2K(S, syr2k, "ssyr2k_", float, float)
RANK2K(D, syr2k, "dsyr2k_", double, double)
RANK2K(C, syr2k, "csyr2k_", c32, c32)
RANK2K(Z, syr2k, "zsyr2k_", c64, c64)
RANK2K(C, her2k, "cher2k_", c32, float)
RANK2K(Z, her2k, "zher2k_", c64, double)

/* ---- cublasGemmEx and cublasGemmStridedBatchedEx: the real(4), real(8),
 * complex(4) and complex(8) GEMMs of the host BLAS, for A, B and C of one
 * type and a compute type of that precision (the *_PEDANTIC and *_FAST_*
 * variants compute exactly here); other combinations are
 * CUBLAS_STATUS_NOT_SUPPORTED under emulation ---- */

enum { NOT_SUPPORTED = 15 };
enum { R_32F = 0, R_64F = 1, C_32F = 4, C_64F = 5 };
enum { COMPUTE_32F = 68, COMPUTE_32F_PEDANTIC = 69, COMPUTE_32F_FAST_16F = 74, COMPUTE_32F_FAST_16BF = 75,
       COMPUTE_32F_FAST_TF32 = 77, COMPUTE_64F = 70, COMPUTE_64F_PEDANTIC = 71 };

/* The GEMM of (type, compute) and its element size; 0 when unsupported. */
static int gemm_ex_kind(int atype, int btype, int ctype, int compute, size_t *esize)
{
    if (atype != btype || btype != ctype)
        return 0;
    bool single = compute == COMPUTE_32F || compute == COMPUTE_32F_PEDANTIC || compute == COMPUTE_32F_FAST_16F ||
                  compute == COMPUTE_32F_FAST_16BF || compute == COMPUTE_32F_FAST_TF32;
    bool dbl = compute == COMPUTE_64F || compute == COMPUTE_64F_PEDANTIC;
    switch (atype) {
    case R_32F: *esize = sizeof(float); return single ? 'S' : 0;
    case R_64F: *esize = sizeof(double); return dbl ? 'D' : 0;
    case C_32F: *esize = sizeof(c32); return single ? 'C' : 0;
    case C_64F: *esize = sizeof(c64); return dbl ? 'Z' : 0;
    default: return 0;
    }
}

static void gemm_ex_one(int kind, int ta, int tb, int m, int n, int k, const void *alpha, const void *a, int lda,
                        const void *b, int ldb, const void *beta, void *c, int ldc)
{
    switch (kind) {
    case 'S': Sgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc); break;
    case 'D': Dgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc); break;
    case 'C': Cgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc); break;
    default: Zgemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc); break;
    }
}

int cublasGemmEx(Handle *h, int ta, int tb, int m, int n, int k, const void *alpha, const void *a, int atype,
                 int lda, const void *b, int btype, int ldb, const void *beta, void *c, int ctype, int ldc,
                 int compute, int algo)
{
    (void)algo;
    size_t es;
    int kind = gemm_ex_kind(atype, btype, ctype, compute, &es);
    if (!h)
        return NOT_INITIALIZED;
    if (!kind)
        return NOT_SUPPORTED;
    c64 a_, b_; /* of the compute type: es bytes */
    scalar_in(h, __func__, "alpha", &a_, alpha, es);
    scalar_in(h, __func__, "beta", &b_, beta, es);
    alpha = &a_;
    beta = &b_;
    EMU_OPEN();
    gemm_ex_one(kind, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    EMU_CLOSE();
    return OK;
}

int cublasGemmStridedBatchedEx(Handle *h, int ta, int tb, int m, int n, int k, const void *alpha, const void *a,
                               int atype, int lda, long long sa, const void *b, int btype, int ldb, long long sb,
                               const void *beta, void *c, int ctype, int ldc, long long sc, int count,
                               int compute, int algo)
{
    (void)algo;
    size_t es;
    int kind = gemm_ex_kind(atype, btype, ctype, compute, &es);
    if (!h)
        return NOT_INITIALIZED;
    if (!kind)
        return NOT_SUPPORTED;
    c64 a_, b_; /* of the compute type: es bytes */
    scalar_in(h, __func__, "alpha", &a_, alpha, es);
    scalar_in(h, __func__, "beta", &b_, beta, es);
    alpha = &a_;
    beta = &b_;
    EMU_OPEN();
    for (int i = 0; i < count; i++)
        gemm_ex_one(kind, ta, tb, m, n, k, alpha, (const char *)a + (size_t)(i * sa) * es, lda,
                    (const char *)b + (size_t)(i * sb) * es, ldb, beta, (char *)c + (size_t)(i * sc) * es, ldc);
    EMU_CLOSE();
    return OK;
}

int cublasGemmBatchedEx(Handle *h, int ta, int tb, int m, int n, int k, const void *alpha, const void *const *a,
                        int atype, int lda, const void *const *b, int btype, int ldb, const void *beta,
                        void *const *c, int ctype, int ldc, int count, int compute, int algo)
{
    (void)algo;
    size_t es;
    int kind = gemm_ex_kind(atype, btype, ctype, compute, &es);
    if (!h)
        return NOT_INITIALIZED;
    if (!kind)
        return NOT_SUPPORTED;
    c64 a_, b_; /* of the compute type: es bytes */
    scalar_in(h, __func__, "alpha", &a_, alpha, es);
    scalar_in(h, __func__, "beta", &b_, beta, es);
    alpha = &a_;
    beta = &b_;
    EMU_OPEN();
    for (int i = 0; i < count; i++)
        gemm_ex_one(kind, ta, tb, m, n, k, alpha, a[i], lda, b[i], ldb, beta, c[i], ldc);
    EMU_CLOSE();
    return OK;
}
