import CSwiftRuntime
import Foundation
import Synchronization

/// Names of closures from their code addresses. The dynamic loader only knows exported
/// symbols; closures are local, so the image's own ELF symbol table is read (once per image).
enum Symbols {
    /// A function symbol of an image: start (relative to the load address), size, name.
    private struct ImageSymbols {
        var starts: [UInt] = []
        var ends: [UInt] = []
        var names: [String] = []

        func name(at offset: UInt) -> String? {
            var lo = 0
            var hi = starts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if starts[mid] <= offset { lo = mid + 1 } else { hi = mid }
            }
            let i = lo - 1
            guard i >= 0, offset < ends[i] else { return nil }
            return names[i]
        }
    }

    private static let images = Mutex<[String: ImageSymbols]>([:])

    /// "closure #1 in Worker.start()" for the code of that closure (its partial-apply
    /// forwarder), when the symbol can be found; nil otherwise.
    static func closureName(_ code: UInt) -> String? {
        if let known = names.withLock({ $0[code] }) { return known }
        var name: String?
        if let mangled = symbol(at: code) {
            name = demangle(mangled).map(simplify) ?? mangled
        }
        names.withLock { $0[code] = .some(name) }
        return name
    }

    /// Closure names by code address: a long cycle names the same few closures many times.
    private static let names = Mutex<[UInt: String?]>([:])

    /// The raw symbol name at a code address.
    static func symbol(at code: UInt) -> String? {
        var name: UnsafePointer<CChar>?
        var image: UnsafePointer<CChar>?
        var base: UnsafeRawPointer?
        guard csr_symbolName(UnsafeRawPointer(bitPattern: code)!, &name, &image, &base) != 0 else { return nil }
        if let name { return String(cString: name) }
        guard let image, let base else { return nil }
        let path = String(cString: image)
        let offset = code &- UInt(bitPattern: base)
        let table = images.withLock { cache -> ImageSymbols in
            if let known = cache[path] { return known }
            let loaded = loadSymbols(path)
            cache[path] = loaded
            return loaded
        }
        return table.name(at: offset)
    }

    /// Reads `.symtab` of an ELF64 little-endian file: function symbols with their sizes.
    private static func loadSymbols(_ path: String) -> ImageSymbols {
        guard let data = FileManager.default.contents(atPath: path), data.count > 64 else { return ImageSymbols() }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> ImageSymbols in
            func u16(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt16.self)) }
            func u32(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt32.self)) }
            func u64(_ o: Int) -> UInt { UInt(raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
            guard raw[0] == 0x7F, raw[1] == 0x45, raw[4] == 2, raw[5] == 1 else { return ImageSymbols() }
            let sectionHeaders = Int(u64(0x28))
            let entrySize = u16(0x3A)
            let count = u16(0x3C)
            guard entrySize >= 64, sectionHeaders + count * entrySize <= raw.count else { return ImageSymbols() }
            // The lowest PT_LOAD's virtual address is what the load base corresponds to.
            var entries: [(UInt, UInt, String)] = []
            for s in 0..<count {
                let header = sectionHeaders + s * entrySize
                guard u32(header + 4) == 2 else { continue }  // SHT_SYMTAB
                let offset = Int(u64(header + 0x18))
                let size = Int(u64(header + 0x20))
                let link = u32(header + 0x28)
                let symbolSize = Int(u64(header + 0x38))
                let stringsHeader = sectionHeaders + link * entrySize
                let strings = Int(u64(stringsHeader + 0x18))
                let stringsSize = Int(u64(stringsHeader + 0x20))
                guard symbolSize >= 24, offset + size <= raw.count, strings + stringsSize <= raw.count else { continue }
                for i in 0..<(size / symbolSize) {
                    let sym = offset + i * symbolSize
                    let info = raw[sym + 4]
                    guard info & 0xF == 2 else { continue }  // STT_FUNC
                    let value = u64(sym + 8)
                    let length = u64(sym + 16)
                    let nameOffset = u32(sym)
                    guard value != 0, nameOffset < stringsSize else { continue }
                    let name = raw.baseAddress!.advanced(by: strings + nameOffset).assumingMemoryBound(to: CChar.self)
                    entries.append((value, max(length, 1), String(cString: name)))
                }
            }
            entries.sort { $0.0 < $1.0 }
            var table = ImageSymbols()
            for (start, length, name) in entries {
                table.starts.append(start)
                table.ends.append(start + length)
                table.names.append(name)
            }
            return table
        }
    }

    /// Demangles a Swift symbol with the runtime's demangler.
    static func demangle(_ mangled: String) -> String? {
        mangled.withCString { p -> String? in
            guard let out = swift_demangle(p, strlen(p), nil, nil, 0) else { return nil }
            defer { free(out) }
            return String(cString: out)
        }
    }

    /// `M.(Worker in _6A1B2C3D).start()` reads `M.Worker.start()`: a private type's discriminator
    /// is noise for a reader, and its ` in ` would be taken for the closure's context.
    static func dropPrivateDiscriminators(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let inner = rest[rest.index(after: open)...]
            if let marker = inner.range(of: " in _"), let close = inner[marker.upperBound...].firstIndex(of: ")"),
                !inner[..<marker.lowerBound].contains(where: { $0 == "(" || $0 == ")" || $0 == " " }),
                inner[marker.upperBound..<close].allSatisfy({ $0.isHexDigit })
            {
                result += rest[..<open] + inner[..<marker.lowerBound]
                rest = inner[inner.index(after: close)...]
            } else {
                result += rest[...open]
                rest = inner
            }
        }
        return result + rest
    }

    /// Drops thunk prefixes, modules and signatures: `partial apply for closure #1 () -> () in
    /// main.Worker.start() -> ()` reads `closure #1 in Worker.start()`.
    static func simplify(_ text: String) -> String {
        var s = dropPrivateDiscriminators(text)
        for prefix in ["partial apply forwarder for ", "partial apply for ", "reabstraction thunk helper from "] {
            if s.hasPrefix(prefix) { s.removeFirst(prefix.count) }
        }
        // Remove signatures: from " (" or " @" at depth 0 up to the next " in " or the end.
        var result = ""
        var i = s.startIndex
        while i < s.endIndex {
            let rest = s[i...]
            if rest.hasPrefix(" in ") || !(rest.hasPrefix(" (") || rest.hasPrefix(" @") || rest.hasPrefix(" -> ")) {
                result.append(s[i])
                i = s.index(after: i)
                continue
            }
            var depth = 0
            var j = i
            while j < s.endIndex {
                let c = s[j]
                if c == "(" || c == "<" || c == "[" { depth += 1 }
                if c == ")" || c == ">" || c == "]" { depth -= 1 }
                if depth <= 0 && s[j...].hasPrefix(" in ") { break }
                j = s.index(after: j)
            }
            i = j
        }
        for effect in [" throws", " async"] {
            result = result.replacingOccurrences(of: effect + " in ", with: " in ")
            while result.hasSuffix(effect) { result.removeLast(effect.count) }
        }
        // Keep the last component's type path but drop the module: `M.T.f()` reads `T.f()`.
        if let range = result.range(of: " in ", options: .backwards) {
            let context = result[range.upperBound...]
            if let dot = context.firstIndex(of: "."), !context[..<dot].contains("(") {
                result = String(result[..<range.upperBound]) + String(context[context.index(after: dot)...])
            }
        }
        return result
    }
}
