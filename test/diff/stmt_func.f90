! Statement functions: implicit and declared types, integer and real and
! complex and logical results with conversion of the value to the function's
! type, one statement function referencing an earlier one and a variable of
! the unit (seen at each reference, not frozen at the definition), actuals
! that are expressions, calls and other statement functions, dummies that
! share names with variables of the unit (which they do not touch), and a
! statement function referenced from an internal procedure.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program stmt_func
  implicit none
  real :: x, y, area, scale, hyp, r
  integer :: i, n, sq, half
  double precision :: dd, dx
  complex :: cz, rot, z
  logical :: between, lo, hi, v
  character(len=3) :: tag
  character(len=1) :: c, first
  ! declarations may follow a statement function
  area(x, y) = x * y
  sq(i) = i * i
  half(x) = x / 2.0                 ! real value, integer function: truncated
  hyp(x, y) = sqrt(area(x, x) + y**2)
  dd(dx) = dx * scale + 1d0         ! uses the unit's variable 'scale'
  rot(z) = z * (0.0, 1.0)
  between(r, lo, hi) = r >= merge(0.0, -1.0, lo) .and. r <= merge(1.0, 2.0, hi)
  first(tag) = tag(1:1)
  real :: unused_after

  x = 100.0; y = -5.0; i = 42; scale = 2.0
  print *, area(3.0, 4.0), area(x, 0.5), sq(7), sq(-3) + sq(2)
  print *, half(7.0), half(-3.0), hyp(3.0, 4.0), hyp(area(1.0, 2.0), 0.0)
  print *, dd(1.5d0)
  scale = 10.0
  print *, dd(1.5d0), dd(dble(sq(3)))
  cz = (1.0, 2.0)
  print *, rot(cz), rot(rot(cz))
  print *, between(0.5, .true., .true.), between(1.5, .true., .true.), between(1.5, .true., .false.)
  c = first('xyz')
  print *, c, first('abc')
  ! the dummies x, y, i did not change the variables of the same names
  print *, x, y, i
  n = 0
  do i = 1, 5
    n = n + sq(i)
  end do
  print *, n
  call inner(3)
  unused_after = 0
contains
  subroutine inner(k)
    integer, intent(in) :: k
    print *, 'inner', sq(k) + sq(k + 1), area(real(k), 2.0)
  end subroutine
end program stmt_func
