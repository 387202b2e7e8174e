import SwiftSyntax

/// Timer calls and what they hold, shared by the two Swift timer rules.
extension SwiftSourceModel {
    /// Callees that make a `Foundation.Timer`.
    package static let timerMakers: CalleeNames = [
        "Timer.scheduledTimer", "Timer", "Timer.init", "Foundation.Timer.scheduledTimer", "Foundation.Timer",
    ]

    /// How the timer made by `call` is kept alive: scheduled on a run loop (the loop keeps it
    /// until it is invalidated), kept by `self`, or added to a run loop afterwards. Nil when the
    /// syntax shows none of these (a timer nobody keeps is freed).
    package func timerKeeper(_ call: FunctionCallExprSyntax) -> (text: String, site: Syntax)? {
        if Self.calleeName(call).hasSuffix("scheduledTimer") { return ("the current run loop", Syntax(call)) }
        if let store = storeBySelf(of: ExprSyntax(call)) { return (store.label, store.site) }
        // `let t = Timer(…); RunLoop.current.add(t, forMode: …)`.
        guard let name = localName(initializedWith: outermostValue(ExprSyntax(call))),
            let function = enclosingFunction(of: call)
        else { return nil }
        for other in calls
        where other.position > call.position && function.contains(other) && Self.calleeBaseName(other) == "add" {
            if other.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                return ("a run loop", Syntax(other))
            }
        }
        return nil
    }
}
