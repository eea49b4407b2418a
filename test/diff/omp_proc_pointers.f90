! Procedure pointers in OpenMP data-sharing (OpenMP 4.5 2.15.3), against
! gfortran -fopenmp at 1, 2 and 4 threads: a local one referenced in a region
! (it was an internal error), SHARED with DEFAULT(NONE), PRIVATE,
! FIRSTPRIVATE (association kept), LASTPRIVATE, a module one, a dummy one,
! and FIRSTPRIVATE into a task.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_proc_pointers_m
  implicit none
  abstract interface
    real function twice_if(x)
      real, intent(in) :: x
    end function
  end interface
  procedure(twice_if), pointer :: mp => null()
contains
  real function twice(x)
    real, intent(in) :: x
    twice = 2 * x
  end function
  real function thrice(x)
    real, intent(in) :: x
    thrice = 3 * x
  end function
  subroutine dummy_pp(q, r)
    procedure(twice), pointer :: q
    real, intent(out) :: r
    r = 0
    !$omp parallel firstprivate(q) reduction(+:r)
    r = r + q(1.0)
    q => thrice
    !$omp end parallel
  end subroutine
end module
program omp_proc_pointers
  use omp_proc_pointers_m
  use omp_lib
  implicit none
  integer :: i, nt
  real :: s(100), r
  procedure(f), pointer :: pf
  procedure(twice), pointer :: fp, lp
  pf => f
  !$omp parallel do
  do i = 1, 100
    call pf(real(i), s(i))
  end do
  print *, sum(s)
  !$omp parallel do schedule(static) private(i) shared(s, pf) default(none)
  do i = 1, 100
    call pf(real(i), s(i))
  end do
  print *, sum(s)
  !$omp parallel private(pf)
  pf => g
  call pf(1.0, s(omp_get_thread_num() + 1))
  !$omp end parallel
  print *, s(1)
  fp => twice
  s = 0
  !$omp parallel firstprivate(fp)
  s(omp_get_thread_num() + 1) = fp(2.0)
  fp => thrice
  !$omp end parallel
  print *, s(1), fp(1.0)
  !$omp parallel do lastprivate(lp)
  do i = 1, 10
    if (mod(i, 2) == 0) then
      lp => thrice
    else
      lp => twice
    end if
  end do
  print *, lp(1.0)
  mp => twice
  !$omp parallel
  s(omp_get_thread_num() + 1) = mp(5.0)
  !$omp end parallel
  print *, s(1)
  call dummy_pp(fp, r)
  nt = omp_get_max_threads()
  print *, r / nt, fp(1.0)
  !$omp parallel
  !$omp single
  !$omp task firstprivate(fp) shared(r)
  r = fp(4.0)
  !$omp end task
  fp => twice
  !$omp end single
  !$omp end parallel
  print *, r
contains
  pure subroutine f(x, y)
    real, intent(in) :: x
    real, intent(out) :: y
    y = x * 2
  end subroutine
  pure subroutine g(x, y)
    real, intent(in) :: x
    real, intent(out) :: y
    y = x * 3
  end subroutine
end program omp_proc_pointers
