! Counts its calls when its local is SAVEd (-Msave); a stack slot
! overwritten between the calls would show it was not.
integer function bump()
  integer :: n
  n = n + 1
  bump = n
end function

subroutine clobber()
  integer :: a(64)
  a = -1000
  call keep(a)
end subroutine

subroutine keep(a)
  integer :: a(64)
end subroutine

program msave_counter
  integer :: bump, c(3), i
  do i = 1, 3
    c(i) = bump()
    call clobber()
  end do
  if (all(c == [1, 2, 3])) then
    write (*, '(a, 3i2)') 'counts', c
  else
    print '(a)', 'not saved'
  end if
end program
