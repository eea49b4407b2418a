! An allocatable array of 2 elements assigned an array of 3: reallocated by
! default, a bounds error with -fno-realloc-lhs -fcheck=bounds.
program realloc_shape
  integer, allocatable :: a(:), b(:)
  allocate(a(2), b(3))
  b = 3
  a = b
  write (*, '(i0, 1x, i0)') size(a), a(3)
end program
