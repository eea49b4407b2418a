! omp_lib.f90 — the OpenMP 4.5 runtime library modules, omp_lib_kinds and
! omp_lib, as interfaces to GCC's libgomp (linked with -mp/-fopenmp). The
! routines are libgomp's Fortran entry points: external names with a
! trailing underscore (omp_get_thread_num_), arguments by reference, as
! gfortran's own omp_lib calls them, so cuf90 and gfortran objects share
! one OpenMP runtime. Lock variables are integers of the lock kinds that
! libgomp's Fortran wrappers expect (omp_lock_kind 4, omp_nest_lock_kind 8).
module omp_lib_kinds
  implicit none
  integer, parameter :: omp_lock_kind = 4
  integer, parameter :: omp_nest_lock_kind = 8
  integer, parameter :: omp_sched_kind = 4
  integer, parameter :: omp_proc_bind_kind = 4
  integer, parameter :: omp_lock_hint_kind = 4
  integer(omp_sched_kind), parameter :: omp_sched_static = 1
  integer(omp_sched_kind), parameter :: omp_sched_dynamic = 2
  integer(omp_sched_kind), parameter :: omp_sched_guided = 3
  integer(omp_sched_kind), parameter :: omp_sched_auto = 4
  integer(omp_proc_bind_kind), parameter :: omp_proc_bind_false = 0
  integer(omp_proc_bind_kind), parameter :: omp_proc_bind_true = 1
  integer(omp_proc_bind_kind), parameter :: omp_proc_bind_master = 2
  integer(omp_proc_bind_kind), parameter :: omp_proc_bind_close = 3
  integer(omp_proc_bind_kind), parameter :: omp_proc_bind_spread = 4
  integer(omp_lock_hint_kind), parameter :: omp_lock_hint_none = 0
  integer(omp_lock_hint_kind), parameter :: omp_lock_hint_uncontended = 1
  integer(omp_lock_hint_kind), parameter :: omp_lock_hint_contended = 2
  integer(omp_lock_hint_kind), parameter :: omp_lock_hint_nonspeculative = 4
  integer(omp_lock_hint_kind), parameter :: omp_lock_hint_speculative = 8
end module omp_lib_kinds

module omp_lib
  use omp_lib_kinds
  implicit none
  ! _OPENMP of OpenMP 4.5 (November 2015)
  integer, parameter :: openmp_version = 201511

  interface
    ! execution environment
    subroutine omp_set_num_threads(num_threads)
      integer, intent(in) :: num_threads
    end subroutine
    integer function omp_get_num_threads()
    end function
    integer function omp_get_max_threads()
    end function
    integer function omp_get_thread_num()
    end function
    integer function omp_get_num_procs()
    end function
    logical function omp_in_parallel()
    end function
    subroutine omp_set_dynamic(dynamic_threads)
      logical, intent(in) :: dynamic_threads
    end subroutine
    logical function omp_get_dynamic()
    end function
    logical function omp_get_cancellation()
    end function
    subroutine omp_set_nested(nested)
      logical, intent(in) :: nested
    end subroutine
    logical function omp_get_nested()
    end function
    subroutine omp_set_schedule(kind, chunk_size)
      import :: omp_sched_kind
      integer(omp_sched_kind), intent(in) :: kind
      integer, intent(in) :: chunk_size
    end subroutine
    subroutine omp_get_schedule(kind, chunk_size)
      import :: omp_sched_kind
      integer(omp_sched_kind), intent(out) :: kind
      integer, intent(out) :: chunk_size
    end subroutine
    integer function omp_get_thread_limit()
    end function
    subroutine omp_set_max_active_levels(max_levels)
      integer, intent(in) :: max_levels
    end subroutine
    integer function omp_get_max_active_levels()
    end function
    integer function omp_get_level()
    end function
    integer function omp_get_ancestor_thread_num(level)
      integer, intent(in) :: level
    end function
    integer function omp_get_team_size(level)
      integer, intent(in) :: level
    end function
    integer function omp_get_active_level()
    end function
    logical function omp_in_final()
    end function
    integer(omp_proc_bind_kind) function omp_get_proc_bind()
      import :: omp_proc_bind_kind
    end function
    integer function omp_get_num_places()
    end function
    integer function omp_get_place_num_procs(place_num)
      integer, intent(in) :: place_num
    end function
    subroutine omp_get_place_proc_ids(place_num, ids)
      integer, intent(in) :: place_num
      integer, intent(out) :: ids(*)
    end subroutine
    integer function omp_get_place_num()
    end function
    integer function omp_get_partition_num_places()
    end function
    subroutine omp_get_partition_place_nums(place_nums)
      integer, intent(out) :: place_nums(*)
    end subroutine
    subroutine omp_set_default_device(device_num)
      integer, intent(in) :: device_num
    end subroutine
    integer function omp_get_default_device()
    end function
    integer function omp_get_num_devices()
    end function
    integer function omp_get_num_teams()
    end function
    integer function omp_get_team_num()
    end function
    logical function omp_is_initial_device()
    end function
    integer function omp_get_initial_device()
    end function
    integer function omp_get_max_task_priority()
    end function

    ! locks
    subroutine omp_init_lock(svar)
      import :: omp_lock_kind
      integer(omp_lock_kind), intent(out) :: svar
    end subroutine
    subroutine omp_destroy_lock(svar)
      import :: omp_lock_kind
      integer(omp_lock_kind), intent(inout) :: svar
    end subroutine
    subroutine omp_set_lock(svar)
      import :: omp_lock_kind
      integer(omp_lock_kind), intent(inout) :: svar
    end subroutine
    subroutine omp_unset_lock(svar)
      import :: omp_lock_kind
      integer(omp_lock_kind), intent(inout) :: svar
    end subroutine
    logical function omp_test_lock(svar)
      import :: omp_lock_kind
      integer(omp_lock_kind), intent(inout) :: svar
    end function
    subroutine omp_init_nest_lock(nvar)
      import :: omp_nest_lock_kind
      integer(omp_nest_lock_kind), intent(out) :: nvar
    end subroutine
    subroutine omp_destroy_nest_lock(nvar)
      import :: omp_nest_lock_kind
      integer(omp_nest_lock_kind), intent(inout) :: nvar
    end subroutine
    subroutine omp_set_nest_lock(nvar)
      import :: omp_nest_lock_kind
      integer(omp_nest_lock_kind), intent(inout) :: nvar
    end subroutine
    subroutine omp_unset_nest_lock(nvar)
      import :: omp_nest_lock_kind
      integer(omp_nest_lock_kind), intent(inout) :: nvar
    end subroutine
    integer function omp_test_nest_lock(nvar)
      import :: omp_nest_lock_kind
      integer(omp_nest_lock_kind), intent(inout) :: nvar
    end function

    ! timing
    double precision function omp_get_wtime()
    end function
    double precision function omp_get_wtick()
    end function
  end interface
end module omp_lib
