// truth: leaks Consumer
import Foundation
final class Consumer {
    var task: Task<Void, Never>?
    var received = 0
    let running = DispatchSemaphore(value: 0)
    func start(_ stream: AsyncStream<Int>) {
        task = Task { [weak self] in
            guard let self else { return } // expected-warning [strong-self-across-runloop]
            running.signal()
            for await _ in stream { received += 1 }  // implicit self once self is unwrapped
        }
        running.wait()   // the task holds its strong reference before the caller lets go
    }
    deinit {
        task?.cancel()
        print("DEINIT Consumer")
    }
}
var continuation: AsyncStream<Int>.Continuation?
let stream = AsyncStream<Int> { continuation = $0 }
do { Consumer().start(stream) }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
