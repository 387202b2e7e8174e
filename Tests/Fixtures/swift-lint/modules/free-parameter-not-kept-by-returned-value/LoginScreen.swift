// The screen hands its methods and closures to a panel that does not keep them, or hands a
// weak closure, or a method of another object.
final class Tracker {
    func track() {}
}

final class LoginScreen {
    private var panel: ButtonPanel?
    private let tracker = Tracker()
    var taps = 0

    func attach(_ panel: ButtonPanel) { self.panel = panel }

    func configure() {
        guard let panel = panel else { return }
        panel.setUpPrimary(title: "Continue", onTap: handleContinue)
        panel.setUpSecondary(title: "Other") { self.taps += 1 }
        panel.setUpTertiary(title: "Third", onTap: handleContinue)
        let other = ButtonPanel()
        other.setUpPrimary(title: "Local") { self.taps += 1 }
        panel.setUpPrimary(title: "Weak") { [weak self] in self?.taps += 1 }
        panel.setUpPrimary(title: "Tracker", onTap: tracker.track)
    }

    private func handleContinue() { taps += 1 }

    deinit { print("DEINIT LoginScreen") }
}
