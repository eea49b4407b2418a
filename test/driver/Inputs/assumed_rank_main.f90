! Calls gfortran-built procedures with assumed-rank dummies: through the
! gfortran module file and through interfaces of cuf90's own (also written
! to and read from a cuf90 .mod file).
module ar_ifaces
  implicit none
  interface
    subroutine ext_rank(x, r)
      integer, intent(in) :: x(..)
      integer, intent(out) :: r
    end subroutine ext_rank
  end interface
end module ar_ifaces

program armain
  use arlib
  use ar_ifaces
  implicit none
  real(8) :: s, v(5), m(3, 4), c(2, 2, 2)
  integer :: iv(7), i, r, k(2, 3)
  s = 2.5d0
  v = [(i * 1d0, i = 1, 5)]
  m = 1.5d0
  c = 0
  iv = 3
  k = 1
  call describe(s, 'a')
  call describe(v, 'b')
  call describe(v(2:4), 'c')
  call describe(m, 'd')
  call describe(m(:, 2:3), 'e')
  call describe(c, 'f')
  call describe(3.0d0, 'g')
  print *, bytes_of(iv), bytes_of(m), bytes_of(s), bytes_of('abcdef')
  call ext_rank(k, r)
  print *, r
  call ext_rank(iv(::2), r)
  print *, r
  call ext_rank(5, r)
  print *, r
end program armain
