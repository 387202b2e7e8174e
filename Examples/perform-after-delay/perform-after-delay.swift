// perform-after-delay (Swift): a Timer scheduled from a dispatch queue never fires, because
// the queue's worker thread runs no run loop.
//
// What to look at
//   `Timer.scheduledTimer` adds the timer to the CURRENT thread's run loop, exactly like
//   `performSelector:afterDelay:` in Objective-C. Inside `DispatchQueue.global().async` the
//   current thread is a worker thread of the queue: it has a run loop (created on demand), but
//   nobody runs it. The timer never fires, and nothing tells you.
//   Fixes: run that loop until the timer fired (rarely what you want on a shared worker thread),
//   or use `DispatchQueue.asyncAfter`, which needs no run loop.
//
// Run: capcheck examples --only perform-after-delay --explain
import Foundation

func performAfterDelay() {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var stranded: Timer?
    DispatchQueue.global().async {
        stranded = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in print("fired from a queue") }
        done.signal()
    }
    done.wait()
    Thread.sleep(forTimeInterval: 0.3)
    print("0.3 s later the queue's timer has not fired")   // expected-output: 0.3 s later the queue's timer has not fired
    stranded?.invalidate()   // worker threads are reused: do not leave it for a later surprise

    DispatchQueue.global().async {
        let timer = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in print("fix 1: fired, the queue thread ran its run loop") }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.2))
        timer.invalidate()
        done.signal()
    }
    done.wait()   // expected-output: fix 1: fired, the queue thread ran its run loop

    DispatchQueue.global().asyncAfter(deadline: .now()) {
        print("fix 2: asyncAfter fired, no run loop needed")
        done.signal()
    }
    done.wait()   // expected-output: fix 2: asyncAfter fired, no run loop needed
}
