// café in Latin-1
void f(void) { int x = 1; (void)^{ (void)x; }; }
