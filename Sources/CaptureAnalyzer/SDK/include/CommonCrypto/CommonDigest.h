#include <CommonCrypto/CommonCrypto.h>
