! Output items that are expressions: implied-DO over function results,
! typed array constructors, array-valued intrinsics and user functions,
! logical and complex array expressions, concatenations of character
! arrays, deferred-length character arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_item_exprs
  implicit none
  integer :: i, j
  real :: a(2, 3), v(4)
  character(len=5) :: names(3) = ['ann  ', 'bob  ', 'carol']
  character(len=:), allocatable :: dl(:)
  complex :: z(2) = [(1.0, 2.0), (3.0, -4.0)]
  logical :: m(4)
  a = reshape([(real(i), i = 1, 6)], [2, 3])
  v = [-1.0, 2.0, -3.0, 4.0]
  write (*, '(a)') (trim(names(i)), i = 1, 3)
  print *, [character(len=3) :: 'a', 'bb']
  print '(a)', repeat('-', 20)
  write (*, '(3(f8.3, 1x))') ((a(i, j), j = 1, 3), i = 1, 2)
  print *, merge('yes', 'no ', v > 0)
  print *, v > 0, size(a), shape(a), lbound(a), ubound(a, 2)
  print *, pack(v, v > 0), sum(a, dim=2), abs(v), sqrt(abs(v))
  print *, z * 2, conjg(z), real(z), aimag(z)
  print *, names // '!', len_trim(names), adjustr(names)
  print *, twice(v), twice(v(2:3)) + 1
  allocate(character(len=2) :: dl(2))
  dl = ['xy', 'zw']
  print *, dl, size(dl), len(dl)
  m = .false.
  m(2:3) = .true.
  print '(4L2)', m
  print *, count(m), any(m), all(m), maxloc(v), minval(a)
  print *, matmul(a, [1.0, 1.0, 1.0]), transpose(a)
  print *, cshift(v, 1), eoshift(v, -1), spread([1, 2], 1, 2)
contains
  function twice(x) result(r)
    real, intent(in) :: x(:)
    real :: r(size(x))
    r = 2 * x
  end function
end program io_item_exprs
