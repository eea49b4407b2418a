/* emu_cusolver.c — cuSOLVER's dense API (cusolverDn) under -Mcuda=emu on
 * the host LAPACK (emu_libs.h): the legacy S/D/C/Z routines and the 64-bit
 * generic ones, which dispatch on cudaDataType. LAPACK needs no workspace
 * from the caller here (syevd's is allocated inside), so the workspace
 * queries answer one element or zero bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "emu_libs.h"

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 2, INVALID_VALUE = 3, NOT_SUPPORTED = 15 };
enum { R_32F = 0, R_64F = 1, C_32F = 4, C_64F = 5 };

typedef struct {
    int64_t stream;
} Handle;

static char fill_char(int f) { return f == 0 ? 'L' : 'U'; }
static char op_char(int op) { return op == 0 ? 'N' : op == 1 ? 'T' : 'C'; }

int cusolverDnCreate(Handle **h)
{
    *h = calloc(1, sizeof **h);
    return *h ? OK : ALLOC_FAILED;
}

int cusolverDnDestroy(Handle *h)
{
    if (!h)
        return NOT_INITIALIZED;
    free(h);
    return OK;
}

int cusolverDnSetStream(Handle *h, int64_t s)
{
    if (!h)
        return NOT_INITIALIZED;
    h->stream = s;
    return OK;
}

int cusolverDnGetStream(Handle *h, int64_t *s)
{
    if (!h)
        return NOT_INITIALIZED;
    *s = h->stream;
    return OK;
}

int cusolverDnCreateParams(void **p)
{
    *p = calloc(1, 16);
    return *p ? OK : ALLOC_FAILED;
}

int cusolverDnDestroyParams(void *p)
{
    free(p);
    return OK;
}

typedef void getrf_t(const int *, const int *, void *, const int *, int *, int *);
typedef void getrs_t(const char *, const int *, const int *, const void *, const int *, const int *, void *,
                     const int *, int *, size_t);
typedef void potrf_t(const char *, const int *, void *, const int *, int *, size_t);
typedef void potrs_t(const char *, const int *, const int *, const void *, const int *, void *, const int *,
                     int *, size_t);
typedef void syevd_t(const char *, const char *, const int *, void *, const int *, void *, void *, const int *,
                     int *, const int *, int *, size_t, size_t);

static void *lapack(char p, const char *what)
{
    char name[16];
    snprintf(name, sizeof name, "%c%s_", p, what);
    return emu_lapack_sym(name);
}

static int getrf(char p, int m, int n, void *a, int lda, int *ipiv, int *info)
{
    getrf_t *f = lapack(p, "getrf");
    EMU_OPEN();
    f(&m, &n, a, &lda, ipiv, info);
    EMU_CLOSE();
    return OK;
}

static int getrs(char p, int trans, int n, int nrhs, const void *a, int lda, const int *ipiv, void *b, int ldb,
                 int *info)
{
    getrs_t *f = lapack(p, "getrs");
    char t = op_char(trans);
    EMU_OPEN();
    f(&t, &n, &nrhs, a, &lda, ipiv, b, &ldb, info, 1);
    EMU_CLOSE();
    return OK;
}

static int potrf(char p, int uplo, int n, void *a, int lda, int *info)
{
    potrf_t *f = lapack(p, "potrf");
    char u = fill_char(uplo);
    EMU_OPEN();
    f(&u, &n, a, &lda, info, 1);
    EMU_CLOSE();
    return OK;
}

static int potrs(char p, int uplo, int n, int nrhs, const void *a, int lda, void *b, int ldb, int *info)
{
    potrs_t *f = lapack(p, "potrs");
    char u = fill_char(uplo);
    EMU_OPEN();
    f(&u, &n, &nrhs, a, &lda, b, &ldb, info, 1);
    EMU_CLOSE();
    return OK;
}

/* syevd with its workspace queried and allocated here */
static int syevd(char p, int jobz, int uplo, int n, void *a, int lda, void *w, int *info)
{
    syevd_t *f = lapack(p, "syevd");
    char j = jobz ? 'V' : 'N', u = fill_char(uplo);
    union {
        float s;
        double d;
    } wq;
    int iwq, m1 = -1, qinfo;
    f(&j, &u, &n, a, &lda, w, &wq, &m1, &iwq, &m1, &qinfo, 1, 1); /* the workspace query */
    int lwork = p == 's' ? (int)wq.s : (int)wq.d, liwork = iwq;
    void *work = malloc((size_t)(lwork > 0 ? lwork : 1) * (p == 's' ? 4 : 8));
    int *iwork = malloc((size_t)(liwork > 0 ? liwork : 1) * sizeof *iwork);
    if (!work || !iwork) {
        free(work);
        free(iwork);
        return ALLOC_FAILED;
    }
    EMU_OPEN();
    f(&j, &u, &n, a, &lda, w, work, &lwork, iwork, &liwork, info, 1, 1);
    EMU_CLOSE();
    free(work);
    free(iwork);
    return OK;
}

#define LEGACY(P, p)                                                                                       \
    int cusolverDn##P##getrf_bufferSize(Handle *h, int m, int n, void *a, int lda, int *lwork)            \
    {                                                                                                      \
        (void)h, (void)m, (void)n, (void)a, (void)lda;                                                     \
        *lwork = 1;                                                                                        \
        return OK;                                                                                         \
    }                                                                                                      \
    int cusolverDn##P##getrf(Handle *h, int m, int n, void *a, int lda, void *ws, int *ipiv, int *info)   \
    {                                                                                                      \
        (void)h, (void)ws;                                                                                 \
        return getrf(p, m, n, a, lda, ipiv, info);                                                         \
    }                                                                                                      \
    int cusolverDn##P##getrs(Handle *h, int trans, int n, int nrhs, const void *a, int lda,               \
                             const int *ipiv, void *b, int ldb, int *info)                                 \
    {                                                                                                      \
        (void)h;                                                                                           \
        return getrs(p, trans, n, nrhs, a, lda, ipiv, b, ldb, info);                                       \
    }                                                                                                      \
    int cusolverDn##P##potrf_bufferSize(Handle *h, int uplo, int n, void *a, int lda, int *lwork)         \
    {                                                                                                      \
        (void)h, (void)uplo, (void)n, (void)a, (void)lda;                                                  \
        *lwork = 1;                                                                                        \
        return OK;                                                                                         \
    }                                                                                                      \
    int cusolverDn##P##potrf(Handle *h, int uplo, int n, void *a, int lda, void *ws, int lwork, int *info) \
    {                                                                                                      \
        (void)h, (void)ws, (void)lwork;                                                                    \
        return potrf(p, uplo, n, a, lda, info);                                                            \
    }                                                                                                      \
    int cusolverDn##P##potrs(Handle *h, int uplo, int n, int nrhs, const void *a, int lda, void *b,       \
                             int ldb, int *info)                                                           \
    {                                                                                                      \
        (void)h;                                                                                           \
        return potrs(p, uplo, n, nrhs, a, lda, b, ldb, info);                                              \
    }
LEGACY(S, 's')
LEGACY(D, 'd')
LEGACY(C, 'c')
LEGACY(Z, 'z')

#define SYEVD(P, p)                                                                                        \
    int cusolverDn##P##syevd_bufferSize(Handle *h, int jobz, int uplo, int n, void *a, int lda, void *w,  \
                                        int *lwork)                                                        \
    {                                                                                                      \
        (void)h, (void)jobz, (void)uplo, (void)n, (void)a, (void)lda, (void)w;                             \
        *lwork = 1;                                                                                        \
        return OK;                                                                                         \
    }                                                                                                      \
    int cusolverDn##P##syevd(Handle *h, int jobz, int uplo, int n, void *a, int lda, void *w, void *work, \
                             int lwork, int *info)                                                         \
    {                                                                                                      \
        (void)h, (void)work, (void)lwork;                                                                  \
        return syevd(p, jobz, uplo, n, a, lda, w, info);                                                   \
    }
SYEVD(S, 's')
SYEVD(D, 'd')

/* ---- the 64-bit API: the LAPACK prefix of a cudaDataType ---- */

static char prefix(int dtype)
{
    return dtype == R_32F ? 's' : dtype == R_64F ? 'd' : dtype == C_32F ? 'c' : dtype == C_64F ? 'z' : 0;
}

static int fits(int64_t v) { return v >= 0 && v <= INT32_MAX; }

int cusolverDnXgetrf_bufferSize(Handle *h, void *params, int64_t m, int64_t n, int dta, const void *a,
                                int64_t lda, int ct, size_t *dev, size_t *host)
{
    (void)h, (void)params, (void)m, (void)n, (void)a, (void)lda, (void)ct;
    *dev = *host = 0;
    return prefix(dta) ? OK : NOT_SUPPORTED;
}

int cusolverDnXpotrf_bufferSize(Handle *h, void *params, int uplo, int64_t n, int dta, const void *a,
                                int64_t lda, int ct, size_t *dev, size_t *host)
{
    (void)h, (void)params, (void)uplo, (void)n, (void)a, (void)lda, (void)ct;
    *dev = *host = 0;
    return prefix(dta) ? OK : NOT_SUPPORTED;
}

int cusolverDnXgetrf(Handle *h, void *params, int64_t m, int64_t n, int dta, void *a, int64_t lda,
                     int64_t *ipiv, int ct, void *bd, size_t wd, void *bh, size_t wh, int *info)
{
    (void)h, (void)params, (void)ct, (void)bd, (void)wd, (void)bh, (void)wh;
    char p = prefix(dta);
    if (!p)
        return NOT_SUPPORTED;
    if (!fits(m) || !fits(n) || !fits(lda))
        return INVALID_VALUE;
    int k = (int)(m < n ? m : n);
    int *piv = malloc((size_t)(k ? k : 1) * sizeof *piv);
    if (!piv)
        return ALLOC_FAILED;
    int e = getrf(p, (int)m, (int)n, a, (int)lda, piv, info);
    EMU_OPEN();
    for (int i = 0; ipiv && i < k; i++)
        ipiv[i] = piv[i];
    EMU_CLOSE();
    free(piv);
    return e;
}

int cusolverDnXgetrs(Handle *h, void *params, int trans, int64_t n, int64_t nrhs, int dta, const void *a,
                     int64_t lda, const int64_t *ipiv, int dtb, void *b, int64_t ldb, int *info)
{
    (void)h, (void)params;
    char p = prefix(dta);
    if (!p || prefix(dtb) != p)
        return NOT_SUPPORTED;
    if (!fits(n) || !fits(nrhs) || !fits(lda) || !fits(ldb))
        return INVALID_VALUE;
    int *piv = malloc((size_t)(n ? n : 1) * sizeof *piv);
    if (!piv)
        return ALLOC_FAILED;
    EMU_OPEN();
    for (int64_t i = 0; i < n; i++)
        piv[i] = (int)ipiv[i];
    EMU_CLOSE();
    int e = getrs(p, trans, (int)n, (int)nrhs, a, (int)lda, piv, b, (int)ldb, info);
    free(piv);
    return e;
}

int cusolverDnXpotrf(Handle *h, void *params, int uplo, int64_t n, int dta, void *a, int64_t lda, int ct,
                     void *bd, size_t wd, void *bh, size_t wh, int *info)
{
    (void)h, (void)params, (void)ct, (void)bd, (void)wd, (void)bh, (void)wh;
    char p = prefix(dta);
    if (!p)
        return NOT_SUPPORTED;
    if (!fits(n) || !fits(lda))
        return INVALID_VALUE;
    return potrf(p, uplo, (int)n, a, (int)lda, info);
}

int cusolverDnXpotrs(Handle *h, void *params, int uplo, int64_t n, int64_t nrhs, int dta, const void *a,
                     int64_t lda, int dtb, void *b, int64_t ldb, int *info)
{
    (void)h, (void)params;
    char p = prefix(dta);
    if (!p || prefix(dtb) != p)
        return NOT_SUPPORTED;
    if (!fits(n) || !fits(nrhs) || !fits(lda) || !fits(ldb))
        return INVALID_VALUE;
    return potrs(p, uplo, (int)n, (int)nrhs, a, (int)lda, b, (int)ldb, info);
}
