import Findings
import Foundation
import Testing

@testable import LintDriver

/// A block that reaches the collection keeping it several calls down and across files: the
/// server's file hands it to the router (another file of the run), whose method sets it on a route
/// and hands the route to a helper of its superclass (a third file) that adds it to a collection
/// kept in a dictionary. Self-contained (own root class), as the driver tests.
@Suite(.serialized) struct CrossFileChainTests {
    static let root = """
        @interface NSObject
        + (instancetype)new;
        @end
        @interface List : NSObject
        - (void)addObject:(id)object;
        @end
        @interface Map : NSObject
        - (id)objectForKey:(id)key;
        - (void)setObject:(id)object forKey:(id)key;
        @end

        """

    static let routerHeader = """
        #import "Root.h"
        @interface Route : NSObject
        @property (copy) void (^handler)(id request);
        @end
        @interface BaseRouter : NSObject
        - (void)addRoute:(Route *)route forMethod:(id)method;
        - (void)draftRoute:(Route *)route;
        @end
        @interface Router : BaseRouter
        - (void)get:(id)path withBlock:(void (^)(id request))block;
        - (void)preview:(id)path withBlock:(void (^)(id request))block;
        @end

        """

    static let baseRouter = """
        #import "Router.h"
        @implementation Route
        @end
        @implementation BaseRouter {
            Map *_routes;
        }
        - (void)addRoute:(Route *)route forMethod:(id)method {
            List *methodRoutes = [_routes objectForKey:method];
            if (!methodRoutes) {
                methodRoutes = [List new];
                [_routes setObject:methodRoutes forKey:method];
            }
            [methodRoutes addObject:route];
        }
        - (void)draftRoute:(Route *)route {
            List *drafts = [List new];
            [drafts addObject:route];
        }
        @end

        """

    static let router = """
        #import "Router.h"
        @implementation Router
        - (void)get:(id)path withBlock:(void (^)(id request))block {
            Route *route = [Route new];
            route.handler = block;
            [self addRoute:route forMethod:0];
        }
        - (void)preview:(id)path withBlock:(void (^)(id request))block {
            Route *route = [Route new];
            route.handler = block;
            [self draftRoute:route];
        }
        @end

        """

    static let server = """
        #import "Router.h"
        @interface Server : NSObject
        @property (strong) Router *router;
        - (void)reload;
        @end
        @implementation Server
        - (void)reload {}
        - (void)start {
            [self.router get:0 withBlock:^(id request) {
                [self reload];
            }];
            [self.router preview:0 withBlock:^(id request) {
                [self reload];
            }];
        }
        @end

        """

    func tree() throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write("Root.h", Self.root)
        try tree.write("Router.h", Self.routerHeader)
        try tree.write("BaseRouter.m", Self.baseRouter)
        try tree.write("Router.m", Self.router)
        try tree.write("Server.m", Self.server)
        return tree
    }

    @Test func aRouterInAnotherFileKeepsTheBlockThroughItsSuperclassHelper() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try tree()
        let findings = try tree.lint(configure: { $0.jobs = 2 }).run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.file) == ["Server.m"])
        #expect(findings.map(\.line) == [10])
        #expect(findings.first?.message.contains("addRoute:forMethod:") == true)
        // Without the superclass's file the chain is not known to end in a kept collection.
        let without = try tree.lint(["Server.m", "Router.m"])
        #expect(without.run.findings.filter { $0.rule == "retain-cycle" } == [])
    }

    @Test func anEditedSuperclassHelperInvalidatesTheCachedCaller() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try tree()
        #expect(try tree.lint(cache: true).run.findings.filter { $0.rule == "retain-cycle" }.count == 1)
        try tree.write(
            "BaseRouter.m", Self.baseRouter.replacingOccurrences(of: "[methodRoutes addObject:route];", with: ""))
        #expect(try tree.lint(cache: true).run.findings.filter { $0.rule == "retain-cycle" } == [])
    }
}
