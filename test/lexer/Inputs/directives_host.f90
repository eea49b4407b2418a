program h
  !$cuf kernel do <<<*,*>>>
  !@cuf call cuda_only()
end
