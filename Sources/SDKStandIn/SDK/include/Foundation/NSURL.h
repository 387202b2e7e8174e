/* capcheck SDK shim: NSURL, NSURLComponents, NSURLQueryItem. */
#ifndef __CAPCHECK_FOUNDATION_NSURL__
#define __CAPCHECK_FOUNDATION_NSURL__
#include <Foundation/NSObject.h>
@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSData, NSError, NSNumber;

NS_ASSUME_NONNULL_BEGIN

typedef NSString *NSURLResourceKey;
FOUNDATION_EXPORT NSString * const NSURLFileScheme;
FOUNDATION_EXPORT NSURLResourceKey const NSURLIsDirectoryKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLFileSizeKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLContentModificationDateKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLIsExcludedFromBackupKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLNameKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLTotalFileAllocatedSizeKey;

@interface NSURL : NSObject <NSSecureCoding, NSCopying>
- (nullable instancetype)initWithString:(NSString *)URLString;
- (nullable instancetype)initWithString:(NSString *)URLString relativeToURL:(nullable NSURL *)baseURL;
+ (nullable instancetype)URLWithString:(NSString *)URLString;
+ (nullable instancetype)URLWithString:(NSString *)URLString relativeToURL:(nullable NSURL *)baseURL;
- (instancetype)initFileURLWithPath:(NSString *)path isDirectory:(BOOL)isDir;
- (instancetype)initFileURLWithPath:(NSString *)path;
+ (NSURL *)fileURLWithPath:(NSString *)path isDirectory:(BOOL)isDir;
+ (NSURL *)fileURLWithPath:(NSString *)path;
+ (NSURL *)fileURLWithPathComponents:(NSArray<NSString *> *)components;
@property (nullable, readonly, copy) NSString *absoluteString;
@property (readonly, copy) NSString *relativeString;
@property (nullable, readonly, copy) NSURL *baseURL;
@property (nullable, readonly, copy) NSURL *absoluteURL;
@property (nullable, readonly, copy) NSString *scheme;
@property (nullable, readonly, copy) NSString *resourceSpecifier;
@property (nullable, readonly, copy) NSString *host;
@property (nullable, readonly, copy) NSNumber *port;
@property (nullable, readonly, copy) NSString *user;
@property (nullable, readonly, copy) NSString *password;
@property (nullable, readonly, copy) NSString *path;
@property (nullable, readonly, copy) NSString *fragment;
@property (nullable, readonly, copy) NSString *query;
@property (nullable, readonly, copy) NSString *relativePath;
@property (readonly) BOOL hasDirectoryPath;
@property (readonly, getter=isFileURL) BOOL fileURL;
@property (nullable, readonly, copy) NSURL *standardizedURL;
@property (nullable, readonly, copy) NSArray<NSString *> *pathComponents;
@property (nullable, readonly, copy) NSString *lastPathComponent;
@property (nullable, readonly, copy) NSString *pathExtension;
- (NSURL *)URLByAppendingPathComponent:(NSString *)pathComponent;
- (NSURL *)URLByAppendingPathComponent:(NSString *)pathComponent isDirectory:(BOOL)isDirectory;
@property (nullable, readonly, copy) NSURL *URLByDeletingLastPathComponent;
- (NSURL *)URLByAppendingPathExtension:(NSString *)pathExtension;
@property (nullable, readonly, copy) NSURL *URLByDeletingPathExtension;
@property (nullable, readonly, copy) NSURL *URLByStandardizingPath;
@property (nullable, readonly, copy) NSURL *URLByResolvingSymlinksInPath;
- (BOOL)checkResourceIsReachableAndReturnError:(NSError **)error;
- (BOOL)getResourceValue:(out id _Nullable * _Nonnull)value forKey:(NSURLResourceKey)key error:(out NSError ** _Nullable)error;
- (nullable NSDictionary<NSURLResourceKey, id> *)resourceValuesForKeys:(NSArray<NSURLResourceKey> *)keys error:(NSError **)error;
- (BOOL)setResourceValue:(nullable id)value forKey:(NSURLResourceKey)key error:(NSError **)error;
- (BOOL)startAccessingSecurityScopedResource;
- (void)stopAccessingSecurityScopedResource;
@property (readonly) const char *fileSystemRepresentation NS_RETURNS_INNER_POINTER;
@end

@interface NSURLQueryItem : NSObject <NSSecureCoding, NSCopying>
- (instancetype)initWithName:(NSString *)name value:(nullable NSString *)value NS_DESIGNATED_INITIALIZER;
+ (instancetype)queryItemWithName:(NSString *)name value:(nullable NSString *)value;
@property (readonly) NSString *name;
@property (nullable, readonly) NSString *value;
@end

@interface NSURLComponents : NSObject <NSCopying>
- (instancetype)init;
- (nullable instancetype)initWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
+ (nullable instancetype)componentsWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
- (nullable instancetype)initWithString:(NSString *)URLString;
+ (nullable instancetype)componentsWithString:(NSString *)URLString;
@property (nullable, readonly, copy) NSURL *URL;
- (nullable NSURL *)URLRelativeToURL:(nullable NSURL *)baseURL;
@property (nullable, readonly, copy) NSString *string;
@property (nullable, copy) NSString *scheme;
@property (nullable, copy) NSString *user;
@property (nullable, copy) NSString *password;
@property (nullable, copy) NSString *host;
@property (nullable, copy) NSNumber *port;
@property (nullable, copy) NSString *path;
@property (nullable, copy) NSString *query;
@property (nullable, copy) NSString *fragment;
@property (nullable, copy) NSString *percentEncodedQuery;
@property (nullable, copy) NSString *percentEncodedPath;
@property (nullable, copy) NSArray<NSURLQueryItem *> *queryItems;
@property (nullable, copy) NSArray<NSURLQueryItem *> *percentEncodedQueryItems;
@end

NS_ASSUME_NONNULL_END
#endif
