// A panel keeps what its own helpers return: a configuration built around the tap callback, by
// a declared initializer or a struct's memberwise one. The setup methods hand the callback to
// the helper and keep its result, so the panel keeps the callback.
struct ButtonConfig {
    let title: String
    let callback: (() -> Void)?
    init(title: String, callback: (() -> Void)?) {
        self.title = title
        self.callback = callback
    }
}

struct BadgeConfig {
    var text: String
    var onTap: () -> Void
}

final class ButtonPanel {
    private var primaryConfig: ButtonConfig?
    private var badge: BadgeConfig?

    func setUpPrimary(title: String, onTap callback: @escaping () -> Void) {
        primaryConfig = makeConfig(title: title, onTap: callback)
    }

    func setUpBadge(_ text: String, onTap: @escaping () -> Void) {
        badge = makeBadge(text, onTap: onTap)
    }

    private func makeConfig(title: String, onTap callback: @escaping () -> Void) -> ButtonConfig {
        let shown = title.uppercased()
        return ButtonConfig(title: shown, callback: callback)
    }

    private func makeBadge(_ text: String, onTap: @escaping () -> Void) -> BadgeConfig {
        BadgeConfig(text: text, onTap: onTap)
    }

    func tap() { primaryConfig?.callback?() }
}
