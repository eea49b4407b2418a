! Named constant arrays of one name in several scopes (two modules and a
! procedure) are distinct data, also when a function's result length
! indexes one of them.
! RUN: %diff-gfortran %s
module param_array_same_name_a
  implicit none
  character(*), parameter :: names(2) = ['ab ', 'cd ']
contains
  function first(i) result(s)
    integer, intent(in) :: i
    character(len=len_trim(names(i))) :: s
    s = names(i)
  end function
end module

module param_array_same_name_b
  implicit none
  character(*), parameter :: names(4) = ['north', 'east ', 'south', 'west ']
  integer, parameter :: steps(3) = [10, 20, 30]
contains
  function second(i) result(s)
    integer, intent(in) :: i
    character(len=len_trim(names(i))) :: s
    s = names(i)
  end function

  subroutine local(i)
    integer, intent(in) :: i
    integer, parameter :: steps(3) = [7, 8, 9]
    character(*), parameter :: names(4) = ['i  ', 'ii ', 'iii', 'iv ']
    print '(A,"|",I0)', trim(names(i)), steps(min(i, 3))
  end subroutine
end module

program param_array_same_name
  use param_array_same_name_a
  use param_array_same_name_b, only: second, local, steps
  implicit none
  integer :: i
  do i = 1, 2
    print '(A,"|",A,"|",I0)', first(i), second(i + 2), len(second(i + 2))
  end do
  call local(3)
  call local(4)
  print *, steps
end program
