// truth: frees Monitor
// Method references that self does not keep: run at once, kept by another object, kept in a
// local that goes away, or a method of another object.
import Dispatch
final class Subscription {
    let receive: (Int) -> Void
    init(receive: @escaping (Int) -> Void) { self.receive = receive }
    func store(in list: inout [Subscription]) { list.append(self) }
}
final class Publisher {
    func sink(receiveValue: @escaping (Int) -> Void) -> Subscription { Subscription(receive: receiveValue) }
}
final class Provider {
    let actionHandler: (Int) -> Void
    init(actionHandler: @escaping (Int) -> Void) { self.actionHandler = actionHandler }
    func handle(_ action: Int) {}
}
final class Registry {
    var cancellables: [Subscription] = []
    var providers: [Provider] = []
}
final class Monitor {
    var providers: [Provider] = []
    var handler: ((Int) -> Void)?
    func handleStatus(_ status: Int) {}
    func handleAction(_ action: Int) {}
    func start(_ statuses: Publisher, registry: Registry) {
        [1, 2].forEach(handleAction)
        _ = [1, 2].map(handleStatus(_:))
        var local: [Subscription] = []
        statuses.sink(receiveValue: handleStatus(_:)).store(in: &local)
        let provider = Provider(actionHandler: handleAction)
        provider.actionHandler(1)
        let other = Provider(actionHandler: { _ in })
        providers.append(other)
        handler = other.handle
        DispatchQueue.global().sync(execute: tapped)
        registry.cancellables.append(statuses.sink(receiveValue: handleStatus))
    }
    func tapped() {}
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start(Publisher(), registry: Registry()) }
print("END")
