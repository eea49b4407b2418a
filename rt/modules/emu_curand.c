/* emu_curand.c — cuRAND's host API under -Mcuda=emu. The generators are
 * cuRAND's algorithms as curand_kernel.h defines them: XORWOW (the default)
 * seeded as curand_init(seed, 0, offset) seeds it, Philox4_32_10 (counter
 * based: key = seed, counter = offset), MRG32k3a seeded and scaled as
 * curand_device.f90's curand_init(seed, 0, offset) (its offset by a matrix
 * power); MTGP32 and MT19937 are XORWOW here. SOBOL32 (and
 * QUASI_DEFAULT) is Sobol's sequence with Joe and Kuo's direction numbers
 * (new-joe-kuo-6.21201, cuRAND's CURAND_DIRECTION_VECTORS_32_JOEKUO6) in
 * gray-code order from point 0, as curand_kernel.h steps it, for up to 21
 * dimensions here; n/d numbers of each dimension in turn, the offset a
 * point index of every dimension; normals by the inverse CDF. The
 * scrambled and 64-bit Sobol generators are not emulated. The GPU library spreads a generator over thousands of
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
enum { MRG32K3A = 121, PHILOX = 161, QUASI_DEFAULT = 200, SOBOL32 = 201 };

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
    /* Sobol: dimensions (offset: the next point of each) */
    int dims;
    int64_t stream;
} Gen;

static int is_quasi(const Gen *g) { return g->type == SOBOL32 || g->type == QUASI_DEFAULT; }

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
    if (is_quasi(g))
        return;
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

/* ---- Sobol (quasi-random) ---- */

/* Joe and Kuo's primitive polynomials (degree s, coefficients a) and
 * initial direction numbers m_1..m_s of dimensions 2..21 (dimension 1 is
 * the van der Corput sequence) */
enum { SOBOL_MAX_DIMS = 21 };
static const struct { int s, a, m[7]; } sobol_params[SOBOL_MAX_DIMS - 1] = {
    {1, 0, {1}},                       {2, 1, {1, 3}},
    {3, 1, {1, 3, 1}},                 {3, 2, {1, 1, 1}},
    {4, 1, {1, 1, 3, 3}},              {4, 4, {1, 3, 5, 13}},
    {5, 2, {1, 1, 5, 5, 17}},          {5, 4, {1, 1, 5, 5, 5}},
    {5, 7, {1, 1, 7, 11, 19}},         {5, 11, {1, 1, 5, 1, 1}},
    {5, 13, {1, 1, 1, 3, 11}},         {5, 14, {1, 3, 5, 5, 31}},
    {6, 1, {1, 3, 3, 9, 7, 49}},       {6, 13, {1, 1, 1, 15, 21, 21}},
    {6, 16, {1, 3, 1, 13, 27, 49}},    {6, 19, {1, 1, 1, 15, 7, 5}},
    {6, 22, {1, 3, 1, 15, 13, 25}},    {6, 25, {1, 1, 5, 5, 19, 61}},
    {7, 1, {1, 3, 7, 11, 23, 15, 103}}, {7, 4, {1, 3, 7, 13, 13, 15, 69}},
};

/* the 32 direction vectors of dimension d (0-based): v[0] the top bit */
static void sobol_vectors(int d, uint32_t v[32])
{
    if (d == 0) {
        for (int k = 0; k < 32; k++)
            v[k] = 1u << (31 - k);
        return;
    }
    int sdeg = sobol_params[d - 1].s, a = sobol_params[d - 1].a;
    for (int k = 0; k < 32; k++) {
        if (k < sdeg) {
            v[k] = (uint32_t)sobol_params[d - 1].m[k] << (31 - k);
            continue;
        }
        uint32_t x = v[k - sdeg] ^ (v[k - sdeg] >> sdeg);
        for (int j = 1; j < sdeg; j++)
            if ((a >> (sdeg - 1 - j)) & 1)
                x ^= v[k - j];
        v[k] = x;
    }
}

/* n numbers of the sequence (n/dims points, each dimension's in turn),
 * from the generator's offset, which moves by n/dims */
static void sobol_fill(Gen *g, uint32_t *out, size_t n)
{
    size_t per = n / (size_t)g->dims;
    for (int d = 0; d < g->dims; d++) {
        uint32_t v[32], x = 0;
        sobol_vectors(d, v);
        uint64_t i = g->offset, gray = i ^ (i >> 1);
        for (int b = 0; b < 32 && gray; b++, gray >>= 1)
            if (gray & 1)
                x ^= v[b];
        for (size_t k = 0; k < per; k++, i++) {
            out[(size_t)d * per + k] = x;
            x ^= v[__builtin_ctzll(~i) < 32 ? __builtin_ctzll(~i) : 31];
        }
    }
    g->offset += per;
}

/* erfc^-1(y) for y in (0, 1]: Abramowitz and Stegun 26.2.23 for a start,
 * then Newton's steps on erfc */
static double erfcinv_pos(double y)
{
    double p = y / 2, t = sqrt(-2 * log(p));
    double z = (t - (2.515517 + 0.802853 * t + 0.010328 * t * t) /
                        (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)) / M_SQRT2;
    for (int it = 0; it < 4; it++)
        z += (erfc(z) - y) / (M_2_SQRTPI * exp(-z * z));
    return z;
}

/* cuRAND's inverse-CDF normal of 32 bits: mirrored at the middle,
 * -sqrt(2) erfc^-1(2p) = PHI^-1(p) (the H200 gives -6.338 for the point 0,
 * p = 2^-33) */
static double normal_icdf(uint32_t x)
{
    double s = M_SQRT2;
    if (x > 0x80000000u) {
        x = 0xffffffffu - x;
        s = -s;
    }
    double p = x * (1.0 / 4294967296.0) + 0.5 / 4294967296.0;
    return -s * erfcinv_pos(2 * p);
}

/* the numbers of a quasi-random generate call, as 32 bits (freed by the caller) */
static int quasi_bits(Gen *g, size_t n, uint32_t **bits)
{
    if (n % (size_t)g->dims)
        return LENGTH_NOT_MULTIPLE;
    *bits = malloc((n ? n : 1) * sizeof **bits);
    if (!*bits)
        return ALLOCATION_FAILED;
    sobol_fill(g, *bits, n);
    return OK;
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
    if (type < 100 || type > SOBOL32)
        return TYPE_ERROR; /* the scrambled and 64-bit Sobol generators are not emulated */
    Gen *g = calloc(1, sizeof *g);
    if (!g)
        return ALLOCATION_FAILED;
    g->type = type;
    g->fresh = 1;
    g->dims = 1;
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
    if (is_quasi(g))
        return TYPE_ERROR;
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

int curandSetQuasiRandomGeneratorDimensions(Gen *g, unsigned dims)
{
    if (!g)
        return NOT_INITIALIZED;
    if (!is_quasi(g))
        return TYPE_ERROR;
    if (dims < 1 || dims > SOBOL_MAX_DIMS)
        return OUT_OF_RANGE; /* cuRAND has 20000; the emulator's table stops at 21 */
    g->dims = (int)dims;
    return OK;
}

/* the order of the numbers in memory: the emulator has one */
int curandSetGeneratorOrdering(Gen *g, int order)
{
    if (!g)
        return NOT_INITIALIZED;
    if (is_quasi(g) ? order != 201 : (order < 100 || order > 104))
        return OUT_OF_RANGE;
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

/* A quasi-random generate call into x (device memory: written inside
 * EMU_OPEN): the 32-bit points, or uniforms as cuRAND makes them of 32
 * bits, x * 2^-32 + 2^-33 in float and (x + 1) * 2^-32 in double
 * (_curand_uniform and _curand_uniform_double of an unsigned int). */
enum { QUASI_BITS, QUASI_FLOAT, QUASI_DOUBLE };

static int quasi_generate(Gen *g, void *x, size_t n, int form)
{
    uint32_t *b;
    int st = quasi_bits(g, n, &b);
    if (st)
        return st;
    EMU_OPEN();
    for (size_t i = 0; i < n; i++)
        switch (form) {
        case QUASI_BITS: ((uint32_t *)x)[i] = b[i]; break;
        case QUASI_FLOAT: ((float *)x)[i] = b[i] * TWO_POW32_INV + TWO_POW32_INV / 2.0f; break;
        default: ((double *)x)[i] = b[i] * (1.0 / 4294967296.0) + 1.0 / 4294967296.0; break;
        }
    EMU_CLOSE();
    free(b);
    return OK;
}

int curandGenerate(Gen *g, uint32_t *x, size_t n)
{
    if (!g)
        return NOT_INITIALIZED;
    prepare(g);
    if (is_quasi(g))
        return quasi_generate(g, x, n, QUASI_BITS);
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
    if (is_quasi(g))
        return quasi_generate(g, x, n, QUASI_FLOAT);
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
    if (is_quasi(g))
        return quasi_generate(g, x, n, QUASI_DOUBLE);
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
    if (is_quasi(g)) { /* the inverse CDF of each point: no pairs */
        uint32_t *b;
        int st = quasi_bits(g, n, &b);
        if (st)
            return st;
        EMU_OPEN();
        for (size_t i = 0; i < n; i++) {
            double a = mean + stddev * normal_icdf(b[i]);
            if (lg)
                a = exp(a);
            if (dbl)
                ((double *)x)[i] = a;
            else
                ((float *)x)[i] = (float)a;
        }
        EMU_CLOSE();
        free(b);
        return OK;
    }
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
    if (is_quasi(g))
        return TYPE_ERROR; /* not emulated for the quasi-random generators */
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
