// truth: frees Owner
import Foundation
final class Owner {
    var total = 0
    func tick() -> Int { 1 }
    func start() async {
        await withTaskGroup(of: Int.self) { group in
            group.addTask { self.tick() }
            for await value in group { self.total += value }
        }
        let value: Int = await withCheckedContinuation { continuation in continuation.resume(returning: self.tick()) }
        total += value
    }
    deinit { print("DEINIT Owner") }
}
do { let o = Owner(); await o.start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
