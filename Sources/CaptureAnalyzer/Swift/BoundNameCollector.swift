import SwiftSyntax

/// The names a piece of syntax binds: its patterns (`let x`, `if let x`, `case .a(let x)`), its
/// closures' parameters and, when asked, its functions' parameters. A bare name among them is a
/// local, not a member or a capture.
package final class BoundNameCollector: SyntaxVisitor {
    /// The names found.
    package private(set) var names: Set<String> = []
    private let functionParameters: Bool
    private let captureLists: Bool

    /// The names `node` binds; `functionParameters` adds its functions' parameters, and
    /// `captureLists: false` leaves out what closures' capture lists hold.
    package static func names(
        in node: some SyntaxProtocol, functionParameters: Bool = false, captureLists: Bool = true
    ) -> Set<String> {
        let collector = BoundNameCollector(functionParameters: functionParameters, captureLists: captureLists)
        collector.walk(node)
        return collector.names
    }

    private init(functionParameters: Bool, captureLists: Bool) {
        self.functionParameters = functionParameters
        self.captureLists = captureLists
        super.init(viewMode: .sourceAccurate)
    }

    override package func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }
    override package func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if functionParameters { names.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }
    override package func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override package func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
    override package func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        captureLists ? .visitChildren : .skipChildren
    }
}
