! Alternate returns (obsolescent, still standard): '*' dummies, RETURN n
! with constants and a variable, CALL with *label actuals in any position,
! external, module and internal subroutines, gfortran's ABI (the index is
! returned, the labels are not passed).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module altmod
contains
  subroutine classify(x, *, y, *)
    real, intent(in) :: x
    real, intent(out) :: y
    integer :: k
    y = 2 * x
    k = 0
    if (x < 0) k = 1
    if (x > 100) k = 2
    return k
  end subroutine
end module
program alt2
  use altmod
  real :: y, xs(4) = [5.0, -3.0, 200.0, 0.0]
  integer :: i
  do i = 1, 4
    call classify(xs(i), *10, y, *20)
    print '(a,f7.1)', 'normal', y
    cycle
10  print '(a,f7.1)', 'negative', y
    cycle
20  print '(a,f7.1)', 'large', y
  end do
  call inner(1, *30)
  print *, 'not reached'
30 print *, 'inner took the alternate return'
contains
  subroutine inner(k, *)
    integer :: k
    if (k == 1) return 1
  end subroutine
end program
