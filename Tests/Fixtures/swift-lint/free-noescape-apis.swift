// truth: frees Owner
import Foundation
final class Owner {
    var items = [1, 2, 3]
    var total = 0
    let lock = NSLock()
    func tick() {}
    func start() {
        items.forEach { _ in self.tick() }
        total = items.map { $0 + self.items.count }.filter { $0 > self.total }.reduce(0) { $0 + $1 + self.total }
        DispatchQueue.global().sync { self.tick() }
        lock.withLock { self.total += 1 }
        let sorted = items.sorted { _, _ in self.total > 0 }
        total += sorted.count
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
