/* shims.c — the table from Fortran intrinsic and kind to library function. */
#include "shims.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>
#include <stdlib.h>
#include <string.h>

/* X(intrinsic, arity, libm float, libm double, libdevice float,
 *   libdevice double, libdevice fast float or NULL) */
#define REAL_SHIMS(X)                                                                  \
    X(INTR_SQRT, 1, "sqrtf", "sqrt", "__nv_sqrtf", "__nv_sqrt", NULL)                  \
    X(INTR_DSQRT, 1, "sqrtf", "sqrt", "__nv_sqrtf", "__nv_sqrt", NULL)                 \
    X(INTR_EXP, 1, "expf", "exp", "__nv_expf", "__nv_exp", "__nv_fast_expf")           \
    X(INTR_DEXP, 1, "expf", "exp", "__nv_expf", "__nv_exp", "__nv_fast_expf")          \
    X(INTR_LOG, 1, "logf", "log", "__nv_logf", "__nv_log", "__nv_fast_logf")           \
    X(INTR_ALOG, 1, "logf", "log", "__nv_logf", "__nv_log", "__nv_fast_logf")          \
    X(INTR_DLOG, 1, "logf", "log", "__nv_logf", "__nv_log", "__nv_fast_logf")          \
    X(INTR_LOG10, 1, "log10f", "log10", "__nv_log10f", "__nv_log10", "__nv_fast_log10f") \
    X(INTR_SIN, 1, "sinf", "sin", "__nv_sinf", "__nv_sin", "__nv_fast_sinf")           \
    X(INTR_DSIN, 1, "sinf", "sin", "__nv_sinf", "__nv_sin", "__nv_fast_sinf")          \
    X(INTR_COS, 1, "cosf", "cos", "__nv_cosf", "__nv_cos", "__nv_fast_cosf")           \
    X(INTR_DCOS, 1, "cosf", "cos", "__nv_cosf", "__nv_cos", "__nv_fast_cosf")          \
    X(INTR_TAN, 1, "tanf", "tan", "__nv_tanf", "__nv_tan", "__nv_fast_tanf")           \
    X(INTR_ASIN, 1, "asinf", "asin", "__nv_asinf", "__nv_asin", NULL)                  \
    X(INTR_ACOS, 1, "acosf", "acos", "__nv_acosf", "__nv_acos", NULL)                  \
    X(INTR_ATAN, 1, "atanf", "atan", "__nv_atanf", "__nv_atan", NULL)                  \
    X(INTR_ATAN2, 2, "atan2f", "atan2", "__nv_atan2f", "__nv_atan2", NULL)             \
    X(INTR_SINH, 1, "sinhf", "sinh", "__nv_sinhf", "__nv_sinh", NULL)                  \
    X(INTR_COSH, 1, "coshf", "cosh", "__nv_coshf", "__nv_cosh", NULL)                  \
    X(INTR_TANH, 1, "tanhf", "tanh", "__nv_tanhf", "__nv_tanh", "__nv_fast_tanhf")     \
    X(INTR_ASINH, 1, "asinhf", "asinh", "__nv_asinhf", "__nv_asinh", NULL)             \
    X(INTR_ACOSH, 1, "acoshf", "acosh", "__nv_acoshf", "__nv_acosh", NULL)             \
    X(INTR_ATANH, 1, "atanhf", "atanh", "__nv_atanhf", "__nv_atanh", NULL)             \
    X(INTR_HYPOT, 2, "hypotf", "hypot", "__nv_hypotf", "__nv_hypot", NULL)             \
    X(INTR_ERF, 1, "erff", "erf", "__nv_erff", "__nv_erf", NULL)                       \
    X(INTR_ERFC, 1, "erfcf", "erfc", "__nv_erfcf", "__nv_erfc", NULL)                  \
    X(INTR_GAMMA, 1, "tgammaf", "tgamma", "__nv_tgammaf", "__nv_tgamma", NULL)         \
    X(INTR_LOG_GAMMA, 1, "lgammaf", "lgamma", "__nv_lgammaf", "__nv_lgamma", NULL)     \
    X(INTR_BESSEL_J0, 1, "j0f", "j0", "__nv_j0f", "__nv_j0", NULL)                     \
    X(INTR_BESSEL_J1, 1, "j1f", "j1", "__nv_j1f", "__nv_j1", NULL)                     \
    X(INTR_BESSEL_Y0, 1, "y0f", "y0", "__nv_y0f", "__nv_y0", NULL)                     \
    X(INTR_BESSEL_Y1, 1, "y1f", "y1", "__nv_y1f", "__nv_y1", NULL)                     \
    X(INTR_ABS, 1, "fabsf", "fabs", "__nv_fabsf", "__nv_fabs", NULL)                   \
    X(INTR_DABS, 1, "fabsf", "fabs", "__nv_fabsf", "__nv_fabs", NULL)                  \
    X(INTR_AINT, 1, "truncf", "trunc", "__nv_truncf", "__nv_trunc", NULL)              \
    X(INTR_ANINT, 1, "roundf", "round", "__nv_roundf", "__nv_round", NULL)             \
    X(INTR_FLOOR, 1, "floorf", "floor", "__nv_floorf", "__nv_floor", NULL)             \
    X(INTR_CEILING, 1, "ceilf", "ceil", "__nv_ceilf", "__nv_ceil", NULL)               \
    X(INTR_MOD, 2, "fmodf", "fmod", "__nv_fmodf", "__nv_fmod", NULL)                   \
    X(INTR_SIGN, 2, "copysignf", "copysign", "__nv_copysignf", "__nv_copysign", NULL)

/* Integer forms that libdevice provides (host code uses LLVM intrinsics). */
#define INT_SHIMS(X)                                                     \
    X(INTR_POPCNT, "__nv_popc", "__nv_popcll")                           \
    X(INTR_LEADZ, "__nv_clz", "__nv_clzll")                              \
    X(INTR_IABS, "__nv_abs", "__nv_llabs")

typedef struct {
    IntrinsicId id;
    int arity;
    const char *names[5];
} RealShim;

static const RealShim real_shims[] = {
#define X(id, ar, hf, hd, df, dd, fast) {id, ar, {hf, hd, df, dd, fast}},
    REAL_SHIMS(X)
#undef X
};

typedef struct {
    IntrinsicId id;
    const char *i32, *i64;
} IntShim;

static const IntShim int_shims[] = {
#define X(id, a, b) {id, a, b},
    INT_SHIMS(X)
#undef X
};

const char *shim_function(IntrinsicId id, int kind, bool is_integer, ShimLibrary lib)
{
    if (is_integer) {
        if (lib == SHIM_HOST || (kind != 4 && kind != 8))
            return NULL;
        for (size_t i = 0; i < sizeof int_shims / sizeof int_shims[0]; i++)
            if (int_shims[i].id == id)
                return kind == 8 ? int_shims[i].i64 : int_shims[i].i32;
        return NULL;
    }
    if (kind != 4 && kind != 8 && !(lib == SHIM_HOST && (kind == 10 || kind == 16)))
        return NULL;
    for (size_t i = 0; i < sizeof real_shims / sizeof real_shims[0]; i++) {
        const RealShim *s = &real_shims[i];
        if (s->id != id)
            continue;
        if (kind == 10 || kind == 16) {
            /* libm's long double (sinl) and libquadmath's (sinq) functions, gfortran's choice */
            static char *wide[2][sizeof real_shims / sizeof real_shims[0]];
            char **slot = &wide[kind == 16][i];
            if (!*slot && s->names[1]) {
                size_t n = strlen(s->names[1]);
                *slot = malloc(n + 2);
                memcpy(*slot, s->names[1], n);
                (*slot)[n] = kind == 16 ? 'q' : 'l';
                (*slot)[n + 1] = 0;
            }
            return *slot;
        }
        switch (lib) {
        case SHIM_HOST:
            return s->names[kind == 8];
        case SHIM_DEVICE_FAST:
            if (kind == 4 && s->names[4])
                return s->names[4];
            /* fall through */
        case SHIM_DEVICE:
            return s->names[2 + (kind == 8)];
        }
    }
    return NULL;
}

int shim_arity(IntrinsicId id)
{
    for (size_t i = 0; i < sizeof real_shims / sizeof real_shims[0]; i++)
        if (real_shims[i].id == id)
            return real_shims[i].arity;
    return 1;
}

const char *shim_libdevice_path(const char *cuda_home)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/nvvm/libdevice/libdevice.10.bc", cuda_home);
    return path;
}

static bool module_calls_libdevice(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        size_t n;
        const char *name = LLVMGetValueName2(f, &n);
        if (LLVMIsDeclaration(f) && n > 5 && strncmp(name, "__nv_", 5) == 0)
            return true;
    }
    return false;
}

bool shim_link_libdevice(LLVMModuleRef dev, const char *cuda_home, char **err)
{
    *err = NULL;
    if (!module_calls_libdevice(dev))
        return true;
    const char *path = shim_libdevice_path(cuda_home);
    LLVMMemoryBufferRef buf;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
        size_t n = strlen(path) + (msg ? strlen(msg) : 0) + 64;
        *err = malloc(n);
        snprintf(*err, n, "cannot read libdevice '%s': %s", path, msg ? msg : "?");
        LLVMDisposeMessage(msg);
        return false;
    }
    LLVMModuleRef lib;
    if (LLVMParseBitcodeInContext2(LLVMGetModuleContext(dev), buf, &lib)) {
        LLVMDisposeMemoryBuffer(buf);
        size_t n = strlen(path) + 64;
        *err = malloc(n);
        snprintf(*err, n, "cannot parse libdevice '%s'", path);
        return false;
    }
    LLVMDisposeMemoryBuffer(buf);
    /* libdevice carries its own triple and layout; take the device module's
     * so the linker does not warn about a mismatch. */
    LLVMSetTarget(lib, LLVMGetTarget(dev));
    LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(dev));
    if (LLVMLinkModules2(dev, lib)) {
        *err = strdup("linking libdevice failed");
        return false;
    }
    return true;
}
