import SwiftParser
import SwiftSyntax
import Testing

@testable import CaptureAnalyzer

/// The Swift analysis reads text through shortcuts that make no copies (`trimmedText`,
/// `hasText`, `CalleeNames`): on every node and token of these sources they must answer as
/// swift-syntax's own `trimmedDescription`, `text ==` and the suffix test they replace.
@Suite struct SwiftTextShortcutTests {
    static let sources = [
        """
        final class Feed { // owner
            var handler: (@escaping () -> Void)? /* kept */
            func start(_ done: @escaping /* later */ () -> Void) { handler = done }
            func 名前(ｘ: Int) -> String { "é\\(ｘ)" }
        }
        """,
        // Missing and unexpected tokens: the parser recovers.
        "func broken(_ a: Int, { let x = ) }\nclass K { var y = [1, 2 }",
        "let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\n"
            + "Task.init { }\nTask<Void, Never> { }",
        "let \u{212A}elvin = 1; Kelvin.run(); \u{212A}elvin.run(); a.b(c:)(1); x.addObserver(forName: n, using: f)",
    ]

    @Test(arguments: sources)
    func trimmedTextIsTrimmedDescription(source: String) {
        let tree = Parser.parse(source: source)
        for node in Self.nodes(of: tree) {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
        }
    }

    @Test(arguments: sources)
    func hasTextIsTextEquality(source: String) {
        let tree = Parser.parse(source: source)
        let names = ["Kelvin", "\u{212A}elvin", "handler", "名前", "ｘ", "", "K", "run", "é"]
        for token in tree.tokens(viewMode: .all) {
            for name in names + [token.text] {
                #expect(token.hasText(name) == (token.text == name), "\(token.text) / \(name)")
            }
        }
    }

    @Test(arguments: sources)
    func calleeNamesAnswerAsTheSuffixTest(source: String) {
        let tree = Parser.parse(source: source)
        let lists: [[String]] = [
            ["Timer.scheduledTimer", "Timer", "Timer.init"], ["Task", "Task.init", "_Concurrency.Task"],
            ["Kelvin.run", "a.b(c:)", "b"],
        ]
        for call in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(FunctionCallExprSyntax.self) }) {
            for list in lists {
                let names = Set(list)
                let base = SwiftSourceModel.calleeBaseName(call)
                let old =
                    names.contains { $0 == base || $0.hasSuffix("." + base) }
                    && names.contains(SwiftSourceModel.calleeName(call))
                let callee = CalleeNames(list)
                #expect(SwiftSourceModel.callee(call, isOneOf: callee) == old, "\(call.trimmedDescription)")
            }
        }
    }

    /// Every node of `tree`, tokens included.
    static func nodes(of tree: SourceFileSyntax) -> [Syntax] {
        var found: [Syntax] = []
        var stack = [Syntax(tree)]
        while let node = stack.popLast() {
            found.append(node)
            stack += node.children(viewMode: .all)
        }
        return found
    }
}
