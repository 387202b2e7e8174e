import Foundation

/// C blocks as the BlocksRuntime lays them out (`Block_layout`): isa, flags, reserved, invoke,
/// descriptor (reserved, size, then copy/dispose helpers when the flags say so), then the
/// captured variables. The descriptor gives their total size but not their types, so only
/// blocks whose captures are known are followed:
///
/// - a Swift closure converted to `@convention(block)`: one capture, the thick function (code,
///   then its context), 48 bytes in all, with copy/dispose helpers that retain the context;
/// - a block made by `dispatch_block_create` (what `DispatchWorkItem` and Dispatch's Swift
///   handlers store): its capture is libdispatch's private data, recognised by its magic
///   number, whose `dbpd_block` is the wrapped block.
///
/// Any other block with captures (C code compiled with `-fblocks`) is named, not guessed.
enum BlockLayout {
    static let hasCopyDispose: UInt32 = 1 << 25
    static let isGlobal: UInt32 = 1 << 28
    /// `DISPATCH_BLOCK_PRIVATE_DATA_MAGIC`, the first word of `dispatch_block_private_data_s`.
    static let dispatchMagic: UInt = 0xD159_B10C
    /// Offset of `dbpd_block` in the private data: magic, flags, atomic flags and performed
    /// (two u32), priority, voucher.
    static let dispatchBlockOffset: UInt = 40

    /// The isa values of the BlocksRuntime's block classes, when it is loaded.
    static let knownIsas: Set<UInt> = {
        let names = ["_NSConcreteMallocBlock", "_NSConcreteGlobalBlock", "_NSConcreteStackBlock"]
        return Set(
            names.compactMap { name in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { UInt(bitPattern: $0) }
            })
    }()

    /// What a block holds.
    enum Content: Equatable {
        /// A Swift closure: its code and context.
        case swiftClosure(code: UInt, context: UInt)
        /// `dispatch_block_create`'s wrapper around another block.
        case dispatchBlock(inner: UInt)
        /// Captures nothing (a global block, or no bytes after the descriptor).
        case nothing
        /// Captures of unknown types: their size, and the invoke function (for its name).
        case unknownCaptures(size: Int, invoke: UInt)
        /// Not a block this reader can read: why.
        case unreadable(String)
    }

    /// Reads the block at `block`.
    static func content(of block: UInt, memory: inout ReadableMemory) -> Content {
        guard block & 7 == 0, memory.isReadable(block, length: 32) else { return .unreadable("block not readable") }
        let isa = Raw.word(block)
        guard knownIsas.isEmpty || knownIsas.contains(isa) else { return .unreadable("not a block (unknown isa)") }
        let flags = Raw.u32(block + 8)
        let invoke = Raw.word(block + 16)
        let descriptor = Raw.word(block + 24)
        guard memory.isInImage(invoke, length: 1), memory.isReadable(descriptor, length: 16) else {
            return .unreadable("block without a readable invoke function and descriptor")
        }
        let size = Int(Raw.word(descriptor + 8))
        guard size >= 32, size < 1 << 16, memory.isReadable(block, length: size) else {
            return .unreadable("block descriptor gives an impossible size")
        }
        if flags & isGlobal != 0 || size == 32 { return .nothing }
        if size >= 32 + Int(dispatchBlockOffset) + 8, Raw.word(block + 32) == dispatchMagic {
            return .dispatchBlock(inner: Raw.word(block + 32 + dispatchBlockOffset))
        }
        if size == 48, flags & hasCopyDispose != 0, memory.isInImage(Raw.word(block + 32), length: 1) {
            return .swiftClosure(code: Raw.word(block + 32), context: Raw.word(block + 40))
        }
        return .unknownCaptures(size: size - 32, invoke: invoke)
    }

    /// The strong count of a heap block, from its flags (two per reference); nil for a global
    /// block, which is never freed.
    static func retainCount(of block: UInt, memory: ReadableMemory) -> Int? {
        guard memory.contains(block, length: 16) else { return nil }
        let flags = Raw.u32(block + 8)
        guard flags & isGlobal == 0 else { return nil }
        return Int(flags & 0xFFFE) >> 1
    }
}
