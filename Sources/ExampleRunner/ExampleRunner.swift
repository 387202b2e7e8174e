// ExampleRunner: runs and checks the annotated teaching examples.
