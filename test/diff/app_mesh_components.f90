! Nested derived types with allocatable components: a mesh holding an
! allocatable array of cells, each with allocatable neighbour lists and
! a fixed-size coordinate array; deep copies on assignment, reallocation
! of components by assignment, functions returning such types, arrays of
! them passed to procedures, INTENT(OUT) deallocation and MOVE_ALLOC of
! a component.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module mesh_mod
  implicit none
  type cell
    integer :: id = 0
    real :: xy(2) = 0
    integer, allocatable :: nbrs(:)
    real, allocatable :: flux(:)
  end type cell
  type mesh
    character(len=10) :: name = 'unnamed'
    type(cell), allocatable :: cells(:)
    integer :: ncells = 0
  end type mesh
contains
  function grid_mesh(nx, ny) result(m)
    integer, intent(in) :: nx, ny
    type(mesh) :: m
    integer :: i, j, k
    m%name = 'grid'
    m%ncells = nx * ny
    allocate(m%cells(m%ncells))
    do j = 1, ny
      do i = 1, nx
        k = (j - 1) * nx + i
        m%cells(k)%id = k
        m%cells(k)%xy = [real(i) - 0.5, real(j) - 0.5]
        m%cells(k)%nbrs = pack([k - 1, k + 1, k - nx, k + nx], &
             [i > 1, i < nx, j > 1, j < ny])
        allocate(m%cells(k)%flux(size(m%cells(k)%nbrs)))
        m%cells(k)%flux = 0
      end do
    end do
  end function grid_mesh

  subroutine compute_flux(m, u)
    type(mesh), intent(inout) :: m
    real, intent(in) :: u(:)
    integer :: k, n
    do k = 1, m%ncells
      associate_free: do n = 1, size(m%cells(k)%nbrs)
        m%cells(k)%flux(n) = u(m%cells(k)%nbrs(n)) - u(k)
      end do associate_free
    end do
  end subroutine compute_flux

  subroutine summary(m)
    type(mesh), intent(in) :: m
    integer :: k, deg(0:4)
    deg = 0
    do k = 1, m%ncells
      deg(size(m%cells(k)%nbrs)) = deg(size(m%cells(k)%nbrs)) + 1
    end do
    print '(a,a,i4,a,5i4)', trim(m%name), ': cells', m%ncells, '  degree histogram', deg
  end subroutine summary

  subroutine reset(m)
    type(mesh), intent(out) :: m
    m%name = 'reset'
  end subroutine reset

  subroutine remove_cell_links(c, victim)
    type(cell), intent(inout) :: c
    integer, intent(in) :: victim
    integer, allocatable :: keep(:)
    keep = pack(c%nbrs, c%nbrs /= victim)
    call move_alloc(keep, c%nbrs)
    if (allocated(c%flux)) deallocate(c%flux)
    allocate(c%flux(size(c%nbrs)), source=-1.0)
  end subroutine remove_cell_links

  real function total_flux(cells)
    type(cell), intent(in) :: cells(:)
    integer :: k
    total_flux = 0
    do k = 1, size(cells)
      total_flux = total_flux + sum(cells(k)%flux)
    end do
  end function total_flux
end module mesh_mod

program mesh_components
  use mesh_mod
  implicit none
  type(mesh) :: a, b
  type(mesh), allocatable :: family(:)
  real, allocatable :: u(:)
  integer :: k

  a = grid_mesh(4, 3)
  call summary(a)
  print '(a,*(i3))', 'neighbours of 6:', a%cells(6)%nbrs
  u = [(real(k)**2, k = 1, a%ncells)]
  call compute_flux(a, u)
  print '(a,*(f6.1))', 'flux of 6:', a%cells(6)%flux
  print '(a,f8.2)', 'total flux:', total_flux(a%cells)

  b = a                              ! deep copy
  b%name = 'copy'
  b%cells(6)%nbrs(1) = 99
  call remove_cell_links(b%cells(6), 7)
  print '(a,*(i3))', 'a%cells(6)%nbrs:', a%cells(6)%nbrs
  print '(a,*(i3))', 'b%cells(6)%nbrs:', b%cells(6)%nbrs
  print '(a,*(f5.1))', 'b%cells(6)%flux:', b%cells(6)%flux
  call summary(b)

  b%cells = b%cells(1:5)             ! reallocation of the component array
  b%ncells = size(b%cells)
  call summary(b)
  print '(a,2f6.2)', 'b cell 5 at', b%cells(5)%xy

  allocate(family(3))
  family(1) = a
  family(2) = grid_mesh(2, 2)
  family(3) = b
  do k = 1, 3
    print '(i2,1x,a,i4,l3)', k, family(k)%name, family(k)%ncells, allocated(family(k)%cells)
  end do
  call reset(family(2))
  print '(a,a,l3,i4)', 'after reset: ', family(2)%name, allocated(family(2)%cells), family(2)%ncells
  print '(a,i3)', 'family(1) cells still', size(family(1)%cells)
  deallocate(family)
  print '(a,l2)', 'a still intact:', allocated(a%cells(12)%nbrs)
end program mesh_components
