! NAMELIST output: every intrinsic type and kind, character with quotes,
! arrays (explicit, 2-D, allocatable with non-default bounds, assumed
! shape, automatic), derived types with array and nested components,
! a group from a module, WRITE(u, NML=g) and WRITE(u, g), DELIM=.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module nml_mod
  implicit none
  integer :: counter = 42
  real :: ratio(2) = [0.5, -1.25]
  namelist /modgrp/ counter, ratio
end module nml_mod

program nml_write
  use nml_mod
  implicit none
  type inner
    integer :: k(2)
    logical :: on
  end type
  type rec
    integer :: id
    real(8) :: w(3)
    character(len=4) :: tag
    type(inner) :: in
  end type
  integer(1) :: i1 = -7
  integer(2) :: i2 = 300
  integer :: i4 = -123456
  integer(8) :: i8 = 9876543210_8
  real :: r4 = 3.25
  real(8) :: r8 = -1.0d-300
  complex :: c4 = (1.5, -2.0)
  complex(8) :: c8 = (0.0d0, 1.0d10)
  logical :: l = .false.
  logical(1) :: l1 = .true.
  character(len=6) :: s = 'it''s'
  character(len=3) :: names(2) = ['abc', 'd"e']
  integer :: m(2, 3)
  integer, allocatable :: al(:)
  type(rec) :: r
  type(rec) :: rs(2)
  namelist /scalars/ i1, i2, i4, i8, r4, r8, c4, c8, l, l1, s
  namelist /arrays/ names, m, al
  namelist /derived/ r, rs
  integer :: u

  m = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  allocate(al(-1:1))
  al = [10, 20, 30]
  r%id = 7; r%w = [1d0, 2d0, 3d0]; r%tag = 'tg'; r%in%k = [4, 5]; r%in%on = .true.
  rs(1)%id = 1; rs(1)%w = 0; rs(1)%tag = 'a'; rs(1)%in%k = 0; rs(1)%in%on = .false.
  rs(2)%id = 2; rs(2)%w = [0.5d0, 1.5d0, 2.5d0]; rs(2)%tag = 'bb'
  rs(2)%in%k = [-1, -2]; rs(2)%in%on = .true.

  write (*, nml=scalars)
  write (*, arrays)
  write (6, nml=derived)
  write (*, nml=modgrp)
  call sub(m(:, 2), 2)

  open (newunit=u, status='scratch', delim='apostrophe')
  write (u, nml=scalars)
  write (u, nml=arrays)
  rewind (u)
  call echo(u)
  close (u)
  open (newunit=u, status='scratch', delim='none')
  write (u, nml=scalars)
  rewind (u)
  call echo(u)
  close (u)
contains
  subroutine sub(a, n)
    integer, intent(in) :: a(:), n
    real :: auto(n)
    character(len=n) :: cs
    namelist /dummies/ a, auto, cs, n
    auto = 1.0 / real(a)
    cs = 'xyz'
    write (*, nml=dummies)
  end subroutine
  subroutine echo(unit)
    integer, intent(in) :: unit
    character(len=200) :: line
    integer :: ios
    do
      read (unit, '(A)', iostat=ios) line
      if (ios /= 0) exit
      print '(A)', trim(line)
    end do
  end subroutine
end program nml_write
