! OpenMP regions where their variables come from: nested PARALLEL regions
! (max active levels 2), a region in an internal procedure calling a
! sibling that reads the host's variable, a private automatic array whose
! bound is a dummy the body never names, and an ASSOCIATE name used in a
! region, and omp_lib's kind-8 specifics; against gfortran -fopenmp at 1, 2, 3 and 4 threads.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=3 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 %s
program omp_nesting
  use omp_lib
  implicit none
  integer :: total, a(4, 4), i, j, hostv, res(8), t
  real :: b(3)

  total = 0
  a = 0
  call omp_set_max_active_levels(2)
  !$omp parallel num_threads(2) private(i) reduction(+:total)
  i = omp_get_thread_num() + 1
  !$omp parallel num_threads(2) private(j) shared(i) reduction(+:total)
  j = omp_get_thread_num() + 1
  a(i, j) = i * 10 + j
  total = total + 1
  !$omp end parallel
  !$omp end parallel
  print *, 'nested', total, sum(a)

  hostv = 5
  call work()
  print *, 'internal', res

  call automatic(5, t)
  print *, 'automatic', t

  b = [1.0, 2.0, 3.0]
  t = 0
  associate (q => b(2))
    !$omp parallel reduction(+:t)
    t = t + int(q)
    !$omp end parallel
  end associate
  print *, 'associate', t / omp_get_max_threads()

  ! omp_lib's generic routines take kind-8 arguments too (the _8 entries)
  call omp_set_num_threads(int(2, 8))
  print *, 'kind 8', omp_get_max_threads(), omp_get_team_size(0_8), omp_get_ancestor_thread_num(0_8)
contains
  subroutine work()
    integer :: k
    !$omp parallel do
    do k = 1, 8
      res(k) = helper(k)
    end do
  end subroutine

  integer function helper(k)
    integer, intent(in) :: k
    helper = k * hostv
  end function

  subroutine automatic(n, tot)
    integer, intent(in) :: n
    integer, intent(out) :: tot
    integer :: k
    real :: w(n)
    tot = 0
    !$omp parallel do private(w) reduction(+:tot)
    do k = 1, 10
      w = k
      tot = tot + int(sum(w))
    end do
  end subroutine
end program
