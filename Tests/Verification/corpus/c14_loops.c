// Many blocks in loops, gotos and nested scopes; each literal is one block.
void sink(void (^b)(void));
int g;
void f_loops(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      sink(^{ (void)i; (void)j; });
  int idx = 0;
  do { int inner = idx; sink(^{ (void)inner; (void)idx; }); } while (++idx < n);
  while (1) { static int once; sink(^{ once++; }); break; }
  if (n) goto done;
  { int scoped = 1; sink(^{ (void)scoped; }); }
done:
  sink(^{ (void)n; });
  for (int k = 0, m = 1; k < m; k++) sink(^{ (void)m; });
  switch (n) { case 0: sink(^{ g = 0; }); break; case 1: { int one = 1; sink(^{ (void)one; }); } }
  for (;;) { __block int b = 0; sink(^{ b++; }); break; }
}
