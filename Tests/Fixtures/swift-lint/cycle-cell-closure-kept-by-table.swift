// truth: leaks CapabilitiesController
// A table view keeps the cells its data source returns; a cell's callback that captures the
// controller strongly is kept by the controller's table: controller → table → cell → closure →
// controller. Here a UIKit stand-in small enough to run.
class UITableViewCell {}
final class UITableView {
    weak var dataSource: CapabilitiesController?
    var visibleCells: [UITableViewCell] = []
    func reloadData() {
        if let cell = dataSource?.tableView(self, cellForRowAt: 0) { visibleCells.append(cell) }
    }
    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell { InfoCell() }
}
class UITableViewController {
    let tableView = UITableView()
}
final class InfoCell: UITableViewCell {
    var infoButtonBlock: (() -> Void)?
}
final class CapabilitiesController: UITableViewController {
    var shown = 0
    func viewDidLoad() {
        tableView.dataSource = self
        tableView.reloadData()
    }
    func tableView(_ tableView: UITableView, cellForRowAt row: Int) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "info") as? InfoCell else {
            return UITableViewCell()
        }
        cell.infoButtonBlock = { self.shown += 1 }  // expected-warning [retain-cycle]
        return cell
    }
    deinit { print("DEINIT CapabilitiesController") }
}
do { CapabilitiesController().viewDidLoad() }
print("END")
