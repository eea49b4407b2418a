! Calls the procedures of ar_body_lib.f90 through interfaces.
program ar_body_main
  implicit none
  interface
    subroutine ar_show(x)
      real :: x(..)
    end subroutine
    subroutine ar_alloc(a)
      integer, allocatable :: a(..)
    end subroutine
    subroutine ar_chars(c)
      character(*) :: c(..)
    end subroutine
    subroutine at_bytes(x, n)
      type(*), dimension(..) :: x
      integer, intent(out) :: n
    end subroutine
  end interface
  real :: s = 2.5, v(0:3) = [1, 2, 3, 4], m(2, 3) = 1, t(2, 1, 2) = 0
  integer, allocatable :: a(:)
  integer :: n
  complex(8) :: z(3)
  character(4) :: words(3) = ['one ', 'two ', 'six ']
  call ar_show(s)
  call ar_show(v)
  print '(4f7.1)', v
  call ar_show(v(1:3:2))
  call ar_show(m)
  call ar_show(m(2, :))
  call ar_show(t)
  call assumed_size(m)
  call ar_alloc(a)
  allocate (a(3:4))
  call ar_alloc(a)
  print '(a, 2i3, a, 5i3)', 'after: bounds', lbound(a), ubound(a), ' values', a
  call ar_chars('hello')
  call ar_chars(words)
  call at_bytes(z, n)
  print '(a, i4)', 'sizeof of complex(8) z(3):', n
  call at_bytes(m(:, 2), n)
  print '(a, i4)', 'sizeof of m(:, 2):', n
contains
  subroutine assumed_size(y)
    real :: y(2, *)
    call ar_show(y)
  end subroutine
end program
