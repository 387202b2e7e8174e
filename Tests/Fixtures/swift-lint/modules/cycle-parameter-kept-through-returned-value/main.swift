// truth: leaks LoginScreen
do {
    let screen = LoginScreen()
    screen.attach(ButtonPanel())
    screen.configure()
}
print("END")
