// Tabs, UTF-8 text, CRLF line ends and line continuations before the caret: columns are bytes.
void sink(void (^b)(void));
#define CARET ^
#define BODY { (void)x; }
int g;
void f_text(int x) {
	sink(^{ (void)x; });
		sink(	^{ g++; });
  const char *s = "héllo €"; sink(^{ (void)s; });
  /* café */ sink(^{ (void)x; });
  sink(CARET{ (void)x; });
  sink(^BODY);
  sink(^{ (void)x; \
  });
  sink(^{ (void)\
x; });
}
