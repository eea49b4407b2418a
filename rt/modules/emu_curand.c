/* emu_curand.c — cuRAND's host API under -Mcuda=emu. The generators are
 * cuRAND's algorithms as curand_kernel.h defines them: XORWOW (the default)
 * seeded as curand_init(seed, 0, offset) seeds it, Philox4_32_10 (counter
 * based: key = seed, counter = offset), MRG32k3a seeded and scaled as
 * curand_device.f90's curand_init(seed, 0, offset) (its offset by a matrix
 * power); MTGP32 and MT19937 are XORWOW here. The GPU library spreads a generator over thousands of
 * subsequences and interleaves them, an ordering it does not document, so
 * the emulated numbers are another sample of the same distribution, not
 * the same numbers. The distributions follow cuRAND's formulas: uniform
 * floats x 2^-32 + 2^-33 (never 0, possibly 1), doubles from 53 bits of
 * two draws, normals by Box-Muller in pairs, log-normals as exp(normal),
 * Poisson by inversion (normal approximation above lambda 64). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "emu_libs.h"

enum { OK = 0, NOT_INITIALIZED = 101, ALLOCATION_FAILED = 102, TYPE_ERROR = 103, OUT_OF_RANGE = 104,
       LENGTH_NOT_MULTIPLE = 105 };
enum { MRG32K3A = 121, PHILOX = 161 };

typedef struct {
    int type;
    uint64_t seed, offset;
    int fresh; /* the state must be (re)made from seed and offset */
    /* XORWOW */
    uint32_t d, v[5];
    /* Philox4_32_10 */
    uint32_t ctr[4], key[2], out[4];
    int idx;
    /* MRG32k3a: the two recurrences' last three values */
    uint64_t s1[3], s2[3];
    int64_t stream;
} Gen;

static void xorwow_init(Gen *g)
{
    uint32_t s0 = (uint32_t)g->seed ^ 0xaad26b49u, s1 = (uint32_t)(g->seed >> 32) ^ 0xf7dcefddu;
    uint32_t t0 = 1099087573u * s0, t1 = 2591861531u * s1;
    g->d = 6615241u + t1 + t0;
    g->v[0] = 123456789u + t0;
    g->v[1] = 362436069u ^ t0;
    g->v[2] = 521288629u + t1;
    g->v[3] = 88675123u ^ t1;
    g->v[4] = 5783321u + t0;
}

static uint32_t xorwow(Gen *g)
{
    uint32_t t = g->v[0] ^ (g->v[0] >> 2);
    g->v[0] = g->v[1];
    g->v[1] = g->v[2];
    g->v[2] = g->v[3];
    g->v[3] = g->v[4];
    g->v[4] = (g->v[4] ^ (g->v[4] << 4)) ^ (t ^ (t << 1));
    g->d += 362437u;
    return g->v[4] + g->d;
}

/* ---- MRG32k3a (L'Ecuyer): s1(n) = 1403580 s1(n-2) - 810728 s1(n-3) mod m1,
 * s2(n) = 527612 s2(n-1) - 1370589 s2(n-3) mod m2, the result s1 - s2 mod m1
 * (as rt/modules/curand_device.f90 has them) ---- */
#define MRG_M1 4294967087ull
#define MRG_M2 4294944443ull
static const uint64_t mrg_a1[3][3] = {{0, 1, 0}, {0, 0, 1}, {MRG_M1 - 810728, 1403580, 0}};
static const uint64_t mrg_a2[3][3] = {{0, 1, 0}, {0, 0, 1}, {MRG_M2 - 1370589, 0, 527612}};

/* v = A^e v modulo m (every entry below m < 2^32, so products fit 64 bits) */
static void mrg_skip(const uint64_t a[3][3], uint64_t e, uint64_t m, uint64_t v[3])
{
    uint64_t p[3][3], q[3][3], w[3];
    memcpy(p, a, sizeof p);
    while (e > 0) {
        if (e & 1) {
            for (int i = 0; i < 3; i++) {
                w[i] = 0;
                for (int j = 0; j < 3; j++)
                    w[i] = (w[i] + p[i][j] * v[j] % m) % m;
            }
            memcpy(v, w, sizeof w);
        }
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                q[i][j] = 0;
                for (int k = 0; k < 3; k++)
                    q[i][j] = (q[i][j] + p[i][k] * p[k][j] % m) % m;
            }
        memcpy(p, q, sizeof p);
        e >>= 1;
    }
}

static void mrg_init(Gen *g)
{
    uint64_t x1 = ((uint32_t)g->seed ^ 0x55555555u), x2 = ((uint32_t)(g->seed >> 32) ^ 0xAAAAAAAAu);
    g->s1[0] = x1 * 12345 % MRG_M1;
    g->s1[1] = x2 * 12345 % MRG_M1;
    g->s1[2] = g->s1[0];
    g->s2[0] = x2 * 12345 % MRG_M2;
    g->s2[1] = x1 * 12345 % MRG_M2;
    g->s2[2] = g->s2[0];
    mrg_skip(mrg_a1, g->offset, MRG_M1, g->s1);
    mrg_skip(mrg_a2, g->offset, MRG_M2, g->s2);
}

/* the next value, in [1, m1] */
static double mrg_next(Gen *g)
{
    uint64_t p1 = (1403580 * g->s1[1] + (MRG_M1 - 810728) * g->s1[0]) % MRG_M1;
    g->s1[0] = g->s1[1];
    g->s1[1] = g->s1[2];
    g->s1[2] = p1;
    uint64_t p2 = (527612 * g->s2[2] + (MRG_M2 - 1370589) * g->s2[0]) % MRG_M2;
    g->s2[0] = g->s2[1];
    g->s2[1] = g->s2[2];
    g->s2[2] = p2;
    return p1 > p2 ? (double)(p1 - p2) : (double)p1 - (double)p2 + (double)MRG_M1;
}

#define MRG_NORM (1.0 / (double)(MRG_M1 + 1))

static void philox_block(const uint32_t c[4], const uint32_t k[2], uint32_t out[4])
{
    uint32_t x[4] = {c[0], c[1], c[2], c[3]}, key[2] = {k[0], k[1]};
    for (int r = 0; r < 10; r++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * x[0], p1 = (uint64_t)0xCD9E8D57u * x[2];
        uint32_t y[4] = {(uint32_t)(p1 >> 32) ^ x[1] ^ key[0], (uint32_t)p1, (uint32_t)(p0 >> 32) ^ x[3] ^ key[1],
                         (uint32_t)p0};
        for (int i = 0; i < 4; i++)
            x[i] = y[i];
        key[0] += 0x9E3779B9u;
        key[1] += 0xBB67AE85u;
    }
    for (int i = 0; i < 4; i++)
        out[i] = x[i];
}

static void philox_next_ctr(Gen *g)
{
    for (int i = 0; i < 4 && ++g->ctr[i] == 0; i++)
        ;
}

static void prepare(Gen *g)
{
    if (!g->fresh)
        return;
    g->fresh = 0;
    if (g->type == PHILOX) {
        g->key[0] = (uint32_t)g->seed;
        g->key[1] = (uint32_t)(g->seed >> 32);
        uint64_t blocks = g->offset / 4;
        g->ctr[0] = (uint32_t)blocks;
        g->ctr[1] = (uint32_t)(blocks >> 32);
        g->ctr[2] = g->ctr[3] = 0;
        g->idx = (int)(g->offset % 4);
        philox_block(g->ctr, g->key, g->out);
        return;
    }
    if (g->type == MRG32K3A) {
        mrg_init(g);
        return;
    }
    xorwow_init(g);
    for (uint64_t i = 0; i < g->offset; i++)
        (void)xorwow(g);
}

static uint32_t next32(Gen *g)
{
    /* the generator's offset moves with every number, as cuRAND's does: a
     * new seed without a new offset goes on from the same position */
    g->offset++;
    if (g->type == MRG32K3A)
        return (uint32_t)(int64_t)(mrg_next(g) * (4294967296.0 / (double)(MRG_M1 + 1)));
    if (g->type != PHILOX)
        return xorwow(g);
    uint32_t r = g->out[g->idx++];
    if (g->idx == 4) {
        philox_next_ctr(g);
        philox_block(g->ctr, g->key, g->out);
        g->idx = 0;
    }
    return r;
}

#define TWO_POW32_INV (1.0f / 4294967296.0f)
#define TWO_POW53_INV (1.0 / 9007199254740992.0)
static float uniform(Gen *g)
{
    if (g->type == MRG32K3A) {
        g->offset++;
        return (float)(mrg_next(g) * MRG_NORM);
    }
    return next32(g) * TWO_POW32_INV + TWO_POW32_INV / 2.0f;
}

static double uniform_double(Gen *g)
{
    if (g->type == MRG32K3A) { /* one draw */
        g->offset++;
        return mrg_next(g) * MRG_NORM;
    }
    uint32_t x = next32(g), y = next32(g);
    uint64_t z = (uint64_t)x ^ ((uint64_t)y << (53 - 32));
    return (double)z * TWO_POW53_INV + TWO_POW53_INV / 2.0;
}

/* Box-Muller on two draws: the pair (s sin v, s cos v); MRG32k3a's from
 * double draws in either precision, as curand_normal's */
static void normal_pair(Gen *g, double *a, double *b, int dbl)
{
    dbl |= g->type == MRG32K3A;
    double u = dbl ? uniform_double(g) : uniform(g);
    double v = (dbl ? uniform_double(g) : uniform(g)) * 2 * M_PI;
    double s = sqrt(-2.0 * log(u));
    *a = s * sin(v);
    *b = s * cos(v);
}

static int create(Gen **gen, int type)
{
    if (type < 100 || type >= 200)
        return TYPE_ERROR; /* the quasi-random generators are not emulated */
    Gen *g = calloc(1, sizeof *g);
    if (!g)
        return ALLOCATION_FAILED;
    g->type = type;
    g->fresh = 1;
    *gen = g;
    return OK;
}

int curandCreateGenerator(Gen **gen, int type) { return create(gen, type); }
int curandCreateGeneratorHost(Gen **gen, int type) { return create(gen, type); }

int curandDestroyGenerator(Gen *g)
{
    if (!g)
        return NOT_INITIALIZED;
    free(g);
    return OK;
}

int curandSetPseudoRandomGeneratorSeed(Gen *g, uint64_t seed)
{
    if (!g)
        return NOT_INITIALIZED;
    g->seed = seed;
    g->fresh = 1;
    return OK;
}

int curandSetGeneratorOffset(Gen *g, uint64_t offset)
{
    if (!g)
        return NOT_INITIALIZED;
    g->offset = offset;
    g->fresh = 1;
    return OK;
}

int curandSetStream(Gen *g, int64_t s)
{
    if (!g)
        return NOT_INITIALIZED;
    g->stream = s;
    return OK;
}

int curandGenerateSeeds(Gen *g)
{
    if (!g)
        return NOT_INITIALIZED;
    prepare(g);
    return OK;
}

int curandGetVersion(int *v)
{
    *v = 10400;
    return OK;
}

int curandGenerate(Gen *g, uint32_t *x, size_t n)
{
    if (!g)
        return NOT_INITIALIZED;
    prepare(g);
    EMU_OPEN();
    for (size_t i = 0; i < n; i++)
        x[i] = next32(g);
    EMU_CLOSE();
    return OK;
}

int curandGenerateUniform(Gen *g, float *x, size_t n)
{
    if (!g)
        return NOT_INITIALIZED;
    prepare(g);
    EMU_OPEN();
    for (size_t i = 0; i < n; i++)
        x[i] = uniform(g);
    EMU_CLOSE();
    return OK;
}

int curandGenerateUniformDouble(Gen *g, double *x, size_t n)
{
    if (!g)
        return NOT_INITIALIZED;
    prepare(g);
    EMU_OPEN();
    for (size_t i = 0; i < n; i++)
        x[i] = uniform_double(g);
    EMU_CLOSE();
    return OK;
}

/* normals (log-normals with lg) into float or double x: cuRAND wants an
 * even count, as its pairs do */
static int normals(Gen *g, void *x, size_t n, double mean, double stddev, int dbl, int lg)
{
    if (!g)
        return NOT_INITIALIZED;
    if (n % 2)
        return LENGTH_NOT_MULTIPLE;
    prepare(g);
    EMU_OPEN();
    for (size_t i = 0; i < n; i += 2) {
        double a, b;
        normal_pair(g, &a, &b, dbl);
        a = mean + stddev * a;
        b = mean + stddev * b;
        if (lg) {
            a = exp(a);
            b = exp(b);
        }
        if (dbl) {
            ((double *)x)[i] = a;
            ((double *)x)[i + 1] = b;
        } else {
            ((float *)x)[i] = (float)a;
            ((float *)x)[i + 1] = (float)b;
        }
    }
    EMU_CLOSE();
    return OK;
}

int curandGenerateNormal(Gen *g, float *x, size_t n, float m, float s) { return normals(g, x, n, m, s, 0, 0); }
int curandGenerateNormalDouble(Gen *g, double *x, size_t n, double m, double s) { return normals(g, x, n, m, s, 1, 0); }
int curandGenerateLogNormal(Gen *g, float *x, size_t n, float m, float s) { return normals(g, x, n, m, s, 0, 1); }
int curandGenerateLogNormalDouble(Gen *g, double *x, size_t n, double m, double s) { return normals(g, x, n, m, s, 1, 1); }

int curandGeneratePoisson(Gen *g, uint32_t *x, size_t n, double lambda)
{
    if (!g)
        return NOT_INITIALIZED;
    if (!(lambda > 0))
        return OUT_OF_RANGE;
    prepare(g);
    EMU_OPEN();
    for (size_t i = 0; i < n; i++) {
        if (lambda > 64) {
            double a, b;
            normal_pair(g, &a, &b, 1);
            double k = floor(lambda + sqrt(lambda) * a + 0.5);
            x[i] = k < 0 ? 0 : (uint32_t)k;
            continue;
        }
        /* inversion: the first k with P(X <= k) >= u */
        double u = uniform_double(g), p = exp(-lambda), cdf = p;
        uint32_t k = 0;
        while (u > cdf && k < 1000) {
            k++;
            p *= lambda / k;
            cdf += p;
        }
        x[i] = k;
    }
    EMU_CLOSE();
    return OK;
}
