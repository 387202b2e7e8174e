// truth: leaks Owner
import Foundation
final class Owner {
    var handler: (() -> Void)?
    func tick() {}
    func start() {
        handler = tick // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
