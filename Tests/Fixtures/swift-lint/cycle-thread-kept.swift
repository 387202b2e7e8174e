// truth: leaks Owner
import Foundation
final class Owner {
    var thread: Thread?
    func tick() {}
    func start() {
        // The thread ends at once, but Foundation's Thread keeps its block: self → thread → block → self.
        let t = Thread { self.tick() } // expected-warning [retain-cycle]
        thread = t
        t.start()
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
