// truth: frees MenuBarManager
// Look-alikes of cycle-local-bag-kept-later.swift: a local set that goes away with the call,
// and one kept by self whose subscription holds self weakly.
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
    var width = 0
    func configure(_ published: Published) {
        var scratch = Set<AnyCancellable>()
        published.sink { self.width = $0 }.store(in: &scratch)
        var c = Set<AnyCancellable>()
        published.sink { [weak self] in self?.width += $0 }.store(in: &c)
        cancellables = c
    }
    deinit { print("DEINIT MenuBarManager") }
}
do { MenuBarManager().configure(Published()) }
print("END")
