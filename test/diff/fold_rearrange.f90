! TRANSPOSE, MATMUL, CSHIFT, EOSHIFT, PACK, UNPACK and FINDLOC folded in named
! constants: ranks 1 to 3, DIM, array SHIFT and BOUNDARY, CHARACTER, LOGICAL and
! COMPLEX elements, MASK and BACK; a folded value used as an array bound.
! RUN: %diff-gfortran %s
module consts
  implicit none
  integer :: ii
  integer, parameter :: a3(2,3,2) = reshape([(ii, ii = 1, 12)], [2,3,2])
  integer, parameter :: sh(2,2) = reshape([1, -1, 2, 0], [2,2])
  integer, parameter :: c3(2,3,2) = cshift(a3, sh, dim=2)
  integer, parameter :: e3(2,3,2) = eoshift(a3, 1, boundary=reshape([-1,-2,-3,-4,-5,-6], [2,3]), dim=3)
  character(len=3), parameter :: w(4) = ['abc', 'de ', 'fgh', 'de ']
  character(len=3), parameter :: we(4) = eoshift(w, 2)
  character(len=3), parameter :: wc(4) = cshift(w, -1)
  integer, parameter :: fw = findloc(w, 'de', dim=1, back=.true.)
  integer, parameter :: m2(3,4) = reshape([3,1,4,1,5,9,2,6,5,3,5,8], [3,4])
  integer, parameter :: fd(4) = findloc(m2, 5, dim=1)
  integer, parameter :: fd2(3) = findloc(m2, 5, dim=2, back=.true.)
  integer, parameter :: fm(2) = findloc(m2, 5, mask=m2 > 0 .and. reshape([(ii > 6, ii = 1, 12)], [3,4]))
  logical, parameter :: la(2,2) = reshape([.true., .false., .false., .true.], [2,2])
  logical, parameter :: lm(2,2) = matmul(la, la)
  complex, parameter :: cm(2) = matmul(reshape([(1.0,1.0), (0.0,2.0), (3.0,0.0), (1.0,-1.0)], [2,2]), [(1.0,0.0), (0.0,1.0)])
  real, parameter :: rv(3) = matmul([1.0, 2.0], reshape([1.,2.,3.,4.,5.,6.], [2,3]))
  integer, parameter :: pv(7) = pack(m2, m2 > 4, [0,0,0,0,0,0,-7])
  integer, parameter :: up(2,3) = unpack([10,20,30], reshape([.true.,.false.,.false.,.true.,.true.,.false.], [2,3]), &
                                         reshape([(-ii, ii = 1, 6)], [2,3]))
  real, parameter :: tr(3,2) = transpose(reshape([1.5, 2.5, 3.5, 4.5, 5.5, 6.5], [2,3]))
end module

program fold_rearrange
  use consts
  implicit none
  integer :: sized(fd(2) + fw)      ! the folded values as bounds
  print '(12i4)', c3
  print '(12i4)', e3
  print '(4a4)', we, wc
  print *, fw, fd, fd2, fm, size(sized)
  print *, lm
  print *, cm
  print *, rv
  print *, pv
  print *, up
  print *, tr
end program
