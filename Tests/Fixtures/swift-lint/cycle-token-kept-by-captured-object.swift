// truth: leaks Job
// The token a subscription returns keeps its closure; the object the closure captures keeps the
// token. `subscribe(onNext:)` is RxSwift's shape, known from Knowledge/closure-keepers.yml.
final class Disposable {
    let onNext: (Int) -> Void
    init(_ onNext: @escaping (Int) -> Void) { self.onNext = onNext }
}
final class Bus {
    func subscribe(onNext: @escaping (Int) -> Void) -> Disposable { Disposable(onNext) }
}
final class Job {
    var token: Disposable?
    func finish() {}
    deinit { print("DEINIT Job") }
}
func watch(_ bus: Bus) {
    let job = Job()
    let token = bus.subscribe(onNext: { _ in job.finish() }) // expected-warning [retain-cycle]
    job.token = token
}
watch(Bus())
print("END")
