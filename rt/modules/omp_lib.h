! omp_lib.h — the OpenMP 4.5 include file (INCLUDE 'omp_lib.h'): the kinds,
! constants and the types of the routines of libgomp's Fortran entry
! points, for fixed and free form alike (no continuation lines).
      integer omp_lock_kind, omp_nest_lock_kind, omp_sched_kind
      integer omp_proc_bind_kind, omp_lock_hint_kind, openmp_version
      parameter (omp_lock_kind = 4, omp_nest_lock_kind = 8)
      parameter (omp_sched_kind = 4, omp_proc_bind_kind = 4)
      parameter (omp_lock_hint_kind = 4, openmp_version = 201511)
      integer(omp_sched_kind) omp_sched_static, omp_sched_dynamic
      integer(omp_sched_kind) omp_sched_guided, omp_sched_auto
      parameter (omp_sched_static = 1, omp_sched_dynamic = 2)
      parameter (omp_sched_guided = 3, omp_sched_auto = 4)
      integer(omp_proc_bind_kind) omp_proc_bind_false
      integer(omp_proc_bind_kind) omp_proc_bind_true
      integer(omp_proc_bind_kind) omp_proc_bind_master
      integer(omp_proc_bind_kind) omp_proc_bind_close
      integer(omp_proc_bind_kind) omp_proc_bind_spread
      parameter (omp_proc_bind_false = 0, omp_proc_bind_true = 1)
      parameter (omp_proc_bind_master = 2, omp_proc_bind_close = 3)
      parameter (omp_proc_bind_spread = 4)
      external omp_set_num_threads, omp_set_dynamic, omp_set_nested
      external omp_set_schedule, omp_get_schedule
      external omp_set_max_active_levels, omp_set_default_device
      external omp_init_lock, omp_destroy_lock, omp_set_lock
      external omp_unset_lock, omp_init_nest_lock
      external omp_destroy_nest_lock, omp_set_nest_lock
      external omp_unset_nest_lock
      integer omp_get_num_threads, omp_get_max_threads
      integer omp_get_thread_num, omp_get_num_procs
      integer omp_get_thread_limit, omp_get_max_active_levels
      integer omp_get_level, omp_get_ancestor_thread_num
      integer omp_get_team_size, omp_get_active_level
      integer omp_get_num_places, omp_get_place_num
      integer omp_get_place_num_procs, omp_get_partition_num_places
      integer omp_get_default_device, omp_get_num_devices
      integer omp_get_num_teams, omp_get_team_num
      integer omp_get_initial_device, omp_get_max_task_priority
      integer omp_test_nest_lock
      integer(omp_proc_bind_kind) omp_get_proc_bind
      logical omp_in_parallel, omp_get_dynamic, omp_get_nested
      logical omp_in_final, omp_get_cancellation, omp_test_lock
      logical omp_is_initial_device
      double precision omp_get_wtime, omp_get_wtick
      external omp_get_num_threads, omp_get_max_threads
      external omp_get_thread_num, omp_get_num_procs
      external omp_get_thread_limit, omp_get_max_active_levels
      external omp_get_level, omp_get_ancestor_thread_num
      external omp_get_team_size, omp_get_active_level
      external omp_get_num_places, omp_get_place_num
      external omp_get_place_num_procs, omp_get_partition_num_places
      external omp_get_place_proc_ids, omp_get_partition_place_nums
      external omp_get_default_device, omp_get_num_devices
      external omp_get_num_teams, omp_get_team_num
      external omp_get_initial_device, omp_get_max_task_priority
      external omp_test_nest_lock, omp_get_proc_bind
      external omp_in_parallel, omp_get_dynamic, omp_get_nested
      external omp_in_final, omp_get_cancellation, omp_test_lock
      external omp_is_initial_device, omp_get_wtime, omp_get_wtick
