import CClang

/// One run loop a run-loop expression can denote, as far as the file's data flow tells.
package enum LoopToken: Hashable {
    /// The main thread's loop.
    case main
    /// The loop of the thread that runs the thread entry whose body has this identity.
    case thread(ObjectIdentifier)
    /// The loop of the dispatch worker running this block: blocked by its own `run`, so no other
    /// block can be on that thread.
    case queueWorker(ObjectIdentifier)
    /// A stored loop (property, ivar, by name without `_`) whose value the file does not reveal.
    case member(String)
    /// Anything.
    case unknown

    /// True when the two can be the same loop. Unknown on either side can be anything; two
    /// stored loops with unrevealed values are different only when they are different storage.
    package func maybeSame(as other: LoopToken) -> Bool {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return true
        case (.member(let a), .member(let b)): return a == b
        case (.member, _), (_, .member): return true
        default: return self == other
        }
    }
}

extension SourceModel {
    /// How far the flow follows variables, returns and callers: enough for a helper that returns a
    /// static thread, not so far that one file's call graph is walked for every expression.
    package static let loopFlowDepth = 6

    /// The loops an expression of type `NSRunLoop *` / `CFRunLoopRef` can denote where it is evaluated.
    package func loops(of expr: ASTNode, depth: Int = loopFlowDepth) -> Set<LoopToken> {
        guard depth > 0 else { return [.unknown] }
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_ObjCMessageExpr:
            switch e.spelling {
            case "currentRunLoop": return loopsRunning(e, depth: depth - 1)
            case "mainRunLoop": return [.main]
            case "getCFRunLoop": return receiver(of: e).map { loops(of: $0, depth: depth - 1) } ?? [.unknown]
            default: return [.unknown]
            }
        case CXCursor_CallExpr:
            if e.spelling == "CFRunLoopGetCurrent" { return loopsRunning(e, depth: depth - 1) }
            if e.spelling == "CFRunLoopGetMain" { return [.main] }
            return [.unknown]
        case CXCursor_DeclRefExpr:
            guard let v = variable(referencedBy: e) else { return [.unknown] }
            let values = v.values.filter { !isNullLiteral($0) }
            guard !values.isEmpty else { return [.unknown] }
            return values.reduce(into: Set<LoopToken>()) { $0.formUnion(loops(of: $1, depth: depth - 1)) }
        case CXCursor_MemberRefExpr:
            if e.spelling == "getCFRunLoop" {
                return e.children.first.map { loops(of: $0, depth: depth - 1) } ?? [.unknown]
            }
            // A stored loop: whatever the file assigns to it, each value read where it is assigned
            // (`_runLoop = CFRunLoopGetCurrent()` in the thread entry is that thread's loop).
            let name = e.spelling.hasPrefix("_") ? String(e.spelling.dropFirst()) : e.spelling
            let values = (memberAssignments[name] ?? []).filter { !isNullLiteral($0) }
            guard !values.isEmpty else { return [.member(name)] }
            var result = Set<LoopToken>()
            for value in values {
                for token in loops(of: value, depth: depth - 1) {
                    result.insert(token == .unknown ? .member(name) : token)
                }
            }
            return result
        default:
            return [.unknown]
        }
    }

    /// The loops `CFRunLoopGetCurrent()`/`currentRunLoop` at `node` can be: those of the threads
    /// that can run the code around it.
    package func loopsRunning(_ node: ASTNode, depth: Int) -> Set<LoopToken> {
        guard depth > 0, let body = node.enclosingBody else { return [.unknown] }
        var result = Set<LoopToken>()
        for entry in threadEntries {
            if entry.body === body || executedNodes(of: entry.body).contains(where: { $0 === node }) {
                result.insert(.thread(ObjectIdentifier(entry.body)))
            }
        }
        if body.kind == CXCursor_BlockExpr {
            switch dispatchQueue(of: body) {
            case .main?: result.insert(.main)
            case .background?: result.insert(.queueWorker(ObjectIdentifier(body)))
            case .unknown?: result.insert(.unknown)
            case nil:
                // A block handed to a run loop runs on that loop's thread.
                for step in uses(of: body) {
                    guard case .argument(let call, let callee, let index, _) = step.use else { continue }
                    if callee == "CFRunLoopPerformBlock", index == 2, let loop = arguments(of: call).first {
                        result.formUnion(loops(of: loop, depth: depth - 1))
                    } else if callee.hasPrefix("performBlock"), let r = receiver(of: call), isRunLoopExpression(r) {
                        result.formUnion(loops(of: r, depth: depth - 1))
                    }
                }
            }
        } else {
            result.formUnion(threadsPerforming(body, depth: depth))
            // Called directly: it runs on whatever thread runs its caller.
            for site in callSites(of: body) where !(site.enclosingBody === body) {
                result.formUnion(loopsRunning(site, depth: depth - 1))
            }
        }
        // A method of a UIKit/AppKit class runs on the main thread unless the file shows which
        // thread runs it: a thread entry written in a view controller is still a worker.
        if result.isEmpty, isMainThreadContext(body) { return [.main] }
        if isMainFunction(body) { result.insert(.main) }
        return result.isEmpty ? [.unknown] : result
    }

    /// The loops of the threads a method is performed on with `performSelector:onThread:…` or
    /// `performSelectorOnMainThread:…` in its class.
    private func threadsPerforming(_ method: ASTNode, depth: Int) -> Set<LoopToken> {
        guard method.kind == CXCursor_ObjCInstanceMethodDecl || method.kind == CXCursor_ObjCClassMethodDecl else {
            return []
        }
        let cls = enclosingClass(of: method)
        var result = Set<LoopToken>()
        for call in calls where call.kind == CXCursor_ObjCMessageExpr && call.spelling.hasPrefix("performSelector") {
            let args = arguments(of: call)
            guard let sel = args.first.flatMap(selectorName), sel == method.spelling, enclosingClass(of: call) === cls
            else { continue }
            if call.spelling.hasPrefix("performSelectorOnMainThread:") {
                result.insert(.main)
            } else if call.spelling.hasPrefix("performSelector:onThread:"), args.count > 1 {
                result.formUnion(threadLoops(of: args[1], depth: depth - 1))
            } else if call.spelling.hasPrefix("performSelectorInBackground:") {
                // A thread entry (threadEntries has it).
                continue
            } else {
                // performSelector:withObject:afterDelay: and friends: the caller's thread.
                result.formUnion(loopsRunning(call, depth: depth - 1))
            }
        }
        return result
    }

    /// The loops of the threads an `NSThread *` expression can be.
    package func threadLoops(of expr: ASTNode, depth: Int) -> Set<LoopToken> {
        let e = expr.unwrapped
        if let entry = threadEntries.first(where: { $0.creation === e }) {
            return [.thread(ObjectIdentifier(entry.body))]
        }
        guard depth > 0 else { return [.unknown] }
        var values: [ASTNode] = []
        switch e.kind {
        case CXCursor_ObjCMessageExpr:
            if e.spelling == "mainThread" { return [.main] }
            if e.spelling == "currentThread" { return loopsRunning(e, depth: depth - 1) }
            // A helper that returns the thread (`+ (NSThread *)networkThread`), defined in the file.
            guard
                let method = (enclosingClass(of: e)?.methods[e.spelling])
                    ?? classes.lazy.compactMap({ $0.methods[e.spelling] }).first
            else { return [.unknown] }
            values = method.directNodes { $0.kind == CXCursor_ReturnStmt }.compactMap { $0.children.first }
        case CXCursor_DeclRefExpr:
            guard let v = variable(referencedBy: e) else { return [.unknown] }
            values = v.values
        case CXCursor_MemberRefExpr:
            let name = e.spelling.hasPrefix("_") ? String(e.spelling.dropFirst()) : e.spelling
            values = memberAssignments[name] ?? []
        default:
            return [.unknown]
        }
        let result = values.filter { !isNullLiteral($0) }
            .reduce(into: Set<LoopToken>()) { $0.formUnion(threadLoops(of: $1, depth: depth - 1)) }
        return result.isEmpty ? [.unknown] : result
    }

    /// True for `nil`, `NULL`, `0`.
    package func isNullLiteral(_ expr: ASTNode) -> Bool {
        let e = expr.unwrapped
        if e.kind == CXCursor_IntegerLiteral || e.kind == CXCursor_GNUNullExpr
            || e.kind == CXCursor_CXXNullPtrLiteralExpr
        {
            return true
        }
        return ["nil", "NULL", "Nil"].contains(firstToken(of: e) ?? "")
    }
}
