// keepalive-thread (Swift): one long-lived worker thread kept alive by a port in its run loop,
// given work from other threads, and stopped cleanly.
//
// What to look at
//   The port gives the run loop something to watch, so the thread sleeps instead of ending.
//   Work arrives as timers added to that loop from other threads (adding a timer wakes the loop;
//   `RunLoop.perform(_:)` alone would wait until something else woke it). To stop, the last
//   piece of work sets a flag and removes the port: the loop has nothing left, `run` returns,
//   the flag ends the while loop, the thread ends. RetainGraph's leakedThreads finds nothing.
//
// Try
//   1. Leave out the `remove(port, ...)` line: the thread never ends, and the join below waits
//      until `capcheck examples` kills the program.
//
// Run: capcheck examples --only keepalive-thread --explain
import Foundation

final class NetworkThread: @unchecked Sendable {
    private var loop: RunLoop?
    private let port = SocketPort()
    private var shouldStop = false
    private let ready = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    private var thread: Thread?

    func start() {
        let thread = Thread { [self] in   // strong self on purpose: stop() breaks it
            RunLoop.current.add(port, forMode: .default)
            loop = RunLoop.current
            ready.signal()
            while !shouldStop && RunLoop.current.run(mode: .default, before: .distantFuture) {}
            print("network thread: loop ended, thread returns")
            finished.signal()
        }
        self.thread = thread
        thread.start()
        ready.wait()
    }

    /// Runs `work` on the network thread.
    func perform(_ work: @escaping @Sendable () -> Void) {
        loop?.add(Timer(timeInterval: 0, repeats: false) { _ in work() }, forMode: .default)
    }

    var isNetworkThread: Bool { Thread.current == thread }

    func stop() {
        perform { [self] in
            shouldStop = true
            RunLoop.current.remove(port, forMode: .default)
        }
        finished.wait()
    }
}

func keepAliveThread() {
    let network = NetworkThread()
    network.start()
    let handled = DispatchSemaphore(value: 0)
    for request in 1...3 {
        network.perform {
            print("request \(request) handled on the network thread: \(network.isNetworkThread)")
            handled.signal()
        }
        handled.wait()
    }
    // expected-output: request 1 handled on the network thread: true
    // expected-output: request 2 handled on the network thread: true
    // expected-output: request 3 handled on the network thread: true
    network.stop()   // expected-output: network thread: loop ended, thread returns
    print("main: the network thread has ended")   // expected-output: main: the network thread has ended
}
