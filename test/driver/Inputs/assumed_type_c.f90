! TYPE(*) dummies of Fortran procedures passed on to C (BIND(C)
! interfaces: by address, and as C descriptors with the actual's type and
! element length): used by ../assumed_type_c.test.
module at_c
  use iso_c_binding
  implicit none
  interface
    subroutine c_scalar(x) bind(c)
      type(*) :: x
    end subroutine
    subroutine c_sized(x, n) bind(c)
      import :: c_int
      type(*) :: x(*)
      integer(c_int), value :: n
    end subroutine
    subroutine c_desc(x) bind(c)
      type(*) :: x(..)
    end subroutine
  end interface
contains
  subroutine fwd_scalar(x)
    type(*) :: x
    call c_scalar(x)
  end subroutine
  subroutine fwd_sized(x, n)
    type(*) :: x(*)
    integer, intent(in) :: n
    call c_sized(x, n)
  end subroutine
  subroutine fwd_shape(x)
    type(*) :: x(:)
    call c_desc(x)
  end subroutine
  subroutine fwd_rank(x)
    type(*) :: x(..)
    call c_desc(x)
  end subroutine
  ! a BIND(C) procedure of its own: the C descriptor it gets has the type
  subroutine fwd_bindc(x) bind(c)
    type(*) :: x(:)
    call c_desc(x)
  end subroutine
  ! a BIND(C) procedure with an assumed-rank body: its C descriptor read
  subroutine rank_bindc(x) bind(c)
    real(c_double) :: x(..)
    print '(a, i2, a, 15i3)', 'rank_bindc: rank', rank(x), ' shape', shape(x)
    select rank (x)
    rank (2)
      print '(a, f6.1)', '  x(2, 1)', x(2, 1)
    rank (0)
      print '(a, f6.1)', '  scalar', x
    end select
    call c_desc(x)
  end subroutine
end module

program assumed_type_c
  use at_c
  implicit none
  integer(c_int) :: i = 7, m(3, 2)
  real(c_double) :: d(5) = [1, 2, 3, 4, 5]
  complex(c_double_complex) :: z(2) = (1, 2)
  m = 3
  call fwd_scalar(i)
  call fwd_sized(d, 5)
  call fwd_shape(d(2:5))
  call fwd_shape(m(2, :))
  call fwd_rank(m)
  call fwd_rank(d(3))
  call c_desc(d)
  call fwd_bindc(z)
  call fwd_bindc(m(:, 1))
  call rank_bindc(reshape(d, [2, 2]))
  call rank_bindc(d(4))
end program
