/* emu_fiber.c — fibers of the CPU emulator: mmap'ed stacks with a guard
 * page, and the initial context that enters emu_fiber_main. The context
 * switch itself is rt/emu_fiber_x86_64.S (ucontext elsewhere). */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "emu_internal.h"

/* Valgrind follows stack switches only between stacks it knows of; the
 * header is macros (no library), optional at build time. */
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define EMU_HAVE_VALGRIND 1
#endif
#endif

#define EMU_DEFAULT_STACK (256u * 1024u)
#define EMU_MIN_STACK (64u * 1024u)

static size_t stack_bytes;
static pthread_once_t stack_once = PTHREAD_ONCE_INIT;

/* CUF90_EMU_STACK_SIZE=n[K|M] sets the stack of every emulated thread. */
static void stack_size_init(void)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t n = EMU_DEFAULT_STACK;
    const char *env = getenv("CUF90_EMU_STACK_SIZE");
    if (env && *env) {
        char *end;
        unsigned long long v = strtoull(env, &end, 10);
        if (*end == 'k' || *end == 'K')
            v *= 1024;
        else if (*end == 'm' || *end == 'M')
            v *= 1024 * 1024;
        if (v >= EMU_MIN_STACK && v <= (1ull << 32))
            n = (size_t)v;
    }
    stack_bytes = (n + page - 1) / page * page;
}

size_t emu_stack_size(void)
{
    pthread_once(&stack_once, stack_size_init);
    return stack_bytes;
}

#if defined(__x86_64__)

void emu_fiber_start(void);

/* Lay out a saved context on a fresh stack so that the first emu_switch to
 * it "returns" into emu_fiber_start with rbx = f and rsp 16-byte aligned. */
static void ctx_init(EmuFiber *f, char *top)
{
    uint64_t *sp = (uint64_t *)top;
    uint32_t mxcsr;
    uint16_t fpucw;
    __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
    __asm__ volatile("fnstcw %0" : "=m"(fpucw));
    sp[-1] = 0;                            /* no caller above the fiber */
    sp[-2] = 0;
    sp[-3] = (uint64_t)(uintptr_t)emu_fiber_start;
    sp[-4] = 0;                            /* rbp */
    sp[-5] = (uint64_t)(uintptr_t)f;       /* rbx */
    sp[-6] = 0;                            /* r12 */
    sp[-7] = 0;                            /* r13 */
    sp[-8] = 0;                            /* r14 */
    sp[-9] = 0;                            /* r15 */
    sp[-10] = (uint64_t)mxcsr | ((uint64_t)fpucw << 32);
    f->ctx.sp = &sp[-10];
}

#else

void emu_switch(EmuCtx *from, EmuCtx *to)
{
    swapcontext(&from->uc, &to->uc);
}

/* makecontext passes ints: the fiber pointer travels in two halves. */
static void fiber_entry(unsigned hi, unsigned lo)
{
    uintptr_t p = ((uintptr_t)hi << 16 << 16) | (uintptr_t)lo;
    emu_fiber_main((EmuFiber *)p);
}

static void ctx_init(EmuFiber *f, char *top)
{
    size_t size = emu_stack_size();
    uintptr_t p = (uintptr_t)f;
    getcontext(&f->ctx.uc);
    f->ctx.uc.uc_stack.ss_sp = top - size;
    f->ctx.uc.uc_stack.ss_size = size;
    f->ctx.uc.uc_link = NULL;
    makecontext(&f->ctx.uc, (void (*)(void))fiber_entry, 2,
                (unsigned)(p >> 16 >> 16), (unsigned)(p & 0xffffffffu));
}

#endif

/* A new fiber of worker w, ready to take a thread; its stack is reserved
 * (MAP_NORESERVE) and only the pages a thread touches become resident. */
EmuFiber *emu_fiber_new(EmuWorker *w)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t size = emu_stack_size();
    EmuFiber *f = calloc(1, sizeof *f);
    if (!f)
        emu_die(2, "out of memory for an emulated thread");
    void *map = mmap(NULL, size + page, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (map == MAP_FAILED)
        emu_die(2, "cannot map the stack of an emulated thread: %s", strerror(errno));
    if (mprotect(map, page, PROT_NONE) != 0)
        emu_die(2, "cannot protect the stack guard page: %s", strerror(errno));
    f->map = map;
    f->map_size = size + page;
#ifdef EMU_HAVE_VALGRIND
    VALGRIND_STACK_REGISTER((char *)map + page, (char *)map + page + size);
#endif
    f->w = w;
    f->state = EMU_FIBER_FREE;
    ctx_init(f, (char *)map + page + size);
    return f;
}

/* ------------------------------------------------------------------ */
/* Stack overflow of an emulated thread                                */
/* ------------------------------------------------------------------ */

static struct sigaction old_segv;
static pthread_once_t segv_once = PTHREAD_ONCE_INIT;
static __thread int has_altstack;

/* SIGSEGV on a worker: when the running fiber's stack pointer or the fault
 * lies in (or below) its guard page, say so and exit 2; any other fault
 * goes to the handler that was there before (gfortran's backtrace, or the
 * default), by restoring it and letting the instruction fault again. */
static void segv_handler(int sig, siginfo_t *info, void *uctx)
{
    EmuFiber *f = emu_current_fiber();
    if (f && f->map) { /* not a block loop's record (no stack of its own) */
        uintptr_t lo = (uintptr_t)f->map, guard_end = lo + (f->map_size - emu_stack_size());
        uintptr_t addr = (uintptr_t)info->si_addr, sp = 0;
#if defined(__x86_64__)
        sp = (uintptr_t)((ucontext_t *)uctx)->uc_mcontext.gregs[REG_RSP];
#endif
        if ((addr >= lo - (1u << 30) && addr < guard_end) ||
            (sp && sp >= lo - (1u << 30) && sp < guard_end)) {
            const EmuLaunch *L = f->w->blk.L;
            const cuf90_emu_thread *t = &f->th;
            char msg[512];
            int n = snprintf(msg, sizeof msg,
                             "%s:%d: error: kernel '%s' failed: stack overflow in block "
                             "(%d,%d,%d), thread (%d,%d,%d): the emulated thread's stack of "
                             "%zu KiB is too small (set CUF90_EMU_STACK_SIZE)\n",
                             L && L->file ? L->file : "?", L ? L->line : 0, t->kernel_name,
                             t->blockidx.x + 1, t->blockidx.y + 1, t->blockidx.z + 1,
                             t->threadidx.x + 1, t->threadidx.y + 1, t->threadidx.z + 1,
                             emu_stack_size() / 1024);
            if (n > 0 && write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1) < 0)
                n = 0;
            _exit(2);
        }
    }
    (void)sig;
    sigaction(SIGSEGV, &old_segv, NULL);
}

static void segv_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = segv_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
}

void emu_guard_thread_init(void)
{
    if (has_altstack)
        return;
    has_altstack = 1;
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && !(cur.ss_flags & SS_DISABLE)) {
        pthread_once(&segv_once, segv_install);
        return;                /* the thread already has one: keep it */
    }
    size_t size = 64 * 1024;
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return;                /* overflows then crash without the message */
    stack_t ss = {.ss_sp = p, .ss_size = size, .ss_flags = 0};
    if (sigaltstack(&ss, NULL) != 0) {
        munmap(p, size);
        return;
    }
    pthread_once(&segv_once, segv_install);
}
