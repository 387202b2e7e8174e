// truth: leaks Player
do { Player().prepare() }
print("END")
