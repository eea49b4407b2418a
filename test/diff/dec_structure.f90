! DEC structures: STRUCTURE, RECORD, nested and anonymous STRUCTUREs,
! component access with '.' as with '%', RECORD arrays, old-style /.../
! and '=' initializers, %FILL, records as arguments and in I/O lists.
! RUN: %diff-gfortran -fdec-structure %s
module shapes
  structure /point/
    real x, y
  end structure
  structure /shape/
    character*8 name /'unnamed'/
    integer n /0/
    record /point/ corner(4)
    structure /colour/ fill, edge
      integer*2 r, g, b
    end structure
    structure tag
      integer id
      logical on
    end structure
  end structure
contains
  subroutine move(s, dx)
    record /shape/ s
    real dx
    integer k
    do k = 1, s.n
      s.corner(k).x = s.corner(k).x + dx
    end do
  end subroutine
end module

program dec_structure
  use shapes
  implicit none
  structure /padded/
    character(2) head
    character(3) %fill
    character(2) tail
  end structure
  structure /vals/
    integer m(5) /5, 4, 3*1/
    real q(2) /1_2, 2.5/
    integer :: z = 42
  end structure
  record /shape/ sq, many(3)
  record /colour/ c
  record /padded/ p
  record /vals/ v
  integer i, j
  sq.name = 'square'
  sq.n = 4
  do i = 1, 4
    sq.corner(i).x = real(mod(i, 2))
    sq.corner(i)%y = real(i / 3)
  end do
  sq.fill.r = 255
  sq%fill.g = 128
  sq.edge.b = 7
  sq.tag.id = 99
  sq.tag.on = .true.
  call move(sq, 0.5)
  many(2) = sq
  many(3).corner(2).y = -1.0
  c = sq.fill
  print *, sq.name, sq.n, (sq.corner(i).x, sq.corner(i).y, i = 1, 4)
  print *, many(2).name, many(2).corner(3).x, many(3).corner(2).y, many(1).name
  print *, c.r, c.g, c.b, sq.edge.b, sq.tag.id, sq.tag.on, many(1).tag.on
  if (sq.corner(1).x.eq.1.5.and.sq.n.gt.3) print *, 'dotted operators after components'
  p.head = 'ab'
  p.tail = 'yz'
  print *, p.head, p.tail, sizeof(p), sizeof(sq), sizeof(c)
  print *, v.m, v.q, v.z
  j = 0
  do i = 1, 5
    j = j + v.m(i)
  end do
  print *, j
  print *, many(2)
end program
