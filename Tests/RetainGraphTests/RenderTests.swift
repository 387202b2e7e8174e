import Findings
import Foundation
import Testing

@testable import Reporting
@testable import RetainGraph

/// A small document with one leaked cycle, one kept alive by a thread, and a leaked thread.
func sampleDocument() -> ReportDocument {
    let worker = RetainNode(typeName: "App.Worker", kind: .object, address: "0x1000")
    let context = RetainNode(
        typeName: "closure context", kind: .closureContext, address: "0x2000",
        symbol: "closure #1 in Worker.start()", captures: ["String", "Worker"])
    let owner = RetainNode(typeName: "App.Owner", kind: .object, address: "0x3000")
    let thread = RetainNode(typeName: "Foundation.Thread", kind: .thread, address: "0x4000")
    return ReportDocument(
        cycles: [
            RetainCycle(
                nodes: [worker, context],
                edges: [RetainEdge(label: "handler"), RetainEdge(label: "capture #2 (Worker)")]),
            RetainCycle(
                nodes: [owner, thread], edges: [RetainEdge(label: "thread"), RetainEdge(label: "thread entry block")],
                isLeaked: false, keptAliveBy: ["running thread \"worker\" (Foundation.Thread at 0x4000)"]),
        ],
        leakedThreads: [.init(tid: 42, name: "worker", stack: ["poll", "CFRunLoopRun"])],
        nodeCount: 7, edgeCount: 9)
}

@Suite struct RenderTests {
    @Test func rendersClangStyleText() {
        let expected = """
            warning: leaked retain cycle of 2 objects: App.Worker -> closure context (closure #1 in Worker.start()) \
            -> App.Worker [runtime-retain-cycle]
              note: App.Worker at 0x1000 holds closure context (closure #1 in Worker.start()) through 'handler'
              note: closure context (closure #1 in Worker.start()) at 0x2000 holds App.Worker through 'capture #2 \
            (Worker)'
              fix: make one of these references weak or unowned, or break the cycle when done
            warning: retain cycle of 2 objects kept alive by running thread "worker" (Foundation.Thread at 0x4000): \
            App.Owner -> Foundation.Thread -> App.Owner [runtime-kept-alive]
              note: App.Owner at 0x3000 holds Foundation.Thread through 'thread'
              note: Foundation.Thread at 0x4000 holds App.Owner through 'thread entry block'
              note: kept alive by running thread "worker" (Foundation.Thread at 0x4000)
              fix: the cycle leaks once the thread, timer or task stops: capture weakly, or invalidate or cancel it \
            and release it
            error: thread "worker" (tid 42) is still running [runtime-leaked-thread]
              note: poll
              note: CFRunLoopRun
            2 cycles (1 leaked), 1 leaked thread in 7 objects, 9 references

            """
        #expect(TextReportRenderer().render(sampleDocument()) == expected)
    }

    @Test func rendersDOTWithOneNodePerObjectDrawnAsLintDrawsACycle() {
        let dot = DOTReportRenderer().render(sampleDocument())
        let statements = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(dot.hasPrefix("digraph retain_cycles {\n") && dot.hasSuffix("}\n"))
        #expect(statements.filter { $0.firstMatch(of: /^n\d+ \[/) != nil }.count == 4)
        #expect(
            statements.contains {
                $0.hasPrefix("h0 [label=\"kept alive by running thread \\\"worker\\\" (Foundation.Thread at 0x4000)\"")
            })
        #expect(
            statements.contains {
                $0.hasPrefix("n1 [label=\"closure context\\nclosure #1 in Worker.start()\\n0x2000\"")
            })
        #expect(statements.contains { $0.hasPrefix("h0 -> n2 [") })

        // The same things look the same as in lint's graph of `self → handler (copy) → block → self`.
        let finding = Finding(
            rule: "retain-cycle", severity: .warning, file: "F.m", line: 1, column: 1, message: "cycle",
            cycle: ["self", "handler (copy)", "block", "self"])
        let lint = DOTReporter().render(LintRun(findings: [finding])).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        /// The attributes after the label of the statement that starts with `start`.
        func look(_ start: String, in lines: [String]) -> String? {
            guard let line = lines.first(where: { $0.hasPrefix(start + " [") }), let end = line.range(of: "\", ") else {
                return nil
            }
            return String(line[end.upperBound...])
        }
        let looks = [
            look("f0_c0 -> f0_c1", in: lint), look("n0 -> n1", in: statements), look("f0_c0", in: lint),
            look("n0", in: statements), look("f0_c1", in: lint), look("n1", in: statements),
        ]
        #expect(looks.allSatisfy { $0 != nil })
        #expect(looks[0] == looks[1], "a leaked cycle's reference is drawn as lint draws a cycle's")
        #expect(looks[2] == looks[3], "an object is drawn as lint draws self")
        #expect(looks[4] == looks[5], "a closure context is drawn as lint draws a block")
        // A cycle kept alive by a running thread is drawn in its own colour.
        #expect(look("n2 -> n3", in: statements) != looks[1])
    }

    @Test func rendersMermaidFlowchart() {
        let expected = """
            flowchart LR
              n0["App.Worker<br/>0x1000"]:::object
              n1("closure context<br/>closure #1 in Worker.start()<br/>0x2000"):::closureContext
              n2["App.Owner<br/>0x3000"]:::object
              n3{{"Foundation.Thread<br/>0x4000"}}:::thread
              n0 -- "handler" --> n1
              n1 -- "capture #2 (Worker)" --> n0
              n2 -- "thread" --> n3
              n3 -- "thread entry block" --> n2
              classDef object fill:#fff7e6,stroke:#c2410c,color:#111827
              classDef closureContext fill:#e0f2fe,stroke:#0369a1,color:#111827
              classDef thread fill:#ede9fe,stroke:#6d28d9,color:#111827
              linkStyle 0,1 stroke:#dc2626,color:#991b1b,stroke-width:2px
              linkStyle 2,3 stroke:#d97706,color:#92400e,stroke-width:2px

            """
        #expect(MermaidReportRenderer().render(sampleDocument()) == expected)
    }

    @Test func jsonRoundTripsThroughTheDocument() throws {
        let json = JSONReportRenderer().render(sampleDocument())
        let decoded = try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8))
        #expect(decoded.cycles == sampleDocument().cycles)
        #expect(decoded.leakedThreads == sampleDocument().leakedThreads)
        // A plain RetainReport reads the same file (docs/json.md §3 shape).
        let report = try JSONDecoder().decode(RetainReport.self, from: Data(json.utf8))
        #expect(
            report.cycles.map { $0.nodes.map(\.typeName) } == [
                ["App.Worker", "closure context"], ["App.Owner", "Foundation.Thread"],
            ])
        #expect(
            report.cycles.map { $0.edges.map(\.label) } == [
                ["handler", "capture #2 (Worker)"], ["thread", "thread entry block"],
            ])
    }

    @Test func readsAMinimalHandWrittenReport() throws {
        let json =
            #"{"cycles": [{"nodes": [{"typeName": "A"}, {"typeName": "B"}], "#
            + #""edges": [{"label": "b"}, {"label": "a"}]}]}"#
        let document = try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8))
        #expect(document.findings.map(\.rule) == ["runtime-retain-cycle"])
        #expect(
            TextReportRenderer().render(document).hasPrefix(
                "warning: leaked retain cycle of 2 objects: A -> B -> A [runtime-retain-cycle]\n"))
    }

    @Test func htmlPageIsSelfContainedAndEscaped() {
        var document = sampleDocument()
        document.cycles[0].edges[0].label = "<script>alert(1)</script>"
        let html = HTMLReportRenderer().render(document)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // No link out: the only URI is the inline drawings' SVG namespace, a name, not a resource.
        let links = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!links.contains("http://") && !links.contains("https://"))
        #expect(html.components(separatedBy: "<figure class=\"cycle\"><svg").count - 1 == document.cycles.count)
        #expect(html.contains("[runtime-leaked-thread]"))
    }

    @Test func liveReportRendersThroughEveryFormat() {
        let counter = DeinitCounter()
        weak var probe: SymbolWorker?
        do {
            let w = SymbolWorker()
            w.start()
            probe = w
        }
        let report = findRetainCycles(from: [probe!])
        let text = report.rendered(as: .text)
        #expect(text.contains("closure context (closure #1 in SymbolWorker.start())"))
        #expect(text.contains("[runtime-retain-cycle]"))
        for format in RetainReportFormat.allCases { #expect(!report.rendered(as: format).isEmpty) }
        #expect(report.findings.count == 1)
        probe?.handler = nil
        #expect(probe == nil)
        _ = counter
    }
}

@Suite struct RenderLeakCheckFileTests {
    @Test func rendersTheFileTheThreadLeakCheckerWrites() throws {
        let frames = [StackFrame(address: 0x1234, function: "poll", image: "libc.so.6")]
        let written = ReportDocument(
            test: "Suite/test()", cycles: sampleDocument().cycles,
            leakedThreads: [LeakedThread(tid: 77, name: "runloop", frames: frames, isParkedInRunLoop: true)],
            survivors: [
                SurvivingObject(
                    typeName: "App.Worker", address: "0x1000", expectedAt: "File.swift:3", cycleIndices: [0])
            ])
        let data = try JSONEncoder().encode(written)
        let document = try JSONDecoder().decode(ReportDocument.self, from: data)
        #expect(document.test == "Suite/test()")
        #expect(document.cycles == sampleDocument().cycles)
        #expect(document.leakedThreads.map(\.tid) == [77])
        #expect(document.leakedThreads.first?.stack == written.leakedThreads.first?.stack)
        #expect(document.survivors.map(\.cycleIndices) == [[0]])
        let text = TextReportRenderer().render(document)
        #expect(
            text.contains("Suite/test(): error: thread \"runloop\" (tid 77) is still running [runtime-leaked-thread]"))
        #expect(
            text.contains(
                "Suite/test(): error: App.Worker at 0x1000 is still alive (expected deallocated at File.swift:3) "
                    + "[runtime-surviving-object]"
            ))
    }
}

@Suite struct ClosureNameTests {
    @Test func privateTypesKeepTheirNameAndTheClosureItsWholeContext() {
        #expect(
            Symbols.simplify("closure #1 () -> () in RetainGraphTests.(GenericHolder in _6A1B2C3D4E5F6071).arm() -> ()")
                == "closure #1 in GenericHolder.arm()")
        #expect(Symbols.dropPrivateDiscriminators("M.(A in _FF).f(x: (Int, Int))") == "M.A.f(x: (Int, Int))")
    }
}
