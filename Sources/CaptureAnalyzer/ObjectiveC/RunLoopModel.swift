import CClang

/// Which run loop an expression denotes.
package enum RunLoopIdentity {
    /// The calling thread's (`currentRunLoop`, `CFRunLoopGetCurrent()`).
    case current
    /// The main thread's (`mainRunLoop`, `CFRunLoopGetMain()`).
    case main
    /// Anything else (a property, a parameter).
    case unknown
}

/// Which queue a dispatched block runs on.
package enum QueueKind {
    /// The main queue (it is serviced by the main run loop).
    case main
    /// A global or private queue: a worker thread with no running run loop.
    case background
    /// Not decidable from this file.
    case unknown
}

/// A thread's entry: the code a new thread runs, and what creates it.
package struct ThreadEntry {
    /// The entry block literal or method declaration.
    package var body: ASTNode
    /// The message or call that creates the thread.
    package var creation: ASTNode
    /// For `initWithTarget:selector:…`/`detachNewThreadSelector:…`, the target expression.
    package var target: ASTNode?
}

extension SourceModel {
    /// The run-loop-running call kinds: messages to an `NSRunLoop` and CoreFoundation functions.
    package static let runSelectors: Set<String> = [
        "run", "runMode:beforeDate:", "runUntilDate:", "acceptInputForMode:beforeDate:",
    ]

    /// True for `[runLoop run…]`, `CFRunLoopRun()`, `CFRunLoopRunInMode(…)`.
    package func isRunCall(_ n: ASTNode) -> Bool {
        if n.kind == CXCursor_CallExpr { return n.spelling == "CFRunLoopRun" || n.spelling == "CFRunLoopRunInMode" }
        guard n.kind == CXCursor_ObjCMessageExpr, Self.runSelectors.contains(n.spelling), let r = receiver(of: n) else {
            return false
        }
        return isRunLoopExpression(r)
    }

    /// Every run-loop-running call of the file, in source order.
    package var runCalls: [ASTNode] {
        if let cached = cachedRunCalls { return cached }
        let result = calls.filter(isRunCall)
        cachedRunCalls = result
        return result
    }

    /// True for calls that never return on their own (`-[NSRunLoop run]`, `CFRunLoopRun()`).
    package func isEndlessRunCall(_ n: ASTNode) -> Bool {
        isRunCall(n) && (n.spelling == "run" || n.spelling == "CFRunLoopRun")
    }

    /// True when `expr` has type `NSRunLoop *` / `CFRunLoopRef`.
    package func isRunLoopExpression(_ expr: ASTNode) -> Bool {
        let t = expr.cursor.type.spelling
        if t.contains("NSRunLoop") || t.contains("CFRunLoopRef") { return true }
        let e = expr.unwrapped
        // A property read (`self.loop`) is a pseudo-object expression: its type is the property's.
        let inner = e.kind == CXCursor_MemberRefExpr ? e.referenced.type.spelling : e.cursor.type.spelling
        if inner.contains("NSRunLoop") || inner.contains("CFRunLoopRef") { return true }
        return e.kind == CXCursor_ObjCMessageExpr && (e.spelling == "currentRunLoop" || e.spelling == "mainRunLoop")
    }

    /// Which run loop a run call runs, or a receiver denotes.
    package func runLoopIdentity(ofCall n: ASTNode) -> RunLoopIdentity {
        if n.kind == CXCursor_CallExpr {
            if n.spelling == "CFRunLoopRun" || n.spelling == "CFRunLoopRunInMode" { return .current }
            return arguments(of: n).first.map { runLoopIdentity(of: $0) } ?? .unknown
        }
        return receiver(of: n).map { runLoopIdentity(of: $0) } ?? .unknown
    }

    /// Which run loop `expr` denotes.
    package func runLoopIdentity(of expr: ASTNode) -> RunLoopIdentity {
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_ObjCMessageExpr:
            if e.spelling == "currentRunLoop" { return .current }
            if e.spelling == "mainRunLoop" { return .main }
            if e.spelling == "getCFRunLoop", let r = receiver(of: e) { return runLoopIdentity(of: r) }
            return .unknown
        case CXCursor_CallExpr:
            if e.spelling == "CFRunLoopGetCurrent" { return .current }
            if e.spelling == "CFRunLoopGetMain" { return .main }
            return .unknown
        case CXCursor_DeclRefExpr:
            guard let v = variable(referencedBy: e), v.values.count == 1 else { return .unknown }
            return runLoopIdentity(of: v.values[0])
        case CXCursor_MemberRefExpr where e.spelling == "getCFRunLoop":
            return e.children.first.map { runLoopIdentity(of: $0) } ?? .unknown
        default:
            return .unknown
        }
    }

    /// True for calls that give a run loop an input source or timer (what keeps `run` from
    /// returning at once): `addPort:forMode:`, `addTimer:forMode:`, scheduled timers,
    /// `performSelector:…afterDelay:`, `scheduleInRunLoop:forMode:`, `CFRunLoopAddSource/Timer`,
    /// and any other call that is handed the run loop itself (a helper that attaches something).
    package func isSourceAdd(_ n: ASTNode) -> Bool {
        switch n.kind {
        case CXCursor_ObjCMessageExpr:
            let s = n.spelling
            if [
                "addPort:forMode:", "addTimer:forMode:", "scheduleInRunLoop:forMode:",
                "performSelector:target:argument:order:modes:",
            ].contains(s) {
                return true
            }
            if s.hasPrefix("performSelector:withObject:afterDelay:") { return true }
            if s.hasPrefix("scheduledTimerWith") { return true }
            // NSURLConnection schedules itself on the current run loop when it starts; NSFileHandle's
            // background notifications do the same.
            if [
                "initWithRequest:delegate:", "connectionWithRequest:delegate:", "readInBackgroundAndNotify",
                "readToEndOfFileInBackgroundAndNotify", "acceptConnectionInBackgroundAndNotify",
                "waitForDataInBackgroundAndNotify", "readInBackgroundAndNotifyForModes:",
            ].contains(s) {
                return true
            }
            if s == "initWithRequest:delegate:startImmediately:" {
                return arguments(of: n).last.map {
                    !["NO", "false", "__objc_no", "0"].contains(firstToken(of: $0.unwrapped) ?? "")
                } ?? true
            }
            if s == "start", let r = receiver(of: n), r.cursor.type.spelling.contains("URLConnection") { return true }
            return arguments(of: n).contains { isRunLoopExpression($0) }
        case CXCursor_CallExpr:
            let s = n.spelling
            if s == "CFRunLoopAddSource" || s == "CFRunLoopAddTimer" || s == "CFReadStreamScheduleWithRunLoop"
                || s == "CFWriteStreamScheduleWithRunLoop"
            {
                return true
            }
            if s.hasPrefix("CFRunLoop") { return false }
            return arguments(of: n).contains { isRunLoopExpression($0) }
        default:
            return false
        }
    }

    /// The code that runs when `body` runs: its own nodes (not nested blocks) plus, up to `depth`
    /// levels, the bodies of methods it sends to self (`[self setUp]`) that are defined in the class.
    package func executedNodes(of body: ASTNode, depth: Int = 2) -> [ASTNode] {
        var result: [ASTNode] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ b: ASTNode, _ d: Int) {
            guard seen.insert(ObjectIdentifier(b)).inserted else { return }
            let nodes = b.directNodes { _ in true }
            result += nodes
            guard d > 0 else { return }
            let cls = enclosingClass(of: b)
            for n in nodes {
                if n.kind == CXCursor_CallExpr, let f = functionDefinition(named: n.spelling) {
                    visit(f, d - 1)
                } else if n.kind == CXCursor_ObjCMessageExpr, let cls, let r = receiver(of: n),
                    ownerChain(of: r).map({ $0.root == .selfObject && $0.steps.isEmpty }) == true,
                    let m = cls.methods[n.spelling]
                {
                    visit(m, d - 1)
                }
            }
        }
        visit(body, depth)
        return result
    }

    /// The C function named `name` defined (with a body) in the main file.
    package func functionDefinition(named name: String) -> ASTNode? {
        roots.first {
            $0.kind == CXCursor_FunctionDecl && $0.spelling == name
                && $0.children.contains { $0.kind == CXCursor_CompoundStmt }
        }
    }

    /// Where the function or method `body` is called from in this file: calls of a C function by
    /// name, messages with a method's selector inside the same class.
    package func callSites(of body: ASTNode) -> [ASTNode] {
        switch body.kind {
        case CXCursor_FunctionDecl:
            // Also `pthread_create(…, fn, …)`-style references count as the function being run.
            return calls.filter { $0.kind == CXCursor_CallExpr && $0.spelling == body.spelling }
        case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
            let cls = enclosingClass(of: body)
            return calls.filter {
                $0.kind == CXCursor_ObjCMessageExpr && $0.spelling == body.spelling && enclosingClass(of: $0) === cls
            }
        default:
            return []
        }
    }

    /// True when `body` is known to run on the main thread, whose run loop always has sources:
    /// C's `main`, a block dispatched to the main queue, a method of a UIKit/AppKit/XCTest class.
    package func isMainThreadContext(_ body: ASTNode) -> Bool {
        if isMainFunction(body) { return true }
        if body.kind == CXCursor_BlockExpr { return dispatchQueue(of: body) == .main }
        if let cls = enclosingClass(of: body) {
            return inherits(
                cls.name, fromAnyOf: ["UI", "NSView", "NSWindow", "NSDocument", "NSApplication", "XCTestCase"])
        }
        return false
    }

    /// True for the C `main` function: it runs on the main thread, whose run loop always has sources.
    package func isMainFunction(_ body: ASTNode) -> Bool {
        body.kind == CXCursor_FunctionDecl && body.spelling == "main"
    }

    /// Every thread entry created in the file.
    package var threadEntries: [ThreadEntry] {
        if let cached = cachedThreadEntries { return cached }
        let result = findThreadEntries()
        cachedThreadEntries = result
        return result
    }

    private func findThreadEntries() -> [ThreadEntry] {
        var result: [ThreadEntry] = []
        for call in calls {
            let s = call.spelling
            if call.kind == CXCursor_ObjCMessageExpr {
                switch s {
                case "initWithBlock:", "detachNewThreadWithBlock:":
                    guard isThreadMessage(call), let arg = arguments(of: call).first, let block = blockLiteral(arg)
                    else { continue }
                    result.append(ThreadEntry(body: block, creation: call, target: nil))
                case "performSelectorInBackground:withObject:":
                    // The selector runs on a new thread that has no run loop running.
                    guard let r = receiver(of: call), let selArg = arguments(of: call).first,
                        let selector = selectorName(selArg), let cls = enclosingClass(of: call),
                        let method = cls.methods[selector], isSelfExpression(r)
                    else { continue }
                    result.append(ThreadEntry(body: method, creation: call, target: r))
                case "initWithTarget:selector:object:", "detachNewThreadSelector:toTarget:withObject:":
                    guard isThreadMessage(call) else { continue }
                    let args = arguments(of: call)
                    guard args.count == 3 else { continue }
                    let (selArg, target) = s.hasPrefix("init") ? (args[1], args[0]) : (args[0], args[1])
                    guard let selector = selectorName(selArg), let cls = enclosingClass(of: call),
                        let method = cls.methods[selector]
                    else { continue }
                    result.append(ThreadEntry(body: method, creation: call, target: target))
                default: break
                }
            } else if s == "pthread_create" {
                let args = arguments(of: call)
                guard args.count == 4 else { continue }
                for fn in startFunctions(args[2], depth: 2) {
                    result.append(ThreadEntry(body: fn, creation: call, target: nil))
                }
            }
        }
        return result
    }

    /// The function definitions a function-pointer argument can name: the function it refers
    /// to, or, when it is a parameter of the enclosing function (`runOnNewThread(fn)` handing
    /// `fn` to `pthread_create`), what the callers pass there, up to `depth` calls away.
    private func startFunctions(_ argument: ASTNode, depth: Int) -> [ASTNode] {
        let target = argument.unwrapped.referenced
        if target.kind == CXCursor_FunctionDecl { return functionDefinition(named: target.spelling).map { [$0] } ?? [] }
        guard depth > 0, target.kind == CXCursor_ParmDecl,
            let function = argument.ancestor(where: { $0.kind == CXCursor_FunctionDecl }),
            let index = function.children.filter({ $0.kind == CXCursor_ParmDecl }).firstIndex(where: {
                $0.cursor == target
            })
        else { return [] }
        return callSites(of: function).flatMap { site -> [ASTNode] in
            let passed = arguments(of: site)
            return index < passed.count ? startFunctions(passed[index], depth: depth - 1) : []
        }
    }

    private func isThreadMessage(_ msg: ASTNode) -> Bool {
        if let cls = classReceiver(of: msg) { return cls.contains("Thread") }
        if let r = receiver(of: msg) {
            return r.cursor.type.spelling.contains("Thread") || tokens(of: r).contains { $0.contains("Thread") }
        }
        return false
    }

    /// The block literal an expression evaluates to (directly or through a local initialised with one).
    package func blockLiteral(_ expr: ASTNode) -> ASTNode? {
        let e = expr.unwrapped
        if e.kind == CXCursor_BlockExpr { return e }
        if let v = variable(referencedBy: e), v.values.count == 1, v.values[0].unwrapped.kind == CXCursor_BlockExpr {
            return v.values[0].unwrapped
        }
        return nil
    }

    /// The selector named by `@selector(…)`.
    package func selectorName(_ expr: ASTNode) -> String? {
        let e = expr.unwrapped
        guard e.kind == CXCursor_ObjCSelectorExpr else { return nil }
        let t = tokens(of: e)
        guard let open = t.firstIndex(of: "("), let close = t.lastIndex(of: ")"), open < close else { return nil }
        return t[(open + 1)..<close].joined()
    }

    /// The thread entry whose body is `body`, if any.
    package func threadEntry(for body: ASTNode) -> ThreadEntry? {
        threadEntries.first { $0.body === body }
    }

    /// The queue a block literal is dispatched to, when it is an argument of `dispatch_async`
    /// and friends or of `-[NSOperationQueue addOperationWithBlock:]`; nil when it is not dispatched.
    package func dispatchQueue(of block: ASTNode) -> QueueKind? {
        for step in uses(of: block) {
            guard case .argument(let call, let callee, let index, _) = step.use else { continue }
            let args = arguments(of: call)
            switch callee {
            case "dispatch_async", "dispatch_barrier_async":
                if index == 1, args.count == 2 { return queueKind(args[0]) }
            case "dispatch_after", "dispatch_group_async", "dispatch_group_notify":
                if index == 2, args.count == 3 { return queueKind(args[1]) }
            case "addOperationWithBlock:":
                return receiver(of: call).map(queueKind) ?? .unknown
            default: break
            }
        }
        return nil
    }

    /// Main, background or unknown, from how the queue expression is made.
    package func queueKind(_ expr: ASTNode) -> QueueKind {
        let e = expr.unwrapped
        switch e.kind {
        case CXCursor_CallExpr:
            if e.spelling == "dispatch_get_main_queue" { return .main }
            if e.spelling == "dispatch_get_global_queue" || e.spelling == "dispatch_queue_create" { return .background }
            return .unknown
        case CXCursor_ObjCMessageExpr:
            if e.spelling == "mainQueue" { return .main }
            if e.spelling == "init" || e.spelling == "new" {
                let t = e.cursor.type.spelling + " " + tokens(of: e).joined()
                return t.contains("OperationQueue") ? .background : .unknown
            }
            return .unknown
        case CXCursor_DeclRefExpr:
            guard let v = variable(referencedBy: e), !v.values.isEmpty else { return .unknown }
            let kinds = v.values.map(queueKind)
            return kinds.allSatisfy({ $0 == .background })
                ? .background : kinds.allSatisfy({ $0 == .main }) ? .main : .unknown
        case CXCursor_MemberRefExpr:
            // A queue property or ivar: decided by every assignment to that name in the file.
            let name = e.spelling.hasPrefix("_") ? String(e.spelling.dropFirst()) : e.spelling
            let kinds = (memberAssignments[name] ?? []).map(queueKind)
            guard !kinds.isEmpty else { return .unknown }
            return kinds.allSatisfy({ $0 == .background })
                ? .background : kinds.allSatisfy({ $0 == .main }) ? .main : .unknown
        default:
            if firstToken(of: e) == "DISPATCH_MAIN_QUEUE" { return .main }
            return .unknown
        }
    }

    /// Values assigned to properties and ivars, by name without the leading underscore
    /// (`self.queue = …` and `_queue = …` both under `queue`); built once per file.
    package var memberAssignments: [String: [ASTNode]] {
        if let cached = cachedMemberAssignments { return cached }
        var result: [String: [ASTNode]] = [:]
        forEach { n in
            guard n.kind == CXCursor_BinaryOperator, n.children.count == 2 else { return }
            let lhs = n.children[0].unwrapped
            // `self.token = nil`, not `self.token == nil` or `_count += 1`.
            guard lhs.kind == CXCursor_MemberRefExpr, isAssignment(n) else { return }
            let name = lhs.spelling.hasPrefix("_") ? String(lhs.spelling.dropFirst()) : lhs.spelling
            result[name, default: []].append(n.children[1])
        }
        cachedMemberAssignments = result
        return result
    }

    /// True when `body` runs on a thread that has no run loop of its own running: a block
    /// dispatched to a background queue, or a thread entry.
    package func runsOnWorkerThread(_ body: ASTNode) -> Bool {
        if body.kind == CXCursor_BlockExpr, dispatchQueue(of: body) == .background { return true }
        // -[NSOperation main] runs on an operation queue's worker thread.
        if body.kind == CXCursor_ObjCInstanceMethodDecl, body.spelling == "main", let cls = enclosingClass(of: body),
            inherits(cls.name, fromAnyOf: ["NSOperation", "NSBlockOperation"])
        {
            return true
        }
        return threadEntry(for: body) != nil
    }
}
