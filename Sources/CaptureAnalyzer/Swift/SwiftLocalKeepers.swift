import SwiftSyntax

/// A local object that keeps a closure holding another local, which keeps the first object:
/// `button.on(.touchUpInside) { … cell.update() … }; cell.accessoryView = button` (cell → button
/// → closure → cell), also when only a closure nested in the handler uses `cell` (the handler holds
/// what its nested closures capture). The receiver must be known to keep the closure: a method
/// the module declares that stores its parameter, or a receiver keeper of
/// `Knowledge/closure-keepers.yml`; an unknown callee is never claimed to.
extension SwiftSourceModel {
    /// UIKit properties that keep the view assigned to them (declared `strong` by the SDK).
    static let strongViewProperties: Set<String> = [
        "accessoryView", "editingAccessoryView", "backgroundView", "selectedBackgroundView", "inputView",
        "inputAccessoryView", "leftView", "rightView", "customView", "tableHeaderView", "tableFooterView",
        "titleView",
    ]

    /// The cycle, when `closure` is handed to a method of a local (`receiver.method { … }`) that
    /// keeps it, and a later `other.member = receiver` in `function` makes another local the closure
    /// holds strongly (`captured`: name → first strong use) keep the receiver.
    func heldLocalKeepsReceiver(of closure: ClosureExprSyntax, captured: [String: Syntax], function: Syntax)
        -> SwiftLocalCycle?
    {
        guard let call = ClosureCall.call(taking: closure),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let receiver = member.base?.as(DeclReferenceExprSyntax.self),
            case .identifier(let receiverName) = receiver.baseName.tokenKind, captured[receiverName] == nil,
            localInitializer(named: receiverName, at: call).map({ $0.position < call.position }) == true,
            !clearedLater(receiverName, after: Syntax(call), in: function)
        else { return nil }
        let method = member.declName.baseName.text
        let listed =
            keepers.keeper(method: method, firstLabel: ClosureCall.firstLabel(of: call))?.keptBy == .receiver
        guard listed || storedParameter(of: call, closure: ExprSyntax(closure)) != nil else { return nil }
        for assignment in assignments where assignment.position >= call.endPosition && function.contains(assignment) {
            let elements = Array(assignment.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == receiverName
            else { continue }
            let (root, components) = Self.memberPath(elements[0])
            guard let holder = root.as(DeclReferenceExprSyntax.self), components.count == 1,
                case .identifier(let name) = holder.baseName.tokenKind, name != receiverName, let use = captured[name],
                keepsAssigned(components[0], on: holder, at: assignment),
                !clearedLater(name, after: Syntax(assignment), in: function)
            else { continue }
            return SwiftLocalCycle(
                name: name, use: use, site: Syntax(assignment),
                path: "\(name) → \(elements[0].trimmedText) (\(receiverName)) → \(method) → closure → \(name)")
        }
        return nil
    }

    /// Whether the member `property` of the local `holder` keeps what is assigned to it: a strong
    /// stored property of the module type the local holds, or one of UIKit's strong view
    /// properties when the module does not declare it.
    private func keepsAssigned(_ property: String, on holder: DeclReferenceExprSyntax, at node: some SyntaxProtocol)
        -> Bool
    {
        guard property == Self.stripSubscript(property) else { return false }
        if let type = localReceiverType(ExprSyntax(holder), at: node),
            let declared = types.module.property(named: property, of: type, module: module)
        {
            return declared.strength == .strong
        }
        return Self.strongViewProperties.contains(property)
    }
}
