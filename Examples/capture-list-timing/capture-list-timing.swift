// capture-list-timing (Swift): a capture list is evaluated when the closure is CREATED.
//
// What to look at
//   `[count]` copies the value of `count` into the closure's context at the moment the closure
//   expression runs, like a C block copies a local. Changing `count` afterwards does not
//   change the copy; a closure without the list shares the variable and sees the change.
//   `[first = names.first!]` evaluates any expression once, at creation. A capture list copies
//   a REFERENCE too: `[log]` is a copy of the pointer, so the closure and the function still
//   talk to the same `Log` object (appends made later are seen).
//   `capcheck explain` marks the listed captures `list: true`, `value`; the unlisted `count`
//   is a `box`.
//
// Try
//   1. Remove `[count]`: the first line prints 3 like the second.
//
// Run: capcheck examples --only capture-list-timing --explain

/// A shared log: a class, so copies of the reference all point to one object.
final class Log {
    var lines: [String] = []
}

/// The closures a report keeps until it is printed.
final class Report {
    var header: () -> String = { "" }
    var body: () -> String = { "" }
}

func captureListTiming() {
    let report = Report()
    let log = Log()
    var count = 1
    let names = ["Ada", "Grace"]
    // expected-capture@+1 {{count: value list}} {{first: value list}}
    report.header = { [count, first = names.first!] in "copied at creation: count = \(count), first = \(first)" }
    // expected-capture@+1 {{count: box}} {{log: value strong list}}
    report.body = { [log] in "shared now: count = \(count), log has \(log.lines.count) lines" }
    observeClosureContexts([report])

    count = 3
    log.lines.append("added after the closures were made")
    print(report.header())   // expected-output: copied at creation: count = 1, first = Ada
    print(report.body())     // expected-output: shared now: count = 3, log has 1 lines
}
