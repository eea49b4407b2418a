! NULL() as an actual argument (a disassociated pointer for a POINTER
! dummy, scalar or array; an absent OPTIONAL argument), and the legacy
! comma after an I/O control list (WRITE (u, *), x; gfortran warns).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module nm
contains
  subroutine a(b)
    real, pointer :: b
    print *, 'scalar', associated(b)
  end subroutine
  subroutine c(v)
    integer, pointer :: v(:)
    print *, 'array', associated(v)
  end subroutine
  subroutine o(x)
    integer, optional :: x
    print *, 'present', present(x)
  end subroutine
  subroutine q(m)
    real, allocatable, optional :: m(:,:)
    print *, 'alloc', present(m)
    if (present(m)) print *, allocated(m)
  end subroutine
end module
program null_actual
  use nm
  call a(null())
  call c(null())
  call o(null())
  call legacy_comma
contains
  subroutine legacy_comma
    character(40) :: b
    integer :: i, j
    write (b, *), 1, 2
    print *, b
    read (b, *), i, j
    print *, i + j
  end subroutine
end program
