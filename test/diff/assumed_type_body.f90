! TYPE(*) dummies (F2018 assumed type) in procedure bodies: scalar,
! assumed-size, assumed-shape and assumed-rank ones passed on to other
! TYPE(*) dummies and reached through C_LOC (the data itself, whatever
! its type), their SIZE, SHAPE, RANK and SIZEOF.
! RUN: %diff-gfortran %s
module at_body
  use iso_c_binding
  implicit none
contains
  subroutine scalar_in(x, kind)
    type(*), target :: x
    integer, intent(in) :: kind
    call scalar_on(x, kind)
  end subroutine

  subroutine scalar_on(x, kind)
    type(*), target :: x
    integer, intent(in) :: kind
    integer(c_int), pointer :: i
    real(c_double), pointer :: d
    if (kind == 1) then
      call c_f_pointer(c_loc(x), i)
      print '(a, i6)', 'scalar int', i
      i = i + 1
    else
      call c_f_pointer(c_loc(x), d)
      print '(a, f8.3)', 'scalar double', d
    end if
  end subroutine

  subroutine sized_in(x, n)
    type(*), target :: x(*)
    integer, intent(in) :: n
    integer(c_int), pointer :: v(:)
    call c_f_pointer(c_loc(x), v, [n])
    print '(a, 10i4)', 'assumed size', v
    call sized_on(x, n)
  end subroutine

  subroutine sized_on(x, n)
    type(*) :: x(*)
    integer, intent(in) :: n
    print '(a, i3)', 'passed on, n =', n
  end subroutine

  subroutine shaped(x)
    type(*), target, contiguous :: x(:, :)
    integer(c_int), pointer :: v(:, :)
    print '(a, i3, a, 2i3)', 'assumed shape: size', size(x), ' shape', shape(x)
    call c_f_pointer(c_loc(x), v, shape(x))
    print '(a, 10i4)', '  values', v
    call ranked(x)
  end subroutine

  subroutine ranked(x)
    type(*) :: x(..)
    print '(a, i2, a, i3, a, i4)', 'assumed rank:', rank(x), ' size', size(x), ' bytes', int(sizeof(x))
  end subroutine
end module

program assumed_type_body
  use at_body
  implicit none
  integer(c_int), target :: n = 41, a(2, 3)
  real(c_double), target :: d = 2.5d0
  complex(8) :: z(4)
  integer :: i
  a = reshape([(i, i = 1, 6)], [2, 3])
  call scalar_in(n, 1)
  print *, n
  call scalar_in(d, 2)
  call sized_in(a, 6)
  call sized_in(a(:, 2), 2)
  call shaped(a)
  call ranked(z)
  call ranked(d)
  call ranked(a(1, :))
end program
