! Local arrays of a type with an ELEMENTAL FINAL subroutine are finalized
! element by element when their scope ends (BLOCK, procedure), after the
! later-declared locals; a non-elemental scalar FINAL does not apply to them.
! RUN: %diff-gfortran %s
module fla_m
  implicit none
  type :: res
    integer :: id = 0
  contains
    final :: drop
  end type
  type :: plain
    integer :: id = 0
  contains
    final :: drop_plain
  end type
contains
  impure elemental subroutine drop(x)
    type(res), intent(inout) :: x
    print *, 'drop', x%id
  end subroutine
  subroutine drop_plain(x)
    type(plain), intent(inout) :: x
    print *, 'drop plain', x%id
  end subroutine
  subroutine work(n)
    integer, intent(in) :: n
    type(res) :: many(3)
    type(plain) :: p, ps(2)
    many%id = [n, n + 1, n + 2]
    p%id = -n
    ps%id = 99
  end subroutine
end module

program final_local_arrays
  use fla_m
  implicit none
  block
    type(res) :: one, row(2)
    one%id = 10
    row%id = [20, 21]
  end block
  print *, 'between'
  call work(30)
  print *, 'done'
end program
