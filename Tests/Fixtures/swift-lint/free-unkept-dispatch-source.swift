// truth: frees Owner
import Foundation
final class Owner {
    func tick() {}
    func start() {
        let s = DispatchSource.makeTimerSource()
        s.setEventHandler { self.tick() }
        s.schedule(deadline: .now(), repeating: 0.05)
        s.resume()
    }
    deinit { print("DEINIT Owner") }
}
do { Owner().start() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
