! A binary search tree with pointer components: recursive insert, search,
! in-order/pre-order traversal into an allocatable array, height, delete
! with successor, and recursive deallocation; plus a singly linked list
! reversal.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module bst_mod
  implicit none
  type :: node
    integer :: key
    integer :: count = 1
    type(node), pointer :: left => null(), right => null()
  end type node
  type :: lnode
    integer :: v
    type(lnode), pointer :: next => null()
  end type lnode
contains
  recursive subroutine insert(t, k)
    type(node), pointer, intent(inout) :: t
    integer, intent(in) :: k
    if (.not. associated(t)) then
      allocate(t)
      t%key = k
    else if (k < t%key) then
      call insert(t%left, k)
    else if (k > t%key) then
      call insert(t%right, k)
    else
      t%count = t%count + 1
    end if
  end subroutine insert

  recursive function height(t) result(h)
    type(node), pointer, intent(in) :: t
    integer :: h
    if (.not. associated(t)) then
      h = 0
    else
      h = 1 + max(height(t%left), height(t%right))
    end if
  end function height

  logical function contains_key(t, k)
    type(node), pointer, intent(in) :: t
    integer, intent(in) :: k
    type(node), pointer :: cur
    cur => t
    contains_key = .false.
    do while (associated(cur))
      if (k == cur%key) then
        contains_key = .true.
        return
      end if
      if (k < cur%key) then
        cur => cur%left
      else
        cur => cur%right
      end if
    end do
  end function contains_key

  recursive subroutine inorder(t, out, n)
    type(node), pointer, intent(in) :: t
    integer, intent(inout) :: out(:), n
    if (.not. associated(t)) return
    call inorder(t%left, out, n)
    n = n + 1
    out(n) = t%key
    call inorder(t%right, out, n)
  end subroutine inorder

  recursive subroutine preorder(t, out, n)
    type(node), pointer, intent(in) :: t
    integer, intent(inout) :: out(:), n
    if (.not. associated(t)) return
    n = n + 1
    out(n) = t%key
    call preorder(t%left, out, n)
    call preorder(t%right, out, n)
  end subroutine preorder

  recursive subroutine delete(t, k)
    type(node), pointer, intent(inout) :: t
    integer, intent(in) :: k
    type(node), pointer :: tmp, succ
    if (.not. associated(t)) return
    if (k < t%key) then
      call delete(t%left, k)
    else if (k > t%key) then
      call delete(t%right, k)
    else if (.not. associated(t%left)) then
      tmp => t
      t => t%right
      deallocate(tmp)
    else if (.not. associated(t%right)) then
      tmp => t
      t => t%left
      deallocate(tmp)
    else
      succ => t%right
      do while (associated(succ%left))
        succ => succ%left
      end do
      t%key = succ%key
      t%count = succ%count
      call delete(t%right, succ%key)
    end if
  end subroutine delete

  recursive subroutine free_tree(t)
    type(node), pointer, intent(inout) :: t
    if (.not. associated(t)) return
    call free_tree(t%left)
    call free_tree(t%right)
    deallocate(t)
  end subroutine free_tree
end module bst_mod

program binary_tree
  use bst_mod
  implicit none
  type(node), pointer :: root => null()
  type(lnode), pointer :: head => null(), p, prev, nxt
  integer :: keys(12) = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50]
  integer :: out(20), n, i

  do i = 1, size(keys)
    call insert(root, keys(i))
  end do
  n = 0
  call inorder(root, out, n)
  print '(a,*(1x,i0))', 'in-order: ', out(1:n)
  n = 0
  call preorder(root, out, n)
  print '(a,*(1x,i0))', 'pre-order:', out(1:n)
  print '(a,i0)', 'height: ', height(root)
  print '(a,i0,a,i0)', 'root count: ', root%count, ', left count: ', root%left%count
  print '(a,2l2)', 'contains 45, 46:', contains_key(root, 45), contains_key(root, 46)
  call delete(root, 30)
  call delete(root, 50)
  call delete(root, 99)
  n = 0
  call inorder(root, out, n)
  print '(a,*(1x,i0))', 'after deletes:', out(1:n)
  print '(a,i0)', 'new root: ', root%key
  call free_tree(root)
  print '(a,l1)', 'freed: ', .not. associated(root)

  do i = 1, 5
    allocate(p)
    p%v = i * 11
    p%next => head
    head => p
  end do
  call print_list(head)
  prev => null()
  p => head
  do while (associated(p))
    nxt => p%next
    p%next => prev
    prev => p
    p => nxt
  end do
  head => prev
  call print_list(head)
  do while (associated(head))
    p => head%next
    deallocate(head)
    head => p
  end do
contains
  subroutine print_list(h)
    type(lnode), pointer, intent(in) :: h
    type(lnode), pointer :: c
    c => h
    write (*, '(a)', advance='no') 'list:'
    do while (associated(c))
      write (*, '(1x,i0)', advance='no') c%v
      c => c%next
    end do
    write (*, *)
  end subroutine print_list
end program binary_tree
