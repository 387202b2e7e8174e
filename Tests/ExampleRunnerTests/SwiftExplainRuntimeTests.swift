import Foundation
import RetainGraph
import Testing

@testable import SwiftExamples
@testable import SwiftFrontend

/// Static and run time agree: every Swift teaching example is explained with the flags SwiftPM
/// built it with, and for the examples that hand their closures to `observeClosureContexts`
/// (directly or through `printRetainCycles`),
/// each live closure RetainGraph walks is compared with what `capcheck explain` says about the
/// same closure (matched by the compiler's name for it): a heap context must hold exactly the
/// captures explain lists, in order and with the same kind of slot (box, weak box, type); a
/// closure explain says uses its single capture as the context must point at that box or object.
@Suite(.serialized) struct SwiftExplainRuntimeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var exampleFiles: [String] {
        let examples = root.appendingPathComponent("Examples")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return folders.sorted().compactMap { folder in
            let file = examples.appendingPathComponent(folder).appendingPathComponent(folder + ".swift").path
            return FileManager.default.fileExists(atPath: file) ? file : nil
        }
    }

    /// The examples that hand objects to RetainGraph: `observeClosureContexts`, or
    /// `printRetainCycles`, which passes its roots on.
    static var observedSlugs: [String] {
        exampleFiles.filter { file in
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            return text.contains("observeClosureContexts(") || text.contains("printRetainCycles(")
        }
        .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    static func explain(_ file: String) async throws -> SwiftFileAnalysis {
        let flags = try SwiftPackageFlags(packageDirectory: root.path).flags(for: file)
        return try await SwiftClosureAnalyzer(options: SwiftAnalyzerOptions(compilerFlags: flags)).analyze(file: file)
    }

    @Test(arguments: exampleFiles)
    func everySwiftExampleIsExplainedWithItsPackagesFlags(_ file: String) async throws {
        let analysis = try await Self.explain(file)
        #expect(!analysis.closures.isEmpty, "\(file): no closures explained")
    }

    @Test(arguments: observedSlugs)
    func explainedCapturesAreWhatRetainGraphReadsFromTheLiveContexts(_ slug: String) async throws {
        let file = Self.root.appendingPathComponent("Examples/\(slug)/\(slug).swift").path
        let analysis = try await Self.explain(file)
        let seen = try await Self.liveClosures(running: slug)
        #expect(!seen.isEmpty, "\(slug): the example observed no closures")
        var matched = 0
        for value in seen {
            guard let symbol = value.symbol,
                let closure = analysis.closures.first(where: { Self.sameName($0.symbol, symbol) })
            else { continue }
            matched += 1
            let context = closure.context
            switch context.storage {
            case .heap:
                #expect(value.contextKind == .closureContext, "\(slug): \(symbol) has a heap context per explain")
                #expect(value.captures == context.fields.map(\.runtimeLabel), "\(slug): \(symbol)")
            case .capturedObject:
                let only = try #require(closure.captures.first)
                if only.kind == .box {
                    // A box and a closure context share metadata kind 0x400: RetainGraph reads a
                    // box used as a context as a context holding the box's one value.
                    #expect(
                        value.contextKind == .box
                            || (value.contextKind == .closureContext && value.captures == [only.typeName]),
                        Comment(
                            rawValue: "\(slug): \(symbol) uses \(only.name)'s box as its context per explain; "
                                + "RetainGraph saw \(value.contextKind) \(value.captures ?? [])")
                    )
                } else {
                    #expect(
                        value.contextKind == .object && value.contextTypeName.hasSuffix("." + only.typeName),
                        Comment(
                            rawValue: "\(slug): \(symbol) uses \(only.name) as its context per explain, "
                                + "RetainGraph saw \(value.contextTypeName)")
                    )
                }
            default:
                Issue.record(
                    Comment(
                        rawValue: "\(slug): \(symbol) is alive on the heap but explain says its context is "
                            + context.storage.rawValue))
            }
        }
        #expect(matched > 0, "\(slug): no live closure matched an explained one: \(seen.compactMap(\.symbol))")
    }

    /// The closure values RetainGraph walks from what the example hands to
    /// `observeClosureContexts`, while it runs (on a thread of its own: examples block on
    /// semaphores that their tasks signal, which must not starve the test's concurrency pool).
    static func liveClosures(running slug: String) async throws -> [HeapGraph.ClosureValue] {
        nonisolated(unsafe) let example = try #require(examples[slug])
        final class Collected: @unchecked Sendable { var values: [HeapGraph.ClosureValue] = [] }
        let collected = Collected()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                closureContextObserver = { roots in
                    let graph = HeapGraph(
                        objects: roots.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) })
                    collected.values += graph.closureValues()
                }
                example()
                closureContextObserver = nil
                done.resume()
            }
            thread.start()
        }
        return collected.values
    }

    /// `closure #1 in Player.finishStrongly()` as SIL and as RetainGraph's symbol reader write it.
    static func sameName(_ a: String, _ b: String) -> Bool {
        func plain(_ s: String) -> String {
            s.replacingOccurrences(of: "SwiftExamples.", with: "").filter { $0 != " " }
        }
        return plain(a) == plain(b)
    }
}
