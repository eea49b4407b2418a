/* emu.c — the CPU emulator for -Mcuda=emu: launch checks, the worker pool
 * that spreads blocks over the cores, and the per-block fiber scheduler.
 * Barriers and warp operations are in emu_sync.c, fibers in emu_fiber.c.
 * docs/emulator.md describes the model. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "emu_internal.h"
#include "rt_internal.h"

#define TLS __thread __attribute__((tls_model("initial-exec")))

/* The emulated thread running on this OS thread, and this OS thread's
 * worker. Only the noinline accessors below touch them: code on a fiber
 * stack must not keep a TLS address across a switch, because between two
 * launches a fiber of the calling thread's worker may resume on another
 * OS thread (when a different host thread launches). */
static TLS cuf90_emu_thread *tls_self;
static TLS EmuWorker *tls_worker;

__attribute__((noinline)) static void set_self(cuf90_emu_thread *t) { tls_self = t; }
__attribute__((noinline)) static EmuWorker *get_worker(void) { return tls_worker; }
__attribute__((noinline)) static void set_worker(EmuWorker *w) { tls_worker = w; }

cuf90_emu_thread *cuf90_emu_self(void)
{
    return tls_self;
}

EmuFiber *emu_current_fiber(void)
{
    cuf90_emu_thread *t = tls_self;
    return t ? (EmuFiber *)((char *)t - offsetof(EmuFiber, th)) : NULL;
}

/* ------------------------------------------------------------------ */
/* Errors                                                              */
/* ------------------------------------------------------------------ */

static pthread_mutex_t die_mu = PTHREAD_MUTEX_INITIALIZER;

/* Print one message line and exit; one worker at a time gets to say it. */
static void vdie(int status, const char *prefix_file, int prefix_line, const char *what,
                 const char *fmt, va_list ap) __attribute__((noreturn));
static void vdie(int status, const char *prefix_file, int prefix_line, const char *what,
                 const char *fmt, va_list ap)
{
    pthread_mutex_lock(&die_mu);
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: ", prefix_file ? prefix_file : "?", prefix_line);
    if (what)
        fputs(what, stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
    exit(status);
}

/* "launch-file:line: error: kernel 'k' failed: <msg>" */
void emu_die(int status, const char *fmt, ...)
{
    EmuWorker *w = get_worker();
    const EmuLaunch *L = w ? w->blk.L : NULL;
    char what[512];
    snprintf(what, sizeof what, "kernel '%s' failed: ",
             L ? cuf90_kernel_display_name(L->kernel->name) : "?");
    va_list ap;
    va_start(ap, fmt);
    vdie(status, L ? L->file : NULL, L ? L->line : 0, what, fmt, ap);
}

static void launch_fail(const cuf90_kernel_desc *k, const char *file, int line,
                        const char *fmt, ...) __attribute__((noreturn, format(printf, 4, 5)));
static void launch_fail(const cuf90_kernel_desc *k, const char *file, int line,
                        const char *fmt, ...)
{
    char what[512];
    snprintf(what, sizeof what, "kernel '%s' launch failed: ", cuf90_kernel_display_name(k->name));
    va_list ap;
    va_start(ap, fmt);
    vdie(1, file, line, what, fmt, ap);
}

/* " in kernel 'k', block (x,y,z), thread (x,y,z)", 1-based, or "". */
static void where_in_kernel(char *buf, size_t n)
{
    const cuf90_emu_thread *t = tls_self;
    if (!t) {
        buf[0] = 0;
        return;
    }
    snprintf(buf, n, " in kernel '%s', block (%d,%d,%d), thread (%d,%d,%d)",
             t->kernel_name, t->blockidx.x + 1, t->blockidx.y + 1, t->blockidx.z + 1,
             t->threadidx.x + 1, t->threadidx.y + 1, t->threadidx.z + 1);
}

void cuf90_emu_error(const char *file, int line, const char *fmt, ...)
{
    char where[256], what[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    where_in_kernel(where, sizeof where);
    pthread_mutex_lock(&die_mu);
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: %s%s\n", file ? file : "?", line, what, where);
    fflush(stderr);
    exit(2);
}

/* STOP in device code ends the emulated thread, as PTX exit does. */
void cuf90_emu_thread_exit(void)
{
    cuf90_emu_thread *t = tls_self;
    if (!t)
        exit(0);
    EmuFiber *f = (EmuFiber *)((char *)t - offsetof(EmuFiber, th));
    __builtin_longjmp(f->exit_jb, 1);
}

/* ERROR STOP in device code fails the kernel, reported at its launch as a
 * trap on the GPU is, with the statement and the thread named. */
void cuf90_emu_error_stop(const char *file, int line)
{
    char where[256];
    where_in_kernel(where, sizeof where);
    emu_die(1, "ERROR STOP at %s:%d%s", file ? file : "?", line, where);
}

/* gfortran's -fcheck=bounds text (as cuf90_bounds_error prints it on the
 * host), with the emulated thread named on the first line. */
void cuf90_emu_bounds_error(const char *file, int line, const char *array, int dim,
                            int64_t index, int64_t lo, int64_t hi)
{
    char where[256];
    where_in_kernel(where, sizeof where);
    pthread_mutex_lock(&die_mu);
    fflush(stdout);
    fprintf(stderr, "At line %d of file %s%s\n", line, file ? file : "?", where);
    if (index < lo)
        fprintf(stderr, "Fortran runtime error: Index '%lld' of dimension %d of array '%s' "
                "below lower bound of %lld\n", (long long)index, dim, array, (long long)lo);
    else
        fprintf(stderr, "Fortran runtime error: Index '%lld' of dimension %d of array '%s' "
                "above upper bound of %lld\n", (long long)index, dim, array, (long long)hi);
    fprintf(stderr, "\nError termination.\n");
    fflush(stderr);
    exit(2);
}

/* -Mbounds: an access whose address is not a multiple of its type's
 * alignment. The GPU fails such a kernel (cudaErrorMisalignedAddress); the
 * CPU would perform it silently, so generated code checks and reports it in
 * the form of the bounds report. */
void cuf90_emu_misaligned_error(const char *file, int line, const char *name, int what,
                                const void *addr, int64_t align)
{
    char where[256];
    where_in_kernel(where, sizeof where);
    pthread_mutex_lock(&die_mu);
    fflush(stdout);
    fprintf(stderr, "At line %d of file %s%s\n", line, file ? file : "?", where);
    fprintf(stderr, "Fortran runtime error: Misaligned address %p of %s '%s': "
            "not a multiple of its alignment of %lld bytes\n",
            addr, what == 1 ? "an element of array" : what == 2 ? "component" : "variable",
            name ? name : "?", (long long)align);
    fprintf(stderr, "\nError termination.\n");
    fflush(stderr);
    exit(2);
}

/* ------------------------------------------------------------------ */
/* Kernel signatures: one ffi_cif per kernel descriptor                */
/* ------------------------------------------------------------------ */

typedef struct CifEntry {
    const cuf90_kernel_desc *kernel;
    ffi_cif cif;
    ffi_type **types;
    struct CifEntry *next;
} CifEntry;

#define CIF_BUCKETS 64
static CifEntry *cif_table[CIF_BUCKETS];
static pthread_mutex_t cif_mu = PTHREAD_MUTEX_INITIALIZER;

/* Aggregates reach the host function as a pointer to the launch's copy. */
static bool kind_is_aggregate(unsigned char kind)
{
    return kind == CUF90_ARG_C32 || kind == CUF90_ARG_C64 || kind == CUF90_ARG_STRUCT;
}

/* The cif of a kernel, built on its first launch. */
static ffi_cif *kernel_cif(const cuf90_kernel_desc *k, const char *file, int line)
{
    size_t h = ((uintptr_t)k >> 4) % CIF_BUCKETS;
    pthread_mutex_lock(&cif_mu);
    for (CifEntry *e = cif_table[h]; e; e = e->next)
        if (e->kernel == k) {
            pthread_mutex_unlock(&cif_mu);
            return &e->cif;
        }
    CifEntry *e = calloc(1, sizeof *e);
    ffi_type **types = calloc((size_t)k->nparams + 1, sizeof *types);
    if (!e || !types)
        launch_fail(k, file, line, "out of memory");
    for (int i = 0; i < k->nparams; i++) {
        unsigned char kind = k->param_kinds[i];
        switch (kind) {
        case CUF90_ARG_I8: types[i] = &ffi_type_sint8; break;
        case CUF90_ARG_I16: types[i] = &ffi_type_sint16; break;
        case CUF90_ARG_I32: types[i] = &ffi_type_sint32; break;
        case CUF90_ARG_I64: types[i] = &ffi_type_sint64; break;
        case CUF90_ARG_F32: types[i] = &ffi_type_float; break;
        case CUF90_ARG_F64: types[i] = &ffi_type_double; break;
        case CUF90_ARG_PTR: types[i] = &ffi_type_pointer; break;
        default:
            if (!kind_is_aggregate(kind))
                launch_fail(k, file, line, "parameter %d has unknown kind %d", i + 1, kind);
            types[i] = &ffi_type_pointer;
        }
    }
    if (ffi_prep_cif(&e->cif, FFI_DEFAULT_ABI, (unsigned)k->nparams, &ffi_type_void, types) !=
        FFI_OK)
        launch_fail(k, file, line, "libffi cannot describe its %d parameters", k->nparams);
    e->kernel = k;
    e->types = types;
    e->next = cif_table[h];
    cif_table[h] = e;
    pthread_mutex_unlock(&cif_mu);
    return &e->cif;
}

/* ------------------------------------------------------------------ */
/* The block scheduler                                                 */
/* ------------------------------------------------------------------ */

static EmuFiber *get_free_fiber(EmuWorker *w)
{
    EmuFiber *f = w->free;
    if (f) {
        w->free = f->next_free;
        return f;
    }
    f = emu_fiber_new(w);
    EmuFiber **v = realloc(w->fibers, ((size_t)w->nfibers + 1) * sizeof *v);
    if (!v)
        emu_die(2, "out of memory for an emulated thread");
    v[w->nfibers++] = f;
    w->fibers = v;
    return f;
}

/* Give fiber f the block's thread of linear index t. */
static void assign_thread(EmuBlock *b, EmuFiber *f, int t)
{
    const EmuLaunch *L = b->L;
    cuf90_emu_thread *th = &f->th;
    int bx = L->block.x, by = L->block.y;
    th->threadidx.x = t % bx;
    th->threadidx.y = (t / bx) % by;
    th->threadidx.z = t / (bx * by);
    th->blockidx = b->idx;
    th->blockdim = L->block;
    th->griddim = L->grid;
    th->dyn_shared = f->w->shared_buf;
    th->lane = t % EMU_WARP;
    th->warp = t / EMU_WARP;
    th->linear = t;
    th->nthreads = b->nthreads;
    th->kernel_name = cuf90_kernel_display_name(L->kernel->name);
    th->loop_blocks = 1;
    f->state = EMU_FIBER_RUNNING;
}

void emu_ready(EmuBlock *b, EmuFiber *f)
{
    int slot = (b->rq_head + b->rq_count) % CUF90_EMU_MAX_THREADS_PER_BLOCK;
    b->rq[slot] = f;
    b->rq_count++;
}

/* What runs next on worker w: a fiber released from a barrier, else the
 * next thread not yet started (on `spare`, a fiber whose thread just
 * exited, when given: the common no-barrier case then never switches);
 * NULL when neither exists. */
static EmuFiber *pick_next(EmuWorker *w, EmuFiber *spare)
{
    EmuBlock *b = &w->blk;
    if (b->rq_count) {
        EmuFiber *f = b->rq[b->rq_head];
        b->rq_head = (b->rq_head + 1) % CUF90_EMU_MAX_THREADS_PER_BLOCK;
        b->rq_count--;
        f->state = EMU_FIBER_RUNNING;
        return f;
    }
    if (b->next_start < b->nthreads) {
        EmuFiber *f = spare ? spare : get_free_fiber(w);
        assign_thread(b, f, b->next_start++);
        return f;
    }
    return NULL;
}

/* Save `from` and run `to`, or the worker's scheduler when to is NULL. */
static void transfer(EmuWorker *w, EmuCtx *from, EmuFiber *to)
{
    set_self(to ? &to->th : NULL);
    emu_switch(from, to ? &to->ctx : &w->sched);
}

void emu_block_wait(EmuFiber *f)
{
    EmuFiber *n = pick_next(f->w, NULL);
    transfer(f->w, &f->ctx, n);
}

/* The life of a fiber: run the kernel as one emulated thread, then take
 * the next one. Touches no TLS directly (see tls_self). */
void emu_fiber_main(EmuFiber *f)
{
    EmuWorker *w = f->w;
    EmuBlock *b = &w->blk;
    for (;;) {
        const EmuLaunch *L = b->L;
        ffi_arg rv;
        if (__builtin_setjmp(f->exit_jb) == 0)
            ffi_call(L->cif, FFI_FN(L->kernel->host_fn), &rv, L->avalues);
        b->exited++;
        f->state = EMU_FIBER_FREE;
        emu_warp_lane_exited(b, f->th.linear);
        EmuFiber *n = pick_next(w, f);
        if (n == f)
            continue;
        f->next_free = w->free;
        w->free = f;
        transfer(w, &f->ctx, n);
    }
}

/* Linear thread index of the first thread of block b that has exited. */
static int first_exited(const EmuBlock *b)
{
    for (int i = 0; i < b->nwarps; i++) {
        int lanes = b->nthreads - i * EMU_WARP < EMU_WARP ? b->nthreads - i * EMU_WARP : EMU_WARP;
        for (int l = 0; l < lanes; l++)
            if (!(b->warps[i].alive >> l & 1))
                return i * EMU_WARP + l;
    }
    return -1;
}

static void thread_coords(const EmuBlock *b, int t, char *buf, size_t n)
{
    int bx = b->L->block.x, by = b->L->block.y;
    snprintf(buf, n, "(%d,%d,%d)", t % bx + 1, (t / bx) % by + 1, t / (bx * by) + 1);
}

/* Every fiber of the block waits and none can be released. */
static void report_deadlock(EmuWorker *w) __attribute__((noreturn));
static void report_deadlock(EmuWorker *w)
{
    EmuBlock *b = &w->blk;
    int in_warp = 0, warp_waiter = -1;
    for (int i = 0; i < b->nwarps; i++) {
        in_warp += __builtin_popcount(b->warps[i].arrived);
        if (warp_waiter < 0 && b->warps[i].arrived)
            warp_waiter = i * EMU_WARP + __builtin_ctz(b->warps[i].arrived);
    }
    char bidx[48], waiter[48], gone[48];
    snprintf(bidx, sizeof bidx, "(%d,%d,%d)", b->idx.x + 1, b->idx.y + 1, b->idx.z + 1);
    int ex = first_exited(b);
    if (ex >= 0)
        thread_coords(b, ex, gone, sizeof gone);
    if (b->bar_arrived > 0 && ex >= 0) {
        thread_coords(b, b->bar_wait[0]->th.linear, waiter, sizeof waiter);
        emu_die(2, "divergent barrier in block %s: thread %s waits in SYNCTHREADS but "
                   "thread %s has exited (%d of %d threads exited, %d wait)",
                bidx, waiter, gone, b->exited, b->nthreads, b->bar_arrived + in_warp);
    }
    if (b->bar_arrived > 0) {
        thread_coords(b, b->bar_wait[0]->th.linear, waiter, sizeof waiter);
        thread_coords(b, warp_waiter, gone, sizeof gone);
        emu_die(2, "divergent barrier in block %s: thread %s waits in SYNCTHREADS while "
                   "thread %s waits in a warp operation (%d and %d threads)",
                bidx, waiter, gone, b->bar_arrived, in_warp);
    }
    thread_coords(b, warp_waiter, waiter, sizeof waiter);
    if (ex >= 0)
        emu_die(2, "divergent warp operation in block %s: thread %s waits for lanes of its "
                   "warp, and thread %s has exited",
                bidx, waiter, gone);
    emu_die(2, "divergent warp operation in block %s: thread %s waits for lanes of its "
               "warp that never arrive",
            bidx, waiter);
}

struct EmuWorker *emu_worker(void) { return get_worker(); }

/* A rendezvous of a thread-loop kernel's pass cannot complete: the fibers'
 * words for it, with the threads held at SYNCTHREADS and the exited ones
 * read from the kernel's resume states. */
void emu_loop_warp_deadlock(EmuBlock *b, const int32_t *next)
{
    const cuf90_emu_thread *t = tls_self;
    int in_warp = 0, warp_waiter = -1, at_bar = 0, bar_waiter = -1, ex = -1;
    for (int i = 0; i < b->nwarps; i++) {
        in_warp += __builtin_popcount(b->warps[i].arrived);
        if (warp_waiter < 0 && b->warps[i].arrived)
            warp_waiter = i * EMU_WARP + __builtin_ctz(b->warps[i].arrived);
    }
    for (int i = 0; i < b->nthreads; i++) {
        if (next[i] > 0 && (next[i] & CUF90_EMU_LOOP_HOLD)) {
            at_bar++;
            if (bar_waiter < 0)
                bar_waiter = i;
        }
        if (next[i] < 0 && ex < 0)
            ex = i;
    }
    char bidx[48], waiter[48], other[48];
    snprintf(bidx, sizeof bidx, "(%d,%d,%d)", t->blockidx.x + 1, t->blockidx.y + 1, t->blockidx.z + 1);
    thread_coords(b, warp_waiter, waiter, sizeof waiter);
    if (at_bar > 0) {
        thread_coords(b, bar_waiter, other, sizeof other);
        emu_die(2, "divergent barrier in block %s: thread %s waits in SYNCTHREADS while "
                   "thread %s waits in a warp operation (%d and %d threads)",
                bidx, other, waiter, at_bar, in_warp);
    }
    if (ex >= 0) {
        thread_coords(b, ex, other, sizeof other);
        emu_die(2, "divergent warp operation in block %s: thread %s waits for lanes of its "
                   "warp, and thread %s has exited",
                bidx, waiter, other);
    }
    emu_die(2, "divergent warp operation in block %s: thread %s waits for lanes of its "
               "warp that never arrive",
            bidx, waiter);
}

/* A thread-loop kernel's pass ended with threads at a barrier while others
 * have exited (the fibers' first report_deadlock case, same words). */
void cuf90_emu_loop_divergent(int32_t waiter, int32_t exited, int32_t nexited, int32_t nwait)
{
    EmuWorker *w = get_worker();
    EmuBlock *b = &w->blk;
    const cuf90_emu_thread *t = tls_self;
    char bidx[48], wt[48], gone[48];
    snprintf(bidx, sizeof bidx, "(%d,%d,%d)", t->blockidx.x + 1, t->blockidx.y + 1, t->blockidx.z + 1);
    thread_coords(b, waiter, wt, sizeof wt);
    thread_coords(b, exited, gone, sizeof gone);
    emu_die(2, "divergent barrier in block %s: thread %s waits in SYNCTHREADS but "
               "thread %s has exited (%d of %d threads exited, %d wait)",
            bidx, wt, gone, nexited, b->nthreads, nwait);
}

static void ensure_shared(EmuWorker *w, size_t bytes)
{
    if (bytes < 16)
        bytes = 16;
    if (w->shared_cap >= bytes)
        return;
    free(w->shared_buf);
    size_t cap = (bytes + 63) / 64 * 64;
    w->shared_buf = aligned_alloc(64, cap);
    if (!w->shared_buf)
        emu_die(2, "out of memory for %zu bytes of dynamic shared memory", bytes);
    w->shared_cap = cap;
}

/* Worker w starts block number `linear` of launch L: its index, size and
 * dynamic shared memory. */
static EmuBlock *begin_block(EmuWorker *w, const EmuLaunch *L, uint64_t linear)
{
    EmuBlock *b = &w->blk;
    b->L = L;
    b->idx.x = (int32_t)(linear % (uint64_t)L->grid.x);
    b->idx.y = (int32_t)(linear / (uint64_t)L->grid.x % (uint64_t)L->grid.y);
    b->idx.z = (int32_t)(linear / ((uint64_t)L->grid.x * (uint64_t)L->grid.y));
    b->nthreads = L->nthreads;
    ensure_shared(w, L->shared_bytes);
    return b;
}

/* Run the slot-th block of launch L (in cluster order: rt/emu_cluster.c)
 * to completion on worker w. */
static void run_block(EmuWorker *w, const EmuLaunch *L, uint64_t slot)
{
    EmuBlock *b = begin_block(w, L, emu_cluster_block(L, slot));
    emu_cluster_block_start(w, slot);
    b->next_start = 0;
    b->exited = 0;
    b->bar_arrived = 0;
    b->bar_acc = 0;
    b->rq_head = b->rq_count = 0;
    b->nwarps = (b->nthreads + EMU_WARP - 1) / EMU_WARP;
    for (int i = 0; i < b->nwarps; i++) {
        int lanes = b->nthreads - i * EMU_WARP;
        EmuWarp *wp = &b->warps[i];
        wp->alive = lanes >= EMU_WARP ? 0xffffffffu : (1u << lanes) - 1;
        wp->arrived = wp->all_live = 0;
    }
    transfer(w, &w->sched, pick_next(w, NULL));
    /* back on the worker's stack: every fiber exited, or all are stuck */
    set_self(NULL);
    if (b->exited != b->nthreads)
        report_deadlock(w);
    emu_cluster_block_end(w);
}

/* Run blocks first .. first+n-1 of a CUF90_EMU_BLOCK_LOOP kernel: one call,
 * on the worker's own stack. */
static void run_block_loop(EmuWorker *w, const EmuLaunch *L, uint64_t first, uint64_t n)
{
    EmuBlock *b = begin_block(w, L, first);
    w->loop.w = w;
    assign_thread(b, &w->loop, 0);
    w->loop.state = EMU_FIBER_LOOP;
    w->loop.th.loop_blocks = (int32_t)n;
    w->loop.th.loop_row = -1;
    w->loop.th.loop_x = -1;
    w->loop_first = first;
    set_self(&w->loop.th);
    ffi_arg rv;
    ffi_call(L->cif, FFI_FN(L->kernel->host_fn), &rv, L->avalues);
    set_self(NULL);
}

/* A fault in a kernel (SIGSEGV outside a fiber's guard page): the launch
 * fails as a GPU kernel's illegal address does. The faulting worker leaves
 * its block, takes no more, and its fibers start afresh; other workers finish
 * the blocks they run; the host device's context then reports
 * CUDA_ERROR_ILLEGAL_ADDRESS (sticky, rt/hostdev.c) and the program goes on. */
void emu_kernel_fault(void *addr)
{
    EmuWorker *w = get_worker();
    if (!w || !w->in_kernel)
        return;
    const cuf90_emu_thread *t = cuf90_emu_self();
    const EmuLaunch *L = w->blk.L;
    int loop_blocks = t == &w->loop.th ? w->loop.th.loop_blocks : 0;
    cuf90_dim3 block = t ? t->blockidx : (cuf90_dim3){0, 0, 0}, thread = t ? t->threadidx : (cuf90_dim3){0, 0, 0};
    int32_t row = t == &w->loop.th ? w->loop.th.loop_row : -1, x = w->loop.th.loop_x;
    if (loop_blocks > 0 && row >= 0 && L) {
        /* the thread-loop kernel stored the running row of threads, and
         * with -g or -Mbounds the thread (codegen/emu_loops.c) */
        uint64_t blk = w->loop_first + (uint64_t)(row >> 10);
        int32_t lin = (row & 1023) + (x >= 0 ? x : 0);
        block = (cuf90_dim3){(int32_t)(blk % (uint64_t)L->grid.x), (int32_t)(blk / (uint64_t)L->grid.x % (uint64_t)L->grid.y),
                             (int32_t)(blk / ((uint64_t)L->grid.x * (uint64_t)L->grid.y))};
        thread = (cuf90_dim3){x >= 0 ? lin % L->block.x : -1, lin / L->block.x % L->block.y, lin / (L->block.x * L->block.y)};
        loop_blocks = 0;
    }
    rt_hostdev_kernel_fault(L ? L->file : NULL, L ? L->line : 0, t ? t->kernel_name : NULL, block, thread, loop_blocks, addr);
    siglongjmp(w->fault_jb, 1);
}

static void run_blocks(EmuWorker *w, EmuLaunch *L)
{
    uint64_t i;
    set_worker(w);
    emu_guard_thread_init();
    if (sigsetjmp(w->fault_jb, 1) == 0) {
        w->in_kernel = 1;
        if (L->kernel->emu_flags & CUF90_EMU_BLOCK_LOOP) {
            uint64_t c = L->chunk;
            while ((i = atomic_fetch_add_explicit(&L->next_block, c, memory_order_relaxed)) < L->nblocks)
                run_block_loop(w, L, i, L->nblocks - i < c ? L->nblocks - i : c);
        } else {
            while ((i = atomic_fetch_add_explicit(&L->next_block, 1, memory_order_relaxed)) < L->nblocks)
                run_block(w, L, i);
        }
    } else {
        atomic_store_explicit(&L->next_block, L->nblocks, memory_order_relaxed);
        set_self(NULL);
        w->free = NULL;
        for (int k = 0; k < w->nfibers; k++) {
            emu_fiber_reset(w->fibers[k]);
            w->fibers[k]->next_free = w->free;
            w->free = w->fibers[k];
        }
    }
    w->in_kernel = 0;
    /* keep the last launch's name for messages only while it runs */
    w->blk.L = NULL;
    set_worker(NULL);
}

/* ------------------------------------------------------------------ */
/* The worker pool                                                     */
/* ------------------------------------------------------------------ */

static struct {
    pthread_once_t once;
    pthread_mutex_t launch_mu;   /* one launch at a time */
    pthread_mutex_t mu;
    pthread_cond_t start_cv, done_cv;
    int nworkers;                /* including the launching thread */
    int nslots;                  /* workers that can exist (clusters may need more) */
    int nhelpers_started;
    EmuWorker **workers;         /* [0] belongs to whichever thread launches */
    unsigned long gen;
    EmuLaunch *cur;
    int nparticipants;           /* workers taking part in launch `gen` */
    int running;                 /* helpers still busy with it */
} pool = {
    .once = PTHREAD_ONCE_INIT,
    .launch_mu = PTHREAD_MUTEX_INITIALIZER,
    .mu = PTHREAD_MUTEX_INITIALIZER,
    .start_cv = PTHREAD_COND_INITIALIZER,
    .done_cv = PTHREAD_COND_INITIALIZER,
};

/* CUF90_EMU_WORKERS=n, else one worker per online core up to 16: each
 * worker may hold 1024 fiber stacks of two mappings each (stack and guard),
 * and Linux allows 65530 mappings per process by default. */
static void pool_init(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n > 16)
        n = 16;
    const char *env = getenv("CUF90_EMU_WORKERS");
    if (env && *env)
        n = strtol(env, NULL, 10);
    if (n < 1)
        n = 1;
    if (n > 256)
        n = 256;
    pool.nworkers = (int)n;
    /* slots for up to 16 even with fewer workers: a launch of clusters of
     * up to 16 blocks runs each of a cluster's blocks on a worker */
    pool.nslots = n < 16 ? 16 : (int)n;
    pool.workers = calloc((size_t)pool.nslots, sizeof *pool.workers);
    for (int i = 0; pool.workers && i < pool.nslots; i++) {
        pool.workers[i] = calloc(1, sizeof(EmuWorker));
        if (!pool.workers[i])
            break;
        pool.workers[i]->index = i;
    }
}

static void *helper_main(void *arg)
{
    EmuWorker *w = arg;
    unsigned long seen = 0;
    pthread_mutex_lock(&pool.mu);
    for (;;) {
        while (pool.gen == seen)
            pthread_cond_wait(&pool.start_cv, &pool.mu);
        seen = pool.gen;
        if (w->index >= pool.nparticipants)
            continue;
        EmuLaunch *L = pool.cur;
        pthread_mutex_unlock(&pool.mu);
        run_blocks(w, L);
        pthread_mutex_lock(&pool.mu);
        if (--pool.running == 0)
            pthread_cond_signal(&pool.done_cv);
    }
    return NULL;
}

/* Worker slots for n workers (launch_mu held): a cooperative launch runs
 * each of its blocks on a worker of its own. False when memory runs out
 * (the slots made so far stay). */
static bool ensure_slots(int n)
{
    if (n <= pool.nslots)
        return true;
    EmuWorker **v = realloc(pool.workers, (size_t)n * sizeof *v);
    if (!v)
        return false;
    pool.workers = v;
    while (pool.nslots < n) {
        EmuWorker *w = calloc(1, sizeof(EmuWorker));
        if (!w)
            return false;
        w->index = pool.nslots;
        v[pool.nslots++] = w;
    }
    return true;
}

/* Start helpers up to `wanted` workers in all, the first time a launch can
 * use them; returns how many workers can take part. */
static int start_helpers(int wanted)
{
    if (wanted > pool.nslots)
        wanted = pool.nslots;
    while (pool.nhelpers_started + 1 < wanted) {
        pthread_t t;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        /* thread-loop kernels run on it, with up to 1024 threads' private
         * variables (codegen/emu_loops.c: at most 2 KiB each) */
        pthread_attr_setstacksize(&attr, 16u << 20);
        int err = pthread_create(&t, &attr, helper_main,
                                 pool.workers[pool.nhelpers_started + 1]);
        pthread_attr_destroy(&attr);
        if (err)
            break;             /* fewer workers, still correct */
        pool.nhelpers_started++;
    }
    return pool.nhelpers_started + 1 < wanted ? pool.nhelpers_started + 1 : wanted;
}

/* ------------------------------------------------------------------ */
/* Launch                                                              */
/* ------------------------------------------------------------------ */

/* Why the configuration cannot run (the limits of an H200), or NULL. */
static const char *config_problem(cuf90_dim3 grid, cuf90_dim3 block, int64_t shared_bytes)
{
    if (grid.x <= 0 || grid.y <= 0 || grid.z <= 0)
        return "a grid dimension is below 1";
    if (block.x <= 0 || block.y <= 0 || block.z <= 0)
        return "a block dimension is below 1";
    if (grid.y > CUF90_EMU_MAX_GRID_YZ || grid.z > CUF90_EMU_MAX_GRID_YZ)
        return "the grid's y or z dimension exceeds 65535";
    if (block.z > CUF90_EMU_MAX_BLOCK_Z)
        return "the block's z dimension exceeds 64";
    if ((int64_t)block.x * block.y * block.z > CUF90_EMU_MAX_THREADS_PER_BLOCK)
        return "more than 1024 threads per block";
    if (shared_bytes < 0)
        return "negative dynamic shared memory size";
    if (shared_bytes > CUF90_EMU_MAX_SHARED_BYTES)
        return "more than 232448 bytes (227 KiB) of dynamic shared memory";
    return NULL;
}

static void emu_launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block, int64_t shared_bytes,
                       void *stream, void **args, const char *file, int line, bool coop);

void cuf90_emu_launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                      int64_t shared_bytes, void *stream, void **args,
                      const char *file, int line)
{
    emu_launch(kernel, grid, block, shared_bytes, stream, args, file, line, false);
}

/* A grid that syncs (cooperative groups' grid barrier): every block runs
 * at once, each on a worker of its own (rt/launch.c checked the grid
 * against cuf90_emu_coresident_blocks). */
void cuf90_emu_launch_cooperative(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                                  int64_t shared_bytes, void *stream, void **args, const char *file, int line)
{
    emu_launch(kernel, grid, block, shared_bytes, stream, args, file, line, true);
}

static void emu_launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block, int64_t shared_bytes,
                       void *stream, void **args, const char *file, int line, bool coop)
{
    (void)stream;              /* launches are synchronous: streams are in order */
    const char *bad = config_problem(grid, block, shared_bytes);
    if (bad) {
        /* as on the GPU: the last error, one line, and the program goes on */
        rt_launch_refused(kernel, CUF90_cudaErrorInvalidConfiguration, bad, grid, block,
                          shared_bytes, file, line);
        return;
    }
    if (!kernel->host_fn)
        launch_fail(kernel, file, line, "it has no host code for emulation");
    /* the worker would wait for itself (no dynamic parallelism in emulation) */
    if (get_worker())
        launch_fail(kernel, file, line, "the emulator cannot launch a kernel from device code");
    pthread_once(&pool.once, pool_init);
    if (!pool.workers || !pool.workers[pool.nworkers - 1])
        launch_fail(kernel, file, line, "out of memory for the emulator's workers");

    EmuLaunch L;
    L.kernel = kernel;
    L.cif = kernel_cif(kernel, file, line);
    void *avalues[kernel->nparams + 1];
    /* args[i] points at the value; for an aggregate the function takes that
     * pointer itself, so ffi gets the pointer's address */
    for (int i = 0; i < kernel->nparams; i++)
        avalues[i] = kind_is_aggregate(kernel->param_kinds[i]) ? (void *)&args[i] : args[i];
    L.avalues = avalues;
    L.grid = grid;
    L.block = block;
    L.nthreads = block.x * block.y * block.z;
    L.shared_bytes = (size_t)shared_bytes;
    L.nblocks = (uint64_t)grid.x * (uint64_t)grid.y * (uint64_t)grid.z;
    atomic_init(&L.next_block, 0);
    L.file = file;
    L.line = line;
    emu_clusters_begin(&L);
    if (L.csize > 1 && (L.csize > 16 || grid.x % L.cdim.x || grid.y % L.cdim.y || grid.z % L.cdim.z)) {
        char why[160];
        snprintf(why, sizeof why, "the grid is not a whole number of clusters of (%d,%d,%d) blocks%s", L.cdim.x,
                 L.cdim.y, L.cdim.z, L.csize > 16 ? " (at most 16 blocks per cluster)" : "");
        emu_clusters_end(&L);
        rt_launch_refused(kernel, CUF90_cudaErrorInvalidConfiguration, why, grid, block, shared_bytes, file, line);
        return;
    }

    pthread_mutex_lock(&pool.launch_mu);
    unsigned reach = rt_hostdev_launch_open();
    int parts = pool.nworkers;
    if ((uint64_t)parts > L.nblocks)
        parts = (int)L.nblocks;
    /* a cluster's blocks run at once, each on a worker of its own; so do
     * all the blocks of a cooperative launch */
    if (parts < L.csize)
        parts = L.csize;
    if (coop && (uint64_t)parts < L.nblocks) {
        parts = (int)L.nblocks;
        ensure_slots(parts);
    }
    if (parts > 1)
        parts = start_helpers(parts);
    if (parts < L.csize)
        launch_fail(kernel, file, line, "the emulator could not start a worker for each block of a cluster");
    if (coop && (uint64_t)parts < L.nblocks)
        launch_fail(kernel, file, line, "the emulator could not start a worker for each block of a cooperative launch");
    /* thread-loop kernels take blocks in slices: about 8 per worker, of at
     * most 2^16 threads each (the workers stay balanced when blocks differ) */
    L.chunk = L.nblocks / ((uint64_t)parts * 8);
    if (L.chunk * (uint64_t)L.nthreads > 65536)
        L.chunk = 65536 / (uint64_t)L.nthreads;
    if (L.chunk < 1)
        L.chunk = 1;
    if (parts > 1) {
        pthread_mutex_lock(&pool.mu);
        pool.cur = &L;
        pool.nparticipants = parts;
        pool.running = parts - 1;
        pool.gen++;
        pthread_cond_broadcast(&pool.start_cv);
        pthread_mutex_unlock(&pool.mu);
    }
    run_blocks(pool.workers[0], &L);
    if (parts > 1) {
        pthread_mutex_lock(&pool.mu);
        while (pool.running > 0)
            pthread_cond_wait(&pool.done_cv, &pool.mu);
        pool.cur = NULL;
        pthread_mutex_unlock(&pool.mu);
    }
    emu_clusters_end(&L);
    rt_hostdev_launch_close(reach);
    pthread_mutex_unlock(&pool.launch_mu);
}

/* The most blocks of a cooperative launch (rt/emu_grid.c's grid barrier
 * needs every block of the grid running, each on a worker): 1024 workers,
 * and 16384 threads in all, whose fibers' stacks and guard pages (two
 * mappings each, kept by their workers) stay well within Linux's 65530
 * mappings per process. */
enum { COOP_MAX_WORKERS = 1024, COOP_MAX_THREADS = 16384 };
int cuf90_emu_coresident_blocks(int64_t threads_per_block)
{
    int64_t n = threads_per_block > 0 ? COOP_MAX_THREADS / threads_per_block : 1;
    if (n > COOP_MAX_WORKERS)
        n = COOP_MAX_WORKERS;
    return n > 0 ? (int)n : 1;
}
