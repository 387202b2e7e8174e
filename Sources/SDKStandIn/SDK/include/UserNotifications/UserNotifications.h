/* capcheck SDK shim: the UserNotifications framework. */
#ifndef __CAPCHECK_USERNOTIFICATIONS__
#define __CAPCHECK_USERNOTIFICATIONS__
#include <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UNAuthorizationOptions) {
    UNAuthorizationOptionBadge = (1 << 0), UNAuthorizationOptionSound = (1 << 1), UNAuthorizationOptionAlert = (1 << 2),
    UNAuthorizationOptionCarPlay = (1 << 3), UNAuthorizationOptionProvisional = (1 << 6)
};
typedef NS_ENUM(NSInteger, UNAuthorizationStatus) { UNAuthorizationStatusNotDetermined = 0, UNAuthorizationStatusDenied, UNAuthorizationStatusAuthorized, UNAuthorizationStatusProvisional };
typedef NS_OPTIONS(NSUInteger, UNNotificationPresentationOptions) {
    UNNotificationPresentationOptionBadge = (1 << 0), UNNotificationPresentationOptionSound = (1 << 1),
    UNNotificationPresentationOptionAlert = (1 << 2), UNNotificationPresentationOptionList = (1 << 3), UNNotificationPresentationOptionBanner = (1 << 4)
};
@class UNNotification, UNNotificationResponse, UNNotificationRequest, UNNotificationSettings, UNNotificationContent, UNNotificationTrigger, UNNotificationCategory;
@interface UNNotificationContent : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *title;
@property (readonly, copy) NSString *body;
@property (readonly, copy) NSDictionary *userInfo;
@property (readonly, copy, nullable) NSNumber *badge;
@end
@interface UNMutableNotificationContent : UNNotificationContent
@property (copy) NSString *title;
@property (copy) NSString *subtitle;
@property (copy) NSString *body;
@property (copy) NSDictionary *userInfo;
@property (copy, nullable) NSNumber *badge;
@property (copy, nullable) id sound;
@property (copy) NSString *categoryIdentifier;
@end
@interface UNNotificationTrigger : NSObject <NSCopying, NSSecureCoding>
@property (readonly) BOOL repeats;
@end
@interface UNTimeIntervalNotificationTrigger : UNNotificationTrigger
+ (instancetype)triggerWithTimeInterval:(NSTimeInterval)timeInterval repeats:(BOOL)repeats;
@end
@interface UNCalendarNotificationTrigger : UNNotificationTrigger
+ (instancetype)triggerWithDateMatchingComponents:(NSDateComponents *)dateComponents repeats:(BOOL)repeats;
@end
@interface UNNotificationRequest : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)requestWithIdentifier:(NSString *)identifier content:(UNNotificationContent *)content trigger:(nullable UNNotificationTrigger *)trigger;
@property (readonly, copy) NSString *identifier;
@property (readonly, copy) UNNotificationContent *content;
@end
@interface UNNotification : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy) NSDate *date;
@property (readonly, copy) UNNotificationRequest *request;
@end
@interface UNNotificationResponse : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy) UNNotification *notification;
@property (readonly, copy) NSString *actionIdentifier;
@end
@interface UNNotificationSettings : NSObject <NSCopying, NSSecureCoding>
@property (readonly) UNAuthorizationStatus authorizationStatus;
@end
@protocol UNUserNotificationCenterDelegate;
@interface UNUserNotificationCenter : NSObject
@property (nonatomic, nullable, weak) id <UNUserNotificationCenterDelegate> delegate;
+ (UNUserNotificationCenter *)currentNotificationCenter;
- (void)requestAuthorizationWithOptions:(UNAuthorizationOptions)options completionHandler:(void (^)(BOOL granted, NSError * _Nullable error))completionHandler;
- (void)setNotificationCategories:(NSSet<UNNotificationCategory *> *)categories;
- (void)getNotificationSettingsWithCompletionHandler:(void (^)(UNNotificationSettings *settings))completionHandler;
- (void)addNotificationRequest:(UNNotificationRequest *)request withCompletionHandler:(nullable void (^)(NSError * _Nullable error))completionHandler;
- (void)getPendingNotificationRequestsWithCompletionHandler:(void (^)(NSArray<UNNotificationRequest *> *requests))completionHandler;
- (void)removePendingNotificationRequestsWithIdentifiers:(NSArray<NSString *> *)identifiers;
- (void)removeAllPendingNotificationRequests;
- (void)getDeliveredNotificationsWithCompletionHandler:(void (^)(NSArray<UNNotification *> *notifications))completionHandler;
- (void)removeAllDeliveredNotifications;
@end
@protocol UNUserNotificationCenterDelegate <NSObject>
@optional
- (void)userNotificationCenter:(UNUserNotificationCenter *)center willPresentNotification:(UNNotification *)notification withCompletionHandler:(void (^)(UNNotificationPresentationOptions options))completionHandler;
- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler;
@end
@interface UNNotificationCategory : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)categoryWithIdentifier:(NSString *)identifier actions:(NSArray *)actions intentIdentifiers:(NSArray<NSString *> *)intentIdentifiers options:(NSUInteger)options;
@end

NS_ASSUME_NONNULL_END
#endif
