! VOLATILE and ASYNCHRONOUS statements naming host- and use-associated
! variables: the variables keep their types and values.
! RUN: %diff-gfortran %s
module flags
  implicit none
  logical :: ready = .false.
  integer :: count = 0
end module

program volatile_host
  use flags
  implicit none
  real :: level = 1.5
  volatile :: count
  call bump()
  call bump()
  print *, ready, count, level
contains
  subroutine bump()
    volatile :: ready, level
    asynchronous :: count
    ready = .true.
    count = count + 1
    level = level * 2
  end subroutine
end program
