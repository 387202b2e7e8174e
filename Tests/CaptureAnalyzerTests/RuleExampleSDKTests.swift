import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver
@testable import Rules

/// The rule examples again, this time importing the bundled SDK shim's Foundation and UIKit instead
/// of the small example prelude: the same findings at the same markers, so rules do not depend on
/// how a declaration happens to be written.
@Suite struct RuleExampleSDKTests {
    @Test(arguments: RuleExampleTests.blockRuleIDs)
    func examplesHoldAgainstTheBundledSDKShim(rule id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        let header = "#import <Foundation/Foundation.h>\n#import <UIKit/UIKit.h>\n"
        let examples =
            description.triggeringExamples.map { ($0, true) } + description.nonTriggeringExamples.map { ($0, false) }
        for (example, triggering) in examples {
            let (source, markers) = RuleExampleTests.strip(example, lineOffset: 2)
            let text = header + source
            let flags = SDKShim.bundled.arguments(for: .objectiveC, source: text)
            let analysis = try SourceAnalyzer(options: AnalyzerOptions(compilerFlags: flags)).analyze(
                source: text, path: "example.m")
            let errors = analysis.diagnostics.filter { $0.severity >= .error }.map {
                "\($0.location.line): \($0.message)"
            }
            #expect(errors.isEmpty, "example does not compile against the shim: \(errors)")
            var configuration = LintConfiguration()
            configuration.enabledRules = [id]
            let found = Set(
                Linter(configuration: configuration).lint(analysis).findings.map {
                    RuleExampleTests.Position(line: $0.line, column: $0.column)
                })
            #expect(found == (triggering ? markers : []))
        }
    }
}
