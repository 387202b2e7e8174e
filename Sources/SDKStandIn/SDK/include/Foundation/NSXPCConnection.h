/* capcheck SDK shim: NSXPCConnection. Its invalidation and interruption handlers and the error
 * handler of a remote proxy are kept by the connection: capturing the connection's owner in them
 * is a cycle until the connection is invalidated. */
#ifndef __CAPCHECK_FOUNDATION_NSXPCCONNECTION__
#define __CAPCHECK_FOUNDATION_NSXPCCONNECTION__
#include <Foundation/NSObject.h>
#include <Foundation/NSError.h>
@class NSXPCInterface, NSXPCListenerEndpoint, NSString;
NS_ASSUME_NONNULL_BEGIN
typedef NS_OPTIONS(NSUInteger, NSXPCConnectionOptions) { NSXPCConnectionPrivileged = (1 << 12UL) };
@protocol NSXPCProxyCreating
- (id)remoteObjectProxy;
- (id)remoteObjectProxyWithErrorHandler:(void (^)(NSError *error))handler;
- (id)synchronousRemoteObjectProxyWithErrorHandler:(void (^)(NSError *error))handler;
@end
@interface NSXPCConnection : NSObject <NSXPCProxyCreating>
- (instancetype)initWithServiceName:(NSString *)serviceName;
- (instancetype)initWithMachServiceName:(NSString *)name options:(NSXPCConnectionOptions)options;
- (instancetype)initWithListenerEndpoint:(NSXPCListenerEndpoint *)endpoint;
@property (nullable, readonly, copy) NSString *serviceName;
@property (nullable, retain) NSXPCInterface *exportedInterface;
@property (nullable, retain) id exportedObject;
@property (nullable, retain) NSXPCInterface *remoteObjectInterface;
@property (readonly, retain) id remoteObjectProxy;
- (id)remoteObjectProxyWithErrorHandler:(void (^)(NSError *error))handler;
- (id)synchronousRemoteObjectProxyWithErrorHandler:(void (^)(NSError *error))handler;
@property (nullable, copy) void (^interruptionHandler)(void);
@property (nullable, copy) void (^invalidationHandler)(void);
- (void)resume;
- (void)suspend;
- (void)activate;
- (void)invalidate;
@property (readonly) int processIdentifier;
- (void)scheduleSendBarrierBlock:(void (^)(void))block;
@end
@protocol NSXPCListenerDelegate;
@interface NSXPCListener : NSObject
+ (NSXPCListener *)serviceListener;
+ (NSXPCListener *)anonymousListener;
- (instancetype)initWithMachServiceName:(NSString *)name NS_DESIGNATED_INITIALIZER;
@property (nullable, weak) id <NSXPCListenerDelegate> delegate;
@property (readonly, retain) NSXPCListenerEndpoint *endpoint;
- (void)resume;
- (void)suspend;
- (void)invalidate;
@end
@protocol NSXPCListenerDelegate <NSObject>
@optional
- (BOOL)listener:(NSXPCListener *)listener shouldAcceptNewConnection:(NSXPCConnection *)newConnection;
@end
@interface NSXPCInterface : NSObject
+ (NSXPCInterface *)interfaceWithProtocol:(Protocol *)protocol;
@property (assign) Protocol *protocol;
@end
@interface NSXPCListenerEndpoint : NSObject <NSSecureCoding>
@end
NS_ASSUME_NONNULL_END
#endif
