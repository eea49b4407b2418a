! A growable vector type with an allocatable component: push with
! capacity doubling via move_alloc, pop, insert, deep copy on assignment,
! automatic deallocation of locals and intent(out) arguments.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module vec_mod
  implicit none
  private
  type, public :: ivec
    integer, allocatable :: d(:)
    integer :: n = 0
  end type ivec
  public :: push, pop, insert, show, reserve
contains
  subroutine reserve(v, cap)
    type(ivec), intent(inout) :: v
    integer, intent(in) :: cap
    integer, allocatable :: tmp(:)
    if (.not. allocated(v%d)) then
      allocate(v%d(cap))
    else if (size(v%d) < cap) then
      allocate(tmp(cap))
      tmp(1:v%n) = v%d(1:v%n)
      call move_alloc(tmp, v%d)
    end if
  end subroutine reserve

  subroutine push(v, x)
    type(ivec), intent(inout) :: v
    integer, intent(in) :: x
    if (.not. allocated(v%d)) then
      call reserve(v, 2)
    else if (v%n == size(v%d)) then
      call reserve(v, 2 * size(v%d))
    end if
    v%n = v%n + 1
    v%d(v%n) = x
  end subroutine push

  integer function pop(v) result(x)
    type(ivec), intent(inout) :: v
    x = v%d(v%n)
    v%n = v%n - 1
  end function pop

  subroutine insert(v, pos, x)
    type(ivec), intent(inout) :: v
    integer, intent(in) :: pos, x
    call push(v, 0)
    v%d(pos+1:v%n) = v%d(pos:v%n-1)
    v%d(pos) = x
  end subroutine insert

  subroutine show(label, v)
    character(len=*), intent(in) :: label
    type(ivec), intent(in) :: v
    if (allocated(v%d)) then
      print '(a,a,i0,a,i0,a,*(1x,i0))', label, ' n=', v%n, ' cap=', size(v%d), ':', v%d(1:v%n)
    else
      print '(a,a)', label, ' (empty)'
    end if
  end subroutine show
end module vec_mod

program growing_vector
  use vec_mod
  implicit none
  type(ivec) :: a, b
  integer :: i

  call show('a', a)
  do i = 1, 9
    call push(a, i * i)
    if (iand(i, i - 1) == 0) call show('a', a)
  end do
  b = a
  print '(a,i0)', 'popped ', pop(a)
  print '(a,i0)', 'popped ', pop(a)
  call insert(a, 3, -1)
  call show('a', a)
  call show('b', b)
  b%d(1) = 1000
  print '(a,i0,1x,i0)', 'independent copies: ', a%d(1), b%d(1)
  call fill(b, 3)
  call show('b', b)
  call scoped()
  print '(a,l1)', 'b allocated: ', allocated(b%d)
contains
  subroutine fill(v, k)
    type(ivec), intent(out) :: v
    integer, intent(in) :: k
    integer :: j
    do j = 1, k
      call push(v, 10 * j)
    end do
  end subroutine fill

  subroutine scoped()
    type(ivec) :: local
    call push(local, 7)
    call push(local, 8)
    call show('local', local)
  end subroutine scoped
end program growing_vector
