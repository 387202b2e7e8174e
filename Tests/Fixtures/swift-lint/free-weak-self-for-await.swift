// truth: frees Consumer
import Foundation
final class Consumer {
    var task: Task<Void, Never>?
    var received = 0
    func start(_ stream: AsyncStream<Int>) {
        // Weak inside the loop: the task lets go of self between elements.
        task = Task { [weak self] in
            for await _ in stream { self?.received += 1 }
        }
    }
    deinit {
        task?.cancel()
        print("DEINIT Consumer")
    }
}
var continuation: AsyncStream<Int>.Continuation?
let stream = AsyncStream<Int> { continuation = $0 }
do { Consumer().start(stream); continuation?.yield(1) }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
