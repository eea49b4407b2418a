! Structure constructors of types extended twice: all inherited components
! flattened, the parent's or a grandparent's part given as one value, and
! keywords for inherited components.
! RUN: %diff-gfortran %s
module ext_ctor_m
  implicit none
  type :: person
    character(8) :: name = ""
    integer :: ss = 1
  end type
  type, extends(person) :: education
    integer :: attainment = 0
  end type
  type, extends(education) :: service
    integer :: number = 0
    character(8) :: dept = ""
  end type
end module

program ext_ctor
  use ext_ctor_m
  implicit none
  type(service) :: s
  s = service("Joe", 12, 3, 100, "Dir")
  print *, s%name, s%ss, s%attainment, s%number, s%dept
  s = service(education(person("Ann", 7), 2), 200, "Rec")
  print *, s%name, s%ss, s%attainment, s%number, s%dept
  s = service(education("Bob", 8, 5), 300, "Ops")
  print *, s%name, s%ss, s%attainment, s%number, s%dept
  s = service(person("Cy", 9), 4, 400, "Lab")
  print *, s%name, s%ss, s%attainment, s%number, s%dept
  s = service(name="Di", ss=10, attainment=6, number=500, dept="Adm")
  print *, s%name, s%ss, s%attainment, s%number, s%dept
end program
