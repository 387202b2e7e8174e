// truth: frees Screen
// Look-alikes: what the method returns is run and dropped, kept in a local, captured weakly, or
// made by another object for self to keep (that closure holds the other object, not self).
import Foundation

final class Maker {
    var made = 0
    func makeRefresh() -> () -> Void { { self.made += 1 } }
}
final class Screen {
    var refresh: (() -> Void)?
    var weakRefresh: (() -> Void)?
    var taps = 0
    let maker = Maker()
    private func makeRefresh() -> () -> Void {
        return { self.taps += 1 }
    }
    private func makeWeakRefresh() -> () -> Void {
        return { [weak self] in self?.taps += 1 }
    }
    func load() {
        makeRefresh()()
        let local = makeRefresh()
        local()
        weakRefresh = makeWeakRefresh()
        refresh = maker.makeRefresh()
    }
    deinit { print("DEINIT Screen") }
}
do { Screen().load() }
print("END")
