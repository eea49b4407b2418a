! A generic interface named like a derived type overloads its structure
! constructor (F2003): a call whose arguments (here by keyword, as the
! CUDA Fortran book's ray tracer writes camera(lookFrom=..., vfov=...))
! match a specific calls it; others stay structure constructors.
! RUN: %diff-gfortran %s
module ctor_m
  implicit none
  type camera
    real :: o(3)
  end type
  interface camera
    module procedure make_camera
  end interface
contains
  function make_camera(lookFrom, fov) result(c)
    real, intent(in) :: lookFrom(3), fov
    type(camera) :: c
    c%o = lookFrom * fov
  end function
end module

program ctor_generic_overload
  use ctor_m
  implicit none
  type(camera) :: c, d, e
  c = camera(lookFrom=[1.0, 2.0, 3.0], fov=2.0)
  d = camera([1.0, 1.0, 1.0])
  e = camera(fov=0.5, lookFrom=[4.0, 4.0, 2.0])
  print '(3f6.2)', c%o, d%o, e%o
end program
