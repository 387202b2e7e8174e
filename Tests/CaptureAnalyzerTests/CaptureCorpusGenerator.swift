@testable import CaptureAnalyzer
@testable import ClangFrontend

/// Deterministic pseudo-random numbers (SplitMix64), so a failing corpus can be regenerated.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What the generator meant a block literal to capture.
struct ExpectedBlock {
    var id: Int
    var line: Int
    /// name → (capture kind, ownership, folded constant)
    var captures: [String: ExpectedCapture] = [:]
    /// nil when self is not captured; true when reached only through ivars.
    var selfImplicit: Bool?

    /// Stack unless every capture is a pointer, a global or a folded constant.
    var kind: BlockKind {
        captures.values.contains { ($0.kind == .value && !$0.folded) || $0.kind == .byRef } ? .stack : .global
    }
}

struct ExpectedCapture: Equatable {
    var kind: CaptureKind
    var ownership: Ownership
    var folded: Bool
}

/// A generated source file with one block literal per line and the captures each was written
/// to have. Covers value, pointer (static and local extern), byref (scalars, pointers,
/// objects), global (file statics, globals, file-scope blocks), const locals folded or not,
/// shadowing, sizeof / typeof, nested blocks, self through ivars / properties / super, and
/// `__weak` / `__unsafe_unretained` objects.
struct CaptureCorpusGenerator {
    let language: SourceLanguage
    private var random: SeededGenerator
    private var lines: [String] = []
    private(set) var blocks: [ExpectedBlock] = []
    private var stack: [Int] = []
    private var counter = 0
    private var nameCounter = 0
    /// Inside a class method `self` is the class: `const Class`, no ownership, no ivars.
    private var inClassMethod = false

    /// A variable the generated code can refer to.
    struct Variable {
        var name: String
        var kind: CaptureKind
        var ownership: Ownership = .none
        var folded = false
        /// An `int` expression that reads it.
        var read: String
        /// Declared at this block nesting depth (0: function or file level).
        var depth: Int
        var isInt = false
        var isByRefInt = false
        var isObject = false
        /// A `const` integer with a constant initializer: C++ reads it without odr-using it,
        /// so in Objective-C++ blocks do not capture it at all.
        var isIntegralConstant = false
    }

    init(language: SourceLanguage, seed: UInt64) {
        self.language = language
        self.random = SeededGenerator(state: seed)
    }

    private var isObjC: Bool { language.isObjectiveC }

    private mutating func emit(_ text: String) {
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    // MARK: - File

    /// Generates a file with roughly `functions` functions.
    mutating func generate(functions: Int) -> (source: String, blocks: [ExpectedBlock]) {
        if isObjC {
            emit(
                """
                typedef void (^blk_t)(void);
                static void use(int v) { (void)v; }
                static blk_t rec(int id, blk_t b) { (void)id; return b; }
                static void call(blk_t b) { b(); }
                typedef void (^blk1_t)(int);
                static blk1_t rec1(int id, blk1_t b) { (void)id; return b; }
                static void call1(blk1_t b) { b(5); }
                #define nil ((id)0)
                @interface NSObject { Class isa; }
                + (instancetype)new;
                + (void)cm;
                - (void)m;
                @end
                @interface Foo : NSObject { int _n; id _obj; }
                @property (nonatomic, strong) id prop;
                @end
                """)
        } else {
            emit(RuntimeBlockKindOracle.prelude)
        }
        emit("struct P { int a; int b; };")
        emit("int g = 1;")
        emit("static int fs = 2;")
        emit("const int gk = 3;")
        emit("int e = 4;")
        let globals = [
            Variable(name: "g", kind: .global, read: "g", depth: 0, isInt: true),
            Variable(name: "fs", kind: .global, read: "fs", depth: 0, isInt: true),
            Variable(name: "gk", kind: .global, read: "gk", depth: 0, isInt: true),
        ]
        // File-scope block literals: always global.
        var fileBlocks: [(name: String, id: Int)] = []
        for i in 0..<3 {
            emit("static blk_t fileBlock\(i) =")
            let id = openBlock()
            var scope = globals
            body(scope: &scope, depth: 1, statements: 2)
            closeBlock(";")
            fileBlocks.append(("fileBlock\(i)", id))
        }
        if isObjC { emit("@implementation Foo") }
        var names: [String] = []
        for f in 0..<functions {
            let asMethod = isObjC && f % 4 < 2
            inClassMethod = isObjC && f % 4 == 2
            let name = asMethod ? "m\(f)" : inClassMethod ? "c\(f)" : "f\(f)"
            if !inClassMethod { names.append(name) }
            if asMethod {
                emit("- (void)\(name):(int)p {")
            } else if inClassMethod {
                emit("+ (void)\(name):(int)p {")
            } else {
                emit("void \(name)(int p) {")
            }
            var scope = globals + functionLocals(inMethod: asMethod)
            let count = Int.random(in: 2...4, using: &random)
            for _ in 0..<count {
                emit("  call(rec(\(counter),")
                openBlock()
                body(
                    scope: &scope, depth: 1, statements: Int.random(in: 1...4, using: &random),
                    inMethod: asMethod || inClassMethod)
                closeBlock("));")
            }
            emit("}")
        }
        inClassMethod = false
        if isObjC {
            emit("@end")
            emit("int main(void) { return 0; }")
        } else {
            emit("int main(void) {")
            for block in fileBlocks { emit("  call(rec(\(block.id), \(block.name)));") }
            for name in names { emit("  \(name)(1);") }
            emit("  return 0;")
            emit("}")
        }
        return (lines.joined(separator: "\n") + "\n", blocks)
    }

    private mutating func functionLocals(inMethod: Bool) -> [Variable] {
        var locals: [Variable] = []
        func add(_ declaration: String, _ variable: Variable) {
            emit("  " + declaration)
            locals.append(variable)
        }
        add("int x = p + 1;", Variable(name: "x", kind: .value, read: "x", depth: 0, isInt: true))
        add("int *ptr = &x;", Variable(name: "ptr", kind: .value, read: "*ptr", depth: 0))
        add("__block int b = 0;", Variable(name: "b", kind: .byRef, read: "b", depth: 0, isInt: true, isByRefInt: true))
        add("__block int *bp = &x;", Variable(name: "bp", kind: .byRef, read: "*bp", depth: 0))
        add(
            "const int k = 5;",
            Variable(name: "k", kind: .value, folded: true, read: "k", depth: 0, isInt: true, isIntegralConstant: true))
        add("const int k2 = p;", Variable(name: "k2", kind: .value, read: "k2", depth: 0, isInt: true))
        add("const double kd = 1.5;", Variable(name: "kd", kind: .value, folded: true, read: "(int)kd", depth: 0))
        add("const char *const ks = \"hi\";", Variable(name: "ks", kind: .value, folded: true, read: "ks[0]", depth: 0))
        add("const char *ks2 = \"hi\";", Variable(name: "ks2", kind: .value, read: "ks2[0]", depth: 0))
        add("const struct P cpt = {3, 4};", Variable(name: "cpt", kind: .value, folded: true, read: "cpt.a", depth: 0))
        add("struct P pt = {1, 2};", Variable(name: "pt", kind: .value, read: "pt.b", depth: 0))
        add("static int s = 1;", Variable(name: "s", kind: .pointer, read: "s", depth: 0, isInt: true))
        add("static const int sk = 2;", Variable(name: "sk", kind: .pointer, read: "sk", depth: 0, isInt: true))
        add("extern int e;", Variable(name: "e", kind: .pointer, read: "e", depth: 0, isInt: true))
        locals.append(Variable(name: "p", kind: .value, read: "p", depth: 0, isInt: true))
        if isObjC {
            add(
                "id obj = [NSObject new];",
                Variable(name: "obj", kind: .value, ownership: .strong, read: "(obj != nil)", depth: 0, isObject: true))
            add(
                "__block id bobj = nil;",
                Variable(
                    name: "bobj", kind: .byRef, ownership: .strong, read: "(bobj != nil)", depth: 0, isObject: true))
            add(
                "__unsafe_unretained id uobj = obj;",
                Variable(
                    name: "uobj", kind: .value, ownership: .unretained, read: "(uobj != nil)", depth: 0, isObject: true)
            )
            add(
                "__weak id wobj = obj;",
                Variable(name: "wobj", kind: .value, ownership: .weak, read: "(wobj != nil)", depth: 0, isObject: true))
            add(
                "blk_t blkvar = ^{};",
                Variable(name: "blkvar", kind: .value, ownership: .strong, read: "(blkvar != nil)", depth: 0))
            // The `^{}` above is a block literal of its own: record it.
            blocks.append(ExpectedBlock(id: counter, line: lines.count))
            counter += 1
            add(
                "NSObject *const kobj = nil;",
                Variable(
                    name: "kobj", kind: .value, ownership: .strong, folded: true, read: "(kobj != nil)", depth: 0,
                    isObject: true))
            if inMethod {
                add(
                    "__weak Foo *weakSelf = self;",
                    Variable(
                        name: "weakSelf", kind: .value, ownership: .weak, read: "(weakSelf != nil)", depth: 0,
                        isObject: true))
            }
        }
        return locals
    }

    // MARK: - Blocks

    @discardableResult
    private mutating func openBlock(header: String = "^{") -> Int {
        let id = counter
        counter += 1
        emit("  " + header)
        blocks.append(ExpectedBlock(id: id, line: lines.count))
        stack.append(id)
        return id
    }

    private mutating func closeBlock(_ suffix: String) {
        emit("  }\(suffix)")
        stack.removeLast()
    }

    /// Records a read of `variable` at the current point: every enclosing block deeper than
    /// its declaration captures it.
    private mutating func reference(_ variable: Variable) {
        if language.isCxx, variable.isIntegralConstant { return }
        for (level, id) in stack.enumerated() where level + 1 > variable.depth {
            let capture = ExpectedCapture(kind: variable.kind, ownership: variable.ownership, folded: variable.folded)
            blocks[id].captures[variable.name] = capture
        }
    }

    private mutating func referenceSelf(implicit: Bool) {
        for id in stack {
            blocks[id].captures["self"] = ExpectedCapture(
                kind: .value, ownership: inClassMethod ? .none : .strong, folded: false)
            blocks[id].selfImplicit = (blocks[id].selfImplicit ?? true) && implicit
        }
    }

    private mutating func body(scope: inout [Variable], depth: Int, statements: Int, inMethod: Bool = false) {
        let outerCount = scope.count
        defer { scope.removeLast(scope.count - outerCount) }
        for _ in 0..<statements {
            let visible = scope
            let pick = Int.random(in: 0..<100, using: &random)
            let variable = visible[Int.random(in: 0..<visible.count, using: &random)]
            nameCounter += 1
            let n = nameCounter
            switch pick {
            case 0..<30:
                emit("    use(\(variable.read));")
                reference(variable)
            case 30..<36:
                // sizeof does not evaluate its operand: no capture.
                emit("    use((int)sizeof(\(variable.read)));")
            case 36..<41:
                if let int = visible.last(where: { $0.isInt }) {
                    emit("    __typeof__(\(int.name)) t\(n) = 1; use(t\(n));")
                    scope.append(Variable(name: "t\(n)", kind: .value, read: "t\(n)", depth: depth, isInt: true))
                }
            case 41..<47:
                // A declaration inside the block shadows the outer one.
                if let int = visible.last(where: { $0.isInt && $0.depth < depth }) {
                    emit("    { int \(int.name) = 7; use(\(int.name));")
                    if chance(50), depth < 3 {
                        var inner =
                            scope.filter { $0.name != int.name }
                            + [Variable(name: int.name, kind: .value, read: int.name, depth: depth, isInt: true)]
                        emit("    call(rec(\(counter),")
                        openBlock()
                        body(
                            scope: &inner, depth: depth + 1, statements: 1 + Int.random(in: 0...1, using: &random),
                            inMethod: inMethod)
                        closeBlock("));")
                    }
                    emit("    }")
                }
            case 47..<52:
                if let byref = visible.last(where: { $0.isByRefInt }) {
                    emit("    \(byref.name) += 1;")
                    reference(byref)
                }
            case 52..<58 where depth < 3:
                // A block with a parameter, which may shadow an outer variable.
                let shadowed = chance(50) ? visible.last(where: { $0.isInt && $0.depth < depth + 1 }) : nil
                let parameter = shadowed?.name ?? "q\(n)"
                emit("    call1(rec1(\(counter),")
                openBlock(header: "^(int \(parameter)) {")
                var inner =
                    scope.filter { $0.name != parameter }
                    + [Variable(name: parameter, kind: .value, read: parameter, depth: depth + 1, isInt: true)]
                body(
                    scope: &inner, depth: depth + 1, statements: Int.random(in: 1...3, using: &random),
                    inMethod: inMethod)
                closeBlock("));")
            case 58..<70 where depth < 3:
                emit("    call(rec(\(counter),")
                openBlock()
                body(
                    scope: &scope, depth: depth + 1, statements: Int.random(in: 1...3, using: &random),
                    inMethod: inMethod)
                closeBlock("));")
            case 70..<75:
                emit("    int y\(n) = 2; use(y\(n));")
                scope.append(Variable(name: "y\(n)", kind: .value, read: "y\(n)", depth: depth, isInt: true))
            case 75..<78:
                emit("    static int z\(n) = 0; z\(n) += 1;")
                scope.append(Variable(name: "z\(n)", kind: .pointer, read: "z\(n)", depth: depth, isInt: true))
            case 78..<81:
                emit("    const int c\(n) = 4; use(c\(n));")
                scope.append(
                    Variable(
                        name: "c\(n)", kind: .value, folded: true, read: "c\(n)", depth: depth, isInt: true,
                        isIntegralConstant: true))
            case 81..<100 where isObjC && inMethod:
                objcSelfStatement(scope: visible, n: n)
            default:
                emit("    use(\(variable.read));")
                reference(variable)
            }
        }
    }

    private mutating func objcSelfStatement(scope: [Variable], n: Int) {
        if inClassMethod {
            emit(chance(50) ? "    [self cm];" : "    use(self != nil);")
            referenceSelf(implicit: false)
            return
        }
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            emit("    use(_n);")
            referenceSelf(implicit: true)
        case 1:
            emit("    use(self->_n);")
            referenceSelf(implicit: false)
        case 2:
            emit("    use(self.prop != nil);")
            referenceSelf(implicit: false)
        case 3:
            emit("    [self m];")
            referenceSelf(implicit: false)
        case 4:
            emit("    [super m];")
            referenceSelf(implicit: false)
        case 5:
            if let weak = scope.first(where: { $0.name == "weakSelf" }) {
                emit("    __strong __typeof__(weakSelf) s\(n) = weakSelf; use(s\(n) != nil);")
                reference(weak)
            }
        case 6:
            emit("    use((int)sizeof(self)); use((int)sizeof(_n));")
        case 7:
            emit("    _obj = nil;")
            referenceSelf(implicit: true)
        default:
            let objects = scope.filter { $0.isObject }
            if let object = objects.randomElement(using: &random) {
                emit("    use(\(object.read));")
                reference(object)
            }
        }
    }
}
