! `use netcdf` (Debian's NetCDF-Fortran, gfortran module file): a variable
! and a global attribute written and read back, with the flags of
! nf-config; nf90_strerror is a CHARACTER function of the library.
! REQUIRES: netcdf
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %cuf90 %nc-fflags %s %nc-flibs -o a.out
! RUN: ./a.out | FileCheck %s
! CHECK: read back T sum 60 title 'cuf90 test' dims 4 3
! CHECK-NEXT: error text: NetCDF: Variable not found
program use_netcdf
  use netcdf
  implicit none
  integer :: ncid, varid, dimids(2), st, i, j, n1, n2
  integer :: a(4, 3), b(4, 3)
  character(len=80) :: title
  do j = 1, 3
    do i = 1, 4
      a(i, j) = i * j
    end do
  end do
  call check(nf90_create('t.nc', NF90_CLOBBER, ncid))
  call check(nf90_def_dim(ncid, 'x', 4, dimids(1)))
  call check(nf90_def_dim(ncid, 'y', 3, dimids(2)))
  call check(nf90_def_var(ncid, 'data', NF90_INT, dimids, varid))
  call check(nf90_put_att(ncid, NF90_GLOBAL, 'title', 'cuf90 test'))
  call check(nf90_enddef(ncid))
  call check(nf90_put_var(ncid, varid, a))
  call check(nf90_close(ncid))
  b = 0
  call check(nf90_open('t.nc', NF90_NOWRITE, ncid))
  call check(nf90_inq_varid(ncid, 'data', varid))
  call check(nf90_get_var(ncid, varid, b))
  call check(nf90_get_att(ncid, NF90_GLOBAL, 'title', title))
  call check(nf90_inquire_dimension(ncid, dimids(1), len=n1))
  call check(nf90_inquire_dimension(ncid, dimids(2), len=n2))
  st = nf90_inq_varid(ncid, 'missing', varid)
  call check(nf90_close(ncid))
  write (*, '(a,l1,a,i0,a,a,a,2(1x,i0))') 'read back ', all(a == b), ' sum ', sum(b), " title '", trim(title), &
      "' dims", n1, n2
  print '(a,a)', 'error text: ', trim(nf90_strerror(st))
contains
  subroutine check(s)
    integer, intent(in) :: s
    if (s /= nf90_noerr) then
      print *, trim(nf90_strerror(s))
      stop 2
    end if
  end subroutine
end program
