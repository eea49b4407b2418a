! -frecord-marker=4|8 and -fmax-subrecord-length=N (gfortran): the length
! markers of unformatted sequential records, and the longest subrecord
! before a record is split. Main passes them to libgfortran as gfortran's
! does; the file's bytes, read back through stream access, show the layout.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -frecord-marker=8 %s
! RUN: %diff-gfortran -frecord-marker=4 -fmax-subrecord-length=12 %s
program record_marker
  integer :: a(5) = [1, 2, 3, 4, 5], b(5), n, i
  integer(1), allocatable :: bytes(:)
  open (10, file='record_marker.tmp', form='unformatted', status='replace')
  write (10) a
  write (10) 7
  close (10)
  open (10, file='record_marker.tmp', access='stream', form='unformatted')
  inquire (10, size=n)
  allocate (bytes(n))
  read (10) bytes
  close (10)
  print *, n
  print '(16i4)', (bytes(i), i = 1, n)
  open (10, file='record_marker.tmp', form='unformatted')
  read (10) b
  read (10) i
  close (10, status='delete')
  print *, b, i
end program
