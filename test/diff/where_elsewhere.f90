! A masked ELSEWHERE's mask is evaluated where it stands, after the
! assignments of the branches before it (which may change its operands),
! and only for the elements no earlier mask took. An array assignment
! whose rhs subscripts read the array it assigns sees the old values.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program where_elsewhere
  implicit none
  integer :: a(6), b(6), k
  type link
    integer :: nxt(2)
  end type
  type(link) :: t(3, 3)
  integer :: cur(2)

  a = [0, 1, 0, 1, 0, 1]
  where (a == 0)
    a = 9
  elsewhere (cshift(a, 1) > 4)
    a = 7
  elsewhere
    a = -1
  end where
  print *, a
  a = [1, 2, 3, 4, 5, 6]
  b = 0
  where (a > 4)
    b = 1
    a = a - 4
  elsewhere (eoshift(a, -1, 5) > 4)
    b = 2
  elsewhere (a < 3)
    b = 3
  end where
  print *, a, b

  do k = 1, 9
    t(mod(k - 1, 3) + 1, (k - 1) / 3 + 1)%nxt = [mod(k, 3) + 1, mod(k / 3 + 1, 3) + 1]
  end do
  cur = [1, 1]
  do k = 1, 5
    cur = t(cur(1), cur(2))%nxt
    print *, cur
  end do
end program where_elsewhere
