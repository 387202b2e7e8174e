// truth: frees Field
// Look-alikes: the helper's result is run and dropped, or kept in a local; a helper returns
// something that does not hold its parameter (it runs it and returns a count); a returned
// closure that only captures the delay; and a weak capture.
import Foundation

func debounce(_ delay: TimeInterval, action: @escaping () -> Void) -> () -> Void {
    return { action() }
}
func runNow(_ action: @escaping () -> Void) -> Int {
    action()
    return 1
}
func delayed(_ delay: TimeInterval, action: @escaping () -> Void) -> () -> TimeInterval {
    action()
    return { delay }
}
final class Field {
    var isEditing = false
    private var count = 0
    private var notify: (() -> Void)?
    private var later: (() -> TimeInterval)?
    func setUp() {
        debounce(0.1) { self.isEditing = true }()
        let local = debounce(0.1) { self.isEditing = false }
        local()
        count = runNow { self.isEditing = true }
        later = delayed(0.2) { self.isEditing = false }
        notify = debounce(0.1) { [weak self] in self?.isEditing = true }
    }
    deinit { print("DEINIT Field") }
}
do { Field().setUp() }
print("END")
