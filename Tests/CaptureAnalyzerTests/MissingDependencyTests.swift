import Findings
import Foundation
import Testing

@testable import LintDriver

/// A class whose superclass comes from a dependency that is not in the tree (a pod fetched at
/// build time). clang makes it a root class, so every `[super …]` and every inherited member is an
/// error and the statements holding them are dropped; recovery declares the superclass, as a view
/// controller when Cocoa's naming says it is one, and findings elsewhere in a method with errors
/// stay when the errors cannot bear on them.
@Suite(.serialized) struct MissingDependencyTests {
    static func screen(superclass: String, teardownCall: String = "[super destroy];") -> String {
        """
        #import "RoomScreen.h"

        @interface RoomScreen () {
            id _themeToken;
        }
        @end

        @implementation RoomScreen
        - (void)restyle {}

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.view.backgroundColor = [UIColor whiteColor];
            self.title = self.session.displayName;
            _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil \
        queue:nil usingBlock:^(NSNotification *note) {
                [self restyle];
            }];
        }

        - (void)destroy {
            \(teardownCall)
            [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
            _themeToken = nil;
        }
        @end

        """
    }

    static func header(superclass: String) -> String {
        """
        #import <UIKit/UIKit.h>
        #import <ChatKit/ChatKit.h>

        @interface RoomScreen : \(superclass)
        @end

        """
    }

    func lint(superclass: String, teardownCall: String = "[super destroy];") throws -> LintOutcome {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Screens/RoomScreen.h", Self.header(superclass: superclass))
        try tree.write("Screens/RoomScreen.m", Self.screen(superclass: superclass, teardownCall: teardownCall))
        return try tree.lint()
    }

    @Test func aControllerOfAMissingFrameworkIsReadAsAViewControllerAndItsTeardownAsTheOwners() throws {
        let outcome = try lint(superclass: "CKBaseViewController")
        let findings = outcome.run.findings.filter { $0.rule == "observer-retains-self" }
        #expect(findings.map(\.line) == [16])
        let notes = findings.first?.notes.map(\.message) ?? []
        #expect(notes.contains { $0.contains("CKBaseViewController, a superclass no header found declares") })
        #expect(notes.contains { $0.contains("removed only here, in -destroy") })
        // `self.view` and `[super viewDidLoad]` compile once the superclass is a view controller;
        // only the dependency's own `session` is left, on a line apart from the cycle.
        #expect(notes.contains { $0.contains("clang could not compile other statements of this method (line 14)") })
        #expect(outcome.run.incomplete.first { $0.file.hasSuffix("RoomScreen.m") }?.withheldFindings == nil)
    }

    @Test func aMissingSuperclassNamedLikeAModelIsNotTakenForAView() throws {
        let outcome = try lint(superclass: "CKSessionObserver")
        #expect(outcome.run.findings.filter { $0.rule == "observer-retains-self" }.isEmpty)
    }

    @Test func aTeardownThatIsNeitherAnOverrideNorDeclaredIsNotTheOwners() throws {
        // Nothing says who calls -destroy (no `[super destroy]`, no declaration): a delegate or a
        // storyboard may, so the removal counts.
        let outcome = try lint(superclass: "CKBaseViewController", teardownCall: "")
        #expect(outcome.run.findings.filter { $0.rule == "observer-retains-self" }.isEmpty)
    }

    /// A statement clang dropped inside the block (a logging category of a dependency the tree
    /// lacks) cannot have broken the cycle unless it let go of something: the finding is kept
    /// with a note. One that assigns nil or removes something withholds it.
    @Test func anErrorInsideTheBlockThatLetsGoOfNothingKeepsTheFinding() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Auth.m",
            """
            #import "MissingLogging.h"
            @interface NSObject
            - (id)description;
            @end
            @interface Auth : NSObject
            @property (copy) void (^failure)(void);
            @property (copy) void (^expiry)(void);
            @end
            @implementation Auth
            - (void)install {
                self.failure = ^{
                    [self description];
                    [self log:SFLogLevelError msg:@"failed"];
                };
                self.expiry = ^{
                    [self description];
                    [self logAndClear:SFLogLevelError handler:nil];
                };
            }
            @end

            """)
        let outcome = try tree.lint()
        let findings = outcome.run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.line) == [12])
        let notes = findings.first?.notes.map(\.message) ?? []
        #expect(notes.contains { $0.contains("none of them names what the cycle goes through or lets go") })
        #expect(outcome.run.incomplete.first?.withheldFindings == 1)
    }

    /// A block whose first use of `self` is on a line clang reported an error on (a log call
    /// whose method recovery declared without its variadic arguments) but which uses `self` again
    /// on a clean line is told there, and the finding stays (it was withheld when told on the
    /// erroneous line). A look-alike whose only use of `self` is the erroneous statement is still
    /// withheld: nothing clean shows the capture.
    @Test func aCaptureOnACleanLineIsToldWhenTheFirstIsOnAnErroneousOne() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Handlers.m",
            """
            #import "MissingLogging.h"
            @interface NSObject
            - (id)description;
            - (void)log:(int)level format:(id)format;
            @end
            @interface Handlers : NSObject
            @property (copy) void (^mismatch)(int);
            @property (copy) void (^onlyLogs)(int);
            @end
            @implementation Handlers
            - (void)install {
                self.mismatch = ^(int code) {
                    [self log:2 format:@"mismatch %d", code];
                    [self description];
                };
                self.onlyLogs = ^(int code) {
                    [self log:2 format:@"only %d", code];
                };
            }
            @end

            """)
        let outcome = try tree.lint()
        let findings = outcome.run.findings.filter { $0.rule == "retain-cycle" }
        #expect(findings.map(\.line) == [14])
        #expect(outcome.run.incomplete.first?.withheldFindings == 1)
    }

    /// A registration nothing removes names no cycle to test the dropped statements against: it
    /// stays beside errors elsewhere in its method unless one of them lets go of something (the
    /// dropped statement could be the removal).
    @Test func aRegistrationNeverRemovedStaysUnlessAnErroneousLineLetsGo() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Clock.m",
            """
            #import <Foundation/Foundation.h>
            @interface Clock : NSObject
            - (void)tick;
            @end
            @implementation Clock
            - (void)tick {}
            - (void)start {
                int broken = "s" * 2;
                [[NSNotificationCenter defaultCenter] addObserverForName:@"tick" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) {
                    [self tick];
                }];
            }
            - (void)restart {
                int removed = "s" * 2;
                [[NSNotificationCenter defaultCenter] addObserverForName:@"tock" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) {
                    [self tick];
                }];
            }
            @end

            """)
        let outcome = try tree.lint()
        let findings = outcome.run.findings.filter { $0.rule == "observer-retains-self" }
        #expect(findings.map(\.line) == [11])
        let notes = findings.first?.notes.map(\.message) ?? []
        #expect(notes.contains { $0.contains("(line 8); none of them lets go of anything") })
        #expect(outcome.run.incomplete.first?.withheldFindings == 1)
    }
}
