! Items of every kind (INTEGER 1/2/4/8, LOGICAL 1/2/4/8, REAL 4/8,
! COMPLEX 4/8) through list-directed and formatted output and input;
! implied-DO lists with INTEGER(8) and INTEGER(2) variables, negative steps,
! zero trips, inner bounds from the outer variable, and a count read by the
! same statement that bounds the list; a derived type with a character
! component read and written; internal WRITE to a substring; INQUIRE of a
! unit that is not connected.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_kinds_loops
  implicit none
  type person
    character(len=6) :: name
    integer :: age
    real(8) :: score
  end type
  integer(1) :: i1
  integer(2) :: i2, k2
  integer(8) :: i8, k8
  logical(1) :: l1
  logical(2) :: l2
  logical(8) :: l8
  real(8) :: r8
  complex(8) :: c8
  integer :: i, j, n, a(10), ios
  character(len=40) :: line
  character(len=16) :: s1, s2
  logical :: op, ex
  type(person) :: p

  i1 = -128; i2 = 32767; i8 = -huge(i8) - 1; l1 = .true.; l2 = .false.; l8 = .true.
  r8 = 1d0 / 3d0; c8 = (1d0, -1d-300)
  print *, i1, i2, i8, l1, l2, l8
  print *, r8, c8
  print '(I5, I7, I21, 3L2)', i1, i2, i8, l1, l2, l8
  print '(F20.16, 2ES24.15E3)', r8, c8
  line = '-5 77 123456789012 F T F 2.5 (3,4)'
  read (line, *) i1, i2, i8, l1, l2, l8, r8, c8
  print *, i1, i2, i8, l1, l2, l8, r8, c8
  ! implied-DO variables of other kinds and shapes of loops
  print *, (k8 * 2, k8 = 5_8, 1_8, -2_8), k8
  print *, (k2, k2 = 1_2, 3_2), k2
  print *, 'zero trip:', (i, i = 1, 0), i
  print *, ((i * 10 + j, j = 1, i), i = 1, 4)
  line = '4 10 20 30 40 50'
  a = 0
  read (line, *) n, (a(i), i = 1, n)
  print *, n, a
  read (line, *) n, (a(i), i = n, 1, -1)
  print *, a(1:4)
  ! derived type with a character component
  line = 'alice 33 91.5'
  read (line, *) p
  print *, p
  write (line, '(A6, I3, F6.1)') p
  print *, '[', trim(line), ']'
  ! internal write into a substring
  line = '0123456789'
  write (line(4:7), '(I4.4)') 42
  print *, line(1:10)
  ! a unit nobody connected
  inquire (unit=77, opened=op, exist=ex, name=s1, form=s2, iostat=ios)
  print *, op, ex, ios, ' [', trim(s2), ']'
  inquire (unit=6, opened=op, form=s2)
  print *, 'unit 6:', op, ' ', trim(s2)
end program io_kinds_loops
