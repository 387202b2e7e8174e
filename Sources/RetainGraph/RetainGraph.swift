// RetainGraph: in-process retain graph of Swift objects and closure contexts.
