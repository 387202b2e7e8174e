#include <XCTest/XCTest.h>
