// truth: leaks Emitter
do { Emitter().wire() }
print("END")
