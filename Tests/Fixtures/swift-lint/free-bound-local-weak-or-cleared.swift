// truth: frees Cell
// Look-alikes: the bound cell captured weakly, or its closure cleared later.
final class Cell {
    var onRemove: (() -> Void)?
    var onEdit: (() -> Void)?
    deinit { print("DEINIT Cell") }
}
final class Pool {
    func dequeue() -> AnyObject? { Cell() }
}
final class Renderer {
    func remove(_ cell: Cell) {}
    func configure(_ pool: Pool) {
        guard let cell = pool.dequeue() as? Cell else { return }
        cell.onRemove = { [weak self, weak cell] in
            guard let cell else { return }
            self?.remove(cell)
        }
        if let other = pool.dequeue() as? Cell {
            other.onEdit = { [weak self] in self?.remove(other) }
            other.onEdit = nil
        }
    }
}
do { Renderer().configure(Pool()) }
print("END")
