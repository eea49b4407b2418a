! FORMAT statements: continued over several lines (with comments and '&'
! continuations), Hollerith and quoted strings holding blanks, '!' and ';',
! a character format continued inside the string, and FORMAT statements of
! module procedures, internal procedures and constructs (SELECT CASE, BLOCK)
! whose labels repeat from one procedure to the next.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module fmt_mod
  implicit none
contains
  subroutine report(n)
    integer, intent(in) :: n
    select case (n)
    case (1)
      write (*, 10) n
10    format ('module, case one:', I3)
    case default
      block
        write (*, 20) n, n * n
20      format ('module, block:', 2I4)
      end block
    end select
  end subroutine
end module fmt_mod

program io_format_stmt
  use fmt_mod
  implicit none
  integer :: i = 7
  real :: x = 2.5
  write (*, 100) i, x
100 format (' i=', I3, &
            ' x=', F6.2, &   ! a comment between the lines
      & ' done! ''ok''')
  write (*, 200) i
200 FORMAT(5Ha  bc, I2, "a;b", 2X, 'x!y')
  write (*, 300)
300 format ('A  B', /, '   C')
  write (*, '(a, &
    &i3)') 'cont', i
  call report(1)
  call report(3)
  call inner()
contains
  subroutine inner()
    write (*, 10) 'inner'
10  format ('internal procedure: ', A)
    write (*, 100) 1.5
100 format (F5.1, ' (label 100 again)')
  end subroutine
end program io_format_stmt
