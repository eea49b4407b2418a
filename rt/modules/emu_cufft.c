/* emu_cufft.c — cuFFT under -Mcuda=emu on FFTW 3 (libfftw3 and libfftw3f,
 * opened on first use). A plan keeps cuFFT's description (type, rank,
 * sizes in C order, the advanced layout, batch); each exec makes an FFTW
 * plan of the same layout (FFTW_ESTIMATE, which does not touch the data),
 * runs it on the device buffers (host memory under emulation) and destroys
 * it. cuFFT's layout is FFTW's "many" layout, its transforms are
 * unnormalized and its FORWARD is FFTW's -1, so the numbers agree. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_libs.h"

enum { OK = 0, INVALID_PLAN = 1, ALLOC_FAILED = 2, INVALID_TYPE = 3, INVALID_VALUE = 4, EXEC_FAILED = 6,
       INVALID_SIZE = 8 };
enum { R2C = 0x2a, C2R = 0x2c, C2C = 0x29, D2Z = 0x6a, Z2D = 0x6c, Z2Z = 0x69 };
#define ESTIMATE (1U << 6)

typedef struct {
    int used, type, rank, batch;
    int n[3], inembed[3], onembed[3];
    int istride, idist, ostride, odist;
    int have_embed;
    int64_t stream;
} Plan;

static Plan *plans;
static int nplans;

static void *fftw_sym(int single, const char *sym)
{
    static const char *const d[] = {"libfftw3.so.3", "libfftw3.so", NULL};
    static const char *const f[] = {"libfftw3f.so.3", "libfftw3f.so", NULL};
    return emu_lib_sym(single ? f : d, single ? "FFTW 3 (single precision)" : "FFTW 3",
                       single ? "libfftw3-single3" : "libfftw3-double3", sym);
}

int cufftCreate(int *plan)
{
    for (int i = 0; i < nplans; i++)
        if (!plans[i].used) {
            memset(&plans[i], 0, sizeof plans[i]);
            plans[i].used = 1;
            *plan = i + 1;
            return OK;
        }
    Plan *p = realloc(plans, (size_t)(nplans + 1) * sizeof *p);
    if (!p)
        return ALLOC_FAILED;
    plans = p;
    memset(&plans[nplans], 0, sizeof plans[nplans]);
    plans[nplans].used = 1;
    *plan = ++nplans;
    return OK;
}

static Plan *plan_of(int h)
{
    return h >= 1 && h <= nplans && plans[h - 1].used ? &plans[h - 1] : NULL;
}

static int valid_type(int t)
{
    return t == R2C || t == C2R || t == C2C || t == D2Z || t == Z2D || t == Z2Z;
}

/* The plan of cufftPlanMany; the basic layouts of Plan1d/2d/3d are this
 * with no embedding. cufftPlan* may be called on a handle of cufftCreate. */
int cufftPlanMany(int *plan, int rank, const int *n, const int *inembed, int istride, int idist,
                  const int *onembed, int ostride, int odist, int type, int batch)
{
    if (rank < 1 || rank > 3)
        return INVALID_SIZE;
    if (!valid_type(type))
        return INVALID_TYPE;
    for (int i = 0; i < rank; i++)
        if (n[i] < 1)
            return INVALID_SIZE;
    if (batch < 1)
        return INVALID_SIZE;
    Plan *p = plan_of(*plan);
    if (!p) {
        int e = cufftCreate(plan);
        if (e)
            return e;
        p = plan_of(*plan);
    }
    p->type = type;
    p->rank = rank;
    p->batch = batch;
    memcpy(p->n, n, (size_t)rank * sizeof *n);
    p->have_embed = inembed && onembed;
    if (p->have_embed) {
        memcpy(p->inembed, inembed, (size_t)rank * sizeof *n);
        memcpy(p->onembed, onembed, (size_t)rank * sizeof *n);
        p->istride = istride;
        p->idist = idist;
        p->ostride = ostride;
        p->odist = odist;
    }
    return OK;
}

int cufftPlan1d(int *plan, int nx, int type, int batch)
{
    return cufftPlanMany(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch);
}

int cufftPlan2d(int *plan, int nx, int ny, int type)
{
    int n[2] = {nx, ny};
    return cufftPlanMany(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

int cufftPlan3d(int *plan, int nx, int ny, int nz, int type)
{
    int n[3] = {nx, ny, nz};
    return cufftPlanMany(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

int cufftDestroy(int plan)
{
    Plan *p = plan_of(plan);
    if (!p)
        return INVALID_PLAN;
    p->used = 0;
    return OK;
}

int cufftSetStream(int plan, int64_t stream)
{
    Plan *p = plan_of(plan);
    if (!p)
        return INVALID_PLAN;
    p->stream = stream;
    return OK;
}

int cufftGetVersion(int *v)
{
    *v = 12000;
    return OK;
}

/* fftw(f)_plan_many_dft, _r2c, _c2r: the same signature up to the sign and
 * the element types, which travel as pointers here */
typedef void *many_dft_t(int, const int *, int, void *, const int *, int, int, void *, const int *, int, int,
                         int, unsigned);
typedef void *many_real_t(int, const int *, int, void *, const int *, int, int, void *, const int *, int, int,
                          unsigned);
typedef void execute_t(void *);

static int exec(int plan, void *in, void *out, int type, int sign)
{
    Plan *p = plan_of(plan);
    if (!p || !p->rank)
        return INVALID_PLAN;
    if (p->type != type)
        return INVALID_TYPE;
    int single = type == C2C || type == R2C || type == C2R;
    const char *pre = single ? "fftwf_" : "fftw_";
    char name[48];
    /* the basic layout: contiguous, the last dimension halved (+1) on the
     * complex side of a real transform */
    int total = 1, half = 1;
    for (int i = 0; i < p->rank; i++) {
        total *= p->n[i];
        half *= i == p->rank - 1 ? p->n[i] / 2 + 1 : p->n[i];
    }
    int real_in = type == R2C || type == D2Z, real_out = type == C2R || type == Z2D;
    int istride = 1, ostride = 1;
    int idist = real_out ? half : total, odist = real_in ? half : total;
    if (type == C2C || type == Z2Z)
        idist = odist = total;
    const int *inembed = NULL, *onembed = NULL;
    /* an in-place real transform pads the real rows to 2 (n/2 + 1) values,
     * as cuFFT's (and FFTW's) in-place layout has it */
    int padded[3], cplx[3];
    if (in == out && (real_in || real_out) && !p->have_embed) {
        memcpy(padded, p->n, sizeof padded);
        memcpy(cplx, p->n, sizeof cplx);
        cplx[p->rank - 1] = p->n[p->rank - 1] / 2 + 1;
        padded[p->rank - 1] = 2 * cplx[p->rank - 1];
        inembed = real_in ? padded : cplx;
        onembed = real_in ? cplx : padded;
        idist = real_in ? 2 * half : half;
        odist = real_in ? half : 2 * half;
    }
    if (p->have_embed) {
        inembed = p->inembed;
        onembed = p->onembed;
        istride = p->istride;
        ostride = p->ostride;
        idist = p->idist;
        odist = p->odist;
    }
    void *fp;
    EMU_OPEN();
    if (type == C2C || type == Z2Z) {
        snprintf(name, sizeof name, "%splan_many_dft", pre);
        many_dft_t *mk = (many_dft_t *)fftw_sym(single, name);
        fp = mk(p->rank, p->n, p->batch, in, inembed, istride, idist, out, onembed, ostride, odist, sign, ESTIMATE);
    } else {
        snprintf(name, sizeof name, "%splan_many_dft_%s", pre, real_in ? "r2c" : "c2r");
        many_real_t *mk = (many_real_t *)fftw_sym(single, name);
        fp = mk(p->rank, p->n, p->batch, in, inembed, istride, idist, out, onembed, ostride, odist, ESTIMATE);
    }
    if (!fp) {
        EMU_CLOSE();
        return EXEC_FAILED;
    }
    snprintf(name, sizeof name, "%sexecute", pre);
    ((execute_t *)fftw_sym(single, name))(fp);
    snprintf(name, sizeof name, "%sdestroy_plan", pre);
    ((execute_t *)fftw_sym(single, name))(fp);
    EMU_CLOSE();
    return OK;
}

int cufftExecC2C(int plan, void *in, void *out, int dir) { return exec(plan, in, out, C2C, dir); }
int cufftExecZ2Z(int plan, void *in, void *out, int dir) { return exec(plan, in, out, Z2Z, dir); }
int cufftExecR2C(int plan, void *in, void *out) { return exec(plan, in, out, R2C, -1); }
int cufftExecD2Z(int plan, void *in, void *out) { return exec(plan, in, out, D2Z, -1); }
int cufftExecC2R(int plan, void *in, void *out) { return exec(plan, in, out, C2R, 1); }
int cufftExecZ2D(int plan, void *in, void *out) { return exec(plan, in, out, Z2D, 1); }
