! omp_lib.h declares every OpenMP 4.5 routine with its type: the place
! functions omp_get_place_num_procs and omp_get_partition_num_places were
! missing, so they were implicitly REAL and returned garbage. One place of
! one processor (OMP_PLACES={0}) gives the same answer on every machine.
! RUN: %diff-gfortran -fopenmp --env OMP_PLACES={0} --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_PLACES={0} --env OMP_NUM_THREADS=2 %s
program omp_lib_h_places
  include 'omp_lib.h'
  integer :: ids(4), nums(4)
  ids = -1
  nums = -1
  call omp_get_place_proc_ids(0, ids)
  call omp_get_partition_place_nums(nums)
  print '(a, 4i3)', 'places ', omp_get_num_places(), omp_get_place_num_procs(0), &
    omp_get_partition_num_places(), omp_get_place_num()
  print '(a, 8i3)', 'ids, nums ', ids, nums
end program
