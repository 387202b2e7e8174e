// strong-self-runloop-thread (Swift): a Thread whose block uses `self` and then runs its run
// loop forever keeps that object alive forever.
//
// What to look at
//   Foundation keeps a running Thread alive, the Thread keeps its block (`_main`), the block
//   keeps `self`; and the Poller keeps its thread, as the Objective-C version does:
//       Poller -> Thread -> entry block -> Poller
//   RetainGraph prints it as `Poller -> Foundation.Thread -> Poller`: a closure that captures
//   exactly one object uses that object itself as its context, so the block is no node of its
//   own; the edge is labelled "thread entry block".
//   The run loop has a timer to watch (set for the distant future, only there to keep the loop
//   alive), so `run()` never returns. Dropping every outside reference to the Poller changes
//   nothing: its deinit never runs, and the thread sleeps in the kernel until the process exits.
//   RetainGraph's leakedThreads finds that thread still running.
//   The fixed Poller captures `[weak self]`, holds self strongly for ONE turn at a time, and
//   stops when self is gone or `stop()` was called (stop() hands the loop a timer that sets the
//   flag and removes the keep-alive timer; then the loop has nothing left and returns).
//
//   (A `SocketPort` would keep the loop alive as well, but on Linux it also starts
//   CoreFoundation's socket-manager thread, which stays for the rest of the process.)
//
// Run: capcheck examples --only strong-self-runloop-thread --explain
import Foundation
import RetainGraph

final class Poller: @unchecked Sendable {
    let name: String
    private(set) var polls = 0
    private var stopped = false
    private var keepAlive: Timer?
    private var loop: RunLoop?
    private var thread: Thread?
    let started = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func poll() { polls += 1 }

    /// The leak: the block uses self directly and never returns.
    func startForever() {
        let thread = Thread {
            // RetainGraph reports the OS thread name. Set it through /proc: on Linux, setting
            // Foundation's Thread.current.name here races with start() and is often lost.
            try? "forever-poller".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
            self.poll()
            RunLoop.current.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
            self.started.signal()
            RunLoop.current.run()             // never returns: the timer is always there
        }
        self.thread = thread
        thread.start()
    }

    /// The fix: weak self, strong for one turn at a time, and a way to stop.
    func startStoppable() {
        let ended = self.ended   // the semaphore itself, not self
        let thread = Thread { [weak self] in
            let keepAlive = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            self?.keepAlive = keepAlive
            self?.loop = RunLoop.current
            self?.started.signal()
            while true {
                guard let strongSelf = self, !strongSelf.stopped else { break }
                strongSelf.poll()
                // strongSelf ends here: nothing strong is held while the loop sleeps
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
            print("stoppable poller thread: ended")
            ended.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// Sets the flag on the poller's own thread, and takes the keep-alive timer away so the loop returns.
    func stop() {
        // [weak self] here too: on Linux a Timer object is never freed, even after it fired
        // (timer-modes shows it), so a strong capture would keep the Poller for good.
        loop?.add(Timer(timeInterval: 0, repeats: false) { [weak self] _ in
            guard let self else { return }
            stopped = true
            keepAlive?.invalidate()
        }, forMode: .default)
    }
}

func strongSelfRunLoopThread() {
    let baseline = ThreadSnapshot.current()
    var forever: Poller? = Poller(name: "forever poller")
    forever?.startForever()
    forever?.started.wait()
    weak let probe = forever
    forever = nil
    Thread.sleep(forTimeInterval: 0.2)
    print("forever poller: no outside reference left, still alive: \(probe != nil)")  // expected-output: forever poller: no outside reference left, still alive: true
    if let probe { printRetainCycles(from: [probe]) }   // expected-cycle {{Poller -> Foundation.Thread -> Poller}}

    var stoppable: Poller? = Poller(name: "stoppable poller")
    stoppable?.startStoppable()
    stoppable?.started.wait()
    stoppable?.stop()
    stoppable?.ended.wait()                  // expected-output: stoppable poller thread: ended
    weak let stoppableProbe = stoppable
    stoppable = nil                          // expected-output: stoppable poller: deinit
    print("stoppable poller: gone: \(stoppableProbe == nil)")   // expected-output: stoppable poller: gone: true
    printLeakedThreads(since: baseline)   // expected-leaked-thread {{forever-poller}}
}
