! Local allocatable arrays are deallocated automatically when the procedure
! returns: every call finds them unallocated again; module allocatables
! keep their allocation between calls.
! RUN: %diff-gfortran %s
module work_area
  implicit none
  real, allocatable :: persistent(:)
end module work_area

program alloc_auto_dealloc
  use work_area
  implicit none
  integer :: call_no

  do call_no = 1, 3
    call work(call_no * 2)
  end do
  print *, 'persistent allocated in main:', allocated(persistent), size(persistent)
  print *, persistent
  call use_block(4)

contains

  subroutine work(n)
    integer, intent(in) :: n
    integer, allocatable :: scratch(:)
    integer :: i
    print *, 'on entry allocated:', allocated(scratch)
    allocate(scratch(n))
    do i = 1, n
      scratch(i) = i * n
    end do
    print *, 'scratch', scratch
    if (.not. allocated(persistent)) then
      allocate(persistent(n))
      persistent = real(n)
      print *, 'persistent allocated with', n
    end if
  end subroutine work

  subroutine use_block(n)
    integer, intent(in) :: n
    integer :: rep
    do rep = 1, 2
      block
        real(8), allocatable :: tmp(:, :)
        print *, 'block entry allocated:', allocated(tmp)
        allocate(tmp(n, n))
        tmp = rep
        print *, 'block sum', sum(tmp)
      end block
    end do
  end subroutine use_block
end program alloc_auto_dealloc
