// truth: leaks Controller
// A local that names an object `self` keeps (`let interaction = self.interaction`): a closure
// assigned to the local's member is kept by `self`'s member, since both name one instance (a
// `let` whose member can be assigned holds a class instance).
final class Interaction {
    var onSend: (() -> Void)?
}
final class Controller {
    let interaction = Interaction()
    var sent = 0
    func setUp() {
        let interaction = self.interaction
        interaction.onSend = { self.sent += 1 }  // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().setUp() }
print("END")
