// truth: frees Owner
import Foundation
final class Owner {
    var handler: (() -> Void)?
    func tick() {}
    func start() {
        handler = { [unowned self] in self.tick() }
        handler?()
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
