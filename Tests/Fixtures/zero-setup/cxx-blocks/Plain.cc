// No block literal here (only an exclusive or): a walk does not lint this file.
int mix(int a, int b) { return a ^ b; }
