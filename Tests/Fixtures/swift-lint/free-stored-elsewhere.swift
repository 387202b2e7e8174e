// truth: frees Owner
import Foundation
final class Other { var handler: (() -> Void)? }
final class Owner {
    func tick() {}
    func start() {
        let other = Other()
        other.handler = { self.tick() }
        other.handler?()
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
