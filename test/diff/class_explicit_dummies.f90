! Explicit-shape and assumed-size CLASS array dummies take gfortran's
! container (the dummy's rank, the actual's first stride, span and vtable),
! so arrays of extensions and sections reach them with their dynamic type:
! element access, dispatch, SELECT TYPE, passing on. A CLASS array for an
! explicit-shape TYPE dummy is packed at the declared type's size (the
! parent part of each element) and copied back after the call.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module class_explicit_m
  implicit none
  type :: t
    integer :: i
  contains
    procedure :: show
  end type
  type, extends(t) :: t2
    real :: r = 0.5
  end type
contains
  subroutine show(self)
    class(t), intent(in) :: self
    select type (self)
    type is (t2)
      print *, 't2', self%i, self%r
    class default
      print *, 't', self%i
    end select
  end subroutine
  subroutine fixed(u, n)
    integer, intent(in) :: n
    class(t), intent(inout) :: u(n)
    integer :: k
    print *, size(u), lbound(u), ubound(u)
    do k = 1, n
      call u(k)%show()
    end do
    u%i = u%i + 100
    call shaped(u)
  end subroutine
  subroutine lower(u)
    class(t), intent(in) :: u(0:2)
    print *, u(0)%i, u(2)%i
    select type (u)
    type is (t2)
      print *, 'lower t2', u%r
    end select
  end subroutine
  subroutine grid(u)
    class(t), intent(in) :: u(2, *)
    print *, u(1, 1)%i, u(2, 1)%i, u(1, 2)%i
    call u(2, 2)%show()
  end subroutine
  subroutine shaped(u)
    class(t), intent(in) :: u(:)
    print *, 'shaped', u%i
  end subroutine
  subroutine plain(v, n)
    integer, intent(in) :: n
    type(t), intent(inout) :: v(n)
    print *, 'plain', v%i
    v%i = -v%i
  end subroutine
end module

program class_explicit_dummies
  use class_explicit_m
  implicit none
  type(t2) :: a(4)
  type(t) :: b(3)
  type(t2) :: m(2, 3)
  class(t), allocatable :: c(:), cm(:, :)
  integer :: k
  a = [(t2(k, k * 1.5), k = 1, 4)]
  b = [(t(10 * k), k = 1, 3)]
  call fixed(a, 4)
  call fixed(a(1:4:2), 2)
  call fixed(b, 3)
  call lower(a(2:4))
  m = reshape([(t2(k, -k * 1.0), k = 1, 6)], [2, 3])
  call grid(m)
  allocate(c(4), source=a)
  call fixed(c, 4)
  call lower(c)
  allocate(cm, source=m)
  call grid(cm)
  call plain(c, 4)
  call plain(c(2:3), 2)
  call shaped(c)
  select type (c)
  type is (t2)
    print *, c%r
  end select
end program
