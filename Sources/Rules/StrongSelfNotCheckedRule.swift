import CClang
import CaptureAnalyzer
import Findings

/// `strong-self-not-checked`: a strong re-capture of a weak self used in a way that crashes when it is nil.
package struct StrongSelfNotCheckedRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "strong-self-not-checked",
        summary: "A strong re-capture of a weak self is dereferenced without a nil check.",
        rationale: """
            `__strong typeof(weakSelf) strongSelf = weakSelf;` is nil once self is gone. Messaging nil is \
            harmless in Objective-C, so `[strongSelf foo]` and `strongSelf.prop` are not reported. What crashes \
            (or misbehaves) on nil, and is reported before any nil check: an ivar dereference \
            (`strongSelf->_x`), calling a block held by it (`strongSelf.completion()`), putting it in a collection \
            literal (`@[strongSelf]`), and passing it as an \
            argument to a method known to raise on nil (`addObject:`, `setObject:forKey:`, `insertObject:atIndex:`…; \
            any other message accepts nil, whatever its nullability says) or to a C function parameter declared \
            nonnull (`nonnull`, `_Nonnull`, inside NS_ASSUME_NONNULL). A copy taken outside every block (while the \
            method holds the object) and a weak reference to the running block itself (a recursive block) are not \
            nil while they are used. \
            Unannotated C function parameters and `void *` keys are not reported. A check is `if (s) {…}`, `if (!s) \
            return;` (or break/continue), `s && …`, \
            `s ? … : …`, `s ?: fallback`, and a truthy property or message on it (`if (s.completion) \
            s.completion();`), and in Objective-C++ a declaration in the condition (`if (auto s = weakSelf) {…}`). \
            One finding per variable, at its first unchecked dangerous use.
            """,
        severity: .warning,
        fixHint:
            "Check the strong copy first: `if (!strongSelf) return;`, or wrap the use in "
            + "`if (strongSelf) { … }`.",
        triggeringExamples: [
            """
            void consume(id _Nonnull object);
            @interface Worker : NSObject { int _x; }
            @property (copy) void (^handler)(void);
            @property (copy) void (^completion)(void);
            - (void)work;
            @end
            @implementation Worker
            - (void)work {}
            - (void)ivar {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) strongSelf = weakSelf;
                    int y = ↓strongSelf->_x;
                    if (strongSelf == nil) { return; }
                    (void)y;
                };
            }
            - (void)passed {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) s = weakSelf;
                    [s work];
                    consume(↓s);
                };
            }
            - (void)elseBranch {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) s = weakSelf;
                    if (s) { s->_x = 1; } else { ↓s->_x = 2; }
                };
            }
            - (void)blockCall {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{ __strong typeof(weakSelf) s = weakSelf; ↓s.completion(); };
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            void consume(id _Nonnull object);
            void maybe(id _Nullable object);
            void unannotated(id object);
            void key(const void * _Nonnull key);
            @interface Worker : NSObject { int _x; }
            @property (copy) void (^handler)(void);
            @property (copy) void (^completion)(void);
            @property (weak) id delegate;
            - (void)worker:(Worker * _Nullable)w didFinish:(int)code;
            - (void)keepWeakly:(__weak Worker *)w;
            - (void)work;
            @end
            @implementation Worker
            - (void)work {}
            - (void)messages {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{ __strong typeof(weakSelf) s = weakSelf; [s work]; };
            }
            - (void)earlyReturn {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) s = weakSelf;
                    if (!s) return;
                    s->_x = 1;
                    consume(s);
                };
            }
            - (void)guarded {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) s = weakSelf;
                    if (s && s->_x > 0) { s->_x = 0; }
                    int z = s ? s->_x : 0;
                    maybe(s);
                    (void)z;
                };
            }
            - (void)noCrashOnNil {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) s = weakSelf;
                    unannotated(s);
                    key((__bridge void *)s);
                    [s.delegate worker:s didFinish:0];
                    [s.delegate keepWeakly:s];
                    consume(s ?: (id)weakSelf.delegate ?: @"gone");
                    if (s.completion) { s.completion(); }
                };
            }
            - (void)notWeak {
                typeof(self) notWeak = self;
                self.handler = ^{ __strong typeof(notWeak) s = notWeak; s->_x = 1; };
            }
            @end
            """
        ])

    /// Reports the first unchecked dangerous use of each strong copy of a weak variable.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for v in model.variables.values.sorted(by: { $0.key < $1.key }) {
            guard let weak = model.weakSource(ofStrong: v) else { continue }
            // Taken outside every block, the copy is made while the method that holds the object
            // runs: it cannot be nil, and the block captures it strongly from there.
            guard let block = v.node.enclosingBlock else { continue }
            // A weak reference to the very block that is running (a recursive block) is not nil
            // while the block runs: whoever called it holds it.
            if Self.refersOnly(to: block, weak, model: model) { continue }
            let uses = v.references.sorted { $0.start < $1.start }
            for ref in uses {
                guard let danger = dangerousUse(ref, of: v, model: model) else { continue }
                if model.isNilChecked(ref, of: v) { continue }
                findings.append(
                    finding(
                        at: ref.location,
                        "'\(v.name)' is a strong copy of the weak '\(weak.name)' and may be nil here: \(danger) "
                            + "without a nil check",
                        notes: [
                            note(
                                at: v.node.location,
                                "'\(v.name)' is assigned from '\(weak.name)' here and is nil once the object is gone")
                        ],
                        fix:
                            "Check '\(v.name)' before this use: `if (!\(v.name)) return;` right after it is "
                            + "assigned from '\(weak.name)', or wrap the use in `if (\(v.name)) { … }`."
                    ))
                break
            }
        }
        return findings
    }

    /// Why `ref` crashes or misbehaves when the variable is nil, or nil when it does not.
    package func dangerousUse(_ ref: ASTNode, of v: Variable, model: SourceModel) -> String? {
        // Climb through wrappers to the expression that consumes the value.
        var child = ref
        while let p = child.parent, p.isTransparent {
            // `s ?: fallback`: a nil value is replaced before it goes any further.
            if p.isBinaryConditional { return nil }
            // `@[s]`, `@{key: s}`: collection literals throw on nil.
            if p.kind == CXCursor_UnexposedExpr, model.firstToken(of: p) == "@" {
                return "putting it in a collection literal throws on nil"
            }
            child = p
        }
        guard let parent = child.parent else { return nil }
        switch parent.kind {
        case CXCursor_MemberRefExpr where parent.children.first === child:
            if parent.referenced.kind == CXCursor_ObjCIvarDecl {
                return "'\(v.name)->\(parent.spelling)' dereferences it"
            }
            // `s.completion()`: a property read on nil gives a nil block, and calling it crashes.
            let call = parent.wrapped
            if let p = call.parent, p.kind == CXCursor_CallExpr, p.children.first === call {
                return "calling the block '\(v.name).\(parent.spelling)' crashes on nil"
            }
            return nil
        case CXCursor_CallExpr:
            if parent.children.first === child { return "calling it crashes on nil" }
            guard let i = model.argumentIndex(of: child, in: parent) else { return nil }
            return passesNonnull(parent, index: i, model: model) ? "passing it to '\(parent.spelling)'" : nil
        case CXCursor_ObjCMessageExpr:
            guard model.receiver(of: parent) !== child, let i = model.argumentIndex(of: child, in: parent) else {
                return nil
            }
            return passesNonnull(parent, index: i, model: model) ? "passing it to '\(parent.spelling)'" : nil
        default:
            return nil
        }
    }

    /// True when every value `variable` is given is the block literal `block`: directly, through
    /// a chained assignment (`weakStep = step = ^{ … }`) or a variable that only holds it.
    package static func refersOnly(to block: ASTNode, _ variable: Variable, model: SourceModel, depth: Int = 0) -> Bool
    {
        // A declaration without `= …` has an implicit nil initializer (no children, no text):
        // the block cannot run before it is assigned.
        let declared = variable.initializer.flatMap {
            $0.kind == CXCursor_UnexposedExpr && $0.children.isEmpty ? nil : $0
        }
        let values = ([declared] + variable.assignments).compactMap { $0 }
        guard !values.isEmpty, depth < 4 else { return false }
        return values.allSatisfy { value in
            var node = value.unwrapped
            while node.kind == CXCursor_BinaryOperator, node.children.count == 2 { node = node.children[1].unwrapped }
            if node === block { return true }
            // libclang shows some ARC conversions of a block (`w = s = ^{ … }`) as an expression
            // without children: one that ends where the block ends, and holds it, is that block.
            if node.children.isEmpty, node.start <= block.start, node.end == block.end { return true }
            guard let other = model.variable(referencedBy: node), other !== variable else { return false }
            return refersOnly(to: block, other, model: model, depth: depth + 1)
        }
    }

    /// Objective-C methods that raise on a nil object argument. Any other method accepts nil (a
    /// message argument does not crash by itself, whatever its nullability says), so passing a
    /// possibly-nil copy to it is not reported.
    package static let selectorsRejectingNil: Set<String> = [
        "addObject:", "insertObject:atIndex:", "setObject:forKey:", "replaceObjectAtIndex:withObject:",
        "arrayByAddingObject:", "arrayWithObject:", "setWithObject:", "dictionaryWithObject:forKey:",
    ]

    /// True when the parameter is an object or block pointer that does not take nil: a method
    /// parameter not marked nullable or `__weak` (Objective-C methods are nonnull unless they say
    /// otherwise, as in Infer's check), a function parameter declared nonnull (`nonnull`,
    /// `_Nonnull`, or inside an assume-nonnull region). Unannotated C function parameters, `void *`
    /// keys and variadic extras are not known to reject nil, so nothing is said.
    private func passesNonnull(_ call: ASTNode, index: Int, model: SourceModel) -> Bool {
        let callee = call.referenced
        // Unknown callee, or one only declared by the recovery prelude for a missing header (its
        // parameter types are guesses): say nothing rather than guess.
        guard !callee.isNull, !model.isRecovered(callee) else { return false }
        let params = callee.children.filter { $0.kind == CXCursor_ParmDecl }
        guard index < params.count else { return false }
        let param = params[index]
        guard param.type.isObjCObjectPointer || param.type.isBlockPointer else { return false }
        let written = param.unit.tokens(in: param.extent).map(\.spelling)
        let type = param.type.spelling
        if (written + [type]).contains(where: {
            $0.lowercased().contains("nullable") || $0.lowercased().contains("null_unspecified")
                || $0.contains("__weak")
        }) {
            return false
        }
        if callee.kind == CXCursor_ObjCInstanceMethodDecl || callee.kind == CXCursor_ObjCClassMethodDecl {
            return Self.selectorsRejectingNil.contains(call.spelling)
        }
        return type.contains("_Nonnull") || written.contains { ["nonnull", "_Nonnull", "__nonnull"].contains($0) }
    }
}
