// truth: leaks UICollectionView
// A collection view keeps the cells it hands out; a subscription kept in a cell's bag whose
// closure holds the collection view closes the loop: view → cell → bag → subscription →
// closure → view. Here UIKit and Combine stand-ins small enough to run.
final class AnyCancellable: Hashable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
final class Published {
    func sink(receiveValue: @escaping (String) -> Void) -> AnyCancellable {
        AnyCancellable { _ = receiveValue }
    }
}
class UICollectionViewCell {
    var disposeBag = Set<AnyCancellable>()
}
final class UICollectionView {
    var cells: [UICollectionViewCell] = []
    var layoutPasses = 0
    func dequeueReusableCell(withReuseIdentifier identifier: String) -> UICollectionViewCell {
        let cell = ComposeCell()
        cells.append(cell)
        return cell
    }
    deinit { print("DEINIT UICollectionView") }
}
final class ComposeCell: UICollectionViewCell {}
enum ComposeSection {
    static func cell(in collectionView: UICollectionView, text: Published) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "compose") as! ComposeCell
        text.sink { _ in
            collectionView.layoutPasses += 1  // expected-warning [retain-cycle]
        }
        .store(in: &cell.disposeBag)
        return cell
    }
}
do { _ = ComposeSection.cell(in: UICollectionView(), text: Published()) }
print("END")
