import SwiftSyntax

/// How a local object lets go of the closure it keeps, besides `name.member = nil` written in the
/// function: a method of its own class that clears a property, and a library class that lets go
/// of a property by itself (the list's `releases`: an operation's completion block).
extension SwiftSourceModel {
    /// `waiter.finish()` later in the function or inside the closure, where `finish` is a method
    /// of the local's class (declared in this file) that sets one of the class's properties to
    /// nil (`observer = nil`): it lets go of what it keeps, as `waiter.observer = nil` would.
    func clearedByOwnMethod(_ name: String, after site: Syntax, in function: Syntax) -> Bool {
        guard let type = localClassName(name, in: function) else { return false }
        let members = members(of: type)
        return calls.contains { call in
            guard call.position > site.position, function.contains(call),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedText == name,
                let body = members.methods[member.declName.baseName.text]?.body
            else { return false }
            return assignments.contains { assignment in
                let elements = Array(assignment.elements)
                guard body.contains(assignment), elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    elements[2].is(NilLiteralExprSyntax.self)
                else { return false }
                let target = elements[0].trimmedText
                let property = target.hasPrefix("self.") ? String(target.dropFirst("self.".count)) : target
                return members.properties[property] != nil
            }
        }
    }

    /// `operation.completionBlock = { … operation … }`: a property the list's `releases` name
    /// (Foundation's operations set their completion block to nil once it starts), so the cycle
    /// ends when the operation finishes. A class of the module that declares a property of that
    /// name keeps it.
    func releasedByLibrary(_ target: String, root name: String, in function: Syntax) -> Bool {
        guard target.hasPrefix(name + ".") else { return false }
        let property = String(target.dropFirst(name.count + 1))
        guard keepers.release(property: property) != nil else { return false }
        guard let type = localClassName(name, in: function) else { return true }
        return members(of: type).properties[property] == nil
            && types.module.property(named: property, of: type, module: module) == nil
    }

    /// The class a local is made from (`let waiter = Waiter()`, `let job: Job = …`), when the run
    /// declares it as a class.
    func localClassName(_ name: String, in function: Syntax) -> String? {
        for token in patternTokens(in: function) where token.hasText(name) {
            guard let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self)
            else { continue }
            let named =
                binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
                ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                    DeclReferenceExprSyntax.self)?.baseName.text
            guard let named, types.kinds[named] == .reference else { return nil }
            return named
        }
        return nil
    }
}
