// truth: leaks ToolbarController
// UIKit's shapes, with stand-ins small enough to run here: a UIAction keeps its handler, a
// control keeps the actions added to it, a UIMenu keeps its children, a control keeps its menu.
// Lint knows UIAction, UIMenu and addAction from Knowledge/closure-keepers.yml; the stand-ins
// keep what they are given in a way lint does not read as storing.
final class Keeper {
    var items: [Any] = []
    func keep(_ item: Any) { items.append(item) }
}
final class UIAction {
    private let kept = Keeper()
    init(handler: @escaping (UIAction) -> Void) { kept.keep(handler) }
}
final class UIMenu {
    private let kept = Keeper()
    init(children: [UIAction]) { kept.keep(children) }
}
class UIControl {
    private let kept = Keeper()
    var menu: UIMenu?
    func addAction(_ action: UIAction, for event: Int) { kept.keep(action) }
}
final class UIButton: UIControl {}
final class ToolbarController {
    let shareButton = UIButton()
    let moreButton = UIButton()
    var taps = 0
    lazy var closeButton: UIButton = {
        let button = UIButton()
        button.addAction(UIAction { _ in self.taps += 1 }, for: 0) // expected-warning [retain-cycle]
        return button
    }()
    func build() {
        shareButton.addAction(UIAction { _ in self.taps += 1 }, for: 0) // expected-warning [retain-cycle]
        moreButton.menu = UIMenu(children: [UIAction { _ in self.taps += 1 }]) // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT ToolbarController") }
}
do {
    let controller = ToolbarController()
    controller.build()
    _ = controller.closeButton
}
print("END")
