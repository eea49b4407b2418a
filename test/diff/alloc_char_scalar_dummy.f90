! CHARACTER(n) and CHARACTER(*) ALLOCATABLE or POINTER scalar dummies take
! the actual's slot: the procedure allocates, assigns and points it.
! RUN: %diff-gfortran %s
program alloc_char_scalar_dummy
  implicit none
  type box
    character(len=6), allocatable :: label
  end type
  character(len=42), allocatable :: foo
  character(len=5), allocatable :: bar
  character(len=4), pointer :: p => null()
  character(len=4), target :: t = 'tgt!'
  type(box) :: b
  call alloc(foo, bar)
  print '(2I4,2L2)', len(foo), len(bar), allocated(foo), allocated(bar)
  foo = 'forty-two'
  call show(foo)
  call set(b%label)
  print '(A,A)', b%label, '|'
  call point(p)
  print '(A,L2)', p, associated(p, t)
contains
  subroutine alloc(x, y)
    character(len=*), allocatable :: x, y
    allocate (character(len=*) :: x, y)
    y = 'abcdefg'
  end subroutine
  subroutine show(x)
    character(len=*), allocatable, intent(in) :: x
    print '(A,A)', trim(x), '|'
  end subroutine
  subroutine set(x)
    character(len=6), allocatable, intent(out) :: x
    allocate (x)
    x = 'label'
  end subroutine
  subroutine point(q)
    character(len=4), pointer :: q
    q => t
  end subroutine
end program
