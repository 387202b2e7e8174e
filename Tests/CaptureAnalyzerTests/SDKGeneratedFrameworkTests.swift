import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// One small program per framework generated from an API description, using its block-taking
/// API the way apps do: zero errors, every block clang-14 finds, and the SDK's shapes that decide
/// what lint reports (readonly properties, NS_NOESCAPE, enum values).
@Suite struct SDKGeneratedFrameworkTests {
    static let programs: [(name: String, blocks: Int, source: String)] = [
        (
            "contacts.m", 2,
            """
            @import Contacts;
            @interface Picker : NSObject
            @property (nonatomic, strong) CNContactStore *store;
            @property (nonatomic, copy) NSArray<CNContact *> *contacts;
            @end
            @implementation Picker
            - (void)load {
                [self.store requestAccessForEntityType:CNEntityTypeContacts completionHandler:^(BOOL granted, \
            NSError *error) {
                    CNContactFetchRequest *request = [[CNContactFetchRequest alloc] initWithKeysToFetch:@[
                        CNContactGivenNameKey, CNContactPhoneNumbersKey,
                        [CNContactFormatter descriptorForRequiredKeysForStyle:CNContactFormatterStyleFullName] ]];
                    NSMutableArray *found = [NSMutableArray new];
                    [self.store enumerateContactsWithFetchRequest:request error:nil usingBlock:^(CNContact *contact, \
            BOOL *stop) {
                        [found addObject:contact];
                        NSString *number = contact.phoneNumbers.firstObject.value.stringValue;
                        (void)number;
                    }];
                    self.contacts = found;
                }];
                CNMutableContact *contact = [CNMutableContact new];
                contact.givenName = @"Ada";
                CNPhoneNumber *n = [CNPhoneNumber phoneNumberWithStringValue:@"1"];
                contact.phoneNumbers = @[ [CNLabeledValue labeledValueWithLabel:CNLabelPhoneNumberMobile value:n] ];
                CNSaveRequest *save = [CNSaveRequest new];
                [save addContact:contact toContainerWithIdentifier:nil];
                [self.store executeSaveRequest:save error:nil];
            }
            @end
            """
        ),
        (
            "mediaplayer.m", 3,
            """
            #import <MediaPlayer/MediaPlayer.h>
            @interface Player : NSObject
            @property (nonatomic, strong) id playToken;
            @property (nonatomic, strong) MPMusicPlayerController *player;
            @end
            @implementation Player
            - (void)start {
                MPRemoteCommandCenter *center = [MPRemoteCommandCenter sharedCommandCenter];
                self.playToken = [center.playCommand addTargetWithHandler:^MPRemoteCommandHandlerStatus(\
            MPRemoteCommandEvent *event) {
                    [self.player play];
                    return MPRemoteCommandHandlerStatusSuccess;
                }];
                center.skipForwardCommand.preferredIntervals = @[ @15 ];
                MPMediaItemArtwork *art = [[MPMediaItemArtwork alloc] initWithBoundsSize:CGSizeMake(1, 1)
                    requestHandler:^UIImage *(CGSize size) { return [UIImage new]; }];
                [MPNowPlayingInfoCenter defaultCenter].nowPlayingInfo = @{ MPMediaItemPropertyTitle: @"t",
                    MPMediaItemPropertyArtwork: art, MPNowPlayingInfoPropertyPlaybackRate: @1 };
                [MPMediaLibrary requestAuthorization:^(MPMediaLibraryAuthorizationStatus status) {
                    [self.player setQueueWithQuery:[MPMediaQuery songsQuery]];
                }];
            }
            @end
            """
        ),
        (
            "healthkit.m", 3,
            """
            #import <HealthKit/HealthKit.h>
            @interface Steps : NSObject
            @property (nonatomic, strong) HKHealthStore *store;
            @property (nonatomic) double total;
            @end
            @implementation Steps
            - (void)load {
                HKQuantityType *steps = [HKObjectType quantityTypeForIdentifier:HKQuantityTypeIdentifierStepCount];
                [self.store requestAuthorizationToShareTypes:nil readTypes:[NSSet setWithObject:steps] \
            completion:^(BOOL success, NSError *error) {
                    NSPredicate *today = [HKQuery predicateForSamplesWithStartDate:[NSDate date] endDate:nil
                                                                           options:HKQueryOptionStrictStartDate];
                    HKStatisticsQuery *query = [[HKStatisticsQuery alloc] initWithQuantityType:steps
                        quantitySamplePredicate:today options:HKStatisticsOptionCumulativeSum
                        completionHandler:^(HKStatisticsQuery *q, HKStatistics *result, NSError *e) {
                            self.total = [result.sumQuantity doubleValueForUnit:[HKUnit countUnit]];
                        }];
                    [self.store executeQuery:query];
                }];
                HKObserverQuery *observer = [[HKObserverQuery alloc] initWithSampleType:steps predicate:nil
                    updateHandler:^(HKObserverQuery *q, HKObserverQueryCompletionHandler done, NSError *e) { done(); }];
                [self.store executeQuery:observer];
            }
            @end
            """
        ),
        (
            "coreimage.m", 1,
            """
            #import <CoreImage/CoreImage.h>
            #import <UIKit/UIKit.h>
            @interface Blur : NSObject
            @property (nonatomic, strong) CIContext *context;
            @end
            @implementation Blur
            - (void)blur:(UIImage *)image completion:(void (^)(UIImage *))completion {
                dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
                    CIImage *input = [[CIImage alloc] initWithImage:image];
                    CIFilter *filter = [CIFilter filterWithName:@"CIGaussianBlur"];
                    [filter setValue:input forKey:kCIInputImageKey];
                    [filter setValue:@8 forKey:kCIInputRadiusKey];
                    CIImage *output = [filter.outputImage imageByCroppingToRect:input.extent];
                    CGImageRef cgImage = [self.context createCGImage:output fromRect:output.extent];
                    completion([UIImage imageWithCGImage:cgImage]);
                    CGImageRelease(cgImage);
                });
            }
            @end
            """
        ),
        (
            "scenekit.m", 4,
            """
            #import <SceneKit/SceneKit.h>
            @interface Stage : UIViewController <SCNSceneRendererDelegate>
            @property (nonatomic, strong) SCNView *sceneView;
            @property (nonatomic, strong) SCNNode *box;
            @end
            @implementation Stage
            - (void)viewDidLoad {
                SCNScene *scene = [SCNScene scene];
                self.box = [SCNNode nodeWithGeometry:[SCNBox boxWithWidth:1 height:1 length:1 chamferRadius:0]];
                self.box.position = SCNVector3Make(0, 0, -2);
                self.box.geometry.firstMaterial.diffuse.contents = [UIColor redColor];
                [scene.rootNode addChildNode:self.box];
                self.sceneView.scene = scene;
                self.sceneView.delegate = self;
                [self.box runAction:[SCNAction repeatActionForever:[SCNAction rotateByX:0 y:1 z:0 duration:1]]
                             forKey:@"spin" completionHandler:^{ [self.box removeFromParentNode]; }];
                [scene.rootNode enumerateChildNodesUsingBlock:^(SCNNode *child, BOOL *stop) { child.hidden = NO; }];
                [SCNTransaction begin];
                SCNTransaction.completionBlock = ^{ self.title = @"done"; };
                [SCNTransaction commit];
                [self.box runAction:[SCNAction runBlock:^(SCNNode *node) { node.opacity = 0.5; }]];
            }
            @end
            """
        ),
        (
            "opengles.m", 2,
            """
            #import <OpenGLES/EAGL.h>
            #import <OpenGLES/ES2/gl.h>
            #import <OpenGLES/ES2/glext.h>
            #import <QuartzCore/QuartzCore.h>
            @interface Renderer : NSObject
            @property (nonatomic, strong) EAGLContext *context;
            @property (nonatomic, copy) void (^frameAvailable)(GLubyte *bytes, GLint width);
            @end
            @implementation Renderer {
                GLuint _framebuffer;
                dispatch_queue_t _queue;
            }
            - (void)attachLayer:(CAEAGLLayer *)layer {
                EAGLSharegroup *group = [EAGLContext currentContext].sharegroup;
                self.context = [[EAGLContext alloc] initWithAPI:kEAGLRenderingAPIOpenGLES2 sharegroup:group];
                layer.drawableProperties = @{ kEAGLDrawablePropertyRetainedBacking: @NO,
                    kEAGLDrawablePropertyColorFormat: kEAGLColorFormatRGBA8 };
                dispatch_async(_queue, ^{
                    [EAGLContext setCurrentContext:self.context];
                    glGenFramebuffers(1, &self->_framebuffer);
                    glBindFramebuffer(GL_FRAMEBUFFER, self->_framebuffer);
                    [self.context renderbufferStorage:GL_RENDERBUFFER fromDrawable:layer];
                    GLint width = 0;
                    glGetRenderbufferParameteriv(GL_RENDERBUFFER, GL_RENDERBUFFER_WIDTH, &width);
                    GLubyte *bytes = (GLubyte *)calloc((size_t)width * 4, sizeof(GLubyte));
                    glReadPixels(0, 0, width, 1, GL_BGRA, GL_UNSIGNED_BYTE, bytes);
                    if (self.frameAvailable) { self.frameAvailable(bytes, width); }
                    free(bytes);
                    [self.context presentRenderbuffer:GL_RENDERBUFFER];
                });
                self.frameAvailable = ^(GLubyte *bytes, GLint width) {
                    const GLchar *source = "void main() {}";
                    GLuint shader = glCreateShader(GL_FRAGMENT_SHADER);
                    glShaderSource(shader, 1, &source, NULL);
                    glUniform1f(glGetUniformLocation(shader, "level"), (GLfloat)bytes[0] / 255.0f);
                    glBindVertexArrayOES(0);
                };
            }
            @end
            """
        ),
        (
            "corevideo.m", 1,
            """
            #import <AVFoundation/AVFoundation.h>
            #import <CoreVideo/CoreVideo.h>
            #import <OpenGLES/EAGL.h>
            #import <OpenGLES/ES2/gl.h>
            @interface Camera : NSObject
            @property (nonatomic, copy) void (^frameReady)(CVPixelBufferRef buffer, CMTime time);
            @end
            @implementation Camera {
                CVOpenGLESTextureCacheRef _cache;
                CVOpenGLESTextureRef _texture;
            }
            - (void)process:(CMSampleBufferRef)sample context:(EAGLContext *)context {
                if (!_cache) { CVOpenGLESTextureCacheCreate(kCFAllocatorDefault, NULL, context, NULL, &_cache); }
                CVImageBufferRef image = CMSampleBufferGetImageBuffer(sample);
                CVPixelBufferLockBaseAddress(image, kCVPixelBufferLock_ReadOnly);
                GLsizei width = (GLsizei)CVPixelBufferGetWidth(image);
                GLsizei height = (GLsizei)CVPixelBufferGetHeight(image);
                CVReturn error = CVOpenGLESTextureCacheCreateTextureFromImage(kCFAllocatorDefault, _cache, image,
                    NULL, GL_TEXTURE_2D, GL_RGBA, width, height, GL_BGRA, GL_UNSIGNED_BYTE, 0, &_texture);
                if (error == kCVReturnSuccess) {
                    glBindTexture(CVOpenGLESTextureGetTarget(_texture), CVOpenGLESTextureGetName(_texture));
                }
                CVPixelBufferUnlockBaseAddress(image, kCVPixelBufferLock_ReadOnly);
                CMTime time = CMSampleBufferGetPresentationTimeStamp(sample);
                dispatch_async(dispatch_get_main_queue(), ^{
                    if (self.frameReady) { self.frameReady(image, time); }
                });
                CVOpenGLESTextureCacheFlush(_cache, 0);
            }
            @end
            """
        ),
        (
            "gamecontroller.m", 3,
            """
            #import <GameController/GameController.h>
            @interface Player : NSObject
            @property (nonatomic, strong) GCController *controller;
            @end
            @implementation Player
            - (void)attach {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(connected:)
                    name:GCControllerDidConnectNotification object:nil];
                [GCController startWirelessControllerDiscoveryWithCompletionHandler:^{ NSLog(@"done"); }];
                self.controller = [GCController controllers].firstObject;
                self.controller.playerIndex = GCControllerPlayerIndex1;
                GCExtendedGamepad *pad = self.controller.extendedGamepad;
                pad.buttonA.pressedChangedHandler = ^(GCControllerButtonInput *button, float value, BOOL pressed) {
                    NSLog(@"%f %d", value, pressed);
                };
                pad.leftThumbstick.valueChangedHandler = ^(GCControllerDirectionPad *dpad, float x, float y) {
                    NSLog(@"%f %f %f", x, y, dpad.xAxis.value);
                };
                GCAcceleration g = self.controller.motion.gravity;
                (void)g;
            }
            - (void)connected:(NSNotification *)note {}
            @end
            """
        ),
    ]

    @Test(arguments: SDKGeneratedFrameworkTests.programs.map(\.name))
    func frameworkProgramParsesWithoutErrorsAndKeepsEveryBlock(_ name: String) async throws {
        let program = try #require(Self.programs.first { $0.name == name })
        let parse = try ShimHarness.parse(program.source, name: name, language: .objectiveC)
        #expect(parse.errors.map { "\($0.location.line): \($0.message)" } == [])
        let dumped = try await ShimHarness.dumpedBlockLines(program.source, name: name, language: .objectiveC)
        #expect(dumped.errors == "")
        #expect(parse.blockLines == dumped.lines)
        #expect(parse.blockLines.count == program.blocks)
    }

    /// What the SDK says and lint reads: assigning a readonly property is an error, the node tree's
    /// enumeration blocks are NS_NOESCAPE and the store's are not, and enum values are the SDK's.
    @Test func declarationsKeepTheSDKsShapes() throws {
        let parse = try ShimHarness.parse(
            """
            @import Contacts;
            @import HealthKit;
            @import MediaPlayer;
            @import SceneKit;
            @import OpenGLES;
            @import CoreVideo;
            void f(CNContact *contact, SCNNode *node) {
                contact.givenName = @"x";
                [node enumerateChildNodesUsingBlock:^(SCNNode *child, BOOL *stop) {}];
            }
            _Static_assert(CNErrorCodeRecordDoesNotExist == 200 && HKErrorNoData == 11, "codes");
            _Static_assert(MPRemoteCommandHandlerStatusCommandFailed == 200 && MPMediaTypeAnyVideo == 0xff00, "media");
            _Static_assert(HKWorkoutActivityTypeRunning == 37 && HKWorkoutActivityTypeYoga == 57, "workouts");
            _Static_assert(HKStatisticsOptionCumulativeSum == 16 && HKUpdateFrequencyHourly == 2, "options");
            _Static_assert(GL_TEXTURE_2D == 0x0DE1 && GL_FRAMEBUFFER == 0x8D40 && GL_BGRA == 0x80E1, "gl");
            _Static_assert(kEAGLRenderingAPIOpenGLES2 == 2 && sizeof(GLubyte) == 1 && sizeof(GLfloat) == 4, "eagl");
            _Static_assert(kCVPixelFormatType_32BGRA == 0x42475241 && kCVReturnError == -6660, "cv");
            """, name: "shapes.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == ["assignment to readonly property"])
        let noEscape = try SourceAnalyzer().analyze(
            source: """
                @import SceneKit;
                @import Contacts;
                void f(SCNNode *node, CNContactStore *store, CNContactFetchRequest *request) {
                    [node enumerateChildNodesUsingBlock:^(SCNNode *child, BOOL *stop) { (void)node; }];
                    [store enumerateContactsWithFetchRequest:request error:nil usingBlock:^(CNContact *c, BOOL *s) {
                        (void)store;
                    }];
                }
                """, path: "/capcheck-shim-tests/noescape.m")
        #expect(noEscape.blocks.map(\.isNoEscapeArgument) == [true, false])
    }
}
