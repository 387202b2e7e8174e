// truth: frees Cell
// Look-alikes of a cell that keeps a button whose handler holds the cell: the handler holds the
// cell weakly for its nested closure (a capture list on the nested closure alone would not do: the
// outer closure holds the cell strongly to hand it on), the button's method runs the handler at
// once, the cell does not keep the button (a weak member, nothing assigned, the member cleared
// later), or the button's method of the same name belongs to another type that does not keep it.
final class Control {
    private var handlers: [Int: () -> Void] = [:]
    func on(_ event: Int, closure: @escaping () -> Void) { handlers[event] = closure }
}
final class Runner {
    func on(_ event: Int, closure: () -> Void) { closure() }
}
final class Scanner {
    func scan(_ completion: (String) -> Void) { completion("code") }
}
final class Cell {
    var accessoryView: Control?
    weak var weakView: Control?
    var runner: Runner?
    var value = ""
    func update(_ value: String) { self.value = value }
    deinit { print("DEINIT Cell") }
}
final class Controller {
    let scanner = Scanner()
    func makeCells() -> [Cell] {
        let first = Cell()
        let firstButton = Control()
        firstButton.on(1) { [weak self, weak first] in
            self?.scanner.scan { code in first?.update(code) }
        }
        first.accessoryView = firstButton

        let second = Cell()
        let runner = Runner()
        runner.on(1) { second.update("run") }
        second.runner = runner

        let third = Cell()
        let thirdButton = Control()
        thirdButton.on(1) { third.update("weak") }
        third.weakView = thirdButton

        let fourth = Cell()
        let fourthButton = Control()
        fourthButton.on(1) { fourth.update("cleared") }
        fourth.accessoryView = fourthButton
        fourth.accessoryView = nil

        let fifth = Cell()
        let fifthButton = Control()
        fifthButton.on(1) { fifth.update("unkept") }
        return [first, second, third, fourth, fifth]
    }
}
do { _ = Controller().makeCells() }
print("END")
