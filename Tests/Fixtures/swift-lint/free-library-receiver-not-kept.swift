// truth: frees Monitor
// Look-alikes of cycle-library-receiver-keeps: the manager is not kept by self, or the handler
// holds self weakly; and a SwiftNIO-style future of self's channel whose callback holds self
// until the future is fulfilled (not listed: that is how NIO code keeps an object alive until
// its channel closes, not a leak).
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
    func succeed() { kept.items = [] }
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
        self.channel.closeFuture.whenComplete { _ in self.open -= 1 }
        channel.closeFuture.succeed()
    }
    deinit { print("DEINIT Monitor") }
}
do { Monitor().start(other: Channel()) }
print("END")
