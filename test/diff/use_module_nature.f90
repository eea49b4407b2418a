! RUN: %diff-gfortran %s
! A program's own module named like an intrinsic module: USE, INTRINSIC
! reaches the intrinsic one, USE and USE, NON_INTRINSIC the program's.
module iso_fortran_env
  implicit none
  integer :: output_unit = 42
  real :: mine = 2.5
end module iso_fortran_env

subroutine from_intrinsic
  use, intrinsic :: iso_fortran_env, only: output_unit, numeric_storage_size, iostat_end
  implicit none
  print *, 'intrinsic', output_unit, numeric_storage_size, iostat_end
end subroutine

subroutine from_own
  use, non_intrinsic :: iso_fortran_env
  implicit none
  print *, 'own', output_unit, mine
end subroutine

subroutine plain
  use iso_fortran_env
  implicit none
  output_unit = output_unit + 1
  print *, 'plain', output_unit, mine
end subroutine

program p
  use, intrinsic :: iso_fortran_env, uu => output_unit
  implicit none
  call from_intrinsic
  call from_own
  call plain
  call from_own
  print *, 'main', uu, input_unit, error_unit
end program
