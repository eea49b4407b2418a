program gfmod_orphan_main
  use gfmod_lib, only: wp, base_t, total, pp
  implicit none
  type(base_t) :: b
  print *, b%id, kind(1.0_wp), total(pp)
end program gfmod_orphan_main
