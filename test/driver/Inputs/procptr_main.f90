! Uses procptr_mod.f90 through its module file (test/driver/proc_pointer_module.test).
program t
  use quad
  implicit none
  type(entry_t) :: table(2)
  procedure(fun), pointer :: p
  integer :: i
  table(1) = entry_t('square', sq)
  table(2)%name = 'cube'
  table(2)%f => cube
  do i = 1, 2
    p => table(i)%f
    print *, table(i)%name, p(2.0), integrate(table(i)%f, 0.0, 1.0, 100)
  end do
  current => sq
  print *, current(3.0), associated(current, sq), associated(current, cube)
  call apply(current, 4.0)
  p => pick(2)
  print *, p(2.0)
  print *, associated(table(1)%f, sq)
end program
