func nested() -> () -> () -> Int {
    var outer = 1
    let constant = 10
    return {
        var inner = 2
        return {
            inner += 1
            outer += constant
            return inner + outer
        }
    }
}
