import CClang
import ClangFrontend
import Findings

/// Per-declaration facts the walk needs for every reference to it.
package struct DeclarationInfo {
    package var name: String
    package var kind: CaptureKind
    package var ownership: Ownership
    package var typeSpelling: String
    package var declaration: SourcePosition?
    package var isFoldedConstant: Bool
    package var isObjectPointer = false
    package var isBlockPointer = false

    package init(
        name: String, kind: CaptureKind, ownership: Ownership, typeSpelling: String,
        declaration: SourcePosition?, isFoldedConstant: Bool, type: ClangType? = nil
    ) {
        self.name = name
        self.kind = kind
        self.ownership = ownership
        self.typeSpelling = typeSpelling
        self.declaration = declaration
        self.isFoldedConstant = isFoldedConstant
        if let canonical = type?.canonical.kind {
            isObjectPointer =
                canonical == CXType_ObjCObjectPointer || canonical == CXType_ObjCId || canonical == CXType_ObjCClass
            isBlockPointer = canonical == CXType_BlockPointer
        }
    }
}

/// What a capture is keyed by inside one block: a declaration, or `self` / `this`.
package enum CaptureKey: Hashable {
    case declaration(UnsafeRawPointer)
    case selfParameter
    case this
}

/// A function or method the walk is inside.
package struct FunctionContext {
    package var cursor: Cursor
    package var selfInfo: DeclarationInfo?
    package var name: String { cursor.spelling }
}

/// A block literal being filled in by the walk.
package struct BlockBuilder {
    package var cursor: Cursor
    package var location: SourcePosition
    package var parent: Int?
    package var function: String
    package var order: [CaptureKey] = []
    package var captures: [CaptureKey: Capture] = [:]
    /// Passed straight to a `noescape` parameter: clang gives it the global isa.
    package var doesNotEscape = false
    /// Position in the file as expanded (a macro's blocks sort where the macro is used).
    package var sourceOrder: Int

    package init(cursor: Cursor, location: SourcePosition, parent: Int?, function: String) {
        self.cursor = cursor
        self.location = location
        self.sourceOrder = cursor.location.offset
        self.parent = parent
        self.function = function
    }

    package mutating func add(_ key: CaptureKey, info: DeclarationInfo, use: SourcePosition, implicit: Bool) {
        if captures[key] != nil {
            // Mutate in place: copying the capture out would copy its `uses` on every use.
            captures[key]!.uses.append(use)
            if !implicit { captures[key]!.isImplicit = false }
        } else {
            order.append(key)
            captures[key] = Capture(
                name: info.name, kind: info.kind, ownership: info.ownership,
                isImplicit: implicit, typeSpelling: info.typeSpelling,
                declaration: info.declaration, uses: [use],
                isFoldedConstant: info.isFoldedConstant,
                isObjectPointer: info.isObjectPointer, isBlockPointer: info.isBlockPointer)
        }
    }

    package func literal() -> BlockLiteral {
        let list = order.compactMap { captures[$0] }
        let kind: BlockKind = !doesNotEscape && list.contains { $0.isStoredInBlock } ? .stack : .global
        var literal = BlockLiteral(
            cursor: cursor, location: location, kind: kind, captures: list,
            parent: parent, enclosingFunction: function)
        literal.isNoEscapeArgument = doesNotEscape
        return literal
    }
}
