// truth: frees Container
// Look-alikes: the strong copy is captured weakly by the closure it keeps, the closure it keeps is
// cleared before the copy goes away, and a closure that uses the copy is only run.
final class Container {
    var handler: (() -> Void)?
    var other: (() -> Void)?
    var status = 0
    func start() {
        let work = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.handler = { [weak strongSelf] in
                strongSelf?.status = 1
            }
            strongSelf.other = {
                strongSelf.status = 2
            }
            strongSelf.other?()
            strongSelf.other = nil
            let run = { strongSelf.status = 3 }
            run()
        }
        work()
    }
    deinit { print("DEINIT Container") }
}
do { Container().start() }
print("END")
