// truth: frees CardController
// Look-alikes: the subview's callback captures the controller weakly, the view is never added,
// or it is added to a view the controller does not keep.
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
    func viewDidLoad(into window: UIView) {
        let header = HeaderView()
        header.onClose = { [weak self] in self?.closed = true }
        view.addSubview(header)
        let preview = HeaderView()
        preview.onClose = { self.closed = true }
        preview.onClose?()
        let floating = HeaderView()
        floating.onClose = { self.closed = true }
        window.addSubview(floating)
    }
    deinit { print("DEINIT CardController") }
}
do { CardController().viewDidLoad(into: UIView()) }
print("END")
