! Assumed-rank dummies (DIMENSION(..), F2018) in procedure bodies: RANK,
! SIZE, SHAPE, LBOUND and UBOUND with and without DIM, ALLOCATED and
! ASSOCIATED of ALLOCATABLE and POINTER ones, passed on to other
! assumed-rank dummies; actuals of every rank, scalars, sections,
! assumed-size arrays; SELECT RANK with RANK (n), RANK (*), RANK DEFAULT
! and an associate name, the arm's object indexed, assigned whole and
! passed on.
! RUN: %diff-gfortran %s
module ar_body
  implicit none
contains
  subroutine inquire(x, tag)
    real :: x(..)
    character(*), intent(in) :: tag
    integer :: k
    write (*, '(a, ":", i2, i4)', advance='no') tag, rank(x), size(x)
    if (rank(x) > 0) then
      write (*, '(a, 15i3)', advance='no') ' shape', shape(x)
      write (*, '(a, 15i3)', advance='no') ' lb', lbound(x)
      write (*, '(a, 15i3)', advance='no') ' ub', ubound(x)
      do k = 1, rank(x)
        write (*, '(i3, i3, i3)', advance='no') lbound(x, k), ubound(x, dim=k), size(x, k)
      end do
    end if
    write (*, '()')
    call passed_on(x)
  end subroutine

  subroutine passed_on(y)
    real :: y(..)
    print '(a, i2, i4, l2)', ' passed on: rank', rank(y), size(y), rank(y) == size(shape(y))
  end subroutine

  subroutine arms(x)
    real :: x(..)
    integer :: n
    select rank (x)
    rank (0)
      print '(a, f6.1)', ' scalar', x
      x = x + 1
    rank (1)
      n = size(x)
      print '(a, 10f6.1)', ' vector', x
      x(n) = -x(1)
      print '(a, 2i3, f6.1)', '  bounds', lbound(x), ubound(x), sum(x)
      call inquire(x, '  arm1')
    rank (2)
      print '(a, 2i3)', ' matrix shape', shape(x)
      x = 2 * x
      print '(a, 10f6.1)', '  row 1', x(1, :)
    rank (*)
      print '(a, 3f6.1)', ' assumed size', x(1:3)
      x(2) = 99
    rank default
      print '(a, i2)', ' rank', rank(x)
    end select
  end subroutine

  subroutine named(x)
    integer :: x(..)
    select rank (v => x)
    rank (3)
      print '(a, i4, 3i3)', ' v(3):', sum(v), ubound(v)
    rank default
      print '(a, i2)', ' default rank', rank(v)
    end select
  end subroutine

  subroutine alloc(a)
    integer, allocatable :: a(..)
    print '(a, l2, i2)', ' allocated', allocated(a), rank(a)
    if (allocated(a)) then
      print '(a, 15i4)', '  bounds', lbound(a), ubound(a), shape(a)
      select rank (a)
      rank (2)
        a(lbound(a, 1), lbound(a, 2)) = 42
        print '(a, 2i4)', '  rank 2 lbound', lbound(a)
        deallocate (a)
        allocate (a(0:1, 3))
        a = 7
      end select
    end if
  end subroutine

  subroutine ptr(p)
    real, pointer :: p(..)
    print '(a, l2, i2)', ' associated', associated(p), rank(p)
    if (associated(p)) print '(a, 15i4)', '  bounds', lbound(p), ubound(p)
  end subroutine

  subroutine sized(s)
    real :: s(3, *)
    call arms(s)
    call inquire(s, 'assumed-size')
  end subroutine
end module

program assumed_rank_body
  use ar_body
  implicit none
  real :: c = 5, v(4), m(2, 3), t3(2, 2, 2), w(0:3)
  real, target :: tg(2:5, 3)
  real, pointer :: p(:, :)
  integer :: i3(2, 3, 2)
  integer, allocatable :: al(:, :)
  v = [1, 2, 3, 4]
  m = reshape([1., 2., 3., 4., 5., 6.], [2, 3])
  t3 = 0.5
  w = [10, 20, 30, 40]
  call inquire(c, 'scalar')
  call inquire(v, 'vector')
  call inquire(m, 'matrix')
  call inquire(t3, 'rank 3')
  call inquire(w, 'w(0:3)')
  call inquire(v(2:4:2), 'section')
  call inquire(m(2, :), 'row')
  call inquire(m(:, 2:1), 'empty')
  call arms(c)
  print *, c
  call arms(v)
  print *, v
  call arms(w)
  call arms(m)
  print *, m
  call arms(t3)
  call sized(m)
  print *, m
  i3 = 1
  call named(i3)
  call named(i3(1, :, :))
  call alloc(al)
  allocate (al(2:3, -1:1))
  al = 0
  call alloc(al)
  print *, lbound(al), ubound(al), al
  nullify (p)
  call ptr(p)
  tg = 1
  p => tg
  call ptr(p)
end program
