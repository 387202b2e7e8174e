// truth: frees Owner
import Foundation
func runNow(_ body: () -> Void) { body() }
func later(_ body: @escaping () -> Void) { DispatchQueue.global().async(execute: body) }
final class Owner {
    var handler: (() -> Void)?
    func tick() {}
    func apply(_ f: () -> Void) { f() }
    func start() {
        runNow { self.tick() }
        apply { self.tick() }
        // An unknown callee may or may not keep the closure: no claim. (This one does not.)
        later { self.tick() }
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
