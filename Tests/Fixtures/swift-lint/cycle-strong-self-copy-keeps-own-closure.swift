// truth: leaks Container
// A strong copy of self under another name (`guard let strongSelf = self` in a `[weak self]`
// closure) is an object like any local: a closure it keeps that captures it is a cycle.
final class Container {
    var handler: (() -> Void)?
    var status = 0
    func start() {
        let work = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.handler = {
                strongSelf.status = 1  // expected-warning [retain-cycle]
            }
        }
        work()
    }
    deinit { print("DEINIT Container") }
}
do { Container().start() }
print("END")
