! Deferred (:) LEN parameters of parameterized derived types: ALLOCATE
! with a type-spec gives the values (also from variables), DEALLOCATE
! frees the LEN-dependent storage, intrinsic assignment to an allocatable
! takes the right side's values, structure constructors name the LEN
! values as leading components (as gfortran), CLASS(t(:)) with a SELECT TYPE
! guard of assumed (*) values, and a function result of deferred type.
! RUN: %diff-gfortran %s
module pdt_len_deferred_m
  implicit none
  type :: grid(k, nx, ny)
    integer, kind :: k = 8
    integer, len :: nx = 2, ny = 3
    real(k) :: a(nx, ny)
  end type
  type :: word(l)
    integer, len :: l
    character(len=l) :: w
  end type
contains
  function make(nx, ny) result(g)
    integer, intent(in) :: nx, ny
    type(grid(8, :, :)), allocatable :: g
    integer :: i, j
    allocate(grid(8, nx, ny) :: g)
    do j = 1, ny
      do i = 1, nx
        g%a(i, j) = 10 * i + j
      end do
    end do
  end function
  subroutine describe(x)
    class(word(*)), intent(in) :: x
    select type (x)
    type is (word(*))
      print *, 'word', x%l, '[', x%w, ']'
    end select
  end subroutine
end module

program pdt_len_deferred
  use pdt_len_deferred_m
  implicit none
  type(grid(8, :, :)), allocatable :: g, h
  type(word(:)), allocatable :: w
  class(word(:)), allocatable :: cw
  integer :: n = 4
  allocate(grid(8, n, 2) :: g)
  g%a = 1.5d0
  print *, g%nx, g%ny, shape(g%a), sum(g%a)
  deallocate(g)
  allocate(grid(ny=n) :: g) ! nx from the default
  print *, g%nx, g%ny, shape(g%a), g%k
  g = make(3, 2)
  print *, g%nx, g%ny, g%a
  h = g
  g%a = 0
  print *, h%nx, h%ny, sum(h%a), sum(g%a)
  w = word(3, 'abc')
  print *, w%l, len(w%w), '[', w%w, ']'
  w = word(2, 'xyz')
  print *, w%l, len(w%w), '[', w%w, ']'
  print *, w
  allocate(word(n) :: cw)
  cw%w = 'four'
  call describe(cw)
end program
