// truth: leaks GridController
// UIKit's shapes, with a stand-in small enough to run here: a diffable data source keeps its cell
// provider, a cell registration keeps its handler, and the provider that uses the registration
// keeps the registration. Lint knows the UIKit types from Knowledge/closure-keepers.yml; here the
// stand-in's initializers store their closures, which the whole-module read sees too.
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
        let registration = UICollectionView.CellRegistration<String> { item in
            self.prefix + item  // expected-warning [retain-cycle]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, item in
            view.dequeueConfiguredReusableCell(using: registration, item: item)
        }
    }
    deinit { print("DEINIT GridController") }
}
do { GridController().viewDidLoad() }
print("END")
