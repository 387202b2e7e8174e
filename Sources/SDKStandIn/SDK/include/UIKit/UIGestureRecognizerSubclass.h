/* capcheck SDK shim: what a UIGestureRecognizer subclass may override and set. */
#ifndef __CAPCHECK_UIKIT_UIGESTURERECOGNIZERSUBCLASS__
#define __CAPCHECK_UIKIT_UIGESTURERECOGNIZERSUBCLASS__
#include <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN
@interface UIGestureRecognizer (UIGestureRecognizerProtected)
@property (nonatomic, readwrite) UIGestureRecognizerState state;
- (void)ignoreTouch:(UITouch *)touch forEvent:(UIEvent *)event;
- (void)reset NS_REQUIRES_SUPER;
- (BOOL)canPreventGestureRecognizer:(UIGestureRecognizer *)preventedGestureRecognizer;
- (BOOL)canBePreventedByGestureRecognizer:(UIGestureRecognizer *)preventingGestureRecognizer;
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
@end
NS_ASSUME_NONNULL_END
#endif
