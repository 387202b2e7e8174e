// truth: frees GridController
// Look-alikes of the data source shape: the registration captures self weakly, or the data source
// that uses it is a local that is dropped.
final class UICollectionView {
    struct CellRegistration<Item> {
        let handler: (Item) -> String
        init(handler: @escaping (Item) -> String) { self.handler = handler }
    }
    func dequeueConfiguredReusableCell<Item>(using registration: CellRegistration<Item>, item: Item) -> String {
        registration.handler(item)
    }
}
final class UICollectionViewDiffableDataSource<Item> {
    let cellProvider: (UICollectionView, Item) -> String
    init(collectionView: UICollectionView, cellProvider: @escaping (UICollectionView, Item) -> String) {
        self.cellProvider = cellProvider
    }
}
final class GridController {
    let collectionView = UICollectionView()
    var dataSource: UICollectionViewDiffableDataSource<String>?
    var prefix = "> "
    func viewDidLoad() {
        let registration = UICollectionView.CellRegistration<String> { [weak self] item in
            (self?.prefix ?? "") + item
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, item in
            view.dequeueConfiguredReusableCell(using: registration, item: item)
        }
        let strong = UICollectionView.CellRegistration<String> { item in self.prefix + item }
        let preview = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, item in
            view.dequeueConfiguredReusableCell(using: strong, item: item)
        }
        _ = preview.cellProvider(collectionView, "x")
        // A local made inside a kept closure is the closure's own, not captured by it.
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] view, item in
            guard let self else { return item }
            let inner = UICollectionView.CellRegistration<String> { item in self.prefix + item }
            return inner.handler(item)
        }
    }
    deinit { print("DEINIT GridController") }
}
do { GridController().viewDidLoad() }
print("END")
