! External procedures with deferred-length CHARACTER dummies, results and
! components (gfortran passes their lengths by reference).
subroutine get_line(s)
  character(len=:), allocatable, intent(out) :: s
  s = 'from the library'
end subroutine

subroutine append(s, t)
  character(len=:), allocatable, intent(inout) :: s
  character(len=*), intent(in) :: t
  if (allocated(s)) then
    s = s // ' ' // t
  else
    s = t
  end if
end subroutine

subroutine point_at(p, n)
  character(len=:), pointer :: p
  integer, intent(in) :: n
  allocate(character(len=n) :: p)
  p = repeat('*', n)
end subroutine

function stars(n) result(r)
  integer, intent(in) :: n
  character(len=:), allocatable :: r
  r = repeat('*', n) // '|'
end function

function split(line) result(w)
  character(len=*), intent(in) :: line
  character(len=:), allocatable :: w(:)
  integer :: i, n
  n = 1
  do i = 1, len_trim(line)
    if (line(i:i) == ',') n = n + 1
  end do
  allocate(character(len=len_trim(line)) :: w(n))
  read(line, *) w
end function

subroutine fill(w, m)
  character(len=:), allocatable, intent(inout) :: w(:)
  integer, intent(in) :: m
  integer :: i
  if (allocated(w)) deallocate(w)
  allocate(character(len=m) :: w(3))
  do i = 1, 3
    w(i) = repeat(achar(iachar('a') + i - 1), m)
  end do
end subroutine

subroutine show(s)
  character(len=:), allocatable, intent(in) :: s
  if (allocated(s)) then
    print '(a,i0,3a)', 'show: ', len(s), ' [', s, ']'
  else
    print '(a)', 'show: unallocated'
  end if
end subroutine

subroutine set_rec(r, id, name)
  type rec
    sequence
    integer :: id
    character(len=:), allocatable :: name
    real :: x
  end type
  type(rec), intent(inout) :: r
  integer, intent(in) :: id
  character(len=*), intent(in) :: name
  r%id = id
  r%name = name
  r%x = 0.5 * id
end subroutine

subroutine print_rec(r)
  type rec
    sequence
    integer :: id
    character(len=:), allocatable :: name
    real :: x
  end type
  type(rec), intent(in) :: r
  print '(a,i0,3a,i0,a,f4.1)', 'rec ', r%id, ' [', r%name, '] len ', len(r%name), ' x ', r%x
end subroutine
