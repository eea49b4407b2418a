/* driver.c — the CUDA driver reached through dlopen("libcuda.so.1"), the
 * lazily created primary context, and how CUDA failures are reported.
 * No CUDA call happens before a program first touches the device, so every
 * program starts on a machine without a GPU. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt_internal.h"

RtState rt;
__thread RtThread rt_thr;

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
/* Device whose context is current on this host thread (-1: none yet). */
static __thread int tls_device = -1;
__thread int rt_thread_device = -1;

/* Pick the first of a NULL-terminated list of names that libcuda exports. */
static void *lookup(void *lib, const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        void *p = dlsym(lib, names[i]);
        if (p)
            return p;
    }
    return NULL;
}

static void exit_flush_sync(void);

/* Once per process: dlopen, dlsym every entry, cuInit, count devices. */
static int driver_load_locked(void)
{
    if (rt.driver_state != 0)
        return rt.driver_state > 0 ? 0 : rt.init_error;
    rt.driver_state = -1;
    const char *emulate = getenv("CUF90_EMULATE");
    if ((&cuf90_emulated && cuf90_emulated) || (emulate && *emulate == '1'))
        rt.emulated = true;
    if (rt.emulated) {
        rt_install_host_device(&rt.cu);
        rt.cu.DeviceGetCount(&rt.ndevices); /* CUF90_EMU_DEVICES */
        __atomic_store_n(&rt.driver_state, 1, __ATOMIC_RELEASE);
        return 0;
    }
    /* CUF90_LIBCUDA names another driver library (tests use it to pin the
     * no-driver path or to load a stand-in driver). */
    const char *libname = getenv("CUF90_LIBCUDA");
    if (!libname || !*libname)
        libname = "libcuda.so.1";
    void *lib = dlopen(libname, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        rt.init_error = CUF90_cudaErrorInsufficientDriver;
        snprintf(rt.init_message, sizeof rt.init_message,
                 "no CUDA driver found (%s): %s", libname, dlerror());
        return rt.init_error;
    }
#define X(field, params, ...)                                                     \
    {                                                                             \
        static const char *const names[] = {__VA_ARGS__, NULL};                   \
        *(void **)&rt.cu.field = lookup(lib, names);                              \
        if (!rt.cu.field) {                                                       \
            rt.init_error = CUF90_cudaErrorInsufficientDriver;                    \
            snprintf(rt.init_message, sizeof rt.init_message,                     \
                     "the CUDA driver (%s) is too old: it lacks '%s'",            \
                     libname, names[0]);                                          \
            return rt.init_error;                                                 \
        }                                                                         \
    }
    RT_DRIVER_FUNCS(X)
#undef X
#define X(field, params, ...)                                                     \
    {                                                                             \
        static const char *const names[] = {__VA_ARGS__, NULL};                   \
        *(void **)&rt.cu.field = lookup(lib, names);                              \
    }
    RT_DRIVER_OPTIONAL_FUNCS(X)
#undef X
    *(void **)&rt.cu.MemPrefetchAsyncLoc = dlsym(lib, "cuMemPrefetchAsync_v2");
    *(void **)&rt.cu.MemPrefetchAsyncDev = dlsym(lib, "cuMemPrefetchAsync");
    *(void **)&rt.cu.LaunchCooperativeKernel = dlsym(lib, "cuLaunchCooperativeKernel");
    *(void **)&rt.cu.OccupancyMaxActiveBlocksPerMultiprocessor = dlsym(lib, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    *(void **)&rt.cu.MemAdviseLoc = dlsym(lib, "cuMemAdvise_v2");
    *(void **)&rt.cu.MemAdviseDev = dlsym(lib, "cuMemAdvise");
    CUresult r = rt.cu.Init(0);
    if (r == CUDA_SUCCESS)
        r = rt.cu.DeviceGetCount(&rt.ndevices);
    if (r == CUDA_SUCCESS && rt.ndevices == 0)
        r = CUDA_ERROR_NO_DEVICE;
    if (r != CUDA_SUCCESS) {
        rt.init_error = rt_cuda_error_of(r);
        if (r == CUDA_ERROR_NO_DEVICE)
            snprintf(rt.init_message, sizeof rt.init_message,
                     "no CUDA-capable device is available");
        else
            snprintf(rt.init_message, sizeof rt.init_message,
                     "CUDA initialization failed: %s", rt_cu_error_text(r));
        return rt.init_error;
    }
    if (rt.ndevices > RT_MAX_DEVICES)
        rt.ndevices = RT_MAX_DEVICES;
    const char *env = getenv("CUF90_DEVICE");
    if (env && *env) {
        char *end;
        long d = strtol(env, &end, 10);
        if (*end || d < 0 || d >= rt.ndevices) {
            rt.init_error = CUF90_cudaErrorInvalidDevice;
            snprintf(rt.init_message, sizeof rt.init_message,
                     "CUF90_DEVICE='%s' is not a device number (this machine has %d)",
                     env, rt.ndevices);
            return rt.init_error;
        }
        rt.default_device = (int)d;
    }
    /* Published last: other threads test it without the lock. */
    __atomic_store_n(&rt.driver_state, 1, __ATOMIC_RELEASE);
    /* Device printf output and failures of launches nobody waited for would
     * otherwise be lost when the program ends. */
    atexit(exit_flush_sync);
    return 0;
}

int rt_driver_load(void)
{
    if (__atomic_load_n(&rt.driver_state, __ATOMIC_ACQUIRE) > 0)
        return 0;
    pthread_mutex_lock(&init_lock);
    int e = driver_load_locked();
    pthread_mutex_unlock(&init_lock);
    return e;
}

int rt_context(void)
{
    int e = rt_driver_load();
    if (e)
        return e;
    if (tls_device == rt_device())
        return 0;
    pthread_mutex_lock(&init_lock);
    int dev = rt_device();
    CUresult r = CUDA_SUCCESS;
    if (!rt.ctx[dev]) {
        CUdevice d;
        r = rt.cu.DeviceGet(&d, dev);
        if (r == CUDA_SUCCESS)
            r = rt.cu.DevicePrimaryCtxRetain(&rt.ctx[dev], d);
    }
    if (r == CUDA_SUCCESS)
        r = rt.cu.CtxSetCurrent(rt.ctx[dev]);
    pthread_mutex_unlock(&init_lock);
    if (r != CUDA_SUCCESS)
        return rt_cuda_error_of(r);
    tls_device = dev;
    return 0;
}

void rt_require_context(const char *file, int line)
{
    int e = rt_context();
    if (e == 0)
        return;
    fflush(stdout);
    if (rt.driver_state < 0)
        fprintf(stderr, "%s:%d: error: %s\n", file ? file : "cuf90", line, rt.init_message);
    else
        fprintf(stderr, "%s:%d: error: cannot make device %d current: %s\n",
                file ? file : "cuf90", line, rt_device(), rt_cuda_error_string(e));
    rt_die(1);
}

/* Forget this thread's notion of the current context (device switch/reset). */
void rt_context_invalidate(void)
{
    tls_device = -1;
}

const char *rt_cu_error_text(CUresult r)
{
    static __thread char buf[320];
    const char *name = NULL, *text = NULL;
    if (rt.cu.GetErrorName)
        rt.cu.GetErrorName(r, &name);
    if (rt.cu.GetErrorString)
        rt.cu.GetErrorString(r, &text);
    if (name && text)
        snprintf(buf, sizeof buf, "%s (%s)", name, text);
    else
        snprintf(buf, sizeof buf, "CUresult %d (%s)", (int)r,
                 rt_cuda_error_string(rt_cuda_error_of(r)));
    return buf;
}

bool rt_is_async_kernel_error(CUresult r)
{
    switch (r) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
        return true;
    default:
        return false;
    }
}

void rt_cuda_fatal(CUresult r, const char *file, int line, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    fflush(stdout);
    if (!file)
        file = "cuf90";
    if (rt_is_async_kernel_error(r) && rt_thr.last_kernel)
        fprintf(stderr, "%s:%d: error: kernel '%s' failed: %s (detected by %s at %s:%d)\n",
                rt_thr.last_file ? rt_thr.last_file : "cuf90", rt_thr.last_line, cuf90_kernel_display_name(rt_thr.last_kernel),
                rt_cu_error_text(r), what, file, line);
    else
        fprintf(stderr, "%s:%d: error: %s failed: %s\n", file, line, what, rt_cu_error_text(r));
    rt_die(1);
}

bool rt_tracing(void)
{
    static int cached = -1;
    if (cached < 0) {
        const char *e = getenv("CUF90_TRACE");
        cached = e && *e && *e != '0';
    }
    return cached;
}

void rt_trace(const char *file, int line, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(stderr, "cuf90 trace: %s:%d: %s\n", file ? file : "?", line, buf);
}

void rt_note_launch(const char *kernel, const char *file, int line)
{
    rt_thr = (RtThread){.last_kernel = kernel, .last_file = file, .last_line = line};
    rt.exit_kernel = kernel;
    rt.exit_file = file;
    rt.exit_line = line;
    rt.launch_pending = true;
}

void rt_die(int status)
{
    /* The failure is reported: the exit-time check must not report it again. */
    rt.launch_pending = false;
    exit(status);
}

/* At exit: wait for outstanding launches so device printf output appears and
 * a failure nobody synchronized on is still reported. */
static void exit_flush_sync(void)
{
    if (!rt.launch_pending || rt_context() != 0)
        return;
    rt.launch_pending = false;
    CUresult r = rt.cu.CtxSynchronize();
    if (r != CUDA_SUCCESS) {
        fflush(stdout);
        fprintf(stderr, "%s:%d: error: kernel '%s' failed: %s (detected at program end)\n",
                rt.exit_file ? rt.exit_file : "cuf90", rt.exit_line,
                cuf90_kernel_display_name(rt.exit_kernel), rt_cu_error_text(r));
        fflush(NULL);
        _exit(1);
    }
}
