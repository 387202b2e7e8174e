// Cost of the thread-leak checker (`make bench-threads`, release build). A clean check is what
// every test with `.noLeakedThreads()` pays, so it must stay far below a millisecond or two.
import Dispatch
import Foundation
import RetainGraph

/// Runs `body` `runs` times and returns the median duration in milliseconds.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        body()
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ milliseconds: Double) -> String { String(format: "%.3f ms", milliseconds) }

/// A thread parked in its run loop until `stop`.
final class ParkedThread: @unchecked Sendable {
    private let lock = NSLock()
    private var loop: RunLoop?
    private var stopped = false
    private let started = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [unowned self] in
            let loop = RunLoop.current
            loop.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
            self.lock.lock()
            self.loop = loop
            self.lock.unlock()
            self.started.signal()
            while !self.isStopped { _ = loop.run(mode: .default, before: .distantFuture) }
        }
        thread.start()
        started.wait()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func stop() {
        lock.lock()
        stopped = true
        let loop = self.loop
        lock.unlock()
        loop?._stop()
    }
}

// Some threads that exist before the baseline, as in a test process.
let background = (0..<8).map { _ in ParkedThread() }
let runs = 2000

let threadCount = ThreadSnapshot.current().threads.count
let snapshot = medianMilliseconds(runs: runs) { _ = ThreadSnapshot.current() }
let baseline = ThreadSnapshot.current()
let clean = medianMilliseconds(runs: runs) { _ = leakedThreads(since: baseline, grace: .zero) }

// One leaked thread: stack capture and symbolication (after a first warm-up check).
let leak = ParkedThread()
_ = leakedThreads(since: baseline, grace: .zero)
let leaked = medianMilliseconds(runs: 200) { _ = leakedThreads(since: baseline, grace: .zero) }
leak.stop()
for thread in background { thread.stop() }

print("threads in process: \(threadCount)")
print("thread snapshot: \(format(snapshot)) (median of \(runs))")
print("thread check (clean): \(format(clean)) (median of \(runs))")
print("thread check (1 leaked thread, stack + symbols): \(format(leaked)) (median of 200)")
