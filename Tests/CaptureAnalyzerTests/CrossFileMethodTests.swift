import Findings
import Foundation
import Testing

@testable import LintDriver

/// A superclass declared in a header and implemented in another file of the run: its helper
/// puts the block parameters in an object it adds to one of its collections, so a subclass that
/// hands it blocks using self keeps them. Self-contained (own root class), as the driver tests.
@Suite(.serialized) struct CrossFileMethodTests {
    static let root = """
        @interface NSObject
        + (instancetype)new;
        - (id)description;
        @end
        @interface List : NSObject
        - (void)addObject:(id)object;
        @end

        """

    static let base = """
        #import "Root.h"
        @interface Info : NSObject
        @property (copy) void (^changed)(id sender);
        @property (copy) int (^update)(void);
        @end
        @interface BasePane : NSObject
        - (Info *)define:(id)control changed:(void (^)(id sender))changed update:(int (^)(void))update;
        - (void)preview:(id)control changed:(void (^)(id sender))changed;
        - (void)reload;
        @end

        """

    static let baseImplementation = """
        #import "BasePane.h"
        @implementation Info
        @end
        @implementation BasePane {
            List *_infos;
        }
        - (void)reload {}
        - (Info *)define:(id)control changed:(void (^)(id sender))changed update:(int (^)(void))update {
            Info *info = [Info new];
            info.changed = changed;
            info.update = update;
            [_infos addObject:info];
            return info;
        }
        - (void)preview:(id)control changed:(void (^)(id sender))changed {
            Info *info = [Info new];
            info.changed = changed;
            List *drafts = [List new];
            [drafts addObject:info];
        }
        @end

        """

    static let subclass = """
        #import "BasePane.h"
        @interface GeneralPane : BasePane
        @end
        @implementation GeneralPane
        - (void)awake {
            [self define:0 changed:^(id sender) {
                [self reload];
            } update:^int {
                [self reload];
                return 1;
            }];
            [self preview:0 changed:^(id sender) {
                [self reload];
            }];
        }
        @end

        """

    func tree() throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write("Root.h", Self.root)
        try tree.write("BasePane.h", Self.base)
        try tree.write("BasePane.m", Self.baseImplementation)
        try tree.write("GeneralPane.m", Self.subclass)
        return tree
    }

    @Test func aSuperclassHelperInAnotherFileKeepsTheBlocksInItsCollection() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try tree()
        let outcome = try tree.lint(configure: { $0.jobs = 2 })
        let findings = outcome.run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.file) == ["GeneralPane.m", "GeneralPane.m"])
        #expect(findings.map(\.line) == [7, 9])
        #expect(findings.first?.message.contains("_infos addObject: → changed (copy)") == true)
        // The one file alone knows nothing of the helper: an unknown callee keeps nothing.
        let alone = try tree.lint(["GeneralPane.m"])
        #expect(alone.run.findings.filter { $0.rule == "retain-cycle" } == [])
    }

    @Test func anEditedSuperclassImplementationInvalidatesTheCachedSubclass() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try tree()
        #expect(try tree.lint(cache: true).run.findings.filter { $0.rule == "retain-cycle" }.count == 2)
        try tree.write(
            "BasePane.m", Self.baseImplementation.replacingOccurrences(of: "[_infos addObject:info];", with: ""))
        #expect(try tree.lint(cache: true).run.findings.filter { $0.rule == "retain-cycle" } == [])
    }

    static let watch = """
        #import "Root.h"
        @interface Watch : NSObject
        @property (copy) void (^completion)(id value);
        + (instancetype)watchForQuery:(id)query completion:(void (^)(id value))completion;
        + (instancetype)watchRunning:(void (^)(void))work;
        @end

        """

    static let watchImplementation = """
        #import "Watch.h"
        @implementation Watch
        + (instancetype)watchForQuery:(id)query completion:(void (^)(id value))completion {
            Watch *watch = [self new];
            watch.completion = completion;
            return watch;
        }
        + (instancetype)watchRunning:(void (^)(void))work {
            work();
            return [self new];
        }
        @end

        """

    static let feed = """
        #import "Watch.h"
        @interface Feed : NSObject
        @property (strong) List *watches;
        - (void)reload;
        @end
        @implementation Feed
        - (void)reload {}
        - (void)start {
            [self.watches addObject:[Watch watchForQuery:0 completion:^(id value) {
                [self reload];
            }]];
            [self.watches addObject:[Watch watchRunning:^{
                [self reload];
            }]];
        }
        @end

        """

    /// A class factory implemented in another file of the run returns an object that keeps its
    /// block: self keeping that object closes the cycle. A factory that only runs the block does
    /// not, and the file alone claims nothing.
    @Test func aClassFactoryInAnotherFileReturnsAnObjectKeepingTheBlock() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Root.h", Self.root)
        try tree.write("Watch.h", Self.watch)
        try tree.write("Watch.m", Self.watchImplementation)
        try tree.write("Feed.m", Self.feed)
        let findings = try tree.lint(configure: { $0.jobs = 2 }).run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.file) == ["Feed.m"])
        #expect(findings.map(\.line) == [10])
        let alone = try tree.lint(["Feed.m"])
        #expect(alone.run.findings.filter { $0.rule == "retain-cycle" } == [])
    }

    static let reachability = """
        #import "Root.h"
        @protocol Reachability
        - (void)listenForHost:(id)host callback:(void (^)(int reachable))callback;
        - (void)probe:(void (^)(void))done;
        @end
        @interface SystemReachability : NSObject <Reachability>
        @end

        """

    static let reachabilityImplementation = """
        #import "SystemReachability.h"
        @implementation SystemReachability {
            void (^_callback)(int reachable);
        }
        - (void)listenForHost:(id)host callback:(void (^)(int reachable))callback {
            _callback = callback;
        }
        - (void)probe:(void (^)(void))done {
            done();
        }
        @end

        """

    static let connection = """
        #import "SystemReachability.h"
        @interface Connection : NSObject
        - (void)reconnect;
        @end
        @implementation Connection {
            id<Reachability> _reachability;
        }
        - (void)reconnect {}
        - (void)watch {
            [_reachability listenForHost:0 callback:^(int reachable) {
                [self reconnect];
            }];
            [_reachability probe:^{
                [self reconnect];
            }];
        }
        @end

        """

    /// A message to a receiver typed by a protocol (`id<Reachability>`) keeps its block when
    /// every class of the run that adopts the protocol and implements the method keeps it; one
    /// adopter that does not (a test double that runs the block) withdraws the claim, also when
    /// it is added after a run whose results are cached.
    @Test func everyAdopterOfTheReceiversProtocolKeepsTheBlock() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Root.h", Self.root)
        try tree.write("SystemReachability.h", Self.reachability)
        try tree.write("SystemReachability.m", Self.reachabilityImplementation)
        try tree.write("Connection.m", Self.connection)
        let cold = try tree.lint(cache: true, configure: { $0.jobs = 2 })
        let findings = cold.run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.file) == ["Connection.m"])
        #expect(findings.map(\.line) == [11])
        #expect(findings.first?.message.contains("_callback (through listenForHost:callback:)") == true)
        #expect(try tree.lint(cache: true, configure: { $0.jobs = 2 }).cachedFiles == cold.run.summary.files)
        try tree.write(
            "FakeReachability.m",
            """
            #import "SystemReachability.h"
            @interface FakeReachability : NSObject <Reachability>
            @end
            @implementation FakeReachability
            - (void)listenForHost:(id)host callback:(void (^)(int reachable))callback { callback(1); }
            - (void)probe:(void (^)(void))done { done(); }
            @end

            """)
        let both = try tree.lint(cache: true, configure: { $0.jobs = 2 })
        #expect(both.run.findings.filter { $0.rule == "retain-cycle" } == [])
        // From the cache: the two headers and the unchanged adopter; not the file whose claim
        // rested on every adopter.
        #expect(both.cachedFiles == 3)
    }

    /// The adopter's `@interface` in a header of another folder than its implementation
    /// (`PrivateHeaders/Lib/SystemReachability.h` beside `SystemReachability.m`'s folder), as
    /// frameworks keep them: it is read all the same, and the caller that only sees the protocol
    /// is told the block is kept.
    @Test func anAdopterDeclaredInAHeaderOfAnotherFolderKeepsTheBlock() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Root.h", Self.root)
        let proto = Self.reachability.components(separatedBy: "@interface SystemReachability")[0]
        try tree.write("Reachability.h", proto)
        try tree.write(
            "PrivateHeaders/Lib/SystemReachability.h",
            "#import \"Reachability.h\"\n@interface SystemReachability : NSObject <Reachability>\n@end\n")
        try tree.write("SystemReachability.m", Self.reachabilityImplementation)
        try tree.write(
            "Connection.m", Self.connection.replacingOccurrences(of: "SystemReachability.h", with: "Reachability.h"))
        let findings = try tree.lint(configure: { $0.jobs = 2 }).run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.file) == ["Connection.m"])
        #expect(findings.map(\.line) == [11])
    }
}
