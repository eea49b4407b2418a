! the module of gfortran_ref_results.test: functions with scalar POINTER
! and ALLOCATABLE results (gfortran returns their address), an array
! POINTER result and a deferred-length CHARACTER one (through arguments)
module ref_results
  implicit none
  type pair
    integer :: a, b
  end type
  integer, target :: t = 42
  real, target :: arr(5) = [1, 2, 3, 4, 5]
  type(pair), target :: tp = pair(3, 4)
contains
  function int_ptr() result(p)
    integer, pointer :: p
    p => t
  end function
  function int_alloc(n) result(a)
    integer, intent(in) :: n
    integer, allocatable :: a
    allocate(a)
    a = n * 7
  end function
  function pair_ptr() result(p)
    type(pair), pointer :: p
    p => tp
  end function
  function cplx_alloc() result(z)
    complex(8), allocatable :: z
    z = (1.5d0, -2d0)
  end function
  function arr_ptr() result(p)
    real, pointer :: p(:)
    p => arr(2:4)
  end function
  function str_alloc(k) result(s)
    integer, intent(in) :: k
    character(:), allocatable :: s
    s = repeat('ab', k)
  end function
end module
