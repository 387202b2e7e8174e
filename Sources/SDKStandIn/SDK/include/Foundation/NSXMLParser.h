/* capcheck SDK shim: NSXMLParser (delegate-based; the delegate is not retained). */
#ifndef __CAPCHECK_FOUNDATION_NSXMLPARSER__
#define __CAPCHECK_FOUNDATION_NSXMLPARSER__
#include <Foundation/NSObject.h>
#include <Foundation/NSError.h>
@class NSData, NSURL, NSString, NSDictionary<KeyType, ObjectType>, NSInputStream;
NS_ASSUME_NONNULL_BEGIN
@protocol NSXMLParserDelegate;
@interface NSXMLParser : NSObject
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
- (instancetype)initWithData:(NSData *)data NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStream:(NSInputStream *)stream;
@property (nullable, assign) id <NSXMLParserDelegate> delegate;
@property BOOL shouldProcessNamespaces;
@property BOOL shouldReportNamespacePrefixes;
@property BOOL shouldResolveExternalEntities;
- (BOOL)parse;
- (void)abortParsing;
@property (nullable, readonly, copy) NSError *parserError;
@property (readonly) NSInteger lineNumber;
@property (readonly) NSInteger columnNumber;
@end
@protocol NSXMLParserDelegate <NSObject>
@optional
- (void)parserDidStartDocument:(NSXMLParser *)parser;
- (void)parserDidEndDocument:(NSXMLParser *)parser;
- (void)parser:(NSXMLParser *)parser didStartElement:(NSString *)elementName namespaceURI:(nullable NSString *)namespaceURI qualifiedName:(nullable NSString *)qName attributes:(NSDictionary<NSString *, NSString *> *)attributeDict;
- (void)parser:(NSXMLParser *)parser didEndElement:(NSString *)elementName namespaceURI:(nullable NSString *)namespaceURI qualifiedName:(nullable NSString *)qName;
- (void)parser:(NSXMLParser *)parser foundCharacters:(NSString *)string;
- (void)parser:(NSXMLParser *)parser parseErrorOccurred:(NSError *)parseError;
@end
NS_ASSUME_NONNULL_END
#endif
