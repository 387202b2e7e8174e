/* capcheck SDK shim: UIControl target-action (the target is NOT retained) and closure actions
 * (UIAction handlers are retained by the control), and the common controls. */
#ifndef __CAPCHECK_UIKIT_UICONTROL__
#define __CAPCHECK_UIKIT_UICONTROL__
#include <UIKit/UIView.h>
#include <UIKit/UIImage.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchDown = 1 << 0, UIControlEventTouchDownRepeat = 1 << 1, UIControlEventTouchDragInside = 1 << 2,
    UIControlEventTouchDragOutside = 1 << 3, UIControlEventTouchDragEnter = 1 << 4, UIControlEventTouchDragExit = 1 << 5,
    UIControlEventTouchUpInside = 1 << 6, UIControlEventTouchUpOutside = 1 << 7, UIControlEventTouchCancel = 1 << 8,
    UIControlEventValueChanged = 1 << 12, UIControlEventPrimaryActionTriggered = 1 << 13, UIControlEventMenuActionTriggered = 1 << 14,
    UIControlEventEditingDidBegin = 1 << 16, UIControlEventEditingChanged = 1 << 17, UIControlEventEditingDidEnd = 1 << 18,
    UIControlEventEditingDidEndOnExit = 1 << 19, UIControlEventAllTouchEvents = 0x00000FFF,
    UIControlEventAllEditingEvents = 0x000F0000, UIControlEventAllEvents = 0xFFFFFFFF
};
typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal = 0, UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1,
    UIControlStateSelected = 1 << 2, UIControlStateFocused = 1 << 3,
};
typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) { UIControlContentHorizontalAlignmentCenter = 0, UIControlContentHorizontalAlignmentLeft = 1, UIControlContentHorizontalAlignmentRight = 2, UIControlContentHorizontalAlignmentFill = 3 };
typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment) { UIControlContentVerticalAlignmentCenter = 0, UIControlContentVerticalAlignmentTop = 1, UIControlContentVerticalAlignmentBottom = 2, UIControlContentVerticalAlignmentFill = 3 };

@class UIAction, UIMenu, UIMenuElement;
typedef NSString *UIActionIdentifier;
typedef void (^UIActionHandler)(__kindof UIAction *action);
typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) { UIMenuElementAttributesDisabled = 1 << 0, UIMenuElementAttributesDestructive = 1 << 1, UIMenuElementAttributesHidden = 1 << 2 };
typedef NS_ENUM(NSInteger, UIMenuElementState) { UIMenuElementStateOff, UIMenuElementStateOn, UIMenuElementStateMixed };
@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) NSString *title;
@property (nullable, nonatomic, readonly) UIImage *image;
@end
@interface UIAction : UIMenuElement
@property (nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) UIImage *image;
@property (nonatomic, readonly) UIActionIdentifier identifier;
@property (nonatomic) UIMenuElementAttributes attributes;
@property (nonatomic) UIMenuElementState state;
@property (nullable, nonatomic, readonly) id sender;
+ (instancetype)actionWithHandler:(UIActionHandler)handler;
+ (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler;
@end
typedef NS_OPTIONS(NSUInteger, UIMenuOptions) { UIMenuOptionsDisplayInline = 1 << 0, UIMenuOptionsDestructive = 1 << 1 };
@interface UIMenu : UIMenuElement
@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;
+ (UIMenu *)menuWithChildren:(NSArray<UIMenuElement *> *)children;
+ (UIMenu *)menuWithTitle:(NSString *)title children:(NSArray<UIMenuElement *> *)children;
+ (UIMenu *)menuWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable NSString *)identifier options:(UIMenuOptions)options children:(NSArray<UIMenuElement *> *)children;
@end

@interface UIControl : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame primaryAction:(nullable UIAction *)primaryAction;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic) UIControlContentVerticalAlignment contentVerticalAlignment;
@property (nonatomic) UIControlContentHorizontalAlignment contentHorizontalAlignment;
@property (nonatomic, readonly) UIControlState state;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isTouchInside) BOOL touchInside;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeActionForIdentifier:(UIActionIdentifier)actionIdentifier forControlEvents:(UIControlEvents)controlEvents;
- (void)performPrimaryAction;
@property (nonatomic, readonly) NSSet *allTargets;
@property (nonatomic, readonly) UIControlEvents allControlEvents;
- (nullable NSArray<NSString *> *)actionsForTarget:(nullable id)target forControlEvent:(UIControlEvents)controlEvent;
- (void)sendAction:(SEL)action to:(nullable id)target forEvent:(nullable UIEvent *)event;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@property (nonatomic, getter=isContextMenuInteractionEnabled) BOOL contextMenuInteractionEnabled;
@property (nonatomic) BOOL showsMenuAsPrimaryAction;
@end

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0, UIButtonTypeSystem = 1, UIButtonTypeDetailDisclosure, UIButtonTypeInfoLight,
    UIButtonTypeInfoDark, UIButtonTypeContactAdd, UIButtonTypeClose = 7, UIButtonTypeRoundedRect = UIButtonTypeSystem
};
@class UILabel, UIImageView, UIButtonConfiguration;
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
+ (instancetype)systemButtonWithImage:(UIImage *)image target:(nullable id)target action:(nullable SEL)action;
+ (instancetype)buttonWithType:(UIButtonType)buttonType primaryAction:(nullable UIAction *)primaryAction;
+ (instancetype)systemButtonWithPrimaryAction:(nullable UIAction *)primaryAction;
@property (nonatomic, readonly) UIButtonType buttonType;
@property (nonatomic) UIEdgeInsets contentEdgeInsets;
@property (nonatomic) UIEdgeInsets titleEdgeInsets;
@property (nonatomic) UIEdgeInsets imageEdgeInsets;
@property (nullable, nonatomic, strong) UIMenu *menu;
@property (nullable, nonatomic, copy) UIButtonConfiguration *configuration;
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state;
- (nullable NSString *)titleForState:(UIControlState)state;
- (nullable UIImage *)imageForState:(UIControlState)state;
@property (nullable, nonatomic, readonly, strong) NSString *currentTitle;
@property (nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property (nullable, nonatomic, readonly, strong) UILabel *titleLabel;
@property (nullable, nonatomic, readonly, strong) UIImageView *imageView;
@end

@interface UILabel : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIColor *shadowColor;
@property (nonatomic) CGSize shadowOffset;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumScaleFactor;
@property (nonatomic) CGFloat preferredMaxLayoutWidth;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end

@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
- (instancetype)initWithImage:(nullable UIImage *)image highlightedImage:(nullable UIImage *)highlightedImage;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *highlightedImage;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nullable, nonatomic, copy) NSArray<UIImage *> *animationImages;
@property (nullable, nonatomic, copy) NSArray<UIImage *> *highlightedAnimationImages;
@property (nonatomic) NSTimeInterval animationDuration;
@property (nonatomic) NSInteger animationRepeatCount;
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@end

typedef NS_ENUM(NSInteger, UITextBorderStyle) { UITextBorderStyleNone, UITextBorderStyleLine, UITextBorderStyleBezel, UITextBorderStyleRoundedRect };
typedef NS_ENUM(NSInteger, UITextFieldViewMode) { UITextFieldViewModeNever, UITextFieldViewModeWhileEditing, UITextFieldViewModeUnlessEditing, UITextFieldViewModeAlways };
typedef NS_ENUM(NSInteger, UIKeyboardType) { UIKeyboardTypeDefault, UIKeyboardTypeASCIICapable, UIKeyboardTypeNumbersAndPunctuation, UIKeyboardTypeURL, UIKeyboardTypeNumberPad, UIKeyboardTypePhonePad, UIKeyboardTypeNamePhonePad, UIKeyboardTypeEmailAddress, UIKeyboardTypeDecimalPad, UIKeyboardTypeTwitter, UIKeyboardTypeWebSearch, UIKeyboardTypeASCIICapableNumberPad, UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable };
typedef NS_ENUM(NSInteger, UIReturnKeyType) { UIReturnKeyDefault, UIReturnKeyGo, UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext, UIReturnKeyRoute, UIReturnKeySearch, UIReturnKeySend, UIReturnKeyDone = 9 };
@protocol UITextFieldDelegate;
@interface UITextField : UIControl
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@property (nullable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIFont *font;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nullable, nonatomic, copy) NSAttributedString *attributedPlaceholder;
@property (nonatomic) BOOL clearsOnBeginEditing;
@property (nullable, nonatomic, weak) id <UITextFieldDelegate> delegate;
@property (nonatomic, readonly, getter=isEditing) BOOL editing;
@property (nonatomic) UITextFieldViewMode clearButtonMode;
@property (nullable, nonatomic, strong) UIView *leftView;
@property (nonatomic) UITextFieldViewMode leftViewMode;
@property (nullable, nonatomic, strong) UIView *rightView;
@property (nonatomic) UITextFieldViewMode rightViewMode;
@property (nullable, readwrite, strong) UIView *inputView;
@property (nullable, readwrite, strong) UIView *inputAccessoryView;
@property (nonatomic) UIKeyboardType keyboardType;
@property (nonatomic) UIReturnKeyType returnKeyType;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@end
@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
- (BOOL)textFieldShouldClear:(UITextField *)textField;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end
UIKIT_EXTERN NSNotificationName const UITextFieldTextDidChangeNotification;

@interface UISwitch : UIControl
@property (nullable, nonatomic, strong) UIColor *onTintColor;
@property (nonatomic, getter=isOn) BOOL on;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end
@interface UISlider : UIControl
@property (nonatomic) float value;
@property (nonatomic) float minimumValue;
@property (nonatomic) float maximumValue;
@property (nonatomic, getter=isContinuous) BOOL continuous;
- (void)setValue:(float)value animated:(BOOL)animated;
@end
@interface UIStepper : UIControl
@property (nonatomic) double value;
@property (nonatomic) double minimumValue;
@property (nonatomic) double maximumValue;
@property (nonatomic) double stepValue;
@end
@interface UISegmentedControl : UIControl
- (instancetype)initWithItems:(nullable NSArray *)items;
@property (nonatomic, readonly) NSUInteger numberOfSegments;
@property (nonatomic) NSInteger selectedSegmentIndex;
- (void)setTitle:(nullable NSString *)title forSegmentAtIndex:(NSUInteger)segment;
- (void)insertSegmentWithTitle:(nullable NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeAllSegments;
@end
@interface UIPageControl : UIControl
@property (nonatomic) NSInteger numberOfPages;
@property (nonatomic) NSInteger currentPage;
@end
@interface UIDatePicker : UIControl
@property (nonatomic, strong) NSDate *date;
- (void)setDate:(NSDate *)date animated:(BOOL)animated;
@end
@interface UIRefreshControl : UIControl
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
@property (nullable, nonatomic, strong) NSAttributedString *attributedTitle;
- (void)beginRefreshing;
- (void)endRefreshing;
@end

typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
    UIActivityIndicatorViewStyleMedium = 100, UIActivityIndicatorViewStyleLarge = 101,
    UIActivityIndicatorViewStyleWhiteLarge = 0, UIActivityIndicatorViewStyleWhite = 1, UIActivityIndicatorViewStyleGray = 2,
};
@interface UIActivityIndicatorView : UIView
- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
@property (nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@property (nonatomic) BOOL hidesWhenStopped;
@property (null_resettable, nonatomic, strong) UIColor *color;
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@end
typedef NS_ENUM(NSInteger, UIProgressViewStyle) { UIProgressViewStyleDefault, UIProgressViewStyleBar };
@interface UIProgressView : UIView
- (instancetype)initWithProgressViewStyle:(UIProgressViewStyle)style;
@property (nonatomic) float progress;
@property (nullable, nonatomic, strong) UIColor *progressTintColor;
@property (nullable, nonatomic, strong) UIColor *trackTintColor;
@property (nullable, nonatomic, strong) NSProgress *observedProgress;
- (void)setProgress:(float)progress animated:(BOOL)animated;
@end

typedef NS_ENUM(NSInteger, UIStackViewDistribution) { UIStackViewDistributionFill = 0, UIStackViewDistributionFillEqually, UIStackViewDistributionFillProportionally, UIStackViewDistributionEqualSpacing, UIStackViewDistributionEqualCentering };
typedef NS_ENUM(NSInteger, UIStackViewAlignment) { UIStackViewAlignmentFill, UIStackViewAlignmentLeading, UIStackViewAlignmentTop = UIStackViewAlignmentLeading, UIStackViewAlignmentFirstBaseline, UIStackViewAlignmentCenter, UIStackViewAlignmentTrailing, UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing };
@interface UIStackView : UIView
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
- (void)removeArrangedSubview:(UIView *)view;
- (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)stackIndex;
@property (nonatomic) UILayoutConstraintAxis axis;
@property (nonatomic) UIStackViewDistribution distribution;
@property (nonatomic) UIStackViewAlignment alignment;
@property (nonatomic) CGFloat spacing;
@end

typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) { UIBarButtonItemStylePlain, UIBarButtonItemStyleBordered, UIBarButtonItemStyleDone };
typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) { UIBarButtonSystemItemDone, UIBarButtonSystemItemCancel, UIBarButtonSystemItemEdit, UIBarButtonSystemItemSave, UIBarButtonSystemItemAdd, UIBarButtonSystemItemFlexibleSpace, UIBarButtonSystemItemFixedSpace, UIBarButtonSystemItemCompose, UIBarButtonSystemItemReply, UIBarButtonSystemItemAction, UIBarButtonSystemItemOrganize, UIBarButtonSystemItemBookmarks, UIBarButtonSystemItemSearch, UIBarButtonSystemItemRefresh, UIBarButtonSystemItemStop, UIBarButtonSystemItemCamera, UIBarButtonSystemItemTrash, UIBarButtonSystemItemPlay, UIBarButtonSystemItemPause, UIBarButtonSystemItemRewind, UIBarButtonSystemItemFastForward, UIBarButtonSystemItemUndo, UIBarButtonSystemItemRedo, UIBarButtonSystemItemClose = 24 };
@interface UIBarItem : NSObject <NSCoding, UIAppearance>
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nonatomic) NSInteger tag;
@end
@interface UIBarButtonItem : UIBarItem
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithImage:(nullable UIImage *)image style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithTitle:(nullable NSString *)title style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithCustomView:(UIView *)customView;
- (instancetype)initWithTitle:(nullable NSString *)title image:(nullable UIImage *)image primaryAction:(nullable UIAction *)primaryAction menu:(nullable UIMenu *)menu;
- (instancetype)initWithPrimaryAction:(nullable UIAction *)primaryAction;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(nullable UIAction *)primaryAction;
@property (nonatomic) UIBarButtonItemStyle style;
@property (nonatomic) CGFloat width;
@property (nullable, nonatomic, strong) __kindof UIView *customView;
@property (nullable, nonatomic) SEL action;
@property (nullable, nonatomic, weak) id target;
@property (nullable, nonatomic, copy) UIAction *primaryAction;
@property (nullable, nonatomic, copy) UIMenu *menu;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@end
@interface UITabBarItem : UIBarItem
- (instancetype)initWithTitle:(nullable NSString *)title image:(nullable UIImage *)image tag:(NSInteger)tag;
@property (nullable, nonatomic, copy) NSString *badgeValue;
@end
@interface UINavigationItem : NSObject <NSCoding>
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, strong) UIView *titleView;
@property (nullable, nonatomic, copy) NSString *prompt;
@property (nullable, nonatomic, strong) UIBarButtonItem *backBarButtonItem;
@property (nonatomic) BOOL hidesBackButton;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *leftBarButtonItems;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *rightBarButtonItems;
@property (nullable, nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
@property (nullable, nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
- (void)setLeftBarButtonItem:(nullable UIBarButtonItem *)item animated:(BOOL)animated;
- (void)setRightBarButtonItem:(nullable UIBarButtonItem *)item animated:(BOOL)animated;
@end
@interface UINavigationBar : UIView
@property (nonatomic, getter=isTranslucent) BOOL translucent;
@property (nullable, nonatomic, strong) UIColor *barTintColor;
@property (nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
@property (nonatomic) BOOL prefersLargeTitles;
@end
@interface UIToolbar : UIView
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items;
- (void)setItems:(nullable NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
@end
@interface UITabBar : UIView
@property (nullable, nonatomic, copy) NSArray<UITabBarItem *> *items;
@property (nullable, nonatomic, weak) UITabBarItem *selectedItem;
@end
@protocol UISearchBarDelegate;
@interface UISearchBar : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nullable, nonatomic, weak) id <UISearchBarDelegate> delegate;
@end
@protocol UISearchBarDelegate <NSObject>
@optional
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText;
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar;
@end

NS_ASSUME_NONNULL_END
#endif
