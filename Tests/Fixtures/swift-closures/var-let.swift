// var and let captured by escaping and non-escaping closures.
func varAndLet() -> [() -> Int] {
    var counter = 0
    let step = 2
    let name = "n"
    let increment = { counter += step; return counter }
    let read = { [counter] in counter + name.count }
    let both = { counter * step }
    [1, 2].forEach { counter += $0 }
    return [increment, read, both]
}
