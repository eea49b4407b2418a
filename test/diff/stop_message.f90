! STOP with a character message (exit status 0, message on standard error)
! and ERROR STOP with an integer code.
! RUN: %diff-gfortran --compare-stderr %s
! RUN: %diff-gfortran --compare-stderr --args "fail" %s
program stop_message
  implicit none
  character(len=16) :: arg
  integer :: n
  n = command_argument_count()
  arg = ''
  if (n > 0) call get_command_argument(1, arg)
  print *, 'arguments:', n
  if (trim(arg) == 'fail') then
    print *, 'failing with code 7'
    error stop 7
  end if
  print *, 'finishing normally'
  stop 'all done'
end program stop_message
