// Look-alikes of a panel that keeps its helper's result: the helper runs the callback and builds
// a configuration without it, the setup method uses the result without keeping it, or keeps a
// result that another parameter was built into.
struct ButtonConfig {
    let title: String
    let callback: (() -> Void)?
    init(title: String, callback: (() -> Void)?) {
        self.title = title
        self.callback = callback
    }
}

final class ButtonPanel {
    private var primaryConfig: ButtonConfig?
    private var secondaryConfig: ButtonConfig?
    private var titles: [String] = []

    func setUpPrimary(title: String, onTap callback: @escaping () -> Void) {
        primaryConfig = makeConfig(title: title, onTap: callback)
    }

    func setUpSecondary(title: String, onTap callback: @escaping () -> Void) {
        let config = ButtonConfig(title: title, callback: callback)
        titles.append(config.title)
    }

    func setUpTertiary(title: String, onTap callback: @escaping () -> Void) {
        secondaryConfig = makeConfig(title: title, onTap: {})
        callback()
    }

    private func makeConfig(title: String, onTap callback: @escaping () -> Void) -> ButtonConfig {
        callback()
        return ButtonConfig(title: title, callback: nil)
    }
}
