! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! Free-form FORMAT statements with Hollerith edit descriptors whose text
! holds '!' (which starts a comment elsewhere), quotes, '&' and parentheses.
program hollerith_bang
  implicit none
  integer :: i, counts(3)
  character(len=8) :: names(3)
  names = [character(len=8) :: 'alpha', 'beta', 'gamma']
  counts = [3, 14, 159]
  write (6, 100)
100 format (1x, 16hInventory! (v2), 2x, 5h'ok'!) ! trailing comment
  do i = 1, 3
    write (6, 110) names(i), counts(i)
  end do
110 format (1x, a8, 4h -> , i4, 3h !!, &
            2x, 6h& (!) )
  write (6, 120) sum(counts)
120 format (7h TOTAL!, i6, /, 1x, 12h"quoted" !x!)
  write (6, '(1x, 5h!ab!c, 2x, 3h!;!)')
end program hollerith_bang
