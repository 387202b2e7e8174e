/// How a block reaches a variable declared outside it (docs/json.md §1 `capture`).
public enum CaptureKind: String, Codable, Sendable, CaseIterable {
    /// An automatic variable (local, parameter, `self`) copied into the block.
    case value
    /// A `static` local, reached through its address.
    case pointer
    /// A `__block` variable, shared through its byref structure.
    case byRef = "byref"
    /// A global or file-static variable: referenced directly, not captured.
    case global
}

/// ARC ownership of a captured Objective-C object pointer (docs/json.md §1 `ownership`).
public enum Ownership: String, Codable, Sendable, CaseIterable {
    /// `__strong` (the default for object pointers under ARC): the block retains it.
    case strong
    /// `__weak`: the block holds a zeroing weak reference.
    case weak
    /// `__unsafe_unretained`: the block holds a raw pointer.
    case unretained
    /// Not an Objective-C object pointer under ARC.
    case none
}

/// What a compiled block literal is when it is created (docs/json.md §1 `kind`).
public enum BlockKind: String, Codable, Sendable {
    /// Emitted as a constant global block: it captures nothing that lives on the stack.
    case global
    /// Built on the stack; `Block_copy` moves it to the heap.
    case stack
}
