// truth: frees Client
let registry = Registry()
do { Client().register(in: Registry()) }
print("END")
