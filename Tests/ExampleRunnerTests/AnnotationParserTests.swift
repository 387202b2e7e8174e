import Testing

@testable import ExampleRunner

@Suite("Annotations")
struct AnnotationParserTests {
    @Test func anAnnotationAppliesToItsOwnLineOrAnOffset() {
        let source = """
            int a;
            x = ^{ a; };   // expected-capture {{a: global}}
            // expected-capture@+2 {{self: value strong implicit}} {{b: byref}}

            y = ^{ };
            // expected-block-kind@-1 {{global}}
            """
        let (annotations, errors) = AnnotationParser.parse(source)
        #expect(errors.isEmpty)
        #expect(annotations.map(\.line) == [2, 5, 5, 5])
        #expect(
            annotations[1].kind
                == .capture(ExpectedCapture(name: "self", kind: "value", ownership: "strong", implicit: true)))
        #expect(
            annotations[2].kind == .capture(ExpectedCapture(name: "b", kind: "byref", ownership: nil, implicit: nil)))
        #expect(annotations[3].kind == .blockKind("global"))
    }

    @Test func outputIsTakenVerbatimAndWarningsKeepTheirRule() {
        let source = """
            puts("a // b");   // expected-output: a // b
            // expected-warning@+1 {{captures self}} [retain-cycle]
            // expected-cycle {{Owner -> closure context -> Owner}}
            // expected-leaked-thread {{poller}}
            """
        let (annotations, errors) = AnnotationParser.parse(source)
        #expect(errors.isEmpty)
        #expect(
            annotations.map(\.kind) == [
                .output("a // b"),
                .warning(message: "captures self", rule: "retain-cycle"),
                .cycle(["Owner", "closure context"]),
                .leakedThread("poller"),
            ])
        #expect(annotations[1].line == 3)
    }

    @Test func malformedAnnotationsAreReportedNotIgnored() {
        let source = """
            // expected-capture {{num}}
            // expected-capture {{num: copied}}
            // expected-block-kind {{heap}}
            // expected-warning@x {{a}}
            // expected-cycle {{A}}
            """
        let (annotations, errors) = AnnotationParser.parse(source)
        #expect(annotations.isEmpty)
        #expect(errors.map(\.line) == [1, 2, 3, 4, 5])
    }

    @Test func aCommentMarkerInsideAStringIsNotAnAnnotation() {
        let (annotations, _) = AnnotationParser.parse(#"printf("// expected-output: no\n");"#)
        #expect(annotations.isEmpty)
    }

    @Test func outputPatternsMatchLiterallyExceptRegexParts() {
        #expect(OutputMatcher.matches("&x = 0x7ffd12", pattern: "&x = {{0x[0-9a-f]+}}"))
        #expect(!OutputMatcher.matches("&x = (nil)", pattern: "&x = {{0x[0-9a-f]+}}"))
        #expect(OutputMatcher.matches("a.b (c)", pattern: "a.b (c)"))
        #expect(!OutputMatcher.matches("axb (c)", pattern: "a.b {{\\(c\\)}}"))
    }

    @Test func cyclesAreTheSameUnderRotationOnly() {
        #expect(ExampleRunner.sameCycle(["A", "B", "C"], ["B", "C", "A"]))
        #expect(!ExampleRunner.sameCycle(["A", "B", "C"], ["A", "C", "B"]))
        #expect(!ExampleRunner.sameCycle(["A", "B"], ["A", "B", "B"]))
    }
}
