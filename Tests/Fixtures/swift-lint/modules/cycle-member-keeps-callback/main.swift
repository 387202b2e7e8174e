// truth: leaks Screen
do { Screen().start() }
print("END")
