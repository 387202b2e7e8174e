// Ends the way its argument says, so `capcheck leaks` can be checked against each ending.
import Foundation

final class Node {
    var next: Node?
}

@inline(never) func leakOne() {
    let node = Node()
    node.next = node
}

switch CommandLine.arguments.dropFirst().first ?? "" {
case "exit3": exit(3)
case "leak-exit3": leakOne(); exit(3)
case "leak": leakOne()
case "abort": fatalError("ending on purpose")
default: break
}
