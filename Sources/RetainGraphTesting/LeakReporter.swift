import Foundation
import RetainGraph

/// Where in the test source a leak check was asked for.
public struct LeakSourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `Module/File.swift`.
    public var fileID: String
    /// Full path of the file, as `#filePath` gives it.
    public var filePath: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// A location with all its parts.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:line`.
    public var description: String {
        "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

/// What a leak check found, handed to a `LeakReporter`.
public struct LeakFailure: Sendable {
    /// The test that leaked (`Suite/test()` for Swift Testing, `-[Case test]` for XCTest).
    public var testName: String
    /// Where the check was asked for.
    public var sourceLocation: LeakSourceLocation
    /// Threads the test left running.
    public var leakedThreads: [LeakedThread]
    /// Objects the test expected to be deallocated that are still alive.
    public var survivingObjects: [SurvivingObject]
    /// Retain cycles that keep survivors alive (`SurvivingObject.cycleIndices` index them).
    public var cycles: [RetainCycle]
    /// The JSON report written for this failure, if writing it worked.
    public var reportPath: String?
    /// What the walk could not follow (from `RetainReport.warnings`): when not empty, a survivor
    /// with no cycle may still be in one the walk could not see.
    public var walkWarnings: [String] = []
    /// Retain cycles a whole-heap scan found leaked during the test (`.noNewLeakedCycles()`),
    /// with no object named beforehand.
    public var leakedCycles: [RetainCycle] = []

    /// A failure with all its parts.
    public init(
        testName: String, sourceLocation: LeakSourceLocation, leakedThreads: [LeakedThread] = [],
        survivingObjects: [SurvivingObject] = [], cycles: [RetainCycle] = [], reportPath: String? = nil
    ) {
        self.testName = testName
        self.sourceLocation = sourceLocation
        self.leakedThreads = leakedThreads
        self.survivingObjects = survivingObjects
        self.cycles = cycles
        self.reportPath = reportPath
    }

    /// The failure message: names the test, each thread (name, tid, top frames) and each object
    /// with the cycle that keeps it, then where the JSON report is.
    public var message: String {
        var lines: [String] = []
        if !leakedThreads.isEmpty {
            let count = leakedThreads.count
            lines.append("\(testName) leaked \(count) thread\(count == 1 ? "" : "s"):")
            for thread in leakedThreads {
                lines.append("  \(thread.summary)")
                for frame in thread.stack.prefix(LeakFailure.topFrames) { lines.append("      \(frame)") }
                if thread.stack.count > LeakFailure.topFrames {
                    lines.append("      ... \(thread.stack.count - LeakFailure.topFrames) more frames")
                }
            }
        }
        if !survivingObjects.isEmpty {
            let count = survivingObjects.count
            lines.append(
                "\(testName) left \(count) object\(count == 1 ? "" : "s") alive that should have been deallocated:")
            for object in survivingObjects {
                var line = "  \(object.typeName) at \(object.address) (expected gone, \(object.expectedAt))"
                if object.cycleIndices.isEmpty {
                    line +=
                        walkWarnings.isEmpty
                        ? ": not in a retain cycle, something outside keeps it"
                        : ": no retain cycle found, but the walk could not follow every reference (see below), so "
                            + "one may be hidden"
                }
                lines.append(line)
                for index in object.cycleIndices where cycles.indices.contains(index) {
                    let cycle = cycles[index]
                    lines.append(
                        "      retain cycle\(cycle.isLeaked ? " (leaked: nothing outside holds it)" : ""): "
                            + "\(cycle.pathDescription)"
                    )
                    if !cycle.keptAliveBy.isEmpty {
                        lines.append("      kept alive by: \(cycle.keptAliveBy.joined(separator: ", "))")
                    }
                }
            }
        }
        if !leakedCycles.isEmpty {
            let count = leakedCycles.count
            lines.append(
                "\(testName) leaked \(count) retain cycle\(count == 1 ? "" : "s") (nothing outside the heap reaches "
                    + "\(count == 1 ? "it" : "them")):"
            )
            for cycle in leakedCycles { lines.append("  \(cycle.pathDescription)") }
        }
        if !walkWarnings.isEmpty {
            lines.append("the walk could not follow every reference:")
            for warning in walkWarnings.prefix(LeakFailure.topFrames) { lines.append("  \(warning)") }
            if walkWarnings.count > LeakFailure.topFrames {
                lines.append("  ... \(walkWarnings.count - LeakFailure.topFrames) more")
            }
        }
        if let reportPath { lines.append("report: \(reportPath)") }
        return lines.joined(separator: "\n")
    }

    /// How many frames of each thread the message shows.
    static let topFrames = 8
}

/// The one method between the leak checks and a test framework: report a failure. The Swift
/// Testing trait records an `Issue`, the XCTest helpers call `XCTFail`; tests pass a fake.
public protocol LeakReporter: Sendable {
    /// Makes `failure` fail the current test (or records it, for a fake).
    func report(_ failure: LeakFailure)
}
