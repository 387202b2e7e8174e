// truth: frees Tap
// Look-alikes of a tap kept by the node self keeps: a computed property that makes a new node on
// each read, or returns a node of another object, or a global's; a block that holds self weakly;
// a node in a local that nothing keeps; and a method of the same name on a type that runs the
// block at once.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class AVAudioNode {
    private let kept = Keeper()
    func installTap(onBus bus: Int, bufferSize: Int, format: String?, block: @escaping (Int, Double) -> Void) {
        kept.keep(block)
    }
    func removeTap(onBus bus: Int) { kept.items.removeAll() }
}
final class Node {
    let avAudioNode = AVAudioNode()
}
final class Graph {
    let output = Node()
}
let sharedGraph = Graph()
final class Tap {
    private weak var graph: Graph?
    var fresh: Node { Node() }
    var output: Node { sharedGraph.output }
    var graphOutput: Node? { graph?.output }
    var level = 0.0
    init(_ graph: Graph) { self.graph = graph }
    func start() {
        fresh.avAudioNode.installTap(onBus: 0, bufferSize: 1024, format: nil, block: handle(buffer:at:))
        output.avAudioNode.installTap(onBus: 1, bufferSize: 512, format: nil) { [weak self] _, time in
            self?.level = time
        }
        let local = Node()
        local.avAudioNode.installTap(onBus: 2, bufferSize: 512, format: nil) { _, time in self.level = time }
        graphOutput?.avAudioNode.installTap(onBus: 3, bufferSize: 512, format: nil) { _, time in self.level = time }
    }
    private func handle(buffer: Int, at time: Double) { level = time }
    deinit { print("DEINIT Tap") }
}
do {
    let graph = Graph()
    Tap(graph).start()
}
print("END")
