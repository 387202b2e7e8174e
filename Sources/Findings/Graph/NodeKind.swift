/// What a node of a graph stands for: the one vocabulary of node kinds. Retain graphs report it
/// (`RetainNode.kind`, the `kind` of report JSON), drawings pick their look by it
/// (`GraphNodeRole.node`, `GraphStyle`), and the metadata walk marks the classes it knows with it.
public enum NodeKind: String, Codable, Sendable, Hashable {
    /// An instance of a class (`self`, a Swift object).
    case object
    /// The context of a closure: its captured values.
    case closureContext
    /// A heap box: a captured `var` or `__block` variable, an indirect enum payload or a large
    /// existential.
    case box
    /// A thread (running threads are kept alive by themselves).
    case thread
    /// A timer (scheduled timers are kept alive by their run loop).
    case timer
    /// A C block (`@convention(block)`, Dispatch work items and handlers, Objective-C blocks): a
    /// `Block_layout` with its own reference count.
    case block
    /// A Swift concurrency task (`Task`, `Task.detached`, a task group's child): it holds its
    /// operation closure until it finishes, and the runtime holds it while it can still run.
    case task
    /// The storage of an Array, Dictionary or Set; reports fold it into the edge label.
    case collectionStorage
    /// A heap object whose layout cannot be read.
    case opaque
    /// A variable a block or closure captures (explain's drawings).
    case variable
}
