// task-captures-self (Swift): a `Task` keeps `self` alive until its operation ends.
//
// What to look at
//   `Task { self.refresh() }` captures self strongly in the task's escaping closure. Dropping
//   your last reference does not free the object while the task runs: `deinit` comes after
//   the task's last line. A task that loops until cancelled (`while !Task.isCancelled`) and
//   uses `self` keeps it alive for as long as nobody cancels it, even if the object keeps the
//   task in a property to cancel it in `deinit`: deinit cannot run while the task holds self.
//   `[weak self]` plus `guard let self` once per turn lets the object go, and the loop ends.
//
// Try
//   1. In `startPolling`, remove `[weak self]` and use `self.polls += 1`: "poller: deinit"
//      never prints and the program waits for the 2 s timeout of its own semaphore.
//
// Run: capcheck examples --only task-captures-self --explain
import Foundation

final class Feed {
    let name: String
    var items = 0
    var task: Task<Void, Never>?
    var polls = 0

    init(name: String) { self.name = name }
    deinit {
        task?.cancel()
        print("\(name): deinit")
    }

    /// One refresh in a task: self is held strongly until the task ends.
    func refresh(then done: DispatchSemaphore, gate: DispatchSemaphore) {
        task = Task {                      // expected-capture {{self: value strong}} {{gate: value strong}} {{done: value strong}}
            gate.wait()                    // wait until the caller has dropped its reference
            self.items += 1
            print("\(self.name): refreshed, items = \(self.items)")
            done.signal()
        }
    }

    /// A polling loop that holds self only for one turn at a time.
    func startPolling(stopped: DispatchSemaphore) {
        task = Task { [weak self] in       // expected-capture {{self: box weak list}} {{stopped: value strong}}
            while !Task.isCancelled {
                guard let self else { break }
                self.polls += 1
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            stopped.signal()
        }
    }
}

func taskCapturesSelf() {
    let done = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    var feed: Feed? = Feed(name: "feed")
    feed?.refresh(then: done, gate: gate)
    weak let probe = feed
    feed = nil
    print("feed: dropped, alive while the task runs: \(probe != nil)")   // expected-output: feed: dropped, alive while the task runs: true
    gate.signal()
    done.wait()                  // expected-output: feed: refreshed, items = 1
    Thread.sleep(forTimeInterval: 0.2)   // expected-output: feed: deinit
    print("feed: task ended, gone: \(probe == nil)")   // expected-output: feed: task ended, gone: true

    let stopped = DispatchSemaphore(value: 0)
    var poller: Feed? = Feed(name: "poller")
    poller?.startPolling(stopped: stopped)
    Thread.sleep(forTimeInterval: 0.05)
    poller = nil                 // expected-output: poller: deinit
    let ended = stopped.wait(timeout: .now() + 2) == .success
    print("poller: loop ended after deinit: \(ended)")   // expected-output: poller: loop ended after deinit: true
}
