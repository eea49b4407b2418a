! Sections of PARAMETER arrays with constant subscripts and triplets are
! constants: they initialize other PARAMETERs (of kind 1 and 4 CHARACTER
! too), and are used in expressions and as actual arguments.
! RUN: %diff-gfortran %s
program param_sections
  implicit none
  integer, parameter :: p(2, 3) = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  integer, parameter :: q(3) = p(1, :), r(2) = p(:, 3), t(2) = p(2, 1:3:2), z(0) = p(1, 3:1)
  character(len=2), parameter :: c(2, 2) = reshape(['ab', 'cd', 'ef', 'gh'], [2, 2])
  character(len=2), parameter :: d(2) = c(2, :)
  character(kind=4, len=2), parameter :: w(2, 2) = reshape([4_'ab', 4_'cd', 4_'ef', 4_'gh'], [2, 2])
  character(kind=4, len=*), parameter :: w1(2) = w(1, :)
  integer, parameter :: back(3) = p(2, 3:1:-1)
  integer :: k = 2
  print *, q, r, t, size(z), d, size(q), back
  print *, p(1, 2:3), p(k, :), sum(p(:, 2)), w1, len(w1)
  call show(p(2, :))
contains
  subroutine show(v)
    integer, intent(in) :: v(:)
    print *, size(v), v
  end subroutine
end program
