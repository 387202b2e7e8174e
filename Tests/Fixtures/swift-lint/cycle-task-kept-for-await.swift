// truth: leaks Consumer
import Foundation
final class Consumer {
    var task: Task<Void, Never>?
    var received = 0
    func start(_ stream: AsyncStream<Int>) {
        task = Task {
            for await _ in stream { self.received += 1 } // expected-warning [swift-task-self-loop]
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
