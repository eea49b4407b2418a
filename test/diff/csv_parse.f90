! CSV parsing: records with quoted fields and embedded commas are split
! into fields, numeric columns are converted with internal READ, and a
! summary table with column statistics is printed.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module csv_mod
  implicit none
  integer, parameter :: maxf = 8, flen = 24
contains
  subroutine split_csv(line, fields, nf)
    character(len=*), intent(in) :: line
    character(len=flen), intent(out) :: fields(maxf)
    integer, intent(out) :: nf
    integer :: i, k
    logical :: quoted
    character :: c
    fields = ' '
    nf = 1
    k = 0
    quoted = .false.
    do i = 1, len_trim(line)
      c = line(i:i)
      if (c == '"') then
        quoted = .not. quoted
      else if (c == ',' .and. .not. quoted) then
        nf = nf + 1
        k = 0
      else
        k = k + 1
        if (k <= flen) fields(nf)(k:k) = c
      end if
    end do
  end subroutine split_csv
end module csv_mod

program csv_parse
  use csv_mod
  implicit none
  character(len=80) :: rows(7)
  character(len=flen) :: f(maxf), names(6)
  real :: temp(6), rain(6)
  integer :: days(6), nf, i, n, ios

  rows(1) = 'city,temperature,rain_mm,sunny_days'
  rows(2) = 'Oslo,5.7,763.0,120'
  rows(3) = '"Washington, D.C.",14.5,1100.5,205'
  rows(4) = 'Cairo,22.3,24.7,350'
  rows(5) = '"Rio de Janeiro",23.8,1069.0,240'
  rows(6) = 'Bad Row,n/a,12,3'
  rows(7) = 'Reykjavik,4.5,870.2,60'

  call split_csv(rows(1), f, nf)
  print '(a,i0,a)', 'header has ', nf, ' columns:'
  print '(4(2x,a))', (trim(f(i)), i = 1, nf)
  n = 0
  do i = 2, size(rows)
    call split_csv(rows(i), f, nf)
    if (nf /= 4) then
      print '(a,i0)', 'skipping row with wrong field count: ', i
      cycle
    end if
    n = n + 1
    names(n) = f(1)
    read (f(2), *, iostat=ios) temp(n)
    if (ios == 0) read (f(3), *, iostat=ios) rain(n)
    if (ios == 0) read (f(4), *, iostat=ios) days(n)
    if (ios /= 0) then
      print '(a,a)', 'bad number in row for ', trim(f(1))
      n = n - 1
    end if
  end do
  print '(a,i0,a)', 'parsed ', n, ' rows'
  print '(a20,a8,a10,a6)', 'city', 'temp', 'rain', 'sun'
  do i = 1, n
    print '(a20,f8.1,f10.1,i6)', names(i), temp(i), rain(i), days(i)
  end do
  print '(a20,f8.2,f10.2,f6.1)', 'mean', sum(temp(1:n)) / n, sum(rain(1:n)) / n, real(sum(days(1:n))) / n
  print '(a,a)', 'warmest: ', trim(names(maxloc(temp(1:n), 1)))
  print '(a,a)', 'driest: ', trim(names(minloc(rain(1:n), 1)))
  print '(a,i0)', 'cities with > 200 sunny days: ', count(days(1:n) > 200)
end program csv_parse
