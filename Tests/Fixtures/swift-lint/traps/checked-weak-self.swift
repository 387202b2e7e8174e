// The same closure with a nil check: it does nothing when its owner is gone.
import Foundation
final class Owner {
    func tick() { print("tick") }
    func makeHandler() -> () -> Void {
        return { [weak self] in
            guard let self else { return }
            self.tick()
        }
    }
}
var handler: (() -> Void)?
do { handler = Owner().makeHandler() }
fputs("owner gone, calling the handler\n", stderr)   // unbuffered: shown even if the call traps
handler?()
print("END")
