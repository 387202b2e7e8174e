import Findings

/// How a Swift closure context holds one capture (docs/json.md §4 `capture`).
public enum SwiftCaptureKind: String, Codable, Sendable, CaseIterable {
    /// The value itself is copied into the context when the closure is created.
    case value
    /// A heap box shared with the enclosing scope (a captured `var`), or made for a weak
    /// capture.
    case box
    /// A non-escaping capture by address (`inout_aliasable`): nothing is copied or retained.
    case address
}

/// What the context's reference to a captured class instance does (docs/json.md §4 `ownership`).
public enum SwiftOwnership: String, Codable, Sendable, CaseIterable {
    /// A strong reference: the closure keeps the object alive.
    case strong
    /// A zeroing weak reference (always in a box).
    case weak
    /// `unowned`: not retained for liveness; a use after the object is gone traps.
    case unowned
    /// `unowned(unsafe)`: a raw pointer; a use after the object is gone is undefined.
    case unownedUnsafe = "unowned(unsafe)"
    /// Not a class reference.
    case none
}

/// What kind of code a `SwiftClosure` is.
public enum SwiftClosureKind: String, Codable, Sendable {
    /// A closure expression `{ … }`.
    case closure
    /// An `@autoclosure` argument: the expression is wrapped in a closure.
    case autoclosure
    /// A function declared inside another function.
    case localFunction = "local function"
    /// A `defer` body (a local function the compiler calls at every exit of the scope).
    case deferBody = "defer"
}

/// One captured variable of a Swift closure, as the compiled closure holds it.
public struct SwiftCapture: Sendable, Hashable {
    /// The variable's name (`_x` for the backing storage of a property-wrapped local `x`).
    public var name: String
    /// Value, box or address.
    public var kind: SwiftCaptureKind
    /// Strong, weak, unowned, unowned(unsafe) or none.
    public var ownership: SwiftOwnership
    /// Whether the name comes from the closure's capture list (`[x]`, `[weak self]`).
    public var isFromCaptureList: Bool
    /// For `self`: captured without `self` written in the closure or its capture list.
    public var isImplicit: Bool
    /// The type SIL gives the captured argument, e.g. `{ var Int }`, `@sil_unowned Owner`.
    public var silType: String
    /// The captured value's Swift type, e.g. `Int`, `Optional<Owner>`.
    public var typeName: String
    /// For the backing storage of a property-wrapped local (`_x`): the local's own name (`x`),
    /// which the source uses and the AST lists as captured.
    public var wrappedVariable: String?
    /// For a value that is not itself a class reference but holds one (a struct with a class
    /// field, an array, a dictionary, a tuple, an enum payload, a string's storage): what inside
    /// it the closure keeps strongly, e.g. `array buffer → elements`. Nil for a class reference.
    public var heldThrough: String?

    /// A capture with every fact given.
    public init(
        name: String, kind: SwiftCaptureKind, ownership: SwiftOwnership, isFromCaptureList: Bool,
        isImplicit: Bool = false, silType: String = "", typeName: String = ""
    ) {
        self.name = name
        self.kind = kind
        self.ownership = ownership
        self.isFromCaptureList = isFromCaptureList
        self.isImplicit = isImplicit
        self.silType = silType
        self.typeName = typeName
    }
}

/// Where a closure's captures live at run time.
public enum SwiftContextStorage: String, Codable, Sendable {
    /// Captures nothing: a thin function, no context at all.
    case none
    /// Non-escaping: the context is built on the caller's stack and never retained.
    case stack
    /// Escaping with one capture that is itself a reference-counted object (a box or a strong
    /// class reference): that object is the context, nothing else is allocated.
    case capturedObject = "captured object"
    /// Escaping: a heap context object (metadata kind 0x400) holds the captures.
    case heap
    /// Called directly, never made into a closure value (a local function, a `defer` body, a
    /// closure the mandatory passes turned into a direct call): its captures are arguments.
    case arguments
}

/// One field of a closure context as RetainGraph reads it at run time.
public struct SwiftContextField: Sendable, Hashable {
    /// Byte offset from the start of the context object, when the size of every earlier
    /// field is known.
    public var offset: Int?
    /// Size in bytes, when known without the type's layout (nil for other value types).
    public var size: Int?
    /// What RetainGraph calls the capture: `box`, `weak box`, or the captured type's name.
    public var runtimeLabel: String
    /// The captured variable.
    public var capture: String
}

/// The context a closure allocates, the way RetainGraph reads it: a heap object header
/// (metadata, reference counts) then the captures at their size and alignment.
public struct SwiftClosureContext: Sendable, Hashable {
    /// Where the captures live.
    public var storage: SwiftContextStorage
    /// The fields, in order (empty unless `storage` is `.heap`).
    public var fields: [SwiftContextField]
    /// Whether the closure is generic: its context starts with the generic arguments'
    /// metadata, so field offsets depend on them.
    public var isGeneric: Bool
}

/// One closure of a Swift file with what the compiler made of it.
public struct SwiftClosure: Sendable {
    /// Where it is: the `{`, an autoclosure's expression, a local function's name, `defer`.
    public var location: SourcePosition
    /// Closure, autoclosure, local function or defer body.
    public var kind: SwiftClosureKind
    /// Whether it escapes (the type checker's answer; for a local function, whether SIL makes
    /// an escaping closure of it).
    public var escaping: Bool
    /// What it captures, in the order the context holds them.
    public var captures: [SwiftCapture]
    /// The compiler's name for it, e.g. `closure #1 in Owner.setup()`.
    public var symbol: String
    /// The mangled name of its SIL function.
    public var mangledName: String
    /// The context it allocates.
    public var context: SwiftClosureContext
    /// Index of the closure it is written in, in `SwiftFileAnalysis.closures`.
    public var parent: Int?
}

/// Everything the compiler says about the closures of one Swift file.
public struct SwiftFileAnalysis: Sendable {
    /// The path as given.
    public var file: String
    /// Closures in source order.
    public var closures: [SwiftClosure]
    /// Whether the file was compiled as a library (`-parse-as-library`) or as top-level code.
    public var parsedAsLibrary: Bool
    /// The compiler command lines that produced the facts (for a reader who wants to check).
    public var commands: [[String]]
    /// Seconds spent in the compiler runs (the AST dump and the SIL, in parallel).
    public var compilerSeconds: Double
    /// Seconds spent reading their output and joining the facts.
    public var readingSeconds: Double
}
