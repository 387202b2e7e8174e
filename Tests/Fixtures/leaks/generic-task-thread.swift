// Cycles through a generic class's closure, a Task stored in the object it captures, and a
// thread kept alive by its owner.
import Foundation

func made(_ name: String) { print("MADE \(name)") }
func freed(_ name: String) { print("FREED \(name)") }

final class GenericBox<Value> {
    var value: Value
    var onChange: (() -> Void)?
    init(_ value: Value) { self.value = value; made("GenericBox") }
    deinit { freed("GenericBox") }
    func arm() { onChange = { _ = self.value } }
}

final class Poller {
    var task: Task<Void, Never>?
    var ticks = 0
    init() { made("Poller") }
    deinit { freed("Poller") }
    func start() {
        task = Task { [self] in
            while !Task.isCancelled {
                ticks += 1
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
    }
}

func run() {
    GenericBox(42).arm()
    Poller().start()
}

run()
Thread.sleep(forTimeInterval: 0.05)
print("END")
