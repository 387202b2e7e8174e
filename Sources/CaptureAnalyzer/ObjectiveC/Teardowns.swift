import CClang

/// A teardown only the owner can run: the method of a view or view controller that undoes a
/// registration made when the object was set up, which neither UIKit nor the class itself calls.
package struct OwnerTeardown {
    /// The method that undoes the registration (`-destroy`, or `-reset` when `-destroy` calls it).
    package var method: ASTNode
    /// The outermost method of the class that leads there (what the owner has to call).
    package var entry: String
    /// The set-up method the registration runs in (`viewDidLoad`, `init…`, `awakeFromNib`).
    package var setup: String
    /// The method that makes the registration: `setup` itself, or a method only `setup` reaches.
    package var registeredIn: String
    /// "view controller" or "view".
    package var kind: String
    /// The superclass no header declares whose name alone made the class a view or view
    /// controller; nil when a declared superclass did.
    package var judgedByName: String?
}

extension SourceModel {
    /// Methods that run once, when an object is made or its view is loaded.
    static let setupSelectors: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// Methods UIKit and AppKit call by themselves during a view's or controller's life: an undo
    /// there runs without the owner's help.
    static let frameworkCallbacks: Set<String> = [
        "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "viewDidUnload",
        "viewWillUnload", "didReceiveMemoryWarning", "willMoveToParentViewController:",
        "didMoveToParentViewController:", "removeFromParentViewController", "willMoveToWindow:", "didMoveToWindow",
        "willMoveToSuperview:", "didMoveToSuperview", "removeFromSuperview", "prepareForReuse",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews",
        "dismissViewControllerAnimated:completion:",
        "viewWillTransitionToSize:withTransitionCoordinator:", "traitCollectionDidChange:",
        "encodeWithCoder:", "applicationWillTerminate:", "windowWillClose:", "viewWillMoveToWindow:",
        "viewDidMoveToWindow", "viewWillMoveToSuperview:", "viewDidMoveToSuperview",
        "removeFromSuperviewWithoutNeedingDisplay",
    ]

    /// Whether every removal in `removals` sits in a teardown only the owner can run, for a
    /// registration `call` made while a view or view controller was set up: then the cycle the
    /// registration closes lasts until the owner remembers that call, and a view controller a
    /// navigation stack lets go of, or a view removed from its window, stays alive without it.
    ///
    /// A removal counts as such a teardown when its method is not a UIKit or AppKit callback, is
    /// not named by `@selector` as a target's action or a notification's handler, and every
    /// method of the class that calls it is such a teardown too; the outermost one must override
    /// an inherited method (`[super destroy]`) or be declared in the class's `@interface`, which
    /// says the owner is meant to call it. Nil when any removal is elsewhere, or the class is not
    /// a view or view controller, or the registration is not made at set-up.
    package func ownerTeardown(registeredBy call: ASTNode, removals: [ASTNode], in cls: ClassInfo?) -> OwnerTeardown? {
        guard let cls, !removals.isEmpty,
            let setup = call.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl }),
            let setupEntry = setupEntry(setup.spelling, in: cls, visiting: []),
            let (kind, judgedByName) = viewKind(of: cls.name)
        else { return nil }
        var first: OwnerTeardown?
        for removal in removals {
            guard let method = removal.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl }),
                method !== setup, let entry = ownerEntry(method.spelling, in: cls, visiting: [])
            else { return nil }
            if first == nil {
                first = OwnerTeardown(
                    method: method, entry: entry, setup: setupEntry, registeredIn: setup.spelling, kind: kind,
                    judgedByName: judgedByName)
            }
        }
        return first
    }

    /// "view controller" or "view" when `className` is one, from its superclasses. When the chain
    /// reaches a class no header declares (a dependency that is not in the tree, which clang's
    /// recovery declares as a bare `NSObject`), its name is the only evidence left, and Cocoa's
    /// naming (`…ViewController`, `…View`, `…Cell`) decides.
    func viewKind(of className: String) -> (kind: String, judgedByName: String?)? {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            switch current {
            case "UIViewController", "NSViewController", "NSWindowController": return ("view controller", nil)
            case "UIView", "NSView", "UITableViewCell", "UICollectionViewCell": return ("view", nil)
            default: break
            }
            guard let interface = interface(named: current), !interface.recovered else {
                if current.hasSuffix("ViewController") { return ("view controller", current) }
                if current.hasSuffix("View") || current.hasSuffix("Cell") { return ("view", current) }
                return nil
            }
            guard let next = interface.superclass ?? interface.spelledSuperclass else { return nil }
            current = next
        }
        return nil
    }

    /// The set-up method (`viewDidLoad`, `init…`, `loadView`, `awakeFromNib`) that `selector`
    /// is, or that is the only way the class reaches it (`viewDidLoad` calling
    /// `-registerObservers`); nil when anything else calls it, or nothing in the class does.
    private func setupEntry(_ selector: String, in cls: ClassInfo, visiting: Set<String>) -> String? {
        if Self.setupSelectors.contains(selector) || selector.hasPrefix("init") { return selector }
        guard !visiting.contains(selector), !namedAsAction(selector, in: cls) else { return nil }
        let callers = selfCallers(of: selector, in: cls).subtracting([selector])
        var entry: String?
        for caller in callers.sorted() {
            guard let found = setupEntry(caller, in: cls, visiting: visiting.union([selector])) else { return nil }
            entry = entry ?? found
        }
        return entry
    }

    /// The method the owner calls to reach `selector` (the selector itself when nothing in the
    /// class calls it), or nil when the framework or the class may call it by itself.
    private func ownerEntry(_ selector: String, in cls: ClassInfo, visiting: Set<String>) -> String? {
        guard !Self.frameworkCallbacks.contains(selector), selector != "dealloc", !visiting.contains(selector),
            !namedAsAction(selector, in: cls)
        else { return nil }
        let callers = selfCallers(of: selector, in: cls).subtracting([selector, "dealloc"])
        if callers.isEmpty {
            guard let method = cls.methods[selector] else { return nil }
            return callsSuper(method, selector) || declaresPublicly(cls.name, selector) ? selector : nil
        }
        var entry: String?
        for caller in callers.sorted() {
            guard let found = ownerEntry(caller, in: cls, visiting: visiting.union([selector])) else { return nil }
            entry = entry ?? found
        }
        return entry
    }

    /// The methods of the class that send `selector` to `self`.
    private func selfCallers(of selector: String, in cls: ClassInfo) -> Set<String> {
        Set(
            calls.filter { c in
                c.spelling == selector && cls.node.contains(c) && receiver(of: c).map(isSelfExpression) == true
            }.compactMap { c in c.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl })?.spelling })
    }

    /// True when `method`'s text sends `selector` to `super` (read from its tokens, so a send
    /// clang dropped for an undeclared superclass still counts).
    private func callsSuper(_ method: ASTNode, _ selector: String) -> Bool {
        let first = selector.split(separator: ":").first.map(String.init) ?? selector
        let tokens = tokens(of: method)
        return tokens.indices.dropLast().contains { tokens[$0] == "super" && tokens[$0 + 1] == first }
    }

    /// True when `@selector(selector)` appears in the class other than in a `respondsToSelector:`
    /// test: a target-action pair, a notification handler or a delayed perform may run it.
    private func namedAsAction(_ selector: String, in cls: ClassInfo) -> Bool {
        cls.node.containsNode { n in
            guard n.kind == CXCursor_ObjCSelectorExpr, selectorName(n) == selector else { return false }
            let user = n.ancestor { $0.kind == CXCursor_ObjCMessageExpr }
            return !(user?.spelling.hasSuffix("espondsToSelector:") ?? false)
        }
    }

    /// True when the class's `@interface` (in the file or a header) declares `selector`.
    private func declaresPublicly(_ className: String, _ selector: String) -> Bool {
        var found = false
        unit.cursor.visitChildren { child in
            guard child.kind == CXCursor_ObjCInterfaceDecl, child.spelling == className else { return .continue }
            child.visitChildren { member in
                if member.kind == CXCursor_ObjCInstanceMethodDecl, member.spelling == selector { found = true }
                return found ? .break : .continue
            }
            return found ? .break : .continue
        }
        return found
    }
}
