/* emu_cublas.c — cuBLAS under -Mcuda=emu: the entry points rt/modules/
 * cublas.f90 binds to (the v2 API with handles, the batched routines and the
 * CUDA 3.2 helpers), computed on the host: level 1 here, levels 2 and 3 and
 * the batched LU through the host BLAS and LAPACK (emu_libs.h). Launches
 * are synchronous under emulation, so a stream is only remembered. */
#include <complex.h>
#include <math.h>
#include <stdint.h>
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
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        T a = *alpha;                                                                                      \
        for (int i = 0; i < n; i++)                                                                        \
            y[at(i, incy, n)] += a * x[at(i, incx, n)];                                                    \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##scal_v2(Handle *h, int n, const T *alpha, T *x, int incx)                               \
    {                                                                                                      \
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        T a = *alpha;                                                                                      \
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
    static int P##iamax(int n, const T *x, int incx, int *result, int sign)                                \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        int best = 0;                                                                                      \
        for (int i = 1; incx > 0 && i < n; i++)                                                            \
            if (sign * ABS1(x[(ptrdiff_t)i * incx]) > sign * ABS1(x[(ptrdiff_t)best * incx]))              \
                best = i;                                                                                  \
        *result = n > 0 && incx > 0 ? best + 1 : 0;                                                        \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublasI##p##amax_v2(Handle *h, int n, const T *x, int incx, int *result)                           \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##iamax(n, x, incx, result, 1);                                                            \
    }                                                                                                      \
    int cublasI##p##amin_v2(Handle *h, int n, const T *x, int incx, int *result)                           \
    {                                                                                                      \
        (void)h;                                                                                           \
        return P##iamax(n, x, incx, result, -1);                                                           \
    }                                                                                                      \
    static int P##asum(int n, const T *x, int incx, R *result)                                             \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        double s = 0;                                                                                      \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            s += ABS1(x[(ptrdiff_t)i * incx]);                                                             \
        *result = (R)s;                                                                                    \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##nrm2(int n, const T *x, int incx, R *result)                                             \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        double s = 0;                                                                                      \
        for (int i = 0; incx > 0 && i < n; i++)                                                            \
            s += SQ(x[(ptrdiff_t)i * incx]);                                                               \
        *result = (R)sqrt(s);                                                                              \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    static int P##dot(int n, const T *x, int incx, const T *y, int incy, T *result, int cj)                \
    {                                                                                                      \
        EMU_OPEN();                                                                                        \
        T s = 0;                                                                                           \
        for (int i = 0; i < n; i++) {                                                                      \
            T xi = x[at(i, incx, n)];                                                                      \
            s += (cj ? CONJ(xi) : xi) * y[at(i, incy, n)];                                               \
        }                                                                                                  \
        *result = s;                                                                                       \
        EMU_CLOSE();                                                                                       \
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

int cublasSasum_v2(Handle *h, int n, const float *x, int incx, float *r) { (void)h; return Sasum(n, x, incx, r); }
int cublasDasum_v2(Handle *h, int n, const double *x, int incx, double *r) { (void)h; return Dasum(n, x, incx, r); }
int cublasScasum_v2(Handle *h, int n, const c32 *x, int incx, float *r) { (void)h; return Casum(n, x, incx, r); }
int cublasDzasum_v2(Handle *h, int n, const c64 *x, int incx, double *r) { (void)h; return Zasum(n, x, incx, r); }
int cublasSnrm2_v2(Handle *h, int n, const float *x, int incx, float *r) { (void)h; return Snrm2(n, x, incx, r); }
int cublasDnrm2_v2(Handle *h, int n, const double *x, int incx, double *r) { (void)h; return Dnrm2(n, x, incx, r); }
int cublasScnrm2_v2(Handle *h, int n, const c32 *x, int incx, float *r) { (void)h; return Cnrm2(n, x, incx, r); }
int cublasDznrm2_v2(Handle *h, int n, const c64 *x, int incx, double *r) { (void)h; return Znrm2(n, x, incx, r); }
int cublasSdot_v2(Handle *h, int n, const float *x, int incx, const float *y, int incy, float *r) { (void)h; return Sdot(n, x, incx, y, incy, r, 0); }
int cublasDdot_v2(Handle *h, int n, const double *x, int incx, const double *y, int incy, double *r) { (void)h; return Ddot(n, x, incx, y, incy, r, 0); }
int cublasCdotu_v2(Handle *h, int n, const c32 *x, int incx, const c32 *y, int incy, c32 *r) { (void)h; return Cdot(n, x, incx, y, incy, r, 0); }
int cublasCdotc_v2(Handle *h, int n, const c32 *x, int incx, const c32 *y, int incy, c32 *r) { (void)h; return Cdot(n, x, incx, y, incy, r, 1); }
int cublasZdotu_v2(Handle *h, int n, const c64 *x, int incx, const c64 *y, int incy, c64 *r) { (void)h; return Zdot(n, x, incx, y, incy, r, 0); }
int cublasZdotc_v2(Handle *h, int n, const c64 *x, int incx, const c64 *y, int incy, c64 *r) { (void)h; return Zdot(n, x, incx, y, incy, r, 1); }

#define REAL_SCAL(name, T, R)                                                                              \
    int name(Handle *h, int n, const R *alpha, T *x, int incx)                                             \
    {                                                                                                      \
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        R a = *alpha;                                                                                      \
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
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        T cc = *c, ss = *s;                                                                                \
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
        (void)h;                                                                                           \
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
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        P##gemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);                                     \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    int cublas##P##gemmBatched(Handle *h, int ta, int tb, int m, int n, int k, const T *alpha,            \
                               const T *const *a, int lda, const T *const *b, int ldb, const T *beta,      \
                               T *const *c, int ldc, int count)                                            \
    {                                                                                                      \
        (void)h;                                                                                           \
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
        (void)h;                                                                                           \
        EMU_OPEN();                                                                                        \
        for (int i = 0; i < count; i++)                                                                    \
            P##gemm(ta, tb, m, n, k, alpha, a + i * sa, lda, b + i * sb, ldb, beta, c + i * sc, ldc);      \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##symm_t(const char *, const char *, const int *, const int *, const T *, const T *,    \
                           const int *, const T *, const int *, const T *, T *, const int *, size_t,       \
                           size_t);                                                                        \
    int cublas##P##symm_v2(Handle *h, int side, int uplo, int m, int n, const T *alpha, const T *a,       \
                           int lda, const T *b, int ldb, const T *beta, T *c, int ldc)                     \
    {                                                                                                      \
        (void)h;                                                                                           \
        BLAS(p##symm, #p "symm_");                                                                         \
        char s = side_char(side), u = fill_char(uplo);                                                     \
        EMU_OPEN();                                                                                        \
        p##symm_p(&s, &u, &m, &n, alpha, a, &lda, b, &ldb, beta, c, &ldc, 1, 1);                           \
        EMU_CLOSE();                                                                                       \
        return OK;                                                                                         \
    }                                                                                                      \
    typedef void p##syrk_t(const char *, const char *, const int *, const int *, const T *, const T *,    \
                           const int *, const T *, T *, const int *, size_t, size_t);                      \
    int cublas##P##syrk_v2(Handle *h, int uplo, int trans, int n, int k, const T *alpha, const T *a,      \
                           int lda, const T *beta, T *c, int ldc)                                          \
    {                                                                                                      \
        (void)h;                                                                                           \
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
        (void)h;                                                                                           \
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

#define GER(name, blas, T)                                                                                 \
    typedef void name##_t(const int *, const int *, const T *, const T *, const int *, const T *,         \
                          const int *, T *, const int *);                                                  \
    int name(Handle *h, int m, int n, const T *alpha, const T *x, int incx, const T *y, int incy, T *a,   \
             int lda)                                                                                      \
    {                                                                                                      \
        (void)h;                                                                                           \
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
