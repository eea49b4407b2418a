! Old-style code: COMMON blocks shared between a main program and external
! subroutines, BLOCK DATA-free DATA initialisation, EQUIVALENCE of arrays
! for a reinterpretation of storage, implicit typing, statement labels,
! arithmetic-free GO TO loops and the SAVE attribute.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      subroutine accum(x)
      real x
      common /stats/ n, total, big
      integer n
      real total, big
      n = n + 1
      total = total + x
      if (x .gt. big) big = x
      end

      subroutine report
      common /stats/ n, total, big
      integer n
      real total, big
      print 100, n, total, total / n, big
  100 format (' n=', i3, ' total=', f8.2, ' mean=', f7.3, ' max=', f7.2)
      end

      integer function counter()
      integer calls
      save calls
      data calls /0/
      calls = calls + 1
      counter = calls
      end

      program legacy_common
      implicit none
      common /stats/ n, total, big
      integer n
      real total, big
      real samples(6)
      integer i, j, counter
      external counter
      integer ibuf(4)
      integer ipair(2, 2)
      real rbuf(4)
      equivalence (ibuf(1), ipair(1, 1))
      character*8 name
      character*1 letters(8)
      equivalence (name, letters)
      data samples /3.5, 1.25, 7.0, 2.0, 9.75, 4.5/
      data n, total, big /0, 0.0, -1.0e30/
      data rbuf /4*0.5/

      do 10 i = 1, 6
         call accum(samples(i))
   10 continue
      call report

      ibuf = (/ 1, 2, 3, 4 /)
      print '(a,2(2i3,2x))', 'ibuf as 2x2:', ((ipair(i, j), i = 1, 2), j = 1, 2)
      ipair(2, 2) = 40
      print '(a,4i4)', 'ibuf after ipair(2,2)=40:', ibuf

      name = 'FORTRAN7'
      print '(a,8(a,1x))', 'letters:', letters
      letters(8) = '!'
      print '(a,a)', 'name now: ', name

      i = 0
   20 i = i + 1
      if (i .lt. 4) go to 20
      print '(a,i0)', 'loop by GO TO ended at ', i

      do 30 j = 1, 3
         i = counter()
   30 continue
      print '(a,i0)', 'counter called: ', i
      print '(a,4f5.2)', 'rbuf from DATA repeat:', rbuf
      end
