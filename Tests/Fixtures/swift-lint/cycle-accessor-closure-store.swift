// truth: leaks StreamRequest
// A value stored through an accessor closure: a property wrapper's `write` hands its closure
// the wrapped value itself, `inout` (`$state.write { $0.streams.append(h) }`), so what is
// appended there is kept by `self`. Alamofire's `@Protected` and Swift's `Mutex.withLock` work
// this way. A tuple keeps its elements.
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
        let parser = { (text: String) in self.received.append(text) }  // expected-warning [retain-cycle]
        $state.write { $0.streams.append((queue, parser)) }
        $state.write { state in
            let capture = (queue, { (text: String) in self.received.append(text + "!") })  // expected-warning [retain-cycle]
            state.streams.append(capture)
        }
    }
    deinit { print("DEINIT StreamRequest") }
}
do { StreamRequest().responseStream(queue: 1) }
print("END")
