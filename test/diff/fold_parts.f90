! Parts of named constants folded: components of derived-type constants (scalars,
! arrays of them, array components and their elements) and sections whose
! subscripts are implied-DO variables, in named constants and an array bound.
! RUN: %diff-gfortran %s
program fold_parts
  implicit none
  type t
    character(len=2) :: name
    integer :: k
    real :: w(2)
  end type t
  type(t), parameter :: z(3) = [t('ab', 1, [1., 2.]), t('cd', 2, [3., 4.]), t('ef', 3, [5., 6.])]
  type(t), parameter :: one = t('xy', 7, [8., 9.])
  integer :: i, j
  integer, parameter :: x(6) = [(10 * i, i = 1, 6)]
  integer, parameter :: m(2,3) = reshape(x, [2, 3])
  character(len=2), parameter :: names(*) = z%name
  integer, parameter :: ks(3) = z%k, k1 = one%k, k2 = z(2)%k
  real, parameter :: ws(2) = one%w, w2 = z(3)%w(2)
  integer, parameter :: y(*) = [(x(i:i), i = 1, 3)]
  integer, parameter :: y2(*) = [(x(i:6:i), i = 1, 3)]
  integer, parameter :: y3(*) = [((m(i, j:3), i = 1, 2), j = 1, 3)]
  integer, parameter :: y4(*) = [(m(:, i), i = 3, 1, -1)]
  integer :: sized(k1 + ks(3))
  print *, names, ks, k1, k2, ws, w2
  print *, y
  print *, y2
  print *, y3
  print *, y4, size(sized)
end program
