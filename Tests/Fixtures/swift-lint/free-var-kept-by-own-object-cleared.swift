// truth: frees AnyCancellable
// Look-alikes of cycle-var-kept-by-own-object: the variable set to nil afterwards, the closure
// reading another variable, or the object built by a call that does not keep the closure.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class AnyCancellable {
    private let kept = Keeper()
    init(_ cancel: @escaping () -> Void) { kept.keep(cancel) }
    init(running body: () -> Void) { body() }
    deinit { print("DEINIT AnyCancellable") }
}
func register() {
    var cancellable: AnyCancellable?
    cancellable = AnyCancellable { print(cancellable != nil) }
    cancellable = nil
    var other: AnyCancellable?
    let first = AnyCancellable { print(other != nil) }
    other = AnyCancellable(running: { print(other != nil) })
    _ = first
}
register()
print("END")
