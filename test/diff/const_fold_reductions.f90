! Constant expressions: SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL, IANY,
! IALL, IPARITY along DIM and under MASK (empty ones give gfortran's values),
! MAXLOC/MINLOC (DIM, MASK, BACK; CHARACTER too), MERGE, SELECTED_CHAR_KIND
! (also at run time).
! RUN: %diff-gfortran %s
program const_fold_reductions
  implicit none
  integer, parameter :: m(2,3) = reshape([3, -1, 4, 1, -5, 9], [2, 3])
  logical, parameter :: pos(2,3) = m > 0
  integer, parameter :: s1(3) = sum(m, dim=1), s2(2) = sum(m, 2), p2(2) = product(m, dim=2, mask=pos)
  integer, parameter :: mx1(3) = maxval(m, dim=1), mn2(2) = minval(m, 2, pos), e1 = maxval(m, m > 100)
  integer, parameter :: e2 = minval(m, .false.), mxm = maxval(m, pos)
  integer, parameter :: l1(2) = maxloc(m), l2(3) = minloc(m, dim=1), l3 = maxloc([1, 5, 5, 2], dim=1, back=.true.)
  integer, parameter :: l4(2) = minloc(m, mask=pos), l5(2) = maxloc(m, m > 100), c1(3) = count(pos, 1)
  logical, parameter :: a1(2) = any(m > 3, dim=2), a2(3) = all(pos, 1)
  real, parameter :: r(3) = [2.5, -1.0, 7.0], rs = sum(r, r > 0), rmx = maxval(r, r > 10)
  integer, parameter :: z(0) = [integer ::], zl(1) = minloc(z), zmx = maxval(z)
  print *, s1, s2, p2
  print *, mx1, mn2, e1, e2, mxm
  print *, l1, l2, l3, l4, l5, c1
  print *, a1, a2, rs, rmx, zl, zmx
  print *, sum(m, 1), maxloc(m, 2), minval(m, dim=2, mask=m > -2)
  call more()
contains
subroutine more()
  implicit none
  character(3), parameter :: w(3) = ['fgh', 'asd', 'jkl']
  character(3), parameter :: wmax = maxval(w), wmin = minval(w, w /= 'asd')
  integer, parameter :: wl = maxloc(w, dim=1), wl2(1) = minloc(w)
  integer, parameter :: b(2, 3) = reshape([1, 2, 4, 8, 16, 3], [2, 3])
  integer, parameter :: ia(2) = iany(b, dim=2), il(3) = iall(b, 1), ip = iparity(b)
  integer, parameter :: m1 = merge(1, 0, .true.), m2(3) = merge([1, 2, 3], 0, [.true., .false., .true.])
  character(2), parameter :: m3 = merge('ab', 'cd', 2 > 3)
  integer, parameter :: ascii = selected_char_kind('ascii'), dflt = selected_char_kind('DEFAULT')
  integer, parameter :: none = selected_char_kind('ebcdic')
  character(8) :: name = 'ascii'
  print *, wmax, ' ', wmin, wl, wl2
  print *, ia, il, ip
  print *, m1, m2, ' ', m3
  print *, ascii, dflt, none, selected_char_kind(name), selected_char_kind(trim(name) // 'x')
end subroutine more
end program const_fold_reductions
