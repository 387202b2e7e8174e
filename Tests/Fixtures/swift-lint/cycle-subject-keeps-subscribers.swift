// truth: leaks TabCollection
// A subject keeps its subscribers until they cancel: an object that keeps a subject in a stored
// property keeps the closure of every kept subscription to it. A closure that holds the object
// closes a cycle for as long as the subscription is kept (here by a coordinator that outlives the
// collection): tabs → tabs.removed → subscription → closure → tabs. Lint knows Combine's subjects
// from Knowledge/closure-keepers.yml; here a stand-in small enough to run.
final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() {
        onCancel?()
        onCancel = nil
    }
    deinit { cancel() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class SubjectStandIn<Output, Failure: Error> {
    private var subscribers: [Int: (Output) -> Void] = [:]
    private var next = 0
    func send(_ value: Output) { for subscriber in subscribers.values { subscriber(value) } }
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}
typealias PassthroughSubject<Output, Failure: Error> = SubjectStandIn<Output, Failure>

final class TabCollection {
    let removed = PassthroughSubject<Int, Never>()
    var count = 0
    deinit { print("DEINIT TabCollection") }
}
final class Coordinator {
    private var cancellables = Set<AnyCancellable>()
    var cache: [Int] = []
    func watch() {
        let tabs = TabCollection()
        tabs.removed
            .sink { [weak self] index in
                self?.cache.append(index + tabs.count)  // expected-warning [retain-cycle]
            }
            .store(in: &cancellables)
    }
}
let coordinator = Coordinator()
coordinator.watch()
print("END")
