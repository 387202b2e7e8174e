import CClang
import Findings

extension SourcePosition {
    /// The expansion location (where a macro was used, not where it was defined).
    package init(_ loc: CXSourceLocation) {
        var file: CXFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        var offset: UInt32 = 0
        clang_getExpansionLocation(loc, &file, &line, &column, &offset)
        self.init(
            file: file.map { String(consuming: clang_getFileName($0)) } ?? "", line: Int(line), column: Int(column),
            offset: Int(offset))
    }
}

/// A half-open source range.
package struct SourceRange {
    package let raw: CXSourceRange
    /// The range libclang gave.
    package init(raw: CXSourceRange) { self.raw = raw }
    /// Where it starts.
    package var start: SourcePosition { SourcePosition(clang_getRangeStart(raw)) }
    /// Where it ends (one past the last character).
    package var end: SourcePosition { SourcePosition(clang_getRangeEnd(raw)) }
}

/// A node of a translation unit's AST. Keeps its translation unit alive.
package struct Cursor {
    /// libclang's cursor value.
    package let raw: CXCursor
    /// The unit it belongs to.
    package let unit: TranslationUnit

    package init(_ raw: CXCursor, in unit: TranslationUnit) {
        self.raw = raw
        self.unit = unit
    }

    /// What sort of node this is.
    package var kind: CXCursorKind { clang_getCursorKind(raw) }
    /// The node's name (declaration name, referenced name, selector piece…).
    package var spelling: String { String(consuming: clang_getCursorSpelling(raw)) }
    /// The name with arguments, as libclang displays it.
    package var displayName: String { String(consuming: clang_getCursorDisplayName(raw)) }
    /// Where the node starts (the `^` of a block literal).
    package var location: SourcePosition { SourcePosition(clang_getCursorLocation(raw)) }
    /// The source the node covers.
    package var extent: SourceRange { SourceRange(raw: clang_getCursorExtent(raw)) }
    /// The byte offsets where the node starts and ends (one past), without the file names a
    /// `SourcePosition` carries.
    package var extentOffsets: (start: Int, end: Int) {
        let extent = clang_getCursorExtent(raw)
        var start: UInt32 = 0
        var end: UInt32 = 0
        clang_getExpansionLocation(clang_getRangeStart(extent), nil, nil, nil, &start)
        clang_getExpansionLocation(clang_getRangeEnd(extent), nil, nil, nil, &end)
        return (Int(start), Int(end))
    }
    /// True for the null cursor libclang returns when there is no answer.
    package var isNull: Bool { clang_Cursor_isNull(raw) != 0 }
    /// True when the node comes from the main file (not an included header).
    package var isInMainFile: Bool { clang_Location_isFromMainFile(clang_getCursorLocation(raw)) != 0 }
    /// The declaration a reference or expression refers to (null when none).
    package var referenced: Cursor { Cursor(clang_getCursorReferenced(raw), in: unit) }
    /// The declaration's definition, when it is visible.
    package var definition: Cursor { Cursor(clang_getCursorDefinition(raw), in: unit) }
    /// The scope the declaration semantically belongs to.
    package var semanticParent: Cursor { Cursor(clang_getCursorSemanticParent(raw), in: unit) }
    /// The scope the declaration is written in.
    package var lexicalParent: Cursor { Cursor(clang_getCursorLexicalParent(raw), in: unit) }
    /// The declaration's or expression's type.
    package var type: ClangType { ClangType(clang_getCursorType(raw)) }
    /// The storage class of a variable or function declaration.
    package var storageClass: CX_StorageClass { clang_Cursor_getStorageClass(raw) }
    /// Unified symbol resolution string, stable across units.
    package var usr: String { String(consuming: clang_getCursorUSR(raw)) }
    /// The node printed back as source by clang's pretty printer ("" for the null cursor and
    /// libclang's invalid kinds, which libclang 14 cannot print: it crashes on them).
    package var prettyPrinted: String {
        guard clang_isInvalid(kind) == 0 else { return "" }
        let policy = clang_getCursorPrintingPolicy(raw)
        defer { clang_PrintingPolicy_dispose(policy) }
        return String(consuming: clang_getCursorPrettyPrinted(raw, policy))
    }
    /// ObjC property attributes (`CXObjCPropertyAttr_*` bits) of a property declaration.
    package var objcPropertyAttributes: UInt32 { clang_Cursor_getObjCPropertyAttributes(raw, 0) }
    /// Index of a call argument (message sends and calls).
    package func argument(_ i: Int) -> Cursor { Cursor(clang_Cursor_getArgument(raw, UInt32(i)), in: unit) }
    /// Number of call arguments, or -1 when the node is not a call.
    package var argumentCount: Int { Int(clang_Cursor_getNumArguments(raw)) }

    /// Direct children in source order.
    package var children: [Cursor] {
        var result: [Cursor] = []
        visitChildren { child in
            result.append(child)
            return .continue
        }
        return result
    }

    /// Visits children with libclang's visitor; `body` chooses whether to recurse.
    package func visitChildren(_ body: (Cursor) -> CXChildVisitResult) {
        withoutActuallyEscaping(body) { body in
            let box = VisitorBox(unit: unit, body: body)
            withExtendedLifetime(box) {
                _ = clang_visitChildren(
                    raw,
                    { child, _, data in
                        let box = Unmanaged<VisitorBox>.fromOpaque(data!).takeUnretainedValue()
                        return box.body(Cursor(child, in: box.unit))
                    }, Unmanaged.passUnretained(box).toOpaque())
            }
        }
    }
}

extension Cursor: Hashable {
    package static func == (a: Cursor, b: Cursor) -> Bool { clang_equalCursors(a.raw, b.raw) != 0 }
    package func hash(into hasher: inout Hasher) { hasher.combine(clang_hashCursor(raw)) }
}

private final class VisitorBox {
    let unit: TranslationUnit
    let body: (Cursor) -> CXChildVisitResult
    init(unit: TranslationUnit, body: @escaping (Cursor) -> CXChildVisitResult) {
        self.unit = unit
        self.body = body
    }
}

extension CXChildVisitResult {
    /// Stop visiting.
    package static let `break` = CXChildVisit_Break
    /// Go on with the next sibling.
    package static let `continue` = CXChildVisit_Continue
    /// Descend into this node's children.
    package static let recurse = CXChildVisit_Recurse
}

/// A C / Objective-C type.
package struct ClangType {
    /// libclang's type value.
    package let raw: CXType
    package init(_ raw: CXType) { self.raw = raw }

    /// The type's kind.
    package var kind: CXTypeKind { raw.kind }
    /// The type as written (sugar kept: typedef names, qualifiers).
    package var spelling: String { String(consuming: clang_getTypeSpelling(raw)) }
    /// The type with all sugar removed.
    package var canonical: ClangType { ClangType(clang_getCanonicalType(raw)) }
    /// What a pointer points to.
    package var pointee: ClangType { ClangType(clang_getPointeeType(raw)) }
    /// Whether the type is `const`-qualified.
    package var isConst: Bool { clang_isConstQualifiedType(raw) != 0 }
    /// True for an Objective-C object pointer (`id`, `NSObject *`, a block pointer is not one).
    package var isObjCObjectPointer: Bool {
        canonical.kind == CXType_ObjCObjectPointer || canonical.kind == CXType_ObjCId
    }
    /// True for a block pointer.
    package var isBlockPointer: Bool { canonical.kind == CXType_BlockPointer }
    /// The declaration of a record, typedef or interface type.
    package func declaration(in unit: TranslationUnit) -> Cursor { Cursor(clang_getTypeDeclaration(raw), in: unit) }
}
