// truth: frees Screen
// A delegate callback named after its sender (`func tableView(_ tableView: UITableView, …)`) sits
// beside the property of that name the class inherits (`UITableViewController.tableView`): the
// bare name is that property, not a method reference that holds self. Here an operation's
// inherited `completionBlock` plays the property and `completionBlock(_ completionBlock:…)` the
// callback.
import Foundation

final class Keeper {
    let action: (() -> Void)?
    init(action: (() -> Void)?) { self.action = action }
}

final class Screen: Operation, @unchecked Sendable {
    var keeper: Keeper?
    func load() {
        keeper = Keeper(action: completionBlock)
    }
    func completionBlock(_ completionBlock: Int, didChange count: Int) {}
    deinit { print("DEINIT Screen") }
}

do { Screen().load() }
print("END")
