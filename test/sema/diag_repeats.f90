! A diagnostic is printed once per place: the same message at the same line
! and column right after itself is dropped. A DATA object of several
! elements given Hollerith values had its conversion warning printed once per
! element, all at the object.
! RUN: %check-diags -Wall %s
program diag_repeats
  implicit none
  integer :: codes(4)
  ! WARNING: Hollerith constant is a legacy extension.
  ! WARNING: Hollerith constant is a legacy extension.
  ! WARNING: Hollerith constant is a legacy extension.
  ! WARNING: Conversion from HOLLERITH to INTEGER(4) is an extension.
  data codes /4HNORT, 4HSOUT, 2*4HEAST/
  print *, codes(1)
end program
