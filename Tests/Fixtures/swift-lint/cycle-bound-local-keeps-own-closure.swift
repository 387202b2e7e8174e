// truth: leaks Cell
// An object bound by `guard let` or `if let` keeps a closure that captures it. The closure
// holds self weakly, but the cell it names strongly: cell → onRemove → closure → cell.
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
        cell.onRemove = { [weak self] in
            self?.remove(cell) // expected-warning [retain-cycle]
        }
        if let other = pool.dequeue() as? Cell {
            other.onEdit = { [weak self] in self?.remove(other) } // expected-warning [retain-cycle]
        }
    }
}
do { Renderer().configure(Pool()) }
print("END")
