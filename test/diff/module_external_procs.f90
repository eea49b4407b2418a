! RUN: %diff-gfortran %s
! A function that a module only declares — EXTERNAL with a type statement,
! a type declaration with the EXTERNAL attribute, an interface body — is an
! external procedure (f_), not a module procedure (__m_MOD_f): NPB's CG and
! FT declare their timers and random numbers this way.
module module_external_procs_m
  implicit none
  external f1
  double precision f1
  double precision, external :: f2
  interface
    double precision function f3(x)
      double precision :: x
    end function
    subroutine s4(n)
      integer :: n
    end subroutine
  end interface
contains
  subroutine show()
    integer :: n
    call s4(n)
    print *, f1(1d0), f2(2d0), f3(3d0), n
  end subroutine
end module

double precision function f1(x)
  double precision :: x
  f1 = x
end

double precision function f2(x)
  double precision :: x
  f2 = 2*x
end

double precision function f3(x)
  double precision :: x
  f3 = 3*x
end

subroutine s4(n)
  integer :: n
  n = 4
end

program module_external_procs
  use module_external_procs_m
  implicit none
  call show()
  print *, f3(1.5d0)
end program
