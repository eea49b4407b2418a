! REAL(16)/REAL(10)/COMPLEX(16)/INTEGER(16) arrays and derived-type components:
! MATMUL and the other library intrinsics of kind 16 (libgfortran r16/c16/i16
! entries), reductions, COMPLEX(10/16) math through csqrtl/csqrtq with their C ABI
! (arguments in memory), structure constructors, formatted output.
! RUN: %diff-gfortran %s
program w2
  implicit none
  integer, parameter :: qp = 16
  real(qp) :: a(3,3), b(3,3), c(3,3), v(6), m
  complex(qp) :: z(2)
  integer(16) :: iv(4)
  real(10) :: e(4)
  type :: rec
    real(qp) :: x
    integer(16) :: n
    real(10) :: y
  end type
  type(rec) :: r
  integer :: i, j
  do j = 1, 3
    do i = 1, 3
      a(i, j) = i + 10 * j + 0.5_qp
      b(i, j) = 1.0_qp / (i + j)
    end do
  end do
  c = matmul(a, b)
  print *, c(2, 3), sum(c), maxval(c), minloc(c)
  print *, transpose(a)
  v = reshape(a(1:2, :), [6])
  print *, v, sum(v, mask=v > 20)
  m = sqrt(sum(v**2))
  print *, m
  z = [(1.0_qp, 2.0_qp), (3.0_qp, -1.0_qp)]
  print *, sum(z), product(z), abs(z(2)), sqrt(z(1)), exp(z(2))
  iv = [1_16, -2_16, huge(1_16), 5_16]
  print *, maxval(iv), minval(iv), sum(iv(1:2)), abs(iv(2)), iand(iv(3), 255_16), ishft(iv(1), 100)
  print *, maxval(iv(2:1)), minval(iv(2:1))   ! empty: -HUGE-1 and HUGE of INTEGER(16)
  e = [1, 2, 3, 4] / 3.0_10
  print *, e, sum(e), maxval(e)
  print *, sqrt(cmplx(e(1), e(2), kind=10)), exp(cmplx(e(1), e(2), kind=10)), log(z(1))
  r = rec(1.5_qp, 2_16**100, 0.25_10)
  print *, r
  write (*, '(3ES42.33)') a(1, :)
  write (*, '(4F12.8)') e
  write (*, '(I45)') r%n
end program
