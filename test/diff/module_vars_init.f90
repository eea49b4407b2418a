! Module variables with initial values, shared between procedures and the
! main program; SAVE'd local variables keep their values between calls.
! RUN: %diff-gfortran %s
module config
  implicit none
  integer :: verbosity = 1
  real :: threshold = 0.75
  character(len=10) :: label = 'default'
  logical :: initialized = .false.
  integer :: history(3) = [10, 20, 30]
  integer, parameter :: version = 3
contains
  subroutine setup(level)
    integer, intent(in) :: level
    verbosity = level
    label = 'custom'
    initialized = .true.
    history = history + level
  end subroutine setup

  subroutine show()
    print *, verbosity, threshold, label, initialized, history, version
  end subroutine show
end module config

program module_vars_init
  use config
  implicit none
  integer :: i
  call show()
  call setup(2)
  call show()
  threshold = threshold / 3
  call show()
  do i = 1, 4
    call tick()
  end do
  do i = 1, 3
    print *, 'id', next_id()
  end do
contains
  subroutine tick()
    integer, save :: calls = 0
    integer :: fresh
    fresh = 0
    calls = calls + 1
    fresh = fresh + 1
    print *, 'tick', calls, fresh
  end subroutine tick

  integer function next_id()
    integer :: id = 100
    id = id + 1
    next_id = id
  end function next_id
end program module_vars_init
