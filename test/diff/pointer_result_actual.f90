! A reference to a function with an array POINTER result, passed as an actual
! argument, is its target: the callee's definitions reach it (a plain and a
! CONTIGUOUS assumed-shape dummy).
! RUN: %diff-gfortran %s
program p
  implicit none
  real, target :: z(3) = 1.0
  call double(get_var())
  print *, z
  call double2(get_var())
  print *, z
contains
  subroutine double(x)
    real :: x(:)
    x = x * 2.0
  end
  subroutine double2(x)
    real, contiguous :: x(:)
    x = x * 2.0
  end
  function get_var()
    real, pointer :: get_var(:)
    get_var => z
  end
end program
