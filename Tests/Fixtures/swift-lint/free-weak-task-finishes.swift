// truth: frees Owner
import Foundation
final class Owner {
    var done = false
    func tick() {}
    func start() {
        Task { [weak self] in
            try? await Task.sleep(nanoseconds: 10_000_000)
            self?.tick()
        }
        Task { [weak self] in
            while !Task.isCancelled {
                guard let self else { return }
                self.tick()
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
