! submodule_apart.test: a descendant of submod_apart_sub.f90's submodule, compiled apart (reads shapes@shapes_impl.smod)
submodule (shapes:shapes_impl) shapes_more
contains
  module procedure scale_all
    v = v * factor + helper(1)
    calls = calls + 100
  end procedure
end submodule
