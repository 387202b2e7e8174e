import Foundation

extension ExampleRunner {
    /// Captures, block kinds and lint findings of a C or Objective-C example.
    func checkStatic(_ program: ExampleProgram, source: String, annotations: [Annotation], into result: inout ExampleResult) {
    }
}
