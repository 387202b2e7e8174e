import Foundation
import LintDriver

/// The language of one example program, which decides how it is checked.
package enum ExampleLanguage: String, Sendable, Codable, CaseIterable {
    /// Compiled with clang-14 `-fblocks`, run, and analysed (captures, lint findings).
    case c = "C"
    /// Analysed only (no Objective-C runtime on Linux): captures and lint findings.
    case objectiveC = "Objective-C"
    /// Built into the SwiftExamples program and run: output, retain cycles, leaked threads.
    case swift = "Swift"

    /// The language of a file, from its extension; nil for files that are not examples.
    package init?(path: String) {
        switch (path as NSString).pathExtension {
        case "c": self = .c
        case "m": self = .objectiveC
        case "swift": self = .swift
        default: return nil
        }
    }
}

/// One annotated source file of an example folder.
package struct ExampleProgram: Sendable, Hashable {
    /// The concept's folder name, e.g. `value-capture`.
    package var slug: String
    /// Path of the source file.
    package var file: String
    /// How it is checked.
    package var language: ExampleLanguage
}

/// An expectation that did not hold.
package struct ExampleFailure: Sendable, Hashable, CustomStringConvertible {
    /// The file holding the annotation (or the example when no line applies).
    package var file: String
    /// 1-based line of the annotation; 0 when the failure is about the whole program.
    package var line: Int
    /// What went wrong, in a sentence.
    package var message: String
    /// What the annotation says, when there is one.
    package var expected: String?
    /// What really happened.
    package var actual: String?

    /// `file:line: error: message` then `expected:` / `actual:` lines, like a compiler diagnostic.
    package var description: String {
        var text = line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
        if let expected { text += "\n    expected: \(expected)" }
        if let actual { text += "\n    actual:   \(actual)" }
        return text
    }
}

/// The outcome of one example program.
package struct ExampleResult: Sendable {
    /// The program that ran.
    package var program: ExampleProgram
    /// How many expectations of each sort were checked, in display order ("captures", 3).
    package var checked: [(what: String, count: Int)]
    /// Expectations that did not hold; empty when the example passed.
    package var failures: [ExampleFailure]
    /// What a student should see beside the result (`--explain`): the example's lesson, what each
    /// block captured, what the program printed.
    package var explanation: [String]

    /// True when every expectation held.
    package var passed: Bool { failures.isEmpty }
}

/// All results of one `capcheck examples` run.
package struct ExampleRun: Sendable {
    /// One result per example program, by slug then file.
    package var results: [ExampleResult]
    /// Number of distinct concept folders.
    package var slugs: [String] { Array(Set(results.map(\.program.slug))).sorted() }
    /// True when every example passed.
    package var passed: Bool { results.allSatisfy(\.passed) }
}
