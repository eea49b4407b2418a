/* launch.c — kernel launches (asynchronous, as CUDA Fortran says) and the
 * synchronization points that uncover failures of earlier launches. */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

#include "emu.h"
#include "rt_internal.h"

/* The name users wrote: "__m_MOD_k" is module m's k, "k_" an external k. */
const char *cuf90_kernel_display_name(const char *entry)
{
    static __thread char buf[256];
    if (!entry)
        return "?";
    const char *mod = strstr(entry, "_MOD_");
    if (entry[0] == '_' && entry[1] == '_' && mod)
        return mod + 5;
    size_t n = strlen(entry);
    if (n > 1 && n < sizeof buf && entry[n - 1] == '_') {
        memcpy(buf, entry, n - 1);
        buf[n - 1] = 0;
        return buf;
    }
    return entry;
}

/* CUF90_LAUNCH_BLOCKING=1 waits after every launch, so a failing kernel is
 * reported at its own launch site. */
static int launch_blocking(void)
{
    static int cached = -1;
    if (cached < 0) {
        const char *e = getenv("CUF90_LAUNCH_BLOCKING");
        cached = e && *e && *e != '0';
    }
    return cached;
}

/* CUF90_QUIET_LAUNCH_ERRORS=1: refused launches are only the last error. */
static int quiet_launch_errors(void)
{
    static int cached = -1;
    if (cached < 0) {
        const char *e = getenv("CUF90_QUIET_LAUNCH_ERRORS");
        cached = e && *e && *e != '0';
    }
    return cached;
}

void rt_launch_refused(const cuf90_kernel_desc *k, int32_t code, const char *why, cuf90_dim3 grid,
                       cuf90_dim3 block, int64_t shared_bytes, const char *file, int line)
{
    rt_set_error(code);
    RT_TRACE(file, line, "launch '%s' refused: %s", k->name, rt_cuda_error_name(code));
    if (quiet_launch_errors())
        return;
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: kernel '%s' launch failed: %s (%s)%s%s (grid (%d,%d,%d), "
            "block (%d,%d,%d), %lld bytes of shared memory)\n",
            file ? file : "cuf90", line, cuf90_kernel_display_name(k->name), rt_cuda_error_name(code),
            rt_cuda_error_string(code), why ? ": " : "", why ? why : "", grid.x, grid.y, grid.z,
            block.x, block.y, block.z, (long long)shared_bytes);
    fflush(stderr);
}

static void launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block, int64_t shared_bytes,
                   void *stream, void **args, const char *file, int line, bool coop);

void cuf90_launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                  int64_t shared_bytes, void *stream, void **args,
                  const char *file, int line)
{
    launch(kernel, grid, block, shared_bytes, stream, args, file, line, false);
}

/* The launch of an ATTRIBUTES(GRID_GLOBAL) kernel: every block resident at
 * once, so that the grid barrier of cooperative groups works. grid.x 0 is
 * <<<*, block>>>: as many blocks as can be resident (the occupancy of the
 * kernel times the multiprocessors, under emu too). A bigger grid is CUDA's
 * cooperative-launch-too-large error. */
void cuf90_launch_cooperative(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                              int64_t shared_bytes, void *stream, void **args,
                              const char *file, int line)
{
    int64_t most;
    int64_t threads_per_block = (int64_t)block.x * block.y * block.z;
    if (kernel->host_fn) {
        /* as many as the emulated device's occupancy answers promise
         * (cudaOccupancyMaxActiveBlocksPerMultiprocessor times the
         * multiprocessors, what programs size such grids with), each block
         * on an emulator worker of its own, up to the workers the emulator
         * can hold; a configuration it cannot run at all is the plain
         * launch's error */
        int64_t cap = cuf90_emu_coresident_blocks(threads_per_block);
        most = cap;
        if (rt_driver_load() == 0 && rt.emulated && rt_context() == 0) {
            most = rt_emu_cooperative_blocks(kernel, (int)threads_per_block, shared_bytes > 0 ? shared_bytes : 0);
            if (most < 1) {
                /* no block fits: the plain launch's configuration error */
                launch(kernel, grid.x == 0 ? (cuf90_dim3){1, 1, 1} : grid, block, shared_bytes, stream, args, file,
                       line, true);
                return;
            }
            if (most > cap)
                most = cap;
        }
    } else {
        rt_require_context(file, line);
        CUfunction f = rt_kernel_function(kernel, file, line);
        int per_sm = 0, sms = 0;
        CUdevice dev;
        int64_t threads = threads_per_block;
        if (!rt.cu.LaunchCooperativeKernel || !rt.cu.OccupancyMaxActiveBlocksPerMultiprocessor ||
            rt.cu.DeviceGet(&dev, rt_device()) != CUDA_SUCCESS ||
            rt.cu.DeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev) != CUDA_SUCCESS ||
            threads <= 0 || threads > 1024 ||
            rt.cu.OccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, (int)threads,
                                                            (size_t)(shared_bytes > 0 ? shared_bytes : 0)) != CUDA_SUCCESS) {
            launch(kernel, grid, block, shared_bytes, stream, args, file, line, false);
            return;
        }
        most = (int64_t)per_sm * sms;
    }
    if (grid.x == 0) {
        grid.x = (int32_t)(most > 0 ? most : 1);
        grid.y = grid.z = 1;
    }
    int64_t nblocks = (int64_t)grid.x * grid.y * grid.z;
    if (nblocks > most) {
        char why[160];
        snprintf(why, sizeof why, "a cooperative launch of %lld blocks, but at most %lld can be resident at once",
                 (long long)nblocks, (long long)most);
        rt_launch_refused(kernel, CUF90_cudaErrorCooperativeLaunchTooLarge, why, grid, block, shared_bytes, file, line);
        return;
    }
    launch(kernel, grid, block, shared_bytes, stream, args, file, line, true);
}

static void launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block, int64_t shared_bytes,
                   void *stream, void **args, const char *file, int line, bool coop)
{
    /* no stream given: the thread's cudaforSetDefaultStream one (or 0) */
    stream = (void *)(intptr_t)cuf90_default_stream((int64_t)(intptr_t)stream);
    /* -Mcuda=emu: the kernel is host code run by the CPU emulator (emu.c). */
    if (kernel->host_fn) {
        RT_TRACE(file, line, "emulated launch '%s' grid (%d,%d,%d) block (%d,%d,%d) shared %lld",
                 kernel->name, grid.x, grid.y, grid.z, block.x, block.y, block.z,
                 (long long)shared_bytes);
        /* the host thread's device (cudaSetDevice) runs it, on its own
         * streams; a host-compiled kernel needs no driver (rt/emu.h), so
         * without the host device there are no devices to tell apart */
        int sdev = -1;
        if (rt_driver_load() == 0 && rt.emulated && rt_context() == 0)
            sdev = rt_hostdev_stream_device(stream);
        if (sdev >= 0 && sdev != rt_hostdev_current_device()) {
            char why[96];
            snprintf(why, sizeof why, "the stream belongs to device %d, the launch is on device %d", sdev,
                     rt_hostdev_current_device());
            rt_launch_refused(kernel, CUF90_cudaErrorInvalidResourceHandle, why, grid, block, shared_bytes, file, line);
            return;
        }
        if (coop)
            cuf90_emu_launch_cooperative(kernel, grid, block, shared_bytes, stream, args, file, line);
        else
            cuf90_emu_launch(kernel, grid, block, shared_bytes, stream, args, file, line);
        /* named when a later call uncovers its failure (a fault), as on the GPU */
        rt_note_launch(kernel->name, file, line);
        return;
    }
    rt_require_context(file, line);
    CUfunction f = rt_kernel_function(kernel, file, line);
    if (grid.x <= 0 || grid.y <= 0 || grid.z <= 0 || block.x <= 0 || block.y <= 0 ||
        block.z <= 0 || shared_bytes < 0 || shared_bytes > INT32_MAX) {
        rt_launch_refused(kernel, CUF90_cudaErrorInvalidConfiguration,
                          grid.x <= 0 || grid.y <= 0 || grid.z <= 0 ? "a grid dimension is below 1"
                          : shared_bytes < 0 || shared_bytes > INT32_MAX ? "no such dynamic shared memory size"
                                                                         : "a block dimension is below 1",
                          grid, block, shared_bytes, file, line);
        return;
    }
    CUresult r;
    /* Above 48 KiB of dynamic shared memory a kernel has to opt in; a size
     * the device cannot give is CUDA's invalid configuration. */
    if (shared_bytes > 48 * 1024) {
        r = rt.cu.FuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   (int)shared_bytes);
        if (r == CUDA_ERROR_INVALID_VALUE) {
            rt_launch_refused(kernel, CUF90_cudaErrorInvalidConfiguration,
                              "more dynamic shared memory than a block may have", grid, block,
                              shared_bytes, file, line);
            return;
        }
        if (r != CUDA_SUCCESS)
            rt_cuda_fatal(r, file, line, "setting %lld bytes of dynamic shared memory for kernel '%s'",
                          (long long)shared_bytes, cuf90_kernel_display_name(kernel->name));
    }
    if (coop)
        r = rt.cu.LaunchCooperativeKernel(f, (unsigned)grid.x, (unsigned)grid.y, (unsigned)grid.z,
                                          (unsigned)block.x, (unsigned)block.y, (unsigned)block.z,
                                          (unsigned)shared_bytes, (CUstream)stream, args);
    else
        r = rt.cu.LaunchKernel(f, (unsigned)grid.x, (unsigned)grid.y, (unsigned)grid.z,
                               (unsigned)block.x, (unsigned)block.y, (unsigned)block.z,
                               (unsigned)shared_bytes, (CUstream)stream, args, NULL);
    if (r != CUDA_SUCCESS) {
        /* a fault of an earlier kernel surfacing here stays fatal */
        if (rt_is_async_kernel_error(r))
            rt_cuda_fatal(r, file, line, "the launch of kernel '%s'", cuf90_kernel_display_name(kernel->name));
        /* the runtime API reports the driver's invalid value at a launch as
         * an invalid configuration (too many threads, too much memory) */
        rt_launch_refused(kernel, r == CUDA_ERROR_INVALID_VALUE ? CUF90_cudaErrorInvalidConfiguration
                                                                : rt_cuda_error_of(r),
                          r == CUDA_ERROR_INVALID_VALUE ? NULL : rt_cu_error_text(r), grid, block,
                          shared_bytes, file, line);
        return;
    }
    RT_TRACE(file, line, "launch '%s' grid (%d,%d,%d) block (%d,%d,%d) shared %lld stream %p",
             kernel->name, grid.x, grid.y, grid.z, block.x, block.y, block.z,
             (long long)shared_bytes, stream);
    rt_note_launch(kernel->name, file, line); /* entry name; messages show cuf90_kernel_display_name() */
    if (launch_blocking())
        cuf90_synchronize(file, line);
}

void cuf90_synchronize(const char *file, int line)
{
    RT_TRACE(file, line, "synchronize");
    rt_require_context(file, line);
    CUresult r = rt.cu.CtxSynchronize();
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "device synchronization");
    rt.launch_pending = false;
}
