! char4_abi.test: uses char4_mod through its .mod file.
program char4_mod_use
  use char4_mod
  implicit none
  type(t) :: x
  x%c = 4_'ok'
  print '(I0,1X,I0,1X,4(A,"|"),I0,1X,I0)', len(p), ichar(p(2:2)), pa(2), v, up(4_'abc'), x%c, kind(x%c), kind(v)
end program
