! Parameterized derived types: where assumed (*), deferred (:) and
! non-constant LEN type parameter values may appear.
! RUN: %check-diags %s
module pdt_len_err_m
  implicit none
  type :: t(n)
    integer, len :: n
    real :: x(n)
  end type
  type(t(:)), allocatable :: ok_alloc
end module

subroutine s(a, k)
  use pdt_len_err_m
  implicit none
  integer :: k
  type(t(*)) :: a
  type(t(*)) :: b ! ERROR: 'b' has an assumed (*) LEN type parameter 'n' and must be a dummy argument.
  type(t(:)) :: c ! ERROR: 'c' has a deferred (:) LEN type parameter 'n' and must be ALLOCATABLE or POINTER.
  type(t(:)), pointer :: d
  type(t(k)) :: e
  type(t(k)), save :: f ! ERROR: The LEN type parameter 'n' of 'f' is not constant: it must be a dummy argument or a local of a procedure.
  print *, t(:)(x=[1.0]) ! ERROR: The LEN type parameter 'n' of a structure constructor cannot be ':'.
end subroutine
