func modify(_ value: inout Int, with body: () -> Void) { body() }
func run(_ body: () -> Void) { body() }

func nonEscaping(total: inout Int) {
    var local = 0
    let fixed = 3
    run { local += fixed }
    run { total += 1 }
    withoutActuallyEscaping({ local += 1 }) { f in f() }
    let sum = [1, 2, 3].reduce(0) { $0 + $1 + local }
    _ = sum
}
