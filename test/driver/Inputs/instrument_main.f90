! Fortran half of driver/instrument.test: a module procedure calling
! another one twice, an external subroutine, the main program.
module instr_m
contains
  subroutine outer(n)
    integer :: n
    call inner(n)
    call inner(n + 1)
  end subroutine
  subroutine inner(n)
    integer :: n
    if (n > 100) return
    print '(a, i0)', 'inner ', n
  end subroutine
end module

subroutine ext()
  print '(a)', 'ext'
end subroutine

program instr
  use instr_m
  call outer(1)
  call ext()
end program
