// truth: leaks Store
do { Store().setUp() }
print("END")
