/* capcheck SDK shim: CommonCrypto digests, HMAC and the symmetric-cipher entry point (cache keys
 * and request signing use them). */
#ifndef __CAPCHECK_COMMONCRYPTO__
#define __CAPCHECK_COMMONCRYPTO__
#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef uint32_t CC_LONG;
typedef uint64_t CC_LONG64;
#define CC_MD5_DIGEST_LENGTH 16
#define CC_MD5_BLOCK_BYTES 64
#define CC_SHA1_DIGEST_LENGTH 20
#define CC_SHA224_DIGEST_LENGTH 28
#define CC_SHA256_DIGEST_LENGTH 32
#define CC_SHA384_DIGEST_LENGTH 48
#define CC_SHA512_DIGEST_LENGTH 64
typedef struct CC_MD5state_st { CC_LONG A, B, C, D, Nl, Nh, data[16]; int num; } CC_MD5_CTX;
typedef struct CC_SHA1state_st { CC_LONG h0, h1, h2, h3, h4, Nl, Nh, data[16]; int num; } CC_SHA1_CTX;
typedef struct CC_SHA256state_st { CC_LONG count[2]; CC_LONG hash[8]; CC_LONG wbuf[16]; } CC_SHA256_CTX;
extern unsigned char *CC_MD5(const void *data, CC_LONG len, unsigned char *md);
extern int CC_MD5_Init(CC_MD5_CTX *c);
extern int CC_MD5_Update(CC_MD5_CTX *c, const void *data, CC_LONG len);
extern int CC_MD5_Final(unsigned char *md, CC_MD5_CTX *c);
extern unsigned char *CC_SHA1(const void *data, CC_LONG len, unsigned char *md);
extern int CC_SHA1_Init(CC_SHA1_CTX *c);
extern int CC_SHA1_Update(CC_SHA1_CTX *c, const void *data, CC_LONG len);
extern int CC_SHA1_Final(unsigned char *md, CC_SHA1_CTX *c);
extern unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);
extern int CC_SHA256_Init(CC_SHA256_CTX *c);
extern int CC_SHA256_Update(CC_SHA256_CTX *c, const void *data, CC_LONG len);
extern int CC_SHA256_Final(unsigned char *md, CC_SHA256_CTX *c);
extern unsigned char *CC_SHA512(const void *data, CC_LONG len, unsigned char *md);
typedef uint32_t CCHmacAlgorithm;
enum { kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, kCCHmacAlgSHA384, kCCHmacAlgSHA512, kCCHmacAlgSHA224 };
extern void CCHmac(CCHmacAlgorithm algorithm, const void *key, size_t keyLength, const void *data, size_t dataLength, void *macOut);
typedef int32_t CCCryptorStatus;
typedef uint32_t CCOperation;
typedef uint32_t CCAlgorithm;
typedef uint32_t CCOptions;
enum {
    kCCSuccess = 0, kCCParamError = -4300, kCCBufferTooSmall = -4301, kCCMemoryFailure = -4302,
    kCCAlignmentError = -4303, kCCDecodeError = -4304, kCCUnimplemented = -4305, kCCOverflow = -4306,
    kCCRNGFailure = -4307, kCCUnspecifiedError = -4308, kCCCallSequenceError = -4309, kCCKeySizeError = -4310,
    kCCInvalidKey = -4311
};
enum { kCCEncrypt = 0, kCCDecrypt };
enum {
    kCCAlgorithmAES128 = 0, kCCAlgorithmAES = 0, kCCAlgorithmDES, kCCAlgorithm3DES, kCCAlgorithmCAST, kCCAlgorithmRC4,
    kCCAlgorithmRC2, kCCAlgorithmBlowfish
};
enum { kCCOptionPKCS7Padding = 0x0001, kCCOptionECBMode = 0x0002 };
enum {
    kCCKeySizeAES128 = 16, kCCKeySizeAES192 = 24, kCCKeySizeAES256 = 32, kCCKeySizeDES = 8, kCCKeySize3DES = 24,
    kCCBlockSizeAES128 = 16, kCCBlockSizeDES = 8, kCCBlockSize3DES = 8
};
extern CCCryptorStatus CCCrypt(CCOperation op, CCAlgorithm alg, CCOptions options, const void *key, size_t keyLength,
    const void *iv, const void *dataIn, size_t dataInLength, void *dataOut, size_t dataOutAvailable, size_t *dataOutMoved);
/* The cryptor object: a cipher run in steps, with a chosen mode (CTR for streams of data). */
typedef struct _CCCryptor *CCCryptorRef;
typedef uint32_t CCMode;
typedef uint32_t CCPadding;
typedef uint32_t CCModeOptions;
enum { kCCModeECB = 1, kCCModeCBC = 2, kCCModeCFB = 3, kCCModeCTR = 4, kCCModeOFB = 7, kCCModeRC4 = 9, kCCModeCFB8 = 10 };
enum { ccNoPadding = 0, ccPKCS7Padding = 1 };
enum { kCCModeOptionCTR_LE = 0x0001, kCCModeOptionCTR_BE = 0x0002 };
extern CCCryptorStatus CCCryptorCreate(CCOperation op, CCAlgorithm alg, CCOptions options, const void *key,
    size_t keyLength, const void *iv, CCCryptorRef *cryptorRef);
extern CCCryptorStatus CCCryptorCreateWithMode(CCOperation op, CCMode mode, CCAlgorithm alg, CCPadding padding,
    const void *iv, const void *key, size_t keyLength, const void *tweak, size_t tweakLength, int numRounds,
    CCModeOptions options, CCCryptorRef *cryptorRef);
extern CCCryptorStatus CCCryptorRelease(CCCryptorRef cryptorRef);
extern CCCryptorStatus CCCryptorUpdate(CCCryptorRef cryptorRef, const void *dataIn, size_t dataInLength, void *dataOut,
    size_t dataOutAvailable, size_t *dataOutMoved);
extern CCCryptorStatus CCCryptorFinal(CCCryptorRef cryptorRef, void *dataOut, size_t dataOutAvailable,
    size_t *dataOutMoved);
extern size_t CCCryptorGetOutputLength(CCCryptorRef cryptorRef, size_t inputLength, bool final);
extern CCCryptorStatus CCCryptorReset(CCCryptorRef cryptorRef, const void *iv);
#ifdef __cplusplus
}
#endif
#endif
