! Views of components in overlapping assignments (ps(2:5)%mass = ps(1:4)%mass),
! WHERE, FORALL, masked and DIM reductions, DOT_PRODUCT, ASSOCIATED with a
! section target, list-directed input into views and through a view pointer.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program v6
  implicit none
  type q
    real :: pos(3)
    real :: mass
  end type
  type(q), target :: ps(5)
  real, pointer :: m(:)
  integer :: i
  character(len=20) :: buf
  do i = 1, 5
    ps(i)%pos = [real(i), real(10*i), real(100*i)]
    ps(i)%mass = i
  end do
  m => ps%mass
  print *, associated(m), associated(m, ps(1:4)%mass)
  ps(2:5)%mass = ps(1:4)%mass
  print *, ps%mass
  ps(1:4)%pos(1) = ps(2:5)%pos(1)
  print *, ps%pos(1)
  ps%pos(2) = ps(5:1:-1)%pos(2)
  print *, ps%pos(2)
  where (ps%mass > 2) ps%pos(3) = -ps%pos(3)
  print *, ps%pos(3)
  forall (i = 1:5) ps(i)%mass = ps(i)%pos(1) * 2
  print *, ps%mass
  print *, sum(ps%pos(3), mask=ps%mass > 3), maxloc(ps%mass), count(m > 4)
  print *, dot_product(ps%mass, ps%pos(1)), minval(ps(2:4)%pos(2))
  m = sqrt(abs(m))
  print '(5f8.3)', ps%mass
  buf = '1 2 3 4 5'
  read (buf, *) ps%mass
  print *, m
  buf = '9 8 7'
  read (buf, *) m(1:5:2)
  print *, ps%mass
end program
