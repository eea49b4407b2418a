/* emu.h — the ABI between code generated for -Mcuda=emu and libcuf90rt's
 * CPU emulator (rt/emu*.c). docs/emulator.md explains the execution model;
 * this header is the contract and codegen/ must agree with every layout here.
 *
 * Kernels. An emulated kernel is an ordinary host function
 *     void k(P1, P2, ...)
 * registered in its image's kernel table with host_fn = k. Its parameters
 * follow the descriptor's param_kinds, with the C ABI of x86-64:
 *     CUF90_ARG_PTR          void *       (a by-reference dummy: an address)
 *     CUF90_ARG_I8..I64      int8_t..int64_t by value
 *     CUF90_ARG_F32/F64      float/double by value
 *     CUF90_ARG_C32/C64      const void * (!) to the launch's copy of the
 *     CUF90_ARG_STRUCT       value: aggregates travel by reference, because
 *                            libffi cannot classify a struct known only by its
 *                            size and LLVM's {float,float} is not C's
 *                            float _Complex; the copy is shared by all the
 *                            threads of the launch and read-only (like PTX
 *                            .param space): copy it before modifying it.
 * The launch passes the same `void *args[]` as the GPU path (one pointer per
 * parameter, to the value).
 *
 * Dispatch: cuf90_launch() (rt/launch.c) begins with
 *     if (kernel->host_fn) {
 *         cuf90_emu_launch(kernel, grid, block, shared_bytes, stream, args, file, line);
 *         return;
 *     }
 *
 * Execution. Launches are synchronous: cuf90_emu_launch returns after the
 * whole grid has run (streams therefore execute in order). Blocks are spread
 * over a pool of worker OS threads (one per online core, at most 16;
 * CUF90_EMU_WORKERS=n overrides); the calling thread is one of the workers. A block's threads
 * run on ONE worker, as a loop in one call (CUF90_EMU_BLOCK_LOOP kernels) or
 * as user-level fibers, and a worker runs ONE block at a time, from its first
 * thread's start to its last thread's exit. Hence the invariant
 * codegen relies on: static SHARED variables of emulated device code are
 * compiled as _Thread_local globals (one instance per worker = per running
 * block); their contents at block start are undefined, as on the GPU.
 */
#ifndef CUF90_EMU_H
#define CUF90_EMU_H

#include <stddef.h>
#include <stdint.h>
#include "cuf90rt.h"

/* The state of the emulated thread that is running. Indices are 0-based
 * (codegen adds 1 for threadidx%x etc.). The pointer returned by
 * cuf90_emu_self() and every field in it stay constant for the whole
 * invocation of the kernel by one emulated thread, so codegen may call it
 * once at kernel entry and may declare it memory(none) nounwind willreturn. */
typedef struct cuf90_emu_thread {
    cuf90_dim3 threadidx;      /* offset 0  */
    cuf90_dim3 blockidx;       /* offset 12 */
    cuf90_dim3 blockdim;       /* offset 24 */
    cuf90_dim3 griddim;        /* offset 36 */
    void *dyn_shared;          /* offset 48: the block's dynamic shared memory
                                  (launch's shared_bytes, 16-byte aligned,
                                  not zeroed; never NULL, even for 0 bytes) */
    int32_t lane;              /* offset 56: linear thread index mod 32 */
    int32_t warp;              /* offset 60: linear thread index / 32 */
    int32_t linear;            /* offset 64: x + y*bx + z*bx*by */
    int32_t nthreads;          /* offset 68: threads in the block */
    const char *kernel_name;   /* offset 72: for messages */
    int32_t loop_blocks;       /* offset 80: CUF90_EMU_BLOCK_LOOP: the call runs
                                  this many blocks, blockidx and the next ones
                                  in linear order (x fastest); else 1 */
    int32_t loop_row;          /* offset 84: CUF90_EMU_BLOCK_LOOP, for the fault
                                  handler: the running row of threads, 1024 *
                                  (block - blockidx's) + linear index of its
                                  first thread, stored (volatile) as each row
                                  starts; -1 before the first */
    int32_t loop_x;            /* offset 88: and the running thread's x - 1,
                                  stored (volatile) as each thread starts by
                                  kernels built with -g or -Mbounds; -1 if not */
    int32_t reserved;          /* offset 92 */
} cuf90_emu_thread;

_Static_assert(offsetof(cuf90_emu_thread, blockidx) == 12, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, griddim) == 36, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, dyn_shared) == 48, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, lane) == 56, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, kernel_name) == 72, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, loop_blocks) == 80, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, loop_row) == 84, "emu thread layout");
_Static_assert(offsetof(cuf90_emu_thread, loop_x) == 88, "emu thread layout");
_Static_assert(sizeof(cuf90_emu_thread) == 96, "emu thread layout");

/* cuf90_kernel_desc.emu_flags. CUF90_EMU_BLOCK_LOOP: host_fn runs all the
 * threads of loop_blocks consecutive blocks per call, as loops over the
 * block and thread indices (codegen/emu_loops.c: kernels that cannot reach
 * a barrier or a warp operation); cuf90_emu_self() then describes the first
 * block (its threadidx, linear, lane and warp are those of thread 0), and
 * the kernel keeps its own record of the thread it runs, which it copies
 * into *cuf90_emu_self() before calling device procedures or the error
 * reports, which read it. */
#define CUF90_EMU_BLOCK_LOOP 1u
/* cluster_dims(x, y, z) of a kernel (each below 256): the emulator runs
 * the blocks of a cluster at once, each on its own worker (rt/emu_cluster.c) */
#define CUF90_EMU_CLUSTER(x, y, z) ((unsigned)(x) << 8 | (unsigned)(y) << 16 | (unsigned)(z) << 24)
#define CUF90_EMU_CLUSTER_DIM(flags, axis) (((flags) >> (8 + 8 * (axis)) & 0xffu) ? ((flags) >> (8 + 8 * (axis)) & 0xffu) : 1u)
/* Thread block clusters in emulated device code: the cluster's size and
 * this block's rank in it (0-based), the cluster barrier (every thread of
 * every block of the cluster), and the address of shared variable x of
 * this block in the shared memory of block `rank` (0-based) of the cluster. */
int32_t cuf90_emu_cluster_size(void);
int32_t cuf90_emu_cluster_rank(void);
void cuf90_emu_cluster_sync(void);
int64_t cuf90_emu_cluster_map(void *x, int32_t rank);
/* A thread-loop kernel with barriers found threads waiting at a barrier
 * (the first, by linear index: waiter) while nexited threads, the first
 * `exited`, have ended: reported as the fibers' divergent barrier, exit
 * status 2. The block is the one in *cuf90_emu_self() (the kernel copies
 * its record there first). */
void cuf90_emu_loop_divergent(int32_t waiter, int32_t exited, int32_t nexited, int32_t nwait)
    __attribute__((noreturn));

/* Warp operations of thread-loop kernels (codegen/emu_loops.c, docs/
 * emulator.md "Warp operations in thread loops"): a lane reaching one
 * writes its operands into its element of the kernel's lane array and
 * stops for the pass; after a pass in which some lanes arrived, the kernel
 * calls warp_step, which completes every warp's rendezvous as the fibers'
 * last arriving lane does (or reports the divergence the fibers report,
 * exit status 2), and the lanes resume with their results (res) in the next
 * pass. Threads at a block barrier are held meanwhile: their resume state
 * carries CUF90_EMU_LOOP_HOLD until every thread is at the barrier (release
 * clears it). `next` is the kernel's array of resume states (-1: exited). */
typedef struct cuf90_emu_lane {
    int32_t op;                /* CUF90_EMU_WOP_* | ARRIVED | ALL_LIVE (no mask) */
    uint32_t mask;
    int32_t arg;               /* srclane / delta / lanemask */
    int32_t width;
    uint64_t val;              /* the operand's bits (a vote's predicate: 0 or 1) */
    uint64_t res;              /* the result (match_all: its predicate in bit 32) */
} cuf90_emu_lane;
_Static_assert(sizeof(cuf90_emu_lane) == 32, "emu lane layout");
#define CUF90_EMU_LANE_ARRIVED (int32_t)0x80000000
#define CUF90_EMU_LANE_ALL_LIVE 0x40000000
enum {
    CUF90_EMU_WOP_SYNC, CUF90_EMU_WOP_IDX, CUF90_EMU_WOP_UP, CUF90_EMU_WOP_DOWN, CUF90_EMU_WOP_XOR,
    CUF90_EMU_WOP_ALL, CUF90_EMU_WOP_ANY, CUF90_EMU_WOP_BALLOT,
    CUF90_EMU_WOP_MATCH_ANY, CUF90_EMU_WOP_MATCH_ALL,
    CUF90_EMU_WOP_RED_ADD, CUF90_EMU_WOP_RED_MIN, CUF90_EMU_WOP_RED_MAX, CUF90_EMU_WOP_RED_UMIN,
    CUF90_EMU_WOP_RED_UMAX, CUF90_EMU_WOP_RED_AND, CUF90_EMU_WOP_RED_OR, CUF90_EMU_WOP_RED_XOR
};
#define CUF90_EMU_LOOP_HOLD 0x40000000
void cuf90_emu_loop_warp_step(const int32_t *next, cuf90_emu_lane *lanes, int32_t nthreads);
uint32_t cuf90_emu_loop_activemask(const int32_t *next, int32_t linear, int32_t nthreads);
void cuf90_emu_loop_release(int32_t *next, int32_t nthreads);

/* Launch limits checked before anything runs (those of an H200, sm_90). */
#define CUF90_EMU_MAX_THREADS_PER_BLOCK 1024
#define CUF90_EMU_MAX_BLOCK_Z 64
#define CUF90_EMU_MAX_GRID_YZ 65535
#define CUF90_EMU_MAX_SHARED_BYTES (227 * 1024)

/* Run a kernel whose descriptor has host_fn set; same parameters as
 * cuf90_launch. An invalid configuration prints
 * "file:line: error: kernel 'name' launch failed: <reason>" and exits 1. */
void cuf90_emu_launch(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                      int64_t shared_bytes, void *stream, void **args,
                      const char *file, int line);

/* The running emulated thread; NULL outside emulated device code. */
cuf90_emu_thread *cuf90_emu_self(void);

/* Block barriers (SYNCTHREADS and its reductions): every thread of the
 * block arrives, then all continue; the reduction forms return the
 * block-wide result to every thread (count of nonzero predicates; 1/0).
 * A barrier that some threads of the block can no longer reach because they
 * exited (or that they wait for in a different warp operation) is reported
 * as "divergent barrier" naming the kernel, the block and the threads,
 * exit status 2, instead of hanging. */
void cuf90_emu_syncthreads(void);
int32_t cuf90_emu_syncthreads_count(int32_t pred);
int32_t cuf90_emu_syncthreads_and(int32_t pred);
int32_t cuf90_emu_syncthreads_or(int32_t pred);

/* Memory fences. threadfence_block only orders the compiler: a block runs on
 * one OS thread. */
void cuf90_emu_threadfence(void);
void cuf90_emu_threadfence_block(void);
void cuf90_emu_threadfence_system(void);

/* Warp operations: each is a rendezvous of the lanes of the caller's warp
 * (lanes = consecutive linear thread indices in groups of 32; a last,
 * partial warp has fewer lanes). `mask` names the lanes that take part
 * (lanes that do not exist or have exited are dropped from it); the
 * operations without mask take every live lane of the warp. Shuffle
 * semantics are PTX shfl.sync's: width is a power of two <= 32 splitting the
 * warp into segments; a source outside the caller's segment (up: below it;
 * down/xor/idx: above it) or a lane not taking part yields the caller's own
 * value. srclane is 0-based here (PTX's): CUDA Fortran numbers lanes from 1
 * in __shfl(var, srclane), so codegen passes srclane - 1; delta and lanemask
 * are not lane numbers and pass unchanged. */
int32_t cuf90_emu_shfl_i32(uint32_t mask, int32_t value, int32_t srclane, int32_t width);
int32_t cuf90_emu_shfl_up_i32(uint32_t mask, int32_t value, uint32_t delta, int32_t width);
int32_t cuf90_emu_shfl_down_i32(uint32_t mask, int32_t value, uint32_t delta, int32_t width);
int32_t cuf90_emu_shfl_xor_i32(uint32_t mask, int32_t value, int32_t lanemask, int32_t width);
int64_t cuf90_emu_shfl_i64(uint32_t mask, int64_t value, int32_t srclane, int32_t width);
int64_t cuf90_emu_shfl_up_i64(uint32_t mask, int64_t value, uint32_t delta, int32_t width);
int64_t cuf90_emu_shfl_down_i64(uint32_t mask, int64_t value, uint32_t delta, int32_t width);
int64_t cuf90_emu_shfl_xor_i64(uint32_t mask, int64_t value, int32_t lanemask, int32_t width);
float cuf90_emu_shfl_f32(uint32_t mask, float value, int32_t srclane, int32_t width);
float cuf90_emu_shfl_up_f32(uint32_t mask, float value, uint32_t delta, int32_t width);
float cuf90_emu_shfl_down_f32(uint32_t mask, float value, uint32_t delta, int32_t width);
float cuf90_emu_shfl_xor_f32(uint32_t mask, float value, int32_t lanemask, int32_t width);
double cuf90_emu_shfl_f64(uint32_t mask, double value, int32_t srclane, int32_t width);
double cuf90_emu_shfl_up_f64(uint32_t mask, double value, uint32_t delta, int32_t width);
double cuf90_emu_shfl_down_f64(uint32_t mask, double value, uint32_t delta, int32_t width);
double cuf90_emu_shfl_xor_f64(uint32_t mask, double value, int32_t lanemask, int32_t width);

/* Votes: all/any return 1 or 0; ballot the bit mask of the taking-part
 * lanes whose predicate is nonzero. */
int32_t cuf90_emu_all(int32_t pred);
int32_t cuf90_emu_any(int32_t pred);
uint32_t cuf90_emu_ballot(int32_t pred);
int32_t cuf90_emu_all_sync(uint32_t mask, int32_t pred);
int32_t cuf90_emu_any_sync(uint32_t mask, int32_t pred);
uint32_t cuf90_emu_ballot_sync(uint32_t mask, int32_t pred);
/* syncwarp(mask): rendezvous only. activemask(): the live lanes of the warp. */
void cuf90_emu_syncwarp(uint32_t mask);
/* wmma's fragments (rt/emu_sync.c): load/store of a rows x cols matrix of
 * kind 2, 4 or 8 elements, D = A B [+ C] over the warp (c may be NULL) */
void cuf90_emu_wmma_load(void *frag, const void *src, int32_t ld, int32_t kind, int32_t row_major, int32_t rows,
                         int32_t cols, int32_t slots);
void cuf90_emu_wmma_store(void *dst, const void *frag, int32_t ld, int32_t kind, int32_t rows, int32_t cols,
                          int32_t row_major);
void cuf90_emu_wmma_mma(void *d, const void *a, const void *b, const void *c, int32_t dkind, int32_t ckind,
                        int32_t abkind, int32_t m, int32_t n, int32_t k);
uint32_t cuf90_emu_activemask(void);
/* match_any: the taking-part lanes holding the same value as the caller;
 * match_all: the taking-part lanes when all hold the same value (*pred = 1),
 * else 0 (*pred = 0). */
uint32_t cuf90_emu_match_any_i32(uint32_t mask, int32_t value);
uint32_t cuf90_emu_match_any_i64(uint32_t mask, int64_t value);
uint32_t cuf90_emu_match_all_i32(uint32_t mask, int32_t value, int32_t *pred);
uint32_t cuf90_emu_match_all_i64(uint32_t mask, int64_t value, int32_t *pred);
/* sm_80 warp reductions over the taking-part lanes (__reduce_*_sync):
 * add/min/max of signed or unsigned 32-bit values, and/or/xor of bits. */
int32_t cuf90_emu_reduce_add_i32(uint32_t mask, int32_t value);
int32_t cuf90_emu_reduce_min_i32(uint32_t mask, int32_t value);
int32_t cuf90_emu_reduce_max_i32(uint32_t mask, int32_t value);
uint32_t cuf90_emu_reduce_min_u32(uint32_t mask, uint32_t value);
uint32_t cuf90_emu_reduce_max_u32(uint32_t mask, uint32_t value);
uint32_t cuf90_emu_reduce_and_u32(uint32_t mask, uint32_t value);
uint32_t cuf90_emu_reduce_or_u32(uint32_t mask, uint32_t value);
uint32_t cuf90_emu_reduce_xor_u32(uint32_t mask, uint32_t value);

/* The grid barrier of cooperative groups (rt/emu_grid.c); a grid that
 * uses it is launched with cuf90_emu_launch_cooperative, every block on a
 * worker of its own, all running at once: at most
 * cuf90_emu_coresident_blocks(threads per block) blocks (rt/emu.c). */
void cuf90_emu_grid_sync(void);
int cuf90_emu_coresident_blocks(int64_t threads_per_block);
void cuf90_emu_launch_cooperative(cuf90_kernel_desc *kernel, cuf90_dim3 grid, cuf90_dim3 block,
                                  int64_t shared_bytes, void *stream, void **args, const char *file, int line);

/* IEEE operations with a rounding mode (rt/emu_round.c) */
float cuf90_emu_round_f32(int op, int mode, float x, float y, float z);
double cuf90_emu_round_f64(int op, int mode, double x, double y, double z);

/* Clocks: clock/clock64 count CPU cycles (rdtsc on x86-64); globaltimer is
 * nanoseconds of CLOCK_MONOTONIC. */
int32_t cuf90_emu_clock(void);
int64_t cuf90_emu_clock64(void);
uint64_t cuf90_emu_globaltimer(void);

/* Atomics without an LLVM atomicrmw form, with CUDA's semantics:
 * inc: *p = (old >= val) ? 0 : old + 1;  dec: *p = (old == 0 || old > val) ? val : old - 1.
 * Both return old. All other atomics are LLVM atomic instructions on host
 * memory in generated code. */
uint32_t cuf90_emu_atomicinc_u32(uint32_t *p, uint32_t val);
uint32_t cuf90_emu_atomicdec_u32(uint32_t *p, uint32_t val);

/* -Mbounds in emulated device code: prints the message with the kernel,
 * block and thread (1-based, as Fortran sees them), file and line, then
 * exits with status 2. */
void cuf90_emu_bounds_error(const char *file, int line, const char *array, int dim,
                            int64_t index, int64_t lo, int64_t hi)
    __attribute__((noreturn));
/* -Mbounds in emulated device code: an access of a variable (what = 0), an
 * array element (1) or a component (2) at an address that is not a
 * multiple of align (the scalar type's alignment); the GPU would fail with
 * a misaligned address. Reported like cuf90_emu_bounds_error, exit status 2. */
void cuf90_emu_misaligned_error(const char *file, int line, const char *name, int what,
                                const void *addr, int64_t align)
    __attribute__((noreturn));
/* Device PRINT and STOP messages: CUDA's vprintf(format, args) for the host.
 * args is the packed buffer the GPU's vprintf reads: the arguments laid
 * out as the members of a C struct (each at its natural alignment): int for
 * %d/%i/%u/%x/%o/%c without length modifier, 8 bytes with l/ll/z/j/t,
 * double for %e/%f/%g/%a, a pointer for %s/%p. The whole line goes to
 * file descriptor 1 in one write, so lines of different threads never mix.
 * Returns the number of bytes written. */
int cuf90_emu_vprintf(const char *format, const void *args);
/* STOP in emulated device code: ends the calling emulated thread only. */
void cuf90_emu_thread_exit(void) __attribute__((noreturn));
/* ERROR STOP in emulated device code: the kernel fails, reported as
 * "launch-file:line: error: kernel 'k' failed: ERROR STOP at file:line in
 * kernel 'k', block (..), thread (..)", exit status 1. */
void cuf90_emu_error_stop(const char *file, int line) __attribute__((noreturn));
/* surf<dims>Dread (write 0) / surf<dims>Dwrite (write 1) of size bytes at
 * byte offset x of row y (0 for dims 1) of an emulated surface object,
 * boundary mode 0 zero, 1 clamp, 2 trap (rt/cudaarray.c). */
void cuf90_emu_surf(int64_t obj, int32_t x, int32_t y, void *data, int64_t size, int32_t mode, int32_t write,
                    int32_t dims);
/* Texture fetches of emulated device code (rt/cudaarray.c): op 0 tex1Dfetch
 * (element ix of linear memory), 1 tex1D (coordinate fx), 2 tex2D (fx, fy);
 * the first channel is stored to data as a REAL(4) (is_int 0) or INTEGER(4). */
void cuf90_emu_tex(int64_t obj, int32_t op, int32_t ix, float fx, float fy, void *data, int32_t is_int);
/* Any other run-time error detected in emulated device code (same prefix). */
void cuf90_emu_error(const char *file, int line, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 3, 4)));

#endif
