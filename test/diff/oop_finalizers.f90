! FINAL subroutines: DEALLOCATE of a TYPE(t) allocatable, of a CLASS
! allocatable of an extended type (the child's FINAL, then the parent's),
! a local of a subroutine at its end.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module res_mod
  implicit none
  type :: resource
    integer :: id = 0
  contains
    final :: release
  end type
  type, extends(resource) :: file_res
    character(len=6) :: fname = 'none'
  contains
    final :: close_file
  end type
contains
  subroutine release(this)
    type(resource), intent(inout) :: this
    print '(a,i0)', 'release ', this%id
  end subroutine
  subroutine close_file(this)
    type(file_res), intent(inout) :: this
    print '(a,a)', 'close ', this%fname
  end subroutine
  subroutine work()
    type(resource) :: local
    local%id = 7
    print '(a)', 'working'
  end subroutine
end module

program main
  use res_mod
  implicit none
  type(resource), allocatable :: r
  class(resource), allocatable :: c
  allocate(r)
  r%id = 1
  deallocate(r)
  allocate(file_res :: c)
  c%id = 2
  select type (c)
  type is (file_res)
    c%fname = 'data'
  end select
  deallocate(c)
  call work()
  print '(a)', 'done'
end program
