// truth: frees TabCollection
// Look-alikes of a subject that keeps its subscribers: the subscription is let go at once (and
// so cancelled), the closure holds the object weakly, or the member is a value the module's own
// class holds and no listed subject.
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
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}
typealias PassthroughSubject<Output, Failure: Error> = SubjectStandIn<Output, Failure>
final class Once {
    func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
        receiveValue(1)
        return AnyCancellable {}
    }
}

final class TabCollection {
    let removed = PassthroughSubject<Int, Never>()
    let once = Once()
    var count = 0
    deinit { print("DEINIT TabCollection") }
}
final class Coordinator {
    private var cancellables = Set<AnyCancellable>()
    var cache: [Int] = []
    func watch() {
        let tabs = TabCollection()
        _ = tabs.removed.sink { index in tabs.count += index }
        tabs.removed.sink { [weak tabs] index in tabs?.count += index }.store(in: &cancellables)
        tabs.once.sink { index in tabs.count += index }.store(in: &cancellables)
    }
}
let coordinator = Coordinator()
coordinator.watch()
print("END")
