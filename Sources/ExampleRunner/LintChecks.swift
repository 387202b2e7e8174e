import Foundation

extension ExampleRunner {
    /// Lint findings against `expected-warning` annotations (filled in once the Linter lands).
    func checkFindings(_ program: ExampleProgram, source: String, annotations: [Annotation], into result: inout ExampleResult) {
    }
}
