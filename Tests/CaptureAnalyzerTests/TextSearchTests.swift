import Foundation
import Testing

/// `containsBytes` replaces Foundation's `contains` on hot paths: it must give the same answers.
@Suite struct TextSearchTests {
    @Test(arguments: [
        ("[obj release];", "release]"), ("[obj retain]", "release]"), ("", "x"), ("x", ""),
        ("__weak id", "__weak"), ("id __strong", "__weak"), ("ab", "abc"), ("aab", "ab"),
        ("void (^__weak)(void)", "__weak"), ("é __block ü", "__block"), ("éü", "ü"), ("ü", "u"),
        ("__attribute__((noescape)) void (^)(void)", "noescape))"),
    ])
    func answersLikeFoundationsContains(text: String, needle: String) {
        #expect(text.containsBytes(needle) == (needle.isEmpty || text.contains(needle)))
        let slice = ("<" + text + ">").dropFirst().dropLast()
        #expect(slice.containsBytes(needle) == (needle.isEmpty || slice.contains(needle)))
    }
}
