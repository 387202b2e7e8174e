// truth: leaks Controller
// A property whose setter keeps `newValue` in a stored member is storage, computed or not: a
// read gives back the object kept, so a closure set on it is kept by `self`. (Extensions keep
// values the same way in an associated object with a retaining policy.)
final class Presenter {
    var dismiss: (() -> Void)?
}
final class Controller {
    private var stored = Presenter()
    var dismissed = 0
    var presenter: Presenter {
        get { stored }
        set { stored = newValue }
    }
    func setUp() {
        presenter.dismiss = { self.dismissed += 1 }  // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().setUp() }
print("END")
