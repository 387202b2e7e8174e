// truth: leaks MenuBarManager
// Subscriptions collected in a local set that `self` keeps afterwards (`var c = Set<…>();
// ….store(in: &c); cancellables = c`, or `cancellables.formUnion(c)`): self → set →
// subscription → closure → self. A Combine stand-in small enough to run.
final class AnyCancellable: Hashable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class Published {
    var value = 1
    func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
        receiveValue(value)
        return AnyCancellable { _ = receiveValue }
    }
}
final class MenuBarManager {
    var cancellables = Set<AnyCancellable>()
    var more = Set<AnyCancellable>()
    var width = 0
    func configure(_ published: Published) {
        var c = Set<AnyCancellable>()
        published.sink { self.width = $0 }.store(in: &c)  // expected-warning [retain-cycle]
        cancellables = c
        var d = Set<AnyCancellable>()
        published.sink { self.width += $0 }.store(in: &d)  // expected-warning [retain-cycle]
        more.formUnion(d)
    }
    deinit { print("DEINIT MenuBarManager") }
}
do { MenuBarManager().configure(Published()) }
print("END")
