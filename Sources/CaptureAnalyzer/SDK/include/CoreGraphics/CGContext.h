#include <CoreGraphics/CoreGraphics.h>
