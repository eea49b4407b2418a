program omp_tp_user
  use omp_tpm
  use omp_lib
  implicit none
  integer :: total
  total = 0
  !$omp parallel reduction(+:total)
  cnt = omp_get_thread_num() + 1
  cb = 1
  !$omp barrier
  total = total + cnt + cb
  !$omp end parallel
  ! each thread t (0-based) contributes t + 1 + 1
  if (total /= omp_get_max_threads() * (omp_get_max_threads() + 3) / 2) stop 1
  print '(a, i0)', 'PASS ', total
end program
