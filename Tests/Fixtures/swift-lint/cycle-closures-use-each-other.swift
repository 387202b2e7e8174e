// truth: leaks Accumulator
// Two closures in local `var`s that call each other: each holds the other's box, and each box
// holds its closure: onValue's box → closure → onResult's box → closure → onValue's box, and
// whatever the closures hold stays with them.
final class Accumulator {
    var total = 0
    deinit { print("DEINIT Accumulator") }
}
func accumulate(_ count: Int) {
    let accumulator = Accumulator()
    var onValue: ((Int) -> Void)!
    var onResult: ((Int) -> Void)!
    onValue = { value in
        accumulator.total += value
        if accumulator.total < count { onResult(value) }  // expected-warning [retain-cycle]
    }
    onResult = { value in onValue(value + 1) }
    onResult(0)
}
accumulate(5)
print("END")
