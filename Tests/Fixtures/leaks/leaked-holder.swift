// Cycles behind holders that are in no cycle themselves. Each class prints when an object is made
// and when it is freed, so the test knows which objects never go. A holder that leaked (an
// over-retain nothing balances) takes its cycle with it: that cycle is a leak, though the
// reference balance sees the holder as held from outside. A holder that a global, a thread's
// stack or C memory still points at keeps its cycle alive: no leak.
import Foundation

func made(_ name: String) { print("MADE \(name)") }
func freed(_ name: String) { print("FREED \(name)") }

/// Keeps a closure that keeps it: a cycle.
class Owner {
    var handler: (() -> Void)?
    var name: String { "\(type(of: self))" }
    init() { made(name) }
    deinit { freed(name) }
    func arm() { handler = { _ = self.name } }
}
final class BehindLostHolder: Owner {}
final class InLostList: Owner {}
final class BehindRootedHolder: Owner {}
final class BehindCHeldHolder: Owner {}
final class BehindStackHolder: Owner {}

/// Holds owners; in no cycle.
final class Holder {
    let name: String
    var owner: Owner?
    var owners: [Owner] = []
    init(_ name: String, owner: Owner? = nil) {
        self.name = name
        owner?.arm()
        self.owner = owner
        made(name)
    }
    deinit { freed(name) }
}

var rooted: Holder?
var cMemory: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
let parked = DispatchSemaphore(value: 0)
let started = DispatchSemaphore(value: 0)

func run() {
    // Leaked: retained once more than anything releases, and then forgotten.
    _ = Unmanaged.passRetained(Holder("LostHolder", owner: BehindLostHolder()))
    // The same through an array, whose storage the standard library allocates for itself.
    let list = Holder("LostListHolder")
    let inList = InLostList()
    inList.arm()
    list.owners = [inList]
    _ = Unmanaged.passRetained(list)
    // Alive: a global holds the holder.
    rooted = Holder("RootedHolder", owner: BehindRootedHolder())
    // Alive: C memory that a global points at holds the holder.
    let block = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 4)
    block.initialize(repeating: nil, count: 4)
    block[2] = Unmanaged.passRetained(Holder("CHeldHolder", owner: BehindCHeldHolder())).toOpaque()
    cMemory = block
    // Alive: a thread that is still running holds the holder in a local.
    Thread.detachNewThread {
        let holder = Holder("StackHolder", owner: BehindStackHolder())
        withExtendedLifetime(holder) {
            started.signal()
            parked.wait()
        }
    }
    started.wait()
}

run()
print("END")
