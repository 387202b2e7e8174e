// Does not type-check alone: `Helper` lives in another file.
func useHelper() -> () -> Int {
    let helper = Helper()
    return { helper.value }
}
