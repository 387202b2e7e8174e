import CSwiftRuntime

/// Unaligned loads from raw addresses; the only place that turns integers into pointers.
enum Raw {
    @inline(__always)
    static func word(_ address: UInt) -> UInt {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.loadUnaligned(as: UInt.self)
    }

    @inline(__always)
    static func u32(_ address: UInt) -> UInt32 {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.loadUnaligned(as: UInt32.self)
    }

    @inline(__always)
    static func u16(_ address: UInt) -> UInt16 {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.loadUnaligned(as: UInt16.self)
    }

    @inline(__always)
    static func byte(_ address: UInt) -> UInt8 {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(as: UInt8.self)
    }

    /// Follows a 32-bit relative pointer stored at `address`; 0 when it is null.
    @inline(__always)
    static func relative(_ address: UInt) -> UInt {
        let offset = Int32(bitPattern: u32(address))
        guard offset != 0 else { return 0 }
        return UInt(bitPattern: Int(bitPattern: address) &+ Int(offset))
    }

    /// A NUL-terminated C string at `address`.
    static func cString(_ address: UInt) -> String {
        guard address != 0 else { return "" }
        return String(cString: UnsafePointer<CChar>(bitPattern: address).unsafelyUnwrapped)
    }
}

/// Metadata kinds of the Swift runtime (swift/ABI/MetadataKind.def).
enum MetadataKind: UInt {
    case `class` = 0
    case `struct` = 0x200
    case `enum` = 0x201
    case optional = 0x202
    case foreignClass = 0x203
    case foreignReferenceType = 0x204
    case opaque = 0x300
    case tuple = 0x301
    case function = 0x302
    case existential = 0x303
    case metatype = 0x304
    case objCClassWrapper = 0x305
    case existentialMetatype = 0x306
    case extendedExistential = 0x307
    case heapLocalVariable = 0x400
    case heapGenericLocalVariable = 0x500
    case errorObject = 0x501
    case task = 0x502
    case job = 0x503

    /// The kind stored in the first word of metadata; anything above 0x7FF is an isa pointer,
    /// i.e. a class.
    init?(word: UInt) {
        if word > 0x7FF {
            self = .class
            return
        }
        self.init(rawValue: word)
    }
}

/// Mangled type names as reflection metadata stores them.
enum MangledName {
    /// Length of the mangled name at `address`, skipping the payload of symbolic references
    /// (0x01–0x17 carry 4 bytes, 0x18–0x1F carry 8), which may contain zero bytes.
    static func length(_ address: UInt) -> Int {
        var i: UInt = 0
        while true {
            let c = Raw.byte(address + i)
            if c == 0 { return Int(i) }
            if c >= 0x01 && c <= 0x17 { i += 5 } else if c >= 0x18 && c <= 0x1F { i += 9 } else { i += 1 }
        }
    }

    /// Positions of plain (non symbolic-reference) characters, so suffix checks never look into
    /// the payload of a symbolic reference.
    static func plainSuffix(_ address: UInt, length: Int, count: Int) -> [UInt8] {
        var plain: [UInt8] = []
        var i = 0
        while i < length {
            let c = Raw.byte(address + UInt(i))
            if c >= 0x01 && c <= 0x17 {
                plain.append(0)
                i += 5
            } else if c >= 0x18 && c <= 0x1F {
                plain.append(0)
                i += 9
            } else {
                plain.append(c)
                i += 1
            }
        }
        return Array(plain.suffix(count))
    }

    /// How a mangled type name involves a `@convention(block)` function type.
    enum BlockShape {
        /// Not at all.
        case none
        /// It is one (`yyXB`): the runtime builds its metadata.
        case bare
        /// `Optional` of one (`yyXBSg`): the same single pointer, nil being null.
        case optional
        /// Inside something else (an array, a tuple, a generic argument).
        case nested
    }

    /// Whether the name involves a block function type. Swift on Linux has blocks without
    /// Objective-C interop: their function metadata has no value witnesses, and building the
    /// metadata of anything that holds one (`Optional`, `Array`) crashes inside the runtime, so
    /// such names must never be handed to it. `XB` in the plain characters is only a hint
    /// (identifiers may contain it); the demangled type says for sure.
    static func blockShape(_ address: UInt, length: Int) -> BlockShape {
        let plain = plainSuffix(address, length: length, count: length)
        guard plain.count >= 2, zip(plain, plain.dropFirst()).contains(where: { $0 == 0x58 && $1 == 0x42 }) else {
            return .none
        }
        // Symbolic references become `Si` (any type will do to read the shape).
        let text = plain.map { $0 == 0 ? "Si" : String(UnicodeScalar($0)) }.joined()
        guard let demangled = Symbols.demangle("$s" + text + "D"), demangled.contains("@convention(block)") else {
            return .none
        }
        if plain.suffix(2).elementsEqual("XB".utf8) { return .bare }
        // Postfix mangling: `Sg` wraps the whole type before it, the function type ending in `XB`.
        if plain.suffix(4).elementsEqual("XBSg".utf8),
            demangled.components(separatedBy: "@convention(block)").count == 2
        {
            return .optional
        }
        return .nested
    }

    /// Resolves a mangled name with the runtime; nil when it cannot (or must not: a block
    /// function type nested in another type, see `blockShape`; without a context, a name the
    /// runtime could trap on, see `untrustedConstruct`).
    static func resolve(_ address: UInt, length: Int, context: UInt, genericArgs: UInt) -> UInt? {
        guard length > 0 else { return nil }
        if context == 0, untrustedConstruct(address, length: length) != nil { return nil }
        switch blockShape(address, length: length) {
        case .none, .bare: break
        case .optional:
            // Laid out as the block itself: resolve that, without the `Sg`.
            return resolve(address, length: length - 2, context: context, genericArgs: genericArgs)
        case .nested: return nil
        }
        let ptr = swift_getTypeByMangledNameInContext(
            UnsafePointer<CChar>(bitPattern: address).unsafelyUnwrapped, length,
            UnsafeRawPointer(bitPattern: context),
            UnsafePointer<UnsafeRawPointer?>(bitPattern: genericArgs))
        guard let ptr else { return nil }
        return UInt(bitPattern: ptr)
    }
}

extension MangledName {
    /// What in the name the runtime's resolver cannot be trusted with outside the name's own
    /// generic context, or nil. A closure's capture types are resolved without that context (or
    /// with an environment rebuilt from its bindings, which declares no requirements), and the
    /// runtime answers some names there by aborting the process instead of failing: a dependent
    /// member type (`S.Element`: "Expected a metadata pack but got metadata"), a parameter pack
    /// (`repeat each T`: "Pack expansion count type should be a pack"), an opaque type. Such a
    /// name is never handed to it.
    ///
    /// The scan walks the name's operators, skipping symbolic references, identifiers and
    /// indices, so that a `Q` inside an identifier (`DispatchQoS`) is not taken for one.
    static func untrustedConstruct(_ address: UInt, length: Int) -> String? {
        untrustedConstruct(plain: plainSuffix(address, length: length, count: length))
    }

    /// The name as text for the demangler, or nil when it holds a symbolic reference (whose
    /// target has no spelling here).
    static func printable(_ address: UInt, length: Int) -> String? {
        var text = ""
        for i in 0..<length {
            let c = Raw.byte(address + UInt(i))
            guard c > 0x1F, c < 0x7F else { return nil }
            text.append(Character(UnicodeScalar(c)))
        }
        return text
    }

    /// `untrustedConstruct` over the name's characters, symbolic references replaced by 0.
    static func untrustedConstruct(plain bytes: [UInt8]) -> String? {
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
        func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
        var i = 0
        var previous: UInt8 = 0
        var operatorBeforePrevious: UInt8 = 0
        while i < bytes.count {
            let c = bytes[i]
            if isDigit(c) {
                // An index (`q0_`, `Qy1_`, a substitution `A3_`) or an identifier (`5Int32`, or
                // `0` and word substitutions: `014QueueQoSHolderB0`).
                let indexed =
                    previous == UInt8(ascii: "q") || previous == UInt8(ascii: "A")
                    || (operatorBeforePrevious == UInt8(ascii: "Q") && Array("yYeoq".utf8).contains(previous))
                var n = 0
                var j = i
                while j < bytes.count, isDigit(bytes[j]) {
                    n = n * 10 + Int(bytes[j] - 0x30)
                    j += 1
                }
                if indexed {
                    i = j
                } else if c == UInt8(ascii: "0") {
                    i += 1
                    while i < bytes.count {
                        let w = bytes[i]
                        if isLower(w) {
                            i += 1
                            continue
                        }
                        if isUpper(w) {
                            i += 1
                            break
                        }
                        guard isDigit(w), w != UInt8(ascii: "0") else { break }
                        var m = 0
                        while i < bytes.count, isDigit(bytes[i]) {
                            m = m * 10 + Int(bytes[i] - 0x30)
                            i += 1
                        }
                        i += m
                    }
                } else {
                    i = j + n
                }
                (operatorBeforePrevious, previous) = (0, 0)
                continue
            }
            if previous == UInt8(ascii: "Q") {
                switch c {
                case UInt8(ascii: "y"), UInt8(ascii: "z"), UInt8(ascii: "Y"), UInt8(ascii: "Z"),
                    UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "a"):
                    return "a dependent member type"
                case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "e"), UInt8(ascii: "S"):
                    return "a parameter pack"
                case UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "r"), UInt8(ascii: "R"):
                    return "an opaque type"
                default:
                    return "a type the scan does not know (operator Q\(Character(UnicodeScalar(c))))"
                }
            }
            if previous == UInt8(ascii: "q") && c == UInt8(ascii: "a") { return "a dependent member type" }
            (operatorBeforePrevious, previous) = (previous, c)
            i += 1
        }
        return nil
    }
}

/// How a stored reference holds its target. Only `.strong` is a graph edge.
public enum ReferenceOwnership: String, Codable, Sendable {
    /// Keeps the target alive.
    case strong
    /// `weak`: a side-table reference, never keeps the target alive.
    case weak
    /// `unowned`: keeps only the memory, not the object, alive.
    case unowned
    /// `unowned(unsafe)`: a plain pointer.
    case unownedUnsafe

    /// Reads the ownership suffix (`Xw`, `Xo`, `Xu`) that the runtime's resolver drops.
    static func of(mangledSuffix suffix: [UInt8]) -> ReferenceOwnership {
        guard suffix.count == 2, suffix[0] == UInt8(ascii: "X") else { return .strong }
        switch suffix[1] {
        case UInt8(ascii: "w"): return .weak
        case UInt8(ascii: "o"): return .unowned
        case UInt8(ascii: "u"): return .unownedUnsafe
        default: return .strong
        }
    }
}
