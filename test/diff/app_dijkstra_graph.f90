! Graph algorithms on a weighted directed graph read from an edge list
! kept in an internal character array: adjacency lists in allocatable
! components, Dijkstra with a binary heap of (distance, vertex) pairs,
! path reconstruction, BFS levels with an integer queue, topological
! order of a DAG (Kahn), and connected components with union-find.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module graph_mod
  implicit none
  integer, parameter :: inf = huge(1) / 2
  type edge
    integer :: to, w
  end type edge
  type vertex
    type(edge), allocatable :: out(:)
    integer :: nout = 0
  end type vertex
  type graph
    integer :: n = 0
    type(vertex), allocatable :: v(:)
  end type graph
  type heap
    integer :: size = 0
    integer, allocatable :: key(:), val(:)
  end type heap
contains
  subroutine add_edge(g, a, b, w)
    type(graph), intent(inout) :: g
    integer, intent(in) :: a, b, w
    type(edge), allocatable :: tmp(:)
    associate_v: block
      if (.not. allocated(g%v(a)%out)) allocate(g%v(a)%out(2))
      if (g%v(a)%nout == size(g%v(a)%out)) then
        allocate(tmp(2 * size(g%v(a)%out)))
        tmp(1:g%v(a)%nout) = g%v(a)%out
        call move_alloc(tmp, g%v(a)%out)
      end if
      g%v(a)%nout = g%v(a)%nout + 1
      g%v(a)%out(g%v(a)%nout) = edge(b, w)
    end block associate_v
  end subroutine add_edge

  subroutine push(h, k, v)
    type(heap), intent(inout) :: h
    integer, intent(in) :: k, v
    integer :: i, p, t
    h%size = h%size + 1
    i = h%size
    h%key(i) = k
    h%val(i) = v
    do while (i > 1)
      p = i / 2
      if (h%key(p) <= h%key(i)) exit
      t = h%key(p); h%key(p) = h%key(i); h%key(i) = t
      t = h%val(p); h%val(p) = h%val(i); h%val(i) = t
      i = p
    end do
  end subroutine push

  subroutine pop(h, k, v)
    type(heap), intent(inout) :: h
    integer, intent(out) :: k, v
    integer :: i, c, t
    k = h%key(1)
    v = h%val(1)
    h%key(1) = h%key(h%size)
    h%val(1) = h%val(h%size)
    h%size = h%size - 1
    i = 1
    do
      c = 2 * i
      if (c > h%size) exit
      if (c < h%size) then
        if (h%key(c + 1) < h%key(c)) c = c + 1
      end if
      if (h%key(i) <= h%key(c)) exit
      t = h%key(c); h%key(c) = h%key(i); h%key(i) = t
      t = h%val(c); h%val(c) = h%val(i); h%val(i) = t
      i = c
    end do
  end subroutine pop

  subroutine dijkstra(g, src, dist, prev)
    type(graph), intent(in) :: g
    integer, intent(in) :: src
    integer, intent(out) :: dist(:), prev(:)
    type(heap) :: h
    integer :: d, u, k, alt
    allocate(h%key(100), h%val(100))
    dist = inf
    prev = 0
    dist(src) = 0
    call push(h, 0, src)
    do while (h%size > 0)
      call pop(h, d, u)
      if (d > dist(u)) cycle
      do k = 1, g%v(u)%nout
        alt = d + g%v(u)%out(k)%w
        if (alt < dist(g%v(u)%out(k)%to)) then
          dist(g%v(u)%out(k)%to) = alt
          prev(g%v(u)%out(k)%to) = u
          call push(h, alt, g%v(u)%out(k)%to)
        end if
      end do
    end do
  end subroutine dijkstra

  recursive function find(parent, x) result(r)
    integer, intent(inout) :: parent(:)
    integer, intent(in) :: x
    integer :: r
    if (parent(x) == x) then
      r = x
    else
      r = find(parent, parent(x))
      parent(x) = r
    end if
  end function find
end module graph_mod

program dijkstra_graph
  use graph_mod
  implicit none
  character(len=20) :: lines(11)
  type(graph) :: g
  integer :: i, a, b, w, n, dist(8), prev(8), path(8), np, v
  integer :: indeg(8), queue(8), head, tail, level(8), parent(8), ncomp
  lines = [character(len=20) :: '1 2 7', '1 3 9', '1 6 14', '2 3 10', '2 4 15', '3 4 11', &
       '3 6 2', '4 5 6', '6 5 9', '5 7 3', '7 8 1']
  n = 8
  g%n = n
  allocate(g%v(n))
  do i = 1, size(lines)
    read (lines(i), *) a, b, w
    call add_edge(g, a, b, w)
  end do
  call dijkstra(g, 1, dist, prev)
  print '(a,8i5)', 'dist:', dist
  do v = 5, 8, 3
    np = 0
    i = v
    do while (i /= 0)
      np = np + 1
      path(np) = i
      i = prev(i)
    end do
    print '(a,i0,a,*(i3))', 'path to ', v, ':', path(np:1:-1)
  end do

  level = -1
  level(1) = 0
  queue(1) = 1
  head = 1
  tail = 1
  do while (head <= tail)
    a = queue(head)
    head = head + 1
    do i = 1, g%v(a)%nout
      b = g%v(a)%out(i)%to
      if (level(b) < 0) then
        level(b) = level(a) + 1
        tail = tail + 1
        queue(tail) = b
      end if
    end do
  end do
  print '(a,8i3)', 'bfs levels:', level

  indeg = 0
  do a = 1, n
    do i = 1, g%v(a)%nout
      indeg(g%v(a)%out(i)%to) = indeg(g%v(a)%out(i)%to) + 1
    end do
  end do
  head = 1
  tail = 0
  do a = 1, n
    if (indeg(a) == 0) then
      tail = tail + 1
      queue(tail) = a
    end if
  end do
  do while (head <= tail)
    a = queue(head)
    head = head + 1
    do i = 1, g%v(a)%nout
      b = g%v(a)%out(i)%to
      indeg(b) = indeg(b) - 1
      if (indeg(b) == 0) then
        tail = tail + 1
        queue(tail) = b
      end if
    end do
  end do
  print '(a,8i3)', 'topological:', queue(1:tail)

  parent = [(i, i = 1, n)]
  call union(2, 3); call union(5, 7); call union(7, 8)
  ncomp = 0
  do i = 1, n
    if (find(parent, i) == i) ncomp = ncomp + 1
  end do
  print '(a,i0,a,8i2)', 'components: ', ncomp, ' roots', (find(parent, i), i = 1, n)
contains
  subroutine union(x, y)
    integer, intent(in) :: x, y
    integer :: rx, ry
    rx = find(parent, x)
    ry = find(parent, y)
    if (rx /= ry) parent(max(rx, ry)) = min(rx, ry)
  end subroutine union
end program dijkstra_graph
