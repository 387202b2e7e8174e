import CSwiftRuntime
import Foundation
import Synchronization

/// The content of a `Synchronization.Mutex` stored property, which reflection cannot type: the
/// compiler names a noncopyable field's type through an accessor that answers `()`. The type is
/// still written in the names of the property's symbols in the image's symbol table (its field
/// offset `$s…3HubC4lock15Synchronization5MutexVySayyycGGvpWvd`, "direct field offset for
/// M.Hub.lock : Synchronization.Mutex<[() -> ()]>", its initializer, its read accessor). The
/// value type in that name is resolved by the runtime, and the value is laid out as Linux's
/// `Mutex` stores it (stdlib `Synchronization/Mutex`): `handle` (`_MutexHandle`, an
/// `Atomic<UInt32>`), then `value` (`_Cell<Value>`, the value inline) at the value's alignment;
/// a test holds that layout to `MemoryLayout`. It is used only when the field's offset and
/// extent fit it.
enum MutexLayout {
    /// The slots of the field `field` of class `className` (its descriptor at `descriptor`),
    /// `length` bytes at `offset`, when it is a Mutex whose value type is known; nil otherwise.
    static func slots(
        className: String, field: String, descriptor: UInt, offset: Int, length: Int, cache: LayoutCache
    ) -> (slots: [Slot], problem: String?)? {
        // The runtime does not hand out metadata of a noncopyable type by name; the value type
        // is asked alone: `15Synchronization5MutexVy` VALUE `G`.
        let prefix = "15Synchronization5MutexVy"
        guard let mangled = FieldOffsetSymbols.typeName(of: field, in: className, near: descriptor),
            mangled.hasPrefix(prefix), mangled.hasSuffix("G"), mangled.count > prefix.count + 1
        else { return nil }
        let valueName = String(mangled.dropFirst(prefix.count).dropLast())
        guard isSelfContained(valueName),
            let valueType = valueName.withCString({ name in
                MangledName.resolve(UInt(bitPattern: name), length: strlen(name), context: 0, genericArgs: 0)
            })
        else { return nil }
        let value = cache.typeLayout(valueType)
        let layout = Self.layout(valueSize: value.size, valueAlignment: value.alignment)
        // The field must hold exactly such a Mutex: at its alignment, no smaller, and no larger
        // than the padding before the next field allows.
        guard offset % layout.alignment == 0, layout.size <= length, length < layout.size + 16 else { return nil }
        return (value.slots.map { $0.shifted(by: offset + layout.valueOffset, prefix: field) }, value.problem)
    }

    /// Linux's `Mutex<Value>`: a 4-byte handle, then the value at its alignment.
    static func layout(valueSize: Int, valueAlignment: Int) -> (valueOffset: Int, size: Int, alignment: Int) {
        let alignment = max(valueAlignment, 1)
        let valueOffset = (4 + alignment - 1) & ~(alignment - 1)
        return (valueOffset, valueOffset + valueSize, max(4, alignment))
    }

    /// Whether a mangled type name stands on its own: no substitution (`A…`) that refers to
    /// the symbol's earlier parts, no word substitution (`0…`) in an identifier, no generic
    /// parameter (`x`, `q…`) of the class's context.
    static func isSelfContained(_ mangled: String) -> Bool {
        let bytes = Array(mangled.utf8)
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c >= 0x31 && c <= 0x39 {  // an identifier: its length, then its characters
                var length = 0
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                    length = length * 10 + Int(bytes[i] - 0x30)
                    i += 1
                }
                i += length
                continue
            }
            if c == UInt8(ascii: "A") || c == UInt8(ascii: "0") || c == UInt8(ascii: "x") || c == UInt8(ascii: "q")
                || c < 0x20
            {
                return false
            }
            i += 1
        }
        return true
    }
}

/// The names of an image's symbols that name a stored property with its type (`…vpWvd`,
/// `…vpfi`, `…vr`), from its ELF symbol tables, read once per image.
enum FieldOffsetSymbols {
    private static let images = Mutex<[String: [String]]>([:])

    /// The mangled type of `className.field` from its field offset symbol in the image that
    /// holds `address`, or nil.
    static func typeName(of field: String, in className: String, near address: UInt) -> String? {
        var name: UnsafePointer<CChar>?
        var image: UnsafePointer<CChar>?
        var base: UnsafeRawPointer?
        guard csr_symbolName(UnsafeRawPointer(bitPattern: address)!, &name, &image, &base) != 0, let image else {
            return nil
        }
        let path = String(cString: image)
        let symbols = images.withLock { cache -> [String] in
            if let known = cache[path] { return known }
            let loaded = load(path)
            cache[path] = loaded
            return loaded
        }
        let owner = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        let marker = "\(field.utf8.count)\(field)"
        for symbol in symbols where symbol.contains(marker) {
            guard let suffix = suffixes.first(where: { symbol.hasSuffix($0.mangled) }),
                let text = Symbols.demangle(symbol).map(Symbols.dropPrivateDiscriminators),
                text.hasPrefix(suffix.demangled + "\(owner).\(field)" + suffix.member + " : "),
                let start = symbol.range(of: marker, options: .backwards)?.upperBound
            else { continue }
            let end = symbol.index(symbol.endIndex, offsetBy: -suffix.mangled.count)
            guard start < end else { continue }
            // The type's identifiers may reuse words of the names before it: spell them out.
            if let type = MangledWords.standalone(symbol, from: start, to: end) { return type }
        }
        return nil
    }

    /// Symbols of a stored property whose names carry its type: its field offset, its initial
    /// value's initializer, its read accessor (what a noncopyable property has).
    private static let suffixes: [(mangled: String, demangled: String, member: String)] = [
        ("vpWvd", "direct field offset for ", ""),
        ("vpfi", "variable initialization expression of ", ""),
        ("vr", "", ".read"),
    ]

    /// Symbols of `.symtab` (and `.dynsym`) whose names end like a stored property's.
    private static func load(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), data.count > 64 else { return [] }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [String] in
            func u16(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt16.self)) }
            func u32(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt32.self)) }
            func u64(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
            guard raw[0] == 0x7F, raw[1] == 0x45, raw[4] == 2, raw[5] == 1 else { return [] }
            let sectionHeaders = u64(0x28)
            let entrySize = u16(0x3A)
            let count = u16(0x3C)
            guard entrySize >= 64, sectionHeaders >= 0, sectionHeaders + count * entrySize <= raw.count else {
                return []
            }
            var names: [String] = []
            for s in 0..<count {
                let header = sectionHeaders + s * entrySize
                guard u32(header + 4) == 2 || u32(header + 4) == 11 else { continue }  // SYMTAB, DYNSYM
                let offset = u64(header + 0x18)
                let size = u64(header + 0x20)
                let link = u32(header + 0x28)
                let symbolSize = u64(header + 0x38)
                guard link < count else { continue }
                let stringsHeader = sectionHeaders + link * entrySize
                let strings = u64(stringsHeader + 0x18)
                let stringsSize = u64(stringsHeader + 0x20)
                guard symbolSize >= 24, offset >= 0, offset + size <= raw.count, strings >= 0,
                    strings + stringsSize <= raw.count
                else { continue }
                for i in 0..<(size / symbolSize) {
                    let nameOffset = u32(offset + i * symbolSize)
                    guard nameOffset > 0, nameOffset < stringsSize else { continue }
                    let start = strings + nameOffset
                    var end = start
                    while end < strings + stringsSize, raw[end] != 0 { end += 1 }
                    guard end - start > 6, raw[start] == UInt8(ascii: "$"),
                        raw[end - 2] == UInt8(ascii: "v")
                            || raw[end - 3] == UInt8(ascii: "v") || raw[end - 5] == UInt8(ascii: "v")
                    else { continue }
                    let name = String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
                    if suffixes.contains(where: { name.hasSuffix($0.mangled) }) { names.append(name) }
                }
            }
            return names
        }
    }
}

/// Identifier word substitutions of Swift's mangling (`0D0`: "the 4th word met so far"),
/// spelled out, so that a type cut out of a symbol's name stands on its own. Words are
/// collected from every literal identifier, as the runtime's demangler does: a word starts at
/// a character that is no digit or `_` and ends before `_` or an uppercase letter that follows a
/// lowercase one; only words of two or more characters count, at most 26.
struct MangledWords {
    private let bytes: [UInt8]
    private var i = 0
    private var words: [[UInt8]] = []

    private init(_ symbol: String) {
        bytes = Array(symbol.utf8)
        i = symbol.hasPrefix("$s") ? 2 : 0
    }

    /// The part of `symbol` from `start` to `end` (a type), its word substitutions spelled out;
    /// nil when it holds a substitution of a node before it, punycode, or does not parse.
    static func standalone(_ symbol: String, from start: String.Index, to end: String.Index) -> String? {
        var reader = MangledWords(symbol)
        let first = symbol.utf8.distance(from: symbol.startIndex, to: start)
        let last = symbol.utf8.distance(from: symbol.startIndex, to: end)
        var output: [UInt8] = []
        while reader.i < last {
            let c = reader.bytes[reader.i]
            let inType = reader.i >= first
            if c == 0x41 {  // a substitution: in the type it refers to nodes before it, so give up
                if inType { return nil }
                reader.skipSubstitution()
            } else if Self.isDigit(c) {
                guard let identifier = reader.identifier() else { return nil }
                if inType { output += Array("\(identifier.count)".utf8) + identifier }
            } else {
                if inType { output.append(c) }
                reader.i += 1
            }
        }
        return output.isEmpty ? nil : String(decoding: output, as: UTF8.self)
    }

    private static func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    private static func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// `A` then an index (`A_`, `A12_`) or letters ending in an uppercase one (`AcD`).
    private mutating func skipSubstitution() {
        i += 1
        if i < bytes.count, Self.isDigit(bytes[i]) || bytes[i] == 0x5F {
            while i < bytes.count, bytes[i] != 0x5F { i += 1 }
        } else {
            while i < bytes.count, Self.isLower(bytes[i]) { i += 1 }
        }
        i += 1
    }

    private mutating func natural() -> Int? {
        var n = 0
        var digits = 0
        while i < bytes.count, Self.isDigit(bytes[i]), digits < 9 {
            n = n * 10 + Int(bytes[i] - 0x30)
            i += 1
            digits += 1
        }
        return digits > 0 ? n : nil
    }

    /// A literal part: its characters, whose words are remembered.
    private mutating func literal() -> [UInt8]? {
        guard let count = natural(), count > 0, i + count <= bytes.count else { return nil }
        let text = Array(bytes[i..<(i + count)])
        i += count
        var wordStart = -1
        for index in 0...text.count {
            let c: UInt8 = index < text.count ? text[index] : 0
            if wordStart >= 0, c == 0x5F || c == 0 || (index > 0 && !Self.isUpper(text[index - 1]) && Self.isUpper(c)) {
                if index - wordStart >= 2, words.count < 26 { words.append(Array(text[wordStart..<index])) }
                wordStart = -1
            }
            if wordStart < 0, c != 0, c != 0x5F, !Self.isDigit(c) { wordStart = index }
        }
        return text
    }

    /// An identifier: literal (`5Mutex`), or with word substitutions (`0D0`: the 4th word).
    private mutating func identifier() -> [UInt8]? {
        guard bytes[i] == 0x30 else { return literal() }
        i += 1
        if i < bytes.count, bytes[i] == 0x30 { return nil }  // punycode
        var identifier: [UInt8] = []
        var substituting = true
        repeat {
            while substituting, i < bytes.count, Self.isLower(bytes[i]) || Self.isUpper(bytes[i]) {
                let letter = bytes[i]
                i += 1
                let index = Int(letter - (Self.isLower(letter) ? 0x61 : 0x41))
                if Self.isUpper(letter) { substituting = false }
                guard index < words.count else { return nil }
                identifier += words[index]
            }
            if i < bytes.count, bytes[i] == 0x30 {
                i += 1
                break
            }
            guard let part = literal() else { return nil }
            identifier += part
        } while substituting
        return identifier
    }
}
