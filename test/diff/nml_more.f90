! NAMELIST objects that are allocatable (array and scalar), a pointer
! array and a character array, written from an internal procedure of the
! unit that declares the group and read back from a scratch file (array
! elements and the pointer target change).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program nml_more
  implicit none
  integer, allocatable :: al(:), as
  real, pointer :: pp(:)
  real, target :: tgt(3) = [1., 2., 3.]
  character(len=4) :: cv(2) = ['ab', 'cd']
  integer :: u
  namelist /h/ al, as, pp, cv
  allocate(al(2), as)
  al = [1, 2]; as = 5
  pp => tgt(2:3)
  call show()
  open (newunit=u, status='scratch')
  write (u, '(A)') "&h al(2)=20, as=50, pp=9.5, cv(2)='zz' /"
  rewind (u)
  read (u, nml=h)
  close (u)
  call show()
  print *, tgt
contains
  subroutine show()
    write (*, nml=h)
  end subroutine
end program nml_more
