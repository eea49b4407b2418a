! CLASS(*) holding CHARACTER values: constant-length actuals and sources,
! TYPE IS (CHARACTER(*)) with the length of the value.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module any_m
  implicit none
contains
  subroutine show(v)
    class(*), intent(in) :: v
    select type (v)
    type is (character(*))
      print '(a,i0,a,a,a)', 'string of ', len(v), ' [', v, ']'
    type is (integer)
      print '(a,i0)', 'int ', v
    class default
      print '(a)', 'other'
    end select
  end subroutine
end module
program chs
  use any_m
  implicit none
  class(*), allocatable :: a, b
  character(len=7) :: w = 'seven77'
  call show('hello')
  call show('hi')
  call show(w)
  call show(3)
  a = 'stored'
  call show(a)
  allocate(b, source=a)
  call show(b)
  a = 12
  call show(a)
end program
