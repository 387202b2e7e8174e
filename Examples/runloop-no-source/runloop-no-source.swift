// runloop-no-source (Swift): RunLoop.run(mode:before:) on a thread whose loop has nothing to
// watch returns false at once; with a port added it waits.
//
// What to look at
//   Foundation's RunLoop is the same CoreFoundation loop as in runloop-no-source.c.
//   `run(mode:before:)` returns false ("could not run") when the mode has no input source and
//   no timer. `RunLoop.current.run()` is a loop around it, so it returns at once too: a thread
//   that was meant to stay alive simply ends.
//
// Run: capcheck examples --only runloop-no-source --explain
import Foundation

func runLoopNoSource() {
    let done = DispatchSemaphore(value: 0)
    Thread {
        let start = Date()
        let ran = RunLoop.current.run(mode: .default, before: .distantFuture)
        let waited = Date().timeIntervalSince(start)
        print("no source:  run(mode:before:) returned \(ran) after \(waited < 0.5 ? "no wait at all" : "a wait")")
        done.signal()
    }.start()
    done.wait()   // expected-output: no source:  run(mode:before:) returned false after no wait at all

    Thread {
        RunLoop.current.add(SocketPort(), forMode: .default)
        let start = Date()
        let ran = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.3))
        let waited = Date().timeIntervalSince(start)
        print("one port:   run(mode:before:) returned \(ran) after \(waited >= 0.29 ? "waiting the full 0.3 s" : "less than 0.3 s")")
        done.signal()
    }.start()
    done.wait()   // expected-output: one port:   run(mode:before:) returned true after waiting the full 0.3 s
}
