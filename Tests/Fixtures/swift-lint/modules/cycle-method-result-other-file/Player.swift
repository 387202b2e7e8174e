// `makeProgressHandler()` returns a closure that holds self; another file keeps what it returns
// in self's `onProgress`.
import Foundation

final class Player {
    var onProgress: ((Double) -> Void)?
    var position = 0.0

    func makeProgressHandler() -> (Double) -> Void {
        { value in self.position = value } // expected-warning [retain-cycle]
    }

    deinit { print("DEINIT Player") }
}
