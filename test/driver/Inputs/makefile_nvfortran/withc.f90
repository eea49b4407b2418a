program withc
  interface
    real(8) function wallclock() bind(c)
    end function
  end interface
  real(8) :: t0
  t0 = wallclock()
  if (wallclock() >= t0) print *, 'withc PASS'
end program
