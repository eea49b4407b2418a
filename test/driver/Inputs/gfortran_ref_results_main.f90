program use_ref_results
  use ref_results
  implicit none
  integer, pointer :: q
  integer, allocatable :: k
  type(pair), pointer :: pp
  real, pointer :: r(:)
  q => int_ptr()
  print *, q, associated(q, t)
  q = 43
  print *, t, int_alloc(6) + 1
  k = int_alloc(2)
  pp => pair_ptr()
  print *, k, pp%a + pp%b, associated(pp, tp)
  print *, cplx_alloc()
  r => arr_ptr()
  print *, r, size(r)
  print *, str_alloc(3), len(str_alloc(2))
end program
