import Foundation
import Testing

/// The list of library APIs that keep closures is data: shown by `capcheck rules --libraries`,
/// extended from `.capcheck.yml`, and an API that is not listed keeps nothing.
@Suite struct LibraryKnowledgeTests {
    static let watcher = """
        final class Screen {
            var token: AnyObject?
            var count = 0
            func start(_ bus: Bus) {
                token = bus.watch { self.count += 1 }
            }
        }

        """

    @Test func theBundledListIsShown() async throws {
        let ws = try Workspace()
        let result = try await ws.capcheck("rules", "--libraries")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("RxSwift: subscribe, bind, drive, emit: kept by the result"))
        #expect(result.stdout.contains("Combine: store: the argument keeps the result"))
        // Objective-C and C entries, from the same list.
        #expect(result.stdout.contains("Dispatch: dispatch_source_set_event_handler — kept by argument 0"))
        #expect(result.stdout.contains("ReactiveObjC: subscribeNext:, subscribeNext:completed:"))
        #expect(result.stdout.contains("kept by whatever keeps the signal's source"))
        #expect(
            result.stdout.contains(
                "ReactiveObjC (RACObserve): rac_valuesForKeyPath:observer: — subscribers kept by argument 1; until the "
                    + "observer deallocates"), "\(result.stdout)")
        #expect(result.stdout.contains("ReactiveObjC: RACSubject — an instance keeps its subscribers"))
        #expect(
            result.stdout.contains(
                "addOperationWithBlock:, addOperation:, addOperations:waitUntilFinished:, "
                    + "addBarrierBlock: — not kept (run and released)"))
    }

    /// The list is part of every cache key, so its key must be the same in every process: a
    /// `Set`'s description follows the process's random hashing seed, and a key built from it
    /// made about every other run miss the whole cache.
    @Test func anUnchangedTreeHitsTheCacheInEveryLaterRun() async throws {
        let ws = try Workspace()
        try ws.write("Screen.swift", Self.watcher)
        try ws.write(
            "Feed.m",
            "#import <Foundation/Foundation.h>\n@interface Feed : NSObject\n@end\n@implementation Feed\n@end\n")
        // A team's own operator as well: its entries are part of the key too.
        try ws.write(
            ".capcheck.yml",
            "closure_keepers:\n  holders:\n    - library: Mine\n      operators: [\"<~\", \"~>\"]\n      holder: left\n"
        )
        var counts: [Int] = []
        for _ in 0..<5 {
            let result = try await ws.capcheck("lint", "-q", "--cache-dir", "cache", ".")
            #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
            counts.append(try FileManager.default.subpathsOfDirectory(atPath: ws.root + "/cache/v1").count)
        }
        #expect(Set(counts).count == 1, "cache entries after each run: \(counts)")
    }

    @Test func aTeamAddsItsOwnKeepersInTheConfiguration() async throws {
        let ws = try Workspace()
        try ws.write("Screen.swift", Self.watcher)
        let unknown = try await ws.capcheck("lint", "--no-cache", "Screen.swift")
        #expect(unknown.status == 0, "an unlisted API keeps nothing: \(unknown.stdout)")
        try ws.write(
            ".capcheck.yml",
            """
            closure_keepers:
              keepers:
                - {library: BusKit, methods: [watch], kept_by: result, until: the token is cancelled}

            """)
        let known = try await ws.capcheck("lint", "--no-cache", "Screen.swift")
        #expect(known.status == 1)
        #expect(
            known.stdout.contains(
                "Screen.swift:5:29: warning: closure kept by self captures self strongly: "
                    + "self → self.token → watch result → closure → self"
            ),
            "\(known.stdout)")
        #expect(known.stdout.contains("note: BusKit keeps the closure until the token is cancelled"))
        let listed = try await ws.capcheck("rules", "--libraries")
        #expect(listed.stdout.contains("BusKit: watch: kept by the result; until the token is cancelled"))
    }

    /// A library class that lets go of its closure property by itself (`releases`): the cycle
    /// through that property is not reported once the team lists it, and the list shows it.
    @Test func aTeamListsAPropertyItsLibraryLetsGoOf() async throws {
        let ws = try Workspace()
        try ws.write(
            "Runner.swift",
            """
            import JobKit
            func run() {
                let job = JobKit.make()
                job.onDone = { job.log() }
                job.start()
            }

            """)
        let before = try await ws.capcheck("lint", "--no-cache", "Runner.swift")
        #expect(before.status == 1, "\(before.stdout)")
        try ws.write(
            ".capcheck.yml",
            """
            closure_keepers:
              releases:
                - {library: JobKit, classes: [Job], properties: [onDone], when: the job has finished}

            """)
        let after = try await ws.capcheck("lint", "--no-cache", "Runner.swift")
        #expect(after.status == 0, "\(after.stdout)")
        let listed = try await ws.capcheck("rules", "--libraries")
        #expect(listed.stdout.contains("JobKit: Job — onDone: set to nil when the job has finished"))
        #expect(listed.stdout.contains("Foundation: Operation, NSOperation — completionBlock"))
    }

    @Test func aBadEntryNamesTheFile() async throws {
        let ws = try Workspace()
        try ws.write("Screen.swift", Self.watcher)
        try ws.write(".capcheck.yml", "closure_keepers:\n  keepers:\n    - {methods: [watch], kept_by: somebody}\n")
        let result = try await ws.capcheck("lint", "Screen.swift")
        #expect(result.status == 2)
        #expect(
            (result.stdout + result.stderr).contains(".capcheck.yml: error:")
                && (result.stdout + result.stderr).contains(
                    "keepers entry 1 (your code): kept_by must be one of result, receiver, chain, argument N, "
                        + "source or none (not 'somebody')"),
            "\(result.stdout)\(result.stderr)")
    }
}
