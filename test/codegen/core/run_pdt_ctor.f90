! Parameterized derived types where gfortran 12 fails (so no diff test):
! the constructor form t(8, 3)(...), and SELECT TYPE guards naming an
! instance of a type with KIND parameters only (gfortran wants them
! assumed too; the standard only LEN ones). ALLOCATE with a parameterized
! type-spec and assignment between objects of one instance.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
module run_pdt_ctor_m
  implicit none
  type :: pt(k, n)
    integer, kind :: k = 4
    integer, len :: n = 2
    real(k) :: x(n)
    integer :: id
  end type
  type :: kp(k)
    integer, kind :: k = 4
    integer(k) :: i
  end type
contains
  subroutine which(c)
    class(*), intent(in) :: c
    select type (c)
    type is (kp(8))
      print '(a,i0)', 'kp(8) ', c%i
    type is (kp)
      print '(a,i0)', 'kp(4) ', c%i
    class default
      print '(a)', 'other'
    end select
  end subroutine
end module

program run_pdt_ctor
  use run_pdt_ctor_m
  implicit none
  type(pt(8, 3)) :: b, b2
  type(pt(8, 3)), allocatable :: p
  type(pt) :: d
  type(kp(8)) :: k8
  b = pt(8, 3)(x=[1d0, 2d0, 3d0], id=7)
  b2 = b
  b2%x(2) = 20
  ! CHECK: 1.0 2.0 3.0 7 20.0
  print '(3f4.1,i2,f5.1)', b%x, b%id, b2%x(2)
  d = pt(n=2)(x=[5.0, 6.0], id=1)
  ! CHECK-NEXT: 5.0 6.0 1 4 2 4
  print '(2f4.1,4i2)', d%x, d%id, d%k, d%n, kind(d%x)
  allocate(pt(8, 3) :: p)
  p = b2
  ! CHECK-NEXT: T 20.0 3
  print '(l1,f5.1,i2)', allocated(p), p%x(2), p%n
  k8%i = 2_8**40
  ! CHECK-NEXT: kp(8) 1099511627776
  call which(k8)
  ! CHECK-NEXT: kp(4) 5
  call which(kp(5))
  ! CHECK-NEXT: other
  call which(1.0)
end program
