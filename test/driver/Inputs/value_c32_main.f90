program value_c32_main
  interface
    subroutine show(z, k)
      complex(4), value :: z
      integer :: k
    end
    subroutine maybe(z)
      complex(4), value, optional :: z
    end
    complex(4) function twice(z)
      complex(4), value :: z
    end
  end interface
  call show((1.5, -2.5), 3)
  call maybe((4.0, 5.0))
  call maybe()
  print *, twice((0.25, 0.5))
end
