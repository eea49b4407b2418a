! Library half of char4_abi.test: external procedures with CHARACTER(KIND=4)
! dummies of assumed length, a kind-4 function result of assumed length
! and a deferred-length kind-4 allocatable dummy.
subroutine c4_show(s, n)
  character(kind=4, len=*), intent(in) :: s
  integer, intent(out) :: n
  n = len(s)
  print '(A,"|",I0)', s, len_trim(s)
end subroutine

function c4_rev(s)
  character(kind=4, len=*), intent(in) :: s
  character(kind=4, len=len(s)) :: c4_rev
  integer :: i
  do i = 1, len(s)
    c4_rev(i:i) = s(len(s) - i + 1:len(s) - i + 1)
  end do
end function

subroutine c4_grow(d)
  character(kind=4, len=:), allocatable, intent(inout) :: d
  d = d // char(955, 4) // 4_'end'
end subroutine
