/* emu_cluster.c — thread block clusters (sm_90) under -Mcuda=emu.
 *
 * A kernel with cluster_dims(x, y, z) runs its grid cluster by cluster:
 * workers take blocks in cluster order (slot s is block rank s % C of
 * cluster s / C, C = x*y*z), so the blocks of a cluster are taken one after
 * another by different workers and run at once; a launch uses at least C
 * workers. Since blocks are taken in order, at most one cluster is ever
 * incomplete, and the workers of complete clusters finish and take its
 * remaining blocks: every cluster starts. Each block keeps its own static
 * shared memory (thread-local to its worker, rt/emu.h) and dynamic shared
 * memory (its worker's buffer), so distributed shared memory maps an address
 * of this block's shared memory to the same offset in the other block's:
 * from the thread pointer (static) or the buffer (dynamic). The cluster
 * barrier is the grid barrier's scheme over the cluster's blocks
 * (rt/emu_grid.c). A block that has ended waits for the others of its
 * cluster before its worker takes another block, whose shared memory would
 * overwrite what they may still read. */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include "emu_internal.h"

typedef struct EmuCluster {
    int arrived, done, started;
    unsigned gen;
    void *tp[16];              /* each rank's worker's thread pointer */
    char *dyn[16];             /* and its dynamic shared memory */
    size_t dyn_cap[16];
} EmuCluster;

static pthread_mutex_t cluster_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cluster_cv = PTHREAD_COND_INITIALIZER;

static void *thread_pointer(void)
{
    void *tp;
#if defined(__x86_64__)
    __asm__("mov %%fs:0, %0" : "=r"(tp));
#elif defined(__aarch64__)
    __asm__("mrs %0, tpidr_el0" : "=r"(tp));
#else
    tp = __builtin_thread_pointer();
#endif
    return tp;
}

void emu_clusters_begin(EmuLaunch *L)
{
    unsigned fl = L->kernel->emu_flags;
    L->cdim = (cuf90_dim3){(int32_t)CUF90_EMU_CLUSTER_DIM(fl, 0), (int32_t)CUF90_EMU_CLUSTER_DIM(fl, 1),
                           (int32_t)CUF90_EMU_CLUSTER_DIM(fl, 2)};
    L->csize = L->cdim.x * L->cdim.y * L->cdim.z;
    L->clusters = NULL;
    if (L->csize > 1) {
        L->clusters = calloc((size_t)(L->nblocks / (uint64_t)L->csize), sizeof(EmuCluster));
        if (!L->clusters)
            emu_die(2, "out of memory for the launch's %llu thread block clusters",
                    (unsigned long long)(L->nblocks / (uint64_t)L->csize));
    }
}

void emu_clusters_end(EmuLaunch *L)
{
    free(L->clusters);
    L->clusters = NULL;
}

uint64_t emu_cluster_block(const EmuLaunch *L, uint64_t slot)
{
    if (L->csize <= 1)
        return slot;
    uint64_t k = slot / (uint64_t)L->csize, r = slot % (uint64_t)L->csize;
    uint64_t ncx = (uint64_t)(L->grid.x / L->cdim.x), ncy = (uint64_t)(L->grid.y / L->cdim.y);
    uint64_t kx = k % ncx, ky = k / ncx % ncy, kz = k / (ncx * ncy);
    uint64_t rx = r % (uint64_t)L->cdim.x, ry = r / (uint64_t)L->cdim.x % (uint64_t)L->cdim.y,
             rz = r / ((uint64_t)L->cdim.x * (uint64_t)L->cdim.y);
    uint64_t bx = kx * (uint64_t)L->cdim.x + rx, by = ky * (uint64_t)L->cdim.y + ry, bz = kz * (uint64_t)L->cdim.z + rz;
    return bx + (uint64_t)L->grid.x * (by + (uint64_t)L->grid.y * bz);
}

void emu_cluster_block_start(EmuWorker *w, uint64_t slot)
{
    const EmuLaunch *L = w->blk.L;
    if (L->csize <= 1) {
        w->blk.cluster = slot;
        w->blk.crank = 0;
        return;
    }
    w->blk.cluster = slot / (uint64_t)L->csize;
    w->blk.crank = (int)(slot % (uint64_t)L->csize);
    EmuCluster *c = &L->clusters[w->blk.cluster];
    pthread_mutex_lock(&cluster_mu);
    c->tp[w->blk.crank] = thread_pointer();
    c->dyn[w->blk.crank] = w->shared_buf;
    c->dyn_cap[w->blk.crank] = w->shared_cap;
    c->started++;
    pthread_cond_broadcast(&cluster_cv);
    pthread_mutex_unlock(&cluster_mu);
}

void emu_cluster_block_end(EmuWorker *w)
{
    const EmuLaunch *L = w->blk.L;
    if (!L || L->csize <= 1)
        return;
    EmuCluster *c = &L->clusters[w->blk.cluster];
    pthread_mutex_lock(&cluster_mu);
    c->done++;
    pthread_cond_broadcast(&cluster_cv);
    while (c->done < L->csize)
        pthread_cond_wait(&cluster_cv, &cluster_mu);
    pthread_mutex_unlock(&cluster_mu);
}

static EmuBlock *cluster_block(const char *what)
{
    EmuWorker *w = emu_worker();
    if (!w || !w->blk.L)
        emu_die(2, "%s called outside emulated device code", what);
    return &w->blk;
}

int32_t cuf90_emu_cluster_size(void)
{
    return cluster_block("THIS_CLUSTER")->L->csize;
}

int32_t cuf90_emu_cluster_rank(void)
{
    return cluster_block("THIS_CLUSTER")->crank;
}

/* Every thread of the block arrives; the block's first thread counts the
 * block in and waits for the cluster's other blocks (its worker's other
 * fibers wait at the second block barrier meanwhile). */
void cuf90_emu_cluster_sync(void)
{
    EmuBlock *b = cluster_block("SYNCTHREADS(cluster)");
    cuf90_emu_syncthreads();
    if (b->L->csize > 1 && cuf90_emu_self()->linear == 0) {
        EmuCluster *c = &b->L->clusters[b->cluster];
        pthread_mutex_lock(&cluster_mu);
        unsigned gen = c->gen;
        if (++c->arrived == b->L->csize) {
            c->arrived = 0;
            c->gen++;
            pthread_cond_broadcast(&cluster_cv);
        } else {
            while (c->gen == gen)
                pthread_cond_wait(&cluster_cv, &cluster_mu);
        }
        pthread_mutex_unlock(&cluster_mu);
    }
    cuf90_emu_syncthreads();
}

int64_t cuf90_emu_cluster_map(void *x, int32_t rank)
{
    EmuBlock *b = cluster_block("CLUSTER_MAP_SHARED_RANK");
    const EmuLaunch *L = b->L;
    if (rank < 0 || rank >= L->csize)
        emu_die(2, "CLUSTER_MAP_SHARED_RANK of block %d of a cluster of %d blocks", rank + 1, L->csize);
    if (L->csize <= 1)
        return (int64_t)(intptr_t)x;
    EmuCluster *c = &L->clusters[b->cluster];
    pthread_mutex_lock(&cluster_mu);
    /* the other block has started when a cluster barrier came first, as
     * CUDA requires; otherwise wait for it */
    while (!c->tp[rank])
        pthread_cond_wait(&cluster_cv, &cluster_mu);
    char *me_tp = thread_pointer(), *dyn = c->dyn[b->crank];
    intptr_t r;
    if (dyn && (char *)x >= dyn && (char *)x < dyn + c->dyn_cap[b->crank])
        r = (intptr_t)(c->dyn[rank] + ((char *)x - dyn));
    else
        r = (intptr_t)((char *)c->tp[rank] + ((char *)x - me_tp));
    pthread_mutex_unlock(&cluster_mu);
    return (int64_t)r;
}
