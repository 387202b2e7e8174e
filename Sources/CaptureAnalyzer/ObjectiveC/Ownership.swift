import CClang
import ClangFrontend

/// The variable an object is strongly reachable from: `self`, or an automatic variable.
package enum OwnerRoot: Hashable {
    /// The method's `self` (or a local alias of it).
    case selfObject
    /// An automatic variable, by key.
    case variable(Int)
}

/// How an object is strongly held: from `root`, along `steps` (property / ivar / element edges).
package struct OwnerChain {
    /// Where the chain starts.
    package var root: OwnerRoot
    /// Edge labels from the root to the object (`child (strong)`, `_op`).
    package var steps: [String]
}

extension SourceModel {
    /// The strong chain that keeps the object `expr` evaluates to, or nil when nothing the function
    /// can see owns it (a weak property, a method result, a global, a fresh object).
    /// `nil` as `expr` is the implicit `self` of an ivar.
    package func ownerChain(of expr: ASTNode?) -> OwnerChain? {
        ownerChain(of: expr, depth: 0)
    }

    private func ownerChain(of expr: ASTNode?, depth: Int) -> OwnerChain? {
        guard let expr else { return OwnerChain(root: .selfObject, steps: []) }
        guard depth < 8 else { return nil }
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_ObjCSelfExpr:
            // In a class method self is the class object, which lives for ever: nothing to leak.
            if e.ancestor(where: {
                $0.kind == CXCursor_ObjCClassMethodDecl || $0.kind == CXCursor_ObjCInstanceMethodDecl
            })?.kind
                == CXCursor_ObjCClassMethodDecl
            {
                return nil
            }
            return OwnerChain(root: .selfObject, steps: [])
        case CXCursor_DeclRefExpr:
            guard let v = variable(referencedBy: e) else { return nil }
            // A static or global holder (a shared instance) is its own root: blocks do not capture
            // it, so it only closes a cycle when self stores it (`_view = shared; shared.handler = ^{ self }`).
            guard v.isAutomatic else { return OwnerChain(root: .variable(v.key), steps: []) }
            let root = resolveAlias(v)
            // `Child *c = self.child;`: the local names an object self holds.
            if case .variable = root, let value = v.values.filter({ !isNullConstant($0) }).first, v.values.count == 1,
                value.unwrapped.kind != CXCursor_DeclRefExpr, let chain = ownerChain(of: value, depth: depth + 1)
            {
                return chain
            }
            return OwnerChain(root: root, steps: [])
        case CXCursor_MemberRefExpr:
            let target = e.referenced
            if target.kind == CXCursor_ObjCPropertyDecl {
                if !isStrongProperty(target), let steps = outletSteps(e, property: target) {
                    return OwnerChain(root: .selfObject, steps: steps)
                }
                guard isStrongProperty(target), let base = e.children.first,
                    var chain = ownerChain(of: base, depth: depth + 1)
                else { return nil }
                chain.steps.append("\(e.spelling) \(propertyAttributeLabel(target))")
                return chain
            }
            if target.kind == CXCursor_ObjCIvarDecl {
                let canonical = target.type.canonical.spelling
                guard !canonical.contains("__weak"), !canonical.contains("__unsafe_unretained") else { return nil }
                let base = e.children.first
                let implicit =
                    base.map { $0.unwrapped.kind == CXCursor_ObjCSelfExpr && $0.unwrapped.location.line == 0 } ?? true
                guard var chain = ownerChain(of: implicit ? nil : base, depth: depth + 1) else { return nil }
                chain.steps.append(e.spelling)
                return chain
            }
            return nil
        case CXCursor_ObjCMessageExpr:
            // `[self op]`, `[[self.controller gamepad] buttonA]`: a getter of a strong property
            // declared in this file or by the class that declares the method (a header, the SDK),
            // as `self.controller.gamepad.buttonA` is.
            guard arguments(of: e).isEmpty, let r = receiver(of: e),
                let p = declaredProperty(named: e.spelling, settingWith: e),
                isStrongProperty(p), var chain = ownerChain(of: r, depth: depth + 1)
            else { return nil }
            chain.steps.append("\(e.spelling) \(propertyAttributeLabel(p))")
            return chain
        case CXCursor_UnexposedExpr where e.children.count == 2 && e.cursor.type.spelling.contains("pseudo-object"):
            guard var chain = ownerChain(of: e.children[0], depth: depth + 1) else { return nil }
            chain.steps.append("[…]")
            return chain
        default:
            return nil
        }
    }

    /// `self.tableView` for a weak `IBOutlet` property of the view controller, view or cell `self`
    /// is: the nib put the outlet in the view hierarchy, which the controller's `view` (a cell's
    /// `contentView`, a view's `subviews`) keeps, as long as the outlet is not removed from it.
    /// The steps of that chain; nil for any other weak property.
    private func outletSteps(_ ref: ASTNode, property: Cursor) -> [String]? {
        guard let base = ref.children.first?.unwrapped, base.kind == CXCursor_ObjCSelfExpr,
            property.children.contains(where: { $0.kind == CXCursor_IBOutletAttr }),
            let className = enclosingClass(of: ref)?.name
        else { return nil }
        let roots: [(superclasses: [String], root: String)] = [
            (["UITableViewCell", "UICollectionViewCell"], "contentView (view hierarchy)"),
            (["UIViewController", "NSViewController"], "view (view hierarchy)"),
            (["NSWindowController"], "window (view hierarchy)"),
            (["UIView", "NSView"], "subviews (view hierarchy)"),
        ]
        guard let root = roots.first(where: { inherits(className, fromAnyOf: $0.superclasses) })?.root else {
            return nil
        }
        return [root, "\(ref.spelling) (weak outlet)"]
    }

    /// Data source methods whose returned view the table or collection view keeps, as a visible
    /// or reusable cell, header or footer.
    static let cellProviders: Set<String> = [
        "tableView:cellForRowAtIndexPath:", "collectionView:cellForItemAtIndexPath:",
        "tableView:viewForHeaderInSection:", "tableView:viewForFooterInSection:",
        "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
    ]

    /// `return cell;` in `-tableView:cellForRowAtIndexPath:` (or a collection view's, or a header
    /// or footer provider) of self: the view given as the first parameter keeps the cell, and self
    /// keeps that view when it is a strong property of self's class, a weak outlet of a view
    /// controller (kept by its view), or a table or collection view controller's own.
    func cellKeptByView(returnedBy statement: ASTNode) -> Store? {
        guard statement.enclosingBlock == nil,
            let method = statement.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl }),
            Self.cellProviders.contains(method.spelling), let cls = enclosingClass(of: statement),
            let view = method.children.first(where: { $0.kind == CXCursor_ParmDecl })?.spelling
        else { return nil }
        let returned = "the cell -\(method.spelling) returns"
        if let property = classProperty(named: view, of: cls.name) {
            if isStrongProperty(property) {
                return Store(
                    owner: nil, label: "\(view) \(propertyAttributeLabel(property)) → \(returned)", site: statement)
            }
            guard property.children.contains(where: { $0.kind == CXCursor_IBOutletAttr }),
                inherits(cls.name, fromAnyOf: ["UIViewController", "NSViewController"])
            else { return nil }
            return Store(
                owner: nil, label: "view (view hierarchy) → \(view) (weak outlet) → \(returned)", site: statement)
        }
        let controllers = ["tableView": "UITableViewController", "collectionView": "UICollectionViewController"]
        guard let controller = controllers[view], inherits(cls.name, fromAnyOf: [controller]) else { return nil }
        return Store(owner: nil, label: "\(view) (strong) → \(returned)", site: statement)
    }

    /// The property `name` that an `@interface` of `className` (or a category or extension of it)
    /// declares in the translation unit.
    private func classProperty(named name: String, of className: String) -> Cursor? {
        var found: Cursor?
        unit.cursor.visitChildren { decl in
            let owner: String?
            switch decl.kind {
            case CXCursor_ObjCInterfaceDecl: owner = decl.spelling
            case CXCursor_ObjCCategoryDecl: owner = decl.children.first { $0.kind == CXCursor_ObjCClassRef }?.spelling
            default: owner = nil
            }
            guard owner == className else { return .continue }
            found = decl.children.first { $0.kind == CXCursor_ObjCPropertyDecl && $0.spelling == name }
            return found == nil ? .continue : .break
        }
        return found
    }

    /// `self` when the variable only ever holds `self` (`Foo *me = self;`, `__weak typeof(self) w = self;`),
    /// otherwise the variable itself. Follows chains of such aliases.
    package func resolveAlias(_ v: Variable) -> OwnerRoot {
        var current = v
        var seen = Set<Int>()
        while seen.insert(current.key).inserted {
            let values = current.values.filter { !isNullConstant($0) }
            guard values.count == 1 else { break }
            let value = values[0].unwrapped
            if value.kind == CXCursor_ObjCSelfExpr { return .selfObject }
            if let next = variable(referencedBy: value), next.isAutomatic {
                current = next
                continue
            }
            break
        }
        return .variable(current.key)
    }

    /// True for `nil`, `NULL`, `0` and casts of them.
    package func isNullConstant(_ expr: ASTNode) -> Bool {
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_GNUNullExpr, CXCursor_CXXNullPtrLiteralExpr: return true
        case CXCursor_IntegerLiteral:
            return ["0", "nil", "NULL", "Nil"].contains(firstToken(of: e) ?? "")
        default: return false
        }
    }

    /// True when `v` is a weak (or unretained) variable that holds `self`: a "weak self".
    package func isWeakSelf(_ v: Variable) -> Bool {
        (v.ownership == .weak || v.ownership == .unretained) && resolveAlias(v) == .selfObject
    }

    /// The weak variable a strong local is re-captured from (`__strong typeof(w) s = w;`), if any.
    package func weakSource(ofStrong v: Variable) -> Variable? {
        guard v.ownership == .strong, let value = v.initializer?.unwrapped,
            let w = variable(referencedBy: value), w.ownership == .weak
        else { return nil }
        return w
    }
}
