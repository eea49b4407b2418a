! CLASS(t) and CLASS(*) assumed-rank dummies: gfortran's rank-15 class
! container (descriptor and vtable); the inquiries, passing on, SELECT RANK
! arms whose associate names are CLASS scalars (SELECT TYPE on them) and
! CLASS arrays of the dynamic type (elements of an extension reached with
! its own size).
! RUN: %diff-gfortran %s
module ar_class
  implicit none
  type :: base
    integer :: i = 0
  end type
  type, extends(base) :: ext
    real :: r = 0
  end type
contains
  subroutine show(x)
    class(base) :: x(..)
    integer :: k
    print '(a, i2, a, i3)', 'rank', rank(x), ' size', size(x)
    select rank (x)
    rank (0)
      select type (x)
      type is (ext)
        print '(a, i4, f6.1)', '  scalar ext', x%i, x%r
      class default
        print '(a, i4)', '  scalar base', x%i
      end select
    rank (1)
      print '(a, 10i4)', '  vector i', (x(k)%i, k = 1, size(x))
      x(size(x))%i = -1
    rank default
      print '(a, 15i3)', '  shape', shape(x)
    end select
    call show_any(x)
  end subroutine

  subroutine show_any(y)
    class(*) :: y(..)
    select rank (y)
    rank (0)
      select type (y)
      type is (integer)
        print '(a, i5)', '  any: integer', y
      type is (ext)
        print '(a, i5)', '  any: ext', y%i
      class default
        print '(a)', '  any: other scalar'
      end select
    rank default
      print '(a, i2, i4)', '  any: rank, size', rank(y), size(y)
    end select
  end subroutine
end module

program assumed_rank_class
  use ar_class
  implicit none
  type(base) :: b(3), m(2, 2)
  type(ext) :: e(4), s
  class(base), allocatable :: c
  integer :: n = 7, k
  b%i = [1, 2, 3]
  m%i = 5
  e%i = [(10 * k, k = 1, 4)]
  e%r = 0.5
  s = ext(42, 2.5)
  call show(b)
  print '(3i4)', b%i
  call show(e)
  print '(4i4)', e%i
  call show(e(2:3))
  call show(m)
  call show(s)
  allocate (c, source=ext(9, 1.5))
  call show(c)
  call show_any(n)
  call show_any(e)
end program
