// Nothing leaks here: every object is freed before the program ends.
final class Node {
    var next: Node?
    weak var previous: Node?
    var action: (() -> Void)?
    init() { print("MADE Node") }
    deinit { print("FREED Node") }
}

func run() {
    let a = Node()
    let b = Node()
    a.next = b
    b.previous = a
    b.action = { [unowned b] in _ = b.next }
    var list: [Node] = [a, b]
    list.removeAll()
}

run()
print("END")
