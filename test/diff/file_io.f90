! External files: OPEN a scratch file and a named file, formatted WRITE,
! REWIND, READ back with IOSTAT, INQUIRE, CLOSE with STATUS='DELETE'.
! RUN: %diff-gfortran %s
program file_io
  implicit none
  integer :: u, i, v, ios, total
  logical :: there
  character(len=20) :: word

  open (newunit=u, status='scratch', form='formatted')
  do i = 1, 5
    write (u, '(I4, 1X, A)') i * i, 'sq'
  end do
  rewind (u)
  total = 0
  do
    read (u, '(I4, 1X, A)', iostat=ios) v, word
    if (ios /= 0) exit
    total = total + v
    print *, v, trim(word)
  end do
  print *, 'total', total, 'end of file:', ios < 0
  close (u)

  open (unit=20, file='cuf90_file_io_test.txt', status='replace', action='write')
  write (20, *) 'line one'
  write (20, *) 3.5, 7
  close (20)
  inquire (file='cuf90_file_io_test.txt', exist=there)
  print *, 'exists', there
  open (unit=21, file='cuf90_file_io_test.txt', status='old', action='read')
  read (21, *) word
  print *, '[', trim(word), ']'
  close (21, status='delete')
  inquire (file='cuf90_file_io_test.txt', exist=there)
  print *, 'exists after delete', there
end program file_io
