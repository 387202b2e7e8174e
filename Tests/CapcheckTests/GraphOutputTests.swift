import Findings
import Foundation
import Reporting
import Testing

/// Runs Graphviz's `dot` (installed by `make setup`) with `arguments` on `input`.
func graphviz(_ input: String, _ arguments: [String]) async throws -> CommandResult {
    try await runProgram("/usr/bin/env", ["dot"] + arguments, input: input)
}

/// The node and edge names of an SVG Graphviz drew (`<title>` of each `node` and `edge` group),
/// read back with an HTML parser, and the text of every label line.
func drawing(_ svg: String) async throws -> (nodes: [String], edges: [String], text: [String]) {
    let (status, out) = try await python(
        """
        import sys, json, html.parser
        class P(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(); self.groups = []; self.where = None; self.out = {"node": [], "edge": [], "text": []}
            def handle_starttag(self, tag, attrs):
                a = dict(attrs)
                if tag == "g": self.groups.append(a.get("class"))
                self.where = tag
            def handle_endtag(self, tag):
                if tag == "g": self.groups.pop()
                self.where = None
            def handle_data(self, d):
                if self.where == "title" and self.groups and self.groups[-1] in ("node", "edge"): \
        self.out[self.groups[-1]].append(d)
                if self.where == "text": self.out["text"].append(d)
        p = P(); p.feed(sys.stdin.read()); print(json.dumps(p.out))
        """, input: svg)
    #expect(status == 0, "\(out)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: [String]])
    return (parsed["node"] ?? [], parsed["edge"] ?? [], parsed["text"] ?? [])
}

/// The repository's root (Examples/, Tests/Fixtures/).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Every DOT generator of the product (lint, explain for C/ObjC and Swift, retain and leak
/// reports) writes a graph Graphviz draws, with what the other outputs say is there.
@Suite struct GraphOutputTests {
    /// `dot -Tsvg` of `dot`, which must succeed.
    func svg(_ dot: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws -> String {
        let result = try await graphviz(dot, ["-Tsvg"])
        #expect(
            result.status == 0, "dot -Tsvg failed (graphviz is installed by `make setup`): \(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(result.stdout.contains("<svg"), sourceLocation: sourceLocation)
        return result.stdout
    }

    @Test func labelsWithQuotesBackslashesNewlinesAndAngleBracketsReadBackExactly() async throws {
        let hostile = "say \"hi\" \\ back\\nslash <NSArray *> & {x|y}\nsecond line\\"
        var graph = DOTGraph(name: "two words")
        graph.cluster("a b", label: "Sources/Feed \"Controller\".m") { cluster in
            cluster.node("first node", label: hostile, role: .node(.object))
            cluster.node("n2", label: "tab\there\r", role: .node(.closureContext))
        }
        graph.edge("first node", "n2", label: "<b>ref</b>", role: .cycle(leaked: true))
        let picture = try await drawing(svg(graph.rendered()))
        #expect(picture.nodes == ["first node", "n2"])
        #expect(picture.edges == ["first node->n2"])
        // Graphviz breaks a label at real newlines only: the escaped `\n` stays text.
        #expect(picture.text.contains("say \"hi\" \\ back\\nslash <NSArray *> & {x|y}"))
        #expect(picture.text.contains("second line\\"))
        #expect(picture.text.contains("tab here") && picture.text.contains("<b>ref</b>"))
        #expect(picture.text.contains("Sources/Feed \"Controller\".m"))
    }

    @Test func outputIsTheSameForTheSameInput() async {
        #expect(DOTReporter().render(sampleRun) == DOTReporter().render(sampleRun))
        #expect(DOTReporter().render(sampleRun).hasPrefix("digraph capcheck {\n"))
    }

    @Test func lintDrawsAFindingNodePerFindingAndEveryCycle() async throws {
        let examples = ["byref-self-cycle", "keepalive-thread", "completion-callbacks"].map {
            "\(packageRoot)/Examples/\($0)"
        }
        let ws = try Workspace()
        let json = try await ws.capcheck(["lint", "--format", "json"] + examples)
        let findings = try #require(try json.json()["findings"] as? [[String: Any]])
        let dot = try await ws.capcheck(["lint", "--format", "dot"] + examples)
        #expect(dot.status == 1, "\(dot.stderr)")
        let picture = try await drawing(svg(dot.stdout))
        #expect(picture.nodes.filter { $0.wholeMatch(of: /f\d+/) != nil }.count == findings.count)
        // Each example's cycle closes: an edge back into its first object.
        let cycles = Set(picture.edges.compactMap { $0.firstMatch(of: /(f\d+)_c\d+->\1_c0$/)?.output.1 })
        #expect(cycles.count == 3)
    }

    @Test func explainDrawsAnEdgePerCaptureForBlocksAndClosures() async throws {
        let ws = try Workspace()
        try ws.write(
            "captures.m",
            """
            #import <Foundation/Foundation.h>
            static int g;
            void f(NSObject *o) {
                static int st; __block int shared = 0; int copied = 1;
                __weak NSObject *w = o; __unsafe_unretained NSObject *u = o;
                void (^b)(void) = ^{ shared++; g++; (void)copied; (void)st; (void)w; (void)o; (void)u;
                    void (^inner)(void) = ^{ (void)copied; }; inner(); };
                b();
            }
            """)
        let swift = "\(packageRoot)/Tests/Fixtures/swift-closures/ownership.swift"
        let json = try await ws.capcheck("explain", "--format", "json", "captures.m", swift)
        let files = try #require(try json.json()["files"] as? [[String: Any]])
        let items = files.flatMap { (($0["blocks"] ?? $0["closures"]) as? [[String: Any]]) ?? [] }
        let captures = items.map { ($0["captures"] as? [Any])?.count ?? 0 }.reduce(0, +)
        #expect(captures >= 9)
        let dot = try await ws.capcheck("explain", "--format", "dot", "captures.m", swift)
        #expect(dot.status == 0, "\(dot.stderr)")
        let picture = try await drawing(svg(dot.stdout))
        // The inner block, and each closure the compiler says has a parent.
        let nested = 1 + items.filter { $0["parent"] != nil }.count
        #expect(picture.edges.count == captures + nested)
        #expect(picture.nodes.filter { $0.wholeMatch(of: /f\d+c\d+/) != nil }.count == items.count)
    }

    @Test func blocksAndObjectsLookTheSameInLintAndExplainGraphs() async throws {
        let ws = try Workspace()
        try ws.write("cycle.m", cycleFile)
        let lint = try await ws.capcheck("lint", "--format", "dot", "cycle.m").stdout.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let explain = try await ws.capcheck("explain", "--format", "dot", "cycle.m").stdout.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        /// The attributes after the label of the node labelled `label` (first line of it).
        func look(_ label: String, in lines: [String]) -> String? {
            guard let line = lines.first(where: { $0.contains(" [label=\"\(label)") && !$0.contains(" -> ") }),
                let end = line.range(of: "\", ")
            else { return nil }
            return String(line[end.upperBound...])
        }
        #expect(look("block", in: lint) != nil && look("block", in: lint) == look("block #0", in: explain))
        #expect(look("self", in: lint) != nil && look("self", in: lint) == look("self", in: explain))
    }

    @Test func retainReportsDrawEveryObjectReferenceAndWhatKeepsACycleAlive() async throws {
        let ws = try Workspace()
        try ws.write(
            "report.json",
            """
            {"cycles": [
              {"nodes": [{"typeName": "App.Worker", "kind": "object", "address": "0x1000"},
                         {"typeName": "closure context", "kind": "closureContext", "address": "0x2000", "symbol": \
            "closure #1 in \\"Worker\\".start()"}],
               "edges": [{"label": "handler"}, {"label": "capture #2 <Worker>"}]},
              {"nodes": [{"typeName": "App.Owner", "kind": "object", "address": "0x3000"},
                         {"typeName": "Foundation.Thread", "kind": "thread", "address": "0x4000"}],
               "edges": [{"label": "thread"}, {"label": "thread entry block"}],
               "isLeaked": false, "keptAliveBy": ["running thread \\"worker\\""]}]}
            """)
        // `capcheck leaks --format dot` writes its leaked sets with this same renderer.
        let dot = try await ws.capcheck("report", "--format", "dot", "report.json")
        #expect(dot.status == 1, "\(dot.stderr)")
        let picture = try await drawing(svg(dot.stdout))
        #expect(picture.nodes.count == 4 + 1)
        #expect(picture.edges.count == 4 + 1)
        #expect(
            picture.text.contains("closure #1 in \"Worker\".start()") && picture.text.contains("capture #2 <Worker>"))
    }

    @Test func htmlPagesAreTheSameWithOrWithoutGraphviz() async throws {
        let ws = try Workspace()
        try ws.write("cycle.m", cycleFile)
        try ws.write(
            "report.json",
            #"{"cycles": [{"nodes": [{"typeName": "A"}, {"typeName": "B"}], "#
                + #""edges": [{"label": "b"}, {"label": "a"}]}]}"#
        )
        try FileManager.default.createDirectory(atPath: ws.root + "/no-tools", withIntermediateDirectories: true)
        for arguments in [["explain", "--format", "html", "cycle.m"], ["report", "--format", "html", "report.json"]] {
            let with = try await ws.capcheck(arguments)
            let without = try await ws.capcheck(arguments, environment: ["PATH": ws.root + "/no-tools"])
            #expect(with.stdout == without.stdout, "\(arguments[0]) html differs without graphviz")
            #expect(with.stdout.contains("<figure class=\"cycle\"><svg"), "\(arguments[0]) html draws no cycle")
        }
    }
}
