#include <AVFoundation/AVFoundation.h>
