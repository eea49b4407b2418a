! -fdec: a Hollerith constant compared with a number is a value of the
! number's type made of its bytes (blank-padded or cut); with a CHARACTER
! value it is a character constant. A Hollerith constant may follow a
! comparison operator written with dots.
! RUN: %diff-gfortran -fdec %s
program dec_hollerith_compare
  implicit none
  integer(4) :: i
  integer(2) :: k
  real(4) :: r
  complex(4) :: z
  character(4) :: c = 'WXYZ'
  i = transfer('ABCD', i)
  k = transfer('AB', k)
  r = transfer('EFGH', r)
  z = transfer('ABCDEFGH', z)
  print *, i.eq.4HABCD, 4HABCD.eq.i, i.ne.4HABCE, i.lt.4HABCE, 4HABCE.gt.i
  print *, k.eq.2HAB, k.eq.4HABCD, k.eq.1HA
  print *, r.eq.4HEFGH, r.ge.4HEFGH, z.eq.8HABCDEFGH, z.ne.8HABCDEFGX
  print *, c.eq.4HWXYZ, 4HWXYZ.eq.c, c.lt.4HWXZA, 'AB'.eq.2HAB
end program
