program gfmod_main
  use gfmod_lib, only: n, pp, msg, big, flag, point_t, rec_t, wp, counter, shared, scale, total, &
                       describe, operator(.plus.), assignment(=), norm2d, fill, mean_of, cb_value, &
                       sum_all => total, base_t, renamed_base
  implicit none
  type(point_t) :: a, b, c
  type(rec_t) :: r
  type(base_t) :: bt
  type(renamed_base) :: rb
  character(len=20) :: text
  real(wp) :: m(2, 2)
  common /gfmod_cb/ cbv
  real :: cbv
  print *, n, pp
  print *, msg, big, flag
  shared = pp
  call scale(shared)
  call scale(shared, 0.5_wp)
  print *, shared, counter, total(shared), sum_all(pp)
  call describe(4, text)
  print *, trim(text)
  call describe(2.5_wp, text)
  print *, trim(text)
  a = 3
  b%tag = 1
  b%xy = [0.0_wp, 1.0_wp]
  c = a .plus. b
  print *, c%tag, c%xy, norm2d(c)
  call fill(r, 42)
  print *, r%i, r%name
  m = reshape([1.0_wp, 2.0_wp, 3.0_wp, 4.0_wp], [2, 2])
  print *, mean_of(2, m)
  cbv = 1.25
  print *, cb_value
  bt = rb
  print *, bt%id, kind(pp)
end program gfmod_main
