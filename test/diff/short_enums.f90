! -fshort-enums (gfortran): the enumerators of an ENUM, BIND(C) block take
! the smallest INTEGER kind holding the block's largest value (1, 2 or 4),
! as C's -fshort-enums sizes the enum; without it they are C_INT.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -fshort-enums %s
program short_enums
  enum, bind(c)
    enumerator :: red, green = 127
  end enum
  enum, bind(c)
    enumerator :: small = -3, big = 128
  end enum
  enum, bind(c)
    enumerator :: a = 1, b = huge(1_2), c
  end enum
  integer(kind(green)) :: x
  x = green
  print *, kind(red), kind(green), kind(small), kind(big), kind(a), kind(c)
  print *, red, green, small, big, a, b, c, x
  print *, huge(x)
end program
