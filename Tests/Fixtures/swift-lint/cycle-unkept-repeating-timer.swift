// truth: leaks Ticker
import Foundation
final class Ticker {
    var ticks = 0
    func start() {
        // Nobody keeps the timer but the run loop, and that is enough: self lives while it repeats.
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [self] _ in ticks += 1 } // expected-warning [swift-repeating-timer-self]
    }
    deinit { print("DEINIT Ticker") }
}
do { Ticker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
