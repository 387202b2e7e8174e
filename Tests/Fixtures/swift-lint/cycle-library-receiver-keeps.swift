// truth: leaks Monitor
// Library objects that keep the handler given to them, with stand-ins small enough to run here:
// CoreMotion's activity manager keeps its update handler until stopped, a SwiftNIO future keeps
// its callbacks until it is fulfilled (a channel's closeFuture: until the channel closes). Lint
// knows the method names from Knowledge/closure-keepers.yml; the stand-ins keep the handler in a
// way it does not read as storing.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class Queue {}
final class MotionActivityManager {
    private let kept = Keeper()
    func startActivityUpdates(to queue: Queue, withHandler handler: @escaping (Int) -> Void) { kept.keep(handler) }
}
final class EventLoopFuture {
    private let kept = Keeper()
    func whenComplete(_ callback: @escaping (Int) -> Void) { kept.keep(callback) }
}
final class Channel {
    let closeFuture = EventLoopFuture()
}
final class Monitor {
    let activityManager = MotionActivityManager()
    let channel = Channel()
    var lastActivity = 0
    var open = 0
    func start() {
        activityManager.startActivityUpdates(to: Queue()) { activity in
            self.lastActivity = activity // expected-warning [retain-cycle]
        }
        self.channel.closeFuture.whenComplete { _ in
            self.open -= 1 // expected-warning [retain-cycle]
        }
    }
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start() }
print("END")
