import CClang
import CaptureAnalyzer
import Findings

/// `captured-strong-self`: a block inside another block captures a strong reference to self (the
/// `strongSelf` of a weak/strong dance, or a plain strong alias of self), or a block re-strengthens
/// a "weak" self that was never weak. Infer calls this CAPTURED_STRONG_SELF.
package struct CapturedStrongSelfRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "captured-strong-self",
        summary:
            "A nested block captures a strong reference to self, or a weak/strong dance starts from a self that is "
            + "not weak.",
        rationale: """
            The weak/strong dance (`__weak typeof(self) weakSelf = self;` outside, `__strong typeof(weakSelf) \\
            strongSelf = weakSelf;` inside) keeps self out of the block: strongSelf is a local of the block and \\
            lives only while it runs. A block nested in that block which uses strongSelf captures it, and with \\
            it self, strongly: the inner block keeps self alive on its own for as long as it lives (on a queue, \\
            in a property), which is what the dance was written to avoid. The same holds for any strong alias \\
            of self captured by a block nested in another block. And a dance that starts from a variable that \\
            is not weak (`__typeof(self) weakSelf = self;`, no `__weak`) protects nothing. Blocks that do not \\
            escape (noescape parameters, enumeration, dispatch_sync) are not reported.
            """,
        severity: .warning,
        fixHint:
            "Capture the weak reference in the inner block and re-strengthen it there (`__strong typeof(weakSelf) s "
            + "= weakSelf; if (!s) return;`); declare the outer copy `__weak`.",
        triggeringExamples: [
            """
            @interface Feed : NSObject { int _count; }
            @property (copy) void (^handler)(void);
            - (void)reload;
            @end
            @implementation Feed
            - (void)reload {}
            - (void)nested {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) strongSelf = weakSelf;
                    if (!strongSelf) return;
                    dispatch_async(dispatch_get_main_queue(), ^{ [↓strongSelf reload]; });
                };
            }
            - (void)notWeak {
                typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) strongSelf = ↓weakSelf;
                    [strongSelf reload];
                };
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Feed : NSObject
            @property (copy) void (^handler)(void);
            - (void)reload;
            - (void)each:(NS_NOESCAPE void (^)(void))body;
            @end
            @implementation Feed
            - (void)reload {}
            - (void)each:(void (^)(void))body { body(); }
            - (void)dance {
                __weak typeof(self) weakSelf = self;
                self.handler = ^{
                    __strong typeof(weakSelf) strongSelf = weakSelf;
                    if (!strongSelf) return;
                    [strongSelf reload];
                    [strongSelf each:^{ [strongSelf reload]; }];
                    dispatch_sync(dispatch_get_main_queue(), ^{ [strongSelf reload]; });
                    dispatch_async(dispatch_get_main_queue(), ^{ [weakSelf reload]; });
                };
            }
            - (void)topLevelAlias {
                typeof(self) me = self;
                dispatch_async(dispatch_get_main_queue(), ^{ [me reload]; });
            }
            @end
            """
        ])

    /// Reports, per block, the first strong self alias it captures from an enclosing block, and
    /// each re-strengthening of a "weak" self that is strong.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for block in model.blocks where !block.isInClassMethod {
            let direct = { (n: ASTNode) in n.enclosingBlock === block.node }
            // A nested, escaping block capturing a strong alias of self.
            if let outer = block.node.enclosingBlock, model.escapes(block.node) {
                let captured = block.captures.compactMap { key, refs -> (Variable, ASTNode)? in
                    guard let v = model.variables[key], v.ownership == .strong, !v.isByRef,
                        model.resolveAlias(v) == .selfObject
                            || model.weakSource(ofStrong: v).map(model.isWeakSelf) == true,
                        let first = refs.filter(direct).min(by: { $0.start < $1.start })
                    else { return nil }
                    return (v, first)
                }.min { $0.1.start < $1.1.start }
                if let (v, use) = captured {
                    findings.append(
                        finding(
                            at: use.location,
                            "block captures '\(v.name)', a strong copy of self made outside it: this block keeps "
                                + "self alive on its own for as long as it lives",
                            notes: [
                                note(at: v.node.location, "'\(v.name)' is a strong reference to self"),
                                note(at: outer.location, "the enclosing block"),
                            ],
                            fix: model.weakSource(ofStrong: v).map { w in
                                "Capture '\(w.name)' in this inner block instead of '\(v.name)', and re-strengthen "
                                    + "it inside: `__strong typeof(\(w.name)) \(v.name) = \(w.name); if (!\(v.name)) "
                                    + "return;`."
                            }
                                ?? "Capture a weak copy (`__weak typeof(self) weakSelf = self;`) in this inner "
                                + "block instead of '\(v.name)', and re-strengthen it inside with a nil check."
                        ))
                }
            }
            // `__strong typeof(w) s = w;` inside the block where `w` is a strong alias of self.
            for (key, refs) in block.captures {
                // A strong copy of a weak self (`strongSelf = weakSelf`) is the dance done right.
                guard let w = model.variables[key], w.ownership == .strong, !w.isByRef,
                    model.resolveAlias(w) == .selfObject, model.weakSource(ofStrong: w) == nil
                else { continue }
                for ref in refs where direct(ref) {
                    guard let decl = ref.ancestor(where: { $0.kind == CXCursor_VarDecl }),
                        let s = model.variables[decl.locationOffset], s.ownership == .strong,
                        s.initializer?.unwrapped === ref,
                        s.node.enclosingBlock === block.node
                    else { continue }
                    findings.append(
                        finding(
                            at: ref.location,
                            "'\(w.name)' is re-strengthened as if it were weak, but it is a strong reference to "
                                + "self: the block captures self strongly",
                            notes: [note(at: w.node.location, "'\(w.name)' is declared here without __weak")],
                            fix:
                                "Declare '\(w.name)' weak where it is made (`__weak typeof(self) \(w.name) = "
                                + "self;`): re-strengthening a strong reference inside the block changes nothing."
                        ))
                    break
                }
            }
        }
        return findings
    }
}
