// truth: leaks Owner
import Foundation
final class Owner {
    var handler: (() -> Void)?
    func tick() {}
    func start() {
        let h = { self.tick() } // expected-warning [retain-cycle]
        handler = h
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
