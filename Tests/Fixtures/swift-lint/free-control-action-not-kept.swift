// truth: frees ToolbarController
// Look-alikes of cycle-control-action: the action's handler holds self weakly, the control is
// not kept by self, the action is handed to a method lint cannot see into.
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
    var taps = 0
    func perform(_ action: UIAction) {}
    func build() {
        shareButton.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: 0)
        let other = UIButton()
        other.addAction(UIAction { _ in self.taps += 1 }, for: 0)
        other.menu = UIMenu(children: [UIAction { _ in self.taps += 1 }])
        perform(UIAction { _ in self.taps += 1 })
    }
    deinit { print("DEINIT ToolbarController") }
}
do { ToolbarController().build() }
print("END")
