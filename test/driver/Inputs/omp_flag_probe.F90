program omp_flag_probe
  integer :: n
  n = 0
!$ n = n + 1
#ifdef _OPENMP
  n = n + 10
#endif
  print '(a, i0)', 'openmp ', n
end program
