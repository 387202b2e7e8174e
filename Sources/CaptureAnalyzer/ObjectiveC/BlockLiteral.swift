import ClangFrontend
import Findings

/// One variable a block literal captures (or, for `pointer`/`global`, reaches from its body).
public struct Capture: Sendable, Hashable {
    /// The variable's name (`self` for `self`, ivar uses and `super`).
    public var name: String
    /// How the block reaches the variable.
    public var kind: CaptureKind
    /// ARC ownership of the captured variable, from its type as the compiler has it.
    public var ownership: Ownership
    /// True when `self` is reached only through instance variables (`_count` means `self->_count`).
    public var isImplicit: Bool
    /// The variable's type as written (typedef names kept).
    public var typeSpelling: String
    /// Where the captured variable is declared; nil for `self` and `_cmd`.
    public var declaration: SourcePosition?
    /// Its uses inside the block, nested blocks included, in source order.
    public var uses: [SourcePosition]
    /// True for a `const` local with a constant initializer: the compiler copies the constant
    /// into the block's code instead of storing the variable in the block.
    public var isFoldedConstant: Bool
    /// True when the variable is an Objective-C object pointer (`id`, `Foo *`, `Class`).
    public var isObjectPointer: Bool
    /// True when the variable is a block pointer.
    public var isBlockPointer: Bool

    /// A capture with all its parts.
    public init(
        name: String, kind: CaptureKind, ownership: Ownership, isImplicit: Bool = false,
        typeSpelling: String, declaration: SourcePosition? = nil, uses: [SourcePosition] = [],
        isFoldedConstant: Bool = false, isObjectPointer: Bool = false, isBlockPointer: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.ownership = ownership
        self.isImplicit = isImplicit
        self.typeSpelling = typeSpelling
        self.declaration = declaration
        self.uses = uses
        self.isFoldedConstant = isFoldedConstant
        self.isObjectPointer = isObjectPointer
        self.isBlockPointer = isBlockPointer
    }

    /// True when the block stores the variable (or its byref structure) in itself, so the
    /// block literal must be built on the stack.
    public var isStoredInBlock: Bool {
        switch kind {
        case .value: return !isFoldedConstant
        case .byRef: return true
        case .pointer, .global: return false
        }
    }
}

/// A block literal (`^{ … }`) and what it captures.
public struct BlockLiteral {
    /// The `CXCursor_BlockExpr`.
    package var cursor: Cursor
    /// Where the `^` is.
    public var location: SourcePosition
    /// Global or stack, as the compiler emits it.
    public var kind: BlockKind
    /// Captured variables, in order of first use.
    public var captures: [Capture]
    /// Index of the enclosing block literal in `FileAnalysis.blocks`, nil for an outermost one.
    public var parent: Int?
    /// The function, method or global the literal is written in, named as `clang -rewrite-objc`
    /// names it (`main`, `Foo__run_` for `-[Foo run:]`); used for layout names
    /// (`__main_block_impl_0`).
    public var enclosingFunction: String

    /// Passed straight to a `noescape` parameter: clang builds it on the stack but gives it the
    /// global isa, since it cannot outlive the call.
    public var isNoEscapeArgument = false

    /// A block literal with all its parts.
    package init(
        cursor: Cursor, location: SourcePosition, kind: BlockKind, captures: [Capture],
        parent: Int?, enclosingFunction: String = ""
    ) {
        self.cursor = cursor
        self.location = location
        self.kind = kind
        self.captures = captures
        self.parent = parent
        self.enclosingFunction = enclosingFunction
    }

    /// The capture named `name`, if any.
    public func capture(named name: String) -> Capture? { captures.first { $0.name == name } }
}

/// Everything the analyzer learned about one file.
public struct FileAnalysis {
    /// The path as given.
    public var file: String
    /// The language it was parsed as.
    public var language: SourceLanguage
    /// The parsed AST, for lint rules to walk.
    package var unit: TranslationUnit
    /// Every block literal of the main file, in source order.
    public var blocks: [BlockLiteral]
    /// Compiler diagnostics located in the main file.
    public var diagnostics: [Diagnostic]
    /// The compiler arguments the file was parsed with.
    public var arguments: [String]
    /// True when the parse declared what clang's errors named (a recovery prelude): the file
    /// uses declarations no header gave, so they are guessed.
    public var recovered = false

    /// A file analysis with all its parts.
    package init(
        file: String, language: SourceLanguage, unit: TranslationUnit, blocks: [BlockLiteral],
        diagnostics: [Diagnostic], arguments: [String] = []
    ) {
        self.file = file
        self.language = language
        self.unit = unit
        self.blocks = blocks
        self.diagnostics = diagnostics
        self.arguments = arguments
    }

    /// True for Objective-C parsed without ARC (manual retain-release): object captures then
    /// carry no ARC ownership (`none`), a copied block retains them, a `__block` variable does not.
    public var isManualRetainRelease: Bool {
        language.isObjectiveC && !SourceAnalyzer.isARCEnabled(arguments)
    }

    /// The main file's errors: when not empty, some code may be missing from `blocks`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity >= .error } }
}
