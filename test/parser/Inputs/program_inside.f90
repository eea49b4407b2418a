integer :: x
program p
x = 1
end program
