// truth: leaks ThemedScreen
// A screen registers its observer when it loads and removes it only in destroy(), a teardown
// its owner has to call. The owner lets go of the screen without calling it: the notification
// center keeps the token, the token keeps the closure, and the closure keeps the screen.
import Foundation
final class ThemedScreen {
    var themeToken: NSObjectProtocol?
    var restyled = 0
    func viewDidLoad() {
        themeToken = NotificationCenter.default.addObserver(forName: Notification.Name("theme"), object: nil, queue: nil) { _ in
            self.restyled += 1 // expected-warning [observer-retains-self]
        }
    }
    func destroy() {
        if let themeToken { NotificationCenter.default.removeObserver(themeToken) }
        themeToken = nil
    }
    deinit { print("DEINIT ThemedScreen") }
}
do {
    let screen = ThemedScreen()
    screen.viewDidLoad()
}

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
