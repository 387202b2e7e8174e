// truth: leaks Tap
// An audio node keeps the block installed on its bus until `removeTap(onBus:)` (AVFoundation's
// `AVAudioNode.installTap(onBus:bufferSize:format:block:)`, from Knowledge/closure-keepers.yml;
// here a stand-in small enough to run, which keeps the block in a way lint does not read as
// storing). The tap keeps its input in a stored property that a get-only computed property hands
// out, so the node reached through it is kept by the tap; installing a method of self or a
// closure using self closes tap → input → node → block → tap.
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
final class Tap {
    private let _input: Node
    var input: Node { _input }
    private var _mixer = Node()
    var mixer: Node {
        return _mixer
    }
    var level = 0.0
    init(_ input: Node) { _input = input }
    func start() {
        input.avAudioNode.installTap(onBus: 0, bufferSize: 1024, format: nil, block: handle(buffer:at:))  // expected-warning [retain-cycle]
        mixer.avAudioNode.installTap(onBus: 1, bufferSize: 512, format: nil) { _, time in
            self.level = time  // expected-warning [retain-cycle]
        }
    }
    private func handle(buffer: Int, at time: Double) { level = time }
    deinit { print("DEINIT Tap") }
}
do { Tap(Node()).start() }
print("END")
