// leaked-observer (Swift): a server whose sessions subscribe to its event bus with a closure that
// uses self, and keep their subscription. Shutting the server down frees nothing: the bus, the
// sessions and their subscriptions hold each other in a cycle no one outside can reach.
//
// What to look at
//   Server owns an EventBus. Each Session subscribes with `bus.subscribe { self.reload() }` and
//   keeps the Subscription, which keeps the bus so it can unsubscribe in its deinit:
//       Session -> Subscription -> EventBus -> handlers -> closure context -> Session
//   While the server runs this is fine. `stop()` drops the server's sessions and the server goes
//   away, but every session is still held by its own closure in the bus, and the bus by the
//   subscriptions: nothing deinits. No object was "forgotten" by name, so a test that only
//   checks the objects it names cannot see it. `capcheck leaks` scans the whole heap at exit and
//   finds the set nothing reaches: it names the types, the closure, and the references.
//   The fix is one capture list: `bus.subscribe { [weak self] in self?.reload() }`. Then the
//   session is free to go, its subscription's deinit unsubscribes, and everything deinits.
//
// Run: capcheck examples --only leaked-observer
//      capcheck leaks -- .build/debug/SwiftExamples leaked-observer
import Foundation

/// A subscription handle: unsubscribes when it goes away.
final class Subscription {
    let bus: EventBus
    let id: Int
    init(bus: EventBus, id: Int) { self.bus = bus; self.id = id }
    deinit { bus.handlers[id] = nil }
}

/// Calls every subscriber's handler when something happens.
final class EventBus {
    var handlers: [Int: () -> Void] = [:]
    private var nextID = 0
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func subscribe(_ handler: @escaping () -> Void) -> Subscription {
        nextID += 1
        handlers[nextID] = handler
        return Subscription(bus: self, id: nextID)
    }

    func publish() { for handler in handlers.values { handler() } }
}

/// One client connection.
final class Session {
    let id: Int
    var subscription: Subscription?
    var reloads = 0
    init(id: Int) { self.id = id }
    deinit { print("session \(id): deinit") }

    func reload() { reloads += 1 }

    func attachStrongly(to bus: EventBus) { subscription = bus.subscribe { self.reload() } }
    func attachWeakly(to bus: EventBus) { subscription = bus.subscribe { [weak self] in self?.reload() } }
}

/// Owns the bus and the sessions while it runs.
final class Server {
    let bus: EventBus
    var sessions: [Session] = []
    init(name: String) { bus = EventBus(name: name) }

    func accept(_ count: Int, weakly: Bool) {
        for id in 1...count {
            let session = Session(id: id)
            if weakly { session.attachWeakly(to: bus) } else { session.attachStrongly(to: bus) }
            sessions.append(session)
        }
        bus.publish()
    }

    func stop() { sessions.removeAll() }
}

func leakedObserver() {
    do {
        let server = Server(name: "leaky bus")
        server.accept(2, weakly: false)
        server.stop()
        print("leaky server stopped")   // expected-output: leaky server stopped
    }
    // Nothing above printed a deinit: two sessions, two subscriptions and the bus are leaked.
    // `capcheck leaks -- .build/debug/SwiftExamples leaked-observer` reports them at exit.
    do {
        let server = Server(name: "fixed bus")
        server.accept(2, weakly: true)
        // Dropping the sessions frees them: each one's subscription unsubscribes as it goes.
        server.stop()
        // expected-output: session 1: deinit
        // expected-output: session 2: deinit
        print("fixed server stopped")   // expected-output: fixed server stopped
    }
    // expected-output: fixed bus: deinit
}
