/* emu_grid.c — the grid barrier of cooperative groups (syncthreads of a
 * grid_group) for -Mcuda=emu. Every block of the grid must be running: a
 * worker runs one block at a time (rt/emu.h), so the launch may have at
 * most as many blocks as the emulator has workers taking part
 * (cuf90_emu_coresident_blocks; the cooperative launch checks it, and
 * <<<*, block>>> asks for that many). Each block meets at its own barrier,
 * then its first thread counts the block in and waits, blocking its worker
 * (the block's other threads wait at the second block barrier).
 */
#include "emu.h"

#include <pthread.h>

static pthread_mutex_t grid_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t grid_cv = PTHREAD_COND_INITIALIZER;
static uint64_t grid_arrived, grid_gen;

void cuf90_emu_grid_sync(void)
{
    cuf90_emu_syncthreads();
    cuf90_emu_thread *t = cuf90_emu_self();
    if (t->linear == 0) {
        uint64_t nblocks = (uint64_t)t->griddim.x * (uint64_t)t->griddim.y * (uint64_t)t->griddim.z;
        pthread_mutex_lock(&grid_mu);
        uint64_t gen = grid_gen;
        if (++grid_arrived == nblocks) {
            grid_arrived = 0;
            grid_gen++;
            pthread_cond_broadcast(&grid_cv);
        } else {
            while (gen == grid_gen)
                pthread_cond_wait(&grid_cv, &grid_mu);
        }
        pthread_mutex_unlock(&grid_mu);
    }
    cuf90_emu_syncthreads();
}
