! COMPLEX(4) VALUE dummies without BIND(C), also OPTIONAL ones (with
! gfortran's hidden presence flag), and a COMPLEX(4) function result.
subroutine show(z, k)
  complex(4), value :: z
  integer :: k
  print *, 'show', k, z
end
subroutine maybe(z)
  complex(4), value, optional :: z
  if (present(z)) then
    print *, 'maybe', z
  else
    print *, 'maybe absent'
  end if
end
complex(4) function twice(z)
  complex(4), value :: z
  twice = 2 * z
end
