// truth: frees StatusCell
// Look-alikes: the closure holds the cell weakly, or the subscription goes to a bag that the cell
// does not own.
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
final class StatusCell {
    var disposeBag = Set<AnyCancellable>()
    var title = ""
    deinit { print("DEINIT StatusCell") }
}
final class Board {
    var disposeBag = Set<AnyCancellable>()
}
enum StatusSection {
    static func configure(cell: StatusCell, title: Published, board: Board) {
        title.sink { [weak cell] value in cell?.title = value }.store(in: &cell.disposeBag)
        title.sink { value in cell.title = value }.store(in: &board.disposeBag)
    }
}
do { StatusSection.configure(cell: StatusCell(), title: Published(), board: Board()) }
print("END")
