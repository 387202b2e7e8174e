/* capcheck SDK shim: Core Location. */
#ifndef __CAPCHECK_CORELOCATION__
#define __CAPCHECK_CORELOCATION__
#include <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef double CLLocationDegrees;
typedef double CLLocationAccuracy;
typedef double CLLocationSpeed;
typedef double CLLocationDirection;
typedef double CLLocationDistance;
typedef struct { CLLocationDegrees latitude; CLLocationDegrees longitude; } CLLocationCoordinate2D;
FOUNDATION_EXPORT CLLocationCoordinate2D CLLocationCoordinate2DMake(CLLocationDegrees latitude, CLLocationDegrees longitude);
FOUNDATION_EXPORT BOOL CLLocationCoordinate2DIsValid(CLLocationCoordinate2D coord);
FOUNDATION_EXPORT const CLLocationAccuracy kCLLocationAccuracyBest;
FOUNDATION_EXPORT const CLLocationAccuracy kCLLocationAccuracyNearestTenMeters;
FOUNDATION_EXPORT const CLLocationAccuracy kCLLocationAccuracyHundredMeters;
FOUNDATION_EXPORT const CLLocationAccuracy kCLLocationAccuracyKilometer;
FOUNDATION_EXPORT const CLLocationDistance kCLDistanceFilterNone;
typedef NS_ENUM(int, CLAuthorizationStatus) {
    kCLAuthorizationStatusNotDetermined = 0, kCLAuthorizationStatusRestricted, kCLAuthorizationStatusDenied,
    kCLAuthorizationStatusAuthorizedAlways, kCLAuthorizationStatusAuthorizedWhenInUse
};
@interface CLLocation : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithLatitude:(CLLocationDegrees)latitude longitude:(CLLocationDegrees)longitude;
@property (readonly, nonatomic) CLLocationCoordinate2D coordinate;
@property (readonly, nonatomic) CLLocationDistance altitude;
@property (readonly, nonatomic) CLLocationAccuracy horizontalAccuracy;
@property (readonly, nonatomic) CLLocationSpeed speed;
@property (readonly, nonatomic, copy) NSDate *timestamp;
- (CLLocationDistance)distanceFromLocation:(const CLLocation *)location;
@end
@class CLLocationManager, CLPlacemark, CLRegion, CLHeading;
@protocol CLLocationManagerDelegate <NSObject>
@optional
- (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations;
- (void)locationManager:(CLLocationManager *)manager didFailWithError:(NSError *)error;
- (void)locationManager:(CLLocationManager *)manager didChangeAuthorizationStatus:(CLAuthorizationStatus)status;
- (void)locationManagerDidChangeAuthorization:(CLLocationManager *)manager;
- (void)locationManager:(CLLocationManager *)manager didUpdateHeading:(CLHeading *)newHeading;
- (void)locationManager:(CLLocationManager *)manager didEnterRegion:(CLRegion *)region;
- (void)locationManager:(CLLocationManager *)manager didExitRegion:(CLRegion *)region;
@end
@interface CLLocationManager : NSObject
+ (BOOL)locationServicesEnabled;
+ (CLAuthorizationStatus)authorizationStatus;
@property (nonatomic, readonly) CLAuthorizationStatus authorizationStatus;
@property (weak, nonatomic, nullable) id<CLLocationManagerDelegate> delegate;
@property (assign, nonatomic) CLLocationDistance distanceFilter;
@property (assign, nonatomic) CLLocationAccuracy desiredAccuracy;
@property (assign, nonatomic) BOOL allowsBackgroundLocationUpdates;
@property (assign, nonatomic) BOOL pausesLocationUpdatesAutomatically;
@property (readonly, nonatomic, copy, nullable) CLLocation *location;
- (void)requestWhenInUseAuthorization;
- (void)requestAlwaysAuthorization;
- (void)startUpdatingLocation;
- (void)stopUpdatingLocation;
- (void)requestLocation;
- (void)startUpdatingHeading;
- (void)stopUpdatingHeading;
- (void)startMonitoringSignificantLocationChanges;
- (void)stopMonitoringSignificantLocationChanges;
- (void)startMonitoringForRegion:(CLRegion *)region;
- (void)stopMonitoringForRegion:(CLRegion *)region;
@end
@interface CLRegion : NSObject <NSCopying, NSSecureCoding>
@property (readonly, copy, nonatomic) NSString *identifier;
@end
@interface CLCircularRegion : CLRegion
- (instancetype)initWithCenter:(CLLocationCoordinate2D)center radius:(CLLocationDistance)radius identifier:(NSString *)identifier;
@end
@interface CLHeading : NSObject <NSCopying, NSSecureCoding>
@property (readonly, nonatomic) CLLocationDirection magneticHeading;
@property (readonly, nonatomic) CLLocationDirection trueHeading;
@end
@interface CLPlacemark : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly, copy, nullable) CLLocation *location;
@property (nonatomic, readonly, copy, nullable) NSString *name;
@property (nonatomic, readonly, copy, nullable) NSString *locality;
@property (nonatomic, readonly, copy, nullable) NSString *country;
@property (nonatomic, readonly, copy, nullable) NSString *ISOcountryCode;
@property (nonatomic, readonly, copy, nullable) NSString *postalCode;
@end
typedef void (^CLGeocodeCompletionHandler)(NSArray<CLPlacemark *> * _Nullable placemarks, NSError * _Nullable error);
@interface CLGeocoder : NSObject
@property (nonatomic, readonly, getter=isGeocoding) BOOL geocoding;
- (void)reverseGeocodeLocation:(CLLocation *)location completionHandler:(CLGeocodeCompletionHandler)completionHandler;
- (void)geocodeAddressString:(NSString *)addressString completionHandler:(CLGeocodeCompletionHandler)completionHandler;
- (void)cancelGeocode;
@end

NS_ASSUME_NONNULL_END
#endif
