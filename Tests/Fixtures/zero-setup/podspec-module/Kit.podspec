Pod::Spec.new do |s|
  s.name = 'Kit'
  s.source_files = 'src/**/*.{h,m}'
end
