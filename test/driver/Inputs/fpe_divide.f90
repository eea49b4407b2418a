program fpe_divide
  real :: x, y
  x = 0
  read (*, *) y
  x = y / x
  print '(a, 1x, f0.3)', 'after', x
end program
