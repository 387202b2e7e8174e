// Threads a library starts once per process and never ends, named the way SwiftNIO names its
// singletons' threads, and one thread of the program's own that it forgot to stop. Only the last
// is the program's leak.
import Foundation

func park(named name: String) {
    let thread = Thread {
        let port = SocketPort()
        RunLoop.current.add(port, forMode: .default)
        while true { RunLoop.current.run(mode: .default, before: .distantFuture) }
    }
    thread.start()
    while thread.isExecuting == false { usleep(1000) }
    thread.name = name
}

park(named: "NIO-SGLTN-0-#0")
park(named: "SGLTN-TP-#0")
park(named: "forgotten")
usleep(50_000)
print("END")
