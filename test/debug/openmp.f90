! -g -fopenmp: inside a parallel region's outlined function gdb shows the
! region's private copies (the loop variable, PRIVATE t, the REDUCTION
! variable), the shared variables it receives (a dummy with its bounds, a
! local array) and the main program's variables.
! REQUIRES: gdb
! RUN: %cuf90 -g -fopenmp %s -o %t
! RUN: env OMP_NUM_THREADS=1 gdb -batch -nx -ex 'break openmp.f90:%(line+21)' -ex run -ex 'info locals' -ex 'print x(2)' -ex 'ptype x' %t 2>&1 | FileCheck %s
! CHECK: Breakpoint 1, work_._omp_fn.0 () at {{.*}}openmp.f90:[[#@LINE+20]]
! CHECK-DAG: t = 2
! CHECK-DAG: i = 1
! CHECK-DAG: total = 0
! CHECK-DAG: n = 8
! CHECK-DAG: x = (1, 1, 1, 1, 1, 1, 1, 1)
! CHECK-DAG: loc = (3, 3, 3, 3)
! CHECK: $1 = 1
! CHECK-NEXT: type = real(kind=4) (8)
subroutine work(x, n, total)
  integer :: n
  real :: x(n), total
  real :: loc(4)
  integer :: i
  real :: t
  loc = 3
  total = 0
  !$omp parallel do private(t) reduction(+:total)
  do i = 1, n
    t = x(i) * 2
    x(i) = t + loc(1)
    total = total + x(i)
  end do
end subroutine

program openmp
  real :: x(8) = 1, total
  call work(x, 8, total)
  print *, x, total
end program
