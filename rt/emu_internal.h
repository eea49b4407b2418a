/* emu_internal.h — private state of the CPU emulator (rt/emu*.c): fibers,
 * workers, the block being run and its barriers. See docs/emulator.md. */
#ifndef CUF90_EMU_INTERNAL_H
#define CUF90_EMU_INTERNAL_H

#include <setjmp.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <ffi.h>
#include "emu.h"

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

#define EMU_WARP 32
#define EMU_MAX_WARPS (CUF90_EMU_MAX_THREADS_PER_BLOCK / EMU_WARP)

/* A saved execution context. On x86-64 it is the stack pointer of a stack
 * whose top holds the callee-saved registers and the MXCSR/x87 control
 * words (rt/emu_fiber_x86_64.S); elsewhere a ucontext. */
typedef struct EmuCtx {
#if defined(__x86_64__)
    void *sp;
#else
    ucontext_t uc;
#endif
} EmuCtx;

enum { EMU_FIBER_FREE, EMU_FIBER_RUNNING, EMU_FIBER_WAIT_BAR, EMU_FIBER_WAIT_WARP,
       EMU_FIBER_LOOP };

struct EmuWorker;

/* One emulated thread at a time runs on a fiber; a fiber whose thread
 * exited is reused for the block's next thread (and the next blocks). */
typedef struct EmuFiber {
    EmuCtx ctx;
    cuf90_emu_thread th;       /* what cuf90_emu_self() returns */
    struct EmuWorker *w;       /* the worker owning it; fibers never migrate
                                  while a block runs */
    void *map;                 /* stack mapping (guard page at its bottom) */
    size_t map_size;
    int state;                 /* EMU_FIBER_* */
    struct EmuFiber *next_free;
    void *exit_jb[5];          /* __builtin_setjmp buffer: a device STOP leaves
                                  the kernel through it (cuf90_emu_thread_exit) */
} EmuFiber;

/* Warp operation kinds (rendezvous of a warp's lanes). */
/* the codes of rt/emu.h, which thread-loop kernels pass */
enum { EMU_OP_SYNC = CUF90_EMU_WOP_SYNC, EMU_OP_IDX, EMU_OP_UP, EMU_OP_DOWN, EMU_OP_XOR,
       EMU_OP_ALL, EMU_OP_ANY, EMU_OP_BALLOT,
       EMU_OP_MATCH_ANY, EMU_OP_MATCH_ALL,
       EMU_OP_RED_ADD, EMU_OP_RED_MIN, EMU_OP_RED_MAX, EMU_OP_RED_UMIN, EMU_OP_RED_UMAX,
       EMU_OP_RED_AND, EMU_OP_RED_OR, EMU_OP_RED_XOR };
_Static_assert((int)EMU_OP_RED_XOR == (int)CUF90_EMU_WOP_RED_XOR, "warp operation codes");

typedef struct EmuWarp {
    uint32_t alive;            /* lanes that exist and have not exited */
    uint32_t arrived;          /* lanes waiting in some operation */
    uint32_t mask[EMU_WARP];   /* each waiting lane's mask (with itself); lanes
                                  waiting for one another form one rendezvous
                                  (group_of), so divergent half-warps
                                  synchronize separately */
    uint32_t all_live;         /* waiting lanes of operations without mask, or
                                  with a mask that leaves the lane out */
    uint64_t val[EMU_WARP];    /* deposited values (predicates for votes) */
    uint64_t res[EMU_WARP];    /* results, written by the completing lane */
    int32_t arg[EMU_WARP];     /* srclane / delta / lanemask */
    uint8_t op[EMU_WARP];
    uint8_t width[EMU_WARP];
    EmuFiber *waiter[EMU_WARP];
    const void *frag[EMU_WARP][2]; /* wmmaMatmul's A and B fragments of each lane */
} EmuWarp;

/* One launch, shared read-only by the workers (but next_block). */
typedef struct EmuLaunch {
    cuf90_kernel_desc *kernel;
    ffi_cif *cif;
    void **avalues;
    cuf90_dim3 grid, block;
    int nthreads;              /* per block */
    size_t shared_bytes;
    uint64_t nblocks;
    _Atomic uint64_t next_block;
    uint64_t chunk;            /* blocks per call of a CUF90_EMU_BLOCK_LOOP kernel */
    const char *file;
    int line;
    /* thread block clusters (rt/emu_cluster.c): the kernel's cluster_dims;
     * workers then take blocks in cluster order, a cluster's blocks on
     * different workers at once */
    cuf90_dim3 cdim;
    int csize;                 /* blocks per cluster (1: no clusters) */
    struct EmuCluster *clusters;
} EmuLaunch;

/* The block a worker is running. */
typedef struct EmuBlock {
    const EmuLaunch *L;
    cuf90_dim3 idx;
    int nthreads;
    int next_start;            /* threads [0, next_start) have started */
    int exited;
    /* block barrier */
    int bar_arrived;
    int32_t bar_acc;           /* count of nonzero predicates */
    int32_t bar_result;
    EmuFiber *bar_wait[CUF90_EMU_MAX_THREADS_PER_BLOCK];
    /* fibers ready to resume, in FIFO order */
    EmuFiber *rq[CUF90_EMU_MAX_THREADS_PER_BLOCK];
    int rq_head, rq_count;
    int nwarps;
    EmuWarp warps[EMU_MAX_WARPS];
    uint64_t cluster;          /* clusters: the block's cluster and rank in it */
    int crank;
} EmuBlock;

typedef struct EmuWorker {
    EmuCtx sched;              /* the worker's own stack, while it schedules */
    sigjmp_buf fault_jb;       /* where a fault in a kernel returns (run_blocks) */
    volatile int in_kernel;    /* running blocks of a launch */
    uint64_t loop_first;       /* thread-loop kernels: the running slice's first block */
    EmuFiber **fibers;         /* all fibers ever made by this worker */
    int nfibers;
    EmuFiber *free;            /* fibers with no thread */
    void *shared_buf;          /* dynamic shared memory of its block */
    size_t shared_cap;
    EmuBlock blk;
    EmuFiber loop;             /* the record of a block run as a thread loop
                                  (CUF90_EMU_BLOCK_LOOP): no stack, never
                                  switched to */
    int index;
} EmuWorker;

/* emu_cluster.c: a launch's clusters (NULL and csize 1 without), the
 * block number of the slot-th block taken (cluster order), a block's start
 * (its shared memory known to the cluster) and end (it waits for the
 * cluster's other blocks, which may still read its shared memory). */
void emu_clusters_begin(EmuLaunch *L);
void emu_clusters_end(EmuLaunch *L);
uint64_t emu_cluster_block(const EmuLaunch *L, uint64_t slot);
void emu_cluster_block_start(EmuWorker *w, uint64_t slot);
void emu_cluster_block_end(EmuWorker *w);

/* emu_fiber.c */
EmuFiber *emu_fiber_new(EmuWorker *w);
void emu_fiber_reset(EmuFiber *f);
/* emu.c: a SIGSEGV at addr on this thread; returns only when no kernel runs here */
void emu_kernel_fault(void *addr);
/* Save the running context in `from` and resume `to`. */
void emu_switch(EmuCtx *from, EmuCtx *to);
size_t emu_stack_size(void);
/* Report a fiber's stack overflow instead of crashing: an alternate signal
 * stack for the calling worker thread, and the SIGSEGV handler. */
void emu_guard_thread_init(void);

/* emu.c: the scheduler, used by the barriers of emu_sync.c */
void emu_fiber_main(EmuFiber *f) __attribute__((noreturn));
/* Park the running fiber (its state already says why) and run others. */
void emu_block_wait(EmuFiber *f);
void emu_ready(EmuBlock *b, EmuFiber *f);
EmuFiber *emu_current_fiber(void);
/* The calling OS thread's worker (NULL outside a launch's blocks). */
struct EmuWorker *emu_worker(void);
/* A thread-loop kernel's warp rendezvous that cannot complete (emu.c). */
void emu_loop_warp_deadlock(EmuBlock *b, const int32_t *next) __attribute__((noreturn));
/* Completes the rendezvous of waiting lane l when every live lane it names
 * is there: computes the results, clears their arrival; *part the lanes. */
bool emu_warp_complete(EmuWarp *w, int l, uint32_t *part);
/* A lane exited: its warp's pending operation may now be complete. */
void emu_warp_lane_exited(EmuBlock *b, int linear);
/* Fatal error in a kernel: message prefixed with the launch site and kernel. */
void emu_die(int status, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 2, 3)));

#endif
