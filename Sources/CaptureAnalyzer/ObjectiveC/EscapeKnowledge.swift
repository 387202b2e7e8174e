import ClangFrontend
import Foundation

/// Which APIs run a block argument before they return (the block does not escape the call),
/// so a strong `self` in it cannot form a cycle. Curated from Apple's documentation; every entry
/// is a call whose block is released when the call returns.
package struct EscapeKnowledge: Sendable {
    /// Selectors (full, with colons) whose block arguments do not escape.
    package private(set) var selectors: Set<String>
    /// C functions whose block arguments do not escape.
    package private(set) var functions: Set<String>

    /// The curated list plus `extra` entries (`selector:` or `-[Class selector:]` or `function`).
    package init(extra: [String] = []) {
        selectors = EscapeKnowledge.curatedSelectors
        functions = EscapeKnowledge.curatedFunctions
        for entry in extra {
            var e = entry.trimmingCharacters(in: .whitespaces)
            // `-[Class sel:]` / `+[Class sel:]`: the class does not matter for escaping.
            if e.hasPrefix("-[") || e.hasPrefix("+["), e.hasSuffix("]"), let space = e.firstIndex(of: " ") {
                e = String(e[e.index(after: space)..<e.index(before: e.endIndex)])
            }
            if e.contains(":") { selectors.insert(e) } else { functions.insert(e) }
        }
    }

    /// True when a block passed to `selector` runs before the method returns.
    package func isNonEscaping(selector: String) -> Bool {
        if selectors.contains(selector) { return true }
        // Families: every `enumerate…UsingBlock:`/`…WithOptions:usingBlock:` and the
        // `…PassingTest:` predicates are synchronous by contract.
        let lower = selector.lowercased()
        if lower.hasPrefix("enumerate") && (lower.containsBytes("usingblock:") || lower.containsBytes("withblock:")) {
            return true
        }
        if lower.containsBytes("passingtest:") { return true }
        if lower.hasPrefix("sort") && lower.containsBytes("usingcomparator:") { return true }
        if lower.hasPrefix("sortedarray") || lower.hasPrefix("sortusingcomparator") { return true }
        return false
    }

    /// True when a block passed to the C function `name` runs before the function returns.
    package func isNonEscaping(function name: String) -> Bool { functions.contains(name) }

    /// Selectors that run their blocks synchronously (Foundation, UIKit, AppKit, CoreData).
    package static let curatedSelectors: Set<String> = [
        // NSArray / NSOrderedSet / NSSet / NSDictionary / NSIndexSet / NSString enumeration and search
        "enumerateObjectsUsingBlock:", "enumerateObjectsWithOptions:usingBlock:",
        "enumerateObjectsAtIndexes:options:usingBlock:", "enumerateKeysAndObjectsUsingBlock:",
        "enumerateKeysAndObjectsWithOptions:usingBlock:", "enumerateIndexesUsingBlock:",
        "enumerateIndexesWithOptions:usingBlock:", "enumerateRangesUsingBlock:",
        "enumerateLinesUsingBlock:", "enumerateSubstringsInRange:options:usingBlock:",
        "enumerateAttributesInRange:options:usingBlock:", "enumerateAttribute:inRange:options:usingBlock:",
        "enumerateMatchesInString:options:range:usingBlock:",
        "indexOfObjectPassingTest:", "indexOfObjectWithOptions:passingTest:",
        "indexesOfObjectsPassingTest:", "indexesOfObjectsWithOptions:passingTest:",
        "indexOfObjectAtIndexes:options:passingTest:", "indexesOfObjectsAtIndexes:options:passingTest:",
        "objectsPassingTest:", "objectsWithOptions:passingTest:", "keysOfEntriesPassingTest:",
        "keysOfEntriesWithOptions:passingTest:", "indexPassingTest:", "indexesPassingTest:",
        "indexOfObject:inSortedRange:options:usingComparator:",
        "sortedArrayUsingComparator:", "sortedArrayWithOptions:usingComparator:",
        "sortUsingComparator:", "sortWithOptions:usingComparator:", "keysSortedByValueUsingComparator:",
        "keysSortedByValueWithOptions:usingComparator:", "sortedArrayUsingFunction:context:",
        // NSPredicate built from a block is evaluated synchronously only when used: it escapes
        // into the predicate object, so predicateWithBlock: is deliberately absent.
        // UIView animations: UIKit calls the animations block before returning and releases the
        // completion when the animation ends: no lasting reference from self.
        "animateWithDuration:animations:", "animateWithDuration:animations:completion:",
        "animateWithDuration:delay:options:animations:completion:",
        "animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:",
        "animateKeyframesWithDuration:delay:options:animations:completion:",
        "addKeyframeWithRelativeStartTime:relativeDuration:animations:",
        "transitionWithView:duration:options:animations:completion:",
        "performWithoutAnimation:", "performBatchUpdates:completion:", "performBatchUpdates:",
        // NSManagedObjectContext runs performBlockAndWait: synchronously.
        "performBlockAndWait:",
        // NSLock / NSFileCoordinator / NSOperationQueue synchronous helpers.
        "coordinateReadingItemAtURL:options:error:byAccessor:",
        "coordinateWritingItemAtURL:options:error:byAccessor:",
        "performAndWait:",
        // NSAttributedString / NSLayoutManager / NSCache synchronous enumeration.
        "enumerateLineFragmentsForGlyphRange:usingBlock:",
        // XCTest helpers whose blocks are run synchronously.
        "measureBlock:",
    ]

    /// C functions that run their blocks synchronously. `dispatch_once` runs the block at most
    /// once, before returning, and releases it: no lasting reference.
    package static let curatedFunctions: Set<String> = [
        "dispatch_sync", "dispatch_sync_f", "dispatch_barrier_sync", "dispatch_apply", "dispatch_once",
        "dispatch_async_and_wait", "dispatch_barrier_async_and_wait",
        "CFArrayApplyFunction", "qsort_b", "mergesort_b", "heapsort_b", "bsearch_b",
        "os_unfair_lock_lock_with_flags",
        // Expecta's `expect(x)` wraps `x` in a block its matcher reads within the same statement
        // (`.will` polls there too, until it times out).
        "_EXP_expect",
    ]
}
