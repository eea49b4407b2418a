! Without -fcoarray= (the default is none) coarray syntax is an error, in
! gfortran's words; atomics need no coarrays.
! RUN: %check-diags %s
program coarray_disabled
  implicit none
  integer :: x[*] ! ERROR: Coarrays disabled, use '-fcoarray=' to enable
  integer :: a, n
  a = 1
  sync all ! ERROR: Coarrays disabled, use '-fcoarray=' to enable
  n = num_images()
  call atomic_define(a, 2)
  print *, a, n
end program
