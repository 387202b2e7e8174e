// truth: leaks CardController
// A view keeps its subviews: a callback of a subview that captures the controller strongly is
// kept by the controller, through its view. Lint knows UIKit's holders (`addSubview`, `addChild`,
// …) and the `view` every view controller keeps from Knowledge/closure-keepers.yml; here a
// stand-in small enough to run.
class UIView {
    var subviews: [UIView] = []
    func addSubview(_ view: UIView) { subviews.append(view) }
}
class UIViewController {
    let view = UIView()
}
final class HeaderView: UIView {
    var onClose: (() -> Void)?
}
final class CardController: UIViewController {
    var closed = false
    func viewDidLoad() {
        let header = HeaderView()
        header.onClose = { self.closed = true }  // expected-warning [retain-cycle]
        view.addSubview(header)
    }
    deinit { print("DEINIT CardController") }
}
do { CardController().viewDidLoad() }
print("END")
