! Assorted semantics against gfortran: optional arguments (also character),
! recursion with automatic arrays, deferred-length character arrays, integer,
! real and complex powers, integer division and conversions, BLOCK locals,
! the scope of an array-constructor implied-do variable.
! RUN: %diff-gfortran %s
module mm
  implicit none
contains
  subroutine opt(a, s)
    integer, intent(in), optional :: a
    character(len=*), intent(in), optional :: s
    if (present(a)) print *, 'a', a
    if (present(s)) print *, 's ', s, len(s)
    if (.not. present(a) .and. .not. present(s)) print *, 'none'
  end subroutine
  recursive function fact(n) result(f)
    integer, intent(in) :: n
    integer(8) :: f
    integer :: work(n + 1)
    work = n
    if (n <= 1) then
      f = 1
    else
      f = n * fact(n - 1) + 0 * work(1)
    end if
  end function
end module
program run_misc
  use mm
  implicit none
  character(len=:), allocatable :: names(:)
  integer :: i, k
  integer(8) :: big
  real :: x
  complex(8) :: z
  call opt()
  call opt(3)
  call opt(s='xyz')
  call opt(1, 'ab')
  print *, fact(10)
  allocate(character(len=4) :: names(3))
  names(1) = 'one'; names(2) = 'two'; names(3) = 'three'
  print *, names, len(names)
  print *, 2**10, 2**(-1), (-2)**3, 3**0
  k = -2
  print *, 2.0**k, 2.5d0**3, 2.0**0.5
  z = (1d0, 1d0)
  print *, z**2, z**k, z / (0d0, 2d0)
  big = huge(1)
  big = big * 4
  print *, big, mod(-7, 3), -7 / 2, modulo(-7, 3)
  x = 7.9
  print *, int(x), int(-x), nint(x)
  i = 4
  block
    real, allocatable :: t(:)
    allocate(t(5))
    t = [(real(i) / 2, i = 1, 5)]
    print *, t(2:4), sum(t)
  end block
  print *, (i > 2 .eqv. i < 10), (.true. .neqv. .false.)
end program run_misc
