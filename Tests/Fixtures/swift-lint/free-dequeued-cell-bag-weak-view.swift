// truth: frees UICollectionView
// Look-alikes: the closure holds the collection view weakly, or the cell was made, not handed
// out by the view.
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
        text.sink { [weak collectionView] _ in collectionView?.layoutPasses += 1 }.store(in: &cell.disposeBag)
        let preview = ComposeCell()
        text.sink { _ in collectionView.layoutPasses += 1 }.store(in: &preview.disposeBag)
        return cell
    }
}
do { _ = ComposeSection.cell(in: UICollectionView(), text: Published()) }
print("END")
