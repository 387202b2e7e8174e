// truth: frees Accumulator
// Look-alikes of two closures that use each other: one of them is cleared when the work is done,
// or only one of them uses the other.
final class Accumulator {
    var total = 0
    deinit { print("DEINIT Accumulator") }
}
func accumulate(_ count: Int) {
    let accumulator = Accumulator()
    var onValue: ((Int) -> Void)?
    var onResult: ((Int) -> Void)?
    onValue = { value in
        accumulator.total += value
        if accumulator.total < count { onResult?(value) }
    }
    onResult = { value in onValue?(value + 1) }
    onResult?(0)
    onValue = nil
}
func forward() {
    let accumulator = Accumulator()
    var first: (() -> Void)?
    var second: (() -> Void)?
    first = { second?() }
    second = { accumulator.total += 1 }
    first?()
}
accumulate(5)
forward()
print("END")
