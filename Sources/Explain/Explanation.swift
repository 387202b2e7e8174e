import CaptureAnalyzer
import ClangFrontend
import Findings

/// What `capcheck explain` says about one block literal: the analysis plus the reasons, in
/// words a student can follow, and the layout the compiler builds.
package struct BlockExplanation: Sendable {
    /// Where the `^` is.
    package var location: SourcePosition
    /// Global or stack.
    package var kind: BlockKind
    /// Why it is global or stack.
    package var kindReason: String
    /// Each capture with the reason it is captured the way it is.
    package var captures: [CaptureExplanation]
    /// Index of the enclosing block in `FileExplanation.blocks`.
    package var parent: Int?
    /// The structures the compiler builds for it.
    package var layout: BlockLayout
}

/// One capture and why it is captured that way.
package struct CaptureExplanation: Sendable {
    /// The capture as the analyzer classified it.
    package var capture: Capture
    /// One line: what this capture means at run time.
    package var reason: String
}

/// Everything `capcheck explain` says about one file.
package struct FileExplanation: Sendable {
    /// The path as given.
    package var file: String
    /// The language it was parsed as.
    package var language: SourceLanguage
    /// Every block literal, in source order.
    package var blocks: [BlockExplanation]
    /// Compiler errors in the file: when present, blocks in the code clang could not parse are
    /// missing.
    package var errors: [ExplainFailure]
}

/// Turns a `FileAnalysis` into explanations.
package enum Explainer {
    /// Explains every block of `analysis`.
    package static func explain(_ analysis: FileAnalysis) -> FileExplanation {
        let layouts = BlockLayoutBuilder(analysis: analysis)
        let blocks = analysis.blocks.enumerated().map { index, block in
            BlockExplanation(
                location: block.location, kind: block.kind, kindReason: kindReason(block, language: analysis.language),
                captures: block.captures.map {
                    CaptureExplanation(capture: $0, reason: reason(for: $0, language: analysis.language))
                },
                parent: block.parent, layout: layouts.layout(of: index))
        }
        let errors = analysis.errors.map {
            ExplainFailure(file: analysis.file, message: $0.message, line: $0.location.line, column: $0.location.column)
        }
        return FileExplanation(file: analysis.file, language: analysis.language, blocks: blocks, errors: errors)
    }

    /// Why a block is global or stack.
    package static func kindReason(_ block: BlockLiteral, language: SourceLanguage) -> String {
        let stored = block.captures.filter(\.isStoredInBlock).map(\.name)
        if !stored.isEmpty, block.kind == .global {
            // Only a literal passed straight to a noescape parameter gets here (CaptureWalker).
            return
                "captures \(list(stored)) but is passed straight to a noescape parameter, so clang builds it on the "
                + "stack with the global isa: it is never copied"
        }
        if !stored.isEmpty {
            let copy =
                language.isObjectiveC
                ? "ARC copies it to the heap when it escapes"
                : "Block_copy moves it to the heap"
            return "captures \(list(stored)), so it is built on the stack; \(copy)"
        }
        let folded = block.captures.filter(\.isFoldedConstant).map(\.name)
        let reached = block.captures.filter { $0.kind == .pointer || $0.kind == .global }.map(\.name)
        var reason = "captures nothing from the stack, so it is a constant global block"
        if !folded.isEmpty {
            reason +=
                "; the constant\(folded.count == 1 ? "" : "s") \(list(folded)) \(folded.count == 1 ? "is" : "are") "
                + "folded into its code"
        }
        if !reached.isEmpty {
            reason += "; it reaches \(list(reached)) directly"
        }
        return reason
    }

    /// What a capture means at run time, in one line.
    package static func reason(for capture: Capture, language: SourceLanguage) -> String {
        let name = capture.name
        switch capture.kind {
        case .global:
            return "global variable: not captured, the block's code refers to it directly"
        case .pointer:
            return "static local: the block reaches it through its address, so later writes are seen"
        case .byRef:
            var text =
                "__block variable: shared through its byref structure, which moves to the heap with the block "
                + "(__forwarding finds it); writes on either side are seen"
            if capture.isObjectPointer || capture.isBlockPointer {
                text += "; " + ownershipClause(capture.ownership, subject: "the byref structure")
            }
            return text
        case .value:
            if capture.isFoldedConstant {
                return
                    "const with a constant value: the compiler uses the value directly and stores nothing in the block"
            }
            if name == "self" {
                var text =
                    capture.ownership == .none
                    ? "self (the class object here): copied into the block, which does not retain it"
                    : "self: copied into the block; " + ownershipClause(capture.ownership, subject: "the block")
                if capture.isImplicit {
                    text += " (only through instance variables: `_x` means `self->_x`)"
                }
                return text
            }
            if name == "this" { return "this: the object pointer is copied into the block" }
            if capture.isObjectPointer || capture.isBlockPointer {
                let what = capture.isBlockPointer ? "block pointer" : "object pointer"
                return "\(what) copied into the block when the literal is evaluated; "
                    + ownershipClause(capture.ownership, subject: "the block")
            }
            return
                "copied into the block when the literal is evaluated: later changes outside are not seen, and the "
                + "block cannot assign to it"
        }
    }

    private static func ownershipClause(_ ownership: Ownership, subject: String) -> String {
        switch ownership {
        case .strong: return "strong: \(subject) retains it and keeps it alive"
        case .weak:
            return "__weak: \(subject) holds a zeroing weak reference that becomes nil when the object goes away"
        case .unretained:
            return "__unsafe_unretained: \(subject) does not retain it; it dangles if the object goes away"
        case .none: return "not retained under manual reference counting unless the block is copied"
        }
    }

    private static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }
}

/// A file that could not be explained, or an error clang reported in one, with the reason.
package struct ExplainFailure: Sendable, Hashable {
    /// The path as given.
    package var file: String
    /// What went wrong.
    package var message: String
    /// 1-based line of a compiler error; nil for a file that could not be read at all.
    package var line: Int?
    /// 1-based column of a compiler error.
    package var column: Int?

    /// A failure for `file`, at `line:column` when it has a place.
    package init(file: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.message = message
        self.line = line
        self.column = column
    }

    /// clang's shape: `file:line:col: error: message` (`file: error: message` without a place).
    package var diagnostic: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): error: \(message)"
    }
}
