! POINTER and TARGET: scalar and array pointers, ASSOCIATED, NULLIFY,
! pointer to an array section, allocate through a pointer, a linked list.
! RUN: %diff-gfortran %s
module linked
  implicit none
  type :: node
    integer :: value
    type(node), pointer :: next => null()
  end type node
end module linked

program pointers
  use linked
  implicit none
  integer, target :: a = 5, arr(6) = [1, 2, 3, 4, 5, 6]
  integer, pointer :: p => null(), q(:) => null()
  type(node), pointer :: head, cur
  integer :: i, total

  print *, associated(p)
  p => a
  print *, associated(p), associated(p, a), p
  p = 42
  print *, a
  q => arr(2:6:2)
  print *, q, size(q)
  q = 0
  print *, arr
  nullify(p)
  print *, associated(p)
  allocate(p)
  p = 7
  print *, p
  deallocate(p)

  nullify(head)
  do i = 1, 5
    allocate(cur)
    cur%value = i * i
    cur%next => head
    head => cur
  end do
  total = 0
  cur => head
  do while (associated(cur))
    print *, 'node', cur%value
    total = total + cur%value
    cur => cur%next
  end do
  print *, 'total', total
  do while (associated(head))
    cur => head%next
    deallocate(head)
    head => cur
  end do
  print *, 'freed', .not. associated(head)
end program pointers
