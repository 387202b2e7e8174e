#include <LocalAuthentication/LocalAuthentication.h>
