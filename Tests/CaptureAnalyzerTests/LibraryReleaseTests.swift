import Findings
import Testing

@testable import LintDriver

/// Wrong findings from a cold round on unseen trees, each with its look-alike that is still
/// reported. The compiled truth of the Swift shapes is in Tests/Fixtures/swift-lint
/// (`free-callback-sender-property`, `free-local-cleared-by-own-method` and
/// `cycle-local-own-method-clears-nothing`); the two below need Apple's frameworks to run.
@Suite struct LibraryReleaseTests {
    static func swiftCycles(_ source: String) -> [Finding] {
        SwiftLinter().lint(source: source, path: "Screen.swift").findings.filter { $0.rule == "retain-cycle" }
    }

    /// Foundation sets an operation's `completionBlock` to nil once the block starts (iOS 8 and
    /// macOS 10.10 and later; swift-corelibs-foundation on Linux keeps it), so a completion block
    /// that captures its own operation does not outlive the operation's run.
    @Test func anOperationsCompletionBlockEndsItsCycle() throws {
        let swift = """
            import Foundation
            final class Job {
                var completionBlock: (() -> Void)?
                func finish() {}
            }
            final class Worker {
                let queue = OperationQueue()
                func run(completion: @escaping (Bool) -> Void) {
                    let operation = BlockOperation {}
                    operation.completionBlock = { completion(operation.isCancelled) }
                    queue.addOperation(operation)
                    let job = Job()
                    job.completionBlock = { job.finish() }
                }
            }
            """
        // The operation's block is not reported; the module's own class that keeps its block is.
        #expect(Self.swiftCycles(swift).map(\.line) == [13])

        let objectiveC = """
            #import <Foundation/Foundation.h>
            @interface Job : NSObject
            @property (nonatomic, copy) void (^completionBlock)(void);
            - (void)finish;
            @end
            @interface Worker : NSObject
            @property (nonatomic, strong) NSOperationQueue *queue;
            @end
            @implementation Worker
            - (void)run {
                NSBlockOperation *operation = [NSBlockOperation blockOperationWithBlock:^{}];
                operation.completionBlock = ^{ NSLog(@"%d", operation.isCancelled); };
                [self.queue addOperation:operation];
                Job *job = [Job new];
                job.completionBlock = ^{ [job finish]; };
            }
            @end
            """
        let found = try Linter().lint(source: objectiveC, path: "Worker.m").findings
        #expect(found.filter { $0.rule == "retain-cycle" }.map(\.line) == [15])
    }

    /// `tableView` beside `func tableView(_ tableView: UITableView, …)` in a
    /// `UITableViewController` is the inherited property: no method reference holds self. A
    /// method that is not named after its sender is still one.
    @Test func aDelegateCallbacksSenderIsTheInheritedProperty() {
        let source = """
            import UIKit
            final class ListController: UITableViewController {
                private var dataSource: UITableViewDiffableDataSource<Int, String>?
                var onRefresh: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UITableViewDiffableDataSource(tableView: tableView, cellProvider: { _, _, _ in nil })
                    onRefresh = reload
                }
                func reload() {}
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    44
                }
            }
            """
        #expect(Self.swiftCycles(source).map(\.line) == [8])
    }

    /// The line a note names as letting go of the closure runs after the store: a clearing in
    /// another case of the `switch` that stores it never does. With one, the message does not
    /// claim the cycle lasts for ever.
    @Test func theClearingNoteNamesALineThatCanRunAfterTheStore() throws {
        let source = """
            final class Coordinator {
                var postSaving: (() -> Void)?
                func relocate(mode: Int) {
                    switch mode {
                    case 0: postSaving = { self.finish() }
                    default: postSaving = nil
                    }
                }
                func didSave() { postSaving = nil }
                func finish() {}
                deinit { postSaving = nil }
            }
            """
        let finding = try #require(Self.swiftCycles(source).first)
        #expect(finding.line == 5)
        #expect(finding.message.hasSuffix("neither is deallocated until self.postSaving is set to nil"))
        #expect(finding.notes.filter { $0.message.contains("set to nil here") }.map(\.line) == [9])
    }

    /// An observer removed later in the function that registered it is let go of there; one
    /// whose removal names another token is not.
    @Test func anObserverRemovedLaterInTheFunctionIsNotReported() {
        let source = """
            import Foundation
            final class Finder {
                var strict = true
                func search(other: NSObjectProtocol) {
                    let center = NotificationCenter.default
                    let token = center.addObserver(forName: .init("a"), object: nil, queue: nil) { _ in
                        print(self.strict)
                    }
                    center.removeObserver(token)
                    let kept = center.addObserver(forName: .init("b"), object: nil, queue: nil) { _ in
                        print(self.strict)
                    }
                    center.removeObserver(other)
                    _ = kept
                }
            }
            """
        let found = SwiftLinter().lint(source: source, path: "Finder.swift").findings
        #expect(found.filter { $0.rule == "observer-retains-self" }.map(\.line) == [11])
    }

    /// A task self keeps that loops over a URL session's bytes ends with the response: no
    /// finding. Over a sequence the code does not show to end, the finding says the cycle lasts
    /// as long as the sequence, not that the loop never ends.
    @Test func aLoopOverAResponsesBytesEnds() {
        let source = """
            import Foundation
            final class Downloader {
                var task: Task<Void, Never>?
                var count = 0
                func fetch(_ url: URL) {
                    task = Task {
                        guard let (bytes, _) = try? await URLSession.shared.bytes(from: url) else { return }
                        do { for try await _ in bytes { self.count += 1 } } catch {}
                    }
                }
                func stream(_ bytes: URLSession.AsyncBytes) {
                    task = Task { await self.consume(bytes) }
                }
                func consume(_ bytes: URLSession.AsyncBytes) async {
                    do { for try await _ in bytes { count += 1 } } catch {}
                }
                func follow(_ updates: AsyncStream<Int>) {
                    task = Task { for await value in updates { self.count += value } }
                }
            }
            """
        let found = SwiftLinter().lint(source: source, path: "Downloader.swift").findings.filter {
            $0.rule == "swift-task-self-loop"
        }
        #expect(found.map(\.line) == [18])
        #expect(found.first?.message.contains("not deallocated before the sequence finishes") == true)
    }

    /// `[weak self]` on a nested closure makes the outer one, which self keeps, capture self
    /// strongly: the finding points at the capture list and a note says why.
    @Test func aNestedWeakSelfIsExplained() throws {
        let source = """
            final class Screen {
                var onLoad: (() -> Void)?
                func start() {
                    onLoad = {
                        DispatchQueue.main.async { [weak self] in self?.render() }
                    }
                }
                func render() {}
            }
            """
        let finding = try #require(Self.swiftCycles(source).first)
        #expect(finding.line == 5)
        #expect(finding.notes.contains { $0.message.contains("the inner closure's capture list reads self") })
        // A closure that uses self itself gets no such note.
        let direct = Self.swiftCycles(
            source.replacingOccurrences(
                of: "DispatchQueue.main.async { [weak self] in self?.render() }", with: "self.render()"))
        #expect(direct.count == 1 && !direct[0].notes.contains { $0.message.contains("capture list") })
    }
}
