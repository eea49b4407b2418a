! A submodule's variable with the name of one of its module hides the module's in the
! submodule and in its descendants (host association), unless a descendant declares its
! own; a procedure's local of that name is its own.
! RUN: %diff-gfortran %s
module hm
  implicit none
  integer :: k = 1
  character(40) :: line
  interface
    module subroutine show_a()
    end subroutine
    module subroutine show_b()
    end subroutine
    module subroutine show_c()
    end subroutine
  end interface
contains
  subroutine show_m()
    print *, 'module k', k
  end subroutine
end module

submodule (hm) ha
  implicit none
  integer :: k = 20
contains
  module subroutine show_a()
    k = k + 1
    print *, 'ha k', k
    call local()
  end subroutine
  subroutine local()
    integer :: k
    k = 300
    print *, 'local k', k
  end subroutine
end submodule

submodule (hm:ha) hb
  implicit none
contains
  module subroutine show_b()
    print *, 'hb sees ha k', k
  end subroutine
end submodule

submodule (hm:hb) hc
  implicit none
  integer :: k = 4000
contains
  module subroutine show_c()
    k = k + 2
    write (line, '(a,i6)') 'hc k', k
    print *, trim(line)
  end subroutine
end submodule

program p
  use hm
  implicit none
  k = 5
  call show_a()
  call show_b()
  call show_c()
  call show_m()
  call show_a()
  call show_c()
  print *, k
end program
