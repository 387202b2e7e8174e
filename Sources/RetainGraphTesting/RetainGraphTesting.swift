// RetainGraphTesting: Swift Testing trait and XCTest helpers.
