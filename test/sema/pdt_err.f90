! Parameterized derived types: type parameters and their values.
! RUN: %check-diags %s
module pdt_err_m
  implicit none
  type :: t(k, n)
    integer, kind :: k = 4
    integer, len :: n
    real(k) :: x(n)
  end type
  type :: u(a, b) ! ERROR: Type parameter 'b' of TYPE(u) has no KIND or LEN declaration.
    integer, kind :: a
    integer, kind :: c ! ERROR: 'c' is not in the type parameter list of TYPE(u).
    real, kind :: r ! ERROR: A type parameter of TYPE(u) must be of type INTEGER.
  end type
  type :: plain
    integer :: i
  end type
end module

subroutine s(m)
  use pdt_err_m
  implicit none
  integer :: m
  integer, kind :: bad ! ERROR: The KIND attribute is allowed only for type parameters in a derived-type definition.
  type(t(m, 3)) :: a ! ERROR: The value of KIND type parameter 'k' of TYPE(t) must be a constant expression.
  type(t(4)) :: b ! ERROR: Type parameter 'n' of TYPE(t) has no value and no default.
  type(t(4, 2, 1)) :: c ! ERROR: TYPE(t) has 2 type parameters; too many values are given.
  type(t(q=1, n=2)) :: d ! ERROR: 'q' is not a type parameter of TYPE(t).
  type(t(*, 2)) :: e ! ERROR: KIND type parameter 'k' of TYPE(t) cannot be '*'.
  type(t(4, 1.5)) :: f ! ERROR: The value of type parameter 'n' of TYPE(t) must be a scalar INTEGER, not REAL(4).
  type(plain(4)) :: g ! ERROR: TYPE(plain) has no type parameters.
  type(t(n=2)) :: h
  print *, h%zz ! ERROR: 'zz' is not a component of TYPE(Pdtt_4).
  print *, undefined%k ! ERROR: Symbol 'undefined' has no IMPLICIT type.
end subroutine

subroutine guard(c)
  use pdt_err_m
  implicit none
  class(*) :: c
  select type (c)
  type is (t(4, 2)) ! ERROR: All the LEN type parameters in the TYPE IS or CLASS IS guard must be assumed (*).
  end select
end subroutine
