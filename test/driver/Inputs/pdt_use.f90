program pdt_use
  use pdt_mod
  implicit none
  type(t(8, 3)) :: a
  type(t) :: b
  call fill(a, 2.5d0)
  g = a
  b%x = 1
  print '(3f4.1,2i2,i2)', g%x, g%k, g%n, kind(b%x)
end program
