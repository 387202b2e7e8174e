// truth: frees CapabilitiesController
// Look-alike of the cell shape: the cell's callback captures the controller weakly.
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "info") as! InfoCell
        cell.infoButtonBlock = { [weak self] in self?.shown += 1 }
        return cell
    }
    deinit { print("DEINIT CapabilitiesController") }
}
do { CapabilitiesController().viewDidLoad() }
print("END")
