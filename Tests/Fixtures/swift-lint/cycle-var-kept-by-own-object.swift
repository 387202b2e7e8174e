// truth: leaks AnyCancellable
// A closure kept by an object that a local `var` holds, and that reads that variable: the
// closure holds the variable's box, the box holds the object, the object holds the closure.
// The stand-in keeps its closure in a way lint does not read as storing; lint knows
// `AnyCancellable(_:)` from Knowledge/closure-keepers.yml.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class AnyCancellable {
    private let kept = Keeper()
    init(_ cancel: @escaping () -> Void) { kept.keep(cancel) }
    deinit { print("DEINIT AnyCancellable") }
}
func register() {
    var cancellable: AnyCancellable!
    cancellable = AnyCancellable {
        print(cancellable != nil) // expected-warning [retain-cycle]
    }
}
register()
print("END")
