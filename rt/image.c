/* image.c — the registry of device images (one per object with device code),
 * loaded into the current device's context on first use; kernels and module
 * device/constant variables resolved by name and cached per device. */
#define _GNU_SOURCE /* PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

/* What the runtime keeps behind cuf90_image.module. */
typedef struct RtImageState {
    CUmodule module[RT_MAX_DEVICES];
} RtImageState;

static cuf90_image *images;
static pthread_mutex_t image_lock = PTHREAD_MUTEX_INITIALIZER;

/* Several emulated devices (CUF90_EMU_DEVICES > 1): each device has its own
 * copy of the module device and constant variables, as each GPU has, so
 * that what a kernel or a host assignment stores on device 0 is not what
 * device 1 sees. Host code and emulated kernels name a variable by one
 * address (the host variable itself), so that storage holds one device's
 * copy at a time, the resident device's, and the others' wait in buffers of
 * their own (a device's first copy: the variable's initial value, saved at
 * registration). A launch makes its device's copy resident for the whole
 * kernel, a copy or memset of the runtime (every host access to module
 * device data is one) the calling thread's current device's; both hold the
 * lock meanwhile, so host threads on different devices (OpenMP) take turns.
 * Managed variables and allocatable ones (whose descriptor host code reads
 * in place) stay one for all devices. */
typedef struct EmuCopy {
    cuf90_global_desc *g;
    void *init;                        /* the initial value */
    void *saved[RT_MAX_DEVICES];       /* device d's copy while another is resident */
} EmuCopy;
static struct {
    EmuCopy *v;
    int n, cap;
    int resident;
    pthread_mutex_t mu;
} emu_copies = {.mu = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP};

static void emu_copies_register(cuf90_image *img)
{
    if (rt_hostdev_devices() < 2)
        return;
    for (int i = 0; i < img->nglobals; i++) {
        cuf90_global_desc *g = &img->globals[i];
        if (g->is_managed || g->is_allocatable || !g->host_shadow || !g->size)
            continue;
        if (emu_copies.n == emu_copies.cap) {
            int cap = emu_copies.cap ? 2 * emu_copies.cap : 16;
            EmuCopy *v = realloc(emu_copies.v, sizeof *v * (size_t)cap);
            if (!v)
                cuf90_rt_error(NULL, 0, "out of host memory for the emulated devices' module variables");
            emu_copies.v = v;
            emu_copies.cap = cap;
        }
        EmuCopy *e = &emu_copies.v[emu_copies.n++];
        memset(e, 0, sizeof *e);
        e->g = g;
        e->init = malloc(g->size);
        if (!e->init)
            cuf90_rt_error(NULL, 0, "out of host memory for the emulated devices' module variables");
        memcpy(e->init, g->host_shadow, g->size);
    }
}

void rt_emu_globals_enter(int dev)
{
    if (emu_copies.n == 0) /* fixed once the constructors have run */
        return;
    pthread_mutex_lock(&emu_copies.mu);
    int from = emu_copies.resident;
    if (dev == from || dev < 0 || dev >= RT_MAX_DEVICES)
        return;
    for (int i = 0; i < emu_copies.n; i++) {
        EmuCopy *e = &emu_copies.v[i];
        size_t size = e->g->size;
        if (!e->saved[from] && !(e->saved[from] = malloc(size)))
            cuf90_rt_error(NULL, 0, "out of host memory for device %d's module variables", from);
        memcpy(e->saved[from], e->g->host_shadow, size);
        memcpy(e->g->host_shadow, e->saved[dev] ? e->saved[dev] : e->init, size);
    }
    emu_copies.resident = dev;
}

void rt_emu_globals_leave(void)
{
    if (emu_copies.n)
        pthread_mutex_unlock(&emu_copies.mu);
}

/* cudaDeviceReset: device dev's variables start again from their initial
 * values, as a new context loads the module anew. */
void rt_emu_globals_reset(int dev)
{
    if (emu_copies.n == 0 || dev < 0 || dev >= RT_MAX_DEVICES)
        return;
    pthread_mutex_lock(&emu_copies.mu);
    for (int i = 0; i < emu_copies.n; i++) {
        EmuCopy *e = &emu_copies.v[i];
        if (emu_copies.resident == dev)
            memcpy(e->g->host_shadow, e->init, e->g->size);
        free(e->saved[dev]);
        e->saved[dev] = NULL;
    }
    pthread_mutex_unlock(&emu_copies.mu);
}

void cuf90_register_image(cuf90_image *img)
{
    pthread_mutex_lock(&image_lock);
    /* An image without device code is one compiled for the CPU emulator
     * (-Mcuda=emu): the whole program then runs on the host device. */
    if (!img->ptx && !img->cubin && !img->code) {
        rt.emulated = true;
        emu_copies_register(img);
    }
    img->next = images;
    images = img;
    pthread_mutex_unlock(&image_lock);
}

cuf90_image *rt_image_of_kernel(const cuf90_kernel_desc *k)
{
    for (cuf90_image *img = images; img; img = img->next)
        if (img->nkernels > 0 && k >= img->kernels && k < img->kernels + img->nkernels)
            return img;
    return NULL;
}

static const char *image_name(const cuf90_image *img)
{
    return img->source_file ? img->source_file : "(unnamed image)";
}

/* Device code built with -gpu=debug (-g): its PTX targets "sm_XX, debug",
 * which a JIT compile (as ptxas) accepts only when it generates debug
 * information. */
static bool ptx_has_debug_target(const char *ptx)
{
    const char *t = strstr(ptx, "\n.target ");
    const char *nl = t ? strchr(t + 1, '\n') : NULL;
    const char *d = t ? strstr(t, ", debug") : NULL;
    return d && (!nl || d < nl);
}

/* PTX through the driver's JIT, keeping its error log for the report. */
static CUresult load_ptx(CUmodule *m, const char *ptx, char *log, size_t log_size)
{
    CUjit_option opts[3] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_GENERATE_DEBUG_INFO};
    void *vals[3] = {log, (void *)(uintptr_t)log_size, (void *)(uintptr_t)1};
    log[0] = 0;
    return rt.cu.ModuleLoadDataEx(m, ptx, ptx_has_debug_target(ptx) ? 3 : 2, opts, vals);
}

CUmodule rt_image_module(cuf90_image *img, const char *file, int line)
{
    rt_require_context(file, line);
    /* -Mcuda=rdc: every object's kernels and globals live in the one image
     * of the device link, loaded once for all of them */
    if (img->code)
        img = img->code;
    int dev = rt_device();
    RtImageState *st = img->module;
    if (st && st->module[dev])
        return st->module[dev];
    pthread_mutex_lock(&image_lock);
    if (!img->module)
        img->module = calloc(1, sizeof(RtImageState));
    st = img->module;
    if (!st) {
        pthread_mutex_unlock(&image_lock);
        cuf90_rt_error(file, line, "out of host memory while loading device code");
    }
    if (st->module[dev]) {
        pthread_mutex_unlock(&image_lock);
        return st->module[dev];
    }
    CUmodule m = NULL;
    CUresult r = CUDA_ERROR_INVALID_IMAGE;
    const char *force_ptx = getenv("CUF90_FORCE_PTX");
    bool use_cubin = img->cubin && img->cubin_size && !(force_ptx && *force_ptx && *force_ptx != '0');
    /* A cubin avoids the JIT; it fails on a GPU of another architecture,
     * where the PTX still works. */
    if (use_cubin)
        r = rt.cu.ModuleLoadDataEx(&m, img->cubin, 0, NULL, NULL);
    static char log[8192];
    log[0] = 0;
    if (r != CUDA_SUCCESS && img->ptx)
        r = load_ptx(&m, img->ptx, log, sizeof log);
    if (r != CUDA_SUCCESS) {
        pthread_mutex_unlock(&image_lock);
        fflush(stdout);
        fprintf(stderr, "%s:%d: error: loading the device code of '%s' failed: %s\n",
                file ? file : "cuf90", line, image_name(img), rt_cu_error_text(r));
        if (log[0])
            fprintf(stderr, "%s\n", log);
        rt_die(1);
    }
    st->module[dev] = m;
    pthread_mutex_unlock(&image_lock);
    return m;
}

/* CUfunction of a kernel on the current device: looked up on first launch. */
CUfunction rt_kernel_function(cuf90_kernel_desc *k, const char *file, int line)
{
    CUfunction *per_dev = k->handle;
    if (per_dev && per_dev[rt_device()])
        return per_dev[rt_device()];
    cuf90_image *img = rt_image_of_kernel(k);
    if (!img)
        cuf90_rt_error(file, line, "kernel '%s' belongs to no registered device image",
                       cuf90_kernel_display_name(k->name));
    CUmodule m = rt_image_module(img, file, line);
    pthread_mutex_lock(&image_lock);
    if (!k->handle)
        k->handle = calloc(RT_MAX_DEVICES, sizeof(CUfunction));
    per_dev = k->handle;
    pthread_mutex_unlock(&image_lock);
    if (!per_dev)
        cuf90_rt_error(file, line, "out of host memory while loading kernel '%s'", k->name);
    CUfunction f;
    CUresult r = rt.cu.ModuleGetFunction(&f, m, k->name);
    if (r != CUDA_SUCCESS) {
        const char *shown = cuf90_kernel_display_name(k->name);
        if (strcmp(shown, k->name) != 0)
            rt_cuda_fatal(r, file, line, "looking up kernel '%s' (entry '%s') in the device code of '%s'",
                          shown, k->name, image_name(img));
        rt_cuda_fatal(r, file, line, "looking up kernel '%s' in the device code of '%s'",
                      k->name, image_name(img));
    }
    per_dev[rt_device()] = f;
    return f;
}

/* The global whose host shadow is `shadow`, and its image. */
static cuf90_global_desc *find_global(void *shadow, cuf90_image **img_out)
{
    static __thread cuf90_global_desc *last_g;
    static __thread cuf90_image *last_img;
    if (last_g && last_g->host_shadow == shadow) {
        *img_out = last_img;
        return last_g;
    }
    for (cuf90_image *img = images; img; img = img->next)
        for (int i = 0; i < img->nglobals; i++)
            if (img->globals[i].host_shadow == shadow) {
                last_g = &img->globals[i];
                last_img = img;
                *img_out = img;
                return last_g;
            }
    return NULL;
}

bool rt_global_registered(void *host_shadow)
{
    cuf90_image *img;
    return find_global(host_shadow, &img) != NULL;
}

/* Whether addr is the current device's address of a module variable that
 * is already resolved (host code names module device data by that). */
bool rt_global_device_addr(void *addr)
{
    bool found = false;
    pthread_mutex_lock(&image_lock);
    for (cuf90_image *img = images; img && !found; img = img->next)
        for (int i = 0; i < img->nglobals && !found; i++) {
            CUdeviceptr *per_dev = img->globals[i].dev_addr;
            found = per_dev && per_dev[rt_device()] == (CUdeviceptr)addr;
        }
    pthread_mutex_unlock(&image_lock);
    return found;
}

void *cuf90_global_addr(void *host_shadow, const char *file, int line)
{
    cuf90_image *img;
    cuf90_global_desc *g = find_global(host_shadow, &img);
    if (!g)
        cuf90_rt_error(file, line, "no device variable is registered for host address %p",
                       host_shadow);
    /* Emulated device code uses the host variable itself (loading decides
     * the mode: the weak marker and CUF90_EMULATE are read there). */
    rt_driver_load();
    if (rt.emulated)
        return host_shadow;
    CUdeviceptr *per_dev = g->dev_addr;
    if (per_dev && per_dev[rt_device()] && rt.driver_state > 0) {
        rt_require_context(file, line);
        return (void *)per_dev[rt_device()];
    }
    CUmodule m = rt_image_module(img, file, line);
    pthread_mutex_lock(&image_lock);
    if (!g->dev_addr)
        g->dev_addr = calloc(RT_MAX_DEVICES, sizeof(CUdeviceptr));
    per_dev = g->dev_addr;
    pthread_mutex_unlock(&image_lock);
    if (!per_dev)
        cuf90_rt_error(file, line, "out of host memory while resolving '%s'", g->name);
    CUdeviceptr d;
    size_t bytes;
    CUresult r = rt.cu.ModuleGetGlobal(&d, &bytes, m, g->name);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "looking up %s variable '%s' in the device code of '%s'",
                      g->is_constant ? "constant" : "device", g->name, image_name(img));
    if (bytes < g->size)
        cuf90_rt_error(file, line, "device variable '%s' has %zu bytes on the device but %zu on the host",
                       g->name, bytes, g->size);
    per_dev[rt_device()] = d;
    return (void *)d;
}

void cuf90_global_update(void *host_shadow, const char *file, int line)
{
    cuf90_image *img;
    cuf90_global_desc *g = find_global(host_shadow, &img);
    if (!g)
        cuf90_rt_error(file, line, "no device variable is registered for host address %p",
                       host_shadow);
    void *d = cuf90_global_addr(host_shadow, file, line);
    if (d == host_shadow)
        return;
    CUresult r = rt.cu.MemcpyHtoD((CUdeviceptr)d, host_shadow, g->size);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "updating device variable '%s'", g->name);
}

void rt_images_forget(int device)
{
    pthread_mutex_lock(&image_lock);
    for (cuf90_image *img = images; img; img = img->next) {
        RtImageState *st = img->module;
        if (st)
            st->module[device] = NULL;
        st = img->code ? img->code->module : NULL;
        if (st)
            st->module[device] = NULL;
        for (int i = 0; i < img->nkernels; i++) {
            CUfunction *f = img->kernels[i].handle;
            if (f)
                f[device] = NULL;
        }
        for (int i = 0; i < img->nglobals; i++) {
            CUdeviceptr *d = img->globals[i].dev_addr;
            if (d)
                d[device] = 0;
        }
    }
    pthread_mutex_unlock(&image_lock);
}
