/* capcheck SDK shim: NSCache, NSPurgeableData, NSHashTable, NSMapTable, NSPointerArray. */
#ifndef __CAPCHECK_FOUNDATION_NSCACHE__
#define __CAPCHECK_FOUNDATION_NSCACHE__
#include <Foundation/NSObject.h>
#include <Foundation/NSData.h>
#include <Foundation/NSEnumerator.h>
@class NSString, NSArray<ObjectType>, NSSet<ObjectType>, NSDictionary<KeyType, ObjectType>;

NS_ASSUME_NONNULL_BEGIN

@protocol NSCacheDelegate;
@interface NSCache<KeyType, ObjectType> : NSObject
@property (copy) NSString *name;
@property (nullable, assign) id<NSCacheDelegate> delegate;
- (nullable ObjectType)objectForKey:(KeyType)key;
- (void)setObject:(ObjectType)obj forKey:(KeyType)key;
- (void)setObject:(ObjectType)obj forKey:(KeyType)key cost:(NSUInteger)g;
- (void)removeObjectForKey:(KeyType)key;
- (void)removeAllObjects;
@property NSUInteger totalCostLimit;
@property NSUInteger countLimit;
@property BOOL evictsObjectsWithDiscardedContent;
@end
@protocol NSCacheDelegate <NSObject>
@optional
- (void)cache:(NSCache *)cache willEvictObject:(id)obj;
@end
@interface NSPurgeableData : NSMutableData <NSDiscardableContent>
@end

typedef NS_OPTIONS(NSUInteger, NSPointerFunctionsOptions) {
    NSPointerFunctionsStrongMemory = (0UL << 0), NSPointerFunctionsOpaqueMemory = (2UL << 0),
    NSPointerFunctionsMallocMemory = (3UL << 0), NSPointerFunctionsMachVirtualMemory = (4UL << 0),
    NSPointerFunctionsWeakMemory = (5UL << 0), NSPointerFunctionsObjectPersonality = (0UL << 8),
    NSPointerFunctionsOpaquePersonality = (1UL << 8), NSPointerFunctionsObjectPointerPersonality = (2UL << 8),
    NSPointerFunctionsCStringPersonality = (3UL << 8), NSPointerFunctionsStructPersonality = (4UL << 8),
    NSPointerFunctionsIntegerPersonality = (5UL << 8), NSPointerFunctionsCopyIn = (1UL << 16),
};
typedef NSPointerFunctionsOptions NSHashTableOptions;
typedef NSPointerFunctionsOptions NSMapTableOptions;
static const NSHashTableOptions NSHashTableStrongMemory = NSPointerFunctionsStrongMemory;
static const NSHashTableOptions NSHashTableWeakMemory = NSPointerFunctionsWeakMemory;
static const NSHashTableOptions NSHashTableCopyIn = NSPointerFunctionsCopyIn;
static const NSHashTableOptions NSHashTableObjectPointerPersonality = NSPointerFunctionsObjectPointerPersonality;
static const NSMapTableOptions NSMapTableStrongMemory = NSPointerFunctionsStrongMemory;
static const NSMapTableOptions NSMapTableWeakMemory = NSPointerFunctionsWeakMemory;
static const NSMapTableOptions NSMapTableCopyIn = NSPointerFunctionsCopyIn;
static const NSMapTableOptions NSMapTableObjectPointerPersonality = NSPointerFunctionsObjectPointerPersonality;

@interface NSHashTable<ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
- (instancetype)initWithOptions:(NSPointerFunctionsOptions)options capacity:(NSUInteger)initialCapacity;
+ (NSHashTable<ObjectType> *)hashTableWithOptions:(NSPointerFunctionsOptions)options;
+ (NSHashTable<ObjectType> *)weakObjectsHashTable;
@property (readonly) NSUInteger count;
- (nullable ObjectType)member:(nullable ObjectType)object;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (void)addObject:(nullable ObjectType)object;
- (void)removeObject:(nullable ObjectType)object;
- (void)removeAllObjects;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
@property (nullable, nonatomic, readonly) ObjectType anyObject;
- (BOOL)containsObject:(nullable ObjectType)anObject;
@property (readonly, copy) NSSet<ObjectType> *setRepresentation;
@end

@interface NSMapTable<KeyType, ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
- (instancetype)initWithKeyOptions:(NSPointerFunctionsOptions)keyOptions valueOptions:(NSPointerFunctionsOptions)valueOptions capacity:(NSUInteger)initialCapacity;
+ (NSMapTable<KeyType, ObjectType> *)mapTableWithKeyOptions:(NSPointerFunctionsOptions)keyOptions valueOptions:(NSPointerFunctionsOptions)valueOptions;
+ (NSMapTable<KeyType, ObjectType> *)strongToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)strongToWeakObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToWeakObjectsMapTable;
- (nullable ObjectType)objectForKey:(nullable KeyType)aKey;
- (void)removeObjectForKey:(nullable KeyType)aKey;
- (void)setObject:(nullable ObjectType)anObject forKey:(nullable KeyType)aKey;
@property (readonly) NSUInteger count;
- (NSEnumerator<KeyType> *)keyEnumerator;
- (nullable NSEnumerator<ObjectType> *)objectEnumerator;
- (void)removeAllObjects;
- (NSDictionary<KeyType, ObjectType> *)dictionaryRepresentation;
@end

@interface NSPointerArray : NSObject <NSFastEnumeration, NSCopying, NSSecureCoding>
- (instancetype)initWithOptions:(NSPointerFunctionsOptions)options NS_DESIGNATED_INITIALIZER;
+ (NSPointerArray *)pointerArrayWithOptions:(NSPointerFunctionsOptions)options;
+ (NSPointerArray *)weakObjectsPointerArray;
+ (NSPointerArray *)strongObjectsPointerArray;
- (nullable void *)pointerAtIndex:(NSUInteger)index;
- (void)addPointer:(nullable void *)pointer;
- (void)removePointerAtIndex:(NSUInteger)index;
- (void)insertPointer:(nullable void *)item atIndex:(NSUInteger)index;
- (void)replacePointerAtIndex:(NSUInteger)index withPointer:(nullable void *)item;
- (void)compact;
@property NSUInteger count;
@property (readonly, copy) NSArray *allObjects;
@end

NS_ASSUME_NONNULL_END
#endif
