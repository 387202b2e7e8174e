// keepalive-thread (Swift): one long-lived worker thread kept alive by a port in its run loop,
// given work from other threads, and stopped cleanly.
//
// What to look at
//   The keep-alive timer (due in the distant future) gives the run loop something to watch, so
//   the thread sleeps instead of ending; it plays the part of Objective-C's `[NSMachPort port]`.
//   (A `SocketPort` works too, but on Linux it also starts CoreFoundation's socket-manager
//   thread, which then runs until the process ends: RetainGraph would report it.)
//   Work arrives as timers added to that loop from other threads (adding a timer wakes the loop;
//   `RunLoop.perform(_:)` alone would wait until something else woke it). To stop, the last
//   piece of work sets a flag and invalidates the keep-alive timer: the loop has nothing left, `run` returns,
//   the flag ends the while loop, the thread ends. RetainGraph's leakedThreads finds nothing.
//   The thread is gone, the cycle is not: a Thread keeps its entry block after it returns
//   (swift-corelibs-foundation), and the block holds self strongly, so NetworkThread -> Thread ->
//   block -> NetworkThread stays; RetainGraph shows it at the end. `[weak self]` in the block, or
//   `thread = nil` once the thread has finished, frees both.
//
// Try
//   1. Leave out the `keepAlive.invalidate()` line: the thread never ends, and the join below waits
//      until `capcheck examples` kills the program.
//
// Run: capcheck examples --only keepalive-thread --explain
import Foundation
import RetainGraph

final class NetworkThread: @unchecked Sendable {
    private var loop: RunLoop?
    private let keepAlive = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
    private var shouldStop = false
    private let ready = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    private var thread: Thread?

    func start() {
        let thread = Thread { [self] in   // strong self on purpose: stop() breaks it
            RunLoop.current.add(keepAlive, forMode: .default)
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

    /// Runs `work` on the network thread. (On Linux every Timer object stays alive once made,
    /// with its block: see timer-modes. Fine for small jobs; capture weakly what must go away.)
    func perform(_ work: @escaping @Sendable () -> Void) {
        loop?.add(Timer(timeInterval: 0, repeats: false) { _ in work() }, forMode: .default)
    }

    var isNetworkThread: Bool { Thread.current == thread }

    func stop() {
        perform { [self] in
            shouldStop = true
            keepAlive.invalidate()
        }
        finished.wait()
    }
}

func keepAliveThread() {
    let baseline = ThreadSnapshot.current()
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
    printLeakedThreads(since: baseline)            // nothing leaked: no line printed
    // The thread has ended, but the Thread object still holds its entry block, and the block holds
    // the NetworkThread that holds the Thread: `capcheck lint` reports this [retain-cycle].
    printRetainCycles(from: [network])   // expected-cycle {{NetworkThread -> Foundation.Thread -> NetworkThread}}
}
