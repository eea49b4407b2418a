! OPTIONAL VALUE dummies, as gfortran passes them: a scalar of intrinsic
! type or TYPE(C_PTR) by value with a hidden LOGICAL(1) presence flag after
! the arguments and before the CHARACTER lengths (the order of gfortran 12's
! caller, and of its callee since GCC 13); a derived type by address (NULL
! when absent), copied by the callee. Absent ones passed on by reference
! stay absent; so do an unallocated ALLOCATABLE or a disassociated POINTER
! actual (F2018 15.5.2.12).
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck --check-prefix=IR %s
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
module value_optional_abi_m
  use iso_c_binding, only: c_ptr, c_null_ptr, c_loc, c_associated
  implicit none
  type pair
    integer :: a, b
  end type
contains
  ! IR: define void @__value_optional_abi_m_MOD_show(ptr {{.*}}%tag, i32 %i, {{.*}} %p, i8 %_i, i8 %_p, i64 %{{.*}})
  subroutine show(tag, i, p)
    character(*), intent(in) :: tag
    integer, value, optional :: i
    type(c_ptr), value, optional :: p
    write (*, '(A,":",I0)', advance='no') tag, len(tag)
    if (present(i)) write (*, '(1X,"i=",I0)', advance='no') i
    if (present(p)) write (*, '(1X,"p=",L1)', advance='no') c_associated(p)
    write (*, '()')
    call by_ref(i)
  end subroutine

  subroutine by_ref(k)
    integer, optional, intent(in) :: k
    print '(A,L1)', '  by_ref present: ', present(k)
  end subroutine

  ! IR: define void @__value_optional_abi_m_MOD_swap(ptr {{.*}}%x)
  subroutine swap(x)
    type(pair), value, optional :: x
    integer :: t
    if (.not. present(x)) then
      print '(A)', 'swap: absent'
      return
    end if
    t = x%a
    x%a = x%b
    x%b = t
    print '(A,2(1X,I0))', 'swap:', x
  end subroutine
end module

program value_optional_abi
  use value_optional_abi_m
  implicit none
  integer, target :: n = 3
  integer, allocatable :: none
  integer, pointer :: nowhere => null()
  type(pair) :: q = pair(1, 2)
  ! CHECK: abc:3 i=3 p=T
  ! CHECK-NEXT: by_ref present: T
  call show('abc', n, c_loc(n))
  ! CHECK-NEXT: xy:2 p=F
  ! CHECK-NEXT: by_ref present: F
  call show('xy', p=c_null_ptr)
  ! CHECK-NEXT: :0
  ! CHECK-NEXT: by_ref present: F
  call show('', none)
  ! CHECK-NEXT: z:1
  ! CHECK-NEXT: by_ref present: F
  call show('z', nowhere)
  ! CHECK-NEXT: swap: 2 1
  call swap(q)
  ! CHECK-NEXT: 1 2
  print '(2(I0,1X))', q
  ! CHECK-NEXT: swap: absent
  call swap()
end program
