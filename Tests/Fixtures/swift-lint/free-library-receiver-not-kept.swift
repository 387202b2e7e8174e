// truth: frees Monitor
// Look-alikes of cycle-library-receiver-keeps: the manager or future is not kept by self (a local,
// another object's), or the handler holds self weakly.
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
    func start(other: Channel) {
        let manager = MotionActivityManager()
        manager.startActivityUpdates(to: Queue()) { activity in self.lastActivity = activity }
        activityManager.startActivityUpdates(to: Queue()) { [weak self] activity in self?.lastActivity = activity }
        Channel().closeFuture.whenComplete { _ in self.open -= 1 }
        other.closeFuture.whenComplete { _ in self.open -= 1 }
        channel.closeFuture.whenComplete { [weak self] _ in self?.open -= 1 }
    }
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start(other: Channel()) }
print("END")
