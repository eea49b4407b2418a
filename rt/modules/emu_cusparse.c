/* emu_cusparse.c — cuSPARSE's generic API under -Mcuda=emu: handles and
 * descriptors are host structures; SpMV and SpMM compute on the CSR (or
 * COO) arrays directly, in the value type (REAL(4), REAL(8), COMPLEX(4),
 * COMPLEX(8)), with 32- or 64-bit indices and base 0 or 1, op(A) as
 * A, A^T or A^H. No buffer is needed: the size queries answer 0. */
#include <complex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "emu_libs.h"

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 2, INVALID_VALUE = 3, NOT_SUPPORTED = 10 };
enum { R_32F = 0, R_64F = 1, C_32F = 4, C_64F = 5 };
enum { IDX_32I = 2, IDX_64I = 3 };
enum { ORDER_COL = 1, ORDER_ROW = 2 };

typedef struct {
    int pointer_mode;
    int64_t stream;
} Handle;

typedef struct {
    int type, base;
} MatDescr;

typedef struct {
    int coo;
    int64_t rows, cols, nnz;
    void *rowp, *col, *val; /* CSR: row offsets; COO: row indices */
    int rowtype, coltype, base, vtype;
} SpMat;

typedef struct {
    int64_t size;
    void *val;
    int vtype;
} DnVec;

typedef struct {
    int64_t rows, cols, ld;
    void *val;
    int vtype, order;
} DnMat;

#define NEW_OR_FAIL(p)                                                                                     \
    do {                                                                                                   \
        if (!((p) = calloc(1, sizeof *(p))))                                                               \
            return ALLOC_FAILED;                                                                           \
    } while (0)

int cusparseCreate(Handle **h)
{
    NEW_OR_FAIL(*h);
    return OK;
}

int cusparseDestroy(Handle *h)
{
    if (!h)
        return NOT_INITIALIZED;
    free(h);
    return OK;
}

int cusparseGetVersion(Handle *h, int *v)
{
    (void)h;
    *v = 12000;
    return OK;
}

int cusparseSetStream(Handle *h, int64_t s)
{
    if (!h)
        return NOT_INITIALIZED;
    h->stream = s;
    return OK;
}

int cusparseSetPointerMode(Handle *h, int m)
{
    if (!h)
        return NOT_INITIALIZED;
    h->pointer_mode = m;
    return OK;
}

int cusparseGetPointerMode(Handle *h, int *m)
{
    if (!h)
        return NOT_INITIALIZED;
    *m = h->pointer_mode;
    return OK;
}

int cusparseCreateMatDescr(MatDescr **d)
{
    NEW_OR_FAIL(*d);
    return OK;
}

int cusparseDestroyMatDescr(MatDescr *d)
{
    free(d);
    return OK;
}

int cusparseSetMatType(MatDescr *d, int t)
{
    d->type = t;
    return OK;
}

int cusparseGetMatType(MatDescr *d) { return d->type; }

int cusparseSetMatIndexBase(MatDescr *d, int b)
{
    if (b != 0 && b != 1)
        return INVALID_VALUE;
    d->base = b;
    return OK;
}

int cusparseGetMatIndexBase(MatDescr *d) { return d->base; }

static int valid_vtype(int t) { return t == R_32F || t == R_64F || t == C_32F || t == C_64F; }

int cusparseCreateCsr(SpMat **d, int64_t rows, int64_t cols, int64_t nnz, void *rowp, void *col, void *val,
                      int rowtype, int coltype, int base, int vtype)
{
    if (rows < 0 || cols < 0 || nnz < 0 || (base != 0 && base != 1) || !valid_vtype(vtype) ||
        (rowtype != IDX_32I && rowtype != IDX_64I) || (coltype != IDX_32I && coltype != IDX_64I))
        return INVALID_VALUE;
    NEW_OR_FAIL(*d);
    **d = (SpMat){0, rows, cols, nnz, rowp, col, val, rowtype, coltype, base, vtype};
    return OK;
}

int cusparseCreateCoo(SpMat **d, int64_t rows, int64_t cols, int64_t nnz, void *row, void *col, void *val,
                      int idxtype, int base, int vtype)
{
    if (rows < 0 || cols < 0 || nnz < 0 || (base != 0 && base != 1) || !valid_vtype(vtype) ||
        (idxtype != IDX_32I && idxtype != IDX_64I))
        return INVALID_VALUE;
    NEW_OR_FAIL(*d);
    **d = (SpMat){1, rows, cols, nnz, row, col, val, idxtype, idxtype, base, vtype};
    return OK;
}

int cusparseSpMatGetSize(SpMat *d, int64_t *rows, int64_t *cols, int64_t *nnz)
{
    *rows = d->rows;
    *cols = d->cols;
    *nnz = d->nnz;
    return OK;
}

int cusparseDestroySpMat(SpMat *d)
{
    free(d);
    return OK;
}

int cusparseCreateDnVec(DnVec **d, int64_t size, void *val, int vtype)
{
    if (size < 0 || !valid_vtype(vtype))
        return INVALID_VALUE;
    NEW_OR_FAIL(*d);
    **d = (DnVec){size, val, vtype};
    return OK;
}

int cusparseDestroyDnVec(DnVec *d)
{
    free(d);
    return OK;
}

int cusparseCreateDnMat(DnMat **d, int64_t rows, int64_t cols, int64_t ld, void *val, int vtype, int order)
{
    if (rows < 0 || cols < 0 || !valid_vtype(vtype) || (order != ORDER_COL && order != ORDER_ROW) ||
        ld < (order == ORDER_COL ? rows : cols))
        return INVALID_VALUE;
    NEW_OR_FAIL(*d);
    **d = (DnMat){rows, cols, ld, val, vtype, order};
    return OK;
}

int cusparseDestroyDnMat(DnMat *d)
{
    free(d);
    return OK;
}

static int64_t idx(const void *a, int type, int64_t i)
{
    return type == IDX_64I ? ((const int64_t *)a)[i] : ((const int32_t *)a)[i];
}

static double _Complex value(const void *v, int t, int64_t i)
{
    switch (t) {
    case R_32F: return ((const float *)v)[i];
    case R_64F: return ((const double *)v)[i];
    case C_32F: return ((const float _Complex *)v)[i];
    default: return ((const double _Complex *)v)[i];
    }
}

static void store(void *v, int t, int64_t i, double _Complex x)
{
    switch (t) {
    case R_32F: ((float *)v)[i] = (float)creal(x); break;
    case R_64F: ((double *)v)[i] = creal(x); break;
    case C_32F: ((float _Complex *)v)[i] = (float _Complex)x; break;
    default: ((double _Complex *)v)[i] = x; break;
    }
}

/* the statements after a, for each nonzero of A: r, c its 0-based row and
 * column, a its value */
#define FOR_EACH_NONZERO(A, r, c, a, ...)                                                                  \
    do {                                                                                                   \
        for (int64_t k_ = 0, row_ = 0; k_ < (A)->nnz; k_++) {                                              \
            if ((A)->coo)                                                                                  \
                row_ = idx((A)->rowp, (A)->rowtype, k_) - (A)->base;                                       \
            else                                                                                           \
                while (row_ < (A)->rows && idx((A)->rowp, (A)->rowtype, row_ + 1) - (A)->base <= k_)       \
                    row_++;                                                                                \
            int64_t r = row_, c = idx((A)->col, (A)->coltype, k_) - (A)->base;                             \
            double _Complex a = value((A)->val, (A)->vtype, k_);                                           \
            __VA_ARGS__;                                                                                   \
        }                                                                                                  \
    } while (0)

static double _Complex op_value(double _Complex a, int op) { return op == 2 ? conj(a) : a; }

/* alpha or beta of compute type t, read as the handle's pointer mode says
 * (emu_cublas.c's scalar_in): host memory in CUSPARSE_POINTER_MODE_HOST,
 * outside the device-memory guard (a device scalar there stops the program,
 * where cuSPARSE on the GPU would read a device address as a host one),
 * device memory in CUSPARSE_POINTER_MODE_DEVICE */
static double _Complex scalar(const Handle *h, const char *fn, const char *arg, const void *p, int t)
{
    double _Complex v;
    if (h->pointer_mode == 1) {
        EMU_OPEN();
        v = value(p, t, 0);
        EMU_CLOSE();
        return v;
    }
    if (rt_hostdev_pointer_device(p) >= 0) {
        fprintf(stderr,
                "cuf90 -Mcuda=emu: %s: %s is in device memory, but the handle's pointer mode is "
                "CUSPARSE_POINTER_MODE_HOST (cuSPARSE reads it as a host address: a segmentation fault on the "
                "GPU); set CUSPARSE_POINTER_MODE_DEVICE with cusparseSetPointerMode or pass a host scalar\n",
                fn, arg);
        abort();
    }
    return value(p, t, 0);
}

int cusparseSpMV_bufferSize(Handle *h, int op, const void *alpha, SpMat *A, DnVec *x, const void *beta, DnVec *y,
                            int ctype, int alg, size_t *size)
{
    (void)h, (void)op, (void)alpha, (void)A, (void)x, (void)beta, (void)y, (void)ctype, (void)alg;
    *size = 0;
    return OK;
}

int cusparseSpMV(Handle *h, int op, const void *alpha, SpMat *A, DnVec *x, const void *beta, DnVec *y,
                 int ctype, int alg, void *buffer)
{
    (void)alg, (void)buffer;
    if (!h)
        return NOT_INITIALIZED;
    if (!valid_vtype(ctype))
        return NOT_SUPPORTED;
    int64_t m = op ? A->cols : A->rows, n = op ? A->rows : A->cols;
    if (x->size != n || y->size != m)
        return INVALID_VALUE;
    double _Complex al = scalar(h, __func__, "alpha", alpha, ctype), be = scalar(h, __func__, "beta", beta, ctype);
    EMU_OPEN();
    double _Complex *acc = calloc((size_t)(m ? m : 1), sizeof *acc);
    if (!acc) {
        EMU_CLOSE();
        return ALLOC_FAILED;
    }
    FOR_EACH_NONZERO(A, r, c, a, {
        if (op)
            acc[c] += op_value(a, op) * value(x->val, x->vtype, r);
        else
            acc[r] += a * value(x->val, x->vtype, c);
    });
    for (int64_t i = 0; i < m; i++)
        store(y->val, y->vtype, i, al * acc[i] + (be == 0 ? 0 : be * value(y->val, y->vtype, i)));
    EMU_CLOSE();
    free(acc);
    return OK;
}

static int64_t at(const DnMat *d, int64_t i, int64_t j)
{
    return d->order == ORDER_COL ? i + j * d->ld : i * d->ld + j;
}

int cusparseSpMM_bufferSize(Handle *h, int opa, int opb, const void *alpha, SpMat *A, DnMat *B, const void *beta,
                            DnMat *C, int ctype, int alg, size_t *size)
{
    (void)h, (void)opa, (void)opb, (void)alpha, (void)A, (void)B, (void)beta, (void)C, (void)ctype, (void)alg;
    *size = 0;
    return OK;
}

/* C = alpha op(A) op(B) + beta C */
int cusparseSpMM(Handle *h, int opa, int opb, const void *alpha, SpMat *A, DnMat *B, const void *beta, DnMat *C,
                 int ctype, int alg, void *buffer)
{
    (void)alg, (void)buffer;
    if (!h)
        return NOT_INITIALIZED;
    if (!valid_vtype(ctype))
        return NOT_SUPPORTED;
    int64_t m = opa ? A->cols : A->rows, k = opa ? A->rows : A->cols;
    int64_t bk = opb ? B->cols : B->rows, n = opb ? B->rows : B->cols;
    if (bk != k || C->rows != m || C->cols != n)
        return INVALID_VALUE;
    double _Complex al = scalar(h, __func__, "alpha", alpha, ctype), be = scalar(h, __func__, "beta", beta, ctype);
    EMU_OPEN();
    double _Complex *acc = calloc((size_t)(m * n > 0 ? m * n : 1), sizeof *acc);
    if (!acc) {
        EMU_CLOSE();
        return ALLOC_FAILED;
    }
    FOR_EACH_NONZERO(A, r, c, a, {
        int64_t i = opa ? c : r, l = opa ? r : c;
        double _Complex av = op_value(a, opa);
        for (int64_t j = 0; j < n; j++) {
            double _Complex b = opb ? op_value(value(B->val, B->vtype, at(B, j, l)), opb)
                                    : value(B->val, B->vtype, at(B, l, j));
            acc[i + j * m] += av * b;
        }
    });
    for (int64_t j = 0; j < n; j++)
        for (int64_t i = 0; i < m; i++) {
            int64_t p = at(C, i, j);
            store(C->val, C->vtype, p, al * acc[i + j * m] + (be == 0 ? 0 : be * value(C->val, C->vtype, p)));
        }
    EMU_CLOSE();
    free(acc);
    return OK;
}
