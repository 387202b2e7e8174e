// truth: leaks Owner
import Foundation
final class Owner {
    var source: DispatchSourceTimer?
    func tick() {}
    func start() {
        let s = DispatchSource.makeTimerSource()
        s.setEventHandler { self.tick() } // expected-warning [retain-cycle]
        s.schedule(deadline: .now(), repeating: 0.05)
        s.resume()
        source = s
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
