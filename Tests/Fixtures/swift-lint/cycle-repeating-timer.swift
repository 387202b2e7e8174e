// truth: leaks Ticker
import Foundation
final class Ticker {
    var timer: Timer?
    var ticks = 0
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in self.ticks += 1 } // expected-warning [swift-repeating-timer-self]
    }
    deinit { print("DEINIT Ticker") }
}
do { Ticker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
