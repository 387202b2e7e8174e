// The stored property is declared here; the closure that captures self is appended to it from
// an extension in another file.
final class Store {
    var validations: [() -> Void] = []
    func check() {}
    deinit { print("DEINIT Store") }
}
