! Several USE statements of one module: an entity renamed in any of them
! is not accessible by its own name through a plain USE (the host's
! entity of that name stays visible); x => x keeps the name.
! RUN: %diff-gfortran %s
module m_ure
  implicit none
  integer(4) :: x = 4, y = 5
  interface pick
    module procedure pick0, pick1
  end interface
contains
  integer function pick0()
    pick0 = 42
  end function
  integer function pick1(a)
    integer, intent(in) :: a
    pick1 = a
  end function
end module

integer function pick()
  pick = 99
end function

program use_rename_elsewhere
  implicit integer(2) (a-z)
  x = 66
  y = 77
  call renamed
  call generic_renamed
  call kept
contains
  subroutine renamed
    use m_ure
    use m_ure, only: xr => x
    implicit integer(2) (a-z)
    print '(2I3,2I5)', kind(x), kind(xr), x, xr
  end subroutine
  subroutine generic_renamed
    use m_ure
    use m_ure, only: pick_r => pick
    implicit integer(4) (a-z)
    print '(2I4)', pick_r(7), pick()
  end subroutine
  subroutine kept
    use m_ure, only: y => y
    use m_ure
    print '(I3,I5)', kind(y), y
  end subroutine
end program
