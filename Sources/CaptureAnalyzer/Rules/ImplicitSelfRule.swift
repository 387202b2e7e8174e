import CClang
import Findings

/// `implicit-self`: an ivar used inside an escaping block retains `self` without `self` being written.
public struct ImplicitSelfRule: LintRule {
    /// Creates the rule.
    public init() {}

    /// Id, texts and examples.
    public static let description = RuleDescription(
        id: "implicit-self",
        summary: "An ivar used inside an escaping block captures self without saying so.",
        rationale: """
            `_count` inside a block means `self->_count`: the block retains self. Nothing in the block's text \
            says self, so a reader who replaced every `self` with `weakSelf` still has a strong capture, and \
            retain cycles hide there. Blocks that do not escape (passed to a noescape parameter or an API that \
            runs them before returning, or only called locally) are not reported, as in clang's \
            -Wimplicit-retain-self.
            """,
        severity: .warning,
        fixHint: "Write `self->_ivar` (or the property) so the capture is visible, or re-strengthen a weak self and use `strongSelf->_ivar` after a nil check.",
        triggeringExamples: [
            """
            @interface Counter : NSObject { int _count; }
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
            @end
            """,
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
            - (void)enumerate:(NSArray *)a { [a enumerateObjectsUsingBlock:^(id o, NSUInteger i, BOOL *stop) { _count += 1; }]; }
            - (void)localOnly { void (^b)(void) = ^{ _count = 2; }; b(); }
            @end
            """,
        ])

    /// Reports each ivar use through the implicit self in a block that (or whose enclosing block) escapes.
    public func check(_ file: FileAnalysis, context: LintContext) -> [Finding] {
        let model = context.model
        var escaping: [ObjectIdentifier: Bool] = [:]
        func escapes(_ block: ASTNode) -> Bool {
            if let known = escaping[ObjectIdentifier(block)] { return known }
            let result = !model.isNonEscaping(block)
            escaping[ObjectIdentifier(block)] = result
            return result
        }
        var findings: [Finding] = []
        for block in model.blocks where block.node.enclosingBlock == nil {
            for use in block.ivarUses {
                var b = use.enclosingBlock
                var escapingBlock: ASTNode?
                while let current = b {
                    if escapes(current) { escapingBlock = current; break }
                    b = current.enclosingBlock
                }
                guard let escapingBlock else { continue }
                findings.append(finding(
                    at: use.location,
                    "block implicitly retains 'self' through the ivar '\(use.spelling)'; write 'self->\(use.spelling)' to make the capture visible",
                    notes: [note(at: escapingBlock.location, "this block escapes, so it keeps self alive after the method returns")]))
            }
        }
        return findings
    }
}
