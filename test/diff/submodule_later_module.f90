! A submodule that USEs a module defined after its ancestor module, which
! itself USEs the ancestor (the dependency cycle submodules break): in the
! submodule's specification part and in one of its procedures.
! RUN: %diff-gfortran %s
module counters
  implicit none
  type :: counter
    integer :: n = 0
  end type
  interface
    module subroutine tick(c, by)
      type(counter), intent(inout) :: c
      integer, intent(in) :: by
    end subroutine
    module function report(c) result(s)
      type(counter), intent(in) :: c
      character(len=12) :: s
    end function
  end interface
end module

module limits
  use counters
  implicit none
  integer, parameter :: cap = 10
contains
  subroutine tick_twice(c)
    type(counter), intent(inout) :: c
    call tick(c, 3)
    call tick(c, 3)
  end subroutine
end module

module labels
  implicit none
  character(len=4), parameter :: tag = 'cnt='
end module

submodule (counters) counters_impl
  use limits, only: cap
contains
  module procedure tick
    c%n = min(cap, c%n + by)
  end procedure
  module function report(c) result(s)
    use labels
    type(counter), intent(in) :: c
    character(len=12) :: s
    write (s, '(a,i0)') tag, c%n
  end function
end submodule

program p
  use counters
  use limits
  implicit none
  type(counter) :: c
  call tick(c, 2)
  print '(a)', report(c)
  call tick_twice(c)
  print '(a)', report(c)
  call tick_twice(c)
  print '(a,i0)', trim(report(c)) // ' cap=', cap
end program
