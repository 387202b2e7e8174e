// ImageIO and MobileCoreServices come from the SDK stand-in, not from empty stand-ins.
#import <ImageIO/ImageIO.h>
#import <MobileCoreServices/MobileCoreServices.h>
#import <UIKit/UIKit.h>
void decode(NSData *data, void (^done)(UIImage *image)) {
    CGImageSourceRef source = CGImageSourceCreateWithData((__bridge CFDataRef)data, NULL);
    CFStringRef type = CGImageSourceGetType(source);
    BOOL isImage = type && UTTypeConformsTo(type, kUTTypeImage);
    CGImagePropertyOrientation orientation = kCGImagePropertyOrientationUp;
    dispatch_async(dispatch_get_main_queue(), ^{
        done(isImage && orientation == kCGImagePropertyOrientationUp ? [UIImage new] : nil);
        CFRelease(source);
    });
}
