// truth: leaks Owner
import Foundation
final class Owner {
    var handlers: [() -> Void] = []
    func tick() {}
    func start() {
        handlers.append { self.tick() } // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
