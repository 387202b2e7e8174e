import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import Reporting

@Suite("The HTML explain page")
struct ExplainHTMLTests {
    func page(_ source: String, path: String) throws -> String {
        let analysis = try SourceAnalyzer().analyze(source: source, path: path)
        return ExplainHTML.render(analysis: analysis, source: source)
    }

    @Test func sourceTextIsEscapedEverywhere() throws {
        let source = """
            // </script><b>bold?</b> & "quotes"
            int main(void) {
                const char *s = "</script><b>";
                void (^b)(void) = ^{ (void)s; };
                b();
                return 0;
            }
            """
        let html = try page(source, path: "fixtures/<b>evil</b>.c")
        #expect(!html.contains("</script><b>"))
        #expect(!html.contains("<b>evil</b>"))
        #expect(html.contains("&lt;/script&gt;&lt;b&gt;"))
        #expect(html.contains("&amp; &quot;quotes&quot;"))
        // Self-contained: no script, no external resource.
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("href=\"http"))
    }

    @Test func everyCaptureUseIsHighlightedWithItsKind() throws {
        let source = """
            int g;
            int main(void) {
                static int st = 1;
                __block int shared = 2;
                int copied = 3;
                void (^b)(void) = ^{ shared = copied + st + g; };
                b();
                return 0;
            }
            """
        let html = try page(source, path: "kinds.c")
        #expect(html.contains("<span class=\"badge\" title=\"block B1\">B1</span>^"))
        #expect(html.contains("<span class=\"cap byref none\" title=\"B1 captures shared: byref\">shared</span>"))
        #expect(html.contains("<span class=\"cap value none\" title=\"B1 captures copied: value\">copied</span>"))
        #expect(html.contains("<span class=\"cap pointer none\" title=\"B1 captures st: pointer\">st</span>"))
        #expect(html.contains("<span class=\"cap global none\" title=\"B1 captures g: global\">g</span>"))
        #expect(html.contains("__forwarding"))  // the byref structure in the layout
    }

    @Test func aRetainCycleIsDrawn() throws {
        let source = """
            __attribute__((objc_root_class)) @interface NSObject
            @end
            @interface Owner : NSObject
            @property (nonatomic, copy) void (^handler)(void);
            - (void)work;
            @end
            @implementation Owner
            - (void)work {}
            - (void)start { self.handler = ^{ [self work]; }; }
            @end
            """
        let html = try page(source, path: "cycle.m")
        #expect(html.contains("Retain cycles"))
        #expect(html.contains("<figure class=\"cycle\"><svg"))
        #expect(html.contains("cap value strong"))
        #expect(html.contains("[retain-cycle]"))
    }

    @Test func aCyclePathBecomesARingOfObjects() {
        let plain = CycleDrawing.ring(["self", "handler (copy)", "block", "self"])
        #expect(plain.nodes == ["self", "block"])
        #expect(plain.labels == ["handler (copy)", "captures (strong)"])
        let chained = CycleDrawing.ring(["self", "child (strong)", "handler (copy)", "block", "self"])
        #expect(chained.nodes == ["self", "child", "block"])
        #expect(chained.labels == ["child (strong)", "handler (copy)", "captures (strong)"])
        let byref = CycleDrawing.ring(["self", "completion (copy)", "block", "blockSelf"])
        #expect(byref.nodes == ["self", "block", "blockSelf"])
        #expect(byref.labels.count == 3)
        // Drawn as what they are: the object, the block, the __block variable's box.
        #expect(byref.roles == [.node(.object), .node(.closureContext), .node(.box)])
        let swift = CycleDrawing.ring(["self", "self.thread", "Thread", "closure", "self"])
        #expect(swift.roles == [.node(.object), .node(.object), .node(.object), .node(.closureContext)])
        #expect(swift.labels.last == "captures (strong)")
        let svg = CycleDrawing.svg(["self", "completion (copy)", "block", "blockSelf"])
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
        #expect(svg.contains(">blockSelf</text>"))
    }
}
