! Assorted I/O forms: empty output lists, FORMAT statements with quotes,
! Hollerith and upper-case keywords inside DO and IF constructs, a
! non-advancing write followed by list-directed output, IOSTAT= into an
! INTEGER(8), IOMSG= shorter than the message, keyword UNIT= and FMT=, the
! colon editing descriptor ending output, negative zero under every
! descriptor, and formats with more descriptors than items.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_misc
  implicit none
  integer :: i, ios
  integer(8) :: ios8
  character(len=10) :: short
  character(len=40) :: line
  real :: x
  print *
  write (*, *)
  print '(A)'
  print 100
100 format ('Hello, ''World''', 3X, "dq""x")
  write (*, 110) 7, 'MiXeD'
110 FORMAT (1X, I3.2, 2X, A, 3Habc, 2HxY)
  do i = 1, 2
    write (*, 120) i
120 format ('in do', I2)
    if (i == 2) then
      write (unit=*, fmt=130) i * 10
130   format (' in if', i3)
    end if
  end do
  write (*, '(A)', advance='no') 'partial '
  print *, 'then list'
  open (20, file='m.txt', status='replace')
  write (20, *) 'abc'
  close (20)
  open (20, file='m.txt', status='old')
  read (20, *, iostat=ios, iomsg=short) x
  print *, ios > 0, '[', short, ']'
  read (20, '(A)', iostat=ios8) line
  print *, 'iostat into integer(8):', ios8
  close (20, status='delete')
  write (*, fmt='(I5)') 42
  write (6, fmt='(2(I2,:,"/"))') 1, 2
  write (*, '(I0, A)') -0, 'neg zero int'
  write (*, '(F6.1, 1X, ES9.2, 1X, G10.3)') -0.0, -0.0, -0.0
  write (*, *) -0.0, -0.0d0
  write (*, '(5(A, 1X))') 'a', 'b'
  write (*, "('no items')")
  write (*, "(I3, 'text', I3)") 1
end program io_misc
