// strong-self-runloop-thread (Swift): a Thread whose block uses `self` and then runs its run
// loop forever keeps that object alive forever.
//
// What to look at
//   Foundation keeps a running Thread alive, the Thread keeps its block (`_main`), the block's
//   context keeps `self`. The run loop has a port to watch, so `run()` never returns:
//       running thread -> thread block context -> Poller
//   Dropping every outside reference to the Poller changes nothing: its deinit never runs, and
//   the thread sleeps in the kernel until the process exits.
//   The fixed Poller captures `[weak self]`, holds self strongly for ONE turn at a time, and
//   stops when self is gone or `stop()` was called (the stop wakes the loop with a timer).
//
// Run: capcheck examples --only strong-self-runloop-thread --explain
import Foundation

final class Poller: @unchecked Sendable {
    let name: String
    private(set) var polls = 0
    private var stopped = false
    private var port: Port?
    private var loop: RunLoop?
    let started = DispatchSemaphore(value: 0)

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func poll() { polls += 1 }

    /// The leak: the block uses self directly and never returns.
    func startForever() {
        let thread = Thread {
            self.poll()
            RunLoop.current.add(SocketPort(), forMode: .default)
            self.started.signal()
            RunLoop.current.run()             // never returns: the port is always there
        }
        thread.start()
    }

    /// The fix: weak self, strong for one turn at a time, and a way to stop.
    func startStoppable() {
        let thread = Thread { [weak self] in
            let port = SocketPort()
            RunLoop.current.add(port, forMode: .default)
            self?.port = port
            self?.loop = RunLoop.current
            self?.started.signal()
            while true {
                guard let strongSelf = self, !strongSelf.stopped else { break }
                strongSelf.poll()
                // strongSelf ends here: nothing strong is held while the loop sleeps
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
            print("stoppable poller thread: ended")
        }
        thread.start()
    }

    /// Sets the flag on the poller's own thread, and takes the port away so the loop returns.
    func stop() {
        // [weak self] here too: the fired timer may stay referenced by the loop for a while.
        loop?.add(Timer(timeInterval: 0, repeats: false) { [weak self] _ in
            guard let self else { return }
            stopped = true
            if let port { RunLoop.current.remove(port, forMode: .default) }
        }, forMode: .default)
    }
}

func strongSelfRunLoopThread() {
    var forever: Poller? = Poller(name: "forever poller")
    forever?.startForever()
    forever?.started.wait()
    weak let probe = forever
    forever = nil
    Thread.sleep(forTimeInterval: 0.2)
    print("forever poller: no outside reference left, still alive: \(probe != nil)")  // expected-output: forever poller: no outside reference left, still alive: true

    var stoppable: Poller? = Poller(name: "stoppable poller")
    stoppable?.startStoppable()
    stoppable?.started.wait()
    stoppable?.stop()
    Thread.sleep(forTimeInterval: 0.2)      // expected-output: stoppable poller thread: ended
    weak let stoppableProbe = stoppable
    stoppable = nil                          // expected-output: stoppable poller: deinit
    print("stoppable poller: gone: \(stoppableProbe == nil)")   // expected-output: stoppable poller: gone: true
}
