import CSwiftRuntime
import Findings
import Foundation
import Synchronization

/// What a heap object found through a slot is expected to be: the slot's static type says more
/// than the object's metadata can (a `var` box and a closure context share metadata kind 0x400).
enum HeapHint: UInt8 {
    /// Nothing known.
    case none
    /// A box for a captured `var` or an indirect enum payload.
    case box
    /// A box holding a `weak`/`unowned` capture: its content is never an edge.
    case weakBox
    /// The heap box of an existential too large to sit inline.
    case existentialBox
    /// The context of a thick function value.
    case context
    /// A C block (`@convention(block)`): a `Block_layout`, not a Swift heap object.
    case block
}

/// How to find strong references at one place inside a value.
enum SlotKind {
    /// A native strong reference (a value below 4096 is nil or an extra inhabitant).
    case object(HeapHint)
    /// A thick Swift function: code pointer, then its refcounted context.
    case function
    /// A `Builtin.BridgeObject`: a native reference when no tag bits are set (collections'
    /// storage), something else (a string's inline bits) otherwise.
    case bridgeObject
    /// An enum whose live case decides which payload slots exist.
    case enumValue(EnumLayout)
    /// A type-erased value (`Any`, a protocol type): its dynamic type decides.
    case existential
    /// A field of a noncopyable type (`Atomic`, `Mutex`, a type of the program's own): the
    /// compiler's field record names it through an accessor that answers `()`, so its type is
    /// unknown. Only its `length` bytes are known; `field` is `Class.name`, for the warning.
    case hiddenNoncopyable(length: Int, field: String)
}

/// One place inside a value that may hold a strong reference.
struct Slot {
    /// Byte offset from the start of the value.
    var offset: Int
    /// Human label path, e.g. `state.handler`.
    var label: String
    /// How to read it.
    var kind: SlotKind

    func shifted(by delta: Int, prefix: String) -> Slot {
        Slot(offset: offset + delta, label: Self.join(prefix, label), kind: kind)
    }

    static func join(_ prefix: String, _ label: String) -> String {
        if prefix.isEmpty { return label }
        if label.isEmpty { return prefix }
        if label.hasPrefix("[") { return prefix + label }
        return prefix + "." + label
    }
}

/// Where strong references can sit in a value of one type, computed once per type metadata.
final class TypeLayout: Sendable {
    /// Type metadata address.
    let metadata: UInt
    /// Size of a value in bytes.
    let size: Int
    /// Alignment in bytes.
    let alignment: Int
    /// Stride in bytes (array element spacing).
    let stride: Int
    /// Reference slots.
    let slots: [Slot]
    /// Why part of the type could not be read (nil: fully understood).
    let problem: String?

    init(metadata: UInt, size: Int, alignment: Int, stride: Int, slots: [Slot], problem: String?) {
        self.metadata = metadata
        self.size = size
        self.alignment = alignment
        self.stride = stride
        self.slots = slots
        self.problem = problem
    }
}

/// One case of an enum: its payload's layout, or nil for a case without payload.
struct EnumCase {
    var name: String
    var payload: TypeLayout?
    var isIndirect: Bool
    /// For an indirect case: the payload's type metadata (0 when unknown). Its layout is asked
    /// for only when a box is read, never while the enum's own layout is being built (the
    /// payload usually contains the enum).
    var indirectType: UInt = 0
}

/// An enum with payload cases that hold references: the live case is asked of the runtime.
final class EnumLayout: Sendable {
    let metadata: UInt
    let size: Int
    let getEnumTag: UInt
    let projectEnumData: UInt
    /// Payload cases first, in tag order, then the empty cases.
    let cases: [EnumCase]

    init(metadata: UInt, size: Int, getEnumTag: UInt, projectEnumData: UInt, cases: [EnumCase]) {
        self.metadata = metadata
        self.size = size
        self.getEnumTag = getEnumTag
        self.projectEnumData = projectEnumData
        self.cases = cases
    }
}

/// What a class instance holds beyond its declared fields.
enum ClassSpecial {
    case none
    /// `_ContiguousArrayStorage<Element>`: tail-allocated elements.
    case arrayStorage(element: TypeLayout)
    /// `_DictionaryStorage<Key, Value>`: keys and values in hashed buckets.
    case dictionaryStorage(key: TypeLayout, value: TypeLayout, fields: [String: Int])
    /// `_SetStorage<Element>`.
    case setStorage(element: TypeLayout, fields: [String: Int])
    /// Dispatch's `DispatchSource`: the C source (`__wrapped`, at this offset) keeps its
    /// handlers' blocks in its refs structure.
    case dispatchSource(wrapped: Int)
    /// Foundation's `OperationQueue`: a list of the operations it holds (retained through
    /// `Unmanaged`), from the queue's `__firstOperation` along each `__nextOperation`.
    case operationQueue(first: Int, next: Int)
    /// A `ManagedBuffer<Header, Element>` subclass: elements tail-allocated at `elementOffset`.
    /// How many are initialized is known only for headers this reader understands (`count`).
    case managedBuffer(element: TypeLayout, elementOffset: Int, count: ManagedBufferCount)
}

/// Where a `ManagedBuffer`'s header says which of its elements are initialized.
enum ManagedBufferCount {
    /// swift-collections' `Deque` storage: a ring buffer of `capacity` slots holding `count`
    /// elements from slot `startSlot` on, wrapping at the end (offsets of the three Ints).
    case ring(capacity: Int, count: Int, start: Int)
    /// Elements `0..<count` from the first, `count` an `Int` at this offset in the object: the
    /// header itself when it is an `Int`, or its stored `count: Int` (ManagedBuffer's own
    /// documentation keeps the count in the header this way).
    case prefix(count: Int)
    /// A header this reader does not understand: its type name, for the warning.
    case unknown(header: String)
}

/// How to read a heap object with given metadata.
enum HeapLayout {
    /// A class instance: fields at absolute offsets (inherited ones included).
    case classInstance(
        name: String, instanceSize: Int, slots: [Slot], special: ClassSpecial,
        role: NodeKind, problem: String?)
    /// A closure context or non-generic box (metadata kind 0x400): captures at absolute offsets.
    case captures(slots: [Slot], captureTypes: [String], size: Int, problem: String?)
    /// A closure context of a generic closure: its capture types depend on the metadata the
    /// context carries (its bindings), so the layout is made per set of bindings.
    case genericCaptures(bindings: Int, offsetToBindings: Int)
    /// A generic box (kind 0x500): one value of a known type at an offset.
    case genericBox(offset: Int, content: TypeLayout)
    /// Something this reader does not understand.
    case opaque(String)
}

/// Extra meaning a class has for the report.
/// Why a class's layout could not be read.
struct OpaqueReason: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

/// A closure context's captures laid out so far: the next free offset, the strong slots, each
/// capture's type name and the first problem.
struct CaptureFields {
    var offset: Int
    var slots: [Slot] = []
    var names: [String] = []
    var problem: String?

    /// Moves the offset up to a multiple of `alignment` (a power of two).
    mutating func align(to alignment: Int) { offset = (offset + alignment - 1) & ~(alignment - 1) }
}

/// What an instance's stored properties come to, class by class.
struct ClassFields {
    var slots: [Slot] = []
    var offsets: [String: Int] = [:]
    var problem: String?
    var role = NodeKind.object
}

/// Reads type metadata into layouts, caching per metadata address for the life of the process
/// (type metadata is never freed).
final class LayoutCache: Sendable {
    static let shared = LayoutCache()

    struct State {
        var types: [UInt: TypeLayout] = [:]
        var heaps: [UInt: HeapLayout] = [:]
        /// Layouts of generic closure contexts by metadata and bindings.
        var generic: [[UInt]: HeapLayout] = [:]
    }
    let state = Mutex(State())

    /// Metadata of `Builtin.NativeObject`: fields of that type are strong references.
    let nativeObjectMetadata: UInt
    /// Metadata of `Builtin.BridgeObject`: Dictionary and Set keep their storage in one.
    let bridgeObjectMetadata: UInt
    let stringMetadata = unsafeBitCast(String.self as Any.Type, to: UInt.self)
    let emptyTupleMetadata = unsafeBitCast(Void.self as Any.Type, to: UInt.self)

    private init() {
        func builtin(_ name: String) -> UInt {
            name.withCString { p in
                MangledName.resolve(UInt(bitPattern: p), length: 2, context: 0, genericArgs: 0) ?? 0
            }
        }
        nativeObjectMetadata = builtin("Bo")
        bridgeObjectMetadata = builtin("Bb")
    }
}
