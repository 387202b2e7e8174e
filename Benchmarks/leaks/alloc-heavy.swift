// An allocation-heavy Swift program for the `capcheck leaks` overhead benchmark: many short-lived
// objects, closures and collections, a few thousand that live to the end, one leaked cycle.
final class Node {
    var next: Node?
    var value: Int
    var action: (() -> Int)?
    init(_ value: Int) { self.value = value }
}

final class Leaky {
    var handler: (() -> Void)?
    func arm() { handler = { _ = self } }
}

func churn(_ rounds: Int) -> Int {
    var total = 0
    for r in 0..<rounds {
        var head: Node? = nil
        for i in 0..<100 {
            let node = Node(i &+ r)
            node.next = head
            let captured = node.value
            node.action = { captured &* 2 }
            head = node
        }
        var list: [Node] = []
        var n = head
        while let current = n {
            total &+= current.action?() ?? 0
            list.append(current)
            n = current.next
        }
        total &+= list.count
    }
    return total
}

var kept: [Node] = (0..<5_000).map { Node($0) }
Leaky().arm()
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 3_000
print(churn(rounds) &+ kept.count)
kept.removeAll()
