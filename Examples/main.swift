// The Swift examples, one program: `SwiftExamples <slug>` runs the example of that concept.
// `capcheck examples` runs it and checks the annotations in Examples/<slug>/<slug>.swift.
import Foundation

// Line-buffered output: a run that is killed still shows how far it got.
setvbuf(stdout, nil, _IOLBF, 0)
let arguments = CommandLine.arguments.dropFirst()
guard let slug = arguments.first, let example = examples[slug] else {
    let names = examples.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: SwiftExamples <slug>   (one of: \(names))\n".utf8))
    exit(2)
}
example()
