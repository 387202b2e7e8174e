// truth: frees Settings
// Look-alikes: an optional type alias that names a class, not a function (the row keeps a
// delegate object, not a closure), and an optional closure alias the initializer only runs.
typealias Handler = RowHandler
typealias Action = (_ row: Row) -> Void
final class RowHandler {
    var count = 0
}
final class Row {
    var handler: Handler?
    init(handler: Handler?) { self.handler = handler }
    init(runAction action: Action?) { action?(self) }
}
final class Settings {
    private var rows: [Row] = []
    var opened = 0
    func createRows() {
        rows.append(Row(handler: RowHandler()))
        rows.append(Row(runAction: { _ in self.opened += 1 }))
    }
    deinit { print("DEINIT Settings") }
}
do { Settings().createRows() }
print("END")
