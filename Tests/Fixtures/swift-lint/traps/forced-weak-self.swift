// A [weak self] closure that forces self: it traps when it runs after its owner is gone.
import Foundation
final class Owner {
    func tick() { print("tick") }
    func makeHandler() -> () -> Void {
        return { [weak self] in self!.tick() } // expected-warning [strong-self-not-checked]
    }
}
var handler: (() -> Void)?
do { handler = Owner().makeHandler() }
fputs("owner gone, calling the handler\n", stderr)   // unbuffered: shown even if the call traps
handler?()
print("END")
