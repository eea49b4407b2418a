! -fcheck=bounds: the elements of a CHARACTER array constructor without a
! type-spec must all be as long as the first (gfortran's message gives the
! first length, then the element's); with a type-spec they are padded or
! cut and nothing is checked; without the option nothing is checked.
! RUN: %cuf90 -fcheck=bounds %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t short 2>&1 | FileCheck --check-prefix=SHORT %s
! RUN: not %t long 2>&1 | FileCheck --check-prefix=LONG %s
! RUN: %cuf90 %s -o %t.none
! RUN: %t.none short | FileCheck --check-prefix=NONE %s
! OK: [abc|xyz]
! OK-NEXT: [12345|ab   ]
! SHORT: At line [[#@LINE+19]] of file {{.*}}fcheck_ctor_len.f90
! SHORT-NEXT: Fortran runtime error: Different CHARACTER lengths (3/2) in array constructor
! LONG: At line [[#@LINE+20]] of file {{.*}}fcheck_ctor_len.f90
! LONG-NEXT: Fortran runtime error: Different CHARACTER lengths (5/7) in array constructor
! NONE: [abc|xy ]
program fcheck_ctor_len
  implicit none
  character(16) :: what
  character(8) :: t
  character(5) :: v(2)
  call get_command_argument(1, what)
  select case (what)
  case ('ok')
    t = 'xyz'
    call show([character(len=3) :: 'abc', trim(t)])
    v = [character(len=5) :: '12345', 'ab']
    call show(v)
  case ('short')
    t = 'xy'
    call show(['abc', trim(t)])
  case ('long')
    t = 'abcdefg'
    v = [trim(t(1:5)), trim(t)]
    call show(v)
  end select
contains
  subroutine show(s)
    character(*), intent(in) :: s(:)
    integer :: i
    write (*, '(a)', advance='no') '['
    do i = 1, size(s)
      write (*, '(a)', advance='no') s(i)
      if (i < size(s)) write (*, '(a)', advance='no') '|'
    end do
    write (*, '(a)') ']'
  end subroutine
end program
