// truth: leaks Job
// A local object keeps a closure that captures the object itself: no `self` involved.
final class Job {
    var onDone: (() -> Void)?
    func finish() {}
    deinit { print("DEINIT Job") }
}
func run() {
    let job = Job()
    job.onDone = { job.finish() } // expected-warning [retain-cycle]
    job.onDone?()
}
run()
print("END")
