// truth: frees Controller
// A computed property stores nothing: each read makes a new presenter here, so a closure set on
// what it returns is kept by that presenter alone, not by `self`. (One whose setter keeps
// `newValue`, in a stored member or a retained associated object, is storage: see
// cycle-stored-through-setter.swift.)
final class Presenter {
    var dismiss: (() -> Void)?
}
final class ViewModel {
    var presenter: Presenter { Presenter() }
}
final class Controller {
    let viewModel = ViewModel()
    var dismissed = 0
    var presenter: Presenter { Presenter() }
    var other: Presenter {
        get { Presenter() }
        set { _ = newValue }
    }
    func setUp() {
        presenter.dismiss = { self.dismissed += 1 }
        self.other.dismiss = { self.dismissed += 2 }
        viewModel.presenter.dismiss = { self.dismissed += 3 }
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().setUp() }
print("END")
