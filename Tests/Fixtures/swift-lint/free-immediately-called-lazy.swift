// truth: frees Owner
import Foundation
final class Owner {
    var items = [1, 2]
    lazy var total: Int = { self.items.count }()
    deinit { print("DEINIT Owner") }
}
do { let o = Owner(); _ = o.total }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
