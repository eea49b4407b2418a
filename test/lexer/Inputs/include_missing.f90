program m
  include 'no_such_file.fi'
end
