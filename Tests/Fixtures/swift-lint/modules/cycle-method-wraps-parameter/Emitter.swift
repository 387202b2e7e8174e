// `on(_:)` keeps its parameter wrapped in another closure, inside an accessor closure; `observe(_:)`
// hands its parameter on to `on(_:)`.
import Foundation

final class Emitter {
    private var listeners: [(Int) -> Void] = []
    private let lock = NSLock()
    var last = 0

    func on(_ listener: @escaping (Int) -> Void) {
        lock.withLock {
            listeners.append { value in listener(value) }
        }
    }

    func observe(_ listener: @escaping (Int) -> Void) { on(listener) }

    deinit { print("DEINIT Emitter") }
}
