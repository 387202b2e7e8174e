// Objects that leak and objects that do not; each class prints when it is made and when it is
// freed, so the test knows the truth: what never deinits by the end of the program leaked.
import Foundation

func made(_ name: String) { print("MADE \(name)") }
func freed(_ name: String) { print("FREED \(name)") }

final class ClosureOwner {
    var handler: (() -> Void)?
    var count = 0
    init() { made("ClosureOwner") }
    deinit { freed("ClosureOwner") }
    func arm() { handler = { self.count += 1 } }
}

final class Parent {
    var children: [Child] = []
    init() { made("Parent") }
    deinit { freed("Parent") }
}
final class Child {
    var parent: Parent?
    init() { made("Child") }
    deinit { freed("Child") }
}

final class Left {
    var right: Right?
    init() { made("Left") }
    deinit { freed("Left") }
}
final class Right {
    var left: Left?
    init() { made("Right") }
    deinit { freed("Right") }
}

final class WeakOwner {
    var handler: (() -> Void)?
    var count = 0
    init() { made("WeakOwner") }
    deinit { freed("WeakOwner") }
    func arm() { handler = { [weak self] in self?.count += 1 } }
}

final class Plain {
    init() { made("Plain") }
    deinit { freed("Plain") }
}

func run() {
    ClosureOwner().arm()
    let parent = Parent()
    let child = Child()
    child.parent = parent
    parent.children.append(child)
    let left = Left()
    left.right = Right()
    left.right?.left = left
    WeakOwner().arm()
    _ = Plain()
}

run()
print("END")
