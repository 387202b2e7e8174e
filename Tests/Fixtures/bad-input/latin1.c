// Latin-1 in a string literal, outside any comment
const char *name = "café";
void f(void) { int x = 1; (void)^{ (void)x; }; }
