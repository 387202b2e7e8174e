/* capcheck SDK shim: MobileCoreServices' uniform type identifier functions and constants. */
#ifndef __CAPCHECK_MOBILECORESERVICES__
#define __CAPCHECK_MOBILECORESERVICES__
#include <CoreFoundation/CoreFoundation.h>
CF_EXTERN_C_BEGIN
CF_ASSUME_NONNULL_BEGIN
CF_EXPORT const CFStringRef kUTTagClassFilenameExtension;
CF_EXPORT const CFStringRef kUTTagClassMIMEType;
CF_EXPORT const CFStringRef kUTExportedTypeDeclarationsKey;
CF_EXPORT const CFStringRef kUTTypeIdentifierKey;
CF_EXPORT CFStringRef _Nullable UTTypeCreatePreferredIdentifierForTag(CFStringRef inTagClass, CFStringRef inTag, CFStringRef _Nullable inConformingToUTI) CF_RETURNS_RETAINED;
CF_EXPORT CFArrayRef _Nullable UTTypeCreateAllIdentifiersForTag(CFStringRef inTagClass, CFStringRef inTag, CFStringRef _Nullable inConformingToUTI) CF_RETURNS_RETAINED;
CF_EXPORT CFStringRef _Nullable UTTypeCopyPreferredTagWithClass(CFStringRef inUTI, CFStringRef inTagClass) CF_RETURNS_RETAINED;
CF_EXPORT CFArrayRef _Nullable UTTypeCopyAllTagsWithClass(CFStringRef inUTI, CFStringRef inTagClass) CF_RETURNS_RETAINED;
CF_EXPORT Boolean UTTypeEqual(CFStringRef inUTI1, CFStringRef inUTI2);
CF_EXPORT Boolean UTTypeConformsTo(CFStringRef inUTI, CFStringRef inConformsToUTI);
CF_EXPORT CFStringRef _Nullable UTTypeCopyDescription(CFStringRef inUTI) CF_RETURNS_RETAINED;
CF_EXPORT CFDictionaryRef _Nullable UTTypeCopyDeclaration(CFStringRef inUTI) CF_RETURNS_RETAINED;
CF_EXPORT Boolean UTTypeIsDeclared(CFStringRef inUTI);
CF_EXPORT Boolean UTTypeIsDynamic(CFStringRef inUTI);
CF_EXPORT const CFStringRef kUTTypeItem;
CF_EXPORT const CFStringRef kUTTypeContent;
CF_EXPORT const CFStringRef kUTTypeCompositeContent;
CF_EXPORT const CFStringRef kUTTypeData;
CF_EXPORT const CFStringRef kUTTypeText;
CF_EXPORT const CFStringRef kUTTypePlainText;
CF_EXPORT const CFStringRef kUTTypeUTF8PlainText;
CF_EXPORT const CFStringRef kUTTypeRTF;
CF_EXPORT const CFStringRef kUTTypeHTML;
CF_EXPORT const CFStringRef kUTTypeXML;
CF_EXPORT const CFStringRef kUTTypeSourceCode;
CF_EXPORT const CFStringRef kUTTypeJSON;
CF_EXPORT const CFStringRef kUTTypePropertyList;
CF_EXPORT const CFStringRef kUTTypePDF;
CF_EXPORT const CFStringRef kUTTypeImage;
CF_EXPORT const CFStringRef kUTTypeJPEG;
CF_EXPORT const CFStringRef kUTTypeJPEG2000;
CF_EXPORT const CFStringRef kUTTypeTIFF;
CF_EXPORT const CFStringRef kUTTypePNG;
CF_EXPORT const CFStringRef kUTTypeGIF;
CF_EXPORT const CFStringRef kUTTypeBMP;
CF_EXPORT const CFStringRef kUTTypeICO;
CF_EXPORT const CFStringRef kUTTypeAppleICNS;
CF_EXPORT const CFStringRef kUTTypeRawImage;
CF_EXPORT const CFStringRef kUTTypeScalableVectorGraphics;
CF_EXPORT const CFStringRef kUTTypeLivePhoto;
CF_EXPORT const CFStringRef kUTTypeMovie;
CF_EXPORT const CFStringRef kUTTypeVideo;
CF_EXPORT const CFStringRef kUTTypeAudio;
CF_EXPORT const CFStringRef kUTTypeQuickTimeMovie;
CF_EXPORT const CFStringRef kUTTypeMPEG4;
CF_EXPORT const CFStringRef kUTTypeMP3;
CF_EXPORT const CFStringRef kUTTypeURL;
CF_EXPORT const CFStringRef kUTTypeFileURL;
CF_EXPORT const CFStringRef kUTTypeFolder;
CF_EXPORT const CFStringRef kUTTypeDirectory;
CF_EXPORT const CFStringRef kUTTypeArchive;
CF_EXPORT const CFStringRef kUTTypeZipArchive;
CF_EXPORT const CFStringRef kUTTypePackage;
CF_EXPORT const CFStringRef kUTTypeBundle;
CF_EXPORT const CFStringRef kUTTypeApplication;
CF_ASSUME_NONNULL_END
CF_EXTERN_C_END
#endif
