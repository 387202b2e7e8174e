import CClang
import CaptureAnalyzer
import Findings

/// `mixed-self-weakself`: a block that uses a weak copy of self and self itself.
package struct MixedSelfWeakSelfRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "mixed-self-weakself",
        summary: "A block uses both self and a weak copy of it.",
        rationale: """
            Taking `__weak typeof(self) weakSelf = self;` only helps when the block then never names self: \
            one `self` (or ivar) in the block captures self strongly and undoes the weak reference, usually \
            by accident. Weak copies are recognised by type and value (a __weak variable holding self, any \
            name, @weakify included); uses inside nested blocks belong to those blocks.
            """,
        severity: .warning,
        fixHint:
            "Use the weak copy (re-strengthened with a nil check) everywhere in the block, including for ivars "
            + "(`strongSelf->_ivar`).",
        triggeringExamples: [
            """
            @interface View : NSObject { int _x; }
            @property (copy) void (^handler)(void);
            - (void)redraw;
            @end
            @implementation View
            - (void)redraw {}
            - (void)mixed {
                __weak typeof(self) ws = self;
                self.handler = ^{
                    __strong typeof(ws) strong = ws;
                    if (strong) {
                        [strong redraw];
                        int y = ↓self->_x;
                        [self redraw];
                        (void)y;
                    }
                };
            }
            - (void)ivar {
                __weak View *me = self;
                self.handler = ^{ [me redraw]; ↓_x = 1; };
            }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface View : NSObject { int _x; }
            @property (copy) void (^handler)(void);
            - (void)redraw;
            @end
            @implementation View
            - (void)redraw {}
            - (void)nested {
                __weak typeof(self) ws = self;
                self.handler = ^{
                    [self redraw];
                    void (^inner)(void) = ^{ [ws redraw]; };
                    inner();
                };
            }
            - (void)onlyWeak {
                __weak typeof(self) ws = self;
                self.handler = ^{ __strong typeof(ws) s = ws; [s redraw]; };
            }
            - (void)notSelf:(View *)other {
                __weak View *wo = other;
                self.handler = ^{ [wo redraw]; [self redraw]; };
            }
            @end
            """
        ])

    /// Reports the first self use of each block that also uses a weak self directly.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for block in model.blocks where !block.isInClassMethod {
            let direct = { (n: ASTNode) in n.enclosingBlock === block.node }
            let selfUses = (block.selfUses + block.ivarUses).filter(direct).sorted { $0.start < $1.start }
            guard let firstSelf = selfUses.first else { continue }
            var weakUse: (ASTNode, Variable)?
            for (key, refs) in block.captures {
                guard let v = model.variables[key], model.isWeakSelf(v) else { continue }
                if let r = refs.filter(direct).min(by: { $0.start < $1.start }),
                    weakUse.map({ r.start < $0.0.start }) ?? true
                {
                    weakUse = (r, v)
                }
            }
            guard let (weakRef, weak) = weakUse else { continue }
            findings.append(
                finding(
                    at: firstSelf.location,
                    "block uses the weak copy '\(weak.name)' and also captures 'self' strongly, which undoes the "
                        + "weak reference",
                    notes: [
                        note(at: weakRef.location, "'\(weak.name)', a weak copy of self, is used here"),
                        note(at: weak.node.location, "'\(weak.name)' is declared weak here"),
                    ],
                    fix: Self.fix(replacing: firstSelf, weak: weak, in: block, model: model)))
        }
        return findings
    }

    /// Replace the direct use with the block's strong copy of `weak` (or one made at the top).
    package static func fix(replacing use: ASTNode, weak: Variable, in block: BlockFacts, model: SourceModel) -> String
    {
        let copy = model.variables.values.filter { v in
            v.node.enclosingBlock === block.node && model.weakSource(ofStrong: v) === weak
        }.min { $0.node.start < $1.node.start }
        let strong = copy?.name ?? "strongSelf"
        let replacement =
            use.spelling == "self"
            ? "'\(strong)' instead of 'self'" : "'\(strong)->\(use.spelling)' instead of '\(use.spelling)'"
        let prefix =
            copy == nil
            ? "Re-strengthen '\(weak.name)' once at the top of the block (`__strong typeof(\(weak.name)) strongSelf "
                + "= \(weak.name); if (!strongSelf) return;`) and write "
            : "Write "
        return prefix + replacement + ", here and at every other use of self in the block."
    }
}
