// truth: leaks ViewModel
do { RoomViewModel().start() }
print("END")
