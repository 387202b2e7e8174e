// truth: leaks Session
import Foundation
final class Token {
    let bus: Bus
    init(bus: Bus) { self.bus = bus }
}
final class Bus {
    var handlers: [() -> Void] = []
    func subscribe(_ handler: @escaping () -> Void) -> Token {
        handlers.append(handler)
        return Token(bus: self)
    }
}
final class Session {
    var token: Token?
    func reload() {}
    func attach(to bus: Bus) {
        token = bus.subscribe { self.reload() } // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Session") }
}
do { Session().attach(to: Bus()) }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
