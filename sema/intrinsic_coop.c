/* intrinsic_coop.c — the text of the intrinsic module cooperative_groups
 * (nvfortran's CUDA Fortran cooperative groups): the group types with their
 * size and rank (1-based) as components, the functions that make groups
 * and syncthreads(group) as a generic that extends the intrinsic
 * syncthreads(). The procedures are BIND(C) device functions named
 * cuf90_dev_cg_*, whose bodies codegen/device_cg.c defines for both device
 * targets; a group's handle says which threads it has (0: the thread
 * block; 1..32: a tile of that many lanes; a coalesced group: its lane
 * mask; the grid group: 0).
 */
#include "sema_impl.h"

static const char coop_src[] =
    "module cooperative_groups\n"
    "  implicit none\n"
    "  type thread_group\n"
    "    integer(8) :: handle\n"
    "    integer(4) :: size\n"
    "    integer(4) :: rank\n"
    "  end type\n"
    "  type grid_group\n"
    "    integer(8) :: handle\n"
    "    integer(8) :: size\n"
    "    integer(8) :: rank\n"
    "  end type\n"
    "  type coalesced_group\n"
    "    integer(8) :: handle\n"
    "    integer(4) :: size\n"
    "    integer(4) :: rank\n"
    "  end type\n"
    "  interface\n"
    "    attributes(device) function this_thread_block() bind(c, name='cuf90_dev_cg_block')\n"
    "      import thread_group\n"
    "      type(thread_group) :: this_thread_block\n"
    "    end function\n"
    "    attributes(device) function this_warp() bind(c, name='cuf90_dev_cg_warp')\n"
    "      import thread_group\n"
    "      type(thread_group) :: this_warp\n"
    "    end function\n"
    "    attributes(device) function this_grid() bind(c, name='cuf90_dev_cg_grid')\n"
    "      import grid_group\n"
    "      type(grid_group) :: this_grid\n"
    "    end function\n"
    "    attributes(device) function coalesced_threads() bind(c, name='cuf90_dev_cg_coalesced')\n"
    "      import coalesced_group\n"
    "      type(coalesced_group) :: coalesced_threads\n"
    "    end function\n"
    "    attributes(device) function tiled_partition(tg, tilesize) bind(c, name='cuf90_dev_cg_tile')\n"
    "      import thread_group\n"
    "      type(thread_group) :: tiled_partition\n"
    "      type(thread_group), value :: tg\n"
    "      integer(4), value :: tilesize\n"
    "    end function\n"
    "  end interface\n"
    "  interface syncthreads\n"
    "    attributes(device) subroutine syncthreads_group(g) bind(c, name='cuf90_dev_cg_sync_group')\n"
    "      import thread_group\n"
    "      type(thread_group), value :: g\n"
    "    end subroutine\n"
    "    attributes(device) subroutine syncthreads_grid(g) bind(c, name='cuf90_dev_cg_sync_grid')\n"
    "      import grid_group\n"
    "      type(grid_group), value :: g\n"
    "    end subroutine\n"
    "    attributes(device) subroutine syncthreads_coalesced(g) bind(c, name='cuf90_dev_cg_sync_coalesced')\n"
    "      import coalesced_group\n"
    "      type(coalesced_group), value :: g\n"
    "    end subroutine\n"
    "  end interface\n"
    "  private :: syncthreads_group, syncthreads_grid, syncthreads_coalesced\n"
    "end module cooperative_groups\n";

const char *cooperative_groups_source(void) { return coop_src; }
