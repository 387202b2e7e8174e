// truth: leaks ChaptersController
// A method of a local object keeps its closure parameter (lint reads the method), and self keeps
// that object: a cell returned to the table view self keeps, a row appended to self's rows. The
// closure holds self: controller → table → cell → closure → controller. Here a UIKit stand-in
// small enough to run.
class UITableViewCell {}
final class UITableView {
    weak var dataSource: ChaptersController?
    var visibleCells: [UITableViewCell] = []
    func reloadData() {
        if let cell = dataSource?.tableView(self, cellForRowAt: 0) { visibleCells.append(cell) }
    }
    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell { ChapterCell() }
}
final class ChapterCell: UITableViewCell {
    private var onLinkTapped: ((String) -> Void)?
    func populate(title: String, linkTapped: @escaping (String) -> Void) { onLinkTapped = linkTapped }
}
final class Row {
    private var action: (() -> Void)?
    func setAction(_ action: @escaping () -> Void) { self.action = action }
}
final class ChaptersController {
    let tableView = UITableView()
    var rows: [Row] = []
    var opened: [String] = []
    func viewDidLoad() {
        tableView.dataSource = self
        tableView.reloadData()
        let row = Row()
        row.setAction { self.opened.append("row") }  // expected-warning [retain-cycle]
        rows.append(row)
    }
    func tableView(_ tableView: UITableView, cellForRowAt row: Int) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chapter") as! ChapterCell
        cell.populate(title: "One") { url in
            self.opened.append(url)  // expected-warning [retain-cycle]
        }
        return cell
    }
    deinit { print("DEINIT ChaptersController") }
}
do { ChaptersController().viewDidLoad() }
print("END")
