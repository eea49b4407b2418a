! Coarrays with one image (-fcoarray=single): coarray-specs on scalars,
! arrays, allocatables and components; coindexed references of image 1;
! the inquiries THIS_IMAGE, NUM_IMAGES, LCOBOUND, UCOBOUND, IMAGE_INDEX
! with constant and run-time cobounds; SYNC ALL/IMAGES/MEMORY, CRITICAL,
! atomics and collectives, coarray dummies.
! RUN: %diff-gfortran -fcoarray=single %s
module cafmod
  implicit none
  type :: box
    integer, allocatable :: v(:)[:]
  end type
contains
  subroutine bump(x, n)
    integer :: x[*]
    integer, intent(in) :: n
    x[1] = x + n
  end subroutine
  subroutine dims(a, n)
    integer, intent(in) :: n
    integer :: a(2)[n:n+1, -n:*]
    a = n
    print *, lcobound(a), ucobound(a), this_image(a), image_index(a, [n, -n])
  end subroutine
end module

program coarray_single
  use cafmod
  implicit none
  integer :: x[*], y(3)[2:3, 4:*], s, k, old
  integer, allocatable :: z(:)[:]
  real :: r[*]
  integer, codimension[*] :: w
  type(box) :: b
  character(len=20) :: msg

  x = 5
  y = [1, 2, 3]
  x[1] = x[1] + 1
  y(2)[2, 4] = 7
  print *, x, y, this_image(), num_images()
  print *, this_image(y), this_image(y, 2), lcobound(y), ucobound(y)
  print *, image_index(y, [2, 4]), image_index(y, [3, 4]), image_index(x, [1])
  k = 1
  print *, lcobound(y, k), ucobound(y, dim=k + 1)

  sync all
  s = 9
  sync all (stat=s, errmsg=msg)
  sync images (*)
  sync images (1, stat=s)
  sync images ([1])
  sync memory
  print *, s

  critical
    x = x + 1
  end critical
  call bump(x, 10)
  print *, x

  allocate(z(4)[3:*])
  z(:)[3] = [4, 3, 2, 1]
  print *, z, lcobound(z), ucobound(z), allocated(z)
  deallocate(z)
  allocate(b%v(2)[*])
  b%v(:) = 11
  print *, b%v(2)[1], lcobound(b%v)

  call atomic_define(w, 3)
  call atomic_add(w, 4)
  call atomic_ref(k, w)
  call atomic_fetch_add(w, 1, old)
  print *, k, old, w
  call atomic_cas(w, old, 8, 20)
  print *, old, w

  r = 2.5
  call co_sum(r)
  call co_max(x, result_image=1, stat=s)
  call co_broadcast(y, source_image=1)
  print *, r, x, y, s
  call dims(y, 2)
  print *, y
end program
