// truth: leaks Cell
// A local object keeps a closure that holds another local, which keeps the first object: a
// button keeps its touch handler (a method of the module that stores it, or a listed library
// receiver: CoreMotion's manager keeps its update handler until stopped, here a stand-in that
// keeps it in a way lint does not read as storing), the handler holds the cell through a nested
// closure's capture even though it holds self weakly, and the cell keeps the button:
// cell → button → handler → cell.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class Queue {}
final class MotionActivityManager {
    private let kept = Keeper()
    func startActivityUpdates(to queue: Queue, withHandler handler: @escaping (Int) -> Void) { kept.keep(handler) }
}
final class Control {
    private var handlers: [Int: () -> Void] = [:]
    func on(_ event: Int, closure: @escaping () -> Void) { handlers[event] = closure }
}
final class Scanner {
    func scan(_ completion: (String) -> Void) { completion("code") }
}
final class Cell {
    var accessoryView: Control?
    var motion: MotionActivityManager?
    var value = ""
    func update(_ value: String) { self.value = value }
    deinit { print("DEINIT Cell") }
}
final class Controller {
    let scanner = Scanner()
    func makeCell() -> Cell {
        let cell = Cell()
        let button = Control()
        button.on(1) { [weak self] in
            self?.scanner.scan { code in
                cell.update(code)  // expected-warning [retain-cycle]
            }
        }
        cell.accessoryView = button
        return cell
    }
    func makeMotionCell() -> Cell {
        let cell = Cell()
        let manager = MotionActivityManager()
        manager.startActivityUpdates(to: Queue()) { activity in
            cell.update("\(activity)")  // expected-warning [retain-cycle]
        }
        cell.motion = manager
        return cell
    }
}
do {
    let controller = Controller()
    _ = controller.makeCell()
    _ = controller.makeMotionCell()
}
print("END")
