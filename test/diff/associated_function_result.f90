! ASSOCIATED of references to functions with POINTER results (scalar and array),
! alone and with a target (each function called once: gfortran 12 calls one
! twice, so the count is not printed).
! RUN: %diff-gfortran %s
module pf
  implicit none
  integer :: calls = 0
  real, target :: store(4) = [1., 2., 3., 4.]
contains
  function pick(p) result(q)
    real, pointer :: p, q
    calls = calls + 1
    q => p
  end function
  function none() result(q)
    real, pointer :: q
    calls = calls + 1
    q => null()
  end function
  function view(lo) result(v)
    integer, intent(in) :: lo
    real, pointer :: v(:)
    calls = calls + 1
    v => store(lo:)
  end function
end module
program associated_function_results
  use pf
  implicit none
  real, pointer :: a, b
  real, pointer :: w(:)
  allocate(a)
  nullify(b)
  print *, associated(pick(a)), associated(none()), associated(a, pick(a)), associated(pick(a), a)
  print *, associated(view(2))
  w => store(2:4)
  print *, associated(w, view(2)), calls > 0
end program
