// truth: leaks Owner
import Foundation
final class Owner {
    var count = 0
    lazy var increment: () -> Void = { self.count += 1 } // expected-warning [retain-cycle]
    deinit { print("DEINIT Owner") }
}
do { let o = Owner(); o.increment() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
