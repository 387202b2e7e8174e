// truth: frees SessionViewModel
// Look-alikes of cycle-operator-chain-stored.swift: `Array.map` runs its closure and keeps
// nothing (the member's declared type says so), a chain whose closure holds `self` weakly, and
// a chain kept only by a local.
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
    let numbers = [1, 2, 3]
    var offset = 1
    lazy var labels: [String] = self.numbers.map { "\($0 + self.offset)" }
    var shiftedNumbers: [Int] = []
    var doubled: Observable<Int>?
    func bind() {
        shiftedNumbers = numbers.map { $0 + self.offset }
        doubled = source.map { [weak self] in $0 * (self?.offset ?? 1) }
        let local: Observable<Int> = source.map { $0 - self.offset }
        _ = local
    }
    deinit { print("DEINIT SessionViewModel") }
}
do {
    let model = SessionViewModel()
    _ = model.labels
    model.bind()
}
print("END")
