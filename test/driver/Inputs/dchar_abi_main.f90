! Calls the procedures of dchar_abi_lib.f90 through interface blocks; each
! side may be compiled by either compiler.
program dchar_abi_main
  implicit none
  type rec
    sequence
    integer :: id
    character(len=:), allocatable :: name
    real :: x
  end type
  interface
    subroutine get_line(s)
      character(len=:), allocatable, intent(out) :: s
    end subroutine
    subroutine append(s, t)
      character(len=:), allocatable, intent(inout) :: s
      character(len=*), intent(in) :: t
    end subroutine
    subroutine point_at(p, n)
      character(len=:), pointer :: p
      integer, intent(in) :: n
    end subroutine
    function stars(n) result(r)
      integer, intent(in) :: n
      character(len=:), allocatable :: r
    end function
    function split(line) result(w)
      character(len=*), intent(in) :: line
      character(len=:), allocatable :: w(:)
    end function
    subroutine fill(w, m)
      character(len=:), allocatable, intent(inout) :: w(:)
      integer, intent(in) :: m
    end subroutine
    subroutine show(s)
      character(len=:), allocatable, intent(in) :: s
    end subroutine
    subroutine set_rec(r, id, name)
      import :: rec
      type(rec), intent(inout) :: r
      integer, intent(in) :: id
      character(len=*), intent(in) :: name
    end subroutine
    subroutine print_rec(r)
      import :: rec
      type(rec), intent(in) :: r
    end subroutine
  end interface
  character(len=:), allocatable :: s, w(:)
  character(len=:), pointer :: p
  type(rec) :: r
  integer :: i
  call show(s)
  call get_line(s)
  call show(s)
  print '(i0,1x,a)', len(s), s
  call append(s, 'and more')
  call show(s)
  deallocate(s)
  call append(s, 'fresh')
  call show(s)
  call point_at(p, 4)
  print '(i0,1x,a)', len(p), p
  deallocate(p)
  print '(a)', stars(3) // stars(5)
  s = stars(7)
  print '(i0,1x,a)', len(s), s
  w = split('red,green,blue,cyan')
  print '(i0,1x,i0)', size(w), len(w)
  print '(4(a,"|"))', (trim(w(i)), i = 1, size(w))
  call fill(w, 2)
  print '(i0,1x,i0,1x,3a)', size(w), len(w), w
  call fill(w, 5)
  print '(i0,1x,i0,1x,3a)', size(w), len(w), w
  call set_rec(r, 7, 'seven')
  call print_rec(r)
  r%name = r%name // '!'
  call print_rec(r)
  call set_rec(r, 12, 'twelve and more')
  print '(i0,1x,a,1x,i0)', r%id, r%name, len(r%name)
end program
