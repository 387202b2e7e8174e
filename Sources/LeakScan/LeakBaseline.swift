import Foundation
import RetainGraph

/// Known leaks of a suite, so CI can fail on new ones only (`capcheck leaks --write-baseline`,
/// `--baseline`): each leaked set by its shape (types and references, rotated to a canonical
/// start, no addresses) and each leaked thread by what it was started to run. Counts matter: a
/// second copy of a known leak is still reported.
package struct LeakBaseline: Codable, Sendable, Equatable {
    /// One known leak and how many times the run that wrote the baseline had it.
    package struct Entry: Codable, Sendable, Hashable {
        /// The leak's identity: a canonical cycle shape, or a thread's entry function or name.
        package var key: String
        /// How many times it was reported.
        package var count: Int

        /// An entry with all its parts.
        package init(key: String, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// The document's version (1).
    package var version: Int
    /// Known leaked sets.
    package var cycles: [Entry]
    /// Known leaked threads.
    package var threads: [Entry]

    /// The leaks of `report` as a baseline.
    package init(report: LeakReport) {
        version = 1
        cycles = Self.counted(report.cycles.map(Self.key))
        threads = Self.counted(report.threads.map(Self.key))
    }

    /// `report` without the leaks this baseline knows, and how many it accepted.
    package func filter(_ report: LeakReport) -> (report: LeakReport, accepted: Int) {
        var filtered = report
        var budget = Dictionary(cycles.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        filtered.cycles = report.cycles.filter { Self.take(Self.key($0), from: &budget) == false }
        var threadBudget = Dictionary(threads.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        filtered.threads = report.threads.filter { Self.take(Self.key($0), from: &threadBudget) == false }
        let accepted = report.cycles.count - filtered.cycles.count + report.threads.count - filtered.threads.count
        return (filtered, accepted)
    }

    /// Reads a baseline, naming the file and the problem when it is not one.
    package static func load(path: String) throws(LeakBaselineError) -> LeakBaseline {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw LeakBaselineError(path: path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let baseline: LeakBaseline
        do { baseline = try JSONDecoder().decode(LeakBaseline.self, from: data) } catch {
            throw LeakBaselineError(
                path: path,
                reason: "not a leaks baseline (written by capcheck leaks --write-baseline): \(Self.describe(error))")
        }
        guard baseline.version == 1 else {
            throw LeakBaselineError(
                path: path, reason: "version \(baseline.version) is not one this capcheck reads (1)")
        }
        return baseline
    }

    /// The baseline as JSON, ending with a newline.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// A cycle's shape rotated to start at its smallest step, so the same loop found from
    /// another object has the same key.
    static func key(_ cycle: LeakedCycle) -> String {
        let steps = zip(cycle.nodes, cycle.edges).map { "\($0.typeName) -[\($1.label)]->" }
        guard let smallest = steps.indices.min(by: { steps[$0] < steps[$1] }) else { return "" }
        let rotated = steps[smallest...] + steps[..<smallest]
        return (cycle.keptAliveBy == nil ? "" : "kept alive: ") + rotated.joined(separator: " ")
    }

    /// A thread's identity: the function it was started to run, else its name.
    static func key(_ thread: LeakedThread) -> String {
        "thread " + (thread.entryFunction ?? thread.name)
    }

    private static func counted(_ keys: [String]) -> [Entry] {
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return counts.map { Entry(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
    }

    /// Takes one of `key` from the budget; true when there was one.
    private static func take(_ key: String, from budget: inout [String: Int]) -> Bool {
        guard let left = budget[key], left > 0 else { return false }
        budget[key] = left - 1
        return true
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "member '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))' is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "member '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        case .dataCorrupted?:
            return "not valid JSON"
        default:
            return error.localizedDescription
        }
    }
}

/// A baseline file that cannot be used.
package struct LeakBaselineError: Error, Equatable, CustomStringConvertible {
    /// The file.
    package var path: String
    /// What is wrong with it.
    package var reason: String

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}
