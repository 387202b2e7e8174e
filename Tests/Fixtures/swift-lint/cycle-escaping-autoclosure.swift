// truth: leaks Logger
// An `@autoclosure @escaping` parameter kept by self: the closure the compiler wraps around the
// argument `self.prefix` holds self.
final class Logger {
    var prefix = "app"
    private var pending: [() -> String] = []
    func log(_ message: @autoclosure @escaping () -> String) { pending.append(message) }
    func start() {
        log(self.prefix + " started") // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Logger") }
}
do { Logger().start() }
print("END")
