! External files: OPEN/WRITE/CLOSE/READ/INQUIRE/REWIND/BACKSPACE/ENDFILE/
! FLUSH with their common specifiers, NEWUNIT=, ERR=, IOSTAT=.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_files
  implicit none
  integer :: u, i, n, ios, num
  logical :: ex, op
  character(len=64) :: nm, line
  character(len=16) :: acc
  open(unit=11, file='io_files.tmp', status='replace', action='readwrite', &
       form='formatted', access='sequential', iostat=ios)
  print *, 'open iostat', ios
  do i = 1, 3
    write(11, '(A,I0)') 'line ', i
  end do
  flush(11)
  rewind(11)
  read(11, '(A)') line
  print *, trim(line)
  read(11, '(A)') line
  backspace(11)
  read(11, '(A)') line
  print *, trim(line)
  inquire(unit=11, opened=op, number=num, name=nm, access=acc)
  print *, op, num, trim(acc)
  close(11)
  inquire(file='io_files.tmp', exist=ex, opened=op)
  print *, 'exists', ex, 'opened', op
  open(newunit=u, file='io_files.tmp', status='old', position='append')
  write(u, '(A)') 'line 4'
  close(u)
  open(newunit=u, file='io_files.tmp', status='old')
  n = 0
  do
    read(u, '(A)', iostat=ios) line
    if (ios /= 0) exit
    n = n + 1
  end do
  print *, 'lines', n, 'eof', ios < 0
  rewind u
  read(u, *, end=20) line
  print *, 'first word ', trim(line)
20 continue
  endfile(u)
  close(u, status='delete')
  inquire(file='io_files.tmp', exist=ex)
  print *, 'deleted', .not. ex
  open(unit=12, file='/nonexistent/dir/x', status='old', err=30)
  print *, 'not reached'
30 print *, 'ERR= taken'
  open(unit=12, file='/nonexistent/dir/x', status='old', iostat=ios)
  print *, 'iostat set', ios /= 0
end program io_files
