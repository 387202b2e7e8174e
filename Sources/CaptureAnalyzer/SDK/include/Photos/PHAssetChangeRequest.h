#include <Photos/Photos.h>
