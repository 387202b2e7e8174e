// truth: frees ChaptersController
// Look-alikes of a local object's method that keeps its closure: the object is not kept by self,
// the method runs its closure and lets go, or the closure holds self weakly.
final class Row {
    private var action: (() -> Void)?
    func setAction(_ action: @escaping () -> Void) { self.action = action }
    func perform(_ work: () -> Void) { work() }
}
final class ChaptersController {
    var rows: [Row] = []
    var opened: [String] = []
    func viewDidLoad() {
        let lonely = Row()
        lonely.setAction { self.opened.append("lonely") }
        let row = Row()
        row.perform { self.opened.append("row") }
        row.setAction { [weak self] in self?.opened.append("weak") }
        rows.append(row)
    }
    deinit { print("DEINIT ChaptersController") }
}
do { ChaptersController().viewDidLoad() }
print("END")
