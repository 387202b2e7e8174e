import Findings
import Foundation
import Testing

@Suite struct FindingTests {
    @Test func findingEncodesContractKeys() throws {
        let f = Finding(
            rule: "retain-cycle", severity: .warning, file: "a.m", line: 3, column: 5, message: "m",
            notes: [FindingNote(file: "a.m", line: 1, column: 2, message: "n")])
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(f)) as! [String: Any]
        #expect(Set(object.keys).isSuperset(of: ["rule", "severity", "file", "line", "column", "message", "notes"]))
        #expect(object["severity"] as? String == "warning")
        #expect(Severity.note < .warning && Severity.warning < .error)
    }
}
