// truth: leaks Ticker
// A non-repeating timer lets go of its block after it fires, and a repeating timer that
// invalidates itself lets go when it does: on Apple platforms the Ticker is freed, and lint
// reports nothing. swift-corelibs-foundation (Linux) keeps every Timer's block for good, so here
// the Ticker leaks: the test records this as a known platform difference.
import Foundation
final class Ticker {
    var ticks = 0
    func start() {
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in self.ticks += 1 }
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { t in
            self.ticks += 1
            if self.ticks >= 2 { t.invalidate() }
        }
    }
    deinit { print("DEINIT Ticker") }
}
do { Ticker().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
