// truth: frees ViewModel
// The same shapes as cycle-library-disposed-by.swift done right: a weak capture, and a bag that
// self does not keep.
final class Disposable {
    let onNext: (Int) -> Void
    init(_ onNext: @escaping (Int) -> Void) { self.onNext = onNext }
    func disposed(by bag: DisposeBag) { bag.keep(self) }
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
}
final class ViewModel {
    let disposeBag = DisposeBag()
    var count = 0
    func bind(_ values: Observable) {
        values.subscribe(onNext: { [weak self] in self?.count += $0 }).disposed(by: disposeBag)
        values.map { $0 + self.count }.subscribe(onNext: { _ in }).disposed(by: DisposeBag())
    }
    deinit { print("DEINIT ViewModel") }
}
do { ViewModel().bind(Observable()) }
print("END")
