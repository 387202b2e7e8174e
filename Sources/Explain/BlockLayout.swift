import CClang
import CaptureAnalyzer
import ClangFrontend
import Findings

/// The structure the compiler builds for a block literal, written the way `clang -rewrite-objc`
/// writes it: `struct __main_block_impl_0 { struct __block_impl impl; … }`, the byref
/// structures of its `__block` variables and its descriptor with copy/dispose helpers.
package struct BlockLayout: Sendable, Hashable {
    /// One member of the block structure after `impl` and `Desc`.
    package struct Field: Sendable, Hashable {
        /// The member's declaration without the semicolon, e.g. `int *s`.
        package var declaration: String
        /// The captured variable's name.
        package var name: String
        /// A trailing comment (`by ref`), empty when none.
        package var comment: String
    }

    /// The byref structure a `__block` variable lives in.
    package struct ByRefStructure: Sendable, Hashable {
        /// `__Block_byref_b_0`.
        package var name: String
        /// The variable's declaration inside the structure, e.g. `int b`.
        package var variable: String
        /// Whether the structure carries copy/dispose helpers (objects and blocks).
        package var hasHelpers: Bool
    }

    /// `__main_block_impl_0`.
    package var implName: String
    /// `__main_block_desc_0`.
    package var descriptorName: String
    /// Members after `impl` and `Desc`, in the rewriter's order: variables the block itself
    /// uses, by first use, then those only nested blocks use; byref pointers last.
    package var fields: [Field]
    /// Byref structures of the `__block` variables the block captures.
    package var byRefStructures: [ByRefStructure]
    /// `_Block_object_assign` calls of the copy helper; empty when the block needs no helpers.
    package var copyHelper: [String]
    /// `_Block_object_dispose` calls of the dispose helper, one per copy-helper call.
    package var disposeHelper: [String] = []
    /// Captures the compiler folds into the code instead of storing (const locals with
    /// constant initializers).
    package var foldedConstants: [String]
    /// `_NSConcreteStackBlock` or `_NSConcreteGlobalBlock`.
    package var isa: String

    /// True when the descriptor carries copy and dispose helpers.
    package var hasHelpers: Bool { !copyHelper.isEmpty }

    /// The structures as C source, the way `clang -rewrite-objc` prints them.
    package func rendered() -> String {
        var lines: [String] = []
        for byRef in byRefStructures {
            lines.append("struct \(byRef.name) {")
            lines.append("  void *__isa;")
            lines.append("  \(byRef.name) *__forwarding;")
            lines.append("  int __flags;")
            lines.append("  int __size;")
            if byRef.hasHelpers {
                lines.append("  void (*__Block_byref_id_object_copy)(void*, void*);")
                lines.append("  void (*__Block_byref_id_object_dispose)(void*);")
            }
            lines.append("  \(byRef.variable);")
            lines.append("};")
        }
        lines.append("struct \(implName) {")
        lines.append("  struct __block_impl impl;       // isa = &\(isa)")
        lines.append("  struct \(descriptorName)* Desc;")
        for field in fields {
            lines.append("  \(field.declaration);" + (field.comment.isEmpty ? "" : " // \(field.comment)"))
        }
        if !foldedConstants.isEmpty {
            lines.append("  // not stored, folded into the code: \(foldedConstants.joined(separator: ", "))")
        }
        lines.append("};")
        lines.append("static struct \(descriptorName) {")
        lines.append("  size_t reserved;")
        lines.append("  size_t Block_size;")
        if hasHelpers {
            lines.append("  void (*copy)(struct \(implName)*, struct \(implName)*);")
            lines.append("  void (*dispose)(struct \(implName)*);")
        }
        lines.append("};")
        if hasHelpers {
            let copyName = implName.replacingOccurrences(of: "_block_impl_", with: "_block_copy_")
            lines.append("static void \(copyName)(struct \(implName) *dst, struct \(implName) *src) {")
            for call in copyHelper { lines.append("  \(call);") }
            lines.append("}")
            let disposeName = implName.replacingOccurrences(of: "_block_impl_", with: "_block_dispose_")
            lines.append("static void \(disposeName)(struct \(implName) *src) {")
            for call in disposeHelper { lines.append("  \(call);") }
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }
}

/// Builds `BlockLayout`s for the blocks of one file: names and numbering follow
/// `clang -rewrite-objc` (blocks numbered per function in post-order, byref structures
/// numbered across the file in declaration order).
package struct BlockLayoutBuilder {
    package let analysis: FileAnalysis
    private var implNames: [Int: (impl: String, desc: String)] = [:]
    private var byRefNumbers: [SourcePosition: Int] = [:]
    /// Byte ranges of each block's direct children.
    private var childRanges: [Int: [(start: Int, end: Int)]] = [:]

    package init(analysis: FileAnalysis) {
        self.analysis = analysis
        for block in analysis.blocks {
            guard let parent = block.parent else { continue }
            let extent = block.cursor.extent
            childRanges[parent, default: []].append((extent.start.offset, extent.end.offset))
        }
        numberBlocks()
        numberByRefVariables()
    }

    private mutating func numberBlocks() {
        // Post-order within each function: a nested literal ends before the one holding it.
        var groups: [String: [Int]] = [:]
        for (index, block) in analysis.blocks.enumerated() {
            groups[block.enclosingFunction, default: []].append(index)
        }
        for (function, indices) in groups {
            let ordered = indices.sorted {
                analysis.blocks[$0].cursor.extent.end.offset < analysis.blocks[$1].cursor.extent.end.offset
            }
            for (number, index) in ordered.enumerated() {
                let base = function.isEmpty ? "__block" : "__\(function)_block"
                implNames[index] = ("\(base)_impl_\(number)", "\(base)_desc_\(number)")
            }
        }
    }

    private mutating func numberByRefVariables() {
        // The rewriter numbers every `__block` variable of the file in declaration order,
        // captured or not.
        var declarations: [SourcePosition] = []
        // libclang's own recursion is a work list, so this is safe on any stack, however
        // deeply the file nests.
        // Only top-level declarations are filtered by file: inside a function, a statement
        // that starts with a macro (`__block int b;`) does not count as in the main file.
        analysis.unit.cursor.visitChildren { topLevel in
            guard topLevel.isInMainFile else { return .continue }
            topLevel.visitChildren { child in
                if child.kind == CXCursor_VarDecl, CaptureWalker.isByRef(child) {
                    declarations.append(child.location)
                }
                return .recurse
            }
            return .continue
        }
        // A file-scope block's body is reachable twice (its BlockDecl is also a top-level decl).
        for (number, location) in Set(declarations).sorted(by: { $0.offset < $1.offset }).enumerated() {
            byRefNumbers[location] = number
        }
    }

    package func layout(of index: Int) -> BlockLayout {
        let block = analysis.blocks[index]
        let names = implNames[index] ?? ("__block_impl_\(index)", "__block_desc_\(index)")
        var fields: [BlockLayout.Field] = []
        var byRefFields: [BlockLayout.Field] = []
        var byRefStructures: [BlockLayout.ByRefStructure] = []
        var copyHelper: [String] = []
        var byRefHelper: [String] = []
        var disposeHelper: [String] = []
        var byRefDispose: [String] = []
        var folded: [String] = []
        for capture in orderedCaptures(of: index) {
            switch capture.kind {
            case .global:
                continue
            case .pointer:
                fields.append(
                    .init(
                        declaration: Self.declare(pointerTo: capture.typeSpelling, capture.name),
                        name: capture.name, comment: ""))
            case .value:
                if capture.isFoldedConstant {
                    folded.append(capture.name)
                    continue
                }
                fields.append(
                    .init(
                        declaration: Self.declare(capture.typeSpelling, capture.name), name: capture.name, comment: ""))
                if let flag = Self.helperFlag(for: capture, language: analysis.language) {
                    copyHelper.append(
                        "_Block_object_assign((void*)&dst->\(capture.name), (void*)src->\(capture.name), \(flag))")
                    disposeHelper.append("_Block_object_dispose((void*)src->\(capture.name), \(flag))")
                }
            case .byRef:
                let number = capture.declaration.flatMap { byRefNumbers[$0] } ?? 0
                let structName = "__Block_byref_\(capture.name)_\(number)"
                byRefFields.append(
                    .init(declaration: "\(structName) *\(capture.name)", name: capture.name, comment: "by ref"))
                let needsHelpers = Self.helperFlag(for: capture, language: analysis.language) != nil
                byRefStructures.append(
                    .init(
                        name: structName, variable: Self.declare(capture.typeSpelling, capture.name),
                        hasHelpers: needsHelpers))
                byRefHelper.append(
                    "_Block_object_assign((void*)&dst->\(capture.name), (void*)src->\(capture.name), "
                        + "8/*BLOCK_FIELD_IS_BYREF*/)"
                )
                byRefDispose.append("_Block_object_dispose((void*)src->\(capture.name), 8/*BLOCK_FIELD_IS_BYREF*/)")
            }
        }
        var layout = BlockLayout(
            implName: names.impl, descriptorName: names.desc, fields: fields + byRefFields,
            byRefStructures: byRefStructures, copyHelper: copyHelper + byRefHelper, foldedConstants: folded,
            isa: block.kind == .global ? "_NSConcreteGlobalBlock" : "_NSConcreteStackBlock")
        layout.disposeHelper = disposeHelper + byRefDispose
        return layout
    }

    /// The rewriter's member order: variables the block's own body uses (by first use), then
    /// those only its nested blocks use.
    private func orderedCaptures(of index: Int) -> [Capture] {
        let children = childRanges[index] ?? []
        func isNested(_ use: SourcePosition) -> Bool {
            children.contains { use.offset >= $0.start && use.offset < $0.end }
        }
        let captures = analysis.blocks[index].captures
        let direct = captures.compactMap { capture -> (Capture, Int)? in
            guard let first = capture.uses.first(where: { !isNested($0) }) else { return nil }
            return (capture, first.offset)
        }.sorted { $0.1 < $1.1 }.map(\.0)
        let directNames = Set(direct.map(\.name))
        return direct + captures.filter { !directNames.contains($0.name) }
    }

    /// The `_Block_object_assign` flag a captured object or block needs in the copy helper;
    /// nil when a plain copy is enough (scalars, `__unsafe_unretained`).
    package static func helperFlag(for capture: Capture, language: SourceLanguage) -> String? {
        guard capture.ownership != .unretained else { return nil }
        if capture.isBlockPointer { return "7/*BLOCK_FIELD_IS_BLOCK*/" }
        if capture.isObjectPointer { return "3/*BLOCK_FIELD_IS_OBJECT*/" }
        return nil
    }

    /// A member declaration for a variable of type `type` (as libclang spells it).
    package static func declare(_ type: String, _ name: String) -> String {
        if type.contains("(^") {
            // A block pointer member is an opaque block structure pointer in rewritten code.
            return "struct __block_impl *\(name)"
        }
        if let star = type.range(of: "(*") {
            return type.replacingCharacters(in: star, with: "(*\(name)")
        }
        if let bracket = type.firstIndex(of: "[") {
            return "\(type[..<bracket].trimmingTrailingSpaces) \(name)\(type[bracket...])"
        }
        return type.hasSuffix("*") ? "\(type)\(name)" : "\(type) \(name)"
    }

    /// A member holding the address of a variable of type `type` (static locals).
    package static func declare(pointerTo type: String, _ name: String) -> String {
        type.hasSuffix("*") ? "\(type)*\(name)" : "\(type) *\(name)"
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
