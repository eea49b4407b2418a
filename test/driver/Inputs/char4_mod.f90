! char4_abi.test: a module of CHARACTER(KIND=4) entities.
module char4_mod
  implicit none
  integer, parameter :: ck = 4
  character(kind=ck, len=*), parameter :: p = 4_'h' // char(955, 4) // 4_'!'
  character(kind=4, len=3), parameter :: pa(2) = [4_'abc', 4_'xyz']
  character(kind=ck, len=5) :: v = 4_'var'
  type t
    character(kind=4, len=2) :: c
  end type
contains
  function up(s) result(r)
    character(kind=ck, len=*), intent(in) :: s
    character(kind=ck, len=len(s)) :: r
    r = s
    r(1:1) = 4_'U'
  end function
end module
