// truth: leaks Owner
import Foundation
final class Owner {
    var handler: (() -> Void)?
    func tick() {}
    func start() {
        // Making the inner [weak self] closure reads self: the outer closure holds it strongly.
        handler = { DispatchQueue.global().async { [weak self] in self?.tick() } } // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
