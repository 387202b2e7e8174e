import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// A `.h` written in C++ (pop's and Texture's headers that include `<cmath>` or `<vector>` and
/// declare templates outside any `__cplusplus` guard) is read as Objective-C++, as the `.mm`
/// files including it compile it; a header that guards its C++ stays Objective-C.
@Suite struct HeaderLanguageTests {
    static let cxxHeader = """
        #import <Foundation/Foundation.h>
        #include <vector>
        #include <cmath>
        namespace POP {
        template <typename T> struct Vector { std::vector<T> values; T first() const { return std::sqrt(values[0]); } };
        class Animator {
        public:
          void run(void (^step)(double)) { dispatch_async(dispatch_get_main_queue(), ^{ step(1); }); }
        };
        }
        """

    @Test func aCxxOnlyHeaderIsObjectiveCxx() throws {
        #expect(SourceLanguage(path: "/t/POPVector.h", source: Self.cxxHeader) == .objectiveCxx)
        let analysis = try SourceAnalyzer().analyze(source: Self.cxxHeader, path: "/capcheck-tests/POPVector.h")
        #expect(analysis.language == .objectiveCxx)
        #expect(analysis.diagnostics.filter { $0.severity >= .error }.map(\.message) == [])
        #expect(analysis.blocks.count == 1)
    }

    /// C++ without a namespace, template or standard header: reference parameters (pop's
    /// `POPQuadraticSolve(…, CGFloat &x1, CGFloat &x2)`), `const` member functions and operators of
    /// a struct, and names qualified by a namespace (`POP::Vector2r`).
    @Test(arguments: [
        "extern void solve(CGFloat a, CGFloat &x1, CGFloat &x2);\n",
        "static void clampValue(CGFloat &value, CGFloat from)\n{\n}\n",
        "inline void setPoint(const int direction, CGPoint &point) {\n}\n",
        "struct Attributes {\n  bool operator==(const Attributes &other) const\n  { return true; }\n};\n",
        "extern POP::Vector2r interpolate(POP::Vector2r start, CGFloat progress);\n",
        "@interface Transition : NSObject\n@property (nonatomic, readonly) const Layout &previousLayout;\n@end\n",
    ])
    func cxxWithoutANamespaceIsObjectiveCxx(_ source: String) {
        #expect(SourceLanguage.isCxxOnlyHeader(source))
    }

    @Test(arguments: [
        "#ifdef __cplusplus\nnamespace A { class B {}; }\n#endif\n@interface C\n@end\n",
        "@interface Template : NSObject\n@property id class_;\n@end\n// namespace and template in a comment\n",
        "typedef struct { int x; } Namespace;\nvoid template_fn(void);\n",
        "/**\n Renders without `CA::Render` work (see Kit::draw).\n */\n@interface Coder : NSObject\n@end\n",
        "static inline BOOL has(NSUInteger flags) {\n  return foo(flags, flags &mask);\n}\n",
        "#define URL @\"http://a.b/c::d\"\nvoid f(int a, int b);\n",
    ])
    func objectiveCHeadersStayObjectiveC(_ source: String) {
        #expect(SourceLanguage(path: "/t/A.h", source: source) == .objectiveC)
        #expect(SourceLanguage(path: "/t/A.m", source: Self.cxxHeader) == .objectiveC)
    }
}
