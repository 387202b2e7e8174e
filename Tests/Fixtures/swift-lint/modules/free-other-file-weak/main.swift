// truth: frees Store
do { Store().setUp() }
print("END")
