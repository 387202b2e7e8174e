import CClang
import CaptureAnalyzer
import Findings

/// `implicit-self`: an ivar used inside an escaping block retains `self` without `self` being written.
package struct ImplicitSelfRule: ObjectiveCLintRule {
    /// Creates the rule.
    package init() {}

    /// Id, texts and examples.
    package static let description = RuleDescription(
        id: "implicit-self",
        summary: "An ivar used inside an escaping block captures self without saying so.",
        rationale: """
            `_count` inside a block means `self->_count`: the block retains self. Nothing in the block's text \
            says self, so a reader who replaced every `self` with `weakSelf` still has a strong capture, and \
            retain cycles hide there. Blocks that do not escape (passed to a noescape parameter or an API that \
            runs them before returning, or only called locally) are not reported, as in clang's \
            -Wimplicit-retain-self. One finding per block names every ivar it uses. Like clang's warning, \
            the rule is not fully on by default: without `--enable implicit-self` (or `opt_in_rules`) it \
            reports only blocks that self keeps, where the hidden capture closes a retain cycle.
            """,
        severity: .warning,
        fixHint:
            "Write `self->_ivar` (or the property) so the capture is visible, or re-strengthen a weak self and use "
            + "`strongSelf->_ivar` after a nil check.",
        triggeringExamples: [
            """
            @interface Counter : NSObject { int _count; int _total; }
            @property (copy) void (^handler)(void);
            @end
            @implementation Counter
            - (void)stored { self.handler = ^{ ↓_count++; }; }
            - (void)async { dispatch_async(dispatch_get_main_queue(), ^{ ↓_count = 0; }); }
            - (void)nestedInEscaping {
                dispatch_async(dispatch_get_main_queue(), ^{
                    (void)^{ (void)↓_count; };
                });
            }
            - (void)severalIvars { self.handler = ^{ ↓_count = _total + _count; }; }
            @end
            """
        ],
        nonTriggeringExamples: [
            """
            @interface Counter : NSObject { int _count; }
            @property (copy) void (^handler)(void);
            - (void)each:(NS_NOESCAPE void (^)(void))body;
            @end
            @implementation Counter
            - (void)each:(void (^)(void))body { body(); }
            - (void)explicit { self.handler = ^{ self->_count++; }; }
            - (void)called { ^{ _count = 3; }(); }
            - (void)noescape { [self each:^{ _count++; }]; }
            - (void)sync { dispatch_sync(dispatch_get_main_queue(), ^{ _count = 1; }); }
            - (void)enumerate:(NSArray *)a { [a enumerateObjectsUsingBlock:^(id o, NSUInteger i, BOOL *stop) { \
            _count += 1; }]; }
            - (void)localOnly { void (^b)(void) = ^{ _count = 2; }; b(); }
            @end
            """
        ],
        defaultScope: "blocks that self keeps (a retain cycle) whose only capture of self is through ivars")

    /// Reports each escaping block that uses ivars through the implicit self, once, naming every
    /// ivar; by default only blocks whose implicit self closes a retain cycle.
    package func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        if !context.configuration.isFullyEnabled(Self.description.id) {
            return cycleFindings(in: model)
        }
        // The ivar uses of each escaping block, keyed by the block: a use belongs to the
        // innermost block around it that escapes.
        var usesByBlock: [ObjectIdentifier: (block: ASTNode, uses: [ASTNode])] = [:]
        for block in model.blocks where block.node.enclosingBlock == nil {
            for use in block.ivarUses {
                var b = use.enclosingBlock
                while let current = b, !model.escapes(current) { b = current.enclosingBlock }
                guard let escapingBlock = b else { continue }
                usesByBlock[ObjectIdentifier(escapingBlock), default: (escapingBlock, [])].uses.append(use)
            }
        }
        return usesByBlock.values.map { entry in
            finding(
                for: entry.uses,
                note: note(
                    at: entry.block.location, "this block escapes, so it keeps self alive after the method returns"))
        }
    }

    /// One finding per block kept by self whose only capture of self is through ivars.
    private func cycleFindings(in model: SourceModel) -> [Finding] {
        var seen = Set<ObjectIdentifier>()
        var findings: [Finding] = []
        for cycle in model.blockCycles
        where cycle.chain.root == .selfObject && !cycle.throughByRef
            && cycle.capturedName == "self" && cycle.block.selfUses.isEmpty && !cycle.block.ivarUses.isEmpty
        {
            guard seen.insert(ObjectIdentifier(cycle.block.node)).inserted else { continue }
            findings.append(
                finding(
                    for: cycle.block.ivarUses,
                    note: note(at: cycle.store.site.location, "self keeps this block: \(cycle.path(in: model))"),
                    cycle: cycle.steps(in: model)))
        }
        return findings
    }

    /// The finding for one block's ivar uses, at the first one, naming each ivar once.
    private func finding(for uses: [ASTNode], note: FindingNote, cycle: [String]? = nil) -> Finding {
        let sorted = uses.sorted { $0.start < $1.start }
        var names: [String] = []
        for use in sorted where !names.contains(use.spelling) { names.append(use.spelling) }
        let quoted = names.map { "'\($0)'" }
        let list =
            quoted.count == 1
            ? "the ivar \(quoted[0])"
            : "the ivars \(quoted.dropLast().joined(separator: ", ")) and \(quoted.last!)"
        return finding(
            at: sorted[0].location,
            "block implicitly retains 'self' through \(list); write 'self->\(names[0])' to make the capture visible",
            notes: [note],
            fix:
                "Write \(names.map { "`self->\($0)`" }.joined(separator: ", ")) so the capture is visible, or, if "
                + "the block must not keep self, "
                + "re-strengthen a weak self at its top (`__strong typeof(weakSelf) strongSelf = weakSelf; if "
                + "(!strongSelf) return;`) and write `strongSelf->\(names[0])`.",
            cycle: cycle)
    }
}
