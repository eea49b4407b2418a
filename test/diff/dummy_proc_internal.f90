! A dummy procedure referenced only by an internal procedure of its
! subprogram (host association through the host's frame), as a function
! and as a subroutine.
! RUN: %diff-gfortran %s
subroutine apply(f, s, x)
  implicit none
  real, external :: f
  external :: s
  real, intent(in) :: x
  call inner()
contains
  subroutine inner()
    print *, f(x), f(2 * x)
    call s(x)
  end subroutine inner
end subroutine apply

real function twice(x)
  real, intent(in) :: x
  twice = 2 * x
end function twice

subroutine show(x)
  real, intent(in) :: x
  print *, 'show', x
end subroutine show

program dummy_proc_internal
  implicit none
  real, external :: twice
  external :: apply, show
  call apply(twice, show, 1.5)
end program dummy_proc_internal
