! Reading records of any length with non-advancing chunks and SIZE=, the
! IS_IOSTAT_END / IS_IOSTAT_EOR intrinsics on the IOSTAT= values, and
! parsing comma-separated fields with INDEX and internal list-directed READ.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module line_reader
  implicit none
contains
  ! reads a whole record of any length with non-advancing chunks
  subroutine get_line(u, line, n, ios)
    integer, intent(in) :: u
    character(len=*), intent(out) :: line
    integer, intent(out) :: n, ios
    character(len=8) :: buf
    integer :: k
    line = ''
    n = 0
    do
      read (u, '(A)', advance='no', iostat=ios, size=k) buf
      line(n+1:) = buf(1:k)
      n = n + k
      if (ios /= 0) exit
    end do
    if (is_iostat_eor(ios)) ios = 0
  end subroutine
end module line_reader

program io_csv_lines
  use line_reader
  implicit none
  integer :: u, ios, p, k, nf, n
  character(len=200) :: line
  real :: vals(10), total
  open (newunit=u, status='scratch')
  write (u, '(A)') 'alpha,1.5,2.5,3.25'
  write (u, '(A)') 'a-much-longer-name-than-the-buffer,10,20'
  write (u, '(A)') ''
  write (u, '(A)') 'x,-1e3'
  rewind (u)
  do
    call get_line(u, line, n, ios)
    if (is_iostat_end(ios)) exit
    p = index(line, ',')
    if (p == 0) then
      print *, 'empty or bad line, length', n
      cycle
    end if
    nf = 0
    k = p
    do while (k > 0)
      nf = nf + 1
      line = line(k+1:)
      k = index(line, ',')
    end do
    read (line, *) total
    print '(A, I0, A, G0)', 'fields after name: ', nf, ', last = ', total
  end do
  close (u)
end program io_csv_lines
