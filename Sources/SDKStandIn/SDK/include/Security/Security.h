/* capcheck SDK shim: the Security calls networking code makes (trust evaluation for pinning,
 * keychain items, random bytes). */
#ifndef __CAPCHECK_SECURITY__
#define __CAPCHECK_SECURITY__
#include <CoreFoundation/CoreFoundation.h>

CF_ASSUME_NONNULL_BEGIN

#ifndef __CAPCHECK_SECTRUST_DEFINED
#define __CAPCHECK_SECTRUST_DEFINED
#endif
typedef struct __SecTrust *SecTrustRef;
typedef struct __SecIdentity *SecIdentityRef;
typedef struct CF_BRIDGED_TYPE(id) __SecCertificate *SecCertificateRef;
typedef struct CF_BRIDGED_TYPE(id) __SecKey *SecKeyRef;
typedef struct CF_BRIDGED_TYPE(id) __SecPolicy *SecPolicyRef;
typedef struct CF_BRIDGED_TYPE(id) __SecAccessControl *SecAccessControlRef;
typedef const struct __SecRandom *SecRandomRef;
typedef uint32_t SecTrustResultType;
enum {
    kSecTrustResultInvalid = 0, kSecTrustResultProceed = 1, kSecTrustResultDeny = 3, kSecTrustResultUnspecified = 4,
    kSecTrustResultRecoverableTrustFailure = 5, kSecTrustResultFatalTrustFailure = 6, kSecTrustResultOtherError = 7
};
enum {
    errSecSuccess = 0, errSecUnimplemented = -4, errSecParam = -50, errSecAllocate = -108, errSecNotAvailable = -25291,
    errSecDuplicateItem = -25299, errSecItemNotFound = -25300, errSecInteractionNotAllowed = -25308, errSecDecode = -26275,
    errSecAuthFailed = -25293,
};
CF_EXPORT const SecRandomRef kSecRandomDefault;
CF_EXPORT int SecRandomCopyBytes(SecRandomRef _Nullable rnd, size_t count, void *bytes);

CF_EXPORT const CFStringRef kSecClass;
CF_EXPORT const CFStringRef kSecClassGenericPassword;
CF_EXPORT const CFStringRef kSecClassInternetPassword;
CF_EXPORT const CFStringRef kSecClassCertificate;
CF_EXPORT const CFStringRef kSecClassKey;
CF_EXPORT const CFStringRef kSecClassIdentity;
CF_EXPORT const CFStringRef kSecAttrAccount;
CF_EXPORT const CFStringRef kSecAttrService;
CF_EXPORT const CFStringRef kSecAttrAccessGroup;
CF_EXPORT const CFStringRef kSecAttrAccessible;
CF_EXPORT const CFStringRef kSecAttrAccessibleAfterFirstUnlock;
CF_EXPORT const CFStringRef kSecAttrAccessibleWhenUnlocked;
CF_EXPORT const CFStringRef kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly;
CF_EXPORT const CFStringRef kSecAttrAccessibleWhenUnlockedThisDeviceOnly;
CF_EXPORT const CFStringRef kSecAttrLabel;
CF_EXPORT const CFStringRef kSecAttrSynchronizable;
CF_EXPORT const CFStringRef kSecValueData;
CF_EXPORT const CFStringRef kSecValueRef;
CF_EXPORT const CFStringRef kSecReturnData;
CF_EXPORT const CFStringRef kSecReturnAttributes;
CF_EXPORT const CFStringRef kSecReturnRef;
CF_EXPORT const CFStringRef kSecMatchLimit;
CF_EXPORT const CFStringRef kSecMatchLimitOne;
CF_EXPORT const CFStringRef kSecMatchLimitAll;
CF_EXPORT const CFStringRef kSecImportExportPassphrase;
CF_EXPORT const CFStringRef kSecImportItemIdentity;
CF_EXPORT const CFStringRef kSecImportItemTrust;
CF_EXPORT OSStatus SecItemCopyMatching(CFDictionaryRef query, CFTypeRef * _Nullable CF_RETURNS_RETAINED result);
CF_EXPORT OSStatus SecItemAdd(CFDictionaryRef attributes, CFTypeRef * _Nullable CF_RETURNS_RETAINED result);
CF_EXPORT OSStatus SecItemUpdate(CFDictionaryRef query, CFDictionaryRef attributesToUpdate);
CF_EXPORT OSStatus SecItemDelete(CFDictionaryRef query);
CF_EXPORT OSStatus SecPKCS12Import(CFDataRef pkcs12_data, CFDictionaryRef options, CFArrayRef _Nullable * _Nonnull CF_RETURNS_RETAINED items);

CF_EXPORT SecCertificateRef _Nullable SecCertificateCreateWithData(CFAllocatorRef _Nullable allocator, CFDataRef data) CF_RETURNS_RETAINED;
CF_EXPORT CFDataRef SecCertificateCopyData(SecCertificateRef certificate) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef _Nullable SecCertificateCopySubjectSummary(SecCertificateRef certificate) CF_RETURNS_RETAINED;
CF_EXPORT SecPolicyRef SecPolicyCreateSSL(Boolean server, CFStringRef _Nullable hostname) CF_RETURNS_RETAINED;
CF_EXPORT SecPolicyRef SecPolicyCreateBasicX509(void) CF_RETURNS_RETAINED;
CF_EXPORT OSStatus SecTrustCreateWithCertificates(CFTypeRef certificates, CFTypeRef _Nullable policies, SecTrustRef * _Nonnull CF_RETURNS_RETAINED trust);
CF_EXPORT OSStatus SecTrustSetPolicies(SecTrustRef trust, CFTypeRef policies);
CF_EXPORT OSStatus SecTrustSetAnchorCertificates(SecTrustRef trust, CFArrayRef _Nullable anchorCertificates);
CF_EXPORT OSStatus SecTrustSetAnchorCertificatesOnly(SecTrustRef trust, Boolean anchorCertificatesOnly);
CF_EXPORT OSStatus SecTrustEvaluate(SecTrustRef trust, SecTrustResultType *result);
CF_EXPORT bool SecTrustEvaluateWithError(SecTrustRef trust, CFErrorRef _Nullable * _Nullable CF_RETURNS_RETAINED error);
CF_EXPORT CFIndex SecTrustGetCertificateCount(SecTrustRef trust);
CF_EXPORT SecCertificateRef _Nullable SecTrustGetCertificateAtIndex(SecTrustRef trust, CFIndex ix);
CF_EXPORT CFArrayRef _Nullable SecTrustCopyCertificateChain(SecTrustRef trust) CF_RETURNS_RETAINED;
CF_EXPORT SecKeyRef _Nullable SecTrustCopyPublicKey(SecTrustRef trust) CF_RETURNS_RETAINED;
CF_EXPORT SecKeyRef _Nullable SecTrustCopyKey(SecTrustRef trust) CF_RETURNS_RETAINED;
CF_EXPORT CFDataRef _Nullable SecKeyCopyExternalRepresentation(SecKeyRef key, CFErrorRef * _Nullable error) CF_RETURNS_RETAINED;
CF_EXPORT OSStatus SecIdentityCopyCertificate(SecIdentityRef identityRef, SecCertificateRef * _Nonnull CF_RETURNS_RETAINED certificateRef);

CF_ASSUME_NONNULL_END
/* Keychain attributes, more result codes and SecureTransport, from API/Security.api. */
#include <Security/SecurityGenerated.h>
#endif
