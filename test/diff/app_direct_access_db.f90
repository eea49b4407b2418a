! A fixed-length record "database" on a direct-access file: records
! written out of order, read back by record number, updated in place,
! RECL from INQUIRE(IOLENGTH=), a formatted direct-access file, and
! NEXTREC from INQUIRE.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program direct_access_db
  implicit none
  integer, parameter :: nrec = 8
  type part
    integer :: id
    character(len=10) :: name
    real :: price
    integer :: stock
  end type part
  type(part) :: p, q
  integer :: reclen, u, i, k, order(nrec), nxt
  real :: total
  character(len=10), parameter :: names(nrec) = [character(len=10) :: 'bolt', 'nut', 'washer', &
       'screw', 'rivet', 'pin', 'spring', 'gear']
  character(len=30) :: line

  inquire (iolength=reclen) p%id, p%name, p%price, p%stock
  print '(a,i0)', 'record length units: ', reclen
  open (newunit=u, file='app_direct_db.bin', access='direct', recl=reclen, form='unformatted', &
        status='replace')
  order = [5, 2, 8, 1, 7, 3, 6, 4]
  do i = 1, nrec
    k = order(i)
    p = part(k, names(k), 0.25 * k + 0.1, 10 * k - 3)
    write (u, rec=k) p%id, p%name, p%price, p%stock
  end do
  inquire (unit=u, nextrec=nxt)
  print '(a,i0)', 'next record after writes: ', nxt

  total = 0
  do k = nrec, 1, -2
    read (u, rec=k) q%id, q%name, q%price, q%stock
    print '(i3,1x,a10,f7.2,i5)', q%id, q%name, q%price, q%stock
    total = total + q%price * q%stock
  end do
  print '(a,f10.3)', 'value of even parts: ', total

  ! sell three gears and restock the nuts
  read (u, rec=8) q%id, q%name, q%price, q%stock
  q%stock = q%stock - 3
  write (u, rec=8) q%id, q%name, q%price, q%stock
  read (u, rec=2) q%id, q%name, q%price, q%stock
  q%stock = q%stock + 100
  write (u, rec=2) q%id, q%name, q%price, q%stock
  do k = 1, nrec
    read (u, rec=k) q%id, q%name, q%price, q%stock
    if (q%stock > 50) print '(a,a,a,i0)', 'high stock: ', trim(q%name), ' ', q%stock
  end do
  close (u, status='delete')

  ! formatted direct access: fixed 30-character lines
  open (newunit=u, file='app_direct_db.txt', access='direct', recl=30, form='formatted', status='replace')
  do k = 1, 4
    write (u, '(a10,i6,f14.4)', rec=5 - k) names(k), k * k, sqrt(real(k))
  end do
  do k = 1, 4
    read (u, '(a)', rec=k) line
    print '(i2,":",a,":")', k, line
  end do
  close (u, status='delete')
end program direct_access_db
