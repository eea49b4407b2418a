/* instrument.c — the hooks of -Minstrument (-finstrument-functions): each
 * instrumented host procedure calls __cyg_profile_func_enter(fn, site) on
 * entry and __cyg_profile_func_exit on every exit. As with nvfortran's
 * -Minstrument -cudalib=nvtx, an NVTX range named after the procedure is
 * pushed and popped, so Nsight Systems shows the call tree without source
 * changes (the book's ch03 nvtxAuto). The NVTX entry points are looked up
 * in the program (libnvtx3interop, which -cudalib=nvtx links): without
 * them the hooks do nothing. Names come from dladdr (the driver links an
 * instrumented program with -rdynamic); module procedures are shown as
 * module::name, external ones without gfortran's trailing underscore. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int (*push_fn)(const char *);
typedef int (*pop_fn)(void);

static push_fn nvtx_push;
static pop_fn nvtx_pop;
static int looked_up;

#define NO_HOOK __attribute__((no_instrument_function))

static NO_HOOK void look_up(void)
{
    if (__atomic_load_n(&looked_up, __ATOMIC_ACQUIRE))
        return;
    nvtx_push = (push_fn)dlsym(RTLD_DEFAULT, "nvtxRangePushA");
    nvtx_pop = (pop_fn)dlsym(RTLD_DEFAULT, "nvtxRangePop");
    if (!nvtx_push || !nvtx_pop)
        nvtx_push = NULL, nvtx_pop = NULL;
    __atomic_store_n(&looked_up, 1, __ATOMIC_RELEASE);
}

/* 'out' receives the procedure's Fortran name: __m_MOD_s -> m::s,
 * MAIN__ -> main, s_ -> s; else the symbol, else the address. */
static NO_HOOK void fortran_name(void *fn, char *out, size_t n)
{
    Dl_info info;
    const char *sym = dladdr(fn, &info) && info.dli_sname ? info.dli_sname : NULL;
    if (!sym) {
        snprintf(out, n, "%p", fn);
        return;
    }
    const char *mod = strstr(sym, "_MOD_");
    size_t len = strlen(sym);
    if (!strncmp(sym, "__", 2) && mod)
        snprintf(out, n, "%.*s::%s", (int)(mod - sym - 2), sym + 2, mod + 5);
    else if (!strcmp(sym, "MAIN__"))
        snprintf(out, n, "main");
    else if (len > 1 && sym[len - 1] == '_' && sym[len - 2] != '_')
        snprintf(out, n, "%.*s", (int)(len - 1), sym);
    else
        snprintf(out, n, "%s", sym);
}

NO_HOOK void __cyg_profile_func_enter(void *fn, void *site)
{
    (void)site;
    look_up();
    if (!nvtx_push)
        return;
    char name[256];
    fortran_name(fn, name, sizeof name);
    nvtx_push(name);
}

NO_HOOK void __cyg_profile_func_exit(void *fn, void *site)
{
    (void)fn, (void)site;
    look_up();
    if (nvtx_pop)
        nvtx_pop();
}
