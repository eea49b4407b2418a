! SELECT RANK on an ALLOCATABLE CLASS assumed-rank dummy: the arm sees the
! dynamic type, and what it reallocates (with a new dynamic type) reaches
! the caller's CLASS array.
! RUN: %diff-gfortran %s
module srca_m
  implicit none
  type :: base
    integer :: n = 0
  end type
  type, extends(base) :: ext
    integer :: m = 0
  end type
contains
  subroutine visit(x, grow)
    class(base), dimension(..), allocatable :: x
    logical, intent(in) :: grow
    select rank (a => x)
    rank (1)
      select type (a)
      type is (base)
        print *, 'rank 1 base', size(a), a%n
      type is (ext)
        print *, 'rank 1 ext', size(a), a%n, a%m
      end select
      if (grow) then
        deallocate (a)
        allocate (a(3), source=ext(5, 6))
      end if
    rank (2)
      print *, 'rank 2', shape(a)
    rank default
      print *, 'rank', rank(a)
    end select
  end subroutine
end module

program select_rank_class_alloc
  use srca_m
  implicit none
  class(base), allocatable :: v(:), w(:,:)
  allocate (v(2), source=base(1))
  call visit(v, .false.)
  call visit(v, .true.)
  call visit(v, .false.)
  select type (v)
  type is (ext)
    print *, 'caller ext', lbound(v), ubound(v), v%m
  class default
    print *, 'caller other'
  end select
  allocate (w(2, 3))
  call visit(w, .false.)
end program
