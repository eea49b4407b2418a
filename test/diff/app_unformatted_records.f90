! Unformatted sequential files: records of mixed types and arrays,
! REWIND, BACKSPACE, reading a record partly, IOSTAT at the end of the
! file, INQUIRE of an opened unit, appending with POSITION='APPEND'.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module grid_io
  implicit none
  private
  public :: grid, write_grid, read_grid
  type grid
    integer :: nx = 0, ny = 0
    character(len=16) :: label = ''
    real(kind=8), allocatable :: v(:,:)
  end type grid
contains
  subroutine write_grid(u, g)
    integer, intent(in) :: u
    type(grid), intent(in) :: g
    write (u) g%nx, g%ny, g%label
    write (u) g%v
  end subroutine write_grid

  subroutine read_grid(u, g, ios)
    integer, intent(in) :: u
    type(grid), intent(inout) :: g
    integer, intent(out) :: ios
    read (u, iostat=ios) g%nx, g%ny, g%label
    if (ios /= 0) return
    if (allocated(g%v)) deallocate(g%v)
    allocate(g%v(g%nx, g%ny))
    read (u, iostat=ios) g%v
  end subroutine read_grid
end module grid_io

program unformatted_records
  use grid_io
  implicit none
  type(grid) :: g, h
  integer :: u, i, j, ios, k, nrec
  integer :: first(3)
  character(len=20) :: acc, frm
  logical :: op

  open (newunit=u, file='app_unf_records.bin', form='unformatted', status='replace')
  do k = 1, 3
    g%nx = k + 1
    g%ny = 2 * k
    write (g%label, '(a,i0)') 'grid-', k
    if (allocated(g%v)) deallocate(g%v)
    allocate(g%v(g%nx, g%ny))
    do j = 1, g%ny
      do i = 1, g%nx
        g%v(i, j) = k * 100 + i * 10 + j + 0.5d0
      end do
    end do
    call write_grid(u, g)
  end do
  inquire (unit=u, opened=op, access=acc, form=frm)
  print '(a,l2,2(1x,a))', 'opened', op, trim(acc), trim(frm)
  close (u)

  open (newunit=u, file='app_unf_records.bin', form='unformatted', status='old', position='append')
  write (u) 7, 8, 9
  close (u)

  open (newunit=u, file='app_unf_records.bin', form='unformatted', status='old')
  nrec = 0
  do
    call read_grid(u, h, ios)
    if (ios /= 0) exit
    nrec = nrec + 1
    print '(a,1x,a,2i3,f10.2,f10.2)', 'record', trim(h%label), h%nx, h%ny, sum(h%v), h%v(h%nx, h%ny)
  end do
  print '(a,i0,a,l2)', 'grids read: ', nrec, ' ended with error', ios /= 0
  rewind (u)
  read (u) first(1), first(2)          ! partial read of a record
  print '(a,2i4)', 'first header', first(1:2)
  read (u)                             ! skip the data record
  read (u) i, j
  backspace (u)
  read (u) k
  print '(a,3i4)', 'second header twice', i, j, k
  close (u)

  ! the trailing 3-integer record: skip all the grids and read it
  open (newunit=u, file='app_unf_records.bin', form='unformatted', status='old')
  do k = 1, 6
    read (u)
  end do
  read (u) first
  print '(a,3i3)', 'trailer', first
  read (u, iostat=ios) i
  print '(a,l2)', 'end of file reached', ios < 0
  close (u, status='delete')
end program unformatted_records
