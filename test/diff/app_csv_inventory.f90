! Reads a CSV inventory file line by line (written first by the program):
! a header, quoted fields containing commas, empty fields, numbers parsed
! with internal READ and IOSTAT, per-category subtotals kept in arrays
! that grow, and a report formatted with T and column widths computed
! at run time in a format string built by internal WRITE.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program csv_inventory
  implicit none
  integer, parameter :: maxf = 8
  character(len=120) :: line
  character(len=40) :: fields(maxf)
  character(len=20), allocatable :: cats(:), tmpc(:)
  real, allocatable :: catval(:), tmpv(:)
  integer, allocatable :: catcnt(:), tmpn(:)
  character(len=40) :: fmt
  integer :: u, ios, nf, nline, qty, k, ncat, bad, w
  real :: price, total

  open (newunit=u, file='app_csv_inventory.csv', status='replace', action='write')
  write (u, '(a)') 'sku,name,category,qty,price'
  write (u, '(a)') 'A100,"Bolt, hex M6",hardware,250,0.12'
  write (u, '(a)') 'A101,Washer,hardware,1000,0.02'
  write (u, '(a)') 'B200,"Cable, 2m, USB-C",electronics,35,7.95'
  write (u, '(a)') 'B201,Fuse 5A,electronics,,0.45'
  write (u, '(a)') 'C300,Glue,chemicals,12,3.5'
  write (u, '(a)') 'C301,"Paint, ""ocean"" blue",chemicals,4,12.25'
  write (u, '(a)') 'A102,Nut M6,hardware,abc,0.05'
  write (u, '(a)') ''
  write (u, '(a)') 'B202,LED strip,electronics,8,15.00'
  close (u)

  allocate(cats(0), catval(0), catcnt(0))
  ncat = 0
  bad = 0
  nline = 0
  total = 0
  open (newunit=u, file='app_csv_inventory.csv', status='old', action='read')
  read (u, '(a)') line
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    nline = nline + 1
    if (len_trim(line) == 0) cycle
    call split_csv(line, fields, nf)
    if (nf /= 5) then
      bad = bad + 1
      cycle
    end if
    read (fields(4), *, iostat=ios) qty
    if (ios /= 0 .or. len_trim(fields(4)) == 0) then
      print '(a,a,a,a,a)', 'skipping ', trim(fields(1)), ': bad quantity "', trim(fields(4)), '"'
      bad = bad + 1
      cycle
    end if
    read (fields(5), *) price
    k = find_cat(fields(3))
    catval(k) = catval(k) + qty * price
    catcnt(k) = catcnt(k) + 1
    total = total + qty * price
    print '(a6,1x,a24,i6,f8.2)', fields(1), fields(2), qty, price
  end do
  close (u, status='delete')

  w = maxval(len_trim(cats)) + 2
  write (fmt, '(a,i0,a)') '(a', w, ',i4,f10.2)'
  print '(a)', 'category subtotals (format ' // trim(fmt) // '):'
  do k = 1, ncat
    print fmt, cats(k), catcnt(k), catval(k)
  end do
  print '(a,t30,f10.2)', 'total value', total
  print '(a,i0,a,i0)', 'lines read: ', nline, ', rejected: ', bad

contains

  subroutine split_csv(s, f, n)
    character(len=*), intent(in) :: s
    character(len=*), intent(out) :: f(:)
    integer, intent(out) :: n
    integer :: i, j
    logical :: inq
    n = 1
    f = ''
    j = 0
    inq = .false.
    i = 1
    do while (i <= len_trim(s))
      if (inq) then
        if (s(i:i) == '"') then
          if (i < len(s)) then
            if (s(i + 1:i + 1) == '"') then
              j = j + 1
              f(n)(j:j) = '"'
              i = i + 2
              cycle
            end if
          end if
          inq = .false.
        else
          j = j + 1
          f(n)(j:j) = s(i:i)
        end if
      else if (s(i:i) == '"') then
        inq = .true.
      else if (s(i:i) == ',') then
        n = n + 1
        if (n > size(f)) return
        j = 0
      else
        j = j + 1
        f(n)(j:j) = s(i:i)
      end if
      i = i + 1
    end do
  end subroutine split_csv

  integer function find_cat(name) result(k)
    character(len=*), intent(in) :: name
    do k = 1, ncat
      if (cats(k) == name) return
    end do
    ncat = ncat + 1
    allocate(tmpc(ncat), tmpv(ncat), tmpn(ncat))
    tmpc(1:ncat - 1) = cats
    tmpv(1:ncat - 1) = catval
    tmpn(1:ncat - 1) = catcnt
    tmpc(ncat) = name
    tmpv(ncat) = 0
    tmpn(ncat) = 0
    call move_alloc(tmpc, cats)
    call move_alloc(tmpv, catval)
    call move_alloc(tmpn, catcnt)
    k = ncat
  end function find_cat

end program csv_inventory
