// truth: leaks SessionViewModel
// An operator chain keeps its operators' closures: RxSwift's `map` returns an Observable that
// holds the transform (so do Combine's publishers and ReactiveSwift's producers), and an
// Observable that `self` keeps in a member keeps a closure that uses `self`. The stand-in is
// small enough to run here; lint knows `map` from Knowledge/closure-keepers.yml and the type
// from the member's declaration, as for the library's own `Observable`.
final class ChainStandIn<Element> {
    let transforms: [(Element) -> Element]
    init(_ transforms: [(Element) -> Element] = []) { self.transforms = transforms }
    func map(_ transform: @escaping (Element) -> Element) -> ChainStandIn<Element> {
        ChainStandIn(transforms + [transform])
    }
}
typealias Observable<Element> = ChainStandIn<Element>

final class SessionViewModel {
    let source = Observable<Int>()
    var offset = 1
    lazy var shifted: Observable<Int> = {
        return self.source.map { $0 + self.offset }  // expected-warning [retain-cycle]
    }()
    var doubled: Observable<Int>?
    func bind() {
        doubled = source.map { $0 * self.offset }  // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT SessionViewModel") }
}
do {
    let model = SessionViewModel()
    _ = model.shifted
    model.bind()
}
print("END")
