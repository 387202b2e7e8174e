// The screen keeps its panel in an optional `var`; handing the panel a method of self (which
// holds self, as a closure calling it would) or a closure using self closes the cycle
// screen → panel → configuration → callback → screen.
final class LoginScreen {
    private var panel: ButtonPanel?
    var taps = 0

    func attach(_ panel: ButtonPanel) { self.panel = panel }

    func configure() {
        guard let panel = panel else { return }
        panel.setUpPrimary(title: "Continue", onTap: handleContinue)  // expected-warning [retain-cycle]
        panel.setUpBadge("New") { self.taps += 1 }  // expected-warning [retain-cycle]
    }

    private func handleContinue() { taps += 1 }

    deinit { print("DEINIT LoginScreen") }
}
