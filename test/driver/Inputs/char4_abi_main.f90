! Main half of char4_abi.test.
program char4_abi_main
  implicit none
  interface
    subroutine c4_show(s, n)
      character(kind=4, len=*), intent(in) :: s
      integer, intent(out) :: n
    end subroutine
    function c4_rev(s)
      character(kind=4, len=*), intent(in) :: s
      character(kind=4, len=len(s)) :: c4_rev
    end function
    subroutine c4_grow(d)
      character(kind=4, len=:), allocatable, intent(inout) :: d
    end subroutine
  end interface
  character(kind=4, len=7) :: w = 4_'wide  '
  character(kind=4, len=:), allocatable :: d
  integer :: n
  call c4_show(w, n)
  print *, n
  call c4_show(w(2:3) // 4_'!', n)
  print *, n
  print '(A,"|")', c4_rev(4_'abc' // w)
  d = 4_'start-'
  call c4_grow(d)
  print *, len(d), ichar(d(7:7))
  print '(A)', d(8:)
end program
