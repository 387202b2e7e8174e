// value-capture (Swift): a Swift closure captures the VARIABLE, not its value, unless you put
// it in a capture list.
//
// What to look at
//   The C block in value-capture.c copied `num` and printed 6. A Swift closure that uses `num`
//   shares the variable itself (Swift keeps it in a box that the closure and the function both
//   reach, like a `__block` variable in C), so it prints the CURRENT value, 1.
//   A capture list `[num]` copies the value when the closure is created, like a C block: 6.
//
// Try
//   1. Make `num` a `let`: the compiler may copy it, but you cannot tell, because it never changes.
//
// Run: capcheck examples --only value-capture --explain
func valueCapture() {
    var num = 6
    let byReference = { print("without a capture list the closure sees num = \(num)") }
    let byValue = { [num] in print("with [num] the closure sees num = \(num)") }
    num = 1

    byReference()   // expected-output: without a capture list the closure sees num = 1
    byValue()       // expected-output: with [num] the closure sees num = 6

    // The closure can also WRITE the shared variable, like a __block variable in C.
    let increment = { num += 1 }
    increment()
    print("after increment() num = \(num)")   // expected-output: after increment() num = 2
}
