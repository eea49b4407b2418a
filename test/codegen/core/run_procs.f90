! Procedures against gfortran: internal procedures (host association, also
! under recursion), optional arguments, assumed-shape and explicit-shape
! arrays, sections passed to both, VALUE, character results, complex results,
! SAVE, allocatable dummies, module variables.
! RUN: %diff-gfortran %s
module counters
  implicit none
  integer :: calls = 0
  real, allocatable :: store(:)
contains
  subroutine tick()
    calls = calls + 1
  end subroutine tick
  complex function rotate(z)
    complex, intent(in) :: z
    rotate = z * (0.0, 1.0)
  end function rotate
  complex(8) function twice(z)
    complex(8), intent(in) :: z
    twice = z + z
  end function twice
end module counters

recursive integer function depth_sum(n) result(total)
  integer, intent(in) :: n
  integer :: here
  here = n
  total = 0
  if (n > 0) then
    call add_here()
    total = total + depth_sum(n - 1)
  end if
contains
  subroutine add_here()
    total = total + here
  end subroutine add_here
end function depth_sum

program run_procs
  use counters
  implicit none
  integer :: depth_sum
  real :: a(6), m(3, 4)
  integer :: i, j
  character(len=12) :: label

  a = [(real(i), i = 1, 6)]
  print *, 'sum all', total(a), 'sum section', total(a(2:5)), 'strided', total(a(1:6:2))
  print *, 'first', first_of(a), first_of(a(3:))
  do j = 1, 4
    do i = 1, 3
      m(i, j) = 10 * i + j
    end do
  end do
  print *, 'column', total(m(:, 2)), 'row', total(m(2, :))
  call scale(a, 6, 0.5)
  print *, a
  print *, 'opt', opt_sum(1), opt_sum(1, 2), opt_sum(1, c=5)
  print *, 'value', bump(41)
  label = greet('ada')
  print *, '[', label, ']', len_trim(label)
  print *, rotate((1.0, 2.0)), twice((1.5d0, -2.0d0))
  do i = 1, 3
    call tick()
  end do
  print *, 'calls', calls, 'saved', counted(), counted(), counted()
  print *, 'depth', depth_sum(4)
  call fill(store, 4)
  print *, allocated(store), size(store), store
  call host_demo(3)
contains
  real function total(x)
    real, intent(in) :: x(:)
    integer :: k
    total = 0
    do k = 1, size(x)
      total = total + x(k)
    end do
  end function total

  real function first_of(x)
    real, intent(in) :: x(*)
    first_of = x(1)
  end function first_of

  subroutine scale(x, n, f)
    integer, intent(in) :: n
    real, intent(inout) :: x(n)
    real, intent(in) :: f
    x = x * f
  end subroutine scale

  integer function opt_sum(a, b, c)
    integer, intent(in) :: a
    integer, intent(in), optional :: b, c
    opt_sum = a
    if (present(b)) opt_sum = opt_sum + b
    if (present(c)) opt_sum = opt_sum + 10 * c
  end function opt_sum

  integer function bump(v)
    integer, value :: v
    v = v + 1
    bump = v
  end function bump

  function greet(name) result(s)
    character(len=*), intent(in) :: name
    character(len=12) :: s
    s = 'hi ' // name
  end function greet

  integer function counted()
    integer, save :: n = 0
    n = n + 1
    counted = n
  end function counted

  subroutine fill(v, n)
    real, allocatable, intent(out) :: v(:)
    integer, intent(in) :: n
    integer :: k
    allocate(v(n))
    do k = 1, n
      v(k) = k * k
    end do
  end subroutine fill

end program run_procs

subroutine host_demo(n)
  integer, intent(in) :: n
  integer :: acc, w(n)
  acc = 0
  w = 7
  call inner(2)
  call inner(5)
  print *, 'host acc', acc, w
contains
  subroutine inner(k)
    integer, intent(in) :: k
    acc = acc + k * n
    w(1) = acc
  end subroutine inner
end subroutine host_demo
