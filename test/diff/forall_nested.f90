! FORALL index variables have the construct's scope (FORALL and DO
! CONCURRENT); nested FORALL and WHERE or pointer assignments inside FORALL:
! the combinations (bounds and masks) are taken once before the body runs,
! and each statement is complete for every combination, all its values
! computed before any is stored, before the next one begins.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program forall_nested
  implicit none
  integer :: i, j, k, g(4, 4), h(3, 3, 2), m(4, 4), n
  real, target :: pool(4)
  type holder
    real, pointer :: p
  end type
  type(holder) :: hs(4)
  type bag
    integer :: cnt
    integer, pointer :: v(:)
  end type
  type(bag) :: bags(3)

  i = -7
  j = 42
  forall (i = 1:4, j = 1:4) g(i, j) = 10 * i + j
  print *, i, j
  do concurrent (i = 1:4)
    g(i, i) = 0
  end do
  print *, i, g

  ! nested FORALL: the inner bounds depend on the outer index, the value
  ! reads elements that other combinations assign
  forall (i = 1:4)
    forall (j = i:4)
      g(i, j) = g(j, i) + 100
    end forall
  end forall
  print *, g
  h = reshape([(k, k = 1, 18)], [3, 3, 2])
  forall (i = 1:3)
    forall (j = 1:3, h(j, i, 1) > 4)
      h(i, j, :) = h(j, i, :) * 2
    end forall
  end forall
  print *, h

  ! two statements whose mask the first one changes
  m = reshape([(k, k = 1, 16)], [4, 4])
  forall (i = 1:4, j = 1:4, mod(m(i, j), 3) == 0)
    m(i, j) = m(i, j) + 1
    m(j, i) = -m(j, i)
  end forall
  print *, m

  ! WHERE inside FORALL: ELSEWHERE's mask sees the WHERE's stores made for
  ! every combination; the assignments read what other combinations store
  m = reshape([0, 3, 1, 0, 2, 0, 5, 1, 0, 4, 0, 2, 1, 1, 0, 6], [4, 4])
  n = 4
  forall (i = 1:4)
    where (m(i, :) == 0)
      m(:, i) = i + 10
    elsewhere (m(i, :) > 3)
      m(i, 1:n) = m(1:n, i) - 1
    elsewhere
      m(i, :) = -m(i, :)
    end where
  end forall
  print *, m

  ! WHERE on sections whose size depends on the combination
  do k = 1, 3
    allocate (bags(k)%v(6))
    bags(k)%v = [(10 * k + i, i = 1, 6)]
    bags(k)%cnt = 2 * k - 1
  end do
  forall (k = 1:3, bags(k)%cnt > 1)
    where (mod(bags(k)%v(1:bags(k)%cnt), 2) == 1)
      bags(k)%v(1:bags(k)%cnt) = bags(4 - k)%v(1:bags(k)%cnt)
    end where
  end forall
  do k = 1, 3
    print *, bags(k)%v
  end do

  ! pointer assignments that read the pointers they assign
  pool = [1.5, 2.5, 3.5, 4.5]
  do k = 1, 4
    hs(k)%p => pool(k)
  end do
  forall (k = 1:4) hs(k)%p => hs(5 - k)%p
  print *, (hs(k)%p, k = 1, 4)
end program forall_nested
