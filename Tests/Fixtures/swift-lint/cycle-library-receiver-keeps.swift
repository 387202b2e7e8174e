// truth: leaks Monitor
// A library object that keeps the handler given to it, with a stand-in small enough to run here:
// CoreMotion's activity manager keeps its update handler until stopped. Lint knows the method
// from Knowledge/closure-keepers.yml; the stand-in keeps the handler in a way lint does not read
// as storing.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class Queue {}
final class MotionActivityManager {
    private let kept = Keeper()
    func startActivityUpdates(to queue: Queue, withHandler handler: @escaping (Int) -> Void) { kept.keep(handler) }
}
final class Monitor {
    let activityManager = MotionActivityManager()
    var lastActivity = 0
    func start() {
        activityManager.startActivityUpdates(to: Queue()) { activity in
            self.lastActivity = activity // expected-warning [retain-cycle]
        }
    }
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start() }
print("END")
