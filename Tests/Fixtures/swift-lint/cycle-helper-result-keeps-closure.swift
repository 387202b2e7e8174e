// truth: leaks Field
// A helper that is not a method of self returns a value that keeps its closure parameter: a free
// function returns a closure holding an object built around the parameter, and an extension method
// of another type returns a closure that calls it. Self keeps what they return.
import Foundation

final class Callback {
    let handler: () -> Void
    init(handler: @escaping () -> Void) { self.handler = handler }
}
func debounce(_ delay: TimeInterval, action: @escaping () -> Void) -> () -> Void {
    let callback = Callback(handler: action)
    return {
        _ = delay
        callback.handler()
    }
}
final class Counter {
    var value = 0
}
extension Counter {
    func every(_ step: Int, do body: @escaping (Int) -> Void) -> () -> Void {
        return { body(step) }
    }
}
final class Field {
    var isEditing = false
    let counter = Counter()
    fileprivate var notify: (() -> Void)?
    private var tick: (() -> Void)?
    func setUp() {
        notify = debounce(0.1) {
            if self.isEditing {}  // expected-warning [retain-cycle]
        }
        tick = counter.every(2) { _ in
            self.isEditing.toggle()  // expected-warning [retain-cycle]
        }
    }
    deinit { print("DEINIT Field") }
}
do { Field().setUp() }
print("END")
