! Array POINTER function results: whole arrays, contiguous and strided
! sections of module data and of TARGET assumed-shape dummies, used as
! pointer targets (p => f()), in expressions and reductions, and as
! actual arguments of assumed-shape and explicit-shape dummies.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module ptr_results
  implicit none
  real, target :: store(10)
contains
  function whole() result(r)
    real, pointer :: r(:)
    r => store
  end function whole
  function part(i) result(r)
    integer, intent(in) :: i
    real, pointer :: r(:)
    r => store(i:i + 2)
  end function part
  function strided() result(r)
    real, pointer :: r(:)
    r => store(1:10:3)
  end function strided
  function rowp(m, i) result(r)
    real, intent(in), target :: m(:,:)
    integer, intent(in) :: i
    real, pointer :: r(:)
    r => m(i, :)
  end function rowp
  function colp(m, i) result(r)
    real, intent(in), target :: m(:,:)
    integer, intent(in) :: i
    real, pointer :: r(:)
    r => m(:, i)
  end function colp
  real function total(a)
    real, intent(in) :: a(:)
    total = sum(a) + a(2)
  end function total
  real function total2(a, n)
    integer :: n
    real :: a(n)
    total2 = sum(a) + a(2)
  end function total2
end module ptr_results

program pointer_results
  use ptr_results
  implicit none
  real, target :: g(3, 4)
  real, pointer :: p(:)
  real :: x(4)
  integer :: i
  store = [(real(i), i = 1, 10)]
  p => whole()
  print *, size(p), p(10)
  p => part(4)
  print *, p
  print *, part(2)
  p => strided()
  print *, p
  print *, strided()
  print *, sum(strided()), maxval(strided()), size(strided())
  print *, total(strided()), total2(strided(), 4)
  x = strided() * 2
  print *, x
  p(2) = -4
  print *, store(4)
  g = reshape([(real(i), i = 1, 12)], [3, 4])
  p => rowp(g, 2)
  print *, p
  p => colp(g, 2)
  print *, p
  print *, rowp(g, 3)
end program pointer_results
