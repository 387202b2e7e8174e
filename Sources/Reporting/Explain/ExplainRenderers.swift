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
/// `self` capture), plus a top-level `errors` array.
package enum ExplainJSON {
    /// One JSON document for all files. `failures` are files that could not be analyzed at all;
    /// files with compiler errors also appear there, next to the blocks clang could parse.
    package static func render(_ files: [FileExplanation], failures: [ExplainFailure] = []) -> String {
        render(entries: files.map { .blocks($0) }, failures: failures)
    }

    /// One JSON document for C / Objective-C and Swift files, in the order given
    /// (docs/json.md §1 and §4).
    package static func render(entries: [ExplainedFile], failures: [ExplainFailure] = []) -> String {
        var out = "{\n  \"files\": ["
        for (i, entry) in entries.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            switch entry {
            case .blocks(let file): out += blocksEntry(file)
            case .closures(let analysis): out += closuresEntry(analysis)
            }
        }
        out += entries.isEmpty ? "],\n" : "\n  ],\n"
        let errors =
            failures
            + entries.flatMap { entry -> [ExplainFailure] in
                if case .blocks(let file) = entry { return file.errors } else { return [] }
            }
        out += "  \"errors\": ["
        out += errors.map { error in
            var fields = "\n    {\"file\": \(quote(error.file)), "
            if let line = error.line { fields += "\"line\": \(line), \"column\": \(error.column ?? 0), " }
            return fields + "\"message\": \(quote(error.message))}"
        }.joined(separator: ",")
        out += errors.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func blocksEntry(_ file: FileExplanation) -> String {
        var out = "    {\n      \"file\": \(quote(file.file)),\n      \"blocks\": ["
        for (j, block) in file.blocks.enumerated() {
            out += j == 0 ? "\n" : ",\n"
            out += "        {\"line\": \(block.location.line), \"column\": \(block.location.column), "
            out += "\"kind\": \(quote(block.kind.rawValue)), \"captures\": ["
            out += block.captures.map { explained in
                let c = explained.capture
                return "{"
                    + captureFields(
                        name: c.name, kind: c.kind.rawValue, ownership: c.ownership.rawValue, implicit: c.isImplicit)
                    + "}"
            }.joined(separator: ", ")
            out += "]}"
        }
        return out + (file.blocks.isEmpty ? "]\n    }" : "\n      ]\n    }")
    }

    /// A Swift file's entry: docs/json.md §4, plus `kind`, `symbol`, `context` and per capture
    /// `type`, `silType`, (for `self`) `implicit`, (for a wrapped local's storage) `wrapped` and
    /// (for a value that holds references without being one) `through`.
    private static func closuresEntry(_ analysis: SwiftFileAnalysis) -> String {
        var out =
            "    {\n      \"file\": \(quote(analysis.file)),\n      \"language\": \"swift\",\n      \"closures\": ["
        for (j, closure) in analysis.closures.enumerated() {
            out += j == 0 ? "\n" : ",\n"
            out += "        {\"line\": \(closure.location.line), \"column\": \(closure.location.column), "
            out +=
                "\"escaping\": \(closure.escaping), \"kind\": \(quote(closure.kind.rawValue)), \"symbol\": "
                + "\(quote(closure.symbol)), "
            if let parent = closure.parent { out += "\"parent\": \(parent), " }
            out += "\"context\": \(quote(closure.context.storage.rawValue)), \"captures\": ["
            out += closure.captures.map { c in
                var fields =
                    "{"
                    + captureFields(
                        name: c.name, kind: c.kind.rawValue, ownership: c.ownership.rawValue,
                        list: c.isFromCaptureList, implicit: c.isImplicit)
                fields += ", \"type\": \(quote(c.typeName)), \"silType\": \(quote(c.silType))"
                if let wrapped = c.wrappedVariable { fields += ", \"wrapped\": \(quote(wrapped))" }
                if let through = c.heldThrough { fields += ", \"through\": \(quote(through))" }
                return fields + "}"
            }.joined(separator: ", ")
            out += "]}"
        }
        return out + (analysis.closures.isEmpty ? "]\n    }" : "\n      ]\n    }")
    }

    /// The members every capture entry has (§4): name, capture, ownership, `list` when given,
    /// and `implicit` on `self` only.
    private static func captureFields(name: String, kind: String, ownership: String, list: Bool? = nil, implicit: Bool)
        -> String
    {
        var fields = "\"name\": \(quote(name)), \"capture\": \(quote(kind)), \"ownership\": \(quote(ownership))"
        if let list { fields += ", \"list\": \(list)" }
        if name == "self" { fields += ", \"implicit\": \(implicit)" }
        return fields
    }

    /// A JSON string literal.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
