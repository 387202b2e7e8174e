// truth: leaks ViewModel
// RxSwift's shapes, with a stand-in small enough to run here: a subscription keeps its closure
// (built by an initializer lint does not summarise as storing), a bag keeps subscriptions.
// Lint knows `subscribe`, `map` and `disposed(by:)`, and RxSwift 2's `subscribeNext` and
// `addDisposableTo`, from Knowledge/closure-keepers.yml.
final class Disposable {
    let onNext: (Int) -> Void
    init(_ onNext: @escaping (Int) -> Void) { self.onNext = onNext }
    func disposed(by bag: DisposeBag) { bag.keep(self) }
    func addDisposableTo(_ bag: DisposeBag) { bag.keep(self) }  // RxSwift 2's spelling
}
final class DisposeBag {
    private var items: [Disposable] = []
    func keep(_ item: Disposable) { items.append(item) }
}
final class Observable {
    let transforms: [(Int) -> Int]
    init(_ transforms: [(Int) -> Int] = []) { self.transforms = transforms }
    func map(_ transform: @escaping (Int) -> Int) -> Observable { Observable(transforms + [transform]) }
    func subscribe(onNext: @escaping (Int) -> Void) -> Disposable {
        let transforms = self.transforms
        return Disposable { value in onNext(transforms.reduce(value) { $1($0) }) }
    }
    func subscribeNext(_ onNext: @escaping (Int) -> Void) -> Disposable { subscribe(onNext: onNext) }
}
final class ViewModel {
    let disposeBag = DisposeBag()
    var count = 0
    func bind(_ values: Observable) {
        values.subscribe(onNext: { self.count += $0 }).disposed(by: disposeBag) // expected-warning [retain-cycle]
        values.map { $0 + self.count }.subscribe(onNext: { _ in }).disposed(by: disposeBag) // expected-warning [retain-cycle]
        values.subscribeNext { self.count -= $0 }.addDisposableTo(disposeBag) // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT ViewModel") }
}
do { ViewModel().bind(Observable()) }
print("END")
