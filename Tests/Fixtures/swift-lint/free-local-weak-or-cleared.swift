// truth: frees Job
// The shapes of cycle-local-keeps-own-closure.swift and cycle-recursive-closure-var.swift done
// right: a weak capture, and a recursive closure whose variable is cleared after use.
final class Job {
    var onDone: (() -> Void)?
    func finish() {}
    deinit { print("DEINIT Job") }
}
func run() {
    let job = Job()
    job.onDone = { [weak job] in job?.finish() }
    var step: ((Int) -> Void)?
    step = { n in
        _ = job
        if n > 0 { step?(n - 1) }
    }
    step?(2)
    step = nil
    job.onDone?()
}
run()
print("END")
