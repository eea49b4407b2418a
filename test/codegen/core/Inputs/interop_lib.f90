! Compiled by gfortran for gfortran_interop.f90: the other side of the ABI.
subroutine scal(n, a, x)
  integer :: n
  real(8) :: a, x(n)
  x = a * x
end subroutine
character(len=5) function cf(s, k)
  character(len=*) :: s
  integer, value :: k
  cf = s(k:k) // '----'
end function
complex function zc(z)
  complex :: z
  zc = conjg(z)
end function
