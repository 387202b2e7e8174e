import Foundation
import RetainGraph
import Testing

// Closures that capture self, weakly or strongly, directly or through other values.

final class HOClosureOwner: HOTracked {
    var handler: (() -> Void)?
    var asyncHandler: (() async -> Void)?
    var producer: () -> Int = { 0 }
    var value = 0

    func captureSelfStrongly() { handler = { self.value += 1 } }
    func captureSelfWeakly() { handler = { [weak self] in self?.value += 1 } }
    func captureSelfUnowned() { handler = { [unowned self] in self.value += 1 } }
    func captureSelfUnownedUnsafe() { handler = { [unowned(unsafe) self] in self.value += 1 } }
    func captureSelfInAsyncClosure() { asyncHandler = { self.value += 1 } }
    func captureSelfInNonOptionalClosure() { producer = { self.value } }
}

/// Captures of many sizes and alignments before `self`: each one shifts where self sits.
final class HOWideCaptures: HOTracked {
    var handler: (() -> Void)?

    func capture() {
        let small: Int8 = 3
        let real = 2.5
        let text = "a string long enough to live on the heap, not inline in the value"
        let pair: (Int16, Double, String) = (1, 2.0, "inline")
        let flag = true
        let bytes: (UInt8, UInt8, UInt8) = (1, 2, 3)
        let list = [1, 2, 3]
        handler = {
            _ = (small, real, text, pair, flag, bytes, list)
            self.handler = nil
        }
    }
}

/// `lazy var` closures that capture self: the classic leak.
final class HOLazyClosure: HOTracked {
    lazy var describe: () -> String = { self.name }
    lazy var weakDescribe: () -> String = { [weak self] in self?.name ?? "" }
}

struct HOSelfHolder {
    var owner: HOStructCaptureOwner
    var tag = "tag"
}

/// A closure capturing a struct that holds self.
final class HOStructCaptureOwner: HOTracked {
    var handler: (() -> Void)?
    func capture() {
        let holder = HOSelfHolder(owner: self)
        handler = { _ = holder.tag }
    }
}

/// A closure capturing a mutable local (boxed) that holds self.
final class HOBoxCaptureOwner: HOTracked {
    var handler: (() -> Void)?
    func capture() {
        var current: HOBoxCaptureOwner? = self
        handler = { current = current ?? nil }
    }
}

/// A closure capturing a `weak var` local: the box holds a weak reference.
final class HOWeakBoxOwner: HOTracked {
    var handler: (() -> Void)?
    func capture() {
        weak var me = self
        handler = { _ = me?.name }
    }
}

/// Two closures, one nested in the other, the inner capturing self.
final class HONestedClosureOwner: HOTracked {
    var outer: (() -> () -> Void)?
    var kept: (() -> Void)?
    func capture() {
        outer = { { _ = self.name } }
        kept = outer?()
    }
}

/// A closure that captures another object's closure which captures self.
final class HOChainA: HOTracked {
    var b: HOChainB?
}
final class HOChainB: HOTracked {
    var callback: (() -> Void)?
}

/// Generic function producing a closure: the context holds generic captures.
func hoMakeClosure<T: AnyObject>(_ value: T) -> () -> Void {
    { _ = value }
}

final class HOGenericCaptureOwner: HOTracked {
    var handler: (() -> Void)?
    func capture() { handler = hoMakeClosure(self) }
}

func hoMakeClosure2<T: AnyObject, U>(_ value: T, _ extra: U) -> () -> Void {
    { _ = (extra, value) }
}

final class HOGenericCaptureOwner2: HOTracked {
    var handler: (() -> Void)?
    func capture() { handler = hoMakeClosure2(self, "a long string to widen the capture list for sure") }
}

/// Closures that capture an optional closure: a SIL function type wrapped in Optional.
final class HOOptionalClosureCapture: HOTracked {
    var handler: (() -> Void)?
    func captureOptionalBeforeSelf() {
        let maybe: (() -> Void)? = { _ = 1 }
        handler = {
            maybe?()
            _ = self.name
        }
    }
    func captureOptionalThatCapturesSelf() {
        let maybe: (() -> Void)? = { _ = self.name }
        let tag = "tag"
        handler = {
            maybe?()
            _ = tag
        }
    }
}

@Suite struct HeldOutClosureTests {
    @Test func capturedOptionalClosuresAreReadAndFollowed() {
        let deaths = HODeaths()
        weak var before: HOOptionalClosureCapture?
        weak var through: HOOptionalClosureCapture?
        do {
            let a = HOOptionalClosureCapture(deaths, "before")
            a.captureOptionalBeforeSelf()
            before = a
            let b = HOOptionalClosureCapture(deaths, "through")
            b.captureOptionalThatCapturesSelf()
            through = b
        }
        hoExpectCycles(findRetainCycles(from: [before!]), [[ho("HOOptionalClosureCapture")]])
        hoExpectCycles(findRetainCycles(from: [through!]), [[ho("HOOptionalClosureCapture")]])
        before?.handler = nil
        through?.handler = nil
        #expect(deaths.count == 2)
    }

    @Test func closureCapturingSelfStronglyIsACycleThatLeaksUntilBroken() {
        let deaths = HODeaths()
        weak var probe: HOClosureOwner?
        do {
            let owner = HOClosureOwner(deaths, "owner")
            owner.captureSelfStrongly()
            probe = owner
        }
        #expect(deaths.count == 0)
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOClosureOwner")]])
        #expect(report.cycles.first?.edges.first?.label.contains("handler") == true)
        probe?.handler = nil
        #expect(deaths.names == ["owner"])
    }

    @Test func weakUnownedAndUnsafeSelfCapturesAreNoCycle() {
        let deaths = HODeaths()
        let owners = (0..<3).map { HOClosureOwner(deaths, "o\($0)") }
        owners[0].captureSelfWeakly()
        owners[1].captureSelfUnowned()
        owners[2].captureSelfUnownedUnsafe()
        let report = findRetainCycles(from: owners)
        hoExpectCycles(report, [])
        withExtendedLifetime(owners) {}
    }

    @Test func weakCapturesReallyDeinit() {
        let deaths = HODeaths()
        do {
            let a = HOClosureOwner(deaths, "weak")
            let b = HOClosureOwner(deaths, "unowned")
            a.captureSelfWeakly()
            b.captureSelfUnowned()
            #expect(findRetainCycles(from: [a, b]).cycles.isEmpty)
        }
        #expect(deaths.names == ["weak", "unowned"])
    }

    @Test func asyncClosureStoredAsPropertyCapturingSelfIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOClosureOwner?
        do {
            let owner = HOClosureOwner(deaths, "owner")
            owner.captureSelfInAsyncClosure()
            probe = owner
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOClosureOwner")]])
        probe?.asyncHandler = nil
        #expect(deaths.count == 1)
    }

    @Test func nonOptionalClosurePropertyCapturingSelfIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOClosureOwner?
        do {
            let owner = HOClosureOwner(deaths, "owner")
            owner.captureSelfInNonOptionalClosure()
            probe = owner
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOClosureOwner")]])
        probe?.producer = { 1 }
        #expect(deaths.count == 1)
    }

    @Test func wideCapturesBeforeSelfStillFindSelf() {
        let deaths = HODeaths()
        weak var probe: HOWideCaptures?
        do {
            let owner = HOWideCaptures(deaths, "wide")
            owner.capture()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOWideCaptures")]])
        // The context holds many captures: it is a node of its own, and the edge names self.
        #expect(report.cycles.first?.nodes.contains { $0.typeName == "closure context" } == true)
        probe?.handler?()
        #expect(deaths.count == 1)
    }

    @Test func lazyClosureCapturingSelfIsACycleOnceEvaluated() {
        let deaths = HODeaths()
        weak var probe: HOLazyClosure?
        weak var lazyUnused: HOLazyClosure?
        do {
            let used = HOLazyClosure(deaths, "used")
            _ = used.describe()
            _ = used.weakDescribe()
            probe = used
            let unused = HOLazyClosure(deaths, "unused")
            lazyUnused = unused
            // Not evaluated yet: nothing captured, nothing leaks.
            #expect(findRetainCycles(from: [unused]).cycles.isEmpty)
        }
        #expect(lazyUnused == nil)
        #expect(deaths.names == ["unused"])
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOLazyClosure")]])
        #expect(report.cycles.first?.edges.first?.label.contains("describe") == true)
        probe?.describe = { "" }
        #expect(deaths.names == ["unused", "used"])
    }

    @Test func closureCapturingAStructThatHoldsSelfIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOStructCaptureOwner?
        do {
            let owner = HOStructCaptureOwner(deaths, "owner")
            owner.capture()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOStructCaptureOwner")]])
        probe?.handler = nil
        #expect(deaths.count == 1)
    }

    @Test func closureCapturingABoxedVarHoldingSelfIsACycleThroughTheBox() {
        let deaths = HODeaths()
        weak var probe: HOBoxCaptureOwner?
        do {
            let owner = HOBoxCaptureOwner(deaths, "owner")
            owner.capture()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOBoxCaptureOwner")]])
        probe?.handler = nil
        #expect(deaths.count == 1)
    }

    @Test func closureCapturingAWeakVarIsNoCycle() {
        let deaths = HODeaths()
        do {
            let owner = HOWeakBoxOwner(deaths, "owner")
            owner.capture()
            hoExpectCycles(findRetainCycles(from: [owner]), [])
        }
        #expect(deaths.count == 1)
    }

    @Test func innerClosureReturnedByAnOuterOneCapturesSelf() {
        let deaths = HODeaths()
        weak var probe: HONestedClosureOwner?
        do {
            let owner = HONestedClosureOwner(deaths, "owner")
            owner.capture()
            probe = owner
        }
        let report = findRetainCycles(from: [probe!])
        // `kept` holds the inner closure (captures self). `outer` captures self too, to build it.
        hoExpectCycles(report, [[ho("HONestedClosureOwner")], [ho("HONestedClosureOwner")]])
        probe?.kept = nil
        #expect(deaths.count == 0)
        probe?.outer = nil
        #expect(deaths.count == 1)
    }

    @Test func closureOfAnotherObjectCapturingTheOwnerIsATwoObjectCycle() {
        let deaths = HODeaths()
        weak var probe: HOChainA?
        do {
            let a = HOChainA(deaths, "a")
            let b = HOChainB(deaths, "b")
            a.b = b
            b.callback = { _ = a.name }
            probe = a
        }
        let report = findRetainCycles(from: [probe!])
        hoExpectCycles(report, [[ho("HOChainA"), ho("HOChainB")]])
        #expect(hoLabels(report, startingAt: ho("HOChainA"))?.first == "b")
        probe?.b?.callback = nil
        #expect(deaths.names == ["a", "b"])
    }

    @Test func closureBuiltByAGenericFunctionCapturingSelfIsACycle() {
        let deaths = HODeaths()
        weak var probe: HOGenericCaptureOwner?
        weak var probe2: HOGenericCaptureOwner2?
        do {
            let owner = HOGenericCaptureOwner(deaths, "owner")
            owner.capture()
            probe = owner
            let owner2 = HOGenericCaptureOwner2(deaths, "owner2")
            owner2.capture()
            probe2 = owner2
        }
        hoExpectCycles(findRetainCycles(from: [probe!]), [[ho("HOGenericCaptureOwner")]])
        hoExpectCycles(findRetainCycles(from: [probe2!]), [[ho("HOGenericCaptureOwner2")]])
        probe?.handler = nil
        probe2?.handler = nil
        #expect(deaths.count == 2)
    }
}
