import CClang
import ClangFrontend
import Foundation

extension SourceModel {
    /// How many methods down a summary follows a parameter or a local handed on
    /// (`get:withBlock:` → `handleMethod:withPath:block:` → `addRoute:forMethod:`): a bound on the
    /// fixed point, which a method calling itself reaches at once (`visiting`).
    static let summaryDepth = 4

    /// Messages that add their first argument to a view or layer that keeps it (its subviews or
    /// sublayers), besides the `add…:` selectors clang's heuristic already takes as keeping.
    static let subviewAdders: Set<String> = [
        "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:",
        "addSublayer:", "insertSublayer:atIndex:", "insertSublayer:above:", "insertSublayer:below:",
    ]

    /// How the message `msg` of `method` (an instance method of this file) keeps its argument
    /// `index` where `method`'s self keeps it, as an edge label; nil when it is not known to.
    /// - `[self addRoute:route forMethod:m]`: a method of self's class, in this file (read to
    ///   `summaryDepth`) or in another file of the run, that keeps the parameter on its self;
    /// - `[self addSubview:view]` in a view's method: a view keeps its subviews;
    /// - `[_handlers addObject:p]`, `[self.map setObject:p forKey:k]`: a `set…:`/`add…:` message
    ///   (or `insertObject:atIndex:`, a subview adder) to an object self keeps strongly, not a weak
    ///   container nor a listed API that lets go (an operation queue runs and drops what it gets);
    /// - the same message to a local that self keeps (`[methodRoutes addObject:route]`).
    func messageKeeps(_ msg: ASTNode, argument index: Int, in method: ASTNode, depth: Int, visiting: inout Set<Int>)
        -> String?
    {
        guard let receiver = receiver(of: msg) else { return nil }
        let r = receiver.unwrapped
        let selector = msg.spelling
        if r.kind == CXCursor_ObjCSelfExpr {
            if let kept = selfMethodKeeps(msg, index: index, depth: depth + 1, visiting: &visiting) {
                return "\(selector) → \(kept)"
            }
            // (Told by the class that declares the method: a view's superclasses may sit in a module.)
            if index == 0, Self.subviewAdders.contains(selector),
                let declaring = Self.className(declaring: msg.referenced.semanticParent),
                ["UIView", "NSView", "CALayer"].contains(declaring)
            {
                return "\(selector) (subviews)"
            }
            return nil
        }
        // `[_tableController updateData:p]`: a method of the run that keeps its parameter on its own
        // self, sent to an object self keeps (or to a local that self keeps).
        if !selector.hasPrefix("init"), !keepsWeakly(receiver),
            let kept = receiverMethodKeeps(msg, index: index, depth: depth + 1, visiting: &visiting)
        {
            if isKeptBySelf(receiver) {
                if !letsGo(of: receiver, in: method) { return "\(describe(receiver)) \(selector) → \(kept)" }
            } else if r.kind == CXCursor_DeclRefExpr, let local = variable(referencedBy: r), local.isAutomatic,
                let holder = selfKeeps(local, in: method, depth: depth + 1, visiting: &visiting)
            {
                return "\(holder) → \(describe(receiver)) \(selector) → \(kept)"
            }
        }
        guard index == 0,
            Self.isSetterLike(selector) || selector == "insertObject:atIndex:" || Self.subviewAdders.contains(selector),
            listedKeeper(of: msg)?.keptBy != .nobody, !keepsWeakly(receiver)
        else { return nil }
        if isKeptBySelf(receiver) {
            return letsGo(of: receiver, in: method) ? nil : "\(describe(receiver)) \(selector)"
        }
        if r.kind == CXCursor_DeclRefExpr, let local = variable(referencedBy: r), local.isAutomatic,
            let kept = selfKeeps(local, in: method, depth: depth + 1, visiting: &visiting)
        {
            return "\(kept) → \(describe(receiver)) \(selector)"
        }
        return nil
    }

    /// True when `method` itself sets the holder `holder` (or an object it is reached through)
    /// to nil outside its blocks: `[_changeSet addCompletionHandler:completion]` and then, in the
    /// same method, `_changeSet = nil` once the batch is handed on. Self keeps the value only
    /// while the method runs.
    ///
    /// Also when the file sets that member of self to nil anywhere but in `dealloc` (a queue of
    /// pending requesters the class empties once its work is done: `_pending = nil;` after
    /// running them), as `releasesBlock` has it for a block property, or takes single elements out
    /// of it (`remove…:`, not `removeAllObjects`: a table of task delegates, each removed when its
    /// task completes).
    func letsGo(of holder: ASTNode, in method: ASTNode) -> Bool {
        if let member = Self.firstMember(of: holder) {
            func outsideDealloc(_ node: ASTNode) -> Bool {
                node.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl })?.spelling != "dealloc"
            }
            if (memberAssignments[member] ?? []).contains(where: { isNullConstant($0) && outsideDealloc($0) }) {
                return true
            }
            if takesSingleElements(outOf: member) { return true }
        }
        let text = describe(holder)
        return method.containsNode { node in
            guard isAssignment(node), node.children.count == 2, node.enclosingBlock == nil,
                isNullConstant(node.children[1])
            else { return false }
            let target = describe(node.children[0])
            return target == text || text.hasPrefix(target + ".") || text.hasPrefix(target + "->")
        }
    }

    /// True when the class takes single elements out of its member `member` outside `dealloc`
    /// (`[_taskDelegates removeObjectForKey:key]` when the task completes): such a collection holds
    /// pending work, not what it keeps for good. One it only empties wholesale (`removeAllObjects`
    /// when a panel closes) still keeps its elements, and so does one whose removing method puts
    /// the element back under another key (`[_keyMap removeObjectForKey:old]; [_keyMap
    /// setObject:info forKey:new]`).
    func takesSingleElements(outOf member: String) -> Bool {
        func isStore(_ call: ASTNode) -> Bool {
            call.kind == CXCursor_ObjCMessageExpr
                && (Self.isSetterLike(call.spelling) || call.spelling.hasPrefix("insert"))
                && receiver(of: call).flatMap(Self.firstMember(of:)) == member
        }
        return calls.contains { call in
            guard call.kind == CXCursor_ObjCMessageExpr, call.spelling.hasPrefix("remove"),
                call.spelling != "removeAllObjects",
                receiver(of: call).flatMap(Self.firstMember(of:)) == member
            else { return false }
            let method = call.ancestor(where: { $0.kind == CXCursor_ObjCInstanceMethodDecl })
            guard method?.spelling != "dealloc" else { return false }
            return method.map { !$0.containsNode(where: isStore) } ?? true
        }
    }

    /// The name (without a leading underscore, as `memberAssignments` files it) of the member of
    /// self an ownership chain starts with: `_changeSet` in `_changeSet`, `room` in
    /// `self.room.timeline`.
    static func firstMember(of holder: ASTNode) -> String? {
        var e = holder.unwrapped
        while e.kind == CXCursor_MemberRefExpr, let base = e.children.first?.unwrapped,
            base.kind == CXCursor_MemberRefExpr
        {
            e = base
        }
        guard e.kind == CXCursor_MemberRefExpr else { return nil }
        return e.spelling.hasPrefix("_") ? String(e.spelling.dropFirst()) : e.spelling
    }

    /// `void (^wrapper)(flags) = ^(flags){ … callback(…) … };` and the wrapper stored where `self`
    /// keeps it (`_handler = wrapper`, a C API's context on a ref in an ivar): the block that uses
    /// the parameter keeps it, so self keeps the parameter too. The block is the outermost one of
    /// `method` around a use of the parameter, followed through the value flow (a bounded
    /// number of summaries deep: that flow may ask for summaries again).
    func wrappingBlockKept(parameter index: Int, of method: ASTNode) -> String? {
        let params = method.children.filter { $0.kind == CXCursor_ParmDecl }
        guard index < params.count, wrappingSummaries < 2 else { return nil }
        let param = params[index]
        guard param.cursor.type.isBlockPointer || param.cursor.type.isObjCObjectPointer else { return nil }
        var wrappers: [ASTNode] = []
        for node in method.all(where: { $0.kind == CXCursor_DeclRefExpr }) {
            guard node.referenced.kind == CXCursor_ParmDecl, node.referenced.locationOffset == param.locationOffset,
                var block = node.enclosingBlock
            else { continue }
            while let outer = block.enclosingBlock { block = outer }
            if !wrappers.contains(where: { $0 === block }) { wrappers.append(block) }
        }
        wrappingSummaries += 1
        defer { wrappingSummaries -= 1 }
        for block in wrappers {
            for step in uses(of: block) {
                // Only a store lint knows: an assignment to a member or element, or a listed API
                // (a C context, a dispatch source); not the setter-like guess on a message
                // (`[center addObserverForName:… usingBlock:]`, whose registration other rules
                // read with its removal).
                guard case .stored(let store) = step.use,
                    store.site.kind != CXCursor_ObjCMessageExpr || store.release != nil,
                    let chain = ownerChain(of: store.owner), chain.root == .selfObject
                else { continue }
                return (chain.steps + [store.label]).joined(separator: " → ") + " (a block that uses it)"
            }
        }
        return nil
    }

    /// For `[object m:…]` (not `self`): the label under which the method `m` of the class that
    /// declares it keeps its parameter `index` on its self, read in this file or the run's other
    /// files; nil for a method of a protocol, or one not known to keep it.
    private func receiverMethodKeeps(_ msg: ASTNode, index: Int, depth: Int, visiting: inout Set<Int>) -> String? {
        let decl = msg.referenced
        // (A receiver typed `id` could be anything: clang picked one declaration of the selector.)
        guard decl.kind == CXCursor_ObjCInstanceMethodDecl, let r = receiver(of: msg),
            let className = Self.className(declaring: decl.semanticParent)
        else { return nil }
        let type = r.unwrapped.cursor.type.canonical
        let spelled = type.spelling.split(separator: " ").last ?? ""
        guard type.kind != CXType_ObjCId, !spelled.hasPrefix("id"), !spelled.hasPrefix("__kindof") else { return nil }
        return instanceMethodKeeps(
            className: className, selector: msg.spelling, index: index, depth: depth, visiting: &visiting)
    }

    /// For `[self m:…]`: the label under which the method `m` of self's class keeps its parameter
    /// `index` on self, read in this file's implementation (categories included) or, through the
    /// run's implementations, in another file.
    private func selfMethodKeeps(_ msg: ASTNode, index: Int, depth: Int, visiting: inout Set<Int>) -> String? {
        let decl = msg.referenced
        guard decl.kind == CXCursor_ObjCInstanceMethodDecl else { return nil }
        let className = Self.className(declaring: decl.semanticParent) ?? selfClassName(at: msg)
        guard let className else { return nil }
        return instanceMethodKeeps(
            className: className, selector: msg.spelling, index: index, depth: depth, visiting: &visiting)
    }

    /// The label under which the instance method `selector` of `className` keeps its parameter
    /// `index` on its self: read in this file's implementation (a category included) to
    /// `summaryDepth`, or else in the run's implementations in another file, recorded as consulted.
    func instanceMethodKeeps(
        className: String, selector: String, index: Int, depth: Int, visiting: inout Set<Int>
    ) -> String? {
        if let callee = implementation(of: selector, inClass: className, kind: CXCursor_ObjCInstanceMethodDecl) {
            return selfKeepsParameter(of: callee, index: index, depth: depth, visiting: &visiting)
        }
        guard let implementations,
            let kept = implementations.keptBySelf(className: className, selector: selector, index: index, asking: file)
        else { return nil }
        consultedFiles.formUnion(kept.files)
        return kept.label
    }

    /// This file's implementation of the method `selector` of `className` (in its
    /// `@implementation` or one of its categories), of the given kind.
    func implementation(of selector: String, inClass className: String, kind: CXCursorKind) -> ASTNode? {
        for info in classes + categories where info.name == className {
            if let method = info.methods[selector], method.kind == kind { return method }
        }
        return nil
    }

    /// True when this file has an `@implementation` of `className` (or a category of it).
    func implements(_ className: String) -> Bool {
        (classes + categories).contains { $0.name == className }
    }

    /// The class whose implementation (or category implementation) holds `node`.
    func selfClassName(at node: ASTNode) -> String? {
        guard
            let impl = node.ancestor(where: {
                $0.kind == CXCursor_ObjCImplementationDecl || $0.kind == CXCursor_ObjCCategoryImplDecl
            })
        else { return nil }
        return impl.kind == CXCursor_ObjCImplementationDecl ? impl.spelling : Self.className(declaring: impl.cursor)
    }

    /// The class an `@interface`, `@implementation` or category (interface or implementation)
    /// declares or extends; nil for anything else (a protocol).
    static func className(declaring container: Cursor) -> String? {
        switch container.kind {
        case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCImplementationDecl:
            return container.spelling
        case CXCursor_ObjCCategoryDecl, CXCursor_ObjCCategoryImplDecl:
            var name: String?
            container.visitChildren { child in
                if child.kind == CXCursor_ObjCClassRef { name = child.spelling }
                return name == nil ? .continue : .break
            }
            return name
        default:
            return nil
        }
    }
}

extension ObjCImplementations {
    /// Headers elsewhere in the folder the files share that are named after one of them
    /// (`Source/A.m` and `Source/PrivateHeaders/Lib/A.h`): where a framework keeps the
    /// `@interface` of a class, apart from its implementation. The walk stops after 20,000 entries.
    static func namesakeHeaders(of files: [String]) -> [String] {
        guard var common = files.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return [] }
        for path in files.dropFirst() {
            while !common.isEmpty, common != "/", !path.hasPrefix(common + "/") {
                common = (common as NSString).deletingLastPathComponent
            }
        }
        guard !common.isEmpty, common != "/", let walk = FileManager.default.enumerator(atPath: common) else {
            return []
        }
        let names = Set(files.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        let beside = Set(files.map { ($0 as NSString).deletingPathExtension + ".h" })
        var found: [String] = []
        var seen = 0
        while let entry = walk.nextObject() as? String, seen < 20_000 {
            seen += 1
            guard entry.hasSuffix(".h"),
                names.contains(((entry as NSString).lastPathComponent as NSString).deletingPathExtension)
            else { continue }
            let path = common + "/" + entry
            if !beside.contains(path) { found.append(path) }
        }
        return found
    }
}
