// A test written in Quick's and Nimble's Objective-C DSL: the SDK stand-in knows the DSL, so the
// spec's blocks are analysed instead of lost behind an empty module.
@import Quick;
@import Nimble;

QuickSpecBegin(CounterSpec)
__block NSMutableArray *items;
beforeEach(^{ items = [NSMutableArray new]; });
describe(@"a counter", ^{
    it(@"counts", ^{
        [items addObject:@1];
        expect(@(items.count)).to(equal(@1));
        expect(items).notTo(beNil());
    });
});
QuickSpecEnd

QuickConfigurationBegin(CounterConfiguration)
+ (void)configure:(Configuration *)configuration {
    [configuration beforeEach:^{ }];
}
QuickConfigurationEnd
