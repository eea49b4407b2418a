! `use netcdf_f03` (Debian's NetCDF-Fortran): the FORTRAN 77 API (nf_*)
! with explicit interfaces and its constants from gfortran module files
! (netcdf_nf_interfaces, netcdf_nf_data through netcdf_f03): a variable and
! a text attribute written and read back, the error text of a failed call.
! REQUIRES: netcdf
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %cuf90 %nc-fflags %s %nc-flibs -o a.out
! RUN: ./a.out | FileCheck %s
! CHECK: read back T sum 60 title 'cuf90 f03' len 9
! CHECK-NEXT: error text: NetCDF: Variable not found
program use_netcdf_f03
  use netcdf_f03
  implicit none
  integer :: ncid, varid, dimids(2), st, i, j, n
  integer :: a(4, 3), b(4, 3)
  character(len=80) :: title
  do j = 1, 3
    do i = 1, 4
      a(i, j) = i * j
    end do
  end do
  call check(nf_create('t.nc', NF_CLOBBER, ncid))
  call check(nf_def_dim(ncid, 'x', 4, dimids(1)))
  call check(nf_def_dim(ncid, 'y', 3, dimids(2)))
  call check(nf_def_var(ncid, 'data', NF_INT, 2, dimids, varid))
  call check(nf_put_att_text(ncid, NF_GLOBAL, 'title', 9, 'cuf90 f03'))
  call check(nf_enddef(ncid))
  call check(nf_put_var_int(ncid, varid, a))
  call check(nf_close(ncid))
  b = 0
  title = ' '
  call check(nf_open('t.nc', NF_NOWRITE, ncid))
  call check(nf_inq_varid(ncid, 'data', varid))
  call check(nf_get_var_int(ncid, varid, b))
  call check(nf_inq_attlen(ncid, NF_GLOBAL, 'title', n))
  call check(nf_get_att_text(ncid, NF_GLOBAL, 'title', title))
  st = nf_inq_varid(ncid, 'missing', varid)
  call check(nf_close(ncid))
  write (*, '(a,l1,a,i0,a,a,a,i0)') 'read back ', all(a == b), ' sum ', sum(b), " title '", title(1:n), &
      "' len ", n
  print '(a,a)', 'error text: ', trim(nf_strerror(st))
contains
  subroutine check(s)
    integer, intent(in) :: s
    if (s /= NF_NOERR) then
      print *, trim(nf_strerror(s))
      stop 2
    end if
  end subroutine
end program
