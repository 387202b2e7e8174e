// truth: frees Controller
// Look-alikes of cycle-member-through-local-alias.swift: a copy of a struct member is not the
// member, and a new object kept only by a local goes away with it.
final class Interaction {
    var onSend: (() -> Void)?
}
struct Settings {
    var onChange: (() -> Void)?
}
final class Controller {
    let settings = Settings()
    var sent = 0
    func setUp() {
        var settings = self.settings
        settings.onChange = { self.sent += 1 }
        let interaction = Interaction()
        interaction.onSend = { self.sent += 2 }
        _ = settings
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().setUp() }
print("END")
