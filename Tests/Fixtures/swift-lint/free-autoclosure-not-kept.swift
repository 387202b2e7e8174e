// truth: frees Logger
// The look-alike of cycle-escaping-autoclosure.swift: the @autoclosure is evaluated at once and
// not kept, and a kept one captures only a copy of a value.
final class Logger {
    var prefix = "app"
    private var pending: [() -> String] = []
    private var lines: [String] = []
    func now(_ message: @autoclosure () -> String) { lines.append(message()) }
    func later(_ message: @autoclosure @escaping () -> String) { pending.append(message) }
    func start() {
        now(self.prefix + " started")
        let copy = prefix
        later(copy + " later")
    }
    deinit { print("DEINIT Logger") }
}
do { Logger().start() }
print("END")
