! EXECUTE_COMMAND_LINE: exit status, command status and message, WAIT=, an
! EXITSTAT= left alone when the command cannot run.
! RUN: %diff-gfortran %s
program exec_command_line
  implicit none
  integer :: s, c
  character(len=80) :: msg
  s = -5
  call execute_command_line("exit 3", exitstat=s)
  print *, 'exit', s
  call execute_command_line("true", wait=.true., exitstat=s, cmdstat=c)
  print *, 'true', s, c
  s = 17
  msg = 'unchanged'
  call execute_command_line("/nosuchdir/nosuchfile 2>/dev/null", exitstat=s, cmdstat=c, cmdmsg=msg)
  print *, 'missing', s, c
  call execute_command_line("echo hello")
end program
