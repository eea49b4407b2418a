! GNU library procedures that libgfortran provides, in their function and
! subroutine forms (FTELL, FSEEK, FPUTC/FGETC, STAT/FSTAT, CHMOD, ACCESS,
! RENAME, UNLINK, MALLOC/FREE, ITIME/IDATE, LTIME, RAND/SRAND, GETCWD,
! SECNDS, RANDOM_INIT ...): only results that do not depend on the machine
! are printed.
! RUN: %diff-gfortran %s
program gnu_library_procs
  implicit none
  call files
  call times
  call memory
  call randoms
  call environment
  print '(A)', 'done'
contains
  subroutine files
    integer(8) :: off
    integer :: st, buf(13), off4, ios
    character :: c
    character(20) :: fname = 'gnu_procs_tmp.txt'
    open (10, file=fname, status='replace')
    off = ftell(10)
    print '(A,I0)', 'ftell at start: ', off
    write (10, '(A)') 'abcdef'
    call ftell(10, off4)
    print '(A,I0)', 'ftell after a record: ', off4
    call fputc(10, 'x', st)
    print '(A,I0)', 'fputc status: ', st
    call flush(10)
    call fseek(10, 2_8, 0, st)
    print '(A,I0)', 'fseek status: ', st
    print '(A,I0)', 'ftell after fseek: ', ftell(10)
    call fseek(10, 0, 0)
    st = fgetc(10, c)
    print '(A,I0,1X,A)', 'fgetc: ', st, c
    call fgetc(10, c, st)
    print '(A,I0,1X,A)', 'fgetc sub: ', st, c
    st = fstat(10, buf)
    print '(A,I0,A,I0)', 'fstat: ', st, ' size ', buf(8)
    close (10)
    call ftell(10, off)
    print '(A,I0)', 'ftell of a closed unit: ', off
    call stat(fname, buf, st)
    print '(A,I0,A,I0)', 'stat: ', st, ' size ', buf(8)
    st = lstat(fname, buf)
    print '(A,I0,A,I0)', 'lstat: ', st, ' size ', buf(8)
    st = lstat('gnu_procs_no_such_file', buf)
    print '(A,L1)', 'lstat of a missing file fails: ', st /= 0
    print '(A,I0)', 'access r: ', access(fname, 'r')
    print '(A,L1)', 'access of a missing file fails: ', access('gnu_procs_no_such_file', 'r') /= 0
    st = chmod(fname, 'a+r')
    print '(A,I0)', 'chmod: ', st
    call rename(fname, 'gnu_procs_tmp2.txt', st)
    print '(A,I0)', 'rename: ', st
    print '(A,I0)', 'access after rename: ', access(fname, ' ')
    st = unlink('gnu_procs_tmp2.txt')
    print '(A,I0)', 'unlink: ', st
    call unlink('gnu_procs_tmp2.txt', st)
    print '(A,L1)', 'second unlink fails: ', st /= 0
    open (11, status='scratch', iostat=ios)
    print '(A,L1)', 'fnum >= 0: ', fnum(11) >= 0
    close (11)
  end subroutine

  subroutine times
    integer :: v(3), tv(9), t
    real :: s, ta(2), e
    call itime(v)
    print '(A,L1)', 'itime in range: ', v(1) >= 0 .and. v(1) < 24 .and. v(2) >= 0 .and. v(2) < 60
    call idate(v)
    print '(A,L1)', 'idate in range: ', v(1) >= 1 .and. v(1) <= 31 .and. v(3) > 2000
    t = 86400 + 3600
    call gmtime(t, tv)
    print '(A,9(1X,I0))', 'gmtime:', tv
    s = secnds(0.0)
    print '(A,L1)', 'secnds in a day: ', s >= 0 .and. s <= 86401
    print '(A,L1)', 'secnds of itself small: ', abs(secnds(s)) < 100
    e = etime(ta)
    print '(A,L1)', 'etime: ', e >= 0 .and. ta(1) >= 0
    call dtime(ta, e)
    print '(A,L1)', 'dtime: ', e >= 0
    call second(s)
    print '(A,L1)', 'second: ', s >= 0
  end subroutine

  subroutine memory
    integer(8) :: p
    integer :: j
    do j = 1, 100
      p = malloc(16 * j)
      if (p == 0) stop 1
      call free(p)
    end do
    print '(A)', 'malloc and free'
  end subroutine

  subroutine randoms
    real :: a, b, x(3), y(3)
    integer :: i, j
    call srand(7)
    a = rand()
    i = irand()
    call srand(7)
    b = rand(0)
    j = irand(0)
    print '(A,L1,L1)', 'srand repeats: ', a == b, i == j
    print '(A,L1)', 'rand in [0,1): ', a >= 0 .and. a < 1
    call random_init(.true., .false.)
    call random_number(x)
    call random_init(.true., .false.)
    call random_number(y)
    print '(A,L1)', 'repeatable random_init: ', all(x == y)
  end subroutine

  subroutine environment
    character(200) :: d, h
    integer :: st
    st = getcwd(d)
    call getcwd(h, st)
    print '(A,I0,L1)', 'getcwd: ', st, d == h
    call getenv('GNU_PROCS_UNSET_VARIABLE', h)
    print '(A,A,A)', 'getenv of an unset variable: [', trim(h), ']'
    print '(A,L1)', 'getpid > 0: ', getpid() > 0
    print '(A,L1)', 'getuid >= 0: ', getuid() >= 0 .and. getgid() >= 0
    call system('exit 3', st)
    print '(A,I0)', 'system status: ', st
    call system_function
  end subroutine
  subroutine system_function
    integer :: st
    st = system('true')   ! not inside PRINT: SYSTEM flushes every unit
    print '(A,I0)', 'system function: ', st
  end subroutine
end program
