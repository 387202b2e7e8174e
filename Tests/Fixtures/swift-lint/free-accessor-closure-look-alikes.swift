// truth: frees StreamRequest
// Look-alikes of cycle-accessor-closure-store.swift: the stream holds `self` weakly, and a
// wrapper that is a local of the method, not a member, goes away with it.
@propertyWrapper
final class Protected<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value { value }
    var projectedValue: Protected<Value> { self }
    func write(_ body: (inout Value) -> Void) { body(&value) }
}
struct StreamState {
    var streams: [(Int, (String) -> Void)] = []
}
final class StreamRequest {
    @Protected var state = StreamState()
    var received: [String] = []
    func responseStream(queue: Int) {
        $state.write { $0.streams.append((queue, { [weak self] text in self?.received.append(text) })) }
        let scratch = Protected(wrappedValue: StreamState())
        scratch.write { state in state.streams.append((queue, { text in self.received.append(text) })) }
    }
    deinit { print("DEINIT StreamRequest") }
}
do { StreamRequest().responseStream(queue: 1) }
print("END")
