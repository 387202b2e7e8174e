// truth: leaks StatusCell
// An object keeps, in its own bag, a subscription whose closure uses the object: cell → bag →
// subscription → closure → cell. Lint knows `sink` and `store(in:)` from
// Knowledge/closure-keepers.yml; here a Combine stand-in small enough to run.
final class AnyCancellable: Hashable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class Published {
    var value = "title"
    func sink(receiveValue: @escaping (String) -> Void) -> AnyCancellable {
        receiveValue(value)
        return AnyCancellable { _ = receiveValue }
    }
}
protocol TitledCell: AnyObject {
    var disposeBag: Set<AnyCancellable> { get set }
    var title: String { get set }
}
final class StatusCell: TitledCell {
    var disposeBag = Set<AnyCancellable>()
    var title = ""
    deinit { print("DEINIT StatusCell") }
}
enum StatusSection {
    static func configure(cell: StatusCell, title: Published) {
        title.sink { value in
            cell.title = value  // expected-warning [retain-cycle]
        }
        .store(in: &cell.disposeBag)
    }
    // A parameter of a protocol type: `&cell.disposeBag` compiles only on a class instance.
    static func configureTitle(cell: TitledCell, title: Published) {
        title.sink { cell.title = $0 }.store(in: &cell.disposeBag)  // expected-warning [retain-cycle]
    }
}
do {
    StatusSection.configure(cell: StatusCell(), title: Published())
    StatusSection.configureTitle(cell: StatusCell(), title: Published())
}
print("END")
