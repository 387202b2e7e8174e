import CClang
import ClangFrontend

/// C APIs that keep a value through a context struct (`SCNetworkReachabilityContext`,
/// `CFRunLoopObserverContext`, `CFSocketContext`, `FSEventStreamContext`…): every one of them
/// begins `{version, info, retain, release, copyDescription}`. The API copies the struct and, when
/// `retain` is not NULL, calls it on `info` and keeps what it returns until it lets go of the
/// context (`SCNetworkReachabilitySetCallback(ref, NULL, NULL)`, the object's release). Which calls
/// take one, and who keeps it, is data: `keeps: context` entries of the closure keepers.
extension SourceModel {
    /// The fields of a context struct, in order, as far as the value flow reads them.
    static let contextFields = ["version", "info", "retain", "release", "copyDescription"]

    /// What becomes of a value put in the `info` field of a context: `child` is the value as an
    /// element of the initializer list `list` (`{0, (__bridge void *)block, retainCopies, …}`),
    /// or, with `list` nil, the right side of `ctx.info = (__bridge void *)block;` (`site`). Nil
    /// when the value is not a context's `info`, when the context's `retain` is NULL (nothing is
    /// kept), or when no listed call is handed the context.
    func contextUse(ofInfo child: ASTNode, in list: ASTNode?, site: ASTNode) -> ValueUse? {
        let context: ASTNode
        var retain: [ASTNode] = []
        if let list {
            let fields = contextFieldValues(of: list)
            guard let info = fields["info"], info.wrapped === child else { return nil }
            if let value = fields["retain"] { retain.append(value) }
            context = list
        } else {
            guard site.children.count == 2, let field = structField(site.children[0]), field.name == "info" else {
                return nil
            }
            context = field.base
        }
        // The context: a local struct (`SCNetworkReachabilityContext ctx = {…}`), or a compound
        // literal handed on the spot (`&(SCNetworkReachabilityContext){…}`).
        var pointers: [ASTNode] = []
        var local: Variable?
        if let v = contextVariable(context) {
            local = v
            if let initializer = v.initializer, initializer.unwrapped.kind == CXCursor_InitListExpr,
                initializer.unwrapped !== context, let value = contextFieldValues(of: initializer.unwrapped)["retain"]
            {
                retain.append(value)
            }
            pointers = v.references
        } else if context.kind == CXCursor_InitListExpr, let literal = context.parent,
            literal.kind == CXCursor_CompoundLiteralExpr
        {
            pointers = [literal]
        } else {
            return nil
        }
        // `ctx.retain = retainCopies;` anywhere the context is written.
        if let local {
            for ref in local.references {
                guard let member = ref.wrapped.parent, member.kind == CXCursor_MemberRefExpr,
                    member.spelling == "retain", let assignment = member.wrapped.parent, isAssignment(assignment),
                    assignment.children.count == 2, assignment.children[0].unwrapped === member
                else { continue }
                retain.append(assignment.children[1])
            }
        }
        guard retain.contains(where: { !isNullConstant($0) }) else { return nil }
        for pointer in pointers {
            guard let address = pointer.wrapped.parent, address.kind == CXCursor_UnaryOperator,
                firstToken(of: address) == "&", let call = address.wrapped.parent, call.kind == CXCursor_CallExpr,
                let index = argumentIndex(of: address.wrapped, in: call),
                let keeper = keepers.keeper(function: call.spelling, keeps: .context), keeper.contextArgument == index
            else { continue }
            let name = call.spelling
            switch keeper.keptBy {
            case .argument(let n):
                let args = arguments(of: call)
                guard n < args.count, n != index else { continue }
                let label = "\(keeper.edge ?? "context") info (\(name))"
                return .stored(Store(owner: args[n], label: label, site: call, release: release(keeper)))
            case .result:
                // `uses(of:)` follows the object the call makes (`retainsBlockInResult`).
                return .argument(call: call, callee: name, index: index, nonEscaping: false)
            default:
                continue
            }
        }
        return nil
    }

    /// True when `call` makes an object that keeps the `info` of the context it is handed
    /// (`CFRunLoopObserverCreate(…, &context)`); a `CFRunLoopTimerCreate` whose interval is 0
    /// fires once and lets go.
    func resultKeepsContext(_ call: ASTNode) -> Bool {
        guard call.kind == CXCursor_CallExpr, let keeper = keepers.keeper(function: call.spelling, keeps: .context),
            keeper.keptBy == .result
        else { return false }
        if call.spelling == "CFRunLoopTimerCreate" {
            // (allocator, fireDate, interval, flags, order, callout, context)
            let args = arguments(of: call)
            return args.count == 7 && !["0", "0.0", "0.", "0.0f"].contains(tokens(of: args[2]).joined())
        }
        return true
    }

    /// Field name → value of a context's initializer list, positional (`{0, info, retain, …}`) or
    /// designated (`{.info = …, .retain = …}`).
    private func contextFieldValues(of list: ASTNode) -> [String: ASTNode] {
        var fields: [String: ASTNode] = [:]
        let elements = list.children.filter { $0.kind.isExpression }
        for (i, element) in elements.enumerated() {
            // A designated element: `.retain = value`, the designator a member reference.
            if element.kind == CXCursor_UnexposedExpr,
                let designator = element.children.first(where: { $0.kind == CXCursor_MemberRef }),
                let value = element.children.last(where: { $0.kind.isExpression })
            {
                fields[designator.spelling] = value
            } else if i < Self.contextFields.count {
                fields[Self.contextFields[i]] = element
            }
        }
        return fields
    }

    /// `ctx.info` as a field of a local struct: the field's name and the reference to the struct.
    private func structField(_ lhs: ASTNode) -> (name: String, base: ASTNode)? {
        let e = lhs.unwrapped
        guard e.kind == CXCursor_MemberRefExpr, e.referenced.kind == CXCursor_FieldDecl,
            let base = e.children.first?.unwrapped, base.kind == CXCursor_DeclRefExpr
        else { return nil }
        return (e.spelling, base)
    }

    /// The automatic local struct a context is: the one whose initializer is the list, or the
    /// one `ctx.info = …` names.
    private func contextVariable(_ context: ASTNode) -> Variable? {
        if context.kind == CXCursor_DeclRefExpr {
            guard let v = variable(referencedBy: context), v.isAutomatic else { return nil }
            return v
        }
        guard let decl = context.wrapped.parent, decl.kind == CXCursor_VarDecl,
            let v = variables[decl.locationOffset], v.isAutomatic, v.initializer?.unwrapped === context
        else { return nil }
        return v
    }
}
