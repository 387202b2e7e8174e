// truth: leaks Request
do { DataRequest().validate() }
print("END")
