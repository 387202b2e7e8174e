import Foundation

/// The language of one example program, which decides how it is checked.
public enum ExampleLanguage: String, Sendable, Codable, CaseIterable {
    /// Compiled with clang-14 `-fblocks`, run, and analysed (captures, lint findings).
    case c = "C"
    /// Analysed only (no Objective-C runtime on Linux): captures and lint findings.
    case objectiveC = "Objective-C"
    /// Built into the SwiftExamples program and run: output, retain cycles, leaked threads.
    case swift = "Swift"

    /// The language of a file, from its extension; nil for files that are not examples.
    public init?(path: String) {
        switch (path as NSString).pathExtension {
        case "c": self = .c
        case "m": self = .objectiveC
        case "swift": self = .swift
        default: return nil
        }
    }
}

/// One annotated source file of an example folder.
public struct ExampleProgram: Sendable, Hashable {
    /// The concept's folder name, e.g. `value-capture`.
    public var slug: String
    /// Path of the source file.
    public var file: String
    /// How it is checked.
    public var language: ExampleLanguage
}

/// An expectation that did not hold.
public struct ExampleFailure: Sendable, Hashable, CustomStringConvertible {
    /// The file holding the annotation (or the example when no line applies).
    public var file: String
    /// 1-based line of the annotation; 0 when the failure is about the whole program.
    public var line: Int
    /// What went wrong, in a sentence.
    public var message: String
    /// What the annotation says, when there is one.
    public var expected: String?
    /// What really happened.
    public var actual: String?

    /// `file:line: error: message` then `expected:` / `actual:` lines, like a compiler diagnostic.
    public var description: String {
        var text = line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
        if let expected { text += "\n    expected: \(expected)" }
        if let actual { text += "\n    actual:   \(actual)" }
        return text
    }
}

/// The outcome of one example program.
public struct ExampleResult: Sendable {
    /// The program that ran.
    public var program: ExampleProgram
    /// How many expectations of each sort were checked, in display order ("captures", 3).
    public var checked: [(what: String, count: Int)]
    /// Expectations that did not hold; empty when the example passed.
    public var failures: [ExampleFailure]
    /// What a student should see beside the result (`--explain`): the example's lesson, what each
    /// block captured, what the program printed.
    public var explanation: [String]

    /// True when every expectation held.
    public var passed: Bool { failures.isEmpty }
}

/// All results of one `capcheck examples` run.
public struct ExampleRun: Sendable {
    /// One result per example program, by slug then file.
    public var results: [ExampleResult]
    /// Number of distinct concept folders.
    public var slugs: [String] { Array(Set(results.map(\.program.slug))).sorted() }
    /// True when every example passed.
    public var passed: Bool { results.allSatisfy(\.passed) }
}
