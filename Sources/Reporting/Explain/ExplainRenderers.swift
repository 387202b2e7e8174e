import Explain
import LintDriver
import SwiftFrontend

/// One explained file of any language, for documents that mix them.
package enum ExplainedFile: Sendable {
    /// A C / Objective-C file: its blocks.
    case blocks(FileExplanation)
    /// A Swift file: its closures.
    case closures(SwiftFileAnalysis)
}

/// `capcheck explain --format json`: exactly the shape of docs/json.md §1 (`implicit` on every
/// `self` capture) and §4 (Swift files), plus a top-level `errors` array; encoded from the
/// `Codable` document below like every other JSON capcheck writes.
package enum ExplainJSON {
    /// One JSON document for all files. `failures` are files that could not be analyzed at all;
    /// files with compiler errors also appear there, next to the blocks clang could parse.
    package static func render(_ files: [FileExplanation], failures: [ExplainFailure] = []) -> String {
        render(entries: files.map { .blocks($0) }, failures: failures)
    }

    /// One JSON document for C / Objective-C and Swift files, in the order given
    /// (docs/json.md §1 and §4).
    package static func render(entries: [ExplainedFile], failures: [ExplainFailure] = []) -> String {
        let compilerErrors = entries.flatMap { entry -> [ExplainFailure] in
            if case .blocks(let file) = entry { return file.errors } else { return [] }
        }
        return encodeJSON(
            Document(files: entries.map(File.init), errors: (failures + compilerErrors).map(Failure.init)))
    }

    /// docs/json.md §1 and §4: every explained file, and the files or errors that stopped one.
    struct Document: Encodable {
        var files: [File]
        var errors: [Failure]
    }

    /// One file: its blocks (C, Objective-C) or, with `"language": "swift"`, its closures.
    struct File: Encodable {
        var file: String
        var language: String?
        var blocks: [Block]?
        var closures: [Closure]?

        init(_ entry: ExplainedFile) {
            switch entry {
            case .blocks(let explanation):
                file = explanation.file
                blocks = explanation.blocks.map(Block.init)
            case .closures(let analysis):
                file = analysis.file
                language = "swift"
                closures = analysis.closures.map(Closure.init)
            }
        }
    }

    /// A block literal: where it is, its kind, its captures.
    struct Block: Encodable {
        var line: Int
        var column: Int
        var kind: String
        var captures: [Captured]

        init(_ block: BlockExplanation) {
            (line, column, kind) = (block.location.line, block.location.column, block.kind.rawValue)
            captures = block.captures.map { explained in
                let c = explained.capture
                return Captured(
                    name: c.name, capture: c.kind.rawValue, ownership: c.ownership.rawValue,
                    implicit: c.name == "self" ? c.isImplicit : nil)
            }
        }
    }

    /// A Swift closure: §4, plus `kind`, `symbol`, `parent` and `context`.
    struct Closure: Encodable {
        var line: Int
        var column: Int
        var escaping: Bool
        var kind: String
        var symbol: String
        var parent: Int?
        var context: String
        var captures: [Captured]

        init(_ closure: SwiftClosure) {
            (line, column, escaping) = (closure.location.line, closure.location.column, closure.escaping)
            (kind, symbol, parent) = (closure.kind.rawValue, closure.symbol, closure.parent)
            context = closure.context.storage.rawValue
            captures = closure.captures.map { c in
                Captured(
                    name: c.name, capture: c.kind.rawValue, ownership: c.ownership.rawValue,
                    list: c.isFromCaptureList, implicit: c.name == "self" ? c.isImplicit : nil, type: c.typeName,
                    silType: c.silType, wrapped: c.wrappedVariable, through: c.heldThrough)
            }
        }
    }

    /// One capture: name, how (`capture`) and how strongly (`ownership`); `list` for Swift,
    /// `implicit` on `self` only, and the Swift-only details.
    struct Captured: Encodable {
        var name: String
        var capture: String
        var ownership: String
        var list: Bool?
        var implicit: Bool?
        var type: String?
        var silType: String?
        var wrapped: String?
        var through: String?
    }

    /// A file that could not be explained, or an error the compiler reported in one.
    struct Failure: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var message: String

        init(_ failure: ExplainFailure) {
            (file, message, line) = (failure.file, failure.message, failure.line)
            column = failure.line == nil ? nil : failure.column ?? 0
        }
    }
}

/// `capcheck explain` for a reader: per block its position, kind and why, each capture with
/// its reason, and the layout the compiler builds.
package enum ExplainText {
    /// The explanation of one file. `layout: false` leaves the structures out.
    package static func render(_ file: FileExplanation, layout: Bool = true) -> String {
        var lines: [String] = []
        if file.blocks.isEmpty {
            lines.append("\(file.file): no block literals")
        }
        for (index, block) in file.blocks.enumerated() {
            if index > 0 { lines.append("") }
            var header =
                "\(file.file):\(block.location.line):\(block.location.column): block #\(index) is a "
                + "\(block.kind.rawValue) block"
            if let parent = block.parent { header += " (nested in block #\(parent))" }
            lines.append(header)
            lines.append("  \(block.kindReason)")
            if block.captures.isEmpty {
                lines.append("  captures: nothing")
            } else {
                lines.append("  captures:")
                let nameWidth = block.captures.map { $0.capture.name.count }.max() ?? 0
                for explained in block.captures {
                    let c = explained.capture
                    let kind = c.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                    let ownership = c.ownership.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                    let name = c.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                    lines.append("    \(name)  \(kind) \(ownership) \(c.typeSpelling)")
                    lines.append("    \(String(repeating: " ", count: nameWidth))  \(explained.reason)")
                }
            }
            if layout {
                lines.append("  layout:")
                lines += block.layout.rendered().split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                }
            }
        }
        for error in file.errors {
            lines.append(error.diagnostic + " (blocks in code clang could not parse are missing)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
