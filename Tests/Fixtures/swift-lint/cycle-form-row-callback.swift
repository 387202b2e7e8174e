// truth: leaks SettingsViewController
// Eureka's shapes, with a stand-in small enough to run here: a form view controller keeps its
// form, `+++` and `<<<` keep sections and rows, a row keeps its selection callback. Lint knows
// them from Knowledge/closure-keepers.yml (rows keep their callbacks, the operators' left operand
// keeps the right one, FormViewController's `form` is kept by every instance).
final class ButtonRow {
    var selection: (() -> Void)?
    @discardableResult func onCellSelection(_ callback: @escaping () -> Void) -> ButtonRow {
        selection = callback
        return self
    }
}
final class Section { var rows: [ButtonRow] = [] }
final class Form { var sections: [Section] = [] }
infix operator +++: AdditionPrecedence
infix operator <<<: MultiplicationPrecedence
@discardableResult func +++ (form: Form, section: Section) -> Form {
    form.sections.append(section)
    return form
}
@discardableResult func <<< (section: Section, row: ButtonRow) -> Section {
    section.rows.append(row)
    return section
}
class FormViewController {
    let form = Form()
}
final class SettingsViewController: FormViewController {
    var taps = 0
    func build() {
        form +++ Section()
            <<< ButtonRow().onCellSelection { self.taps += 1 } // expected-warning [retain-cycle]
        let other = Form()
        other +++ Section() <<< ButtonRow().onCellSelection { self.taps += 1 }
    }
    deinit { print("DEINIT SettingsViewController") }
}
do { SettingsViewController().build() }
print("END")
