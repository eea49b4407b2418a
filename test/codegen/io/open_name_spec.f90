! OPEN(..., NAME=path): the DEC/PGI spelling of FILE= that nvfortran keeps
! (gfortran rejects it, so this is a run test of its own): the file is
! the one named, not fort.N.
! RUN: rm -rf %t && mkdir %t && cd %t && %cuf90 %s -o prog && ./prog | FileCheck %s
! RUN: cd %t && test -f named.dat && not test -e fort.17
! CHECK: PASS 42
program open_name_spec
  implicit none
  integer :: v
  character(len=*), parameter :: path = 'named.dat'
  open(17, name=path, form='unformatted', status='replace')
  write(17) 42
  close(17)
  open(18, file=path, form='unformatted', status='old')
  read(18) v
  close(18)
  print '(a, i0)', 'PASS ', v
end program
