! DEC UNION and MAP: the MAPs of a UNION overlay the same storage, the
! UNION as large as its largest MAP and aligned as its most aligned one;
! nested UNIONs; a MAP's initializers; I/O of a record lists every MAP's
! components.
! RUN: %diff-gfortran -fdec-structure %s
program dec_union
  implicit none
  structure /word/
    union
      map
        integer*4 long
      end map
      map
        integer*2 lo, hi
      end map
      map
        character*4 bytes
      end map
    end union
  end structure
  structure /tagged/
    character kind
    union
      map
        real*8 d
      end map
      map
        integer*1 b(3)
      end map
    end union
    integer*2 after
  end structure
  structure /regs/
    union
      map
        character(8) all
      end map
      map
        character(4) upper
        union
          map
            character(4) lower
          end map
          map
            character(2) l1, l2
          end map
        end union
      end map
    end union
  end structure
  structure /inited/
    integer :: first = 3
    union
      map
        integer*4 :: a = 1000, b = 2000
      end map
      map
        integer*2 s(6)
      end map
    end union
  end structure
  record /word/ w, wa(2)
  record /tagged/ t
  record /regs/ r
  record /inited/ q
  character(20) :: line = 'ABCDEFGHIJKLMNOPQRST'
  w.long = int(z'41424344')
  print *, w.lo, w.hi, w.bytes
  wa(2).bytes = 'WXYZ'
  print '(z8)', wa(2).long
  t.after = 5
  t.b(1) = 1
  t.b(2) = 2
  t.b(3) = 3
  print *, sizeof(w), sizeof(t), sizeof(r), sizeof(q), t.after, t.b
  r.all = '01234567'
  print *, r.upper, ' ', r.lower, ' ', r.l1, ' ', r.l2
  r.l2 = 'ab'
  print *, r.all
  print *, q.first, q.a, q.b, q.s
  read (line, '(a8,a4,a4,a2,a2)') r
  print *, r.all
  print '(a,i0,a,i0)', 'w = ', w.long, ', lo = ', w.lo
end program
