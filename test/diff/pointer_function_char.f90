! CHARACTER(n), POINTER function results: the variable of an assignment (F2008),
! an INTENT(OUT) actual, a value; the callee takes gfortran's hidden length argument.
! RUN: %diff-gfortran %s
module pcm
  implicit none
  character(len=12), target :: buf
contains
  function piece(k) result(p)
    integer, intent(in) :: k
    character(len=4), pointer :: p
    p => buf((k-1)*4+1:k*4)
  end function
  function whole() result(p)
    character(len=:), pointer :: p
    p => buf
  end function
  subroutine fill(c)
    character(len=*), intent(out) :: c
    c = 'zz'
  end subroutine
end module
program t
  use pcm
  buf = 'aaaabbbbcccc'
  piece(2) = 'XY'
  print *, buf
  piece(3) = 'longer than four'
  print *, buf
  whole() = 'new'
  print *, '[', buf, ']'
  call fill(piece(1))
  print *, '[', buf, ']'
  print *, piece(1) // piece(2)
end program
