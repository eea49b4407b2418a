! Functions of every result kind -ff2c changes (REAL returned as a double,
! COMPLEX through a hidden first argument, names with '_' get '__') and
! some it does not (REAL(8), INTEGER, a module procedure).
real function half_of(x)
  real x
  half_of = x / 2
end

complex function swap_parts(z)
  complex z
  swap_parts = cmplx(aimag(z), real(z))
end

double complex function dscaled(z, s)
  double complex z
  double precision s
  dscaled = z * s
end

double precision function dtwice(x)
  double precision x
  dtwice = 2 * x
end

integer function isq(i)
  isq = i * i
end

real function plain(x)
  plain = x + 1
end

module f2c_mod
contains
  complex function mod_conj(z)
    complex z
    mod_conj = conjg(z)
  end
end
