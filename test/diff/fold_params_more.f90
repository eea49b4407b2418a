! Named constants that need more of the folder: substrings of constant
! arrays and of implied-DO items, complex powers, RESHAPE with ORDER and PAD,
! TRANSFER of and to derived types and of zero-length strings, NORM2 along
! a dimension, vector subscripts of constant arrays, structure constructors
! in implied-DO loops. Each value is compared with the same expression
! evaluated at run time.
! RUN: %diff-gfortran %s
program fold_params_more
  implicit none
  integer :: i
  type pair
    integer(4) :: k(2)
    real(4) :: x
  end type
  type cell
    real :: v
  end type
  character(4), parameter :: w(3) = ['abcd', 'efgh', 'ijkl']
  character(2), parameter :: mid(3) = w(:)(2:3)
  character(*), parameter :: s = 'fortran'
  character(7), parameter :: rev = transfer([(s(i:i), i = len(s), 1, -1)], s)
  character(*), parameter :: none = transfer([''], '')
  complex, parameter :: z2 = (2.0, 1.0)**2, zm = (1.0, -1.0)**(-3)
  complex(8), parameter :: zz = (1.5d0, 0.5d0)**(0.5d0, 0.25d0)
  integer, parameter :: r(2, 4) = reshape([1, 2, 3, 4, 5, 6], [2, 4], [0, -1], [2, 1])
  integer, parameter :: a(4, 3) = reshape([(i, i = 1, 12)], [4, 3])
  integer, parameter :: v(1, 3) = a(2:2, [3, 1, 2])
  type(pair), parameter :: p = pair([7, -3], 2.5)
  integer(1), parameter :: pb(12) = transfer(p, 1_1, 12)
  type(pair), parameter :: q = transfer([1, 2, 1078530011], p)
  real, parameter :: m(3, 2) = reshape([3., 4., 12., 5., 0., 0.], [3, 2])
  real, parameter :: n2(2) = norm2(m, dim=1)
  type(cell), parameter :: cells(4) = [(cell(i * 0.5), i = 1, 4)]
  character(7) :: sv
  complex :: zv
  complex(8) :: zzv
  integer :: av(4, 3)

  sv = s
  print '(3a3)', mid
  print *, rev, len(none), rev == transfer([(sv(i:i), i = len(sv), 1, -1)], sv)
  zv = (2.0, 1.0)
  print *, z2, z2 == zv**2
  zv = (1.0, -1.0)
  print *, zm, abs(zm - zv**(-3)) < 1e-6
  zzv = (1.5d0, 0.5d0)
  print *, abs(zz - zzv**(0.5d0, 0.25d0)) < 1d-14
  print '(4i3)', transpose(r)
  av = a
  print *, v, all(v == av(2:2, [3, 1, 2]))
  print '(12i4)', pb
  print *, q%k, q%x
  print *, n2
  print *, cells%v
end program
