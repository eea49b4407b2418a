! RUN: %diff-gfortran %s
! MOVE_ALLOC from a TYPE or intrinsic array to a CLASS(*) or
! CLASS(t) allocatable array: FROM's type becomes TO's dynamic type.
module mt
  type :: base
    integer :: k = 0
  end type
  type, extends(base) :: ext
    real :: w = 1.0
  end type
contains
  subroutine show(x)
    class(*), intent(in) :: x(:)
    select type (x)
    type is (integer)
      print *, 'integer', size(x), sum(x)
    type is (real(8))
      print *, 'real8', size(x), sum(x)
    type is (character(*))
      print *, 'char', len(x), x
    type is (ext)
      print *, 'ext', x%k, x%w
    type is (base)
      print *, 'base', x%k
    class default
      print *, 'other'
    end select
  end subroutine
end module
program p
  use mt
  class(*), allocatable :: u(:), v(:)
  class(base), allocatable :: b(:)
  integer, allocatable :: i(:)
  real(8), allocatable :: r(:)
  type(ext), allocatable :: e(:)
  allocate(real :: u(1))
  i = [1, 2, 3, 4]
  call move_alloc(i, u)
  print *, allocated(i), size(u)
  call show(u)
  r = [0.5d0, 1.5d0]
  call move_alloc(r, u)
  call show(u)
  call move_alloc(u, v)
  call show(v)
  print *, allocated(u)
  e = [ext(1, 2.0), ext(3, 4.0), ext(5, 6.0)]
  call move_alloc(e, b)
  call show(b)
  print *, size(b), b%k
  select type (b)
  type is (ext)
    print *, b%w
  end select
end program
