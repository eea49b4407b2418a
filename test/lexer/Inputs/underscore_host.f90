program h
  v = __shfl_xor(x, 1)
end
