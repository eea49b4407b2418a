/* emu_sync.c — what emulated threads of one block do together: block
 * barriers (SYNCTHREADS and its reductions), warp rendezvous (shuffles,
 * votes, syncwarp), plus fences and the atomics LLVM has no instruction
 * for. All fibers of a block run on one OS thread, so the block's state
 * needs no locks: a rendezvous is "deposit, then park until the last
 * participant arrives", and the last one computes everyone's result. */
#include <string.h>
#include <time.h>
#include "emu_internal.h"

/* The running fiber; device-side entry points are meaningless elsewhere. */
static EmuFiber *running(const char *what)
{
    EmuFiber *f = emu_current_fiber();
    if (!f)
        emu_die(2, "%s called outside emulated device code", what);
    if (f->state == EMU_FIBER_LOOP) /* codegen/emu_loops.c saw no way here */
        emu_die(2, "%s reached in a kernel emulated as a loop over its threads", what);
    return f;
}

/* ------------------------------------------------------------------ */
/* Block barrier                                                       */
/* ------------------------------------------------------------------ */

/* Arrive with a predicate; returns how many threads arrived with a
 * nonzero one. The last to arrive releases the others (FIFO) and goes on. */
static int32_t block_barrier(int32_t pred)
{
    EmuFiber *f = running("SYNCTHREADS");
    EmuBlock *b = &f->w->blk;
    b->bar_acc += pred != 0;
    if (b->bar_arrived + 1 == b->nthreads) {
        b->bar_result = b->bar_acc;
        for (int i = 0; i < b->bar_arrived; i++)
            emu_ready(b, b->bar_wait[i]);
        b->bar_arrived = 0;
        b->bar_acc = 0;
        return b->bar_result;
    }
    b->bar_wait[b->bar_arrived++] = f;
    f->state = EMU_FIBER_WAIT_BAR;
    emu_block_wait(f);
    /* the next barrier cannot complete before this thread arrives there */
    return b->bar_result;
}

void cuf90_emu_syncthreads(void)
{
    block_barrier(0);
}

int32_t cuf90_emu_syncthreads_count(int32_t pred)
{
    return block_barrier(pred);
}

int32_t cuf90_emu_syncthreads_and(int32_t pred)
{
    EmuFiber *f = running("SYNCTHREADS_AND");
    int32_t n = f->th.nthreads;
    return block_barrier(pred) == n;
}

int32_t cuf90_emu_syncthreads_or(int32_t pred)
{
    return block_barrier(pred) != 0;
}

void cuf90_emu_threadfence(void)
{
    atomic_thread_fence(memory_order_seq_cst);
}

void cuf90_emu_threadfence_block(void)
{
    atomic_signal_fence(memory_order_seq_cst);
}

void cuf90_emu_threadfence_system(void)
{
    atomic_thread_fence(memory_order_seq_cst);
}

/* ------------------------------------------------------------------ */
/* Warp rendezvous                                                     */
/* ------------------------------------------------------------------ */

/* Source lane of a shuffle by PTX shfl.sync's rules, or the caller's own
 * lane when the source lies outside its segment. */
static int shfl_source(int op, int lane, int32_t arg, int width)
{
    if (width < 1 || width > EMU_WARP || (width & (width - 1)))
        width = EMU_WARP;
    int segmask = (EMU_WARP - width) & (EMU_WARP - 1);
    int min_lane = lane & segmask;
    int max_lane = min_lane | ((EMU_WARP - 1) & ~segmask);
    int64_t j;
    switch (op) {
    case EMU_OP_IDX:
        j = min_lane | (arg & ~segmask & (EMU_WARP - 1));
        break;
    case EMU_OP_UP:
        j = (int64_t)lane - (int64_t)(uint32_t)arg;
        return j >= min_lane ? (int)j : lane;
    case EMU_OP_DOWN:
        j = (int64_t)lane + (int64_t)(uint32_t)arg;
        break;
    default: /* EMU_OP_XOR */
        j = (int64_t)(lane ^ (uint32_t)arg);
        break;
    }
    return j <= max_lane ? (int)j : lane;
}

/* Result of a match or reduction for lane k over the lanes of `part`.
 * match_all returns its predicate in bit 32. */
static uint64_t warp_combine(const EmuWarp *w, uint32_t part, int k)
{
    uint64_t acc = w->val[k];
    uint32_t same = 0;
    for (uint32_t m = part; m; m &= m - 1) {
        int j = __builtin_ctz(m);
        uint64_t v = w->val[j];
        if (v == w->val[k])
            same |= 1u << j;
        switch (w->op[k]) {
        case EMU_OP_RED_ADD: if (j != k) acc = (uint32_t)(acc + v); break;
        case EMU_OP_RED_MIN: if ((int32_t)v < (int32_t)acc) acc = v; break;
        case EMU_OP_RED_MAX: if ((int32_t)v > (int32_t)acc) acc = v; break;
        case EMU_OP_RED_UMIN: if ((uint32_t)v < (uint32_t)acc) acc = v; break;
        case EMU_OP_RED_UMAX: if ((uint32_t)v > (uint32_t)acc) acc = v; break;
        case EMU_OP_RED_AND: acc &= v; break;
        case EMU_OP_RED_OR: acc |= v; break;
        case EMU_OP_RED_XOR: if (j != k) acc ^= v; break;
        default: break;
        }
    }
    if (w->op[k] == EMU_OP_MATCH_ANY)
        return same;
    if (w->op[k] == EMU_OP_MATCH_ALL)
        return same == part ? (uint64_t)part | 1ull << 32 : 0;
    return acc;
}

/* The live lanes waiting lane k waits for: all of them for an operation
 * without mask (or one whose mask leaves k out, see warp_op), else those its
 * mask names. */
static uint32_t lane_need(const EmuWarp *w, int k)
{
    return (w->all_live >> k & 1) ? w->alive : w->mask[k] & w->alive;
}

/* The lanes waiting in the same rendezvous as waiting lane l: waiting lanes
 * of the same operation linked to it by waiting for one another. Masks that
 * name the same live lanes meet (masks computed before and after some lane
 * exited, e.g. from activemask()); divergent half-warps, each naming its own
 * half, do not, nor do lanes whose masks only chain (0x3, 0x6, 0x5: a
 * deadlock); a lane waiting for every live lane (no mask, or a mask without
 * itself) meets every lane of its operation it waits for, and is met by
 * every lane of its operation whose mask names it. */
static uint32_t group_of(const EmuWarp *w, int l)
{
    uint32_t g = 1u << l, need = lane_need(w, l);
    bool g_all = w->all_live >> l & 1;
    for (bool grew = true; grew;) {
        grew = false;
        for (uint32_t m = w->arrived & ~g; m; m &= m - 1) {
            int k = __builtin_ctz(m);
            uint32_t nk = lane_need(w, k);
            bool k_all = w->all_live >> k & 1;
            if (w->op[k] != w->op[l] || !((need >> k & 1) || k_all) || !((nk & g) || g_all))
                continue;
            g |= 1u << k;
            need |= nk;
            g_all |= k_all;
            grew = true;
        }
    }
    return g;
}

bool emu_warp_complete(EmuWarp *w, int l, uint32_t *part_out)
{
    if (lane_need(w, l) & ~w->arrived)
        return false;          /* the common case, decided without the group */
    uint32_t part = group_of(w, l), need = 0;
    for (uint32_t m = part; m; m &= m - 1)
        need |= lane_need(w, __builtin_ctz(m));
    if (need & ~part)
        return false;
    uint32_t ballot = 0;
    for (uint32_t m = part; m; m &= m - 1) {
        int k = __builtin_ctz(m);
        if (w->val[k])
            ballot |= 1u << k;
    }
    for (uint32_t m = part; m; m &= m - 1) {
        int k = __builtin_ctz(m);
        int src;
        switch (w->op[k]) {
        case EMU_OP_SYNC: w->res[k] = 0; break;
        case EMU_OP_ALL: w->res[k] = ballot == part; break;
        case EMU_OP_ANY: w->res[k] = ballot != 0; break;
        case EMU_OP_BALLOT: w->res[k] = ballot; break;
        case EMU_OP_IDX: case EMU_OP_UP: case EMU_OP_DOWN: case EMU_OP_XOR:
            src = shfl_source(w->op[k], k, w->arg[k], w->width[k]);
            w->res[k] = (part >> src & 1) ? w->val[src] : w->val[k];
            break;
        default:
            w->res[k] = warp_combine(w, part, k);
        }
    }
    w->arrived &= ~part;
    w->all_live &= ~part;
    *part_out = part;
    return true;
}

/* If the rendezvous of waiting lane l has every live lane it names, compute
 * its results and release its lanes but `self` (which goes on); true then. */
static bool warp_try_complete(EmuBlock *b, EmuWarp *w, int l, const EmuFiber *self)
{
    uint32_t part;
    if (!emu_warp_complete(w, l, &part))
        return false;
    for (uint32_t m = part; m; m &= m - 1) {
        EmuFiber *f = w->waiter[__builtin_ctz(m)];
        if (f != self)
            emu_ready(b, f);
    }
    return true;
}

void emu_warp_lane_exited(EmuBlock *b, int linear)
{
    EmuWarp *w = &b->warps[linear / EMU_WARP];
    w->alive &= ~(1u << (linear % EMU_WARP));
    /* every pending rendezvous may have been waiting for that lane */
    for (uint32_t todo = w->arrived; todo;) {
        int l = __builtin_ctz(todo);
        todo &= ~group_of(w, l);
        warp_try_complete(b, w, l, NULL);
    }
}

/* Deposit (value, arg) for operation op with the lanes of `mask` (all live
 * lanes when all_live), park until the warp completes it, return this
 * lane's result. */
static uint64_t warp_op(const char *what, int op, bool all_live, uint32_t mask, uint64_t value,
                        int32_t arg, int32_t width)
{
    EmuFiber *f = running(what);
    EmuBlock *b = &f->w->blk;
    int lane = f->th.lane;
    EmuWarp *w = &b->warps[f->th.warp];
    w->val[lane] = value;
    w->arg[lane] = arg;
    w->op[lane] = (uint8_t)op;
    w->width[lane] = (uint8_t)(width < 0 || width > 255 ? 0 : width);
    w->waiter[lane] = f;
    w->arrived |= 1u << lane;
    w->mask[lane] = mask | 1u << lane;
    /* CUDA leaves a mask without the caller's own lane undefined; the GPU,
     * in a converged warp, votes and shuffles over every active lane and
     * ignores the mask (ch04 of the CUDA Fortran book passes such masks) */
    if (!(mask >> lane & 1))
        all_live = true;
    if (all_live)
        w->all_live |= 1u << lane;
    if (!warp_try_complete(b, w, lane, f)) {
        f->state = EMU_FIBER_WAIT_WARP;
        emu_block_wait(f);
    }
    /* valid until this lane's next warp operation, which needs it to arrive */
    return w->res[lane];
}

#define SHFL_FAMILY(suffix, ctype, to_bits, from_bits)                                      \
    ctype cuf90_emu_shfl_##suffix(uint32_t mask, ctype value, int32_t srclane, int32_t width) \
    {                                                                                       \
        return from_bits(warp_op("SHFL", EMU_OP_IDX, false, mask, to_bits(value), srclane,    \
                                 width));                                                   \
    }                                                                                       \
    ctype cuf90_emu_shfl_up_##suffix(uint32_t mask, ctype value, uint32_t delta, int32_t width) \
    {                                                                                       \
        return from_bits(warp_op("SHFL_UP", EMU_OP_UP, false, mask, to_bits(value),           \
                                 (int32_t)delta, width));                                   \
    }                                                                                       \
    ctype cuf90_emu_shfl_down_##suffix(uint32_t mask, ctype value, uint32_t delta, int32_t width) \
    {                                                                                       \
        return from_bits(warp_op("SHFL_DOWN", EMU_OP_DOWN, false, mask, to_bits(value),       \
                                 (int32_t)delta, width));                                   \
    }                                                                                       \
    ctype cuf90_emu_shfl_xor_##suffix(uint32_t mask, ctype value, int32_t lanemask, int32_t width) \
    {                                                                                       \
        return from_bits(warp_op("SHFL_XOR", EMU_OP_XOR, false, mask, to_bits(value),         \
                                 lanemask, width));                                         \
    }

static inline uint64_t i32_bits(int32_t v) { return (uint32_t)v; }
static inline int32_t i32_from(uint64_t b) { return (int32_t)(uint32_t)b; }
static inline uint64_t i64_bits(int64_t v) { return (uint64_t)v; }
static inline int64_t i64_from(uint64_t b) { return (int64_t)b; }
static inline uint64_t f32_bits(float v) { uint32_t u; memcpy(&u, &v, 4); return u; }
static inline float f32_from(uint64_t b) { uint32_t u = (uint32_t)b; float v; memcpy(&v, &u, 4); return v; }
static inline uint64_t f64_bits(double v) { uint64_t u; memcpy(&u, &v, 8); return u; }
static inline double f64_from(uint64_t b) { double v; memcpy(&v, &b, 8); return v; }

SHFL_FAMILY(i32, int32_t, i32_bits, i32_from)
SHFL_FAMILY(i64, int64_t, i64_bits, i64_from)
SHFL_FAMILY(f32, float, f32_bits, f32_from)
SHFL_FAMILY(f64, double, f64_bits, f64_from)

int32_t cuf90_emu_all(int32_t pred)
{
    return (int32_t)warp_op("ALLTHREADS", EMU_OP_ALL, true, 0, pred != 0, 0, 0);
}

int32_t cuf90_emu_any(int32_t pred)
{
    return (int32_t)warp_op("ANYTHREAD", EMU_OP_ANY, true, 0, pred != 0, 0, 0);
}

uint32_t cuf90_emu_ballot(int32_t pred)
{
    return (uint32_t)warp_op("BALLOT", EMU_OP_BALLOT, true, 0, pred != 0, 0, 0);
}

int32_t cuf90_emu_all_sync(uint32_t mask, int32_t pred)
{
    return (int32_t)warp_op("ALL_SYNC", EMU_OP_ALL, false, mask, pred != 0, 0, 0);
}

int32_t cuf90_emu_any_sync(uint32_t mask, int32_t pred)
{
    return (int32_t)warp_op("ANY_SYNC", EMU_OP_ANY, false, mask, pred != 0, 0, 0);
}

uint32_t cuf90_emu_ballot_sync(uint32_t mask, int32_t pred)
{
    return (uint32_t)warp_op("BALLOT_SYNC", EMU_OP_BALLOT, false, mask, pred != 0, 0, 0);
}

void cuf90_emu_syncwarp(uint32_t mask)
{
    warp_op("SYNCWARP", EMU_OP_SYNC, false, mask, 0, 0, 0);
}

uint32_t cuf90_emu_match_any_i32(uint32_t mask, int32_t value)
{
    return (uint32_t)warp_op("MATCH_ANY", EMU_OP_MATCH_ANY, false, mask, (uint32_t)value, 0, 0);
}

uint32_t cuf90_emu_match_any_i64(uint32_t mask, int64_t value)
{
    return (uint32_t)warp_op("MATCH_ANY", EMU_OP_MATCH_ANY, false, mask, (uint64_t)value, 0, 0);
}

uint32_t cuf90_emu_match_all_i32(uint32_t mask, int32_t value, int32_t *pred)
{
    uint64_t r = warp_op("MATCH_ALL", EMU_OP_MATCH_ALL, false, mask, (uint32_t)value, 0, 0);
    *pred = (int32_t)(r >> 32);
    return (uint32_t)r;
}

uint32_t cuf90_emu_match_all_i64(uint32_t mask, int64_t value, int32_t *pred)
{
    uint64_t r = warp_op("MATCH_ALL", EMU_OP_MATCH_ALL, false, mask, (uint64_t)value, 0, 0);
    *pred = (int32_t)(r >> 32);
    return (uint32_t)r;
}

#define REDUCE(name, ctype, op)                                                            \
    ctype cuf90_emu_reduce_##name(uint32_t mask, ctype value)                              \
    {                                                                                      \
        return (ctype)(uint32_t)warp_op("REDUCE", op, false, mask, (uint32_t)value, 0, 0); \
    }
REDUCE(add_i32, int32_t, EMU_OP_RED_ADD)
REDUCE(min_i32, int32_t, EMU_OP_RED_MIN)
REDUCE(max_i32, int32_t, EMU_OP_RED_MAX)
REDUCE(min_u32, uint32_t, EMU_OP_RED_UMIN)
REDUCE(max_u32, uint32_t, EMU_OP_RED_UMAX)
REDUCE(and_u32, uint32_t, EMU_OP_RED_AND)
REDUCE(or_u32, uint32_t, EMU_OP_RED_OR)
REDUCE(xor_u32, uint32_t, EMU_OP_RED_XOR)

uint32_t cuf90_emu_activemask(void)
{
    EmuFiber *f = running("ACTIVEMASK");
    return f->w->blk.warps[f->th.warp].alive;
}

/* ------------------------------------------------------------------ */
/* Warp operations of thread-loop kernels (rt/emu.h)                   */
/* ------------------------------------------------------------------ */

/* Lanes [base, base + n) of a thread-loop kernel's block that exist and
 * have not exited. */
static uint32_t loop_alive(const int32_t *next, int32_t base, int32_t n)
{
    uint32_t alive = 0;
    for (int k = 0; k < n; k++)
        if (next[base + k] >= 0)
            alive |= 1u << k;
    return alive;
}

uint32_t cuf90_emu_loop_activemask(const int32_t *next, int32_t linear, int32_t nthreads)
{
    int32_t base = linear / EMU_WARP * EMU_WARP;
    return loop_alive(next, base, nthreads - base < EMU_WARP ? nthreads - base : EMU_WARP);
}

/* The common case of a warp step: every live lane of the warp arrived at a
 * shuffle or vote of one kind whose mask names all of them. Computed from
 * the lane array directly; false when the case is another. */
static bool loop_warp_uniform(cuf90_emu_lane *l, int n, uint32_t alive)
{
    if (!alive)
        return false;
    int first = __builtin_ctz(alive);
    int32_t op = l[first].op;
    int kind = op & 0xff;
    if (kind < EMU_OP_IDX || kind > EMU_OP_BALLOT)
        return false;
    uint32_t ballot = 0;
    for (int k = 0; k < n; k++) {
        if (!(alive >> k & 1))
            continue;
        if (l[k].op != op || (!(op & CUF90_EMU_LANE_ALL_LIVE) && (alive & ~l[k].mask)))
            return false;
        ballot |= (uint32_t)(l[k].val != 0) << k;
    }
    for (int k = 0; k < n; k++) {
        if (!(alive >> k & 1))
            continue;
        switch (kind) {
        case EMU_OP_ALL: l[k].res = ballot == alive; break;
        case EMU_OP_ANY: l[k].res = ballot != 0; break;
        case EMU_OP_BALLOT: l[k].res = ballot; break;
        default: {
            int src = shfl_source(kind, k, l[k].arg, l[k].width);
            l[k].res = (alive >> src & 1) ? l[src].val : l[k].val;
        }
        }
    }
    for (int k = 0; k < n; k++)
        if (alive >> k & 1)
            l[k].op = 0;
    return true;
}

/* After a pass: every lane is stopped, so a rendezvous that cannot complete
 * now never will. Each warp's arrivals go through the fibers' EmuWarp,
 * unless every live lane takes part in one shuffle or vote. */
void cuf90_emu_loop_warp_step(const int32_t *next, cuf90_emu_lane *lanes, int32_t nthreads)
{
    EmuWarp w;
    for (int32_t base = 0; base < nthreads; base += EMU_WARP) {
        int n = nthreads - base < EMU_WARP ? nthreads - base : EMU_WARP;
        cuf90_emu_lane *l = lanes + base;
        if (loop_warp_uniform(l, n, loop_alive(next, base, n)))
            continue;
        w.arrived = w.all_live = 0;
        for (int k = 0; k < n; k++) {
            if (!(l[k].op & CUF90_EMU_LANE_ARRIVED))
                continue;
            w.arrived |= 1u << k;
            if ((l[k].op & CUF90_EMU_LANE_ALL_LIVE) || !(l[k].mask >> k & 1)) /* as warp_op */
                w.all_live |= 1u << k;
            w.mask[k] = l[k].mask | 1u << k;
            w.val[k] = l[k].val;
            w.arg[k] = l[k].arg;
            w.op[k] = (uint8_t)(l[k].op & 0xff);
            w.width[k] = (uint8_t)(l[k].width < 0 || l[k].width > 255 ? 0 : l[k].width);
        }
        if (!w.arrived)
            continue;
        w.alive = loop_alive(next, base, n);
        uint32_t todo = w.arrived, part;
        while (w.arrived) {
            if (!emu_warp_complete(&w, __builtin_ctz(w.arrived), &part)) {
                struct EmuWorker *wk = emu_worker();
                EmuBlock *b = &wk->blk;
                b->nwarps = (nthreads + EMU_WARP - 1) / EMU_WARP;
                b->warps[base / EMU_WARP] = w;
                for (int i = 0; i < b->nwarps; i++)
                    if (i != base / EMU_WARP)
                        b->warps[i].arrived = 0;
                emu_loop_warp_deadlock(b, next);
            }
        }
        for (uint32_t m = todo; m; m &= m - 1) {
            int k = __builtin_ctz(m);
            l[k].res = w.res[k];
            l[k].op = 0;
        }
    }
}

void cuf90_emu_loop_release(int32_t *next, int32_t nthreads)
{
    for (int32_t i = 0; i < nthreads; i++)
        if (next[i] > 0)
            next[i] &= ~CUF90_EMU_LOOP_HOLD;
}

/* ------------------------------------------------------------------ */
/* Atomics with CUDA's wrap-around semantics                           */
/* ------------------------------------------------------------------ */

uint32_t cuf90_emu_atomicinc_u32(uint32_t *p, uint32_t val)
{
    uint32_t old = __atomic_load_n(p, __ATOMIC_RELAXED);
    uint32_t next;
    do
        next = old >= val ? 0 : old + 1;
    while (!__atomic_compare_exchange_n(p, &old, next, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return old;
}

uint32_t cuf90_emu_atomicdec_u32(uint32_t *p, uint32_t val)
{
    uint32_t old = __atomic_load_n(p, __ATOMIC_RELAXED);
    uint32_t next;
    do
        next = (old == 0 || old > val) ? val : old - 1;
    while (!__atomic_compare_exchange_n(p, &old, next, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    return old;
}

/* ------------------------------------------------------------------ */
/* Clocks                                                              */
/* ------------------------------------------------------------------ */

int64_t cuf90_emu_clock64(void)
{
#if defined(__x86_64__)
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return (int64_t)((uint64_t)hi << 32 | lo);
#else
    return (int64_t)cuf90_emu_globaltimer();
#endif
}

int32_t cuf90_emu_clock(void)
{
    return (int32_t)cuf90_emu_clock64();
}

uint64_t cuf90_emu_globaltimer(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* ------------------------------------------------------------------ */
/* wmma (tensor-core fragments) under emulation                        */
/* ------------------------------------------------------------------ */

/* A fragment (sema/intrinsic_wmma.c) of a rows x cols matrix is spread
 * over the warp as on the GPU, with a mapping of the emulator's own: lane l
 * holds the elements l + 32 i (column-major index of the logical matrix,
 * i < rows * cols / 32) in x(1..), and x's further slots (the GPU's A and
 * B registers hold more) repeat them. kind is the element kind (2: half,
 * 4: float, 8: double). */
static double wmma_get(const void *frag, int kind, int64_t i)
{
    return kind == 2 ? (double)((const _Float16 *)frag)[i]
           : kind == 4 ? (double)((const float *)frag)[i] : ((const double *)frag)[i];
}

static void wmma_put(void *frag, int kind, int64_t i, double v)
{
    if (kind == 2)
        ((_Float16 *)frag)[i] = (_Float16)v;
    else if (kind == 4)
        ((float *)frag)[i] = (float)v;
    else
        ((double *)frag)[i] = v;
}

void cuf90_emu_wmma_load(void *frag, const void *src, int32_t ld, int32_t kind, int32_t row_major, int32_t rows,
                         int32_t cols, int32_t slots)
{
    int lane = running("wmmaLoadMatrix")->th.lane;
    int cnt = rows * cols / 32;
    for (int s = 0; s < slots; s++) {
        int e = lane + 32 * (s % cnt), r = e % rows, c = e / rows;
        int64_t at = row_major ? (int64_t)r * ld + c : r + (int64_t)c * ld;
        wmma_put(frag, kind, s, wmma_get(src, kind, at));
    }
}

void cuf90_emu_wmma_store(void *dst, const void *frag, int32_t ld, int32_t kind, int32_t rows, int32_t cols,
                          int32_t row_major)
{
    int lane = running("wmmaStoreMatrix")->th.lane;
    for (int s = 0; s < rows * cols / 32; s++) {
        int e = lane + 32 * s, r = e % rows, c = e / rows;
        wmma_put(dst, kind, row_major ? (int64_t)r * ld + c : r + (int64_t)c * ld, wmma_get(frag, kind, s));
    }
}

/* D = A B + C over the warp (m x n x k): each lane publishes its A and B
 * fragments, the warp meets, each lane computes its elements of D from
 * everyone's fragments (REAL(2) products summed in float, as the tensor
 * cores do; REAL(8) in double), and the warp meets again before any lane
 * may change a fragment the others read. c is NULL for D = A B. */
void cuf90_emu_wmma_mma(void *d, const void *a, const void *b, const void *c, int32_t dkind, int32_t ckind,
                        int32_t abkind, int32_t m, int32_t n, int32_t k)
{
    EmuFiber *f = running("wmmaMatmul");
    EmuWarp *w = &f->w->blk.warps[f->th.warp];
    int lane = f->th.lane;
    w->frag[lane][0] = a;
    w->frag[lane][1] = b;
    warp_op("wmmaMatmul", EMU_OP_SYNC, true, 0, 0, 0, 0);
    double out[8];
    int cnt = m * n / 32;
    for (int i = 0; i < cnt && i < 8; i++) {
        int e = lane + 32 * i, r = e % m, col = e / m;
        double acc8 = c ? wmma_get(c, ckind, i) : 0.0;
        float acc4 = (float)acc8;
        for (int kk = 0; kk < k; kk++) {
            int ea = r + m * kk, eb = kk + k * col;
            double p = wmma_get(w->frag[ea % 32][0], abkind, ea / 32) * wmma_get(w->frag[eb % 32][1], abkind, eb / 32);
            if (abkind == 8)
                acc8 += p;
            else
                acc4 += (float)p;
        }
        out[i] = abkind == 8 ? acc8 : acc4;
    }
    warp_op("wmmaMatmul", EMU_OP_SYNC, true, 0, 0, 0, 0);
    for (int i = 0; i < cnt && i < 8; i++)
        wmma_put(d, dkind, i, out[i]);
}
