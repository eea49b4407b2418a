/* cudafor_3d.c — 3-D pitched memory (cudaMalloc3D, cudaMemcpy3D[Async],
 * cudaMemset3D over type(cudaPitchedPtr), type(cudaExtent), type(cudaPos))
 * and cudaMemAdvise (docs/cudafor-abi.md). Sizes of the pitched forms are
 * in bytes, as the guide says for TYPE(C_DEVPTR) forms. A 3-D copy is one
 * 2-D copy per z slice (cuf90_cudaMemcpy2D), so it runs wherever those do:
 * on the GPU and on the emulator's host device. */
#include <string.h>

#include "rt_internal.h"

enum { PITCH_ALIGN = 512 }; /* as cuf90_cudaMallocPitch */

int32_t cuf90_cudaMalloc3D(cuf90_cudaPitchedPtr *p, const cuf90_cudaExtent *e)
{
    memset(p, 0, sizeof *p);
    if (e->width < 0 || e->height < 0 || e->depth < 0)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    int64_t pitch = (e->width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
    int64_t bytes = pitch * e->height * e->depth;
    void *d = NULL;
    int32_t r = cuf90_dev_alloc_stat(&d, (size_t)(bytes > 0 ? bytes : 1), CUF90_SPACE_DEVICE, NULL);
    if (r)
        return rt_set_error(r);
    p->ptr = d;
    p->pitch = pitch;
    p->xsize = e->width;
    p->ysize = e->height;
    return 0;
}

/* Bytes from a pitched pointer's start to position pos. */
static int64_t pos_offset(const cuf90_cudaPitchedPtr *p, const cuf90_cudaPos *pos)
{
    return (pos->z * p->ysize + pos->y) * p->pitch + pos->x;
}

int32_t cuf90_cudaMemcpy3D(const cuf90_cudaMemcpy3DParms *m)
{
    if (m->srcArray || m->dstArray) /* CUDA arrays: not implemented */
        return rt_set_error(CUF90_cudaErrorNotSupported);
    const cuf90_cudaExtent *e = &m->extent;
    if (e->width < 0 || e->height < 0 || e->depth < 0 || !m->srcPtr.ptr || !m->dstPtr.ptr ||
        m->srcPtr.pitch < e->width || m->dstPtr.pitch < e->width ||
        (e->depth > 1 && (m->srcPtr.ysize < e->height || m->dstPtr.ysize < e->height)))
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    char *dst = (char *)m->dstPtr.ptr + pos_offset(&m->dstPtr, &m->dstPos);
    const char *src = (const char *)m->srcPtr.ptr + pos_offset(&m->srcPtr, &m->srcPos);
    for (int64_t z = 0; z < e->depth; z++) {
        int32_t r = cuf90_cudaMemcpy2D(dst + z * m->dstPtr.pitch * m->dstPtr.ysize, m->dstPtr.pitch,
                                       src + z * m->srcPtr.pitch * m->srcPtr.ysize, m->srcPtr.pitch, e->width,
                                       e->height, m->kind, 1);
        if (r)
            return r;
    }
    return 0;
}

int32_t cuf90_cudaMemcpy3DAsync(const cuf90_cudaMemcpy3DParms *m, int64_t stream)
{
    /* as cudaMemcpy2DAsync: after the stream's earlier work, done on return */
    if (stream) {
        int32_t e = rt_set_error(rt_context());
        if (e)
            return e;
        CUresult r = rt.cu.StreamSynchronize((CUstream)(intptr_t)stream);
        if (r != CUDA_SUCCESS)
            return rt_set_error(rt_cuda_error_of(r));
    }
    return cuf90_cudaMemcpy3D(m);
}

int32_t cuf90_cudaMemset3D(const cuf90_cudaPitchedPtr *p, int32_t value, const cuf90_cudaExtent *e)
{
    if (!p->ptr || e->width < 0 || e->height < 0 || e->depth < 0 || p->pitch < e->width ||
        (e->depth > 1 && p->ysize < e->height))
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    unsigned char byte = (unsigned char)value; /* the lowest byte, as cudaMemset */
    for (int64_t z = 0; z < e->depth; z++) {
        int32_t r = cuf90_cudaMemset2D((char *)p->ptr + z * p->pitch * p->ysize, p->pitch, &byte, e->width,
                                       e->height, 1);
        if (r)
            return r;
    }
    return 0;
}

/* cudaMemAdvise(devptr, count, advice, device): advice 1..6
 * (cudaMemAdviseSetReadMostly ... cudaMemAdviseUnsetAccessedBy), device an
 * ordinal or cudaCpuDeviceId. Under emulation all memory is the host's, so
 * valid advice changes nothing; on the GPU it goes to cuMemAdvise. */
int32_t cuf90_cudaMemAdvise(const void *devptr, int64_t count, int32_t advice, int32_t device, int64_t elem_size)
{
    int e = rt_driver_load();
    if (e)
        return rt_set_error(e);
    if (advice < 1 || advice > 6 || count < 0 || elem_size <= 0 || !devptr)
        return rt_set_error(CUF90_cudaErrorInvalidValue);
    if (device != CUF90_cudaCpuDeviceId && (device < 0 || device >= rt.ndevices))
        return rt_set_error(CUF90_cudaErrorInvalidDevice);
    e = rt_context();
    if (e)
        return rt_set_error(e);
    if (rt.emulated || count == 0)
        return 0;
    size_t bytes = (size_t)(count * elem_size);
    CUresult r;
    if (rt.cu.MemAdviseLoc) {
        CUmemLocation loc;
        memset(&loc, 0, sizeof loc);
        loc.type = device == CUF90_cudaCpuDeviceId ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
        loc.id = device == CUF90_cudaCpuDeviceId ? 0 : device;
        r = rt.cu.MemAdviseLoc((CUdeviceptr)devptr, bytes, (CUmem_advise)advice, loc);
    } else if (rt.cu.MemAdviseDev) {
        r = rt.cu.MemAdviseDev((CUdeviceptr)devptr, bytes, (CUmem_advise)advice, (CUdevice)device);
    } else {
        return rt_set_error(CUF90_cudaErrorNotSupported);
    }
    return rt_set_error(r == CUDA_SUCCESS ? 0 : rt_cuda_error_of(r));
}
