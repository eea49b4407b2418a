/* memory.c — device, managed and pinned allocations and the transfers that
 * assignments between memory spaces are lowered to: those touching host
 * memory are synchronous, device-to-device ones are ordered on stream 0
 * without a host wait, as cudaMemcpy behaves. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

static const char *space_text(int space)
{
    switch (space) {
    case CUF90_SPACE_DEVICE: return "device";
    case CUF90_SPACE_MANAGED: return "managed";
    case CUF90_SPACE_PINNED: return "pinned";
    default: return "unknown";
    }
}

/* Page-locked memory when the driver gives it, else pageable memory (the
 * guide: a pinned array that cannot be pinned lives in paged memory). */
static void *pinned_or_pageable(size_t bytes, int32_t *pinned)
{
    void *h = NULL;
    if (rt_context() == 0 && rt.cu.MemHostAlloc(&h, bytes, CU_MEMHOSTALLOC_PORTABLE) == CUDA_SUCCESS) {
        if (pinned)
            *pinned = 1;
        return h;
    }
    if (pinned)
        *pinned = 0;
    return malloc(bytes);
}

/* ALLOCATE(..., PINNED=flag): whether p is page-locked memory the driver
 * knows (under emulation the host device says yes for its allocations). */
int32_t cuf90_pinned_query(const void *p)
{
    unsigned flags = 0;
    return p && rt_context() == 0 && rt.cu.MemHostGetFlags(&flags, (void *)p) == CUDA_SUCCESS;
}

/* One allocation in a memory space; CUresult, nothing printed. */
static CUresult space_alloc(void **p, size_t bytes, int space, int32_t *pinned)
{
    CUdeviceptr d = 0;
    CUresult r;
    *p = NULL;
    /* A zero-sized array is still allocated in Fortran: give it an address. */
    if (bytes == 0)
        bytes = 1;
    switch (space) {
    case CUF90_SPACE_DEVICE:
        r = rt.cu.MemAlloc(&d, bytes);
        break;
    case CUF90_SPACE_MANAGED:
        r = rt.cu.MemAllocManaged(&d, bytes, CU_MEM_ATTACH_GLOBAL);
        break;
    case CUF90_SPACE_PINNED:
        *p = pinned_or_pageable(bytes, pinned);
        return *p ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (r == CUDA_SUCCESS)
        *p = (void *)d;
    return r;
}

void *cuf90_dev_alloc(size_t bytes, int space, const char *file, int line)
{
    if (space != CUF90_SPACE_DEVICE && space != CUF90_SPACE_MANAGED && space != CUF90_SPACE_PINNED)
        cuf90_rt_error(file, line, "ALLOCATE in memory space %d, which is not device, managed or pinned", space);
    if (space != CUF90_SPACE_PINNED)
        rt_require_context(file, line);
    void *p;
    CUresult r = space_alloc(&p, bytes, space, NULL);
    RT_TRACE(file, line, "allocate %zu bytes of %s memory at %p", bytes, space_text(space), p);
    if (r != CUDA_SUCCESS && space == CUF90_SPACE_PINNED)
        cuf90_rt_error(file, line, "ALLOCATE of %zu bytes of pinned memory failed: out of host memory", bytes);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "ALLOCATE of %zu bytes of %s memory", bytes, space_text(space));
    return p;
}

void *cuf90_pinned_alloc(size_t bytes, int32_t *pinned, const char *file, int line)
{
    void *p;
    if (space_alloc(&p, bytes, CUF90_SPACE_PINNED, pinned) != CUDA_SUCCESS)
        cuf90_rt_error(file, line, "ALLOCATE of %zu bytes of pinned memory failed: out of host memory", bytes);
    return p;
}

int32_t cuf90_dev_alloc_stat(void **p, size_t bytes, int space, int32_t *pinned)
{
    *p = NULL;
    if (space != CUF90_SPACE_PINNED) {
        int e = rt_context();
        if (e)
            return e;
    }
    CUresult r = space_alloc(p, bytes, space, pinned);
    return r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r);
}

/* Frees in a space; CUresult. Pinned data may be pageable (see above): the
 * driver tells which. */
static CUresult space_free(void *p, int space)
{
    if (space == CUF90_SPACE_PINNED) {
        unsigned flags;
        if (rt.driver_state > 0 && rt_context() == 0 && rt.cu.MemHostGetFlags(&flags, p) == CUDA_SUCCESS)
            return rt.cu.MemFreeHost(p);
        free(p);
        return CUDA_SUCCESS;
    }
    if (space != CUF90_SPACE_DEVICE && space != CUF90_SPACE_MANAGED)
        return CUDA_ERROR_INVALID_VALUE;
    return rt.cu.MemFree((CUdeviceptr)p);
}

void cuf90_dev_free(void *p, int space, const char *file, int line)
{
    if (!p)
        return;
    if (space != CUF90_SPACE_DEVICE && space != CUF90_SPACE_MANAGED && space != CUF90_SPACE_PINNED)
        cuf90_rt_error(file, line, "DEALLOCATE in memory space %d, which is not device, managed or pinned", space);
    if (space != CUF90_SPACE_PINNED)
        rt_require_context(file, line);
    RT_TRACE(file, line, "deallocate %s memory at %p", space_text(space), p);
    CUresult r = space_free(p, space);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "DEALLOCATE of %s memory", space_text(space));
}

/* The device temporaries of CUF kernel reductions: a few bytes each, and
 * freed only after the host synchronized with the kernel that used them,
 * so a freed one can serve the next reduction at once. Kept on a free
 * list: an allocation and a free of device memory per SUM(a_d) cost more
 * than the reduction of a million elements. */
enum { RED_SLOT_BYTES = 64, RED_SLOTS_KEPT = 64 };
static void *red_slots[RED_SLOTS_KEPT];
static int red_nslots;
static pthread_mutex_t red_lock = PTHREAD_MUTEX_INITIALIZER;

void *cuf90_red_alloc(size_t bytes, const char *file, int line)
{
    if (bytes > RED_SLOT_BYTES)
        return cuf90_dev_alloc(bytes, CUF90_SPACE_DEVICE, file, line);
    void *p = NULL;
    pthread_mutex_lock(&red_lock);
    if (red_nslots > 0)
        p = red_slots[--red_nslots];
    pthread_mutex_unlock(&red_lock);
    return p ? p : cuf90_dev_alloc(RED_SLOT_BYTES, CUF90_SPACE_DEVICE, file, line);
}

void cuf90_red_free(void *p, size_t bytes, const char *file, int line)
{
    if (!p)
        return;
    if (bytes <= RED_SLOT_BYTES) {
        pthread_mutex_lock(&red_lock);
        bool kept = red_nslots < RED_SLOTS_KEPT;
        if (kept)
            red_slots[red_nslots++] = p;
        pthread_mutex_unlock(&red_lock);
        if (kept)
            return;
    }
    cuf90_dev_free(p, CUF90_SPACE_DEVICE, file, line);
}

int32_t cuf90_dev_free_stat(void *p, int space)
{
    if (!p)
        return 0;
    if (space != CUF90_SPACE_PINNED) {
        int e = rt_context();
        if (e)
            return e;
    }
    CUresult r = space_free(p, space);
    return r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r);
}

static const char *copy_text(int kind)
{
    switch (kind) {
    case CUF90_MEMCPY_H2D: return "host-to-device copy";
    case CUF90_MEMCPY_D2H: return "device-to-host copy";
    case CUF90_MEMCPY_D2D: return "device-to-device copy";
    default: return "host-to-host copy";
    }
}

void cuf90_memcpy(void *dst, const void *src, size_t bytes, int kind,
                  const char *file, int line)
{
    if (bytes == 0)
        return;
    RT_TRACE(file, line, "%s of %zu bytes %p -> %p", copy_text(kind), bytes, src, dst);
    if (kind == CUF90_MEMCPY_H2H) {
        memmove(dst, src, bytes);
        return;
    }
    rt_require_context(file, line);
    CUresult r;
    switch (kind) {
    case CUF90_MEMCPY_H2D:
        r = rt.cu.MemcpyHtoD((CUdeviceptr)dst, src, bytes);
        break;
    case CUF90_MEMCPY_D2H:
        r = rt.cu.MemcpyDtoH(dst, (CUdeviceptr)src, bytes);
        break;
    case CUF90_MEMCPY_D2D:
        /* Like cudaMemcpy between device arrays: ordered on stream 0, no host
         * wait (a copy loop must not pay a synchronization per copy). */
        r = rt.cu.MemcpyDtoD((CUdeviceptr)dst, (CUdeviceptr)src, bytes);
        break;
    default:
        cuf90_rt_error(file, line, "copy of kind %d, which is not a transfer direction", kind);
    }
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "%s of %zu bytes", copy_text(kind), bytes);
    if (kind == CUF90_MEMCPY_D2H)
        rt.launch_pending = false;
}

void cuf90_memcpy2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                    size_t width, size_t height, int kind, const char *file, int line)
{
    if (width == 0 || height == 0)
        return;
    RT_TRACE(file, line, "strided %s of %zu rows of %zu bytes (pitches %zu -> %zu)",
             copy_text(kind), height, width, spitch, dpitch);
    if (kind == CUF90_MEMCPY_H2H) {
        for (size_t i = 0; i < height; i++)
            memmove((char *)dst + i * dpitch, (const char *)src + i * spitch, width);
        return;
    }
    rt_require_context(file, line);
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    bool src_dev = kind == CUF90_MEMCPY_D2H || kind == CUF90_MEMCPY_D2D;
    bool dst_dev = kind == CUF90_MEMCPY_H2D || kind == CUF90_MEMCPY_D2D;
    if (kind != CUF90_MEMCPY_H2D && !src_dev)
        cuf90_rt_error(file, line, "copy of kind %d, which is not a transfer direction", kind);
    c.srcMemoryType = src_dev ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    if (src_dev)
        c.srcDevice = (CUdeviceptr)src;
    else
        c.srcHost = src;
    c.srcPitch = spitch;
    c.dstMemoryType = dst_dev ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    if (dst_dev)
        c.dstDevice = (CUdeviceptr)dst;
    else
        c.dstHost = dst;
    c.dstPitch = dpitch;
    c.WidthInBytes = width;
    c.Height = height;
    CUresult r = rt.cu.Memcpy2D(&c);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "strided %s of %zu rows of %zu bytes", copy_text(kind),
                      height, width);
}

/* cuMemset* for 1, 2, 4 and 8-byte elements; CUresult. */
CUresult rt_memset(CUdeviceptr d, const void *value, size_t elem_size, size_t count)
{
    switch (elem_size) {
    case 1: return rt.cu.MemsetD8(d, *(const uint8_t *)value, count);
    case 2: return rt.cu.MemsetD16(d, *(const uint16_t *)value, count);
    case 4: return rt.cu.MemsetD32(d, *(const uint32_t *)value, count);
    case 8: {
        uint32_t half[2];
        memcpy(half, value, 8);
        if (half[0] == half[1])
            return rt.cu.MemsetD32(d, half[0], 2 * count);
        /* Each 8-byte element is a row of one 32-bit word, written twice. */
        CUresult r = rt.cu.MemsetD2D32(d, 8, half[0], 1, count);
        if (r == CUDA_SUCCESS)
            r = rt.cu.MemsetD2D32(d + 4, 8, half[1], 1, count);
        return r;
    }
    default: {
        /* Wider elements (complex(8), derived types): copy from a host pattern. */
        size_t chunk = count < 65536 ? count : 65536;
        char *buf = malloc(chunk * elem_size);
        if (!buf)
            return CUDA_ERROR_OUT_OF_MEMORY;
        for (size_t i = 0; i < chunk; i++)
            memcpy(buf + i * elem_size, value, elem_size);
        CUresult r = CUDA_SUCCESS;
        for (size_t done = 0; done < count && r == CUDA_SUCCESS; done += chunk) {
            size_t n = count - done < chunk ? count - done : chunk;
            r = rt.cu.MemcpyHtoD(d + done * elem_size, buf, n * elem_size);
        }
        free(buf);
        return r;
    }
    }
}

void cuf90_memset(void *dst, const void *value, size_t elem_size, size_t count,
                  const char *file, int line)
{
    if (count == 0)
        return;
    RT_TRACE(file, line, "set %zu device elements of %zu bytes at %p", count, elem_size, dst);
    rt_require_context(file, line);
    CUresult r = rt_memset((CUdeviceptr)dst, value, elem_size, count);
    if (r == CUDA_SUCCESS)
        r = rt.cu.StreamSynchronize(NULL);
    if (r != CUDA_SUCCESS)
        rt_cuda_fatal(r, file, line, "setting %zu device elements of %zu bytes", count, elem_size);
}
