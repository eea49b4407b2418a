! The specifiers of OPEN, CLOSE, INQUIRE, READ/WRITE and the file
! positioning statements: a misspelt or foreign one is an error naming the
! statement (they were ignored), a repeated one too; gfortran's and DEC's
! extensions that cuf90 implements are accepted (NAME= for FILE=, CONVERT=,
! SHARE=, CARRIAGECONTROL=, READONLY, SHARED), the DEC ones it does not
! are warnings.
! RUN: %check-diags %s
program io_specifier_names
  implicit none
  integer :: i, n
  logical :: ex
  character(len=40) :: msg
  open(unit=10, file='io_specifier_names.tmp', status='replace', convert='big_endian', iostat=i, iomsg=msg)
  open(11, name='io_specifier_names2.tmp', share='denynone')
  open(unit=12, fille='x.txt') ! ERROR: 'fille=' is not a specifier of the OPEN statement
  open(unit=12, file='x.txt', acces='stream') ! ERROR: 'acces=' is not a specifier of the OPEN statement
  open(unit=12, file='x.txt', carriagecontrol='list', readonly, shared)
  open(unit=12, file='x.txt', status='old', status='new') ! ERROR: The status= specifier appears twice in the OPEN statement
  write(10, '(i0)', iostat=i, advance='no') 1
  write(10, *, iostatt=i) 1 ! ERROR: 'iostatt=' is not a specifier of the WRITE statement
  read(10, *, status='old') n ! ERROR: 'status=' is not a specifier of the READ statement
  inquire(unit=10, exist=ex, opened=ex, number=n, name=msg)
  inquire(unit=10, opend=ex) ! ERROR: 'opend=' is not a specifier of the INQUIRE statement
  rewind(10, iostat=i)
  rewind(10, errr=5) ! ERROR: 'errr=' is not a specifier of the REWIND statement
  flush(10, iostat=i, iomsg=msg)
  backspace(10, status='keep') ! ERROR: 'status=' is not a specifier of the BACKSPACE statement
  close(10, status='delete', iostat=i)
  close(11, statuss='delete') ! ERROR: 'statuss=' is not a specifier of the CLOSE statement
  close(11, dispose='delete') ! WARNING: The dispose= specifier of CLOSE (a DEC extension) is ignored
5 continue
end program
