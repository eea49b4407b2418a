! Sparse polynomials as singly linked lists of POINTER nodes: insertion
! in exponent order with merging of like terms, addition and
! multiplication building new lists, evaluation by Horner on the sparse
! form, derivative, list reversal and deallocation of every node.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module sparse_poly
  implicit none
  type term
    integer :: expo
    real(8) :: coef
    type(term), pointer :: next => null()
  end type term
  type poly
    type(term), pointer :: head => null()
  end type poly
contains
  subroutine add_term(p, c, e)
    type(poly), intent(inout) :: p
    real(8), intent(in) :: c
    integer, intent(in) :: e
    type(term), pointer :: cur, prev, nw
    if (c == 0d0) return
    prev => null()
    cur => p%head
    do while (associated(cur))
      if (cur%expo <= e) exit
      prev => cur
      cur => cur%next
    end do
    if (associated(cur)) then
      if (cur%expo == e) then
        cur%coef = cur%coef + c
        if (cur%coef == 0d0) then
          if (associated(prev)) then
            prev%next => cur%next
          else
            p%head => cur%next
          end if
          deallocate(cur)
        end if
        return
      end if
    end if
    allocate(nw)
    nw%coef = c
    nw%expo = e
    nw%next => cur
    if (associated(prev)) then
      prev%next => nw
    else
      p%head => nw
    end if
  end subroutine add_term

  function padd(a, b) result(c)
    type(poly), intent(in) :: a, b
    type(poly) :: c
    type(term), pointer :: t
    t => a%head
    do while (associated(t))
      call add_term(c, t%coef, t%expo)
      t => t%next
    end do
    t => b%head
    do while (associated(t))
      call add_term(c, t%coef, t%expo)
      t => t%next
    end do
  end function padd

  function pmul(a, b) result(c)
    type(poly), intent(in) :: a, b
    type(poly) :: c
    type(term), pointer :: s, t
    s => a%head
    do while (associated(s))
      t => b%head
      do while (associated(t))
        call add_term(c, s%coef * t%coef, s%expo + t%expo)
        t => t%next
      end do
      s => s%next
    end do
  end function pmul

  function pderiv(a) result(c)
    type(poly), intent(in) :: a
    type(poly) :: c
    type(term), pointer :: t
    t => a%head
    do while (associated(t))
      if (t%expo > 0) call add_term(c, t%coef * t%expo, t%expo - 1)
      t => t%next
    end do
  end function pderiv

  real(8) function peval(a, x) result(v)
    type(poly), intent(in) :: a
    real(8), intent(in) :: x
    type(term), pointer :: t
    integer :: e
    v = 0
    t => a%head
    if (.not. associated(t)) return
    e = t%expo
    do while (associated(t))
      do while (e > t%expo)
        v = v * x
        e = e - 1
      end do
      v = v + t%coef
      t => t%next
    end do
    v = v * x**e
  end function peval

  subroutine pprint(name, a)
    character(len=*), intent(in) :: name
    type(poly), intent(in) :: a
    type(term), pointer :: t
    character(len=200) :: buf
    character(len=24) :: piece
    buf = ''
    t => a%head
    if (.not. associated(t)) buf = '0'
    do while (associated(t))
      if (t%expo == 0) then
        write (piece, '(sp,f0.2)') t%coef
      else if (t%expo == 1) then
        write (piece, '(sp,f0.2,a)') t%coef, 'x'
      else
        write (piece, '(sp,f0.2,a,i0)') t%coef, 'x^', t%expo
      end if
      buf = trim(buf) // ' ' // trim(piece)
      t => t%next
    end do
    print '(a,a,a)', name, ' =', trim(buf)
  end subroutine pprint

  subroutine preverse(a)
    type(poly), intent(inout) :: a
    type(term), pointer :: prev, cur, nxt
    prev => null()
    cur => a%head
    do while (associated(cur))
      nxt => cur%next
      cur%next => prev
      prev => cur
      cur => nxt
    end do
    a%head => prev
  end subroutine preverse

  integer function pfree(a) result(n)
    type(poly), intent(inout) :: a
    type(term), pointer :: t
    n = 0
    do while (associated(a%head))
      t => a%head
      a%head => t%next
      deallocate(t)
      n = n + 1
    end do
  end function pfree
end module sparse_poly

program linked_list_poly
  use sparse_poly
  implicit none
  type(poly) :: p, q, s, m, d
  type(term), pointer :: t
  integer :: n
  call add_term(p, 3d0, 4)
  call add_term(p, -2d0, 1)
  call add_term(p, 5d0, 0)
  call add_term(p, 1d0, 4)
  call add_term(q, 1d0, 1)
  call add_term(q, -1d0, 0)
  call add_term(q, 2d0, 2)
  call pprint('p', p)
  call pprint('q', q)
  s = padd(p, q)
  call pprint('p+q', s)
  m = pmul(p, q)
  call pprint('p*q', m)
  d = pderiv(m)
  call pprint("(p*q)'", d)
  print '(a,f12.4)', 'p(1.5) =', peval(p, 1.5d0)
  print '(a,f12.4)', 'p*q(-0.5) =', peval(m, -0.5d0)
  print '(a,f12.4)', 'check  =', peval(p, -0.5d0) * peval(q, -0.5d0)
  call add_term(q, 1d0, 0)
  call add_term(q, -1d0, 1)
  call pprint('q cancelled', q)
  call preverse(m)
  write (*, '(a)', advance='no') 'reversed exponents:'
  t => m%head
  do while (associated(t))
    write (*, '(1x,i0)', advance='no') t%expo
    t => t%next
  end do
  write (*, *)
  n = pfree(p) + pfree(q) + pfree(s) + pfree(m) + pfree(d)
  print '(a,i0,l2)', 'nodes freed: ', n, associated(m%head)
end program linked_list_poly
