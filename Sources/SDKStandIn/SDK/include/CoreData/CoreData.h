/* capcheck SDK shim: Core Data. performBlock: escapes (it runs later on the context's queue);
 * performBlockAndWait: runs before it returns. */
#ifndef __CAPCHECK_COREDATA__
#define __CAPCHECK_COREDATA__
#include <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class NSManagedObjectContext, NSPersistentStoreCoordinator, NSManagedObjectModel, NSEntityDescription, NSPersistentStore, NSPersistentStoreDescription, NSManagedObjectID;
typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
    NSConfinementConcurrencyType = 0x00, NSPrivateQueueConcurrencyType = 0x01, NSMainQueueConcurrencyType = 0x02
};
typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType = 0x00, NSManagedObjectIDResultType = 0x01, NSDictionaryResultType = 0x02, NSCountResultType = 0x04
};
@protocol NSFetchRequestResult <NSObject>
@end
@interface NSManagedObjectID : NSObject <NSCopying, NSFetchRequestResult>
@property (readonly, strong) NSEntityDescription *entity;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end
@interface NSEntityDescription : NSObject <NSCoding, NSCopying>
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
+ (__kindof id)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
@property (nullable, copy) NSString *name;
@end
@interface NSFetchRequest<__covariant ResultType: id<NSFetchRequestResult>> : NSObject <NSCoding, NSCopying>
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) NSUInteger fetchOffset;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nullable, nonatomic, copy) NSArray *propertiesToFetch;
@end
@interface NSManagedObject : NSObject <NSFetchRequestResult>
+ (NSEntityDescription *)entity;
+ (NSFetchRequest *)fetchRequest;
- (__kindof NSManagedObject *)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;
@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, getter=isFault, readonly) BOOL fault;
- (void)willSave;
- (void)didSave;
- (void)awakeFromInsert;
- (void)awakeFromFetch;
- (nullable id)primitiveValueForKey:(NSString *)key;
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;
@end
typedef NS_ENUM(NSUInteger, NSMergePolicyType) { NSErrorMergePolicyType = 0x00, NSMergeByPropertyStoreTrumpMergePolicyType = 0x01, NSMergeByPropertyObjectTrumpMergePolicyType = 0x02, NSOverwriteMergePolicyType = 0x03, NSRollbackMergePolicyType = 0x04 };
FOUNDATION_EXPORT id NSErrorMergePolicy;
FOUNDATION_EXPORT id NSMergeByPropertyStoreTrumpMergePolicy;
FOUNDATION_EXPORT id NSMergeByPropertyObjectTrumpMergePolicy;
FOUNDATION_EXPORT id NSOverwriteMergePolicy;
FOUNDATION_EXPORT NSNotificationName const NSManagedObjectContextDidSaveNotification;
FOUNDATION_EXPORT NSNotificationName const NSManagedObjectContextObjectsDidChangeNotification;
FOUNDATION_EXPORT NSString * const NSInsertedObjectsKey;
FOUNDATION_EXPORT NSString * const NSUpdatedObjectsKey;
FOUNDATION_EXPORT NSString * const NSDeletedObjectsKey;
@interface NSManagedObjectContext : NSObject <NSCoding, NSLocking>
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;
- (void)performBlock:(void (^)(void))block;
- (void)performBlockAndWait:(void (NS_NOESCAPE ^)(void))block;
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (nullable, strong) NSManagedObjectContext *parentContext;
@property (nullable, copy) NSString *name;
@property (nullable, nonatomic, strong) NSUndoManager *undoManager;
@property (nonatomic, readonly) BOOL hasChanges;
@property (readonly) NSManagedObjectContextConcurrencyType concurrencyType;
@property (strong) id mergePolicy;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
- (nullable __kindof NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID;
- (__kindof NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID;
- (nullable __kindof NSManagedObject *)existingObjectWithID:(NSManagedObjectID *)objectID error:(NSError **)error;
- (nullable NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (NSUInteger)countForFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (void)insertObject:(NSManagedObject *)object;
- (void)deleteObject:(NSManagedObject *)object;
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag;
- (void)processPendingChanges;
- (void)undo;
- (void)redo;
- (void)reset;
- (void)rollback;
- (BOOL)save:(NSError **)error;
- (void)refreshAllObjects;
- (void)mergeChangesFromContextDidSaveNotification:(NSNotification *)notification;
- (BOOL)obtainPermanentIDsForObjects:(NSArray<NSManagedObject *> *)objects error:(NSError **)error;
@end
@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (readonly, copy) NSArray<NSEntityDescription *> *entities;
@end
FOUNDATION_EXPORT NSString * const NSSQLiteStoreType;
FOUNDATION_EXPORT NSString * const NSInMemoryStoreType;
FOUNDATION_EXPORT NSString * const NSMigratePersistentStoresAutomaticallyOption;
FOUNDATION_EXPORT NSString * const NSInferMappingModelAutomaticallyOption;
@interface NSPersistentStore : NSObject
@property (nullable, copy) NSURL *URL;
@property (copy) NSString *identifier;
@end
@interface NSPersistentStoreCoordinator : NSObject <NSLocking>
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
- (nullable __kindof NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType configuration:(nullable NSString *)configuration URL:(nullable NSURL *)storeURL options:(nullable NSDictionary *)options error:(NSError **)error;
- (BOOL)removePersistentStore:(NSPersistentStore *)store error:(NSError **)error;
- (void)performBlock:(void (^)(void))block;
- (void)performBlockAndWait:(void (NS_NOESCAPE ^)(void))block;
@end
@interface NSPersistentStoreDescription : NSObject <NSCopying>
+ (instancetype)persistentStoreDescriptionWithURL:(NSURL *)URL;
@property (copy) NSString *type;
@property (nullable, copy) NSURL *URL;
@property BOOL shouldAddStoreAsynchronously;
@property BOOL shouldMigrateStoreAutomatically;
@property BOOL shouldInferMappingModelAutomatically;
- (void)setOption:(nullable NSObject *)option forKey:(NSString *)key;
@end
@interface NSPersistentContainer : NSObject
+ (instancetype)persistentContainerWithName:(NSString *)name;
+ (instancetype)persistentContainerWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block;
- (NSManagedObjectContext *)newBackgroundContext NS_RETURNS_RETAINED;
- (void)performBackgroundTask:(void (^)(NSManagedObjectContext *))block;
@end
@protocol NSFetchedResultsControllerDelegate;
@protocol NSFetchedResultsSectionInfo
@property (nonatomic, readonly) NSString *name;
@property (nonatomic, readonly) NSUInteger numberOfObjects;
@property (nullable, nonatomic, readonly) NSArray *objects;
@end
typedef NS_ENUM(NSUInteger, NSFetchedResultsChangeType) { NSFetchedResultsChangeInsert = 1, NSFetchedResultsChangeDelete = 2, NSFetchedResultsChangeMove = 3, NSFetchedResultsChangeUpdate = 4 };
@interface NSFetchedResultsController<ResultType: id<NSFetchRequestResult>> : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest<ResultType> *)fetchRequest managedObjectContext:(NSManagedObjectContext *)context sectionNameKeyPath:(nullable NSString *)sectionNameKeyPath cacheName:(nullable NSString *)name;
- (BOOL)performFetch:(NSError **)error;
@property (nonatomic, readonly) NSFetchRequest<ResultType> *fetchRequest;
@property (nonatomic, readonly) NSManagedObjectContext *managedObjectContext;
@property (nullable, nonatomic, weak) id <NSFetchedResultsControllerDelegate> delegate;
@property (nullable, nonatomic, readonly) NSArray<ResultType> *fetchedObjects;
- (ResultType)objectAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSIndexPath *)indexPathForObject:(ResultType)object;
@property (nullable, nonatomic, readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections;
@end
@protocol NSFetchedResultsControllerDelegate <NSObject>
@optional
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller;
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(nullable NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(nullable NSIndexPath *)newIndexPath;
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller;
@end

NS_ASSUME_NONNULL_END
/* Model descriptions, from API/CoreData.api. */
#include <CoreData/NSPropertyDescription.h>
#endif
